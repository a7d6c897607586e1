; ModuleID = 'gumbel'
source_filename = "gumbel.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_gumbel_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %status = load ptr, ptr %args, align 8
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %out_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %input_0 = load ptr, ptr %1, align 8
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %row_begin = load i64, ptr %2, align 8
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %row_end = load i64, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %n_features = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %inv_t = load float, ptr %5, align 8
  %6 = icmp ult i64 %row_begin, %row_end
  br i1 %6, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %entry
  %7 = getelementptr inbounds nuw i8, ptr %args, i64 84
  %greedy = load i32, ptr %7, align 4
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %top_p = load float, ptr %8, align 4
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %top_k = load i64, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %key1 = load i64, ptr %10, align 8
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %key0 = load i64, ptr %11, align 8
  %.not291 = icmp eq i64 %n_features, 0
  %top_k25 = uitofp i64 %top_k to float
  %12 = icmp eq i64 %top_k, 0
  %13 = select i1 %12, float 1.000000e+00, float 0.000000e+00
  %.not = icmp eq i32 %greedy, 0
  %greedy26 = select i1 %.not, float 0.000000e+00, float 1.000000e+00
  %14 = fcmp ogt float %greedy26, %13
  %max = select i1 %14, float %greedy26, float %13
  %15 = fcmp une float %max, 0.000000e+00
  %16 = select i1 %15, float 0x7FF0000000000000, float %top_k25
  %17 = fcmp ogt float %16, 0.000000e+00
  %18 = add i64 %n_features, -1
  %ctlz = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %18, i1 false)
  %index_bits = sub nuw nsw i64 64, %ctlz
  %notmask = shl nsw i64 -1, %index_bits
  %mask = xor i64 %notmask, -1
  %.not294 = icmp eq i64 %18, 0
  %19 = fcmp oge float %top_p, 1.000000e+00
  %20 = select i1 %19, float 1.000000e+00, float 0.000000e+00
  %21 = fcmp ogt float %greedy26, %20
  %max86 = select i1 %21, float %greedy26, float %20
  %22 = fcmp une float %max86, 0.000000e+00
  %23 = select i1 %22, float 0x7FF0000000000000, float %top_p
  %24 = fcmp ogt float %23, 0.000000e+00
  %25 = trunc i64 %key0 to i32
  %26 = lshr i64 %key0, 32
  %27 = and i64 %key1, 4294967295
  %28 = mul nuw i64 %27, 3449720151
  %29 = lshr i64 %28, 32
  %invariant.op290 = xor i64 %key0, %29
  %30 = xor i64 %key1, %key0
  %31 = add i64 %key0, 2654435769
  %32 = add nuw nsw i64 %26, 3144134277
  %33 = add i64 %key0, 1013904242
  %34 = add nuw nsw i64 %26, 1993301258
  %35 = add i64 %key0, 3668340011
  %36 = add nuw nsw i64 %26, 842468239
  %37 = add i64 %key0, 2027808484
  %38 = add nuw nsw i64 %26, 3986602516
  %39 = add i64 %key0, 387276957
  %40 = add nuw nsw i64 %26, 2835769497
  %41 = add i64 %key0, 3041712726
  %42 = add nuw nsw i64 %26, 1684936478
  %43 = add i64 %key0, 1401181199
  %44 = add nuw nsw i64 %26, 534103459
  %45 = add nuw nsw i64 %26, 3678237736
  %46 = add i32 %25, -1879881855
  %umax = tail call i64 @llvm.umax.i64(i64 %index_bits, i64 1)
  %47 = add i64 %n_features, -1
  %xtraiter = and i64 %n_features, 7
  %48 = icmp ult i64 %n_features, 8
  %unroll_iter = and i64 %n_features, -8
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %lcmp.mod406 = icmp ne i64 %xtraiter, 0
  %xtraiter407 = and i64 %n_features, 1
  %49 = icmp eq i64 %47, 0
  %unroll_iter412 = and i64 %n_features, -2
  %lcmp.mod409.not = icmp eq i64 %xtraiter407, 0
  %lcmp.mod411 = icmp ne i64 %xtraiter407, 0
  %xtraiter414 = and i64 %n_features, 1
  %50 = icmp eq i64 %47, 0
  %unroll_iter419 = and i64 %n_features, -2
  %lcmp.mod416.not = icmp eq i64 %xtraiter414, 0
  %lcmp.mod418 = icmp ne i64 %xtraiter414, 0
  %xtraiter421 = and i64 %n_features, 1
  %51 = icmp eq i64 %47, 0
  %unroll_iter426 = and i64 %n_features, -2
  %lcmp.mod423.not = icmp eq i64 %xtraiter421, 0
  %lcmp.mod425 = icmp ne i64 %xtraiter421, 0
  %invariant.op = xor i64 %31, %28
  br label %row.body

row.body:                                         ; preds = %row.body.lr.ph, %feature.exit156
  %row289 = phi i64 [ %row_begin, %row.body.lr.ph ], [ %792, %feature.exit156 ]
  %row_offset = mul i64 %row289, %n_features
  %id_ptr = getelementptr inbounds i64, ptr %out_0, i64 %row289
  %52 = getelementptr inbounds float, ptr %input_0, i64 %row_offset
  %53 = getelementptr inbounds float, ptr %status, i64 %row289
  br i1 %.not291, label %search.feature.exit, label %feature.body

row.exit:                                         ; preds = %feature.exit156, %entry
  ret void

feature.body:                                     ; preds = %row.body, %feature.body
  %feature245 = phi i64 [ %82, %feature.body ], [ 0, %row.body ]
  %fold_value.0244 = phi float [ %68, %feature.body ], [ 0xFFF0000000000000, %row.body ]
  %fold_value1.0242 = phi float [ %70, %feature.body ], [ 0xFFF0000000000000, %row.body ]
  %fold_value6.0240 = phi float [ %74, %feature.body ], [ 0xFFF0000000000000, %row.body ]
  %fold_value11.0238 = phi float [ %78, %feature.body ], [ 0xFFF0000000000000, %row.body ]
  %fold_index12.0237 = phi i64 [ %79, %feature.body ], [ 0, %row.body ]
  %fold_value16.0236 = phi float [ %81, %feature.body ], [ 0xFFF0000000000000, %row.body ]
  %54 = getelementptr inbounds float, ptr %52, i64 %feature245
  %55 = load float, ptr %54, align 4
  %56 = fcmp uno float %55, 0.000000e+00
  %57 = select i1 %56, float 1.000000e+00, float 0.000000e+00
  %58 = fcmp oeq float %55, 0x7FF0000000000000
  %59 = select i1 %58, float 1.000000e+00, float 0.000000e+00
  %60 = fmul float %inv_t, %55
  %61 = tail call float @llvm.fabs.f32(float %60)
  %62 = fcmp oeq float %61, 0x7FF0000000000000
  %63 = tail call float @llvm.fabs.f32(float %55)
  %64 = fcmp one float %63, 0x7FF0000000000000
  %65 = select i1 %62, i1 %64, i1 false
  %66 = select i1 %65, float 1.000000e+00, float 0.000000e+00
  %67 = fcmp ogt float %57, %fold_value.0244
  %68 = select i1 %67, float %57, float %fold_value.0244
  %69 = fcmp ogt float %59, %fold_value1.0242
  %70 = select i1 %69, float %59, float %fold_value1.0242
  %71 = fcmp ogt float %55, %fold_value6.0240
  %72 = fcmp ord float %fold_value6.0240, 0.000000e+00
  %73 = and i1 %72, %56
  %take22 = or i1 %71, %73
  %74 = select i1 %take22, float %55, float %fold_value6.0240
  %75 = fcmp ogt float %55, %fold_value11.0238
  %76 = fcmp ord float %fold_value11.0238, 0.000000e+00
  %77 = and i1 %76, %56
  %take23 = or i1 %75, %77
  %78 = select i1 %take23, float %55, float %fold_value11.0238
  %79 = select i1 %take23, i64 %feature245, i64 %fold_index12.0237
  %80 = fcmp ogt float %66, %fold_value16.0236
  %81 = select i1 %80, float %66, float %fold_value16.0236
  %82 = add nuw i64 %feature245, 1
  %exitcond.not = icmp eq i64 %82, %n_features
  br i1 %exitcond.not, label %search.feature.body.preheader, label %feature.body

search.feature.body.preheader:                    ; preds = %feature.body
  %83 = fmul float %70, 2.000000e+00
  %84 = fcmp oeq float %74, 0xFFF0000000000000
  %85 = select i1 %84, float 4.000000e+00, float 0.000000e+00
  %86 = fmul float %81, 8.000000e+00
  %87 = fadd float %83, %68
  %88 = fadd float %85, %87
  %89 = fadd float %86, %88
  br i1 %48, label %search.feature.body.epil.preheader, label %search.feature.body

search.feature.body:                              ; preds = %search.feature.body.preheader, %search.feature.body
  %fold_value27.0250 = phi float [ %97, %search.feature.body ], [ 0.000000e+00, %search.feature.body.preheader ]
  %niter = phi i64 [ %niter.next.7, %search.feature.body ], [ 0, %search.feature.body.preheader ]
  %90 = fadd float %fold_value27.0250, 1.000000e+00
  %91 = fadd float %90, 1.000000e+00
  %92 = fadd float %91, 1.000000e+00
  %93 = fadd float %92, 1.000000e+00
  %94 = fadd float %93, 1.000000e+00
  %95 = fadd float %94, 1.000000e+00
  %96 = fadd float %95, 1.000000e+00
  %97 = fadd float %96, 1.000000e+00
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %search.feature.exit.loopexit.unr-lcssa, label %search.feature.body

search.feature.exit.loopexit.unr-lcssa:           ; preds = %search.feature.body
  br i1 %lcmp.mod.not, label %search.feature.exit, label %search.feature.body.epil.preheader

search.feature.body.epil.preheader:               ; preds = %search.feature.exit.loopexit.unr-lcssa, %search.feature.body.preheader
  %fold_value27.0250.epil.init = phi float [ 0.000000e+00, %search.feature.body.preheader ], [ %97, %search.feature.exit.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod406)
  br label %search.feature.body.epil

search.feature.body.epil:                         ; preds = %search.feature.body.epil, %search.feature.body.epil.preheader
  %fold_value27.0250.epil = phi float [ %98, %search.feature.body.epil ], [ %fold_value27.0250.epil.init, %search.feature.body.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %search.feature.body.epil ], [ 0, %search.feature.body.epil.preheader ]
  %98 = fadd float %fold_value27.0250.epil, 1.000000e+00
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %search.feature.exit, label %search.feature.body.epil, !llvm.loop !0

search.feature.exit:                              ; preds = %search.feature.exit.loopexit.unr-lcssa, %search.feature.body.epil, %row.body
  %fold_index12.0.lcssa344 = phi i64 [ 0, %row.body ], [ %79, %search.feature.body.epil ], [ %79, %search.feature.exit.loopexit.unr-lcssa ]
  %fold_value16.0.lcssa343 = phi float [ 0xFFF0000000000000, %row.body ], [ %89, %search.feature.body.epil ], [ %89, %search.feature.exit.loopexit.unr-lcssa ]
  %fold_value27.0.lcssa = phi float [ 0.000000e+00, %row.body ], [ %97, %search.feature.exit.loopexit.unr-lcssa ], [ %98, %search.feature.body.epil ]
  %99 = fcmp oge float %fold_value27.0.lcssa, %16
  %search.run = and i1 %17, %99
  br i1 %search.run, label %search.key_bit.body, label %search.done

search.done:                                      ; preds = %search.index_bit.exit, %search.feature.exit
  %search_index.0 = phi float [ %search_index60, %search.index_bit.exit ], [ 0x7FF0000000000000, %search.feature.exit ]
  %search_value.0 = phi float [ %148, %search.index_bit.exit ], [ 0xFFF0000000000000, %search.feature.exit ]
  br i1 %.not291, label %search.feature.exit96, label %feature.body67.preheader

feature.body67.preheader:                         ; preds = %search.done
  br i1 %51, label %feature.body67.epil.preheader, label %feature.body67

search.key_bit.body:                              ; preds = %search.feature.exit, %search.feature.exit42
  %search.key_bit257 = phi i64 [ %142, %search.feature.exit42 ], [ 0, %search.feature.exit ]
  %search_hi.0256 = phi i32 [ %141, %search.feature.exit42 ], [ 0, %search.feature.exit ]
  %100 = trunc nuw nsw i64 %search.key_bit257 to i32
  %101 = lshr exact i32 -2147483648, %100
  %candidate = or i32 %101, %search_hi.0256
  br i1 %.not291, label %search.feature.exit42, label %search.feature.body41.preheader

search.feature.body41.preheader:                  ; preds = %search.key_bit.body
  br i1 %49, label %search.feature.body41.epil.preheader, label %search.feature.body41

search.key_bit.exit:                              ; preds = %search.feature.exit42
  br i1 %.not294, label %search.index_bit.exit, label %search.index_bit.body

search.feature.body41:                            ; preds = %search.feature.body41.preheader, %search.feature.body41
  %search.feature43254 = phi i64 [ %127, %search.feature.body41 ], [ 0, %search.feature.body41.preheader ]
  %fold_value35.0253 = phi float [ %126, %search.feature.body41 ], [ 0.000000e+00, %search.feature.body41.preheader ]
  %niter413 = phi i64 [ %niter413.next.1, %search.feature.body41 ], [ 0, %search.feature.body41.preheader ]
  %102 = getelementptr inbounds float, ptr %52, i64 %search.feature43254
  %103 = load float, ptr %102, align 4
  %104 = fadd float %103, 0.000000e+00
  %105 = bitcast float %104 to i32
  %106 = icmp slt i32 %105, 0
  %107 = xor i32 %105, -1
  %108 = tail call float @llvm.fabs.f32(float %104)
  %109 = fneg float %108
  %110 = bitcast float %109 to i32
  %111 = select i1 %106, i32 %107, i32 %110
  %.not229 = icmp ult i32 %111, %candidate
  %112 = select i1 %.not229, float 0.000000e+00, float 1.000000e+00
  %113 = fadd float %fold_value35.0253, %112
  %114 = getelementptr float, ptr %52, i64 %search.feature43254
  %115 = getelementptr i8, ptr %114, i64 4
  %116 = load float, ptr %115, align 4
  %117 = fadd float %116, 0.000000e+00
  %118 = bitcast float %117 to i32
  %119 = icmp slt i32 %118, 0
  %120 = xor i32 %118, -1
  %121 = tail call float @llvm.fabs.f32(float %117)
  %122 = fneg float %121
  %123 = bitcast float %122 to i32
  %124 = select i1 %119, i32 %120, i32 %123
  %.not229.1 = icmp ult i32 %124, %candidate
  %125 = select i1 %.not229.1, float 0.000000e+00, float 1.000000e+00
  %126 = fadd float %113, %125
  %127 = add nuw i64 %search.feature43254, 2
  %niter413.next.1 = add i64 %niter413, 2
  %niter413.ncmp.1 = icmp eq i64 %niter413.next.1, %unroll_iter412
  br i1 %niter413.ncmp.1, label %search.feature.exit42.loopexit.unr-lcssa, label %search.feature.body41

search.feature.exit42.loopexit.unr-lcssa:         ; preds = %search.feature.body41
  br i1 %lcmp.mod409.not, label %search.feature.exit42, label %search.feature.body41.epil.preheader

search.feature.body41.epil.preheader:             ; preds = %search.feature.exit42.loopexit.unr-lcssa, %search.feature.body41.preheader
  %search.feature43254.epil.init = phi i64 [ 0, %search.feature.body41.preheader ], [ %127, %search.feature.exit42.loopexit.unr-lcssa ]
  %fold_value35.0253.epil.init = phi float [ 0.000000e+00, %search.feature.body41.preheader ], [ %126, %search.feature.exit42.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod411)
  %128 = getelementptr inbounds float, ptr %52, i64 %search.feature43254.epil.init
  %129 = load float, ptr %128, align 4
  %130 = fadd float %129, 0.000000e+00
  %131 = bitcast float %130 to i32
  %132 = icmp slt i32 %131, 0
  %133 = xor i32 %131, -1
  %134 = tail call float @llvm.fabs.f32(float %130)
  %135 = fneg float %134
  %136 = bitcast float %135 to i32
  %137 = select i1 %132, i32 %133, i32 %136
  %.not229.epil = icmp ult i32 %137, %candidate
  %138 = select i1 %.not229.epil, float 0.000000e+00, float 1.000000e+00
  %139 = fadd float %fold_value35.0253.epil.init, %138
  br label %search.feature.exit42

search.feature.exit42:                            ; preds = %search.feature.body41.epil.preheader, %search.feature.exit42.loopexit.unr-lcssa, %search.key_bit.body
  %fold_value35.0.lcssa = phi float [ 0.000000e+00, %search.key_bit.body ], [ %126, %search.feature.exit42.loopexit.unr-lcssa ], [ %139, %search.feature.body41.epil.preheader ]
  %140 = fcmp oge float %fold_value35.0.lcssa, %16
  %141 = select i1 %140, i32 %candidate, i32 %search_hi.0256
  %142 = add nuw nsw i64 %search.key_bit257, 1
  %exitcond322.not = icmp eq i64 %142, 32
  br i1 %exitcond322.not, label %search.key_bit.exit, label %search.key_bit.body

search.index_bit.body:                            ; preds = %search.key_bit.exit, %search.feature.exit55
  %search.index_bit262 = phi i64 [ %208, %search.feature.exit55 ], [ 0, %search.key_bit.exit ]
  %search_lo.0261 = phi i64 [ %207, %search.feature.exit55 ], [ 0, %search.key_bit.exit ]
  %143 = add nuw nsw i64 %search.index_bit262, %ctlz
  %144 = lshr exact i64 -9223372036854775808, %143
  %candidate47 = or i64 %144, %search_lo.0261
  br i1 %.not291, label %search.feature.exit55, label %search.feature.body54.preheader

search.feature.body54.preheader:                  ; preds = %search.index_bit.body
  br i1 %50, label %search.feature.body54.epil.preheader, label %search.feature.body54

search.index_bit.exit:                            ; preds = %search.feature.exit55, %search.key_bit.exit
  %search_lo.0.lcssa = phi i64 [ 0, %search.key_bit.exit ], [ %207, %search.feature.exit55 ]
  %145 = and i32 %141, 2147483647
  %146 = xor i32 %141, -1
  %.not217218 = icmp slt i32 %141, 0
  %147 = select i1 %.not217218, i32 %145, i32 %146
  %148 = bitcast i32 %147 to float
  %149 = sub i64 %mask, %search_lo.0.lcssa
  %search_index60 = uitofp i64 %149 to float
  br label %search.done

search.feature.body54:                            ; preds = %search.feature.body54.preheader, %search.feature.body54
  %search.feature56259 = phi i64 [ %187, %search.feature.body54 ], [ 0, %search.feature.body54.preheader ]
  %fold_value48.0258 = phi float [ %186, %search.feature.body54 ], [ 0.000000e+00, %search.feature.body54.preheader ]
  %niter420 = phi i64 [ %niter420.next.1, %search.feature.body54 ], [ 0, %search.feature.body54.preheader ]
  %150 = getelementptr inbounds float, ptr %52, i64 %search.feature56259
  %151 = load float, ptr %150, align 4
  %152 = fadd float %151, 0.000000e+00
  %153 = bitcast float %152 to i32
  %154 = icmp slt i32 %153, 0
  %155 = xor i32 %153, -1
  %156 = tail call float @llvm.fabs.f32(float %152)
  %157 = fneg float %156
  %158 = bitcast float %157 to i32
  %159 = select i1 %154, i32 %155, i32 %158
  %160 = icmp ugt i32 %159, %141
  %161 = icmp eq i32 %159, %141
  %162 = sub i64 %mask, %search.feature56259
  %163 = icmp uge i64 %162, %candidate47
  %164 = and i1 %163, %161
  %165 = or i1 %160, %164
  %166 = select i1 %165, float 1.000000e+00, float 0.000000e+00
  %167 = fadd float %fold_value48.0258, %166
  %168 = or disjoint i64 %search.feature56259, 1
  %169 = getelementptr inbounds float, ptr %52, i64 %168
  %170 = load float, ptr %169, align 4
  %171 = fadd float %170, 0.000000e+00
  %172 = bitcast float %171 to i32
  %173 = icmp slt i32 %172, 0
  %174 = xor i32 %172, -1
  %175 = tail call float @llvm.fabs.f32(float %171)
  %176 = fneg float %175
  %177 = bitcast float %176 to i32
  %178 = select i1 %173, i32 %174, i32 %177
  %179 = icmp ugt i32 %178, %141
  %180 = icmp eq i32 %178, %141
  %181 = sub i64 %mask, %168
  %182 = icmp uge i64 %181, %candidate47
  %183 = and i1 %182, %180
  %184 = or i1 %179, %183
  %185 = select i1 %184, float 1.000000e+00, float 0.000000e+00
  %186 = fadd float %167, %185
  %187 = add nuw i64 %search.feature56259, 2
  %niter420.next.1 = add i64 %niter420, 2
  %niter420.ncmp.1 = icmp eq i64 %niter420.next.1, %unroll_iter419
  br i1 %niter420.ncmp.1, label %search.feature.exit55.loopexit.unr-lcssa, label %search.feature.body54

search.feature.exit55.loopexit.unr-lcssa:         ; preds = %search.feature.body54
  br i1 %lcmp.mod416.not, label %search.feature.exit55, label %search.feature.body54.epil.preheader

search.feature.body54.epil.preheader:             ; preds = %search.feature.exit55.loopexit.unr-lcssa, %search.feature.body54.preheader
  %search.feature56259.epil.init = phi i64 [ 0, %search.feature.body54.preheader ], [ %187, %search.feature.exit55.loopexit.unr-lcssa ]
  %fold_value48.0258.epil.init = phi float [ 0.000000e+00, %search.feature.body54.preheader ], [ %186, %search.feature.exit55.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod418)
  %188 = getelementptr inbounds float, ptr %52, i64 %search.feature56259.epil.init
  %189 = load float, ptr %188, align 4
  %190 = fadd float %189, 0.000000e+00
  %191 = bitcast float %190 to i32
  %192 = icmp slt i32 %191, 0
  %193 = xor i32 %191, -1
  %194 = tail call float @llvm.fabs.f32(float %190)
  %195 = fneg float %194
  %196 = bitcast float %195 to i32
  %197 = select i1 %192, i32 %193, i32 %196
  %198 = icmp ugt i32 %197, %141
  %199 = icmp eq i32 %197, %141
  %200 = sub i64 %mask, %search.feature56259.epil.init
  %201 = icmp uge i64 %200, %candidate47
  %202 = and i1 %201, %199
  %203 = or i1 %198, %202
  %204 = select i1 %203, float 1.000000e+00, float 0.000000e+00
  %205 = fadd float %fold_value48.0258.epil.init, %204
  br label %search.feature.exit55

search.feature.exit55:                            ; preds = %search.feature.body54.epil.preheader, %search.feature.exit55.loopexit.unr-lcssa, %search.index_bit.body
  %fold_value48.0.lcssa = phi float [ 0.000000e+00, %search.index_bit.body ], [ %186, %search.feature.exit55.loopexit.unr-lcssa ], [ %205, %search.feature.body54.epil.preheader ]
  %206 = fcmp oge float %fold_value48.0.lcssa, %16
  %207 = select i1 %206, i64 %candidate47, i64 %search_lo.0261
  %208 = add nuw nsw i64 %search.index_bit262, 1
  %exitcond324.not = icmp eq i64 %208, %umax
  br i1 %exitcond324.not, label %search.index_bit.exit, label %search.index_bit.body

feature.body67:                                   ; preds = %feature.body67.preheader, %feature.body67
  %feature69266 = phi i64 [ %244, %feature.body67 ], [ 0, %feature.body67.preheader ]
  %fold_value61.0264 = phi float [ %243, %feature.body67 ], [ 0xFFF0000000000000, %feature.body67.preheader ]
  %niter427 = phi i64 [ %niter427.next.1, %feature.body67 ], [ 0, %feature.body67.preheader ]
  %209 = getelementptr inbounds float, ptr %52, i64 %feature69266
  %210 = load float, ptr %209, align 4
  %211 = fmul float %inv_t, %210
  %feature70 = uitofp i64 %feature69266 to float
  %212 = fcmp ogt float %210, %search_value.0
  %213 = select i1 %212, float 1.000000e+00, float 0.000000e+00
  %214 = fcmp oeq float %210, %search_value.0
  %215 = fcmp oge float %search_index.0, %feature70
  %216 = select i1 %214, i1 %215, i1 false
  %217 = select i1 %216, float 1.000000e+00, float 0.000000e+00
  %218 = fcmp ogt float %217, %213
  %max71 = select i1 %218, float %217, float %213
  %219 = fcmp une float %max71, 0.000000e+00
  %220 = select i1 %219, float %211, float 0xFFF0000000000000
  %221 = fcmp ogt float %220, %fold_value61.0264
  %222 = fcmp uno float %220, 0.000000e+00
  %223 = fcmp ord float %fold_value61.0264, 0.000000e+00
  %224 = and i1 %223, %222
  %take72 = or i1 %221, %224
  %225 = select i1 %take72, float %220, float %fold_value61.0264
  %226 = or disjoint i64 %feature69266, 1
  %227 = getelementptr inbounds float, ptr %52, i64 %226
  %228 = load float, ptr %227, align 4
  %229 = fmul float %inv_t, %228
  %feature70.1 = uitofp i64 %226 to float
  %230 = fcmp ogt float %228, %search_value.0
  %231 = select i1 %230, float 1.000000e+00, float 0.000000e+00
  %232 = fcmp oeq float %228, %search_value.0
  %233 = fcmp oge float %search_index.0, %feature70.1
  %234 = select i1 %232, i1 %233, i1 false
  %235 = select i1 %234, float 1.000000e+00, float 0.000000e+00
  %236 = fcmp ogt float %235, %231
  %max71.1 = select i1 %236, float %235, float %231
  %237 = fcmp une float %max71.1, 0.000000e+00
  %238 = select i1 %237, float %229, float 0xFFF0000000000000
  %239 = fcmp ogt float %238, %225
  %240 = fcmp uno float %238, 0.000000e+00
  %241 = fcmp ord float %225, 0.000000e+00
  %242 = and i1 %241, %240
  %take72.1 = or i1 %239, %242
  %243 = select i1 %take72.1, float %238, float %225
  %244 = add nuw i64 %feature69266, 2
  %niter427.next.1 = add i64 %niter427, 2
  %niter427.ncmp.1 = icmp eq i64 %niter427.next.1, %unroll_iter426
  br i1 %niter427.ncmp.1, label %feature.body79.preheader.unr-lcssa, label %feature.body67

feature.body79.preheader.unr-lcssa:               ; preds = %feature.body67
  br i1 %lcmp.mod423.not, label %feature.body79.preheader, label %feature.body67.epil.preheader

feature.body67.epil.preheader:                    ; preds = %feature.body79.preheader.unr-lcssa, %feature.body67.preheader
  %feature69266.epil.init = phi i64 [ 0, %feature.body67.preheader ], [ %244, %feature.body79.preheader.unr-lcssa ]
  %fold_value61.0264.epil.init = phi float [ 0xFFF0000000000000, %feature.body67.preheader ], [ %243, %feature.body79.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod425)
  %245 = getelementptr inbounds float, ptr %52, i64 %feature69266.epil.init
  %246 = load float, ptr %245, align 4
  %247 = fmul float %inv_t, %246
  %feature70.epil = uitofp i64 %feature69266.epil.init to float
  %248 = fcmp ogt float %246, %search_value.0
  %249 = select i1 %248, float 1.000000e+00, float 0.000000e+00
  %250 = fcmp oeq float %246, %search_value.0
  %251 = fcmp oge float %search_index.0, %feature70.epil
  %252 = select i1 %250, i1 %251, i1 false
  %253 = select i1 %252, float 1.000000e+00, float 0.000000e+00
  %254 = fcmp ogt float %253, %249
  %max71.epil = select i1 %254, float %253, float %249
  %255 = fcmp une float %max71.epil, 0.000000e+00
  %256 = select i1 %255, float %247, float 0xFFF0000000000000
  %257 = fcmp ogt float %256, %fold_value61.0264.epil.init
  %258 = fcmp uno float %256, 0.000000e+00
  %259 = fcmp ord float %fold_value61.0264.epil.init, 0.000000e+00
  %260 = and i1 %259, %258
  %take72.epil = or i1 %257, %260
  %261 = select i1 %take72.epil, float %256, float %fold_value61.0264.epil.init
  br label %feature.body79.preheader

feature.body79.preheader:                         ; preds = %feature.body79.preheader.unr-lcssa, %feature.body67.epil.preheader
  %.lcssa397 = phi float [ %243, %feature.body79.preheader.unr-lcssa ], [ %261, %feature.body67.epil.preheader ]
  br label %feature.body79

feature.body79:                                   ; preds = %feature.body79.preheader, %feature.body79
  %feature81269 = phi i64 [ %318, %feature.body79 ], [ 0, %feature.body79.preheader ]
  %fold_value73.0268 = phi float [ %317, %feature.body79 ], [ 0.000000e+00, %feature.body79.preheader ]
  %262 = getelementptr inbounds float, ptr %52, i64 %feature81269
  %263 = load float, ptr %262, align 4
  %264 = fmul float %inv_t, %263
  %feature82 = uitofp i64 %feature81269 to float
  %265 = fcmp ogt float %263, %search_value.0
  %266 = select i1 %265, float 1.000000e+00, float 0.000000e+00
  %267 = fcmp oeq float %263, %search_value.0
  %268 = fcmp oge float %search_index.0, %feature82
  %269 = select i1 %267, i1 %268, i1 false
  %270 = select i1 %269, float 1.000000e+00, float 0.000000e+00
  %271 = fcmp ogt float %270, %266
  %max83 = select i1 %271, float %270, float %266
  %272 = fsub float %264, %.lcssa397
  %273 = fcmp olt float %272, -1.040000e+02
  %274 = select i1 %273, float -1.040000e+02, float %272
  %275 = fcmp ogt float %274, 8.900000e+01
  %276 = select i1 %275, float 8.900000e+01, float %274
  %277 = fmul float %276, 0x3FF7154760000000
  %278 = fadd float %277, 0x4168000000000000
  %279 = fadd float %278, 0xC168000000000000
  %280 = bitcast float %278 to i32
  %281 = fmul float %279, 0x3FE62E4000000000
  %282 = fsub float %276, %281
  %283 = fmul float %279, 0x3EB7F7D1C0000000
  %284 = fsub float %282, %283
  %285 = fmul float %284, %284
  %286 = fmul float %285, 0x3E66376980000000
  %287 = fadd float %286, 0xBEBBBD41C0000000
  %288 = fmul float %285, %287
  %289 = fadd float %288, 0x3F11566AA0000000
  %290 = fmul float %285, %289
  %291 = fadd float %290, 0xBF66C16C20000000
  %292 = fmul float %285, %291
  %293 = fadd float %292, 0x3FC5555560000000
  %294 = fmul float %285, %293
  %295 = fsub float %284, %294
  %296 = fmul float %284, %295
  %297 = fsub float 2.000000e+00, %295
  %298 = fdiv float %296, %297
  %299 = fsub float %283, %298
  %300 = fsub float %282, %299
  %301 = fadd float %300, 1.000000e+00
  %302 = add i32 %280, -1262485248
  %303 = lshr i32 %302, 1
  %304 = add i32 %280, 255
  %305 = sub i32 %304, %303
  %306 = shl i32 %303, 23
  %307 = add i32 %306, -8388608
  %308 = shl i32 %305, 23
  %309 = bitcast i32 %307 to float
  %310 = bitcast i32 %308 to float
  %311 = fmul float %301, %309
  %312 = fmul float %311, %310
  %313 = fcmp uno float %272, 0.000000e+00
  %314 = select i1 %313, float 0x7FF8000000000000, float %312
  %315 = fcmp une float %max83, 0.000000e+00
  %316 = select i1 %315, float %314, float 0.000000e+00
  %317 = fadd float %fold_value73.0268, %316
  %318 = add nuw i64 %feature81269, 1
  %exitcond326.not = icmp eq i64 %318, %n_features
  br i1 %exitcond326.not, label %search.feature.body95, label %feature.body79

search.feature.body95:                            ; preds = %feature.body79, %search.feature.body95
  %search.feature97272 = phi i64 [ %376, %search.feature.body95 ], [ 0, %feature.body79 ]
  %fold_value89.0271 = phi float [ %375, %search.feature.body95 ], [ 0.000000e+00, %feature.body79 ]
  %319 = getelementptr inbounds float, ptr %52, i64 %search.feature97272
  %320 = load float, ptr %319, align 4
  %321 = fmul float %inv_t, %320
  %feature98 = uitofp i64 %search.feature97272 to float
  %322 = fcmp ogt float %320, %search_value.0
  %323 = select i1 %322, float 1.000000e+00, float 0.000000e+00
  %324 = fcmp oeq float %320, %search_value.0
  %325 = fcmp oge float %search_index.0, %feature98
  %326 = select i1 %324, i1 %325, i1 false
  %327 = select i1 %326, float 1.000000e+00, float 0.000000e+00
  %328 = fcmp ogt float %327, %323
  %max99 = select i1 %328, float %327, float %323
  %329 = fsub float %321, %.lcssa397
  %330 = fcmp olt float %329, -1.040000e+02
  %331 = select i1 %330, float -1.040000e+02, float %329
  %332 = fcmp ogt float %331, 8.900000e+01
  %333 = select i1 %332, float 8.900000e+01, float %331
  %334 = fmul float %333, 0x3FF7154760000000
  %335 = fadd float %334, 0x4168000000000000
  %336 = fadd float %335, 0xC168000000000000
  %337 = bitcast float %335 to i32
  %338 = fmul float %336, 0x3FE62E4000000000
  %339 = fsub float %333, %338
  %340 = fmul float %336, 0x3EB7F7D1C0000000
  %341 = fsub float %339, %340
  %342 = fmul float %341, %341
  %343 = fmul float %342, 0x3E66376980000000
  %344 = fadd float %343, 0xBEBBBD41C0000000
  %345 = fmul float %342, %344
  %346 = fadd float %345, 0x3F11566AA0000000
  %347 = fmul float %342, %346
  %348 = fadd float %347, 0xBF66C16C20000000
  %349 = fmul float %342, %348
  %350 = fadd float %349, 0x3FC5555560000000
  %351 = fmul float %342, %350
  %352 = fsub float %341, %351
  %353 = fmul float %341, %352
  %354 = fsub float 2.000000e+00, %352
  %355 = fdiv float %353, %354
  %356 = fsub float %340, %355
  %357 = fsub float %339, %356
  %358 = fadd float %357, 1.000000e+00
  %359 = add i32 %337, -1262485248
  %360 = lshr i32 %359, 1
  %361 = add i32 %337, 255
  %362 = sub i32 %361, %360
  %363 = shl i32 %360, 23
  %364 = add i32 %363, -8388608
  %365 = shl i32 %362, 23
  %366 = bitcast i32 %364 to float
  %367 = bitcast i32 %365 to float
  %368 = fmul float %358, %366
  %369 = fmul float %368, %367
  %370 = fcmp uno float %329, 0.000000e+00
  %371 = select i1 %370, float 0x7FF8000000000000, float %369
  %372 = fdiv float %371, %317
  %373 = fcmp une float %max99, 0.000000e+00
  %374 = select i1 %373, float %372, float 0.000000e+00
  %375 = fadd float %fold_value89.0271, %374
  %376 = add nuw i64 %search.feature97272, 1
  %exitcond327.not = icmp eq i64 %376, %n_features
  br i1 %exitcond327.not, label %search.feature.exit96, label %search.feature.body95

search.feature.exit96:                            ; preds = %search.feature.body95, %search.done
  %fold_value73.0.lcssa350 = phi float [ 0.000000e+00, %search.done ], [ %317, %search.feature.body95 ]
  %fold_value61.0.lcssa346349 = phi float [ 0xFFF0000000000000, %search.done ], [ %.lcssa397, %search.feature.body95 ]
  %fold_value89.0.lcssa = phi float [ 0.000000e+00, %search.done ], [ %375, %search.feature.body95 ]
  %377 = fcmp oge float %fold_value89.0.lcssa, %23
  %search.run102 = and i1 %24, %377
  br i1 %search.run102, label %search.key_bit.body107, label %search.done104

search.done104:                                   ; preds = %search.index_bit.exit131, %search.feature.exit96
  %search_value87.0 = phi float [ %460, %search.index_bit.exit131 ], [ 0xFFF0000000000000, %search.feature.exit96 ]
  %search_index88.0 = phi float [ %search_index148, %search.index_bit.exit131 ], [ 0x7FF0000000000000, %search.feature.exit96 ]
  br i1 %.not291, label %feature.exit156, label %feature.body155.lr.ph

feature.body155.lr.ph:                            ; preds = %search.done104
  %.reass.reass = xor i64 %row289, %invariant.op290
  %378 = and i64 %.reass.reass, 4294967295
  %379 = mul nuw i64 %378, 3528531795
  %380 = lshr i64 %379, 32
  %381 = xor i64 %380, %32
  %invariant.op450 = xor i64 %34, %379
  br label %feature.body155

search.key_bit.body107:                           ; preds = %search.feature.exit96, %search.feature.exit118
  %search.key_bit109278 = phi i64 [ %454, %search.feature.exit118 ], [ 0, %search.feature.exit96 ]
  %search_hi105.0277 = phi i32 [ %453, %search.feature.exit118 ], [ 0, %search.feature.exit96 ]
  %382 = trunc nuw nsw i64 %search.key_bit109278 to i32
  %383 = lshr exact i32 -2147483648, %382
  %candidate110 = or i32 %383, %search_hi105.0277
  br i1 %.not291, label %search.feature.exit118, label %search.feature.body117

search.key_bit.exit108:                           ; preds = %search.feature.exit118
  br i1 %.not294, label %search.index_bit.exit131, label %search.index_bit.body130

search.feature.body117:                           ; preds = %search.key_bit.body107, %search.feature.body117
  %search.feature119275 = phi i64 [ %451, %search.feature.body117 ], [ 0, %search.key_bit.body107 ]
  %fold_value111.0274 = phi float [ %450, %search.feature.body117 ], [ 0.000000e+00, %search.key_bit.body107 ]
  %384 = getelementptr inbounds float, ptr %52, i64 %search.feature119275
  %385 = load float, ptr %384, align 4
  %386 = fmul float %inv_t, %385
  %feature120 = uitofp i64 %search.feature119275 to float
  %387 = fcmp ogt float %385, %search_value.0
  %388 = select i1 %387, float 1.000000e+00, float 0.000000e+00
  %389 = fcmp oeq float %385, %search_value.0
  %390 = fcmp oge float %search_index.0, %feature120
  %391 = select i1 %389, i1 %390, i1 false
  %392 = select i1 %391, float 1.000000e+00, float 0.000000e+00
  %393 = fcmp ogt float %392, %388
  %max121 = select i1 %393, float %392, float %388
  %394 = fsub float %386, %fold_value61.0.lcssa346349
  %395 = fcmp olt float %394, -1.040000e+02
  %396 = select i1 %395, float -1.040000e+02, float %394
  %397 = fcmp ogt float %396, 8.900000e+01
  %398 = select i1 %397, float 8.900000e+01, float %396
  %399 = fmul float %398, 0x3FF7154760000000
  %400 = fadd float %399, 0x4168000000000000
  %401 = fadd float %400, 0xC168000000000000
  %402 = bitcast float %400 to i32
  %403 = fmul float %401, 0x3FE62E4000000000
  %404 = fsub float %398, %403
  %405 = fmul float %401, 0x3EB7F7D1C0000000
  %406 = fsub float %404, %405
  %407 = fmul float %406, %406
  %408 = fmul float %407, 0x3E66376980000000
  %409 = fadd float %408, 0xBEBBBD41C0000000
  %410 = fmul float %407, %409
  %411 = fadd float %410, 0x3F11566AA0000000
  %412 = fmul float %407, %411
  %413 = fadd float %412, 0xBF66C16C20000000
  %414 = fmul float %407, %413
  %415 = fadd float %414, 0x3FC5555560000000
  %416 = fmul float %407, %415
  %417 = fsub float %406, %416
  %418 = fmul float %406, %417
  %419 = fsub float 2.000000e+00, %417
  %420 = fdiv float %418, %419
  %421 = fsub float %405, %420
  %422 = fsub float %404, %421
  %423 = fadd float %422, 1.000000e+00
  %424 = add i32 %402, -1262485248
  %425 = lshr i32 %424, 1
  %426 = add i32 %402, 255
  %427 = sub i32 %426, %425
  %428 = shl i32 %425, 23
  %429 = add i32 %428, -8388608
  %430 = shl i32 %427, 23
  %431 = bitcast i32 %429 to float
  %432 = bitcast i32 %430 to float
  %433 = fmul float %423, %431
  %434 = fmul float %433, %432
  %435 = fcmp uno float %394, 0.000000e+00
  %436 = select i1 %435, float 0x7FF8000000000000, float %434
  %437 = fdiv float %436, %fold_value73.0.lcssa350
  %438 = fcmp une float %max121, 0.000000e+00
  %439 = select i1 %438, float %437, float 0.000000e+00
  %440 = fadd float %437, 0.000000e+00
  %441 = select i1 %438, float %440, float -1.000000e+00
  %442 = bitcast float %441 to i32
  %443 = icmp slt i32 %442, 0
  %444 = xor i32 %442, -1
  %445 = tail call float @llvm.fabs.f32(float %441)
  %446 = fneg float %445
  %447 = bitcast float %446 to i32
  %448 = select i1 %443, i32 %444, i32 %447
  %.not228 = icmp ult i32 %448, %candidate110
  %449 = select i1 %.not228, float 0.000000e+00, float %439
  %450 = fadd float %fold_value111.0274, %449
  %451 = add nuw i64 %search.feature119275, 1
  %exitcond328.not = icmp eq i64 %451, %n_features
  br i1 %exitcond328.not, label %search.feature.exit118, label %search.feature.body117

search.feature.exit118:                           ; preds = %search.feature.body117, %search.key_bit.body107
  %fold_value111.0.lcssa = phi float [ 0.000000e+00, %search.key_bit.body107 ], [ %450, %search.feature.body117 ]
  %452 = fcmp oge float %fold_value111.0.lcssa, %23
  %453 = select i1 %452, i32 %candidate110, i32 %search_hi105.0277
  %454 = add nuw nsw i64 %search.key_bit109278, 1
  %exitcond329.not = icmp eq i64 %454, 32
  br i1 %exitcond329.not, label %search.key_bit.exit108, label %search.key_bit.body107

search.index_bit.body130:                         ; preds = %search.key_bit.exit108, %search.feature.exit141
  %search.index_bit132283 = phi i64 [ %538, %search.feature.exit141 ], [ 0, %search.key_bit.exit108 ]
  %search_lo128.0282 = phi i64 [ %537, %search.feature.exit141 ], [ 0, %search.key_bit.exit108 ]
  %455 = add nuw nsw i64 %search.index_bit132283, %ctlz
  %456 = lshr exact i64 -9223372036854775808, %455
  %candidate133 = or i64 %456, %search_lo128.0282
  br i1 %.not291, label %search.feature.exit141, label %search.feature.body140

search.index_bit.exit131:                         ; preds = %search.feature.exit141, %search.key_bit.exit108
  %search_lo128.0.lcssa = phi i64 [ 0, %search.key_bit.exit108 ], [ %537, %search.feature.exit141 ]
  %457 = and i32 %453, 2147483647
  %458 = xor i32 %453, -1
  %.not220221 = icmp slt i32 %453, 0
  %459 = select i1 %.not220221, i32 %457, i32 %458
  %460 = bitcast i32 %459 to float
  %461 = sub i64 %mask, %search_lo128.0.lcssa
  %search_index148 = uitofp i64 %461 to float
  br label %search.done104

search.feature.body140:                           ; preds = %search.index_bit.body130, %search.feature.body140
  %search.feature142280 = phi i64 [ %535, %search.feature.body140 ], [ 0, %search.index_bit.body130 ]
  %fold_value134.0279 = phi float [ %534, %search.feature.body140 ], [ 0.000000e+00, %search.index_bit.body130 ]
  %462 = getelementptr inbounds float, ptr %52, i64 %search.feature142280
  %463 = load float, ptr %462, align 4
  %464 = fmul float %inv_t, %463
  %feature143 = uitofp i64 %search.feature142280 to float
  %465 = fcmp ogt float %463, %search_value.0
  %466 = select i1 %465, float 1.000000e+00, float 0.000000e+00
  %467 = fcmp oeq float %463, %search_value.0
  %468 = fcmp oge float %search_index.0, %feature143
  %469 = select i1 %467, i1 %468, i1 false
  %470 = select i1 %469, float 1.000000e+00, float 0.000000e+00
  %471 = fcmp ogt float %470, %466
  %max144 = select i1 %471, float %470, float %466
  %472 = fsub float %464, %fold_value61.0.lcssa346349
  %473 = fcmp olt float %472, -1.040000e+02
  %474 = select i1 %473, float -1.040000e+02, float %472
  %475 = fcmp ogt float %474, 8.900000e+01
  %476 = select i1 %475, float 8.900000e+01, float %474
  %477 = fmul float %476, 0x3FF7154760000000
  %478 = fadd float %477, 0x4168000000000000
  %479 = fadd float %478, 0xC168000000000000
  %480 = bitcast float %478 to i32
  %481 = fmul float %479, 0x3FE62E4000000000
  %482 = fsub float %476, %481
  %483 = fmul float %479, 0x3EB7F7D1C0000000
  %484 = fsub float %482, %483
  %485 = fmul float %484, %484
  %486 = fmul float %485, 0x3E66376980000000
  %487 = fadd float %486, 0xBEBBBD41C0000000
  %488 = fmul float %485, %487
  %489 = fadd float %488, 0x3F11566AA0000000
  %490 = fmul float %485, %489
  %491 = fadd float %490, 0xBF66C16C20000000
  %492 = fmul float %485, %491
  %493 = fadd float %492, 0x3FC5555560000000
  %494 = fmul float %485, %493
  %495 = fsub float %484, %494
  %496 = fmul float %484, %495
  %497 = fsub float 2.000000e+00, %495
  %498 = fdiv float %496, %497
  %499 = fsub float %483, %498
  %500 = fsub float %482, %499
  %501 = fadd float %500, 1.000000e+00
  %502 = add i32 %480, -1262485248
  %503 = lshr i32 %502, 1
  %504 = add i32 %480, 255
  %505 = sub i32 %504, %503
  %506 = shl i32 %503, 23
  %507 = add i32 %506, -8388608
  %508 = shl i32 %505, 23
  %509 = bitcast i32 %507 to float
  %510 = bitcast i32 %508 to float
  %511 = fmul float %501, %509
  %512 = fmul float %511, %510
  %513 = fcmp uno float %472, 0.000000e+00
  %514 = select i1 %513, float 0x7FF8000000000000, float %512
  %515 = fdiv float %514, %fold_value73.0.lcssa350
  %516 = fcmp une float %max144, 0.000000e+00
  %517 = fadd float %515, 0.000000e+00
  %518 = select i1 %516, float %517, float -1.000000e+00
  %519 = bitcast float %518 to i32
  %520 = icmp slt i32 %519, 0
  %521 = xor i32 %519, -1
  %522 = tail call float @llvm.fabs.f32(float %518)
  %523 = fneg float %522
  %524 = bitcast float %523 to i32
  %525 = select i1 %520, i32 %521, i32 %524
  %526 = icmp ugt i32 %525, %453
  %527 = icmp eq i32 %525, %453
  %528 = sub i64 %mask, %search.feature142280
  %529 = icmp uge i64 %528, %candidate133
  %530 = and i1 %529, %527
  %531 = or i1 %526, %530
  %532 = select i1 %531, i1 %516, i1 false
  %533 = select i1 %532, float %515, float 0.000000e+00
  %534 = fadd float %fold_value134.0279, %533
  %535 = add nuw i64 %search.feature142280, 1
  %exitcond330.not = icmp eq i64 %535, %n_features
  br i1 %exitcond330.not, label %search.feature.exit141, label %search.feature.body140

search.feature.exit141:                           ; preds = %search.feature.body140, %search.index_bit.body130
  %fold_value134.0.lcssa = phi float [ 0.000000e+00, %search.index_bit.body130 ], [ %534, %search.feature.body140 ]
  %536 = fcmp oge float %fold_value134.0.lcssa, %23
  %537 = select i1 %536, i64 %candidate133, i64 %search_lo128.0282
  %538 = add nuw nsw i64 %search.index_bit132283, 1
  %exitcond332.not = icmp eq i64 %538, %umax
  br i1 %exitcond332.not, label %search.index_bit.exit131, label %search.index_bit.body130

feature.body155:                                  ; preds = %feature.body155.lr.ph, %feature.body155
  %feature157287 = phi i64 [ 0, %feature.body155.lr.ph ], [ %787, %feature.body155 ]
  %fold_index150.0286 = phi i64 [ 0, %feature.body155.lr.ph ], [ %786, %feature.body155 ]
  %fold_value149.0285 = phi float [ 0xFFF0000000000000, %feature.body155.lr.ph ], [ %785, %feature.body155 ]
  %539 = getelementptr inbounds float, ptr %52, i64 %feature157287
  %540 = load float, ptr %539, align 4
  %541 = fmul float %inv_t, %540
  %feature158 = uitofp i64 %feature157287 to float
  %542 = fcmp ogt float %540, %search_value.0
  %543 = select i1 %542, float 1.000000e+00, float 0.000000e+00
  %544 = fcmp oeq float %540, %search_value.0
  %545 = fcmp oge float %search_index.0, %feature158
  %546 = select i1 %544, i1 %545, i1 false
  %547 = select i1 %546, float 1.000000e+00, float 0.000000e+00
  %548 = fcmp ogt float %547, %543
  %max159 = select i1 %548, float %547, float %543
  %549 = fsub float %541, %fold_value61.0.lcssa346349
  %550 = fcmp olt float %549, -1.040000e+02
  %551 = select i1 %550, float -1.040000e+02, float %549
  %552 = fcmp ogt float %551, 8.900000e+01
  %553 = select i1 %552, float 8.900000e+01, float %551
  %554 = fmul float %553, 0x3FF7154760000000
  %555 = fadd float %554, 0x4168000000000000
  %556 = fadd float %555, 0xC168000000000000
  %557 = bitcast float %555 to i32
  %558 = fmul float %556, 0x3FE62E4000000000
  %559 = fsub float %553, %558
  %560 = fmul float %556, 0x3EB7F7D1C0000000
  %561 = fsub float %559, %560
  %562 = fmul float %561, %561
  %563 = fmul float %562, 0x3E66376980000000
  %564 = fadd float %563, 0xBEBBBD41C0000000
  %565 = fmul float %562, %564
  %566 = fadd float %565, 0x3F11566AA0000000
  %567 = fmul float %562, %566
  %568 = fadd float %567, 0xBF66C16C20000000
  %569 = fmul float %562, %568
  %570 = fadd float %569, 0x3FC5555560000000
  %571 = fmul float %562, %570
  %572 = fsub float %561, %571
  %573 = fmul float %561, %572
  %574 = fsub float 2.000000e+00, %572
  %575 = fdiv float %573, %574
  %576 = fsub float %560, %575
  %577 = fsub float %559, %576
  %578 = fadd float %577, 1.000000e+00
  %579 = add i32 %557, -1262485248
  %580 = lshr i32 %579, 1
  %581 = add i32 %557, 255
  %582 = sub i32 %581, %580
  %583 = shl i32 %580, 23
  %584 = add i32 %583, -8388608
  %585 = shl i32 %582, 23
  %586 = bitcast i32 %584 to float
  %587 = bitcast i32 %585 to float
  %588 = fmul float %578, %586
  %589 = fmul float %588, %587
  %590 = fcmp uno float %549, 0.000000e+00
  %591 = select i1 %590, float 0x7FF8000000000000, float %589
  %592 = fdiv float %591, %fold_value73.0.lcssa350
  %593 = fcmp une float %max159, 0.000000e+00
  %594 = fadd float %592, 0.000000e+00
  %595 = select i1 %593, float %594, float -1.000000e+00
  %596 = fcmp ogt float %595, %search_value87.0
  %597 = select i1 %596, float 1.000000e+00, float 0.000000e+00
  %598 = fcmp oeq float %595, %search_value87.0
  %599 = fcmp oge float %search_index88.0, %feature158
  %600 = select i1 %598, i1 %599, i1 false
  %601 = select i1 %600, float 1.000000e+00, float 0.000000e+00
  %602 = fcmp ogt float %601, %597
  %max161 = select i1 %602, float %601, float %597
  %603 = fmul float %max159, %max161
  %604 = and i64 %feature157287, 4294967295
  %605 = mul nuw i64 %604, 3528531795
  %606 = xor i64 %30, %605
  %607 = lshr i64 %606, 32
  %608 = mul nuw i64 %607, 3449720151
  %609 = lshr i64 %608, 32
  %.reass.reass449 = xor i64 %609, %invariant.op
  %610 = xor i64 %381, %605
  %611 = and i64 %.reass.reass449, 4294967295
  %612 = mul nuw i64 %611, 3528531795
  %613 = and i64 %610, 4294967295
  %614 = mul nuw i64 %613, 3449720151
  %615 = lshr i64 %612, 32
  %616 = lshr i64 %614, 32
  %617 = xor i64 %616, %33
  %618 = xor i64 %617, %608
  %.reass369.reass = xor i64 %615, %invariant.op450
  %619 = and i64 %618, 4294967295
  %620 = mul nuw i64 %619, 3528531795
  %621 = and i64 %.reass369.reass, 4294967295
  %622 = mul nuw i64 %621, 3449720151
  %623 = lshr i64 %620, 32
  %624 = lshr i64 %622, 32
  %625 = xor i64 %35, %624
  %626 = xor i64 %625, %614
  %627 = xor i64 %623, %36
  %628 = xor i64 %627, %612
  %629 = and i64 %626, 4294967295
  %630 = mul nuw i64 %629, 3528531795
  %631 = and i64 %628, 4294967295
  %632 = mul nuw i64 %631, 3449720151
  %633 = lshr i64 %630, 32
  %634 = lshr i64 %632, 32
  %635 = xor i64 %634, %37
  %636 = xor i64 %635, %622
  %637 = xor i64 %38, %633
  %638 = xor i64 %637, %620
  %639 = and i64 %636, 4294967295
  %640 = mul nuw i64 %639, 3528531795
  %641 = and i64 %638, 4294967295
  %642 = mul nuw i64 %641, 3449720151
  %643 = lshr i64 %640, 32
  %644 = lshr i64 %642, 32
  %645 = xor i64 %39, %644
  %646 = xor i64 %645, %632
  %647 = xor i64 %643, %40
  %648 = xor i64 %647, %630
  %649 = and i64 %646, 4294967295
  %650 = mul nuw i64 %649, 3528531795
  %651 = and i64 %648, 4294967295
  %652 = mul nuw i64 %651, 3449720151
  %653 = lshr i64 %650, 32
  %654 = lshr i64 %652, 32
  %655 = xor i64 %654, %41
  %656 = xor i64 %655, %642
  %657 = xor i64 %42, %653
  %658 = xor i64 %657, %640
  %659 = and i64 %656, 4294967295
  %660 = mul nuw i64 %659, 3528531795
  %661 = and i64 %658, 4294967295
  %662 = mul nuw i64 %661, 3449720151
  %663 = lshr i64 %660, 32
  %664 = lshr i64 %662, 32
  %665 = xor i64 %43, %664
  %666 = xor i64 %665, %652
  %667 = xor i64 %663, %44
  %668 = xor i64 %667, %650
  %669 = and i64 %666, 4294967295
  %670 = mul nuw i64 %669, 3528531795
  %671 = lshr i64 %670, 32
  %672 = trunc i64 %668 to i32
  %673 = mul i32 %672, -845247145
  %674 = xor i64 %45, %671
  %675 = xor i64 %674, %660
  %676 = and i64 %675, 4294967295
  %677 = mul nuw i64 %676, 3449720151
  %678 = lshr i64 %677, 32
  %679 = trunc nuw i64 %678 to i32
  %680 = xor i32 %673, %46
  %681 = xor i32 %680, %679
  %682 = uitofp i32 %681 to double
  %683 = fadd double %682, 5.000000e-01
  %684 = fmul double %683, 0x3DF0000000000000
  %685 = fcmp olt double %684, 0x10000000000000
  %686 = fmul double %684, 0x4350000000000000
  %687 = select i1 %685, double %686, double %684
  %.neg = select i1 %685, i64 -1077, i64 -1023
  %688 = bitcast double %687 to i64
  %689 = lshr i64 %688, 32
  %690 = add nuw nsw i64 %689, 614242
  %691 = lshr i64 %690, 20
  %692 = add nsw i64 %691, %.neg
  %693 = shl i64 %690, 32
  %694 = and i64 %693, 4503595332403200
  %695 = add nuw nsw i64 %694, 4604544269498187776
  %696 = and i64 %688, 4294967295
  %697 = or disjoint i64 %695, %696
  %698 = bitcast i64 %697 to double
  %699 = fadd double %698, -1.000000e+00
  %700 = fmul double %699, 5.000000e-01
  %701 = fmul double %699, %700
  %702 = fadd double %699, 2.000000e+00
  %703 = fdiv double %699, %702
  %704 = fmul double %703, %703
  %705 = fmul double %704, %704
  %706 = fmul double %705, 0x3FC2F112DF3E5244
  %707 = fadd double %706, 0x3FC7466496CB03DE
  %708 = insertelement <2 x double> poison, double %705, i64 0
  %709 = shufflevector <2 x double> %708, <2 x double> poison, <2 x i32> zeroinitializer
  %710 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %707, i64 1
  %711 = fmul <2 x double> %709, %710
  %712 = fadd <2 x double> %711, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %713 = fmul <2 x double> %709, %712
  %714 = fadd <2 x double> %713, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %715 = insertelement <2 x double> %708, double %704, i64 1
  %716 = fmul <2 x double> %715, %714
  %shift = shufflevector <2 x double> %716, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %716, %shift
  %717 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %718 = sitofp i64 %692 to double
  %719 = fadd double %701, %717
  %720 = fmul double %703, %719
  %721 = fmul double %718, 0x3DEA39EF35793C76
  %722 = fadd double %721, %720
  %723 = fsub double %722, %701
  %724 = fadd double %699, %723
  %725 = fmul double %718, 0x3FE62E42FEE00000
  %726 = fadd double %725, %724
  %727 = fcmp oeq double %684, 0x7FF0000000000000
  %728 = fcmp oeq double %684, 0.000000e+00
  %.neg223 = fneg double %726
  %.neg222 = select i1 %727, double 0xFFF0000000000000, double %.neg223
  %729 = select i1 %728, double 0x7FF0000000000000, double %.neg222
  %730 = fcmp olt double %729, 0x10000000000000
  %731 = fmul double %729, 0x4350000000000000
  %732 = select i1 %730, double %731, double %729
  %.neg224 = select i1 %730, i64 -1077, i64 -1023
  %733 = bitcast double %732 to i64
  %734 = lshr i64 %733, 32
  %735 = add nuw nsw i64 %734, 614242
  %736 = lshr i64 %735, 20
  %737 = add nsw i64 %736, %.neg224
  %738 = shl i64 %735, 32
  %739 = and i64 %738, 4503595332403200
  %740 = add nuw nsw i64 %739, 4604544269498187776
  %741 = and i64 %733, 4294967295
  %742 = or disjoint i64 %740, %741
  %743 = bitcast i64 %742 to double
  %744 = fadd double %743, -1.000000e+00
  %745 = fmul double %744, 5.000000e-01
  %746 = fmul double %744, %745
  %747 = fadd double %744, 2.000000e+00
  %748 = fdiv double %744, %747
  %749 = fmul double %748, %748
  %750 = fmul double %749, %749
  %751 = fmul double %750, 0x3FC39A09D078C69F
  %752 = fadd double %751, 0x3FCC71C51D8E78AF
  %753 = fmul double %750, %752
  %754 = fadd double %753, 0x3FD999999997FA04
  %755 = fmul double %750, %754
  %756 = fmul double %750, 0x3FC2F112DF3E5244
  %757 = fadd double %756, 0x3FC7466496CB03DE
  %758 = fmul double %750, %757
  %759 = fadd double %758, 0x3FD2492494229359
  %760 = fmul double %750, %759
  %761 = fadd double %760, 0x3FE5555555555593
  %762 = fmul double %749, %761
  %763 = fadd double %755, %762
  %764 = sitofp i64 %737 to double
  %765 = fadd double %746, %763
  %766 = fmul double %748, %765
  %767 = fmul double %764, 0x3DEA39EF35793C76
  %768 = fadd double %767, %766
  %769 = fsub double %768, %746
  %770 = fadd double %744, %769
  %771 = fmul double %764, 0x3FE62E42FEE00000
  %772 = fadd double %771, %770
  %773 = fcmp oeq double %729, 0x7FF0000000000000
  %774 = fcmp oeq double %729, 0.000000e+00
  %775 = fcmp ult double %729, 0.000000e+00
  %.neg227 = fneg double %772
  %.neg226 = select i1 %773, double 0xFFF0000000000000, double %.neg227
  %.neg225 = select i1 %774, double 0x7FF0000000000000, double %.neg226
  %776 = select i1 %775, double 0xFFF8000000000000, double %.neg225
  %777 = fptrunc double %776 to float
  %778 = fadd float %541, %777
  %779 = fcmp une float %603, 0.000000e+00
  %780 = select i1 %779, float %778, float 0xFFF0000000000000
  %781 = fcmp ogt float %780, %fold_value149.0285
  %782 = fcmp uno float %780, 0.000000e+00
  %783 = fcmp ord float %fold_value149.0285, 0.000000e+00
  %784 = and i1 %783, %782
  %take162 = or i1 %781, %784
  %785 = select i1 %take162, float %780, float %fold_value149.0285
  %786 = select i1 %take162, i64 %feature157287, i64 %fold_index150.0286
  %787 = add nuw i64 %feature157287, 1
  %exitcond333.not = icmp eq i64 %787, %n_features
  br i1 %exitcond333.not, label %feature.exit156, label %feature.body155

feature.exit156:                                  ; preds = %feature.body155, %search.done104
  %fold_index150.0.lcssa = phi i64 [ 0, %search.done104 ], [ %786, %feature.body155 ]
  %.v = select i1 %.not, i64 %fold_index150.0.lcssa, i64 %fold_index12.0.lcssa344
  %788 = uitofp i64 %.v to float
  %789 = fcmp une float %fold_value16.0.lcssa343, 0.000000e+00
  %790 = select i1 %789, float -1.000000e+00, float %788
  %id = fptosi float %790 to i64
  store i64 %id, ptr %id_ptr, align 8
  %status_bits = fptoui float %fold_value16.0.lcssa343 to i32
  %status165 = load i32, ptr %53, align 4
  %791 = or i32 %status165, %status_bits
  store i32 %791, ptr %53, align 4
  %792 = add nuw i64 %row289, 1
  %exitcond334.not = icmp eq i64 %792, %row_end
  br i1 %exitcond334.not, label %row.exit, label %row.body
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
