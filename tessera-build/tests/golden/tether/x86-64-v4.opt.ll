; ModuleID = 'tether'
source_filename = "tether.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_tether_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %state138 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %input_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %scratch = load ptr, ptr %1, align 8
  %scratch137 = ptrtoint ptr %scratch to i64
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
  %.not27 = icmp eq i64 %steps, 0
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
  br i1 %.not27, label %row.exit, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %brmerge = select i1 %draw.not, i1 true, i1 %.not28
  %35 = mul i64 %row_begin, %n_features
  %36 = shl i64 %35, 2
  %37 = shl i64 %n_features, 2
  %38 = shl i64 %row_begin, 2
  %39 = add i64 %38, 4
  %40 = mul i64 %n_features, %39
  %41 = shl i64 %n_features, 2
  %42 = shl i64 %n_features, 3
  %scevgep82 = getelementptr i8, ptr %scratch, i64 %42
  %43 = mul i64 %row_begin, %n_features
  %44 = shl i64 %43, 2
  %45 = add i64 %44, %state138
  %46 = sub i64 %scratch137, %45
  %47 = mul i64 %n_features, -4
  %48 = add i64 %n_features, -1
  %min.iters.check170 = icmp ult i64 %n_features, 8
  %n.vec173 = and i64 %n_features, -8
  %broadcast.splatinsert182 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat183 = shufflevector <8 x i64> %broadcast.splatinsert182, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert186 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat187 = shufflevector <8 x i64> %broadcast.splatinsert186, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert190 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat191 = shufflevector <8 x i64> %broadcast.splatinsert190, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert192 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat193 = shufflevector <8 x i64> %broadcast.splatinsert192, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert194 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat195 = shufflevector <8 x i64> %broadcast.splatinsert194, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert196 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat197 = shufflevector <8 x i64> %broadcast.splatinsert196, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert198 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat199 = shufflevector <8 x i64> %broadcast.splatinsert198, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert200 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat201 = shufflevector <8 x i64> %broadcast.splatinsert200, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert202 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat203 = shufflevector <8 x i64> %broadcast.splatinsert202, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert204 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat205 = shufflevector <8 x i64> %broadcast.splatinsert204, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert206 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat207 = shufflevector <8 x i64> %broadcast.splatinsert206, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert208 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat209 = shufflevector <8 x i64> %broadcast.splatinsert208, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert210 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat211 = shufflevector <8 x i64> %broadcast.splatinsert210, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert212 = insertelement <8 x i32> poison, i32 %34, i64 0
  %broadcast.splat213 = shufflevector <8 x i32> %broadcast.splatinsert212, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n218 = icmp eq i64 %n_features, %n.vec173
  %min.iters.check139 = icmp ult i64 %n_features, 4
  %min.iters.check142 = icmp ult i64 %n_features, 32
  %n.mod.vf145 = and i64 %n_features, 28
  %n.vec146 = and i64 %n_features, -32
  %cmp.n155 = icmp eq i64 %n_features, %n.vec146
  %min.epilog.iters.check159 = icmp eq i64 %n.mod.vf145, 0
  %n.vec162 = and i64 %n_features, -4
  %cmp.n168 = icmp eq i64 %n_features, %n.vec162
  %xtraiter225 = and i64 %n_features, 7
  %49 = icmp ult i64 %48, 7
  %unroll_iter = and i64 %n_features, -8
  %lcmp.mod226.not = icmp eq i64 %xtraiter225, 0
  %lcmp.mod228 = icmp ne i64 %xtraiter225, 0
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check92 = icmp ult i64 %n_features, 16
  %n.mod.vf95 = and i64 %n_features, 12
  %n.vec96 = and i64 %n_features, -16
  %broadcast.splatinsert99 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat100 = shufflevector <8 x float> %broadcast.splatinsert99, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n113 = icmp eq i64 %n_features, %n.vec96
  %min.epilog.iters.check117 = icmp eq i64 %n.mod.vf95, 0
  %n.vec120 = and i64 %n_features, -4
  %broadcast.splatinsert123 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat124 = shufflevector <4 x float> %broadcast.splatinsert123, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n134 = icmp eq i64 %n_features, %n.vec120
  %xtraiter229 = and i64 %n_features, 1
  %lcmp.mod230.not = icmp eq i64 %xtraiter229, 0
  %min.iters.check56 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert57 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat58 = shufflevector <8 x float> %broadcast.splatinsert57, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec67 = and i64 %n_features, -4
  %broadcast.splatinsert70 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat71 = shufflevector <4 x float> %broadcast.splatinsert70, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n76 = icmp eq i64 %n_features, %n.vec67
  %xtraiter232 = and i64 %n_features, 1
  %lcmp.mod233.not = icmp eq i64 %xtraiter232, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row26.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %832, %step.header.step.exit_crit_edge.us ]
  %50 = mul i64 %47, %indvar
  %51 = add i64 %46, %50
  %52 = mul i64 %41, %indvar
  %53 = add i64 %36, %52
  %scevgep78 = getelementptr i8, ptr %state, i64 %53
  %54 = add i64 %40, %52
  %scevgep79 = getelementptr i8, ptr %state, i64 %54
  %scevgep80 = getelementptr i8, ptr %input_0, i64 %53
  %scevgep81 = getelementptr i8, ptr %input_0, i64 %54
  %55 = mul i64 %37, %indvar
  %56 = add i64 %36, %55
  %scevgep = getelementptr i8, ptr %state, i64 %56
  %57 = add i64 %40, %55
  %scevgep53 = getelementptr i8, ptr %state, i64 %57
  %scevgep54 = getelementptr i8, ptr %input_0, i64 %56
  %scevgep55 = getelementptr i8, ptr %input_0, i64 %57
  %row_offset.us = mul i64 %row26.us, %n_features
  %58 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %59 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert180 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat181 = shufflevector <8 x i64> %broadcast.splatinsert180, <8 x i64> poison, <8 x i32> zeroinitializer
  %diff.check = icmp ult i64 %51, 128
  %or.cond = select i1 %min.iters.check139, i1 true, i1 %diff.check
  %bound083 = icmp ult ptr %scevgep78, %scevgep81
  %bound184 = icmp ult ptr %scevgep80, %scevgep79
  %found.conflict85 = and i1 %bound083, %bound184
  %bound086 = icmp ult ptr %scevgep78, %scevgep82
  %bound187 = icmp ult ptr %16, %scevgep79
  %found.conflict88 = and i1 %bound086, %bound187
  %conflict.rdx = or i1 %found.conflict85, %found.conflict88
  %bound0 = icmp ult ptr %scevgep, %scevgep55
  %bound1 = icmp ult ptr %scevgep54, %scevgep53
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done.us
  %step25.us = phi i64 [ 0, %row.body.us ], [ %487, %noise.done.us ]
  %temperature1.024.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done.us ]
  %60 = fmul float %two_eta, %temperature1.024.us
  %61 = fcmp ogt float %60, 0.000000e+00
  %62 = tail call float @llvm.sqrt.f32(float %60)
  %63 = select i1 %61, float %62, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %63
  br i1 %brmerge, label %draw.done.us, label %noise.body.lr.ph.us

noise.body.us:                                    ; preds = %noise.body.us.preheader, %noise.body.us
  %noise18.us = phi i64 [ %295, %noise.body.us ], [ %noise18.us.ph, %noise.body.us.preheader ]
  %element.us = add i64 %noise18.us, %row_offset.us
  %64 = and i64 %element.us, 4294967295
  %65 = mul nuw i64 %64, 3528531795
  %66 = xor i64 %element.us, %key0
  %67 = xor i64 %66, %65
  %68 = lshr i64 %67, 32
  %69 = mul nuw i64 %68, 3449720151
  %70 = lshr i64 %69, 32
  %.reass.reass = xor i64 %70, %invariant.op
  %71 = xor i64 %594, %65
  %72 = and i64 %.reass.reass, 4294967295
  %73 = mul nuw i64 %72, 3528531795
  %74 = and i64 %71, 4294967295
  %75 = mul nuw i64 %74, 3449720151
  %76 = lshr i64 %73, 32
  %77 = lshr i64 %75, 32
  %78 = xor i64 %77, %21
  %79 = xor i64 %78, %69
  %.reass51.reass = xor i64 %76, %invariant.op240
  %80 = and i64 %79, 4294967295
  %81 = mul nuw i64 %80, 3528531795
  %82 = and i64 %.reass51.reass, 4294967295
  %83 = mul nuw i64 %82, 3449720151
  %84 = lshr i64 %81, 32
  %85 = lshr i64 %83, 32
  %86 = xor i64 %23, %85
  %87 = xor i64 %86, %75
  %88 = xor i64 %84, %24
  %89 = xor i64 %88, %73
  %90 = and i64 %87, 4294967295
  %91 = mul nuw i64 %90, 3528531795
  %92 = and i64 %89, 4294967295
  %93 = mul nuw i64 %92, 3449720151
  %94 = lshr i64 %91, 32
  %95 = lshr i64 %93, 32
  %96 = xor i64 %95, %25
  %97 = xor i64 %96, %83
  %98 = xor i64 %26, %94
  %99 = xor i64 %98, %81
  %100 = and i64 %97, 4294967295
  %101 = mul nuw i64 %100, 3528531795
  %102 = and i64 %99, 4294967295
  %103 = mul nuw i64 %102, 3449720151
  %104 = lshr i64 %101, 32
  %105 = lshr i64 %103, 32
  %106 = xor i64 %27, %105
  %107 = xor i64 %106, %93
  %108 = xor i64 %104, %28
  %109 = xor i64 %108, %91
  %110 = and i64 %107, 4294967295
  %111 = mul nuw i64 %110, 3528531795
  %112 = and i64 %109, 4294967295
  %113 = mul nuw i64 %112, 3449720151
  %114 = lshr i64 %111, 32
  %115 = lshr i64 %113, 32
  %116 = xor i64 %115, %29
  %117 = xor i64 %116, %103
  %118 = xor i64 %30, %114
  %119 = xor i64 %118, %101
  %120 = and i64 %117, 4294967295
  %121 = mul nuw i64 %120, 3528531795
  %122 = and i64 %119, 4294967295
  %123 = mul nuw i64 %122, 3449720151
  %124 = lshr i64 %121, 32
  %125 = lshr i64 %123, 32
  %126 = xor i64 %31, %125
  %127 = xor i64 %126, %113
  %128 = xor i64 %124, %32
  %129 = xor i64 %128, %111
  %130 = and i64 %127, 4294967295
  %131 = mul nuw i64 %130, 3528531795
  %132 = lshr i64 %131, 32
  %133 = trunc i64 %129 to i32
  %134 = mul i32 %133, -845247145
  %135 = xor i64 %33, %132
  %136 = xor i64 %135, %121
  %137 = and i64 %136, 4294967295
  %138 = mul nuw i64 %137, 3449720151
  %139 = lshr i64 %138, 32
  %140 = trunc nuw i64 %139 to i32
  %141 = trunc i64 %138 to i32
  %142 = xor i32 %134, %140
  %143 = xor i32 %142, %34
  %144 = uitofp i32 %143 to double
  %145 = fadd double %144, 5.000000e-01
  %146 = fmul double %145, 0x3DF0000000000000
  %147 = uitofp i32 %141 to double
  %148 = fadd double %147, 5.000000e-01
  %149 = fmul double %148, 0x3DF0000000000000
  %150 = fcmp olt double %146, 0x10000000000000
  %151 = fmul double %146, 0x4350000000000000
  %152 = select i1 %150, double %151, double %146
  %.neg.us = select i1 %150, i64 -1077, i64 -1023
  %153 = bitcast double %152 to i64
  %154 = lshr i64 %153, 32
  %155 = add nuw nsw i64 %154, 614242
  %156 = lshr i64 %155, 20
  %157 = add nsw i64 %156, %.neg.us
  %158 = shl i64 %155, 32
  %159 = and i64 %158, 4503595332403200
  %160 = add nuw nsw i64 %159, 4604544269498187776
  %161 = and i64 %153, 4294967295
  %162 = or disjoint i64 %160, %161
  %163 = bitcast i64 %162 to double
  %164 = fadd double %163, -1.000000e+00
  %165 = fmul double %164, 5.000000e-01
  %166 = fmul double %164, %165
  %167 = fadd double %164, 2.000000e+00
  %168 = fdiv double %164, %167
  %169 = fmul double %168, %168
  %170 = fmul double %169, %169
  %171 = fmul double %170, 0x3FC39A09D078C69F
  %172 = fadd double %171, 0x3FCC71C51D8E78AF
  %173 = fmul double %170, %172
  %174 = fadd double %173, 0x3FD999999997FA04
  %175 = fmul double %170, %174
  %176 = fmul double %170, 0x3FC2F112DF3E5244
  %177 = fadd double %176, 0x3FC7466496CB03DE
  %178 = fmul double %170, %177
  %179 = fadd double %178, 0x3FD2492494229359
  %180 = fmul double %170, %179
  %181 = fadd double %180, 0x3FE5555555555593
  %182 = fmul double %169, %181
  %183 = fadd double %175, %182
  %184 = sitofp i64 %157 to double
  %185 = fadd double %166, %183
  %186 = fmul double %168, %185
  %187 = fmul double %184, 0x3DEA39EF35793C76
  %188 = fadd double %187, %186
  %189 = fsub double %188, %166
  %190 = fadd double %164, %189
  %191 = fmul double %184, 0x3FE62E42FEE00000
  %192 = fadd double %191, %190
  %193 = fcmp oeq double %146, 0x7FF0000000000000
  %194 = fcmp oeq double %146, 0.000000e+00
  %195 = fmul double %192, -2.000000e+00
  %196 = select i1 %193, double 0xFFF0000000000000, double %195
  %197 = select i1 %194, double 0x7FF0000000000000, double %196
  %198 = tail call double @llvm.sqrt.f64(double %197)
  %199 = fmul double %149, 0x401921FB54442D18
  %200 = fmul double %199, 0x3FE45F306DC9C883
  %201 = fadd double %200, 0x4338000000000000
  %202 = bitcast double %201 to i64
  %203 = fadd double %201, 0xC338000000000000
  %204 = fmul double %203, 0x3FF921FB54400000
  %205 = fsub double %199, %204
  %206 = fmul double %203, 0x3DD0B4611A626331
  %207 = fmul double %203, 0x3DD0B4611A600000
  %208 = fsub double %205, %207
  %209 = fmul double %203, 0x3BA3198A2E037073
  %210 = fsub double %205, %208
  %211 = fsub double %210, %207
  %212 = fsub double %209, %211
  %213 = fmul double %203, 0x3BA3198A2E000000
  %214 = fsub double %208, %213
  %215 = fmul double %203, 0x397B839A252049C1
  %216 = fsub double %208, %214
  %217 = fsub double %216, %213
  %218 = fsub double %215, %217
  %219 = fsub double %205, %206
  %220 = fsub double %208, %212
  %221 = bitcast double %219 to i64
  %222 = lshr i64 %221, 52
  %223 = and i64 %222, 2047
  %224 = insertelement <2 x double> poison, double %220, i64 0
  %225 = insertelement <2 x double> %224, double %199, i64 1
  %226 = bitcast <2 x double> %225 to <2 x i64>
  %227 = lshr <2 x i64> %226, splat (i64 52)
  %228 = and <2 x i64> %227, splat (i64 2047)
  %229 = add nuw nsw i64 %223, 16
  %230 = extractelement <2 x i64> %228, i64 1
  %231 = icmp samesign ult i64 %229, %230
  %232 = extractelement <2 x i64> %228, i64 0
  %233 = add nuw nsw i64 %232, 49
  %234 = icmp samesign ult i64 %233, %230
  %235 = select i1 %234, double %214, double %208
  %236 = select i1 %234, double %218, double %212
  %237 = select i1 %231, double %235, double %205
  %238 = select i1 %231, double %236, double %206
  %239 = fsub double %237, %238
  %240 = fsub double %237, %239
  %241 = fsub double %240, %238
  %242 = fmul double %239, %239
  %243 = fmul double %242, %242
  %244 = fmul double %242, 0x3EFA01A019CB1590
  %245 = fadd double %244, 0xBF56C16C16C15177
  %246 = fmul double %242, %245
  %247 = fadd double %246, 0x3FA555555555554C
  %248 = fmul double %242, %247
  %249 = fmul double %242, 0x3DA8FAE9BE8838D4
  %250 = fsub double 0x3E21EE9EBDB4B1C4, %249
  %251 = fmul double %242, %250
  %252 = fadd double %251, 0xBE927E4F809C52AD
  %253 = fmul double %243, %243
  %254 = fmul double %253, %252
  %255 = fadd double %248, %254
  %256 = fmul double %242, 5.000000e-01
  %257 = fsub double 1.000000e+00, %256
  %258 = fsub double 1.000000e+00, %257
  %259 = fsub double %258, %256
  %260 = fmul double %242, %255
  %261 = fmul double %239, %241
  %262 = fsub double %260, %261
  %263 = fadd double %259, %262
  %264 = fadd double %257, %263
  %265 = fmul double %242, 0x3EC71DE357B1FE7D
  %266 = fadd double %265, 0xBF2A01A019C161D5
  %267 = fmul double %242, %266
  %268 = fadd double %267, 0x3F8111111110F8A6
  %269 = fmul double %242, 0x3DE5D93A5ACFD57C
  %270 = fadd double %269, 0xBE5AE5E68A2B9CEB
  %271 = fmul double %242, %243
  %272 = fmul double %271, %270
  %273 = fadd double %272, %268
  %274 = fmul double %239, %242
  %275 = fmul double %241, 5.000000e-01
  %276 = fmul double %274, %273
  %277 = fsub double %275, %276
  %278 = fmul double %242, %277
  %279 = fsub double %278, %241
  %280 = fmul double %274, 0x3FC5555555555549
  %281 = fadd double %279, %280
  %282 = fsub double %239, %281
  %283 = fneg double %264
  %284 = fneg double %282
  %285 = and i64 %202, 1
  %286 = and i64 %202, 2
  %.not.us = icmp eq i64 %285, 0
  %.not16.us = icmp eq i64 %286, 0
  %287 = select i1 %.not16.us, double %264, double %283
  %288 = select i1 %.not16.us, double %284, double %282
  %289 = select i1 %.not.us, double %287, double %288
  %290 = fcmp olt double %199, 0x413921FB00000000
  %291 = select i1 %290, double %289, double 0x7FF8000000000000
  %292 = fmul double %291, %198
  %293 = fptrunc double %292 to float
  %294 = getelementptr inbounds float, ptr %16, i64 %noise18.us
  store float %293, ptr %294, align 4
  %295 = add nuw i64 %noise18.us, 1
  %exitcond.not = icmp eq i64 %295, %n_features
  br i1 %exitcond.not, label %iter.check141, label %noise.body.us, !llvm.loop !0

draw.done.us:                                     ; preds = %step.body.us
  br i1 %.not28, label %noise.done.us, label %iter.check141

iter.check141:                                    ; preds = %noise.body.us, %middle.block217, %draw.done.us
  br i1 %or.cond, label %feature.body.us.preheader, label %vector.main.loop.iter.check143

vector.main.loop.iter.check143:                   ; preds = %iter.check141
  br i1 %min.iters.check142, label %vec.epilog.ph160, label %vector.body147

vector.body147:                                   ; preds = %vector.main.loop.iter.check143, %vector.body147
  %index148 = phi i64 [ %index.next153, %vector.body147 ], [ 0, %vector.main.loop.iter.check143 ]
  %296 = getelementptr inbounds float, ptr %58, i64 %index148
  %297 = getelementptr inbounds nuw i8, ptr %296, i64 32
  %298 = getelementptr inbounds nuw i8, ptr %296, i64 64
  %299 = getelementptr inbounds nuw i8, ptr %296, i64 96
  %wide.load149 = load <8 x float>, ptr %296, align 4
  %wide.load150 = load <8 x float>, ptr %297, align 4
  %wide.load151 = load <8 x float>, ptr %298, align 4
  %wide.load152 = load <8 x float>, ptr %299, align 4
  %300 = fmul <8 x float> %wide.load149, %wide.load149
  %301 = fmul <8 x float> %wide.load150, %wide.load150
  %302 = fmul <8 x float> %wide.load151, %wide.load151
  %303 = fmul <8 x float> %wide.load152, %wide.load152
  %304 = getelementptr inbounds float, ptr %scratch, i64 %index148
  %305 = getelementptr inbounds nuw i8, ptr %304, i64 32
  %306 = getelementptr inbounds nuw i8, ptr %304, i64 64
  %307 = getelementptr inbounds nuw i8, ptr %304, i64 96
  store <8 x float> %300, ptr %304, align 4
  store <8 x float> %301, ptr %305, align 4
  store <8 x float> %302, ptr %306, align 4
  store <8 x float> %303, ptr %307, align 4
  %index.next153 = add nuw i64 %index148, 32
  %308 = icmp eq i64 %index.next153, %n.vec146
  br i1 %308, label %middle.block154, label %vector.body147, !llvm.loop !3

middle.block154:                                  ; preds = %vector.body147
  br i1 %cmp.n155, label %fold_tail.body.us.preheader, label %vec.epilog.iter.check158

fold_tail.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block167, %middle.block154
  br i1 %49, label %fold_tail.body.us.epil.preheader, label %fold_tail.body.us

vec.epilog.iter.check158:                         ; preds = %middle.block154
  br i1 %min.epilog.iters.check159, label %feature.body.us.preheader, label %vec.epilog.ph160, !prof !4

vec.epilog.ph160:                                 ; preds = %vector.main.loop.iter.check143, %vec.epilog.iter.check158
  %vec.epilog.resume.val156 = phi i64 [ %n.vec146, %vec.epilog.iter.check158 ], [ 0, %vector.main.loop.iter.check143 ]
  br label %vec.epilog.vector.body163

vec.epilog.vector.body163:                        ; preds = %vec.epilog.vector.body163, %vec.epilog.ph160
  %index164 = phi i64 [ %vec.epilog.resume.val156, %vec.epilog.ph160 ], [ %index.next166, %vec.epilog.vector.body163 ]
  %309 = getelementptr inbounds float, ptr %58, i64 %index164
  %wide.load165 = load <4 x float>, ptr %309, align 4
  %310 = fmul <4 x float> %wide.load165, %wide.load165
  %311 = getelementptr inbounds float, ptr %scratch, i64 %index164
  store <4 x float> %310, ptr %311, align 4
  %index.next166 = add nuw i64 %index164, 4
  %312 = icmp eq i64 %index.next166, %n.vec162
  br i1 %312, label %vec.epilog.middle.block167, label %vec.epilog.vector.body163, !llvm.loop !5

vec.epilog.middle.block167:                       ; preds = %vec.epilog.vector.body163
  br i1 %cmp.n168, label %fold_tail.body.us.preheader, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check141, %vec.epilog.iter.check158, %vec.epilog.middle.block167
  %feature19.us.ph = phi i64 [ 0, %iter.check141 ], [ %n.vec146, %vec.epilog.iter.check158 ], [ %n.vec162, %vec.epilog.middle.block167 ]
  %313 = sub i64 %n_features, %feature19.us.ph
  %314 = sub i64 %48, %feature19.us.ph
  %xtraiter = and i64 %313, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader, %feature.body.us.prol
  %feature19.us.prol = phi i64 [ %319, %feature.body.us.prol ], [ %feature19.us.ph, %feature.body.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body.us.prol ], [ 0, %feature.body.us.preheader ]
  %315 = getelementptr inbounds float, ptr %58, i64 %feature19.us.prol
  %316 = load float, ptr %315, align 4
  %317 = fmul float %316, %316
  %318 = getelementptr inbounds float, ptr %scratch, i64 %feature19.us.prol
  store float %317, ptr %318, align 4
  %319 = add nuw i64 %feature19.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol, !llvm.loop !6

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature19.us.unr = phi i64 [ %feature19.us.ph, %feature.body.us.preheader ], [ %319, %feature.body.us.prol ]
  %320 = icmp ult i64 %314, 7
  br i1 %320, label %fold_tail.body.us.preheader, label %feature.body.us

fold_tail.exit.us.thread.unr-lcssa:               ; preds = %fold_tail.body.us
  br i1 %lcmp.mod226.not, label %fold_tail.exit.us.thread, label %fold_tail.body.us.epil.preheader

fold_tail.body.us.epil.preheader:                 ; preds = %fold_tail.exit.us.thread.unr-lcssa, %fold_tail.body.us.preheader
  %fold_tail21.us.epil.init = phi i64 [ 0, %fold_tail.body.us.preheader ], [ %545, %fold_tail.exit.us.thread.unr-lcssa ]
  %fold_value.020.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body.us.preheader ], [ %544, %fold_tail.exit.us.thread.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod228)
  br label %fold_tail.body.us.epil

fold_tail.body.us.epil:                           ; preds = %fold_tail.body.us.epil, %fold_tail.body.us.epil.preheader
  %fold_tail21.us.epil = phi i64 [ %324, %fold_tail.body.us.epil ], [ %fold_tail21.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %fold_value.020.us.epil = phi float [ %323, %fold_tail.body.us.epil ], [ %fold_value.020.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_tail.body.us.epil ], [ 0, %fold_tail.body.us.epil.preheader ]
  %321 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail21.us.epil
  %322 = load float, ptr %321, align 4
  %323 = fadd float %fold_value.020.us.epil, %322
  %324 = add nuw i64 %fold_tail21.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter225
  br i1 %epil.iter.cmp.not, label %fold_tail.exit.us.thread, label %fold_tail.body.us.epil, !llvm.loop !8

fold_tail.exit.us.thread:                         ; preds = %fold_tail.body.us.epil, %fold_tail.exit.us.thread.unr-lcssa
  %.lcssa = phi float [ %544, %fold_tail.exit.us.thread.unr-lcssa ], [ %323, %fold_tail.body.us.epil ]
  %325 = fadd float %.lcssa, -4.000000e+00
  %326 = fmul float %325, 2.000000e+00
  %327 = fmul float %326, 0x3F847AE140000000
  br i1 %draw.not, label %iter.check, label %iter.check91

iter.check91:                                     ; preds = %fold_tail.exit.us.thread
  %brmerge241 = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge241, label %feature.body7.us.preheader, label %vector.main.loop.iter.check93

vector.main.loop.iter.check93:                    ; preds = %iter.check91
  br i1 %min.iters.check92, label %vec.epilog.ph118, label %vector.ph94

vector.ph94:                                      ; preds = %vector.main.loop.iter.check93
  %broadcast.splatinsert97 = insertelement <8 x float> poison, float %327, i64 0
  %broadcast.splat98 = shufflevector <8 x float> %broadcast.splatinsert97, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert101 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat102 = shufflevector <8 x float> %broadcast.splatinsert101, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body103

vector.body103:                                   ; preds = %vector.body103, %vector.ph94
  %index104 = phi i64 [ 0, %vector.ph94 ], [ %index.next111, %vector.body103 ]
  %328 = getelementptr inbounds float, ptr %58, i64 %index104
  %329 = getelementptr inbounds nuw i8, ptr %328, i64 32
  %wide.load105 = load <8 x float>, ptr %328, align 4, !alias.scope !9, !noalias !12
  %wide.load106 = load <8 x float>, ptr %329, align 4, !alias.scope !9, !noalias !12
  %330 = fmul <8 x float> %wide.load105, splat (float 2.000000e+00)
  %331 = fmul <8 x float> %wide.load106, splat (float 2.000000e+00)
  %332 = fmul <8 x float> %broadcast.splat98, %330
  %333 = fmul <8 x float> %broadcast.splat98, %331
  %334 = getelementptr inbounds float, ptr %59, i64 %index104
  %335 = getelementptr inbounds nuw i8, ptr %334, i64 32
  %wide.load107 = load <8 x float>, ptr %334, align 4, !alias.scope !15
  %wide.load108 = load <8 x float>, ptr %335, align 4, !alias.scope !15
  %336 = fsub <8 x float> %wide.load105, %wide.load107
  %337 = fsub <8 x float> %wide.load106, %wide.load108
  %338 = fmul <8 x float> %336, splat (float 2.000000e+00)
  %339 = fmul <8 x float> %337, splat (float 2.000000e+00)
  %340 = fmul <8 x float> %338, splat (float 5.000000e-01)
  %341 = fmul <8 x float> %339, splat (float 5.000000e-01)
  %342 = fadd <8 x float> %332, %340
  %343 = fadd <8 x float> %333, %341
  %344 = fmul <8 x float> %broadcast.splat100, %342
  %345 = fmul <8 x float> %broadcast.splat100, %343
  %346 = fsub <8 x float> %wide.load105, %344
  %347 = fsub <8 x float> %wide.load106, %345
  %348 = getelementptr inbounds float, ptr %16, i64 %index104
  %349 = getelementptr inbounds nuw i8, ptr %348, i64 32
  %wide.load109 = load <8 x float>, ptr %348, align 4, !alias.scope !16
  %wide.load110 = load <8 x float>, ptr %349, align 4, !alias.scope !16
  %350 = fmul <8 x float> %broadcast.splat102, %wide.load109
  %351 = fmul <8 x float> %broadcast.splat102, %wide.load110
  %352 = fadd <8 x float> %350, %346
  %353 = fadd <8 x float> %351, %347
  store <8 x float> %352, ptr %328, align 4, !alias.scope !9, !noalias !12
  store <8 x float> %353, ptr %329, align 4, !alias.scope !9, !noalias !12
  %index.next111 = add nuw i64 %index104, 16
  %354 = icmp eq i64 %index.next111, %n.vec96
  br i1 %354, label %middle.block112, label %vector.body103, !llvm.loop !17

middle.block112:                                  ; preds = %vector.body103
  br i1 %cmp.n113, label %noise.done.us, label %vec.epilog.iter.check116

vec.epilog.iter.check116:                         ; preds = %middle.block112
  br i1 %min.epilog.iters.check117, label %feature.body7.us.preheader, label %vec.epilog.ph118, !prof !18

vec.epilog.ph118:                                 ; preds = %vector.main.loop.iter.check93, %vec.epilog.iter.check116
  %vec.epilog.resume.val114 = phi i64 [ %n.vec96, %vec.epilog.iter.check116 ], [ 0, %vector.main.loop.iter.check93 ]
  %broadcast.splatinsert121 = insertelement <4 x float> poison, float %327, i64 0
  %broadcast.splat122 = shufflevector <4 x float> %broadcast.splatinsert121, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert125 = insertelement <4 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat126 = shufflevector <4 x float> %broadcast.splatinsert125, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body127

vec.epilog.vector.body127:                        ; preds = %vec.epilog.vector.body127, %vec.epilog.ph118
  %index128 = phi i64 [ %vec.epilog.resume.val114, %vec.epilog.ph118 ], [ %index.next132, %vec.epilog.vector.body127 ]
  %355 = getelementptr inbounds float, ptr %58, i64 %index128
  %wide.load129 = load <4 x float>, ptr %355, align 4, !alias.scope !9, !noalias !12
  %356 = fmul <4 x float> %wide.load129, splat (float 2.000000e+00)
  %357 = fmul <4 x float> %broadcast.splat122, %356
  %358 = getelementptr inbounds float, ptr %59, i64 %index128
  %wide.load130 = load <4 x float>, ptr %358, align 4, !alias.scope !15
  %359 = fsub <4 x float> %wide.load129, %wide.load130
  %360 = fmul <4 x float> %359, splat (float 2.000000e+00)
  %361 = fmul <4 x float> %360, splat (float 5.000000e-01)
  %362 = fadd <4 x float> %357, %361
  %363 = fmul <4 x float> %broadcast.splat124, %362
  %364 = fsub <4 x float> %wide.load129, %363
  %365 = getelementptr inbounds float, ptr %16, i64 %index128
  %wide.load131 = load <4 x float>, ptr %365, align 4, !alias.scope !16
  %366 = fmul <4 x float> %broadcast.splat126, %wide.load131
  %367 = fadd <4 x float> %366, %364
  store <4 x float> %367, ptr %355, align 4, !alias.scope !9, !noalias !12
  %index.next132 = add nuw i64 %index128, 4
  %368 = icmp eq i64 %index.next132, %n.vec120
  br i1 %368, label %vec.epilog.middle.block133, label %vec.epilog.vector.body127, !llvm.loop !19

vec.epilog.middle.block133:                       ; preds = %vec.epilog.vector.body127
  br i1 %cmp.n134, label %noise.done.us, label %feature.body7.us.preheader

feature.body7.us.preheader:                       ; preds = %iter.check91, %vec.epilog.iter.check116, %vec.epilog.middle.block133
  %feature922.us.ph = phi i64 [ 0, %iter.check91 ], [ %n.vec120, %vec.epilog.middle.block133 ], [ %n.vec96, %vec.epilog.iter.check116 ]
  %.neg = or disjoint i64 %feature922.us.ph, 1
  br i1 %lcmp.mod230.not, label %feature.body7.us.prol.loopexit, label %feature.body7.us.prol

feature.body7.us.prol:                            ; preds = %feature.body7.us.preheader
  %369 = getelementptr inbounds float, ptr %58, i64 %feature922.us.ph
  %370 = load float, ptr %369, align 4
  %371 = fmul float %370, 2.000000e+00
  %372 = fmul float %327, %371
  %373 = getelementptr inbounds float, ptr %59, i64 %feature922.us.ph
  %374 = load float, ptr %373, align 4
  %375 = fsub float %370, %374
  %376 = fmul float %375, 2.000000e+00
  %377 = fmul float %376, 5.000000e-01
  %378 = fadd float %372, %377
  %379 = fmul float %eta, %378
  %380 = fsub float %370, %379
  %381 = getelementptr inbounds float, ptr %16, i64 %feature922.us.ph
  %382 = load float, ptr %381, align 4
  %383 = fmul float %noise_scale3.us, %382
  %384 = fadd float %383, %380
  store float %384, ptr %369, align 4
  %385 = or disjoint i64 %feature922.us.ph, 1
  br label %feature.body7.us.prol.loopexit

feature.body7.us.prol.loopexit:                   ; preds = %feature.body7.us.prol, %feature.body7.us.preheader
  %feature922.us.unr = phi i64 [ %feature922.us.ph, %feature.body7.us.preheader ], [ %385, %feature.body7.us.prol ]
  %386 = icmp eq i64 %n_features, %.neg
  br i1 %386, label %noise.done.us, label %feature.body7.us

iter.check:                                       ; preds = %fold_tail.exit.us.thread
  %brmerge242 = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge242, label %feature.body11.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check56, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x float> poison, float %327, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %387 = getelementptr inbounds float, ptr %58, i64 %index
  %388 = getelementptr inbounds nuw i8, ptr %387, i64 32
  %389 = getelementptr inbounds nuw i8, ptr %387, i64 64
  %390 = getelementptr inbounds nuw i8, ptr %387, i64 96
  %wide.load = load <8 x float>, ptr %387, align 4, !alias.scope !20, !noalias !23
  %wide.load59 = load <8 x float>, ptr %388, align 4, !alias.scope !20, !noalias !23
  %wide.load60 = load <8 x float>, ptr %389, align 4, !alias.scope !20, !noalias !23
  %wide.load61 = load <8 x float>, ptr %390, align 4, !alias.scope !20, !noalias !23
  %391 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %392 = fmul <8 x float> %wide.load59, splat (float 2.000000e+00)
  %393 = fmul <8 x float> %wide.load60, splat (float 2.000000e+00)
  %394 = fmul <8 x float> %wide.load61, splat (float 2.000000e+00)
  %395 = fmul <8 x float> %broadcast.splat, %391
  %396 = fmul <8 x float> %broadcast.splat, %392
  %397 = fmul <8 x float> %broadcast.splat, %393
  %398 = fmul <8 x float> %broadcast.splat, %394
  %399 = getelementptr inbounds float, ptr %59, i64 %index
  %400 = getelementptr inbounds nuw i8, ptr %399, i64 32
  %401 = getelementptr inbounds nuw i8, ptr %399, i64 64
  %402 = getelementptr inbounds nuw i8, ptr %399, i64 96
  %wide.load62 = load <8 x float>, ptr %399, align 4, !alias.scope !23
  %wide.load63 = load <8 x float>, ptr %400, align 4, !alias.scope !23
  %wide.load64 = load <8 x float>, ptr %401, align 4, !alias.scope !23
  %wide.load65 = load <8 x float>, ptr %402, align 4, !alias.scope !23
  %403 = fsub <8 x float> %wide.load, %wide.load62
  %404 = fsub <8 x float> %wide.load59, %wide.load63
  %405 = fsub <8 x float> %wide.load60, %wide.load64
  %406 = fsub <8 x float> %wide.load61, %wide.load65
  %407 = fmul <8 x float> %403, splat (float 2.000000e+00)
  %408 = fmul <8 x float> %404, splat (float 2.000000e+00)
  %409 = fmul <8 x float> %405, splat (float 2.000000e+00)
  %410 = fmul <8 x float> %406, splat (float 2.000000e+00)
  %411 = fmul <8 x float> %407, splat (float 5.000000e-01)
  %412 = fmul <8 x float> %408, splat (float 5.000000e-01)
  %413 = fmul <8 x float> %409, splat (float 5.000000e-01)
  %414 = fmul <8 x float> %410, splat (float 5.000000e-01)
  %415 = fadd <8 x float> %395, %411
  %416 = fadd <8 x float> %396, %412
  %417 = fadd <8 x float> %397, %413
  %418 = fadd <8 x float> %398, %414
  %419 = fmul <8 x float> %broadcast.splat58, %415
  %420 = fmul <8 x float> %broadcast.splat58, %416
  %421 = fmul <8 x float> %broadcast.splat58, %417
  %422 = fmul <8 x float> %broadcast.splat58, %418
  %423 = fsub <8 x float> %wide.load, %419
  %424 = fsub <8 x float> %wide.load59, %420
  %425 = fsub <8 x float> %wide.load60, %421
  %426 = fsub <8 x float> %wide.load61, %422
  store <8 x float> %423, ptr %387, align 4, !alias.scope !20, !noalias !23
  store <8 x float> %424, ptr %388, align 4, !alias.scope !20, !noalias !23
  store <8 x float> %425, ptr %389, align 4, !alias.scope !20, !noalias !23
  store <8 x float> %426, ptr %390, align 4, !alias.scope !20, !noalias !23
  %index.next = add nuw i64 %index, 32
  %427 = icmp eq i64 %index.next, %n.vec
  br i1 %427, label %middle.block, label %vector.body, !llvm.loop !25

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body11.us.preheader, label %vec.epilog.ph, !prof !4

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert68 = insertelement <4 x float> poison, float %327, i64 0
  %broadcast.splat69 = shufflevector <4 x float> %broadcast.splatinsert68, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index72 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next75, %vec.epilog.vector.body ]
  %428 = getelementptr inbounds float, ptr %58, i64 %index72
  %wide.load73 = load <4 x float>, ptr %428, align 4, !alias.scope !20, !noalias !23
  %429 = fmul <4 x float> %wide.load73, splat (float 2.000000e+00)
  %430 = fmul <4 x float> %broadcast.splat69, %429
  %431 = getelementptr inbounds float, ptr %59, i64 %index72
  %wide.load74 = load <4 x float>, ptr %431, align 4, !alias.scope !23
  %432 = fsub <4 x float> %wide.load73, %wide.load74
  %433 = fmul <4 x float> %432, splat (float 2.000000e+00)
  %434 = fmul <4 x float> %433, splat (float 5.000000e-01)
  %435 = fadd <4 x float> %430, %434
  %436 = fmul <4 x float> %broadcast.splat71, %435
  %437 = fsub <4 x float> %wide.load73, %436
  store <4 x float> %437, ptr %428, align 4, !alias.scope !20, !noalias !23
  %index.next75 = add nuw i64 %index72, 4
  %438 = icmp eq i64 %index.next75, %n.vec67
  br i1 %438, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !26

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n76, label %noise.done.us, label %feature.body11.us.preheader

feature.body11.us.preheader:                      ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature1323.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec67, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg235 = or disjoint i64 %feature1323.us.ph, 1
  br i1 %lcmp.mod233.not, label %feature.body11.us.prol.loopexit, label %feature.body11.us.prol

feature.body11.us.prol:                           ; preds = %feature.body11.us.preheader
  %439 = getelementptr inbounds float, ptr %58, i64 %feature1323.us.ph
  %440 = load float, ptr %439, align 4
  %441 = fmul float %440, 2.000000e+00
  %442 = fmul float %327, %441
  %443 = getelementptr inbounds float, ptr %59, i64 %feature1323.us.ph
  %444 = load float, ptr %443, align 4
  %445 = fsub float %440, %444
  %446 = fmul float %445, 2.000000e+00
  %447 = fmul float %446, 5.000000e-01
  %448 = fadd float %442, %447
  %449 = fmul float %eta, %448
  %450 = fsub float %440, %449
  store float %450, ptr %439, align 4
  %451 = or disjoint i64 %feature1323.us.ph, 1
  br label %feature.body11.us.prol.loopexit

feature.body11.us.prol.loopexit:                  ; preds = %feature.body11.us.prol, %feature.body11.us.preheader
  %feature1323.us.unr = phi i64 [ %feature1323.us.ph, %feature.body11.us.preheader ], [ %451, %feature.body11.us.prol ]
  %452 = icmp eq i64 %n_features, %.neg235
  br i1 %452, label %noise.done.us, label %feature.body11.us

feature.body7.us:                                 ; preds = %feature.body7.us.prol.loopexit, %feature.body7.us
  %feature922.us = phi i64 [ %486, %feature.body7.us ], [ %feature922.us.unr, %feature.body7.us.prol.loopexit ]
  %453 = getelementptr inbounds float, ptr %58, i64 %feature922.us
  %454 = load float, ptr %453, align 4
  %455 = fmul float %454, 2.000000e+00
  %456 = fmul float %327, %455
  %457 = getelementptr inbounds float, ptr %59, i64 %feature922.us
  %458 = load float, ptr %457, align 4
  %459 = fsub float %454, %458
  %460 = fmul float %459, 2.000000e+00
  %461 = fmul float %460, 5.000000e-01
  %462 = fadd float %456, %461
  %463 = fmul float %eta, %462
  %464 = fsub float %454, %463
  %465 = getelementptr inbounds float, ptr %16, i64 %feature922.us
  %466 = load float, ptr %465, align 4
  %467 = fmul float %noise_scale3.us, %466
  %468 = fadd float %467, %464
  store float %468, ptr %453, align 4
  %469 = add nuw i64 %feature922.us, 1
  %470 = getelementptr inbounds float, ptr %58, i64 %469
  %471 = load float, ptr %470, align 4
  %472 = fmul float %471, 2.000000e+00
  %473 = fmul float %327, %472
  %474 = getelementptr inbounds float, ptr %59, i64 %469
  %475 = load float, ptr %474, align 4
  %476 = fsub float %471, %475
  %477 = fmul float %476, 2.000000e+00
  %478 = fmul float %477, 5.000000e-01
  %479 = fadd float %473, %478
  %480 = fmul float %eta, %479
  %481 = fsub float %471, %480
  %482 = getelementptr inbounds float, ptr %16, i64 %469
  %483 = load float, ptr %482, align 4
  %484 = fmul float %noise_scale3.us, %483
  %485 = fadd float %484, %481
  store float %485, ptr %470, align 4
  %486 = add nuw i64 %feature922.us, 2
  %exitcond37.not.1 = icmp eq i64 %486, %n_features
  br i1 %exitcond37.not.1, label %noise.done.us, label %feature.body7.us, !llvm.loop !27

noise.done.us:                                    ; preds = %feature.body7.us.prol.loopexit, %feature.body7.us, %feature.body11.us.prol.loopexit, %feature.body11.us, %middle.block112, %vec.epilog.middle.block133, %middle.block, %vec.epilog.middle.block, %draw.done.us
  %t_next.us = fmul float %anneal_ratio, %temperature1.024.us
  %487 = add nuw i64 %step25.us, 1
  %exitcond39.not = icmp eq i64 %487, %steps
  br i1 %exitcond39.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body11.us:                                ; preds = %feature.body11.us.prol.loopexit, %feature.body11.us
  %feature1323.us = phi i64 [ %513, %feature.body11.us ], [ %feature1323.us.unr, %feature.body11.us.prol.loopexit ]
  %488 = getelementptr inbounds float, ptr %58, i64 %feature1323.us
  %489 = load float, ptr %488, align 4
  %490 = fmul float %489, 2.000000e+00
  %491 = fmul float %327, %490
  %492 = getelementptr inbounds float, ptr %59, i64 %feature1323.us
  %493 = load float, ptr %492, align 4
  %494 = fsub float %489, %493
  %495 = fmul float %494, 2.000000e+00
  %496 = fmul float %495, 5.000000e-01
  %497 = fadd float %491, %496
  %498 = fmul float %eta, %497
  %499 = fsub float %489, %498
  store float %499, ptr %488, align 4
  %500 = add nuw i64 %feature1323.us, 1
  %501 = getelementptr inbounds float, ptr %58, i64 %500
  %502 = load float, ptr %501, align 4
  %503 = fmul float %502, 2.000000e+00
  %504 = fmul float %327, %503
  %505 = getelementptr inbounds float, ptr %59, i64 %500
  %506 = load float, ptr %505, align 4
  %507 = fsub float %502, %506
  %508 = fmul float %507, 2.000000e+00
  %509 = fmul float %508, 5.000000e-01
  %510 = fadd float %504, %509
  %511 = fmul float %eta, %510
  %512 = fsub float %502, %511
  store float %512, ptr %501, align 4
  %513 = add nuw i64 %feature1323.us, 2
  %exitcond38.not.1 = icmp eq i64 %513, %n_features
  br i1 %exitcond38.not.1, label %noise.done.us, label %feature.body11.us, !llvm.loop !28

fold_tail.body.us:                                ; preds = %fold_tail.body.us.preheader, %fold_tail.body.us
  %fold_tail21.us = phi i64 [ %545, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %fold_value.020.us = phi float [ %544, %fold_tail.body.us ], [ 0.000000e+00, %fold_tail.body.us.preheader ]
  %niter = phi i64 [ %niter.next.7, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %514 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail21.us
  %515 = load float, ptr %514, align 4
  %516 = fadd float %fold_value.020.us, %515
  %517 = getelementptr float, ptr %scratch, i64 %fold_tail21.us
  %518 = getelementptr i8, ptr %517, i64 4
  %519 = load float, ptr %518, align 4
  %520 = fadd float %516, %519
  %521 = getelementptr float, ptr %scratch, i64 %fold_tail21.us
  %522 = getelementptr i8, ptr %521, i64 8
  %523 = load float, ptr %522, align 4
  %524 = fadd float %520, %523
  %525 = getelementptr float, ptr %scratch, i64 %fold_tail21.us
  %526 = getelementptr i8, ptr %525, i64 12
  %527 = load float, ptr %526, align 4
  %528 = fadd float %524, %527
  %529 = getelementptr float, ptr %scratch, i64 %fold_tail21.us
  %530 = getelementptr i8, ptr %529, i64 16
  %531 = load float, ptr %530, align 4
  %532 = fadd float %528, %531
  %533 = getelementptr float, ptr %scratch, i64 %fold_tail21.us
  %534 = getelementptr i8, ptr %533, i64 20
  %535 = load float, ptr %534, align 4
  %536 = fadd float %532, %535
  %537 = getelementptr float, ptr %scratch, i64 %fold_tail21.us
  %538 = getelementptr i8, ptr %537, i64 24
  %539 = load float, ptr %538, align 4
  %540 = fadd float %536, %539
  %541 = getelementptr float, ptr %scratch, i64 %fold_tail21.us
  %542 = getelementptr i8, ptr %541, i64 28
  %543 = load float, ptr %542, align 4
  %544 = fadd float %540, %543
  %545 = add nuw i64 %fold_tail21.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold_tail.exit.us.thread.unr-lcssa, label %fold_tail.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature19.us = phi i64 [ %585, %feature.body.us ], [ %feature19.us.unr, %feature.body.us.prol.loopexit ]
  %546 = getelementptr inbounds float, ptr %58, i64 %feature19.us
  %547 = load float, ptr %546, align 4
  %548 = fmul float %547, %547
  %549 = getelementptr inbounds float, ptr %scratch, i64 %feature19.us
  store float %548, ptr %549, align 4
  %550 = add nuw i64 %feature19.us, 1
  %551 = getelementptr inbounds float, ptr %58, i64 %550
  %552 = load float, ptr %551, align 4
  %553 = fmul float %552, %552
  %554 = getelementptr inbounds float, ptr %scratch, i64 %550
  store float %553, ptr %554, align 4
  %555 = add nuw i64 %feature19.us, 2
  %556 = getelementptr inbounds float, ptr %58, i64 %555
  %557 = load float, ptr %556, align 4
  %558 = fmul float %557, %557
  %559 = getelementptr inbounds float, ptr %scratch, i64 %555
  store float %558, ptr %559, align 4
  %560 = add nuw i64 %feature19.us, 3
  %561 = getelementptr inbounds float, ptr %58, i64 %560
  %562 = load float, ptr %561, align 4
  %563 = fmul float %562, %562
  %564 = getelementptr inbounds float, ptr %scratch, i64 %560
  store float %563, ptr %564, align 4
  %565 = add nuw i64 %feature19.us, 4
  %566 = getelementptr inbounds float, ptr %58, i64 %565
  %567 = load float, ptr %566, align 4
  %568 = fmul float %567, %567
  %569 = getelementptr inbounds float, ptr %scratch, i64 %565
  store float %568, ptr %569, align 4
  %570 = add nuw i64 %feature19.us, 5
  %571 = getelementptr inbounds float, ptr %58, i64 %570
  %572 = load float, ptr %571, align 4
  %573 = fmul float %572, %572
  %574 = getelementptr inbounds float, ptr %scratch, i64 %570
  store float %573, ptr %574, align 4
  %575 = add nuw i64 %feature19.us, 6
  %576 = getelementptr inbounds float, ptr %58, i64 %575
  %577 = load float, ptr %576, align 4
  %578 = fmul float %577, %577
  %579 = getelementptr inbounds float, ptr %scratch, i64 %575
  store float %578, ptr %579, align 4
  %580 = add nuw i64 %feature19.us, 7
  %581 = getelementptr inbounds float, ptr %58, i64 %580
  %582 = load float, ptr %581, align 4
  %583 = fmul float %582, %582
  %584 = getelementptr inbounds float, ptr %scratch, i64 %580
  store float %583, ptr %584, align 4
  %585 = add nuw i64 %feature19.us, 8
  %exitcond35.not.7 = icmp eq i64 %585, %n_features
  br i1 %exitcond35.not.7, label %fold_tail.body.us.preheader, label %feature.body.us, !llvm.loop !29

noise.body.lr.ph.us:                              ; preds = %step.body.us
  %key1_step.us = add i64 %step25.us, %key1
  %586 = lshr i64 %key1_step.us, 32
  %587 = mul nuw i64 %586, 3449720151
  %588 = lshr i64 %587, 32
  %589 = xor i64 %key0, %588
  %590 = xor i64 %589, %key1_step.us
  %591 = and i64 %590, 4294967295
  %592 = mul nuw i64 %591, 3528531795
  %593 = lshr i64 %592, 32
  %594 = xor i64 %593, %20
  br i1 %min.iters.check170, label %noise.body.us.preheader, label %vector.ph171

vector.ph171:                                     ; preds = %noise.body.lr.ph.us
  %broadcast.splatinsert178 = insertelement <8 x i64> poison, i64 %594, i64 0
  %broadcast.splat179 = shufflevector <8 x i64> %broadcast.splatinsert178, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %587, %19
  %.scalar221 = and i64 %.scalar, 4294967295
  %595 = insertelement <8 x i64> poison, i64 %.scalar221, i64 0
  %.masked = shufflevector <8 x i64> %595, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar222 = xor i64 %592, %22
  %.scalar223 = and i64 %.scalar222, 4294967295
  %596 = insertelement <8 x i64> poison, i64 %.scalar223, i64 0
  %.masked220 = shufflevector <8 x i64> %596, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body214

vector.body214:                                   ; preds = %vector.body214, %vector.ph171
  %index215 = phi i64 [ 0, %vector.ph171 ], [ %index.next216, %vector.body214 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph171 ], [ %vec.ind.next, %vector.body214 ]
  %597 = add <8 x i64> %vec.ind, %broadcast.splat181
  %598 = and <8 x i64> %597, splat (i64 4294967295)
  %599 = mul nuw <8 x i64> %598, splat (i64 3528531795)
  %600 = xor <8 x i64> %597, %broadcast.splat183
  %601 = xor <8 x i64> %600, %599
  %602 = lshr <8 x i64> %601, splat (i64 32)
  %603 = mul nuw <8 x i64> %602, splat (i64 3449720151)
  %604 = lshr <8 x i64> %603, splat (i64 32)
  %605 = xor <8 x i64> %broadcast.splat179, %599
  %606 = xor <8 x i64> %.masked, %604
  %607 = mul nuw <8 x i64> %606, splat (i64 3528531795)
  %608 = and <8 x i64> %605, splat (i64 4294967295)
  %609 = mul nuw <8 x i64> %608, splat (i64 3449720151)
  %610 = lshr <8 x i64> %607, splat (i64 32)
  %611 = lshr <8 x i64> %609, splat (i64 32)
  %612 = xor <8 x i64> %611, %broadcast.splat187
  %613 = xor <8 x i64> %612, %603
  %614 = and <8 x i64> %613, splat (i64 4294967295)
  %615 = mul nuw <8 x i64> %614, splat (i64 3528531795)
  %616 = xor <8 x i64> %.masked220, %610
  %617 = mul nuw <8 x i64> %616, splat (i64 3449720151)
  %618 = lshr <8 x i64> %615, splat (i64 32)
  %619 = lshr <8 x i64> %617, splat (i64 32)
  %620 = xor <8 x i64> %broadcast.splat191, %619
  %621 = xor <8 x i64> %620, %609
  %622 = xor <8 x i64> %618, %broadcast.splat193
  %623 = xor <8 x i64> %622, %607
  %624 = and <8 x i64> %621, splat (i64 4294967295)
  %625 = mul nuw <8 x i64> %624, splat (i64 3528531795)
  %626 = and <8 x i64> %623, splat (i64 4294967295)
  %627 = mul nuw <8 x i64> %626, splat (i64 3449720151)
  %628 = lshr <8 x i64> %625, splat (i64 32)
  %629 = lshr <8 x i64> %627, splat (i64 32)
  %630 = xor <8 x i64> %629, %broadcast.splat195
  %631 = xor <8 x i64> %630, %617
  %632 = xor <8 x i64> %broadcast.splat197, %628
  %633 = xor <8 x i64> %632, %615
  %634 = and <8 x i64> %631, splat (i64 4294967295)
  %635 = mul nuw <8 x i64> %634, splat (i64 3528531795)
  %636 = and <8 x i64> %633, splat (i64 4294967295)
  %637 = mul nuw <8 x i64> %636, splat (i64 3449720151)
  %638 = lshr <8 x i64> %635, splat (i64 32)
  %639 = lshr <8 x i64> %637, splat (i64 32)
  %640 = xor <8 x i64> %broadcast.splat199, %639
  %641 = xor <8 x i64> %640, %627
  %642 = xor <8 x i64> %638, %broadcast.splat201
  %643 = xor <8 x i64> %642, %625
  %644 = and <8 x i64> %641, splat (i64 4294967295)
  %645 = mul nuw <8 x i64> %644, splat (i64 3528531795)
  %646 = and <8 x i64> %643, splat (i64 4294967295)
  %647 = mul nuw <8 x i64> %646, splat (i64 3449720151)
  %648 = lshr <8 x i64> %645, splat (i64 32)
  %649 = lshr <8 x i64> %647, splat (i64 32)
  %650 = xor <8 x i64> %649, %broadcast.splat203
  %651 = xor <8 x i64> %650, %637
  %652 = xor <8 x i64> %broadcast.splat205, %648
  %653 = xor <8 x i64> %652, %635
  %654 = and <8 x i64> %651, splat (i64 4294967295)
  %655 = mul nuw <8 x i64> %654, splat (i64 3528531795)
  %656 = and <8 x i64> %653, splat (i64 4294967295)
  %657 = mul nuw <8 x i64> %656, splat (i64 3449720151)
  %658 = lshr <8 x i64> %655, splat (i64 32)
  %659 = lshr <8 x i64> %657, splat (i64 32)
  %660 = xor <8 x i64> %broadcast.splat207, %659
  %661 = xor <8 x i64> %660, %647
  %662 = xor <8 x i64> %658, %broadcast.splat209
  %663 = xor <8 x i64> %662, %645
  %664 = and <8 x i64> %661, splat (i64 4294967295)
  %665 = mul nuw <8 x i64> %664, splat (i64 3528531795)
  %666 = lshr <8 x i64> %665, splat (i64 32)
  %667 = trunc <8 x i64> %663 to <8 x i32>
  %668 = mul <8 x i32> %667, splat (i32 -845247145)
  %669 = xor <8 x i64> %broadcast.splat211, %666
  %670 = xor <8 x i64> %669, %655
  %671 = and <8 x i64> %670, splat (i64 4294967295)
  %672 = mul nuw <8 x i64> %671, splat (i64 3449720151)
  %673 = lshr <8 x i64> %672, splat (i64 32)
  %674 = trunc nuw <8 x i64> %673 to <8 x i32>
  %675 = trunc <8 x i64> %672 to <8 x i32>
  %676 = xor <8 x i32> %668, %broadcast.splat213
  %677 = xor <8 x i32> %676, %674
  %678 = uitofp <8 x i32> %677 to <8 x double>
  %679 = fadd <8 x double> %678, splat (double 5.000000e-01)
  %680 = fmul <8 x double> %679, splat (double 0x3DF0000000000000)
  %681 = uitofp <8 x i32> %675 to <8 x double>
  %682 = fadd <8 x double> %681, splat (double 5.000000e-01)
  %683 = fmul <8 x double> %682, splat (double 0x3DF0000000000000)
  %684 = fcmp olt <8 x double> %680, splat (double 0x10000000000000)
  %685 = fmul <8 x double> %680, splat (double 0x4350000000000000)
  %686 = select <8 x i1> %684, <8 x double> %685, <8 x double> %680
  %687 = select <8 x i1> %684, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %688 = bitcast <8 x double> %686 to <8 x i64>
  %689 = lshr <8 x i64> %688, splat (i64 32)
  %690 = add nuw nsw <8 x i64> %689, splat (i64 614242)
  %691 = lshr <8 x i64> %690, splat (i64 20)
  %692 = add nsw <8 x i64> %691, %687
  %693 = shl <8 x i64> %690, splat (i64 32)
  %694 = and <8 x i64> %693, splat (i64 4503595332403200)
  %695 = add nuw nsw <8 x i64> %694, splat (i64 4604544269498187776)
  %696 = and <8 x i64> %688, splat (i64 4294967295)
  %697 = or disjoint <8 x i64> %695, %696
  %698 = bitcast <8 x i64> %697 to <8 x double>
  %699 = fadd <8 x double> %698, splat (double -1.000000e+00)
  %700 = fmul <8 x double> %699, splat (double 5.000000e-01)
  %701 = fmul <8 x double> %699, %700
  %702 = fadd <8 x double> %699, splat (double 2.000000e+00)
  %703 = fdiv <8 x double> %699, %702
  %704 = fmul <8 x double> %703, %703
  %705 = fmul <8 x double> %704, %704
  %706 = fmul <8 x double> %705, splat (double 0x3FC39A09D078C69F)
  %707 = fadd <8 x double> %706, splat (double 0x3FCC71C51D8E78AF)
  %708 = fmul <8 x double> %705, %707
  %709 = fadd <8 x double> %708, splat (double 0x3FD999999997FA04)
  %710 = fmul <8 x double> %705, %709
  %711 = fmul <8 x double> %705, splat (double 0x3FC2F112DF3E5244)
  %712 = fadd <8 x double> %711, splat (double 0x3FC7466496CB03DE)
  %713 = fmul <8 x double> %705, %712
  %714 = fadd <8 x double> %713, splat (double 0x3FD2492494229359)
  %715 = fmul <8 x double> %705, %714
  %716 = fadd <8 x double> %715, splat (double 0x3FE5555555555593)
  %717 = fmul <8 x double> %704, %716
  %718 = fadd <8 x double> %710, %717
  %719 = sitofp <8 x i64> %692 to <8 x double>
  %720 = fadd <8 x double> %701, %718
  %721 = fmul <8 x double> %703, %720
  %722 = fmul <8 x double> %719, splat (double 0x3DEA39EF35793C76)
  %723 = fadd <8 x double> %722, %721
  %724 = fsub <8 x double> %723, %701
  %725 = fadd <8 x double> %699, %724
  %726 = fmul <8 x double> %719, splat (double 0x3FE62E42FEE00000)
  %727 = fadd <8 x double> %726, %725
  %728 = fcmp oeq <8 x double> %680, splat (double 0x7FF0000000000000)
  %729 = fcmp oeq <8 x double> %680, zeroinitializer
  %730 = fmul <8 x double> %727, splat (double -2.000000e+00)
  %731 = select <8 x i1> %728, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %730
  %732 = select <8 x i1> %729, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %731
  %733 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %732)
  %734 = fmul <8 x double> %683, splat (double 0x401921FB54442D18)
  %735 = fmul <8 x double> %734, splat (double 0x3FE45F306DC9C883)
  %736 = fadd <8 x double> %735, splat (double 0x4338000000000000)
  %737 = bitcast <8 x double> %736 to <8 x i64>
  %738 = fadd <8 x double> %736, splat (double 0xC338000000000000)
  %739 = fmul <8 x double> %738, splat (double 0x3FF921FB54400000)
  %740 = fsub <8 x double> %734, %739
  %741 = fmul <8 x double> %738, splat (double 0x3DD0B4611A626331)
  %742 = fmul <8 x double> %738, splat (double 0x3DD0B4611A600000)
  %743 = fsub <8 x double> %740, %742
  %744 = fmul <8 x double> %738, splat (double 0x3BA3198A2E037073)
  %745 = fsub <8 x double> %740, %743
  %746 = fsub <8 x double> %745, %742
  %747 = fsub <8 x double> %744, %746
  %748 = fmul <8 x double> %738, splat (double 0x3BA3198A2E000000)
  %749 = fsub <8 x double> %743, %748
  %750 = fmul <8 x double> %738, splat (double 0x397B839A252049C1)
  %751 = fsub <8 x double> %743, %749
  %752 = fsub <8 x double> %751, %748
  %753 = fsub <8 x double> %750, %752
  %754 = fsub <8 x double> %740, %741
  %755 = fsub <8 x double> %743, %747
  %756 = bitcast <8 x double> %734 to <8 x i64>
  %757 = lshr <8 x i64> %756, splat (i64 52)
  %758 = and <8 x i64> %757, splat (i64 2047)
  %759 = bitcast <8 x double> %754 to <8 x i64>
  %760 = lshr <8 x i64> %759, splat (i64 52)
  %761 = and <8 x i64> %760, splat (i64 2047)
  %762 = bitcast <8 x double> %755 to <8 x i64>
  %763 = lshr <8 x i64> %762, splat (i64 52)
  %764 = and <8 x i64> %763, splat (i64 2047)
  %765 = add nuw nsw <8 x i64> %761, splat (i64 16)
  %766 = icmp samesign ult <8 x i64> %765, %758
  %767 = add nuw nsw <8 x i64> %764, splat (i64 49)
  %768 = icmp samesign ult <8 x i64> %767, %758
  %769 = select <8 x i1> %768, <8 x double> %749, <8 x double> %743
  %770 = select <8 x i1> %768, <8 x double> %753, <8 x double> %747
  %771 = select <8 x i1> %766, <8 x double> %769, <8 x double> %740
  %772 = select <8 x i1> %766, <8 x double> %770, <8 x double> %741
  %773 = fsub <8 x double> %771, %772
  %774 = fsub <8 x double> %771, %773
  %775 = fsub <8 x double> %774, %772
  %776 = fmul <8 x double> %773, %773
  %777 = fmul <8 x double> %776, %776
  %778 = fmul <8 x double> %776, splat (double 0x3EFA01A019CB1590)
  %779 = fadd <8 x double> %778, splat (double 0xBF56C16C16C15177)
  %780 = fmul <8 x double> %776, %779
  %781 = fadd <8 x double> %780, splat (double 0x3FA555555555554C)
  %782 = fmul <8 x double> %776, %781
  %783 = fmul <8 x double> %776, splat (double 0x3DA8FAE9BE8838D4)
  %784 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %783
  %785 = fmul <8 x double> %776, %784
  %786 = fadd <8 x double> %785, splat (double 0xBE927E4F809C52AD)
  %787 = fmul <8 x double> %777, %777
  %788 = fmul <8 x double> %787, %786
  %789 = fadd <8 x double> %782, %788
  %790 = fmul <8 x double> %776, splat (double 5.000000e-01)
  %791 = fsub <8 x double> splat (double 1.000000e+00), %790
  %792 = fsub <8 x double> splat (double 1.000000e+00), %791
  %793 = fsub <8 x double> %792, %790
  %794 = fmul <8 x double> %776, %789
  %795 = fmul <8 x double> %773, %775
  %796 = fsub <8 x double> %794, %795
  %797 = fadd <8 x double> %793, %796
  %798 = fadd <8 x double> %791, %797
  %799 = fmul <8 x double> %776, splat (double 0x3EC71DE357B1FE7D)
  %800 = fadd <8 x double> %799, splat (double 0xBF2A01A019C161D5)
  %801 = fmul <8 x double> %776, %800
  %802 = fadd <8 x double> %801, splat (double 0x3F8111111110F8A6)
  %803 = fmul <8 x double> %776, splat (double 0x3DE5D93A5ACFD57C)
  %804 = fadd <8 x double> %803, splat (double 0xBE5AE5E68A2B9CEB)
  %805 = fmul <8 x double> %776, %777
  %806 = fmul <8 x double> %805, %804
  %807 = fadd <8 x double> %806, %802
  %808 = fmul <8 x double> %773, %776
  %809 = fmul <8 x double> %775, splat (double 5.000000e-01)
  %810 = fmul <8 x double> %808, %807
  %811 = fsub <8 x double> %809, %810
  %812 = fmul <8 x double> %776, %811
  %813 = fsub <8 x double> %812, %775
  %814 = fmul <8 x double> %808, splat (double 0x3FC5555555555549)
  %815 = fadd <8 x double> %813, %814
  %816 = fsub <8 x double> %773, %815
  %817 = fneg <8 x double> %798
  %818 = fneg <8 x double> %816
  %819 = and <8 x i64> %737, splat (i64 1)
  %820 = and <8 x i64> %737, splat (i64 2)
  %821 = icmp eq <8 x i64> %819, zeroinitializer
  %822 = icmp eq <8 x i64> %820, zeroinitializer
  %823 = select <8 x i1> %822, <8 x double> %798, <8 x double> %817
  %824 = select <8 x i1> %822, <8 x double> %818, <8 x double> %816
  %825 = select <8 x i1> %821, <8 x double> %823, <8 x double> %824
  %826 = fcmp olt <8 x double> %734, splat (double 0x413921FB00000000)
  %827 = select <8 x i1> %826, <8 x double> %825, <8 x double> splat (double 0x7FF8000000000000)
  %828 = fmul <8 x double> %827, %733
  %829 = fptrunc <8 x double> %828 to <8 x float>
  %830 = getelementptr inbounds float, ptr %16, i64 %index215
  store <8 x float> %829, ptr %830, align 4
  %index.next216 = add nuw i64 %index215, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %831 = icmp eq i64 %index.next216, %n.vec173
  br i1 %831, label %middle.block217, label %vector.body214, !llvm.loop !30

middle.block217:                                  ; preds = %vector.body214
  br i1 %cmp.n218, label %iter.check141, label %noise.body.us.preheader

noise.body.us.preheader:                          ; preds = %noise.body.lr.ph.us, %middle.block217
  %noise18.us.ph = phi i64 [ 0, %noise.body.lr.ph.us ], [ %n.vec173, %middle.block217 ]
  %invariant.op = xor i64 %19, %587
  %invariant.op240 = xor i64 %22, %592
  br label %noise.body.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done.us
  %832 = add nuw i64 %row26.us, 1
  %exitcond40.not = icmp eq i64 %832, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond40.not, label %row.exit, label %row.body.us

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
!3 = distinct !{!3, !2, !1}
!4 = !{!"branch_weights", i32 4, i32 28}
!5 = distinct !{!5, !2, !1}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !7}
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13, !14}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = !{!13}
!16 = !{!14}
!17 = distinct !{!17, !2, !1}
!18 = !{!"branch_weights", i32 4, i32 12}
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
