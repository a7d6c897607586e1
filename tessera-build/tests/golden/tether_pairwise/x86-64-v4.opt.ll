; ModuleID = 'tether_pairwise'
source_filename = "tether_pairwise.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_tether_pairwise_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %state = load ptr, ptr %args, align 8
  %state169 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %input_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %scratch = load ptr, ptr %1, align 8
  %scratch168 = ptrtoint ptr %scratch to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %row_begin = load i64, ptr %2, align 8
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %row_end = load i64, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %n_features = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %steps = load i64, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %eta = load float, ptr %6, align 8
  %7 = getelementptr inbounds nuw i8, ptr %args, i64 60
  %noise_scale = load float, ptr %7, align 4
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %temperature = load float, ptr %8, align 8
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 76
  %anneal_ratio = load float, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %two_eta = load float, ptr %10, align 8
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %key0 = load i64, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %args, i64 96
  %key1 = load i64, ptr %12, align 8
  %13 = icmp ult i64 %row_begin, %row_end
  br i1 %13, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %entry
  %14 = getelementptr inbounds nuw i8, ptr %args, i64 68
  %anneal = load i32, ptr %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %draw_noise = load i32, ptr %15, align 4
  %16 = getelementptr float, ptr %scratch, i64 %n_features
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not = icmp eq i64 %steps, 0
  %draw.not = icmp eq i32 %draw_noise, 0
  %.not40 = icmp eq i64 %n_features, 0
  %17 = trunc i64 %key0 to i32
  %18 = lshr i64 %key0, 32
  %19 = add i64 %key0, 2654435769
  %20 = add nuw nsw i64 %18, 3144134277
  %21 = add i64 %key0, 1013904242
  %22 = add nuw nsw i64 %18, 1993301258
  %23 = add i64 %key0, 3668340011
  %24 = add nuw nsw i64 %18, 842468239
  %25 = add i64 %key0, 2027808484
  %26 = add nuw nsw i64 %18, 3986602516
  %27 = add i64 %key0, 387276957
  %28 = add nuw nsw i64 %18, 2835769497
  %29 = add i64 %key0, 3041712726
  %30 = add nuw nsw i64 %18, 1684936478
  %31 = add i64 %key0, 1401181199
  %32 = add nuw nsw i64 %18, 534103459
  %33 = add nuw nsw i64 %18, 3678237736
  %34 = add i32 %17, -1879881855
  br i1 %.not, label %row.exit, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %35 = mul i64 %row_begin, %n_features
  %36 = shl i64 %35, 2
  %37 = shl i64 %n_features, 2
  %38 = shl i64 %row_begin, 2
  %39 = add i64 %38, 4
  %40 = mul i64 %n_features, %39
  %41 = shl i64 %n_features, 2
  %42 = shl i64 %n_features, 3
  %scevgep113 = getelementptr i8, ptr %scratch, i64 %42
  %43 = mul i64 %row_begin, %n_features
  %44 = shl i64 %43, 2
  %45 = add i64 %44, %state169
  %46 = sub i64 %scratch168, %45
  %47 = mul i64 %n_features, -4
  %min.iters.check214 = icmp ult i64 %n_features, 8
  %n.vec217 = and i64 %n_features, -8
  %broadcast.splatinsert226 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat227 = shufflevector <8 x i64> %broadcast.splatinsert226, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert230 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat231 = shufflevector <8 x i64> %broadcast.splatinsert230, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert234 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat235 = shufflevector <8 x i64> %broadcast.splatinsert234, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert236 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat237 = shufflevector <8 x i64> %broadcast.splatinsert236, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert238 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat239 = shufflevector <8 x i64> %broadcast.splatinsert238, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert240 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat241 = shufflevector <8 x i64> %broadcast.splatinsert240, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert242 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat243 = shufflevector <8 x i64> %broadcast.splatinsert242, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert244 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat245 = shufflevector <8 x i64> %broadcast.splatinsert244, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert246 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat247 = shufflevector <8 x i64> %broadcast.splatinsert246, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert248 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat249 = shufflevector <8 x i64> %broadcast.splatinsert248, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert250 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat251 = shufflevector <8 x i64> %broadcast.splatinsert250, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert252 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat253 = shufflevector <8 x i64> %broadcast.splatinsert252, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert254 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat255 = shufflevector <8 x i64> %broadcast.splatinsert254, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert256 = insertelement <8 x i32> poison, i32 %34, i64 0
  %broadcast.splat257 = shufflevector <8 x i32> %broadcast.splatinsert256, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n262 = icmp eq i64 %n_features, %n.vec217
  %min.iters.check201 = icmp ult i64 %n_features, 8
  %n.vec204 = and i64 %n_features, -8
  %cmp.n211 = icmp eq i64 %n_features, %n.vec204
  %min.iters.check170 = icmp ult i64 %n_features, 4
  %min.iters.check173 = icmp ult i64 %n_features, 32
  %n.mod.vf176 = and i64 %n_features, 28
  %n.vec177 = and i64 %n_features, -32
  %cmp.n186 = icmp eq i64 %n_features, %n.vec177
  %min.epilog.iters.check190 = icmp eq i64 %n.mod.vf176, 0
  %n.vec193 = and i64 %n_features, -4
  %cmp.n199 = icmp eq i64 %n_features, %n.vec193
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check123 = icmp ult i64 %n_features, 16
  %n.mod.vf126 = and i64 %n_features, 12
  %n.vec127 = and i64 %n_features, -16
  %broadcast.splatinsert130 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat131 = shufflevector <8 x float> %broadcast.splatinsert130, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n144 = icmp eq i64 %n_features, %n.vec127
  %min.epilog.iters.check148 = icmp eq i64 %n.mod.vf126, 0
  %n.vec151 = and i64 %n_features, -4
  %broadcast.splatinsert154 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat155 = shufflevector <4 x float> %broadcast.splatinsert154, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n165 = icmp eq i64 %n_features, %n.vec151
  %xtraiter278 = and i64 %n_features, 1
  %lcmp.mod279.not = icmp eq i64 %xtraiter278, 0
  %min.iters.check87 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert88 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat89 = shufflevector <8 x float> %broadcast.splatinsert88, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec98 = and i64 %n_features, -4
  %broadcast.splatinsert101 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat102 = shufflevector <4 x float> %broadcast.splatinsert101, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n107 = icmp eq i64 %n_features, %n.vec98
  %xtraiter281 = and i64 %n_features, 1
  %lcmp.mod282.not = icmp eq i64 %xtraiter281, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row39.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %819, %step.header.step.exit_crit_edge.us ]
  %48 = mul i64 %47, %indvar
  %49 = add i64 %46, %48
  %50 = mul i64 %41, %indvar
  %51 = add i64 %36, %50
  %scevgep109 = getelementptr i8, ptr %state, i64 %51
  %52 = add i64 %40, %50
  %scevgep110 = getelementptr i8, ptr %state, i64 %52
  %scevgep111 = getelementptr i8, ptr %input_0, i64 %51
  %scevgep112 = getelementptr i8, ptr %input_0, i64 %52
  %53 = mul i64 %37, %indvar
  %54 = add i64 %36, %53
  %scevgep = getelementptr i8, ptr %state, i64 %54
  %55 = add i64 %40, %53
  %scevgep84 = getelementptr i8, ptr %state, i64 %55
  %scevgep85 = getelementptr i8, ptr %input_0, i64 %54
  %scevgep86 = getelementptr i8, ptr %input_0, i64 %55
  %row_offset.us = mul i64 %row39.us, %n_features
  %56 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %57 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert224 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat225 = shufflevector <8 x i64> %broadcast.splatinsert224, <8 x i64> poison, <8 x i32> zeroinitializer
  %diff.check = icmp ult i64 %49, 128
  %or.cond = select i1 %min.iters.check170, i1 true, i1 %diff.check
  %bound0114 = icmp ult ptr %scevgep109, %scevgep112
  %bound1115 = icmp ult ptr %scevgep111, %scevgep110
  %found.conflict116 = and i1 %bound0114, %bound1115
  %bound0117 = icmp ult ptr %scevgep109, %scevgep113
  %bound1118 = icmp ult ptr %16, %scevgep110
  %found.conflict119 = and i1 %bound0117, %bound1118
  %conflict.rdx = or i1 %found.conflict116, %found.conflict119
  %bound0 = icmp ult ptr %scevgep, %scevgep86
  %bound1 = icmp ult ptr %scevgep85, %scevgep84
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done.us
  %step38.us = phi i64 [ 0, %row.body.us ], [ %602, %noise.done.us ]
  %temperature1.037.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done.us ]
  %58 = fmul float %two_eta, %temperature1.037.us
  %59 = fcmp ogt float %58, 0.000000e+00
  %60 = tail call float @llvm.sqrt.f32(float %58)
  %61 = select i1 %59, float %60, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %61
  %key1_step.us = add i64 %step38.us, %key1
  br i1 %draw.not, label %draw.done.us, label %philox.header.preheader.us

noise.body.us:                                    ; preds = %noise.body.us.preheader270, %noise.body.us
  %noise22.us = phi i64 [ %190, %noise.body.us ], [ %noise22.us.ph, %noise.body.us.preheader270 ]
  %62 = getelementptr inbounds float, ptr %16, i64 %noise22.us
  %w0.us = load i32, ptr %62, align 4
  %63 = getelementptr inbounds float, ptr %scratch, i64 %noise22.us
  %w1.us = load i32, ptr %63, align 4
  %64 = uitofp i32 %w0.us to double
  %65 = fadd double %64, 5.000000e-01
  %66 = fmul double %65, 0x3DF0000000000000
  %67 = uitofp i32 %w1.us to double
  %68 = fadd double %67, 5.000000e-01
  %69 = fmul double %68, 0x3DF0000000000000
  %70 = bitcast double %66 to i64
  %71 = lshr i64 %70, 32
  %72 = add nuw nsw i64 %71, 614242
  %73 = lshr i64 %72, 20
  %74 = add nsw i64 %73, -1023
  %75 = shl nuw i64 %72, 32
  %76 = and i64 %75, 4503595332403200
  %77 = add nuw nsw i64 %76, 4604544269498187776
  %78 = and i64 %70, 4294967295
  %79 = or disjoint i64 %77, %78
  %80 = bitcast i64 %79 to double
  %81 = fadd double %80, -1.000000e+00
  %82 = fmul double %81, 5.000000e-01
  %83 = fmul double %81, %82
  %84 = fadd double %81, 2.000000e+00
  %85 = fdiv double %81, %84
  %86 = fmul double %85, %85
  %87 = fmul double %86, %86
  %88 = fmul double %87, 0x3FC2F112DF3E5244
  %89 = fadd double %88, 0x3FC7466496CB03DE
  %90 = insertelement <2 x double> poison, double %87, i64 0
  %91 = shufflevector <2 x double> %90, <2 x double> poison, <2 x i32> zeroinitializer
  %92 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %89, i64 1
  %93 = fmul <2 x double> %91, %92
  %94 = fadd <2 x double> %93, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %95 = fmul <2 x double> %91, %94
  %96 = fadd <2 x double> %95, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %97 = insertelement <2 x double> %90, double %86, i64 1
  %98 = fmul <2 x double> %97, %96
  %shift = shufflevector <2 x double> %98, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %98, %shift
  %99 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %100 = sitofp i64 %74 to double
  %101 = fadd double %83, %99
  %102 = fmul double %85, %101
  %103 = fmul double %100, 0x3DEA39EF35793C76
  %104 = fadd double %103, %102
  %105 = fsub double %104, %83
  %106 = fadd double %81, %105
  %107 = fmul double %100, 0x3FE62E42FEE00000
  %108 = fadd double %107, %106
  %109 = fmul double %108, -2.000000e+00
  %110 = tail call double @llvm.sqrt.f64(double %109)
  %111 = fmul double %69, 0x401921FB54442D18
  %112 = fmul double %111, 0x3FE45F306DC9C883
  %113 = fadd double %112, 0x4338000000000000
  %114 = bitcast double %113 to i64
  %115 = fadd double %113, 0xC338000000000000
  %116 = fmul double %115, 0x3FF921FB54400000
  %117 = fsub double %111, %116
  %118 = fmul double %115, 0x3DD0B4611A626331
  %119 = fmul double %115, 0x3DD0B4611A600000
  %120 = fsub double %117, %119
  %121 = fmul double %115, 0x3BA3198A2E037073
  %122 = fsub double %117, %120
  %123 = fsub double %122, %119
  %124 = fsub double %121, %123
  %125 = fsub double %117, %118
  %126 = insertelement <2 x double> poison, double %125, i64 0
  %127 = insertelement <2 x double> %126, double %111, i64 1
  %128 = bitcast <2 x double> %127 to <2 x i64>
  %129 = lshr <2 x i64> %128, splat (i64 52)
  %130 = and <2 x i64> %129, splat (i64 2047)
  %131 = extractelement <2 x i64> %130, i64 0
  %132 = add nuw nsw i64 %131, 16
  %133 = extractelement <2 x i64> %130, i64 1
  %134 = icmp samesign ult i64 %132, %133
  %135 = select i1 %134, double %120, double %117
  %136 = select i1 %134, double %124, double %118
  %137 = fsub double %135, %136
  %138 = fsub double %135, %137
  %139 = fsub double %138, %136
  %140 = fmul double %137, %137
  %141 = fmul double %140, %140
  %142 = fmul double %140, 0x3EFA01A019CB1590
  %143 = fadd double %142, 0xBF56C16C16C15177
  %144 = fmul double %140, %143
  %145 = fadd double %144, 0x3FA555555555554C
  %146 = fmul double %140, %145
  %147 = fmul double %140, 0x3DA8FAE9BE8838D4
  %148 = fsub double 0x3E21EE9EBDB4B1C4, %147
  %149 = fmul double %140, %148
  %150 = fadd double %149, 0xBE927E4F809C52AD
  %151 = fmul double %141, %141
  %152 = fmul double %151, %150
  %153 = fadd double %146, %152
  %154 = fmul double %140, 5.000000e-01
  %155 = fsub double 1.000000e+00, %154
  %156 = fsub double 1.000000e+00, %155
  %157 = fsub double %156, %154
  %158 = fmul double %140, %153
  %159 = fmul double %137, %139
  %160 = fsub double %158, %159
  %161 = fadd double %157, %160
  %162 = fadd double %155, %161
  %163 = fmul double %140, 0x3EC71DE357B1FE7D
  %164 = fadd double %163, 0xBF2A01A019C161D5
  %165 = fmul double %140, %164
  %166 = fadd double %165, 0x3F8111111110F8A6
  %167 = fmul double %140, 0x3DE5D93A5ACFD57C
  %168 = fadd double %167, 0xBE5AE5E68A2B9CEB
  %169 = fmul double %140, %141
  %170 = fmul double %169, %168
  %171 = fadd double %170, %166
  %172 = fmul double %137, %140
  %173 = fmul double %139, 5.000000e-01
  %174 = fmul double %172, %171
  %175 = fsub double %173, %174
  %176 = fmul double %140, %175
  %177 = fsub double %176, %139
  %178 = fmul double %172, 0x3FC5555555555549
  %179 = fadd double %177, %178
  %180 = fsub double %137, %179
  %181 = fneg double %162
  %182 = fneg double %180
  %183 = and i64 %114, 1
  %184 = and i64 %114, 2
  %.not18.us = icmp eq i64 %183, 0
  %.not19.us = icmp eq i64 %184, 0
  %185 = select i1 %.not19.us, double %162, double %181
  %186 = select i1 %.not19.us, double %182, double %180
  %187 = select i1 %.not18.us, double %185, double %186
  %188 = fmul double %110, %187
  %189 = fptrunc double %188 to float
  store float %189, ptr %62, align 4
  %190 = add nuw i64 %noise22.us, 1
  %exitcond52.not = icmp eq i64 %190, %n_features
  br i1 %exitcond52.not, label %iter.check172, label %noise.body.us, !llvm.loop !0

philox.body.us:                                   ; preds = %philox.body.us.preheader, %philox.body.us
  %philox21.us = phi i64 [ %273, %philox.body.us ], [ %philox21.us.ph, %philox.body.us.preheader ]
  %element.us = add i64 %philox21.us, %row_offset.us
  %191 = and i64 %element.us, 4294967295
  %192 = mul nuw i64 %191, 3528531795
  %193 = xor i64 %element.us, %key0
  %194 = xor i64 %193, %192
  %195 = lshr i64 %194, 32
  %196 = mul nuw i64 %195, 3449720151
  %197 = lshr i64 %196, 32
  %.reass.reass = xor i64 %197, %invariant.op
  %198 = xor i64 %732, %192
  %199 = and i64 %.reass.reass, 4294967295
  %200 = mul nuw i64 %199, 3528531795
  %201 = and i64 %198, 4294967295
  %202 = mul nuw i64 %201, 3449720151
  %203 = lshr i64 %200, 32
  %204 = lshr i64 %202, 32
  %205 = xor i64 %204, %21
  %206 = xor i64 %205, %196
  %.reass79.reass = xor i64 %203, %invariant.op291
  %207 = and i64 %206, 4294967295
  %208 = mul nuw i64 %207, 3528531795
  %209 = and i64 %.reass79.reass, 4294967295
  %210 = mul nuw i64 %209, 3449720151
  %211 = lshr i64 %208, 32
  %212 = lshr i64 %210, 32
  %213 = xor i64 %23, %212
  %214 = xor i64 %213, %202
  %215 = xor i64 %211, %24
  %216 = xor i64 %215, %200
  %217 = and i64 %214, 4294967295
  %218 = mul nuw i64 %217, 3528531795
  %219 = and i64 %216, 4294967295
  %220 = mul nuw i64 %219, 3449720151
  %221 = lshr i64 %218, 32
  %222 = lshr i64 %220, 32
  %223 = xor i64 %222, %25
  %224 = xor i64 %223, %210
  %225 = xor i64 %26, %221
  %226 = xor i64 %225, %208
  %227 = and i64 %224, 4294967295
  %228 = mul nuw i64 %227, 3528531795
  %229 = and i64 %226, 4294967295
  %230 = mul nuw i64 %229, 3449720151
  %231 = lshr i64 %228, 32
  %232 = lshr i64 %230, 32
  %233 = xor i64 %27, %232
  %234 = xor i64 %233, %220
  %235 = xor i64 %231, %28
  %236 = xor i64 %235, %218
  %237 = and i64 %234, 4294967295
  %238 = mul nuw i64 %237, 3528531795
  %239 = and i64 %236, 4294967295
  %240 = mul nuw i64 %239, 3449720151
  %241 = lshr i64 %238, 32
  %242 = lshr i64 %240, 32
  %243 = xor i64 %242, %29
  %244 = xor i64 %243, %230
  %245 = xor i64 %30, %241
  %246 = xor i64 %245, %228
  %247 = and i64 %244, 4294967295
  %248 = mul nuw i64 %247, 3528531795
  %249 = and i64 %246, 4294967295
  %250 = mul nuw i64 %249, 3449720151
  %251 = lshr i64 %248, 32
  %252 = lshr i64 %250, 32
  %253 = xor i64 %31, %252
  %254 = xor i64 %253, %240
  %255 = xor i64 %251, %32
  %256 = xor i64 %255, %238
  %257 = and i64 %254, 4294967295
  %258 = mul nuw i64 %257, 3528531795
  %259 = lshr i64 %258, 32
  %260 = trunc i64 %256 to i32
  %261 = mul i32 %260, -845247145
  %262 = xor i64 %33, %259
  %263 = xor i64 %262, %248
  %264 = and i64 %263, 4294967295
  %265 = mul nuw i64 %264, 3449720151
  %266 = lshr i64 %265, 32
  %267 = trunc nuw i64 %266 to i32
  %268 = trunc i64 %265 to i32
  %269 = xor i32 %261, %267
  %270 = xor i32 %269, %34
  %271 = getelementptr inbounds float, ptr %16, i64 %philox21.us
  store i32 %270, ptr %271, align 4
  %272 = getelementptr inbounds float, ptr %scratch, i64 %philox21.us
  store i32 %268, ptr %272, align 4
  %273 = add nuw i64 %philox21.us, 1
  %exitcond.not = icmp eq i64 %273, %n_features
  br i1 %exitcond.not, label %noise.body.us.preheader, label %philox.body.us, !llvm.loop !3

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block261
  br i1 %min.iters.check201, label %noise.body.us.preheader270, label %vector.body205

vector.body205:                                   ; preds = %noise.body.us.preheader, %vector.body205
  %index206 = phi i64 [ %index.next209, %vector.body205 ], [ 0, %noise.body.us.preheader ]
  %274 = getelementptr inbounds float, ptr %16, i64 %index206
  %wide.load207 = load <8 x i32>, ptr %274, align 4
  %275 = getelementptr inbounds float, ptr %scratch, i64 %index206
  %wide.load208 = load <8 x i32>, ptr %275, align 4
  %276 = uitofp <8 x i32> %wide.load207 to <8 x double>
  %277 = fadd <8 x double> %276, splat (double 5.000000e-01)
  %278 = fmul <8 x double> %277, splat (double 0x3DF0000000000000)
  %279 = uitofp <8 x i32> %wide.load208 to <8 x double>
  %280 = fadd <8 x double> %279, splat (double 5.000000e-01)
  %281 = fmul <8 x double> %280, splat (double 0x3DF0000000000000)
  %282 = bitcast <8 x double> %278 to <8 x i64>
  %283 = lshr <8 x i64> %282, splat (i64 32)
  %284 = add nuw nsw <8 x i64> %283, splat (i64 614242)
  %285 = lshr <8 x i64> %284, splat (i64 20)
  %286 = add nsw <8 x i64> %285, splat (i64 -1023)
  %287 = shl nuw <8 x i64> %284, splat (i64 32)
  %288 = and <8 x i64> %287, splat (i64 4503595332403200)
  %289 = add nuw nsw <8 x i64> %288, splat (i64 4604544269498187776)
  %290 = and <8 x i64> %282, splat (i64 4294967295)
  %291 = or disjoint <8 x i64> %289, %290
  %292 = bitcast <8 x i64> %291 to <8 x double>
  %293 = fadd <8 x double> %292, splat (double -1.000000e+00)
  %294 = fmul <8 x double> %293, splat (double 5.000000e-01)
  %295 = fmul <8 x double> %293, %294
  %296 = fadd <8 x double> %293, splat (double 2.000000e+00)
  %297 = fdiv <8 x double> %293, %296
  %298 = fmul <8 x double> %297, %297
  %299 = fmul <8 x double> %298, %298
  %300 = fmul <8 x double> %299, splat (double 0x3FC39A09D078C69F)
  %301 = fadd <8 x double> %300, splat (double 0x3FCC71C51D8E78AF)
  %302 = fmul <8 x double> %299, %301
  %303 = fadd <8 x double> %302, splat (double 0x3FD999999997FA04)
  %304 = fmul <8 x double> %299, %303
  %305 = fmul <8 x double> %299, splat (double 0x3FC2F112DF3E5244)
  %306 = fadd <8 x double> %305, splat (double 0x3FC7466496CB03DE)
  %307 = fmul <8 x double> %299, %306
  %308 = fadd <8 x double> %307, splat (double 0x3FD2492494229359)
  %309 = fmul <8 x double> %299, %308
  %310 = fadd <8 x double> %309, splat (double 0x3FE5555555555593)
  %311 = fmul <8 x double> %298, %310
  %312 = fadd <8 x double> %304, %311
  %313 = sitofp <8 x i64> %286 to <8 x double>
  %314 = fadd <8 x double> %295, %312
  %315 = fmul <8 x double> %297, %314
  %316 = fmul <8 x double> %313, splat (double 0x3DEA39EF35793C76)
  %317 = fadd <8 x double> %316, %315
  %318 = fsub <8 x double> %317, %295
  %319 = fadd <8 x double> %293, %318
  %320 = fmul <8 x double> %313, splat (double 0x3FE62E42FEE00000)
  %321 = fadd <8 x double> %320, %319
  %322 = fmul <8 x double> %321, splat (double -2.000000e+00)
  %323 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %322)
  %324 = fmul <8 x double> %281, splat (double 0x401921FB54442D18)
  %325 = fmul <8 x double> %324, splat (double 0x3FE45F306DC9C883)
  %326 = fadd <8 x double> %325, splat (double 0x4338000000000000)
  %327 = bitcast <8 x double> %326 to <8 x i64>
  %328 = fadd <8 x double> %326, splat (double 0xC338000000000000)
  %329 = fmul <8 x double> %328, splat (double 0x3FF921FB54400000)
  %330 = fsub <8 x double> %324, %329
  %331 = fmul <8 x double> %328, splat (double 0x3DD0B4611A626331)
  %332 = fmul <8 x double> %328, splat (double 0x3DD0B4611A600000)
  %333 = fsub <8 x double> %330, %332
  %334 = fmul <8 x double> %328, splat (double 0x3BA3198A2E037073)
  %335 = fsub <8 x double> %330, %333
  %336 = fsub <8 x double> %335, %332
  %337 = fsub <8 x double> %334, %336
  %338 = fsub <8 x double> %330, %331
  %339 = bitcast <8 x double> %324 to <8 x i64>
  %340 = lshr <8 x i64> %339, splat (i64 52)
  %341 = and <8 x i64> %340, splat (i64 2047)
  %342 = bitcast <8 x double> %338 to <8 x i64>
  %343 = lshr <8 x i64> %342, splat (i64 52)
  %344 = and <8 x i64> %343, splat (i64 2047)
  %345 = add nuw nsw <8 x i64> %344, splat (i64 16)
  %346 = icmp samesign ult <8 x i64> %345, %341
  %347 = select <8 x i1> %346, <8 x double> %333, <8 x double> %330
  %348 = select <8 x i1> %346, <8 x double> %337, <8 x double> %331
  %349 = fsub <8 x double> %347, %348
  %350 = fsub <8 x double> %347, %349
  %351 = fsub <8 x double> %350, %348
  %352 = fmul <8 x double> %349, %349
  %353 = fmul <8 x double> %352, %352
  %354 = fmul <8 x double> %352, splat (double 0x3EFA01A019CB1590)
  %355 = fadd <8 x double> %354, splat (double 0xBF56C16C16C15177)
  %356 = fmul <8 x double> %352, %355
  %357 = fadd <8 x double> %356, splat (double 0x3FA555555555554C)
  %358 = fmul <8 x double> %352, %357
  %359 = fmul <8 x double> %352, splat (double 0x3DA8FAE9BE8838D4)
  %360 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %359
  %361 = fmul <8 x double> %352, %360
  %362 = fadd <8 x double> %361, splat (double 0xBE927E4F809C52AD)
  %363 = fmul <8 x double> %353, %353
  %364 = fmul <8 x double> %363, %362
  %365 = fadd <8 x double> %358, %364
  %366 = fmul <8 x double> %352, splat (double 5.000000e-01)
  %367 = fsub <8 x double> splat (double 1.000000e+00), %366
  %368 = fsub <8 x double> splat (double 1.000000e+00), %367
  %369 = fsub <8 x double> %368, %366
  %370 = fmul <8 x double> %352, %365
  %371 = fmul <8 x double> %349, %351
  %372 = fsub <8 x double> %370, %371
  %373 = fadd <8 x double> %369, %372
  %374 = fadd <8 x double> %367, %373
  %375 = fmul <8 x double> %352, splat (double 0x3EC71DE357B1FE7D)
  %376 = fadd <8 x double> %375, splat (double 0xBF2A01A019C161D5)
  %377 = fmul <8 x double> %352, %376
  %378 = fadd <8 x double> %377, splat (double 0x3F8111111110F8A6)
  %379 = fmul <8 x double> %352, splat (double 0x3DE5D93A5ACFD57C)
  %380 = fadd <8 x double> %379, splat (double 0xBE5AE5E68A2B9CEB)
  %381 = fmul <8 x double> %352, %353
  %382 = fmul <8 x double> %381, %380
  %383 = fadd <8 x double> %382, %378
  %384 = fmul <8 x double> %349, %352
  %385 = fmul <8 x double> %351, splat (double 5.000000e-01)
  %386 = fmul <8 x double> %384, %383
  %387 = fsub <8 x double> %385, %386
  %388 = fmul <8 x double> %352, %387
  %389 = fsub <8 x double> %388, %351
  %390 = fmul <8 x double> %384, splat (double 0x3FC5555555555549)
  %391 = fadd <8 x double> %389, %390
  %392 = fsub <8 x double> %349, %391
  %393 = fneg <8 x double> %374
  %394 = fneg <8 x double> %392
  %395 = and <8 x i64> %327, splat (i64 1)
  %396 = and <8 x i64> %327, splat (i64 2)
  %397 = icmp eq <8 x i64> %395, zeroinitializer
  %398 = icmp eq <8 x i64> %396, zeroinitializer
  %399 = select <8 x i1> %398, <8 x double> %374, <8 x double> %393
  %400 = select <8 x i1> %398, <8 x double> %394, <8 x double> %392
  %401 = select <8 x i1> %397, <8 x double> %399, <8 x double> %400
  %402 = fmul <8 x double> %323, %401
  %403 = fptrunc <8 x double> %402 to <8 x float>
  store <8 x float> %403, ptr %274, align 4
  %index.next209 = add nuw i64 %index206, 8
  %404 = icmp eq i64 %index.next209, %n.vec204
  br i1 %404, label %middle.block210, label %vector.body205, !llvm.loop !4

middle.block210:                                  ; preds = %vector.body205
  br i1 %cmp.n211, label %iter.check172, label %noise.body.us.preheader270

noise.body.us.preheader270:                       ; preds = %noise.body.us.preheader, %middle.block210
  %noise22.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec204, %middle.block210 ]
  br label %noise.body.us

draw.done.us:                                     ; preds = %step.body.us
  br i1 %.not40, label %noise.done.us, label %iter.check172

iter.check172:                                    ; preds = %noise.body.us, %middle.block210, %draw.done.us
  br i1 %or.cond, label %feature.body.us.preheader, label %vector.main.loop.iter.check174

vector.main.loop.iter.check174:                   ; preds = %iter.check172
  br i1 %min.iters.check173, label %vec.epilog.ph191, label %vector.body178

vector.body178:                                   ; preds = %vector.main.loop.iter.check174, %vector.body178
  %index179 = phi i64 [ %index.next184, %vector.body178 ], [ 0, %vector.main.loop.iter.check174 ]
  %405 = getelementptr inbounds float, ptr %56, i64 %index179
  %406 = getelementptr inbounds nuw i8, ptr %405, i64 32
  %407 = getelementptr inbounds nuw i8, ptr %405, i64 64
  %408 = getelementptr inbounds nuw i8, ptr %405, i64 96
  %wide.load180 = load <8 x float>, ptr %405, align 4
  %wide.load181 = load <8 x float>, ptr %406, align 4
  %wide.load182 = load <8 x float>, ptr %407, align 4
  %wide.load183 = load <8 x float>, ptr %408, align 4
  %409 = fmul <8 x float> %wide.load180, %wide.load180
  %410 = fmul <8 x float> %wide.load181, %wide.load181
  %411 = fmul <8 x float> %wide.load182, %wide.load182
  %412 = fmul <8 x float> %wide.load183, %wide.load183
  %413 = getelementptr inbounds float, ptr %scratch, i64 %index179
  %414 = getelementptr inbounds nuw i8, ptr %413, i64 32
  %415 = getelementptr inbounds nuw i8, ptr %413, i64 64
  %416 = getelementptr inbounds nuw i8, ptr %413, i64 96
  store <8 x float> %409, ptr %413, align 4
  store <8 x float> %410, ptr %414, align 4
  store <8 x float> %411, ptr %415, align 4
  store <8 x float> %412, ptr %416, align 4
  %index.next184 = add nuw i64 %index179, 32
  %417 = icmp eq i64 %index.next184, %n.vec177
  br i1 %417, label %middle.block185, label %vector.body178, !llvm.loop !5

middle.block185:                                  ; preds = %vector.body178
  br i1 %cmp.n186, label %fold_tail.body.us.preheader, label %vec.epilog.iter.check189

fold_tail.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block198, %middle.block185
  br label %fold_tail.body.us

vec.epilog.iter.check189:                         ; preds = %middle.block185
  br i1 %min.epilog.iters.check190, label %feature.body.us.preheader, label %vec.epilog.ph191, !prof !6

vec.epilog.ph191:                                 ; preds = %vector.main.loop.iter.check174, %vec.epilog.iter.check189
  %vec.epilog.resume.val187 = phi i64 [ %n.vec177, %vec.epilog.iter.check189 ], [ 0, %vector.main.loop.iter.check174 ]
  br label %vec.epilog.vector.body194

vec.epilog.vector.body194:                        ; preds = %vec.epilog.vector.body194, %vec.epilog.ph191
  %index195 = phi i64 [ %vec.epilog.resume.val187, %vec.epilog.ph191 ], [ %index.next197, %vec.epilog.vector.body194 ]
  %418 = getelementptr inbounds float, ptr %56, i64 %index195
  %wide.load196 = load <4 x float>, ptr %418, align 4
  %419 = fmul <4 x float> %wide.load196, %wide.load196
  %420 = getelementptr inbounds float, ptr %scratch, i64 %index195
  store <4 x float> %419, ptr %420, align 4
  %index.next197 = add nuw i64 %index195, 4
  %421 = icmp eq i64 %index.next197, %n.vec193
  br i1 %421, label %vec.epilog.middle.block198, label %vec.epilog.vector.body194, !llvm.loop !7

vec.epilog.middle.block198:                       ; preds = %vec.epilog.vector.body194
  br i1 %cmp.n199, label %fold_tail.body.us.preheader, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check172, %vec.epilog.iter.check189, %vec.epilog.middle.block198
  %feature23.us.ph = phi i64 [ 0, %iter.check172 ], [ %n.vec177, %vec.epilog.iter.check189 ], [ %n.vec193, %vec.epilog.middle.block198 ]
  %422 = sub i64 %n_features, %feature23.us.ph
  %xtraiter = and i64 %422, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader, %feature.body.us.prol
  %feature23.us.prol = phi i64 [ %427, %feature.body.us.prol ], [ %feature23.us.ph, %feature.body.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body.us.prol ], [ 0, %feature.body.us.preheader ]
  %423 = getelementptr inbounds float, ptr %56, i64 %feature23.us.prol
  %424 = load float, ptr %423, align 4
  %425 = fmul float %424, %424
  %426 = getelementptr inbounds float, ptr %scratch, i64 %feature23.us.prol
  store float %425, ptr %426, align 4
  %427 = add nuw i64 %feature23.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol, !llvm.loop !8

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature23.us.unr = phi i64 [ %feature23.us.ph, %feature.body.us.preheader ], [ %427, %feature.body.us.prol ]
  %428 = sub i64 %feature23.us.ph, %n_features
  %429 = icmp ugt i64 %428, -8
  br i1 %429, label %fold_tail.body.us.preheader, label %feature.body.us

fold_tail.exit.us:                                ; preds = %merge.done.us
  %.not.us = icmp eq i64 %672, 0
  %430 = tail call i64 @llvm.usub.sat.i64(i64 %672, i64 1)
  %431 = getelementptr inbounds float, ptr %pairwise_sums, i64 %430
  %432 = load float, ptr %431, align 4
  %spec.select = select i1 %.not.us, float 0.000000e+00, float %432
  %.not46 = icmp ult i64 %672, 2
  br i1 %.not46, label %pairwise_finish.exit.us, label %pairwise_finish.body.us.preheader

pairwise_finish.body.us.preheader:                ; preds = %fold_tail.exit.us
  %433 = add i64 %pairwise_depth.1.lcssa.us, -1
  %xtraiter274 = and i64 %430, 7
  %434 = icmp ult i64 %433, 7
  br i1 %434, label %pairwise_finish.body.us.epil.preheader, label %pairwise_finish.body.us.preheader.new

pairwise_finish.body.us.preheader.new:            ; preds = %pairwise_finish.body.us.preheader
  %unroll_iter = and i64 %430, -8
  br label %pairwise_finish.body.us

pairwise_finish.exit.us.loopexit.unr-lcssa:       ; preds = %pairwise_finish.body.us
  %lcmp.mod275.not = icmp eq i64 %xtraiter274, 0
  br i1 %lcmp.mod275.not, label %pairwise_finish.exit.us, label %pairwise_finish.body.us.epil.preheader

pairwise_finish.body.us.epil.preheader:           ; preds = %pairwise_finish.exit.us.loopexit.unr-lcssa, %pairwise_finish.body.us.preheader
  %pairwise_finish33.us.epil.init = phi i64 [ 0, %pairwise_finish.body.us.preheader ], [ %661, %pairwise_finish.exit.us.loopexit.unr-lcssa ]
  %pairwise_acc.032.us.epil.init = phi float [ %spec.select, %pairwise_finish.body.us.preheader ], [ %660, %pairwise_finish.exit.us.loopexit.unr-lcssa ]
  %lcmp.mod277 = icmp ne i64 %xtraiter274, 0
  tail call void @llvm.assume(i1 %lcmp.mod277)
  br label %pairwise_finish.body.us.epil

pairwise_finish.body.us.epil:                     ; preds = %pairwise_finish.body.us.epil, %pairwise_finish.body.us.epil.preheader
  %pairwise_finish33.us.epil = phi i64 [ %439, %pairwise_finish.body.us.epil ], [ %pairwise_finish33.us.epil.init, %pairwise_finish.body.us.epil.preheader ]
  %pairwise_acc.032.us.epil = phi float [ %438, %pairwise_finish.body.us.epil ], [ %pairwise_acc.032.us.epil.init, %pairwise_finish.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %pairwise_finish.body.us.epil ], [ 0, %pairwise_finish.body.us.epil.preheader ]
  %435 = xor i64 %pairwise_finish33.us.epil, -1
  %436 = getelementptr float, ptr %431, i64 %435
  %437 = load float, ptr %436, align 4
  %438 = fadd float %pairwise_acc.032.us.epil, %437
  %439 = add nuw i64 %pairwise_finish33.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter274
  br i1 %epil.iter.cmp.not, label %pairwise_finish.exit.us, label %pairwise_finish.body.us.epil, !llvm.loop !10

pairwise_finish.exit.us:                          ; preds = %pairwise_finish.exit.us.loopexit.unr-lcssa, %pairwise_finish.body.us.epil, %fold_tail.exit.us
  %pairwise_acc.0.lcssa.us = phi float [ %spec.select, %fold_tail.exit.us ], [ %660, %pairwise_finish.exit.us.loopexit.unr-lcssa ], [ %438, %pairwise_finish.body.us.epil ]
  %440 = fadd float %pairwise_acc.0.lcssa.us, -4.000000e+00
  %441 = fmul float %440, 2.000000e+00
  %442 = fmul float %441, 0x3F847AE140000000
  br i1 %draw.not, label %iter.check, label %iter.check122

iter.check122:                                    ; preds = %pairwise_finish.exit.us
  %brmerge = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge, label %feature.body7.us.preheader, label %vector.main.loop.iter.check124

vector.main.loop.iter.check124:                   ; preds = %iter.check122
  br i1 %min.iters.check123, label %vec.epilog.ph149, label %vector.ph125

vector.ph125:                                     ; preds = %vector.main.loop.iter.check124
  %broadcast.splatinsert128 = insertelement <8 x float> poison, float %442, i64 0
  %broadcast.splat129 = shufflevector <8 x float> %broadcast.splatinsert128, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert132 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat133 = shufflevector <8 x float> %broadcast.splatinsert132, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body134

vector.body134:                                   ; preds = %vector.body134, %vector.ph125
  %index135 = phi i64 [ 0, %vector.ph125 ], [ %index.next142, %vector.body134 ]
  %443 = getelementptr inbounds float, ptr %56, i64 %index135
  %444 = getelementptr inbounds nuw i8, ptr %443, i64 32
  %wide.load136 = load <8 x float>, ptr %443, align 4, !alias.scope !11, !noalias !14
  %wide.load137 = load <8 x float>, ptr %444, align 4, !alias.scope !11, !noalias !14
  %445 = fmul <8 x float> %wide.load136, splat (float 2.000000e+00)
  %446 = fmul <8 x float> %wide.load137, splat (float 2.000000e+00)
  %447 = fmul <8 x float> %broadcast.splat129, %445
  %448 = fmul <8 x float> %broadcast.splat129, %446
  %449 = getelementptr inbounds float, ptr %57, i64 %index135
  %450 = getelementptr inbounds nuw i8, ptr %449, i64 32
  %wide.load138 = load <8 x float>, ptr %449, align 4, !alias.scope !17
  %wide.load139 = load <8 x float>, ptr %450, align 4, !alias.scope !17
  %451 = fsub <8 x float> %wide.load136, %wide.load138
  %452 = fsub <8 x float> %wide.load137, %wide.load139
  %453 = fmul <8 x float> %451, splat (float 2.000000e+00)
  %454 = fmul <8 x float> %452, splat (float 2.000000e+00)
  %455 = fmul <8 x float> %453, splat (float 5.000000e-01)
  %456 = fmul <8 x float> %454, splat (float 5.000000e-01)
  %457 = fadd <8 x float> %447, %455
  %458 = fadd <8 x float> %448, %456
  %459 = fmul <8 x float> %broadcast.splat131, %457
  %460 = fmul <8 x float> %broadcast.splat131, %458
  %461 = fsub <8 x float> %wide.load136, %459
  %462 = fsub <8 x float> %wide.load137, %460
  %463 = getelementptr inbounds float, ptr %16, i64 %index135
  %464 = getelementptr inbounds nuw i8, ptr %463, i64 32
  %wide.load140 = load <8 x float>, ptr %463, align 4, !alias.scope !18
  %wide.load141 = load <8 x float>, ptr %464, align 4, !alias.scope !18
  %465 = fmul <8 x float> %broadcast.splat133, %wide.load140
  %466 = fmul <8 x float> %broadcast.splat133, %wide.load141
  %467 = fadd <8 x float> %465, %461
  %468 = fadd <8 x float> %466, %462
  store <8 x float> %467, ptr %443, align 4, !alias.scope !11, !noalias !14
  store <8 x float> %468, ptr %444, align 4, !alias.scope !11, !noalias !14
  %index.next142 = add nuw i64 %index135, 16
  %469 = icmp eq i64 %index.next142, %n.vec127
  br i1 %469, label %middle.block143, label %vector.body134, !llvm.loop !19

middle.block143:                                  ; preds = %vector.body134
  br i1 %cmp.n144, label %noise.done.us, label %vec.epilog.iter.check147

vec.epilog.iter.check147:                         ; preds = %middle.block143
  br i1 %min.epilog.iters.check148, label %feature.body7.us.preheader, label %vec.epilog.ph149, !prof !20

vec.epilog.ph149:                                 ; preds = %vector.main.loop.iter.check124, %vec.epilog.iter.check147
  %vec.epilog.resume.val145 = phi i64 [ %n.vec127, %vec.epilog.iter.check147 ], [ 0, %vector.main.loop.iter.check124 ]
  %broadcast.splatinsert152 = insertelement <4 x float> poison, float %442, i64 0
  %broadcast.splat153 = shufflevector <4 x float> %broadcast.splatinsert152, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert156 = insertelement <4 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat157 = shufflevector <4 x float> %broadcast.splatinsert156, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body158

vec.epilog.vector.body158:                        ; preds = %vec.epilog.vector.body158, %vec.epilog.ph149
  %index159 = phi i64 [ %vec.epilog.resume.val145, %vec.epilog.ph149 ], [ %index.next163, %vec.epilog.vector.body158 ]
  %470 = getelementptr inbounds float, ptr %56, i64 %index159
  %wide.load160 = load <4 x float>, ptr %470, align 4, !alias.scope !11, !noalias !14
  %471 = fmul <4 x float> %wide.load160, splat (float 2.000000e+00)
  %472 = fmul <4 x float> %broadcast.splat153, %471
  %473 = getelementptr inbounds float, ptr %57, i64 %index159
  %wide.load161 = load <4 x float>, ptr %473, align 4, !alias.scope !17
  %474 = fsub <4 x float> %wide.load160, %wide.load161
  %475 = fmul <4 x float> %474, splat (float 2.000000e+00)
  %476 = fmul <4 x float> %475, splat (float 5.000000e-01)
  %477 = fadd <4 x float> %472, %476
  %478 = fmul <4 x float> %broadcast.splat155, %477
  %479 = fsub <4 x float> %wide.load160, %478
  %480 = getelementptr inbounds float, ptr %16, i64 %index159
  %wide.load162 = load <4 x float>, ptr %480, align 4, !alias.scope !18
  %481 = fmul <4 x float> %broadcast.splat157, %wide.load162
  %482 = fadd <4 x float> %481, %479
  store <4 x float> %482, ptr %470, align 4, !alias.scope !11, !noalias !14
  %index.next163 = add nuw i64 %index159, 4
  %483 = icmp eq i64 %index.next163, %n.vec151
  br i1 %483, label %vec.epilog.middle.block164, label %vec.epilog.vector.body158, !llvm.loop !21

vec.epilog.middle.block164:                       ; preds = %vec.epilog.vector.body158
  br i1 %cmp.n165, label %noise.done.us, label %feature.body7.us.preheader

feature.body7.us.preheader:                       ; preds = %iter.check122, %vec.epilog.iter.check147, %vec.epilog.middle.block164
  %feature935.us.ph = phi i64 [ 0, %iter.check122 ], [ %n.vec151, %vec.epilog.middle.block164 ], [ %n.vec127, %vec.epilog.iter.check147 ]
  %.neg = or disjoint i64 %feature935.us.ph, 1
  br i1 %lcmp.mod279.not, label %feature.body7.us.prol.loopexit, label %feature.body7.us.prol

feature.body7.us.prol:                            ; preds = %feature.body7.us.preheader
  %484 = getelementptr inbounds float, ptr %56, i64 %feature935.us.ph
  %485 = load float, ptr %484, align 4
  %486 = fmul float %485, 2.000000e+00
  %487 = fmul float %442, %486
  %488 = getelementptr inbounds float, ptr %57, i64 %feature935.us.ph
  %489 = load float, ptr %488, align 4
  %490 = fsub float %485, %489
  %491 = fmul float %490, 2.000000e+00
  %492 = fmul float %491, 5.000000e-01
  %493 = fadd float %487, %492
  %494 = fmul float %eta, %493
  %495 = fsub float %485, %494
  %496 = getelementptr inbounds float, ptr %16, i64 %feature935.us.ph
  %497 = load float, ptr %496, align 4
  %498 = fmul float %noise_scale3.us, %497
  %499 = fadd float %498, %495
  store float %499, ptr %484, align 4
  %500 = or disjoint i64 %feature935.us.ph, 1
  br label %feature.body7.us.prol.loopexit

feature.body7.us.prol.loopexit:                   ; preds = %feature.body7.us.prol, %feature.body7.us.preheader
  %feature935.us.unr = phi i64 [ %feature935.us.ph, %feature.body7.us.preheader ], [ %500, %feature.body7.us.prol ]
  %501 = icmp eq i64 %n_features, %.neg
  br i1 %501, label %noise.done.us, label %feature.body7.us

iter.check:                                       ; preds = %pairwise_finish.exit.us
  %brmerge292 = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge292, label %feature.body11.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check87, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x float> poison, float %442, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %502 = getelementptr inbounds float, ptr %56, i64 %index
  %503 = getelementptr inbounds nuw i8, ptr %502, i64 32
  %504 = getelementptr inbounds nuw i8, ptr %502, i64 64
  %505 = getelementptr inbounds nuw i8, ptr %502, i64 96
  %wide.load = load <8 x float>, ptr %502, align 4, !alias.scope !22, !noalias !25
  %wide.load90 = load <8 x float>, ptr %503, align 4, !alias.scope !22, !noalias !25
  %wide.load91 = load <8 x float>, ptr %504, align 4, !alias.scope !22, !noalias !25
  %wide.load92 = load <8 x float>, ptr %505, align 4, !alias.scope !22, !noalias !25
  %506 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %507 = fmul <8 x float> %wide.load90, splat (float 2.000000e+00)
  %508 = fmul <8 x float> %wide.load91, splat (float 2.000000e+00)
  %509 = fmul <8 x float> %wide.load92, splat (float 2.000000e+00)
  %510 = fmul <8 x float> %broadcast.splat, %506
  %511 = fmul <8 x float> %broadcast.splat, %507
  %512 = fmul <8 x float> %broadcast.splat, %508
  %513 = fmul <8 x float> %broadcast.splat, %509
  %514 = getelementptr inbounds float, ptr %57, i64 %index
  %515 = getelementptr inbounds nuw i8, ptr %514, i64 32
  %516 = getelementptr inbounds nuw i8, ptr %514, i64 64
  %517 = getelementptr inbounds nuw i8, ptr %514, i64 96
  %wide.load93 = load <8 x float>, ptr %514, align 4, !alias.scope !25
  %wide.load94 = load <8 x float>, ptr %515, align 4, !alias.scope !25
  %wide.load95 = load <8 x float>, ptr %516, align 4, !alias.scope !25
  %wide.load96 = load <8 x float>, ptr %517, align 4, !alias.scope !25
  %518 = fsub <8 x float> %wide.load, %wide.load93
  %519 = fsub <8 x float> %wide.load90, %wide.load94
  %520 = fsub <8 x float> %wide.load91, %wide.load95
  %521 = fsub <8 x float> %wide.load92, %wide.load96
  %522 = fmul <8 x float> %518, splat (float 2.000000e+00)
  %523 = fmul <8 x float> %519, splat (float 2.000000e+00)
  %524 = fmul <8 x float> %520, splat (float 2.000000e+00)
  %525 = fmul <8 x float> %521, splat (float 2.000000e+00)
  %526 = fmul <8 x float> %522, splat (float 5.000000e-01)
  %527 = fmul <8 x float> %523, splat (float 5.000000e-01)
  %528 = fmul <8 x float> %524, splat (float 5.000000e-01)
  %529 = fmul <8 x float> %525, splat (float 5.000000e-01)
  %530 = fadd <8 x float> %510, %526
  %531 = fadd <8 x float> %511, %527
  %532 = fadd <8 x float> %512, %528
  %533 = fadd <8 x float> %513, %529
  %534 = fmul <8 x float> %broadcast.splat89, %530
  %535 = fmul <8 x float> %broadcast.splat89, %531
  %536 = fmul <8 x float> %broadcast.splat89, %532
  %537 = fmul <8 x float> %broadcast.splat89, %533
  %538 = fsub <8 x float> %wide.load, %534
  %539 = fsub <8 x float> %wide.load90, %535
  %540 = fsub <8 x float> %wide.load91, %536
  %541 = fsub <8 x float> %wide.load92, %537
  store <8 x float> %538, ptr %502, align 4, !alias.scope !22, !noalias !25
  store <8 x float> %539, ptr %503, align 4, !alias.scope !22, !noalias !25
  store <8 x float> %540, ptr %504, align 4, !alias.scope !22, !noalias !25
  store <8 x float> %541, ptr %505, align 4, !alias.scope !22, !noalias !25
  %index.next = add nuw i64 %index, 32
  %542 = icmp eq i64 %index.next, %n.vec
  br i1 %542, label %middle.block, label %vector.body, !llvm.loop !27

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body11.us.preheader, label %vec.epilog.ph, !prof !6

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert99 = insertelement <4 x float> poison, float %442, i64 0
  %broadcast.splat100 = shufflevector <4 x float> %broadcast.splatinsert99, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index103 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next106, %vec.epilog.vector.body ]
  %543 = getelementptr inbounds float, ptr %56, i64 %index103
  %wide.load104 = load <4 x float>, ptr %543, align 4, !alias.scope !22, !noalias !25
  %544 = fmul <4 x float> %wide.load104, splat (float 2.000000e+00)
  %545 = fmul <4 x float> %broadcast.splat100, %544
  %546 = getelementptr inbounds float, ptr %57, i64 %index103
  %wide.load105 = load <4 x float>, ptr %546, align 4, !alias.scope !25
  %547 = fsub <4 x float> %wide.load104, %wide.load105
  %548 = fmul <4 x float> %547, splat (float 2.000000e+00)
  %549 = fmul <4 x float> %548, splat (float 5.000000e-01)
  %550 = fadd <4 x float> %545, %549
  %551 = fmul <4 x float> %broadcast.splat102, %550
  %552 = fsub <4 x float> %wide.load104, %551
  store <4 x float> %552, ptr %543, align 4, !alias.scope !22, !noalias !25
  %index.next106 = add nuw i64 %index103, 4
  %553 = icmp eq i64 %index.next106, %n.vec98
  br i1 %553, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !28

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n107, label %noise.done.us, label %feature.body11.us.preheader

feature.body11.us.preheader:                      ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature1336.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec98, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg284 = or disjoint i64 %feature1336.us.ph, 1
  br i1 %lcmp.mod282.not, label %feature.body11.us.prol.loopexit, label %feature.body11.us.prol

feature.body11.us.prol:                           ; preds = %feature.body11.us.preheader
  %554 = getelementptr inbounds float, ptr %56, i64 %feature1336.us.ph
  %555 = load float, ptr %554, align 4
  %556 = fmul float %555, 2.000000e+00
  %557 = fmul float %442, %556
  %558 = getelementptr inbounds float, ptr %57, i64 %feature1336.us.ph
  %559 = load float, ptr %558, align 4
  %560 = fsub float %555, %559
  %561 = fmul float %560, 2.000000e+00
  %562 = fmul float %561, 5.000000e-01
  %563 = fadd float %557, %562
  %564 = fmul float %eta, %563
  %565 = fsub float %555, %564
  store float %565, ptr %554, align 4
  %566 = or disjoint i64 %feature1336.us.ph, 1
  br label %feature.body11.us.prol.loopexit

feature.body11.us.prol.loopexit:                  ; preds = %feature.body11.us.prol, %feature.body11.us.preheader
  %feature1336.us.unr = phi i64 [ %feature1336.us.ph, %feature.body11.us.preheader ], [ %566, %feature.body11.us.prol ]
  %567 = icmp eq i64 %n_features, %.neg284
  br i1 %567, label %noise.done.us, label %feature.body11.us

feature.body7.us:                                 ; preds = %feature.body7.us.prol.loopexit, %feature.body7.us
  %feature935.us = phi i64 [ %601, %feature.body7.us ], [ %feature935.us.unr, %feature.body7.us.prol.loopexit ]
  %568 = getelementptr inbounds float, ptr %56, i64 %feature935.us
  %569 = load float, ptr %568, align 4
  %570 = fmul float %569, 2.000000e+00
  %571 = fmul float %442, %570
  %572 = getelementptr inbounds float, ptr %57, i64 %feature935.us
  %573 = load float, ptr %572, align 4
  %574 = fsub float %569, %573
  %575 = fmul float %574, 2.000000e+00
  %576 = fmul float %575, 5.000000e-01
  %577 = fadd float %571, %576
  %578 = fmul float %eta, %577
  %579 = fsub float %569, %578
  %580 = getelementptr inbounds float, ptr %16, i64 %feature935.us
  %581 = load float, ptr %580, align 4
  %582 = fmul float %noise_scale3.us, %581
  %583 = fadd float %582, %579
  store float %583, ptr %568, align 4
  %584 = add nuw i64 %feature935.us, 1
  %585 = getelementptr inbounds float, ptr %56, i64 %584
  %586 = load float, ptr %585, align 4
  %587 = fmul float %586, 2.000000e+00
  %588 = fmul float %442, %587
  %589 = getelementptr inbounds float, ptr %57, i64 %584
  %590 = load float, ptr %589, align 4
  %591 = fsub float %586, %590
  %592 = fmul float %591, 2.000000e+00
  %593 = fmul float %592, 5.000000e-01
  %594 = fadd float %588, %593
  %595 = fmul float %eta, %594
  %596 = fsub float %586, %595
  %597 = getelementptr inbounds float, ptr %16, i64 %584
  %598 = load float, ptr %597, align 4
  %599 = fmul float %noise_scale3.us, %598
  %600 = fadd float %599, %596
  store float %600, ptr %585, align 4
  %601 = add nuw i64 %feature935.us, 2
  %exitcond55.not.1 = icmp eq i64 %601, %n_features
  br i1 %exitcond55.not.1, label %noise.done.us, label %feature.body7.us, !llvm.loop !29

noise.done.us:                                    ; preds = %feature.body7.us.prol.loopexit, %feature.body7.us, %feature.body11.us.prol.loopexit, %feature.body11.us, %middle.block143, %vec.epilog.middle.block164, %middle.block, %vec.epilog.middle.block, %draw.done.us, %philox.header.preheader.us
  %t_next.us = fmul float %anneal_ratio, %temperature1.037.us
  %602 = add nuw i64 %step38.us, 1
  %exitcond57.not = icmp eq i64 %602, %steps
  br i1 %exitcond57.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body11.us:                                ; preds = %feature.body11.us.prol.loopexit, %feature.body11.us
  %feature1336.us = phi i64 [ %628, %feature.body11.us ], [ %feature1336.us.unr, %feature.body11.us.prol.loopexit ]
  %603 = getelementptr inbounds float, ptr %56, i64 %feature1336.us
  %604 = load float, ptr %603, align 4
  %605 = fmul float %604, 2.000000e+00
  %606 = fmul float %442, %605
  %607 = getelementptr inbounds float, ptr %57, i64 %feature1336.us
  %608 = load float, ptr %607, align 4
  %609 = fsub float %604, %608
  %610 = fmul float %609, 2.000000e+00
  %611 = fmul float %610, 5.000000e-01
  %612 = fadd float %606, %611
  %613 = fmul float %eta, %612
  %614 = fsub float %604, %613
  store float %614, ptr %603, align 4
  %615 = add nuw i64 %feature1336.us, 1
  %616 = getelementptr inbounds float, ptr %56, i64 %615
  %617 = load float, ptr %616, align 4
  %618 = fmul float %617, 2.000000e+00
  %619 = fmul float %442, %618
  %620 = getelementptr inbounds float, ptr %57, i64 %615
  %621 = load float, ptr %620, align 4
  %622 = fsub float %617, %621
  %623 = fmul float %622, 2.000000e+00
  %624 = fmul float %623, 5.000000e-01
  %625 = fadd float %619, %624
  %626 = fmul float %eta, %625
  %627 = fsub float %617, %626
  store float %627, ptr %616, align 4
  %628 = add nuw i64 %feature1336.us, 2
  %exitcond56.not.1 = icmp eq i64 %628, %n_features
  br i1 %exitcond56.not.1, label %noise.done.us, label %feature.body11.us, !llvm.loop !30

pairwise_finish.body.us:                          ; preds = %pairwise_finish.body.us, %pairwise_finish.body.us.preheader.new
  %pairwise_finish33.us = phi i64 [ 0, %pairwise_finish.body.us.preheader.new ], [ %661, %pairwise_finish.body.us ]
  %pairwise_acc.032.us = phi float [ %spec.select, %pairwise_finish.body.us.preheader.new ], [ %660, %pairwise_finish.body.us ]
  %niter = phi i64 [ 0, %pairwise_finish.body.us.preheader.new ], [ %niter.next.7, %pairwise_finish.body.us ]
  %629 = xor i64 %pairwise_finish33.us, -1
  %630 = getelementptr float, ptr %431, i64 %629
  %631 = load float, ptr %630, align 4
  %632 = fadd float %pairwise_acc.032.us, %631
  %633 = xor i64 %pairwise_finish33.us, -2
  %634 = getelementptr float, ptr %431, i64 %633
  %635 = load float, ptr %634, align 4
  %636 = fadd float %632, %635
  %637 = xor i64 %pairwise_finish33.us, -3
  %638 = getelementptr float, ptr %431, i64 %637
  %639 = load float, ptr %638, align 4
  %640 = fadd float %636, %639
  %641 = xor i64 %pairwise_finish33.us, -4
  %642 = getelementptr float, ptr %431, i64 %641
  %643 = load float, ptr %642, align 4
  %644 = fadd float %640, %643
  %645 = xor i64 %pairwise_finish33.us, -5
  %646 = getelementptr float, ptr %431, i64 %645
  %647 = load float, ptr %646, align 4
  %648 = fadd float %644, %647
  %649 = xor i64 %pairwise_finish33.us, -6
  %650 = getelementptr float, ptr %431, i64 %649
  %651 = load float, ptr %650, align 4
  %652 = fadd float %648, %651
  %653 = xor i64 %pairwise_finish33.us, -7
  %654 = getelementptr float, ptr %431, i64 %653
  %655 = load float, ptr %654, align 4
  %656 = fadd float %652, %655
  %657 = xor i64 %pairwise_finish33.us, -8
  %658 = getelementptr float, ptr %431, i64 %657
  %659 = load float, ptr %658, align 4
  %660 = fadd float %656, %659
  %661 = add nuw i64 %pairwise_finish33.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7.not = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7.not, label %pairwise_finish.exit.us.loopexit.unr-lcssa, label %pairwise_finish.body.us

fold_tail.body.us:                                ; preds = %fold_tail.body.us.preheader, %merge.done.us
  %fold_tail30.us = phi i64 [ %673, %merge.done.us ], [ 0, %fold_tail.body.us.preheader ]
  %pairwise_depth.029.us = phi i64 [ %672, %merge.done.us ], [ 0, %fold_tail.body.us.preheader ]
  %662 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail30.us
  %663 = load float, ptr %662, align 4
  %664 = icmp ne i64 %pairwise_depth.029.us, 0
  %665 = tail call i64 @llvm.usub.sat.i64(i64 %pairwise_depth.029.us, i64 1)
  %666 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %665
  %667 = load i64, ptr %666, align 8
  %668 = icmp eq i64 %667, 0
  %669 = and i1 %664, %668
  br i1 %669, label %merge.body.us, label %merge.done.us

merge.done.us:                                    ; preds = %merge.body.us, %fold_tail.body.us
  %pairwise_depth.1.lcssa.us = phi i64 [ %pairwise_depth.029.us, %fold_tail.body.us ], [ %top.us, %merge.body.us ]
  %item_value.0.lcssa.us = phi float [ %663, %fold_tail.body.us ], [ %676, %merge.body.us ]
  %item_level.0.lcssa.us = phi i64 [ 0, %fold_tail.body.us ], [ %677, %merge.body.us ]
  %670 = getelementptr inbounds float, ptr %pairwise_sums, i64 %pairwise_depth.1.lcssa.us
  store float %item_value.0.lcssa.us, ptr %670, align 4
  %671 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %pairwise_depth.1.lcssa.us
  store i64 %item_level.0.lcssa.us, ptr %671, align 8
  %672 = add i64 %pairwise_depth.1.lcssa.us, 1
  %673 = add nuw i64 %fold_tail30.us, 1
  %exitcond54.not = icmp eq i64 %673, %n_features
  br i1 %exitcond54.not, label %fold_tail.exit.us, label %fold_tail.body.us

merge.body.us:                                    ; preds = %fold_tail.body.us, %merge.body.us
  %item_level.026.us = phi i64 [ %677, %merge.body.us ], [ 0, %fold_tail.body.us ]
  %item_value.025.us = phi float [ %676, %merge.body.us ], [ %663, %fold_tail.body.us ]
  %pairwise_depth.124.us = phi i64 [ %top.us, %merge.body.us ], [ %pairwise_depth.029.us, %fold_tail.body.us ]
  %top.us = add i64 %pairwise_depth.124.us, -1
  %674 = getelementptr inbounds float, ptr %pairwise_sums, i64 %top.us
  %675 = load float, ptr %674, align 4
  %676 = fadd float %item_value.025.us, %675
  %677 = add nuw i64 %item_level.026.us, 1
  %678 = icmp ne i64 %top.us, 0
  %679 = tail call i64 @llvm.usub.sat.i64(i64 %top.us, i64 1)
  %680 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %679
  %681 = load i64, ptr %680, align 8
  %682 = icmp eq i64 %681, %677
  %683 = and i1 %678, %682
  br i1 %683, label %merge.body.us, label %merge.done.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature23.us = phi i64 [ %723, %feature.body.us ], [ %feature23.us.unr, %feature.body.us.prol.loopexit ]
  %684 = getelementptr inbounds float, ptr %56, i64 %feature23.us
  %685 = load float, ptr %684, align 4
  %686 = fmul float %685, %685
  %687 = getelementptr inbounds float, ptr %scratch, i64 %feature23.us
  store float %686, ptr %687, align 4
  %688 = add nuw i64 %feature23.us, 1
  %689 = getelementptr inbounds float, ptr %56, i64 %688
  %690 = load float, ptr %689, align 4
  %691 = fmul float %690, %690
  %692 = getelementptr inbounds float, ptr %scratch, i64 %688
  store float %691, ptr %692, align 4
  %693 = add nuw i64 %feature23.us, 2
  %694 = getelementptr inbounds float, ptr %56, i64 %693
  %695 = load float, ptr %694, align 4
  %696 = fmul float %695, %695
  %697 = getelementptr inbounds float, ptr %scratch, i64 %693
  store float %696, ptr %697, align 4
  %698 = add nuw i64 %feature23.us, 3
  %699 = getelementptr inbounds float, ptr %56, i64 %698
  %700 = load float, ptr %699, align 4
  %701 = fmul float %700, %700
  %702 = getelementptr inbounds float, ptr %scratch, i64 %698
  store float %701, ptr %702, align 4
  %703 = add nuw i64 %feature23.us, 4
  %704 = getelementptr inbounds float, ptr %56, i64 %703
  %705 = load float, ptr %704, align 4
  %706 = fmul float %705, %705
  %707 = getelementptr inbounds float, ptr %scratch, i64 %703
  store float %706, ptr %707, align 4
  %708 = add nuw i64 %feature23.us, 5
  %709 = getelementptr inbounds float, ptr %56, i64 %708
  %710 = load float, ptr %709, align 4
  %711 = fmul float %710, %710
  %712 = getelementptr inbounds float, ptr %scratch, i64 %708
  store float %711, ptr %712, align 4
  %713 = add nuw i64 %feature23.us, 6
  %714 = getelementptr inbounds float, ptr %56, i64 %713
  %715 = load float, ptr %714, align 4
  %716 = fmul float %715, %715
  %717 = getelementptr inbounds float, ptr %scratch, i64 %713
  store float %716, ptr %717, align 4
  %718 = add nuw i64 %feature23.us, 7
  %719 = getelementptr inbounds float, ptr %56, i64 %718
  %720 = load float, ptr %719, align 4
  %721 = fmul float %720, %720
  %722 = getelementptr inbounds float, ptr %scratch, i64 %718
  store float %721, ptr %722, align 4
  %723 = add nuw i64 %feature23.us, 8
  %exitcond53.not.7 = icmp eq i64 %723, %n_features
  br i1 %exitcond53.not.7, label %fold_tail.body.us.preheader, label %feature.body.us, !llvm.loop !31

philox.header.preheader.us:                       ; preds = %step.body.us
  br i1 %.not40, label %noise.done.us, label %philox.body.lr.ph.us

philox.body.lr.ph.us:                             ; preds = %philox.header.preheader.us
  %724 = lshr i64 %key1_step.us, 32
  %725 = mul nuw i64 %724, 3449720151
  %726 = lshr i64 %725, 32
  %727 = xor i64 %key0, %726
  %728 = xor i64 %727, %key1_step.us
  %729 = and i64 %728, 4294967295
  %730 = mul nuw i64 %729, 3528531795
  %731 = lshr i64 %730, 32
  %732 = xor i64 %731, %20
  br i1 %min.iters.check214, label %philox.body.us.preheader, label %vector.ph215

vector.ph215:                                     ; preds = %philox.body.lr.ph.us
  %broadcast.splatinsert222 = insertelement <8 x i64> poison, i64 %732, i64 0
  %broadcast.splat223 = shufflevector <8 x i64> %broadcast.splatinsert222, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %725, %19
  %.scalar266 = and i64 %.scalar, 4294967295
  %733 = insertelement <8 x i64> poison, i64 %.scalar266, i64 0
  %.masked = shufflevector <8 x i64> %733, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar267 = xor i64 %730, %22
  %.scalar268 = and i64 %.scalar267, 4294967295
  %734 = insertelement <8 x i64> poison, i64 %.scalar268, i64 0
  %.masked264 = shufflevector <8 x i64> %734, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body258

vector.body258:                                   ; preds = %vector.body258, %vector.ph215
  %index259 = phi i64 [ 0, %vector.ph215 ], [ %index.next260, %vector.body258 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph215 ], [ %vec.ind.next, %vector.body258 ]
  %735 = add <8 x i64> %vec.ind, %broadcast.splat225
  %736 = and <8 x i64> %735, splat (i64 4294967295)
  %737 = mul nuw <8 x i64> %736, splat (i64 3528531795)
  %738 = xor <8 x i64> %735, %broadcast.splat227
  %739 = xor <8 x i64> %738, %737
  %740 = lshr <8 x i64> %739, splat (i64 32)
  %741 = mul nuw <8 x i64> %740, splat (i64 3449720151)
  %742 = lshr <8 x i64> %741, splat (i64 32)
  %743 = xor <8 x i64> %broadcast.splat223, %737
  %744 = xor <8 x i64> %.masked, %742
  %745 = mul nuw <8 x i64> %744, splat (i64 3528531795)
  %746 = and <8 x i64> %743, splat (i64 4294967295)
  %747 = mul nuw <8 x i64> %746, splat (i64 3449720151)
  %748 = lshr <8 x i64> %745, splat (i64 32)
  %749 = lshr <8 x i64> %747, splat (i64 32)
  %750 = xor <8 x i64> %749, %broadcast.splat231
  %751 = xor <8 x i64> %750, %741
  %752 = and <8 x i64> %751, splat (i64 4294967295)
  %753 = mul nuw <8 x i64> %752, splat (i64 3528531795)
  %754 = xor <8 x i64> %.masked264, %748
  %755 = mul nuw <8 x i64> %754, splat (i64 3449720151)
  %756 = lshr <8 x i64> %753, splat (i64 32)
  %757 = lshr <8 x i64> %755, splat (i64 32)
  %758 = xor <8 x i64> %broadcast.splat235, %757
  %759 = xor <8 x i64> %758, %747
  %760 = xor <8 x i64> %756, %broadcast.splat237
  %761 = xor <8 x i64> %760, %745
  %762 = and <8 x i64> %759, splat (i64 4294967295)
  %763 = mul nuw <8 x i64> %762, splat (i64 3528531795)
  %764 = and <8 x i64> %761, splat (i64 4294967295)
  %765 = mul nuw <8 x i64> %764, splat (i64 3449720151)
  %766 = lshr <8 x i64> %763, splat (i64 32)
  %767 = lshr <8 x i64> %765, splat (i64 32)
  %768 = xor <8 x i64> %767, %broadcast.splat239
  %769 = xor <8 x i64> %768, %755
  %770 = xor <8 x i64> %broadcast.splat241, %766
  %771 = xor <8 x i64> %770, %753
  %772 = and <8 x i64> %769, splat (i64 4294967295)
  %773 = mul nuw <8 x i64> %772, splat (i64 3528531795)
  %774 = and <8 x i64> %771, splat (i64 4294967295)
  %775 = mul nuw <8 x i64> %774, splat (i64 3449720151)
  %776 = lshr <8 x i64> %773, splat (i64 32)
  %777 = lshr <8 x i64> %775, splat (i64 32)
  %778 = xor <8 x i64> %broadcast.splat243, %777
  %779 = xor <8 x i64> %778, %765
  %780 = xor <8 x i64> %776, %broadcast.splat245
  %781 = xor <8 x i64> %780, %763
  %782 = and <8 x i64> %779, splat (i64 4294967295)
  %783 = mul nuw <8 x i64> %782, splat (i64 3528531795)
  %784 = and <8 x i64> %781, splat (i64 4294967295)
  %785 = mul nuw <8 x i64> %784, splat (i64 3449720151)
  %786 = lshr <8 x i64> %783, splat (i64 32)
  %787 = lshr <8 x i64> %785, splat (i64 32)
  %788 = xor <8 x i64> %787, %broadcast.splat247
  %789 = xor <8 x i64> %788, %775
  %790 = xor <8 x i64> %broadcast.splat249, %786
  %791 = xor <8 x i64> %790, %773
  %792 = and <8 x i64> %789, splat (i64 4294967295)
  %793 = mul nuw <8 x i64> %792, splat (i64 3528531795)
  %794 = and <8 x i64> %791, splat (i64 4294967295)
  %795 = mul nuw <8 x i64> %794, splat (i64 3449720151)
  %796 = lshr <8 x i64> %793, splat (i64 32)
  %797 = lshr <8 x i64> %795, splat (i64 32)
  %798 = xor <8 x i64> %broadcast.splat251, %797
  %799 = xor <8 x i64> %798, %785
  %800 = xor <8 x i64> %796, %broadcast.splat253
  %801 = xor <8 x i64> %800, %783
  %802 = and <8 x i64> %799, splat (i64 4294967295)
  %803 = mul nuw <8 x i64> %802, splat (i64 3528531795)
  %804 = lshr <8 x i64> %803, splat (i64 32)
  %805 = trunc <8 x i64> %801 to <8 x i32>
  %806 = mul <8 x i32> %805, splat (i32 -845247145)
  %807 = xor <8 x i64> %broadcast.splat255, %804
  %808 = xor <8 x i64> %807, %793
  %809 = and <8 x i64> %808, splat (i64 4294967295)
  %810 = mul nuw <8 x i64> %809, splat (i64 3449720151)
  %811 = lshr <8 x i64> %810, splat (i64 32)
  %812 = trunc nuw <8 x i64> %811 to <8 x i32>
  %813 = trunc <8 x i64> %810 to <8 x i32>
  %814 = xor <8 x i32> %806, %broadcast.splat257
  %815 = xor <8 x i32> %814, %812
  %816 = getelementptr inbounds float, ptr %16, i64 %index259
  store <8 x i32> %815, ptr %816, align 4
  %817 = getelementptr inbounds float, ptr %scratch, i64 %index259
  store <8 x i32> %813, ptr %817, align 4
  %index.next260 = add nuw i64 %index259, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %818 = icmp eq i64 %index.next260, %n.vec217
  br i1 %818, label %middle.block261, label %vector.body258, !llvm.loop !32

middle.block261:                                  ; preds = %vector.body258
  br i1 %cmp.n262, label %noise.body.us.preheader, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %philox.body.lr.ph.us, %middle.block261
  %philox21.us.ph = phi i64 [ 0, %philox.body.lr.ph.us ], [ %n.vec217, %middle.block261 ]
  %invariant.op = xor i64 %19, %725
  %invariant.op291 = xor i64 %22, %730
  br label %philox.body.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done.us
  %819 = add nuw i64 %row39.us, 1
  %exitcond58.not = icmp eq i64 %819, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond58.not, label %row.exit, label %row.body.us

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.us, %row.body.lr.ph, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"llvm.loop.isvectorized", i32 1}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !2, !1}
!5 = distinct !{!5, !2, !1}
!6 = !{!"branch_weights", i32 4, i32 28}
!7 = distinct !{!7, !2, !1}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !9}
!11 = !{!12}
!12 = distinct !{!12, !13}
!13 = distinct !{!13, !"LVerDomain"}
!14 = !{!15, !16}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = !{!15}
!18 = !{!16}
!19 = distinct !{!19, !2, !1}
!20 = !{!"branch_weights", i32 4, i32 12}
!21 = distinct !{!21, !2, !1}
!22 = !{!23}
!23 = distinct !{!23, !24}
!24 = distinct !{!24, !"LVerDomain"}
!25 = !{!26}
!26 = distinct !{!26, !24}
!27 = distinct !{!27, !2, !1}
!28 = distinct !{!28, !2, !1}
!29 = distinct !{!29, !2}
!30 = distinct !{!30, !2}
!31 = distinct !{!31, !2}
!32 = distinct !{!32, !2, !1}
