; ModuleID = 'bivector_pull'
source_filename = "bivector_pull.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_bivector_pull_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %state128 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %status = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %input_0 = load ptr, ptr %1, align 8
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %scratch = load ptr, ptr %2, align 8
  %scratch127 = ptrtoint ptr %scratch to i64
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %row_begin = load i64, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %row_end = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %n_features = load i64, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %steps = load i64, ptr %6, align 8
  %7 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %eta = load float, ptr %7, align 8
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 68
  %noise_scale = load float, ptr %8, align 4
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %temperature = load float, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 84
  %anneal_ratio = load float, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %two_eta = load float, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %args, i64 96
  %key0 = load i64, ptr %12, align 8
  %13 = getelementptr inbounds nuw i8, ptr %args, i64 104
  %key1 = load i64, ptr %13, align 8
  %14 = icmp ult i64 %row_begin, %row_end
  br i1 %14, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %entry
  %15 = getelementptr inbounds nuw i8, ptr %args, i64 76
  %anneal = load i32, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %draw_noise = load i32, ptr %16, align 4
  %17 = getelementptr float, ptr %scratch, i64 %n_features
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not = icmp eq i64 %steps, 0
  %draw.not = icmp eq i32 %draw_noise, 0
  %.not41 = icmp eq i64 %n_features, 0
  %18 = trunc i64 %key0 to i32
  %19 = lshr i64 %key0, 32
  %20 = add i64 %key0, 2654435769
  %21 = add nuw nsw i64 %19, 3144134277
  %22 = add i64 %key0, 1013904242
  %23 = add nuw nsw i64 %19, 1993301258
  %24 = add i64 %key0, 3668340011
  %25 = add nuw nsw i64 %19, 842468239
  %26 = add i64 %key0, 2027808484
  %27 = add nuw nsw i64 %19, 3986602516
  %28 = add i64 %key0, 387276957
  %29 = add nuw nsw i64 %19, 2835769497
  %30 = add i64 %key0, 3041712726
  %31 = add nuw nsw i64 %19, 1684936478
  %32 = add i64 %key0, 1401181199
  %33 = add nuw nsw i64 %19, 534103459
  %34 = add nuw nsw i64 %19, 3678237736
  %35 = add i32 %18, -1879881855
  br i1 %.not, label %row.exit, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %36 = mul i64 %row_begin, %n_features
  %37 = shl i64 %36, 2
  %38 = shl i64 %n_features, 2
  %39 = shl i64 %row_begin, 2
  %40 = add i64 %39, 4
  %41 = mul i64 %n_features, %40
  %42 = shl i64 %n_features, 2
  %43 = shl i64 %n_features, 3
  %scevgep100 = getelementptr i8, ptr %scratch, i64 %43
  %44 = mul i64 %row_begin, %n_features
  %45 = shl i64 %44, 2
  %46 = add i64 %45, %state128
  %47 = sub i64 %scratch127, %46
  %48 = mul i64 %n_features, -4
  %49 = add i64 %n_features, -1
  %min.iters.check185 = icmp ult i64 %n_features, 8
  %n.vec188 = and i64 %n_features, -8
  %broadcast.splatinsert197 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat198 = shufflevector <8 x i64> %broadcast.splatinsert197, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert201 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat202 = shufflevector <8 x i64> %broadcast.splatinsert201, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert205 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat206 = shufflevector <8 x i64> %broadcast.splatinsert205, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert207 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat208 = shufflevector <8 x i64> %broadcast.splatinsert207, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert209 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat210 = shufflevector <8 x i64> %broadcast.splatinsert209, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert211 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat212 = shufflevector <8 x i64> %broadcast.splatinsert211, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert213 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat214 = shufflevector <8 x i64> %broadcast.splatinsert213, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert215 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat216 = shufflevector <8 x i64> %broadcast.splatinsert215, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert217 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat218 = shufflevector <8 x i64> %broadcast.splatinsert217, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert219 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat220 = shufflevector <8 x i64> %broadcast.splatinsert219, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert221 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat222 = shufflevector <8 x i64> %broadcast.splatinsert221, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert223 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat224 = shufflevector <8 x i64> %broadcast.splatinsert223, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert225 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat226 = shufflevector <8 x i64> %broadcast.splatinsert225, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert227 = insertelement <8 x i32> poison, i32 %35, i64 0
  %broadcast.splat228 = shufflevector <8 x i32> %broadcast.splatinsert227, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n235 = icmp eq i64 %n_features, %n.vec188
  %min.iters.check172 = icmp ult i64 %n_features, 8
  %n.vec175 = and i64 %n_features, -8
  %cmp.n182 = icmp eq i64 %n_features, %n.vec175
  %min.iters.check130 = icmp ult i64 %n_features, 8
  %min.iters.check133 = icmp ult i64 %n_features, 32
  %n.mod.vf136 = and i64 %n_features, 24
  %n.vec137 = and i64 %n_features, -32
  %cmp.n151 = icmp eq i64 %n_features, %n.vec137
  %min.epilog.iters.check155 = icmp eq i64 %n.mod.vf136, 0
  %n.vec158 = and i64 %n_features, -8
  %cmp.n169 = icmp eq i64 %n_features, %n.vec158
  %xtraiter = and i64 %n_features, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %xtraiter245 = and i64 %n_features, 7
  %50 = icmp ult i64 %49, 7
  %unroll_iter = and i64 %n_features, -8
  %lcmp.mod246.not = icmp eq i64 %xtraiter245, 0
  %lcmp.mod248 = icmp ne i64 %xtraiter245, 0
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec110 = and i64 %n_features, -8
  %broadcast.splatinsert111 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat112 = shufflevector <8 x float> %broadcast.splatinsert111, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n124 = icmp eq i64 %n_features, %n.vec110
  %xtraiter249 = and i64 %n_features, 1
  %lcmp.mod250.not = icmp eq i64 %xtraiter249, 0
  %min.iters.check73 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 24
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec82 = and i64 %n_features, -8
  %broadcast.splatinsert83 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat84 = shufflevector <8 x float> %broadcast.splatinsert83, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n93 = icmp eq i64 %n_features, %n.vec82
  %xtraiter252 = and i64 %n_features, 1
  %lcmp.mod253.not = icmp eq i64 %xtraiter252, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row40.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %803, %step.header.step.exit_crit_edge.us ]
  %51 = mul i64 %48, %indvar
  %52 = add i64 %47, %51
  %53 = mul i64 %42, %indvar
  %54 = add i64 %37, %53
  %scevgep96 = getelementptr i8, ptr %state, i64 %54
  %55 = add i64 %41, %53
  %scevgep97 = getelementptr i8, ptr %state, i64 %55
  %scevgep98 = getelementptr i8, ptr %input_0, i64 %54
  %scevgep99 = getelementptr i8, ptr %input_0, i64 %55
  %56 = mul i64 %38, %indvar
  %57 = add i64 %37, %56
  %scevgep = getelementptr i8, ptr %state, i64 %57
  %58 = add i64 %41, %56
  %scevgep70 = getelementptr i8, ptr %state, i64 %58
  %scevgep71 = getelementptr i8, ptr %input_0, i64 %57
  %scevgep72 = getelementptr i8, ptr %input_0, i64 %58
  %row_offset.us = mul i64 %row40.us, %n_features
  %59 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %60 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %61 = getelementptr inbounds float, ptr %status, i64 %row40.us
  %broadcast.splatinsert195 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat196 = shufflevector <8 x i64> %broadcast.splatinsert195, <8 x i64> poison, <8 x i32> zeroinitializer
  %diff.check = icmp ult i64 %52, 128
  %or.cond = select i1 %min.iters.check130, i1 true, i1 %diff.check
  %bound0101 = icmp ult ptr %scevgep96, %scevgep99
  %bound1102 = icmp ult ptr %scevgep98, %scevgep97
  %found.conflict103 = and i1 %bound0101, %bound1102
  %bound0104 = icmp ult ptr %scevgep96, %scevgep100
  %bound1105 = icmp ult ptr %17, %scevgep97
  %found.conflict106 = and i1 %bound0104, %bound1105
  %conflict.rdx = or i1 %found.conflict103, %found.conflict106
  %bound0 = icmp ult ptr %scevgep, %scevgep72
  %bound1 = icmp ult ptr %scevgep71, %scevgep70
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done.us
  %step39.us = phi i64 [ 0, %row.body.us ], [ %617, %noise.done.us ]
  %temperature1.038.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done.us ]
  %62 = fmul float %two_eta, %temperature1.038.us
  %63 = fcmp ogt float %62, 0.000000e+00
  %64 = tail call float @llvm.sqrt.f32(float %62)
  %65 = select i1 %63, float %64, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %65
  %key1_step.us = add i64 %step39.us, %key1
  br i1 %draw.not, label %draw.done.us, label %philox.header.preheader.us

noise.body.us:                                    ; preds = %noise.body.us.preheader244, %noise.body.us
  %noise32.us = phi i64 [ %194, %noise.body.us ], [ %noise32.us.ph, %noise.body.us.preheader244 ]
  %66 = getelementptr inbounds float, ptr %17, i64 %noise32.us
  %w0.us = load i32, ptr %66, align 4
  %67 = getelementptr inbounds float, ptr %scratch, i64 %noise32.us
  %w1.us = load i32, ptr %67, align 4
  %68 = uitofp i32 %w0.us to double
  %69 = fadd double %68, 5.000000e-01
  %70 = fmul double %69, 0x3DF0000000000000
  %71 = uitofp i32 %w1.us to double
  %72 = fadd double %71, 5.000000e-01
  %73 = fmul double %72, 0x3DF0000000000000
  %74 = bitcast double %70 to i64
  %75 = lshr i64 %74, 32
  %76 = add nuw nsw i64 %75, 614242
  %77 = lshr i64 %76, 20
  %78 = add nsw i64 %77, -1023
  %79 = shl nuw i64 %76, 32
  %80 = and i64 %79, 4503595332403200
  %81 = add nuw nsw i64 %80, 4604544269498187776
  %82 = and i64 %74, 4294967295
  %83 = or disjoint i64 %81, %82
  %84 = bitcast i64 %83 to double
  %85 = fadd double %84, -1.000000e+00
  %86 = fmul double %85, 5.000000e-01
  %87 = fmul double %85, %86
  %88 = fadd double %85, 2.000000e+00
  %89 = fdiv double %85, %88
  %90 = fmul double %89, %89
  %91 = fmul double %90, %90
  %92 = fmul double %91, 0x3FC2F112DF3E5244
  %93 = fadd double %92, 0x3FC7466496CB03DE
  %94 = insertelement <2 x double> poison, double %91, i64 0
  %95 = shufflevector <2 x double> %94, <2 x double> poison, <2 x i32> zeroinitializer
  %96 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %93, i64 1
  %97 = fmul <2 x double> %95, %96
  %98 = fadd <2 x double> %97, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %99 = fmul <2 x double> %95, %98
  %100 = fadd <2 x double> %99, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %101 = insertelement <2 x double> %94, double %90, i64 1
  %102 = fmul <2 x double> %101, %100
  %shift = shufflevector <2 x double> %102, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %102, %shift
  %103 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %104 = sitofp i64 %78 to double
  %105 = fadd double %87, %103
  %106 = fmul double %89, %105
  %107 = fmul double %104, 0x3DEA39EF35793C76
  %108 = fadd double %107, %106
  %109 = fsub double %108, %87
  %110 = fadd double %85, %109
  %111 = fmul double %104, 0x3FE62E42FEE00000
  %112 = fadd double %111, %110
  %113 = fmul double %112, -2.000000e+00
  %114 = tail call double @llvm.sqrt.f64(double %113)
  %115 = fmul double %73, 0x401921FB54442D18
  %116 = fmul double %115, 0x3FE45F306DC9C883
  %117 = fadd double %116, 0x4338000000000000
  %118 = bitcast double %117 to i64
  %119 = fadd double %117, 0xC338000000000000
  %120 = fmul double %119, 0x3FF921FB54400000
  %121 = fsub double %115, %120
  %122 = fmul double %119, 0x3DD0B4611A626331
  %123 = fmul double %119, 0x3DD0B4611A600000
  %124 = fsub double %121, %123
  %125 = fmul double %119, 0x3BA3198A2E037073
  %126 = fsub double %121, %124
  %127 = fsub double %126, %123
  %128 = fsub double %125, %127
  %129 = fsub double %121, %122
  %130 = insertelement <2 x double> poison, double %129, i64 0
  %131 = insertelement <2 x double> %130, double %115, i64 1
  %132 = bitcast <2 x double> %131 to <2 x i64>
  %133 = lshr <2 x i64> %132, splat (i64 52)
  %134 = and <2 x i64> %133, splat (i64 2047)
  %135 = extractelement <2 x i64> %134, i64 0
  %136 = add nuw nsw i64 %135, 16
  %137 = extractelement <2 x i64> %134, i64 1
  %138 = icmp samesign ult i64 %136, %137
  %139 = select i1 %138, double %124, double %121
  %140 = select i1 %138, double %128, double %122
  %141 = fsub double %139, %140
  %142 = fsub double %139, %141
  %143 = fsub double %142, %140
  %144 = fmul double %141, %141
  %145 = fmul double %144, %144
  %146 = fmul double %144, 0x3EFA01A019CB1590
  %147 = fadd double %146, 0xBF56C16C16C15177
  %148 = fmul double %144, %147
  %149 = fadd double %148, 0x3FA555555555554C
  %150 = fmul double %144, %149
  %151 = fmul double %144, 0x3DA8FAE9BE8838D4
  %152 = fsub double 0x3E21EE9EBDB4B1C4, %151
  %153 = fmul double %144, %152
  %154 = fadd double %153, 0xBE927E4F809C52AD
  %155 = fmul double %145, %145
  %156 = fmul double %155, %154
  %157 = fadd double %150, %156
  %158 = fmul double %144, 5.000000e-01
  %159 = fsub double 1.000000e+00, %158
  %160 = fsub double 1.000000e+00, %159
  %161 = fsub double %160, %158
  %162 = fmul double %144, %157
  %163 = fmul double %141, %143
  %164 = fsub double %162, %163
  %165 = fadd double %161, %164
  %166 = fadd double %159, %165
  %167 = fmul double %144, 0x3EC71DE357B1FE7D
  %168 = fadd double %167, 0xBF2A01A019C161D5
  %169 = fmul double %144, %168
  %170 = fadd double %169, 0x3F8111111110F8A6
  %171 = fmul double %144, 0x3DE5D93A5ACFD57C
  %172 = fadd double %171, 0xBE5AE5E68A2B9CEB
  %173 = fmul double %144, %145
  %174 = fmul double %173, %172
  %175 = fadd double %174, %170
  %176 = fmul double %141, %144
  %177 = fmul double %143, 5.000000e-01
  %178 = fmul double %176, %175
  %179 = fsub double %177, %178
  %180 = fmul double %144, %179
  %181 = fsub double %180, %143
  %182 = fmul double %176, 0x3FC5555555555549
  %183 = fadd double %181, %182
  %184 = fsub double %141, %183
  %185 = fneg double %166
  %186 = fneg double %184
  %187 = and i64 %118, 1
  %188 = and i64 %118, 2
  %.not.us = icmp eq i64 %187, 0
  %.not29.us = icmp eq i64 %188, 0
  %189 = select i1 %.not29.us, double %166, double %185
  %190 = select i1 %.not29.us, double %186, double %184
  %191 = select i1 %.not.us, double %189, double %190
  %192 = fmul double %114, %191
  %193 = fptrunc double %192 to float
  store float %193, ptr %66, align 4
  %194 = add nuw i64 %noise32.us, 1
  %exitcond49.not = icmp eq i64 %194, %n_features
  br i1 %exitcond49.not, label %iter.check132, label %noise.body.us, !llvm.loop !0

philox.body.us:                                   ; preds = %philox.body.us.preheader, %philox.body.us
  %philox31.us = phi i64 [ %277, %philox.body.us ], [ %philox31.us.ph, %philox.body.us.preheader ]
  %element.us = add i64 %philox31.us, %row_offset.us
  %195 = and i64 %element.us, 4294967295
  %196 = mul nuw i64 %195, 3528531795
  %197 = xor i64 %element.us, %key0
  %198 = xor i64 %197, %196
  %199 = lshr i64 %198, 32
  %200 = mul nuw i64 %199, 3449720151
  %201 = lshr i64 %200, 32
  %.reass.reass = xor i64 %201, %invariant.op
  %202 = xor i64 %716, %196
  %203 = and i64 %.reass.reass, 4294967295
  %204 = mul nuw i64 %203, 3528531795
  %205 = and i64 %202, 4294967295
  %206 = mul nuw i64 %205, 3449720151
  %207 = lshr i64 %204, 32
  %208 = lshr i64 %206, 32
  %209 = xor i64 %208, %22
  %210 = xor i64 %209, %200
  %.reass68.reass = xor i64 %207, %invariant.op260
  %211 = and i64 %210, 4294967295
  %212 = mul nuw i64 %211, 3528531795
  %213 = and i64 %.reass68.reass, 4294967295
  %214 = mul nuw i64 %213, 3449720151
  %215 = lshr i64 %212, 32
  %216 = lshr i64 %214, 32
  %217 = xor i64 %24, %216
  %218 = xor i64 %217, %206
  %219 = xor i64 %215, %25
  %220 = xor i64 %219, %204
  %221 = and i64 %218, 4294967295
  %222 = mul nuw i64 %221, 3528531795
  %223 = and i64 %220, 4294967295
  %224 = mul nuw i64 %223, 3449720151
  %225 = lshr i64 %222, 32
  %226 = lshr i64 %224, 32
  %227 = xor i64 %226, %26
  %228 = xor i64 %227, %214
  %229 = xor i64 %27, %225
  %230 = xor i64 %229, %212
  %231 = and i64 %228, 4294967295
  %232 = mul nuw i64 %231, 3528531795
  %233 = and i64 %230, 4294967295
  %234 = mul nuw i64 %233, 3449720151
  %235 = lshr i64 %232, 32
  %236 = lshr i64 %234, 32
  %237 = xor i64 %28, %236
  %238 = xor i64 %237, %224
  %239 = xor i64 %235, %29
  %240 = xor i64 %239, %222
  %241 = and i64 %238, 4294967295
  %242 = mul nuw i64 %241, 3528531795
  %243 = and i64 %240, 4294967295
  %244 = mul nuw i64 %243, 3449720151
  %245 = lshr i64 %242, 32
  %246 = lshr i64 %244, 32
  %247 = xor i64 %246, %30
  %248 = xor i64 %247, %234
  %249 = xor i64 %31, %245
  %250 = xor i64 %249, %232
  %251 = and i64 %248, 4294967295
  %252 = mul nuw i64 %251, 3528531795
  %253 = and i64 %250, 4294967295
  %254 = mul nuw i64 %253, 3449720151
  %255 = lshr i64 %252, 32
  %256 = lshr i64 %254, 32
  %257 = xor i64 %32, %256
  %258 = xor i64 %257, %244
  %259 = xor i64 %255, %33
  %260 = xor i64 %259, %242
  %261 = and i64 %258, 4294967295
  %262 = mul nuw i64 %261, 3528531795
  %263 = lshr i64 %262, 32
  %264 = trunc i64 %260 to i32
  %265 = mul i32 %264, -845247145
  %266 = xor i64 %34, %263
  %267 = xor i64 %266, %252
  %268 = and i64 %267, 4294967295
  %269 = mul nuw i64 %268, 3449720151
  %270 = lshr i64 %269, 32
  %271 = trunc nuw i64 %270 to i32
  %272 = trunc i64 %269 to i32
  %273 = xor i32 %265, %271
  %274 = xor i32 %273, %35
  %275 = getelementptr inbounds float, ptr %17, i64 %philox31.us
  store i32 %274, ptr %275, align 4
  %276 = getelementptr inbounds float, ptr %scratch, i64 %philox31.us
  store i32 %272, ptr %276, align 4
  %277 = add nuw i64 %philox31.us, 1
  %exitcond.not = icmp eq i64 %277, %n_features
  br i1 %exitcond.not, label %noise.body.us.preheader, label %philox.body.us, !llvm.loop !3

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block234
  br i1 %min.iters.check172, label %noise.body.us.preheader244, label %vector.body176

vector.body176:                                   ; preds = %noise.body.us.preheader, %vector.body176
  %index177 = phi i64 [ %index.next180, %vector.body176 ], [ 0, %noise.body.us.preheader ]
  %278 = getelementptr inbounds float, ptr %17, i64 %index177
  %wide.load178 = load <8 x i32>, ptr %278, align 4
  %279 = getelementptr inbounds float, ptr %scratch, i64 %index177
  %wide.load179 = load <8 x i32>, ptr %279, align 4
  %280 = uitofp <8 x i32> %wide.load178 to <8 x double>
  %281 = fadd <8 x double> %280, splat (double 5.000000e-01)
  %282 = fmul <8 x double> %281, splat (double 0x3DF0000000000000)
  %283 = uitofp <8 x i32> %wide.load179 to <8 x double>
  %284 = fadd <8 x double> %283, splat (double 5.000000e-01)
  %285 = fmul <8 x double> %284, splat (double 0x3DF0000000000000)
  %286 = bitcast <8 x double> %282 to <8 x i64>
  %287 = lshr <8 x i64> %286, splat (i64 32)
  %288 = add nuw nsw <8 x i64> %287, splat (i64 614242)
  %289 = lshr <8 x i64> %288, splat (i64 20)
  %290 = add nsw <8 x i64> %289, splat (i64 -1023)
  %291 = shl nuw <8 x i64> %288, splat (i64 32)
  %292 = and <8 x i64> %291, splat (i64 4503595332403200)
  %293 = add nuw nsw <8 x i64> %292, splat (i64 4604544269498187776)
  %294 = and <8 x i64> %286, splat (i64 4294967295)
  %295 = or disjoint <8 x i64> %293, %294
  %296 = bitcast <8 x i64> %295 to <8 x double>
  %297 = fadd <8 x double> %296, splat (double -1.000000e+00)
  %298 = fmul <8 x double> %297, splat (double 5.000000e-01)
  %299 = fmul <8 x double> %297, %298
  %300 = fadd <8 x double> %297, splat (double 2.000000e+00)
  %301 = fdiv <8 x double> %297, %300
  %302 = fmul <8 x double> %301, %301
  %303 = fmul <8 x double> %302, %302
  %304 = fmul <8 x double> %303, splat (double 0x3FC39A09D078C69F)
  %305 = fadd <8 x double> %304, splat (double 0x3FCC71C51D8E78AF)
  %306 = fmul <8 x double> %303, %305
  %307 = fadd <8 x double> %306, splat (double 0x3FD999999997FA04)
  %308 = fmul <8 x double> %303, %307
  %309 = fmul <8 x double> %303, splat (double 0x3FC2F112DF3E5244)
  %310 = fadd <8 x double> %309, splat (double 0x3FC7466496CB03DE)
  %311 = fmul <8 x double> %303, %310
  %312 = fadd <8 x double> %311, splat (double 0x3FD2492494229359)
  %313 = fmul <8 x double> %303, %312
  %314 = fadd <8 x double> %313, splat (double 0x3FE5555555555593)
  %315 = fmul <8 x double> %302, %314
  %316 = fadd <8 x double> %308, %315
  %317 = sitofp <8 x i64> %290 to <8 x double>
  %318 = fadd <8 x double> %299, %316
  %319 = fmul <8 x double> %301, %318
  %320 = fmul <8 x double> %317, splat (double 0x3DEA39EF35793C76)
  %321 = fadd <8 x double> %320, %319
  %322 = fsub <8 x double> %321, %299
  %323 = fadd <8 x double> %297, %322
  %324 = fmul <8 x double> %317, splat (double 0x3FE62E42FEE00000)
  %325 = fadd <8 x double> %324, %323
  %326 = fmul <8 x double> %325, splat (double -2.000000e+00)
  %327 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %326)
  %328 = fmul <8 x double> %285, splat (double 0x401921FB54442D18)
  %329 = fmul <8 x double> %328, splat (double 0x3FE45F306DC9C883)
  %330 = fadd <8 x double> %329, splat (double 0x4338000000000000)
  %331 = bitcast <8 x double> %330 to <8 x i64>
  %332 = fadd <8 x double> %330, splat (double 0xC338000000000000)
  %333 = fmul <8 x double> %332, splat (double 0x3FF921FB54400000)
  %334 = fsub <8 x double> %328, %333
  %335 = fmul <8 x double> %332, splat (double 0x3DD0B4611A626331)
  %336 = fmul <8 x double> %332, splat (double 0x3DD0B4611A600000)
  %337 = fsub <8 x double> %334, %336
  %338 = fmul <8 x double> %332, splat (double 0x3BA3198A2E037073)
  %339 = fsub <8 x double> %334, %337
  %340 = fsub <8 x double> %339, %336
  %341 = fsub <8 x double> %338, %340
  %342 = fsub <8 x double> %334, %335
  %343 = bitcast <8 x double> %328 to <8 x i64>
  %344 = lshr <8 x i64> %343, splat (i64 52)
  %345 = and <8 x i64> %344, splat (i64 2047)
  %346 = bitcast <8 x double> %342 to <8 x i64>
  %347 = lshr <8 x i64> %346, splat (i64 52)
  %348 = and <8 x i64> %347, splat (i64 2047)
  %349 = add nuw nsw <8 x i64> %348, splat (i64 16)
  %350 = icmp samesign ult <8 x i64> %349, %345
  %351 = select <8 x i1> %350, <8 x double> %337, <8 x double> %334
  %352 = select <8 x i1> %350, <8 x double> %341, <8 x double> %335
  %353 = fsub <8 x double> %351, %352
  %354 = fsub <8 x double> %351, %353
  %355 = fsub <8 x double> %354, %352
  %356 = fmul <8 x double> %353, %353
  %357 = fmul <8 x double> %356, %356
  %358 = fmul <8 x double> %356, splat (double 0x3EFA01A019CB1590)
  %359 = fadd <8 x double> %358, splat (double 0xBF56C16C16C15177)
  %360 = fmul <8 x double> %356, %359
  %361 = fadd <8 x double> %360, splat (double 0x3FA555555555554C)
  %362 = fmul <8 x double> %356, %361
  %363 = fmul <8 x double> %356, splat (double 0x3DA8FAE9BE8838D4)
  %364 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %363
  %365 = fmul <8 x double> %356, %364
  %366 = fadd <8 x double> %365, splat (double 0xBE927E4F809C52AD)
  %367 = fmul <8 x double> %357, %357
  %368 = fmul <8 x double> %367, %366
  %369 = fadd <8 x double> %362, %368
  %370 = fmul <8 x double> %356, splat (double 5.000000e-01)
  %371 = fsub <8 x double> splat (double 1.000000e+00), %370
  %372 = fsub <8 x double> splat (double 1.000000e+00), %371
  %373 = fsub <8 x double> %372, %370
  %374 = fmul <8 x double> %356, %369
  %375 = fmul <8 x double> %353, %355
  %376 = fsub <8 x double> %374, %375
  %377 = fadd <8 x double> %373, %376
  %378 = fadd <8 x double> %371, %377
  %379 = fmul <8 x double> %356, splat (double 0x3EC71DE357B1FE7D)
  %380 = fadd <8 x double> %379, splat (double 0xBF2A01A019C161D5)
  %381 = fmul <8 x double> %356, %380
  %382 = fadd <8 x double> %381, splat (double 0x3F8111111110F8A6)
  %383 = fmul <8 x double> %356, splat (double 0x3DE5D93A5ACFD57C)
  %384 = fadd <8 x double> %383, splat (double 0xBE5AE5E68A2B9CEB)
  %385 = fmul <8 x double> %356, %357
  %386 = fmul <8 x double> %385, %384
  %387 = fadd <8 x double> %386, %382
  %388 = fmul <8 x double> %353, %356
  %389 = fmul <8 x double> %355, splat (double 5.000000e-01)
  %390 = fmul <8 x double> %388, %387
  %391 = fsub <8 x double> %389, %390
  %392 = fmul <8 x double> %356, %391
  %393 = fsub <8 x double> %392, %355
  %394 = fmul <8 x double> %388, splat (double 0x3FC5555555555549)
  %395 = fadd <8 x double> %393, %394
  %396 = fsub <8 x double> %353, %395
  %397 = fneg <8 x double> %378
  %398 = fneg <8 x double> %396
  %399 = and <8 x i64> %331, splat (i64 1)
  %400 = and <8 x i64> %331, splat (i64 2)
  %401 = icmp eq <8 x i64> %399, zeroinitializer
  %402 = icmp eq <8 x i64> %400, zeroinitializer
  %403 = select <8 x i1> %402, <8 x double> %378, <8 x double> %397
  %404 = select <8 x i1> %402, <8 x double> %398, <8 x double> %396
  %405 = select <8 x i1> %401, <8 x double> %403, <8 x double> %404
  %406 = fmul <8 x double> %327, %405
  %407 = fptrunc <8 x double> %406 to <8 x float>
  store <8 x float> %407, ptr %278, align 4
  %index.next180 = add nuw i64 %index177, 8
  %408 = icmp eq i64 %index.next180, %n.vec175
  br i1 %408, label %middle.block181, label %vector.body176, !llvm.loop !4

middle.block181:                                  ; preds = %vector.body176
  br i1 %cmp.n182, label %iter.check132, label %noise.body.us.preheader244

noise.body.us.preheader244:                       ; preds = %noise.body.us.preheader, %middle.block181
  %noise32.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec175, %middle.block181 ]
  br label %noise.body.us

draw.done.us:                                     ; preds = %step.body.us
  br i1 %.not41, label %noise.done.us, label %iter.check132

iter.check132:                                    ; preds = %noise.body.us, %middle.block181, %draw.done.us
  br i1 %or.cond, label %feature.body.us.preheader, label %vector.main.loop.iter.check134

vector.main.loop.iter.check134:                   ; preds = %iter.check132
  br i1 %min.iters.check133, label %vec.epilog.ph156, label %vector.body138

vector.body138:                                   ; preds = %vector.main.loop.iter.check134, %vector.body138
  %index139 = phi i64 [ %index.next148, %vector.body138 ], [ 0, %vector.main.loop.iter.check134 ]
  %vec.ind140 = phi <8 x i64> [ %vec.ind.next149, %vector.body138 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.main.loop.iter.check134 ]
  %step.add141 = add <8 x i64> %vec.ind140, splat (i64 8)
  %step.add.2142 = add <8 x i64> %vec.ind140, splat (i64 16)
  %step.add.3143 = add <8 x i64> %vec.ind140, splat (i64 24)
  %409 = getelementptr inbounds float, ptr %59, i64 %index139
  %410 = getelementptr inbounds nuw i8, ptr %409, i64 32
  %411 = getelementptr inbounds nuw i8, ptr %409, i64 64
  %412 = getelementptr inbounds nuw i8, ptr %409, i64 96
  %wide.load144 = load <8 x float>, ptr %409, align 4
  %wide.load145 = load <8 x float>, ptr %410, align 4
  %wide.load146 = load <8 x float>, ptr %411, align 4
  %wide.load147 = load <8 x float>, ptr %412, align 4
  %413 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind140)
  %414 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add141)
  %415 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.2142)
  %416 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.3143)
  %417 = icmp eq <8 x i64> %413, splat (i64 2)
  %418 = icmp eq <8 x i64> %414, splat (i64 2)
  %419 = icmp eq <8 x i64> %415, splat (i64 2)
  %420 = icmp eq <8 x i64> %416, splat (i64 2)
  %421 = select <8 x i1> %417, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %422 = select <8 x i1> %418, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %423 = select <8 x i1> %419, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %424 = select <8 x i1> %420, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %425 = fmul <8 x float> %421, %wide.load144
  %426 = fmul <8 x float> %422, %wide.load145
  %427 = fmul <8 x float> %423, %wide.load146
  %428 = fmul <8 x float> %424, %wide.load147
  %429 = fsub <8 x float> %wide.load144, %425
  %430 = fsub <8 x float> %wide.load145, %426
  %431 = fsub <8 x float> %wide.load146, %427
  %432 = fsub <8 x float> %wide.load147, %428
  %433 = fmul <8 x float> %429, %429
  %434 = fmul <8 x float> %430, %430
  %435 = fmul <8 x float> %431, %431
  %436 = fmul <8 x float> %432, %432
  %437 = getelementptr inbounds float, ptr %scratch, i64 %index139
  %438 = getelementptr inbounds nuw i8, ptr %437, i64 32
  %439 = getelementptr inbounds nuw i8, ptr %437, i64 64
  %440 = getelementptr inbounds nuw i8, ptr %437, i64 96
  store <8 x float> %433, ptr %437, align 4
  store <8 x float> %434, ptr %438, align 4
  store <8 x float> %435, ptr %439, align 4
  store <8 x float> %436, ptr %440, align 4
  %index.next148 = add nuw i64 %index139, 32
  %vec.ind.next149 = add <8 x i64> %vec.ind140, splat (i64 32)
  %441 = icmp eq i64 %index.next148, %n.vec137
  br i1 %441, label %middle.block150, label %vector.body138, !llvm.loop !5

middle.block150:                                  ; preds = %vector.body138
  br i1 %cmp.n151, label %fold_tail.body.us.preheader, label %vec.epilog.iter.check154

fold_tail.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block168, %middle.block150
  br i1 %50, label %fold_tail.body.us.epil.preheader, label %fold_tail.body.us

vec.epilog.iter.check154:                         ; preds = %middle.block150
  br i1 %min.epilog.iters.check155, label %feature.body.us.preheader, label %vec.epilog.ph156, !prof !6

vec.epilog.ph156:                                 ; preds = %vector.main.loop.iter.check134, %vec.epilog.iter.check154
  %bc.resume.val152 = phi i64 [ %n.vec137, %vec.epilog.iter.check154 ], [ 0, %vector.main.loop.iter.check134 ]
  %broadcast.splatinsert159 = insertelement <8 x i64> poison, i64 %bc.resume.val152, i64 0
  %broadcast.splat160 = shufflevector <8 x i64> %broadcast.splatinsert159, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction161 = or disjoint <8 x i64> %broadcast.splat160, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body162

vec.epilog.vector.body162:                        ; preds = %vec.epilog.vector.body162, %vec.epilog.ph156
  %index163 = phi i64 [ %bc.resume.val152, %vec.epilog.ph156 ], [ %index.next166, %vec.epilog.vector.body162 ]
  %vec.ind164 = phi <8 x i64> [ %induction161, %vec.epilog.ph156 ], [ %vec.ind.next167, %vec.epilog.vector.body162 ]
  %442 = getelementptr inbounds float, ptr %59, i64 %index163
  %wide.load165 = load <8 x float>, ptr %442, align 4
  %443 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind164)
  %444 = icmp eq <8 x i64> %443, splat (i64 2)
  %445 = select <8 x i1> %444, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %446 = fmul <8 x float> %445, %wide.load165
  %447 = fsub <8 x float> %wide.load165, %446
  %448 = fmul <8 x float> %447, %447
  %449 = getelementptr inbounds float, ptr %scratch, i64 %index163
  store <8 x float> %448, ptr %449, align 4
  %index.next166 = add nuw i64 %index163, 8
  %vec.ind.next167 = add nuw <8 x i64> %vec.ind164, splat (i64 8)
  %450 = icmp eq i64 %index.next166, %n.vec158
  br i1 %450, label %vec.epilog.middle.block168, label %vec.epilog.vector.body162, !llvm.loop !7

vec.epilog.middle.block168:                       ; preds = %vec.epilog.vector.body162
  br i1 %cmp.n169, label %fold_tail.body.us.preheader, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check132, %vec.epilog.iter.check154, %vec.epilog.middle.block168
  %feature33.us.ph = phi i64 [ 0, %iter.check132 ], [ %n.vec137, %vec.epilog.iter.check154 ], [ %n.vec158, %vec.epilog.middle.block168 ]
  %451 = sub i64 %49, %feature33.us.ph
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader, %feature.body.us.prol
  %feature33.us.prol = phi i64 [ %459, %feature.body.us.prol ], [ %feature33.us.ph, %feature.body.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body.us.prol ], [ 0, %feature.body.us.preheader ]
  %452 = getelementptr inbounds float, ptr %59, i64 %feature33.us.prol
  %453 = load float, ptr %452, align 4
  %popcount.us.prol = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature33.us.prol)
  %454 = icmp eq i64 %popcount.us.prol, 2
  %grade.us.prol = select i1 %454, float 1.000000e+00, float 0.000000e+00
  %455 = fmul float %grade.us.prol, %453
  %456 = fsub float %453, %455
  %457 = fmul float %456, %456
  %458 = getelementptr inbounds float, ptr %scratch, i64 %feature33.us.prol
  store float %457, ptr %458, align 4
  %459 = add nuw i64 %feature33.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol, !llvm.loop !8

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature33.us.unr = phi i64 [ %feature33.us.ph, %feature.body.us.preheader ], [ %459, %feature.body.us.prol ]
  %460 = icmp ult i64 %451, 3
  br i1 %460, label %fold_tail.body.us.preheader, label %feature.body.us

fold_tail.exit.us.thread.unr-lcssa:               ; preds = %fold_tail.body.us
  br i1 %lcmp.mod246.not, label %fold_tail.exit.us.thread, label %fold_tail.body.us.epil.preheader

fold_tail.body.us.epil.preheader:                 ; preds = %fold_tail.exit.us.thread.unr-lcssa, %fold_tail.body.us.preheader
  %fold_tail35.us.epil.init = phi i64 [ 0, %fold_tail.body.us.preheader ], [ %675, %fold_tail.exit.us.thread.unr-lcssa ]
  %fold_value.034.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body.us.preheader ], [ %674, %fold_tail.exit.us.thread.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod248)
  br label %fold_tail.body.us.epil

fold_tail.body.us.epil:                           ; preds = %fold_tail.body.us.epil, %fold_tail.body.us.epil.preheader
  %fold_tail35.us.epil = phi i64 [ %464, %fold_tail.body.us.epil ], [ %fold_tail35.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %fold_value.034.us.epil = phi float [ %463, %fold_tail.body.us.epil ], [ %fold_value.034.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_tail.body.us.epil ], [ 0, %fold_tail.body.us.epil.preheader ]
  %461 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail35.us.epil
  %462 = load float, ptr %461, align 4
  %463 = fadd float %fold_value.034.us.epil, %462
  %464 = add nuw i64 %fold_tail35.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter245
  br i1 %epil.iter.cmp.not, label %fold_tail.exit.us.thread, label %fold_tail.body.us.epil, !llvm.loop !10

fold_tail.exit.us.thread:                         ; preds = %fold_tail.body.us.epil, %fold_tail.exit.us.thread.unr-lcssa
  %.lcssa = phi float [ %674, %fold_tail.exit.us.thread.unr-lcssa ], [ %463, %fold_tail.body.us.epil ]
  %465 = fcmp ogt float %.lcssa, 0x3D71979980000000
  %466 = select i1 %465, float 1.000000e+00, float 0.000000e+00
  %467 = fptoui float %466 to i32
  %status18.us64 = load i32, ptr %61, align 4
  %468 = or i32 %status18.us64, %467
  store i32 %468, ptr %61, align 4
  br i1 %draw.not, label %iter.check, label %feature.body10.us.preheader

feature.body10.us.preheader:                      ; preds = %fold_tail.exit.us.thread
  %brmerge = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge, label %feature.body10.us.preheader242, label %vector.ph108

vector.ph108:                                     ; preds = %feature.body10.us.preheader
  %broadcast.splatinsert113 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat114 = shufflevector <8 x float> %broadcast.splatinsert113, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body115

vector.body115:                                   ; preds = %vector.body115, %vector.ph108
  %index116 = phi i64 [ 0, %vector.ph108 ], [ %index.next121, %vector.body115 ]
  %vec.ind117 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph108 ], [ %vec.ind.next122, %vector.body115 ]
  %469 = getelementptr inbounds float, ptr %59, i64 %index116
  %wide.load118 = load <8 x float>, ptr %469, align 4, !alias.scope !11, !noalias !14
  %470 = getelementptr inbounds float, ptr %60, i64 %index116
  %wide.load119 = load <8 x float>, ptr %470, align 4, !alias.scope !17
  %471 = fsub <8 x float> %wide.load118, %wide.load119
  %472 = fmul <8 x float> %471, splat (float 2.000000e+00)
  %473 = fmul <8 x float> %472, splat (float 5.000000e-01)
  %474 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind117)
  %475 = icmp eq <8 x i64> %474, splat (i64 2)
  %476 = select <8 x i1> %475, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %477 = fmul <8 x float> %476, %473
  %478 = fmul <8 x float> %broadcast.splat112, %477
  %479 = fsub <8 x float> %wide.load118, %478
  %480 = getelementptr inbounds float, ptr %17, i64 %index116
  %wide.load120 = load <8 x float>, ptr %480, align 4, !alias.scope !18
  %481 = fmul <8 x float> %476, %wide.load120
  %482 = fmul <8 x float> %broadcast.splat114, %481
  %483 = fadd <8 x float> %482, %479
  %484 = fmul <8 x float> %476, %483
  store <8 x float> %484, ptr %469, align 4, !alias.scope !11, !noalias !14
  %index.next121 = add nuw i64 %index116, 8
  %vec.ind.next122 = add nuw <8 x i64> %vec.ind117, splat (i64 8)
  %485 = icmp eq i64 %index.next121, %n.vec110
  br i1 %485, label %middle.block123, label %vector.body115, !llvm.loop !19

middle.block123:                                  ; preds = %vector.body115
  br i1 %cmp.n124, label %noise.done.us, label %feature.body10.us.preheader242

feature.body10.us.preheader242:                   ; preds = %feature.body10.us.preheader, %middle.block123
  %feature1236.us.ph = phi i64 [ %n.vec110, %middle.block123 ], [ 0, %feature.body10.us.preheader ]
  %.neg = or disjoint i64 %feature1236.us.ph, 1
  br i1 %lcmp.mod250.not, label %feature.body10.us.prol.loopexit, label %feature.body10.us.prol

feature.body10.us.prol:                           ; preds = %feature.body10.us.preheader242
  %486 = getelementptr inbounds float, ptr %59, i64 %feature1236.us.ph
  %487 = load float, ptr %486, align 4
  %488 = getelementptr inbounds float, ptr %60, i64 %feature1236.us.ph
  %489 = load float, ptr %488, align 4
  %490 = fsub float %487, %489
  %491 = fmul float %490, 2.000000e+00
  %492 = fmul float %491, 5.000000e-01
  %popcount13.us.prol = tail call range(i64 0, 62) i64 @llvm.ctpop.i64(i64 %feature1236.us.ph)
  %493 = icmp eq i64 %popcount13.us.prol, 2
  %grade14.us.prol = select i1 %493, float 1.000000e+00, float 0.000000e+00
  %494 = fmul float %grade14.us.prol, %492
  %495 = fmul float %eta, %494
  %496 = fsub float %487, %495
  %497 = getelementptr inbounds float, ptr %17, i64 %feature1236.us.ph
  %498 = load float, ptr %497, align 4
  %499 = fmul float %grade14.us.prol, %498
  %500 = fmul float %noise_scale3.us, %499
  %501 = fadd float %500, %496
  %502 = fmul float %grade14.us.prol, %501
  store float %502, ptr %486, align 4
  %503 = or disjoint i64 %feature1236.us.ph, 1
  br label %feature.body10.us.prol.loopexit

feature.body10.us.prol.loopexit:                  ; preds = %feature.body10.us.prol, %feature.body10.us.preheader242
  %feature1236.us.unr = phi i64 [ %feature1236.us.ph, %feature.body10.us.preheader242 ], [ %503, %feature.body10.us.prol ]
  %504 = icmp eq i64 %n_features, %.neg
  br i1 %504, label %noise.done.us, label %feature.body10.us

iter.check:                                       ; preds = %fold_tail.exit.us.thread
  %brmerge261 = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge261, label %feature.body20.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check73, label %vec.epilog.ph, label %vector.body

vector.body:                                      ; preds = %vector.main.loop.iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.main.loop.iter.check ]
  %vec.ind = phi <8 x i64> [ %vec.ind.next, %vector.body ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.main.loop.iter.check ]
  %step.add = add <8 x i64> %vec.ind, splat (i64 8)
  %step.add.2 = add <8 x i64> %vec.ind, splat (i64 16)
  %step.add.3 = add <8 x i64> %vec.ind, splat (i64 24)
  %505 = getelementptr inbounds float, ptr %59, i64 %index
  %506 = getelementptr inbounds nuw i8, ptr %505, i64 32
  %507 = getelementptr inbounds nuw i8, ptr %505, i64 64
  %508 = getelementptr inbounds nuw i8, ptr %505, i64 96
  %wide.load = load <8 x float>, ptr %505, align 4, !alias.scope !20, !noalias !23
  %wide.load74 = load <8 x float>, ptr %506, align 4, !alias.scope !20, !noalias !23
  %wide.load75 = load <8 x float>, ptr %507, align 4, !alias.scope !20, !noalias !23
  %wide.load76 = load <8 x float>, ptr %508, align 4, !alias.scope !20, !noalias !23
  %509 = getelementptr inbounds float, ptr %60, i64 %index
  %510 = getelementptr inbounds nuw i8, ptr %509, i64 32
  %511 = getelementptr inbounds nuw i8, ptr %509, i64 64
  %512 = getelementptr inbounds nuw i8, ptr %509, i64 96
  %wide.load77 = load <8 x float>, ptr %509, align 4, !alias.scope !23
  %wide.load78 = load <8 x float>, ptr %510, align 4, !alias.scope !23
  %wide.load79 = load <8 x float>, ptr %511, align 4, !alias.scope !23
  %wide.load80 = load <8 x float>, ptr %512, align 4, !alias.scope !23
  %513 = fsub <8 x float> %wide.load, %wide.load77
  %514 = fsub <8 x float> %wide.load74, %wide.load78
  %515 = fsub <8 x float> %wide.load75, %wide.load79
  %516 = fsub <8 x float> %wide.load76, %wide.load80
  %517 = fmul <8 x float> %513, splat (float 2.000000e+00)
  %518 = fmul <8 x float> %514, splat (float 2.000000e+00)
  %519 = fmul <8 x float> %515, splat (float 2.000000e+00)
  %520 = fmul <8 x float> %516, splat (float 2.000000e+00)
  %521 = fmul <8 x float> %517, splat (float 5.000000e-01)
  %522 = fmul <8 x float> %518, splat (float 5.000000e-01)
  %523 = fmul <8 x float> %519, splat (float 5.000000e-01)
  %524 = fmul <8 x float> %520, splat (float 5.000000e-01)
  %525 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind)
  %526 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add)
  %527 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.2)
  %528 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.3)
  %529 = icmp eq <8 x i64> %525, splat (i64 2)
  %530 = icmp eq <8 x i64> %526, splat (i64 2)
  %531 = icmp eq <8 x i64> %527, splat (i64 2)
  %532 = icmp eq <8 x i64> %528, splat (i64 2)
  %533 = select <8 x i1> %529, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %534 = select <8 x i1> %530, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %535 = select <8 x i1> %531, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %536 = select <8 x i1> %532, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %537 = fmul <8 x float> %533, %521
  %538 = fmul <8 x float> %534, %522
  %539 = fmul <8 x float> %535, %523
  %540 = fmul <8 x float> %536, %524
  %541 = fmul <8 x float> %broadcast.splat, %537
  %542 = fmul <8 x float> %broadcast.splat, %538
  %543 = fmul <8 x float> %broadcast.splat, %539
  %544 = fmul <8 x float> %broadcast.splat, %540
  %545 = fsub <8 x float> %wide.load, %541
  %546 = fsub <8 x float> %wide.load74, %542
  %547 = fsub <8 x float> %wide.load75, %543
  %548 = fsub <8 x float> %wide.load76, %544
  %549 = fmul <8 x float> %533, %545
  %550 = fmul <8 x float> %534, %546
  %551 = fmul <8 x float> %535, %547
  %552 = fmul <8 x float> %536, %548
  store <8 x float> %549, ptr %505, align 4, !alias.scope !20, !noalias !23
  store <8 x float> %550, ptr %506, align 4, !alias.scope !20, !noalias !23
  store <8 x float> %551, ptr %507, align 4, !alias.scope !20, !noalias !23
  store <8 x float> %552, ptr %508, align 4, !alias.scope !20, !noalias !23
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <8 x i64> %vec.ind, splat (i64 32)
  %553 = icmp eq i64 %index.next, %n.vec
  br i1 %553, label %middle.block, label %vector.body, !llvm.loop !25

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body20.us.preheader, label %vec.epilog.ph, !prof !6

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert85 = insertelement <8 x i64> poison, i64 %bc.resume.val, i64 0
  %broadcast.splat86 = shufflevector <8 x i64> %broadcast.splatinsert85, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i64> %broadcast.splat86, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index87 = phi i64 [ %bc.resume.val, %vec.epilog.ph ], [ %index.next91, %vec.epilog.vector.body ]
  %vec.ind88 = phi <8 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next92, %vec.epilog.vector.body ]
  %554 = getelementptr inbounds float, ptr %59, i64 %index87
  %wide.load89 = load <8 x float>, ptr %554, align 4, !alias.scope !20, !noalias !23
  %555 = getelementptr inbounds float, ptr %60, i64 %index87
  %wide.load90 = load <8 x float>, ptr %555, align 4, !alias.scope !23
  %556 = fsub <8 x float> %wide.load89, %wide.load90
  %557 = fmul <8 x float> %556, splat (float 2.000000e+00)
  %558 = fmul <8 x float> %557, splat (float 5.000000e-01)
  %559 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind88)
  %560 = icmp eq <8 x i64> %559, splat (i64 2)
  %561 = select <8 x i1> %560, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %562 = fmul <8 x float> %561, %558
  %563 = fmul <8 x float> %broadcast.splat84, %562
  %564 = fsub <8 x float> %wide.load89, %563
  %565 = fmul <8 x float> %561, %564
  store <8 x float> %565, ptr %554, align 4, !alias.scope !20, !noalias !23
  %index.next91 = add nuw i64 %index87, 8
  %vec.ind.next92 = add nuw <8 x i64> %vec.ind88, splat (i64 8)
  %566 = icmp eq i64 %index.next91, %n.vec82
  br i1 %566, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !26

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n93, label %noise.done.us, label %feature.body20.us.preheader

feature.body20.us.preheader:                      ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature2237.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec82, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg255 = or disjoint i64 %feature2237.us.ph, 1
  br i1 %lcmp.mod253.not, label %feature.body20.us.prol.loopexit, label %feature.body20.us.prol

feature.body20.us.prol:                           ; preds = %feature.body20.us.preheader
  %567 = getelementptr inbounds float, ptr %59, i64 %feature2237.us.ph
  %568 = load float, ptr %567, align 4
  %569 = getelementptr inbounds float, ptr %60, i64 %feature2237.us.ph
  %570 = load float, ptr %569, align 4
  %571 = fsub float %568, %570
  %572 = fmul float %571, 2.000000e+00
  %573 = fmul float %572, 5.000000e-01
  %popcount23.us.prol = tail call range(i64 0, 62) i64 @llvm.ctpop.i64(i64 %feature2237.us.ph)
  %574 = icmp eq i64 %popcount23.us.prol, 2
  %grade24.us.prol = select i1 %574, float 1.000000e+00, float 0.000000e+00
  %575 = fmul float %grade24.us.prol, %573
  %576 = fmul float %eta, %575
  %577 = fsub float %568, %576
  %578 = fmul float %grade24.us.prol, %577
  store float %578, ptr %567, align 4
  %579 = or disjoint i64 %feature2237.us.ph, 1
  br label %feature.body20.us.prol.loopexit

feature.body20.us.prol.loopexit:                  ; preds = %feature.body20.us.prol, %feature.body20.us.preheader
  %feature2237.us.unr = phi i64 [ %feature2237.us.ph, %feature.body20.us.preheader ], [ %579, %feature.body20.us.prol ]
  %580 = icmp eq i64 %n_features, %.neg255
  br i1 %580, label %noise.done.us, label %feature.body20.us

feature.body10.us:                                ; preds = %feature.body10.us.prol.loopexit, %feature.body10.us
  %feature1236.us = phi i64 [ %616, %feature.body10.us ], [ %feature1236.us.unr, %feature.body10.us.prol.loopexit ]
  %581 = getelementptr inbounds float, ptr %59, i64 %feature1236.us
  %582 = load float, ptr %581, align 4
  %583 = getelementptr inbounds float, ptr %60, i64 %feature1236.us
  %584 = load float, ptr %583, align 4
  %585 = fsub float %582, %584
  %586 = fmul float %585, 2.000000e+00
  %587 = fmul float %586, 5.000000e-01
  %popcount13.us = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature1236.us)
  %588 = icmp eq i64 %popcount13.us, 2
  %grade14.us = select i1 %588, float 1.000000e+00, float 0.000000e+00
  %589 = fmul float %grade14.us, %587
  %590 = fmul float %eta, %589
  %591 = fsub float %582, %590
  %592 = getelementptr inbounds float, ptr %17, i64 %feature1236.us
  %593 = load float, ptr %592, align 4
  %594 = fmul float %grade14.us, %593
  %595 = fmul float %noise_scale3.us, %594
  %596 = fadd float %595, %591
  %597 = fmul float %grade14.us, %596
  store float %597, ptr %581, align 4
  %598 = add nuw i64 %feature1236.us, 1
  %599 = getelementptr inbounds float, ptr %59, i64 %598
  %600 = load float, ptr %599, align 4
  %601 = getelementptr inbounds float, ptr %60, i64 %598
  %602 = load float, ptr %601, align 4
  %603 = fsub float %600, %602
  %604 = fmul float %603, 2.000000e+00
  %605 = fmul float %604, 5.000000e-01
  %popcount13.us.1 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %598)
  %606 = icmp eq i64 %popcount13.us.1, 2
  %grade14.us.1 = select i1 %606, float 1.000000e+00, float 0.000000e+00
  %607 = fmul float %grade14.us.1, %605
  %608 = fmul float %eta, %607
  %609 = fsub float %600, %608
  %610 = getelementptr inbounds float, ptr %17, i64 %598
  %611 = load float, ptr %610, align 4
  %612 = fmul float %grade14.us.1, %611
  %613 = fmul float %noise_scale3.us, %612
  %614 = fadd float %613, %609
  %615 = fmul float %grade14.us.1, %614
  store float %615, ptr %599, align 4
  %616 = add nuw i64 %feature1236.us, 2
  %exitcond52.not.1 = icmp eq i64 %616, %n_features
  br i1 %exitcond52.not.1, label %noise.done.us, label %feature.body10.us, !llvm.loop !27

noise.done.us:                                    ; preds = %feature.body10.us.prol.loopexit, %feature.body10.us, %feature.body20.us.prol.loopexit, %feature.body20.us, %middle.block123, %middle.block, %vec.epilog.middle.block, %philox.header.preheader.us, %draw.done.us
  %t_next.us = fmul float %anneal_ratio, %temperature1.038.us
  %617 = add nuw i64 %step39.us, 1
  %exitcond54.not = icmp eq i64 %617, %steps
  br i1 %exitcond54.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body20.us:                                ; preds = %feature.body20.us.prol.loopexit, %feature.body20.us
  %feature2237.us = phi i64 [ %643, %feature.body20.us ], [ %feature2237.us.unr, %feature.body20.us.prol.loopexit ]
  %618 = getelementptr inbounds float, ptr %59, i64 %feature2237.us
  %619 = load float, ptr %618, align 4
  %620 = getelementptr inbounds float, ptr %60, i64 %feature2237.us
  %621 = load float, ptr %620, align 4
  %622 = fsub float %619, %621
  %623 = fmul float %622, 2.000000e+00
  %624 = fmul float %623, 5.000000e-01
  %popcount23.us = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature2237.us)
  %625 = icmp eq i64 %popcount23.us, 2
  %grade24.us = select i1 %625, float 1.000000e+00, float 0.000000e+00
  %626 = fmul float %grade24.us, %624
  %627 = fmul float %eta, %626
  %628 = fsub float %619, %627
  %629 = fmul float %grade24.us, %628
  store float %629, ptr %618, align 4
  %630 = add nuw i64 %feature2237.us, 1
  %631 = getelementptr inbounds float, ptr %59, i64 %630
  %632 = load float, ptr %631, align 4
  %633 = getelementptr inbounds float, ptr %60, i64 %630
  %634 = load float, ptr %633, align 4
  %635 = fsub float %632, %634
  %636 = fmul float %635, 2.000000e+00
  %637 = fmul float %636, 5.000000e-01
  %popcount23.us.1 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %630)
  %638 = icmp eq i64 %popcount23.us.1, 2
  %grade24.us.1 = select i1 %638, float 1.000000e+00, float 0.000000e+00
  %639 = fmul float %grade24.us.1, %637
  %640 = fmul float %eta, %639
  %641 = fsub float %632, %640
  %642 = fmul float %grade24.us.1, %641
  store float %642, ptr %631, align 4
  %643 = add nuw i64 %feature2237.us, 2
  %exitcond53.not.1 = icmp eq i64 %643, %n_features
  br i1 %exitcond53.not.1, label %noise.done.us, label %feature.body20.us, !llvm.loop !28

fold_tail.body.us:                                ; preds = %fold_tail.body.us.preheader, %fold_tail.body.us
  %fold_tail35.us = phi i64 [ %675, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %fold_value.034.us = phi float [ %674, %fold_tail.body.us ], [ 0.000000e+00, %fold_tail.body.us.preheader ]
  %niter = phi i64 [ %niter.next.7, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %644 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail35.us
  %645 = load float, ptr %644, align 4
  %646 = fadd float %fold_value.034.us, %645
  %647 = getelementptr float, ptr %scratch, i64 %fold_tail35.us
  %648 = getelementptr i8, ptr %647, i64 4
  %649 = load float, ptr %648, align 4
  %650 = fadd float %646, %649
  %651 = getelementptr float, ptr %scratch, i64 %fold_tail35.us
  %652 = getelementptr i8, ptr %651, i64 8
  %653 = load float, ptr %652, align 4
  %654 = fadd float %650, %653
  %655 = getelementptr float, ptr %scratch, i64 %fold_tail35.us
  %656 = getelementptr i8, ptr %655, i64 12
  %657 = load float, ptr %656, align 4
  %658 = fadd float %654, %657
  %659 = getelementptr float, ptr %scratch, i64 %fold_tail35.us
  %660 = getelementptr i8, ptr %659, i64 16
  %661 = load float, ptr %660, align 4
  %662 = fadd float %658, %661
  %663 = getelementptr float, ptr %scratch, i64 %fold_tail35.us
  %664 = getelementptr i8, ptr %663, i64 20
  %665 = load float, ptr %664, align 4
  %666 = fadd float %662, %665
  %667 = getelementptr float, ptr %scratch, i64 %fold_tail35.us
  %668 = getelementptr i8, ptr %667, i64 24
  %669 = load float, ptr %668, align 4
  %670 = fadd float %666, %669
  %671 = getelementptr float, ptr %scratch, i64 %fold_tail35.us
  %672 = getelementptr i8, ptr %671, i64 28
  %673 = load float, ptr %672, align 4
  %674 = fadd float %670, %673
  %675 = add nuw i64 %fold_tail35.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold_tail.exit.us.thread.unr-lcssa, label %fold_tail.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature33.us = phi i64 [ %707, %feature.body.us ], [ %feature33.us.unr, %feature.body.us.prol.loopexit ]
  %676 = getelementptr inbounds float, ptr %59, i64 %feature33.us
  %677 = load float, ptr %676, align 4
  %popcount.us = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature33.us)
  %678 = icmp eq i64 %popcount.us, 2
  %grade.us = select i1 %678, float 1.000000e+00, float 0.000000e+00
  %679 = fmul float %grade.us, %677
  %680 = fsub float %677, %679
  %681 = fmul float %680, %680
  %682 = getelementptr inbounds float, ptr %scratch, i64 %feature33.us
  store float %681, ptr %682, align 4
  %683 = add nuw i64 %feature33.us, 1
  %684 = getelementptr inbounds float, ptr %59, i64 %683
  %685 = load float, ptr %684, align 4
  %popcount.us.1 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %683)
  %686 = icmp eq i64 %popcount.us.1, 2
  %grade.us.1 = select i1 %686, float 1.000000e+00, float 0.000000e+00
  %687 = fmul float %grade.us.1, %685
  %688 = fsub float %685, %687
  %689 = fmul float %688, %688
  %690 = getelementptr inbounds float, ptr %scratch, i64 %683
  store float %689, ptr %690, align 4
  %691 = add nuw i64 %feature33.us, 2
  %692 = getelementptr inbounds float, ptr %59, i64 %691
  %693 = load float, ptr %692, align 4
  %popcount.us.2 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %691)
  %694 = icmp eq i64 %popcount.us.2, 2
  %grade.us.2 = select i1 %694, float 1.000000e+00, float 0.000000e+00
  %695 = fmul float %grade.us.2, %693
  %696 = fsub float %693, %695
  %697 = fmul float %696, %696
  %698 = getelementptr inbounds float, ptr %scratch, i64 %691
  store float %697, ptr %698, align 4
  %699 = add nuw i64 %feature33.us, 3
  %700 = getelementptr inbounds float, ptr %59, i64 %699
  %701 = load float, ptr %700, align 4
  %popcount.us.3 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %699)
  %702 = icmp eq i64 %popcount.us.3, 2
  %grade.us.3 = select i1 %702, float 1.000000e+00, float 0.000000e+00
  %703 = fmul float %grade.us.3, %701
  %704 = fsub float %701, %703
  %705 = fmul float %704, %704
  %706 = getelementptr inbounds float, ptr %scratch, i64 %699
  store float %705, ptr %706, align 4
  %707 = add nuw i64 %feature33.us, 4
  %exitcond50.not.3 = icmp eq i64 %707, %n_features
  br i1 %exitcond50.not.3, label %fold_tail.body.us.preheader, label %feature.body.us, !llvm.loop !29

philox.header.preheader.us:                       ; preds = %step.body.us
  br i1 %.not41, label %noise.done.us, label %philox.body.lr.ph.us

philox.body.lr.ph.us:                             ; preds = %philox.header.preheader.us
  %708 = lshr i64 %key1_step.us, 32
  %709 = mul nuw i64 %708, 3449720151
  %710 = lshr i64 %709, 32
  %711 = xor i64 %key0, %710
  %712 = xor i64 %711, %key1_step.us
  %713 = and i64 %712, 4294967295
  %714 = mul nuw i64 %713, 3528531795
  %715 = lshr i64 %714, 32
  %716 = xor i64 %715, %21
  br i1 %min.iters.check185, label %philox.body.us.preheader, label %vector.ph186

vector.ph186:                                     ; preds = %philox.body.lr.ph.us
  %broadcast.splatinsert193 = insertelement <8 x i64> poison, i64 %716, i64 0
  %broadcast.splat194 = shufflevector <8 x i64> %broadcast.splatinsert193, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %709, %20
  %.scalar239 = and i64 %.scalar, 4294967295
  %717 = insertelement <8 x i64> poison, i64 %.scalar239, i64 0
  %.masked = shufflevector <8 x i64> %717, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar240 = xor i64 %714, %23
  %.scalar241 = and i64 %.scalar240, 4294967295
  %718 = insertelement <8 x i64> poison, i64 %.scalar241, i64 0
  %.masked237 = shufflevector <8 x i64> %718, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body229

vector.body229:                                   ; preds = %vector.body229, %vector.ph186
  %index230 = phi i64 [ 0, %vector.ph186 ], [ %index.next232, %vector.body229 ]
  %vec.ind231 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph186 ], [ %vec.ind.next233, %vector.body229 ]
  %719 = add <8 x i64> %vec.ind231, %broadcast.splat196
  %720 = and <8 x i64> %719, splat (i64 4294967295)
  %721 = mul nuw <8 x i64> %720, splat (i64 3528531795)
  %722 = xor <8 x i64> %719, %broadcast.splat198
  %723 = xor <8 x i64> %722, %721
  %724 = lshr <8 x i64> %723, splat (i64 32)
  %725 = mul nuw <8 x i64> %724, splat (i64 3449720151)
  %726 = lshr <8 x i64> %725, splat (i64 32)
  %727 = xor <8 x i64> %broadcast.splat194, %721
  %728 = xor <8 x i64> %.masked, %726
  %729 = mul nuw <8 x i64> %728, splat (i64 3528531795)
  %730 = and <8 x i64> %727, splat (i64 4294967295)
  %731 = mul nuw <8 x i64> %730, splat (i64 3449720151)
  %732 = lshr <8 x i64> %729, splat (i64 32)
  %733 = lshr <8 x i64> %731, splat (i64 32)
  %734 = xor <8 x i64> %733, %broadcast.splat202
  %735 = xor <8 x i64> %734, %725
  %736 = and <8 x i64> %735, splat (i64 4294967295)
  %737 = mul nuw <8 x i64> %736, splat (i64 3528531795)
  %738 = xor <8 x i64> %.masked237, %732
  %739 = mul nuw <8 x i64> %738, splat (i64 3449720151)
  %740 = lshr <8 x i64> %737, splat (i64 32)
  %741 = lshr <8 x i64> %739, splat (i64 32)
  %742 = xor <8 x i64> %broadcast.splat206, %741
  %743 = xor <8 x i64> %742, %731
  %744 = xor <8 x i64> %740, %broadcast.splat208
  %745 = xor <8 x i64> %744, %729
  %746 = and <8 x i64> %743, splat (i64 4294967295)
  %747 = mul nuw <8 x i64> %746, splat (i64 3528531795)
  %748 = and <8 x i64> %745, splat (i64 4294967295)
  %749 = mul nuw <8 x i64> %748, splat (i64 3449720151)
  %750 = lshr <8 x i64> %747, splat (i64 32)
  %751 = lshr <8 x i64> %749, splat (i64 32)
  %752 = xor <8 x i64> %751, %broadcast.splat210
  %753 = xor <8 x i64> %752, %739
  %754 = xor <8 x i64> %broadcast.splat212, %750
  %755 = xor <8 x i64> %754, %737
  %756 = and <8 x i64> %753, splat (i64 4294967295)
  %757 = mul nuw <8 x i64> %756, splat (i64 3528531795)
  %758 = and <8 x i64> %755, splat (i64 4294967295)
  %759 = mul nuw <8 x i64> %758, splat (i64 3449720151)
  %760 = lshr <8 x i64> %757, splat (i64 32)
  %761 = lshr <8 x i64> %759, splat (i64 32)
  %762 = xor <8 x i64> %broadcast.splat214, %761
  %763 = xor <8 x i64> %762, %749
  %764 = xor <8 x i64> %760, %broadcast.splat216
  %765 = xor <8 x i64> %764, %747
  %766 = and <8 x i64> %763, splat (i64 4294967295)
  %767 = mul nuw <8 x i64> %766, splat (i64 3528531795)
  %768 = and <8 x i64> %765, splat (i64 4294967295)
  %769 = mul nuw <8 x i64> %768, splat (i64 3449720151)
  %770 = lshr <8 x i64> %767, splat (i64 32)
  %771 = lshr <8 x i64> %769, splat (i64 32)
  %772 = xor <8 x i64> %771, %broadcast.splat218
  %773 = xor <8 x i64> %772, %759
  %774 = xor <8 x i64> %broadcast.splat220, %770
  %775 = xor <8 x i64> %774, %757
  %776 = and <8 x i64> %773, splat (i64 4294967295)
  %777 = mul nuw <8 x i64> %776, splat (i64 3528531795)
  %778 = and <8 x i64> %775, splat (i64 4294967295)
  %779 = mul nuw <8 x i64> %778, splat (i64 3449720151)
  %780 = lshr <8 x i64> %777, splat (i64 32)
  %781 = lshr <8 x i64> %779, splat (i64 32)
  %782 = xor <8 x i64> %broadcast.splat222, %781
  %783 = xor <8 x i64> %782, %769
  %784 = xor <8 x i64> %780, %broadcast.splat224
  %785 = xor <8 x i64> %784, %767
  %786 = and <8 x i64> %783, splat (i64 4294967295)
  %787 = mul nuw <8 x i64> %786, splat (i64 3528531795)
  %788 = lshr <8 x i64> %787, splat (i64 32)
  %789 = trunc <8 x i64> %785 to <8 x i32>
  %790 = mul <8 x i32> %789, splat (i32 -845247145)
  %791 = xor <8 x i64> %broadcast.splat226, %788
  %792 = xor <8 x i64> %791, %777
  %793 = and <8 x i64> %792, splat (i64 4294967295)
  %794 = mul nuw <8 x i64> %793, splat (i64 3449720151)
  %795 = lshr <8 x i64> %794, splat (i64 32)
  %796 = trunc nuw <8 x i64> %795 to <8 x i32>
  %797 = trunc <8 x i64> %794 to <8 x i32>
  %798 = xor <8 x i32> %790, %broadcast.splat228
  %799 = xor <8 x i32> %798, %796
  %800 = getelementptr inbounds float, ptr %17, i64 %index230
  store <8 x i32> %799, ptr %800, align 4
  %801 = getelementptr inbounds float, ptr %scratch, i64 %index230
  store <8 x i32> %797, ptr %801, align 4
  %index.next232 = add nuw i64 %index230, 8
  %vec.ind.next233 = add nuw <8 x i64> %vec.ind231, splat (i64 8)
  %802 = icmp eq i64 %index.next232, %n.vec188
  br i1 %802, label %middle.block234, label %vector.body229, !llvm.loop !30

middle.block234:                                  ; preds = %vector.body229
  br i1 %cmp.n235, label %noise.body.us.preheader, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %philox.body.lr.ph.us, %middle.block234
  %philox31.us.ph = phi i64 [ 0, %philox.body.lr.ph.us ], [ %n.vec188, %middle.block234 ]
  %invariant.op = xor i64 %20, %709
  %invariant.op260 = xor i64 %23, %714
  br label %philox.body.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done.us
  %803 = add nuw i64 %row40.us, 1
  %exitcond55.not = icmp eq i64 %803, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond55.not, label %row.exit, label %row.body.us

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.us, %row.body.lr.ph, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.ctpop.v8i64(<8 x i64>) #2

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
!6 = !{!"branch_weights", i32 8, i32 24}
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
!20 = !{!21}
!21 = distinct !{!21, !22}
!22 = distinct !{!22, !"LVerDomain"}
!23 = !{!24}
!24 = distinct !{!24, !22}
!25 = distinct !{!25, !2, !1}
!26 = distinct !{!26, !2, !1}
!27 = distinct !{!27, !2}
!28 = distinct !{!28, !2}
!29 = distinct !{!29, !2}
!30 = distinct !{!30, !2, !1}
