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
  %input_02263 = ptrtoint ptr %input_0 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %scratch = load ptr, ptr %2, align 8
  %scratch2262 = ptrtoint ptr %scratch to i64
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %row_begin = load i64, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %row_end = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %n_features = load i64, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %key0 = load i64, ptr %6, align 8
  %7 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %key1 = load i64, ptr %7, align 8
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %inv_t = load float, ptr %8, align 8
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %top_k = load i64, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %top_p = load float, ptr %10, align 8
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 92
  %greedy = load i32, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %args, i64 96
  %span_mode = load i32, ptr %12, align 8
  %13 = getelementptr inbounds nuw i8, ptr %args, i64 104
  %span = load i64, ptr %13, align 8
  %14 = getelementptr inbounds nuw i8, ptr %args, i64 112
  %n_spans = load i64, ptr %14, align 8
  %15 = getelementptr inbounds nuw i8, ptr %args, i64 120
  %span_begin = load i64, ptr %15, align 8
  %16 = getelementptr inbounds nuw i8, ptr %args, i64 128
  %span_end = load i64, ptr %16, align 8
  %17 = getelementptr inbounds nuw i8, ptr %args, i64 136
  %partials = load ptr, ptr %17, align 8
  %not_greedy = icmp eq i32 %greedy, 0
  %top_k_on = icmp ne i64 %top_k, 0
  %guard = and i1 %top_k_on, %not_greedy
  %top_p_on = fcmp olt float %top_p, 1.000000e+00
  %guard2 = and i1 %top_p_on, %not_greedy
  %splits4.demorgan = or i1 %guard, %guard2
  %mode = icmp eq i32 %span_mode, 0
  %mode5 = icmp eq i32 %span_mode, 1
  %split.not = or i1 %mode, %splits4.demorgan
  %.idx = shl i64 %span, 8
  %18 = getelementptr inbounds i8, ptr %partials, i64 %.idx
  br i1 %split.not, label %span.done, label %span.then

span.then:                                        ; preds = %entry
  br i1 %mode5, label %span.mode.then, label %span.mode.else

span.done:                                        ; preds = %guard.done, %entry
  %unsplit = and i1 %mode5, %splits4.demorgan
  br i1 %unsplit, label %span.whole.then, label %span.whole.done

span.mode.then:                                   ; preds = %span.then
  %row_offset = mul i64 %n_features, %row_begin
  %19 = getelementptr inbounds float, ptr %input_0, i64 %row_offset
  %span_length = sub i64 %span_end, %span_begin
  %20 = icmp ult i64 %span_begin, %span_end
  br i1 %20, label %feature.body.lr.ph, label %feature.exit

feature.body.lr.ph:                               ; preds = %span.mode.then
  %21 = getelementptr float, ptr %scratch, i64 %n_features
  %.idx1039 = shl i64 %n_features, 3
  %22 = getelementptr i8, ptr %scratch, i64 %.idx1039
  %.idx1040 = mul i64 %n_features, 12
  %23 = getelementptr i8, ptr %scratch, i64 %.idx1040
  %.idx1041 = shl i64 %n_features, 4
  %24 = getelementptr i8, ptr %scratch, i64 %.idx1041
  %min.iters.check = icmp ult i64 %span_length, 24
  br i1 %min.iters.check, label %feature.body.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %feature.body.lr.ph
  %25 = and i64 %n_features, 4611686018427387896
  %diff.check = icmp eq i64 %25, 0
  %diff.check2257 = icmp ult i64 %.idx1039, 32
  %diff.check2258 = icmp ult i64 %.idx1040, 32
  %diff.check2260 = icmp ult i64 %.idx1041, 32
  %26 = mul i64 %n_features, %row_begin
  %27 = shl i64 %26, 2
  %28 = add i64 %27, %input_02263
  %29 = sub i64 %scratch2262, %28
  %diff.check2264 = icmp ult i64 %29, 32
  %30 = shl i64 %row_begin, 2
  %31 = insertelement <4 x i64> poison, i64 %30, i64 0
  %32 = shufflevector <4 x i64> %31, <4 x i64> poison, <4 x i32> zeroinitializer
  %33 = sub <4 x i64> <i64 4, i64 8, i64 12, i64 16>, %32
  %34 = insertelement <4 x i64> poison, i64 %n_features, i64 0
  %35 = shufflevector <4 x i64> %34, <4 x i64> poison, <4 x i32> zeroinitializer
  %36 = mul <4 x i64> %35, %33
  %37 = insertelement <4 x i64> poison, i64 %scratch2262, i64 0
  %38 = shufflevector <4 x i64> %37, <4 x i64> poison, <4 x i32> zeroinitializer
  %39 = add <4 x i64> %36, %38
  %40 = insertelement <4 x i64> poison, i64 %input_02263, i64 0
  %41 = shufflevector <4 x i64> %40, <4 x i64> poison, <4 x i32> zeroinitializer
  %42 = sub <4 x i64> %39, %41
  %43 = icmp ult <4 x i64> %42, splat (i64 32)
  %44 = bitcast <4 x i1> %43 to i4
  %45 = icmp ne i4 %44, 0
  %op.rdx4405 = or i1 %45, %diff.check2257
  %op.rdx4406 = or i1 %diff.check2258, %diff.check2260
  %op.rdx4407 = or i1 %diff.check2264, %diff.check
  %op.rdx4408 = or i1 %op.rdx4405, %op.rdx4406
  %op.rdx4409 = or i1 %op.rdx4408, %op.rdx4407
  br i1 %op.rdx4409, label %feature.body.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %span_length, -8
  %46 = add i64 %span_begin, %n.vec
  %broadcast.splatinsert = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index2274 = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %span_begin, %index2274
  %47 = getelementptr inbounds float, ptr %19, i64 %offset.idx
  %wide.load = load <8 x float>, ptr %47, align 4
  %48 = fcmp uno <8 x float> %wide.load, zeroinitializer
  %49 = select <8 x i1> %48, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %50 = fcmp oeq <8 x float> %wide.load, splat (float 0x7FF0000000000000)
  %51 = select <8 x i1> %50, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %52 = fmul <8 x float> %broadcast.splat, %wide.load
  %53 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %52)
  %54 = fcmp oeq <8 x float> %53, splat (float 0x7FF0000000000000)
  %55 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %wide.load)
  %56 = fcmp one <8 x float> %55, splat (float 0x7FF0000000000000)
  %57 = select <8 x i1> %54, <8 x i1> %56, <8 x i1> zeroinitializer
  %58 = select <8 x i1> %57, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %59 = getelementptr inbounds float, ptr %scratch, i64 %offset.idx
  store <8 x float> %49, ptr %59, align 4
  %60 = getelementptr float, ptr %21, i64 %offset.idx
  store <8 x float> %51, ptr %60, align 4
  %61 = getelementptr float, ptr %22, i64 %offset.idx
  store <8 x float> %wide.load, ptr %61, align 4
  %62 = getelementptr float, ptr %23, i64 %offset.idx
  store <8 x float> %wide.load, ptr %62, align 4
  %63 = getelementptr float, ptr %24, i64 %offset.idx
  store <8 x float> %58, ptr %63, align 4
  %index.next = add nuw i64 %index2274, 8
  %64 = icmp eq i64 %index.next, %n.vec
  br i1 %64, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %span_length, %n.vec
  br i1 %cmp.n, label %feature.exit, label %feature.body.preheader

feature.body.preheader:                           ; preds = %vector.memcheck, %feature.body.lr.ph, %middle.block
  %feature1078.ph = phi i64 [ %span_begin, %vector.memcheck ], [ %span_begin, %feature.body.lr.ph ], [ %46, %middle.block ]
  br label %feature.body

span.mode.else:                                   ; preds = %span.then
  %id_ptr128 = getelementptr inbounds i64, ptr %out_0, i64 %row_begin
  %65 = getelementptr inbounds float, ptr %status, i64 %row_begin
  %.not = icmp eq i64 %n_spans, 0
  br i1 %.not, label %span.done.thread, label %merge.body.preheader

merge.body.preheader:                             ; preds = %span.mode.else
  %xtraiter = and i64 %n_spans, 3
  %66 = icmp ult i64 %n_spans, 4
  br i1 %66, label %merge.body.epil.preheader, label %merge.body.preheader.new

merge.body.preheader.new:                         ; preds = %merge.body.preheader
  %unroll_iter = and i64 %n_spans, -4
  br label %merge.body

feature.body:                                     ; preds = %feature.body.preheader, %feature.body
  %feature1078 = phi i64 [ %85, %feature.body ], [ %feature1078.ph, %feature.body.preheader ]
  %67 = getelementptr inbounds float, ptr %19, i64 %feature1078
  %68 = load float, ptr %67, align 4
  %69 = fcmp uno float %68, 0.000000e+00
  %70 = select i1 %69, float 1.000000e+00, float 0.000000e+00
  %71 = fcmp oeq float %68, 0x7FF0000000000000
  %72 = select i1 %71, float 1.000000e+00, float 0.000000e+00
  %73 = fmul float %inv_t, %68
  %74 = tail call float @llvm.fabs.f32(float %73)
  %75 = fcmp oeq float %74, 0x7FF0000000000000
  %76 = tail call float @llvm.fabs.f32(float %68)
  %77 = fcmp one float %76, 0x7FF0000000000000
  %78 = select i1 %75, i1 %77, i1 false
  %79 = select i1 %78, float 1.000000e+00, float 0.000000e+00
  %80 = getelementptr inbounds float, ptr %scratch, i64 %feature1078
  store float %70, ptr %80, align 4
  %81 = getelementptr float, ptr %21, i64 %feature1078
  store float %72, ptr %81, align 4
  %82 = getelementptr float, ptr %22, i64 %feature1078
  store float %68, ptr %82, align 4
  %83 = getelementptr float, ptr %23, i64 %feature1078
  store float %68, ptr %83, align 4
  %84 = getelementptr float, ptr %24, i64 %feature1078
  store float %79, ptr %84, align 4
  %85 = add nuw i64 %feature1078, 1
  %exitcond1500.not = icmp eq i64 %85, %span_end
  br i1 %exitcond1500.not, label %feature.exit, label %feature.body, !llvm.loop !3

feature.exit:                                     ; preds = %feature.body, %middle.block, %span.mode.then
  %86 = getelementptr inbounds float, ptr %scratch, i64 %span_begin
  %blocks_end = and i64 %span_length, -32
  %.not1344 = icmp eq i64 %blocks_end, 0
  br i1 %.not1344, label %max_block.exit, label %max_block.body.preheader

max_block.body.preheader:                         ; preds = %feature.exit
  %87 = add i64 %blocks_end, -1
  %88 = lshr i64 %87, 5
  %89 = add nuw nsw i64 %88, 1
  %xtraiter4761 = and i64 %89, 1
  %90 = icmp eq i64 %88, 0
  br i1 %90, label %max_block.body.epil.preheader, label %max_block.body.preheader.new

max_block.body.preheader.new:                     ; preds = %max_block.body.preheader
  %unroll_iter4767 = and i64 %89, 1152921504606846974
  br label %max_block.body

max_block.body:                                   ; preds = %max_block.body, %max_block.body.preheader.new
  %max_block1081 = phi i64 [ 0, %max_block.body.preheader.new ], [ %112, %max_block.body ]
  %max_best.01080 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body.preheader.new ], [ %107, %max_block.body ]
  %max_index.01079 = phi <32 x i64> [ zeroinitializer, %max_block.body.preheader.new ], [ %111, %max_block.body ]
  %niter4768 = phi i64 [ 0, %max_block.body.preheader.new ], [ %niter4768.next.1, %max_block.body ]
  %91 = getelementptr inbounds float, ptr %86, i64 %max_block1081
  %block = load <32 x float>, ptr %91, align 4
  %92 = fcmp ogt <32 x float> %block, %max_best.01080
  %93 = fcmp uno <32 x float> %block, zeroinitializer
  %94 = fcmp ord <32 x float> %max_best.01080, zeroinitializer
  %95 = and <32 x i1> %94, %93
  %take = or <32 x i1> %92, %95
  %96 = select <32 x i1> %take, <32 x float> %block, <32 x float> %max_best.01080
  %97 = insertelement <32 x i64> poison, i64 %max_block1081, i64 0
  %98 = shufflevector <32 x i64> %97, <32 x i64> poison, <32 x i32> zeroinitializer
  %99 = or disjoint <32 x i64> %98, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %100 = select <32 x i1> %take, <32 x i64> %99, <32 x i64> %max_index.01079
  %101 = or disjoint i64 %max_block1081, 32
  %102 = getelementptr inbounds float, ptr %86, i64 %101
  %block.1 = load <32 x float>, ptr %102, align 4
  %103 = fcmp ogt <32 x float> %block.1, %96
  %104 = fcmp uno <32 x float> %block.1, zeroinitializer
  %105 = fcmp ord <32 x float> %96, zeroinitializer
  %106 = and <32 x i1> %105, %104
  %take.1 = or <32 x i1> %103, %106
  %107 = select <32 x i1> %take.1, <32 x float> %block.1, <32 x float> %96
  %108 = insertelement <32 x i64> poison, i64 %101, i64 0
  %109 = shufflevector <32 x i64> %108, <32 x i64> poison, <32 x i32> zeroinitializer
  %110 = or disjoint <32 x i64> %109, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %111 = select <32 x i1> %take.1, <32 x i64> %110, <32 x i64> %100
  %112 = add nuw i64 %max_block1081, 64
  %niter4768.next.1 = add i64 %niter4768, 2
  %niter4768.ncmp.1.not = icmp eq i64 %niter4768.next.1, %unroll_iter4767
  br i1 %niter4768.ncmp.1.not, label %max_block.exit.loopexit.unr-lcssa, label %max_block.body

max_block.exit.loopexit.unr-lcssa:                ; preds = %max_block.body
  %lcmp.mod4763.not = icmp eq i64 %xtraiter4761, 0
  br i1 %lcmp.mod4763.not, label %max_block.exit, label %max_block.body.epil.preheader

max_block.body.epil.preheader:                    ; preds = %max_block.exit.loopexit.unr-lcssa, %max_block.body.preheader
  %max_block1081.epil.init = phi i64 [ 0, %max_block.body.preheader ], [ %112, %max_block.exit.loopexit.unr-lcssa ]
  %max_best.01080.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body.preheader ], [ %107, %max_block.exit.loopexit.unr-lcssa ]
  %max_index.01079.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body.preheader ], [ %111, %max_block.exit.loopexit.unr-lcssa ]
  %lcmp.mod4766 = icmp ne i64 %xtraiter4761, 0
  tail call void @llvm.assume(i1 %lcmp.mod4766)
  %113 = getelementptr inbounds float, ptr %86, i64 %max_block1081.epil.init
  %block.epil = load <32 x float>, ptr %113, align 4
  %114 = fcmp ogt <32 x float> %block.epil, %max_best.01080.epil.init
  %115 = fcmp uno <32 x float> %block.epil, zeroinitializer
  %116 = fcmp ord <32 x float> %max_best.01080.epil.init, zeroinitializer
  %117 = and <32 x i1> %116, %115
  %take.epil = or <32 x i1> %114, %117
  %118 = select <32 x i1> %take.epil, <32 x float> %block.epil, <32 x float> %max_best.01080.epil.init
  %119 = insertelement <32 x i64> poison, i64 %max_block1081.epil.init, i64 0
  %120 = shufflevector <32 x i64> %119, <32 x i64> poison, <32 x i32> zeroinitializer
  %121 = or disjoint <32 x i64> %120, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %122 = select <32 x i1> %take.epil, <32 x i64> %121, <32 x i64> %max_index.01079.epil.init
  br label %max_block.exit

max_block.exit:                                   ; preds = %max_block.body.epil.preheader, %max_block.exit.loopexit.unr-lcssa, %feature.exit
  %max_index.0.lcssa = phi <32 x i64> [ zeroinitializer, %feature.exit ], [ %111, %max_block.exit.loopexit.unr-lcssa ], [ %122, %max_block.body.epil.preheader ]
  %max_best.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %feature.exit ], [ %107, %max_block.exit.loopexit.unr-lcssa ], [ %118, %max_block.body.epil.preheader ]
  %123 = extractelement <32 x float> %max_best.0.lcssa, i64 0
  %124 = extractelement <32 x i64> %max_index.0.lcssa, i64 0
  %125 = fcmp une float %123, 0xFFF0000000000000
  %126 = select i1 %125, i64 %124, i64 0
  %127 = extractelement <32 x float> %max_best.0.lcssa, i64 1
  %128 = extractelement <32 x i64> %max_index.0.lcssa, i64 1
  %129 = fcmp uno float %127, 0.000000e+00
  %130 = fcmp ord float %123, 0.000000e+00
  %131 = icmp ult i64 %128, %126
  %132 = fcmp ogt float %127, %123
  %133 = fcmp oeq float %127, %123
  %134 = or i1 %130, %131
  %135 = and i1 %133, %131
  %136 = or i1 %132, %135
  %137 = select i1 %129, i1 %134, i1 %136
  %138 = select i1 %137, float %127, float %123
  %139 = select i1 %137, i64 %128, i64 %126
  %140 = extractelement <32 x float> %max_best.0.lcssa, i64 2
  %141 = extractelement <32 x i64> %max_index.0.lcssa, i64 2
  %142 = fcmp uno float %140, 0.000000e+00
  %143 = fcmp ord float %138, 0.000000e+00
  %144 = icmp ult i64 %141, %139
  %145 = fcmp ogt float %140, %138
  %146 = fcmp oeq float %140, %138
  %147 = or i1 %143, %144
  %148 = and i1 %146, %144
  %149 = or i1 %145, %148
  %150 = select i1 %142, i1 %147, i1 %149
  %151 = select i1 %150, float %140, float %138
  %152 = select i1 %150, i64 %141, i64 %139
  %153 = extractelement <32 x float> %max_best.0.lcssa, i64 3
  %154 = extractelement <32 x i64> %max_index.0.lcssa, i64 3
  %155 = fcmp uno float %153, 0.000000e+00
  %156 = fcmp ord float %151, 0.000000e+00
  %157 = icmp ult i64 %154, %152
  %158 = fcmp ogt float %153, %151
  %159 = fcmp oeq float %153, %151
  %160 = or i1 %156, %157
  %161 = and i1 %159, %157
  %162 = or i1 %158, %161
  %163 = select i1 %155, i1 %160, i1 %162
  %164 = select i1 %163, float %153, float %151
  %165 = select i1 %163, i64 %154, i64 %152
  %166 = extractelement <32 x float> %max_best.0.lcssa, i64 4
  %167 = extractelement <32 x i64> %max_index.0.lcssa, i64 4
  %168 = fcmp uno float %166, 0.000000e+00
  %169 = fcmp ord float %164, 0.000000e+00
  %170 = icmp ult i64 %167, %165
  %171 = fcmp ogt float %166, %164
  %172 = fcmp oeq float %166, %164
  %173 = or i1 %169, %170
  %174 = and i1 %172, %170
  %175 = or i1 %171, %174
  %176 = select i1 %168, i1 %173, i1 %175
  %177 = select i1 %176, float %166, float %164
  %178 = select i1 %176, i64 %167, i64 %165
  %179 = extractelement <32 x float> %max_best.0.lcssa, i64 5
  %180 = extractelement <32 x i64> %max_index.0.lcssa, i64 5
  %181 = fcmp uno float %179, 0.000000e+00
  %182 = fcmp ord float %177, 0.000000e+00
  %183 = icmp ult i64 %180, %178
  %184 = fcmp ogt float %179, %177
  %185 = fcmp oeq float %179, %177
  %186 = or i1 %182, %183
  %187 = and i1 %185, %183
  %188 = or i1 %184, %187
  %189 = select i1 %181, i1 %186, i1 %188
  %190 = select i1 %189, float %179, float %177
  %191 = select i1 %189, i64 %180, i64 %178
  %192 = extractelement <32 x float> %max_best.0.lcssa, i64 6
  %193 = extractelement <32 x i64> %max_index.0.lcssa, i64 6
  %194 = fcmp uno float %192, 0.000000e+00
  %195 = fcmp ord float %190, 0.000000e+00
  %196 = icmp ult i64 %193, %191
  %197 = fcmp ogt float %192, %190
  %198 = fcmp oeq float %192, %190
  %199 = or i1 %195, %196
  %200 = and i1 %198, %196
  %201 = or i1 %197, %200
  %202 = select i1 %194, i1 %199, i1 %201
  %203 = select i1 %202, float %192, float %190
  %204 = select i1 %202, i64 %193, i64 %191
  %205 = extractelement <32 x float> %max_best.0.lcssa, i64 7
  %206 = extractelement <32 x i64> %max_index.0.lcssa, i64 7
  %207 = fcmp uno float %205, 0.000000e+00
  %208 = fcmp ord float %203, 0.000000e+00
  %209 = icmp ult i64 %206, %204
  %210 = fcmp ogt float %205, %203
  %211 = fcmp oeq float %205, %203
  %212 = or i1 %208, %209
  %213 = and i1 %211, %209
  %214 = or i1 %210, %213
  %215 = select i1 %207, i1 %212, i1 %214
  %216 = select i1 %215, float %205, float %203
  %217 = select i1 %215, i64 %206, i64 %204
  %218 = extractelement <32 x float> %max_best.0.lcssa, i64 8
  %219 = extractelement <32 x i64> %max_index.0.lcssa, i64 8
  %220 = fcmp uno float %218, 0.000000e+00
  %221 = fcmp ord float %216, 0.000000e+00
  %222 = icmp ult i64 %219, %217
  %223 = fcmp ogt float %218, %216
  %224 = fcmp oeq float %218, %216
  %225 = or i1 %221, %222
  %226 = and i1 %224, %222
  %227 = or i1 %223, %226
  %228 = select i1 %220, i1 %225, i1 %227
  %229 = select i1 %228, float %218, float %216
  %230 = select i1 %228, i64 %219, i64 %217
  %231 = extractelement <32 x float> %max_best.0.lcssa, i64 9
  %232 = extractelement <32 x i64> %max_index.0.lcssa, i64 9
  %233 = fcmp uno float %231, 0.000000e+00
  %234 = fcmp ord float %229, 0.000000e+00
  %235 = icmp ult i64 %232, %230
  %236 = fcmp ogt float %231, %229
  %237 = fcmp oeq float %231, %229
  %238 = or i1 %234, %235
  %239 = and i1 %237, %235
  %240 = or i1 %236, %239
  %241 = select i1 %233, i1 %238, i1 %240
  %242 = select i1 %241, float %231, float %229
  %243 = select i1 %241, i64 %232, i64 %230
  %244 = extractelement <32 x float> %max_best.0.lcssa, i64 10
  %245 = extractelement <32 x i64> %max_index.0.lcssa, i64 10
  %246 = fcmp uno float %244, 0.000000e+00
  %247 = fcmp ord float %242, 0.000000e+00
  %248 = icmp ult i64 %245, %243
  %249 = fcmp ogt float %244, %242
  %250 = fcmp oeq float %244, %242
  %251 = or i1 %247, %248
  %252 = and i1 %250, %248
  %253 = or i1 %249, %252
  %254 = select i1 %246, i1 %251, i1 %253
  %255 = select i1 %254, float %244, float %242
  %256 = select i1 %254, i64 %245, i64 %243
  %257 = extractelement <32 x float> %max_best.0.lcssa, i64 11
  %258 = extractelement <32 x i64> %max_index.0.lcssa, i64 11
  %259 = fcmp uno float %257, 0.000000e+00
  %260 = fcmp ord float %255, 0.000000e+00
  %261 = icmp ult i64 %258, %256
  %262 = fcmp ogt float %257, %255
  %263 = fcmp oeq float %257, %255
  %264 = or i1 %260, %261
  %265 = and i1 %263, %261
  %266 = or i1 %262, %265
  %267 = select i1 %259, i1 %264, i1 %266
  %268 = select i1 %267, float %257, float %255
  %269 = select i1 %267, i64 %258, i64 %256
  %270 = extractelement <32 x float> %max_best.0.lcssa, i64 12
  %271 = extractelement <32 x i64> %max_index.0.lcssa, i64 12
  %272 = fcmp uno float %270, 0.000000e+00
  %273 = fcmp ord float %268, 0.000000e+00
  %274 = icmp ult i64 %271, %269
  %275 = fcmp ogt float %270, %268
  %276 = fcmp oeq float %270, %268
  %277 = or i1 %273, %274
  %278 = and i1 %276, %274
  %279 = or i1 %275, %278
  %280 = select i1 %272, i1 %277, i1 %279
  %281 = select i1 %280, float %270, float %268
  %282 = select i1 %280, i64 %271, i64 %269
  %283 = extractelement <32 x float> %max_best.0.lcssa, i64 13
  %284 = extractelement <32 x i64> %max_index.0.lcssa, i64 13
  %285 = fcmp uno float %283, 0.000000e+00
  %286 = fcmp ord float %281, 0.000000e+00
  %287 = icmp ult i64 %284, %282
  %288 = fcmp ogt float %283, %281
  %289 = fcmp oeq float %283, %281
  %290 = or i1 %286, %287
  %291 = and i1 %289, %287
  %292 = or i1 %288, %291
  %293 = select i1 %285, i1 %290, i1 %292
  %294 = select i1 %293, float %283, float %281
  %295 = select i1 %293, i64 %284, i64 %282
  %296 = extractelement <32 x float> %max_best.0.lcssa, i64 14
  %297 = extractelement <32 x i64> %max_index.0.lcssa, i64 14
  %298 = fcmp uno float %296, 0.000000e+00
  %299 = fcmp ord float %294, 0.000000e+00
  %300 = icmp ult i64 %297, %295
  %301 = fcmp ogt float %296, %294
  %302 = fcmp oeq float %296, %294
  %303 = or i1 %299, %300
  %304 = and i1 %302, %300
  %305 = or i1 %301, %304
  %306 = select i1 %298, i1 %303, i1 %305
  %307 = select i1 %306, float %296, float %294
  %308 = select i1 %306, i64 %297, i64 %295
  %309 = extractelement <32 x float> %max_best.0.lcssa, i64 15
  %310 = extractelement <32 x i64> %max_index.0.lcssa, i64 15
  %311 = fcmp uno float %309, 0.000000e+00
  %312 = fcmp ord float %307, 0.000000e+00
  %313 = icmp ult i64 %310, %308
  %314 = fcmp ogt float %309, %307
  %315 = fcmp oeq float %309, %307
  %316 = or i1 %312, %313
  %317 = and i1 %315, %313
  %318 = or i1 %314, %317
  %319 = select i1 %311, i1 %316, i1 %318
  %320 = select i1 %319, float %309, float %307
  %321 = select i1 %319, i64 %310, i64 %308
  %322 = extractelement <32 x float> %max_best.0.lcssa, i64 16
  %323 = extractelement <32 x i64> %max_index.0.lcssa, i64 16
  %324 = fcmp uno float %322, 0.000000e+00
  %325 = fcmp ord float %320, 0.000000e+00
  %326 = icmp ult i64 %323, %321
  %327 = fcmp ogt float %322, %320
  %328 = fcmp oeq float %322, %320
  %329 = or i1 %325, %326
  %330 = and i1 %328, %326
  %331 = or i1 %327, %330
  %332 = select i1 %324, i1 %329, i1 %331
  %333 = select i1 %332, float %322, float %320
  %334 = select i1 %332, i64 %323, i64 %321
  %335 = extractelement <32 x float> %max_best.0.lcssa, i64 17
  %336 = extractelement <32 x i64> %max_index.0.lcssa, i64 17
  %337 = fcmp uno float %335, 0.000000e+00
  %338 = fcmp ord float %333, 0.000000e+00
  %339 = icmp ult i64 %336, %334
  %340 = fcmp ogt float %335, %333
  %341 = fcmp oeq float %335, %333
  %342 = or i1 %338, %339
  %343 = and i1 %341, %339
  %344 = or i1 %340, %343
  %345 = select i1 %337, i1 %342, i1 %344
  %346 = select i1 %345, float %335, float %333
  %347 = select i1 %345, i64 %336, i64 %334
  %348 = extractelement <32 x float> %max_best.0.lcssa, i64 18
  %349 = extractelement <32 x i64> %max_index.0.lcssa, i64 18
  %350 = fcmp uno float %348, 0.000000e+00
  %351 = fcmp ord float %346, 0.000000e+00
  %352 = icmp ult i64 %349, %347
  %353 = fcmp ogt float %348, %346
  %354 = fcmp oeq float %348, %346
  %355 = or i1 %351, %352
  %356 = and i1 %354, %352
  %357 = or i1 %353, %356
  %358 = select i1 %350, i1 %355, i1 %357
  %359 = select i1 %358, float %348, float %346
  %360 = select i1 %358, i64 %349, i64 %347
  %361 = extractelement <32 x float> %max_best.0.lcssa, i64 19
  %362 = extractelement <32 x i64> %max_index.0.lcssa, i64 19
  %363 = fcmp uno float %361, 0.000000e+00
  %364 = fcmp ord float %359, 0.000000e+00
  %365 = icmp ult i64 %362, %360
  %366 = fcmp ogt float %361, %359
  %367 = fcmp oeq float %361, %359
  %368 = or i1 %364, %365
  %369 = and i1 %367, %365
  %370 = or i1 %366, %369
  %371 = select i1 %363, i1 %368, i1 %370
  %372 = select i1 %371, float %361, float %359
  %373 = select i1 %371, i64 %362, i64 %360
  %374 = extractelement <32 x float> %max_best.0.lcssa, i64 20
  %375 = extractelement <32 x i64> %max_index.0.lcssa, i64 20
  %376 = fcmp uno float %374, 0.000000e+00
  %377 = fcmp ord float %372, 0.000000e+00
  %378 = icmp ult i64 %375, %373
  %379 = fcmp ogt float %374, %372
  %380 = fcmp oeq float %374, %372
  %381 = or i1 %377, %378
  %382 = and i1 %380, %378
  %383 = or i1 %379, %382
  %384 = select i1 %376, i1 %381, i1 %383
  %385 = select i1 %384, float %374, float %372
  %386 = select i1 %384, i64 %375, i64 %373
  %387 = extractelement <32 x float> %max_best.0.lcssa, i64 21
  %388 = extractelement <32 x i64> %max_index.0.lcssa, i64 21
  %389 = fcmp uno float %387, 0.000000e+00
  %390 = fcmp ord float %385, 0.000000e+00
  %391 = icmp ult i64 %388, %386
  %392 = fcmp ogt float %387, %385
  %393 = fcmp oeq float %387, %385
  %394 = or i1 %390, %391
  %395 = and i1 %393, %391
  %396 = or i1 %392, %395
  %397 = select i1 %389, i1 %394, i1 %396
  %398 = select i1 %397, float %387, float %385
  %399 = select i1 %397, i64 %388, i64 %386
  %400 = extractelement <32 x float> %max_best.0.lcssa, i64 22
  %401 = extractelement <32 x i64> %max_index.0.lcssa, i64 22
  %402 = fcmp uno float %400, 0.000000e+00
  %403 = fcmp ord float %398, 0.000000e+00
  %404 = icmp ult i64 %401, %399
  %405 = fcmp ogt float %400, %398
  %406 = fcmp oeq float %400, %398
  %407 = or i1 %403, %404
  %408 = and i1 %406, %404
  %409 = or i1 %405, %408
  %410 = select i1 %402, i1 %407, i1 %409
  %411 = select i1 %410, float %400, float %398
  %412 = select i1 %410, i64 %401, i64 %399
  %413 = extractelement <32 x float> %max_best.0.lcssa, i64 23
  %414 = extractelement <32 x i64> %max_index.0.lcssa, i64 23
  %415 = fcmp uno float %413, 0.000000e+00
  %416 = fcmp ord float %411, 0.000000e+00
  %417 = icmp ult i64 %414, %412
  %418 = fcmp ogt float %413, %411
  %419 = fcmp oeq float %413, %411
  %420 = or i1 %416, %417
  %421 = and i1 %419, %417
  %422 = or i1 %418, %421
  %423 = select i1 %415, i1 %420, i1 %422
  %424 = select i1 %423, float %413, float %411
  %425 = select i1 %423, i64 %414, i64 %412
  %426 = extractelement <32 x float> %max_best.0.lcssa, i64 24
  %427 = extractelement <32 x i64> %max_index.0.lcssa, i64 24
  %428 = fcmp uno float %426, 0.000000e+00
  %429 = fcmp ord float %424, 0.000000e+00
  %430 = icmp ult i64 %427, %425
  %431 = fcmp ogt float %426, %424
  %432 = fcmp oeq float %426, %424
  %433 = or i1 %429, %430
  %434 = and i1 %432, %430
  %435 = or i1 %431, %434
  %436 = select i1 %428, i1 %433, i1 %435
  %437 = select i1 %436, float %426, float %424
  %438 = select i1 %436, i64 %427, i64 %425
  %439 = extractelement <32 x float> %max_best.0.lcssa, i64 25
  %440 = extractelement <32 x i64> %max_index.0.lcssa, i64 25
  %441 = fcmp uno float %439, 0.000000e+00
  %442 = fcmp ord float %437, 0.000000e+00
  %443 = icmp ult i64 %440, %438
  %444 = fcmp ogt float %439, %437
  %445 = fcmp oeq float %439, %437
  %446 = or i1 %442, %443
  %447 = and i1 %445, %443
  %448 = or i1 %444, %447
  %449 = select i1 %441, i1 %446, i1 %448
  %450 = select i1 %449, float %439, float %437
  %451 = select i1 %449, i64 %440, i64 %438
  %452 = extractelement <32 x float> %max_best.0.lcssa, i64 26
  %453 = extractelement <32 x i64> %max_index.0.lcssa, i64 26
  %454 = fcmp uno float %452, 0.000000e+00
  %455 = fcmp ord float %450, 0.000000e+00
  %456 = icmp ult i64 %453, %451
  %457 = fcmp ogt float %452, %450
  %458 = fcmp oeq float %452, %450
  %459 = or i1 %455, %456
  %460 = and i1 %458, %456
  %461 = or i1 %457, %460
  %462 = select i1 %454, i1 %459, i1 %461
  %463 = select i1 %462, float %452, float %450
  %464 = select i1 %462, i64 %453, i64 %451
  %465 = extractelement <32 x float> %max_best.0.lcssa, i64 27
  %466 = extractelement <32 x i64> %max_index.0.lcssa, i64 27
  %467 = fcmp uno float %465, 0.000000e+00
  %468 = fcmp ord float %463, 0.000000e+00
  %469 = icmp ult i64 %466, %464
  %470 = fcmp ogt float %465, %463
  %471 = fcmp oeq float %465, %463
  %472 = or i1 %468, %469
  %473 = and i1 %471, %469
  %474 = or i1 %470, %473
  %475 = select i1 %467, i1 %472, i1 %474
  %476 = select i1 %475, float %465, float %463
  %477 = select i1 %475, i64 %466, i64 %464
  %478 = extractelement <32 x float> %max_best.0.lcssa, i64 28
  %479 = extractelement <32 x i64> %max_index.0.lcssa, i64 28
  %480 = fcmp uno float %478, 0.000000e+00
  %481 = fcmp ord float %476, 0.000000e+00
  %482 = icmp ult i64 %479, %477
  %483 = fcmp ogt float %478, %476
  %484 = fcmp oeq float %478, %476
  %485 = or i1 %481, %482
  %486 = and i1 %484, %482
  %487 = or i1 %483, %486
  %488 = select i1 %480, i1 %485, i1 %487
  %489 = select i1 %488, float %478, float %476
  %490 = select i1 %488, i64 %479, i64 %477
  %491 = extractelement <32 x float> %max_best.0.lcssa, i64 29
  %492 = extractelement <32 x i64> %max_index.0.lcssa, i64 29
  %493 = fcmp uno float %491, 0.000000e+00
  %494 = fcmp ord float %489, 0.000000e+00
  %495 = icmp ult i64 %492, %490
  %496 = fcmp ogt float %491, %489
  %497 = fcmp oeq float %491, %489
  %498 = or i1 %494, %495
  %499 = and i1 %497, %495
  %500 = or i1 %496, %499
  %501 = select i1 %493, i1 %498, i1 %500
  %502 = select i1 %501, float %491, float %489
  %503 = select i1 %501, i64 %492, i64 %490
  %504 = extractelement <32 x float> %max_best.0.lcssa, i64 30
  %505 = extractelement <32 x i64> %max_index.0.lcssa, i64 30
  %506 = fcmp uno float %504, 0.000000e+00
  %507 = fcmp ord float %502, 0.000000e+00
  %508 = icmp ult i64 %505, %503
  %509 = fcmp ogt float %504, %502
  %510 = fcmp oeq float %504, %502
  %511 = or i1 %507, %508
  %512 = and i1 %510, %508
  %513 = or i1 %509, %512
  %514 = select i1 %506, i1 %511, i1 %513
  %515 = select i1 %514, float %504, float %502
  %516 = select i1 %514, i64 %505, i64 %503
  %517 = extractelement <32 x float> %max_best.0.lcssa, i64 31
  %518 = extractelement <32 x i64> %max_index.0.lcssa, i64 31
  %519 = fcmp uno float %517, 0.000000e+00
  %520 = fcmp ord float %515, 0.000000e+00
  %521 = icmp ult i64 %518, %516
  %522 = fcmp ogt float %517, %515
  %523 = fcmp oeq float %517, %515
  %524 = or i1 %520, %521
  %525 = and i1 %523, %521
  %526 = or i1 %522, %525
  %527 = select i1 %519, i1 %524, i1 %526
  %528 = select i1 %527, float %517, float %515
  %529 = select i1 %527, i64 %518, i64 %516
  %.not1345 = icmp eq i64 %blocks_end, %span_length
  br i1 %.not1345, label %fold_tail.exit, label %fold_tail.body

fold_tail.body:                                   ; preds = %max_block.exit, %fold_tail.body
  %fold_tail1086 = phi i64 [ %538, %fold_tail.body ], [ %blocks_end, %max_block.exit ]
  %fold_value.01085 = phi float [ %536, %fold_tail.body ], [ %528, %max_block.exit ]
  %fold_index.01084 = phi i64 [ %537, %fold_tail.body ], [ %529, %max_block.exit ]
  %530 = getelementptr inbounds float, ptr %86, i64 %fold_tail1086
  %531 = load float, ptr %530, align 4
  %532 = fcmp ogt float %531, %fold_value.01085
  %533 = fcmp uno float %531, 0.000000e+00
  %534 = fcmp ord float %fold_value.01085, 0.000000e+00
  %535 = and i1 %534, %533
  %take6 = or i1 %532, %535
  %536 = select i1 %take6, float %531, float %fold_value.01085
  %537 = select i1 %take6, i64 %fold_tail1086, i64 %fold_index.01084
  %538 = add nuw i64 %fold_tail1086, 1
  %539 = icmp ult i64 %538, %span_length
  br i1 %539, label %fold_tail.body, label %fold_tail.exit

fold_tail.exit:                                   ; preds = %fold_tail.body, %max_block.exit
  %fold_index.0.lcssa = phi i64 [ %529, %max_block.exit ], [ %537, %fold_tail.body ]
  %fold_value.0.lcssa = phi float [ %528, %max_block.exit ], [ %536, %fold_tail.body ]
  %index = add i64 %fold_index.0.lcssa, %span_begin
  %index32 = trunc i64 %index to i32
  %540 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %541 = getelementptr inbounds nuw i8, ptr %18, i64 8
  store float %fold_value.0.lcssa, ptr %540, align 4
  store i32 %index32, ptr %541, align 4
  %542 = getelementptr float, ptr %scratch, i64 %n_features
  %543 = getelementptr float, ptr %542, i64 %span_begin
  br i1 %.not1344, label %max_block.exit17, label %max_block.body16.preheader

max_block.body16.preheader:                       ; preds = %fold_tail.exit
  %544 = add i64 %blocks_end, -1
  %545 = lshr i64 %544, 5
  %546 = add nuw nsw i64 %545, 1
  %xtraiter4769 = and i64 %546, 1
  %547 = icmp eq i64 %545, 0
  br i1 %547, label %max_block.body16.epil.preheader, label %max_block.body16.preheader.new

max_block.body16.preheader.new:                   ; preds = %max_block.body16.preheader
  %unroll_iter4775 = and i64 %546, 1152921504606846974
  br label %max_block.body16

max_block.body16:                                 ; preds = %max_block.body16, %max_block.body16.preheader.new
  %max_block181091 = phi i64 [ 0, %max_block.body16.preheader.new ], [ %569, %max_block.body16 ]
  %max_best12.01090 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body16.preheader.new ], [ %564, %max_block.body16 ]
  %max_index13.01089 = phi <32 x i64> [ zeroinitializer, %max_block.body16.preheader.new ], [ %568, %max_block.body16 ]
  %niter4776 = phi i64 [ 0, %max_block.body16.preheader.new ], [ %niter4776.next.1, %max_block.body16 ]
  %548 = getelementptr inbounds float, ptr %543, i64 %max_block181091
  %block19 = load <32 x float>, ptr %548, align 4
  %549 = fcmp ogt <32 x float> %block19, %max_best12.01090
  %550 = fcmp uno <32 x float> %block19, zeroinitializer
  %551 = fcmp ord <32 x float> %max_best12.01090, zeroinitializer
  %552 = and <32 x i1> %551, %550
  %take20 = or <32 x i1> %549, %552
  %553 = select <32 x i1> %take20, <32 x float> %block19, <32 x float> %max_best12.01090
  %554 = insertelement <32 x i64> poison, i64 %max_block181091, i64 0
  %555 = shufflevector <32 x i64> %554, <32 x i64> poison, <32 x i32> zeroinitializer
  %556 = or disjoint <32 x i64> %555, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %557 = select <32 x i1> %take20, <32 x i64> %556, <32 x i64> %max_index13.01089
  %558 = or disjoint i64 %max_block181091, 32
  %559 = getelementptr inbounds float, ptr %543, i64 %558
  %block19.1 = load <32 x float>, ptr %559, align 4
  %560 = fcmp ogt <32 x float> %block19.1, %553
  %561 = fcmp uno <32 x float> %block19.1, zeroinitializer
  %562 = fcmp ord <32 x float> %553, zeroinitializer
  %563 = and <32 x i1> %562, %561
  %take20.1 = or <32 x i1> %560, %563
  %564 = select <32 x i1> %take20.1, <32 x float> %block19.1, <32 x float> %553
  %565 = insertelement <32 x i64> poison, i64 %558, i64 0
  %566 = shufflevector <32 x i64> %565, <32 x i64> poison, <32 x i32> zeroinitializer
  %567 = or disjoint <32 x i64> %566, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %568 = select <32 x i1> %take20.1, <32 x i64> %567, <32 x i64> %557
  %569 = add nuw i64 %max_block181091, 64
  %niter4776.next.1 = add i64 %niter4776, 2
  %niter4776.ncmp.1.not = icmp eq i64 %niter4776.next.1, %unroll_iter4775
  br i1 %niter4776.ncmp.1.not, label %max_block.exit17.loopexit.unr-lcssa, label %max_block.body16

max_block.exit17.loopexit.unr-lcssa:              ; preds = %max_block.body16
  %lcmp.mod4771.not = icmp eq i64 %xtraiter4769, 0
  br i1 %lcmp.mod4771.not, label %max_block.exit17, label %max_block.body16.epil.preheader

max_block.body16.epil.preheader:                  ; preds = %max_block.exit17.loopexit.unr-lcssa, %max_block.body16.preheader
  %max_block181091.epil.init = phi i64 [ 0, %max_block.body16.preheader ], [ %569, %max_block.exit17.loopexit.unr-lcssa ]
  %max_best12.01090.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body16.preheader ], [ %564, %max_block.exit17.loopexit.unr-lcssa ]
  %max_index13.01089.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body16.preheader ], [ %568, %max_block.exit17.loopexit.unr-lcssa ]
  %lcmp.mod4774 = icmp ne i64 %xtraiter4769, 0
  tail call void @llvm.assume(i1 %lcmp.mod4774)
  %570 = getelementptr inbounds float, ptr %543, i64 %max_block181091.epil.init
  %block19.epil = load <32 x float>, ptr %570, align 4
  %571 = fcmp ogt <32 x float> %block19.epil, %max_best12.01090.epil.init
  %572 = fcmp uno <32 x float> %block19.epil, zeroinitializer
  %573 = fcmp ord <32 x float> %max_best12.01090.epil.init, zeroinitializer
  %574 = and <32 x i1> %573, %572
  %take20.epil = or <32 x i1> %571, %574
  %575 = select <32 x i1> %take20.epil, <32 x float> %block19.epil, <32 x float> %max_best12.01090.epil.init
  %576 = insertelement <32 x i64> poison, i64 %max_block181091.epil.init, i64 0
  %577 = shufflevector <32 x i64> %576, <32 x i64> poison, <32 x i32> zeroinitializer
  %578 = or disjoint <32 x i64> %577, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %579 = select <32 x i1> %take20.epil, <32 x i64> %578, <32 x i64> %max_index13.01089.epil.init
  br label %max_block.exit17

max_block.exit17:                                 ; preds = %max_block.body16.epil.preheader, %max_block.exit17.loopexit.unr-lcssa, %fold_tail.exit
  %max_index13.0.lcssa = phi <32 x i64> [ zeroinitializer, %fold_tail.exit ], [ %568, %max_block.exit17.loopexit.unr-lcssa ], [ %579, %max_block.body16.epil.preheader ]
  %max_best12.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit ], [ %564, %max_block.exit17.loopexit.unr-lcssa ], [ %575, %max_block.body16.epil.preheader ]
  %580 = extractelement <32 x float> %max_best12.0.lcssa, i64 0
  %581 = extractelement <32 x i64> %max_index13.0.lcssa, i64 0
  %582 = fcmp une float %580, 0xFFF0000000000000
  %583 = select i1 %582, i64 %581, i64 0
  %584 = extractelement <32 x float> %max_best12.0.lcssa, i64 1
  %585 = extractelement <32 x i64> %max_index13.0.lcssa, i64 1
  %586 = fcmp uno float %584, 0.000000e+00
  %587 = fcmp ord float %580, 0.000000e+00
  %588 = icmp ult i64 %585, %583
  %589 = fcmp ogt float %584, %580
  %590 = fcmp oeq float %584, %580
  %591 = or i1 %587, %588
  %592 = and i1 %590, %588
  %593 = or i1 %589, %592
  %594 = select i1 %586, i1 %591, i1 %593
  %595 = select i1 %594, float %584, float %580
  %596 = select i1 %594, i64 %585, i64 %583
  %597 = extractelement <32 x float> %max_best12.0.lcssa, i64 2
  %598 = extractelement <32 x i64> %max_index13.0.lcssa, i64 2
  %599 = fcmp uno float %597, 0.000000e+00
  %600 = fcmp ord float %595, 0.000000e+00
  %601 = icmp ult i64 %598, %596
  %602 = fcmp ogt float %597, %595
  %603 = fcmp oeq float %597, %595
  %604 = or i1 %600, %601
  %605 = and i1 %603, %601
  %606 = or i1 %602, %605
  %607 = select i1 %599, i1 %604, i1 %606
  %608 = select i1 %607, float %597, float %595
  %609 = select i1 %607, i64 %598, i64 %596
  %610 = extractelement <32 x float> %max_best12.0.lcssa, i64 3
  %611 = extractelement <32 x i64> %max_index13.0.lcssa, i64 3
  %612 = fcmp uno float %610, 0.000000e+00
  %613 = fcmp ord float %608, 0.000000e+00
  %614 = icmp ult i64 %611, %609
  %615 = fcmp ogt float %610, %608
  %616 = fcmp oeq float %610, %608
  %617 = or i1 %613, %614
  %618 = and i1 %616, %614
  %619 = or i1 %615, %618
  %620 = select i1 %612, i1 %617, i1 %619
  %621 = select i1 %620, float %610, float %608
  %622 = select i1 %620, i64 %611, i64 %609
  %623 = extractelement <32 x float> %max_best12.0.lcssa, i64 4
  %624 = extractelement <32 x i64> %max_index13.0.lcssa, i64 4
  %625 = fcmp uno float %623, 0.000000e+00
  %626 = fcmp ord float %621, 0.000000e+00
  %627 = icmp ult i64 %624, %622
  %628 = fcmp ogt float %623, %621
  %629 = fcmp oeq float %623, %621
  %630 = or i1 %626, %627
  %631 = and i1 %629, %627
  %632 = or i1 %628, %631
  %633 = select i1 %625, i1 %630, i1 %632
  %634 = select i1 %633, float %623, float %621
  %635 = select i1 %633, i64 %624, i64 %622
  %636 = extractelement <32 x float> %max_best12.0.lcssa, i64 5
  %637 = extractelement <32 x i64> %max_index13.0.lcssa, i64 5
  %638 = fcmp uno float %636, 0.000000e+00
  %639 = fcmp ord float %634, 0.000000e+00
  %640 = icmp ult i64 %637, %635
  %641 = fcmp ogt float %636, %634
  %642 = fcmp oeq float %636, %634
  %643 = or i1 %639, %640
  %644 = and i1 %642, %640
  %645 = or i1 %641, %644
  %646 = select i1 %638, i1 %643, i1 %645
  %647 = select i1 %646, float %636, float %634
  %648 = select i1 %646, i64 %637, i64 %635
  %649 = extractelement <32 x float> %max_best12.0.lcssa, i64 6
  %650 = extractelement <32 x i64> %max_index13.0.lcssa, i64 6
  %651 = fcmp uno float %649, 0.000000e+00
  %652 = fcmp ord float %647, 0.000000e+00
  %653 = icmp ult i64 %650, %648
  %654 = fcmp ogt float %649, %647
  %655 = fcmp oeq float %649, %647
  %656 = or i1 %652, %653
  %657 = and i1 %655, %653
  %658 = or i1 %654, %657
  %659 = select i1 %651, i1 %656, i1 %658
  %660 = select i1 %659, float %649, float %647
  %661 = select i1 %659, i64 %650, i64 %648
  %662 = extractelement <32 x float> %max_best12.0.lcssa, i64 7
  %663 = extractelement <32 x i64> %max_index13.0.lcssa, i64 7
  %664 = fcmp uno float %662, 0.000000e+00
  %665 = fcmp ord float %660, 0.000000e+00
  %666 = icmp ult i64 %663, %661
  %667 = fcmp ogt float %662, %660
  %668 = fcmp oeq float %662, %660
  %669 = or i1 %665, %666
  %670 = and i1 %668, %666
  %671 = or i1 %667, %670
  %672 = select i1 %664, i1 %669, i1 %671
  %673 = select i1 %672, float %662, float %660
  %674 = select i1 %672, i64 %663, i64 %661
  %675 = extractelement <32 x float> %max_best12.0.lcssa, i64 8
  %676 = extractelement <32 x i64> %max_index13.0.lcssa, i64 8
  %677 = fcmp uno float %675, 0.000000e+00
  %678 = fcmp ord float %673, 0.000000e+00
  %679 = icmp ult i64 %676, %674
  %680 = fcmp ogt float %675, %673
  %681 = fcmp oeq float %675, %673
  %682 = or i1 %678, %679
  %683 = and i1 %681, %679
  %684 = or i1 %680, %683
  %685 = select i1 %677, i1 %682, i1 %684
  %686 = select i1 %685, float %675, float %673
  %687 = select i1 %685, i64 %676, i64 %674
  %688 = extractelement <32 x float> %max_best12.0.lcssa, i64 9
  %689 = extractelement <32 x i64> %max_index13.0.lcssa, i64 9
  %690 = fcmp uno float %688, 0.000000e+00
  %691 = fcmp ord float %686, 0.000000e+00
  %692 = icmp ult i64 %689, %687
  %693 = fcmp ogt float %688, %686
  %694 = fcmp oeq float %688, %686
  %695 = or i1 %691, %692
  %696 = and i1 %694, %692
  %697 = or i1 %693, %696
  %698 = select i1 %690, i1 %695, i1 %697
  %699 = select i1 %698, float %688, float %686
  %700 = select i1 %698, i64 %689, i64 %687
  %701 = extractelement <32 x float> %max_best12.0.lcssa, i64 10
  %702 = extractelement <32 x i64> %max_index13.0.lcssa, i64 10
  %703 = fcmp uno float %701, 0.000000e+00
  %704 = fcmp ord float %699, 0.000000e+00
  %705 = icmp ult i64 %702, %700
  %706 = fcmp ogt float %701, %699
  %707 = fcmp oeq float %701, %699
  %708 = or i1 %704, %705
  %709 = and i1 %707, %705
  %710 = or i1 %706, %709
  %711 = select i1 %703, i1 %708, i1 %710
  %712 = select i1 %711, float %701, float %699
  %713 = select i1 %711, i64 %702, i64 %700
  %714 = extractelement <32 x float> %max_best12.0.lcssa, i64 11
  %715 = extractelement <32 x i64> %max_index13.0.lcssa, i64 11
  %716 = fcmp uno float %714, 0.000000e+00
  %717 = fcmp ord float %712, 0.000000e+00
  %718 = icmp ult i64 %715, %713
  %719 = fcmp ogt float %714, %712
  %720 = fcmp oeq float %714, %712
  %721 = or i1 %717, %718
  %722 = and i1 %720, %718
  %723 = or i1 %719, %722
  %724 = select i1 %716, i1 %721, i1 %723
  %725 = select i1 %724, float %714, float %712
  %726 = select i1 %724, i64 %715, i64 %713
  %727 = extractelement <32 x float> %max_best12.0.lcssa, i64 12
  %728 = extractelement <32 x i64> %max_index13.0.lcssa, i64 12
  %729 = fcmp uno float %727, 0.000000e+00
  %730 = fcmp ord float %725, 0.000000e+00
  %731 = icmp ult i64 %728, %726
  %732 = fcmp ogt float %727, %725
  %733 = fcmp oeq float %727, %725
  %734 = or i1 %730, %731
  %735 = and i1 %733, %731
  %736 = or i1 %732, %735
  %737 = select i1 %729, i1 %734, i1 %736
  %738 = select i1 %737, float %727, float %725
  %739 = select i1 %737, i64 %728, i64 %726
  %740 = extractelement <32 x float> %max_best12.0.lcssa, i64 13
  %741 = extractelement <32 x i64> %max_index13.0.lcssa, i64 13
  %742 = fcmp uno float %740, 0.000000e+00
  %743 = fcmp ord float %738, 0.000000e+00
  %744 = icmp ult i64 %741, %739
  %745 = fcmp ogt float %740, %738
  %746 = fcmp oeq float %740, %738
  %747 = or i1 %743, %744
  %748 = and i1 %746, %744
  %749 = or i1 %745, %748
  %750 = select i1 %742, i1 %747, i1 %749
  %751 = select i1 %750, float %740, float %738
  %752 = select i1 %750, i64 %741, i64 %739
  %753 = extractelement <32 x float> %max_best12.0.lcssa, i64 14
  %754 = extractelement <32 x i64> %max_index13.0.lcssa, i64 14
  %755 = fcmp uno float %753, 0.000000e+00
  %756 = fcmp ord float %751, 0.000000e+00
  %757 = icmp ult i64 %754, %752
  %758 = fcmp ogt float %753, %751
  %759 = fcmp oeq float %753, %751
  %760 = or i1 %756, %757
  %761 = and i1 %759, %757
  %762 = or i1 %758, %761
  %763 = select i1 %755, i1 %760, i1 %762
  %764 = select i1 %763, float %753, float %751
  %765 = select i1 %763, i64 %754, i64 %752
  %766 = extractelement <32 x float> %max_best12.0.lcssa, i64 15
  %767 = extractelement <32 x i64> %max_index13.0.lcssa, i64 15
  %768 = fcmp uno float %766, 0.000000e+00
  %769 = fcmp ord float %764, 0.000000e+00
  %770 = icmp ult i64 %767, %765
  %771 = fcmp ogt float %766, %764
  %772 = fcmp oeq float %766, %764
  %773 = or i1 %769, %770
  %774 = and i1 %772, %770
  %775 = or i1 %771, %774
  %776 = select i1 %768, i1 %773, i1 %775
  %777 = select i1 %776, float %766, float %764
  %778 = select i1 %776, i64 %767, i64 %765
  %779 = extractelement <32 x float> %max_best12.0.lcssa, i64 16
  %780 = extractelement <32 x i64> %max_index13.0.lcssa, i64 16
  %781 = fcmp uno float %779, 0.000000e+00
  %782 = fcmp ord float %777, 0.000000e+00
  %783 = icmp ult i64 %780, %778
  %784 = fcmp ogt float %779, %777
  %785 = fcmp oeq float %779, %777
  %786 = or i1 %782, %783
  %787 = and i1 %785, %783
  %788 = or i1 %784, %787
  %789 = select i1 %781, i1 %786, i1 %788
  %790 = select i1 %789, float %779, float %777
  %791 = select i1 %789, i64 %780, i64 %778
  %792 = extractelement <32 x float> %max_best12.0.lcssa, i64 17
  %793 = extractelement <32 x i64> %max_index13.0.lcssa, i64 17
  %794 = fcmp uno float %792, 0.000000e+00
  %795 = fcmp ord float %790, 0.000000e+00
  %796 = icmp ult i64 %793, %791
  %797 = fcmp ogt float %792, %790
  %798 = fcmp oeq float %792, %790
  %799 = or i1 %795, %796
  %800 = and i1 %798, %796
  %801 = or i1 %797, %800
  %802 = select i1 %794, i1 %799, i1 %801
  %803 = select i1 %802, float %792, float %790
  %804 = select i1 %802, i64 %793, i64 %791
  %805 = extractelement <32 x float> %max_best12.0.lcssa, i64 18
  %806 = extractelement <32 x i64> %max_index13.0.lcssa, i64 18
  %807 = fcmp uno float %805, 0.000000e+00
  %808 = fcmp ord float %803, 0.000000e+00
  %809 = icmp ult i64 %806, %804
  %810 = fcmp ogt float %805, %803
  %811 = fcmp oeq float %805, %803
  %812 = or i1 %808, %809
  %813 = and i1 %811, %809
  %814 = or i1 %810, %813
  %815 = select i1 %807, i1 %812, i1 %814
  %816 = select i1 %815, float %805, float %803
  %817 = select i1 %815, i64 %806, i64 %804
  %818 = extractelement <32 x float> %max_best12.0.lcssa, i64 19
  %819 = extractelement <32 x i64> %max_index13.0.lcssa, i64 19
  %820 = fcmp uno float %818, 0.000000e+00
  %821 = fcmp ord float %816, 0.000000e+00
  %822 = icmp ult i64 %819, %817
  %823 = fcmp ogt float %818, %816
  %824 = fcmp oeq float %818, %816
  %825 = or i1 %821, %822
  %826 = and i1 %824, %822
  %827 = or i1 %823, %826
  %828 = select i1 %820, i1 %825, i1 %827
  %829 = select i1 %828, float %818, float %816
  %830 = select i1 %828, i64 %819, i64 %817
  %831 = extractelement <32 x float> %max_best12.0.lcssa, i64 20
  %832 = extractelement <32 x i64> %max_index13.0.lcssa, i64 20
  %833 = fcmp uno float %831, 0.000000e+00
  %834 = fcmp ord float %829, 0.000000e+00
  %835 = icmp ult i64 %832, %830
  %836 = fcmp ogt float %831, %829
  %837 = fcmp oeq float %831, %829
  %838 = or i1 %834, %835
  %839 = and i1 %837, %835
  %840 = or i1 %836, %839
  %841 = select i1 %833, i1 %838, i1 %840
  %842 = select i1 %841, float %831, float %829
  %843 = select i1 %841, i64 %832, i64 %830
  %844 = extractelement <32 x float> %max_best12.0.lcssa, i64 21
  %845 = extractelement <32 x i64> %max_index13.0.lcssa, i64 21
  %846 = fcmp uno float %844, 0.000000e+00
  %847 = fcmp ord float %842, 0.000000e+00
  %848 = icmp ult i64 %845, %843
  %849 = fcmp ogt float %844, %842
  %850 = fcmp oeq float %844, %842
  %851 = or i1 %847, %848
  %852 = and i1 %850, %848
  %853 = or i1 %849, %852
  %854 = select i1 %846, i1 %851, i1 %853
  %855 = select i1 %854, float %844, float %842
  %856 = select i1 %854, i64 %845, i64 %843
  %857 = extractelement <32 x float> %max_best12.0.lcssa, i64 22
  %858 = extractelement <32 x i64> %max_index13.0.lcssa, i64 22
  %859 = fcmp uno float %857, 0.000000e+00
  %860 = fcmp ord float %855, 0.000000e+00
  %861 = icmp ult i64 %858, %856
  %862 = fcmp ogt float %857, %855
  %863 = fcmp oeq float %857, %855
  %864 = or i1 %860, %861
  %865 = and i1 %863, %861
  %866 = or i1 %862, %865
  %867 = select i1 %859, i1 %864, i1 %866
  %868 = select i1 %867, float %857, float %855
  %869 = select i1 %867, i64 %858, i64 %856
  %870 = extractelement <32 x float> %max_best12.0.lcssa, i64 23
  %871 = extractelement <32 x i64> %max_index13.0.lcssa, i64 23
  %872 = fcmp uno float %870, 0.000000e+00
  %873 = fcmp ord float %868, 0.000000e+00
  %874 = icmp ult i64 %871, %869
  %875 = fcmp ogt float %870, %868
  %876 = fcmp oeq float %870, %868
  %877 = or i1 %873, %874
  %878 = and i1 %876, %874
  %879 = or i1 %875, %878
  %880 = select i1 %872, i1 %877, i1 %879
  %881 = select i1 %880, float %870, float %868
  %882 = select i1 %880, i64 %871, i64 %869
  %883 = extractelement <32 x float> %max_best12.0.lcssa, i64 24
  %884 = extractelement <32 x i64> %max_index13.0.lcssa, i64 24
  %885 = fcmp uno float %883, 0.000000e+00
  %886 = fcmp ord float %881, 0.000000e+00
  %887 = icmp ult i64 %884, %882
  %888 = fcmp ogt float %883, %881
  %889 = fcmp oeq float %883, %881
  %890 = or i1 %886, %887
  %891 = and i1 %889, %887
  %892 = or i1 %888, %891
  %893 = select i1 %885, i1 %890, i1 %892
  %894 = select i1 %893, float %883, float %881
  %895 = select i1 %893, i64 %884, i64 %882
  %896 = extractelement <32 x float> %max_best12.0.lcssa, i64 25
  %897 = extractelement <32 x i64> %max_index13.0.lcssa, i64 25
  %898 = fcmp uno float %896, 0.000000e+00
  %899 = fcmp ord float %894, 0.000000e+00
  %900 = icmp ult i64 %897, %895
  %901 = fcmp ogt float %896, %894
  %902 = fcmp oeq float %896, %894
  %903 = or i1 %899, %900
  %904 = and i1 %902, %900
  %905 = or i1 %901, %904
  %906 = select i1 %898, i1 %903, i1 %905
  %907 = select i1 %906, float %896, float %894
  %908 = select i1 %906, i64 %897, i64 %895
  %909 = extractelement <32 x float> %max_best12.0.lcssa, i64 26
  %910 = extractelement <32 x i64> %max_index13.0.lcssa, i64 26
  %911 = fcmp uno float %909, 0.000000e+00
  %912 = fcmp ord float %907, 0.000000e+00
  %913 = icmp ult i64 %910, %908
  %914 = fcmp ogt float %909, %907
  %915 = fcmp oeq float %909, %907
  %916 = or i1 %912, %913
  %917 = and i1 %915, %913
  %918 = or i1 %914, %917
  %919 = select i1 %911, i1 %916, i1 %918
  %920 = select i1 %919, float %909, float %907
  %921 = select i1 %919, i64 %910, i64 %908
  %922 = extractelement <32 x float> %max_best12.0.lcssa, i64 27
  %923 = extractelement <32 x i64> %max_index13.0.lcssa, i64 27
  %924 = fcmp uno float %922, 0.000000e+00
  %925 = fcmp ord float %920, 0.000000e+00
  %926 = icmp ult i64 %923, %921
  %927 = fcmp ogt float %922, %920
  %928 = fcmp oeq float %922, %920
  %929 = or i1 %925, %926
  %930 = and i1 %928, %926
  %931 = or i1 %927, %930
  %932 = select i1 %924, i1 %929, i1 %931
  %933 = select i1 %932, float %922, float %920
  %934 = select i1 %932, i64 %923, i64 %921
  %935 = extractelement <32 x float> %max_best12.0.lcssa, i64 28
  %936 = extractelement <32 x i64> %max_index13.0.lcssa, i64 28
  %937 = fcmp uno float %935, 0.000000e+00
  %938 = fcmp ord float %933, 0.000000e+00
  %939 = icmp ult i64 %936, %934
  %940 = fcmp ogt float %935, %933
  %941 = fcmp oeq float %935, %933
  %942 = or i1 %938, %939
  %943 = and i1 %941, %939
  %944 = or i1 %940, %943
  %945 = select i1 %937, i1 %942, i1 %944
  %946 = select i1 %945, float %935, float %933
  %947 = select i1 %945, i64 %936, i64 %934
  %948 = extractelement <32 x float> %max_best12.0.lcssa, i64 29
  %949 = extractelement <32 x i64> %max_index13.0.lcssa, i64 29
  %950 = fcmp uno float %948, 0.000000e+00
  %951 = fcmp ord float %946, 0.000000e+00
  %952 = icmp ult i64 %949, %947
  %953 = fcmp ogt float %948, %946
  %954 = fcmp oeq float %948, %946
  %955 = or i1 %951, %952
  %956 = and i1 %954, %952
  %957 = or i1 %953, %956
  %958 = select i1 %950, i1 %955, i1 %957
  %959 = select i1 %958, float %948, float %946
  %960 = select i1 %958, i64 %949, i64 %947
  %961 = extractelement <32 x float> %max_best12.0.lcssa, i64 30
  %962 = extractelement <32 x i64> %max_index13.0.lcssa, i64 30
  %963 = fcmp uno float %961, 0.000000e+00
  %964 = fcmp ord float %959, 0.000000e+00
  %965 = icmp ult i64 %962, %960
  %966 = fcmp ogt float %961, %959
  %967 = fcmp oeq float %961, %959
  %968 = or i1 %964, %965
  %969 = and i1 %967, %965
  %970 = or i1 %966, %969
  %971 = select i1 %963, i1 %968, i1 %970
  %972 = select i1 %971, float %961, float %959
  %973 = select i1 %971, i64 %962, i64 %960
  %974 = extractelement <32 x float> %max_best12.0.lcssa, i64 31
  %975 = extractelement <32 x i64> %max_index13.0.lcssa, i64 31
  %976 = fcmp uno float %974, 0.000000e+00
  %977 = fcmp ord float %972, 0.000000e+00
  %978 = icmp ult i64 %975, %973
  %979 = fcmp ogt float %974, %972
  %980 = fcmp oeq float %974, %972
  %981 = or i1 %977, %978
  %982 = and i1 %980, %978
  %983 = or i1 %979, %982
  %984 = select i1 %976, i1 %981, i1 %983
  %985 = select i1 %984, float %974, float %972
  %986 = select i1 %984, i64 %975, i64 %973
  br i1 %.not1345, label %fold_tail.exit23, label %fold_tail.body22

fold_tail.body22:                                 ; preds = %max_block.exit17, %fold_tail.body22
  %fold_tail241096 = phi i64 [ %995, %fold_tail.body22 ], [ %blocks_end, %max_block.exit17 ]
  %fold_value7.01095 = phi float [ %993, %fold_tail.body22 ], [ %985, %max_block.exit17 ]
  %fold_index8.01094 = phi i64 [ %994, %fold_tail.body22 ], [ %986, %max_block.exit17 ]
  %987 = getelementptr inbounds float, ptr %543, i64 %fold_tail241096
  %988 = load float, ptr %987, align 4
  %989 = fcmp ogt float %988, %fold_value7.01095
  %990 = fcmp uno float %988, 0.000000e+00
  %991 = fcmp ord float %fold_value7.01095, 0.000000e+00
  %992 = and i1 %991, %990
  %take25 = or i1 %989, %992
  %993 = select i1 %take25, float %988, float %fold_value7.01095
  %994 = select i1 %take25, i64 %fold_tail241096, i64 %fold_index8.01094
  %995 = add nuw i64 %fold_tail241096, 1
  %996 = icmp ult i64 %995, %span_length
  br i1 %996, label %fold_tail.body22, label %fold_tail.exit23

fold_tail.exit23:                                 ; preds = %fold_tail.body22, %max_block.exit17
  %fold_index8.0.lcssa = phi i64 [ %986, %max_block.exit17 ], [ %994, %fold_tail.body22 ]
  %fold_value7.0.lcssa = phi float [ %985, %max_block.exit17 ], [ %993, %fold_tail.body22 ]
  %index27 = add i64 %fold_index8.0.lcssa, %span_begin
  %index3228 = trunc i64 %index27 to i32
  %997 = getelementptr inbounds nuw i8, ptr %18, i64 12
  %998 = getelementptr inbounds nuw i8, ptr %18, i64 16
  store float %fold_value7.0.lcssa, ptr %997, align 4
  store i32 %index3228, ptr %998, align 4
  %.idx1003 = shl i64 %n_features, 3
  %999 = getelementptr i8, ptr %scratch, i64 %.idx1003
  %1000 = getelementptr float, ptr %999, i64 %span_begin
  br i1 %.not1344, label %max_block.exit39, label %max_block.body38.preheader

max_block.body38.preheader:                       ; preds = %fold_tail.exit23
  %1001 = add i64 %blocks_end, -1
  %1002 = lshr i64 %1001, 5
  %1003 = add nuw nsw i64 %1002, 1
  %xtraiter4777 = and i64 %1003, 1
  %1004 = icmp eq i64 %1002, 0
  br i1 %1004, label %max_block.body38.epil.preheader, label %max_block.body38.preheader.new

max_block.body38.preheader.new:                   ; preds = %max_block.body38.preheader
  %unroll_iter4783 = and i64 %1003, 1152921504606846974
  br label %max_block.body38

max_block.body38:                                 ; preds = %max_block.body38, %max_block.body38.preheader.new
  %max_block401101 = phi i64 [ 0, %max_block.body38.preheader.new ], [ %1026, %max_block.body38 ]
  %max_best34.01100 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body38.preheader.new ], [ %1021, %max_block.body38 ]
  %max_index35.01099 = phi <32 x i64> [ zeroinitializer, %max_block.body38.preheader.new ], [ %1025, %max_block.body38 ]
  %niter4784 = phi i64 [ 0, %max_block.body38.preheader.new ], [ %niter4784.next.1, %max_block.body38 ]
  %1005 = getelementptr inbounds float, ptr %1000, i64 %max_block401101
  %block41 = load <32 x float>, ptr %1005, align 4
  %1006 = fcmp ogt <32 x float> %block41, %max_best34.01100
  %1007 = fcmp uno <32 x float> %block41, zeroinitializer
  %1008 = fcmp ord <32 x float> %max_best34.01100, zeroinitializer
  %1009 = and <32 x i1> %1008, %1007
  %take42 = or <32 x i1> %1006, %1009
  %1010 = select <32 x i1> %take42, <32 x float> %block41, <32 x float> %max_best34.01100
  %1011 = insertelement <32 x i64> poison, i64 %max_block401101, i64 0
  %1012 = shufflevector <32 x i64> %1011, <32 x i64> poison, <32 x i32> zeroinitializer
  %1013 = or disjoint <32 x i64> %1012, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1014 = select <32 x i1> %take42, <32 x i64> %1013, <32 x i64> %max_index35.01099
  %1015 = or disjoint i64 %max_block401101, 32
  %1016 = getelementptr inbounds float, ptr %1000, i64 %1015
  %block41.1 = load <32 x float>, ptr %1016, align 4
  %1017 = fcmp ogt <32 x float> %block41.1, %1010
  %1018 = fcmp uno <32 x float> %block41.1, zeroinitializer
  %1019 = fcmp ord <32 x float> %1010, zeroinitializer
  %1020 = and <32 x i1> %1019, %1018
  %take42.1 = or <32 x i1> %1017, %1020
  %1021 = select <32 x i1> %take42.1, <32 x float> %block41.1, <32 x float> %1010
  %1022 = insertelement <32 x i64> poison, i64 %1015, i64 0
  %1023 = shufflevector <32 x i64> %1022, <32 x i64> poison, <32 x i32> zeroinitializer
  %1024 = or disjoint <32 x i64> %1023, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1025 = select <32 x i1> %take42.1, <32 x i64> %1024, <32 x i64> %1014
  %1026 = add nuw i64 %max_block401101, 64
  %niter4784.next.1 = add i64 %niter4784, 2
  %niter4784.ncmp.1.not = icmp eq i64 %niter4784.next.1, %unroll_iter4783
  br i1 %niter4784.ncmp.1.not, label %max_block.exit39.loopexit.unr-lcssa, label %max_block.body38

max_block.exit39.loopexit.unr-lcssa:              ; preds = %max_block.body38
  %lcmp.mod4779.not = icmp eq i64 %xtraiter4777, 0
  br i1 %lcmp.mod4779.not, label %max_block.exit39, label %max_block.body38.epil.preheader

max_block.body38.epil.preheader:                  ; preds = %max_block.exit39.loopexit.unr-lcssa, %max_block.body38.preheader
  %max_block401101.epil.init = phi i64 [ 0, %max_block.body38.preheader ], [ %1026, %max_block.exit39.loopexit.unr-lcssa ]
  %max_best34.01100.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body38.preheader ], [ %1021, %max_block.exit39.loopexit.unr-lcssa ]
  %max_index35.01099.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body38.preheader ], [ %1025, %max_block.exit39.loopexit.unr-lcssa ]
  %lcmp.mod4782 = icmp ne i64 %xtraiter4777, 0
  tail call void @llvm.assume(i1 %lcmp.mod4782)
  %1027 = getelementptr inbounds float, ptr %1000, i64 %max_block401101.epil.init
  %block41.epil = load <32 x float>, ptr %1027, align 4
  %1028 = fcmp ogt <32 x float> %block41.epil, %max_best34.01100.epil.init
  %1029 = fcmp uno <32 x float> %block41.epil, zeroinitializer
  %1030 = fcmp ord <32 x float> %max_best34.01100.epil.init, zeroinitializer
  %1031 = and <32 x i1> %1030, %1029
  %take42.epil = or <32 x i1> %1028, %1031
  %1032 = select <32 x i1> %take42.epil, <32 x float> %block41.epil, <32 x float> %max_best34.01100.epil.init
  %1033 = insertelement <32 x i64> poison, i64 %max_block401101.epil.init, i64 0
  %1034 = shufflevector <32 x i64> %1033, <32 x i64> poison, <32 x i32> zeroinitializer
  %1035 = or disjoint <32 x i64> %1034, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1036 = select <32 x i1> %take42.epil, <32 x i64> %1035, <32 x i64> %max_index35.01099.epil.init
  br label %max_block.exit39

max_block.exit39:                                 ; preds = %max_block.body38.epil.preheader, %max_block.exit39.loopexit.unr-lcssa, %fold_tail.exit23
  %max_index35.0.lcssa = phi <32 x i64> [ zeroinitializer, %fold_tail.exit23 ], [ %1025, %max_block.exit39.loopexit.unr-lcssa ], [ %1036, %max_block.body38.epil.preheader ]
  %max_best34.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit23 ], [ %1021, %max_block.exit39.loopexit.unr-lcssa ], [ %1032, %max_block.body38.epil.preheader ]
  %1037 = extractelement <32 x float> %max_best34.0.lcssa, i64 0
  %1038 = extractelement <32 x i64> %max_index35.0.lcssa, i64 0
  %1039 = fcmp une float %1037, 0xFFF0000000000000
  %1040 = select i1 %1039, i64 %1038, i64 0
  %1041 = extractelement <32 x float> %max_best34.0.lcssa, i64 1
  %1042 = extractelement <32 x i64> %max_index35.0.lcssa, i64 1
  %1043 = fcmp uno float %1041, 0.000000e+00
  %1044 = fcmp ord float %1037, 0.000000e+00
  %1045 = icmp ult i64 %1042, %1040
  %1046 = fcmp ogt float %1041, %1037
  %1047 = fcmp oeq float %1041, %1037
  %1048 = or i1 %1044, %1045
  %1049 = and i1 %1047, %1045
  %1050 = or i1 %1046, %1049
  %1051 = select i1 %1043, i1 %1048, i1 %1050
  %1052 = select i1 %1051, float %1041, float %1037
  %1053 = select i1 %1051, i64 %1042, i64 %1040
  %1054 = extractelement <32 x float> %max_best34.0.lcssa, i64 2
  %1055 = extractelement <32 x i64> %max_index35.0.lcssa, i64 2
  %1056 = fcmp uno float %1054, 0.000000e+00
  %1057 = fcmp ord float %1052, 0.000000e+00
  %1058 = icmp ult i64 %1055, %1053
  %1059 = fcmp ogt float %1054, %1052
  %1060 = fcmp oeq float %1054, %1052
  %1061 = or i1 %1057, %1058
  %1062 = and i1 %1060, %1058
  %1063 = or i1 %1059, %1062
  %1064 = select i1 %1056, i1 %1061, i1 %1063
  %1065 = select i1 %1064, float %1054, float %1052
  %1066 = select i1 %1064, i64 %1055, i64 %1053
  %1067 = extractelement <32 x float> %max_best34.0.lcssa, i64 3
  %1068 = extractelement <32 x i64> %max_index35.0.lcssa, i64 3
  %1069 = fcmp uno float %1067, 0.000000e+00
  %1070 = fcmp ord float %1065, 0.000000e+00
  %1071 = icmp ult i64 %1068, %1066
  %1072 = fcmp ogt float %1067, %1065
  %1073 = fcmp oeq float %1067, %1065
  %1074 = or i1 %1070, %1071
  %1075 = and i1 %1073, %1071
  %1076 = or i1 %1072, %1075
  %1077 = select i1 %1069, i1 %1074, i1 %1076
  %1078 = select i1 %1077, float %1067, float %1065
  %1079 = select i1 %1077, i64 %1068, i64 %1066
  %1080 = extractelement <32 x float> %max_best34.0.lcssa, i64 4
  %1081 = extractelement <32 x i64> %max_index35.0.lcssa, i64 4
  %1082 = fcmp uno float %1080, 0.000000e+00
  %1083 = fcmp ord float %1078, 0.000000e+00
  %1084 = icmp ult i64 %1081, %1079
  %1085 = fcmp ogt float %1080, %1078
  %1086 = fcmp oeq float %1080, %1078
  %1087 = or i1 %1083, %1084
  %1088 = and i1 %1086, %1084
  %1089 = or i1 %1085, %1088
  %1090 = select i1 %1082, i1 %1087, i1 %1089
  %1091 = select i1 %1090, float %1080, float %1078
  %1092 = select i1 %1090, i64 %1081, i64 %1079
  %1093 = extractelement <32 x float> %max_best34.0.lcssa, i64 5
  %1094 = extractelement <32 x i64> %max_index35.0.lcssa, i64 5
  %1095 = fcmp uno float %1093, 0.000000e+00
  %1096 = fcmp ord float %1091, 0.000000e+00
  %1097 = icmp ult i64 %1094, %1092
  %1098 = fcmp ogt float %1093, %1091
  %1099 = fcmp oeq float %1093, %1091
  %1100 = or i1 %1096, %1097
  %1101 = and i1 %1099, %1097
  %1102 = or i1 %1098, %1101
  %1103 = select i1 %1095, i1 %1100, i1 %1102
  %1104 = select i1 %1103, float %1093, float %1091
  %1105 = select i1 %1103, i64 %1094, i64 %1092
  %1106 = extractelement <32 x float> %max_best34.0.lcssa, i64 6
  %1107 = extractelement <32 x i64> %max_index35.0.lcssa, i64 6
  %1108 = fcmp uno float %1106, 0.000000e+00
  %1109 = fcmp ord float %1104, 0.000000e+00
  %1110 = icmp ult i64 %1107, %1105
  %1111 = fcmp ogt float %1106, %1104
  %1112 = fcmp oeq float %1106, %1104
  %1113 = or i1 %1109, %1110
  %1114 = and i1 %1112, %1110
  %1115 = or i1 %1111, %1114
  %1116 = select i1 %1108, i1 %1113, i1 %1115
  %1117 = select i1 %1116, float %1106, float %1104
  %1118 = select i1 %1116, i64 %1107, i64 %1105
  %1119 = extractelement <32 x float> %max_best34.0.lcssa, i64 7
  %1120 = extractelement <32 x i64> %max_index35.0.lcssa, i64 7
  %1121 = fcmp uno float %1119, 0.000000e+00
  %1122 = fcmp ord float %1117, 0.000000e+00
  %1123 = icmp ult i64 %1120, %1118
  %1124 = fcmp ogt float %1119, %1117
  %1125 = fcmp oeq float %1119, %1117
  %1126 = or i1 %1122, %1123
  %1127 = and i1 %1125, %1123
  %1128 = or i1 %1124, %1127
  %1129 = select i1 %1121, i1 %1126, i1 %1128
  %1130 = select i1 %1129, float %1119, float %1117
  %1131 = select i1 %1129, i64 %1120, i64 %1118
  %1132 = extractelement <32 x float> %max_best34.0.lcssa, i64 8
  %1133 = extractelement <32 x i64> %max_index35.0.lcssa, i64 8
  %1134 = fcmp uno float %1132, 0.000000e+00
  %1135 = fcmp ord float %1130, 0.000000e+00
  %1136 = icmp ult i64 %1133, %1131
  %1137 = fcmp ogt float %1132, %1130
  %1138 = fcmp oeq float %1132, %1130
  %1139 = or i1 %1135, %1136
  %1140 = and i1 %1138, %1136
  %1141 = or i1 %1137, %1140
  %1142 = select i1 %1134, i1 %1139, i1 %1141
  %1143 = select i1 %1142, float %1132, float %1130
  %1144 = select i1 %1142, i64 %1133, i64 %1131
  %1145 = extractelement <32 x float> %max_best34.0.lcssa, i64 9
  %1146 = extractelement <32 x i64> %max_index35.0.lcssa, i64 9
  %1147 = fcmp uno float %1145, 0.000000e+00
  %1148 = fcmp ord float %1143, 0.000000e+00
  %1149 = icmp ult i64 %1146, %1144
  %1150 = fcmp ogt float %1145, %1143
  %1151 = fcmp oeq float %1145, %1143
  %1152 = or i1 %1148, %1149
  %1153 = and i1 %1151, %1149
  %1154 = or i1 %1150, %1153
  %1155 = select i1 %1147, i1 %1152, i1 %1154
  %1156 = select i1 %1155, float %1145, float %1143
  %1157 = select i1 %1155, i64 %1146, i64 %1144
  %1158 = extractelement <32 x float> %max_best34.0.lcssa, i64 10
  %1159 = extractelement <32 x i64> %max_index35.0.lcssa, i64 10
  %1160 = fcmp uno float %1158, 0.000000e+00
  %1161 = fcmp ord float %1156, 0.000000e+00
  %1162 = icmp ult i64 %1159, %1157
  %1163 = fcmp ogt float %1158, %1156
  %1164 = fcmp oeq float %1158, %1156
  %1165 = or i1 %1161, %1162
  %1166 = and i1 %1164, %1162
  %1167 = or i1 %1163, %1166
  %1168 = select i1 %1160, i1 %1165, i1 %1167
  %1169 = select i1 %1168, float %1158, float %1156
  %1170 = select i1 %1168, i64 %1159, i64 %1157
  %1171 = extractelement <32 x float> %max_best34.0.lcssa, i64 11
  %1172 = extractelement <32 x i64> %max_index35.0.lcssa, i64 11
  %1173 = fcmp uno float %1171, 0.000000e+00
  %1174 = fcmp ord float %1169, 0.000000e+00
  %1175 = icmp ult i64 %1172, %1170
  %1176 = fcmp ogt float %1171, %1169
  %1177 = fcmp oeq float %1171, %1169
  %1178 = or i1 %1174, %1175
  %1179 = and i1 %1177, %1175
  %1180 = or i1 %1176, %1179
  %1181 = select i1 %1173, i1 %1178, i1 %1180
  %1182 = select i1 %1181, float %1171, float %1169
  %1183 = select i1 %1181, i64 %1172, i64 %1170
  %1184 = extractelement <32 x float> %max_best34.0.lcssa, i64 12
  %1185 = extractelement <32 x i64> %max_index35.0.lcssa, i64 12
  %1186 = fcmp uno float %1184, 0.000000e+00
  %1187 = fcmp ord float %1182, 0.000000e+00
  %1188 = icmp ult i64 %1185, %1183
  %1189 = fcmp ogt float %1184, %1182
  %1190 = fcmp oeq float %1184, %1182
  %1191 = or i1 %1187, %1188
  %1192 = and i1 %1190, %1188
  %1193 = or i1 %1189, %1192
  %1194 = select i1 %1186, i1 %1191, i1 %1193
  %1195 = select i1 %1194, float %1184, float %1182
  %1196 = select i1 %1194, i64 %1185, i64 %1183
  %1197 = extractelement <32 x float> %max_best34.0.lcssa, i64 13
  %1198 = extractelement <32 x i64> %max_index35.0.lcssa, i64 13
  %1199 = fcmp uno float %1197, 0.000000e+00
  %1200 = fcmp ord float %1195, 0.000000e+00
  %1201 = icmp ult i64 %1198, %1196
  %1202 = fcmp ogt float %1197, %1195
  %1203 = fcmp oeq float %1197, %1195
  %1204 = or i1 %1200, %1201
  %1205 = and i1 %1203, %1201
  %1206 = or i1 %1202, %1205
  %1207 = select i1 %1199, i1 %1204, i1 %1206
  %1208 = select i1 %1207, float %1197, float %1195
  %1209 = select i1 %1207, i64 %1198, i64 %1196
  %1210 = extractelement <32 x float> %max_best34.0.lcssa, i64 14
  %1211 = extractelement <32 x i64> %max_index35.0.lcssa, i64 14
  %1212 = fcmp uno float %1210, 0.000000e+00
  %1213 = fcmp ord float %1208, 0.000000e+00
  %1214 = icmp ult i64 %1211, %1209
  %1215 = fcmp ogt float %1210, %1208
  %1216 = fcmp oeq float %1210, %1208
  %1217 = or i1 %1213, %1214
  %1218 = and i1 %1216, %1214
  %1219 = or i1 %1215, %1218
  %1220 = select i1 %1212, i1 %1217, i1 %1219
  %1221 = select i1 %1220, float %1210, float %1208
  %1222 = select i1 %1220, i64 %1211, i64 %1209
  %1223 = extractelement <32 x float> %max_best34.0.lcssa, i64 15
  %1224 = extractelement <32 x i64> %max_index35.0.lcssa, i64 15
  %1225 = fcmp uno float %1223, 0.000000e+00
  %1226 = fcmp ord float %1221, 0.000000e+00
  %1227 = icmp ult i64 %1224, %1222
  %1228 = fcmp ogt float %1223, %1221
  %1229 = fcmp oeq float %1223, %1221
  %1230 = or i1 %1226, %1227
  %1231 = and i1 %1229, %1227
  %1232 = or i1 %1228, %1231
  %1233 = select i1 %1225, i1 %1230, i1 %1232
  %1234 = select i1 %1233, float %1223, float %1221
  %1235 = select i1 %1233, i64 %1224, i64 %1222
  %1236 = extractelement <32 x float> %max_best34.0.lcssa, i64 16
  %1237 = extractelement <32 x i64> %max_index35.0.lcssa, i64 16
  %1238 = fcmp uno float %1236, 0.000000e+00
  %1239 = fcmp ord float %1234, 0.000000e+00
  %1240 = icmp ult i64 %1237, %1235
  %1241 = fcmp ogt float %1236, %1234
  %1242 = fcmp oeq float %1236, %1234
  %1243 = or i1 %1239, %1240
  %1244 = and i1 %1242, %1240
  %1245 = or i1 %1241, %1244
  %1246 = select i1 %1238, i1 %1243, i1 %1245
  %1247 = select i1 %1246, float %1236, float %1234
  %1248 = select i1 %1246, i64 %1237, i64 %1235
  %1249 = extractelement <32 x float> %max_best34.0.lcssa, i64 17
  %1250 = extractelement <32 x i64> %max_index35.0.lcssa, i64 17
  %1251 = fcmp uno float %1249, 0.000000e+00
  %1252 = fcmp ord float %1247, 0.000000e+00
  %1253 = icmp ult i64 %1250, %1248
  %1254 = fcmp ogt float %1249, %1247
  %1255 = fcmp oeq float %1249, %1247
  %1256 = or i1 %1252, %1253
  %1257 = and i1 %1255, %1253
  %1258 = or i1 %1254, %1257
  %1259 = select i1 %1251, i1 %1256, i1 %1258
  %1260 = select i1 %1259, float %1249, float %1247
  %1261 = select i1 %1259, i64 %1250, i64 %1248
  %1262 = extractelement <32 x float> %max_best34.0.lcssa, i64 18
  %1263 = extractelement <32 x i64> %max_index35.0.lcssa, i64 18
  %1264 = fcmp uno float %1262, 0.000000e+00
  %1265 = fcmp ord float %1260, 0.000000e+00
  %1266 = icmp ult i64 %1263, %1261
  %1267 = fcmp ogt float %1262, %1260
  %1268 = fcmp oeq float %1262, %1260
  %1269 = or i1 %1265, %1266
  %1270 = and i1 %1268, %1266
  %1271 = or i1 %1267, %1270
  %1272 = select i1 %1264, i1 %1269, i1 %1271
  %1273 = select i1 %1272, float %1262, float %1260
  %1274 = select i1 %1272, i64 %1263, i64 %1261
  %1275 = extractelement <32 x float> %max_best34.0.lcssa, i64 19
  %1276 = extractelement <32 x i64> %max_index35.0.lcssa, i64 19
  %1277 = fcmp uno float %1275, 0.000000e+00
  %1278 = fcmp ord float %1273, 0.000000e+00
  %1279 = icmp ult i64 %1276, %1274
  %1280 = fcmp ogt float %1275, %1273
  %1281 = fcmp oeq float %1275, %1273
  %1282 = or i1 %1278, %1279
  %1283 = and i1 %1281, %1279
  %1284 = or i1 %1280, %1283
  %1285 = select i1 %1277, i1 %1282, i1 %1284
  %1286 = select i1 %1285, float %1275, float %1273
  %1287 = select i1 %1285, i64 %1276, i64 %1274
  %1288 = extractelement <32 x float> %max_best34.0.lcssa, i64 20
  %1289 = extractelement <32 x i64> %max_index35.0.lcssa, i64 20
  %1290 = fcmp uno float %1288, 0.000000e+00
  %1291 = fcmp ord float %1286, 0.000000e+00
  %1292 = icmp ult i64 %1289, %1287
  %1293 = fcmp ogt float %1288, %1286
  %1294 = fcmp oeq float %1288, %1286
  %1295 = or i1 %1291, %1292
  %1296 = and i1 %1294, %1292
  %1297 = or i1 %1293, %1296
  %1298 = select i1 %1290, i1 %1295, i1 %1297
  %1299 = select i1 %1298, float %1288, float %1286
  %1300 = select i1 %1298, i64 %1289, i64 %1287
  %1301 = extractelement <32 x float> %max_best34.0.lcssa, i64 21
  %1302 = extractelement <32 x i64> %max_index35.0.lcssa, i64 21
  %1303 = fcmp uno float %1301, 0.000000e+00
  %1304 = fcmp ord float %1299, 0.000000e+00
  %1305 = icmp ult i64 %1302, %1300
  %1306 = fcmp ogt float %1301, %1299
  %1307 = fcmp oeq float %1301, %1299
  %1308 = or i1 %1304, %1305
  %1309 = and i1 %1307, %1305
  %1310 = or i1 %1306, %1309
  %1311 = select i1 %1303, i1 %1308, i1 %1310
  %1312 = select i1 %1311, float %1301, float %1299
  %1313 = select i1 %1311, i64 %1302, i64 %1300
  %1314 = extractelement <32 x float> %max_best34.0.lcssa, i64 22
  %1315 = extractelement <32 x i64> %max_index35.0.lcssa, i64 22
  %1316 = fcmp uno float %1314, 0.000000e+00
  %1317 = fcmp ord float %1312, 0.000000e+00
  %1318 = icmp ult i64 %1315, %1313
  %1319 = fcmp ogt float %1314, %1312
  %1320 = fcmp oeq float %1314, %1312
  %1321 = or i1 %1317, %1318
  %1322 = and i1 %1320, %1318
  %1323 = or i1 %1319, %1322
  %1324 = select i1 %1316, i1 %1321, i1 %1323
  %1325 = select i1 %1324, float %1314, float %1312
  %1326 = select i1 %1324, i64 %1315, i64 %1313
  %1327 = extractelement <32 x float> %max_best34.0.lcssa, i64 23
  %1328 = extractelement <32 x i64> %max_index35.0.lcssa, i64 23
  %1329 = fcmp uno float %1327, 0.000000e+00
  %1330 = fcmp ord float %1325, 0.000000e+00
  %1331 = icmp ult i64 %1328, %1326
  %1332 = fcmp ogt float %1327, %1325
  %1333 = fcmp oeq float %1327, %1325
  %1334 = or i1 %1330, %1331
  %1335 = and i1 %1333, %1331
  %1336 = or i1 %1332, %1335
  %1337 = select i1 %1329, i1 %1334, i1 %1336
  %1338 = select i1 %1337, float %1327, float %1325
  %1339 = select i1 %1337, i64 %1328, i64 %1326
  %1340 = extractelement <32 x float> %max_best34.0.lcssa, i64 24
  %1341 = extractelement <32 x i64> %max_index35.0.lcssa, i64 24
  %1342 = fcmp uno float %1340, 0.000000e+00
  %1343 = fcmp ord float %1338, 0.000000e+00
  %1344 = icmp ult i64 %1341, %1339
  %1345 = fcmp ogt float %1340, %1338
  %1346 = fcmp oeq float %1340, %1338
  %1347 = or i1 %1343, %1344
  %1348 = and i1 %1346, %1344
  %1349 = or i1 %1345, %1348
  %1350 = select i1 %1342, i1 %1347, i1 %1349
  %1351 = select i1 %1350, float %1340, float %1338
  %1352 = select i1 %1350, i64 %1341, i64 %1339
  %1353 = extractelement <32 x float> %max_best34.0.lcssa, i64 25
  %1354 = extractelement <32 x i64> %max_index35.0.lcssa, i64 25
  %1355 = fcmp uno float %1353, 0.000000e+00
  %1356 = fcmp ord float %1351, 0.000000e+00
  %1357 = icmp ult i64 %1354, %1352
  %1358 = fcmp ogt float %1353, %1351
  %1359 = fcmp oeq float %1353, %1351
  %1360 = or i1 %1356, %1357
  %1361 = and i1 %1359, %1357
  %1362 = or i1 %1358, %1361
  %1363 = select i1 %1355, i1 %1360, i1 %1362
  %1364 = select i1 %1363, float %1353, float %1351
  %1365 = select i1 %1363, i64 %1354, i64 %1352
  %1366 = extractelement <32 x float> %max_best34.0.lcssa, i64 26
  %1367 = extractelement <32 x i64> %max_index35.0.lcssa, i64 26
  %1368 = fcmp uno float %1366, 0.000000e+00
  %1369 = fcmp ord float %1364, 0.000000e+00
  %1370 = icmp ult i64 %1367, %1365
  %1371 = fcmp ogt float %1366, %1364
  %1372 = fcmp oeq float %1366, %1364
  %1373 = or i1 %1369, %1370
  %1374 = and i1 %1372, %1370
  %1375 = or i1 %1371, %1374
  %1376 = select i1 %1368, i1 %1373, i1 %1375
  %1377 = select i1 %1376, float %1366, float %1364
  %1378 = select i1 %1376, i64 %1367, i64 %1365
  %1379 = extractelement <32 x float> %max_best34.0.lcssa, i64 27
  %1380 = extractelement <32 x i64> %max_index35.0.lcssa, i64 27
  %1381 = fcmp uno float %1379, 0.000000e+00
  %1382 = fcmp ord float %1377, 0.000000e+00
  %1383 = icmp ult i64 %1380, %1378
  %1384 = fcmp ogt float %1379, %1377
  %1385 = fcmp oeq float %1379, %1377
  %1386 = or i1 %1382, %1383
  %1387 = and i1 %1385, %1383
  %1388 = or i1 %1384, %1387
  %1389 = select i1 %1381, i1 %1386, i1 %1388
  %1390 = select i1 %1389, float %1379, float %1377
  %1391 = select i1 %1389, i64 %1380, i64 %1378
  %1392 = extractelement <32 x float> %max_best34.0.lcssa, i64 28
  %1393 = extractelement <32 x i64> %max_index35.0.lcssa, i64 28
  %1394 = fcmp uno float %1392, 0.000000e+00
  %1395 = fcmp ord float %1390, 0.000000e+00
  %1396 = icmp ult i64 %1393, %1391
  %1397 = fcmp ogt float %1392, %1390
  %1398 = fcmp oeq float %1392, %1390
  %1399 = or i1 %1395, %1396
  %1400 = and i1 %1398, %1396
  %1401 = or i1 %1397, %1400
  %1402 = select i1 %1394, i1 %1399, i1 %1401
  %1403 = select i1 %1402, float %1392, float %1390
  %1404 = select i1 %1402, i64 %1393, i64 %1391
  %1405 = extractelement <32 x float> %max_best34.0.lcssa, i64 29
  %1406 = extractelement <32 x i64> %max_index35.0.lcssa, i64 29
  %1407 = fcmp uno float %1405, 0.000000e+00
  %1408 = fcmp ord float %1403, 0.000000e+00
  %1409 = icmp ult i64 %1406, %1404
  %1410 = fcmp ogt float %1405, %1403
  %1411 = fcmp oeq float %1405, %1403
  %1412 = or i1 %1408, %1409
  %1413 = and i1 %1411, %1409
  %1414 = or i1 %1410, %1413
  %1415 = select i1 %1407, i1 %1412, i1 %1414
  %1416 = select i1 %1415, float %1405, float %1403
  %1417 = select i1 %1415, i64 %1406, i64 %1404
  %1418 = extractelement <32 x float> %max_best34.0.lcssa, i64 30
  %1419 = extractelement <32 x i64> %max_index35.0.lcssa, i64 30
  %1420 = fcmp uno float %1418, 0.000000e+00
  %1421 = fcmp ord float %1416, 0.000000e+00
  %1422 = icmp ult i64 %1419, %1417
  %1423 = fcmp ogt float %1418, %1416
  %1424 = fcmp oeq float %1418, %1416
  %1425 = or i1 %1421, %1422
  %1426 = and i1 %1424, %1422
  %1427 = or i1 %1423, %1426
  %1428 = select i1 %1420, i1 %1425, i1 %1427
  %1429 = select i1 %1428, float %1418, float %1416
  %1430 = select i1 %1428, i64 %1419, i64 %1417
  %1431 = extractelement <32 x float> %max_best34.0.lcssa, i64 31
  %1432 = extractelement <32 x i64> %max_index35.0.lcssa, i64 31
  %1433 = fcmp uno float %1431, 0.000000e+00
  %1434 = fcmp ord float %1429, 0.000000e+00
  %1435 = icmp ult i64 %1432, %1430
  %1436 = fcmp ogt float %1431, %1429
  %1437 = fcmp oeq float %1431, %1429
  %1438 = or i1 %1434, %1435
  %1439 = and i1 %1437, %1435
  %1440 = or i1 %1436, %1439
  %1441 = select i1 %1433, i1 %1438, i1 %1440
  %1442 = select i1 %1441, float %1431, float %1429
  %1443 = select i1 %1441, i64 %1432, i64 %1430
  br i1 %.not1345, label %fold_tail.exit45, label %fold_tail.body44

fold_tail.body44:                                 ; preds = %max_block.exit39, %fold_tail.body44
  %fold_tail461106 = phi i64 [ %1452, %fold_tail.body44 ], [ %blocks_end, %max_block.exit39 ]
  %fold_value29.01105 = phi float [ %1450, %fold_tail.body44 ], [ %1442, %max_block.exit39 ]
  %fold_index30.01104 = phi i64 [ %1451, %fold_tail.body44 ], [ %1443, %max_block.exit39 ]
  %1444 = getelementptr inbounds float, ptr %1000, i64 %fold_tail461106
  %1445 = load float, ptr %1444, align 4
  %1446 = fcmp ogt float %1445, %fold_value29.01105
  %1447 = fcmp uno float %1445, 0.000000e+00
  %1448 = fcmp ord float %fold_value29.01105, 0.000000e+00
  %1449 = and i1 %1448, %1447
  %take47 = or i1 %1446, %1449
  %1450 = select i1 %take47, float %1445, float %fold_value29.01105
  %1451 = select i1 %take47, i64 %fold_tail461106, i64 %fold_index30.01104
  %1452 = add nuw i64 %fold_tail461106, 1
  %1453 = icmp ult i64 %1452, %span_length
  br i1 %1453, label %fold_tail.body44, label %fold_tail.exit45

fold_tail.exit45:                                 ; preds = %fold_tail.body44, %max_block.exit39
  %fold_index30.0.lcssa = phi i64 [ %1443, %max_block.exit39 ], [ %1451, %fold_tail.body44 ]
  %fold_value29.0.lcssa = phi float [ %1442, %max_block.exit39 ], [ %1450, %fold_tail.body44 ]
  %index49 = add i64 %fold_index30.0.lcssa, %span_begin
  %index3250 = trunc i64 %index49 to i32
  %1454 = getelementptr inbounds nuw i8, ptr %18, i64 20
  %1455 = getelementptr inbounds nuw i8, ptr %18, i64 24
  store float %fold_value29.0.lcssa, ptr %1454, align 4
  store i32 %index3250, ptr %1455, align 4
  %.idx1004 = mul i64 %n_features, 12
  %1456 = getelementptr i8, ptr %scratch, i64 %.idx1004
  %1457 = getelementptr float, ptr %1456, i64 %span_begin
  br i1 %.not1344, label %max_block.exit61, label %max_block.body60.preheader

max_block.body60.preheader:                       ; preds = %fold_tail.exit45
  %1458 = add i64 %blocks_end, -1
  %1459 = lshr i64 %1458, 5
  %1460 = add nuw nsw i64 %1459, 1
  %xtraiter4785 = and i64 %1460, 1
  %1461 = icmp eq i64 %1459, 0
  br i1 %1461, label %max_block.body60.epil.preheader, label %max_block.body60.preheader.new

max_block.body60.preheader.new:                   ; preds = %max_block.body60.preheader
  %unroll_iter4791 = and i64 %1460, 1152921504606846974
  br label %max_block.body60

max_block.body60:                                 ; preds = %max_block.body60, %max_block.body60.preheader.new
  %max_block621111 = phi i64 [ 0, %max_block.body60.preheader.new ], [ %1483, %max_block.body60 ]
  %max_best56.01110 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body60.preheader.new ], [ %1478, %max_block.body60 ]
  %max_index57.01109 = phi <32 x i64> [ zeroinitializer, %max_block.body60.preheader.new ], [ %1482, %max_block.body60 ]
  %niter4792 = phi i64 [ 0, %max_block.body60.preheader.new ], [ %niter4792.next.1, %max_block.body60 ]
  %1462 = getelementptr inbounds float, ptr %1457, i64 %max_block621111
  %block63 = load <32 x float>, ptr %1462, align 4
  %1463 = fcmp ogt <32 x float> %block63, %max_best56.01110
  %1464 = fcmp uno <32 x float> %block63, zeroinitializer
  %1465 = fcmp ord <32 x float> %max_best56.01110, zeroinitializer
  %1466 = and <32 x i1> %1465, %1464
  %take64 = or <32 x i1> %1463, %1466
  %1467 = select <32 x i1> %take64, <32 x float> %block63, <32 x float> %max_best56.01110
  %1468 = insertelement <32 x i64> poison, i64 %max_block621111, i64 0
  %1469 = shufflevector <32 x i64> %1468, <32 x i64> poison, <32 x i32> zeroinitializer
  %1470 = or disjoint <32 x i64> %1469, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1471 = select <32 x i1> %take64, <32 x i64> %1470, <32 x i64> %max_index57.01109
  %1472 = or disjoint i64 %max_block621111, 32
  %1473 = getelementptr inbounds float, ptr %1457, i64 %1472
  %block63.1 = load <32 x float>, ptr %1473, align 4
  %1474 = fcmp ogt <32 x float> %block63.1, %1467
  %1475 = fcmp uno <32 x float> %block63.1, zeroinitializer
  %1476 = fcmp ord <32 x float> %1467, zeroinitializer
  %1477 = and <32 x i1> %1476, %1475
  %take64.1 = or <32 x i1> %1474, %1477
  %1478 = select <32 x i1> %take64.1, <32 x float> %block63.1, <32 x float> %1467
  %1479 = insertelement <32 x i64> poison, i64 %1472, i64 0
  %1480 = shufflevector <32 x i64> %1479, <32 x i64> poison, <32 x i32> zeroinitializer
  %1481 = or disjoint <32 x i64> %1480, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1482 = select <32 x i1> %take64.1, <32 x i64> %1481, <32 x i64> %1471
  %1483 = add nuw i64 %max_block621111, 64
  %niter4792.next.1 = add i64 %niter4792, 2
  %niter4792.ncmp.1.not = icmp eq i64 %niter4792.next.1, %unroll_iter4791
  br i1 %niter4792.ncmp.1.not, label %max_block.exit61.loopexit.unr-lcssa, label %max_block.body60

max_block.exit61.loopexit.unr-lcssa:              ; preds = %max_block.body60
  %lcmp.mod4787.not = icmp eq i64 %xtraiter4785, 0
  br i1 %lcmp.mod4787.not, label %max_block.exit61, label %max_block.body60.epil.preheader

max_block.body60.epil.preheader:                  ; preds = %max_block.exit61.loopexit.unr-lcssa, %max_block.body60.preheader
  %max_block621111.epil.init = phi i64 [ 0, %max_block.body60.preheader ], [ %1483, %max_block.exit61.loopexit.unr-lcssa ]
  %max_best56.01110.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body60.preheader ], [ %1478, %max_block.exit61.loopexit.unr-lcssa ]
  %max_index57.01109.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body60.preheader ], [ %1482, %max_block.exit61.loopexit.unr-lcssa ]
  %lcmp.mod4790 = icmp ne i64 %xtraiter4785, 0
  tail call void @llvm.assume(i1 %lcmp.mod4790)
  %1484 = getelementptr inbounds float, ptr %1457, i64 %max_block621111.epil.init
  %block63.epil = load <32 x float>, ptr %1484, align 4
  %1485 = fcmp ogt <32 x float> %block63.epil, %max_best56.01110.epil.init
  %1486 = fcmp uno <32 x float> %block63.epil, zeroinitializer
  %1487 = fcmp ord <32 x float> %max_best56.01110.epil.init, zeroinitializer
  %1488 = and <32 x i1> %1487, %1486
  %take64.epil = or <32 x i1> %1485, %1488
  %1489 = select <32 x i1> %take64.epil, <32 x float> %block63.epil, <32 x float> %max_best56.01110.epil.init
  %1490 = insertelement <32 x i64> poison, i64 %max_block621111.epil.init, i64 0
  %1491 = shufflevector <32 x i64> %1490, <32 x i64> poison, <32 x i32> zeroinitializer
  %1492 = or disjoint <32 x i64> %1491, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1493 = select <32 x i1> %take64.epil, <32 x i64> %1492, <32 x i64> %max_index57.01109.epil.init
  br label %max_block.exit61

max_block.exit61:                                 ; preds = %max_block.body60.epil.preheader, %max_block.exit61.loopexit.unr-lcssa, %fold_tail.exit45
  %max_index57.0.lcssa = phi <32 x i64> [ zeroinitializer, %fold_tail.exit45 ], [ %1482, %max_block.exit61.loopexit.unr-lcssa ], [ %1493, %max_block.body60.epil.preheader ]
  %max_best56.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit45 ], [ %1478, %max_block.exit61.loopexit.unr-lcssa ], [ %1489, %max_block.body60.epil.preheader ]
  %1494 = extractelement <32 x float> %max_best56.0.lcssa, i64 0
  %1495 = extractelement <32 x i64> %max_index57.0.lcssa, i64 0
  %1496 = fcmp une float %1494, 0xFFF0000000000000
  %1497 = select i1 %1496, i64 %1495, i64 0
  %1498 = extractelement <32 x float> %max_best56.0.lcssa, i64 1
  %1499 = extractelement <32 x i64> %max_index57.0.lcssa, i64 1
  %1500 = fcmp uno float %1498, 0.000000e+00
  %1501 = fcmp ord float %1494, 0.000000e+00
  %1502 = icmp ult i64 %1499, %1497
  %1503 = fcmp ogt float %1498, %1494
  %1504 = fcmp oeq float %1498, %1494
  %1505 = or i1 %1501, %1502
  %1506 = and i1 %1504, %1502
  %1507 = or i1 %1503, %1506
  %1508 = select i1 %1500, i1 %1505, i1 %1507
  %1509 = select i1 %1508, float %1498, float %1494
  %1510 = select i1 %1508, i64 %1499, i64 %1497
  %1511 = extractelement <32 x float> %max_best56.0.lcssa, i64 2
  %1512 = extractelement <32 x i64> %max_index57.0.lcssa, i64 2
  %1513 = fcmp uno float %1511, 0.000000e+00
  %1514 = fcmp ord float %1509, 0.000000e+00
  %1515 = icmp ult i64 %1512, %1510
  %1516 = fcmp ogt float %1511, %1509
  %1517 = fcmp oeq float %1511, %1509
  %1518 = or i1 %1514, %1515
  %1519 = and i1 %1517, %1515
  %1520 = or i1 %1516, %1519
  %1521 = select i1 %1513, i1 %1518, i1 %1520
  %1522 = select i1 %1521, float %1511, float %1509
  %1523 = select i1 %1521, i64 %1512, i64 %1510
  %1524 = extractelement <32 x float> %max_best56.0.lcssa, i64 3
  %1525 = extractelement <32 x i64> %max_index57.0.lcssa, i64 3
  %1526 = fcmp uno float %1524, 0.000000e+00
  %1527 = fcmp ord float %1522, 0.000000e+00
  %1528 = icmp ult i64 %1525, %1523
  %1529 = fcmp ogt float %1524, %1522
  %1530 = fcmp oeq float %1524, %1522
  %1531 = or i1 %1527, %1528
  %1532 = and i1 %1530, %1528
  %1533 = or i1 %1529, %1532
  %1534 = select i1 %1526, i1 %1531, i1 %1533
  %1535 = select i1 %1534, float %1524, float %1522
  %1536 = select i1 %1534, i64 %1525, i64 %1523
  %1537 = extractelement <32 x float> %max_best56.0.lcssa, i64 4
  %1538 = extractelement <32 x i64> %max_index57.0.lcssa, i64 4
  %1539 = fcmp uno float %1537, 0.000000e+00
  %1540 = fcmp ord float %1535, 0.000000e+00
  %1541 = icmp ult i64 %1538, %1536
  %1542 = fcmp ogt float %1537, %1535
  %1543 = fcmp oeq float %1537, %1535
  %1544 = or i1 %1540, %1541
  %1545 = and i1 %1543, %1541
  %1546 = or i1 %1542, %1545
  %1547 = select i1 %1539, i1 %1544, i1 %1546
  %1548 = select i1 %1547, float %1537, float %1535
  %1549 = select i1 %1547, i64 %1538, i64 %1536
  %1550 = extractelement <32 x float> %max_best56.0.lcssa, i64 5
  %1551 = extractelement <32 x i64> %max_index57.0.lcssa, i64 5
  %1552 = fcmp uno float %1550, 0.000000e+00
  %1553 = fcmp ord float %1548, 0.000000e+00
  %1554 = icmp ult i64 %1551, %1549
  %1555 = fcmp ogt float %1550, %1548
  %1556 = fcmp oeq float %1550, %1548
  %1557 = or i1 %1553, %1554
  %1558 = and i1 %1556, %1554
  %1559 = or i1 %1555, %1558
  %1560 = select i1 %1552, i1 %1557, i1 %1559
  %1561 = select i1 %1560, float %1550, float %1548
  %1562 = select i1 %1560, i64 %1551, i64 %1549
  %1563 = extractelement <32 x float> %max_best56.0.lcssa, i64 6
  %1564 = extractelement <32 x i64> %max_index57.0.lcssa, i64 6
  %1565 = fcmp uno float %1563, 0.000000e+00
  %1566 = fcmp ord float %1561, 0.000000e+00
  %1567 = icmp ult i64 %1564, %1562
  %1568 = fcmp ogt float %1563, %1561
  %1569 = fcmp oeq float %1563, %1561
  %1570 = or i1 %1566, %1567
  %1571 = and i1 %1569, %1567
  %1572 = or i1 %1568, %1571
  %1573 = select i1 %1565, i1 %1570, i1 %1572
  %1574 = select i1 %1573, float %1563, float %1561
  %1575 = select i1 %1573, i64 %1564, i64 %1562
  %1576 = extractelement <32 x float> %max_best56.0.lcssa, i64 7
  %1577 = extractelement <32 x i64> %max_index57.0.lcssa, i64 7
  %1578 = fcmp uno float %1576, 0.000000e+00
  %1579 = fcmp ord float %1574, 0.000000e+00
  %1580 = icmp ult i64 %1577, %1575
  %1581 = fcmp ogt float %1576, %1574
  %1582 = fcmp oeq float %1576, %1574
  %1583 = or i1 %1579, %1580
  %1584 = and i1 %1582, %1580
  %1585 = or i1 %1581, %1584
  %1586 = select i1 %1578, i1 %1583, i1 %1585
  %1587 = select i1 %1586, float %1576, float %1574
  %1588 = select i1 %1586, i64 %1577, i64 %1575
  %1589 = extractelement <32 x float> %max_best56.0.lcssa, i64 8
  %1590 = extractelement <32 x i64> %max_index57.0.lcssa, i64 8
  %1591 = fcmp uno float %1589, 0.000000e+00
  %1592 = fcmp ord float %1587, 0.000000e+00
  %1593 = icmp ult i64 %1590, %1588
  %1594 = fcmp ogt float %1589, %1587
  %1595 = fcmp oeq float %1589, %1587
  %1596 = or i1 %1592, %1593
  %1597 = and i1 %1595, %1593
  %1598 = or i1 %1594, %1597
  %1599 = select i1 %1591, i1 %1596, i1 %1598
  %1600 = select i1 %1599, float %1589, float %1587
  %1601 = select i1 %1599, i64 %1590, i64 %1588
  %1602 = extractelement <32 x float> %max_best56.0.lcssa, i64 9
  %1603 = extractelement <32 x i64> %max_index57.0.lcssa, i64 9
  %1604 = fcmp uno float %1602, 0.000000e+00
  %1605 = fcmp ord float %1600, 0.000000e+00
  %1606 = icmp ult i64 %1603, %1601
  %1607 = fcmp ogt float %1602, %1600
  %1608 = fcmp oeq float %1602, %1600
  %1609 = or i1 %1605, %1606
  %1610 = and i1 %1608, %1606
  %1611 = or i1 %1607, %1610
  %1612 = select i1 %1604, i1 %1609, i1 %1611
  %1613 = select i1 %1612, float %1602, float %1600
  %1614 = select i1 %1612, i64 %1603, i64 %1601
  %1615 = extractelement <32 x float> %max_best56.0.lcssa, i64 10
  %1616 = extractelement <32 x i64> %max_index57.0.lcssa, i64 10
  %1617 = fcmp uno float %1615, 0.000000e+00
  %1618 = fcmp ord float %1613, 0.000000e+00
  %1619 = icmp ult i64 %1616, %1614
  %1620 = fcmp ogt float %1615, %1613
  %1621 = fcmp oeq float %1615, %1613
  %1622 = or i1 %1618, %1619
  %1623 = and i1 %1621, %1619
  %1624 = or i1 %1620, %1623
  %1625 = select i1 %1617, i1 %1622, i1 %1624
  %1626 = select i1 %1625, float %1615, float %1613
  %1627 = select i1 %1625, i64 %1616, i64 %1614
  %1628 = extractelement <32 x float> %max_best56.0.lcssa, i64 11
  %1629 = extractelement <32 x i64> %max_index57.0.lcssa, i64 11
  %1630 = fcmp uno float %1628, 0.000000e+00
  %1631 = fcmp ord float %1626, 0.000000e+00
  %1632 = icmp ult i64 %1629, %1627
  %1633 = fcmp ogt float %1628, %1626
  %1634 = fcmp oeq float %1628, %1626
  %1635 = or i1 %1631, %1632
  %1636 = and i1 %1634, %1632
  %1637 = or i1 %1633, %1636
  %1638 = select i1 %1630, i1 %1635, i1 %1637
  %1639 = select i1 %1638, float %1628, float %1626
  %1640 = select i1 %1638, i64 %1629, i64 %1627
  %1641 = extractelement <32 x float> %max_best56.0.lcssa, i64 12
  %1642 = extractelement <32 x i64> %max_index57.0.lcssa, i64 12
  %1643 = fcmp uno float %1641, 0.000000e+00
  %1644 = fcmp ord float %1639, 0.000000e+00
  %1645 = icmp ult i64 %1642, %1640
  %1646 = fcmp ogt float %1641, %1639
  %1647 = fcmp oeq float %1641, %1639
  %1648 = or i1 %1644, %1645
  %1649 = and i1 %1647, %1645
  %1650 = or i1 %1646, %1649
  %1651 = select i1 %1643, i1 %1648, i1 %1650
  %1652 = select i1 %1651, float %1641, float %1639
  %1653 = select i1 %1651, i64 %1642, i64 %1640
  %1654 = extractelement <32 x float> %max_best56.0.lcssa, i64 13
  %1655 = extractelement <32 x i64> %max_index57.0.lcssa, i64 13
  %1656 = fcmp uno float %1654, 0.000000e+00
  %1657 = fcmp ord float %1652, 0.000000e+00
  %1658 = icmp ult i64 %1655, %1653
  %1659 = fcmp ogt float %1654, %1652
  %1660 = fcmp oeq float %1654, %1652
  %1661 = or i1 %1657, %1658
  %1662 = and i1 %1660, %1658
  %1663 = or i1 %1659, %1662
  %1664 = select i1 %1656, i1 %1661, i1 %1663
  %1665 = select i1 %1664, float %1654, float %1652
  %1666 = select i1 %1664, i64 %1655, i64 %1653
  %1667 = extractelement <32 x float> %max_best56.0.lcssa, i64 14
  %1668 = extractelement <32 x i64> %max_index57.0.lcssa, i64 14
  %1669 = fcmp uno float %1667, 0.000000e+00
  %1670 = fcmp ord float %1665, 0.000000e+00
  %1671 = icmp ult i64 %1668, %1666
  %1672 = fcmp ogt float %1667, %1665
  %1673 = fcmp oeq float %1667, %1665
  %1674 = or i1 %1670, %1671
  %1675 = and i1 %1673, %1671
  %1676 = or i1 %1672, %1675
  %1677 = select i1 %1669, i1 %1674, i1 %1676
  %1678 = select i1 %1677, float %1667, float %1665
  %1679 = select i1 %1677, i64 %1668, i64 %1666
  %1680 = extractelement <32 x float> %max_best56.0.lcssa, i64 15
  %1681 = extractelement <32 x i64> %max_index57.0.lcssa, i64 15
  %1682 = fcmp uno float %1680, 0.000000e+00
  %1683 = fcmp ord float %1678, 0.000000e+00
  %1684 = icmp ult i64 %1681, %1679
  %1685 = fcmp ogt float %1680, %1678
  %1686 = fcmp oeq float %1680, %1678
  %1687 = or i1 %1683, %1684
  %1688 = and i1 %1686, %1684
  %1689 = or i1 %1685, %1688
  %1690 = select i1 %1682, i1 %1687, i1 %1689
  %1691 = select i1 %1690, float %1680, float %1678
  %1692 = select i1 %1690, i64 %1681, i64 %1679
  %1693 = extractelement <32 x float> %max_best56.0.lcssa, i64 16
  %1694 = extractelement <32 x i64> %max_index57.0.lcssa, i64 16
  %1695 = fcmp uno float %1693, 0.000000e+00
  %1696 = fcmp ord float %1691, 0.000000e+00
  %1697 = icmp ult i64 %1694, %1692
  %1698 = fcmp ogt float %1693, %1691
  %1699 = fcmp oeq float %1693, %1691
  %1700 = or i1 %1696, %1697
  %1701 = and i1 %1699, %1697
  %1702 = or i1 %1698, %1701
  %1703 = select i1 %1695, i1 %1700, i1 %1702
  %1704 = select i1 %1703, float %1693, float %1691
  %1705 = select i1 %1703, i64 %1694, i64 %1692
  %1706 = extractelement <32 x float> %max_best56.0.lcssa, i64 17
  %1707 = extractelement <32 x i64> %max_index57.0.lcssa, i64 17
  %1708 = fcmp uno float %1706, 0.000000e+00
  %1709 = fcmp ord float %1704, 0.000000e+00
  %1710 = icmp ult i64 %1707, %1705
  %1711 = fcmp ogt float %1706, %1704
  %1712 = fcmp oeq float %1706, %1704
  %1713 = or i1 %1709, %1710
  %1714 = and i1 %1712, %1710
  %1715 = or i1 %1711, %1714
  %1716 = select i1 %1708, i1 %1713, i1 %1715
  %1717 = select i1 %1716, float %1706, float %1704
  %1718 = select i1 %1716, i64 %1707, i64 %1705
  %1719 = extractelement <32 x float> %max_best56.0.lcssa, i64 18
  %1720 = extractelement <32 x i64> %max_index57.0.lcssa, i64 18
  %1721 = fcmp uno float %1719, 0.000000e+00
  %1722 = fcmp ord float %1717, 0.000000e+00
  %1723 = icmp ult i64 %1720, %1718
  %1724 = fcmp ogt float %1719, %1717
  %1725 = fcmp oeq float %1719, %1717
  %1726 = or i1 %1722, %1723
  %1727 = and i1 %1725, %1723
  %1728 = or i1 %1724, %1727
  %1729 = select i1 %1721, i1 %1726, i1 %1728
  %1730 = select i1 %1729, float %1719, float %1717
  %1731 = select i1 %1729, i64 %1720, i64 %1718
  %1732 = extractelement <32 x float> %max_best56.0.lcssa, i64 19
  %1733 = extractelement <32 x i64> %max_index57.0.lcssa, i64 19
  %1734 = fcmp uno float %1732, 0.000000e+00
  %1735 = fcmp ord float %1730, 0.000000e+00
  %1736 = icmp ult i64 %1733, %1731
  %1737 = fcmp ogt float %1732, %1730
  %1738 = fcmp oeq float %1732, %1730
  %1739 = or i1 %1735, %1736
  %1740 = and i1 %1738, %1736
  %1741 = or i1 %1737, %1740
  %1742 = select i1 %1734, i1 %1739, i1 %1741
  %1743 = select i1 %1742, float %1732, float %1730
  %1744 = select i1 %1742, i64 %1733, i64 %1731
  %1745 = extractelement <32 x float> %max_best56.0.lcssa, i64 20
  %1746 = extractelement <32 x i64> %max_index57.0.lcssa, i64 20
  %1747 = fcmp uno float %1745, 0.000000e+00
  %1748 = fcmp ord float %1743, 0.000000e+00
  %1749 = icmp ult i64 %1746, %1744
  %1750 = fcmp ogt float %1745, %1743
  %1751 = fcmp oeq float %1745, %1743
  %1752 = or i1 %1748, %1749
  %1753 = and i1 %1751, %1749
  %1754 = or i1 %1750, %1753
  %1755 = select i1 %1747, i1 %1752, i1 %1754
  %1756 = select i1 %1755, float %1745, float %1743
  %1757 = select i1 %1755, i64 %1746, i64 %1744
  %1758 = extractelement <32 x float> %max_best56.0.lcssa, i64 21
  %1759 = extractelement <32 x i64> %max_index57.0.lcssa, i64 21
  %1760 = fcmp uno float %1758, 0.000000e+00
  %1761 = fcmp ord float %1756, 0.000000e+00
  %1762 = icmp ult i64 %1759, %1757
  %1763 = fcmp ogt float %1758, %1756
  %1764 = fcmp oeq float %1758, %1756
  %1765 = or i1 %1761, %1762
  %1766 = and i1 %1764, %1762
  %1767 = or i1 %1763, %1766
  %1768 = select i1 %1760, i1 %1765, i1 %1767
  %1769 = select i1 %1768, float %1758, float %1756
  %1770 = select i1 %1768, i64 %1759, i64 %1757
  %1771 = extractelement <32 x float> %max_best56.0.lcssa, i64 22
  %1772 = extractelement <32 x i64> %max_index57.0.lcssa, i64 22
  %1773 = fcmp uno float %1771, 0.000000e+00
  %1774 = fcmp ord float %1769, 0.000000e+00
  %1775 = icmp ult i64 %1772, %1770
  %1776 = fcmp ogt float %1771, %1769
  %1777 = fcmp oeq float %1771, %1769
  %1778 = or i1 %1774, %1775
  %1779 = and i1 %1777, %1775
  %1780 = or i1 %1776, %1779
  %1781 = select i1 %1773, i1 %1778, i1 %1780
  %1782 = select i1 %1781, float %1771, float %1769
  %1783 = select i1 %1781, i64 %1772, i64 %1770
  %1784 = extractelement <32 x float> %max_best56.0.lcssa, i64 23
  %1785 = extractelement <32 x i64> %max_index57.0.lcssa, i64 23
  %1786 = fcmp uno float %1784, 0.000000e+00
  %1787 = fcmp ord float %1782, 0.000000e+00
  %1788 = icmp ult i64 %1785, %1783
  %1789 = fcmp ogt float %1784, %1782
  %1790 = fcmp oeq float %1784, %1782
  %1791 = or i1 %1787, %1788
  %1792 = and i1 %1790, %1788
  %1793 = or i1 %1789, %1792
  %1794 = select i1 %1786, i1 %1791, i1 %1793
  %1795 = select i1 %1794, float %1784, float %1782
  %1796 = select i1 %1794, i64 %1785, i64 %1783
  %1797 = extractelement <32 x float> %max_best56.0.lcssa, i64 24
  %1798 = extractelement <32 x i64> %max_index57.0.lcssa, i64 24
  %1799 = fcmp uno float %1797, 0.000000e+00
  %1800 = fcmp ord float %1795, 0.000000e+00
  %1801 = icmp ult i64 %1798, %1796
  %1802 = fcmp ogt float %1797, %1795
  %1803 = fcmp oeq float %1797, %1795
  %1804 = or i1 %1800, %1801
  %1805 = and i1 %1803, %1801
  %1806 = or i1 %1802, %1805
  %1807 = select i1 %1799, i1 %1804, i1 %1806
  %1808 = select i1 %1807, float %1797, float %1795
  %1809 = select i1 %1807, i64 %1798, i64 %1796
  %1810 = extractelement <32 x float> %max_best56.0.lcssa, i64 25
  %1811 = extractelement <32 x i64> %max_index57.0.lcssa, i64 25
  %1812 = fcmp uno float %1810, 0.000000e+00
  %1813 = fcmp ord float %1808, 0.000000e+00
  %1814 = icmp ult i64 %1811, %1809
  %1815 = fcmp ogt float %1810, %1808
  %1816 = fcmp oeq float %1810, %1808
  %1817 = or i1 %1813, %1814
  %1818 = and i1 %1816, %1814
  %1819 = or i1 %1815, %1818
  %1820 = select i1 %1812, i1 %1817, i1 %1819
  %1821 = select i1 %1820, float %1810, float %1808
  %1822 = select i1 %1820, i64 %1811, i64 %1809
  %1823 = extractelement <32 x float> %max_best56.0.lcssa, i64 26
  %1824 = extractelement <32 x i64> %max_index57.0.lcssa, i64 26
  %1825 = fcmp uno float %1823, 0.000000e+00
  %1826 = fcmp ord float %1821, 0.000000e+00
  %1827 = icmp ult i64 %1824, %1822
  %1828 = fcmp ogt float %1823, %1821
  %1829 = fcmp oeq float %1823, %1821
  %1830 = or i1 %1826, %1827
  %1831 = and i1 %1829, %1827
  %1832 = or i1 %1828, %1831
  %1833 = select i1 %1825, i1 %1830, i1 %1832
  %1834 = select i1 %1833, float %1823, float %1821
  %1835 = select i1 %1833, i64 %1824, i64 %1822
  %1836 = extractelement <32 x float> %max_best56.0.lcssa, i64 27
  %1837 = extractelement <32 x i64> %max_index57.0.lcssa, i64 27
  %1838 = fcmp uno float %1836, 0.000000e+00
  %1839 = fcmp ord float %1834, 0.000000e+00
  %1840 = icmp ult i64 %1837, %1835
  %1841 = fcmp ogt float %1836, %1834
  %1842 = fcmp oeq float %1836, %1834
  %1843 = or i1 %1839, %1840
  %1844 = and i1 %1842, %1840
  %1845 = or i1 %1841, %1844
  %1846 = select i1 %1838, i1 %1843, i1 %1845
  %1847 = select i1 %1846, float %1836, float %1834
  %1848 = select i1 %1846, i64 %1837, i64 %1835
  %1849 = extractelement <32 x float> %max_best56.0.lcssa, i64 28
  %1850 = extractelement <32 x i64> %max_index57.0.lcssa, i64 28
  %1851 = fcmp uno float %1849, 0.000000e+00
  %1852 = fcmp ord float %1847, 0.000000e+00
  %1853 = icmp ult i64 %1850, %1848
  %1854 = fcmp ogt float %1849, %1847
  %1855 = fcmp oeq float %1849, %1847
  %1856 = or i1 %1852, %1853
  %1857 = and i1 %1855, %1853
  %1858 = or i1 %1854, %1857
  %1859 = select i1 %1851, i1 %1856, i1 %1858
  %1860 = select i1 %1859, float %1849, float %1847
  %1861 = select i1 %1859, i64 %1850, i64 %1848
  %1862 = extractelement <32 x float> %max_best56.0.lcssa, i64 29
  %1863 = extractelement <32 x i64> %max_index57.0.lcssa, i64 29
  %1864 = fcmp uno float %1862, 0.000000e+00
  %1865 = fcmp ord float %1860, 0.000000e+00
  %1866 = icmp ult i64 %1863, %1861
  %1867 = fcmp ogt float %1862, %1860
  %1868 = fcmp oeq float %1862, %1860
  %1869 = or i1 %1865, %1866
  %1870 = and i1 %1868, %1866
  %1871 = or i1 %1867, %1870
  %1872 = select i1 %1864, i1 %1869, i1 %1871
  %1873 = select i1 %1872, float %1862, float %1860
  %1874 = select i1 %1872, i64 %1863, i64 %1861
  %1875 = extractelement <32 x float> %max_best56.0.lcssa, i64 30
  %1876 = extractelement <32 x i64> %max_index57.0.lcssa, i64 30
  %1877 = fcmp uno float %1875, 0.000000e+00
  %1878 = fcmp ord float %1873, 0.000000e+00
  %1879 = icmp ult i64 %1876, %1874
  %1880 = fcmp ogt float %1875, %1873
  %1881 = fcmp oeq float %1875, %1873
  %1882 = or i1 %1878, %1879
  %1883 = and i1 %1881, %1879
  %1884 = or i1 %1880, %1883
  %1885 = select i1 %1877, i1 %1882, i1 %1884
  %1886 = select i1 %1885, float %1875, float %1873
  %1887 = select i1 %1885, i64 %1876, i64 %1874
  %1888 = extractelement <32 x float> %max_best56.0.lcssa, i64 31
  %1889 = extractelement <32 x i64> %max_index57.0.lcssa, i64 31
  %1890 = fcmp uno float %1888, 0.000000e+00
  %1891 = fcmp ord float %1886, 0.000000e+00
  %1892 = icmp ult i64 %1889, %1887
  %1893 = fcmp ogt float %1888, %1886
  %1894 = fcmp oeq float %1888, %1886
  %1895 = or i1 %1891, %1892
  %1896 = and i1 %1894, %1892
  %1897 = or i1 %1893, %1896
  %1898 = select i1 %1890, i1 %1895, i1 %1897
  %1899 = select i1 %1898, float %1888, float %1886
  %1900 = select i1 %1898, i64 %1889, i64 %1887
  br i1 %.not1345, label %fold_tail.exit67, label %fold_tail.body66

fold_tail.body66:                                 ; preds = %max_block.exit61, %fold_tail.body66
  %fold_tail681116 = phi i64 [ %1909, %fold_tail.body66 ], [ %blocks_end, %max_block.exit61 ]
  %fold_value51.01115 = phi float [ %1907, %fold_tail.body66 ], [ %1899, %max_block.exit61 ]
  %fold_index52.01114 = phi i64 [ %1908, %fold_tail.body66 ], [ %1900, %max_block.exit61 ]
  %1901 = getelementptr inbounds float, ptr %1457, i64 %fold_tail681116
  %1902 = load float, ptr %1901, align 4
  %1903 = fcmp ogt float %1902, %fold_value51.01115
  %1904 = fcmp uno float %1902, 0.000000e+00
  %1905 = fcmp ord float %fold_value51.01115, 0.000000e+00
  %1906 = and i1 %1905, %1904
  %take69 = or i1 %1903, %1906
  %1907 = select i1 %take69, float %1902, float %fold_value51.01115
  %1908 = select i1 %take69, i64 %fold_tail681116, i64 %fold_index52.01114
  %1909 = add nuw i64 %fold_tail681116, 1
  %1910 = icmp ult i64 %1909, %span_length
  br i1 %1910, label %fold_tail.body66, label %fold_tail.exit67

fold_tail.exit67:                                 ; preds = %fold_tail.body66, %max_block.exit61
  %fold_index52.0.lcssa = phi i64 [ %1900, %max_block.exit61 ], [ %1908, %fold_tail.body66 ]
  %fold_value51.0.lcssa = phi float [ %1899, %max_block.exit61 ], [ %1907, %fold_tail.body66 ]
  %index71 = add i64 %fold_index52.0.lcssa, %span_begin
  %index3272 = trunc i64 %index71 to i32
  %1911 = getelementptr inbounds nuw i8, ptr %18, i64 28
  %1912 = getelementptr inbounds nuw i8, ptr %18, i64 32
  store float %fold_value51.0.lcssa, ptr %1911, align 4
  store i32 %index3272, ptr %1912, align 4
  %.idx1005 = shl i64 %n_features, 4
  %1913 = getelementptr i8, ptr %scratch, i64 %.idx1005
  %1914 = getelementptr float, ptr %1913, i64 %span_begin
  br i1 %.not1344, label %max_block.exit83, label %max_block.body82.preheader

max_block.body82.preheader:                       ; preds = %fold_tail.exit67
  %1915 = add i64 %blocks_end, -1
  %1916 = lshr i64 %1915, 5
  %1917 = add nuw nsw i64 %1916, 1
  %xtraiter4793 = and i64 %1917, 1
  %1918 = icmp eq i64 %1916, 0
  br i1 %1918, label %max_block.body82.epil.preheader, label %max_block.body82.preheader.new

max_block.body82.preheader.new:                   ; preds = %max_block.body82.preheader
  %unroll_iter4799 = and i64 %1917, 1152921504606846974
  br label %max_block.body82

max_block.body82:                                 ; preds = %max_block.body82, %max_block.body82.preheader.new
  %max_block841121 = phi i64 [ 0, %max_block.body82.preheader.new ], [ %1940, %max_block.body82 ]
  %max_best78.01120 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body82.preheader.new ], [ %1935, %max_block.body82 ]
  %max_index79.01119 = phi <32 x i64> [ zeroinitializer, %max_block.body82.preheader.new ], [ %1939, %max_block.body82 ]
  %niter4800 = phi i64 [ 0, %max_block.body82.preheader.new ], [ %niter4800.next.1, %max_block.body82 ]
  %1919 = getelementptr inbounds float, ptr %1914, i64 %max_block841121
  %block85 = load <32 x float>, ptr %1919, align 4
  %1920 = fcmp ogt <32 x float> %block85, %max_best78.01120
  %1921 = fcmp uno <32 x float> %block85, zeroinitializer
  %1922 = fcmp ord <32 x float> %max_best78.01120, zeroinitializer
  %1923 = and <32 x i1> %1922, %1921
  %take86 = or <32 x i1> %1920, %1923
  %1924 = select <32 x i1> %take86, <32 x float> %block85, <32 x float> %max_best78.01120
  %1925 = insertelement <32 x i64> poison, i64 %max_block841121, i64 0
  %1926 = shufflevector <32 x i64> %1925, <32 x i64> poison, <32 x i32> zeroinitializer
  %1927 = or disjoint <32 x i64> %1926, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1928 = select <32 x i1> %take86, <32 x i64> %1927, <32 x i64> %max_index79.01119
  %1929 = or disjoint i64 %max_block841121, 32
  %1930 = getelementptr inbounds float, ptr %1914, i64 %1929
  %block85.1 = load <32 x float>, ptr %1930, align 4
  %1931 = fcmp ogt <32 x float> %block85.1, %1924
  %1932 = fcmp uno <32 x float> %block85.1, zeroinitializer
  %1933 = fcmp ord <32 x float> %1924, zeroinitializer
  %1934 = and <32 x i1> %1933, %1932
  %take86.1 = or <32 x i1> %1931, %1934
  %1935 = select <32 x i1> %take86.1, <32 x float> %block85.1, <32 x float> %1924
  %1936 = insertelement <32 x i64> poison, i64 %1929, i64 0
  %1937 = shufflevector <32 x i64> %1936, <32 x i64> poison, <32 x i32> zeroinitializer
  %1938 = or disjoint <32 x i64> %1937, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1939 = select <32 x i1> %take86.1, <32 x i64> %1938, <32 x i64> %1928
  %1940 = add nuw i64 %max_block841121, 64
  %niter4800.next.1 = add i64 %niter4800, 2
  %niter4800.ncmp.1.not = icmp eq i64 %niter4800.next.1, %unroll_iter4799
  br i1 %niter4800.ncmp.1.not, label %max_block.exit83.loopexit.unr-lcssa, label %max_block.body82

max_block.exit83.loopexit.unr-lcssa:              ; preds = %max_block.body82
  %lcmp.mod4795.not = icmp eq i64 %xtraiter4793, 0
  br i1 %lcmp.mod4795.not, label %max_block.exit83, label %max_block.body82.epil.preheader

max_block.body82.epil.preheader:                  ; preds = %max_block.exit83.loopexit.unr-lcssa, %max_block.body82.preheader
  %max_block841121.epil.init = phi i64 [ 0, %max_block.body82.preheader ], [ %1940, %max_block.exit83.loopexit.unr-lcssa ]
  %max_best78.01120.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body82.preheader ], [ %1935, %max_block.exit83.loopexit.unr-lcssa ]
  %max_index79.01119.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body82.preheader ], [ %1939, %max_block.exit83.loopexit.unr-lcssa ]
  %lcmp.mod4798 = icmp ne i64 %xtraiter4793, 0
  tail call void @llvm.assume(i1 %lcmp.mod4798)
  %1941 = getelementptr inbounds float, ptr %1914, i64 %max_block841121.epil.init
  %block85.epil = load <32 x float>, ptr %1941, align 4
  %1942 = fcmp ogt <32 x float> %block85.epil, %max_best78.01120.epil.init
  %1943 = fcmp uno <32 x float> %block85.epil, zeroinitializer
  %1944 = fcmp ord <32 x float> %max_best78.01120.epil.init, zeroinitializer
  %1945 = and <32 x i1> %1944, %1943
  %take86.epil = or <32 x i1> %1942, %1945
  %1946 = select <32 x i1> %take86.epil, <32 x float> %block85.epil, <32 x float> %max_best78.01120.epil.init
  %1947 = insertelement <32 x i64> poison, i64 %max_block841121.epil.init, i64 0
  %1948 = shufflevector <32 x i64> %1947, <32 x i64> poison, <32 x i32> zeroinitializer
  %1949 = or disjoint <32 x i64> %1948, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1950 = select <32 x i1> %take86.epil, <32 x i64> %1949, <32 x i64> %max_index79.01119.epil.init
  br label %max_block.exit83

max_block.exit83:                                 ; preds = %max_block.body82.epil.preheader, %max_block.exit83.loopexit.unr-lcssa, %fold_tail.exit67
  %max_index79.0.lcssa = phi <32 x i64> [ zeroinitializer, %fold_tail.exit67 ], [ %1939, %max_block.exit83.loopexit.unr-lcssa ], [ %1950, %max_block.body82.epil.preheader ]
  %max_best78.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit67 ], [ %1935, %max_block.exit83.loopexit.unr-lcssa ], [ %1946, %max_block.body82.epil.preheader ]
  %1951 = extractelement <32 x float> %max_best78.0.lcssa, i64 0
  %1952 = extractelement <32 x i64> %max_index79.0.lcssa, i64 0
  %1953 = fcmp une float %1951, 0xFFF0000000000000
  %1954 = select i1 %1953, i64 %1952, i64 0
  %1955 = extractelement <32 x float> %max_best78.0.lcssa, i64 1
  %1956 = extractelement <32 x i64> %max_index79.0.lcssa, i64 1
  %1957 = fcmp uno float %1955, 0.000000e+00
  %1958 = fcmp ord float %1951, 0.000000e+00
  %1959 = icmp ult i64 %1956, %1954
  %1960 = fcmp ogt float %1955, %1951
  %1961 = fcmp oeq float %1955, %1951
  %1962 = or i1 %1958, %1959
  %1963 = and i1 %1961, %1959
  %1964 = or i1 %1960, %1963
  %1965 = select i1 %1957, i1 %1962, i1 %1964
  %1966 = select i1 %1965, float %1955, float %1951
  %1967 = select i1 %1965, i64 %1956, i64 %1954
  %1968 = extractelement <32 x float> %max_best78.0.lcssa, i64 2
  %1969 = extractelement <32 x i64> %max_index79.0.lcssa, i64 2
  %1970 = fcmp uno float %1968, 0.000000e+00
  %1971 = fcmp ord float %1966, 0.000000e+00
  %1972 = icmp ult i64 %1969, %1967
  %1973 = fcmp ogt float %1968, %1966
  %1974 = fcmp oeq float %1968, %1966
  %1975 = or i1 %1971, %1972
  %1976 = and i1 %1974, %1972
  %1977 = or i1 %1973, %1976
  %1978 = select i1 %1970, i1 %1975, i1 %1977
  %1979 = select i1 %1978, float %1968, float %1966
  %1980 = select i1 %1978, i64 %1969, i64 %1967
  %1981 = extractelement <32 x float> %max_best78.0.lcssa, i64 3
  %1982 = extractelement <32 x i64> %max_index79.0.lcssa, i64 3
  %1983 = fcmp uno float %1981, 0.000000e+00
  %1984 = fcmp ord float %1979, 0.000000e+00
  %1985 = icmp ult i64 %1982, %1980
  %1986 = fcmp ogt float %1981, %1979
  %1987 = fcmp oeq float %1981, %1979
  %1988 = or i1 %1984, %1985
  %1989 = and i1 %1987, %1985
  %1990 = or i1 %1986, %1989
  %1991 = select i1 %1983, i1 %1988, i1 %1990
  %1992 = select i1 %1991, float %1981, float %1979
  %1993 = select i1 %1991, i64 %1982, i64 %1980
  %1994 = extractelement <32 x float> %max_best78.0.lcssa, i64 4
  %1995 = extractelement <32 x i64> %max_index79.0.lcssa, i64 4
  %1996 = fcmp uno float %1994, 0.000000e+00
  %1997 = fcmp ord float %1992, 0.000000e+00
  %1998 = icmp ult i64 %1995, %1993
  %1999 = fcmp ogt float %1994, %1992
  %2000 = fcmp oeq float %1994, %1992
  %2001 = or i1 %1997, %1998
  %2002 = and i1 %2000, %1998
  %2003 = or i1 %1999, %2002
  %2004 = select i1 %1996, i1 %2001, i1 %2003
  %2005 = select i1 %2004, float %1994, float %1992
  %2006 = select i1 %2004, i64 %1995, i64 %1993
  %2007 = extractelement <32 x float> %max_best78.0.lcssa, i64 5
  %2008 = extractelement <32 x i64> %max_index79.0.lcssa, i64 5
  %2009 = fcmp uno float %2007, 0.000000e+00
  %2010 = fcmp ord float %2005, 0.000000e+00
  %2011 = icmp ult i64 %2008, %2006
  %2012 = fcmp ogt float %2007, %2005
  %2013 = fcmp oeq float %2007, %2005
  %2014 = or i1 %2010, %2011
  %2015 = and i1 %2013, %2011
  %2016 = or i1 %2012, %2015
  %2017 = select i1 %2009, i1 %2014, i1 %2016
  %2018 = select i1 %2017, float %2007, float %2005
  %2019 = select i1 %2017, i64 %2008, i64 %2006
  %2020 = extractelement <32 x float> %max_best78.0.lcssa, i64 6
  %2021 = extractelement <32 x i64> %max_index79.0.lcssa, i64 6
  %2022 = fcmp uno float %2020, 0.000000e+00
  %2023 = fcmp ord float %2018, 0.000000e+00
  %2024 = icmp ult i64 %2021, %2019
  %2025 = fcmp ogt float %2020, %2018
  %2026 = fcmp oeq float %2020, %2018
  %2027 = or i1 %2023, %2024
  %2028 = and i1 %2026, %2024
  %2029 = or i1 %2025, %2028
  %2030 = select i1 %2022, i1 %2027, i1 %2029
  %2031 = select i1 %2030, float %2020, float %2018
  %2032 = select i1 %2030, i64 %2021, i64 %2019
  %2033 = extractelement <32 x float> %max_best78.0.lcssa, i64 7
  %2034 = extractelement <32 x i64> %max_index79.0.lcssa, i64 7
  %2035 = fcmp uno float %2033, 0.000000e+00
  %2036 = fcmp ord float %2031, 0.000000e+00
  %2037 = icmp ult i64 %2034, %2032
  %2038 = fcmp ogt float %2033, %2031
  %2039 = fcmp oeq float %2033, %2031
  %2040 = or i1 %2036, %2037
  %2041 = and i1 %2039, %2037
  %2042 = or i1 %2038, %2041
  %2043 = select i1 %2035, i1 %2040, i1 %2042
  %2044 = select i1 %2043, float %2033, float %2031
  %2045 = select i1 %2043, i64 %2034, i64 %2032
  %2046 = extractelement <32 x float> %max_best78.0.lcssa, i64 8
  %2047 = extractelement <32 x i64> %max_index79.0.lcssa, i64 8
  %2048 = fcmp uno float %2046, 0.000000e+00
  %2049 = fcmp ord float %2044, 0.000000e+00
  %2050 = icmp ult i64 %2047, %2045
  %2051 = fcmp ogt float %2046, %2044
  %2052 = fcmp oeq float %2046, %2044
  %2053 = or i1 %2049, %2050
  %2054 = and i1 %2052, %2050
  %2055 = or i1 %2051, %2054
  %2056 = select i1 %2048, i1 %2053, i1 %2055
  %2057 = select i1 %2056, float %2046, float %2044
  %2058 = select i1 %2056, i64 %2047, i64 %2045
  %2059 = extractelement <32 x float> %max_best78.0.lcssa, i64 9
  %2060 = extractelement <32 x i64> %max_index79.0.lcssa, i64 9
  %2061 = fcmp uno float %2059, 0.000000e+00
  %2062 = fcmp ord float %2057, 0.000000e+00
  %2063 = icmp ult i64 %2060, %2058
  %2064 = fcmp ogt float %2059, %2057
  %2065 = fcmp oeq float %2059, %2057
  %2066 = or i1 %2062, %2063
  %2067 = and i1 %2065, %2063
  %2068 = or i1 %2064, %2067
  %2069 = select i1 %2061, i1 %2066, i1 %2068
  %2070 = select i1 %2069, float %2059, float %2057
  %2071 = select i1 %2069, i64 %2060, i64 %2058
  %2072 = extractelement <32 x float> %max_best78.0.lcssa, i64 10
  %2073 = extractelement <32 x i64> %max_index79.0.lcssa, i64 10
  %2074 = fcmp uno float %2072, 0.000000e+00
  %2075 = fcmp ord float %2070, 0.000000e+00
  %2076 = icmp ult i64 %2073, %2071
  %2077 = fcmp ogt float %2072, %2070
  %2078 = fcmp oeq float %2072, %2070
  %2079 = or i1 %2075, %2076
  %2080 = and i1 %2078, %2076
  %2081 = or i1 %2077, %2080
  %2082 = select i1 %2074, i1 %2079, i1 %2081
  %2083 = select i1 %2082, float %2072, float %2070
  %2084 = select i1 %2082, i64 %2073, i64 %2071
  %2085 = extractelement <32 x float> %max_best78.0.lcssa, i64 11
  %2086 = extractelement <32 x i64> %max_index79.0.lcssa, i64 11
  %2087 = fcmp uno float %2085, 0.000000e+00
  %2088 = fcmp ord float %2083, 0.000000e+00
  %2089 = icmp ult i64 %2086, %2084
  %2090 = fcmp ogt float %2085, %2083
  %2091 = fcmp oeq float %2085, %2083
  %2092 = or i1 %2088, %2089
  %2093 = and i1 %2091, %2089
  %2094 = or i1 %2090, %2093
  %2095 = select i1 %2087, i1 %2092, i1 %2094
  %2096 = select i1 %2095, float %2085, float %2083
  %2097 = select i1 %2095, i64 %2086, i64 %2084
  %2098 = extractelement <32 x float> %max_best78.0.lcssa, i64 12
  %2099 = extractelement <32 x i64> %max_index79.0.lcssa, i64 12
  %2100 = fcmp uno float %2098, 0.000000e+00
  %2101 = fcmp ord float %2096, 0.000000e+00
  %2102 = icmp ult i64 %2099, %2097
  %2103 = fcmp ogt float %2098, %2096
  %2104 = fcmp oeq float %2098, %2096
  %2105 = or i1 %2101, %2102
  %2106 = and i1 %2104, %2102
  %2107 = or i1 %2103, %2106
  %2108 = select i1 %2100, i1 %2105, i1 %2107
  %2109 = select i1 %2108, float %2098, float %2096
  %2110 = select i1 %2108, i64 %2099, i64 %2097
  %2111 = extractelement <32 x float> %max_best78.0.lcssa, i64 13
  %2112 = extractelement <32 x i64> %max_index79.0.lcssa, i64 13
  %2113 = fcmp uno float %2111, 0.000000e+00
  %2114 = fcmp ord float %2109, 0.000000e+00
  %2115 = icmp ult i64 %2112, %2110
  %2116 = fcmp ogt float %2111, %2109
  %2117 = fcmp oeq float %2111, %2109
  %2118 = or i1 %2114, %2115
  %2119 = and i1 %2117, %2115
  %2120 = or i1 %2116, %2119
  %2121 = select i1 %2113, i1 %2118, i1 %2120
  %2122 = select i1 %2121, float %2111, float %2109
  %2123 = select i1 %2121, i64 %2112, i64 %2110
  %2124 = extractelement <32 x float> %max_best78.0.lcssa, i64 14
  %2125 = extractelement <32 x i64> %max_index79.0.lcssa, i64 14
  %2126 = fcmp uno float %2124, 0.000000e+00
  %2127 = fcmp ord float %2122, 0.000000e+00
  %2128 = icmp ult i64 %2125, %2123
  %2129 = fcmp ogt float %2124, %2122
  %2130 = fcmp oeq float %2124, %2122
  %2131 = or i1 %2127, %2128
  %2132 = and i1 %2130, %2128
  %2133 = or i1 %2129, %2132
  %2134 = select i1 %2126, i1 %2131, i1 %2133
  %2135 = select i1 %2134, float %2124, float %2122
  %2136 = select i1 %2134, i64 %2125, i64 %2123
  %2137 = extractelement <32 x float> %max_best78.0.lcssa, i64 15
  %2138 = extractelement <32 x i64> %max_index79.0.lcssa, i64 15
  %2139 = fcmp uno float %2137, 0.000000e+00
  %2140 = fcmp ord float %2135, 0.000000e+00
  %2141 = icmp ult i64 %2138, %2136
  %2142 = fcmp ogt float %2137, %2135
  %2143 = fcmp oeq float %2137, %2135
  %2144 = or i1 %2140, %2141
  %2145 = and i1 %2143, %2141
  %2146 = or i1 %2142, %2145
  %2147 = select i1 %2139, i1 %2144, i1 %2146
  %2148 = select i1 %2147, float %2137, float %2135
  %2149 = select i1 %2147, i64 %2138, i64 %2136
  %2150 = extractelement <32 x float> %max_best78.0.lcssa, i64 16
  %2151 = extractelement <32 x i64> %max_index79.0.lcssa, i64 16
  %2152 = fcmp uno float %2150, 0.000000e+00
  %2153 = fcmp ord float %2148, 0.000000e+00
  %2154 = icmp ult i64 %2151, %2149
  %2155 = fcmp ogt float %2150, %2148
  %2156 = fcmp oeq float %2150, %2148
  %2157 = or i1 %2153, %2154
  %2158 = and i1 %2156, %2154
  %2159 = or i1 %2155, %2158
  %2160 = select i1 %2152, i1 %2157, i1 %2159
  %2161 = select i1 %2160, float %2150, float %2148
  %2162 = select i1 %2160, i64 %2151, i64 %2149
  %2163 = extractelement <32 x float> %max_best78.0.lcssa, i64 17
  %2164 = extractelement <32 x i64> %max_index79.0.lcssa, i64 17
  %2165 = fcmp uno float %2163, 0.000000e+00
  %2166 = fcmp ord float %2161, 0.000000e+00
  %2167 = icmp ult i64 %2164, %2162
  %2168 = fcmp ogt float %2163, %2161
  %2169 = fcmp oeq float %2163, %2161
  %2170 = or i1 %2166, %2167
  %2171 = and i1 %2169, %2167
  %2172 = or i1 %2168, %2171
  %2173 = select i1 %2165, i1 %2170, i1 %2172
  %2174 = select i1 %2173, float %2163, float %2161
  %2175 = select i1 %2173, i64 %2164, i64 %2162
  %2176 = extractelement <32 x float> %max_best78.0.lcssa, i64 18
  %2177 = extractelement <32 x i64> %max_index79.0.lcssa, i64 18
  %2178 = fcmp uno float %2176, 0.000000e+00
  %2179 = fcmp ord float %2174, 0.000000e+00
  %2180 = icmp ult i64 %2177, %2175
  %2181 = fcmp ogt float %2176, %2174
  %2182 = fcmp oeq float %2176, %2174
  %2183 = or i1 %2179, %2180
  %2184 = and i1 %2182, %2180
  %2185 = or i1 %2181, %2184
  %2186 = select i1 %2178, i1 %2183, i1 %2185
  %2187 = select i1 %2186, float %2176, float %2174
  %2188 = select i1 %2186, i64 %2177, i64 %2175
  %2189 = extractelement <32 x float> %max_best78.0.lcssa, i64 19
  %2190 = extractelement <32 x i64> %max_index79.0.lcssa, i64 19
  %2191 = fcmp uno float %2189, 0.000000e+00
  %2192 = fcmp ord float %2187, 0.000000e+00
  %2193 = icmp ult i64 %2190, %2188
  %2194 = fcmp ogt float %2189, %2187
  %2195 = fcmp oeq float %2189, %2187
  %2196 = or i1 %2192, %2193
  %2197 = and i1 %2195, %2193
  %2198 = or i1 %2194, %2197
  %2199 = select i1 %2191, i1 %2196, i1 %2198
  %2200 = select i1 %2199, float %2189, float %2187
  %2201 = select i1 %2199, i64 %2190, i64 %2188
  %2202 = extractelement <32 x float> %max_best78.0.lcssa, i64 20
  %2203 = extractelement <32 x i64> %max_index79.0.lcssa, i64 20
  %2204 = fcmp uno float %2202, 0.000000e+00
  %2205 = fcmp ord float %2200, 0.000000e+00
  %2206 = icmp ult i64 %2203, %2201
  %2207 = fcmp ogt float %2202, %2200
  %2208 = fcmp oeq float %2202, %2200
  %2209 = or i1 %2205, %2206
  %2210 = and i1 %2208, %2206
  %2211 = or i1 %2207, %2210
  %2212 = select i1 %2204, i1 %2209, i1 %2211
  %2213 = select i1 %2212, float %2202, float %2200
  %2214 = select i1 %2212, i64 %2203, i64 %2201
  %2215 = extractelement <32 x float> %max_best78.0.lcssa, i64 21
  %2216 = extractelement <32 x i64> %max_index79.0.lcssa, i64 21
  %2217 = fcmp uno float %2215, 0.000000e+00
  %2218 = fcmp ord float %2213, 0.000000e+00
  %2219 = icmp ult i64 %2216, %2214
  %2220 = fcmp ogt float %2215, %2213
  %2221 = fcmp oeq float %2215, %2213
  %2222 = or i1 %2218, %2219
  %2223 = and i1 %2221, %2219
  %2224 = or i1 %2220, %2223
  %2225 = select i1 %2217, i1 %2222, i1 %2224
  %2226 = select i1 %2225, float %2215, float %2213
  %2227 = select i1 %2225, i64 %2216, i64 %2214
  %2228 = extractelement <32 x float> %max_best78.0.lcssa, i64 22
  %2229 = extractelement <32 x i64> %max_index79.0.lcssa, i64 22
  %2230 = fcmp uno float %2228, 0.000000e+00
  %2231 = fcmp ord float %2226, 0.000000e+00
  %2232 = icmp ult i64 %2229, %2227
  %2233 = fcmp ogt float %2228, %2226
  %2234 = fcmp oeq float %2228, %2226
  %2235 = or i1 %2231, %2232
  %2236 = and i1 %2234, %2232
  %2237 = or i1 %2233, %2236
  %2238 = select i1 %2230, i1 %2235, i1 %2237
  %2239 = select i1 %2238, float %2228, float %2226
  %2240 = select i1 %2238, i64 %2229, i64 %2227
  %2241 = extractelement <32 x float> %max_best78.0.lcssa, i64 23
  %2242 = extractelement <32 x i64> %max_index79.0.lcssa, i64 23
  %2243 = fcmp uno float %2241, 0.000000e+00
  %2244 = fcmp ord float %2239, 0.000000e+00
  %2245 = icmp ult i64 %2242, %2240
  %2246 = fcmp ogt float %2241, %2239
  %2247 = fcmp oeq float %2241, %2239
  %2248 = or i1 %2244, %2245
  %2249 = and i1 %2247, %2245
  %2250 = or i1 %2246, %2249
  %2251 = select i1 %2243, i1 %2248, i1 %2250
  %2252 = select i1 %2251, float %2241, float %2239
  %2253 = select i1 %2251, i64 %2242, i64 %2240
  %2254 = extractelement <32 x float> %max_best78.0.lcssa, i64 24
  %2255 = extractelement <32 x i64> %max_index79.0.lcssa, i64 24
  %2256 = fcmp uno float %2254, 0.000000e+00
  %2257 = fcmp ord float %2252, 0.000000e+00
  %2258 = icmp ult i64 %2255, %2253
  %2259 = fcmp ogt float %2254, %2252
  %2260 = fcmp oeq float %2254, %2252
  %2261 = or i1 %2257, %2258
  %2262 = and i1 %2260, %2258
  %2263 = or i1 %2259, %2262
  %2264 = select i1 %2256, i1 %2261, i1 %2263
  %2265 = select i1 %2264, float %2254, float %2252
  %2266 = select i1 %2264, i64 %2255, i64 %2253
  %2267 = extractelement <32 x float> %max_best78.0.lcssa, i64 25
  %2268 = extractelement <32 x i64> %max_index79.0.lcssa, i64 25
  %2269 = fcmp uno float %2267, 0.000000e+00
  %2270 = fcmp ord float %2265, 0.000000e+00
  %2271 = icmp ult i64 %2268, %2266
  %2272 = fcmp ogt float %2267, %2265
  %2273 = fcmp oeq float %2267, %2265
  %2274 = or i1 %2270, %2271
  %2275 = and i1 %2273, %2271
  %2276 = or i1 %2272, %2275
  %2277 = select i1 %2269, i1 %2274, i1 %2276
  %2278 = select i1 %2277, float %2267, float %2265
  %2279 = select i1 %2277, i64 %2268, i64 %2266
  %2280 = extractelement <32 x float> %max_best78.0.lcssa, i64 26
  %2281 = extractelement <32 x i64> %max_index79.0.lcssa, i64 26
  %2282 = fcmp uno float %2280, 0.000000e+00
  %2283 = fcmp ord float %2278, 0.000000e+00
  %2284 = icmp ult i64 %2281, %2279
  %2285 = fcmp ogt float %2280, %2278
  %2286 = fcmp oeq float %2280, %2278
  %2287 = or i1 %2283, %2284
  %2288 = and i1 %2286, %2284
  %2289 = or i1 %2285, %2288
  %2290 = select i1 %2282, i1 %2287, i1 %2289
  %2291 = select i1 %2290, float %2280, float %2278
  %2292 = select i1 %2290, i64 %2281, i64 %2279
  %2293 = extractelement <32 x float> %max_best78.0.lcssa, i64 27
  %2294 = extractelement <32 x i64> %max_index79.0.lcssa, i64 27
  %2295 = fcmp uno float %2293, 0.000000e+00
  %2296 = fcmp ord float %2291, 0.000000e+00
  %2297 = icmp ult i64 %2294, %2292
  %2298 = fcmp ogt float %2293, %2291
  %2299 = fcmp oeq float %2293, %2291
  %2300 = or i1 %2296, %2297
  %2301 = and i1 %2299, %2297
  %2302 = or i1 %2298, %2301
  %2303 = select i1 %2295, i1 %2300, i1 %2302
  %2304 = select i1 %2303, float %2293, float %2291
  %2305 = select i1 %2303, i64 %2294, i64 %2292
  %2306 = extractelement <32 x float> %max_best78.0.lcssa, i64 28
  %2307 = extractelement <32 x i64> %max_index79.0.lcssa, i64 28
  %2308 = fcmp uno float %2306, 0.000000e+00
  %2309 = fcmp ord float %2304, 0.000000e+00
  %2310 = icmp ult i64 %2307, %2305
  %2311 = fcmp ogt float %2306, %2304
  %2312 = fcmp oeq float %2306, %2304
  %2313 = or i1 %2309, %2310
  %2314 = and i1 %2312, %2310
  %2315 = or i1 %2311, %2314
  %2316 = select i1 %2308, i1 %2313, i1 %2315
  %2317 = select i1 %2316, float %2306, float %2304
  %2318 = select i1 %2316, i64 %2307, i64 %2305
  %2319 = extractelement <32 x float> %max_best78.0.lcssa, i64 29
  %2320 = extractelement <32 x i64> %max_index79.0.lcssa, i64 29
  %2321 = fcmp uno float %2319, 0.000000e+00
  %2322 = fcmp ord float %2317, 0.000000e+00
  %2323 = icmp ult i64 %2320, %2318
  %2324 = fcmp ogt float %2319, %2317
  %2325 = fcmp oeq float %2319, %2317
  %2326 = or i1 %2322, %2323
  %2327 = and i1 %2325, %2323
  %2328 = or i1 %2324, %2327
  %2329 = select i1 %2321, i1 %2326, i1 %2328
  %2330 = select i1 %2329, float %2319, float %2317
  %2331 = select i1 %2329, i64 %2320, i64 %2318
  %2332 = extractelement <32 x float> %max_best78.0.lcssa, i64 30
  %2333 = extractelement <32 x i64> %max_index79.0.lcssa, i64 30
  %2334 = fcmp uno float %2332, 0.000000e+00
  %2335 = fcmp ord float %2330, 0.000000e+00
  %2336 = icmp ult i64 %2333, %2331
  %2337 = fcmp ogt float %2332, %2330
  %2338 = fcmp oeq float %2332, %2330
  %2339 = or i1 %2335, %2336
  %2340 = and i1 %2338, %2336
  %2341 = or i1 %2337, %2340
  %2342 = select i1 %2334, i1 %2339, i1 %2341
  %2343 = select i1 %2342, float %2332, float %2330
  %2344 = select i1 %2342, i64 %2333, i64 %2331
  %2345 = extractelement <32 x float> %max_best78.0.lcssa, i64 31
  %2346 = extractelement <32 x i64> %max_index79.0.lcssa, i64 31
  %2347 = fcmp uno float %2345, 0.000000e+00
  %2348 = fcmp ord float %2343, 0.000000e+00
  %2349 = icmp ult i64 %2346, %2344
  %2350 = fcmp ogt float %2345, %2343
  %2351 = fcmp oeq float %2345, %2343
  %2352 = or i1 %2348, %2349
  %2353 = and i1 %2351, %2349
  %2354 = or i1 %2350, %2353
  %2355 = select i1 %2347, i1 %2352, i1 %2354
  %2356 = select i1 %2355, float %2345, float %2343
  %2357 = select i1 %2355, i64 %2346, i64 %2344
  br i1 %.not1345, label %fold_tail.exit89, label %fold_tail.body88

fold_tail.body88:                                 ; preds = %max_block.exit83, %fold_tail.body88
  %fold_tail901126 = phi i64 [ %2366, %fold_tail.body88 ], [ %blocks_end, %max_block.exit83 ]
  %fold_value73.01125 = phi float [ %2364, %fold_tail.body88 ], [ %2356, %max_block.exit83 ]
  %fold_index74.01124 = phi i64 [ %2365, %fold_tail.body88 ], [ %2357, %max_block.exit83 ]
  %2358 = getelementptr inbounds float, ptr %1914, i64 %fold_tail901126
  %2359 = load float, ptr %2358, align 4
  %2360 = fcmp ogt float %2359, %fold_value73.01125
  %2361 = fcmp uno float %2359, 0.000000e+00
  %2362 = fcmp ord float %fold_value73.01125, 0.000000e+00
  %2363 = and i1 %2362, %2361
  %take91 = or i1 %2360, %2363
  %2364 = select i1 %take91, float %2359, float %fold_value73.01125
  %2365 = select i1 %take91, i64 %fold_tail901126, i64 %fold_index74.01124
  %2366 = add nuw i64 %fold_tail901126, 1
  %2367 = icmp ult i64 %2366, %span_length
  br i1 %2367, label %fold_tail.body88, label %fold_tail.exit89

fold_tail.exit89:                                 ; preds = %fold_tail.body88, %max_block.exit83
  %fold_index74.0.lcssa = phi i64 [ %2357, %max_block.exit83 ], [ %2365, %fold_tail.body88 ]
  %fold_value73.0.lcssa = phi float [ %2356, %max_block.exit83 ], [ %2364, %fold_tail.body88 ]
  %index93 = add i64 %fold_index74.0.lcssa, %span_begin
  %index3294 = trunc i64 %index93 to i32
  %2368 = getelementptr inbounds nuw i8, ptr %18, i64 36
  %2369 = getelementptr inbounds nuw i8, ptr %18, i64 40
  store float %fold_value73.0.lcssa, ptr %2368, align 4
  store i32 %index3294, ptr %2369, align 4
  %top_p_off = fcmp uge float %top_p, 1.000000e+00
  %guard96 = and i1 %top_p_off, %not_greedy
  br i1 %guard96, label %gumbel.philox.header.preheader, label %guard.done

gumbel.philox.header.preheader:                   ; preds = %fold_tail.exit89
  br i1 %20, label %gumbel.philox.body.lr.ph, label %max_block.header113.preheader

gumbel.philox.body.lr.ph:                         ; preds = %gumbel.philox.header.preheader
  %2370 = trunc i64 %key0 to i32
  %2371 = lshr i64 %key0, 32
  %2372 = and i64 %key1, 4294967295
  %2373 = mul nuw i64 %2372, 3449720151
  %2374 = lshr i64 %2373, 32
  %2375 = xor i64 %row_begin, %2374
  %2376 = xor i64 %2375, %key0
  %2377 = xor i64 %key1, %key0
  %2378 = add i64 %key0, 2654435769
  %2379 = add nuw nsw i64 %2371, 3144134277
  %2380 = and i64 %2376, 4294967295
  %2381 = mul nuw i64 %2380, 3528531795
  %2382 = lshr i64 %2381, 32
  %2383 = xor i64 %2382, %2379
  %2384 = add i64 %key0, 1013904242
  %2385 = add nuw nsw i64 %2371, 1993301258
  %2386 = add i64 %key0, 3668340011
  %2387 = add nuw nsw i64 %2371, 842468239
  %2388 = add i64 %key0, 2027808484
  %2389 = add nuw nsw i64 %2371, 3986602516
  %2390 = add i64 %key0, 387276957
  %2391 = add nuw nsw i64 %2371, 2835769497
  %2392 = add i64 %key0, 3041712726
  %2393 = add nuw nsw i64 %2371, 1684936478
  %2394 = add i64 %key0, 1401181199
  %2395 = add nuw nsw i64 %2371, 534103459
  %2396 = add nuw nsw i64 %2371, 3678237736
  %2397 = add i32 %2370, -1879881855
  %min.iters.check2276 = icmp ult i64 %span_length, 8
  br i1 %min.iters.check2276, label %gumbel.philox.body.preheader, label %vector.ph2277

vector.ph2277:                                    ; preds = %gumbel.philox.body.lr.ph
  %n.vec2279 = and i64 %span_length, -8
  %2398 = add i64 %span_begin, %n.vec2279
  %broadcast.splatinsert2282 = insertelement <8 x i64> poison, i64 %2377, i64 0
  %broadcast.splat2283 = shufflevector <8 x i64> %broadcast.splatinsert2282, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2288 = insertelement <8 x i64> poison, i64 %2383, i64 0
  %broadcast.splat2289 = shufflevector <8 x i64> %broadcast.splatinsert2288, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2290 = insertelement <8 x i64> poison, i64 %2384, i64 0
  %broadcast.splat2291 = shufflevector <8 x i64> %broadcast.splatinsert2290, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2294 = insertelement <8 x i64> poison, i64 %2386, i64 0
  %broadcast.splat2295 = shufflevector <8 x i64> %broadcast.splatinsert2294, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2296 = insertelement <8 x i64> poison, i64 %2387, i64 0
  %broadcast.splat2297 = shufflevector <8 x i64> %broadcast.splatinsert2296, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2298 = insertelement <8 x i64> poison, i64 %2388, i64 0
  %broadcast.splat2299 = shufflevector <8 x i64> %broadcast.splatinsert2298, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2300 = insertelement <8 x i64> poison, i64 %2389, i64 0
  %broadcast.splat2301 = shufflevector <8 x i64> %broadcast.splatinsert2300, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2302 = insertelement <8 x i64> poison, i64 %2390, i64 0
  %broadcast.splat2303 = shufflevector <8 x i64> %broadcast.splatinsert2302, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2304 = insertelement <8 x i64> poison, i64 %2391, i64 0
  %broadcast.splat2305 = shufflevector <8 x i64> %broadcast.splatinsert2304, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2306 = insertelement <8 x i64> poison, i64 %2392, i64 0
  %broadcast.splat2307 = shufflevector <8 x i64> %broadcast.splatinsert2306, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2308 = insertelement <8 x i64> poison, i64 %2393, i64 0
  %broadcast.splat2309 = shufflevector <8 x i64> %broadcast.splatinsert2308, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2310 = insertelement <8 x i64> poison, i64 %2394, i64 0
  %broadcast.splat2311 = shufflevector <8 x i64> %broadcast.splatinsert2310, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2312 = insertelement <8 x i64> poison, i64 %2395, i64 0
  %broadcast.splat2313 = shufflevector <8 x i64> %broadcast.splatinsert2312, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2314 = insertelement <8 x i64> poison, i64 %2396, i64 0
  %broadcast.splat2315 = shufflevector <8 x i64> %broadcast.splatinsert2314, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2316 = insertelement <8 x i32> poison, i32 %2397, i64 0
  %broadcast.splat2317 = shufflevector <8 x i32> %broadcast.splatinsert2316, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2318 = insertelement <8 x i64> poison, i64 %span_begin, i64 0
  %broadcast.splat2319 = shufflevector <8 x i64> %broadcast.splatinsert2318, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = add nuw <8 x i64> %broadcast.splat2319, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %.scalar = xor i64 %2373, %2378
  %.scalar4410 = and i64 %.scalar, 4294967295
  %2399 = insertelement <8 x i64> poison, i64 %.scalar4410, i64 0
  %.masked = shufflevector <8 x i64> %2399, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar4411 = xor i64 %2381, %2385
  %.scalar4412 = and i64 %.scalar4411, 4294967295
  %2400 = insertelement <8 x i64> poison, i64 %.scalar4412, i64 0
  %.masked4391 = shufflevector <8 x i64> %2400, <8 x i64> poison, <8 x i32> zeroinitializer
  %2401 = getelementptr float, ptr %542, i64 %span_begin
  br label %vector.body2320

vector.body2320:                                  ; preds = %vector.body2320, %vector.ph2277
  %index2321 = phi i64 [ 0, %vector.ph2277 ], [ %index.next2323, %vector.body2320 ]
  %vec.ind = phi <8 x i64> [ %induction, %vector.ph2277 ], [ %vec.ind.next, %vector.body2320 ]
  %2402 = and <8 x i64> %vec.ind, splat (i64 4294967295)
  %2403 = mul nuw <8 x i64> %2402, splat (i64 3528531795)
  %2404 = xor <8 x i64> %broadcast.splat2283, %2403
  %2405 = lshr <8 x i64> %2404, splat (i64 32)
  %2406 = mul nuw <8 x i64> %2405, splat (i64 3449720151)
  %2407 = lshr <8 x i64> %2406, splat (i64 32)
  %2408 = xor <8 x i64> %broadcast.splat2289, %2403
  %2409 = xor <8 x i64> %.masked, %2407
  %2410 = mul nuw <8 x i64> %2409, splat (i64 3528531795)
  %2411 = and <8 x i64> %2408, splat (i64 4294967295)
  %2412 = mul nuw <8 x i64> %2411, splat (i64 3449720151)
  %2413 = lshr <8 x i64> %2410, splat (i64 32)
  %2414 = lshr <8 x i64> %2412, splat (i64 32)
  %2415 = xor <8 x i64> %2414, %broadcast.splat2291
  %2416 = xor <8 x i64> %2415, %2406
  %2417 = and <8 x i64> %2416, splat (i64 4294967295)
  %2418 = mul nuw <8 x i64> %2417, splat (i64 3528531795)
  %2419 = xor <8 x i64> %.masked4391, %2413
  %2420 = mul nuw <8 x i64> %2419, splat (i64 3449720151)
  %2421 = lshr <8 x i64> %2418, splat (i64 32)
  %2422 = lshr <8 x i64> %2420, splat (i64 32)
  %2423 = xor <8 x i64> %broadcast.splat2295, %2422
  %2424 = xor <8 x i64> %2423, %2412
  %2425 = xor <8 x i64> %2421, %broadcast.splat2297
  %2426 = xor <8 x i64> %2425, %2410
  %2427 = and <8 x i64> %2424, splat (i64 4294967295)
  %2428 = mul nuw <8 x i64> %2427, splat (i64 3528531795)
  %2429 = and <8 x i64> %2426, splat (i64 4294967295)
  %2430 = mul nuw <8 x i64> %2429, splat (i64 3449720151)
  %2431 = lshr <8 x i64> %2428, splat (i64 32)
  %2432 = lshr <8 x i64> %2430, splat (i64 32)
  %2433 = xor <8 x i64> %2432, %broadcast.splat2299
  %2434 = xor <8 x i64> %2433, %2420
  %2435 = xor <8 x i64> %broadcast.splat2301, %2431
  %2436 = xor <8 x i64> %2435, %2418
  %2437 = and <8 x i64> %2434, splat (i64 4294967295)
  %2438 = mul nuw <8 x i64> %2437, splat (i64 3528531795)
  %2439 = and <8 x i64> %2436, splat (i64 4294967295)
  %2440 = mul nuw <8 x i64> %2439, splat (i64 3449720151)
  %2441 = lshr <8 x i64> %2438, splat (i64 32)
  %2442 = lshr <8 x i64> %2440, splat (i64 32)
  %2443 = xor <8 x i64> %broadcast.splat2303, %2442
  %2444 = xor <8 x i64> %2443, %2430
  %2445 = xor <8 x i64> %2441, %broadcast.splat2305
  %2446 = xor <8 x i64> %2445, %2428
  %2447 = and <8 x i64> %2444, splat (i64 4294967295)
  %2448 = mul nuw <8 x i64> %2447, splat (i64 3528531795)
  %2449 = and <8 x i64> %2446, splat (i64 4294967295)
  %2450 = mul nuw <8 x i64> %2449, splat (i64 3449720151)
  %2451 = lshr <8 x i64> %2448, splat (i64 32)
  %2452 = lshr <8 x i64> %2450, splat (i64 32)
  %2453 = xor <8 x i64> %2452, %broadcast.splat2307
  %2454 = xor <8 x i64> %2453, %2440
  %2455 = xor <8 x i64> %broadcast.splat2309, %2451
  %2456 = xor <8 x i64> %2455, %2438
  %2457 = and <8 x i64> %2454, splat (i64 4294967295)
  %2458 = mul nuw <8 x i64> %2457, splat (i64 3528531795)
  %2459 = and <8 x i64> %2456, splat (i64 4294967295)
  %2460 = mul nuw <8 x i64> %2459, splat (i64 3449720151)
  %2461 = lshr <8 x i64> %2458, splat (i64 32)
  %2462 = lshr <8 x i64> %2460, splat (i64 32)
  %2463 = xor <8 x i64> %broadcast.splat2311, %2462
  %2464 = xor <8 x i64> %2463, %2450
  %2465 = xor <8 x i64> %2461, %broadcast.splat2313
  %2466 = xor <8 x i64> %2465, %2448
  %2467 = and <8 x i64> %2464, splat (i64 4294967295)
  %2468 = mul nuw <8 x i64> %2467, splat (i64 3528531795)
  %2469 = lshr <8 x i64> %2468, splat (i64 32)
  %2470 = trunc <8 x i64> %2466 to <8 x i32>
  %2471 = mul <8 x i32> %2470, splat (i32 -845247145)
  %2472 = xor <8 x i64> %broadcast.splat2315, %2469
  %2473 = xor <8 x i64> %2472, %2458
  %2474 = and <8 x i64> %2473, splat (i64 4294967295)
  %2475 = mul nuw <8 x i64> %2474, splat (i64 3449720151)
  %2476 = lshr <8 x i64> %2475, splat (i64 32)
  %2477 = trunc nuw <8 x i64> %2476 to <8 x i32>
  %2478 = xor <8 x i32> %2471, %broadcast.splat2317
  %2479 = xor <8 x i32> %2478, %2477
  %2480 = getelementptr float, ptr %2401, i64 %index2321
  store <8 x i32> %2479, ptr %2480, align 4
  %index.next2323 = add nuw i64 %index2321, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %2481 = icmp eq i64 %index.next2323, %n.vec2279
  br i1 %2481, label %middle.block2324, label %vector.body2320, !llvm.loop !4

middle.block2324:                                 ; preds = %vector.body2320
  %cmp.n2325 = icmp eq i64 %span_length, %n.vec2279
  br i1 %cmp.n2325, label %gumbel.body.preheader, label %gumbel.philox.body.preheader

gumbel.philox.body.preheader:                     ; preds = %gumbel.philox.body.lr.ph, %middle.block2324
  %gumbel.philox1129.ph = phi i64 [ %span_begin, %gumbel.philox.body.lr.ph ], [ %2398, %middle.block2324 ]
  %invariant.op = xor i64 %2378, %2373
  %invariant.op5312 = xor i64 %2385, %2381
  br label %gumbel.philox.body

guard.done:                                       ; preds = %fold_tail.exit89, %fold_tail.exit121
  store i32 1, ptr %18, align 4
  br label %span.done

gumbel.philox.body:                               ; preds = %gumbel.philox.body.preheader, %gumbel.philox.body
  %gumbel.philox1129 = phi i64 [ %2561, %gumbel.philox.body ], [ %gumbel.philox1129.ph, %gumbel.philox.body.preheader ]
  %2482 = and i64 %gumbel.philox1129, 4294967295
  %2483 = mul nuw i64 %2482, 3528531795
  %2484 = xor i64 %2377, %2483
  %2485 = lshr i64 %2484, 32
  %2486 = mul nuw i64 %2485, 3449720151
  %2487 = lshr i64 %2486, 32
  %.reass.reass5311 = xor i64 %2487, %invariant.op
  %2488 = xor i64 %2383, %2483
  %2489 = and i64 %.reass.reass5311, 4294967295
  %2490 = mul nuw i64 %2489, 3528531795
  %2491 = and i64 %2488, 4294967295
  %2492 = mul nuw i64 %2491, 3449720151
  %2493 = lshr i64 %2490, 32
  %2494 = lshr i64 %2492, 32
  %2495 = xor i64 %2494, %2384
  %2496 = xor i64 %2495, %2486
  %.reass2125.reass = xor i64 %2493, %invariant.op5312
  %2497 = and i64 %2496, 4294967295
  %2498 = mul nuw i64 %2497, 3528531795
  %2499 = and i64 %.reass2125.reass, 4294967295
  %2500 = mul nuw i64 %2499, 3449720151
  %2501 = lshr i64 %2498, 32
  %2502 = lshr i64 %2500, 32
  %2503 = xor i64 %2386, %2502
  %2504 = xor i64 %2503, %2492
  %2505 = xor i64 %2501, %2387
  %2506 = xor i64 %2505, %2490
  %2507 = and i64 %2504, 4294967295
  %2508 = mul nuw i64 %2507, 3528531795
  %2509 = and i64 %2506, 4294967295
  %2510 = mul nuw i64 %2509, 3449720151
  %2511 = lshr i64 %2508, 32
  %2512 = lshr i64 %2510, 32
  %2513 = xor i64 %2512, %2388
  %2514 = xor i64 %2513, %2500
  %2515 = xor i64 %2389, %2511
  %2516 = xor i64 %2515, %2498
  %2517 = and i64 %2514, 4294967295
  %2518 = mul nuw i64 %2517, 3528531795
  %2519 = and i64 %2516, 4294967295
  %2520 = mul nuw i64 %2519, 3449720151
  %2521 = lshr i64 %2518, 32
  %2522 = lshr i64 %2520, 32
  %2523 = xor i64 %2390, %2522
  %2524 = xor i64 %2523, %2510
  %2525 = xor i64 %2521, %2391
  %2526 = xor i64 %2525, %2508
  %2527 = and i64 %2524, 4294967295
  %2528 = mul nuw i64 %2527, 3528531795
  %2529 = and i64 %2526, 4294967295
  %2530 = mul nuw i64 %2529, 3449720151
  %2531 = lshr i64 %2528, 32
  %2532 = lshr i64 %2530, 32
  %2533 = xor i64 %2532, %2392
  %2534 = xor i64 %2533, %2520
  %2535 = xor i64 %2393, %2531
  %2536 = xor i64 %2535, %2518
  %2537 = and i64 %2534, 4294967295
  %2538 = mul nuw i64 %2537, 3528531795
  %2539 = and i64 %2536, 4294967295
  %2540 = mul nuw i64 %2539, 3449720151
  %2541 = lshr i64 %2538, 32
  %2542 = lshr i64 %2540, 32
  %2543 = xor i64 %2394, %2542
  %2544 = xor i64 %2543, %2530
  %2545 = xor i64 %2541, %2395
  %2546 = xor i64 %2545, %2528
  %2547 = and i64 %2544, 4294967295
  %2548 = mul nuw i64 %2547, 3528531795
  %2549 = lshr i64 %2548, 32
  %2550 = trunc i64 %2546 to i32
  %2551 = mul i32 %2550, -845247145
  %2552 = xor i64 %2396, %2549
  %2553 = xor i64 %2552, %2538
  %2554 = and i64 %2553, 4294967295
  %2555 = mul nuw i64 %2554, 3449720151
  %2556 = lshr i64 %2555, 32
  %2557 = trunc nuw i64 %2556 to i32
  %2558 = xor i32 %2551, %2557
  %2559 = xor i32 %2558, %2397
  %2560 = getelementptr inbounds float, ptr %542, i64 %gumbel.philox1129
  store i32 %2559, ptr %2560, align 4
  %2561 = add nuw i64 %gumbel.philox1129, 1
  %exitcond1501.not = icmp eq i64 %2561, %span_end
  br i1 %exitcond1501.not, label %gumbel.body.preheader, label %gumbel.philox.body, !llvm.loop !5

gumbel.body.preheader:                            ; preds = %gumbel.philox.body, %middle.block2324
  %min.iters.check2328 = icmp ult i64 %span_length, 8
  br i1 %min.iters.check2328, label %gumbel.body.preheader4697, label %vector.ph2329

vector.ph2329:                                    ; preds = %gumbel.body.preheader
  %n.vec2331 = and i64 %span_length, -8
  %2562 = add i64 %span_begin, %n.vec2331
  %2563 = getelementptr float, ptr %542, i64 %span_begin
  br label %vector.body2332

vector.body2332:                                  ; preds = %vector.body2332, %vector.ph2329
  %index2333 = phi i64 [ 0, %vector.ph2329 ], [ %index.next2336, %vector.body2332 ]
  %2564 = getelementptr float, ptr %2563, i64 %index2333
  %wide.load2335 = load <8 x i32>, ptr %2564, align 4
  %2565 = uitofp <8 x i32> %wide.load2335 to <8 x double>
  %2566 = fadd <8 x double> %2565, splat (double 5.000000e-01)
  %2567 = fmul <8 x double> %2566, splat (double 0x3DF0000000000000)
  %2568 = bitcast <8 x double> %2567 to <8 x i64>
  %2569 = lshr <8 x i64> %2568, splat (i64 32)
  %2570 = add nuw nsw <8 x i64> %2569, splat (i64 614242)
  %2571 = lshr <8 x i64> %2570, splat (i64 20)
  %2572 = add nsw <8 x i64> %2571, splat (i64 -1023)
  %2573 = shl nuw <8 x i64> %2570, splat (i64 32)
  %2574 = and <8 x i64> %2573, splat (i64 4503595332403200)
  %2575 = add nuw nsw <8 x i64> %2574, splat (i64 4604544269498187776)
  %2576 = and <8 x i64> %2568, splat (i64 4294967295)
  %2577 = or disjoint <8 x i64> %2575, %2576
  %2578 = bitcast <8 x i64> %2577 to <8 x double>
  %2579 = fadd <8 x double> %2578, splat (double -1.000000e+00)
  %2580 = fmul <8 x double> %2579, splat (double 5.000000e-01)
  %2581 = fmul <8 x double> %2579, %2580
  %2582 = fadd <8 x double> %2579, splat (double 2.000000e+00)
  %2583 = fdiv <8 x double> %2579, %2582
  %2584 = fmul <8 x double> %2583, %2583
  %2585 = fmul <8 x double> %2584, %2584
  %2586 = fmul <8 x double> %2585, splat (double 0x3FC39A09D078C69F)
  %2587 = fadd <8 x double> %2586, splat (double 0x3FCC71C51D8E78AF)
  %2588 = fmul <8 x double> %2585, %2587
  %2589 = fadd <8 x double> %2588, splat (double 0x3FD999999997FA04)
  %2590 = fmul <8 x double> %2585, %2589
  %2591 = fmul <8 x double> %2585, splat (double 0x3FC2F112DF3E5244)
  %2592 = fadd <8 x double> %2591, splat (double 0x3FC7466496CB03DE)
  %2593 = fmul <8 x double> %2585, %2592
  %2594 = fadd <8 x double> %2593, splat (double 0x3FD2492494229359)
  %2595 = fmul <8 x double> %2585, %2594
  %2596 = fadd <8 x double> %2595, splat (double 0x3FE5555555555593)
  %2597 = fmul <8 x double> %2584, %2596
  %2598 = fadd <8 x double> %2590, %2597
  %2599 = sitofp <8 x i64> %2572 to <8 x double>
  %2600 = fadd <8 x double> %2581, %2598
  %2601 = fmul <8 x double> %2583, %2600
  %2602 = fmul <8 x double> %2599, splat (double 0x3DEA39EF35793C76)
  %2603 = fadd <8 x double> %2602, %2601
  %2604 = fsub <8 x double> %2603, %2581
  %2605 = fadd <8 x double> %2579, %2604
  %2606 = fmul <8 x double> %2599, splat (double 0x3FE62E42FEE00000)
  %2607 = fadd <8 x double> %2606, %2605
  %2608 = fneg <8 x double> %2607
  %2609 = bitcast <8 x double> %2608 to <8 x i64>
  %2610 = lshr <8 x i64> %2609, splat (i64 32)
  %2611 = add nuw nsw <8 x i64> %2610, splat (i64 614242)
  %2612 = lshr <8 x i64> %2611, splat (i64 20)
  %2613 = add nsw <8 x i64> %2612, splat (i64 -1023)
  %2614 = shl <8 x i64> %2611, splat (i64 32)
  %2615 = and <8 x i64> %2614, splat (i64 4503595332403200)
  %2616 = add nuw nsw <8 x i64> %2615, splat (i64 4604544269498187776)
  %2617 = and <8 x i64> %2609, splat (i64 4294967295)
  %2618 = or disjoint <8 x i64> %2616, %2617
  %2619 = bitcast <8 x i64> %2618 to <8 x double>
  %2620 = fadd <8 x double> %2619, splat (double -1.000000e+00)
  %2621 = fmul <8 x double> %2620, splat (double 5.000000e-01)
  %2622 = fmul <8 x double> %2620, %2621
  %2623 = fadd <8 x double> %2620, splat (double 2.000000e+00)
  %2624 = fdiv <8 x double> %2620, %2623
  %2625 = fmul <8 x double> %2624, %2624
  %2626 = fmul <8 x double> %2625, %2625
  %2627 = fmul <8 x double> %2626, splat (double 0x3FC39A09D078C69F)
  %2628 = fadd <8 x double> %2627, splat (double 0x3FCC71C51D8E78AF)
  %2629 = fmul <8 x double> %2626, %2628
  %2630 = fadd <8 x double> %2629, splat (double 0x3FD999999997FA04)
  %2631 = fmul <8 x double> %2626, %2630
  %2632 = fmul <8 x double> %2626, splat (double 0x3FC2F112DF3E5244)
  %2633 = fadd <8 x double> %2632, splat (double 0x3FC7466496CB03DE)
  %2634 = fmul <8 x double> %2626, %2633
  %2635 = fadd <8 x double> %2634, splat (double 0x3FD2492494229359)
  %2636 = fmul <8 x double> %2626, %2635
  %2637 = fadd <8 x double> %2636, splat (double 0x3FE5555555555593)
  %2638 = fmul <8 x double> %2625, %2637
  %2639 = fadd <8 x double> %2631, %2638
  %2640 = sitofp <8 x i64> %2613 to <8 x double>
  %2641 = fadd <8 x double> %2622, %2639
  %2642 = fmul <8 x double> %2624, %2641
  %2643 = fmul <8 x double> %2640, splat (double 0x3DEA39EF35793C76)
  %2644 = fadd <8 x double> %2643, %2642
  %2645 = fsub <8 x double> %2644, %2622
  %2646 = fadd <8 x double> %2620, %2645
  %2647 = fmul <8 x double> %2640, splat (double 0x3FE62E42FEE00000)
  %2648 = fadd <8 x double> %2647, %2646
  %2649 = fptrunc <8 x double> %2648 to <8 x float>
  %2650 = fneg <8 x float> %2649
  store <8 x float> %2650, ptr %2564, align 4
  %index.next2336 = add nuw i64 %index2333, 8
  %2651 = icmp eq i64 %index.next2336, %n.vec2331
  br i1 %2651, label %middle.block2337, label %vector.body2332, !llvm.loop !6

middle.block2337:                                 ; preds = %vector.body2332
  %cmp.n2338 = icmp eq i64 %span_length, %n.vec2331
  br i1 %cmp.n2338, label %iter.check, label %gumbel.body.preheader4697

gumbel.body.preheader4697:                        ; preds = %gumbel.body.preheader, %middle.block2337
  %gumbel1130.ph = phi i64 [ %span_begin, %gumbel.body.preheader ], [ %2562, %middle.block2337 ]
  br label %gumbel.body

gumbel.body:                                      ; preds = %gumbel.body.preheader4697, %gumbel.body
  %gumbel1130 = phi i64 [ %2738, %gumbel.body ], [ %gumbel1130.ph, %gumbel.body.preheader4697 ]
  %2652 = getelementptr inbounds float, ptr %542, i64 %gumbel1130
  %word = load i32, ptr %2652, align 4
  %2653 = uitofp i32 %word to double
  %2654 = fadd double %2653, 5.000000e-01
  %2655 = fmul double %2654, 0x3DF0000000000000
  %2656 = bitcast double %2655 to i64
  %2657 = lshr i64 %2656, 32
  %2658 = add nuw nsw i64 %2657, 614242
  %2659 = lshr i64 %2658, 20
  %2660 = add nsw i64 %2659, -1023
  %2661 = shl nuw i64 %2658, 32
  %2662 = and i64 %2661, 4503595332403200
  %2663 = add nuw nsw i64 %2662, 4604544269498187776
  %2664 = and i64 %2656, 4294967295
  %2665 = or disjoint i64 %2663, %2664
  %2666 = bitcast i64 %2665 to double
  %2667 = fadd double %2666, -1.000000e+00
  %2668 = fmul double %2667, 5.000000e-01
  %2669 = fmul double %2667, %2668
  %2670 = fadd double %2667, 2.000000e+00
  %2671 = fdiv double %2667, %2670
  %2672 = fmul double %2671, %2671
  %2673 = fmul double %2672, %2672
  %2674 = fmul double %2673, 0x3FC39A09D078C69F
  %2675 = fadd double %2674, 0x3FCC71C51D8E78AF
  %2676 = fmul double %2673, %2675
  %2677 = fadd double %2676, 0x3FD999999997FA04
  %2678 = fmul double %2673, %2677
  %2679 = fmul double %2673, 0x3FC2F112DF3E5244
  %2680 = fadd double %2679, 0x3FC7466496CB03DE
  %2681 = fmul double %2673, %2680
  %2682 = fadd double %2681, 0x3FD2492494229359
  %2683 = fmul double %2673, %2682
  %2684 = fadd double %2683, 0x3FE5555555555593
  %2685 = fmul double %2672, %2684
  %2686 = fadd double %2678, %2685
  %2687 = sitofp i64 %2660 to double
  %2688 = fadd double %2669, %2686
  %2689 = fmul double %2671, %2688
  %2690 = fmul double %2687, 0x3DEA39EF35793C76
  %2691 = fadd double %2690, %2689
  %2692 = fsub double %2691, %2669
  %2693 = fadd double %2667, %2692
  %2694 = fmul double %2687, 0x3FE62E42FEE00000
  %2695 = fadd double %2694, %2693
  %2696 = fneg double %2695
  %2697 = bitcast double %2696 to i64
  %2698 = lshr i64 %2697, 32
  %2699 = add nuw nsw i64 %2698, 614242
  %2700 = lshr i64 %2699, 20
  %2701 = add nsw i64 %2700, -1023
  %2702 = shl i64 %2699, 32
  %2703 = and i64 %2702, 4503595332403200
  %2704 = add nuw nsw i64 %2703, 4604544269498187776
  %2705 = and i64 %2697, 4294967295
  %2706 = or disjoint i64 %2704, %2705
  %2707 = bitcast i64 %2706 to double
  %2708 = fadd double %2707, -1.000000e+00
  %2709 = fmul double %2708, 5.000000e-01
  %2710 = fmul double %2708, %2709
  %2711 = fadd double %2708, 2.000000e+00
  %2712 = fdiv double %2708, %2711
  %2713 = fmul double %2712, %2712
  %2714 = fmul double %2713, %2713
  %2715 = fmul double %2714, 0x3FC2F112DF3E5244
  %2716 = fadd double %2715, 0x3FC7466496CB03DE
  %2717 = insertelement <2 x double> poison, double %2714, i64 0
  %2718 = shufflevector <2 x double> %2717, <2 x double> poison, <2 x i32> zeroinitializer
  %2719 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %2716, i64 1
  %2720 = fmul <2 x double> %2718, %2719
  %2721 = fadd <2 x double> %2720, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %2722 = fmul <2 x double> %2718, %2721
  %2723 = fadd <2 x double> %2722, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %2724 = insertelement <2 x double> %2717, double %2713, i64 1
  %2725 = fmul <2 x double> %2724, %2723
  %shift = shufflevector <2 x double> %2725, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %2725, %shift
  %2726 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %2727 = sitofp i64 %2701 to double
  %2728 = fadd double %2710, %2726
  %2729 = fmul double %2712, %2728
  %2730 = fmul double %2727, 0x3DEA39EF35793C76
  %2731 = fadd double %2730, %2729
  %2732 = fsub double %2731, %2710
  %2733 = fadd double %2708, %2732
  %2734 = fmul double %2727, 0x3FE62E42FEE00000
  %2735 = fadd double %2734, %2733
  %2736 = fptrunc double %2735 to float
  %2737 = fneg float %2736
  store float %2737, ptr %2652, align 4
  %2738 = add nuw i64 %gumbel1130, 1
  %exitcond1502.not = icmp eq i64 %2738, %span_end
  br i1 %exitcond1502.not, label %iter.check, label %gumbel.body, !llvm.loop !7

iter.check:                                       ; preds = %gumbel.body, %middle.block2337
  %min.iters.check2345 = icmp ult i64 %span_length, 4
  br i1 %min.iters.check2345, label %feature.body98.preheader, label %vector.memcheck2340

vector.memcheck2340:                              ; preds = %iter.check
  %2739 = mul i64 %n_features, %row_begin
  %2740 = shl i64 %2739, 2
  %2741 = add i64 %2740, %input_02263
  %2742 = sub i64 %scratch2262, %2741
  %diff.check2341 = icmp ult i64 %2742, 128
  %2743 = mul i64 %n_features, -4
  %diff.check2342 = icmp ult i64 %2743, 128
  %conflict.rdx2343 = or i1 %diff.check2341, %diff.check2342
  br i1 %conflict.rdx2343, label %feature.body98.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck2340
  %min.iters.check2347 = icmp ult i64 %span_length, 32
  br i1 %min.iters.check2347, label %vec.epilog.ph, label %vector.ph2348

vector.ph2348:                                    ; preds = %vector.main.loop.iter.check
  %n.mod.vf2349 = and i64 %span_length, 28
  %n.vec2350 = and i64 %span_length, -32
  %broadcast.splatinsert2351 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat2352 = shufflevector <8 x float> %broadcast.splatinsert2351, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body2353

vector.body2353:                                  ; preds = %vector.body2353, %vector.ph2348
  %index2354 = phi i64 [ 0, %vector.ph2348 ], [ %index.next2363, %vector.body2353 ]
  %2744 = add i64 %span_begin, %index2354
  %2745 = getelementptr inbounds float, ptr %19, i64 %2744
  %2746 = getelementptr inbounds nuw i8, ptr %2745, i64 32
  %2747 = getelementptr inbounds nuw i8, ptr %2745, i64 64
  %2748 = getelementptr inbounds nuw i8, ptr %2745, i64 96
  %wide.load2355 = load <8 x float>, ptr %2745, align 4
  %wide.load2356 = load <8 x float>, ptr %2746, align 4
  %wide.load2357 = load <8 x float>, ptr %2747, align 4
  %wide.load2358 = load <8 x float>, ptr %2748, align 4
  %2749 = fmul <8 x float> %broadcast.splat2352, %wide.load2355
  %2750 = fmul <8 x float> %broadcast.splat2352, %wide.load2356
  %2751 = fmul <8 x float> %broadcast.splat2352, %wide.load2357
  %2752 = fmul <8 x float> %broadcast.splat2352, %wide.load2358
  %2753 = fcmp one <8 x float> %wide.load2355, splat (float 0xFFF0000000000000)
  %2754 = fcmp one <8 x float> %wide.load2356, splat (float 0xFFF0000000000000)
  %2755 = fcmp one <8 x float> %wide.load2357, splat (float 0xFFF0000000000000)
  %2756 = fcmp one <8 x float> %wide.load2358, splat (float 0xFFF0000000000000)
  %2757 = select <8 x i1> %2753, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2758 = select <8 x i1> %2754, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2759 = select <8 x i1> %2755, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2760 = select <8 x i1> %2756, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2761 = fcmp oeq <8 x float> %wide.load2355, splat (float 0xFFF0000000000000)
  %2762 = fcmp oeq <8 x float> %wide.load2356, splat (float 0xFFF0000000000000)
  %2763 = fcmp oeq <8 x float> %wide.load2357, splat (float 0xFFF0000000000000)
  %2764 = fcmp oeq <8 x float> %wide.load2358, splat (float 0xFFF0000000000000)
  %2765 = select <8 x i1> %2761, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2766 = select <8 x i1> %2762, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2767 = select <8 x i1> %2763, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2768 = select <8 x i1> %2764, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2769 = fcmp ogt <8 x float> %2765, %2757
  %2770 = fcmp ogt <8 x float> %2766, %2758
  %2771 = fcmp ogt <8 x float> %2767, %2759
  %2772 = fcmp ogt <8 x float> %2768, %2760
  %2773 = select <8 x i1> %2769, <8 x float> %2765, <8 x float> %2757
  %2774 = select <8 x i1> %2770, <8 x float> %2766, <8 x float> %2758
  %2775 = select <8 x i1> %2771, <8 x float> %2767, <8 x float> %2759
  %2776 = select <8 x i1> %2772, <8 x float> %2768, <8 x float> %2760
  %2777 = getelementptr inbounds float, ptr %542, i64 %2744
  %2778 = getelementptr inbounds nuw i8, ptr %2777, i64 32
  %2779 = getelementptr inbounds nuw i8, ptr %2777, i64 64
  %2780 = getelementptr inbounds nuw i8, ptr %2777, i64 96
  %wide.load2359 = load <8 x float>, ptr %2777, align 4
  %wide.load2360 = load <8 x float>, ptr %2778, align 4
  %wide.load2361 = load <8 x float>, ptr %2779, align 4
  %wide.load2362 = load <8 x float>, ptr %2780, align 4
  %2781 = fadd <8 x float> %2749, %wide.load2359
  %2782 = fadd <8 x float> %2750, %wide.load2360
  %2783 = fadd <8 x float> %2751, %wide.load2361
  %2784 = fadd <8 x float> %2752, %wide.load2362
  %2785 = fcmp une <8 x float> %2773, zeroinitializer
  %2786 = fcmp une <8 x float> %2774, zeroinitializer
  %2787 = fcmp une <8 x float> %2775, zeroinitializer
  %2788 = fcmp une <8 x float> %2776, zeroinitializer
  %2789 = select <8 x i1> %2785, <8 x float> %2781, <8 x float> splat (float 0xFFF0000000000000)
  %2790 = select <8 x i1> %2786, <8 x float> %2782, <8 x float> splat (float 0xFFF0000000000000)
  %2791 = select <8 x i1> %2787, <8 x float> %2783, <8 x float> splat (float 0xFFF0000000000000)
  %2792 = select <8 x i1> %2788, <8 x float> %2784, <8 x float> splat (float 0xFFF0000000000000)
  %2793 = getelementptr inbounds float, ptr %scratch, i64 %2744
  %2794 = getelementptr inbounds nuw i8, ptr %2793, i64 32
  %2795 = getelementptr inbounds nuw i8, ptr %2793, i64 64
  %2796 = getelementptr inbounds nuw i8, ptr %2793, i64 96
  store <8 x float> %2789, ptr %2793, align 4
  store <8 x float> %2790, ptr %2794, align 4
  store <8 x float> %2791, ptr %2795, align 4
  store <8 x float> %2792, ptr %2796, align 4
  %index.next2363 = add nuw i64 %index2354, 32
  %2797 = icmp eq i64 %index.next2363, %n.vec2350
  br i1 %2797, label %middle.block2364, label %vector.body2353, !llvm.loop !8

middle.block2364:                                 ; preds = %vector.body2353
  %cmp.n2365 = icmp eq i64 %span_length, %n.vec2350
  br i1 %cmp.n2365, label %max_block.header113.preheader, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block2364
  %ind.end = add i64 %span_begin, %n.vec2350
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf2349, 0
  br i1 %min.epilog.iters.check, label %feature.body98.preheader, label %vec.epilog.ph, !prof !9

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec2350, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec2367 = and i64 %span_length, -4
  %2798 = add i64 %span_begin, %n.vec2367
  %broadcast.splatinsert2368 = insertelement <4 x float> poison, float %inv_t, i64 0
  %broadcast.splat2369 = shufflevector <4 x float> %broadcast.splatinsert2368, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index2370 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next2374, %vec.epilog.vector.body ]
  %offset.idx2371 = add i64 %span_begin, %index2370
  %2799 = getelementptr inbounds float, ptr %19, i64 %offset.idx2371
  %wide.load2372 = load <4 x float>, ptr %2799, align 4
  %2800 = fmul <4 x float> %broadcast.splat2369, %wide.load2372
  %2801 = fcmp one <4 x float> %wide.load2372, splat (float 0xFFF0000000000000)
  %2802 = select <4 x i1> %2801, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %2803 = fcmp oeq <4 x float> %wide.load2372, splat (float 0xFFF0000000000000)
  %2804 = select <4 x i1> %2803, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %2805 = fcmp ogt <4 x float> %2804, %2802
  %2806 = select <4 x i1> %2805, <4 x float> %2804, <4 x float> %2802
  %2807 = getelementptr inbounds float, ptr %542, i64 %offset.idx2371
  %wide.load2373 = load <4 x float>, ptr %2807, align 4
  %2808 = fadd <4 x float> %2800, %wide.load2373
  %2809 = fcmp une <4 x float> %2806, zeroinitializer
  %2810 = select <4 x i1> %2809, <4 x float> %2808, <4 x float> splat (float 0xFFF0000000000000)
  %2811 = getelementptr inbounds float, ptr %scratch, i64 %offset.idx2371
  store <4 x float> %2810, ptr %2811, align 4
  %index.next2374 = add nuw i64 %index2370, 4
  %2812 = icmp eq i64 %index.next2374, %n.vec2367
  br i1 %2812, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !10

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n2375 = icmp eq i64 %span_length, %n.vec2367
  br i1 %cmp.n2375, label %max_block.header113.preheader, label %feature.body98.preheader

feature.body98.preheader:                         ; preds = %vector.memcheck2340, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature1001131.ph = phi i64 [ %span_begin, %iter.check ], [ %span_begin, %vector.memcheck2340 ], [ %ind.end, %vec.epilog.iter.check ], [ %2798, %vec.epilog.middle.block ]
  %2813 = sub i64 %span_end, %feature1001131.ph
  %.neg = add i64 %feature1001131.ph, 1
  %xtraiter4801 = and i64 %2813, 1
  %lcmp.mod4802.not = icmp eq i64 %xtraiter4801, 0
  br i1 %lcmp.mod4802.not, label %feature.body98.prol.loopexit, label %feature.body98.prol

feature.body98.prol:                              ; preds = %feature.body98.preheader
  %2814 = getelementptr inbounds float, ptr %19, i64 %feature1001131.ph
  %2815 = load float, ptr %2814, align 4
  %2816 = fmul float %inv_t, %2815
  %2817 = fcmp one float %2815, 0xFFF0000000000000
  %2818 = select i1 %2817, float 1.000000e+00, float 0.000000e+00
  %2819 = fcmp oeq float %2815, 0xFFF0000000000000
  %2820 = select i1 %2819, float 1.000000e+00, float 0.000000e+00
  %2821 = fcmp ogt float %2820, %2818
  %max.prol = select i1 %2821, float %2820, float %2818
  %2822 = getelementptr inbounds float, ptr %542, i64 %feature1001131.ph
  %2823 = load float, ptr %2822, align 4
  %2824 = fadd float %2816, %2823
  %2825 = fcmp une float %max.prol, 0.000000e+00
  %2826 = select i1 %2825, float %2824, float 0xFFF0000000000000
  %2827 = getelementptr inbounds float, ptr %scratch, i64 %feature1001131.ph
  store float %2826, ptr %2827, align 4
  %2828 = add nuw i64 %feature1001131.ph, 1
  br label %feature.body98.prol.loopexit

feature.body98.prol.loopexit:                     ; preds = %feature.body98.prol, %feature.body98.preheader
  %feature1001131.unr = phi i64 [ %feature1001131.ph, %feature.body98.preheader ], [ %2828, %feature.body98.prol ]
  %2829 = icmp eq i64 %span_end, %.neg
  br i1 %2829, label %max_block.header113.preheader, label %feature.body98

max_block.header113.preheader:                    ; preds = %feature.body98.prol.loopexit, %feature.body98, %middle.block2364, %vec.epilog.middle.block, %gumbel.philox.header.preheader
  br i1 %.not1344, label %max_block.exit115, label %max_block.body114.preheader

max_block.body114.preheader:                      ; preds = %max_block.header113.preheader
  %2830 = add i64 %blocks_end, -1
  %2831 = lshr i64 %2830, 5
  %2832 = add nuw nsw i64 %2831, 1
  %xtraiter4803 = and i64 %2832, 1
  %2833 = icmp eq i64 %2831, 0
  br i1 %2833, label %max_block.body114.epil.preheader, label %max_block.body114.preheader.new

max_block.body114.preheader.new:                  ; preds = %max_block.body114.preheader
  %unroll_iter4809 = and i64 %2832, 1152921504606846974
  br label %max_block.body114

feature.body98:                                   ; preds = %feature.body98.prol.loopexit, %feature.body98
  %feature1001131 = phi i64 [ %2863, %feature.body98 ], [ %feature1001131.unr, %feature.body98.prol.loopexit ]
  %2834 = getelementptr inbounds float, ptr %19, i64 %feature1001131
  %2835 = load float, ptr %2834, align 4
  %2836 = fmul float %inv_t, %2835
  %2837 = fcmp one float %2835, 0xFFF0000000000000
  %2838 = select i1 %2837, float 1.000000e+00, float 0.000000e+00
  %2839 = fcmp oeq float %2835, 0xFFF0000000000000
  %2840 = select i1 %2839, float 1.000000e+00, float 0.000000e+00
  %2841 = fcmp ogt float %2840, %2838
  %max = select i1 %2841, float %2840, float %2838
  %2842 = getelementptr inbounds float, ptr %542, i64 %feature1001131
  %2843 = load float, ptr %2842, align 4
  %2844 = fadd float %2836, %2843
  %2845 = fcmp une float %max, 0.000000e+00
  %2846 = select i1 %2845, float %2844, float 0xFFF0000000000000
  %2847 = getelementptr inbounds float, ptr %scratch, i64 %feature1001131
  store float %2846, ptr %2847, align 4
  %2848 = add nuw i64 %feature1001131, 1
  %2849 = getelementptr inbounds float, ptr %19, i64 %2848
  %2850 = load float, ptr %2849, align 4
  %2851 = fmul float %inv_t, %2850
  %2852 = fcmp one float %2850, 0xFFF0000000000000
  %2853 = select i1 %2852, float 1.000000e+00, float 0.000000e+00
  %2854 = fcmp oeq float %2850, 0xFFF0000000000000
  %2855 = select i1 %2854, float 1.000000e+00, float 0.000000e+00
  %2856 = fcmp ogt float %2855, %2853
  %max.1 = select i1 %2856, float %2855, float %2853
  %2857 = getelementptr inbounds float, ptr %542, i64 %2848
  %2858 = load float, ptr %2857, align 4
  %2859 = fadd float %2851, %2858
  %2860 = fcmp une float %max.1, 0.000000e+00
  %2861 = select i1 %2860, float %2859, float 0xFFF0000000000000
  %2862 = getelementptr inbounds float, ptr %scratch, i64 %2848
  store float %2861, ptr %2862, align 4
  %2863 = add nuw i64 %feature1001131, 2
  %exitcond1503.not.1 = icmp eq i64 %2863, %span_end
  br i1 %exitcond1503.not.1, label %max_block.header113.preheader, label %feature.body98, !llvm.loop !11

max_block.body114:                                ; preds = %max_block.body114, %max_block.body114.preheader.new
  %max_block1161134 = phi i64 [ 0, %max_block.body114.preheader.new ], [ %2885, %max_block.body114 ]
  %max_best110.01133 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body114.preheader.new ], [ %2880, %max_block.body114 ]
  %max_index111.01132 = phi <32 x i64> [ zeroinitializer, %max_block.body114.preheader.new ], [ %2884, %max_block.body114 ]
  %niter4810 = phi i64 [ 0, %max_block.body114.preheader.new ], [ %niter4810.next.1, %max_block.body114 ]
  %2864 = getelementptr inbounds float, ptr %86, i64 %max_block1161134
  %block117 = load <32 x float>, ptr %2864, align 4
  %2865 = fcmp ogt <32 x float> %block117, %max_best110.01133
  %2866 = fcmp uno <32 x float> %block117, zeroinitializer
  %2867 = fcmp ord <32 x float> %max_best110.01133, zeroinitializer
  %2868 = and <32 x i1> %2867, %2866
  %take118 = or <32 x i1> %2865, %2868
  %2869 = select <32 x i1> %take118, <32 x float> %block117, <32 x float> %max_best110.01133
  %2870 = insertelement <32 x i64> poison, i64 %max_block1161134, i64 0
  %2871 = shufflevector <32 x i64> %2870, <32 x i64> poison, <32 x i32> zeroinitializer
  %2872 = or disjoint <32 x i64> %2871, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %2873 = select <32 x i1> %take118, <32 x i64> %2872, <32 x i64> %max_index111.01132
  %2874 = or disjoint i64 %max_block1161134, 32
  %2875 = getelementptr inbounds float, ptr %86, i64 %2874
  %block117.1 = load <32 x float>, ptr %2875, align 4
  %2876 = fcmp ogt <32 x float> %block117.1, %2869
  %2877 = fcmp uno <32 x float> %block117.1, zeroinitializer
  %2878 = fcmp ord <32 x float> %2869, zeroinitializer
  %2879 = and <32 x i1> %2878, %2877
  %take118.1 = or <32 x i1> %2876, %2879
  %2880 = select <32 x i1> %take118.1, <32 x float> %block117.1, <32 x float> %2869
  %2881 = insertelement <32 x i64> poison, i64 %2874, i64 0
  %2882 = shufflevector <32 x i64> %2881, <32 x i64> poison, <32 x i32> zeroinitializer
  %2883 = or disjoint <32 x i64> %2882, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %2884 = select <32 x i1> %take118.1, <32 x i64> %2883, <32 x i64> %2873
  %2885 = add nuw i64 %max_block1161134, 64
  %niter4810.next.1 = add i64 %niter4810, 2
  %niter4810.ncmp.1.not = icmp eq i64 %niter4810.next.1, %unroll_iter4809
  br i1 %niter4810.ncmp.1.not, label %max_block.exit115.loopexit.unr-lcssa, label %max_block.body114

max_block.exit115.loopexit.unr-lcssa:             ; preds = %max_block.body114
  %lcmp.mod4805.not = icmp eq i64 %xtraiter4803, 0
  br i1 %lcmp.mod4805.not, label %max_block.exit115, label %max_block.body114.epil.preheader

max_block.body114.epil.preheader:                 ; preds = %max_block.exit115.loopexit.unr-lcssa, %max_block.body114.preheader
  %max_block1161134.epil.init = phi i64 [ 0, %max_block.body114.preheader ], [ %2885, %max_block.exit115.loopexit.unr-lcssa ]
  %max_best110.01133.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body114.preheader ], [ %2880, %max_block.exit115.loopexit.unr-lcssa ]
  %max_index111.01132.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body114.preheader ], [ %2884, %max_block.exit115.loopexit.unr-lcssa ]
  %lcmp.mod4808 = icmp ne i64 %xtraiter4803, 0
  tail call void @llvm.assume(i1 %lcmp.mod4808)
  %2886 = getelementptr inbounds float, ptr %86, i64 %max_block1161134.epil.init
  %block117.epil = load <32 x float>, ptr %2886, align 4
  %2887 = fcmp ogt <32 x float> %block117.epil, %max_best110.01133.epil.init
  %2888 = fcmp uno <32 x float> %block117.epil, zeroinitializer
  %2889 = fcmp ord <32 x float> %max_best110.01133.epil.init, zeroinitializer
  %2890 = and <32 x i1> %2889, %2888
  %take118.epil = or <32 x i1> %2887, %2890
  %2891 = select <32 x i1> %take118.epil, <32 x float> %block117.epil, <32 x float> %max_best110.01133.epil.init
  %2892 = insertelement <32 x i64> poison, i64 %max_block1161134.epil.init, i64 0
  %2893 = shufflevector <32 x i64> %2892, <32 x i64> poison, <32 x i32> zeroinitializer
  %2894 = or disjoint <32 x i64> %2893, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %2895 = select <32 x i1> %take118.epil, <32 x i64> %2894, <32 x i64> %max_index111.01132.epil.init
  br label %max_block.exit115

max_block.exit115:                                ; preds = %max_block.body114.epil.preheader, %max_block.exit115.loopexit.unr-lcssa, %max_block.header113.preheader
  %max_index111.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header113.preheader ], [ %2884, %max_block.exit115.loopexit.unr-lcssa ], [ %2895, %max_block.body114.epil.preheader ]
  %max_best110.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header113.preheader ], [ %2880, %max_block.exit115.loopexit.unr-lcssa ], [ %2891, %max_block.body114.epil.preheader ]
  %2896 = extractelement <32 x float> %max_best110.0.lcssa, i64 0
  %2897 = extractelement <32 x i64> %max_index111.0.lcssa, i64 0
  %2898 = fcmp une float %2896, 0xFFF0000000000000
  %2899 = select i1 %2898, i64 %2897, i64 0
  %2900 = extractelement <32 x float> %max_best110.0.lcssa, i64 1
  %2901 = extractelement <32 x i64> %max_index111.0.lcssa, i64 1
  %2902 = fcmp uno float %2900, 0.000000e+00
  %2903 = fcmp ord float %2896, 0.000000e+00
  %2904 = icmp ult i64 %2901, %2899
  %2905 = fcmp ogt float %2900, %2896
  %2906 = fcmp oeq float %2900, %2896
  %2907 = or i1 %2903, %2904
  %2908 = and i1 %2906, %2904
  %2909 = or i1 %2905, %2908
  %2910 = select i1 %2902, i1 %2907, i1 %2909
  %2911 = select i1 %2910, float %2900, float %2896
  %2912 = select i1 %2910, i64 %2901, i64 %2899
  %2913 = extractelement <32 x float> %max_best110.0.lcssa, i64 2
  %2914 = extractelement <32 x i64> %max_index111.0.lcssa, i64 2
  %2915 = fcmp uno float %2913, 0.000000e+00
  %2916 = fcmp ord float %2911, 0.000000e+00
  %2917 = icmp ult i64 %2914, %2912
  %2918 = fcmp ogt float %2913, %2911
  %2919 = fcmp oeq float %2913, %2911
  %2920 = or i1 %2916, %2917
  %2921 = and i1 %2919, %2917
  %2922 = or i1 %2918, %2921
  %2923 = select i1 %2915, i1 %2920, i1 %2922
  %2924 = select i1 %2923, float %2913, float %2911
  %2925 = select i1 %2923, i64 %2914, i64 %2912
  %2926 = extractelement <32 x float> %max_best110.0.lcssa, i64 3
  %2927 = extractelement <32 x i64> %max_index111.0.lcssa, i64 3
  %2928 = fcmp uno float %2926, 0.000000e+00
  %2929 = fcmp ord float %2924, 0.000000e+00
  %2930 = icmp ult i64 %2927, %2925
  %2931 = fcmp ogt float %2926, %2924
  %2932 = fcmp oeq float %2926, %2924
  %2933 = or i1 %2929, %2930
  %2934 = and i1 %2932, %2930
  %2935 = or i1 %2931, %2934
  %2936 = select i1 %2928, i1 %2933, i1 %2935
  %2937 = select i1 %2936, float %2926, float %2924
  %2938 = select i1 %2936, i64 %2927, i64 %2925
  %2939 = extractelement <32 x float> %max_best110.0.lcssa, i64 4
  %2940 = extractelement <32 x i64> %max_index111.0.lcssa, i64 4
  %2941 = fcmp uno float %2939, 0.000000e+00
  %2942 = fcmp ord float %2937, 0.000000e+00
  %2943 = icmp ult i64 %2940, %2938
  %2944 = fcmp ogt float %2939, %2937
  %2945 = fcmp oeq float %2939, %2937
  %2946 = or i1 %2942, %2943
  %2947 = and i1 %2945, %2943
  %2948 = or i1 %2944, %2947
  %2949 = select i1 %2941, i1 %2946, i1 %2948
  %2950 = select i1 %2949, float %2939, float %2937
  %2951 = select i1 %2949, i64 %2940, i64 %2938
  %2952 = extractelement <32 x float> %max_best110.0.lcssa, i64 5
  %2953 = extractelement <32 x i64> %max_index111.0.lcssa, i64 5
  %2954 = fcmp uno float %2952, 0.000000e+00
  %2955 = fcmp ord float %2950, 0.000000e+00
  %2956 = icmp ult i64 %2953, %2951
  %2957 = fcmp ogt float %2952, %2950
  %2958 = fcmp oeq float %2952, %2950
  %2959 = or i1 %2955, %2956
  %2960 = and i1 %2958, %2956
  %2961 = or i1 %2957, %2960
  %2962 = select i1 %2954, i1 %2959, i1 %2961
  %2963 = select i1 %2962, float %2952, float %2950
  %2964 = select i1 %2962, i64 %2953, i64 %2951
  %2965 = extractelement <32 x float> %max_best110.0.lcssa, i64 6
  %2966 = extractelement <32 x i64> %max_index111.0.lcssa, i64 6
  %2967 = fcmp uno float %2965, 0.000000e+00
  %2968 = fcmp ord float %2963, 0.000000e+00
  %2969 = icmp ult i64 %2966, %2964
  %2970 = fcmp ogt float %2965, %2963
  %2971 = fcmp oeq float %2965, %2963
  %2972 = or i1 %2968, %2969
  %2973 = and i1 %2971, %2969
  %2974 = or i1 %2970, %2973
  %2975 = select i1 %2967, i1 %2972, i1 %2974
  %2976 = select i1 %2975, float %2965, float %2963
  %2977 = select i1 %2975, i64 %2966, i64 %2964
  %2978 = extractelement <32 x float> %max_best110.0.lcssa, i64 7
  %2979 = extractelement <32 x i64> %max_index111.0.lcssa, i64 7
  %2980 = fcmp uno float %2978, 0.000000e+00
  %2981 = fcmp ord float %2976, 0.000000e+00
  %2982 = icmp ult i64 %2979, %2977
  %2983 = fcmp ogt float %2978, %2976
  %2984 = fcmp oeq float %2978, %2976
  %2985 = or i1 %2981, %2982
  %2986 = and i1 %2984, %2982
  %2987 = or i1 %2983, %2986
  %2988 = select i1 %2980, i1 %2985, i1 %2987
  %2989 = select i1 %2988, float %2978, float %2976
  %2990 = select i1 %2988, i64 %2979, i64 %2977
  %2991 = extractelement <32 x float> %max_best110.0.lcssa, i64 8
  %2992 = extractelement <32 x i64> %max_index111.0.lcssa, i64 8
  %2993 = fcmp uno float %2991, 0.000000e+00
  %2994 = fcmp ord float %2989, 0.000000e+00
  %2995 = icmp ult i64 %2992, %2990
  %2996 = fcmp ogt float %2991, %2989
  %2997 = fcmp oeq float %2991, %2989
  %2998 = or i1 %2994, %2995
  %2999 = and i1 %2997, %2995
  %3000 = or i1 %2996, %2999
  %3001 = select i1 %2993, i1 %2998, i1 %3000
  %3002 = select i1 %3001, float %2991, float %2989
  %3003 = select i1 %3001, i64 %2992, i64 %2990
  %3004 = extractelement <32 x float> %max_best110.0.lcssa, i64 9
  %3005 = extractelement <32 x i64> %max_index111.0.lcssa, i64 9
  %3006 = fcmp uno float %3004, 0.000000e+00
  %3007 = fcmp ord float %3002, 0.000000e+00
  %3008 = icmp ult i64 %3005, %3003
  %3009 = fcmp ogt float %3004, %3002
  %3010 = fcmp oeq float %3004, %3002
  %3011 = or i1 %3007, %3008
  %3012 = and i1 %3010, %3008
  %3013 = or i1 %3009, %3012
  %3014 = select i1 %3006, i1 %3011, i1 %3013
  %3015 = select i1 %3014, float %3004, float %3002
  %3016 = select i1 %3014, i64 %3005, i64 %3003
  %3017 = extractelement <32 x float> %max_best110.0.lcssa, i64 10
  %3018 = extractelement <32 x i64> %max_index111.0.lcssa, i64 10
  %3019 = fcmp uno float %3017, 0.000000e+00
  %3020 = fcmp ord float %3015, 0.000000e+00
  %3021 = icmp ult i64 %3018, %3016
  %3022 = fcmp ogt float %3017, %3015
  %3023 = fcmp oeq float %3017, %3015
  %3024 = or i1 %3020, %3021
  %3025 = and i1 %3023, %3021
  %3026 = or i1 %3022, %3025
  %3027 = select i1 %3019, i1 %3024, i1 %3026
  %3028 = select i1 %3027, float %3017, float %3015
  %3029 = select i1 %3027, i64 %3018, i64 %3016
  %3030 = extractelement <32 x float> %max_best110.0.lcssa, i64 11
  %3031 = extractelement <32 x i64> %max_index111.0.lcssa, i64 11
  %3032 = fcmp uno float %3030, 0.000000e+00
  %3033 = fcmp ord float %3028, 0.000000e+00
  %3034 = icmp ult i64 %3031, %3029
  %3035 = fcmp ogt float %3030, %3028
  %3036 = fcmp oeq float %3030, %3028
  %3037 = or i1 %3033, %3034
  %3038 = and i1 %3036, %3034
  %3039 = or i1 %3035, %3038
  %3040 = select i1 %3032, i1 %3037, i1 %3039
  %3041 = select i1 %3040, float %3030, float %3028
  %3042 = select i1 %3040, i64 %3031, i64 %3029
  %3043 = extractelement <32 x float> %max_best110.0.lcssa, i64 12
  %3044 = extractelement <32 x i64> %max_index111.0.lcssa, i64 12
  %3045 = fcmp uno float %3043, 0.000000e+00
  %3046 = fcmp ord float %3041, 0.000000e+00
  %3047 = icmp ult i64 %3044, %3042
  %3048 = fcmp ogt float %3043, %3041
  %3049 = fcmp oeq float %3043, %3041
  %3050 = or i1 %3046, %3047
  %3051 = and i1 %3049, %3047
  %3052 = or i1 %3048, %3051
  %3053 = select i1 %3045, i1 %3050, i1 %3052
  %3054 = select i1 %3053, float %3043, float %3041
  %3055 = select i1 %3053, i64 %3044, i64 %3042
  %3056 = extractelement <32 x float> %max_best110.0.lcssa, i64 13
  %3057 = extractelement <32 x i64> %max_index111.0.lcssa, i64 13
  %3058 = fcmp uno float %3056, 0.000000e+00
  %3059 = fcmp ord float %3054, 0.000000e+00
  %3060 = icmp ult i64 %3057, %3055
  %3061 = fcmp ogt float %3056, %3054
  %3062 = fcmp oeq float %3056, %3054
  %3063 = or i1 %3059, %3060
  %3064 = and i1 %3062, %3060
  %3065 = or i1 %3061, %3064
  %3066 = select i1 %3058, i1 %3063, i1 %3065
  %3067 = select i1 %3066, float %3056, float %3054
  %3068 = select i1 %3066, i64 %3057, i64 %3055
  %3069 = extractelement <32 x float> %max_best110.0.lcssa, i64 14
  %3070 = extractelement <32 x i64> %max_index111.0.lcssa, i64 14
  %3071 = fcmp uno float %3069, 0.000000e+00
  %3072 = fcmp ord float %3067, 0.000000e+00
  %3073 = icmp ult i64 %3070, %3068
  %3074 = fcmp ogt float %3069, %3067
  %3075 = fcmp oeq float %3069, %3067
  %3076 = or i1 %3072, %3073
  %3077 = and i1 %3075, %3073
  %3078 = or i1 %3074, %3077
  %3079 = select i1 %3071, i1 %3076, i1 %3078
  %3080 = select i1 %3079, float %3069, float %3067
  %3081 = select i1 %3079, i64 %3070, i64 %3068
  %3082 = extractelement <32 x float> %max_best110.0.lcssa, i64 15
  %3083 = extractelement <32 x i64> %max_index111.0.lcssa, i64 15
  %3084 = fcmp uno float %3082, 0.000000e+00
  %3085 = fcmp ord float %3080, 0.000000e+00
  %3086 = icmp ult i64 %3083, %3081
  %3087 = fcmp ogt float %3082, %3080
  %3088 = fcmp oeq float %3082, %3080
  %3089 = or i1 %3085, %3086
  %3090 = and i1 %3088, %3086
  %3091 = or i1 %3087, %3090
  %3092 = select i1 %3084, i1 %3089, i1 %3091
  %3093 = select i1 %3092, float %3082, float %3080
  %3094 = select i1 %3092, i64 %3083, i64 %3081
  %3095 = extractelement <32 x float> %max_best110.0.lcssa, i64 16
  %3096 = extractelement <32 x i64> %max_index111.0.lcssa, i64 16
  %3097 = fcmp uno float %3095, 0.000000e+00
  %3098 = fcmp ord float %3093, 0.000000e+00
  %3099 = icmp ult i64 %3096, %3094
  %3100 = fcmp ogt float %3095, %3093
  %3101 = fcmp oeq float %3095, %3093
  %3102 = or i1 %3098, %3099
  %3103 = and i1 %3101, %3099
  %3104 = or i1 %3100, %3103
  %3105 = select i1 %3097, i1 %3102, i1 %3104
  %3106 = select i1 %3105, float %3095, float %3093
  %3107 = select i1 %3105, i64 %3096, i64 %3094
  %3108 = extractelement <32 x float> %max_best110.0.lcssa, i64 17
  %3109 = extractelement <32 x i64> %max_index111.0.lcssa, i64 17
  %3110 = fcmp uno float %3108, 0.000000e+00
  %3111 = fcmp ord float %3106, 0.000000e+00
  %3112 = icmp ult i64 %3109, %3107
  %3113 = fcmp ogt float %3108, %3106
  %3114 = fcmp oeq float %3108, %3106
  %3115 = or i1 %3111, %3112
  %3116 = and i1 %3114, %3112
  %3117 = or i1 %3113, %3116
  %3118 = select i1 %3110, i1 %3115, i1 %3117
  %3119 = select i1 %3118, float %3108, float %3106
  %3120 = select i1 %3118, i64 %3109, i64 %3107
  %3121 = extractelement <32 x float> %max_best110.0.lcssa, i64 18
  %3122 = extractelement <32 x i64> %max_index111.0.lcssa, i64 18
  %3123 = fcmp uno float %3121, 0.000000e+00
  %3124 = fcmp ord float %3119, 0.000000e+00
  %3125 = icmp ult i64 %3122, %3120
  %3126 = fcmp ogt float %3121, %3119
  %3127 = fcmp oeq float %3121, %3119
  %3128 = or i1 %3124, %3125
  %3129 = and i1 %3127, %3125
  %3130 = or i1 %3126, %3129
  %3131 = select i1 %3123, i1 %3128, i1 %3130
  %3132 = select i1 %3131, float %3121, float %3119
  %3133 = select i1 %3131, i64 %3122, i64 %3120
  %3134 = extractelement <32 x float> %max_best110.0.lcssa, i64 19
  %3135 = extractelement <32 x i64> %max_index111.0.lcssa, i64 19
  %3136 = fcmp uno float %3134, 0.000000e+00
  %3137 = fcmp ord float %3132, 0.000000e+00
  %3138 = icmp ult i64 %3135, %3133
  %3139 = fcmp ogt float %3134, %3132
  %3140 = fcmp oeq float %3134, %3132
  %3141 = or i1 %3137, %3138
  %3142 = and i1 %3140, %3138
  %3143 = or i1 %3139, %3142
  %3144 = select i1 %3136, i1 %3141, i1 %3143
  %3145 = select i1 %3144, float %3134, float %3132
  %3146 = select i1 %3144, i64 %3135, i64 %3133
  %3147 = extractelement <32 x float> %max_best110.0.lcssa, i64 20
  %3148 = extractelement <32 x i64> %max_index111.0.lcssa, i64 20
  %3149 = fcmp uno float %3147, 0.000000e+00
  %3150 = fcmp ord float %3145, 0.000000e+00
  %3151 = icmp ult i64 %3148, %3146
  %3152 = fcmp ogt float %3147, %3145
  %3153 = fcmp oeq float %3147, %3145
  %3154 = or i1 %3150, %3151
  %3155 = and i1 %3153, %3151
  %3156 = or i1 %3152, %3155
  %3157 = select i1 %3149, i1 %3154, i1 %3156
  %3158 = select i1 %3157, float %3147, float %3145
  %3159 = select i1 %3157, i64 %3148, i64 %3146
  %3160 = extractelement <32 x float> %max_best110.0.lcssa, i64 21
  %3161 = extractelement <32 x i64> %max_index111.0.lcssa, i64 21
  %3162 = fcmp uno float %3160, 0.000000e+00
  %3163 = fcmp ord float %3158, 0.000000e+00
  %3164 = icmp ult i64 %3161, %3159
  %3165 = fcmp ogt float %3160, %3158
  %3166 = fcmp oeq float %3160, %3158
  %3167 = or i1 %3163, %3164
  %3168 = and i1 %3166, %3164
  %3169 = or i1 %3165, %3168
  %3170 = select i1 %3162, i1 %3167, i1 %3169
  %3171 = select i1 %3170, float %3160, float %3158
  %3172 = select i1 %3170, i64 %3161, i64 %3159
  %3173 = extractelement <32 x float> %max_best110.0.lcssa, i64 22
  %3174 = extractelement <32 x i64> %max_index111.0.lcssa, i64 22
  %3175 = fcmp uno float %3173, 0.000000e+00
  %3176 = fcmp ord float %3171, 0.000000e+00
  %3177 = icmp ult i64 %3174, %3172
  %3178 = fcmp ogt float %3173, %3171
  %3179 = fcmp oeq float %3173, %3171
  %3180 = or i1 %3176, %3177
  %3181 = and i1 %3179, %3177
  %3182 = or i1 %3178, %3181
  %3183 = select i1 %3175, i1 %3180, i1 %3182
  %3184 = select i1 %3183, float %3173, float %3171
  %3185 = select i1 %3183, i64 %3174, i64 %3172
  %3186 = extractelement <32 x float> %max_best110.0.lcssa, i64 23
  %3187 = extractelement <32 x i64> %max_index111.0.lcssa, i64 23
  %3188 = fcmp uno float %3186, 0.000000e+00
  %3189 = fcmp ord float %3184, 0.000000e+00
  %3190 = icmp ult i64 %3187, %3185
  %3191 = fcmp ogt float %3186, %3184
  %3192 = fcmp oeq float %3186, %3184
  %3193 = or i1 %3189, %3190
  %3194 = and i1 %3192, %3190
  %3195 = or i1 %3191, %3194
  %3196 = select i1 %3188, i1 %3193, i1 %3195
  %3197 = select i1 %3196, float %3186, float %3184
  %3198 = select i1 %3196, i64 %3187, i64 %3185
  %3199 = extractelement <32 x float> %max_best110.0.lcssa, i64 24
  %3200 = extractelement <32 x i64> %max_index111.0.lcssa, i64 24
  %3201 = fcmp uno float %3199, 0.000000e+00
  %3202 = fcmp ord float %3197, 0.000000e+00
  %3203 = icmp ult i64 %3200, %3198
  %3204 = fcmp ogt float %3199, %3197
  %3205 = fcmp oeq float %3199, %3197
  %3206 = or i1 %3202, %3203
  %3207 = and i1 %3205, %3203
  %3208 = or i1 %3204, %3207
  %3209 = select i1 %3201, i1 %3206, i1 %3208
  %3210 = select i1 %3209, float %3199, float %3197
  %3211 = select i1 %3209, i64 %3200, i64 %3198
  %3212 = extractelement <32 x float> %max_best110.0.lcssa, i64 25
  %3213 = extractelement <32 x i64> %max_index111.0.lcssa, i64 25
  %3214 = fcmp uno float %3212, 0.000000e+00
  %3215 = fcmp ord float %3210, 0.000000e+00
  %3216 = icmp ult i64 %3213, %3211
  %3217 = fcmp ogt float %3212, %3210
  %3218 = fcmp oeq float %3212, %3210
  %3219 = or i1 %3215, %3216
  %3220 = and i1 %3218, %3216
  %3221 = or i1 %3217, %3220
  %3222 = select i1 %3214, i1 %3219, i1 %3221
  %3223 = select i1 %3222, float %3212, float %3210
  %3224 = select i1 %3222, i64 %3213, i64 %3211
  %3225 = extractelement <32 x float> %max_best110.0.lcssa, i64 26
  %3226 = extractelement <32 x i64> %max_index111.0.lcssa, i64 26
  %3227 = fcmp uno float %3225, 0.000000e+00
  %3228 = fcmp ord float %3223, 0.000000e+00
  %3229 = icmp ult i64 %3226, %3224
  %3230 = fcmp ogt float %3225, %3223
  %3231 = fcmp oeq float %3225, %3223
  %3232 = or i1 %3228, %3229
  %3233 = and i1 %3231, %3229
  %3234 = or i1 %3230, %3233
  %3235 = select i1 %3227, i1 %3232, i1 %3234
  %3236 = select i1 %3235, float %3225, float %3223
  %3237 = select i1 %3235, i64 %3226, i64 %3224
  %3238 = extractelement <32 x float> %max_best110.0.lcssa, i64 27
  %3239 = extractelement <32 x i64> %max_index111.0.lcssa, i64 27
  %3240 = fcmp uno float %3238, 0.000000e+00
  %3241 = fcmp ord float %3236, 0.000000e+00
  %3242 = icmp ult i64 %3239, %3237
  %3243 = fcmp ogt float %3238, %3236
  %3244 = fcmp oeq float %3238, %3236
  %3245 = or i1 %3241, %3242
  %3246 = and i1 %3244, %3242
  %3247 = or i1 %3243, %3246
  %3248 = select i1 %3240, i1 %3245, i1 %3247
  %3249 = select i1 %3248, float %3238, float %3236
  %3250 = select i1 %3248, i64 %3239, i64 %3237
  %3251 = extractelement <32 x float> %max_best110.0.lcssa, i64 28
  %3252 = extractelement <32 x i64> %max_index111.0.lcssa, i64 28
  %3253 = fcmp uno float %3251, 0.000000e+00
  %3254 = fcmp ord float %3249, 0.000000e+00
  %3255 = icmp ult i64 %3252, %3250
  %3256 = fcmp ogt float %3251, %3249
  %3257 = fcmp oeq float %3251, %3249
  %3258 = or i1 %3254, %3255
  %3259 = and i1 %3257, %3255
  %3260 = or i1 %3256, %3259
  %3261 = select i1 %3253, i1 %3258, i1 %3260
  %3262 = select i1 %3261, float %3251, float %3249
  %3263 = select i1 %3261, i64 %3252, i64 %3250
  %3264 = extractelement <32 x float> %max_best110.0.lcssa, i64 29
  %3265 = extractelement <32 x i64> %max_index111.0.lcssa, i64 29
  %3266 = fcmp uno float %3264, 0.000000e+00
  %3267 = fcmp ord float %3262, 0.000000e+00
  %3268 = icmp ult i64 %3265, %3263
  %3269 = fcmp ogt float %3264, %3262
  %3270 = fcmp oeq float %3264, %3262
  %3271 = or i1 %3267, %3268
  %3272 = and i1 %3270, %3268
  %3273 = or i1 %3269, %3272
  %3274 = select i1 %3266, i1 %3271, i1 %3273
  %3275 = select i1 %3274, float %3264, float %3262
  %3276 = select i1 %3274, i64 %3265, i64 %3263
  %3277 = extractelement <32 x float> %max_best110.0.lcssa, i64 30
  %3278 = extractelement <32 x i64> %max_index111.0.lcssa, i64 30
  %3279 = fcmp uno float %3277, 0.000000e+00
  %3280 = fcmp ord float %3275, 0.000000e+00
  %3281 = icmp ult i64 %3278, %3276
  %3282 = fcmp ogt float %3277, %3275
  %3283 = fcmp oeq float %3277, %3275
  %3284 = or i1 %3280, %3281
  %3285 = and i1 %3283, %3281
  %3286 = or i1 %3282, %3285
  %3287 = select i1 %3279, i1 %3284, i1 %3286
  %3288 = select i1 %3287, float %3277, float %3275
  %3289 = select i1 %3287, i64 %3278, i64 %3276
  %3290 = extractelement <32 x float> %max_best110.0.lcssa, i64 31
  %3291 = extractelement <32 x i64> %max_index111.0.lcssa, i64 31
  %3292 = fcmp uno float %3290, 0.000000e+00
  %3293 = fcmp ord float %3288, 0.000000e+00
  %3294 = icmp ult i64 %3291, %3289
  %3295 = fcmp ogt float %3290, %3288
  %3296 = fcmp oeq float %3290, %3288
  %3297 = or i1 %3293, %3294
  %3298 = and i1 %3296, %3294
  %3299 = or i1 %3295, %3298
  %3300 = select i1 %3292, i1 %3297, i1 %3299
  %3301 = select i1 %3300, float %3290, float %3288
  %3302 = select i1 %3300, i64 %3291, i64 %3289
  br i1 %.not1345, label %fold_tail.exit121, label %fold_tail.body120

fold_tail.body120:                                ; preds = %max_block.exit115, %fold_tail.body120
  %fold_tail1221139 = phi i64 [ %3311, %fold_tail.body120 ], [ %blocks_end, %max_block.exit115 ]
  %fold_value105.01138 = phi float [ %3309, %fold_tail.body120 ], [ %3301, %max_block.exit115 ]
  %fold_index106.01137 = phi i64 [ %3310, %fold_tail.body120 ], [ %3302, %max_block.exit115 ]
  %3303 = getelementptr inbounds float, ptr %86, i64 %fold_tail1221139
  %3304 = load float, ptr %3303, align 4
  %3305 = fcmp ogt float %3304, %fold_value105.01138
  %3306 = fcmp uno float %3304, 0.000000e+00
  %3307 = fcmp ord float %fold_value105.01138, 0.000000e+00
  %3308 = and i1 %3307, %3306
  %take123 = or i1 %3305, %3308
  %3309 = select i1 %take123, float %3304, float %fold_value105.01138
  %3310 = select i1 %take123, i64 %fold_tail1221139, i64 %fold_index106.01137
  %3311 = add nuw i64 %fold_tail1221139, 1
  %3312 = icmp ult i64 %3311, %span_length
  br i1 %3312, label %fold_tail.body120, label %fold_tail.exit121

fold_tail.exit121:                                ; preds = %fold_tail.body120, %max_block.exit115
  %fold_index106.0.lcssa = phi i64 [ %3302, %max_block.exit115 ], [ %3310, %fold_tail.body120 ]
  %fold_value105.0.lcssa = phi float [ %3301, %max_block.exit115 ], [ %3309, %fold_tail.body120 ]
  %index125 = add i64 %fold_index106.0.lcssa, %span_begin
  %index32126 = trunc i64 %index125 to i32
  %3313 = getelementptr inbounds nuw i8, ptr %18, i64 44
  %3314 = getelementptr inbounds nuw i8, ptr %18, i64 48
  store float %fold_value105.0.lcssa, ptr %3313, align 4
  store i32 %index32126, ptr %3314, align 4
  br label %guard.done

merge.body:                                       ; preds = %merge.body, %merge.body.preheader.new
  %merge1057 = phi i64 [ 0, %merge.body.preheader.new ], [ %3350, %merge.body ]
  %fold_value129.01056 = phi float [ 0xFFF0000000000000, %merge.body.preheader.new ], [ %3349, %merge.body ]
  %niter = phi i64 [ 0, %merge.body.preheader.new ], [ %niter.next.3, %merge.body ]
  %.idx1002 = shl i64 %merge1057, 8
  %3315 = getelementptr inbounds i8, ptr %partials, i64 %.idx1002
  %3316 = getelementptr inbounds nuw i8, ptr %3315, i64 4
  %3317 = load float, ptr %3316, align 4
  %3318 = fcmp ogt float %3317, %fold_value129.01056
  %3319 = fcmp uno float %3317, 0.000000e+00
  %3320 = fcmp ord float %fold_value129.01056, 0.000000e+00
  %3321 = and i1 %3320, %3319
  %take136 = or i1 %3318, %3321
  %3322 = select i1 %take136, float %3317, float %fold_value129.01056
  %3323 = shl i64 %merge1057, 8
  %3324 = getelementptr i8, ptr %partials, i64 %3323
  %3325 = getelementptr i8, ptr %3324, i64 260
  %3326 = load float, ptr %3325, align 4
  %3327 = fcmp ogt float %3326, %3322
  %3328 = fcmp uno float %3326, 0.000000e+00
  %3329 = fcmp ord float %3322, 0.000000e+00
  %3330 = and i1 %3329, %3328
  %take136.1 = or i1 %3327, %3330
  %3331 = select i1 %take136.1, float %3326, float %3322
  %3332 = shl i64 %merge1057, 8
  %3333 = getelementptr i8, ptr %partials, i64 %3332
  %3334 = getelementptr i8, ptr %3333, i64 516
  %3335 = load float, ptr %3334, align 4
  %3336 = fcmp ogt float %3335, %3331
  %3337 = fcmp uno float %3335, 0.000000e+00
  %3338 = fcmp ord float %3331, 0.000000e+00
  %3339 = and i1 %3338, %3337
  %take136.2 = or i1 %3336, %3339
  %3340 = select i1 %take136.2, float %3335, float %3331
  %3341 = shl i64 %merge1057, 8
  %3342 = getelementptr i8, ptr %partials, i64 %3341
  %3343 = getelementptr i8, ptr %3342, i64 772
  %3344 = load float, ptr %3343, align 4
  %3345 = fcmp ogt float %3344, %3340
  %3346 = fcmp uno float %3344, 0.000000e+00
  %3347 = fcmp ord float %3340, 0.000000e+00
  %3348 = and i1 %3347, %3346
  %take136.3 = or i1 %3345, %3348
  %3349 = select i1 %take136.3, float %3344, float %3340
  %3350 = add nuw i64 %merge1057, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %merge.body143.preheader.unr-lcssa, label %merge.body

merge.body143.preheader.unr-lcssa:                ; preds = %merge.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %merge.body143.preheader, label %merge.body.epil.preheader

merge.body.epil.preheader:                        ; preds = %merge.body143.preheader.unr-lcssa, %merge.body.preheader
  %merge1057.epil.init = phi i64 [ 0, %merge.body.preheader ], [ %3350, %merge.body143.preheader.unr-lcssa ]
  %fold_value129.01056.epil.init = phi float [ 0xFFF0000000000000, %merge.body.preheader ], [ %3349, %merge.body143.preheader.unr-lcssa ]
  %lcmp.mod4725 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod4725)
  br label %merge.body.epil

merge.body.epil:                                  ; preds = %merge.body.epil, %merge.body.epil.preheader
  %merge1057.epil = phi i64 [ %3359, %merge.body.epil ], [ %merge1057.epil.init, %merge.body.epil.preheader ]
  %fold_value129.01056.epil = phi float [ %3358, %merge.body.epil ], [ %fold_value129.01056.epil.init, %merge.body.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %merge.body.epil ], [ 0, %merge.body.epil.preheader ]
  %.idx1002.epil = shl i64 %merge1057.epil, 8
  %3351 = getelementptr inbounds i8, ptr %partials, i64 %.idx1002.epil
  %3352 = getelementptr inbounds nuw i8, ptr %3351, i64 4
  %3353 = load float, ptr %3352, align 4
  %3354 = fcmp ogt float %3353, %fold_value129.01056.epil
  %3355 = fcmp uno float %3353, 0.000000e+00
  %3356 = fcmp ord float %fold_value129.01056.epil, 0.000000e+00
  %3357 = and i1 %3356, %3355
  %take136.epil = or i1 %3354, %3357
  %3358 = select i1 %take136.epil, float %3353, float %fold_value129.01056.epil
  %3359 = add nuw i64 %merge1057.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %merge.body143.preheader, label %merge.body.epil, !llvm.loop !12

merge.body143.preheader:                          ; preds = %merge.body.epil, %merge.body143.preheader.unr-lcssa
  %.lcssa4723 = phi float [ %3349, %merge.body143.preheader.unr-lcssa ], [ %3358, %merge.body.epil ]
  %xtraiter4726 = and i64 %n_spans, 3
  %3360 = icmp ult i64 %n_spans, 4
  br i1 %3360, label %merge.body143.epil.preheader, label %merge.body143.preheader.new

merge.body143.preheader.new:                      ; preds = %merge.body143.preheader
  %unroll_iter4731 = and i64 %n_spans, -4
  br label %merge.body143

merge.body155.preheader.unr-lcssa:                ; preds = %merge.body143
  %lcmp.mod4728.not = icmp eq i64 %xtraiter4726, 0
  br i1 %lcmp.mod4728.not, label %merge.body155.preheader, label %merge.body143.epil.preheader

merge.body143.epil.preheader:                     ; preds = %merge.body155.preheader.unr-lcssa, %merge.body143.preheader
  %merge1451060.epil.init = phi i64 [ 0, %merge.body143.preheader ], [ %3407, %merge.body155.preheader.unr-lcssa ]
  %fold_value137.01059.epil.init = phi float [ 0xFFF0000000000000, %merge.body143.preheader ], [ %3406, %merge.body155.preheader.unr-lcssa ]
  %lcmp.mod4730 = icmp ne i64 %xtraiter4726, 0
  tail call void @llvm.assume(i1 %lcmp.mod4730)
  br label %merge.body143.epil

merge.body143.epil:                               ; preds = %merge.body143.epil, %merge.body143.epil.preheader
  %merge1451060.epil = phi i64 [ %3369, %merge.body143.epil ], [ %merge1451060.epil.init, %merge.body143.epil.preheader ]
  %fold_value137.01059.epil = phi float [ %3368, %merge.body143.epil ], [ %fold_value137.01059.epil.init, %merge.body143.epil.preheader ]
  %epil.iter4727 = phi i64 [ %epil.iter4727.next, %merge.body143.epil ], [ 0, %merge.body143.epil.preheader ]
  %.idx1001.epil = shl i64 %merge1451060.epil, 8
  %3361 = getelementptr inbounds i8, ptr %partials, i64 %.idx1001.epil
  %3362 = getelementptr inbounds nuw i8, ptr %3361, i64 12
  %3363 = load float, ptr %3362, align 4
  %3364 = fcmp ogt float %3363, %fold_value137.01059.epil
  %3365 = fcmp uno float %3363, 0.000000e+00
  %3366 = fcmp ord float %fold_value137.01059.epil, 0.000000e+00
  %3367 = and i1 %3366, %3365
  %take148.epil = or i1 %3364, %3367
  %3368 = select i1 %take148.epil, float %3363, float %fold_value137.01059.epil
  %3369 = add nuw i64 %merge1451060.epil, 1
  %epil.iter4727.next = add i64 %epil.iter4727, 1
  %epil.iter4727.cmp.not = icmp eq i64 %epil.iter4727.next, %xtraiter4726
  br i1 %epil.iter4727.cmp.not, label %merge.body155.preheader, label %merge.body143.epil, !llvm.loop !14

merge.body155.preheader:                          ; preds = %merge.body143.epil, %merge.body155.preheader.unr-lcssa
  %.lcssa4722 = phi float [ %3406, %merge.body155.preheader.unr-lcssa ], [ %3368, %merge.body143.epil ]
  %3370 = fmul float %.lcssa4722, 2.000000e+00
  %xtraiter4733 = and i64 %n_spans, 3
  %3371 = icmp ult i64 %n_spans, 4
  br i1 %3371, label %merge.body155.epil.preheader, label %merge.body155.preheader.new

merge.body155.preheader.new:                      ; preds = %merge.body155.preheader
  %unroll_iter4738 = and i64 %n_spans, -4
  br label %merge.body155

merge.body143:                                    ; preds = %merge.body143, %merge.body143.preheader.new
  %merge1451060 = phi i64 [ 0, %merge.body143.preheader.new ], [ %3407, %merge.body143 ]
  %fold_value137.01059 = phi float [ 0xFFF0000000000000, %merge.body143.preheader.new ], [ %3406, %merge.body143 ]
  %niter4732 = phi i64 [ 0, %merge.body143.preheader.new ], [ %niter4732.next.3, %merge.body143 ]
  %.idx1001 = shl i64 %merge1451060, 8
  %3372 = getelementptr inbounds i8, ptr %partials, i64 %.idx1001
  %3373 = getelementptr inbounds nuw i8, ptr %3372, i64 12
  %3374 = load float, ptr %3373, align 4
  %3375 = fcmp ogt float %3374, %fold_value137.01059
  %3376 = fcmp uno float %3374, 0.000000e+00
  %3377 = fcmp ord float %fold_value137.01059, 0.000000e+00
  %3378 = and i1 %3377, %3376
  %take148 = or i1 %3375, %3378
  %3379 = select i1 %take148, float %3374, float %fold_value137.01059
  %3380 = shl i64 %merge1451060, 8
  %3381 = getelementptr i8, ptr %partials, i64 %3380
  %3382 = getelementptr i8, ptr %3381, i64 268
  %3383 = load float, ptr %3382, align 4
  %3384 = fcmp ogt float %3383, %3379
  %3385 = fcmp uno float %3383, 0.000000e+00
  %3386 = fcmp ord float %3379, 0.000000e+00
  %3387 = and i1 %3386, %3385
  %take148.1 = or i1 %3384, %3387
  %3388 = select i1 %take148.1, float %3383, float %3379
  %3389 = shl i64 %merge1451060, 8
  %3390 = getelementptr i8, ptr %partials, i64 %3389
  %3391 = getelementptr i8, ptr %3390, i64 524
  %3392 = load float, ptr %3391, align 4
  %3393 = fcmp ogt float %3392, %3388
  %3394 = fcmp uno float %3392, 0.000000e+00
  %3395 = fcmp ord float %3388, 0.000000e+00
  %3396 = and i1 %3395, %3394
  %take148.2 = or i1 %3393, %3396
  %3397 = select i1 %take148.2, float %3392, float %3388
  %3398 = shl i64 %merge1451060, 8
  %3399 = getelementptr i8, ptr %partials, i64 %3398
  %3400 = getelementptr i8, ptr %3399, i64 780
  %3401 = load float, ptr %3400, align 4
  %3402 = fcmp ogt float %3401, %3397
  %3403 = fcmp uno float %3401, 0.000000e+00
  %3404 = fcmp ord float %3397, 0.000000e+00
  %3405 = and i1 %3404, %3403
  %take148.3 = or i1 %3402, %3405
  %3406 = select i1 %take148.3, float %3401, float %3397
  %3407 = add nuw i64 %merge1451060, 4
  %niter4732.next.3 = add i64 %niter4732, 4
  %niter4732.ncmp.3 = icmp eq i64 %niter4732.next.3, %unroll_iter4731
  br i1 %niter4732.ncmp.3, label %merge.body155.preheader.unr-lcssa, label %merge.body143

merge.body167.preheader.unr-lcssa:                ; preds = %merge.body155
  %lcmp.mod4735.not = icmp eq i64 %xtraiter4733, 0
  br i1 %lcmp.mod4735.not, label %merge.body167.preheader, label %merge.body155.epil.preheader

merge.body155.epil.preheader:                     ; preds = %merge.body167.preheader.unr-lcssa, %merge.body155.preheader
  %merge1571064.epil.init = phi i64 [ 0, %merge.body155.preheader ], [ %3455, %merge.body167.preheader.unr-lcssa ]
  %fold_value149.01063.epil.init = phi float [ 0xFFF0000000000000, %merge.body155.preheader ], [ %3454, %merge.body167.preheader.unr-lcssa ]
  %lcmp.mod4737 = icmp ne i64 %xtraiter4733, 0
  tail call void @llvm.assume(i1 %lcmp.mod4737)
  br label %merge.body155.epil

merge.body155.epil:                               ; preds = %merge.body155.epil, %merge.body155.epil.preheader
  %merge1571064.epil = phi i64 [ %3416, %merge.body155.epil ], [ %merge1571064.epil.init, %merge.body155.epil.preheader ]
  %fold_value149.01063.epil = phi float [ %3415, %merge.body155.epil ], [ %fold_value149.01063.epil.init, %merge.body155.epil.preheader ]
  %epil.iter4734 = phi i64 [ %epil.iter4734.next, %merge.body155.epil ], [ 0, %merge.body155.epil.preheader ]
  %.idx1000.epil = shl i64 %merge1571064.epil, 8
  %3408 = getelementptr inbounds i8, ptr %partials, i64 %.idx1000.epil
  %3409 = getelementptr inbounds nuw i8, ptr %3408, i64 20
  %3410 = load float, ptr %3409, align 4
  %3411 = fcmp ogt float %3410, %fold_value149.01063.epil
  %3412 = fcmp uno float %3410, 0.000000e+00
  %3413 = fcmp ord float %fold_value149.01063.epil, 0.000000e+00
  %3414 = and i1 %3413, %3412
  %take160.epil = or i1 %3411, %3414
  %3415 = select i1 %take160.epil, float %3410, float %fold_value149.01063.epil
  %3416 = add nuw i64 %merge1571064.epil, 1
  %epil.iter4734.next = add i64 %epil.iter4734, 1
  %epil.iter4734.cmp.not = icmp eq i64 %epil.iter4734.next, %xtraiter4733
  br i1 %epil.iter4734.cmp.not, label %merge.body167.preheader, label %merge.body155.epil, !llvm.loop !15

merge.body167.preheader:                          ; preds = %merge.body155.epil, %merge.body167.preheader.unr-lcssa
  %.lcssa4721 = phi float [ %3454, %merge.body167.preheader.unr-lcssa ], [ %3415, %merge.body155.epil ]
  %3417 = fcmp oeq float %.lcssa4721, 0xFFF0000000000000
  %3418 = select i1 %3417, float 4.000000e+00, float 0.000000e+00
  %xtraiter4740 = and i64 %n_spans, 3
  %3419 = icmp ult i64 %n_spans, 4
  br i1 %3419, label %merge.body167.epil.preheader, label %merge.body167.preheader.new

merge.body167.preheader.new:                      ; preds = %merge.body167.preheader
  %unroll_iter4745 = and i64 %n_spans, -4
  br label %merge.body167

merge.body155:                                    ; preds = %merge.body155, %merge.body155.preheader.new
  %merge1571064 = phi i64 [ 0, %merge.body155.preheader.new ], [ %3455, %merge.body155 ]
  %fold_value149.01063 = phi float [ 0xFFF0000000000000, %merge.body155.preheader.new ], [ %3454, %merge.body155 ]
  %niter4739 = phi i64 [ 0, %merge.body155.preheader.new ], [ %niter4739.next.3, %merge.body155 ]
  %.idx1000 = shl i64 %merge1571064, 8
  %3420 = getelementptr inbounds i8, ptr %partials, i64 %.idx1000
  %3421 = getelementptr inbounds nuw i8, ptr %3420, i64 20
  %3422 = load float, ptr %3421, align 4
  %3423 = fcmp ogt float %3422, %fold_value149.01063
  %3424 = fcmp uno float %3422, 0.000000e+00
  %3425 = fcmp ord float %fold_value149.01063, 0.000000e+00
  %3426 = and i1 %3425, %3424
  %take160 = or i1 %3423, %3426
  %3427 = select i1 %take160, float %3422, float %fold_value149.01063
  %3428 = shl i64 %merge1571064, 8
  %3429 = getelementptr i8, ptr %partials, i64 %3428
  %3430 = getelementptr i8, ptr %3429, i64 276
  %3431 = load float, ptr %3430, align 4
  %3432 = fcmp ogt float %3431, %3427
  %3433 = fcmp uno float %3431, 0.000000e+00
  %3434 = fcmp ord float %3427, 0.000000e+00
  %3435 = and i1 %3434, %3433
  %take160.1 = or i1 %3432, %3435
  %3436 = select i1 %take160.1, float %3431, float %3427
  %3437 = shl i64 %merge1571064, 8
  %3438 = getelementptr i8, ptr %partials, i64 %3437
  %3439 = getelementptr i8, ptr %3438, i64 532
  %3440 = load float, ptr %3439, align 4
  %3441 = fcmp ogt float %3440, %3436
  %3442 = fcmp uno float %3440, 0.000000e+00
  %3443 = fcmp ord float %3436, 0.000000e+00
  %3444 = and i1 %3443, %3442
  %take160.2 = or i1 %3441, %3444
  %3445 = select i1 %take160.2, float %3440, float %3436
  %3446 = shl i64 %merge1571064, 8
  %3447 = getelementptr i8, ptr %partials, i64 %3446
  %3448 = getelementptr i8, ptr %3447, i64 788
  %3449 = load float, ptr %3448, align 4
  %3450 = fcmp ogt float %3449, %3445
  %3451 = fcmp uno float %3449, 0.000000e+00
  %3452 = fcmp ord float %3445, 0.000000e+00
  %3453 = and i1 %3452, %3451
  %take160.3 = or i1 %3450, %3453
  %3454 = select i1 %take160.3, float %3449, float %3445
  %3455 = add nuw i64 %merge1571064, 4
  %niter4739.next.3 = add i64 %niter4739, 4
  %niter4739.ncmp.3 = icmp eq i64 %niter4739.next.3, %unroll_iter4738
  br i1 %niter4739.ncmp.3, label %merge.body167.preheader.unr-lcssa, label %merge.body155

merge.body167:                                    ; preds = %merge.body167, %merge.body167.preheader.new
  %merge1691068 = phi i64 [ 0, %merge.body167.preheader.new ], [ %3503, %merge.body167 ]
  %fold_value161.01067 = phi float [ 0xFFF0000000000000, %merge.body167.preheader.new ], [ %3501, %merge.body167 ]
  %fold_index162.01066 = phi i64 [ 0, %merge.body167.preheader.new ], [ %3502, %merge.body167 ]
  %niter4746 = phi i64 [ 0, %merge.body167.preheader.new ], [ %niter4746.next.3, %merge.body167 ]
  %.idx999 = shl i64 %merge1691068, 8
  %3456 = getelementptr inbounds i8, ptr %partials, i64 %.idx999
  %3457 = getelementptr inbounds nuw i8, ptr %3456, i64 28
  %3458 = getelementptr inbounds nuw i8, ptr %3456, i64 32
  %index171 = load i32, ptr %3458, align 4
  %3459 = zext i32 %index171 to i64
  %3460 = load float, ptr %3457, align 4
  %3461 = fcmp ogt float %3460, %fold_value161.01067
  %3462 = fcmp uno float %3460, 0.000000e+00
  %3463 = fcmp ord float %fold_value161.01067, 0.000000e+00
  %3464 = and i1 %3463, %3462
  %take172 = or i1 %3461, %3464
  %3465 = select i1 %take172, float %3460, float %fold_value161.01067
  %3466 = select i1 %take172, i64 %3459, i64 %fold_index162.01066
  %3467 = shl i64 %merge1691068, 8
  %3468 = getelementptr i8, ptr %partials, i64 %3467
  %3469 = getelementptr i8, ptr %3468, i64 284
  %3470 = getelementptr i8, ptr %3468, i64 288
  %index171.1 = load i32, ptr %3470, align 4
  %3471 = zext i32 %index171.1 to i64
  %3472 = load float, ptr %3469, align 4
  %3473 = fcmp ogt float %3472, %3465
  %3474 = fcmp uno float %3472, 0.000000e+00
  %3475 = fcmp ord float %3465, 0.000000e+00
  %3476 = and i1 %3475, %3474
  %take172.1 = or i1 %3473, %3476
  %3477 = select i1 %take172.1, float %3472, float %3465
  %3478 = select i1 %take172.1, i64 %3471, i64 %3466
  %3479 = shl i64 %merge1691068, 8
  %3480 = getelementptr i8, ptr %partials, i64 %3479
  %3481 = getelementptr i8, ptr %3480, i64 540
  %3482 = getelementptr i8, ptr %3480, i64 544
  %index171.2 = load i32, ptr %3482, align 4
  %3483 = zext i32 %index171.2 to i64
  %3484 = load float, ptr %3481, align 4
  %3485 = fcmp ogt float %3484, %3477
  %3486 = fcmp uno float %3484, 0.000000e+00
  %3487 = fcmp ord float %3477, 0.000000e+00
  %3488 = and i1 %3487, %3486
  %take172.2 = or i1 %3485, %3488
  %3489 = select i1 %take172.2, float %3484, float %3477
  %3490 = select i1 %take172.2, i64 %3483, i64 %3478
  %3491 = shl i64 %merge1691068, 8
  %3492 = getelementptr i8, ptr %partials, i64 %3491
  %3493 = getelementptr i8, ptr %3492, i64 796
  %3494 = getelementptr i8, ptr %3492, i64 800
  %index171.3 = load i32, ptr %3494, align 4
  %3495 = zext i32 %index171.3 to i64
  %3496 = load float, ptr %3493, align 4
  %3497 = fcmp ogt float %3496, %3489
  %3498 = fcmp uno float %3496, 0.000000e+00
  %3499 = fcmp ord float %3489, 0.000000e+00
  %3500 = and i1 %3499, %3498
  %take172.3 = or i1 %3497, %3500
  %3501 = select i1 %take172.3, float %3496, float %3489
  %3502 = select i1 %take172.3, i64 %3495, i64 %3490
  %3503 = add nuw i64 %merge1691068, 4
  %niter4746.next.3 = add i64 %niter4746, 4
  %niter4746.ncmp.3 = icmp eq i64 %niter4746.next.3, %unroll_iter4745
  br i1 %niter4746.ncmp.3, label %merge.body179.preheader.unr-lcssa, label %merge.body167

merge.body179.preheader.unr-lcssa:                ; preds = %merge.body167
  %lcmp.mod4742.not = icmp eq i64 %xtraiter4740, 0
  br i1 %lcmp.mod4742.not, label %merge.body179.preheader, label %merge.body167.epil.preheader

merge.body167.epil.preheader:                     ; preds = %merge.body179.preheader.unr-lcssa, %merge.body167.preheader
  %merge1691068.epil.init = phi i64 [ 0, %merge.body167.preheader ], [ %3503, %merge.body179.preheader.unr-lcssa ]
  %fold_value161.01067.epil.init = phi float [ 0xFFF0000000000000, %merge.body167.preheader ], [ %3501, %merge.body179.preheader.unr-lcssa ]
  %fold_index162.01066.epil.init = phi i64 [ 0, %merge.body167.preheader ], [ %3502, %merge.body179.preheader.unr-lcssa ]
  %lcmp.mod4744 = icmp ne i64 %xtraiter4740, 0
  tail call void @llvm.assume(i1 %lcmp.mod4744)
  br label %merge.body167.epil

merge.body167.epil:                               ; preds = %merge.body167.epil, %merge.body167.epil.preheader
  %merge1691068.epil = phi i64 [ %3515, %merge.body167.epil ], [ %merge1691068.epil.init, %merge.body167.epil.preheader ]
  %fold_value161.01067.epil = phi float [ %3513, %merge.body167.epil ], [ %fold_value161.01067.epil.init, %merge.body167.epil.preheader ]
  %fold_index162.01066.epil = phi i64 [ %3514, %merge.body167.epil ], [ %fold_index162.01066.epil.init, %merge.body167.epil.preheader ]
  %epil.iter4741 = phi i64 [ %epil.iter4741.next, %merge.body167.epil ], [ 0, %merge.body167.epil.preheader ]
  %.idx999.epil = shl i64 %merge1691068.epil, 8
  %3504 = getelementptr inbounds i8, ptr %partials, i64 %.idx999.epil
  %3505 = getelementptr inbounds nuw i8, ptr %3504, i64 28
  %3506 = getelementptr inbounds nuw i8, ptr %3504, i64 32
  %index171.epil = load i32, ptr %3506, align 4
  %3507 = zext i32 %index171.epil to i64
  %3508 = load float, ptr %3505, align 4
  %3509 = fcmp ogt float %3508, %fold_value161.01067.epil
  %3510 = fcmp uno float %3508, 0.000000e+00
  %3511 = fcmp ord float %fold_value161.01067.epil, 0.000000e+00
  %3512 = and i1 %3511, %3510
  %take172.epil = or i1 %3509, %3512
  %3513 = select i1 %take172.epil, float %3508, float %fold_value161.01067.epil
  %3514 = select i1 %take172.epil, i64 %3507, i64 %fold_index162.01066.epil
  %3515 = add nuw i64 %merge1691068.epil, 1
  %epil.iter4741.next = add i64 %epil.iter4741, 1
  %epil.iter4741.cmp.not = icmp eq i64 %epil.iter4741.next, %xtraiter4740
  br i1 %epil.iter4741.cmp.not, label %merge.body179.preheader, label %merge.body167.epil, !llvm.loop !16

merge.body179.preheader:                          ; preds = %merge.body167.epil, %merge.body179.preheader.unr-lcssa
  %.lcssa4720 = phi i64 [ %3502, %merge.body179.preheader.unr-lcssa ], [ %3514, %merge.body167.epil ]
  %3516 = uitofp nneg i64 %.lcssa4720 to float
  %xtraiter4747 = and i64 %n_spans, 3
  %3517 = icmp ult i64 %n_spans, 4
  br i1 %3517, label %merge.body179.epil.preheader, label %merge.body179.preheader.new

merge.body179.preheader.new:                      ; preds = %merge.body179.preheader
  %unroll_iter4752 = and i64 %n_spans, -4
  br label %merge.body179

merge.body179:                                    ; preds = %merge.body179, %merge.body179.preheader.new
  %merge1811072 = phi i64 [ 0, %merge.body179.preheader.new ], [ %3553, %merge.body179 ]
  %fold_value173.01071 = phi float [ 0xFFF0000000000000, %merge.body179.preheader.new ], [ %3552, %merge.body179 ]
  %niter4753 = phi i64 [ 0, %merge.body179.preheader.new ], [ %niter4753.next.3, %merge.body179 ]
  %.idx998 = shl i64 %merge1811072, 8
  %3518 = getelementptr inbounds i8, ptr %partials, i64 %.idx998
  %3519 = getelementptr inbounds nuw i8, ptr %3518, i64 36
  %3520 = load float, ptr %3519, align 4
  %3521 = fcmp ogt float %3520, %fold_value173.01071
  %3522 = fcmp uno float %3520, 0.000000e+00
  %3523 = fcmp ord float %fold_value173.01071, 0.000000e+00
  %3524 = and i1 %3523, %3522
  %take184 = or i1 %3521, %3524
  %3525 = select i1 %take184, float %3520, float %fold_value173.01071
  %3526 = shl i64 %merge1811072, 8
  %3527 = getelementptr i8, ptr %partials, i64 %3526
  %3528 = getelementptr i8, ptr %3527, i64 292
  %3529 = load float, ptr %3528, align 4
  %3530 = fcmp ogt float %3529, %3525
  %3531 = fcmp uno float %3529, 0.000000e+00
  %3532 = fcmp ord float %3525, 0.000000e+00
  %3533 = and i1 %3532, %3531
  %take184.1 = or i1 %3530, %3533
  %3534 = select i1 %take184.1, float %3529, float %3525
  %3535 = shl i64 %merge1811072, 8
  %3536 = getelementptr i8, ptr %partials, i64 %3535
  %3537 = getelementptr i8, ptr %3536, i64 548
  %3538 = load float, ptr %3537, align 4
  %3539 = fcmp ogt float %3538, %3534
  %3540 = fcmp uno float %3538, 0.000000e+00
  %3541 = fcmp ord float %3534, 0.000000e+00
  %3542 = and i1 %3541, %3540
  %take184.2 = or i1 %3539, %3542
  %3543 = select i1 %take184.2, float %3538, float %3534
  %3544 = shl i64 %merge1811072, 8
  %3545 = getelementptr i8, ptr %partials, i64 %3544
  %3546 = getelementptr i8, ptr %3545, i64 804
  %3547 = load float, ptr %3546, align 4
  %3548 = fcmp ogt float %3547, %3543
  %3549 = fcmp uno float %3547, 0.000000e+00
  %3550 = fcmp ord float %3543, 0.000000e+00
  %3551 = and i1 %3550, %3549
  %take184.3 = or i1 %3548, %3551
  %3552 = select i1 %take184.3, float %3547, float %3543
  %3553 = add nuw i64 %merge1811072, 4
  %niter4753.next.3 = add i64 %niter4753, 4
  %niter4753.ncmp.3 = icmp eq i64 %niter4753.next.3, %unroll_iter4752
  br i1 %niter4753.ncmp.3, label %merge.exit180.thread.unr-lcssa, label %merge.body179

merge.exit180.thread.unr-lcssa:                   ; preds = %merge.body179
  %lcmp.mod4749.not = icmp eq i64 %xtraiter4747, 0
  br i1 %lcmp.mod4749.not, label %merge.exit180.thread, label %merge.body179.epil.preheader

merge.body179.epil.preheader:                     ; preds = %merge.exit180.thread.unr-lcssa, %merge.body179.preheader
  %merge1811072.epil.init = phi i64 [ 0, %merge.body179.preheader ], [ %3553, %merge.exit180.thread.unr-lcssa ]
  %fold_value173.01071.epil.init = phi float [ 0xFFF0000000000000, %merge.body179.preheader ], [ %3552, %merge.exit180.thread.unr-lcssa ]
  %lcmp.mod4751 = icmp ne i64 %xtraiter4747, 0
  tail call void @llvm.assume(i1 %lcmp.mod4751)
  br label %merge.body179.epil

merge.body179.epil:                               ; preds = %merge.body179.epil, %merge.body179.epil.preheader
  %merge1811072.epil = phi i64 [ %3562, %merge.body179.epil ], [ %merge1811072.epil.init, %merge.body179.epil.preheader ]
  %fold_value173.01071.epil = phi float [ %3561, %merge.body179.epil ], [ %fold_value173.01071.epil.init, %merge.body179.epil.preheader ]
  %epil.iter4748 = phi i64 [ %epil.iter4748.next, %merge.body179.epil ], [ 0, %merge.body179.epil.preheader ]
  %.idx998.epil = shl i64 %merge1811072.epil, 8
  %3554 = getelementptr inbounds i8, ptr %partials, i64 %.idx998.epil
  %3555 = getelementptr inbounds nuw i8, ptr %3554, i64 36
  %3556 = load float, ptr %3555, align 4
  %3557 = fcmp ogt float %3556, %fold_value173.01071.epil
  %3558 = fcmp uno float %3556, 0.000000e+00
  %3559 = fcmp ord float %fold_value173.01071.epil, 0.000000e+00
  %3560 = and i1 %3559, %3558
  %take184.epil = or i1 %3557, %3560
  %3561 = select i1 %take184.epil, float %3556, float %fold_value173.01071.epil
  %3562 = add nuw i64 %merge1811072.epil, 1
  %epil.iter4748.next = add i64 %epil.iter4748, 1
  %epil.iter4748.cmp.not = icmp eq i64 %epil.iter4748.next, %xtraiter4747
  br i1 %epil.iter4748.cmp.not, label %merge.exit180.thread, label %merge.body179.epil, !llvm.loop !17

merge.exit180.thread:                             ; preds = %merge.body179.epil, %merge.exit180.thread.unr-lcssa
  %.lcssa4719 = phi float [ %3552, %merge.exit180.thread.unr-lcssa ], [ %3561, %merge.body179.epil ]
  %3563 = fmul float %.lcssa4719, 8.000000e+00
  %top_p_off1861583 = fcmp uge float %top_p, 1.000000e+00
  %guard1871584 = and i1 %top_p_off1861583, %not_greedy
  br i1 %guard1871584, label %merge.body197.preheader, label %span.done.thread

merge.body197.preheader:                          ; preds = %merge.exit180.thread
  %xtraiter4754 = and i64 %n_spans, 3
  %3564 = icmp ult i64 %n_spans, 4
  br i1 %3564, label %merge.body197.epil.preheader, label %merge.body197.preheader.new

merge.body197.preheader.new:                      ; preds = %merge.body197.preheader
  %unroll_iter4759 = and i64 %n_spans, -4
  br label %merge.body197

span.done.thread:                                 ; preds = %span.mode.else, %merge.exit198.loopexit, %merge.exit180.thread
  %fold_value173.0.lcssa1593 = phi float [ %3563, %merge.exit180.thread ], [ %3563, %merge.exit198.loopexit ], [ 0xFFF0000000000000, %span.mode.else ]
  %fold_value149.0.lcssa156915741591 = phi float [ %3418, %merge.exit180.thread ], [ %3418, %merge.exit198.loopexit ], [ 4.000000e+00, %span.mode.else ]
  %fold_value129.0.lcssa15591562156815751589 = phi float [ %.lcssa4723, %merge.exit180.thread ], [ %.lcssa4723, %merge.exit198.loopexit ], [ 0xFFF0000000000000, %span.mode.else ]
  %fold_value137.0.lcssa1563156715761587 = phi float [ %3370, %merge.exit180.thread ], [ %3370, %merge.exit198.loopexit ], [ 0xFFF0000000000000, %span.mode.else ]
  %fold_index162.0.lcssa15771585 = phi float [ %3516, %merge.exit180.thread ], [ %3516, %merge.exit198.loopexit ], [ 0.000000e+00, %span.mode.else ]
  %uniforms.sroa.133.0 = phi float [ 0.000000e+00, %merge.exit180.thread ], [ %3633, %merge.exit198.loopexit ], [ 0.000000e+00, %span.mode.else ]
  %3565 = fadd float %fold_value129.0.lcssa15591562156815751589, %fold_value137.0.lcssa1563156715761587
  %3566 = fadd float %3565, %fold_value149.0.lcssa156915741591
  %3567 = fadd float %3566, %fold_value173.0.lcssa1593
  %3568 = select i1 %top_p_on, float 0.000000e+00, float %uniforms.sroa.133.0
  %3569 = select i1 %not_greedy, float %3568, float %fold_index162.0.lcssa15771585
  %3570 = fcmp une float %3567, 0.000000e+00
  %3571 = select i1 %3570, float -1.000000e+00, float %3569
  %id = fptosi float %3571 to i64
  store i64 %id, ptr %id_ptr128, align 8
  %status_bits = fptoui float %3567 to i32
  %status205 = load i32, ptr %65, align 4
  %3572 = or i32 %status205, %status_bits
  store i32 %3572, ptr %65, align 4
  br label %span.whole.done

merge.body197:                                    ; preds = %merge.body197, %merge.body197.preheader.new
  %merge1991076 = phi i64 [ 0, %merge.body197.preheader.new ], [ %3620, %merge.body197 ]
  %fold_value191.01075 = phi float [ 0xFFF0000000000000, %merge.body197.preheader.new ], [ %3618, %merge.body197 ]
  %fold_index192.01074 = phi i64 [ 0, %merge.body197.preheader.new ], [ %3619, %merge.body197 ]
  %niter4760 = phi i64 [ 0, %merge.body197.preheader.new ], [ %niter4760.next.3, %merge.body197 ]
  %.idx997 = shl i64 %merge1991076, 8
  %3573 = getelementptr inbounds i8, ptr %partials, i64 %.idx997
  %3574 = getelementptr inbounds nuw i8, ptr %3573, i64 44
  %3575 = getelementptr inbounds nuw i8, ptr %3573, i64 48
  %index201 = load i32, ptr %3575, align 4
  %3576 = zext i32 %index201 to i64
  %3577 = load float, ptr %3574, align 4
  %3578 = fcmp ogt float %3577, %fold_value191.01075
  %3579 = fcmp uno float %3577, 0.000000e+00
  %3580 = fcmp ord float %fold_value191.01075, 0.000000e+00
  %3581 = and i1 %3580, %3579
  %take202 = or i1 %3578, %3581
  %3582 = select i1 %take202, float %3577, float %fold_value191.01075
  %3583 = select i1 %take202, i64 %3576, i64 %fold_index192.01074
  %3584 = shl i64 %merge1991076, 8
  %3585 = getelementptr i8, ptr %partials, i64 %3584
  %3586 = getelementptr i8, ptr %3585, i64 300
  %3587 = getelementptr i8, ptr %3585, i64 304
  %index201.1 = load i32, ptr %3587, align 4
  %3588 = zext i32 %index201.1 to i64
  %3589 = load float, ptr %3586, align 4
  %3590 = fcmp ogt float %3589, %3582
  %3591 = fcmp uno float %3589, 0.000000e+00
  %3592 = fcmp ord float %3582, 0.000000e+00
  %3593 = and i1 %3592, %3591
  %take202.1 = or i1 %3590, %3593
  %3594 = select i1 %take202.1, float %3589, float %3582
  %3595 = select i1 %take202.1, i64 %3588, i64 %3583
  %3596 = shl i64 %merge1991076, 8
  %3597 = getelementptr i8, ptr %partials, i64 %3596
  %3598 = getelementptr i8, ptr %3597, i64 556
  %3599 = getelementptr i8, ptr %3597, i64 560
  %index201.2 = load i32, ptr %3599, align 4
  %3600 = zext i32 %index201.2 to i64
  %3601 = load float, ptr %3598, align 4
  %3602 = fcmp ogt float %3601, %3594
  %3603 = fcmp uno float %3601, 0.000000e+00
  %3604 = fcmp ord float %3594, 0.000000e+00
  %3605 = and i1 %3604, %3603
  %take202.2 = or i1 %3602, %3605
  %3606 = select i1 %take202.2, float %3601, float %3594
  %3607 = select i1 %take202.2, i64 %3600, i64 %3595
  %3608 = shl i64 %merge1991076, 8
  %3609 = getelementptr i8, ptr %partials, i64 %3608
  %3610 = getelementptr i8, ptr %3609, i64 812
  %3611 = getelementptr i8, ptr %3609, i64 816
  %index201.3 = load i32, ptr %3611, align 4
  %3612 = zext i32 %index201.3 to i64
  %3613 = load float, ptr %3610, align 4
  %3614 = fcmp ogt float %3613, %3606
  %3615 = fcmp uno float %3613, 0.000000e+00
  %3616 = fcmp ord float %3606, 0.000000e+00
  %3617 = and i1 %3616, %3615
  %take202.3 = or i1 %3614, %3617
  %3618 = select i1 %take202.3, float %3613, float %3606
  %3619 = select i1 %take202.3, i64 %3612, i64 %3607
  %3620 = add nuw i64 %merge1991076, 4
  %niter4760.next.3 = add i64 %niter4760, 4
  %niter4760.ncmp.3 = icmp eq i64 %niter4760.next.3, %unroll_iter4759
  br i1 %niter4760.ncmp.3, label %merge.exit198.loopexit.unr-lcssa, label %merge.body197

merge.exit198.loopexit.unr-lcssa:                 ; preds = %merge.body197
  %lcmp.mod4756.not = icmp eq i64 %xtraiter4754, 0
  br i1 %lcmp.mod4756.not, label %merge.exit198.loopexit, label %merge.body197.epil.preheader

merge.body197.epil.preheader:                     ; preds = %merge.exit198.loopexit.unr-lcssa, %merge.body197.preheader
  %merge1991076.epil.init = phi i64 [ 0, %merge.body197.preheader ], [ %3620, %merge.exit198.loopexit.unr-lcssa ]
  %fold_value191.01075.epil.init = phi float [ 0xFFF0000000000000, %merge.body197.preheader ], [ %3618, %merge.exit198.loopexit.unr-lcssa ]
  %fold_index192.01074.epil.init = phi i64 [ 0, %merge.body197.preheader ], [ %3619, %merge.exit198.loopexit.unr-lcssa ]
  %lcmp.mod4758 = icmp ne i64 %xtraiter4754, 0
  tail call void @llvm.assume(i1 %lcmp.mod4758)
  br label %merge.body197.epil

merge.body197.epil:                               ; preds = %merge.body197.epil, %merge.body197.epil.preheader
  %merge1991076.epil = phi i64 [ %3632, %merge.body197.epil ], [ %merge1991076.epil.init, %merge.body197.epil.preheader ]
  %fold_value191.01075.epil = phi float [ %3630, %merge.body197.epil ], [ %fold_value191.01075.epil.init, %merge.body197.epil.preheader ]
  %fold_index192.01074.epil = phi i64 [ %3631, %merge.body197.epil ], [ %fold_index192.01074.epil.init, %merge.body197.epil.preheader ]
  %epil.iter4755 = phi i64 [ %epil.iter4755.next, %merge.body197.epil ], [ 0, %merge.body197.epil.preheader ]
  %.idx997.epil = shl i64 %merge1991076.epil, 8
  %3621 = getelementptr inbounds i8, ptr %partials, i64 %.idx997.epil
  %3622 = getelementptr inbounds nuw i8, ptr %3621, i64 44
  %3623 = getelementptr inbounds nuw i8, ptr %3621, i64 48
  %index201.epil = load i32, ptr %3623, align 4
  %3624 = zext i32 %index201.epil to i64
  %3625 = load float, ptr %3622, align 4
  %3626 = fcmp ogt float %3625, %fold_value191.01075.epil
  %3627 = fcmp uno float %3625, 0.000000e+00
  %3628 = fcmp ord float %fold_value191.01075.epil, 0.000000e+00
  %3629 = and i1 %3628, %3627
  %take202.epil = or i1 %3626, %3629
  %3630 = select i1 %take202.epil, float %3625, float %fold_value191.01075.epil
  %3631 = select i1 %take202.epil, i64 %3624, i64 %fold_index192.01074.epil
  %3632 = add nuw i64 %merge1991076.epil, 1
  %epil.iter4755.next = add i64 %epil.iter4755, 1
  %epil.iter4755.cmp.not = icmp eq i64 %epil.iter4755.next, %xtraiter4754
  br i1 %epil.iter4755.cmp.not, label %merge.exit198.loopexit, label %merge.body197.epil, !llvm.loop !18

merge.exit198.loopexit:                           ; preds = %merge.body197.epil, %merge.exit198.loopexit.unr-lcssa
  %.lcssa4718 = phi i64 [ %3619, %merge.exit198.loopexit.unr-lcssa ], [ %3631, %merge.body197.epil ]
  %3633 = uitofp nneg i64 %.lcssa4718 to float
  br label %span.done.thread

span.whole.then:                                  ; preds = %span.done
  store i32 2, ptr %18, align 4
  br label %span.whole.done

span.whole.done:                                  ; preds = %span.done.thread, %span.whole.then, %span.done
  %unsplit1557 = phi i1 [ false, %span.done.thread ], [ true, %span.whole.then ], [ false, %span.done ]
  %span0 = icmp eq i64 %span, 0
  %3634 = and i1 %span0, %unsplit1557
  %whole = or i1 %mode, %3634
  %3635 = icmp ult i64 %row_begin, %row_end
  %or.cond = select i1 %whole, i1 %3635, i1 false
  br i1 %or.cond, label %row.body.lr.ph, label %rows.done

row.body.lr.ph:                                   ; preds = %span.whole.done
  %.not1356 = icmp eq i64 %n_features, 0
  %3636 = getelementptr float, ptr %scratch, i64 %n_features
  %.idx1036 = shl i64 %n_features, 3
  %3637 = getelementptr i8, ptr %scratch, i64 %.idx1036
  %.idx1037 = mul i64 %n_features, 12
  %3638 = getelementptr i8, ptr %scratch, i64 %.idx1037
  %.idx1038 = shl i64 %n_features, 4
  %3639 = getelementptr i8, ptr %scratch, i64 %.idx1038
  %blocks_end219 = and i64 %n_features, -32
  %.not1357 = icmp eq i64 %blocks_end219, 0
  %.not1358 = icmp eq i64 %blocks_end219, %n_features
  %top_k319 = uitofp i64 %top_k to float
  %3640 = add i64 %n_features, -1
  %ctlz = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %3640, i1 false)
  %index_bits = sub nuw nsw i64 64, %ctlz
  %notmask = shl nsw i64 -1, %index_bits
  %mask = xor i64 %notmask, -1
  %.not1371 = icmp eq i64 %3640, 0
  %.idx1035 = mul i64 %n_features, 20
  %3641 = getelementptr i8, ptr %scratch, i64 %.idx1035
  %3642 = lshr i64 %n_features, 4
  %3643 = fcmp ogt float %top_p, 0.000000e+00
  %3644 = sub nuw nsw i64 65, %ctlz
  %round_pairs = lshr i64 %3644, 1
  %.not1379 = icmp eq i64 %round_pairs, 0
  %3645 = sub nsw i64 63, %ctlz
  %3646 = trunc i64 %key0 to i32
  %3647 = lshr i64 %key0, 32
  %3648 = and i64 %key1, 4294967295
  %3649 = mul nuw i64 %3648, 3449720151
  %3650 = lshr i64 %3649, 32
  %invariant.op1335 = xor i64 %key0, %3650
  %3651 = xor i64 %key1, %key0
  %3652 = add i64 %key0, 2654435769
  %3653 = add nuw nsw i64 %3647, 3144134277
  %3654 = add i64 %key0, 1013904242
  %3655 = add nuw nsw i64 %3647, 1993301258
  %3656 = add i64 %key0, 3668340011
  %3657 = add nuw nsw i64 %3647, 842468239
  %3658 = add i64 %key0, 2027808484
  %3659 = add nuw nsw i64 %3647, 3986602516
  %3660 = add i64 %key0, 387276957
  %3661 = add nuw nsw i64 %3647, 2835769497
  %3662 = add i64 %key0, 3041712726
  %3663 = add nuw nsw i64 %3647, 1684936478
  %3664 = add i64 %key0, 1401181199
  %3665 = add nuw nsw i64 %3647, 534103459
  %3666 = add nuw nsw i64 %3647, 3678237736
  %3667 = add i32 %3646, -1879881855
  %top_p_off740 = fcmp uge float %top_p, 1.000000e+00
  %guard741 = and i1 %top_p_off740, %not_greedy
  %umax = tail call i64 @llvm.umax.i64(i64 %index_bits, i64 1)
  %3668 = uitofp i64 %n_features to float
  %3669 = fcmp ult float %3668, %top_k319
  %.not2142 = icmp eq i64 %top_k, 0
  %3670 = icmp eq i64 %top_k, 0
  %3671 = select i1 %3670, i32 -65536, i32 0
  %candidate3341682 = or disjoint i32 %3671, 32768
  %3672 = mul i64 %row_begin, %n_features
  %3673 = shl i64 %3672, 2
  %3674 = add i64 %3673, %input_02263
  %3675 = sub i64 %scratch2262, %3674
  %3676 = mul i64 %n_features, -4
  %3677 = mul i64 %n_features, -4
  %3678 = shl i64 %row_begin, 2
  %3679 = sub i64 4, %3678
  %3680 = mul i64 %n_features, %3679
  %3681 = add i64 %3680, %scratch2262
  %3682 = sub i64 %3681, %input_02263
  %3683 = mul i64 %n_features, -4
  %3684 = mul i64 %row_begin, %n_features
  %3685 = shl i64 %3684, 2
  %3686 = add i64 %3685, %input_02263
  %3687 = sub i64 %scratch2262, %3686
  %3688 = mul i64 %n_features, -4
  %3689 = mul i64 %n_features, -4
  %3690 = shl i64 %row_begin, 2
  %3691 = sub i64 20, %3690
  %3692 = mul i64 %n_features, %3691
  %3693 = add i64 %3692, %scratch2262
  %3694 = sub i64 %3693, %input_02263
  %3695 = mul i64 %n_features, -4
  %3696 = sub i64 4, %3690
  %3697 = mul i64 %n_features, %3696
  %3698 = add i64 %3697, %scratch2262
  %3699 = sub i64 %3698, %input_02263
  %3700 = mul i64 %n_features, -4
  %3701 = mul i64 %row_begin, %n_features
  %3702 = shl i64 %3701, 2
  %3703 = add i64 %3702, %input_02263
  %3704 = sub i64 %scratch2262, %3703
  %3705 = mul i64 %n_features, -4
  %3706 = shl i64 %row_begin, 2
  %3707 = insertelement <4 x i64> poison, i64 %3706, i64 0
  %3708 = shufflevector <4 x i64> %3707, <4 x i64> poison, <4 x i32> zeroinitializer
  %3709 = sub <4 x i64> <i64 4, i64 8, i64 12, i64 16>, %3708
  %3710 = insertelement <4 x i64> poison, i64 %n_features, i64 0
  %3711 = shufflevector <4 x i64> %3710, <4 x i64> poison, <4 x i32> zeroinitializer
  %3712 = mul <4 x i64> %3711, %3709
  %3713 = insertelement <4 x i64> poison, i64 %scratch2262, i64 0
  %3714 = shufflevector <4 x i64> %3713, <4 x i64> poison, <4 x i32> zeroinitializer
  %3715 = add <4 x i64> %3712, %3714
  %3716 = insertelement <4 x i64> poison, i64 %input_02263, i64 0
  %3717 = shufflevector <4 x i64> %3716, <4 x i64> poison, <4 x i32> zeroinitializer
  %3718 = sub <4 x i64> %3715, %3717
  %3719 = insertelement <8 x float> poison, float %top_k319, i64 0
  %3720 = shufflevector <8 x float> %3719, <8 x float> poison, <8 x i32> zeroinitializer
  %3721 = add i64 %blocks_end219, -1
  %3722 = lshr i64 %3721, 5
  %3723 = add nuw nsw i64 %3722, 1
  %3724 = add i64 %n_features, -1
  %min.iters.check4378 = icmp ult i64 %n_features, 8
  %3725 = and i64 %n_features, 4611686018427387896
  %diff.check4360 = icmp eq i64 %3725, 0
  %diff.check4361 = icmp ult i64 %.idx1036, 32
  %diff.check4363 = icmp ult i64 %.idx1037, 32
  %diff.check4365 = icmp ult i64 %.idx1038, 32
  %op.rdx4401 = or i1 %diff.check4363, %diff.check4365
  %invariant.op5321 = or i1 %diff.check4361, %op.rdx4401
  %n.vec4381 = and i64 %n_features, -8
  %broadcast.splatinsert4382 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat4383 = shufflevector <8 x float> %broadcast.splatinsert4382, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n4389 = icmp eq i64 %n_features, %n.vec4381
  %xtraiter4811 = and i64 %3723, 1
  %3726 = icmp eq i64 %3722, 0
  %unroll_iter4817 = and i64 %3723, 1152921504606846974
  %lcmp.mod4813.not = icmp eq i64 %xtraiter4811, 0
  %lcmp.mod4816 = icmp ne i64 %xtraiter4811, 0
  %xtraiter4819 = and i64 %3723, 1
  %3727 = icmp eq i64 %3722, 0
  %unroll_iter4825 = and i64 %3723, 1152921504606846974
  %lcmp.mod4821.not = icmp eq i64 %xtraiter4819, 0
  %lcmp.mod4824 = icmp ne i64 %xtraiter4819, 0
  %xtraiter4827 = and i64 %3723, 1
  %3728 = icmp eq i64 %3722, 0
  %unroll_iter4833 = and i64 %3723, 1152921504606846974
  %lcmp.mod4829.not = icmp eq i64 %xtraiter4827, 0
  %lcmp.mod4832 = icmp ne i64 %xtraiter4827, 0
  %xtraiter4835 = and i64 %3723, 1
  %3729 = icmp eq i64 %3722, 0
  %unroll_iter4841 = and i64 %3723, 1152921504606846974
  %lcmp.mod4837.not = icmp eq i64 %xtraiter4835, 0
  %lcmp.mod4840 = icmp ne i64 %xtraiter4835, 0
  %xtraiter4843 = and i64 %3723, 1
  %3730 = icmp eq i64 %3722, 0
  %unroll_iter4849 = and i64 %3723, 1152921504606846974
  %lcmp.mod4845.not = icmp eq i64 %xtraiter4843, 0
  %lcmp.mod4848 = icmp ne i64 %xtraiter4843, 0
  %min.iters.check4328 = icmp ult i64 %n_features, 4
  %min.iters.check4331 = icmp ult i64 %n_features, 32
  %n.mod.vf4334 = and i64 %n_features, 28
  %n.vec4335 = and i64 %n_features, -32
  %cmp.n4344 = icmp eq i64 %n_features, %n.vec4335
  %min.epilog.iters.check4348 = icmp eq i64 %n.mod.vf4334, 0
  %n.vec4351 = and i64 %n_features, -4
  %cmp.n4357 = icmp eq i64 %n_features, %n.vec4351
  %xtraiter4851 = and i64 %n_features, 1
  %lcmp.mod4852.not = icmp eq i64 %xtraiter4851, 0
  %min.iters.check4282 = icmp ult i64 %n_features, 4
  %min.iters.check4285 = icmp ult i64 %n_features, 16
  %n.mod.vf4288 = and i64 %n_features, 12
  %n.vec4289 = and i64 %n_features, -16
  %cmp.n4305 = icmp eq i64 %n_features, %n.vec4289
  %min.epilog.iters.check4310 = icmp eq i64 %n.mod.vf4288, 0
  %n.vec4313 = and i64 %n_features, -4
  %cmp.n4320 = icmp eq i64 %n_features, %n.vec4313
  %min.iters.check4236 = icmp ult i64 %n_features, 4
  %min.iters.check4239 = icmp ult i64 %n_features, 16
  %n.mod.vf4242 = and i64 %n_features, 12
  %n.vec4243 = and i64 %n_features, -16
  %cmp.n4261 = icmp eq i64 %n_features, %n.vec4243
  %min.epilog.iters.check4266 = icmp eq i64 %n.mod.vf4242, 0
  %n.vec4269 = and i64 %n_features, -4
  %cmp.n4278 = icmp eq i64 %n_features, %n.vec4269
  %min.iters.check4190 = icmp ult i64 %n_features, 4
  %min.iters.check4193 = icmp ult i64 %n_features, 16
  %n.mod.vf4196 = and i64 %n_features, 12
  %n.vec4197 = and i64 %n_features, -16
  %cmp.n4215 = icmp eq i64 %n_features, %n.vec4197
  %min.epilog.iters.check4220 = icmp eq i64 %n.mod.vf4196, 0
  %n.vec4223 = and i64 %n_features, -4
  %cmp.n4232 = icmp eq i64 %n_features, %n.vec4223
  %min.iters.check4144 = icmp ult i64 %n_features, 4
  %min.iters.check4147 = icmp ult i64 %n_features, 16
  %n.mod.vf4150 = and i64 %n_features, 12
  %n.vec4151 = and i64 %n_features, -16
  %cmp.n4169 = icmp eq i64 %n_features, %n.vec4151
  %min.epilog.iters.check4174 = icmp eq i64 %n.mod.vf4150, 0
  %n.vec4177 = and i64 %n_features, -4
  %cmp.n4186 = icmp eq i64 %n_features, %n.vec4177
  %min.iters.check4098 = icmp ult i64 %n_features, 4
  %min.iters.check4101 = icmp ult i64 %n_features, 16
  %n.mod.vf4104 = and i64 %n_features, 12
  %n.vec4105 = and i64 %n_features, -16
  %cmp.n4123 = icmp eq i64 %n_features, %n.vec4105
  %min.epilog.iters.check4128 = icmp eq i64 %n.mod.vf4104, 0
  %n.vec4131 = and i64 %n_features, -4
  %cmp.n4140 = icmp eq i64 %n_features, %n.vec4131
  %min.iters.check4052 = icmp ult i64 %n_features, 4
  %min.iters.check4055 = icmp ult i64 %n_features, 16
  %n.mod.vf4058 = and i64 %n_features, 12
  %n.vec4059 = and i64 %n_features, -16
  %cmp.n4077 = icmp eq i64 %n_features, %n.vec4059
  %min.epilog.iters.check4082 = icmp eq i64 %n.mod.vf4058, 0
  %n.vec4085 = and i64 %n_features, -4
  %cmp.n4094 = icmp eq i64 %n_features, %n.vec4085
  %min.iters.check4006 = icmp ult i64 %n_features, 4
  %min.iters.check4009 = icmp ult i64 %n_features, 16
  %n.mod.vf4012 = and i64 %n_features, 12
  %n.vec4013 = and i64 %n_features, -16
  %cmp.n4031 = icmp eq i64 %n_features, %n.vec4013
  %min.epilog.iters.check4036 = icmp eq i64 %n.mod.vf4012, 0
  %n.vec4039 = and i64 %n_features, -4
  %cmp.n4048 = icmp eq i64 %n_features, %n.vec4039
  %min.iters.check3960 = icmp ult i64 %n_features, 4
  %min.iters.check3963 = icmp ult i64 %n_features, 16
  %n.mod.vf3966 = and i64 %n_features, 12
  %n.vec3967 = and i64 %n_features, -16
  %cmp.n3985 = icmp eq i64 %n_features, %n.vec3967
  %min.epilog.iters.check3990 = icmp eq i64 %n.mod.vf3966, 0
  %n.vec3993 = and i64 %n_features, -4
  %cmp.n4002 = icmp eq i64 %n_features, %n.vec3993
  %min.iters.check3914 = icmp ult i64 %n_features, 4
  %min.iters.check3917 = icmp ult i64 %n_features, 16
  %n.mod.vf3920 = and i64 %n_features, 12
  %n.vec3921 = and i64 %n_features, -16
  %cmp.n3939 = icmp eq i64 %n_features, %n.vec3921
  %min.epilog.iters.check3944 = icmp eq i64 %n.mod.vf3920, 0
  %n.vec3947 = and i64 %n_features, -4
  %cmp.n3956 = icmp eq i64 %n_features, %n.vec3947
  %min.iters.check3868 = icmp ult i64 %n_features, 4
  %min.iters.check3871 = icmp ult i64 %n_features, 16
  %n.mod.vf3874 = and i64 %n_features, 12
  %n.vec3875 = and i64 %n_features, -16
  %cmp.n3893 = icmp eq i64 %n_features, %n.vec3875
  %min.epilog.iters.check3898 = icmp eq i64 %n.mod.vf3874, 0
  %n.vec3901 = and i64 %n_features, -4
  %cmp.n3910 = icmp eq i64 %n_features, %n.vec3901
  %min.iters.check3822 = icmp ult i64 %n_features, 4
  %min.iters.check3825 = icmp ult i64 %n_features, 16
  %n.mod.vf3828 = and i64 %n_features, 12
  %n.vec3829 = and i64 %n_features, -16
  %cmp.n3847 = icmp eq i64 %n_features, %n.vec3829
  %min.epilog.iters.check3852 = icmp eq i64 %n.mod.vf3828, 0
  %n.vec3855 = and i64 %n_features, -4
  %cmp.n3864 = icmp eq i64 %n_features, %n.vec3855
  %min.iters.check3776 = icmp ult i64 %n_features, 4
  %min.iters.check3779 = icmp ult i64 %n_features, 16
  %n.mod.vf3782 = and i64 %n_features, 12
  %n.vec3783 = and i64 %n_features, -16
  %cmp.n3801 = icmp eq i64 %n_features, %n.vec3783
  %min.epilog.iters.check3806 = icmp eq i64 %n.mod.vf3782, 0
  %n.vec3809 = and i64 %n_features, -4
  %cmp.n3818 = icmp eq i64 %n_features, %n.vec3809
  %min.iters.check3730 = icmp ult i64 %n_features, 4
  %min.iters.check3733 = icmp ult i64 %n_features, 16
  %n.mod.vf3736 = and i64 %n_features, 12
  %n.vec3737 = and i64 %n_features, -16
  %cmp.n3755 = icmp eq i64 %n_features, %n.vec3737
  %min.epilog.iters.check3760 = icmp eq i64 %n.mod.vf3736, 0
  %n.vec3763 = and i64 %n_features, -4
  %cmp.n3772 = icmp eq i64 %n_features, %n.vec3763
  %min.iters.check3684 = icmp ult i64 %n_features, 4
  %min.iters.check3687 = icmp ult i64 %n_features, 16
  %n.mod.vf3690 = and i64 %n_features, 12
  %n.vec3691 = and i64 %n_features, -16
  %cmp.n3709 = icmp eq i64 %n_features, %n.vec3691
  %min.epilog.iters.check3714 = icmp eq i64 %n.mod.vf3690, 0
  %n.vec3717 = and i64 %n_features, -4
  %cmp.n3726 = icmp eq i64 %n_features, %n.vec3717
  %min.iters.check3638 = icmp ult i64 %n_features, 4
  %min.iters.check3641 = icmp ult i64 %n_features, 16
  %n.mod.vf3644 = and i64 %n_features, 12
  %n.vec3645 = and i64 %n_features, -16
  %cmp.n3663 = icmp eq i64 %n_features, %n.vec3645
  %min.epilog.iters.check3668 = icmp eq i64 %n.mod.vf3644, 0
  %n.vec3671 = and i64 %n_features, -4
  %cmp.n3680 = icmp eq i64 %n_features, %n.vec3671
  %min.iters.check3592 = icmp ult i64 %n_features, 4
  %min.iters.check3595 = icmp ult i64 %n_features, 16
  %n.mod.vf3598 = and i64 %n_features, 12
  %n.vec3599 = and i64 %n_features, -16
  %cmp.n3617 = icmp eq i64 %n_features, %n.vec3599
  %min.epilog.iters.check3622 = icmp eq i64 %n.mod.vf3598, 0
  %n.vec3625 = and i64 %n_features, -4
  %cmp.n3634 = icmp eq i64 %n_features, %n.vec3625
  %xtraiter4853 = and i64 %n_features, 1
  %3731 = icmp eq i64 %3724, 0
  %unroll_iter4859 = and i64 %n_features, -2
  %lcmp.mod4855.not = icmp eq i64 %xtraiter4853, 0
  %lcmp.mod4858 = icmp ne i64 %xtraiter4853, 0
  %broadcast.splatinsert2806 = insertelement <4 x i64> poison, i64 %mask, i64 0
  %broadcast.splat2807 = shufflevector <4 x i64> %broadcast.splatinsert2806, <4 x i64> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert2840 = insertelement <4 x i64> poison, i64 %mask, i64 0
  %broadcast.splat2841 = shufflevector <4 x i64> %broadcast.splatinsert2840, <4 x i64> poison, <4 x i32> zeroinitializer
  %min.iters.check2746 = icmp ult i64 %n_features, 4
  %min.iters.check2749 = icmp ult i64 %n_features, 32
  %n.mod.vf2752 = and i64 %n_features, 28
  %n.vec2753 = and i64 %n_features, -32
  %cmp.n2771 = icmp eq i64 %n_features, %n.vec2753
  %min.epilog.iters.check2775 = icmp eq i64 %n.mod.vf2752, 0
  %n.vec2778 = and i64 %n_features, -4
  %cmp.n2793 = icmp eq i64 %n_features, %n.vec2778
  %xtraiter4861 = and i64 %n_features, 1
  %lcmp.mod4862.not = icmp eq i64 %xtraiter4861, 0
  %min.iters.check2647 = icmp ult i64 %n_features, 4
  %min.iters.check2650 = icmp ult i64 %n_features, 32
  %n.mod.vf2653 = and i64 %n_features, 28
  %n.vec2654 = and i64 %n_features, -32
  %broadcast.splatinsert2655 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat2656 = shufflevector <8 x float> %broadcast.splatinsert2655, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n2674 = icmp eq i64 %n_features, %n.vec2654
  %min.epilog.iters.check2678 = icmp eq i64 %n.mod.vf2653, 0
  %n.vec2681 = and i64 %n_features, -4
  %broadcast.splatinsert2682 = insertelement <4 x float> poison, float %inv_t, i64 0
  %broadcast.splat2683 = shufflevector <4 x float> %broadcast.splatinsert2682, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n2698 = icmp eq i64 %n_features, %n.vec2681
  %xtraiter4887 = and i64 %n_features, 1
  %lcmp.mod4888.not = icmp eq i64 %xtraiter4887, 0
  %xtraiter4890 = and i64 %3723, 1
  %3732 = icmp eq i64 %3722, 0
  %unroll_iter4896 = and i64 %3723, 1152921504606846974
  %lcmp.mod4892.not = icmp eq i64 %xtraiter4890, 0
  %lcmp.mod4895 = icmp ne i64 %xtraiter4890, 0
  %min.iters.check2623 = icmp ult i64 %n_features, 8
  %n.vec2626 = and i64 %n_features, -8
  %broadcast.splatinsert2627 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat2628 = shufflevector <8 x float> %broadcast.splatinsert2627, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n2642 = icmp eq i64 %n_features, %n.vec2626
  %xtraiter4898 = and i64 %n_features, 7
  %3733 = icmp ult i64 %3724, 7
  %unroll_iter4903 = and i64 %n_features, -8
  %lcmp.mod4900.not = icmp eq i64 %xtraiter4898, 0
  %lcmp.mod4902 = icmp ne i64 %xtraiter4898, 0
  %min.iters.check2597 = icmp ult i64 %n_features, 8
  %n.vec2600 = and i64 %n_features, -8
  %broadcast.splatinsert2603 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat2604 = shufflevector <8 x float> %broadcast.splatinsert2603, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n2618 = icmp eq i64 %n_features, %n.vec2600
  %xtraiter4905 = and i64 %n_features, 1
  %3734 = icmp eq i64 %3724, 0
  %unroll_iter4910 = and i64 %n_features, -2
  %lcmp.mod4907.not = icmp eq i64 %xtraiter4905, 0
  %lcmp.mod4909 = icmp ne i64 %xtraiter4905, 0
  %min.iters.check2542 = icmp ult i64 %n_features, 8
  %n.vec2545 = and i64 %n_features, -8
  %broadcast.splatinsert2550 = insertelement <8 x i64> poison, i64 %3651, i64 0
  %broadcast.splat2551 = shufflevector <8 x i64> %broadcast.splatinsert2550, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2556 = insertelement <8 x i64> poison, i64 %3654, i64 0
  %broadcast.splat2557 = shufflevector <8 x i64> %broadcast.splatinsert2556, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2560 = insertelement <8 x i64> poison, i64 %3656, i64 0
  %broadcast.splat2561 = shufflevector <8 x i64> %broadcast.splatinsert2560, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2562 = insertelement <8 x i64> poison, i64 %3657, i64 0
  %broadcast.splat2563 = shufflevector <8 x i64> %broadcast.splatinsert2562, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2564 = insertelement <8 x i64> poison, i64 %3658, i64 0
  %broadcast.splat2565 = shufflevector <8 x i64> %broadcast.splatinsert2564, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2566 = insertelement <8 x i64> poison, i64 %3659, i64 0
  %broadcast.splat2567 = shufflevector <8 x i64> %broadcast.splatinsert2566, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2568 = insertelement <8 x i64> poison, i64 %3660, i64 0
  %broadcast.splat2569 = shufflevector <8 x i64> %broadcast.splatinsert2568, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2570 = insertelement <8 x i64> poison, i64 %3661, i64 0
  %broadcast.splat2571 = shufflevector <8 x i64> %broadcast.splatinsert2570, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2572 = insertelement <8 x i64> poison, i64 %3662, i64 0
  %broadcast.splat2573 = shufflevector <8 x i64> %broadcast.splatinsert2572, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2574 = insertelement <8 x i64> poison, i64 %3663, i64 0
  %broadcast.splat2575 = shufflevector <8 x i64> %broadcast.splatinsert2574, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2576 = insertelement <8 x i64> poison, i64 %3664, i64 0
  %broadcast.splat2577 = shufflevector <8 x i64> %broadcast.splatinsert2576, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2578 = insertelement <8 x i64> poison, i64 %3665, i64 0
  %broadcast.splat2579 = shufflevector <8 x i64> %broadcast.splatinsert2578, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2580 = insertelement <8 x i64> poison, i64 %3666, i64 0
  %broadcast.splat2581 = shufflevector <8 x i64> %broadcast.splatinsert2580, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2582 = insertelement <8 x i32> poison, i32 %3667, i64 0
  %broadcast.splat2583 = shufflevector <8 x i32> %broadcast.splatinsert2582, <8 x i32> poison, <8 x i32> zeroinitializer
  %.scalar4414 = xor i64 %3652, %3649
  %.scalar4415 = and i64 %.scalar4414, 4294967295
  %3735 = insertelement <8 x i64> poison, i64 %.scalar4415, i64 0
  %.masked4392 = shufflevector <8 x i64> %3735, <8 x i64> poison, <8 x i32> zeroinitializer
  %cmp.n2590 = icmp eq i64 %n_features, %n.vec2545
  %invariant.op5313 = xor i64 %3649, %3652
  %min.iters.check2530 = icmp ult i64 %n_features, 8
  %n.vec2533 = and i64 %n_features, -8
  %cmp.n2539 = icmp eq i64 %n_features, %n.vec2533
  %min.iters.check2501 = icmp ult i64 %n_features, 8
  %n.vec2504 = and i64 %n_features, -8
  %broadcast.splatinsert2505 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat2506 = shufflevector <8 x float> %broadcast.splatinsert2505, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n2527 = icmp eq i64 %n_features, %n.vec2504
  %xtraiter4937 = and i64 %3723, 1
  %3736 = icmp eq i64 %3722, 0
  %unroll_iter4943 = and i64 %3723, 1152921504606846974
  %lcmp.mod4939.not = icmp eq i64 %xtraiter4937, 0
  %lcmp.mod4942 = icmp ne i64 %xtraiter4937, 0
  %invariant.op5315 = xor i64 %3649, %3652
  %invariant.op5317 = xor i64 %3649, %3652
  %min.iters.check2448 = icmp ult i64 %n_features, 8
  %n.vec2451 = and i64 %n_features, -8
  %broadcast.splatinsert2456 = insertelement <8 x i64> poison, i64 %3651, i64 0
  %broadcast.splat2457 = shufflevector <8 x i64> %broadcast.splatinsert2456, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2462 = insertelement <8 x i64> poison, i64 %3654, i64 0
  %broadcast.splat2463 = shufflevector <8 x i64> %broadcast.splatinsert2462, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2466 = insertelement <8 x i64> poison, i64 %3656, i64 0
  %broadcast.splat2467 = shufflevector <8 x i64> %broadcast.splatinsert2466, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2468 = insertelement <8 x i64> poison, i64 %3657, i64 0
  %broadcast.splat2469 = shufflevector <8 x i64> %broadcast.splatinsert2468, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2470 = insertelement <8 x i64> poison, i64 %3658, i64 0
  %broadcast.splat2471 = shufflevector <8 x i64> %broadcast.splatinsert2470, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2472 = insertelement <8 x i64> poison, i64 %3659, i64 0
  %broadcast.splat2473 = shufflevector <8 x i64> %broadcast.splatinsert2472, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2474 = insertelement <8 x i64> poison, i64 %3660, i64 0
  %broadcast.splat2475 = shufflevector <8 x i64> %broadcast.splatinsert2474, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2476 = insertelement <8 x i64> poison, i64 %3661, i64 0
  %broadcast.splat2477 = shufflevector <8 x i64> %broadcast.splatinsert2476, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2478 = insertelement <8 x i64> poison, i64 %3662, i64 0
  %broadcast.splat2479 = shufflevector <8 x i64> %broadcast.splatinsert2478, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2480 = insertelement <8 x i64> poison, i64 %3663, i64 0
  %broadcast.splat2481 = shufflevector <8 x i64> %broadcast.splatinsert2480, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2482 = insertelement <8 x i64> poison, i64 %3664, i64 0
  %broadcast.splat2483 = shufflevector <8 x i64> %broadcast.splatinsert2482, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2484 = insertelement <8 x i64> poison, i64 %3665, i64 0
  %broadcast.splat2485 = shufflevector <8 x i64> %broadcast.splatinsert2484, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2486 = insertelement <8 x i64> poison, i64 %3666, i64 0
  %broadcast.splat2487 = shufflevector <8 x i64> %broadcast.splatinsert2486, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2488 = insertelement <8 x i32> poison, i32 %3667, i64 0
  %broadcast.splat2489 = shufflevector <8 x i32> %broadcast.splatinsert2488, <8 x i32> poison, <8 x i32> zeroinitializer
  %.scalar4424 = xor i64 %3652, %3649
  %.scalar4425 = and i64 %.scalar4424, 4294967295
  %3737 = insertelement <8 x i64> poison, i64 %.scalar4425, i64 0
  %.masked4394 = shufflevector <8 x i64> %3737, <8 x i64> poison, <8 x i32> zeroinitializer
  %cmp.n2496 = icmp eq i64 %n_features, %n.vec2451
  %invariant.op5319 = xor i64 %3649, %3652
  %min.iters.check2436 = icmp ult i64 %n_features, 8
  %n.vec2439 = and i64 %n_features, -8
  %cmp.n2445 = icmp eq i64 %n_features, %n.vec2439
  %min.iters.check2380 = icmp ult i64 %n_features, 4
  %min.iters.check2383 = icmp ult i64 %n_features, 32
  %n.mod.vf2386 = and i64 %n_features, 28
  %n.vec2387 = and i64 %n_features, -32
  %broadcast.splatinsert2388 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat2389 = shufflevector <8 x float> %broadcast.splatinsert2388, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n2408 = icmp eq i64 %n_features, %n.vec2387
  %min.epilog.iters.check2412 = icmp eq i64 %n.mod.vf2386, 0
  %n.vec2415 = and i64 %n_features, -4
  %broadcast.splatinsert2416 = insertelement <4 x float> poison, float %inv_t, i64 0
  %broadcast.splat2417 = shufflevector <4 x float> %broadcast.splatinsert2416, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n2433 = icmp eq i64 %n_features, %n.vec2415
  %xtraiter4963 = and i64 %n_features, 1
  %lcmp.mod4964.not = icmp eq i64 %xtraiter4963, 0
  %xtraiter4966 = and i64 %3723, 1
  %3738 = icmp eq i64 %3722, 0
  %unroll_iter4972 = and i64 %3723, 1152921504606846974
  %lcmp.mod4968.not = icmp eq i64 %xtraiter4966, 0
  %lcmp.mod4971 = icmp ne i64 %xtraiter4966, 0
  br label %row.body

rows.done:                                        ; preds = %guard.done744, %span.whole.done
  ret void

row.body:                                         ; preds = %row.body.lr.ph, %guard.done744
  %indvar = phi i64 [ 0, %row.body.lr.ph ], [ %indvar.next, %guard.done744 ]
  %row1334 = phi i64 [ %row_begin, %row.body.lr.ph ], [ %10245, %guard.done744 ]
  %3739 = mul i64 %3705, %indvar
  %3740 = add i64 %3704, %3739
  %3741 = insertelement <4 x i64> poison, i64 %3739, i64 0
  %3742 = shufflevector <4 x i64> %3741, <4 x i64> poison, <4 x i32> zeroinitializer
  %3743 = add <4 x i64> %3718, %3742
  %3744 = mul i64 %3700, %indvar
  %3745 = add i64 %3699, %3744
  %3746 = add i64 %3704, %3744
  %3747 = mul i64 %3695, %indvar
  %3748 = add i64 %3694, %3747
  %3749 = mul i64 %3689, %indvar
  %3750 = add i64 %3687, %3749
  %3751 = mul i64 %3688, %indvar
  %3752 = add i64 %3687, %3751
  %3753 = mul i64 %3683, %indvar
  %3754 = add i64 %3682, %3753
  %3755 = add i64 %3687, %3753
  %3756 = mul i64 %3677, %indvar
  %3757 = add i64 %3675, %3756
  %3758 = mul i64 %3676, %indvar
  %3759 = add i64 %3675, %3758
  %row_offset206 = mul i64 %row1334, %n_features
  %id_ptr207 = getelementptr inbounds i64, ptr %out_0, i64 %row1334
  %3760 = getelementptr inbounds float, ptr %input_0, i64 %row_offset206
  %3761 = getelementptr inbounds float, ptr %status, i64 %row1334
  br i1 %.not1356, label %max_block.exit222, label %feature.body209.preheader

feature.body209.preheader:                        ; preds = %row.body
  br i1 %min.iters.check4378, label %feature.body209.preheader4439, label %vector.memcheck4359

vector.memcheck4359:                              ; preds = %feature.body209.preheader
  %diff.check4367 = icmp ult i64 %3740, 32
  %3762 = icmp ult <4 x i64> %3743, splat (i64 32)
  %3763 = bitcast <4 x i1> %3762 to i4
  %3764 = icmp ne i4 %3763, 0
  %op.rdx4402 = or i1 %diff.check4367, %diff.check4360
  %op.rdx4403.reass = or i1 %3764, %invariant.op5321
  %op.rdx4404 = or i1 %op.rdx4403.reass, %op.rdx4402
  br i1 %op.rdx4404, label %feature.body209.preheader4439, label %vector.body4384

vector.body4384:                                  ; preds = %vector.memcheck4359, %vector.body4384
  %index4385 = phi i64 [ %index.next4387, %vector.body4384 ], [ 0, %vector.memcheck4359 ]
  %3765 = getelementptr inbounds float, ptr %3760, i64 %index4385
  %wide.load4386 = load <8 x float>, ptr %3765, align 4
  %3766 = fcmp uno <8 x float> %wide.load4386, zeroinitializer
  %3767 = select <8 x i1> %3766, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3768 = fcmp oeq <8 x float> %wide.load4386, splat (float 0x7FF0000000000000)
  %3769 = select <8 x i1> %3768, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3770 = fmul <8 x float> %broadcast.splat4383, %wide.load4386
  %3771 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3770)
  %3772 = fcmp oeq <8 x float> %3771, splat (float 0x7FF0000000000000)
  %3773 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %wide.load4386)
  %3774 = fcmp one <8 x float> %3773, splat (float 0x7FF0000000000000)
  %3775 = select <8 x i1> %3772, <8 x i1> %3774, <8 x i1> zeroinitializer
  %3776 = select <8 x i1> %3775, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3777 = getelementptr inbounds float, ptr %scratch, i64 %index4385
  store <8 x float> %3767, ptr %3777, align 4
  %3778 = getelementptr float, ptr %3636, i64 %index4385
  store <8 x float> %3769, ptr %3778, align 4
  %3779 = getelementptr float, ptr %3637, i64 %index4385
  store <8 x float> %wide.load4386, ptr %3779, align 4
  %3780 = getelementptr float, ptr %3638, i64 %index4385
  store <8 x float> %wide.load4386, ptr %3780, align 4
  %3781 = getelementptr float, ptr %3639, i64 %index4385
  store <8 x float> %3776, ptr %3781, align 4
  %index.next4387 = add nuw i64 %index4385, 8
  %3782 = icmp eq i64 %index.next4387, %n.vec4381
  br i1 %3782, label %middle.block4388, label %vector.body4384, !llvm.loop !19

middle.block4388:                                 ; preds = %vector.body4384
  br i1 %cmp.n4389, label %feature.exit210, label %feature.body209.preheader4439

feature.body209.preheader4439:                    ; preds = %vector.memcheck4359, %feature.body209.preheader, %middle.block4388
  %feature2111142.ph = phi i64 [ 0, %vector.memcheck4359 ], [ 0, %feature.body209.preheader ], [ %n.vec4381, %middle.block4388 ]
  br label %feature.body209

feature.body209:                                  ; preds = %feature.body209.preheader4439, %feature.body209
  %feature2111142 = phi i64 [ %3801, %feature.body209 ], [ %feature2111142.ph, %feature.body209.preheader4439 ]
  %3783 = getelementptr inbounds float, ptr %3760, i64 %feature2111142
  %3784 = load float, ptr %3783, align 4
  %3785 = fcmp uno float %3784, 0.000000e+00
  %3786 = select i1 %3785, float 1.000000e+00, float 0.000000e+00
  %3787 = fcmp oeq float %3784, 0x7FF0000000000000
  %3788 = select i1 %3787, float 1.000000e+00, float 0.000000e+00
  %3789 = fmul float %inv_t, %3784
  %3790 = tail call float @llvm.fabs.f32(float %3789)
  %3791 = fcmp oeq float %3790, 0x7FF0000000000000
  %3792 = tail call float @llvm.fabs.f32(float %3784)
  %3793 = fcmp one float %3792, 0x7FF0000000000000
  %3794 = select i1 %3791, i1 %3793, i1 false
  %3795 = select i1 %3794, float 1.000000e+00, float 0.000000e+00
  %3796 = getelementptr inbounds float, ptr %scratch, i64 %feature2111142
  store float %3786, ptr %3796, align 4
  %3797 = getelementptr float, ptr %3636, i64 %feature2111142
  store float %3788, ptr %3797, align 4
  %3798 = getelementptr float, ptr %3637, i64 %feature2111142
  store float %3784, ptr %3798, align 4
  %3799 = getelementptr float, ptr %3638, i64 %feature2111142
  store float %3784, ptr %3799, align 4
  %3800 = getelementptr float, ptr %3639, i64 %feature2111142
  store float %3795, ptr %3800, align 4
  %3801 = add nuw i64 %feature2111142, 1
  %exitcond1504.not = icmp eq i64 %3801, %n_features
  br i1 %exitcond1504.not, label %feature.exit210, label %feature.body209, !llvm.loop !20

feature.exit210:                                  ; preds = %feature.body209, %middle.block4388
  br i1 %.not1357, label %max_block.exit222, label %max_block.body221.preheader

max_block.body221.preheader:                      ; preds = %feature.exit210
  br i1 %3726, label %max_block.body221.epil.preheader, label %max_block.body221

max_block.body221:                                ; preds = %max_block.body221.preheader, %max_block.body221
  %max_block2231145 = phi i64 [ %3823, %max_block.body221 ], [ 0, %max_block.body221.preheader ]
  %max_best217.01144 = phi <32 x float> [ %3818, %max_block.body221 ], [ splat (float 0xFFF0000000000000), %max_block.body221.preheader ]
  %max_index218.01143 = phi <32 x i64> [ %3822, %max_block.body221 ], [ zeroinitializer, %max_block.body221.preheader ]
  %niter4818 = phi i64 [ %niter4818.next.1, %max_block.body221 ], [ 0, %max_block.body221.preheader ]
  %3802 = getelementptr inbounds float, ptr %scratch, i64 %max_block2231145
  %block224 = load <32 x float>, ptr %3802, align 4
  %3803 = fcmp ogt <32 x float> %block224, %max_best217.01144
  %3804 = fcmp uno <32 x float> %block224, zeroinitializer
  %3805 = fcmp ord <32 x float> %max_best217.01144, zeroinitializer
  %3806 = and <32 x i1> %3805, %3804
  %take225 = or <32 x i1> %3803, %3806
  %3807 = select <32 x i1> %take225, <32 x float> %block224, <32 x float> %max_best217.01144
  %3808 = insertelement <32 x i64> poison, i64 %max_block2231145, i64 0
  %3809 = shufflevector <32 x i64> %3808, <32 x i64> poison, <32 x i32> zeroinitializer
  %3810 = or disjoint <32 x i64> %3809, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %3811 = select <32 x i1> %take225, <32 x i64> %3810, <32 x i64> %max_index218.01143
  %3812 = or disjoint i64 %max_block2231145, 32
  %3813 = getelementptr inbounds float, ptr %scratch, i64 %3812
  %block224.1 = load <32 x float>, ptr %3813, align 4
  %3814 = fcmp ogt <32 x float> %block224.1, %3807
  %3815 = fcmp uno <32 x float> %block224.1, zeroinitializer
  %3816 = fcmp ord <32 x float> %3807, zeroinitializer
  %3817 = and <32 x i1> %3816, %3815
  %take225.1 = or <32 x i1> %3814, %3817
  %3818 = select <32 x i1> %take225.1, <32 x float> %block224.1, <32 x float> %3807
  %3819 = insertelement <32 x i64> poison, i64 %3812, i64 0
  %3820 = shufflevector <32 x i64> %3819, <32 x i64> poison, <32 x i32> zeroinitializer
  %3821 = or disjoint <32 x i64> %3820, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %3822 = select <32 x i1> %take225.1, <32 x i64> %3821, <32 x i64> %3811
  %3823 = add nuw i64 %max_block2231145, 64
  %niter4818.next.1 = add i64 %niter4818, 2
  %niter4818.ncmp.1.not = icmp eq i64 %niter4818.next.1, %unroll_iter4817
  br i1 %niter4818.ncmp.1.not, label %max_block.exit222.loopexit.unr-lcssa, label %max_block.body221

max_block.exit222.loopexit.unr-lcssa:             ; preds = %max_block.body221
  br i1 %lcmp.mod4813.not, label %max_block.exit222, label %max_block.body221.epil.preheader

max_block.body221.epil.preheader:                 ; preds = %max_block.exit222.loopexit.unr-lcssa, %max_block.body221.preheader
  %max_block2231145.epil.init = phi i64 [ 0, %max_block.body221.preheader ], [ %3823, %max_block.exit222.loopexit.unr-lcssa ]
  %max_best217.01144.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body221.preheader ], [ %3818, %max_block.exit222.loopexit.unr-lcssa ]
  %max_index218.01143.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body221.preheader ], [ %3822, %max_block.exit222.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4816)
  %3824 = getelementptr inbounds float, ptr %scratch, i64 %max_block2231145.epil.init
  %block224.epil = load <32 x float>, ptr %3824, align 4
  %3825 = fcmp ogt <32 x float> %block224.epil, %max_best217.01144.epil.init
  %3826 = fcmp uno <32 x float> %block224.epil, zeroinitializer
  %3827 = fcmp ord <32 x float> %max_best217.01144.epil.init, zeroinitializer
  %3828 = and <32 x i1> %3827, %3826
  %take225.epil = or <32 x i1> %3825, %3828
  %3829 = select <32 x i1> %take225.epil, <32 x float> %block224.epil, <32 x float> %max_best217.01144.epil.init
  %3830 = insertelement <32 x i64> poison, i64 %max_block2231145.epil.init, i64 0
  %3831 = shufflevector <32 x i64> %3830, <32 x i64> poison, <32 x i32> zeroinitializer
  %3832 = or disjoint <32 x i64> %3831, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %3833 = select <32 x i1> %take225.epil, <32 x i64> %3832, <32 x i64> %max_index218.01143.epil.init
  br label %max_block.exit222

max_block.exit222:                                ; preds = %max_block.body221.epil.preheader, %max_block.exit222.loopexit.unr-lcssa, %row.body, %feature.exit210
  %max_index218.0.lcssa = phi <32 x i64> [ zeroinitializer, %feature.exit210 ], [ zeroinitializer, %row.body ], [ %3822, %max_block.exit222.loopexit.unr-lcssa ], [ %3833, %max_block.body221.epil.preheader ]
  %max_best217.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %feature.exit210 ], [ splat (float 0xFFF0000000000000), %row.body ], [ %3818, %max_block.exit222.loopexit.unr-lcssa ], [ %3829, %max_block.body221.epil.preheader ]
  %3834 = extractelement <32 x float> %max_best217.0.lcssa, i64 0
  %3835 = extractelement <32 x i64> %max_index218.0.lcssa, i64 0
  %3836 = fcmp une float %3834, 0xFFF0000000000000
  %3837 = select i1 %3836, i64 %3835, i64 0
  %3838 = extractelement <32 x float> %max_best217.0.lcssa, i64 1
  %3839 = extractelement <32 x i64> %max_index218.0.lcssa, i64 1
  %3840 = fcmp uno float %3838, 0.000000e+00
  %3841 = fcmp ord float %3834, 0.000000e+00
  %3842 = icmp ult i64 %3839, %3837
  %3843 = fcmp ogt float %3838, %3834
  %3844 = fcmp oeq float %3838, %3834
  %3845 = or i1 %3841, %3842
  %3846 = and i1 %3844, %3842
  %3847 = or i1 %3843, %3846
  %3848 = select i1 %3840, i1 %3845, i1 %3847
  %3849 = select i1 %3848, float %3838, float %3834
  %3850 = select i1 %3848, i64 %3839, i64 %3837
  %3851 = extractelement <32 x float> %max_best217.0.lcssa, i64 2
  %3852 = extractelement <32 x i64> %max_index218.0.lcssa, i64 2
  %3853 = fcmp uno float %3851, 0.000000e+00
  %3854 = fcmp ord float %3849, 0.000000e+00
  %3855 = icmp ult i64 %3852, %3850
  %3856 = fcmp ogt float %3851, %3849
  %3857 = fcmp oeq float %3851, %3849
  %3858 = or i1 %3854, %3855
  %3859 = and i1 %3857, %3855
  %3860 = or i1 %3856, %3859
  %3861 = select i1 %3853, i1 %3858, i1 %3860
  %3862 = select i1 %3861, float %3851, float %3849
  %3863 = select i1 %3861, i64 %3852, i64 %3850
  %3864 = extractelement <32 x float> %max_best217.0.lcssa, i64 3
  %3865 = extractelement <32 x i64> %max_index218.0.lcssa, i64 3
  %3866 = fcmp uno float %3864, 0.000000e+00
  %3867 = fcmp ord float %3862, 0.000000e+00
  %3868 = icmp ult i64 %3865, %3863
  %3869 = fcmp ogt float %3864, %3862
  %3870 = fcmp oeq float %3864, %3862
  %3871 = or i1 %3867, %3868
  %3872 = and i1 %3870, %3868
  %3873 = or i1 %3869, %3872
  %3874 = select i1 %3866, i1 %3871, i1 %3873
  %3875 = select i1 %3874, float %3864, float %3862
  %3876 = select i1 %3874, i64 %3865, i64 %3863
  %3877 = extractelement <32 x float> %max_best217.0.lcssa, i64 4
  %3878 = extractelement <32 x i64> %max_index218.0.lcssa, i64 4
  %3879 = fcmp uno float %3877, 0.000000e+00
  %3880 = fcmp ord float %3875, 0.000000e+00
  %3881 = icmp ult i64 %3878, %3876
  %3882 = fcmp ogt float %3877, %3875
  %3883 = fcmp oeq float %3877, %3875
  %3884 = or i1 %3880, %3881
  %3885 = and i1 %3883, %3881
  %3886 = or i1 %3882, %3885
  %3887 = select i1 %3879, i1 %3884, i1 %3886
  %3888 = select i1 %3887, float %3877, float %3875
  %3889 = select i1 %3887, i64 %3878, i64 %3876
  %3890 = extractelement <32 x float> %max_best217.0.lcssa, i64 5
  %3891 = extractelement <32 x i64> %max_index218.0.lcssa, i64 5
  %3892 = fcmp uno float %3890, 0.000000e+00
  %3893 = fcmp ord float %3888, 0.000000e+00
  %3894 = icmp ult i64 %3891, %3889
  %3895 = fcmp ogt float %3890, %3888
  %3896 = fcmp oeq float %3890, %3888
  %3897 = or i1 %3893, %3894
  %3898 = and i1 %3896, %3894
  %3899 = or i1 %3895, %3898
  %3900 = select i1 %3892, i1 %3897, i1 %3899
  %3901 = select i1 %3900, float %3890, float %3888
  %3902 = select i1 %3900, i64 %3891, i64 %3889
  %3903 = extractelement <32 x float> %max_best217.0.lcssa, i64 6
  %3904 = extractelement <32 x i64> %max_index218.0.lcssa, i64 6
  %3905 = fcmp uno float %3903, 0.000000e+00
  %3906 = fcmp ord float %3901, 0.000000e+00
  %3907 = icmp ult i64 %3904, %3902
  %3908 = fcmp ogt float %3903, %3901
  %3909 = fcmp oeq float %3903, %3901
  %3910 = or i1 %3906, %3907
  %3911 = and i1 %3909, %3907
  %3912 = or i1 %3908, %3911
  %3913 = select i1 %3905, i1 %3910, i1 %3912
  %3914 = select i1 %3913, float %3903, float %3901
  %3915 = select i1 %3913, i64 %3904, i64 %3902
  %3916 = extractelement <32 x float> %max_best217.0.lcssa, i64 7
  %3917 = extractelement <32 x i64> %max_index218.0.lcssa, i64 7
  %3918 = fcmp uno float %3916, 0.000000e+00
  %3919 = fcmp ord float %3914, 0.000000e+00
  %3920 = icmp ult i64 %3917, %3915
  %3921 = fcmp ogt float %3916, %3914
  %3922 = fcmp oeq float %3916, %3914
  %3923 = or i1 %3919, %3920
  %3924 = and i1 %3922, %3920
  %3925 = or i1 %3921, %3924
  %3926 = select i1 %3918, i1 %3923, i1 %3925
  %3927 = select i1 %3926, float %3916, float %3914
  %3928 = select i1 %3926, i64 %3917, i64 %3915
  %3929 = extractelement <32 x float> %max_best217.0.lcssa, i64 8
  %3930 = extractelement <32 x i64> %max_index218.0.lcssa, i64 8
  %3931 = fcmp uno float %3929, 0.000000e+00
  %3932 = fcmp ord float %3927, 0.000000e+00
  %3933 = icmp ult i64 %3930, %3928
  %3934 = fcmp ogt float %3929, %3927
  %3935 = fcmp oeq float %3929, %3927
  %3936 = or i1 %3932, %3933
  %3937 = and i1 %3935, %3933
  %3938 = or i1 %3934, %3937
  %3939 = select i1 %3931, i1 %3936, i1 %3938
  %3940 = select i1 %3939, float %3929, float %3927
  %3941 = select i1 %3939, i64 %3930, i64 %3928
  %3942 = extractelement <32 x float> %max_best217.0.lcssa, i64 9
  %3943 = extractelement <32 x i64> %max_index218.0.lcssa, i64 9
  %3944 = fcmp uno float %3942, 0.000000e+00
  %3945 = fcmp ord float %3940, 0.000000e+00
  %3946 = icmp ult i64 %3943, %3941
  %3947 = fcmp ogt float %3942, %3940
  %3948 = fcmp oeq float %3942, %3940
  %3949 = or i1 %3945, %3946
  %3950 = and i1 %3948, %3946
  %3951 = or i1 %3947, %3950
  %3952 = select i1 %3944, i1 %3949, i1 %3951
  %3953 = select i1 %3952, float %3942, float %3940
  %3954 = select i1 %3952, i64 %3943, i64 %3941
  %3955 = extractelement <32 x float> %max_best217.0.lcssa, i64 10
  %3956 = extractelement <32 x i64> %max_index218.0.lcssa, i64 10
  %3957 = fcmp uno float %3955, 0.000000e+00
  %3958 = fcmp ord float %3953, 0.000000e+00
  %3959 = icmp ult i64 %3956, %3954
  %3960 = fcmp ogt float %3955, %3953
  %3961 = fcmp oeq float %3955, %3953
  %3962 = or i1 %3958, %3959
  %3963 = and i1 %3961, %3959
  %3964 = or i1 %3960, %3963
  %3965 = select i1 %3957, i1 %3962, i1 %3964
  %3966 = select i1 %3965, float %3955, float %3953
  %3967 = select i1 %3965, i64 %3956, i64 %3954
  %3968 = extractelement <32 x float> %max_best217.0.lcssa, i64 11
  %3969 = extractelement <32 x i64> %max_index218.0.lcssa, i64 11
  %3970 = fcmp uno float %3968, 0.000000e+00
  %3971 = fcmp ord float %3966, 0.000000e+00
  %3972 = icmp ult i64 %3969, %3967
  %3973 = fcmp ogt float %3968, %3966
  %3974 = fcmp oeq float %3968, %3966
  %3975 = or i1 %3971, %3972
  %3976 = and i1 %3974, %3972
  %3977 = or i1 %3973, %3976
  %3978 = select i1 %3970, i1 %3975, i1 %3977
  %3979 = select i1 %3978, float %3968, float %3966
  %3980 = select i1 %3978, i64 %3969, i64 %3967
  %3981 = extractelement <32 x float> %max_best217.0.lcssa, i64 12
  %3982 = extractelement <32 x i64> %max_index218.0.lcssa, i64 12
  %3983 = fcmp uno float %3981, 0.000000e+00
  %3984 = fcmp ord float %3979, 0.000000e+00
  %3985 = icmp ult i64 %3982, %3980
  %3986 = fcmp ogt float %3981, %3979
  %3987 = fcmp oeq float %3981, %3979
  %3988 = or i1 %3984, %3985
  %3989 = and i1 %3987, %3985
  %3990 = or i1 %3986, %3989
  %3991 = select i1 %3983, i1 %3988, i1 %3990
  %3992 = select i1 %3991, float %3981, float %3979
  %3993 = select i1 %3991, i64 %3982, i64 %3980
  %3994 = extractelement <32 x float> %max_best217.0.lcssa, i64 13
  %3995 = extractelement <32 x i64> %max_index218.0.lcssa, i64 13
  %3996 = fcmp uno float %3994, 0.000000e+00
  %3997 = fcmp ord float %3992, 0.000000e+00
  %3998 = icmp ult i64 %3995, %3993
  %3999 = fcmp ogt float %3994, %3992
  %4000 = fcmp oeq float %3994, %3992
  %4001 = or i1 %3997, %3998
  %4002 = and i1 %4000, %3998
  %4003 = or i1 %3999, %4002
  %4004 = select i1 %3996, i1 %4001, i1 %4003
  %4005 = select i1 %4004, float %3994, float %3992
  %4006 = select i1 %4004, i64 %3995, i64 %3993
  %4007 = extractelement <32 x float> %max_best217.0.lcssa, i64 14
  %4008 = extractelement <32 x i64> %max_index218.0.lcssa, i64 14
  %4009 = fcmp uno float %4007, 0.000000e+00
  %4010 = fcmp ord float %4005, 0.000000e+00
  %4011 = icmp ult i64 %4008, %4006
  %4012 = fcmp ogt float %4007, %4005
  %4013 = fcmp oeq float %4007, %4005
  %4014 = or i1 %4010, %4011
  %4015 = and i1 %4013, %4011
  %4016 = or i1 %4012, %4015
  %4017 = select i1 %4009, i1 %4014, i1 %4016
  %4018 = select i1 %4017, float %4007, float %4005
  %4019 = select i1 %4017, i64 %4008, i64 %4006
  %4020 = extractelement <32 x float> %max_best217.0.lcssa, i64 15
  %4021 = extractelement <32 x i64> %max_index218.0.lcssa, i64 15
  %4022 = fcmp uno float %4020, 0.000000e+00
  %4023 = fcmp ord float %4018, 0.000000e+00
  %4024 = icmp ult i64 %4021, %4019
  %4025 = fcmp ogt float %4020, %4018
  %4026 = fcmp oeq float %4020, %4018
  %4027 = or i1 %4023, %4024
  %4028 = and i1 %4026, %4024
  %4029 = or i1 %4025, %4028
  %4030 = select i1 %4022, i1 %4027, i1 %4029
  %4031 = select i1 %4030, float %4020, float %4018
  %4032 = select i1 %4030, i64 %4021, i64 %4019
  %4033 = extractelement <32 x float> %max_best217.0.lcssa, i64 16
  %4034 = extractelement <32 x i64> %max_index218.0.lcssa, i64 16
  %4035 = fcmp uno float %4033, 0.000000e+00
  %4036 = fcmp ord float %4031, 0.000000e+00
  %4037 = icmp ult i64 %4034, %4032
  %4038 = fcmp ogt float %4033, %4031
  %4039 = fcmp oeq float %4033, %4031
  %4040 = or i1 %4036, %4037
  %4041 = and i1 %4039, %4037
  %4042 = or i1 %4038, %4041
  %4043 = select i1 %4035, i1 %4040, i1 %4042
  %4044 = select i1 %4043, float %4033, float %4031
  %4045 = select i1 %4043, i64 %4034, i64 %4032
  %4046 = extractelement <32 x float> %max_best217.0.lcssa, i64 17
  %4047 = extractelement <32 x i64> %max_index218.0.lcssa, i64 17
  %4048 = fcmp uno float %4046, 0.000000e+00
  %4049 = fcmp ord float %4044, 0.000000e+00
  %4050 = icmp ult i64 %4047, %4045
  %4051 = fcmp ogt float %4046, %4044
  %4052 = fcmp oeq float %4046, %4044
  %4053 = or i1 %4049, %4050
  %4054 = and i1 %4052, %4050
  %4055 = or i1 %4051, %4054
  %4056 = select i1 %4048, i1 %4053, i1 %4055
  %4057 = select i1 %4056, float %4046, float %4044
  %4058 = select i1 %4056, i64 %4047, i64 %4045
  %4059 = extractelement <32 x float> %max_best217.0.lcssa, i64 18
  %4060 = extractelement <32 x i64> %max_index218.0.lcssa, i64 18
  %4061 = fcmp uno float %4059, 0.000000e+00
  %4062 = fcmp ord float %4057, 0.000000e+00
  %4063 = icmp ult i64 %4060, %4058
  %4064 = fcmp ogt float %4059, %4057
  %4065 = fcmp oeq float %4059, %4057
  %4066 = or i1 %4062, %4063
  %4067 = and i1 %4065, %4063
  %4068 = or i1 %4064, %4067
  %4069 = select i1 %4061, i1 %4066, i1 %4068
  %4070 = select i1 %4069, float %4059, float %4057
  %4071 = select i1 %4069, i64 %4060, i64 %4058
  %4072 = extractelement <32 x float> %max_best217.0.lcssa, i64 19
  %4073 = extractelement <32 x i64> %max_index218.0.lcssa, i64 19
  %4074 = fcmp uno float %4072, 0.000000e+00
  %4075 = fcmp ord float %4070, 0.000000e+00
  %4076 = icmp ult i64 %4073, %4071
  %4077 = fcmp ogt float %4072, %4070
  %4078 = fcmp oeq float %4072, %4070
  %4079 = or i1 %4075, %4076
  %4080 = and i1 %4078, %4076
  %4081 = or i1 %4077, %4080
  %4082 = select i1 %4074, i1 %4079, i1 %4081
  %4083 = select i1 %4082, float %4072, float %4070
  %4084 = select i1 %4082, i64 %4073, i64 %4071
  %4085 = extractelement <32 x float> %max_best217.0.lcssa, i64 20
  %4086 = extractelement <32 x i64> %max_index218.0.lcssa, i64 20
  %4087 = fcmp uno float %4085, 0.000000e+00
  %4088 = fcmp ord float %4083, 0.000000e+00
  %4089 = icmp ult i64 %4086, %4084
  %4090 = fcmp ogt float %4085, %4083
  %4091 = fcmp oeq float %4085, %4083
  %4092 = or i1 %4088, %4089
  %4093 = and i1 %4091, %4089
  %4094 = or i1 %4090, %4093
  %4095 = select i1 %4087, i1 %4092, i1 %4094
  %4096 = select i1 %4095, float %4085, float %4083
  %4097 = select i1 %4095, i64 %4086, i64 %4084
  %4098 = extractelement <32 x float> %max_best217.0.lcssa, i64 21
  %4099 = extractelement <32 x i64> %max_index218.0.lcssa, i64 21
  %4100 = fcmp uno float %4098, 0.000000e+00
  %4101 = fcmp ord float %4096, 0.000000e+00
  %4102 = icmp ult i64 %4099, %4097
  %4103 = fcmp ogt float %4098, %4096
  %4104 = fcmp oeq float %4098, %4096
  %4105 = or i1 %4101, %4102
  %4106 = and i1 %4104, %4102
  %4107 = or i1 %4103, %4106
  %4108 = select i1 %4100, i1 %4105, i1 %4107
  %4109 = select i1 %4108, float %4098, float %4096
  %4110 = select i1 %4108, i64 %4099, i64 %4097
  %4111 = extractelement <32 x float> %max_best217.0.lcssa, i64 22
  %4112 = extractelement <32 x i64> %max_index218.0.lcssa, i64 22
  %4113 = fcmp uno float %4111, 0.000000e+00
  %4114 = fcmp ord float %4109, 0.000000e+00
  %4115 = icmp ult i64 %4112, %4110
  %4116 = fcmp ogt float %4111, %4109
  %4117 = fcmp oeq float %4111, %4109
  %4118 = or i1 %4114, %4115
  %4119 = and i1 %4117, %4115
  %4120 = or i1 %4116, %4119
  %4121 = select i1 %4113, i1 %4118, i1 %4120
  %4122 = select i1 %4121, float %4111, float %4109
  %4123 = select i1 %4121, i64 %4112, i64 %4110
  %4124 = extractelement <32 x float> %max_best217.0.lcssa, i64 23
  %4125 = extractelement <32 x i64> %max_index218.0.lcssa, i64 23
  %4126 = fcmp uno float %4124, 0.000000e+00
  %4127 = fcmp ord float %4122, 0.000000e+00
  %4128 = icmp ult i64 %4125, %4123
  %4129 = fcmp ogt float %4124, %4122
  %4130 = fcmp oeq float %4124, %4122
  %4131 = or i1 %4127, %4128
  %4132 = and i1 %4130, %4128
  %4133 = or i1 %4129, %4132
  %4134 = select i1 %4126, i1 %4131, i1 %4133
  %4135 = select i1 %4134, float %4124, float %4122
  %4136 = select i1 %4134, i64 %4125, i64 %4123
  %4137 = extractelement <32 x float> %max_best217.0.lcssa, i64 24
  %4138 = extractelement <32 x i64> %max_index218.0.lcssa, i64 24
  %4139 = fcmp uno float %4137, 0.000000e+00
  %4140 = fcmp ord float %4135, 0.000000e+00
  %4141 = icmp ult i64 %4138, %4136
  %4142 = fcmp ogt float %4137, %4135
  %4143 = fcmp oeq float %4137, %4135
  %4144 = or i1 %4140, %4141
  %4145 = and i1 %4143, %4141
  %4146 = or i1 %4142, %4145
  %4147 = select i1 %4139, i1 %4144, i1 %4146
  %4148 = select i1 %4147, float %4137, float %4135
  %4149 = select i1 %4147, i64 %4138, i64 %4136
  %4150 = extractelement <32 x float> %max_best217.0.lcssa, i64 25
  %4151 = extractelement <32 x i64> %max_index218.0.lcssa, i64 25
  %4152 = fcmp uno float %4150, 0.000000e+00
  %4153 = fcmp ord float %4148, 0.000000e+00
  %4154 = icmp ult i64 %4151, %4149
  %4155 = fcmp ogt float %4150, %4148
  %4156 = fcmp oeq float %4150, %4148
  %4157 = or i1 %4153, %4154
  %4158 = and i1 %4156, %4154
  %4159 = or i1 %4155, %4158
  %4160 = select i1 %4152, i1 %4157, i1 %4159
  %4161 = select i1 %4160, float %4150, float %4148
  %4162 = select i1 %4160, i64 %4151, i64 %4149
  %4163 = extractelement <32 x float> %max_best217.0.lcssa, i64 26
  %4164 = extractelement <32 x i64> %max_index218.0.lcssa, i64 26
  %4165 = fcmp uno float %4163, 0.000000e+00
  %4166 = fcmp ord float %4161, 0.000000e+00
  %4167 = icmp ult i64 %4164, %4162
  %4168 = fcmp ogt float %4163, %4161
  %4169 = fcmp oeq float %4163, %4161
  %4170 = or i1 %4166, %4167
  %4171 = and i1 %4169, %4167
  %4172 = or i1 %4168, %4171
  %4173 = select i1 %4165, i1 %4170, i1 %4172
  %4174 = select i1 %4173, float %4163, float %4161
  %4175 = select i1 %4173, i64 %4164, i64 %4162
  %4176 = extractelement <32 x float> %max_best217.0.lcssa, i64 27
  %4177 = extractelement <32 x i64> %max_index218.0.lcssa, i64 27
  %4178 = fcmp uno float %4176, 0.000000e+00
  %4179 = fcmp ord float %4174, 0.000000e+00
  %4180 = icmp ult i64 %4177, %4175
  %4181 = fcmp ogt float %4176, %4174
  %4182 = fcmp oeq float %4176, %4174
  %4183 = or i1 %4179, %4180
  %4184 = and i1 %4182, %4180
  %4185 = or i1 %4181, %4184
  %4186 = select i1 %4178, i1 %4183, i1 %4185
  %4187 = select i1 %4186, float %4176, float %4174
  %4188 = select i1 %4186, i64 %4177, i64 %4175
  %4189 = extractelement <32 x float> %max_best217.0.lcssa, i64 28
  %4190 = extractelement <32 x i64> %max_index218.0.lcssa, i64 28
  %4191 = fcmp uno float %4189, 0.000000e+00
  %4192 = fcmp ord float %4187, 0.000000e+00
  %4193 = icmp ult i64 %4190, %4188
  %4194 = fcmp ogt float %4189, %4187
  %4195 = fcmp oeq float %4189, %4187
  %4196 = or i1 %4192, %4193
  %4197 = and i1 %4195, %4193
  %4198 = or i1 %4194, %4197
  %4199 = select i1 %4191, i1 %4196, i1 %4198
  %4200 = select i1 %4199, float %4189, float %4187
  %4201 = select i1 %4199, i64 %4190, i64 %4188
  %4202 = extractelement <32 x float> %max_best217.0.lcssa, i64 29
  %4203 = extractelement <32 x i64> %max_index218.0.lcssa, i64 29
  %4204 = fcmp uno float %4202, 0.000000e+00
  %4205 = fcmp ord float %4200, 0.000000e+00
  %4206 = icmp ult i64 %4203, %4201
  %4207 = fcmp ogt float %4202, %4200
  %4208 = fcmp oeq float %4202, %4200
  %4209 = or i1 %4205, %4206
  %4210 = and i1 %4208, %4206
  %4211 = or i1 %4207, %4210
  %4212 = select i1 %4204, i1 %4209, i1 %4211
  %4213 = select i1 %4212, float %4202, float %4200
  %4214 = select i1 %4212, i64 %4203, i64 %4201
  %4215 = extractelement <32 x float> %max_best217.0.lcssa, i64 30
  %4216 = extractelement <32 x i64> %max_index218.0.lcssa, i64 30
  %4217 = fcmp uno float %4215, 0.000000e+00
  %4218 = fcmp ord float %4213, 0.000000e+00
  %4219 = icmp ult i64 %4216, %4214
  %4220 = fcmp ogt float %4215, %4213
  %4221 = fcmp oeq float %4215, %4213
  %4222 = or i1 %4218, %4219
  %4223 = and i1 %4221, %4219
  %4224 = or i1 %4220, %4223
  %4225 = select i1 %4217, i1 %4222, i1 %4224
  %4226 = select i1 %4225, float %4215, float %4213
  %4227 = select i1 %4225, i64 %4216, i64 %4214
  %4228 = extractelement <32 x float> %max_best217.0.lcssa, i64 31
  %4229 = extractelement <32 x i64> %max_index218.0.lcssa, i64 31
  %4230 = fcmp uno float %4228, 0.000000e+00
  %4231 = fcmp ord float %4226, 0.000000e+00
  %4232 = icmp ult i64 %4229, %4227
  %4233 = fcmp ogt float %4228, %4226
  %4234 = fcmp oeq float %4228, %4226
  %4235 = or i1 %4231, %4232
  %4236 = and i1 %4234, %4232
  %4237 = or i1 %4233, %4236
  %4238 = select i1 %4230, i1 %4235, i1 %4237
  %4239 = select i1 %4238, float %4228, float %4226
  br i1 %.not1358, label %max_block.header239.preheader, label %fold_tail.body227

max_block.header239.preheader:                    ; preds = %fold_tail.body227, %max_block.exit222
  %fold_value212.0.lcssa = phi float [ %4239, %max_block.exit222 ], [ %4246, %fold_tail.body227 ]
  br i1 %.not1357, label %max_block.exit241, label %max_block.body240.preheader

max_block.body240.preheader:                      ; preds = %max_block.header239.preheader
  br i1 %3727, label %max_block.body240.epil.preheader, label %max_block.body240

fold_tail.body227:                                ; preds = %max_block.exit222, %fold_tail.body227
  %fold_tail2291150 = phi i64 [ %4247, %fold_tail.body227 ], [ %blocks_end219, %max_block.exit222 ]
  %fold_value212.01149 = phi float [ %4246, %fold_tail.body227 ], [ %4239, %max_block.exit222 ]
  %4240 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail2291150
  %4241 = load float, ptr %4240, align 4
  %4242 = fcmp ogt float %4241, %fold_value212.01149
  %4243 = fcmp uno float %4241, 0.000000e+00
  %4244 = fcmp ord float %fold_value212.01149, 0.000000e+00
  %4245 = and i1 %4244, %4243
  %take230 = or i1 %4242, %4245
  %4246 = select i1 %take230, float %4241, float %fold_value212.01149
  %4247 = add nuw i64 %fold_tail2291150, 1
  %4248 = icmp ult i64 %4247, %n_features
  br i1 %4248, label %fold_tail.body227, label %max_block.header239.preheader

max_block.body240:                                ; preds = %max_block.body240.preheader, %max_block.body240
  %max_block2421154 = phi i64 [ %4270, %max_block.body240 ], [ 0, %max_block.body240.preheader ]
  %max_best236.01153 = phi <32 x float> [ %4265, %max_block.body240 ], [ splat (float 0xFFF0000000000000), %max_block.body240.preheader ]
  %max_index237.01152 = phi <32 x i64> [ %4269, %max_block.body240 ], [ zeroinitializer, %max_block.body240.preheader ]
  %niter4826 = phi i64 [ %niter4826.next.1, %max_block.body240 ], [ 0, %max_block.body240.preheader ]
  %4249 = getelementptr inbounds float, ptr %3636, i64 %max_block2421154
  %block243 = load <32 x float>, ptr %4249, align 4
  %4250 = fcmp ogt <32 x float> %block243, %max_best236.01153
  %4251 = fcmp uno <32 x float> %block243, zeroinitializer
  %4252 = fcmp ord <32 x float> %max_best236.01153, zeroinitializer
  %4253 = and <32 x i1> %4252, %4251
  %take244 = or <32 x i1> %4250, %4253
  %4254 = select <32 x i1> %take244, <32 x float> %block243, <32 x float> %max_best236.01153
  %4255 = insertelement <32 x i64> poison, i64 %max_block2421154, i64 0
  %4256 = shufflevector <32 x i64> %4255, <32 x i64> poison, <32 x i32> zeroinitializer
  %4257 = or disjoint <32 x i64> %4256, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4258 = select <32 x i1> %take244, <32 x i64> %4257, <32 x i64> %max_index237.01152
  %4259 = or disjoint i64 %max_block2421154, 32
  %4260 = getelementptr inbounds float, ptr %3636, i64 %4259
  %block243.1 = load <32 x float>, ptr %4260, align 4
  %4261 = fcmp ogt <32 x float> %block243.1, %4254
  %4262 = fcmp uno <32 x float> %block243.1, zeroinitializer
  %4263 = fcmp ord <32 x float> %4254, zeroinitializer
  %4264 = and <32 x i1> %4263, %4262
  %take244.1 = or <32 x i1> %4261, %4264
  %4265 = select <32 x i1> %take244.1, <32 x float> %block243.1, <32 x float> %4254
  %4266 = insertelement <32 x i64> poison, i64 %4259, i64 0
  %4267 = shufflevector <32 x i64> %4266, <32 x i64> poison, <32 x i32> zeroinitializer
  %4268 = or disjoint <32 x i64> %4267, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4269 = select <32 x i1> %take244.1, <32 x i64> %4268, <32 x i64> %4258
  %4270 = add nuw i64 %max_block2421154, 64
  %niter4826.next.1 = add i64 %niter4826, 2
  %niter4826.ncmp.1.not = icmp eq i64 %niter4826.next.1, %unroll_iter4825
  br i1 %niter4826.ncmp.1.not, label %max_block.exit241.loopexit.unr-lcssa, label %max_block.body240

max_block.exit241.loopexit.unr-lcssa:             ; preds = %max_block.body240
  br i1 %lcmp.mod4821.not, label %max_block.exit241, label %max_block.body240.epil.preheader

max_block.body240.epil.preheader:                 ; preds = %max_block.exit241.loopexit.unr-lcssa, %max_block.body240.preheader
  %max_block2421154.epil.init = phi i64 [ 0, %max_block.body240.preheader ], [ %4270, %max_block.exit241.loopexit.unr-lcssa ]
  %max_best236.01153.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body240.preheader ], [ %4265, %max_block.exit241.loopexit.unr-lcssa ]
  %max_index237.01152.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body240.preheader ], [ %4269, %max_block.exit241.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4824)
  %4271 = getelementptr inbounds float, ptr %3636, i64 %max_block2421154.epil.init
  %block243.epil = load <32 x float>, ptr %4271, align 4
  %4272 = fcmp ogt <32 x float> %block243.epil, %max_best236.01153.epil.init
  %4273 = fcmp uno <32 x float> %block243.epil, zeroinitializer
  %4274 = fcmp ord <32 x float> %max_best236.01153.epil.init, zeroinitializer
  %4275 = and <32 x i1> %4274, %4273
  %take244.epil = or <32 x i1> %4272, %4275
  %4276 = select <32 x i1> %take244.epil, <32 x float> %block243.epil, <32 x float> %max_best236.01153.epil.init
  %4277 = insertelement <32 x i64> poison, i64 %max_block2421154.epil.init, i64 0
  %4278 = shufflevector <32 x i64> %4277, <32 x i64> poison, <32 x i32> zeroinitializer
  %4279 = or disjoint <32 x i64> %4278, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4280 = select <32 x i1> %take244.epil, <32 x i64> %4279, <32 x i64> %max_index237.01152.epil.init
  br label %max_block.exit241

max_block.exit241:                                ; preds = %max_block.body240.epil.preheader, %max_block.exit241.loopexit.unr-lcssa, %max_block.header239.preheader
  %max_index237.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header239.preheader ], [ %4269, %max_block.exit241.loopexit.unr-lcssa ], [ %4280, %max_block.body240.epil.preheader ]
  %max_best236.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header239.preheader ], [ %4265, %max_block.exit241.loopexit.unr-lcssa ], [ %4276, %max_block.body240.epil.preheader ]
  %4281 = extractelement <32 x float> %max_best236.0.lcssa, i64 0
  %4282 = extractelement <32 x i64> %max_index237.0.lcssa, i64 0
  %4283 = fcmp une float %4281, 0xFFF0000000000000
  %4284 = select i1 %4283, i64 %4282, i64 0
  %4285 = extractelement <32 x float> %max_best236.0.lcssa, i64 1
  %4286 = extractelement <32 x i64> %max_index237.0.lcssa, i64 1
  %4287 = fcmp uno float %4285, 0.000000e+00
  %4288 = fcmp ord float %4281, 0.000000e+00
  %4289 = icmp ult i64 %4286, %4284
  %4290 = fcmp ogt float %4285, %4281
  %4291 = fcmp oeq float %4285, %4281
  %4292 = or i1 %4288, %4289
  %4293 = and i1 %4291, %4289
  %4294 = or i1 %4290, %4293
  %4295 = select i1 %4287, i1 %4292, i1 %4294
  %4296 = select i1 %4295, float %4285, float %4281
  %4297 = select i1 %4295, i64 %4286, i64 %4284
  %4298 = extractelement <32 x float> %max_best236.0.lcssa, i64 2
  %4299 = extractelement <32 x i64> %max_index237.0.lcssa, i64 2
  %4300 = fcmp uno float %4298, 0.000000e+00
  %4301 = fcmp ord float %4296, 0.000000e+00
  %4302 = icmp ult i64 %4299, %4297
  %4303 = fcmp ogt float %4298, %4296
  %4304 = fcmp oeq float %4298, %4296
  %4305 = or i1 %4301, %4302
  %4306 = and i1 %4304, %4302
  %4307 = or i1 %4303, %4306
  %4308 = select i1 %4300, i1 %4305, i1 %4307
  %4309 = select i1 %4308, float %4298, float %4296
  %4310 = select i1 %4308, i64 %4299, i64 %4297
  %4311 = extractelement <32 x float> %max_best236.0.lcssa, i64 3
  %4312 = extractelement <32 x i64> %max_index237.0.lcssa, i64 3
  %4313 = fcmp uno float %4311, 0.000000e+00
  %4314 = fcmp ord float %4309, 0.000000e+00
  %4315 = icmp ult i64 %4312, %4310
  %4316 = fcmp ogt float %4311, %4309
  %4317 = fcmp oeq float %4311, %4309
  %4318 = or i1 %4314, %4315
  %4319 = and i1 %4317, %4315
  %4320 = or i1 %4316, %4319
  %4321 = select i1 %4313, i1 %4318, i1 %4320
  %4322 = select i1 %4321, float %4311, float %4309
  %4323 = select i1 %4321, i64 %4312, i64 %4310
  %4324 = extractelement <32 x float> %max_best236.0.lcssa, i64 4
  %4325 = extractelement <32 x i64> %max_index237.0.lcssa, i64 4
  %4326 = fcmp uno float %4324, 0.000000e+00
  %4327 = fcmp ord float %4322, 0.000000e+00
  %4328 = icmp ult i64 %4325, %4323
  %4329 = fcmp ogt float %4324, %4322
  %4330 = fcmp oeq float %4324, %4322
  %4331 = or i1 %4327, %4328
  %4332 = and i1 %4330, %4328
  %4333 = or i1 %4329, %4332
  %4334 = select i1 %4326, i1 %4331, i1 %4333
  %4335 = select i1 %4334, float %4324, float %4322
  %4336 = select i1 %4334, i64 %4325, i64 %4323
  %4337 = extractelement <32 x float> %max_best236.0.lcssa, i64 5
  %4338 = extractelement <32 x i64> %max_index237.0.lcssa, i64 5
  %4339 = fcmp uno float %4337, 0.000000e+00
  %4340 = fcmp ord float %4335, 0.000000e+00
  %4341 = icmp ult i64 %4338, %4336
  %4342 = fcmp ogt float %4337, %4335
  %4343 = fcmp oeq float %4337, %4335
  %4344 = or i1 %4340, %4341
  %4345 = and i1 %4343, %4341
  %4346 = or i1 %4342, %4345
  %4347 = select i1 %4339, i1 %4344, i1 %4346
  %4348 = select i1 %4347, float %4337, float %4335
  %4349 = select i1 %4347, i64 %4338, i64 %4336
  %4350 = extractelement <32 x float> %max_best236.0.lcssa, i64 6
  %4351 = extractelement <32 x i64> %max_index237.0.lcssa, i64 6
  %4352 = fcmp uno float %4350, 0.000000e+00
  %4353 = fcmp ord float %4348, 0.000000e+00
  %4354 = icmp ult i64 %4351, %4349
  %4355 = fcmp ogt float %4350, %4348
  %4356 = fcmp oeq float %4350, %4348
  %4357 = or i1 %4353, %4354
  %4358 = and i1 %4356, %4354
  %4359 = or i1 %4355, %4358
  %4360 = select i1 %4352, i1 %4357, i1 %4359
  %4361 = select i1 %4360, float %4350, float %4348
  %4362 = select i1 %4360, i64 %4351, i64 %4349
  %4363 = extractelement <32 x float> %max_best236.0.lcssa, i64 7
  %4364 = extractelement <32 x i64> %max_index237.0.lcssa, i64 7
  %4365 = fcmp uno float %4363, 0.000000e+00
  %4366 = fcmp ord float %4361, 0.000000e+00
  %4367 = icmp ult i64 %4364, %4362
  %4368 = fcmp ogt float %4363, %4361
  %4369 = fcmp oeq float %4363, %4361
  %4370 = or i1 %4366, %4367
  %4371 = and i1 %4369, %4367
  %4372 = or i1 %4368, %4371
  %4373 = select i1 %4365, i1 %4370, i1 %4372
  %4374 = select i1 %4373, float %4363, float %4361
  %4375 = select i1 %4373, i64 %4364, i64 %4362
  %4376 = extractelement <32 x float> %max_best236.0.lcssa, i64 8
  %4377 = extractelement <32 x i64> %max_index237.0.lcssa, i64 8
  %4378 = fcmp uno float %4376, 0.000000e+00
  %4379 = fcmp ord float %4374, 0.000000e+00
  %4380 = icmp ult i64 %4377, %4375
  %4381 = fcmp ogt float %4376, %4374
  %4382 = fcmp oeq float %4376, %4374
  %4383 = or i1 %4379, %4380
  %4384 = and i1 %4382, %4380
  %4385 = or i1 %4381, %4384
  %4386 = select i1 %4378, i1 %4383, i1 %4385
  %4387 = select i1 %4386, float %4376, float %4374
  %4388 = select i1 %4386, i64 %4377, i64 %4375
  %4389 = extractelement <32 x float> %max_best236.0.lcssa, i64 9
  %4390 = extractelement <32 x i64> %max_index237.0.lcssa, i64 9
  %4391 = fcmp uno float %4389, 0.000000e+00
  %4392 = fcmp ord float %4387, 0.000000e+00
  %4393 = icmp ult i64 %4390, %4388
  %4394 = fcmp ogt float %4389, %4387
  %4395 = fcmp oeq float %4389, %4387
  %4396 = or i1 %4392, %4393
  %4397 = and i1 %4395, %4393
  %4398 = or i1 %4394, %4397
  %4399 = select i1 %4391, i1 %4396, i1 %4398
  %4400 = select i1 %4399, float %4389, float %4387
  %4401 = select i1 %4399, i64 %4390, i64 %4388
  %4402 = extractelement <32 x float> %max_best236.0.lcssa, i64 10
  %4403 = extractelement <32 x i64> %max_index237.0.lcssa, i64 10
  %4404 = fcmp uno float %4402, 0.000000e+00
  %4405 = fcmp ord float %4400, 0.000000e+00
  %4406 = icmp ult i64 %4403, %4401
  %4407 = fcmp ogt float %4402, %4400
  %4408 = fcmp oeq float %4402, %4400
  %4409 = or i1 %4405, %4406
  %4410 = and i1 %4408, %4406
  %4411 = or i1 %4407, %4410
  %4412 = select i1 %4404, i1 %4409, i1 %4411
  %4413 = select i1 %4412, float %4402, float %4400
  %4414 = select i1 %4412, i64 %4403, i64 %4401
  %4415 = extractelement <32 x float> %max_best236.0.lcssa, i64 11
  %4416 = extractelement <32 x i64> %max_index237.0.lcssa, i64 11
  %4417 = fcmp uno float %4415, 0.000000e+00
  %4418 = fcmp ord float %4413, 0.000000e+00
  %4419 = icmp ult i64 %4416, %4414
  %4420 = fcmp ogt float %4415, %4413
  %4421 = fcmp oeq float %4415, %4413
  %4422 = or i1 %4418, %4419
  %4423 = and i1 %4421, %4419
  %4424 = or i1 %4420, %4423
  %4425 = select i1 %4417, i1 %4422, i1 %4424
  %4426 = select i1 %4425, float %4415, float %4413
  %4427 = select i1 %4425, i64 %4416, i64 %4414
  %4428 = extractelement <32 x float> %max_best236.0.lcssa, i64 12
  %4429 = extractelement <32 x i64> %max_index237.0.lcssa, i64 12
  %4430 = fcmp uno float %4428, 0.000000e+00
  %4431 = fcmp ord float %4426, 0.000000e+00
  %4432 = icmp ult i64 %4429, %4427
  %4433 = fcmp ogt float %4428, %4426
  %4434 = fcmp oeq float %4428, %4426
  %4435 = or i1 %4431, %4432
  %4436 = and i1 %4434, %4432
  %4437 = or i1 %4433, %4436
  %4438 = select i1 %4430, i1 %4435, i1 %4437
  %4439 = select i1 %4438, float %4428, float %4426
  %4440 = select i1 %4438, i64 %4429, i64 %4427
  %4441 = extractelement <32 x float> %max_best236.0.lcssa, i64 13
  %4442 = extractelement <32 x i64> %max_index237.0.lcssa, i64 13
  %4443 = fcmp uno float %4441, 0.000000e+00
  %4444 = fcmp ord float %4439, 0.000000e+00
  %4445 = icmp ult i64 %4442, %4440
  %4446 = fcmp ogt float %4441, %4439
  %4447 = fcmp oeq float %4441, %4439
  %4448 = or i1 %4444, %4445
  %4449 = and i1 %4447, %4445
  %4450 = or i1 %4446, %4449
  %4451 = select i1 %4443, i1 %4448, i1 %4450
  %4452 = select i1 %4451, float %4441, float %4439
  %4453 = select i1 %4451, i64 %4442, i64 %4440
  %4454 = extractelement <32 x float> %max_best236.0.lcssa, i64 14
  %4455 = extractelement <32 x i64> %max_index237.0.lcssa, i64 14
  %4456 = fcmp uno float %4454, 0.000000e+00
  %4457 = fcmp ord float %4452, 0.000000e+00
  %4458 = icmp ult i64 %4455, %4453
  %4459 = fcmp ogt float %4454, %4452
  %4460 = fcmp oeq float %4454, %4452
  %4461 = or i1 %4457, %4458
  %4462 = and i1 %4460, %4458
  %4463 = or i1 %4459, %4462
  %4464 = select i1 %4456, i1 %4461, i1 %4463
  %4465 = select i1 %4464, float %4454, float %4452
  %4466 = select i1 %4464, i64 %4455, i64 %4453
  %4467 = extractelement <32 x float> %max_best236.0.lcssa, i64 15
  %4468 = extractelement <32 x i64> %max_index237.0.lcssa, i64 15
  %4469 = fcmp uno float %4467, 0.000000e+00
  %4470 = fcmp ord float %4465, 0.000000e+00
  %4471 = icmp ult i64 %4468, %4466
  %4472 = fcmp ogt float %4467, %4465
  %4473 = fcmp oeq float %4467, %4465
  %4474 = or i1 %4470, %4471
  %4475 = and i1 %4473, %4471
  %4476 = or i1 %4472, %4475
  %4477 = select i1 %4469, i1 %4474, i1 %4476
  %4478 = select i1 %4477, float %4467, float %4465
  %4479 = select i1 %4477, i64 %4468, i64 %4466
  %4480 = extractelement <32 x float> %max_best236.0.lcssa, i64 16
  %4481 = extractelement <32 x i64> %max_index237.0.lcssa, i64 16
  %4482 = fcmp uno float %4480, 0.000000e+00
  %4483 = fcmp ord float %4478, 0.000000e+00
  %4484 = icmp ult i64 %4481, %4479
  %4485 = fcmp ogt float %4480, %4478
  %4486 = fcmp oeq float %4480, %4478
  %4487 = or i1 %4483, %4484
  %4488 = and i1 %4486, %4484
  %4489 = or i1 %4485, %4488
  %4490 = select i1 %4482, i1 %4487, i1 %4489
  %4491 = select i1 %4490, float %4480, float %4478
  %4492 = select i1 %4490, i64 %4481, i64 %4479
  %4493 = extractelement <32 x float> %max_best236.0.lcssa, i64 17
  %4494 = extractelement <32 x i64> %max_index237.0.lcssa, i64 17
  %4495 = fcmp uno float %4493, 0.000000e+00
  %4496 = fcmp ord float %4491, 0.000000e+00
  %4497 = icmp ult i64 %4494, %4492
  %4498 = fcmp ogt float %4493, %4491
  %4499 = fcmp oeq float %4493, %4491
  %4500 = or i1 %4496, %4497
  %4501 = and i1 %4499, %4497
  %4502 = or i1 %4498, %4501
  %4503 = select i1 %4495, i1 %4500, i1 %4502
  %4504 = select i1 %4503, float %4493, float %4491
  %4505 = select i1 %4503, i64 %4494, i64 %4492
  %4506 = extractelement <32 x float> %max_best236.0.lcssa, i64 18
  %4507 = extractelement <32 x i64> %max_index237.0.lcssa, i64 18
  %4508 = fcmp uno float %4506, 0.000000e+00
  %4509 = fcmp ord float %4504, 0.000000e+00
  %4510 = icmp ult i64 %4507, %4505
  %4511 = fcmp ogt float %4506, %4504
  %4512 = fcmp oeq float %4506, %4504
  %4513 = or i1 %4509, %4510
  %4514 = and i1 %4512, %4510
  %4515 = or i1 %4511, %4514
  %4516 = select i1 %4508, i1 %4513, i1 %4515
  %4517 = select i1 %4516, float %4506, float %4504
  %4518 = select i1 %4516, i64 %4507, i64 %4505
  %4519 = extractelement <32 x float> %max_best236.0.lcssa, i64 19
  %4520 = extractelement <32 x i64> %max_index237.0.lcssa, i64 19
  %4521 = fcmp uno float %4519, 0.000000e+00
  %4522 = fcmp ord float %4517, 0.000000e+00
  %4523 = icmp ult i64 %4520, %4518
  %4524 = fcmp ogt float %4519, %4517
  %4525 = fcmp oeq float %4519, %4517
  %4526 = or i1 %4522, %4523
  %4527 = and i1 %4525, %4523
  %4528 = or i1 %4524, %4527
  %4529 = select i1 %4521, i1 %4526, i1 %4528
  %4530 = select i1 %4529, float %4519, float %4517
  %4531 = select i1 %4529, i64 %4520, i64 %4518
  %4532 = extractelement <32 x float> %max_best236.0.lcssa, i64 20
  %4533 = extractelement <32 x i64> %max_index237.0.lcssa, i64 20
  %4534 = fcmp uno float %4532, 0.000000e+00
  %4535 = fcmp ord float %4530, 0.000000e+00
  %4536 = icmp ult i64 %4533, %4531
  %4537 = fcmp ogt float %4532, %4530
  %4538 = fcmp oeq float %4532, %4530
  %4539 = or i1 %4535, %4536
  %4540 = and i1 %4538, %4536
  %4541 = or i1 %4537, %4540
  %4542 = select i1 %4534, i1 %4539, i1 %4541
  %4543 = select i1 %4542, float %4532, float %4530
  %4544 = select i1 %4542, i64 %4533, i64 %4531
  %4545 = extractelement <32 x float> %max_best236.0.lcssa, i64 21
  %4546 = extractelement <32 x i64> %max_index237.0.lcssa, i64 21
  %4547 = fcmp uno float %4545, 0.000000e+00
  %4548 = fcmp ord float %4543, 0.000000e+00
  %4549 = icmp ult i64 %4546, %4544
  %4550 = fcmp ogt float %4545, %4543
  %4551 = fcmp oeq float %4545, %4543
  %4552 = or i1 %4548, %4549
  %4553 = and i1 %4551, %4549
  %4554 = or i1 %4550, %4553
  %4555 = select i1 %4547, i1 %4552, i1 %4554
  %4556 = select i1 %4555, float %4545, float %4543
  %4557 = select i1 %4555, i64 %4546, i64 %4544
  %4558 = extractelement <32 x float> %max_best236.0.lcssa, i64 22
  %4559 = extractelement <32 x i64> %max_index237.0.lcssa, i64 22
  %4560 = fcmp uno float %4558, 0.000000e+00
  %4561 = fcmp ord float %4556, 0.000000e+00
  %4562 = icmp ult i64 %4559, %4557
  %4563 = fcmp ogt float %4558, %4556
  %4564 = fcmp oeq float %4558, %4556
  %4565 = or i1 %4561, %4562
  %4566 = and i1 %4564, %4562
  %4567 = or i1 %4563, %4566
  %4568 = select i1 %4560, i1 %4565, i1 %4567
  %4569 = select i1 %4568, float %4558, float %4556
  %4570 = select i1 %4568, i64 %4559, i64 %4557
  %4571 = extractelement <32 x float> %max_best236.0.lcssa, i64 23
  %4572 = extractelement <32 x i64> %max_index237.0.lcssa, i64 23
  %4573 = fcmp uno float %4571, 0.000000e+00
  %4574 = fcmp ord float %4569, 0.000000e+00
  %4575 = icmp ult i64 %4572, %4570
  %4576 = fcmp ogt float %4571, %4569
  %4577 = fcmp oeq float %4571, %4569
  %4578 = or i1 %4574, %4575
  %4579 = and i1 %4577, %4575
  %4580 = or i1 %4576, %4579
  %4581 = select i1 %4573, i1 %4578, i1 %4580
  %4582 = select i1 %4581, float %4571, float %4569
  %4583 = select i1 %4581, i64 %4572, i64 %4570
  %4584 = extractelement <32 x float> %max_best236.0.lcssa, i64 24
  %4585 = extractelement <32 x i64> %max_index237.0.lcssa, i64 24
  %4586 = fcmp uno float %4584, 0.000000e+00
  %4587 = fcmp ord float %4582, 0.000000e+00
  %4588 = icmp ult i64 %4585, %4583
  %4589 = fcmp ogt float %4584, %4582
  %4590 = fcmp oeq float %4584, %4582
  %4591 = or i1 %4587, %4588
  %4592 = and i1 %4590, %4588
  %4593 = or i1 %4589, %4592
  %4594 = select i1 %4586, i1 %4591, i1 %4593
  %4595 = select i1 %4594, float %4584, float %4582
  %4596 = select i1 %4594, i64 %4585, i64 %4583
  %4597 = extractelement <32 x float> %max_best236.0.lcssa, i64 25
  %4598 = extractelement <32 x i64> %max_index237.0.lcssa, i64 25
  %4599 = fcmp uno float %4597, 0.000000e+00
  %4600 = fcmp ord float %4595, 0.000000e+00
  %4601 = icmp ult i64 %4598, %4596
  %4602 = fcmp ogt float %4597, %4595
  %4603 = fcmp oeq float %4597, %4595
  %4604 = or i1 %4600, %4601
  %4605 = and i1 %4603, %4601
  %4606 = or i1 %4602, %4605
  %4607 = select i1 %4599, i1 %4604, i1 %4606
  %4608 = select i1 %4607, float %4597, float %4595
  %4609 = select i1 %4607, i64 %4598, i64 %4596
  %4610 = extractelement <32 x float> %max_best236.0.lcssa, i64 26
  %4611 = extractelement <32 x i64> %max_index237.0.lcssa, i64 26
  %4612 = fcmp uno float %4610, 0.000000e+00
  %4613 = fcmp ord float %4608, 0.000000e+00
  %4614 = icmp ult i64 %4611, %4609
  %4615 = fcmp ogt float %4610, %4608
  %4616 = fcmp oeq float %4610, %4608
  %4617 = or i1 %4613, %4614
  %4618 = and i1 %4616, %4614
  %4619 = or i1 %4615, %4618
  %4620 = select i1 %4612, i1 %4617, i1 %4619
  %4621 = select i1 %4620, float %4610, float %4608
  %4622 = select i1 %4620, i64 %4611, i64 %4609
  %4623 = extractelement <32 x float> %max_best236.0.lcssa, i64 27
  %4624 = extractelement <32 x i64> %max_index237.0.lcssa, i64 27
  %4625 = fcmp uno float %4623, 0.000000e+00
  %4626 = fcmp ord float %4621, 0.000000e+00
  %4627 = icmp ult i64 %4624, %4622
  %4628 = fcmp ogt float %4623, %4621
  %4629 = fcmp oeq float %4623, %4621
  %4630 = or i1 %4626, %4627
  %4631 = and i1 %4629, %4627
  %4632 = or i1 %4628, %4631
  %4633 = select i1 %4625, i1 %4630, i1 %4632
  %4634 = select i1 %4633, float %4623, float %4621
  %4635 = select i1 %4633, i64 %4624, i64 %4622
  %4636 = extractelement <32 x float> %max_best236.0.lcssa, i64 28
  %4637 = extractelement <32 x i64> %max_index237.0.lcssa, i64 28
  %4638 = fcmp uno float %4636, 0.000000e+00
  %4639 = fcmp ord float %4634, 0.000000e+00
  %4640 = icmp ult i64 %4637, %4635
  %4641 = fcmp ogt float %4636, %4634
  %4642 = fcmp oeq float %4636, %4634
  %4643 = or i1 %4639, %4640
  %4644 = and i1 %4642, %4640
  %4645 = or i1 %4641, %4644
  %4646 = select i1 %4638, i1 %4643, i1 %4645
  %4647 = select i1 %4646, float %4636, float %4634
  %4648 = select i1 %4646, i64 %4637, i64 %4635
  %4649 = extractelement <32 x float> %max_best236.0.lcssa, i64 29
  %4650 = extractelement <32 x i64> %max_index237.0.lcssa, i64 29
  %4651 = fcmp uno float %4649, 0.000000e+00
  %4652 = fcmp ord float %4647, 0.000000e+00
  %4653 = icmp ult i64 %4650, %4648
  %4654 = fcmp ogt float %4649, %4647
  %4655 = fcmp oeq float %4649, %4647
  %4656 = or i1 %4652, %4653
  %4657 = and i1 %4655, %4653
  %4658 = or i1 %4654, %4657
  %4659 = select i1 %4651, i1 %4656, i1 %4658
  %4660 = select i1 %4659, float %4649, float %4647
  %4661 = select i1 %4659, i64 %4650, i64 %4648
  %4662 = extractelement <32 x float> %max_best236.0.lcssa, i64 30
  %4663 = extractelement <32 x i64> %max_index237.0.lcssa, i64 30
  %4664 = fcmp uno float %4662, 0.000000e+00
  %4665 = fcmp ord float %4660, 0.000000e+00
  %4666 = icmp ult i64 %4663, %4661
  %4667 = fcmp ogt float %4662, %4660
  %4668 = fcmp oeq float %4662, %4660
  %4669 = or i1 %4665, %4666
  %4670 = and i1 %4668, %4666
  %4671 = or i1 %4667, %4670
  %4672 = select i1 %4664, i1 %4669, i1 %4671
  %4673 = select i1 %4672, float %4662, float %4660
  %4674 = select i1 %4672, i64 %4663, i64 %4661
  %4675 = extractelement <32 x float> %max_best236.0.lcssa, i64 31
  %4676 = extractelement <32 x i64> %max_index237.0.lcssa, i64 31
  %4677 = fcmp uno float %4675, 0.000000e+00
  %4678 = fcmp ord float %4673, 0.000000e+00
  %4679 = icmp ult i64 %4676, %4674
  %4680 = fcmp ogt float %4675, %4673
  %4681 = fcmp oeq float %4675, %4673
  %4682 = or i1 %4678, %4679
  %4683 = and i1 %4681, %4679
  %4684 = or i1 %4680, %4683
  %4685 = select i1 %4677, i1 %4682, i1 %4684
  %4686 = select i1 %4685, float %4675, float %4673
  br i1 %.not1358, label %max_block.header258.preheader, label %fold_tail.body246

max_block.header258.preheader:                    ; preds = %fold_tail.body246, %max_block.exit241
  %fold_value231.0.lcssa = phi float [ %4686, %max_block.exit241 ], [ %4693, %fold_tail.body246 ]
  br i1 %.not1357, label %max_block.exit260, label %max_block.body259.preheader

max_block.body259.preheader:                      ; preds = %max_block.header258.preheader
  br i1 %3728, label %max_block.body259.epil.preheader, label %max_block.body259

fold_tail.body246:                                ; preds = %max_block.exit241, %fold_tail.body246
  %fold_tail2481159 = phi i64 [ %4694, %fold_tail.body246 ], [ %blocks_end219, %max_block.exit241 ]
  %fold_value231.01158 = phi float [ %4693, %fold_tail.body246 ], [ %4686, %max_block.exit241 ]
  %4687 = getelementptr inbounds float, ptr %3636, i64 %fold_tail2481159
  %4688 = load float, ptr %4687, align 4
  %4689 = fcmp ogt float %4688, %fold_value231.01158
  %4690 = fcmp uno float %4688, 0.000000e+00
  %4691 = fcmp ord float %fold_value231.01158, 0.000000e+00
  %4692 = and i1 %4691, %4690
  %take249 = or i1 %4689, %4692
  %4693 = select i1 %take249, float %4688, float %fold_value231.01158
  %4694 = add nuw i64 %fold_tail2481159, 1
  %4695 = icmp ult i64 %4694, %n_features
  br i1 %4695, label %fold_tail.body246, label %max_block.header258.preheader

max_block.body259:                                ; preds = %max_block.body259.preheader, %max_block.body259
  %max_block2611163 = phi i64 [ %4717, %max_block.body259 ], [ 0, %max_block.body259.preheader ]
  %max_best255.01162 = phi <32 x float> [ %4712, %max_block.body259 ], [ splat (float 0xFFF0000000000000), %max_block.body259.preheader ]
  %max_index256.01161 = phi <32 x i64> [ %4716, %max_block.body259 ], [ zeroinitializer, %max_block.body259.preheader ]
  %niter4834 = phi i64 [ %niter4834.next.1, %max_block.body259 ], [ 0, %max_block.body259.preheader ]
  %4696 = getelementptr inbounds float, ptr %3637, i64 %max_block2611163
  %block262 = load <32 x float>, ptr %4696, align 4
  %4697 = fcmp ogt <32 x float> %block262, %max_best255.01162
  %4698 = fcmp uno <32 x float> %block262, zeroinitializer
  %4699 = fcmp ord <32 x float> %max_best255.01162, zeroinitializer
  %4700 = and <32 x i1> %4699, %4698
  %take263 = or <32 x i1> %4697, %4700
  %4701 = select <32 x i1> %take263, <32 x float> %block262, <32 x float> %max_best255.01162
  %4702 = insertelement <32 x i64> poison, i64 %max_block2611163, i64 0
  %4703 = shufflevector <32 x i64> %4702, <32 x i64> poison, <32 x i32> zeroinitializer
  %4704 = or disjoint <32 x i64> %4703, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4705 = select <32 x i1> %take263, <32 x i64> %4704, <32 x i64> %max_index256.01161
  %4706 = or disjoint i64 %max_block2611163, 32
  %4707 = getelementptr inbounds float, ptr %3637, i64 %4706
  %block262.1 = load <32 x float>, ptr %4707, align 4
  %4708 = fcmp ogt <32 x float> %block262.1, %4701
  %4709 = fcmp uno <32 x float> %block262.1, zeroinitializer
  %4710 = fcmp ord <32 x float> %4701, zeroinitializer
  %4711 = and <32 x i1> %4710, %4709
  %take263.1 = or <32 x i1> %4708, %4711
  %4712 = select <32 x i1> %take263.1, <32 x float> %block262.1, <32 x float> %4701
  %4713 = insertelement <32 x i64> poison, i64 %4706, i64 0
  %4714 = shufflevector <32 x i64> %4713, <32 x i64> poison, <32 x i32> zeroinitializer
  %4715 = or disjoint <32 x i64> %4714, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4716 = select <32 x i1> %take263.1, <32 x i64> %4715, <32 x i64> %4705
  %4717 = add nuw i64 %max_block2611163, 64
  %niter4834.next.1 = add i64 %niter4834, 2
  %niter4834.ncmp.1.not = icmp eq i64 %niter4834.next.1, %unroll_iter4833
  br i1 %niter4834.ncmp.1.not, label %max_block.exit260.loopexit.unr-lcssa, label %max_block.body259

max_block.exit260.loopexit.unr-lcssa:             ; preds = %max_block.body259
  br i1 %lcmp.mod4829.not, label %max_block.exit260, label %max_block.body259.epil.preheader

max_block.body259.epil.preheader:                 ; preds = %max_block.exit260.loopexit.unr-lcssa, %max_block.body259.preheader
  %max_block2611163.epil.init = phi i64 [ 0, %max_block.body259.preheader ], [ %4717, %max_block.exit260.loopexit.unr-lcssa ]
  %max_best255.01162.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body259.preheader ], [ %4712, %max_block.exit260.loopexit.unr-lcssa ]
  %max_index256.01161.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body259.preheader ], [ %4716, %max_block.exit260.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4832)
  %4718 = getelementptr inbounds float, ptr %3637, i64 %max_block2611163.epil.init
  %block262.epil = load <32 x float>, ptr %4718, align 4
  %4719 = fcmp ogt <32 x float> %block262.epil, %max_best255.01162.epil.init
  %4720 = fcmp uno <32 x float> %block262.epil, zeroinitializer
  %4721 = fcmp ord <32 x float> %max_best255.01162.epil.init, zeroinitializer
  %4722 = and <32 x i1> %4721, %4720
  %take263.epil = or <32 x i1> %4719, %4722
  %4723 = select <32 x i1> %take263.epil, <32 x float> %block262.epil, <32 x float> %max_best255.01162.epil.init
  %4724 = insertelement <32 x i64> poison, i64 %max_block2611163.epil.init, i64 0
  %4725 = shufflevector <32 x i64> %4724, <32 x i64> poison, <32 x i32> zeroinitializer
  %4726 = or disjoint <32 x i64> %4725, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4727 = select <32 x i1> %take263.epil, <32 x i64> %4726, <32 x i64> %max_index256.01161.epil.init
  br label %max_block.exit260

max_block.exit260:                                ; preds = %max_block.body259.epil.preheader, %max_block.exit260.loopexit.unr-lcssa, %max_block.header258.preheader
  %max_index256.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header258.preheader ], [ %4716, %max_block.exit260.loopexit.unr-lcssa ], [ %4727, %max_block.body259.epil.preheader ]
  %max_best255.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header258.preheader ], [ %4712, %max_block.exit260.loopexit.unr-lcssa ], [ %4723, %max_block.body259.epil.preheader ]
  %4728 = extractelement <32 x float> %max_best255.0.lcssa, i64 0
  %4729 = extractelement <32 x i64> %max_index256.0.lcssa, i64 0
  %4730 = fcmp une float %4728, 0xFFF0000000000000
  %4731 = select i1 %4730, i64 %4729, i64 0
  %4732 = extractelement <32 x float> %max_best255.0.lcssa, i64 1
  %4733 = extractelement <32 x i64> %max_index256.0.lcssa, i64 1
  %4734 = fcmp uno float %4732, 0.000000e+00
  %4735 = fcmp ord float %4728, 0.000000e+00
  %4736 = icmp ult i64 %4733, %4731
  %4737 = fcmp ogt float %4732, %4728
  %4738 = fcmp oeq float %4732, %4728
  %4739 = or i1 %4735, %4736
  %4740 = and i1 %4738, %4736
  %4741 = or i1 %4737, %4740
  %4742 = select i1 %4734, i1 %4739, i1 %4741
  %4743 = select i1 %4742, float %4732, float %4728
  %4744 = select i1 %4742, i64 %4733, i64 %4731
  %4745 = extractelement <32 x float> %max_best255.0.lcssa, i64 2
  %4746 = extractelement <32 x i64> %max_index256.0.lcssa, i64 2
  %4747 = fcmp uno float %4745, 0.000000e+00
  %4748 = fcmp ord float %4743, 0.000000e+00
  %4749 = icmp ult i64 %4746, %4744
  %4750 = fcmp ogt float %4745, %4743
  %4751 = fcmp oeq float %4745, %4743
  %4752 = or i1 %4748, %4749
  %4753 = and i1 %4751, %4749
  %4754 = or i1 %4750, %4753
  %4755 = select i1 %4747, i1 %4752, i1 %4754
  %4756 = select i1 %4755, float %4745, float %4743
  %4757 = select i1 %4755, i64 %4746, i64 %4744
  %4758 = extractelement <32 x float> %max_best255.0.lcssa, i64 3
  %4759 = extractelement <32 x i64> %max_index256.0.lcssa, i64 3
  %4760 = fcmp uno float %4758, 0.000000e+00
  %4761 = fcmp ord float %4756, 0.000000e+00
  %4762 = icmp ult i64 %4759, %4757
  %4763 = fcmp ogt float %4758, %4756
  %4764 = fcmp oeq float %4758, %4756
  %4765 = or i1 %4761, %4762
  %4766 = and i1 %4764, %4762
  %4767 = or i1 %4763, %4766
  %4768 = select i1 %4760, i1 %4765, i1 %4767
  %4769 = select i1 %4768, float %4758, float %4756
  %4770 = select i1 %4768, i64 %4759, i64 %4757
  %4771 = extractelement <32 x float> %max_best255.0.lcssa, i64 4
  %4772 = extractelement <32 x i64> %max_index256.0.lcssa, i64 4
  %4773 = fcmp uno float %4771, 0.000000e+00
  %4774 = fcmp ord float %4769, 0.000000e+00
  %4775 = icmp ult i64 %4772, %4770
  %4776 = fcmp ogt float %4771, %4769
  %4777 = fcmp oeq float %4771, %4769
  %4778 = or i1 %4774, %4775
  %4779 = and i1 %4777, %4775
  %4780 = or i1 %4776, %4779
  %4781 = select i1 %4773, i1 %4778, i1 %4780
  %4782 = select i1 %4781, float %4771, float %4769
  %4783 = select i1 %4781, i64 %4772, i64 %4770
  %4784 = extractelement <32 x float> %max_best255.0.lcssa, i64 5
  %4785 = extractelement <32 x i64> %max_index256.0.lcssa, i64 5
  %4786 = fcmp uno float %4784, 0.000000e+00
  %4787 = fcmp ord float %4782, 0.000000e+00
  %4788 = icmp ult i64 %4785, %4783
  %4789 = fcmp ogt float %4784, %4782
  %4790 = fcmp oeq float %4784, %4782
  %4791 = or i1 %4787, %4788
  %4792 = and i1 %4790, %4788
  %4793 = or i1 %4789, %4792
  %4794 = select i1 %4786, i1 %4791, i1 %4793
  %4795 = select i1 %4794, float %4784, float %4782
  %4796 = select i1 %4794, i64 %4785, i64 %4783
  %4797 = extractelement <32 x float> %max_best255.0.lcssa, i64 6
  %4798 = extractelement <32 x i64> %max_index256.0.lcssa, i64 6
  %4799 = fcmp uno float %4797, 0.000000e+00
  %4800 = fcmp ord float %4795, 0.000000e+00
  %4801 = icmp ult i64 %4798, %4796
  %4802 = fcmp ogt float %4797, %4795
  %4803 = fcmp oeq float %4797, %4795
  %4804 = or i1 %4800, %4801
  %4805 = and i1 %4803, %4801
  %4806 = or i1 %4802, %4805
  %4807 = select i1 %4799, i1 %4804, i1 %4806
  %4808 = select i1 %4807, float %4797, float %4795
  %4809 = select i1 %4807, i64 %4798, i64 %4796
  %4810 = extractelement <32 x float> %max_best255.0.lcssa, i64 7
  %4811 = extractelement <32 x i64> %max_index256.0.lcssa, i64 7
  %4812 = fcmp uno float %4810, 0.000000e+00
  %4813 = fcmp ord float %4808, 0.000000e+00
  %4814 = icmp ult i64 %4811, %4809
  %4815 = fcmp ogt float %4810, %4808
  %4816 = fcmp oeq float %4810, %4808
  %4817 = or i1 %4813, %4814
  %4818 = and i1 %4816, %4814
  %4819 = or i1 %4815, %4818
  %4820 = select i1 %4812, i1 %4817, i1 %4819
  %4821 = select i1 %4820, float %4810, float %4808
  %4822 = select i1 %4820, i64 %4811, i64 %4809
  %4823 = extractelement <32 x float> %max_best255.0.lcssa, i64 8
  %4824 = extractelement <32 x i64> %max_index256.0.lcssa, i64 8
  %4825 = fcmp uno float %4823, 0.000000e+00
  %4826 = fcmp ord float %4821, 0.000000e+00
  %4827 = icmp ult i64 %4824, %4822
  %4828 = fcmp ogt float %4823, %4821
  %4829 = fcmp oeq float %4823, %4821
  %4830 = or i1 %4826, %4827
  %4831 = and i1 %4829, %4827
  %4832 = or i1 %4828, %4831
  %4833 = select i1 %4825, i1 %4830, i1 %4832
  %4834 = select i1 %4833, float %4823, float %4821
  %4835 = select i1 %4833, i64 %4824, i64 %4822
  %4836 = extractelement <32 x float> %max_best255.0.lcssa, i64 9
  %4837 = extractelement <32 x i64> %max_index256.0.lcssa, i64 9
  %4838 = fcmp uno float %4836, 0.000000e+00
  %4839 = fcmp ord float %4834, 0.000000e+00
  %4840 = icmp ult i64 %4837, %4835
  %4841 = fcmp ogt float %4836, %4834
  %4842 = fcmp oeq float %4836, %4834
  %4843 = or i1 %4839, %4840
  %4844 = and i1 %4842, %4840
  %4845 = or i1 %4841, %4844
  %4846 = select i1 %4838, i1 %4843, i1 %4845
  %4847 = select i1 %4846, float %4836, float %4834
  %4848 = select i1 %4846, i64 %4837, i64 %4835
  %4849 = extractelement <32 x float> %max_best255.0.lcssa, i64 10
  %4850 = extractelement <32 x i64> %max_index256.0.lcssa, i64 10
  %4851 = fcmp uno float %4849, 0.000000e+00
  %4852 = fcmp ord float %4847, 0.000000e+00
  %4853 = icmp ult i64 %4850, %4848
  %4854 = fcmp ogt float %4849, %4847
  %4855 = fcmp oeq float %4849, %4847
  %4856 = or i1 %4852, %4853
  %4857 = and i1 %4855, %4853
  %4858 = or i1 %4854, %4857
  %4859 = select i1 %4851, i1 %4856, i1 %4858
  %4860 = select i1 %4859, float %4849, float %4847
  %4861 = select i1 %4859, i64 %4850, i64 %4848
  %4862 = extractelement <32 x float> %max_best255.0.lcssa, i64 11
  %4863 = extractelement <32 x i64> %max_index256.0.lcssa, i64 11
  %4864 = fcmp uno float %4862, 0.000000e+00
  %4865 = fcmp ord float %4860, 0.000000e+00
  %4866 = icmp ult i64 %4863, %4861
  %4867 = fcmp ogt float %4862, %4860
  %4868 = fcmp oeq float %4862, %4860
  %4869 = or i1 %4865, %4866
  %4870 = and i1 %4868, %4866
  %4871 = or i1 %4867, %4870
  %4872 = select i1 %4864, i1 %4869, i1 %4871
  %4873 = select i1 %4872, float %4862, float %4860
  %4874 = select i1 %4872, i64 %4863, i64 %4861
  %4875 = extractelement <32 x float> %max_best255.0.lcssa, i64 12
  %4876 = extractelement <32 x i64> %max_index256.0.lcssa, i64 12
  %4877 = fcmp uno float %4875, 0.000000e+00
  %4878 = fcmp ord float %4873, 0.000000e+00
  %4879 = icmp ult i64 %4876, %4874
  %4880 = fcmp ogt float %4875, %4873
  %4881 = fcmp oeq float %4875, %4873
  %4882 = or i1 %4878, %4879
  %4883 = and i1 %4881, %4879
  %4884 = or i1 %4880, %4883
  %4885 = select i1 %4877, i1 %4882, i1 %4884
  %4886 = select i1 %4885, float %4875, float %4873
  %4887 = select i1 %4885, i64 %4876, i64 %4874
  %4888 = extractelement <32 x float> %max_best255.0.lcssa, i64 13
  %4889 = extractelement <32 x i64> %max_index256.0.lcssa, i64 13
  %4890 = fcmp uno float %4888, 0.000000e+00
  %4891 = fcmp ord float %4886, 0.000000e+00
  %4892 = icmp ult i64 %4889, %4887
  %4893 = fcmp ogt float %4888, %4886
  %4894 = fcmp oeq float %4888, %4886
  %4895 = or i1 %4891, %4892
  %4896 = and i1 %4894, %4892
  %4897 = or i1 %4893, %4896
  %4898 = select i1 %4890, i1 %4895, i1 %4897
  %4899 = select i1 %4898, float %4888, float %4886
  %4900 = select i1 %4898, i64 %4889, i64 %4887
  %4901 = extractelement <32 x float> %max_best255.0.lcssa, i64 14
  %4902 = extractelement <32 x i64> %max_index256.0.lcssa, i64 14
  %4903 = fcmp uno float %4901, 0.000000e+00
  %4904 = fcmp ord float %4899, 0.000000e+00
  %4905 = icmp ult i64 %4902, %4900
  %4906 = fcmp ogt float %4901, %4899
  %4907 = fcmp oeq float %4901, %4899
  %4908 = or i1 %4904, %4905
  %4909 = and i1 %4907, %4905
  %4910 = or i1 %4906, %4909
  %4911 = select i1 %4903, i1 %4908, i1 %4910
  %4912 = select i1 %4911, float %4901, float %4899
  %4913 = select i1 %4911, i64 %4902, i64 %4900
  %4914 = extractelement <32 x float> %max_best255.0.lcssa, i64 15
  %4915 = extractelement <32 x i64> %max_index256.0.lcssa, i64 15
  %4916 = fcmp uno float %4914, 0.000000e+00
  %4917 = fcmp ord float %4912, 0.000000e+00
  %4918 = icmp ult i64 %4915, %4913
  %4919 = fcmp ogt float %4914, %4912
  %4920 = fcmp oeq float %4914, %4912
  %4921 = or i1 %4917, %4918
  %4922 = and i1 %4920, %4918
  %4923 = or i1 %4919, %4922
  %4924 = select i1 %4916, i1 %4921, i1 %4923
  %4925 = select i1 %4924, float %4914, float %4912
  %4926 = select i1 %4924, i64 %4915, i64 %4913
  %4927 = extractelement <32 x float> %max_best255.0.lcssa, i64 16
  %4928 = extractelement <32 x i64> %max_index256.0.lcssa, i64 16
  %4929 = fcmp uno float %4927, 0.000000e+00
  %4930 = fcmp ord float %4925, 0.000000e+00
  %4931 = icmp ult i64 %4928, %4926
  %4932 = fcmp ogt float %4927, %4925
  %4933 = fcmp oeq float %4927, %4925
  %4934 = or i1 %4930, %4931
  %4935 = and i1 %4933, %4931
  %4936 = or i1 %4932, %4935
  %4937 = select i1 %4929, i1 %4934, i1 %4936
  %4938 = select i1 %4937, float %4927, float %4925
  %4939 = select i1 %4937, i64 %4928, i64 %4926
  %4940 = extractelement <32 x float> %max_best255.0.lcssa, i64 17
  %4941 = extractelement <32 x i64> %max_index256.0.lcssa, i64 17
  %4942 = fcmp uno float %4940, 0.000000e+00
  %4943 = fcmp ord float %4938, 0.000000e+00
  %4944 = icmp ult i64 %4941, %4939
  %4945 = fcmp ogt float %4940, %4938
  %4946 = fcmp oeq float %4940, %4938
  %4947 = or i1 %4943, %4944
  %4948 = and i1 %4946, %4944
  %4949 = or i1 %4945, %4948
  %4950 = select i1 %4942, i1 %4947, i1 %4949
  %4951 = select i1 %4950, float %4940, float %4938
  %4952 = select i1 %4950, i64 %4941, i64 %4939
  %4953 = extractelement <32 x float> %max_best255.0.lcssa, i64 18
  %4954 = extractelement <32 x i64> %max_index256.0.lcssa, i64 18
  %4955 = fcmp uno float %4953, 0.000000e+00
  %4956 = fcmp ord float %4951, 0.000000e+00
  %4957 = icmp ult i64 %4954, %4952
  %4958 = fcmp ogt float %4953, %4951
  %4959 = fcmp oeq float %4953, %4951
  %4960 = or i1 %4956, %4957
  %4961 = and i1 %4959, %4957
  %4962 = or i1 %4958, %4961
  %4963 = select i1 %4955, i1 %4960, i1 %4962
  %4964 = select i1 %4963, float %4953, float %4951
  %4965 = select i1 %4963, i64 %4954, i64 %4952
  %4966 = extractelement <32 x float> %max_best255.0.lcssa, i64 19
  %4967 = extractelement <32 x i64> %max_index256.0.lcssa, i64 19
  %4968 = fcmp uno float %4966, 0.000000e+00
  %4969 = fcmp ord float %4964, 0.000000e+00
  %4970 = icmp ult i64 %4967, %4965
  %4971 = fcmp ogt float %4966, %4964
  %4972 = fcmp oeq float %4966, %4964
  %4973 = or i1 %4969, %4970
  %4974 = and i1 %4972, %4970
  %4975 = or i1 %4971, %4974
  %4976 = select i1 %4968, i1 %4973, i1 %4975
  %4977 = select i1 %4976, float %4966, float %4964
  %4978 = select i1 %4976, i64 %4967, i64 %4965
  %4979 = extractelement <32 x float> %max_best255.0.lcssa, i64 20
  %4980 = extractelement <32 x i64> %max_index256.0.lcssa, i64 20
  %4981 = fcmp uno float %4979, 0.000000e+00
  %4982 = fcmp ord float %4977, 0.000000e+00
  %4983 = icmp ult i64 %4980, %4978
  %4984 = fcmp ogt float %4979, %4977
  %4985 = fcmp oeq float %4979, %4977
  %4986 = or i1 %4982, %4983
  %4987 = and i1 %4985, %4983
  %4988 = or i1 %4984, %4987
  %4989 = select i1 %4981, i1 %4986, i1 %4988
  %4990 = select i1 %4989, float %4979, float %4977
  %4991 = select i1 %4989, i64 %4980, i64 %4978
  %4992 = extractelement <32 x float> %max_best255.0.lcssa, i64 21
  %4993 = extractelement <32 x i64> %max_index256.0.lcssa, i64 21
  %4994 = fcmp uno float %4992, 0.000000e+00
  %4995 = fcmp ord float %4990, 0.000000e+00
  %4996 = icmp ult i64 %4993, %4991
  %4997 = fcmp ogt float %4992, %4990
  %4998 = fcmp oeq float %4992, %4990
  %4999 = or i1 %4995, %4996
  %5000 = and i1 %4998, %4996
  %5001 = or i1 %4997, %5000
  %5002 = select i1 %4994, i1 %4999, i1 %5001
  %5003 = select i1 %5002, float %4992, float %4990
  %5004 = select i1 %5002, i64 %4993, i64 %4991
  %5005 = extractelement <32 x float> %max_best255.0.lcssa, i64 22
  %5006 = extractelement <32 x i64> %max_index256.0.lcssa, i64 22
  %5007 = fcmp uno float %5005, 0.000000e+00
  %5008 = fcmp ord float %5003, 0.000000e+00
  %5009 = icmp ult i64 %5006, %5004
  %5010 = fcmp ogt float %5005, %5003
  %5011 = fcmp oeq float %5005, %5003
  %5012 = or i1 %5008, %5009
  %5013 = and i1 %5011, %5009
  %5014 = or i1 %5010, %5013
  %5015 = select i1 %5007, i1 %5012, i1 %5014
  %5016 = select i1 %5015, float %5005, float %5003
  %5017 = select i1 %5015, i64 %5006, i64 %5004
  %5018 = extractelement <32 x float> %max_best255.0.lcssa, i64 23
  %5019 = extractelement <32 x i64> %max_index256.0.lcssa, i64 23
  %5020 = fcmp uno float %5018, 0.000000e+00
  %5021 = fcmp ord float %5016, 0.000000e+00
  %5022 = icmp ult i64 %5019, %5017
  %5023 = fcmp ogt float %5018, %5016
  %5024 = fcmp oeq float %5018, %5016
  %5025 = or i1 %5021, %5022
  %5026 = and i1 %5024, %5022
  %5027 = or i1 %5023, %5026
  %5028 = select i1 %5020, i1 %5025, i1 %5027
  %5029 = select i1 %5028, float %5018, float %5016
  %5030 = select i1 %5028, i64 %5019, i64 %5017
  %5031 = extractelement <32 x float> %max_best255.0.lcssa, i64 24
  %5032 = extractelement <32 x i64> %max_index256.0.lcssa, i64 24
  %5033 = fcmp uno float %5031, 0.000000e+00
  %5034 = fcmp ord float %5029, 0.000000e+00
  %5035 = icmp ult i64 %5032, %5030
  %5036 = fcmp ogt float %5031, %5029
  %5037 = fcmp oeq float %5031, %5029
  %5038 = or i1 %5034, %5035
  %5039 = and i1 %5037, %5035
  %5040 = or i1 %5036, %5039
  %5041 = select i1 %5033, i1 %5038, i1 %5040
  %5042 = select i1 %5041, float %5031, float %5029
  %5043 = select i1 %5041, i64 %5032, i64 %5030
  %5044 = extractelement <32 x float> %max_best255.0.lcssa, i64 25
  %5045 = extractelement <32 x i64> %max_index256.0.lcssa, i64 25
  %5046 = fcmp uno float %5044, 0.000000e+00
  %5047 = fcmp ord float %5042, 0.000000e+00
  %5048 = icmp ult i64 %5045, %5043
  %5049 = fcmp ogt float %5044, %5042
  %5050 = fcmp oeq float %5044, %5042
  %5051 = or i1 %5047, %5048
  %5052 = and i1 %5050, %5048
  %5053 = or i1 %5049, %5052
  %5054 = select i1 %5046, i1 %5051, i1 %5053
  %5055 = select i1 %5054, float %5044, float %5042
  %5056 = select i1 %5054, i64 %5045, i64 %5043
  %5057 = extractelement <32 x float> %max_best255.0.lcssa, i64 26
  %5058 = extractelement <32 x i64> %max_index256.0.lcssa, i64 26
  %5059 = fcmp uno float %5057, 0.000000e+00
  %5060 = fcmp ord float %5055, 0.000000e+00
  %5061 = icmp ult i64 %5058, %5056
  %5062 = fcmp ogt float %5057, %5055
  %5063 = fcmp oeq float %5057, %5055
  %5064 = or i1 %5060, %5061
  %5065 = and i1 %5063, %5061
  %5066 = or i1 %5062, %5065
  %5067 = select i1 %5059, i1 %5064, i1 %5066
  %5068 = select i1 %5067, float %5057, float %5055
  %5069 = select i1 %5067, i64 %5058, i64 %5056
  %5070 = extractelement <32 x float> %max_best255.0.lcssa, i64 27
  %5071 = extractelement <32 x i64> %max_index256.0.lcssa, i64 27
  %5072 = fcmp uno float %5070, 0.000000e+00
  %5073 = fcmp ord float %5068, 0.000000e+00
  %5074 = icmp ult i64 %5071, %5069
  %5075 = fcmp ogt float %5070, %5068
  %5076 = fcmp oeq float %5070, %5068
  %5077 = or i1 %5073, %5074
  %5078 = and i1 %5076, %5074
  %5079 = or i1 %5075, %5078
  %5080 = select i1 %5072, i1 %5077, i1 %5079
  %5081 = select i1 %5080, float %5070, float %5068
  %5082 = select i1 %5080, i64 %5071, i64 %5069
  %5083 = extractelement <32 x float> %max_best255.0.lcssa, i64 28
  %5084 = extractelement <32 x i64> %max_index256.0.lcssa, i64 28
  %5085 = fcmp uno float %5083, 0.000000e+00
  %5086 = fcmp ord float %5081, 0.000000e+00
  %5087 = icmp ult i64 %5084, %5082
  %5088 = fcmp ogt float %5083, %5081
  %5089 = fcmp oeq float %5083, %5081
  %5090 = or i1 %5086, %5087
  %5091 = and i1 %5089, %5087
  %5092 = or i1 %5088, %5091
  %5093 = select i1 %5085, i1 %5090, i1 %5092
  %5094 = select i1 %5093, float %5083, float %5081
  %5095 = select i1 %5093, i64 %5084, i64 %5082
  %5096 = extractelement <32 x float> %max_best255.0.lcssa, i64 29
  %5097 = extractelement <32 x i64> %max_index256.0.lcssa, i64 29
  %5098 = fcmp uno float %5096, 0.000000e+00
  %5099 = fcmp ord float %5094, 0.000000e+00
  %5100 = icmp ult i64 %5097, %5095
  %5101 = fcmp ogt float %5096, %5094
  %5102 = fcmp oeq float %5096, %5094
  %5103 = or i1 %5099, %5100
  %5104 = and i1 %5102, %5100
  %5105 = or i1 %5101, %5104
  %5106 = select i1 %5098, i1 %5103, i1 %5105
  %5107 = select i1 %5106, float %5096, float %5094
  %5108 = select i1 %5106, i64 %5097, i64 %5095
  %5109 = extractelement <32 x float> %max_best255.0.lcssa, i64 30
  %5110 = extractelement <32 x i64> %max_index256.0.lcssa, i64 30
  %5111 = fcmp uno float %5109, 0.000000e+00
  %5112 = fcmp ord float %5107, 0.000000e+00
  %5113 = icmp ult i64 %5110, %5108
  %5114 = fcmp ogt float %5109, %5107
  %5115 = fcmp oeq float %5109, %5107
  %5116 = or i1 %5112, %5113
  %5117 = and i1 %5115, %5113
  %5118 = or i1 %5114, %5117
  %5119 = select i1 %5111, i1 %5116, i1 %5118
  %5120 = select i1 %5119, float %5109, float %5107
  %5121 = select i1 %5119, i64 %5110, i64 %5108
  %5122 = extractelement <32 x float> %max_best255.0.lcssa, i64 31
  %5123 = extractelement <32 x i64> %max_index256.0.lcssa, i64 31
  %5124 = fcmp uno float %5122, 0.000000e+00
  %5125 = fcmp ord float %5120, 0.000000e+00
  %5126 = icmp ult i64 %5123, %5121
  %5127 = fcmp ogt float %5122, %5120
  %5128 = fcmp oeq float %5122, %5120
  %5129 = or i1 %5125, %5126
  %5130 = and i1 %5128, %5126
  %5131 = or i1 %5127, %5130
  %5132 = select i1 %5124, i1 %5129, i1 %5131
  %5133 = select i1 %5132, float %5122, float %5120
  br i1 %.not1358, label %max_block.header277.preheader, label %fold_tail.body265

max_block.header277.preheader:                    ; preds = %fold_tail.body265, %max_block.exit260
  %fold_value250.0.lcssa = phi float [ %5133, %max_block.exit260 ], [ %5140, %fold_tail.body265 ]
  br i1 %.not1357, label %max_block.exit279, label %max_block.body278.preheader

max_block.body278.preheader:                      ; preds = %max_block.header277.preheader
  br i1 %3729, label %max_block.body278.epil.preheader, label %max_block.body278

fold_tail.body265:                                ; preds = %max_block.exit260, %fold_tail.body265
  %fold_tail2671168 = phi i64 [ %5141, %fold_tail.body265 ], [ %blocks_end219, %max_block.exit260 ]
  %fold_value250.01167 = phi float [ %5140, %fold_tail.body265 ], [ %5133, %max_block.exit260 ]
  %5134 = getelementptr inbounds float, ptr %3637, i64 %fold_tail2671168
  %5135 = load float, ptr %5134, align 4
  %5136 = fcmp ogt float %5135, %fold_value250.01167
  %5137 = fcmp uno float %5135, 0.000000e+00
  %5138 = fcmp ord float %fold_value250.01167, 0.000000e+00
  %5139 = and i1 %5138, %5137
  %take268 = or i1 %5136, %5139
  %5140 = select i1 %take268, float %5135, float %fold_value250.01167
  %5141 = add nuw i64 %fold_tail2671168, 1
  %5142 = icmp ult i64 %5141, %n_features
  br i1 %5142, label %fold_tail.body265, label %max_block.header277.preheader

max_block.body278:                                ; preds = %max_block.body278.preheader, %max_block.body278
  %max_block2801172 = phi i64 [ %5164, %max_block.body278 ], [ 0, %max_block.body278.preheader ]
  %max_best274.01171 = phi <32 x float> [ %5159, %max_block.body278 ], [ splat (float 0xFFF0000000000000), %max_block.body278.preheader ]
  %max_index275.01170 = phi <32 x i64> [ %5163, %max_block.body278 ], [ zeroinitializer, %max_block.body278.preheader ]
  %niter4842 = phi i64 [ %niter4842.next.1, %max_block.body278 ], [ 0, %max_block.body278.preheader ]
  %5143 = getelementptr inbounds float, ptr %3638, i64 %max_block2801172
  %block281 = load <32 x float>, ptr %5143, align 4
  %5144 = fcmp ogt <32 x float> %block281, %max_best274.01171
  %5145 = fcmp uno <32 x float> %block281, zeroinitializer
  %5146 = fcmp ord <32 x float> %max_best274.01171, zeroinitializer
  %5147 = and <32 x i1> %5146, %5145
  %take282 = or <32 x i1> %5144, %5147
  %5148 = select <32 x i1> %take282, <32 x float> %block281, <32 x float> %max_best274.01171
  %5149 = insertelement <32 x i64> poison, i64 %max_block2801172, i64 0
  %5150 = shufflevector <32 x i64> %5149, <32 x i64> poison, <32 x i32> zeroinitializer
  %5151 = or disjoint <32 x i64> %5150, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5152 = select <32 x i1> %take282, <32 x i64> %5151, <32 x i64> %max_index275.01170
  %5153 = or disjoint i64 %max_block2801172, 32
  %5154 = getelementptr inbounds float, ptr %3638, i64 %5153
  %block281.1 = load <32 x float>, ptr %5154, align 4
  %5155 = fcmp ogt <32 x float> %block281.1, %5148
  %5156 = fcmp uno <32 x float> %block281.1, zeroinitializer
  %5157 = fcmp ord <32 x float> %5148, zeroinitializer
  %5158 = and <32 x i1> %5157, %5156
  %take282.1 = or <32 x i1> %5155, %5158
  %5159 = select <32 x i1> %take282.1, <32 x float> %block281.1, <32 x float> %5148
  %5160 = insertelement <32 x i64> poison, i64 %5153, i64 0
  %5161 = shufflevector <32 x i64> %5160, <32 x i64> poison, <32 x i32> zeroinitializer
  %5162 = or disjoint <32 x i64> %5161, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5163 = select <32 x i1> %take282.1, <32 x i64> %5162, <32 x i64> %5152
  %5164 = add nuw i64 %max_block2801172, 64
  %niter4842.next.1 = add i64 %niter4842, 2
  %niter4842.ncmp.1.not = icmp eq i64 %niter4842.next.1, %unroll_iter4841
  br i1 %niter4842.ncmp.1.not, label %max_block.exit279.loopexit.unr-lcssa, label %max_block.body278

max_block.exit279.loopexit.unr-lcssa:             ; preds = %max_block.body278
  br i1 %lcmp.mod4837.not, label %max_block.exit279, label %max_block.body278.epil.preheader

max_block.body278.epil.preheader:                 ; preds = %max_block.exit279.loopexit.unr-lcssa, %max_block.body278.preheader
  %max_block2801172.epil.init = phi i64 [ 0, %max_block.body278.preheader ], [ %5164, %max_block.exit279.loopexit.unr-lcssa ]
  %max_best274.01171.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body278.preheader ], [ %5159, %max_block.exit279.loopexit.unr-lcssa ]
  %max_index275.01170.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body278.preheader ], [ %5163, %max_block.exit279.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4840)
  %5165 = getelementptr inbounds float, ptr %3638, i64 %max_block2801172.epil.init
  %block281.epil = load <32 x float>, ptr %5165, align 4
  %5166 = fcmp ogt <32 x float> %block281.epil, %max_best274.01171.epil.init
  %5167 = fcmp uno <32 x float> %block281.epil, zeroinitializer
  %5168 = fcmp ord <32 x float> %max_best274.01171.epil.init, zeroinitializer
  %5169 = and <32 x i1> %5168, %5167
  %take282.epil = or <32 x i1> %5166, %5169
  %5170 = select <32 x i1> %take282.epil, <32 x float> %block281.epil, <32 x float> %max_best274.01171.epil.init
  %5171 = insertelement <32 x i64> poison, i64 %max_block2801172.epil.init, i64 0
  %5172 = shufflevector <32 x i64> %5171, <32 x i64> poison, <32 x i32> zeroinitializer
  %5173 = or disjoint <32 x i64> %5172, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5174 = select <32 x i1> %take282.epil, <32 x i64> %5173, <32 x i64> %max_index275.01170.epil.init
  br label %max_block.exit279

max_block.exit279:                                ; preds = %max_block.body278.epil.preheader, %max_block.exit279.loopexit.unr-lcssa, %max_block.header277.preheader
  %max_index275.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header277.preheader ], [ %5163, %max_block.exit279.loopexit.unr-lcssa ], [ %5174, %max_block.body278.epil.preheader ]
  %max_best274.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header277.preheader ], [ %5159, %max_block.exit279.loopexit.unr-lcssa ], [ %5170, %max_block.body278.epil.preheader ]
  %5175 = extractelement <32 x float> %max_best274.0.lcssa, i64 0
  %5176 = extractelement <32 x i64> %max_index275.0.lcssa, i64 0
  %5177 = fcmp une float %5175, 0xFFF0000000000000
  %5178 = select i1 %5177, i64 %5176, i64 0
  %5179 = extractelement <32 x float> %max_best274.0.lcssa, i64 1
  %5180 = extractelement <32 x i64> %max_index275.0.lcssa, i64 1
  %5181 = fcmp uno float %5179, 0.000000e+00
  %5182 = fcmp ord float %5175, 0.000000e+00
  %5183 = icmp ult i64 %5180, %5178
  %5184 = fcmp ogt float %5179, %5175
  %5185 = fcmp oeq float %5179, %5175
  %5186 = or i1 %5182, %5183
  %5187 = and i1 %5185, %5183
  %5188 = or i1 %5184, %5187
  %5189 = select i1 %5181, i1 %5186, i1 %5188
  %5190 = select i1 %5189, float %5179, float %5175
  %5191 = select i1 %5189, i64 %5180, i64 %5178
  %5192 = extractelement <32 x float> %max_best274.0.lcssa, i64 2
  %5193 = extractelement <32 x i64> %max_index275.0.lcssa, i64 2
  %5194 = fcmp uno float %5192, 0.000000e+00
  %5195 = fcmp ord float %5190, 0.000000e+00
  %5196 = icmp ult i64 %5193, %5191
  %5197 = fcmp ogt float %5192, %5190
  %5198 = fcmp oeq float %5192, %5190
  %5199 = or i1 %5195, %5196
  %5200 = and i1 %5198, %5196
  %5201 = or i1 %5197, %5200
  %5202 = select i1 %5194, i1 %5199, i1 %5201
  %5203 = select i1 %5202, float %5192, float %5190
  %5204 = select i1 %5202, i64 %5193, i64 %5191
  %5205 = extractelement <32 x float> %max_best274.0.lcssa, i64 3
  %5206 = extractelement <32 x i64> %max_index275.0.lcssa, i64 3
  %5207 = fcmp uno float %5205, 0.000000e+00
  %5208 = fcmp ord float %5203, 0.000000e+00
  %5209 = icmp ult i64 %5206, %5204
  %5210 = fcmp ogt float %5205, %5203
  %5211 = fcmp oeq float %5205, %5203
  %5212 = or i1 %5208, %5209
  %5213 = and i1 %5211, %5209
  %5214 = or i1 %5210, %5213
  %5215 = select i1 %5207, i1 %5212, i1 %5214
  %5216 = select i1 %5215, float %5205, float %5203
  %5217 = select i1 %5215, i64 %5206, i64 %5204
  %5218 = extractelement <32 x float> %max_best274.0.lcssa, i64 4
  %5219 = extractelement <32 x i64> %max_index275.0.lcssa, i64 4
  %5220 = fcmp uno float %5218, 0.000000e+00
  %5221 = fcmp ord float %5216, 0.000000e+00
  %5222 = icmp ult i64 %5219, %5217
  %5223 = fcmp ogt float %5218, %5216
  %5224 = fcmp oeq float %5218, %5216
  %5225 = or i1 %5221, %5222
  %5226 = and i1 %5224, %5222
  %5227 = or i1 %5223, %5226
  %5228 = select i1 %5220, i1 %5225, i1 %5227
  %5229 = select i1 %5228, float %5218, float %5216
  %5230 = select i1 %5228, i64 %5219, i64 %5217
  %5231 = extractelement <32 x float> %max_best274.0.lcssa, i64 5
  %5232 = extractelement <32 x i64> %max_index275.0.lcssa, i64 5
  %5233 = fcmp uno float %5231, 0.000000e+00
  %5234 = fcmp ord float %5229, 0.000000e+00
  %5235 = icmp ult i64 %5232, %5230
  %5236 = fcmp ogt float %5231, %5229
  %5237 = fcmp oeq float %5231, %5229
  %5238 = or i1 %5234, %5235
  %5239 = and i1 %5237, %5235
  %5240 = or i1 %5236, %5239
  %5241 = select i1 %5233, i1 %5238, i1 %5240
  %5242 = select i1 %5241, float %5231, float %5229
  %5243 = select i1 %5241, i64 %5232, i64 %5230
  %5244 = extractelement <32 x float> %max_best274.0.lcssa, i64 6
  %5245 = extractelement <32 x i64> %max_index275.0.lcssa, i64 6
  %5246 = fcmp uno float %5244, 0.000000e+00
  %5247 = fcmp ord float %5242, 0.000000e+00
  %5248 = icmp ult i64 %5245, %5243
  %5249 = fcmp ogt float %5244, %5242
  %5250 = fcmp oeq float %5244, %5242
  %5251 = or i1 %5247, %5248
  %5252 = and i1 %5250, %5248
  %5253 = or i1 %5249, %5252
  %5254 = select i1 %5246, i1 %5251, i1 %5253
  %5255 = select i1 %5254, float %5244, float %5242
  %5256 = select i1 %5254, i64 %5245, i64 %5243
  %5257 = extractelement <32 x float> %max_best274.0.lcssa, i64 7
  %5258 = extractelement <32 x i64> %max_index275.0.lcssa, i64 7
  %5259 = fcmp uno float %5257, 0.000000e+00
  %5260 = fcmp ord float %5255, 0.000000e+00
  %5261 = icmp ult i64 %5258, %5256
  %5262 = fcmp ogt float %5257, %5255
  %5263 = fcmp oeq float %5257, %5255
  %5264 = or i1 %5260, %5261
  %5265 = and i1 %5263, %5261
  %5266 = or i1 %5262, %5265
  %5267 = select i1 %5259, i1 %5264, i1 %5266
  %5268 = select i1 %5267, float %5257, float %5255
  %5269 = select i1 %5267, i64 %5258, i64 %5256
  %5270 = extractelement <32 x float> %max_best274.0.lcssa, i64 8
  %5271 = extractelement <32 x i64> %max_index275.0.lcssa, i64 8
  %5272 = fcmp uno float %5270, 0.000000e+00
  %5273 = fcmp ord float %5268, 0.000000e+00
  %5274 = icmp ult i64 %5271, %5269
  %5275 = fcmp ogt float %5270, %5268
  %5276 = fcmp oeq float %5270, %5268
  %5277 = or i1 %5273, %5274
  %5278 = and i1 %5276, %5274
  %5279 = or i1 %5275, %5278
  %5280 = select i1 %5272, i1 %5277, i1 %5279
  %5281 = select i1 %5280, float %5270, float %5268
  %5282 = select i1 %5280, i64 %5271, i64 %5269
  %5283 = extractelement <32 x float> %max_best274.0.lcssa, i64 9
  %5284 = extractelement <32 x i64> %max_index275.0.lcssa, i64 9
  %5285 = fcmp uno float %5283, 0.000000e+00
  %5286 = fcmp ord float %5281, 0.000000e+00
  %5287 = icmp ult i64 %5284, %5282
  %5288 = fcmp ogt float %5283, %5281
  %5289 = fcmp oeq float %5283, %5281
  %5290 = or i1 %5286, %5287
  %5291 = and i1 %5289, %5287
  %5292 = or i1 %5288, %5291
  %5293 = select i1 %5285, i1 %5290, i1 %5292
  %5294 = select i1 %5293, float %5283, float %5281
  %5295 = select i1 %5293, i64 %5284, i64 %5282
  %5296 = extractelement <32 x float> %max_best274.0.lcssa, i64 10
  %5297 = extractelement <32 x i64> %max_index275.0.lcssa, i64 10
  %5298 = fcmp uno float %5296, 0.000000e+00
  %5299 = fcmp ord float %5294, 0.000000e+00
  %5300 = icmp ult i64 %5297, %5295
  %5301 = fcmp ogt float %5296, %5294
  %5302 = fcmp oeq float %5296, %5294
  %5303 = or i1 %5299, %5300
  %5304 = and i1 %5302, %5300
  %5305 = or i1 %5301, %5304
  %5306 = select i1 %5298, i1 %5303, i1 %5305
  %5307 = select i1 %5306, float %5296, float %5294
  %5308 = select i1 %5306, i64 %5297, i64 %5295
  %5309 = extractelement <32 x float> %max_best274.0.lcssa, i64 11
  %5310 = extractelement <32 x i64> %max_index275.0.lcssa, i64 11
  %5311 = fcmp uno float %5309, 0.000000e+00
  %5312 = fcmp ord float %5307, 0.000000e+00
  %5313 = icmp ult i64 %5310, %5308
  %5314 = fcmp ogt float %5309, %5307
  %5315 = fcmp oeq float %5309, %5307
  %5316 = or i1 %5312, %5313
  %5317 = and i1 %5315, %5313
  %5318 = or i1 %5314, %5317
  %5319 = select i1 %5311, i1 %5316, i1 %5318
  %5320 = select i1 %5319, float %5309, float %5307
  %5321 = select i1 %5319, i64 %5310, i64 %5308
  %5322 = extractelement <32 x float> %max_best274.0.lcssa, i64 12
  %5323 = extractelement <32 x i64> %max_index275.0.lcssa, i64 12
  %5324 = fcmp uno float %5322, 0.000000e+00
  %5325 = fcmp ord float %5320, 0.000000e+00
  %5326 = icmp ult i64 %5323, %5321
  %5327 = fcmp ogt float %5322, %5320
  %5328 = fcmp oeq float %5322, %5320
  %5329 = or i1 %5325, %5326
  %5330 = and i1 %5328, %5326
  %5331 = or i1 %5327, %5330
  %5332 = select i1 %5324, i1 %5329, i1 %5331
  %5333 = select i1 %5332, float %5322, float %5320
  %5334 = select i1 %5332, i64 %5323, i64 %5321
  %5335 = extractelement <32 x float> %max_best274.0.lcssa, i64 13
  %5336 = extractelement <32 x i64> %max_index275.0.lcssa, i64 13
  %5337 = fcmp uno float %5335, 0.000000e+00
  %5338 = fcmp ord float %5333, 0.000000e+00
  %5339 = icmp ult i64 %5336, %5334
  %5340 = fcmp ogt float %5335, %5333
  %5341 = fcmp oeq float %5335, %5333
  %5342 = or i1 %5338, %5339
  %5343 = and i1 %5341, %5339
  %5344 = or i1 %5340, %5343
  %5345 = select i1 %5337, i1 %5342, i1 %5344
  %5346 = select i1 %5345, float %5335, float %5333
  %5347 = select i1 %5345, i64 %5336, i64 %5334
  %5348 = extractelement <32 x float> %max_best274.0.lcssa, i64 14
  %5349 = extractelement <32 x i64> %max_index275.0.lcssa, i64 14
  %5350 = fcmp uno float %5348, 0.000000e+00
  %5351 = fcmp ord float %5346, 0.000000e+00
  %5352 = icmp ult i64 %5349, %5347
  %5353 = fcmp ogt float %5348, %5346
  %5354 = fcmp oeq float %5348, %5346
  %5355 = or i1 %5351, %5352
  %5356 = and i1 %5354, %5352
  %5357 = or i1 %5353, %5356
  %5358 = select i1 %5350, i1 %5355, i1 %5357
  %5359 = select i1 %5358, float %5348, float %5346
  %5360 = select i1 %5358, i64 %5349, i64 %5347
  %5361 = extractelement <32 x float> %max_best274.0.lcssa, i64 15
  %5362 = extractelement <32 x i64> %max_index275.0.lcssa, i64 15
  %5363 = fcmp uno float %5361, 0.000000e+00
  %5364 = fcmp ord float %5359, 0.000000e+00
  %5365 = icmp ult i64 %5362, %5360
  %5366 = fcmp ogt float %5361, %5359
  %5367 = fcmp oeq float %5361, %5359
  %5368 = or i1 %5364, %5365
  %5369 = and i1 %5367, %5365
  %5370 = or i1 %5366, %5369
  %5371 = select i1 %5363, i1 %5368, i1 %5370
  %5372 = select i1 %5371, float %5361, float %5359
  %5373 = select i1 %5371, i64 %5362, i64 %5360
  %5374 = extractelement <32 x float> %max_best274.0.lcssa, i64 16
  %5375 = extractelement <32 x i64> %max_index275.0.lcssa, i64 16
  %5376 = fcmp uno float %5374, 0.000000e+00
  %5377 = fcmp ord float %5372, 0.000000e+00
  %5378 = icmp ult i64 %5375, %5373
  %5379 = fcmp ogt float %5374, %5372
  %5380 = fcmp oeq float %5374, %5372
  %5381 = or i1 %5377, %5378
  %5382 = and i1 %5380, %5378
  %5383 = or i1 %5379, %5382
  %5384 = select i1 %5376, i1 %5381, i1 %5383
  %5385 = select i1 %5384, float %5374, float %5372
  %5386 = select i1 %5384, i64 %5375, i64 %5373
  %5387 = extractelement <32 x float> %max_best274.0.lcssa, i64 17
  %5388 = extractelement <32 x i64> %max_index275.0.lcssa, i64 17
  %5389 = fcmp uno float %5387, 0.000000e+00
  %5390 = fcmp ord float %5385, 0.000000e+00
  %5391 = icmp ult i64 %5388, %5386
  %5392 = fcmp ogt float %5387, %5385
  %5393 = fcmp oeq float %5387, %5385
  %5394 = or i1 %5390, %5391
  %5395 = and i1 %5393, %5391
  %5396 = or i1 %5392, %5395
  %5397 = select i1 %5389, i1 %5394, i1 %5396
  %5398 = select i1 %5397, float %5387, float %5385
  %5399 = select i1 %5397, i64 %5388, i64 %5386
  %5400 = extractelement <32 x float> %max_best274.0.lcssa, i64 18
  %5401 = extractelement <32 x i64> %max_index275.0.lcssa, i64 18
  %5402 = fcmp uno float %5400, 0.000000e+00
  %5403 = fcmp ord float %5398, 0.000000e+00
  %5404 = icmp ult i64 %5401, %5399
  %5405 = fcmp ogt float %5400, %5398
  %5406 = fcmp oeq float %5400, %5398
  %5407 = or i1 %5403, %5404
  %5408 = and i1 %5406, %5404
  %5409 = or i1 %5405, %5408
  %5410 = select i1 %5402, i1 %5407, i1 %5409
  %5411 = select i1 %5410, float %5400, float %5398
  %5412 = select i1 %5410, i64 %5401, i64 %5399
  %5413 = extractelement <32 x float> %max_best274.0.lcssa, i64 19
  %5414 = extractelement <32 x i64> %max_index275.0.lcssa, i64 19
  %5415 = fcmp uno float %5413, 0.000000e+00
  %5416 = fcmp ord float %5411, 0.000000e+00
  %5417 = icmp ult i64 %5414, %5412
  %5418 = fcmp ogt float %5413, %5411
  %5419 = fcmp oeq float %5413, %5411
  %5420 = or i1 %5416, %5417
  %5421 = and i1 %5419, %5417
  %5422 = or i1 %5418, %5421
  %5423 = select i1 %5415, i1 %5420, i1 %5422
  %5424 = select i1 %5423, float %5413, float %5411
  %5425 = select i1 %5423, i64 %5414, i64 %5412
  %5426 = extractelement <32 x float> %max_best274.0.lcssa, i64 20
  %5427 = extractelement <32 x i64> %max_index275.0.lcssa, i64 20
  %5428 = fcmp uno float %5426, 0.000000e+00
  %5429 = fcmp ord float %5424, 0.000000e+00
  %5430 = icmp ult i64 %5427, %5425
  %5431 = fcmp ogt float %5426, %5424
  %5432 = fcmp oeq float %5426, %5424
  %5433 = or i1 %5429, %5430
  %5434 = and i1 %5432, %5430
  %5435 = or i1 %5431, %5434
  %5436 = select i1 %5428, i1 %5433, i1 %5435
  %5437 = select i1 %5436, float %5426, float %5424
  %5438 = select i1 %5436, i64 %5427, i64 %5425
  %5439 = extractelement <32 x float> %max_best274.0.lcssa, i64 21
  %5440 = extractelement <32 x i64> %max_index275.0.lcssa, i64 21
  %5441 = fcmp uno float %5439, 0.000000e+00
  %5442 = fcmp ord float %5437, 0.000000e+00
  %5443 = icmp ult i64 %5440, %5438
  %5444 = fcmp ogt float %5439, %5437
  %5445 = fcmp oeq float %5439, %5437
  %5446 = or i1 %5442, %5443
  %5447 = and i1 %5445, %5443
  %5448 = or i1 %5444, %5447
  %5449 = select i1 %5441, i1 %5446, i1 %5448
  %5450 = select i1 %5449, float %5439, float %5437
  %5451 = select i1 %5449, i64 %5440, i64 %5438
  %5452 = extractelement <32 x float> %max_best274.0.lcssa, i64 22
  %5453 = extractelement <32 x i64> %max_index275.0.lcssa, i64 22
  %5454 = fcmp uno float %5452, 0.000000e+00
  %5455 = fcmp ord float %5450, 0.000000e+00
  %5456 = icmp ult i64 %5453, %5451
  %5457 = fcmp ogt float %5452, %5450
  %5458 = fcmp oeq float %5452, %5450
  %5459 = or i1 %5455, %5456
  %5460 = and i1 %5458, %5456
  %5461 = or i1 %5457, %5460
  %5462 = select i1 %5454, i1 %5459, i1 %5461
  %5463 = select i1 %5462, float %5452, float %5450
  %5464 = select i1 %5462, i64 %5453, i64 %5451
  %5465 = extractelement <32 x float> %max_best274.0.lcssa, i64 23
  %5466 = extractelement <32 x i64> %max_index275.0.lcssa, i64 23
  %5467 = fcmp uno float %5465, 0.000000e+00
  %5468 = fcmp ord float %5463, 0.000000e+00
  %5469 = icmp ult i64 %5466, %5464
  %5470 = fcmp ogt float %5465, %5463
  %5471 = fcmp oeq float %5465, %5463
  %5472 = or i1 %5468, %5469
  %5473 = and i1 %5471, %5469
  %5474 = or i1 %5470, %5473
  %5475 = select i1 %5467, i1 %5472, i1 %5474
  %5476 = select i1 %5475, float %5465, float %5463
  %5477 = select i1 %5475, i64 %5466, i64 %5464
  %5478 = extractelement <32 x float> %max_best274.0.lcssa, i64 24
  %5479 = extractelement <32 x i64> %max_index275.0.lcssa, i64 24
  %5480 = fcmp uno float %5478, 0.000000e+00
  %5481 = fcmp ord float %5476, 0.000000e+00
  %5482 = icmp ult i64 %5479, %5477
  %5483 = fcmp ogt float %5478, %5476
  %5484 = fcmp oeq float %5478, %5476
  %5485 = or i1 %5481, %5482
  %5486 = and i1 %5484, %5482
  %5487 = or i1 %5483, %5486
  %5488 = select i1 %5480, i1 %5485, i1 %5487
  %5489 = select i1 %5488, float %5478, float %5476
  %5490 = select i1 %5488, i64 %5479, i64 %5477
  %5491 = extractelement <32 x float> %max_best274.0.lcssa, i64 25
  %5492 = extractelement <32 x i64> %max_index275.0.lcssa, i64 25
  %5493 = fcmp uno float %5491, 0.000000e+00
  %5494 = fcmp ord float %5489, 0.000000e+00
  %5495 = icmp ult i64 %5492, %5490
  %5496 = fcmp ogt float %5491, %5489
  %5497 = fcmp oeq float %5491, %5489
  %5498 = or i1 %5494, %5495
  %5499 = and i1 %5497, %5495
  %5500 = or i1 %5496, %5499
  %5501 = select i1 %5493, i1 %5498, i1 %5500
  %5502 = select i1 %5501, float %5491, float %5489
  %5503 = select i1 %5501, i64 %5492, i64 %5490
  %5504 = extractelement <32 x float> %max_best274.0.lcssa, i64 26
  %5505 = extractelement <32 x i64> %max_index275.0.lcssa, i64 26
  %5506 = fcmp uno float %5504, 0.000000e+00
  %5507 = fcmp ord float %5502, 0.000000e+00
  %5508 = icmp ult i64 %5505, %5503
  %5509 = fcmp ogt float %5504, %5502
  %5510 = fcmp oeq float %5504, %5502
  %5511 = or i1 %5507, %5508
  %5512 = and i1 %5510, %5508
  %5513 = or i1 %5509, %5512
  %5514 = select i1 %5506, i1 %5511, i1 %5513
  %5515 = select i1 %5514, float %5504, float %5502
  %5516 = select i1 %5514, i64 %5505, i64 %5503
  %5517 = extractelement <32 x float> %max_best274.0.lcssa, i64 27
  %5518 = extractelement <32 x i64> %max_index275.0.lcssa, i64 27
  %5519 = fcmp uno float %5517, 0.000000e+00
  %5520 = fcmp ord float %5515, 0.000000e+00
  %5521 = icmp ult i64 %5518, %5516
  %5522 = fcmp ogt float %5517, %5515
  %5523 = fcmp oeq float %5517, %5515
  %5524 = or i1 %5520, %5521
  %5525 = and i1 %5523, %5521
  %5526 = or i1 %5522, %5525
  %5527 = select i1 %5519, i1 %5524, i1 %5526
  %5528 = select i1 %5527, float %5517, float %5515
  %5529 = select i1 %5527, i64 %5518, i64 %5516
  %5530 = extractelement <32 x float> %max_best274.0.lcssa, i64 28
  %5531 = extractelement <32 x i64> %max_index275.0.lcssa, i64 28
  %5532 = fcmp uno float %5530, 0.000000e+00
  %5533 = fcmp ord float %5528, 0.000000e+00
  %5534 = icmp ult i64 %5531, %5529
  %5535 = fcmp ogt float %5530, %5528
  %5536 = fcmp oeq float %5530, %5528
  %5537 = or i1 %5533, %5534
  %5538 = and i1 %5536, %5534
  %5539 = or i1 %5535, %5538
  %5540 = select i1 %5532, i1 %5537, i1 %5539
  %5541 = select i1 %5540, float %5530, float %5528
  %5542 = select i1 %5540, i64 %5531, i64 %5529
  %5543 = extractelement <32 x float> %max_best274.0.lcssa, i64 29
  %5544 = extractelement <32 x i64> %max_index275.0.lcssa, i64 29
  %5545 = fcmp uno float %5543, 0.000000e+00
  %5546 = fcmp ord float %5541, 0.000000e+00
  %5547 = icmp ult i64 %5544, %5542
  %5548 = fcmp ogt float %5543, %5541
  %5549 = fcmp oeq float %5543, %5541
  %5550 = or i1 %5546, %5547
  %5551 = and i1 %5549, %5547
  %5552 = or i1 %5548, %5551
  %5553 = select i1 %5545, i1 %5550, i1 %5552
  %5554 = select i1 %5553, float %5543, float %5541
  %5555 = select i1 %5553, i64 %5544, i64 %5542
  %5556 = extractelement <32 x float> %max_best274.0.lcssa, i64 30
  %5557 = extractelement <32 x i64> %max_index275.0.lcssa, i64 30
  %5558 = fcmp uno float %5556, 0.000000e+00
  %5559 = fcmp ord float %5554, 0.000000e+00
  %5560 = icmp ult i64 %5557, %5555
  %5561 = fcmp ogt float %5556, %5554
  %5562 = fcmp oeq float %5556, %5554
  %5563 = or i1 %5559, %5560
  %5564 = and i1 %5562, %5560
  %5565 = or i1 %5561, %5564
  %5566 = select i1 %5558, i1 %5563, i1 %5565
  %5567 = select i1 %5566, float %5556, float %5554
  %5568 = select i1 %5566, i64 %5557, i64 %5555
  %5569 = extractelement <32 x float> %max_best274.0.lcssa, i64 31
  %5570 = extractelement <32 x i64> %max_index275.0.lcssa, i64 31
  %5571 = fcmp uno float %5569, 0.000000e+00
  %5572 = fcmp ord float %5567, 0.000000e+00
  %5573 = icmp ult i64 %5570, %5568
  %5574 = fcmp ogt float %5569, %5567
  %5575 = fcmp oeq float %5569, %5567
  %5576 = or i1 %5572, %5573
  %5577 = and i1 %5575, %5573
  %5578 = or i1 %5574, %5577
  %5579 = select i1 %5571, i1 %5576, i1 %5578
  %5580 = select i1 %5579, i64 %5570, i64 %5568
  br i1 %.not1358, label %fold_tail.exit285, label %fold_tail.body284.preheader

fold_tail.body284.preheader:                      ; preds = %max_block.exit279
  %5581 = select i1 %5579, float %5569, float %5567
  br label %fold_tail.body284

fold_tail.body284:                                ; preds = %fold_tail.body284.preheader, %fold_tail.body284
  %fold_tail2861177 = phi i64 [ %5590, %fold_tail.body284 ], [ %blocks_end219, %fold_tail.body284.preheader ]
  %fold_value269.01176 = phi float [ %5588, %fold_tail.body284 ], [ %5581, %fold_tail.body284.preheader ]
  %fold_index270.01175 = phi i64 [ %5589, %fold_tail.body284 ], [ %5580, %fold_tail.body284.preheader ]
  %5582 = getelementptr inbounds float, ptr %3638, i64 %fold_tail2861177
  %5583 = load float, ptr %5582, align 4
  %5584 = fcmp ogt float %5583, %fold_value269.01176
  %5585 = fcmp uno float %5583, 0.000000e+00
  %5586 = fcmp ord float %fold_value269.01176, 0.000000e+00
  %5587 = and i1 %5586, %5585
  %take287 = or i1 %5584, %5587
  %5588 = select i1 %take287, float %5583, float %fold_value269.01176
  %5589 = select i1 %take287, i64 %fold_tail2861177, i64 %fold_index270.01175
  %5590 = add nuw i64 %fold_tail2861177, 1
  %5591 = icmp ult i64 %5590, %n_features
  br i1 %5591, label %fold_tail.body284, label %fold_tail.exit285

fold_tail.exit285:                                ; preds = %fold_tail.body284, %max_block.exit279
  %fold_index270.0.lcssa = phi i64 [ %5580, %max_block.exit279 ], [ %5589, %fold_tail.body284 ]
  %argmax288 = uitofp i64 %fold_index270.0.lcssa to float
  br i1 %.not1357, label %max_block.exit299, label %max_block.body298.preheader

max_block.body298.preheader:                      ; preds = %fold_tail.exit285
  br i1 %3730, label %max_block.body298.epil.preheader, label %max_block.body298

max_block.body298:                                ; preds = %max_block.body298.preheader, %max_block.body298
  %max_block3001181 = phi i64 [ %5613, %max_block.body298 ], [ 0, %max_block.body298.preheader ]
  %max_best294.01180 = phi <32 x float> [ %5608, %max_block.body298 ], [ splat (float 0xFFF0000000000000), %max_block.body298.preheader ]
  %max_index295.01179 = phi <32 x i64> [ %5612, %max_block.body298 ], [ zeroinitializer, %max_block.body298.preheader ]
  %niter4850 = phi i64 [ %niter4850.next.1, %max_block.body298 ], [ 0, %max_block.body298.preheader ]
  %5592 = getelementptr inbounds float, ptr %3639, i64 %max_block3001181
  %block301 = load <32 x float>, ptr %5592, align 4
  %5593 = fcmp ogt <32 x float> %block301, %max_best294.01180
  %5594 = fcmp uno <32 x float> %block301, zeroinitializer
  %5595 = fcmp ord <32 x float> %max_best294.01180, zeroinitializer
  %5596 = and <32 x i1> %5595, %5594
  %take302 = or <32 x i1> %5593, %5596
  %5597 = select <32 x i1> %take302, <32 x float> %block301, <32 x float> %max_best294.01180
  %5598 = insertelement <32 x i64> poison, i64 %max_block3001181, i64 0
  %5599 = shufflevector <32 x i64> %5598, <32 x i64> poison, <32 x i32> zeroinitializer
  %5600 = or disjoint <32 x i64> %5599, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5601 = select <32 x i1> %take302, <32 x i64> %5600, <32 x i64> %max_index295.01179
  %5602 = or disjoint i64 %max_block3001181, 32
  %5603 = getelementptr inbounds float, ptr %3639, i64 %5602
  %block301.1 = load <32 x float>, ptr %5603, align 4
  %5604 = fcmp ogt <32 x float> %block301.1, %5597
  %5605 = fcmp uno <32 x float> %block301.1, zeroinitializer
  %5606 = fcmp ord <32 x float> %5597, zeroinitializer
  %5607 = and <32 x i1> %5606, %5605
  %take302.1 = or <32 x i1> %5604, %5607
  %5608 = select <32 x i1> %take302.1, <32 x float> %block301.1, <32 x float> %5597
  %5609 = insertelement <32 x i64> poison, i64 %5602, i64 0
  %5610 = shufflevector <32 x i64> %5609, <32 x i64> poison, <32 x i32> zeroinitializer
  %5611 = or disjoint <32 x i64> %5610, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5612 = select <32 x i1> %take302.1, <32 x i64> %5611, <32 x i64> %5601
  %5613 = add nuw i64 %max_block3001181, 64
  %niter4850.next.1 = add i64 %niter4850, 2
  %niter4850.ncmp.1.not = icmp eq i64 %niter4850.next.1, %unroll_iter4849
  br i1 %niter4850.ncmp.1.not, label %max_block.exit299.loopexit.unr-lcssa, label %max_block.body298

max_block.exit299.loopexit.unr-lcssa:             ; preds = %max_block.body298
  br i1 %lcmp.mod4845.not, label %max_block.exit299, label %max_block.body298.epil.preheader

max_block.body298.epil.preheader:                 ; preds = %max_block.exit299.loopexit.unr-lcssa, %max_block.body298.preheader
  %max_block3001181.epil.init = phi i64 [ 0, %max_block.body298.preheader ], [ %5613, %max_block.exit299.loopexit.unr-lcssa ]
  %max_best294.01180.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body298.preheader ], [ %5608, %max_block.exit299.loopexit.unr-lcssa ]
  %max_index295.01179.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body298.preheader ], [ %5612, %max_block.exit299.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4848)
  %5614 = getelementptr inbounds float, ptr %3639, i64 %max_block3001181.epil.init
  %block301.epil = load <32 x float>, ptr %5614, align 4
  %5615 = fcmp ogt <32 x float> %block301.epil, %max_best294.01180.epil.init
  %5616 = fcmp uno <32 x float> %block301.epil, zeroinitializer
  %5617 = fcmp ord <32 x float> %max_best294.01180.epil.init, zeroinitializer
  %5618 = and <32 x i1> %5617, %5616
  %take302.epil = or <32 x i1> %5615, %5618
  %5619 = select <32 x i1> %take302.epil, <32 x float> %block301.epil, <32 x float> %max_best294.01180.epil.init
  %5620 = insertelement <32 x i64> poison, i64 %max_block3001181.epil.init, i64 0
  %5621 = shufflevector <32 x i64> %5620, <32 x i64> poison, <32 x i32> zeroinitializer
  %5622 = or disjoint <32 x i64> %5621, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5623 = select <32 x i1> %take302.epil, <32 x i64> %5622, <32 x i64> %max_index295.01179.epil.init
  br label %max_block.exit299

max_block.exit299:                                ; preds = %max_block.body298.epil.preheader, %max_block.exit299.loopexit.unr-lcssa, %fold_tail.exit285
  %max_index295.0.lcssa = phi <32 x i64> [ zeroinitializer, %fold_tail.exit285 ], [ %5612, %max_block.exit299.loopexit.unr-lcssa ], [ %5623, %max_block.body298.epil.preheader ]
  %max_best294.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit285 ], [ %5608, %max_block.exit299.loopexit.unr-lcssa ], [ %5619, %max_block.body298.epil.preheader ]
  %5624 = extractelement <32 x float> %max_best294.0.lcssa, i64 0
  %5625 = extractelement <32 x i64> %max_index295.0.lcssa, i64 0
  %5626 = fcmp une float %5624, 0xFFF0000000000000
  %5627 = select i1 %5626, i64 %5625, i64 0
  %5628 = extractelement <32 x float> %max_best294.0.lcssa, i64 1
  %5629 = extractelement <32 x i64> %max_index295.0.lcssa, i64 1
  %5630 = fcmp uno float %5628, 0.000000e+00
  %5631 = fcmp ord float %5624, 0.000000e+00
  %5632 = icmp ult i64 %5629, %5627
  %5633 = fcmp ogt float %5628, %5624
  %5634 = fcmp oeq float %5628, %5624
  %5635 = or i1 %5631, %5632
  %5636 = and i1 %5634, %5632
  %5637 = or i1 %5633, %5636
  %5638 = select i1 %5630, i1 %5635, i1 %5637
  %5639 = select i1 %5638, float %5628, float %5624
  %5640 = select i1 %5638, i64 %5629, i64 %5627
  %5641 = extractelement <32 x float> %max_best294.0.lcssa, i64 2
  %5642 = extractelement <32 x i64> %max_index295.0.lcssa, i64 2
  %5643 = fcmp uno float %5641, 0.000000e+00
  %5644 = fcmp ord float %5639, 0.000000e+00
  %5645 = icmp ult i64 %5642, %5640
  %5646 = fcmp ogt float %5641, %5639
  %5647 = fcmp oeq float %5641, %5639
  %5648 = or i1 %5644, %5645
  %5649 = and i1 %5647, %5645
  %5650 = or i1 %5646, %5649
  %5651 = select i1 %5643, i1 %5648, i1 %5650
  %5652 = select i1 %5651, float %5641, float %5639
  %5653 = select i1 %5651, i64 %5642, i64 %5640
  %5654 = extractelement <32 x float> %max_best294.0.lcssa, i64 3
  %5655 = extractelement <32 x i64> %max_index295.0.lcssa, i64 3
  %5656 = fcmp uno float %5654, 0.000000e+00
  %5657 = fcmp ord float %5652, 0.000000e+00
  %5658 = icmp ult i64 %5655, %5653
  %5659 = fcmp ogt float %5654, %5652
  %5660 = fcmp oeq float %5654, %5652
  %5661 = or i1 %5657, %5658
  %5662 = and i1 %5660, %5658
  %5663 = or i1 %5659, %5662
  %5664 = select i1 %5656, i1 %5661, i1 %5663
  %5665 = select i1 %5664, float %5654, float %5652
  %5666 = select i1 %5664, i64 %5655, i64 %5653
  %5667 = extractelement <32 x float> %max_best294.0.lcssa, i64 4
  %5668 = extractelement <32 x i64> %max_index295.0.lcssa, i64 4
  %5669 = fcmp uno float %5667, 0.000000e+00
  %5670 = fcmp ord float %5665, 0.000000e+00
  %5671 = icmp ult i64 %5668, %5666
  %5672 = fcmp ogt float %5667, %5665
  %5673 = fcmp oeq float %5667, %5665
  %5674 = or i1 %5670, %5671
  %5675 = and i1 %5673, %5671
  %5676 = or i1 %5672, %5675
  %5677 = select i1 %5669, i1 %5674, i1 %5676
  %5678 = select i1 %5677, float %5667, float %5665
  %5679 = select i1 %5677, i64 %5668, i64 %5666
  %5680 = extractelement <32 x float> %max_best294.0.lcssa, i64 5
  %5681 = extractelement <32 x i64> %max_index295.0.lcssa, i64 5
  %5682 = fcmp uno float %5680, 0.000000e+00
  %5683 = fcmp ord float %5678, 0.000000e+00
  %5684 = icmp ult i64 %5681, %5679
  %5685 = fcmp ogt float %5680, %5678
  %5686 = fcmp oeq float %5680, %5678
  %5687 = or i1 %5683, %5684
  %5688 = and i1 %5686, %5684
  %5689 = or i1 %5685, %5688
  %5690 = select i1 %5682, i1 %5687, i1 %5689
  %5691 = select i1 %5690, float %5680, float %5678
  %5692 = select i1 %5690, i64 %5681, i64 %5679
  %5693 = extractelement <32 x float> %max_best294.0.lcssa, i64 6
  %5694 = extractelement <32 x i64> %max_index295.0.lcssa, i64 6
  %5695 = fcmp uno float %5693, 0.000000e+00
  %5696 = fcmp ord float %5691, 0.000000e+00
  %5697 = icmp ult i64 %5694, %5692
  %5698 = fcmp ogt float %5693, %5691
  %5699 = fcmp oeq float %5693, %5691
  %5700 = or i1 %5696, %5697
  %5701 = and i1 %5699, %5697
  %5702 = or i1 %5698, %5701
  %5703 = select i1 %5695, i1 %5700, i1 %5702
  %5704 = select i1 %5703, float %5693, float %5691
  %5705 = select i1 %5703, i64 %5694, i64 %5692
  %5706 = extractelement <32 x float> %max_best294.0.lcssa, i64 7
  %5707 = extractelement <32 x i64> %max_index295.0.lcssa, i64 7
  %5708 = fcmp uno float %5706, 0.000000e+00
  %5709 = fcmp ord float %5704, 0.000000e+00
  %5710 = icmp ult i64 %5707, %5705
  %5711 = fcmp ogt float %5706, %5704
  %5712 = fcmp oeq float %5706, %5704
  %5713 = or i1 %5709, %5710
  %5714 = and i1 %5712, %5710
  %5715 = or i1 %5711, %5714
  %5716 = select i1 %5708, i1 %5713, i1 %5715
  %5717 = select i1 %5716, float %5706, float %5704
  %5718 = select i1 %5716, i64 %5707, i64 %5705
  %5719 = extractelement <32 x float> %max_best294.0.lcssa, i64 8
  %5720 = extractelement <32 x i64> %max_index295.0.lcssa, i64 8
  %5721 = fcmp uno float %5719, 0.000000e+00
  %5722 = fcmp ord float %5717, 0.000000e+00
  %5723 = icmp ult i64 %5720, %5718
  %5724 = fcmp ogt float %5719, %5717
  %5725 = fcmp oeq float %5719, %5717
  %5726 = or i1 %5722, %5723
  %5727 = and i1 %5725, %5723
  %5728 = or i1 %5724, %5727
  %5729 = select i1 %5721, i1 %5726, i1 %5728
  %5730 = select i1 %5729, float %5719, float %5717
  %5731 = select i1 %5729, i64 %5720, i64 %5718
  %5732 = extractelement <32 x float> %max_best294.0.lcssa, i64 9
  %5733 = extractelement <32 x i64> %max_index295.0.lcssa, i64 9
  %5734 = fcmp uno float %5732, 0.000000e+00
  %5735 = fcmp ord float %5730, 0.000000e+00
  %5736 = icmp ult i64 %5733, %5731
  %5737 = fcmp ogt float %5732, %5730
  %5738 = fcmp oeq float %5732, %5730
  %5739 = or i1 %5735, %5736
  %5740 = and i1 %5738, %5736
  %5741 = or i1 %5737, %5740
  %5742 = select i1 %5734, i1 %5739, i1 %5741
  %5743 = select i1 %5742, float %5732, float %5730
  %5744 = select i1 %5742, i64 %5733, i64 %5731
  %5745 = extractelement <32 x float> %max_best294.0.lcssa, i64 10
  %5746 = extractelement <32 x i64> %max_index295.0.lcssa, i64 10
  %5747 = fcmp uno float %5745, 0.000000e+00
  %5748 = fcmp ord float %5743, 0.000000e+00
  %5749 = icmp ult i64 %5746, %5744
  %5750 = fcmp ogt float %5745, %5743
  %5751 = fcmp oeq float %5745, %5743
  %5752 = or i1 %5748, %5749
  %5753 = and i1 %5751, %5749
  %5754 = or i1 %5750, %5753
  %5755 = select i1 %5747, i1 %5752, i1 %5754
  %5756 = select i1 %5755, float %5745, float %5743
  %5757 = select i1 %5755, i64 %5746, i64 %5744
  %5758 = extractelement <32 x float> %max_best294.0.lcssa, i64 11
  %5759 = extractelement <32 x i64> %max_index295.0.lcssa, i64 11
  %5760 = fcmp uno float %5758, 0.000000e+00
  %5761 = fcmp ord float %5756, 0.000000e+00
  %5762 = icmp ult i64 %5759, %5757
  %5763 = fcmp ogt float %5758, %5756
  %5764 = fcmp oeq float %5758, %5756
  %5765 = or i1 %5761, %5762
  %5766 = and i1 %5764, %5762
  %5767 = or i1 %5763, %5766
  %5768 = select i1 %5760, i1 %5765, i1 %5767
  %5769 = select i1 %5768, float %5758, float %5756
  %5770 = select i1 %5768, i64 %5759, i64 %5757
  %5771 = extractelement <32 x float> %max_best294.0.lcssa, i64 12
  %5772 = extractelement <32 x i64> %max_index295.0.lcssa, i64 12
  %5773 = fcmp uno float %5771, 0.000000e+00
  %5774 = fcmp ord float %5769, 0.000000e+00
  %5775 = icmp ult i64 %5772, %5770
  %5776 = fcmp ogt float %5771, %5769
  %5777 = fcmp oeq float %5771, %5769
  %5778 = or i1 %5774, %5775
  %5779 = and i1 %5777, %5775
  %5780 = or i1 %5776, %5779
  %5781 = select i1 %5773, i1 %5778, i1 %5780
  %5782 = select i1 %5781, float %5771, float %5769
  %5783 = select i1 %5781, i64 %5772, i64 %5770
  %5784 = extractelement <32 x float> %max_best294.0.lcssa, i64 13
  %5785 = extractelement <32 x i64> %max_index295.0.lcssa, i64 13
  %5786 = fcmp uno float %5784, 0.000000e+00
  %5787 = fcmp ord float %5782, 0.000000e+00
  %5788 = icmp ult i64 %5785, %5783
  %5789 = fcmp ogt float %5784, %5782
  %5790 = fcmp oeq float %5784, %5782
  %5791 = or i1 %5787, %5788
  %5792 = and i1 %5790, %5788
  %5793 = or i1 %5789, %5792
  %5794 = select i1 %5786, i1 %5791, i1 %5793
  %5795 = select i1 %5794, float %5784, float %5782
  %5796 = select i1 %5794, i64 %5785, i64 %5783
  %5797 = extractelement <32 x float> %max_best294.0.lcssa, i64 14
  %5798 = extractelement <32 x i64> %max_index295.0.lcssa, i64 14
  %5799 = fcmp uno float %5797, 0.000000e+00
  %5800 = fcmp ord float %5795, 0.000000e+00
  %5801 = icmp ult i64 %5798, %5796
  %5802 = fcmp ogt float %5797, %5795
  %5803 = fcmp oeq float %5797, %5795
  %5804 = or i1 %5800, %5801
  %5805 = and i1 %5803, %5801
  %5806 = or i1 %5802, %5805
  %5807 = select i1 %5799, i1 %5804, i1 %5806
  %5808 = select i1 %5807, float %5797, float %5795
  %5809 = select i1 %5807, i64 %5798, i64 %5796
  %5810 = extractelement <32 x float> %max_best294.0.lcssa, i64 15
  %5811 = extractelement <32 x i64> %max_index295.0.lcssa, i64 15
  %5812 = fcmp uno float %5810, 0.000000e+00
  %5813 = fcmp ord float %5808, 0.000000e+00
  %5814 = icmp ult i64 %5811, %5809
  %5815 = fcmp ogt float %5810, %5808
  %5816 = fcmp oeq float %5810, %5808
  %5817 = or i1 %5813, %5814
  %5818 = and i1 %5816, %5814
  %5819 = or i1 %5815, %5818
  %5820 = select i1 %5812, i1 %5817, i1 %5819
  %5821 = select i1 %5820, float %5810, float %5808
  %5822 = select i1 %5820, i64 %5811, i64 %5809
  %5823 = extractelement <32 x float> %max_best294.0.lcssa, i64 16
  %5824 = extractelement <32 x i64> %max_index295.0.lcssa, i64 16
  %5825 = fcmp uno float %5823, 0.000000e+00
  %5826 = fcmp ord float %5821, 0.000000e+00
  %5827 = icmp ult i64 %5824, %5822
  %5828 = fcmp ogt float %5823, %5821
  %5829 = fcmp oeq float %5823, %5821
  %5830 = or i1 %5826, %5827
  %5831 = and i1 %5829, %5827
  %5832 = or i1 %5828, %5831
  %5833 = select i1 %5825, i1 %5830, i1 %5832
  %5834 = select i1 %5833, float %5823, float %5821
  %5835 = select i1 %5833, i64 %5824, i64 %5822
  %5836 = extractelement <32 x float> %max_best294.0.lcssa, i64 17
  %5837 = extractelement <32 x i64> %max_index295.0.lcssa, i64 17
  %5838 = fcmp uno float %5836, 0.000000e+00
  %5839 = fcmp ord float %5834, 0.000000e+00
  %5840 = icmp ult i64 %5837, %5835
  %5841 = fcmp ogt float %5836, %5834
  %5842 = fcmp oeq float %5836, %5834
  %5843 = or i1 %5839, %5840
  %5844 = and i1 %5842, %5840
  %5845 = or i1 %5841, %5844
  %5846 = select i1 %5838, i1 %5843, i1 %5845
  %5847 = select i1 %5846, float %5836, float %5834
  %5848 = select i1 %5846, i64 %5837, i64 %5835
  %5849 = extractelement <32 x float> %max_best294.0.lcssa, i64 18
  %5850 = extractelement <32 x i64> %max_index295.0.lcssa, i64 18
  %5851 = fcmp uno float %5849, 0.000000e+00
  %5852 = fcmp ord float %5847, 0.000000e+00
  %5853 = icmp ult i64 %5850, %5848
  %5854 = fcmp ogt float %5849, %5847
  %5855 = fcmp oeq float %5849, %5847
  %5856 = or i1 %5852, %5853
  %5857 = and i1 %5855, %5853
  %5858 = or i1 %5854, %5857
  %5859 = select i1 %5851, i1 %5856, i1 %5858
  %5860 = select i1 %5859, float %5849, float %5847
  %5861 = select i1 %5859, i64 %5850, i64 %5848
  %5862 = extractelement <32 x float> %max_best294.0.lcssa, i64 19
  %5863 = extractelement <32 x i64> %max_index295.0.lcssa, i64 19
  %5864 = fcmp uno float %5862, 0.000000e+00
  %5865 = fcmp ord float %5860, 0.000000e+00
  %5866 = icmp ult i64 %5863, %5861
  %5867 = fcmp ogt float %5862, %5860
  %5868 = fcmp oeq float %5862, %5860
  %5869 = or i1 %5865, %5866
  %5870 = and i1 %5868, %5866
  %5871 = or i1 %5867, %5870
  %5872 = select i1 %5864, i1 %5869, i1 %5871
  %5873 = select i1 %5872, float %5862, float %5860
  %5874 = select i1 %5872, i64 %5863, i64 %5861
  %5875 = extractelement <32 x float> %max_best294.0.lcssa, i64 20
  %5876 = extractelement <32 x i64> %max_index295.0.lcssa, i64 20
  %5877 = fcmp uno float %5875, 0.000000e+00
  %5878 = fcmp ord float %5873, 0.000000e+00
  %5879 = icmp ult i64 %5876, %5874
  %5880 = fcmp ogt float %5875, %5873
  %5881 = fcmp oeq float %5875, %5873
  %5882 = or i1 %5878, %5879
  %5883 = and i1 %5881, %5879
  %5884 = or i1 %5880, %5883
  %5885 = select i1 %5877, i1 %5882, i1 %5884
  %5886 = select i1 %5885, float %5875, float %5873
  %5887 = select i1 %5885, i64 %5876, i64 %5874
  %5888 = extractelement <32 x float> %max_best294.0.lcssa, i64 21
  %5889 = extractelement <32 x i64> %max_index295.0.lcssa, i64 21
  %5890 = fcmp uno float %5888, 0.000000e+00
  %5891 = fcmp ord float %5886, 0.000000e+00
  %5892 = icmp ult i64 %5889, %5887
  %5893 = fcmp ogt float %5888, %5886
  %5894 = fcmp oeq float %5888, %5886
  %5895 = or i1 %5891, %5892
  %5896 = and i1 %5894, %5892
  %5897 = or i1 %5893, %5896
  %5898 = select i1 %5890, i1 %5895, i1 %5897
  %5899 = select i1 %5898, float %5888, float %5886
  %5900 = select i1 %5898, i64 %5889, i64 %5887
  %5901 = extractelement <32 x float> %max_best294.0.lcssa, i64 22
  %5902 = extractelement <32 x i64> %max_index295.0.lcssa, i64 22
  %5903 = fcmp uno float %5901, 0.000000e+00
  %5904 = fcmp ord float %5899, 0.000000e+00
  %5905 = icmp ult i64 %5902, %5900
  %5906 = fcmp ogt float %5901, %5899
  %5907 = fcmp oeq float %5901, %5899
  %5908 = or i1 %5904, %5905
  %5909 = and i1 %5907, %5905
  %5910 = or i1 %5906, %5909
  %5911 = select i1 %5903, i1 %5908, i1 %5910
  %5912 = select i1 %5911, float %5901, float %5899
  %5913 = select i1 %5911, i64 %5902, i64 %5900
  %5914 = extractelement <32 x float> %max_best294.0.lcssa, i64 23
  %5915 = extractelement <32 x i64> %max_index295.0.lcssa, i64 23
  %5916 = fcmp uno float %5914, 0.000000e+00
  %5917 = fcmp ord float %5912, 0.000000e+00
  %5918 = icmp ult i64 %5915, %5913
  %5919 = fcmp ogt float %5914, %5912
  %5920 = fcmp oeq float %5914, %5912
  %5921 = or i1 %5917, %5918
  %5922 = and i1 %5920, %5918
  %5923 = or i1 %5919, %5922
  %5924 = select i1 %5916, i1 %5921, i1 %5923
  %5925 = select i1 %5924, float %5914, float %5912
  %5926 = select i1 %5924, i64 %5915, i64 %5913
  %5927 = extractelement <32 x float> %max_best294.0.lcssa, i64 24
  %5928 = extractelement <32 x i64> %max_index295.0.lcssa, i64 24
  %5929 = fcmp uno float %5927, 0.000000e+00
  %5930 = fcmp ord float %5925, 0.000000e+00
  %5931 = icmp ult i64 %5928, %5926
  %5932 = fcmp ogt float %5927, %5925
  %5933 = fcmp oeq float %5927, %5925
  %5934 = or i1 %5930, %5931
  %5935 = and i1 %5933, %5931
  %5936 = or i1 %5932, %5935
  %5937 = select i1 %5929, i1 %5934, i1 %5936
  %5938 = select i1 %5937, float %5927, float %5925
  %5939 = select i1 %5937, i64 %5928, i64 %5926
  %5940 = extractelement <32 x float> %max_best294.0.lcssa, i64 25
  %5941 = extractelement <32 x i64> %max_index295.0.lcssa, i64 25
  %5942 = fcmp uno float %5940, 0.000000e+00
  %5943 = fcmp ord float %5938, 0.000000e+00
  %5944 = icmp ult i64 %5941, %5939
  %5945 = fcmp ogt float %5940, %5938
  %5946 = fcmp oeq float %5940, %5938
  %5947 = or i1 %5943, %5944
  %5948 = and i1 %5946, %5944
  %5949 = or i1 %5945, %5948
  %5950 = select i1 %5942, i1 %5947, i1 %5949
  %5951 = select i1 %5950, float %5940, float %5938
  %5952 = select i1 %5950, i64 %5941, i64 %5939
  %5953 = extractelement <32 x float> %max_best294.0.lcssa, i64 26
  %5954 = extractelement <32 x i64> %max_index295.0.lcssa, i64 26
  %5955 = fcmp uno float %5953, 0.000000e+00
  %5956 = fcmp ord float %5951, 0.000000e+00
  %5957 = icmp ult i64 %5954, %5952
  %5958 = fcmp ogt float %5953, %5951
  %5959 = fcmp oeq float %5953, %5951
  %5960 = or i1 %5956, %5957
  %5961 = and i1 %5959, %5957
  %5962 = or i1 %5958, %5961
  %5963 = select i1 %5955, i1 %5960, i1 %5962
  %5964 = select i1 %5963, float %5953, float %5951
  %5965 = select i1 %5963, i64 %5954, i64 %5952
  %5966 = extractelement <32 x float> %max_best294.0.lcssa, i64 27
  %5967 = extractelement <32 x i64> %max_index295.0.lcssa, i64 27
  %5968 = fcmp uno float %5966, 0.000000e+00
  %5969 = fcmp ord float %5964, 0.000000e+00
  %5970 = icmp ult i64 %5967, %5965
  %5971 = fcmp ogt float %5966, %5964
  %5972 = fcmp oeq float %5966, %5964
  %5973 = or i1 %5969, %5970
  %5974 = and i1 %5972, %5970
  %5975 = or i1 %5971, %5974
  %5976 = select i1 %5968, i1 %5973, i1 %5975
  %5977 = select i1 %5976, float %5966, float %5964
  %5978 = select i1 %5976, i64 %5967, i64 %5965
  %5979 = extractelement <32 x float> %max_best294.0.lcssa, i64 28
  %5980 = extractelement <32 x i64> %max_index295.0.lcssa, i64 28
  %5981 = fcmp uno float %5979, 0.000000e+00
  %5982 = fcmp ord float %5977, 0.000000e+00
  %5983 = icmp ult i64 %5980, %5978
  %5984 = fcmp ogt float %5979, %5977
  %5985 = fcmp oeq float %5979, %5977
  %5986 = or i1 %5982, %5983
  %5987 = and i1 %5985, %5983
  %5988 = or i1 %5984, %5987
  %5989 = select i1 %5981, i1 %5986, i1 %5988
  %5990 = select i1 %5989, float %5979, float %5977
  %5991 = select i1 %5989, i64 %5980, i64 %5978
  %5992 = extractelement <32 x float> %max_best294.0.lcssa, i64 29
  %5993 = extractelement <32 x i64> %max_index295.0.lcssa, i64 29
  %5994 = fcmp uno float %5992, 0.000000e+00
  %5995 = fcmp ord float %5990, 0.000000e+00
  %5996 = icmp ult i64 %5993, %5991
  %5997 = fcmp ogt float %5992, %5990
  %5998 = fcmp oeq float %5992, %5990
  %5999 = or i1 %5995, %5996
  %6000 = and i1 %5998, %5996
  %6001 = or i1 %5997, %6000
  %6002 = select i1 %5994, i1 %5999, i1 %6001
  %6003 = select i1 %6002, float %5992, float %5990
  %6004 = select i1 %6002, i64 %5993, i64 %5991
  %6005 = extractelement <32 x float> %max_best294.0.lcssa, i64 30
  %6006 = extractelement <32 x i64> %max_index295.0.lcssa, i64 30
  %6007 = fcmp uno float %6005, 0.000000e+00
  %6008 = fcmp ord float %6003, 0.000000e+00
  %6009 = icmp ult i64 %6006, %6004
  %6010 = fcmp ogt float %6005, %6003
  %6011 = fcmp oeq float %6005, %6003
  %6012 = or i1 %6008, %6009
  %6013 = and i1 %6011, %6009
  %6014 = or i1 %6010, %6013
  %6015 = select i1 %6007, i1 %6012, i1 %6014
  %6016 = select i1 %6015, float %6005, float %6003
  %6017 = select i1 %6015, i64 %6006, i64 %6004
  %6018 = extractelement <32 x float> %max_best294.0.lcssa, i64 31
  %6019 = extractelement <32 x i64> %max_index295.0.lcssa, i64 31
  %6020 = fcmp uno float %6018, 0.000000e+00
  %6021 = fcmp ord float %6016, 0.000000e+00
  %6022 = icmp ult i64 %6019, %6017
  %6023 = fcmp ogt float %6018, %6016
  %6024 = fcmp oeq float %6018, %6016
  %6025 = or i1 %6021, %6022
  %6026 = and i1 %6024, %6022
  %6027 = or i1 %6023, %6026
  %6028 = select i1 %6020, i1 %6025, i1 %6027
  %6029 = select i1 %6028, float %6018, float %6016
  br i1 %.not1358, label %fold_tail.exit305, label %fold_tail.body304

fold_tail.body304:                                ; preds = %max_block.exit299, %fold_tail.body304
  %fold_tail3061186 = phi i64 [ %6037, %fold_tail.body304 ], [ %blocks_end219, %max_block.exit299 ]
  %fold_value289.01185 = phi float [ %6036, %fold_tail.body304 ], [ %6029, %max_block.exit299 ]
  %6030 = getelementptr inbounds float, ptr %3639, i64 %fold_tail3061186
  %6031 = load float, ptr %6030, align 4
  %6032 = fcmp ogt float %6031, %fold_value289.01185
  %6033 = fcmp uno float %6031, 0.000000e+00
  %6034 = fcmp ord float %fold_value289.01185, 0.000000e+00
  %6035 = and i1 %6034, %6033
  %take307 = or i1 %6032, %6035
  %6036 = select i1 %take307, float %6031, float %fold_value289.01185
  %6037 = add nuw i64 %fold_tail3061186, 1
  %6038 = icmp ult i64 %6037, %n_features
  br i1 %6038, label %fold_tail.body304, label %fold_tail.exit305

fold_tail.exit305:                                ; preds = %fold_tail.body304, %max_block.exit299
  %fold_value289.0.lcssa = phi float [ %6029, %max_block.exit299 ], [ %6036, %fold_tail.body304 ]
  br i1 %guard, label %feature.header314.preheader, label %guard.done313

feature.header314.preheader:                      ; preds = %fold_tail.exit305
  br i1 %.not1356, label %search.feature.exit, label %iter.check4330

iter.check4330:                                   ; preds = %feature.header314.preheader
  br i1 %min.iters.check4328, label %feature.body315.preheader, label %vector.memcheck4323

vector.memcheck4323:                              ; preds = %iter.check4330
  %diff.check4324 = icmp ult i64 %3745, 128
  %diff.check4325 = icmp ult i64 %3746, 128
  %conflict.rdx4326 = or i1 %diff.check4324, %diff.check4325
  br i1 %conflict.rdx4326, label %feature.body315.preheader, label %vector.main.loop.iter.check4332

vector.main.loop.iter.check4332:                  ; preds = %vector.memcheck4323
  br i1 %min.iters.check4331, label %vec.epilog.ph4349, label %vector.body4336

vector.body4336:                                  ; preds = %vector.main.loop.iter.check4332, %vector.body4336
  %index4337 = phi i64 [ %index.next4342, %vector.body4336 ], [ 0, %vector.main.loop.iter.check4332 ]
  %6039 = getelementptr inbounds float, ptr %3760, i64 %index4337
  %6040 = getelementptr inbounds nuw i8, ptr %6039, i64 32
  %6041 = getelementptr inbounds nuw i8, ptr %6039, i64 64
  %6042 = getelementptr inbounds nuw i8, ptr %6039, i64 96
  %wide.load4338 = load <8 x float>, ptr %6039, align 4
  %wide.load4339 = load <8 x float>, ptr %6040, align 4
  %wide.load4340 = load <8 x float>, ptr %6041, align 4
  %wide.load4341 = load <8 x float>, ptr %6042, align 4
  %6043 = fadd <8 x float> %wide.load4338, zeroinitializer
  %6044 = fadd <8 x float> %wide.load4339, zeroinitializer
  %6045 = fadd <8 x float> %wide.load4340, zeroinitializer
  %6046 = fadd <8 x float> %wide.load4341, zeroinitializer
  %6047 = bitcast <8 x float> %6043 to <8 x i32>
  %6048 = bitcast <8 x float> %6044 to <8 x i32>
  %6049 = bitcast <8 x float> %6045 to <8 x i32>
  %6050 = bitcast <8 x float> %6046 to <8 x i32>
  %6051 = icmp slt <8 x i32> %6047, zeroinitializer
  %6052 = icmp slt <8 x i32> %6048, zeroinitializer
  %6053 = icmp slt <8 x i32> %6049, zeroinitializer
  %6054 = icmp slt <8 x i32> %6050, zeroinitializer
  %6055 = xor <8 x i32> %6047, splat (i32 -1)
  %6056 = xor <8 x i32> %6048, splat (i32 -1)
  %6057 = xor <8 x i32> %6049, splat (i32 -1)
  %6058 = xor <8 x i32> %6050, splat (i32 -1)
  %6059 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %6043)
  %6060 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %6044)
  %6061 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %6045)
  %6062 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %6046)
  %6063 = fneg <8 x float> %6059
  %6064 = fneg <8 x float> %6060
  %6065 = fneg <8 x float> %6061
  %6066 = fneg <8 x float> %6062
  %6067 = bitcast <8 x float> %6063 to <8 x i32>
  %6068 = bitcast <8 x float> %6064 to <8 x i32>
  %6069 = bitcast <8 x float> %6065 to <8 x i32>
  %6070 = bitcast <8 x float> %6066 to <8 x i32>
  %6071 = select <8 x i1> %6051, <8 x i32> %6055, <8 x i32> %6067
  %6072 = select <8 x i1> %6052, <8 x i32> %6056, <8 x i32> %6068
  %6073 = select <8 x i1> %6053, <8 x i32> %6057, <8 x i32> %6069
  %6074 = select <8 x i1> %6054, <8 x i32> %6058, <8 x i32> %6070
  %6075 = getelementptr inbounds float, ptr %scratch, i64 %index4337
  %6076 = getelementptr inbounds nuw i8, ptr %6075, i64 32
  %6077 = getelementptr inbounds nuw i8, ptr %6075, i64 64
  %6078 = getelementptr inbounds nuw i8, ptr %6075, i64 96
  store <8 x i32> %6071, ptr %6075, align 4
  store <8 x i32> %6072, ptr %6076, align 4
  store <8 x i32> %6073, ptr %6077, align 4
  store <8 x i32> %6074, ptr %6078, align 4
  %6079 = getelementptr float, ptr %3636, i64 %index4337
  %6080 = getelementptr i8, ptr %6079, i64 32
  %6081 = getelementptr i8, ptr %6079, i64 64
  %6082 = getelementptr i8, ptr %6079, i64 96
  store <8 x float> splat (float 1.000000e+00), ptr %6079, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %6080, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %6081, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %6082, align 4
  %index.next4342 = add nuw i64 %index4337, 32
  %6083 = icmp eq i64 %index.next4342, %n.vec4335
  br i1 %6083, label %middle.block4343, label %vector.body4336, !llvm.loop !21

middle.block4343:                                 ; preds = %vector.body4336
  br i1 %cmp.n4344, label %search.feature.exit.thread, label %vec.epilog.iter.check4347

vec.epilog.iter.check4347:                        ; preds = %middle.block4343
  br i1 %min.epilog.iters.check4348, label %feature.body315.preheader, label %vec.epilog.ph4349, !prof !9

vec.epilog.ph4349:                                ; preds = %vector.main.loop.iter.check4332, %vec.epilog.iter.check4347
  %vec.epilog.resume.val4345 = phi i64 [ %n.vec4335, %vec.epilog.iter.check4347 ], [ 0, %vector.main.loop.iter.check4332 ]
  br label %vec.epilog.vector.body4352

vec.epilog.vector.body4352:                       ; preds = %vec.epilog.vector.body4352, %vec.epilog.ph4349
  %index4353 = phi i64 [ %vec.epilog.resume.val4345, %vec.epilog.ph4349 ], [ %index.next4355, %vec.epilog.vector.body4352 ]
  %6084 = getelementptr inbounds float, ptr %3760, i64 %index4353
  %wide.load4354 = load <4 x float>, ptr %6084, align 4
  %6085 = fadd <4 x float> %wide.load4354, zeroinitializer
  %6086 = bitcast <4 x float> %6085 to <4 x i32>
  %6087 = icmp slt <4 x i32> %6086, zeroinitializer
  %6088 = xor <4 x i32> %6086, splat (i32 -1)
  %6089 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %6085)
  %6090 = fneg <4 x float> %6089
  %6091 = bitcast <4 x float> %6090 to <4 x i32>
  %6092 = select <4 x i1> %6087, <4 x i32> %6088, <4 x i32> %6091
  %6093 = getelementptr inbounds float, ptr %scratch, i64 %index4353
  store <4 x i32> %6092, ptr %6093, align 4
  %6094 = getelementptr float, ptr %3636, i64 %index4353
  store <4 x float> splat (float 1.000000e+00), ptr %6094, align 4
  %index.next4355 = add nuw i64 %index4353, 4
  %6095 = icmp eq i64 %index.next4355, %n.vec4351
  br i1 %6095, label %vec.epilog.middle.block4356, label %vec.epilog.vector.body4352, !llvm.loop !22

vec.epilog.middle.block4356:                      ; preds = %vec.epilog.vector.body4352
  br i1 %cmp.n4357, label %search.feature.exit.thread, label %feature.body315.preheader

feature.body315.preheader:                        ; preds = %vector.memcheck4323, %iter.check4330, %vec.epilog.iter.check4347, %vec.epilog.middle.block4356
  %feature3171188.ph = phi i64 [ 0, %iter.check4330 ], [ 0, %vector.memcheck4323 ], [ %n.vec4335, %vec.epilog.iter.check4347 ], [ %n.vec4351, %vec.epilog.middle.block4356 ]
  br i1 %lcmp.mod4852.not, label %feature.body315.prol.loopexit, label %feature.body315.prol

feature.body315.prol:                             ; preds = %feature.body315.preheader
  %6096 = getelementptr inbounds float, ptr %3760, i64 %feature3171188.ph
  %6097 = load float, ptr %6096, align 4
  %6098 = fadd float %6097, 0.000000e+00
  %6099 = bitcast float %6098 to i32
  %6100 = icmp slt i32 %6099, 0
  %6101 = xor i32 %6099, -1
  %6102 = tail call float @llvm.fabs.f32(float %6098)
  %6103 = fneg float %6102
  %6104 = bitcast float %6103 to i32
  %6105 = select i1 %6100, i32 %6101, i32 %6104
  %6106 = getelementptr inbounds float, ptr %scratch, i64 %feature3171188.ph
  store i32 %6105, ptr %6106, align 4
  %6107 = getelementptr float, ptr %3636, i64 %feature3171188.ph
  store float 1.000000e+00, ptr %6107, align 4
  %6108 = or disjoint i64 %feature3171188.ph, 1
  br label %feature.body315.prol.loopexit

feature.body315.prol.loopexit:                    ; preds = %feature.body315.prol, %feature.body315.preheader
  %feature3171188.unr = phi i64 [ %feature3171188.ph, %feature.body315.preheader ], [ %6108, %feature.body315.prol ]
  %6109 = icmp eq i64 %3724, %feature3171188.ph
  br i1 %6109, label %search.feature.exit.thread, label %feature.body315

guard.done313:                                    ; preds = %list.move.done, %fold_tail.exit305
  %listed.0 = phi i64 [ -1, %fold_tail.exit305 ], [ %listed.2, %list.move.done ]
  %uniforms.sroa.56.0 = phi float [ 0x7FF0000000000000, %fold_tail.exit305 ], [ %search_index.01613, %list.move.done ]
  %uniforms.sroa.25.0 = phi float [ 0xFFF0000000000000, %fold_tail.exit305 ], [ %search_value.01615, %list.move.done ]
  br i1 %guard2, label %guard.then362, label %guard.done672

guard.done313.thread:                             ; preds = %search.done
  br i1 %guard2, label %search.feature.exit490, label %guard.done744

feature.body315:                                  ; preds = %feature.body315.prol.loopexit, %feature.body315
  %feature3171188 = phi i64 [ %6135, %feature.body315 ], [ %feature3171188.unr, %feature.body315.prol.loopexit ]
  %6110 = getelementptr inbounds float, ptr %3760, i64 %feature3171188
  %6111 = load float, ptr %6110, align 4
  %6112 = fadd float %6111, 0.000000e+00
  %6113 = bitcast float %6112 to i32
  %6114 = icmp slt i32 %6113, 0
  %6115 = xor i32 %6113, -1
  %6116 = tail call float @llvm.fabs.f32(float %6112)
  %6117 = fneg float %6116
  %6118 = bitcast float %6117 to i32
  %6119 = select i1 %6114, i32 %6115, i32 %6118
  %6120 = getelementptr inbounds float, ptr %scratch, i64 %feature3171188
  store i32 %6119, ptr %6120, align 4
  %6121 = getelementptr float, ptr %3636, i64 %feature3171188
  store float 1.000000e+00, ptr %6121, align 4
  %6122 = add nuw i64 %feature3171188, 1
  %6123 = getelementptr inbounds float, ptr %3760, i64 %6122
  %6124 = load float, ptr %6123, align 4
  %6125 = fadd float %6124, 0.000000e+00
  %6126 = bitcast float %6125 to i32
  %6127 = icmp slt i32 %6126, 0
  %6128 = xor i32 %6126, -1
  %6129 = tail call float @llvm.fabs.f32(float %6125)
  %6130 = fneg float %6129
  %6131 = bitcast float %6130 to i32
  %6132 = select i1 %6127, i32 %6128, i32 %6131
  %6133 = getelementptr inbounds float, ptr %scratch, i64 %6122
  store i32 %6132, ptr %6133, align 4
  %6134 = getelementptr float, ptr %3636, i64 %6122
  store float 1.000000e+00, ptr %6134, align 4
  %6135 = add nuw i64 %feature3171188, 2
  %exitcond1505.not.1 = icmp eq i64 %6135, %n_features
  br i1 %exitcond1505.not.1, label %search.feature.exit.thread, label %feature.body315, !llvm.loop !23

search.feature.exit:                              ; preds = %feature.header314.preheader
  br i1 %.not2142, label %search.compacted.exit.14.thread, label %search.done

search.feature.exit.thread:                       ; preds = %feature.body315.prol.loopexit, %feature.body315, %vec.epilog.middle.block4356, %middle.block4343
  br i1 %3669, label %iter.check2748, label %iter.check4284

iter.check4284:                                   ; preds = %search.feature.exit.thread
  br i1 %min.iters.check4282, label %search.feature.body322.preheader, label %vector.main.loop.iter.check4286

vector.main.loop.iter.check4286:                  ; preds = %iter.check4284
  br i1 %min.iters.check4285, label %vec.epilog.ph4311, label %vector.body4290

vector.body4290:                                  ; preds = %vector.main.loop.iter.check4286, %vector.body4290
  %index4291 = phi i64 [ %index.next4300, %vector.body4290 ], [ 0, %vector.main.loop.iter.check4286 ]
  %vec.phi4292 = phi <4 x i64> [ %6148, %vector.body4290 ], [ zeroinitializer, %vector.main.loop.iter.check4286 ]
  %vec.phi4293 = phi <4 x i64> [ %6149, %vector.body4290 ], [ zeroinitializer, %vector.main.loop.iter.check4286 ]
  %vec.phi4294 = phi <4 x i64> [ %6150, %vector.body4290 ], [ zeroinitializer, %vector.main.loop.iter.check4286 ]
  %vec.phi4295 = phi <4 x i64> [ %6151, %vector.body4290 ], [ zeroinitializer, %vector.main.loop.iter.check4286 ]
  %6136 = getelementptr inbounds float, ptr %scratch, i64 %index4291
  %6137 = getelementptr inbounds nuw i8, ptr %6136, i64 16
  %6138 = getelementptr inbounds nuw i8, ptr %6136, i64 32
  %6139 = getelementptr inbounds nuw i8, ptr %6136, i64 48
  %wide.load4296 = load <4 x i32>, ptr %6136, align 4
  %wide.load4297 = load <4 x i32>, ptr %6137, align 4
  %wide.load4298 = load <4 x i32>, ptr %6138, align 4
  %wide.load4299 = load <4 x i32>, ptr %6139, align 4
  %6140 = lshr <4 x i32> %wide.load4296, splat (i32 31)
  %6141 = lshr <4 x i32> %wide.load4297, splat (i32 31)
  %6142 = lshr <4 x i32> %wide.load4298, splat (i32 31)
  %6143 = lshr <4 x i32> %wide.load4299, splat (i32 31)
  %6144 = zext nneg <4 x i32> %6140 to <4 x i64>
  %6145 = zext nneg <4 x i32> %6141 to <4 x i64>
  %6146 = zext nneg <4 x i32> %6142 to <4 x i64>
  %6147 = zext nneg <4 x i32> %6143 to <4 x i64>
  %6148 = add <4 x i64> %vec.phi4292, %6144
  %6149 = add <4 x i64> %vec.phi4293, %6145
  %6150 = add <4 x i64> %vec.phi4294, %6146
  %6151 = add <4 x i64> %vec.phi4295, %6147
  %index.next4300 = add nuw i64 %index4291, 16
  %6152 = icmp eq i64 %index.next4300, %n.vec4289
  br i1 %6152, label %middle.block4301, label %vector.body4290, !llvm.loop !24

middle.block4301:                                 ; preds = %vector.body4290
  %bin.rdx4302 = add <4 x i64> %6149, %6148
  %bin.rdx4303 = add <4 x i64> %6150, %bin.rdx4302
  %bin.rdx4304 = add <4 x i64> %6151, %bin.rdx4303
  %6153 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx4304)
  br i1 %cmp.n4305, label %iter.check4238, label %vec.epilog.iter.check4309

vec.epilog.iter.check4309:                        ; preds = %middle.block4301
  br i1 %min.epilog.iters.check4310, label %search.feature.body322.preheader, label %vec.epilog.ph4311, !prof !25

vec.epilog.ph4311:                                ; preds = %vector.main.loop.iter.check4286, %vec.epilog.iter.check4309
  %vec.epilog.resume.val4306 = phi i64 [ %n.vec4289, %vec.epilog.iter.check4309 ], [ 0, %vector.main.loop.iter.check4286 ]
  %bc.merge.rdx4307 = phi i64 [ %6153, %vec.epilog.iter.check4309 ], [ 0, %vector.main.loop.iter.check4286 ]
  %6154 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx4307, i64 0
  br label %vec.epilog.vector.body4314

vec.epilog.vector.body4314:                       ; preds = %vec.epilog.vector.body4314, %vec.epilog.ph4311
  %index4315 = phi i64 [ %vec.epilog.resume.val4306, %vec.epilog.ph4311 ], [ %index.next4318, %vec.epilog.vector.body4314 ]
  %vec.phi4316 = phi <4 x i64> [ %6154, %vec.epilog.ph4311 ], [ %6158, %vec.epilog.vector.body4314 ]
  %6155 = getelementptr inbounds float, ptr %scratch, i64 %index4315
  %wide.load4317 = load <4 x i32>, ptr %6155, align 4
  %6156 = lshr <4 x i32> %wide.load4317, splat (i32 31)
  %6157 = zext nneg <4 x i32> %6156 to <4 x i64>
  %6158 = add <4 x i64> %vec.phi4316, %6157
  %index.next4318 = add nuw i64 %index4315, 4
  %6159 = icmp eq i64 %index.next4318, %n.vec4313
  br i1 %6159, label %vec.epilog.middle.block4319, label %vec.epilog.vector.body4314, !llvm.loop !26

vec.epilog.middle.block4319:                      ; preds = %vec.epilog.vector.body4314
  %6160 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6158)
  br i1 %cmp.n4320, label %iter.check4238, label %search.feature.body322.preheader

search.feature.body322.preheader:                 ; preds = %iter.check4284, %vec.epilog.iter.check4309, %vec.epilog.middle.block4319
  %search.feature3241193.ph = phi i64 [ 0, %iter.check4284 ], [ %n.vec4289, %vec.epilog.iter.check4309 ], [ %n.vec4313, %vec.epilog.middle.block4319 ]
  %search_count320.01192.ph = phi i64 [ 0, %iter.check4284 ], [ %6153, %vec.epilog.iter.check4309 ], [ %6160, %vec.epilog.middle.block4319 ]
  br label %search.feature.body322

search.done:                                      ; preds = %search.round.exit341, %search.feature.exit
  %search_index.0 = phi float [ %search_index354, %search.round.exit341 ], [ 0x7FF0000000000000, %search.feature.exit ]
  %search_value.0 = phi float [ %7389, %search.round.exit341 ], [ 0xFFF0000000000000, %search.feature.exit ]
  br i1 %.not1356, label %guard.done313.thread, label %iter.check2748

iter.check2748:                                   ; preds = %search.feature.exit.thread, %search.done
  %search_value.01615 = phi float [ %search_value.0, %search.done ], [ 0xFFF0000000000000, %search.feature.exit.thread ]
  %search_index.01613 = phi float [ %search_index.0, %search.done ], [ 0x7FF0000000000000, %search.feature.exit.thread ]
  %diff.check2744 = icmp ult i64 %3748, 128
  %or.cond4396 = select i1 %min.iters.check2746, i1 true, i1 %diff.check2744
  br i1 %or.cond4396, label %list.mask.body.preheader, label %vector.main.loop.iter.check2750

vector.main.loop.iter.check2750:                  ; preds = %iter.check2748
  br i1 %min.iters.check2749, label %vec.epilog.ph2776, label %vector.ph2751

vector.ph2751:                                    ; preds = %vector.main.loop.iter.check2750
  %broadcast.splatinsert2754 = insertelement <8 x float> poison, float %search_value.01615, i64 0
  %broadcast.splat2755 = shufflevector <8 x float> %broadcast.splatinsert2754, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2756 = insertelement <8 x float> poison, float %search_index.01613, i64 0
  %broadcast.splat2757 = shufflevector <8 x float> %broadcast.splatinsert2756, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body2758

vector.body2758:                                  ; preds = %vector.body2758, %vector.ph2751
  %index2759 = phi i64 [ 0, %vector.ph2751 ], [ %index.next2768, %vector.body2758 ]
  %vec.ind2760 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2751 ], [ %vec.ind.next2769, %vector.body2758 ]
  %step.add2761 = add <8 x i64> %vec.ind2760, splat (i64 8)
  %step.add.22762 = add <8 x i64> %vec.ind2760, splat (i64 16)
  %step.add.32763 = add <8 x i64> %vec.ind2760, splat (i64 24)
  %6161 = getelementptr inbounds float, ptr %3760, i64 %index2759
  %6162 = getelementptr inbounds nuw i8, ptr %6161, i64 32
  %6163 = getelementptr inbounds nuw i8, ptr %6161, i64 64
  %6164 = getelementptr inbounds nuw i8, ptr %6161, i64 96
  %wide.load2764 = load <8 x float>, ptr %6161, align 4
  %wide.load2765 = load <8 x float>, ptr %6162, align 4
  %wide.load2766 = load <8 x float>, ptr %6163, align 4
  %wide.load2767 = load <8 x float>, ptr %6164, align 4
  %6165 = uitofp <8 x i64> %vec.ind2760 to <8 x float>
  %6166 = uitofp <8 x i64> %step.add2761 to <8 x float>
  %6167 = uitofp <8 x i64> %step.add.22762 to <8 x float>
  %6168 = uitofp <8 x i64> %step.add.32763 to <8 x float>
  %6169 = fcmp ogt <8 x float> %wide.load2764, %broadcast.splat2755
  %6170 = fcmp ogt <8 x float> %wide.load2765, %broadcast.splat2755
  %6171 = fcmp ogt <8 x float> %wide.load2766, %broadcast.splat2755
  %6172 = fcmp ogt <8 x float> %wide.load2767, %broadcast.splat2755
  %6173 = select <8 x i1> %6169, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6174 = select <8 x i1> %6170, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6175 = select <8 x i1> %6171, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6176 = select <8 x i1> %6172, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6177 = fcmp oeq <8 x float> %wide.load2764, %broadcast.splat2755
  %6178 = fcmp oeq <8 x float> %wide.load2765, %broadcast.splat2755
  %6179 = fcmp oeq <8 x float> %wide.load2766, %broadcast.splat2755
  %6180 = fcmp oeq <8 x float> %wide.load2767, %broadcast.splat2755
  %6181 = fcmp oge <8 x float> %broadcast.splat2757, %6165
  %6182 = fcmp oge <8 x float> %broadcast.splat2757, %6166
  %6183 = fcmp oge <8 x float> %broadcast.splat2757, %6167
  %6184 = fcmp oge <8 x float> %broadcast.splat2757, %6168
  %6185 = select <8 x i1> %6177, <8 x i1> %6181, <8 x i1> zeroinitializer
  %6186 = select <8 x i1> %6178, <8 x i1> %6182, <8 x i1> zeroinitializer
  %6187 = select <8 x i1> %6179, <8 x i1> %6183, <8 x i1> zeroinitializer
  %6188 = select <8 x i1> %6180, <8 x i1> %6184, <8 x i1> zeroinitializer
  %6189 = select <8 x i1> %6185, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6190 = select <8 x i1> %6186, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6191 = select <8 x i1> %6187, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6192 = select <8 x i1> %6188, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6193 = fcmp ogt <8 x float> %6189, %6173
  %6194 = fcmp ogt <8 x float> %6190, %6174
  %6195 = fcmp ogt <8 x float> %6191, %6175
  %6196 = fcmp ogt <8 x float> %6192, %6176
  %6197 = select <8 x i1> %6193, <8 x float> %6189, <8 x float> %6173
  %6198 = select <8 x i1> %6194, <8 x float> %6190, <8 x float> %6174
  %6199 = select <8 x i1> %6195, <8 x float> %6191, <8 x float> %6175
  %6200 = select <8 x i1> %6196, <8 x float> %6192, <8 x float> %6176
  %6201 = getelementptr float, ptr %3641, i64 %index2759
  %6202 = getelementptr i8, ptr %6201, i64 32
  %6203 = getelementptr i8, ptr %6201, i64 64
  %6204 = getelementptr i8, ptr %6201, i64 96
  store <8 x float> %6197, ptr %6201, align 4
  store <8 x float> %6198, ptr %6202, align 4
  store <8 x float> %6199, ptr %6203, align 4
  store <8 x float> %6200, ptr %6204, align 4
  %index.next2768 = add nuw i64 %index2759, 32
  %vec.ind.next2769 = add <8 x i64> %vec.ind2760, splat (i64 32)
  %6205 = icmp eq i64 %index.next2768, %n.vec2753
  br i1 %6205, label %middle.block2770, label %vector.body2758, !llvm.loop !27

middle.block2770:                                 ; preds = %vector.body2758
  br i1 %cmp.n2771, label %list.chunk.body.preheader, label %vec.epilog.iter.check2774

vec.epilog.iter.check2774:                        ; preds = %middle.block2770
  br i1 %min.epilog.iters.check2775, label %list.mask.body.preheader, label %vec.epilog.ph2776, !prof !9

vec.epilog.ph2776:                                ; preds = %vector.main.loop.iter.check2750, %vec.epilog.iter.check2774
  %bc.resume.val2772 = phi i64 [ %n.vec2753, %vec.epilog.iter.check2774 ], [ 0, %vector.main.loop.iter.check2750 ]
  %broadcast.splatinsert2779 = insertelement <4 x float> poison, float %search_value.01615, i64 0
  %broadcast.splat2780 = shufflevector <4 x float> %broadcast.splatinsert2779, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert2781 = insertelement <4 x float> poison, float %search_index.01613, i64 0
  %broadcast.splat2782 = shufflevector <4 x float> %broadcast.splatinsert2781, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert2783 = insertelement <4 x i64> poison, i64 %bc.resume.val2772, i64 0
  %broadcast.splat2784 = shufflevector <4 x i64> %broadcast.splatinsert2783, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction2785 = or disjoint <4 x i64> %broadcast.splat2784, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body2786

vec.epilog.vector.body2786:                       ; preds = %vec.epilog.vector.body2786, %vec.epilog.ph2776
  %index2787 = phi i64 [ %bc.resume.val2772, %vec.epilog.ph2776 ], [ %index.next2790, %vec.epilog.vector.body2786 ]
  %vec.ind2788 = phi <4 x i64> [ %induction2785, %vec.epilog.ph2776 ], [ %vec.ind.next2791, %vec.epilog.vector.body2786 ]
  %6206 = getelementptr inbounds float, ptr %3760, i64 %index2787
  %wide.load2789 = load <4 x float>, ptr %6206, align 4
  %6207 = uitofp <4 x i64> %vec.ind2788 to <4 x float>
  %6208 = fcmp ogt <4 x float> %wide.load2789, %broadcast.splat2780
  %6209 = select <4 x i1> %6208, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %6210 = fcmp oeq <4 x float> %wide.load2789, %broadcast.splat2780
  %6211 = fcmp oge <4 x float> %broadcast.splat2782, %6207
  %6212 = select <4 x i1> %6210, <4 x i1> %6211, <4 x i1> zeroinitializer
  %6213 = select <4 x i1> %6212, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %6214 = fcmp ogt <4 x float> %6213, %6209
  %6215 = select <4 x i1> %6214, <4 x float> %6213, <4 x float> %6209
  %6216 = getelementptr float, ptr %3641, i64 %index2787
  store <4 x float> %6215, ptr %6216, align 4
  %index.next2790 = add nuw i64 %index2787, 4
  %vec.ind.next2791 = add nuw <4 x i64> %vec.ind2788, splat (i64 4)
  %6217 = icmp eq i64 %index.next2790, %n.vec2778
  br i1 %6217, label %vec.epilog.middle.block2792, label %vec.epilog.vector.body2786, !llvm.loop !28

vec.epilog.middle.block2792:                      ; preds = %vec.epilog.vector.body2786
  br i1 %cmp.n2793, label %list.chunk.body.preheader, label %list.mask.body.preheader

list.mask.body.preheader:                         ; preds = %iter.check2748, %vec.epilog.iter.check2774, %vec.epilog.middle.block2792
  %list.mask1213.ph = phi i64 [ 0, %iter.check2748 ], [ %n.vec2753, %vec.epilog.iter.check2774 ], [ %n.vec2778, %vec.epilog.middle.block2792 ]
  %.neg4974 = or disjoint i64 %list.mask1213.ph, 1
  br i1 %lcmp.mod4862.not, label %list.mask.body.prol.loopexit, label %list.mask.body.prol

list.mask.body.prol:                              ; preds = %list.mask.body.preheader
  %6218 = getelementptr inbounds float, ptr %3760, i64 %list.mask1213.ph
  %6219 = load float, ptr %6218, align 4
  %feature355.prol = uitofp i64 %list.mask1213.ph to float
  %6220 = fcmp ogt float %6219, %search_value.01615
  %6221 = select i1 %6220, float 1.000000e+00, float 0.000000e+00
  %6222 = fcmp oeq float %6219, %search_value.01615
  %6223 = fcmp oge float %search_index.01613, %feature355.prol
  %6224 = select i1 %6222, i1 %6223, i1 false
  %6225 = select i1 %6224, float 1.000000e+00, float 0.000000e+00
  %6226 = fcmp ogt float %6225, %6221
  %max356.prol = select i1 %6226, float %6225, float %6221
  %6227 = getelementptr float, ptr %3641, i64 %list.mask1213.ph
  store float %max356.prol, ptr %6227, align 4
  %6228 = or disjoint i64 %list.mask1213.ph, 1
  br label %list.mask.body.prol.loopexit

list.mask.body.prol.loopexit:                     ; preds = %list.mask.body.prol, %list.mask.body.preheader
  %list.mask1213.unr = phi i64 [ %list.mask1213.ph, %list.mask.body.preheader ], [ %6228, %list.mask.body.prol ]
  %6229 = icmp eq i64 %n_features, %.neg4974
  br i1 %6229, label %list.chunk.body.preheader, label %list.mask.body

search.compact.body.preheader:                    ; preds = %search.feature.body322.15, %vec.epilog.middle.block3633, %middle.block3613
  %.lcssa2173 = phi i64 [ %6726, %vec.epilog.middle.block3633 ], [ %6719, %middle.block3613 ], [ %6730, %search.feature.body322.15 ]
  %6230 = uitofp i64 %.lcssa2173 to float
  %6231 = fcmp oge float %6230, %top_k319
  %6232 = select i1 %6231, i32 %candidate.15, i32 %6701
  %prefix = lshr i32 %6232, 16
  br i1 %3731, label %search.compact.body.epil.preheader, label %search.compact.body

search.feature.body322:                           ; preds = %search.feature.body322.preheader, %search.feature.body322
  %search.feature3241193 = phi i64 [ %6236, %search.feature.body322 ], [ %search.feature3241193.ph, %search.feature.body322.preheader ]
  %search_count320.01192 = phi i64 [ %6235, %search.feature.body322 ], [ %search_count320.01192.ph, %search.feature.body322.preheader ]
  %6233 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3241193
  %key325 = load i32, ptr %6233, align 4
  %key325.lobit = lshr i32 %key325, 31
  %6234 = zext nneg i32 %key325.lobit to i64
  %6235 = add i64 %search_count320.01192, %6234
  %6236 = add nuw i64 %search.feature3241193, 1
  %exitcond1506.not = icmp eq i64 %6236, %n_features
  br i1 %exitcond1506.not, label %iter.check4238, label %search.feature.body322, !llvm.loop !29

iter.check4238:                                   ; preds = %search.feature.body322, %vec.epilog.middle.block4319, %middle.block4301
  %.lcssa2158 = phi i64 [ %6160, %vec.epilog.middle.block4319 ], [ %6153, %middle.block4301 ], [ %6235, %search.feature.body322 ]
  %6237 = uitofp i64 %.lcssa2158 to float
  %6238 = fcmp oge float %6237, %top_k319
  %6239 = select i1 %6238, i32 -2147483648, i32 0
  %candidate.1 = or disjoint i32 %6239, 1073741824
  br i1 %min.iters.check4236, label %search.feature.body322.1.preheader, label %vector.main.loop.iter.check4240

vector.main.loop.iter.check4240:                  ; preds = %iter.check4238
  br i1 %min.iters.check4239, label %vec.epilog.ph4267, label %vector.ph4241

vector.ph4241:                                    ; preds = %vector.main.loop.iter.check4240
  %broadcast.splatinsert4244 = insertelement <4 x i32> poison, i32 %candidate.1, i64 0
  %broadcast.splat4245 = shufflevector <4 x i32> %broadcast.splatinsert4244, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body4246

vector.body4246:                                  ; preds = %vector.body4246, %vector.ph4241
  %index4247 = phi i64 [ 0, %vector.ph4241 ], [ %index.next4256, %vector.body4246 ]
  %vec.phi4248 = phi <4 x i64> [ zeroinitializer, %vector.ph4241 ], [ %6252, %vector.body4246 ]
  %vec.phi4249 = phi <4 x i64> [ zeroinitializer, %vector.ph4241 ], [ %6253, %vector.body4246 ]
  %vec.phi4250 = phi <4 x i64> [ zeroinitializer, %vector.ph4241 ], [ %6254, %vector.body4246 ]
  %vec.phi4251 = phi <4 x i64> [ zeroinitializer, %vector.ph4241 ], [ %6255, %vector.body4246 ]
  %6240 = getelementptr inbounds float, ptr %scratch, i64 %index4247
  %6241 = getelementptr inbounds nuw i8, ptr %6240, i64 16
  %6242 = getelementptr inbounds nuw i8, ptr %6240, i64 32
  %6243 = getelementptr inbounds nuw i8, ptr %6240, i64 48
  %wide.load4252 = load <4 x i32>, ptr %6240, align 4
  %wide.load4253 = load <4 x i32>, ptr %6241, align 4
  %wide.load4254 = load <4 x i32>, ptr %6242, align 4
  %wide.load4255 = load <4 x i32>, ptr %6243, align 4
  %6244 = icmp uge <4 x i32> %wide.load4252, %broadcast.splat4245
  %6245 = icmp uge <4 x i32> %wide.load4253, %broadcast.splat4245
  %6246 = icmp uge <4 x i32> %wide.load4254, %broadcast.splat4245
  %6247 = icmp uge <4 x i32> %wide.load4255, %broadcast.splat4245
  %6248 = zext <4 x i1> %6244 to <4 x i64>
  %6249 = zext <4 x i1> %6245 to <4 x i64>
  %6250 = zext <4 x i1> %6246 to <4 x i64>
  %6251 = zext <4 x i1> %6247 to <4 x i64>
  %6252 = add <4 x i64> %vec.phi4248, %6248
  %6253 = add <4 x i64> %vec.phi4249, %6249
  %6254 = add <4 x i64> %vec.phi4250, %6250
  %6255 = add <4 x i64> %vec.phi4251, %6251
  %index.next4256 = add nuw i64 %index4247, 16
  %6256 = icmp eq i64 %index.next4256, %n.vec4243
  br i1 %6256, label %middle.block4257, label %vector.body4246, !llvm.loop !30

middle.block4257:                                 ; preds = %vector.body4246
  %bin.rdx4258 = add <4 x i64> %6253, %6252
  %bin.rdx4259 = add <4 x i64> %6254, %bin.rdx4258
  %bin.rdx4260 = add <4 x i64> %6255, %bin.rdx4259
  %6257 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx4260)
  br i1 %cmp.n4261, label %iter.check4192, label %vec.epilog.iter.check4265

vec.epilog.iter.check4265:                        ; preds = %middle.block4257
  br i1 %min.epilog.iters.check4266, label %search.feature.body322.1.preheader, label %vec.epilog.ph4267, !prof !25

vec.epilog.ph4267:                                ; preds = %vector.main.loop.iter.check4240, %vec.epilog.iter.check4265
  %vec.epilog.resume.val4262 = phi i64 [ %n.vec4243, %vec.epilog.iter.check4265 ], [ 0, %vector.main.loop.iter.check4240 ]
  %bc.merge.rdx4263 = phi i64 [ %6257, %vec.epilog.iter.check4265 ], [ 0, %vector.main.loop.iter.check4240 ]
  %6258 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx4263, i64 0
  %broadcast.splatinsert4270 = insertelement <4 x i32> poison, i32 %candidate.1, i64 0
  %broadcast.splat4271 = shufflevector <4 x i32> %broadcast.splatinsert4270, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body4272

vec.epilog.vector.body4272:                       ; preds = %vec.epilog.vector.body4272, %vec.epilog.ph4267
  %index4273 = phi i64 [ %vec.epilog.resume.val4262, %vec.epilog.ph4267 ], [ %index.next4276, %vec.epilog.vector.body4272 ]
  %vec.phi4274 = phi <4 x i64> [ %6258, %vec.epilog.ph4267 ], [ %6262, %vec.epilog.vector.body4272 ]
  %6259 = getelementptr inbounds float, ptr %scratch, i64 %index4273
  %wide.load4275 = load <4 x i32>, ptr %6259, align 4
  %6260 = icmp uge <4 x i32> %wide.load4275, %broadcast.splat4271
  %6261 = zext <4 x i1> %6260 to <4 x i64>
  %6262 = add <4 x i64> %vec.phi4274, %6261
  %index.next4276 = add nuw i64 %index4273, 4
  %6263 = icmp eq i64 %index.next4276, %n.vec4269
  br i1 %6263, label %vec.epilog.middle.block4277, label %vec.epilog.vector.body4272, !llvm.loop !31

vec.epilog.middle.block4277:                      ; preds = %vec.epilog.vector.body4272
  %6264 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6262)
  br i1 %cmp.n4278, label %iter.check4192, label %search.feature.body322.1.preheader

search.feature.body322.1.preheader:               ; preds = %iter.check4238, %vec.epilog.iter.check4265, %vec.epilog.middle.block4277
  %search.feature3241193.1.ph = phi i64 [ 0, %iter.check4238 ], [ %n.vec4243, %vec.epilog.iter.check4265 ], [ %n.vec4269, %vec.epilog.middle.block4277 ]
  %search_count320.01192.1.ph = phi i64 [ 0, %iter.check4238 ], [ %6257, %vec.epilog.iter.check4265 ], [ %6264, %vec.epilog.middle.block4277 ]
  br label %search.feature.body322.1

search.feature.body322.1:                         ; preds = %search.feature.body322.1.preheader, %search.feature.body322.1
  %search.feature3241193.1 = phi i64 [ %6269, %search.feature.body322.1 ], [ %search.feature3241193.1.ph, %search.feature.body322.1.preheader ]
  %search_count320.01192.1 = phi i64 [ %6268, %search.feature.body322.1 ], [ %search_count320.01192.1.ph, %search.feature.body322.1.preheader ]
  %6265 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3241193.1
  %key325.1 = load i32, ptr %6265, align 4
  %6266 = icmp uge i32 %key325.1, %candidate.1
  %6267 = zext i1 %6266 to i64
  %6268 = add i64 %search_count320.01192.1, %6267
  %6269 = add nuw i64 %search.feature3241193.1, 1
  %exitcond1506.1.not = icmp eq i64 %6269, %n_features
  br i1 %exitcond1506.1.not, label %iter.check4192, label %search.feature.body322.1, !llvm.loop !32

iter.check4192:                                   ; preds = %search.feature.body322.1, %vec.epilog.middle.block4277, %middle.block4257
  %.lcssa2159 = phi i64 [ %6264, %vec.epilog.middle.block4277 ], [ %6257, %middle.block4257 ], [ %6268, %search.feature.body322.1 ]
  %6270 = uitofp i64 %.lcssa2159 to float
  %6271 = fcmp oge float %6270, %top_k319
  %6272 = select i1 %6271, i32 %candidate.1, i32 %6239
  %candidate.2 = or disjoint i32 %6272, 536870912
  br i1 %min.iters.check4190, label %search.feature.body322.2.preheader, label %vector.main.loop.iter.check4194

vector.main.loop.iter.check4194:                  ; preds = %iter.check4192
  br i1 %min.iters.check4193, label %vec.epilog.ph4221, label %vector.ph4195

vector.ph4195:                                    ; preds = %vector.main.loop.iter.check4194
  %broadcast.splatinsert4198 = insertelement <4 x i32> poison, i32 %candidate.2, i64 0
  %broadcast.splat4199 = shufflevector <4 x i32> %broadcast.splatinsert4198, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body4200

vector.body4200:                                  ; preds = %vector.body4200, %vector.ph4195
  %index4201 = phi i64 [ 0, %vector.ph4195 ], [ %index.next4210, %vector.body4200 ]
  %vec.phi4202 = phi <4 x i64> [ zeroinitializer, %vector.ph4195 ], [ %6285, %vector.body4200 ]
  %vec.phi4203 = phi <4 x i64> [ zeroinitializer, %vector.ph4195 ], [ %6286, %vector.body4200 ]
  %vec.phi4204 = phi <4 x i64> [ zeroinitializer, %vector.ph4195 ], [ %6287, %vector.body4200 ]
  %vec.phi4205 = phi <4 x i64> [ zeroinitializer, %vector.ph4195 ], [ %6288, %vector.body4200 ]
  %6273 = getelementptr inbounds float, ptr %scratch, i64 %index4201
  %6274 = getelementptr inbounds nuw i8, ptr %6273, i64 16
  %6275 = getelementptr inbounds nuw i8, ptr %6273, i64 32
  %6276 = getelementptr inbounds nuw i8, ptr %6273, i64 48
  %wide.load4206 = load <4 x i32>, ptr %6273, align 4
  %wide.load4207 = load <4 x i32>, ptr %6274, align 4
  %wide.load4208 = load <4 x i32>, ptr %6275, align 4
  %wide.load4209 = load <4 x i32>, ptr %6276, align 4
  %6277 = icmp uge <4 x i32> %wide.load4206, %broadcast.splat4199
  %6278 = icmp uge <4 x i32> %wide.load4207, %broadcast.splat4199
  %6279 = icmp uge <4 x i32> %wide.load4208, %broadcast.splat4199
  %6280 = icmp uge <4 x i32> %wide.load4209, %broadcast.splat4199
  %6281 = zext <4 x i1> %6277 to <4 x i64>
  %6282 = zext <4 x i1> %6278 to <4 x i64>
  %6283 = zext <4 x i1> %6279 to <4 x i64>
  %6284 = zext <4 x i1> %6280 to <4 x i64>
  %6285 = add <4 x i64> %vec.phi4202, %6281
  %6286 = add <4 x i64> %vec.phi4203, %6282
  %6287 = add <4 x i64> %vec.phi4204, %6283
  %6288 = add <4 x i64> %vec.phi4205, %6284
  %index.next4210 = add nuw i64 %index4201, 16
  %6289 = icmp eq i64 %index.next4210, %n.vec4197
  br i1 %6289, label %middle.block4211, label %vector.body4200, !llvm.loop !33

middle.block4211:                                 ; preds = %vector.body4200
  %bin.rdx4212 = add <4 x i64> %6286, %6285
  %bin.rdx4213 = add <4 x i64> %6287, %bin.rdx4212
  %bin.rdx4214 = add <4 x i64> %6288, %bin.rdx4213
  %6290 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx4214)
  br i1 %cmp.n4215, label %iter.check4146, label %vec.epilog.iter.check4219

vec.epilog.iter.check4219:                        ; preds = %middle.block4211
  br i1 %min.epilog.iters.check4220, label %search.feature.body322.2.preheader, label %vec.epilog.ph4221, !prof !25

vec.epilog.ph4221:                                ; preds = %vector.main.loop.iter.check4194, %vec.epilog.iter.check4219
  %vec.epilog.resume.val4216 = phi i64 [ %n.vec4197, %vec.epilog.iter.check4219 ], [ 0, %vector.main.loop.iter.check4194 ]
  %bc.merge.rdx4217 = phi i64 [ %6290, %vec.epilog.iter.check4219 ], [ 0, %vector.main.loop.iter.check4194 ]
  %6291 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx4217, i64 0
  %broadcast.splatinsert4224 = insertelement <4 x i32> poison, i32 %candidate.2, i64 0
  %broadcast.splat4225 = shufflevector <4 x i32> %broadcast.splatinsert4224, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body4226

vec.epilog.vector.body4226:                       ; preds = %vec.epilog.vector.body4226, %vec.epilog.ph4221
  %index4227 = phi i64 [ %vec.epilog.resume.val4216, %vec.epilog.ph4221 ], [ %index.next4230, %vec.epilog.vector.body4226 ]
  %vec.phi4228 = phi <4 x i64> [ %6291, %vec.epilog.ph4221 ], [ %6295, %vec.epilog.vector.body4226 ]
  %6292 = getelementptr inbounds float, ptr %scratch, i64 %index4227
  %wide.load4229 = load <4 x i32>, ptr %6292, align 4
  %6293 = icmp uge <4 x i32> %wide.load4229, %broadcast.splat4225
  %6294 = zext <4 x i1> %6293 to <4 x i64>
  %6295 = add <4 x i64> %vec.phi4228, %6294
  %index.next4230 = add nuw i64 %index4227, 4
  %6296 = icmp eq i64 %index.next4230, %n.vec4223
  br i1 %6296, label %vec.epilog.middle.block4231, label %vec.epilog.vector.body4226, !llvm.loop !34

vec.epilog.middle.block4231:                      ; preds = %vec.epilog.vector.body4226
  %6297 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6295)
  br i1 %cmp.n4232, label %iter.check4146, label %search.feature.body322.2.preheader

search.feature.body322.2.preheader:               ; preds = %iter.check4192, %vec.epilog.iter.check4219, %vec.epilog.middle.block4231
  %search.feature3241193.2.ph = phi i64 [ 0, %iter.check4192 ], [ %n.vec4197, %vec.epilog.iter.check4219 ], [ %n.vec4223, %vec.epilog.middle.block4231 ]
  %search_count320.01192.2.ph = phi i64 [ 0, %iter.check4192 ], [ %6290, %vec.epilog.iter.check4219 ], [ %6297, %vec.epilog.middle.block4231 ]
  br label %search.feature.body322.2

search.feature.body322.2:                         ; preds = %search.feature.body322.2.preheader, %search.feature.body322.2
  %search.feature3241193.2 = phi i64 [ %6302, %search.feature.body322.2 ], [ %search.feature3241193.2.ph, %search.feature.body322.2.preheader ]
  %search_count320.01192.2 = phi i64 [ %6301, %search.feature.body322.2 ], [ %search_count320.01192.2.ph, %search.feature.body322.2.preheader ]
  %6298 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3241193.2
  %key325.2 = load i32, ptr %6298, align 4
  %6299 = icmp uge i32 %key325.2, %candidate.2
  %6300 = zext i1 %6299 to i64
  %6301 = add i64 %search_count320.01192.2, %6300
  %6302 = add nuw i64 %search.feature3241193.2, 1
  %exitcond1506.2.not = icmp eq i64 %6302, %n_features
  br i1 %exitcond1506.2.not, label %iter.check4146, label %search.feature.body322.2, !llvm.loop !35

iter.check4146:                                   ; preds = %search.feature.body322.2, %vec.epilog.middle.block4231, %middle.block4211
  %.lcssa2160 = phi i64 [ %6297, %vec.epilog.middle.block4231 ], [ %6290, %middle.block4211 ], [ %6301, %search.feature.body322.2 ]
  %6303 = uitofp i64 %.lcssa2160 to float
  %6304 = fcmp oge float %6303, %top_k319
  %6305 = select i1 %6304, i32 %candidate.2, i32 %6272
  %candidate.3 = or disjoint i32 %6305, 268435456
  br i1 %min.iters.check4144, label %search.feature.body322.3.preheader, label %vector.main.loop.iter.check4148

vector.main.loop.iter.check4148:                  ; preds = %iter.check4146
  br i1 %min.iters.check4147, label %vec.epilog.ph4175, label %vector.ph4149

vector.ph4149:                                    ; preds = %vector.main.loop.iter.check4148
  %broadcast.splatinsert4152 = insertelement <4 x i32> poison, i32 %candidate.3, i64 0
  %broadcast.splat4153 = shufflevector <4 x i32> %broadcast.splatinsert4152, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body4154

vector.body4154:                                  ; preds = %vector.body4154, %vector.ph4149
  %index4155 = phi i64 [ 0, %vector.ph4149 ], [ %index.next4164, %vector.body4154 ]
  %vec.phi4156 = phi <4 x i64> [ zeroinitializer, %vector.ph4149 ], [ %6318, %vector.body4154 ]
  %vec.phi4157 = phi <4 x i64> [ zeroinitializer, %vector.ph4149 ], [ %6319, %vector.body4154 ]
  %vec.phi4158 = phi <4 x i64> [ zeroinitializer, %vector.ph4149 ], [ %6320, %vector.body4154 ]
  %vec.phi4159 = phi <4 x i64> [ zeroinitializer, %vector.ph4149 ], [ %6321, %vector.body4154 ]
  %6306 = getelementptr inbounds float, ptr %scratch, i64 %index4155
  %6307 = getelementptr inbounds nuw i8, ptr %6306, i64 16
  %6308 = getelementptr inbounds nuw i8, ptr %6306, i64 32
  %6309 = getelementptr inbounds nuw i8, ptr %6306, i64 48
  %wide.load4160 = load <4 x i32>, ptr %6306, align 4
  %wide.load4161 = load <4 x i32>, ptr %6307, align 4
  %wide.load4162 = load <4 x i32>, ptr %6308, align 4
  %wide.load4163 = load <4 x i32>, ptr %6309, align 4
  %6310 = icmp uge <4 x i32> %wide.load4160, %broadcast.splat4153
  %6311 = icmp uge <4 x i32> %wide.load4161, %broadcast.splat4153
  %6312 = icmp uge <4 x i32> %wide.load4162, %broadcast.splat4153
  %6313 = icmp uge <4 x i32> %wide.load4163, %broadcast.splat4153
  %6314 = zext <4 x i1> %6310 to <4 x i64>
  %6315 = zext <4 x i1> %6311 to <4 x i64>
  %6316 = zext <4 x i1> %6312 to <4 x i64>
  %6317 = zext <4 x i1> %6313 to <4 x i64>
  %6318 = add <4 x i64> %vec.phi4156, %6314
  %6319 = add <4 x i64> %vec.phi4157, %6315
  %6320 = add <4 x i64> %vec.phi4158, %6316
  %6321 = add <4 x i64> %vec.phi4159, %6317
  %index.next4164 = add nuw i64 %index4155, 16
  %6322 = icmp eq i64 %index.next4164, %n.vec4151
  br i1 %6322, label %middle.block4165, label %vector.body4154, !llvm.loop !36

middle.block4165:                                 ; preds = %vector.body4154
  %bin.rdx4166 = add <4 x i64> %6319, %6318
  %bin.rdx4167 = add <4 x i64> %6320, %bin.rdx4166
  %bin.rdx4168 = add <4 x i64> %6321, %bin.rdx4167
  %6323 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx4168)
  br i1 %cmp.n4169, label %iter.check4100, label %vec.epilog.iter.check4173

vec.epilog.iter.check4173:                        ; preds = %middle.block4165
  br i1 %min.epilog.iters.check4174, label %search.feature.body322.3.preheader, label %vec.epilog.ph4175, !prof !25

vec.epilog.ph4175:                                ; preds = %vector.main.loop.iter.check4148, %vec.epilog.iter.check4173
  %vec.epilog.resume.val4170 = phi i64 [ %n.vec4151, %vec.epilog.iter.check4173 ], [ 0, %vector.main.loop.iter.check4148 ]
  %bc.merge.rdx4171 = phi i64 [ %6323, %vec.epilog.iter.check4173 ], [ 0, %vector.main.loop.iter.check4148 ]
  %6324 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx4171, i64 0
  %broadcast.splatinsert4178 = insertelement <4 x i32> poison, i32 %candidate.3, i64 0
  %broadcast.splat4179 = shufflevector <4 x i32> %broadcast.splatinsert4178, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body4180

vec.epilog.vector.body4180:                       ; preds = %vec.epilog.vector.body4180, %vec.epilog.ph4175
  %index4181 = phi i64 [ %vec.epilog.resume.val4170, %vec.epilog.ph4175 ], [ %index.next4184, %vec.epilog.vector.body4180 ]
  %vec.phi4182 = phi <4 x i64> [ %6324, %vec.epilog.ph4175 ], [ %6328, %vec.epilog.vector.body4180 ]
  %6325 = getelementptr inbounds float, ptr %scratch, i64 %index4181
  %wide.load4183 = load <4 x i32>, ptr %6325, align 4
  %6326 = icmp uge <4 x i32> %wide.load4183, %broadcast.splat4179
  %6327 = zext <4 x i1> %6326 to <4 x i64>
  %6328 = add <4 x i64> %vec.phi4182, %6327
  %index.next4184 = add nuw i64 %index4181, 4
  %6329 = icmp eq i64 %index.next4184, %n.vec4177
  br i1 %6329, label %vec.epilog.middle.block4185, label %vec.epilog.vector.body4180, !llvm.loop !37

vec.epilog.middle.block4185:                      ; preds = %vec.epilog.vector.body4180
  %6330 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6328)
  br i1 %cmp.n4186, label %iter.check4100, label %search.feature.body322.3.preheader

search.feature.body322.3.preheader:               ; preds = %iter.check4146, %vec.epilog.iter.check4173, %vec.epilog.middle.block4185
  %search.feature3241193.3.ph = phi i64 [ 0, %iter.check4146 ], [ %n.vec4151, %vec.epilog.iter.check4173 ], [ %n.vec4177, %vec.epilog.middle.block4185 ]
  %search_count320.01192.3.ph = phi i64 [ 0, %iter.check4146 ], [ %6323, %vec.epilog.iter.check4173 ], [ %6330, %vec.epilog.middle.block4185 ]
  br label %search.feature.body322.3

search.feature.body322.3:                         ; preds = %search.feature.body322.3.preheader, %search.feature.body322.3
  %search.feature3241193.3 = phi i64 [ %6335, %search.feature.body322.3 ], [ %search.feature3241193.3.ph, %search.feature.body322.3.preheader ]
  %search_count320.01192.3 = phi i64 [ %6334, %search.feature.body322.3 ], [ %search_count320.01192.3.ph, %search.feature.body322.3.preheader ]
  %6331 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3241193.3
  %key325.3 = load i32, ptr %6331, align 4
  %6332 = icmp uge i32 %key325.3, %candidate.3
  %6333 = zext i1 %6332 to i64
  %6334 = add i64 %search_count320.01192.3, %6333
  %6335 = add nuw i64 %search.feature3241193.3, 1
  %exitcond1506.3.not = icmp eq i64 %6335, %n_features
  br i1 %exitcond1506.3.not, label %iter.check4100, label %search.feature.body322.3, !llvm.loop !38

iter.check4100:                                   ; preds = %search.feature.body322.3, %vec.epilog.middle.block4185, %middle.block4165
  %.lcssa2161 = phi i64 [ %6330, %vec.epilog.middle.block4185 ], [ %6323, %middle.block4165 ], [ %6334, %search.feature.body322.3 ]
  %6336 = uitofp i64 %.lcssa2161 to float
  %6337 = fcmp oge float %6336, %top_k319
  %6338 = select i1 %6337, i32 %candidate.3, i32 %6305
  %candidate.4 = or i32 %6338, 134217728
  br i1 %min.iters.check4098, label %search.feature.body322.4.preheader, label %vector.main.loop.iter.check4102

vector.main.loop.iter.check4102:                  ; preds = %iter.check4100
  br i1 %min.iters.check4101, label %vec.epilog.ph4129, label %vector.ph4103

vector.ph4103:                                    ; preds = %vector.main.loop.iter.check4102
  %broadcast.splatinsert4106 = insertelement <4 x i32> poison, i32 %candidate.4, i64 0
  %broadcast.splat4107 = shufflevector <4 x i32> %broadcast.splatinsert4106, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body4108

vector.body4108:                                  ; preds = %vector.body4108, %vector.ph4103
  %index4109 = phi i64 [ 0, %vector.ph4103 ], [ %index.next4118, %vector.body4108 ]
  %vec.phi4110 = phi <4 x i64> [ zeroinitializer, %vector.ph4103 ], [ %6351, %vector.body4108 ]
  %vec.phi4111 = phi <4 x i64> [ zeroinitializer, %vector.ph4103 ], [ %6352, %vector.body4108 ]
  %vec.phi4112 = phi <4 x i64> [ zeroinitializer, %vector.ph4103 ], [ %6353, %vector.body4108 ]
  %vec.phi4113 = phi <4 x i64> [ zeroinitializer, %vector.ph4103 ], [ %6354, %vector.body4108 ]
  %6339 = getelementptr inbounds float, ptr %scratch, i64 %index4109
  %6340 = getelementptr inbounds nuw i8, ptr %6339, i64 16
  %6341 = getelementptr inbounds nuw i8, ptr %6339, i64 32
  %6342 = getelementptr inbounds nuw i8, ptr %6339, i64 48
  %wide.load4114 = load <4 x i32>, ptr %6339, align 4
  %wide.load4115 = load <4 x i32>, ptr %6340, align 4
  %wide.load4116 = load <4 x i32>, ptr %6341, align 4
  %wide.load4117 = load <4 x i32>, ptr %6342, align 4
  %6343 = icmp uge <4 x i32> %wide.load4114, %broadcast.splat4107
  %6344 = icmp uge <4 x i32> %wide.load4115, %broadcast.splat4107
  %6345 = icmp uge <4 x i32> %wide.load4116, %broadcast.splat4107
  %6346 = icmp uge <4 x i32> %wide.load4117, %broadcast.splat4107
  %6347 = zext <4 x i1> %6343 to <4 x i64>
  %6348 = zext <4 x i1> %6344 to <4 x i64>
  %6349 = zext <4 x i1> %6345 to <4 x i64>
  %6350 = zext <4 x i1> %6346 to <4 x i64>
  %6351 = add <4 x i64> %vec.phi4110, %6347
  %6352 = add <4 x i64> %vec.phi4111, %6348
  %6353 = add <4 x i64> %vec.phi4112, %6349
  %6354 = add <4 x i64> %vec.phi4113, %6350
  %index.next4118 = add nuw i64 %index4109, 16
  %6355 = icmp eq i64 %index.next4118, %n.vec4105
  br i1 %6355, label %middle.block4119, label %vector.body4108, !llvm.loop !39

middle.block4119:                                 ; preds = %vector.body4108
  %bin.rdx4120 = add <4 x i64> %6352, %6351
  %bin.rdx4121 = add <4 x i64> %6353, %bin.rdx4120
  %bin.rdx4122 = add <4 x i64> %6354, %bin.rdx4121
  %6356 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx4122)
  br i1 %cmp.n4123, label %iter.check4054, label %vec.epilog.iter.check4127

vec.epilog.iter.check4127:                        ; preds = %middle.block4119
  br i1 %min.epilog.iters.check4128, label %search.feature.body322.4.preheader, label %vec.epilog.ph4129, !prof !25

vec.epilog.ph4129:                                ; preds = %vector.main.loop.iter.check4102, %vec.epilog.iter.check4127
  %vec.epilog.resume.val4124 = phi i64 [ %n.vec4105, %vec.epilog.iter.check4127 ], [ 0, %vector.main.loop.iter.check4102 ]
  %bc.merge.rdx4125 = phi i64 [ %6356, %vec.epilog.iter.check4127 ], [ 0, %vector.main.loop.iter.check4102 ]
  %6357 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx4125, i64 0
  %broadcast.splatinsert4132 = insertelement <4 x i32> poison, i32 %candidate.4, i64 0
  %broadcast.splat4133 = shufflevector <4 x i32> %broadcast.splatinsert4132, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body4134

vec.epilog.vector.body4134:                       ; preds = %vec.epilog.vector.body4134, %vec.epilog.ph4129
  %index4135 = phi i64 [ %vec.epilog.resume.val4124, %vec.epilog.ph4129 ], [ %index.next4138, %vec.epilog.vector.body4134 ]
  %vec.phi4136 = phi <4 x i64> [ %6357, %vec.epilog.ph4129 ], [ %6361, %vec.epilog.vector.body4134 ]
  %6358 = getelementptr inbounds float, ptr %scratch, i64 %index4135
  %wide.load4137 = load <4 x i32>, ptr %6358, align 4
  %6359 = icmp uge <4 x i32> %wide.load4137, %broadcast.splat4133
  %6360 = zext <4 x i1> %6359 to <4 x i64>
  %6361 = add <4 x i64> %vec.phi4136, %6360
  %index.next4138 = add nuw i64 %index4135, 4
  %6362 = icmp eq i64 %index.next4138, %n.vec4131
  br i1 %6362, label %vec.epilog.middle.block4139, label %vec.epilog.vector.body4134, !llvm.loop !40

vec.epilog.middle.block4139:                      ; preds = %vec.epilog.vector.body4134
  %6363 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6361)
  br i1 %cmp.n4140, label %iter.check4054, label %search.feature.body322.4.preheader

search.feature.body322.4.preheader:               ; preds = %iter.check4100, %vec.epilog.iter.check4127, %vec.epilog.middle.block4139
  %search.feature3241193.4.ph = phi i64 [ 0, %iter.check4100 ], [ %n.vec4105, %vec.epilog.iter.check4127 ], [ %n.vec4131, %vec.epilog.middle.block4139 ]
  %search_count320.01192.4.ph = phi i64 [ 0, %iter.check4100 ], [ %6356, %vec.epilog.iter.check4127 ], [ %6363, %vec.epilog.middle.block4139 ]
  br label %search.feature.body322.4

search.feature.body322.4:                         ; preds = %search.feature.body322.4.preheader, %search.feature.body322.4
  %search.feature3241193.4 = phi i64 [ %6368, %search.feature.body322.4 ], [ %search.feature3241193.4.ph, %search.feature.body322.4.preheader ]
  %search_count320.01192.4 = phi i64 [ %6367, %search.feature.body322.4 ], [ %search_count320.01192.4.ph, %search.feature.body322.4.preheader ]
  %6364 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3241193.4
  %key325.4 = load i32, ptr %6364, align 4
  %6365 = icmp uge i32 %key325.4, %candidate.4
  %6366 = zext i1 %6365 to i64
  %6367 = add i64 %search_count320.01192.4, %6366
  %6368 = add nuw i64 %search.feature3241193.4, 1
  %exitcond1506.4.not = icmp eq i64 %6368, %n_features
  br i1 %exitcond1506.4.not, label %iter.check4054, label %search.feature.body322.4, !llvm.loop !41

iter.check4054:                                   ; preds = %search.feature.body322.4, %vec.epilog.middle.block4139, %middle.block4119
  %.lcssa2162 = phi i64 [ %6363, %vec.epilog.middle.block4139 ], [ %6356, %middle.block4119 ], [ %6367, %search.feature.body322.4 ]
  %6369 = uitofp i64 %.lcssa2162 to float
  %6370 = fcmp oge float %6369, %top_k319
  %6371 = select i1 %6370, i32 %candidate.4, i32 %6338
  %candidate.5 = or i32 %6371, 67108864
  br i1 %min.iters.check4052, label %search.feature.body322.5.preheader, label %vector.main.loop.iter.check4056

vector.main.loop.iter.check4056:                  ; preds = %iter.check4054
  br i1 %min.iters.check4055, label %vec.epilog.ph4083, label %vector.ph4057

vector.ph4057:                                    ; preds = %vector.main.loop.iter.check4056
  %broadcast.splatinsert4060 = insertelement <4 x i32> poison, i32 %candidate.5, i64 0
  %broadcast.splat4061 = shufflevector <4 x i32> %broadcast.splatinsert4060, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body4062

vector.body4062:                                  ; preds = %vector.body4062, %vector.ph4057
  %index4063 = phi i64 [ 0, %vector.ph4057 ], [ %index.next4072, %vector.body4062 ]
  %vec.phi4064 = phi <4 x i64> [ zeroinitializer, %vector.ph4057 ], [ %6384, %vector.body4062 ]
  %vec.phi4065 = phi <4 x i64> [ zeroinitializer, %vector.ph4057 ], [ %6385, %vector.body4062 ]
  %vec.phi4066 = phi <4 x i64> [ zeroinitializer, %vector.ph4057 ], [ %6386, %vector.body4062 ]
  %vec.phi4067 = phi <4 x i64> [ zeroinitializer, %vector.ph4057 ], [ %6387, %vector.body4062 ]
  %6372 = getelementptr inbounds float, ptr %scratch, i64 %index4063
  %6373 = getelementptr inbounds nuw i8, ptr %6372, i64 16
  %6374 = getelementptr inbounds nuw i8, ptr %6372, i64 32
  %6375 = getelementptr inbounds nuw i8, ptr %6372, i64 48
  %wide.load4068 = load <4 x i32>, ptr %6372, align 4
  %wide.load4069 = load <4 x i32>, ptr %6373, align 4
  %wide.load4070 = load <4 x i32>, ptr %6374, align 4
  %wide.load4071 = load <4 x i32>, ptr %6375, align 4
  %6376 = icmp uge <4 x i32> %wide.load4068, %broadcast.splat4061
  %6377 = icmp uge <4 x i32> %wide.load4069, %broadcast.splat4061
  %6378 = icmp uge <4 x i32> %wide.load4070, %broadcast.splat4061
  %6379 = icmp uge <4 x i32> %wide.load4071, %broadcast.splat4061
  %6380 = zext <4 x i1> %6376 to <4 x i64>
  %6381 = zext <4 x i1> %6377 to <4 x i64>
  %6382 = zext <4 x i1> %6378 to <4 x i64>
  %6383 = zext <4 x i1> %6379 to <4 x i64>
  %6384 = add <4 x i64> %vec.phi4064, %6380
  %6385 = add <4 x i64> %vec.phi4065, %6381
  %6386 = add <4 x i64> %vec.phi4066, %6382
  %6387 = add <4 x i64> %vec.phi4067, %6383
  %index.next4072 = add nuw i64 %index4063, 16
  %6388 = icmp eq i64 %index.next4072, %n.vec4059
  br i1 %6388, label %middle.block4073, label %vector.body4062, !llvm.loop !42

middle.block4073:                                 ; preds = %vector.body4062
  %bin.rdx4074 = add <4 x i64> %6385, %6384
  %bin.rdx4075 = add <4 x i64> %6386, %bin.rdx4074
  %bin.rdx4076 = add <4 x i64> %6387, %bin.rdx4075
  %6389 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx4076)
  br i1 %cmp.n4077, label %iter.check4008, label %vec.epilog.iter.check4081

vec.epilog.iter.check4081:                        ; preds = %middle.block4073
  br i1 %min.epilog.iters.check4082, label %search.feature.body322.5.preheader, label %vec.epilog.ph4083, !prof !25

vec.epilog.ph4083:                                ; preds = %vector.main.loop.iter.check4056, %vec.epilog.iter.check4081
  %vec.epilog.resume.val4078 = phi i64 [ %n.vec4059, %vec.epilog.iter.check4081 ], [ 0, %vector.main.loop.iter.check4056 ]
  %bc.merge.rdx4079 = phi i64 [ %6389, %vec.epilog.iter.check4081 ], [ 0, %vector.main.loop.iter.check4056 ]
  %6390 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx4079, i64 0
  %broadcast.splatinsert4086 = insertelement <4 x i32> poison, i32 %candidate.5, i64 0
  %broadcast.splat4087 = shufflevector <4 x i32> %broadcast.splatinsert4086, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body4088

vec.epilog.vector.body4088:                       ; preds = %vec.epilog.vector.body4088, %vec.epilog.ph4083
  %index4089 = phi i64 [ %vec.epilog.resume.val4078, %vec.epilog.ph4083 ], [ %index.next4092, %vec.epilog.vector.body4088 ]
  %vec.phi4090 = phi <4 x i64> [ %6390, %vec.epilog.ph4083 ], [ %6394, %vec.epilog.vector.body4088 ]
  %6391 = getelementptr inbounds float, ptr %scratch, i64 %index4089
  %wide.load4091 = load <4 x i32>, ptr %6391, align 4
  %6392 = icmp uge <4 x i32> %wide.load4091, %broadcast.splat4087
  %6393 = zext <4 x i1> %6392 to <4 x i64>
  %6394 = add <4 x i64> %vec.phi4090, %6393
  %index.next4092 = add nuw i64 %index4089, 4
  %6395 = icmp eq i64 %index.next4092, %n.vec4085
  br i1 %6395, label %vec.epilog.middle.block4093, label %vec.epilog.vector.body4088, !llvm.loop !43

vec.epilog.middle.block4093:                      ; preds = %vec.epilog.vector.body4088
  %6396 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6394)
  br i1 %cmp.n4094, label %iter.check4008, label %search.feature.body322.5.preheader

search.feature.body322.5.preheader:               ; preds = %iter.check4054, %vec.epilog.iter.check4081, %vec.epilog.middle.block4093
  %search.feature3241193.5.ph = phi i64 [ 0, %iter.check4054 ], [ %n.vec4059, %vec.epilog.iter.check4081 ], [ %n.vec4085, %vec.epilog.middle.block4093 ]
  %search_count320.01192.5.ph = phi i64 [ 0, %iter.check4054 ], [ %6389, %vec.epilog.iter.check4081 ], [ %6396, %vec.epilog.middle.block4093 ]
  br label %search.feature.body322.5

search.feature.body322.5:                         ; preds = %search.feature.body322.5.preheader, %search.feature.body322.5
  %search.feature3241193.5 = phi i64 [ %6401, %search.feature.body322.5 ], [ %search.feature3241193.5.ph, %search.feature.body322.5.preheader ]
  %search_count320.01192.5 = phi i64 [ %6400, %search.feature.body322.5 ], [ %search_count320.01192.5.ph, %search.feature.body322.5.preheader ]
  %6397 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3241193.5
  %key325.5 = load i32, ptr %6397, align 4
  %6398 = icmp uge i32 %key325.5, %candidate.5
  %6399 = zext i1 %6398 to i64
  %6400 = add i64 %search_count320.01192.5, %6399
  %6401 = add nuw i64 %search.feature3241193.5, 1
  %exitcond1506.5.not = icmp eq i64 %6401, %n_features
  br i1 %exitcond1506.5.not, label %iter.check4008, label %search.feature.body322.5, !llvm.loop !44

iter.check4008:                                   ; preds = %search.feature.body322.5, %vec.epilog.middle.block4093, %middle.block4073
  %.lcssa2163 = phi i64 [ %6396, %vec.epilog.middle.block4093 ], [ %6389, %middle.block4073 ], [ %6400, %search.feature.body322.5 ]
  %6402 = uitofp i64 %.lcssa2163 to float
  %6403 = fcmp oge float %6402, %top_k319
  %6404 = select i1 %6403, i32 %candidate.5, i32 %6371
  %candidate.6 = or i32 %6404, 33554432
  br i1 %min.iters.check4006, label %search.feature.body322.6.preheader, label %vector.main.loop.iter.check4010

vector.main.loop.iter.check4010:                  ; preds = %iter.check4008
  br i1 %min.iters.check4009, label %vec.epilog.ph4037, label %vector.ph4011

vector.ph4011:                                    ; preds = %vector.main.loop.iter.check4010
  %broadcast.splatinsert4014 = insertelement <4 x i32> poison, i32 %candidate.6, i64 0
  %broadcast.splat4015 = shufflevector <4 x i32> %broadcast.splatinsert4014, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body4016

vector.body4016:                                  ; preds = %vector.body4016, %vector.ph4011
  %index4017 = phi i64 [ 0, %vector.ph4011 ], [ %index.next4026, %vector.body4016 ]
  %vec.phi4018 = phi <4 x i64> [ zeroinitializer, %vector.ph4011 ], [ %6417, %vector.body4016 ]
  %vec.phi4019 = phi <4 x i64> [ zeroinitializer, %vector.ph4011 ], [ %6418, %vector.body4016 ]
  %vec.phi4020 = phi <4 x i64> [ zeroinitializer, %vector.ph4011 ], [ %6419, %vector.body4016 ]
  %vec.phi4021 = phi <4 x i64> [ zeroinitializer, %vector.ph4011 ], [ %6420, %vector.body4016 ]
  %6405 = getelementptr inbounds float, ptr %scratch, i64 %index4017
  %6406 = getelementptr inbounds nuw i8, ptr %6405, i64 16
  %6407 = getelementptr inbounds nuw i8, ptr %6405, i64 32
  %6408 = getelementptr inbounds nuw i8, ptr %6405, i64 48
  %wide.load4022 = load <4 x i32>, ptr %6405, align 4
  %wide.load4023 = load <4 x i32>, ptr %6406, align 4
  %wide.load4024 = load <4 x i32>, ptr %6407, align 4
  %wide.load4025 = load <4 x i32>, ptr %6408, align 4
  %6409 = icmp uge <4 x i32> %wide.load4022, %broadcast.splat4015
  %6410 = icmp uge <4 x i32> %wide.load4023, %broadcast.splat4015
  %6411 = icmp uge <4 x i32> %wide.load4024, %broadcast.splat4015
  %6412 = icmp uge <4 x i32> %wide.load4025, %broadcast.splat4015
  %6413 = zext <4 x i1> %6409 to <4 x i64>
  %6414 = zext <4 x i1> %6410 to <4 x i64>
  %6415 = zext <4 x i1> %6411 to <4 x i64>
  %6416 = zext <4 x i1> %6412 to <4 x i64>
  %6417 = add <4 x i64> %vec.phi4018, %6413
  %6418 = add <4 x i64> %vec.phi4019, %6414
  %6419 = add <4 x i64> %vec.phi4020, %6415
  %6420 = add <4 x i64> %vec.phi4021, %6416
  %index.next4026 = add nuw i64 %index4017, 16
  %6421 = icmp eq i64 %index.next4026, %n.vec4013
  br i1 %6421, label %middle.block4027, label %vector.body4016, !llvm.loop !45

middle.block4027:                                 ; preds = %vector.body4016
  %bin.rdx4028 = add <4 x i64> %6418, %6417
  %bin.rdx4029 = add <4 x i64> %6419, %bin.rdx4028
  %bin.rdx4030 = add <4 x i64> %6420, %bin.rdx4029
  %6422 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx4030)
  br i1 %cmp.n4031, label %iter.check3962, label %vec.epilog.iter.check4035

vec.epilog.iter.check4035:                        ; preds = %middle.block4027
  br i1 %min.epilog.iters.check4036, label %search.feature.body322.6.preheader, label %vec.epilog.ph4037, !prof !25

vec.epilog.ph4037:                                ; preds = %vector.main.loop.iter.check4010, %vec.epilog.iter.check4035
  %vec.epilog.resume.val4032 = phi i64 [ %n.vec4013, %vec.epilog.iter.check4035 ], [ 0, %vector.main.loop.iter.check4010 ]
  %bc.merge.rdx4033 = phi i64 [ %6422, %vec.epilog.iter.check4035 ], [ 0, %vector.main.loop.iter.check4010 ]
  %6423 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx4033, i64 0
  %broadcast.splatinsert4040 = insertelement <4 x i32> poison, i32 %candidate.6, i64 0
  %broadcast.splat4041 = shufflevector <4 x i32> %broadcast.splatinsert4040, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body4042

vec.epilog.vector.body4042:                       ; preds = %vec.epilog.vector.body4042, %vec.epilog.ph4037
  %index4043 = phi i64 [ %vec.epilog.resume.val4032, %vec.epilog.ph4037 ], [ %index.next4046, %vec.epilog.vector.body4042 ]
  %vec.phi4044 = phi <4 x i64> [ %6423, %vec.epilog.ph4037 ], [ %6427, %vec.epilog.vector.body4042 ]
  %6424 = getelementptr inbounds float, ptr %scratch, i64 %index4043
  %wide.load4045 = load <4 x i32>, ptr %6424, align 4
  %6425 = icmp uge <4 x i32> %wide.load4045, %broadcast.splat4041
  %6426 = zext <4 x i1> %6425 to <4 x i64>
  %6427 = add <4 x i64> %vec.phi4044, %6426
  %index.next4046 = add nuw i64 %index4043, 4
  %6428 = icmp eq i64 %index.next4046, %n.vec4039
  br i1 %6428, label %vec.epilog.middle.block4047, label %vec.epilog.vector.body4042, !llvm.loop !46

vec.epilog.middle.block4047:                      ; preds = %vec.epilog.vector.body4042
  %6429 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6427)
  br i1 %cmp.n4048, label %iter.check3962, label %search.feature.body322.6.preheader

search.feature.body322.6.preheader:               ; preds = %iter.check4008, %vec.epilog.iter.check4035, %vec.epilog.middle.block4047
  %search.feature3241193.6.ph = phi i64 [ 0, %iter.check4008 ], [ %n.vec4013, %vec.epilog.iter.check4035 ], [ %n.vec4039, %vec.epilog.middle.block4047 ]
  %search_count320.01192.6.ph = phi i64 [ 0, %iter.check4008 ], [ %6422, %vec.epilog.iter.check4035 ], [ %6429, %vec.epilog.middle.block4047 ]
  br label %search.feature.body322.6

search.feature.body322.6:                         ; preds = %search.feature.body322.6.preheader, %search.feature.body322.6
  %search.feature3241193.6 = phi i64 [ %6434, %search.feature.body322.6 ], [ %search.feature3241193.6.ph, %search.feature.body322.6.preheader ]
  %search_count320.01192.6 = phi i64 [ %6433, %search.feature.body322.6 ], [ %search_count320.01192.6.ph, %search.feature.body322.6.preheader ]
  %6430 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3241193.6
  %key325.6 = load i32, ptr %6430, align 4
  %6431 = icmp uge i32 %key325.6, %candidate.6
  %6432 = zext i1 %6431 to i64
  %6433 = add i64 %search_count320.01192.6, %6432
  %6434 = add nuw i64 %search.feature3241193.6, 1
  %exitcond1506.6.not = icmp eq i64 %6434, %n_features
  br i1 %exitcond1506.6.not, label %iter.check3962, label %search.feature.body322.6, !llvm.loop !47

iter.check3962:                                   ; preds = %search.feature.body322.6, %vec.epilog.middle.block4047, %middle.block4027
  %.lcssa2164 = phi i64 [ %6429, %vec.epilog.middle.block4047 ], [ %6422, %middle.block4027 ], [ %6433, %search.feature.body322.6 ]
  %6435 = uitofp i64 %.lcssa2164 to float
  %6436 = fcmp oge float %6435, %top_k319
  %6437 = select i1 %6436, i32 %candidate.6, i32 %6404
  %candidate.7 = or i32 %6437, 16777216
  br i1 %min.iters.check3960, label %search.feature.body322.7.preheader, label %vector.main.loop.iter.check3964

vector.main.loop.iter.check3964:                  ; preds = %iter.check3962
  br i1 %min.iters.check3963, label %vec.epilog.ph3991, label %vector.ph3965

vector.ph3965:                                    ; preds = %vector.main.loop.iter.check3964
  %broadcast.splatinsert3968 = insertelement <4 x i32> poison, i32 %candidate.7, i64 0
  %broadcast.splat3969 = shufflevector <4 x i32> %broadcast.splatinsert3968, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3970

vector.body3970:                                  ; preds = %vector.body3970, %vector.ph3965
  %index3971 = phi i64 [ 0, %vector.ph3965 ], [ %index.next3980, %vector.body3970 ]
  %vec.phi3972 = phi <4 x i64> [ zeroinitializer, %vector.ph3965 ], [ %6450, %vector.body3970 ]
  %vec.phi3973 = phi <4 x i64> [ zeroinitializer, %vector.ph3965 ], [ %6451, %vector.body3970 ]
  %vec.phi3974 = phi <4 x i64> [ zeroinitializer, %vector.ph3965 ], [ %6452, %vector.body3970 ]
  %vec.phi3975 = phi <4 x i64> [ zeroinitializer, %vector.ph3965 ], [ %6453, %vector.body3970 ]
  %6438 = getelementptr inbounds float, ptr %scratch, i64 %index3971
  %6439 = getelementptr inbounds nuw i8, ptr %6438, i64 16
  %6440 = getelementptr inbounds nuw i8, ptr %6438, i64 32
  %6441 = getelementptr inbounds nuw i8, ptr %6438, i64 48
  %wide.load3976 = load <4 x i32>, ptr %6438, align 4
  %wide.load3977 = load <4 x i32>, ptr %6439, align 4
  %wide.load3978 = load <4 x i32>, ptr %6440, align 4
  %wide.load3979 = load <4 x i32>, ptr %6441, align 4
  %6442 = icmp uge <4 x i32> %wide.load3976, %broadcast.splat3969
  %6443 = icmp uge <4 x i32> %wide.load3977, %broadcast.splat3969
  %6444 = icmp uge <4 x i32> %wide.load3978, %broadcast.splat3969
  %6445 = icmp uge <4 x i32> %wide.load3979, %broadcast.splat3969
  %6446 = zext <4 x i1> %6442 to <4 x i64>
  %6447 = zext <4 x i1> %6443 to <4 x i64>
  %6448 = zext <4 x i1> %6444 to <4 x i64>
  %6449 = zext <4 x i1> %6445 to <4 x i64>
  %6450 = add <4 x i64> %vec.phi3972, %6446
  %6451 = add <4 x i64> %vec.phi3973, %6447
  %6452 = add <4 x i64> %vec.phi3974, %6448
  %6453 = add <4 x i64> %vec.phi3975, %6449
  %index.next3980 = add nuw i64 %index3971, 16
  %6454 = icmp eq i64 %index.next3980, %n.vec3967
  br i1 %6454, label %middle.block3981, label %vector.body3970, !llvm.loop !48

middle.block3981:                                 ; preds = %vector.body3970
  %bin.rdx3982 = add <4 x i64> %6451, %6450
  %bin.rdx3983 = add <4 x i64> %6452, %bin.rdx3982
  %bin.rdx3984 = add <4 x i64> %6453, %bin.rdx3983
  %6455 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3984)
  br i1 %cmp.n3985, label %iter.check3916, label %vec.epilog.iter.check3989

vec.epilog.iter.check3989:                        ; preds = %middle.block3981
  br i1 %min.epilog.iters.check3990, label %search.feature.body322.7.preheader, label %vec.epilog.ph3991, !prof !25

vec.epilog.ph3991:                                ; preds = %vector.main.loop.iter.check3964, %vec.epilog.iter.check3989
  %vec.epilog.resume.val3986 = phi i64 [ %n.vec3967, %vec.epilog.iter.check3989 ], [ 0, %vector.main.loop.iter.check3964 ]
  %bc.merge.rdx3987 = phi i64 [ %6455, %vec.epilog.iter.check3989 ], [ 0, %vector.main.loop.iter.check3964 ]
  %6456 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3987, i64 0
  %broadcast.splatinsert3994 = insertelement <4 x i32> poison, i32 %candidate.7, i64 0
  %broadcast.splat3995 = shufflevector <4 x i32> %broadcast.splatinsert3994, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3996

vec.epilog.vector.body3996:                       ; preds = %vec.epilog.vector.body3996, %vec.epilog.ph3991
  %index3997 = phi i64 [ %vec.epilog.resume.val3986, %vec.epilog.ph3991 ], [ %index.next4000, %vec.epilog.vector.body3996 ]
  %vec.phi3998 = phi <4 x i64> [ %6456, %vec.epilog.ph3991 ], [ %6460, %vec.epilog.vector.body3996 ]
  %6457 = getelementptr inbounds float, ptr %scratch, i64 %index3997
  %wide.load3999 = load <4 x i32>, ptr %6457, align 4
  %6458 = icmp uge <4 x i32> %wide.load3999, %broadcast.splat3995
  %6459 = zext <4 x i1> %6458 to <4 x i64>
  %6460 = add <4 x i64> %vec.phi3998, %6459
  %index.next4000 = add nuw i64 %index3997, 4
  %6461 = icmp eq i64 %index.next4000, %n.vec3993
  br i1 %6461, label %vec.epilog.middle.block4001, label %vec.epilog.vector.body3996, !llvm.loop !49

vec.epilog.middle.block4001:                      ; preds = %vec.epilog.vector.body3996
  %6462 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6460)
  br i1 %cmp.n4002, label %iter.check3916, label %search.feature.body322.7.preheader

search.feature.body322.7.preheader:               ; preds = %iter.check3962, %vec.epilog.iter.check3989, %vec.epilog.middle.block4001
  %search.feature3241193.7.ph = phi i64 [ 0, %iter.check3962 ], [ %n.vec3967, %vec.epilog.iter.check3989 ], [ %n.vec3993, %vec.epilog.middle.block4001 ]
  %search_count320.01192.7.ph = phi i64 [ 0, %iter.check3962 ], [ %6455, %vec.epilog.iter.check3989 ], [ %6462, %vec.epilog.middle.block4001 ]
  br label %search.feature.body322.7

search.feature.body322.7:                         ; preds = %search.feature.body322.7.preheader, %search.feature.body322.7
  %search.feature3241193.7 = phi i64 [ %6467, %search.feature.body322.7 ], [ %search.feature3241193.7.ph, %search.feature.body322.7.preheader ]
  %search_count320.01192.7 = phi i64 [ %6466, %search.feature.body322.7 ], [ %search_count320.01192.7.ph, %search.feature.body322.7.preheader ]
  %6463 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3241193.7
  %key325.7 = load i32, ptr %6463, align 4
  %6464 = icmp uge i32 %key325.7, %candidate.7
  %6465 = zext i1 %6464 to i64
  %6466 = add i64 %search_count320.01192.7, %6465
  %6467 = add nuw i64 %search.feature3241193.7, 1
  %exitcond1506.7.not = icmp eq i64 %6467, %n_features
  br i1 %exitcond1506.7.not, label %iter.check3916, label %search.feature.body322.7, !llvm.loop !50

iter.check3916:                                   ; preds = %search.feature.body322.7, %vec.epilog.middle.block4001, %middle.block3981
  %.lcssa2165 = phi i64 [ %6462, %vec.epilog.middle.block4001 ], [ %6455, %middle.block3981 ], [ %6466, %search.feature.body322.7 ]
  %6468 = uitofp i64 %.lcssa2165 to float
  %6469 = fcmp oge float %6468, %top_k319
  %6470 = select i1 %6469, i32 %candidate.7, i32 %6437
  %candidate.8 = or i32 %6470, 8388608
  br i1 %min.iters.check3914, label %search.feature.body322.8.preheader, label %vector.main.loop.iter.check3918

vector.main.loop.iter.check3918:                  ; preds = %iter.check3916
  br i1 %min.iters.check3917, label %vec.epilog.ph3945, label %vector.ph3919

vector.ph3919:                                    ; preds = %vector.main.loop.iter.check3918
  %broadcast.splatinsert3922 = insertelement <4 x i32> poison, i32 %candidate.8, i64 0
  %broadcast.splat3923 = shufflevector <4 x i32> %broadcast.splatinsert3922, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3924

vector.body3924:                                  ; preds = %vector.body3924, %vector.ph3919
  %index3925 = phi i64 [ 0, %vector.ph3919 ], [ %index.next3934, %vector.body3924 ]
  %vec.phi3926 = phi <4 x i64> [ zeroinitializer, %vector.ph3919 ], [ %6483, %vector.body3924 ]
  %vec.phi3927 = phi <4 x i64> [ zeroinitializer, %vector.ph3919 ], [ %6484, %vector.body3924 ]
  %vec.phi3928 = phi <4 x i64> [ zeroinitializer, %vector.ph3919 ], [ %6485, %vector.body3924 ]
  %vec.phi3929 = phi <4 x i64> [ zeroinitializer, %vector.ph3919 ], [ %6486, %vector.body3924 ]
  %6471 = getelementptr inbounds float, ptr %scratch, i64 %index3925
  %6472 = getelementptr inbounds nuw i8, ptr %6471, i64 16
  %6473 = getelementptr inbounds nuw i8, ptr %6471, i64 32
  %6474 = getelementptr inbounds nuw i8, ptr %6471, i64 48
  %wide.load3930 = load <4 x i32>, ptr %6471, align 4
  %wide.load3931 = load <4 x i32>, ptr %6472, align 4
  %wide.load3932 = load <4 x i32>, ptr %6473, align 4
  %wide.load3933 = load <4 x i32>, ptr %6474, align 4
  %6475 = icmp uge <4 x i32> %wide.load3930, %broadcast.splat3923
  %6476 = icmp uge <4 x i32> %wide.load3931, %broadcast.splat3923
  %6477 = icmp uge <4 x i32> %wide.load3932, %broadcast.splat3923
  %6478 = icmp uge <4 x i32> %wide.load3933, %broadcast.splat3923
  %6479 = zext <4 x i1> %6475 to <4 x i64>
  %6480 = zext <4 x i1> %6476 to <4 x i64>
  %6481 = zext <4 x i1> %6477 to <4 x i64>
  %6482 = zext <4 x i1> %6478 to <4 x i64>
  %6483 = add <4 x i64> %vec.phi3926, %6479
  %6484 = add <4 x i64> %vec.phi3927, %6480
  %6485 = add <4 x i64> %vec.phi3928, %6481
  %6486 = add <4 x i64> %vec.phi3929, %6482
  %index.next3934 = add nuw i64 %index3925, 16
  %6487 = icmp eq i64 %index.next3934, %n.vec3921
  br i1 %6487, label %middle.block3935, label %vector.body3924, !llvm.loop !51

middle.block3935:                                 ; preds = %vector.body3924
  %bin.rdx3936 = add <4 x i64> %6484, %6483
  %bin.rdx3937 = add <4 x i64> %6485, %bin.rdx3936
  %bin.rdx3938 = add <4 x i64> %6486, %bin.rdx3937
  %6488 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3938)
  br i1 %cmp.n3939, label %iter.check3870, label %vec.epilog.iter.check3943

vec.epilog.iter.check3943:                        ; preds = %middle.block3935
  br i1 %min.epilog.iters.check3944, label %search.feature.body322.8.preheader, label %vec.epilog.ph3945, !prof !25

vec.epilog.ph3945:                                ; preds = %vector.main.loop.iter.check3918, %vec.epilog.iter.check3943
  %vec.epilog.resume.val3940 = phi i64 [ %n.vec3921, %vec.epilog.iter.check3943 ], [ 0, %vector.main.loop.iter.check3918 ]
  %bc.merge.rdx3941 = phi i64 [ %6488, %vec.epilog.iter.check3943 ], [ 0, %vector.main.loop.iter.check3918 ]
  %6489 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3941, i64 0
  %broadcast.splatinsert3948 = insertelement <4 x i32> poison, i32 %candidate.8, i64 0
  %broadcast.splat3949 = shufflevector <4 x i32> %broadcast.splatinsert3948, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3950

vec.epilog.vector.body3950:                       ; preds = %vec.epilog.vector.body3950, %vec.epilog.ph3945
  %index3951 = phi i64 [ %vec.epilog.resume.val3940, %vec.epilog.ph3945 ], [ %index.next3954, %vec.epilog.vector.body3950 ]
  %vec.phi3952 = phi <4 x i64> [ %6489, %vec.epilog.ph3945 ], [ %6493, %vec.epilog.vector.body3950 ]
  %6490 = getelementptr inbounds float, ptr %scratch, i64 %index3951
  %wide.load3953 = load <4 x i32>, ptr %6490, align 4
  %6491 = icmp uge <4 x i32> %wide.load3953, %broadcast.splat3949
  %6492 = zext <4 x i1> %6491 to <4 x i64>
  %6493 = add <4 x i64> %vec.phi3952, %6492
  %index.next3954 = add nuw i64 %index3951, 4
  %6494 = icmp eq i64 %index.next3954, %n.vec3947
  br i1 %6494, label %vec.epilog.middle.block3955, label %vec.epilog.vector.body3950, !llvm.loop !52

vec.epilog.middle.block3955:                      ; preds = %vec.epilog.vector.body3950
  %6495 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6493)
  br i1 %cmp.n3956, label %iter.check3870, label %search.feature.body322.8.preheader

search.feature.body322.8.preheader:               ; preds = %iter.check3916, %vec.epilog.iter.check3943, %vec.epilog.middle.block3955
  %search.feature3241193.8.ph = phi i64 [ 0, %iter.check3916 ], [ %n.vec3921, %vec.epilog.iter.check3943 ], [ %n.vec3947, %vec.epilog.middle.block3955 ]
  %search_count320.01192.8.ph = phi i64 [ 0, %iter.check3916 ], [ %6488, %vec.epilog.iter.check3943 ], [ %6495, %vec.epilog.middle.block3955 ]
  br label %search.feature.body322.8

search.feature.body322.8:                         ; preds = %search.feature.body322.8.preheader, %search.feature.body322.8
  %search.feature3241193.8 = phi i64 [ %6500, %search.feature.body322.8 ], [ %search.feature3241193.8.ph, %search.feature.body322.8.preheader ]
  %search_count320.01192.8 = phi i64 [ %6499, %search.feature.body322.8 ], [ %search_count320.01192.8.ph, %search.feature.body322.8.preheader ]
  %6496 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3241193.8
  %key325.8 = load i32, ptr %6496, align 4
  %6497 = icmp uge i32 %key325.8, %candidate.8
  %6498 = zext i1 %6497 to i64
  %6499 = add i64 %search_count320.01192.8, %6498
  %6500 = add nuw i64 %search.feature3241193.8, 1
  %exitcond1506.8.not = icmp eq i64 %6500, %n_features
  br i1 %exitcond1506.8.not, label %iter.check3870, label %search.feature.body322.8, !llvm.loop !53

iter.check3870:                                   ; preds = %search.feature.body322.8, %vec.epilog.middle.block3955, %middle.block3935
  %.lcssa2166 = phi i64 [ %6495, %vec.epilog.middle.block3955 ], [ %6488, %middle.block3935 ], [ %6499, %search.feature.body322.8 ]
  %6501 = uitofp i64 %.lcssa2166 to float
  %6502 = fcmp oge float %6501, %top_k319
  %6503 = select i1 %6502, i32 %candidate.8, i32 %6470
  %candidate.9 = or i32 %6503, 4194304
  br i1 %min.iters.check3868, label %search.feature.body322.9.preheader, label %vector.main.loop.iter.check3872

vector.main.loop.iter.check3872:                  ; preds = %iter.check3870
  br i1 %min.iters.check3871, label %vec.epilog.ph3899, label %vector.ph3873

vector.ph3873:                                    ; preds = %vector.main.loop.iter.check3872
  %broadcast.splatinsert3876 = insertelement <4 x i32> poison, i32 %candidate.9, i64 0
  %broadcast.splat3877 = shufflevector <4 x i32> %broadcast.splatinsert3876, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3878

vector.body3878:                                  ; preds = %vector.body3878, %vector.ph3873
  %index3879 = phi i64 [ 0, %vector.ph3873 ], [ %index.next3888, %vector.body3878 ]
  %vec.phi3880 = phi <4 x i64> [ zeroinitializer, %vector.ph3873 ], [ %6516, %vector.body3878 ]
  %vec.phi3881 = phi <4 x i64> [ zeroinitializer, %vector.ph3873 ], [ %6517, %vector.body3878 ]
  %vec.phi3882 = phi <4 x i64> [ zeroinitializer, %vector.ph3873 ], [ %6518, %vector.body3878 ]
  %vec.phi3883 = phi <4 x i64> [ zeroinitializer, %vector.ph3873 ], [ %6519, %vector.body3878 ]
  %6504 = getelementptr inbounds float, ptr %scratch, i64 %index3879
  %6505 = getelementptr inbounds nuw i8, ptr %6504, i64 16
  %6506 = getelementptr inbounds nuw i8, ptr %6504, i64 32
  %6507 = getelementptr inbounds nuw i8, ptr %6504, i64 48
  %wide.load3884 = load <4 x i32>, ptr %6504, align 4
  %wide.load3885 = load <4 x i32>, ptr %6505, align 4
  %wide.load3886 = load <4 x i32>, ptr %6506, align 4
  %wide.load3887 = load <4 x i32>, ptr %6507, align 4
  %6508 = icmp uge <4 x i32> %wide.load3884, %broadcast.splat3877
  %6509 = icmp uge <4 x i32> %wide.load3885, %broadcast.splat3877
  %6510 = icmp uge <4 x i32> %wide.load3886, %broadcast.splat3877
  %6511 = icmp uge <4 x i32> %wide.load3887, %broadcast.splat3877
  %6512 = zext <4 x i1> %6508 to <4 x i64>
  %6513 = zext <4 x i1> %6509 to <4 x i64>
  %6514 = zext <4 x i1> %6510 to <4 x i64>
  %6515 = zext <4 x i1> %6511 to <4 x i64>
  %6516 = add <4 x i64> %vec.phi3880, %6512
  %6517 = add <4 x i64> %vec.phi3881, %6513
  %6518 = add <4 x i64> %vec.phi3882, %6514
  %6519 = add <4 x i64> %vec.phi3883, %6515
  %index.next3888 = add nuw i64 %index3879, 16
  %6520 = icmp eq i64 %index.next3888, %n.vec3875
  br i1 %6520, label %middle.block3889, label %vector.body3878, !llvm.loop !54

middle.block3889:                                 ; preds = %vector.body3878
  %bin.rdx3890 = add <4 x i64> %6517, %6516
  %bin.rdx3891 = add <4 x i64> %6518, %bin.rdx3890
  %bin.rdx3892 = add <4 x i64> %6519, %bin.rdx3891
  %6521 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3892)
  br i1 %cmp.n3893, label %iter.check3824, label %vec.epilog.iter.check3897

vec.epilog.iter.check3897:                        ; preds = %middle.block3889
  br i1 %min.epilog.iters.check3898, label %search.feature.body322.9.preheader, label %vec.epilog.ph3899, !prof !25

vec.epilog.ph3899:                                ; preds = %vector.main.loop.iter.check3872, %vec.epilog.iter.check3897
  %vec.epilog.resume.val3894 = phi i64 [ %n.vec3875, %vec.epilog.iter.check3897 ], [ 0, %vector.main.loop.iter.check3872 ]
  %bc.merge.rdx3895 = phi i64 [ %6521, %vec.epilog.iter.check3897 ], [ 0, %vector.main.loop.iter.check3872 ]
  %6522 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3895, i64 0
  %broadcast.splatinsert3902 = insertelement <4 x i32> poison, i32 %candidate.9, i64 0
  %broadcast.splat3903 = shufflevector <4 x i32> %broadcast.splatinsert3902, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3904

vec.epilog.vector.body3904:                       ; preds = %vec.epilog.vector.body3904, %vec.epilog.ph3899
  %index3905 = phi i64 [ %vec.epilog.resume.val3894, %vec.epilog.ph3899 ], [ %index.next3908, %vec.epilog.vector.body3904 ]
  %vec.phi3906 = phi <4 x i64> [ %6522, %vec.epilog.ph3899 ], [ %6526, %vec.epilog.vector.body3904 ]
  %6523 = getelementptr inbounds float, ptr %scratch, i64 %index3905
  %wide.load3907 = load <4 x i32>, ptr %6523, align 4
  %6524 = icmp uge <4 x i32> %wide.load3907, %broadcast.splat3903
  %6525 = zext <4 x i1> %6524 to <4 x i64>
  %6526 = add <4 x i64> %vec.phi3906, %6525
  %index.next3908 = add nuw i64 %index3905, 4
  %6527 = icmp eq i64 %index.next3908, %n.vec3901
  br i1 %6527, label %vec.epilog.middle.block3909, label %vec.epilog.vector.body3904, !llvm.loop !55

vec.epilog.middle.block3909:                      ; preds = %vec.epilog.vector.body3904
  %6528 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6526)
  br i1 %cmp.n3910, label %iter.check3824, label %search.feature.body322.9.preheader

search.feature.body322.9.preheader:               ; preds = %iter.check3870, %vec.epilog.iter.check3897, %vec.epilog.middle.block3909
  %search.feature3241193.9.ph = phi i64 [ 0, %iter.check3870 ], [ %n.vec3875, %vec.epilog.iter.check3897 ], [ %n.vec3901, %vec.epilog.middle.block3909 ]
  %search_count320.01192.9.ph = phi i64 [ 0, %iter.check3870 ], [ %6521, %vec.epilog.iter.check3897 ], [ %6528, %vec.epilog.middle.block3909 ]
  br label %search.feature.body322.9

search.feature.body322.9:                         ; preds = %search.feature.body322.9.preheader, %search.feature.body322.9
  %search.feature3241193.9 = phi i64 [ %6533, %search.feature.body322.9 ], [ %search.feature3241193.9.ph, %search.feature.body322.9.preheader ]
  %search_count320.01192.9 = phi i64 [ %6532, %search.feature.body322.9 ], [ %search_count320.01192.9.ph, %search.feature.body322.9.preheader ]
  %6529 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3241193.9
  %key325.9 = load i32, ptr %6529, align 4
  %6530 = icmp uge i32 %key325.9, %candidate.9
  %6531 = zext i1 %6530 to i64
  %6532 = add i64 %search_count320.01192.9, %6531
  %6533 = add nuw i64 %search.feature3241193.9, 1
  %exitcond1506.9.not = icmp eq i64 %6533, %n_features
  br i1 %exitcond1506.9.not, label %iter.check3824, label %search.feature.body322.9, !llvm.loop !56

iter.check3824:                                   ; preds = %search.feature.body322.9, %vec.epilog.middle.block3909, %middle.block3889
  %.lcssa2167 = phi i64 [ %6528, %vec.epilog.middle.block3909 ], [ %6521, %middle.block3889 ], [ %6532, %search.feature.body322.9 ]
  %6534 = uitofp i64 %.lcssa2167 to float
  %6535 = fcmp oge float %6534, %top_k319
  %6536 = select i1 %6535, i32 %candidate.9, i32 %6503
  %candidate.10 = or i32 %6536, 2097152
  br i1 %min.iters.check3822, label %search.feature.body322.10.preheader, label %vector.main.loop.iter.check3826

vector.main.loop.iter.check3826:                  ; preds = %iter.check3824
  br i1 %min.iters.check3825, label %vec.epilog.ph3853, label %vector.ph3827

vector.ph3827:                                    ; preds = %vector.main.loop.iter.check3826
  %broadcast.splatinsert3830 = insertelement <4 x i32> poison, i32 %candidate.10, i64 0
  %broadcast.splat3831 = shufflevector <4 x i32> %broadcast.splatinsert3830, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3832

vector.body3832:                                  ; preds = %vector.body3832, %vector.ph3827
  %index3833 = phi i64 [ 0, %vector.ph3827 ], [ %index.next3842, %vector.body3832 ]
  %vec.phi3834 = phi <4 x i64> [ zeroinitializer, %vector.ph3827 ], [ %6549, %vector.body3832 ]
  %vec.phi3835 = phi <4 x i64> [ zeroinitializer, %vector.ph3827 ], [ %6550, %vector.body3832 ]
  %vec.phi3836 = phi <4 x i64> [ zeroinitializer, %vector.ph3827 ], [ %6551, %vector.body3832 ]
  %vec.phi3837 = phi <4 x i64> [ zeroinitializer, %vector.ph3827 ], [ %6552, %vector.body3832 ]
  %6537 = getelementptr inbounds float, ptr %scratch, i64 %index3833
  %6538 = getelementptr inbounds nuw i8, ptr %6537, i64 16
  %6539 = getelementptr inbounds nuw i8, ptr %6537, i64 32
  %6540 = getelementptr inbounds nuw i8, ptr %6537, i64 48
  %wide.load3838 = load <4 x i32>, ptr %6537, align 4
  %wide.load3839 = load <4 x i32>, ptr %6538, align 4
  %wide.load3840 = load <4 x i32>, ptr %6539, align 4
  %wide.load3841 = load <4 x i32>, ptr %6540, align 4
  %6541 = icmp uge <4 x i32> %wide.load3838, %broadcast.splat3831
  %6542 = icmp uge <4 x i32> %wide.load3839, %broadcast.splat3831
  %6543 = icmp uge <4 x i32> %wide.load3840, %broadcast.splat3831
  %6544 = icmp uge <4 x i32> %wide.load3841, %broadcast.splat3831
  %6545 = zext <4 x i1> %6541 to <4 x i64>
  %6546 = zext <4 x i1> %6542 to <4 x i64>
  %6547 = zext <4 x i1> %6543 to <4 x i64>
  %6548 = zext <4 x i1> %6544 to <4 x i64>
  %6549 = add <4 x i64> %vec.phi3834, %6545
  %6550 = add <4 x i64> %vec.phi3835, %6546
  %6551 = add <4 x i64> %vec.phi3836, %6547
  %6552 = add <4 x i64> %vec.phi3837, %6548
  %index.next3842 = add nuw i64 %index3833, 16
  %6553 = icmp eq i64 %index.next3842, %n.vec3829
  br i1 %6553, label %middle.block3843, label %vector.body3832, !llvm.loop !57

middle.block3843:                                 ; preds = %vector.body3832
  %bin.rdx3844 = add <4 x i64> %6550, %6549
  %bin.rdx3845 = add <4 x i64> %6551, %bin.rdx3844
  %bin.rdx3846 = add <4 x i64> %6552, %bin.rdx3845
  %6554 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3846)
  br i1 %cmp.n3847, label %iter.check3778, label %vec.epilog.iter.check3851

vec.epilog.iter.check3851:                        ; preds = %middle.block3843
  br i1 %min.epilog.iters.check3852, label %search.feature.body322.10.preheader, label %vec.epilog.ph3853, !prof !25

vec.epilog.ph3853:                                ; preds = %vector.main.loop.iter.check3826, %vec.epilog.iter.check3851
  %vec.epilog.resume.val3848 = phi i64 [ %n.vec3829, %vec.epilog.iter.check3851 ], [ 0, %vector.main.loop.iter.check3826 ]
  %bc.merge.rdx3849 = phi i64 [ %6554, %vec.epilog.iter.check3851 ], [ 0, %vector.main.loop.iter.check3826 ]
  %6555 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3849, i64 0
  %broadcast.splatinsert3856 = insertelement <4 x i32> poison, i32 %candidate.10, i64 0
  %broadcast.splat3857 = shufflevector <4 x i32> %broadcast.splatinsert3856, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3858

vec.epilog.vector.body3858:                       ; preds = %vec.epilog.vector.body3858, %vec.epilog.ph3853
  %index3859 = phi i64 [ %vec.epilog.resume.val3848, %vec.epilog.ph3853 ], [ %index.next3862, %vec.epilog.vector.body3858 ]
  %vec.phi3860 = phi <4 x i64> [ %6555, %vec.epilog.ph3853 ], [ %6559, %vec.epilog.vector.body3858 ]
  %6556 = getelementptr inbounds float, ptr %scratch, i64 %index3859
  %wide.load3861 = load <4 x i32>, ptr %6556, align 4
  %6557 = icmp uge <4 x i32> %wide.load3861, %broadcast.splat3857
  %6558 = zext <4 x i1> %6557 to <4 x i64>
  %6559 = add <4 x i64> %vec.phi3860, %6558
  %index.next3862 = add nuw i64 %index3859, 4
  %6560 = icmp eq i64 %index.next3862, %n.vec3855
  br i1 %6560, label %vec.epilog.middle.block3863, label %vec.epilog.vector.body3858, !llvm.loop !58

vec.epilog.middle.block3863:                      ; preds = %vec.epilog.vector.body3858
  %6561 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6559)
  br i1 %cmp.n3864, label %iter.check3778, label %search.feature.body322.10.preheader

search.feature.body322.10.preheader:              ; preds = %iter.check3824, %vec.epilog.iter.check3851, %vec.epilog.middle.block3863
  %search.feature3241193.10.ph = phi i64 [ 0, %iter.check3824 ], [ %n.vec3829, %vec.epilog.iter.check3851 ], [ %n.vec3855, %vec.epilog.middle.block3863 ]
  %search_count320.01192.10.ph = phi i64 [ 0, %iter.check3824 ], [ %6554, %vec.epilog.iter.check3851 ], [ %6561, %vec.epilog.middle.block3863 ]
  br label %search.feature.body322.10

search.feature.body322.10:                        ; preds = %search.feature.body322.10.preheader, %search.feature.body322.10
  %search.feature3241193.10 = phi i64 [ %6566, %search.feature.body322.10 ], [ %search.feature3241193.10.ph, %search.feature.body322.10.preheader ]
  %search_count320.01192.10 = phi i64 [ %6565, %search.feature.body322.10 ], [ %search_count320.01192.10.ph, %search.feature.body322.10.preheader ]
  %6562 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3241193.10
  %key325.10 = load i32, ptr %6562, align 4
  %6563 = icmp uge i32 %key325.10, %candidate.10
  %6564 = zext i1 %6563 to i64
  %6565 = add i64 %search_count320.01192.10, %6564
  %6566 = add nuw i64 %search.feature3241193.10, 1
  %exitcond1506.10.not = icmp eq i64 %6566, %n_features
  br i1 %exitcond1506.10.not, label %iter.check3778, label %search.feature.body322.10, !llvm.loop !59

iter.check3778:                                   ; preds = %search.feature.body322.10, %vec.epilog.middle.block3863, %middle.block3843
  %.lcssa2168 = phi i64 [ %6561, %vec.epilog.middle.block3863 ], [ %6554, %middle.block3843 ], [ %6565, %search.feature.body322.10 ]
  %6567 = uitofp i64 %.lcssa2168 to float
  %6568 = fcmp oge float %6567, %top_k319
  %6569 = select i1 %6568, i32 %candidate.10, i32 %6536
  %candidate.11 = or i32 %6569, 1048576
  br i1 %min.iters.check3776, label %search.feature.body322.11.preheader, label %vector.main.loop.iter.check3780

vector.main.loop.iter.check3780:                  ; preds = %iter.check3778
  br i1 %min.iters.check3779, label %vec.epilog.ph3807, label %vector.ph3781

vector.ph3781:                                    ; preds = %vector.main.loop.iter.check3780
  %broadcast.splatinsert3784 = insertelement <4 x i32> poison, i32 %candidate.11, i64 0
  %broadcast.splat3785 = shufflevector <4 x i32> %broadcast.splatinsert3784, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3786

vector.body3786:                                  ; preds = %vector.body3786, %vector.ph3781
  %index3787 = phi i64 [ 0, %vector.ph3781 ], [ %index.next3796, %vector.body3786 ]
  %vec.phi3788 = phi <4 x i64> [ zeroinitializer, %vector.ph3781 ], [ %6582, %vector.body3786 ]
  %vec.phi3789 = phi <4 x i64> [ zeroinitializer, %vector.ph3781 ], [ %6583, %vector.body3786 ]
  %vec.phi3790 = phi <4 x i64> [ zeroinitializer, %vector.ph3781 ], [ %6584, %vector.body3786 ]
  %vec.phi3791 = phi <4 x i64> [ zeroinitializer, %vector.ph3781 ], [ %6585, %vector.body3786 ]
  %6570 = getelementptr inbounds float, ptr %scratch, i64 %index3787
  %6571 = getelementptr inbounds nuw i8, ptr %6570, i64 16
  %6572 = getelementptr inbounds nuw i8, ptr %6570, i64 32
  %6573 = getelementptr inbounds nuw i8, ptr %6570, i64 48
  %wide.load3792 = load <4 x i32>, ptr %6570, align 4
  %wide.load3793 = load <4 x i32>, ptr %6571, align 4
  %wide.load3794 = load <4 x i32>, ptr %6572, align 4
  %wide.load3795 = load <4 x i32>, ptr %6573, align 4
  %6574 = icmp uge <4 x i32> %wide.load3792, %broadcast.splat3785
  %6575 = icmp uge <4 x i32> %wide.load3793, %broadcast.splat3785
  %6576 = icmp uge <4 x i32> %wide.load3794, %broadcast.splat3785
  %6577 = icmp uge <4 x i32> %wide.load3795, %broadcast.splat3785
  %6578 = zext <4 x i1> %6574 to <4 x i64>
  %6579 = zext <4 x i1> %6575 to <4 x i64>
  %6580 = zext <4 x i1> %6576 to <4 x i64>
  %6581 = zext <4 x i1> %6577 to <4 x i64>
  %6582 = add <4 x i64> %vec.phi3788, %6578
  %6583 = add <4 x i64> %vec.phi3789, %6579
  %6584 = add <4 x i64> %vec.phi3790, %6580
  %6585 = add <4 x i64> %vec.phi3791, %6581
  %index.next3796 = add nuw i64 %index3787, 16
  %6586 = icmp eq i64 %index.next3796, %n.vec3783
  br i1 %6586, label %middle.block3797, label %vector.body3786, !llvm.loop !60

middle.block3797:                                 ; preds = %vector.body3786
  %bin.rdx3798 = add <4 x i64> %6583, %6582
  %bin.rdx3799 = add <4 x i64> %6584, %bin.rdx3798
  %bin.rdx3800 = add <4 x i64> %6585, %bin.rdx3799
  %6587 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3800)
  br i1 %cmp.n3801, label %iter.check3732, label %vec.epilog.iter.check3805

vec.epilog.iter.check3805:                        ; preds = %middle.block3797
  br i1 %min.epilog.iters.check3806, label %search.feature.body322.11.preheader, label %vec.epilog.ph3807, !prof !25

vec.epilog.ph3807:                                ; preds = %vector.main.loop.iter.check3780, %vec.epilog.iter.check3805
  %vec.epilog.resume.val3802 = phi i64 [ %n.vec3783, %vec.epilog.iter.check3805 ], [ 0, %vector.main.loop.iter.check3780 ]
  %bc.merge.rdx3803 = phi i64 [ %6587, %vec.epilog.iter.check3805 ], [ 0, %vector.main.loop.iter.check3780 ]
  %6588 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3803, i64 0
  %broadcast.splatinsert3810 = insertelement <4 x i32> poison, i32 %candidate.11, i64 0
  %broadcast.splat3811 = shufflevector <4 x i32> %broadcast.splatinsert3810, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3812

vec.epilog.vector.body3812:                       ; preds = %vec.epilog.vector.body3812, %vec.epilog.ph3807
  %index3813 = phi i64 [ %vec.epilog.resume.val3802, %vec.epilog.ph3807 ], [ %index.next3816, %vec.epilog.vector.body3812 ]
  %vec.phi3814 = phi <4 x i64> [ %6588, %vec.epilog.ph3807 ], [ %6592, %vec.epilog.vector.body3812 ]
  %6589 = getelementptr inbounds float, ptr %scratch, i64 %index3813
  %wide.load3815 = load <4 x i32>, ptr %6589, align 4
  %6590 = icmp uge <4 x i32> %wide.load3815, %broadcast.splat3811
  %6591 = zext <4 x i1> %6590 to <4 x i64>
  %6592 = add <4 x i64> %vec.phi3814, %6591
  %index.next3816 = add nuw i64 %index3813, 4
  %6593 = icmp eq i64 %index.next3816, %n.vec3809
  br i1 %6593, label %vec.epilog.middle.block3817, label %vec.epilog.vector.body3812, !llvm.loop !61

vec.epilog.middle.block3817:                      ; preds = %vec.epilog.vector.body3812
  %6594 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6592)
  br i1 %cmp.n3818, label %iter.check3732, label %search.feature.body322.11.preheader

search.feature.body322.11.preheader:              ; preds = %iter.check3778, %vec.epilog.iter.check3805, %vec.epilog.middle.block3817
  %search.feature3241193.11.ph = phi i64 [ 0, %iter.check3778 ], [ %n.vec3783, %vec.epilog.iter.check3805 ], [ %n.vec3809, %vec.epilog.middle.block3817 ]
  %search_count320.01192.11.ph = phi i64 [ 0, %iter.check3778 ], [ %6587, %vec.epilog.iter.check3805 ], [ %6594, %vec.epilog.middle.block3817 ]
  br label %search.feature.body322.11

search.feature.body322.11:                        ; preds = %search.feature.body322.11.preheader, %search.feature.body322.11
  %search.feature3241193.11 = phi i64 [ %6599, %search.feature.body322.11 ], [ %search.feature3241193.11.ph, %search.feature.body322.11.preheader ]
  %search_count320.01192.11 = phi i64 [ %6598, %search.feature.body322.11 ], [ %search_count320.01192.11.ph, %search.feature.body322.11.preheader ]
  %6595 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3241193.11
  %key325.11 = load i32, ptr %6595, align 4
  %6596 = icmp uge i32 %key325.11, %candidate.11
  %6597 = zext i1 %6596 to i64
  %6598 = add i64 %search_count320.01192.11, %6597
  %6599 = add nuw i64 %search.feature3241193.11, 1
  %exitcond1506.11.not = icmp eq i64 %6599, %n_features
  br i1 %exitcond1506.11.not, label %iter.check3732, label %search.feature.body322.11, !llvm.loop !62

iter.check3732:                                   ; preds = %search.feature.body322.11, %vec.epilog.middle.block3817, %middle.block3797
  %.lcssa2169 = phi i64 [ %6594, %vec.epilog.middle.block3817 ], [ %6587, %middle.block3797 ], [ %6598, %search.feature.body322.11 ]
  %6600 = uitofp i64 %.lcssa2169 to float
  %6601 = fcmp oge float %6600, %top_k319
  %6602 = select i1 %6601, i32 %candidate.11, i32 %6569
  %candidate.12 = or i32 %6602, 524288
  br i1 %min.iters.check3730, label %search.feature.body322.12.preheader, label %vector.main.loop.iter.check3734

vector.main.loop.iter.check3734:                  ; preds = %iter.check3732
  br i1 %min.iters.check3733, label %vec.epilog.ph3761, label %vector.ph3735

vector.ph3735:                                    ; preds = %vector.main.loop.iter.check3734
  %broadcast.splatinsert3738 = insertelement <4 x i32> poison, i32 %candidate.12, i64 0
  %broadcast.splat3739 = shufflevector <4 x i32> %broadcast.splatinsert3738, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3740

vector.body3740:                                  ; preds = %vector.body3740, %vector.ph3735
  %index3741 = phi i64 [ 0, %vector.ph3735 ], [ %index.next3750, %vector.body3740 ]
  %vec.phi3742 = phi <4 x i64> [ zeroinitializer, %vector.ph3735 ], [ %6615, %vector.body3740 ]
  %vec.phi3743 = phi <4 x i64> [ zeroinitializer, %vector.ph3735 ], [ %6616, %vector.body3740 ]
  %vec.phi3744 = phi <4 x i64> [ zeroinitializer, %vector.ph3735 ], [ %6617, %vector.body3740 ]
  %vec.phi3745 = phi <4 x i64> [ zeroinitializer, %vector.ph3735 ], [ %6618, %vector.body3740 ]
  %6603 = getelementptr inbounds float, ptr %scratch, i64 %index3741
  %6604 = getelementptr inbounds nuw i8, ptr %6603, i64 16
  %6605 = getelementptr inbounds nuw i8, ptr %6603, i64 32
  %6606 = getelementptr inbounds nuw i8, ptr %6603, i64 48
  %wide.load3746 = load <4 x i32>, ptr %6603, align 4
  %wide.load3747 = load <4 x i32>, ptr %6604, align 4
  %wide.load3748 = load <4 x i32>, ptr %6605, align 4
  %wide.load3749 = load <4 x i32>, ptr %6606, align 4
  %6607 = icmp uge <4 x i32> %wide.load3746, %broadcast.splat3739
  %6608 = icmp uge <4 x i32> %wide.load3747, %broadcast.splat3739
  %6609 = icmp uge <4 x i32> %wide.load3748, %broadcast.splat3739
  %6610 = icmp uge <4 x i32> %wide.load3749, %broadcast.splat3739
  %6611 = zext <4 x i1> %6607 to <4 x i64>
  %6612 = zext <4 x i1> %6608 to <4 x i64>
  %6613 = zext <4 x i1> %6609 to <4 x i64>
  %6614 = zext <4 x i1> %6610 to <4 x i64>
  %6615 = add <4 x i64> %vec.phi3742, %6611
  %6616 = add <4 x i64> %vec.phi3743, %6612
  %6617 = add <4 x i64> %vec.phi3744, %6613
  %6618 = add <4 x i64> %vec.phi3745, %6614
  %index.next3750 = add nuw i64 %index3741, 16
  %6619 = icmp eq i64 %index.next3750, %n.vec3737
  br i1 %6619, label %middle.block3751, label %vector.body3740, !llvm.loop !63

middle.block3751:                                 ; preds = %vector.body3740
  %bin.rdx3752 = add <4 x i64> %6616, %6615
  %bin.rdx3753 = add <4 x i64> %6617, %bin.rdx3752
  %bin.rdx3754 = add <4 x i64> %6618, %bin.rdx3753
  %6620 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3754)
  br i1 %cmp.n3755, label %iter.check3686, label %vec.epilog.iter.check3759

vec.epilog.iter.check3759:                        ; preds = %middle.block3751
  br i1 %min.epilog.iters.check3760, label %search.feature.body322.12.preheader, label %vec.epilog.ph3761, !prof !25

vec.epilog.ph3761:                                ; preds = %vector.main.loop.iter.check3734, %vec.epilog.iter.check3759
  %vec.epilog.resume.val3756 = phi i64 [ %n.vec3737, %vec.epilog.iter.check3759 ], [ 0, %vector.main.loop.iter.check3734 ]
  %bc.merge.rdx3757 = phi i64 [ %6620, %vec.epilog.iter.check3759 ], [ 0, %vector.main.loop.iter.check3734 ]
  %6621 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3757, i64 0
  %broadcast.splatinsert3764 = insertelement <4 x i32> poison, i32 %candidate.12, i64 0
  %broadcast.splat3765 = shufflevector <4 x i32> %broadcast.splatinsert3764, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3766

vec.epilog.vector.body3766:                       ; preds = %vec.epilog.vector.body3766, %vec.epilog.ph3761
  %index3767 = phi i64 [ %vec.epilog.resume.val3756, %vec.epilog.ph3761 ], [ %index.next3770, %vec.epilog.vector.body3766 ]
  %vec.phi3768 = phi <4 x i64> [ %6621, %vec.epilog.ph3761 ], [ %6625, %vec.epilog.vector.body3766 ]
  %6622 = getelementptr inbounds float, ptr %scratch, i64 %index3767
  %wide.load3769 = load <4 x i32>, ptr %6622, align 4
  %6623 = icmp uge <4 x i32> %wide.load3769, %broadcast.splat3765
  %6624 = zext <4 x i1> %6623 to <4 x i64>
  %6625 = add <4 x i64> %vec.phi3768, %6624
  %index.next3770 = add nuw i64 %index3767, 4
  %6626 = icmp eq i64 %index.next3770, %n.vec3763
  br i1 %6626, label %vec.epilog.middle.block3771, label %vec.epilog.vector.body3766, !llvm.loop !64

vec.epilog.middle.block3771:                      ; preds = %vec.epilog.vector.body3766
  %6627 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6625)
  br i1 %cmp.n3772, label %iter.check3686, label %search.feature.body322.12.preheader

search.feature.body322.12.preheader:              ; preds = %iter.check3732, %vec.epilog.iter.check3759, %vec.epilog.middle.block3771
  %search.feature3241193.12.ph = phi i64 [ 0, %iter.check3732 ], [ %n.vec3737, %vec.epilog.iter.check3759 ], [ %n.vec3763, %vec.epilog.middle.block3771 ]
  %search_count320.01192.12.ph = phi i64 [ 0, %iter.check3732 ], [ %6620, %vec.epilog.iter.check3759 ], [ %6627, %vec.epilog.middle.block3771 ]
  br label %search.feature.body322.12

search.feature.body322.12:                        ; preds = %search.feature.body322.12.preheader, %search.feature.body322.12
  %search.feature3241193.12 = phi i64 [ %6632, %search.feature.body322.12 ], [ %search.feature3241193.12.ph, %search.feature.body322.12.preheader ]
  %search_count320.01192.12 = phi i64 [ %6631, %search.feature.body322.12 ], [ %search_count320.01192.12.ph, %search.feature.body322.12.preheader ]
  %6628 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3241193.12
  %key325.12 = load i32, ptr %6628, align 4
  %6629 = icmp uge i32 %key325.12, %candidate.12
  %6630 = zext i1 %6629 to i64
  %6631 = add i64 %search_count320.01192.12, %6630
  %6632 = add nuw i64 %search.feature3241193.12, 1
  %exitcond1506.12.not = icmp eq i64 %6632, %n_features
  br i1 %exitcond1506.12.not, label %iter.check3686, label %search.feature.body322.12, !llvm.loop !65

iter.check3686:                                   ; preds = %search.feature.body322.12, %vec.epilog.middle.block3771, %middle.block3751
  %.lcssa2170 = phi i64 [ %6627, %vec.epilog.middle.block3771 ], [ %6620, %middle.block3751 ], [ %6631, %search.feature.body322.12 ]
  %6633 = uitofp i64 %.lcssa2170 to float
  %6634 = fcmp oge float %6633, %top_k319
  %6635 = select i1 %6634, i32 %candidate.12, i32 %6602
  %candidate.13 = or i32 %6635, 262144
  br i1 %min.iters.check3684, label %search.feature.body322.13.preheader, label %vector.main.loop.iter.check3688

vector.main.loop.iter.check3688:                  ; preds = %iter.check3686
  br i1 %min.iters.check3687, label %vec.epilog.ph3715, label %vector.ph3689

vector.ph3689:                                    ; preds = %vector.main.loop.iter.check3688
  %broadcast.splatinsert3692 = insertelement <4 x i32> poison, i32 %candidate.13, i64 0
  %broadcast.splat3693 = shufflevector <4 x i32> %broadcast.splatinsert3692, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3694

vector.body3694:                                  ; preds = %vector.body3694, %vector.ph3689
  %index3695 = phi i64 [ 0, %vector.ph3689 ], [ %index.next3704, %vector.body3694 ]
  %vec.phi3696 = phi <4 x i64> [ zeroinitializer, %vector.ph3689 ], [ %6648, %vector.body3694 ]
  %vec.phi3697 = phi <4 x i64> [ zeroinitializer, %vector.ph3689 ], [ %6649, %vector.body3694 ]
  %vec.phi3698 = phi <4 x i64> [ zeroinitializer, %vector.ph3689 ], [ %6650, %vector.body3694 ]
  %vec.phi3699 = phi <4 x i64> [ zeroinitializer, %vector.ph3689 ], [ %6651, %vector.body3694 ]
  %6636 = getelementptr inbounds float, ptr %scratch, i64 %index3695
  %6637 = getelementptr inbounds nuw i8, ptr %6636, i64 16
  %6638 = getelementptr inbounds nuw i8, ptr %6636, i64 32
  %6639 = getelementptr inbounds nuw i8, ptr %6636, i64 48
  %wide.load3700 = load <4 x i32>, ptr %6636, align 4
  %wide.load3701 = load <4 x i32>, ptr %6637, align 4
  %wide.load3702 = load <4 x i32>, ptr %6638, align 4
  %wide.load3703 = load <4 x i32>, ptr %6639, align 4
  %6640 = icmp uge <4 x i32> %wide.load3700, %broadcast.splat3693
  %6641 = icmp uge <4 x i32> %wide.load3701, %broadcast.splat3693
  %6642 = icmp uge <4 x i32> %wide.load3702, %broadcast.splat3693
  %6643 = icmp uge <4 x i32> %wide.load3703, %broadcast.splat3693
  %6644 = zext <4 x i1> %6640 to <4 x i64>
  %6645 = zext <4 x i1> %6641 to <4 x i64>
  %6646 = zext <4 x i1> %6642 to <4 x i64>
  %6647 = zext <4 x i1> %6643 to <4 x i64>
  %6648 = add <4 x i64> %vec.phi3696, %6644
  %6649 = add <4 x i64> %vec.phi3697, %6645
  %6650 = add <4 x i64> %vec.phi3698, %6646
  %6651 = add <4 x i64> %vec.phi3699, %6647
  %index.next3704 = add nuw i64 %index3695, 16
  %6652 = icmp eq i64 %index.next3704, %n.vec3691
  br i1 %6652, label %middle.block3705, label %vector.body3694, !llvm.loop !66

middle.block3705:                                 ; preds = %vector.body3694
  %bin.rdx3706 = add <4 x i64> %6649, %6648
  %bin.rdx3707 = add <4 x i64> %6650, %bin.rdx3706
  %bin.rdx3708 = add <4 x i64> %6651, %bin.rdx3707
  %6653 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3708)
  br i1 %cmp.n3709, label %iter.check3640, label %vec.epilog.iter.check3713

vec.epilog.iter.check3713:                        ; preds = %middle.block3705
  br i1 %min.epilog.iters.check3714, label %search.feature.body322.13.preheader, label %vec.epilog.ph3715, !prof !25

vec.epilog.ph3715:                                ; preds = %vector.main.loop.iter.check3688, %vec.epilog.iter.check3713
  %vec.epilog.resume.val3710 = phi i64 [ %n.vec3691, %vec.epilog.iter.check3713 ], [ 0, %vector.main.loop.iter.check3688 ]
  %bc.merge.rdx3711 = phi i64 [ %6653, %vec.epilog.iter.check3713 ], [ 0, %vector.main.loop.iter.check3688 ]
  %6654 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3711, i64 0
  %broadcast.splatinsert3718 = insertelement <4 x i32> poison, i32 %candidate.13, i64 0
  %broadcast.splat3719 = shufflevector <4 x i32> %broadcast.splatinsert3718, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3720

vec.epilog.vector.body3720:                       ; preds = %vec.epilog.vector.body3720, %vec.epilog.ph3715
  %index3721 = phi i64 [ %vec.epilog.resume.val3710, %vec.epilog.ph3715 ], [ %index.next3724, %vec.epilog.vector.body3720 ]
  %vec.phi3722 = phi <4 x i64> [ %6654, %vec.epilog.ph3715 ], [ %6658, %vec.epilog.vector.body3720 ]
  %6655 = getelementptr inbounds float, ptr %scratch, i64 %index3721
  %wide.load3723 = load <4 x i32>, ptr %6655, align 4
  %6656 = icmp uge <4 x i32> %wide.load3723, %broadcast.splat3719
  %6657 = zext <4 x i1> %6656 to <4 x i64>
  %6658 = add <4 x i64> %vec.phi3722, %6657
  %index.next3724 = add nuw i64 %index3721, 4
  %6659 = icmp eq i64 %index.next3724, %n.vec3717
  br i1 %6659, label %vec.epilog.middle.block3725, label %vec.epilog.vector.body3720, !llvm.loop !67

vec.epilog.middle.block3725:                      ; preds = %vec.epilog.vector.body3720
  %6660 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6658)
  br i1 %cmp.n3726, label %iter.check3640, label %search.feature.body322.13.preheader

search.feature.body322.13.preheader:              ; preds = %iter.check3686, %vec.epilog.iter.check3713, %vec.epilog.middle.block3725
  %search.feature3241193.13.ph = phi i64 [ 0, %iter.check3686 ], [ %n.vec3691, %vec.epilog.iter.check3713 ], [ %n.vec3717, %vec.epilog.middle.block3725 ]
  %search_count320.01192.13.ph = phi i64 [ 0, %iter.check3686 ], [ %6653, %vec.epilog.iter.check3713 ], [ %6660, %vec.epilog.middle.block3725 ]
  br label %search.feature.body322.13

search.feature.body322.13:                        ; preds = %search.feature.body322.13.preheader, %search.feature.body322.13
  %search.feature3241193.13 = phi i64 [ %6665, %search.feature.body322.13 ], [ %search.feature3241193.13.ph, %search.feature.body322.13.preheader ]
  %search_count320.01192.13 = phi i64 [ %6664, %search.feature.body322.13 ], [ %search_count320.01192.13.ph, %search.feature.body322.13.preheader ]
  %6661 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3241193.13
  %key325.13 = load i32, ptr %6661, align 4
  %6662 = icmp uge i32 %key325.13, %candidate.13
  %6663 = zext i1 %6662 to i64
  %6664 = add i64 %search_count320.01192.13, %6663
  %6665 = add nuw i64 %search.feature3241193.13, 1
  %exitcond1506.13.not = icmp eq i64 %6665, %n_features
  br i1 %exitcond1506.13.not, label %iter.check3640, label %search.feature.body322.13, !llvm.loop !68

iter.check3640:                                   ; preds = %search.feature.body322.13, %vec.epilog.middle.block3725, %middle.block3705
  %.lcssa2171 = phi i64 [ %6660, %vec.epilog.middle.block3725 ], [ %6653, %middle.block3705 ], [ %6664, %search.feature.body322.13 ]
  %6666 = uitofp i64 %.lcssa2171 to float
  %6667 = fcmp oge float %6666, %top_k319
  %6668 = select i1 %6667, i32 %candidate.13, i32 %6635
  %candidate.14 = or i32 %6668, 131072
  br i1 %min.iters.check3638, label %search.feature.body322.14.preheader, label %vector.main.loop.iter.check3642

vector.main.loop.iter.check3642:                  ; preds = %iter.check3640
  br i1 %min.iters.check3641, label %vec.epilog.ph3669, label %vector.ph3643

vector.ph3643:                                    ; preds = %vector.main.loop.iter.check3642
  %broadcast.splatinsert3646 = insertelement <4 x i32> poison, i32 %candidate.14, i64 0
  %broadcast.splat3647 = shufflevector <4 x i32> %broadcast.splatinsert3646, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3648

vector.body3648:                                  ; preds = %vector.body3648, %vector.ph3643
  %index3649 = phi i64 [ 0, %vector.ph3643 ], [ %index.next3658, %vector.body3648 ]
  %vec.phi3650 = phi <4 x i64> [ zeroinitializer, %vector.ph3643 ], [ %6681, %vector.body3648 ]
  %vec.phi3651 = phi <4 x i64> [ zeroinitializer, %vector.ph3643 ], [ %6682, %vector.body3648 ]
  %vec.phi3652 = phi <4 x i64> [ zeroinitializer, %vector.ph3643 ], [ %6683, %vector.body3648 ]
  %vec.phi3653 = phi <4 x i64> [ zeroinitializer, %vector.ph3643 ], [ %6684, %vector.body3648 ]
  %6669 = getelementptr inbounds float, ptr %scratch, i64 %index3649
  %6670 = getelementptr inbounds nuw i8, ptr %6669, i64 16
  %6671 = getelementptr inbounds nuw i8, ptr %6669, i64 32
  %6672 = getelementptr inbounds nuw i8, ptr %6669, i64 48
  %wide.load3654 = load <4 x i32>, ptr %6669, align 4
  %wide.load3655 = load <4 x i32>, ptr %6670, align 4
  %wide.load3656 = load <4 x i32>, ptr %6671, align 4
  %wide.load3657 = load <4 x i32>, ptr %6672, align 4
  %6673 = icmp uge <4 x i32> %wide.load3654, %broadcast.splat3647
  %6674 = icmp uge <4 x i32> %wide.load3655, %broadcast.splat3647
  %6675 = icmp uge <4 x i32> %wide.load3656, %broadcast.splat3647
  %6676 = icmp uge <4 x i32> %wide.load3657, %broadcast.splat3647
  %6677 = zext <4 x i1> %6673 to <4 x i64>
  %6678 = zext <4 x i1> %6674 to <4 x i64>
  %6679 = zext <4 x i1> %6675 to <4 x i64>
  %6680 = zext <4 x i1> %6676 to <4 x i64>
  %6681 = add <4 x i64> %vec.phi3650, %6677
  %6682 = add <4 x i64> %vec.phi3651, %6678
  %6683 = add <4 x i64> %vec.phi3652, %6679
  %6684 = add <4 x i64> %vec.phi3653, %6680
  %index.next3658 = add nuw i64 %index3649, 16
  %6685 = icmp eq i64 %index.next3658, %n.vec3645
  br i1 %6685, label %middle.block3659, label %vector.body3648, !llvm.loop !69

middle.block3659:                                 ; preds = %vector.body3648
  %bin.rdx3660 = add <4 x i64> %6682, %6681
  %bin.rdx3661 = add <4 x i64> %6683, %bin.rdx3660
  %bin.rdx3662 = add <4 x i64> %6684, %bin.rdx3661
  %6686 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3662)
  br i1 %cmp.n3663, label %iter.check3594, label %vec.epilog.iter.check3667

vec.epilog.iter.check3667:                        ; preds = %middle.block3659
  br i1 %min.epilog.iters.check3668, label %search.feature.body322.14.preheader, label %vec.epilog.ph3669, !prof !25

vec.epilog.ph3669:                                ; preds = %vector.main.loop.iter.check3642, %vec.epilog.iter.check3667
  %vec.epilog.resume.val3664 = phi i64 [ %n.vec3645, %vec.epilog.iter.check3667 ], [ 0, %vector.main.loop.iter.check3642 ]
  %bc.merge.rdx3665 = phi i64 [ %6686, %vec.epilog.iter.check3667 ], [ 0, %vector.main.loop.iter.check3642 ]
  %6687 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3665, i64 0
  %broadcast.splatinsert3672 = insertelement <4 x i32> poison, i32 %candidate.14, i64 0
  %broadcast.splat3673 = shufflevector <4 x i32> %broadcast.splatinsert3672, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3674

vec.epilog.vector.body3674:                       ; preds = %vec.epilog.vector.body3674, %vec.epilog.ph3669
  %index3675 = phi i64 [ %vec.epilog.resume.val3664, %vec.epilog.ph3669 ], [ %index.next3678, %vec.epilog.vector.body3674 ]
  %vec.phi3676 = phi <4 x i64> [ %6687, %vec.epilog.ph3669 ], [ %6691, %vec.epilog.vector.body3674 ]
  %6688 = getelementptr inbounds float, ptr %scratch, i64 %index3675
  %wide.load3677 = load <4 x i32>, ptr %6688, align 4
  %6689 = icmp uge <4 x i32> %wide.load3677, %broadcast.splat3673
  %6690 = zext <4 x i1> %6689 to <4 x i64>
  %6691 = add <4 x i64> %vec.phi3676, %6690
  %index.next3678 = add nuw i64 %index3675, 4
  %6692 = icmp eq i64 %index.next3678, %n.vec3671
  br i1 %6692, label %vec.epilog.middle.block3679, label %vec.epilog.vector.body3674, !llvm.loop !70

vec.epilog.middle.block3679:                      ; preds = %vec.epilog.vector.body3674
  %6693 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6691)
  br i1 %cmp.n3680, label %iter.check3594, label %search.feature.body322.14.preheader

search.feature.body322.14.preheader:              ; preds = %iter.check3640, %vec.epilog.iter.check3667, %vec.epilog.middle.block3679
  %search.feature3241193.14.ph = phi i64 [ 0, %iter.check3640 ], [ %n.vec3645, %vec.epilog.iter.check3667 ], [ %n.vec3671, %vec.epilog.middle.block3679 ]
  %search_count320.01192.14.ph = phi i64 [ 0, %iter.check3640 ], [ %6686, %vec.epilog.iter.check3667 ], [ %6693, %vec.epilog.middle.block3679 ]
  br label %search.feature.body322.14

search.feature.body322.14:                        ; preds = %search.feature.body322.14.preheader, %search.feature.body322.14
  %search.feature3241193.14 = phi i64 [ %6698, %search.feature.body322.14 ], [ %search.feature3241193.14.ph, %search.feature.body322.14.preheader ]
  %search_count320.01192.14 = phi i64 [ %6697, %search.feature.body322.14 ], [ %search_count320.01192.14.ph, %search.feature.body322.14.preheader ]
  %6694 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3241193.14
  %key325.14 = load i32, ptr %6694, align 4
  %6695 = icmp uge i32 %key325.14, %candidate.14
  %6696 = zext i1 %6695 to i64
  %6697 = add i64 %search_count320.01192.14, %6696
  %6698 = add nuw i64 %search.feature3241193.14, 1
  %exitcond1506.14.not = icmp eq i64 %6698, %n_features
  br i1 %exitcond1506.14.not, label %iter.check3594, label %search.feature.body322.14, !llvm.loop !71

iter.check3594:                                   ; preds = %search.feature.body322.14, %vec.epilog.middle.block3679, %middle.block3659
  %.lcssa2172 = phi i64 [ %6693, %vec.epilog.middle.block3679 ], [ %6686, %middle.block3659 ], [ %6697, %search.feature.body322.14 ]
  %6699 = uitofp i64 %.lcssa2172 to float
  %6700 = fcmp oge float %6699, %top_k319
  %6701 = select i1 %6700, i32 %candidate.14, i32 %6668
  %candidate.15 = or i32 %6701, 65536
  br i1 %min.iters.check3592, label %search.feature.body322.15.preheader, label %vector.main.loop.iter.check3596

vector.main.loop.iter.check3596:                  ; preds = %iter.check3594
  br i1 %min.iters.check3595, label %vec.epilog.ph3623, label %vector.ph3597

vector.ph3597:                                    ; preds = %vector.main.loop.iter.check3596
  %broadcast.splatinsert3600 = insertelement <4 x i32> poison, i32 %candidate.15, i64 0
  %broadcast.splat3601 = shufflevector <4 x i32> %broadcast.splatinsert3600, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3602

vector.body3602:                                  ; preds = %vector.body3602, %vector.ph3597
  %index3603 = phi i64 [ 0, %vector.ph3597 ], [ %index.next3612, %vector.body3602 ]
  %vec.phi3604 = phi <4 x i64> [ zeroinitializer, %vector.ph3597 ], [ %6714, %vector.body3602 ]
  %vec.phi3605 = phi <4 x i64> [ zeroinitializer, %vector.ph3597 ], [ %6715, %vector.body3602 ]
  %vec.phi3606 = phi <4 x i64> [ zeroinitializer, %vector.ph3597 ], [ %6716, %vector.body3602 ]
  %vec.phi3607 = phi <4 x i64> [ zeroinitializer, %vector.ph3597 ], [ %6717, %vector.body3602 ]
  %6702 = getelementptr inbounds float, ptr %scratch, i64 %index3603
  %6703 = getelementptr inbounds nuw i8, ptr %6702, i64 16
  %6704 = getelementptr inbounds nuw i8, ptr %6702, i64 32
  %6705 = getelementptr inbounds nuw i8, ptr %6702, i64 48
  %wide.load3608 = load <4 x i32>, ptr %6702, align 4
  %wide.load3609 = load <4 x i32>, ptr %6703, align 4
  %wide.load3610 = load <4 x i32>, ptr %6704, align 4
  %wide.load3611 = load <4 x i32>, ptr %6705, align 4
  %6706 = icmp uge <4 x i32> %wide.load3608, %broadcast.splat3601
  %6707 = icmp uge <4 x i32> %wide.load3609, %broadcast.splat3601
  %6708 = icmp uge <4 x i32> %wide.load3610, %broadcast.splat3601
  %6709 = icmp uge <4 x i32> %wide.load3611, %broadcast.splat3601
  %6710 = zext <4 x i1> %6706 to <4 x i64>
  %6711 = zext <4 x i1> %6707 to <4 x i64>
  %6712 = zext <4 x i1> %6708 to <4 x i64>
  %6713 = zext <4 x i1> %6709 to <4 x i64>
  %6714 = add <4 x i64> %vec.phi3604, %6710
  %6715 = add <4 x i64> %vec.phi3605, %6711
  %6716 = add <4 x i64> %vec.phi3606, %6712
  %6717 = add <4 x i64> %vec.phi3607, %6713
  %index.next3612 = add nuw i64 %index3603, 16
  %6718 = icmp eq i64 %index.next3612, %n.vec3599
  br i1 %6718, label %middle.block3613, label %vector.body3602, !llvm.loop !72

middle.block3613:                                 ; preds = %vector.body3602
  %bin.rdx3614 = add <4 x i64> %6715, %6714
  %bin.rdx3615 = add <4 x i64> %6716, %bin.rdx3614
  %bin.rdx3616 = add <4 x i64> %6717, %bin.rdx3615
  %6719 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3616)
  br i1 %cmp.n3617, label %search.compact.body.preheader, label %vec.epilog.iter.check3621

vec.epilog.iter.check3621:                        ; preds = %middle.block3613
  br i1 %min.epilog.iters.check3622, label %search.feature.body322.15.preheader, label %vec.epilog.ph3623, !prof !25

vec.epilog.ph3623:                                ; preds = %vector.main.loop.iter.check3596, %vec.epilog.iter.check3621
  %vec.epilog.resume.val3618 = phi i64 [ %n.vec3599, %vec.epilog.iter.check3621 ], [ 0, %vector.main.loop.iter.check3596 ]
  %bc.merge.rdx3619 = phi i64 [ %6719, %vec.epilog.iter.check3621 ], [ 0, %vector.main.loop.iter.check3596 ]
  %6720 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3619, i64 0
  %broadcast.splatinsert3626 = insertelement <4 x i32> poison, i32 %candidate.15, i64 0
  %broadcast.splat3627 = shufflevector <4 x i32> %broadcast.splatinsert3626, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3628

vec.epilog.vector.body3628:                       ; preds = %vec.epilog.vector.body3628, %vec.epilog.ph3623
  %index3629 = phi i64 [ %vec.epilog.resume.val3618, %vec.epilog.ph3623 ], [ %index.next3632, %vec.epilog.vector.body3628 ]
  %vec.phi3630 = phi <4 x i64> [ %6720, %vec.epilog.ph3623 ], [ %6724, %vec.epilog.vector.body3628 ]
  %6721 = getelementptr inbounds float, ptr %scratch, i64 %index3629
  %wide.load3631 = load <4 x i32>, ptr %6721, align 4
  %6722 = icmp uge <4 x i32> %wide.load3631, %broadcast.splat3627
  %6723 = zext <4 x i1> %6722 to <4 x i64>
  %6724 = add <4 x i64> %vec.phi3630, %6723
  %index.next3632 = add nuw i64 %index3629, 4
  %6725 = icmp eq i64 %index.next3632, %n.vec3625
  br i1 %6725, label %vec.epilog.middle.block3633, label %vec.epilog.vector.body3628, !llvm.loop !73

vec.epilog.middle.block3633:                      ; preds = %vec.epilog.vector.body3628
  %6726 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6724)
  br i1 %cmp.n3634, label %search.compact.body.preheader, label %search.feature.body322.15.preheader

search.feature.body322.15.preheader:              ; preds = %iter.check3594, %vec.epilog.iter.check3621, %vec.epilog.middle.block3633
  %search.feature3241193.15.ph = phi i64 [ 0, %iter.check3594 ], [ %n.vec3599, %vec.epilog.iter.check3621 ], [ %n.vec3625, %vec.epilog.middle.block3633 ]
  %search_count320.01192.15.ph = phi i64 [ 0, %iter.check3594 ], [ %6719, %vec.epilog.iter.check3621 ], [ %6726, %vec.epilog.middle.block3633 ]
  br label %search.feature.body322.15

search.feature.body322.15:                        ; preds = %search.feature.body322.15.preheader, %search.feature.body322.15
  %search.feature3241193.15 = phi i64 [ %6731, %search.feature.body322.15 ], [ %search.feature3241193.15.ph, %search.feature.body322.15.preheader ]
  %search_count320.01192.15 = phi i64 [ %6730, %search.feature.body322.15 ], [ %search_count320.01192.15.ph, %search.feature.body322.15.preheader ]
  %6727 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3241193.15
  %key325.15 = load i32, ptr %6727, align 4
  %6728 = icmp uge i32 %key325.15, %candidate.15
  %6729 = zext i1 %6728 to i64
  %6730 = add i64 %search_count320.01192.15, %6729
  %6731 = add nuw i64 %search.feature3241193.15, 1
  %exitcond1506.15.not = icmp eq i64 %6731, %n_features
  br i1 %exitcond1506.15.not, label %search.compact.body.preheader, label %search.feature.body322.15, !llvm.loop !74

search.round.header329.preheader.unr-lcssa:       ; preds = %search.compact.keep.done.1
  br i1 %lcmp.mod4855.not, label %search.round.header329.preheader, label %search.compact.body.epil.preheader

search.compact.body.epil.preheader:               ; preds = %search.round.header329.preheader.unr-lcssa, %search.compact.body.preheader
  %search.compact1199.epil.init = phi i64 [ 0, %search.compact.body.preheader ], [ %6786, %search.round.header329.preheader.unr-lcssa ]
  %compacted.01198.epil.init = phi i64 [ 0, %search.compact.body.preheader ], [ %compacted.1.1, %search.round.header329.preheader.unr-lcssa ]
  %above_prefix.01197.epil.init = phi i64 [ 0, %search.compact.body.preheader ], [ %6780, %search.round.header329.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4858)
  %6732 = getelementptr inbounds float, ptr %scratch, i64 %search.compact1199.epil.init
  %key328.epil = load i32, ptr %6732, align 4
  %top.epil = lshr i32 %key328.epil, 16
  %6733 = icmp samesign ugt i32 %top.epil, %prefix
  %6734 = zext i1 %6733 to i64
  %6735 = add i64 %above_prefix.01197.epil.init, %6734
  %6736 = icmp eq i32 %top.epil, %prefix
  br i1 %6736, label %search.compact.keep.then.epil, label %search.round.header329.preheader

search.compact.keep.then.epil:                    ; preds = %search.compact.body.epil.preheader
  %6737 = getelementptr inbounds float, ptr %scratch, i64 %compacted.01198.epil.init
  store i32 %key328.epil, ptr %6737, align 4
  %6738 = getelementptr float, ptr %3636, i64 %compacted.01198.epil.init
  %6739 = trunc i64 %search.compact1199.epil.init to i32
  store i32 %6739, ptr %6738, align 4
  %6740 = add i64 %compacted.01198.epil.init, 1
  br label %search.round.header329.preheader

search.round.header329.preheader:                 ; preds = %search.compact.body.epil.preheader, %search.compact.keep.then.epil, %search.round.header329.preheader.unr-lcssa
  %compacted.1.lcssa = phi i64 [ %compacted.1.1, %search.round.header329.preheader.unr-lcssa ], [ %6740, %search.compact.keep.then.epil ], [ %compacted.01198.epil.init, %search.compact.body.epil.preheader ]
  %.lcssa4550 = phi i64 [ %6780, %search.round.header329.preheader.unr-lcssa ], [ %6735, %search.compact.keep.then.epil ], [ %6735, %search.compact.body.epil.preheader ]
  %.not1393 = icmp eq i64 %compacted.1.lcssa, 0
  %candidate334 = or i32 %6232, 32768
  br i1 %.not1393, label %search.compacted.exit.14.thread, label %iter.check3547

iter.check3547:                                   ; preds = %search.round.header329.preheader
  %min.iters.check3545 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check3545, label %search.compacted.body.preheader, label %vector.main.loop.iter.check3549

vector.main.loop.iter.check3549:                  ; preds = %iter.check3547
  %min.iters.check3548 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check3548, label %vec.epilog.ph3576, label %vector.ph3550

vector.ph3550:                                    ; preds = %vector.main.loop.iter.check3549
  %n.mod.vf3551 = and i64 %compacted.1.lcssa, 12
  %n.vec3552 = and i64 %compacted.1.lcssa, -16
  %6741 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa4550, i64 0
  %broadcast.splatinsert3553 = insertelement <4 x i32> poison, i32 %candidate334, i64 0
  %broadcast.splat3554 = shufflevector <4 x i32> %broadcast.splatinsert3553, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3555

vector.body3555:                                  ; preds = %vector.body3555, %vector.ph3550
  %index3556 = phi i64 [ 0, %vector.ph3550 ], [ %index.next3565, %vector.body3555 ]
  %vec.phi3557 = phi <4 x i64> [ %6741, %vector.ph3550 ], [ %6754, %vector.body3555 ]
  %vec.phi3558 = phi <4 x i64> [ zeroinitializer, %vector.ph3550 ], [ %6755, %vector.body3555 ]
  %vec.phi3559 = phi <4 x i64> [ zeroinitializer, %vector.ph3550 ], [ %6756, %vector.body3555 ]
  %vec.phi3560 = phi <4 x i64> [ zeroinitializer, %vector.ph3550 ], [ %6757, %vector.body3555 ]
  %6742 = getelementptr inbounds float, ptr %scratch, i64 %index3556
  %6743 = getelementptr inbounds nuw i8, ptr %6742, i64 16
  %6744 = getelementptr inbounds nuw i8, ptr %6742, i64 32
  %6745 = getelementptr inbounds nuw i8, ptr %6742, i64 48
  %wide.load3561 = load <4 x i32>, ptr %6742, align 4
  %wide.load3562 = load <4 x i32>, ptr %6743, align 4
  %wide.load3563 = load <4 x i32>, ptr %6744, align 4
  %wide.load3564 = load <4 x i32>, ptr %6745, align 4
  %6746 = icmp uge <4 x i32> %wide.load3561, %broadcast.splat3554
  %6747 = icmp uge <4 x i32> %wide.load3562, %broadcast.splat3554
  %6748 = icmp uge <4 x i32> %wide.load3563, %broadcast.splat3554
  %6749 = icmp uge <4 x i32> %wide.load3564, %broadcast.splat3554
  %6750 = zext <4 x i1> %6746 to <4 x i64>
  %6751 = zext <4 x i1> %6747 to <4 x i64>
  %6752 = zext <4 x i1> %6748 to <4 x i64>
  %6753 = zext <4 x i1> %6749 to <4 x i64>
  %6754 = add <4 x i64> %vec.phi3557, %6750
  %6755 = add <4 x i64> %vec.phi3558, %6751
  %6756 = add <4 x i64> %vec.phi3559, %6752
  %6757 = add <4 x i64> %vec.phi3560, %6753
  %index.next3565 = add nuw i64 %index3556, 16
  %6758 = icmp eq i64 %index.next3565, %n.vec3552
  br i1 %6758, label %middle.block3566, label %vector.body3555, !llvm.loop !75

middle.block3566:                                 ; preds = %vector.body3555
  %bin.rdx3567 = add <4 x i64> %6755, %6754
  %bin.rdx3568 = add <4 x i64> %6756, %bin.rdx3567
  %bin.rdx3569 = add <4 x i64> %6757, %bin.rdx3568
  %6759 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3569)
  %cmp.n3570 = icmp eq i64 %compacted.1.lcssa, %n.vec3552
  br i1 %cmp.n3570, label %iter.check3501, label %vec.epilog.iter.check3574

vec.epilog.iter.check3574:                        ; preds = %middle.block3566
  %min.epilog.iters.check3575 = icmp eq i64 %n.mod.vf3551, 0
  br i1 %min.epilog.iters.check3575, label %search.compacted.body.preheader, label %vec.epilog.ph3576, !prof !25

vec.epilog.ph3576:                                ; preds = %vector.main.loop.iter.check3549, %vec.epilog.iter.check3574
  %vec.epilog.resume.val3571 = phi i64 [ %n.vec3552, %vec.epilog.iter.check3574 ], [ 0, %vector.main.loop.iter.check3549 ]
  %bc.merge.rdx3572 = phi i64 [ %6759, %vec.epilog.iter.check3574 ], [ %.lcssa4550, %vector.main.loop.iter.check3549 ]
  %n.vec3578 = and i64 %compacted.1.lcssa, -4
  %6760 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3572, i64 0
  %broadcast.splatinsert3579 = insertelement <4 x i32> poison, i32 %candidate334, i64 0
  %broadcast.splat3580 = shufflevector <4 x i32> %broadcast.splatinsert3579, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3581

vec.epilog.vector.body3581:                       ; preds = %vec.epilog.vector.body3581, %vec.epilog.ph3576
  %index3582 = phi i64 [ %vec.epilog.resume.val3571, %vec.epilog.ph3576 ], [ %index.next3585, %vec.epilog.vector.body3581 ]
  %vec.phi3583 = phi <4 x i64> [ %6760, %vec.epilog.ph3576 ], [ %6764, %vec.epilog.vector.body3581 ]
  %6761 = getelementptr inbounds float, ptr %scratch, i64 %index3582
  %wide.load3584 = load <4 x i32>, ptr %6761, align 4
  %6762 = icmp uge <4 x i32> %wide.load3584, %broadcast.splat3580
  %6763 = zext <4 x i1> %6762 to <4 x i64>
  %6764 = add <4 x i64> %vec.phi3583, %6763
  %index.next3585 = add nuw i64 %index3582, 4
  %6765 = icmp eq i64 %index.next3585, %n.vec3578
  br i1 %6765, label %vec.epilog.middle.block3586, label %vec.epilog.vector.body3581, !llvm.loop !76

vec.epilog.middle.block3586:                      ; preds = %vec.epilog.vector.body3581
  %6766 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6764)
  %cmp.n3587 = icmp eq i64 %compacted.1.lcssa, %n.vec3578
  br i1 %cmp.n3587, label %iter.check3501, label %search.compacted.body.preheader

search.compacted.body.preheader:                  ; preds = %iter.check3547, %vec.epilog.iter.check3574, %vec.epilog.middle.block3586
  %search.compacted1203.ph = phi i64 [ 0, %iter.check3547 ], [ %n.vec3552, %vec.epilog.iter.check3574 ], [ %n.vec3578, %vec.epilog.middle.block3586 ]
  %search_count335.01202.ph = phi i64 [ %.lcssa4550, %iter.check3547 ], [ %6759, %vec.epilog.iter.check3574 ], [ %6766, %vec.epilog.middle.block3586 ]
  br label %search.compacted.body

search.compact.body:                              ; preds = %search.compact.body.preheader, %search.compact.keep.done.1
  %search.compact1199 = phi i64 [ %6786, %search.compact.keep.done.1 ], [ 0, %search.compact.body.preheader ]
  %compacted.01198 = phi i64 [ %compacted.1.1, %search.compact.keep.done.1 ], [ 0, %search.compact.body.preheader ]
  %above_prefix.01197 = phi i64 [ %6780, %search.compact.keep.done.1 ], [ 0, %search.compact.body.preheader ]
  %niter4860 = phi i64 [ %niter4860.next.1, %search.compact.keep.done.1 ], [ 0, %search.compact.body.preheader ]
  %6767 = getelementptr inbounds float, ptr %scratch, i64 %search.compact1199
  %key328 = load i32, ptr %6767, align 4
  %top = lshr i32 %key328, 16
  %6768 = icmp samesign ugt i32 %top, %prefix
  %6769 = zext i1 %6768 to i64
  %6770 = add i64 %above_prefix.01197, %6769
  %6771 = icmp eq i32 %top, %prefix
  br i1 %6771, label %search.compact.keep.then, label %search.compact.keep.done

search.compact.keep.then:                         ; preds = %search.compact.body
  %6772 = getelementptr inbounds float, ptr %scratch, i64 %compacted.01198
  store i32 %key328, ptr %6772, align 4
  %6773 = getelementptr float, ptr %3636, i64 %compacted.01198
  %6774 = trunc i64 %search.compact1199 to i32
  store i32 %6774, ptr %6773, align 4
  %6775 = add i64 %compacted.01198, 1
  br label %search.compact.keep.done

search.compact.keep.done:                         ; preds = %search.compact.keep.then, %search.compact.body
  %compacted.1 = phi i64 [ %6775, %search.compact.keep.then ], [ %compacted.01198, %search.compact.body ]
  %6776 = or disjoint i64 %search.compact1199, 1
  %6777 = getelementptr inbounds float, ptr %scratch, i64 %6776
  %key328.1 = load i32, ptr %6777, align 4
  %top.1 = lshr i32 %key328.1, 16
  %6778 = icmp samesign ugt i32 %top.1, %prefix
  %6779 = zext i1 %6778 to i64
  %6780 = add i64 %6770, %6779
  %6781 = icmp eq i32 %top.1, %prefix
  br i1 %6781, label %search.compact.keep.then.1, label %search.compact.keep.done.1

search.compact.keep.then.1:                       ; preds = %search.compact.keep.done
  %6782 = getelementptr inbounds float, ptr %scratch, i64 %compacted.1
  store i32 %key328.1, ptr %6782, align 4
  %6783 = getelementptr float, ptr %3636, i64 %compacted.1
  %6784 = trunc i64 %6776 to i32
  store i32 %6784, ptr %6783, align 4
  %6785 = add i64 %compacted.1, 1
  br label %search.compact.keep.done.1

search.compact.keep.done.1:                       ; preds = %search.compact.keep.then.1, %search.compact.keep.done
  %compacted.1.1 = phi i64 [ %6785, %search.compact.keep.then.1 ], [ %compacted.1, %search.compact.keep.done ]
  %6786 = add nuw i64 %search.compact1199, 2
  %niter4860.next.1 = add i64 %niter4860, 2
  %niter4860.ncmp.1 = icmp eq i64 %niter4860.next.1, %unroll_iter4859
  br i1 %niter4860.ncmp.1, label %search.round.header329.preheader.unr-lcssa, label %search.compact.body

search.compacted.body:                            ; preds = %search.compacted.body.preheader, %search.compacted.body
  %search.compacted1203 = phi i64 [ %6791, %search.compacted.body ], [ %search.compacted1203.ph, %search.compacted.body.preheader ]
  %search_count335.01202 = phi i64 [ %6790, %search.compacted.body ], [ %search_count335.01202.ph, %search.compacted.body.preheader ]
  %6787 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1203
  %key336 = load i32, ptr %6787, align 4
  %6788 = icmp uge i32 %key336, %candidate334
  %6789 = zext i1 %6788 to i64
  %6790 = add i64 %search_count335.01202, %6789
  %6791 = add nuw i64 %search.compacted1203, 1
  %exitcond1509.not = icmp eq i64 %6791, %compacted.1.lcssa
  br i1 %exitcond1509.not, label %iter.check3501, label %search.compacted.body, !llvm.loop !77

search.compacted.exit.14.thread:                  ; preds = %search.feature.exit, %search.round.header329.preheader
  %candidate3341686.ph = phi i32 [ %candidate334, %search.round.header329.preheader ], [ %candidate3341682, %search.feature.exit ]
  %above_prefix.0.lcssa1683.ph = phi i64 [ %.lcssa4550, %search.round.header329.preheader ], [ 0, %search.feature.exit ]
  %.ph = phi i32 [ %6232, %search.round.header329.preheader ], [ %3671, %search.feature.exit ]
  %weight3381692 = uitofp i64 %above_prefix.0.lcssa1683.ph to float
  %6792 = fcmp oge float %weight3381692, %top_k319
  %6793 = select i1 %6792, i32 %candidate3341686.ph, i32 %.ph
  %candidate334.11693 = or i32 %6793, 16384
  %weight338.11703 = uitofp i64 %above_prefix.0.lcssa1683.ph to float
  %6794 = fcmp oge float %weight338.11703, %top_k319
  %6795 = select i1 %6794, i32 %candidate334.11693, i32 %6793
  %candidate334.21704 = or i32 %6795, 8192
  %weight338.21714 = uitofp i64 %above_prefix.0.lcssa1683.ph to float
  %6796 = fcmp oge float %weight338.21714, %top_k319
  %6797 = select i1 %6796, i32 %candidate334.21704, i32 %6795
  %candidate334.31715 = or i32 %6797, 4096
  %weight338.31725 = uitofp i64 %above_prefix.0.lcssa1683.ph to float
  %6798 = fcmp oge float %weight338.31725, %top_k319
  %6799 = select i1 %6798, i32 %candidate334.31715, i32 %6797
  %candidate334.41726 = or i32 %6799, 2048
  %weight338.41736 = uitofp i64 %above_prefix.0.lcssa1683.ph to float
  %6800 = fcmp oge float %weight338.41736, %top_k319
  %6801 = select i1 %6800, i32 %candidate334.41726, i32 %6799
  %candidate334.51737 = or i32 %6801, 1024
  %weight338.51747 = uitofp i64 %above_prefix.0.lcssa1683.ph to float
  %6802 = fcmp oge float %weight338.51747, %top_k319
  %6803 = select i1 %6802, i32 %candidate334.51737, i32 %6801
  %candidate334.61748 = or i32 %6803, 512
  %weight338.61758 = uitofp i64 %above_prefix.0.lcssa1683.ph to float
  %6804 = fcmp oge float %weight338.61758, %top_k319
  %6805 = select i1 %6804, i32 %candidate334.61748, i32 %6803
  %candidate334.71759 = or i32 %6805, 256
  %6806 = insertelement <8 x i64> poison, i64 %above_prefix.0.lcssa1683.ph, i64 0
  %6807 = shufflevector <8 x i64> %6806, <8 x i64> poison, <8 x i32> zeroinitializer
  %6808 = uitofp <8 x i64> %6807 to <8 x float>
  %6809 = fcmp ole <8 x float> %3720, %6808
  %6810 = extractelement <8 x i1> %6809, i64 7
  %6811 = select i1 %6810, i32 %candidate334.71759, i32 %6805
  %candidate334.81770 = or i32 %6811, 128
  %6812 = extractelement <8 x i1> %6809, i64 6
  %6813 = select i1 %6812, i32 %candidate334.81770, i32 %6811
  %candidate334.91781 = or i32 %6813, 64
  %6814 = extractelement <8 x i1> %6809, i64 5
  %6815 = select i1 %6814, i32 %candidate334.91781, i32 %6813
  %candidate334.101792 = or i32 %6815, 32
  %6816 = extractelement <8 x i1> %6809, i64 4
  %6817 = select i1 %6816, i32 %candidate334.101792, i32 %6815
  %candidate334.111803 = or i32 %6817, 16
  %6818 = extractelement <8 x i1> %6809, i64 3
  %6819 = select i1 %6818, i32 %candidate334.111803, i32 %6817
  %candidate334.121814 = or i32 %6819, 8
  %6820 = extractelement <8 x i1> %6809, i64 2
  %6821 = select i1 %6820, i32 %candidate334.121814, i32 %6819
  %candidate334.131825 = or i32 %6821, 4
  %6822 = extractelement <8 x i1> %6809, i64 1
  %6823 = select i1 %6822, i32 %candidate334.131825, i32 %6821
  %candidate334.141836 = or i32 %6823, 2
  %6824 = extractelement <8 x i1> %6809, i64 0
  %6825 = select i1 %6824, i32 %candidate334.141836, i32 %6823
  %candidate334.151847 = or i32 %6825, 1
  br label %search.compacted.exit.15

iter.check3501:                                   ; preds = %search.compacted.body, %vec.epilog.middle.block3586, %middle.block3566
  %.lcssa2175 = phi i64 [ %6766, %vec.epilog.middle.block3586 ], [ %6759, %middle.block3566 ], [ %6790, %search.compacted.body ]
  %weight338 = uitofp i64 %.lcssa2175 to float
  %6826 = fcmp oge float %weight338, %top_k319
  %6827 = select i1 %6826, i32 %candidate334, i32 %6232
  %candidate334.1 = or i32 %6827, 16384
  %min.iters.check3499 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check3499, label %search.compacted.body.1.preheader, label %vector.main.loop.iter.check3503

vector.main.loop.iter.check3503:                  ; preds = %iter.check3501
  %min.iters.check3502 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check3502, label %vec.epilog.ph3530, label %vector.ph3504

vector.ph3504:                                    ; preds = %vector.main.loop.iter.check3503
  %n.mod.vf3505 = and i64 %compacted.1.lcssa, 12
  %n.vec3506 = and i64 %compacted.1.lcssa, -16
  %6828 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa4550, i64 0
  %broadcast.splatinsert3507 = insertelement <4 x i32> poison, i32 %candidate334.1, i64 0
  %broadcast.splat3508 = shufflevector <4 x i32> %broadcast.splatinsert3507, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3509

vector.body3509:                                  ; preds = %vector.body3509, %vector.ph3504
  %index3510 = phi i64 [ 0, %vector.ph3504 ], [ %index.next3519, %vector.body3509 ]
  %vec.phi3511 = phi <4 x i64> [ %6828, %vector.ph3504 ], [ %6841, %vector.body3509 ]
  %vec.phi3512 = phi <4 x i64> [ zeroinitializer, %vector.ph3504 ], [ %6842, %vector.body3509 ]
  %vec.phi3513 = phi <4 x i64> [ zeroinitializer, %vector.ph3504 ], [ %6843, %vector.body3509 ]
  %vec.phi3514 = phi <4 x i64> [ zeroinitializer, %vector.ph3504 ], [ %6844, %vector.body3509 ]
  %6829 = getelementptr inbounds float, ptr %scratch, i64 %index3510
  %6830 = getelementptr inbounds nuw i8, ptr %6829, i64 16
  %6831 = getelementptr inbounds nuw i8, ptr %6829, i64 32
  %6832 = getelementptr inbounds nuw i8, ptr %6829, i64 48
  %wide.load3515 = load <4 x i32>, ptr %6829, align 4
  %wide.load3516 = load <4 x i32>, ptr %6830, align 4
  %wide.load3517 = load <4 x i32>, ptr %6831, align 4
  %wide.load3518 = load <4 x i32>, ptr %6832, align 4
  %6833 = icmp uge <4 x i32> %wide.load3515, %broadcast.splat3508
  %6834 = icmp uge <4 x i32> %wide.load3516, %broadcast.splat3508
  %6835 = icmp uge <4 x i32> %wide.load3517, %broadcast.splat3508
  %6836 = icmp uge <4 x i32> %wide.load3518, %broadcast.splat3508
  %6837 = zext <4 x i1> %6833 to <4 x i64>
  %6838 = zext <4 x i1> %6834 to <4 x i64>
  %6839 = zext <4 x i1> %6835 to <4 x i64>
  %6840 = zext <4 x i1> %6836 to <4 x i64>
  %6841 = add <4 x i64> %vec.phi3511, %6837
  %6842 = add <4 x i64> %vec.phi3512, %6838
  %6843 = add <4 x i64> %vec.phi3513, %6839
  %6844 = add <4 x i64> %vec.phi3514, %6840
  %index.next3519 = add nuw i64 %index3510, 16
  %6845 = icmp eq i64 %index.next3519, %n.vec3506
  br i1 %6845, label %middle.block3520, label %vector.body3509, !llvm.loop !78

middle.block3520:                                 ; preds = %vector.body3509
  %bin.rdx3521 = add <4 x i64> %6842, %6841
  %bin.rdx3522 = add <4 x i64> %6843, %bin.rdx3521
  %bin.rdx3523 = add <4 x i64> %6844, %bin.rdx3522
  %6846 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3523)
  %cmp.n3524 = icmp eq i64 %compacted.1.lcssa, %n.vec3506
  br i1 %cmp.n3524, label %iter.check3455, label %vec.epilog.iter.check3528

vec.epilog.iter.check3528:                        ; preds = %middle.block3520
  %min.epilog.iters.check3529 = icmp eq i64 %n.mod.vf3505, 0
  br i1 %min.epilog.iters.check3529, label %search.compacted.body.1.preheader, label %vec.epilog.ph3530, !prof !25

vec.epilog.ph3530:                                ; preds = %vector.main.loop.iter.check3503, %vec.epilog.iter.check3528
  %vec.epilog.resume.val3525 = phi i64 [ %n.vec3506, %vec.epilog.iter.check3528 ], [ 0, %vector.main.loop.iter.check3503 ]
  %bc.merge.rdx3526 = phi i64 [ %6846, %vec.epilog.iter.check3528 ], [ %.lcssa4550, %vector.main.loop.iter.check3503 ]
  %n.vec3532 = and i64 %compacted.1.lcssa, -4
  %6847 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3526, i64 0
  %broadcast.splatinsert3533 = insertelement <4 x i32> poison, i32 %candidate334.1, i64 0
  %broadcast.splat3534 = shufflevector <4 x i32> %broadcast.splatinsert3533, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3535

vec.epilog.vector.body3535:                       ; preds = %vec.epilog.vector.body3535, %vec.epilog.ph3530
  %index3536 = phi i64 [ %vec.epilog.resume.val3525, %vec.epilog.ph3530 ], [ %index.next3539, %vec.epilog.vector.body3535 ]
  %vec.phi3537 = phi <4 x i64> [ %6847, %vec.epilog.ph3530 ], [ %6851, %vec.epilog.vector.body3535 ]
  %6848 = getelementptr inbounds float, ptr %scratch, i64 %index3536
  %wide.load3538 = load <4 x i32>, ptr %6848, align 4
  %6849 = icmp uge <4 x i32> %wide.load3538, %broadcast.splat3534
  %6850 = zext <4 x i1> %6849 to <4 x i64>
  %6851 = add <4 x i64> %vec.phi3537, %6850
  %index.next3539 = add nuw i64 %index3536, 4
  %6852 = icmp eq i64 %index.next3539, %n.vec3532
  br i1 %6852, label %vec.epilog.middle.block3540, label %vec.epilog.vector.body3535, !llvm.loop !79

vec.epilog.middle.block3540:                      ; preds = %vec.epilog.vector.body3535
  %6853 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6851)
  %cmp.n3541 = icmp eq i64 %compacted.1.lcssa, %n.vec3532
  br i1 %cmp.n3541, label %iter.check3455, label %search.compacted.body.1.preheader

search.compacted.body.1.preheader:                ; preds = %iter.check3501, %vec.epilog.iter.check3528, %vec.epilog.middle.block3540
  %search.compacted1203.1.ph = phi i64 [ 0, %iter.check3501 ], [ %n.vec3506, %vec.epilog.iter.check3528 ], [ %n.vec3532, %vec.epilog.middle.block3540 ]
  %search_count335.01202.1.ph = phi i64 [ %.lcssa4550, %iter.check3501 ], [ %6846, %vec.epilog.iter.check3528 ], [ %6853, %vec.epilog.middle.block3540 ]
  br label %search.compacted.body.1

search.compacted.body.1:                          ; preds = %search.compacted.body.1.preheader, %search.compacted.body.1
  %search.compacted1203.1 = phi i64 [ %6858, %search.compacted.body.1 ], [ %search.compacted1203.1.ph, %search.compacted.body.1.preheader ]
  %search_count335.01202.1 = phi i64 [ %6857, %search.compacted.body.1 ], [ %search_count335.01202.1.ph, %search.compacted.body.1.preheader ]
  %6854 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1203.1
  %key336.1 = load i32, ptr %6854, align 4
  %6855 = icmp uge i32 %key336.1, %candidate334.1
  %6856 = zext i1 %6855 to i64
  %6857 = add i64 %search_count335.01202.1, %6856
  %6858 = add nuw i64 %search.compacted1203.1, 1
  %exitcond1509.1.not = icmp eq i64 %6858, %compacted.1.lcssa
  br i1 %exitcond1509.1.not, label %iter.check3455, label %search.compacted.body.1, !llvm.loop !80

iter.check3455:                                   ; preds = %search.compacted.body.1, %vec.epilog.middle.block3540, %middle.block3520
  %.lcssa2176 = phi i64 [ %6853, %vec.epilog.middle.block3540 ], [ %6846, %middle.block3520 ], [ %6857, %search.compacted.body.1 ]
  %weight338.1 = uitofp i64 %.lcssa2176 to float
  %6859 = fcmp oge float %weight338.1, %top_k319
  %6860 = select i1 %6859, i32 %candidate334.1, i32 %6827
  %candidate334.2 = or i32 %6860, 8192
  %min.iters.check3453 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check3453, label %search.compacted.body.2.preheader, label %vector.main.loop.iter.check3457

vector.main.loop.iter.check3457:                  ; preds = %iter.check3455
  %min.iters.check3456 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check3456, label %vec.epilog.ph3484, label %vector.ph3458

vector.ph3458:                                    ; preds = %vector.main.loop.iter.check3457
  %n.mod.vf3459 = and i64 %compacted.1.lcssa, 12
  %n.vec3460 = and i64 %compacted.1.lcssa, -16
  %6861 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa4550, i64 0
  %broadcast.splatinsert3461 = insertelement <4 x i32> poison, i32 %candidate334.2, i64 0
  %broadcast.splat3462 = shufflevector <4 x i32> %broadcast.splatinsert3461, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3463

vector.body3463:                                  ; preds = %vector.body3463, %vector.ph3458
  %index3464 = phi i64 [ 0, %vector.ph3458 ], [ %index.next3473, %vector.body3463 ]
  %vec.phi3465 = phi <4 x i64> [ %6861, %vector.ph3458 ], [ %6874, %vector.body3463 ]
  %vec.phi3466 = phi <4 x i64> [ zeroinitializer, %vector.ph3458 ], [ %6875, %vector.body3463 ]
  %vec.phi3467 = phi <4 x i64> [ zeroinitializer, %vector.ph3458 ], [ %6876, %vector.body3463 ]
  %vec.phi3468 = phi <4 x i64> [ zeroinitializer, %vector.ph3458 ], [ %6877, %vector.body3463 ]
  %6862 = getelementptr inbounds float, ptr %scratch, i64 %index3464
  %6863 = getelementptr inbounds nuw i8, ptr %6862, i64 16
  %6864 = getelementptr inbounds nuw i8, ptr %6862, i64 32
  %6865 = getelementptr inbounds nuw i8, ptr %6862, i64 48
  %wide.load3469 = load <4 x i32>, ptr %6862, align 4
  %wide.load3470 = load <4 x i32>, ptr %6863, align 4
  %wide.load3471 = load <4 x i32>, ptr %6864, align 4
  %wide.load3472 = load <4 x i32>, ptr %6865, align 4
  %6866 = icmp uge <4 x i32> %wide.load3469, %broadcast.splat3462
  %6867 = icmp uge <4 x i32> %wide.load3470, %broadcast.splat3462
  %6868 = icmp uge <4 x i32> %wide.load3471, %broadcast.splat3462
  %6869 = icmp uge <4 x i32> %wide.load3472, %broadcast.splat3462
  %6870 = zext <4 x i1> %6866 to <4 x i64>
  %6871 = zext <4 x i1> %6867 to <4 x i64>
  %6872 = zext <4 x i1> %6868 to <4 x i64>
  %6873 = zext <4 x i1> %6869 to <4 x i64>
  %6874 = add <4 x i64> %vec.phi3465, %6870
  %6875 = add <4 x i64> %vec.phi3466, %6871
  %6876 = add <4 x i64> %vec.phi3467, %6872
  %6877 = add <4 x i64> %vec.phi3468, %6873
  %index.next3473 = add nuw i64 %index3464, 16
  %6878 = icmp eq i64 %index.next3473, %n.vec3460
  br i1 %6878, label %middle.block3474, label %vector.body3463, !llvm.loop !81

middle.block3474:                                 ; preds = %vector.body3463
  %bin.rdx3475 = add <4 x i64> %6875, %6874
  %bin.rdx3476 = add <4 x i64> %6876, %bin.rdx3475
  %bin.rdx3477 = add <4 x i64> %6877, %bin.rdx3476
  %6879 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3477)
  %cmp.n3478 = icmp eq i64 %compacted.1.lcssa, %n.vec3460
  br i1 %cmp.n3478, label %iter.check3409, label %vec.epilog.iter.check3482

vec.epilog.iter.check3482:                        ; preds = %middle.block3474
  %min.epilog.iters.check3483 = icmp eq i64 %n.mod.vf3459, 0
  br i1 %min.epilog.iters.check3483, label %search.compacted.body.2.preheader, label %vec.epilog.ph3484, !prof !25

vec.epilog.ph3484:                                ; preds = %vector.main.loop.iter.check3457, %vec.epilog.iter.check3482
  %vec.epilog.resume.val3479 = phi i64 [ %n.vec3460, %vec.epilog.iter.check3482 ], [ 0, %vector.main.loop.iter.check3457 ]
  %bc.merge.rdx3480 = phi i64 [ %6879, %vec.epilog.iter.check3482 ], [ %.lcssa4550, %vector.main.loop.iter.check3457 ]
  %n.vec3486 = and i64 %compacted.1.lcssa, -4
  %6880 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3480, i64 0
  %broadcast.splatinsert3487 = insertelement <4 x i32> poison, i32 %candidate334.2, i64 0
  %broadcast.splat3488 = shufflevector <4 x i32> %broadcast.splatinsert3487, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3489

vec.epilog.vector.body3489:                       ; preds = %vec.epilog.vector.body3489, %vec.epilog.ph3484
  %index3490 = phi i64 [ %vec.epilog.resume.val3479, %vec.epilog.ph3484 ], [ %index.next3493, %vec.epilog.vector.body3489 ]
  %vec.phi3491 = phi <4 x i64> [ %6880, %vec.epilog.ph3484 ], [ %6884, %vec.epilog.vector.body3489 ]
  %6881 = getelementptr inbounds float, ptr %scratch, i64 %index3490
  %wide.load3492 = load <4 x i32>, ptr %6881, align 4
  %6882 = icmp uge <4 x i32> %wide.load3492, %broadcast.splat3488
  %6883 = zext <4 x i1> %6882 to <4 x i64>
  %6884 = add <4 x i64> %vec.phi3491, %6883
  %index.next3493 = add nuw i64 %index3490, 4
  %6885 = icmp eq i64 %index.next3493, %n.vec3486
  br i1 %6885, label %vec.epilog.middle.block3494, label %vec.epilog.vector.body3489, !llvm.loop !82

vec.epilog.middle.block3494:                      ; preds = %vec.epilog.vector.body3489
  %6886 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6884)
  %cmp.n3495 = icmp eq i64 %compacted.1.lcssa, %n.vec3486
  br i1 %cmp.n3495, label %iter.check3409, label %search.compacted.body.2.preheader

search.compacted.body.2.preheader:                ; preds = %iter.check3455, %vec.epilog.iter.check3482, %vec.epilog.middle.block3494
  %search.compacted1203.2.ph = phi i64 [ 0, %iter.check3455 ], [ %n.vec3460, %vec.epilog.iter.check3482 ], [ %n.vec3486, %vec.epilog.middle.block3494 ]
  %search_count335.01202.2.ph = phi i64 [ %.lcssa4550, %iter.check3455 ], [ %6879, %vec.epilog.iter.check3482 ], [ %6886, %vec.epilog.middle.block3494 ]
  br label %search.compacted.body.2

search.compacted.body.2:                          ; preds = %search.compacted.body.2.preheader, %search.compacted.body.2
  %search.compacted1203.2 = phi i64 [ %6891, %search.compacted.body.2 ], [ %search.compacted1203.2.ph, %search.compacted.body.2.preheader ]
  %search_count335.01202.2 = phi i64 [ %6890, %search.compacted.body.2 ], [ %search_count335.01202.2.ph, %search.compacted.body.2.preheader ]
  %6887 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1203.2
  %key336.2 = load i32, ptr %6887, align 4
  %6888 = icmp uge i32 %key336.2, %candidate334.2
  %6889 = zext i1 %6888 to i64
  %6890 = add i64 %search_count335.01202.2, %6889
  %6891 = add nuw i64 %search.compacted1203.2, 1
  %exitcond1509.2.not = icmp eq i64 %6891, %compacted.1.lcssa
  br i1 %exitcond1509.2.not, label %iter.check3409, label %search.compacted.body.2, !llvm.loop !83

iter.check3409:                                   ; preds = %search.compacted.body.2, %vec.epilog.middle.block3494, %middle.block3474
  %.lcssa2177 = phi i64 [ %6886, %vec.epilog.middle.block3494 ], [ %6879, %middle.block3474 ], [ %6890, %search.compacted.body.2 ]
  %weight338.2 = uitofp i64 %.lcssa2177 to float
  %6892 = fcmp oge float %weight338.2, %top_k319
  %6893 = select i1 %6892, i32 %candidate334.2, i32 %6860
  %candidate334.3 = or i32 %6893, 4096
  %min.iters.check3407 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check3407, label %search.compacted.body.3.preheader, label %vector.main.loop.iter.check3411

vector.main.loop.iter.check3411:                  ; preds = %iter.check3409
  %min.iters.check3410 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check3410, label %vec.epilog.ph3438, label %vector.ph3412

vector.ph3412:                                    ; preds = %vector.main.loop.iter.check3411
  %n.mod.vf3413 = and i64 %compacted.1.lcssa, 12
  %n.vec3414 = and i64 %compacted.1.lcssa, -16
  %6894 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa4550, i64 0
  %broadcast.splatinsert3415 = insertelement <4 x i32> poison, i32 %candidate334.3, i64 0
  %broadcast.splat3416 = shufflevector <4 x i32> %broadcast.splatinsert3415, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3417

vector.body3417:                                  ; preds = %vector.body3417, %vector.ph3412
  %index3418 = phi i64 [ 0, %vector.ph3412 ], [ %index.next3427, %vector.body3417 ]
  %vec.phi3419 = phi <4 x i64> [ %6894, %vector.ph3412 ], [ %6907, %vector.body3417 ]
  %vec.phi3420 = phi <4 x i64> [ zeroinitializer, %vector.ph3412 ], [ %6908, %vector.body3417 ]
  %vec.phi3421 = phi <4 x i64> [ zeroinitializer, %vector.ph3412 ], [ %6909, %vector.body3417 ]
  %vec.phi3422 = phi <4 x i64> [ zeroinitializer, %vector.ph3412 ], [ %6910, %vector.body3417 ]
  %6895 = getelementptr inbounds float, ptr %scratch, i64 %index3418
  %6896 = getelementptr inbounds nuw i8, ptr %6895, i64 16
  %6897 = getelementptr inbounds nuw i8, ptr %6895, i64 32
  %6898 = getelementptr inbounds nuw i8, ptr %6895, i64 48
  %wide.load3423 = load <4 x i32>, ptr %6895, align 4
  %wide.load3424 = load <4 x i32>, ptr %6896, align 4
  %wide.load3425 = load <4 x i32>, ptr %6897, align 4
  %wide.load3426 = load <4 x i32>, ptr %6898, align 4
  %6899 = icmp uge <4 x i32> %wide.load3423, %broadcast.splat3416
  %6900 = icmp uge <4 x i32> %wide.load3424, %broadcast.splat3416
  %6901 = icmp uge <4 x i32> %wide.load3425, %broadcast.splat3416
  %6902 = icmp uge <4 x i32> %wide.load3426, %broadcast.splat3416
  %6903 = zext <4 x i1> %6899 to <4 x i64>
  %6904 = zext <4 x i1> %6900 to <4 x i64>
  %6905 = zext <4 x i1> %6901 to <4 x i64>
  %6906 = zext <4 x i1> %6902 to <4 x i64>
  %6907 = add <4 x i64> %vec.phi3419, %6903
  %6908 = add <4 x i64> %vec.phi3420, %6904
  %6909 = add <4 x i64> %vec.phi3421, %6905
  %6910 = add <4 x i64> %vec.phi3422, %6906
  %index.next3427 = add nuw i64 %index3418, 16
  %6911 = icmp eq i64 %index.next3427, %n.vec3414
  br i1 %6911, label %middle.block3428, label %vector.body3417, !llvm.loop !84

middle.block3428:                                 ; preds = %vector.body3417
  %bin.rdx3429 = add <4 x i64> %6908, %6907
  %bin.rdx3430 = add <4 x i64> %6909, %bin.rdx3429
  %bin.rdx3431 = add <4 x i64> %6910, %bin.rdx3430
  %6912 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3431)
  %cmp.n3432 = icmp eq i64 %compacted.1.lcssa, %n.vec3414
  br i1 %cmp.n3432, label %iter.check3363, label %vec.epilog.iter.check3436

vec.epilog.iter.check3436:                        ; preds = %middle.block3428
  %min.epilog.iters.check3437 = icmp eq i64 %n.mod.vf3413, 0
  br i1 %min.epilog.iters.check3437, label %search.compacted.body.3.preheader, label %vec.epilog.ph3438, !prof !25

vec.epilog.ph3438:                                ; preds = %vector.main.loop.iter.check3411, %vec.epilog.iter.check3436
  %vec.epilog.resume.val3433 = phi i64 [ %n.vec3414, %vec.epilog.iter.check3436 ], [ 0, %vector.main.loop.iter.check3411 ]
  %bc.merge.rdx3434 = phi i64 [ %6912, %vec.epilog.iter.check3436 ], [ %.lcssa4550, %vector.main.loop.iter.check3411 ]
  %n.vec3440 = and i64 %compacted.1.lcssa, -4
  %6913 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3434, i64 0
  %broadcast.splatinsert3441 = insertelement <4 x i32> poison, i32 %candidate334.3, i64 0
  %broadcast.splat3442 = shufflevector <4 x i32> %broadcast.splatinsert3441, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3443

vec.epilog.vector.body3443:                       ; preds = %vec.epilog.vector.body3443, %vec.epilog.ph3438
  %index3444 = phi i64 [ %vec.epilog.resume.val3433, %vec.epilog.ph3438 ], [ %index.next3447, %vec.epilog.vector.body3443 ]
  %vec.phi3445 = phi <4 x i64> [ %6913, %vec.epilog.ph3438 ], [ %6917, %vec.epilog.vector.body3443 ]
  %6914 = getelementptr inbounds float, ptr %scratch, i64 %index3444
  %wide.load3446 = load <4 x i32>, ptr %6914, align 4
  %6915 = icmp uge <4 x i32> %wide.load3446, %broadcast.splat3442
  %6916 = zext <4 x i1> %6915 to <4 x i64>
  %6917 = add <4 x i64> %vec.phi3445, %6916
  %index.next3447 = add nuw i64 %index3444, 4
  %6918 = icmp eq i64 %index.next3447, %n.vec3440
  br i1 %6918, label %vec.epilog.middle.block3448, label %vec.epilog.vector.body3443, !llvm.loop !85

vec.epilog.middle.block3448:                      ; preds = %vec.epilog.vector.body3443
  %6919 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6917)
  %cmp.n3449 = icmp eq i64 %compacted.1.lcssa, %n.vec3440
  br i1 %cmp.n3449, label %iter.check3363, label %search.compacted.body.3.preheader

search.compacted.body.3.preheader:                ; preds = %iter.check3409, %vec.epilog.iter.check3436, %vec.epilog.middle.block3448
  %search.compacted1203.3.ph = phi i64 [ 0, %iter.check3409 ], [ %n.vec3414, %vec.epilog.iter.check3436 ], [ %n.vec3440, %vec.epilog.middle.block3448 ]
  %search_count335.01202.3.ph = phi i64 [ %.lcssa4550, %iter.check3409 ], [ %6912, %vec.epilog.iter.check3436 ], [ %6919, %vec.epilog.middle.block3448 ]
  br label %search.compacted.body.3

search.compacted.body.3:                          ; preds = %search.compacted.body.3.preheader, %search.compacted.body.3
  %search.compacted1203.3 = phi i64 [ %6924, %search.compacted.body.3 ], [ %search.compacted1203.3.ph, %search.compacted.body.3.preheader ]
  %search_count335.01202.3 = phi i64 [ %6923, %search.compacted.body.3 ], [ %search_count335.01202.3.ph, %search.compacted.body.3.preheader ]
  %6920 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1203.3
  %key336.3 = load i32, ptr %6920, align 4
  %6921 = icmp uge i32 %key336.3, %candidate334.3
  %6922 = zext i1 %6921 to i64
  %6923 = add i64 %search_count335.01202.3, %6922
  %6924 = add nuw i64 %search.compacted1203.3, 1
  %exitcond1509.3.not = icmp eq i64 %6924, %compacted.1.lcssa
  br i1 %exitcond1509.3.not, label %iter.check3363, label %search.compacted.body.3, !llvm.loop !86

iter.check3363:                                   ; preds = %search.compacted.body.3, %vec.epilog.middle.block3448, %middle.block3428
  %.lcssa2178 = phi i64 [ %6919, %vec.epilog.middle.block3448 ], [ %6912, %middle.block3428 ], [ %6923, %search.compacted.body.3 ]
  %weight338.3 = uitofp i64 %.lcssa2178 to float
  %6925 = fcmp oge float %weight338.3, %top_k319
  %6926 = select i1 %6925, i32 %candidate334.3, i32 %6893
  %candidate334.4 = or i32 %6926, 2048
  %min.iters.check3361 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check3361, label %search.compacted.body.4.preheader, label %vector.main.loop.iter.check3365

vector.main.loop.iter.check3365:                  ; preds = %iter.check3363
  %min.iters.check3364 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check3364, label %vec.epilog.ph3392, label %vector.ph3366

vector.ph3366:                                    ; preds = %vector.main.loop.iter.check3365
  %n.mod.vf3367 = and i64 %compacted.1.lcssa, 12
  %n.vec3368 = and i64 %compacted.1.lcssa, -16
  %6927 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa4550, i64 0
  %broadcast.splatinsert3369 = insertelement <4 x i32> poison, i32 %candidate334.4, i64 0
  %broadcast.splat3370 = shufflevector <4 x i32> %broadcast.splatinsert3369, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3371

vector.body3371:                                  ; preds = %vector.body3371, %vector.ph3366
  %index3372 = phi i64 [ 0, %vector.ph3366 ], [ %index.next3381, %vector.body3371 ]
  %vec.phi3373 = phi <4 x i64> [ %6927, %vector.ph3366 ], [ %6940, %vector.body3371 ]
  %vec.phi3374 = phi <4 x i64> [ zeroinitializer, %vector.ph3366 ], [ %6941, %vector.body3371 ]
  %vec.phi3375 = phi <4 x i64> [ zeroinitializer, %vector.ph3366 ], [ %6942, %vector.body3371 ]
  %vec.phi3376 = phi <4 x i64> [ zeroinitializer, %vector.ph3366 ], [ %6943, %vector.body3371 ]
  %6928 = getelementptr inbounds float, ptr %scratch, i64 %index3372
  %6929 = getelementptr inbounds nuw i8, ptr %6928, i64 16
  %6930 = getelementptr inbounds nuw i8, ptr %6928, i64 32
  %6931 = getelementptr inbounds nuw i8, ptr %6928, i64 48
  %wide.load3377 = load <4 x i32>, ptr %6928, align 4
  %wide.load3378 = load <4 x i32>, ptr %6929, align 4
  %wide.load3379 = load <4 x i32>, ptr %6930, align 4
  %wide.load3380 = load <4 x i32>, ptr %6931, align 4
  %6932 = icmp uge <4 x i32> %wide.load3377, %broadcast.splat3370
  %6933 = icmp uge <4 x i32> %wide.load3378, %broadcast.splat3370
  %6934 = icmp uge <4 x i32> %wide.load3379, %broadcast.splat3370
  %6935 = icmp uge <4 x i32> %wide.load3380, %broadcast.splat3370
  %6936 = zext <4 x i1> %6932 to <4 x i64>
  %6937 = zext <4 x i1> %6933 to <4 x i64>
  %6938 = zext <4 x i1> %6934 to <4 x i64>
  %6939 = zext <4 x i1> %6935 to <4 x i64>
  %6940 = add <4 x i64> %vec.phi3373, %6936
  %6941 = add <4 x i64> %vec.phi3374, %6937
  %6942 = add <4 x i64> %vec.phi3375, %6938
  %6943 = add <4 x i64> %vec.phi3376, %6939
  %index.next3381 = add nuw i64 %index3372, 16
  %6944 = icmp eq i64 %index.next3381, %n.vec3368
  br i1 %6944, label %middle.block3382, label %vector.body3371, !llvm.loop !87

middle.block3382:                                 ; preds = %vector.body3371
  %bin.rdx3383 = add <4 x i64> %6941, %6940
  %bin.rdx3384 = add <4 x i64> %6942, %bin.rdx3383
  %bin.rdx3385 = add <4 x i64> %6943, %bin.rdx3384
  %6945 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3385)
  %cmp.n3386 = icmp eq i64 %compacted.1.lcssa, %n.vec3368
  br i1 %cmp.n3386, label %iter.check3317, label %vec.epilog.iter.check3390

vec.epilog.iter.check3390:                        ; preds = %middle.block3382
  %min.epilog.iters.check3391 = icmp eq i64 %n.mod.vf3367, 0
  br i1 %min.epilog.iters.check3391, label %search.compacted.body.4.preheader, label %vec.epilog.ph3392, !prof !25

vec.epilog.ph3392:                                ; preds = %vector.main.loop.iter.check3365, %vec.epilog.iter.check3390
  %vec.epilog.resume.val3387 = phi i64 [ %n.vec3368, %vec.epilog.iter.check3390 ], [ 0, %vector.main.loop.iter.check3365 ]
  %bc.merge.rdx3388 = phi i64 [ %6945, %vec.epilog.iter.check3390 ], [ %.lcssa4550, %vector.main.loop.iter.check3365 ]
  %n.vec3394 = and i64 %compacted.1.lcssa, -4
  %6946 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3388, i64 0
  %broadcast.splatinsert3395 = insertelement <4 x i32> poison, i32 %candidate334.4, i64 0
  %broadcast.splat3396 = shufflevector <4 x i32> %broadcast.splatinsert3395, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3397

vec.epilog.vector.body3397:                       ; preds = %vec.epilog.vector.body3397, %vec.epilog.ph3392
  %index3398 = phi i64 [ %vec.epilog.resume.val3387, %vec.epilog.ph3392 ], [ %index.next3401, %vec.epilog.vector.body3397 ]
  %vec.phi3399 = phi <4 x i64> [ %6946, %vec.epilog.ph3392 ], [ %6950, %vec.epilog.vector.body3397 ]
  %6947 = getelementptr inbounds float, ptr %scratch, i64 %index3398
  %wide.load3400 = load <4 x i32>, ptr %6947, align 4
  %6948 = icmp uge <4 x i32> %wide.load3400, %broadcast.splat3396
  %6949 = zext <4 x i1> %6948 to <4 x i64>
  %6950 = add <4 x i64> %vec.phi3399, %6949
  %index.next3401 = add nuw i64 %index3398, 4
  %6951 = icmp eq i64 %index.next3401, %n.vec3394
  br i1 %6951, label %vec.epilog.middle.block3402, label %vec.epilog.vector.body3397, !llvm.loop !88

vec.epilog.middle.block3402:                      ; preds = %vec.epilog.vector.body3397
  %6952 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6950)
  %cmp.n3403 = icmp eq i64 %compacted.1.lcssa, %n.vec3394
  br i1 %cmp.n3403, label %iter.check3317, label %search.compacted.body.4.preheader

search.compacted.body.4.preheader:                ; preds = %iter.check3363, %vec.epilog.iter.check3390, %vec.epilog.middle.block3402
  %search.compacted1203.4.ph = phi i64 [ 0, %iter.check3363 ], [ %n.vec3368, %vec.epilog.iter.check3390 ], [ %n.vec3394, %vec.epilog.middle.block3402 ]
  %search_count335.01202.4.ph = phi i64 [ %.lcssa4550, %iter.check3363 ], [ %6945, %vec.epilog.iter.check3390 ], [ %6952, %vec.epilog.middle.block3402 ]
  br label %search.compacted.body.4

search.compacted.body.4:                          ; preds = %search.compacted.body.4.preheader, %search.compacted.body.4
  %search.compacted1203.4 = phi i64 [ %6957, %search.compacted.body.4 ], [ %search.compacted1203.4.ph, %search.compacted.body.4.preheader ]
  %search_count335.01202.4 = phi i64 [ %6956, %search.compacted.body.4 ], [ %search_count335.01202.4.ph, %search.compacted.body.4.preheader ]
  %6953 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1203.4
  %key336.4 = load i32, ptr %6953, align 4
  %6954 = icmp uge i32 %key336.4, %candidate334.4
  %6955 = zext i1 %6954 to i64
  %6956 = add i64 %search_count335.01202.4, %6955
  %6957 = add nuw i64 %search.compacted1203.4, 1
  %exitcond1509.4.not = icmp eq i64 %6957, %compacted.1.lcssa
  br i1 %exitcond1509.4.not, label %iter.check3317, label %search.compacted.body.4, !llvm.loop !89

iter.check3317:                                   ; preds = %search.compacted.body.4, %vec.epilog.middle.block3402, %middle.block3382
  %.lcssa2179 = phi i64 [ %6952, %vec.epilog.middle.block3402 ], [ %6945, %middle.block3382 ], [ %6956, %search.compacted.body.4 ]
  %weight338.4 = uitofp i64 %.lcssa2179 to float
  %6958 = fcmp oge float %weight338.4, %top_k319
  %6959 = select i1 %6958, i32 %candidate334.4, i32 %6926
  %candidate334.5 = or i32 %6959, 1024
  %min.iters.check3315 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check3315, label %search.compacted.body.5.preheader, label %vector.main.loop.iter.check3319

vector.main.loop.iter.check3319:                  ; preds = %iter.check3317
  %min.iters.check3318 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check3318, label %vec.epilog.ph3346, label %vector.ph3320

vector.ph3320:                                    ; preds = %vector.main.loop.iter.check3319
  %n.mod.vf3321 = and i64 %compacted.1.lcssa, 12
  %n.vec3322 = and i64 %compacted.1.lcssa, -16
  %6960 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa4550, i64 0
  %broadcast.splatinsert3323 = insertelement <4 x i32> poison, i32 %candidate334.5, i64 0
  %broadcast.splat3324 = shufflevector <4 x i32> %broadcast.splatinsert3323, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3325

vector.body3325:                                  ; preds = %vector.body3325, %vector.ph3320
  %index3326 = phi i64 [ 0, %vector.ph3320 ], [ %index.next3335, %vector.body3325 ]
  %vec.phi3327 = phi <4 x i64> [ %6960, %vector.ph3320 ], [ %6973, %vector.body3325 ]
  %vec.phi3328 = phi <4 x i64> [ zeroinitializer, %vector.ph3320 ], [ %6974, %vector.body3325 ]
  %vec.phi3329 = phi <4 x i64> [ zeroinitializer, %vector.ph3320 ], [ %6975, %vector.body3325 ]
  %vec.phi3330 = phi <4 x i64> [ zeroinitializer, %vector.ph3320 ], [ %6976, %vector.body3325 ]
  %6961 = getelementptr inbounds float, ptr %scratch, i64 %index3326
  %6962 = getelementptr inbounds nuw i8, ptr %6961, i64 16
  %6963 = getelementptr inbounds nuw i8, ptr %6961, i64 32
  %6964 = getelementptr inbounds nuw i8, ptr %6961, i64 48
  %wide.load3331 = load <4 x i32>, ptr %6961, align 4
  %wide.load3332 = load <4 x i32>, ptr %6962, align 4
  %wide.load3333 = load <4 x i32>, ptr %6963, align 4
  %wide.load3334 = load <4 x i32>, ptr %6964, align 4
  %6965 = icmp uge <4 x i32> %wide.load3331, %broadcast.splat3324
  %6966 = icmp uge <4 x i32> %wide.load3332, %broadcast.splat3324
  %6967 = icmp uge <4 x i32> %wide.load3333, %broadcast.splat3324
  %6968 = icmp uge <4 x i32> %wide.load3334, %broadcast.splat3324
  %6969 = zext <4 x i1> %6965 to <4 x i64>
  %6970 = zext <4 x i1> %6966 to <4 x i64>
  %6971 = zext <4 x i1> %6967 to <4 x i64>
  %6972 = zext <4 x i1> %6968 to <4 x i64>
  %6973 = add <4 x i64> %vec.phi3327, %6969
  %6974 = add <4 x i64> %vec.phi3328, %6970
  %6975 = add <4 x i64> %vec.phi3329, %6971
  %6976 = add <4 x i64> %vec.phi3330, %6972
  %index.next3335 = add nuw i64 %index3326, 16
  %6977 = icmp eq i64 %index.next3335, %n.vec3322
  br i1 %6977, label %middle.block3336, label %vector.body3325, !llvm.loop !90

middle.block3336:                                 ; preds = %vector.body3325
  %bin.rdx3337 = add <4 x i64> %6974, %6973
  %bin.rdx3338 = add <4 x i64> %6975, %bin.rdx3337
  %bin.rdx3339 = add <4 x i64> %6976, %bin.rdx3338
  %6978 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3339)
  %cmp.n3340 = icmp eq i64 %compacted.1.lcssa, %n.vec3322
  br i1 %cmp.n3340, label %iter.check3271, label %vec.epilog.iter.check3344

vec.epilog.iter.check3344:                        ; preds = %middle.block3336
  %min.epilog.iters.check3345 = icmp eq i64 %n.mod.vf3321, 0
  br i1 %min.epilog.iters.check3345, label %search.compacted.body.5.preheader, label %vec.epilog.ph3346, !prof !25

vec.epilog.ph3346:                                ; preds = %vector.main.loop.iter.check3319, %vec.epilog.iter.check3344
  %vec.epilog.resume.val3341 = phi i64 [ %n.vec3322, %vec.epilog.iter.check3344 ], [ 0, %vector.main.loop.iter.check3319 ]
  %bc.merge.rdx3342 = phi i64 [ %6978, %vec.epilog.iter.check3344 ], [ %.lcssa4550, %vector.main.loop.iter.check3319 ]
  %n.vec3348 = and i64 %compacted.1.lcssa, -4
  %6979 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3342, i64 0
  %broadcast.splatinsert3349 = insertelement <4 x i32> poison, i32 %candidate334.5, i64 0
  %broadcast.splat3350 = shufflevector <4 x i32> %broadcast.splatinsert3349, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3351

vec.epilog.vector.body3351:                       ; preds = %vec.epilog.vector.body3351, %vec.epilog.ph3346
  %index3352 = phi i64 [ %vec.epilog.resume.val3341, %vec.epilog.ph3346 ], [ %index.next3355, %vec.epilog.vector.body3351 ]
  %vec.phi3353 = phi <4 x i64> [ %6979, %vec.epilog.ph3346 ], [ %6983, %vec.epilog.vector.body3351 ]
  %6980 = getelementptr inbounds float, ptr %scratch, i64 %index3352
  %wide.load3354 = load <4 x i32>, ptr %6980, align 4
  %6981 = icmp uge <4 x i32> %wide.load3354, %broadcast.splat3350
  %6982 = zext <4 x i1> %6981 to <4 x i64>
  %6983 = add <4 x i64> %vec.phi3353, %6982
  %index.next3355 = add nuw i64 %index3352, 4
  %6984 = icmp eq i64 %index.next3355, %n.vec3348
  br i1 %6984, label %vec.epilog.middle.block3356, label %vec.epilog.vector.body3351, !llvm.loop !91

vec.epilog.middle.block3356:                      ; preds = %vec.epilog.vector.body3351
  %6985 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6983)
  %cmp.n3357 = icmp eq i64 %compacted.1.lcssa, %n.vec3348
  br i1 %cmp.n3357, label %iter.check3271, label %search.compacted.body.5.preheader

search.compacted.body.5.preheader:                ; preds = %iter.check3317, %vec.epilog.iter.check3344, %vec.epilog.middle.block3356
  %search.compacted1203.5.ph = phi i64 [ 0, %iter.check3317 ], [ %n.vec3322, %vec.epilog.iter.check3344 ], [ %n.vec3348, %vec.epilog.middle.block3356 ]
  %search_count335.01202.5.ph = phi i64 [ %.lcssa4550, %iter.check3317 ], [ %6978, %vec.epilog.iter.check3344 ], [ %6985, %vec.epilog.middle.block3356 ]
  br label %search.compacted.body.5

search.compacted.body.5:                          ; preds = %search.compacted.body.5.preheader, %search.compacted.body.5
  %search.compacted1203.5 = phi i64 [ %6990, %search.compacted.body.5 ], [ %search.compacted1203.5.ph, %search.compacted.body.5.preheader ]
  %search_count335.01202.5 = phi i64 [ %6989, %search.compacted.body.5 ], [ %search_count335.01202.5.ph, %search.compacted.body.5.preheader ]
  %6986 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1203.5
  %key336.5 = load i32, ptr %6986, align 4
  %6987 = icmp uge i32 %key336.5, %candidate334.5
  %6988 = zext i1 %6987 to i64
  %6989 = add i64 %search_count335.01202.5, %6988
  %6990 = add nuw i64 %search.compacted1203.5, 1
  %exitcond1509.5.not = icmp eq i64 %6990, %compacted.1.lcssa
  br i1 %exitcond1509.5.not, label %iter.check3271, label %search.compacted.body.5, !llvm.loop !92

iter.check3271:                                   ; preds = %search.compacted.body.5, %vec.epilog.middle.block3356, %middle.block3336
  %.lcssa2180 = phi i64 [ %6985, %vec.epilog.middle.block3356 ], [ %6978, %middle.block3336 ], [ %6989, %search.compacted.body.5 ]
  %weight338.5 = uitofp i64 %.lcssa2180 to float
  %6991 = fcmp oge float %weight338.5, %top_k319
  %6992 = select i1 %6991, i32 %candidate334.5, i32 %6959
  %candidate334.6 = or i32 %6992, 512
  %min.iters.check3269 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check3269, label %search.compacted.body.6.preheader, label %vector.main.loop.iter.check3273

vector.main.loop.iter.check3273:                  ; preds = %iter.check3271
  %min.iters.check3272 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check3272, label %vec.epilog.ph3300, label %vector.ph3274

vector.ph3274:                                    ; preds = %vector.main.loop.iter.check3273
  %n.mod.vf3275 = and i64 %compacted.1.lcssa, 12
  %n.vec3276 = and i64 %compacted.1.lcssa, -16
  %6993 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa4550, i64 0
  %broadcast.splatinsert3277 = insertelement <4 x i32> poison, i32 %candidate334.6, i64 0
  %broadcast.splat3278 = shufflevector <4 x i32> %broadcast.splatinsert3277, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3279

vector.body3279:                                  ; preds = %vector.body3279, %vector.ph3274
  %index3280 = phi i64 [ 0, %vector.ph3274 ], [ %index.next3289, %vector.body3279 ]
  %vec.phi3281 = phi <4 x i64> [ %6993, %vector.ph3274 ], [ %7006, %vector.body3279 ]
  %vec.phi3282 = phi <4 x i64> [ zeroinitializer, %vector.ph3274 ], [ %7007, %vector.body3279 ]
  %vec.phi3283 = phi <4 x i64> [ zeroinitializer, %vector.ph3274 ], [ %7008, %vector.body3279 ]
  %vec.phi3284 = phi <4 x i64> [ zeroinitializer, %vector.ph3274 ], [ %7009, %vector.body3279 ]
  %6994 = getelementptr inbounds float, ptr %scratch, i64 %index3280
  %6995 = getelementptr inbounds nuw i8, ptr %6994, i64 16
  %6996 = getelementptr inbounds nuw i8, ptr %6994, i64 32
  %6997 = getelementptr inbounds nuw i8, ptr %6994, i64 48
  %wide.load3285 = load <4 x i32>, ptr %6994, align 4
  %wide.load3286 = load <4 x i32>, ptr %6995, align 4
  %wide.load3287 = load <4 x i32>, ptr %6996, align 4
  %wide.load3288 = load <4 x i32>, ptr %6997, align 4
  %6998 = icmp uge <4 x i32> %wide.load3285, %broadcast.splat3278
  %6999 = icmp uge <4 x i32> %wide.load3286, %broadcast.splat3278
  %7000 = icmp uge <4 x i32> %wide.load3287, %broadcast.splat3278
  %7001 = icmp uge <4 x i32> %wide.load3288, %broadcast.splat3278
  %7002 = zext <4 x i1> %6998 to <4 x i64>
  %7003 = zext <4 x i1> %6999 to <4 x i64>
  %7004 = zext <4 x i1> %7000 to <4 x i64>
  %7005 = zext <4 x i1> %7001 to <4 x i64>
  %7006 = add <4 x i64> %vec.phi3281, %7002
  %7007 = add <4 x i64> %vec.phi3282, %7003
  %7008 = add <4 x i64> %vec.phi3283, %7004
  %7009 = add <4 x i64> %vec.phi3284, %7005
  %index.next3289 = add nuw i64 %index3280, 16
  %7010 = icmp eq i64 %index.next3289, %n.vec3276
  br i1 %7010, label %middle.block3290, label %vector.body3279, !llvm.loop !93

middle.block3290:                                 ; preds = %vector.body3279
  %bin.rdx3291 = add <4 x i64> %7007, %7006
  %bin.rdx3292 = add <4 x i64> %7008, %bin.rdx3291
  %bin.rdx3293 = add <4 x i64> %7009, %bin.rdx3292
  %7011 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3293)
  %cmp.n3294 = icmp eq i64 %compacted.1.lcssa, %n.vec3276
  br i1 %cmp.n3294, label %iter.check3225, label %vec.epilog.iter.check3298

vec.epilog.iter.check3298:                        ; preds = %middle.block3290
  %min.epilog.iters.check3299 = icmp eq i64 %n.mod.vf3275, 0
  br i1 %min.epilog.iters.check3299, label %search.compacted.body.6.preheader, label %vec.epilog.ph3300, !prof !25

vec.epilog.ph3300:                                ; preds = %vector.main.loop.iter.check3273, %vec.epilog.iter.check3298
  %vec.epilog.resume.val3295 = phi i64 [ %n.vec3276, %vec.epilog.iter.check3298 ], [ 0, %vector.main.loop.iter.check3273 ]
  %bc.merge.rdx3296 = phi i64 [ %7011, %vec.epilog.iter.check3298 ], [ %.lcssa4550, %vector.main.loop.iter.check3273 ]
  %n.vec3302 = and i64 %compacted.1.lcssa, -4
  %7012 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3296, i64 0
  %broadcast.splatinsert3303 = insertelement <4 x i32> poison, i32 %candidate334.6, i64 0
  %broadcast.splat3304 = shufflevector <4 x i32> %broadcast.splatinsert3303, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3305

vec.epilog.vector.body3305:                       ; preds = %vec.epilog.vector.body3305, %vec.epilog.ph3300
  %index3306 = phi i64 [ %vec.epilog.resume.val3295, %vec.epilog.ph3300 ], [ %index.next3309, %vec.epilog.vector.body3305 ]
  %vec.phi3307 = phi <4 x i64> [ %7012, %vec.epilog.ph3300 ], [ %7016, %vec.epilog.vector.body3305 ]
  %7013 = getelementptr inbounds float, ptr %scratch, i64 %index3306
  %wide.load3308 = load <4 x i32>, ptr %7013, align 4
  %7014 = icmp uge <4 x i32> %wide.load3308, %broadcast.splat3304
  %7015 = zext <4 x i1> %7014 to <4 x i64>
  %7016 = add <4 x i64> %vec.phi3307, %7015
  %index.next3309 = add nuw i64 %index3306, 4
  %7017 = icmp eq i64 %index.next3309, %n.vec3302
  br i1 %7017, label %vec.epilog.middle.block3310, label %vec.epilog.vector.body3305, !llvm.loop !94

vec.epilog.middle.block3310:                      ; preds = %vec.epilog.vector.body3305
  %7018 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7016)
  %cmp.n3311 = icmp eq i64 %compacted.1.lcssa, %n.vec3302
  br i1 %cmp.n3311, label %iter.check3225, label %search.compacted.body.6.preheader

search.compacted.body.6.preheader:                ; preds = %iter.check3271, %vec.epilog.iter.check3298, %vec.epilog.middle.block3310
  %search.compacted1203.6.ph = phi i64 [ 0, %iter.check3271 ], [ %n.vec3276, %vec.epilog.iter.check3298 ], [ %n.vec3302, %vec.epilog.middle.block3310 ]
  %search_count335.01202.6.ph = phi i64 [ %.lcssa4550, %iter.check3271 ], [ %7011, %vec.epilog.iter.check3298 ], [ %7018, %vec.epilog.middle.block3310 ]
  br label %search.compacted.body.6

search.compacted.body.6:                          ; preds = %search.compacted.body.6.preheader, %search.compacted.body.6
  %search.compacted1203.6 = phi i64 [ %7023, %search.compacted.body.6 ], [ %search.compacted1203.6.ph, %search.compacted.body.6.preheader ]
  %search_count335.01202.6 = phi i64 [ %7022, %search.compacted.body.6 ], [ %search_count335.01202.6.ph, %search.compacted.body.6.preheader ]
  %7019 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1203.6
  %key336.6 = load i32, ptr %7019, align 4
  %7020 = icmp uge i32 %key336.6, %candidate334.6
  %7021 = zext i1 %7020 to i64
  %7022 = add i64 %search_count335.01202.6, %7021
  %7023 = add nuw i64 %search.compacted1203.6, 1
  %exitcond1509.6.not = icmp eq i64 %7023, %compacted.1.lcssa
  br i1 %exitcond1509.6.not, label %iter.check3225, label %search.compacted.body.6, !llvm.loop !95

iter.check3225:                                   ; preds = %search.compacted.body.6, %vec.epilog.middle.block3310, %middle.block3290
  %.lcssa2181 = phi i64 [ %7018, %vec.epilog.middle.block3310 ], [ %7011, %middle.block3290 ], [ %7022, %search.compacted.body.6 ]
  %weight338.6 = uitofp i64 %.lcssa2181 to float
  %7024 = fcmp oge float %weight338.6, %top_k319
  %7025 = select i1 %7024, i32 %candidate334.6, i32 %6992
  %candidate334.7 = or i32 %7025, 256
  %min.iters.check3223 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check3223, label %search.compacted.body.7.preheader, label %vector.main.loop.iter.check3227

vector.main.loop.iter.check3227:                  ; preds = %iter.check3225
  %min.iters.check3226 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check3226, label %vec.epilog.ph3254, label %vector.ph3228

vector.ph3228:                                    ; preds = %vector.main.loop.iter.check3227
  %n.mod.vf3229 = and i64 %compacted.1.lcssa, 12
  %n.vec3230 = and i64 %compacted.1.lcssa, -16
  %7026 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa4550, i64 0
  %broadcast.splatinsert3231 = insertelement <4 x i32> poison, i32 %candidate334.7, i64 0
  %broadcast.splat3232 = shufflevector <4 x i32> %broadcast.splatinsert3231, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3233

vector.body3233:                                  ; preds = %vector.body3233, %vector.ph3228
  %index3234 = phi i64 [ 0, %vector.ph3228 ], [ %index.next3243, %vector.body3233 ]
  %vec.phi3235 = phi <4 x i64> [ %7026, %vector.ph3228 ], [ %7039, %vector.body3233 ]
  %vec.phi3236 = phi <4 x i64> [ zeroinitializer, %vector.ph3228 ], [ %7040, %vector.body3233 ]
  %vec.phi3237 = phi <4 x i64> [ zeroinitializer, %vector.ph3228 ], [ %7041, %vector.body3233 ]
  %vec.phi3238 = phi <4 x i64> [ zeroinitializer, %vector.ph3228 ], [ %7042, %vector.body3233 ]
  %7027 = getelementptr inbounds float, ptr %scratch, i64 %index3234
  %7028 = getelementptr inbounds nuw i8, ptr %7027, i64 16
  %7029 = getelementptr inbounds nuw i8, ptr %7027, i64 32
  %7030 = getelementptr inbounds nuw i8, ptr %7027, i64 48
  %wide.load3239 = load <4 x i32>, ptr %7027, align 4
  %wide.load3240 = load <4 x i32>, ptr %7028, align 4
  %wide.load3241 = load <4 x i32>, ptr %7029, align 4
  %wide.load3242 = load <4 x i32>, ptr %7030, align 4
  %7031 = icmp uge <4 x i32> %wide.load3239, %broadcast.splat3232
  %7032 = icmp uge <4 x i32> %wide.load3240, %broadcast.splat3232
  %7033 = icmp uge <4 x i32> %wide.load3241, %broadcast.splat3232
  %7034 = icmp uge <4 x i32> %wide.load3242, %broadcast.splat3232
  %7035 = zext <4 x i1> %7031 to <4 x i64>
  %7036 = zext <4 x i1> %7032 to <4 x i64>
  %7037 = zext <4 x i1> %7033 to <4 x i64>
  %7038 = zext <4 x i1> %7034 to <4 x i64>
  %7039 = add <4 x i64> %vec.phi3235, %7035
  %7040 = add <4 x i64> %vec.phi3236, %7036
  %7041 = add <4 x i64> %vec.phi3237, %7037
  %7042 = add <4 x i64> %vec.phi3238, %7038
  %index.next3243 = add nuw i64 %index3234, 16
  %7043 = icmp eq i64 %index.next3243, %n.vec3230
  br i1 %7043, label %middle.block3244, label %vector.body3233, !llvm.loop !96

middle.block3244:                                 ; preds = %vector.body3233
  %bin.rdx3245 = add <4 x i64> %7040, %7039
  %bin.rdx3246 = add <4 x i64> %7041, %bin.rdx3245
  %bin.rdx3247 = add <4 x i64> %7042, %bin.rdx3246
  %7044 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3247)
  %cmp.n3248 = icmp eq i64 %compacted.1.lcssa, %n.vec3230
  br i1 %cmp.n3248, label %iter.check3179, label %vec.epilog.iter.check3252

vec.epilog.iter.check3252:                        ; preds = %middle.block3244
  %min.epilog.iters.check3253 = icmp eq i64 %n.mod.vf3229, 0
  br i1 %min.epilog.iters.check3253, label %search.compacted.body.7.preheader, label %vec.epilog.ph3254, !prof !25

vec.epilog.ph3254:                                ; preds = %vector.main.loop.iter.check3227, %vec.epilog.iter.check3252
  %vec.epilog.resume.val3249 = phi i64 [ %n.vec3230, %vec.epilog.iter.check3252 ], [ 0, %vector.main.loop.iter.check3227 ]
  %bc.merge.rdx3250 = phi i64 [ %7044, %vec.epilog.iter.check3252 ], [ %.lcssa4550, %vector.main.loop.iter.check3227 ]
  %n.vec3256 = and i64 %compacted.1.lcssa, -4
  %7045 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3250, i64 0
  %broadcast.splatinsert3257 = insertelement <4 x i32> poison, i32 %candidate334.7, i64 0
  %broadcast.splat3258 = shufflevector <4 x i32> %broadcast.splatinsert3257, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3259

vec.epilog.vector.body3259:                       ; preds = %vec.epilog.vector.body3259, %vec.epilog.ph3254
  %index3260 = phi i64 [ %vec.epilog.resume.val3249, %vec.epilog.ph3254 ], [ %index.next3263, %vec.epilog.vector.body3259 ]
  %vec.phi3261 = phi <4 x i64> [ %7045, %vec.epilog.ph3254 ], [ %7049, %vec.epilog.vector.body3259 ]
  %7046 = getelementptr inbounds float, ptr %scratch, i64 %index3260
  %wide.load3262 = load <4 x i32>, ptr %7046, align 4
  %7047 = icmp uge <4 x i32> %wide.load3262, %broadcast.splat3258
  %7048 = zext <4 x i1> %7047 to <4 x i64>
  %7049 = add <4 x i64> %vec.phi3261, %7048
  %index.next3263 = add nuw i64 %index3260, 4
  %7050 = icmp eq i64 %index.next3263, %n.vec3256
  br i1 %7050, label %vec.epilog.middle.block3264, label %vec.epilog.vector.body3259, !llvm.loop !97

vec.epilog.middle.block3264:                      ; preds = %vec.epilog.vector.body3259
  %7051 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7049)
  %cmp.n3265 = icmp eq i64 %compacted.1.lcssa, %n.vec3256
  br i1 %cmp.n3265, label %iter.check3179, label %search.compacted.body.7.preheader

search.compacted.body.7.preheader:                ; preds = %iter.check3225, %vec.epilog.iter.check3252, %vec.epilog.middle.block3264
  %search.compacted1203.7.ph = phi i64 [ 0, %iter.check3225 ], [ %n.vec3230, %vec.epilog.iter.check3252 ], [ %n.vec3256, %vec.epilog.middle.block3264 ]
  %search_count335.01202.7.ph = phi i64 [ %.lcssa4550, %iter.check3225 ], [ %7044, %vec.epilog.iter.check3252 ], [ %7051, %vec.epilog.middle.block3264 ]
  br label %search.compacted.body.7

search.compacted.body.7:                          ; preds = %search.compacted.body.7.preheader, %search.compacted.body.7
  %search.compacted1203.7 = phi i64 [ %7056, %search.compacted.body.7 ], [ %search.compacted1203.7.ph, %search.compacted.body.7.preheader ]
  %search_count335.01202.7 = phi i64 [ %7055, %search.compacted.body.7 ], [ %search_count335.01202.7.ph, %search.compacted.body.7.preheader ]
  %7052 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1203.7
  %key336.7 = load i32, ptr %7052, align 4
  %7053 = icmp uge i32 %key336.7, %candidate334.7
  %7054 = zext i1 %7053 to i64
  %7055 = add i64 %search_count335.01202.7, %7054
  %7056 = add nuw i64 %search.compacted1203.7, 1
  %exitcond1509.7.not = icmp eq i64 %7056, %compacted.1.lcssa
  br i1 %exitcond1509.7.not, label %iter.check3179, label %search.compacted.body.7, !llvm.loop !98

iter.check3179:                                   ; preds = %search.compacted.body.7, %vec.epilog.middle.block3264, %middle.block3244
  %.lcssa2182 = phi i64 [ %7051, %vec.epilog.middle.block3264 ], [ %7044, %middle.block3244 ], [ %7055, %search.compacted.body.7 ]
  %weight338.7 = uitofp i64 %.lcssa2182 to float
  %7057 = fcmp oge float %weight338.7, %top_k319
  %7058 = select i1 %7057, i32 %candidate334.7, i32 %7025
  %candidate334.8 = or i32 %7058, 128
  %min.iters.check3177 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check3177, label %search.compacted.body.8.preheader, label %vector.main.loop.iter.check3181

vector.main.loop.iter.check3181:                  ; preds = %iter.check3179
  %min.iters.check3180 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check3180, label %vec.epilog.ph3208, label %vector.ph3182

vector.ph3182:                                    ; preds = %vector.main.loop.iter.check3181
  %n.mod.vf3183 = and i64 %compacted.1.lcssa, 12
  %n.vec3184 = and i64 %compacted.1.lcssa, -16
  %7059 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa4550, i64 0
  %broadcast.splatinsert3185 = insertelement <4 x i32> poison, i32 %candidate334.8, i64 0
  %broadcast.splat3186 = shufflevector <4 x i32> %broadcast.splatinsert3185, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3187

vector.body3187:                                  ; preds = %vector.body3187, %vector.ph3182
  %index3188 = phi i64 [ 0, %vector.ph3182 ], [ %index.next3197, %vector.body3187 ]
  %vec.phi3189 = phi <4 x i64> [ %7059, %vector.ph3182 ], [ %7072, %vector.body3187 ]
  %vec.phi3190 = phi <4 x i64> [ zeroinitializer, %vector.ph3182 ], [ %7073, %vector.body3187 ]
  %vec.phi3191 = phi <4 x i64> [ zeroinitializer, %vector.ph3182 ], [ %7074, %vector.body3187 ]
  %vec.phi3192 = phi <4 x i64> [ zeroinitializer, %vector.ph3182 ], [ %7075, %vector.body3187 ]
  %7060 = getelementptr inbounds float, ptr %scratch, i64 %index3188
  %7061 = getelementptr inbounds nuw i8, ptr %7060, i64 16
  %7062 = getelementptr inbounds nuw i8, ptr %7060, i64 32
  %7063 = getelementptr inbounds nuw i8, ptr %7060, i64 48
  %wide.load3193 = load <4 x i32>, ptr %7060, align 4
  %wide.load3194 = load <4 x i32>, ptr %7061, align 4
  %wide.load3195 = load <4 x i32>, ptr %7062, align 4
  %wide.load3196 = load <4 x i32>, ptr %7063, align 4
  %7064 = icmp uge <4 x i32> %wide.load3193, %broadcast.splat3186
  %7065 = icmp uge <4 x i32> %wide.load3194, %broadcast.splat3186
  %7066 = icmp uge <4 x i32> %wide.load3195, %broadcast.splat3186
  %7067 = icmp uge <4 x i32> %wide.load3196, %broadcast.splat3186
  %7068 = zext <4 x i1> %7064 to <4 x i64>
  %7069 = zext <4 x i1> %7065 to <4 x i64>
  %7070 = zext <4 x i1> %7066 to <4 x i64>
  %7071 = zext <4 x i1> %7067 to <4 x i64>
  %7072 = add <4 x i64> %vec.phi3189, %7068
  %7073 = add <4 x i64> %vec.phi3190, %7069
  %7074 = add <4 x i64> %vec.phi3191, %7070
  %7075 = add <4 x i64> %vec.phi3192, %7071
  %index.next3197 = add nuw i64 %index3188, 16
  %7076 = icmp eq i64 %index.next3197, %n.vec3184
  br i1 %7076, label %middle.block3198, label %vector.body3187, !llvm.loop !99

middle.block3198:                                 ; preds = %vector.body3187
  %bin.rdx3199 = add <4 x i64> %7073, %7072
  %bin.rdx3200 = add <4 x i64> %7074, %bin.rdx3199
  %bin.rdx3201 = add <4 x i64> %7075, %bin.rdx3200
  %7077 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3201)
  %cmp.n3202 = icmp eq i64 %compacted.1.lcssa, %n.vec3184
  br i1 %cmp.n3202, label %iter.check3133, label %vec.epilog.iter.check3206

vec.epilog.iter.check3206:                        ; preds = %middle.block3198
  %min.epilog.iters.check3207 = icmp eq i64 %n.mod.vf3183, 0
  br i1 %min.epilog.iters.check3207, label %search.compacted.body.8.preheader, label %vec.epilog.ph3208, !prof !25

vec.epilog.ph3208:                                ; preds = %vector.main.loop.iter.check3181, %vec.epilog.iter.check3206
  %vec.epilog.resume.val3203 = phi i64 [ %n.vec3184, %vec.epilog.iter.check3206 ], [ 0, %vector.main.loop.iter.check3181 ]
  %bc.merge.rdx3204 = phi i64 [ %7077, %vec.epilog.iter.check3206 ], [ %.lcssa4550, %vector.main.loop.iter.check3181 ]
  %n.vec3210 = and i64 %compacted.1.lcssa, -4
  %7078 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3204, i64 0
  %broadcast.splatinsert3211 = insertelement <4 x i32> poison, i32 %candidate334.8, i64 0
  %broadcast.splat3212 = shufflevector <4 x i32> %broadcast.splatinsert3211, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3213

vec.epilog.vector.body3213:                       ; preds = %vec.epilog.vector.body3213, %vec.epilog.ph3208
  %index3214 = phi i64 [ %vec.epilog.resume.val3203, %vec.epilog.ph3208 ], [ %index.next3217, %vec.epilog.vector.body3213 ]
  %vec.phi3215 = phi <4 x i64> [ %7078, %vec.epilog.ph3208 ], [ %7082, %vec.epilog.vector.body3213 ]
  %7079 = getelementptr inbounds float, ptr %scratch, i64 %index3214
  %wide.load3216 = load <4 x i32>, ptr %7079, align 4
  %7080 = icmp uge <4 x i32> %wide.load3216, %broadcast.splat3212
  %7081 = zext <4 x i1> %7080 to <4 x i64>
  %7082 = add <4 x i64> %vec.phi3215, %7081
  %index.next3217 = add nuw i64 %index3214, 4
  %7083 = icmp eq i64 %index.next3217, %n.vec3210
  br i1 %7083, label %vec.epilog.middle.block3218, label %vec.epilog.vector.body3213, !llvm.loop !100

vec.epilog.middle.block3218:                      ; preds = %vec.epilog.vector.body3213
  %7084 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7082)
  %cmp.n3219 = icmp eq i64 %compacted.1.lcssa, %n.vec3210
  br i1 %cmp.n3219, label %iter.check3133, label %search.compacted.body.8.preheader

search.compacted.body.8.preheader:                ; preds = %iter.check3179, %vec.epilog.iter.check3206, %vec.epilog.middle.block3218
  %search.compacted1203.8.ph = phi i64 [ 0, %iter.check3179 ], [ %n.vec3184, %vec.epilog.iter.check3206 ], [ %n.vec3210, %vec.epilog.middle.block3218 ]
  %search_count335.01202.8.ph = phi i64 [ %.lcssa4550, %iter.check3179 ], [ %7077, %vec.epilog.iter.check3206 ], [ %7084, %vec.epilog.middle.block3218 ]
  br label %search.compacted.body.8

search.compacted.body.8:                          ; preds = %search.compacted.body.8.preheader, %search.compacted.body.8
  %search.compacted1203.8 = phi i64 [ %7089, %search.compacted.body.8 ], [ %search.compacted1203.8.ph, %search.compacted.body.8.preheader ]
  %search_count335.01202.8 = phi i64 [ %7088, %search.compacted.body.8 ], [ %search_count335.01202.8.ph, %search.compacted.body.8.preheader ]
  %7085 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1203.8
  %key336.8 = load i32, ptr %7085, align 4
  %7086 = icmp uge i32 %key336.8, %candidate334.8
  %7087 = zext i1 %7086 to i64
  %7088 = add i64 %search_count335.01202.8, %7087
  %7089 = add nuw i64 %search.compacted1203.8, 1
  %exitcond1509.8.not = icmp eq i64 %7089, %compacted.1.lcssa
  br i1 %exitcond1509.8.not, label %iter.check3133, label %search.compacted.body.8, !llvm.loop !101

iter.check3133:                                   ; preds = %search.compacted.body.8, %vec.epilog.middle.block3218, %middle.block3198
  %.lcssa2183 = phi i64 [ %7084, %vec.epilog.middle.block3218 ], [ %7077, %middle.block3198 ], [ %7088, %search.compacted.body.8 ]
  %weight338.8 = uitofp i64 %.lcssa2183 to float
  %7090 = fcmp oge float %weight338.8, %top_k319
  %7091 = select i1 %7090, i32 %candidate334.8, i32 %7058
  %candidate334.9 = or i32 %7091, 64
  %min.iters.check3131 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check3131, label %search.compacted.body.9.preheader, label %vector.main.loop.iter.check3135

vector.main.loop.iter.check3135:                  ; preds = %iter.check3133
  %min.iters.check3134 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check3134, label %vec.epilog.ph3162, label %vector.ph3136

vector.ph3136:                                    ; preds = %vector.main.loop.iter.check3135
  %n.mod.vf3137 = and i64 %compacted.1.lcssa, 12
  %n.vec3138 = and i64 %compacted.1.lcssa, -16
  %7092 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa4550, i64 0
  %broadcast.splatinsert3139 = insertelement <4 x i32> poison, i32 %candidate334.9, i64 0
  %broadcast.splat3140 = shufflevector <4 x i32> %broadcast.splatinsert3139, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3141

vector.body3141:                                  ; preds = %vector.body3141, %vector.ph3136
  %index3142 = phi i64 [ 0, %vector.ph3136 ], [ %index.next3151, %vector.body3141 ]
  %vec.phi3143 = phi <4 x i64> [ %7092, %vector.ph3136 ], [ %7105, %vector.body3141 ]
  %vec.phi3144 = phi <4 x i64> [ zeroinitializer, %vector.ph3136 ], [ %7106, %vector.body3141 ]
  %vec.phi3145 = phi <4 x i64> [ zeroinitializer, %vector.ph3136 ], [ %7107, %vector.body3141 ]
  %vec.phi3146 = phi <4 x i64> [ zeroinitializer, %vector.ph3136 ], [ %7108, %vector.body3141 ]
  %7093 = getelementptr inbounds float, ptr %scratch, i64 %index3142
  %7094 = getelementptr inbounds nuw i8, ptr %7093, i64 16
  %7095 = getelementptr inbounds nuw i8, ptr %7093, i64 32
  %7096 = getelementptr inbounds nuw i8, ptr %7093, i64 48
  %wide.load3147 = load <4 x i32>, ptr %7093, align 4
  %wide.load3148 = load <4 x i32>, ptr %7094, align 4
  %wide.load3149 = load <4 x i32>, ptr %7095, align 4
  %wide.load3150 = load <4 x i32>, ptr %7096, align 4
  %7097 = icmp uge <4 x i32> %wide.load3147, %broadcast.splat3140
  %7098 = icmp uge <4 x i32> %wide.load3148, %broadcast.splat3140
  %7099 = icmp uge <4 x i32> %wide.load3149, %broadcast.splat3140
  %7100 = icmp uge <4 x i32> %wide.load3150, %broadcast.splat3140
  %7101 = zext <4 x i1> %7097 to <4 x i64>
  %7102 = zext <4 x i1> %7098 to <4 x i64>
  %7103 = zext <4 x i1> %7099 to <4 x i64>
  %7104 = zext <4 x i1> %7100 to <4 x i64>
  %7105 = add <4 x i64> %vec.phi3143, %7101
  %7106 = add <4 x i64> %vec.phi3144, %7102
  %7107 = add <4 x i64> %vec.phi3145, %7103
  %7108 = add <4 x i64> %vec.phi3146, %7104
  %index.next3151 = add nuw i64 %index3142, 16
  %7109 = icmp eq i64 %index.next3151, %n.vec3138
  br i1 %7109, label %middle.block3152, label %vector.body3141, !llvm.loop !102

middle.block3152:                                 ; preds = %vector.body3141
  %bin.rdx3153 = add <4 x i64> %7106, %7105
  %bin.rdx3154 = add <4 x i64> %7107, %bin.rdx3153
  %bin.rdx3155 = add <4 x i64> %7108, %bin.rdx3154
  %7110 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3155)
  %cmp.n3156 = icmp eq i64 %compacted.1.lcssa, %n.vec3138
  br i1 %cmp.n3156, label %iter.check3087, label %vec.epilog.iter.check3160

vec.epilog.iter.check3160:                        ; preds = %middle.block3152
  %min.epilog.iters.check3161 = icmp eq i64 %n.mod.vf3137, 0
  br i1 %min.epilog.iters.check3161, label %search.compacted.body.9.preheader, label %vec.epilog.ph3162, !prof !25

vec.epilog.ph3162:                                ; preds = %vector.main.loop.iter.check3135, %vec.epilog.iter.check3160
  %vec.epilog.resume.val3157 = phi i64 [ %n.vec3138, %vec.epilog.iter.check3160 ], [ 0, %vector.main.loop.iter.check3135 ]
  %bc.merge.rdx3158 = phi i64 [ %7110, %vec.epilog.iter.check3160 ], [ %.lcssa4550, %vector.main.loop.iter.check3135 ]
  %n.vec3164 = and i64 %compacted.1.lcssa, -4
  %7111 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3158, i64 0
  %broadcast.splatinsert3165 = insertelement <4 x i32> poison, i32 %candidate334.9, i64 0
  %broadcast.splat3166 = shufflevector <4 x i32> %broadcast.splatinsert3165, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3167

vec.epilog.vector.body3167:                       ; preds = %vec.epilog.vector.body3167, %vec.epilog.ph3162
  %index3168 = phi i64 [ %vec.epilog.resume.val3157, %vec.epilog.ph3162 ], [ %index.next3171, %vec.epilog.vector.body3167 ]
  %vec.phi3169 = phi <4 x i64> [ %7111, %vec.epilog.ph3162 ], [ %7115, %vec.epilog.vector.body3167 ]
  %7112 = getelementptr inbounds float, ptr %scratch, i64 %index3168
  %wide.load3170 = load <4 x i32>, ptr %7112, align 4
  %7113 = icmp uge <4 x i32> %wide.load3170, %broadcast.splat3166
  %7114 = zext <4 x i1> %7113 to <4 x i64>
  %7115 = add <4 x i64> %vec.phi3169, %7114
  %index.next3171 = add nuw i64 %index3168, 4
  %7116 = icmp eq i64 %index.next3171, %n.vec3164
  br i1 %7116, label %vec.epilog.middle.block3172, label %vec.epilog.vector.body3167, !llvm.loop !103

vec.epilog.middle.block3172:                      ; preds = %vec.epilog.vector.body3167
  %7117 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7115)
  %cmp.n3173 = icmp eq i64 %compacted.1.lcssa, %n.vec3164
  br i1 %cmp.n3173, label %iter.check3087, label %search.compacted.body.9.preheader

search.compacted.body.9.preheader:                ; preds = %iter.check3133, %vec.epilog.iter.check3160, %vec.epilog.middle.block3172
  %search.compacted1203.9.ph = phi i64 [ 0, %iter.check3133 ], [ %n.vec3138, %vec.epilog.iter.check3160 ], [ %n.vec3164, %vec.epilog.middle.block3172 ]
  %search_count335.01202.9.ph = phi i64 [ %.lcssa4550, %iter.check3133 ], [ %7110, %vec.epilog.iter.check3160 ], [ %7117, %vec.epilog.middle.block3172 ]
  br label %search.compacted.body.9

search.compacted.body.9:                          ; preds = %search.compacted.body.9.preheader, %search.compacted.body.9
  %search.compacted1203.9 = phi i64 [ %7122, %search.compacted.body.9 ], [ %search.compacted1203.9.ph, %search.compacted.body.9.preheader ]
  %search_count335.01202.9 = phi i64 [ %7121, %search.compacted.body.9 ], [ %search_count335.01202.9.ph, %search.compacted.body.9.preheader ]
  %7118 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1203.9
  %key336.9 = load i32, ptr %7118, align 4
  %7119 = icmp uge i32 %key336.9, %candidate334.9
  %7120 = zext i1 %7119 to i64
  %7121 = add i64 %search_count335.01202.9, %7120
  %7122 = add nuw i64 %search.compacted1203.9, 1
  %exitcond1509.9.not = icmp eq i64 %7122, %compacted.1.lcssa
  br i1 %exitcond1509.9.not, label %iter.check3087, label %search.compacted.body.9, !llvm.loop !104

iter.check3087:                                   ; preds = %search.compacted.body.9, %vec.epilog.middle.block3172, %middle.block3152
  %.lcssa2184 = phi i64 [ %7117, %vec.epilog.middle.block3172 ], [ %7110, %middle.block3152 ], [ %7121, %search.compacted.body.9 ]
  %weight338.9 = uitofp i64 %.lcssa2184 to float
  %7123 = fcmp oge float %weight338.9, %top_k319
  %7124 = select i1 %7123, i32 %candidate334.9, i32 %7091
  %candidate334.10 = or i32 %7124, 32
  %min.iters.check3085 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check3085, label %search.compacted.body.10.preheader, label %vector.main.loop.iter.check3089

vector.main.loop.iter.check3089:                  ; preds = %iter.check3087
  %min.iters.check3088 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check3088, label %vec.epilog.ph3116, label %vector.ph3090

vector.ph3090:                                    ; preds = %vector.main.loop.iter.check3089
  %n.mod.vf3091 = and i64 %compacted.1.lcssa, 12
  %n.vec3092 = and i64 %compacted.1.lcssa, -16
  %7125 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa4550, i64 0
  %broadcast.splatinsert3093 = insertelement <4 x i32> poison, i32 %candidate334.10, i64 0
  %broadcast.splat3094 = shufflevector <4 x i32> %broadcast.splatinsert3093, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3095

vector.body3095:                                  ; preds = %vector.body3095, %vector.ph3090
  %index3096 = phi i64 [ 0, %vector.ph3090 ], [ %index.next3105, %vector.body3095 ]
  %vec.phi3097 = phi <4 x i64> [ %7125, %vector.ph3090 ], [ %7138, %vector.body3095 ]
  %vec.phi3098 = phi <4 x i64> [ zeroinitializer, %vector.ph3090 ], [ %7139, %vector.body3095 ]
  %vec.phi3099 = phi <4 x i64> [ zeroinitializer, %vector.ph3090 ], [ %7140, %vector.body3095 ]
  %vec.phi3100 = phi <4 x i64> [ zeroinitializer, %vector.ph3090 ], [ %7141, %vector.body3095 ]
  %7126 = getelementptr inbounds float, ptr %scratch, i64 %index3096
  %7127 = getelementptr inbounds nuw i8, ptr %7126, i64 16
  %7128 = getelementptr inbounds nuw i8, ptr %7126, i64 32
  %7129 = getelementptr inbounds nuw i8, ptr %7126, i64 48
  %wide.load3101 = load <4 x i32>, ptr %7126, align 4
  %wide.load3102 = load <4 x i32>, ptr %7127, align 4
  %wide.load3103 = load <4 x i32>, ptr %7128, align 4
  %wide.load3104 = load <4 x i32>, ptr %7129, align 4
  %7130 = icmp uge <4 x i32> %wide.load3101, %broadcast.splat3094
  %7131 = icmp uge <4 x i32> %wide.load3102, %broadcast.splat3094
  %7132 = icmp uge <4 x i32> %wide.load3103, %broadcast.splat3094
  %7133 = icmp uge <4 x i32> %wide.load3104, %broadcast.splat3094
  %7134 = zext <4 x i1> %7130 to <4 x i64>
  %7135 = zext <4 x i1> %7131 to <4 x i64>
  %7136 = zext <4 x i1> %7132 to <4 x i64>
  %7137 = zext <4 x i1> %7133 to <4 x i64>
  %7138 = add <4 x i64> %vec.phi3097, %7134
  %7139 = add <4 x i64> %vec.phi3098, %7135
  %7140 = add <4 x i64> %vec.phi3099, %7136
  %7141 = add <4 x i64> %vec.phi3100, %7137
  %index.next3105 = add nuw i64 %index3096, 16
  %7142 = icmp eq i64 %index.next3105, %n.vec3092
  br i1 %7142, label %middle.block3106, label %vector.body3095, !llvm.loop !105

middle.block3106:                                 ; preds = %vector.body3095
  %bin.rdx3107 = add <4 x i64> %7139, %7138
  %bin.rdx3108 = add <4 x i64> %7140, %bin.rdx3107
  %bin.rdx3109 = add <4 x i64> %7141, %bin.rdx3108
  %7143 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3109)
  %cmp.n3110 = icmp eq i64 %compacted.1.lcssa, %n.vec3092
  br i1 %cmp.n3110, label %iter.check3041, label %vec.epilog.iter.check3114

vec.epilog.iter.check3114:                        ; preds = %middle.block3106
  %min.epilog.iters.check3115 = icmp eq i64 %n.mod.vf3091, 0
  br i1 %min.epilog.iters.check3115, label %search.compacted.body.10.preheader, label %vec.epilog.ph3116, !prof !25

vec.epilog.ph3116:                                ; preds = %vector.main.loop.iter.check3089, %vec.epilog.iter.check3114
  %vec.epilog.resume.val3111 = phi i64 [ %n.vec3092, %vec.epilog.iter.check3114 ], [ 0, %vector.main.loop.iter.check3089 ]
  %bc.merge.rdx3112 = phi i64 [ %7143, %vec.epilog.iter.check3114 ], [ %.lcssa4550, %vector.main.loop.iter.check3089 ]
  %n.vec3118 = and i64 %compacted.1.lcssa, -4
  %7144 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3112, i64 0
  %broadcast.splatinsert3119 = insertelement <4 x i32> poison, i32 %candidate334.10, i64 0
  %broadcast.splat3120 = shufflevector <4 x i32> %broadcast.splatinsert3119, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3121

vec.epilog.vector.body3121:                       ; preds = %vec.epilog.vector.body3121, %vec.epilog.ph3116
  %index3122 = phi i64 [ %vec.epilog.resume.val3111, %vec.epilog.ph3116 ], [ %index.next3125, %vec.epilog.vector.body3121 ]
  %vec.phi3123 = phi <4 x i64> [ %7144, %vec.epilog.ph3116 ], [ %7148, %vec.epilog.vector.body3121 ]
  %7145 = getelementptr inbounds float, ptr %scratch, i64 %index3122
  %wide.load3124 = load <4 x i32>, ptr %7145, align 4
  %7146 = icmp uge <4 x i32> %wide.load3124, %broadcast.splat3120
  %7147 = zext <4 x i1> %7146 to <4 x i64>
  %7148 = add <4 x i64> %vec.phi3123, %7147
  %index.next3125 = add nuw i64 %index3122, 4
  %7149 = icmp eq i64 %index.next3125, %n.vec3118
  br i1 %7149, label %vec.epilog.middle.block3126, label %vec.epilog.vector.body3121, !llvm.loop !106

vec.epilog.middle.block3126:                      ; preds = %vec.epilog.vector.body3121
  %7150 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7148)
  %cmp.n3127 = icmp eq i64 %compacted.1.lcssa, %n.vec3118
  br i1 %cmp.n3127, label %iter.check3041, label %search.compacted.body.10.preheader

search.compacted.body.10.preheader:               ; preds = %iter.check3087, %vec.epilog.iter.check3114, %vec.epilog.middle.block3126
  %search.compacted1203.10.ph = phi i64 [ 0, %iter.check3087 ], [ %n.vec3092, %vec.epilog.iter.check3114 ], [ %n.vec3118, %vec.epilog.middle.block3126 ]
  %search_count335.01202.10.ph = phi i64 [ %.lcssa4550, %iter.check3087 ], [ %7143, %vec.epilog.iter.check3114 ], [ %7150, %vec.epilog.middle.block3126 ]
  br label %search.compacted.body.10

search.compacted.body.10:                         ; preds = %search.compacted.body.10.preheader, %search.compacted.body.10
  %search.compacted1203.10 = phi i64 [ %7155, %search.compacted.body.10 ], [ %search.compacted1203.10.ph, %search.compacted.body.10.preheader ]
  %search_count335.01202.10 = phi i64 [ %7154, %search.compacted.body.10 ], [ %search_count335.01202.10.ph, %search.compacted.body.10.preheader ]
  %7151 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1203.10
  %key336.10 = load i32, ptr %7151, align 4
  %7152 = icmp uge i32 %key336.10, %candidate334.10
  %7153 = zext i1 %7152 to i64
  %7154 = add i64 %search_count335.01202.10, %7153
  %7155 = add nuw i64 %search.compacted1203.10, 1
  %exitcond1509.10.not = icmp eq i64 %7155, %compacted.1.lcssa
  br i1 %exitcond1509.10.not, label %iter.check3041, label %search.compacted.body.10, !llvm.loop !107

iter.check3041:                                   ; preds = %search.compacted.body.10, %vec.epilog.middle.block3126, %middle.block3106
  %.lcssa2185 = phi i64 [ %7150, %vec.epilog.middle.block3126 ], [ %7143, %middle.block3106 ], [ %7154, %search.compacted.body.10 ]
  %weight338.10 = uitofp i64 %.lcssa2185 to float
  %7156 = fcmp oge float %weight338.10, %top_k319
  %7157 = select i1 %7156, i32 %candidate334.10, i32 %7124
  %candidate334.11 = or i32 %7157, 16
  %min.iters.check3039 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check3039, label %search.compacted.body.11.preheader, label %vector.main.loop.iter.check3043

vector.main.loop.iter.check3043:                  ; preds = %iter.check3041
  %min.iters.check3042 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check3042, label %vec.epilog.ph3070, label %vector.ph3044

vector.ph3044:                                    ; preds = %vector.main.loop.iter.check3043
  %n.mod.vf3045 = and i64 %compacted.1.lcssa, 12
  %n.vec3046 = and i64 %compacted.1.lcssa, -16
  %7158 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa4550, i64 0
  %broadcast.splatinsert3047 = insertelement <4 x i32> poison, i32 %candidate334.11, i64 0
  %broadcast.splat3048 = shufflevector <4 x i32> %broadcast.splatinsert3047, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3049

vector.body3049:                                  ; preds = %vector.body3049, %vector.ph3044
  %index3050 = phi i64 [ 0, %vector.ph3044 ], [ %index.next3059, %vector.body3049 ]
  %vec.phi3051 = phi <4 x i64> [ %7158, %vector.ph3044 ], [ %7171, %vector.body3049 ]
  %vec.phi3052 = phi <4 x i64> [ zeroinitializer, %vector.ph3044 ], [ %7172, %vector.body3049 ]
  %vec.phi3053 = phi <4 x i64> [ zeroinitializer, %vector.ph3044 ], [ %7173, %vector.body3049 ]
  %vec.phi3054 = phi <4 x i64> [ zeroinitializer, %vector.ph3044 ], [ %7174, %vector.body3049 ]
  %7159 = getelementptr inbounds float, ptr %scratch, i64 %index3050
  %7160 = getelementptr inbounds nuw i8, ptr %7159, i64 16
  %7161 = getelementptr inbounds nuw i8, ptr %7159, i64 32
  %7162 = getelementptr inbounds nuw i8, ptr %7159, i64 48
  %wide.load3055 = load <4 x i32>, ptr %7159, align 4
  %wide.load3056 = load <4 x i32>, ptr %7160, align 4
  %wide.load3057 = load <4 x i32>, ptr %7161, align 4
  %wide.load3058 = load <4 x i32>, ptr %7162, align 4
  %7163 = icmp uge <4 x i32> %wide.load3055, %broadcast.splat3048
  %7164 = icmp uge <4 x i32> %wide.load3056, %broadcast.splat3048
  %7165 = icmp uge <4 x i32> %wide.load3057, %broadcast.splat3048
  %7166 = icmp uge <4 x i32> %wide.load3058, %broadcast.splat3048
  %7167 = zext <4 x i1> %7163 to <4 x i64>
  %7168 = zext <4 x i1> %7164 to <4 x i64>
  %7169 = zext <4 x i1> %7165 to <4 x i64>
  %7170 = zext <4 x i1> %7166 to <4 x i64>
  %7171 = add <4 x i64> %vec.phi3051, %7167
  %7172 = add <4 x i64> %vec.phi3052, %7168
  %7173 = add <4 x i64> %vec.phi3053, %7169
  %7174 = add <4 x i64> %vec.phi3054, %7170
  %index.next3059 = add nuw i64 %index3050, 16
  %7175 = icmp eq i64 %index.next3059, %n.vec3046
  br i1 %7175, label %middle.block3060, label %vector.body3049, !llvm.loop !108

middle.block3060:                                 ; preds = %vector.body3049
  %bin.rdx3061 = add <4 x i64> %7172, %7171
  %bin.rdx3062 = add <4 x i64> %7173, %bin.rdx3061
  %bin.rdx3063 = add <4 x i64> %7174, %bin.rdx3062
  %7176 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3063)
  %cmp.n3064 = icmp eq i64 %compacted.1.lcssa, %n.vec3046
  br i1 %cmp.n3064, label %iter.check2995, label %vec.epilog.iter.check3068

vec.epilog.iter.check3068:                        ; preds = %middle.block3060
  %min.epilog.iters.check3069 = icmp eq i64 %n.mod.vf3045, 0
  br i1 %min.epilog.iters.check3069, label %search.compacted.body.11.preheader, label %vec.epilog.ph3070, !prof !25

vec.epilog.ph3070:                                ; preds = %vector.main.loop.iter.check3043, %vec.epilog.iter.check3068
  %vec.epilog.resume.val3065 = phi i64 [ %n.vec3046, %vec.epilog.iter.check3068 ], [ 0, %vector.main.loop.iter.check3043 ]
  %bc.merge.rdx3066 = phi i64 [ %7176, %vec.epilog.iter.check3068 ], [ %.lcssa4550, %vector.main.loop.iter.check3043 ]
  %n.vec3072 = and i64 %compacted.1.lcssa, -4
  %7177 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3066, i64 0
  %broadcast.splatinsert3073 = insertelement <4 x i32> poison, i32 %candidate334.11, i64 0
  %broadcast.splat3074 = shufflevector <4 x i32> %broadcast.splatinsert3073, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3075

vec.epilog.vector.body3075:                       ; preds = %vec.epilog.vector.body3075, %vec.epilog.ph3070
  %index3076 = phi i64 [ %vec.epilog.resume.val3065, %vec.epilog.ph3070 ], [ %index.next3079, %vec.epilog.vector.body3075 ]
  %vec.phi3077 = phi <4 x i64> [ %7177, %vec.epilog.ph3070 ], [ %7181, %vec.epilog.vector.body3075 ]
  %7178 = getelementptr inbounds float, ptr %scratch, i64 %index3076
  %wide.load3078 = load <4 x i32>, ptr %7178, align 4
  %7179 = icmp uge <4 x i32> %wide.load3078, %broadcast.splat3074
  %7180 = zext <4 x i1> %7179 to <4 x i64>
  %7181 = add <4 x i64> %vec.phi3077, %7180
  %index.next3079 = add nuw i64 %index3076, 4
  %7182 = icmp eq i64 %index.next3079, %n.vec3072
  br i1 %7182, label %vec.epilog.middle.block3080, label %vec.epilog.vector.body3075, !llvm.loop !109

vec.epilog.middle.block3080:                      ; preds = %vec.epilog.vector.body3075
  %7183 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7181)
  %cmp.n3081 = icmp eq i64 %compacted.1.lcssa, %n.vec3072
  br i1 %cmp.n3081, label %iter.check2995, label %search.compacted.body.11.preheader

search.compacted.body.11.preheader:               ; preds = %iter.check3041, %vec.epilog.iter.check3068, %vec.epilog.middle.block3080
  %search.compacted1203.11.ph = phi i64 [ 0, %iter.check3041 ], [ %n.vec3046, %vec.epilog.iter.check3068 ], [ %n.vec3072, %vec.epilog.middle.block3080 ]
  %search_count335.01202.11.ph = phi i64 [ %.lcssa4550, %iter.check3041 ], [ %7176, %vec.epilog.iter.check3068 ], [ %7183, %vec.epilog.middle.block3080 ]
  br label %search.compacted.body.11

search.compacted.body.11:                         ; preds = %search.compacted.body.11.preheader, %search.compacted.body.11
  %search.compacted1203.11 = phi i64 [ %7188, %search.compacted.body.11 ], [ %search.compacted1203.11.ph, %search.compacted.body.11.preheader ]
  %search_count335.01202.11 = phi i64 [ %7187, %search.compacted.body.11 ], [ %search_count335.01202.11.ph, %search.compacted.body.11.preheader ]
  %7184 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1203.11
  %key336.11 = load i32, ptr %7184, align 4
  %7185 = icmp uge i32 %key336.11, %candidate334.11
  %7186 = zext i1 %7185 to i64
  %7187 = add i64 %search_count335.01202.11, %7186
  %7188 = add nuw i64 %search.compacted1203.11, 1
  %exitcond1509.11.not = icmp eq i64 %7188, %compacted.1.lcssa
  br i1 %exitcond1509.11.not, label %iter.check2995, label %search.compacted.body.11, !llvm.loop !110

iter.check2995:                                   ; preds = %search.compacted.body.11, %vec.epilog.middle.block3080, %middle.block3060
  %.lcssa2186 = phi i64 [ %7183, %vec.epilog.middle.block3080 ], [ %7176, %middle.block3060 ], [ %7187, %search.compacted.body.11 ]
  %weight338.11 = uitofp i64 %.lcssa2186 to float
  %7189 = fcmp oge float %weight338.11, %top_k319
  %7190 = select i1 %7189, i32 %candidate334.11, i32 %7157
  %candidate334.12 = or i32 %7190, 8
  %min.iters.check2993 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2993, label %search.compacted.body.12.preheader, label %vector.main.loop.iter.check2997

vector.main.loop.iter.check2997:                  ; preds = %iter.check2995
  %min.iters.check2996 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2996, label %vec.epilog.ph3024, label %vector.ph2998

vector.ph2998:                                    ; preds = %vector.main.loop.iter.check2997
  %n.mod.vf2999 = and i64 %compacted.1.lcssa, 12
  %n.vec3000 = and i64 %compacted.1.lcssa, -16
  %7191 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa4550, i64 0
  %broadcast.splatinsert3001 = insertelement <4 x i32> poison, i32 %candidate334.12, i64 0
  %broadcast.splat3002 = shufflevector <4 x i32> %broadcast.splatinsert3001, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3003

vector.body3003:                                  ; preds = %vector.body3003, %vector.ph2998
  %index3004 = phi i64 [ 0, %vector.ph2998 ], [ %index.next3013, %vector.body3003 ]
  %vec.phi3005 = phi <4 x i64> [ %7191, %vector.ph2998 ], [ %7204, %vector.body3003 ]
  %vec.phi3006 = phi <4 x i64> [ zeroinitializer, %vector.ph2998 ], [ %7205, %vector.body3003 ]
  %vec.phi3007 = phi <4 x i64> [ zeroinitializer, %vector.ph2998 ], [ %7206, %vector.body3003 ]
  %vec.phi3008 = phi <4 x i64> [ zeroinitializer, %vector.ph2998 ], [ %7207, %vector.body3003 ]
  %7192 = getelementptr inbounds float, ptr %scratch, i64 %index3004
  %7193 = getelementptr inbounds nuw i8, ptr %7192, i64 16
  %7194 = getelementptr inbounds nuw i8, ptr %7192, i64 32
  %7195 = getelementptr inbounds nuw i8, ptr %7192, i64 48
  %wide.load3009 = load <4 x i32>, ptr %7192, align 4
  %wide.load3010 = load <4 x i32>, ptr %7193, align 4
  %wide.load3011 = load <4 x i32>, ptr %7194, align 4
  %wide.load3012 = load <4 x i32>, ptr %7195, align 4
  %7196 = icmp uge <4 x i32> %wide.load3009, %broadcast.splat3002
  %7197 = icmp uge <4 x i32> %wide.load3010, %broadcast.splat3002
  %7198 = icmp uge <4 x i32> %wide.load3011, %broadcast.splat3002
  %7199 = icmp uge <4 x i32> %wide.load3012, %broadcast.splat3002
  %7200 = zext <4 x i1> %7196 to <4 x i64>
  %7201 = zext <4 x i1> %7197 to <4 x i64>
  %7202 = zext <4 x i1> %7198 to <4 x i64>
  %7203 = zext <4 x i1> %7199 to <4 x i64>
  %7204 = add <4 x i64> %vec.phi3005, %7200
  %7205 = add <4 x i64> %vec.phi3006, %7201
  %7206 = add <4 x i64> %vec.phi3007, %7202
  %7207 = add <4 x i64> %vec.phi3008, %7203
  %index.next3013 = add nuw i64 %index3004, 16
  %7208 = icmp eq i64 %index.next3013, %n.vec3000
  br i1 %7208, label %middle.block3014, label %vector.body3003, !llvm.loop !111

middle.block3014:                                 ; preds = %vector.body3003
  %bin.rdx3015 = add <4 x i64> %7205, %7204
  %bin.rdx3016 = add <4 x i64> %7206, %bin.rdx3015
  %bin.rdx3017 = add <4 x i64> %7207, %bin.rdx3016
  %7209 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3017)
  %cmp.n3018 = icmp eq i64 %compacted.1.lcssa, %n.vec3000
  br i1 %cmp.n3018, label %iter.check2949, label %vec.epilog.iter.check3022

vec.epilog.iter.check3022:                        ; preds = %middle.block3014
  %min.epilog.iters.check3023 = icmp eq i64 %n.mod.vf2999, 0
  br i1 %min.epilog.iters.check3023, label %search.compacted.body.12.preheader, label %vec.epilog.ph3024, !prof !25

vec.epilog.ph3024:                                ; preds = %vector.main.loop.iter.check2997, %vec.epilog.iter.check3022
  %vec.epilog.resume.val3019 = phi i64 [ %n.vec3000, %vec.epilog.iter.check3022 ], [ 0, %vector.main.loop.iter.check2997 ]
  %bc.merge.rdx3020 = phi i64 [ %7209, %vec.epilog.iter.check3022 ], [ %.lcssa4550, %vector.main.loop.iter.check2997 ]
  %n.vec3026 = and i64 %compacted.1.lcssa, -4
  %7210 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3020, i64 0
  %broadcast.splatinsert3027 = insertelement <4 x i32> poison, i32 %candidate334.12, i64 0
  %broadcast.splat3028 = shufflevector <4 x i32> %broadcast.splatinsert3027, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3029

vec.epilog.vector.body3029:                       ; preds = %vec.epilog.vector.body3029, %vec.epilog.ph3024
  %index3030 = phi i64 [ %vec.epilog.resume.val3019, %vec.epilog.ph3024 ], [ %index.next3033, %vec.epilog.vector.body3029 ]
  %vec.phi3031 = phi <4 x i64> [ %7210, %vec.epilog.ph3024 ], [ %7214, %vec.epilog.vector.body3029 ]
  %7211 = getelementptr inbounds float, ptr %scratch, i64 %index3030
  %wide.load3032 = load <4 x i32>, ptr %7211, align 4
  %7212 = icmp uge <4 x i32> %wide.load3032, %broadcast.splat3028
  %7213 = zext <4 x i1> %7212 to <4 x i64>
  %7214 = add <4 x i64> %vec.phi3031, %7213
  %index.next3033 = add nuw i64 %index3030, 4
  %7215 = icmp eq i64 %index.next3033, %n.vec3026
  br i1 %7215, label %vec.epilog.middle.block3034, label %vec.epilog.vector.body3029, !llvm.loop !112

vec.epilog.middle.block3034:                      ; preds = %vec.epilog.vector.body3029
  %7216 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7214)
  %cmp.n3035 = icmp eq i64 %compacted.1.lcssa, %n.vec3026
  br i1 %cmp.n3035, label %iter.check2949, label %search.compacted.body.12.preheader

search.compacted.body.12.preheader:               ; preds = %iter.check2995, %vec.epilog.iter.check3022, %vec.epilog.middle.block3034
  %search.compacted1203.12.ph = phi i64 [ 0, %iter.check2995 ], [ %n.vec3000, %vec.epilog.iter.check3022 ], [ %n.vec3026, %vec.epilog.middle.block3034 ]
  %search_count335.01202.12.ph = phi i64 [ %.lcssa4550, %iter.check2995 ], [ %7209, %vec.epilog.iter.check3022 ], [ %7216, %vec.epilog.middle.block3034 ]
  br label %search.compacted.body.12

search.compacted.body.12:                         ; preds = %search.compacted.body.12.preheader, %search.compacted.body.12
  %search.compacted1203.12 = phi i64 [ %7221, %search.compacted.body.12 ], [ %search.compacted1203.12.ph, %search.compacted.body.12.preheader ]
  %search_count335.01202.12 = phi i64 [ %7220, %search.compacted.body.12 ], [ %search_count335.01202.12.ph, %search.compacted.body.12.preheader ]
  %7217 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1203.12
  %key336.12 = load i32, ptr %7217, align 4
  %7218 = icmp uge i32 %key336.12, %candidate334.12
  %7219 = zext i1 %7218 to i64
  %7220 = add i64 %search_count335.01202.12, %7219
  %7221 = add nuw i64 %search.compacted1203.12, 1
  %exitcond1509.12.not = icmp eq i64 %7221, %compacted.1.lcssa
  br i1 %exitcond1509.12.not, label %iter.check2949, label %search.compacted.body.12, !llvm.loop !113

iter.check2949:                                   ; preds = %search.compacted.body.12, %vec.epilog.middle.block3034, %middle.block3014
  %.lcssa2187 = phi i64 [ %7216, %vec.epilog.middle.block3034 ], [ %7209, %middle.block3014 ], [ %7220, %search.compacted.body.12 ]
  %weight338.12 = uitofp i64 %.lcssa2187 to float
  %7222 = fcmp oge float %weight338.12, %top_k319
  %7223 = select i1 %7222, i32 %candidate334.12, i32 %7190
  %candidate334.13 = or i32 %7223, 4
  %min.iters.check2947 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2947, label %search.compacted.body.13.preheader, label %vector.main.loop.iter.check2951

vector.main.loop.iter.check2951:                  ; preds = %iter.check2949
  %min.iters.check2950 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2950, label %vec.epilog.ph2978, label %vector.ph2952

vector.ph2952:                                    ; preds = %vector.main.loop.iter.check2951
  %n.mod.vf2953 = and i64 %compacted.1.lcssa, 12
  %n.vec2954 = and i64 %compacted.1.lcssa, -16
  %7224 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa4550, i64 0
  %broadcast.splatinsert2955 = insertelement <4 x i32> poison, i32 %candidate334.13, i64 0
  %broadcast.splat2956 = shufflevector <4 x i32> %broadcast.splatinsert2955, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2957

vector.body2957:                                  ; preds = %vector.body2957, %vector.ph2952
  %index2958 = phi i64 [ 0, %vector.ph2952 ], [ %index.next2967, %vector.body2957 ]
  %vec.phi2959 = phi <4 x i64> [ %7224, %vector.ph2952 ], [ %7237, %vector.body2957 ]
  %vec.phi2960 = phi <4 x i64> [ zeroinitializer, %vector.ph2952 ], [ %7238, %vector.body2957 ]
  %vec.phi2961 = phi <4 x i64> [ zeroinitializer, %vector.ph2952 ], [ %7239, %vector.body2957 ]
  %vec.phi2962 = phi <4 x i64> [ zeroinitializer, %vector.ph2952 ], [ %7240, %vector.body2957 ]
  %7225 = getelementptr inbounds float, ptr %scratch, i64 %index2958
  %7226 = getelementptr inbounds nuw i8, ptr %7225, i64 16
  %7227 = getelementptr inbounds nuw i8, ptr %7225, i64 32
  %7228 = getelementptr inbounds nuw i8, ptr %7225, i64 48
  %wide.load2963 = load <4 x i32>, ptr %7225, align 4
  %wide.load2964 = load <4 x i32>, ptr %7226, align 4
  %wide.load2965 = load <4 x i32>, ptr %7227, align 4
  %wide.load2966 = load <4 x i32>, ptr %7228, align 4
  %7229 = icmp uge <4 x i32> %wide.load2963, %broadcast.splat2956
  %7230 = icmp uge <4 x i32> %wide.load2964, %broadcast.splat2956
  %7231 = icmp uge <4 x i32> %wide.load2965, %broadcast.splat2956
  %7232 = icmp uge <4 x i32> %wide.load2966, %broadcast.splat2956
  %7233 = zext <4 x i1> %7229 to <4 x i64>
  %7234 = zext <4 x i1> %7230 to <4 x i64>
  %7235 = zext <4 x i1> %7231 to <4 x i64>
  %7236 = zext <4 x i1> %7232 to <4 x i64>
  %7237 = add <4 x i64> %vec.phi2959, %7233
  %7238 = add <4 x i64> %vec.phi2960, %7234
  %7239 = add <4 x i64> %vec.phi2961, %7235
  %7240 = add <4 x i64> %vec.phi2962, %7236
  %index.next2967 = add nuw i64 %index2958, 16
  %7241 = icmp eq i64 %index.next2967, %n.vec2954
  br i1 %7241, label %middle.block2968, label %vector.body2957, !llvm.loop !114

middle.block2968:                                 ; preds = %vector.body2957
  %bin.rdx2969 = add <4 x i64> %7238, %7237
  %bin.rdx2970 = add <4 x i64> %7239, %bin.rdx2969
  %bin.rdx2971 = add <4 x i64> %7240, %bin.rdx2970
  %7242 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2971)
  %cmp.n2972 = icmp eq i64 %compacted.1.lcssa, %n.vec2954
  br i1 %cmp.n2972, label %iter.check2903, label %vec.epilog.iter.check2976

vec.epilog.iter.check2976:                        ; preds = %middle.block2968
  %min.epilog.iters.check2977 = icmp eq i64 %n.mod.vf2953, 0
  br i1 %min.epilog.iters.check2977, label %search.compacted.body.13.preheader, label %vec.epilog.ph2978, !prof !25

vec.epilog.ph2978:                                ; preds = %vector.main.loop.iter.check2951, %vec.epilog.iter.check2976
  %vec.epilog.resume.val2973 = phi i64 [ %n.vec2954, %vec.epilog.iter.check2976 ], [ 0, %vector.main.loop.iter.check2951 ]
  %bc.merge.rdx2974 = phi i64 [ %7242, %vec.epilog.iter.check2976 ], [ %.lcssa4550, %vector.main.loop.iter.check2951 ]
  %n.vec2980 = and i64 %compacted.1.lcssa, -4
  %7243 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2974, i64 0
  %broadcast.splatinsert2981 = insertelement <4 x i32> poison, i32 %candidate334.13, i64 0
  %broadcast.splat2982 = shufflevector <4 x i32> %broadcast.splatinsert2981, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2983

vec.epilog.vector.body2983:                       ; preds = %vec.epilog.vector.body2983, %vec.epilog.ph2978
  %index2984 = phi i64 [ %vec.epilog.resume.val2973, %vec.epilog.ph2978 ], [ %index.next2987, %vec.epilog.vector.body2983 ]
  %vec.phi2985 = phi <4 x i64> [ %7243, %vec.epilog.ph2978 ], [ %7247, %vec.epilog.vector.body2983 ]
  %7244 = getelementptr inbounds float, ptr %scratch, i64 %index2984
  %wide.load2986 = load <4 x i32>, ptr %7244, align 4
  %7245 = icmp uge <4 x i32> %wide.load2986, %broadcast.splat2982
  %7246 = zext <4 x i1> %7245 to <4 x i64>
  %7247 = add <4 x i64> %vec.phi2985, %7246
  %index.next2987 = add nuw i64 %index2984, 4
  %7248 = icmp eq i64 %index.next2987, %n.vec2980
  br i1 %7248, label %vec.epilog.middle.block2988, label %vec.epilog.vector.body2983, !llvm.loop !115

vec.epilog.middle.block2988:                      ; preds = %vec.epilog.vector.body2983
  %7249 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7247)
  %cmp.n2989 = icmp eq i64 %compacted.1.lcssa, %n.vec2980
  br i1 %cmp.n2989, label %iter.check2903, label %search.compacted.body.13.preheader

search.compacted.body.13.preheader:               ; preds = %iter.check2949, %vec.epilog.iter.check2976, %vec.epilog.middle.block2988
  %search.compacted1203.13.ph = phi i64 [ 0, %iter.check2949 ], [ %n.vec2954, %vec.epilog.iter.check2976 ], [ %n.vec2980, %vec.epilog.middle.block2988 ]
  %search_count335.01202.13.ph = phi i64 [ %.lcssa4550, %iter.check2949 ], [ %7242, %vec.epilog.iter.check2976 ], [ %7249, %vec.epilog.middle.block2988 ]
  br label %search.compacted.body.13

search.compacted.body.13:                         ; preds = %search.compacted.body.13.preheader, %search.compacted.body.13
  %search.compacted1203.13 = phi i64 [ %7254, %search.compacted.body.13 ], [ %search.compacted1203.13.ph, %search.compacted.body.13.preheader ]
  %search_count335.01202.13 = phi i64 [ %7253, %search.compacted.body.13 ], [ %search_count335.01202.13.ph, %search.compacted.body.13.preheader ]
  %7250 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1203.13
  %key336.13 = load i32, ptr %7250, align 4
  %7251 = icmp uge i32 %key336.13, %candidate334.13
  %7252 = zext i1 %7251 to i64
  %7253 = add i64 %search_count335.01202.13, %7252
  %7254 = add nuw i64 %search.compacted1203.13, 1
  %exitcond1509.13.not = icmp eq i64 %7254, %compacted.1.lcssa
  br i1 %exitcond1509.13.not, label %iter.check2903, label %search.compacted.body.13, !llvm.loop !116

iter.check2903:                                   ; preds = %search.compacted.body.13, %vec.epilog.middle.block2988, %middle.block2968
  %.lcssa2188 = phi i64 [ %7249, %vec.epilog.middle.block2988 ], [ %7242, %middle.block2968 ], [ %7253, %search.compacted.body.13 ]
  %weight338.13 = uitofp i64 %.lcssa2188 to float
  %7255 = fcmp oge float %weight338.13, %top_k319
  %7256 = select i1 %7255, i32 %candidate334.13, i32 %7223
  %candidate334.14 = or i32 %7256, 2
  %min.iters.check2901 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2901, label %search.compacted.body.14.preheader, label %vector.main.loop.iter.check2905

vector.main.loop.iter.check2905:                  ; preds = %iter.check2903
  %min.iters.check2904 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2904, label %vec.epilog.ph2932, label %vector.ph2906

vector.ph2906:                                    ; preds = %vector.main.loop.iter.check2905
  %n.mod.vf2907 = and i64 %compacted.1.lcssa, 12
  %n.vec2908 = and i64 %compacted.1.lcssa, -16
  %7257 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa4550, i64 0
  %broadcast.splatinsert2909 = insertelement <4 x i32> poison, i32 %candidate334.14, i64 0
  %broadcast.splat2910 = shufflevector <4 x i32> %broadcast.splatinsert2909, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2911

vector.body2911:                                  ; preds = %vector.body2911, %vector.ph2906
  %index2912 = phi i64 [ 0, %vector.ph2906 ], [ %index.next2921, %vector.body2911 ]
  %vec.phi2913 = phi <4 x i64> [ %7257, %vector.ph2906 ], [ %7270, %vector.body2911 ]
  %vec.phi2914 = phi <4 x i64> [ zeroinitializer, %vector.ph2906 ], [ %7271, %vector.body2911 ]
  %vec.phi2915 = phi <4 x i64> [ zeroinitializer, %vector.ph2906 ], [ %7272, %vector.body2911 ]
  %vec.phi2916 = phi <4 x i64> [ zeroinitializer, %vector.ph2906 ], [ %7273, %vector.body2911 ]
  %7258 = getelementptr inbounds float, ptr %scratch, i64 %index2912
  %7259 = getelementptr inbounds nuw i8, ptr %7258, i64 16
  %7260 = getelementptr inbounds nuw i8, ptr %7258, i64 32
  %7261 = getelementptr inbounds nuw i8, ptr %7258, i64 48
  %wide.load2917 = load <4 x i32>, ptr %7258, align 4
  %wide.load2918 = load <4 x i32>, ptr %7259, align 4
  %wide.load2919 = load <4 x i32>, ptr %7260, align 4
  %wide.load2920 = load <4 x i32>, ptr %7261, align 4
  %7262 = icmp uge <4 x i32> %wide.load2917, %broadcast.splat2910
  %7263 = icmp uge <4 x i32> %wide.load2918, %broadcast.splat2910
  %7264 = icmp uge <4 x i32> %wide.load2919, %broadcast.splat2910
  %7265 = icmp uge <4 x i32> %wide.load2920, %broadcast.splat2910
  %7266 = zext <4 x i1> %7262 to <4 x i64>
  %7267 = zext <4 x i1> %7263 to <4 x i64>
  %7268 = zext <4 x i1> %7264 to <4 x i64>
  %7269 = zext <4 x i1> %7265 to <4 x i64>
  %7270 = add <4 x i64> %vec.phi2913, %7266
  %7271 = add <4 x i64> %vec.phi2914, %7267
  %7272 = add <4 x i64> %vec.phi2915, %7268
  %7273 = add <4 x i64> %vec.phi2916, %7269
  %index.next2921 = add nuw i64 %index2912, 16
  %7274 = icmp eq i64 %index.next2921, %n.vec2908
  br i1 %7274, label %middle.block2922, label %vector.body2911, !llvm.loop !117

middle.block2922:                                 ; preds = %vector.body2911
  %bin.rdx2923 = add <4 x i64> %7271, %7270
  %bin.rdx2924 = add <4 x i64> %7272, %bin.rdx2923
  %bin.rdx2925 = add <4 x i64> %7273, %bin.rdx2924
  %7275 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2925)
  %cmp.n2926 = icmp eq i64 %compacted.1.lcssa, %n.vec2908
  br i1 %cmp.n2926, label %iter.check2857, label %vec.epilog.iter.check2930

vec.epilog.iter.check2930:                        ; preds = %middle.block2922
  %min.epilog.iters.check2931 = icmp eq i64 %n.mod.vf2907, 0
  br i1 %min.epilog.iters.check2931, label %search.compacted.body.14.preheader, label %vec.epilog.ph2932, !prof !25

vec.epilog.ph2932:                                ; preds = %vector.main.loop.iter.check2905, %vec.epilog.iter.check2930
  %vec.epilog.resume.val2927 = phi i64 [ %n.vec2908, %vec.epilog.iter.check2930 ], [ 0, %vector.main.loop.iter.check2905 ]
  %bc.merge.rdx2928 = phi i64 [ %7275, %vec.epilog.iter.check2930 ], [ %.lcssa4550, %vector.main.loop.iter.check2905 ]
  %n.vec2934 = and i64 %compacted.1.lcssa, -4
  %7276 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2928, i64 0
  %broadcast.splatinsert2935 = insertelement <4 x i32> poison, i32 %candidate334.14, i64 0
  %broadcast.splat2936 = shufflevector <4 x i32> %broadcast.splatinsert2935, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2937

vec.epilog.vector.body2937:                       ; preds = %vec.epilog.vector.body2937, %vec.epilog.ph2932
  %index2938 = phi i64 [ %vec.epilog.resume.val2927, %vec.epilog.ph2932 ], [ %index.next2941, %vec.epilog.vector.body2937 ]
  %vec.phi2939 = phi <4 x i64> [ %7276, %vec.epilog.ph2932 ], [ %7280, %vec.epilog.vector.body2937 ]
  %7277 = getelementptr inbounds float, ptr %scratch, i64 %index2938
  %wide.load2940 = load <4 x i32>, ptr %7277, align 4
  %7278 = icmp uge <4 x i32> %wide.load2940, %broadcast.splat2936
  %7279 = zext <4 x i1> %7278 to <4 x i64>
  %7280 = add <4 x i64> %vec.phi2939, %7279
  %index.next2941 = add nuw i64 %index2938, 4
  %7281 = icmp eq i64 %index.next2941, %n.vec2934
  br i1 %7281, label %vec.epilog.middle.block2942, label %vec.epilog.vector.body2937, !llvm.loop !118

vec.epilog.middle.block2942:                      ; preds = %vec.epilog.vector.body2937
  %7282 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7280)
  %cmp.n2943 = icmp eq i64 %compacted.1.lcssa, %n.vec2934
  br i1 %cmp.n2943, label %iter.check2857, label %search.compacted.body.14.preheader

search.compacted.body.14.preheader:               ; preds = %iter.check2903, %vec.epilog.iter.check2930, %vec.epilog.middle.block2942
  %search.compacted1203.14.ph = phi i64 [ 0, %iter.check2903 ], [ %n.vec2908, %vec.epilog.iter.check2930 ], [ %n.vec2934, %vec.epilog.middle.block2942 ]
  %search_count335.01202.14.ph = phi i64 [ %.lcssa4550, %iter.check2903 ], [ %7275, %vec.epilog.iter.check2930 ], [ %7282, %vec.epilog.middle.block2942 ]
  br label %search.compacted.body.14

search.compacted.body.14:                         ; preds = %search.compacted.body.14.preheader, %search.compacted.body.14
  %search.compacted1203.14 = phi i64 [ %7287, %search.compacted.body.14 ], [ %search.compacted1203.14.ph, %search.compacted.body.14.preheader ]
  %search_count335.01202.14 = phi i64 [ %7286, %search.compacted.body.14 ], [ %search_count335.01202.14.ph, %search.compacted.body.14.preheader ]
  %7283 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1203.14
  %key336.14 = load i32, ptr %7283, align 4
  %7284 = icmp uge i32 %key336.14, %candidate334.14
  %7285 = zext i1 %7284 to i64
  %7286 = add i64 %search_count335.01202.14, %7285
  %7287 = add nuw i64 %search.compacted1203.14, 1
  %exitcond1509.14.not = icmp eq i64 %7287, %compacted.1.lcssa
  br i1 %exitcond1509.14.not, label %iter.check2857, label %search.compacted.body.14, !llvm.loop !119

iter.check2857:                                   ; preds = %search.compacted.body.14, %vec.epilog.middle.block2942, %middle.block2922
  %.lcssa2189 = phi i64 [ %7282, %vec.epilog.middle.block2942 ], [ %7275, %middle.block2922 ], [ %7286, %search.compacted.body.14 ]
  %weight338.14 = uitofp i64 %.lcssa2189 to float
  %7288 = fcmp oge float %weight338.14, %top_k319
  %7289 = select i1 %7288, i32 %candidate334.14, i32 %7256
  %candidate334.15 = or i32 %7289, 1
  %min.iters.check2855 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2855, label %search.compacted.body.15.preheader, label %vector.main.loop.iter.check2859

vector.main.loop.iter.check2859:                  ; preds = %iter.check2857
  %min.iters.check2858 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2858, label %vec.epilog.ph2886, label %vector.ph2860

vector.ph2860:                                    ; preds = %vector.main.loop.iter.check2859
  %n.mod.vf2861 = and i64 %compacted.1.lcssa, 12
  %n.vec2862 = and i64 %compacted.1.lcssa, -16
  %7290 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa4550, i64 0
  %broadcast.splatinsert2863 = insertelement <4 x i32> poison, i32 %candidate334.15, i64 0
  %broadcast.splat2864 = shufflevector <4 x i32> %broadcast.splatinsert2863, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2865

vector.body2865:                                  ; preds = %vector.body2865, %vector.ph2860
  %index2866 = phi i64 [ 0, %vector.ph2860 ], [ %index.next2875, %vector.body2865 ]
  %vec.phi2867 = phi <4 x i64> [ %7290, %vector.ph2860 ], [ %7303, %vector.body2865 ]
  %vec.phi2868 = phi <4 x i64> [ zeroinitializer, %vector.ph2860 ], [ %7304, %vector.body2865 ]
  %vec.phi2869 = phi <4 x i64> [ zeroinitializer, %vector.ph2860 ], [ %7305, %vector.body2865 ]
  %vec.phi2870 = phi <4 x i64> [ zeroinitializer, %vector.ph2860 ], [ %7306, %vector.body2865 ]
  %7291 = getelementptr inbounds float, ptr %scratch, i64 %index2866
  %7292 = getelementptr inbounds nuw i8, ptr %7291, i64 16
  %7293 = getelementptr inbounds nuw i8, ptr %7291, i64 32
  %7294 = getelementptr inbounds nuw i8, ptr %7291, i64 48
  %wide.load2871 = load <4 x i32>, ptr %7291, align 4
  %wide.load2872 = load <4 x i32>, ptr %7292, align 4
  %wide.load2873 = load <4 x i32>, ptr %7293, align 4
  %wide.load2874 = load <4 x i32>, ptr %7294, align 4
  %7295 = icmp uge <4 x i32> %wide.load2871, %broadcast.splat2864
  %7296 = icmp uge <4 x i32> %wide.load2872, %broadcast.splat2864
  %7297 = icmp uge <4 x i32> %wide.load2873, %broadcast.splat2864
  %7298 = icmp uge <4 x i32> %wide.load2874, %broadcast.splat2864
  %7299 = zext <4 x i1> %7295 to <4 x i64>
  %7300 = zext <4 x i1> %7296 to <4 x i64>
  %7301 = zext <4 x i1> %7297 to <4 x i64>
  %7302 = zext <4 x i1> %7298 to <4 x i64>
  %7303 = add <4 x i64> %vec.phi2867, %7299
  %7304 = add <4 x i64> %vec.phi2868, %7300
  %7305 = add <4 x i64> %vec.phi2869, %7301
  %7306 = add <4 x i64> %vec.phi2870, %7302
  %index.next2875 = add nuw i64 %index2866, 16
  %7307 = icmp eq i64 %index.next2875, %n.vec2862
  br i1 %7307, label %middle.block2876, label %vector.body2865, !llvm.loop !120

middle.block2876:                                 ; preds = %vector.body2865
  %bin.rdx2877 = add <4 x i64> %7304, %7303
  %bin.rdx2878 = add <4 x i64> %7305, %bin.rdx2877
  %bin.rdx2879 = add <4 x i64> %7306, %bin.rdx2878
  %7308 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2879)
  %cmp.n2880 = icmp eq i64 %compacted.1.lcssa, %n.vec2862
  br i1 %cmp.n2880, label %search.compacted.exit.15, label %vec.epilog.iter.check2884

vec.epilog.iter.check2884:                        ; preds = %middle.block2876
  %min.epilog.iters.check2885 = icmp eq i64 %n.mod.vf2861, 0
  br i1 %min.epilog.iters.check2885, label %search.compacted.body.15.preheader, label %vec.epilog.ph2886, !prof !25

vec.epilog.ph2886:                                ; preds = %vector.main.loop.iter.check2859, %vec.epilog.iter.check2884
  %vec.epilog.resume.val2881 = phi i64 [ %n.vec2862, %vec.epilog.iter.check2884 ], [ 0, %vector.main.loop.iter.check2859 ]
  %bc.merge.rdx2882 = phi i64 [ %7308, %vec.epilog.iter.check2884 ], [ %.lcssa4550, %vector.main.loop.iter.check2859 ]
  %n.vec2888 = and i64 %compacted.1.lcssa, -4
  %7309 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2882, i64 0
  %broadcast.splatinsert2889 = insertelement <4 x i32> poison, i32 %candidate334.15, i64 0
  %broadcast.splat2890 = shufflevector <4 x i32> %broadcast.splatinsert2889, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2891

vec.epilog.vector.body2891:                       ; preds = %vec.epilog.vector.body2891, %vec.epilog.ph2886
  %index2892 = phi i64 [ %vec.epilog.resume.val2881, %vec.epilog.ph2886 ], [ %index.next2895, %vec.epilog.vector.body2891 ]
  %vec.phi2893 = phi <4 x i64> [ %7309, %vec.epilog.ph2886 ], [ %7313, %vec.epilog.vector.body2891 ]
  %7310 = getelementptr inbounds float, ptr %scratch, i64 %index2892
  %wide.load2894 = load <4 x i32>, ptr %7310, align 4
  %7311 = icmp uge <4 x i32> %wide.load2894, %broadcast.splat2890
  %7312 = zext <4 x i1> %7311 to <4 x i64>
  %7313 = add <4 x i64> %vec.phi2893, %7312
  %index.next2895 = add nuw i64 %index2892, 4
  %7314 = icmp eq i64 %index.next2895, %n.vec2888
  br i1 %7314, label %vec.epilog.middle.block2896, label %vec.epilog.vector.body2891, !llvm.loop !121

vec.epilog.middle.block2896:                      ; preds = %vec.epilog.vector.body2891
  %7315 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7313)
  %cmp.n2897 = icmp eq i64 %compacted.1.lcssa, %n.vec2888
  br i1 %cmp.n2897, label %search.compacted.exit.15, label %search.compacted.body.15.preheader

search.compacted.body.15.preheader:               ; preds = %iter.check2857, %vec.epilog.iter.check2884, %vec.epilog.middle.block2896
  %search.compacted1203.15.ph = phi i64 [ 0, %iter.check2857 ], [ %n.vec2862, %vec.epilog.iter.check2884 ], [ %n.vec2888, %vec.epilog.middle.block2896 ]
  %search_count335.01202.15.ph = phi i64 [ %.lcssa4550, %iter.check2857 ], [ %7308, %vec.epilog.iter.check2884 ], [ %7315, %vec.epilog.middle.block2896 ]
  br label %search.compacted.body.15

search.compacted.body.15:                         ; preds = %search.compacted.body.15.preheader, %search.compacted.body.15
  %search.compacted1203.15 = phi i64 [ %7320, %search.compacted.body.15 ], [ %search.compacted1203.15.ph, %search.compacted.body.15.preheader ]
  %search_count335.01202.15 = phi i64 [ %7319, %search.compacted.body.15 ], [ %search_count335.01202.15.ph, %search.compacted.body.15.preheader ]
  %7316 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1203.15
  %key336.15 = load i32, ptr %7316, align 4
  %7317 = icmp uge i32 %key336.15, %candidate334.15
  %7318 = zext i1 %7317 to i64
  %7319 = add i64 %search_count335.01202.15, %7318
  %7320 = add nuw i64 %search.compacted1203.15, 1
  %exitcond1509.15.not = icmp eq i64 %7320, %compacted.1.lcssa
  br i1 %exitcond1509.15.not, label %search.compacted.exit.15, label %search.compacted.body.15, !llvm.loop !122

search.compacted.exit.15:                         ; preds = %search.compacted.body.15, %middle.block2876, %vec.epilog.middle.block2896, %search.compacted.exit.14.thread
  %candidate334.151851 = phi i32 [ %candidate334.151847, %search.compacted.exit.14.thread ], [ %candidate334.15, %middle.block2876 ], [ %candidate334.15, %vec.epilog.middle.block2896 ], [ %candidate334.15, %search.compacted.body.15 ]
  %7321 = phi i32 [ %6825, %search.compacted.exit.14.thread ], [ %7289, %middle.block2876 ], [ %7289, %vec.epilog.middle.block2896 ], [ %7289, %search.compacted.body.15 ]
  %above_prefix.0.lcssa1683169617051718172717401749176217711784179318061815182818371850 = phi i64 [ %above_prefix.0.lcssa1683.ph, %search.compacted.exit.14.thread ], [ %.lcssa4550, %middle.block2876 ], [ %.lcssa4550, %vec.epilog.middle.block2896 ], [ %.lcssa4550, %search.compacted.body.15 ]
  %compacted.0.lcssa1684169517061717172817391750176117721783179418051816182718381849 = phi i64 [ 0, %search.compacted.exit.14.thread ], [ %compacted.1.lcssa, %middle.block2876 ], [ %compacted.1.lcssa, %vec.epilog.middle.block2896 ], [ %compacted.1.lcssa, %search.compacted.body.15 ]
  %.not13931685169417071716172917381751176017731782179518041817182618391848 = phi i1 [ true, %search.compacted.exit.14.thread ], [ false, %middle.block2876 ], [ false, %vec.epilog.middle.block2896 ], [ false, %search.compacted.body.15 ]
  %search_count335.0.lcssa.15 = phi i64 [ %above_prefix.0.lcssa1683.ph, %search.compacted.exit.14.thread ], [ %7308, %middle.block2876 ], [ %7315, %vec.epilog.middle.block2896 ], [ %7319, %search.compacted.body.15 ]
  %weight338.15 = uitofp i64 %search_count335.0.lcssa.15 to float
  %7322 = fcmp oge float %weight338.15, %top_k319
  %7323 = select i1 %7322, i32 %candidate334.151851, i32 %7321
  br i1 %.not1371, label %search.round.exit341, label %search.round.body340.preheader

search.round.body340.preheader:                   ; preds = %search.compacted.exit.15
  %min.iters.check2796 = icmp ult i64 %compacted.0.lcssa1684169517061717172817391750176117721783179418051816182718381849, 4
  %min.iters.check2799 = icmp ult i64 %compacted.0.lcssa1684169517061717172817391750176117721783179418051816182718381849, 16
  %n.mod.vf2802 = and i64 %compacted.0.lcssa1684169517061717172817391750176117721783179418051816182718381849, 12
  %n.vec2803 = and i64 %compacted.0.lcssa1684169517061717172817391750176117721783179418051816182718381849, -16
  %7324 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %above_prefix.0.lcssa1683169617051718172717401749176217711784179318061815182818371850, i64 0
  %broadcast.splatinsert2804 = insertelement <4 x i32> poison, i32 %7323, i64 0
  %broadcast.splat2805 = shufflevector <4 x i32> %broadcast.splatinsert2804, <4 x i32> poison, <4 x i32> zeroinitializer
  %cmp.n2829 = icmp eq i64 %compacted.0.lcssa1684169517061717172817391750176117721783179418051816182718381849, %n.vec2803
  %min.epilog.iters.check2834 = icmp eq i64 %n.mod.vf2802, 0
  %n.vec2837 = and i64 %compacted.0.lcssa1684169517061717172817391750176117721783179418051816182718381849, -4
  %broadcast.splatinsert2838 = insertelement <4 x i32> poison, i32 %7323, i64 0
  %broadcast.splat2839 = shufflevector <4 x i32> %broadcast.splatinsert2838, <4 x i32> poison, <4 x i32> zeroinitializer
  %cmp.n2851 = icmp eq i64 %compacted.0.lcssa1684169517061717172817391750176117721783179418051816182718381849, %n.vec2837
  br label %search.round.body340

search.round.body340:                             ; preds = %search.round.body340.preheader, %search.compacted.exit348
  %search.round3421211 = phi i64 [ %7405, %search.compacted.exit348 ], [ 0, %search.round.body340.preheader ]
  %search_lo.01210 = phi i64 [ %7404, %search.compacted.exit348 ], [ 0, %search.round.body340.preheader ]
  %7325 = add nuw nsw i64 %search.round3421211, %ctlz
  %bit343 = lshr exact i64 -9223372036854775808, %7325
  %candidate344 = or i64 %bit343, %search_lo.01210
  br i1 %.not13931685169417071716172917381751176017731782179518041817182618391848, label %search.compacted.exit348, label %iter.check2798

iter.check2798:                                   ; preds = %search.round.body340
  br i1 %min.iters.check2796, label %search.compacted.body347.preheader, label %vector.main.loop.iter.check2800

vector.main.loop.iter.check2800:                  ; preds = %iter.check2798
  br i1 %min.iters.check2799, label %vec.epilog.ph2835, label %vector.ph2801

vector.ph2801:                                    ; preds = %vector.main.loop.iter.check2800
  %broadcast.splatinsert2808 = insertelement <4 x i64> poison, i64 %candidate344, i64 0
  %broadcast.splat2809 = shufflevector <4 x i64> %broadcast.splatinsert2808, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %vector.body2810

vector.body2810:                                  ; preds = %vector.body2810, %vector.ph2801
  %index2811 = phi i64 [ 0, %vector.ph2801 ], [ %index.next2824, %vector.body2810 ]
  %vec.phi2812 = phi <4 x i64> [ %7324, %vector.ph2801 ], [ %7366, %vector.body2810 ]
  %vec.phi2813 = phi <4 x i64> [ zeroinitializer, %vector.ph2801 ], [ %7367, %vector.body2810 ]
  %vec.phi2814 = phi <4 x i64> [ zeroinitializer, %vector.ph2801 ], [ %7368, %vector.body2810 ]
  %vec.phi2815 = phi <4 x i64> [ zeroinitializer, %vector.ph2801 ], [ %7369, %vector.body2810 ]
  %7326 = getelementptr inbounds float, ptr %scratch, i64 %index2811
  %7327 = getelementptr inbounds nuw i8, ptr %7326, i64 16
  %7328 = getelementptr inbounds nuw i8, ptr %7326, i64 32
  %7329 = getelementptr inbounds nuw i8, ptr %7326, i64 48
  %wide.load2816 = load <4 x i32>, ptr %7326, align 4
  %wide.load2817 = load <4 x i32>, ptr %7327, align 4
  %wide.load2818 = load <4 x i32>, ptr %7328, align 4
  %wide.load2819 = load <4 x i32>, ptr %7329, align 4
  %7330 = getelementptr float, ptr %3636, i64 %index2811
  %7331 = getelementptr i8, ptr %7330, i64 16
  %7332 = getelementptr i8, ptr %7330, i64 32
  %7333 = getelementptr i8, ptr %7330, i64 48
  %wide.load2820 = load <4 x i32>, ptr %7330, align 4
  %wide.load2821 = load <4 x i32>, ptr %7331, align 4
  %wide.load2822 = load <4 x i32>, ptr %7332, align 4
  %wide.load2823 = load <4 x i32>, ptr %7333, align 4
  %7334 = zext <4 x i32> %wide.load2820 to <4 x i64>
  %7335 = zext <4 x i32> %wide.load2821 to <4 x i64>
  %7336 = zext <4 x i32> %wide.load2822 to <4 x i64>
  %7337 = zext <4 x i32> %wide.load2823 to <4 x i64>
  %7338 = icmp ugt <4 x i32> %wide.load2816, %broadcast.splat2805
  %7339 = icmp ugt <4 x i32> %wide.load2817, %broadcast.splat2805
  %7340 = icmp ugt <4 x i32> %wide.load2818, %broadcast.splat2805
  %7341 = icmp ugt <4 x i32> %wide.load2819, %broadcast.splat2805
  %7342 = icmp eq <4 x i32> %wide.load2816, %broadcast.splat2805
  %7343 = icmp eq <4 x i32> %wide.load2817, %broadcast.splat2805
  %7344 = icmp eq <4 x i32> %wide.load2818, %broadcast.splat2805
  %7345 = icmp eq <4 x i32> %wide.load2819, %broadcast.splat2805
  %7346 = sub nsw <4 x i64> %broadcast.splat2807, %7334
  %7347 = sub nsw <4 x i64> %broadcast.splat2807, %7335
  %7348 = sub nsw <4 x i64> %broadcast.splat2807, %7336
  %7349 = sub nsw <4 x i64> %broadcast.splat2807, %7337
  %7350 = icmp uge <4 x i64> %7346, %broadcast.splat2809
  %7351 = icmp uge <4 x i64> %7347, %broadcast.splat2809
  %7352 = icmp uge <4 x i64> %7348, %broadcast.splat2809
  %7353 = icmp uge <4 x i64> %7349, %broadcast.splat2809
  %7354 = and <4 x i1> %7342, %7350
  %7355 = and <4 x i1> %7343, %7351
  %7356 = and <4 x i1> %7344, %7352
  %7357 = and <4 x i1> %7345, %7353
  %7358 = or <4 x i1> %7338, %7354
  %7359 = or <4 x i1> %7339, %7355
  %7360 = or <4 x i1> %7340, %7356
  %7361 = or <4 x i1> %7341, %7357
  %7362 = zext <4 x i1> %7358 to <4 x i64>
  %7363 = zext <4 x i1> %7359 to <4 x i64>
  %7364 = zext <4 x i1> %7360 to <4 x i64>
  %7365 = zext <4 x i1> %7361 to <4 x i64>
  %7366 = add <4 x i64> %vec.phi2812, %7362
  %7367 = add <4 x i64> %vec.phi2813, %7363
  %7368 = add <4 x i64> %vec.phi2814, %7364
  %7369 = add <4 x i64> %vec.phi2815, %7365
  %index.next2824 = add nuw i64 %index2811, 16
  %7370 = icmp eq i64 %index.next2824, %n.vec2803
  br i1 %7370, label %middle.block2825, label %vector.body2810, !llvm.loop !123

middle.block2825:                                 ; preds = %vector.body2810
  %bin.rdx2826 = add <4 x i64> %7367, %7366
  %bin.rdx2827 = add <4 x i64> %7368, %bin.rdx2826
  %bin.rdx2828 = add <4 x i64> %7369, %bin.rdx2827
  %7371 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2828)
  br i1 %cmp.n2829, label %search.compacted.exit348, label %vec.epilog.iter.check2833

vec.epilog.iter.check2833:                        ; preds = %middle.block2825
  br i1 %min.epilog.iters.check2834, label %search.compacted.body347.preheader, label %vec.epilog.ph2835, !prof !25

vec.epilog.ph2835:                                ; preds = %vector.main.loop.iter.check2800, %vec.epilog.iter.check2833
  %vec.epilog.resume.val2830 = phi i64 [ %n.vec2803, %vec.epilog.iter.check2833 ], [ 0, %vector.main.loop.iter.check2800 ]
  %bc.merge.rdx2831 = phi i64 [ %7371, %vec.epilog.iter.check2833 ], [ %above_prefix.0.lcssa1683169617051718172717401749176217711784179318061815182818371850, %vector.main.loop.iter.check2800 ]
  %7372 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2831, i64 0
  %broadcast.splatinsert2842 = insertelement <4 x i64> poison, i64 %candidate344, i64 0
  %broadcast.splat2843 = shufflevector <4 x i64> %broadcast.splatinsert2842, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2844

vec.epilog.vector.body2844:                       ; preds = %vec.epilog.vector.body2844, %vec.epilog.ph2835
  %index2845 = phi i64 [ %vec.epilog.resume.val2830, %vec.epilog.ph2835 ], [ %index.next2849, %vec.epilog.vector.body2844 ]
  %vec.phi2846 = phi <4 x i64> [ %7372, %vec.epilog.ph2835 ], [ %7383, %vec.epilog.vector.body2844 ]
  %7373 = getelementptr inbounds float, ptr %scratch, i64 %index2845
  %wide.load2847 = load <4 x i32>, ptr %7373, align 4
  %7374 = getelementptr float, ptr %3636, i64 %index2845
  %wide.load2848 = load <4 x i32>, ptr %7374, align 4
  %7375 = zext <4 x i32> %wide.load2848 to <4 x i64>
  %7376 = icmp ugt <4 x i32> %wide.load2847, %broadcast.splat2839
  %7377 = icmp eq <4 x i32> %wide.load2847, %broadcast.splat2839
  %7378 = sub nsw <4 x i64> %broadcast.splat2841, %7375
  %7379 = icmp uge <4 x i64> %7378, %broadcast.splat2843
  %7380 = and <4 x i1> %7377, %7379
  %7381 = or <4 x i1> %7376, %7380
  %7382 = zext <4 x i1> %7381 to <4 x i64>
  %7383 = add <4 x i64> %vec.phi2846, %7382
  %index.next2849 = add nuw i64 %index2845, 4
  %7384 = icmp eq i64 %index.next2849, %n.vec2837
  br i1 %7384, label %vec.epilog.middle.block2850, label %vec.epilog.vector.body2844, !llvm.loop !124

vec.epilog.middle.block2850:                      ; preds = %vec.epilog.vector.body2844
  %7385 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7383)
  br i1 %cmp.n2851, label %search.compacted.exit348, label %search.compacted.body347.preheader

search.compacted.body347.preheader:               ; preds = %iter.check2798, %vec.epilog.iter.check2833, %vec.epilog.middle.block2850
  %search.compacted3491208.ph = phi i64 [ 0, %iter.check2798 ], [ %n.vec2803, %vec.epilog.iter.check2833 ], [ %n.vec2837, %vec.epilog.middle.block2850 ]
  %search_count345.01207.ph = phi i64 [ %above_prefix.0.lcssa1683169617051718172717401749176217711784179318061815182818371850, %iter.check2798 ], [ %7371, %vec.epilog.iter.check2833 ], [ %7385, %vec.epilog.middle.block2850 ]
  br label %search.compacted.body347

search.round.exit341:                             ; preds = %search.compacted.exit348, %search.compacted.exit.15
  %search_lo.0.lcssa = phi i64 [ 0, %search.compacted.exit.15 ], [ %7404, %search.compacted.exit348 ]
  %7386 = and i32 %7323, 2147483647
  %7387 = xor i32 %7323, -1
  %.not10081009 = icmp slt i32 %7323, 0
  %7388 = select i1 %.not10081009, i32 %7386, i32 %7387
  %7389 = bitcast i32 %7388 to float
  %7390 = sub i64 %mask, %search_lo.0.lcssa
  %search_index354 = uitofp i64 %7390 to float
  br label %search.done

search.compacted.body347:                         ; preds = %search.compacted.body347.preheader, %search.compacted.body347
  %search.compacted3491208 = phi i64 [ %7402, %search.compacted.body347 ], [ %search.compacted3491208.ph, %search.compacted.body347.preheader ]
  %search_count345.01207 = phi i64 [ %7401, %search.compacted.body347 ], [ %search_count345.01207.ph, %search.compacted.body347.preheader ]
  %7391 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted3491208
  %key350 = load i32, ptr %7391, align 4
  %7392 = getelementptr float, ptr %3636, i64 %search.compacted3491208
  %f351 = load i32, ptr %7392, align 4
  %7393 = zext i32 %f351 to i64
  %7394 = icmp ugt i32 %key350, %7323
  %7395 = icmp eq i32 %key350, %7323
  %7396 = sub nsw i64 %mask, %7393
  %7397 = icmp uge i64 %7396, %candidate344
  %7398 = and i1 %7395, %7397
  %7399 = or i1 %7394, %7398
  %7400 = zext i1 %7399 to i64
  %7401 = add i64 %search_count345.01207, %7400
  %7402 = add nuw i64 %search.compacted3491208, 1
  %exitcond1511.not = icmp eq i64 %7402, %compacted.0.lcssa1684169517061717172817391750176117721783179418051816182718381849
  br i1 %exitcond1511.not, label %search.compacted.exit348, label %search.compacted.body347, !llvm.loop !125

search.compacted.exit348:                         ; preds = %search.compacted.body347, %middle.block2825, %vec.epilog.middle.block2850, %search.round.body340
  %search_count345.0.lcssa = phi i64 [ %above_prefix.0.lcssa1683169617051718172717401749176217711784179318061815182818371850, %search.round.body340 ], [ %7385, %vec.epilog.middle.block2850 ], [ %7371, %middle.block2825 ], [ %7401, %search.compacted.body347 ]
  %weight353 = uitofp i64 %search_count345.0.lcssa to float
  %7403 = fcmp oge float %weight353, %top_k319
  %7404 = select i1 %7403, i64 %candidate344, i64 %search_lo.01210
  %7405 = add nuw nsw i64 %search.round3421211, 1
  %exitcond1512.not = icmp eq i64 %7405, %umax
  br i1 %exitcond1512.not, label %search.round.exit341, label %search.round.body340

list.mask.body:                                   ; preds = %list.mask.body.prol.loopexit, %list.mask.body
  %list.mask1213 = phi i64 [ %7427, %list.mask.body ], [ %list.mask1213.unr, %list.mask.body.prol.loopexit ]
  %7406 = getelementptr inbounds float, ptr %3760, i64 %list.mask1213
  %7407 = load float, ptr %7406, align 4
  %feature355 = uitofp i64 %list.mask1213 to float
  %7408 = fcmp ogt float %7407, %search_value.01615
  %7409 = select i1 %7408, float 1.000000e+00, float 0.000000e+00
  %7410 = fcmp oeq float %7407, %search_value.01615
  %7411 = fcmp oge float %search_index.01613, %feature355
  %7412 = select i1 %7410, i1 %7411, i1 false
  %7413 = select i1 %7412, float 1.000000e+00, float 0.000000e+00
  %7414 = fcmp ogt float %7413, %7409
  %max356 = select i1 %7414, float %7413, float %7409
  %7415 = getelementptr float, ptr %3641, i64 %list.mask1213
  store float %max356, ptr %7415, align 4
  %7416 = add nuw i64 %list.mask1213, 1
  %7417 = getelementptr inbounds float, ptr %3760, i64 %7416
  %7418 = load float, ptr %7417, align 4
  %feature355.1 = uitofp i64 %7416 to float
  %7419 = fcmp ogt float %7418, %search_value.01615
  %7420 = select i1 %7419, float 1.000000e+00, float 0.000000e+00
  %7421 = fcmp oeq float %7418, %search_value.01615
  %7422 = fcmp oge float %search_index.01613, %feature355.1
  %7423 = select i1 %7421, i1 %7422, i1 false
  %7424 = select i1 %7423, float 1.000000e+00, float 0.000000e+00
  %7425 = fcmp ogt float %7424, %7420
  %max356.1 = select i1 %7425, float %7424, float %7420
  %7426 = getelementptr float, ptr %3641, i64 %7416
  store float %max356.1, ptr %7426, align 4
  %7427 = add nuw i64 %list.mask1213, 2
  %exitcond1513.not.1 = icmp eq i64 %7427, %n_features
  br i1 %exitcond1513.not.1, label %list.chunk.body.preheader, label %list.mask.body, !llvm.loop !126

list.chunk.body.preheader:                        ; preds = %list.mask.body.prol.loopexit, %list.mask.body, %vec.epilog.middle.block2792, %middle.block2770
  br label %list.chunk.body

list.chunk.body:                                  ; preds = %list.chunk.body.preheader, %list.move.done
  %indvar2700 = phi i64 [ %indvar.next2701, %list.move.done ], [ 0, %list.chunk.body.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %list.move.done ], [ 64, %list.chunk.body.preheader ]
  %list.chunk1221 = phi i64 [ %7431, %list.move.done ], [ 0, %list.chunk.body.preheader ]
  %listed.11220 = phi i64 [ %listed.2, %list.move.done ], [ 0, %list.chunk.body.preheader ]
  %umin4863 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %7428 = shl i64 %indvar2700, 6
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %7429 = shl i64 %indvar2700, 6
  %7430 = sub i64 %umin, %7429
  %umin1515 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %7431 = add i64 %list.chunk1221, 64
  %chunk_end = tail call i64 @llvm.umin.i64(i64 %7431, i64 %n_features)
  %7432 = icmp ult i64 %list.chunk1221, %chunk_end
  br i1 %7432, label %iter.check2705, label %list.move.done

iter.check2705:                                   ; preds = %list.chunk.body
  %min.iters.check2703 = icmp ult i64 %7430, 4
  br i1 %min.iters.check2703, label %list.test.body.preheader, label %vector.main.loop.iter.check2707

vector.main.loop.iter.check2707:                  ; preds = %iter.check2705
  %min.iters.check2706 = icmp ult i64 %7430, 32
  br i1 %min.iters.check2706, label %vec.epilog.ph2729, label %vector.ph2708

vector.ph2708:                                    ; preds = %vector.main.loop.iter.check2707
  %n.mod.vf2709 = and i64 %umin, 31
  %n.vec2710 = sub nuw i64 %7430, %n.mod.vf2709
  %7433 = getelementptr float, ptr %3641, i64 %list.chunk1221
  br label %vector.body2711

vector.body2711:                                  ; preds = %vector.body2711, %vector.ph2708
  %index2712 = phi i64 [ 0, %vector.ph2708 ], [ %index.next2720, %vector.body2711 ]
  %vec.phi = phi <8 x i32> [ zeroinitializer, %vector.ph2708 ], [ %7438, %vector.body2711 ]
  %vec.phi2713 = phi <8 x i32> [ zeroinitializer, %vector.ph2708 ], [ %7439, %vector.body2711 ]
  %vec.phi2714 = phi <8 x i32> [ zeroinitializer, %vector.ph2708 ], [ %7440, %vector.body2711 ]
  %vec.phi2715 = phi <8 x i32> [ zeroinitializer, %vector.ph2708 ], [ %7441, %vector.body2711 ]
  %7434 = getelementptr float, ptr %7433, i64 %index2712
  %7435 = getelementptr i8, ptr %7434, i64 32
  %7436 = getelementptr i8, ptr %7434, i64 64
  %7437 = getelementptr i8, ptr %7434, i64 96
  %wide.load2716 = load <8 x i32>, ptr %7434, align 4
  %wide.load2717 = load <8 x i32>, ptr %7435, align 4
  %wide.load2718 = load <8 x i32>, ptr %7436, align 4
  %wide.load2719 = load <8 x i32>, ptr %7437, align 4
  %7438 = or <8 x i32> %wide.load2716, %vec.phi
  %7439 = or <8 x i32> %wide.load2717, %vec.phi2713
  %7440 = or <8 x i32> %wide.load2718, %vec.phi2714
  %7441 = or <8 x i32> %wide.load2719, %vec.phi2715
  %index.next2720 = add nuw i64 %index2712, 32
  %7442 = icmp eq i64 %index.next2720, %n.vec2710
  br i1 %7442, label %middle.block2721, label %vector.body2711, !llvm.loop !127

middle.block2721:                                 ; preds = %vector.body2711
  %bin.rdx = or <8 x i32> %7439, %7438
  %bin.rdx2722 = or <8 x i32> %7440, %bin.rdx
  %bin.rdx2723 = or <8 x i32> %7441, %bin.rdx2722
  %7443 = tail call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> %bin.rdx2723)
  %cmp.n2724 = icmp eq i64 %n.mod.vf2709, 0
  br i1 %cmp.n2724, label %list.test.exit, label %vec.epilog.iter.check2727

vec.epilog.iter.check2727:                        ; preds = %middle.block2721
  %ind.end2742 = add i64 %list.chunk1221, %n.vec2710
  %min.epilog.iters.check2728 = icmp samesign ult i64 %n.mod.vf2709, 4
  br i1 %min.epilog.iters.check2728, label %list.test.body.preheader, label %vec.epilog.ph2729, !prof !9

vec.epilog.ph2729:                                ; preds = %vector.main.loop.iter.check2707, %vec.epilog.iter.check2727
  %vec.epilog.resume.val2725 = phi i64 [ %n.vec2710, %vec.epilog.iter.check2727 ], [ 0, %vector.main.loop.iter.check2707 ]
  %bc.merge.rdx = phi i32 [ %7443, %vec.epilog.iter.check2727 ], [ 0, %vector.main.loop.iter.check2707 ]
  %n.mod.vf2730 = and i64 %umin, 3
  %n.vec2731 = sub i64 %7430, %n.mod.vf2730
  %7444 = add i64 %list.chunk1221, %n.vec2731
  %7445 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  %7446 = getelementptr float, ptr %3641, i64 %list.chunk1221
  br label %vec.epilog.vector.body2732

vec.epilog.vector.body2732:                       ; preds = %vec.epilog.vector.body2732, %vec.epilog.ph2729
  %index2733 = phi i64 [ %vec.epilog.resume.val2725, %vec.epilog.ph2729 ], [ %index.next2737, %vec.epilog.vector.body2732 ]
  %vec.phi2734 = phi <4 x i32> [ %7445, %vec.epilog.ph2729 ], [ %7448, %vec.epilog.vector.body2732 ]
  %7447 = getelementptr float, ptr %7446, i64 %index2733
  %wide.load2736 = load <4 x i32>, ptr %7447, align 4
  %7448 = or <4 x i32> %wide.load2736, %vec.phi2734
  %index.next2737 = add nuw i64 %index2733, 4
  %7449 = icmp eq i64 %index.next2737, %n.vec2731
  br i1 %7449, label %vec.epilog.middle.block2738, label %vec.epilog.vector.body2732, !llvm.loop !128

vec.epilog.middle.block2738:                      ; preds = %vec.epilog.vector.body2732
  %7450 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %7448)
  %cmp.n2739 = icmp eq i64 %n.mod.vf2730, 0
  br i1 %cmp.n2739, label %list.test.exit, label %list.test.body.preheader

list.test.body.preheader:                         ; preds = %iter.check2705, %vec.epilog.iter.check2727, %vec.epilog.middle.block2738
  %list.test1215.ph = phi i64 [ %list.chunk1221, %iter.check2705 ], [ %ind.end2742, %vec.epilog.iter.check2727 ], [ %7444, %vec.epilog.middle.block2738 ]
  %chunk_any.01214.ph = phi i32 [ 0, %iter.check2705 ], [ %7443, %vec.epilog.iter.check2727 ], [ %7450, %vec.epilog.middle.block2738 ]
  br label %list.test.body

list.test.body:                                   ; preds = %list.test.body.preheader, %list.test.body
  %list.test1215 = phi i64 [ %7453, %list.test.body ], [ %list.test1215.ph, %list.test.body.preheader ]
  %chunk_any.01214 = phi i32 [ %7452, %list.test.body ], [ %chunk_any.01214.ph, %list.test.body.preheader ]
  %7451 = getelementptr float, ptr %3641, i64 %list.test1215
  %mask357 = load i32, ptr %7451, align 4
  %7452 = or i32 %mask357, %chunk_any.01214
  %7453 = add nuw i64 %list.test1215, 1
  %exitcond1514.not = icmp eq i64 %7453, %umin1515
  br i1 %exitcond1514.not, label %list.test.exit, label %list.test.body, !llvm.loop !129

list.test.exit:                                   ; preds = %list.test.body, %vec.epilog.middle.block2738, %middle.block2721
  %.lcssa2193 = phi i32 [ %7450, %vec.epilog.middle.block2738 ], [ %7443, %middle.block2721 ], [ %7452, %list.test.body ]
  %.not2143 = icmp eq i32 %.lcssa2193, 0
  br i1 %.not2143, label %list.move.done, label %list.take.body.preheader

list.take.body.preheader:                         ; preds = %list.test.exit
  %xtraiter4864 = and i64 %umin4863, 3
  %lcmp.mod4865.not = icmp eq i64 %xtraiter4864, 0
  br i1 %lcmp.mod4865.not, label %list.take.body.prol.loopexit, label %list.take.body.prol

list.take.body.prol:                              ; preds = %list.take.body.preheader, %list.take.body.prol
  %list.take1218.prol = phi i64 [ %7460, %list.take.body.prol ], [ %list.chunk1221, %list.take.body.preheader ]
  %listed.31217.prol = phi i64 [ %7459, %list.take.body.prol ], [ %listed.11220, %list.take.body.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %list.take.body.prol ], [ 0, %list.take.body.preheader ]
  %7454 = getelementptr float, ptr %3641, i64 %list.take1218.prol
  %mask358.prol = load i32, ptr %7454, align 4
  %7455 = icmp ne i32 %mask358.prol, 0
  %7456 = getelementptr float, ptr %3641, i64 %listed.31217.prol
  %7457 = trunc i64 %list.take1218.prol to i32
  store i32 %7457, ptr %7456, align 4
  %7458 = zext i1 %7455 to i64
  %7459 = add i64 %listed.31217.prol, %7458
  %7460 = add nuw i64 %list.take1218.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter4864
  br i1 %prol.iter.cmp.not, label %list.take.body.prol.loopexit, label %list.take.body.prol, !llvm.loop !130

list.take.body.prol.loopexit:                     ; preds = %list.take.body.prol, %list.take.body.preheader
  %.lcssa4660.unr = phi i64 [ poison, %list.take.body.preheader ], [ %7459, %list.take.body.prol ]
  %list.take1218.unr = phi i64 [ %list.chunk1221, %list.take.body.preheader ], [ %7460, %list.take.body.prol ]
  %listed.31217.unr = phi i64 [ %listed.11220, %list.take.body.preheader ], [ %7459, %list.take.body.prol ]
  %7461 = sub i64 %7428, %umin4863
  %7462 = icmp ugt i64 %7461, -4
  br i1 %7462, label %list.move.done, label %list.take.body

list.move.done:                                   ; preds = %list.take.body.prol.loopexit, %list.take.body, %list.chunk.body, %list.test.exit
  %listed.2 = phi i64 [ %listed.11220, %list.test.exit ], [ %listed.11220, %list.chunk.body ], [ %.lcssa4660.unr, %list.take.body.prol.loopexit ], [ %7490, %list.take.body ]
  %7463 = icmp ult i64 %7431, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 64
  %indvar.next2701 = add i64 %indvar2700, 1
  br i1 %7463, label %list.chunk.body, label %guard.done313

list.take.body:                                   ; preds = %list.take.body.prol.loopexit, %list.take.body
  %list.take1218 = phi i64 [ %7491, %list.take.body ], [ %list.take1218.unr, %list.take.body.prol.loopexit ]
  %listed.31217 = phi i64 [ %7490, %list.take.body ], [ %listed.31217.unr, %list.take.body.prol.loopexit ]
  %7464 = getelementptr float, ptr %3641, i64 %list.take1218
  %mask358 = load i32, ptr %7464, align 4
  %7465 = icmp ne i32 %mask358, 0
  %7466 = getelementptr float, ptr %3641, i64 %listed.31217
  %7467 = trunc i64 %list.take1218 to i32
  store i32 %7467, ptr %7466, align 4
  %7468 = zext i1 %7465 to i64
  %7469 = add i64 %listed.31217, %7468
  %7470 = add nuw i64 %list.take1218, 1
  %7471 = getelementptr float, ptr %3641, i64 %7470
  %mask358.1 = load i32, ptr %7471, align 4
  %7472 = icmp ne i32 %mask358.1, 0
  %7473 = getelementptr float, ptr %3641, i64 %7469
  %7474 = trunc i64 %7470 to i32
  store i32 %7474, ptr %7473, align 4
  %7475 = zext i1 %7472 to i64
  %7476 = add i64 %7469, %7475
  %7477 = add nuw i64 %list.take1218, 2
  %7478 = getelementptr float, ptr %3641, i64 %7477
  %mask358.2 = load i32, ptr %7478, align 4
  %7479 = icmp ne i32 %mask358.2, 0
  %7480 = getelementptr float, ptr %3641, i64 %7476
  %7481 = trunc i64 %7477 to i32
  store i32 %7481, ptr %7480, align 4
  %7482 = zext i1 %7479 to i64
  %7483 = add i64 %7476, %7482
  %7484 = add nuw i64 %list.take1218, 3
  %7485 = getelementptr float, ptr %3641, i64 %7484
  %mask358.3 = load i32, ptr %7485, align 4
  %7486 = icmp ne i32 %mask358.3, 0
  %7487 = getelementptr float, ptr %3641, i64 %7483
  %7488 = trunc i64 %7484 to i32
  store i32 %7488, ptr %7487, align 4
  %7489 = zext i1 %7486 to i64
  %7490 = add i64 %7483, %7489
  %7491 = add nuw i64 %list.take1218, 4
  %exitcond1516.not.3 = icmp eq i64 %7491, %umin1515
  br i1 %exitcond1516.not.3, label %list.move.done, label %list.take.body

guard.then362:                                    ; preds = %guard.done313
  %.not1010 = icmp ugt i64 %listed.0, %3642
  br i1 %.not1010, label %feature.header381.preheader, label %listed.header.preheader

listed.header.preheader:                          ; preds = %guard.then362
  %.not1395 = icmp eq i64 %listed.0, 0
  br i1 %.not1395, label %search.feature.exit490, label %listed.body.preheader

listed.body.preheader:                            ; preds = %listed.header.preheader
  %7492 = add i64 %listed.0, -1
  %xtraiter4866 = and i64 %listed.0, 1
  %7493 = icmp eq i64 %7492, 0
  br i1 %7493, label %listed.body.epil.preheader, label %listed.body.preheader.new

listed.body.preheader.new:                        ; preds = %listed.body.preheader
  %unroll_iter4871 = and i64 %listed.0, -2
  br label %listed.body

feature.header381.preheader:                      ; preds = %guard.then362
  br i1 %.not1356, label %max_block.exit400, label %iter.check2649

iter.check2649:                                   ; preds = %feature.header381.preheader
  %diff.check2645 = icmp ult i64 %3750, 128
  %or.cond4397 = select i1 %min.iters.check2647, i1 true, i1 %diff.check2645
  br i1 %or.cond4397, label %feature.body382.preheader, label %vector.main.loop.iter.check2651

vector.main.loop.iter.check2651:                  ; preds = %iter.check2649
  br i1 %min.iters.check2650, label %vec.epilog.ph2679, label %vector.ph2652

vector.ph2652:                                    ; preds = %vector.main.loop.iter.check2651
  %broadcast.splatinsert2657 = insertelement <8 x float> poison, float %uniforms.sroa.25.0, i64 0
  %broadcast.splat2658 = shufflevector <8 x float> %broadcast.splatinsert2657, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2659 = insertelement <8 x float> poison, float %uniforms.sroa.56.0, i64 0
  %broadcast.splat2660 = shufflevector <8 x float> %broadcast.splatinsert2659, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body2661

vector.body2661:                                  ; preds = %vector.body2661, %vector.ph2652
  %index2662 = phi i64 [ 0, %vector.ph2652 ], [ %index.next2671, %vector.body2661 ]
  %vec.ind2663 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2652 ], [ %vec.ind.next2672, %vector.body2661 ]
  %step.add2664 = add <8 x i64> %vec.ind2663, splat (i64 8)
  %step.add.22665 = add <8 x i64> %vec.ind2663, splat (i64 16)
  %step.add.32666 = add <8 x i64> %vec.ind2663, splat (i64 24)
  %7494 = getelementptr inbounds float, ptr %3760, i64 %index2662
  %7495 = getelementptr inbounds nuw i8, ptr %7494, i64 32
  %7496 = getelementptr inbounds nuw i8, ptr %7494, i64 64
  %7497 = getelementptr inbounds nuw i8, ptr %7494, i64 96
  %wide.load2667 = load <8 x float>, ptr %7494, align 4
  %wide.load2668 = load <8 x float>, ptr %7495, align 4
  %wide.load2669 = load <8 x float>, ptr %7496, align 4
  %wide.load2670 = load <8 x float>, ptr %7497, align 4
  %7498 = fmul <8 x float> %broadcast.splat2656, %wide.load2667
  %7499 = fmul <8 x float> %broadcast.splat2656, %wide.load2668
  %7500 = fmul <8 x float> %broadcast.splat2656, %wide.load2669
  %7501 = fmul <8 x float> %broadcast.splat2656, %wide.load2670
  %7502 = uitofp <8 x i64> %vec.ind2663 to <8 x float>
  %7503 = uitofp <8 x i64> %step.add2664 to <8 x float>
  %7504 = uitofp <8 x i64> %step.add.22665 to <8 x float>
  %7505 = uitofp <8 x i64> %step.add.32666 to <8 x float>
  %7506 = fcmp ogt <8 x float> %wide.load2667, %broadcast.splat2658
  %7507 = fcmp ogt <8 x float> %wide.load2668, %broadcast.splat2658
  %7508 = fcmp ogt <8 x float> %wide.load2669, %broadcast.splat2658
  %7509 = fcmp ogt <8 x float> %wide.load2670, %broadcast.splat2658
  %7510 = select <8 x i1> %7506, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7511 = select <8 x i1> %7507, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7512 = select <8 x i1> %7508, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7513 = select <8 x i1> %7509, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7514 = fcmp oeq <8 x float> %wide.load2667, %broadcast.splat2658
  %7515 = fcmp oeq <8 x float> %wide.load2668, %broadcast.splat2658
  %7516 = fcmp oeq <8 x float> %wide.load2669, %broadcast.splat2658
  %7517 = fcmp oeq <8 x float> %wide.load2670, %broadcast.splat2658
  %7518 = fcmp oge <8 x float> %broadcast.splat2660, %7502
  %7519 = fcmp oge <8 x float> %broadcast.splat2660, %7503
  %7520 = fcmp oge <8 x float> %broadcast.splat2660, %7504
  %7521 = fcmp oge <8 x float> %broadcast.splat2660, %7505
  %7522 = select <8 x i1> %7514, <8 x i1> %7518, <8 x i1> zeroinitializer
  %7523 = select <8 x i1> %7515, <8 x i1> %7519, <8 x i1> zeroinitializer
  %7524 = select <8 x i1> %7516, <8 x i1> %7520, <8 x i1> zeroinitializer
  %7525 = select <8 x i1> %7517, <8 x i1> %7521, <8 x i1> zeroinitializer
  %7526 = select <8 x i1> %7522, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7527 = select <8 x i1> %7523, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7528 = select <8 x i1> %7524, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7529 = select <8 x i1> %7525, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7530 = fcmp ogt <8 x float> %7526, %7510
  %7531 = fcmp ogt <8 x float> %7527, %7511
  %7532 = fcmp ogt <8 x float> %7528, %7512
  %7533 = fcmp ogt <8 x float> %7529, %7513
  %7534 = select <8 x i1> %7530, <8 x float> %7526, <8 x float> %7510
  %7535 = select <8 x i1> %7531, <8 x float> %7527, <8 x float> %7511
  %7536 = select <8 x i1> %7532, <8 x float> %7528, <8 x float> %7512
  %7537 = select <8 x i1> %7533, <8 x float> %7529, <8 x float> %7513
  %7538 = fcmp une <8 x float> %7534, zeroinitializer
  %7539 = fcmp une <8 x float> %7535, zeroinitializer
  %7540 = fcmp une <8 x float> %7536, zeroinitializer
  %7541 = fcmp une <8 x float> %7537, zeroinitializer
  %7542 = select <8 x i1> %7538, <8 x float> %7498, <8 x float> splat (float 0xFFF0000000000000)
  %7543 = select <8 x i1> %7539, <8 x float> %7499, <8 x float> splat (float 0xFFF0000000000000)
  %7544 = select <8 x i1> %7540, <8 x float> %7500, <8 x float> splat (float 0xFFF0000000000000)
  %7545 = select <8 x i1> %7541, <8 x float> %7501, <8 x float> splat (float 0xFFF0000000000000)
  %7546 = getelementptr inbounds float, ptr %scratch, i64 %index2662
  %7547 = getelementptr inbounds nuw i8, ptr %7546, i64 32
  %7548 = getelementptr inbounds nuw i8, ptr %7546, i64 64
  %7549 = getelementptr inbounds nuw i8, ptr %7546, i64 96
  store <8 x float> %7542, ptr %7546, align 4
  store <8 x float> %7543, ptr %7547, align 4
  store <8 x float> %7544, ptr %7548, align 4
  store <8 x float> %7545, ptr %7549, align 4
  %index.next2671 = add nuw i64 %index2662, 32
  %vec.ind.next2672 = add <8 x i64> %vec.ind2663, splat (i64 32)
  %7550 = icmp eq i64 %index.next2671, %n.vec2654
  br i1 %7550, label %middle.block2673, label %vector.body2661, !llvm.loop !131

middle.block2673:                                 ; preds = %vector.body2661
  br i1 %cmp.n2674, label %max_block.header398.preheader, label %vec.epilog.iter.check2677

vec.epilog.iter.check2677:                        ; preds = %middle.block2673
  br i1 %min.epilog.iters.check2678, label %feature.body382.preheader, label %vec.epilog.ph2679, !prof !9

vec.epilog.ph2679:                                ; preds = %vector.main.loop.iter.check2651, %vec.epilog.iter.check2677
  %bc.resume.val2675 = phi i64 [ %n.vec2654, %vec.epilog.iter.check2677 ], [ 0, %vector.main.loop.iter.check2651 ]
  %broadcast.splatinsert2684 = insertelement <4 x float> poison, float %uniforms.sroa.25.0, i64 0
  %broadcast.splat2685 = shufflevector <4 x float> %broadcast.splatinsert2684, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert2686 = insertelement <4 x float> poison, float %uniforms.sroa.56.0, i64 0
  %broadcast.splat2687 = shufflevector <4 x float> %broadcast.splatinsert2686, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert2688 = insertelement <4 x i64> poison, i64 %bc.resume.val2675, i64 0
  %broadcast.splat2689 = shufflevector <4 x i64> %broadcast.splatinsert2688, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction2690 = or disjoint <4 x i64> %broadcast.splat2689, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body2691

vec.epilog.vector.body2691:                       ; preds = %vec.epilog.vector.body2691, %vec.epilog.ph2679
  %index2692 = phi i64 [ %bc.resume.val2675, %vec.epilog.ph2679 ], [ %index.next2695, %vec.epilog.vector.body2691 ]
  %vec.ind2693 = phi <4 x i64> [ %induction2690, %vec.epilog.ph2679 ], [ %vec.ind.next2696, %vec.epilog.vector.body2691 ]
  %7551 = getelementptr inbounds float, ptr %3760, i64 %index2692
  %wide.load2694 = load <4 x float>, ptr %7551, align 4
  %7552 = fmul <4 x float> %broadcast.splat2683, %wide.load2694
  %7553 = uitofp <4 x i64> %vec.ind2693 to <4 x float>
  %7554 = fcmp ogt <4 x float> %wide.load2694, %broadcast.splat2685
  %7555 = select <4 x i1> %7554, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %7556 = fcmp oeq <4 x float> %wide.load2694, %broadcast.splat2685
  %7557 = fcmp oge <4 x float> %broadcast.splat2687, %7553
  %7558 = select <4 x i1> %7556, <4 x i1> %7557, <4 x i1> zeroinitializer
  %7559 = select <4 x i1> %7558, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %7560 = fcmp ogt <4 x float> %7559, %7555
  %7561 = select <4 x i1> %7560, <4 x float> %7559, <4 x float> %7555
  %7562 = fcmp une <4 x float> %7561, zeroinitializer
  %7563 = select <4 x i1> %7562, <4 x float> %7552, <4 x float> splat (float 0xFFF0000000000000)
  %7564 = getelementptr inbounds float, ptr %scratch, i64 %index2692
  store <4 x float> %7563, ptr %7564, align 4
  %index.next2695 = add nuw i64 %index2692, 4
  %vec.ind.next2696 = add nuw <4 x i64> %vec.ind2693, splat (i64 4)
  %7565 = icmp eq i64 %index.next2695, %n.vec2681
  br i1 %7565, label %vec.epilog.middle.block2697, label %vec.epilog.vector.body2691, !llvm.loop !132

vec.epilog.middle.block2697:                      ; preds = %vec.epilog.vector.body2691
  br i1 %cmp.n2698, label %max_block.header398.preheader, label %feature.body382.preheader

feature.body382.preheader:                        ; preds = %iter.check2649, %vec.epilog.iter.check2677, %vec.epilog.middle.block2697
  %feature3841227.ph = phi i64 [ 0, %iter.check2649 ], [ %n.vec2654, %vec.epilog.iter.check2677 ], [ %n.vec2681, %vec.epilog.middle.block2697 ]
  %.neg4975 = or disjoint i64 %feature3841227.ph, 1
  br i1 %lcmp.mod4888.not, label %feature.body382.prol.loopexit, label %feature.body382.prol

feature.body382.prol:                             ; preds = %feature.body382.preheader
  %7566 = getelementptr inbounds float, ptr %3760, i64 %feature3841227.ph
  %7567 = load float, ptr %7566, align 4
  %7568 = fmul float %inv_t, %7567
  %feature385.prol = uitofp i64 %feature3841227.ph to float
  %7569 = fcmp ogt float %7567, %uniforms.sroa.25.0
  %7570 = select i1 %7569, float 1.000000e+00, float 0.000000e+00
  %7571 = fcmp oeq float %7567, %uniforms.sroa.25.0
  %7572 = fcmp oge float %uniforms.sroa.56.0, %feature385.prol
  %7573 = select i1 %7571, i1 %7572, i1 false
  %7574 = select i1 %7573, float 1.000000e+00, float 0.000000e+00
  %7575 = fcmp ogt float %7574, %7570
  %max386.prol = select i1 %7575, float %7574, float %7570
  %7576 = fcmp une float %max386.prol, 0.000000e+00
  %7577 = select i1 %7576, float %7568, float 0xFFF0000000000000
  %7578 = getelementptr inbounds float, ptr %scratch, i64 %feature3841227.ph
  store float %7577, ptr %7578, align 4
  %7579 = or disjoint i64 %feature3841227.ph, 1
  br label %feature.body382.prol.loopexit

feature.body382.prol.loopexit:                    ; preds = %feature.body382.prol, %feature.body382.preheader
  %feature3841227.unr = phi i64 [ %feature3841227.ph, %feature.body382.preheader ], [ %7579, %feature.body382.prol ]
  %7580 = icmp eq i64 %n_features, %.neg4975
  br i1 %7580, label %max_block.header398.preheader, label %feature.body382

listed.body:                                      ; preds = %listed.body, %listed.body.preheader.new
  %listed3721225 = phi i64 [ 0, %listed.body.preheader.new ], [ %7618, %listed.body ]
  %fold_value366.01224 = phi float [ 0xFFF0000000000000, %listed.body.preheader.new ], [ %7617, %listed.body ]
  %niter4872 = phi i64 [ 0, %listed.body.preheader.new ], [ %niter4872.next.1, %listed.body ]
  %7581 = getelementptr float, ptr %3641, i64 %listed3721225
  %f373 = load i32, ptr %7581, align 4
  %f374 = zext i32 %f373 to i64
  %7582 = getelementptr inbounds nuw float, ptr %3760, i64 %f374
  %7583 = load float, ptr %7582, align 4
  %7584 = fmul float %inv_t, %7583
  %feature375 = uitofp i32 %f373 to float
  %7585 = fcmp ogt float %7583, %uniforms.sroa.25.0
  %7586 = select i1 %7585, float 1.000000e+00, float 0.000000e+00
  %7587 = fcmp oeq float %7583, %uniforms.sroa.25.0
  %7588 = fcmp oge float %uniforms.sroa.56.0, %feature375
  %7589 = select i1 %7587, i1 %7588, i1 false
  %7590 = select i1 %7589, float 1.000000e+00, float 0.000000e+00
  %7591 = fcmp ogt float %7590, %7586
  %max376 = select i1 %7591, float %7590, float %7586
  %7592 = fcmp une float %max376, 0.000000e+00
  %7593 = select i1 %7592, float %7584, float 0xFFF0000000000000
  %7594 = fcmp ogt float %7593, %fold_value366.01224
  %7595 = fcmp uno float %7593, 0.000000e+00
  %7596 = fcmp ord float %fold_value366.01224, 0.000000e+00
  %7597 = and i1 %7596, %7595
  %take380 = or i1 %7594, %7597
  %7598 = select i1 %take380, float %7593, float %fold_value366.01224
  %7599 = getelementptr float, ptr %3641, i64 %listed3721225
  %7600 = getelementptr i8, ptr %7599, i64 4
  %f373.1 = load i32, ptr %7600, align 4
  %f374.1 = zext i32 %f373.1 to i64
  %7601 = getelementptr inbounds nuw float, ptr %3760, i64 %f374.1
  %7602 = load float, ptr %7601, align 4
  %7603 = fmul float %inv_t, %7602
  %feature375.1 = uitofp i32 %f373.1 to float
  %7604 = fcmp ogt float %7602, %uniforms.sroa.25.0
  %7605 = select i1 %7604, float 1.000000e+00, float 0.000000e+00
  %7606 = fcmp oeq float %7602, %uniforms.sroa.25.0
  %7607 = fcmp oge float %uniforms.sroa.56.0, %feature375.1
  %7608 = select i1 %7606, i1 %7607, i1 false
  %7609 = select i1 %7608, float 1.000000e+00, float 0.000000e+00
  %7610 = fcmp ogt float %7609, %7605
  %max376.1 = select i1 %7610, float %7609, float %7605
  %7611 = fcmp une float %max376.1, 0.000000e+00
  %7612 = select i1 %7611, float %7603, float 0xFFF0000000000000
  %7613 = fcmp ogt float %7612, %7598
  %7614 = fcmp uno float %7612, 0.000000e+00
  %7615 = fcmp ord float %7598, 0.000000e+00
  %7616 = and i1 %7615, %7614
  %take380.1 = or i1 %7613, %7616
  %7617 = select i1 %take380.1, float %7612, float %7598
  %7618 = add nuw nsw i64 %listed3721225, 2
  %niter4872.next.1 = add i64 %niter4872, 2
  %niter4872.ncmp.1 = icmp eq i64 %niter4872.next.1, %unroll_iter4871
  br i1 %niter4872.ncmp.1, label %listed.body427.preheader.unr-lcssa, label %listed.body

listed.body427.preheader.unr-lcssa:               ; preds = %listed.body
  %lcmp.mod4868.not = icmp eq i64 %xtraiter4866, 0
  br i1 %lcmp.mod4868.not, label %listed.body427.preheader, label %listed.body.epil.preheader

listed.body.epil.preheader:                       ; preds = %listed.body427.preheader.unr-lcssa, %listed.body.preheader
  %listed3721225.epil.init = phi i64 [ 0, %listed.body.preheader ], [ %7618, %listed.body427.preheader.unr-lcssa ]
  %fold_value366.01224.epil.init = phi float [ 0xFFF0000000000000, %listed.body.preheader ], [ %7617, %listed.body427.preheader.unr-lcssa ]
  %lcmp.mod4870 = icmp ne i64 %xtraiter4866, 0
  tail call void @llvm.assume(i1 %lcmp.mod4870)
  %7619 = getelementptr float, ptr %3641, i64 %listed3721225.epil.init
  %f373.epil = load i32, ptr %7619, align 4
  %f374.epil = zext i32 %f373.epil to i64
  %7620 = getelementptr inbounds nuw float, ptr %3760, i64 %f374.epil
  %7621 = load float, ptr %7620, align 4
  %7622 = fmul float %inv_t, %7621
  %feature375.epil = uitofp i32 %f373.epil to float
  %7623 = fcmp ogt float %7621, %uniforms.sroa.25.0
  %7624 = select i1 %7623, float 1.000000e+00, float 0.000000e+00
  %7625 = fcmp oeq float %7621, %uniforms.sroa.25.0
  %7626 = fcmp oge float %uniforms.sroa.56.0, %feature375.epil
  %7627 = select i1 %7625, i1 %7626, i1 false
  %7628 = select i1 %7627, float 1.000000e+00, float 0.000000e+00
  %7629 = fcmp ogt float %7628, %7624
  %max376.epil = select i1 %7629, float %7628, float %7624
  %7630 = fcmp une float %max376.epil, 0.000000e+00
  %7631 = select i1 %7630, float %7622, float 0xFFF0000000000000
  %7632 = fcmp ogt float %7631, %fold_value366.01224.epil.init
  %7633 = fcmp uno float %7631, 0.000000e+00
  %7634 = fcmp ord float %fold_value366.01224.epil.init, 0.000000e+00
  %7635 = and i1 %7634, %7633
  %take380.epil = or i1 %7632, %7635
  %7636 = select i1 %take380.epil, float %7631, float %fold_value366.01224.epil.init
  br label %listed.body427.preheader

listed.body427.preheader:                         ; preds = %listed.body427.preheader.unr-lcssa, %listed.body.epil.preheader
  %.lcssa4661 = phi float [ %7617, %listed.body427.preheader.unr-lcssa ], [ %7636, %listed.body.epil.preheader ]
  br label %listed.body427

max_block.header398.preheader:                    ; preds = %feature.body382.prol.loopexit, %feature.body382, %vec.epilog.middle.block2697, %middle.block2673
  br i1 %.not1357, label %max_block.exit400, label %max_block.body399.preheader

max_block.body399.preheader:                      ; preds = %max_block.header398.preheader
  br i1 %3732, label %max_block.body399.epil.preheader, label %max_block.body399

feature.body382:                                  ; preds = %feature.body382.prol.loopexit, %feature.body382
  %feature3841227 = phi i64 [ %7664, %feature.body382 ], [ %feature3841227.unr, %feature.body382.prol.loopexit ]
  %7637 = getelementptr inbounds float, ptr %3760, i64 %feature3841227
  %7638 = load float, ptr %7637, align 4
  %7639 = fmul float %inv_t, %7638
  %feature385 = uitofp i64 %feature3841227 to float
  %7640 = fcmp ogt float %7638, %uniforms.sroa.25.0
  %7641 = select i1 %7640, float 1.000000e+00, float 0.000000e+00
  %7642 = fcmp oeq float %7638, %uniforms.sroa.25.0
  %7643 = fcmp oge float %uniforms.sroa.56.0, %feature385
  %7644 = select i1 %7642, i1 %7643, i1 false
  %7645 = select i1 %7644, float 1.000000e+00, float 0.000000e+00
  %7646 = fcmp ogt float %7645, %7641
  %max386 = select i1 %7646, float %7645, float %7641
  %7647 = fcmp une float %max386, 0.000000e+00
  %7648 = select i1 %7647, float %7639, float 0xFFF0000000000000
  %7649 = getelementptr inbounds float, ptr %scratch, i64 %feature3841227
  store float %7648, ptr %7649, align 4
  %7650 = add nuw i64 %feature3841227, 1
  %7651 = getelementptr inbounds float, ptr %3760, i64 %7650
  %7652 = load float, ptr %7651, align 4
  %7653 = fmul float %inv_t, %7652
  %feature385.1 = uitofp i64 %7650 to float
  %7654 = fcmp ogt float %7652, %uniforms.sroa.25.0
  %7655 = select i1 %7654, float 1.000000e+00, float 0.000000e+00
  %7656 = fcmp oeq float %7652, %uniforms.sroa.25.0
  %7657 = fcmp oge float %uniforms.sroa.56.0, %feature385.1
  %7658 = select i1 %7656, i1 %7657, i1 false
  %7659 = select i1 %7658, float 1.000000e+00, float 0.000000e+00
  %7660 = fcmp ogt float %7659, %7655
  %max386.1 = select i1 %7660, float %7659, float %7655
  %7661 = fcmp une float %max386.1, 0.000000e+00
  %7662 = select i1 %7661, float %7653, float 0xFFF0000000000000
  %7663 = getelementptr inbounds float, ptr %scratch, i64 %7650
  store float %7662, ptr %7663, align 4
  %7664 = add nuw i64 %feature3841227, 2
  %exitcond1518.not.1 = icmp eq i64 %7664, %n_features
  br i1 %exitcond1518.not.1, label %max_block.header398.preheader, label %feature.body382, !llvm.loop !133

max_block.body399:                                ; preds = %max_block.body399.preheader, %max_block.body399
  %max_block4011230 = phi i64 [ %7686, %max_block.body399 ], [ 0, %max_block.body399.preheader ]
  %max_best395.01229 = phi <32 x float> [ %7681, %max_block.body399 ], [ splat (float 0xFFF0000000000000), %max_block.body399.preheader ]
  %max_index396.01228 = phi <32 x i64> [ %7685, %max_block.body399 ], [ zeroinitializer, %max_block.body399.preheader ]
  %niter4897 = phi i64 [ %niter4897.next.1, %max_block.body399 ], [ 0, %max_block.body399.preheader ]
  %7665 = getelementptr inbounds float, ptr %scratch, i64 %max_block4011230
  %block402 = load <32 x float>, ptr %7665, align 4
  %7666 = fcmp ogt <32 x float> %block402, %max_best395.01229
  %7667 = fcmp uno <32 x float> %block402, zeroinitializer
  %7668 = fcmp ord <32 x float> %max_best395.01229, zeroinitializer
  %7669 = and <32 x i1> %7668, %7667
  %take403 = or <32 x i1> %7666, %7669
  %7670 = select <32 x i1> %take403, <32 x float> %block402, <32 x float> %max_best395.01229
  %7671 = insertelement <32 x i64> poison, i64 %max_block4011230, i64 0
  %7672 = shufflevector <32 x i64> %7671, <32 x i64> poison, <32 x i32> zeroinitializer
  %7673 = or disjoint <32 x i64> %7672, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %7674 = select <32 x i1> %take403, <32 x i64> %7673, <32 x i64> %max_index396.01228
  %7675 = or disjoint i64 %max_block4011230, 32
  %7676 = getelementptr inbounds float, ptr %scratch, i64 %7675
  %block402.1 = load <32 x float>, ptr %7676, align 4
  %7677 = fcmp ogt <32 x float> %block402.1, %7670
  %7678 = fcmp uno <32 x float> %block402.1, zeroinitializer
  %7679 = fcmp ord <32 x float> %7670, zeroinitializer
  %7680 = and <32 x i1> %7679, %7678
  %take403.1 = or <32 x i1> %7677, %7680
  %7681 = select <32 x i1> %take403.1, <32 x float> %block402.1, <32 x float> %7670
  %7682 = insertelement <32 x i64> poison, i64 %7675, i64 0
  %7683 = shufflevector <32 x i64> %7682, <32 x i64> poison, <32 x i32> zeroinitializer
  %7684 = or disjoint <32 x i64> %7683, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %7685 = select <32 x i1> %take403.1, <32 x i64> %7684, <32 x i64> %7674
  %7686 = add nuw i64 %max_block4011230, 64
  %niter4897.next.1 = add i64 %niter4897, 2
  %niter4897.ncmp.1.not = icmp eq i64 %niter4897.next.1, %unroll_iter4896
  br i1 %niter4897.ncmp.1.not, label %max_block.exit400.loopexit.unr-lcssa, label %max_block.body399

max_block.exit400.loopexit.unr-lcssa:             ; preds = %max_block.body399
  br i1 %lcmp.mod4892.not, label %max_block.exit400, label %max_block.body399.epil.preheader

max_block.body399.epil.preheader:                 ; preds = %max_block.exit400.loopexit.unr-lcssa, %max_block.body399.preheader
  %max_block4011230.epil.init = phi i64 [ 0, %max_block.body399.preheader ], [ %7686, %max_block.exit400.loopexit.unr-lcssa ]
  %max_best395.01229.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body399.preheader ], [ %7681, %max_block.exit400.loopexit.unr-lcssa ]
  %max_index396.01228.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body399.preheader ], [ %7685, %max_block.exit400.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4895)
  %7687 = getelementptr inbounds float, ptr %scratch, i64 %max_block4011230.epil.init
  %block402.epil = load <32 x float>, ptr %7687, align 4
  %7688 = fcmp ogt <32 x float> %block402.epil, %max_best395.01229.epil.init
  %7689 = fcmp uno <32 x float> %block402.epil, zeroinitializer
  %7690 = fcmp ord <32 x float> %max_best395.01229.epil.init, zeroinitializer
  %7691 = and <32 x i1> %7690, %7689
  %take403.epil = or <32 x i1> %7688, %7691
  %7692 = select <32 x i1> %take403.epil, <32 x float> %block402.epil, <32 x float> %max_best395.01229.epil.init
  %7693 = insertelement <32 x i64> poison, i64 %max_block4011230.epil.init, i64 0
  %7694 = shufflevector <32 x i64> %7693, <32 x i64> poison, <32 x i32> zeroinitializer
  %7695 = or disjoint <32 x i64> %7694, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %7696 = select <32 x i1> %take403.epil, <32 x i64> %7695, <32 x i64> %max_index396.01228.epil.init
  br label %max_block.exit400

max_block.exit400:                                ; preds = %max_block.body399.epil.preheader, %max_block.exit400.loopexit.unr-lcssa, %feature.header381.preheader, %max_block.header398.preheader
  %max_index396.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header398.preheader ], [ zeroinitializer, %feature.header381.preheader ], [ %7685, %max_block.exit400.loopexit.unr-lcssa ], [ %7696, %max_block.body399.epil.preheader ]
  %max_best395.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header398.preheader ], [ splat (float 0xFFF0000000000000), %feature.header381.preheader ], [ %7681, %max_block.exit400.loopexit.unr-lcssa ], [ %7692, %max_block.body399.epil.preheader ]
  %7697 = extractelement <32 x float> %max_best395.0.lcssa, i64 0
  %7698 = extractelement <32 x i64> %max_index396.0.lcssa, i64 0
  %7699 = fcmp une float %7697, 0xFFF0000000000000
  %7700 = select i1 %7699, i64 %7698, i64 0
  %7701 = extractelement <32 x float> %max_best395.0.lcssa, i64 1
  %7702 = extractelement <32 x i64> %max_index396.0.lcssa, i64 1
  %7703 = fcmp uno float %7701, 0.000000e+00
  %7704 = fcmp ord float %7697, 0.000000e+00
  %7705 = icmp ult i64 %7702, %7700
  %7706 = fcmp ogt float %7701, %7697
  %7707 = fcmp oeq float %7701, %7697
  %7708 = or i1 %7704, %7705
  %7709 = and i1 %7707, %7705
  %7710 = or i1 %7706, %7709
  %7711 = select i1 %7703, i1 %7708, i1 %7710
  %7712 = select i1 %7711, float %7701, float %7697
  %7713 = select i1 %7711, i64 %7702, i64 %7700
  %7714 = extractelement <32 x float> %max_best395.0.lcssa, i64 2
  %7715 = extractelement <32 x i64> %max_index396.0.lcssa, i64 2
  %7716 = fcmp uno float %7714, 0.000000e+00
  %7717 = fcmp ord float %7712, 0.000000e+00
  %7718 = icmp ult i64 %7715, %7713
  %7719 = fcmp ogt float %7714, %7712
  %7720 = fcmp oeq float %7714, %7712
  %7721 = or i1 %7717, %7718
  %7722 = and i1 %7720, %7718
  %7723 = or i1 %7719, %7722
  %7724 = select i1 %7716, i1 %7721, i1 %7723
  %7725 = select i1 %7724, float %7714, float %7712
  %7726 = select i1 %7724, i64 %7715, i64 %7713
  %7727 = extractelement <32 x float> %max_best395.0.lcssa, i64 3
  %7728 = extractelement <32 x i64> %max_index396.0.lcssa, i64 3
  %7729 = fcmp uno float %7727, 0.000000e+00
  %7730 = fcmp ord float %7725, 0.000000e+00
  %7731 = icmp ult i64 %7728, %7726
  %7732 = fcmp ogt float %7727, %7725
  %7733 = fcmp oeq float %7727, %7725
  %7734 = or i1 %7730, %7731
  %7735 = and i1 %7733, %7731
  %7736 = or i1 %7732, %7735
  %7737 = select i1 %7729, i1 %7734, i1 %7736
  %7738 = select i1 %7737, float %7727, float %7725
  %7739 = select i1 %7737, i64 %7728, i64 %7726
  %7740 = extractelement <32 x float> %max_best395.0.lcssa, i64 4
  %7741 = extractelement <32 x i64> %max_index396.0.lcssa, i64 4
  %7742 = fcmp uno float %7740, 0.000000e+00
  %7743 = fcmp ord float %7738, 0.000000e+00
  %7744 = icmp ult i64 %7741, %7739
  %7745 = fcmp ogt float %7740, %7738
  %7746 = fcmp oeq float %7740, %7738
  %7747 = or i1 %7743, %7744
  %7748 = and i1 %7746, %7744
  %7749 = or i1 %7745, %7748
  %7750 = select i1 %7742, i1 %7747, i1 %7749
  %7751 = select i1 %7750, float %7740, float %7738
  %7752 = select i1 %7750, i64 %7741, i64 %7739
  %7753 = extractelement <32 x float> %max_best395.0.lcssa, i64 5
  %7754 = extractelement <32 x i64> %max_index396.0.lcssa, i64 5
  %7755 = fcmp uno float %7753, 0.000000e+00
  %7756 = fcmp ord float %7751, 0.000000e+00
  %7757 = icmp ult i64 %7754, %7752
  %7758 = fcmp ogt float %7753, %7751
  %7759 = fcmp oeq float %7753, %7751
  %7760 = or i1 %7756, %7757
  %7761 = and i1 %7759, %7757
  %7762 = or i1 %7758, %7761
  %7763 = select i1 %7755, i1 %7760, i1 %7762
  %7764 = select i1 %7763, float %7753, float %7751
  %7765 = select i1 %7763, i64 %7754, i64 %7752
  %7766 = extractelement <32 x float> %max_best395.0.lcssa, i64 6
  %7767 = extractelement <32 x i64> %max_index396.0.lcssa, i64 6
  %7768 = fcmp uno float %7766, 0.000000e+00
  %7769 = fcmp ord float %7764, 0.000000e+00
  %7770 = icmp ult i64 %7767, %7765
  %7771 = fcmp ogt float %7766, %7764
  %7772 = fcmp oeq float %7766, %7764
  %7773 = or i1 %7769, %7770
  %7774 = and i1 %7772, %7770
  %7775 = or i1 %7771, %7774
  %7776 = select i1 %7768, i1 %7773, i1 %7775
  %7777 = select i1 %7776, float %7766, float %7764
  %7778 = select i1 %7776, i64 %7767, i64 %7765
  %7779 = extractelement <32 x float> %max_best395.0.lcssa, i64 7
  %7780 = extractelement <32 x i64> %max_index396.0.lcssa, i64 7
  %7781 = fcmp uno float %7779, 0.000000e+00
  %7782 = fcmp ord float %7777, 0.000000e+00
  %7783 = icmp ult i64 %7780, %7778
  %7784 = fcmp ogt float %7779, %7777
  %7785 = fcmp oeq float %7779, %7777
  %7786 = or i1 %7782, %7783
  %7787 = and i1 %7785, %7783
  %7788 = or i1 %7784, %7787
  %7789 = select i1 %7781, i1 %7786, i1 %7788
  %7790 = select i1 %7789, float %7779, float %7777
  %7791 = select i1 %7789, i64 %7780, i64 %7778
  %7792 = extractelement <32 x float> %max_best395.0.lcssa, i64 8
  %7793 = extractelement <32 x i64> %max_index396.0.lcssa, i64 8
  %7794 = fcmp uno float %7792, 0.000000e+00
  %7795 = fcmp ord float %7790, 0.000000e+00
  %7796 = icmp ult i64 %7793, %7791
  %7797 = fcmp ogt float %7792, %7790
  %7798 = fcmp oeq float %7792, %7790
  %7799 = or i1 %7795, %7796
  %7800 = and i1 %7798, %7796
  %7801 = or i1 %7797, %7800
  %7802 = select i1 %7794, i1 %7799, i1 %7801
  %7803 = select i1 %7802, float %7792, float %7790
  %7804 = select i1 %7802, i64 %7793, i64 %7791
  %7805 = extractelement <32 x float> %max_best395.0.lcssa, i64 9
  %7806 = extractelement <32 x i64> %max_index396.0.lcssa, i64 9
  %7807 = fcmp uno float %7805, 0.000000e+00
  %7808 = fcmp ord float %7803, 0.000000e+00
  %7809 = icmp ult i64 %7806, %7804
  %7810 = fcmp ogt float %7805, %7803
  %7811 = fcmp oeq float %7805, %7803
  %7812 = or i1 %7808, %7809
  %7813 = and i1 %7811, %7809
  %7814 = or i1 %7810, %7813
  %7815 = select i1 %7807, i1 %7812, i1 %7814
  %7816 = select i1 %7815, float %7805, float %7803
  %7817 = select i1 %7815, i64 %7806, i64 %7804
  %7818 = extractelement <32 x float> %max_best395.0.lcssa, i64 10
  %7819 = extractelement <32 x i64> %max_index396.0.lcssa, i64 10
  %7820 = fcmp uno float %7818, 0.000000e+00
  %7821 = fcmp ord float %7816, 0.000000e+00
  %7822 = icmp ult i64 %7819, %7817
  %7823 = fcmp ogt float %7818, %7816
  %7824 = fcmp oeq float %7818, %7816
  %7825 = or i1 %7821, %7822
  %7826 = and i1 %7824, %7822
  %7827 = or i1 %7823, %7826
  %7828 = select i1 %7820, i1 %7825, i1 %7827
  %7829 = select i1 %7828, float %7818, float %7816
  %7830 = select i1 %7828, i64 %7819, i64 %7817
  %7831 = extractelement <32 x float> %max_best395.0.lcssa, i64 11
  %7832 = extractelement <32 x i64> %max_index396.0.lcssa, i64 11
  %7833 = fcmp uno float %7831, 0.000000e+00
  %7834 = fcmp ord float %7829, 0.000000e+00
  %7835 = icmp ult i64 %7832, %7830
  %7836 = fcmp ogt float %7831, %7829
  %7837 = fcmp oeq float %7831, %7829
  %7838 = or i1 %7834, %7835
  %7839 = and i1 %7837, %7835
  %7840 = or i1 %7836, %7839
  %7841 = select i1 %7833, i1 %7838, i1 %7840
  %7842 = select i1 %7841, float %7831, float %7829
  %7843 = select i1 %7841, i64 %7832, i64 %7830
  %7844 = extractelement <32 x float> %max_best395.0.lcssa, i64 12
  %7845 = extractelement <32 x i64> %max_index396.0.lcssa, i64 12
  %7846 = fcmp uno float %7844, 0.000000e+00
  %7847 = fcmp ord float %7842, 0.000000e+00
  %7848 = icmp ult i64 %7845, %7843
  %7849 = fcmp ogt float %7844, %7842
  %7850 = fcmp oeq float %7844, %7842
  %7851 = or i1 %7847, %7848
  %7852 = and i1 %7850, %7848
  %7853 = or i1 %7849, %7852
  %7854 = select i1 %7846, i1 %7851, i1 %7853
  %7855 = select i1 %7854, float %7844, float %7842
  %7856 = select i1 %7854, i64 %7845, i64 %7843
  %7857 = extractelement <32 x float> %max_best395.0.lcssa, i64 13
  %7858 = extractelement <32 x i64> %max_index396.0.lcssa, i64 13
  %7859 = fcmp uno float %7857, 0.000000e+00
  %7860 = fcmp ord float %7855, 0.000000e+00
  %7861 = icmp ult i64 %7858, %7856
  %7862 = fcmp ogt float %7857, %7855
  %7863 = fcmp oeq float %7857, %7855
  %7864 = or i1 %7860, %7861
  %7865 = and i1 %7863, %7861
  %7866 = or i1 %7862, %7865
  %7867 = select i1 %7859, i1 %7864, i1 %7866
  %7868 = select i1 %7867, float %7857, float %7855
  %7869 = select i1 %7867, i64 %7858, i64 %7856
  %7870 = extractelement <32 x float> %max_best395.0.lcssa, i64 14
  %7871 = extractelement <32 x i64> %max_index396.0.lcssa, i64 14
  %7872 = fcmp uno float %7870, 0.000000e+00
  %7873 = fcmp ord float %7868, 0.000000e+00
  %7874 = icmp ult i64 %7871, %7869
  %7875 = fcmp ogt float %7870, %7868
  %7876 = fcmp oeq float %7870, %7868
  %7877 = or i1 %7873, %7874
  %7878 = and i1 %7876, %7874
  %7879 = or i1 %7875, %7878
  %7880 = select i1 %7872, i1 %7877, i1 %7879
  %7881 = select i1 %7880, float %7870, float %7868
  %7882 = select i1 %7880, i64 %7871, i64 %7869
  %7883 = extractelement <32 x float> %max_best395.0.lcssa, i64 15
  %7884 = extractelement <32 x i64> %max_index396.0.lcssa, i64 15
  %7885 = fcmp uno float %7883, 0.000000e+00
  %7886 = fcmp ord float %7881, 0.000000e+00
  %7887 = icmp ult i64 %7884, %7882
  %7888 = fcmp ogt float %7883, %7881
  %7889 = fcmp oeq float %7883, %7881
  %7890 = or i1 %7886, %7887
  %7891 = and i1 %7889, %7887
  %7892 = or i1 %7888, %7891
  %7893 = select i1 %7885, i1 %7890, i1 %7892
  %7894 = select i1 %7893, float %7883, float %7881
  %7895 = select i1 %7893, i64 %7884, i64 %7882
  %7896 = extractelement <32 x float> %max_best395.0.lcssa, i64 16
  %7897 = extractelement <32 x i64> %max_index396.0.lcssa, i64 16
  %7898 = fcmp uno float %7896, 0.000000e+00
  %7899 = fcmp ord float %7894, 0.000000e+00
  %7900 = icmp ult i64 %7897, %7895
  %7901 = fcmp ogt float %7896, %7894
  %7902 = fcmp oeq float %7896, %7894
  %7903 = or i1 %7899, %7900
  %7904 = and i1 %7902, %7900
  %7905 = or i1 %7901, %7904
  %7906 = select i1 %7898, i1 %7903, i1 %7905
  %7907 = select i1 %7906, float %7896, float %7894
  %7908 = select i1 %7906, i64 %7897, i64 %7895
  %7909 = extractelement <32 x float> %max_best395.0.lcssa, i64 17
  %7910 = extractelement <32 x i64> %max_index396.0.lcssa, i64 17
  %7911 = fcmp uno float %7909, 0.000000e+00
  %7912 = fcmp ord float %7907, 0.000000e+00
  %7913 = icmp ult i64 %7910, %7908
  %7914 = fcmp ogt float %7909, %7907
  %7915 = fcmp oeq float %7909, %7907
  %7916 = or i1 %7912, %7913
  %7917 = and i1 %7915, %7913
  %7918 = or i1 %7914, %7917
  %7919 = select i1 %7911, i1 %7916, i1 %7918
  %7920 = select i1 %7919, float %7909, float %7907
  %7921 = select i1 %7919, i64 %7910, i64 %7908
  %7922 = extractelement <32 x float> %max_best395.0.lcssa, i64 18
  %7923 = extractelement <32 x i64> %max_index396.0.lcssa, i64 18
  %7924 = fcmp uno float %7922, 0.000000e+00
  %7925 = fcmp ord float %7920, 0.000000e+00
  %7926 = icmp ult i64 %7923, %7921
  %7927 = fcmp ogt float %7922, %7920
  %7928 = fcmp oeq float %7922, %7920
  %7929 = or i1 %7925, %7926
  %7930 = and i1 %7928, %7926
  %7931 = or i1 %7927, %7930
  %7932 = select i1 %7924, i1 %7929, i1 %7931
  %7933 = select i1 %7932, float %7922, float %7920
  %7934 = select i1 %7932, i64 %7923, i64 %7921
  %7935 = extractelement <32 x float> %max_best395.0.lcssa, i64 19
  %7936 = extractelement <32 x i64> %max_index396.0.lcssa, i64 19
  %7937 = fcmp uno float %7935, 0.000000e+00
  %7938 = fcmp ord float %7933, 0.000000e+00
  %7939 = icmp ult i64 %7936, %7934
  %7940 = fcmp ogt float %7935, %7933
  %7941 = fcmp oeq float %7935, %7933
  %7942 = or i1 %7938, %7939
  %7943 = and i1 %7941, %7939
  %7944 = or i1 %7940, %7943
  %7945 = select i1 %7937, i1 %7942, i1 %7944
  %7946 = select i1 %7945, float %7935, float %7933
  %7947 = select i1 %7945, i64 %7936, i64 %7934
  %7948 = extractelement <32 x float> %max_best395.0.lcssa, i64 20
  %7949 = extractelement <32 x i64> %max_index396.0.lcssa, i64 20
  %7950 = fcmp uno float %7948, 0.000000e+00
  %7951 = fcmp ord float %7946, 0.000000e+00
  %7952 = icmp ult i64 %7949, %7947
  %7953 = fcmp ogt float %7948, %7946
  %7954 = fcmp oeq float %7948, %7946
  %7955 = or i1 %7951, %7952
  %7956 = and i1 %7954, %7952
  %7957 = or i1 %7953, %7956
  %7958 = select i1 %7950, i1 %7955, i1 %7957
  %7959 = select i1 %7958, float %7948, float %7946
  %7960 = select i1 %7958, i64 %7949, i64 %7947
  %7961 = extractelement <32 x float> %max_best395.0.lcssa, i64 21
  %7962 = extractelement <32 x i64> %max_index396.0.lcssa, i64 21
  %7963 = fcmp uno float %7961, 0.000000e+00
  %7964 = fcmp ord float %7959, 0.000000e+00
  %7965 = icmp ult i64 %7962, %7960
  %7966 = fcmp ogt float %7961, %7959
  %7967 = fcmp oeq float %7961, %7959
  %7968 = or i1 %7964, %7965
  %7969 = and i1 %7967, %7965
  %7970 = or i1 %7966, %7969
  %7971 = select i1 %7963, i1 %7968, i1 %7970
  %7972 = select i1 %7971, float %7961, float %7959
  %7973 = select i1 %7971, i64 %7962, i64 %7960
  %7974 = extractelement <32 x float> %max_best395.0.lcssa, i64 22
  %7975 = extractelement <32 x i64> %max_index396.0.lcssa, i64 22
  %7976 = fcmp uno float %7974, 0.000000e+00
  %7977 = fcmp ord float %7972, 0.000000e+00
  %7978 = icmp ult i64 %7975, %7973
  %7979 = fcmp ogt float %7974, %7972
  %7980 = fcmp oeq float %7974, %7972
  %7981 = or i1 %7977, %7978
  %7982 = and i1 %7980, %7978
  %7983 = or i1 %7979, %7982
  %7984 = select i1 %7976, i1 %7981, i1 %7983
  %7985 = select i1 %7984, float %7974, float %7972
  %7986 = select i1 %7984, i64 %7975, i64 %7973
  %7987 = extractelement <32 x float> %max_best395.0.lcssa, i64 23
  %7988 = extractelement <32 x i64> %max_index396.0.lcssa, i64 23
  %7989 = fcmp uno float %7987, 0.000000e+00
  %7990 = fcmp ord float %7985, 0.000000e+00
  %7991 = icmp ult i64 %7988, %7986
  %7992 = fcmp ogt float %7987, %7985
  %7993 = fcmp oeq float %7987, %7985
  %7994 = or i1 %7990, %7991
  %7995 = and i1 %7993, %7991
  %7996 = or i1 %7992, %7995
  %7997 = select i1 %7989, i1 %7994, i1 %7996
  %7998 = select i1 %7997, float %7987, float %7985
  %7999 = select i1 %7997, i64 %7988, i64 %7986
  %8000 = extractelement <32 x float> %max_best395.0.lcssa, i64 24
  %8001 = extractelement <32 x i64> %max_index396.0.lcssa, i64 24
  %8002 = fcmp uno float %8000, 0.000000e+00
  %8003 = fcmp ord float %7998, 0.000000e+00
  %8004 = icmp ult i64 %8001, %7999
  %8005 = fcmp ogt float %8000, %7998
  %8006 = fcmp oeq float %8000, %7998
  %8007 = or i1 %8003, %8004
  %8008 = and i1 %8006, %8004
  %8009 = or i1 %8005, %8008
  %8010 = select i1 %8002, i1 %8007, i1 %8009
  %8011 = select i1 %8010, float %8000, float %7998
  %8012 = select i1 %8010, i64 %8001, i64 %7999
  %8013 = extractelement <32 x float> %max_best395.0.lcssa, i64 25
  %8014 = extractelement <32 x i64> %max_index396.0.lcssa, i64 25
  %8015 = fcmp uno float %8013, 0.000000e+00
  %8016 = fcmp ord float %8011, 0.000000e+00
  %8017 = icmp ult i64 %8014, %8012
  %8018 = fcmp ogt float %8013, %8011
  %8019 = fcmp oeq float %8013, %8011
  %8020 = or i1 %8016, %8017
  %8021 = and i1 %8019, %8017
  %8022 = or i1 %8018, %8021
  %8023 = select i1 %8015, i1 %8020, i1 %8022
  %8024 = select i1 %8023, float %8013, float %8011
  %8025 = select i1 %8023, i64 %8014, i64 %8012
  %8026 = extractelement <32 x float> %max_best395.0.lcssa, i64 26
  %8027 = extractelement <32 x i64> %max_index396.0.lcssa, i64 26
  %8028 = fcmp uno float %8026, 0.000000e+00
  %8029 = fcmp ord float %8024, 0.000000e+00
  %8030 = icmp ult i64 %8027, %8025
  %8031 = fcmp ogt float %8026, %8024
  %8032 = fcmp oeq float %8026, %8024
  %8033 = or i1 %8029, %8030
  %8034 = and i1 %8032, %8030
  %8035 = or i1 %8031, %8034
  %8036 = select i1 %8028, i1 %8033, i1 %8035
  %8037 = select i1 %8036, float %8026, float %8024
  %8038 = select i1 %8036, i64 %8027, i64 %8025
  %8039 = extractelement <32 x float> %max_best395.0.lcssa, i64 27
  %8040 = extractelement <32 x i64> %max_index396.0.lcssa, i64 27
  %8041 = fcmp uno float %8039, 0.000000e+00
  %8042 = fcmp ord float %8037, 0.000000e+00
  %8043 = icmp ult i64 %8040, %8038
  %8044 = fcmp ogt float %8039, %8037
  %8045 = fcmp oeq float %8039, %8037
  %8046 = or i1 %8042, %8043
  %8047 = and i1 %8045, %8043
  %8048 = or i1 %8044, %8047
  %8049 = select i1 %8041, i1 %8046, i1 %8048
  %8050 = select i1 %8049, float %8039, float %8037
  %8051 = select i1 %8049, i64 %8040, i64 %8038
  %8052 = extractelement <32 x float> %max_best395.0.lcssa, i64 28
  %8053 = extractelement <32 x i64> %max_index396.0.lcssa, i64 28
  %8054 = fcmp uno float %8052, 0.000000e+00
  %8055 = fcmp ord float %8050, 0.000000e+00
  %8056 = icmp ult i64 %8053, %8051
  %8057 = fcmp ogt float %8052, %8050
  %8058 = fcmp oeq float %8052, %8050
  %8059 = or i1 %8055, %8056
  %8060 = and i1 %8058, %8056
  %8061 = or i1 %8057, %8060
  %8062 = select i1 %8054, i1 %8059, i1 %8061
  %8063 = select i1 %8062, float %8052, float %8050
  %8064 = select i1 %8062, i64 %8053, i64 %8051
  %8065 = extractelement <32 x float> %max_best395.0.lcssa, i64 29
  %8066 = extractelement <32 x i64> %max_index396.0.lcssa, i64 29
  %8067 = fcmp uno float %8065, 0.000000e+00
  %8068 = fcmp ord float %8063, 0.000000e+00
  %8069 = icmp ult i64 %8066, %8064
  %8070 = fcmp ogt float %8065, %8063
  %8071 = fcmp oeq float %8065, %8063
  %8072 = or i1 %8068, %8069
  %8073 = and i1 %8071, %8069
  %8074 = or i1 %8070, %8073
  %8075 = select i1 %8067, i1 %8072, i1 %8074
  %8076 = select i1 %8075, float %8065, float %8063
  %8077 = select i1 %8075, i64 %8066, i64 %8064
  %8078 = extractelement <32 x float> %max_best395.0.lcssa, i64 30
  %8079 = extractelement <32 x i64> %max_index396.0.lcssa, i64 30
  %8080 = fcmp uno float %8078, 0.000000e+00
  %8081 = fcmp ord float %8076, 0.000000e+00
  %8082 = icmp ult i64 %8079, %8077
  %8083 = fcmp ogt float %8078, %8076
  %8084 = fcmp oeq float %8078, %8076
  %8085 = or i1 %8081, %8082
  %8086 = and i1 %8084, %8082
  %8087 = or i1 %8083, %8086
  %8088 = select i1 %8080, i1 %8085, i1 %8087
  %8089 = select i1 %8088, float %8078, float %8076
  %8090 = select i1 %8088, i64 %8079, i64 %8077
  %8091 = extractelement <32 x float> %max_best395.0.lcssa, i64 31
  %8092 = extractelement <32 x i64> %max_index396.0.lcssa, i64 31
  %8093 = fcmp uno float %8091, 0.000000e+00
  %8094 = fcmp ord float %8089, 0.000000e+00
  %8095 = icmp ult i64 %8092, %8090
  %8096 = fcmp ogt float %8091, %8089
  %8097 = fcmp oeq float %8091, %8089
  %8098 = or i1 %8094, %8095
  %8099 = and i1 %8097, %8095
  %8100 = or i1 %8096, %8099
  %8101 = select i1 %8093, i1 %8098, i1 %8100
  %8102 = select i1 %8101, float %8091, float %8089
  br i1 %.not1358, label %feature.header437.preheader, label %fold_tail.body405

fold_tail.body405:                                ; preds = %max_block.exit400, %fold_tail.body405
  %fold_tail4071235 = phi i64 [ %8110, %fold_tail.body405 ], [ %blocks_end219, %max_block.exit400 ]
  %fold_value390.01234 = phi float [ %8109, %fold_tail.body405 ], [ %8102, %max_block.exit400 ]
  %8103 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail4071235
  %8104 = load float, ptr %8103, align 4
  %8105 = fcmp ogt float %8104, %fold_value390.01234
  %8106 = fcmp uno float %8104, 0.000000e+00
  %8107 = fcmp ord float %fold_value390.01234, 0.000000e+00
  %8108 = and i1 %8107, %8106
  %take408 = or i1 %8105, %8108
  %8109 = select i1 %take408, float %8104, float %fold_value390.01234
  %8110 = add nuw i64 %fold_tail4071235, 1
  %8111 = icmp ult i64 %8110, %n_features
  br i1 %8111, label %fold_tail.body405, label %feature.header437.preheader

feature.header437.preheader:                      ; preds = %fold_tail.body405, %max_block.exit400
  %uniforms.sroa.87.0 = phi float [ %8102, %max_block.exit400 ], [ %8109, %fold_tail.body405 ]
  br i1 %.not1356, label %search.feature.exit591, label %feature.body438.preheader

feature.body438.preheader:                        ; preds = %feature.header437.preheader
  %diff.check2621 = icmp ult i64 %3752, 32
  %or.cond4398 = select i1 %min.iters.check2623, i1 true, i1 %diff.check2621
  br i1 %or.cond4398, label %feature.body438.preheader4438, label %vector.ph2624

vector.ph2624:                                    ; preds = %feature.body438.preheader
  %broadcast.splatinsert2629 = insertelement <8 x float> poison, float %uniforms.sroa.25.0, i64 0
  %broadcast.splat2630 = shufflevector <8 x float> %broadcast.splatinsert2629, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2631 = insertelement <8 x float> poison, float %uniforms.sroa.56.0, i64 0
  %broadcast.splat2632 = shufflevector <8 x float> %broadcast.splatinsert2631, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2633 = insertelement <8 x float> poison, float %uniforms.sroa.87.0, i64 0
  %broadcast.splat2634 = shufflevector <8 x float> %broadcast.splatinsert2633, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body2635

vector.body2635:                                  ; preds = %vector.body2635, %vector.ph2624
  %index2636 = phi i64 [ 0, %vector.ph2624 ], [ %index.next2639, %vector.body2635 ]
  %vec.ind2637 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2624 ], [ %vec.ind.next2640, %vector.body2635 ]
  %8112 = getelementptr inbounds float, ptr %3760, i64 %index2636
  %wide.load2638 = load <8 x float>, ptr %8112, align 4
  %8113 = fmul <8 x float> %broadcast.splat2628, %wide.load2638
  %8114 = uitofp <8 x i64> %vec.ind2637 to <8 x float>
  %8115 = fcmp ogt <8 x float> %wide.load2638, %broadcast.splat2630
  %8116 = select <8 x i1> %8115, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %8117 = fcmp oeq <8 x float> %wide.load2638, %broadcast.splat2630
  %8118 = fcmp oge <8 x float> %broadcast.splat2632, %8114
  %8119 = select <8 x i1> %8117, <8 x i1> %8118, <8 x i1> zeroinitializer
  %8120 = select <8 x i1> %8119, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %8121 = fcmp ogt <8 x float> %8120, %8116
  %8122 = select <8 x i1> %8121, <8 x float> %8120, <8 x float> %8116
  %8123 = fsub <8 x float> %8113, %broadcast.splat2634
  %8124 = fcmp olt <8 x float> %8123, splat (float -1.040000e+02)
  %8125 = select <8 x i1> %8124, <8 x float> splat (float -1.040000e+02), <8 x float> %8123
  %8126 = fcmp ogt <8 x float> %8125, splat (float 8.900000e+01)
  %8127 = select <8 x i1> %8126, <8 x float> splat (float 8.900000e+01), <8 x float> %8125
  %8128 = fmul <8 x float> %8127, splat (float 0x3FF7154760000000)
  %8129 = fadd <8 x float> %8128, splat (float 0x4168000000000000)
  %8130 = fadd <8 x float> %8129, splat (float 0xC168000000000000)
  %8131 = bitcast <8 x float> %8129 to <8 x i32>
  %8132 = fmul <8 x float> %8130, splat (float 0x3FE62E4000000000)
  %8133 = fsub <8 x float> %8127, %8132
  %8134 = fmul <8 x float> %8130, splat (float 0x3EB7F7D1C0000000)
  %8135 = fsub <8 x float> %8133, %8134
  %8136 = fmul <8 x float> %8135, %8135
  %8137 = fmul <8 x float> %8136, splat (float 0x3E66376980000000)
  %8138 = fadd <8 x float> %8137, splat (float 0xBEBBBD41C0000000)
  %8139 = fmul <8 x float> %8136, %8138
  %8140 = fadd <8 x float> %8139, splat (float 0x3F11566AA0000000)
  %8141 = fmul <8 x float> %8136, %8140
  %8142 = fadd <8 x float> %8141, splat (float 0xBF66C16C20000000)
  %8143 = fmul <8 x float> %8136, %8142
  %8144 = fadd <8 x float> %8143, splat (float 0x3FC5555560000000)
  %8145 = fmul <8 x float> %8136, %8144
  %8146 = fsub <8 x float> %8135, %8145
  %8147 = fmul <8 x float> %8135, %8146
  %8148 = fsub <8 x float> splat (float 2.000000e+00), %8146
  %8149 = fdiv <8 x float> %8147, %8148
  %8150 = fsub <8 x float> %8134, %8149
  %8151 = fsub <8 x float> %8133, %8150
  %8152 = fadd <8 x float> %8151, splat (float 1.000000e+00)
  %8153 = add <8 x i32> %8131, splat (i32 -1262485248)
  %8154 = lshr <8 x i32> %8153, splat (i32 1)
  %8155 = add <8 x i32> %8131, splat (i32 255)
  %8156 = sub <8 x i32> %8155, %8154
  %8157 = shl <8 x i32> %8154, splat (i32 23)
  %8158 = add <8 x i32> %8157, splat (i32 -8388608)
  %8159 = shl <8 x i32> %8156, splat (i32 23)
  %8160 = bitcast <8 x i32> %8158 to <8 x float>
  %8161 = bitcast <8 x i32> %8159 to <8 x float>
  %8162 = fmul <8 x float> %8152, %8160
  %8163 = fmul <8 x float> %8162, %8161
  %8164 = fcmp uno <8 x float> %8123, zeroinitializer
  %8165 = select <8 x i1> %8164, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %8163
  %8166 = fcmp une <8 x float> %8122, zeroinitializer
  %8167 = select <8 x i1> %8166, <8 x float> %8165, <8 x float> zeroinitializer
  %8168 = getelementptr inbounds float, ptr %scratch, i64 %index2636
  store <8 x float> %8167, ptr %8168, align 4
  %index.next2639 = add nuw i64 %index2636, 8
  %vec.ind.next2640 = add nuw <8 x i64> %vec.ind2637, splat (i64 8)
  %8169 = icmp eq i64 %index.next2639, %n.vec2626
  br i1 %8169, label %middle.block2641, label %vector.body2635, !llvm.loop !134

middle.block2641:                                 ; preds = %vector.body2635
  br i1 %cmp.n2642, label %fold_sums.body.preheader, label %feature.body438.preheader4438

feature.body438.preheader4438:                    ; preds = %feature.body438.preheader, %middle.block2641
  %feature4401240.ph = phi i64 [ 0, %feature.body438.preheader ], [ %n.vec2626, %middle.block2641 ]
  br label %feature.body438

listed.body427:                                   ; preds = %listed.body427.preheader, %listed.body427
  %listed4291238 = phi i64 [ %8227, %listed.body427 ], [ 0, %listed.body427.preheader ]
  %fold_value420.01237 = phi float [ %8226, %listed.body427 ], [ 0.000000e+00, %listed.body427.preheader ]
  %8170 = getelementptr float, ptr %3641, i64 %listed4291238
  %f430 = load i32, ptr %8170, align 4
  %f431 = zext i32 %f430 to i64
  %8171 = getelementptr inbounds nuw float, ptr %3760, i64 %f431
  %8172 = load float, ptr %8171, align 4
  %8173 = fmul float %inv_t, %8172
  %feature432 = uitofp i32 %f430 to float
  %8174 = fcmp ogt float %8172, %uniforms.sroa.25.0
  %8175 = select i1 %8174, float 1.000000e+00, float 0.000000e+00
  %8176 = fcmp oeq float %8172, %uniforms.sroa.25.0
  %8177 = fcmp oge float %uniforms.sroa.56.0, %feature432
  %8178 = select i1 %8176, i1 %8177, i1 false
  %8179 = select i1 %8178, float 1.000000e+00, float 0.000000e+00
  %8180 = fcmp ogt float %8179, %8175
  %max433 = select i1 %8180, float %8179, float %8175
  %8181 = fsub float %8173, %.lcssa4661
  %8182 = fcmp olt float %8181, -1.040000e+02
  %8183 = select i1 %8182, float -1.040000e+02, float %8181
  %8184 = fcmp ogt float %8183, 8.900000e+01
  %8185 = select i1 %8184, float 8.900000e+01, float %8183
  %8186 = fmul float %8185, 0x3FF7154760000000
  %8187 = fadd float %8186, 0x4168000000000000
  %8188 = fadd float %8187, 0xC168000000000000
  %8189 = bitcast float %8187 to i32
  %8190 = fmul float %8188, 0x3FE62E4000000000
  %8191 = fsub float %8185, %8190
  %8192 = fmul float %8188, 0x3EB7F7D1C0000000
  %8193 = fsub float %8191, %8192
  %8194 = fmul float %8193, %8193
  %8195 = fmul float %8194, 0x3E66376980000000
  %8196 = fadd float %8195, 0xBEBBBD41C0000000
  %8197 = fmul float %8194, %8196
  %8198 = fadd float %8197, 0x3F11566AA0000000
  %8199 = fmul float %8194, %8198
  %8200 = fadd float %8199, 0xBF66C16C20000000
  %8201 = fmul float %8194, %8200
  %8202 = fadd float %8201, 0x3FC5555560000000
  %8203 = fmul float %8194, %8202
  %8204 = fsub float %8193, %8203
  %8205 = fmul float %8193, %8204
  %8206 = fsub float 2.000000e+00, %8204
  %8207 = fdiv float %8205, %8206
  %8208 = fsub float %8192, %8207
  %8209 = fsub float %8191, %8208
  %8210 = fadd float %8209, 1.000000e+00
  %8211 = add i32 %8189, -1262485248
  %8212 = lshr i32 %8211, 1
  %8213 = add i32 %8189, 255
  %8214 = sub i32 %8213, %8212
  %8215 = shl i32 %8212, 23
  %8216 = add i32 %8215, -8388608
  %8217 = shl i32 %8214, 23
  %8218 = bitcast i32 %8216 to float
  %8219 = bitcast i32 %8217 to float
  %8220 = fmul float %8210, %8218
  %8221 = fmul float %8220, %8219
  %8222 = fcmp uno float %8181, 0.000000e+00
  %8223 = select i1 %8222, float 0x7FF8000000000000, float %8221
  %8224 = fcmp une float %max433, 0.000000e+00
  %8225 = select i1 %8224, float %8223, float 0.000000e+00
  %8226 = fadd float %fold_value420.01237, %8225
  %8227 = add nuw nsw i64 %listed4291238, 1
  %exitcond1519.not = icmp eq i64 %8227, %listed.0
  br i1 %exitcond1519.not, label %listed.body464, label %listed.body427

feature.body438:                                  ; preds = %feature.body438.preheader4438, %feature.body438
  %feature4401240 = phi i64 [ %8284, %feature.body438 ], [ %feature4401240.ph, %feature.body438.preheader4438 ]
  %8228 = getelementptr inbounds float, ptr %3760, i64 %feature4401240
  %8229 = load float, ptr %8228, align 4
  %8230 = fmul float %inv_t, %8229
  %feature441 = uitofp i64 %feature4401240 to float
  %8231 = fcmp ogt float %8229, %uniforms.sroa.25.0
  %8232 = select i1 %8231, float 1.000000e+00, float 0.000000e+00
  %8233 = fcmp oeq float %8229, %uniforms.sroa.25.0
  %8234 = fcmp oge float %uniforms.sroa.56.0, %feature441
  %8235 = select i1 %8233, i1 %8234, i1 false
  %8236 = select i1 %8235, float 1.000000e+00, float 0.000000e+00
  %8237 = fcmp ogt float %8236, %8232
  %max442 = select i1 %8237, float %8236, float %8232
  %8238 = fsub float %8230, %uniforms.sroa.87.0
  %8239 = fcmp olt float %8238, -1.040000e+02
  %8240 = select i1 %8239, float -1.040000e+02, float %8238
  %8241 = fcmp ogt float %8240, 8.900000e+01
  %8242 = select i1 %8241, float 8.900000e+01, float %8240
  %8243 = fmul float %8242, 0x3FF7154760000000
  %8244 = fadd float %8243, 0x4168000000000000
  %8245 = fadd float %8244, 0xC168000000000000
  %8246 = bitcast float %8244 to i32
  %8247 = fmul float %8245, 0x3FE62E4000000000
  %8248 = fsub float %8242, %8247
  %8249 = fmul float %8245, 0x3EB7F7D1C0000000
  %8250 = fsub float %8248, %8249
  %8251 = fmul float %8250, %8250
  %8252 = fmul float %8251, 0x3E66376980000000
  %8253 = fadd float %8252, 0xBEBBBD41C0000000
  %8254 = fmul float %8251, %8253
  %8255 = fadd float %8254, 0x3F11566AA0000000
  %8256 = fmul float %8251, %8255
  %8257 = fadd float %8256, 0xBF66C16C20000000
  %8258 = fmul float %8251, %8257
  %8259 = fadd float %8258, 0x3FC5555560000000
  %8260 = fmul float %8251, %8259
  %8261 = fsub float %8250, %8260
  %8262 = fmul float %8250, %8261
  %8263 = fsub float 2.000000e+00, %8261
  %8264 = fdiv float %8262, %8263
  %8265 = fsub float %8249, %8264
  %8266 = fsub float %8248, %8265
  %8267 = fadd float %8266, 1.000000e+00
  %8268 = add i32 %8246, -1262485248
  %8269 = lshr i32 %8268, 1
  %8270 = add i32 %8246, 255
  %8271 = sub i32 %8270, %8269
  %8272 = shl i32 %8269, 23
  %8273 = add i32 %8272, -8388608
  %8274 = shl i32 %8271, 23
  %8275 = bitcast i32 %8273 to float
  %8276 = bitcast i32 %8274 to float
  %8277 = fmul float %8267, %8275
  %8278 = fmul float %8277, %8276
  %8279 = fcmp uno float %8238, 0.000000e+00
  %8280 = select i1 %8279, float 0x7FF8000000000000, float %8278
  %8281 = fcmp une float %max442, 0.000000e+00
  %8282 = select i1 %8281, float %8280, float 0.000000e+00
  %8283 = getelementptr inbounds float, ptr %scratch, i64 %feature4401240
  store float %8282, ptr %8283, align 4
  %8284 = add nuw i64 %feature4401240, 1
  %exitcond1520.not = icmp eq i64 %8284, %n_features
  br i1 %exitcond1520.not, label %fold_sums.body.preheader, label %feature.body438, !llvm.loop !135

fold_sums.body.preheader:                         ; preds = %feature.body438, %middle.block2641
  br i1 %3733, label %fold_sums.body.epil.preheader, label %fold_sums.body

fold_sums.body:                                   ; preds = %fold_sums.body.preheader, %fold_sums.body
  %fold_sums1242 = phi i64 [ %8316, %fold_sums.body ], [ 0, %fold_sums.body.preheader ]
  %fold_value446.01241 = phi float [ %8315, %fold_sums.body ], [ 0.000000e+00, %fold_sums.body.preheader ]
  %niter4904 = phi i64 [ %niter4904.next.7, %fold_sums.body ], [ 0, %fold_sums.body.preheader ]
  %8285 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums1242
  %8286 = load float, ptr %8285, align 4
  %8287 = fadd float %fold_value446.01241, %8286
  %8288 = getelementptr float, ptr %scratch, i64 %fold_sums1242
  %8289 = getelementptr i8, ptr %8288, i64 4
  %8290 = load float, ptr %8289, align 4
  %8291 = fadd float %8287, %8290
  %8292 = getelementptr float, ptr %scratch, i64 %fold_sums1242
  %8293 = getelementptr i8, ptr %8292, i64 8
  %8294 = load float, ptr %8293, align 4
  %8295 = fadd float %8291, %8294
  %8296 = getelementptr float, ptr %scratch, i64 %fold_sums1242
  %8297 = getelementptr i8, ptr %8296, i64 12
  %8298 = load float, ptr %8297, align 4
  %8299 = fadd float %8295, %8298
  %8300 = getelementptr float, ptr %scratch, i64 %fold_sums1242
  %8301 = getelementptr i8, ptr %8300, i64 16
  %8302 = load float, ptr %8301, align 4
  %8303 = fadd float %8299, %8302
  %8304 = getelementptr float, ptr %scratch, i64 %fold_sums1242
  %8305 = getelementptr i8, ptr %8304, i64 20
  %8306 = load float, ptr %8305, align 4
  %8307 = fadd float %8303, %8306
  %8308 = getelementptr float, ptr %scratch, i64 %fold_sums1242
  %8309 = getelementptr i8, ptr %8308, i64 24
  %8310 = load float, ptr %8309, align 4
  %8311 = fadd float %8307, %8310
  %8312 = getelementptr float, ptr %scratch, i64 %fold_sums1242
  %8313 = getelementptr i8, ptr %8312, i64 28
  %8314 = load float, ptr %8313, align 4
  %8315 = fadd float %8311, %8314
  %8316 = add nuw i64 %fold_sums1242, 8
  %niter4904.next.7 = add i64 %niter4904, 8
  %niter4904.ncmp.7 = icmp eq i64 %niter4904.next.7, %unroll_iter4903
  br i1 %niter4904.ncmp.7, label %feature.body560.preheader.unr-lcssa, label %fold_sums.body

feature.body560.preheader.unr-lcssa:              ; preds = %fold_sums.body
  br i1 %lcmp.mod4900.not, label %feature.body560.preheader, label %fold_sums.body.epil.preheader

fold_sums.body.epil.preheader:                    ; preds = %feature.body560.preheader.unr-lcssa, %fold_sums.body.preheader
  %fold_sums1242.epil.init = phi i64 [ 0, %fold_sums.body.preheader ], [ %8316, %feature.body560.preheader.unr-lcssa ]
  %fold_value446.01241.epil.init = phi float [ 0.000000e+00, %fold_sums.body.preheader ], [ %8315, %feature.body560.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4902)
  br label %fold_sums.body.epil

fold_sums.body.epil:                              ; preds = %fold_sums.body.epil, %fold_sums.body.epil.preheader
  %fold_sums1242.epil = phi i64 [ %8320, %fold_sums.body.epil ], [ %fold_sums1242.epil.init, %fold_sums.body.epil.preheader ]
  %fold_value446.01241.epil = phi float [ %8319, %fold_sums.body.epil ], [ %fold_value446.01241.epil.init, %fold_sums.body.epil.preheader ]
  %epil.iter4899 = phi i64 [ %epil.iter4899.next, %fold_sums.body.epil ], [ 0, %fold_sums.body.epil.preheader ]
  %8317 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums1242.epil
  %8318 = load float, ptr %8317, align 4
  %8319 = fadd float %fold_value446.01241.epil, %8318
  %8320 = add nuw i64 %fold_sums1242.epil, 1
  %epil.iter4899.next = add i64 %epil.iter4899, 1
  %epil.iter4899.cmp.not = icmp eq i64 %epil.iter4899.next, %xtraiter4898
  br i1 %epil.iter4899.cmp.not, label %feature.body560.preheader, label %fold_sums.body.epil, !llvm.loop !136

feature.body560.preheader:                        ; preds = %fold_sums.body.epil, %feature.body560.preheader.unr-lcssa
  %.lcssa4667 = phi float [ %8315, %feature.body560.preheader.unr-lcssa ], [ %8319, %fold_sums.body.epil ]
  br i1 %min.iters.check2597, label %feature.body560.preheader4437, label %vector.memcheck2592

vector.memcheck2592:                              ; preds = %feature.body560.preheader
  %diff.check2593 = icmp ult i64 %3754, 32
  %diff.check2594 = icmp ult i64 %3755, 32
  %conflict.rdx2595 = or i1 %diff.check2593, %diff.check2594
  br i1 %conflict.rdx2595, label %feature.body560.preheader4437, label %vector.ph2598

vector.ph2598:                                    ; preds = %vector.memcheck2592
  %broadcast.splatinsert2601 = insertelement <8 x float> poison, float %.lcssa4667, i64 0
  %broadcast.splat2602 = shufflevector <8 x float> %broadcast.splatinsert2601, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2605 = insertelement <8 x float> poison, float %uniforms.sroa.25.0, i64 0
  %broadcast.splat2606 = shufflevector <8 x float> %broadcast.splatinsert2605, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2607 = insertelement <8 x float> poison, float %uniforms.sroa.56.0, i64 0
  %broadcast.splat2608 = shufflevector <8 x float> %broadcast.splatinsert2607, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2609 = insertelement <8 x float> poison, float %uniforms.sroa.87.0, i64 0
  %broadcast.splat2610 = shufflevector <8 x float> %broadcast.splatinsert2609, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body2611

vector.body2611:                                  ; preds = %vector.body2611, %vector.ph2598
  %index2612 = phi i64 [ 0, %vector.ph2598 ], [ %index.next2615, %vector.body2611 ]
  %vec.ind2613 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2598 ], [ %vec.ind.next2616, %vector.body2611 ]
  %8321 = getelementptr inbounds float, ptr %3760, i64 %index2612
  %wide.load2614 = load <8 x float>, ptr %8321, align 4
  %8322 = fmul <8 x float> %broadcast.splat2604, %wide.load2614
  %8323 = uitofp <8 x i64> %vec.ind2613 to <8 x float>
  %8324 = fcmp ogt <8 x float> %wide.load2614, %broadcast.splat2606
  %8325 = select <8 x i1> %8324, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %8326 = fcmp oeq <8 x float> %wide.load2614, %broadcast.splat2606
  %8327 = fcmp oge <8 x float> %broadcast.splat2608, %8323
  %8328 = select <8 x i1> %8326, <8 x i1> %8327, <8 x i1> zeroinitializer
  %8329 = select <8 x i1> %8328, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %8330 = fcmp ogt <8 x float> %8329, %8325
  %8331 = select <8 x i1> %8330, <8 x float> %8329, <8 x float> %8325
  %8332 = fsub <8 x float> %8322, %broadcast.splat2610
  %8333 = fcmp olt <8 x float> %8332, splat (float -1.040000e+02)
  %8334 = select <8 x i1> %8333, <8 x float> splat (float -1.040000e+02), <8 x float> %8332
  %8335 = fcmp ogt <8 x float> %8334, splat (float 8.900000e+01)
  %8336 = select <8 x i1> %8335, <8 x float> splat (float 8.900000e+01), <8 x float> %8334
  %8337 = fmul <8 x float> %8336, splat (float 0x3FF7154760000000)
  %8338 = fadd <8 x float> %8337, splat (float 0x4168000000000000)
  %8339 = fadd <8 x float> %8338, splat (float 0xC168000000000000)
  %8340 = bitcast <8 x float> %8338 to <8 x i32>
  %8341 = fmul <8 x float> %8339, splat (float 0x3FE62E4000000000)
  %8342 = fsub <8 x float> %8336, %8341
  %8343 = fmul <8 x float> %8339, splat (float 0x3EB7F7D1C0000000)
  %8344 = fsub <8 x float> %8342, %8343
  %8345 = fmul <8 x float> %8344, %8344
  %8346 = fmul <8 x float> %8345, splat (float 0x3E66376980000000)
  %8347 = fadd <8 x float> %8346, splat (float 0xBEBBBD41C0000000)
  %8348 = fmul <8 x float> %8345, %8347
  %8349 = fadd <8 x float> %8348, splat (float 0x3F11566AA0000000)
  %8350 = fmul <8 x float> %8345, %8349
  %8351 = fadd <8 x float> %8350, splat (float 0xBF66C16C20000000)
  %8352 = fmul <8 x float> %8345, %8351
  %8353 = fadd <8 x float> %8352, splat (float 0x3FC5555560000000)
  %8354 = fmul <8 x float> %8345, %8353
  %8355 = fsub <8 x float> %8344, %8354
  %8356 = fmul <8 x float> %8344, %8355
  %8357 = fsub <8 x float> splat (float 2.000000e+00), %8355
  %8358 = fdiv <8 x float> %8356, %8357
  %8359 = fsub <8 x float> %8343, %8358
  %8360 = fsub <8 x float> %8342, %8359
  %8361 = fadd <8 x float> %8360, splat (float 1.000000e+00)
  %8362 = add <8 x i32> %8340, splat (i32 -1262485248)
  %8363 = lshr <8 x i32> %8362, splat (i32 1)
  %8364 = add <8 x i32> %8340, splat (i32 255)
  %8365 = sub <8 x i32> %8364, %8363
  %8366 = shl <8 x i32> %8363, splat (i32 23)
  %8367 = add <8 x i32> %8366, splat (i32 -8388608)
  %8368 = shl <8 x i32> %8365, splat (i32 23)
  %8369 = bitcast <8 x i32> %8367 to <8 x float>
  %8370 = bitcast <8 x i32> %8368 to <8 x float>
  %8371 = fmul <8 x float> %8361, %8369
  %8372 = fmul <8 x float> %8371, %8370
  %8373 = fcmp uno <8 x float> %8332, zeroinitializer
  %8374 = select <8 x i1> %8373, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %8372
  %8375 = fdiv <8 x float> %8374, %broadcast.splat2602
  %8376 = fcmp une <8 x float> %8331, zeroinitializer
  %8377 = select <8 x i1> %8376, <8 x float> %8375, <8 x float> zeroinitializer
  %8378 = fadd <8 x float> %8375, zeroinitializer
  %8379 = select <8 x i1> %8376, <8 x float> %8378, <8 x float> splat (float -1.000000e+00)
  %8380 = bitcast <8 x float> %8379 to <8 x i32>
  %8381 = icmp slt <8 x i32> %8380, zeroinitializer
  %8382 = xor <8 x i32> %8380, splat (i32 -1)
  %8383 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %8379)
  %8384 = fneg <8 x float> %8383
  %8385 = bitcast <8 x float> %8384 to <8 x i32>
  %8386 = select <8 x i1> %8381, <8 x i32> %8382, <8 x i32> %8385
  %8387 = getelementptr inbounds float, ptr %scratch, i64 %index2612
  store <8 x i32> %8386, ptr %8387, align 4
  %8388 = getelementptr float, ptr %3636, i64 %index2612
  store <8 x float> %8377, ptr %8388, align 4
  %index.next2615 = add nuw i64 %index2612, 8
  %vec.ind.next2616 = add nuw <8 x i64> %vec.ind2613, splat (i64 8)
  %8389 = icmp eq i64 %index.next2615, %n.vec2600
  br i1 %8389, label %middle.block2617, label %vector.body2611, !llvm.loop !137

middle.block2617:                                 ; preds = %vector.body2611
  br i1 %cmp.n2618, label %compact.body573.preheader, label %feature.body560.preheader4437

feature.body560.preheader4437:                    ; preds = %vector.memcheck2592, %feature.body560.preheader, %middle.block2617
  %feature5621270.ph = phi i64 [ 0, %vector.memcheck2592 ], [ 0, %feature.body560.preheader ], [ %n.vec2600, %middle.block2617 ]
  br label %feature.body560

compact.body573.preheader:                        ; preds = %feature.body560, %middle.block2617
  br i1 %3734, label %compact.body573.epil.preheader, label %compact.body573

listed.body464:                                   ; preds = %listed.body427, %listed.body464
  %listed4661244 = phi i64 [ %8459, %listed.body464 ], [ 0, %listed.body427 ]
  %8390 = getelementptr float, ptr %3641, i64 %listed4661244
  %f467 = load i32, ptr %8390, align 4
  %f468 = zext i32 %f467 to i64
  %8391 = getelementptr inbounds nuw float, ptr %3760, i64 %f468
  %8392 = load float, ptr %8391, align 4
  %8393 = fmul float %inv_t, %8392
  %feature469 = uitofp i32 %f467 to float
  %8394 = fcmp ogt float %8392, %uniforms.sroa.25.0
  %8395 = select i1 %8394, float 1.000000e+00, float 0.000000e+00
  %8396 = fcmp oeq float %8392, %uniforms.sroa.25.0
  %8397 = fcmp oge float %uniforms.sroa.56.0, %feature469
  %8398 = select i1 %8396, i1 %8397, i1 false
  %8399 = select i1 %8398, float 1.000000e+00, float 0.000000e+00
  %8400 = fcmp ogt float %8399, %8395
  %max470 = select i1 %8400, float %8399, float %8395
  %8401 = fsub float %8393, %.lcssa4661
  %8402 = fcmp olt float %8401, -1.040000e+02
  %8403 = select i1 %8402, float -1.040000e+02, float %8401
  %8404 = fcmp ogt float %8403, 8.900000e+01
  %8405 = select i1 %8404, float 8.900000e+01, float %8403
  %8406 = fmul float %8405, 0x3FF7154760000000
  %8407 = fadd float %8406, 0x4168000000000000
  %8408 = fadd float %8407, 0xC168000000000000
  %8409 = bitcast float %8407 to i32
  %8410 = fmul float %8408, 0x3FE62E4000000000
  %8411 = fsub float %8405, %8410
  %8412 = fmul float %8408, 0x3EB7F7D1C0000000
  %8413 = fsub float %8411, %8412
  %8414 = fmul float %8413, %8413
  %8415 = fmul float %8414, 0x3E66376980000000
  %8416 = fadd float %8415, 0xBEBBBD41C0000000
  %8417 = fmul float %8414, %8416
  %8418 = fadd float %8417, 0x3F11566AA0000000
  %8419 = fmul float %8414, %8418
  %8420 = fadd float %8419, 0xBF66C16C20000000
  %8421 = fmul float %8414, %8420
  %8422 = fadd float %8421, 0x3FC5555560000000
  %8423 = fmul float %8414, %8422
  %8424 = fsub float %8413, %8423
  %8425 = fmul float %8413, %8424
  %8426 = fsub float 2.000000e+00, %8424
  %8427 = fdiv float %8425, %8426
  %8428 = fsub float %8412, %8427
  %8429 = fsub float %8411, %8428
  %8430 = fadd float %8429, 1.000000e+00
  %8431 = add i32 %8409, -1262485248
  %8432 = lshr i32 %8431, 1
  %8433 = add i32 %8409, 255
  %8434 = sub i32 %8433, %8432
  %8435 = shl i32 %8432, 23
  %8436 = add i32 %8435, -8388608
  %8437 = shl i32 %8434, 23
  %8438 = bitcast i32 %8436 to float
  %8439 = bitcast i32 %8437 to float
  %8440 = fmul float %8430, %8438
  %8441 = fmul float %8440, %8439
  %8442 = fcmp uno float %8401, 0.000000e+00
  %8443 = select i1 %8442, float 0x7FF8000000000000, float %8441
  %8444 = fdiv float %8443, %8226
  %8445 = fcmp une float %max470, 0.000000e+00
  %8446 = select i1 %8445, float %8444, float 0.000000e+00
  %8447 = fadd float %8444, 0.000000e+00
  %8448 = select i1 %8445, float %8447, float -1.000000e+00
  %8449 = bitcast float %8448 to i32
  %8450 = icmp slt i32 %8449, 0
  %8451 = xor i32 %8449, -1
  %8452 = tail call float @llvm.fabs.f32(float %8448)
  %8453 = fneg float %8452
  %8454 = bitcast float %8453 to i32
  %8455 = select i1 %8450, i32 %8451, i32 %8454
  %8456 = getelementptr inbounds nuw float, ptr %scratch, i64 %listed4661244
  store i32 %8455, ptr %8456, align 4
  %8457 = getelementptr float, ptr %3636, i64 %listed4661244
  store float %8446, ptr %8457, align 4
  %8458 = getelementptr float, ptr %3637, i64 %listed4661244
  store i32 %f467, ptr %8458, align 4
  %8459 = add nuw nsw i64 %listed4661244, 1
  %exitcond1522.not = icmp eq i64 %8459, %listed.0
  br i1 %exitcond1522.not, label %compact.body.preheader, label %listed.body464

compact.body.preheader:                           ; preds = %listed.body464
  %xtraiter4873 = and i64 %listed.0, 1
  %8460 = icmp eq i64 %7492, 0
  br i1 %8460, label %compact.body.epil.preheader, label %compact.body.preheader.new

compact.body.preheader.new:                       ; preds = %compact.body.preheader
  %unroll_iter4878 = and i64 %listed.0, -2
  br label %compact.body

search.feature.header488.preheader.unr-lcssa:     ; preds = %compact.keep.done.1
  %lcmp.mod4875.not = icmp eq i64 %xtraiter4873, 0
  br i1 %lcmp.mod4875.not, label %search.feature.header488.preheader, label %compact.body.epil.preheader

compact.body.epil.preheader:                      ; preds = %search.feature.header488.preheader.unr-lcssa, %compact.body.preheader
  %compact1246.epil.init = phi i64 [ 0, %compact.body.preheader ], [ %8487, %search.feature.header488.preheader.unr-lcssa ]
  %nonzero.01245.epil.init = phi i64 [ 0, %compact.body.preheader ], [ %nonzero.1.1, %search.feature.header488.preheader.unr-lcssa ]
  %lcmp.mod4877 = icmp ne i64 %xtraiter4873, 0
  tail call void @llvm.assume(i1 %lcmp.mod4877)
  %8461 = getelementptr float, ptr %3636, i64 %compact1246.epil.init
  %8462 = load float, ptr %8461, align 4
  %nonzero477.epil = fcmp une float %8462, 0.000000e+00
  br i1 %nonzero477.epil, label %compact.keep.then.epil, label %search.feature.header488.preheader

compact.keep.then.epil:                           ; preds = %compact.body.epil.preheader
  %8463 = getelementptr inbounds nuw float, ptr %scratch, i64 %compact1246.epil.init
  %key479.epil = load i32, ptr %8463, align 4
  %8464 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.01245.epil.init
  store i32 %key479.epil, ptr %8464, align 4
  %8465 = getelementptr float, ptr %3636, i64 %nonzero.01245.epil.init
  store float %8462, ptr %8465, align 4
  %8466 = getelementptr float, ptr %3637, i64 %compact1246.epil.init
  %feature480.epil = load i32, ptr %8466, align 4
  %8467 = getelementptr float, ptr %3637, i64 %nonzero.01245.epil.init
  store i32 %feature480.epil, ptr %8467, align 4
  %8468 = add i64 %nonzero.01245.epil.init, 1
  br label %search.feature.header488.preheader

search.feature.header488.preheader:               ; preds = %compact.body.epil.preheader, %compact.keep.then.epil, %search.feature.header488.preheader.unr-lcssa
  %nonzero.1.lcssa = phi i64 [ %nonzero.1.1, %search.feature.header488.preheader.unr-lcssa ], [ %8468, %compact.keep.then.epil ], [ %nonzero.01245.epil.init, %compact.body.epil.preheader ]
  %.not1399 = icmp eq i64 %nonzero.1.lcssa, 0
  br i1 %.not1399, label %search.feature.exit490, label %search.feature.body489.preheader

search.feature.body489.preheader:                 ; preds = %search.feature.header488.preheader
  %xtraiter4880 = and i64 %nonzero.1.lcssa, 7
  %8469 = icmp ult i64 %nonzero.1.lcssa, 8
  br i1 %8469, label %search.feature.body489.epil.preheader, label %search.feature.body489.preheader.new

search.feature.body489.preheader.new:             ; preds = %search.feature.body489.preheader
  %unroll_iter4885 = and i64 %nonzero.1.lcssa, -8
  br label %search.feature.body489

compact.body:                                     ; preds = %compact.keep.done.1, %compact.body.preheader.new
  %compact1246 = phi i64 [ 0, %compact.body.preheader.new ], [ %8487, %compact.keep.done.1 ]
  %nonzero.01245 = phi i64 [ 0, %compact.body.preheader.new ], [ %nonzero.1.1, %compact.keep.done.1 ]
  %niter4879 = phi i64 [ 0, %compact.body.preheader.new ], [ %niter4879.next.1, %compact.keep.done.1 ]
  %8470 = getelementptr float, ptr %3636, i64 %compact1246
  %8471 = load float, ptr %8470, align 4
  %nonzero477 = fcmp une float %8471, 0.000000e+00
  br i1 %nonzero477, label %compact.keep.then, label %compact.keep.done

compact.keep.then:                                ; preds = %compact.body
  %8472 = getelementptr inbounds nuw float, ptr %scratch, i64 %compact1246
  %key479 = load i32, ptr %8472, align 4
  %8473 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.01245
  store i32 %key479, ptr %8473, align 4
  %8474 = getelementptr float, ptr %3636, i64 %nonzero.01245
  store float %8471, ptr %8474, align 4
  %8475 = getelementptr float, ptr %3637, i64 %compact1246
  %feature480 = load i32, ptr %8475, align 4
  %8476 = getelementptr float, ptr %3637, i64 %nonzero.01245
  store i32 %feature480, ptr %8476, align 4
  %8477 = add i64 %nonzero.01245, 1
  br label %compact.keep.done

compact.keep.done:                                ; preds = %compact.keep.then, %compact.body
  %nonzero.1 = phi i64 [ %8477, %compact.keep.then ], [ %nonzero.01245, %compact.body ]
  %8478 = or disjoint i64 %compact1246, 1
  %8479 = getelementptr float, ptr %3636, i64 %8478
  %8480 = load float, ptr %8479, align 4
  %nonzero477.1 = fcmp une float %8480, 0.000000e+00
  br i1 %nonzero477.1, label %compact.keep.then.1, label %compact.keep.done.1

compact.keep.then.1:                              ; preds = %compact.keep.done
  %8481 = getelementptr inbounds nuw float, ptr %scratch, i64 %8478
  %key479.1 = load i32, ptr %8481, align 4
  %8482 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.1
  store i32 %key479.1, ptr %8482, align 4
  %8483 = getelementptr float, ptr %3636, i64 %nonzero.1
  store float %8480, ptr %8483, align 4
  %8484 = getelementptr float, ptr %3637, i64 %8478
  %feature480.1 = load i32, ptr %8484, align 4
  %8485 = getelementptr float, ptr %3637, i64 %nonzero.1
  store i32 %feature480.1, ptr %8485, align 4
  %8486 = add i64 %nonzero.1, 1
  br label %compact.keep.done.1

compact.keep.done.1:                              ; preds = %compact.keep.then.1, %compact.keep.done
  %nonzero.1.1 = phi i64 [ %8486, %compact.keep.then.1 ], [ %nonzero.1, %compact.keep.done ]
  %8487 = add nuw nsw i64 %compact1246, 2
  %niter4879.next.1 = add i64 %niter4879, 2
  %niter4879.ncmp.1 = icmp eq i64 %niter4879.next.1, %unroll_iter4878
  br i1 %niter4879.ncmp.1, label %search.feature.header488.preheader.unr-lcssa, label %compact.body

search.feature.body489:                           ; preds = %search.feature.body489, %search.feature.body489.preheader.new
  %search.feature4911249 = phi i64 [ 0, %search.feature.body489.preheader.new ], [ %8519, %search.feature.body489 ]
  %fold_value483.01248 = phi float [ 0.000000e+00, %search.feature.body489.preheader.new ], [ %8518, %search.feature.body489 ]
  %niter4886 = phi i64 [ 0, %search.feature.body489.preheader.new ], [ %niter4886.next.7, %search.feature.body489 ]
  %8488 = getelementptr float, ptr %3636, i64 %search.feature4911249
  %8489 = load float, ptr %8488, align 4
  %8490 = fadd float %fold_value483.01248, %8489
  %8491 = getelementptr float, ptr %3636, i64 %search.feature4911249
  %8492 = getelementptr i8, ptr %8491, i64 4
  %8493 = load float, ptr %8492, align 4
  %8494 = fadd float %8490, %8493
  %8495 = getelementptr float, ptr %3636, i64 %search.feature4911249
  %8496 = getelementptr i8, ptr %8495, i64 8
  %8497 = load float, ptr %8496, align 4
  %8498 = fadd float %8494, %8497
  %8499 = getelementptr float, ptr %3636, i64 %search.feature4911249
  %8500 = getelementptr i8, ptr %8499, i64 12
  %8501 = load float, ptr %8500, align 4
  %8502 = fadd float %8498, %8501
  %8503 = getelementptr float, ptr %3636, i64 %search.feature4911249
  %8504 = getelementptr i8, ptr %8503, i64 16
  %8505 = load float, ptr %8504, align 4
  %8506 = fadd float %8502, %8505
  %8507 = getelementptr float, ptr %3636, i64 %search.feature4911249
  %8508 = getelementptr i8, ptr %8507, i64 20
  %8509 = load float, ptr %8508, align 4
  %8510 = fadd float %8506, %8509
  %8511 = getelementptr float, ptr %3636, i64 %search.feature4911249
  %8512 = getelementptr i8, ptr %8511, i64 24
  %8513 = load float, ptr %8512, align 4
  %8514 = fadd float %8510, %8513
  %8515 = getelementptr float, ptr %3636, i64 %search.feature4911249
  %8516 = getelementptr i8, ptr %8515, i64 28
  %8517 = load float, ptr %8516, align 4
  %8518 = fadd float %8514, %8517
  %8519 = add nuw i64 %search.feature4911249, 8
  %niter4886.next.7 = add i64 %niter4886, 8
  %niter4886.ncmp.7 = icmp eq i64 %niter4886.next.7, %unroll_iter4885
  br i1 %niter4886.ncmp.7, label %search.feature.exit490.loopexit.unr-lcssa, label %search.feature.body489

search.feature.exit490.loopexit.unr-lcssa:        ; preds = %search.feature.body489
  %lcmp.mod4882.not = icmp eq i64 %xtraiter4880, 0
  br i1 %lcmp.mod4882.not, label %search.feature.exit490, label %search.feature.body489.epil.preheader

search.feature.body489.epil.preheader:            ; preds = %search.feature.exit490.loopexit.unr-lcssa, %search.feature.body489.preheader
  %search.feature4911249.epil.init = phi i64 [ 0, %search.feature.body489.preheader ], [ %8519, %search.feature.exit490.loopexit.unr-lcssa ]
  %fold_value483.01248.epil.init = phi float [ 0.000000e+00, %search.feature.body489.preheader ], [ %8518, %search.feature.exit490.loopexit.unr-lcssa ]
  %lcmp.mod4884 = icmp ne i64 %xtraiter4880, 0
  tail call void @llvm.assume(i1 %lcmp.mod4884)
  br label %search.feature.body489.epil

search.feature.body489.epil:                      ; preds = %search.feature.body489.epil, %search.feature.body489.epil.preheader
  %search.feature4911249.epil = phi i64 [ %8523, %search.feature.body489.epil ], [ %search.feature4911249.epil.init, %search.feature.body489.epil.preheader ]
  %fold_value483.01248.epil = phi float [ %8522, %search.feature.body489.epil ], [ %fold_value483.01248.epil.init, %search.feature.body489.epil.preheader ]
  %epil.iter4881 = phi i64 [ %epil.iter4881.next, %search.feature.body489.epil ], [ 0, %search.feature.body489.epil.preheader ]
  %8520 = getelementptr float, ptr %3636, i64 %search.feature4911249.epil
  %8521 = load float, ptr %8520, align 4
  %8522 = fadd float %fold_value483.01248.epil, %8521
  %8523 = add nuw i64 %search.feature4911249.epil, 1
  %epil.iter4881.next = add i64 %epil.iter4881, 1
  %epil.iter4881.cmp.not = icmp eq i64 %epil.iter4881.next, %xtraiter4880
  br i1 %epil.iter4881.cmp.not, label %search.feature.exit490, label %search.feature.body489.epil, !llvm.loop !138

search.feature.exit490:                           ; preds = %search.feature.exit490.loopexit.unr-lcssa, %search.feature.body489.epil, %guard.done313.thread, %listed.header.preheader, %search.feature.header488.preheader
  %.not13991963 = phi i1 [ true, %search.feature.header488.preheader ], [ true, %guard.done313.thread ], [ true, %listed.header.preheader ], [ false, %search.feature.body489.epil ], [ false, %search.feature.exit490.loopexit.unr-lcssa ]
  %nonzero.0.lcssa1962 = phi i64 [ 0, %search.feature.header488.preheader ], [ 0, %guard.done313.thread ], [ 0, %listed.header.preheader ], [ %nonzero.1.lcssa, %search.feature.body489.epil ], [ %nonzero.1.lcssa, %search.feature.exit490.loopexit.unr-lcssa ]
  %uniforms.sroa.100.0193019411961 = phi float [ %8226, %search.feature.header488.preheader ], [ 0.000000e+00, %guard.done313.thread ], [ 0.000000e+00, %listed.header.preheader ], [ %8226, %search.feature.body489.epil ], [ %8226, %search.feature.exit490.loopexit.unr-lcssa ]
  %listed.0185818741890192919431960 = phi i64 [ %listed.0, %search.feature.header488.preheader ], [ 0, %guard.done313.thread ], [ 0, %listed.header.preheader ], [ %listed.0, %search.feature.body489.epil ], [ %listed.0, %search.feature.exit490.loopexit.unr-lcssa ]
  %uniforms.sroa.56.0186018731893192819451959 = phi float [ %uniforms.sroa.56.0, %search.feature.header488.preheader ], [ %search_index.0, %guard.done313.thread ], [ %uniforms.sroa.56.0, %listed.header.preheader ], [ %uniforms.sroa.56.0, %search.feature.body489.epil ], [ %uniforms.sroa.56.0, %search.feature.exit490.loopexit.unr-lcssa ]
  %uniforms.sroa.25.0186318711895192719471958 = phi float [ %uniforms.sroa.25.0, %search.feature.header488.preheader ], [ %search_value.0, %guard.done313.thread ], [ %uniforms.sroa.25.0, %listed.header.preheader ], [ %uniforms.sroa.25.0, %search.feature.body489.epil ], [ %uniforms.sroa.25.0, %search.feature.exit490.loopexit.unr-lcssa ]
  %uniforms.sroa.87.01897192619491957 = phi float [ %.lcssa4661, %search.feature.header488.preheader ], [ 0xFFF0000000000000, %guard.done313.thread ], [ 0xFFF0000000000000, %listed.header.preheader ], [ %.lcssa4661, %search.feature.body489.epil ], [ %.lcssa4661, %search.feature.exit490.loopexit.unr-lcssa ]
  %fold_value483.0.lcssa = phi float [ 0.000000e+00, %search.feature.header488.preheader ], [ 0.000000e+00, %guard.done313.thread ], [ 0.000000e+00, %listed.header.preheader ], [ %8518, %search.feature.exit490.loopexit.unr-lcssa ], [ %8522, %search.feature.body489.epil ]
  %8524 = fcmp oge float %fold_value483.0.lcssa, %top_p
  %search.run494 = and i1 %3643, %8524
  br i1 %search.run494, label %search.round_pair.body.preheader, label %listed.header684.preheader

search.round_pair.body.preheader:                 ; preds = %search.feature.exit490
  %8525 = add i64 %nonzero.0.lcssa1962, -1
  %xtraiter4945 = and i64 %nonzero.0.lcssa1962, 3
  %8526 = icmp ult i64 %8525, 3
  %unroll_iter4952 = and i64 %nonzero.0.lcssa1962, -4
  %lcmp.mod4947.not = icmp eq i64 %xtraiter4945, 0
  %lcmp.mod4951 = icmp ne i64 %xtraiter4945, 0
  br label %search.round_pair.body

search.round_pair.body:                           ; preds = %search.round_pair.body.preheader, %search.feature.exit518
  %search.round_pair1259 = phi i64 [ %8588, %search.feature.exit518 ], [ 0, %search.round_pair.body.preheader ]
  %search_hi497.01258 = phi i32 [ %8587, %search.feature.exit518 ], [ 0, %search.round_pair.body.preheader ]
  %search.round_pair.tr = trunc nuw nsw i64 %search.round_pair1259 to i32
  %8527 = shl nuw nsw i32 %search.round_pair.tr, 1
  %8528 = sub nuw nsw i32 30, %8527
  %bit498 = shl nuw nsw i32 1, %8528
  %bit499 = lshr exact i32 -2147483648, %8527
  %candidate500 = or i32 %bit499, %search_hi497.01258
  %8529 = or i32 %candidate500, %bit498
  %8530 = or i32 %bit498, %search_hi497.01258
  br i1 %.not13991963, label %search.feature.exit518, label %search.feature.body517.preheader

search.feature.body517.preheader:                 ; preds = %search.round_pair.body
  br i1 %8526, label %search.feature.body517.epil.preheader, label %search.feature.body517

search.round_pair.exit:                           ; preds = %search.feature.exit518
  br i1 %.not1379, label %search.round_pair.exit529, label %search.round_pair.body528.preheader

search.round_pair.body528.preheader:              ; preds = %search.round_pair.exit
  %xtraiter4954 = and i64 %nonzero.0.lcssa1962, 1
  %8531 = icmp eq i64 %8525, 0
  %unroll_iter4961 = and i64 %nonzero.0.lcssa1962, -2
  %lcmp.mod4956.not = icmp eq i64 %xtraiter4954, 0
  %lcmp.mod4960 = icmp ne i64 %xtraiter4954, 0
  br label %search.round_pair.body528

search.feature.body517:                           ; preds = %search.feature.body517.preheader, %search.feature.body517
  %search.feature5191254 = phi i64 [ %8571, %search.feature.body517 ], [ 0, %search.feature.body517.preheader ]
  %fold_value501.01253 = phi float [ %8566, %search.feature.body517 ], [ 0.000000e+00, %search.feature.body517.preheader ]
  %fold_value506.01252 = phi float [ %8568, %search.feature.body517 ], [ 0.000000e+00, %search.feature.body517.preheader ]
  %fold_value511.01251 = phi float [ %8570, %search.feature.body517 ], [ 0.000000e+00, %search.feature.body517.preheader ]
  %niter4953 = phi i64 [ %niter4953.next.3, %search.feature.body517 ], [ 0, %search.feature.body517.preheader ]
  %8532 = getelementptr inbounds float, ptr %scratch, i64 %search.feature5191254
  %key520 = load i32, ptr %8532, align 4
  %8533 = getelementptr float, ptr %3636, i64 %search.feature5191254
  %8534 = load float, ptr %8533, align 4
  %.not1027 = icmp ult i32 %key520, %candidate500
  %8535 = select i1 %.not1027, float 0.000000e+00, float %8534
  %8536 = fadd float %fold_value501.01253, %8535
  %.not1028 = icmp ult i32 %key520, %8529
  %8537 = select i1 %.not1028, float 0.000000e+00, float %8534
  %8538 = fadd float %fold_value506.01252, %8537
  %.not1029 = icmp ult i32 %key520, %8530
  %8539 = select i1 %.not1029, float 0.000000e+00, float %8534
  %8540 = fadd float %fold_value511.01251, %8539
  %8541 = or disjoint i64 %search.feature5191254, 1
  %8542 = getelementptr inbounds float, ptr %scratch, i64 %8541
  %key520.1 = load i32, ptr %8542, align 4
  %8543 = getelementptr float, ptr %3636, i64 %8541
  %8544 = load float, ptr %8543, align 4
  %.not1027.1 = icmp ult i32 %key520.1, %candidate500
  %8545 = select i1 %.not1027.1, float 0.000000e+00, float %8544
  %8546 = fadd float %8536, %8545
  %.not1028.1 = icmp ult i32 %key520.1, %8529
  %8547 = select i1 %.not1028.1, float 0.000000e+00, float %8544
  %8548 = fadd float %8538, %8547
  %.not1029.1 = icmp ult i32 %key520.1, %8530
  %8549 = select i1 %.not1029.1, float 0.000000e+00, float %8544
  %8550 = fadd float %8540, %8549
  %8551 = or disjoint i64 %search.feature5191254, 2
  %8552 = getelementptr inbounds float, ptr %scratch, i64 %8551
  %key520.2 = load i32, ptr %8552, align 4
  %8553 = getelementptr float, ptr %3636, i64 %8551
  %8554 = load float, ptr %8553, align 4
  %.not1027.2 = icmp ult i32 %key520.2, %candidate500
  %8555 = select i1 %.not1027.2, float 0.000000e+00, float %8554
  %8556 = fadd float %8546, %8555
  %.not1028.2 = icmp ult i32 %key520.2, %8529
  %8557 = select i1 %.not1028.2, float 0.000000e+00, float %8554
  %8558 = fadd float %8548, %8557
  %.not1029.2 = icmp ult i32 %key520.2, %8530
  %8559 = select i1 %.not1029.2, float 0.000000e+00, float %8554
  %8560 = fadd float %8550, %8559
  %8561 = or disjoint i64 %search.feature5191254, 3
  %8562 = getelementptr inbounds float, ptr %scratch, i64 %8561
  %key520.3 = load i32, ptr %8562, align 4
  %8563 = getelementptr float, ptr %3636, i64 %8561
  %8564 = load float, ptr %8563, align 4
  %.not1027.3 = icmp ult i32 %key520.3, %candidate500
  %8565 = select i1 %.not1027.3, float 0.000000e+00, float %8564
  %8566 = fadd float %8556, %8565
  %.not1028.3 = icmp ult i32 %key520.3, %8529
  %8567 = select i1 %.not1028.3, float 0.000000e+00, float %8564
  %8568 = fadd float %8558, %8567
  %.not1029.3 = icmp ult i32 %key520.3, %8530
  %8569 = select i1 %.not1029.3, float 0.000000e+00, float %8564
  %8570 = fadd float %8560, %8569
  %8571 = add nuw i64 %search.feature5191254, 4
  %niter4953.next.3 = add i64 %niter4953, 4
  %niter4953.ncmp.3 = icmp eq i64 %niter4953.next.3, %unroll_iter4952
  br i1 %niter4953.ncmp.3, label %search.feature.exit518.loopexit.unr-lcssa, label %search.feature.body517

search.feature.exit518.loopexit.unr-lcssa:        ; preds = %search.feature.body517
  br i1 %lcmp.mod4947.not, label %search.feature.exit518, label %search.feature.body517.epil.preheader

search.feature.body517.epil.preheader:            ; preds = %search.feature.exit518.loopexit.unr-lcssa, %search.feature.body517.preheader
  %search.feature5191254.epil.init = phi i64 [ 0, %search.feature.body517.preheader ], [ %8571, %search.feature.exit518.loopexit.unr-lcssa ]
  %fold_value501.01253.epil.init = phi float [ 0.000000e+00, %search.feature.body517.preheader ], [ %8566, %search.feature.exit518.loopexit.unr-lcssa ]
  %fold_value506.01252.epil.init = phi float [ 0.000000e+00, %search.feature.body517.preheader ], [ %8568, %search.feature.exit518.loopexit.unr-lcssa ]
  %fold_value511.01251.epil.init = phi float [ 0.000000e+00, %search.feature.body517.preheader ], [ %8570, %search.feature.exit518.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4951)
  br label %search.feature.body517.epil

search.feature.body517.epil:                      ; preds = %search.feature.body517.epil, %search.feature.body517.epil.preheader
  %search.feature5191254.epil = phi i64 [ %8581, %search.feature.body517.epil ], [ %search.feature5191254.epil.init, %search.feature.body517.epil.preheader ]
  %fold_value501.01253.epil = phi float [ %8576, %search.feature.body517.epil ], [ %fold_value501.01253.epil.init, %search.feature.body517.epil.preheader ]
  %fold_value506.01252.epil = phi float [ %8578, %search.feature.body517.epil ], [ %fold_value506.01252.epil.init, %search.feature.body517.epil.preheader ]
  %fold_value511.01251.epil = phi float [ %8580, %search.feature.body517.epil ], [ %fold_value511.01251.epil.init, %search.feature.body517.epil.preheader ]
  %epil.iter4946 = phi i64 [ %epil.iter4946.next, %search.feature.body517.epil ], [ 0, %search.feature.body517.epil.preheader ]
  %8572 = getelementptr inbounds float, ptr %scratch, i64 %search.feature5191254.epil
  %key520.epil = load i32, ptr %8572, align 4
  %8573 = getelementptr float, ptr %3636, i64 %search.feature5191254.epil
  %8574 = load float, ptr %8573, align 4
  %.not1027.epil = icmp ult i32 %key520.epil, %candidate500
  %8575 = select i1 %.not1027.epil, float 0.000000e+00, float %8574
  %8576 = fadd float %fold_value501.01253.epil, %8575
  %.not1028.epil = icmp ult i32 %key520.epil, %8529
  %8577 = select i1 %.not1028.epil, float 0.000000e+00, float %8574
  %8578 = fadd float %fold_value506.01252.epil, %8577
  %.not1029.epil = icmp ult i32 %key520.epil, %8530
  %8579 = select i1 %.not1029.epil, float 0.000000e+00, float %8574
  %8580 = fadd float %fold_value511.01251.epil, %8579
  %8581 = add nuw i64 %search.feature5191254.epil, 1
  %epil.iter4946.next = add i64 %epil.iter4946, 1
  %epil.iter4946.cmp.not = icmp eq i64 %epil.iter4946.next, %xtraiter4945
  br i1 %epil.iter4946.cmp.not, label %search.feature.exit518, label %search.feature.body517.epil, !llvm.loop !139

search.feature.exit518:                           ; preds = %search.feature.exit518.loopexit.unr-lcssa, %search.feature.body517.epil, %search.round_pair.body
  %fold_value511.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body ], [ %8570, %search.feature.exit518.loopexit.unr-lcssa ], [ %8580, %search.feature.body517.epil ]
  %fold_value506.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body ], [ %8568, %search.feature.exit518.loopexit.unr-lcssa ], [ %8578, %search.feature.body517.epil ]
  %fold_value501.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body ], [ %8566, %search.feature.exit518.loopexit.unr-lcssa ], [ %8576, %search.feature.body517.epil ]
  %8582 = fcmp oge float %fold_value501.0.lcssa, %top_p
  %8583 = select i1 %8582, i32 %candidate500, i32 %search_hi497.01258
  %8584 = select i1 %8582, i32 %8529, i32 %8530
  %8585 = select i1 %8582, float %fold_value506.0.lcssa, float %fold_value511.0.lcssa
  %8586 = fcmp oge float %8585, %top_p
  %8587 = select i1 %8586, i32 %8584, i32 %8583
  %8588 = add nuw nsw i64 %search.round_pair1259, 1
  %exitcond1526.not = icmp eq i64 %8588, 16
  br i1 %exitcond1526.not, label %search.round_pair.exit, label %search.round_pair.body

search.round_pair.body528:                        ; preds = %search.round_pair.body528.preheader, %search.feature.exit553
  %search.round_pair5301268 = phi i64 [ %8678, %search.feature.exit553 ], [ 0, %search.round_pair.body528.preheader ]
  %search_lo526.01267 = phi i64 [ %8677, %search.feature.exit553 ], [ 0, %search.round_pair.body528.preheader ]
  %first_round531 = shl nuw nsw i64 %search.round_pair5301268, 1
  %second_round532 = or disjoint i64 %first_round531, 1
  %8589 = icmp samesign ult i64 %second_round532, %index_bits
  %8590 = select i1 %8589, i64 %second_round532, i64 %first_round531
  %8591 = sub nsw i64 %3645, %8590
  %bit533 = shl nuw i64 1, %8591
  %8592 = select i1 %8589, i64 %bit533, i64 0
  %8593 = sub nsw i64 %3645, %first_round531
  %bit534 = shl nuw i64 1, %8593
  %candidate535 = or i64 %bit534, %search_lo526.01267
  %8594 = or i64 %8592, %candidate535
  %8595 = or i64 %8592, %search_lo526.01267
  br i1 %.not13991963, label %search.feature.exit553, label %search.feature.body552.preheader

search.feature.body552.preheader:                 ; preds = %search.round_pair.body528
  br i1 %8531, label %search.feature.body552.epil.preheader, label %search.feature.body552

search.round_pair.exit529:                        ; preds = %search.feature.exit553, %search.round_pair.exit
  %search_lo526.0.lcssa = phi i64 [ 0, %search.round_pair.exit ], [ %8677, %search.feature.exit553 ]
  %8596 = and i32 %8587, 2147483647
  %8597 = xor i32 %8587, -1
  %.not10201021 = icmp slt i32 %8587, 0
  %8598 = select i1 %.not10201021, i32 %8596, i32 %8597
  %8599 = bitcast i32 %8598 to float
  %8600 = sub i64 %mask, %search_lo526.0.lcssa
  %search_index558 = uitofp i64 %8600 to float
  br label %listed.header684.preheader

search.feature.body552:                           ; preds = %search.feature.body552.preheader, %search.feature.body552
  %search.feature5541263 = phi i64 [ %8648, %search.feature.body552 ], [ 0, %search.feature.body552.preheader ]
  %fold_value546.01262 = phi float [ %8647, %search.feature.body552 ], [ 0.000000e+00, %search.feature.body552.preheader ]
  %fold_value541.01261 = phi float [ %8642, %search.feature.body552 ], [ 0.000000e+00, %search.feature.body552.preheader ]
  %fold_value536.01260 = phi float [ %8637, %search.feature.body552 ], [ 0.000000e+00, %search.feature.body552.preheader ]
  %niter4962 = phi i64 [ %niter4962.next.1, %search.feature.body552 ], [ 0, %search.feature.body552.preheader ]
  %8601 = getelementptr inbounds float, ptr %scratch, i64 %search.feature5541263
  %key555 = load i32, ptr %8601, align 4
  %8602 = getelementptr float, ptr %3637, i64 %search.feature5541263
  %f556 = load i32, ptr %8602, align 4
  %8603 = zext i32 %f556 to i64
  %8604 = getelementptr float, ptr %3636, i64 %search.feature5541263
  %8605 = load float, ptr %8604, align 4
  %8606 = icmp ugt i32 %key555, %8587
  %8607 = icmp eq i32 %key555, %8587
  %8608 = sub nsw i64 %mask, %8603
  %8609 = icmp uge i64 %8608, %candidate535
  %8610 = and i1 %8607, %8609
  %8611 = or i1 %8606, %8610
  %8612 = select i1 %8611, float %8605, float 0.000000e+00
  %8613 = fadd float %fold_value536.01260, %8612
  %8614 = icmp uge i64 %8608, %8594
  %8615 = and i1 %8607, %8614
  %8616 = or i1 %8606, %8615
  %8617 = select i1 %8616, float %8605, float 0.000000e+00
  %8618 = fadd float %fold_value541.01261, %8617
  %8619 = icmp uge i64 %8608, %8595
  %8620 = and i1 %8607, %8619
  %8621 = or i1 %8606, %8620
  %8622 = select i1 %8621, float %8605, float 0.000000e+00
  %8623 = fadd float %fold_value546.01262, %8622
  %8624 = or disjoint i64 %search.feature5541263, 1
  %8625 = getelementptr inbounds float, ptr %scratch, i64 %8624
  %key555.1 = load i32, ptr %8625, align 4
  %8626 = getelementptr float, ptr %3637, i64 %8624
  %f556.1 = load i32, ptr %8626, align 4
  %8627 = zext i32 %f556.1 to i64
  %8628 = getelementptr float, ptr %3636, i64 %8624
  %8629 = load float, ptr %8628, align 4
  %8630 = icmp ugt i32 %key555.1, %8587
  %8631 = icmp eq i32 %key555.1, %8587
  %8632 = sub nsw i64 %mask, %8627
  %8633 = icmp uge i64 %8632, %candidate535
  %8634 = and i1 %8631, %8633
  %8635 = or i1 %8630, %8634
  %8636 = select i1 %8635, float %8629, float 0.000000e+00
  %8637 = fadd float %8613, %8636
  %8638 = icmp uge i64 %8632, %8594
  %8639 = and i1 %8631, %8638
  %8640 = or i1 %8630, %8639
  %8641 = select i1 %8640, float %8629, float 0.000000e+00
  %8642 = fadd float %8618, %8641
  %8643 = icmp uge i64 %8632, %8595
  %8644 = and i1 %8631, %8643
  %8645 = or i1 %8630, %8644
  %8646 = select i1 %8645, float %8629, float 0.000000e+00
  %8647 = fadd float %8623, %8646
  %8648 = add nuw i64 %search.feature5541263, 2
  %niter4962.next.1 = add i64 %niter4962, 2
  %niter4962.ncmp.1 = icmp eq i64 %niter4962.next.1, %unroll_iter4961
  br i1 %niter4962.ncmp.1, label %search.feature.exit553.loopexit.unr-lcssa, label %search.feature.body552

search.feature.exit553.loopexit.unr-lcssa:        ; preds = %search.feature.body552
  br i1 %lcmp.mod4956.not, label %search.feature.exit553, label %search.feature.body552.epil.preheader

search.feature.body552.epil.preheader:            ; preds = %search.feature.exit553.loopexit.unr-lcssa, %search.feature.body552.preheader
  %search.feature5541263.epil.init = phi i64 [ 0, %search.feature.body552.preheader ], [ %8648, %search.feature.exit553.loopexit.unr-lcssa ]
  %fold_value546.01262.epil.init = phi float [ 0.000000e+00, %search.feature.body552.preheader ], [ %8647, %search.feature.exit553.loopexit.unr-lcssa ]
  %fold_value541.01261.epil.init = phi float [ 0.000000e+00, %search.feature.body552.preheader ], [ %8642, %search.feature.exit553.loopexit.unr-lcssa ]
  %fold_value536.01260.epil.init = phi float [ 0.000000e+00, %search.feature.body552.preheader ], [ %8637, %search.feature.exit553.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4960)
  %8649 = getelementptr inbounds float, ptr %scratch, i64 %search.feature5541263.epil.init
  %key555.epil = load i32, ptr %8649, align 4
  %8650 = getelementptr float, ptr %3637, i64 %search.feature5541263.epil.init
  %f556.epil = load i32, ptr %8650, align 4
  %8651 = zext i32 %f556.epil to i64
  %8652 = getelementptr float, ptr %3636, i64 %search.feature5541263.epil.init
  %8653 = load float, ptr %8652, align 4
  %8654 = icmp ugt i32 %key555.epil, %8587
  %8655 = icmp eq i32 %key555.epil, %8587
  %8656 = sub nsw i64 %mask, %8651
  %8657 = icmp uge i64 %8656, %candidate535
  %8658 = and i1 %8655, %8657
  %8659 = or i1 %8654, %8658
  %8660 = select i1 %8659, float %8653, float 0.000000e+00
  %8661 = fadd float %fold_value536.01260.epil.init, %8660
  %8662 = icmp uge i64 %8656, %8594
  %8663 = and i1 %8655, %8662
  %8664 = or i1 %8654, %8663
  %8665 = select i1 %8664, float %8653, float 0.000000e+00
  %8666 = fadd float %fold_value541.01261.epil.init, %8665
  %8667 = icmp uge i64 %8656, %8595
  %8668 = and i1 %8655, %8667
  %8669 = or i1 %8654, %8668
  %8670 = select i1 %8669, float %8653, float 0.000000e+00
  %8671 = fadd float %fold_value546.01262.epil.init, %8670
  br label %search.feature.exit553

search.feature.exit553:                           ; preds = %search.feature.body552.epil.preheader, %search.feature.exit553.loopexit.unr-lcssa, %search.round_pair.body528
  %fold_value536.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body528 ], [ %8637, %search.feature.exit553.loopexit.unr-lcssa ], [ %8661, %search.feature.body552.epil.preheader ]
  %fold_value541.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body528 ], [ %8642, %search.feature.exit553.loopexit.unr-lcssa ], [ %8666, %search.feature.body552.epil.preheader ]
  %fold_value546.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body528 ], [ %8647, %search.feature.exit553.loopexit.unr-lcssa ], [ %8671, %search.feature.body552.epil.preheader ]
  %8672 = fcmp oge float %fold_value536.0.lcssa, %top_p
  %8673 = select i1 %8672, i64 %candidate535, i64 %search_lo526.01267
  %8674 = select i1 %8672, i64 %8594, i64 %8595
  %8675 = select i1 %8672, float %fold_value541.0.lcssa, float %fold_value546.0.lcssa
  %8676 = fcmp oge float %8675, %top_p
  %8677 = select i1 %8676, i64 %8674, i64 %8673
  %8678 = add nuw nsw i64 %search.round_pair5301268, 1
  %exitcond1528.not = icmp eq i64 %8678, %round_pairs
  br i1 %exitcond1528.not, label %search.round_pair.exit529, label %search.round_pair.body528

feature.body560:                                  ; preds = %feature.body560.preheader4437, %feature.body560
  %feature5621270 = phi i64 [ %8746, %feature.body560 ], [ %feature5621270.ph, %feature.body560.preheader4437 ]
  %8679 = getelementptr inbounds float, ptr %3760, i64 %feature5621270
  %8680 = load float, ptr %8679, align 4
  %8681 = fmul float %inv_t, %8680
  %feature563 = uitofp i64 %feature5621270 to float
  %8682 = fcmp ogt float %8680, %uniforms.sroa.25.0
  %8683 = select i1 %8682, float 1.000000e+00, float 0.000000e+00
  %8684 = fcmp oeq float %8680, %uniforms.sroa.25.0
  %8685 = fcmp oge float %uniforms.sroa.56.0, %feature563
  %8686 = select i1 %8684, i1 %8685, i1 false
  %8687 = select i1 %8686, float 1.000000e+00, float 0.000000e+00
  %8688 = fcmp ogt float %8687, %8683
  %max564 = select i1 %8688, float %8687, float %8683
  %8689 = fsub float %8681, %uniforms.sroa.87.0
  %8690 = fcmp olt float %8689, -1.040000e+02
  %8691 = select i1 %8690, float -1.040000e+02, float %8689
  %8692 = fcmp ogt float %8691, 8.900000e+01
  %8693 = select i1 %8692, float 8.900000e+01, float %8691
  %8694 = fmul float %8693, 0x3FF7154760000000
  %8695 = fadd float %8694, 0x4168000000000000
  %8696 = fadd float %8695, 0xC168000000000000
  %8697 = bitcast float %8695 to i32
  %8698 = fmul float %8696, 0x3FE62E4000000000
  %8699 = fsub float %8693, %8698
  %8700 = fmul float %8696, 0x3EB7F7D1C0000000
  %8701 = fsub float %8699, %8700
  %8702 = fmul float %8701, %8701
  %8703 = fmul float %8702, 0x3E66376980000000
  %8704 = fadd float %8703, 0xBEBBBD41C0000000
  %8705 = fmul float %8702, %8704
  %8706 = fadd float %8705, 0x3F11566AA0000000
  %8707 = fmul float %8702, %8706
  %8708 = fadd float %8707, 0xBF66C16C20000000
  %8709 = fmul float %8702, %8708
  %8710 = fadd float %8709, 0x3FC5555560000000
  %8711 = fmul float %8702, %8710
  %8712 = fsub float %8701, %8711
  %8713 = fmul float %8701, %8712
  %8714 = fsub float 2.000000e+00, %8712
  %8715 = fdiv float %8713, %8714
  %8716 = fsub float %8700, %8715
  %8717 = fsub float %8699, %8716
  %8718 = fadd float %8717, 1.000000e+00
  %8719 = add i32 %8697, -1262485248
  %8720 = lshr i32 %8719, 1
  %8721 = add i32 %8697, 255
  %8722 = sub i32 %8721, %8720
  %8723 = shl i32 %8720, 23
  %8724 = add i32 %8723, -8388608
  %8725 = shl i32 %8722, 23
  %8726 = bitcast i32 %8724 to float
  %8727 = bitcast i32 %8725 to float
  %8728 = fmul float %8718, %8726
  %8729 = fmul float %8728, %8727
  %8730 = fcmp uno float %8689, 0.000000e+00
  %8731 = select i1 %8730, float 0x7FF8000000000000, float %8729
  %8732 = fdiv float %8731, %.lcssa4667
  %8733 = fcmp une float %max564, 0.000000e+00
  %8734 = select i1 %8733, float %8732, float 0.000000e+00
  %8735 = fadd float %8732, 0.000000e+00
  %8736 = select i1 %8733, float %8735, float -1.000000e+00
  %8737 = bitcast float %8736 to i32
  %8738 = icmp slt i32 %8737, 0
  %8739 = xor i32 %8737, -1
  %8740 = tail call float @llvm.fabs.f32(float %8736)
  %8741 = fneg float %8740
  %8742 = bitcast float %8741 to i32
  %8743 = select i1 %8738, i32 %8739, i32 %8742
  %8744 = getelementptr inbounds float, ptr %scratch, i64 %feature5621270
  store i32 %8743, ptr %8744, align 4
  %8745 = getelementptr float, ptr %3636, i64 %feature5621270
  store float %8734, ptr %8745, align 4
  %8746 = add nuw i64 %feature5621270, 1
  %exitcond1529.not = icmp eq i64 %8746, %n_features
  br i1 %exitcond1529.not, label %compact.body573.preheader, label %feature.body560, !llvm.loop !140

search.feature.header589.preheader.unr-lcssa:     ; preds = %compact.keep.done579.1
  br i1 %lcmp.mod4907.not, label %search.feature.header589.preheader, label %compact.body573.epil.preheader

compact.body573.epil.preheader:                   ; preds = %search.feature.header589.preheader.unr-lcssa, %compact.body573.preheader
  %compact5751272.epil.init = phi i64 [ 0, %compact.body573.preheader ], [ %8773, %search.feature.header589.preheader.unr-lcssa ]
  %nonzero571.01271.epil.init = phi i64 [ 0, %compact.body573.preheader ], [ %nonzero571.1.1, %search.feature.header589.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4909)
  %8747 = getelementptr float, ptr %3636, i64 %compact5751272.epil.init
  %8748 = load float, ptr %8747, align 4
  %nonzero576.epil = fcmp une float %8748, 0.000000e+00
  br i1 %nonzero576.epil, label %compact.keep.then578.epil, label %search.feature.header589.preheader

compact.keep.then578.epil:                        ; preds = %compact.body573.epil.preheader
  %8749 = getelementptr inbounds float, ptr %scratch, i64 %compact5751272.epil.init
  %key580.epil = load i32, ptr %8749, align 4
  %8750 = getelementptr inbounds float, ptr %scratch, i64 %nonzero571.01271.epil.init
  store i32 %key580.epil, ptr %8750, align 4
  %8751 = getelementptr float, ptr %3636, i64 %nonzero571.01271.epil.init
  store float %8748, ptr %8751, align 4
  %8752 = trunc i64 %compact5751272.epil.init to i32
  %8753 = getelementptr float, ptr %3637, i64 %nonzero571.01271.epil.init
  store i32 %8752, ptr %8753, align 4
  %8754 = add i64 %nonzero571.01271.epil.init, 1
  br label %search.feature.header589.preheader

search.feature.header589.preheader:               ; preds = %compact.body573.epil.preheader, %compact.keep.then578.epil, %search.feature.header589.preheader.unr-lcssa
  %nonzero571.1.lcssa = phi i64 [ %nonzero571.1.1, %search.feature.header589.preheader.unr-lcssa ], [ %8754, %compact.keep.then578.epil ], [ %nonzero571.01271.epil.init, %compact.body573.epil.preheader ]
  %.not1402 = icmp eq i64 %nonzero571.1.lcssa, 0
  br i1 %.not1402, label %search.feature.exit591, label %search.feature.body590.preheader

search.feature.body590.preheader:                 ; preds = %search.feature.header589.preheader
  %xtraiter4912 = and i64 %nonzero571.1.lcssa, 7
  %8755 = icmp ult i64 %nonzero571.1.lcssa, 8
  br i1 %8755, label %search.feature.body590.epil.preheader, label %search.feature.body590.preheader.new

search.feature.body590.preheader.new:             ; preds = %search.feature.body590.preheader
  %unroll_iter4917 = and i64 %nonzero571.1.lcssa, -8
  br label %search.feature.body590

compact.body573:                                  ; preds = %compact.body573.preheader, %compact.keep.done579.1
  %compact5751272 = phi i64 [ %8773, %compact.keep.done579.1 ], [ 0, %compact.body573.preheader ]
  %nonzero571.01271 = phi i64 [ %nonzero571.1.1, %compact.keep.done579.1 ], [ 0, %compact.body573.preheader ]
  %niter4911 = phi i64 [ %niter4911.next.1, %compact.keep.done579.1 ], [ 0, %compact.body573.preheader ]
  %8756 = getelementptr float, ptr %3636, i64 %compact5751272
  %8757 = load float, ptr %8756, align 4
  %nonzero576 = fcmp une float %8757, 0.000000e+00
  br i1 %nonzero576, label %compact.keep.then578, label %compact.keep.done579

compact.keep.then578:                             ; preds = %compact.body573
  %8758 = getelementptr inbounds float, ptr %scratch, i64 %compact5751272
  %key580 = load i32, ptr %8758, align 4
  %8759 = getelementptr inbounds float, ptr %scratch, i64 %nonzero571.01271
  store i32 %key580, ptr %8759, align 4
  %8760 = getelementptr float, ptr %3636, i64 %nonzero571.01271
  store float %8757, ptr %8760, align 4
  %8761 = trunc i64 %compact5751272 to i32
  %8762 = getelementptr float, ptr %3637, i64 %nonzero571.01271
  store i32 %8761, ptr %8762, align 4
  %8763 = add i64 %nonzero571.01271, 1
  br label %compact.keep.done579

compact.keep.done579:                             ; preds = %compact.keep.then578, %compact.body573
  %nonzero571.1 = phi i64 [ %8763, %compact.keep.then578 ], [ %nonzero571.01271, %compact.body573 ]
  %8764 = or disjoint i64 %compact5751272, 1
  %8765 = getelementptr float, ptr %3636, i64 %8764
  %8766 = load float, ptr %8765, align 4
  %nonzero576.1 = fcmp une float %8766, 0.000000e+00
  br i1 %nonzero576.1, label %compact.keep.then578.1, label %compact.keep.done579.1

compact.keep.then578.1:                           ; preds = %compact.keep.done579
  %8767 = getelementptr inbounds float, ptr %scratch, i64 %8764
  %key580.1 = load i32, ptr %8767, align 4
  %8768 = getelementptr inbounds float, ptr %scratch, i64 %nonzero571.1
  store i32 %key580.1, ptr %8768, align 4
  %8769 = getelementptr float, ptr %3636, i64 %nonzero571.1
  store float %8766, ptr %8769, align 4
  %8770 = trunc i64 %8764 to i32
  %8771 = getelementptr float, ptr %3637, i64 %nonzero571.1
  store i32 %8770, ptr %8771, align 4
  %8772 = add i64 %nonzero571.1, 1
  br label %compact.keep.done579.1

compact.keep.done579.1:                           ; preds = %compact.keep.then578.1, %compact.keep.done579
  %nonzero571.1.1 = phi i64 [ %8772, %compact.keep.then578.1 ], [ %nonzero571.1, %compact.keep.done579 ]
  %8773 = add nuw i64 %compact5751272, 2
  %niter4911.next.1 = add i64 %niter4911, 2
  %niter4911.ncmp.1 = icmp eq i64 %niter4911.next.1, %unroll_iter4910
  br i1 %niter4911.ncmp.1, label %search.feature.header589.preheader.unr-lcssa, label %compact.body573

search.feature.body590:                           ; preds = %search.feature.body590, %search.feature.body590.preheader.new
  %search.feature5921275 = phi i64 [ 0, %search.feature.body590.preheader.new ], [ %8805, %search.feature.body590 ]
  %fold_value584.01274 = phi float [ 0.000000e+00, %search.feature.body590.preheader.new ], [ %8804, %search.feature.body590 ]
  %niter4918 = phi i64 [ 0, %search.feature.body590.preheader.new ], [ %niter4918.next.7, %search.feature.body590 ]
  %8774 = getelementptr float, ptr %3636, i64 %search.feature5921275
  %8775 = load float, ptr %8774, align 4
  %8776 = fadd float %fold_value584.01274, %8775
  %8777 = getelementptr float, ptr %3636, i64 %search.feature5921275
  %8778 = getelementptr i8, ptr %8777, i64 4
  %8779 = load float, ptr %8778, align 4
  %8780 = fadd float %8776, %8779
  %8781 = getelementptr float, ptr %3636, i64 %search.feature5921275
  %8782 = getelementptr i8, ptr %8781, i64 8
  %8783 = load float, ptr %8782, align 4
  %8784 = fadd float %8780, %8783
  %8785 = getelementptr float, ptr %3636, i64 %search.feature5921275
  %8786 = getelementptr i8, ptr %8785, i64 12
  %8787 = load float, ptr %8786, align 4
  %8788 = fadd float %8784, %8787
  %8789 = getelementptr float, ptr %3636, i64 %search.feature5921275
  %8790 = getelementptr i8, ptr %8789, i64 16
  %8791 = load float, ptr %8790, align 4
  %8792 = fadd float %8788, %8791
  %8793 = getelementptr float, ptr %3636, i64 %search.feature5921275
  %8794 = getelementptr i8, ptr %8793, i64 20
  %8795 = load float, ptr %8794, align 4
  %8796 = fadd float %8792, %8795
  %8797 = getelementptr float, ptr %3636, i64 %search.feature5921275
  %8798 = getelementptr i8, ptr %8797, i64 24
  %8799 = load float, ptr %8798, align 4
  %8800 = fadd float %8796, %8799
  %8801 = getelementptr float, ptr %3636, i64 %search.feature5921275
  %8802 = getelementptr i8, ptr %8801, i64 28
  %8803 = load float, ptr %8802, align 4
  %8804 = fadd float %8800, %8803
  %8805 = add nuw i64 %search.feature5921275, 8
  %niter4918.next.7 = add i64 %niter4918, 8
  %niter4918.ncmp.7 = icmp eq i64 %niter4918.next.7, %unroll_iter4917
  br i1 %niter4918.ncmp.7, label %search.feature.exit591.loopexit.unr-lcssa, label %search.feature.body590

search.feature.exit591.loopexit.unr-lcssa:        ; preds = %search.feature.body590
  %lcmp.mod4914.not = icmp eq i64 %xtraiter4912, 0
  br i1 %lcmp.mod4914.not, label %search.feature.exit591, label %search.feature.body590.epil.preheader

search.feature.body590.epil.preheader:            ; preds = %search.feature.exit591.loopexit.unr-lcssa, %search.feature.body590.preheader
  %search.feature5921275.epil.init = phi i64 [ 0, %search.feature.body590.preheader ], [ %8805, %search.feature.exit591.loopexit.unr-lcssa ]
  %fold_value584.01274.epil.init = phi float [ 0.000000e+00, %search.feature.body590.preheader ], [ %8804, %search.feature.exit591.loopexit.unr-lcssa ]
  %lcmp.mod4916 = icmp ne i64 %xtraiter4912, 0
  tail call void @llvm.assume(i1 %lcmp.mod4916)
  br label %search.feature.body590.epil

search.feature.body590.epil:                      ; preds = %search.feature.body590.epil, %search.feature.body590.epil.preheader
  %search.feature5921275.epil = phi i64 [ %8809, %search.feature.body590.epil ], [ %search.feature5921275.epil.init, %search.feature.body590.epil.preheader ]
  %fold_value584.01274.epil = phi float [ %8808, %search.feature.body590.epil ], [ %fold_value584.01274.epil.init, %search.feature.body590.epil.preheader ]
  %epil.iter4913 = phi i64 [ %epil.iter4913.next, %search.feature.body590.epil ], [ 0, %search.feature.body590.epil.preheader ]
  %8806 = getelementptr float, ptr %3636, i64 %search.feature5921275.epil
  %8807 = load float, ptr %8806, align 4
  %8808 = fadd float %fold_value584.01274.epil, %8807
  %8809 = add nuw i64 %search.feature5921275.epil, 1
  %epil.iter4913.next = add i64 %epil.iter4913, 1
  %epil.iter4913.cmp.not = icmp eq i64 %epil.iter4913.next, %xtraiter4912
  br i1 %epil.iter4913.cmp.not, label %search.feature.exit591, label %search.feature.body590.epil, !llvm.loop !141

search.feature.exit591:                           ; preds = %search.feature.exit591.loopexit.unr-lcssa, %search.feature.body590.epil, %feature.header437.preheader, %search.feature.header589.preheader
  %.not14021971 = phi i1 [ true, %search.feature.header589.preheader ], [ true, %feature.header437.preheader ], [ false, %search.feature.body590.epil ], [ false, %search.feature.exit591.loopexit.unr-lcssa ]
  %nonzero571.0.lcssa1970 = phi i64 [ 0, %search.feature.header589.preheader ], [ 0, %feature.header437.preheader ], [ %nonzero571.1.lcssa, %search.feature.body590.epil ], [ %nonzero571.1.lcssa, %search.feature.exit591.loopexit.unr-lcssa ]
  %uniforms.sroa.100.0.ph193319651969 = phi float [ %.lcssa4667, %search.feature.header589.preheader ], [ 0.000000e+00, %feature.header437.preheader ], [ %.lcssa4667, %search.feature.body590.epil ], [ %.lcssa4667, %search.feature.exit591.loopexit.unr-lcssa ]
  %fold_value584.0.lcssa = phi float [ 0.000000e+00, %search.feature.header589.preheader ], [ 0.000000e+00, %feature.header437.preheader ], [ %8804, %search.feature.exit591.loopexit.unr-lcssa ], [ %8808, %search.feature.body590.epil ]
  %8810 = fcmp oge float %fold_value584.0.lcssa, %top_p
  %search.run595 = and i1 %3643, %8810
  br i1 %search.run595, label %search.round_pair.body600.preheader, label %gumbel.philox.header699.preheader

search.round_pair.body600.preheader:              ; preds = %search.feature.exit591
  %8811 = add i64 %nonzero571.0.lcssa1970, -1
  %xtraiter4919 = and i64 %nonzero571.0.lcssa1970, 3
  %8812 = icmp ult i64 %8811, 3
  %unroll_iter4926 = and i64 %nonzero571.0.lcssa1970, -4
  %lcmp.mod4921.not = icmp eq i64 %xtraiter4919, 0
  %lcmp.mod4925 = icmp ne i64 %xtraiter4919, 0
  br label %search.round_pair.body600

search.round_pair.body600:                        ; preds = %search.round_pair.body600.preheader, %search.feature.exit625
  %search.round_pair6021285 = phi i64 [ %8874, %search.feature.exit625 ], [ 0, %search.round_pair.body600.preheader ]
  %search_hi598.01284 = phi i32 [ %8873, %search.feature.exit625 ], [ 0, %search.round_pair.body600.preheader ]
  %search.round_pair602.tr = trunc nuw nsw i64 %search.round_pair6021285 to i32
  %8813 = shl nuw nsw i32 %search.round_pair602.tr, 1
  %8814 = sub nuw nsw i32 30, %8813
  %bit605 = shl nuw nsw i32 1, %8814
  %bit606 = lshr exact i32 -2147483648, %8813
  %candidate607 = or i32 %bit606, %search_hi598.01284
  %8815 = or i32 %candidate607, %bit605
  %8816 = or i32 %bit605, %search_hi598.01284
  br i1 %.not14021971, label %search.feature.exit625, label %search.feature.body624.preheader

search.feature.body624.preheader:                 ; preds = %search.round_pair.body600
  br i1 %8812, label %search.feature.body624.epil.preheader, label %search.feature.body624

search.round_pair.exit601:                        ; preds = %search.feature.exit625
  br i1 %.not1379, label %search.round_pair.exit637, label %search.round_pair.body636.preheader

search.round_pair.body636.preheader:              ; preds = %search.round_pair.exit601
  %xtraiter4928 = and i64 %nonzero571.0.lcssa1970, 1
  %8817 = icmp eq i64 %8811, 0
  %unroll_iter4935 = and i64 %nonzero571.0.lcssa1970, -2
  %lcmp.mod4930.not = icmp eq i64 %xtraiter4928, 0
  %lcmp.mod4934 = icmp ne i64 %xtraiter4928, 0
  br label %search.round_pair.body636

search.feature.body624:                           ; preds = %search.feature.body624.preheader, %search.feature.body624
  %search.feature6261280 = phi i64 [ %8857, %search.feature.body624 ], [ 0, %search.feature.body624.preheader ]
  %fold_value618.01279 = phi float [ %8856, %search.feature.body624 ], [ 0.000000e+00, %search.feature.body624.preheader ]
  %fold_value613.01278 = phi float [ %8854, %search.feature.body624 ], [ 0.000000e+00, %search.feature.body624.preheader ]
  %fold_value608.01277 = phi float [ %8852, %search.feature.body624 ], [ 0.000000e+00, %search.feature.body624.preheader ]
  %niter4927 = phi i64 [ %niter4927.next.3, %search.feature.body624 ], [ 0, %search.feature.body624.preheader ]
  %8818 = getelementptr inbounds float, ptr %scratch, i64 %search.feature6261280
  %key627 = load i32, ptr %8818, align 4
  %8819 = getelementptr float, ptr %3636, i64 %search.feature6261280
  %8820 = load float, ptr %8819, align 4
  %.not1016 = icmp ult i32 %key627, %candidate607
  %8821 = select i1 %.not1016, float 0.000000e+00, float %8820
  %8822 = fadd float %fold_value608.01277, %8821
  %.not1017 = icmp ult i32 %key627, %8815
  %8823 = select i1 %.not1017, float 0.000000e+00, float %8820
  %8824 = fadd float %fold_value613.01278, %8823
  %.not1018 = icmp ult i32 %key627, %8816
  %8825 = select i1 %.not1018, float 0.000000e+00, float %8820
  %8826 = fadd float %fold_value618.01279, %8825
  %8827 = or disjoint i64 %search.feature6261280, 1
  %8828 = getelementptr inbounds float, ptr %scratch, i64 %8827
  %key627.1 = load i32, ptr %8828, align 4
  %8829 = getelementptr float, ptr %3636, i64 %8827
  %8830 = load float, ptr %8829, align 4
  %.not1016.1 = icmp ult i32 %key627.1, %candidate607
  %8831 = select i1 %.not1016.1, float 0.000000e+00, float %8830
  %8832 = fadd float %8822, %8831
  %.not1017.1 = icmp ult i32 %key627.1, %8815
  %8833 = select i1 %.not1017.1, float 0.000000e+00, float %8830
  %8834 = fadd float %8824, %8833
  %.not1018.1 = icmp ult i32 %key627.1, %8816
  %8835 = select i1 %.not1018.1, float 0.000000e+00, float %8830
  %8836 = fadd float %8826, %8835
  %8837 = or disjoint i64 %search.feature6261280, 2
  %8838 = getelementptr inbounds float, ptr %scratch, i64 %8837
  %key627.2 = load i32, ptr %8838, align 4
  %8839 = getelementptr float, ptr %3636, i64 %8837
  %8840 = load float, ptr %8839, align 4
  %.not1016.2 = icmp ult i32 %key627.2, %candidate607
  %8841 = select i1 %.not1016.2, float 0.000000e+00, float %8840
  %8842 = fadd float %8832, %8841
  %.not1017.2 = icmp ult i32 %key627.2, %8815
  %8843 = select i1 %.not1017.2, float 0.000000e+00, float %8840
  %8844 = fadd float %8834, %8843
  %.not1018.2 = icmp ult i32 %key627.2, %8816
  %8845 = select i1 %.not1018.2, float 0.000000e+00, float %8840
  %8846 = fadd float %8836, %8845
  %8847 = or disjoint i64 %search.feature6261280, 3
  %8848 = getelementptr inbounds float, ptr %scratch, i64 %8847
  %key627.3 = load i32, ptr %8848, align 4
  %8849 = getelementptr float, ptr %3636, i64 %8847
  %8850 = load float, ptr %8849, align 4
  %.not1016.3 = icmp ult i32 %key627.3, %candidate607
  %8851 = select i1 %.not1016.3, float 0.000000e+00, float %8850
  %8852 = fadd float %8842, %8851
  %.not1017.3 = icmp ult i32 %key627.3, %8815
  %8853 = select i1 %.not1017.3, float 0.000000e+00, float %8850
  %8854 = fadd float %8844, %8853
  %.not1018.3 = icmp ult i32 %key627.3, %8816
  %8855 = select i1 %.not1018.3, float 0.000000e+00, float %8850
  %8856 = fadd float %8846, %8855
  %8857 = add nuw i64 %search.feature6261280, 4
  %niter4927.next.3 = add i64 %niter4927, 4
  %niter4927.ncmp.3 = icmp eq i64 %niter4927.next.3, %unroll_iter4926
  br i1 %niter4927.ncmp.3, label %search.feature.exit625.loopexit.unr-lcssa, label %search.feature.body624

search.feature.exit625.loopexit.unr-lcssa:        ; preds = %search.feature.body624
  br i1 %lcmp.mod4921.not, label %search.feature.exit625, label %search.feature.body624.epil.preheader

search.feature.body624.epil.preheader:            ; preds = %search.feature.exit625.loopexit.unr-lcssa, %search.feature.body624.preheader
  %search.feature6261280.epil.init = phi i64 [ 0, %search.feature.body624.preheader ], [ %8857, %search.feature.exit625.loopexit.unr-lcssa ]
  %fold_value618.01279.epil.init = phi float [ 0.000000e+00, %search.feature.body624.preheader ], [ %8856, %search.feature.exit625.loopexit.unr-lcssa ]
  %fold_value613.01278.epil.init = phi float [ 0.000000e+00, %search.feature.body624.preheader ], [ %8854, %search.feature.exit625.loopexit.unr-lcssa ]
  %fold_value608.01277.epil.init = phi float [ 0.000000e+00, %search.feature.body624.preheader ], [ %8852, %search.feature.exit625.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4925)
  br label %search.feature.body624.epil

search.feature.body624.epil:                      ; preds = %search.feature.body624.epil, %search.feature.body624.epil.preheader
  %search.feature6261280.epil = phi i64 [ %8867, %search.feature.body624.epil ], [ %search.feature6261280.epil.init, %search.feature.body624.epil.preheader ]
  %fold_value618.01279.epil = phi float [ %8866, %search.feature.body624.epil ], [ %fold_value618.01279.epil.init, %search.feature.body624.epil.preheader ]
  %fold_value613.01278.epil = phi float [ %8864, %search.feature.body624.epil ], [ %fold_value613.01278.epil.init, %search.feature.body624.epil.preheader ]
  %fold_value608.01277.epil = phi float [ %8862, %search.feature.body624.epil ], [ %fold_value608.01277.epil.init, %search.feature.body624.epil.preheader ]
  %epil.iter4920 = phi i64 [ %epil.iter4920.next, %search.feature.body624.epil ], [ 0, %search.feature.body624.epil.preheader ]
  %8858 = getelementptr inbounds float, ptr %scratch, i64 %search.feature6261280.epil
  %key627.epil = load i32, ptr %8858, align 4
  %8859 = getelementptr float, ptr %3636, i64 %search.feature6261280.epil
  %8860 = load float, ptr %8859, align 4
  %.not1016.epil = icmp ult i32 %key627.epil, %candidate607
  %8861 = select i1 %.not1016.epil, float 0.000000e+00, float %8860
  %8862 = fadd float %fold_value608.01277.epil, %8861
  %.not1017.epil = icmp ult i32 %key627.epil, %8815
  %8863 = select i1 %.not1017.epil, float 0.000000e+00, float %8860
  %8864 = fadd float %fold_value613.01278.epil, %8863
  %.not1018.epil = icmp ult i32 %key627.epil, %8816
  %8865 = select i1 %.not1018.epil, float 0.000000e+00, float %8860
  %8866 = fadd float %fold_value618.01279.epil, %8865
  %8867 = add nuw i64 %search.feature6261280.epil, 1
  %epil.iter4920.next = add i64 %epil.iter4920, 1
  %epil.iter4920.cmp.not = icmp eq i64 %epil.iter4920.next, %xtraiter4919
  br i1 %epil.iter4920.cmp.not, label %search.feature.exit625, label %search.feature.body624.epil, !llvm.loop !142

search.feature.exit625:                           ; preds = %search.feature.exit625.loopexit.unr-lcssa, %search.feature.body624.epil, %search.round_pair.body600
  %fold_value608.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body600 ], [ %8852, %search.feature.exit625.loopexit.unr-lcssa ], [ %8862, %search.feature.body624.epil ]
  %fold_value613.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body600 ], [ %8854, %search.feature.exit625.loopexit.unr-lcssa ], [ %8864, %search.feature.body624.epil ]
  %fold_value618.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body600 ], [ %8856, %search.feature.exit625.loopexit.unr-lcssa ], [ %8866, %search.feature.body624.epil ]
  %8868 = fcmp oge float %fold_value608.0.lcssa, %top_p
  %8869 = select i1 %8868, i32 %candidate607, i32 %search_hi598.01284
  %8870 = select i1 %8868, i32 %8815, i32 %8816
  %8871 = select i1 %8868, float %fold_value613.0.lcssa, float %fold_value618.0.lcssa
  %8872 = fcmp oge float %8871, %top_p
  %8873 = select i1 %8872, i32 %8870, i32 %8869
  %8874 = add nuw nsw i64 %search.round_pair6021285, 1
  %exitcond1533.not = icmp eq i64 %8874, 16
  br i1 %exitcond1533.not, label %search.round_pair.exit601, label %search.round_pair.body600

search.round_pair.body636:                        ; preds = %search.round_pair.body636.preheader, %search.feature.exit661
  %search.round_pair6381294 = phi i64 [ %8964, %search.feature.exit661 ], [ 0, %search.round_pair.body636.preheader ]
  %search_lo633.01293 = phi i64 [ %8963, %search.feature.exit661 ], [ 0, %search.round_pair.body636.preheader ]
  %first_round639 = shl nuw nsw i64 %search.round_pair6381294, 1
  %second_round640 = or disjoint i64 %first_round639, 1
  %8875 = icmp samesign ult i64 %second_round640, %index_bits
  %8876 = select i1 %8875, i64 %second_round640, i64 %first_round639
  %8877 = sub nsw i64 %3645, %8876
  %bit641 = shl nuw i64 1, %8877
  %8878 = select i1 %8875, i64 %bit641, i64 0
  %8879 = sub nsw i64 %3645, %first_round639
  %bit642 = shl nuw i64 1, %8879
  %candidate643 = or i64 %bit642, %search_lo633.01293
  %8880 = or i64 %8878, %candidate643
  %8881 = or i64 %8878, %search_lo633.01293
  br i1 %.not14021971, label %search.feature.exit661, label %search.feature.body660.preheader

search.feature.body660.preheader:                 ; preds = %search.round_pair.body636
  br i1 %8817, label %search.feature.body660.epil.preheader, label %search.feature.body660

search.round_pair.exit637:                        ; preds = %search.feature.exit661, %search.round_pair.exit601
  %search_lo633.0.lcssa = phi i64 [ 0, %search.round_pair.exit601 ], [ %8963, %search.feature.exit661 ]
  %8882 = and i32 %8873, 2147483647
  %8883 = xor i32 %8873, -1
  %.not10141015 = icmp slt i32 %8873, 0
  %8884 = select i1 %.not10141015, i32 %8882, i32 %8883
  %8885 = bitcast i32 %8884 to float
  %8886 = sub i64 %mask, %search_lo633.0.lcssa
  %search_index666 = uitofp i64 %8886 to float
  br label %gumbel.philox.header699.preheader

search.feature.body660:                           ; preds = %search.feature.body660.preheader, %search.feature.body660
  %search.feature6621289 = phi i64 [ %8934, %search.feature.body660 ], [ 0, %search.feature.body660.preheader ]
  %fold_value654.01288 = phi float [ %8933, %search.feature.body660 ], [ 0.000000e+00, %search.feature.body660.preheader ]
  %fold_value649.01287 = phi float [ %8928, %search.feature.body660 ], [ 0.000000e+00, %search.feature.body660.preheader ]
  %fold_value644.01286 = phi float [ %8923, %search.feature.body660 ], [ 0.000000e+00, %search.feature.body660.preheader ]
  %niter4936 = phi i64 [ %niter4936.next.1, %search.feature.body660 ], [ 0, %search.feature.body660.preheader ]
  %8887 = getelementptr inbounds float, ptr %scratch, i64 %search.feature6621289
  %key663 = load i32, ptr %8887, align 4
  %8888 = getelementptr float, ptr %3637, i64 %search.feature6621289
  %f664 = load i32, ptr %8888, align 4
  %8889 = zext i32 %f664 to i64
  %8890 = getelementptr float, ptr %3636, i64 %search.feature6621289
  %8891 = load float, ptr %8890, align 4
  %8892 = icmp ugt i32 %key663, %8873
  %8893 = icmp eq i32 %key663, %8873
  %8894 = sub nsw i64 %mask, %8889
  %8895 = icmp uge i64 %8894, %candidate643
  %8896 = and i1 %8893, %8895
  %8897 = or i1 %8892, %8896
  %8898 = select i1 %8897, float %8891, float 0.000000e+00
  %8899 = fadd float %fold_value644.01286, %8898
  %8900 = icmp uge i64 %8894, %8880
  %8901 = and i1 %8893, %8900
  %8902 = or i1 %8892, %8901
  %8903 = select i1 %8902, float %8891, float 0.000000e+00
  %8904 = fadd float %fold_value649.01287, %8903
  %8905 = icmp uge i64 %8894, %8881
  %8906 = and i1 %8893, %8905
  %8907 = or i1 %8892, %8906
  %8908 = select i1 %8907, float %8891, float 0.000000e+00
  %8909 = fadd float %fold_value654.01288, %8908
  %8910 = or disjoint i64 %search.feature6621289, 1
  %8911 = getelementptr inbounds float, ptr %scratch, i64 %8910
  %key663.1 = load i32, ptr %8911, align 4
  %8912 = getelementptr float, ptr %3637, i64 %8910
  %f664.1 = load i32, ptr %8912, align 4
  %8913 = zext i32 %f664.1 to i64
  %8914 = getelementptr float, ptr %3636, i64 %8910
  %8915 = load float, ptr %8914, align 4
  %8916 = icmp ugt i32 %key663.1, %8873
  %8917 = icmp eq i32 %key663.1, %8873
  %8918 = sub nsw i64 %mask, %8913
  %8919 = icmp uge i64 %8918, %candidate643
  %8920 = and i1 %8917, %8919
  %8921 = or i1 %8916, %8920
  %8922 = select i1 %8921, float %8915, float 0.000000e+00
  %8923 = fadd float %8899, %8922
  %8924 = icmp uge i64 %8918, %8880
  %8925 = and i1 %8917, %8924
  %8926 = or i1 %8916, %8925
  %8927 = select i1 %8926, float %8915, float 0.000000e+00
  %8928 = fadd float %8904, %8927
  %8929 = icmp uge i64 %8918, %8881
  %8930 = and i1 %8917, %8929
  %8931 = or i1 %8916, %8930
  %8932 = select i1 %8931, float %8915, float 0.000000e+00
  %8933 = fadd float %8909, %8932
  %8934 = add nuw i64 %search.feature6621289, 2
  %niter4936.next.1 = add i64 %niter4936, 2
  %niter4936.ncmp.1 = icmp eq i64 %niter4936.next.1, %unroll_iter4935
  br i1 %niter4936.ncmp.1, label %search.feature.exit661.loopexit.unr-lcssa, label %search.feature.body660

search.feature.exit661.loopexit.unr-lcssa:        ; preds = %search.feature.body660
  br i1 %lcmp.mod4930.not, label %search.feature.exit661, label %search.feature.body660.epil.preheader

search.feature.body660.epil.preheader:            ; preds = %search.feature.exit661.loopexit.unr-lcssa, %search.feature.body660.preheader
  %search.feature6621289.epil.init = phi i64 [ 0, %search.feature.body660.preheader ], [ %8934, %search.feature.exit661.loopexit.unr-lcssa ]
  %fold_value654.01288.epil.init = phi float [ 0.000000e+00, %search.feature.body660.preheader ], [ %8933, %search.feature.exit661.loopexit.unr-lcssa ]
  %fold_value649.01287.epil.init = phi float [ 0.000000e+00, %search.feature.body660.preheader ], [ %8928, %search.feature.exit661.loopexit.unr-lcssa ]
  %fold_value644.01286.epil.init = phi float [ 0.000000e+00, %search.feature.body660.preheader ], [ %8923, %search.feature.exit661.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4934)
  %8935 = getelementptr inbounds float, ptr %scratch, i64 %search.feature6621289.epil.init
  %key663.epil = load i32, ptr %8935, align 4
  %8936 = getelementptr float, ptr %3637, i64 %search.feature6621289.epil.init
  %f664.epil = load i32, ptr %8936, align 4
  %8937 = zext i32 %f664.epil to i64
  %8938 = getelementptr float, ptr %3636, i64 %search.feature6621289.epil.init
  %8939 = load float, ptr %8938, align 4
  %8940 = icmp ugt i32 %key663.epil, %8873
  %8941 = icmp eq i32 %key663.epil, %8873
  %8942 = sub nsw i64 %mask, %8937
  %8943 = icmp uge i64 %8942, %candidate643
  %8944 = and i1 %8941, %8943
  %8945 = or i1 %8940, %8944
  %8946 = select i1 %8945, float %8939, float 0.000000e+00
  %8947 = fadd float %fold_value644.01286.epil.init, %8946
  %8948 = icmp uge i64 %8942, %8880
  %8949 = and i1 %8941, %8948
  %8950 = or i1 %8940, %8949
  %8951 = select i1 %8950, float %8939, float 0.000000e+00
  %8952 = fadd float %fold_value649.01287.epil.init, %8951
  %8953 = icmp uge i64 %8942, %8881
  %8954 = and i1 %8941, %8953
  %8955 = or i1 %8940, %8954
  %8956 = select i1 %8955, float %8939, float 0.000000e+00
  %8957 = fadd float %fold_value654.01288.epil.init, %8956
  br label %search.feature.exit661

search.feature.exit661:                           ; preds = %search.feature.body660.epil.preheader, %search.feature.exit661.loopexit.unr-lcssa, %search.round_pair.body636
  %fold_value644.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body636 ], [ %8923, %search.feature.exit661.loopexit.unr-lcssa ], [ %8947, %search.feature.body660.epil.preheader ]
  %fold_value649.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body636 ], [ %8928, %search.feature.exit661.loopexit.unr-lcssa ], [ %8952, %search.feature.body660.epil.preheader ]
  %fold_value654.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body636 ], [ %8933, %search.feature.exit661.loopexit.unr-lcssa ], [ %8957, %search.feature.body660.epil.preheader ]
  %8958 = fcmp oge float %fold_value644.0.lcssa, %top_p
  %8959 = select i1 %8958, i64 %candidate643, i64 %search_lo633.01293
  %8960 = select i1 %8958, i64 %8880, i64 %8881
  %8961 = select i1 %8958, float %fold_value649.0.lcssa, float %fold_value654.0.lcssa
  %8962 = fcmp oge float %8961, %top_p
  %8963 = select i1 %8962, i64 %8960, i64 %8959
  %8964 = add nuw nsw i64 %search.round_pair6381294, 1
  %exitcond1535.not = icmp eq i64 %8964, %round_pairs
  br i1 %exitcond1535.not, label %search.round_pair.exit637, label %search.round_pair.body636

listed.header684.preheader:                       ; preds = %search.feature.exit490, %search.round_pair.exit529
  %uniforms.sroa.118.0 = phi float [ 0x7FF0000000000000, %search.feature.exit490 ], [ %search_index558, %search.round_pair.exit529 ]
  %uniforms.sroa.111.0 = phi float [ 0xFFF0000000000000, %search.feature.exit490 ], [ %8599, %search.round_pair.exit529 ]
  %.not1405 = icmp eq i64 %listed.0185818741890192919431960, 0
  br i1 %.not1405, label %guard.done672, label %listed.body685.lr.ph

listed.body685.lr.ph:                             ; preds = %listed.header684.preheader
  %.reass.reass = xor i64 %row1334, %invariant.op1335
  %8965 = and i64 %.reass.reass, 4294967295
  %8966 = mul nuw i64 %8965, 3528531795
  %8967 = lshr i64 %8966, 32
  %8968 = xor i64 %8967, %3653
  %invariant.op5316 = xor i64 %8966, %3655
  br label %listed.body685

gumbel.philox.header699.preheader:                ; preds = %search.round_pair.exit637, %search.feature.exit591
  %uniforms.sroa.118.0.ph = phi float [ 0x7FF0000000000000, %search.feature.exit591 ], [ %search_index666, %search.round_pair.exit637 ]
  %uniforms.sroa.111.0.ph = phi float [ 0xFFF0000000000000, %search.feature.exit591 ], [ %8885, %search.round_pair.exit637 ]
  br i1 %.not1356, label %max_block.exit729, label %gumbel.philox.body700.lr.ph

gumbel.philox.body700.lr.ph:                      ; preds = %gumbel.philox.header699.preheader
  %.reass1301.reass = xor i64 %row1334, %invariant.op1335
  %8969 = and i64 %.reass1301.reass, 4294967295
  %8970 = mul nuw i64 %8969, 3528531795
  %8971 = lshr i64 %8970, 32
  %8972 = xor i64 %8971, %3653
  br i1 %min.iters.check2542, label %gumbel.philox.body700.preheader, label %vector.ph2543

vector.ph2543:                                    ; preds = %gumbel.philox.body700.lr.ph
  %broadcast.splatinsert2548 = insertelement <8 x i64> poison, i64 %8972, i64 0
  %broadcast.splat2549 = shufflevector <8 x i64> %broadcast.splatinsert2548, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar4416 = xor i64 %3655, %8970
  %.scalar4417 = and i64 %.scalar4416, 4294967295
  %8973 = insertelement <8 x i64> poison, i64 %.scalar4417, i64 0
  %.masked4393 = shufflevector <8 x i64> %8973, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body2584

vector.body2584:                                  ; preds = %vector.body2584, %vector.ph2543
  %index2585 = phi i64 [ 0, %vector.ph2543 ], [ %index.next2587, %vector.body2584 ]
  %vec.ind2586 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2543 ], [ %vec.ind.next2588, %vector.body2584 ]
  %8974 = and <8 x i64> %vec.ind2586, splat (i64 4294967295)
  %8975 = mul nuw <8 x i64> %8974, splat (i64 3528531795)
  %8976 = xor <8 x i64> %broadcast.splat2551, %8975
  %8977 = lshr <8 x i64> %8976, splat (i64 32)
  %8978 = mul nuw <8 x i64> %8977, splat (i64 3449720151)
  %8979 = lshr <8 x i64> %8978, splat (i64 32)
  %8980 = xor <8 x i64> %broadcast.splat2549, %8975
  %8981 = xor <8 x i64> %.masked4392, %8979
  %8982 = mul nuw <8 x i64> %8981, splat (i64 3528531795)
  %8983 = and <8 x i64> %8980, splat (i64 4294967295)
  %8984 = mul nuw <8 x i64> %8983, splat (i64 3449720151)
  %8985 = lshr <8 x i64> %8982, splat (i64 32)
  %8986 = lshr <8 x i64> %8984, splat (i64 32)
  %8987 = xor <8 x i64> %8986, %broadcast.splat2557
  %8988 = xor <8 x i64> %8987, %8978
  %8989 = and <8 x i64> %8988, splat (i64 4294967295)
  %8990 = mul nuw <8 x i64> %8989, splat (i64 3528531795)
  %8991 = xor <8 x i64> %.masked4393, %8985
  %8992 = mul nuw <8 x i64> %8991, splat (i64 3449720151)
  %8993 = lshr <8 x i64> %8990, splat (i64 32)
  %8994 = lshr <8 x i64> %8992, splat (i64 32)
  %8995 = xor <8 x i64> %broadcast.splat2561, %8994
  %8996 = xor <8 x i64> %8995, %8984
  %8997 = xor <8 x i64> %8993, %broadcast.splat2563
  %8998 = xor <8 x i64> %8997, %8982
  %8999 = and <8 x i64> %8996, splat (i64 4294967295)
  %9000 = mul nuw <8 x i64> %8999, splat (i64 3528531795)
  %9001 = and <8 x i64> %8998, splat (i64 4294967295)
  %9002 = mul nuw <8 x i64> %9001, splat (i64 3449720151)
  %9003 = lshr <8 x i64> %9000, splat (i64 32)
  %9004 = lshr <8 x i64> %9002, splat (i64 32)
  %9005 = xor <8 x i64> %9004, %broadcast.splat2565
  %9006 = xor <8 x i64> %9005, %8992
  %9007 = xor <8 x i64> %broadcast.splat2567, %9003
  %9008 = xor <8 x i64> %9007, %8990
  %9009 = and <8 x i64> %9006, splat (i64 4294967295)
  %9010 = mul nuw <8 x i64> %9009, splat (i64 3528531795)
  %9011 = and <8 x i64> %9008, splat (i64 4294967295)
  %9012 = mul nuw <8 x i64> %9011, splat (i64 3449720151)
  %9013 = lshr <8 x i64> %9010, splat (i64 32)
  %9014 = lshr <8 x i64> %9012, splat (i64 32)
  %9015 = xor <8 x i64> %broadcast.splat2569, %9014
  %9016 = xor <8 x i64> %9015, %9002
  %9017 = xor <8 x i64> %9013, %broadcast.splat2571
  %9018 = xor <8 x i64> %9017, %9000
  %9019 = and <8 x i64> %9016, splat (i64 4294967295)
  %9020 = mul nuw <8 x i64> %9019, splat (i64 3528531795)
  %9021 = and <8 x i64> %9018, splat (i64 4294967295)
  %9022 = mul nuw <8 x i64> %9021, splat (i64 3449720151)
  %9023 = lshr <8 x i64> %9020, splat (i64 32)
  %9024 = lshr <8 x i64> %9022, splat (i64 32)
  %9025 = xor <8 x i64> %9024, %broadcast.splat2573
  %9026 = xor <8 x i64> %9025, %9012
  %9027 = xor <8 x i64> %broadcast.splat2575, %9023
  %9028 = xor <8 x i64> %9027, %9010
  %9029 = and <8 x i64> %9026, splat (i64 4294967295)
  %9030 = mul nuw <8 x i64> %9029, splat (i64 3528531795)
  %9031 = and <8 x i64> %9028, splat (i64 4294967295)
  %9032 = mul nuw <8 x i64> %9031, splat (i64 3449720151)
  %9033 = lshr <8 x i64> %9030, splat (i64 32)
  %9034 = lshr <8 x i64> %9032, splat (i64 32)
  %9035 = xor <8 x i64> %broadcast.splat2577, %9034
  %9036 = xor <8 x i64> %9035, %9022
  %9037 = xor <8 x i64> %9033, %broadcast.splat2579
  %9038 = xor <8 x i64> %9037, %9020
  %9039 = and <8 x i64> %9036, splat (i64 4294967295)
  %9040 = mul nuw <8 x i64> %9039, splat (i64 3528531795)
  %9041 = lshr <8 x i64> %9040, splat (i64 32)
  %9042 = trunc <8 x i64> %9038 to <8 x i32>
  %9043 = mul <8 x i32> %9042, splat (i32 -845247145)
  %9044 = xor <8 x i64> %broadcast.splat2581, %9041
  %9045 = xor <8 x i64> %9044, %9030
  %9046 = and <8 x i64> %9045, splat (i64 4294967295)
  %9047 = mul nuw <8 x i64> %9046, splat (i64 3449720151)
  %9048 = lshr <8 x i64> %9047, splat (i64 32)
  %9049 = trunc nuw <8 x i64> %9048 to <8 x i32>
  %9050 = xor <8 x i32> %9043, %9049
  %9051 = xor <8 x i32> %9050, %broadcast.splat2583
  %9052 = getelementptr inbounds float, ptr %3636, i64 %index2585
  store <8 x i32> %9051, ptr %9052, align 4
  %index.next2587 = add nuw i64 %index2585, 8
  %vec.ind.next2588 = add nuw <8 x i64> %vec.ind2586, splat (i64 8)
  %9053 = icmp eq i64 %index.next2587, %n.vec2545
  br i1 %9053, label %middle.block2589, label %vector.body2584, !llvm.loop !143

middle.block2589:                                 ; preds = %vector.body2584
  br i1 %cmp.n2590, label %gumbel.body704.preheader, label %gumbel.philox.body700.preheader

gumbel.philox.body700.preheader:                  ; preds = %gumbel.philox.body700.lr.ph, %middle.block2589
  %gumbel.philox7021302.ph = phi i64 [ 0, %gumbel.philox.body700.lr.ph ], [ %n.vec2545, %middle.block2589 ]
  %invariant.op5314 = xor i64 %8970, %3655
  br label %gumbel.philox.body700

guard.done672:                                    ; preds = %listed.header684.preheader, %listed.exit686.loopexit, %guard.done313, %fold_tail.exit735
  %uniforms.sroa.25.01865 = phi float [ %uniforms.sroa.25.0186318711895192719471958, %listed.header684.preheader ], [ %uniforms.sroa.25.0, %fold_tail.exit735 ], [ %uniforms.sroa.25.0, %guard.done313 ], [ %uniforms.sroa.25.0186318711895192719471958, %listed.exit686.loopexit ]
  %uniforms.sroa.56.01862 = phi float [ %uniforms.sroa.56.0186018731893192819451959, %listed.header684.preheader ], [ %uniforms.sroa.56.0, %fold_tail.exit735 ], [ %uniforms.sroa.56.0, %guard.done313 ], [ %uniforms.sroa.56.0186018731893192819451959, %listed.exit686.loopexit ]
  %listed.01859 = phi i64 [ 0, %listed.header684.preheader ], [ %listed.0, %fold_tail.exit735 ], [ %listed.0, %guard.done313 ], [ %listed.0185818741890192919431960, %listed.exit686.loopexit ]
  %uniforms.sroa.125.0 = phi float [ 0.000000e+00, %listed.header684.preheader ], [ %argmax738, %fold_tail.exit735 ], [ 0.000000e+00, %guard.done313 ], [ %9292, %listed.exit686.loopexit ]
  br i1 %guard741, label %guard.then742, label %guard.done744

listed.body685:                                   ; preds = %listed.body685.lr.ph, %listed.body685
  %listed6871298 = phi i64 [ 0, %listed.body685.lr.ph ], [ %9291, %listed.body685 ]
  %fold_index679.01297 = phi i64 [ 0, %listed.body685.lr.ph ], [ %9290, %listed.body685 ]
  %fold_value678.01296 = phi float [ 0xFFF0000000000000, %listed.body685.lr.ph ], [ %9289, %listed.body685 ]
  %9054 = getelementptr float, ptr %3641, i64 %listed6871298
  %f688 = load i32, ptr %9054, align 4
  %f689 = zext i32 %f688 to i64
  %9055 = getelementptr inbounds nuw float, ptr %3760, i64 %f689
  %9056 = load float, ptr %9055, align 4
  %9057 = fmul float %inv_t, %9056
  %feature690 = uitofp i32 %f688 to float
  %9058 = fcmp ogt float %9056, %uniforms.sroa.25.0186318711895192719471958
  %9059 = select i1 %9058, float 1.000000e+00, float 0.000000e+00
  %9060 = fcmp oeq float %9056, %uniforms.sroa.25.0186318711895192719471958
  %9061 = fcmp oge float %uniforms.sroa.56.0186018731893192819451959, %feature690
  %9062 = select i1 %9060, i1 %9061, i1 false
  %9063 = select i1 %9062, float 1.000000e+00, float 0.000000e+00
  %9064 = fcmp ogt float %9063, %9059
  %max691 = select i1 %9064, float %9063, float %9059
  %9065 = fsub float %9057, %uniforms.sroa.87.01897192619491957
  %9066 = fcmp olt float %9065, -1.040000e+02
  %9067 = select i1 %9066, float -1.040000e+02, float %9065
  %9068 = fcmp ogt float %9067, 8.900000e+01
  %9069 = select i1 %9068, float 8.900000e+01, float %9067
  %9070 = fmul float %9069, 0x3FF7154760000000
  %9071 = fadd float %9070, 0x4168000000000000
  %9072 = fadd float %9071, 0xC168000000000000
  %9073 = bitcast float %9071 to i32
  %9074 = fmul float %9072, 0x3FE62E4000000000
  %9075 = fsub float %9069, %9074
  %9076 = fmul float %9072, 0x3EB7F7D1C0000000
  %9077 = fsub float %9075, %9076
  %9078 = fmul float %9077, %9077
  %9079 = fmul float %9078, 0x3E66376980000000
  %9080 = fadd float %9079, 0xBEBBBD41C0000000
  %9081 = fmul float %9078, %9080
  %9082 = fadd float %9081, 0x3F11566AA0000000
  %9083 = fmul float %9078, %9082
  %9084 = fadd float %9083, 0xBF66C16C20000000
  %9085 = fmul float %9078, %9084
  %9086 = fadd float %9085, 0x3FC5555560000000
  %9087 = fmul float %9078, %9086
  %9088 = fsub float %9077, %9087
  %9089 = fmul float %9077, %9088
  %9090 = fsub float 2.000000e+00, %9088
  %9091 = fdiv float %9089, %9090
  %9092 = fsub float %9076, %9091
  %9093 = fsub float %9075, %9092
  %9094 = fadd float %9093, 1.000000e+00
  %9095 = add i32 %9073, -1262485248
  %9096 = lshr i32 %9095, 1
  %9097 = add i32 %9073, 255
  %9098 = sub i32 %9097, %9096
  %9099 = shl i32 %9096, 23
  %9100 = add i32 %9099, -8388608
  %9101 = shl i32 %9098, 23
  %9102 = bitcast i32 %9100 to float
  %9103 = bitcast i32 %9101 to float
  %9104 = fmul float %9094, %9102
  %9105 = fmul float %9104, %9103
  %9106 = fcmp uno float %9065, 0.000000e+00
  %9107 = select i1 %9106, float 0x7FF8000000000000, float %9105
  %9108 = fdiv float %9107, %uniforms.sroa.100.0193019411961
  %9109 = fcmp une float %max691, 0.000000e+00
  %9110 = fadd float %9108, 0.000000e+00
  %9111 = select i1 %9109, float %9110, float -1.000000e+00
  %9112 = fcmp ogt float %9111, %uniforms.sroa.111.0
  %9113 = select i1 %9112, float 1.000000e+00, float 0.000000e+00
  %9114 = fcmp oeq float %9111, %uniforms.sroa.111.0
  %9115 = fcmp oge float %uniforms.sroa.118.0, %feature690
  %9116 = select i1 %9114, i1 %9115, i1 false
  %9117 = select i1 %9116, float 1.000000e+00, float 0.000000e+00
  %9118 = fcmp ogt float %9117, %9113
  %max693 = select i1 %9118, float %9117, float %9113
  %9119 = fmul float %max691, %max693
  %9120 = mul nuw i64 %f689, 3528531795
  %9121 = xor i64 %3651, %9120
  %9122 = lshr i64 %9121, 32
  %9123 = mul nuw i64 %9122, 3449720151
  %9124 = lshr i64 %9123, 32
  %.reass2131.reass = xor i64 %9124, %invariant.op5315
  %9125 = xor i64 %8968, %9120
  %9126 = and i64 %.reass2131.reass, 4294967295
  %9127 = mul nuw i64 %9126, 3528531795
  %9128 = and i64 %9125, 4294967295
  %9129 = mul nuw i64 %9128, 3449720151
  %9130 = lshr i64 %9127, 32
  %9131 = lshr i64 %9129, 32
  %9132 = xor i64 %9131, %3654
  %9133 = xor i64 %9132, %9123
  %.reass2133.reass = xor i64 %9130, %invariant.op5316
  %9134 = and i64 %9133, 4294967295
  %9135 = mul nuw i64 %9134, 3528531795
  %9136 = and i64 %.reass2133.reass, 4294967295
  %9137 = mul nuw i64 %9136, 3449720151
  %9138 = lshr i64 %9135, 32
  %9139 = lshr i64 %9137, 32
  %9140 = xor i64 %3656, %9139
  %9141 = xor i64 %9140, %9129
  %9142 = xor i64 %9138, %3657
  %9143 = xor i64 %9142, %9127
  %9144 = and i64 %9141, 4294967295
  %9145 = mul nuw i64 %9144, 3528531795
  %9146 = and i64 %9143, 4294967295
  %9147 = mul nuw i64 %9146, 3449720151
  %9148 = lshr i64 %9145, 32
  %9149 = lshr i64 %9147, 32
  %9150 = xor i64 %9149, %3658
  %9151 = xor i64 %9150, %9137
  %9152 = xor i64 %3659, %9148
  %9153 = xor i64 %9152, %9135
  %9154 = and i64 %9151, 4294967295
  %9155 = mul nuw i64 %9154, 3528531795
  %9156 = and i64 %9153, 4294967295
  %9157 = mul nuw i64 %9156, 3449720151
  %9158 = lshr i64 %9155, 32
  %9159 = lshr i64 %9157, 32
  %9160 = xor i64 %3660, %9159
  %9161 = xor i64 %9160, %9147
  %9162 = xor i64 %9158, %3661
  %9163 = xor i64 %9162, %9145
  %9164 = and i64 %9161, 4294967295
  %9165 = mul nuw i64 %9164, 3528531795
  %9166 = and i64 %9163, 4294967295
  %9167 = mul nuw i64 %9166, 3449720151
  %9168 = lshr i64 %9165, 32
  %9169 = lshr i64 %9167, 32
  %9170 = xor i64 %9169, %3662
  %9171 = xor i64 %9170, %9157
  %9172 = xor i64 %3663, %9168
  %9173 = xor i64 %9172, %9155
  %9174 = and i64 %9171, 4294967295
  %9175 = mul nuw i64 %9174, 3528531795
  %9176 = and i64 %9173, 4294967295
  %9177 = mul nuw i64 %9176, 3449720151
  %9178 = lshr i64 %9175, 32
  %9179 = lshr i64 %9177, 32
  %9180 = xor i64 %3664, %9179
  %9181 = xor i64 %9180, %9167
  %9182 = xor i64 %9178, %3665
  %9183 = xor i64 %9182, %9165
  %9184 = and i64 %9181, 4294967295
  %9185 = mul nuw i64 %9184, 3528531795
  %9186 = lshr i64 %9185, 32
  %9187 = trunc i64 %9183 to i32
  %9188 = mul i32 %9187, -845247145
  %9189 = xor i64 %3666, %9186
  %9190 = xor i64 %9189, %9175
  %9191 = and i64 %9190, 4294967295
  %9192 = mul nuw i64 %9191, 3449720151
  %9193 = lshr i64 %9192, 32
  %9194 = trunc nuw i64 %9193 to i32
  %9195 = xor i32 %9188, %9194
  %9196 = xor i32 %9195, %3667
  %9197 = uitofp i32 %9196 to double
  %9198 = fadd double %9197, 5.000000e-01
  %9199 = fmul double %9198, 0x3DF0000000000000
  %9200 = bitcast double %9199 to i64
  %9201 = lshr i64 %9200, 32
  %9202 = add nuw nsw i64 %9201, 614242
  %9203 = lshr i64 %9202, 20
  %9204 = add nsw i64 %9203, -1023
  %9205 = shl nuw i64 %9202, 32
  %9206 = and i64 %9205, 4503595332403200
  %9207 = add nuw nsw i64 %9206, 4604544269498187776
  %9208 = and i64 %9200, 4294967295
  %9209 = or disjoint i64 %9207, %9208
  %9210 = bitcast i64 %9209 to double
  %9211 = fadd double %9210, -1.000000e+00
  %9212 = fmul double %9211, 5.000000e-01
  %9213 = fmul double %9211, %9212
  %9214 = fadd double %9211, 2.000000e+00
  %9215 = fdiv double %9211, %9214
  %9216 = fmul double %9215, %9215
  %9217 = fmul double %9216, %9216
  %9218 = fmul double %9217, 0x3FC39A09D078C69F
  %9219 = fadd double %9218, 0x3FCC71C51D8E78AF
  %9220 = fmul double %9217, %9219
  %9221 = fadd double %9220, 0x3FD999999997FA04
  %9222 = fmul double %9217, %9221
  %9223 = fmul double %9217, 0x3FC2F112DF3E5244
  %9224 = fadd double %9223, 0x3FC7466496CB03DE
  %9225 = fmul double %9217, %9224
  %9226 = fadd double %9225, 0x3FD2492494229359
  %9227 = fmul double %9217, %9226
  %9228 = fadd double %9227, 0x3FE5555555555593
  %9229 = fmul double %9216, %9228
  %9230 = fadd double %9222, %9229
  %9231 = sitofp i64 %9204 to double
  %9232 = fadd double %9213, %9230
  %9233 = fmul double %9215, %9232
  %9234 = fmul double %9231, 0x3DEA39EF35793C76
  %9235 = fadd double %9234, %9233
  %9236 = fsub double %9235, %9213
  %9237 = fadd double %9211, %9236
  %9238 = fmul double %9231, 0x3FE62E42FEE00000
  %9239 = fadd double %9238, %9237
  %9240 = fneg double %9239
  %9241 = bitcast double %9240 to i64
  %9242 = lshr i64 %9241, 32
  %9243 = add nuw nsw i64 %9242, 614242
  %9244 = lshr i64 %9243, 20
  %9245 = add nsw i64 %9244, -1023
  %9246 = shl i64 %9243, 32
  %9247 = and i64 %9246, 4503595332403200
  %9248 = add nuw nsw i64 %9247, 4604544269498187776
  %9249 = and i64 %9241, 4294967295
  %9250 = or disjoint i64 %9248, %9249
  %9251 = bitcast i64 %9250 to double
  %9252 = fadd double %9251, -1.000000e+00
  %9253 = fmul double %9252, 5.000000e-01
  %9254 = fmul double %9252, %9253
  %9255 = fadd double %9252, 2.000000e+00
  %9256 = fdiv double %9252, %9255
  %9257 = fmul double %9256, %9256
  %9258 = fmul double %9257, %9257
  %9259 = fmul double %9258, 0x3FC2F112DF3E5244
  %9260 = fadd double %9259, 0x3FC7466496CB03DE
  %9261 = insertelement <2 x double> poison, double %9258, i64 0
  %9262 = shufflevector <2 x double> %9261, <2 x double> poison, <2 x i32> zeroinitializer
  %9263 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %9260, i64 1
  %9264 = fmul <2 x double> %9262, %9263
  %9265 = fadd <2 x double> %9264, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %9266 = fmul <2 x double> %9262, %9265
  %9267 = fadd <2 x double> %9266, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %9268 = insertelement <2 x double> %9261, double %9257, i64 1
  %9269 = fmul <2 x double> %9268, %9267
  %shift4418 = shufflevector <2 x double> %9269, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop4419 = fadd <2 x double> %9269, %shift4418
  %9270 = extractelement <2 x double> %foldExtExtBinop4419, i64 0
  %9271 = sitofp i64 %9245 to double
  %9272 = fadd double %9254, %9270
  %9273 = fmul double %9256, %9272
  %9274 = fmul double %9271, 0x3DEA39EF35793C76
  %9275 = fadd double %9274, %9273
  %9276 = fsub double %9275, %9254
  %9277 = fadd double %9252, %9276
  %9278 = fmul double %9271, 0x3FE62E42FEE00000
  %9279 = fadd double %9278, %9277
  %9280 = fptrunc double %9279 to float
  %9281 = fsub float %9057, %9280
  %9282 = fcmp une float %9119, 0.000000e+00
  %9283 = select i1 %9109, i1 %9282, i1 false
  %9284 = select i1 %9283, float %9281, float 0xFFF0000000000000
  %9285 = fcmp ogt float %9284, %fold_value678.01296
  %9286 = fcmp uno float %9284, 0.000000e+00
  %9287 = fcmp ord float %fold_value678.01296, 0.000000e+00
  %9288 = and i1 %9287, %9286
  %take697 = or i1 %9285, %9288
  %9289 = select i1 %take697, float %9284, float %fold_value678.01296
  %9290 = select i1 %take697, i64 %f689, i64 %fold_index679.01297
  %9291 = add nuw nsw i64 %listed6871298, 1
  %exitcond1536.not = icmp eq i64 %9291, %listed.0185818741890192919431960
  br i1 %exitcond1536.not, label %listed.exit686.loopexit, label %listed.body685

listed.exit686.loopexit:                          ; preds = %listed.body685
  %9292 = uitofp nneg i64 %9290 to float
  br label %guard.done672

gumbel.philox.body700:                            ; preds = %gumbel.philox.body700.preheader, %gumbel.philox.body700
  %gumbel.philox7021302 = phi i64 [ %9372, %gumbel.philox.body700 ], [ %gumbel.philox7021302.ph, %gumbel.philox.body700.preheader ]
  %9293 = and i64 %gumbel.philox7021302, 4294967295
  %9294 = mul nuw i64 %9293, 3528531795
  %9295 = xor i64 %3651, %9294
  %9296 = lshr i64 %9295, 32
  %9297 = mul nuw i64 %9296, 3449720151
  %9298 = lshr i64 %9297, 32
  %.reass2127.reass = xor i64 %9298, %invariant.op5313
  %9299 = xor i64 %8972, %9294
  %9300 = and i64 %.reass2127.reass, 4294967295
  %9301 = mul nuw i64 %9300, 3528531795
  %9302 = and i64 %9299, 4294967295
  %9303 = mul nuw i64 %9302, 3449720151
  %9304 = lshr i64 %9301, 32
  %9305 = lshr i64 %9303, 32
  %9306 = xor i64 %9305, %3654
  %9307 = xor i64 %9306, %9297
  %.reass2129.reass = xor i64 %9304, %invariant.op5314
  %9308 = and i64 %9307, 4294967295
  %9309 = mul nuw i64 %9308, 3528531795
  %9310 = and i64 %.reass2129.reass, 4294967295
  %9311 = mul nuw i64 %9310, 3449720151
  %9312 = lshr i64 %9309, 32
  %9313 = lshr i64 %9311, 32
  %9314 = xor i64 %3656, %9313
  %9315 = xor i64 %9314, %9303
  %9316 = xor i64 %9312, %3657
  %9317 = xor i64 %9316, %9301
  %9318 = and i64 %9315, 4294967295
  %9319 = mul nuw i64 %9318, 3528531795
  %9320 = and i64 %9317, 4294967295
  %9321 = mul nuw i64 %9320, 3449720151
  %9322 = lshr i64 %9319, 32
  %9323 = lshr i64 %9321, 32
  %9324 = xor i64 %9323, %3658
  %9325 = xor i64 %9324, %9311
  %9326 = xor i64 %3659, %9322
  %9327 = xor i64 %9326, %9309
  %9328 = and i64 %9325, 4294967295
  %9329 = mul nuw i64 %9328, 3528531795
  %9330 = and i64 %9327, 4294967295
  %9331 = mul nuw i64 %9330, 3449720151
  %9332 = lshr i64 %9329, 32
  %9333 = lshr i64 %9331, 32
  %9334 = xor i64 %3660, %9333
  %9335 = xor i64 %9334, %9321
  %9336 = xor i64 %9332, %3661
  %9337 = xor i64 %9336, %9319
  %9338 = and i64 %9335, 4294967295
  %9339 = mul nuw i64 %9338, 3528531795
  %9340 = and i64 %9337, 4294967295
  %9341 = mul nuw i64 %9340, 3449720151
  %9342 = lshr i64 %9339, 32
  %9343 = lshr i64 %9341, 32
  %9344 = xor i64 %9343, %3662
  %9345 = xor i64 %9344, %9331
  %9346 = xor i64 %3663, %9342
  %9347 = xor i64 %9346, %9329
  %9348 = and i64 %9345, 4294967295
  %9349 = mul nuw i64 %9348, 3528531795
  %9350 = and i64 %9347, 4294967295
  %9351 = mul nuw i64 %9350, 3449720151
  %9352 = lshr i64 %9349, 32
  %9353 = lshr i64 %9351, 32
  %9354 = xor i64 %3664, %9353
  %9355 = xor i64 %9354, %9341
  %9356 = xor i64 %9352, %3665
  %9357 = xor i64 %9356, %9339
  %9358 = and i64 %9355, 4294967295
  %9359 = mul nuw i64 %9358, 3528531795
  %9360 = lshr i64 %9359, 32
  %9361 = trunc i64 %9357 to i32
  %9362 = mul i32 %9361, -845247145
  %9363 = xor i64 %3666, %9360
  %9364 = xor i64 %9363, %9349
  %9365 = and i64 %9364, 4294967295
  %9366 = mul nuw i64 %9365, 3449720151
  %9367 = lshr i64 %9366, 32
  %9368 = trunc nuw i64 %9367 to i32
  %9369 = xor i32 %9362, %9368
  %9370 = xor i32 %9369, %3667
  %9371 = getelementptr inbounds float, ptr %3636, i64 %gumbel.philox7021302
  store i32 %9370, ptr %9371, align 4
  %9372 = add nuw i64 %gumbel.philox7021302, 1
  %exitcond1537.not = icmp eq i64 %9372, %n_features
  br i1 %exitcond1537.not, label %gumbel.body704.preheader, label %gumbel.philox.body700, !llvm.loop !144

gumbel.body704.preheader:                         ; preds = %gumbel.philox.body700, %middle.block2589
  br i1 %min.iters.check2530, label %gumbel.body704.preheader4436, label %vector.body2534

vector.body2534:                                  ; preds = %gumbel.body704.preheader, %vector.body2534
  %index2535 = phi i64 [ %index.next2537, %vector.body2534 ], [ 0, %gumbel.body704.preheader ]
  %9373 = getelementptr inbounds float, ptr %3636, i64 %index2535
  %wide.load2536 = load <8 x i32>, ptr %9373, align 4
  %9374 = uitofp <8 x i32> %wide.load2536 to <8 x double>
  %9375 = fadd <8 x double> %9374, splat (double 5.000000e-01)
  %9376 = fmul <8 x double> %9375, splat (double 0x3DF0000000000000)
  %9377 = bitcast <8 x double> %9376 to <8 x i64>
  %9378 = lshr <8 x i64> %9377, splat (i64 32)
  %9379 = add nuw nsw <8 x i64> %9378, splat (i64 614242)
  %9380 = lshr <8 x i64> %9379, splat (i64 20)
  %9381 = add nsw <8 x i64> %9380, splat (i64 -1023)
  %9382 = shl nuw <8 x i64> %9379, splat (i64 32)
  %9383 = and <8 x i64> %9382, splat (i64 4503595332403200)
  %9384 = add nuw nsw <8 x i64> %9383, splat (i64 4604544269498187776)
  %9385 = and <8 x i64> %9377, splat (i64 4294967295)
  %9386 = or disjoint <8 x i64> %9384, %9385
  %9387 = bitcast <8 x i64> %9386 to <8 x double>
  %9388 = fadd <8 x double> %9387, splat (double -1.000000e+00)
  %9389 = fmul <8 x double> %9388, splat (double 5.000000e-01)
  %9390 = fmul <8 x double> %9388, %9389
  %9391 = fadd <8 x double> %9388, splat (double 2.000000e+00)
  %9392 = fdiv <8 x double> %9388, %9391
  %9393 = fmul <8 x double> %9392, %9392
  %9394 = fmul <8 x double> %9393, %9393
  %9395 = fmul <8 x double> %9394, splat (double 0x3FC39A09D078C69F)
  %9396 = fadd <8 x double> %9395, splat (double 0x3FCC71C51D8E78AF)
  %9397 = fmul <8 x double> %9394, %9396
  %9398 = fadd <8 x double> %9397, splat (double 0x3FD999999997FA04)
  %9399 = fmul <8 x double> %9394, %9398
  %9400 = fmul <8 x double> %9394, splat (double 0x3FC2F112DF3E5244)
  %9401 = fadd <8 x double> %9400, splat (double 0x3FC7466496CB03DE)
  %9402 = fmul <8 x double> %9394, %9401
  %9403 = fadd <8 x double> %9402, splat (double 0x3FD2492494229359)
  %9404 = fmul <8 x double> %9394, %9403
  %9405 = fadd <8 x double> %9404, splat (double 0x3FE5555555555593)
  %9406 = fmul <8 x double> %9393, %9405
  %9407 = fadd <8 x double> %9399, %9406
  %9408 = sitofp <8 x i64> %9381 to <8 x double>
  %9409 = fadd <8 x double> %9390, %9407
  %9410 = fmul <8 x double> %9392, %9409
  %9411 = fmul <8 x double> %9408, splat (double 0x3DEA39EF35793C76)
  %9412 = fadd <8 x double> %9411, %9410
  %9413 = fsub <8 x double> %9412, %9390
  %9414 = fadd <8 x double> %9388, %9413
  %9415 = fmul <8 x double> %9408, splat (double 0x3FE62E42FEE00000)
  %9416 = fadd <8 x double> %9415, %9414
  %9417 = fneg <8 x double> %9416
  %9418 = bitcast <8 x double> %9417 to <8 x i64>
  %9419 = lshr <8 x i64> %9418, splat (i64 32)
  %9420 = add nuw nsw <8 x i64> %9419, splat (i64 614242)
  %9421 = lshr <8 x i64> %9420, splat (i64 20)
  %9422 = add nsw <8 x i64> %9421, splat (i64 -1023)
  %9423 = shl <8 x i64> %9420, splat (i64 32)
  %9424 = and <8 x i64> %9423, splat (i64 4503595332403200)
  %9425 = add nuw nsw <8 x i64> %9424, splat (i64 4604544269498187776)
  %9426 = and <8 x i64> %9418, splat (i64 4294967295)
  %9427 = or disjoint <8 x i64> %9425, %9426
  %9428 = bitcast <8 x i64> %9427 to <8 x double>
  %9429 = fadd <8 x double> %9428, splat (double -1.000000e+00)
  %9430 = fmul <8 x double> %9429, splat (double 5.000000e-01)
  %9431 = fmul <8 x double> %9429, %9430
  %9432 = fadd <8 x double> %9429, splat (double 2.000000e+00)
  %9433 = fdiv <8 x double> %9429, %9432
  %9434 = fmul <8 x double> %9433, %9433
  %9435 = fmul <8 x double> %9434, %9434
  %9436 = fmul <8 x double> %9435, splat (double 0x3FC39A09D078C69F)
  %9437 = fadd <8 x double> %9436, splat (double 0x3FCC71C51D8E78AF)
  %9438 = fmul <8 x double> %9435, %9437
  %9439 = fadd <8 x double> %9438, splat (double 0x3FD999999997FA04)
  %9440 = fmul <8 x double> %9435, %9439
  %9441 = fmul <8 x double> %9435, splat (double 0x3FC2F112DF3E5244)
  %9442 = fadd <8 x double> %9441, splat (double 0x3FC7466496CB03DE)
  %9443 = fmul <8 x double> %9435, %9442
  %9444 = fadd <8 x double> %9443, splat (double 0x3FD2492494229359)
  %9445 = fmul <8 x double> %9435, %9444
  %9446 = fadd <8 x double> %9445, splat (double 0x3FE5555555555593)
  %9447 = fmul <8 x double> %9434, %9446
  %9448 = fadd <8 x double> %9440, %9447
  %9449 = sitofp <8 x i64> %9422 to <8 x double>
  %9450 = fadd <8 x double> %9431, %9448
  %9451 = fmul <8 x double> %9433, %9450
  %9452 = fmul <8 x double> %9449, splat (double 0x3DEA39EF35793C76)
  %9453 = fadd <8 x double> %9452, %9451
  %9454 = fsub <8 x double> %9453, %9431
  %9455 = fadd <8 x double> %9429, %9454
  %9456 = fmul <8 x double> %9449, splat (double 0x3FE62E42FEE00000)
  %9457 = fadd <8 x double> %9456, %9455
  %9458 = fptrunc <8 x double> %9457 to <8 x float>
  %9459 = fneg <8 x float> %9458
  store <8 x float> %9459, ptr %9373, align 4
  %index.next2537 = add nuw i64 %index2535, 8
  %9460 = icmp eq i64 %index.next2537, %n.vec2533
  br i1 %9460, label %middle.block2538, label %vector.body2534, !llvm.loop !145

middle.block2538:                                 ; preds = %vector.body2534
  br i1 %cmp.n2539, label %feature.body709.preheader, label %gumbel.body704.preheader4436

gumbel.body704.preheader4436:                     ; preds = %gumbel.body704.preheader, %middle.block2538
  %gumbel7061303.ph = phi i64 [ 0, %gumbel.body704.preheader ], [ %n.vec2533, %middle.block2538 ]
  br label %gumbel.body704

gumbel.body704:                                   ; preds = %gumbel.body704.preheader4436, %gumbel.body704
  %gumbel7061303 = phi i64 [ %9547, %gumbel.body704 ], [ %gumbel7061303.ph, %gumbel.body704.preheader4436 ]
  %9461 = getelementptr inbounds float, ptr %3636, i64 %gumbel7061303
  %word707 = load i32, ptr %9461, align 4
  %9462 = uitofp i32 %word707 to double
  %9463 = fadd double %9462, 5.000000e-01
  %9464 = fmul double %9463, 0x3DF0000000000000
  %9465 = bitcast double %9464 to i64
  %9466 = lshr i64 %9465, 32
  %9467 = add nuw nsw i64 %9466, 614242
  %9468 = lshr i64 %9467, 20
  %9469 = add nsw i64 %9468, -1023
  %9470 = shl nuw i64 %9467, 32
  %9471 = and i64 %9470, 4503595332403200
  %9472 = add nuw nsw i64 %9471, 4604544269498187776
  %9473 = and i64 %9465, 4294967295
  %9474 = or disjoint i64 %9472, %9473
  %9475 = bitcast i64 %9474 to double
  %9476 = fadd double %9475, -1.000000e+00
  %9477 = fmul double %9476, 5.000000e-01
  %9478 = fmul double %9476, %9477
  %9479 = fadd double %9476, 2.000000e+00
  %9480 = fdiv double %9476, %9479
  %9481 = fmul double %9480, %9480
  %9482 = fmul double %9481, %9481
  %9483 = fmul double %9482, 0x3FC39A09D078C69F
  %9484 = fadd double %9483, 0x3FCC71C51D8E78AF
  %9485 = fmul double %9482, %9484
  %9486 = fadd double %9485, 0x3FD999999997FA04
  %9487 = fmul double %9482, %9486
  %9488 = fmul double %9482, 0x3FC2F112DF3E5244
  %9489 = fadd double %9488, 0x3FC7466496CB03DE
  %9490 = fmul double %9482, %9489
  %9491 = fadd double %9490, 0x3FD2492494229359
  %9492 = fmul double %9482, %9491
  %9493 = fadd double %9492, 0x3FE5555555555593
  %9494 = fmul double %9481, %9493
  %9495 = fadd double %9487, %9494
  %9496 = sitofp i64 %9469 to double
  %9497 = fadd double %9478, %9495
  %9498 = fmul double %9480, %9497
  %9499 = fmul double %9496, 0x3DEA39EF35793C76
  %9500 = fadd double %9499, %9498
  %9501 = fsub double %9500, %9478
  %9502 = fadd double %9476, %9501
  %9503 = fmul double %9496, 0x3FE62E42FEE00000
  %9504 = fadd double %9503, %9502
  %9505 = fneg double %9504
  %9506 = bitcast double %9505 to i64
  %9507 = lshr i64 %9506, 32
  %9508 = add nuw nsw i64 %9507, 614242
  %9509 = lshr i64 %9508, 20
  %9510 = add nsw i64 %9509, -1023
  %9511 = shl i64 %9508, 32
  %9512 = and i64 %9511, 4503595332403200
  %9513 = add nuw nsw i64 %9512, 4604544269498187776
  %9514 = and i64 %9506, 4294967295
  %9515 = or disjoint i64 %9513, %9514
  %9516 = bitcast i64 %9515 to double
  %9517 = fadd double %9516, -1.000000e+00
  %9518 = fmul double %9517, 5.000000e-01
  %9519 = fmul double %9517, %9518
  %9520 = fadd double %9517, 2.000000e+00
  %9521 = fdiv double %9517, %9520
  %9522 = fmul double %9521, %9521
  %9523 = fmul double %9522, %9522
  %9524 = fmul double %9523, 0x3FC2F112DF3E5244
  %9525 = fadd double %9524, 0x3FC7466496CB03DE
  %9526 = insertelement <2 x double> poison, double %9523, i64 0
  %9527 = shufflevector <2 x double> %9526, <2 x double> poison, <2 x i32> zeroinitializer
  %9528 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %9525, i64 1
  %9529 = fmul <2 x double> %9527, %9528
  %9530 = fadd <2 x double> %9529, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %9531 = fmul <2 x double> %9527, %9530
  %9532 = fadd <2 x double> %9531, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %9533 = insertelement <2 x double> %9526, double %9522, i64 1
  %9534 = fmul <2 x double> %9533, %9532
  %shift4421 = shufflevector <2 x double> %9534, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop4422 = fadd <2 x double> %9534, %shift4421
  %9535 = extractelement <2 x double> %foldExtExtBinop4422, i64 0
  %9536 = sitofp i64 %9510 to double
  %9537 = fadd double %9519, %9535
  %9538 = fmul double %9521, %9537
  %9539 = fmul double %9536, 0x3DEA39EF35793C76
  %9540 = fadd double %9539, %9538
  %9541 = fsub double %9540, %9519
  %9542 = fadd double %9517, %9541
  %9543 = fmul double %9536, 0x3FE62E42FEE00000
  %9544 = fadd double %9543, %9542
  %9545 = fptrunc double %9544 to float
  %9546 = fneg float %9545
  store float %9546, ptr %9461, align 4
  %9547 = add nuw i64 %gumbel7061303, 1
  %exitcond1538.not = icmp eq i64 %9547, %n_features
  br i1 %exitcond1538.not, label %feature.body709.preheader, label %gumbel.body704, !llvm.loop !146

feature.body709.preheader:                        ; preds = %gumbel.body704, %middle.block2538
  %diff.check2499 = icmp ult i64 %3757, 32
  %or.cond4399 = select i1 %min.iters.check2501, i1 true, i1 %diff.check2499
  br i1 %or.cond4399, label %feature.body709.preheader4435, label %vector.ph2502

vector.ph2502:                                    ; preds = %feature.body709.preheader
  %broadcast.splatinsert2507 = insertelement <8 x float> poison, float %uniforms.sroa.25.0, i64 0
  %broadcast.splat2508 = shufflevector <8 x float> %broadcast.splatinsert2507, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2509 = insertelement <8 x float> poison, float %uniforms.sroa.56.0, i64 0
  %broadcast.splat2510 = shufflevector <8 x float> %broadcast.splatinsert2509, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2511 = insertelement <8 x float> poison, float %uniforms.sroa.87.0, i64 0
  %broadcast.splat2512 = shufflevector <8 x float> %broadcast.splatinsert2511, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2513 = insertelement <8 x float> poison, float %uniforms.sroa.100.0.ph193319651969, i64 0
  %broadcast.splat2514 = shufflevector <8 x float> %broadcast.splatinsert2513, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2515 = insertelement <8 x float> poison, float %uniforms.sroa.111.0.ph, i64 0
  %broadcast.splat2516 = shufflevector <8 x float> %broadcast.splatinsert2515, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2517 = insertelement <8 x float> poison, float %uniforms.sroa.118.0.ph, i64 0
  %broadcast.splat2518 = shufflevector <8 x float> %broadcast.splatinsert2517, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body2519

vector.body2519:                                  ; preds = %vector.body2519, %vector.ph2502
  %index2520 = phi i64 [ 0, %vector.ph2502 ], [ %index.next2524, %vector.body2519 ]
  %vec.ind2521 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2502 ], [ %vec.ind.next2525, %vector.body2519 ]
  %9548 = getelementptr inbounds float, ptr %3760, i64 %index2520
  %wide.load2522 = load <8 x float>, ptr %9548, align 4
  %9549 = fmul <8 x float> %broadcast.splat2506, %wide.load2522
  %9550 = uitofp <8 x i64> %vec.ind2521 to <8 x float>
  %9551 = fcmp ogt <8 x float> %wide.load2522, %broadcast.splat2508
  %9552 = select <8 x i1> %9551, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %9553 = fcmp oeq <8 x float> %wide.load2522, %broadcast.splat2508
  %9554 = fcmp oge <8 x float> %broadcast.splat2510, %9550
  %9555 = select <8 x i1> %9553, <8 x i1> %9554, <8 x i1> zeroinitializer
  %9556 = select <8 x i1> %9555, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %9557 = fcmp ogt <8 x float> %9556, %9552
  %9558 = select <8 x i1> %9557, <8 x float> %9556, <8 x float> %9552
  %9559 = fsub <8 x float> %9549, %broadcast.splat2512
  %9560 = fcmp olt <8 x float> %9559, splat (float -1.040000e+02)
  %9561 = select <8 x i1> %9560, <8 x float> splat (float -1.040000e+02), <8 x float> %9559
  %9562 = fcmp ogt <8 x float> %9561, splat (float 8.900000e+01)
  %9563 = select <8 x i1> %9562, <8 x float> splat (float 8.900000e+01), <8 x float> %9561
  %9564 = fmul <8 x float> %9563, splat (float 0x3FF7154760000000)
  %9565 = fadd <8 x float> %9564, splat (float 0x4168000000000000)
  %9566 = fadd <8 x float> %9565, splat (float 0xC168000000000000)
  %9567 = bitcast <8 x float> %9565 to <8 x i32>
  %9568 = fmul <8 x float> %9566, splat (float 0x3FE62E4000000000)
  %9569 = fsub <8 x float> %9563, %9568
  %9570 = fmul <8 x float> %9566, splat (float 0x3EB7F7D1C0000000)
  %9571 = fsub <8 x float> %9569, %9570
  %9572 = fmul <8 x float> %9571, %9571
  %9573 = fmul <8 x float> %9572, splat (float 0x3E66376980000000)
  %9574 = fadd <8 x float> %9573, splat (float 0xBEBBBD41C0000000)
  %9575 = fmul <8 x float> %9572, %9574
  %9576 = fadd <8 x float> %9575, splat (float 0x3F11566AA0000000)
  %9577 = fmul <8 x float> %9572, %9576
  %9578 = fadd <8 x float> %9577, splat (float 0xBF66C16C20000000)
  %9579 = fmul <8 x float> %9572, %9578
  %9580 = fadd <8 x float> %9579, splat (float 0x3FC5555560000000)
  %9581 = fmul <8 x float> %9572, %9580
  %9582 = fsub <8 x float> %9571, %9581
  %9583 = fmul <8 x float> %9571, %9582
  %9584 = fsub <8 x float> splat (float 2.000000e+00), %9582
  %9585 = fdiv <8 x float> %9583, %9584
  %9586 = fsub <8 x float> %9570, %9585
  %9587 = fsub <8 x float> %9569, %9586
  %9588 = fadd <8 x float> %9587, splat (float 1.000000e+00)
  %9589 = add <8 x i32> %9567, splat (i32 -1262485248)
  %9590 = lshr <8 x i32> %9589, splat (i32 1)
  %9591 = add <8 x i32> %9567, splat (i32 255)
  %9592 = sub <8 x i32> %9591, %9590
  %9593 = shl <8 x i32> %9590, splat (i32 23)
  %9594 = add <8 x i32> %9593, splat (i32 -8388608)
  %9595 = shl <8 x i32> %9592, splat (i32 23)
  %9596 = bitcast <8 x i32> %9594 to <8 x float>
  %9597 = bitcast <8 x i32> %9595 to <8 x float>
  %9598 = fmul <8 x float> %9588, %9596
  %9599 = fmul <8 x float> %9598, %9597
  %9600 = fcmp uno <8 x float> %9559, zeroinitializer
  %9601 = select <8 x i1> %9600, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %9599
  %9602 = fdiv <8 x float> %9601, %broadcast.splat2514
  %9603 = fcmp une <8 x float> %9558, zeroinitializer
  %9604 = fadd <8 x float> %9602, zeroinitializer
  %9605 = select <8 x i1> %9603, <8 x float> %9604, <8 x float> splat (float -1.000000e+00)
  %9606 = fcmp ogt <8 x float> %9605, %broadcast.splat2516
  %9607 = select <8 x i1> %9606, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %9608 = fcmp oeq <8 x float> %9605, %broadcast.splat2516
  %9609 = fcmp oge <8 x float> %broadcast.splat2518, %9550
  %9610 = select <8 x i1> %9608, <8 x i1> %9609, <8 x i1> zeroinitializer
  %9611 = select <8 x i1> %9610, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %9612 = fcmp ogt <8 x float> %9611, %9607
  %9613 = select <8 x i1> %9612, <8 x float> %9611, <8 x float> %9607
  %9614 = fmul <8 x float> %9558, %9613
  %9615 = getelementptr inbounds float, ptr %3636, i64 %index2520
  %wide.load2523 = load <8 x float>, ptr %9615, align 4
  %9616 = fadd <8 x float> %9549, %wide.load2523
  %9617 = fcmp une <8 x float> %9614, zeroinitializer
  %9618 = select <8 x i1> %9603, <8 x i1> %9617, <8 x i1> zeroinitializer
  %9619 = select <8 x i1> %9618, <8 x float> %9616, <8 x float> splat (float 0xFFF0000000000000)
  %9620 = getelementptr inbounds float, ptr %scratch, i64 %index2520
  store <8 x float> %9619, ptr %9620, align 4
  %index.next2524 = add nuw i64 %index2520, 8
  %vec.ind.next2525 = add nuw <8 x i64> %vec.ind2521, splat (i64 8)
  %9621 = icmp eq i64 %index.next2524, %n.vec2504
  br i1 %9621, label %middle.block2526, label %vector.body2519, !llvm.loop !147

middle.block2526:                                 ; preds = %vector.body2519
  br i1 %cmp.n2527, label %max_block.header727.preheader, label %feature.body709.preheader4435

feature.body709.preheader4435:                    ; preds = %feature.body709.preheader, %middle.block2526
  %feature7111304.ph = phi i64 [ 0, %feature.body709.preheader ], [ %n.vec2504, %middle.block2526 ]
  br label %feature.body709

max_block.header727.preheader:                    ; preds = %feature.body709, %middle.block2526
  br i1 %.not1357, label %max_block.exit729, label %max_block.body728.preheader

max_block.body728.preheader:                      ; preds = %max_block.header727.preheader
  br i1 %3736, label %max_block.body728.epil.preheader, label %max_block.body728

feature.body709:                                  ; preds = %feature.body709.preheader4435, %feature.body709
  %feature7111304 = phi i64 [ %9694, %feature.body709 ], [ %feature7111304.ph, %feature.body709.preheader4435 ]
  %9622 = getelementptr inbounds float, ptr %3760, i64 %feature7111304
  %9623 = load float, ptr %9622, align 4
  %9624 = fmul float %inv_t, %9623
  %feature712 = uitofp i64 %feature7111304 to float
  %9625 = fcmp ogt float %9623, %uniforms.sroa.25.0
  %9626 = select i1 %9625, float 1.000000e+00, float 0.000000e+00
  %9627 = fcmp oeq float %9623, %uniforms.sroa.25.0
  %9628 = fcmp oge float %uniforms.sroa.56.0, %feature712
  %9629 = select i1 %9627, i1 %9628, i1 false
  %9630 = select i1 %9629, float 1.000000e+00, float 0.000000e+00
  %9631 = fcmp ogt float %9630, %9626
  %max713 = select i1 %9631, float %9630, float %9626
  %9632 = fsub float %9624, %uniforms.sroa.87.0
  %9633 = fcmp olt float %9632, -1.040000e+02
  %9634 = select i1 %9633, float -1.040000e+02, float %9632
  %9635 = fcmp ogt float %9634, 8.900000e+01
  %9636 = select i1 %9635, float 8.900000e+01, float %9634
  %9637 = fmul float %9636, 0x3FF7154760000000
  %9638 = fadd float %9637, 0x4168000000000000
  %9639 = fadd float %9638, 0xC168000000000000
  %9640 = bitcast float %9638 to i32
  %9641 = fmul float %9639, 0x3FE62E4000000000
  %9642 = fsub float %9636, %9641
  %9643 = fmul float %9639, 0x3EB7F7D1C0000000
  %9644 = fsub float %9642, %9643
  %9645 = fmul float %9644, %9644
  %9646 = fmul float %9645, 0x3E66376980000000
  %9647 = fadd float %9646, 0xBEBBBD41C0000000
  %9648 = fmul float %9645, %9647
  %9649 = fadd float %9648, 0x3F11566AA0000000
  %9650 = fmul float %9645, %9649
  %9651 = fadd float %9650, 0xBF66C16C20000000
  %9652 = fmul float %9645, %9651
  %9653 = fadd float %9652, 0x3FC5555560000000
  %9654 = fmul float %9645, %9653
  %9655 = fsub float %9644, %9654
  %9656 = fmul float %9644, %9655
  %9657 = fsub float 2.000000e+00, %9655
  %9658 = fdiv float %9656, %9657
  %9659 = fsub float %9643, %9658
  %9660 = fsub float %9642, %9659
  %9661 = fadd float %9660, 1.000000e+00
  %9662 = add i32 %9640, -1262485248
  %9663 = lshr i32 %9662, 1
  %9664 = add i32 %9640, 255
  %9665 = sub i32 %9664, %9663
  %9666 = shl i32 %9663, 23
  %9667 = add i32 %9666, -8388608
  %9668 = shl i32 %9665, 23
  %9669 = bitcast i32 %9667 to float
  %9670 = bitcast i32 %9668 to float
  %9671 = fmul float %9661, %9669
  %9672 = fmul float %9671, %9670
  %9673 = fcmp uno float %9632, 0.000000e+00
  %9674 = select i1 %9673, float 0x7FF8000000000000, float %9672
  %9675 = fdiv float %9674, %uniforms.sroa.100.0.ph193319651969
  %9676 = fcmp une float %max713, 0.000000e+00
  %9677 = fadd float %9675, 0.000000e+00
  %9678 = select i1 %9676, float %9677, float -1.000000e+00
  %9679 = fcmp ogt float %9678, %uniforms.sroa.111.0.ph
  %9680 = select i1 %9679, float 1.000000e+00, float 0.000000e+00
  %9681 = fcmp oeq float %9678, %uniforms.sroa.111.0.ph
  %9682 = fcmp oge float %uniforms.sroa.118.0.ph, %feature712
  %9683 = select i1 %9681, i1 %9682, i1 false
  %9684 = select i1 %9683, float 1.000000e+00, float 0.000000e+00
  %9685 = fcmp ogt float %9684, %9680
  %max715 = select i1 %9685, float %9684, float %9680
  %9686 = fmul float %max713, %max715
  %9687 = getelementptr inbounds float, ptr %3636, i64 %feature7111304
  %9688 = load float, ptr %9687, align 4
  %9689 = fadd float %9624, %9688
  %9690 = fcmp une float %9686, 0.000000e+00
  %9691 = select i1 %9676, i1 %9690, i1 false
  %9692 = select i1 %9691, float %9689, float 0xFFF0000000000000
  %9693 = getelementptr inbounds float, ptr %scratch, i64 %feature7111304
  store float %9692, ptr %9693, align 4
  %9694 = add nuw i64 %feature7111304, 1
  %exitcond1539.not = icmp eq i64 %9694, %n_features
  br i1 %exitcond1539.not, label %max_block.header727.preheader, label %feature.body709, !llvm.loop !148

max_block.body728:                                ; preds = %max_block.body728.preheader, %max_block.body728
  %max_block7301307 = phi i64 [ %9716, %max_block.body728 ], [ 0, %max_block.body728.preheader ]
  %max_index725.01306 = phi <32 x i64> [ %9715, %max_block.body728 ], [ zeroinitializer, %max_block.body728.preheader ]
  %max_best724.01305 = phi <32 x float> [ %9711, %max_block.body728 ], [ splat (float 0xFFF0000000000000), %max_block.body728.preheader ]
  %niter4944 = phi i64 [ %niter4944.next.1, %max_block.body728 ], [ 0, %max_block.body728.preheader ]
  %9695 = getelementptr inbounds float, ptr %scratch, i64 %max_block7301307
  %block731 = load <32 x float>, ptr %9695, align 4
  %9696 = fcmp ogt <32 x float> %block731, %max_best724.01305
  %9697 = fcmp uno <32 x float> %block731, zeroinitializer
  %9698 = fcmp ord <32 x float> %max_best724.01305, zeroinitializer
  %9699 = and <32 x i1> %9698, %9697
  %take732 = or <32 x i1> %9696, %9699
  %9700 = select <32 x i1> %take732, <32 x float> %block731, <32 x float> %max_best724.01305
  %9701 = insertelement <32 x i64> poison, i64 %max_block7301307, i64 0
  %9702 = shufflevector <32 x i64> %9701, <32 x i64> poison, <32 x i32> zeroinitializer
  %9703 = or disjoint <32 x i64> %9702, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %9704 = select <32 x i1> %take732, <32 x i64> %9703, <32 x i64> %max_index725.01306
  %9705 = or disjoint i64 %max_block7301307, 32
  %9706 = getelementptr inbounds float, ptr %scratch, i64 %9705
  %block731.1 = load <32 x float>, ptr %9706, align 4
  %9707 = fcmp ogt <32 x float> %block731.1, %9700
  %9708 = fcmp uno <32 x float> %block731.1, zeroinitializer
  %9709 = fcmp ord <32 x float> %9700, zeroinitializer
  %9710 = and <32 x i1> %9709, %9708
  %take732.1 = or <32 x i1> %9707, %9710
  %9711 = select <32 x i1> %take732.1, <32 x float> %block731.1, <32 x float> %9700
  %9712 = insertelement <32 x i64> poison, i64 %9705, i64 0
  %9713 = shufflevector <32 x i64> %9712, <32 x i64> poison, <32 x i32> zeroinitializer
  %9714 = or disjoint <32 x i64> %9713, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %9715 = select <32 x i1> %take732.1, <32 x i64> %9714, <32 x i64> %9704
  %9716 = add nuw i64 %max_block7301307, 64
  %niter4944.next.1 = add i64 %niter4944, 2
  %niter4944.ncmp.1.not = icmp eq i64 %niter4944.next.1, %unroll_iter4943
  br i1 %niter4944.ncmp.1.not, label %max_block.exit729.loopexit.unr-lcssa, label %max_block.body728

max_block.exit729.loopexit.unr-lcssa:             ; preds = %max_block.body728
  br i1 %lcmp.mod4939.not, label %max_block.exit729, label %max_block.body728.epil.preheader

max_block.body728.epil.preheader:                 ; preds = %max_block.exit729.loopexit.unr-lcssa, %max_block.body728.preheader
  %max_block7301307.epil.init = phi i64 [ 0, %max_block.body728.preheader ], [ %9716, %max_block.exit729.loopexit.unr-lcssa ]
  %max_index725.01306.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body728.preheader ], [ %9715, %max_block.exit729.loopexit.unr-lcssa ]
  %max_best724.01305.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body728.preheader ], [ %9711, %max_block.exit729.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4942)
  %9717 = getelementptr inbounds float, ptr %scratch, i64 %max_block7301307.epil.init
  %block731.epil = load <32 x float>, ptr %9717, align 4
  %9718 = fcmp ogt <32 x float> %block731.epil, %max_best724.01305.epil.init
  %9719 = fcmp uno <32 x float> %block731.epil, zeroinitializer
  %9720 = fcmp ord <32 x float> %max_best724.01305.epil.init, zeroinitializer
  %9721 = and <32 x i1> %9720, %9719
  %take732.epil = or <32 x i1> %9718, %9721
  %9722 = select <32 x i1> %take732.epil, <32 x float> %block731.epil, <32 x float> %max_best724.01305.epil.init
  %9723 = insertelement <32 x i64> poison, i64 %max_block7301307.epil.init, i64 0
  %9724 = shufflevector <32 x i64> %9723, <32 x i64> poison, <32 x i32> zeroinitializer
  %9725 = or disjoint <32 x i64> %9724, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %9726 = select <32 x i1> %take732.epil, <32 x i64> %9725, <32 x i64> %max_index725.01306.epil.init
  br label %max_block.exit729

max_block.exit729:                                ; preds = %max_block.body728.epil.preheader, %max_block.exit729.loopexit.unr-lcssa, %gumbel.philox.header699.preheader, %max_block.header727.preheader
  %max_best724.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header727.preheader ], [ splat (float 0xFFF0000000000000), %gumbel.philox.header699.preheader ], [ %9711, %max_block.exit729.loopexit.unr-lcssa ], [ %9722, %max_block.body728.epil.preheader ]
  %max_index725.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header727.preheader ], [ zeroinitializer, %gumbel.philox.header699.preheader ], [ %9715, %max_block.exit729.loopexit.unr-lcssa ], [ %9726, %max_block.body728.epil.preheader ]
  %9727 = extractelement <32 x float> %max_best724.0.lcssa, i64 0
  %9728 = extractelement <32 x i64> %max_index725.0.lcssa, i64 0
  %9729 = fcmp une float %9727, 0xFFF0000000000000
  %9730 = select i1 %9729, i64 %9728, i64 0
  %9731 = extractelement <32 x float> %max_best724.0.lcssa, i64 1
  %9732 = extractelement <32 x i64> %max_index725.0.lcssa, i64 1
  %9733 = fcmp uno float %9731, 0.000000e+00
  %9734 = fcmp ord float %9727, 0.000000e+00
  %9735 = icmp ult i64 %9732, %9730
  %9736 = fcmp ogt float %9731, %9727
  %9737 = fcmp oeq float %9731, %9727
  %9738 = or i1 %9734, %9735
  %9739 = and i1 %9737, %9735
  %9740 = or i1 %9736, %9739
  %9741 = select i1 %9733, i1 %9738, i1 %9740
  %9742 = select i1 %9741, float %9731, float %9727
  %9743 = select i1 %9741, i64 %9732, i64 %9730
  %9744 = extractelement <32 x float> %max_best724.0.lcssa, i64 2
  %9745 = extractelement <32 x i64> %max_index725.0.lcssa, i64 2
  %9746 = fcmp uno float %9744, 0.000000e+00
  %9747 = fcmp ord float %9742, 0.000000e+00
  %9748 = icmp ult i64 %9745, %9743
  %9749 = fcmp ogt float %9744, %9742
  %9750 = fcmp oeq float %9744, %9742
  %9751 = or i1 %9747, %9748
  %9752 = and i1 %9750, %9748
  %9753 = or i1 %9749, %9752
  %9754 = select i1 %9746, i1 %9751, i1 %9753
  %9755 = select i1 %9754, float %9744, float %9742
  %9756 = select i1 %9754, i64 %9745, i64 %9743
  %9757 = extractelement <32 x float> %max_best724.0.lcssa, i64 3
  %9758 = extractelement <32 x i64> %max_index725.0.lcssa, i64 3
  %9759 = fcmp uno float %9757, 0.000000e+00
  %9760 = fcmp ord float %9755, 0.000000e+00
  %9761 = icmp ult i64 %9758, %9756
  %9762 = fcmp ogt float %9757, %9755
  %9763 = fcmp oeq float %9757, %9755
  %9764 = or i1 %9760, %9761
  %9765 = and i1 %9763, %9761
  %9766 = or i1 %9762, %9765
  %9767 = select i1 %9759, i1 %9764, i1 %9766
  %9768 = select i1 %9767, float %9757, float %9755
  %9769 = select i1 %9767, i64 %9758, i64 %9756
  %9770 = extractelement <32 x float> %max_best724.0.lcssa, i64 4
  %9771 = extractelement <32 x i64> %max_index725.0.lcssa, i64 4
  %9772 = fcmp uno float %9770, 0.000000e+00
  %9773 = fcmp ord float %9768, 0.000000e+00
  %9774 = icmp ult i64 %9771, %9769
  %9775 = fcmp ogt float %9770, %9768
  %9776 = fcmp oeq float %9770, %9768
  %9777 = or i1 %9773, %9774
  %9778 = and i1 %9776, %9774
  %9779 = or i1 %9775, %9778
  %9780 = select i1 %9772, i1 %9777, i1 %9779
  %9781 = select i1 %9780, float %9770, float %9768
  %9782 = select i1 %9780, i64 %9771, i64 %9769
  %9783 = extractelement <32 x float> %max_best724.0.lcssa, i64 5
  %9784 = extractelement <32 x i64> %max_index725.0.lcssa, i64 5
  %9785 = fcmp uno float %9783, 0.000000e+00
  %9786 = fcmp ord float %9781, 0.000000e+00
  %9787 = icmp ult i64 %9784, %9782
  %9788 = fcmp ogt float %9783, %9781
  %9789 = fcmp oeq float %9783, %9781
  %9790 = or i1 %9786, %9787
  %9791 = and i1 %9789, %9787
  %9792 = or i1 %9788, %9791
  %9793 = select i1 %9785, i1 %9790, i1 %9792
  %9794 = select i1 %9793, float %9783, float %9781
  %9795 = select i1 %9793, i64 %9784, i64 %9782
  %9796 = extractelement <32 x float> %max_best724.0.lcssa, i64 6
  %9797 = extractelement <32 x i64> %max_index725.0.lcssa, i64 6
  %9798 = fcmp uno float %9796, 0.000000e+00
  %9799 = fcmp ord float %9794, 0.000000e+00
  %9800 = icmp ult i64 %9797, %9795
  %9801 = fcmp ogt float %9796, %9794
  %9802 = fcmp oeq float %9796, %9794
  %9803 = or i1 %9799, %9800
  %9804 = and i1 %9802, %9800
  %9805 = or i1 %9801, %9804
  %9806 = select i1 %9798, i1 %9803, i1 %9805
  %9807 = select i1 %9806, float %9796, float %9794
  %9808 = select i1 %9806, i64 %9797, i64 %9795
  %9809 = extractelement <32 x float> %max_best724.0.lcssa, i64 7
  %9810 = extractelement <32 x i64> %max_index725.0.lcssa, i64 7
  %9811 = fcmp uno float %9809, 0.000000e+00
  %9812 = fcmp ord float %9807, 0.000000e+00
  %9813 = icmp ult i64 %9810, %9808
  %9814 = fcmp ogt float %9809, %9807
  %9815 = fcmp oeq float %9809, %9807
  %9816 = or i1 %9812, %9813
  %9817 = and i1 %9815, %9813
  %9818 = or i1 %9814, %9817
  %9819 = select i1 %9811, i1 %9816, i1 %9818
  %9820 = select i1 %9819, float %9809, float %9807
  %9821 = select i1 %9819, i64 %9810, i64 %9808
  %9822 = extractelement <32 x float> %max_best724.0.lcssa, i64 8
  %9823 = extractelement <32 x i64> %max_index725.0.lcssa, i64 8
  %9824 = fcmp uno float %9822, 0.000000e+00
  %9825 = fcmp ord float %9820, 0.000000e+00
  %9826 = icmp ult i64 %9823, %9821
  %9827 = fcmp ogt float %9822, %9820
  %9828 = fcmp oeq float %9822, %9820
  %9829 = or i1 %9825, %9826
  %9830 = and i1 %9828, %9826
  %9831 = or i1 %9827, %9830
  %9832 = select i1 %9824, i1 %9829, i1 %9831
  %9833 = select i1 %9832, float %9822, float %9820
  %9834 = select i1 %9832, i64 %9823, i64 %9821
  %9835 = extractelement <32 x float> %max_best724.0.lcssa, i64 9
  %9836 = extractelement <32 x i64> %max_index725.0.lcssa, i64 9
  %9837 = fcmp uno float %9835, 0.000000e+00
  %9838 = fcmp ord float %9833, 0.000000e+00
  %9839 = icmp ult i64 %9836, %9834
  %9840 = fcmp ogt float %9835, %9833
  %9841 = fcmp oeq float %9835, %9833
  %9842 = or i1 %9838, %9839
  %9843 = and i1 %9841, %9839
  %9844 = or i1 %9840, %9843
  %9845 = select i1 %9837, i1 %9842, i1 %9844
  %9846 = select i1 %9845, float %9835, float %9833
  %9847 = select i1 %9845, i64 %9836, i64 %9834
  %9848 = extractelement <32 x float> %max_best724.0.lcssa, i64 10
  %9849 = extractelement <32 x i64> %max_index725.0.lcssa, i64 10
  %9850 = fcmp uno float %9848, 0.000000e+00
  %9851 = fcmp ord float %9846, 0.000000e+00
  %9852 = icmp ult i64 %9849, %9847
  %9853 = fcmp ogt float %9848, %9846
  %9854 = fcmp oeq float %9848, %9846
  %9855 = or i1 %9851, %9852
  %9856 = and i1 %9854, %9852
  %9857 = or i1 %9853, %9856
  %9858 = select i1 %9850, i1 %9855, i1 %9857
  %9859 = select i1 %9858, float %9848, float %9846
  %9860 = select i1 %9858, i64 %9849, i64 %9847
  %9861 = extractelement <32 x float> %max_best724.0.lcssa, i64 11
  %9862 = extractelement <32 x i64> %max_index725.0.lcssa, i64 11
  %9863 = fcmp uno float %9861, 0.000000e+00
  %9864 = fcmp ord float %9859, 0.000000e+00
  %9865 = icmp ult i64 %9862, %9860
  %9866 = fcmp ogt float %9861, %9859
  %9867 = fcmp oeq float %9861, %9859
  %9868 = or i1 %9864, %9865
  %9869 = and i1 %9867, %9865
  %9870 = or i1 %9866, %9869
  %9871 = select i1 %9863, i1 %9868, i1 %9870
  %9872 = select i1 %9871, float %9861, float %9859
  %9873 = select i1 %9871, i64 %9862, i64 %9860
  %9874 = extractelement <32 x float> %max_best724.0.lcssa, i64 12
  %9875 = extractelement <32 x i64> %max_index725.0.lcssa, i64 12
  %9876 = fcmp uno float %9874, 0.000000e+00
  %9877 = fcmp ord float %9872, 0.000000e+00
  %9878 = icmp ult i64 %9875, %9873
  %9879 = fcmp ogt float %9874, %9872
  %9880 = fcmp oeq float %9874, %9872
  %9881 = or i1 %9877, %9878
  %9882 = and i1 %9880, %9878
  %9883 = or i1 %9879, %9882
  %9884 = select i1 %9876, i1 %9881, i1 %9883
  %9885 = select i1 %9884, float %9874, float %9872
  %9886 = select i1 %9884, i64 %9875, i64 %9873
  %9887 = extractelement <32 x float> %max_best724.0.lcssa, i64 13
  %9888 = extractelement <32 x i64> %max_index725.0.lcssa, i64 13
  %9889 = fcmp uno float %9887, 0.000000e+00
  %9890 = fcmp ord float %9885, 0.000000e+00
  %9891 = icmp ult i64 %9888, %9886
  %9892 = fcmp ogt float %9887, %9885
  %9893 = fcmp oeq float %9887, %9885
  %9894 = or i1 %9890, %9891
  %9895 = and i1 %9893, %9891
  %9896 = or i1 %9892, %9895
  %9897 = select i1 %9889, i1 %9894, i1 %9896
  %9898 = select i1 %9897, float %9887, float %9885
  %9899 = select i1 %9897, i64 %9888, i64 %9886
  %9900 = extractelement <32 x float> %max_best724.0.lcssa, i64 14
  %9901 = extractelement <32 x i64> %max_index725.0.lcssa, i64 14
  %9902 = fcmp uno float %9900, 0.000000e+00
  %9903 = fcmp ord float %9898, 0.000000e+00
  %9904 = icmp ult i64 %9901, %9899
  %9905 = fcmp ogt float %9900, %9898
  %9906 = fcmp oeq float %9900, %9898
  %9907 = or i1 %9903, %9904
  %9908 = and i1 %9906, %9904
  %9909 = or i1 %9905, %9908
  %9910 = select i1 %9902, i1 %9907, i1 %9909
  %9911 = select i1 %9910, float %9900, float %9898
  %9912 = select i1 %9910, i64 %9901, i64 %9899
  %9913 = extractelement <32 x float> %max_best724.0.lcssa, i64 15
  %9914 = extractelement <32 x i64> %max_index725.0.lcssa, i64 15
  %9915 = fcmp uno float %9913, 0.000000e+00
  %9916 = fcmp ord float %9911, 0.000000e+00
  %9917 = icmp ult i64 %9914, %9912
  %9918 = fcmp ogt float %9913, %9911
  %9919 = fcmp oeq float %9913, %9911
  %9920 = or i1 %9916, %9917
  %9921 = and i1 %9919, %9917
  %9922 = or i1 %9918, %9921
  %9923 = select i1 %9915, i1 %9920, i1 %9922
  %9924 = select i1 %9923, float %9913, float %9911
  %9925 = select i1 %9923, i64 %9914, i64 %9912
  %9926 = extractelement <32 x float> %max_best724.0.lcssa, i64 16
  %9927 = extractelement <32 x i64> %max_index725.0.lcssa, i64 16
  %9928 = fcmp uno float %9926, 0.000000e+00
  %9929 = fcmp ord float %9924, 0.000000e+00
  %9930 = icmp ult i64 %9927, %9925
  %9931 = fcmp ogt float %9926, %9924
  %9932 = fcmp oeq float %9926, %9924
  %9933 = or i1 %9929, %9930
  %9934 = and i1 %9932, %9930
  %9935 = or i1 %9931, %9934
  %9936 = select i1 %9928, i1 %9933, i1 %9935
  %9937 = select i1 %9936, float %9926, float %9924
  %9938 = select i1 %9936, i64 %9927, i64 %9925
  %9939 = extractelement <32 x float> %max_best724.0.lcssa, i64 17
  %9940 = extractelement <32 x i64> %max_index725.0.lcssa, i64 17
  %9941 = fcmp uno float %9939, 0.000000e+00
  %9942 = fcmp ord float %9937, 0.000000e+00
  %9943 = icmp ult i64 %9940, %9938
  %9944 = fcmp ogt float %9939, %9937
  %9945 = fcmp oeq float %9939, %9937
  %9946 = or i1 %9942, %9943
  %9947 = and i1 %9945, %9943
  %9948 = or i1 %9944, %9947
  %9949 = select i1 %9941, i1 %9946, i1 %9948
  %9950 = select i1 %9949, float %9939, float %9937
  %9951 = select i1 %9949, i64 %9940, i64 %9938
  %9952 = extractelement <32 x float> %max_best724.0.lcssa, i64 18
  %9953 = extractelement <32 x i64> %max_index725.0.lcssa, i64 18
  %9954 = fcmp uno float %9952, 0.000000e+00
  %9955 = fcmp ord float %9950, 0.000000e+00
  %9956 = icmp ult i64 %9953, %9951
  %9957 = fcmp ogt float %9952, %9950
  %9958 = fcmp oeq float %9952, %9950
  %9959 = or i1 %9955, %9956
  %9960 = and i1 %9958, %9956
  %9961 = or i1 %9957, %9960
  %9962 = select i1 %9954, i1 %9959, i1 %9961
  %9963 = select i1 %9962, float %9952, float %9950
  %9964 = select i1 %9962, i64 %9953, i64 %9951
  %9965 = extractelement <32 x float> %max_best724.0.lcssa, i64 19
  %9966 = extractelement <32 x i64> %max_index725.0.lcssa, i64 19
  %9967 = fcmp uno float %9965, 0.000000e+00
  %9968 = fcmp ord float %9963, 0.000000e+00
  %9969 = icmp ult i64 %9966, %9964
  %9970 = fcmp ogt float %9965, %9963
  %9971 = fcmp oeq float %9965, %9963
  %9972 = or i1 %9968, %9969
  %9973 = and i1 %9971, %9969
  %9974 = or i1 %9970, %9973
  %9975 = select i1 %9967, i1 %9972, i1 %9974
  %9976 = select i1 %9975, float %9965, float %9963
  %9977 = select i1 %9975, i64 %9966, i64 %9964
  %9978 = extractelement <32 x float> %max_best724.0.lcssa, i64 20
  %9979 = extractelement <32 x i64> %max_index725.0.lcssa, i64 20
  %9980 = fcmp uno float %9978, 0.000000e+00
  %9981 = fcmp ord float %9976, 0.000000e+00
  %9982 = icmp ult i64 %9979, %9977
  %9983 = fcmp ogt float %9978, %9976
  %9984 = fcmp oeq float %9978, %9976
  %9985 = or i1 %9981, %9982
  %9986 = and i1 %9984, %9982
  %9987 = or i1 %9983, %9986
  %9988 = select i1 %9980, i1 %9985, i1 %9987
  %9989 = select i1 %9988, float %9978, float %9976
  %9990 = select i1 %9988, i64 %9979, i64 %9977
  %9991 = extractelement <32 x float> %max_best724.0.lcssa, i64 21
  %9992 = extractelement <32 x i64> %max_index725.0.lcssa, i64 21
  %9993 = fcmp uno float %9991, 0.000000e+00
  %9994 = fcmp ord float %9989, 0.000000e+00
  %9995 = icmp ult i64 %9992, %9990
  %9996 = fcmp ogt float %9991, %9989
  %9997 = fcmp oeq float %9991, %9989
  %9998 = or i1 %9994, %9995
  %9999 = and i1 %9997, %9995
  %10000 = or i1 %9996, %9999
  %10001 = select i1 %9993, i1 %9998, i1 %10000
  %10002 = select i1 %10001, float %9991, float %9989
  %10003 = select i1 %10001, i64 %9992, i64 %9990
  %10004 = extractelement <32 x float> %max_best724.0.lcssa, i64 22
  %10005 = extractelement <32 x i64> %max_index725.0.lcssa, i64 22
  %10006 = fcmp uno float %10004, 0.000000e+00
  %10007 = fcmp ord float %10002, 0.000000e+00
  %10008 = icmp ult i64 %10005, %10003
  %10009 = fcmp ogt float %10004, %10002
  %10010 = fcmp oeq float %10004, %10002
  %10011 = or i1 %10007, %10008
  %10012 = and i1 %10010, %10008
  %10013 = or i1 %10009, %10012
  %10014 = select i1 %10006, i1 %10011, i1 %10013
  %10015 = select i1 %10014, float %10004, float %10002
  %10016 = select i1 %10014, i64 %10005, i64 %10003
  %10017 = extractelement <32 x float> %max_best724.0.lcssa, i64 23
  %10018 = extractelement <32 x i64> %max_index725.0.lcssa, i64 23
  %10019 = fcmp uno float %10017, 0.000000e+00
  %10020 = fcmp ord float %10015, 0.000000e+00
  %10021 = icmp ult i64 %10018, %10016
  %10022 = fcmp ogt float %10017, %10015
  %10023 = fcmp oeq float %10017, %10015
  %10024 = or i1 %10020, %10021
  %10025 = and i1 %10023, %10021
  %10026 = or i1 %10022, %10025
  %10027 = select i1 %10019, i1 %10024, i1 %10026
  %10028 = select i1 %10027, float %10017, float %10015
  %10029 = select i1 %10027, i64 %10018, i64 %10016
  %10030 = extractelement <32 x float> %max_best724.0.lcssa, i64 24
  %10031 = extractelement <32 x i64> %max_index725.0.lcssa, i64 24
  %10032 = fcmp uno float %10030, 0.000000e+00
  %10033 = fcmp ord float %10028, 0.000000e+00
  %10034 = icmp ult i64 %10031, %10029
  %10035 = fcmp ogt float %10030, %10028
  %10036 = fcmp oeq float %10030, %10028
  %10037 = or i1 %10033, %10034
  %10038 = and i1 %10036, %10034
  %10039 = or i1 %10035, %10038
  %10040 = select i1 %10032, i1 %10037, i1 %10039
  %10041 = select i1 %10040, float %10030, float %10028
  %10042 = select i1 %10040, i64 %10031, i64 %10029
  %10043 = extractelement <32 x float> %max_best724.0.lcssa, i64 25
  %10044 = extractelement <32 x i64> %max_index725.0.lcssa, i64 25
  %10045 = fcmp uno float %10043, 0.000000e+00
  %10046 = fcmp ord float %10041, 0.000000e+00
  %10047 = icmp ult i64 %10044, %10042
  %10048 = fcmp ogt float %10043, %10041
  %10049 = fcmp oeq float %10043, %10041
  %10050 = or i1 %10046, %10047
  %10051 = and i1 %10049, %10047
  %10052 = or i1 %10048, %10051
  %10053 = select i1 %10045, i1 %10050, i1 %10052
  %10054 = select i1 %10053, float %10043, float %10041
  %10055 = select i1 %10053, i64 %10044, i64 %10042
  %10056 = extractelement <32 x float> %max_best724.0.lcssa, i64 26
  %10057 = extractelement <32 x i64> %max_index725.0.lcssa, i64 26
  %10058 = fcmp uno float %10056, 0.000000e+00
  %10059 = fcmp ord float %10054, 0.000000e+00
  %10060 = icmp ult i64 %10057, %10055
  %10061 = fcmp ogt float %10056, %10054
  %10062 = fcmp oeq float %10056, %10054
  %10063 = or i1 %10059, %10060
  %10064 = and i1 %10062, %10060
  %10065 = or i1 %10061, %10064
  %10066 = select i1 %10058, i1 %10063, i1 %10065
  %10067 = select i1 %10066, float %10056, float %10054
  %10068 = select i1 %10066, i64 %10057, i64 %10055
  %10069 = extractelement <32 x float> %max_best724.0.lcssa, i64 27
  %10070 = extractelement <32 x i64> %max_index725.0.lcssa, i64 27
  %10071 = fcmp uno float %10069, 0.000000e+00
  %10072 = fcmp ord float %10067, 0.000000e+00
  %10073 = icmp ult i64 %10070, %10068
  %10074 = fcmp ogt float %10069, %10067
  %10075 = fcmp oeq float %10069, %10067
  %10076 = or i1 %10072, %10073
  %10077 = and i1 %10075, %10073
  %10078 = or i1 %10074, %10077
  %10079 = select i1 %10071, i1 %10076, i1 %10078
  %10080 = select i1 %10079, float %10069, float %10067
  %10081 = select i1 %10079, i64 %10070, i64 %10068
  %10082 = extractelement <32 x float> %max_best724.0.lcssa, i64 28
  %10083 = extractelement <32 x i64> %max_index725.0.lcssa, i64 28
  %10084 = fcmp uno float %10082, 0.000000e+00
  %10085 = fcmp ord float %10080, 0.000000e+00
  %10086 = icmp ult i64 %10083, %10081
  %10087 = fcmp ogt float %10082, %10080
  %10088 = fcmp oeq float %10082, %10080
  %10089 = or i1 %10085, %10086
  %10090 = and i1 %10088, %10086
  %10091 = or i1 %10087, %10090
  %10092 = select i1 %10084, i1 %10089, i1 %10091
  %10093 = select i1 %10092, float %10082, float %10080
  %10094 = select i1 %10092, i64 %10083, i64 %10081
  %10095 = extractelement <32 x float> %max_best724.0.lcssa, i64 29
  %10096 = extractelement <32 x i64> %max_index725.0.lcssa, i64 29
  %10097 = fcmp uno float %10095, 0.000000e+00
  %10098 = fcmp ord float %10093, 0.000000e+00
  %10099 = icmp ult i64 %10096, %10094
  %10100 = fcmp ogt float %10095, %10093
  %10101 = fcmp oeq float %10095, %10093
  %10102 = or i1 %10098, %10099
  %10103 = and i1 %10101, %10099
  %10104 = or i1 %10100, %10103
  %10105 = select i1 %10097, i1 %10102, i1 %10104
  %10106 = select i1 %10105, float %10095, float %10093
  %10107 = select i1 %10105, i64 %10096, i64 %10094
  %10108 = extractelement <32 x float> %max_best724.0.lcssa, i64 30
  %10109 = extractelement <32 x i64> %max_index725.0.lcssa, i64 30
  %10110 = fcmp uno float %10108, 0.000000e+00
  %10111 = fcmp ord float %10106, 0.000000e+00
  %10112 = icmp ult i64 %10109, %10107
  %10113 = fcmp ogt float %10108, %10106
  %10114 = fcmp oeq float %10108, %10106
  %10115 = or i1 %10111, %10112
  %10116 = and i1 %10114, %10112
  %10117 = or i1 %10113, %10116
  %10118 = select i1 %10110, i1 %10115, i1 %10117
  %10119 = select i1 %10118, float %10108, float %10106
  %10120 = select i1 %10118, i64 %10109, i64 %10107
  %10121 = extractelement <32 x float> %max_best724.0.lcssa, i64 31
  %10122 = extractelement <32 x i64> %max_index725.0.lcssa, i64 31
  %10123 = fcmp uno float %10121, 0.000000e+00
  %10124 = fcmp ord float %10119, 0.000000e+00
  %10125 = icmp ult i64 %10122, %10120
  %10126 = fcmp ogt float %10121, %10119
  %10127 = fcmp oeq float %10121, %10119
  %10128 = or i1 %10124, %10125
  %10129 = and i1 %10127, %10125
  %10130 = or i1 %10126, %10129
  %10131 = select i1 %10123, i1 %10128, i1 %10130
  %10132 = select i1 %10131, i64 %10122, i64 %10120
  br i1 %.not1358, label %fold_tail.exit735, label %fold_tail.body734.preheader

fold_tail.body734.preheader:                      ; preds = %max_block.exit729
  %10133 = select i1 %10131, float %10121, float %10119
  br label %fold_tail.body734

fold_tail.body734:                                ; preds = %fold_tail.body734.preheader, %fold_tail.body734
  %fold_tail7361312 = phi i64 [ %10142, %fold_tail.body734 ], [ %blocks_end219, %fold_tail.body734.preheader ]
  %fold_index720.01311 = phi i64 [ %10141, %fold_tail.body734 ], [ %10132, %fold_tail.body734.preheader ]
  %fold_value719.01310 = phi float [ %10140, %fold_tail.body734 ], [ %10133, %fold_tail.body734.preheader ]
  %10134 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail7361312
  %10135 = load float, ptr %10134, align 4
  %10136 = fcmp ogt float %10135, %fold_value719.01310
  %10137 = fcmp uno float %10135, 0.000000e+00
  %10138 = fcmp ord float %fold_value719.01310, 0.000000e+00
  %10139 = and i1 %10138, %10137
  %take737 = or i1 %10136, %10139
  %10140 = select i1 %take737, float %10135, float %fold_value719.01310
  %10141 = select i1 %take737, i64 %fold_tail7361312, i64 %fold_index720.01311
  %10142 = add nuw i64 %fold_tail7361312, 1
  %10143 = icmp ult i64 %10142, %n_features
  br i1 %10143, label %fold_tail.body734, label %fold_tail.exit735

fold_tail.exit735:                                ; preds = %fold_tail.body734, %max_block.exit729
  %fold_index720.0.lcssa = phi i64 [ %10132, %max_block.exit729 ], [ %10141, %fold_tail.body734 ]
  %argmax738 = uitofp i64 %fold_index720.0.lcssa to float
  br label %guard.done672

guard.then742:                                    ; preds = %guard.done672
  %.not1023 = icmp ugt i64 %listed.01859, %3642
  br i1 %.not1023, label %gumbel.philox.header769.preheader, label %listed.header756.preheader

listed.header756.preheader:                       ; preds = %guard.then742
  %.not1406 = icmp eq i64 %listed.01859, 0
  br i1 %.not1406, label %guard.done744, label %listed.body757.lr.ph

listed.body757.lr.ph:                             ; preds = %listed.header756.preheader
  %.reass1315.reass = xor i64 %row1334, %invariant.op1335
  %10144 = and i64 %.reass1315.reass, 4294967295
  %10145 = mul nuw i64 %10144, 3528531795
  %10146 = lshr i64 %10145, 32
  %10147 = xor i64 %10146, %3653
  %invariant.op5318 = xor i64 %10145, %3655
  br label %listed.body757

gumbel.philox.header769.preheader:                ; preds = %guard.then742
  br i1 %.not1356, label %max_block.exit797, label %gumbel.philox.body770.lr.ph

gumbel.philox.body770.lr.ph:                      ; preds = %gumbel.philox.header769.preheader
  %.reass1321.reass = xor i64 %row1334, %invariant.op1335
  %10148 = and i64 %.reass1321.reass, 4294967295
  %10149 = mul nuw i64 %10148, 3528531795
  %10150 = lshr i64 %10149, 32
  %10151 = xor i64 %10150, %3653
  br i1 %min.iters.check2448, label %gumbel.philox.body770.preheader, label %vector.ph2449

vector.ph2449:                                    ; preds = %gumbel.philox.body770.lr.ph
  %broadcast.splatinsert2454 = insertelement <8 x i64> poison, i64 %10151, i64 0
  %broadcast.splat2455 = shufflevector <8 x i64> %broadcast.splatinsert2454, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar4426 = xor i64 %3655, %10149
  %.scalar4427 = and i64 %.scalar4426, 4294967295
  %10152 = insertelement <8 x i64> poison, i64 %.scalar4427, i64 0
  %.masked4395 = shufflevector <8 x i64> %10152, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body2490

vector.body2490:                                  ; preds = %vector.body2490, %vector.ph2449
  %index2491 = phi i64 [ 0, %vector.ph2449 ], [ %index.next2493, %vector.body2490 ]
  %vec.ind2492 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2449 ], [ %vec.ind.next2494, %vector.body2490 ]
  %10153 = and <8 x i64> %vec.ind2492, splat (i64 4294967295)
  %10154 = mul nuw <8 x i64> %10153, splat (i64 3528531795)
  %10155 = xor <8 x i64> %broadcast.splat2457, %10154
  %10156 = lshr <8 x i64> %10155, splat (i64 32)
  %10157 = mul nuw <8 x i64> %10156, splat (i64 3449720151)
  %10158 = lshr <8 x i64> %10157, splat (i64 32)
  %10159 = xor <8 x i64> %broadcast.splat2455, %10154
  %10160 = xor <8 x i64> %.masked4394, %10158
  %10161 = mul nuw <8 x i64> %10160, splat (i64 3528531795)
  %10162 = and <8 x i64> %10159, splat (i64 4294967295)
  %10163 = mul nuw <8 x i64> %10162, splat (i64 3449720151)
  %10164 = lshr <8 x i64> %10161, splat (i64 32)
  %10165 = lshr <8 x i64> %10163, splat (i64 32)
  %10166 = xor <8 x i64> %10165, %broadcast.splat2463
  %10167 = xor <8 x i64> %10166, %10157
  %10168 = and <8 x i64> %10167, splat (i64 4294967295)
  %10169 = mul nuw <8 x i64> %10168, splat (i64 3528531795)
  %10170 = xor <8 x i64> %.masked4395, %10164
  %10171 = mul nuw <8 x i64> %10170, splat (i64 3449720151)
  %10172 = lshr <8 x i64> %10169, splat (i64 32)
  %10173 = lshr <8 x i64> %10171, splat (i64 32)
  %10174 = xor <8 x i64> %broadcast.splat2467, %10173
  %10175 = xor <8 x i64> %10174, %10163
  %10176 = xor <8 x i64> %10172, %broadcast.splat2469
  %10177 = xor <8 x i64> %10176, %10161
  %10178 = and <8 x i64> %10175, splat (i64 4294967295)
  %10179 = mul nuw <8 x i64> %10178, splat (i64 3528531795)
  %10180 = and <8 x i64> %10177, splat (i64 4294967295)
  %10181 = mul nuw <8 x i64> %10180, splat (i64 3449720151)
  %10182 = lshr <8 x i64> %10179, splat (i64 32)
  %10183 = lshr <8 x i64> %10181, splat (i64 32)
  %10184 = xor <8 x i64> %10183, %broadcast.splat2471
  %10185 = xor <8 x i64> %10184, %10171
  %10186 = xor <8 x i64> %broadcast.splat2473, %10182
  %10187 = xor <8 x i64> %10186, %10169
  %10188 = and <8 x i64> %10185, splat (i64 4294967295)
  %10189 = mul nuw <8 x i64> %10188, splat (i64 3528531795)
  %10190 = and <8 x i64> %10187, splat (i64 4294967295)
  %10191 = mul nuw <8 x i64> %10190, splat (i64 3449720151)
  %10192 = lshr <8 x i64> %10189, splat (i64 32)
  %10193 = lshr <8 x i64> %10191, splat (i64 32)
  %10194 = xor <8 x i64> %broadcast.splat2475, %10193
  %10195 = xor <8 x i64> %10194, %10181
  %10196 = xor <8 x i64> %10192, %broadcast.splat2477
  %10197 = xor <8 x i64> %10196, %10179
  %10198 = and <8 x i64> %10195, splat (i64 4294967295)
  %10199 = mul nuw <8 x i64> %10198, splat (i64 3528531795)
  %10200 = and <8 x i64> %10197, splat (i64 4294967295)
  %10201 = mul nuw <8 x i64> %10200, splat (i64 3449720151)
  %10202 = lshr <8 x i64> %10199, splat (i64 32)
  %10203 = lshr <8 x i64> %10201, splat (i64 32)
  %10204 = xor <8 x i64> %10203, %broadcast.splat2479
  %10205 = xor <8 x i64> %10204, %10191
  %10206 = xor <8 x i64> %broadcast.splat2481, %10202
  %10207 = xor <8 x i64> %10206, %10189
  %10208 = and <8 x i64> %10205, splat (i64 4294967295)
  %10209 = mul nuw <8 x i64> %10208, splat (i64 3528531795)
  %10210 = and <8 x i64> %10207, splat (i64 4294967295)
  %10211 = mul nuw <8 x i64> %10210, splat (i64 3449720151)
  %10212 = lshr <8 x i64> %10209, splat (i64 32)
  %10213 = lshr <8 x i64> %10211, splat (i64 32)
  %10214 = xor <8 x i64> %broadcast.splat2483, %10213
  %10215 = xor <8 x i64> %10214, %10201
  %10216 = xor <8 x i64> %10212, %broadcast.splat2485
  %10217 = xor <8 x i64> %10216, %10199
  %10218 = and <8 x i64> %10215, splat (i64 4294967295)
  %10219 = mul nuw <8 x i64> %10218, splat (i64 3528531795)
  %10220 = lshr <8 x i64> %10219, splat (i64 32)
  %10221 = trunc <8 x i64> %10217 to <8 x i32>
  %10222 = mul <8 x i32> %10221, splat (i32 -845247145)
  %10223 = xor <8 x i64> %broadcast.splat2487, %10220
  %10224 = xor <8 x i64> %10223, %10209
  %10225 = and <8 x i64> %10224, splat (i64 4294967295)
  %10226 = mul nuw <8 x i64> %10225, splat (i64 3449720151)
  %10227 = lshr <8 x i64> %10226, splat (i64 32)
  %10228 = trunc nuw <8 x i64> %10227 to <8 x i32>
  %10229 = xor <8 x i32> %10222, %10228
  %10230 = xor <8 x i32> %10229, %broadcast.splat2489
  %10231 = getelementptr inbounds float, ptr %3636, i64 %index2491
  store <8 x i32> %10230, ptr %10231, align 4
  %index.next2493 = add nuw i64 %index2491, 8
  %vec.ind.next2494 = add nuw <8 x i64> %vec.ind2492, splat (i64 8)
  %10232 = icmp eq i64 %index.next2493, %n.vec2451
  br i1 %10232, label %middle.block2495, label %vector.body2490, !llvm.loop !149

middle.block2495:                                 ; preds = %vector.body2490
  br i1 %cmp.n2496, label %gumbel.body774.preheader, label %gumbel.philox.body770.preheader

gumbel.philox.body770.preheader:                  ; preds = %gumbel.philox.body770.lr.ph, %middle.block2495
  %gumbel.philox7721322.ph = phi i64 [ 0, %gumbel.philox.body770.lr.ph ], [ %n.vec2451, %middle.block2495 ]
  %invariant.op5320 = xor i64 %10149, %3655
  br label %gumbel.philox.body770

guard.done744:                                    ; preds = %guard.done313.thread, %listed.header756.preheader, %listed.exit758.loopexit, %guard.done672, %fold_tail.exit803
  %uniforms.sroa.125.01994 = phi float [ %uniforms.sroa.125.0, %listed.exit758.loopexit ], [ %uniforms.sroa.125.0, %fold_tail.exit803 ], [ %uniforms.sroa.125.0, %guard.done672 ], [ %uniforms.sroa.125.0, %listed.header756.preheader ], [ 0.000000e+00, %guard.done313.thread ]
  %uniforms.sroa.133.1 = phi float [ %10428, %listed.exit758.loopexit ], [ %argmax806, %fold_tail.exit803 ], [ 0.000000e+00, %guard.done672 ], [ 0.000000e+00, %listed.header756.preheader ], [ 0.000000e+00, %guard.done313.thread ]
  %10233 = fmul float %fold_value231.0.lcssa, 2.000000e+00
  %10234 = fcmp oeq float %fold_value250.0.lcssa, 0xFFF0000000000000
  %10235 = select i1 %10234, float 4.000000e+00, float 0.000000e+00
  %10236 = fmul float %fold_value289.0.lcssa, 8.000000e+00
  %10237 = fadd float %fold_value212.0.lcssa, %10233
  %10238 = fadd float %10237, %10235
  %10239 = fadd float %10238, %10236
  %10240 = select i1 %top_p_on, float %uniforms.sroa.125.01994, float %uniforms.sroa.133.1
  %10241 = select i1 %not_greedy, float %10240, float %argmax288
  %10242 = fcmp une float %10239, 0.000000e+00
  %10243 = select i1 %10242, float -1.000000e+00, float %10241
  %id808 = fptosi float %10243 to i64
  store i64 %id808, ptr %id_ptr207, align 8
  %status_bits809 = fptoui float %10239 to i32
  %status810 = load i32, ptr %3761, align 4
  %10244 = or i32 %status810, %status_bits809
  store i32 %10244, ptr %3761, align 4
  %10245 = add nuw i64 %row1334, 1
  %exitcond1544.not = icmp eq i64 %10245, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond1544.not, label %rows.done, label %row.body

listed.body757:                                   ; preds = %listed.body757.lr.ph, %listed.body757
  %listed7591318 = phi i64 [ 0, %listed.body757.lr.ph ], [ %10427, %listed.body757 ]
  %fold_index751.01317 = phi i64 [ 0, %listed.body757.lr.ph ], [ %10426, %listed.body757 ]
  %fold_value750.01316 = phi float [ 0xFFF0000000000000, %listed.body757.lr.ph ], [ %10425, %listed.body757 ]
  %10246 = getelementptr float, ptr %3641, i64 %listed7591318
  %f760 = load i32, ptr %10246, align 4
  %f761 = zext i32 %f760 to i64
  %10247 = getelementptr inbounds nuw float, ptr %3760, i64 %f761
  %10248 = load float, ptr %10247, align 4
  %10249 = fmul float %inv_t, %10248
  %feature762 = uitofp i32 %f760 to float
  %10250 = fcmp ogt float %10248, %uniforms.sroa.25.01865
  %10251 = select i1 %10250, float 1.000000e+00, float 0.000000e+00
  %10252 = fcmp oeq float %10248, %uniforms.sroa.25.01865
  %10253 = fcmp oge float %uniforms.sroa.56.01862, %feature762
  %10254 = select i1 %10252, i1 %10253, i1 false
  %10255 = select i1 %10254, float 1.000000e+00, float 0.000000e+00
  %10256 = fcmp ogt float %10255, %10251
  %max763 = select i1 %10256, float %10255, float %10251
  %10257 = mul nuw i64 %f761, 3528531795
  %10258 = xor i64 %3651, %10257
  %10259 = lshr i64 %10258, 32
  %10260 = mul nuw i64 %10259, 3449720151
  %10261 = lshr i64 %10260, 32
  %.reass2135.reass = xor i64 %10261, %invariant.op5317
  %10262 = xor i64 %10147, %10257
  %10263 = and i64 %.reass2135.reass, 4294967295
  %10264 = mul nuw i64 %10263, 3528531795
  %10265 = and i64 %10262, 4294967295
  %10266 = mul nuw i64 %10265, 3449720151
  %10267 = lshr i64 %10264, 32
  %10268 = lshr i64 %10266, 32
  %10269 = xor i64 %10268, %3654
  %10270 = xor i64 %10269, %10260
  %.reass2137.reass = xor i64 %10267, %invariant.op5318
  %10271 = and i64 %10270, 4294967295
  %10272 = mul nuw i64 %10271, 3528531795
  %10273 = and i64 %.reass2137.reass, 4294967295
  %10274 = mul nuw i64 %10273, 3449720151
  %10275 = lshr i64 %10272, 32
  %10276 = lshr i64 %10274, 32
  %10277 = xor i64 %3656, %10276
  %10278 = xor i64 %10277, %10266
  %10279 = xor i64 %10275, %3657
  %10280 = xor i64 %10279, %10264
  %10281 = and i64 %10278, 4294967295
  %10282 = mul nuw i64 %10281, 3528531795
  %10283 = and i64 %10280, 4294967295
  %10284 = mul nuw i64 %10283, 3449720151
  %10285 = lshr i64 %10282, 32
  %10286 = lshr i64 %10284, 32
  %10287 = xor i64 %10286, %3658
  %10288 = xor i64 %10287, %10274
  %10289 = xor i64 %3659, %10285
  %10290 = xor i64 %10289, %10272
  %10291 = and i64 %10288, 4294967295
  %10292 = mul nuw i64 %10291, 3528531795
  %10293 = and i64 %10290, 4294967295
  %10294 = mul nuw i64 %10293, 3449720151
  %10295 = lshr i64 %10292, 32
  %10296 = lshr i64 %10294, 32
  %10297 = xor i64 %3660, %10296
  %10298 = xor i64 %10297, %10284
  %10299 = xor i64 %10295, %3661
  %10300 = xor i64 %10299, %10282
  %10301 = and i64 %10298, 4294967295
  %10302 = mul nuw i64 %10301, 3528531795
  %10303 = and i64 %10300, 4294967295
  %10304 = mul nuw i64 %10303, 3449720151
  %10305 = lshr i64 %10302, 32
  %10306 = lshr i64 %10304, 32
  %10307 = xor i64 %10306, %3662
  %10308 = xor i64 %10307, %10294
  %10309 = xor i64 %3663, %10305
  %10310 = xor i64 %10309, %10292
  %10311 = and i64 %10308, 4294967295
  %10312 = mul nuw i64 %10311, 3528531795
  %10313 = and i64 %10310, 4294967295
  %10314 = mul nuw i64 %10313, 3449720151
  %10315 = lshr i64 %10312, 32
  %10316 = lshr i64 %10314, 32
  %10317 = xor i64 %3664, %10316
  %10318 = xor i64 %10317, %10304
  %10319 = xor i64 %10315, %3665
  %10320 = xor i64 %10319, %10302
  %10321 = and i64 %10318, 4294967295
  %10322 = mul nuw i64 %10321, 3528531795
  %10323 = lshr i64 %10322, 32
  %10324 = trunc i64 %10320 to i32
  %10325 = mul i32 %10324, -845247145
  %10326 = xor i64 %3666, %10323
  %10327 = xor i64 %10326, %10312
  %10328 = and i64 %10327, 4294967295
  %10329 = mul nuw i64 %10328, 3449720151
  %10330 = lshr i64 %10329, 32
  %10331 = trunc nuw i64 %10330 to i32
  %10332 = xor i32 %10325, %10331
  %10333 = xor i32 %10332, %3667
  %10334 = uitofp i32 %10333 to double
  %10335 = fadd double %10334, 5.000000e-01
  %10336 = fmul double %10335, 0x3DF0000000000000
  %10337 = bitcast double %10336 to i64
  %10338 = lshr i64 %10337, 32
  %10339 = add nuw nsw i64 %10338, 614242
  %10340 = lshr i64 %10339, 20
  %10341 = add nsw i64 %10340, -1023
  %10342 = shl nuw i64 %10339, 32
  %10343 = and i64 %10342, 4503595332403200
  %10344 = add nuw nsw i64 %10343, 4604544269498187776
  %10345 = and i64 %10337, 4294967295
  %10346 = or disjoint i64 %10344, %10345
  %10347 = bitcast i64 %10346 to double
  %10348 = fadd double %10347, -1.000000e+00
  %10349 = fmul double %10348, 5.000000e-01
  %10350 = fmul double %10348, %10349
  %10351 = fadd double %10348, 2.000000e+00
  %10352 = fdiv double %10348, %10351
  %10353 = fmul double %10352, %10352
  %10354 = fmul double %10353, %10353
  %10355 = fmul double %10354, 0x3FC39A09D078C69F
  %10356 = fadd double %10355, 0x3FCC71C51D8E78AF
  %10357 = fmul double %10354, %10356
  %10358 = fadd double %10357, 0x3FD999999997FA04
  %10359 = fmul double %10354, %10358
  %10360 = fmul double %10354, 0x3FC2F112DF3E5244
  %10361 = fadd double %10360, 0x3FC7466496CB03DE
  %10362 = fmul double %10354, %10361
  %10363 = fadd double %10362, 0x3FD2492494229359
  %10364 = fmul double %10354, %10363
  %10365 = fadd double %10364, 0x3FE5555555555593
  %10366 = fmul double %10353, %10365
  %10367 = fadd double %10359, %10366
  %10368 = sitofp i64 %10341 to double
  %10369 = fadd double %10350, %10367
  %10370 = fmul double %10352, %10369
  %10371 = fmul double %10368, 0x3DEA39EF35793C76
  %10372 = fadd double %10371, %10370
  %10373 = fsub double %10372, %10350
  %10374 = fadd double %10348, %10373
  %10375 = fmul double %10368, 0x3FE62E42FEE00000
  %10376 = fadd double %10375, %10374
  %10377 = fneg double %10376
  %10378 = bitcast double %10377 to i64
  %10379 = lshr i64 %10378, 32
  %10380 = add nuw nsw i64 %10379, 614242
  %10381 = lshr i64 %10380, 20
  %10382 = add nsw i64 %10381, -1023
  %10383 = shl i64 %10380, 32
  %10384 = and i64 %10383, 4503595332403200
  %10385 = add nuw nsw i64 %10384, 4604544269498187776
  %10386 = and i64 %10378, 4294967295
  %10387 = or disjoint i64 %10385, %10386
  %10388 = bitcast i64 %10387 to double
  %10389 = fadd double %10388, -1.000000e+00
  %10390 = fmul double %10389, 5.000000e-01
  %10391 = fmul double %10389, %10390
  %10392 = fadd double %10389, 2.000000e+00
  %10393 = fdiv double %10389, %10392
  %10394 = fmul double %10393, %10393
  %10395 = fmul double %10394, %10394
  %10396 = fmul double %10395, 0x3FC2F112DF3E5244
  %10397 = fadd double %10396, 0x3FC7466496CB03DE
  %10398 = insertelement <2 x double> poison, double %10395, i64 0
  %10399 = shufflevector <2 x double> %10398, <2 x double> poison, <2 x i32> zeroinitializer
  %10400 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %10397, i64 1
  %10401 = fmul <2 x double> %10399, %10400
  %10402 = fadd <2 x double> %10401, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %10403 = fmul <2 x double> %10399, %10402
  %10404 = fadd <2 x double> %10403, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %10405 = insertelement <2 x double> %10398, double %10394, i64 1
  %10406 = fmul <2 x double> %10405, %10404
  %shift4428 = shufflevector <2 x double> %10406, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop4429 = fadd <2 x double> %10406, %shift4428
  %10407 = extractelement <2 x double> %foldExtExtBinop4429, i64 0
  %10408 = sitofp i64 %10382 to double
  %10409 = fadd double %10391, %10407
  %10410 = fmul double %10393, %10409
  %10411 = fmul double %10408, 0x3DEA39EF35793C76
  %10412 = fadd double %10411, %10410
  %10413 = fsub double %10412, %10391
  %10414 = fadd double %10389, %10413
  %10415 = fmul double %10408, 0x3FE62E42FEE00000
  %10416 = fadd double %10415, %10414
  %10417 = fptrunc double %10416 to float
  %10418 = fsub float %10249, %10417
  %10419 = fcmp une float %max763, 0.000000e+00
  %10420 = select i1 %10419, float %10418, float 0xFFF0000000000000
  %10421 = fcmp ogt float %10420, %fold_value750.01316
  %10422 = fcmp uno float %10420, 0.000000e+00
  %10423 = fcmp ord float %fold_value750.01316, 0.000000e+00
  %10424 = and i1 %10423, %10422
  %take767 = or i1 %10421, %10424
  %10425 = select i1 %take767, float %10420, float %fold_value750.01316
  %10426 = select i1 %take767, i64 %f761, i64 %fold_index751.01317
  %10427 = add nuw nsw i64 %listed7591318, 1
  %exitcond1540.not = icmp eq i64 %10427, %listed.01859
  br i1 %exitcond1540.not, label %listed.exit758.loopexit, label %listed.body757

listed.exit758.loopexit:                          ; preds = %listed.body757
  %10428 = uitofp nneg i64 %10426 to float
  br label %guard.done744

gumbel.philox.body770:                            ; preds = %gumbel.philox.body770.preheader, %gumbel.philox.body770
  %gumbel.philox7721322 = phi i64 [ %10508, %gumbel.philox.body770 ], [ %gumbel.philox7721322.ph, %gumbel.philox.body770.preheader ]
  %10429 = and i64 %gumbel.philox7721322, 4294967295
  %10430 = mul nuw i64 %10429, 3528531795
  %10431 = xor i64 %3651, %10430
  %10432 = lshr i64 %10431, 32
  %10433 = mul nuw i64 %10432, 3449720151
  %10434 = lshr i64 %10433, 32
  %.reass2139.reass = xor i64 %10434, %invariant.op5319
  %10435 = xor i64 %10151, %10430
  %10436 = and i64 %.reass2139.reass, 4294967295
  %10437 = mul nuw i64 %10436, 3528531795
  %10438 = and i64 %10435, 4294967295
  %10439 = mul nuw i64 %10438, 3449720151
  %10440 = lshr i64 %10437, 32
  %10441 = lshr i64 %10439, 32
  %10442 = xor i64 %10441, %3654
  %10443 = xor i64 %10442, %10433
  %.reass2141.reass = xor i64 %10440, %invariant.op5320
  %10444 = and i64 %10443, 4294967295
  %10445 = mul nuw i64 %10444, 3528531795
  %10446 = and i64 %.reass2141.reass, 4294967295
  %10447 = mul nuw i64 %10446, 3449720151
  %10448 = lshr i64 %10445, 32
  %10449 = lshr i64 %10447, 32
  %10450 = xor i64 %3656, %10449
  %10451 = xor i64 %10450, %10439
  %10452 = xor i64 %10448, %3657
  %10453 = xor i64 %10452, %10437
  %10454 = and i64 %10451, 4294967295
  %10455 = mul nuw i64 %10454, 3528531795
  %10456 = and i64 %10453, 4294967295
  %10457 = mul nuw i64 %10456, 3449720151
  %10458 = lshr i64 %10455, 32
  %10459 = lshr i64 %10457, 32
  %10460 = xor i64 %10459, %3658
  %10461 = xor i64 %10460, %10447
  %10462 = xor i64 %3659, %10458
  %10463 = xor i64 %10462, %10445
  %10464 = and i64 %10461, 4294967295
  %10465 = mul nuw i64 %10464, 3528531795
  %10466 = and i64 %10463, 4294967295
  %10467 = mul nuw i64 %10466, 3449720151
  %10468 = lshr i64 %10465, 32
  %10469 = lshr i64 %10467, 32
  %10470 = xor i64 %3660, %10469
  %10471 = xor i64 %10470, %10457
  %10472 = xor i64 %10468, %3661
  %10473 = xor i64 %10472, %10455
  %10474 = and i64 %10471, 4294967295
  %10475 = mul nuw i64 %10474, 3528531795
  %10476 = and i64 %10473, 4294967295
  %10477 = mul nuw i64 %10476, 3449720151
  %10478 = lshr i64 %10475, 32
  %10479 = lshr i64 %10477, 32
  %10480 = xor i64 %10479, %3662
  %10481 = xor i64 %10480, %10467
  %10482 = xor i64 %3663, %10478
  %10483 = xor i64 %10482, %10465
  %10484 = and i64 %10481, 4294967295
  %10485 = mul nuw i64 %10484, 3528531795
  %10486 = and i64 %10483, 4294967295
  %10487 = mul nuw i64 %10486, 3449720151
  %10488 = lshr i64 %10485, 32
  %10489 = lshr i64 %10487, 32
  %10490 = xor i64 %3664, %10489
  %10491 = xor i64 %10490, %10477
  %10492 = xor i64 %10488, %3665
  %10493 = xor i64 %10492, %10475
  %10494 = and i64 %10491, 4294967295
  %10495 = mul nuw i64 %10494, 3528531795
  %10496 = lshr i64 %10495, 32
  %10497 = trunc i64 %10493 to i32
  %10498 = mul i32 %10497, -845247145
  %10499 = xor i64 %3666, %10496
  %10500 = xor i64 %10499, %10485
  %10501 = and i64 %10500, 4294967295
  %10502 = mul nuw i64 %10501, 3449720151
  %10503 = lshr i64 %10502, 32
  %10504 = trunc nuw i64 %10503 to i32
  %10505 = xor i32 %10498, %10504
  %10506 = xor i32 %10505, %3667
  %10507 = getelementptr inbounds float, ptr %3636, i64 %gumbel.philox7721322
  store i32 %10506, ptr %10507, align 4
  %10508 = add nuw i64 %gumbel.philox7721322, 1
  %exitcond1541.not = icmp eq i64 %10508, %n_features
  br i1 %exitcond1541.not, label %gumbel.body774.preheader, label %gumbel.philox.body770, !llvm.loop !150

gumbel.body774.preheader:                         ; preds = %gumbel.philox.body770, %middle.block2495
  br i1 %min.iters.check2436, label %gumbel.body774.preheader4434, label %vector.body2440

vector.body2440:                                  ; preds = %gumbel.body774.preheader, %vector.body2440
  %index2441 = phi i64 [ %index.next2443, %vector.body2440 ], [ 0, %gumbel.body774.preheader ]
  %10509 = getelementptr inbounds float, ptr %3636, i64 %index2441
  %wide.load2442 = load <8 x i32>, ptr %10509, align 4
  %10510 = uitofp <8 x i32> %wide.load2442 to <8 x double>
  %10511 = fadd <8 x double> %10510, splat (double 5.000000e-01)
  %10512 = fmul <8 x double> %10511, splat (double 0x3DF0000000000000)
  %10513 = bitcast <8 x double> %10512 to <8 x i64>
  %10514 = lshr <8 x i64> %10513, splat (i64 32)
  %10515 = add nuw nsw <8 x i64> %10514, splat (i64 614242)
  %10516 = lshr <8 x i64> %10515, splat (i64 20)
  %10517 = add nsw <8 x i64> %10516, splat (i64 -1023)
  %10518 = shl nuw <8 x i64> %10515, splat (i64 32)
  %10519 = and <8 x i64> %10518, splat (i64 4503595332403200)
  %10520 = add nuw nsw <8 x i64> %10519, splat (i64 4604544269498187776)
  %10521 = and <8 x i64> %10513, splat (i64 4294967295)
  %10522 = or disjoint <8 x i64> %10520, %10521
  %10523 = bitcast <8 x i64> %10522 to <8 x double>
  %10524 = fadd <8 x double> %10523, splat (double -1.000000e+00)
  %10525 = fmul <8 x double> %10524, splat (double 5.000000e-01)
  %10526 = fmul <8 x double> %10524, %10525
  %10527 = fadd <8 x double> %10524, splat (double 2.000000e+00)
  %10528 = fdiv <8 x double> %10524, %10527
  %10529 = fmul <8 x double> %10528, %10528
  %10530 = fmul <8 x double> %10529, %10529
  %10531 = fmul <8 x double> %10530, splat (double 0x3FC39A09D078C69F)
  %10532 = fadd <8 x double> %10531, splat (double 0x3FCC71C51D8E78AF)
  %10533 = fmul <8 x double> %10530, %10532
  %10534 = fadd <8 x double> %10533, splat (double 0x3FD999999997FA04)
  %10535 = fmul <8 x double> %10530, %10534
  %10536 = fmul <8 x double> %10530, splat (double 0x3FC2F112DF3E5244)
  %10537 = fadd <8 x double> %10536, splat (double 0x3FC7466496CB03DE)
  %10538 = fmul <8 x double> %10530, %10537
  %10539 = fadd <8 x double> %10538, splat (double 0x3FD2492494229359)
  %10540 = fmul <8 x double> %10530, %10539
  %10541 = fadd <8 x double> %10540, splat (double 0x3FE5555555555593)
  %10542 = fmul <8 x double> %10529, %10541
  %10543 = fadd <8 x double> %10535, %10542
  %10544 = sitofp <8 x i64> %10517 to <8 x double>
  %10545 = fadd <8 x double> %10526, %10543
  %10546 = fmul <8 x double> %10528, %10545
  %10547 = fmul <8 x double> %10544, splat (double 0x3DEA39EF35793C76)
  %10548 = fadd <8 x double> %10547, %10546
  %10549 = fsub <8 x double> %10548, %10526
  %10550 = fadd <8 x double> %10524, %10549
  %10551 = fmul <8 x double> %10544, splat (double 0x3FE62E42FEE00000)
  %10552 = fadd <8 x double> %10551, %10550
  %10553 = fneg <8 x double> %10552
  %10554 = bitcast <8 x double> %10553 to <8 x i64>
  %10555 = lshr <8 x i64> %10554, splat (i64 32)
  %10556 = add nuw nsw <8 x i64> %10555, splat (i64 614242)
  %10557 = lshr <8 x i64> %10556, splat (i64 20)
  %10558 = add nsw <8 x i64> %10557, splat (i64 -1023)
  %10559 = shl <8 x i64> %10556, splat (i64 32)
  %10560 = and <8 x i64> %10559, splat (i64 4503595332403200)
  %10561 = add nuw nsw <8 x i64> %10560, splat (i64 4604544269498187776)
  %10562 = and <8 x i64> %10554, splat (i64 4294967295)
  %10563 = or disjoint <8 x i64> %10561, %10562
  %10564 = bitcast <8 x i64> %10563 to <8 x double>
  %10565 = fadd <8 x double> %10564, splat (double -1.000000e+00)
  %10566 = fmul <8 x double> %10565, splat (double 5.000000e-01)
  %10567 = fmul <8 x double> %10565, %10566
  %10568 = fadd <8 x double> %10565, splat (double 2.000000e+00)
  %10569 = fdiv <8 x double> %10565, %10568
  %10570 = fmul <8 x double> %10569, %10569
  %10571 = fmul <8 x double> %10570, %10570
  %10572 = fmul <8 x double> %10571, splat (double 0x3FC39A09D078C69F)
  %10573 = fadd <8 x double> %10572, splat (double 0x3FCC71C51D8E78AF)
  %10574 = fmul <8 x double> %10571, %10573
  %10575 = fadd <8 x double> %10574, splat (double 0x3FD999999997FA04)
  %10576 = fmul <8 x double> %10571, %10575
  %10577 = fmul <8 x double> %10571, splat (double 0x3FC2F112DF3E5244)
  %10578 = fadd <8 x double> %10577, splat (double 0x3FC7466496CB03DE)
  %10579 = fmul <8 x double> %10571, %10578
  %10580 = fadd <8 x double> %10579, splat (double 0x3FD2492494229359)
  %10581 = fmul <8 x double> %10571, %10580
  %10582 = fadd <8 x double> %10581, splat (double 0x3FE5555555555593)
  %10583 = fmul <8 x double> %10570, %10582
  %10584 = fadd <8 x double> %10576, %10583
  %10585 = sitofp <8 x i64> %10558 to <8 x double>
  %10586 = fadd <8 x double> %10567, %10584
  %10587 = fmul <8 x double> %10569, %10586
  %10588 = fmul <8 x double> %10585, splat (double 0x3DEA39EF35793C76)
  %10589 = fadd <8 x double> %10588, %10587
  %10590 = fsub <8 x double> %10589, %10567
  %10591 = fadd <8 x double> %10565, %10590
  %10592 = fmul <8 x double> %10585, splat (double 0x3FE62E42FEE00000)
  %10593 = fadd <8 x double> %10592, %10591
  %10594 = fptrunc <8 x double> %10593 to <8 x float>
  %10595 = fneg <8 x float> %10594
  store <8 x float> %10595, ptr %10509, align 4
  %index.next2443 = add nuw i64 %index2441, 8
  %10596 = icmp eq i64 %index.next2443, %n.vec2439
  br i1 %10596, label %middle.block2444, label %vector.body2440, !llvm.loop !151

middle.block2444:                                 ; preds = %vector.body2440
  br i1 %cmp.n2445, label %iter.check2382, label %gumbel.body774.preheader4434

gumbel.body774.preheader4434:                     ; preds = %gumbel.body774.preheader, %middle.block2444
  %gumbel7761323.ph = phi i64 [ 0, %gumbel.body774.preheader ], [ %n.vec2439, %middle.block2444 ]
  br label %gumbel.body774

gumbel.body774:                                   ; preds = %gumbel.body774.preheader4434, %gumbel.body774
  %gumbel7761323 = phi i64 [ %10683, %gumbel.body774 ], [ %gumbel7761323.ph, %gumbel.body774.preheader4434 ]
  %10597 = getelementptr inbounds float, ptr %3636, i64 %gumbel7761323
  %word777 = load i32, ptr %10597, align 4
  %10598 = uitofp i32 %word777 to double
  %10599 = fadd double %10598, 5.000000e-01
  %10600 = fmul double %10599, 0x3DF0000000000000
  %10601 = bitcast double %10600 to i64
  %10602 = lshr i64 %10601, 32
  %10603 = add nuw nsw i64 %10602, 614242
  %10604 = lshr i64 %10603, 20
  %10605 = add nsw i64 %10604, -1023
  %10606 = shl nuw i64 %10603, 32
  %10607 = and i64 %10606, 4503595332403200
  %10608 = add nuw nsw i64 %10607, 4604544269498187776
  %10609 = and i64 %10601, 4294967295
  %10610 = or disjoint i64 %10608, %10609
  %10611 = bitcast i64 %10610 to double
  %10612 = fadd double %10611, -1.000000e+00
  %10613 = fmul double %10612, 5.000000e-01
  %10614 = fmul double %10612, %10613
  %10615 = fadd double %10612, 2.000000e+00
  %10616 = fdiv double %10612, %10615
  %10617 = fmul double %10616, %10616
  %10618 = fmul double %10617, %10617
  %10619 = fmul double %10618, 0x3FC39A09D078C69F
  %10620 = fadd double %10619, 0x3FCC71C51D8E78AF
  %10621 = fmul double %10618, %10620
  %10622 = fadd double %10621, 0x3FD999999997FA04
  %10623 = fmul double %10618, %10622
  %10624 = fmul double %10618, 0x3FC2F112DF3E5244
  %10625 = fadd double %10624, 0x3FC7466496CB03DE
  %10626 = fmul double %10618, %10625
  %10627 = fadd double %10626, 0x3FD2492494229359
  %10628 = fmul double %10618, %10627
  %10629 = fadd double %10628, 0x3FE5555555555593
  %10630 = fmul double %10617, %10629
  %10631 = fadd double %10623, %10630
  %10632 = sitofp i64 %10605 to double
  %10633 = fadd double %10614, %10631
  %10634 = fmul double %10616, %10633
  %10635 = fmul double %10632, 0x3DEA39EF35793C76
  %10636 = fadd double %10635, %10634
  %10637 = fsub double %10636, %10614
  %10638 = fadd double %10612, %10637
  %10639 = fmul double %10632, 0x3FE62E42FEE00000
  %10640 = fadd double %10639, %10638
  %10641 = fneg double %10640
  %10642 = bitcast double %10641 to i64
  %10643 = lshr i64 %10642, 32
  %10644 = add nuw nsw i64 %10643, 614242
  %10645 = lshr i64 %10644, 20
  %10646 = add nsw i64 %10645, -1023
  %10647 = shl i64 %10644, 32
  %10648 = and i64 %10647, 4503595332403200
  %10649 = add nuw nsw i64 %10648, 4604544269498187776
  %10650 = and i64 %10642, 4294967295
  %10651 = or disjoint i64 %10649, %10650
  %10652 = bitcast i64 %10651 to double
  %10653 = fadd double %10652, -1.000000e+00
  %10654 = fmul double %10653, 5.000000e-01
  %10655 = fmul double %10653, %10654
  %10656 = fadd double %10653, 2.000000e+00
  %10657 = fdiv double %10653, %10656
  %10658 = fmul double %10657, %10657
  %10659 = fmul double %10658, %10658
  %10660 = fmul double %10659, 0x3FC2F112DF3E5244
  %10661 = fadd double %10660, 0x3FC7466496CB03DE
  %10662 = insertelement <2 x double> poison, double %10659, i64 0
  %10663 = shufflevector <2 x double> %10662, <2 x double> poison, <2 x i32> zeroinitializer
  %10664 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %10661, i64 1
  %10665 = fmul <2 x double> %10663, %10664
  %10666 = fadd <2 x double> %10665, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %10667 = fmul <2 x double> %10663, %10666
  %10668 = fadd <2 x double> %10667, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %10669 = insertelement <2 x double> %10662, double %10658, i64 1
  %10670 = fmul <2 x double> %10669, %10668
  %shift4431 = shufflevector <2 x double> %10670, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop4432 = fadd <2 x double> %10670, %shift4431
  %10671 = extractelement <2 x double> %foldExtExtBinop4432, i64 0
  %10672 = sitofp i64 %10646 to double
  %10673 = fadd double %10655, %10671
  %10674 = fmul double %10657, %10673
  %10675 = fmul double %10672, 0x3DEA39EF35793C76
  %10676 = fadd double %10675, %10674
  %10677 = fsub double %10676, %10655
  %10678 = fadd double %10653, %10677
  %10679 = fmul double %10672, 0x3FE62E42FEE00000
  %10680 = fadd double %10679, %10678
  %10681 = fptrunc double %10680 to float
  %10682 = fneg float %10681
  store float %10682, ptr %10597, align 4
  %10683 = add nuw i64 %gumbel7761323, 1
  %exitcond1542.not = icmp eq i64 %10683, %n_features
  br i1 %exitcond1542.not, label %iter.check2382, label %gumbel.body774, !llvm.loop !152

iter.check2382:                                   ; preds = %gumbel.body774, %middle.block2444
  %diff.check2378 = icmp ult i64 %3759, 128
  %or.cond4400 = select i1 %min.iters.check2380, i1 true, i1 %diff.check2378
  br i1 %or.cond4400, label %feature.body779.preheader, label %vector.main.loop.iter.check2384

vector.main.loop.iter.check2384:                  ; preds = %iter.check2382
  br i1 %min.iters.check2383, label %vec.epilog.ph2413, label %vector.ph2385

vector.ph2385:                                    ; preds = %vector.main.loop.iter.check2384
  %broadcast.splatinsert2390 = insertelement <8 x float> poison, float %uniforms.sroa.25.01865, i64 0
  %broadcast.splat2391 = shufflevector <8 x float> %broadcast.splatinsert2390, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2392 = insertelement <8 x float> poison, float %uniforms.sroa.56.01862, i64 0
  %broadcast.splat2393 = shufflevector <8 x float> %broadcast.splatinsert2392, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body2394

vector.body2394:                                  ; preds = %vector.body2394, %vector.ph2385
  %index2395 = phi i64 [ 0, %vector.ph2385 ], [ %index.next2405, %vector.body2394 ]
  %vec.ind2396 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2385 ], [ %vec.ind.next2406, %vector.body2394 ]
  %step.add = add <8 x i64> %vec.ind2396, splat (i64 8)
  %step.add.2 = add <8 x i64> %vec.ind2396, splat (i64 16)
  %step.add.3 = add <8 x i64> %vec.ind2396, splat (i64 24)
  %10684 = getelementptr inbounds float, ptr %3760, i64 %index2395
  %10685 = getelementptr inbounds nuw i8, ptr %10684, i64 32
  %10686 = getelementptr inbounds nuw i8, ptr %10684, i64 64
  %10687 = getelementptr inbounds nuw i8, ptr %10684, i64 96
  %wide.load2397 = load <8 x float>, ptr %10684, align 4
  %wide.load2398 = load <8 x float>, ptr %10685, align 4
  %wide.load2399 = load <8 x float>, ptr %10686, align 4
  %wide.load2400 = load <8 x float>, ptr %10687, align 4
  %10688 = fmul <8 x float> %broadcast.splat2389, %wide.load2397
  %10689 = fmul <8 x float> %broadcast.splat2389, %wide.load2398
  %10690 = fmul <8 x float> %broadcast.splat2389, %wide.load2399
  %10691 = fmul <8 x float> %broadcast.splat2389, %wide.load2400
  %10692 = uitofp <8 x i64> %vec.ind2396 to <8 x float>
  %10693 = uitofp <8 x i64> %step.add to <8 x float>
  %10694 = uitofp <8 x i64> %step.add.2 to <8 x float>
  %10695 = uitofp <8 x i64> %step.add.3 to <8 x float>
  %10696 = fcmp ogt <8 x float> %wide.load2397, %broadcast.splat2391
  %10697 = fcmp ogt <8 x float> %wide.load2398, %broadcast.splat2391
  %10698 = fcmp ogt <8 x float> %wide.load2399, %broadcast.splat2391
  %10699 = fcmp ogt <8 x float> %wide.load2400, %broadcast.splat2391
  %10700 = select <8 x i1> %10696, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %10701 = select <8 x i1> %10697, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %10702 = select <8 x i1> %10698, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %10703 = select <8 x i1> %10699, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %10704 = fcmp oeq <8 x float> %wide.load2397, %broadcast.splat2391
  %10705 = fcmp oeq <8 x float> %wide.load2398, %broadcast.splat2391
  %10706 = fcmp oeq <8 x float> %wide.load2399, %broadcast.splat2391
  %10707 = fcmp oeq <8 x float> %wide.load2400, %broadcast.splat2391
  %10708 = fcmp oge <8 x float> %broadcast.splat2393, %10692
  %10709 = fcmp oge <8 x float> %broadcast.splat2393, %10693
  %10710 = fcmp oge <8 x float> %broadcast.splat2393, %10694
  %10711 = fcmp oge <8 x float> %broadcast.splat2393, %10695
  %10712 = select <8 x i1> %10704, <8 x i1> %10708, <8 x i1> zeroinitializer
  %10713 = select <8 x i1> %10705, <8 x i1> %10709, <8 x i1> zeroinitializer
  %10714 = select <8 x i1> %10706, <8 x i1> %10710, <8 x i1> zeroinitializer
  %10715 = select <8 x i1> %10707, <8 x i1> %10711, <8 x i1> zeroinitializer
  %10716 = select <8 x i1> %10712, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %10717 = select <8 x i1> %10713, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %10718 = select <8 x i1> %10714, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %10719 = select <8 x i1> %10715, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %10720 = fcmp ogt <8 x float> %10716, %10700
  %10721 = fcmp ogt <8 x float> %10717, %10701
  %10722 = fcmp ogt <8 x float> %10718, %10702
  %10723 = fcmp ogt <8 x float> %10719, %10703
  %10724 = select <8 x i1> %10720, <8 x float> %10716, <8 x float> %10700
  %10725 = select <8 x i1> %10721, <8 x float> %10717, <8 x float> %10701
  %10726 = select <8 x i1> %10722, <8 x float> %10718, <8 x float> %10702
  %10727 = select <8 x i1> %10723, <8 x float> %10719, <8 x float> %10703
  %10728 = getelementptr inbounds float, ptr %3636, i64 %index2395
  %10729 = getelementptr inbounds nuw i8, ptr %10728, i64 32
  %10730 = getelementptr inbounds nuw i8, ptr %10728, i64 64
  %10731 = getelementptr inbounds nuw i8, ptr %10728, i64 96
  %wide.load2401 = load <8 x float>, ptr %10728, align 4
  %wide.load2402 = load <8 x float>, ptr %10729, align 4
  %wide.load2403 = load <8 x float>, ptr %10730, align 4
  %wide.load2404 = load <8 x float>, ptr %10731, align 4
  %10732 = fadd <8 x float> %10688, %wide.load2401
  %10733 = fadd <8 x float> %10689, %wide.load2402
  %10734 = fadd <8 x float> %10690, %wide.load2403
  %10735 = fadd <8 x float> %10691, %wide.load2404
  %10736 = fcmp une <8 x float> %10724, zeroinitializer
  %10737 = fcmp une <8 x float> %10725, zeroinitializer
  %10738 = fcmp une <8 x float> %10726, zeroinitializer
  %10739 = fcmp une <8 x float> %10727, zeroinitializer
  %10740 = select <8 x i1> %10736, <8 x float> %10732, <8 x float> splat (float 0xFFF0000000000000)
  %10741 = select <8 x i1> %10737, <8 x float> %10733, <8 x float> splat (float 0xFFF0000000000000)
  %10742 = select <8 x i1> %10738, <8 x float> %10734, <8 x float> splat (float 0xFFF0000000000000)
  %10743 = select <8 x i1> %10739, <8 x float> %10735, <8 x float> splat (float 0xFFF0000000000000)
  %10744 = getelementptr inbounds float, ptr %scratch, i64 %index2395
  %10745 = getelementptr inbounds nuw i8, ptr %10744, i64 32
  %10746 = getelementptr inbounds nuw i8, ptr %10744, i64 64
  %10747 = getelementptr inbounds nuw i8, ptr %10744, i64 96
  store <8 x float> %10740, ptr %10744, align 4
  store <8 x float> %10741, ptr %10745, align 4
  store <8 x float> %10742, ptr %10746, align 4
  store <8 x float> %10743, ptr %10747, align 4
  %index.next2405 = add nuw i64 %index2395, 32
  %vec.ind.next2406 = add <8 x i64> %vec.ind2396, splat (i64 32)
  %10748 = icmp eq i64 %index.next2405, %n.vec2387
  br i1 %10748, label %middle.block2407, label %vector.body2394, !llvm.loop !153

middle.block2407:                                 ; preds = %vector.body2394
  br i1 %cmp.n2408, label %max_block.header795.preheader, label %vec.epilog.iter.check2411

vec.epilog.iter.check2411:                        ; preds = %middle.block2407
  br i1 %min.epilog.iters.check2412, label %feature.body779.preheader, label %vec.epilog.ph2413, !prof !9

vec.epilog.ph2413:                                ; preds = %vector.main.loop.iter.check2384, %vec.epilog.iter.check2411
  %bc.resume.val2409 = phi i64 [ %n.vec2387, %vec.epilog.iter.check2411 ], [ 0, %vector.main.loop.iter.check2384 ]
  %broadcast.splatinsert2418 = insertelement <4 x float> poison, float %uniforms.sroa.25.01865, i64 0
  %broadcast.splat2419 = shufflevector <4 x float> %broadcast.splatinsert2418, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert2420 = insertelement <4 x float> poison, float %uniforms.sroa.56.01862, i64 0
  %broadcast.splat2421 = shufflevector <4 x float> %broadcast.splatinsert2420, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert2422 = insertelement <4 x i64> poison, i64 %bc.resume.val2409, i64 0
  %broadcast.splat2423 = shufflevector <4 x i64> %broadcast.splatinsert2422, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction2424 = or disjoint <4 x i64> %broadcast.splat2423, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body2425

vec.epilog.vector.body2425:                       ; preds = %vec.epilog.vector.body2425, %vec.epilog.ph2413
  %index2426 = phi i64 [ %bc.resume.val2409, %vec.epilog.ph2413 ], [ %index.next2430, %vec.epilog.vector.body2425 ]
  %vec.ind2427 = phi <4 x i64> [ %induction2424, %vec.epilog.ph2413 ], [ %vec.ind.next2431, %vec.epilog.vector.body2425 ]
  %10749 = getelementptr inbounds float, ptr %3760, i64 %index2426
  %wide.load2428 = load <4 x float>, ptr %10749, align 4
  %10750 = fmul <4 x float> %broadcast.splat2417, %wide.load2428
  %10751 = uitofp <4 x i64> %vec.ind2427 to <4 x float>
  %10752 = fcmp ogt <4 x float> %wide.load2428, %broadcast.splat2419
  %10753 = select <4 x i1> %10752, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %10754 = fcmp oeq <4 x float> %wide.load2428, %broadcast.splat2419
  %10755 = fcmp oge <4 x float> %broadcast.splat2421, %10751
  %10756 = select <4 x i1> %10754, <4 x i1> %10755, <4 x i1> zeroinitializer
  %10757 = select <4 x i1> %10756, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %10758 = fcmp ogt <4 x float> %10757, %10753
  %10759 = select <4 x i1> %10758, <4 x float> %10757, <4 x float> %10753
  %10760 = getelementptr inbounds float, ptr %3636, i64 %index2426
  %wide.load2429 = load <4 x float>, ptr %10760, align 4
  %10761 = fadd <4 x float> %10750, %wide.load2429
  %10762 = fcmp une <4 x float> %10759, zeroinitializer
  %10763 = select <4 x i1> %10762, <4 x float> %10761, <4 x float> splat (float 0xFFF0000000000000)
  %10764 = getelementptr inbounds float, ptr %scratch, i64 %index2426
  store <4 x float> %10763, ptr %10764, align 4
  %index.next2430 = add nuw i64 %index2426, 4
  %vec.ind.next2431 = add nuw <4 x i64> %vec.ind2427, splat (i64 4)
  %10765 = icmp eq i64 %index.next2430, %n.vec2415
  br i1 %10765, label %vec.epilog.middle.block2432, label %vec.epilog.vector.body2425, !llvm.loop !154

vec.epilog.middle.block2432:                      ; preds = %vec.epilog.vector.body2425
  br i1 %cmp.n2433, label %max_block.header795.preheader, label %feature.body779.preheader

feature.body779.preheader:                        ; preds = %iter.check2382, %vec.epilog.iter.check2411, %vec.epilog.middle.block2432
  %feature7811324.ph = phi i64 [ 0, %iter.check2382 ], [ %n.vec2387, %vec.epilog.iter.check2411 ], [ %n.vec2415, %vec.epilog.middle.block2432 ]
  %.neg4976 = or disjoint i64 %feature7811324.ph, 1
  br i1 %lcmp.mod4964.not, label %feature.body779.prol.loopexit, label %feature.body779.prol

feature.body779.prol:                             ; preds = %feature.body779.preheader
  %10766 = getelementptr inbounds float, ptr %3760, i64 %feature7811324.ph
  %10767 = load float, ptr %10766, align 4
  %10768 = fmul float %inv_t, %10767
  %feature782.prol = uitofp i64 %feature7811324.ph to float
  %10769 = fcmp ogt float %10767, %uniforms.sroa.25.01865
  %10770 = select i1 %10769, float 1.000000e+00, float 0.000000e+00
  %10771 = fcmp oeq float %10767, %uniforms.sroa.25.01865
  %10772 = fcmp oge float %uniforms.sroa.56.01862, %feature782.prol
  %10773 = select i1 %10771, i1 %10772, i1 false
  %10774 = select i1 %10773, float 1.000000e+00, float 0.000000e+00
  %10775 = fcmp ogt float %10774, %10770
  %max783.prol = select i1 %10775, float %10774, float %10770
  %10776 = getelementptr inbounds float, ptr %3636, i64 %feature7811324.ph
  %10777 = load float, ptr %10776, align 4
  %10778 = fadd float %10768, %10777
  %10779 = fcmp une float %max783.prol, 0.000000e+00
  %10780 = select i1 %10779, float %10778, float 0xFFF0000000000000
  %10781 = getelementptr inbounds float, ptr %scratch, i64 %feature7811324.ph
  store float %10780, ptr %10781, align 4
  %10782 = or disjoint i64 %feature7811324.ph, 1
  br label %feature.body779.prol.loopexit

feature.body779.prol.loopexit:                    ; preds = %feature.body779.prol, %feature.body779.preheader
  %feature7811324.unr = phi i64 [ %feature7811324.ph, %feature.body779.preheader ], [ %10782, %feature.body779.prol ]
  %10783 = icmp eq i64 %n_features, %.neg4976
  br i1 %10783, label %max_block.header795.preheader, label %feature.body779

max_block.header795.preheader:                    ; preds = %feature.body779.prol.loopexit, %feature.body779, %vec.epilog.middle.block2432, %middle.block2407
  br i1 %.not1357, label %max_block.exit797, label %max_block.body796.preheader

max_block.body796.preheader:                      ; preds = %max_block.header795.preheader
  br i1 %3738, label %max_block.body796.epil.preheader, label %max_block.body796

feature.body779:                                  ; preds = %feature.body779.prol.loopexit, %feature.body779
  %feature7811324 = phi i64 [ %10817, %feature.body779 ], [ %feature7811324.unr, %feature.body779.prol.loopexit ]
  %10784 = getelementptr inbounds float, ptr %3760, i64 %feature7811324
  %10785 = load float, ptr %10784, align 4
  %10786 = fmul float %inv_t, %10785
  %feature782 = uitofp i64 %feature7811324 to float
  %10787 = fcmp ogt float %10785, %uniforms.sroa.25.01865
  %10788 = select i1 %10787, float 1.000000e+00, float 0.000000e+00
  %10789 = fcmp oeq float %10785, %uniforms.sroa.25.01865
  %10790 = fcmp oge float %uniforms.sroa.56.01862, %feature782
  %10791 = select i1 %10789, i1 %10790, i1 false
  %10792 = select i1 %10791, float 1.000000e+00, float 0.000000e+00
  %10793 = fcmp ogt float %10792, %10788
  %max783 = select i1 %10793, float %10792, float %10788
  %10794 = getelementptr inbounds float, ptr %3636, i64 %feature7811324
  %10795 = load float, ptr %10794, align 4
  %10796 = fadd float %10786, %10795
  %10797 = fcmp une float %max783, 0.000000e+00
  %10798 = select i1 %10797, float %10796, float 0xFFF0000000000000
  %10799 = getelementptr inbounds float, ptr %scratch, i64 %feature7811324
  store float %10798, ptr %10799, align 4
  %10800 = add nuw i64 %feature7811324, 1
  %10801 = getelementptr inbounds float, ptr %3760, i64 %10800
  %10802 = load float, ptr %10801, align 4
  %10803 = fmul float %inv_t, %10802
  %feature782.1 = uitofp i64 %10800 to float
  %10804 = fcmp ogt float %10802, %uniforms.sroa.25.01865
  %10805 = select i1 %10804, float 1.000000e+00, float 0.000000e+00
  %10806 = fcmp oeq float %10802, %uniforms.sroa.25.01865
  %10807 = fcmp oge float %uniforms.sroa.56.01862, %feature782.1
  %10808 = select i1 %10806, i1 %10807, i1 false
  %10809 = select i1 %10808, float 1.000000e+00, float 0.000000e+00
  %10810 = fcmp ogt float %10809, %10805
  %max783.1 = select i1 %10810, float %10809, float %10805
  %10811 = getelementptr inbounds float, ptr %3636, i64 %10800
  %10812 = load float, ptr %10811, align 4
  %10813 = fadd float %10803, %10812
  %10814 = fcmp une float %max783.1, 0.000000e+00
  %10815 = select i1 %10814, float %10813, float 0xFFF0000000000000
  %10816 = getelementptr inbounds float, ptr %scratch, i64 %10800
  store float %10815, ptr %10816, align 4
  %10817 = add nuw i64 %feature7811324, 2
  %exitcond1543.not.1 = icmp eq i64 %10817, %n_features
  br i1 %exitcond1543.not.1, label %max_block.header795.preheader, label %feature.body779, !llvm.loop !155

max_block.body796:                                ; preds = %max_block.body796.preheader, %max_block.body796
  %max_block7981327 = phi i64 [ %10839, %max_block.body796 ], [ 0, %max_block.body796.preheader ]
  %max_index793.01326 = phi <32 x i64> [ %10838, %max_block.body796 ], [ zeroinitializer, %max_block.body796.preheader ]
  %max_best792.01325 = phi <32 x float> [ %10834, %max_block.body796 ], [ splat (float 0xFFF0000000000000), %max_block.body796.preheader ]
  %niter4973 = phi i64 [ %niter4973.next.1, %max_block.body796 ], [ 0, %max_block.body796.preheader ]
  %10818 = getelementptr inbounds float, ptr %scratch, i64 %max_block7981327
  %block799 = load <32 x float>, ptr %10818, align 4
  %10819 = fcmp ogt <32 x float> %block799, %max_best792.01325
  %10820 = fcmp uno <32 x float> %block799, zeroinitializer
  %10821 = fcmp ord <32 x float> %max_best792.01325, zeroinitializer
  %10822 = and <32 x i1> %10821, %10820
  %take800 = or <32 x i1> %10819, %10822
  %10823 = select <32 x i1> %take800, <32 x float> %block799, <32 x float> %max_best792.01325
  %10824 = insertelement <32 x i64> poison, i64 %max_block7981327, i64 0
  %10825 = shufflevector <32 x i64> %10824, <32 x i64> poison, <32 x i32> zeroinitializer
  %10826 = or disjoint <32 x i64> %10825, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %10827 = select <32 x i1> %take800, <32 x i64> %10826, <32 x i64> %max_index793.01326
  %10828 = or disjoint i64 %max_block7981327, 32
  %10829 = getelementptr inbounds float, ptr %scratch, i64 %10828
  %block799.1 = load <32 x float>, ptr %10829, align 4
  %10830 = fcmp ogt <32 x float> %block799.1, %10823
  %10831 = fcmp uno <32 x float> %block799.1, zeroinitializer
  %10832 = fcmp ord <32 x float> %10823, zeroinitializer
  %10833 = and <32 x i1> %10832, %10831
  %take800.1 = or <32 x i1> %10830, %10833
  %10834 = select <32 x i1> %take800.1, <32 x float> %block799.1, <32 x float> %10823
  %10835 = insertelement <32 x i64> poison, i64 %10828, i64 0
  %10836 = shufflevector <32 x i64> %10835, <32 x i64> poison, <32 x i32> zeroinitializer
  %10837 = or disjoint <32 x i64> %10836, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %10838 = select <32 x i1> %take800.1, <32 x i64> %10837, <32 x i64> %10827
  %10839 = add nuw i64 %max_block7981327, 64
  %niter4973.next.1 = add i64 %niter4973, 2
  %niter4973.ncmp.1.not = icmp eq i64 %niter4973.next.1, %unroll_iter4972
  br i1 %niter4973.ncmp.1.not, label %max_block.exit797.loopexit.unr-lcssa, label %max_block.body796

max_block.exit797.loopexit.unr-lcssa:             ; preds = %max_block.body796
  br i1 %lcmp.mod4968.not, label %max_block.exit797, label %max_block.body796.epil.preheader

max_block.body796.epil.preheader:                 ; preds = %max_block.exit797.loopexit.unr-lcssa, %max_block.body796.preheader
  %max_block7981327.epil.init = phi i64 [ 0, %max_block.body796.preheader ], [ %10839, %max_block.exit797.loopexit.unr-lcssa ]
  %max_index793.01326.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body796.preheader ], [ %10838, %max_block.exit797.loopexit.unr-lcssa ]
  %max_best792.01325.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body796.preheader ], [ %10834, %max_block.exit797.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4971)
  %10840 = getelementptr inbounds float, ptr %scratch, i64 %max_block7981327.epil.init
  %block799.epil = load <32 x float>, ptr %10840, align 4
  %10841 = fcmp ogt <32 x float> %block799.epil, %max_best792.01325.epil.init
  %10842 = fcmp uno <32 x float> %block799.epil, zeroinitializer
  %10843 = fcmp ord <32 x float> %max_best792.01325.epil.init, zeroinitializer
  %10844 = and <32 x i1> %10843, %10842
  %take800.epil = or <32 x i1> %10841, %10844
  %10845 = select <32 x i1> %take800.epil, <32 x float> %block799.epil, <32 x float> %max_best792.01325.epil.init
  %10846 = insertelement <32 x i64> poison, i64 %max_block7981327.epil.init, i64 0
  %10847 = shufflevector <32 x i64> %10846, <32 x i64> poison, <32 x i32> zeroinitializer
  %10848 = or disjoint <32 x i64> %10847, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %10849 = select <32 x i1> %take800.epil, <32 x i64> %10848, <32 x i64> %max_index793.01326.epil.init
  br label %max_block.exit797

max_block.exit797:                                ; preds = %max_block.body796.epil.preheader, %max_block.exit797.loopexit.unr-lcssa, %gumbel.philox.header769.preheader, %max_block.header795.preheader
  %max_best792.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header795.preheader ], [ splat (float 0xFFF0000000000000), %gumbel.philox.header769.preheader ], [ %10834, %max_block.exit797.loopexit.unr-lcssa ], [ %10845, %max_block.body796.epil.preheader ]
  %max_index793.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header795.preheader ], [ zeroinitializer, %gumbel.philox.header769.preheader ], [ %10838, %max_block.exit797.loopexit.unr-lcssa ], [ %10849, %max_block.body796.epil.preheader ]
  %10850 = extractelement <32 x float> %max_best792.0.lcssa, i64 0
  %10851 = extractelement <32 x i64> %max_index793.0.lcssa, i64 0
  %10852 = fcmp une float %10850, 0xFFF0000000000000
  %10853 = select i1 %10852, i64 %10851, i64 0
  %10854 = extractelement <32 x float> %max_best792.0.lcssa, i64 1
  %10855 = extractelement <32 x i64> %max_index793.0.lcssa, i64 1
  %10856 = fcmp uno float %10854, 0.000000e+00
  %10857 = fcmp ord float %10850, 0.000000e+00
  %10858 = icmp ult i64 %10855, %10853
  %10859 = fcmp ogt float %10854, %10850
  %10860 = fcmp oeq float %10854, %10850
  %10861 = or i1 %10857, %10858
  %10862 = and i1 %10860, %10858
  %10863 = or i1 %10859, %10862
  %10864 = select i1 %10856, i1 %10861, i1 %10863
  %10865 = select i1 %10864, float %10854, float %10850
  %10866 = select i1 %10864, i64 %10855, i64 %10853
  %10867 = extractelement <32 x float> %max_best792.0.lcssa, i64 2
  %10868 = extractelement <32 x i64> %max_index793.0.lcssa, i64 2
  %10869 = fcmp uno float %10867, 0.000000e+00
  %10870 = fcmp ord float %10865, 0.000000e+00
  %10871 = icmp ult i64 %10868, %10866
  %10872 = fcmp ogt float %10867, %10865
  %10873 = fcmp oeq float %10867, %10865
  %10874 = or i1 %10870, %10871
  %10875 = and i1 %10873, %10871
  %10876 = or i1 %10872, %10875
  %10877 = select i1 %10869, i1 %10874, i1 %10876
  %10878 = select i1 %10877, float %10867, float %10865
  %10879 = select i1 %10877, i64 %10868, i64 %10866
  %10880 = extractelement <32 x float> %max_best792.0.lcssa, i64 3
  %10881 = extractelement <32 x i64> %max_index793.0.lcssa, i64 3
  %10882 = fcmp uno float %10880, 0.000000e+00
  %10883 = fcmp ord float %10878, 0.000000e+00
  %10884 = icmp ult i64 %10881, %10879
  %10885 = fcmp ogt float %10880, %10878
  %10886 = fcmp oeq float %10880, %10878
  %10887 = or i1 %10883, %10884
  %10888 = and i1 %10886, %10884
  %10889 = or i1 %10885, %10888
  %10890 = select i1 %10882, i1 %10887, i1 %10889
  %10891 = select i1 %10890, float %10880, float %10878
  %10892 = select i1 %10890, i64 %10881, i64 %10879
  %10893 = extractelement <32 x float> %max_best792.0.lcssa, i64 4
  %10894 = extractelement <32 x i64> %max_index793.0.lcssa, i64 4
  %10895 = fcmp uno float %10893, 0.000000e+00
  %10896 = fcmp ord float %10891, 0.000000e+00
  %10897 = icmp ult i64 %10894, %10892
  %10898 = fcmp ogt float %10893, %10891
  %10899 = fcmp oeq float %10893, %10891
  %10900 = or i1 %10896, %10897
  %10901 = and i1 %10899, %10897
  %10902 = or i1 %10898, %10901
  %10903 = select i1 %10895, i1 %10900, i1 %10902
  %10904 = select i1 %10903, float %10893, float %10891
  %10905 = select i1 %10903, i64 %10894, i64 %10892
  %10906 = extractelement <32 x float> %max_best792.0.lcssa, i64 5
  %10907 = extractelement <32 x i64> %max_index793.0.lcssa, i64 5
  %10908 = fcmp uno float %10906, 0.000000e+00
  %10909 = fcmp ord float %10904, 0.000000e+00
  %10910 = icmp ult i64 %10907, %10905
  %10911 = fcmp ogt float %10906, %10904
  %10912 = fcmp oeq float %10906, %10904
  %10913 = or i1 %10909, %10910
  %10914 = and i1 %10912, %10910
  %10915 = or i1 %10911, %10914
  %10916 = select i1 %10908, i1 %10913, i1 %10915
  %10917 = select i1 %10916, float %10906, float %10904
  %10918 = select i1 %10916, i64 %10907, i64 %10905
  %10919 = extractelement <32 x float> %max_best792.0.lcssa, i64 6
  %10920 = extractelement <32 x i64> %max_index793.0.lcssa, i64 6
  %10921 = fcmp uno float %10919, 0.000000e+00
  %10922 = fcmp ord float %10917, 0.000000e+00
  %10923 = icmp ult i64 %10920, %10918
  %10924 = fcmp ogt float %10919, %10917
  %10925 = fcmp oeq float %10919, %10917
  %10926 = or i1 %10922, %10923
  %10927 = and i1 %10925, %10923
  %10928 = or i1 %10924, %10927
  %10929 = select i1 %10921, i1 %10926, i1 %10928
  %10930 = select i1 %10929, float %10919, float %10917
  %10931 = select i1 %10929, i64 %10920, i64 %10918
  %10932 = extractelement <32 x float> %max_best792.0.lcssa, i64 7
  %10933 = extractelement <32 x i64> %max_index793.0.lcssa, i64 7
  %10934 = fcmp uno float %10932, 0.000000e+00
  %10935 = fcmp ord float %10930, 0.000000e+00
  %10936 = icmp ult i64 %10933, %10931
  %10937 = fcmp ogt float %10932, %10930
  %10938 = fcmp oeq float %10932, %10930
  %10939 = or i1 %10935, %10936
  %10940 = and i1 %10938, %10936
  %10941 = or i1 %10937, %10940
  %10942 = select i1 %10934, i1 %10939, i1 %10941
  %10943 = select i1 %10942, float %10932, float %10930
  %10944 = select i1 %10942, i64 %10933, i64 %10931
  %10945 = extractelement <32 x float> %max_best792.0.lcssa, i64 8
  %10946 = extractelement <32 x i64> %max_index793.0.lcssa, i64 8
  %10947 = fcmp uno float %10945, 0.000000e+00
  %10948 = fcmp ord float %10943, 0.000000e+00
  %10949 = icmp ult i64 %10946, %10944
  %10950 = fcmp ogt float %10945, %10943
  %10951 = fcmp oeq float %10945, %10943
  %10952 = or i1 %10948, %10949
  %10953 = and i1 %10951, %10949
  %10954 = or i1 %10950, %10953
  %10955 = select i1 %10947, i1 %10952, i1 %10954
  %10956 = select i1 %10955, float %10945, float %10943
  %10957 = select i1 %10955, i64 %10946, i64 %10944
  %10958 = extractelement <32 x float> %max_best792.0.lcssa, i64 9
  %10959 = extractelement <32 x i64> %max_index793.0.lcssa, i64 9
  %10960 = fcmp uno float %10958, 0.000000e+00
  %10961 = fcmp ord float %10956, 0.000000e+00
  %10962 = icmp ult i64 %10959, %10957
  %10963 = fcmp ogt float %10958, %10956
  %10964 = fcmp oeq float %10958, %10956
  %10965 = or i1 %10961, %10962
  %10966 = and i1 %10964, %10962
  %10967 = or i1 %10963, %10966
  %10968 = select i1 %10960, i1 %10965, i1 %10967
  %10969 = select i1 %10968, float %10958, float %10956
  %10970 = select i1 %10968, i64 %10959, i64 %10957
  %10971 = extractelement <32 x float> %max_best792.0.lcssa, i64 10
  %10972 = extractelement <32 x i64> %max_index793.0.lcssa, i64 10
  %10973 = fcmp uno float %10971, 0.000000e+00
  %10974 = fcmp ord float %10969, 0.000000e+00
  %10975 = icmp ult i64 %10972, %10970
  %10976 = fcmp ogt float %10971, %10969
  %10977 = fcmp oeq float %10971, %10969
  %10978 = or i1 %10974, %10975
  %10979 = and i1 %10977, %10975
  %10980 = or i1 %10976, %10979
  %10981 = select i1 %10973, i1 %10978, i1 %10980
  %10982 = select i1 %10981, float %10971, float %10969
  %10983 = select i1 %10981, i64 %10972, i64 %10970
  %10984 = extractelement <32 x float> %max_best792.0.lcssa, i64 11
  %10985 = extractelement <32 x i64> %max_index793.0.lcssa, i64 11
  %10986 = fcmp uno float %10984, 0.000000e+00
  %10987 = fcmp ord float %10982, 0.000000e+00
  %10988 = icmp ult i64 %10985, %10983
  %10989 = fcmp ogt float %10984, %10982
  %10990 = fcmp oeq float %10984, %10982
  %10991 = or i1 %10987, %10988
  %10992 = and i1 %10990, %10988
  %10993 = or i1 %10989, %10992
  %10994 = select i1 %10986, i1 %10991, i1 %10993
  %10995 = select i1 %10994, float %10984, float %10982
  %10996 = select i1 %10994, i64 %10985, i64 %10983
  %10997 = extractelement <32 x float> %max_best792.0.lcssa, i64 12
  %10998 = extractelement <32 x i64> %max_index793.0.lcssa, i64 12
  %10999 = fcmp uno float %10997, 0.000000e+00
  %11000 = fcmp ord float %10995, 0.000000e+00
  %11001 = icmp ult i64 %10998, %10996
  %11002 = fcmp ogt float %10997, %10995
  %11003 = fcmp oeq float %10997, %10995
  %11004 = or i1 %11000, %11001
  %11005 = and i1 %11003, %11001
  %11006 = or i1 %11002, %11005
  %11007 = select i1 %10999, i1 %11004, i1 %11006
  %11008 = select i1 %11007, float %10997, float %10995
  %11009 = select i1 %11007, i64 %10998, i64 %10996
  %11010 = extractelement <32 x float> %max_best792.0.lcssa, i64 13
  %11011 = extractelement <32 x i64> %max_index793.0.lcssa, i64 13
  %11012 = fcmp uno float %11010, 0.000000e+00
  %11013 = fcmp ord float %11008, 0.000000e+00
  %11014 = icmp ult i64 %11011, %11009
  %11015 = fcmp ogt float %11010, %11008
  %11016 = fcmp oeq float %11010, %11008
  %11017 = or i1 %11013, %11014
  %11018 = and i1 %11016, %11014
  %11019 = or i1 %11015, %11018
  %11020 = select i1 %11012, i1 %11017, i1 %11019
  %11021 = select i1 %11020, float %11010, float %11008
  %11022 = select i1 %11020, i64 %11011, i64 %11009
  %11023 = extractelement <32 x float> %max_best792.0.lcssa, i64 14
  %11024 = extractelement <32 x i64> %max_index793.0.lcssa, i64 14
  %11025 = fcmp uno float %11023, 0.000000e+00
  %11026 = fcmp ord float %11021, 0.000000e+00
  %11027 = icmp ult i64 %11024, %11022
  %11028 = fcmp ogt float %11023, %11021
  %11029 = fcmp oeq float %11023, %11021
  %11030 = or i1 %11026, %11027
  %11031 = and i1 %11029, %11027
  %11032 = or i1 %11028, %11031
  %11033 = select i1 %11025, i1 %11030, i1 %11032
  %11034 = select i1 %11033, float %11023, float %11021
  %11035 = select i1 %11033, i64 %11024, i64 %11022
  %11036 = extractelement <32 x float> %max_best792.0.lcssa, i64 15
  %11037 = extractelement <32 x i64> %max_index793.0.lcssa, i64 15
  %11038 = fcmp uno float %11036, 0.000000e+00
  %11039 = fcmp ord float %11034, 0.000000e+00
  %11040 = icmp ult i64 %11037, %11035
  %11041 = fcmp ogt float %11036, %11034
  %11042 = fcmp oeq float %11036, %11034
  %11043 = or i1 %11039, %11040
  %11044 = and i1 %11042, %11040
  %11045 = or i1 %11041, %11044
  %11046 = select i1 %11038, i1 %11043, i1 %11045
  %11047 = select i1 %11046, float %11036, float %11034
  %11048 = select i1 %11046, i64 %11037, i64 %11035
  %11049 = extractelement <32 x float> %max_best792.0.lcssa, i64 16
  %11050 = extractelement <32 x i64> %max_index793.0.lcssa, i64 16
  %11051 = fcmp uno float %11049, 0.000000e+00
  %11052 = fcmp ord float %11047, 0.000000e+00
  %11053 = icmp ult i64 %11050, %11048
  %11054 = fcmp ogt float %11049, %11047
  %11055 = fcmp oeq float %11049, %11047
  %11056 = or i1 %11052, %11053
  %11057 = and i1 %11055, %11053
  %11058 = or i1 %11054, %11057
  %11059 = select i1 %11051, i1 %11056, i1 %11058
  %11060 = select i1 %11059, float %11049, float %11047
  %11061 = select i1 %11059, i64 %11050, i64 %11048
  %11062 = extractelement <32 x float> %max_best792.0.lcssa, i64 17
  %11063 = extractelement <32 x i64> %max_index793.0.lcssa, i64 17
  %11064 = fcmp uno float %11062, 0.000000e+00
  %11065 = fcmp ord float %11060, 0.000000e+00
  %11066 = icmp ult i64 %11063, %11061
  %11067 = fcmp ogt float %11062, %11060
  %11068 = fcmp oeq float %11062, %11060
  %11069 = or i1 %11065, %11066
  %11070 = and i1 %11068, %11066
  %11071 = or i1 %11067, %11070
  %11072 = select i1 %11064, i1 %11069, i1 %11071
  %11073 = select i1 %11072, float %11062, float %11060
  %11074 = select i1 %11072, i64 %11063, i64 %11061
  %11075 = extractelement <32 x float> %max_best792.0.lcssa, i64 18
  %11076 = extractelement <32 x i64> %max_index793.0.lcssa, i64 18
  %11077 = fcmp uno float %11075, 0.000000e+00
  %11078 = fcmp ord float %11073, 0.000000e+00
  %11079 = icmp ult i64 %11076, %11074
  %11080 = fcmp ogt float %11075, %11073
  %11081 = fcmp oeq float %11075, %11073
  %11082 = or i1 %11078, %11079
  %11083 = and i1 %11081, %11079
  %11084 = or i1 %11080, %11083
  %11085 = select i1 %11077, i1 %11082, i1 %11084
  %11086 = select i1 %11085, float %11075, float %11073
  %11087 = select i1 %11085, i64 %11076, i64 %11074
  %11088 = extractelement <32 x float> %max_best792.0.lcssa, i64 19
  %11089 = extractelement <32 x i64> %max_index793.0.lcssa, i64 19
  %11090 = fcmp uno float %11088, 0.000000e+00
  %11091 = fcmp ord float %11086, 0.000000e+00
  %11092 = icmp ult i64 %11089, %11087
  %11093 = fcmp ogt float %11088, %11086
  %11094 = fcmp oeq float %11088, %11086
  %11095 = or i1 %11091, %11092
  %11096 = and i1 %11094, %11092
  %11097 = or i1 %11093, %11096
  %11098 = select i1 %11090, i1 %11095, i1 %11097
  %11099 = select i1 %11098, float %11088, float %11086
  %11100 = select i1 %11098, i64 %11089, i64 %11087
  %11101 = extractelement <32 x float> %max_best792.0.lcssa, i64 20
  %11102 = extractelement <32 x i64> %max_index793.0.lcssa, i64 20
  %11103 = fcmp uno float %11101, 0.000000e+00
  %11104 = fcmp ord float %11099, 0.000000e+00
  %11105 = icmp ult i64 %11102, %11100
  %11106 = fcmp ogt float %11101, %11099
  %11107 = fcmp oeq float %11101, %11099
  %11108 = or i1 %11104, %11105
  %11109 = and i1 %11107, %11105
  %11110 = or i1 %11106, %11109
  %11111 = select i1 %11103, i1 %11108, i1 %11110
  %11112 = select i1 %11111, float %11101, float %11099
  %11113 = select i1 %11111, i64 %11102, i64 %11100
  %11114 = extractelement <32 x float> %max_best792.0.lcssa, i64 21
  %11115 = extractelement <32 x i64> %max_index793.0.lcssa, i64 21
  %11116 = fcmp uno float %11114, 0.000000e+00
  %11117 = fcmp ord float %11112, 0.000000e+00
  %11118 = icmp ult i64 %11115, %11113
  %11119 = fcmp ogt float %11114, %11112
  %11120 = fcmp oeq float %11114, %11112
  %11121 = or i1 %11117, %11118
  %11122 = and i1 %11120, %11118
  %11123 = or i1 %11119, %11122
  %11124 = select i1 %11116, i1 %11121, i1 %11123
  %11125 = select i1 %11124, float %11114, float %11112
  %11126 = select i1 %11124, i64 %11115, i64 %11113
  %11127 = extractelement <32 x float> %max_best792.0.lcssa, i64 22
  %11128 = extractelement <32 x i64> %max_index793.0.lcssa, i64 22
  %11129 = fcmp uno float %11127, 0.000000e+00
  %11130 = fcmp ord float %11125, 0.000000e+00
  %11131 = icmp ult i64 %11128, %11126
  %11132 = fcmp ogt float %11127, %11125
  %11133 = fcmp oeq float %11127, %11125
  %11134 = or i1 %11130, %11131
  %11135 = and i1 %11133, %11131
  %11136 = or i1 %11132, %11135
  %11137 = select i1 %11129, i1 %11134, i1 %11136
  %11138 = select i1 %11137, float %11127, float %11125
  %11139 = select i1 %11137, i64 %11128, i64 %11126
  %11140 = extractelement <32 x float> %max_best792.0.lcssa, i64 23
  %11141 = extractelement <32 x i64> %max_index793.0.lcssa, i64 23
  %11142 = fcmp uno float %11140, 0.000000e+00
  %11143 = fcmp ord float %11138, 0.000000e+00
  %11144 = icmp ult i64 %11141, %11139
  %11145 = fcmp ogt float %11140, %11138
  %11146 = fcmp oeq float %11140, %11138
  %11147 = or i1 %11143, %11144
  %11148 = and i1 %11146, %11144
  %11149 = or i1 %11145, %11148
  %11150 = select i1 %11142, i1 %11147, i1 %11149
  %11151 = select i1 %11150, float %11140, float %11138
  %11152 = select i1 %11150, i64 %11141, i64 %11139
  %11153 = extractelement <32 x float> %max_best792.0.lcssa, i64 24
  %11154 = extractelement <32 x i64> %max_index793.0.lcssa, i64 24
  %11155 = fcmp uno float %11153, 0.000000e+00
  %11156 = fcmp ord float %11151, 0.000000e+00
  %11157 = icmp ult i64 %11154, %11152
  %11158 = fcmp ogt float %11153, %11151
  %11159 = fcmp oeq float %11153, %11151
  %11160 = or i1 %11156, %11157
  %11161 = and i1 %11159, %11157
  %11162 = or i1 %11158, %11161
  %11163 = select i1 %11155, i1 %11160, i1 %11162
  %11164 = select i1 %11163, float %11153, float %11151
  %11165 = select i1 %11163, i64 %11154, i64 %11152
  %11166 = extractelement <32 x float> %max_best792.0.lcssa, i64 25
  %11167 = extractelement <32 x i64> %max_index793.0.lcssa, i64 25
  %11168 = fcmp uno float %11166, 0.000000e+00
  %11169 = fcmp ord float %11164, 0.000000e+00
  %11170 = icmp ult i64 %11167, %11165
  %11171 = fcmp ogt float %11166, %11164
  %11172 = fcmp oeq float %11166, %11164
  %11173 = or i1 %11169, %11170
  %11174 = and i1 %11172, %11170
  %11175 = or i1 %11171, %11174
  %11176 = select i1 %11168, i1 %11173, i1 %11175
  %11177 = select i1 %11176, float %11166, float %11164
  %11178 = select i1 %11176, i64 %11167, i64 %11165
  %11179 = extractelement <32 x float> %max_best792.0.lcssa, i64 26
  %11180 = extractelement <32 x i64> %max_index793.0.lcssa, i64 26
  %11181 = fcmp uno float %11179, 0.000000e+00
  %11182 = fcmp ord float %11177, 0.000000e+00
  %11183 = icmp ult i64 %11180, %11178
  %11184 = fcmp ogt float %11179, %11177
  %11185 = fcmp oeq float %11179, %11177
  %11186 = or i1 %11182, %11183
  %11187 = and i1 %11185, %11183
  %11188 = or i1 %11184, %11187
  %11189 = select i1 %11181, i1 %11186, i1 %11188
  %11190 = select i1 %11189, float %11179, float %11177
  %11191 = select i1 %11189, i64 %11180, i64 %11178
  %11192 = extractelement <32 x float> %max_best792.0.lcssa, i64 27
  %11193 = extractelement <32 x i64> %max_index793.0.lcssa, i64 27
  %11194 = fcmp uno float %11192, 0.000000e+00
  %11195 = fcmp ord float %11190, 0.000000e+00
  %11196 = icmp ult i64 %11193, %11191
  %11197 = fcmp ogt float %11192, %11190
  %11198 = fcmp oeq float %11192, %11190
  %11199 = or i1 %11195, %11196
  %11200 = and i1 %11198, %11196
  %11201 = or i1 %11197, %11200
  %11202 = select i1 %11194, i1 %11199, i1 %11201
  %11203 = select i1 %11202, float %11192, float %11190
  %11204 = select i1 %11202, i64 %11193, i64 %11191
  %11205 = extractelement <32 x float> %max_best792.0.lcssa, i64 28
  %11206 = extractelement <32 x i64> %max_index793.0.lcssa, i64 28
  %11207 = fcmp uno float %11205, 0.000000e+00
  %11208 = fcmp ord float %11203, 0.000000e+00
  %11209 = icmp ult i64 %11206, %11204
  %11210 = fcmp ogt float %11205, %11203
  %11211 = fcmp oeq float %11205, %11203
  %11212 = or i1 %11208, %11209
  %11213 = and i1 %11211, %11209
  %11214 = or i1 %11210, %11213
  %11215 = select i1 %11207, i1 %11212, i1 %11214
  %11216 = select i1 %11215, float %11205, float %11203
  %11217 = select i1 %11215, i64 %11206, i64 %11204
  %11218 = extractelement <32 x float> %max_best792.0.lcssa, i64 29
  %11219 = extractelement <32 x i64> %max_index793.0.lcssa, i64 29
  %11220 = fcmp uno float %11218, 0.000000e+00
  %11221 = fcmp ord float %11216, 0.000000e+00
  %11222 = icmp ult i64 %11219, %11217
  %11223 = fcmp ogt float %11218, %11216
  %11224 = fcmp oeq float %11218, %11216
  %11225 = or i1 %11221, %11222
  %11226 = and i1 %11224, %11222
  %11227 = or i1 %11223, %11226
  %11228 = select i1 %11220, i1 %11225, i1 %11227
  %11229 = select i1 %11228, float %11218, float %11216
  %11230 = select i1 %11228, i64 %11219, i64 %11217
  %11231 = extractelement <32 x float> %max_best792.0.lcssa, i64 30
  %11232 = extractelement <32 x i64> %max_index793.0.lcssa, i64 30
  %11233 = fcmp uno float %11231, 0.000000e+00
  %11234 = fcmp ord float %11229, 0.000000e+00
  %11235 = icmp ult i64 %11232, %11230
  %11236 = fcmp ogt float %11231, %11229
  %11237 = fcmp oeq float %11231, %11229
  %11238 = or i1 %11234, %11235
  %11239 = and i1 %11237, %11235
  %11240 = or i1 %11236, %11239
  %11241 = select i1 %11233, i1 %11238, i1 %11240
  %11242 = select i1 %11241, float %11231, float %11229
  %11243 = select i1 %11241, i64 %11232, i64 %11230
  %11244 = extractelement <32 x float> %max_best792.0.lcssa, i64 31
  %11245 = extractelement <32 x i64> %max_index793.0.lcssa, i64 31
  %11246 = fcmp uno float %11244, 0.000000e+00
  %11247 = fcmp ord float %11242, 0.000000e+00
  %11248 = icmp ult i64 %11245, %11243
  %11249 = fcmp ogt float %11244, %11242
  %11250 = fcmp oeq float %11244, %11242
  %11251 = or i1 %11247, %11248
  %11252 = and i1 %11250, %11248
  %11253 = or i1 %11249, %11252
  %11254 = select i1 %11246, i1 %11251, i1 %11253
  %11255 = select i1 %11254, i64 %11245, i64 %11243
  br i1 %.not1358, label %fold_tail.exit803, label %fold_tail.body802.preheader

fold_tail.body802.preheader:                      ; preds = %max_block.exit797
  %11256 = select i1 %11254, float %11244, float %11242
  br label %fold_tail.body802

fold_tail.body802:                                ; preds = %fold_tail.body802.preheader, %fold_tail.body802
  %fold_tail8041332 = phi i64 [ %11265, %fold_tail.body802 ], [ %blocks_end219, %fold_tail.body802.preheader ]
  %fold_index788.01331 = phi i64 [ %11264, %fold_tail.body802 ], [ %11255, %fold_tail.body802.preheader ]
  %fold_value787.01330 = phi float [ %11263, %fold_tail.body802 ], [ %11256, %fold_tail.body802.preheader ]
  %11257 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail8041332
  %11258 = load float, ptr %11257, align 4
  %11259 = fcmp ogt float %11258, %fold_value787.01330
  %11260 = fcmp uno float %11258, 0.000000e+00
  %11261 = fcmp ord float %fold_value787.01330, 0.000000e+00
  %11262 = and i1 %11261, %11260
  %take805 = or i1 %11259, %11262
  %11263 = select i1 %take805, float %11258, float %fold_value787.01330
  %11264 = select i1 %take805, i64 %fold_tail8041332, i64 %fold_index788.01331
  %11265 = add nuw i64 %fold_tail8041332, 1
  %11266 = icmp ult i64 %11265, %n_features
  br i1 %11266, label %fold_tail.body802, label %fold_tail.exit803

fold_tail.exit803:                                ; preds = %fold_tail.body802, %max_block.exit797
  %fold_index788.0.lcssa = phi i64 [ %11255, %max_block.exit797 ], [ %11264, %fold_tail.body802 ]
  %argmax806 = uitofp i64 %fold_index788.0.lcssa to float
  br label %guard.done744
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fabs.v8f32(<8 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v8i32(<8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !2, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !2, !1}
!8 = distinct !{!8, !1, !2}
!9 = !{!"branch_weights", i32 4, i32 28}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !2}
!25 = !{!"branch_weights", i32 4, i32 12}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !2, !1}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !2, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !2, !1}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !2, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !2, !1}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !2, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !2, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !2, !1}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !2, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !2, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !2, !1}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !2, !1}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !2, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !2, !1}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !2, !1}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !2, !1}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !2, !1}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !2, !1}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !2, !1}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !2, !1}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !2, !1}
!90 = distinct !{!90, !1, !2}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !2, !1}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !2, !1}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !2, !1}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !2, !1}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !2, !1}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !2, !1}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !2, !1}
!111 = distinct !{!111, !1, !2}
!112 = distinct !{!112, !1, !2}
!113 = distinct !{!113, !2, !1}
!114 = distinct !{!114, !1, !2}
!115 = distinct !{!115, !1, !2}
!116 = distinct !{!116, !2, !1}
!117 = distinct !{!117, !1, !2}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !2, !1}
!120 = distinct !{!120, !1, !2}
!121 = distinct !{!121, !1, !2}
!122 = distinct !{!122, !2, !1}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1, !2}
!125 = distinct !{!125, !2, !1}
!126 = distinct !{!126, !1}
!127 = distinct !{!127, !1, !2}
!128 = distinct !{!128, !1, !2}
!129 = distinct !{!129, !2, !1}
!130 = distinct !{!130, !13}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1, !2}
!133 = distinct !{!133, !1}
!134 = distinct !{!134, !1, !2}
!135 = distinct !{!135, !1}
!136 = distinct !{!136, !13}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !13}
!139 = distinct !{!139, !13}
!140 = distinct !{!140, !1}
!141 = distinct !{!141, !13}
!142 = distinct !{!142, !13}
!143 = distinct !{!143, !1, !2}
!144 = distinct !{!144, !2, !1}
!145 = distinct !{!145, !1, !2}
!146 = distinct !{!146, !2, !1}
!147 = distinct !{!147, !1, !2}
!148 = distinct !{!148, !1}
!149 = distinct !{!149, !1, !2}
!150 = distinct !{!150, !2, !1}
!151 = distinct !{!151, !1, !2}
!152 = distinct !{!152, !2, !1}
!153 = distinct !{!153, !1, !2}
!154 = distinct !{!154, !1, !2}
!155 = distinct !{!155, !1}
