; ModuleID = 'softmax_pull'
source_filename = "softmax_pull.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_softmax_pull_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %state193 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %input_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %scratch = load ptr, ptr %1, align 8
  %scratch192 = ptrtoint ptr %scratch to i64
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
  %.idx = shl i64 %n_features, 3
  %16 = getelementptr i8, ptr %scratch, i64 %.idx
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not93 = icmp eq i64 %steps, 0
  %draw.not = icmp eq i32 %draw_noise, 0
  %.not94 = icmp eq i64 %n_features, 0
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
  %35 = getelementptr float, ptr %scratch, i64 %n_features
  %blocks_end = and i64 %n_features, -8
  %.not96 = icmp eq i64 %blocks_end, 0
  %.not97 = icmp eq i64 %blocks_end, %n_features
  br i1 %.not93, label %row.exit, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %brmerge = select i1 %draw.not, i1 true, i1 %.not94
  %36 = mul i64 %row_begin, %n_features
  %37 = shl i64 %36, 2
  %38 = shl i64 %n_features, 2
  %39 = shl i64 %row_begin, 2
  %40 = add i64 %39, 4
  %41 = mul i64 %n_features, %40
  %42 = shl i64 %n_features, 2
  %43 = mul i64 %n_features, 12
  %scevgep158 = getelementptr i8, ptr %scratch, i64 %43
  %44 = mul i64 %row_begin, %n_features
  %45 = shl i64 %44, 2
  %46 = add i64 %45, %state193
  %47 = sub i64 %scratch192, %46
  %48 = mul i64 %n_features, -4
  %49 = shl i64 %row_begin, 2
  %50 = sub i64 4, %49
  %51 = mul i64 %n_features, %50
  %52 = add i64 %51, %scratch192
  %53 = sub i64 %52, %state193
  %54 = mul i64 %n_features, -4
  %55 = mul i64 %row_begin, %n_features
  %56 = shl i64 %55, 2
  %57 = add i64 %56, %state193
  %58 = sub i64 %scratch192, %57
  %59 = add i64 %n_features, -1
  %60 = add i64 %blocks_end, -1
  %61 = lshr i64 %60, 3
  %62 = add nuw nsw i64 %61, 1
  %min.iters.check236 = icmp ult i64 %n_features, 8
  %n.vec239 = and i64 %n_features, -8
  %broadcast.splatinsert248 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat249 = shufflevector <8 x i64> %broadcast.splatinsert248, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert252 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat253 = shufflevector <8 x i64> %broadcast.splatinsert252, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert256 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat257 = shufflevector <8 x i64> %broadcast.splatinsert256, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert258 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat259 = shufflevector <8 x i64> %broadcast.splatinsert258, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert260 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat261 = shufflevector <8 x i64> %broadcast.splatinsert260, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert262 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat263 = shufflevector <8 x i64> %broadcast.splatinsert262, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert264 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat265 = shufflevector <8 x i64> %broadcast.splatinsert264, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert266 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat267 = shufflevector <8 x i64> %broadcast.splatinsert266, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert268 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat269 = shufflevector <8 x i64> %broadcast.splatinsert268, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert270 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat271 = shufflevector <8 x i64> %broadcast.splatinsert270, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert272 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat273 = shufflevector <8 x i64> %broadcast.splatinsert272, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert274 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat275 = shufflevector <8 x i64> %broadcast.splatinsert274, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert276 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat277 = shufflevector <8 x i64> %broadcast.splatinsert276, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert278 = insertelement <8 x i32> poison, i32 %34, i64 0
  %broadcast.splat279 = shufflevector <8 x i32> %broadcast.splatinsert278, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n286 = icmp eq i64 %n_features, %n.vec239
  %min.iters.check213 = icmp ult i64 %n_features, 4
  %min.iters.check215 = icmp ult i64 %n_features, 32
  %n.mod.vf217 = and i64 %n_features, 28
  %n.vec218 = and i64 %n_features, -32
  %cmp.n227 = icmp eq i64 %n_features, %n.vec218
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf217, 0
  %n.vec229 = and i64 %n_features, -4
  %cmp.n233 = icmp eq i64 %n_features, %n.vec229
  %xtraiter302 = and i64 %62, 3
  %63 = icmp ult i64 %blocks_end, 25
  %unroll_iter = and i64 %62, 4611686018427387900
  %lcmp.mod303.not = icmp eq i64 %xtraiter302, 0
  %lcmp.mod306 = icmp ne i64 %xtraiter302, 0
  %xtraiter307 = and i64 %62, 3
  %64 = icmp ult i64 %blocks_end, 25
  %unroll_iter313 = and i64 %62, 4611686018427387900
  %lcmp.mod309.not = icmp eq i64 %xtraiter307, 0
  %lcmp.mod312 = icmp ne i64 %xtraiter307, 0
  %min.iters.check195 = icmp ult i64 %n_features, 8
  %n.vec198 = and i64 %n_features, -8
  %cmp.n206 = icmp eq i64 %n_features, %n.vec198
  %xtraiter315 = and i64 %n_features, 7
  %65 = icmp ult i64 %59, 7
  %unroll_iter320 = and i64 %n_features, -8
  %lcmp.mod317.not = icmp eq i64 %xtraiter315, 0
  %lcmp.mod319 = icmp ne i64 %xtraiter315, 0
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec169 = and i64 %n_features, -8
  %broadcast.splatinsert176 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat177 = shufflevector <8 x float> %broadcast.splatinsert176, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n189 = icmp eq i64 %n_features, %n.vec169
  %n.vec = and i64 %n_features, -8
  %broadcast.splatinsert150 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat151 = shufflevector <8 x float> %broadcast.splatinsert150, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row92.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %1312, %step.header.step.exit_crit_edge.us ]
  %66 = mul i64 %54, %indvar
  %67 = add i64 %53, %66
  %68 = add i64 %58, %66
  %69 = mul i64 %48, %indvar
  %70 = add i64 %47, %69
  %71 = mul i64 %42, %indvar
  %72 = add i64 %37, %71
  %scevgep154 = getelementptr i8, ptr %state, i64 %72
  %73 = add i64 %41, %71
  %scevgep155 = getelementptr i8, ptr %state, i64 %73
  %scevgep156 = getelementptr i8, ptr %input_0, i64 %72
  %scevgep157 = getelementptr i8, ptr %input_0, i64 %73
  %74 = mul i64 %38, %indvar
  %75 = add i64 %37, %74
  %scevgep = getelementptr i8, ptr %state, i64 %75
  %76 = add i64 %41, %74
  %scevgep143 = getelementptr i8, ptr %state, i64 %76
  %scevgep144 = getelementptr i8, ptr %input_0, i64 %75
  %scevgep145 = getelementptr i8, ptr %input_0, i64 %76
  %row_offset.us = mul i64 %row92.us, %n_features
  %77 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %78 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert246 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat247 = shufflevector <8 x i64> %broadcast.splatinsert246, <8 x i64> poison, <8 x i32> zeroinitializer
  %diff.check209 = icmp ult i64 %67, 128
  %diff.check210 = icmp ult i64 %68, 128
  %conflict.rdx211 = or i1 %diff.check209, %diff.check210
  %diff.check = icmp ult i64 %70, 32
  %or.cond = select i1 %min.iters.check195, i1 true, i1 %diff.check
  %bound0159 = icmp ult ptr %scevgep154, %scevgep157
  %bound1160 = icmp ult ptr %scevgep156, %scevgep155
  %found.conflict161 = and i1 %bound0159, %bound1160
  %bound0162 = icmp ult ptr %scevgep154, %scevgep158
  %bound1163 = icmp ult ptr %16, %scevgep155
  %found.conflict164 = and i1 %bound0162, %bound1163
  %conflict.rdx = or i1 %found.conflict161, %found.conflict164
  %bound0 = icmp ult ptr %scevgep, %scevgep145
  %bound1 = icmp ult ptr %scevgep144, %scevgep143
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done.us
  %step91.us = phi i64 [ 0, %row.body.us ], [ %781, %noise.done.us ]
  %temperature1.090.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done.us ]
  %79 = fmul float %two_eta, %temperature1.090.us
  %80 = fcmp ogt float %79, 0.000000e+00
  %81 = tail call float @llvm.sqrt.f32(float %79)
  %82 = select i1 %80, float %81, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %82
  br i1 %brmerge, label %draw.done.us, label %noise.body.lr.ph.us

noise.body.us:                                    ; preds = %noise.body.us.preheader, %noise.body.us
  %noise65.us = phi i64 [ %314, %noise.body.us ], [ %noise65.us.ph, %noise.body.us.preheader ]
  %element.us = add i64 %noise65.us, %row_offset.us
  %83 = and i64 %element.us, 4294967295
  %84 = mul nuw i64 %83, 3528531795
  %85 = xor i64 %element.us, %key0
  %86 = xor i64 %85, %84
  %87 = lshr i64 %86, 32
  %88 = mul nuw i64 %87, 3449720151
  %89 = lshr i64 %88, 32
  %.reass.reass = xor i64 %89, %invariant.op
  %90 = xor i64 %1074, %84
  %91 = and i64 %.reass.reass, 4294967295
  %92 = mul nuw i64 %91, 3528531795
  %93 = and i64 %90, 4294967295
  %94 = mul nuw i64 %93, 3449720151
  %95 = lshr i64 %92, 32
  %96 = lshr i64 %94, 32
  %97 = xor i64 %96, %21
  %98 = xor i64 %97, %88
  %.reass135.reass = xor i64 %95, %invariant.op338
  %99 = and i64 %98, 4294967295
  %100 = mul nuw i64 %99, 3528531795
  %101 = and i64 %.reass135.reass, 4294967295
  %102 = mul nuw i64 %101, 3449720151
  %103 = lshr i64 %100, 32
  %104 = lshr i64 %102, 32
  %105 = xor i64 %23, %104
  %106 = xor i64 %105, %94
  %107 = xor i64 %103, %24
  %108 = xor i64 %107, %92
  %109 = and i64 %106, 4294967295
  %110 = mul nuw i64 %109, 3528531795
  %111 = and i64 %108, 4294967295
  %112 = mul nuw i64 %111, 3449720151
  %113 = lshr i64 %110, 32
  %114 = lshr i64 %112, 32
  %115 = xor i64 %114, %25
  %116 = xor i64 %115, %102
  %117 = xor i64 %26, %113
  %118 = xor i64 %117, %100
  %119 = and i64 %116, 4294967295
  %120 = mul nuw i64 %119, 3528531795
  %121 = and i64 %118, 4294967295
  %122 = mul nuw i64 %121, 3449720151
  %123 = lshr i64 %120, 32
  %124 = lshr i64 %122, 32
  %125 = xor i64 %27, %124
  %126 = xor i64 %125, %112
  %127 = xor i64 %123, %28
  %128 = xor i64 %127, %110
  %129 = and i64 %126, 4294967295
  %130 = mul nuw i64 %129, 3528531795
  %131 = and i64 %128, 4294967295
  %132 = mul nuw i64 %131, 3449720151
  %133 = lshr i64 %130, 32
  %134 = lshr i64 %132, 32
  %135 = xor i64 %134, %29
  %136 = xor i64 %135, %122
  %137 = xor i64 %30, %133
  %138 = xor i64 %137, %120
  %139 = and i64 %136, 4294967295
  %140 = mul nuw i64 %139, 3528531795
  %141 = and i64 %138, 4294967295
  %142 = mul nuw i64 %141, 3449720151
  %143 = lshr i64 %140, 32
  %144 = lshr i64 %142, 32
  %145 = xor i64 %31, %144
  %146 = xor i64 %145, %132
  %147 = xor i64 %143, %32
  %148 = xor i64 %147, %130
  %149 = and i64 %146, 4294967295
  %150 = mul nuw i64 %149, 3528531795
  %151 = lshr i64 %150, 32
  %152 = trunc i64 %148 to i32
  %153 = mul i32 %152, -845247145
  %154 = xor i64 %33, %151
  %155 = xor i64 %154, %140
  %156 = and i64 %155, 4294967295
  %157 = mul nuw i64 %156, 3449720151
  %158 = lshr i64 %157, 32
  %159 = trunc nuw i64 %158 to i32
  %160 = trunc i64 %157 to i32
  %161 = xor i32 %153, %159
  %162 = xor i32 %161, %34
  %163 = uitofp i32 %162 to double
  %164 = fadd double %163, 5.000000e-01
  %165 = fmul double %164, 0x3DF0000000000000
  %166 = uitofp i32 %160 to double
  %167 = fadd double %166, 5.000000e-01
  %168 = fmul double %167, 0x3DF0000000000000
  %169 = fcmp olt double %165, 0x10000000000000
  %170 = fmul double %165, 0x4350000000000000
  %171 = select i1 %169, double %170, double %165
  %.neg.us = select i1 %169, i64 -1077, i64 -1023
  %172 = bitcast double %171 to i64
  %173 = lshr i64 %172, 32
  %174 = add nuw nsw i64 %173, 614242
  %175 = lshr i64 %174, 20
  %176 = add nsw i64 %175, %.neg.us
  %177 = shl i64 %174, 32
  %178 = and i64 %177, 4503595332403200
  %179 = add nuw nsw i64 %178, 4604544269498187776
  %180 = and i64 %172, 4294967295
  %181 = or disjoint i64 %179, %180
  %182 = bitcast i64 %181 to double
  %183 = fadd double %182, -1.000000e+00
  %184 = fmul double %183, 5.000000e-01
  %185 = fmul double %183, %184
  %186 = fadd double %183, 2.000000e+00
  %187 = fdiv double %183, %186
  %188 = fmul double %187, %187
  %189 = fmul double %188, %188
  %190 = fmul double %189, 0x3FC39A09D078C69F
  %191 = fadd double %190, 0x3FCC71C51D8E78AF
  %192 = fmul double %189, %191
  %193 = fadd double %192, 0x3FD999999997FA04
  %194 = fmul double %189, %193
  %195 = fmul double %189, 0x3FC2F112DF3E5244
  %196 = fadd double %195, 0x3FC7466496CB03DE
  %197 = fmul double %189, %196
  %198 = fadd double %197, 0x3FD2492494229359
  %199 = fmul double %189, %198
  %200 = fadd double %199, 0x3FE5555555555593
  %201 = fmul double %188, %200
  %202 = fadd double %194, %201
  %203 = sitofp i64 %176 to double
  %204 = fadd double %185, %202
  %205 = fmul double %187, %204
  %206 = fmul double %203, 0x3DEA39EF35793C76
  %207 = fadd double %206, %205
  %208 = fsub double %207, %185
  %209 = fadd double %183, %208
  %210 = fmul double %203, 0x3FE62E42FEE00000
  %211 = fadd double %210, %209
  %212 = fcmp oeq double %165, 0x7FF0000000000000
  %213 = fcmp oeq double %165, 0.000000e+00
  %214 = fmul double %211, -2.000000e+00
  %215 = select i1 %212, double 0xFFF0000000000000, double %214
  %216 = select i1 %213, double 0x7FF0000000000000, double %215
  %217 = tail call double @llvm.sqrt.f64(double %216)
  %218 = fmul double %168, 0x401921FB54442D18
  %219 = fmul double %218, 0x3FE45F306DC9C883
  %220 = fadd double %219, 0x4338000000000000
  %221 = bitcast double %220 to i64
  %222 = fadd double %220, 0xC338000000000000
  %223 = fmul double %222, 0x3FF921FB54400000
  %224 = fsub double %218, %223
  %225 = fmul double %222, 0x3DD0B4611A626331
  %226 = fmul double %222, 0x3DD0B4611A600000
  %227 = fsub double %224, %226
  %228 = fmul double %222, 0x3BA3198A2E037073
  %229 = fsub double %224, %227
  %230 = fsub double %229, %226
  %231 = fsub double %228, %230
  %232 = fmul double %222, 0x3BA3198A2E000000
  %233 = fsub double %227, %232
  %234 = fmul double %222, 0x397B839A252049C1
  %235 = fsub double %227, %233
  %236 = fsub double %235, %232
  %237 = fsub double %234, %236
  %238 = fsub double %224, %225
  %239 = fsub double %227, %231
  %240 = bitcast double %238 to i64
  %241 = lshr i64 %240, 52
  %242 = and i64 %241, 2047
  %243 = insertelement <2 x double> poison, double %239, i64 0
  %244 = insertelement <2 x double> %243, double %218, i64 1
  %245 = bitcast <2 x double> %244 to <2 x i64>
  %246 = lshr <2 x i64> %245, splat (i64 52)
  %247 = and <2 x i64> %246, splat (i64 2047)
  %248 = add nuw nsw i64 %242, 16
  %249 = extractelement <2 x i64> %247, i64 1
  %250 = icmp samesign ult i64 %248, %249
  %251 = extractelement <2 x i64> %247, i64 0
  %252 = add nuw nsw i64 %251, 49
  %253 = icmp samesign ult i64 %252, %249
  %254 = select i1 %253, double %233, double %227
  %255 = select i1 %253, double %237, double %231
  %256 = select i1 %250, double %254, double %224
  %257 = select i1 %250, double %255, double %225
  %258 = fsub double %256, %257
  %259 = fsub double %256, %258
  %260 = fsub double %259, %257
  %261 = fmul double %258, %258
  %262 = fmul double %261, %261
  %263 = fmul double %261, 0x3EFA01A019CB1590
  %264 = fadd double %263, 0xBF56C16C16C15177
  %265 = fmul double %261, %264
  %266 = fadd double %265, 0x3FA555555555554C
  %267 = fmul double %261, %266
  %268 = fmul double %261, 0x3DA8FAE9BE8838D4
  %269 = fsub double 0x3E21EE9EBDB4B1C4, %268
  %270 = fmul double %261, %269
  %271 = fadd double %270, 0xBE927E4F809C52AD
  %272 = fmul double %262, %262
  %273 = fmul double %272, %271
  %274 = fadd double %267, %273
  %275 = fmul double %261, 5.000000e-01
  %276 = fsub double 1.000000e+00, %275
  %277 = fsub double 1.000000e+00, %276
  %278 = fsub double %277, %275
  %279 = fmul double %261, %274
  %280 = fmul double %258, %260
  %281 = fsub double %279, %280
  %282 = fadd double %278, %281
  %283 = fadd double %276, %282
  %284 = fmul double %261, 0x3EC71DE357B1FE7D
  %285 = fadd double %284, 0xBF2A01A019C161D5
  %286 = fmul double %261, %285
  %287 = fadd double %286, 0x3F8111111110F8A6
  %288 = fmul double %261, 0x3DE5D93A5ACFD57C
  %289 = fadd double %288, 0xBE5AE5E68A2B9CEB
  %290 = fmul double %261, %262
  %291 = fmul double %290, %289
  %292 = fadd double %291, %287
  %293 = fmul double %258, %261
  %294 = fmul double %260, 5.000000e-01
  %295 = fmul double %293, %292
  %296 = fsub double %294, %295
  %297 = fmul double %261, %296
  %298 = fsub double %297, %260
  %299 = fmul double %293, 0x3FC5555555555549
  %300 = fadd double %298, %299
  %301 = fsub double %258, %300
  %302 = fneg double %283
  %303 = fneg double %301
  %304 = and i64 %221, 1
  %305 = and i64 %221, 2
  %.not.us = icmp eq i64 %304, 0
  %.not60.us = icmp eq i64 %305, 0
  %306 = select i1 %.not60.us, double %283, double %302
  %307 = select i1 %.not60.us, double %303, double %301
  %308 = select i1 %.not.us, double %306, double %307
  %309 = fcmp olt double %218, 0x413921FB00000000
  %310 = select i1 %309, double %308, double 0x7FF8000000000000
  %311 = fmul double %310, %217
  %312 = fptrunc double %311 to float
  %313 = getelementptr inbounds float, ptr %16, i64 %noise65.us
  store float %312, ptr %313, align 4
  %314 = add nuw i64 %noise65.us, 1
  %exitcond.not = icmp eq i64 %314, %n_features
  br i1 %exitcond.not, label %iter.check, label %noise.body.us, !llvm.loop !0

draw.done.us:                                     ; preds = %step.body.us
  br i1 %.not94, label %max_block.exit.us, label %iter.check

iter.check:                                       ; preds = %noise.body.us, %middle.block285, %draw.done.us
  %brmerge339 = select i1 %min.iters.check213, i1 true, i1 %conflict.rdx211
  br i1 %brmerge339, label %feature.body.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check215, label %vec.epilog.ph, label %vector.body219

vector.body219:                                   ; preds = %vector.main.loop.iter.check, %vector.body219
  %index220 = phi i64 [ %index.next225, %vector.body219 ], [ 0, %vector.main.loop.iter.check ]
  %315 = getelementptr inbounds float, ptr %77, i64 %index220
  %316 = getelementptr inbounds nuw i8, ptr %315, i64 32
  %317 = getelementptr inbounds nuw i8, ptr %315, i64 64
  %318 = getelementptr inbounds nuw i8, ptr %315, i64 96
  %wide.load221 = load <8 x float>, ptr %315, align 4
  %wide.load222 = load <8 x float>, ptr %316, align 4
  %wide.load223 = load <8 x float>, ptr %317, align 4
  %wide.load224 = load <8 x float>, ptr %318, align 4
  %319 = getelementptr inbounds float, ptr %scratch, i64 %index220
  %320 = getelementptr inbounds nuw i8, ptr %319, i64 32
  %321 = getelementptr inbounds nuw i8, ptr %319, i64 64
  %322 = getelementptr inbounds nuw i8, ptr %319, i64 96
  store <8 x float> %wide.load221, ptr %319, align 4
  store <8 x float> %wide.load222, ptr %320, align 4
  store <8 x float> %wide.load223, ptr %321, align 4
  store <8 x float> %wide.load224, ptr %322, align 4
  %323 = getelementptr float, ptr %35, i64 %index220
  %324 = getelementptr i8, ptr %323, i64 32
  %325 = getelementptr i8, ptr %323, i64 64
  %326 = getelementptr i8, ptr %323, i64 96
  store <8 x float> %wide.load221, ptr %323, align 4
  store <8 x float> %wide.load222, ptr %324, align 4
  store <8 x float> %wide.load223, ptr %325, align 4
  store <8 x float> %wide.load224, ptr %326, align 4
  %index.next225 = add nuw i64 %index220, 32
  %327 = icmp eq i64 %index.next225, %n.vec218
  br i1 %327, label %middle.block226, label %vector.body219, !llvm.loop !3

middle.block226:                                  ; preds = %vector.body219
  br i1 %cmp.n227, label %feature.exit.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block226
  br i1 %min.epilog.iters.check, label %feature.body.us.preheader, label %vec.epilog.ph, !prof !4

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec218, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index230 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next232, %vec.epilog.vector.body ]
  %328 = getelementptr inbounds float, ptr %77, i64 %index230
  %wide.load231 = load <4 x float>, ptr %328, align 4
  %329 = getelementptr inbounds float, ptr %scratch, i64 %index230
  store <4 x float> %wide.load231, ptr %329, align 4
  %330 = getelementptr float, ptr %35, i64 %index230
  store <4 x float> %wide.load231, ptr %330, align 4
  %index.next232 = add nuw i64 %index230, 4
  %331 = icmp eq i64 %index.next232, %n.vec229
  br i1 %331, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !5

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n233, label %feature.exit.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature66.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec229, %vec.epilog.middle.block ], [ %n.vec218, %vec.epilog.iter.check ]
  %332 = sub i64 %n_features, %feature66.us.ph
  %333 = sub i64 %59, %feature66.us.ph
  %xtraiter = and i64 %332, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader, %feature.body.us.prol
  %feature66.us.prol = phi i64 [ %338, %feature.body.us.prol ], [ %feature66.us.ph, %feature.body.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body.us.prol ], [ 0, %feature.body.us.preheader ]
  %334 = getelementptr inbounds float, ptr %77, i64 %feature66.us.prol
  %335 = load float, ptr %334, align 4
  %336 = getelementptr inbounds float, ptr %scratch, i64 %feature66.us.prol
  store float %335, ptr %336, align 4
  %337 = getelementptr float, ptr %35, i64 %feature66.us.prol
  store float %335, ptr %337, align 4
  %338 = add nuw i64 %feature66.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol, !llvm.loop !6

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature66.us.unr = phi i64 [ %feature66.us.ph, %feature.body.us.preheader ], [ %338, %feature.body.us.prol ]
  %339 = icmp ult i64 %333, 7
  br i1 %339, label %feature.exit.us, label %feature.body.us

feature.exit.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block, %middle.block226
  br i1 %.not96, label %max_block.exit.us, label %max_block.body.us.preheader

max_block.body.us.preheader:                      ; preds = %feature.exit.us
  br i1 %63, label %max_block.body.us.epil.preheader, label %max_block.body.us

max_block.exit.us.loopexit.unr-lcssa:             ; preds = %max_block.body.us
  br i1 %lcmp.mod303.not, label %max_block.exit.us, label %max_block.body.us.epil.preheader

max_block.body.us.epil.preheader:                 ; preds = %max_block.exit.us.loopexit.unr-lcssa, %max_block.body.us.preheader
  %max_block69.us.epil.init = phi i64 [ 0, %max_block.body.us.preheader ], [ %1025, %max_block.exit.us.loopexit.unr-lcssa ]
  %max_best.068.us.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body.us.preheader ], [ %1020, %max_block.exit.us.loopexit.unr-lcssa ]
  %max_index.067.us.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body.us.preheader ], [ %1024, %max_block.exit.us.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod306)
  br label %max_block.body.us.epil

max_block.body.us.epil:                           ; preds = %max_block.body.us.epil, %max_block.body.us.epil.preheader
  %max_block69.us.epil = phi i64 [ %350, %max_block.body.us.epil ], [ %max_block69.us.epil.init, %max_block.body.us.epil.preheader ]
  %max_best.068.us.epil = phi <8 x float> [ %345, %max_block.body.us.epil ], [ %max_best.068.us.epil.init, %max_block.body.us.epil.preheader ]
  %max_index.067.us.epil = phi <8 x i64> [ %349, %max_block.body.us.epil ], [ %max_index.067.us.epil.init, %max_block.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %max_block.body.us.epil ], [ 0, %max_block.body.us.epil.preheader ]
  %340 = getelementptr inbounds float, ptr %scratch, i64 %max_block69.us.epil
  %block.us.epil = load <8 x float>, ptr %340, align 4
  %341 = fcmp ogt <8 x float> %block.us.epil, %max_best.068.us.epil
  %342 = fcmp uno <8 x float> %block.us.epil, zeroinitializer
  %343 = fcmp ord <8 x float> %max_best.068.us.epil, zeroinitializer
  %344 = and <8 x i1> %343, %342
  %take.us.epil = or <8 x i1> %341, %344
  %345 = select <8 x i1> %take.us.epil, <8 x float> %block.us.epil, <8 x float> %max_best.068.us.epil
  %346 = insertelement <8 x i64> poison, i64 %max_block69.us.epil, i64 0
  %347 = shufflevector <8 x i64> %346, <8 x i64> poison, <8 x i32> zeroinitializer
  %348 = or disjoint <8 x i64> %347, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %349 = select <8 x i1> %take.us.epil, <8 x i64> %348, <8 x i64> %max_index.067.us.epil
  %350 = add nuw i64 %max_block69.us.epil, 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter302
  br i1 %epil.iter.cmp.not, label %max_block.exit.us, label %max_block.body.us.epil, !llvm.loop !8

max_block.exit.us:                                ; preds = %max_block.exit.us.loopexit.unr-lcssa, %max_block.body.us.epil, %draw.done.us, %feature.exit.us
  %max_index.0.lcssa.us = phi <8 x i64> [ zeroinitializer, %feature.exit.us ], [ zeroinitializer, %draw.done.us ], [ %1024, %max_block.exit.us.loopexit.unr-lcssa ], [ %349, %max_block.body.us.epil ]
  %max_best.0.lcssa.us = phi <8 x float> [ splat (float 0xFFF0000000000000), %feature.exit.us ], [ splat (float 0xFFF0000000000000), %draw.done.us ], [ %1020, %max_block.exit.us.loopexit.unr-lcssa ], [ %345, %max_block.body.us.epil ]
  %351 = extractelement <8 x float> %max_best.0.lcssa.us, i64 0
  %352 = extractelement <8 x i64> %max_index.0.lcssa.us, i64 0
  %353 = fcmp une float %351, 0xFFF0000000000000
  %354 = select i1 %353, i64 %352, i64 0
  %355 = extractelement <8 x float> %max_best.0.lcssa.us, i64 1
  %356 = extractelement <8 x i64> %max_index.0.lcssa.us, i64 1
  %357 = fcmp uno float %355, 0.000000e+00
  %358 = fcmp ord float %351, 0.000000e+00
  %359 = icmp ult i64 %356, %354
  %360 = fcmp ogt float %355, %351
  %361 = fcmp oeq float %355, %351
  %362 = or i1 %358, %359
  %363 = and i1 %361, %359
  %364 = or i1 %360, %363
  %365 = select i1 %357, i1 %362, i1 %364
  %366 = select i1 %365, float %355, float %351
  %367 = select i1 %365, i64 %356, i64 %354
  %368 = extractelement <8 x float> %max_best.0.lcssa.us, i64 2
  %369 = extractelement <8 x i64> %max_index.0.lcssa.us, i64 2
  %370 = fcmp uno float %368, 0.000000e+00
  %371 = fcmp ord float %366, 0.000000e+00
  %372 = icmp ult i64 %369, %367
  %373 = fcmp ogt float %368, %366
  %374 = fcmp oeq float %368, %366
  %375 = or i1 %371, %372
  %376 = and i1 %374, %372
  %377 = or i1 %373, %376
  %378 = select i1 %370, i1 %375, i1 %377
  %379 = select i1 %378, float %368, float %366
  %380 = select i1 %378, i64 %369, i64 %367
  %381 = extractelement <8 x float> %max_best.0.lcssa.us, i64 3
  %382 = extractelement <8 x i64> %max_index.0.lcssa.us, i64 3
  %383 = fcmp uno float %381, 0.000000e+00
  %384 = fcmp ord float %379, 0.000000e+00
  %385 = icmp ult i64 %382, %380
  %386 = fcmp ogt float %381, %379
  %387 = fcmp oeq float %381, %379
  %388 = or i1 %384, %385
  %389 = and i1 %387, %385
  %390 = or i1 %386, %389
  %391 = select i1 %383, i1 %388, i1 %390
  %392 = select i1 %391, float %381, float %379
  %393 = select i1 %391, i64 %382, i64 %380
  %394 = extractelement <8 x float> %max_best.0.lcssa.us, i64 4
  %395 = extractelement <8 x i64> %max_index.0.lcssa.us, i64 4
  %396 = fcmp uno float %394, 0.000000e+00
  %397 = fcmp ord float %392, 0.000000e+00
  %398 = icmp ult i64 %395, %393
  %399 = fcmp ogt float %394, %392
  %400 = fcmp oeq float %394, %392
  %401 = or i1 %397, %398
  %402 = and i1 %400, %398
  %403 = or i1 %399, %402
  %404 = select i1 %396, i1 %401, i1 %403
  %405 = select i1 %404, float %394, float %392
  %406 = select i1 %404, i64 %395, i64 %393
  %407 = extractelement <8 x float> %max_best.0.lcssa.us, i64 5
  %408 = extractelement <8 x i64> %max_index.0.lcssa.us, i64 5
  %409 = fcmp uno float %407, 0.000000e+00
  %410 = fcmp ord float %405, 0.000000e+00
  %411 = icmp ult i64 %408, %406
  %412 = fcmp ogt float %407, %405
  %413 = fcmp oeq float %407, %405
  %414 = or i1 %410, %411
  %415 = and i1 %413, %411
  %416 = or i1 %412, %415
  %417 = select i1 %409, i1 %414, i1 %416
  %418 = select i1 %417, float %407, float %405
  %419 = select i1 %417, i64 %408, i64 %406
  %420 = extractelement <8 x float> %max_best.0.lcssa.us, i64 6
  %421 = extractelement <8 x i64> %max_index.0.lcssa.us, i64 6
  %422 = fcmp uno float %420, 0.000000e+00
  %423 = fcmp ord float %418, 0.000000e+00
  %424 = icmp ult i64 %421, %419
  %425 = fcmp ogt float %420, %418
  %426 = fcmp oeq float %420, %418
  %427 = or i1 %423, %424
  %428 = and i1 %426, %424
  %429 = or i1 %425, %428
  %430 = select i1 %422, i1 %427, i1 %429
  %431 = select i1 %430, float %420, float %418
  %432 = select i1 %430, i64 %421, i64 %419
  %433 = extractelement <8 x float> %max_best.0.lcssa.us, i64 7
  %434 = extractelement <8 x i64> %max_index.0.lcssa.us, i64 7
  %435 = fcmp uno float %433, 0.000000e+00
  %436 = fcmp ord float %431, 0.000000e+00
  %437 = icmp ult i64 %434, %432
  %438 = fcmp ogt float %433, %431
  %439 = fcmp oeq float %433, %431
  %440 = or i1 %436, %437
  %441 = and i1 %439, %437
  %442 = or i1 %438, %441
  %443 = select i1 %435, i1 %440, i1 %442
  %444 = select i1 %443, float %433, float %431
  br i1 %.not97, label %fold_tail.exit.us, label %fold_tail.body.us

fold_tail.exit.us:                                ; preds = %fold_tail.body.us, %max_block.exit.us
  %fold_value.0.lcssa.us = phi float [ %444, %max_block.exit.us ], [ %979, %fold_tail.body.us ]
  br i1 %.not96, label %max_block.exit15.us, label %max_block.body14.us.preheader

max_block.body14.us.preheader:                    ; preds = %fold_tail.exit.us
  br i1 %64, label %max_block.body14.us.epil.preheader, label %max_block.body14.us

max_block.exit15.us.loopexit.unr-lcssa:           ; preds = %max_block.body14.us
  br i1 %lcmp.mod309.not, label %max_block.exit15.us, label %max_block.body14.us.epil.preheader

max_block.body14.us.epil.preheader:               ; preds = %max_block.exit15.us.loopexit.unr-lcssa, %max_block.body14.us.preheader
  %max_block1677.us.epil.init = phi i64 [ 0, %max_block.body14.us.preheader ], [ %972, %max_block.exit15.us.loopexit.unr-lcssa ]
  %max_index11.076.us.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body14.us.preheader ], [ %971, %max_block.exit15.us.loopexit.unr-lcssa ]
  %max_best10.075.us.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body14.us.preheader ], [ %967, %max_block.exit15.us.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod312)
  br label %max_block.body14.us.epil

max_block.body14.us.epil:                         ; preds = %max_block.body14.us.epil, %max_block.body14.us.epil.preheader
  %max_block1677.us.epil = phi i64 [ %455, %max_block.body14.us.epil ], [ %max_block1677.us.epil.init, %max_block.body14.us.epil.preheader ]
  %max_index11.076.us.epil = phi <8 x i64> [ %454, %max_block.body14.us.epil ], [ %max_index11.076.us.epil.init, %max_block.body14.us.epil.preheader ]
  %max_best10.075.us.epil = phi <8 x float> [ %450, %max_block.body14.us.epil ], [ %max_best10.075.us.epil.init, %max_block.body14.us.epil.preheader ]
  %epil.iter308 = phi i64 [ %epil.iter308.next, %max_block.body14.us.epil ], [ 0, %max_block.body14.us.epil.preheader ]
  %445 = getelementptr inbounds float, ptr %35, i64 %max_block1677.us.epil
  %block17.us.epil = load <8 x float>, ptr %445, align 4
  %446 = fcmp ogt <8 x float> %block17.us.epil, %max_best10.075.us.epil
  %447 = fcmp uno <8 x float> %block17.us.epil, zeroinitializer
  %448 = fcmp ord <8 x float> %max_best10.075.us.epil, zeroinitializer
  %449 = and <8 x i1> %448, %447
  %take18.us.epil = or <8 x i1> %446, %449
  %450 = select <8 x i1> %take18.us.epil, <8 x float> %block17.us.epil, <8 x float> %max_best10.075.us.epil
  %451 = insertelement <8 x i64> poison, i64 %max_block1677.us.epil, i64 0
  %452 = shufflevector <8 x i64> %451, <8 x i64> poison, <8 x i32> zeroinitializer
  %453 = or disjoint <8 x i64> %452, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %454 = select <8 x i1> %take18.us.epil, <8 x i64> %453, <8 x i64> %max_index11.076.us.epil
  %455 = add nuw i64 %max_block1677.us.epil, 8
  %epil.iter308.next = add i64 %epil.iter308, 1
  %epil.iter308.cmp.not = icmp eq i64 %epil.iter308.next, %xtraiter307
  br i1 %epil.iter308.cmp.not, label %max_block.exit15.us, label %max_block.body14.us.epil, !llvm.loop !9

max_block.exit15.us:                              ; preds = %max_block.exit15.us.loopexit.unr-lcssa, %max_block.body14.us.epil, %fold_tail.exit.us
  %max_best10.0.lcssa.us = phi <8 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit.us ], [ %967, %max_block.exit15.us.loopexit.unr-lcssa ], [ %450, %max_block.body14.us.epil ]
  %max_index11.0.lcssa.us = phi <8 x i64> [ zeroinitializer, %fold_tail.exit.us ], [ %971, %max_block.exit15.us.loopexit.unr-lcssa ], [ %454, %max_block.body14.us.epil ]
  %456 = extractelement <8 x float> %max_best10.0.lcssa.us, i64 0
  %457 = extractelement <8 x i64> %max_index11.0.lcssa.us, i64 0
  %458 = fcmp une float %456, 0xFFF0000000000000
  %459 = select i1 %458, i64 %457, i64 0
  %460 = extractelement <8 x float> %max_best10.0.lcssa.us, i64 1
  %461 = extractelement <8 x i64> %max_index11.0.lcssa.us, i64 1
  %462 = fcmp uno float %460, 0.000000e+00
  %463 = fcmp ord float %456, 0.000000e+00
  %464 = icmp ult i64 %461, %459
  %465 = fcmp ogt float %460, %456
  %466 = fcmp oeq float %460, %456
  %467 = or i1 %463, %464
  %468 = and i1 %466, %464
  %469 = or i1 %465, %468
  %470 = select i1 %462, i1 %467, i1 %469
  %471 = select i1 %470, float %460, float %456
  %472 = select i1 %470, i64 %461, i64 %459
  %473 = extractelement <8 x float> %max_best10.0.lcssa.us, i64 2
  %474 = extractelement <8 x i64> %max_index11.0.lcssa.us, i64 2
  %475 = fcmp uno float %473, 0.000000e+00
  %476 = fcmp ord float %471, 0.000000e+00
  %477 = icmp ult i64 %474, %472
  %478 = fcmp ogt float %473, %471
  %479 = fcmp oeq float %473, %471
  %480 = or i1 %476, %477
  %481 = and i1 %479, %477
  %482 = or i1 %478, %481
  %483 = select i1 %475, i1 %480, i1 %482
  %484 = select i1 %483, float %473, float %471
  %485 = select i1 %483, i64 %474, i64 %472
  %486 = extractelement <8 x float> %max_best10.0.lcssa.us, i64 3
  %487 = extractelement <8 x i64> %max_index11.0.lcssa.us, i64 3
  %488 = fcmp uno float %486, 0.000000e+00
  %489 = fcmp ord float %484, 0.000000e+00
  %490 = icmp ult i64 %487, %485
  %491 = fcmp ogt float %486, %484
  %492 = fcmp oeq float %486, %484
  %493 = or i1 %489, %490
  %494 = and i1 %492, %490
  %495 = or i1 %491, %494
  %496 = select i1 %488, i1 %493, i1 %495
  %497 = select i1 %496, float %486, float %484
  %498 = select i1 %496, i64 %487, i64 %485
  %499 = extractelement <8 x float> %max_best10.0.lcssa.us, i64 4
  %500 = extractelement <8 x i64> %max_index11.0.lcssa.us, i64 4
  %501 = fcmp uno float %499, 0.000000e+00
  %502 = fcmp ord float %497, 0.000000e+00
  %503 = icmp ult i64 %500, %498
  %504 = fcmp ogt float %499, %497
  %505 = fcmp oeq float %499, %497
  %506 = or i1 %502, %503
  %507 = and i1 %505, %503
  %508 = or i1 %504, %507
  %509 = select i1 %501, i1 %506, i1 %508
  %510 = select i1 %509, float %499, float %497
  %511 = select i1 %509, i64 %500, i64 %498
  %512 = extractelement <8 x float> %max_best10.0.lcssa.us, i64 5
  %513 = extractelement <8 x i64> %max_index11.0.lcssa.us, i64 5
  %514 = fcmp uno float %512, 0.000000e+00
  %515 = fcmp ord float %510, 0.000000e+00
  %516 = icmp ult i64 %513, %511
  %517 = fcmp ogt float %512, %510
  %518 = fcmp oeq float %512, %510
  %519 = or i1 %515, %516
  %520 = and i1 %518, %516
  %521 = or i1 %517, %520
  %522 = select i1 %514, i1 %519, i1 %521
  %523 = select i1 %522, float %512, float %510
  %524 = select i1 %522, i64 %513, i64 %511
  %525 = extractelement <8 x float> %max_best10.0.lcssa.us, i64 6
  %526 = extractelement <8 x i64> %max_index11.0.lcssa.us, i64 6
  %527 = fcmp uno float %525, 0.000000e+00
  %528 = fcmp ord float %523, 0.000000e+00
  %529 = icmp ult i64 %526, %524
  %530 = fcmp ogt float %525, %523
  %531 = fcmp oeq float %525, %523
  %532 = or i1 %528, %529
  %533 = and i1 %531, %529
  %534 = or i1 %530, %533
  %535 = select i1 %527, i1 %532, i1 %534
  %536 = select i1 %535, float %525, float %523
  %537 = select i1 %535, i64 %526, i64 %524
  %538 = extractelement <8 x float> %max_best10.0.lcssa.us, i64 7
  %539 = extractelement <8 x i64> %max_index11.0.lcssa.us, i64 7
  %540 = fcmp uno float %538, 0.000000e+00
  %541 = fcmp ord float %536, 0.000000e+00
  %542 = icmp ult i64 %539, %537
  %543 = fcmp ogt float %538, %536
  %544 = fcmp oeq float %538, %536
  %545 = or i1 %541, %542
  %546 = and i1 %544, %542
  %547 = or i1 %543, %546
  %548 = select i1 %540, i1 %545, i1 %547
  %549 = select i1 %548, i64 %539, i64 %537
  br i1 %.not97, label %fold_tail.exit21.us, label %fold_tail.body20.us.preheader

fold_tail.body20.us.preheader:                    ; preds = %max_block.exit15.us
  %550 = select i1 %548, float %538, float %536
  br label %fold_tail.body20.us

fold_tail.exit21.us:                              ; preds = %fold_tail.body20.us, %max_block.exit15.us
  %fold_index6.0.lcssa.us = phi i64 [ %549, %max_block.exit15.us ], [ %926, %fold_tail.body20.us ]
  %argmax.us = uitofp i64 %fold_index6.0.lcssa.us to float
  br i1 %.not94, label %noise.done.us, label %feature.body25.us.preheader

feature.body25.us.preheader:                      ; preds = %fold_tail.exit21.us
  br i1 %or.cond, label %feature.body25.us.preheader295, label %vector.ph196

vector.ph196:                                     ; preds = %feature.body25.us.preheader
  %broadcast.splatinsert199 = insertelement <8 x float> poison, float %fold_value.0.lcssa.us, i64 0
  %broadcast.splat200 = shufflevector <8 x float> %broadcast.splatinsert199, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body201

vector.body201:                                   ; preds = %vector.body201, %vector.ph196
  %index202 = phi i64 [ 0, %vector.ph196 ], [ %index.next204, %vector.body201 ]
  %551 = getelementptr inbounds float, ptr %77, i64 %index202
  %wide.load203 = load <8 x float>, ptr %551, align 4
  %552 = fsub <8 x float> %wide.load203, %broadcast.splat200
  %553 = fcmp olt <8 x float> %552, splat (float -1.040000e+02)
  %554 = select <8 x i1> %553, <8 x float> splat (float -1.040000e+02), <8 x float> %552
  %555 = fcmp ogt <8 x float> %554, splat (float 8.900000e+01)
  %556 = select <8 x i1> %555, <8 x float> splat (float 8.900000e+01), <8 x float> %554
  %557 = fmul <8 x float> %556, splat (float 0x3FF7154760000000)
  %558 = fadd <8 x float> %557, splat (float 0x4168000000000000)
  %559 = fadd <8 x float> %558, splat (float 0xC168000000000000)
  %560 = bitcast <8 x float> %558 to <8 x i32>
  %561 = fmul <8 x float> %559, splat (float 0x3FE62E4000000000)
  %562 = fsub <8 x float> %556, %561
  %563 = fmul <8 x float> %559, splat (float 0x3EB7F7D1C0000000)
  %564 = fsub <8 x float> %562, %563
  %565 = fmul <8 x float> %564, %564
  %566 = fmul <8 x float> %565, splat (float 0x3E66376980000000)
  %567 = fadd <8 x float> %566, splat (float 0xBEBBBD41C0000000)
  %568 = fmul <8 x float> %565, %567
  %569 = fadd <8 x float> %568, splat (float 0x3F11566AA0000000)
  %570 = fmul <8 x float> %565, %569
  %571 = fadd <8 x float> %570, splat (float 0xBF66C16C20000000)
  %572 = fmul <8 x float> %565, %571
  %573 = fadd <8 x float> %572, splat (float 0x3FC5555560000000)
  %574 = fmul <8 x float> %565, %573
  %575 = fsub <8 x float> %564, %574
  %576 = fmul <8 x float> %564, %575
  %577 = fsub <8 x float> splat (float 2.000000e+00), %575
  %578 = fdiv <8 x float> %576, %577
  %579 = fsub <8 x float> %563, %578
  %580 = fsub <8 x float> %562, %579
  %581 = fadd <8 x float> %580, splat (float 1.000000e+00)
  %582 = add <8 x i32> %560, splat (i32 -1262485248)
  %583 = lshr <8 x i32> %582, splat (i32 1)
  %584 = add <8 x i32> %560, splat (i32 255)
  %585 = sub <8 x i32> %584, %583
  %586 = shl <8 x i32> %583, splat (i32 23)
  %587 = add <8 x i32> %586, splat (i32 -8388608)
  %588 = shl <8 x i32> %585, splat (i32 23)
  %589 = bitcast <8 x i32> %587 to <8 x float>
  %590 = bitcast <8 x i32> %588 to <8 x float>
  %591 = fmul <8 x float> %581, %589
  %592 = fmul <8 x float> %591, %590
  %593 = fcmp uno <8 x float> %552, zeroinitializer
  %594 = select <8 x i1> %593, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %592
  %595 = getelementptr inbounds float, ptr %scratch, i64 %index202
  store <8 x float> %594, ptr %595, align 4
  %index.next204 = add nuw i64 %index202, 8
  %596 = icmp eq i64 %index.next204, %n.vec198
  br i1 %596, label %middle.block205, label %vector.body201, !llvm.loop !10

middle.block205:                                  ; preds = %vector.body201
  br i1 %cmp.n206, label %fold_tail.body34.us.preheader, label %feature.body25.us.preheader295

feature.body25.us.preheader295:                   ; preds = %feature.body25.us.preheader, %middle.block205
  %feature2784.us.ph = phi i64 [ 0, %feature.body25.us.preheader ], [ %n.vec198, %middle.block205 ]
  br label %feature.body25.us

fold_tail.body34.us.preheader:                    ; preds = %feature.body25.us, %middle.block205
  br i1 %65, label %fold_tail.body34.us.epil.preheader, label %fold_tail.body34.us

fold_tail.exit35.us.thread.unr-lcssa:             ; preds = %fold_tail.body34.us
  br i1 %lcmp.mod317.not, label %fold_tail.exit35.us.thread, label %fold_tail.body34.us.epil.preheader

fold_tail.body34.us.epil.preheader:               ; preds = %fold_tail.exit35.us.thread.unr-lcssa, %fold_tail.body34.us.preheader
  %fold_tail3686.us.epil.init = phi i64 [ 0, %fold_tail.body34.us.preheader ], [ %871, %fold_tail.exit35.us.thread.unr-lcssa ]
  %fold_value28.085.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body34.us.preheader ], [ %870, %fold_tail.exit35.us.thread.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod319)
  br label %fold_tail.body34.us.epil

fold_tail.body34.us.epil:                         ; preds = %fold_tail.body34.us.epil, %fold_tail.body34.us.epil.preheader
  %fold_tail3686.us.epil = phi i64 [ %600, %fold_tail.body34.us.epil ], [ %fold_tail3686.us.epil.init, %fold_tail.body34.us.epil.preheader ]
  %fold_value28.085.us.epil = phi float [ %599, %fold_tail.body34.us.epil ], [ %fold_value28.085.us.epil.init, %fold_tail.body34.us.epil.preheader ]
  %epil.iter316 = phi i64 [ %epil.iter316.next, %fold_tail.body34.us.epil ], [ 0, %fold_tail.body34.us.epil.preheader ]
  %597 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail3686.us.epil
  %598 = load float, ptr %597, align 4
  %599 = fadd float %fold_value28.085.us.epil, %598
  %600 = add nuw i64 %fold_tail3686.us.epil, 1
  %epil.iter316.next = add i64 %epil.iter316, 1
  %epil.iter316.cmp.not = icmp eq i64 %epil.iter316.next, %xtraiter315
  br i1 %epil.iter316.cmp.not, label %fold_tail.exit35.us.thread, label %fold_tail.body34.us.epil, !llvm.loop !11

fold_tail.exit35.us.thread:                       ; preds = %fold_tail.body34.us.epil, %fold_tail.exit35.us.thread.unr-lcssa
  %.lcssa301 = phi float [ %870, %fold_tail.exit35.us.thread.unr-lcssa ], [ %599, %fold_tail.body34.us.epil ]
  %601 = fdiv float 1.000000e+00, %.lcssa301
  br i1 %draw.not, label %feature.body45.us.preheader, label %feature.body40.us.preheader

feature.body40.us.preheader:                      ; preds = %fold_tail.exit35.us.thread
  %brmerge340 = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge340, label %feature.body40.us.preheader293, label %vector.ph167

vector.ph167:                                     ; preds = %feature.body40.us.preheader
  %broadcast.splatinsert170 = insertelement <8 x float> poison, float %fold_value.0.lcssa.us, i64 0
  %broadcast.splat171 = shufflevector <8 x float> %broadcast.splatinsert170, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert172 = insertelement <8 x float> poison, float %601, i64 0
  %broadcast.splat173 = shufflevector <8 x float> %broadcast.splatinsert172, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert174 = insertelement <8 x float> poison, float %argmax.us, i64 0
  %broadcast.splat175 = shufflevector <8 x float> %broadcast.splatinsert174, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert178 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat179 = shufflevector <8 x float> %broadcast.splatinsert178, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body180

vector.body180:                                   ; preds = %vector.body180, %vector.ph167
  %index181 = phi i64 [ 0, %vector.ph167 ], [ %index.next186, %vector.body180 ]
  %vec.ind182 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph167 ], [ %vec.ind.next187, %vector.body180 ]
  %602 = getelementptr inbounds float, ptr %77, i64 %index181
  %wide.load183 = load <8 x float>, ptr %602, align 4, !alias.scope !12, !noalias !15
  %603 = fmul <8 x float> %wide.load183, splat (float 2.000000e+00)
  %604 = fmul <8 x float> %603, splat (float 0x3FA99999A0000000)
  %605 = getelementptr inbounds float, ptr %78, i64 %index181
  %wide.load184 = load <8 x float>, ptr %605, align 4, !alias.scope !18
  %606 = fsub <8 x float> %604, %wide.load184
  %607 = fsub <8 x float> %wide.load183, %broadcast.splat171
  %608 = fcmp olt <8 x float> %607, splat (float -1.040000e+02)
  %609 = select <8 x i1> %608, <8 x float> splat (float -1.040000e+02), <8 x float> %607
  %610 = fcmp ogt <8 x float> %609, splat (float 8.900000e+01)
  %611 = select <8 x i1> %610, <8 x float> splat (float 8.900000e+01), <8 x float> %609
  %612 = fmul <8 x float> %611, splat (float 0x3FF7154760000000)
  %613 = fadd <8 x float> %612, splat (float 0x4168000000000000)
  %614 = fadd <8 x float> %613, splat (float 0xC168000000000000)
  %615 = bitcast <8 x float> %613 to <8 x i32>
  %616 = fmul <8 x float> %614, splat (float 0x3FE62E4000000000)
  %617 = fsub <8 x float> %611, %616
  %618 = fmul <8 x float> %614, splat (float 0x3EB7F7D1C0000000)
  %619 = fsub <8 x float> %617, %618
  %620 = fmul <8 x float> %619, %619
  %621 = fmul <8 x float> %620, splat (float 0x3E66376980000000)
  %622 = fadd <8 x float> %621, splat (float 0xBEBBBD41C0000000)
  %623 = fmul <8 x float> %620, %622
  %624 = fadd <8 x float> %623, splat (float 0x3F11566AA0000000)
  %625 = fmul <8 x float> %620, %624
  %626 = fadd <8 x float> %625, splat (float 0xBF66C16C20000000)
  %627 = fmul <8 x float> %620, %626
  %628 = fadd <8 x float> %627, splat (float 0x3FC5555560000000)
  %629 = fmul <8 x float> %620, %628
  %630 = fsub <8 x float> %619, %629
  %631 = fmul <8 x float> %619, %630
  %632 = fsub <8 x float> splat (float 2.000000e+00), %630
  %633 = fdiv <8 x float> %631, %632
  %634 = fsub <8 x float> %618, %633
  %635 = fsub <8 x float> %617, %634
  %636 = fadd <8 x float> %635, splat (float 1.000000e+00)
  %637 = add <8 x i32> %615, splat (i32 -1262485248)
  %638 = lshr <8 x i32> %637, splat (i32 1)
  %639 = add <8 x i32> %615, splat (i32 255)
  %640 = sub <8 x i32> %639, %638
  %641 = shl <8 x i32> %638, splat (i32 23)
  %642 = add <8 x i32> %641, splat (i32 -8388608)
  %643 = shl <8 x i32> %640, splat (i32 23)
  %644 = bitcast <8 x i32> %642 to <8 x float>
  %645 = bitcast <8 x i32> %643 to <8 x float>
  %646 = fmul <8 x float> %636, %644
  %647 = fmul <8 x float> %646, %645
  %648 = fcmp uno <8 x float> %607, zeroinitializer
  %649 = select <8 x i1> %648, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %647
  %650 = fmul <8 x float> %broadcast.splat173, %649
  %651 = fadd <8 x float> %606, %650
  %652 = uitofp <8 x i64> %vec.ind182 to <8 x float>
  %653 = fcmp oeq <8 x float> %broadcast.splat175, %652
  %654 = select <8 x i1> %653, <8 x float> splat (float 0x3FB99999A0000000), <8 x float> zeroinitializer
  %655 = fadd <8 x float> %654, %651
  %656 = fmul <8 x float> %broadcast.splat177, %655
  %657 = fsub <8 x float> %wide.load183, %656
  %658 = getelementptr inbounds float, ptr %16, i64 %index181
  %wide.load185 = load <8 x float>, ptr %658, align 4, !alias.scope !19
  %659 = fmul <8 x float> %broadcast.splat179, %wide.load185
  %660 = fadd <8 x float> %659, %657
  store <8 x float> %660, ptr %602, align 4, !alias.scope !12, !noalias !15
  %index.next186 = add nuw i64 %index181, 8
  %vec.ind.next187 = add nuw <8 x i64> %vec.ind182, splat (i64 8)
  %661 = icmp eq i64 %index.next186, %n.vec169
  br i1 %661, label %middle.block188, label %vector.body180, !llvm.loop !20

middle.block188:                                  ; preds = %vector.body180
  br i1 %cmp.n189, label %noise.done.us, label %feature.body40.us.preheader293

feature.body40.us.preheader293:                   ; preds = %feature.body40.us.preheader, %middle.block188
  %feature4288.us.ph = phi i64 [ %n.vec169, %middle.block188 ], [ 0, %feature.body40.us.preheader ]
  br label %feature.body40.us

feature.body45.us.preheader:                      ; preds = %fold_tail.exit35.us.thread
  %brmerge341 = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge341, label %feature.body45.us.preheader292, label %vector.ph

vector.ph:                                        ; preds = %feature.body45.us.preheader
  %broadcast.splatinsert = insertelement <8 x float> poison, float %fold_value.0.lcssa.us, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert146 = insertelement <8 x float> poison, float %601, i64 0
  %broadcast.splat147 = shufflevector <8 x float> %broadcast.splatinsert146, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert148 = insertelement <8 x float> poison, float %argmax.us, i64 0
  %broadcast.splat149 = shufflevector <8 x float> %broadcast.splatinsert148, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %662 = getelementptr inbounds float, ptr %77, i64 %index
  %wide.load = load <8 x float>, ptr %662, align 4, !alias.scope !21, !noalias !24
  %663 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %664 = fmul <8 x float> %663, splat (float 0x3FA99999A0000000)
  %665 = getelementptr inbounds float, ptr %78, i64 %index
  %wide.load152 = load <8 x float>, ptr %665, align 4, !alias.scope !24
  %666 = fsub <8 x float> %664, %wide.load152
  %667 = fsub <8 x float> %wide.load, %broadcast.splat
  %668 = fcmp olt <8 x float> %667, splat (float -1.040000e+02)
  %669 = select <8 x i1> %668, <8 x float> splat (float -1.040000e+02), <8 x float> %667
  %670 = fcmp ogt <8 x float> %669, splat (float 8.900000e+01)
  %671 = select <8 x i1> %670, <8 x float> splat (float 8.900000e+01), <8 x float> %669
  %672 = fmul <8 x float> %671, splat (float 0x3FF7154760000000)
  %673 = fadd <8 x float> %672, splat (float 0x4168000000000000)
  %674 = fadd <8 x float> %673, splat (float 0xC168000000000000)
  %675 = bitcast <8 x float> %673 to <8 x i32>
  %676 = fmul <8 x float> %674, splat (float 0x3FE62E4000000000)
  %677 = fsub <8 x float> %671, %676
  %678 = fmul <8 x float> %674, splat (float 0x3EB7F7D1C0000000)
  %679 = fsub <8 x float> %677, %678
  %680 = fmul <8 x float> %679, %679
  %681 = fmul <8 x float> %680, splat (float 0x3E66376980000000)
  %682 = fadd <8 x float> %681, splat (float 0xBEBBBD41C0000000)
  %683 = fmul <8 x float> %680, %682
  %684 = fadd <8 x float> %683, splat (float 0x3F11566AA0000000)
  %685 = fmul <8 x float> %680, %684
  %686 = fadd <8 x float> %685, splat (float 0xBF66C16C20000000)
  %687 = fmul <8 x float> %680, %686
  %688 = fadd <8 x float> %687, splat (float 0x3FC5555560000000)
  %689 = fmul <8 x float> %680, %688
  %690 = fsub <8 x float> %679, %689
  %691 = fmul <8 x float> %679, %690
  %692 = fsub <8 x float> splat (float 2.000000e+00), %690
  %693 = fdiv <8 x float> %691, %692
  %694 = fsub <8 x float> %678, %693
  %695 = fsub <8 x float> %677, %694
  %696 = fadd <8 x float> %695, splat (float 1.000000e+00)
  %697 = add <8 x i32> %675, splat (i32 -1262485248)
  %698 = lshr <8 x i32> %697, splat (i32 1)
  %699 = add <8 x i32> %675, splat (i32 255)
  %700 = sub <8 x i32> %699, %698
  %701 = shl <8 x i32> %698, splat (i32 23)
  %702 = add <8 x i32> %701, splat (i32 -8388608)
  %703 = shl <8 x i32> %700, splat (i32 23)
  %704 = bitcast <8 x i32> %702 to <8 x float>
  %705 = bitcast <8 x i32> %703 to <8 x float>
  %706 = fmul <8 x float> %696, %704
  %707 = fmul <8 x float> %706, %705
  %708 = fcmp uno <8 x float> %667, zeroinitializer
  %709 = select <8 x i1> %708, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %707
  %710 = fmul <8 x float> %broadcast.splat147, %709
  %711 = fadd <8 x float> %666, %710
  %712 = uitofp <8 x i64> %vec.ind to <8 x float>
  %713 = fcmp oeq <8 x float> %broadcast.splat149, %712
  %714 = select <8 x i1> %713, <8 x float> splat (float 0x3FB99999A0000000), <8 x float> zeroinitializer
  %715 = fadd <8 x float> %714, %711
  %716 = fmul <8 x float> %broadcast.splat151, %715
  %717 = fsub <8 x float> %wide.load, %716
  store <8 x float> %717, ptr %662, align 4, !alias.scope !21, !noalias !24
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %718 = icmp eq i64 %index.next, %n.vec
  br i1 %718, label %middle.block, label %vector.body, !llvm.loop !26

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.us, label %feature.body45.us.preheader292

feature.body45.us.preheader292:                   ; preds = %feature.body45.us.preheader, %middle.block
  %feature4789.us.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %feature.body45.us.preheader ]
  br label %feature.body45.us

feature.body40.us:                                ; preds = %feature.body40.us.preheader293, %feature.body40.us
  %feature4288.us = phi i64 [ %780, %feature.body40.us ], [ %feature4288.us.ph, %feature.body40.us.preheader293 ]
  %719 = getelementptr inbounds float, ptr %77, i64 %feature4288.us
  %720 = load float, ptr %719, align 4
  %721 = fmul float %720, 2.000000e+00
  %722 = fmul float %721, 0x3FA99999A0000000
  %723 = getelementptr inbounds float, ptr %78, i64 %feature4288.us
  %724 = load float, ptr %723, align 4
  %725 = fsub float %722, %724
  %726 = fsub float %720, %fold_value.0.lcssa.us
  %727 = fcmp olt float %726, -1.040000e+02
  %728 = select i1 %727, float -1.040000e+02, float %726
  %729 = fcmp ogt float %728, 8.900000e+01
  %730 = select i1 %729, float 8.900000e+01, float %728
  %731 = fmul float %730, 0x3FF7154760000000
  %732 = fadd float %731, 0x4168000000000000
  %733 = fadd float %732, 0xC168000000000000
  %734 = bitcast float %732 to i32
  %735 = fmul float %733, 0x3FE62E4000000000
  %736 = fsub float %730, %735
  %737 = fmul float %733, 0x3EB7F7D1C0000000
  %738 = fsub float %736, %737
  %739 = fmul float %738, %738
  %740 = fmul float %739, 0x3E66376980000000
  %741 = fadd float %740, 0xBEBBBD41C0000000
  %742 = fmul float %739, %741
  %743 = fadd float %742, 0x3F11566AA0000000
  %744 = fmul float %739, %743
  %745 = fadd float %744, 0xBF66C16C20000000
  %746 = fmul float %739, %745
  %747 = fadd float %746, 0x3FC5555560000000
  %748 = fmul float %739, %747
  %749 = fsub float %738, %748
  %750 = fmul float %738, %749
  %751 = fsub float 2.000000e+00, %749
  %752 = fdiv float %750, %751
  %753 = fsub float %737, %752
  %754 = fsub float %736, %753
  %755 = fadd float %754, 1.000000e+00
  %756 = add i32 %734, -1262485248
  %757 = lshr i32 %756, 1
  %758 = add i32 %734, 255
  %759 = sub i32 %758, %757
  %760 = shl i32 %757, 23
  %761 = add i32 %760, -8388608
  %762 = shl i32 %759, 23
  %763 = bitcast i32 %761 to float
  %764 = bitcast i32 %762 to float
  %765 = fmul float %755, %763
  %766 = fmul float %765, %764
  %767 = fcmp uno float %726, 0.000000e+00
  %768 = select i1 %767, float 0x7FF8000000000000, float %766
  %769 = fmul float %601, %768
  %770 = fadd float %725, %769
  %feature43.us = uitofp i64 %feature4288.us to float
  %771 = fcmp oeq float %feature43.us, %argmax.us
  %772 = select i1 %771, float 0x3FB99999A0000000, float 0.000000e+00
  %773 = fadd float %772, %770
  %774 = fmul float %eta, %773
  %775 = fsub float %720, %774
  %776 = getelementptr inbounds float, ptr %16, i64 %feature4288.us
  %777 = load float, ptr %776, align 4
  %778 = fmul float %noise_scale3.us, %777
  %779 = fadd float %778, %775
  store float %779, ptr %719, align 4
  %780 = add nuw i64 %feature4288.us, 1
  %exitcond115.not = icmp eq i64 %780, %n_features
  br i1 %exitcond115.not, label %noise.done.us, label %feature.body40.us, !llvm.loop !27

noise.done.us:                                    ; preds = %feature.body40.us, %feature.body45.us, %middle.block188, %middle.block, %fold_tail.exit21.us
  %t_next.us = fmul float %anneal_ratio, %temperature1.090.us
  %781 = add nuw i64 %step91.us, 1
  %exitcond117.not = icmp eq i64 %781, %steps
  br i1 %exitcond117.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body45.us:                                ; preds = %feature.body45.us.preheader292, %feature.body45.us
  %feature4789.us = phi i64 [ %839, %feature.body45.us ], [ %feature4789.us.ph, %feature.body45.us.preheader292 ]
  %782 = getelementptr inbounds float, ptr %77, i64 %feature4789.us
  %783 = load float, ptr %782, align 4
  %784 = fmul float %783, 2.000000e+00
  %785 = fmul float %784, 0x3FA99999A0000000
  %786 = getelementptr inbounds float, ptr %78, i64 %feature4789.us
  %787 = load float, ptr %786, align 4
  %788 = fsub float %785, %787
  %789 = fsub float %783, %fold_value.0.lcssa.us
  %790 = fcmp olt float %789, -1.040000e+02
  %791 = select i1 %790, float -1.040000e+02, float %789
  %792 = fcmp ogt float %791, 8.900000e+01
  %793 = select i1 %792, float 8.900000e+01, float %791
  %794 = fmul float %793, 0x3FF7154760000000
  %795 = fadd float %794, 0x4168000000000000
  %796 = fadd float %795, 0xC168000000000000
  %797 = bitcast float %795 to i32
  %798 = fmul float %796, 0x3FE62E4000000000
  %799 = fsub float %793, %798
  %800 = fmul float %796, 0x3EB7F7D1C0000000
  %801 = fsub float %799, %800
  %802 = fmul float %801, %801
  %803 = fmul float %802, 0x3E66376980000000
  %804 = fadd float %803, 0xBEBBBD41C0000000
  %805 = fmul float %802, %804
  %806 = fadd float %805, 0x3F11566AA0000000
  %807 = fmul float %802, %806
  %808 = fadd float %807, 0xBF66C16C20000000
  %809 = fmul float %802, %808
  %810 = fadd float %809, 0x3FC5555560000000
  %811 = fmul float %802, %810
  %812 = fsub float %801, %811
  %813 = fmul float %801, %812
  %814 = fsub float 2.000000e+00, %812
  %815 = fdiv float %813, %814
  %816 = fsub float %800, %815
  %817 = fsub float %799, %816
  %818 = fadd float %817, 1.000000e+00
  %819 = add i32 %797, -1262485248
  %820 = lshr i32 %819, 1
  %821 = add i32 %797, 255
  %822 = sub i32 %821, %820
  %823 = shl i32 %820, 23
  %824 = add i32 %823, -8388608
  %825 = shl i32 %822, 23
  %826 = bitcast i32 %824 to float
  %827 = bitcast i32 %825 to float
  %828 = fmul float %818, %826
  %829 = fmul float %828, %827
  %830 = fcmp uno float %789, 0.000000e+00
  %831 = select i1 %830, float 0x7FF8000000000000, float %829
  %832 = fmul float %601, %831
  %833 = fadd float %788, %832
  %feature48.us = uitofp i64 %feature4789.us to float
  %834 = fcmp oeq float %feature48.us, %argmax.us
  %835 = select i1 %834, float 0x3FB99999A0000000, float 0.000000e+00
  %836 = fadd float %835, %833
  %837 = fmul float %eta, %836
  %838 = fsub float %783, %837
  store float %838, ptr %782, align 4
  %839 = add nuw i64 %feature4789.us, 1
  %exitcond116.not = icmp eq i64 %839, %n_features
  br i1 %exitcond116.not, label %noise.done.us, label %feature.body45.us, !llvm.loop !28

fold_tail.body34.us:                              ; preds = %fold_tail.body34.us.preheader, %fold_tail.body34.us
  %fold_tail3686.us = phi i64 [ %871, %fold_tail.body34.us ], [ 0, %fold_tail.body34.us.preheader ]
  %fold_value28.085.us = phi float [ %870, %fold_tail.body34.us ], [ 0.000000e+00, %fold_tail.body34.us.preheader ]
  %niter321 = phi i64 [ %niter321.next.7, %fold_tail.body34.us ], [ 0, %fold_tail.body34.us.preheader ]
  %840 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail3686.us
  %841 = load float, ptr %840, align 4
  %842 = fadd float %fold_value28.085.us, %841
  %843 = getelementptr float, ptr %scratch, i64 %fold_tail3686.us
  %844 = getelementptr i8, ptr %843, i64 4
  %845 = load float, ptr %844, align 4
  %846 = fadd float %842, %845
  %847 = getelementptr float, ptr %scratch, i64 %fold_tail3686.us
  %848 = getelementptr i8, ptr %847, i64 8
  %849 = load float, ptr %848, align 4
  %850 = fadd float %846, %849
  %851 = getelementptr float, ptr %scratch, i64 %fold_tail3686.us
  %852 = getelementptr i8, ptr %851, i64 12
  %853 = load float, ptr %852, align 4
  %854 = fadd float %850, %853
  %855 = getelementptr float, ptr %scratch, i64 %fold_tail3686.us
  %856 = getelementptr i8, ptr %855, i64 16
  %857 = load float, ptr %856, align 4
  %858 = fadd float %854, %857
  %859 = getelementptr float, ptr %scratch, i64 %fold_tail3686.us
  %860 = getelementptr i8, ptr %859, i64 20
  %861 = load float, ptr %860, align 4
  %862 = fadd float %858, %861
  %863 = getelementptr float, ptr %scratch, i64 %fold_tail3686.us
  %864 = getelementptr i8, ptr %863, i64 24
  %865 = load float, ptr %864, align 4
  %866 = fadd float %862, %865
  %867 = getelementptr float, ptr %scratch, i64 %fold_tail3686.us
  %868 = getelementptr i8, ptr %867, i64 28
  %869 = load float, ptr %868, align 4
  %870 = fadd float %866, %869
  %871 = add nuw i64 %fold_tail3686.us, 8
  %niter321.next.7 = add i64 %niter321, 8
  %niter321.ncmp.7 = icmp eq i64 %niter321.next.7, %unroll_iter320
  br i1 %niter321.ncmp.7, label %fold_tail.exit35.us.thread.unr-lcssa, label %fold_tail.body34.us

feature.body25.us:                                ; preds = %feature.body25.us.preheader295, %feature.body25.us
  %feature2784.us = phi i64 [ %918, %feature.body25.us ], [ %feature2784.us.ph, %feature.body25.us.preheader295 ]
  %872 = getelementptr inbounds float, ptr %77, i64 %feature2784.us
  %873 = load float, ptr %872, align 4
  %874 = fsub float %873, %fold_value.0.lcssa.us
  %875 = fcmp olt float %874, -1.040000e+02
  %876 = select i1 %875, float -1.040000e+02, float %874
  %877 = fcmp ogt float %876, 8.900000e+01
  %878 = select i1 %877, float 8.900000e+01, float %876
  %879 = fmul float %878, 0x3FF7154760000000
  %880 = fadd float %879, 0x4168000000000000
  %881 = fadd float %880, 0xC168000000000000
  %882 = bitcast float %880 to i32
  %883 = fmul float %881, 0x3FE62E4000000000
  %884 = fsub float %878, %883
  %885 = fmul float %881, 0x3EB7F7D1C0000000
  %886 = fsub float %884, %885
  %887 = fmul float %886, %886
  %888 = fmul float %887, 0x3E66376980000000
  %889 = fadd float %888, 0xBEBBBD41C0000000
  %890 = fmul float %887, %889
  %891 = fadd float %890, 0x3F11566AA0000000
  %892 = fmul float %887, %891
  %893 = fadd float %892, 0xBF66C16C20000000
  %894 = fmul float %887, %893
  %895 = fadd float %894, 0x3FC5555560000000
  %896 = fmul float %887, %895
  %897 = fsub float %886, %896
  %898 = fmul float %886, %897
  %899 = fsub float 2.000000e+00, %897
  %900 = fdiv float %898, %899
  %901 = fsub float %885, %900
  %902 = fsub float %884, %901
  %903 = fadd float %902, 1.000000e+00
  %904 = add i32 %882, -1262485248
  %905 = lshr i32 %904, 1
  %906 = add i32 %882, 255
  %907 = sub i32 %906, %905
  %908 = shl i32 %905, 23
  %909 = add i32 %908, -8388608
  %910 = shl i32 %907, 23
  %911 = bitcast i32 %909 to float
  %912 = bitcast i32 %910 to float
  %913 = fmul float %903, %911
  %914 = fmul float %913, %912
  %915 = fcmp uno float %874, 0.000000e+00
  %916 = select i1 %915, float 0x7FF8000000000000, float %914
  %917 = getelementptr inbounds float, ptr %scratch, i64 %feature2784.us
  store float %916, ptr %917, align 4
  %918 = add nuw i64 %feature2784.us, 1
  %exitcond113.not = icmp eq i64 %918, %n_features
  br i1 %exitcond113.not, label %fold_tail.body34.us.preheader, label %feature.body25.us, !llvm.loop !29

fold_tail.body20.us:                              ; preds = %fold_tail.body20.us.preheader, %fold_tail.body20.us
  %fold_tail2282.us = phi i64 [ %927, %fold_tail.body20.us ], [ %blocks_end, %fold_tail.body20.us.preheader ]
  %fold_index6.081.us = phi i64 [ %926, %fold_tail.body20.us ], [ %549, %fold_tail.body20.us.preheader ]
  %fold_value5.080.us = phi float [ %925, %fold_tail.body20.us ], [ %550, %fold_tail.body20.us.preheader ]
  %919 = getelementptr inbounds float, ptr %35, i64 %fold_tail2282.us
  %920 = load float, ptr %919, align 4
  %921 = fcmp ogt float %920, %fold_value5.080.us
  %922 = fcmp uno float %920, 0.000000e+00
  %923 = fcmp ord float %fold_value5.080.us, 0.000000e+00
  %924 = and i1 %923, %922
  %take23.us = or i1 %921, %924
  %925 = select i1 %take23.us, float %920, float %fold_value5.080.us
  %926 = select i1 %take23.us, i64 %fold_tail2282.us, i64 %fold_index6.081.us
  %927 = add nuw i64 %fold_tail2282.us, 1
  %928 = icmp ult i64 %927, %n_features
  br i1 %928, label %fold_tail.body20.us, label %fold_tail.exit21.us

max_block.body14.us:                              ; preds = %max_block.body14.us.preheader, %max_block.body14.us
  %max_block1677.us = phi i64 [ %972, %max_block.body14.us ], [ 0, %max_block.body14.us.preheader ]
  %max_index11.076.us = phi <8 x i64> [ %971, %max_block.body14.us ], [ zeroinitializer, %max_block.body14.us.preheader ]
  %max_best10.075.us = phi <8 x float> [ %967, %max_block.body14.us ], [ splat (float 0xFFF0000000000000), %max_block.body14.us.preheader ]
  %niter314 = phi i64 [ %niter314.next.3, %max_block.body14.us ], [ 0, %max_block.body14.us.preheader ]
  %929 = getelementptr inbounds float, ptr %35, i64 %max_block1677.us
  %block17.us = load <8 x float>, ptr %929, align 4
  %930 = fcmp ogt <8 x float> %block17.us, %max_best10.075.us
  %931 = fcmp uno <8 x float> %block17.us, zeroinitializer
  %932 = fcmp ord <8 x float> %max_best10.075.us, zeroinitializer
  %933 = and <8 x i1> %932, %931
  %take18.us = or <8 x i1> %930, %933
  %934 = select <8 x i1> %take18.us, <8 x float> %block17.us, <8 x float> %max_best10.075.us
  %935 = insertelement <8 x i64> poison, i64 %max_block1677.us, i64 0
  %936 = shufflevector <8 x i64> %935, <8 x i64> poison, <8 x i32> zeroinitializer
  %937 = or disjoint <8 x i64> %936, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %938 = select <8 x i1> %take18.us, <8 x i64> %937, <8 x i64> %max_index11.076.us
  %939 = or disjoint i64 %max_block1677.us, 8
  %940 = getelementptr inbounds float, ptr %35, i64 %939
  %block17.us.1 = load <8 x float>, ptr %940, align 4
  %941 = fcmp ogt <8 x float> %block17.us.1, %934
  %942 = fcmp uno <8 x float> %block17.us.1, zeroinitializer
  %943 = fcmp ord <8 x float> %934, zeroinitializer
  %944 = and <8 x i1> %943, %942
  %take18.us.1 = or <8 x i1> %941, %944
  %945 = select <8 x i1> %take18.us.1, <8 x float> %block17.us.1, <8 x float> %934
  %946 = insertelement <8 x i64> poison, i64 %939, i64 0
  %947 = shufflevector <8 x i64> %946, <8 x i64> poison, <8 x i32> zeroinitializer
  %948 = or disjoint <8 x i64> %947, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %949 = select <8 x i1> %take18.us.1, <8 x i64> %948, <8 x i64> %938
  %950 = or disjoint i64 %max_block1677.us, 16
  %951 = getelementptr inbounds float, ptr %35, i64 %950
  %block17.us.2 = load <8 x float>, ptr %951, align 4
  %952 = fcmp ogt <8 x float> %block17.us.2, %945
  %953 = fcmp uno <8 x float> %block17.us.2, zeroinitializer
  %954 = fcmp ord <8 x float> %945, zeroinitializer
  %955 = and <8 x i1> %954, %953
  %take18.us.2 = or <8 x i1> %952, %955
  %956 = select <8 x i1> %take18.us.2, <8 x float> %block17.us.2, <8 x float> %945
  %957 = insertelement <8 x i64> poison, i64 %950, i64 0
  %958 = shufflevector <8 x i64> %957, <8 x i64> poison, <8 x i32> zeroinitializer
  %959 = or disjoint <8 x i64> %958, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %960 = select <8 x i1> %take18.us.2, <8 x i64> %959, <8 x i64> %949
  %961 = or disjoint i64 %max_block1677.us, 24
  %962 = getelementptr inbounds float, ptr %35, i64 %961
  %block17.us.3 = load <8 x float>, ptr %962, align 4
  %963 = fcmp ogt <8 x float> %block17.us.3, %956
  %964 = fcmp uno <8 x float> %block17.us.3, zeroinitializer
  %965 = fcmp ord <8 x float> %956, zeroinitializer
  %966 = and <8 x i1> %965, %964
  %take18.us.3 = or <8 x i1> %963, %966
  %967 = select <8 x i1> %take18.us.3, <8 x float> %block17.us.3, <8 x float> %956
  %968 = insertelement <8 x i64> poison, i64 %961, i64 0
  %969 = shufflevector <8 x i64> %968, <8 x i64> poison, <8 x i32> zeroinitializer
  %970 = or disjoint <8 x i64> %969, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %971 = select <8 x i1> %take18.us.3, <8 x i64> %970, <8 x i64> %960
  %972 = add nuw i64 %max_block1677.us, 32
  %niter314.next.3 = add i64 %niter314, 4
  %niter314.ncmp.3.not = icmp eq i64 %niter314.next.3, %unroll_iter313
  br i1 %niter314.ncmp.3.not, label %max_block.exit15.us.loopexit.unr-lcssa, label %max_block.body14.us

fold_tail.body.us:                                ; preds = %max_block.exit.us, %fold_tail.body.us
  %fold_tail73.us = phi i64 [ %980, %fold_tail.body.us ], [ %blocks_end, %max_block.exit.us ]
  %fold_value.072.us = phi float [ %979, %fold_tail.body.us ], [ %444, %max_block.exit.us ]
  %973 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail73.us
  %974 = load float, ptr %973, align 4
  %975 = fcmp ogt float %974, %fold_value.072.us
  %976 = fcmp uno float %974, 0.000000e+00
  %977 = fcmp ord float %fold_value.072.us, 0.000000e+00
  %978 = and i1 %977, %976
  %take4.us = or i1 %975, %978
  %979 = select i1 %take4.us, float %974, float %fold_value.072.us
  %980 = add nuw i64 %fold_tail73.us, 1
  %981 = icmp ult i64 %980, %n_features
  br i1 %981, label %fold_tail.body.us, label %fold_tail.exit.us

max_block.body.us:                                ; preds = %max_block.body.us.preheader, %max_block.body.us
  %max_block69.us = phi i64 [ %1025, %max_block.body.us ], [ 0, %max_block.body.us.preheader ]
  %max_best.068.us = phi <8 x float> [ %1020, %max_block.body.us ], [ splat (float 0xFFF0000000000000), %max_block.body.us.preheader ]
  %max_index.067.us = phi <8 x i64> [ %1024, %max_block.body.us ], [ zeroinitializer, %max_block.body.us.preheader ]
  %niter = phi i64 [ %niter.next.3, %max_block.body.us ], [ 0, %max_block.body.us.preheader ]
  %982 = getelementptr inbounds float, ptr %scratch, i64 %max_block69.us
  %block.us = load <8 x float>, ptr %982, align 4
  %983 = fcmp ogt <8 x float> %block.us, %max_best.068.us
  %984 = fcmp uno <8 x float> %block.us, zeroinitializer
  %985 = fcmp ord <8 x float> %max_best.068.us, zeroinitializer
  %986 = and <8 x i1> %985, %984
  %take.us = or <8 x i1> %983, %986
  %987 = select <8 x i1> %take.us, <8 x float> %block.us, <8 x float> %max_best.068.us
  %988 = insertelement <8 x i64> poison, i64 %max_block69.us, i64 0
  %989 = shufflevector <8 x i64> %988, <8 x i64> poison, <8 x i32> zeroinitializer
  %990 = or disjoint <8 x i64> %989, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %991 = select <8 x i1> %take.us, <8 x i64> %990, <8 x i64> %max_index.067.us
  %992 = or disjoint i64 %max_block69.us, 8
  %993 = getelementptr inbounds float, ptr %scratch, i64 %992
  %block.us.1 = load <8 x float>, ptr %993, align 4
  %994 = fcmp ogt <8 x float> %block.us.1, %987
  %995 = fcmp uno <8 x float> %block.us.1, zeroinitializer
  %996 = fcmp ord <8 x float> %987, zeroinitializer
  %997 = and <8 x i1> %996, %995
  %take.us.1 = or <8 x i1> %994, %997
  %998 = select <8 x i1> %take.us.1, <8 x float> %block.us.1, <8 x float> %987
  %999 = insertelement <8 x i64> poison, i64 %992, i64 0
  %1000 = shufflevector <8 x i64> %999, <8 x i64> poison, <8 x i32> zeroinitializer
  %1001 = or disjoint <8 x i64> %1000, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1002 = select <8 x i1> %take.us.1, <8 x i64> %1001, <8 x i64> %991
  %1003 = or disjoint i64 %max_block69.us, 16
  %1004 = getelementptr inbounds float, ptr %scratch, i64 %1003
  %block.us.2 = load <8 x float>, ptr %1004, align 4
  %1005 = fcmp ogt <8 x float> %block.us.2, %998
  %1006 = fcmp uno <8 x float> %block.us.2, zeroinitializer
  %1007 = fcmp ord <8 x float> %998, zeroinitializer
  %1008 = and <8 x i1> %1007, %1006
  %take.us.2 = or <8 x i1> %1005, %1008
  %1009 = select <8 x i1> %take.us.2, <8 x float> %block.us.2, <8 x float> %998
  %1010 = insertelement <8 x i64> poison, i64 %1003, i64 0
  %1011 = shufflevector <8 x i64> %1010, <8 x i64> poison, <8 x i32> zeroinitializer
  %1012 = or disjoint <8 x i64> %1011, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1013 = select <8 x i1> %take.us.2, <8 x i64> %1012, <8 x i64> %1002
  %1014 = or disjoint i64 %max_block69.us, 24
  %1015 = getelementptr inbounds float, ptr %scratch, i64 %1014
  %block.us.3 = load <8 x float>, ptr %1015, align 4
  %1016 = fcmp ogt <8 x float> %block.us.3, %1009
  %1017 = fcmp uno <8 x float> %block.us.3, zeroinitializer
  %1018 = fcmp ord <8 x float> %1009, zeroinitializer
  %1019 = and <8 x i1> %1018, %1017
  %take.us.3 = or <8 x i1> %1016, %1019
  %1020 = select <8 x i1> %take.us.3, <8 x float> %block.us.3, <8 x float> %1009
  %1021 = insertelement <8 x i64> poison, i64 %1014, i64 0
  %1022 = shufflevector <8 x i64> %1021, <8 x i64> poison, <8 x i32> zeroinitializer
  %1023 = or disjoint <8 x i64> %1022, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1024 = select <8 x i1> %take.us.3, <8 x i64> %1023, <8 x i64> %1013
  %1025 = add nuw i64 %max_block69.us, 32
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3.not = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3.not, label %max_block.exit.us.loopexit.unr-lcssa, label %max_block.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature66.us = phi i64 [ %1065, %feature.body.us ], [ %feature66.us.unr, %feature.body.us.prol.loopexit ]
  %1026 = getelementptr inbounds float, ptr %77, i64 %feature66.us
  %1027 = load float, ptr %1026, align 4
  %1028 = getelementptr inbounds float, ptr %scratch, i64 %feature66.us
  store float %1027, ptr %1028, align 4
  %1029 = getelementptr float, ptr %35, i64 %feature66.us
  store float %1027, ptr %1029, align 4
  %1030 = add nuw i64 %feature66.us, 1
  %1031 = getelementptr inbounds float, ptr %77, i64 %1030
  %1032 = load float, ptr %1031, align 4
  %1033 = getelementptr inbounds float, ptr %scratch, i64 %1030
  store float %1032, ptr %1033, align 4
  %1034 = getelementptr float, ptr %35, i64 %1030
  store float %1032, ptr %1034, align 4
  %1035 = add nuw i64 %feature66.us, 2
  %1036 = getelementptr inbounds float, ptr %77, i64 %1035
  %1037 = load float, ptr %1036, align 4
  %1038 = getelementptr inbounds float, ptr %scratch, i64 %1035
  store float %1037, ptr %1038, align 4
  %1039 = getelementptr float, ptr %35, i64 %1035
  store float %1037, ptr %1039, align 4
  %1040 = add nuw i64 %feature66.us, 3
  %1041 = getelementptr inbounds float, ptr %77, i64 %1040
  %1042 = load float, ptr %1041, align 4
  %1043 = getelementptr inbounds float, ptr %scratch, i64 %1040
  store float %1042, ptr %1043, align 4
  %1044 = getelementptr float, ptr %35, i64 %1040
  store float %1042, ptr %1044, align 4
  %1045 = add nuw i64 %feature66.us, 4
  %1046 = getelementptr inbounds float, ptr %77, i64 %1045
  %1047 = load float, ptr %1046, align 4
  %1048 = getelementptr inbounds float, ptr %scratch, i64 %1045
  store float %1047, ptr %1048, align 4
  %1049 = getelementptr float, ptr %35, i64 %1045
  store float %1047, ptr %1049, align 4
  %1050 = add nuw i64 %feature66.us, 5
  %1051 = getelementptr inbounds float, ptr %77, i64 %1050
  %1052 = load float, ptr %1051, align 4
  %1053 = getelementptr inbounds float, ptr %scratch, i64 %1050
  store float %1052, ptr %1053, align 4
  %1054 = getelementptr float, ptr %35, i64 %1050
  store float %1052, ptr %1054, align 4
  %1055 = add nuw i64 %feature66.us, 6
  %1056 = getelementptr inbounds float, ptr %77, i64 %1055
  %1057 = load float, ptr %1056, align 4
  %1058 = getelementptr inbounds float, ptr %scratch, i64 %1055
  store float %1057, ptr %1058, align 4
  %1059 = getelementptr float, ptr %35, i64 %1055
  store float %1057, ptr %1059, align 4
  %1060 = add nuw i64 %feature66.us, 7
  %1061 = getelementptr inbounds float, ptr %77, i64 %1060
  %1062 = load float, ptr %1061, align 4
  %1063 = getelementptr inbounds float, ptr %scratch, i64 %1060
  store float %1062, ptr %1063, align 4
  %1064 = getelementptr float, ptr %35, i64 %1060
  store float %1062, ptr %1064, align 4
  %1065 = add nuw i64 %feature66.us, 8
  %exitcond112.not.7 = icmp eq i64 %1065, %n_features
  br i1 %exitcond112.not.7, label %feature.exit.us, label %feature.body.us, !llvm.loop !30

noise.body.lr.ph.us:                              ; preds = %step.body.us
  %key1_step.us = add i64 %step91.us, %key1
  %1066 = lshr i64 %key1_step.us, 32
  %1067 = mul nuw i64 %1066, 3449720151
  %1068 = lshr i64 %1067, 32
  %1069 = xor i64 %key0, %1068
  %1070 = xor i64 %1069, %key1_step.us
  %1071 = and i64 %1070, 4294967295
  %1072 = mul nuw i64 %1071, 3528531795
  %1073 = lshr i64 %1072, 32
  %1074 = xor i64 %1073, %20
  br i1 %min.iters.check236, label %noise.body.us.preheader, label %vector.ph237

vector.ph237:                                     ; preds = %noise.body.lr.ph.us
  %broadcast.splatinsert244 = insertelement <8 x i64> poison, i64 %1074, i64 0
  %broadcast.splat245 = shufflevector <8 x i64> %broadcast.splatinsert244, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %1067, %19
  %.scalar289 = and i64 %.scalar, 4294967295
  %1075 = insertelement <8 x i64> poison, i64 %.scalar289, i64 0
  %.masked = shufflevector <8 x i64> %1075, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar290 = xor i64 %1072, %22
  %.scalar291 = and i64 %.scalar290, 4294967295
  %1076 = insertelement <8 x i64> poison, i64 %.scalar291, i64 0
  %.masked288 = shufflevector <8 x i64> %1076, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body280

vector.body280:                                   ; preds = %vector.body280, %vector.ph237
  %index281 = phi i64 [ 0, %vector.ph237 ], [ %index.next283, %vector.body280 ]
  %vec.ind282 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph237 ], [ %vec.ind.next284, %vector.body280 ]
  %1077 = add <8 x i64> %vec.ind282, %broadcast.splat247
  %1078 = and <8 x i64> %1077, splat (i64 4294967295)
  %1079 = mul nuw <8 x i64> %1078, splat (i64 3528531795)
  %1080 = xor <8 x i64> %1077, %broadcast.splat249
  %1081 = xor <8 x i64> %1080, %1079
  %1082 = lshr <8 x i64> %1081, splat (i64 32)
  %1083 = mul nuw <8 x i64> %1082, splat (i64 3449720151)
  %1084 = lshr <8 x i64> %1083, splat (i64 32)
  %1085 = xor <8 x i64> %broadcast.splat245, %1079
  %1086 = xor <8 x i64> %.masked, %1084
  %1087 = mul nuw <8 x i64> %1086, splat (i64 3528531795)
  %1088 = and <8 x i64> %1085, splat (i64 4294967295)
  %1089 = mul nuw <8 x i64> %1088, splat (i64 3449720151)
  %1090 = lshr <8 x i64> %1087, splat (i64 32)
  %1091 = lshr <8 x i64> %1089, splat (i64 32)
  %1092 = xor <8 x i64> %1091, %broadcast.splat253
  %1093 = xor <8 x i64> %1092, %1083
  %1094 = and <8 x i64> %1093, splat (i64 4294967295)
  %1095 = mul nuw <8 x i64> %1094, splat (i64 3528531795)
  %1096 = xor <8 x i64> %.masked288, %1090
  %1097 = mul nuw <8 x i64> %1096, splat (i64 3449720151)
  %1098 = lshr <8 x i64> %1095, splat (i64 32)
  %1099 = lshr <8 x i64> %1097, splat (i64 32)
  %1100 = xor <8 x i64> %broadcast.splat257, %1099
  %1101 = xor <8 x i64> %1100, %1089
  %1102 = xor <8 x i64> %1098, %broadcast.splat259
  %1103 = xor <8 x i64> %1102, %1087
  %1104 = and <8 x i64> %1101, splat (i64 4294967295)
  %1105 = mul nuw <8 x i64> %1104, splat (i64 3528531795)
  %1106 = and <8 x i64> %1103, splat (i64 4294967295)
  %1107 = mul nuw <8 x i64> %1106, splat (i64 3449720151)
  %1108 = lshr <8 x i64> %1105, splat (i64 32)
  %1109 = lshr <8 x i64> %1107, splat (i64 32)
  %1110 = xor <8 x i64> %1109, %broadcast.splat261
  %1111 = xor <8 x i64> %1110, %1097
  %1112 = xor <8 x i64> %broadcast.splat263, %1108
  %1113 = xor <8 x i64> %1112, %1095
  %1114 = and <8 x i64> %1111, splat (i64 4294967295)
  %1115 = mul nuw <8 x i64> %1114, splat (i64 3528531795)
  %1116 = and <8 x i64> %1113, splat (i64 4294967295)
  %1117 = mul nuw <8 x i64> %1116, splat (i64 3449720151)
  %1118 = lshr <8 x i64> %1115, splat (i64 32)
  %1119 = lshr <8 x i64> %1117, splat (i64 32)
  %1120 = xor <8 x i64> %broadcast.splat265, %1119
  %1121 = xor <8 x i64> %1120, %1107
  %1122 = xor <8 x i64> %1118, %broadcast.splat267
  %1123 = xor <8 x i64> %1122, %1105
  %1124 = and <8 x i64> %1121, splat (i64 4294967295)
  %1125 = mul nuw <8 x i64> %1124, splat (i64 3528531795)
  %1126 = and <8 x i64> %1123, splat (i64 4294967295)
  %1127 = mul nuw <8 x i64> %1126, splat (i64 3449720151)
  %1128 = lshr <8 x i64> %1125, splat (i64 32)
  %1129 = lshr <8 x i64> %1127, splat (i64 32)
  %1130 = xor <8 x i64> %1129, %broadcast.splat269
  %1131 = xor <8 x i64> %1130, %1117
  %1132 = xor <8 x i64> %broadcast.splat271, %1128
  %1133 = xor <8 x i64> %1132, %1115
  %1134 = and <8 x i64> %1131, splat (i64 4294967295)
  %1135 = mul nuw <8 x i64> %1134, splat (i64 3528531795)
  %1136 = and <8 x i64> %1133, splat (i64 4294967295)
  %1137 = mul nuw <8 x i64> %1136, splat (i64 3449720151)
  %1138 = lshr <8 x i64> %1135, splat (i64 32)
  %1139 = lshr <8 x i64> %1137, splat (i64 32)
  %1140 = xor <8 x i64> %broadcast.splat273, %1139
  %1141 = xor <8 x i64> %1140, %1127
  %1142 = xor <8 x i64> %1138, %broadcast.splat275
  %1143 = xor <8 x i64> %1142, %1125
  %1144 = and <8 x i64> %1141, splat (i64 4294967295)
  %1145 = mul nuw <8 x i64> %1144, splat (i64 3528531795)
  %1146 = lshr <8 x i64> %1145, splat (i64 32)
  %1147 = trunc <8 x i64> %1143 to <8 x i32>
  %1148 = mul <8 x i32> %1147, splat (i32 -845247145)
  %1149 = xor <8 x i64> %broadcast.splat277, %1146
  %1150 = xor <8 x i64> %1149, %1135
  %1151 = and <8 x i64> %1150, splat (i64 4294967295)
  %1152 = mul nuw <8 x i64> %1151, splat (i64 3449720151)
  %1153 = lshr <8 x i64> %1152, splat (i64 32)
  %1154 = trunc nuw <8 x i64> %1153 to <8 x i32>
  %1155 = trunc <8 x i64> %1152 to <8 x i32>
  %1156 = xor <8 x i32> %1148, %broadcast.splat279
  %1157 = xor <8 x i32> %1156, %1154
  %1158 = uitofp <8 x i32> %1157 to <8 x double>
  %1159 = fadd <8 x double> %1158, splat (double 5.000000e-01)
  %1160 = fmul <8 x double> %1159, splat (double 0x3DF0000000000000)
  %1161 = uitofp <8 x i32> %1155 to <8 x double>
  %1162 = fadd <8 x double> %1161, splat (double 5.000000e-01)
  %1163 = fmul <8 x double> %1162, splat (double 0x3DF0000000000000)
  %1164 = fcmp olt <8 x double> %1160, splat (double 0x10000000000000)
  %1165 = fmul <8 x double> %1160, splat (double 0x4350000000000000)
  %1166 = select <8 x i1> %1164, <8 x double> %1165, <8 x double> %1160
  %1167 = select <8 x i1> %1164, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %1168 = bitcast <8 x double> %1166 to <8 x i64>
  %1169 = lshr <8 x i64> %1168, splat (i64 32)
  %1170 = add nuw nsw <8 x i64> %1169, splat (i64 614242)
  %1171 = lshr <8 x i64> %1170, splat (i64 20)
  %1172 = add nsw <8 x i64> %1171, %1167
  %1173 = shl <8 x i64> %1170, splat (i64 32)
  %1174 = and <8 x i64> %1173, splat (i64 4503595332403200)
  %1175 = add nuw nsw <8 x i64> %1174, splat (i64 4604544269498187776)
  %1176 = and <8 x i64> %1168, splat (i64 4294967295)
  %1177 = or disjoint <8 x i64> %1175, %1176
  %1178 = bitcast <8 x i64> %1177 to <8 x double>
  %1179 = fadd <8 x double> %1178, splat (double -1.000000e+00)
  %1180 = fmul <8 x double> %1179, splat (double 5.000000e-01)
  %1181 = fmul <8 x double> %1179, %1180
  %1182 = fadd <8 x double> %1179, splat (double 2.000000e+00)
  %1183 = fdiv <8 x double> %1179, %1182
  %1184 = fmul <8 x double> %1183, %1183
  %1185 = fmul <8 x double> %1184, %1184
  %1186 = fmul <8 x double> %1185, splat (double 0x3FC39A09D078C69F)
  %1187 = fadd <8 x double> %1186, splat (double 0x3FCC71C51D8E78AF)
  %1188 = fmul <8 x double> %1185, %1187
  %1189 = fadd <8 x double> %1188, splat (double 0x3FD999999997FA04)
  %1190 = fmul <8 x double> %1185, %1189
  %1191 = fmul <8 x double> %1185, splat (double 0x3FC2F112DF3E5244)
  %1192 = fadd <8 x double> %1191, splat (double 0x3FC7466496CB03DE)
  %1193 = fmul <8 x double> %1185, %1192
  %1194 = fadd <8 x double> %1193, splat (double 0x3FD2492494229359)
  %1195 = fmul <8 x double> %1185, %1194
  %1196 = fadd <8 x double> %1195, splat (double 0x3FE5555555555593)
  %1197 = fmul <8 x double> %1184, %1196
  %1198 = fadd <8 x double> %1190, %1197
  %1199 = sitofp <8 x i64> %1172 to <8 x double>
  %1200 = fadd <8 x double> %1181, %1198
  %1201 = fmul <8 x double> %1183, %1200
  %1202 = fmul <8 x double> %1199, splat (double 0x3DEA39EF35793C76)
  %1203 = fadd <8 x double> %1202, %1201
  %1204 = fsub <8 x double> %1203, %1181
  %1205 = fadd <8 x double> %1179, %1204
  %1206 = fmul <8 x double> %1199, splat (double 0x3FE62E42FEE00000)
  %1207 = fadd <8 x double> %1206, %1205
  %1208 = fcmp oeq <8 x double> %1160, splat (double 0x7FF0000000000000)
  %1209 = fcmp oeq <8 x double> %1160, zeroinitializer
  %1210 = fmul <8 x double> %1207, splat (double -2.000000e+00)
  %1211 = select <8 x i1> %1208, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %1210
  %1212 = select <8 x i1> %1209, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %1211
  %1213 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %1212)
  %1214 = fmul <8 x double> %1163, splat (double 0x401921FB54442D18)
  %1215 = fmul <8 x double> %1214, splat (double 0x3FE45F306DC9C883)
  %1216 = fadd <8 x double> %1215, splat (double 0x4338000000000000)
  %1217 = bitcast <8 x double> %1216 to <8 x i64>
  %1218 = fadd <8 x double> %1216, splat (double 0xC338000000000000)
  %1219 = fmul <8 x double> %1218, splat (double 0x3FF921FB54400000)
  %1220 = fsub <8 x double> %1214, %1219
  %1221 = fmul <8 x double> %1218, splat (double 0x3DD0B4611A626331)
  %1222 = fmul <8 x double> %1218, splat (double 0x3DD0B4611A600000)
  %1223 = fsub <8 x double> %1220, %1222
  %1224 = fmul <8 x double> %1218, splat (double 0x3BA3198A2E037073)
  %1225 = fsub <8 x double> %1220, %1223
  %1226 = fsub <8 x double> %1225, %1222
  %1227 = fsub <8 x double> %1224, %1226
  %1228 = fmul <8 x double> %1218, splat (double 0x3BA3198A2E000000)
  %1229 = fsub <8 x double> %1223, %1228
  %1230 = fmul <8 x double> %1218, splat (double 0x397B839A252049C1)
  %1231 = fsub <8 x double> %1223, %1229
  %1232 = fsub <8 x double> %1231, %1228
  %1233 = fsub <8 x double> %1230, %1232
  %1234 = fsub <8 x double> %1220, %1221
  %1235 = fsub <8 x double> %1223, %1227
  %1236 = bitcast <8 x double> %1214 to <8 x i64>
  %1237 = lshr <8 x i64> %1236, splat (i64 52)
  %1238 = and <8 x i64> %1237, splat (i64 2047)
  %1239 = bitcast <8 x double> %1234 to <8 x i64>
  %1240 = lshr <8 x i64> %1239, splat (i64 52)
  %1241 = and <8 x i64> %1240, splat (i64 2047)
  %1242 = bitcast <8 x double> %1235 to <8 x i64>
  %1243 = lshr <8 x i64> %1242, splat (i64 52)
  %1244 = and <8 x i64> %1243, splat (i64 2047)
  %1245 = add nuw nsw <8 x i64> %1241, splat (i64 16)
  %1246 = icmp samesign ult <8 x i64> %1245, %1238
  %1247 = add nuw nsw <8 x i64> %1244, splat (i64 49)
  %1248 = icmp samesign ult <8 x i64> %1247, %1238
  %1249 = select <8 x i1> %1248, <8 x double> %1229, <8 x double> %1223
  %1250 = select <8 x i1> %1248, <8 x double> %1233, <8 x double> %1227
  %1251 = select <8 x i1> %1246, <8 x double> %1249, <8 x double> %1220
  %1252 = select <8 x i1> %1246, <8 x double> %1250, <8 x double> %1221
  %1253 = fsub <8 x double> %1251, %1252
  %1254 = fsub <8 x double> %1251, %1253
  %1255 = fsub <8 x double> %1254, %1252
  %1256 = fmul <8 x double> %1253, %1253
  %1257 = fmul <8 x double> %1256, %1256
  %1258 = fmul <8 x double> %1256, splat (double 0x3EFA01A019CB1590)
  %1259 = fadd <8 x double> %1258, splat (double 0xBF56C16C16C15177)
  %1260 = fmul <8 x double> %1256, %1259
  %1261 = fadd <8 x double> %1260, splat (double 0x3FA555555555554C)
  %1262 = fmul <8 x double> %1256, %1261
  %1263 = fmul <8 x double> %1256, splat (double 0x3DA8FAE9BE8838D4)
  %1264 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %1263
  %1265 = fmul <8 x double> %1256, %1264
  %1266 = fadd <8 x double> %1265, splat (double 0xBE927E4F809C52AD)
  %1267 = fmul <8 x double> %1257, %1257
  %1268 = fmul <8 x double> %1267, %1266
  %1269 = fadd <8 x double> %1262, %1268
  %1270 = fmul <8 x double> %1256, splat (double 5.000000e-01)
  %1271 = fsub <8 x double> splat (double 1.000000e+00), %1270
  %1272 = fsub <8 x double> splat (double 1.000000e+00), %1271
  %1273 = fsub <8 x double> %1272, %1270
  %1274 = fmul <8 x double> %1256, %1269
  %1275 = fmul <8 x double> %1253, %1255
  %1276 = fsub <8 x double> %1274, %1275
  %1277 = fadd <8 x double> %1273, %1276
  %1278 = fadd <8 x double> %1271, %1277
  %1279 = fmul <8 x double> %1256, splat (double 0x3EC71DE357B1FE7D)
  %1280 = fadd <8 x double> %1279, splat (double 0xBF2A01A019C161D5)
  %1281 = fmul <8 x double> %1256, %1280
  %1282 = fadd <8 x double> %1281, splat (double 0x3F8111111110F8A6)
  %1283 = fmul <8 x double> %1256, splat (double 0x3DE5D93A5ACFD57C)
  %1284 = fadd <8 x double> %1283, splat (double 0xBE5AE5E68A2B9CEB)
  %1285 = fmul <8 x double> %1256, %1257
  %1286 = fmul <8 x double> %1285, %1284
  %1287 = fadd <8 x double> %1286, %1282
  %1288 = fmul <8 x double> %1253, %1256
  %1289 = fmul <8 x double> %1255, splat (double 5.000000e-01)
  %1290 = fmul <8 x double> %1288, %1287
  %1291 = fsub <8 x double> %1289, %1290
  %1292 = fmul <8 x double> %1256, %1291
  %1293 = fsub <8 x double> %1292, %1255
  %1294 = fmul <8 x double> %1288, splat (double 0x3FC5555555555549)
  %1295 = fadd <8 x double> %1293, %1294
  %1296 = fsub <8 x double> %1253, %1295
  %1297 = fneg <8 x double> %1278
  %1298 = fneg <8 x double> %1296
  %1299 = and <8 x i64> %1217, splat (i64 1)
  %1300 = and <8 x i64> %1217, splat (i64 2)
  %1301 = icmp eq <8 x i64> %1299, zeroinitializer
  %1302 = icmp eq <8 x i64> %1300, zeroinitializer
  %1303 = select <8 x i1> %1302, <8 x double> %1278, <8 x double> %1297
  %1304 = select <8 x i1> %1302, <8 x double> %1298, <8 x double> %1296
  %1305 = select <8 x i1> %1301, <8 x double> %1303, <8 x double> %1304
  %1306 = fcmp olt <8 x double> %1214, splat (double 0x413921FB00000000)
  %1307 = select <8 x i1> %1306, <8 x double> %1305, <8 x double> splat (double 0x7FF8000000000000)
  %1308 = fmul <8 x double> %1307, %1213
  %1309 = fptrunc <8 x double> %1308 to <8 x float>
  %1310 = getelementptr inbounds float, ptr %16, i64 %index281
  store <8 x float> %1309, ptr %1310, align 4
  %index.next283 = add nuw i64 %index281, 8
  %vec.ind.next284 = add nuw <8 x i64> %vec.ind282, splat (i64 8)
  %1311 = icmp eq i64 %index.next283, %n.vec239
  br i1 %1311, label %middle.block285, label %vector.body280, !llvm.loop !31

middle.block285:                                  ; preds = %vector.body280
  br i1 %cmp.n286, label %iter.check, label %noise.body.us.preheader

noise.body.us.preheader:                          ; preds = %noise.body.lr.ph.us, %middle.block285
  %noise65.us.ph = phi i64 [ 0, %noise.body.lr.ph.us ], [ %n.vec239, %middle.block285 ]
  %invariant.op = xor i64 %19, %1067
  %invariant.op338 = xor i64 %22, %1072
  br label %noise.body.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done.us
  %1312 = add nuw i64 %row92.us, 1
  %exitcond118.not = icmp eq i64 %1312, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond118.not, label %row.exit, label %row.body.us

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !2, !1}
!11 = distinct !{!11, !7}
!12 = !{!13}
!13 = distinct !{!13, !14}
!14 = distinct !{!14, !"LVerDomain"}
!15 = !{!16, !17}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = !{!16}
!19 = !{!17}
!20 = distinct !{!20, !2, !1}
!21 = !{!22}
!22 = distinct !{!22, !23}
!23 = distinct !{!23, !"LVerDomain"}
!24 = !{!25}
!25 = distinct !{!25, !23}
!26 = distinct !{!26, !2, !1}
!27 = distinct !{!27, !2}
!28 = distinct !{!28, !2}
!29 = distinct !{!29, !2}
!30 = distinct !{!30, !2}
!31 = distinct !{!31, !2, !1}
