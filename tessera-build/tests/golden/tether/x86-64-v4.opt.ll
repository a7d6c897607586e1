; ModuleID = 'tether'
source_filename = "tether.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_tether_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %state141 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %input_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %scratch = load ptr, ptr %1, align 8
  %scratch140 = ptrtoint ptr %scratch to i64
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
  %.not28 = icmp eq i64 %n_features, 0
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
  %scevgep85 = getelementptr i8, ptr %scratch, i64 %42
  %43 = mul i64 %row_begin, %n_features
  %44 = shl i64 %43, 2
  %45 = add i64 %44, %state141
  %46 = sub i64 %scratch140, %45
  %47 = mul i64 %n_features, -4
  %48 = add i64 %n_features, -1
  %min.iters.check186 = icmp ult i64 %n_features, 8
  %n.vec189 = and i64 %n_features, -8
  %broadcast.splatinsert198 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat199 = shufflevector <8 x i64> %broadcast.splatinsert198, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert202 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat203 = shufflevector <8 x i64> %broadcast.splatinsert202, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert206 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat207 = shufflevector <8 x i64> %broadcast.splatinsert206, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert208 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat209 = shufflevector <8 x i64> %broadcast.splatinsert208, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert210 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat211 = shufflevector <8 x i64> %broadcast.splatinsert210, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert212 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat213 = shufflevector <8 x i64> %broadcast.splatinsert212, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert214 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat215 = shufflevector <8 x i64> %broadcast.splatinsert214, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert216 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat217 = shufflevector <8 x i64> %broadcast.splatinsert216, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert218 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat219 = shufflevector <8 x i64> %broadcast.splatinsert218, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert220 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat221 = shufflevector <8 x i64> %broadcast.splatinsert220, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert222 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat223 = shufflevector <8 x i64> %broadcast.splatinsert222, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert224 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat225 = shufflevector <8 x i64> %broadcast.splatinsert224, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert226 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat227 = shufflevector <8 x i64> %broadcast.splatinsert226, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert228 = insertelement <8 x i32> poison, i32 %34, i64 0
  %broadcast.splat229 = shufflevector <8 x i32> %broadcast.splatinsert228, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n234 = icmp eq i64 %n_features, %n.vec189
  %min.iters.check173 = icmp ult i64 %n_features, 8
  %n.vec176 = and i64 %n_features, -8
  %cmp.n183 = icmp eq i64 %n_features, %n.vec176
  %min.iters.check142 = icmp ult i64 %n_features, 4
  %min.iters.check145 = icmp ult i64 %n_features, 32
  %n.mod.vf148 = and i64 %n_features, 28
  %n.vec149 = and i64 %n_features, -32
  %cmp.n158 = icmp eq i64 %n_features, %n.vec149
  %min.epilog.iters.check162 = icmp eq i64 %n.mod.vf148, 0
  %n.vec165 = and i64 %n_features, -4
  %cmp.n171 = icmp eq i64 %n_features, %n.vec165
  %xtraiter243 = and i64 %n_features, 7
  %49 = icmp ult i64 %48, 7
  %unroll_iter = and i64 %n_features, -8
  %lcmp.mod244.not = icmp eq i64 %xtraiter243, 0
  %lcmp.mod246 = icmp ne i64 %xtraiter243, 0
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check95 = icmp ult i64 %n_features, 16
  %n.mod.vf98 = and i64 %n_features, 12
  %n.vec99 = and i64 %n_features, -16
  %broadcast.splatinsert102 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat103 = shufflevector <8 x float> %broadcast.splatinsert102, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n116 = icmp eq i64 %n_features, %n.vec99
  %min.epilog.iters.check120 = icmp eq i64 %n.mod.vf98, 0
  %n.vec123 = and i64 %n_features, -4
  %broadcast.splatinsert126 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat127 = shufflevector <4 x float> %broadcast.splatinsert126, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n137 = icmp eq i64 %n_features, %n.vec123
  %xtraiter247 = and i64 %n_features, 1
  %lcmp.mod248.not = icmp eq i64 %xtraiter247, 0
  %min.iters.check59 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert60 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat61 = shufflevector <8 x float> %broadcast.splatinsert60, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec70 = and i64 %n_features, -4
  %broadcast.splatinsert73 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat74 = shufflevector <4 x float> %broadcast.splatinsert73, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n79 = icmp eq i64 %n_features, %n.vec70
  %xtraiter250 = and i64 %n_features, 1
  %lcmp.mod251.not = icmp eq i64 %xtraiter250, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row27.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %792, %step.header.step.exit_crit_edge.us ]
  %50 = mul i64 %47, %indvar
  %51 = add i64 %46, %50
  %52 = mul i64 %41, %indvar
  %53 = add i64 %36, %52
  %scevgep81 = getelementptr i8, ptr %state, i64 %53
  %54 = add i64 %40, %52
  %scevgep82 = getelementptr i8, ptr %state, i64 %54
  %scevgep83 = getelementptr i8, ptr %input_0, i64 %53
  %scevgep84 = getelementptr i8, ptr %input_0, i64 %54
  %55 = mul i64 %37, %indvar
  %56 = add i64 %36, %55
  %scevgep = getelementptr i8, ptr %state, i64 %56
  %57 = add i64 %40, %55
  %scevgep56 = getelementptr i8, ptr %state, i64 %57
  %scevgep57 = getelementptr i8, ptr %input_0, i64 %56
  %scevgep58 = getelementptr i8, ptr %input_0, i64 %57
  %row_offset.us = mul i64 %row27.us, %n_features
  %58 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %59 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert196 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat197 = shufflevector <8 x i64> %broadcast.splatinsert196, <8 x i64> poison, <8 x i32> zeroinitializer
  %diff.check = icmp ult i64 %51, 128
  %or.cond = select i1 %min.iters.check142, i1 true, i1 %diff.check
  %bound086 = icmp ult ptr %scevgep81, %scevgep84
  %bound187 = icmp ult ptr %scevgep83, %scevgep82
  %found.conflict88 = and i1 %bound086, %bound187
  %bound089 = icmp ult ptr %scevgep81, %scevgep85
  %bound190 = icmp ult ptr %16, %scevgep82
  %found.conflict91 = and i1 %bound089, %bound190
  %conflict.rdx = or i1 %found.conflict88, %found.conflict91
  %bound0 = icmp ult ptr %scevgep, %scevgep58
  %bound1 = icmp ult ptr %scevgep57, %scevgep56
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done.us
  %step26.us = phi i64 [ 0, %row.body.us ], [ %598, %noise.done.us ]
  %temperature1.025.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done.us ]
  %60 = fmul float %two_eta, %temperature1.025.us
  %61 = fcmp ogt float %60, 0.000000e+00
  %62 = tail call float @llvm.sqrt.f32(float %60)
  %63 = select i1 %61, float %62, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %63
  %key1_step.us = add i64 %step26.us, %key1
  br i1 %draw.not, label %draw.done.us, label %philox.header.preheader.us

noise.body.us:                                    ; preds = %noise.body.us.preheader242, %noise.body.us
  %noise19.us = phi i64 [ %192, %noise.body.us ], [ %noise19.us.ph, %noise.body.us.preheader242 ]
  %64 = getelementptr inbounds float, ptr %16, i64 %noise19.us
  %w0.us = load i32, ptr %64, align 4
  %65 = getelementptr inbounds float, ptr %scratch, i64 %noise19.us
  %w1.us = load i32, ptr %65, align 4
  %66 = uitofp i32 %w0.us to double
  %67 = fadd double %66, 5.000000e-01
  %68 = fmul double %67, 0x3DF0000000000000
  %69 = uitofp i32 %w1.us to double
  %70 = fadd double %69, 5.000000e-01
  %71 = fmul double %70, 0x3DF0000000000000
  %72 = bitcast double %68 to i64
  %73 = lshr i64 %72, 32
  %74 = add nuw nsw i64 %73, 614242
  %75 = lshr i64 %74, 20
  %76 = add nsw i64 %75, -1023
  %77 = shl nuw i64 %74, 32
  %78 = and i64 %77, 4503595332403200
  %79 = add nuw nsw i64 %78, 4604544269498187776
  %80 = and i64 %72, 4294967295
  %81 = or disjoint i64 %79, %80
  %82 = bitcast i64 %81 to double
  %83 = fadd double %82, -1.000000e+00
  %84 = fmul double %83, 5.000000e-01
  %85 = fmul double %83, %84
  %86 = fadd double %83, 2.000000e+00
  %87 = fdiv double %83, %86
  %88 = fmul double %87, %87
  %89 = fmul double %88, %88
  %90 = fmul double %89, 0x3FC2F112DF3E5244
  %91 = fadd double %90, 0x3FC7466496CB03DE
  %92 = insertelement <2 x double> poison, double %89, i64 0
  %93 = shufflevector <2 x double> %92, <2 x double> poison, <2 x i32> zeroinitializer
  %94 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %91, i64 1
  %95 = fmul <2 x double> %93, %94
  %96 = fadd <2 x double> %95, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %97 = fmul <2 x double> %93, %96
  %98 = fadd <2 x double> %97, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %99 = insertelement <2 x double> %92, double %88, i64 1
  %100 = fmul <2 x double> %99, %98
  %shift = shufflevector <2 x double> %100, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %100, %shift
  %101 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %102 = sitofp i64 %76 to double
  %103 = fadd double %85, %101
  %104 = fmul double %87, %103
  %105 = fmul double %102, 0x3DEA39EF35793C76
  %106 = fadd double %105, %104
  %107 = fsub double %106, %85
  %108 = fadd double %83, %107
  %109 = fmul double %102, 0x3FE62E42FEE00000
  %110 = fadd double %109, %108
  %111 = fmul double %110, -2.000000e+00
  %112 = tail call double @llvm.sqrt.f64(double %111)
  %113 = fmul double %71, 0x401921FB54442D18
  %114 = fmul double %113, 0x3FE45F306DC9C883
  %115 = fadd double %114, 0x4338000000000000
  %116 = bitcast double %115 to i64
  %117 = fadd double %115, 0xC338000000000000
  %118 = fmul double %117, 0x3FF921FB54400000
  %119 = fsub double %113, %118
  %120 = fmul double %117, 0x3DD0B4611A626331
  %121 = fmul double %117, 0x3DD0B4611A600000
  %122 = fsub double %119, %121
  %123 = fmul double %117, 0x3BA3198A2E037073
  %124 = fsub double %119, %122
  %125 = fsub double %124, %121
  %126 = fsub double %123, %125
  %127 = fsub double %119, %120
  %128 = insertelement <2 x double> poison, double %127, i64 0
  %129 = insertelement <2 x double> %128, double %113, i64 1
  %130 = bitcast <2 x double> %129 to <2 x i64>
  %131 = lshr <2 x i64> %130, splat (i64 52)
  %132 = and <2 x i64> %131, splat (i64 2047)
  %133 = extractelement <2 x i64> %132, i64 0
  %134 = add nuw nsw i64 %133, 16
  %135 = extractelement <2 x i64> %132, i64 1
  %136 = icmp samesign ult i64 %134, %135
  %137 = select i1 %136, double %122, double %119
  %138 = select i1 %136, double %126, double %120
  %139 = fsub double %137, %138
  %140 = fsub double %137, %139
  %141 = fsub double %140, %138
  %142 = fmul double %139, %139
  %143 = fmul double %142, %142
  %144 = fmul double %142, 0x3EFA01A019CB1590
  %145 = fadd double %144, 0xBF56C16C16C15177
  %146 = fmul double %142, %145
  %147 = fadd double %146, 0x3FA555555555554C
  %148 = fmul double %142, %147
  %149 = fmul double %142, 0x3DA8FAE9BE8838D4
  %150 = fsub double 0x3E21EE9EBDB4B1C4, %149
  %151 = fmul double %142, %150
  %152 = fadd double %151, 0xBE927E4F809C52AD
  %153 = fmul double %143, %143
  %154 = fmul double %153, %152
  %155 = fadd double %148, %154
  %156 = fmul double %142, 5.000000e-01
  %157 = fsub double 1.000000e+00, %156
  %158 = fsub double 1.000000e+00, %157
  %159 = fsub double %158, %156
  %160 = fmul double %142, %155
  %161 = fmul double %139, %141
  %162 = fsub double %160, %161
  %163 = fadd double %159, %162
  %164 = fadd double %157, %163
  %165 = fmul double %142, 0x3EC71DE357B1FE7D
  %166 = fadd double %165, 0xBF2A01A019C161D5
  %167 = fmul double %142, %166
  %168 = fadd double %167, 0x3F8111111110F8A6
  %169 = fmul double %142, 0x3DE5D93A5ACFD57C
  %170 = fadd double %169, 0xBE5AE5E68A2B9CEB
  %171 = fmul double %142, %143
  %172 = fmul double %171, %170
  %173 = fadd double %172, %168
  %174 = fmul double %139, %142
  %175 = fmul double %141, 5.000000e-01
  %176 = fmul double %174, %173
  %177 = fsub double %175, %176
  %178 = fmul double %142, %177
  %179 = fsub double %178, %141
  %180 = fmul double %174, 0x3FC5555555555549
  %181 = fadd double %179, %180
  %182 = fsub double %139, %181
  %183 = fneg double %164
  %184 = fneg double %182
  %185 = and i64 %116, 1
  %186 = and i64 %116, 2
  %.not.us = icmp eq i64 %185, 0
  %.not16.us = icmp eq i64 %186, 0
  %187 = select i1 %.not16.us, double %164, double %183
  %188 = select i1 %.not16.us, double %184, double %182
  %189 = select i1 %.not.us, double %187, double %188
  %190 = fmul double %112, %189
  %191 = fptrunc double %190 to float
  store float %191, ptr %64, align 4
  %192 = add nuw i64 %noise19.us, 1
  %exitcond36.not = icmp eq i64 %192, %n_features
  br i1 %exitcond36.not, label %iter.check144, label %noise.body.us, !llvm.loop !0

philox.body.us:                                   ; preds = %philox.body.us.preheader, %philox.body.us
  %philox18.us = phi i64 [ %275, %philox.body.us ], [ %philox18.us.ph, %philox.body.us.preheader ]
  %element.us = add i64 %philox18.us, %row_offset.us
  %193 = and i64 %element.us, 4294967295
  %194 = mul nuw i64 %193, 3528531795
  %195 = xor i64 %element.us, %key0
  %196 = xor i64 %195, %194
  %197 = lshr i64 %196, 32
  %198 = mul nuw i64 %197, 3449720151
  %199 = lshr i64 %198, 32
  %.reass.reass = xor i64 %199, %invariant.op
  %200 = xor i64 %705, %194
  %201 = and i64 %.reass.reass, 4294967295
  %202 = mul nuw i64 %201, 3528531795
  %203 = and i64 %200, 4294967295
  %204 = mul nuw i64 %203, 3449720151
  %205 = lshr i64 %202, 32
  %206 = lshr i64 %204, 32
  %207 = xor i64 %206, %21
  %208 = xor i64 %207, %198
  %.reass54.reass = xor i64 %205, %invariant.op258
  %209 = and i64 %208, 4294967295
  %210 = mul nuw i64 %209, 3528531795
  %211 = and i64 %.reass54.reass, 4294967295
  %212 = mul nuw i64 %211, 3449720151
  %213 = lshr i64 %210, 32
  %214 = lshr i64 %212, 32
  %215 = xor i64 %23, %214
  %216 = xor i64 %215, %204
  %217 = xor i64 %213, %24
  %218 = xor i64 %217, %202
  %219 = and i64 %216, 4294967295
  %220 = mul nuw i64 %219, 3528531795
  %221 = and i64 %218, 4294967295
  %222 = mul nuw i64 %221, 3449720151
  %223 = lshr i64 %220, 32
  %224 = lshr i64 %222, 32
  %225 = xor i64 %224, %25
  %226 = xor i64 %225, %212
  %227 = xor i64 %26, %223
  %228 = xor i64 %227, %210
  %229 = and i64 %226, 4294967295
  %230 = mul nuw i64 %229, 3528531795
  %231 = and i64 %228, 4294967295
  %232 = mul nuw i64 %231, 3449720151
  %233 = lshr i64 %230, 32
  %234 = lshr i64 %232, 32
  %235 = xor i64 %27, %234
  %236 = xor i64 %235, %222
  %237 = xor i64 %233, %28
  %238 = xor i64 %237, %220
  %239 = and i64 %236, 4294967295
  %240 = mul nuw i64 %239, 3528531795
  %241 = and i64 %238, 4294967295
  %242 = mul nuw i64 %241, 3449720151
  %243 = lshr i64 %240, 32
  %244 = lshr i64 %242, 32
  %245 = xor i64 %244, %29
  %246 = xor i64 %245, %232
  %247 = xor i64 %30, %243
  %248 = xor i64 %247, %230
  %249 = and i64 %246, 4294967295
  %250 = mul nuw i64 %249, 3528531795
  %251 = and i64 %248, 4294967295
  %252 = mul nuw i64 %251, 3449720151
  %253 = lshr i64 %250, 32
  %254 = lshr i64 %252, 32
  %255 = xor i64 %31, %254
  %256 = xor i64 %255, %242
  %257 = xor i64 %253, %32
  %258 = xor i64 %257, %240
  %259 = and i64 %256, 4294967295
  %260 = mul nuw i64 %259, 3528531795
  %261 = lshr i64 %260, 32
  %262 = trunc i64 %258 to i32
  %263 = mul i32 %262, -845247145
  %264 = xor i64 %33, %261
  %265 = xor i64 %264, %250
  %266 = and i64 %265, 4294967295
  %267 = mul nuw i64 %266, 3449720151
  %268 = lshr i64 %267, 32
  %269 = trunc nuw i64 %268 to i32
  %270 = trunc i64 %267 to i32
  %271 = xor i32 %263, %269
  %272 = xor i32 %271, %34
  %273 = getelementptr inbounds float, ptr %16, i64 %philox18.us
  store i32 %272, ptr %273, align 4
  %274 = getelementptr inbounds float, ptr %scratch, i64 %philox18.us
  store i32 %270, ptr %274, align 4
  %275 = add nuw i64 %philox18.us, 1
  %exitcond.not = icmp eq i64 %275, %n_features
  br i1 %exitcond.not, label %noise.body.us.preheader, label %philox.body.us, !llvm.loop !3

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block233
  br i1 %min.iters.check173, label %noise.body.us.preheader242, label %vector.body177

vector.body177:                                   ; preds = %noise.body.us.preheader, %vector.body177
  %index178 = phi i64 [ %index.next181, %vector.body177 ], [ 0, %noise.body.us.preheader ]
  %276 = getelementptr inbounds float, ptr %16, i64 %index178
  %wide.load179 = load <8 x i32>, ptr %276, align 4
  %277 = getelementptr inbounds float, ptr %scratch, i64 %index178
  %wide.load180 = load <8 x i32>, ptr %277, align 4
  %278 = uitofp <8 x i32> %wide.load179 to <8 x double>
  %279 = fadd <8 x double> %278, splat (double 5.000000e-01)
  %280 = fmul <8 x double> %279, splat (double 0x3DF0000000000000)
  %281 = uitofp <8 x i32> %wide.load180 to <8 x double>
  %282 = fadd <8 x double> %281, splat (double 5.000000e-01)
  %283 = fmul <8 x double> %282, splat (double 0x3DF0000000000000)
  %284 = bitcast <8 x double> %280 to <8 x i64>
  %285 = lshr <8 x i64> %284, splat (i64 32)
  %286 = add nuw nsw <8 x i64> %285, splat (i64 614242)
  %287 = lshr <8 x i64> %286, splat (i64 20)
  %288 = add nsw <8 x i64> %287, splat (i64 -1023)
  %289 = shl nuw <8 x i64> %286, splat (i64 32)
  %290 = and <8 x i64> %289, splat (i64 4503595332403200)
  %291 = add nuw nsw <8 x i64> %290, splat (i64 4604544269498187776)
  %292 = and <8 x i64> %284, splat (i64 4294967295)
  %293 = or disjoint <8 x i64> %291, %292
  %294 = bitcast <8 x i64> %293 to <8 x double>
  %295 = fadd <8 x double> %294, splat (double -1.000000e+00)
  %296 = fmul <8 x double> %295, splat (double 5.000000e-01)
  %297 = fmul <8 x double> %295, %296
  %298 = fadd <8 x double> %295, splat (double 2.000000e+00)
  %299 = fdiv <8 x double> %295, %298
  %300 = fmul <8 x double> %299, %299
  %301 = fmul <8 x double> %300, %300
  %302 = fmul <8 x double> %301, splat (double 0x3FC39A09D078C69F)
  %303 = fadd <8 x double> %302, splat (double 0x3FCC71C51D8E78AF)
  %304 = fmul <8 x double> %301, %303
  %305 = fadd <8 x double> %304, splat (double 0x3FD999999997FA04)
  %306 = fmul <8 x double> %301, %305
  %307 = fmul <8 x double> %301, splat (double 0x3FC2F112DF3E5244)
  %308 = fadd <8 x double> %307, splat (double 0x3FC7466496CB03DE)
  %309 = fmul <8 x double> %301, %308
  %310 = fadd <8 x double> %309, splat (double 0x3FD2492494229359)
  %311 = fmul <8 x double> %301, %310
  %312 = fadd <8 x double> %311, splat (double 0x3FE5555555555593)
  %313 = fmul <8 x double> %300, %312
  %314 = fadd <8 x double> %306, %313
  %315 = sitofp <8 x i64> %288 to <8 x double>
  %316 = fadd <8 x double> %297, %314
  %317 = fmul <8 x double> %299, %316
  %318 = fmul <8 x double> %315, splat (double 0x3DEA39EF35793C76)
  %319 = fadd <8 x double> %318, %317
  %320 = fsub <8 x double> %319, %297
  %321 = fadd <8 x double> %295, %320
  %322 = fmul <8 x double> %315, splat (double 0x3FE62E42FEE00000)
  %323 = fadd <8 x double> %322, %321
  %324 = fmul <8 x double> %323, splat (double -2.000000e+00)
  %325 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %324)
  %326 = fmul <8 x double> %283, splat (double 0x401921FB54442D18)
  %327 = fmul <8 x double> %326, splat (double 0x3FE45F306DC9C883)
  %328 = fadd <8 x double> %327, splat (double 0x4338000000000000)
  %329 = bitcast <8 x double> %328 to <8 x i64>
  %330 = fadd <8 x double> %328, splat (double 0xC338000000000000)
  %331 = fmul <8 x double> %330, splat (double 0x3FF921FB54400000)
  %332 = fsub <8 x double> %326, %331
  %333 = fmul <8 x double> %330, splat (double 0x3DD0B4611A626331)
  %334 = fmul <8 x double> %330, splat (double 0x3DD0B4611A600000)
  %335 = fsub <8 x double> %332, %334
  %336 = fmul <8 x double> %330, splat (double 0x3BA3198A2E037073)
  %337 = fsub <8 x double> %332, %335
  %338 = fsub <8 x double> %337, %334
  %339 = fsub <8 x double> %336, %338
  %340 = fsub <8 x double> %332, %333
  %341 = bitcast <8 x double> %326 to <8 x i64>
  %342 = lshr <8 x i64> %341, splat (i64 52)
  %343 = and <8 x i64> %342, splat (i64 2047)
  %344 = bitcast <8 x double> %340 to <8 x i64>
  %345 = lshr <8 x i64> %344, splat (i64 52)
  %346 = and <8 x i64> %345, splat (i64 2047)
  %347 = add nuw nsw <8 x i64> %346, splat (i64 16)
  %348 = icmp samesign ult <8 x i64> %347, %343
  %349 = select <8 x i1> %348, <8 x double> %335, <8 x double> %332
  %350 = select <8 x i1> %348, <8 x double> %339, <8 x double> %333
  %351 = fsub <8 x double> %349, %350
  %352 = fsub <8 x double> %349, %351
  %353 = fsub <8 x double> %352, %350
  %354 = fmul <8 x double> %351, %351
  %355 = fmul <8 x double> %354, %354
  %356 = fmul <8 x double> %354, splat (double 0x3EFA01A019CB1590)
  %357 = fadd <8 x double> %356, splat (double 0xBF56C16C16C15177)
  %358 = fmul <8 x double> %354, %357
  %359 = fadd <8 x double> %358, splat (double 0x3FA555555555554C)
  %360 = fmul <8 x double> %354, %359
  %361 = fmul <8 x double> %354, splat (double 0x3DA8FAE9BE8838D4)
  %362 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %361
  %363 = fmul <8 x double> %354, %362
  %364 = fadd <8 x double> %363, splat (double 0xBE927E4F809C52AD)
  %365 = fmul <8 x double> %355, %355
  %366 = fmul <8 x double> %365, %364
  %367 = fadd <8 x double> %360, %366
  %368 = fmul <8 x double> %354, splat (double 5.000000e-01)
  %369 = fsub <8 x double> splat (double 1.000000e+00), %368
  %370 = fsub <8 x double> splat (double 1.000000e+00), %369
  %371 = fsub <8 x double> %370, %368
  %372 = fmul <8 x double> %354, %367
  %373 = fmul <8 x double> %351, %353
  %374 = fsub <8 x double> %372, %373
  %375 = fadd <8 x double> %371, %374
  %376 = fadd <8 x double> %369, %375
  %377 = fmul <8 x double> %354, splat (double 0x3EC71DE357B1FE7D)
  %378 = fadd <8 x double> %377, splat (double 0xBF2A01A019C161D5)
  %379 = fmul <8 x double> %354, %378
  %380 = fadd <8 x double> %379, splat (double 0x3F8111111110F8A6)
  %381 = fmul <8 x double> %354, splat (double 0x3DE5D93A5ACFD57C)
  %382 = fadd <8 x double> %381, splat (double 0xBE5AE5E68A2B9CEB)
  %383 = fmul <8 x double> %354, %355
  %384 = fmul <8 x double> %383, %382
  %385 = fadd <8 x double> %384, %380
  %386 = fmul <8 x double> %351, %354
  %387 = fmul <8 x double> %353, splat (double 5.000000e-01)
  %388 = fmul <8 x double> %386, %385
  %389 = fsub <8 x double> %387, %388
  %390 = fmul <8 x double> %354, %389
  %391 = fsub <8 x double> %390, %353
  %392 = fmul <8 x double> %386, splat (double 0x3FC5555555555549)
  %393 = fadd <8 x double> %391, %392
  %394 = fsub <8 x double> %351, %393
  %395 = fneg <8 x double> %376
  %396 = fneg <8 x double> %394
  %397 = and <8 x i64> %329, splat (i64 1)
  %398 = and <8 x i64> %329, splat (i64 2)
  %399 = icmp eq <8 x i64> %397, zeroinitializer
  %400 = icmp eq <8 x i64> %398, zeroinitializer
  %401 = select <8 x i1> %400, <8 x double> %376, <8 x double> %395
  %402 = select <8 x i1> %400, <8 x double> %396, <8 x double> %394
  %403 = select <8 x i1> %399, <8 x double> %401, <8 x double> %402
  %404 = fmul <8 x double> %325, %403
  %405 = fptrunc <8 x double> %404 to <8 x float>
  store <8 x float> %405, ptr %276, align 4
  %index.next181 = add nuw i64 %index178, 8
  %406 = icmp eq i64 %index.next181, %n.vec176
  br i1 %406, label %middle.block182, label %vector.body177, !llvm.loop !4

middle.block182:                                  ; preds = %vector.body177
  br i1 %cmp.n183, label %iter.check144, label %noise.body.us.preheader242

noise.body.us.preheader242:                       ; preds = %noise.body.us.preheader, %middle.block182
  %noise19.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec176, %middle.block182 ]
  br label %noise.body.us

draw.done.us:                                     ; preds = %step.body.us
  br i1 %.not28, label %noise.done.us, label %iter.check144

iter.check144:                                    ; preds = %noise.body.us, %middle.block182, %draw.done.us
  br i1 %or.cond, label %feature.body.us.preheader, label %vector.main.loop.iter.check146

vector.main.loop.iter.check146:                   ; preds = %iter.check144
  br i1 %min.iters.check145, label %vec.epilog.ph163, label %vector.body150

vector.body150:                                   ; preds = %vector.main.loop.iter.check146, %vector.body150
  %index151 = phi i64 [ %index.next156, %vector.body150 ], [ 0, %vector.main.loop.iter.check146 ]
  %407 = getelementptr inbounds float, ptr %58, i64 %index151
  %408 = getelementptr inbounds nuw i8, ptr %407, i64 32
  %409 = getelementptr inbounds nuw i8, ptr %407, i64 64
  %410 = getelementptr inbounds nuw i8, ptr %407, i64 96
  %wide.load152 = load <8 x float>, ptr %407, align 4
  %wide.load153 = load <8 x float>, ptr %408, align 4
  %wide.load154 = load <8 x float>, ptr %409, align 4
  %wide.load155 = load <8 x float>, ptr %410, align 4
  %411 = fmul <8 x float> %wide.load152, %wide.load152
  %412 = fmul <8 x float> %wide.load153, %wide.load153
  %413 = fmul <8 x float> %wide.load154, %wide.load154
  %414 = fmul <8 x float> %wide.load155, %wide.load155
  %415 = getelementptr inbounds float, ptr %scratch, i64 %index151
  %416 = getelementptr inbounds nuw i8, ptr %415, i64 32
  %417 = getelementptr inbounds nuw i8, ptr %415, i64 64
  %418 = getelementptr inbounds nuw i8, ptr %415, i64 96
  store <8 x float> %411, ptr %415, align 4
  store <8 x float> %412, ptr %416, align 4
  store <8 x float> %413, ptr %417, align 4
  store <8 x float> %414, ptr %418, align 4
  %index.next156 = add nuw i64 %index151, 32
  %419 = icmp eq i64 %index.next156, %n.vec149
  br i1 %419, label %middle.block157, label %vector.body150, !llvm.loop !5

middle.block157:                                  ; preds = %vector.body150
  br i1 %cmp.n158, label %fold_tail.body.us.preheader, label %vec.epilog.iter.check161

fold_tail.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block170, %middle.block157
  br i1 %49, label %fold_tail.body.us.epil.preheader, label %fold_tail.body.us

vec.epilog.iter.check161:                         ; preds = %middle.block157
  br i1 %min.epilog.iters.check162, label %feature.body.us.preheader, label %vec.epilog.ph163, !prof !6

vec.epilog.ph163:                                 ; preds = %vector.main.loop.iter.check146, %vec.epilog.iter.check161
  %vec.epilog.resume.val159 = phi i64 [ %n.vec149, %vec.epilog.iter.check161 ], [ 0, %vector.main.loop.iter.check146 ]
  br label %vec.epilog.vector.body166

vec.epilog.vector.body166:                        ; preds = %vec.epilog.vector.body166, %vec.epilog.ph163
  %index167 = phi i64 [ %vec.epilog.resume.val159, %vec.epilog.ph163 ], [ %index.next169, %vec.epilog.vector.body166 ]
  %420 = getelementptr inbounds float, ptr %58, i64 %index167
  %wide.load168 = load <4 x float>, ptr %420, align 4
  %421 = fmul <4 x float> %wide.load168, %wide.load168
  %422 = getelementptr inbounds float, ptr %scratch, i64 %index167
  store <4 x float> %421, ptr %422, align 4
  %index.next169 = add nuw i64 %index167, 4
  %423 = icmp eq i64 %index.next169, %n.vec165
  br i1 %423, label %vec.epilog.middle.block170, label %vec.epilog.vector.body166, !llvm.loop !7

vec.epilog.middle.block170:                       ; preds = %vec.epilog.vector.body166
  br i1 %cmp.n171, label %fold_tail.body.us.preheader, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check144, %vec.epilog.iter.check161, %vec.epilog.middle.block170
  %feature20.us.ph = phi i64 [ 0, %iter.check144 ], [ %n.vec149, %vec.epilog.iter.check161 ], [ %n.vec165, %vec.epilog.middle.block170 ]
  %424 = sub i64 %n_features, %feature20.us.ph
  %425 = sub i64 %48, %feature20.us.ph
  %xtraiter = and i64 %424, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader, %feature.body.us.prol
  %feature20.us.prol = phi i64 [ %430, %feature.body.us.prol ], [ %feature20.us.ph, %feature.body.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body.us.prol ], [ 0, %feature.body.us.preheader ]
  %426 = getelementptr inbounds float, ptr %58, i64 %feature20.us.prol
  %427 = load float, ptr %426, align 4
  %428 = fmul float %427, %427
  %429 = getelementptr inbounds float, ptr %scratch, i64 %feature20.us.prol
  store float %428, ptr %429, align 4
  %430 = add nuw i64 %feature20.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol, !llvm.loop !8

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature20.us.unr = phi i64 [ %feature20.us.ph, %feature.body.us.preheader ], [ %430, %feature.body.us.prol ]
  %431 = icmp ult i64 %425, 7
  br i1 %431, label %fold_tail.body.us.preheader, label %feature.body.us

fold_tail.exit.us.thread.unr-lcssa:               ; preds = %fold_tail.body.us
  br i1 %lcmp.mod244.not, label %fold_tail.exit.us.thread, label %fold_tail.body.us.epil.preheader

fold_tail.body.us.epil.preheader:                 ; preds = %fold_tail.exit.us.thread.unr-lcssa, %fold_tail.body.us.preheader
  %fold_tail22.us.epil.init = phi i64 [ 0, %fold_tail.body.us.preheader ], [ %656, %fold_tail.exit.us.thread.unr-lcssa ]
  %fold_value.021.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body.us.preheader ], [ %655, %fold_tail.exit.us.thread.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod246)
  br label %fold_tail.body.us.epil

fold_tail.body.us.epil:                           ; preds = %fold_tail.body.us.epil, %fold_tail.body.us.epil.preheader
  %fold_tail22.us.epil = phi i64 [ %435, %fold_tail.body.us.epil ], [ %fold_tail22.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %fold_value.021.us.epil = phi float [ %434, %fold_tail.body.us.epil ], [ %fold_value.021.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_tail.body.us.epil ], [ 0, %fold_tail.body.us.epil.preheader ]
  %432 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail22.us.epil
  %433 = load float, ptr %432, align 4
  %434 = fadd float %fold_value.021.us.epil, %433
  %435 = add nuw i64 %fold_tail22.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter243
  br i1 %epil.iter.cmp.not, label %fold_tail.exit.us.thread, label %fold_tail.body.us.epil, !llvm.loop !10

fold_tail.exit.us.thread:                         ; preds = %fold_tail.body.us.epil, %fold_tail.exit.us.thread.unr-lcssa
  %.lcssa = phi float [ %655, %fold_tail.exit.us.thread.unr-lcssa ], [ %434, %fold_tail.body.us.epil ]
  %436 = fadd float %.lcssa, -4.000000e+00
  %437 = fmul float %436, 2.000000e+00
  %438 = fmul float %437, 0x3F847AE140000000
  br i1 %draw.not, label %iter.check, label %iter.check94

iter.check94:                                     ; preds = %fold_tail.exit.us.thread
  %brmerge = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge, label %feature.body7.us.preheader, label %vector.main.loop.iter.check96

vector.main.loop.iter.check96:                    ; preds = %iter.check94
  br i1 %min.iters.check95, label %vec.epilog.ph121, label %vector.ph97

vector.ph97:                                      ; preds = %vector.main.loop.iter.check96
  %broadcast.splatinsert100 = insertelement <8 x float> poison, float %438, i64 0
  %broadcast.splat101 = shufflevector <8 x float> %broadcast.splatinsert100, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert104 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat105 = shufflevector <8 x float> %broadcast.splatinsert104, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body106

vector.body106:                                   ; preds = %vector.body106, %vector.ph97
  %index107 = phi i64 [ 0, %vector.ph97 ], [ %index.next114, %vector.body106 ]
  %439 = getelementptr inbounds float, ptr %58, i64 %index107
  %440 = getelementptr inbounds nuw i8, ptr %439, i64 32
  %wide.load108 = load <8 x float>, ptr %439, align 4, !alias.scope !11, !noalias !14
  %wide.load109 = load <8 x float>, ptr %440, align 4, !alias.scope !11, !noalias !14
  %441 = fmul <8 x float> %wide.load108, splat (float 2.000000e+00)
  %442 = fmul <8 x float> %wide.load109, splat (float 2.000000e+00)
  %443 = fmul <8 x float> %broadcast.splat101, %441
  %444 = fmul <8 x float> %broadcast.splat101, %442
  %445 = getelementptr inbounds float, ptr %59, i64 %index107
  %446 = getelementptr inbounds nuw i8, ptr %445, i64 32
  %wide.load110 = load <8 x float>, ptr %445, align 4, !alias.scope !17
  %wide.load111 = load <8 x float>, ptr %446, align 4, !alias.scope !17
  %447 = fsub <8 x float> %wide.load108, %wide.load110
  %448 = fsub <8 x float> %wide.load109, %wide.load111
  %449 = fmul <8 x float> %447, splat (float 2.000000e+00)
  %450 = fmul <8 x float> %448, splat (float 2.000000e+00)
  %451 = fmul <8 x float> %449, splat (float 5.000000e-01)
  %452 = fmul <8 x float> %450, splat (float 5.000000e-01)
  %453 = fadd <8 x float> %443, %451
  %454 = fadd <8 x float> %444, %452
  %455 = fmul <8 x float> %broadcast.splat103, %453
  %456 = fmul <8 x float> %broadcast.splat103, %454
  %457 = fsub <8 x float> %wide.load108, %455
  %458 = fsub <8 x float> %wide.load109, %456
  %459 = getelementptr inbounds float, ptr %16, i64 %index107
  %460 = getelementptr inbounds nuw i8, ptr %459, i64 32
  %wide.load112 = load <8 x float>, ptr %459, align 4, !alias.scope !18
  %wide.load113 = load <8 x float>, ptr %460, align 4, !alias.scope !18
  %461 = fmul <8 x float> %broadcast.splat105, %wide.load112
  %462 = fmul <8 x float> %broadcast.splat105, %wide.load113
  %463 = fadd <8 x float> %461, %457
  %464 = fadd <8 x float> %462, %458
  store <8 x float> %463, ptr %439, align 4, !alias.scope !11, !noalias !14
  store <8 x float> %464, ptr %440, align 4, !alias.scope !11, !noalias !14
  %index.next114 = add nuw i64 %index107, 16
  %465 = icmp eq i64 %index.next114, %n.vec99
  br i1 %465, label %middle.block115, label %vector.body106, !llvm.loop !19

middle.block115:                                  ; preds = %vector.body106
  br i1 %cmp.n116, label %noise.done.us, label %vec.epilog.iter.check119

vec.epilog.iter.check119:                         ; preds = %middle.block115
  br i1 %min.epilog.iters.check120, label %feature.body7.us.preheader, label %vec.epilog.ph121, !prof !20

vec.epilog.ph121:                                 ; preds = %vector.main.loop.iter.check96, %vec.epilog.iter.check119
  %vec.epilog.resume.val117 = phi i64 [ %n.vec99, %vec.epilog.iter.check119 ], [ 0, %vector.main.loop.iter.check96 ]
  %broadcast.splatinsert124 = insertelement <4 x float> poison, float %438, i64 0
  %broadcast.splat125 = shufflevector <4 x float> %broadcast.splatinsert124, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert128 = insertelement <4 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat129 = shufflevector <4 x float> %broadcast.splatinsert128, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body130

vec.epilog.vector.body130:                        ; preds = %vec.epilog.vector.body130, %vec.epilog.ph121
  %index131 = phi i64 [ %vec.epilog.resume.val117, %vec.epilog.ph121 ], [ %index.next135, %vec.epilog.vector.body130 ]
  %466 = getelementptr inbounds float, ptr %58, i64 %index131
  %wide.load132 = load <4 x float>, ptr %466, align 4, !alias.scope !11, !noalias !14
  %467 = fmul <4 x float> %wide.load132, splat (float 2.000000e+00)
  %468 = fmul <4 x float> %broadcast.splat125, %467
  %469 = getelementptr inbounds float, ptr %59, i64 %index131
  %wide.load133 = load <4 x float>, ptr %469, align 4, !alias.scope !17
  %470 = fsub <4 x float> %wide.load132, %wide.load133
  %471 = fmul <4 x float> %470, splat (float 2.000000e+00)
  %472 = fmul <4 x float> %471, splat (float 5.000000e-01)
  %473 = fadd <4 x float> %468, %472
  %474 = fmul <4 x float> %broadcast.splat127, %473
  %475 = fsub <4 x float> %wide.load132, %474
  %476 = getelementptr inbounds float, ptr %16, i64 %index131
  %wide.load134 = load <4 x float>, ptr %476, align 4, !alias.scope !18
  %477 = fmul <4 x float> %broadcast.splat129, %wide.load134
  %478 = fadd <4 x float> %477, %475
  store <4 x float> %478, ptr %466, align 4, !alias.scope !11, !noalias !14
  %index.next135 = add nuw i64 %index131, 4
  %479 = icmp eq i64 %index.next135, %n.vec123
  br i1 %479, label %vec.epilog.middle.block136, label %vec.epilog.vector.body130, !llvm.loop !21

vec.epilog.middle.block136:                       ; preds = %vec.epilog.vector.body130
  br i1 %cmp.n137, label %noise.done.us, label %feature.body7.us.preheader

feature.body7.us.preheader:                       ; preds = %iter.check94, %vec.epilog.iter.check119, %vec.epilog.middle.block136
  %feature923.us.ph = phi i64 [ 0, %iter.check94 ], [ %n.vec123, %vec.epilog.middle.block136 ], [ %n.vec99, %vec.epilog.iter.check119 ]
  %.neg = or disjoint i64 %feature923.us.ph, 1
  br i1 %lcmp.mod248.not, label %feature.body7.us.prol.loopexit, label %feature.body7.us.prol

feature.body7.us.prol:                            ; preds = %feature.body7.us.preheader
  %480 = getelementptr inbounds float, ptr %58, i64 %feature923.us.ph
  %481 = load float, ptr %480, align 4
  %482 = fmul float %481, 2.000000e+00
  %483 = fmul float %438, %482
  %484 = getelementptr inbounds float, ptr %59, i64 %feature923.us.ph
  %485 = load float, ptr %484, align 4
  %486 = fsub float %481, %485
  %487 = fmul float %486, 2.000000e+00
  %488 = fmul float %487, 5.000000e-01
  %489 = fadd float %483, %488
  %490 = fmul float %eta, %489
  %491 = fsub float %481, %490
  %492 = getelementptr inbounds float, ptr %16, i64 %feature923.us.ph
  %493 = load float, ptr %492, align 4
  %494 = fmul float %noise_scale3.us, %493
  %495 = fadd float %494, %491
  store float %495, ptr %480, align 4
  %496 = or disjoint i64 %feature923.us.ph, 1
  br label %feature.body7.us.prol.loopexit

feature.body7.us.prol.loopexit:                   ; preds = %feature.body7.us.prol, %feature.body7.us.preheader
  %feature923.us.unr = phi i64 [ %feature923.us.ph, %feature.body7.us.preheader ], [ %496, %feature.body7.us.prol ]
  %497 = icmp eq i64 %n_features, %.neg
  br i1 %497, label %noise.done.us, label %feature.body7.us

iter.check:                                       ; preds = %fold_tail.exit.us.thread
  %brmerge259 = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge259, label %feature.body11.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check59, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x float> poison, float %438, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %498 = getelementptr inbounds float, ptr %58, i64 %index
  %499 = getelementptr inbounds nuw i8, ptr %498, i64 32
  %500 = getelementptr inbounds nuw i8, ptr %498, i64 64
  %501 = getelementptr inbounds nuw i8, ptr %498, i64 96
  %wide.load = load <8 x float>, ptr %498, align 4, !alias.scope !22, !noalias !25
  %wide.load62 = load <8 x float>, ptr %499, align 4, !alias.scope !22, !noalias !25
  %wide.load63 = load <8 x float>, ptr %500, align 4, !alias.scope !22, !noalias !25
  %wide.load64 = load <8 x float>, ptr %501, align 4, !alias.scope !22, !noalias !25
  %502 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %503 = fmul <8 x float> %wide.load62, splat (float 2.000000e+00)
  %504 = fmul <8 x float> %wide.load63, splat (float 2.000000e+00)
  %505 = fmul <8 x float> %wide.load64, splat (float 2.000000e+00)
  %506 = fmul <8 x float> %broadcast.splat, %502
  %507 = fmul <8 x float> %broadcast.splat, %503
  %508 = fmul <8 x float> %broadcast.splat, %504
  %509 = fmul <8 x float> %broadcast.splat, %505
  %510 = getelementptr inbounds float, ptr %59, i64 %index
  %511 = getelementptr inbounds nuw i8, ptr %510, i64 32
  %512 = getelementptr inbounds nuw i8, ptr %510, i64 64
  %513 = getelementptr inbounds nuw i8, ptr %510, i64 96
  %wide.load65 = load <8 x float>, ptr %510, align 4, !alias.scope !25
  %wide.load66 = load <8 x float>, ptr %511, align 4, !alias.scope !25
  %wide.load67 = load <8 x float>, ptr %512, align 4, !alias.scope !25
  %wide.load68 = load <8 x float>, ptr %513, align 4, !alias.scope !25
  %514 = fsub <8 x float> %wide.load, %wide.load65
  %515 = fsub <8 x float> %wide.load62, %wide.load66
  %516 = fsub <8 x float> %wide.load63, %wide.load67
  %517 = fsub <8 x float> %wide.load64, %wide.load68
  %518 = fmul <8 x float> %514, splat (float 2.000000e+00)
  %519 = fmul <8 x float> %515, splat (float 2.000000e+00)
  %520 = fmul <8 x float> %516, splat (float 2.000000e+00)
  %521 = fmul <8 x float> %517, splat (float 2.000000e+00)
  %522 = fmul <8 x float> %518, splat (float 5.000000e-01)
  %523 = fmul <8 x float> %519, splat (float 5.000000e-01)
  %524 = fmul <8 x float> %520, splat (float 5.000000e-01)
  %525 = fmul <8 x float> %521, splat (float 5.000000e-01)
  %526 = fadd <8 x float> %506, %522
  %527 = fadd <8 x float> %507, %523
  %528 = fadd <8 x float> %508, %524
  %529 = fadd <8 x float> %509, %525
  %530 = fmul <8 x float> %broadcast.splat61, %526
  %531 = fmul <8 x float> %broadcast.splat61, %527
  %532 = fmul <8 x float> %broadcast.splat61, %528
  %533 = fmul <8 x float> %broadcast.splat61, %529
  %534 = fsub <8 x float> %wide.load, %530
  %535 = fsub <8 x float> %wide.load62, %531
  %536 = fsub <8 x float> %wide.load63, %532
  %537 = fsub <8 x float> %wide.load64, %533
  store <8 x float> %534, ptr %498, align 4, !alias.scope !22, !noalias !25
  store <8 x float> %535, ptr %499, align 4, !alias.scope !22, !noalias !25
  store <8 x float> %536, ptr %500, align 4, !alias.scope !22, !noalias !25
  store <8 x float> %537, ptr %501, align 4, !alias.scope !22, !noalias !25
  %index.next = add nuw i64 %index, 32
  %538 = icmp eq i64 %index.next, %n.vec
  br i1 %538, label %middle.block, label %vector.body, !llvm.loop !27

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body11.us.preheader, label %vec.epilog.ph, !prof !6

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert71 = insertelement <4 x float> poison, float %438, i64 0
  %broadcast.splat72 = shufflevector <4 x float> %broadcast.splatinsert71, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index75 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next78, %vec.epilog.vector.body ]
  %539 = getelementptr inbounds float, ptr %58, i64 %index75
  %wide.load76 = load <4 x float>, ptr %539, align 4, !alias.scope !22, !noalias !25
  %540 = fmul <4 x float> %wide.load76, splat (float 2.000000e+00)
  %541 = fmul <4 x float> %broadcast.splat72, %540
  %542 = getelementptr inbounds float, ptr %59, i64 %index75
  %wide.load77 = load <4 x float>, ptr %542, align 4, !alias.scope !25
  %543 = fsub <4 x float> %wide.load76, %wide.load77
  %544 = fmul <4 x float> %543, splat (float 2.000000e+00)
  %545 = fmul <4 x float> %544, splat (float 5.000000e-01)
  %546 = fadd <4 x float> %541, %545
  %547 = fmul <4 x float> %broadcast.splat74, %546
  %548 = fsub <4 x float> %wide.load76, %547
  store <4 x float> %548, ptr %539, align 4, !alias.scope !22, !noalias !25
  %index.next78 = add nuw i64 %index75, 4
  %549 = icmp eq i64 %index.next78, %n.vec70
  br i1 %549, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !28

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n79, label %noise.done.us, label %feature.body11.us.preheader

feature.body11.us.preheader:                      ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature1324.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec70, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg253 = or disjoint i64 %feature1324.us.ph, 1
  br i1 %lcmp.mod251.not, label %feature.body11.us.prol.loopexit, label %feature.body11.us.prol

feature.body11.us.prol:                           ; preds = %feature.body11.us.preheader
  %550 = getelementptr inbounds float, ptr %58, i64 %feature1324.us.ph
  %551 = load float, ptr %550, align 4
  %552 = fmul float %551, 2.000000e+00
  %553 = fmul float %438, %552
  %554 = getelementptr inbounds float, ptr %59, i64 %feature1324.us.ph
  %555 = load float, ptr %554, align 4
  %556 = fsub float %551, %555
  %557 = fmul float %556, 2.000000e+00
  %558 = fmul float %557, 5.000000e-01
  %559 = fadd float %553, %558
  %560 = fmul float %eta, %559
  %561 = fsub float %551, %560
  store float %561, ptr %550, align 4
  %562 = or disjoint i64 %feature1324.us.ph, 1
  br label %feature.body11.us.prol.loopexit

feature.body11.us.prol.loopexit:                  ; preds = %feature.body11.us.prol, %feature.body11.us.preheader
  %feature1324.us.unr = phi i64 [ %feature1324.us.ph, %feature.body11.us.preheader ], [ %562, %feature.body11.us.prol ]
  %563 = icmp eq i64 %n_features, %.neg253
  br i1 %563, label %noise.done.us, label %feature.body11.us

feature.body7.us:                                 ; preds = %feature.body7.us.prol.loopexit, %feature.body7.us
  %feature923.us = phi i64 [ %597, %feature.body7.us ], [ %feature923.us.unr, %feature.body7.us.prol.loopexit ]
  %564 = getelementptr inbounds float, ptr %58, i64 %feature923.us
  %565 = load float, ptr %564, align 4
  %566 = fmul float %565, 2.000000e+00
  %567 = fmul float %438, %566
  %568 = getelementptr inbounds float, ptr %59, i64 %feature923.us
  %569 = load float, ptr %568, align 4
  %570 = fsub float %565, %569
  %571 = fmul float %570, 2.000000e+00
  %572 = fmul float %571, 5.000000e-01
  %573 = fadd float %567, %572
  %574 = fmul float %eta, %573
  %575 = fsub float %565, %574
  %576 = getelementptr inbounds float, ptr %16, i64 %feature923.us
  %577 = load float, ptr %576, align 4
  %578 = fmul float %noise_scale3.us, %577
  %579 = fadd float %578, %575
  store float %579, ptr %564, align 4
  %580 = add nuw i64 %feature923.us, 1
  %581 = getelementptr inbounds float, ptr %58, i64 %580
  %582 = load float, ptr %581, align 4
  %583 = fmul float %582, 2.000000e+00
  %584 = fmul float %438, %583
  %585 = getelementptr inbounds float, ptr %59, i64 %580
  %586 = load float, ptr %585, align 4
  %587 = fsub float %582, %586
  %588 = fmul float %587, 2.000000e+00
  %589 = fmul float %588, 5.000000e-01
  %590 = fadd float %584, %589
  %591 = fmul float %eta, %590
  %592 = fsub float %582, %591
  %593 = getelementptr inbounds float, ptr %16, i64 %580
  %594 = load float, ptr %593, align 4
  %595 = fmul float %noise_scale3.us, %594
  %596 = fadd float %595, %592
  store float %596, ptr %581, align 4
  %597 = add nuw i64 %feature923.us, 2
  %exitcond39.not.1 = icmp eq i64 %597, %n_features
  br i1 %exitcond39.not.1, label %noise.done.us, label %feature.body7.us, !llvm.loop !29

noise.done.us:                                    ; preds = %feature.body7.us.prol.loopexit, %feature.body7.us, %feature.body11.us.prol.loopexit, %feature.body11.us, %middle.block115, %vec.epilog.middle.block136, %middle.block, %vec.epilog.middle.block, %philox.header.preheader.us, %draw.done.us
  %t_next.us = fmul float %anneal_ratio, %temperature1.025.us
  %598 = add nuw i64 %step26.us, 1
  %exitcond41.not = icmp eq i64 %598, %steps
  br i1 %exitcond41.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body11.us:                                ; preds = %feature.body11.us.prol.loopexit, %feature.body11.us
  %feature1324.us = phi i64 [ %624, %feature.body11.us ], [ %feature1324.us.unr, %feature.body11.us.prol.loopexit ]
  %599 = getelementptr inbounds float, ptr %58, i64 %feature1324.us
  %600 = load float, ptr %599, align 4
  %601 = fmul float %600, 2.000000e+00
  %602 = fmul float %438, %601
  %603 = getelementptr inbounds float, ptr %59, i64 %feature1324.us
  %604 = load float, ptr %603, align 4
  %605 = fsub float %600, %604
  %606 = fmul float %605, 2.000000e+00
  %607 = fmul float %606, 5.000000e-01
  %608 = fadd float %602, %607
  %609 = fmul float %eta, %608
  %610 = fsub float %600, %609
  store float %610, ptr %599, align 4
  %611 = add nuw i64 %feature1324.us, 1
  %612 = getelementptr inbounds float, ptr %58, i64 %611
  %613 = load float, ptr %612, align 4
  %614 = fmul float %613, 2.000000e+00
  %615 = fmul float %438, %614
  %616 = getelementptr inbounds float, ptr %59, i64 %611
  %617 = load float, ptr %616, align 4
  %618 = fsub float %613, %617
  %619 = fmul float %618, 2.000000e+00
  %620 = fmul float %619, 5.000000e-01
  %621 = fadd float %615, %620
  %622 = fmul float %eta, %621
  %623 = fsub float %613, %622
  store float %623, ptr %612, align 4
  %624 = add nuw i64 %feature1324.us, 2
  %exitcond40.not.1 = icmp eq i64 %624, %n_features
  br i1 %exitcond40.not.1, label %noise.done.us, label %feature.body11.us, !llvm.loop !30

fold_tail.body.us:                                ; preds = %fold_tail.body.us.preheader, %fold_tail.body.us
  %fold_tail22.us = phi i64 [ %656, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %fold_value.021.us = phi float [ %655, %fold_tail.body.us ], [ 0.000000e+00, %fold_tail.body.us.preheader ]
  %niter = phi i64 [ %niter.next.7, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %625 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail22.us
  %626 = load float, ptr %625, align 4
  %627 = fadd float %fold_value.021.us, %626
  %628 = getelementptr float, ptr %scratch, i64 %fold_tail22.us
  %629 = getelementptr i8, ptr %628, i64 4
  %630 = load float, ptr %629, align 4
  %631 = fadd float %627, %630
  %632 = getelementptr float, ptr %scratch, i64 %fold_tail22.us
  %633 = getelementptr i8, ptr %632, i64 8
  %634 = load float, ptr %633, align 4
  %635 = fadd float %631, %634
  %636 = getelementptr float, ptr %scratch, i64 %fold_tail22.us
  %637 = getelementptr i8, ptr %636, i64 12
  %638 = load float, ptr %637, align 4
  %639 = fadd float %635, %638
  %640 = getelementptr float, ptr %scratch, i64 %fold_tail22.us
  %641 = getelementptr i8, ptr %640, i64 16
  %642 = load float, ptr %641, align 4
  %643 = fadd float %639, %642
  %644 = getelementptr float, ptr %scratch, i64 %fold_tail22.us
  %645 = getelementptr i8, ptr %644, i64 20
  %646 = load float, ptr %645, align 4
  %647 = fadd float %643, %646
  %648 = getelementptr float, ptr %scratch, i64 %fold_tail22.us
  %649 = getelementptr i8, ptr %648, i64 24
  %650 = load float, ptr %649, align 4
  %651 = fadd float %647, %650
  %652 = getelementptr float, ptr %scratch, i64 %fold_tail22.us
  %653 = getelementptr i8, ptr %652, i64 28
  %654 = load float, ptr %653, align 4
  %655 = fadd float %651, %654
  %656 = add nuw i64 %fold_tail22.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold_tail.exit.us.thread.unr-lcssa, label %fold_tail.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature20.us = phi i64 [ %696, %feature.body.us ], [ %feature20.us.unr, %feature.body.us.prol.loopexit ]
  %657 = getelementptr inbounds float, ptr %58, i64 %feature20.us
  %658 = load float, ptr %657, align 4
  %659 = fmul float %658, %658
  %660 = getelementptr inbounds float, ptr %scratch, i64 %feature20.us
  store float %659, ptr %660, align 4
  %661 = add nuw i64 %feature20.us, 1
  %662 = getelementptr inbounds float, ptr %58, i64 %661
  %663 = load float, ptr %662, align 4
  %664 = fmul float %663, %663
  %665 = getelementptr inbounds float, ptr %scratch, i64 %661
  store float %664, ptr %665, align 4
  %666 = add nuw i64 %feature20.us, 2
  %667 = getelementptr inbounds float, ptr %58, i64 %666
  %668 = load float, ptr %667, align 4
  %669 = fmul float %668, %668
  %670 = getelementptr inbounds float, ptr %scratch, i64 %666
  store float %669, ptr %670, align 4
  %671 = add nuw i64 %feature20.us, 3
  %672 = getelementptr inbounds float, ptr %58, i64 %671
  %673 = load float, ptr %672, align 4
  %674 = fmul float %673, %673
  %675 = getelementptr inbounds float, ptr %scratch, i64 %671
  store float %674, ptr %675, align 4
  %676 = add nuw i64 %feature20.us, 4
  %677 = getelementptr inbounds float, ptr %58, i64 %676
  %678 = load float, ptr %677, align 4
  %679 = fmul float %678, %678
  %680 = getelementptr inbounds float, ptr %scratch, i64 %676
  store float %679, ptr %680, align 4
  %681 = add nuw i64 %feature20.us, 5
  %682 = getelementptr inbounds float, ptr %58, i64 %681
  %683 = load float, ptr %682, align 4
  %684 = fmul float %683, %683
  %685 = getelementptr inbounds float, ptr %scratch, i64 %681
  store float %684, ptr %685, align 4
  %686 = add nuw i64 %feature20.us, 6
  %687 = getelementptr inbounds float, ptr %58, i64 %686
  %688 = load float, ptr %687, align 4
  %689 = fmul float %688, %688
  %690 = getelementptr inbounds float, ptr %scratch, i64 %686
  store float %689, ptr %690, align 4
  %691 = add nuw i64 %feature20.us, 7
  %692 = getelementptr inbounds float, ptr %58, i64 %691
  %693 = load float, ptr %692, align 4
  %694 = fmul float %693, %693
  %695 = getelementptr inbounds float, ptr %scratch, i64 %691
  store float %694, ptr %695, align 4
  %696 = add nuw i64 %feature20.us, 8
  %exitcond37.not.7 = icmp eq i64 %696, %n_features
  br i1 %exitcond37.not.7, label %fold_tail.body.us.preheader, label %feature.body.us, !llvm.loop !31

philox.header.preheader.us:                       ; preds = %step.body.us
  br i1 %.not28, label %noise.done.us, label %philox.body.lr.ph.us

philox.body.lr.ph.us:                             ; preds = %philox.header.preheader.us
  %697 = lshr i64 %key1_step.us, 32
  %698 = mul nuw i64 %697, 3449720151
  %699 = lshr i64 %698, 32
  %700 = xor i64 %key0, %699
  %701 = xor i64 %700, %key1_step.us
  %702 = and i64 %701, 4294967295
  %703 = mul nuw i64 %702, 3528531795
  %704 = lshr i64 %703, 32
  %705 = xor i64 %704, %20
  br i1 %min.iters.check186, label %philox.body.us.preheader, label %vector.ph187

vector.ph187:                                     ; preds = %philox.body.lr.ph.us
  %broadcast.splatinsert194 = insertelement <8 x i64> poison, i64 %705, i64 0
  %broadcast.splat195 = shufflevector <8 x i64> %broadcast.splatinsert194, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %698, %19
  %.scalar238 = and i64 %.scalar, 4294967295
  %706 = insertelement <8 x i64> poison, i64 %.scalar238, i64 0
  %.masked = shufflevector <8 x i64> %706, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar239 = xor i64 %703, %22
  %.scalar240 = and i64 %.scalar239, 4294967295
  %707 = insertelement <8 x i64> poison, i64 %.scalar240, i64 0
  %.masked236 = shufflevector <8 x i64> %707, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body230

vector.body230:                                   ; preds = %vector.body230, %vector.ph187
  %index231 = phi i64 [ 0, %vector.ph187 ], [ %index.next232, %vector.body230 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph187 ], [ %vec.ind.next, %vector.body230 ]
  %708 = add <8 x i64> %vec.ind, %broadcast.splat197
  %709 = and <8 x i64> %708, splat (i64 4294967295)
  %710 = mul nuw <8 x i64> %709, splat (i64 3528531795)
  %711 = xor <8 x i64> %708, %broadcast.splat199
  %712 = xor <8 x i64> %711, %710
  %713 = lshr <8 x i64> %712, splat (i64 32)
  %714 = mul nuw <8 x i64> %713, splat (i64 3449720151)
  %715 = lshr <8 x i64> %714, splat (i64 32)
  %716 = xor <8 x i64> %broadcast.splat195, %710
  %717 = xor <8 x i64> %.masked, %715
  %718 = mul nuw <8 x i64> %717, splat (i64 3528531795)
  %719 = and <8 x i64> %716, splat (i64 4294967295)
  %720 = mul nuw <8 x i64> %719, splat (i64 3449720151)
  %721 = lshr <8 x i64> %718, splat (i64 32)
  %722 = lshr <8 x i64> %720, splat (i64 32)
  %723 = xor <8 x i64> %722, %broadcast.splat203
  %724 = xor <8 x i64> %723, %714
  %725 = and <8 x i64> %724, splat (i64 4294967295)
  %726 = mul nuw <8 x i64> %725, splat (i64 3528531795)
  %727 = xor <8 x i64> %.masked236, %721
  %728 = mul nuw <8 x i64> %727, splat (i64 3449720151)
  %729 = lshr <8 x i64> %726, splat (i64 32)
  %730 = lshr <8 x i64> %728, splat (i64 32)
  %731 = xor <8 x i64> %broadcast.splat207, %730
  %732 = xor <8 x i64> %731, %720
  %733 = xor <8 x i64> %729, %broadcast.splat209
  %734 = xor <8 x i64> %733, %718
  %735 = and <8 x i64> %732, splat (i64 4294967295)
  %736 = mul nuw <8 x i64> %735, splat (i64 3528531795)
  %737 = and <8 x i64> %734, splat (i64 4294967295)
  %738 = mul nuw <8 x i64> %737, splat (i64 3449720151)
  %739 = lshr <8 x i64> %736, splat (i64 32)
  %740 = lshr <8 x i64> %738, splat (i64 32)
  %741 = xor <8 x i64> %740, %broadcast.splat211
  %742 = xor <8 x i64> %741, %728
  %743 = xor <8 x i64> %broadcast.splat213, %739
  %744 = xor <8 x i64> %743, %726
  %745 = and <8 x i64> %742, splat (i64 4294967295)
  %746 = mul nuw <8 x i64> %745, splat (i64 3528531795)
  %747 = and <8 x i64> %744, splat (i64 4294967295)
  %748 = mul nuw <8 x i64> %747, splat (i64 3449720151)
  %749 = lshr <8 x i64> %746, splat (i64 32)
  %750 = lshr <8 x i64> %748, splat (i64 32)
  %751 = xor <8 x i64> %broadcast.splat215, %750
  %752 = xor <8 x i64> %751, %738
  %753 = xor <8 x i64> %749, %broadcast.splat217
  %754 = xor <8 x i64> %753, %736
  %755 = and <8 x i64> %752, splat (i64 4294967295)
  %756 = mul nuw <8 x i64> %755, splat (i64 3528531795)
  %757 = and <8 x i64> %754, splat (i64 4294967295)
  %758 = mul nuw <8 x i64> %757, splat (i64 3449720151)
  %759 = lshr <8 x i64> %756, splat (i64 32)
  %760 = lshr <8 x i64> %758, splat (i64 32)
  %761 = xor <8 x i64> %760, %broadcast.splat219
  %762 = xor <8 x i64> %761, %748
  %763 = xor <8 x i64> %broadcast.splat221, %759
  %764 = xor <8 x i64> %763, %746
  %765 = and <8 x i64> %762, splat (i64 4294967295)
  %766 = mul nuw <8 x i64> %765, splat (i64 3528531795)
  %767 = and <8 x i64> %764, splat (i64 4294967295)
  %768 = mul nuw <8 x i64> %767, splat (i64 3449720151)
  %769 = lshr <8 x i64> %766, splat (i64 32)
  %770 = lshr <8 x i64> %768, splat (i64 32)
  %771 = xor <8 x i64> %broadcast.splat223, %770
  %772 = xor <8 x i64> %771, %758
  %773 = xor <8 x i64> %769, %broadcast.splat225
  %774 = xor <8 x i64> %773, %756
  %775 = and <8 x i64> %772, splat (i64 4294967295)
  %776 = mul nuw <8 x i64> %775, splat (i64 3528531795)
  %777 = lshr <8 x i64> %776, splat (i64 32)
  %778 = trunc <8 x i64> %774 to <8 x i32>
  %779 = mul <8 x i32> %778, splat (i32 -845247145)
  %780 = xor <8 x i64> %broadcast.splat227, %777
  %781 = xor <8 x i64> %780, %766
  %782 = and <8 x i64> %781, splat (i64 4294967295)
  %783 = mul nuw <8 x i64> %782, splat (i64 3449720151)
  %784 = lshr <8 x i64> %783, splat (i64 32)
  %785 = trunc nuw <8 x i64> %784 to <8 x i32>
  %786 = trunc <8 x i64> %783 to <8 x i32>
  %787 = xor <8 x i32> %779, %broadcast.splat229
  %788 = xor <8 x i32> %787, %785
  %789 = getelementptr inbounds float, ptr %16, i64 %index231
  store <8 x i32> %788, ptr %789, align 4
  %790 = getelementptr inbounds float, ptr %scratch, i64 %index231
  store <8 x i32> %786, ptr %790, align 4
  %index.next232 = add nuw i64 %index231, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %791 = icmp eq i64 %index.next232, %n.vec189
  br i1 %791, label %middle.block233, label %vector.body230, !llvm.loop !32

middle.block233:                                  ; preds = %vector.body230
  br i1 %cmp.n234, label %noise.body.us.preheader, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %philox.body.lr.ph.us, %middle.block233
  %philox18.us.ph = phi i64 [ 0, %philox.body.lr.ph.us ], [ %n.vec189, %middle.block233 ]
  %invariant.op = xor i64 %19, %698
  %invariant.op258 = xor i64 %22, %703
  br label %philox.body.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done.us
  %792 = add nuw i64 %row27.us, 1
  %exitcond42.not = icmp eq i64 %792, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond42.not, label %row.exit, label %row.body.us

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.us, %row.body.lr.ph, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

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
