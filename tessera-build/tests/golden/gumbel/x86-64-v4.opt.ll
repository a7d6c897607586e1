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
  %input_01659 = ptrtoint ptr %input_0 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %scratch = load ptr, ptr %2, align 8
  %scratch1658 = ptrtoint ptr %scratch to i64
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
  %.idx716 = shl i64 %n_features, 3
  %22 = getelementptr i8, ptr %scratch, i64 %.idx716
  %.idx717 = mul i64 %n_features, 12
  %23 = getelementptr i8, ptr %scratch, i64 %.idx717
  %.idx718 = shl i64 %n_features, 4
  %24 = getelementptr i8, ptr %scratch, i64 %.idx718
  %min.iters.check = icmp ult i64 %span_length, 24
  br i1 %min.iters.check, label %feature.body.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %feature.body.lr.ph
  %25 = and i64 %n_features, 4611686018427387896
  %diff.check = icmp eq i64 %25, 0
  %diff.check1653 = icmp ult i64 %.idx716, 32
  %diff.check1654 = icmp ult i64 %.idx717, 32
  %diff.check1656 = icmp ult i64 %.idx718, 32
  %26 = mul i64 %n_features, %row_begin
  %27 = shl i64 %26, 2
  %28 = add i64 %27, %input_01659
  %29 = sub i64 %scratch1658, %28
  %diff.check1660 = icmp ult i64 %29, 32
  %30 = shl i64 %row_begin, 2
  %31 = insertelement <4 x i64> poison, i64 %30, i64 0
  %32 = shufflevector <4 x i64> %31, <4 x i64> poison, <4 x i32> zeroinitializer
  %33 = sub <4 x i64> <i64 4, i64 8, i64 12, i64 16>, %32
  %34 = insertelement <4 x i64> poison, i64 %n_features, i64 0
  %35 = shufflevector <4 x i64> %34, <4 x i64> poison, <4 x i32> zeroinitializer
  %36 = mul <4 x i64> %35, %33
  %37 = insertelement <4 x i64> poison, i64 %scratch1658, i64 0
  %38 = shufflevector <4 x i64> %37, <4 x i64> poison, <4 x i32> zeroinitializer
  %39 = add <4 x i64> %36, %38
  %40 = insertelement <4 x i64> poison, i64 %input_01659, i64 0
  %41 = shufflevector <4 x i64> %40, <4 x i64> poison, <4 x i32> zeroinitializer
  %42 = sub <4 x i64> %39, %41
  %43 = icmp ult <4 x i64> %42, splat (i64 32)
  %44 = bitcast <4 x i1> %43 to i4
  %45 = icmp ne i4 %44, 0
  %op.rdx3702 = or i1 %45, %diff.check1653
  %op.rdx3703 = or i1 %diff.check1654, %diff.check1656
  %op.rdx3704 = or i1 %diff.check1660, %diff.check
  %op.rdx3705 = or i1 %op.rdx3702, %op.rdx3703
  %op.rdx3706 = or i1 %op.rdx3705, %op.rdx3704
  br i1 %op.rdx3706, label %feature.body.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %span_length, -8
  %46 = add i64 %span_begin, %n.vec
  %broadcast.splatinsert = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index1670 = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %span_begin, %index1670
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
  %index.next = add nuw i64 %index1670, 8
  %64 = icmp eq i64 %index.next, %n.vec
  br i1 %64, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %span_length, %n.vec
  br i1 %cmp.n, label %feature.exit, label %feature.body.preheader

feature.body.preheader:                           ; preds = %vector.memcheck, %feature.body.lr.ph, %middle.block
  %feature749.ph = phi i64 [ %span_begin, %vector.memcheck ], [ %span_begin, %feature.body.lr.ph ], [ %46, %middle.block ]
  br label %feature.body

span.mode.else:                                   ; preds = %span.then
  %id_ptr125 = getelementptr inbounds i64, ptr %out_0, i64 %row_begin
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
  %feature749 = phi i64 [ %85, %feature.body ], [ %feature749.ph, %feature.body.preheader ]
  %67 = getelementptr inbounds float, ptr %19, i64 %feature749
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
  %80 = getelementptr inbounds float, ptr %scratch, i64 %feature749
  store float %70, ptr %80, align 4
  %81 = getelementptr float, ptr %21, i64 %feature749
  store float %72, ptr %81, align 4
  %82 = getelementptr float, ptr %22, i64 %feature749
  store float %68, ptr %82, align 4
  %83 = getelementptr float, ptr %23, i64 %feature749
  store float %68, ptr %83, align 4
  %84 = getelementptr float, ptr %24, i64 %feature749
  store float %79, ptr %84, align 4
  %85 = add nuw i64 %feature749, 1
  %exitcond1084.not = icmp eq i64 %85, %span_end
  br i1 %exitcond1084.not, label %feature.exit, label %feature.body, !llvm.loop !3

feature.exit:                                     ; preds = %feature.body, %middle.block, %span.mode.then
  %86 = getelementptr inbounds float, ptr %scratch, i64 %span_begin
  %blocks_end = and i64 %span_length, -32
  %.not957 = icmp eq i64 %blocks_end, 0
  br i1 %.not957, label %max_block.exit, label %max_block.body.preheader

max_block.body.preheader:                         ; preds = %feature.exit
  %87 = add i64 %blocks_end, -1
  %88 = lshr i64 %87, 5
  %89 = add nuw nsw i64 %88, 1
  %xtraiter4032 = and i64 %89, 1
  %90 = icmp eq i64 %88, 0
  br i1 %90, label %max_block.body.epil.preheader, label %max_block.body.preheader.new

max_block.body.preheader.new:                     ; preds = %max_block.body.preheader
  %unroll_iter4038 = and i64 %89, 1152921504606846974
  br label %max_block.body

max_block.body:                                   ; preds = %max_block.body, %max_block.body.preheader.new
  %max_block752 = phi i64 [ 0, %max_block.body.preheader.new ], [ %112, %max_block.body ]
  %max_best.0751 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body.preheader.new ], [ %107, %max_block.body ]
  %max_index.0750 = phi <32 x i64> [ zeroinitializer, %max_block.body.preheader.new ], [ %111, %max_block.body ]
  %niter4039 = phi i64 [ 0, %max_block.body.preheader.new ], [ %niter4039.next.1, %max_block.body ]
  %91 = getelementptr inbounds float, ptr %86, i64 %max_block752
  %block = load <32 x float>, ptr %91, align 4
  %92 = fcmp ogt <32 x float> %block, %max_best.0751
  %93 = fcmp uno <32 x float> %block, zeroinitializer
  %94 = fcmp ord <32 x float> %max_best.0751, zeroinitializer
  %95 = and <32 x i1> %94, %93
  %take = or <32 x i1> %92, %95
  %96 = select <32 x i1> %take, <32 x float> %block, <32 x float> %max_best.0751
  %97 = insertelement <32 x i64> poison, i64 %max_block752, i64 0
  %98 = shufflevector <32 x i64> %97, <32 x i64> poison, <32 x i32> zeroinitializer
  %99 = or disjoint <32 x i64> %98, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %100 = select <32 x i1> %take, <32 x i64> %99, <32 x i64> %max_index.0750
  %101 = or disjoint i64 %max_block752, 32
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
  %112 = add nuw i64 %max_block752, 64
  %niter4039.next.1 = add i64 %niter4039, 2
  %niter4039.ncmp.1.not = icmp eq i64 %niter4039.next.1, %unroll_iter4038
  br i1 %niter4039.ncmp.1.not, label %max_block.exit.loopexit.unr-lcssa, label %max_block.body

max_block.exit.loopexit.unr-lcssa:                ; preds = %max_block.body
  %lcmp.mod4034.not = icmp eq i64 %xtraiter4032, 0
  br i1 %lcmp.mod4034.not, label %max_block.exit, label %max_block.body.epil.preheader

max_block.body.epil.preheader:                    ; preds = %max_block.exit.loopexit.unr-lcssa, %max_block.body.preheader
  %max_block752.epil.init = phi i64 [ 0, %max_block.body.preheader ], [ %112, %max_block.exit.loopexit.unr-lcssa ]
  %max_best.0751.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body.preheader ], [ %107, %max_block.exit.loopexit.unr-lcssa ]
  %max_index.0750.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body.preheader ], [ %111, %max_block.exit.loopexit.unr-lcssa ]
  %lcmp.mod4037 = icmp ne i64 %xtraiter4032, 0
  tail call void @llvm.assume(i1 %lcmp.mod4037)
  %113 = getelementptr inbounds float, ptr %86, i64 %max_block752.epil.init
  %block.epil = load <32 x float>, ptr %113, align 4
  %114 = fcmp ogt <32 x float> %block.epil, %max_best.0751.epil.init
  %115 = fcmp uno <32 x float> %block.epil, zeroinitializer
  %116 = fcmp ord <32 x float> %max_best.0751.epil.init, zeroinitializer
  %117 = and <32 x i1> %116, %115
  %take.epil = or <32 x i1> %114, %117
  %118 = select <32 x i1> %take.epil, <32 x float> %block.epil, <32 x float> %max_best.0751.epil.init
  %119 = insertelement <32 x i64> poison, i64 %max_block752.epil.init, i64 0
  %120 = shufflevector <32 x i64> %119, <32 x i64> poison, <32 x i32> zeroinitializer
  %121 = or disjoint <32 x i64> %120, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %122 = select <32 x i1> %take.epil, <32 x i64> %121, <32 x i64> %max_index.0750.epil.init
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
  %.not958 = icmp eq i64 %blocks_end, %span_length
  br i1 %.not958, label %fold_tail.exit, label %fold_tail.body

fold_tail.body:                                   ; preds = %max_block.exit, %fold_tail.body
  %fold_tail757 = phi i64 [ %538, %fold_tail.body ], [ %blocks_end, %max_block.exit ]
  %fold_value.0756 = phi float [ %536, %fold_tail.body ], [ %528, %max_block.exit ]
  %fold_index.0755 = phi i64 [ %537, %fold_tail.body ], [ %529, %max_block.exit ]
  %530 = getelementptr inbounds float, ptr %86, i64 %fold_tail757
  %531 = load float, ptr %530, align 4
  %532 = fcmp ogt float %531, %fold_value.0756
  %533 = fcmp uno float %531, 0.000000e+00
  %534 = fcmp ord float %fold_value.0756, 0.000000e+00
  %535 = and i1 %534, %533
  %take6 = or i1 %532, %535
  %536 = select i1 %take6, float %531, float %fold_value.0756
  %537 = select i1 %take6, i64 %fold_tail757, i64 %fold_index.0755
  %538 = add nuw i64 %fold_tail757, 1
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
  br i1 %.not957, label %max_block.exit17, label %max_block.body16.preheader

max_block.body16.preheader:                       ; preds = %fold_tail.exit
  %544 = add i64 %blocks_end, -1
  %545 = lshr i64 %544, 5
  %546 = add nuw nsw i64 %545, 1
  %xtraiter4040 = and i64 %546, 1
  %547 = icmp eq i64 %545, 0
  br i1 %547, label %max_block.body16.epil.preheader, label %max_block.body16.preheader.new

max_block.body16.preheader.new:                   ; preds = %max_block.body16.preheader
  %unroll_iter4046 = and i64 %546, 1152921504606846974
  br label %max_block.body16

max_block.body16:                                 ; preds = %max_block.body16, %max_block.body16.preheader.new
  %max_block18762 = phi i64 [ 0, %max_block.body16.preheader.new ], [ %569, %max_block.body16 ]
  %max_best12.0761 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body16.preheader.new ], [ %564, %max_block.body16 ]
  %max_index13.0760 = phi <32 x i64> [ zeroinitializer, %max_block.body16.preheader.new ], [ %568, %max_block.body16 ]
  %niter4047 = phi i64 [ 0, %max_block.body16.preheader.new ], [ %niter4047.next.1, %max_block.body16 ]
  %548 = getelementptr inbounds float, ptr %543, i64 %max_block18762
  %block19 = load <32 x float>, ptr %548, align 4
  %549 = fcmp ogt <32 x float> %block19, %max_best12.0761
  %550 = fcmp uno <32 x float> %block19, zeroinitializer
  %551 = fcmp ord <32 x float> %max_best12.0761, zeroinitializer
  %552 = and <32 x i1> %551, %550
  %take20 = or <32 x i1> %549, %552
  %553 = select <32 x i1> %take20, <32 x float> %block19, <32 x float> %max_best12.0761
  %554 = insertelement <32 x i64> poison, i64 %max_block18762, i64 0
  %555 = shufflevector <32 x i64> %554, <32 x i64> poison, <32 x i32> zeroinitializer
  %556 = or disjoint <32 x i64> %555, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %557 = select <32 x i1> %take20, <32 x i64> %556, <32 x i64> %max_index13.0760
  %558 = or disjoint i64 %max_block18762, 32
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
  %569 = add nuw i64 %max_block18762, 64
  %niter4047.next.1 = add i64 %niter4047, 2
  %niter4047.ncmp.1.not = icmp eq i64 %niter4047.next.1, %unroll_iter4046
  br i1 %niter4047.ncmp.1.not, label %max_block.exit17.loopexit.unr-lcssa, label %max_block.body16

max_block.exit17.loopexit.unr-lcssa:              ; preds = %max_block.body16
  %lcmp.mod4042.not = icmp eq i64 %xtraiter4040, 0
  br i1 %lcmp.mod4042.not, label %max_block.exit17, label %max_block.body16.epil.preheader

max_block.body16.epil.preheader:                  ; preds = %max_block.exit17.loopexit.unr-lcssa, %max_block.body16.preheader
  %max_block18762.epil.init = phi i64 [ 0, %max_block.body16.preheader ], [ %569, %max_block.exit17.loopexit.unr-lcssa ]
  %max_best12.0761.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body16.preheader ], [ %564, %max_block.exit17.loopexit.unr-lcssa ]
  %max_index13.0760.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body16.preheader ], [ %568, %max_block.exit17.loopexit.unr-lcssa ]
  %lcmp.mod4045 = icmp ne i64 %xtraiter4040, 0
  tail call void @llvm.assume(i1 %lcmp.mod4045)
  %570 = getelementptr inbounds float, ptr %543, i64 %max_block18762.epil.init
  %block19.epil = load <32 x float>, ptr %570, align 4
  %571 = fcmp ogt <32 x float> %block19.epil, %max_best12.0761.epil.init
  %572 = fcmp uno <32 x float> %block19.epil, zeroinitializer
  %573 = fcmp ord <32 x float> %max_best12.0761.epil.init, zeroinitializer
  %574 = and <32 x i1> %573, %572
  %take20.epil = or <32 x i1> %571, %574
  %575 = select <32 x i1> %take20.epil, <32 x float> %block19.epil, <32 x float> %max_best12.0761.epil.init
  %576 = insertelement <32 x i64> poison, i64 %max_block18762.epil.init, i64 0
  %577 = shufflevector <32 x i64> %576, <32 x i64> poison, <32 x i32> zeroinitializer
  %578 = or disjoint <32 x i64> %577, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %579 = select <32 x i1> %take20.epil, <32 x i64> %578, <32 x i64> %max_index13.0760.epil.init
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
  br i1 %.not958, label %fold_tail.exit23, label %fold_tail.body22

fold_tail.body22:                                 ; preds = %max_block.exit17, %fold_tail.body22
  %fold_tail24767 = phi i64 [ %995, %fold_tail.body22 ], [ %blocks_end, %max_block.exit17 ]
  %fold_value7.0766 = phi float [ %993, %fold_tail.body22 ], [ %985, %max_block.exit17 ]
  %fold_index8.0765 = phi i64 [ %994, %fold_tail.body22 ], [ %986, %max_block.exit17 ]
  %987 = getelementptr inbounds float, ptr %543, i64 %fold_tail24767
  %988 = load float, ptr %987, align 4
  %989 = fcmp ogt float %988, %fold_value7.0766
  %990 = fcmp uno float %988, 0.000000e+00
  %991 = fcmp ord float %fold_value7.0766, 0.000000e+00
  %992 = and i1 %991, %990
  %take25 = or i1 %989, %992
  %993 = select i1 %take25, float %988, float %fold_value7.0766
  %994 = select i1 %take25, i64 %fold_tail24767, i64 %fold_index8.0765
  %995 = add nuw i64 %fold_tail24767, 1
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
  %.idx699 = shl i64 %n_features, 3
  %999 = getelementptr i8, ptr %scratch, i64 %.idx699
  %1000 = getelementptr float, ptr %999, i64 %span_begin
  br i1 %.not957, label %max_block.exit39, label %max_block.body38.preheader

max_block.body38.preheader:                       ; preds = %fold_tail.exit23
  %1001 = add i64 %blocks_end, -1
  %1002 = lshr i64 %1001, 5
  %1003 = add nuw nsw i64 %1002, 1
  %xtraiter4048 = and i64 %1003, 1
  %1004 = icmp eq i64 %1002, 0
  br i1 %1004, label %max_block.body38.epil.preheader, label %max_block.body38.preheader.new

max_block.body38.preheader.new:                   ; preds = %max_block.body38.preheader
  %unroll_iter4054 = and i64 %1003, 1152921504606846974
  br label %max_block.body38

max_block.body38:                                 ; preds = %max_block.body38, %max_block.body38.preheader.new
  %max_block40772 = phi i64 [ 0, %max_block.body38.preheader.new ], [ %1026, %max_block.body38 ]
  %max_best34.0771 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body38.preheader.new ], [ %1021, %max_block.body38 ]
  %max_index35.0770 = phi <32 x i64> [ zeroinitializer, %max_block.body38.preheader.new ], [ %1025, %max_block.body38 ]
  %niter4055 = phi i64 [ 0, %max_block.body38.preheader.new ], [ %niter4055.next.1, %max_block.body38 ]
  %1005 = getelementptr inbounds float, ptr %1000, i64 %max_block40772
  %block41 = load <32 x float>, ptr %1005, align 4
  %1006 = fcmp ogt <32 x float> %block41, %max_best34.0771
  %1007 = fcmp uno <32 x float> %block41, zeroinitializer
  %1008 = fcmp ord <32 x float> %max_best34.0771, zeroinitializer
  %1009 = and <32 x i1> %1008, %1007
  %take42 = or <32 x i1> %1006, %1009
  %1010 = select <32 x i1> %take42, <32 x float> %block41, <32 x float> %max_best34.0771
  %1011 = insertelement <32 x i64> poison, i64 %max_block40772, i64 0
  %1012 = shufflevector <32 x i64> %1011, <32 x i64> poison, <32 x i32> zeroinitializer
  %1013 = or disjoint <32 x i64> %1012, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1014 = select <32 x i1> %take42, <32 x i64> %1013, <32 x i64> %max_index35.0770
  %1015 = or disjoint i64 %max_block40772, 32
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
  %1026 = add nuw i64 %max_block40772, 64
  %niter4055.next.1 = add i64 %niter4055, 2
  %niter4055.ncmp.1.not = icmp eq i64 %niter4055.next.1, %unroll_iter4054
  br i1 %niter4055.ncmp.1.not, label %max_block.exit39.loopexit.unr-lcssa, label %max_block.body38

max_block.exit39.loopexit.unr-lcssa:              ; preds = %max_block.body38
  %lcmp.mod4050.not = icmp eq i64 %xtraiter4048, 0
  br i1 %lcmp.mod4050.not, label %max_block.exit39, label %max_block.body38.epil.preheader

max_block.body38.epil.preheader:                  ; preds = %max_block.exit39.loopexit.unr-lcssa, %max_block.body38.preheader
  %max_block40772.epil.init = phi i64 [ 0, %max_block.body38.preheader ], [ %1026, %max_block.exit39.loopexit.unr-lcssa ]
  %max_best34.0771.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body38.preheader ], [ %1021, %max_block.exit39.loopexit.unr-lcssa ]
  %max_index35.0770.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body38.preheader ], [ %1025, %max_block.exit39.loopexit.unr-lcssa ]
  %lcmp.mod4053 = icmp ne i64 %xtraiter4048, 0
  tail call void @llvm.assume(i1 %lcmp.mod4053)
  %1027 = getelementptr inbounds float, ptr %1000, i64 %max_block40772.epil.init
  %block41.epil = load <32 x float>, ptr %1027, align 4
  %1028 = fcmp ogt <32 x float> %block41.epil, %max_best34.0771.epil.init
  %1029 = fcmp uno <32 x float> %block41.epil, zeroinitializer
  %1030 = fcmp ord <32 x float> %max_best34.0771.epil.init, zeroinitializer
  %1031 = and <32 x i1> %1030, %1029
  %take42.epil = or <32 x i1> %1028, %1031
  %1032 = select <32 x i1> %take42.epil, <32 x float> %block41.epil, <32 x float> %max_best34.0771.epil.init
  %1033 = insertelement <32 x i64> poison, i64 %max_block40772.epil.init, i64 0
  %1034 = shufflevector <32 x i64> %1033, <32 x i64> poison, <32 x i32> zeroinitializer
  %1035 = or disjoint <32 x i64> %1034, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1036 = select <32 x i1> %take42.epil, <32 x i64> %1035, <32 x i64> %max_index35.0770.epil.init
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
  br i1 %.not958, label %fold_tail.exit45, label %fold_tail.body44

fold_tail.body44:                                 ; preds = %max_block.exit39, %fold_tail.body44
  %fold_tail46777 = phi i64 [ %1452, %fold_tail.body44 ], [ %blocks_end, %max_block.exit39 ]
  %fold_value29.0776 = phi float [ %1450, %fold_tail.body44 ], [ %1442, %max_block.exit39 ]
  %fold_index30.0775 = phi i64 [ %1451, %fold_tail.body44 ], [ %1443, %max_block.exit39 ]
  %1444 = getelementptr inbounds float, ptr %1000, i64 %fold_tail46777
  %1445 = load float, ptr %1444, align 4
  %1446 = fcmp ogt float %1445, %fold_value29.0776
  %1447 = fcmp uno float %1445, 0.000000e+00
  %1448 = fcmp ord float %fold_value29.0776, 0.000000e+00
  %1449 = and i1 %1448, %1447
  %take47 = or i1 %1446, %1449
  %1450 = select i1 %take47, float %1445, float %fold_value29.0776
  %1451 = select i1 %take47, i64 %fold_tail46777, i64 %fold_index30.0775
  %1452 = add nuw i64 %fold_tail46777, 1
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
  %.idx700 = mul i64 %n_features, 12
  %1456 = getelementptr i8, ptr %scratch, i64 %.idx700
  %1457 = getelementptr float, ptr %1456, i64 %span_begin
  br i1 %.not957, label %max_block.exit61, label %max_block.body60.preheader

max_block.body60.preheader:                       ; preds = %fold_tail.exit45
  %1458 = add i64 %blocks_end, -1
  %1459 = lshr i64 %1458, 5
  %1460 = add nuw nsw i64 %1459, 1
  %xtraiter4056 = and i64 %1460, 1
  %1461 = icmp eq i64 %1459, 0
  br i1 %1461, label %max_block.body60.epil.preheader, label %max_block.body60.preheader.new

max_block.body60.preheader.new:                   ; preds = %max_block.body60.preheader
  %unroll_iter4062 = and i64 %1460, 1152921504606846974
  br label %max_block.body60

max_block.body60:                                 ; preds = %max_block.body60, %max_block.body60.preheader.new
  %max_block62782 = phi i64 [ 0, %max_block.body60.preheader.new ], [ %1483, %max_block.body60 ]
  %max_best56.0781 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body60.preheader.new ], [ %1478, %max_block.body60 ]
  %max_index57.0780 = phi <32 x i64> [ zeroinitializer, %max_block.body60.preheader.new ], [ %1482, %max_block.body60 ]
  %niter4063 = phi i64 [ 0, %max_block.body60.preheader.new ], [ %niter4063.next.1, %max_block.body60 ]
  %1462 = getelementptr inbounds float, ptr %1457, i64 %max_block62782
  %block63 = load <32 x float>, ptr %1462, align 4
  %1463 = fcmp ogt <32 x float> %block63, %max_best56.0781
  %1464 = fcmp uno <32 x float> %block63, zeroinitializer
  %1465 = fcmp ord <32 x float> %max_best56.0781, zeroinitializer
  %1466 = and <32 x i1> %1465, %1464
  %take64 = or <32 x i1> %1463, %1466
  %1467 = select <32 x i1> %take64, <32 x float> %block63, <32 x float> %max_best56.0781
  %1468 = insertelement <32 x i64> poison, i64 %max_block62782, i64 0
  %1469 = shufflevector <32 x i64> %1468, <32 x i64> poison, <32 x i32> zeroinitializer
  %1470 = or disjoint <32 x i64> %1469, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1471 = select <32 x i1> %take64, <32 x i64> %1470, <32 x i64> %max_index57.0780
  %1472 = or disjoint i64 %max_block62782, 32
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
  %1483 = add nuw i64 %max_block62782, 64
  %niter4063.next.1 = add i64 %niter4063, 2
  %niter4063.ncmp.1.not = icmp eq i64 %niter4063.next.1, %unroll_iter4062
  br i1 %niter4063.ncmp.1.not, label %max_block.exit61.loopexit.unr-lcssa, label %max_block.body60

max_block.exit61.loopexit.unr-lcssa:              ; preds = %max_block.body60
  %lcmp.mod4058.not = icmp eq i64 %xtraiter4056, 0
  br i1 %lcmp.mod4058.not, label %max_block.exit61, label %max_block.body60.epil.preheader

max_block.body60.epil.preheader:                  ; preds = %max_block.exit61.loopexit.unr-lcssa, %max_block.body60.preheader
  %max_block62782.epil.init = phi i64 [ 0, %max_block.body60.preheader ], [ %1483, %max_block.exit61.loopexit.unr-lcssa ]
  %max_best56.0781.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body60.preheader ], [ %1478, %max_block.exit61.loopexit.unr-lcssa ]
  %max_index57.0780.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body60.preheader ], [ %1482, %max_block.exit61.loopexit.unr-lcssa ]
  %lcmp.mod4061 = icmp ne i64 %xtraiter4056, 0
  tail call void @llvm.assume(i1 %lcmp.mod4061)
  %1484 = getelementptr inbounds float, ptr %1457, i64 %max_block62782.epil.init
  %block63.epil = load <32 x float>, ptr %1484, align 4
  %1485 = fcmp ogt <32 x float> %block63.epil, %max_best56.0781.epil.init
  %1486 = fcmp uno <32 x float> %block63.epil, zeroinitializer
  %1487 = fcmp ord <32 x float> %max_best56.0781.epil.init, zeroinitializer
  %1488 = and <32 x i1> %1487, %1486
  %take64.epil = or <32 x i1> %1485, %1488
  %1489 = select <32 x i1> %take64.epil, <32 x float> %block63.epil, <32 x float> %max_best56.0781.epil.init
  %1490 = insertelement <32 x i64> poison, i64 %max_block62782.epil.init, i64 0
  %1491 = shufflevector <32 x i64> %1490, <32 x i64> poison, <32 x i32> zeroinitializer
  %1492 = or disjoint <32 x i64> %1491, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1493 = select <32 x i1> %take64.epil, <32 x i64> %1492, <32 x i64> %max_index57.0780.epil.init
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
  br i1 %.not958, label %fold_tail.exit67, label %fold_tail.body66

fold_tail.body66:                                 ; preds = %max_block.exit61, %fold_tail.body66
  %fold_tail68787 = phi i64 [ %1909, %fold_tail.body66 ], [ %blocks_end, %max_block.exit61 ]
  %fold_value51.0786 = phi float [ %1907, %fold_tail.body66 ], [ %1899, %max_block.exit61 ]
  %fold_index52.0785 = phi i64 [ %1908, %fold_tail.body66 ], [ %1900, %max_block.exit61 ]
  %1901 = getelementptr inbounds float, ptr %1457, i64 %fold_tail68787
  %1902 = load float, ptr %1901, align 4
  %1903 = fcmp ogt float %1902, %fold_value51.0786
  %1904 = fcmp uno float %1902, 0.000000e+00
  %1905 = fcmp ord float %fold_value51.0786, 0.000000e+00
  %1906 = and i1 %1905, %1904
  %take69 = or i1 %1903, %1906
  %1907 = select i1 %take69, float %1902, float %fold_value51.0786
  %1908 = select i1 %take69, i64 %fold_tail68787, i64 %fold_index52.0785
  %1909 = add nuw i64 %fold_tail68787, 1
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
  %.idx701 = shl i64 %n_features, 4
  %1913 = getelementptr i8, ptr %scratch, i64 %.idx701
  %1914 = getelementptr float, ptr %1913, i64 %span_begin
  br i1 %.not957, label %max_block.exit83, label %max_block.body82.preheader

max_block.body82.preheader:                       ; preds = %fold_tail.exit67
  %1915 = add i64 %blocks_end, -1
  %1916 = lshr i64 %1915, 5
  %1917 = add nuw nsw i64 %1916, 1
  %xtraiter4064 = and i64 %1917, 1
  %1918 = icmp eq i64 %1916, 0
  br i1 %1918, label %max_block.body82.epil.preheader, label %max_block.body82.preheader.new

max_block.body82.preheader.new:                   ; preds = %max_block.body82.preheader
  %unroll_iter4070 = and i64 %1917, 1152921504606846974
  br label %max_block.body82

max_block.body82:                                 ; preds = %max_block.body82, %max_block.body82.preheader.new
  %max_block84792 = phi i64 [ 0, %max_block.body82.preheader.new ], [ %1940, %max_block.body82 ]
  %max_best78.0791 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body82.preheader.new ], [ %1935, %max_block.body82 ]
  %max_index79.0790 = phi <32 x i64> [ zeroinitializer, %max_block.body82.preheader.new ], [ %1939, %max_block.body82 ]
  %niter4071 = phi i64 [ 0, %max_block.body82.preheader.new ], [ %niter4071.next.1, %max_block.body82 ]
  %1919 = getelementptr inbounds float, ptr %1914, i64 %max_block84792
  %block85 = load <32 x float>, ptr %1919, align 4
  %1920 = fcmp ogt <32 x float> %block85, %max_best78.0791
  %1921 = fcmp uno <32 x float> %block85, zeroinitializer
  %1922 = fcmp ord <32 x float> %max_best78.0791, zeroinitializer
  %1923 = and <32 x i1> %1922, %1921
  %take86 = or <32 x i1> %1920, %1923
  %1924 = select <32 x i1> %take86, <32 x float> %block85, <32 x float> %max_best78.0791
  %1925 = insertelement <32 x i64> poison, i64 %max_block84792, i64 0
  %1926 = shufflevector <32 x i64> %1925, <32 x i64> poison, <32 x i32> zeroinitializer
  %1927 = or disjoint <32 x i64> %1926, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1928 = select <32 x i1> %take86, <32 x i64> %1927, <32 x i64> %max_index79.0790
  %1929 = or disjoint i64 %max_block84792, 32
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
  %1940 = add nuw i64 %max_block84792, 64
  %niter4071.next.1 = add i64 %niter4071, 2
  %niter4071.ncmp.1.not = icmp eq i64 %niter4071.next.1, %unroll_iter4070
  br i1 %niter4071.ncmp.1.not, label %max_block.exit83.loopexit.unr-lcssa, label %max_block.body82

max_block.exit83.loopexit.unr-lcssa:              ; preds = %max_block.body82
  %lcmp.mod4066.not = icmp eq i64 %xtraiter4064, 0
  br i1 %lcmp.mod4066.not, label %max_block.exit83, label %max_block.body82.epil.preheader

max_block.body82.epil.preheader:                  ; preds = %max_block.exit83.loopexit.unr-lcssa, %max_block.body82.preheader
  %max_block84792.epil.init = phi i64 [ 0, %max_block.body82.preheader ], [ %1940, %max_block.exit83.loopexit.unr-lcssa ]
  %max_best78.0791.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body82.preheader ], [ %1935, %max_block.exit83.loopexit.unr-lcssa ]
  %max_index79.0790.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body82.preheader ], [ %1939, %max_block.exit83.loopexit.unr-lcssa ]
  %lcmp.mod4069 = icmp ne i64 %xtraiter4064, 0
  tail call void @llvm.assume(i1 %lcmp.mod4069)
  %1941 = getelementptr inbounds float, ptr %1914, i64 %max_block84792.epil.init
  %block85.epil = load <32 x float>, ptr %1941, align 4
  %1942 = fcmp ogt <32 x float> %block85.epil, %max_best78.0791.epil.init
  %1943 = fcmp uno <32 x float> %block85.epil, zeroinitializer
  %1944 = fcmp ord <32 x float> %max_best78.0791.epil.init, zeroinitializer
  %1945 = and <32 x i1> %1944, %1943
  %take86.epil = or <32 x i1> %1942, %1945
  %1946 = select <32 x i1> %take86.epil, <32 x float> %block85.epil, <32 x float> %max_best78.0791.epil.init
  %1947 = insertelement <32 x i64> poison, i64 %max_block84792.epil.init, i64 0
  %1948 = shufflevector <32 x i64> %1947, <32 x i64> poison, <32 x i32> zeroinitializer
  %1949 = or disjoint <32 x i64> %1948, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1950 = select <32 x i1> %take86.epil, <32 x i64> %1949, <32 x i64> %max_index79.0790.epil.init
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
  br i1 %.not958, label %fold_tail.exit89, label %fold_tail.body88

fold_tail.body88:                                 ; preds = %max_block.exit83, %fold_tail.body88
  %fold_tail90797 = phi i64 [ %2366, %fold_tail.body88 ], [ %blocks_end, %max_block.exit83 ]
  %fold_value73.0796 = phi float [ %2364, %fold_tail.body88 ], [ %2356, %max_block.exit83 ]
  %fold_index74.0795 = phi i64 [ %2365, %fold_tail.body88 ], [ %2357, %max_block.exit83 ]
  %2358 = getelementptr inbounds float, ptr %1914, i64 %fold_tail90797
  %2359 = load float, ptr %2358, align 4
  %2360 = fcmp ogt float %2359, %fold_value73.0796
  %2361 = fcmp uno float %2359, 0.000000e+00
  %2362 = fcmp ord float %fold_value73.0796, 0.000000e+00
  %2363 = and i1 %2362, %2361
  %take91 = or i1 %2360, %2363
  %2364 = select i1 %take91, float %2359, float %fold_value73.0796
  %2365 = select i1 %take91, i64 %fold_tail90797, i64 %fold_index74.0795
  %2366 = add nuw i64 %fold_tail90797, 1
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
  br i1 %20, label %gumbel.philox.body.lr.ph, label %max_block.header110.preheader

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
  %min.iters.check1672 = icmp ult i64 %span_length, 8
  br i1 %min.iters.check1672, label %gumbel.philox.body.preheader, label %vector.ph1673

vector.ph1673:                                    ; preds = %gumbel.philox.body.lr.ph
  %n.vec1675 = and i64 %span_length, -8
  %2398 = add i64 %span_begin, %n.vec1675
  %broadcast.splatinsert1678 = insertelement <8 x i64> poison, i64 %2377, i64 0
  %broadcast.splat1679 = shufflevector <8 x i64> %broadcast.splatinsert1678, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1684 = insertelement <8 x i64> poison, i64 %2383, i64 0
  %broadcast.splat1685 = shufflevector <8 x i64> %broadcast.splatinsert1684, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1686 = insertelement <8 x i64> poison, i64 %2384, i64 0
  %broadcast.splat1687 = shufflevector <8 x i64> %broadcast.splatinsert1686, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1690 = insertelement <8 x i64> poison, i64 %2386, i64 0
  %broadcast.splat1691 = shufflevector <8 x i64> %broadcast.splatinsert1690, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1692 = insertelement <8 x i64> poison, i64 %2387, i64 0
  %broadcast.splat1693 = shufflevector <8 x i64> %broadcast.splatinsert1692, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1694 = insertelement <8 x i64> poison, i64 %2388, i64 0
  %broadcast.splat1695 = shufflevector <8 x i64> %broadcast.splatinsert1694, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1696 = insertelement <8 x i64> poison, i64 %2389, i64 0
  %broadcast.splat1697 = shufflevector <8 x i64> %broadcast.splatinsert1696, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1698 = insertelement <8 x i64> poison, i64 %2390, i64 0
  %broadcast.splat1699 = shufflevector <8 x i64> %broadcast.splatinsert1698, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1700 = insertelement <8 x i64> poison, i64 %2391, i64 0
  %broadcast.splat1701 = shufflevector <8 x i64> %broadcast.splatinsert1700, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1702 = insertelement <8 x i64> poison, i64 %2392, i64 0
  %broadcast.splat1703 = shufflevector <8 x i64> %broadcast.splatinsert1702, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1704 = insertelement <8 x i64> poison, i64 %2393, i64 0
  %broadcast.splat1705 = shufflevector <8 x i64> %broadcast.splatinsert1704, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1706 = insertelement <8 x i64> poison, i64 %2394, i64 0
  %broadcast.splat1707 = shufflevector <8 x i64> %broadcast.splatinsert1706, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1708 = insertelement <8 x i64> poison, i64 %2395, i64 0
  %broadcast.splat1709 = shufflevector <8 x i64> %broadcast.splatinsert1708, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1710 = insertelement <8 x i64> poison, i64 %2396, i64 0
  %broadcast.splat1711 = shufflevector <8 x i64> %broadcast.splatinsert1710, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1712 = insertelement <8 x i32> poison, i32 %2397, i64 0
  %broadcast.splat1713 = shufflevector <8 x i32> %broadcast.splatinsert1712, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1714 = insertelement <8 x i64> poison, i64 %span_begin, i64 0
  %broadcast.splat1715 = shufflevector <8 x i64> %broadcast.splatinsert1714, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = add nuw <8 x i64> %broadcast.splat1715, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %.scalar = xor i64 %2373, %2378
  %.scalar3707 = and i64 %.scalar, 4294967295
  %2399 = insertelement <8 x i64> poison, i64 %.scalar3707, i64 0
  %.masked = shufflevector <8 x i64> %2399, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar3708 = xor i64 %2381, %2385
  %.scalar3709 = and i64 %.scalar3708, 4294967295
  %2400 = insertelement <8 x i64> poison, i64 %.scalar3709, i64 0
  %.masked3689 = shufflevector <8 x i64> %2400, <8 x i64> poison, <8 x i32> zeroinitializer
  %2401 = getelementptr float, ptr %542, i64 %span_begin
  br label %vector.body1716

vector.body1716:                                  ; preds = %vector.body1716, %vector.ph1673
  %index1717 = phi i64 [ 0, %vector.ph1673 ], [ %index.next1719, %vector.body1716 ]
  %vec.ind = phi <8 x i64> [ %induction, %vector.ph1673 ], [ %vec.ind.next, %vector.body1716 ]
  %2402 = and <8 x i64> %vec.ind, splat (i64 4294967295)
  %2403 = mul nuw <8 x i64> %2402, splat (i64 3528531795)
  %2404 = xor <8 x i64> %broadcast.splat1679, %2403
  %2405 = lshr <8 x i64> %2404, splat (i64 32)
  %2406 = mul nuw <8 x i64> %2405, splat (i64 3449720151)
  %2407 = lshr <8 x i64> %2406, splat (i64 32)
  %2408 = xor <8 x i64> %broadcast.splat1685, %2403
  %2409 = xor <8 x i64> %.masked, %2407
  %2410 = mul nuw <8 x i64> %2409, splat (i64 3528531795)
  %2411 = and <8 x i64> %2408, splat (i64 4294967295)
  %2412 = mul nuw <8 x i64> %2411, splat (i64 3449720151)
  %2413 = lshr <8 x i64> %2410, splat (i64 32)
  %2414 = lshr <8 x i64> %2412, splat (i64 32)
  %2415 = xor <8 x i64> %2414, %broadcast.splat1687
  %2416 = xor <8 x i64> %2415, %2406
  %2417 = and <8 x i64> %2416, splat (i64 4294967295)
  %2418 = mul nuw <8 x i64> %2417, splat (i64 3528531795)
  %2419 = xor <8 x i64> %.masked3689, %2413
  %2420 = mul nuw <8 x i64> %2419, splat (i64 3449720151)
  %2421 = lshr <8 x i64> %2418, splat (i64 32)
  %2422 = lshr <8 x i64> %2420, splat (i64 32)
  %2423 = xor <8 x i64> %broadcast.splat1691, %2422
  %2424 = xor <8 x i64> %2423, %2412
  %2425 = xor <8 x i64> %2421, %broadcast.splat1693
  %2426 = xor <8 x i64> %2425, %2410
  %2427 = and <8 x i64> %2424, splat (i64 4294967295)
  %2428 = mul nuw <8 x i64> %2427, splat (i64 3528531795)
  %2429 = and <8 x i64> %2426, splat (i64 4294967295)
  %2430 = mul nuw <8 x i64> %2429, splat (i64 3449720151)
  %2431 = lshr <8 x i64> %2428, splat (i64 32)
  %2432 = lshr <8 x i64> %2430, splat (i64 32)
  %2433 = xor <8 x i64> %2432, %broadcast.splat1695
  %2434 = xor <8 x i64> %2433, %2420
  %2435 = xor <8 x i64> %broadcast.splat1697, %2431
  %2436 = xor <8 x i64> %2435, %2418
  %2437 = and <8 x i64> %2434, splat (i64 4294967295)
  %2438 = mul nuw <8 x i64> %2437, splat (i64 3528531795)
  %2439 = and <8 x i64> %2436, splat (i64 4294967295)
  %2440 = mul nuw <8 x i64> %2439, splat (i64 3449720151)
  %2441 = lshr <8 x i64> %2438, splat (i64 32)
  %2442 = lshr <8 x i64> %2440, splat (i64 32)
  %2443 = xor <8 x i64> %broadcast.splat1699, %2442
  %2444 = xor <8 x i64> %2443, %2430
  %2445 = xor <8 x i64> %2441, %broadcast.splat1701
  %2446 = xor <8 x i64> %2445, %2428
  %2447 = and <8 x i64> %2444, splat (i64 4294967295)
  %2448 = mul nuw <8 x i64> %2447, splat (i64 3528531795)
  %2449 = and <8 x i64> %2446, splat (i64 4294967295)
  %2450 = mul nuw <8 x i64> %2449, splat (i64 3449720151)
  %2451 = lshr <8 x i64> %2448, splat (i64 32)
  %2452 = lshr <8 x i64> %2450, splat (i64 32)
  %2453 = xor <8 x i64> %2452, %broadcast.splat1703
  %2454 = xor <8 x i64> %2453, %2440
  %2455 = xor <8 x i64> %broadcast.splat1705, %2451
  %2456 = xor <8 x i64> %2455, %2438
  %2457 = and <8 x i64> %2454, splat (i64 4294967295)
  %2458 = mul nuw <8 x i64> %2457, splat (i64 3528531795)
  %2459 = and <8 x i64> %2456, splat (i64 4294967295)
  %2460 = mul nuw <8 x i64> %2459, splat (i64 3449720151)
  %2461 = lshr <8 x i64> %2458, splat (i64 32)
  %2462 = lshr <8 x i64> %2460, splat (i64 32)
  %2463 = xor <8 x i64> %broadcast.splat1707, %2462
  %2464 = xor <8 x i64> %2463, %2450
  %2465 = xor <8 x i64> %2461, %broadcast.splat1709
  %2466 = xor <8 x i64> %2465, %2448
  %2467 = and <8 x i64> %2464, splat (i64 4294967295)
  %2468 = mul nuw <8 x i64> %2467, splat (i64 3528531795)
  %2469 = lshr <8 x i64> %2468, splat (i64 32)
  %2470 = trunc <8 x i64> %2466 to <8 x i32>
  %2471 = mul <8 x i32> %2470, splat (i32 -845247145)
  %2472 = xor <8 x i64> %broadcast.splat1711, %2469
  %2473 = xor <8 x i64> %2472, %2458
  %2474 = and <8 x i64> %2473, splat (i64 4294967295)
  %2475 = mul nuw <8 x i64> %2474, splat (i64 3449720151)
  %2476 = lshr <8 x i64> %2475, splat (i64 32)
  %2477 = trunc nuw <8 x i64> %2476 to <8 x i32>
  %2478 = xor <8 x i32> %2471, %broadcast.splat1713
  %2479 = xor <8 x i32> %2478, %2477
  %2480 = getelementptr float, ptr %2401, i64 %index1717
  store <8 x i32> %2479, ptr %2480, align 4
  %index.next1719 = add nuw i64 %index1717, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %2481 = icmp eq i64 %index.next1719, %n.vec1675
  br i1 %2481, label %middle.block1720, label %vector.body1716, !llvm.loop !4

middle.block1720:                                 ; preds = %vector.body1716
  %cmp.n1721 = icmp eq i64 %span_length, %n.vec1675
  br i1 %cmp.n1721, label %gumbel.body.preheader, label %gumbel.philox.body.preheader

gumbel.philox.body.preheader:                     ; preds = %gumbel.philox.body.lr.ph, %middle.block1720
  %gumbel.philox800.ph = phi i64 [ %span_begin, %gumbel.philox.body.lr.ph ], [ %2398, %middle.block1720 ]
  %invariant.op = xor i64 %2378, %2373
  %invariant.op4505 = xor i64 %2385, %2381
  br label %gumbel.philox.body

guard.done:                                       ; preds = %fold_tail.exit89, %fold_tail.exit118
  store i32 1, ptr %18, align 4
  br label %span.done

gumbel.philox.body:                               ; preds = %gumbel.philox.body.preheader, %gumbel.philox.body
  %gumbel.philox800 = phi i64 [ %2561, %gumbel.philox.body ], [ %gumbel.philox800.ph, %gumbel.philox.body.preheader ]
  %2482 = and i64 %gumbel.philox800, 4294967295
  %2483 = mul nuw i64 %2482, 3528531795
  %2484 = xor i64 %2377, %2483
  %2485 = lshr i64 %2484, 32
  %2486 = mul nuw i64 %2485, 3449720151
  %2487 = lshr i64 %2486, 32
  %.reass.reass4504 = xor i64 %2487, %invariant.op
  %2488 = xor i64 %2383, %2483
  %2489 = and i64 %.reass.reass4504, 4294967295
  %2490 = mul nuw i64 %2489, 3528531795
  %2491 = and i64 %2488, 4294967295
  %2492 = mul nuw i64 %2491, 3449720151
  %2493 = lshr i64 %2490, 32
  %2494 = lshr i64 %2492, 32
  %2495 = xor i64 %2494, %2384
  %2496 = xor i64 %2495, %2486
  %.reass1545.reass = xor i64 %2493, %invariant.op4505
  %2497 = and i64 %2496, 4294967295
  %2498 = mul nuw i64 %2497, 3528531795
  %2499 = and i64 %.reass1545.reass, 4294967295
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
  %2560 = getelementptr inbounds float, ptr %542, i64 %gumbel.philox800
  store i32 %2559, ptr %2560, align 4
  %2561 = add nuw i64 %gumbel.philox800, 1
  %exitcond1085.not = icmp eq i64 %2561, %span_end
  br i1 %exitcond1085.not, label %gumbel.body.preheader, label %gumbel.philox.body, !llvm.loop !5

gumbel.body.preheader:                            ; preds = %gumbel.philox.body, %middle.block1720
  %min.iters.check1724 = icmp ult i64 %span_length, 8
  br i1 %min.iters.check1724, label %gumbel.body.preheader3968, label %vector.ph1725

vector.ph1725:                                    ; preds = %gumbel.body.preheader
  %n.vec1727 = and i64 %span_length, -8
  %2562 = add i64 %span_begin, %n.vec1727
  %2563 = getelementptr float, ptr %542, i64 %span_begin
  br label %vector.body1728

vector.body1728:                                  ; preds = %vector.body1728, %vector.ph1725
  %index1729 = phi i64 [ 0, %vector.ph1725 ], [ %index.next1732, %vector.body1728 ]
  %2564 = getelementptr float, ptr %2563, i64 %index1729
  %wide.load1731 = load <8 x i32>, ptr %2564, align 4
  %2565 = uitofp <8 x i32> %wide.load1731 to <8 x double>
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
  %index.next1732 = add nuw i64 %index1729, 8
  %2651 = icmp eq i64 %index.next1732, %n.vec1727
  br i1 %2651, label %middle.block1733, label %vector.body1728, !llvm.loop !6

middle.block1733:                                 ; preds = %vector.body1728
  %cmp.n1734 = icmp eq i64 %span_length, %n.vec1727
  br i1 %cmp.n1734, label %iter.check, label %gumbel.body.preheader3968

gumbel.body.preheader3968:                        ; preds = %gumbel.body.preheader, %middle.block1733
  %gumbel801.ph = phi i64 [ %span_begin, %gumbel.body.preheader ], [ %2562, %middle.block1733 ]
  br label %gumbel.body

gumbel.body:                                      ; preds = %gumbel.body.preheader3968, %gumbel.body
  %gumbel801 = phi i64 [ %2738, %gumbel.body ], [ %gumbel801.ph, %gumbel.body.preheader3968 ]
  %2652 = getelementptr inbounds float, ptr %542, i64 %gumbel801
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
  %2738 = add nuw i64 %gumbel801, 1
  %exitcond1086.not = icmp eq i64 %2738, %span_end
  br i1 %exitcond1086.not, label %iter.check, label %gumbel.body, !llvm.loop !7

iter.check:                                       ; preds = %gumbel.body, %middle.block1733
  %min.iters.check1741 = icmp ult i64 %span_length, 4
  br i1 %min.iters.check1741, label %feature.body98.preheader, label %vector.memcheck1736

vector.memcheck1736:                              ; preds = %iter.check
  %2739 = mul i64 %n_features, %row_begin
  %2740 = shl i64 %2739, 2
  %2741 = add i64 %2740, %input_01659
  %2742 = sub i64 %scratch1658, %2741
  %diff.check1737 = icmp ult i64 %2742, 128
  %2743 = mul i64 %n_features, -4
  %diff.check1738 = icmp ult i64 %2743, 128
  %conflict.rdx1739 = or i1 %diff.check1737, %diff.check1738
  br i1 %conflict.rdx1739, label %feature.body98.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck1736
  %min.iters.check1743 = icmp ult i64 %span_length, 32
  br i1 %min.iters.check1743, label %vec.epilog.ph, label %vector.ph1744

vector.ph1744:                                    ; preds = %vector.main.loop.iter.check
  %n.mod.vf1745 = and i64 %span_length, 28
  %n.vec1746 = and i64 %span_length, -32
  %broadcast.splatinsert1747 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat1748 = shufflevector <8 x float> %broadcast.splatinsert1747, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body1749

vector.body1749:                                  ; preds = %vector.body1749, %vector.ph1744
  %index1750 = phi i64 [ 0, %vector.ph1744 ], [ %index.next1759, %vector.body1749 ]
  %2744 = add i64 %span_begin, %index1750
  %2745 = getelementptr inbounds float, ptr %19, i64 %2744
  %2746 = getelementptr inbounds nuw i8, ptr %2745, i64 32
  %2747 = getelementptr inbounds nuw i8, ptr %2745, i64 64
  %2748 = getelementptr inbounds nuw i8, ptr %2745, i64 96
  %wide.load1751 = load <8 x float>, ptr %2745, align 4
  %wide.load1752 = load <8 x float>, ptr %2746, align 4
  %wide.load1753 = load <8 x float>, ptr %2747, align 4
  %wide.load1754 = load <8 x float>, ptr %2748, align 4
  %2749 = fmul <8 x float> %broadcast.splat1748, %wide.load1751
  %2750 = fmul <8 x float> %broadcast.splat1748, %wide.load1752
  %2751 = fmul <8 x float> %broadcast.splat1748, %wide.load1753
  %2752 = fmul <8 x float> %broadcast.splat1748, %wide.load1754
  %2753 = fcmp one <8 x float> %wide.load1751, splat (float 0xFFF0000000000000)
  %2754 = fcmp one <8 x float> %wide.load1752, splat (float 0xFFF0000000000000)
  %2755 = fcmp one <8 x float> %wide.load1753, splat (float 0xFFF0000000000000)
  %2756 = fcmp one <8 x float> %wide.load1754, splat (float 0xFFF0000000000000)
  %2757 = select <8 x i1> %2753, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2758 = select <8 x i1> %2754, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2759 = select <8 x i1> %2755, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2760 = select <8 x i1> %2756, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2761 = fcmp oeq <8 x float> %wide.load1751, splat (float 0xFFF0000000000000)
  %2762 = fcmp oeq <8 x float> %wide.load1752, splat (float 0xFFF0000000000000)
  %2763 = fcmp oeq <8 x float> %wide.load1753, splat (float 0xFFF0000000000000)
  %2764 = fcmp oeq <8 x float> %wide.load1754, splat (float 0xFFF0000000000000)
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
  %wide.load1755 = load <8 x float>, ptr %2777, align 4
  %wide.load1756 = load <8 x float>, ptr %2778, align 4
  %wide.load1757 = load <8 x float>, ptr %2779, align 4
  %wide.load1758 = load <8 x float>, ptr %2780, align 4
  %2781 = fadd <8 x float> %2749, %wide.load1755
  %2782 = fadd <8 x float> %2750, %wide.load1756
  %2783 = fadd <8 x float> %2751, %wide.load1757
  %2784 = fadd <8 x float> %2752, %wide.load1758
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
  %index.next1759 = add nuw i64 %index1750, 32
  %2797 = icmp eq i64 %index.next1759, %n.vec1746
  br i1 %2797, label %middle.block1760, label %vector.body1749, !llvm.loop !8

middle.block1760:                                 ; preds = %vector.body1749
  %cmp.n1761 = icmp eq i64 %span_length, %n.vec1746
  br i1 %cmp.n1761, label %max_block.header110.preheader, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block1760
  %ind.end = add i64 %span_begin, %n.vec1746
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf1745, 0
  br i1 %min.epilog.iters.check, label %feature.body98.preheader, label %vec.epilog.ph, !prof !9

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec1746, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec1763 = and i64 %span_length, -4
  %2798 = add i64 %span_begin, %n.vec1763
  %broadcast.splatinsert1764 = insertelement <4 x float> poison, float %inv_t, i64 0
  %broadcast.splat1765 = shufflevector <4 x float> %broadcast.splatinsert1764, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index1766 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next1770, %vec.epilog.vector.body ]
  %offset.idx1767 = add i64 %span_begin, %index1766
  %2799 = getelementptr inbounds float, ptr %19, i64 %offset.idx1767
  %wide.load1768 = load <4 x float>, ptr %2799, align 4
  %2800 = fmul <4 x float> %broadcast.splat1765, %wide.load1768
  %2801 = fcmp one <4 x float> %wide.load1768, splat (float 0xFFF0000000000000)
  %2802 = select <4 x i1> %2801, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %2803 = fcmp oeq <4 x float> %wide.load1768, splat (float 0xFFF0000000000000)
  %2804 = select <4 x i1> %2803, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %2805 = fcmp ogt <4 x float> %2804, %2802
  %2806 = select <4 x i1> %2805, <4 x float> %2804, <4 x float> %2802
  %2807 = getelementptr inbounds float, ptr %542, i64 %offset.idx1767
  %wide.load1769 = load <4 x float>, ptr %2807, align 4
  %2808 = fadd <4 x float> %2800, %wide.load1769
  %2809 = fcmp une <4 x float> %2806, zeroinitializer
  %2810 = select <4 x i1> %2809, <4 x float> %2808, <4 x float> splat (float 0xFFF0000000000000)
  %2811 = getelementptr inbounds float, ptr %scratch, i64 %offset.idx1767
  store <4 x float> %2810, ptr %2811, align 4
  %index.next1770 = add nuw i64 %index1766, 4
  %2812 = icmp eq i64 %index.next1770, %n.vec1763
  br i1 %2812, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !10

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n1771 = icmp eq i64 %span_length, %n.vec1763
  br i1 %cmp.n1771, label %max_block.header110.preheader, label %feature.body98.preheader

feature.body98.preheader:                         ; preds = %vector.memcheck1736, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature100802.ph = phi i64 [ %span_begin, %iter.check ], [ %span_begin, %vector.memcheck1736 ], [ %ind.end, %vec.epilog.iter.check ], [ %2798, %vec.epilog.middle.block ]
  %2813 = sub i64 %span_end, %feature100802.ph
  %.neg = add i64 %feature100802.ph, 1
  %xtraiter4072 = and i64 %2813, 1
  %lcmp.mod4073.not = icmp eq i64 %xtraiter4072, 0
  br i1 %lcmp.mod4073.not, label %feature.body98.prol.loopexit, label %feature.body98.prol

feature.body98.prol:                              ; preds = %feature.body98.preheader
  %2814 = getelementptr inbounds float, ptr %19, i64 %feature100802.ph
  %2815 = load float, ptr %2814, align 4
  %2816 = fmul float %inv_t, %2815
  %2817 = fcmp one float %2815, 0xFFF0000000000000
  %2818 = select i1 %2817, float 1.000000e+00, float 0.000000e+00
  %2819 = fcmp oeq float %2815, 0xFFF0000000000000
  %2820 = select i1 %2819, float 1.000000e+00, float 0.000000e+00
  %2821 = fcmp ogt float %2820, %2818
  %max.prol = select i1 %2821, float %2820, float %2818
  %2822 = getelementptr inbounds float, ptr %542, i64 %feature100802.ph
  %2823 = load float, ptr %2822, align 4
  %2824 = fadd float %2816, %2823
  %2825 = fcmp une float %max.prol, 0.000000e+00
  %2826 = select i1 %2825, float %2824, float 0xFFF0000000000000
  %2827 = getelementptr inbounds float, ptr %scratch, i64 %feature100802.ph
  store float %2826, ptr %2827, align 4
  %2828 = add nuw i64 %feature100802.ph, 1
  br label %feature.body98.prol.loopexit

feature.body98.prol.loopexit:                     ; preds = %feature.body98.prol, %feature.body98.preheader
  %feature100802.unr = phi i64 [ %feature100802.ph, %feature.body98.preheader ], [ %2828, %feature.body98.prol ]
  %2829 = icmp eq i64 %span_end, %.neg
  br i1 %2829, label %max_block.header110.preheader, label %feature.body98

max_block.header110.preheader:                    ; preds = %feature.body98.prol.loopexit, %feature.body98, %middle.block1760, %vec.epilog.middle.block, %gumbel.philox.header.preheader
  br i1 %.not957, label %max_block.exit112, label %max_block.body111.preheader

max_block.body111.preheader:                      ; preds = %max_block.header110.preheader
  %2830 = add i64 %blocks_end, -1
  %2831 = lshr i64 %2830, 5
  %2832 = add nuw nsw i64 %2831, 1
  %xtraiter4074 = and i64 %2832, 1
  %2833 = icmp eq i64 %2831, 0
  br i1 %2833, label %max_block.body111.epil.preheader, label %max_block.body111.preheader.new

max_block.body111.preheader.new:                  ; preds = %max_block.body111.preheader
  %unroll_iter4080 = and i64 %2832, 1152921504606846974
  br label %max_block.body111

feature.body98:                                   ; preds = %feature.body98.prol.loopexit, %feature.body98
  %feature100802 = phi i64 [ %2863, %feature.body98 ], [ %feature100802.unr, %feature.body98.prol.loopexit ]
  %2834 = getelementptr inbounds float, ptr %19, i64 %feature100802
  %2835 = load float, ptr %2834, align 4
  %2836 = fmul float %inv_t, %2835
  %2837 = fcmp one float %2835, 0xFFF0000000000000
  %2838 = select i1 %2837, float 1.000000e+00, float 0.000000e+00
  %2839 = fcmp oeq float %2835, 0xFFF0000000000000
  %2840 = select i1 %2839, float 1.000000e+00, float 0.000000e+00
  %2841 = fcmp ogt float %2840, %2838
  %max = select i1 %2841, float %2840, float %2838
  %2842 = getelementptr inbounds float, ptr %542, i64 %feature100802
  %2843 = load float, ptr %2842, align 4
  %2844 = fadd float %2836, %2843
  %2845 = fcmp une float %max, 0.000000e+00
  %2846 = select i1 %2845, float %2844, float 0xFFF0000000000000
  %2847 = getelementptr inbounds float, ptr %scratch, i64 %feature100802
  store float %2846, ptr %2847, align 4
  %2848 = add nuw i64 %feature100802, 1
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
  %2863 = add nuw i64 %feature100802, 2
  %exitcond1087.not.1 = icmp eq i64 %2863, %span_end
  br i1 %exitcond1087.not.1, label %max_block.header110.preheader, label %feature.body98, !llvm.loop !11

max_block.body111:                                ; preds = %max_block.body111, %max_block.body111.preheader.new
  %max_block113805 = phi i64 [ 0, %max_block.body111.preheader.new ], [ %2885, %max_block.body111 ]
  %max_best107.0804 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body111.preheader.new ], [ %2880, %max_block.body111 ]
  %max_index108.0803 = phi <32 x i64> [ zeroinitializer, %max_block.body111.preheader.new ], [ %2884, %max_block.body111 ]
  %niter4081 = phi i64 [ 0, %max_block.body111.preheader.new ], [ %niter4081.next.1, %max_block.body111 ]
  %2864 = getelementptr inbounds float, ptr %86, i64 %max_block113805
  %block114 = load <32 x float>, ptr %2864, align 4
  %2865 = fcmp ogt <32 x float> %block114, %max_best107.0804
  %2866 = fcmp uno <32 x float> %block114, zeroinitializer
  %2867 = fcmp ord <32 x float> %max_best107.0804, zeroinitializer
  %2868 = and <32 x i1> %2867, %2866
  %take115 = or <32 x i1> %2865, %2868
  %2869 = select <32 x i1> %take115, <32 x float> %block114, <32 x float> %max_best107.0804
  %2870 = insertelement <32 x i64> poison, i64 %max_block113805, i64 0
  %2871 = shufflevector <32 x i64> %2870, <32 x i64> poison, <32 x i32> zeroinitializer
  %2872 = or disjoint <32 x i64> %2871, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %2873 = select <32 x i1> %take115, <32 x i64> %2872, <32 x i64> %max_index108.0803
  %2874 = or disjoint i64 %max_block113805, 32
  %2875 = getelementptr inbounds float, ptr %86, i64 %2874
  %block114.1 = load <32 x float>, ptr %2875, align 4
  %2876 = fcmp ogt <32 x float> %block114.1, %2869
  %2877 = fcmp uno <32 x float> %block114.1, zeroinitializer
  %2878 = fcmp ord <32 x float> %2869, zeroinitializer
  %2879 = and <32 x i1> %2878, %2877
  %take115.1 = or <32 x i1> %2876, %2879
  %2880 = select <32 x i1> %take115.1, <32 x float> %block114.1, <32 x float> %2869
  %2881 = insertelement <32 x i64> poison, i64 %2874, i64 0
  %2882 = shufflevector <32 x i64> %2881, <32 x i64> poison, <32 x i32> zeroinitializer
  %2883 = or disjoint <32 x i64> %2882, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %2884 = select <32 x i1> %take115.1, <32 x i64> %2883, <32 x i64> %2873
  %2885 = add nuw i64 %max_block113805, 64
  %niter4081.next.1 = add i64 %niter4081, 2
  %niter4081.ncmp.1.not = icmp eq i64 %niter4081.next.1, %unroll_iter4080
  br i1 %niter4081.ncmp.1.not, label %max_block.exit112.loopexit.unr-lcssa, label %max_block.body111

max_block.exit112.loopexit.unr-lcssa:             ; preds = %max_block.body111
  %lcmp.mod4076.not = icmp eq i64 %xtraiter4074, 0
  br i1 %lcmp.mod4076.not, label %max_block.exit112, label %max_block.body111.epil.preheader

max_block.body111.epil.preheader:                 ; preds = %max_block.exit112.loopexit.unr-lcssa, %max_block.body111.preheader
  %max_block113805.epil.init = phi i64 [ 0, %max_block.body111.preheader ], [ %2885, %max_block.exit112.loopexit.unr-lcssa ]
  %max_best107.0804.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body111.preheader ], [ %2880, %max_block.exit112.loopexit.unr-lcssa ]
  %max_index108.0803.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body111.preheader ], [ %2884, %max_block.exit112.loopexit.unr-lcssa ]
  %lcmp.mod4079 = icmp ne i64 %xtraiter4074, 0
  tail call void @llvm.assume(i1 %lcmp.mod4079)
  %2886 = getelementptr inbounds float, ptr %86, i64 %max_block113805.epil.init
  %block114.epil = load <32 x float>, ptr %2886, align 4
  %2887 = fcmp ogt <32 x float> %block114.epil, %max_best107.0804.epil.init
  %2888 = fcmp uno <32 x float> %block114.epil, zeroinitializer
  %2889 = fcmp ord <32 x float> %max_best107.0804.epil.init, zeroinitializer
  %2890 = and <32 x i1> %2889, %2888
  %take115.epil = or <32 x i1> %2887, %2890
  %2891 = select <32 x i1> %take115.epil, <32 x float> %block114.epil, <32 x float> %max_best107.0804.epil.init
  %2892 = insertelement <32 x i64> poison, i64 %max_block113805.epil.init, i64 0
  %2893 = shufflevector <32 x i64> %2892, <32 x i64> poison, <32 x i32> zeroinitializer
  %2894 = or disjoint <32 x i64> %2893, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %2895 = select <32 x i1> %take115.epil, <32 x i64> %2894, <32 x i64> %max_index108.0803.epil.init
  br label %max_block.exit112

max_block.exit112:                                ; preds = %max_block.body111.epil.preheader, %max_block.exit112.loopexit.unr-lcssa, %max_block.header110.preheader
  %max_index108.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header110.preheader ], [ %2884, %max_block.exit112.loopexit.unr-lcssa ], [ %2895, %max_block.body111.epil.preheader ]
  %max_best107.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header110.preheader ], [ %2880, %max_block.exit112.loopexit.unr-lcssa ], [ %2891, %max_block.body111.epil.preheader ]
  %2896 = extractelement <32 x float> %max_best107.0.lcssa, i64 0
  %2897 = extractelement <32 x i64> %max_index108.0.lcssa, i64 0
  %2898 = fcmp une float %2896, 0xFFF0000000000000
  %2899 = select i1 %2898, i64 %2897, i64 0
  %2900 = extractelement <32 x float> %max_best107.0.lcssa, i64 1
  %2901 = extractelement <32 x i64> %max_index108.0.lcssa, i64 1
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
  %2913 = extractelement <32 x float> %max_best107.0.lcssa, i64 2
  %2914 = extractelement <32 x i64> %max_index108.0.lcssa, i64 2
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
  %2926 = extractelement <32 x float> %max_best107.0.lcssa, i64 3
  %2927 = extractelement <32 x i64> %max_index108.0.lcssa, i64 3
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
  %2939 = extractelement <32 x float> %max_best107.0.lcssa, i64 4
  %2940 = extractelement <32 x i64> %max_index108.0.lcssa, i64 4
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
  %2952 = extractelement <32 x float> %max_best107.0.lcssa, i64 5
  %2953 = extractelement <32 x i64> %max_index108.0.lcssa, i64 5
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
  %2965 = extractelement <32 x float> %max_best107.0.lcssa, i64 6
  %2966 = extractelement <32 x i64> %max_index108.0.lcssa, i64 6
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
  %2978 = extractelement <32 x float> %max_best107.0.lcssa, i64 7
  %2979 = extractelement <32 x i64> %max_index108.0.lcssa, i64 7
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
  %2991 = extractelement <32 x float> %max_best107.0.lcssa, i64 8
  %2992 = extractelement <32 x i64> %max_index108.0.lcssa, i64 8
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
  %3004 = extractelement <32 x float> %max_best107.0.lcssa, i64 9
  %3005 = extractelement <32 x i64> %max_index108.0.lcssa, i64 9
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
  %3017 = extractelement <32 x float> %max_best107.0.lcssa, i64 10
  %3018 = extractelement <32 x i64> %max_index108.0.lcssa, i64 10
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
  %3030 = extractelement <32 x float> %max_best107.0.lcssa, i64 11
  %3031 = extractelement <32 x i64> %max_index108.0.lcssa, i64 11
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
  %3043 = extractelement <32 x float> %max_best107.0.lcssa, i64 12
  %3044 = extractelement <32 x i64> %max_index108.0.lcssa, i64 12
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
  %3056 = extractelement <32 x float> %max_best107.0.lcssa, i64 13
  %3057 = extractelement <32 x i64> %max_index108.0.lcssa, i64 13
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
  %3069 = extractelement <32 x float> %max_best107.0.lcssa, i64 14
  %3070 = extractelement <32 x i64> %max_index108.0.lcssa, i64 14
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
  %3082 = extractelement <32 x float> %max_best107.0.lcssa, i64 15
  %3083 = extractelement <32 x i64> %max_index108.0.lcssa, i64 15
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
  %3095 = extractelement <32 x float> %max_best107.0.lcssa, i64 16
  %3096 = extractelement <32 x i64> %max_index108.0.lcssa, i64 16
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
  %3108 = extractelement <32 x float> %max_best107.0.lcssa, i64 17
  %3109 = extractelement <32 x i64> %max_index108.0.lcssa, i64 17
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
  %3121 = extractelement <32 x float> %max_best107.0.lcssa, i64 18
  %3122 = extractelement <32 x i64> %max_index108.0.lcssa, i64 18
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
  %3134 = extractelement <32 x float> %max_best107.0.lcssa, i64 19
  %3135 = extractelement <32 x i64> %max_index108.0.lcssa, i64 19
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
  %3147 = extractelement <32 x float> %max_best107.0.lcssa, i64 20
  %3148 = extractelement <32 x i64> %max_index108.0.lcssa, i64 20
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
  %3160 = extractelement <32 x float> %max_best107.0.lcssa, i64 21
  %3161 = extractelement <32 x i64> %max_index108.0.lcssa, i64 21
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
  %3173 = extractelement <32 x float> %max_best107.0.lcssa, i64 22
  %3174 = extractelement <32 x i64> %max_index108.0.lcssa, i64 22
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
  %3186 = extractelement <32 x float> %max_best107.0.lcssa, i64 23
  %3187 = extractelement <32 x i64> %max_index108.0.lcssa, i64 23
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
  %3199 = extractelement <32 x float> %max_best107.0.lcssa, i64 24
  %3200 = extractelement <32 x i64> %max_index108.0.lcssa, i64 24
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
  %3212 = extractelement <32 x float> %max_best107.0.lcssa, i64 25
  %3213 = extractelement <32 x i64> %max_index108.0.lcssa, i64 25
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
  %3225 = extractelement <32 x float> %max_best107.0.lcssa, i64 26
  %3226 = extractelement <32 x i64> %max_index108.0.lcssa, i64 26
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
  %3238 = extractelement <32 x float> %max_best107.0.lcssa, i64 27
  %3239 = extractelement <32 x i64> %max_index108.0.lcssa, i64 27
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
  %3251 = extractelement <32 x float> %max_best107.0.lcssa, i64 28
  %3252 = extractelement <32 x i64> %max_index108.0.lcssa, i64 28
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
  %3264 = extractelement <32 x float> %max_best107.0.lcssa, i64 29
  %3265 = extractelement <32 x i64> %max_index108.0.lcssa, i64 29
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
  %3277 = extractelement <32 x float> %max_best107.0.lcssa, i64 30
  %3278 = extractelement <32 x i64> %max_index108.0.lcssa, i64 30
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
  %3290 = extractelement <32 x float> %max_best107.0.lcssa, i64 31
  %3291 = extractelement <32 x i64> %max_index108.0.lcssa, i64 31
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
  br i1 %.not958, label %fold_tail.exit118, label %fold_tail.body117

fold_tail.body117:                                ; preds = %max_block.exit112, %fold_tail.body117
  %fold_tail119810 = phi i64 [ %3311, %fold_tail.body117 ], [ %blocks_end, %max_block.exit112 ]
  %fold_value102.0809 = phi float [ %3309, %fold_tail.body117 ], [ %3301, %max_block.exit112 ]
  %fold_index103.0808 = phi i64 [ %3310, %fold_tail.body117 ], [ %3302, %max_block.exit112 ]
  %3303 = getelementptr inbounds float, ptr %86, i64 %fold_tail119810
  %3304 = load float, ptr %3303, align 4
  %3305 = fcmp ogt float %3304, %fold_value102.0809
  %3306 = fcmp uno float %3304, 0.000000e+00
  %3307 = fcmp ord float %fold_value102.0809, 0.000000e+00
  %3308 = and i1 %3307, %3306
  %take120 = or i1 %3305, %3308
  %3309 = select i1 %take120, float %3304, float %fold_value102.0809
  %3310 = select i1 %take120, i64 %fold_tail119810, i64 %fold_index103.0808
  %3311 = add nuw i64 %fold_tail119810, 1
  %3312 = icmp ult i64 %3311, %span_length
  br i1 %3312, label %fold_tail.body117, label %fold_tail.exit118

fold_tail.exit118:                                ; preds = %fold_tail.body117, %max_block.exit112
  %fold_index103.0.lcssa = phi i64 [ %3302, %max_block.exit112 ], [ %3310, %fold_tail.body117 ]
  %fold_value102.0.lcssa = phi float [ %3301, %max_block.exit112 ], [ %3309, %fold_tail.body117 ]
  %index122 = add i64 %fold_index103.0.lcssa, %span_begin
  %index32123 = trunc i64 %index122 to i32
  %3313 = getelementptr inbounds nuw i8, ptr %18, i64 44
  %3314 = getelementptr inbounds nuw i8, ptr %18, i64 48
  store float %fold_value102.0.lcssa, ptr %3313, align 4
  store i32 %index32123, ptr %3314, align 4
  br label %guard.done

merge.body:                                       ; preds = %merge.body, %merge.body.preheader.new
  %merge728 = phi i64 [ 0, %merge.body.preheader.new ], [ %3350, %merge.body ]
  %fold_value126.0727 = phi float [ 0xFFF0000000000000, %merge.body.preheader.new ], [ %3349, %merge.body ]
  %niter = phi i64 [ 0, %merge.body.preheader.new ], [ %niter.next.3, %merge.body ]
  %.idx698 = shl i64 %merge728, 8
  %3315 = getelementptr inbounds i8, ptr %partials, i64 %.idx698
  %3316 = getelementptr inbounds nuw i8, ptr %3315, i64 4
  %3317 = load float, ptr %3316, align 4
  %3318 = fcmp ogt float %3317, %fold_value126.0727
  %3319 = fcmp uno float %3317, 0.000000e+00
  %3320 = fcmp ord float %fold_value126.0727, 0.000000e+00
  %3321 = and i1 %3320, %3319
  %take133 = or i1 %3318, %3321
  %3322 = select i1 %take133, float %3317, float %fold_value126.0727
  %3323 = shl i64 %merge728, 8
  %3324 = getelementptr i8, ptr %partials, i64 %3323
  %3325 = getelementptr i8, ptr %3324, i64 260
  %3326 = load float, ptr %3325, align 4
  %3327 = fcmp ogt float %3326, %3322
  %3328 = fcmp uno float %3326, 0.000000e+00
  %3329 = fcmp ord float %3322, 0.000000e+00
  %3330 = and i1 %3329, %3328
  %take133.1 = or i1 %3327, %3330
  %3331 = select i1 %take133.1, float %3326, float %3322
  %3332 = shl i64 %merge728, 8
  %3333 = getelementptr i8, ptr %partials, i64 %3332
  %3334 = getelementptr i8, ptr %3333, i64 516
  %3335 = load float, ptr %3334, align 4
  %3336 = fcmp ogt float %3335, %3331
  %3337 = fcmp uno float %3335, 0.000000e+00
  %3338 = fcmp ord float %3331, 0.000000e+00
  %3339 = and i1 %3338, %3337
  %take133.2 = or i1 %3336, %3339
  %3340 = select i1 %take133.2, float %3335, float %3331
  %3341 = shl i64 %merge728, 8
  %3342 = getelementptr i8, ptr %partials, i64 %3341
  %3343 = getelementptr i8, ptr %3342, i64 772
  %3344 = load float, ptr %3343, align 4
  %3345 = fcmp ogt float %3344, %3340
  %3346 = fcmp uno float %3344, 0.000000e+00
  %3347 = fcmp ord float %3340, 0.000000e+00
  %3348 = and i1 %3347, %3346
  %take133.3 = or i1 %3345, %3348
  %3349 = select i1 %take133.3, float %3344, float %3340
  %3350 = add nuw i64 %merge728, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %merge.body140.preheader.unr-lcssa, label %merge.body

merge.body140.preheader.unr-lcssa:                ; preds = %merge.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %merge.body140.preheader, label %merge.body.epil.preheader

merge.body.epil.preheader:                        ; preds = %merge.body140.preheader.unr-lcssa, %merge.body.preheader
  %merge728.epil.init = phi i64 [ 0, %merge.body.preheader ], [ %3350, %merge.body140.preheader.unr-lcssa ]
  %fold_value126.0727.epil.init = phi float [ 0xFFF0000000000000, %merge.body.preheader ], [ %3349, %merge.body140.preheader.unr-lcssa ]
  %lcmp.mod3996 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod3996)
  br label %merge.body.epil

merge.body.epil:                                  ; preds = %merge.body.epil, %merge.body.epil.preheader
  %merge728.epil = phi i64 [ %3359, %merge.body.epil ], [ %merge728.epil.init, %merge.body.epil.preheader ]
  %fold_value126.0727.epil = phi float [ %3358, %merge.body.epil ], [ %fold_value126.0727.epil.init, %merge.body.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %merge.body.epil ], [ 0, %merge.body.epil.preheader ]
  %.idx698.epil = shl i64 %merge728.epil, 8
  %3351 = getelementptr inbounds i8, ptr %partials, i64 %.idx698.epil
  %3352 = getelementptr inbounds nuw i8, ptr %3351, i64 4
  %3353 = load float, ptr %3352, align 4
  %3354 = fcmp ogt float %3353, %fold_value126.0727.epil
  %3355 = fcmp uno float %3353, 0.000000e+00
  %3356 = fcmp ord float %fold_value126.0727.epil, 0.000000e+00
  %3357 = and i1 %3356, %3355
  %take133.epil = or i1 %3354, %3357
  %3358 = select i1 %take133.epil, float %3353, float %fold_value126.0727.epil
  %3359 = add nuw i64 %merge728.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %merge.body140.preheader, label %merge.body.epil, !llvm.loop !12

merge.body140.preheader:                          ; preds = %merge.body.epil, %merge.body140.preheader.unr-lcssa
  %.lcssa3994 = phi float [ %3349, %merge.body140.preheader.unr-lcssa ], [ %3358, %merge.body.epil ]
  %xtraiter3997 = and i64 %n_spans, 3
  %3360 = icmp ult i64 %n_spans, 4
  br i1 %3360, label %merge.body140.epil.preheader, label %merge.body140.preheader.new

merge.body140.preheader.new:                      ; preds = %merge.body140.preheader
  %unroll_iter4002 = and i64 %n_spans, -4
  br label %merge.body140

merge.body152.preheader.unr-lcssa:                ; preds = %merge.body140
  %lcmp.mod3999.not = icmp eq i64 %xtraiter3997, 0
  br i1 %lcmp.mod3999.not, label %merge.body152.preheader, label %merge.body140.epil.preheader

merge.body140.epil.preheader:                     ; preds = %merge.body152.preheader.unr-lcssa, %merge.body140.preheader
  %merge142731.epil.init = phi i64 [ 0, %merge.body140.preheader ], [ %3407, %merge.body152.preheader.unr-lcssa ]
  %fold_value134.0730.epil.init = phi float [ 0xFFF0000000000000, %merge.body140.preheader ], [ %3406, %merge.body152.preheader.unr-lcssa ]
  %lcmp.mod4001 = icmp ne i64 %xtraiter3997, 0
  tail call void @llvm.assume(i1 %lcmp.mod4001)
  br label %merge.body140.epil

merge.body140.epil:                               ; preds = %merge.body140.epil, %merge.body140.epil.preheader
  %merge142731.epil = phi i64 [ %3369, %merge.body140.epil ], [ %merge142731.epil.init, %merge.body140.epil.preheader ]
  %fold_value134.0730.epil = phi float [ %3368, %merge.body140.epil ], [ %fold_value134.0730.epil.init, %merge.body140.epil.preheader ]
  %epil.iter3998 = phi i64 [ %epil.iter3998.next, %merge.body140.epil ], [ 0, %merge.body140.epil.preheader ]
  %.idx697.epil = shl i64 %merge142731.epil, 8
  %3361 = getelementptr inbounds i8, ptr %partials, i64 %.idx697.epil
  %3362 = getelementptr inbounds nuw i8, ptr %3361, i64 12
  %3363 = load float, ptr %3362, align 4
  %3364 = fcmp ogt float %3363, %fold_value134.0730.epil
  %3365 = fcmp uno float %3363, 0.000000e+00
  %3366 = fcmp ord float %fold_value134.0730.epil, 0.000000e+00
  %3367 = and i1 %3366, %3365
  %take145.epil = or i1 %3364, %3367
  %3368 = select i1 %take145.epil, float %3363, float %fold_value134.0730.epil
  %3369 = add nuw i64 %merge142731.epil, 1
  %epil.iter3998.next = add i64 %epil.iter3998, 1
  %epil.iter3998.cmp.not = icmp eq i64 %epil.iter3998.next, %xtraiter3997
  br i1 %epil.iter3998.cmp.not, label %merge.body152.preheader, label %merge.body140.epil, !llvm.loop !14

merge.body152.preheader:                          ; preds = %merge.body140.epil, %merge.body152.preheader.unr-lcssa
  %.lcssa3993 = phi float [ %3406, %merge.body152.preheader.unr-lcssa ], [ %3368, %merge.body140.epil ]
  %3370 = fmul float %.lcssa3993, 2.000000e+00
  %xtraiter4004 = and i64 %n_spans, 3
  %3371 = icmp ult i64 %n_spans, 4
  br i1 %3371, label %merge.body152.epil.preheader, label %merge.body152.preheader.new

merge.body152.preheader.new:                      ; preds = %merge.body152.preheader
  %unroll_iter4009 = and i64 %n_spans, -4
  br label %merge.body152

merge.body140:                                    ; preds = %merge.body140, %merge.body140.preheader.new
  %merge142731 = phi i64 [ 0, %merge.body140.preheader.new ], [ %3407, %merge.body140 ]
  %fold_value134.0730 = phi float [ 0xFFF0000000000000, %merge.body140.preheader.new ], [ %3406, %merge.body140 ]
  %niter4003 = phi i64 [ 0, %merge.body140.preheader.new ], [ %niter4003.next.3, %merge.body140 ]
  %.idx697 = shl i64 %merge142731, 8
  %3372 = getelementptr inbounds i8, ptr %partials, i64 %.idx697
  %3373 = getelementptr inbounds nuw i8, ptr %3372, i64 12
  %3374 = load float, ptr %3373, align 4
  %3375 = fcmp ogt float %3374, %fold_value134.0730
  %3376 = fcmp uno float %3374, 0.000000e+00
  %3377 = fcmp ord float %fold_value134.0730, 0.000000e+00
  %3378 = and i1 %3377, %3376
  %take145 = or i1 %3375, %3378
  %3379 = select i1 %take145, float %3374, float %fold_value134.0730
  %3380 = shl i64 %merge142731, 8
  %3381 = getelementptr i8, ptr %partials, i64 %3380
  %3382 = getelementptr i8, ptr %3381, i64 268
  %3383 = load float, ptr %3382, align 4
  %3384 = fcmp ogt float %3383, %3379
  %3385 = fcmp uno float %3383, 0.000000e+00
  %3386 = fcmp ord float %3379, 0.000000e+00
  %3387 = and i1 %3386, %3385
  %take145.1 = or i1 %3384, %3387
  %3388 = select i1 %take145.1, float %3383, float %3379
  %3389 = shl i64 %merge142731, 8
  %3390 = getelementptr i8, ptr %partials, i64 %3389
  %3391 = getelementptr i8, ptr %3390, i64 524
  %3392 = load float, ptr %3391, align 4
  %3393 = fcmp ogt float %3392, %3388
  %3394 = fcmp uno float %3392, 0.000000e+00
  %3395 = fcmp ord float %3388, 0.000000e+00
  %3396 = and i1 %3395, %3394
  %take145.2 = or i1 %3393, %3396
  %3397 = select i1 %take145.2, float %3392, float %3388
  %3398 = shl i64 %merge142731, 8
  %3399 = getelementptr i8, ptr %partials, i64 %3398
  %3400 = getelementptr i8, ptr %3399, i64 780
  %3401 = load float, ptr %3400, align 4
  %3402 = fcmp ogt float %3401, %3397
  %3403 = fcmp uno float %3401, 0.000000e+00
  %3404 = fcmp ord float %3397, 0.000000e+00
  %3405 = and i1 %3404, %3403
  %take145.3 = or i1 %3402, %3405
  %3406 = select i1 %take145.3, float %3401, float %3397
  %3407 = add nuw i64 %merge142731, 4
  %niter4003.next.3 = add i64 %niter4003, 4
  %niter4003.ncmp.3 = icmp eq i64 %niter4003.next.3, %unroll_iter4002
  br i1 %niter4003.ncmp.3, label %merge.body152.preheader.unr-lcssa, label %merge.body140

merge.body164.preheader.unr-lcssa:                ; preds = %merge.body152
  %lcmp.mod4006.not = icmp eq i64 %xtraiter4004, 0
  br i1 %lcmp.mod4006.not, label %merge.body164.preheader, label %merge.body152.epil.preheader

merge.body152.epil.preheader:                     ; preds = %merge.body164.preheader.unr-lcssa, %merge.body152.preheader
  %merge154735.epil.init = phi i64 [ 0, %merge.body152.preheader ], [ %3455, %merge.body164.preheader.unr-lcssa ]
  %fold_value146.0734.epil.init = phi float [ 0xFFF0000000000000, %merge.body152.preheader ], [ %3454, %merge.body164.preheader.unr-lcssa ]
  %lcmp.mod4008 = icmp ne i64 %xtraiter4004, 0
  tail call void @llvm.assume(i1 %lcmp.mod4008)
  br label %merge.body152.epil

merge.body152.epil:                               ; preds = %merge.body152.epil, %merge.body152.epil.preheader
  %merge154735.epil = phi i64 [ %3416, %merge.body152.epil ], [ %merge154735.epil.init, %merge.body152.epil.preheader ]
  %fold_value146.0734.epil = phi float [ %3415, %merge.body152.epil ], [ %fold_value146.0734.epil.init, %merge.body152.epil.preheader ]
  %epil.iter4005 = phi i64 [ %epil.iter4005.next, %merge.body152.epil ], [ 0, %merge.body152.epil.preheader ]
  %.idx696.epil = shl i64 %merge154735.epil, 8
  %3408 = getelementptr inbounds i8, ptr %partials, i64 %.idx696.epil
  %3409 = getelementptr inbounds nuw i8, ptr %3408, i64 20
  %3410 = load float, ptr %3409, align 4
  %3411 = fcmp ogt float %3410, %fold_value146.0734.epil
  %3412 = fcmp uno float %3410, 0.000000e+00
  %3413 = fcmp ord float %fold_value146.0734.epil, 0.000000e+00
  %3414 = and i1 %3413, %3412
  %take157.epil = or i1 %3411, %3414
  %3415 = select i1 %take157.epil, float %3410, float %fold_value146.0734.epil
  %3416 = add nuw i64 %merge154735.epil, 1
  %epil.iter4005.next = add i64 %epil.iter4005, 1
  %epil.iter4005.cmp.not = icmp eq i64 %epil.iter4005.next, %xtraiter4004
  br i1 %epil.iter4005.cmp.not, label %merge.body164.preheader, label %merge.body152.epil, !llvm.loop !15

merge.body164.preheader:                          ; preds = %merge.body152.epil, %merge.body164.preheader.unr-lcssa
  %.lcssa3992 = phi float [ %3454, %merge.body164.preheader.unr-lcssa ], [ %3415, %merge.body152.epil ]
  %3417 = fcmp oeq float %.lcssa3992, 0xFFF0000000000000
  %3418 = select i1 %3417, float 4.000000e+00, float 0.000000e+00
  %xtraiter4011 = and i64 %n_spans, 3
  %3419 = icmp ult i64 %n_spans, 4
  br i1 %3419, label %merge.body164.epil.preheader, label %merge.body164.preheader.new

merge.body164.preheader.new:                      ; preds = %merge.body164.preheader
  %unroll_iter4016 = and i64 %n_spans, -4
  br label %merge.body164

merge.body152:                                    ; preds = %merge.body152, %merge.body152.preheader.new
  %merge154735 = phi i64 [ 0, %merge.body152.preheader.new ], [ %3455, %merge.body152 ]
  %fold_value146.0734 = phi float [ 0xFFF0000000000000, %merge.body152.preheader.new ], [ %3454, %merge.body152 ]
  %niter4010 = phi i64 [ 0, %merge.body152.preheader.new ], [ %niter4010.next.3, %merge.body152 ]
  %.idx696 = shl i64 %merge154735, 8
  %3420 = getelementptr inbounds i8, ptr %partials, i64 %.idx696
  %3421 = getelementptr inbounds nuw i8, ptr %3420, i64 20
  %3422 = load float, ptr %3421, align 4
  %3423 = fcmp ogt float %3422, %fold_value146.0734
  %3424 = fcmp uno float %3422, 0.000000e+00
  %3425 = fcmp ord float %fold_value146.0734, 0.000000e+00
  %3426 = and i1 %3425, %3424
  %take157 = or i1 %3423, %3426
  %3427 = select i1 %take157, float %3422, float %fold_value146.0734
  %3428 = shl i64 %merge154735, 8
  %3429 = getelementptr i8, ptr %partials, i64 %3428
  %3430 = getelementptr i8, ptr %3429, i64 276
  %3431 = load float, ptr %3430, align 4
  %3432 = fcmp ogt float %3431, %3427
  %3433 = fcmp uno float %3431, 0.000000e+00
  %3434 = fcmp ord float %3427, 0.000000e+00
  %3435 = and i1 %3434, %3433
  %take157.1 = or i1 %3432, %3435
  %3436 = select i1 %take157.1, float %3431, float %3427
  %3437 = shl i64 %merge154735, 8
  %3438 = getelementptr i8, ptr %partials, i64 %3437
  %3439 = getelementptr i8, ptr %3438, i64 532
  %3440 = load float, ptr %3439, align 4
  %3441 = fcmp ogt float %3440, %3436
  %3442 = fcmp uno float %3440, 0.000000e+00
  %3443 = fcmp ord float %3436, 0.000000e+00
  %3444 = and i1 %3443, %3442
  %take157.2 = or i1 %3441, %3444
  %3445 = select i1 %take157.2, float %3440, float %3436
  %3446 = shl i64 %merge154735, 8
  %3447 = getelementptr i8, ptr %partials, i64 %3446
  %3448 = getelementptr i8, ptr %3447, i64 788
  %3449 = load float, ptr %3448, align 4
  %3450 = fcmp ogt float %3449, %3445
  %3451 = fcmp uno float %3449, 0.000000e+00
  %3452 = fcmp ord float %3445, 0.000000e+00
  %3453 = and i1 %3452, %3451
  %take157.3 = or i1 %3450, %3453
  %3454 = select i1 %take157.3, float %3449, float %3445
  %3455 = add nuw i64 %merge154735, 4
  %niter4010.next.3 = add i64 %niter4010, 4
  %niter4010.ncmp.3 = icmp eq i64 %niter4010.next.3, %unroll_iter4009
  br i1 %niter4010.ncmp.3, label %merge.body164.preheader.unr-lcssa, label %merge.body152

merge.body164:                                    ; preds = %merge.body164, %merge.body164.preheader.new
  %merge166739 = phi i64 [ 0, %merge.body164.preheader.new ], [ %3503, %merge.body164 ]
  %fold_value158.0738 = phi float [ 0xFFF0000000000000, %merge.body164.preheader.new ], [ %3501, %merge.body164 ]
  %fold_index159.0737 = phi i64 [ 0, %merge.body164.preheader.new ], [ %3502, %merge.body164 ]
  %niter4017 = phi i64 [ 0, %merge.body164.preheader.new ], [ %niter4017.next.3, %merge.body164 ]
  %.idx695 = shl i64 %merge166739, 8
  %3456 = getelementptr inbounds i8, ptr %partials, i64 %.idx695
  %3457 = getelementptr inbounds nuw i8, ptr %3456, i64 28
  %3458 = getelementptr inbounds nuw i8, ptr %3456, i64 32
  %index168 = load i32, ptr %3458, align 4
  %3459 = zext i32 %index168 to i64
  %3460 = load float, ptr %3457, align 4
  %3461 = fcmp ogt float %3460, %fold_value158.0738
  %3462 = fcmp uno float %3460, 0.000000e+00
  %3463 = fcmp ord float %fold_value158.0738, 0.000000e+00
  %3464 = and i1 %3463, %3462
  %take169 = or i1 %3461, %3464
  %3465 = select i1 %take169, float %3460, float %fold_value158.0738
  %3466 = select i1 %take169, i64 %3459, i64 %fold_index159.0737
  %3467 = shl i64 %merge166739, 8
  %3468 = getelementptr i8, ptr %partials, i64 %3467
  %3469 = getelementptr i8, ptr %3468, i64 284
  %3470 = getelementptr i8, ptr %3468, i64 288
  %index168.1 = load i32, ptr %3470, align 4
  %3471 = zext i32 %index168.1 to i64
  %3472 = load float, ptr %3469, align 4
  %3473 = fcmp ogt float %3472, %3465
  %3474 = fcmp uno float %3472, 0.000000e+00
  %3475 = fcmp ord float %3465, 0.000000e+00
  %3476 = and i1 %3475, %3474
  %take169.1 = or i1 %3473, %3476
  %3477 = select i1 %take169.1, float %3472, float %3465
  %3478 = select i1 %take169.1, i64 %3471, i64 %3466
  %3479 = shl i64 %merge166739, 8
  %3480 = getelementptr i8, ptr %partials, i64 %3479
  %3481 = getelementptr i8, ptr %3480, i64 540
  %3482 = getelementptr i8, ptr %3480, i64 544
  %index168.2 = load i32, ptr %3482, align 4
  %3483 = zext i32 %index168.2 to i64
  %3484 = load float, ptr %3481, align 4
  %3485 = fcmp ogt float %3484, %3477
  %3486 = fcmp uno float %3484, 0.000000e+00
  %3487 = fcmp ord float %3477, 0.000000e+00
  %3488 = and i1 %3487, %3486
  %take169.2 = or i1 %3485, %3488
  %3489 = select i1 %take169.2, float %3484, float %3477
  %3490 = select i1 %take169.2, i64 %3483, i64 %3478
  %3491 = shl i64 %merge166739, 8
  %3492 = getelementptr i8, ptr %partials, i64 %3491
  %3493 = getelementptr i8, ptr %3492, i64 796
  %3494 = getelementptr i8, ptr %3492, i64 800
  %index168.3 = load i32, ptr %3494, align 4
  %3495 = zext i32 %index168.3 to i64
  %3496 = load float, ptr %3493, align 4
  %3497 = fcmp ogt float %3496, %3489
  %3498 = fcmp uno float %3496, 0.000000e+00
  %3499 = fcmp ord float %3489, 0.000000e+00
  %3500 = and i1 %3499, %3498
  %take169.3 = or i1 %3497, %3500
  %3501 = select i1 %take169.3, float %3496, float %3489
  %3502 = select i1 %take169.3, i64 %3495, i64 %3490
  %3503 = add nuw i64 %merge166739, 4
  %niter4017.next.3 = add i64 %niter4017, 4
  %niter4017.ncmp.3 = icmp eq i64 %niter4017.next.3, %unroll_iter4016
  br i1 %niter4017.ncmp.3, label %merge.body176.preheader.unr-lcssa, label %merge.body164

merge.body176.preheader.unr-lcssa:                ; preds = %merge.body164
  %lcmp.mod4013.not = icmp eq i64 %xtraiter4011, 0
  br i1 %lcmp.mod4013.not, label %merge.body176.preheader, label %merge.body164.epil.preheader

merge.body164.epil.preheader:                     ; preds = %merge.body176.preheader.unr-lcssa, %merge.body164.preheader
  %merge166739.epil.init = phi i64 [ 0, %merge.body164.preheader ], [ %3503, %merge.body176.preheader.unr-lcssa ]
  %fold_value158.0738.epil.init = phi float [ 0xFFF0000000000000, %merge.body164.preheader ], [ %3501, %merge.body176.preheader.unr-lcssa ]
  %fold_index159.0737.epil.init = phi i64 [ 0, %merge.body164.preheader ], [ %3502, %merge.body176.preheader.unr-lcssa ]
  %lcmp.mod4015 = icmp ne i64 %xtraiter4011, 0
  tail call void @llvm.assume(i1 %lcmp.mod4015)
  br label %merge.body164.epil

merge.body164.epil:                               ; preds = %merge.body164.epil, %merge.body164.epil.preheader
  %merge166739.epil = phi i64 [ %3515, %merge.body164.epil ], [ %merge166739.epil.init, %merge.body164.epil.preheader ]
  %fold_value158.0738.epil = phi float [ %3513, %merge.body164.epil ], [ %fold_value158.0738.epil.init, %merge.body164.epil.preheader ]
  %fold_index159.0737.epil = phi i64 [ %3514, %merge.body164.epil ], [ %fold_index159.0737.epil.init, %merge.body164.epil.preheader ]
  %epil.iter4012 = phi i64 [ %epil.iter4012.next, %merge.body164.epil ], [ 0, %merge.body164.epil.preheader ]
  %.idx695.epil = shl i64 %merge166739.epil, 8
  %3504 = getelementptr inbounds i8, ptr %partials, i64 %.idx695.epil
  %3505 = getelementptr inbounds nuw i8, ptr %3504, i64 28
  %3506 = getelementptr inbounds nuw i8, ptr %3504, i64 32
  %index168.epil = load i32, ptr %3506, align 4
  %3507 = zext i32 %index168.epil to i64
  %3508 = load float, ptr %3505, align 4
  %3509 = fcmp ogt float %3508, %fold_value158.0738.epil
  %3510 = fcmp uno float %3508, 0.000000e+00
  %3511 = fcmp ord float %fold_value158.0738.epil, 0.000000e+00
  %3512 = and i1 %3511, %3510
  %take169.epil = or i1 %3509, %3512
  %3513 = select i1 %take169.epil, float %3508, float %fold_value158.0738.epil
  %3514 = select i1 %take169.epil, i64 %3507, i64 %fold_index159.0737.epil
  %3515 = add nuw i64 %merge166739.epil, 1
  %epil.iter4012.next = add i64 %epil.iter4012, 1
  %epil.iter4012.cmp.not = icmp eq i64 %epil.iter4012.next, %xtraiter4011
  br i1 %epil.iter4012.cmp.not, label %merge.body176.preheader, label %merge.body164.epil, !llvm.loop !16

merge.body176.preheader:                          ; preds = %merge.body164.epil, %merge.body176.preheader.unr-lcssa
  %.lcssa3991 = phi i64 [ %3502, %merge.body176.preheader.unr-lcssa ], [ %3514, %merge.body164.epil ]
  %3516 = uitofp nneg i64 %.lcssa3991 to float
  %xtraiter4018 = and i64 %n_spans, 3
  %3517 = icmp ult i64 %n_spans, 4
  br i1 %3517, label %merge.body176.epil.preheader, label %merge.body176.preheader.new

merge.body176.preheader.new:                      ; preds = %merge.body176.preheader
  %unroll_iter4023 = and i64 %n_spans, -4
  br label %merge.body176

merge.body176:                                    ; preds = %merge.body176, %merge.body176.preheader.new
  %merge178743 = phi i64 [ 0, %merge.body176.preheader.new ], [ %3553, %merge.body176 ]
  %fold_value170.0742 = phi float [ 0xFFF0000000000000, %merge.body176.preheader.new ], [ %3552, %merge.body176 ]
  %niter4024 = phi i64 [ 0, %merge.body176.preheader.new ], [ %niter4024.next.3, %merge.body176 ]
  %.idx694 = shl i64 %merge178743, 8
  %3518 = getelementptr inbounds i8, ptr %partials, i64 %.idx694
  %3519 = getelementptr inbounds nuw i8, ptr %3518, i64 36
  %3520 = load float, ptr %3519, align 4
  %3521 = fcmp ogt float %3520, %fold_value170.0742
  %3522 = fcmp uno float %3520, 0.000000e+00
  %3523 = fcmp ord float %fold_value170.0742, 0.000000e+00
  %3524 = and i1 %3523, %3522
  %take181 = or i1 %3521, %3524
  %3525 = select i1 %take181, float %3520, float %fold_value170.0742
  %3526 = shl i64 %merge178743, 8
  %3527 = getelementptr i8, ptr %partials, i64 %3526
  %3528 = getelementptr i8, ptr %3527, i64 292
  %3529 = load float, ptr %3528, align 4
  %3530 = fcmp ogt float %3529, %3525
  %3531 = fcmp uno float %3529, 0.000000e+00
  %3532 = fcmp ord float %3525, 0.000000e+00
  %3533 = and i1 %3532, %3531
  %take181.1 = or i1 %3530, %3533
  %3534 = select i1 %take181.1, float %3529, float %3525
  %3535 = shl i64 %merge178743, 8
  %3536 = getelementptr i8, ptr %partials, i64 %3535
  %3537 = getelementptr i8, ptr %3536, i64 548
  %3538 = load float, ptr %3537, align 4
  %3539 = fcmp ogt float %3538, %3534
  %3540 = fcmp uno float %3538, 0.000000e+00
  %3541 = fcmp ord float %3534, 0.000000e+00
  %3542 = and i1 %3541, %3540
  %take181.2 = or i1 %3539, %3542
  %3543 = select i1 %take181.2, float %3538, float %3534
  %3544 = shl i64 %merge178743, 8
  %3545 = getelementptr i8, ptr %partials, i64 %3544
  %3546 = getelementptr i8, ptr %3545, i64 804
  %3547 = load float, ptr %3546, align 4
  %3548 = fcmp ogt float %3547, %3543
  %3549 = fcmp uno float %3547, 0.000000e+00
  %3550 = fcmp ord float %3543, 0.000000e+00
  %3551 = and i1 %3550, %3549
  %take181.3 = or i1 %3548, %3551
  %3552 = select i1 %take181.3, float %3547, float %3543
  %3553 = add nuw i64 %merge178743, 4
  %niter4024.next.3 = add i64 %niter4024, 4
  %niter4024.ncmp.3 = icmp eq i64 %niter4024.next.3, %unroll_iter4023
  br i1 %niter4024.ncmp.3, label %merge.exit177.thread.unr-lcssa, label %merge.body176

merge.exit177.thread.unr-lcssa:                   ; preds = %merge.body176
  %lcmp.mod4020.not = icmp eq i64 %xtraiter4018, 0
  br i1 %lcmp.mod4020.not, label %merge.exit177.thread, label %merge.body176.epil.preheader

merge.body176.epil.preheader:                     ; preds = %merge.exit177.thread.unr-lcssa, %merge.body176.preheader
  %merge178743.epil.init = phi i64 [ 0, %merge.body176.preheader ], [ %3553, %merge.exit177.thread.unr-lcssa ]
  %fold_value170.0742.epil.init = phi float [ 0xFFF0000000000000, %merge.body176.preheader ], [ %3552, %merge.exit177.thread.unr-lcssa ]
  %lcmp.mod4022 = icmp ne i64 %xtraiter4018, 0
  tail call void @llvm.assume(i1 %lcmp.mod4022)
  br label %merge.body176.epil

merge.body176.epil:                               ; preds = %merge.body176.epil, %merge.body176.epil.preheader
  %merge178743.epil = phi i64 [ %3562, %merge.body176.epil ], [ %merge178743.epil.init, %merge.body176.epil.preheader ]
  %fold_value170.0742.epil = phi float [ %3561, %merge.body176.epil ], [ %fold_value170.0742.epil.init, %merge.body176.epil.preheader ]
  %epil.iter4019 = phi i64 [ %epil.iter4019.next, %merge.body176.epil ], [ 0, %merge.body176.epil.preheader ]
  %.idx694.epil = shl i64 %merge178743.epil, 8
  %3554 = getelementptr inbounds i8, ptr %partials, i64 %.idx694.epil
  %3555 = getelementptr inbounds nuw i8, ptr %3554, i64 36
  %3556 = load float, ptr %3555, align 4
  %3557 = fcmp ogt float %3556, %fold_value170.0742.epil
  %3558 = fcmp uno float %3556, 0.000000e+00
  %3559 = fcmp ord float %fold_value170.0742.epil, 0.000000e+00
  %3560 = and i1 %3559, %3558
  %take181.epil = or i1 %3557, %3560
  %3561 = select i1 %take181.epil, float %3556, float %fold_value170.0742.epil
  %3562 = add nuw i64 %merge178743.epil, 1
  %epil.iter4019.next = add i64 %epil.iter4019, 1
  %epil.iter4019.cmp.not = icmp eq i64 %epil.iter4019.next, %xtraiter4018
  br i1 %epil.iter4019.cmp.not, label %merge.exit177.thread, label %merge.body176.epil, !llvm.loop !17

merge.exit177.thread:                             ; preds = %merge.body176.epil, %merge.exit177.thread.unr-lcssa
  %.lcssa3990 = phi float [ %3552, %merge.exit177.thread.unr-lcssa ], [ %3561, %merge.body176.epil ]
  %3563 = fmul float %.lcssa3990, 8.000000e+00
  %top_p_off1831147 = fcmp uge float %top_p, 1.000000e+00
  %guard1841148 = and i1 %top_p_off1831147, %not_greedy
  br i1 %guard1841148, label %merge.body194.preheader, label %span.done.thread

merge.body194.preheader:                          ; preds = %merge.exit177.thread
  %xtraiter4025 = and i64 %n_spans, 3
  %3564 = icmp ult i64 %n_spans, 4
  br i1 %3564, label %merge.body194.epil.preheader, label %merge.body194.preheader.new

merge.body194.preheader.new:                      ; preds = %merge.body194.preheader
  %unroll_iter4030 = and i64 %n_spans, -4
  br label %merge.body194

span.done.thread:                                 ; preds = %span.mode.else, %merge.exit195.loopexit, %merge.exit177.thread
  %fold_value170.0.lcssa1157 = phi float [ %3563, %merge.exit177.thread ], [ %3563, %merge.exit195.loopexit ], [ 0xFFF0000000000000, %span.mode.else ]
  %fold_value146.0.lcssa113311381155 = phi float [ %3418, %merge.exit177.thread ], [ %3418, %merge.exit195.loopexit ], [ 4.000000e+00, %span.mode.else ]
  %fold_value126.0.lcssa11231126113211391153 = phi float [ %.lcssa3994, %merge.exit177.thread ], [ %.lcssa3994, %merge.exit195.loopexit ], [ 0xFFF0000000000000, %span.mode.else ]
  %fold_value134.0.lcssa1127113111401151 = phi float [ %3370, %merge.exit177.thread ], [ %3370, %merge.exit195.loopexit ], [ 0xFFF0000000000000, %span.mode.else ]
  %fold_index159.0.lcssa11411149 = phi float [ %3516, %merge.exit177.thread ], [ %3516, %merge.exit195.loopexit ], [ 0.000000e+00, %span.mode.else ]
  %uniforms.sroa.79.0 = phi float [ 0.000000e+00, %merge.exit177.thread ], [ %3633, %merge.exit195.loopexit ], [ 0.000000e+00, %span.mode.else ]
  %3565 = fadd float %fold_value126.0.lcssa11231126113211391153, %fold_value134.0.lcssa1127113111401151
  %3566 = fadd float %3565, %fold_value146.0.lcssa113311381155
  %3567 = fadd float %3566, %fold_value170.0.lcssa1157
  %3568 = select i1 %top_p_on, float 0.000000e+00, float %uniforms.sroa.79.0
  %3569 = select i1 %not_greedy, float %3568, float %fold_index159.0.lcssa11411149
  %3570 = fcmp une float %3567, 0.000000e+00
  %3571 = select i1 %3570, float -1.000000e+00, float %3569
  %id = fptosi float %3571 to i64
  store i64 %id, ptr %id_ptr125, align 8
  %status_bits = fptoui float %3567 to i32
  %status202 = load i32, ptr %65, align 4
  %3572 = or i32 %status202, %status_bits
  store i32 %3572, ptr %65, align 4
  br label %span.whole.done

merge.body194:                                    ; preds = %merge.body194, %merge.body194.preheader.new
  %merge196747 = phi i64 [ 0, %merge.body194.preheader.new ], [ %3620, %merge.body194 ]
  %fold_value188.0746 = phi float [ 0xFFF0000000000000, %merge.body194.preheader.new ], [ %3618, %merge.body194 ]
  %fold_index189.0745 = phi i64 [ 0, %merge.body194.preheader.new ], [ %3619, %merge.body194 ]
  %niter4031 = phi i64 [ 0, %merge.body194.preheader.new ], [ %niter4031.next.3, %merge.body194 ]
  %.idx693 = shl i64 %merge196747, 8
  %3573 = getelementptr inbounds i8, ptr %partials, i64 %.idx693
  %3574 = getelementptr inbounds nuw i8, ptr %3573, i64 44
  %3575 = getelementptr inbounds nuw i8, ptr %3573, i64 48
  %index198 = load i32, ptr %3575, align 4
  %3576 = zext i32 %index198 to i64
  %3577 = load float, ptr %3574, align 4
  %3578 = fcmp ogt float %3577, %fold_value188.0746
  %3579 = fcmp uno float %3577, 0.000000e+00
  %3580 = fcmp ord float %fold_value188.0746, 0.000000e+00
  %3581 = and i1 %3580, %3579
  %take199 = or i1 %3578, %3581
  %3582 = select i1 %take199, float %3577, float %fold_value188.0746
  %3583 = select i1 %take199, i64 %3576, i64 %fold_index189.0745
  %3584 = shl i64 %merge196747, 8
  %3585 = getelementptr i8, ptr %partials, i64 %3584
  %3586 = getelementptr i8, ptr %3585, i64 300
  %3587 = getelementptr i8, ptr %3585, i64 304
  %index198.1 = load i32, ptr %3587, align 4
  %3588 = zext i32 %index198.1 to i64
  %3589 = load float, ptr %3586, align 4
  %3590 = fcmp ogt float %3589, %3582
  %3591 = fcmp uno float %3589, 0.000000e+00
  %3592 = fcmp ord float %3582, 0.000000e+00
  %3593 = and i1 %3592, %3591
  %take199.1 = or i1 %3590, %3593
  %3594 = select i1 %take199.1, float %3589, float %3582
  %3595 = select i1 %take199.1, i64 %3588, i64 %3583
  %3596 = shl i64 %merge196747, 8
  %3597 = getelementptr i8, ptr %partials, i64 %3596
  %3598 = getelementptr i8, ptr %3597, i64 556
  %3599 = getelementptr i8, ptr %3597, i64 560
  %index198.2 = load i32, ptr %3599, align 4
  %3600 = zext i32 %index198.2 to i64
  %3601 = load float, ptr %3598, align 4
  %3602 = fcmp ogt float %3601, %3594
  %3603 = fcmp uno float %3601, 0.000000e+00
  %3604 = fcmp ord float %3594, 0.000000e+00
  %3605 = and i1 %3604, %3603
  %take199.2 = or i1 %3602, %3605
  %3606 = select i1 %take199.2, float %3601, float %3594
  %3607 = select i1 %take199.2, i64 %3600, i64 %3595
  %3608 = shl i64 %merge196747, 8
  %3609 = getelementptr i8, ptr %partials, i64 %3608
  %3610 = getelementptr i8, ptr %3609, i64 812
  %3611 = getelementptr i8, ptr %3609, i64 816
  %index198.3 = load i32, ptr %3611, align 4
  %3612 = zext i32 %index198.3 to i64
  %3613 = load float, ptr %3610, align 4
  %3614 = fcmp ogt float %3613, %3606
  %3615 = fcmp uno float %3613, 0.000000e+00
  %3616 = fcmp ord float %3606, 0.000000e+00
  %3617 = and i1 %3616, %3615
  %take199.3 = or i1 %3614, %3617
  %3618 = select i1 %take199.3, float %3613, float %3606
  %3619 = select i1 %take199.3, i64 %3612, i64 %3607
  %3620 = add nuw i64 %merge196747, 4
  %niter4031.next.3 = add i64 %niter4031, 4
  %niter4031.ncmp.3 = icmp eq i64 %niter4031.next.3, %unroll_iter4030
  br i1 %niter4031.ncmp.3, label %merge.exit195.loopexit.unr-lcssa, label %merge.body194

merge.exit195.loopexit.unr-lcssa:                 ; preds = %merge.body194
  %lcmp.mod4027.not = icmp eq i64 %xtraiter4025, 0
  br i1 %lcmp.mod4027.not, label %merge.exit195.loopexit, label %merge.body194.epil.preheader

merge.body194.epil.preheader:                     ; preds = %merge.exit195.loopexit.unr-lcssa, %merge.body194.preheader
  %merge196747.epil.init = phi i64 [ 0, %merge.body194.preheader ], [ %3620, %merge.exit195.loopexit.unr-lcssa ]
  %fold_value188.0746.epil.init = phi float [ 0xFFF0000000000000, %merge.body194.preheader ], [ %3618, %merge.exit195.loopexit.unr-lcssa ]
  %fold_index189.0745.epil.init = phi i64 [ 0, %merge.body194.preheader ], [ %3619, %merge.exit195.loopexit.unr-lcssa ]
  %lcmp.mod4029 = icmp ne i64 %xtraiter4025, 0
  tail call void @llvm.assume(i1 %lcmp.mod4029)
  br label %merge.body194.epil

merge.body194.epil:                               ; preds = %merge.body194.epil, %merge.body194.epil.preheader
  %merge196747.epil = phi i64 [ %3632, %merge.body194.epil ], [ %merge196747.epil.init, %merge.body194.epil.preheader ]
  %fold_value188.0746.epil = phi float [ %3630, %merge.body194.epil ], [ %fold_value188.0746.epil.init, %merge.body194.epil.preheader ]
  %fold_index189.0745.epil = phi i64 [ %3631, %merge.body194.epil ], [ %fold_index189.0745.epil.init, %merge.body194.epil.preheader ]
  %epil.iter4026 = phi i64 [ %epil.iter4026.next, %merge.body194.epil ], [ 0, %merge.body194.epil.preheader ]
  %.idx693.epil = shl i64 %merge196747.epil, 8
  %3621 = getelementptr inbounds i8, ptr %partials, i64 %.idx693.epil
  %3622 = getelementptr inbounds nuw i8, ptr %3621, i64 44
  %3623 = getelementptr inbounds nuw i8, ptr %3621, i64 48
  %index198.epil = load i32, ptr %3623, align 4
  %3624 = zext i32 %index198.epil to i64
  %3625 = load float, ptr %3622, align 4
  %3626 = fcmp ogt float %3625, %fold_value188.0746.epil
  %3627 = fcmp uno float %3625, 0.000000e+00
  %3628 = fcmp ord float %fold_value188.0746.epil, 0.000000e+00
  %3629 = and i1 %3628, %3627
  %take199.epil = or i1 %3626, %3629
  %3630 = select i1 %take199.epil, float %3625, float %fold_value188.0746.epil
  %3631 = select i1 %take199.epil, i64 %3624, i64 %fold_index189.0745.epil
  %3632 = add nuw i64 %merge196747.epil, 1
  %epil.iter4026.next = add i64 %epil.iter4026, 1
  %epil.iter4026.cmp.not = icmp eq i64 %epil.iter4026.next, %xtraiter4025
  br i1 %epil.iter4026.cmp.not, label %merge.exit195.loopexit, label %merge.body194.epil, !llvm.loop !18

merge.exit195.loopexit:                           ; preds = %merge.body194.epil, %merge.exit195.loopexit.unr-lcssa
  %.lcssa3989 = phi i64 [ %3619, %merge.exit195.loopexit.unr-lcssa ], [ %3631, %merge.body194.epil ]
  %3633 = uitofp nneg i64 %.lcssa3989 to float
  br label %span.done.thread

span.whole.then:                                  ; preds = %span.done
  store i32 2, ptr %18, align 4
  br label %span.whole.done

span.whole.done:                                  ; preds = %span.done.thread, %span.whole.then, %span.done
  %unsplit1121 = phi i1 [ false, %span.done.thread ], [ true, %span.whole.then ], [ false, %span.done ]
  %span0 = icmp eq i64 %span, 0
  %3634 = and i1 %span0, %unsplit1121
  %whole = or i1 %mode, %3634
  %3635 = icmp ult i64 %row_begin, %row_end
  %or.cond = select i1 %whole, i1 %3635, i1 false
  br i1 %or.cond, label %row.body.lr.ph, label %rows.done

row.body.lr.ph:                                   ; preds = %span.whole.done
  %.not969 = icmp eq i64 %n_features, 0
  %3636 = getelementptr float, ptr %scratch, i64 %n_features
  %.idx713 = shl i64 %n_features, 3
  %3637 = getelementptr i8, ptr %scratch, i64 %.idx713
  %.idx714 = mul i64 %n_features, 12
  %3638 = getelementptr i8, ptr %scratch, i64 %.idx714
  %.idx715 = shl i64 %n_features, 4
  %3639 = getelementptr i8, ptr %scratch, i64 %.idx715
  %blocks_end216 = and i64 %n_features, -32
  %.not970 = icmp eq i64 %blocks_end216, 0
  %.not971 = icmp eq i64 %blocks_end216, %n_features
  %top_k316 = uitofp i64 %top_k to float
  %3640 = add i64 %n_features, -1
  %ctlz = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %3640, i1 false)
  %index_bits = sub nuw nsw i64 64, %ctlz
  %notmask = shl nsw i64 -1, %index_bits
  %mask = xor i64 %notmask, -1
  %.not984 = icmp eq i64 %3640, 0
  %3641 = fcmp ogt float %top_p, 0.000000e+00
  %3642 = sub nuw nsw i64 65, %ctlz
  %round_pairs = lshr i64 %3642, 1
  %.not992 = icmp eq i64 %round_pairs, 0
  %3643 = sub nsw i64 63, %ctlz
  %3644 = trunc i64 %key0 to i32
  %3645 = lshr i64 %key0, 32
  %3646 = and i64 %key1, 4294967295
  %3647 = mul nuw i64 %3646, 3449720151
  %3648 = lshr i64 %3647, 32
  %invariant.op951 = xor i64 %key0, %3648
  %3649 = xor i64 %key1, %key0
  %3650 = add i64 %key0, 2654435769
  %3651 = add nuw nsw i64 %3645, 3144134277
  %3652 = add i64 %key0, 1013904242
  %3653 = add nuw nsw i64 %3645, 1993301258
  %3654 = add i64 %key0, 3668340011
  %3655 = add nuw nsw i64 %3645, 842468239
  %3656 = add i64 %key0, 2027808484
  %3657 = add nuw nsw i64 %3645, 3986602516
  %3658 = add i64 %key0, 387276957
  %3659 = add nuw nsw i64 %3645, 2835769497
  %3660 = add i64 %key0, 3041712726
  %3661 = add nuw nsw i64 %3645, 1684936478
  %3662 = add i64 %key0, 1401181199
  %3663 = add nuw nsw i64 %3645, 534103459
  %3664 = add nuw nsw i64 %3645, 3678237736
  %3665 = add i32 %3644, -1879881855
  %top_p_off538 = fcmp uge float %top_p, 1.000000e+00
  %guard539 = and i1 %top_p_off538, %not_greedy
  %umax = tail call i64 @llvm.umax.i64(i64 %index_bits, i64 1)
  %3666 = uitofp i64 %n_features to float
  %3667 = fcmp ult float %3666, %top_k316
  %.not1554 = icmp eq i64 %top_k, 0
  %3668 = icmp eq i64 %top_k, 0
  %3669 = select i1 %3668, i32 -65536, i32 0
  %candidate3311240 = or disjoint i32 %3669, 32768
  %3670 = mul i64 %row_begin, %n_features
  %3671 = shl i64 %3670, 2
  %3672 = add i64 %3671, %input_01659
  %3673 = sub i64 %scratch1658, %3672
  %3674 = mul i64 %n_features, -4
  %3675 = mul i64 %n_features, -4
  %3676 = shl i64 %row_begin, 2
  %3677 = sub i64 4, %3676
  %3678 = mul i64 %n_features, %3677
  %3679 = add i64 %3678, %scratch1658
  %3680 = sub i64 %3679, %input_01659
  %3681 = mul i64 %n_features, -4
  %3682 = mul i64 %row_begin, %n_features
  %3683 = shl i64 %3682, 2
  %3684 = add i64 %3683, %input_01659
  %3685 = sub i64 %scratch1658, %3684
  %3686 = mul i64 %n_features, -4
  %3687 = mul i64 %n_features, -4
  %3688 = shl i64 %row_begin, 2
  %3689 = sub i64 4, %3688
  %3690 = mul i64 %n_features, %3689
  %3691 = add i64 %3690, %scratch1658
  %3692 = sub i64 %3691, %input_01659
  %3693 = mul i64 %n_features, -4
  %3694 = mul i64 %row_begin, %n_features
  %3695 = shl i64 %3694, 2
  %3696 = add i64 %3695, %input_01659
  %3697 = sub i64 %scratch1658, %3696
  %3698 = mul i64 %n_features, -4
  %3699 = shl i64 %row_begin, 2
  %3700 = insertelement <4 x i64> poison, i64 %3699, i64 0
  %3701 = shufflevector <4 x i64> %3700, <4 x i64> poison, <4 x i32> zeroinitializer
  %3702 = sub <4 x i64> <i64 4, i64 8, i64 12, i64 16>, %3701
  %3703 = insertelement <4 x i64> poison, i64 %n_features, i64 0
  %3704 = shufflevector <4 x i64> %3703, <4 x i64> poison, <4 x i32> zeroinitializer
  %3705 = mul <4 x i64> %3704, %3702
  %3706 = insertelement <4 x i64> poison, i64 %scratch1658, i64 0
  %3707 = shufflevector <4 x i64> %3706, <4 x i64> poison, <4 x i32> zeroinitializer
  %3708 = add <4 x i64> %3705, %3707
  %3709 = insertelement <4 x i64> poison, i64 %input_01659, i64 0
  %3710 = shufflevector <4 x i64> %3709, <4 x i64> poison, <4 x i32> zeroinitializer
  %3711 = sub <4 x i64> %3708, %3710
  %3712 = insertelement <8 x float> poison, float %top_k316, i64 0
  %3713 = shufflevector <8 x float> %3712, <8 x float> poison, <8 x i32> zeroinitializer
  %3714 = add i64 %blocks_end216, -1
  %3715 = lshr i64 %3714, 5
  %3716 = add nuw nsw i64 %3715, 1
  %3717 = add i64 %n_features, -1
  %min.iters.check3676 = icmp ult i64 %n_features, 8
  %3718 = and i64 %n_features, 4611686018427387896
  %diff.check3658 = icmp eq i64 %3718, 0
  %diff.check3659 = icmp ult i64 %.idx713, 32
  %diff.check3661 = icmp ult i64 %.idx714, 32
  %diff.check3663 = icmp ult i64 %.idx715, 32
  %op.rdx3698 = or i1 %diff.check3661, %diff.check3663
  %invariant.op4510 = or i1 %diff.check3659, %op.rdx3698
  %n.vec3679 = and i64 %n_features, -8
  %broadcast.splatinsert3680 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat3681 = shufflevector <8 x float> %broadcast.splatinsert3680, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n3687 = icmp eq i64 %n_features, %n.vec3679
  %xtraiter4082 = and i64 %3716, 1
  %3719 = icmp eq i64 %3715, 0
  %unroll_iter4088 = and i64 %3716, 1152921504606846974
  %lcmp.mod4084.not = icmp eq i64 %xtraiter4082, 0
  %lcmp.mod4087 = icmp ne i64 %xtraiter4082, 0
  %xtraiter4090 = and i64 %3716, 1
  %3720 = icmp eq i64 %3715, 0
  %unroll_iter4096 = and i64 %3716, 1152921504606846974
  %lcmp.mod4092.not = icmp eq i64 %xtraiter4090, 0
  %lcmp.mod4095 = icmp ne i64 %xtraiter4090, 0
  %xtraiter4098 = and i64 %3716, 1
  %3721 = icmp eq i64 %3715, 0
  %unroll_iter4104 = and i64 %3716, 1152921504606846974
  %lcmp.mod4100.not = icmp eq i64 %xtraiter4098, 0
  %lcmp.mod4103 = icmp ne i64 %xtraiter4098, 0
  %xtraiter4106 = and i64 %3716, 1
  %3722 = icmp eq i64 %3715, 0
  %unroll_iter4112 = and i64 %3716, 1152921504606846974
  %lcmp.mod4108.not = icmp eq i64 %xtraiter4106, 0
  %lcmp.mod4111 = icmp ne i64 %xtraiter4106, 0
  %xtraiter4114 = and i64 %3716, 1
  %3723 = icmp eq i64 %3715, 0
  %unroll_iter4120 = and i64 %3716, 1152921504606846974
  %lcmp.mod4116.not = icmp eq i64 %xtraiter4114, 0
  %lcmp.mod4119 = icmp ne i64 %xtraiter4114, 0
  %min.iters.check3626 = icmp ult i64 %n_features, 4
  %min.iters.check3629 = icmp ult i64 %n_features, 32
  %n.mod.vf3632 = and i64 %n_features, 28
  %n.vec3633 = and i64 %n_features, -32
  %cmp.n3642 = icmp eq i64 %n_features, %n.vec3633
  %min.epilog.iters.check3646 = icmp eq i64 %n.mod.vf3632, 0
  %n.vec3649 = and i64 %n_features, -4
  %cmp.n3655 = icmp eq i64 %n_features, %n.vec3649
  %xtraiter4122 = and i64 %n_features, 1
  %lcmp.mod4123.not = icmp eq i64 %xtraiter4122, 0
  %min.iters.check3580 = icmp ult i64 %n_features, 4
  %min.iters.check3583 = icmp ult i64 %n_features, 16
  %n.mod.vf3586 = and i64 %n_features, 12
  %n.vec3587 = and i64 %n_features, -16
  %cmp.n3603 = icmp eq i64 %n_features, %n.vec3587
  %min.epilog.iters.check3608 = icmp eq i64 %n.mod.vf3586, 0
  %n.vec3611 = and i64 %n_features, -4
  %cmp.n3618 = icmp eq i64 %n_features, %n.vec3611
  %min.iters.check3534 = icmp ult i64 %n_features, 4
  %min.iters.check3537 = icmp ult i64 %n_features, 16
  %n.mod.vf3540 = and i64 %n_features, 12
  %n.vec3541 = and i64 %n_features, -16
  %cmp.n3559 = icmp eq i64 %n_features, %n.vec3541
  %min.epilog.iters.check3564 = icmp eq i64 %n.mod.vf3540, 0
  %n.vec3567 = and i64 %n_features, -4
  %cmp.n3576 = icmp eq i64 %n_features, %n.vec3567
  %min.iters.check3488 = icmp ult i64 %n_features, 4
  %min.iters.check3491 = icmp ult i64 %n_features, 16
  %n.mod.vf3494 = and i64 %n_features, 12
  %n.vec3495 = and i64 %n_features, -16
  %cmp.n3513 = icmp eq i64 %n_features, %n.vec3495
  %min.epilog.iters.check3518 = icmp eq i64 %n.mod.vf3494, 0
  %n.vec3521 = and i64 %n_features, -4
  %cmp.n3530 = icmp eq i64 %n_features, %n.vec3521
  %min.iters.check3442 = icmp ult i64 %n_features, 4
  %min.iters.check3445 = icmp ult i64 %n_features, 16
  %n.mod.vf3448 = and i64 %n_features, 12
  %n.vec3449 = and i64 %n_features, -16
  %cmp.n3467 = icmp eq i64 %n_features, %n.vec3449
  %min.epilog.iters.check3472 = icmp eq i64 %n.mod.vf3448, 0
  %n.vec3475 = and i64 %n_features, -4
  %cmp.n3484 = icmp eq i64 %n_features, %n.vec3475
  %min.iters.check3396 = icmp ult i64 %n_features, 4
  %min.iters.check3399 = icmp ult i64 %n_features, 16
  %n.mod.vf3402 = and i64 %n_features, 12
  %n.vec3403 = and i64 %n_features, -16
  %cmp.n3421 = icmp eq i64 %n_features, %n.vec3403
  %min.epilog.iters.check3426 = icmp eq i64 %n.mod.vf3402, 0
  %n.vec3429 = and i64 %n_features, -4
  %cmp.n3438 = icmp eq i64 %n_features, %n.vec3429
  %min.iters.check3350 = icmp ult i64 %n_features, 4
  %min.iters.check3353 = icmp ult i64 %n_features, 16
  %n.mod.vf3356 = and i64 %n_features, 12
  %n.vec3357 = and i64 %n_features, -16
  %cmp.n3375 = icmp eq i64 %n_features, %n.vec3357
  %min.epilog.iters.check3380 = icmp eq i64 %n.mod.vf3356, 0
  %n.vec3383 = and i64 %n_features, -4
  %cmp.n3392 = icmp eq i64 %n_features, %n.vec3383
  %min.iters.check3304 = icmp ult i64 %n_features, 4
  %min.iters.check3307 = icmp ult i64 %n_features, 16
  %n.mod.vf3310 = and i64 %n_features, 12
  %n.vec3311 = and i64 %n_features, -16
  %cmp.n3329 = icmp eq i64 %n_features, %n.vec3311
  %min.epilog.iters.check3334 = icmp eq i64 %n.mod.vf3310, 0
  %n.vec3337 = and i64 %n_features, -4
  %cmp.n3346 = icmp eq i64 %n_features, %n.vec3337
  %min.iters.check3258 = icmp ult i64 %n_features, 4
  %min.iters.check3261 = icmp ult i64 %n_features, 16
  %n.mod.vf3264 = and i64 %n_features, 12
  %n.vec3265 = and i64 %n_features, -16
  %cmp.n3283 = icmp eq i64 %n_features, %n.vec3265
  %min.epilog.iters.check3288 = icmp eq i64 %n.mod.vf3264, 0
  %n.vec3291 = and i64 %n_features, -4
  %cmp.n3300 = icmp eq i64 %n_features, %n.vec3291
  %min.iters.check3212 = icmp ult i64 %n_features, 4
  %min.iters.check3215 = icmp ult i64 %n_features, 16
  %n.mod.vf3218 = and i64 %n_features, 12
  %n.vec3219 = and i64 %n_features, -16
  %cmp.n3237 = icmp eq i64 %n_features, %n.vec3219
  %min.epilog.iters.check3242 = icmp eq i64 %n.mod.vf3218, 0
  %n.vec3245 = and i64 %n_features, -4
  %cmp.n3254 = icmp eq i64 %n_features, %n.vec3245
  %min.iters.check3166 = icmp ult i64 %n_features, 4
  %min.iters.check3169 = icmp ult i64 %n_features, 16
  %n.mod.vf3172 = and i64 %n_features, 12
  %n.vec3173 = and i64 %n_features, -16
  %cmp.n3191 = icmp eq i64 %n_features, %n.vec3173
  %min.epilog.iters.check3196 = icmp eq i64 %n.mod.vf3172, 0
  %n.vec3199 = and i64 %n_features, -4
  %cmp.n3208 = icmp eq i64 %n_features, %n.vec3199
  %min.iters.check3120 = icmp ult i64 %n_features, 4
  %min.iters.check3123 = icmp ult i64 %n_features, 16
  %n.mod.vf3126 = and i64 %n_features, 12
  %n.vec3127 = and i64 %n_features, -16
  %cmp.n3145 = icmp eq i64 %n_features, %n.vec3127
  %min.epilog.iters.check3150 = icmp eq i64 %n.mod.vf3126, 0
  %n.vec3153 = and i64 %n_features, -4
  %cmp.n3162 = icmp eq i64 %n_features, %n.vec3153
  %min.iters.check3074 = icmp ult i64 %n_features, 4
  %min.iters.check3077 = icmp ult i64 %n_features, 16
  %n.mod.vf3080 = and i64 %n_features, 12
  %n.vec3081 = and i64 %n_features, -16
  %cmp.n3099 = icmp eq i64 %n_features, %n.vec3081
  %min.epilog.iters.check3104 = icmp eq i64 %n.mod.vf3080, 0
  %n.vec3107 = and i64 %n_features, -4
  %cmp.n3116 = icmp eq i64 %n_features, %n.vec3107
  %min.iters.check3028 = icmp ult i64 %n_features, 4
  %min.iters.check3031 = icmp ult i64 %n_features, 16
  %n.mod.vf3034 = and i64 %n_features, 12
  %n.vec3035 = and i64 %n_features, -16
  %cmp.n3053 = icmp eq i64 %n_features, %n.vec3035
  %min.epilog.iters.check3058 = icmp eq i64 %n.mod.vf3034, 0
  %n.vec3061 = and i64 %n_features, -4
  %cmp.n3070 = icmp eq i64 %n_features, %n.vec3061
  %min.iters.check2982 = icmp ult i64 %n_features, 4
  %min.iters.check2985 = icmp ult i64 %n_features, 16
  %n.mod.vf2988 = and i64 %n_features, 12
  %n.vec2989 = and i64 %n_features, -16
  %cmp.n3007 = icmp eq i64 %n_features, %n.vec2989
  %min.epilog.iters.check3012 = icmp eq i64 %n.mod.vf2988, 0
  %n.vec3015 = and i64 %n_features, -4
  %cmp.n3024 = icmp eq i64 %n_features, %n.vec3015
  %min.iters.check2936 = icmp ult i64 %n_features, 4
  %min.iters.check2939 = icmp ult i64 %n_features, 16
  %n.mod.vf2942 = and i64 %n_features, 12
  %n.vec2943 = and i64 %n_features, -16
  %cmp.n2961 = icmp eq i64 %n_features, %n.vec2943
  %min.epilog.iters.check2966 = icmp eq i64 %n.mod.vf2942, 0
  %n.vec2969 = and i64 %n_features, -4
  %cmp.n2978 = icmp eq i64 %n_features, %n.vec2969
  %min.iters.check2890 = icmp ult i64 %n_features, 4
  %min.iters.check2893 = icmp ult i64 %n_features, 16
  %n.mod.vf2896 = and i64 %n_features, 12
  %n.vec2897 = and i64 %n_features, -16
  %cmp.n2915 = icmp eq i64 %n_features, %n.vec2897
  %min.epilog.iters.check2920 = icmp eq i64 %n.mod.vf2896, 0
  %n.vec2923 = and i64 %n_features, -4
  %cmp.n2932 = icmp eq i64 %n_features, %n.vec2923
  %xtraiter4124 = and i64 %n_features, 1
  %3724 = icmp eq i64 %3717, 0
  %unroll_iter4130 = and i64 %n_features, -2
  %lcmp.mod4126.not = icmp eq i64 %xtraiter4124, 0
  %lcmp.mod4129 = icmp ne i64 %xtraiter4124, 0
  %broadcast.splatinsert2107 = insertelement <4 x i64> poison, i64 %mask, i64 0
  %broadcast.splat2108 = shufflevector <4 x i64> %broadcast.splatinsert2107, <4 x i64> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert2138 = insertelement <4 x i64> poison, i64 %mask, i64 0
  %broadcast.splat2139 = shufflevector <4 x i64> %broadcast.splatinsert2138, <4 x i64> poison, <4 x i32> zeroinitializer
  %min.iters.check2043 = icmp ult i64 %n_features, 4
  %min.iters.check2046 = icmp ult i64 %n_features, 32
  %n.mod.vf2049 = and i64 %n_features, 28
  %n.vec2050 = and i64 %n_features, -32
  %broadcast.splatinsert2055 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat2056 = shufflevector <8 x float> %broadcast.splatinsert2055, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n2070 = icmp eq i64 %n_features, %n.vec2050
  %min.epilog.iters.check2074 = icmp eq i64 %n.mod.vf2049, 0
  %n.vec2077 = and i64 %n_features, -4
  %broadcast.splatinsert2082 = insertelement <4 x float> poison, float %inv_t, i64 0
  %broadcast.splat2083 = shufflevector <4 x float> %broadcast.splatinsert2082, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n2094 = icmp eq i64 %n_features, %n.vec2077
  %xtraiter4132 = and i64 %n_features, 1
  %lcmp.mod4133.not = icmp eq i64 %xtraiter4132, 0
  %xtraiter4134 = and i64 %3716, 1
  %3725 = icmp eq i64 %3715, 0
  %unroll_iter4140 = and i64 %3716, 1152921504606846974
  %lcmp.mod4136.not = icmp eq i64 %xtraiter4134, 0
  %lcmp.mod4139 = icmp ne i64 %xtraiter4134, 0
  %min.iters.check2019 = icmp ult i64 %n_features, 8
  %n.vec2022 = and i64 %n_features, -8
  %broadcast.splatinsert2023 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat2024 = shufflevector <8 x float> %broadcast.splatinsert2023, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n2038 = icmp eq i64 %n_features, %n.vec2022
  %xtraiter4142 = and i64 %n_features, 7
  %3726 = icmp ult i64 %3717, 7
  %unroll_iter4147 = and i64 %n_features, -8
  %lcmp.mod4144.not = icmp eq i64 %xtraiter4142, 0
  %lcmp.mod4146 = icmp ne i64 %xtraiter4142, 0
  %min.iters.check1993 = icmp ult i64 %n_features, 8
  %n.vec1996 = and i64 %n_features, -8
  %broadcast.splatinsert1999 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat2000 = shufflevector <8 x float> %broadcast.splatinsert1999, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n2014 = icmp eq i64 %n_features, %n.vec1996
  %xtraiter4149 = and i64 %n_features, 1
  %3727 = icmp eq i64 %3717, 0
  %unroll_iter4154 = and i64 %n_features, -2
  %lcmp.mod4151.not = icmp eq i64 %xtraiter4149, 0
  %lcmp.mod4153 = icmp ne i64 %xtraiter4149, 0
  %min.iters.check1938 = icmp ult i64 %n_features, 8
  %n.vec1941 = and i64 %n_features, -8
  %broadcast.splatinsert1946 = insertelement <8 x i64> poison, i64 %3649, i64 0
  %broadcast.splat1947 = shufflevector <8 x i64> %broadcast.splatinsert1946, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1952 = insertelement <8 x i64> poison, i64 %3652, i64 0
  %broadcast.splat1953 = shufflevector <8 x i64> %broadcast.splatinsert1952, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1956 = insertelement <8 x i64> poison, i64 %3654, i64 0
  %broadcast.splat1957 = shufflevector <8 x i64> %broadcast.splatinsert1956, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1958 = insertelement <8 x i64> poison, i64 %3655, i64 0
  %broadcast.splat1959 = shufflevector <8 x i64> %broadcast.splatinsert1958, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1960 = insertelement <8 x i64> poison, i64 %3656, i64 0
  %broadcast.splat1961 = shufflevector <8 x i64> %broadcast.splatinsert1960, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1962 = insertelement <8 x i64> poison, i64 %3657, i64 0
  %broadcast.splat1963 = shufflevector <8 x i64> %broadcast.splatinsert1962, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1964 = insertelement <8 x i64> poison, i64 %3658, i64 0
  %broadcast.splat1965 = shufflevector <8 x i64> %broadcast.splatinsert1964, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1966 = insertelement <8 x i64> poison, i64 %3659, i64 0
  %broadcast.splat1967 = shufflevector <8 x i64> %broadcast.splatinsert1966, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1968 = insertelement <8 x i64> poison, i64 %3660, i64 0
  %broadcast.splat1969 = shufflevector <8 x i64> %broadcast.splatinsert1968, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1970 = insertelement <8 x i64> poison, i64 %3661, i64 0
  %broadcast.splat1971 = shufflevector <8 x i64> %broadcast.splatinsert1970, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1972 = insertelement <8 x i64> poison, i64 %3662, i64 0
  %broadcast.splat1973 = shufflevector <8 x i64> %broadcast.splatinsert1972, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1974 = insertelement <8 x i64> poison, i64 %3663, i64 0
  %broadcast.splat1975 = shufflevector <8 x i64> %broadcast.splatinsert1974, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1976 = insertelement <8 x i64> poison, i64 %3664, i64 0
  %broadcast.splat1977 = shufflevector <8 x i64> %broadcast.splatinsert1976, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1978 = insertelement <8 x i32> poison, i32 %3665, i64 0
  %broadcast.splat1979 = shufflevector <8 x i32> %broadcast.splatinsert1978, <8 x i32> poison, <8 x i32> zeroinitializer
  %.scalar3711 = xor i64 %3650, %3647
  %.scalar3712 = and i64 %.scalar3711, 4294967295
  %3728 = insertelement <8 x i64> poison, i64 %.scalar3712, i64 0
  %.masked3690 = shufflevector <8 x i64> %3728, <8 x i64> poison, <8 x i32> zeroinitializer
  %cmp.n1986 = icmp eq i64 %n_features, %n.vec1941
  %invariant.op4506 = xor i64 %3647, %3650
  %min.iters.check1926 = icmp ult i64 %n_features, 8
  %n.vec1929 = and i64 %n_features, -8
  %cmp.n1935 = icmp eq i64 %n_features, %n.vec1929
  %min.iters.check1897 = icmp ult i64 %n_features, 8
  %n.vec1900 = and i64 %n_features, -8
  %broadcast.splatinsert1901 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat1902 = shufflevector <8 x float> %broadcast.splatinsert1901, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n1923 = icmp eq i64 %n_features, %n.vec1900
  %xtraiter4181 = and i64 %3716, 1
  %3729 = icmp eq i64 %3715, 0
  %unroll_iter4187 = and i64 %3716, 1152921504606846974
  %lcmp.mod4183.not = icmp eq i64 %xtraiter4181, 0
  %lcmp.mod4186 = icmp ne i64 %xtraiter4181, 0
  %min.iters.check1844 = icmp ult i64 %n_features, 8
  %n.vec1847 = and i64 %n_features, -8
  %broadcast.splatinsert1852 = insertelement <8 x i64> poison, i64 %3649, i64 0
  %broadcast.splat1853 = shufflevector <8 x i64> %broadcast.splatinsert1852, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1858 = insertelement <8 x i64> poison, i64 %3652, i64 0
  %broadcast.splat1859 = shufflevector <8 x i64> %broadcast.splatinsert1858, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1862 = insertelement <8 x i64> poison, i64 %3654, i64 0
  %broadcast.splat1863 = shufflevector <8 x i64> %broadcast.splatinsert1862, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1864 = insertelement <8 x i64> poison, i64 %3655, i64 0
  %broadcast.splat1865 = shufflevector <8 x i64> %broadcast.splatinsert1864, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1866 = insertelement <8 x i64> poison, i64 %3656, i64 0
  %broadcast.splat1867 = shufflevector <8 x i64> %broadcast.splatinsert1866, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1868 = insertelement <8 x i64> poison, i64 %3657, i64 0
  %broadcast.splat1869 = shufflevector <8 x i64> %broadcast.splatinsert1868, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1870 = insertelement <8 x i64> poison, i64 %3658, i64 0
  %broadcast.splat1871 = shufflevector <8 x i64> %broadcast.splatinsert1870, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1872 = insertelement <8 x i64> poison, i64 %3659, i64 0
  %broadcast.splat1873 = shufflevector <8 x i64> %broadcast.splatinsert1872, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1874 = insertelement <8 x i64> poison, i64 %3660, i64 0
  %broadcast.splat1875 = shufflevector <8 x i64> %broadcast.splatinsert1874, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1876 = insertelement <8 x i64> poison, i64 %3661, i64 0
  %broadcast.splat1877 = shufflevector <8 x i64> %broadcast.splatinsert1876, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1878 = insertelement <8 x i64> poison, i64 %3662, i64 0
  %broadcast.splat1879 = shufflevector <8 x i64> %broadcast.splatinsert1878, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1880 = insertelement <8 x i64> poison, i64 %3663, i64 0
  %broadcast.splat1881 = shufflevector <8 x i64> %broadcast.splatinsert1880, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1882 = insertelement <8 x i64> poison, i64 %3664, i64 0
  %broadcast.splat1883 = shufflevector <8 x i64> %broadcast.splatinsert1882, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1884 = insertelement <8 x i32> poison, i32 %3665, i64 0
  %broadcast.splat1885 = shufflevector <8 x i32> %broadcast.splatinsert1884, <8 x i32> poison, <8 x i32> zeroinitializer
  %.scalar3715 = xor i64 %3650, %3647
  %.scalar3716 = and i64 %.scalar3715, 4294967295
  %3730 = insertelement <8 x i64> poison, i64 %.scalar3716, i64 0
  %.masked3692 = shufflevector <8 x i64> %3730, <8 x i64> poison, <8 x i32> zeroinitializer
  %cmp.n1892 = icmp eq i64 %n_features, %n.vec1847
  %invariant.op4508 = xor i64 %3647, %3650
  %min.iters.check1832 = icmp ult i64 %n_features, 8
  %n.vec1835 = and i64 %n_features, -8
  %cmp.n1841 = icmp eq i64 %n_features, %n.vec1835
  %min.iters.check1776 = icmp ult i64 %n_features, 4
  %min.iters.check1779 = icmp ult i64 %n_features, 32
  %n.mod.vf1782 = and i64 %n_features, 28
  %n.vec1783 = and i64 %n_features, -32
  %broadcast.splatinsert1784 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat1785 = shufflevector <8 x float> %broadcast.splatinsert1784, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n1804 = icmp eq i64 %n_features, %n.vec1783
  %min.epilog.iters.check1808 = icmp eq i64 %n.mod.vf1782, 0
  %n.vec1811 = and i64 %n_features, -4
  %broadcast.splatinsert1812 = insertelement <4 x float> poison, float %inv_t, i64 0
  %broadcast.splat1813 = shufflevector <4 x float> %broadcast.splatinsert1812, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n1829 = icmp eq i64 %n_features, %n.vec1811
  %xtraiter4189 = and i64 %n_features, 1
  %lcmp.mod4190.not = icmp eq i64 %xtraiter4189, 0
  %xtraiter4191 = and i64 %3716, 1
  %3731 = icmp eq i64 %3715, 0
  %unroll_iter4197 = and i64 %3716, 1152921504606846974
  %lcmp.mod4193.not = icmp eq i64 %xtraiter4191, 0
  %lcmp.mod4196 = icmp ne i64 %xtraiter4191, 0
  br label %row.body

rows.done:                                        ; preds = %guard.done542, %span.whole.done
  ret void

row.body:                                         ; preds = %row.body.lr.ph, %guard.done542
  %indvar = phi i64 [ 0, %row.body.lr.ph ], [ %indvar.next, %guard.done542 ]
  %row950 = phi i64 [ %row_begin, %row.body.lr.ph ], [ %9427, %guard.done542 ]
  %3732 = mul i64 %3698, %indvar
  %3733 = add i64 %3697, %3732
  %3734 = insertelement <4 x i64> poison, i64 %3732, i64 0
  %3735 = shufflevector <4 x i64> %3734, <4 x i64> poison, <4 x i32> zeroinitializer
  %3736 = add <4 x i64> %3711, %3735
  %3737 = mul i64 %3693, %indvar
  %3738 = add i64 %3692, %3737
  %3739 = add i64 %3697, %3737
  %3740 = mul i64 %3687, %indvar
  %3741 = add i64 %3685, %3740
  %3742 = mul i64 %3686, %indvar
  %3743 = add i64 %3685, %3742
  %3744 = mul i64 %3681, %indvar
  %3745 = add i64 %3680, %3744
  %3746 = add i64 %3685, %3744
  %3747 = mul i64 %3675, %indvar
  %3748 = add i64 %3673, %3747
  %3749 = mul i64 %3674, %indvar
  %3750 = add i64 %3673, %3749
  %row_offset203 = mul i64 %row950, %n_features
  %id_ptr204 = getelementptr inbounds i64, ptr %out_0, i64 %row950
  %3751 = getelementptr inbounds float, ptr %input_0, i64 %row_offset203
  %3752 = getelementptr inbounds float, ptr %status, i64 %row950
  br i1 %.not969, label %max_block.exit219, label %feature.body206.preheader

feature.body206.preheader:                        ; preds = %row.body
  br i1 %min.iters.check3676, label %feature.body206.preheader3730, label %vector.memcheck3657

vector.memcheck3657:                              ; preds = %feature.body206.preheader
  %diff.check3665 = icmp ult i64 %3733, 32
  %3753 = icmp ult <4 x i64> %3736, splat (i64 32)
  %3754 = bitcast <4 x i1> %3753 to i4
  %3755 = icmp ne i4 %3754, 0
  %op.rdx3699 = or i1 %diff.check3665, %diff.check3658
  %op.rdx3700.reass = or i1 %3755, %invariant.op4510
  %op.rdx3701 = or i1 %op.rdx3700.reass, %op.rdx3699
  br i1 %op.rdx3701, label %feature.body206.preheader3730, label %vector.body3682

vector.body3682:                                  ; preds = %vector.memcheck3657, %vector.body3682
  %index3683 = phi i64 [ %index.next3685, %vector.body3682 ], [ 0, %vector.memcheck3657 ]
  %3756 = getelementptr inbounds float, ptr %3751, i64 %index3683
  %wide.load3684 = load <8 x float>, ptr %3756, align 4
  %3757 = fcmp uno <8 x float> %wide.load3684, zeroinitializer
  %3758 = select <8 x i1> %3757, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3759 = fcmp oeq <8 x float> %wide.load3684, splat (float 0x7FF0000000000000)
  %3760 = select <8 x i1> %3759, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3761 = fmul <8 x float> %broadcast.splat3681, %wide.load3684
  %3762 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3761)
  %3763 = fcmp oeq <8 x float> %3762, splat (float 0x7FF0000000000000)
  %3764 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %wide.load3684)
  %3765 = fcmp one <8 x float> %3764, splat (float 0x7FF0000000000000)
  %3766 = select <8 x i1> %3763, <8 x i1> %3765, <8 x i1> zeroinitializer
  %3767 = select <8 x i1> %3766, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3768 = getelementptr inbounds float, ptr %scratch, i64 %index3683
  store <8 x float> %3758, ptr %3768, align 4
  %3769 = getelementptr float, ptr %3636, i64 %index3683
  store <8 x float> %3760, ptr %3769, align 4
  %3770 = getelementptr float, ptr %3637, i64 %index3683
  store <8 x float> %wide.load3684, ptr %3770, align 4
  %3771 = getelementptr float, ptr %3638, i64 %index3683
  store <8 x float> %wide.load3684, ptr %3771, align 4
  %3772 = getelementptr float, ptr %3639, i64 %index3683
  store <8 x float> %3767, ptr %3772, align 4
  %index.next3685 = add nuw i64 %index3683, 8
  %3773 = icmp eq i64 %index.next3685, %n.vec3679
  br i1 %3773, label %middle.block3686, label %vector.body3682, !llvm.loop !19

middle.block3686:                                 ; preds = %vector.body3682
  br i1 %cmp.n3687, label %feature.exit207, label %feature.body206.preheader3730

feature.body206.preheader3730:                    ; preds = %vector.memcheck3657, %feature.body206.preheader, %middle.block3686
  %feature208813.ph = phi i64 [ 0, %vector.memcheck3657 ], [ 0, %feature.body206.preheader ], [ %n.vec3679, %middle.block3686 ]
  br label %feature.body206

feature.body206:                                  ; preds = %feature.body206.preheader3730, %feature.body206
  %feature208813 = phi i64 [ %3792, %feature.body206 ], [ %feature208813.ph, %feature.body206.preheader3730 ]
  %3774 = getelementptr inbounds float, ptr %3751, i64 %feature208813
  %3775 = load float, ptr %3774, align 4
  %3776 = fcmp uno float %3775, 0.000000e+00
  %3777 = select i1 %3776, float 1.000000e+00, float 0.000000e+00
  %3778 = fcmp oeq float %3775, 0x7FF0000000000000
  %3779 = select i1 %3778, float 1.000000e+00, float 0.000000e+00
  %3780 = fmul float %inv_t, %3775
  %3781 = tail call float @llvm.fabs.f32(float %3780)
  %3782 = fcmp oeq float %3781, 0x7FF0000000000000
  %3783 = tail call float @llvm.fabs.f32(float %3775)
  %3784 = fcmp one float %3783, 0x7FF0000000000000
  %3785 = select i1 %3782, i1 %3784, i1 false
  %3786 = select i1 %3785, float 1.000000e+00, float 0.000000e+00
  %3787 = getelementptr inbounds float, ptr %scratch, i64 %feature208813
  store float %3777, ptr %3787, align 4
  %3788 = getelementptr float, ptr %3636, i64 %feature208813
  store float %3779, ptr %3788, align 4
  %3789 = getelementptr float, ptr %3637, i64 %feature208813
  store float %3775, ptr %3789, align 4
  %3790 = getelementptr float, ptr %3638, i64 %feature208813
  store float %3775, ptr %3790, align 4
  %3791 = getelementptr float, ptr %3639, i64 %feature208813
  store float %3786, ptr %3791, align 4
  %3792 = add nuw i64 %feature208813, 1
  %exitcond1088.not = icmp eq i64 %3792, %n_features
  br i1 %exitcond1088.not, label %feature.exit207, label %feature.body206, !llvm.loop !20

feature.exit207:                                  ; preds = %feature.body206, %middle.block3686
  br i1 %.not970, label %max_block.exit219, label %max_block.body218.preheader

max_block.body218.preheader:                      ; preds = %feature.exit207
  br i1 %3719, label %max_block.body218.epil.preheader, label %max_block.body218

max_block.body218:                                ; preds = %max_block.body218.preheader, %max_block.body218
  %max_block220816 = phi i64 [ %3814, %max_block.body218 ], [ 0, %max_block.body218.preheader ]
  %max_best214.0815 = phi <32 x float> [ %3809, %max_block.body218 ], [ splat (float 0xFFF0000000000000), %max_block.body218.preheader ]
  %max_index215.0814 = phi <32 x i64> [ %3813, %max_block.body218 ], [ zeroinitializer, %max_block.body218.preheader ]
  %niter4089 = phi i64 [ %niter4089.next.1, %max_block.body218 ], [ 0, %max_block.body218.preheader ]
  %3793 = getelementptr inbounds float, ptr %scratch, i64 %max_block220816
  %block221 = load <32 x float>, ptr %3793, align 4
  %3794 = fcmp ogt <32 x float> %block221, %max_best214.0815
  %3795 = fcmp uno <32 x float> %block221, zeroinitializer
  %3796 = fcmp ord <32 x float> %max_best214.0815, zeroinitializer
  %3797 = and <32 x i1> %3796, %3795
  %take222 = or <32 x i1> %3794, %3797
  %3798 = select <32 x i1> %take222, <32 x float> %block221, <32 x float> %max_best214.0815
  %3799 = insertelement <32 x i64> poison, i64 %max_block220816, i64 0
  %3800 = shufflevector <32 x i64> %3799, <32 x i64> poison, <32 x i32> zeroinitializer
  %3801 = or disjoint <32 x i64> %3800, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %3802 = select <32 x i1> %take222, <32 x i64> %3801, <32 x i64> %max_index215.0814
  %3803 = or disjoint i64 %max_block220816, 32
  %3804 = getelementptr inbounds float, ptr %scratch, i64 %3803
  %block221.1 = load <32 x float>, ptr %3804, align 4
  %3805 = fcmp ogt <32 x float> %block221.1, %3798
  %3806 = fcmp uno <32 x float> %block221.1, zeroinitializer
  %3807 = fcmp ord <32 x float> %3798, zeroinitializer
  %3808 = and <32 x i1> %3807, %3806
  %take222.1 = or <32 x i1> %3805, %3808
  %3809 = select <32 x i1> %take222.1, <32 x float> %block221.1, <32 x float> %3798
  %3810 = insertelement <32 x i64> poison, i64 %3803, i64 0
  %3811 = shufflevector <32 x i64> %3810, <32 x i64> poison, <32 x i32> zeroinitializer
  %3812 = or disjoint <32 x i64> %3811, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %3813 = select <32 x i1> %take222.1, <32 x i64> %3812, <32 x i64> %3802
  %3814 = add nuw i64 %max_block220816, 64
  %niter4089.next.1 = add i64 %niter4089, 2
  %niter4089.ncmp.1.not = icmp eq i64 %niter4089.next.1, %unroll_iter4088
  br i1 %niter4089.ncmp.1.not, label %max_block.exit219.loopexit.unr-lcssa, label %max_block.body218

max_block.exit219.loopexit.unr-lcssa:             ; preds = %max_block.body218
  br i1 %lcmp.mod4084.not, label %max_block.exit219, label %max_block.body218.epil.preheader

max_block.body218.epil.preheader:                 ; preds = %max_block.exit219.loopexit.unr-lcssa, %max_block.body218.preheader
  %max_block220816.epil.init = phi i64 [ 0, %max_block.body218.preheader ], [ %3814, %max_block.exit219.loopexit.unr-lcssa ]
  %max_best214.0815.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body218.preheader ], [ %3809, %max_block.exit219.loopexit.unr-lcssa ]
  %max_index215.0814.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body218.preheader ], [ %3813, %max_block.exit219.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4087)
  %3815 = getelementptr inbounds float, ptr %scratch, i64 %max_block220816.epil.init
  %block221.epil = load <32 x float>, ptr %3815, align 4
  %3816 = fcmp ogt <32 x float> %block221.epil, %max_best214.0815.epil.init
  %3817 = fcmp uno <32 x float> %block221.epil, zeroinitializer
  %3818 = fcmp ord <32 x float> %max_best214.0815.epil.init, zeroinitializer
  %3819 = and <32 x i1> %3818, %3817
  %take222.epil = or <32 x i1> %3816, %3819
  %3820 = select <32 x i1> %take222.epil, <32 x float> %block221.epil, <32 x float> %max_best214.0815.epil.init
  %3821 = insertelement <32 x i64> poison, i64 %max_block220816.epil.init, i64 0
  %3822 = shufflevector <32 x i64> %3821, <32 x i64> poison, <32 x i32> zeroinitializer
  %3823 = or disjoint <32 x i64> %3822, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %3824 = select <32 x i1> %take222.epil, <32 x i64> %3823, <32 x i64> %max_index215.0814.epil.init
  br label %max_block.exit219

max_block.exit219:                                ; preds = %max_block.body218.epil.preheader, %max_block.exit219.loopexit.unr-lcssa, %row.body, %feature.exit207
  %max_index215.0.lcssa = phi <32 x i64> [ zeroinitializer, %feature.exit207 ], [ zeroinitializer, %row.body ], [ %3813, %max_block.exit219.loopexit.unr-lcssa ], [ %3824, %max_block.body218.epil.preheader ]
  %max_best214.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %feature.exit207 ], [ splat (float 0xFFF0000000000000), %row.body ], [ %3809, %max_block.exit219.loopexit.unr-lcssa ], [ %3820, %max_block.body218.epil.preheader ]
  %3825 = extractelement <32 x float> %max_best214.0.lcssa, i64 0
  %3826 = extractelement <32 x i64> %max_index215.0.lcssa, i64 0
  %3827 = fcmp une float %3825, 0xFFF0000000000000
  %3828 = select i1 %3827, i64 %3826, i64 0
  %3829 = extractelement <32 x float> %max_best214.0.lcssa, i64 1
  %3830 = extractelement <32 x i64> %max_index215.0.lcssa, i64 1
  %3831 = fcmp uno float %3829, 0.000000e+00
  %3832 = fcmp ord float %3825, 0.000000e+00
  %3833 = icmp ult i64 %3830, %3828
  %3834 = fcmp ogt float %3829, %3825
  %3835 = fcmp oeq float %3829, %3825
  %3836 = or i1 %3832, %3833
  %3837 = and i1 %3835, %3833
  %3838 = or i1 %3834, %3837
  %3839 = select i1 %3831, i1 %3836, i1 %3838
  %3840 = select i1 %3839, float %3829, float %3825
  %3841 = select i1 %3839, i64 %3830, i64 %3828
  %3842 = extractelement <32 x float> %max_best214.0.lcssa, i64 2
  %3843 = extractelement <32 x i64> %max_index215.0.lcssa, i64 2
  %3844 = fcmp uno float %3842, 0.000000e+00
  %3845 = fcmp ord float %3840, 0.000000e+00
  %3846 = icmp ult i64 %3843, %3841
  %3847 = fcmp ogt float %3842, %3840
  %3848 = fcmp oeq float %3842, %3840
  %3849 = or i1 %3845, %3846
  %3850 = and i1 %3848, %3846
  %3851 = or i1 %3847, %3850
  %3852 = select i1 %3844, i1 %3849, i1 %3851
  %3853 = select i1 %3852, float %3842, float %3840
  %3854 = select i1 %3852, i64 %3843, i64 %3841
  %3855 = extractelement <32 x float> %max_best214.0.lcssa, i64 3
  %3856 = extractelement <32 x i64> %max_index215.0.lcssa, i64 3
  %3857 = fcmp uno float %3855, 0.000000e+00
  %3858 = fcmp ord float %3853, 0.000000e+00
  %3859 = icmp ult i64 %3856, %3854
  %3860 = fcmp ogt float %3855, %3853
  %3861 = fcmp oeq float %3855, %3853
  %3862 = or i1 %3858, %3859
  %3863 = and i1 %3861, %3859
  %3864 = or i1 %3860, %3863
  %3865 = select i1 %3857, i1 %3862, i1 %3864
  %3866 = select i1 %3865, float %3855, float %3853
  %3867 = select i1 %3865, i64 %3856, i64 %3854
  %3868 = extractelement <32 x float> %max_best214.0.lcssa, i64 4
  %3869 = extractelement <32 x i64> %max_index215.0.lcssa, i64 4
  %3870 = fcmp uno float %3868, 0.000000e+00
  %3871 = fcmp ord float %3866, 0.000000e+00
  %3872 = icmp ult i64 %3869, %3867
  %3873 = fcmp ogt float %3868, %3866
  %3874 = fcmp oeq float %3868, %3866
  %3875 = or i1 %3871, %3872
  %3876 = and i1 %3874, %3872
  %3877 = or i1 %3873, %3876
  %3878 = select i1 %3870, i1 %3875, i1 %3877
  %3879 = select i1 %3878, float %3868, float %3866
  %3880 = select i1 %3878, i64 %3869, i64 %3867
  %3881 = extractelement <32 x float> %max_best214.0.lcssa, i64 5
  %3882 = extractelement <32 x i64> %max_index215.0.lcssa, i64 5
  %3883 = fcmp uno float %3881, 0.000000e+00
  %3884 = fcmp ord float %3879, 0.000000e+00
  %3885 = icmp ult i64 %3882, %3880
  %3886 = fcmp ogt float %3881, %3879
  %3887 = fcmp oeq float %3881, %3879
  %3888 = or i1 %3884, %3885
  %3889 = and i1 %3887, %3885
  %3890 = or i1 %3886, %3889
  %3891 = select i1 %3883, i1 %3888, i1 %3890
  %3892 = select i1 %3891, float %3881, float %3879
  %3893 = select i1 %3891, i64 %3882, i64 %3880
  %3894 = extractelement <32 x float> %max_best214.0.lcssa, i64 6
  %3895 = extractelement <32 x i64> %max_index215.0.lcssa, i64 6
  %3896 = fcmp uno float %3894, 0.000000e+00
  %3897 = fcmp ord float %3892, 0.000000e+00
  %3898 = icmp ult i64 %3895, %3893
  %3899 = fcmp ogt float %3894, %3892
  %3900 = fcmp oeq float %3894, %3892
  %3901 = or i1 %3897, %3898
  %3902 = and i1 %3900, %3898
  %3903 = or i1 %3899, %3902
  %3904 = select i1 %3896, i1 %3901, i1 %3903
  %3905 = select i1 %3904, float %3894, float %3892
  %3906 = select i1 %3904, i64 %3895, i64 %3893
  %3907 = extractelement <32 x float> %max_best214.0.lcssa, i64 7
  %3908 = extractelement <32 x i64> %max_index215.0.lcssa, i64 7
  %3909 = fcmp uno float %3907, 0.000000e+00
  %3910 = fcmp ord float %3905, 0.000000e+00
  %3911 = icmp ult i64 %3908, %3906
  %3912 = fcmp ogt float %3907, %3905
  %3913 = fcmp oeq float %3907, %3905
  %3914 = or i1 %3910, %3911
  %3915 = and i1 %3913, %3911
  %3916 = or i1 %3912, %3915
  %3917 = select i1 %3909, i1 %3914, i1 %3916
  %3918 = select i1 %3917, float %3907, float %3905
  %3919 = select i1 %3917, i64 %3908, i64 %3906
  %3920 = extractelement <32 x float> %max_best214.0.lcssa, i64 8
  %3921 = extractelement <32 x i64> %max_index215.0.lcssa, i64 8
  %3922 = fcmp uno float %3920, 0.000000e+00
  %3923 = fcmp ord float %3918, 0.000000e+00
  %3924 = icmp ult i64 %3921, %3919
  %3925 = fcmp ogt float %3920, %3918
  %3926 = fcmp oeq float %3920, %3918
  %3927 = or i1 %3923, %3924
  %3928 = and i1 %3926, %3924
  %3929 = or i1 %3925, %3928
  %3930 = select i1 %3922, i1 %3927, i1 %3929
  %3931 = select i1 %3930, float %3920, float %3918
  %3932 = select i1 %3930, i64 %3921, i64 %3919
  %3933 = extractelement <32 x float> %max_best214.0.lcssa, i64 9
  %3934 = extractelement <32 x i64> %max_index215.0.lcssa, i64 9
  %3935 = fcmp uno float %3933, 0.000000e+00
  %3936 = fcmp ord float %3931, 0.000000e+00
  %3937 = icmp ult i64 %3934, %3932
  %3938 = fcmp ogt float %3933, %3931
  %3939 = fcmp oeq float %3933, %3931
  %3940 = or i1 %3936, %3937
  %3941 = and i1 %3939, %3937
  %3942 = or i1 %3938, %3941
  %3943 = select i1 %3935, i1 %3940, i1 %3942
  %3944 = select i1 %3943, float %3933, float %3931
  %3945 = select i1 %3943, i64 %3934, i64 %3932
  %3946 = extractelement <32 x float> %max_best214.0.lcssa, i64 10
  %3947 = extractelement <32 x i64> %max_index215.0.lcssa, i64 10
  %3948 = fcmp uno float %3946, 0.000000e+00
  %3949 = fcmp ord float %3944, 0.000000e+00
  %3950 = icmp ult i64 %3947, %3945
  %3951 = fcmp ogt float %3946, %3944
  %3952 = fcmp oeq float %3946, %3944
  %3953 = or i1 %3949, %3950
  %3954 = and i1 %3952, %3950
  %3955 = or i1 %3951, %3954
  %3956 = select i1 %3948, i1 %3953, i1 %3955
  %3957 = select i1 %3956, float %3946, float %3944
  %3958 = select i1 %3956, i64 %3947, i64 %3945
  %3959 = extractelement <32 x float> %max_best214.0.lcssa, i64 11
  %3960 = extractelement <32 x i64> %max_index215.0.lcssa, i64 11
  %3961 = fcmp uno float %3959, 0.000000e+00
  %3962 = fcmp ord float %3957, 0.000000e+00
  %3963 = icmp ult i64 %3960, %3958
  %3964 = fcmp ogt float %3959, %3957
  %3965 = fcmp oeq float %3959, %3957
  %3966 = or i1 %3962, %3963
  %3967 = and i1 %3965, %3963
  %3968 = or i1 %3964, %3967
  %3969 = select i1 %3961, i1 %3966, i1 %3968
  %3970 = select i1 %3969, float %3959, float %3957
  %3971 = select i1 %3969, i64 %3960, i64 %3958
  %3972 = extractelement <32 x float> %max_best214.0.lcssa, i64 12
  %3973 = extractelement <32 x i64> %max_index215.0.lcssa, i64 12
  %3974 = fcmp uno float %3972, 0.000000e+00
  %3975 = fcmp ord float %3970, 0.000000e+00
  %3976 = icmp ult i64 %3973, %3971
  %3977 = fcmp ogt float %3972, %3970
  %3978 = fcmp oeq float %3972, %3970
  %3979 = or i1 %3975, %3976
  %3980 = and i1 %3978, %3976
  %3981 = or i1 %3977, %3980
  %3982 = select i1 %3974, i1 %3979, i1 %3981
  %3983 = select i1 %3982, float %3972, float %3970
  %3984 = select i1 %3982, i64 %3973, i64 %3971
  %3985 = extractelement <32 x float> %max_best214.0.lcssa, i64 13
  %3986 = extractelement <32 x i64> %max_index215.0.lcssa, i64 13
  %3987 = fcmp uno float %3985, 0.000000e+00
  %3988 = fcmp ord float %3983, 0.000000e+00
  %3989 = icmp ult i64 %3986, %3984
  %3990 = fcmp ogt float %3985, %3983
  %3991 = fcmp oeq float %3985, %3983
  %3992 = or i1 %3988, %3989
  %3993 = and i1 %3991, %3989
  %3994 = or i1 %3990, %3993
  %3995 = select i1 %3987, i1 %3992, i1 %3994
  %3996 = select i1 %3995, float %3985, float %3983
  %3997 = select i1 %3995, i64 %3986, i64 %3984
  %3998 = extractelement <32 x float> %max_best214.0.lcssa, i64 14
  %3999 = extractelement <32 x i64> %max_index215.0.lcssa, i64 14
  %4000 = fcmp uno float %3998, 0.000000e+00
  %4001 = fcmp ord float %3996, 0.000000e+00
  %4002 = icmp ult i64 %3999, %3997
  %4003 = fcmp ogt float %3998, %3996
  %4004 = fcmp oeq float %3998, %3996
  %4005 = or i1 %4001, %4002
  %4006 = and i1 %4004, %4002
  %4007 = or i1 %4003, %4006
  %4008 = select i1 %4000, i1 %4005, i1 %4007
  %4009 = select i1 %4008, float %3998, float %3996
  %4010 = select i1 %4008, i64 %3999, i64 %3997
  %4011 = extractelement <32 x float> %max_best214.0.lcssa, i64 15
  %4012 = extractelement <32 x i64> %max_index215.0.lcssa, i64 15
  %4013 = fcmp uno float %4011, 0.000000e+00
  %4014 = fcmp ord float %4009, 0.000000e+00
  %4015 = icmp ult i64 %4012, %4010
  %4016 = fcmp ogt float %4011, %4009
  %4017 = fcmp oeq float %4011, %4009
  %4018 = or i1 %4014, %4015
  %4019 = and i1 %4017, %4015
  %4020 = or i1 %4016, %4019
  %4021 = select i1 %4013, i1 %4018, i1 %4020
  %4022 = select i1 %4021, float %4011, float %4009
  %4023 = select i1 %4021, i64 %4012, i64 %4010
  %4024 = extractelement <32 x float> %max_best214.0.lcssa, i64 16
  %4025 = extractelement <32 x i64> %max_index215.0.lcssa, i64 16
  %4026 = fcmp uno float %4024, 0.000000e+00
  %4027 = fcmp ord float %4022, 0.000000e+00
  %4028 = icmp ult i64 %4025, %4023
  %4029 = fcmp ogt float %4024, %4022
  %4030 = fcmp oeq float %4024, %4022
  %4031 = or i1 %4027, %4028
  %4032 = and i1 %4030, %4028
  %4033 = or i1 %4029, %4032
  %4034 = select i1 %4026, i1 %4031, i1 %4033
  %4035 = select i1 %4034, float %4024, float %4022
  %4036 = select i1 %4034, i64 %4025, i64 %4023
  %4037 = extractelement <32 x float> %max_best214.0.lcssa, i64 17
  %4038 = extractelement <32 x i64> %max_index215.0.lcssa, i64 17
  %4039 = fcmp uno float %4037, 0.000000e+00
  %4040 = fcmp ord float %4035, 0.000000e+00
  %4041 = icmp ult i64 %4038, %4036
  %4042 = fcmp ogt float %4037, %4035
  %4043 = fcmp oeq float %4037, %4035
  %4044 = or i1 %4040, %4041
  %4045 = and i1 %4043, %4041
  %4046 = or i1 %4042, %4045
  %4047 = select i1 %4039, i1 %4044, i1 %4046
  %4048 = select i1 %4047, float %4037, float %4035
  %4049 = select i1 %4047, i64 %4038, i64 %4036
  %4050 = extractelement <32 x float> %max_best214.0.lcssa, i64 18
  %4051 = extractelement <32 x i64> %max_index215.0.lcssa, i64 18
  %4052 = fcmp uno float %4050, 0.000000e+00
  %4053 = fcmp ord float %4048, 0.000000e+00
  %4054 = icmp ult i64 %4051, %4049
  %4055 = fcmp ogt float %4050, %4048
  %4056 = fcmp oeq float %4050, %4048
  %4057 = or i1 %4053, %4054
  %4058 = and i1 %4056, %4054
  %4059 = or i1 %4055, %4058
  %4060 = select i1 %4052, i1 %4057, i1 %4059
  %4061 = select i1 %4060, float %4050, float %4048
  %4062 = select i1 %4060, i64 %4051, i64 %4049
  %4063 = extractelement <32 x float> %max_best214.0.lcssa, i64 19
  %4064 = extractelement <32 x i64> %max_index215.0.lcssa, i64 19
  %4065 = fcmp uno float %4063, 0.000000e+00
  %4066 = fcmp ord float %4061, 0.000000e+00
  %4067 = icmp ult i64 %4064, %4062
  %4068 = fcmp ogt float %4063, %4061
  %4069 = fcmp oeq float %4063, %4061
  %4070 = or i1 %4066, %4067
  %4071 = and i1 %4069, %4067
  %4072 = or i1 %4068, %4071
  %4073 = select i1 %4065, i1 %4070, i1 %4072
  %4074 = select i1 %4073, float %4063, float %4061
  %4075 = select i1 %4073, i64 %4064, i64 %4062
  %4076 = extractelement <32 x float> %max_best214.0.lcssa, i64 20
  %4077 = extractelement <32 x i64> %max_index215.0.lcssa, i64 20
  %4078 = fcmp uno float %4076, 0.000000e+00
  %4079 = fcmp ord float %4074, 0.000000e+00
  %4080 = icmp ult i64 %4077, %4075
  %4081 = fcmp ogt float %4076, %4074
  %4082 = fcmp oeq float %4076, %4074
  %4083 = or i1 %4079, %4080
  %4084 = and i1 %4082, %4080
  %4085 = or i1 %4081, %4084
  %4086 = select i1 %4078, i1 %4083, i1 %4085
  %4087 = select i1 %4086, float %4076, float %4074
  %4088 = select i1 %4086, i64 %4077, i64 %4075
  %4089 = extractelement <32 x float> %max_best214.0.lcssa, i64 21
  %4090 = extractelement <32 x i64> %max_index215.0.lcssa, i64 21
  %4091 = fcmp uno float %4089, 0.000000e+00
  %4092 = fcmp ord float %4087, 0.000000e+00
  %4093 = icmp ult i64 %4090, %4088
  %4094 = fcmp ogt float %4089, %4087
  %4095 = fcmp oeq float %4089, %4087
  %4096 = or i1 %4092, %4093
  %4097 = and i1 %4095, %4093
  %4098 = or i1 %4094, %4097
  %4099 = select i1 %4091, i1 %4096, i1 %4098
  %4100 = select i1 %4099, float %4089, float %4087
  %4101 = select i1 %4099, i64 %4090, i64 %4088
  %4102 = extractelement <32 x float> %max_best214.0.lcssa, i64 22
  %4103 = extractelement <32 x i64> %max_index215.0.lcssa, i64 22
  %4104 = fcmp uno float %4102, 0.000000e+00
  %4105 = fcmp ord float %4100, 0.000000e+00
  %4106 = icmp ult i64 %4103, %4101
  %4107 = fcmp ogt float %4102, %4100
  %4108 = fcmp oeq float %4102, %4100
  %4109 = or i1 %4105, %4106
  %4110 = and i1 %4108, %4106
  %4111 = or i1 %4107, %4110
  %4112 = select i1 %4104, i1 %4109, i1 %4111
  %4113 = select i1 %4112, float %4102, float %4100
  %4114 = select i1 %4112, i64 %4103, i64 %4101
  %4115 = extractelement <32 x float> %max_best214.0.lcssa, i64 23
  %4116 = extractelement <32 x i64> %max_index215.0.lcssa, i64 23
  %4117 = fcmp uno float %4115, 0.000000e+00
  %4118 = fcmp ord float %4113, 0.000000e+00
  %4119 = icmp ult i64 %4116, %4114
  %4120 = fcmp ogt float %4115, %4113
  %4121 = fcmp oeq float %4115, %4113
  %4122 = or i1 %4118, %4119
  %4123 = and i1 %4121, %4119
  %4124 = or i1 %4120, %4123
  %4125 = select i1 %4117, i1 %4122, i1 %4124
  %4126 = select i1 %4125, float %4115, float %4113
  %4127 = select i1 %4125, i64 %4116, i64 %4114
  %4128 = extractelement <32 x float> %max_best214.0.lcssa, i64 24
  %4129 = extractelement <32 x i64> %max_index215.0.lcssa, i64 24
  %4130 = fcmp uno float %4128, 0.000000e+00
  %4131 = fcmp ord float %4126, 0.000000e+00
  %4132 = icmp ult i64 %4129, %4127
  %4133 = fcmp ogt float %4128, %4126
  %4134 = fcmp oeq float %4128, %4126
  %4135 = or i1 %4131, %4132
  %4136 = and i1 %4134, %4132
  %4137 = or i1 %4133, %4136
  %4138 = select i1 %4130, i1 %4135, i1 %4137
  %4139 = select i1 %4138, float %4128, float %4126
  %4140 = select i1 %4138, i64 %4129, i64 %4127
  %4141 = extractelement <32 x float> %max_best214.0.lcssa, i64 25
  %4142 = extractelement <32 x i64> %max_index215.0.lcssa, i64 25
  %4143 = fcmp uno float %4141, 0.000000e+00
  %4144 = fcmp ord float %4139, 0.000000e+00
  %4145 = icmp ult i64 %4142, %4140
  %4146 = fcmp ogt float %4141, %4139
  %4147 = fcmp oeq float %4141, %4139
  %4148 = or i1 %4144, %4145
  %4149 = and i1 %4147, %4145
  %4150 = or i1 %4146, %4149
  %4151 = select i1 %4143, i1 %4148, i1 %4150
  %4152 = select i1 %4151, float %4141, float %4139
  %4153 = select i1 %4151, i64 %4142, i64 %4140
  %4154 = extractelement <32 x float> %max_best214.0.lcssa, i64 26
  %4155 = extractelement <32 x i64> %max_index215.0.lcssa, i64 26
  %4156 = fcmp uno float %4154, 0.000000e+00
  %4157 = fcmp ord float %4152, 0.000000e+00
  %4158 = icmp ult i64 %4155, %4153
  %4159 = fcmp ogt float %4154, %4152
  %4160 = fcmp oeq float %4154, %4152
  %4161 = or i1 %4157, %4158
  %4162 = and i1 %4160, %4158
  %4163 = or i1 %4159, %4162
  %4164 = select i1 %4156, i1 %4161, i1 %4163
  %4165 = select i1 %4164, float %4154, float %4152
  %4166 = select i1 %4164, i64 %4155, i64 %4153
  %4167 = extractelement <32 x float> %max_best214.0.lcssa, i64 27
  %4168 = extractelement <32 x i64> %max_index215.0.lcssa, i64 27
  %4169 = fcmp uno float %4167, 0.000000e+00
  %4170 = fcmp ord float %4165, 0.000000e+00
  %4171 = icmp ult i64 %4168, %4166
  %4172 = fcmp ogt float %4167, %4165
  %4173 = fcmp oeq float %4167, %4165
  %4174 = or i1 %4170, %4171
  %4175 = and i1 %4173, %4171
  %4176 = or i1 %4172, %4175
  %4177 = select i1 %4169, i1 %4174, i1 %4176
  %4178 = select i1 %4177, float %4167, float %4165
  %4179 = select i1 %4177, i64 %4168, i64 %4166
  %4180 = extractelement <32 x float> %max_best214.0.lcssa, i64 28
  %4181 = extractelement <32 x i64> %max_index215.0.lcssa, i64 28
  %4182 = fcmp uno float %4180, 0.000000e+00
  %4183 = fcmp ord float %4178, 0.000000e+00
  %4184 = icmp ult i64 %4181, %4179
  %4185 = fcmp ogt float %4180, %4178
  %4186 = fcmp oeq float %4180, %4178
  %4187 = or i1 %4183, %4184
  %4188 = and i1 %4186, %4184
  %4189 = or i1 %4185, %4188
  %4190 = select i1 %4182, i1 %4187, i1 %4189
  %4191 = select i1 %4190, float %4180, float %4178
  %4192 = select i1 %4190, i64 %4181, i64 %4179
  %4193 = extractelement <32 x float> %max_best214.0.lcssa, i64 29
  %4194 = extractelement <32 x i64> %max_index215.0.lcssa, i64 29
  %4195 = fcmp uno float %4193, 0.000000e+00
  %4196 = fcmp ord float %4191, 0.000000e+00
  %4197 = icmp ult i64 %4194, %4192
  %4198 = fcmp ogt float %4193, %4191
  %4199 = fcmp oeq float %4193, %4191
  %4200 = or i1 %4196, %4197
  %4201 = and i1 %4199, %4197
  %4202 = or i1 %4198, %4201
  %4203 = select i1 %4195, i1 %4200, i1 %4202
  %4204 = select i1 %4203, float %4193, float %4191
  %4205 = select i1 %4203, i64 %4194, i64 %4192
  %4206 = extractelement <32 x float> %max_best214.0.lcssa, i64 30
  %4207 = extractelement <32 x i64> %max_index215.0.lcssa, i64 30
  %4208 = fcmp uno float %4206, 0.000000e+00
  %4209 = fcmp ord float %4204, 0.000000e+00
  %4210 = icmp ult i64 %4207, %4205
  %4211 = fcmp ogt float %4206, %4204
  %4212 = fcmp oeq float %4206, %4204
  %4213 = or i1 %4209, %4210
  %4214 = and i1 %4212, %4210
  %4215 = or i1 %4211, %4214
  %4216 = select i1 %4208, i1 %4213, i1 %4215
  %4217 = select i1 %4216, float %4206, float %4204
  %4218 = select i1 %4216, i64 %4207, i64 %4205
  %4219 = extractelement <32 x float> %max_best214.0.lcssa, i64 31
  %4220 = extractelement <32 x i64> %max_index215.0.lcssa, i64 31
  %4221 = fcmp uno float %4219, 0.000000e+00
  %4222 = fcmp ord float %4217, 0.000000e+00
  %4223 = icmp ult i64 %4220, %4218
  %4224 = fcmp ogt float %4219, %4217
  %4225 = fcmp oeq float %4219, %4217
  %4226 = or i1 %4222, %4223
  %4227 = and i1 %4225, %4223
  %4228 = or i1 %4224, %4227
  %4229 = select i1 %4221, i1 %4226, i1 %4228
  %4230 = select i1 %4229, float %4219, float %4217
  br i1 %.not971, label %max_block.header236.preheader, label %fold_tail.body224

max_block.header236.preheader:                    ; preds = %fold_tail.body224, %max_block.exit219
  %fold_value209.0.lcssa = phi float [ %4230, %max_block.exit219 ], [ %4237, %fold_tail.body224 ]
  br i1 %.not970, label %max_block.exit238, label %max_block.body237.preheader

max_block.body237.preheader:                      ; preds = %max_block.header236.preheader
  br i1 %3720, label %max_block.body237.epil.preheader, label %max_block.body237

fold_tail.body224:                                ; preds = %max_block.exit219, %fold_tail.body224
  %fold_tail226821 = phi i64 [ %4238, %fold_tail.body224 ], [ %blocks_end216, %max_block.exit219 ]
  %fold_value209.0820 = phi float [ %4237, %fold_tail.body224 ], [ %4230, %max_block.exit219 ]
  %4231 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail226821
  %4232 = load float, ptr %4231, align 4
  %4233 = fcmp ogt float %4232, %fold_value209.0820
  %4234 = fcmp uno float %4232, 0.000000e+00
  %4235 = fcmp ord float %fold_value209.0820, 0.000000e+00
  %4236 = and i1 %4235, %4234
  %take227 = or i1 %4233, %4236
  %4237 = select i1 %take227, float %4232, float %fold_value209.0820
  %4238 = add nuw i64 %fold_tail226821, 1
  %4239 = icmp ult i64 %4238, %n_features
  br i1 %4239, label %fold_tail.body224, label %max_block.header236.preheader

max_block.body237:                                ; preds = %max_block.body237.preheader, %max_block.body237
  %max_block239825 = phi i64 [ %4261, %max_block.body237 ], [ 0, %max_block.body237.preheader ]
  %max_best233.0824 = phi <32 x float> [ %4256, %max_block.body237 ], [ splat (float 0xFFF0000000000000), %max_block.body237.preheader ]
  %max_index234.0823 = phi <32 x i64> [ %4260, %max_block.body237 ], [ zeroinitializer, %max_block.body237.preheader ]
  %niter4097 = phi i64 [ %niter4097.next.1, %max_block.body237 ], [ 0, %max_block.body237.preheader ]
  %4240 = getelementptr inbounds float, ptr %3636, i64 %max_block239825
  %block240 = load <32 x float>, ptr %4240, align 4
  %4241 = fcmp ogt <32 x float> %block240, %max_best233.0824
  %4242 = fcmp uno <32 x float> %block240, zeroinitializer
  %4243 = fcmp ord <32 x float> %max_best233.0824, zeroinitializer
  %4244 = and <32 x i1> %4243, %4242
  %take241 = or <32 x i1> %4241, %4244
  %4245 = select <32 x i1> %take241, <32 x float> %block240, <32 x float> %max_best233.0824
  %4246 = insertelement <32 x i64> poison, i64 %max_block239825, i64 0
  %4247 = shufflevector <32 x i64> %4246, <32 x i64> poison, <32 x i32> zeroinitializer
  %4248 = or disjoint <32 x i64> %4247, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4249 = select <32 x i1> %take241, <32 x i64> %4248, <32 x i64> %max_index234.0823
  %4250 = or disjoint i64 %max_block239825, 32
  %4251 = getelementptr inbounds float, ptr %3636, i64 %4250
  %block240.1 = load <32 x float>, ptr %4251, align 4
  %4252 = fcmp ogt <32 x float> %block240.1, %4245
  %4253 = fcmp uno <32 x float> %block240.1, zeroinitializer
  %4254 = fcmp ord <32 x float> %4245, zeroinitializer
  %4255 = and <32 x i1> %4254, %4253
  %take241.1 = or <32 x i1> %4252, %4255
  %4256 = select <32 x i1> %take241.1, <32 x float> %block240.1, <32 x float> %4245
  %4257 = insertelement <32 x i64> poison, i64 %4250, i64 0
  %4258 = shufflevector <32 x i64> %4257, <32 x i64> poison, <32 x i32> zeroinitializer
  %4259 = or disjoint <32 x i64> %4258, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4260 = select <32 x i1> %take241.1, <32 x i64> %4259, <32 x i64> %4249
  %4261 = add nuw i64 %max_block239825, 64
  %niter4097.next.1 = add i64 %niter4097, 2
  %niter4097.ncmp.1.not = icmp eq i64 %niter4097.next.1, %unroll_iter4096
  br i1 %niter4097.ncmp.1.not, label %max_block.exit238.loopexit.unr-lcssa, label %max_block.body237

max_block.exit238.loopexit.unr-lcssa:             ; preds = %max_block.body237
  br i1 %lcmp.mod4092.not, label %max_block.exit238, label %max_block.body237.epil.preheader

max_block.body237.epil.preheader:                 ; preds = %max_block.exit238.loopexit.unr-lcssa, %max_block.body237.preheader
  %max_block239825.epil.init = phi i64 [ 0, %max_block.body237.preheader ], [ %4261, %max_block.exit238.loopexit.unr-lcssa ]
  %max_best233.0824.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body237.preheader ], [ %4256, %max_block.exit238.loopexit.unr-lcssa ]
  %max_index234.0823.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body237.preheader ], [ %4260, %max_block.exit238.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4095)
  %4262 = getelementptr inbounds float, ptr %3636, i64 %max_block239825.epil.init
  %block240.epil = load <32 x float>, ptr %4262, align 4
  %4263 = fcmp ogt <32 x float> %block240.epil, %max_best233.0824.epil.init
  %4264 = fcmp uno <32 x float> %block240.epil, zeroinitializer
  %4265 = fcmp ord <32 x float> %max_best233.0824.epil.init, zeroinitializer
  %4266 = and <32 x i1> %4265, %4264
  %take241.epil = or <32 x i1> %4263, %4266
  %4267 = select <32 x i1> %take241.epil, <32 x float> %block240.epil, <32 x float> %max_best233.0824.epil.init
  %4268 = insertelement <32 x i64> poison, i64 %max_block239825.epil.init, i64 0
  %4269 = shufflevector <32 x i64> %4268, <32 x i64> poison, <32 x i32> zeroinitializer
  %4270 = or disjoint <32 x i64> %4269, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4271 = select <32 x i1> %take241.epil, <32 x i64> %4270, <32 x i64> %max_index234.0823.epil.init
  br label %max_block.exit238

max_block.exit238:                                ; preds = %max_block.body237.epil.preheader, %max_block.exit238.loopexit.unr-lcssa, %max_block.header236.preheader
  %max_index234.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header236.preheader ], [ %4260, %max_block.exit238.loopexit.unr-lcssa ], [ %4271, %max_block.body237.epil.preheader ]
  %max_best233.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header236.preheader ], [ %4256, %max_block.exit238.loopexit.unr-lcssa ], [ %4267, %max_block.body237.epil.preheader ]
  %4272 = extractelement <32 x float> %max_best233.0.lcssa, i64 0
  %4273 = extractelement <32 x i64> %max_index234.0.lcssa, i64 0
  %4274 = fcmp une float %4272, 0xFFF0000000000000
  %4275 = select i1 %4274, i64 %4273, i64 0
  %4276 = extractelement <32 x float> %max_best233.0.lcssa, i64 1
  %4277 = extractelement <32 x i64> %max_index234.0.lcssa, i64 1
  %4278 = fcmp uno float %4276, 0.000000e+00
  %4279 = fcmp ord float %4272, 0.000000e+00
  %4280 = icmp ult i64 %4277, %4275
  %4281 = fcmp ogt float %4276, %4272
  %4282 = fcmp oeq float %4276, %4272
  %4283 = or i1 %4279, %4280
  %4284 = and i1 %4282, %4280
  %4285 = or i1 %4281, %4284
  %4286 = select i1 %4278, i1 %4283, i1 %4285
  %4287 = select i1 %4286, float %4276, float %4272
  %4288 = select i1 %4286, i64 %4277, i64 %4275
  %4289 = extractelement <32 x float> %max_best233.0.lcssa, i64 2
  %4290 = extractelement <32 x i64> %max_index234.0.lcssa, i64 2
  %4291 = fcmp uno float %4289, 0.000000e+00
  %4292 = fcmp ord float %4287, 0.000000e+00
  %4293 = icmp ult i64 %4290, %4288
  %4294 = fcmp ogt float %4289, %4287
  %4295 = fcmp oeq float %4289, %4287
  %4296 = or i1 %4292, %4293
  %4297 = and i1 %4295, %4293
  %4298 = or i1 %4294, %4297
  %4299 = select i1 %4291, i1 %4296, i1 %4298
  %4300 = select i1 %4299, float %4289, float %4287
  %4301 = select i1 %4299, i64 %4290, i64 %4288
  %4302 = extractelement <32 x float> %max_best233.0.lcssa, i64 3
  %4303 = extractelement <32 x i64> %max_index234.0.lcssa, i64 3
  %4304 = fcmp uno float %4302, 0.000000e+00
  %4305 = fcmp ord float %4300, 0.000000e+00
  %4306 = icmp ult i64 %4303, %4301
  %4307 = fcmp ogt float %4302, %4300
  %4308 = fcmp oeq float %4302, %4300
  %4309 = or i1 %4305, %4306
  %4310 = and i1 %4308, %4306
  %4311 = or i1 %4307, %4310
  %4312 = select i1 %4304, i1 %4309, i1 %4311
  %4313 = select i1 %4312, float %4302, float %4300
  %4314 = select i1 %4312, i64 %4303, i64 %4301
  %4315 = extractelement <32 x float> %max_best233.0.lcssa, i64 4
  %4316 = extractelement <32 x i64> %max_index234.0.lcssa, i64 4
  %4317 = fcmp uno float %4315, 0.000000e+00
  %4318 = fcmp ord float %4313, 0.000000e+00
  %4319 = icmp ult i64 %4316, %4314
  %4320 = fcmp ogt float %4315, %4313
  %4321 = fcmp oeq float %4315, %4313
  %4322 = or i1 %4318, %4319
  %4323 = and i1 %4321, %4319
  %4324 = or i1 %4320, %4323
  %4325 = select i1 %4317, i1 %4322, i1 %4324
  %4326 = select i1 %4325, float %4315, float %4313
  %4327 = select i1 %4325, i64 %4316, i64 %4314
  %4328 = extractelement <32 x float> %max_best233.0.lcssa, i64 5
  %4329 = extractelement <32 x i64> %max_index234.0.lcssa, i64 5
  %4330 = fcmp uno float %4328, 0.000000e+00
  %4331 = fcmp ord float %4326, 0.000000e+00
  %4332 = icmp ult i64 %4329, %4327
  %4333 = fcmp ogt float %4328, %4326
  %4334 = fcmp oeq float %4328, %4326
  %4335 = or i1 %4331, %4332
  %4336 = and i1 %4334, %4332
  %4337 = or i1 %4333, %4336
  %4338 = select i1 %4330, i1 %4335, i1 %4337
  %4339 = select i1 %4338, float %4328, float %4326
  %4340 = select i1 %4338, i64 %4329, i64 %4327
  %4341 = extractelement <32 x float> %max_best233.0.lcssa, i64 6
  %4342 = extractelement <32 x i64> %max_index234.0.lcssa, i64 6
  %4343 = fcmp uno float %4341, 0.000000e+00
  %4344 = fcmp ord float %4339, 0.000000e+00
  %4345 = icmp ult i64 %4342, %4340
  %4346 = fcmp ogt float %4341, %4339
  %4347 = fcmp oeq float %4341, %4339
  %4348 = or i1 %4344, %4345
  %4349 = and i1 %4347, %4345
  %4350 = or i1 %4346, %4349
  %4351 = select i1 %4343, i1 %4348, i1 %4350
  %4352 = select i1 %4351, float %4341, float %4339
  %4353 = select i1 %4351, i64 %4342, i64 %4340
  %4354 = extractelement <32 x float> %max_best233.0.lcssa, i64 7
  %4355 = extractelement <32 x i64> %max_index234.0.lcssa, i64 7
  %4356 = fcmp uno float %4354, 0.000000e+00
  %4357 = fcmp ord float %4352, 0.000000e+00
  %4358 = icmp ult i64 %4355, %4353
  %4359 = fcmp ogt float %4354, %4352
  %4360 = fcmp oeq float %4354, %4352
  %4361 = or i1 %4357, %4358
  %4362 = and i1 %4360, %4358
  %4363 = or i1 %4359, %4362
  %4364 = select i1 %4356, i1 %4361, i1 %4363
  %4365 = select i1 %4364, float %4354, float %4352
  %4366 = select i1 %4364, i64 %4355, i64 %4353
  %4367 = extractelement <32 x float> %max_best233.0.lcssa, i64 8
  %4368 = extractelement <32 x i64> %max_index234.0.lcssa, i64 8
  %4369 = fcmp uno float %4367, 0.000000e+00
  %4370 = fcmp ord float %4365, 0.000000e+00
  %4371 = icmp ult i64 %4368, %4366
  %4372 = fcmp ogt float %4367, %4365
  %4373 = fcmp oeq float %4367, %4365
  %4374 = or i1 %4370, %4371
  %4375 = and i1 %4373, %4371
  %4376 = or i1 %4372, %4375
  %4377 = select i1 %4369, i1 %4374, i1 %4376
  %4378 = select i1 %4377, float %4367, float %4365
  %4379 = select i1 %4377, i64 %4368, i64 %4366
  %4380 = extractelement <32 x float> %max_best233.0.lcssa, i64 9
  %4381 = extractelement <32 x i64> %max_index234.0.lcssa, i64 9
  %4382 = fcmp uno float %4380, 0.000000e+00
  %4383 = fcmp ord float %4378, 0.000000e+00
  %4384 = icmp ult i64 %4381, %4379
  %4385 = fcmp ogt float %4380, %4378
  %4386 = fcmp oeq float %4380, %4378
  %4387 = or i1 %4383, %4384
  %4388 = and i1 %4386, %4384
  %4389 = or i1 %4385, %4388
  %4390 = select i1 %4382, i1 %4387, i1 %4389
  %4391 = select i1 %4390, float %4380, float %4378
  %4392 = select i1 %4390, i64 %4381, i64 %4379
  %4393 = extractelement <32 x float> %max_best233.0.lcssa, i64 10
  %4394 = extractelement <32 x i64> %max_index234.0.lcssa, i64 10
  %4395 = fcmp uno float %4393, 0.000000e+00
  %4396 = fcmp ord float %4391, 0.000000e+00
  %4397 = icmp ult i64 %4394, %4392
  %4398 = fcmp ogt float %4393, %4391
  %4399 = fcmp oeq float %4393, %4391
  %4400 = or i1 %4396, %4397
  %4401 = and i1 %4399, %4397
  %4402 = or i1 %4398, %4401
  %4403 = select i1 %4395, i1 %4400, i1 %4402
  %4404 = select i1 %4403, float %4393, float %4391
  %4405 = select i1 %4403, i64 %4394, i64 %4392
  %4406 = extractelement <32 x float> %max_best233.0.lcssa, i64 11
  %4407 = extractelement <32 x i64> %max_index234.0.lcssa, i64 11
  %4408 = fcmp uno float %4406, 0.000000e+00
  %4409 = fcmp ord float %4404, 0.000000e+00
  %4410 = icmp ult i64 %4407, %4405
  %4411 = fcmp ogt float %4406, %4404
  %4412 = fcmp oeq float %4406, %4404
  %4413 = or i1 %4409, %4410
  %4414 = and i1 %4412, %4410
  %4415 = or i1 %4411, %4414
  %4416 = select i1 %4408, i1 %4413, i1 %4415
  %4417 = select i1 %4416, float %4406, float %4404
  %4418 = select i1 %4416, i64 %4407, i64 %4405
  %4419 = extractelement <32 x float> %max_best233.0.lcssa, i64 12
  %4420 = extractelement <32 x i64> %max_index234.0.lcssa, i64 12
  %4421 = fcmp uno float %4419, 0.000000e+00
  %4422 = fcmp ord float %4417, 0.000000e+00
  %4423 = icmp ult i64 %4420, %4418
  %4424 = fcmp ogt float %4419, %4417
  %4425 = fcmp oeq float %4419, %4417
  %4426 = or i1 %4422, %4423
  %4427 = and i1 %4425, %4423
  %4428 = or i1 %4424, %4427
  %4429 = select i1 %4421, i1 %4426, i1 %4428
  %4430 = select i1 %4429, float %4419, float %4417
  %4431 = select i1 %4429, i64 %4420, i64 %4418
  %4432 = extractelement <32 x float> %max_best233.0.lcssa, i64 13
  %4433 = extractelement <32 x i64> %max_index234.0.lcssa, i64 13
  %4434 = fcmp uno float %4432, 0.000000e+00
  %4435 = fcmp ord float %4430, 0.000000e+00
  %4436 = icmp ult i64 %4433, %4431
  %4437 = fcmp ogt float %4432, %4430
  %4438 = fcmp oeq float %4432, %4430
  %4439 = or i1 %4435, %4436
  %4440 = and i1 %4438, %4436
  %4441 = or i1 %4437, %4440
  %4442 = select i1 %4434, i1 %4439, i1 %4441
  %4443 = select i1 %4442, float %4432, float %4430
  %4444 = select i1 %4442, i64 %4433, i64 %4431
  %4445 = extractelement <32 x float> %max_best233.0.lcssa, i64 14
  %4446 = extractelement <32 x i64> %max_index234.0.lcssa, i64 14
  %4447 = fcmp uno float %4445, 0.000000e+00
  %4448 = fcmp ord float %4443, 0.000000e+00
  %4449 = icmp ult i64 %4446, %4444
  %4450 = fcmp ogt float %4445, %4443
  %4451 = fcmp oeq float %4445, %4443
  %4452 = or i1 %4448, %4449
  %4453 = and i1 %4451, %4449
  %4454 = or i1 %4450, %4453
  %4455 = select i1 %4447, i1 %4452, i1 %4454
  %4456 = select i1 %4455, float %4445, float %4443
  %4457 = select i1 %4455, i64 %4446, i64 %4444
  %4458 = extractelement <32 x float> %max_best233.0.lcssa, i64 15
  %4459 = extractelement <32 x i64> %max_index234.0.lcssa, i64 15
  %4460 = fcmp uno float %4458, 0.000000e+00
  %4461 = fcmp ord float %4456, 0.000000e+00
  %4462 = icmp ult i64 %4459, %4457
  %4463 = fcmp ogt float %4458, %4456
  %4464 = fcmp oeq float %4458, %4456
  %4465 = or i1 %4461, %4462
  %4466 = and i1 %4464, %4462
  %4467 = or i1 %4463, %4466
  %4468 = select i1 %4460, i1 %4465, i1 %4467
  %4469 = select i1 %4468, float %4458, float %4456
  %4470 = select i1 %4468, i64 %4459, i64 %4457
  %4471 = extractelement <32 x float> %max_best233.0.lcssa, i64 16
  %4472 = extractelement <32 x i64> %max_index234.0.lcssa, i64 16
  %4473 = fcmp uno float %4471, 0.000000e+00
  %4474 = fcmp ord float %4469, 0.000000e+00
  %4475 = icmp ult i64 %4472, %4470
  %4476 = fcmp ogt float %4471, %4469
  %4477 = fcmp oeq float %4471, %4469
  %4478 = or i1 %4474, %4475
  %4479 = and i1 %4477, %4475
  %4480 = or i1 %4476, %4479
  %4481 = select i1 %4473, i1 %4478, i1 %4480
  %4482 = select i1 %4481, float %4471, float %4469
  %4483 = select i1 %4481, i64 %4472, i64 %4470
  %4484 = extractelement <32 x float> %max_best233.0.lcssa, i64 17
  %4485 = extractelement <32 x i64> %max_index234.0.lcssa, i64 17
  %4486 = fcmp uno float %4484, 0.000000e+00
  %4487 = fcmp ord float %4482, 0.000000e+00
  %4488 = icmp ult i64 %4485, %4483
  %4489 = fcmp ogt float %4484, %4482
  %4490 = fcmp oeq float %4484, %4482
  %4491 = or i1 %4487, %4488
  %4492 = and i1 %4490, %4488
  %4493 = or i1 %4489, %4492
  %4494 = select i1 %4486, i1 %4491, i1 %4493
  %4495 = select i1 %4494, float %4484, float %4482
  %4496 = select i1 %4494, i64 %4485, i64 %4483
  %4497 = extractelement <32 x float> %max_best233.0.lcssa, i64 18
  %4498 = extractelement <32 x i64> %max_index234.0.lcssa, i64 18
  %4499 = fcmp uno float %4497, 0.000000e+00
  %4500 = fcmp ord float %4495, 0.000000e+00
  %4501 = icmp ult i64 %4498, %4496
  %4502 = fcmp ogt float %4497, %4495
  %4503 = fcmp oeq float %4497, %4495
  %4504 = or i1 %4500, %4501
  %4505 = and i1 %4503, %4501
  %4506 = or i1 %4502, %4505
  %4507 = select i1 %4499, i1 %4504, i1 %4506
  %4508 = select i1 %4507, float %4497, float %4495
  %4509 = select i1 %4507, i64 %4498, i64 %4496
  %4510 = extractelement <32 x float> %max_best233.0.lcssa, i64 19
  %4511 = extractelement <32 x i64> %max_index234.0.lcssa, i64 19
  %4512 = fcmp uno float %4510, 0.000000e+00
  %4513 = fcmp ord float %4508, 0.000000e+00
  %4514 = icmp ult i64 %4511, %4509
  %4515 = fcmp ogt float %4510, %4508
  %4516 = fcmp oeq float %4510, %4508
  %4517 = or i1 %4513, %4514
  %4518 = and i1 %4516, %4514
  %4519 = or i1 %4515, %4518
  %4520 = select i1 %4512, i1 %4517, i1 %4519
  %4521 = select i1 %4520, float %4510, float %4508
  %4522 = select i1 %4520, i64 %4511, i64 %4509
  %4523 = extractelement <32 x float> %max_best233.0.lcssa, i64 20
  %4524 = extractelement <32 x i64> %max_index234.0.lcssa, i64 20
  %4525 = fcmp uno float %4523, 0.000000e+00
  %4526 = fcmp ord float %4521, 0.000000e+00
  %4527 = icmp ult i64 %4524, %4522
  %4528 = fcmp ogt float %4523, %4521
  %4529 = fcmp oeq float %4523, %4521
  %4530 = or i1 %4526, %4527
  %4531 = and i1 %4529, %4527
  %4532 = or i1 %4528, %4531
  %4533 = select i1 %4525, i1 %4530, i1 %4532
  %4534 = select i1 %4533, float %4523, float %4521
  %4535 = select i1 %4533, i64 %4524, i64 %4522
  %4536 = extractelement <32 x float> %max_best233.0.lcssa, i64 21
  %4537 = extractelement <32 x i64> %max_index234.0.lcssa, i64 21
  %4538 = fcmp uno float %4536, 0.000000e+00
  %4539 = fcmp ord float %4534, 0.000000e+00
  %4540 = icmp ult i64 %4537, %4535
  %4541 = fcmp ogt float %4536, %4534
  %4542 = fcmp oeq float %4536, %4534
  %4543 = or i1 %4539, %4540
  %4544 = and i1 %4542, %4540
  %4545 = or i1 %4541, %4544
  %4546 = select i1 %4538, i1 %4543, i1 %4545
  %4547 = select i1 %4546, float %4536, float %4534
  %4548 = select i1 %4546, i64 %4537, i64 %4535
  %4549 = extractelement <32 x float> %max_best233.0.lcssa, i64 22
  %4550 = extractelement <32 x i64> %max_index234.0.lcssa, i64 22
  %4551 = fcmp uno float %4549, 0.000000e+00
  %4552 = fcmp ord float %4547, 0.000000e+00
  %4553 = icmp ult i64 %4550, %4548
  %4554 = fcmp ogt float %4549, %4547
  %4555 = fcmp oeq float %4549, %4547
  %4556 = or i1 %4552, %4553
  %4557 = and i1 %4555, %4553
  %4558 = or i1 %4554, %4557
  %4559 = select i1 %4551, i1 %4556, i1 %4558
  %4560 = select i1 %4559, float %4549, float %4547
  %4561 = select i1 %4559, i64 %4550, i64 %4548
  %4562 = extractelement <32 x float> %max_best233.0.lcssa, i64 23
  %4563 = extractelement <32 x i64> %max_index234.0.lcssa, i64 23
  %4564 = fcmp uno float %4562, 0.000000e+00
  %4565 = fcmp ord float %4560, 0.000000e+00
  %4566 = icmp ult i64 %4563, %4561
  %4567 = fcmp ogt float %4562, %4560
  %4568 = fcmp oeq float %4562, %4560
  %4569 = or i1 %4565, %4566
  %4570 = and i1 %4568, %4566
  %4571 = or i1 %4567, %4570
  %4572 = select i1 %4564, i1 %4569, i1 %4571
  %4573 = select i1 %4572, float %4562, float %4560
  %4574 = select i1 %4572, i64 %4563, i64 %4561
  %4575 = extractelement <32 x float> %max_best233.0.lcssa, i64 24
  %4576 = extractelement <32 x i64> %max_index234.0.lcssa, i64 24
  %4577 = fcmp uno float %4575, 0.000000e+00
  %4578 = fcmp ord float %4573, 0.000000e+00
  %4579 = icmp ult i64 %4576, %4574
  %4580 = fcmp ogt float %4575, %4573
  %4581 = fcmp oeq float %4575, %4573
  %4582 = or i1 %4578, %4579
  %4583 = and i1 %4581, %4579
  %4584 = or i1 %4580, %4583
  %4585 = select i1 %4577, i1 %4582, i1 %4584
  %4586 = select i1 %4585, float %4575, float %4573
  %4587 = select i1 %4585, i64 %4576, i64 %4574
  %4588 = extractelement <32 x float> %max_best233.0.lcssa, i64 25
  %4589 = extractelement <32 x i64> %max_index234.0.lcssa, i64 25
  %4590 = fcmp uno float %4588, 0.000000e+00
  %4591 = fcmp ord float %4586, 0.000000e+00
  %4592 = icmp ult i64 %4589, %4587
  %4593 = fcmp ogt float %4588, %4586
  %4594 = fcmp oeq float %4588, %4586
  %4595 = or i1 %4591, %4592
  %4596 = and i1 %4594, %4592
  %4597 = or i1 %4593, %4596
  %4598 = select i1 %4590, i1 %4595, i1 %4597
  %4599 = select i1 %4598, float %4588, float %4586
  %4600 = select i1 %4598, i64 %4589, i64 %4587
  %4601 = extractelement <32 x float> %max_best233.0.lcssa, i64 26
  %4602 = extractelement <32 x i64> %max_index234.0.lcssa, i64 26
  %4603 = fcmp uno float %4601, 0.000000e+00
  %4604 = fcmp ord float %4599, 0.000000e+00
  %4605 = icmp ult i64 %4602, %4600
  %4606 = fcmp ogt float %4601, %4599
  %4607 = fcmp oeq float %4601, %4599
  %4608 = or i1 %4604, %4605
  %4609 = and i1 %4607, %4605
  %4610 = or i1 %4606, %4609
  %4611 = select i1 %4603, i1 %4608, i1 %4610
  %4612 = select i1 %4611, float %4601, float %4599
  %4613 = select i1 %4611, i64 %4602, i64 %4600
  %4614 = extractelement <32 x float> %max_best233.0.lcssa, i64 27
  %4615 = extractelement <32 x i64> %max_index234.0.lcssa, i64 27
  %4616 = fcmp uno float %4614, 0.000000e+00
  %4617 = fcmp ord float %4612, 0.000000e+00
  %4618 = icmp ult i64 %4615, %4613
  %4619 = fcmp ogt float %4614, %4612
  %4620 = fcmp oeq float %4614, %4612
  %4621 = or i1 %4617, %4618
  %4622 = and i1 %4620, %4618
  %4623 = or i1 %4619, %4622
  %4624 = select i1 %4616, i1 %4621, i1 %4623
  %4625 = select i1 %4624, float %4614, float %4612
  %4626 = select i1 %4624, i64 %4615, i64 %4613
  %4627 = extractelement <32 x float> %max_best233.0.lcssa, i64 28
  %4628 = extractelement <32 x i64> %max_index234.0.lcssa, i64 28
  %4629 = fcmp uno float %4627, 0.000000e+00
  %4630 = fcmp ord float %4625, 0.000000e+00
  %4631 = icmp ult i64 %4628, %4626
  %4632 = fcmp ogt float %4627, %4625
  %4633 = fcmp oeq float %4627, %4625
  %4634 = or i1 %4630, %4631
  %4635 = and i1 %4633, %4631
  %4636 = or i1 %4632, %4635
  %4637 = select i1 %4629, i1 %4634, i1 %4636
  %4638 = select i1 %4637, float %4627, float %4625
  %4639 = select i1 %4637, i64 %4628, i64 %4626
  %4640 = extractelement <32 x float> %max_best233.0.lcssa, i64 29
  %4641 = extractelement <32 x i64> %max_index234.0.lcssa, i64 29
  %4642 = fcmp uno float %4640, 0.000000e+00
  %4643 = fcmp ord float %4638, 0.000000e+00
  %4644 = icmp ult i64 %4641, %4639
  %4645 = fcmp ogt float %4640, %4638
  %4646 = fcmp oeq float %4640, %4638
  %4647 = or i1 %4643, %4644
  %4648 = and i1 %4646, %4644
  %4649 = or i1 %4645, %4648
  %4650 = select i1 %4642, i1 %4647, i1 %4649
  %4651 = select i1 %4650, float %4640, float %4638
  %4652 = select i1 %4650, i64 %4641, i64 %4639
  %4653 = extractelement <32 x float> %max_best233.0.lcssa, i64 30
  %4654 = extractelement <32 x i64> %max_index234.0.lcssa, i64 30
  %4655 = fcmp uno float %4653, 0.000000e+00
  %4656 = fcmp ord float %4651, 0.000000e+00
  %4657 = icmp ult i64 %4654, %4652
  %4658 = fcmp ogt float %4653, %4651
  %4659 = fcmp oeq float %4653, %4651
  %4660 = or i1 %4656, %4657
  %4661 = and i1 %4659, %4657
  %4662 = or i1 %4658, %4661
  %4663 = select i1 %4655, i1 %4660, i1 %4662
  %4664 = select i1 %4663, float %4653, float %4651
  %4665 = select i1 %4663, i64 %4654, i64 %4652
  %4666 = extractelement <32 x float> %max_best233.0.lcssa, i64 31
  %4667 = extractelement <32 x i64> %max_index234.0.lcssa, i64 31
  %4668 = fcmp uno float %4666, 0.000000e+00
  %4669 = fcmp ord float %4664, 0.000000e+00
  %4670 = icmp ult i64 %4667, %4665
  %4671 = fcmp ogt float %4666, %4664
  %4672 = fcmp oeq float %4666, %4664
  %4673 = or i1 %4669, %4670
  %4674 = and i1 %4672, %4670
  %4675 = or i1 %4671, %4674
  %4676 = select i1 %4668, i1 %4673, i1 %4675
  %4677 = select i1 %4676, float %4666, float %4664
  br i1 %.not971, label %max_block.header255.preheader, label %fold_tail.body243

max_block.header255.preheader:                    ; preds = %fold_tail.body243, %max_block.exit238
  %fold_value228.0.lcssa = phi float [ %4677, %max_block.exit238 ], [ %4684, %fold_tail.body243 ]
  br i1 %.not970, label %max_block.exit257, label %max_block.body256.preheader

max_block.body256.preheader:                      ; preds = %max_block.header255.preheader
  br i1 %3721, label %max_block.body256.epil.preheader, label %max_block.body256

fold_tail.body243:                                ; preds = %max_block.exit238, %fold_tail.body243
  %fold_tail245830 = phi i64 [ %4685, %fold_tail.body243 ], [ %blocks_end216, %max_block.exit238 ]
  %fold_value228.0829 = phi float [ %4684, %fold_tail.body243 ], [ %4677, %max_block.exit238 ]
  %4678 = getelementptr inbounds float, ptr %3636, i64 %fold_tail245830
  %4679 = load float, ptr %4678, align 4
  %4680 = fcmp ogt float %4679, %fold_value228.0829
  %4681 = fcmp uno float %4679, 0.000000e+00
  %4682 = fcmp ord float %fold_value228.0829, 0.000000e+00
  %4683 = and i1 %4682, %4681
  %take246 = or i1 %4680, %4683
  %4684 = select i1 %take246, float %4679, float %fold_value228.0829
  %4685 = add nuw i64 %fold_tail245830, 1
  %4686 = icmp ult i64 %4685, %n_features
  br i1 %4686, label %fold_tail.body243, label %max_block.header255.preheader

max_block.body256:                                ; preds = %max_block.body256.preheader, %max_block.body256
  %max_block258834 = phi i64 [ %4708, %max_block.body256 ], [ 0, %max_block.body256.preheader ]
  %max_best252.0833 = phi <32 x float> [ %4703, %max_block.body256 ], [ splat (float 0xFFF0000000000000), %max_block.body256.preheader ]
  %max_index253.0832 = phi <32 x i64> [ %4707, %max_block.body256 ], [ zeroinitializer, %max_block.body256.preheader ]
  %niter4105 = phi i64 [ %niter4105.next.1, %max_block.body256 ], [ 0, %max_block.body256.preheader ]
  %4687 = getelementptr inbounds float, ptr %3637, i64 %max_block258834
  %block259 = load <32 x float>, ptr %4687, align 4
  %4688 = fcmp ogt <32 x float> %block259, %max_best252.0833
  %4689 = fcmp uno <32 x float> %block259, zeroinitializer
  %4690 = fcmp ord <32 x float> %max_best252.0833, zeroinitializer
  %4691 = and <32 x i1> %4690, %4689
  %take260 = or <32 x i1> %4688, %4691
  %4692 = select <32 x i1> %take260, <32 x float> %block259, <32 x float> %max_best252.0833
  %4693 = insertelement <32 x i64> poison, i64 %max_block258834, i64 0
  %4694 = shufflevector <32 x i64> %4693, <32 x i64> poison, <32 x i32> zeroinitializer
  %4695 = or disjoint <32 x i64> %4694, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4696 = select <32 x i1> %take260, <32 x i64> %4695, <32 x i64> %max_index253.0832
  %4697 = or disjoint i64 %max_block258834, 32
  %4698 = getelementptr inbounds float, ptr %3637, i64 %4697
  %block259.1 = load <32 x float>, ptr %4698, align 4
  %4699 = fcmp ogt <32 x float> %block259.1, %4692
  %4700 = fcmp uno <32 x float> %block259.1, zeroinitializer
  %4701 = fcmp ord <32 x float> %4692, zeroinitializer
  %4702 = and <32 x i1> %4701, %4700
  %take260.1 = or <32 x i1> %4699, %4702
  %4703 = select <32 x i1> %take260.1, <32 x float> %block259.1, <32 x float> %4692
  %4704 = insertelement <32 x i64> poison, i64 %4697, i64 0
  %4705 = shufflevector <32 x i64> %4704, <32 x i64> poison, <32 x i32> zeroinitializer
  %4706 = or disjoint <32 x i64> %4705, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4707 = select <32 x i1> %take260.1, <32 x i64> %4706, <32 x i64> %4696
  %4708 = add nuw i64 %max_block258834, 64
  %niter4105.next.1 = add i64 %niter4105, 2
  %niter4105.ncmp.1.not = icmp eq i64 %niter4105.next.1, %unroll_iter4104
  br i1 %niter4105.ncmp.1.not, label %max_block.exit257.loopexit.unr-lcssa, label %max_block.body256

max_block.exit257.loopexit.unr-lcssa:             ; preds = %max_block.body256
  br i1 %lcmp.mod4100.not, label %max_block.exit257, label %max_block.body256.epil.preheader

max_block.body256.epil.preheader:                 ; preds = %max_block.exit257.loopexit.unr-lcssa, %max_block.body256.preheader
  %max_block258834.epil.init = phi i64 [ 0, %max_block.body256.preheader ], [ %4708, %max_block.exit257.loopexit.unr-lcssa ]
  %max_best252.0833.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body256.preheader ], [ %4703, %max_block.exit257.loopexit.unr-lcssa ]
  %max_index253.0832.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body256.preheader ], [ %4707, %max_block.exit257.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4103)
  %4709 = getelementptr inbounds float, ptr %3637, i64 %max_block258834.epil.init
  %block259.epil = load <32 x float>, ptr %4709, align 4
  %4710 = fcmp ogt <32 x float> %block259.epil, %max_best252.0833.epil.init
  %4711 = fcmp uno <32 x float> %block259.epil, zeroinitializer
  %4712 = fcmp ord <32 x float> %max_best252.0833.epil.init, zeroinitializer
  %4713 = and <32 x i1> %4712, %4711
  %take260.epil = or <32 x i1> %4710, %4713
  %4714 = select <32 x i1> %take260.epil, <32 x float> %block259.epil, <32 x float> %max_best252.0833.epil.init
  %4715 = insertelement <32 x i64> poison, i64 %max_block258834.epil.init, i64 0
  %4716 = shufflevector <32 x i64> %4715, <32 x i64> poison, <32 x i32> zeroinitializer
  %4717 = or disjoint <32 x i64> %4716, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4718 = select <32 x i1> %take260.epil, <32 x i64> %4717, <32 x i64> %max_index253.0832.epil.init
  br label %max_block.exit257

max_block.exit257:                                ; preds = %max_block.body256.epil.preheader, %max_block.exit257.loopexit.unr-lcssa, %max_block.header255.preheader
  %max_index253.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header255.preheader ], [ %4707, %max_block.exit257.loopexit.unr-lcssa ], [ %4718, %max_block.body256.epil.preheader ]
  %max_best252.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header255.preheader ], [ %4703, %max_block.exit257.loopexit.unr-lcssa ], [ %4714, %max_block.body256.epil.preheader ]
  %4719 = extractelement <32 x float> %max_best252.0.lcssa, i64 0
  %4720 = extractelement <32 x i64> %max_index253.0.lcssa, i64 0
  %4721 = fcmp une float %4719, 0xFFF0000000000000
  %4722 = select i1 %4721, i64 %4720, i64 0
  %4723 = extractelement <32 x float> %max_best252.0.lcssa, i64 1
  %4724 = extractelement <32 x i64> %max_index253.0.lcssa, i64 1
  %4725 = fcmp uno float %4723, 0.000000e+00
  %4726 = fcmp ord float %4719, 0.000000e+00
  %4727 = icmp ult i64 %4724, %4722
  %4728 = fcmp ogt float %4723, %4719
  %4729 = fcmp oeq float %4723, %4719
  %4730 = or i1 %4726, %4727
  %4731 = and i1 %4729, %4727
  %4732 = or i1 %4728, %4731
  %4733 = select i1 %4725, i1 %4730, i1 %4732
  %4734 = select i1 %4733, float %4723, float %4719
  %4735 = select i1 %4733, i64 %4724, i64 %4722
  %4736 = extractelement <32 x float> %max_best252.0.lcssa, i64 2
  %4737 = extractelement <32 x i64> %max_index253.0.lcssa, i64 2
  %4738 = fcmp uno float %4736, 0.000000e+00
  %4739 = fcmp ord float %4734, 0.000000e+00
  %4740 = icmp ult i64 %4737, %4735
  %4741 = fcmp ogt float %4736, %4734
  %4742 = fcmp oeq float %4736, %4734
  %4743 = or i1 %4739, %4740
  %4744 = and i1 %4742, %4740
  %4745 = or i1 %4741, %4744
  %4746 = select i1 %4738, i1 %4743, i1 %4745
  %4747 = select i1 %4746, float %4736, float %4734
  %4748 = select i1 %4746, i64 %4737, i64 %4735
  %4749 = extractelement <32 x float> %max_best252.0.lcssa, i64 3
  %4750 = extractelement <32 x i64> %max_index253.0.lcssa, i64 3
  %4751 = fcmp uno float %4749, 0.000000e+00
  %4752 = fcmp ord float %4747, 0.000000e+00
  %4753 = icmp ult i64 %4750, %4748
  %4754 = fcmp ogt float %4749, %4747
  %4755 = fcmp oeq float %4749, %4747
  %4756 = or i1 %4752, %4753
  %4757 = and i1 %4755, %4753
  %4758 = or i1 %4754, %4757
  %4759 = select i1 %4751, i1 %4756, i1 %4758
  %4760 = select i1 %4759, float %4749, float %4747
  %4761 = select i1 %4759, i64 %4750, i64 %4748
  %4762 = extractelement <32 x float> %max_best252.0.lcssa, i64 4
  %4763 = extractelement <32 x i64> %max_index253.0.lcssa, i64 4
  %4764 = fcmp uno float %4762, 0.000000e+00
  %4765 = fcmp ord float %4760, 0.000000e+00
  %4766 = icmp ult i64 %4763, %4761
  %4767 = fcmp ogt float %4762, %4760
  %4768 = fcmp oeq float %4762, %4760
  %4769 = or i1 %4765, %4766
  %4770 = and i1 %4768, %4766
  %4771 = or i1 %4767, %4770
  %4772 = select i1 %4764, i1 %4769, i1 %4771
  %4773 = select i1 %4772, float %4762, float %4760
  %4774 = select i1 %4772, i64 %4763, i64 %4761
  %4775 = extractelement <32 x float> %max_best252.0.lcssa, i64 5
  %4776 = extractelement <32 x i64> %max_index253.0.lcssa, i64 5
  %4777 = fcmp uno float %4775, 0.000000e+00
  %4778 = fcmp ord float %4773, 0.000000e+00
  %4779 = icmp ult i64 %4776, %4774
  %4780 = fcmp ogt float %4775, %4773
  %4781 = fcmp oeq float %4775, %4773
  %4782 = or i1 %4778, %4779
  %4783 = and i1 %4781, %4779
  %4784 = or i1 %4780, %4783
  %4785 = select i1 %4777, i1 %4782, i1 %4784
  %4786 = select i1 %4785, float %4775, float %4773
  %4787 = select i1 %4785, i64 %4776, i64 %4774
  %4788 = extractelement <32 x float> %max_best252.0.lcssa, i64 6
  %4789 = extractelement <32 x i64> %max_index253.0.lcssa, i64 6
  %4790 = fcmp uno float %4788, 0.000000e+00
  %4791 = fcmp ord float %4786, 0.000000e+00
  %4792 = icmp ult i64 %4789, %4787
  %4793 = fcmp ogt float %4788, %4786
  %4794 = fcmp oeq float %4788, %4786
  %4795 = or i1 %4791, %4792
  %4796 = and i1 %4794, %4792
  %4797 = or i1 %4793, %4796
  %4798 = select i1 %4790, i1 %4795, i1 %4797
  %4799 = select i1 %4798, float %4788, float %4786
  %4800 = select i1 %4798, i64 %4789, i64 %4787
  %4801 = extractelement <32 x float> %max_best252.0.lcssa, i64 7
  %4802 = extractelement <32 x i64> %max_index253.0.lcssa, i64 7
  %4803 = fcmp uno float %4801, 0.000000e+00
  %4804 = fcmp ord float %4799, 0.000000e+00
  %4805 = icmp ult i64 %4802, %4800
  %4806 = fcmp ogt float %4801, %4799
  %4807 = fcmp oeq float %4801, %4799
  %4808 = or i1 %4804, %4805
  %4809 = and i1 %4807, %4805
  %4810 = or i1 %4806, %4809
  %4811 = select i1 %4803, i1 %4808, i1 %4810
  %4812 = select i1 %4811, float %4801, float %4799
  %4813 = select i1 %4811, i64 %4802, i64 %4800
  %4814 = extractelement <32 x float> %max_best252.0.lcssa, i64 8
  %4815 = extractelement <32 x i64> %max_index253.0.lcssa, i64 8
  %4816 = fcmp uno float %4814, 0.000000e+00
  %4817 = fcmp ord float %4812, 0.000000e+00
  %4818 = icmp ult i64 %4815, %4813
  %4819 = fcmp ogt float %4814, %4812
  %4820 = fcmp oeq float %4814, %4812
  %4821 = or i1 %4817, %4818
  %4822 = and i1 %4820, %4818
  %4823 = or i1 %4819, %4822
  %4824 = select i1 %4816, i1 %4821, i1 %4823
  %4825 = select i1 %4824, float %4814, float %4812
  %4826 = select i1 %4824, i64 %4815, i64 %4813
  %4827 = extractelement <32 x float> %max_best252.0.lcssa, i64 9
  %4828 = extractelement <32 x i64> %max_index253.0.lcssa, i64 9
  %4829 = fcmp uno float %4827, 0.000000e+00
  %4830 = fcmp ord float %4825, 0.000000e+00
  %4831 = icmp ult i64 %4828, %4826
  %4832 = fcmp ogt float %4827, %4825
  %4833 = fcmp oeq float %4827, %4825
  %4834 = or i1 %4830, %4831
  %4835 = and i1 %4833, %4831
  %4836 = or i1 %4832, %4835
  %4837 = select i1 %4829, i1 %4834, i1 %4836
  %4838 = select i1 %4837, float %4827, float %4825
  %4839 = select i1 %4837, i64 %4828, i64 %4826
  %4840 = extractelement <32 x float> %max_best252.0.lcssa, i64 10
  %4841 = extractelement <32 x i64> %max_index253.0.lcssa, i64 10
  %4842 = fcmp uno float %4840, 0.000000e+00
  %4843 = fcmp ord float %4838, 0.000000e+00
  %4844 = icmp ult i64 %4841, %4839
  %4845 = fcmp ogt float %4840, %4838
  %4846 = fcmp oeq float %4840, %4838
  %4847 = or i1 %4843, %4844
  %4848 = and i1 %4846, %4844
  %4849 = or i1 %4845, %4848
  %4850 = select i1 %4842, i1 %4847, i1 %4849
  %4851 = select i1 %4850, float %4840, float %4838
  %4852 = select i1 %4850, i64 %4841, i64 %4839
  %4853 = extractelement <32 x float> %max_best252.0.lcssa, i64 11
  %4854 = extractelement <32 x i64> %max_index253.0.lcssa, i64 11
  %4855 = fcmp uno float %4853, 0.000000e+00
  %4856 = fcmp ord float %4851, 0.000000e+00
  %4857 = icmp ult i64 %4854, %4852
  %4858 = fcmp ogt float %4853, %4851
  %4859 = fcmp oeq float %4853, %4851
  %4860 = or i1 %4856, %4857
  %4861 = and i1 %4859, %4857
  %4862 = or i1 %4858, %4861
  %4863 = select i1 %4855, i1 %4860, i1 %4862
  %4864 = select i1 %4863, float %4853, float %4851
  %4865 = select i1 %4863, i64 %4854, i64 %4852
  %4866 = extractelement <32 x float> %max_best252.0.lcssa, i64 12
  %4867 = extractelement <32 x i64> %max_index253.0.lcssa, i64 12
  %4868 = fcmp uno float %4866, 0.000000e+00
  %4869 = fcmp ord float %4864, 0.000000e+00
  %4870 = icmp ult i64 %4867, %4865
  %4871 = fcmp ogt float %4866, %4864
  %4872 = fcmp oeq float %4866, %4864
  %4873 = or i1 %4869, %4870
  %4874 = and i1 %4872, %4870
  %4875 = or i1 %4871, %4874
  %4876 = select i1 %4868, i1 %4873, i1 %4875
  %4877 = select i1 %4876, float %4866, float %4864
  %4878 = select i1 %4876, i64 %4867, i64 %4865
  %4879 = extractelement <32 x float> %max_best252.0.lcssa, i64 13
  %4880 = extractelement <32 x i64> %max_index253.0.lcssa, i64 13
  %4881 = fcmp uno float %4879, 0.000000e+00
  %4882 = fcmp ord float %4877, 0.000000e+00
  %4883 = icmp ult i64 %4880, %4878
  %4884 = fcmp ogt float %4879, %4877
  %4885 = fcmp oeq float %4879, %4877
  %4886 = or i1 %4882, %4883
  %4887 = and i1 %4885, %4883
  %4888 = or i1 %4884, %4887
  %4889 = select i1 %4881, i1 %4886, i1 %4888
  %4890 = select i1 %4889, float %4879, float %4877
  %4891 = select i1 %4889, i64 %4880, i64 %4878
  %4892 = extractelement <32 x float> %max_best252.0.lcssa, i64 14
  %4893 = extractelement <32 x i64> %max_index253.0.lcssa, i64 14
  %4894 = fcmp uno float %4892, 0.000000e+00
  %4895 = fcmp ord float %4890, 0.000000e+00
  %4896 = icmp ult i64 %4893, %4891
  %4897 = fcmp ogt float %4892, %4890
  %4898 = fcmp oeq float %4892, %4890
  %4899 = or i1 %4895, %4896
  %4900 = and i1 %4898, %4896
  %4901 = or i1 %4897, %4900
  %4902 = select i1 %4894, i1 %4899, i1 %4901
  %4903 = select i1 %4902, float %4892, float %4890
  %4904 = select i1 %4902, i64 %4893, i64 %4891
  %4905 = extractelement <32 x float> %max_best252.0.lcssa, i64 15
  %4906 = extractelement <32 x i64> %max_index253.0.lcssa, i64 15
  %4907 = fcmp uno float %4905, 0.000000e+00
  %4908 = fcmp ord float %4903, 0.000000e+00
  %4909 = icmp ult i64 %4906, %4904
  %4910 = fcmp ogt float %4905, %4903
  %4911 = fcmp oeq float %4905, %4903
  %4912 = or i1 %4908, %4909
  %4913 = and i1 %4911, %4909
  %4914 = or i1 %4910, %4913
  %4915 = select i1 %4907, i1 %4912, i1 %4914
  %4916 = select i1 %4915, float %4905, float %4903
  %4917 = select i1 %4915, i64 %4906, i64 %4904
  %4918 = extractelement <32 x float> %max_best252.0.lcssa, i64 16
  %4919 = extractelement <32 x i64> %max_index253.0.lcssa, i64 16
  %4920 = fcmp uno float %4918, 0.000000e+00
  %4921 = fcmp ord float %4916, 0.000000e+00
  %4922 = icmp ult i64 %4919, %4917
  %4923 = fcmp ogt float %4918, %4916
  %4924 = fcmp oeq float %4918, %4916
  %4925 = or i1 %4921, %4922
  %4926 = and i1 %4924, %4922
  %4927 = or i1 %4923, %4926
  %4928 = select i1 %4920, i1 %4925, i1 %4927
  %4929 = select i1 %4928, float %4918, float %4916
  %4930 = select i1 %4928, i64 %4919, i64 %4917
  %4931 = extractelement <32 x float> %max_best252.0.lcssa, i64 17
  %4932 = extractelement <32 x i64> %max_index253.0.lcssa, i64 17
  %4933 = fcmp uno float %4931, 0.000000e+00
  %4934 = fcmp ord float %4929, 0.000000e+00
  %4935 = icmp ult i64 %4932, %4930
  %4936 = fcmp ogt float %4931, %4929
  %4937 = fcmp oeq float %4931, %4929
  %4938 = or i1 %4934, %4935
  %4939 = and i1 %4937, %4935
  %4940 = or i1 %4936, %4939
  %4941 = select i1 %4933, i1 %4938, i1 %4940
  %4942 = select i1 %4941, float %4931, float %4929
  %4943 = select i1 %4941, i64 %4932, i64 %4930
  %4944 = extractelement <32 x float> %max_best252.0.lcssa, i64 18
  %4945 = extractelement <32 x i64> %max_index253.0.lcssa, i64 18
  %4946 = fcmp uno float %4944, 0.000000e+00
  %4947 = fcmp ord float %4942, 0.000000e+00
  %4948 = icmp ult i64 %4945, %4943
  %4949 = fcmp ogt float %4944, %4942
  %4950 = fcmp oeq float %4944, %4942
  %4951 = or i1 %4947, %4948
  %4952 = and i1 %4950, %4948
  %4953 = or i1 %4949, %4952
  %4954 = select i1 %4946, i1 %4951, i1 %4953
  %4955 = select i1 %4954, float %4944, float %4942
  %4956 = select i1 %4954, i64 %4945, i64 %4943
  %4957 = extractelement <32 x float> %max_best252.0.lcssa, i64 19
  %4958 = extractelement <32 x i64> %max_index253.0.lcssa, i64 19
  %4959 = fcmp uno float %4957, 0.000000e+00
  %4960 = fcmp ord float %4955, 0.000000e+00
  %4961 = icmp ult i64 %4958, %4956
  %4962 = fcmp ogt float %4957, %4955
  %4963 = fcmp oeq float %4957, %4955
  %4964 = or i1 %4960, %4961
  %4965 = and i1 %4963, %4961
  %4966 = or i1 %4962, %4965
  %4967 = select i1 %4959, i1 %4964, i1 %4966
  %4968 = select i1 %4967, float %4957, float %4955
  %4969 = select i1 %4967, i64 %4958, i64 %4956
  %4970 = extractelement <32 x float> %max_best252.0.lcssa, i64 20
  %4971 = extractelement <32 x i64> %max_index253.0.lcssa, i64 20
  %4972 = fcmp uno float %4970, 0.000000e+00
  %4973 = fcmp ord float %4968, 0.000000e+00
  %4974 = icmp ult i64 %4971, %4969
  %4975 = fcmp ogt float %4970, %4968
  %4976 = fcmp oeq float %4970, %4968
  %4977 = or i1 %4973, %4974
  %4978 = and i1 %4976, %4974
  %4979 = or i1 %4975, %4978
  %4980 = select i1 %4972, i1 %4977, i1 %4979
  %4981 = select i1 %4980, float %4970, float %4968
  %4982 = select i1 %4980, i64 %4971, i64 %4969
  %4983 = extractelement <32 x float> %max_best252.0.lcssa, i64 21
  %4984 = extractelement <32 x i64> %max_index253.0.lcssa, i64 21
  %4985 = fcmp uno float %4983, 0.000000e+00
  %4986 = fcmp ord float %4981, 0.000000e+00
  %4987 = icmp ult i64 %4984, %4982
  %4988 = fcmp ogt float %4983, %4981
  %4989 = fcmp oeq float %4983, %4981
  %4990 = or i1 %4986, %4987
  %4991 = and i1 %4989, %4987
  %4992 = or i1 %4988, %4991
  %4993 = select i1 %4985, i1 %4990, i1 %4992
  %4994 = select i1 %4993, float %4983, float %4981
  %4995 = select i1 %4993, i64 %4984, i64 %4982
  %4996 = extractelement <32 x float> %max_best252.0.lcssa, i64 22
  %4997 = extractelement <32 x i64> %max_index253.0.lcssa, i64 22
  %4998 = fcmp uno float %4996, 0.000000e+00
  %4999 = fcmp ord float %4994, 0.000000e+00
  %5000 = icmp ult i64 %4997, %4995
  %5001 = fcmp ogt float %4996, %4994
  %5002 = fcmp oeq float %4996, %4994
  %5003 = or i1 %4999, %5000
  %5004 = and i1 %5002, %5000
  %5005 = or i1 %5001, %5004
  %5006 = select i1 %4998, i1 %5003, i1 %5005
  %5007 = select i1 %5006, float %4996, float %4994
  %5008 = select i1 %5006, i64 %4997, i64 %4995
  %5009 = extractelement <32 x float> %max_best252.0.lcssa, i64 23
  %5010 = extractelement <32 x i64> %max_index253.0.lcssa, i64 23
  %5011 = fcmp uno float %5009, 0.000000e+00
  %5012 = fcmp ord float %5007, 0.000000e+00
  %5013 = icmp ult i64 %5010, %5008
  %5014 = fcmp ogt float %5009, %5007
  %5015 = fcmp oeq float %5009, %5007
  %5016 = or i1 %5012, %5013
  %5017 = and i1 %5015, %5013
  %5018 = or i1 %5014, %5017
  %5019 = select i1 %5011, i1 %5016, i1 %5018
  %5020 = select i1 %5019, float %5009, float %5007
  %5021 = select i1 %5019, i64 %5010, i64 %5008
  %5022 = extractelement <32 x float> %max_best252.0.lcssa, i64 24
  %5023 = extractelement <32 x i64> %max_index253.0.lcssa, i64 24
  %5024 = fcmp uno float %5022, 0.000000e+00
  %5025 = fcmp ord float %5020, 0.000000e+00
  %5026 = icmp ult i64 %5023, %5021
  %5027 = fcmp ogt float %5022, %5020
  %5028 = fcmp oeq float %5022, %5020
  %5029 = or i1 %5025, %5026
  %5030 = and i1 %5028, %5026
  %5031 = or i1 %5027, %5030
  %5032 = select i1 %5024, i1 %5029, i1 %5031
  %5033 = select i1 %5032, float %5022, float %5020
  %5034 = select i1 %5032, i64 %5023, i64 %5021
  %5035 = extractelement <32 x float> %max_best252.0.lcssa, i64 25
  %5036 = extractelement <32 x i64> %max_index253.0.lcssa, i64 25
  %5037 = fcmp uno float %5035, 0.000000e+00
  %5038 = fcmp ord float %5033, 0.000000e+00
  %5039 = icmp ult i64 %5036, %5034
  %5040 = fcmp ogt float %5035, %5033
  %5041 = fcmp oeq float %5035, %5033
  %5042 = or i1 %5038, %5039
  %5043 = and i1 %5041, %5039
  %5044 = or i1 %5040, %5043
  %5045 = select i1 %5037, i1 %5042, i1 %5044
  %5046 = select i1 %5045, float %5035, float %5033
  %5047 = select i1 %5045, i64 %5036, i64 %5034
  %5048 = extractelement <32 x float> %max_best252.0.lcssa, i64 26
  %5049 = extractelement <32 x i64> %max_index253.0.lcssa, i64 26
  %5050 = fcmp uno float %5048, 0.000000e+00
  %5051 = fcmp ord float %5046, 0.000000e+00
  %5052 = icmp ult i64 %5049, %5047
  %5053 = fcmp ogt float %5048, %5046
  %5054 = fcmp oeq float %5048, %5046
  %5055 = or i1 %5051, %5052
  %5056 = and i1 %5054, %5052
  %5057 = or i1 %5053, %5056
  %5058 = select i1 %5050, i1 %5055, i1 %5057
  %5059 = select i1 %5058, float %5048, float %5046
  %5060 = select i1 %5058, i64 %5049, i64 %5047
  %5061 = extractelement <32 x float> %max_best252.0.lcssa, i64 27
  %5062 = extractelement <32 x i64> %max_index253.0.lcssa, i64 27
  %5063 = fcmp uno float %5061, 0.000000e+00
  %5064 = fcmp ord float %5059, 0.000000e+00
  %5065 = icmp ult i64 %5062, %5060
  %5066 = fcmp ogt float %5061, %5059
  %5067 = fcmp oeq float %5061, %5059
  %5068 = or i1 %5064, %5065
  %5069 = and i1 %5067, %5065
  %5070 = or i1 %5066, %5069
  %5071 = select i1 %5063, i1 %5068, i1 %5070
  %5072 = select i1 %5071, float %5061, float %5059
  %5073 = select i1 %5071, i64 %5062, i64 %5060
  %5074 = extractelement <32 x float> %max_best252.0.lcssa, i64 28
  %5075 = extractelement <32 x i64> %max_index253.0.lcssa, i64 28
  %5076 = fcmp uno float %5074, 0.000000e+00
  %5077 = fcmp ord float %5072, 0.000000e+00
  %5078 = icmp ult i64 %5075, %5073
  %5079 = fcmp ogt float %5074, %5072
  %5080 = fcmp oeq float %5074, %5072
  %5081 = or i1 %5077, %5078
  %5082 = and i1 %5080, %5078
  %5083 = or i1 %5079, %5082
  %5084 = select i1 %5076, i1 %5081, i1 %5083
  %5085 = select i1 %5084, float %5074, float %5072
  %5086 = select i1 %5084, i64 %5075, i64 %5073
  %5087 = extractelement <32 x float> %max_best252.0.lcssa, i64 29
  %5088 = extractelement <32 x i64> %max_index253.0.lcssa, i64 29
  %5089 = fcmp uno float %5087, 0.000000e+00
  %5090 = fcmp ord float %5085, 0.000000e+00
  %5091 = icmp ult i64 %5088, %5086
  %5092 = fcmp ogt float %5087, %5085
  %5093 = fcmp oeq float %5087, %5085
  %5094 = or i1 %5090, %5091
  %5095 = and i1 %5093, %5091
  %5096 = or i1 %5092, %5095
  %5097 = select i1 %5089, i1 %5094, i1 %5096
  %5098 = select i1 %5097, float %5087, float %5085
  %5099 = select i1 %5097, i64 %5088, i64 %5086
  %5100 = extractelement <32 x float> %max_best252.0.lcssa, i64 30
  %5101 = extractelement <32 x i64> %max_index253.0.lcssa, i64 30
  %5102 = fcmp uno float %5100, 0.000000e+00
  %5103 = fcmp ord float %5098, 0.000000e+00
  %5104 = icmp ult i64 %5101, %5099
  %5105 = fcmp ogt float %5100, %5098
  %5106 = fcmp oeq float %5100, %5098
  %5107 = or i1 %5103, %5104
  %5108 = and i1 %5106, %5104
  %5109 = or i1 %5105, %5108
  %5110 = select i1 %5102, i1 %5107, i1 %5109
  %5111 = select i1 %5110, float %5100, float %5098
  %5112 = select i1 %5110, i64 %5101, i64 %5099
  %5113 = extractelement <32 x float> %max_best252.0.lcssa, i64 31
  %5114 = extractelement <32 x i64> %max_index253.0.lcssa, i64 31
  %5115 = fcmp uno float %5113, 0.000000e+00
  %5116 = fcmp ord float %5111, 0.000000e+00
  %5117 = icmp ult i64 %5114, %5112
  %5118 = fcmp ogt float %5113, %5111
  %5119 = fcmp oeq float %5113, %5111
  %5120 = or i1 %5116, %5117
  %5121 = and i1 %5119, %5117
  %5122 = or i1 %5118, %5121
  %5123 = select i1 %5115, i1 %5120, i1 %5122
  %5124 = select i1 %5123, float %5113, float %5111
  br i1 %.not971, label %max_block.header274.preheader, label %fold_tail.body262

max_block.header274.preheader:                    ; preds = %fold_tail.body262, %max_block.exit257
  %fold_value247.0.lcssa = phi float [ %5124, %max_block.exit257 ], [ %5131, %fold_tail.body262 ]
  br i1 %.not970, label %max_block.exit276, label %max_block.body275.preheader

max_block.body275.preheader:                      ; preds = %max_block.header274.preheader
  br i1 %3722, label %max_block.body275.epil.preheader, label %max_block.body275

fold_tail.body262:                                ; preds = %max_block.exit257, %fold_tail.body262
  %fold_tail264839 = phi i64 [ %5132, %fold_tail.body262 ], [ %blocks_end216, %max_block.exit257 ]
  %fold_value247.0838 = phi float [ %5131, %fold_tail.body262 ], [ %5124, %max_block.exit257 ]
  %5125 = getelementptr inbounds float, ptr %3637, i64 %fold_tail264839
  %5126 = load float, ptr %5125, align 4
  %5127 = fcmp ogt float %5126, %fold_value247.0838
  %5128 = fcmp uno float %5126, 0.000000e+00
  %5129 = fcmp ord float %fold_value247.0838, 0.000000e+00
  %5130 = and i1 %5129, %5128
  %take265 = or i1 %5127, %5130
  %5131 = select i1 %take265, float %5126, float %fold_value247.0838
  %5132 = add nuw i64 %fold_tail264839, 1
  %5133 = icmp ult i64 %5132, %n_features
  br i1 %5133, label %fold_tail.body262, label %max_block.header274.preheader

max_block.body275:                                ; preds = %max_block.body275.preheader, %max_block.body275
  %max_block277843 = phi i64 [ %5155, %max_block.body275 ], [ 0, %max_block.body275.preheader ]
  %max_best271.0842 = phi <32 x float> [ %5150, %max_block.body275 ], [ splat (float 0xFFF0000000000000), %max_block.body275.preheader ]
  %max_index272.0841 = phi <32 x i64> [ %5154, %max_block.body275 ], [ zeroinitializer, %max_block.body275.preheader ]
  %niter4113 = phi i64 [ %niter4113.next.1, %max_block.body275 ], [ 0, %max_block.body275.preheader ]
  %5134 = getelementptr inbounds float, ptr %3638, i64 %max_block277843
  %block278 = load <32 x float>, ptr %5134, align 4
  %5135 = fcmp ogt <32 x float> %block278, %max_best271.0842
  %5136 = fcmp uno <32 x float> %block278, zeroinitializer
  %5137 = fcmp ord <32 x float> %max_best271.0842, zeroinitializer
  %5138 = and <32 x i1> %5137, %5136
  %take279 = or <32 x i1> %5135, %5138
  %5139 = select <32 x i1> %take279, <32 x float> %block278, <32 x float> %max_best271.0842
  %5140 = insertelement <32 x i64> poison, i64 %max_block277843, i64 0
  %5141 = shufflevector <32 x i64> %5140, <32 x i64> poison, <32 x i32> zeroinitializer
  %5142 = or disjoint <32 x i64> %5141, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5143 = select <32 x i1> %take279, <32 x i64> %5142, <32 x i64> %max_index272.0841
  %5144 = or disjoint i64 %max_block277843, 32
  %5145 = getelementptr inbounds float, ptr %3638, i64 %5144
  %block278.1 = load <32 x float>, ptr %5145, align 4
  %5146 = fcmp ogt <32 x float> %block278.1, %5139
  %5147 = fcmp uno <32 x float> %block278.1, zeroinitializer
  %5148 = fcmp ord <32 x float> %5139, zeroinitializer
  %5149 = and <32 x i1> %5148, %5147
  %take279.1 = or <32 x i1> %5146, %5149
  %5150 = select <32 x i1> %take279.1, <32 x float> %block278.1, <32 x float> %5139
  %5151 = insertelement <32 x i64> poison, i64 %5144, i64 0
  %5152 = shufflevector <32 x i64> %5151, <32 x i64> poison, <32 x i32> zeroinitializer
  %5153 = or disjoint <32 x i64> %5152, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5154 = select <32 x i1> %take279.1, <32 x i64> %5153, <32 x i64> %5143
  %5155 = add nuw i64 %max_block277843, 64
  %niter4113.next.1 = add i64 %niter4113, 2
  %niter4113.ncmp.1.not = icmp eq i64 %niter4113.next.1, %unroll_iter4112
  br i1 %niter4113.ncmp.1.not, label %max_block.exit276.loopexit.unr-lcssa, label %max_block.body275

max_block.exit276.loopexit.unr-lcssa:             ; preds = %max_block.body275
  br i1 %lcmp.mod4108.not, label %max_block.exit276, label %max_block.body275.epil.preheader

max_block.body275.epil.preheader:                 ; preds = %max_block.exit276.loopexit.unr-lcssa, %max_block.body275.preheader
  %max_block277843.epil.init = phi i64 [ 0, %max_block.body275.preheader ], [ %5155, %max_block.exit276.loopexit.unr-lcssa ]
  %max_best271.0842.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body275.preheader ], [ %5150, %max_block.exit276.loopexit.unr-lcssa ]
  %max_index272.0841.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body275.preheader ], [ %5154, %max_block.exit276.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4111)
  %5156 = getelementptr inbounds float, ptr %3638, i64 %max_block277843.epil.init
  %block278.epil = load <32 x float>, ptr %5156, align 4
  %5157 = fcmp ogt <32 x float> %block278.epil, %max_best271.0842.epil.init
  %5158 = fcmp uno <32 x float> %block278.epil, zeroinitializer
  %5159 = fcmp ord <32 x float> %max_best271.0842.epil.init, zeroinitializer
  %5160 = and <32 x i1> %5159, %5158
  %take279.epil = or <32 x i1> %5157, %5160
  %5161 = select <32 x i1> %take279.epil, <32 x float> %block278.epil, <32 x float> %max_best271.0842.epil.init
  %5162 = insertelement <32 x i64> poison, i64 %max_block277843.epil.init, i64 0
  %5163 = shufflevector <32 x i64> %5162, <32 x i64> poison, <32 x i32> zeroinitializer
  %5164 = or disjoint <32 x i64> %5163, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5165 = select <32 x i1> %take279.epil, <32 x i64> %5164, <32 x i64> %max_index272.0841.epil.init
  br label %max_block.exit276

max_block.exit276:                                ; preds = %max_block.body275.epil.preheader, %max_block.exit276.loopexit.unr-lcssa, %max_block.header274.preheader
  %max_index272.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header274.preheader ], [ %5154, %max_block.exit276.loopexit.unr-lcssa ], [ %5165, %max_block.body275.epil.preheader ]
  %max_best271.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header274.preheader ], [ %5150, %max_block.exit276.loopexit.unr-lcssa ], [ %5161, %max_block.body275.epil.preheader ]
  %5166 = extractelement <32 x float> %max_best271.0.lcssa, i64 0
  %5167 = extractelement <32 x i64> %max_index272.0.lcssa, i64 0
  %5168 = fcmp une float %5166, 0xFFF0000000000000
  %5169 = select i1 %5168, i64 %5167, i64 0
  %5170 = extractelement <32 x float> %max_best271.0.lcssa, i64 1
  %5171 = extractelement <32 x i64> %max_index272.0.lcssa, i64 1
  %5172 = fcmp uno float %5170, 0.000000e+00
  %5173 = fcmp ord float %5166, 0.000000e+00
  %5174 = icmp ult i64 %5171, %5169
  %5175 = fcmp ogt float %5170, %5166
  %5176 = fcmp oeq float %5170, %5166
  %5177 = or i1 %5173, %5174
  %5178 = and i1 %5176, %5174
  %5179 = or i1 %5175, %5178
  %5180 = select i1 %5172, i1 %5177, i1 %5179
  %5181 = select i1 %5180, float %5170, float %5166
  %5182 = select i1 %5180, i64 %5171, i64 %5169
  %5183 = extractelement <32 x float> %max_best271.0.lcssa, i64 2
  %5184 = extractelement <32 x i64> %max_index272.0.lcssa, i64 2
  %5185 = fcmp uno float %5183, 0.000000e+00
  %5186 = fcmp ord float %5181, 0.000000e+00
  %5187 = icmp ult i64 %5184, %5182
  %5188 = fcmp ogt float %5183, %5181
  %5189 = fcmp oeq float %5183, %5181
  %5190 = or i1 %5186, %5187
  %5191 = and i1 %5189, %5187
  %5192 = or i1 %5188, %5191
  %5193 = select i1 %5185, i1 %5190, i1 %5192
  %5194 = select i1 %5193, float %5183, float %5181
  %5195 = select i1 %5193, i64 %5184, i64 %5182
  %5196 = extractelement <32 x float> %max_best271.0.lcssa, i64 3
  %5197 = extractelement <32 x i64> %max_index272.0.lcssa, i64 3
  %5198 = fcmp uno float %5196, 0.000000e+00
  %5199 = fcmp ord float %5194, 0.000000e+00
  %5200 = icmp ult i64 %5197, %5195
  %5201 = fcmp ogt float %5196, %5194
  %5202 = fcmp oeq float %5196, %5194
  %5203 = or i1 %5199, %5200
  %5204 = and i1 %5202, %5200
  %5205 = or i1 %5201, %5204
  %5206 = select i1 %5198, i1 %5203, i1 %5205
  %5207 = select i1 %5206, float %5196, float %5194
  %5208 = select i1 %5206, i64 %5197, i64 %5195
  %5209 = extractelement <32 x float> %max_best271.0.lcssa, i64 4
  %5210 = extractelement <32 x i64> %max_index272.0.lcssa, i64 4
  %5211 = fcmp uno float %5209, 0.000000e+00
  %5212 = fcmp ord float %5207, 0.000000e+00
  %5213 = icmp ult i64 %5210, %5208
  %5214 = fcmp ogt float %5209, %5207
  %5215 = fcmp oeq float %5209, %5207
  %5216 = or i1 %5212, %5213
  %5217 = and i1 %5215, %5213
  %5218 = or i1 %5214, %5217
  %5219 = select i1 %5211, i1 %5216, i1 %5218
  %5220 = select i1 %5219, float %5209, float %5207
  %5221 = select i1 %5219, i64 %5210, i64 %5208
  %5222 = extractelement <32 x float> %max_best271.0.lcssa, i64 5
  %5223 = extractelement <32 x i64> %max_index272.0.lcssa, i64 5
  %5224 = fcmp uno float %5222, 0.000000e+00
  %5225 = fcmp ord float %5220, 0.000000e+00
  %5226 = icmp ult i64 %5223, %5221
  %5227 = fcmp ogt float %5222, %5220
  %5228 = fcmp oeq float %5222, %5220
  %5229 = or i1 %5225, %5226
  %5230 = and i1 %5228, %5226
  %5231 = or i1 %5227, %5230
  %5232 = select i1 %5224, i1 %5229, i1 %5231
  %5233 = select i1 %5232, float %5222, float %5220
  %5234 = select i1 %5232, i64 %5223, i64 %5221
  %5235 = extractelement <32 x float> %max_best271.0.lcssa, i64 6
  %5236 = extractelement <32 x i64> %max_index272.0.lcssa, i64 6
  %5237 = fcmp uno float %5235, 0.000000e+00
  %5238 = fcmp ord float %5233, 0.000000e+00
  %5239 = icmp ult i64 %5236, %5234
  %5240 = fcmp ogt float %5235, %5233
  %5241 = fcmp oeq float %5235, %5233
  %5242 = or i1 %5238, %5239
  %5243 = and i1 %5241, %5239
  %5244 = or i1 %5240, %5243
  %5245 = select i1 %5237, i1 %5242, i1 %5244
  %5246 = select i1 %5245, float %5235, float %5233
  %5247 = select i1 %5245, i64 %5236, i64 %5234
  %5248 = extractelement <32 x float> %max_best271.0.lcssa, i64 7
  %5249 = extractelement <32 x i64> %max_index272.0.lcssa, i64 7
  %5250 = fcmp uno float %5248, 0.000000e+00
  %5251 = fcmp ord float %5246, 0.000000e+00
  %5252 = icmp ult i64 %5249, %5247
  %5253 = fcmp ogt float %5248, %5246
  %5254 = fcmp oeq float %5248, %5246
  %5255 = or i1 %5251, %5252
  %5256 = and i1 %5254, %5252
  %5257 = or i1 %5253, %5256
  %5258 = select i1 %5250, i1 %5255, i1 %5257
  %5259 = select i1 %5258, float %5248, float %5246
  %5260 = select i1 %5258, i64 %5249, i64 %5247
  %5261 = extractelement <32 x float> %max_best271.0.lcssa, i64 8
  %5262 = extractelement <32 x i64> %max_index272.0.lcssa, i64 8
  %5263 = fcmp uno float %5261, 0.000000e+00
  %5264 = fcmp ord float %5259, 0.000000e+00
  %5265 = icmp ult i64 %5262, %5260
  %5266 = fcmp ogt float %5261, %5259
  %5267 = fcmp oeq float %5261, %5259
  %5268 = or i1 %5264, %5265
  %5269 = and i1 %5267, %5265
  %5270 = or i1 %5266, %5269
  %5271 = select i1 %5263, i1 %5268, i1 %5270
  %5272 = select i1 %5271, float %5261, float %5259
  %5273 = select i1 %5271, i64 %5262, i64 %5260
  %5274 = extractelement <32 x float> %max_best271.0.lcssa, i64 9
  %5275 = extractelement <32 x i64> %max_index272.0.lcssa, i64 9
  %5276 = fcmp uno float %5274, 0.000000e+00
  %5277 = fcmp ord float %5272, 0.000000e+00
  %5278 = icmp ult i64 %5275, %5273
  %5279 = fcmp ogt float %5274, %5272
  %5280 = fcmp oeq float %5274, %5272
  %5281 = or i1 %5277, %5278
  %5282 = and i1 %5280, %5278
  %5283 = or i1 %5279, %5282
  %5284 = select i1 %5276, i1 %5281, i1 %5283
  %5285 = select i1 %5284, float %5274, float %5272
  %5286 = select i1 %5284, i64 %5275, i64 %5273
  %5287 = extractelement <32 x float> %max_best271.0.lcssa, i64 10
  %5288 = extractelement <32 x i64> %max_index272.0.lcssa, i64 10
  %5289 = fcmp uno float %5287, 0.000000e+00
  %5290 = fcmp ord float %5285, 0.000000e+00
  %5291 = icmp ult i64 %5288, %5286
  %5292 = fcmp ogt float %5287, %5285
  %5293 = fcmp oeq float %5287, %5285
  %5294 = or i1 %5290, %5291
  %5295 = and i1 %5293, %5291
  %5296 = or i1 %5292, %5295
  %5297 = select i1 %5289, i1 %5294, i1 %5296
  %5298 = select i1 %5297, float %5287, float %5285
  %5299 = select i1 %5297, i64 %5288, i64 %5286
  %5300 = extractelement <32 x float> %max_best271.0.lcssa, i64 11
  %5301 = extractelement <32 x i64> %max_index272.0.lcssa, i64 11
  %5302 = fcmp uno float %5300, 0.000000e+00
  %5303 = fcmp ord float %5298, 0.000000e+00
  %5304 = icmp ult i64 %5301, %5299
  %5305 = fcmp ogt float %5300, %5298
  %5306 = fcmp oeq float %5300, %5298
  %5307 = or i1 %5303, %5304
  %5308 = and i1 %5306, %5304
  %5309 = or i1 %5305, %5308
  %5310 = select i1 %5302, i1 %5307, i1 %5309
  %5311 = select i1 %5310, float %5300, float %5298
  %5312 = select i1 %5310, i64 %5301, i64 %5299
  %5313 = extractelement <32 x float> %max_best271.0.lcssa, i64 12
  %5314 = extractelement <32 x i64> %max_index272.0.lcssa, i64 12
  %5315 = fcmp uno float %5313, 0.000000e+00
  %5316 = fcmp ord float %5311, 0.000000e+00
  %5317 = icmp ult i64 %5314, %5312
  %5318 = fcmp ogt float %5313, %5311
  %5319 = fcmp oeq float %5313, %5311
  %5320 = or i1 %5316, %5317
  %5321 = and i1 %5319, %5317
  %5322 = or i1 %5318, %5321
  %5323 = select i1 %5315, i1 %5320, i1 %5322
  %5324 = select i1 %5323, float %5313, float %5311
  %5325 = select i1 %5323, i64 %5314, i64 %5312
  %5326 = extractelement <32 x float> %max_best271.0.lcssa, i64 13
  %5327 = extractelement <32 x i64> %max_index272.0.lcssa, i64 13
  %5328 = fcmp uno float %5326, 0.000000e+00
  %5329 = fcmp ord float %5324, 0.000000e+00
  %5330 = icmp ult i64 %5327, %5325
  %5331 = fcmp ogt float %5326, %5324
  %5332 = fcmp oeq float %5326, %5324
  %5333 = or i1 %5329, %5330
  %5334 = and i1 %5332, %5330
  %5335 = or i1 %5331, %5334
  %5336 = select i1 %5328, i1 %5333, i1 %5335
  %5337 = select i1 %5336, float %5326, float %5324
  %5338 = select i1 %5336, i64 %5327, i64 %5325
  %5339 = extractelement <32 x float> %max_best271.0.lcssa, i64 14
  %5340 = extractelement <32 x i64> %max_index272.0.lcssa, i64 14
  %5341 = fcmp uno float %5339, 0.000000e+00
  %5342 = fcmp ord float %5337, 0.000000e+00
  %5343 = icmp ult i64 %5340, %5338
  %5344 = fcmp ogt float %5339, %5337
  %5345 = fcmp oeq float %5339, %5337
  %5346 = or i1 %5342, %5343
  %5347 = and i1 %5345, %5343
  %5348 = or i1 %5344, %5347
  %5349 = select i1 %5341, i1 %5346, i1 %5348
  %5350 = select i1 %5349, float %5339, float %5337
  %5351 = select i1 %5349, i64 %5340, i64 %5338
  %5352 = extractelement <32 x float> %max_best271.0.lcssa, i64 15
  %5353 = extractelement <32 x i64> %max_index272.0.lcssa, i64 15
  %5354 = fcmp uno float %5352, 0.000000e+00
  %5355 = fcmp ord float %5350, 0.000000e+00
  %5356 = icmp ult i64 %5353, %5351
  %5357 = fcmp ogt float %5352, %5350
  %5358 = fcmp oeq float %5352, %5350
  %5359 = or i1 %5355, %5356
  %5360 = and i1 %5358, %5356
  %5361 = or i1 %5357, %5360
  %5362 = select i1 %5354, i1 %5359, i1 %5361
  %5363 = select i1 %5362, float %5352, float %5350
  %5364 = select i1 %5362, i64 %5353, i64 %5351
  %5365 = extractelement <32 x float> %max_best271.0.lcssa, i64 16
  %5366 = extractelement <32 x i64> %max_index272.0.lcssa, i64 16
  %5367 = fcmp uno float %5365, 0.000000e+00
  %5368 = fcmp ord float %5363, 0.000000e+00
  %5369 = icmp ult i64 %5366, %5364
  %5370 = fcmp ogt float %5365, %5363
  %5371 = fcmp oeq float %5365, %5363
  %5372 = or i1 %5368, %5369
  %5373 = and i1 %5371, %5369
  %5374 = or i1 %5370, %5373
  %5375 = select i1 %5367, i1 %5372, i1 %5374
  %5376 = select i1 %5375, float %5365, float %5363
  %5377 = select i1 %5375, i64 %5366, i64 %5364
  %5378 = extractelement <32 x float> %max_best271.0.lcssa, i64 17
  %5379 = extractelement <32 x i64> %max_index272.0.lcssa, i64 17
  %5380 = fcmp uno float %5378, 0.000000e+00
  %5381 = fcmp ord float %5376, 0.000000e+00
  %5382 = icmp ult i64 %5379, %5377
  %5383 = fcmp ogt float %5378, %5376
  %5384 = fcmp oeq float %5378, %5376
  %5385 = or i1 %5381, %5382
  %5386 = and i1 %5384, %5382
  %5387 = or i1 %5383, %5386
  %5388 = select i1 %5380, i1 %5385, i1 %5387
  %5389 = select i1 %5388, float %5378, float %5376
  %5390 = select i1 %5388, i64 %5379, i64 %5377
  %5391 = extractelement <32 x float> %max_best271.0.lcssa, i64 18
  %5392 = extractelement <32 x i64> %max_index272.0.lcssa, i64 18
  %5393 = fcmp uno float %5391, 0.000000e+00
  %5394 = fcmp ord float %5389, 0.000000e+00
  %5395 = icmp ult i64 %5392, %5390
  %5396 = fcmp ogt float %5391, %5389
  %5397 = fcmp oeq float %5391, %5389
  %5398 = or i1 %5394, %5395
  %5399 = and i1 %5397, %5395
  %5400 = or i1 %5396, %5399
  %5401 = select i1 %5393, i1 %5398, i1 %5400
  %5402 = select i1 %5401, float %5391, float %5389
  %5403 = select i1 %5401, i64 %5392, i64 %5390
  %5404 = extractelement <32 x float> %max_best271.0.lcssa, i64 19
  %5405 = extractelement <32 x i64> %max_index272.0.lcssa, i64 19
  %5406 = fcmp uno float %5404, 0.000000e+00
  %5407 = fcmp ord float %5402, 0.000000e+00
  %5408 = icmp ult i64 %5405, %5403
  %5409 = fcmp ogt float %5404, %5402
  %5410 = fcmp oeq float %5404, %5402
  %5411 = or i1 %5407, %5408
  %5412 = and i1 %5410, %5408
  %5413 = or i1 %5409, %5412
  %5414 = select i1 %5406, i1 %5411, i1 %5413
  %5415 = select i1 %5414, float %5404, float %5402
  %5416 = select i1 %5414, i64 %5405, i64 %5403
  %5417 = extractelement <32 x float> %max_best271.0.lcssa, i64 20
  %5418 = extractelement <32 x i64> %max_index272.0.lcssa, i64 20
  %5419 = fcmp uno float %5417, 0.000000e+00
  %5420 = fcmp ord float %5415, 0.000000e+00
  %5421 = icmp ult i64 %5418, %5416
  %5422 = fcmp ogt float %5417, %5415
  %5423 = fcmp oeq float %5417, %5415
  %5424 = or i1 %5420, %5421
  %5425 = and i1 %5423, %5421
  %5426 = or i1 %5422, %5425
  %5427 = select i1 %5419, i1 %5424, i1 %5426
  %5428 = select i1 %5427, float %5417, float %5415
  %5429 = select i1 %5427, i64 %5418, i64 %5416
  %5430 = extractelement <32 x float> %max_best271.0.lcssa, i64 21
  %5431 = extractelement <32 x i64> %max_index272.0.lcssa, i64 21
  %5432 = fcmp uno float %5430, 0.000000e+00
  %5433 = fcmp ord float %5428, 0.000000e+00
  %5434 = icmp ult i64 %5431, %5429
  %5435 = fcmp ogt float %5430, %5428
  %5436 = fcmp oeq float %5430, %5428
  %5437 = or i1 %5433, %5434
  %5438 = and i1 %5436, %5434
  %5439 = or i1 %5435, %5438
  %5440 = select i1 %5432, i1 %5437, i1 %5439
  %5441 = select i1 %5440, float %5430, float %5428
  %5442 = select i1 %5440, i64 %5431, i64 %5429
  %5443 = extractelement <32 x float> %max_best271.0.lcssa, i64 22
  %5444 = extractelement <32 x i64> %max_index272.0.lcssa, i64 22
  %5445 = fcmp uno float %5443, 0.000000e+00
  %5446 = fcmp ord float %5441, 0.000000e+00
  %5447 = icmp ult i64 %5444, %5442
  %5448 = fcmp ogt float %5443, %5441
  %5449 = fcmp oeq float %5443, %5441
  %5450 = or i1 %5446, %5447
  %5451 = and i1 %5449, %5447
  %5452 = or i1 %5448, %5451
  %5453 = select i1 %5445, i1 %5450, i1 %5452
  %5454 = select i1 %5453, float %5443, float %5441
  %5455 = select i1 %5453, i64 %5444, i64 %5442
  %5456 = extractelement <32 x float> %max_best271.0.lcssa, i64 23
  %5457 = extractelement <32 x i64> %max_index272.0.lcssa, i64 23
  %5458 = fcmp uno float %5456, 0.000000e+00
  %5459 = fcmp ord float %5454, 0.000000e+00
  %5460 = icmp ult i64 %5457, %5455
  %5461 = fcmp ogt float %5456, %5454
  %5462 = fcmp oeq float %5456, %5454
  %5463 = or i1 %5459, %5460
  %5464 = and i1 %5462, %5460
  %5465 = or i1 %5461, %5464
  %5466 = select i1 %5458, i1 %5463, i1 %5465
  %5467 = select i1 %5466, float %5456, float %5454
  %5468 = select i1 %5466, i64 %5457, i64 %5455
  %5469 = extractelement <32 x float> %max_best271.0.lcssa, i64 24
  %5470 = extractelement <32 x i64> %max_index272.0.lcssa, i64 24
  %5471 = fcmp uno float %5469, 0.000000e+00
  %5472 = fcmp ord float %5467, 0.000000e+00
  %5473 = icmp ult i64 %5470, %5468
  %5474 = fcmp ogt float %5469, %5467
  %5475 = fcmp oeq float %5469, %5467
  %5476 = or i1 %5472, %5473
  %5477 = and i1 %5475, %5473
  %5478 = or i1 %5474, %5477
  %5479 = select i1 %5471, i1 %5476, i1 %5478
  %5480 = select i1 %5479, float %5469, float %5467
  %5481 = select i1 %5479, i64 %5470, i64 %5468
  %5482 = extractelement <32 x float> %max_best271.0.lcssa, i64 25
  %5483 = extractelement <32 x i64> %max_index272.0.lcssa, i64 25
  %5484 = fcmp uno float %5482, 0.000000e+00
  %5485 = fcmp ord float %5480, 0.000000e+00
  %5486 = icmp ult i64 %5483, %5481
  %5487 = fcmp ogt float %5482, %5480
  %5488 = fcmp oeq float %5482, %5480
  %5489 = or i1 %5485, %5486
  %5490 = and i1 %5488, %5486
  %5491 = or i1 %5487, %5490
  %5492 = select i1 %5484, i1 %5489, i1 %5491
  %5493 = select i1 %5492, float %5482, float %5480
  %5494 = select i1 %5492, i64 %5483, i64 %5481
  %5495 = extractelement <32 x float> %max_best271.0.lcssa, i64 26
  %5496 = extractelement <32 x i64> %max_index272.0.lcssa, i64 26
  %5497 = fcmp uno float %5495, 0.000000e+00
  %5498 = fcmp ord float %5493, 0.000000e+00
  %5499 = icmp ult i64 %5496, %5494
  %5500 = fcmp ogt float %5495, %5493
  %5501 = fcmp oeq float %5495, %5493
  %5502 = or i1 %5498, %5499
  %5503 = and i1 %5501, %5499
  %5504 = or i1 %5500, %5503
  %5505 = select i1 %5497, i1 %5502, i1 %5504
  %5506 = select i1 %5505, float %5495, float %5493
  %5507 = select i1 %5505, i64 %5496, i64 %5494
  %5508 = extractelement <32 x float> %max_best271.0.lcssa, i64 27
  %5509 = extractelement <32 x i64> %max_index272.0.lcssa, i64 27
  %5510 = fcmp uno float %5508, 0.000000e+00
  %5511 = fcmp ord float %5506, 0.000000e+00
  %5512 = icmp ult i64 %5509, %5507
  %5513 = fcmp ogt float %5508, %5506
  %5514 = fcmp oeq float %5508, %5506
  %5515 = or i1 %5511, %5512
  %5516 = and i1 %5514, %5512
  %5517 = or i1 %5513, %5516
  %5518 = select i1 %5510, i1 %5515, i1 %5517
  %5519 = select i1 %5518, float %5508, float %5506
  %5520 = select i1 %5518, i64 %5509, i64 %5507
  %5521 = extractelement <32 x float> %max_best271.0.lcssa, i64 28
  %5522 = extractelement <32 x i64> %max_index272.0.lcssa, i64 28
  %5523 = fcmp uno float %5521, 0.000000e+00
  %5524 = fcmp ord float %5519, 0.000000e+00
  %5525 = icmp ult i64 %5522, %5520
  %5526 = fcmp ogt float %5521, %5519
  %5527 = fcmp oeq float %5521, %5519
  %5528 = or i1 %5524, %5525
  %5529 = and i1 %5527, %5525
  %5530 = or i1 %5526, %5529
  %5531 = select i1 %5523, i1 %5528, i1 %5530
  %5532 = select i1 %5531, float %5521, float %5519
  %5533 = select i1 %5531, i64 %5522, i64 %5520
  %5534 = extractelement <32 x float> %max_best271.0.lcssa, i64 29
  %5535 = extractelement <32 x i64> %max_index272.0.lcssa, i64 29
  %5536 = fcmp uno float %5534, 0.000000e+00
  %5537 = fcmp ord float %5532, 0.000000e+00
  %5538 = icmp ult i64 %5535, %5533
  %5539 = fcmp ogt float %5534, %5532
  %5540 = fcmp oeq float %5534, %5532
  %5541 = or i1 %5537, %5538
  %5542 = and i1 %5540, %5538
  %5543 = or i1 %5539, %5542
  %5544 = select i1 %5536, i1 %5541, i1 %5543
  %5545 = select i1 %5544, float %5534, float %5532
  %5546 = select i1 %5544, i64 %5535, i64 %5533
  %5547 = extractelement <32 x float> %max_best271.0.lcssa, i64 30
  %5548 = extractelement <32 x i64> %max_index272.0.lcssa, i64 30
  %5549 = fcmp uno float %5547, 0.000000e+00
  %5550 = fcmp ord float %5545, 0.000000e+00
  %5551 = icmp ult i64 %5548, %5546
  %5552 = fcmp ogt float %5547, %5545
  %5553 = fcmp oeq float %5547, %5545
  %5554 = or i1 %5550, %5551
  %5555 = and i1 %5553, %5551
  %5556 = or i1 %5552, %5555
  %5557 = select i1 %5549, i1 %5554, i1 %5556
  %5558 = select i1 %5557, float %5547, float %5545
  %5559 = select i1 %5557, i64 %5548, i64 %5546
  %5560 = extractelement <32 x float> %max_best271.0.lcssa, i64 31
  %5561 = extractelement <32 x i64> %max_index272.0.lcssa, i64 31
  %5562 = fcmp uno float %5560, 0.000000e+00
  %5563 = fcmp ord float %5558, 0.000000e+00
  %5564 = icmp ult i64 %5561, %5559
  %5565 = fcmp ogt float %5560, %5558
  %5566 = fcmp oeq float %5560, %5558
  %5567 = or i1 %5563, %5564
  %5568 = and i1 %5566, %5564
  %5569 = or i1 %5565, %5568
  %5570 = select i1 %5562, i1 %5567, i1 %5569
  %5571 = select i1 %5570, i64 %5561, i64 %5559
  br i1 %.not971, label %fold_tail.exit282, label %fold_tail.body281.preheader

fold_tail.body281.preheader:                      ; preds = %max_block.exit276
  %5572 = select i1 %5570, float %5560, float %5558
  br label %fold_tail.body281

fold_tail.body281:                                ; preds = %fold_tail.body281.preheader, %fold_tail.body281
  %fold_tail283848 = phi i64 [ %5581, %fold_tail.body281 ], [ %blocks_end216, %fold_tail.body281.preheader ]
  %fold_value266.0847 = phi float [ %5579, %fold_tail.body281 ], [ %5572, %fold_tail.body281.preheader ]
  %fold_index267.0846 = phi i64 [ %5580, %fold_tail.body281 ], [ %5571, %fold_tail.body281.preheader ]
  %5573 = getelementptr inbounds float, ptr %3638, i64 %fold_tail283848
  %5574 = load float, ptr %5573, align 4
  %5575 = fcmp ogt float %5574, %fold_value266.0847
  %5576 = fcmp uno float %5574, 0.000000e+00
  %5577 = fcmp ord float %fold_value266.0847, 0.000000e+00
  %5578 = and i1 %5577, %5576
  %take284 = or i1 %5575, %5578
  %5579 = select i1 %take284, float %5574, float %fold_value266.0847
  %5580 = select i1 %take284, i64 %fold_tail283848, i64 %fold_index267.0846
  %5581 = add nuw i64 %fold_tail283848, 1
  %5582 = icmp ult i64 %5581, %n_features
  br i1 %5582, label %fold_tail.body281, label %fold_tail.exit282

fold_tail.exit282:                                ; preds = %fold_tail.body281, %max_block.exit276
  %fold_index267.0.lcssa = phi i64 [ %5571, %max_block.exit276 ], [ %5580, %fold_tail.body281 ]
  %argmax285 = uitofp i64 %fold_index267.0.lcssa to float
  br i1 %.not970, label %max_block.exit296, label %max_block.body295.preheader

max_block.body295.preheader:                      ; preds = %fold_tail.exit282
  br i1 %3723, label %max_block.body295.epil.preheader, label %max_block.body295

max_block.body295:                                ; preds = %max_block.body295.preheader, %max_block.body295
  %max_block297852 = phi i64 [ %5604, %max_block.body295 ], [ 0, %max_block.body295.preheader ]
  %max_best291.0851 = phi <32 x float> [ %5599, %max_block.body295 ], [ splat (float 0xFFF0000000000000), %max_block.body295.preheader ]
  %max_index292.0850 = phi <32 x i64> [ %5603, %max_block.body295 ], [ zeroinitializer, %max_block.body295.preheader ]
  %niter4121 = phi i64 [ %niter4121.next.1, %max_block.body295 ], [ 0, %max_block.body295.preheader ]
  %5583 = getelementptr inbounds float, ptr %3639, i64 %max_block297852
  %block298 = load <32 x float>, ptr %5583, align 4
  %5584 = fcmp ogt <32 x float> %block298, %max_best291.0851
  %5585 = fcmp uno <32 x float> %block298, zeroinitializer
  %5586 = fcmp ord <32 x float> %max_best291.0851, zeroinitializer
  %5587 = and <32 x i1> %5586, %5585
  %take299 = or <32 x i1> %5584, %5587
  %5588 = select <32 x i1> %take299, <32 x float> %block298, <32 x float> %max_best291.0851
  %5589 = insertelement <32 x i64> poison, i64 %max_block297852, i64 0
  %5590 = shufflevector <32 x i64> %5589, <32 x i64> poison, <32 x i32> zeroinitializer
  %5591 = or disjoint <32 x i64> %5590, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5592 = select <32 x i1> %take299, <32 x i64> %5591, <32 x i64> %max_index292.0850
  %5593 = or disjoint i64 %max_block297852, 32
  %5594 = getelementptr inbounds float, ptr %3639, i64 %5593
  %block298.1 = load <32 x float>, ptr %5594, align 4
  %5595 = fcmp ogt <32 x float> %block298.1, %5588
  %5596 = fcmp uno <32 x float> %block298.1, zeroinitializer
  %5597 = fcmp ord <32 x float> %5588, zeroinitializer
  %5598 = and <32 x i1> %5597, %5596
  %take299.1 = or <32 x i1> %5595, %5598
  %5599 = select <32 x i1> %take299.1, <32 x float> %block298.1, <32 x float> %5588
  %5600 = insertelement <32 x i64> poison, i64 %5593, i64 0
  %5601 = shufflevector <32 x i64> %5600, <32 x i64> poison, <32 x i32> zeroinitializer
  %5602 = or disjoint <32 x i64> %5601, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5603 = select <32 x i1> %take299.1, <32 x i64> %5602, <32 x i64> %5592
  %5604 = add nuw i64 %max_block297852, 64
  %niter4121.next.1 = add i64 %niter4121, 2
  %niter4121.ncmp.1.not = icmp eq i64 %niter4121.next.1, %unroll_iter4120
  br i1 %niter4121.ncmp.1.not, label %max_block.exit296.loopexit.unr-lcssa, label %max_block.body295

max_block.exit296.loopexit.unr-lcssa:             ; preds = %max_block.body295
  br i1 %lcmp.mod4116.not, label %max_block.exit296, label %max_block.body295.epil.preheader

max_block.body295.epil.preheader:                 ; preds = %max_block.exit296.loopexit.unr-lcssa, %max_block.body295.preheader
  %max_block297852.epil.init = phi i64 [ 0, %max_block.body295.preheader ], [ %5604, %max_block.exit296.loopexit.unr-lcssa ]
  %max_best291.0851.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body295.preheader ], [ %5599, %max_block.exit296.loopexit.unr-lcssa ]
  %max_index292.0850.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body295.preheader ], [ %5603, %max_block.exit296.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4119)
  %5605 = getelementptr inbounds float, ptr %3639, i64 %max_block297852.epil.init
  %block298.epil = load <32 x float>, ptr %5605, align 4
  %5606 = fcmp ogt <32 x float> %block298.epil, %max_best291.0851.epil.init
  %5607 = fcmp uno <32 x float> %block298.epil, zeroinitializer
  %5608 = fcmp ord <32 x float> %max_best291.0851.epil.init, zeroinitializer
  %5609 = and <32 x i1> %5608, %5607
  %take299.epil = or <32 x i1> %5606, %5609
  %5610 = select <32 x i1> %take299.epil, <32 x float> %block298.epil, <32 x float> %max_best291.0851.epil.init
  %5611 = insertelement <32 x i64> poison, i64 %max_block297852.epil.init, i64 0
  %5612 = shufflevector <32 x i64> %5611, <32 x i64> poison, <32 x i32> zeroinitializer
  %5613 = or disjoint <32 x i64> %5612, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5614 = select <32 x i1> %take299.epil, <32 x i64> %5613, <32 x i64> %max_index292.0850.epil.init
  br label %max_block.exit296

max_block.exit296:                                ; preds = %max_block.body295.epil.preheader, %max_block.exit296.loopexit.unr-lcssa, %fold_tail.exit282
  %max_index292.0.lcssa = phi <32 x i64> [ zeroinitializer, %fold_tail.exit282 ], [ %5603, %max_block.exit296.loopexit.unr-lcssa ], [ %5614, %max_block.body295.epil.preheader ]
  %max_best291.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit282 ], [ %5599, %max_block.exit296.loopexit.unr-lcssa ], [ %5610, %max_block.body295.epil.preheader ]
  %5615 = extractelement <32 x float> %max_best291.0.lcssa, i64 0
  %5616 = extractelement <32 x i64> %max_index292.0.lcssa, i64 0
  %5617 = fcmp une float %5615, 0xFFF0000000000000
  %5618 = select i1 %5617, i64 %5616, i64 0
  %5619 = extractelement <32 x float> %max_best291.0.lcssa, i64 1
  %5620 = extractelement <32 x i64> %max_index292.0.lcssa, i64 1
  %5621 = fcmp uno float %5619, 0.000000e+00
  %5622 = fcmp ord float %5615, 0.000000e+00
  %5623 = icmp ult i64 %5620, %5618
  %5624 = fcmp ogt float %5619, %5615
  %5625 = fcmp oeq float %5619, %5615
  %5626 = or i1 %5622, %5623
  %5627 = and i1 %5625, %5623
  %5628 = or i1 %5624, %5627
  %5629 = select i1 %5621, i1 %5626, i1 %5628
  %5630 = select i1 %5629, float %5619, float %5615
  %5631 = select i1 %5629, i64 %5620, i64 %5618
  %5632 = extractelement <32 x float> %max_best291.0.lcssa, i64 2
  %5633 = extractelement <32 x i64> %max_index292.0.lcssa, i64 2
  %5634 = fcmp uno float %5632, 0.000000e+00
  %5635 = fcmp ord float %5630, 0.000000e+00
  %5636 = icmp ult i64 %5633, %5631
  %5637 = fcmp ogt float %5632, %5630
  %5638 = fcmp oeq float %5632, %5630
  %5639 = or i1 %5635, %5636
  %5640 = and i1 %5638, %5636
  %5641 = or i1 %5637, %5640
  %5642 = select i1 %5634, i1 %5639, i1 %5641
  %5643 = select i1 %5642, float %5632, float %5630
  %5644 = select i1 %5642, i64 %5633, i64 %5631
  %5645 = extractelement <32 x float> %max_best291.0.lcssa, i64 3
  %5646 = extractelement <32 x i64> %max_index292.0.lcssa, i64 3
  %5647 = fcmp uno float %5645, 0.000000e+00
  %5648 = fcmp ord float %5643, 0.000000e+00
  %5649 = icmp ult i64 %5646, %5644
  %5650 = fcmp ogt float %5645, %5643
  %5651 = fcmp oeq float %5645, %5643
  %5652 = or i1 %5648, %5649
  %5653 = and i1 %5651, %5649
  %5654 = or i1 %5650, %5653
  %5655 = select i1 %5647, i1 %5652, i1 %5654
  %5656 = select i1 %5655, float %5645, float %5643
  %5657 = select i1 %5655, i64 %5646, i64 %5644
  %5658 = extractelement <32 x float> %max_best291.0.lcssa, i64 4
  %5659 = extractelement <32 x i64> %max_index292.0.lcssa, i64 4
  %5660 = fcmp uno float %5658, 0.000000e+00
  %5661 = fcmp ord float %5656, 0.000000e+00
  %5662 = icmp ult i64 %5659, %5657
  %5663 = fcmp ogt float %5658, %5656
  %5664 = fcmp oeq float %5658, %5656
  %5665 = or i1 %5661, %5662
  %5666 = and i1 %5664, %5662
  %5667 = or i1 %5663, %5666
  %5668 = select i1 %5660, i1 %5665, i1 %5667
  %5669 = select i1 %5668, float %5658, float %5656
  %5670 = select i1 %5668, i64 %5659, i64 %5657
  %5671 = extractelement <32 x float> %max_best291.0.lcssa, i64 5
  %5672 = extractelement <32 x i64> %max_index292.0.lcssa, i64 5
  %5673 = fcmp uno float %5671, 0.000000e+00
  %5674 = fcmp ord float %5669, 0.000000e+00
  %5675 = icmp ult i64 %5672, %5670
  %5676 = fcmp ogt float %5671, %5669
  %5677 = fcmp oeq float %5671, %5669
  %5678 = or i1 %5674, %5675
  %5679 = and i1 %5677, %5675
  %5680 = or i1 %5676, %5679
  %5681 = select i1 %5673, i1 %5678, i1 %5680
  %5682 = select i1 %5681, float %5671, float %5669
  %5683 = select i1 %5681, i64 %5672, i64 %5670
  %5684 = extractelement <32 x float> %max_best291.0.lcssa, i64 6
  %5685 = extractelement <32 x i64> %max_index292.0.lcssa, i64 6
  %5686 = fcmp uno float %5684, 0.000000e+00
  %5687 = fcmp ord float %5682, 0.000000e+00
  %5688 = icmp ult i64 %5685, %5683
  %5689 = fcmp ogt float %5684, %5682
  %5690 = fcmp oeq float %5684, %5682
  %5691 = or i1 %5687, %5688
  %5692 = and i1 %5690, %5688
  %5693 = or i1 %5689, %5692
  %5694 = select i1 %5686, i1 %5691, i1 %5693
  %5695 = select i1 %5694, float %5684, float %5682
  %5696 = select i1 %5694, i64 %5685, i64 %5683
  %5697 = extractelement <32 x float> %max_best291.0.lcssa, i64 7
  %5698 = extractelement <32 x i64> %max_index292.0.lcssa, i64 7
  %5699 = fcmp uno float %5697, 0.000000e+00
  %5700 = fcmp ord float %5695, 0.000000e+00
  %5701 = icmp ult i64 %5698, %5696
  %5702 = fcmp ogt float %5697, %5695
  %5703 = fcmp oeq float %5697, %5695
  %5704 = or i1 %5700, %5701
  %5705 = and i1 %5703, %5701
  %5706 = or i1 %5702, %5705
  %5707 = select i1 %5699, i1 %5704, i1 %5706
  %5708 = select i1 %5707, float %5697, float %5695
  %5709 = select i1 %5707, i64 %5698, i64 %5696
  %5710 = extractelement <32 x float> %max_best291.0.lcssa, i64 8
  %5711 = extractelement <32 x i64> %max_index292.0.lcssa, i64 8
  %5712 = fcmp uno float %5710, 0.000000e+00
  %5713 = fcmp ord float %5708, 0.000000e+00
  %5714 = icmp ult i64 %5711, %5709
  %5715 = fcmp ogt float %5710, %5708
  %5716 = fcmp oeq float %5710, %5708
  %5717 = or i1 %5713, %5714
  %5718 = and i1 %5716, %5714
  %5719 = or i1 %5715, %5718
  %5720 = select i1 %5712, i1 %5717, i1 %5719
  %5721 = select i1 %5720, float %5710, float %5708
  %5722 = select i1 %5720, i64 %5711, i64 %5709
  %5723 = extractelement <32 x float> %max_best291.0.lcssa, i64 9
  %5724 = extractelement <32 x i64> %max_index292.0.lcssa, i64 9
  %5725 = fcmp uno float %5723, 0.000000e+00
  %5726 = fcmp ord float %5721, 0.000000e+00
  %5727 = icmp ult i64 %5724, %5722
  %5728 = fcmp ogt float %5723, %5721
  %5729 = fcmp oeq float %5723, %5721
  %5730 = or i1 %5726, %5727
  %5731 = and i1 %5729, %5727
  %5732 = or i1 %5728, %5731
  %5733 = select i1 %5725, i1 %5730, i1 %5732
  %5734 = select i1 %5733, float %5723, float %5721
  %5735 = select i1 %5733, i64 %5724, i64 %5722
  %5736 = extractelement <32 x float> %max_best291.0.lcssa, i64 10
  %5737 = extractelement <32 x i64> %max_index292.0.lcssa, i64 10
  %5738 = fcmp uno float %5736, 0.000000e+00
  %5739 = fcmp ord float %5734, 0.000000e+00
  %5740 = icmp ult i64 %5737, %5735
  %5741 = fcmp ogt float %5736, %5734
  %5742 = fcmp oeq float %5736, %5734
  %5743 = or i1 %5739, %5740
  %5744 = and i1 %5742, %5740
  %5745 = or i1 %5741, %5744
  %5746 = select i1 %5738, i1 %5743, i1 %5745
  %5747 = select i1 %5746, float %5736, float %5734
  %5748 = select i1 %5746, i64 %5737, i64 %5735
  %5749 = extractelement <32 x float> %max_best291.0.lcssa, i64 11
  %5750 = extractelement <32 x i64> %max_index292.0.lcssa, i64 11
  %5751 = fcmp uno float %5749, 0.000000e+00
  %5752 = fcmp ord float %5747, 0.000000e+00
  %5753 = icmp ult i64 %5750, %5748
  %5754 = fcmp ogt float %5749, %5747
  %5755 = fcmp oeq float %5749, %5747
  %5756 = or i1 %5752, %5753
  %5757 = and i1 %5755, %5753
  %5758 = or i1 %5754, %5757
  %5759 = select i1 %5751, i1 %5756, i1 %5758
  %5760 = select i1 %5759, float %5749, float %5747
  %5761 = select i1 %5759, i64 %5750, i64 %5748
  %5762 = extractelement <32 x float> %max_best291.0.lcssa, i64 12
  %5763 = extractelement <32 x i64> %max_index292.0.lcssa, i64 12
  %5764 = fcmp uno float %5762, 0.000000e+00
  %5765 = fcmp ord float %5760, 0.000000e+00
  %5766 = icmp ult i64 %5763, %5761
  %5767 = fcmp ogt float %5762, %5760
  %5768 = fcmp oeq float %5762, %5760
  %5769 = or i1 %5765, %5766
  %5770 = and i1 %5768, %5766
  %5771 = or i1 %5767, %5770
  %5772 = select i1 %5764, i1 %5769, i1 %5771
  %5773 = select i1 %5772, float %5762, float %5760
  %5774 = select i1 %5772, i64 %5763, i64 %5761
  %5775 = extractelement <32 x float> %max_best291.0.lcssa, i64 13
  %5776 = extractelement <32 x i64> %max_index292.0.lcssa, i64 13
  %5777 = fcmp uno float %5775, 0.000000e+00
  %5778 = fcmp ord float %5773, 0.000000e+00
  %5779 = icmp ult i64 %5776, %5774
  %5780 = fcmp ogt float %5775, %5773
  %5781 = fcmp oeq float %5775, %5773
  %5782 = or i1 %5778, %5779
  %5783 = and i1 %5781, %5779
  %5784 = or i1 %5780, %5783
  %5785 = select i1 %5777, i1 %5782, i1 %5784
  %5786 = select i1 %5785, float %5775, float %5773
  %5787 = select i1 %5785, i64 %5776, i64 %5774
  %5788 = extractelement <32 x float> %max_best291.0.lcssa, i64 14
  %5789 = extractelement <32 x i64> %max_index292.0.lcssa, i64 14
  %5790 = fcmp uno float %5788, 0.000000e+00
  %5791 = fcmp ord float %5786, 0.000000e+00
  %5792 = icmp ult i64 %5789, %5787
  %5793 = fcmp ogt float %5788, %5786
  %5794 = fcmp oeq float %5788, %5786
  %5795 = or i1 %5791, %5792
  %5796 = and i1 %5794, %5792
  %5797 = or i1 %5793, %5796
  %5798 = select i1 %5790, i1 %5795, i1 %5797
  %5799 = select i1 %5798, float %5788, float %5786
  %5800 = select i1 %5798, i64 %5789, i64 %5787
  %5801 = extractelement <32 x float> %max_best291.0.lcssa, i64 15
  %5802 = extractelement <32 x i64> %max_index292.0.lcssa, i64 15
  %5803 = fcmp uno float %5801, 0.000000e+00
  %5804 = fcmp ord float %5799, 0.000000e+00
  %5805 = icmp ult i64 %5802, %5800
  %5806 = fcmp ogt float %5801, %5799
  %5807 = fcmp oeq float %5801, %5799
  %5808 = or i1 %5804, %5805
  %5809 = and i1 %5807, %5805
  %5810 = or i1 %5806, %5809
  %5811 = select i1 %5803, i1 %5808, i1 %5810
  %5812 = select i1 %5811, float %5801, float %5799
  %5813 = select i1 %5811, i64 %5802, i64 %5800
  %5814 = extractelement <32 x float> %max_best291.0.lcssa, i64 16
  %5815 = extractelement <32 x i64> %max_index292.0.lcssa, i64 16
  %5816 = fcmp uno float %5814, 0.000000e+00
  %5817 = fcmp ord float %5812, 0.000000e+00
  %5818 = icmp ult i64 %5815, %5813
  %5819 = fcmp ogt float %5814, %5812
  %5820 = fcmp oeq float %5814, %5812
  %5821 = or i1 %5817, %5818
  %5822 = and i1 %5820, %5818
  %5823 = or i1 %5819, %5822
  %5824 = select i1 %5816, i1 %5821, i1 %5823
  %5825 = select i1 %5824, float %5814, float %5812
  %5826 = select i1 %5824, i64 %5815, i64 %5813
  %5827 = extractelement <32 x float> %max_best291.0.lcssa, i64 17
  %5828 = extractelement <32 x i64> %max_index292.0.lcssa, i64 17
  %5829 = fcmp uno float %5827, 0.000000e+00
  %5830 = fcmp ord float %5825, 0.000000e+00
  %5831 = icmp ult i64 %5828, %5826
  %5832 = fcmp ogt float %5827, %5825
  %5833 = fcmp oeq float %5827, %5825
  %5834 = or i1 %5830, %5831
  %5835 = and i1 %5833, %5831
  %5836 = or i1 %5832, %5835
  %5837 = select i1 %5829, i1 %5834, i1 %5836
  %5838 = select i1 %5837, float %5827, float %5825
  %5839 = select i1 %5837, i64 %5828, i64 %5826
  %5840 = extractelement <32 x float> %max_best291.0.lcssa, i64 18
  %5841 = extractelement <32 x i64> %max_index292.0.lcssa, i64 18
  %5842 = fcmp uno float %5840, 0.000000e+00
  %5843 = fcmp ord float %5838, 0.000000e+00
  %5844 = icmp ult i64 %5841, %5839
  %5845 = fcmp ogt float %5840, %5838
  %5846 = fcmp oeq float %5840, %5838
  %5847 = or i1 %5843, %5844
  %5848 = and i1 %5846, %5844
  %5849 = or i1 %5845, %5848
  %5850 = select i1 %5842, i1 %5847, i1 %5849
  %5851 = select i1 %5850, float %5840, float %5838
  %5852 = select i1 %5850, i64 %5841, i64 %5839
  %5853 = extractelement <32 x float> %max_best291.0.lcssa, i64 19
  %5854 = extractelement <32 x i64> %max_index292.0.lcssa, i64 19
  %5855 = fcmp uno float %5853, 0.000000e+00
  %5856 = fcmp ord float %5851, 0.000000e+00
  %5857 = icmp ult i64 %5854, %5852
  %5858 = fcmp ogt float %5853, %5851
  %5859 = fcmp oeq float %5853, %5851
  %5860 = or i1 %5856, %5857
  %5861 = and i1 %5859, %5857
  %5862 = or i1 %5858, %5861
  %5863 = select i1 %5855, i1 %5860, i1 %5862
  %5864 = select i1 %5863, float %5853, float %5851
  %5865 = select i1 %5863, i64 %5854, i64 %5852
  %5866 = extractelement <32 x float> %max_best291.0.lcssa, i64 20
  %5867 = extractelement <32 x i64> %max_index292.0.lcssa, i64 20
  %5868 = fcmp uno float %5866, 0.000000e+00
  %5869 = fcmp ord float %5864, 0.000000e+00
  %5870 = icmp ult i64 %5867, %5865
  %5871 = fcmp ogt float %5866, %5864
  %5872 = fcmp oeq float %5866, %5864
  %5873 = or i1 %5869, %5870
  %5874 = and i1 %5872, %5870
  %5875 = or i1 %5871, %5874
  %5876 = select i1 %5868, i1 %5873, i1 %5875
  %5877 = select i1 %5876, float %5866, float %5864
  %5878 = select i1 %5876, i64 %5867, i64 %5865
  %5879 = extractelement <32 x float> %max_best291.0.lcssa, i64 21
  %5880 = extractelement <32 x i64> %max_index292.0.lcssa, i64 21
  %5881 = fcmp uno float %5879, 0.000000e+00
  %5882 = fcmp ord float %5877, 0.000000e+00
  %5883 = icmp ult i64 %5880, %5878
  %5884 = fcmp ogt float %5879, %5877
  %5885 = fcmp oeq float %5879, %5877
  %5886 = or i1 %5882, %5883
  %5887 = and i1 %5885, %5883
  %5888 = or i1 %5884, %5887
  %5889 = select i1 %5881, i1 %5886, i1 %5888
  %5890 = select i1 %5889, float %5879, float %5877
  %5891 = select i1 %5889, i64 %5880, i64 %5878
  %5892 = extractelement <32 x float> %max_best291.0.lcssa, i64 22
  %5893 = extractelement <32 x i64> %max_index292.0.lcssa, i64 22
  %5894 = fcmp uno float %5892, 0.000000e+00
  %5895 = fcmp ord float %5890, 0.000000e+00
  %5896 = icmp ult i64 %5893, %5891
  %5897 = fcmp ogt float %5892, %5890
  %5898 = fcmp oeq float %5892, %5890
  %5899 = or i1 %5895, %5896
  %5900 = and i1 %5898, %5896
  %5901 = or i1 %5897, %5900
  %5902 = select i1 %5894, i1 %5899, i1 %5901
  %5903 = select i1 %5902, float %5892, float %5890
  %5904 = select i1 %5902, i64 %5893, i64 %5891
  %5905 = extractelement <32 x float> %max_best291.0.lcssa, i64 23
  %5906 = extractelement <32 x i64> %max_index292.0.lcssa, i64 23
  %5907 = fcmp uno float %5905, 0.000000e+00
  %5908 = fcmp ord float %5903, 0.000000e+00
  %5909 = icmp ult i64 %5906, %5904
  %5910 = fcmp ogt float %5905, %5903
  %5911 = fcmp oeq float %5905, %5903
  %5912 = or i1 %5908, %5909
  %5913 = and i1 %5911, %5909
  %5914 = or i1 %5910, %5913
  %5915 = select i1 %5907, i1 %5912, i1 %5914
  %5916 = select i1 %5915, float %5905, float %5903
  %5917 = select i1 %5915, i64 %5906, i64 %5904
  %5918 = extractelement <32 x float> %max_best291.0.lcssa, i64 24
  %5919 = extractelement <32 x i64> %max_index292.0.lcssa, i64 24
  %5920 = fcmp uno float %5918, 0.000000e+00
  %5921 = fcmp ord float %5916, 0.000000e+00
  %5922 = icmp ult i64 %5919, %5917
  %5923 = fcmp ogt float %5918, %5916
  %5924 = fcmp oeq float %5918, %5916
  %5925 = or i1 %5921, %5922
  %5926 = and i1 %5924, %5922
  %5927 = or i1 %5923, %5926
  %5928 = select i1 %5920, i1 %5925, i1 %5927
  %5929 = select i1 %5928, float %5918, float %5916
  %5930 = select i1 %5928, i64 %5919, i64 %5917
  %5931 = extractelement <32 x float> %max_best291.0.lcssa, i64 25
  %5932 = extractelement <32 x i64> %max_index292.0.lcssa, i64 25
  %5933 = fcmp uno float %5931, 0.000000e+00
  %5934 = fcmp ord float %5929, 0.000000e+00
  %5935 = icmp ult i64 %5932, %5930
  %5936 = fcmp ogt float %5931, %5929
  %5937 = fcmp oeq float %5931, %5929
  %5938 = or i1 %5934, %5935
  %5939 = and i1 %5937, %5935
  %5940 = or i1 %5936, %5939
  %5941 = select i1 %5933, i1 %5938, i1 %5940
  %5942 = select i1 %5941, float %5931, float %5929
  %5943 = select i1 %5941, i64 %5932, i64 %5930
  %5944 = extractelement <32 x float> %max_best291.0.lcssa, i64 26
  %5945 = extractelement <32 x i64> %max_index292.0.lcssa, i64 26
  %5946 = fcmp uno float %5944, 0.000000e+00
  %5947 = fcmp ord float %5942, 0.000000e+00
  %5948 = icmp ult i64 %5945, %5943
  %5949 = fcmp ogt float %5944, %5942
  %5950 = fcmp oeq float %5944, %5942
  %5951 = or i1 %5947, %5948
  %5952 = and i1 %5950, %5948
  %5953 = or i1 %5949, %5952
  %5954 = select i1 %5946, i1 %5951, i1 %5953
  %5955 = select i1 %5954, float %5944, float %5942
  %5956 = select i1 %5954, i64 %5945, i64 %5943
  %5957 = extractelement <32 x float> %max_best291.0.lcssa, i64 27
  %5958 = extractelement <32 x i64> %max_index292.0.lcssa, i64 27
  %5959 = fcmp uno float %5957, 0.000000e+00
  %5960 = fcmp ord float %5955, 0.000000e+00
  %5961 = icmp ult i64 %5958, %5956
  %5962 = fcmp ogt float %5957, %5955
  %5963 = fcmp oeq float %5957, %5955
  %5964 = or i1 %5960, %5961
  %5965 = and i1 %5963, %5961
  %5966 = or i1 %5962, %5965
  %5967 = select i1 %5959, i1 %5964, i1 %5966
  %5968 = select i1 %5967, float %5957, float %5955
  %5969 = select i1 %5967, i64 %5958, i64 %5956
  %5970 = extractelement <32 x float> %max_best291.0.lcssa, i64 28
  %5971 = extractelement <32 x i64> %max_index292.0.lcssa, i64 28
  %5972 = fcmp uno float %5970, 0.000000e+00
  %5973 = fcmp ord float %5968, 0.000000e+00
  %5974 = icmp ult i64 %5971, %5969
  %5975 = fcmp ogt float %5970, %5968
  %5976 = fcmp oeq float %5970, %5968
  %5977 = or i1 %5973, %5974
  %5978 = and i1 %5976, %5974
  %5979 = or i1 %5975, %5978
  %5980 = select i1 %5972, i1 %5977, i1 %5979
  %5981 = select i1 %5980, float %5970, float %5968
  %5982 = select i1 %5980, i64 %5971, i64 %5969
  %5983 = extractelement <32 x float> %max_best291.0.lcssa, i64 29
  %5984 = extractelement <32 x i64> %max_index292.0.lcssa, i64 29
  %5985 = fcmp uno float %5983, 0.000000e+00
  %5986 = fcmp ord float %5981, 0.000000e+00
  %5987 = icmp ult i64 %5984, %5982
  %5988 = fcmp ogt float %5983, %5981
  %5989 = fcmp oeq float %5983, %5981
  %5990 = or i1 %5986, %5987
  %5991 = and i1 %5989, %5987
  %5992 = or i1 %5988, %5991
  %5993 = select i1 %5985, i1 %5990, i1 %5992
  %5994 = select i1 %5993, float %5983, float %5981
  %5995 = select i1 %5993, i64 %5984, i64 %5982
  %5996 = extractelement <32 x float> %max_best291.0.lcssa, i64 30
  %5997 = extractelement <32 x i64> %max_index292.0.lcssa, i64 30
  %5998 = fcmp uno float %5996, 0.000000e+00
  %5999 = fcmp ord float %5994, 0.000000e+00
  %6000 = icmp ult i64 %5997, %5995
  %6001 = fcmp ogt float %5996, %5994
  %6002 = fcmp oeq float %5996, %5994
  %6003 = or i1 %5999, %6000
  %6004 = and i1 %6002, %6000
  %6005 = or i1 %6001, %6004
  %6006 = select i1 %5998, i1 %6003, i1 %6005
  %6007 = select i1 %6006, float %5996, float %5994
  %6008 = select i1 %6006, i64 %5997, i64 %5995
  %6009 = extractelement <32 x float> %max_best291.0.lcssa, i64 31
  %6010 = extractelement <32 x i64> %max_index292.0.lcssa, i64 31
  %6011 = fcmp uno float %6009, 0.000000e+00
  %6012 = fcmp ord float %6007, 0.000000e+00
  %6013 = icmp ult i64 %6010, %6008
  %6014 = fcmp ogt float %6009, %6007
  %6015 = fcmp oeq float %6009, %6007
  %6016 = or i1 %6012, %6013
  %6017 = and i1 %6015, %6013
  %6018 = or i1 %6014, %6017
  %6019 = select i1 %6011, i1 %6016, i1 %6018
  %6020 = select i1 %6019, float %6009, float %6007
  br i1 %.not971, label %fold_tail.exit302, label %fold_tail.body301

fold_tail.body301:                                ; preds = %max_block.exit296, %fold_tail.body301
  %fold_tail303857 = phi i64 [ %6028, %fold_tail.body301 ], [ %blocks_end216, %max_block.exit296 ]
  %fold_value286.0856 = phi float [ %6027, %fold_tail.body301 ], [ %6020, %max_block.exit296 ]
  %6021 = getelementptr inbounds float, ptr %3639, i64 %fold_tail303857
  %6022 = load float, ptr %6021, align 4
  %6023 = fcmp ogt float %6022, %fold_value286.0856
  %6024 = fcmp uno float %6022, 0.000000e+00
  %6025 = fcmp ord float %fold_value286.0856, 0.000000e+00
  %6026 = and i1 %6025, %6024
  %take304 = or i1 %6023, %6026
  %6027 = select i1 %take304, float %6022, float %fold_value286.0856
  %6028 = add nuw i64 %fold_tail303857, 1
  %6029 = icmp ult i64 %6028, %n_features
  br i1 %6029, label %fold_tail.body301, label %fold_tail.exit302

fold_tail.exit302:                                ; preds = %fold_tail.body301, %max_block.exit296
  %fold_value286.0.lcssa = phi float [ %6020, %max_block.exit296 ], [ %6027, %fold_tail.body301 ]
  br i1 %guard, label %feature.header311.preheader, label %guard.done310

feature.header311.preheader:                      ; preds = %fold_tail.exit302
  br i1 %.not969, label %search.feature.exit, label %iter.check3628

iter.check3628:                                   ; preds = %feature.header311.preheader
  br i1 %min.iters.check3626, label %feature.body312.preheader, label %vector.memcheck3621

vector.memcheck3621:                              ; preds = %iter.check3628
  %diff.check3622 = icmp ult i64 %3738, 128
  %diff.check3623 = icmp ult i64 %3739, 128
  %conflict.rdx3624 = or i1 %diff.check3622, %diff.check3623
  br i1 %conflict.rdx3624, label %feature.body312.preheader, label %vector.main.loop.iter.check3630

vector.main.loop.iter.check3630:                  ; preds = %vector.memcheck3621
  br i1 %min.iters.check3629, label %vec.epilog.ph3647, label %vector.body3634

vector.body3634:                                  ; preds = %vector.main.loop.iter.check3630, %vector.body3634
  %index3635 = phi i64 [ %index.next3640, %vector.body3634 ], [ 0, %vector.main.loop.iter.check3630 ]
  %6030 = getelementptr inbounds float, ptr %3751, i64 %index3635
  %6031 = getelementptr inbounds nuw i8, ptr %6030, i64 32
  %6032 = getelementptr inbounds nuw i8, ptr %6030, i64 64
  %6033 = getelementptr inbounds nuw i8, ptr %6030, i64 96
  %wide.load3636 = load <8 x float>, ptr %6030, align 4
  %wide.load3637 = load <8 x float>, ptr %6031, align 4
  %wide.load3638 = load <8 x float>, ptr %6032, align 4
  %wide.load3639 = load <8 x float>, ptr %6033, align 4
  %6034 = fadd <8 x float> %wide.load3636, zeroinitializer
  %6035 = fadd <8 x float> %wide.load3637, zeroinitializer
  %6036 = fadd <8 x float> %wide.load3638, zeroinitializer
  %6037 = fadd <8 x float> %wide.load3639, zeroinitializer
  %6038 = bitcast <8 x float> %6034 to <8 x i32>
  %6039 = bitcast <8 x float> %6035 to <8 x i32>
  %6040 = bitcast <8 x float> %6036 to <8 x i32>
  %6041 = bitcast <8 x float> %6037 to <8 x i32>
  %6042 = icmp slt <8 x i32> %6038, zeroinitializer
  %6043 = icmp slt <8 x i32> %6039, zeroinitializer
  %6044 = icmp slt <8 x i32> %6040, zeroinitializer
  %6045 = icmp slt <8 x i32> %6041, zeroinitializer
  %6046 = xor <8 x i32> %6038, splat (i32 -1)
  %6047 = xor <8 x i32> %6039, splat (i32 -1)
  %6048 = xor <8 x i32> %6040, splat (i32 -1)
  %6049 = xor <8 x i32> %6041, splat (i32 -1)
  %6050 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %6034)
  %6051 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %6035)
  %6052 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %6036)
  %6053 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %6037)
  %6054 = fneg <8 x float> %6050
  %6055 = fneg <8 x float> %6051
  %6056 = fneg <8 x float> %6052
  %6057 = fneg <8 x float> %6053
  %6058 = bitcast <8 x float> %6054 to <8 x i32>
  %6059 = bitcast <8 x float> %6055 to <8 x i32>
  %6060 = bitcast <8 x float> %6056 to <8 x i32>
  %6061 = bitcast <8 x float> %6057 to <8 x i32>
  %6062 = select <8 x i1> %6042, <8 x i32> %6046, <8 x i32> %6058
  %6063 = select <8 x i1> %6043, <8 x i32> %6047, <8 x i32> %6059
  %6064 = select <8 x i1> %6044, <8 x i32> %6048, <8 x i32> %6060
  %6065 = select <8 x i1> %6045, <8 x i32> %6049, <8 x i32> %6061
  %6066 = getelementptr inbounds float, ptr %scratch, i64 %index3635
  %6067 = getelementptr inbounds nuw i8, ptr %6066, i64 32
  %6068 = getelementptr inbounds nuw i8, ptr %6066, i64 64
  %6069 = getelementptr inbounds nuw i8, ptr %6066, i64 96
  store <8 x i32> %6062, ptr %6066, align 4
  store <8 x i32> %6063, ptr %6067, align 4
  store <8 x i32> %6064, ptr %6068, align 4
  store <8 x i32> %6065, ptr %6069, align 4
  %6070 = getelementptr float, ptr %3636, i64 %index3635
  %6071 = getelementptr i8, ptr %6070, i64 32
  %6072 = getelementptr i8, ptr %6070, i64 64
  %6073 = getelementptr i8, ptr %6070, i64 96
  store <8 x float> splat (float 1.000000e+00), ptr %6070, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %6071, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %6072, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %6073, align 4
  %index.next3640 = add nuw i64 %index3635, 32
  %6074 = icmp eq i64 %index.next3640, %n.vec3633
  br i1 %6074, label %middle.block3641, label %vector.body3634, !llvm.loop !21

middle.block3641:                                 ; preds = %vector.body3634
  br i1 %cmp.n3642, label %search.feature.exit.thread, label %vec.epilog.iter.check3645

vec.epilog.iter.check3645:                        ; preds = %middle.block3641
  br i1 %min.epilog.iters.check3646, label %feature.body312.preheader, label %vec.epilog.ph3647, !prof !9

vec.epilog.ph3647:                                ; preds = %vector.main.loop.iter.check3630, %vec.epilog.iter.check3645
  %vec.epilog.resume.val3643 = phi i64 [ %n.vec3633, %vec.epilog.iter.check3645 ], [ 0, %vector.main.loop.iter.check3630 ]
  br label %vec.epilog.vector.body3650

vec.epilog.vector.body3650:                       ; preds = %vec.epilog.vector.body3650, %vec.epilog.ph3647
  %index3651 = phi i64 [ %vec.epilog.resume.val3643, %vec.epilog.ph3647 ], [ %index.next3653, %vec.epilog.vector.body3650 ]
  %6075 = getelementptr inbounds float, ptr %3751, i64 %index3651
  %wide.load3652 = load <4 x float>, ptr %6075, align 4
  %6076 = fadd <4 x float> %wide.load3652, zeroinitializer
  %6077 = bitcast <4 x float> %6076 to <4 x i32>
  %6078 = icmp slt <4 x i32> %6077, zeroinitializer
  %6079 = xor <4 x i32> %6077, splat (i32 -1)
  %6080 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %6076)
  %6081 = fneg <4 x float> %6080
  %6082 = bitcast <4 x float> %6081 to <4 x i32>
  %6083 = select <4 x i1> %6078, <4 x i32> %6079, <4 x i32> %6082
  %6084 = getelementptr inbounds float, ptr %scratch, i64 %index3651
  store <4 x i32> %6083, ptr %6084, align 4
  %6085 = getelementptr float, ptr %3636, i64 %index3651
  store <4 x float> splat (float 1.000000e+00), ptr %6085, align 4
  %index.next3653 = add nuw i64 %index3651, 4
  %6086 = icmp eq i64 %index.next3653, %n.vec3649
  br i1 %6086, label %vec.epilog.middle.block3654, label %vec.epilog.vector.body3650, !llvm.loop !22

vec.epilog.middle.block3654:                      ; preds = %vec.epilog.vector.body3650
  br i1 %cmp.n3655, label %search.feature.exit.thread, label %feature.body312.preheader

feature.body312.preheader:                        ; preds = %vector.memcheck3621, %iter.check3628, %vec.epilog.iter.check3645, %vec.epilog.middle.block3654
  %feature314859.ph = phi i64 [ 0, %iter.check3628 ], [ 0, %vector.memcheck3621 ], [ %n.vec3633, %vec.epilog.iter.check3645 ], [ %n.vec3649, %vec.epilog.middle.block3654 ]
  br i1 %lcmp.mod4123.not, label %feature.body312.prol.loopexit, label %feature.body312.prol

feature.body312.prol:                             ; preds = %feature.body312.preheader
  %6087 = getelementptr inbounds float, ptr %3751, i64 %feature314859.ph
  %6088 = load float, ptr %6087, align 4
  %6089 = fadd float %6088, 0.000000e+00
  %6090 = bitcast float %6089 to i32
  %6091 = icmp slt i32 %6090, 0
  %6092 = xor i32 %6090, -1
  %6093 = tail call float @llvm.fabs.f32(float %6089)
  %6094 = fneg float %6093
  %6095 = bitcast float %6094 to i32
  %6096 = select i1 %6091, i32 %6092, i32 %6095
  %6097 = getelementptr inbounds float, ptr %scratch, i64 %feature314859.ph
  store i32 %6096, ptr %6097, align 4
  %6098 = getelementptr float, ptr %3636, i64 %feature314859.ph
  store float 1.000000e+00, ptr %6098, align 4
  %6099 = or disjoint i64 %feature314859.ph, 1
  br label %feature.body312.prol.loopexit

feature.body312.prol.loopexit:                    ; preds = %feature.body312.prol, %feature.body312.preheader
  %feature314859.unr = phi i64 [ %feature314859.ph, %feature.body312.preheader ], [ %6099, %feature.body312.prol ]
  %6100 = icmp eq i64 %3717, %feature314859.ph
  br i1 %6100, label %search.feature.exit.thread, label %feature.body312

guard.done310:                                    ; preds = %search.feature.exit, %search.round.exit338, %fold_tail.exit302
  %uniforms.sroa.36.0 = phi float [ 0x7FF0000000000000, %fold_tail.exit302 ], [ %search_index351, %search.round.exit338 ], [ 0x7FF0000000000000, %search.feature.exit ]
  %uniforms.sroa.25.0 = phi float [ 0xFFF0000000000000, %fold_tail.exit302 ], [ %7398, %search.round.exit338 ], [ 0xFFF0000000000000, %search.feature.exit ]
  br i1 %guard2, label %feature.header358.preheader, label %guard.done499

guard.done310.thread:                             ; preds = %search.feature.exit.thread
  br i1 %guard2, label %iter.check2045, label %guard.done499.thread

feature.header358.preheader:                      ; preds = %guard.done310
  br i1 %.not969, label %max_block.exit374, label %iter.check2045

iter.check2045:                                   ; preds = %guard.done310.thread, %feature.header358.preheader
  %uniforms.sroa.36.014221430 = phi float [ %uniforms.sroa.36.0, %feature.header358.preheader ], [ 0x7FF0000000000000, %guard.done310.thread ]
  %uniforms.sroa.25.014241428 = phi float [ %uniforms.sroa.25.0, %feature.header358.preheader ], [ 0xFFF0000000000000, %guard.done310.thread ]
  %diff.check2041 = icmp ult i64 %3741, 128
  %or.cond3694 = select i1 %min.iters.check2043, i1 true, i1 %diff.check2041
  br i1 %or.cond3694, label %feature.body359.preheader, label %vector.main.loop.iter.check2047

vector.main.loop.iter.check2047:                  ; preds = %iter.check2045
  br i1 %min.iters.check2046, label %vec.epilog.ph2075, label %vector.ph2048

vector.ph2048:                                    ; preds = %vector.main.loop.iter.check2047
  %broadcast.splatinsert2051 = insertelement <8 x float> poison, float %uniforms.sroa.36.014221430, i64 0
  %broadcast.splat2052 = shufflevector <8 x float> %broadcast.splatinsert2051, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2053 = insertelement <8 x float> poison, float %uniforms.sroa.25.014241428, i64 0
  %broadcast.splat2054 = shufflevector <8 x float> %broadcast.splatinsert2053, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body2057

vector.body2057:                                  ; preds = %vector.body2057, %vector.ph2048
  %index2058 = phi i64 [ 0, %vector.ph2048 ], [ %index.next2067, %vector.body2057 ]
  %vec.ind2059 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2048 ], [ %vec.ind.next2068, %vector.body2057 ]
  %step.add2060 = add <8 x i64> %vec.ind2059, splat (i64 8)
  %step.add.22061 = add <8 x i64> %vec.ind2059, splat (i64 16)
  %step.add.32062 = add <8 x i64> %vec.ind2059, splat (i64 24)
  %6101 = getelementptr inbounds float, ptr %3751, i64 %index2058
  %6102 = getelementptr inbounds nuw i8, ptr %6101, i64 32
  %6103 = getelementptr inbounds nuw i8, ptr %6101, i64 64
  %6104 = getelementptr inbounds nuw i8, ptr %6101, i64 96
  %wide.load2063 = load <8 x float>, ptr %6101, align 4
  %wide.load2064 = load <8 x float>, ptr %6102, align 4
  %wide.load2065 = load <8 x float>, ptr %6103, align 4
  %wide.load2066 = load <8 x float>, ptr %6104, align 4
  %6105 = fmul <8 x float> %broadcast.splat2056, %wide.load2063
  %6106 = fmul <8 x float> %broadcast.splat2056, %wide.load2064
  %6107 = fmul <8 x float> %broadcast.splat2056, %wide.load2065
  %6108 = fmul <8 x float> %broadcast.splat2056, %wide.load2066
  %6109 = uitofp <8 x i64> %vec.ind2059 to <8 x float>
  %6110 = uitofp <8 x i64> %step.add2060 to <8 x float>
  %6111 = uitofp <8 x i64> %step.add.22061 to <8 x float>
  %6112 = uitofp <8 x i64> %step.add.32062 to <8 x float>
  %6113 = fcmp ogt <8 x float> %wide.load2063, %broadcast.splat2054
  %6114 = fcmp ogt <8 x float> %wide.load2064, %broadcast.splat2054
  %6115 = fcmp ogt <8 x float> %wide.load2065, %broadcast.splat2054
  %6116 = fcmp ogt <8 x float> %wide.load2066, %broadcast.splat2054
  %6117 = select <8 x i1> %6113, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6118 = select <8 x i1> %6114, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6119 = select <8 x i1> %6115, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6120 = select <8 x i1> %6116, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6121 = fcmp oeq <8 x float> %wide.load2063, %broadcast.splat2054
  %6122 = fcmp oeq <8 x float> %wide.load2064, %broadcast.splat2054
  %6123 = fcmp oeq <8 x float> %wide.load2065, %broadcast.splat2054
  %6124 = fcmp oeq <8 x float> %wide.load2066, %broadcast.splat2054
  %6125 = fcmp oge <8 x float> %broadcast.splat2052, %6109
  %6126 = fcmp oge <8 x float> %broadcast.splat2052, %6110
  %6127 = fcmp oge <8 x float> %broadcast.splat2052, %6111
  %6128 = fcmp oge <8 x float> %broadcast.splat2052, %6112
  %6129 = select <8 x i1> %6121, <8 x i1> %6125, <8 x i1> zeroinitializer
  %6130 = select <8 x i1> %6122, <8 x i1> %6126, <8 x i1> zeroinitializer
  %6131 = select <8 x i1> %6123, <8 x i1> %6127, <8 x i1> zeroinitializer
  %6132 = select <8 x i1> %6124, <8 x i1> %6128, <8 x i1> zeroinitializer
  %6133 = select <8 x i1> %6129, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6134 = select <8 x i1> %6130, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6135 = select <8 x i1> %6131, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6136 = select <8 x i1> %6132, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6137 = fcmp ogt <8 x float> %6133, %6117
  %6138 = fcmp ogt <8 x float> %6134, %6118
  %6139 = fcmp ogt <8 x float> %6135, %6119
  %6140 = fcmp ogt <8 x float> %6136, %6120
  %6141 = select <8 x i1> %6137, <8 x float> %6133, <8 x float> %6117
  %6142 = select <8 x i1> %6138, <8 x float> %6134, <8 x float> %6118
  %6143 = select <8 x i1> %6139, <8 x float> %6135, <8 x float> %6119
  %6144 = select <8 x i1> %6140, <8 x float> %6136, <8 x float> %6120
  %6145 = fcmp une <8 x float> %6141, zeroinitializer
  %6146 = fcmp une <8 x float> %6142, zeroinitializer
  %6147 = fcmp une <8 x float> %6143, zeroinitializer
  %6148 = fcmp une <8 x float> %6144, zeroinitializer
  %6149 = select <8 x i1> %6145, <8 x float> %6105, <8 x float> splat (float 0xFFF0000000000000)
  %6150 = select <8 x i1> %6146, <8 x float> %6106, <8 x float> splat (float 0xFFF0000000000000)
  %6151 = select <8 x i1> %6147, <8 x float> %6107, <8 x float> splat (float 0xFFF0000000000000)
  %6152 = select <8 x i1> %6148, <8 x float> %6108, <8 x float> splat (float 0xFFF0000000000000)
  %6153 = getelementptr inbounds float, ptr %scratch, i64 %index2058
  %6154 = getelementptr inbounds nuw i8, ptr %6153, i64 32
  %6155 = getelementptr inbounds nuw i8, ptr %6153, i64 64
  %6156 = getelementptr inbounds nuw i8, ptr %6153, i64 96
  store <8 x float> %6149, ptr %6153, align 4
  store <8 x float> %6150, ptr %6154, align 4
  store <8 x float> %6151, ptr %6155, align 4
  store <8 x float> %6152, ptr %6156, align 4
  %index.next2067 = add nuw i64 %index2058, 32
  %vec.ind.next2068 = add <8 x i64> %vec.ind2059, splat (i64 32)
  %6157 = icmp eq i64 %index.next2067, %n.vec2050
  br i1 %6157, label %middle.block2069, label %vector.body2057, !llvm.loop !23

middle.block2069:                                 ; preds = %vector.body2057
  br i1 %cmp.n2070, label %max_block.header372.preheader, label %vec.epilog.iter.check2073

vec.epilog.iter.check2073:                        ; preds = %middle.block2069
  br i1 %min.epilog.iters.check2074, label %feature.body359.preheader, label %vec.epilog.ph2075, !prof !9

vec.epilog.ph2075:                                ; preds = %vector.main.loop.iter.check2047, %vec.epilog.iter.check2073
  %bc.resume.val2071 = phi i64 [ %n.vec2050, %vec.epilog.iter.check2073 ], [ 0, %vector.main.loop.iter.check2047 ]
  %broadcast.splatinsert2078 = insertelement <4 x float> poison, float %uniforms.sroa.36.014221430, i64 0
  %broadcast.splat2079 = shufflevector <4 x float> %broadcast.splatinsert2078, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert2080 = insertelement <4 x float> poison, float %uniforms.sroa.25.014241428, i64 0
  %broadcast.splat2081 = shufflevector <4 x float> %broadcast.splatinsert2080, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert2084 = insertelement <4 x i64> poison, i64 %bc.resume.val2071, i64 0
  %broadcast.splat2085 = shufflevector <4 x i64> %broadcast.splatinsert2084, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction2086 = or disjoint <4 x i64> %broadcast.splat2085, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body2087

vec.epilog.vector.body2087:                       ; preds = %vec.epilog.vector.body2087, %vec.epilog.ph2075
  %index2088 = phi i64 [ %bc.resume.val2071, %vec.epilog.ph2075 ], [ %index.next2091, %vec.epilog.vector.body2087 ]
  %vec.ind2089 = phi <4 x i64> [ %induction2086, %vec.epilog.ph2075 ], [ %vec.ind.next2092, %vec.epilog.vector.body2087 ]
  %6158 = getelementptr inbounds float, ptr %3751, i64 %index2088
  %wide.load2090 = load <4 x float>, ptr %6158, align 4
  %6159 = fmul <4 x float> %broadcast.splat2083, %wide.load2090
  %6160 = uitofp <4 x i64> %vec.ind2089 to <4 x float>
  %6161 = fcmp ogt <4 x float> %wide.load2090, %broadcast.splat2081
  %6162 = select <4 x i1> %6161, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %6163 = fcmp oeq <4 x float> %wide.load2090, %broadcast.splat2081
  %6164 = fcmp oge <4 x float> %broadcast.splat2079, %6160
  %6165 = select <4 x i1> %6163, <4 x i1> %6164, <4 x i1> zeroinitializer
  %6166 = select <4 x i1> %6165, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %6167 = fcmp ogt <4 x float> %6166, %6162
  %6168 = select <4 x i1> %6167, <4 x float> %6166, <4 x float> %6162
  %6169 = fcmp une <4 x float> %6168, zeroinitializer
  %6170 = select <4 x i1> %6169, <4 x float> %6159, <4 x float> splat (float 0xFFF0000000000000)
  %6171 = getelementptr inbounds float, ptr %scratch, i64 %index2088
  store <4 x float> %6170, ptr %6171, align 4
  %index.next2091 = add nuw i64 %index2088, 4
  %vec.ind.next2092 = add nuw <4 x i64> %vec.ind2089, splat (i64 4)
  %6172 = icmp eq i64 %index.next2091, %n.vec2077
  br i1 %6172, label %vec.epilog.middle.block2093, label %vec.epilog.vector.body2087, !llvm.loop !24

vec.epilog.middle.block2093:                      ; preds = %vec.epilog.vector.body2087
  br i1 %cmp.n2094, label %max_block.header372.preheader, label %feature.body359.preheader

feature.body359.preheader:                        ; preds = %iter.check2045, %vec.epilog.iter.check2073, %vec.epilog.middle.block2093
  %feature361884.ph = phi i64 [ 0, %iter.check2045 ], [ %n.vec2050, %vec.epilog.iter.check2073 ], [ %n.vec2077, %vec.epilog.middle.block2093 ]
  %.neg4199 = or disjoint i64 %feature361884.ph, 1
  br i1 %lcmp.mod4133.not, label %feature.body359.prol.loopexit, label %feature.body359.prol

feature.body359.prol:                             ; preds = %feature.body359.preheader
  %6173 = getelementptr inbounds float, ptr %3751, i64 %feature361884.ph
  %6174 = load float, ptr %6173, align 4
  %6175 = fmul float %inv_t, %6174
  %feature362.prol = uitofp i64 %feature361884.ph to float
  %6176 = fcmp ogt float %6174, %uniforms.sroa.25.014241428
  %6177 = select i1 %6176, float 1.000000e+00, float 0.000000e+00
  %6178 = fcmp oeq float %6174, %uniforms.sroa.25.014241428
  %6179 = fcmp oge float %uniforms.sroa.36.014221430, %feature362.prol
  %6180 = select i1 %6178, i1 %6179, i1 false
  %6181 = select i1 %6180, float 1.000000e+00, float 0.000000e+00
  %6182 = fcmp ogt float %6181, %6177
  %max363.prol = select i1 %6182, float %6181, float %6177
  %6183 = fcmp une float %max363.prol, 0.000000e+00
  %6184 = select i1 %6183, float %6175, float 0xFFF0000000000000
  %6185 = getelementptr inbounds float, ptr %scratch, i64 %feature361884.ph
  store float %6184, ptr %6185, align 4
  %6186 = or disjoint i64 %feature361884.ph, 1
  br label %feature.body359.prol.loopexit

feature.body359.prol.loopexit:                    ; preds = %feature.body359.prol, %feature.body359.preheader
  %feature361884.unr = phi i64 [ %feature361884.ph, %feature.body359.preheader ], [ %6186, %feature.body359.prol ]
  %6187 = icmp eq i64 %n_features, %.neg4199
  br i1 %6187, label %max_block.header372.preheader, label %feature.body359

feature.body312:                                  ; preds = %feature.body312.prol.loopexit, %feature.body312
  %feature314859 = phi i64 [ %6213, %feature.body312 ], [ %feature314859.unr, %feature.body312.prol.loopexit ]
  %6188 = getelementptr inbounds float, ptr %3751, i64 %feature314859
  %6189 = load float, ptr %6188, align 4
  %6190 = fadd float %6189, 0.000000e+00
  %6191 = bitcast float %6190 to i32
  %6192 = icmp slt i32 %6191, 0
  %6193 = xor i32 %6191, -1
  %6194 = tail call float @llvm.fabs.f32(float %6190)
  %6195 = fneg float %6194
  %6196 = bitcast float %6195 to i32
  %6197 = select i1 %6192, i32 %6193, i32 %6196
  %6198 = getelementptr inbounds float, ptr %scratch, i64 %feature314859
  store i32 %6197, ptr %6198, align 4
  %6199 = getelementptr float, ptr %3636, i64 %feature314859
  store float 1.000000e+00, ptr %6199, align 4
  %6200 = add nuw i64 %feature314859, 1
  %6201 = getelementptr inbounds float, ptr %3751, i64 %6200
  %6202 = load float, ptr %6201, align 4
  %6203 = fadd float %6202, 0.000000e+00
  %6204 = bitcast float %6203 to i32
  %6205 = icmp slt i32 %6204, 0
  %6206 = xor i32 %6204, -1
  %6207 = tail call float @llvm.fabs.f32(float %6203)
  %6208 = fneg float %6207
  %6209 = bitcast float %6208 to i32
  %6210 = select i1 %6205, i32 %6206, i32 %6209
  %6211 = getelementptr inbounds float, ptr %scratch, i64 %6200
  store i32 %6210, ptr %6211, align 4
  %6212 = getelementptr float, ptr %3636, i64 %6200
  store float 1.000000e+00, ptr %6212, align 4
  %6213 = add nuw i64 %feature314859, 2
  %exitcond1089.not.1 = icmp eq i64 %6213, %n_features
  br i1 %exitcond1089.not.1, label %search.feature.exit.thread, label %feature.body312, !llvm.loop !25

search.feature.exit:                              ; preds = %feature.header311.preheader
  br i1 %.not1554, label %search.compacted.exit.14.thread, label %guard.done310

search.feature.exit.thread:                       ; preds = %feature.body312.prol.loopexit, %feature.body312, %vec.epilog.middle.block3654, %middle.block3641
  br i1 %3667, label %guard.done310.thread, label %iter.check3582

iter.check3582:                                   ; preds = %search.feature.exit.thread
  br i1 %min.iters.check3580, label %search.feature.body319.preheader, label %vector.main.loop.iter.check3584

vector.main.loop.iter.check3584:                  ; preds = %iter.check3582
  br i1 %min.iters.check3583, label %vec.epilog.ph3609, label %vector.body3588

vector.body3588:                                  ; preds = %vector.main.loop.iter.check3584, %vector.body3588
  %index3589 = phi i64 [ %index.next3598, %vector.body3588 ], [ 0, %vector.main.loop.iter.check3584 ]
  %vec.phi3590 = phi <4 x i64> [ %6226, %vector.body3588 ], [ zeroinitializer, %vector.main.loop.iter.check3584 ]
  %vec.phi3591 = phi <4 x i64> [ %6227, %vector.body3588 ], [ zeroinitializer, %vector.main.loop.iter.check3584 ]
  %vec.phi3592 = phi <4 x i64> [ %6228, %vector.body3588 ], [ zeroinitializer, %vector.main.loop.iter.check3584 ]
  %vec.phi3593 = phi <4 x i64> [ %6229, %vector.body3588 ], [ zeroinitializer, %vector.main.loop.iter.check3584 ]
  %6214 = getelementptr inbounds float, ptr %scratch, i64 %index3589
  %6215 = getelementptr inbounds nuw i8, ptr %6214, i64 16
  %6216 = getelementptr inbounds nuw i8, ptr %6214, i64 32
  %6217 = getelementptr inbounds nuw i8, ptr %6214, i64 48
  %wide.load3594 = load <4 x i32>, ptr %6214, align 4
  %wide.load3595 = load <4 x i32>, ptr %6215, align 4
  %wide.load3596 = load <4 x i32>, ptr %6216, align 4
  %wide.load3597 = load <4 x i32>, ptr %6217, align 4
  %6218 = lshr <4 x i32> %wide.load3594, splat (i32 31)
  %6219 = lshr <4 x i32> %wide.load3595, splat (i32 31)
  %6220 = lshr <4 x i32> %wide.load3596, splat (i32 31)
  %6221 = lshr <4 x i32> %wide.load3597, splat (i32 31)
  %6222 = zext nneg <4 x i32> %6218 to <4 x i64>
  %6223 = zext nneg <4 x i32> %6219 to <4 x i64>
  %6224 = zext nneg <4 x i32> %6220 to <4 x i64>
  %6225 = zext nneg <4 x i32> %6221 to <4 x i64>
  %6226 = add <4 x i64> %vec.phi3590, %6222
  %6227 = add <4 x i64> %vec.phi3591, %6223
  %6228 = add <4 x i64> %vec.phi3592, %6224
  %6229 = add <4 x i64> %vec.phi3593, %6225
  %index.next3598 = add nuw i64 %index3589, 16
  %6230 = icmp eq i64 %index.next3598, %n.vec3587
  br i1 %6230, label %middle.block3599, label %vector.body3588, !llvm.loop !26

middle.block3599:                                 ; preds = %vector.body3588
  %bin.rdx3600 = add <4 x i64> %6227, %6226
  %bin.rdx3601 = add <4 x i64> %6228, %bin.rdx3600
  %bin.rdx3602 = add <4 x i64> %6229, %bin.rdx3601
  %6231 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3602)
  br i1 %cmp.n3603, label %iter.check3536, label %vec.epilog.iter.check3607

vec.epilog.iter.check3607:                        ; preds = %middle.block3599
  br i1 %min.epilog.iters.check3608, label %search.feature.body319.preheader, label %vec.epilog.ph3609, !prof !27

vec.epilog.ph3609:                                ; preds = %vector.main.loop.iter.check3584, %vec.epilog.iter.check3607
  %vec.epilog.resume.val3604 = phi i64 [ %n.vec3587, %vec.epilog.iter.check3607 ], [ 0, %vector.main.loop.iter.check3584 ]
  %bc.merge.rdx3605 = phi i64 [ %6231, %vec.epilog.iter.check3607 ], [ 0, %vector.main.loop.iter.check3584 ]
  %6232 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3605, i64 0
  br label %vec.epilog.vector.body3612

vec.epilog.vector.body3612:                       ; preds = %vec.epilog.vector.body3612, %vec.epilog.ph3609
  %index3613 = phi i64 [ %vec.epilog.resume.val3604, %vec.epilog.ph3609 ], [ %index.next3616, %vec.epilog.vector.body3612 ]
  %vec.phi3614 = phi <4 x i64> [ %6232, %vec.epilog.ph3609 ], [ %6236, %vec.epilog.vector.body3612 ]
  %6233 = getelementptr inbounds float, ptr %scratch, i64 %index3613
  %wide.load3615 = load <4 x i32>, ptr %6233, align 4
  %6234 = lshr <4 x i32> %wide.load3615, splat (i32 31)
  %6235 = zext nneg <4 x i32> %6234 to <4 x i64>
  %6236 = add <4 x i64> %vec.phi3614, %6235
  %index.next3616 = add nuw i64 %index3613, 4
  %6237 = icmp eq i64 %index.next3616, %n.vec3611
  br i1 %6237, label %vec.epilog.middle.block3617, label %vec.epilog.vector.body3612, !llvm.loop !28

vec.epilog.middle.block3617:                      ; preds = %vec.epilog.vector.body3612
  %6238 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6236)
  br i1 %cmp.n3618, label %iter.check3536, label %search.feature.body319.preheader

search.feature.body319.preheader:                 ; preds = %iter.check3582, %vec.epilog.iter.check3607, %vec.epilog.middle.block3617
  %search.feature321864.ph = phi i64 [ 0, %iter.check3582 ], [ %n.vec3587, %vec.epilog.iter.check3607 ], [ %n.vec3611, %vec.epilog.middle.block3617 ]
  %search_count317.0863.ph = phi i64 [ 0, %iter.check3582 ], [ %6231, %vec.epilog.iter.check3607 ], [ %6238, %vec.epilog.middle.block3617 ]
  br label %search.feature.body319

search.compact.body.preheader:                    ; preds = %search.feature.body319.15, %vec.epilog.middle.block2931, %middle.block2911
  %.lcssa1584 = phi i64 [ %6735, %vec.epilog.middle.block2931 ], [ %6728, %middle.block2911 ], [ %6739, %search.feature.body319.15 ]
  %6239 = uitofp i64 %.lcssa1584 to float
  %6240 = fcmp oge float %6239, %top_k316
  %6241 = select i1 %6240, i32 %candidate.15, i32 %6710
  %prefix = lshr i32 %6241, 16
  br i1 %3724, label %search.compact.body.epil.preheader, label %search.compact.body

search.feature.body319:                           ; preds = %search.feature.body319.preheader, %search.feature.body319
  %search.feature321864 = phi i64 [ %6245, %search.feature.body319 ], [ %search.feature321864.ph, %search.feature.body319.preheader ]
  %search_count317.0863 = phi i64 [ %6244, %search.feature.body319 ], [ %search_count317.0863.ph, %search.feature.body319.preheader ]
  %6242 = getelementptr inbounds float, ptr %scratch, i64 %search.feature321864
  %key322 = load i32, ptr %6242, align 4
  %key322.lobit = lshr i32 %key322, 31
  %6243 = zext nneg i32 %key322.lobit to i64
  %6244 = add i64 %search_count317.0863, %6243
  %6245 = add nuw i64 %search.feature321864, 1
  %exitcond1090.not = icmp eq i64 %6245, %n_features
  br i1 %exitcond1090.not, label %iter.check3536, label %search.feature.body319, !llvm.loop !29

iter.check3536:                                   ; preds = %search.feature.body319, %vec.epilog.middle.block3617, %middle.block3599
  %.lcssa1569 = phi i64 [ %6238, %vec.epilog.middle.block3617 ], [ %6231, %middle.block3599 ], [ %6244, %search.feature.body319 ]
  %6246 = uitofp i64 %.lcssa1569 to float
  %6247 = fcmp oge float %6246, %top_k316
  %6248 = select i1 %6247, i32 -2147483648, i32 0
  %candidate.1 = or disjoint i32 %6248, 1073741824
  br i1 %min.iters.check3534, label %search.feature.body319.1.preheader, label %vector.main.loop.iter.check3538

vector.main.loop.iter.check3538:                  ; preds = %iter.check3536
  br i1 %min.iters.check3537, label %vec.epilog.ph3565, label %vector.ph3539

vector.ph3539:                                    ; preds = %vector.main.loop.iter.check3538
  %broadcast.splatinsert3542 = insertelement <4 x i32> poison, i32 %candidate.1, i64 0
  %broadcast.splat3543 = shufflevector <4 x i32> %broadcast.splatinsert3542, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3544

vector.body3544:                                  ; preds = %vector.body3544, %vector.ph3539
  %index3545 = phi i64 [ 0, %vector.ph3539 ], [ %index.next3554, %vector.body3544 ]
  %vec.phi3546 = phi <4 x i64> [ zeroinitializer, %vector.ph3539 ], [ %6261, %vector.body3544 ]
  %vec.phi3547 = phi <4 x i64> [ zeroinitializer, %vector.ph3539 ], [ %6262, %vector.body3544 ]
  %vec.phi3548 = phi <4 x i64> [ zeroinitializer, %vector.ph3539 ], [ %6263, %vector.body3544 ]
  %vec.phi3549 = phi <4 x i64> [ zeroinitializer, %vector.ph3539 ], [ %6264, %vector.body3544 ]
  %6249 = getelementptr inbounds float, ptr %scratch, i64 %index3545
  %6250 = getelementptr inbounds nuw i8, ptr %6249, i64 16
  %6251 = getelementptr inbounds nuw i8, ptr %6249, i64 32
  %6252 = getelementptr inbounds nuw i8, ptr %6249, i64 48
  %wide.load3550 = load <4 x i32>, ptr %6249, align 4
  %wide.load3551 = load <4 x i32>, ptr %6250, align 4
  %wide.load3552 = load <4 x i32>, ptr %6251, align 4
  %wide.load3553 = load <4 x i32>, ptr %6252, align 4
  %6253 = icmp uge <4 x i32> %wide.load3550, %broadcast.splat3543
  %6254 = icmp uge <4 x i32> %wide.load3551, %broadcast.splat3543
  %6255 = icmp uge <4 x i32> %wide.load3552, %broadcast.splat3543
  %6256 = icmp uge <4 x i32> %wide.load3553, %broadcast.splat3543
  %6257 = zext <4 x i1> %6253 to <4 x i64>
  %6258 = zext <4 x i1> %6254 to <4 x i64>
  %6259 = zext <4 x i1> %6255 to <4 x i64>
  %6260 = zext <4 x i1> %6256 to <4 x i64>
  %6261 = add <4 x i64> %vec.phi3546, %6257
  %6262 = add <4 x i64> %vec.phi3547, %6258
  %6263 = add <4 x i64> %vec.phi3548, %6259
  %6264 = add <4 x i64> %vec.phi3549, %6260
  %index.next3554 = add nuw i64 %index3545, 16
  %6265 = icmp eq i64 %index.next3554, %n.vec3541
  br i1 %6265, label %middle.block3555, label %vector.body3544, !llvm.loop !30

middle.block3555:                                 ; preds = %vector.body3544
  %bin.rdx3556 = add <4 x i64> %6262, %6261
  %bin.rdx3557 = add <4 x i64> %6263, %bin.rdx3556
  %bin.rdx3558 = add <4 x i64> %6264, %bin.rdx3557
  %6266 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3558)
  br i1 %cmp.n3559, label %iter.check3490, label %vec.epilog.iter.check3563

vec.epilog.iter.check3563:                        ; preds = %middle.block3555
  br i1 %min.epilog.iters.check3564, label %search.feature.body319.1.preheader, label %vec.epilog.ph3565, !prof !27

vec.epilog.ph3565:                                ; preds = %vector.main.loop.iter.check3538, %vec.epilog.iter.check3563
  %vec.epilog.resume.val3560 = phi i64 [ %n.vec3541, %vec.epilog.iter.check3563 ], [ 0, %vector.main.loop.iter.check3538 ]
  %bc.merge.rdx3561 = phi i64 [ %6266, %vec.epilog.iter.check3563 ], [ 0, %vector.main.loop.iter.check3538 ]
  %6267 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3561, i64 0
  %broadcast.splatinsert3568 = insertelement <4 x i32> poison, i32 %candidate.1, i64 0
  %broadcast.splat3569 = shufflevector <4 x i32> %broadcast.splatinsert3568, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3570

vec.epilog.vector.body3570:                       ; preds = %vec.epilog.vector.body3570, %vec.epilog.ph3565
  %index3571 = phi i64 [ %vec.epilog.resume.val3560, %vec.epilog.ph3565 ], [ %index.next3574, %vec.epilog.vector.body3570 ]
  %vec.phi3572 = phi <4 x i64> [ %6267, %vec.epilog.ph3565 ], [ %6271, %vec.epilog.vector.body3570 ]
  %6268 = getelementptr inbounds float, ptr %scratch, i64 %index3571
  %wide.load3573 = load <4 x i32>, ptr %6268, align 4
  %6269 = icmp uge <4 x i32> %wide.load3573, %broadcast.splat3569
  %6270 = zext <4 x i1> %6269 to <4 x i64>
  %6271 = add <4 x i64> %vec.phi3572, %6270
  %index.next3574 = add nuw i64 %index3571, 4
  %6272 = icmp eq i64 %index.next3574, %n.vec3567
  br i1 %6272, label %vec.epilog.middle.block3575, label %vec.epilog.vector.body3570, !llvm.loop !31

vec.epilog.middle.block3575:                      ; preds = %vec.epilog.vector.body3570
  %6273 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6271)
  br i1 %cmp.n3576, label %iter.check3490, label %search.feature.body319.1.preheader

search.feature.body319.1.preheader:               ; preds = %iter.check3536, %vec.epilog.iter.check3563, %vec.epilog.middle.block3575
  %search.feature321864.1.ph = phi i64 [ 0, %iter.check3536 ], [ %n.vec3541, %vec.epilog.iter.check3563 ], [ %n.vec3567, %vec.epilog.middle.block3575 ]
  %search_count317.0863.1.ph = phi i64 [ 0, %iter.check3536 ], [ %6266, %vec.epilog.iter.check3563 ], [ %6273, %vec.epilog.middle.block3575 ]
  br label %search.feature.body319.1

search.feature.body319.1:                         ; preds = %search.feature.body319.1.preheader, %search.feature.body319.1
  %search.feature321864.1 = phi i64 [ %6278, %search.feature.body319.1 ], [ %search.feature321864.1.ph, %search.feature.body319.1.preheader ]
  %search_count317.0863.1 = phi i64 [ %6277, %search.feature.body319.1 ], [ %search_count317.0863.1.ph, %search.feature.body319.1.preheader ]
  %6274 = getelementptr inbounds float, ptr %scratch, i64 %search.feature321864.1
  %key322.1 = load i32, ptr %6274, align 4
  %6275 = icmp uge i32 %key322.1, %candidate.1
  %6276 = zext i1 %6275 to i64
  %6277 = add i64 %search_count317.0863.1, %6276
  %6278 = add nuw i64 %search.feature321864.1, 1
  %exitcond1090.1.not = icmp eq i64 %6278, %n_features
  br i1 %exitcond1090.1.not, label %iter.check3490, label %search.feature.body319.1, !llvm.loop !32

iter.check3490:                                   ; preds = %search.feature.body319.1, %vec.epilog.middle.block3575, %middle.block3555
  %.lcssa1570 = phi i64 [ %6273, %vec.epilog.middle.block3575 ], [ %6266, %middle.block3555 ], [ %6277, %search.feature.body319.1 ]
  %6279 = uitofp i64 %.lcssa1570 to float
  %6280 = fcmp oge float %6279, %top_k316
  %6281 = select i1 %6280, i32 %candidate.1, i32 %6248
  %candidate.2 = or disjoint i32 %6281, 536870912
  br i1 %min.iters.check3488, label %search.feature.body319.2.preheader, label %vector.main.loop.iter.check3492

vector.main.loop.iter.check3492:                  ; preds = %iter.check3490
  br i1 %min.iters.check3491, label %vec.epilog.ph3519, label %vector.ph3493

vector.ph3493:                                    ; preds = %vector.main.loop.iter.check3492
  %broadcast.splatinsert3496 = insertelement <4 x i32> poison, i32 %candidate.2, i64 0
  %broadcast.splat3497 = shufflevector <4 x i32> %broadcast.splatinsert3496, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3498

vector.body3498:                                  ; preds = %vector.body3498, %vector.ph3493
  %index3499 = phi i64 [ 0, %vector.ph3493 ], [ %index.next3508, %vector.body3498 ]
  %vec.phi3500 = phi <4 x i64> [ zeroinitializer, %vector.ph3493 ], [ %6294, %vector.body3498 ]
  %vec.phi3501 = phi <4 x i64> [ zeroinitializer, %vector.ph3493 ], [ %6295, %vector.body3498 ]
  %vec.phi3502 = phi <4 x i64> [ zeroinitializer, %vector.ph3493 ], [ %6296, %vector.body3498 ]
  %vec.phi3503 = phi <4 x i64> [ zeroinitializer, %vector.ph3493 ], [ %6297, %vector.body3498 ]
  %6282 = getelementptr inbounds float, ptr %scratch, i64 %index3499
  %6283 = getelementptr inbounds nuw i8, ptr %6282, i64 16
  %6284 = getelementptr inbounds nuw i8, ptr %6282, i64 32
  %6285 = getelementptr inbounds nuw i8, ptr %6282, i64 48
  %wide.load3504 = load <4 x i32>, ptr %6282, align 4
  %wide.load3505 = load <4 x i32>, ptr %6283, align 4
  %wide.load3506 = load <4 x i32>, ptr %6284, align 4
  %wide.load3507 = load <4 x i32>, ptr %6285, align 4
  %6286 = icmp uge <4 x i32> %wide.load3504, %broadcast.splat3497
  %6287 = icmp uge <4 x i32> %wide.load3505, %broadcast.splat3497
  %6288 = icmp uge <4 x i32> %wide.load3506, %broadcast.splat3497
  %6289 = icmp uge <4 x i32> %wide.load3507, %broadcast.splat3497
  %6290 = zext <4 x i1> %6286 to <4 x i64>
  %6291 = zext <4 x i1> %6287 to <4 x i64>
  %6292 = zext <4 x i1> %6288 to <4 x i64>
  %6293 = zext <4 x i1> %6289 to <4 x i64>
  %6294 = add <4 x i64> %vec.phi3500, %6290
  %6295 = add <4 x i64> %vec.phi3501, %6291
  %6296 = add <4 x i64> %vec.phi3502, %6292
  %6297 = add <4 x i64> %vec.phi3503, %6293
  %index.next3508 = add nuw i64 %index3499, 16
  %6298 = icmp eq i64 %index.next3508, %n.vec3495
  br i1 %6298, label %middle.block3509, label %vector.body3498, !llvm.loop !33

middle.block3509:                                 ; preds = %vector.body3498
  %bin.rdx3510 = add <4 x i64> %6295, %6294
  %bin.rdx3511 = add <4 x i64> %6296, %bin.rdx3510
  %bin.rdx3512 = add <4 x i64> %6297, %bin.rdx3511
  %6299 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3512)
  br i1 %cmp.n3513, label %iter.check3444, label %vec.epilog.iter.check3517

vec.epilog.iter.check3517:                        ; preds = %middle.block3509
  br i1 %min.epilog.iters.check3518, label %search.feature.body319.2.preheader, label %vec.epilog.ph3519, !prof !27

vec.epilog.ph3519:                                ; preds = %vector.main.loop.iter.check3492, %vec.epilog.iter.check3517
  %vec.epilog.resume.val3514 = phi i64 [ %n.vec3495, %vec.epilog.iter.check3517 ], [ 0, %vector.main.loop.iter.check3492 ]
  %bc.merge.rdx3515 = phi i64 [ %6299, %vec.epilog.iter.check3517 ], [ 0, %vector.main.loop.iter.check3492 ]
  %6300 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3515, i64 0
  %broadcast.splatinsert3522 = insertelement <4 x i32> poison, i32 %candidate.2, i64 0
  %broadcast.splat3523 = shufflevector <4 x i32> %broadcast.splatinsert3522, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3524

vec.epilog.vector.body3524:                       ; preds = %vec.epilog.vector.body3524, %vec.epilog.ph3519
  %index3525 = phi i64 [ %vec.epilog.resume.val3514, %vec.epilog.ph3519 ], [ %index.next3528, %vec.epilog.vector.body3524 ]
  %vec.phi3526 = phi <4 x i64> [ %6300, %vec.epilog.ph3519 ], [ %6304, %vec.epilog.vector.body3524 ]
  %6301 = getelementptr inbounds float, ptr %scratch, i64 %index3525
  %wide.load3527 = load <4 x i32>, ptr %6301, align 4
  %6302 = icmp uge <4 x i32> %wide.load3527, %broadcast.splat3523
  %6303 = zext <4 x i1> %6302 to <4 x i64>
  %6304 = add <4 x i64> %vec.phi3526, %6303
  %index.next3528 = add nuw i64 %index3525, 4
  %6305 = icmp eq i64 %index.next3528, %n.vec3521
  br i1 %6305, label %vec.epilog.middle.block3529, label %vec.epilog.vector.body3524, !llvm.loop !34

vec.epilog.middle.block3529:                      ; preds = %vec.epilog.vector.body3524
  %6306 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6304)
  br i1 %cmp.n3530, label %iter.check3444, label %search.feature.body319.2.preheader

search.feature.body319.2.preheader:               ; preds = %iter.check3490, %vec.epilog.iter.check3517, %vec.epilog.middle.block3529
  %search.feature321864.2.ph = phi i64 [ 0, %iter.check3490 ], [ %n.vec3495, %vec.epilog.iter.check3517 ], [ %n.vec3521, %vec.epilog.middle.block3529 ]
  %search_count317.0863.2.ph = phi i64 [ 0, %iter.check3490 ], [ %6299, %vec.epilog.iter.check3517 ], [ %6306, %vec.epilog.middle.block3529 ]
  br label %search.feature.body319.2

search.feature.body319.2:                         ; preds = %search.feature.body319.2.preheader, %search.feature.body319.2
  %search.feature321864.2 = phi i64 [ %6311, %search.feature.body319.2 ], [ %search.feature321864.2.ph, %search.feature.body319.2.preheader ]
  %search_count317.0863.2 = phi i64 [ %6310, %search.feature.body319.2 ], [ %search_count317.0863.2.ph, %search.feature.body319.2.preheader ]
  %6307 = getelementptr inbounds float, ptr %scratch, i64 %search.feature321864.2
  %key322.2 = load i32, ptr %6307, align 4
  %6308 = icmp uge i32 %key322.2, %candidate.2
  %6309 = zext i1 %6308 to i64
  %6310 = add i64 %search_count317.0863.2, %6309
  %6311 = add nuw i64 %search.feature321864.2, 1
  %exitcond1090.2.not = icmp eq i64 %6311, %n_features
  br i1 %exitcond1090.2.not, label %iter.check3444, label %search.feature.body319.2, !llvm.loop !35

iter.check3444:                                   ; preds = %search.feature.body319.2, %vec.epilog.middle.block3529, %middle.block3509
  %.lcssa1571 = phi i64 [ %6306, %vec.epilog.middle.block3529 ], [ %6299, %middle.block3509 ], [ %6310, %search.feature.body319.2 ]
  %6312 = uitofp i64 %.lcssa1571 to float
  %6313 = fcmp oge float %6312, %top_k316
  %6314 = select i1 %6313, i32 %candidate.2, i32 %6281
  %candidate.3 = or disjoint i32 %6314, 268435456
  br i1 %min.iters.check3442, label %search.feature.body319.3.preheader, label %vector.main.loop.iter.check3446

vector.main.loop.iter.check3446:                  ; preds = %iter.check3444
  br i1 %min.iters.check3445, label %vec.epilog.ph3473, label %vector.ph3447

vector.ph3447:                                    ; preds = %vector.main.loop.iter.check3446
  %broadcast.splatinsert3450 = insertelement <4 x i32> poison, i32 %candidate.3, i64 0
  %broadcast.splat3451 = shufflevector <4 x i32> %broadcast.splatinsert3450, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3452

vector.body3452:                                  ; preds = %vector.body3452, %vector.ph3447
  %index3453 = phi i64 [ 0, %vector.ph3447 ], [ %index.next3462, %vector.body3452 ]
  %vec.phi3454 = phi <4 x i64> [ zeroinitializer, %vector.ph3447 ], [ %6327, %vector.body3452 ]
  %vec.phi3455 = phi <4 x i64> [ zeroinitializer, %vector.ph3447 ], [ %6328, %vector.body3452 ]
  %vec.phi3456 = phi <4 x i64> [ zeroinitializer, %vector.ph3447 ], [ %6329, %vector.body3452 ]
  %vec.phi3457 = phi <4 x i64> [ zeroinitializer, %vector.ph3447 ], [ %6330, %vector.body3452 ]
  %6315 = getelementptr inbounds float, ptr %scratch, i64 %index3453
  %6316 = getelementptr inbounds nuw i8, ptr %6315, i64 16
  %6317 = getelementptr inbounds nuw i8, ptr %6315, i64 32
  %6318 = getelementptr inbounds nuw i8, ptr %6315, i64 48
  %wide.load3458 = load <4 x i32>, ptr %6315, align 4
  %wide.load3459 = load <4 x i32>, ptr %6316, align 4
  %wide.load3460 = load <4 x i32>, ptr %6317, align 4
  %wide.load3461 = load <4 x i32>, ptr %6318, align 4
  %6319 = icmp uge <4 x i32> %wide.load3458, %broadcast.splat3451
  %6320 = icmp uge <4 x i32> %wide.load3459, %broadcast.splat3451
  %6321 = icmp uge <4 x i32> %wide.load3460, %broadcast.splat3451
  %6322 = icmp uge <4 x i32> %wide.load3461, %broadcast.splat3451
  %6323 = zext <4 x i1> %6319 to <4 x i64>
  %6324 = zext <4 x i1> %6320 to <4 x i64>
  %6325 = zext <4 x i1> %6321 to <4 x i64>
  %6326 = zext <4 x i1> %6322 to <4 x i64>
  %6327 = add <4 x i64> %vec.phi3454, %6323
  %6328 = add <4 x i64> %vec.phi3455, %6324
  %6329 = add <4 x i64> %vec.phi3456, %6325
  %6330 = add <4 x i64> %vec.phi3457, %6326
  %index.next3462 = add nuw i64 %index3453, 16
  %6331 = icmp eq i64 %index.next3462, %n.vec3449
  br i1 %6331, label %middle.block3463, label %vector.body3452, !llvm.loop !36

middle.block3463:                                 ; preds = %vector.body3452
  %bin.rdx3464 = add <4 x i64> %6328, %6327
  %bin.rdx3465 = add <4 x i64> %6329, %bin.rdx3464
  %bin.rdx3466 = add <4 x i64> %6330, %bin.rdx3465
  %6332 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3466)
  br i1 %cmp.n3467, label %iter.check3398, label %vec.epilog.iter.check3471

vec.epilog.iter.check3471:                        ; preds = %middle.block3463
  br i1 %min.epilog.iters.check3472, label %search.feature.body319.3.preheader, label %vec.epilog.ph3473, !prof !27

vec.epilog.ph3473:                                ; preds = %vector.main.loop.iter.check3446, %vec.epilog.iter.check3471
  %vec.epilog.resume.val3468 = phi i64 [ %n.vec3449, %vec.epilog.iter.check3471 ], [ 0, %vector.main.loop.iter.check3446 ]
  %bc.merge.rdx3469 = phi i64 [ %6332, %vec.epilog.iter.check3471 ], [ 0, %vector.main.loop.iter.check3446 ]
  %6333 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3469, i64 0
  %broadcast.splatinsert3476 = insertelement <4 x i32> poison, i32 %candidate.3, i64 0
  %broadcast.splat3477 = shufflevector <4 x i32> %broadcast.splatinsert3476, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3478

vec.epilog.vector.body3478:                       ; preds = %vec.epilog.vector.body3478, %vec.epilog.ph3473
  %index3479 = phi i64 [ %vec.epilog.resume.val3468, %vec.epilog.ph3473 ], [ %index.next3482, %vec.epilog.vector.body3478 ]
  %vec.phi3480 = phi <4 x i64> [ %6333, %vec.epilog.ph3473 ], [ %6337, %vec.epilog.vector.body3478 ]
  %6334 = getelementptr inbounds float, ptr %scratch, i64 %index3479
  %wide.load3481 = load <4 x i32>, ptr %6334, align 4
  %6335 = icmp uge <4 x i32> %wide.load3481, %broadcast.splat3477
  %6336 = zext <4 x i1> %6335 to <4 x i64>
  %6337 = add <4 x i64> %vec.phi3480, %6336
  %index.next3482 = add nuw i64 %index3479, 4
  %6338 = icmp eq i64 %index.next3482, %n.vec3475
  br i1 %6338, label %vec.epilog.middle.block3483, label %vec.epilog.vector.body3478, !llvm.loop !37

vec.epilog.middle.block3483:                      ; preds = %vec.epilog.vector.body3478
  %6339 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6337)
  br i1 %cmp.n3484, label %iter.check3398, label %search.feature.body319.3.preheader

search.feature.body319.3.preheader:               ; preds = %iter.check3444, %vec.epilog.iter.check3471, %vec.epilog.middle.block3483
  %search.feature321864.3.ph = phi i64 [ 0, %iter.check3444 ], [ %n.vec3449, %vec.epilog.iter.check3471 ], [ %n.vec3475, %vec.epilog.middle.block3483 ]
  %search_count317.0863.3.ph = phi i64 [ 0, %iter.check3444 ], [ %6332, %vec.epilog.iter.check3471 ], [ %6339, %vec.epilog.middle.block3483 ]
  br label %search.feature.body319.3

search.feature.body319.3:                         ; preds = %search.feature.body319.3.preheader, %search.feature.body319.3
  %search.feature321864.3 = phi i64 [ %6344, %search.feature.body319.3 ], [ %search.feature321864.3.ph, %search.feature.body319.3.preheader ]
  %search_count317.0863.3 = phi i64 [ %6343, %search.feature.body319.3 ], [ %search_count317.0863.3.ph, %search.feature.body319.3.preheader ]
  %6340 = getelementptr inbounds float, ptr %scratch, i64 %search.feature321864.3
  %key322.3 = load i32, ptr %6340, align 4
  %6341 = icmp uge i32 %key322.3, %candidate.3
  %6342 = zext i1 %6341 to i64
  %6343 = add i64 %search_count317.0863.3, %6342
  %6344 = add nuw i64 %search.feature321864.3, 1
  %exitcond1090.3.not = icmp eq i64 %6344, %n_features
  br i1 %exitcond1090.3.not, label %iter.check3398, label %search.feature.body319.3, !llvm.loop !38

iter.check3398:                                   ; preds = %search.feature.body319.3, %vec.epilog.middle.block3483, %middle.block3463
  %.lcssa1572 = phi i64 [ %6339, %vec.epilog.middle.block3483 ], [ %6332, %middle.block3463 ], [ %6343, %search.feature.body319.3 ]
  %6345 = uitofp i64 %.lcssa1572 to float
  %6346 = fcmp oge float %6345, %top_k316
  %6347 = select i1 %6346, i32 %candidate.3, i32 %6314
  %candidate.4 = or i32 %6347, 134217728
  br i1 %min.iters.check3396, label %search.feature.body319.4.preheader, label %vector.main.loop.iter.check3400

vector.main.loop.iter.check3400:                  ; preds = %iter.check3398
  br i1 %min.iters.check3399, label %vec.epilog.ph3427, label %vector.ph3401

vector.ph3401:                                    ; preds = %vector.main.loop.iter.check3400
  %broadcast.splatinsert3404 = insertelement <4 x i32> poison, i32 %candidate.4, i64 0
  %broadcast.splat3405 = shufflevector <4 x i32> %broadcast.splatinsert3404, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3406

vector.body3406:                                  ; preds = %vector.body3406, %vector.ph3401
  %index3407 = phi i64 [ 0, %vector.ph3401 ], [ %index.next3416, %vector.body3406 ]
  %vec.phi3408 = phi <4 x i64> [ zeroinitializer, %vector.ph3401 ], [ %6360, %vector.body3406 ]
  %vec.phi3409 = phi <4 x i64> [ zeroinitializer, %vector.ph3401 ], [ %6361, %vector.body3406 ]
  %vec.phi3410 = phi <4 x i64> [ zeroinitializer, %vector.ph3401 ], [ %6362, %vector.body3406 ]
  %vec.phi3411 = phi <4 x i64> [ zeroinitializer, %vector.ph3401 ], [ %6363, %vector.body3406 ]
  %6348 = getelementptr inbounds float, ptr %scratch, i64 %index3407
  %6349 = getelementptr inbounds nuw i8, ptr %6348, i64 16
  %6350 = getelementptr inbounds nuw i8, ptr %6348, i64 32
  %6351 = getelementptr inbounds nuw i8, ptr %6348, i64 48
  %wide.load3412 = load <4 x i32>, ptr %6348, align 4
  %wide.load3413 = load <4 x i32>, ptr %6349, align 4
  %wide.load3414 = load <4 x i32>, ptr %6350, align 4
  %wide.load3415 = load <4 x i32>, ptr %6351, align 4
  %6352 = icmp uge <4 x i32> %wide.load3412, %broadcast.splat3405
  %6353 = icmp uge <4 x i32> %wide.load3413, %broadcast.splat3405
  %6354 = icmp uge <4 x i32> %wide.load3414, %broadcast.splat3405
  %6355 = icmp uge <4 x i32> %wide.load3415, %broadcast.splat3405
  %6356 = zext <4 x i1> %6352 to <4 x i64>
  %6357 = zext <4 x i1> %6353 to <4 x i64>
  %6358 = zext <4 x i1> %6354 to <4 x i64>
  %6359 = zext <4 x i1> %6355 to <4 x i64>
  %6360 = add <4 x i64> %vec.phi3408, %6356
  %6361 = add <4 x i64> %vec.phi3409, %6357
  %6362 = add <4 x i64> %vec.phi3410, %6358
  %6363 = add <4 x i64> %vec.phi3411, %6359
  %index.next3416 = add nuw i64 %index3407, 16
  %6364 = icmp eq i64 %index.next3416, %n.vec3403
  br i1 %6364, label %middle.block3417, label %vector.body3406, !llvm.loop !39

middle.block3417:                                 ; preds = %vector.body3406
  %bin.rdx3418 = add <4 x i64> %6361, %6360
  %bin.rdx3419 = add <4 x i64> %6362, %bin.rdx3418
  %bin.rdx3420 = add <4 x i64> %6363, %bin.rdx3419
  %6365 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3420)
  br i1 %cmp.n3421, label %iter.check3352, label %vec.epilog.iter.check3425

vec.epilog.iter.check3425:                        ; preds = %middle.block3417
  br i1 %min.epilog.iters.check3426, label %search.feature.body319.4.preheader, label %vec.epilog.ph3427, !prof !27

vec.epilog.ph3427:                                ; preds = %vector.main.loop.iter.check3400, %vec.epilog.iter.check3425
  %vec.epilog.resume.val3422 = phi i64 [ %n.vec3403, %vec.epilog.iter.check3425 ], [ 0, %vector.main.loop.iter.check3400 ]
  %bc.merge.rdx3423 = phi i64 [ %6365, %vec.epilog.iter.check3425 ], [ 0, %vector.main.loop.iter.check3400 ]
  %6366 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3423, i64 0
  %broadcast.splatinsert3430 = insertelement <4 x i32> poison, i32 %candidate.4, i64 0
  %broadcast.splat3431 = shufflevector <4 x i32> %broadcast.splatinsert3430, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3432

vec.epilog.vector.body3432:                       ; preds = %vec.epilog.vector.body3432, %vec.epilog.ph3427
  %index3433 = phi i64 [ %vec.epilog.resume.val3422, %vec.epilog.ph3427 ], [ %index.next3436, %vec.epilog.vector.body3432 ]
  %vec.phi3434 = phi <4 x i64> [ %6366, %vec.epilog.ph3427 ], [ %6370, %vec.epilog.vector.body3432 ]
  %6367 = getelementptr inbounds float, ptr %scratch, i64 %index3433
  %wide.load3435 = load <4 x i32>, ptr %6367, align 4
  %6368 = icmp uge <4 x i32> %wide.load3435, %broadcast.splat3431
  %6369 = zext <4 x i1> %6368 to <4 x i64>
  %6370 = add <4 x i64> %vec.phi3434, %6369
  %index.next3436 = add nuw i64 %index3433, 4
  %6371 = icmp eq i64 %index.next3436, %n.vec3429
  br i1 %6371, label %vec.epilog.middle.block3437, label %vec.epilog.vector.body3432, !llvm.loop !40

vec.epilog.middle.block3437:                      ; preds = %vec.epilog.vector.body3432
  %6372 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6370)
  br i1 %cmp.n3438, label %iter.check3352, label %search.feature.body319.4.preheader

search.feature.body319.4.preheader:               ; preds = %iter.check3398, %vec.epilog.iter.check3425, %vec.epilog.middle.block3437
  %search.feature321864.4.ph = phi i64 [ 0, %iter.check3398 ], [ %n.vec3403, %vec.epilog.iter.check3425 ], [ %n.vec3429, %vec.epilog.middle.block3437 ]
  %search_count317.0863.4.ph = phi i64 [ 0, %iter.check3398 ], [ %6365, %vec.epilog.iter.check3425 ], [ %6372, %vec.epilog.middle.block3437 ]
  br label %search.feature.body319.4

search.feature.body319.4:                         ; preds = %search.feature.body319.4.preheader, %search.feature.body319.4
  %search.feature321864.4 = phi i64 [ %6377, %search.feature.body319.4 ], [ %search.feature321864.4.ph, %search.feature.body319.4.preheader ]
  %search_count317.0863.4 = phi i64 [ %6376, %search.feature.body319.4 ], [ %search_count317.0863.4.ph, %search.feature.body319.4.preheader ]
  %6373 = getelementptr inbounds float, ptr %scratch, i64 %search.feature321864.4
  %key322.4 = load i32, ptr %6373, align 4
  %6374 = icmp uge i32 %key322.4, %candidate.4
  %6375 = zext i1 %6374 to i64
  %6376 = add i64 %search_count317.0863.4, %6375
  %6377 = add nuw i64 %search.feature321864.4, 1
  %exitcond1090.4.not = icmp eq i64 %6377, %n_features
  br i1 %exitcond1090.4.not, label %iter.check3352, label %search.feature.body319.4, !llvm.loop !41

iter.check3352:                                   ; preds = %search.feature.body319.4, %vec.epilog.middle.block3437, %middle.block3417
  %.lcssa1573 = phi i64 [ %6372, %vec.epilog.middle.block3437 ], [ %6365, %middle.block3417 ], [ %6376, %search.feature.body319.4 ]
  %6378 = uitofp i64 %.lcssa1573 to float
  %6379 = fcmp oge float %6378, %top_k316
  %6380 = select i1 %6379, i32 %candidate.4, i32 %6347
  %candidate.5 = or i32 %6380, 67108864
  br i1 %min.iters.check3350, label %search.feature.body319.5.preheader, label %vector.main.loop.iter.check3354

vector.main.loop.iter.check3354:                  ; preds = %iter.check3352
  br i1 %min.iters.check3353, label %vec.epilog.ph3381, label %vector.ph3355

vector.ph3355:                                    ; preds = %vector.main.loop.iter.check3354
  %broadcast.splatinsert3358 = insertelement <4 x i32> poison, i32 %candidate.5, i64 0
  %broadcast.splat3359 = shufflevector <4 x i32> %broadcast.splatinsert3358, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3360

vector.body3360:                                  ; preds = %vector.body3360, %vector.ph3355
  %index3361 = phi i64 [ 0, %vector.ph3355 ], [ %index.next3370, %vector.body3360 ]
  %vec.phi3362 = phi <4 x i64> [ zeroinitializer, %vector.ph3355 ], [ %6393, %vector.body3360 ]
  %vec.phi3363 = phi <4 x i64> [ zeroinitializer, %vector.ph3355 ], [ %6394, %vector.body3360 ]
  %vec.phi3364 = phi <4 x i64> [ zeroinitializer, %vector.ph3355 ], [ %6395, %vector.body3360 ]
  %vec.phi3365 = phi <4 x i64> [ zeroinitializer, %vector.ph3355 ], [ %6396, %vector.body3360 ]
  %6381 = getelementptr inbounds float, ptr %scratch, i64 %index3361
  %6382 = getelementptr inbounds nuw i8, ptr %6381, i64 16
  %6383 = getelementptr inbounds nuw i8, ptr %6381, i64 32
  %6384 = getelementptr inbounds nuw i8, ptr %6381, i64 48
  %wide.load3366 = load <4 x i32>, ptr %6381, align 4
  %wide.load3367 = load <4 x i32>, ptr %6382, align 4
  %wide.load3368 = load <4 x i32>, ptr %6383, align 4
  %wide.load3369 = load <4 x i32>, ptr %6384, align 4
  %6385 = icmp uge <4 x i32> %wide.load3366, %broadcast.splat3359
  %6386 = icmp uge <4 x i32> %wide.load3367, %broadcast.splat3359
  %6387 = icmp uge <4 x i32> %wide.load3368, %broadcast.splat3359
  %6388 = icmp uge <4 x i32> %wide.load3369, %broadcast.splat3359
  %6389 = zext <4 x i1> %6385 to <4 x i64>
  %6390 = zext <4 x i1> %6386 to <4 x i64>
  %6391 = zext <4 x i1> %6387 to <4 x i64>
  %6392 = zext <4 x i1> %6388 to <4 x i64>
  %6393 = add <4 x i64> %vec.phi3362, %6389
  %6394 = add <4 x i64> %vec.phi3363, %6390
  %6395 = add <4 x i64> %vec.phi3364, %6391
  %6396 = add <4 x i64> %vec.phi3365, %6392
  %index.next3370 = add nuw i64 %index3361, 16
  %6397 = icmp eq i64 %index.next3370, %n.vec3357
  br i1 %6397, label %middle.block3371, label %vector.body3360, !llvm.loop !42

middle.block3371:                                 ; preds = %vector.body3360
  %bin.rdx3372 = add <4 x i64> %6394, %6393
  %bin.rdx3373 = add <4 x i64> %6395, %bin.rdx3372
  %bin.rdx3374 = add <4 x i64> %6396, %bin.rdx3373
  %6398 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3374)
  br i1 %cmp.n3375, label %iter.check3306, label %vec.epilog.iter.check3379

vec.epilog.iter.check3379:                        ; preds = %middle.block3371
  br i1 %min.epilog.iters.check3380, label %search.feature.body319.5.preheader, label %vec.epilog.ph3381, !prof !27

vec.epilog.ph3381:                                ; preds = %vector.main.loop.iter.check3354, %vec.epilog.iter.check3379
  %vec.epilog.resume.val3376 = phi i64 [ %n.vec3357, %vec.epilog.iter.check3379 ], [ 0, %vector.main.loop.iter.check3354 ]
  %bc.merge.rdx3377 = phi i64 [ %6398, %vec.epilog.iter.check3379 ], [ 0, %vector.main.loop.iter.check3354 ]
  %6399 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3377, i64 0
  %broadcast.splatinsert3384 = insertelement <4 x i32> poison, i32 %candidate.5, i64 0
  %broadcast.splat3385 = shufflevector <4 x i32> %broadcast.splatinsert3384, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3386

vec.epilog.vector.body3386:                       ; preds = %vec.epilog.vector.body3386, %vec.epilog.ph3381
  %index3387 = phi i64 [ %vec.epilog.resume.val3376, %vec.epilog.ph3381 ], [ %index.next3390, %vec.epilog.vector.body3386 ]
  %vec.phi3388 = phi <4 x i64> [ %6399, %vec.epilog.ph3381 ], [ %6403, %vec.epilog.vector.body3386 ]
  %6400 = getelementptr inbounds float, ptr %scratch, i64 %index3387
  %wide.load3389 = load <4 x i32>, ptr %6400, align 4
  %6401 = icmp uge <4 x i32> %wide.load3389, %broadcast.splat3385
  %6402 = zext <4 x i1> %6401 to <4 x i64>
  %6403 = add <4 x i64> %vec.phi3388, %6402
  %index.next3390 = add nuw i64 %index3387, 4
  %6404 = icmp eq i64 %index.next3390, %n.vec3383
  br i1 %6404, label %vec.epilog.middle.block3391, label %vec.epilog.vector.body3386, !llvm.loop !43

vec.epilog.middle.block3391:                      ; preds = %vec.epilog.vector.body3386
  %6405 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6403)
  br i1 %cmp.n3392, label %iter.check3306, label %search.feature.body319.5.preheader

search.feature.body319.5.preheader:               ; preds = %iter.check3352, %vec.epilog.iter.check3379, %vec.epilog.middle.block3391
  %search.feature321864.5.ph = phi i64 [ 0, %iter.check3352 ], [ %n.vec3357, %vec.epilog.iter.check3379 ], [ %n.vec3383, %vec.epilog.middle.block3391 ]
  %search_count317.0863.5.ph = phi i64 [ 0, %iter.check3352 ], [ %6398, %vec.epilog.iter.check3379 ], [ %6405, %vec.epilog.middle.block3391 ]
  br label %search.feature.body319.5

search.feature.body319.5:                         ; preds = %search.feature.body319.5.preheader, %search.feature.body319.5
  %search.feature321864.5 = phi i64 [ %6410, %search.feature.body319.5 ], [ %search.feature321864.5.ph, %search.feature.body319.5.preheader ]
  %search_count317.0863.5 = phi i64 [ %6409, %search.feature.body319.5 ], [ %search_count317.0863.5.ph, %search.feature.body319.5.preheader ]
  %6406 = getelementptr inbounds float, ptr %scratch, i64 %search.feature321864.5
  %key322.5 = load i32, ptr %6406, align 4
  %6407 = icmp uge i32 %key322.5, %candidate.5
  %6408 = zext i1 %6407 to i64
  %6409 = add i64 %search_count317.0863.5, %6408
  %6410 = add nuw i64 %search.feature321864.5, 1
  %exitcond1090.5.not = icmp eq i64 %6410, %n_features
  br i1 %exitcond1090.5.not, label %iter.check3306, label %search.feature.body319.5, !llvm.loop !44

iter.check3306:                                   ; preds = %search.feature.body319.5, %vec.epilog.middle.block3391, %middle.block3371
  %.lcssa1574 = phi i64 [ %6405, %vec.epilog.middle.block3391 ], [ %6398, %middle.block3371 ], [ %6409, %search.feature.body319.5 ]
  %6411 = uitofp i64 %.lcssa1574 to float
  %6412 = fcmp oge float %6411, %top_k316
  %6413 = select i1 %6412, i32 %candidate.5, i32 %6380
  %candidate.6 = or i32 %6413, 33554432
  br i1 %min.iters.check3304, label %search.feature.body319.6.preheader, label %vector.main.loop.iter.check3308

vector.main.loop.iter.check3308:                  ; preds = %iter.check3306
  br i1 %min.iters.check3307, label %vec.epilog.ph3335, label %vector.ph3309

vector.ph3309:                                    ; preds = %vector.main.loop.iter.check3308
  %broadcast.splatinsert3312 = insertelement <4 x i32> poison, i32 %candidate.6, i64 0
  %broadcast.splat3313 = shufflevector <4 x i32> %broadcast.splatinsert3312, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3314

vector.body3314:                                  ; preds = %vector.body3314, %vector.ph3309
  %index3315 = phi i64 [ 0, %vector.ph3309 ], [ %index.next3324, %vector.body3314 ]
  %vec.phi3316 = phi <4 x i64> [ zeroinitializer, %vector.ph3309 ], [ %6426, %vector.body3314 ]
  %vec.phi3317 = phi <4 x i64> [ zeroinitializer, %vector.ph3309 ], [ %6427, %vector.body3314 ]
  %vec.phi3318 = phi <4 x i64> [ zeroinitializer, %vector.ph3309 ], [ %6428, %vector.body3314 ]
  %vec.phi3319 = phi <4 x i64> [ zeroinitializer, %vector.ph3309 ], [ %6429, %vector.body3314 ]
  %6414 = getelementptr inbounds float, ptr %scratch, i64 %index3315
  %6415 = getelementptr inbounds nuw i8, ptr %6414, i64 16
  %6416 = getelementptr inbounds nuw i8, ptr %6414, i64 32
  %6417 = getelementptr inbounds nuw i8, ptr %6414, i64 48
  %wide.load3320 = load <4 x i32>, ptr %6414, align 4
  %wide.load3321 = load <4 x i32>, ptr %6415, align 4
  %wide.load3322 = load <4 x i32>, ptr %6416, align 4
  %wide.load3323 = load <4 x i32>, ptr %6417, align 4
  %6418 = icmp uge <4 x i32> %wide.load3320, %broadcast.splat3313
  %6419 = icmp uge <4 x i32> %wide.load3321, %broadcast.splat3313
  %6420 = icmp uge <4 x i32> %wide.load3322, %broadcast.splat3313
  %6421 = icmp uge <4 x i32> %wide.load3323, %broadcast.splat3313
  %6422 = zext <4 x i1> %6418 to <4 x i64>
  %6423 = zext <4 x i1> %6419 to <4 x i64>
  %6424 = zext <4 x i1> %6420 to <4 x i64>
  %6425 = zext <4 x i1> %6421 to <4 x i64>
  %6426 = add <4 x i64> %vec.phi3316, %6422
  %6427 = add <4 x i64> %vec.phi3317, %6423
  %6428 = add <4 x i64> %vec.phi3318, %6424
  %6429 = add <4 x i64> %vec.phi3319, %6425
  %index.next3324 = add nuw i64 %index3315, 16
  %6430 = icmp eq i64 %index.next3324, %n.vec3311
  br i1 %6430, label %middle.block3325, label %vector.body3314, !llvm.loop !45

middle.block3325:                                 ; preds = %vector.body3314
  %bin.rdx3326 = add <4 x i64> %6427, %6426
  %bin.rdx3327 = add <4 x i64> %6428, %bin.rdx3326
  %bin.rdx3328 = add <4 x i64> %6429, %bin.rdx3327
  %6431 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3328)
  br i1 %cmp.n3329, label %iter.check3260, label %vec.epilog.iter.check3333

vec.epilog.iter.check3333:                        ; preds = %middle.block3325
  br i1 %min.epilog.iters.check3334, label %search.feature.body319.6.preheader, label %vec.epilog.ph3335, !prof !27

vec.epilog.ph3335:                                ; preds = %vector.main.loop.iter.check3308, %vec.epilog.iter.check3333
  %vec.epilog.resume.val3330 = phi i64 [ %n.vec3311, %vec.epilog.iter.check3333 ], [ 0, %vector.main.loop.iter.check3308 ]
  %bc.merge.rdx3331 = phi i64 [ %6431, %vec.epilog.iter.check3333 ], [ 0, %vector.main.loop.iter.check3308 ]
  %6432 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3331, i64 0
  %broadcast.splatinsert3338 = insertelement <4 x i32> poison, i32 %candidate.6, i64 0
  %broadcast.splat3339 = shufflevector <4 x i32> %broadcast.splatinsert3338, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3340

vec.epilog.vector.body3340:                       ; preds = %vec.epilog.vector.body3340, %vec.epilog.ph3335
  %index3341 = phi i64 [ %vec.epilog.resume.val3330, %vec.epilog.ph3335 ], [ %index.next3344, %vec.epilog.vector.body3340 ]
  %vec.phi3342 = phi <4 x i64> [ %6432, %vec.epilog.ph3335 ], [ %6436, %vec.epilog.vector.body3340 ]
  %6433 = getelementptr inbounds float, ptr %scratch, i64 %index3341
  %wide.load3343 = load <4 x i32>, ptr %6433, align 4
  %6434 = icmp uge <4 x i32> %wide.load3343, %broadcast.splat3339
  %6435 = zext <4 x i1> %6434 to <4 x i64>
  %6436 = add <4 x i64> %vec.phi3342, %6435
  %index.next3344 = add nuw i64 %index3341, 4
  %6437 = icmp eq i64 %index.next3344, %n.vec3337
  br i1 %6437, label %vec.epilog.middle.block3345, label %vec.epilog.vector.body3340, !llvm.loop !46

vec.epilog.middle.block3345:                      ; preds = %vec.epilog.vector.body3340
  %6438 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6436)
  br i1 %cmp.n3346, label %iter.check3260, label %search.feature.body319.6.preheader

search.feature.body319.6.preheader:               ; preds = %iter.check3306, %vec.epilog.iter.check3333, %vec.epilog.middle.block3345
  %search.feature321864.6.ph = phi i64 [ 0, %iter.check3306 ], [ %n.vec3311, %vec.epilog.iter.check3333 ], [ %n.vec3337, %vec.epilog.middle.block3345 ]
  %search_count317.0863.6.ph = phi i64 [ 0, %iter.check3306 ], [ %6431, %vec.epilog.iter.check3333 ], [ %6438, %vec.epilog.middle.block3345 ]
  br label %search.feature.body319.6

search.feature.body319.6:                         ; preds = %search.feature.body319.6.preheader, %search.feature.body319.6
  %search.feature321864.6 = phi i64 [ %6443, %search.feature.body319.6 ], [ %search.feature321864.6.ph, %search.feature.body319.6.preheader ]
  %search_count317.0863.6 = phi i64 [ %6442, %search.feature.body319.6 ], [ %search_count317.0863.6.ph, %search.feature.body319.6.preheader ]
  %6439 = getelementptr inbounds float, ptr %scratch, i64 %search.feature321864.6
  %key322.6 = load i32, ptr %6439, align 4
  %6440 = icmp uge i32 %key322.6, %candidate.6
  %6441 = zext i1 %6440 to i64
  %6442 = add i64 %search_count317.0863.6, %6441
  %6443 = add nuw i64 %search.feature321864.6, 1
  %exitcond1090.6.not = icmp eq i64 %6443, %n_features
  br i1 %exitcond1090.6.not, label %iter.check3260, label %search.feature.body319.6, !llvm.loop !47

iter.check3260:                                   ; preds = %search.feature.body319.6, %vec.epilog.middle.block3345, %middle.block3325
  %.lcssa1575 = phi i64 [ %6438, %vec.epilog.middle.block3345 ], [ %6431, %middle.block3325 ], [ %6442, %search.feature.body319.6 ]
  %6444 = uitofp i64 %.lcssa1575 to float
  %6445 = fcmp oge float %6444, %top_k316
  %6446 = select i1 %6445, i32 %candidate.6, i32 %6413
  %candidate.7 = or i32 %6446, 16777216
  br i1 %min.iters.check3258, label %search.feature.body319.7.preheader, label %vector.main.loop.iter.check3262

vector.main.loop.iter.check3262:                  ; preds = %iter.check3260
  br i1 %min.iters.check3261, label %vec.epilog.ph3289, label %vector.ph3263

vector.ph3263:                                    ; preds = %vector.main.loop.iter.check3262
  %broadcast.splatinsert3266 = insertelement <4 x i32> poison, i32 %candidate.7, i64 0
  %broadcast.splat3267 = shufflevector <4 x i32> %broadcast.splatinsert3266, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3268

vector.body3268:                                  ; preds = %vector.body3268, %vector.ph3263
  %index3269 = phi i64 [ 0, %vector.ph3263 ], [ %index.next3278, %vector.body3268 ]
  %vec.phi3270 = phi <4 x i64> [ zeroinitializer, %vector.ph3263 ], [ %6459, %vector.body3268 ]
  %vec.phi3271 = phi <4 x i64> [ zeroinitializer, %vector.ph3263 ], [ %6460, %vector.body3268 ]
  %vec.phi3272 = phi <4 x i64> [ zeroinitializer, %vector.ph3263 ], [ %6461, %vector.body3268 ]
  %vec.phi3273 = phi <4 x i64> [ zeroinitializer, %vector.ph3263 ], [ %6462, %vector.body3268 ]
  %6447 = getelementptr inbounds float, ptr %scratch, i64 %index3269
  %6448 = getelementptr inbounds nuw i8, ptr %6447, i64 16
  %6449 = getelementptr inbounds nuw i8, ptr %6447, i64 32
  %6450 = getelementptr inbounds nuw i8, ptr %6447, i64 48
  %wide.load3274 = load <4 x i32>, ptr %6447, align 4
  %wide.load3275 = load <4 x i32>, ptr %6448, align 4
  %wide.load3276 = load <4 x i32>, ptr %6449, align 4
  %wide.load3277 = load <4 x i32>, ptr %6450, align 4
  %6451 = icmp uge <4 x i32> %wide.load3274, %broadcast.splat3267
  %6452 = icmp uge <4 x i32> %wide.load3275, %broadcast.splat3267
  %6453 = icmp uge <4 x i32> %wide.load3276, %broadcast.splat3267
  %6454 = icmp uge <4 x i32> %wide.load3277, %broadcast.splat3267
  %6455 = zext <4 x i1> %6451 to <4 x i64>
  %6456 = zext <4 x i1> %6452 to <4 x i64>
  %6457 = zext <4 x i1> %6453 to <4 x i64>
  %6458 = zext <4 x i1> %6454 to <4 x i64>
  %6459 = add <4 x i64> %vec.phi3270, %6455
  %6460 = add <4 x i64> %vec.phi3271, %6456
  %6461 = add <4 x i64> %vec.phi3272, %6457
  %6462 = add <4 x i64> %vec.phi3273, %6458
  %index.next3278 = add nuw i64 %index3269, 16
  %6463 = icmp eq i64 %index.next3278, %n.vec3265
  br i1 %6463, label %middle.block3279, label %vector.body3268, !llvm.loop !48

middle.block3279:                                 ; preds = %vector.body3268
  %bin.rdx3280 = add <4 x i64> %6460, %6459
  %bin.rdx3281 = add <4 x i64> %6461, %bin.rdx3280
  %bin.rdx3282 = add <4 x i64> %6462, %bin.rdx3281
  %6464 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3282)
  br i1 %cmp.n3283, label %iter.check3214, label %vec.epilog.iter.check3287

vec.epilog.iter.check3287:                        ; preds = %middle.block3279
  br i1 %min.epilog.iters.check3288, label %search.feature.body319.7.preheader, label %vec.epilog.ph3289, !prof !27

vec.epilog.ph3289:                                ; preds = %vector.main.loop.iter.check3262, %vec.epilog.iter.check3287
  %vec.epilog.resume.val3284 = phi i64 [ %n.vec3265, %vec.epilog.iter.check3287 ], [ 0, %vector.main.loop.iter.check3262 ]
  %bc.merge.rdx3285 = phi i64 [ %6464, %vec.epilog.iter.check3287 ], [ 0, %vector.main.loop.iter.check3262 ]
  %6465 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3285, i64 0
  %broadcast.splatinsert3292 = insertelement <4 x i32> poison, i32 %candidate.7, i64 0
  %broadcast.splat3293 = shufflevector <4 x i32> %broadcast.splatinsert3292, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3294

vec.epilog.vector.body3294:                       ; preds = %vec.epilog.vector.body3294, %vec.epilog.ph3289
  %index3295 = phi i64 [ %vec.epilog.resume.val3284, %vec.epilog.ph3289 ], [ %index.next3298, %vec.epilog.vector.body3294 ]
  %vec.phi3296 = phi <4 x i64> [ %6465, %vec.epilog.ph3289 ], [ %6469, %vec.epilog.vector.body3294 ]
  %6466 = getelementptr inbounds float, ptr %scratch, i64 %index3295
  %wide.load3297 = load <4 x i32>, ptr %6466, align 4
  %6467 = icmp uge <4 x i32> %wide.load3297, %broadcast.splat3293
  %6468 = zext <4 x i1> %6467 to <4 x i64>
  %6469 = add <4 x i64> %vec.phi3296, %6468
  %index.next3298 = add nuw i64 %index3295, 4
  %6470 = icmp eq i64 %index.next3298, %n.vec3291
  br i1 %6470, label %vec.epilog.middle.block3299, label %vec.epilog.vector.body3294, !llvm.loop !49

vec.epilog.middle.block3299:                      ; preds = %vec.epilog.vector.body3294
  %6471 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6469)
  br i1 %cmp.n3300, label %iter.check3214, label %search.feature.body319.7.preheader

search.feature.body319.7.preheader:               ; preds = %iter.check3260, %vec.epilog.iter.check3287, %vec.epilog.middle.block3299
  %search.feature321864.7.ph = phi i64 [ 0, %iter.check3260 ], [ %n.vec3265, %vec.epilog.iter.check3287 ], [ %n.vec3291, %vec.epilog.middle.block3299 ]
  %search_count317.0863.7.ph = phi i64 [ 0, %iter.check3260 ], [ %6464, %vec.epilog.iter.check3287 ], [ %6471, %vec.epilog.middle.block3299 ]
  br label %search.feature.body319.7

search.feature.body319.7:                         ; preds = %search.feature.body319.7.preheader, %search.feature.body319.7
  %search.feature321864.7 = phi i64 [ %6476, %search.feature.body319.7 ], [ %search.feature321864.7.ph, %search.feature.body319.7.preheader ]
  %search_count317.0863.7 = phi i64 [ %6475, %search.feature.body319.7 ], [ %search_count317.0863.7.ph, %search.feature.body319.7.preheader ]
  %6472 = getelementptr inbounds float, ptr %scratch, i64 %search.feature321864.7
  %key322.7 = load i32, ptr %6472, align 4
  %6473 = icmp uge i32 %key322.7, %candidate.7
  %6474 = zext i1 %6473 to i64
  %6475 = add i64 %search_count317.0863.7, %6474
  %6476 = add nuw i64 %search.feature321864.7, 1
  %exitcond1090.7.not = icmp eq i64 %6476, %n_features
  br i1 %exitcond1090.7.not, label %iter.check3214, label %search.feature.body319.7, !llvm.loop !50

iter.check3214:                                   ; preds = %search.feature.body319.7, %vec.epilog.middle.block3299, %middle.block3279
  %.lcssa1576 = phi i64 [ %6471, %vec.epilog.middle.block3299 ], [ %6464, %middle.block3279 ], [ %6475, %search.feature.body319.7 ]
  %6477 = uitofp i64 %.lcssa1576 to float
  %6478 = fcmp oge float %6477, %top_k316
  %6479 = select i1 %6478, i32 %candidate.7, i32 %6446
  %candidate.8 = or i32 %6479, 8388608
  br i1 %min.iters.check3212, label %search.feature.body319.8.preheader, label %vector.main.loop.iter.check3216

vector.main.loop.iter.check3216:                  ; preds = %iter.check3214
  br i1 %min.iters.check3215, label %vec.epilog.ph3243, label %vector.ph3217

vector.ph3217:                                    ; preds = %vector.main.loop.iter.check3216
  %broadcast.splatinsert3220 = insertelement <4 x i32> poison, i32 %candidate.8, i64 0
  %broadcast.splat3221 = shufflevector <4 x i32> %broadcast.splatinsert3220, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3222

vector.body3222:                                  ; preds = %vector.body3222, %vector.ph3217
  %index3223 = phi i64 [ 0, %vector.ph3217 ], [ %index.next3232, %vector.body3222 ]
  %vec.phi3224 = phi <4 x i64> [ zeroinitializer, %vector.ph3217 ], [ %6492, %vector.body3222 ]
  %vec.phi3225 = phi <4 x i64> [ zeroinitializer, %vector.ph3217 ], [ %6493, %vector.body3222 ]
  %vec.phi3226 = phi <4 x i64> [ zeroinitializer, %vector.ph3217 ], [ %6494, %vector.body3222 ]
  %vec.phi3227 = phi <4 x i64> [ zeroinitializer, %vector.ph3217 ], [ %6495, %vector.body3222 ]
  %6480 = getelementptr inbounds float, ptr %scratch, i64 %index3223
  %6481 = getelementptr inbounds nuw i8, ptr %6480, i64 16
  %6482 = getelementptr inbounds nuw i8, ptr %6480, i64 32
  %6483 = getelementptr inbounds nuw i8, ptr %6480, i64 48
  %wide.load3228 = load <4 x i32>, ptr %6480, align 4
  %wide.load3229 = load <4 x i32>, ptr %6481, align 4
  %wide.load3230 = load <4 x i32>, ptr %6482, align 4
  %wide.load3231 = load <4 x i32>, ptr %6483, align 4
  %6484 = icmp uge <4 x i32> %wide.load3228, %broadcast.splat3221
  %6485 = icmp uge <4 x i32> %wide.load3229, %broadcast.splat3221
  %6486 = icmp uge <4 x i32> %wide.load3230, %broadcast.splat3221
  %6487 = icmp uge <4 x i32> %wide.load3231, %broadcast.splat3221
  %6488 = zext <4 x i1> %6484 to <4 x i64>
  %6489 = zext <4 x i1> %6485 to <4 x i64>
  %6490 = zext <4 x i1> %6486 to <4 x i64>
  %6491 = zext <4 x i1> %6487 to <4 x i64>
  %6492 = add <4 x i64> %vec.phi3224, %6488
  %6493 = add <4 x i64> %vec.phi3225, %6489
  %6494 = add <4 x i64> %vec.phi3226, %6490
  %6495 = add <4 x i64> %vec.phi3227, %6491
  %index.next3232 = add nuw i64 %index3223, 16
  %6496 = icmp eq i64 %index.next3232, %n.vec3219
  br i1 %6496, label %middle.block3233, label %vector.body3222, !llvm.loop !51

middle.block3233:                                 ; preds = %vector.body3222
  %bin.rdx3234 = add <4 x i64> %6493, %6492
  %bin.rdx3235 = add <4 x i64> %6494, %bin.rdx3234
  %bin.rdx3236 = add <4 x i64> %6495, %bin.rdx3235
  %6497 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3236)
  br i1 %cmp.n3237, label %iter.check3168, label %vec.epilog.iter.check3241

vec.epilog.iter.check3241:                        ; preds = %middle.block3233
  br i1 %min.epilog.iters.check3242, label %search.feature.body319.8.preheader, label %vec.epilog.ph3243, !prof !27

vec.epilog.ph3243:                                ; preds = %vector.main.loop.iter.check3216, %vec.epilog.iter.check3241
  %vec.epilog.resume.val3238 = phi i64 [ %n.vec3219, %vec.epilog.iter.check3241 ], [ 0, %vector.main.loop.iter.check3216 ]
  %bc.merge.rdx3239 = phi i64 [ %6497, %vec.epilog.iter.check3241 ], [ 0, %vector.main.loop.iter.check3216 ]
  %6498 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3239, i64 0
  %broadcast.splatinsert3246 = insertelement <4 x i32> poison, i32 %candidate.8, i64 0
  %broadcast.splat3247 = shufflevector <4 x i32> %broadcast.splatinsert3246, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3248

vec.epilog.vector.body3248:                       ; preds = %vec.epilog.vector.body3248, %vec.epilog.ph3243
  %index3249 = phi i64 [ %vec.epilog.resume.val3238, %vec.epilog.ph3243 ], [ %index.next3252, %vec.epilog.vector.body3248 ]
  %vec.phi3250 = phi <4 x i64> [ %6498, %vec.epilog.ph3243 ], [ %6502, %vec.epilog.vector.body3248 ]
  %6499 = getelementptr inbounds float, ptr %scratch, i64 %index3249
  %wide.load3251 = load <4 x i32>, ptr %6499, align 4
  %6500 = icmp uge <4 x i32> %wide.load3251, %broadcast.splat3247
  %6501 = zext <4 x i1> %6500 to <4 x i64>
  %6502 = add <4 x i64> %vec.phi3250, %6501
  %index.next3252 = add nuw i64 %index3249, 4
  %6503 = icmp eq i64 %index.next3252, %n.vec3245
  br i1 %6503, label %vec.epilog.middle.block3253, label %vec.epilog.vector.body3248, !llvm.loop !52

vec.epilog.middle.block3253:                      ; preds = %vec.epilog.vector.body3248
  %6504 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6502)
  br i1 %cmp.n3254, label %iter.check3168, label %search.feature.body319.8.preheader

search.feature.body319.8.preheader:               ; preds = %iter.check3214, %vec.epilog.iter.check3241, %vec.epilog.middle.block3253
  %search.feature321864.8.ph = phi i64 [ 0, %iter.check3214 ], [ %n.vec3219, %vec.epilog.iter.check3241 ], [ %n.vec3245, %vec.epilog.middle.block3253 ]
  %search_count317.0863.8.ph = phi i64 [ 0, %iter.check3214 ], [ %6497, %vec.epilog.iter.check3241 ], [ %6504, %vec.epilog.middle.block3253 ]
  br label %search.feature.body319.8

search.feature.body319.8:                         ; preds = %search.feature.body319.8.preheader, %search.feature.body319.8
  %search.feature321864.8 = phi i64 [ %6509, %search.feature.body319.8 ], [ %search.feature321864.8.ph, %search.feature.body319.8.preheader ]
  %search_count317.0863.8 = phi i64 [ %6508, %search.feature.body319.8 ], [ %search_count317.0863.8.ph, %search.feature.body319.8.preheader ]
  %6505 = getelementptr inbounds float, ptr %scratch, i64 %search.feature321864.8
  %key322.8 = load i32, ptr %6505, align 4
  %6506 = icmp uge i32 %key322.8, %candidate.8
  %6507 = zext i1 %6506 to i64
  %6508 = add i64 %search_count317.0863.8, %6507
  %6509 = add nuw i64 %search.feature321864.8, 1
  %exitcond1090.8.not = icmp eq i64 %6509, %n_features
  br i1 %exitcond1090.8.not, label %iter.check3168, label %search.feature.body319.8, !llvm.loop !53

iter.check3168:                                   ; preds = %search.feature.body319.8, %vec.epilog.middle.block3253, %middle.block3233
  %.lcssa1577 = phi i64 [ %6504, %vec.epilog.middle.block3253 ], [ %6497, %middle.block3233 ], [ %6508, %search.feature.body319.8 ]
  %6510 = uitofp i64 %.lcssa1577 to float
  %6511 = fcmp oge float %6510, %top_k316
  %6512 = select i1 %6511, i32 %candidate.8, i32 %6479
  %candidate.9 = or i32 %6512, 4194304
  br i1 %min.iters.check3166, label %search.feature.body319.9.preheader, label %vector.main.loop.iter.check3170

vector.main.loop.iter.check3170:                  ; preds = %iter.check3168
  br i1 %min.iters.check3169, label %vec.epilog.ph3197, label %vector.ph3171

vector.ph3171:                                    ; preds = %vector.main.loop.iter.check3170
  %broadcast.splatinsert3174 = insertelement <4 x i32> poison, i32 %candidate.9, i64 0
  %broadcast.splat3175 = shufflevector <4 x i32> %broadcast.splatinsert3174, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3176

vector.body3176:                                  ; preds = %vector.body3176, %vector.ph3171
  %index3177 = phi i64 [ 0, %vector.ph3171 ], [ %index.next3186, %vector.body3176 ]
  %vec.phi3178 = phi <4 x i64> [ zeroinitializer, %vector.ph3171 ], [ %6525, %vector.body3176 ]
  %vec.phi3179 = phi <4 x i64> [ zeroinitializer, %vector.ph3171 ], [ %6526, %vector.body3176 ]
  %vec.phi3180 = phi <4 x i64> [ zeroinitializer, %vector.ph3171 ], [ %6527, %vector.body3176 ]
  %vec.phi3181 = phi <4 x i64> [ zeroinitializer, %vector.ph3171 ], [ %6528, %vector.body3176 ]
  %6513 = getelementptr inbounds float, ptr %scratch, i64 %index3177
  %6514 = getelementptr inbounds nuw i8, ptr %6513, i64 16
  %6515 = getelementptr inbounds nuw i8, ptr %6513, i64 32
  %6516 = getelementptr inbounds nuw i8, ptr %6513, i64 48
  %wide.load3182 = load <4 x i32>, ptr %6513, align 4
  %wide.load3183 = load <4 x i32>, ptr %6514, align 4
  %wide.load3184 = load <4 x i32>, ptr %6515, align 4
  %wide.load3185 = load <4 x i32>, ptr %6516, align 4
  %6517 = icmp uge <4 x i32> %wide.load3182, %broadcast.splat3175
  %6518 = icmp uge <4 x i32> %wide.load3183, %broadcast.splat3175
  %6519 = icmp uge <4 x i32> %wide.load3184, %broadcast.splat3175
  %6520 = icmp uge <4 x i32> %wide.load3185, %broadcast.splat3175
  %6521 = zext <4 x i1> %6517 to <4 x i64>
  %6522 = zext <4 x i1> %6518 to <4 x i64>
  %6523 = zext <4 x i1> %6519 to <4 x i64>
  %6524 = zext <4 x i1> %6520 to <4 x i64>
  %6525 = add <4 x i64> %vec.phi3178, %6521
  %6526 = add <4 x i64> %vec.phi3179, %6522
  %6527 = add <4 x i64> %vec.phi3180, %6523
  %6528 = add <4 x i64> %vec.phi3181, %6524
  %index.next3186 = add nuw i64 %index3177, 16
  %6529 = icmp eq i64 %index.next3186, %n.vec3173
  br i1 %6529, label %middle.block3187, label %vector.body3176, !llvm.loop !54

middle.block3187:                                 ; preds = %vector.body3176
  %bin.rdx3188 = add <4 x i64> %6526, %6525
  %bin.rdx3189 = add <4 x i64> %6527, %bin.rdx3188
  %bin.rdx3190 = add <4 x i64> %6528, %bin.rdx3189
  %6530 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3190)
  br i1 %cmp.n3191, label %iter.check3122, label %vec.epilog.iter.check3195

vec.epilog.iter.check3195:                        ; preds = %middle.block3187
  br i1 %min.epilog.iters.check3196, label %search.feature.body319.9.preheader, label %vec.epilog.ph3197, !prof !27

vec.epilog.ph3197:                                ; preds = %vector.main.loop.iter.check3170, %vec.epilog.iter.check3195
  %vec.epilog.resume.val3192 = phi i64 [ %n.vec3173, %vec.epilog.iter.check3195 ], [ 0, %vector.main.loop.iter.check3170 ]
  %bc.merge.rdx3193 = phi i64 [ %6530, %vec.epilog.iter.check3195 ], [ 0, %vector.main.loop.iter.check3170 ]
  %6531 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3193, i64 0
  %broadcast.splatinsert3200 = insertelement <4 x i32> poison, i32 %candidate.9, i64 0
  %broadcast.splat3201 = shufflevector <4 x i32> %broadcast.splatinsert3200, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3202

vec.epilog.vector.body3202:                       ; preds = %vec.epilog.vector.body3202, %vec.epilog.ph3197
  %index3203 = phi i64 [ %vec.epilog.resume.val3192, %vec.epilog.ph3197 ], [ %index.next3206, %vec.epilog.vector.body3202 ]
  %vec.phi3204 = phi <4 x i64> [ %6531, %vec.epilog.ph3197 ], [ %6535, %vec.epilog.vector.body3202 ]
  %6532 = getelementptr inbounds float, ptr %scratch, i64 %index3203
  %wide.load3205 = load <4 x i32>, ptr %6532, align 4
  %6533 = icmp uge <4 x i32> %wide.load3205, %broadcast.splat3201
  %6534 = zext <4 x i1> %6533 to <4 x i64>
  %6535 = add <4 x i64> %vec.phi3204, %6534
  %index.next3206 = add nuw i64 %index3203, 4
  %6536 = icmp eq i64 %index.next3206, %n.vec3199
  br i1 %6536, label %vec.epilog.middle.block3207, label %vec.epilog.vector.body3202, !llvm.loop !55

vec.epilog.middle.block3207:                      ; preds = %vec.epilog.vector.body3202
  %6537 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6535)
  br i1 %cmp.n3208, label %iter.check3122, label %search.feature.body319.9.preheader

search.feature.body319.9.preheader:               ; preds = %iter.check3168, %vec.epilog.iter.check3195, %vec.epilog.middle.block3207
  %search.feature321864.9.ph = phi i64 [ 0, %iter.check3168 ], [ %n.vec3173, %vec.epilog.iter.check3195 ], [ %n.vec3199, %vec.epilog.middle.block3207 ]
  %search_count317.0863.9.ph = phi i64 [ 0, %iter.check3168 ], [ %6530, %vec.epilog.iter.check3195 ], [ %6537, %vec.epilog.middle.block3207 ]
  br label %search.feature.body319.9

search.feature.body319.9:                         ; preds = %search.feature.body319.9.preheader, %search.feature.body319.9
  %search.feature321864.9 = phi i64 [ %6542, %search.feature.body319.9 ], [ %search.feature321864.9.ph, %search.feature.body319.9.preheader ]
  %search_count317.0863.9 = phi i64 [ %6541, %search.feature.body319.9 ], [ %search_count317.0863.9.ph, %search.feature.body319.9.preheader ]
  %6538 = getelementptr inbounds float, ptr %scratch, i64 %search.feature321864.9
  %key322.9 = load i32, ptr %6538, align 4
  %6539 = icmp uge i32 %key322.9, %candidate.9
  %6540 = zext i1 %6539 to i64
  %6541 = add i64 %search_count317.0863.9, %6540
  %6542 = add nuw i64 %search.feature321864.9, 1
  %exitcond1090.9.not = icmp eq i64 %6542, %n_features
  br i1 %exitcond1090.9.not, label %iter.check3122, label %search.feature.body319.9, !llvm.loop !56

iter.check3122:                                   ; preds = %search.feature.body319.9, %vec.epilog.middle.block3207, %middle.block3187
  %.lcssa1578 = phi i64 [ %6537, %vec.epilog.middle.block3207 ], [ %6530, %middle.block3187 ], [ %6541, %search.feature.body319.9 ]
  %6543 = uitofp i64 %.lcssa1578 to float
  %6544 = fcmp oge float %6543, %top_k316
  %6545 = select i1 %6544, i32 %candidate.9, i32 %6512
  %candidate.10 = or i32 %6545, 2097152
  br i1 %min.iters.check3120, label %search.feature.body319.10.preheader, label %vector.main.loop.iter.check3124

vector.main.loop.iter.check3124:                  ; preds = %iter.check3122
  br i1 %min.iters.check3123, label %vec.epilog.ph3151, label %vector.ph3125

vector.ph3125:                                    ; preds = %vector.main.loop.iter.check3124
  %broadcast.splatinsert3128 = insertelement <4 x i32> poison, i32 %candidate.10, i64 0
  %broadcast.splat3129 = shufflevector <4 x i32> %broadcast.splatinsert3128, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3130

vector.body3130:                                  ; preds = %vector.body3130, %vector.ph3125
  %index3131 = phi i64 [ 0, %vector.ph3125 ], [ %index.next3140, %vector.body3130 ]
  %vec.phi3132 = phi <4 x i64> [ zeroinitializer, %vector.ph3125 ], [ %6558, %vector.body3130 ]
  %vec.phi3133 = phi <4 x i64> [ zeroinitializer, %vector.ph3125 ], [ %6559, %vector.body3130 ]
  %vec.phi3134 = phi <4 x i64> [ zeroinitializer, %vector.ph3125 ], [ %6560, %vector.body3130 ]
  %vec.phi3135 = phi <4 x i64> [ zeroinitializer, %vector.ph3125 ], [ %6561, %vector.body3130 ]
  %6546 = getelementptr inbounds float, ptr %scratch, i64 %index3131
  %6547 = getelementptr inbounds nuw i8, ptr %6546, i64 16
  %6548 = getelementptr inbounds nuw i8, ptr %6546, i64 32
  %6549 = getelementptr inbounds nuw i8, ptr %6546, i64 48
  %wide.load3136 = load <4 x i32>, ptr %6546, align 4
  %wide.load3137 = load <4 x i32>, ptr %6547, align 4
  %wide.load3138 = load <4 x i32>, ptr %6548, align 4
  %wide.load3139 = load <4 x i32>, ptr %6549, align 4
  %6550 = icmp uge <4 x i32> %wide.load3136, %broadcast.splat3129
  %6551 = icmp uge <4 x i32> %wide.load3137, %broadcast.splat3129
  %6552 = icmp uge <4 x i32> %wide.load3138, %broadcast.splat3129
  %6553 = icmp uge <4 x i32> %wide.load3139, %broadcast.splat3129
  %6554 = zext <4 x i1> %6550 to <4 x i64>
  %6555 = zext <4 x i1> %6551 to <4 x i64>
  %6556 = zext <4 x i1> %6552 to <4 x i64>
  %6557 = zext <4 x i1> %6553 to <4 x i64>
  %6558 = add <4 x i64> %vec.phi3132, %6554
  %6559 = add <4 x i64> %vec.phi3133, %6555
  %6560 = add <4 x i64> %vec.phi3134, %6556
  %6561 = add <4 x i64> %vec.phi3135, %6557
  %index.next3140 = add nuw i64 %index3131, 16
  %6562 = icmp eq i64 %index.next3140, %n.vec3127
  br i1 %6562, label %middle.block3141, label %vector.body3130, !llvm.loop !57

middle.block3141:                                 ; preds = %vector.body3130
  %bin.rdx3142 = add <4 x i64> %6559, %6558
  %bin.rdx3143 = add <4 x i64> %6560, %bin.rdx3142
  %bin.rdx3144 = add <4 x i64> %6561, %bin.rdx3143
  %6563 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3144)
  br i1 %cmp.n3145, label %iter.check3076, label %vec.epilog.iter.check3149

vec.epilog.iter.check3149:                        ; preds = %middle.block3141
  br i1 %min.epilog.iters.check3150, label %search.feature.body319.10.preheader, label %vec.epilog.ph3151, !prof !27

vec.epilog.ph3151:                                ; preds = %vector.main.loop.iter.check3124, %vec.epilog.iter.check3149
  %vec.epilog.resume.val3146 = phi i64 [ %n.vec3127, %vec.epilog.iter.check3149 ], [ 0, %vector.main.loop.iter.check3124 ]
  %bc.merge.rdx3147 = phi i64 [ %6563, %vec.epilog.iter.check3149 ], [ 0, %vector.main.loop.iter.check3124 ]
  %6564 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3147, i64 0
  %broadcast.splatinsert3154 = insertelement <4 x i32> poison, i32 %candidate.10, i64 0
  %broadcast.splat3155 = shufflevector <4 x i32> %broadcast.splatinsert3154, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3156

vec.epilog.vector.body3156:                       ; preds = %vec.epilog.vector.body3156, %vec.epilog.ph3151
  %index3157 = phi i64 [ %vec.epilog.resume.val3146, %vec.epilog.ph3151 ], [ %index.next3160, %vec.epilog.vector.body3156 ]
  %vec.phi3158 = phi <4 x i64> [ %6564, %vec.epilog.ph3151 ], [ %6568, %vec.epilog.vector.body3156 ]
  %6565 = getelementptr inbounds float, ptr %scratch, i64 %index3157
  %wide.load3159 = load <4 x i32>, ptr %6565, align 4
  %6566 = icmp uge <4 x i32> %wide.load3159, %broadcast.splat3155
  %6567 = zext <4 x i1> %6566 to <4 x i64>
  %6568 = add <4 x i64> %vec.phi3158, %6567
  %index.next3160 = add nuw i64 %index3157, 4
  %6569 = icmp eq i64 %index.next3160, %n.vec3153
  br i1 %6569, label %vec.epilog.middle.block3161, label %vec.epilog.vector.body3156, !llvm.loop !58

vec.epilog.middle.block3161:                      ; preds = %vec.epilog.vector.body3156
  %6570 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6568)
  br i1 %cmp.n3162, label %iter.check3076, label %search.feature.body319.10.preheader

search.feature.body319.10.preheader:              ; preds = %iter.check3122, %vec.epilog.iter.check3149, %vec.epilog.middle.block3161
  %search.feature321864.10.ph = phi i64 [ 0, %iter.check3122 ], [ %n.vec3127, %vec.epilog.iter.check3149 ], [ %n.vec3153, %vec.epilog.middle.block3161 ]
  %search_count317.0863.10.ph = phi i64 [ 0, %iter.check3122 ], [ %6563, %vec.epilog.iter.check3149 ], [ %6570, %vec.epilog.middle.block3161 ]
  br label %search.feature.body319.10

search.feature.body319.10:                        ; preds = %search.feature.body319.10.preheader, %search.feature.body319.10
  %search.feature321864.10 = phi i64 [ %6575, %search.feature.body319.10 ], [ %search.feature321864.10.ph, %search.feature.body319.10.preheader ]
  %search_count317.0863.10 = phi i64 [ %6574, %search.feature.body319.10 ], [ %search_count317.0863.10.ph, %search.feature.body319.10.preheader ]
  %6571 = getelementptr inbounds float, ptr %scratch, i64 %search.feature321864.10
  %key322.10 = load i32, ptr %6571, align 4
  %6572 = icmp uge i32 %key322.10, %candidate.10
  %6573 = zext i1 %6572 to i64
  %6574 = add i64 %search_count317.0863.10, %6573
  %6575 = add nuw i64 %search.feature321864.10, 1
  %exitcond1090.10.not = icmp eq i64 %6575, %n_features
  br i1 %exitcond1090.10.not, label %iter.check3076, label %search.feature.body319.10, !llvm.loop !59

iter.check3076:                                   ; preds = %search.feature.body319.10, %vec.epilog.middle.block3161, %middle.block3141
  %.lcssa1579 = phi i64 [ %6570, %vec.epilog.middle.block3161 ], [ %6563, %middle.block3141 ], [ %6574, %search.feature.body319.10 ]
  %6576 = uitofp i64 %.lcssa1579 to float
  %6577 = fcmp oge float %6576, %top_k316
  %6578 = select i1 %6577, i32 %candidate.10, i32 %6545
  %candidate.11 = or i32 %6578, 1048576
  br i1 %min.iters.check3074, label %search.feature.body319.11.preheader, label %vector.main.loop.iter.check3078

vector.main.loop.iter.check3078:                  ; preds = %iter.check3076
  br i1 %min.iters.check3077, label %vec.epilog.ph3105, label %vector.ph3079

vector.ph3079:                                    ; preds = %vector.main.loop.iter.check3078
  %broadcast.splatinsert3082 = insertelement <4 x i32> poison, i32 %candidate.11, i64 0
  %broadcast.splat3083 = shufflevector <4 x i32> %broadcast.splatinsert3082, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3084

vector.body3084:                                  ; preds = %vector.body3084, %vector.ph3079
  %index3085 = phi i64 [ 0, %vector.ph3079 ], [ %index.next3094, %vector.body3084 ]
  %vec.phi3086 = phi <4 x i64> [ zeroinitializer, %vector.ph3079 ], [ %6591, %vector.body3084 ]
  %vec.phi3087 = phi <4 x i64> [ zeroinitializer, %vector.ph3079 ], [ %6592, %vector.body3084 ]
  %vec.phi3088 = phi <4 x i64> [ zeroinitializer, %vector.ph3079 ], [ %6593, %vector.body3084 ]
  %vec.phi3089 = phi <4 x i64> [ zeroinitializer, %vector.ph3079 ], [ %6594, %vector.body3084 ]
  %6579 = getelementptr inbounds float, ptr %scratch, i64 %index3085
  %6580 = getelementptr inbounds nuw i8, ptr %6579, i64 16
  %6581 = getelementptr inbounds nuw i8, ptr %6579, i64 32
  %6582 = getelementptr inbounds nuw i8, ptr %6579, i64 48
  %wide.load3090 = load <4 x i32>, ptr %6579, align 4
  %wide.load3091 = load <4 x i32>, ptr %6580, align 4
  %wide.load3092 = load <4 x i32>, ptr %6581, align 4
  %wide.load3093 = load <4 x i32>, ptr %6582, align 4
  %6583 = icmp uge <4 x i32> %wide.load3090, %broadcast.splat3083
  %6584 = icmp uge <4 x i32> %wide.load3091, %broadcast.splat3083
  %6585 = icmp uge <4 x i32> %wide.load3092, %broadcast.splat3083
  %6586 = icmp uge <4 x i32> %wide.load3093, %broadcast.splat3083
  %6587 = zext <4 x i1> %6583 to <4 x i64>
  %6588 = zext <4 x i1> %6584 to <4 x i64>
  %6589 = zext <4 x i1> %6585 to <4 x i64>
  %6590 = zext <4 x i1> %6586 to <4 x i64>
  %6591 = add <4 x i64> %vec.phi3086, %6587
  %6592 = add <4 x i64> %vec.phi3087, %6588
  %6593 = add <4 x i64> %vec.phi3088, %6589
  %6594 = add <4 x i64> %vec.phi3089, %6590
  %index.next3094 = add nuw i64 %index3085, 16
  %6595 = icmp eq i64 %index.next3094, %n.vec3081
  br i1 %6595, label %middle.block3095, label %vector.body3084, !llvm.loop !60

middle.block3095:                                 ; preds = %vector.body3084
  %bin.rdx3096 = add <4 x i64> %6592, %6591
  %bin.rdx3097 = add <4 x i64> %6593, %bin.rdx3096
  %bin.rdx3098 = add <4 x i64> %6594, %bin.rdx3097
  %6596 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3098)
  br i1 %cmp.n3099, label %iter.check3030, label %vec.epilog.iter.check3103

vec.epilog.iter.check3103:                        ; preds = %middle.block3095
  br i1 %min.epilog.iters.check3104, label %search.feature.body319.11.preheader, label %vec.epilog.ph3105, !prof !27

vec.epilog.ph3105:                                ; preds = %vector.main.loop.iter.check3078, %vec.epilog.iter.check3103
  %vec.epilog.resume.val3100 = phi i64 [ %n.vec3081, %vec.epilog.iter.check3103 ], [ 0, %vector.main.loop.iter.check3078 ]
  %bc.merge.rdx3101 = phi i64 [ %6596, %vec.epilog.iter.check3103 ], [ 0, %vector.main.loop.iter.check3078 ]
  %6597 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3101, i64 0
  %broadcast.splatinsert3108 = insertelement <4 x i32> poison, i32 %candidate.11, i64 0
  %broadcast.splat3109 = shufflevector <4 x i32> %broadcast.splatinsert3108, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3110

vec.epilog.vector.body3110:                       ; preds = %vec.epilog.vector.body3110, %vec.epilog.ph3105
  %index3111 = phi i64 [ %vec.epilog.resume.val3100, %vec.epilog.ph3105 ], [ %index.next3114, %vec.epilog.vector.body3110 ]
  %vec.phi3112 = phi <4 x i64> [ %6597, %vec.epilog.ph3105 ], [ %6601, %vec.epilog.vector.body3110 ]
  %6598 = getelementptr inbounds float, ptr %scratch, i64 %index3111
  %wide.load3113 = load <4 x i32>, ptr %6598, align 4
  %6599 = icmp uge <4 x i32> %wide.load3113, %broadcast.splat3109
  %6600 = zext <4 x i1> %6599 to <4 x i64>
  %6601 = add <4 x i64> %vec.phi3112, %6600
  %index.next3114 = add nuw i64 %index3111, 4
  %6602 = icmp eq i64 %index.next3114, %n.vec3107
  br i1 %6602, label %vec.epilog.middle.block3115, label %vec.epilog.vector.body3110, !llvm.loop !61

vec.epilog.middle.block3115:                      ; preds = %vec.epilog.vector.body3110
  %6603 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6601)
  br i1 %cmp.n3116, label %iter.check3030, label %search.feature.body319.11.preheader

search.feature.body319.11.preheader:              ; preds = %iter.check3076, %vec.epilog.iter.check3103, %vec.epilog.middle.block3115
  %search.feature321864.11.ph = phi i64 [ 0, %iter.check3076 ], [ %n.vec3081, %vec.epilog.iter.check3103 ], [ %n.vec3107, %vec.epilog.middle.block3115 ]
  %search_count317.0863.11.ph = phi i64 [ 0, %iter.check3076 ], [ %6596, %vec.epilog.iter.check3103 ], [ %6603, %vec.epilog.middle.block3115 ]
  br label %search.feature.body319.11

search.feature.body319.11:                        ; preds = %search.feature.body319.11.preheader, %search.feature.body319.11
  %search.feature321864.11 = phi i64 [ %6608, %search.feature.body319.11 ], [ %search.feature321864.11.ph, %search.feature.body319.11.preheader ]
  %search_count317.0863.11 = phi i64 [ %6607, %search.feature.body319.11 ], [ %search_count317.0863.11.ph, %search.feature.body319.11.preheader ]
  %6604 = getelementptr inbounds float, ptr %scratch, i64 %search.feature321864.11
  %key322.11 = load i32, ptr %6604, align 4
  %6605 = icmp uge i32 %key322.11, %candidate.11
  %6606 = zext i1 %6605 to i64
  %6607 = add i64 %search_count317.0863.11, %6606
  %6608 = add nuw i64 %search.feature321864.11, 1
  %exitcond1090.11.not = icmp eq i64 %6608, %n_features
  br i1 %exitcond1090.11.not, label %iter.check3030, label %search.feature.body319.11, !llvm.loop !62

iter.check3030:                                   ; preds = %search.feature.body319.11, %vec.epilog.middle.block3115, %middle.block3095
  %.lcssa1580 = phi i64 [ %6603, %vec.epilog.middle.block3115 ], [ %6596, %middle.block3095 ], [ %6607, %search.feature.body319.11 ]
  %6609 = uitofp i64 %.lcssa1580 to float
  %6610 = fcmp oge float %6609, %top_k316
  %6611 = select i1 %6610, i32 %candidate.11, i32 %6578
  %candidate.12 = or i32 %6611, 524288
  br i1 %min.iters.check3028, label %search.feature.body319.12.preheader, label %vector.main.loop.iter.check3032

vector.main.loop.iter.check3032:                  ; preds = %iter.check3030
  br i1 %min.iters.check3031, label %vec.epilog.ph3059, label %vector.ph3033

vector.ph3033:                                    ; preds = %vector.main.loop.iter.check3032
  %broadcast.splatinsert3036 = insertelement <4 x i32> poison, i32 %candidate.12, i64 0
  %broadcast.splat3037 = shufflevector <4 x i32> %broadcast.splatinsert3036, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body3038

vector.body3038:                                  ; preds = %vector.body3038, %vector.ph3033
  %index3039 = phi i64 [ 0, %vector.ph3033 ], [ %index.next3048, %vector.body3038 ]
  %vec.phi3040 = phi <4 x i64> [ zeroinitializer, %vector.ph3033 ], [ %6624, %vector.body3038 ]
  %vec.phi3041 = phi <4 x i64> [ zeroinitializer, %vector.ph3033 ], [ %6625, %vector.body3038 ]
  %vec.phi3042 = phi <4 x i64> [ zeroinitializer, %vector.ph3033 ], [ %6626, %vector.body3038 ]
  %vec.phi3043 = phi <4 x i64> [ zeroinitializer, %vector.ph3033 ], [ %6627, %vector.body3038 ]
  %6612 = getelementptr inbounds float, ptr %scratch, i64 %index3039
  %6613 = getelementptr inbounds nuw i8, ptr %6612, i64 16
  %6614 = getelementptr inbounds nuw i8, ptr %6612, i64 32
  %6615 = getelementptr inbounds nuw i8, ptr %6612, i64 48
  %wide.load3044 = load <4 x i32>, ptr %6612, align 4
  %wide.load3045 = load <4 x i32>, ptr %6613, align 4
  %wide.load3046 = load <4 x i32>, ptr %6614, align 4
  %wide.load3047 = load <4 x i32>, ptr %6615, align 4
  %6616 = icmp uge <4 x i32> %wide.load3044, %broadcast.splat3037
  %6617 = icmp uge <4 x i32> %wide.load3045, %broadcast.splat3037
  %6618 = icmp uge <4 x i32> %wide.load3046, %broadcast.splat3037
  %6619 = icmp uge <4 x i32> %wide.load3047, %broadcast.splat3037
  %6620 = zext <4 x i1> %6616 to <4 x i64>
  %6621 = zext <4 x i1> %6617 to <4 x i64>
  %6622 = zext <4 x i1> %6618 to <4 x i64>
  %6623 = zext <4 x i1> %6619 to <4 x i64>
  %6624 = add <4 x i64> %vec.phi3040, %6620
  %6625 = add <4 x i64> %vec.phi3041, %6621
  %6626 = add <4 x i64> %vec.phi3042, %6622
  %6627 = add <4 x i64> %vec.phi3043, %6623
  %index.next3048 = add nuw i64 %index3039, 16
  %6628 = icmp eq i64 %index.next3048, %n.vec3035
  br i1 %6628, label %middle.block3049, label %vector.body3038, !llvm.loop !63

middle.block3049:                                 ; preds = %vector.body3038
  %bin.rdx3050 = add <4 x i64> %6625, %6624
  %bin.rdx3051 = add <4 x i64> %6626, %bin.rdx3050
  %bin.rdx3052 = add <4 x i64> %6627, %bin.rdx3051
  %6629 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3052)
  br i1 %cmp.n3053, label %iter.check2984, label %vec.epilog.iter.check3057

vec.epilog.iter.check3057:                        ; preds = %middle.block3049
  br i1 %min.epilog.iters.check3058, label %search.feature.body319.12.preheader, label %vec.epilog.ph3059, !prof !27

vec.epilog.ph3059:                                ; preds = %vector.main.loop.iter.check3032, %vec.epilog.iter.check3057
  %vec.epilog.resume.val3054 = phi i64 [ %n.vec3035, %vec.epilog.iter.check3057 ], [ 0, %vector.main.loop.iter.check3032 ]
  %bc.merge.rdx3055 = phi i64 [ %6629, %vec.epilog.iter.check3057 ], [ 0, %vector.main.loop.iter.check3032 ]
  %6630 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3055, i64 0
  %broadcast.splatinsert3062 = insertelement <4 x i32> poison, i32 %candidate.12, i64 0
  %broadcast.splat3063 = shufflevector <4 x i32> %broadcast.splatinsert3062, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3064

vec.epilog.vector.body3064:                       ; preds = %vec.epilog.vector.body3064, %vec.epilog.ph3059
  %index3065 = phi i64 [ %vec.epilog.resume.val3054, %vec.epilog.ph3059 ], [ %index.next3068, %vec.epilog.vector.body3064 ]
  %vec.phi3066 = phi <4 x i64> [ %6630, %vec.epilog.ph3059 ], [ %6634, %vec.epilog.vector.body3064 ]
  %6631 = getelementptr inbounds float, ptr %scratch, i64 %index3065
  %wide.load3067 = load <4 x i32>, ptr %6631, align 4
  %6632 = icmp uge <4 x i32> %wide.load3067, %broadcast.splat3063
  %6633 = zext <4 x i1> %6632 to <4 x i64>
  %6634 = add <4 x i64> %vec.phi3066, %6633
  %index.next3068 = add nuw i64 %index3065, 4
  %6635 = icmp eq i64 %index.next3068, %n.vec3061
  br i1 %6635, label %vec.epilog.middle.block3069, label %vec.epilog.vector.body3064, !llvm.loop !64

vec.epilog.middle.block3069:                      ; preds = %vec.epilog.vector.body3064
  %6636 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6634)
  br i1 %cmp.n3070, label %iter.check2984, label %search.feature.body319.12.preheader

search.feature.body319.12.preheader:              ; preds = %iter.check3030, %vec.epilog.iter.check3057, %vec.epilog.middle.block3069
  %search.feature321864.12.ph = phi i64 [ 0, %iter.check3030 ], [ %n.vec3035, %vec.epilog.iter.check3057 ], [ %n.vec3061, %vec.epilog.middle.block3069 ]
  %search_count317.0863.12.ph = phi i64 [ 0, %iter.check3030 ], [ %6629, %vec.epilog.iter.check3057 ], [ %6636, %vec.epilog.middle.block3069 ]
  br label %search.feature.body319.12

search.feature.body319.12:                        ; preds = %search.feature.body319.12.preheader, %search.feature.body319.12
  %search.feature321864.12 = phi i64 [ %6641, %search.feature.body319.12 ], [ %search.feature321864.12.ph, %search.feature.body319.12.preheader ]
  %search_count317.0863.12 = phi i64 [ %6640, %search.feature.body319.12 ], [ %search_count317.0863.12.ph, %search.feature.body319.12.preheader ]
  %6637 = getelementptr inbounds float, ptr %scratch, i64 %search.feature321864.12
  %key322.12 = load i32, ptr %6637, align 4
  %6638 = icmp uge i32 %key322.12, %candidate.12
  %6639 = zext i1 %6638 to i64
  %6640 = add i64 %search_count317.0863.12, %6639
  %6641 = add nuw i64 %search.feature321864.12, 1
  %exitcond1090.12.not = icmp eq i64 %6641, %n_features
  br i1 %exitcond1090.12.not, label %iter.check2984, label %search.feature.body319.12, !llvm.loop !65

iter.check2984:                                   ; preds = %search.feature.body319.12, %vec.epilog.middle.block3069, %middle.block3049
  %.lcssa1581 = phi i64 [ %6636, %vec.epilog.middle.block3069 ], [ %6629, %middle.block3049 ], [ %6640, %search.feature.body319.12 ]
  %6642 = uitofp i64 %.lcssa1581 to float
  %6643 = fcmp oge float %6642, %top_k316
  %6644 = select i1 %6643, i32 %candidate.12, i32 %6611
  %candidate.13 = or i32 %6644, 262144
  br i1 %min.iters.check2982, label %search.feature.body319.13.preheader, label %vector.main.loop.iter.check2986

vector.main.loop.iter.check2986:                  ; preds = %iter.check2984
  br i1 %min.iters.check2985, label %vec.epilog.ph3013, label %vector.ph2987

vector.ph2987:                                    ; preds = %vector.main.loop.iter.check2986
  %broadcast.splatinsert2990 = insertelement <4 x i32> poison, i32 %candidate.13, i64 0
  %broadcast.splat2991 = shufflevector <4 x i32> %broadcast.splatinsert2990, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2992

vector.body2992:                                  ; preds = %vector.body2992, %vector.ph2987
  %index2993 = phi i64 [ 0, %vector.ph2987 ], [ %index.next3002, %vector.body2992 ]
  %vec.phi2994 = phi <4 x i64> [ zeroinitializer, %vector.ph2987 ], [ %6657, %vector.body2992 ]
  %vec.phi2995 = phi <4 x i64> [ zeroinitializer, %vector.ph2987 ], [ %6658, %vector.body2992 ]
  %vec.phi2996 = phi <4 x i64> [ zeroinitializer, %vector.ph2987 ], [ %6659, %vector.body2992 ]
  %vec.phi2997 = phi <4 x i64> [ zeroinitializer, %vector.ph2987 ], [ %6660, %vector.body2992 ]
  %6645 = getelementptr inbounds float, ptr %scratch, i64 %index2993
  %6646 = getelementptr inbounds nuw i8, ptr %6645, i64 16
  %6647 = getelementptr inbounds nuw i8, ptr %6645, i64 32
  %6648 = getelementptr inbounds nuw i8, ptr %6645, i64 48
  %wide.load2998 = load <4 x i32>, ptr %6645, align 4
  %wide.load2999 = load <4 x i32>, ptr %6646, align 4
  %wide.load3000 = load <4 x i32>, ptr %6647, align 4
  %wide.load3001 = load <4 x i32>, ptr %6648, align 4
  %6649 = icmp uge <4 x i32> %wide.load2998, %broadcast.splat2991
  %6650 = icmp uge <4 x i32> %wide.load2999, %broadcast.splat2991
  %6651 = icmp uge <4 x i32> %wide.load3000, %broadcast.splat2991
  %6652 = icmp uge <4 x i32> %wide.load3001, %broadcast.splat2991
  %6653 = zext <4 x i1> %6649 to <4 x i64>
  %6654 = zext <4 x i1> %6650 to <4 x i64>
  %6655 = zext <4 x i1> %6651 to <4 x i64>
  %6656 = zext <4 x i1> %6652 to <4 x i64>
  %6657 = add <4 x i64> %vec.phi2994, %6653
  %6658 = add <4 x i64> %vec.phi2995, %6654
  %6659 = add <4 x i64> %vec.phi2996, %6655
  %6660 = add <4 x i64> %vec.phi2997, %6656
  %index.next3002 = add nuw i64 %index2993, 16
  %6661 = icmp eq i64 %index.next3002, %n.vec2989
  br i1 %6661, label %middle.block3003, label %vector.body2992, !llvm.loop !66

middle.block3003:                                 ; preds = %vector.body2992
  %bin.rdx3004 = add <4 x i64> %6658, %6657
  %bin.rdx3005 = add <4 x i64> %6659, %bin.rdx3004
  %bin.rdx3006 = add <4 x i64> %6660, %bin.rdx3005
  %6662 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx3006)
  br i1 %cmp.n3007, label %iter.check2938, label %vec.epilog.iter.check3011

vec.epilog.iter.check3011:                        ; preds = %middle.block3003
  br i1 %min.epilog.iters.check3012, label %search.feature.body319.13.preheader, label %vec.epilog.ph3013, !prof !27

vec.epilog.ph3013:                                ; preds = %vector.main.loop.iter.check2986, %vec.epilog.iter.check3011
  %vec.epilog.resume.val3008 = phi i64 [ %n.vec2989, %vec.epilog.iter.check3011 ], [ 0, %vector.main.loop.iter.check2986 ]
  %bc.merge.rdx3009 = phi i64 [ %6662, %vec.epilog.iter.check3011 ], [ 0, %vector.main.loop.iter.check2986 ]
  %6663 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx3009, i64 0
  %broadcast.splatinsert3016 = insertelement <4 x i32> poison, i32 %candidate.13, i64 0
  %broadcast.splat3017 = shufflevector <4 x i32> %broadcast.splatinsert3016, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body3018

vec.epilog.vector.body3018:                       ; preds = %vec.epilog.vector.body3018, %vec.epilog.ph3013
  %index3019 = phi i64 [ %vec.epilog.resume.val3008, %vec.epilog.ph3013 ], [ %index.next3022, %vec.epilog.vector.body3018 ]
  %vec.phi3020 = phi <4 x i64> [ %6663, %vec.epilog.ph3013 ], [ %6667, %vec.epilog.vector.body3018 ]
  %6664 = getelementptr inbounds float, ptr %scratch, i64 %index3019
  %wide.load3021 = load <4 x i32>, ptr %6664, align 4
  %6665 = icmp uge <4 x i32> %wide.load3021, %broadcast.splat3017
  %6666 = zext <4 x i1> %6665 to <4 x i64>
  %6667 = add <4 x i64> %vec.phi3020, %6666
  %index.next3022 = add nuw i64 %index3019, 4
  %6668 = icmp eq i64 %index.next3022, %n.vec3015
  br i1 %6668, label %vec.epilog.middle.block3023, label %vec.epilog.vector.body3018, !llvm.loop !67

vec.epilog.middle.block3023:                      ; preds = %vec.epilog.vector.body3018
  %6669 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6667)
  br i1 %cmp.n3024, label %iter.check2938, label %search.feature.body319.13.preheader

search.feature.body319.13.preheader:              ; preds = %iter.check2984, %vec.epilog.iter.check3011, %vec.epilog.middle.block3023
  %search.feature321864.13.ph = phi i64 [ 0, %iter.check2984 ], [ %n.vec2989, %vec.epilog.iter.check3011 ], [ %n.vec3015, %vec.epilog.middle.block3023 ]
  %search_count317.0863.13.ph = phi i64 [ 0, %iter.check2984 ], [ %6662, %vec.epilog.iter.check3011 ], [ %6669, %vec.epilog.middle.block3023 ]
  br label %search.feature.body319.13

search.feature.body319.13:                        ; preds = %search.feature.body319.13.preheader, %search.feature.body319.13
  %search.feature321864.13 = phi i64 [ %6674, %search.feature.body319.13 ], [ %search.feature321864.13.ph, %search.feature.body319.13.preheader ]
  %search_count317.0863.13 = phi i64 [ %6673, %search.feature.body319.13 ], [ %search_count317.0863.13.ph, %search.feature.body319.13.preheader ]
  %6670 = getelementptr inbounds float, ptr %scratch, i64 %search.feature321864.13
  %key322.13 = load i32, ptr %6670, align 4
  %6671 = icmp uge i32 %key322.13, %candidate.13
  %6672 = zext i1 %6671 to i64
  %6673 = add i64 %search_count317.0863.13, %6672
  %6674 = add nuw i64 %search.feature321864.13, 1
  %exitcond1090.13.not = icmp eq i64 %6674, %n_features
  br i1 %exitcond1090.13.not, label %iter.check2938, label %search.feature.body319.13, !llvm.loop !68

iter.check2938:                                   ; preds = %search.feature.body319.13, %vec.epilog.middle.block3023, %middle.block3003
  %.lcssa1582 = phi i64 [ %6669, %vec.epilog.middle.block3023 ], [ %6662, %middle.block3003 ], [ %6673, %search.feature.body319.13 ]
  %6675 = uitofp i64 %.lcssa1582 to float
  %6676 = fcmp oge float %6675, %top_k316
  %6677 = select i1 %6676, i32 %candidate.13, i32 %6644
  %candidate.14 = or i32 %6677, 131072
  br i1 %min.iters.check2936, label %search.feature.body319.14.preheader, label %vector.main.loop.iter.check2940

vector.main.loop.iter.check2940:                  ; preds = %iter.check2938
  br i1 %min.iters.check2939, label %vec.epilog.ph2967, label %vector.ph2941

vector.ph2941:                                    ; preds = %vector.main.loop.iter.check2940
  %broadcast.splatinsert2944 = insertelement <4 x i32> poison, i32 %candidate.14, i64 0
  %broadcast.splat2945 = shufflevector <4 x i32> %broadcast.splatinsert2944, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2946

vector.body2946:                                  ; preds = %vector.body2946, %vector.ph2941
  %index2947 = phi i64 [ 0, %vector.ph2941 ], [ %index.next2956, %vector.body2946 ]
  %vec.phi2948 = phi <4 x i64> [ zeroinitializer, %vector.ph2941 ], [ %6690, %vector.body2946 ]
  %vec.phi2949 = phi <4 x i64> [ zeroinitializer, %vector.ph2941 ], [ %6691, %vector.body2946 ]
  %vec.phi2950 = phi <4 x i64> [ zeroinitializer, %vector.ph2941 ], [ %6692, %vector.body2946 ]
  %vec.phi2951 = phi <4 x i64> [ zeroinitializer, %vector.ph2941 ], [ %6693, %vector.body2946 ]
  %6678 = getelementptr inbounds float, ptr %scratch, i64 %index2947
  %6679 = getelementptr inbounds nuw i8, ptr %6678, i64 16
  %6680 = getelementptr inbounds nuw i8, ptr %6678, i64 32
  %6681 = getelementptr inbounds nuw i8, ptr %6678, i64 48
  %wide.load2952 = load <4 x i32>, ptr %6678, align 4
  %wide.load2953 = load <4 x i32>, ptr %6679, align 4
  %wide.load2954 = load <4 x i32>, ptr %6680, align 4
  %wide.load2955 = load <4 x i32>, ptr %6681, align 4
  %6682 = icmp uge <4 x i32> %wide.load2952, %broadcast.splat2945
  %6683 = icmp uge <4 x i32> %wide.load2953, %broadcast.splat2945
  %6684 = icmp uge <4 x i32> %wide.load2954, %broadcast.splat2945
  %6685 = icmp uge <4 x i32> %wide.load2955, %broadcast.splat2945
  %6686 = zext <4 x i1> %6682 to <4 x i64>
  %6687 = zext <4 x i1> %6683 to <4 x i64>
  %6688 = zext <4 x i1> %6684 to <4 x i64>
  %6689 = zext <4 x i1> %6685 to <4 x i64>
  %6690 = add <4 x i64> %vec.phi2948, %6686
  %6691 = add <4 x i64> %vec.phi2949, %6687
  %6692 = add <4 x i64> %vec.phi2950, %6688
  %6693 = add <4 x i64> %vec.phi2951, %6689
  %index.next2956 = add nuw i64 %index2947, 16
  %6694 = icmp eq i64 %index.next2956, %n.vec2943
  br i1 %6694, label %middle.block2957, label %vector.body2946, !llvm.loop !69

middle.block2957:                                 ; preds = %vector.body2946
  %bin.rdx2958 = add <4 x i64> %6691, %6690
  %bin.rdx2959 = add <4 x i64> %6692, %bin.rdx2958
  %bin.rdx2960 = add <4 x i64> %6693, %bin.rdx2959
  %6695 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2960)
  br i1 %cmp.n2961, label %iter.check2892, label %vec.epilog.iter.check2965

vec.epilog.iter.check2965:                        ; preds = %middle.block2957
  br i1 %min.epilog.iters.check2966, label %search.feature.body319.14.preheader, label %vec.epilog.ph2967, !prof !27

vec.epilog.ph2967:                                ; preds = %vector.main.loop.iter.check2940, %vec.epilog.iter.check2965
  %vec.epilog.resume.val2962 = phi i64 [ %n.vec2943, %vec.epilog.iter.check2965 ], [ 0, %vector.main.loop.iter.check2940 ]
  %bc.merge.rdx2963 = phi i64 [ %6695, %vec.epilog.iter.check2965 ], [ 0, %vector.main.loop.iter.check2940 ]
  %6696 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2963, i64 0
  %broadcast.splatinsert2970 = insertelement <4 x i32> poison, i32 %candidate.14, i64 0
  %broadcast.splat2971 = shufflevector <4 x i32> %broadcast.splatinsert2970, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2972

vec.epilog.vector.body2972:                       ; preds = %vec.epilog.vector.body2972, %vec.epilog.ph2967
  %index2973 = phi i64 [ %vec.epilog.resume.val2962, %vec.epilog.ph2967 ], [ %index.next2976, %vec.epilog.vector.body2972 ]
  %vec.phi2974 = phi <4 x i64> [ %6696, %vec.epilog.ph2967 ], [ %6700, %vec.epilog.vector.body2972 ]
  %6697 = getelementptr inbounds float, ptr %scratch, i64 %index2973
  %wide.load2975 = load <4 x i32>, ptr %6697, align 4
  %6698 = icmp uge <4 x i32> %wide.load2975, %broadcast.splat2971
  %6699 = zext <4 x i1> %6698 to <4 x i64>
  %6700 = add <4 x i64> %vec.phi2974, %6699
  %index.next2976 = add nuw i64 %index2973, 4
  %6701 = icmp eq i64 %index.next2976, %n.vec2969
  br i1 %6701, label %vec.epilog.middle.block2977, label %vec.epilog.vector.body2972, !llvm.loop !70

vec.epilog.middle.block2977:                      ; preds = %vec.epilog.vector.body2972
  %6702 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6700)
  br i1 %cmp.n2978, label %iter.check2892, label %search.feature.body319.14.preheader

search.feature.body319.14.preheader:              ; preds = %iter.check2938, %vec.epilog.iter.check2965, %vec.epilog.middle.block2977
  %search.feature321864.14.ph = phi i64 [ 0, %iter.check2938 ], [ %n.vec2943, %vec.epilog.iter.check2965 ], [ %n.vec2969, %vec.epilog.middle.block2977 ]
  %search_count317.0863.14.ph = phi i64 [ 0, %iter.check2938 ], [ %6695, %vec.epilog.iter.check2965 ], [ %6702, %vec.epilog.middle.block2977 ]
  br label %search.feature.body319.14

search.feature.body319.14:                        ; preds = %search.feature.body319.14.preheader, %search.feature.body319.14
  %search.feature321864.14 = phi i64 [ %6707, %search.feature.body319.14 ], [ %search.feature321864.14.ph, %search.feature.body319.14.preheader ]
  %search_count317.0863.14 = phi i64 [ %6706, %search.feature.body319.14 ], [ %search_count317.0863.14.ph, %search.feature.body319.14.preheader ]
  %6703 = getelementptr inbounds float, ptr %scratch, i64 %search.feature321864.14
  %key322.14 = load i32, ptr %6703, align 4
  %6704 = icmp uge i32 %key322.14, %candidate.14
  %6705 = zext i1 %6704 to i64
  %6706 = add i64 %search_count317.0863.14, %6705
  %6707 = add nuw i64 %search.feature321864.14, 1
  %exitcond1090.14.not = icmp eq i64 %6707, %n_features
  br i1 %exitcond1090.14.not, label %iter.check2892, label %search.feature.body319.14, !llvm.loop !71

iter.check2892:                                   ; preds = %search.feature.body319.14, %vec.epilog.middle.block2977, %middle.block2957
  %.lcssa1583 = phi i64 [ %6702, %vec.epilog.middle.block2977 ], [ %6695, %middle.block2957 ], [ %6706, %search.feature.body319.14 ]
  %6708 = uitofp i64 %.lcssa1583 to float
  %6709 = fcmp oge float %6708, %top_k316
  %6710 = select i1 %6709, i32 %candidate.14, i32 %6677
  %candidate.15 = or i32 %6710, 65536
  br i1 %min.iters.check2890, label %search.feature.body319.15.preheader, label %vector.main.loop.iter.check2894

vector.main.loop.iter.check2894:                  ; preds = %iter.check2892
  br i1 %min.iters.check2893, label %vec.epilog.ph2921, label %vector.ph2895

vector.ph2895:                                    ; preds = %vector.main.loop.iter.check2894
  %broadcast.splatinsert2898 = insertelement <4 x i32> poison, i32 %candidate.15, i64 0
  %broadcast.splat2899 = shufflevector <4 x i32> %broadcast.splatinsert2898, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2900

vector.body2900:                                  ; preds = %vector.body2900, %vector.ph2895
  %index2901 = phi i64 [ 0, %vector.ph2895 ], [ %index.next2910, %vector.body2900 ]
  %vec.phi2902 = phi <4 x i64> [ zeroinitializer, %vector.ph2895 ], [ %6723, %vector.body2900 ]
  %vec.phi2903 = phi <4 x i64> [ zeroinitializer, %vector.ph2895 ], [ %6724, %vector.body2900 ]
  %vec.phi2904 = phi <4 x i64> [ zeroinitializer, %vector.ph2895 ], [ %6725, %vector.body2900 ]
  %vec.phi2905 = phi <4 x i64> [ zeroinitializer, %vector.ph2895 ], [ %6726, %vector.body2900 ]
  %6711 = getelementptr inbounds float, ptr %scratch, i64 %index2901
  %6712 = getelementptr inbounds nuw i8, ptr %6711, i64 16
  %6713 = getelementptr inbounds nuw i8, ptr %6711, i64 32
  %6714 = getelementptr inbounds nuw i8, ptr %6711, i64 48
  %wide.load2906 = load <4 x i32>, ptr %6711, align 4
  %wide.load2907 = load <4 x i32>, ptr %6712, align 4
  %wide.load2908 = load <4 x i32>, ptr %6713, align 4
  %wide.load2909 = load <4 x i32>, ptr %6714, align 4
  %6715 = icmp uge <4 x i32> %wide.load2906, %broadcast.splat2899
  %6716 = icmp uge <4 x i32> %wide.load2907, %broadcast.splat2899
  %6717 = icmp uge <4 x i32> %wide.load2908, %broadcast.splat2899
  %6718 = icmp uge <4 x i32> %wide.load2909, %broadcast.splat2899
  %6719 = zext <4 x i1> %6715 to <4 x i64>
  %6720 = zext <4 x i1> %6716 to <4 x i64>
  %6721 = zext <4 x i1> %6717 to <4 x i64>
  %6722 = zext <4 x i1> %6718 to <4 x i64>
  %6723 = add <4 x i64> %vec.phi2902, %6719
  %6724 = add <4 x i64> %vec.phi2903, %6720
  %6725 = add <4 x i64> %vec.phi2904, %6721
  %6726 = add <4 x i64> %vec.phi2905, %6722
  %index.next2910 = add nuw i64 %index2901, 16
  %6727 = icmp eq i64 %index.next2910, %n.vec2897
  br i1 %6727, label %middle.block2911, label %vector.body2900, !llvm.loop !72

middle.block2911:                                 ; preds = %vector.body2900
  %bin.rdx2912 = add <4 x i64> %6724, %6723
  %bin.rdx2913 = add <4 x i64> %6725, %bin.rdx2912
  %bin.rdx2914 = add <4 x i64> %6726, %bin.rdx2913
  %6728 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2914)
  br i1 %cmp.n2915, label %search.compact.body.preheader, label %vec.epilog.iter.check2919

vec.epilog.iter.check2919:                        ; preds = %middle.block2911
  br i1 %min.epilog.iters.check2920, label %search.feature.body319.15.preheader, label %vec.epilog.ph2921, !prof !27

vec.epilog.ph2921:                                ; preds = %vector.main.loop.iter.check2894, %vec.epilog.iter.check2919
  %vec.epilog.resume.val2916 = phi i64 [ %n.vec2897, %vec.epilog.iter.check2919 ], [ 0, %vector.main.loop.iter.check2894 ]
  %bc.merge.rdx2917 = phi i64 [ %6728, %vec.epilog.iter.check2919 ], [ 0, %vector.main.loop.iter.check2894 ]
  %6729 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2917, i64 0
  %broadcast.splatinsert2924 = insertelement <4 x i32> poison, i32 %candidate.15, i64 0
  %broadcast.splat2925 = shufflevector <4 x i32> %broadcast.splatinsert2924, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2926

vec.epilog.vector.body2926:                       ; preds = %vec.epilog.vector.body2926, %vec.epilog.ph2921
  %index2927 = phi i64 [ %vec.epilog.resume.val2916, %vec.epilog.ph2921 ], [ %index.next2930, %vec.epilog.vector.body2926 ]
  %vec.phi2928 = phi <4 x i64> [ %6729, %vec.epilog.ph2921 ], [ %6733, %vec.epilog.vector.body2926 ]
  %6730 = getelementptr inbounds float, ptr %scratch, i64 %index2927
  %wide.load2929 = load <4 x i32>, ptr %6730, align 4
  %6731 = icmp uge <4 x i32> %wide.load2929, %broadcast.splat2925
  %6732 = zext <4 x i1> %6731 to <4 x i64>
  %6733 = add <4 x i64> %vec.phi2928, %6732
  %index.next2930 = add nuw i64 %index2927, 4
  %6734 = icmp eq i64 %index.next2930, %n.vec2923
  br i1 %6734, label %vec.epilog.middle.block2931, label %vec.epilog.vector.body2926, !llvm.loop !73

vec.epilog.middle.block2931:                      ; preds = %vec.epilog.vector.body2926
  %6735 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6733)
  br i1 %cmp.n2932, label %search.compact.body.preheader, label %search.feature.body319.15.preheader

search.feature.body319.15.preheader:              ; preds = %iter.check2892, %vec.epilog.iter.check2919, %vec.epilog.middle.block2931
  %search.feature321864.15.ph = phi i64 [ 0, %iter.check2892 ], [ %n.vec2897, %vec.epilog.iter.check2919 ], [ %n.vec2923, %vec.epilog.middle.block2931 ]
  %search_count317.0863.15.ph = phi i64 [ 0, %iter.check2892 ], [ %6728, %vec.epilog.iter.check2919 ], [ %6735, %vec.epilog.middle.block2931 ]
  br label %search.feature.body319.15

search.feature.body319.15:                        ; preds = %search.feature.body319.15.preheader, %search.feature.body319.15
  %search.feature321864.15 = phi i64 [ %6740, %search.feature.body319.15 ], [ %search.feature321864.15.ph, %search.feature.body319.15.preheader ]
  %search_count317.0863.15 = phi i64 [ %6739, %search.feature.body319.15 ], [ %search_count317.0863.15.ph, %search.feature.body319.15.preheader ]
  %6736 = getelementptr inbounds float, ptr %scratch, i64 %search.feature321864.15
  %key322.15 = load i32, ptr %6736, align 4
  %6737 = icmp uge i32 %key322.15, %candidate.15
  %6738 = zext i1 %6737 to i64
  %6739 = add i64 %search_count317.0863.15, %6738
  %6740 = add nuw i64 %search.feature321864.15, 1
  %exitcond1090.15.not = icmp eq i64 %6740, %n_features
  br i1 %exitcond1090.15.not, label %search.compact.body.preheader, label %search.feature.body319.15, !llvm.loop !74

search.round.header326.preheader.unr-lcssa:       ; preds = %search.compact.keep.done.1
  br i1 %lcmp.mod4126.not, label %search.round.header326.preheader, label %search.compact.body.epil.preheader

search.compact.body.epil.preheader:               ; preds = %search.round.header326.preheader.unr-lcssa, %search.compact.body.preheader
  %search.compact870.epil.init = phi i64 [ 0, %search.compact.body.preheader ], [ %6795, %search.round.header326.preheader.unr-lcssa ]
  %compacted.0869.epil.init = phi i64 [ 0, %search.compact.body.preheader ], [ %compacted.1.1, %search.round.header326.preheader.unr-lcssa ]
  %above_prefix.0868.epil.init = phi i64 [ 0, %search.compact.body.preheader ], [ %6789, %search.round.header326.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4129)
  %6741 = getelementptr inbounds float, ptr %scratch, i64 %search.compact870.epil.init
  %key325.epil = load i32, ptr %6741, align 4
  %top.epil = lshr i32 %key325.epil, 16
  %6742 = icmp samesign ugt i32 %top.epil, %prefix
  %6743 = zext i1 %6742 to i64
  %6744 = add i64 %above_prefix.0868.epil.init, %6743
  %6745 = icmp eq i32 %top.epil, %prefix
  br i1 %6745, label %search.compact.keep.then.epil, label %search.round.header326.preheader

search.compact.keep.then.epil:                    ; preds = %search.compact.body.epil.preheader
  %6746 = getelementptr inbounds float, ptr %scratch, i64 %compacted.0869.epil.init
  store i32 %key325.epil, ptr %6746, align 4
  %6747 = getelementptr float, ptr %3636, i64 %compacted.0869.epil.init
  %6748 = trunc i64 %search.compact870.epil.init to i32
  store i32 %6748, ptr %6747, align 4
  %6749 = add i64 %compacted.0869.epil.init, 1
  br label %search.round.header326.preheader

search.round.header326.preheader:                 ; preds = %search.compact.body.epil.preheader, %search.compact.keep.then.epil, %search.round.header326.preheader.unr-lcssa
  %compacted.1.lcssa = phi i64 [ %compacted.1.1, %search.round.header326.preheader.unr-lcssa ], [ %6749, %search.compact.keep.then.epil ], [ %compacted.0869.epil.init, %search.compact.body.epil.preheader ]
  %.lcssa3841 = phi i64 [ %6789, %search.round.header326.preheader.unr-lcssa ], [ %6744, %search.compact.keep.then.epil ], [ %6744, %search.compact.body.epil.preheader ]
  %.not1003 = icmp eq i64 %compacted.1.lcssa, 0
  %candidate331 = or i32 %6241, 32768
  br i1 %.not1003, label %search.compacted.exit.14.thread, label %iter.check2845

iter.check2845:                                   ; preds = %search.round.header326.preheader
  %min.iters.check2843 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2843, label %search.compacted.body.preheader, label %vector.main.loop.iter.check2847

vector.main.loop.iter.check2847:                  ; preds = %iter.check2845
  %min.iters.check2846 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2846, label %vec.epilog.ph2874, label %vector.ph2848

vector.ph2848:                                    ; preds = %vector.main.loop.iter.check2847
  %n.mod.vf2849 = and i64 %compacted.1.lcssa, 12
  %n.vec2850 = and i64 %compacted.1.lcssa, -16
  %6750 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa3841, i64 0
  %broadcast.splatinsert2851 = insertelement <4 x i32> poison, i32 %candidate331, i64 0
  %broadcast.splat2852 = shufflevector <4 x i32> %broadcast.splatinsert2851, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2853

vector.body2853:                                  ; preds = %vector.body2853, %vector.ph2848
  %index2854 = phi i64 [ 0, %vector.ph2848 ], [ %index.next2863, %vector.body2853 ]
  %vec.phi2855 = phi <4 x i64> [ %6750, %vector.ph2848 ], [ %6763, %vector.body2853 ]
  %vec.phi2856 = phi <4 x i64> [ zeroinitializer, %vector.ph2848 ], [ %6764, %vector.body2853 ]
  %vec.phi2857 = phi <4 x i64> [ zeroinitializer, %vector.ph2848 ], [ %6765, %vector.body2853 ]
  %vec.phi2858 = phi <4 x i64> [ zeroinitializer, %vector.ph2848 ], [ %6766, %vector.body2853 ]
  %6751 = getelementptr inbounds float, ptr %scratch, i64 %index2854
  %6752 = getelementptr inbounds nuw i8, ptr %6751, i64 16
  %6753 = getelementptr inbounds nuw i8, ptr %6751, i64 32
  %6754 = getelementptr inbounds nuw i8, ptr %6751, i64 48
  %wide.load2859 = load <4 x i32>, ptr %6751, align 4
  %wide.load2860 = load <4 x i32>, ptr %6752, align 4
  %wide.load2861 = load <4 x i32>, ptr %6753, align 4
  %wide.load2862 = load <4 x i32>, ptr %6754, align 4
  %6755 = icmp uge <4 x i32> %wide.load2859, %broadcast.splat2852
  %6756 = icmp uge <4 x i32> %wide.load2860, %broadcast.splat2852
  %6757 = icmp uge <4 x i32> %wide.load2861, %broadcast.splat2852
  %6758 = icmp uge <4 x i32> %wide.load2862, %broadcast.splat2852
  %6759 = zext <4 x i1> %6755 to <4 x i64>
  %6760 = zext <4 x i1> %6756 to <4 x i64>
  %6761 = zext <4 x i1> %6757 to <4 x i64>
  %6762 = zext <4 x i1> %6758 to <4 x i64>
  %6763 = add <4 x i64> %vec.phi2855, %6759
  %6764 = add <4 x i64> %vec.phi2856, %6760
  %6765 = add <4 x i64> %vec.phi2857, %6761
  %6766 = add <4 x i64> %vec.phi2858, %6762
  %index.next2863 = add nuw i64 %index2854, 16
  %6767 = icmp eq i64 %index.next2863, %n.vec2850
  br i1 %6767, label %middle.block2864, label %vector.body2853, !llvm.loop !75

middle.block2864:                                 ; preds = %vector.body2853
  %bin.rdx2865 = add <4 x i64> %6764, %6763
  %bin.rdx2866 = add <4 x i64> %6765, %bin.rdx2865
  %bin.rdx2867 = add <4 x i64> %6766, %bin.rdx2866
  %6768 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2867)
  %cmp.n2868 = icmp eq i64 %compacted.1.lcssa, %n.vec2850
  br i1 %cmp.n2868, label %iter.check2799, label %vec.epilog.iter.check2872

vec.epilog.iter.check2872:                        ; preds = %middle.block2864
  %min.epilog.iters.check2873 = icmp eq i64 %n.mod.vf2849, 0
  br i1 %min.epilog.iters.check2873, label %search.compacted.body.preheader, label %vec.epilog.ph2874, !prof !27

vec.epilog.ph2874:                                ; preds = %vector.main.loop.iter.check2847, %vec.epilog.iter.check2872
  %vec.epilog.resume.val2869 = phi i64 [ %n.vec2850, %vec.epilog.iter.check2872 ], [ 0, %vector.main.loop.iter.check2847 ]
  %bc.merge.rdx2870 = phi i64 [ %6768, %vec.epilog.iter.check2872 ], [ %.lcssa3841, %vector.main.loop.iter.check2847 ]
  %n.vec2876 = and i64 %compacted.1.lcssa, -4
  %6769 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2870, i64 0
  %broadcast.splatinsert2877 = insertelement <4 x i32> poison, i32 %candidate331, i64 0
  %broadcast.splat2878 = shufflevector <4 x i32> %broadcast.splatinsert2877, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2879

vec.epilog.vector.body2879:                       ; preds = %vec.epilog.vector.body2879, %vec.epilog.ph2874
  %index2880 = phi i64 [ %vec.epilog.resume.val2869, %vec.epilog.ph2874 ], [ %index.next2883, %vec.epilog.vector.body2879 ]
  %vec.phi2881 = phi <4 x i64> [ %6769, %vec.epilog.ph2874 ], [ %6773, %vec.epilog.vector.body2879 ]
  %6770 = getelementptr inbounds float, ptr %scratch, i64 %index2880
  %wide.load2882 = load <4 x i32>, ptr %6770, align 4
  %6771 = icmp uge <4 x i32> %wide.load2882, %broadcast.splat2878
  %6772 = zext <4 x i1> %6771 to <4 x i64>
  %6773 = add <4 x i64> %vec.phi2881, %6772
  %index.next2883 = add nuw i64 %index2880, 4
  %6774 = icmp eq i64 %index.next2883, %n.vec2876
  br i1 %6774, label %vec.epilog.middle.block2884, label %vec.epilog.vector.body2879, !llvm.loop !76

vec.epilog.middle.block2884:                      ; preds = %vec.epilog.vector.body2879
  %6775 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6773)
  %cmp.n2885 = icmp eq i64 %compacted.1.lcssa, %n.vec2876
  br i1 %cmp.n2885, label %iter.check2799, label %search.compacted.body.preheader

search.compacted.body.preheader:                  ; preds = %iter.check2845, %vec.epilog.iter.check2872, %vec.epilog.middle.block2884
  %search.compacted874.ph = phi i64 [ 0, %iter.check2845 ], [ %n.vec2850, %vec.epilog.iter.check2872 ], [ %n.vec2876, %vec.epilog.middle.block2884 ]
  %search_count332.0873.ph = phi i64 [ %.lcssa3841, %iter.check2845 ], [ %6768, %vec.epilog.iter.check2872 ], [ %6775, %vec.epilog.middle.block2884 ]
  br label %search.compacted.body

search.compact.body:                              ; preds = %search.compact.body.preheader, %search.compact.keep.done.1
  %search.compact870 = phi i64 [ %6795, %search.compact.keep.done.1 ], [ 0, %search.compact.body.preheader ]
  %compacted.0869 = phi i64 [ %compacted.1.1, %search.compact.keep.done.1 ], [ 0, %search.compact.body.preheader ]
  %above_prefix.0868 = phi i64 [ %6789, %search.compact.keep.done.1 ], [ 0, %search.compact.body.preheader ]
  %niter4131 = phi i64 [ %niter4131.next.1, %search.compact.keep.done.1 ], [ 0, %search.compact.body.preheader ]
  %6776 = getelementptr inbounds float, ptr %scratch, i64 %search.compact870
  %key325 = load i32, ptr %6776, align 4
  %top = lshr i32 %key325, 16
  %6777 = icmp samesign ugt i32 %top, %prefix
  %6778 = zext i1 %6777 to i64
  %6779 = add i64 %above_prefix.0868, %6778
  %6780 = icmp eq i32 %top, %prefix
  br i1 %6780, label %search.compact.keep.then, label %search.compact.keep.done

search.compact.keep.then:                         ; preds = %search.compact.body
  %6781 = getelementptr inbounds float, ptr %scratch, i64 %compacted.0869
  store i32 %key325, ptr %6781, align 4
  %6782 = getelementptr float, ptr %3636, i64 %compacted.0869
  %6783 = trunc i64 %search.compact870 to i32
  store i32 %6783, ptr %6782, align 4
  %6784 = add i64 %compacted.0869, 1
  br label %search.compact.keep.done

search.compact.keep.done:                         ; preds = %search.compact.keep.then, %search.compact.body
  %compacted.1 = phi i64 [ %6784, %search.compact.keep.then ], [ %compacted.0869, %search.compact.body ]
  %6785 = or disjoint i64 %search.compact870, 1
  %6786 = getelementptr inbounds float, ptr %scratch, i64 %6785
  %key325.1 = load i32, ptr %6786, align 4
  %top.1 = lshr i32 %key325.1, 16
  %6787 = icmp samesign ugt i32 %top.1, %prefix
  %6788 = zext i1 %6787 to i64
  %6789 = add i64 %6779, %6788
  %6790 = icmp eq i32 %top.1, %prefix
  br i1 %6790, label %search.compact.keep.then.1, label %search.compact.keep.done.1

search.compact.keep.then.1:                       ; preds = %search.compact.keep.done
  %6791 = getelementptr inbounds float, ptr %scratch, i64 %compacted.1
  store i32 %key325.1, ptr %6791, align 4
  %6792 = getelementptr float, ptr %3636, i64 %compacted.1
  %6793 = trunc i64 %6785 to i32
  store i32 %6793, ptr %6792, align 4
  %6794 = add i64 %compacted.1, 1
  br label %search.compact.keep.done.1

search.compact.keep.done.1:                       ; preds = %search.compact.keep.then.1, %search.compact.keep.done
  %compacted.1.1 = phi i64 [ %6794, %search.compact.keep.then.1 ], [ %compacted.1, %search.compact.keep.done ]
  %6795 = add nuw i64 %search.compact870, 2
  %niter4131.next.1 = add i64 %niter4131, 2
  %niter4131.ncmp.1 = icmp eq i64 %niter4131.next.1, %unroll_iter4130
  br i1 %niter4131.ncmp.1, label %search.round.header326.preheader.unr-lcssa, label %search.compact.body

search.compacted.body:                            ; preds = %search.compacted.body.preheader, %search.compacted.body
  %search.compacted874 = phi i64 [ %6800, %search.compacted.body ], [ %search.compacted874.ph, %search.compacted.body.preheader ]
  %search_count332.0873 = phi i64 [ %6799, %search.compacted.body ], [ %search_count332.0873.ph, %search.compacted.body.preheader ]
  %6796 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted874
  %key333 = load i32, ptr %6796, align 4
  %6797 = icmp uge i32 %key333, %candidate331
  %6798 = zext i1 %6797 to i64
  %6799 = add i64 %search_count332.0873, %6798
  %6800 = add nuw i64 %search.compacted874, 1
  %exitcond1093.not = icmp eq i64 %6800, %compacted.1.lcssa
  br i1 %exitcond1093.not, label %iter.check2799, label %search.compacted.body, !llvm.loop !77

search.compacted.exit.14.thread:                  ; preds = %search.feature.exit, %search.round.header326.preheader
  %candidate3311244.ph = phi i32 [ %candidate331, %search.round.header326.preheader ], [ %candidate3311240, %search.feature.exit ]
  %above_prefix.0.lcssa1241.ph = phi i64 [ %.lcssa3841, %search.round.header326.preheader ], [ 0, %search.feature.exit ]
  %.ph = phi i32 [ %6241, %search.round.header326.preheader ], [ %3669, %search.feature.exit ]
  %weight3351250 = uitofp i64 %above_prefix.0.lcssa1241.ph to float
  %6801 = fcmp oge float %weight3351250, %top_k316
  %6802 = select i1 %6801, i32 %candidate3311244.ph, i32 %.ph
  %candidate331.11251 = or i32 %6802, 16384
  %weight335.11261 = uitofp i64 %above_prefix.0.lcssa1241.ph to float
  %6803 = fcmp oge float %weight335.11261, %top_k316
  %6804 = select i1 %6803, i32 %candidate331.11251, i32 %6802
  %candidate331.21262 = or i32 %6804, 8192
  %weight335.21272 = uitofp i64 %above_prefix.0.lcssa1241.ph to float
  %6805 = fcmp oge float %weight335.21272, %top_k316
  %6806 = select i1 %6805, i32 %candidate331.21262, i32 %6804
  %candidate331.31273 = or i32 %6806, 4096
  %weight335.31283 = uitofp i64 %above_prefix.0.lcssa1241.ph to float
  %6807 = fcmp oge float %weight335.31283, %top_k316
  %6808 = select i1 %6807, i32 %candidate331.31273, i32 %6806
  %candidate331.41284 = or i32 %6808, 2048
  %weight335.41294 = uitofp i64 %above_prefix.0.lcssa1241.ph to float
  %6809 = fcmp oge float %weight335.41294, %top_k316
  %6810 = select i1 %6809, i32 %candidate331.41284, i32 %6808
  %candidate331.51295 = or i32 %6810, 1024
  %weight335.51305 = uitofp i64 %above_prefix.0.lcssa1241.ph to float
  %6811 = fcmp oge float %weight335.51305, %top_k316
  %6812 = select i1 %6811, i32 %candidate331.51295, i32 %6810
  %candidate331.61306 = or i32 %6812, 512
  %weight335.61316 = uitofp i64 %above_prefix.0.lcssa1241.ph to float
  %6813 = fcmp oge float %weight335.61316, %top_k316
  %6814 = select i1 %6813, i32 %candidate331.61306, i32 %6812
  %candidate331.71317 = or i32 %6814, 256
  %6815 = insertelement <8 x i64> poison, i64 %above_prefix.0.lcssa1241.ph, i64 0
  %6816 = shufflevector <8 x i64> %6815, <8 x i64> poison, <8 x i32> zeroinitializer
  %6817 = uitofp <8 x i64> %6816 to <8 x float>
  %6818 = fcmp ole <8 x float> %3713, %6817
  %6819 = extractelement <8 x i1> %6818, i64 7
  %6820 = select i1 %6819, i32 %candidate331.71317, i32 %6814
  %candidate331.81328 = or i32 %6820, 128
  %6821 = extractelement <8 x i1> %6818, i64 6
  %6822 = select i1 %6821, i32 %candidate331.81328, i32 %6820
  %candidate331.91339 = or i32 %6822, 64
  %6823 = extractelement <8 x i1> %6818, i64 5
  %6824 = select i1 %6823, i32 %candidate331.91339, i32 %6822
  %candidate331.101350 = or i32 %6824, 32
  %6825 = extractelement <8 x i1> %6818, i64 4
  %6826 = select i1 %6825, i32 %candidate331.101350, i32 %6824
  %candidate331.111361 = or i32 %6826, 16
  %6827 = extractelement <8 x i1> %6818, i64 3
  %6828 = select i1 %6827, i32 %candidate331.111361, i32 %6826
  %candidate331.121372 = or i32 %6828, 8
  %6829 = extractelement <8 x i1> %6818, i64 2
  %6830 = select i1 %6829, i32 %candidate331.121372, i32 %6828
  %candidate331.131383 = or i32 %6830, 4
  %6831 = extractelement <8 x i1> %6818, i64 1
  %6832 = select i1 %6831, i32 %candidate331.131383, i32 %6830
  %candidate331.141394 = or i32 %6832, 2
  %6833 = extractelement <8 x i1> %6818, i64 0
  %6834 = select i1 %6833, i32 %candidate331.141394, i32 %6832
  %candidate331.151405 = or i32 %6834, 1
  br label %search.compacted.exit.15

iter.check2799:                                   ; preds = %search.compacted.body, %vec.epilog.middle.block2884, %middle.block2864
  %.lcssa1586 = phi i64 [ %6775, %vec.epilog.middle.block2884 ], [ %6768, %middle.block2864 ], [ %6799, %search.compacted.body ]
  %weight335 = uitofp i64 %.lcssa1586 to float
  %6835 = fcmp oge float %weight335, %top_k316
  %6836 = select i1 %6835, i32 %candidate331, i32 %6241
  %candidate331.1 = or i32 %6836, 16384
  %min.iters.check2797 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2797, label %search.compacted.body.1.preheader, label %vector.main.loop.iter.check2801

vector.main.loop.iter.check2801:                  ; preds = %iter.check2799
  %min.iters.check2800 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2800, label %vec.epilog.ph2828, label %vector.ph2802

vector.ph2802:                                    ; preds = %vector.main.loop.iter.check2801
  %n.mod.vf2803 = and i64 %compacted.1.lcssa, 12
  %n.vec2804 = and i64 %compacted.1.lcssa, -16
  %6837 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa3841, i64 0
  %broadcast.splatinsert2805 = insertelement <4 x i32> poison, i32 %candidate331.1, i64 0
  %broadcast.splat2806 = shufflevector <4 x i32> %broadcast.splatinsert2805, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2807

vector.body2807:                                  ; preds = %vector.body2807, %vector.ph2802
  %index2808 = phi i64 [ 0, %vector.ph2802 ], [ %index.next2817, %vector.body2807 ]
  %vec.phi2809 = phi <4 x i64> [ %6837, %vector.ph2802 ], [ %6850, %vector.body2807 ]
  %vec.phi2810 = phi <4 x i64> [ zeroinitializer, %vector.ph2802 ], [ %6851, %vector.body2807 ]
  %vec.phi2811 = phi <4 x i64> [ zeroinitializer, %vector.ph2802 ], [ %6852, %vector.body2807 ]
  %vec.phi2812 = phi <4 x i64> [ zeroinitializer, %vector.ph2802 ], [ %6853, %vector.body2807 ]
  %6838 = getelementptr inbounds float, ptr %scratch, i64 %index2808
  %6839 = getelementptr inbounds nuw i8, ptr %6838, i64 16
  %6840 = getelementptr inbounds nuw i8, ptr %6838, i64 32
  %6841 = getelementptr inbounds nuw i8, ptr %6838, i64 48
  %wide.load2813 = load <4 x i32>, ptr %6838, align 4
  %wide.load2814 = load <4 x i32>, ptr %6839, align 4
  %wide.load2815 = load <4 x i32>, ptr %6840, align 4
  %wide.load2816 = load <4 x i32>, ptr %6841, align 4
  %6842 = icmp uge <4 x i32> %wide.load2813, %broadcast.splat2806
  %6843 = icmp uge <4 x i32> %wide.load2814, %broadcast.splat2806
  %6844 = icmp uge <4 x i32> %wide.load2815, %broadcast.splat2806
  %6845 = icmp uge <4 x i32> %wide.load2816, %broadcast.splat2806
  %6846 = zext <4 x i1> %6842 to <4 x i64>
  %6847 = zext <4 x i1> %6843 to <4 x i64>
  %6848 = zext <4 x i1> %6844 to <4 x i64>
  %6849 = zext <4 x i1> %6845 to <4 x i64>
  %6850 = add <4 x i64> %vec.phi2809, %6846
  %6851 = add <4 x i64> %vec.phi2810, %6847
  %6852 = add <4 x i64> %vec.phi2811, %6848
  %6853 = add <4 x i64> %vec.phi2812, %6849
  %index.next2817 = add nuw i64 %index2808, 16
  %6854 = icmp eq i64 %index.next2817, %n.vec2804
  br i1 %6854, label %middle.block2818, label %vector.body2807, !llvm.loop !78

middle.block2818:                                 ; preds = %vector.body2807
  %bin.rdx2819 = add <4 x i64> %6851, %6850
  %bin.rdx2820 = add <4 x i64> %6852, %bin.rdx2819
  %bin.rdx2821 = add <4 x i64> %6853, %bin.rdx2820
  %6855 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2821)
  %cmp.n2822 = icmp eq i64 %compacted.1.lcssa, %n.vec2804
  br i1 %cmp.n2822, label %iter.check2753, label %vec.epilog.iter.check2826

vec.epilog.iter.check2826:                        ; preds = %middle.block2818
  %min.epilog.iters.check2827 = icmp eq i64 %n.mod.vf2803, 0
  br i1 %min.epilog.iters.check2827, label %search.compacted.body.1.preheader, label %vec.epilog.ph2828, !prof !27

vec.epilog.ph2828:                                ; preds = %vector.main.loop.iter.check2801, %vec.epilog.iter.check2826
  %vec.epilog.resume.val2823 = phi i64 [ %n.vec2804, %vec.epilog.iter.check2826 ], [ 0, %vector.main.loop.iter.check2801 ]
  %bc.merge.rdx2824 = phi i64 [ %6855, %vec.epilog.iter.check2826 ], [ %.lcssa3841, %vector.main.loop.iter.check2801 ]
  %n.vec2830 = and i64 %compacted.1.lcssa, -4
  %6856 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2824, i64 0
  %broadcast.splatinsert2831 = insertelement <4 x i32> poison, i32 %candidate331.1, i64 0
  %broadcast.splat2832 = shufflevector <4 x i32> %broadcast.splatinsert2831, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2833

vec.epilog.vector.body2833:                       ; preds = %vec.epilog.vector.body2833, %vec.epilog.ph2828
  %index2834 = phi i64 [ %vec.epilog.resume.val2823, %vec.epilog.ph2828 ], [ %index.next2837, %vec.epilog.vector.body2833 ]
  %vec.phi2835 = phi <4 x i64> [ %6856, %vec.epilog.ph2828 ], [ %6860, %vec.epilog.vector.body2833 ]
  %6857 = getelementptr inbounds float, ptr %scratch, i64 %index2834
  %wide.load2836 = load <4 x i32>, ptr %6857, align 4
  %6858 = icmp uge <4 x i32> %wide.load2836, %broadcast.splat2832
  %6859 = zext <4 x i1> %6858 to <4 x i64>
  %6860 = add <4 x i64> %vec.phi2835, %6859
  %index.next2837 = add nuw i64 %index2834, 4
  %6861 = icmp eq i64 %index.next2837, %n.vec2830
  br i1 %6861, label %vec.epilog.middle.block2838, label %vec.epilog.vector.body2833, !llvm.loop !79

vec.epilog.middle.block2838:                      ; preds = %vec.epilog.vector.body2833
  %6862 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6860)
  %cmp.n2839 = icmp eq i64 %compacted.1.lcssa, %n.vec2830
  br i1 %cmp.n2839, label %iter.check2753, label %search.compacted.body.1.preheader

search.compacted.body.1.preheader:                ; preds = %iter.check2799, %vec.epilog.iter.check2826, %vec.epilog.middle.block2838
  %search.compacted874.1.ph = phi i64 [ 0, %iter.check2799 ], [ %n.vec2804, %vec.epilog.iter.check2826 ], [ %n.vec2830, %vec.epilog.middle.block2838 ]
  %search_count332.0873.1.ph = phi i64 [ %.lcssa3841, %iter.check2799 ], [ %6855, %vec.epilog.iter.check2826 ], [ %6862, %vec.epilog.middle.block2838 ]
  br label %search.compacted.body.1

search.compacted.body.1:                          ; preds = %search.compacted.body.1.preheader, %search.compacted.body.1
  %search.compacted874.1 = phi i64 [ %6867, %search.compacted.body.1 ], [ %search.compacted874.1.ph, %search.compacted.body.1.preheader ]
  %search_count332.0873.1 = phi i64 [ %6866, %search.compacted.body.1 ], [ %search_count332.0873.1.ph, %search.compacted.body.1.preheader ]
  %6863 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted874.1
  %key333.1 = load i32, ptr %6863, align 4
  %6864 = icmp uge i32 %key333.1, %candidate331.1
  %6865 = zext i1 %6864 to i64
  %6866 = add i64 %search_count332.0873.1, %6865
  %6867 = add nuw i64 %search.compacted874.1, 1
  %exitcond1093.1.not = icmp eq i64 %6867, %compacted.1.lcssa
  br i1 %exitcond1093.1.not, label %iter.check2753, label %search.compacted.body.1, !llvm.loop !80

iter.check2753:                                   ; preds = %search.compacted.body.1, %vec.epilog.middle.block2838, %middle.block2818
  %.lcssa1587 = phi i64 [ %6862, %vec.epilog.middle.block2838 ], [ %6855, %middle.block2818 ], [ %6866, %search.compacted.body.1 ]
  %weight335.1 = uitofp i64 %.lcssa1587 to float
  %6868 = fcmp oge float %weight335.1, %top_k316
  %6869 = select i1 %6868, i32 %candidate331.1, i32 %6836
  %candidate331.2 = or i32 %6869, 8192
  %min.iters.check2751 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2751, label %search.compacted.body.2.preheader, label %vector.main.loop.iter.check2755

vector.main.loop.iter.check2755:                  ; preds = %iter.check2753
  %min.iters.check2754 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2754, label %vec.epilog.ph2782, label %vector.ph2756

vector.ph2756:                                    ; preds = %vector.main.loop.iter.check2755
  %n.mod.vf2757 = and i64 %compacted.1.lcssa, 12
  %n.vec2758 = and i64 %compacted.1.lcssa, -16
  %6870 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa3841, i64 0
  %broadcast.splatinsert2759 = insertelement <4 x i32> poison, i32 %candidate331.2, i64 0
  %broadcast.splat2760 = shufflevector <4 x i32> %broadcast.splatinsert2759, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2761

vector.body2761:                                  ; preds = %vector.body2761, %vector.ph2756
  %index2762 = phi i64 [ 0, %vector.ph2756 ], [ %index.next2771, %vector.body2761 ]
  %vec.phi2763 = phi <4 x i64> [ %6870, %vector.ph2756 ], [ %6883, %vector.body2761 ]
  %vec.phi2764 = phi <4 x i64> [ zeroinitializer, %vector.ph2756 ], [ %6884, %vector.body2761 ]
  %vec.phi2765 = phi <4 x i64> [ zeroinitializer, %vector.ph2756 ], [ %6885, %vector.body2761 ]
  %vec.phi2766 = phi <4 x i64> [ zeroinitializer, %vector.ph2756 ], [ %6886, %vector.body2761 ]
  %6871 = getelementptr inbounds float, ptr %scratch, i64 %index2762
  %6872 = getelementptr inbounds nuw i8, ptr %6871, i64 16
  %6873 = getelementptr inbounds nuw i8, ptr %6871, i64 32
  %6874 = getelementptr inbounds nuw i8, ptr %6871, i64 48
  %wide.load2767 = load <4 x i32>, ptr %6871, align 4
  %wide.load2768 = load <4 x i32>, ptr %6872, align 4
  %wide.load2769 = load <4 x i32>, ptr %6873, align 4
  %wide.load2770 = load <4 x i32>, ptr %6874, align 4
  %6875 = icmp uge <4 x i32> %wide.load2767, %broadcast.splat2760
  %6876 = icmp uge <4 x i32> %wide.load2768, %broadcast.splat2760
  %6877 = icmp uge <4 x i32> %wide.load2769, %broadcast.splat2760
  %6878 = icmp uge <4 x i32> %wide.load2770, %broadcast.splat2760
  %6879 = zext <4 x i1> %6875 to <4 x i64>
  %6880 = zext <4 x i1> %6876 to <4 x i64>
  %6881 = zext <4 x i1> %6877 to <4 x i64>
  %6882 = zext <4 x i1> %6878 to <4 x i64>
  %6883 = add <4 x i64> %vec.phi2763, %6879
  %6884 = add <4 x i64> %vec.phi2764, %6880
  %6885 = add <4 x i64> %vec.phi2765, %6881
  %6886 = add <4 x i64> %vec.phi2766, %6882
  %index.next2771 = add nuw i64 %index2762, 16
  %6887 = icmp eq i64 %index.next2771, %n.vec2758
  br i1 %6887, label %middle.block2772, label %vector.body2761, !llvm.loop !81

middle.block2772:                                 ; preds = %vector.body2761
  %bin.rdx2773 = add <4 x i64> %6884, %6883
  %bin.rdx2774 = add <4 x i64> %6885, %bin.rdx2773
  %bin.rdx2775 = add <4 x i64> %6886, %bin.rdx2774
  %6888 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2775)
  %cmp.n2776 = icmp eq i64 %compacted.1.lcssa, %n.vec2758
  br i1 %cmp.n2776, label %iter.check2707, label %vec.epilog.iter.check2780

vec.epilog.iter.check2780:                        ; preds = %middle.block2772
  %min.epilog.iters.check2781 = icmp eq i64 %n.mod.vf2757, 0
  br i1 %min.epilog.iters.check2781, label %search.compacted.body.2.preheader, label %vec.epilog.ph2782, !prof !27

vec.epilog.ph2782:                                ; preds = %vector.main.loop.iter.check2755, %vec.epilog.iter.check2780
  %vec.epilog.resume.val2777 = phi i64 [ %n.vec2758, %vec.epilog.iter.check2780 ], [ 0, %vector.main.loop.iter.check2755 ]
  %bc.merge.rdx2778 = phi i64 [ %6888, %vec.epilog.iter.check2780 ], [ %.lcssa3841, %vector.main.loop.iter.check2755 ]
  %n.vec2784 = and i64 %compacted.1.lcssa, -4
  %6889 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2778, i64 0
  %broadcast.splatinsert2785 = insertelement <4 x i32> poison, i32 %candidate331.2, i64 0
  %broadcast.splat2786 = shufflevector <4 x i32> %broadcast.splatinsert2785, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2787

vec.epilog.vector.body2787:                       ; preds = %vec.epilog.vector.body2787, %vec.epilog.ph2782
  %index2788 = phi i64 [ %vec.epilog.resume.val2777, %vec.epilog.ph2782 ], [ %index.next2791, %vec.epilog.vector.body2787 ]
  %vec.phi2789 = phi <4 x i64> [ %6889, %vec.epilog.ph2782 ], [ %6893, %vec.epilog.vector.body2787 ]
  %6890 = getelementptr inbounds float, ptr %scratch, i64 %index2788
  %wide.load2790 = load <4 x i32>, ptr %6890, align 4
  %6891 = icmp uge <4 x i32> %wide.load2790, %broadcast.splat2786
  %6892 = zext <4 x i1> %6891 to <4 x i64>
  %6893 = add <4 x i64> %vec.phi2789, %6892
  %index.next2791 = add nuw i64 %index2788, 4
  %6894 = icmp eq i64 %index.next2791, %n.vec2784
  br i1 %6894, label %vec.epilog.middle.block2792, label %vec.epilog.vector.body2787, !llvm.loop !82

vec.epilog.middle.block2792:                      ; preds = %vec.epilog.vector.body2787
  %6895 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6893)
  %cmp.n2793 = icmp eq i64 %compacted.1.lcssa, %n.vec2784
  br i1 %cmp.n2793, label %iter.check2707, label %search.compacted.body.2.preheader

search.compacted.body.2.preheader:                ; preds = %iter.check2753, %vec.epilog.iter.check2780, %vec.epilog.middle.block2792
  %search.compacted874.2.ph = phi i64 [ 0, %iter.check2753 ], [ %n.vec2758, %vec.epilog.iter.check2780 ], [ %n.vec2784, %vec.epilog.middle.block2792 ]
  %search_count332.0873.2.ph = phi i64 [ %.lcssa3841, %iter.check2753 ], [ %6888, %vec.epilog.iter.check2780 ], [ %6895, %vec.epilog.middle.block2792 ]
  br label %search.compacted.body.2

search.compacted.body.2:                          ; preds = %search.compacted.body.2.preheader, %search.compacted.body.2
  %search.compacted874.2 = phi i64 [ %6900, %search.compacted.body.2 ], [ %search.compacted874.2.ph, %search.compacted.body.2.preheader ]
  %search_count332.0873.2 = phi i64 [ %6899, %search.compacted.body.2 ], [ %search_count332.0873.2.ph, %search.compacted.body.2.preheader ]
  %6896 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted874.2
  %key333.2 = load i32, ptr %6896, align 4
  %6897 = icmp uge i32 %key333.2, %candidate331.2
  %6898 = zext i1 %6897 to i64
  %6899 = add i64 %search_count332.0873.2, %6898
  %6900 = add nuw i64 %search.compacted874.2, 1
  %exitcond1093.2.not = icmp eq i64 %6900, %compacted.1.lcssa
  br i1 %exitcond1093.2.not, label %iter.check2707, label %search.compacted.body.2, !llvm.loop !83

iter.check2707:                                   ; preds = %search.compacted.body.2, %vec.epilog.middle.block2792, %middle.block2772
  %.lcssa1588 = phi i64 [ %6895, %vec.epilog.middle.block2792 ], [ %6888, %middle.block2772 ], [ %6899, %search.compacted.body.2 ]
  %weight335.2 = uitofp i64 %.lcssa1588 to float
  %6901 = fcmp oge float %weight335.2, %top_k316
  %6902 = select i1 %6901, i32 %candidate331.2, i32 %6869
  %candidate331.3 = or i32 %6902, 4096
  %min.iters.check2705 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2705, label %search.compacted.body.3.preheader, label %vector.main.loop.iter.check2709

vector.main.loop.iter.check2709:                  ; preds = %iter.check2707
  %min.iters.check2708 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2708, label %vec.epilog.ph2736, label %vector.ph2710

vector.ph2710:                                    ; preds = %vector.main.loop.iter.check2709
  %n.mod.vf2711 = and i64 %compacted.1.lcssa, 12
  %n.vec2712 = and i64 %compacted.1.lcssa, -16
  %6903 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa3841, i64 0
  %broadcast.splatinsert2713 = insertelement <4 x i32> poison, i32 %candidate331.3, i64 0
  %broadcast.splat2714 = shufflevector <4 x i32> %broadcast.splatinsert2713, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2715

vector.body2715:                                  ; preds = %vector.body2715, %vector.ph2710
  %index2716 = phi i64 [ 0, %vector.ph2710 ], [ %index.next2725, %vector.body2715 ]
  %vec.phi2717 = phi <4 x i64> [ %6903, %vector.ph2710 ], [ %6916, %vector.body2715 ]
  %vec.phi2718 = phi <4 x i64> [ zeroinitializer, %vector.ph2710 ], [ %6917, %vector.body2715 ]
  %vec.phi2719 = phi <4 x i64> [ zeroinitializer, %vector.ph2710 ], [ %6918, %vector.body2715 ]
  %vec.phi2720 = phi <4 x i64> [ zeroinitializer, %vector.ph2710 ], [ %6919, %vector.body2715 ]
  %6904 = getelementptr inbounds float, ptr %scratch, i64 %index2716
  %6905 = getelementptr inbounds nuw i8, ptr %6904, i64 16
  %6906 = getelementptr inbounds nuw i8, ptr %6904, i64 32
  %6907 = getelementptr inbounds nuw i8, ptr %6904, i64 48
  %wide.load2721 = load <4 x i32>, ptr %6904, align 4
  %wide.load2722 = load <4 x i32>, ptr %6905, align 4
  %wide.load2723 = load <4 x i32>, ptr %6906, align 4
  %wide.load2724 = load <4 x i32>, ptr %6907, align 4
  %6908 = icmp uge <4 x i32> %wide.load2721, %broadcast.splat2714
  %6909 = icmp uge <4 x i32> %wide.load2722, %broadcast.splat2714
  %6910 = icmp uge <4 x i32> %wide.load2723, %broadcast.splat2714
  %6911 = icmp uge <4 x i32> %wide.load2724, %broadcast.splat2714
  %6912 = zext <4 x i1> %6908 to <4 x i64>
  %6913 = zext <4 x i1> %6909 to <4 x i64>
  %6914 = zext <4 x i1> %6910 to <4 x i64>
  %6915 = zext <4 x i1> %6911 to <4 x i64>
  %6916 = add <4 x i64> %vec.phi2717, %6912
  %6917 = add <4 x i64> %vec.phi2718, %6913
  %6918 = add <4 x i64> %vec.phi2719, %6914
  %6919 = add <4 x i64> %vec.phi2720, %6915
  %index.next2725 = add nuw i64 %index2716, 16
  %6920 = icmp eq i64 %index.next2725, %n.vec2712
  br i1 %6920, label %middle.block2726, label %vector.body2715, !llvm.loop !84

middle.block2726:                                 ; preds = %vector.body2715
  %bin.rdx2727 = add <4 x i64> %6917, %6916
  %bin.rdx2728 = add <4 x i64> %6918, %bin.rdx2727
  %bin.rdx2729 = add <4 x i64> %6919, %bin.rdx2728
  %6921 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2729)
  %cmp.n2730 = icmp eq i64 %compacted.1.lcssa, %n.vec2712
  br i1 %cmp.n2730, label %iter.check2661, label %vec.epilog.iter.check2734

vec.epilog.iter.check2734:                        ; preds = %middle.block2726
  %min.epilog.iters.check2735 = icmp eq i64 %n.mod.vf2711, 0
  br i1 %min.epilog.iters.check2735, label %search.compacted.body.3.preheader, label %vec.epilog.ph2736, !prof !27

vec.epilog.ph2736:                                ; preds = %vector.main.loop.iter.check2709, %vec.epilog.iter.check2734
  %vec.epilog.resume.val2731 = phi i64 [ %n.vec2712, %vec.epilog.iter.check2734 ], [ 0, %vector.main.loop.iter.check2709 ]
  %bc.merge.rdx2732 = phi i64 [ %6921, %vec.epilog.iter.check2734 ], [ %.lcssa3841, %vector.main.loop.iter.check2709 ]
  %n.vec2738 = and i64 %compacted.1.lcssa, -4
  %6922 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2732, i64 0
  %broadcast.splatinsert2739 = insertelement <4 x i32> poison, i32 %candidate331.3, i64 0
  %broadcast.splat2740 = shufflevector <4 x i32> %broadcast.splatinsert2739, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2741

vec.epilog.vector.body2741:                       ; preds = %vec.epilog.vector.body2741, %vec.epilog.ph2736
  %index2742 = phi i64 [ %vec.epilog.resume.val2731, %vec.epilog.ph2736 ], [ %index.next2745, %vec.epilog.vector.body2741 ]
  %vec.phi2743 = phi <4 x i64> [ %6922, %vec.epilog.ph2736 ], [ %6926, %vec.epilog.vector.body2741 ]
  %6923 = getelementptr inbounds float, ptr %scratch, i64 %index2742
  %wide.load2744 = load <4 x i32>, ptr %6923, align 4
  %6924 = icmp uge <4 x i32> %wide.load2744, %broadcast.splat2740
  %6925 = zext <4 x i1> %6924 to <4 x i64>
  %6926 = add <4 x i64> %vec.phi2743, %6925
  %index.next2745 = add nuw i64 %index2742, 4
  %6927 = icmp eq i64 %index.next2745, %n.vec2738
  br i1 %6927, label %vec.epilog.middle.block2746, label %vec.epilog.vector.body2741, !llvm.loop !85

vec.epilog.middle.block2746:                      ; preds = %vec.epilog.vector.body2741
  %6928 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6926)
  %cmp.n2747 = icmp eq i64 %compacted.1.lcssa, %n.vec2738
  br i1 %cmp.n2747, label %iter.check2661, label %search.compacted.body.3.preheader

search.compacted.body.3.preheader:                ; preds = %iter.check2707, %vec.epilog.iter.check2734, %vec.epilog.middle.block2746
  %search.compacted874.3.ph = phi i64 [ 0, %iter.check2707 ], [ %n.vec2712, %vec.epilog.iter.check2734 ], [ %n.vec2738, %vec.epilog.middle.block2746 ]
  %search_count332.0873.3.ph = phi i64 [ %.lcssa3841, %iter.check2707 ], [ %6921, %vec.epilog.iter.check2734 ], [ %6928, %vec.epilog.middle.block2746 ]
  br label %search.compacted.body.3

search.compacted.body.3:                          ; preds = %search.compacted.body.3.preheader, %search.compacted.body.3
  %search.compacted874.3 = phi i64 [ %6933, %search.compacted.body.3 ], [ %search.compacted874.3.ph, %search.compacted.body.3.preheader ]
  %search_count332.0873.3 = phi i64 [ %6932, %search.compacted.body.3 ], [ %search_count332.0873.3.ph, %search.compacted.body.3.preheader ]
  %6929 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted874.3
  %key333.3 = load i32, ptr %6929, align 4
  %6930 = icmp uge i32 %key333.3, %candidate331.3
  %6931 = zext i1 %6930 to i64
  %6932 = add i64 %search_count332.0873.3, %6931
  %6933 = add nuw i64 %search.compacted874.3, 1
  %exitcond1093.3.not = icmp eq i64 %6933, %compacted.1.lcssa
  br i1 %exitcond1093.3.not, label %iter.check2661, label %search.compacted.body.3, !llvm.loop !86

iter.check2661:                                   ; preds = %search.compacted.body.3, %vec.epilog.middle.block2746, %middle.block2726
  %.lcssa1589 = phi i64 [ %6928, %vec.epilog.middle.block2746 ], [ %6921, %middle.block2726 ], [ %6932, %search.compacted.body.3 ]
  %weight335.3 = uitofp i64 %.lcssa1589 to float
  %6934 = fcmp oge float %weight335.3, %top_k316
  %6935 = select i1 %6934, i32 %candidate331.3, i32 %6902
  %candidate331.4 = or i32 %6935, 2048
  %min.iters.check2659 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2659, label %search.compacted.body.4.preheader, label %vector.main.loop.iter.check2663

vector.main.loop.iter.check2663:                  ; preds = %iter.check2661
  %min.iters.check2662 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2662, label %vec.epilog.ph2690, label %vector.ph2664

vector.ph2664:                                    ; preds = %vector.main.loop.iter.check2663
  %n.mod.vf2665 = and i64 %compacted.1.lcssa, 12
  %n.vec2666 = and i64 %compacted.1.lcssa, -16
  %6936 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa3841, i64 0
  %broadcast.splatinsert2667 = insertelement <4 x i32> poison, i32 %candidate331.4, i64 0
  %broadcast.splat2668 = shufflevector <4 x i32> %broadcast.splatinsert2667, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2669

vector.body2669:                                  ; preds = %vector.body2669, %vector.ph2664
  %index2670 = phi i64 [ 0, %vector.ph2664 ], [ %index.next2679, %vector.body2669 ]
  %vec.phi2671 = phi <4 x i64> [ %6936, %vector.ph2664 ], [ %6949, %vector.body2669 ]
  %vec.phi2672 = phi <4 x i64> [ zeroinitializer, %vector.ph2664 ], [ %6950, %vector.body2669 ]
  %vec.phi2673 = phi <4 x i64> [ zeroinitializer, %vector.ph2664 ], [ %6951, %vector.body2669 ]
  %vec.phi2674 = phi <4 x i64> [ zeroinitializer, %vector.ph2664 ], [ %6952, %vector.body2669 ]
  %6937 = getelementptr inbounds float, ptr %scratch, i64 %index2670
  %6938 = getelementptr inbounds nuw i8, ptr %6937, i64 16
  %6939 = getelementptr inbounds nuw i8, ptr %6937, i64 32
  %6940 = getelementptr inbounds nuw i8, ptr %6937, i64 48
  %wide.load2675 = load <4 x i32>, ptr %6937, align 4
  %wide.load2676 = load <4 x i32>, ptr %6938, align 4
  %wide.load2677 = load <4 x i32>, ptr %6939, align 4
  %wide.load2678 = load <4 x i32>, ptr %6940, align 4
  %6941 = icmp uge <4 x i32> %wide.load2675, %broadcast.splat2668
  %6942 = icmp uge <4 x i32> %wide.load2676, %broadcast.splat2668
  %6943 = icmp uge <4 x i32> %wide.load2677, %broadcast.splat2668
  %6944 = icmp uge <4 x i32> %wide.load2678, %broadcast.splat2668
  %6945 = zext <4 x i1> %6941 to <4 x i64>
  %6946 = zext <4 x i1> %6942 to <4 x i64>
  %6947 = zext <4 x i1> %6943 to <4 x i64>
  %6948 = zext <4 x i1> %6944 to <4 x i64>
  %6949 = add <4 x i64> %vec.phi2671, %6945
  %6950 = add <4 x i64> %vec.phi2672, %6946
  %6951 = add <4 x i64> %vec.phi2673, %6947
  %6952 = add <4 x i64> %vec.phi2674, %6948
  %index.next2679 = add nuw i64 %index2670, 16
  %6953 = icmp eq i64 %index.next2679, %n.vec2666
  br i1 %6953, label %middle.block2680, label %vector.body2669, !llvm.loop !87

middle.block2680:                                 ; preds = %vector.body2669
  %bin.rdx2681 = add <4 x i64> %6950, %6949
  %bin.rdx2682 = add <4 x i64> %6951, %bin.rdx2681
  %bin.rdx2683 = add <4 x i64> %6952, %bin.rdx2682
  %6954 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2683)
  %cmp.n2684 = icmp eq i64 %compacted.1.lcssa, %n.vec2666
  br i1 %cmp.n2684, label %iter.check2615, label %vec.epilog.iter.check2688

vec.epilog.iter.check2688:                        ; preds = %middle.block2680
  %min.epilog.iters.check2689 = icmp eq i64 %n.mod.vf2665, 0
  br i1 %min.epilog.iters.check2689, label %search.compacted.body.4.preheader, label %vec.epilog.ph2690, !prof !27

vec.epilog.ph2690:                                ; preds = %vector.main.loop.iter.check2663, %vec.epilog.iter.check2688
  %vec.epilog.resume.val2685 = phi i64 [ %n.vec2666, %vec.epilog.iter.check2688 ], [ 0, %vector.main.loop.iter.check2663 ]
  %bc.merge.rdx2686 = phi i64 [ %6954, %vec.epilog.iter.check2688 ], [ %.lcssa3841, %vector.main.loop.iter.check2663 ]
  %n.vec2692 = and i64 %compacted.1.lcssa, -4
  %6955 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2686, i64 0
  %broadcast.splatinsert2693 = insertelement <4 x i32> poison, i32 %candidate331.4, i64 0
  %broadcast.splat2694 = shufflevector <4 x i32> %broadcast.splatinsert2693, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2695

vec.epilog.vector.body2695:                       ; preds = %vec.epilog.vector.body2695, %vec.epilog.ph2690
  %index2696 = phi i64 [ %vec.epilog.resume.val2685, %vec.epilog.ph2690 ], [ %index.next2699, %vec.epilog.vector.body2695 ]
  %vec.phi2697 = phi <4 x i64> [ %6955, %vec.epilog.ph2690 ], [ %6959, %vec.epilog.vector.body2695 ]
  %6956 = getelementptr inbounds float, ptr %scratch, i64 %index2696
  %wide.load2698 = load <4 x i32>, ptr %6956, align 4
  %6957 = icmp uge <4 x i32> %wide.load2698, %broadcast.splat2694
  %6958 = zext <4 x i1> %6957 to <4 x i64>
  %6959 = add <4 x i64> %vec.phi2697, %6958
  %index.next2699 = add nuw i64 %index2696, 4
  %6960 = icmp eq i64 %index.next2699, %n.vec2692
  br i1 %6960, label %vec.epilog.middle.block2700, label %vec.epilog.vector.body2695, !llvm.loop !88

vec.epilog.middle.block2700:                      ; preds = %vec.epilog.vector.body2695
  %6961 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6959)
  %cmp.n2701 = icmp eq i64 %compacted.1.lcssa, %n.vec2692
  br i1 %cmp.n2701, label %iter.check2615, label %search.compacted.body.4.preheader

search.compacted.body.4.preheader:                ; preds = %iter.check2661, %vec.epilog.iter.check2688, %vec.epilog.middle.block2700
  %search.compacted874.4.ph = phi i64 [ 0, %iter.check2661 ], [ %n.vec2666, %vec.epilog.iter.check2688 ], [ %n.vec2692, %vec.epilog.middle.block2700 ]
  %search_count332.0873.4.ph = phi i64 [ %.lcssa3841, %iter.check2661 ], [ %6954, %vec.epilog.iter.check2688 ], [ %6961, %vec.epilog.middle.block2700 ]
  br label %search.compacted.body.4

search.compacted.body.4:                          ; preds = %search.compacted.body.4.preheader, %search.compacted.body.4
  %search.compacted874.4 = phi i64 [ %6966, %search.compacted.body.4 ], [ %search.compacted874.4.ph, %search.compacted.body.4.preheader ]
  %search_count332.0873.4 = phi i64 [ %6965, %search.compacted.body.4 ], [ %search_count332.0873.4.ph, %search.compacted.body.4.preheader ]
  %6962 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted874.4
  %key333.4 = load i32, ptr %6962, align 4
  %6963 = icmp uge i32 %key333.4, %candidate331.4
  %6964 = zext i1 %6963 to i64
  %6965 = add i64 %search_count332.0873.4, %6964
  %6966 = add nuw i64 %search.compacted874.4, 1
  %exitcond1093.4.not = icmp eq i64 %6966, %compacted.1.lcssa
  br i1 %exitcond1093.4.not, label %iter.check2615, label %search.compacted.body.4, !llvm.loop !89

iter.check2615:                                   ; preds = %search.compacted.body.4, %vec.epilog.middle.block2700, %middle.block2680
  %.lcssa1590 = phi i64 [ %6961, %vec.epilog.middle.block2700 ], [ %6954, %middle.block2680 ], [ %6965, %search.compacted.body.4 ]
  %weight335.4 = uitofp i64 %.lcssa1590 to float
  %6967 = fcmp oge float %weight335.4, %top_k316
  %6968 = select i1 %6967, i32 %candidate331.4, i32 %6935
  %candidate331.5 = or i32 %6968, 1024
  %min.iters.check2613 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2613, label %search.compacted.body.5.preheader, label %vector.main.loop.iter.check2617

vector.main.loop.iter.check2617:                  ; preds = %iter.check2615
  %min.iters.check2616 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2616, label %vec.epilog.ph2644, label %vector.ph2618

vector.ph2618:                                    ; preds = %vector.main.loop.iter.check2617
  %n.mod.vf2619 = and i64 %compacted.1.lcssa, 12
  %n.vec2620 = and i64 %compacted.1.lcssa, -16
  %6969 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa3841, i64 0
  %broadcast.splatinsert2621 = insertelement <4 x i32> poison, i32 %candidate331.5, i64 0
  %broadcast.splat2622 = shufflevector <4 x i32> %broadcast.splatinsert2621, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2623

vector.body2623:                                  ; preds = %vector.body2623, %vector.ph2618
  %index2624 = phi i64 [ 0, %vector.ph2618 ], [ %index.next2633, %vector.body2623 ]
  %vec.phi2625 = phi <4 x i64> [ %6969, %vector.ph2618 ], [ %6982, %vector.body2623 ]
  %vec.phi2626 = phi <4 x i64> [ zeroinitializer, %vector.ph2618 ], [ %6983, %vector.body2623 ]
  %vec.phi2627 = phi <4 x i64> [ zeroinitializer, %vector.ph2618 ], [ %6984, %vector.body2623 ]
  %vec.phi2628 = phi <4 x i64> [ zeroinitializer, %vector.ph2618 ], [ %6985, %vector.body2623 ]
  %6970 = getelementptr inbounds float, ptr %scratch, i64 %index2624
  %6971 = getelementptr inbounds nuw i8, ptr %6970, i64 16
  %6972 = getelementptr inbounds nuw i8, ptr %6970, i64 32
  %6973 = getelementptr inbounds nuw i8, ptr %6970, i64 48
  %wide.load2629 = load <4 x i32>, ptr %6970, align 4
  %wide.load2630 = load <4 x i32>, ptr %6971, align 4
  %wide.load2631 = load <4 x i32>, ptr %6972, align 4
  %wide.load2632 = load <4 x i32>, ptr %6973, align 4
  %6974 = icmp uge <4 x i32> %wide.load2629, %broadcast.splat2622
  %6975 = icmp uge <4 x i32> %wide.load2630, %broadcast.splat2622
  %6976 = icmp uge <4 x i32> %wide.load2631, %broadcast.splat2622
  %6977 = icmp uge <4 x i32> %wide.load2632, %broadcast.splat2622
  %6978 = zext <4 x i1> %6974 to <4 x i64>
  %6979 = zext <4 x i1> %6975 to <4 x i64>
  %6980 = zext <4 x i1> %6976 to <4 x i64>
  %6981 = zext <4 x i1> %6977 to <4 x i64>
  %6982 = add <4 x i64> %vec.phi2625, %6978
  %6983 = add <4 x i64> %vec.phi2626, %6979
  %6984 = add <4 x i64> %vec.phi2627, %6980
  %6985 = add <4 x i64> %vec.phi2628, %6981
  %index.next2633 = add nuw i64 %index2624, 16
  %6986 = icmp eq i64 %index.next2633, %n.vec2620
  br i1 %6986, label %middle.block2634, label %vector.body2623, !llvm.loop !90

middle.block2634:                                 ; preds = %vector.body2623
  %bin.rdx2635 = add <4 x i64> %6983, %6982
  %bin.rdx2636 = add <4 x i64> %6984, %bin.rdx2635
  %bin.rdx2637 = add <4 x i64> %6985, %bin.rdx2636
  %6987 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2637)
  %cmp.n2638 = icmp eq i64 %compacted.1.lcssa, %n.vec2620
  br i1 %cmp.n2638, label %iter.check2569, label %vec.epilog.iter.check2642

vec.epilog.iter.check2642:                        ; preds = %middle.block2634
  %min.epilog.iters.check2643 = icmp eq i64 %n.mod.vf2619, 0
  br i1 %min.epilog.iters.check2643, label %search.compacted.body.5.preheader, label %vec.epilog.ph2644, !prof !27

vec.epilog.ph2644:                                ; preds = %vector.main.loop.iter.check2617, %vec.epilog.iter.check2642
  %vec.epilog.resume.val2639 = phi i64 [ %n.vec2620, %vec.epilog.iter.check2642 ], [ 0, %vector.main.loop.iter.check2617 ]
  %bc.merge.rdx2640 = phi i64 [ %6987, %vec.epilog.iter.check2642 ], [ %.lcssa3841, %vector.main.loop.iter.check2617 ]
  %n.vec2646 = and i64 %compacted.1.lcssa, -4
  %6988 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2640, i64 0
  %broadcast.splatinsert2647 = insertelement <4 x i32> poison, i32 %candidate331.5, i64 0
  %broadcast.splat2648 = shufflevector <4 x i32> %broadcast.splatinsert2647, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2649

vec.epilog.vector.body2649:                       ; preds = %vec.epilog.vector.body2649, %vec.epilog.ph2644
  %index2650 = phi i64 [ %vec.epilog.resume.val2639, %vec.epilog.ph2644 ], [ %index.next2653, %vec.epilog.vector.body2649 ]
  %vec.phi2651 = phi <4 x i64> [ %6988, %vec.epilog.ph2644 ], [ %6992, %vec.epilog.vector.body2649 ]
  %6989 = getelementptr inbounds float, ptr %scratch, i64 %index2650
  %wide.load2652 = load <4 x i32>, ptr %6989, align 4
  %6990 = icmp uge <4 x i32> %wide.load2652, %broadcast.splat2648
  %6991 = zext <4 x i1> %6990 to <4 x i64>
  %6992 = add <4 x i64> %vec.phi2651, %6991
  %index.next2653 = add nuw i64 %index2650, 4
  %6993 = icmp eq i64 %index.next2653, %n.vec2646
  br i1 %6993, label %vec.epilog.middle.block2654, label %vec.epilog.vector.body2649, !llvm.loop !91

vec.epilog.middle.block2654:                      ; preds = %vec.epilog.vector.body2649
  %6994 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %6992)
  %cmp.n2655 = icmp eq i64 %compacted.1.lcssa, %n.vec2646
  br i1 %cmp.n2655, label %iter.check2569, label %search.compacted.body.5.preheader

search.compacted.body.5.preheader:                ; preds = %iter.check2615, %vec.epilog.iter.check2642, %vec.epilog.middle.block2654
  %search.compacted874.5.ph = phi i64 [ 0, %iter.check2615 ], [ %n.vec2620, %vec.epilog.iter.check2642 ], [ %n.vec2646, %vec.epilog.middle.block2654 ]
  %search_count332.0873.5.ph = phi i64 [ %.lcssa3841, %iter.check2615 ], [ %6987, %vec.epilog.iter.check2642 ], [ %6994, %vec.epilog.middle.block2654 ]
  br label %search.compacted.body.5

search.compacted.body.5:                          ; preds = %search.compacted.body.5.preheader, %search.compacted.body.5
  %search.compacted874.5 = phi i64 [ %6999, %search.compacted.body.5 ], [ %search.compacted874.5.ph, %search.compacted.body.5.preheader ]
  %search_count332.0873.5 = phi i64 [ %6998, %search.compacted.body.5 ], [ %search_count332.0873.5.ph, %search.compacted.body.5.preheader ]
  %6995 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted874.5
  %key333.5 = load i32, ptr %6995, align 4
  %6996 = icmp uge i32 %key333.5, %candidate331.5
  %6997 = zext i1 %6996 to i64
  %6998 = add i64 %search_count332.0873.5, %6997
  %6999 = add nuw i64 %search.compacted874.5, 1
  %exitcond1093.5.not = icmp eq i64 %6999, %compacted.1.lcssa
  br i1 %exitcond1093.5.not, label %iter.check2569, label %search.compacted.body.5, !llvm.loop !92

iter.check2569:                                   ; preds = %search.compacted.body.5, %vec.epilog.middle.block2654, %middle.block2634
  %.lcssa1591 = phi i64 [ %6994, %vec.epilog.middle.block2654 ], [ %6987, %middle.block2634 ], [ %6998, %search.compacted.body.5 ]
  %weight335.5 = uitofp i64 %.lcssa1591 to float
  %7000 = fcmp oge float %weight335.5, %top_k316
  %7001 = select i1 %7000, i32 %candidate331.5, i32 %6968
  %candidate331.6 = or i32 %7001, 512
  %min.iters.check2567 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2567, label %search.compacted.body.6.preheader, label %vector.main.loop.iter.check2571

vector.main.loop.iter.check2571:                  ; preds = %iter.check2569
  %min.iters.check2570 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2570, label %vec.epilog.ph2598, label %vector.ph2572

vector.ph2572:                                    ; preds = %vector.main.loop.iter.check2571
  %n.mod.vf2573 = and i64 %compacted.1.lcssa, 12
  %n.vec2574 = and i64 %compacted.1.lcssa, -16
  %7002 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa3841, i64 0
  %broadcast.splatinsert2575 = insertelement <4 x i32> poison, i32 %candidate331.6, i64 0
  %broadcast.splat2576 = shufflevector <4 x i32> %broadcast.splatinsert2575, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2577

vector.body2577:                                  ; preds = %vector.body2577, %vector.ph2572
  %index2578 = phi i64 [ 0, %vector.ph2572 ], [ %index.next2587, %vector.body2577 ]
  %vec.phi2579 = phi <4 x i64> [ %7002, %vector.ph2572 ], [ %7015, %vector.body2577 ]
  %vec.phi2580 = phi <4 x i64> [ zeroinitializer, %vector.ph2572 ], [ %7016, %vector.body2577 ]
  %vec.phi2581 = phi <4 x i64> [ zeroinitializer, %vector.ph2572 ], [ %7017, %vector.body2577 ]
  %vec.phi2582 = phi <4 x i64> [ zeroinitializer, %vector.ph2572 ], [ %7018, %vector.body2577 ]
  %7003 = getelementptr inbounds float, ptr %scratch, i64 %index2578
  %7004 = getelementptr inbounds nuw i8, ptr %7003, i64 16
  %7005 = getelementptr inbounds nuw i8, ptr %7003, i64 32
  %7006 = getelementptr inbounds nuw i8, ptr %7003, i64 48
  %wide.load2583 = load <4 x i32>, ptr %7003, align 4
  %wide.load2584 = load <4 x i32>, ptr %7004, align 4
  %wide.load2585 = load <4 x i32>, ptr %7005, align 4
  %wide.load2586 = load <4 x i32>, ptr %7006, align 4
  %7007 = icmp uge <4 x i32> %wide.load2583, %broadcast.splat2576
  %7008 = icmp uge <4 x i32> %wide.load2584, %broadcast.splat2576
  %7009 = icmp uge <4 x i32> %wide.load2585, %broadcast.splat2576
  %7010 = icmp uge <4 x i32> %wide.load2586, %broadcast.splat2576
  %7011 = zext <4 x i1> %7007 to <4 x i64>
  %7012 = zext <4 x i1> %7008 to <4 x i64>
  %7013 = zext <4 x i1> %7009 to <4 x i64>
  %7014 = zext <4 x i1> %7010 to <4 x i64>
  %7015 = add <4 x i64> %vec.phi2579, %7011
  %7016 = add <4 x i64> %vec.phi2580, %7012
  %7017 = add <4 x i64> %vec.phi2581, %7013
  %7018 = add <4 x i64> %vec.phi2582, %7014
  %index.next2587 = add nuw i64 %index2578, 16
  %7019 = icmp eq i64 %index.next2587, %n.vec2574
  br i1 %7019, label %middle.block2588, label %vector.body2577, !llvm.loop !93

middle.block2588:                                 ; preds = %vector.body2577
  %bin.rdx2589 = add <4 x i64> %7016, %7015
  %bin.rdx2590 = add <4 x i64> %7017, %bin.rdx2589
  %bin.rdx2591 = add <4 x i64> %7018, %bin.rdx2590
  %7020 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2591)
  %cmp.n2592 = icmp eq i64 %compacted.1.lcssa, %n.vec2574
  br i1 %cmp.n2592, label %iter.check2523, label %vec.epilog.iter.check2596

vec.epilog.iter.check2596:                        ; preds = %middle.block2588
  %min.epilog.iters.check2597 = icmp eq i64 %n.mod.vf2573, 0
  br i1 %min.epilog.iters.check2597, label %search.compacted.body.6.preheader, label %vec.epilog.ph2598, !prof !27

vec.epilog.ph2598:                                ; preds = %vector.main.loop.iter.check2571, %vec.epilog.iter.check2596
  %vec.epilog.resume.val2593 = phi i64 [ %n.vec2574, %vec.epilog.iter.check2596 ], [ 0, %vector.main.loop.iter.check2571 ]
  %bc.merge.rdx2594 = phi i64 [ %7020, %vec.epilog.iter.check2596 ], [ %.lcssa3841, %vector.main.loop.iter.check2571 ]
  %n.vec2600 = and i64 %compacted.1.lcssa, -4
  %7021 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2594, i64 0
  %broadcast.splatinsert2601 = insertelement <4 x i32> poison, i32 %candidate331.6, i64 0
  %broadcast.splat2602 = shufflevector <4 x i32> %broadcast.splatinsert2601, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2603

vec.epilog.vector.body2603:                       ; preds = %vec.epilog.vector.body2603, %vec.epilog.ph2598
  %index2604 = phi i64 [ %vec.epilog.resume.val2593, %vec.epilog.ph2598 ], [ %index.next2607, %vec.epilog.vector.body2603 ]
  %vec.phi2605 = phi <4 x i64> [ %7021, %vec.epilog.ph2598 ], [ %7025, %vec.epilog.vector.body2603 ]
  %7022 = getelementptr inbounds float, ptr %scratch, i64 %index2604
  %wide.load2606 = load <4 x i32>, ptr %7022, align 4
  %7023 = icmp uge <4 x i32> %wide.load2606, %broadcast.splat2602
  %7024 = zext <4 x i1> %7023 to <4 x i64>
  %7025 = add <4 x i64> %vec.phi2605, %7024
  %index.next2607 = add nuw i64 %index2604, 4
  %7026 = icmp eq i64 %index.next2607, %n.vec2600
  br i1 %7026, label %vec.epilog.middle.block2608, label %vec.epilog.vector.body2603, !llvm.loop !94

vec.epilog.middle.block2608:                      ; preds = %vec.epilog.vector.body2603
  %7027 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7025)
  %cmp.n2609 = icmp eq i64 %compacted.1.lcssa, %n.vec2600
  br i1 %cmp.n2609, label %iter.check2523, label %search.compacted.body.6.preheader

search.compacted.body.6.preheader:                ; preds = %iter.check2569, %vec.epilog.iter.check2596, %vec.epilog.middle.block2608
  %search.compacted874.6.ph = phi i64 [ 0, %iter.check2569 ], [ %n.vec2574, %vec.epilog.iter.check2596 ], [ %n.vec2600, %vec.epilog.middle.block2608 ]
  %search_count332.0873.6.ph = phi i64 [ %.lcssa3841, %iter.check2569 ], [ %7020, %vec.epilog.iter.check2596 ], [ %7027, %vec.epilog.middle.block2608 ]
  br label %search.compacted.body.6

search.compacted.body.6:                          ; preds = %search.compacted.body.6.preheader, %search.compacted.body.6
  %search.compacted874.6 = phi i64 [ %7032, %search.compacted.body.6 ], [ %search.compacted874.6.ph, %search.compacted.body.6.preheader ]
  %search_count332.0873.6 = phi i64 [ %7031, %search.compacted.body.6 ], [ %search_count332.0873.6.ph, %search.compacted.body.6.preheader ]
  %7028 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted874.6
  %key333.6 = load i32, ptr %7028, align 4
  %7029 = icmp uge i32 %key333.6, %candidate331.6
  %7030 = zext i1 %7029 to i64
  %7031 = add i64 %search_count332.0873.6, %7030
  %7032 = add nuw i64 %search.compacted874.6, 1
  %exitcond1093.6.not = icmp eq i64 %7032, %compacted.1.lcssa
  br i1 %exitcond1093.6.not, label %iter.check2523, label %search.compacted.body.6, !llvm.loop !95

iter.check2523:                                   ; preds = %search.compacted.body.6, %vec.epilog.middle.block2608, %middle.block2588
  %.lcssa1592 = phi i64 [ %7027, %vec.epilog.middle.block2608 ], [ %7020, %middle.block2588 ], [ %7031, %search.compacted.body.6 ]
  %weight335.6 = uitofp i64 %.lcssa1592 to float
  %7033 = fcmp oge float %weight335.6, %top_k316
  %7034 = select i1 %7033, i32 %candidate331.6, i32 %7001
  %candidate331.7 = or i32 %7034, 256
  %min.iters.check2521 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2521, label %search.compacted.body.7.preheader, label %vector.main.loop.iter.check2525

vector.main.loop.iter.check2525:                  ; preds = %iter.check2523
  %min.iters.check2524 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2524, label %vec.epilog.ph2552, label %vector.ph2526

vector.ph2526:                                    ; preds = %vector.main.loop.iter.check2525
  %n.mod.vf2527 = and i64 %compacted.1.lcssa, 12
  %n.vec2528 = and i64 %compacted.1.lcssa, -16
  %7035 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa3841, i64 0
  %broadcast.splatinsert2529 = insertelement <4 x i32> poison, i32 %candidate331.7, i64 0
  %broadcast.splat2530 = shufflevector <4 x i32> %broadcast.splatinsert2529, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2531

vector.body2531:                                  ; preds = %vector.body2531, %vector.ph2526
  %index2532 = phi i64 [ 0, %vector.ph2526 ], [ %index.next2541, %vector.body2531 ]
  %vec.phi2533 = phi <4 x i64> [ %7035, %vector.ph2526 ], [ %7048, %vector.body2531 ]
  %vec.phi2534 = phi <4 x i64> [ zeroinitializer, %vector.ph2526 ], [ %7049, %vector.body2531 ]
  %vec.phi2535 = phi <4 x i64> [ zeroinitializer, %vector.ph2526 ], [ %7050, %vector.body2531 ]
  %vec.phi2536 = phi <4 x i64> [ zeroinitializer, %vector.ph2526 ], [ %7051, %vector.body2531 ]
  %7036 = getelementptr inbounds float, ptr %scratch, i64 %index2532
  %7037 = getelementptr inbounds nuw i8, ptr %7036, i64 16
  %7038 = getelementptr inbounds nuw i8, ptr %7036, i64 32
  %7039 = getelementptr inbounds nuw i8, ptr %7036, i64 48
  %wide.load2537 = load <4 x i32>, ptr %7036, align 4
  %wide.load2538 = load <4 x i32>, ptr %7037, align 4
  %wide.load2539 = load <4 x i32>, ptr %7038, align 4
  %wide.load2540 = load <4 x i32>, ptr %7039, align 4
  %7040 = icmp uge <4 x i32> %wide.load2537, %broadcast.splat2530
  %7041 = icmp uge <4 x i32> %wide.load2538, %broadcast.splat2530
  %7042 = icmp uge <4 x i32> %wide.load2539, %broadcast.splat2530
  %7043 = icmp uge <4 x i32> %wide.load2540, %broadcast.splat2530
  %7044 = zext <4 x i1> %7040 to <4 x i64>
  %7045 = zext <4 x i1> %7041 to <4 x i64>
  %7046 = zext <4 x i1> %7042 to <4 x i64>
  %7047 = zext <4 x i1> %7043 to <4 x i64>
  %7048 = add <4 x i64> %vec.phi2533, %7044
  %7049 = add <4 x i64> %vec.phi2534, %7045
  %7050 = add <4 x i64> %vec.phi2535, %7046
  %7051 = add <4 x i64> %vec.phi2536, %7047
  %index.next2541 = add nuw i64 %index2532, 16
  %7052 = icmp eq i64 %index.next2541, %n.vec2528
  br i1 %7052, label %middle.block2542, label %vector.body2531, !llvm.loop !96

middle.block2542:                                 ; preds = %vector.body2531
  %bin.rdx2543 = add <4 x i64> %7049, %7048
  %bin.rdx2544 = add <4 x i64> %7050, %bin.rdx2543
  %bin.rdx2545 = add <4 x i64> %7051, %bin.rdx2544
  %7053 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2545)
  %cmp.n2546 = icmp eq i64 %compacted.1.lcssa, %n.vec2528
  br i1 %cmp.n2546, label %iter.check2477, label %vec.epilog.iter.check2550

vec.epilog.iter.check2550:                        ; preds = %middle.block2542
  %min.epilog.iters.check2551 = icmp eq i64 %n.mod.vf2527, 0
  br i1 %min.epilog.iters.check2551, label %search.compacted.body.7.preheader, label %vec.epilog.ph2552, !prof !27

vec.epilog.ph2552:                                ; preds = %vector.main.loop.iter.check2525, %vec.epilog.iter.check2550
  %vec.epilog.resume.val2547 = phi i64 [ %n.vec2528, %vec.epilog.iter.check2550 ], [ 0, %vector.main.loop.iter.check2525 ]
  %bc.merge.rdx2548 = phi i64 [ %7053, %vec.epilog.iter.check2550 ], [ %.lcssa3841, %vector.main.loop.iter.check2525 ]
  %n.vec2554 = and i64 %compacted.1.lcssa, -4
  %7054 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2548, i64 0
  %broadcast.splatinsert2555 = insertelement <4 x i32> poison, i32 %candidate331.7, i64 0
  %broadcast.splat2556 = shufflevector <4 x i32> %broadcast.splatinsert2555, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2557

vec.epilog.vector.body2557:                       ; preds = %vec.epilog.vector.body2557, %vec.epilog.ph2552
  %index2558 = phi i64 [ %vec.epilog.resume.val2547, %vec.epilog.ph2552 ], [ %index.next2561, %vec.epilog.vector.body2557 ]
  %vec.phi2559 = phi <4 x i64> [ %7054, %vec.epilog.ph2552 ], [ %7058, %vec.epilog.vector.body2557 ]
  %7055 = getelementptr inbounds float, ptr %scratch, i64 %index2558
  %wide.load2560 = load <4 x i32>, ptr %7055, align 4
  %7056 = icmp uge <4 x i32> %wide.load2560, %broadcast.splat2556
  %7057 = zext <4 x i1> %7056 to <4 x i64>
  %7058 = add <4 x i64> %vec.phi2559, %7057
  %index.next2561 = add nuw i64 %index2558, 4
  %7059 = icmp eq i64 %index.next2561, %n.vec2554
  br i1 %7059, label %vec.epilog.middle.block2562, label %vec.epilog.vector.body2557, !llvm.loop !97

vec.epilog.middle.block2562:                      ; preds = %vec.epilog.vector.body2557
  %7060 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7058)
  %cmp.n2563 = icmp eq i64 %compacted.1.lcssa, %n.vec2554
  br i1 %cmp.n2563, label %iter.check2477, label %search.compacted.body.7.preheader

search.compacted.body.7.preheader:                ; preds = %iter.check2523, %vec.epilog.iter.check2550, %vec.epilog.middle.block2562
  %search.compacted874.7.ph = phi i64 [ 0, %iter.check2523 ], [ %n.vec2528, %vec.epilog.iter.check2550 ], [ %n.vec2554, %vec.epilog.middle.block2562 ]
  %search_count332.0873.7.ph = phi i64 [ %.lcssa3841, %iter.check2523 ], [ %7053, %vec.epilog.iter.check2550 ], [ %7060, %vec.epilog.middle.block2562 ]
  br label %search.compacted.body.7

search.compacted.body.7:                          ; preds = %search.compacted.body.7.preheader, %search.compacted.body.7
  %search.compacted874.7 = phi i64 [ %7065, %search.compacted.body.7 ], [ %search.compacted874.7.ph, %search.compacted.body.7.preheader ]
  %search_count332.0873.7 = phi i64 [ %7064, %search.compacted.body.7 ], [ %search_count332.0873.7.ph, %search.compacted.body.7.preheader ]
  %7061 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted874.7
  %key333.7 = load i32, ptr %7061, align 4
  %7062 = icmp uge i32 %key333.7, %candidate331.7
  %7063 = zext i1 %7062 to i64
  %7064 = add i64 %search_count332.0873.7, %7063
  %7065 = add nuw i64 %search.compacted874.7, 1
  %exitcond1093.7.not = icmp eq i64 %7065, %compacted.1.lcssa
  br i1 %exitcond1093.7.not, label %iter.check2477, label %search.compacted.body.7, !llvm.loop !98

iter.check2477:                                   ; preds = %search.compacted.body.7, %vec.epilog.middle.block2562, %middle.block2542
  %.lcssa1593 = phi i64 [ %7060, %vec.epilog.middle.block2562 ], [ %7053, %middle.block2542 ], [ %7064, %search.compacted.body.7 ]
  %weight335.7 = uitofp i64 %.lcssa1593 to float
  %7066 = fcmp oge float %weight335.7, %top_k316
  %7067 = select i1 %7066, i32 %candidate331.7, i32 %7034
  %candidate331.8 = or i32 %7067, 128
  %min.iters.check2475 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2475, label %search.compacted.body.8.preheader, label %vector.main.loop.iter.check2479

vector.main.loop.iter.check2479:                  ; preds = %iter.check2477
  %min.iters.check2478 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2478, label %vec.epilog.ph2506, label %vector.ph2480

vector.ph2480:                                    ; preds = %vector.main.loop.iter.check2479
  %n.mod.vf2481 = and i64 %compacted.1.lcssa, 12
  %n.vec2482 = and i64 %compacted.1.lcssa, -16
  %7068 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa3841, i64 0
  %broadcast.splatinsert2483 = insertelement <4 x i32> poison, i32 %candidate331.8, i64 0
  %broadcast.splat2484 = shufflevector <4 x i32> %broadcast.splatinsert2483, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2485

vector.body2485:                                  ; preds = %vector.body2485, %vector.ph2480
  %index2486 = phi i64 [ 0, %vector.ph2480 ], [ %index.next2495, %vector.body2485 ]
  %vec.phi2487 = phi <4 x i64> [ %7068, %vector.ph2480 ], [ %7081, %vector.body2485 ]
  %vec.phi2488 = phi <4 x i64> [ zeroinitializer, %vector.ph2480 ], [ %7082, %vector.body2485 ]
  %vec.phi2489 = phi <4 x i64> [ zeroinitializer, %vector.ph2480 ], [ %7083, %vector.body2485 ]
  %vec.phi2490 = phi <4 x i64> [ zeroinitializer, %vector.ph2480 ], [ %7084, %vector.body2485 ]
  %7069 = getelementptr inbounds float, ptr %scratch, i64 %index2486
  %7070 = getelementptr inbounds nuw i8, ptr %7069, i64 16
  %7071 = getelementptr inbounds nuw i8, ptr %7069, i64 32
  %7072 = getelementptr inbounds nuw i8, ptr %7069, i64 48
  %wide.load2491 = load <4 x i32>, ptr %7069, align 4
  %wide.load2492 = load <4 x i32>, ptr %7070, align 4
  %wide.load2493 = load <4 x i32>, ptr %7071, align 4
  %wide.load2494 = load <4 x i32>, ptr %7072, align 4
  %7073 = icmp uge <4 x i32> %wide.load2491, %broadcast.splat2484
  %7074 = icmp uge <4 x i32> %wide.load2492, %broadcast.splat2484
  %7075 = icmp uge <4 x i32> %wide.load2493, %broadcast.splat2484
  %7076 = icmp uge <4 x i32> %wide.load2494, %broadcast.splat2484
  %7077 = zext <4 x i1> %7073 to <4 x i64>
  %7078 = zext <4 x i1> %7074 to <4 x i64>
  %7079 = zext <4 x i1> %7075 to <4 x i64>
  %7080 = zext <4 x i1> %7076 to <4 x i64>
  %7081 = add <4 x i64> %vec.phi2487, %7077
  %7082 = add <4 x i64> %vec.phi2488, %7078
  %7083 = add <4 x i64> %vec.phi2489, %7079
  %7084 = add <4 x i64> %vec.phi2490, %7080
  %index.next2495 = add nuw i64 %index2486, 16
  %7085 = icmp eq i64 %index.next2495, %n.vec2482
  br i1 %7085, label %middle.block2496, label %vector.body2485, !llvm.loop !99

middle.block2496:                                 ; preds = %vector.body2485
  %bin.rdx2497 = add <4 x i64> %7082, %7081
  %bin.rdx2498 = add <4 x i64> %7083, %bin.rdx2497
  %bin.rdx2499 = add <4 x i64> %7084, %bin.rdx2498
  %7086 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2499)
  %cmp.n2500 = icmp eq i64 %compacted.1.lcssa, %n.vec2482
  br i1 %cmp.n2500, label %iter.check2431, label %vec.epilog.iter.check2504

vec.epilog.iter.check2504:                        ; preds = %middle.block2496
  %min.epilog.iters.check2505 = icmp eq i64 %n.mod.vf2481, 0
  br i1 %min.epilog.iters.check2505, label %search.compacted.body.8.preheader, label %vec.epilog.ph2506, !prof !27

vec.epilog.ph2506:                                ; preds = %vector.main.loop.iter.check2479, %vec.epilog.iter.check2504
  %vec.epilog.resume.val2501 = phi i64 [ %n.vec2482, %vec.epilog.iter.check2504 ], [ 0, %vector.main.loop.iter.check2479 ]
  %bc.merge.rdx2502 = phi i64 [ %7086, %vec.epilog.iter.check2504 ], [ %.lcssa3841, %vector.main.loop.iter.check2479 ]
  %n.vec2508 = and i64 %compacted.1.lcssa, -4
  %7087 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2502, i64 0
  %broadcast.splatinsert2509 = insertelement <4 x i32> poison, i32 %candidate331.8, i64 0
  %broadcast.splat2510 = shufflevector <4 x i32> %broadcast.splatinsert2509, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2511

vec.epilog.vector.body2511:                       ; preds = %vec.epilog.vector.body2511, %vec.epilog.ph2506
  %index2512 = phi i64 [ %vec.epilog.resume.val2501, %vec.epilog.ph2506 ], [ %index.next2515, %vec.epilog.vector.body2511 ]
  %vec.phi2513 = phi <4 x i64> [ %7087, %vec.epilog.ph2506 ], [ %7091, %vec.epilog.vector.body2511 ]
  %7088 = getelementptr inbounds float, ptr %scratch, i64 %index2512
  %wide.load2514 = load <4 x i32>, ptr %7088, align 4
  %7089 = icmp uge <4 x i32> %wide.load2514, %broadcast.splat2510
  %7090 = zext <4 x i1> %7089 to <4 x i64>
  %7091 = add <4 x i64> %vec.phi2513, %7090
  %index.next2515 = add nuw i64 %index2512, 4
  %7092 = icmp eq i64 %index.next2515, %n.vec2508
  br i1 %7092, label %vec.epilog.middle.block2516, label %vec.epilog.vector.body2511, !llvm.loop !100

vec.epilog.middle.block2516:                      ; preds = %vec.epilog.vector.body2511
  %7093 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7091)
  %cmp.n2517 = icmp eq i64 %compacted.1.lcssa, %n.vec2508
  br i1 %cmp.n2517, label %iter.check2431, label %search.compacted.body.8.preheader

search.compacted.body.8.preheader:                ; preds = %iter.check2477, %vec.epilog.iter.check2504, %vec.epilog.middle.block2516
  %search.compacted874.8.ph = phi i64 [ 0, %iter.check2477 ], [ %n.vec2482, %vec.epilog.iter.check2504 ], [ %n.vec2508, %vec.epilog.middle.block2516 ]
  %search_count332.0873.8.ph = phi i64 [ %.lcssa3841, %iter.check2477 ], [ %7086, %vec.epilog.iter.check2504 ], [ %7093, %vec.epilog.middle.block2516 ]
  br label %search.compacted.body.8

search.compacted.body.8:                          ; preds = %search.compacted.body.8.preheader, %search.compacted.body.8
  %search.compacted874.8 = phi i64 [ %7098, %search.compacted.body.8 ], [ %search.compacted874.8.ph, %search.compacted.body.8.preheader ]
  %search_count332.0873.8 = phi i64 [ %7097, %search.compacted.body.8 ], [ %search_count332.0873.8.ph, %search.compacted.body.8.preheader ]
  %7094 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted874.8
  %key333.8 = load i32, ptr %7094, align 4
  %7095 = icmp uge i32 %key333.8, %candidate331.8
  %7096 = zext i1 %7095 to i64
  %7097 = add i64 %search_count332.0873.8, %7096
  %7098 = add nuw i64 %search.compacted874.8, 1
  %exitcond1093.8.not = icmp eq i64 %7098, %compacted.1.lcssa
  br i1 %exitcond1093.8.not, label %iter.check2431, label %search.compacted.body.8, !llvm.loop !101

iter.check2431:                                   ; preds = %search.compacted.body.8, %vec.epilog.middle.block2516, %middle.block2496
  %.lcssa1594 = phi i64 [ %7093, %vec.epilog.middle.block2516 ], [ %7086, %middle.block2496 ], [ %7097, %search.compacted.body.8 ]
  %weight335.8 = uitofp i64 %.lcssa1594 to float
  %7099 = fcmp oge float %weight335.8, %top_k316
  %7100 = select i1 %7099, i32 %candidate331.8, i32 %7067
  %candidate331.9 = or i32 %7100, 64
  %min.iters.check2429 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2429, label %search.compacted.body.9.preheader, label %vector.main.loop.iter.check2433

vector.main.loop.iter.check2433:                  ; preds = %iter.check2431
  %min.iters.check2432 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2432, label %vec.epilog.ph2460, label %vector.ph2434

vector.ph2434:                                    ; preds = %vector.main.loop.iter.check2433
  %n.mod.vf2435 = and i64 %compacted.1.lcssa, 12
  %n.vec2436 = and i64 %compacted.1.lcssa, -16
  %7101 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa3841, i64 0
  %broadcast.splatinsert2437 = insertelement <4 x i32> poison, i32 %candidate331.9, i64 0
  %broadcast.splat2438 = shufflevector <4 x i32> %broadcast.splatinsert2437, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2439

vector.body2439:                                  ; preds = %vector.body2439, %vector.ph2434
  %index2440 = phi i64 [ 0, %vector.ph2434 ], [ %index.next2449, %vector.body2439 ]
  %vec.phi2441 = phi <4 x i64> [ %7101, %vector.ph2434 ], [ %7114, %vector.body2439 ]
  %vec.phi2442 = phi <4 x i64> [ zeroinitializer, %vector.ph2434 ], [ %7115, %vector.body2439 ]
  %vec.phi2443 = phi <4 x i64> [ zeroinitializer, %vector.ph2434 ], [ %7116, %vector.body2439 ]
  %vec.phi2444 = phi <4 x i64> [ zeroinitializer, %vector.ph2434 ], [ %7117, %vector.body2439 ]
  %7102 = getelementptr inbounds float, ptr %scratch, i64 %index2440
  %7103 = getelementptr inbounds nuw i8, ptr %7102, i64 16
  %7104 = getelementptr inbounds nuw i8, ptr %7102, i64 32
  %7105 = getelementptr inbounds nuw i8, ptr %7102, i64 48
  %wide.load2445 = load <4 x i32>, ptr %7102, align 4
  %wide.load2446 = load <4 x i32>, ptr %7103, align 4
  %wide.load2447 = load <4 x i32>, ptr %7104, align 4
  %wide.load2448 = load <4 x i32>, ptr %7105, align 4
  %7106 = icmp uge <4 x i32> %wide.load2445, %broadcast.splat2438
  %7107 = icmp uge <4 x i32> %wide.load2446, %broadcast.splat2438
  %7108 = icmp uge <4 x i32> %wide.load2447, %broadcast.splat2438
  %7109 = icmp uge <4 x i32> %wide.load2448, %broadcast.splat2438
  %7110 = zext <4 x i1> %7106 to <4 x i64>
  %7111 = zext <4 x i1> %7107 to <4 x i64>
  %7112 = zext <4 x i1> %7108 to <4 x i64>
  %7113 = zext <4 x i1> %7109 to <4 x i64>
  %7114 = add <4 x i64> %vec.phi2441, %7110
  %7115 = add <4 x i64> %vec.phi2442, %7111
  %7116 = add <4 x i64> %vec.phi2443, %7112
  %7117 = add <4 x i64> %vec.phi2444, %7113
  %index.next2449 = add nuw i64 %index2440, 16
  %7118 = icmp eq i64 %index.next2449, %n.vec2436
  br i1 %7118, label %middle.block2450, label %vector.body2439, !llvm.loop !102

middle.block2450:                                 ; preds = %vector.body2439
  %bin.rdx2451 = add <4 x i64> %7115, %7114
  %bin.rdx2452 = add <4 x i64> %7116, %bin.rdx2451
  %bin.rdx2453 = add <4 x i64> %7117, %bin.rdx2452
  %7119 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2453)
  %cmp.n2454 = icmp eq i64 %compacted.1.lcssa, %n.vec2436
  br i1 %cmp.n2454, label %iter.check2385, label %vec.epilog.iter.check2458

vec.epilog.iter.check2458:                        ; preds = %middle.block2450
  %min.epilog.iters.check2459 = icmp eq i64 %n.mod.vf2435, 0
  br i1 %min.epilog.iters.check2459, label %search.compacted.body.9.preheader, label %vec.epilog.ph2460, !prof !27

vec.epilog.ph2460:                                ; preds = %vector.main.loop.iter.check2433, %vec.epilog.iter.check2458
  %vec.epilog.resume.val2455 = phi i64 [ %n.vec2436, %vec.epilog.iter.check2458 ], [ 0, %vector.main.loop.iter.check2433 ]
  %bc.merge.rdx2456 = phi i64 [ %7119, %vec.epilog.iter.check2458 ], [ %.lcssa3841, %vector.main.loop.iter.check2433 ]
  %n.vec2462 = and i64 %compacted.1.lcssa, -4
  %7120 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2456, i64 0
  %broadcast.splatinsert2463 = insertelement <4 x i32> poison, i32 %candidate331.9, i64 0
  %broadcast.splat2464 = shufflevector <4 x i32> %broadcast.splatinsert2463, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2465

vec.epilog.vector.body2465:                       ; preds = %vec.epilog.vector.body2465, %vec.epilog.ph2460
  %index2466 = phi i64 [ %vec.epilog.resume.val2455, %vec.epilog.ph2460 ], [ %index.next2469, %vec.epilog.vector.body2465 ]
  %vec.phi2467 = phi <4 x i64> [ %7120, %vec.epilog.ph2460 ], [ %7124, %vec.epilog.vector.body2465 ]
  %7121 = getelementptr inbounds float, ptr %scratch, i64 %index2466
  %wide.load2468 = load <4 x i32>, ptr %7121, align 4
  %7122 = icmp uge <4 x i32> %wide.load2468, %broadcast.splat2464
  %7123 = zext <4 x i1> %7122 to <4 x i64>
  %7124 = add <4 x i64> %vec.phi2467, %7123
  %index.next2469 = add nuw i64 %index2466, 4
  %7125 = icmp eq i64 %index.next2469, %n.vec2462
  br i1 %7125, label %vec.epilog.middle.block2470, label %vec.epilog.vector.body2465, !llvm.loop !103

vec.epilog.middle.block2470:                      ; preds = %vec.epilog.vector.body2465
  %7126 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7124)
  %cmp.n2471 = icmp eq i64 %compacted.1.lcssa, %n.vec2462
  br i1 %cmp.n2471, label %iter.check2385, label %search.compacted.body.9.preheader

search.compacted.body.9.preheader:                ; preds = %iter.check2431, %vec.epilog.iter.check2458, %vec.epilog.middle.block2470
  %search.compacted874.9.ph = phi i64 [ 0, %iter.check2431 ], [ %n.vec2436, %vec.epilog.iter.check2458 ], [ %n.vec2462, %vec.epilog.middle.block2470 ]
  %search_count332.0873.9.ph = phi i64 [ %.lcssa3841, %iter.check2431 ], [ %7119, %vec.epilog.iter.check2458 ], [ %7126, %vec.epilog.middle.block2470 ]
  br label %search.compacted.body.9

search.compacted.body.9:                          ; preds = %search.compacted.body.9.preheader, %search.compacted.body.9
  %search.compacted874.9 = phi i64 [ %7131, %search.compacted.body.9 ], [ %search.compacted874.9.ph, %search.compacted.body.9.preheader ]
  %search_count332.0873.9 = phi i64 [ %7130, %search.compacted.body.9 ], [ %search_count332.0873.9.ph, %search.compacted.body.9.preheader ]
  %7127 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted874.9
  %key333.9 = load i32, ptr %7127, align 4
  %7128 = icmp uge i32 %key333.9, %candidate331.9
  %7129 = zext i1 %7128 to i64
  %7130 = add i64 %search_count332.0873.9, %7129
  %7131 = add nuw i64 %search.compacted874.9, 1
  %exitcond1093.9.not = icmp eq i64 %7131, %compacted.1.lcssa
  br i1 %exitcond1093.9.not, label %iter.check2385, label %search.compacted.body.9, !llvm.loop !104

iter.check2385:                                   ; preds = %search.compacted.body.9, %vec.epilog.middle.block2470, %middle.block2450
  %.lcssa1595 = phi i64 [ %7126, %vec.epilog.middle.block2470 ], [ %7119, %middle.block2450 ], [ %7130, %search.compacted.body.9 ]
  %weight335.9 = uitofp i64 %.lcssa1595 to float
  %7132 = fcmp oge float %weight335.9, %top_k316
  %7133 = select i1 %7132, i32 %candidate331.9, i32 %7100
  %candidate331.10 = or i32 %7133, 32
  %min.iters.check2383 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2383, label %search.compacted.body.10.preheader, label %vector.main.loop.iter.check2387

vector.main.loop.iter.check2387:                  ; preds = %iter.check2385
  %min.iters.check2386 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2386, label %vec.epilog.ph2414, label %vector.ph2388

vector.ph2388:                                    ; preds = %vector.main.loop.iter.check2387
  %n.mod.vf2389 = and i64 %compacted.1.lcssa, 12
  %n.vec2390 = and i64 %compacted.1.lcssa, -16
  %7134 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa3841, i64 0
  %broadcast.splatinsert2391 = insertelement <4 x i32> poison, i32 %candidate331.10, i64 0
  %broadcast.splat2392 = shufflevector <4 x i32> %broadcast.splatinsert2391, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2393

vector.body2393:                                  ; preds = %vector.body2393, %vector.ph2388
  %index2394 = phi i64 [ 0, %vector.ph2388 ], [ %index.next2403, %vector.body2393 ]
  %vec.phi2395 = phi <4 x i64> [ %7134, %vector.ph2388 ], [ %7147, %vector.body2393 ]
  %vec.phi2396 = phi <4 x i64> [ zeroinitializer, %vector.ph2388 ], [ %7148, %vector.body2393 ]
  %vec.phi2397 = phi <4 x i64> [ zeroinitializer, %vector.ph2388 ], [ %7149, %vector.body2393 ]
  %vec.phi2398 = phi <4 x i64> [ zeroinitializer, %vector.ph2388 ], [ %7150, %vector.body2393 ]
  %7135 = getelementptr inbounds float, ptr %scratch, i64 %index2394
  %7136 = getelementptr inbounds nuw i8, ptr %7135, i64 16
  %7137 = getelementptr inbounds nuw i8, ptr %7135, i64 32
  %7138 = getelementptr inbounds nuw i8, ptr %7135, i64 48
  %wide.load2399 = load <4 x i32>, ptr %7135, align 4
  %wide.load2400 = load <4 x i32>, ptr %7136, align 4
  %wide.load2401 = load <4 x i32>, ptr %7137, align 4
  %wide.load2402 = load <4 x i32>, ptr %7138, align 4
  %7139 = icmp uge <4 x i32> %wide.load2399, %broadcast.splat2392
  %7140 = icmp uge <4 x i32> %wide.load2400, %broadcast.splat2392
  %7141 = icmp uge <4 x i32> %wide.load2401, %broadcast.splat2392
  %7142 = icmp uge <4 x i32> %wide.load2402, %broadcast.splat2392
  %7143 = zext <4 x i1> %7139 to <4 x i64>
  %7144 = zext <4 x i1> %7140 to <4 x i64>
  %7145 = zext <4 x i1> %7141 to <4 x i64>
  %7146 = zext <4 x i1> %7142 to <4 x i64>
  %7147 = add <4 x i64> %vec.phi2395, %7143
  %7148 = add <4 x i64> %vec.phi2396, %7144
  %7149 = add <4 x i64> %vec.phi2397, %7145
  %7150 = add <4 x i64> %vec.phi2398, %7146
  %index.next2403 = add nuw i64 %index2394, 16
  %7151 = icmp eq i64 %index.next2403, %n.vec2390
  br i1 %7151, label %middle.block2404, label %vector.body2393, !llvm.loop !105

middle.block2404:                                 ; preds = %vector.body2393
  %bin.rdx2405 = add <4 x i64> %7148, %7147
  %bin.rdx2406 = add <4 x i64> %7149, %bin.rdx2405
  %bin.rdx2407 = add <4 x i64> %7150, %bin.rdx2406
  %7152 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2407)
  %cmp.n2408 = icmp eq i64 %compacted.1.lcssa, %n.vec2390
  br i1 %cmp.n2408, label %iter.check2339, label %vec.epilog.iter.check2412

vec.epilog.iter.check2412:                        ; preds = %middle.block2404
  %min.epilog.iters.check2413 = icmp eq i64 %n.mod.vf2389, 0
  br i1 %min.epilog.iters.check2413, label %search.compacted.body.10.preheader, label %vec.epilog.ph2414, !prof !27

vec.epilog.ph2414:                                ; preds = %vector.main.loop.iter.check2387, %vec.epilog.iter.check2412
  %vec.epilog.resume.val2409 = phi i64 [ %n.vec2390, %vec.epilog.iter.check2412 ], [ 0, %vector.main.loop.iter.check2387 ]
  %bc.merge.rdx2410 = phi i64 [ %7152, %vec.epilog.iter.check2412 ], [ %.lcssa3841, %vector.main.loop.iter.check2387 ]
  %n.vec2416 = and i64 %compacted.1.lcssa, -4
  %7153 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2410, i64 0
  %broadcast.splatinsert2417 = insertelement <4 x i32> poison, i32 %candidate331.10, i64 0
  %broadcast.splat2418 = shufflevector <4 x i32> %broadcast.splatinsert2417, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2419

vec.epilog.vector.body2419:                       ; preds = %vec.epilog.vector.body2419, %vec.epilog.ph2414
  %index2420 = phi i64 [ %vec.epilog.resume.val2409, %vec.epilog.ph2414 ], [ %index.next2423, %vec.epilog.vector.body2419 ]
  %vec.phi2421 = phi <4 x i64> [ %7153, %vec.epilog.ph2414 ], [ %7157, %vec.epilog.vector.body2419 ]
  %7154 = getelementptr inbounds float, ptr %scratch, i64 %index2420
  %wide.load2422 = load <4 x i32>, ptr %7154, align 4
  %7155 = icmp uge <4 x i32> %wide.load2422, %broadcast.splat2418
  %7156 = zext <4 x i1> %7155 to <4 x i64>
  %7157 = add <4 x i64> %vec.phi2421, %7156
  %index.next2423 = add nuw i64 %index2420, 4
  %7158 = icmp eq i64 %index.next2423, %n.vec2416
  br i1 %7158, label %vec.epilog.middle.block2424, label %vec.epilog.vector.body2419, !llvm.loop !106

vec.epilog.middle.block2424:                      ; preds = %vec.epilog.vector.body2419
  %7159 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7157)
  %cmp.n2425 = icmp eq i64 %compacted.1.lcssa, %n.vec2416
  br i1 %cmp.n2425, label %iter.check2339, label %search.compacted.body.10.preheader

search.compacted.body.10.preheader:               ; preds = %iter.check2385, %vec.epilog.iter.check2412, %vec.epilog.middle.block2424
  %search.compacted874.10.ph = phi i64 [ 0, %iter.check2385 ], [ %n.vec2390, %vec.epilog.iter.check2412 ], [ %n.vec2416, %vec.epilog.middle.block2424 ]
  %search_count332.0873.10.ph = phi i64 [ %.lcssa3841, %iter.check2385 ], [ %7152, %vec.epilog.iter.check2412 ], [ %7159, %vec.epilog.middle.block2424 ]
  br label %search.compacted.body.10

search.compacted.body.10:                         ; preds = %search.compacted.body.10.preheader, %search.compacted.body.10
  %search.compacted874.10 = phi i64 [ %7164, %search.compacted.body.10 ], [ %search.compacted874.10.ph, %search.compacted.body.10.preheader ]
  %search_count332.0873.10 = phi i64 [ %7163, %search.compacted.body.10 ], [ %search_count332.0873.10.ph, %search.compacted.body.10.preheader ]
  %7160 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted874.10
  %key333.10 = load i32, ptr %7160, align 4
  %7161 = icmp uge i32 %key333.10, %candidate331.10
  %7162 = zext i1 %7161 to i64
  %7163 = add i64 %search_count332.0873.10, %7162
  %7164 = add nuw i64 %search.compacted874.10, 1
  %exitcond1093.10.not = icmp eq i64 %7164, %compacted.1.lcssa
  br i1 %exitcond1093.10.not, label %iter.check2339, label %search.compacted.body.10, !llvm.loop !107

iter.check2339:                                   ; preds = %search.compacted.body.10, %vec.epilog.middle.block2424, %middle.block2404
  %.lcssa1596 = phi i64 [ %7159, %vec.epilog.middle.block2424 ], [ %7152, %middle.block2404 ], [ %7163, %search.compacted.body.10 ]
  %weight335.10 = uitofp i64 %.lcssa1596 to float
  %7165 = fcmp oge float %weight335.10, %top_k316
  %7166 = select i1 %7165, i32 %candidate331.10, i32 %7133
  %candidate331.11 = or i32 %7166, 16
  %min.iters.check2337 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2337, label %search.compacted.body.11.preheader, label %vector.main.loop.iter.check2341

vector.main.loop.iter.check2341:                  ; preds = %iter.check2339
  %min.iters.check2340 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2340, label %vec.epilog.ph2368, label %vector.ph2342

vector.ph2342:                                    ; preds = %vector.main.loop.iter.check2341
  %n.mod.vf2343 = and i64 %compacted.1.lcssa, 12
  %n.vec2344 = and i64 %compacted.1.lcssa, -16
  %7167 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa3841, i64 0
  %broadcast.splatinsert2345 = insertelement <4 x i32> poison, i32 %candidate331.11, i64 0
  %broadcast.splat2346 = shufflevector <4 x i32> %broadcast.splatinsert2345, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2347

vector.body2347:                                  ; preds = %vector.body2347, %vector.ph2342
  %index2348 = phi i64 [ 0, %vector.ph2342 ], [ %index.next2357, %vector.body2347 ]
  %vec.phi2349 = phi <4 x i64> [ %7167, %vector.ph2342 ], [ %7180, %vector.body2347 ]
  %vec.phi2350 = phi <4 x i64> [ zeroinitializer, %vector.ph2342 ], [ %7181, %vector.body2347 ]
  %vec.phi2351 = phi <4 x i64> [ zeroinitializer, %vector.ph2342 ], [ %7182, %vector.body2347 ]
  %vec.phi2352 = phi <4 x i64> [ zeroinitializer, %vector.ph2342 ], [ %7183, %vector.body2347 ]
  %7168 = getelementptr inbounds float, ptr %scratch, i64 %index2348
  %7169 = getelementptr inbounds nuw i8, ptr %7168, i64 16
  %7170 = getelementptr inbounds nuw i8, ptr %7168, i64 32
  %7171 = getelementptr inbounds nuw i8, ptr %7168, i64 48
  %wide.load2353 = load <4 x i32>, ptr %7168, align 4
  %wide.load2354 = load <4 x i32>, ptr %7169, align 4
  %wide.load2355 = load <4 x i32>, ptr %7170, align 4
  %wide.load2356 = load <4 x i32>, ptr %7171, align 4
  %7172 = icmp uge <4 x i32> %wide.load2353, %broadcast.splat2346
  %7173 = icmp uge <4 x i32> %wide.load2354, %broadcast.splat2346
  %7174 = icmp uge <4 x i32> %wide.load2355, %broadcast.splat2346
  %7175 = icmp uge <4 x i32> %wide.load2356, %broadcast.splat2346
  %7176 = zext <4 x i1> %7172 to <4 x i64>
  %7177 = zext <4 x i1> %7173 to <4 x i64>
  %7178 = zext <4 x i1> %7174 to <4 x i64>
  %7179 = zext <4 x i1> %7175 to <4 x i64>
  %7180 = add <4 x i64> %vec.phi2349, %7176
  %7181 = add <4 x i64> %vec.phi2350, %7177
  %7182 = add <4 x i64> %vec.phi2351, %7178
  %7183 = add <4 x i64> %vec.phi2352, %7179
  %index.next2357 = add nuw i64 %index2348, 16
  %7184 = icmp eq i64 %index.next2357, %n.vec2344
  br i1 %7184, label %middle.block2358, label %vector.body2347, !llvm.loop !108

middle.block2358:                                 ; preds = %vector.body2347
  %bin.rdx2359 = add <4 x i64> %7181, %7180
  %bin.rdx2360 = add <4 x i64> %7182, %bin.rdx2359
  %bin.rdx2361 = add <4 x i64> %7183, %bin.rdx2360
  %7185 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2361)
  %cmp.n2362 = icmp eq i64 %compacted.1.lcssa, %n.vec2344
  br i1 %cmp.n2362, label %iter.check2293, label %vec.epilog.iter.check2366

vec.epilog.iter.check2366:                        ; preds = %middle.block2358
  %min.epilog.iters.check2367 = icmp eq i64 %n.mod.vf2343, 0
  br i1 %min.epilog.iters.check2367, label %search.compacted.body.11.preheader, label %vec.epilog.ph2368, !prof !27

vec.epilog.ph2368:                                ; preds = %vector.main.loop.iter.check2341, %vec.epilog.iter.check2366
  %vec.epilog.resume.val2363 = phi i64 [ %n.vec2344, %vec.epilog.iter.check2366 ], [ 0, %vector.main.loop.iter.check2341 ]
  %bc.merge.rdx2364 = phi i64 [ %7185, %vec.epilog.iter.check2366 ], [ %.lcssa3841, %vector.main.loop.iter.check2341 ]
  %n.vec2370 = and i64 %compacted.1.lcssa, -4
  %7186 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2364, i64 0
  %broadcast.splatinsert2371 = insertelement <4 x i32> poison, i32 %candidate331.11, i64 0
  %broadcast.splat2372 = shufflevector <4 x i32> %broadcast.splatinsert2371, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2373

vec.epilog.vector.body2373:                       ; preds = %vec.epilog.vector.body2373, %vec.epilog.ph2368
  %index2374 = phi i64 [ %vec.epilog.resume.val2363, %vec.epilog.ph2368 ], [ %index.next2377, %vec.epilog.vector.body2373 ]
  %vec.phi2375 = phi <4 x i64> [ %7186, %vec.epilog.ph2368 ], [ %7190, %vec.epilog.vector.body2373 ]
  %7187 = getelementptr inbounds float, ptr %scratch, i64 %index2374
  %wide.load2376 = load <4 x i32>, ptr %7187, align 4
  %7188 = icmp uge <4 x i32> %wide.load2376, %broadcast.splat2372
  %7189 = zext <4 x i1> %7188 to <4 x i64>
  %7190 = add <4 x i64> %vec.phi2375, %7189
  %index.next2377 = add nuw i64 %index2374, 4
  %7191 = icmp eq i64 %index.next2377, %n.vec2370
  br i1 %7191, label %vec.epilog.middle.block2378, label %vec.epilog.vector.body2373, !llvm.loop !109

vec.epilog.middle.block2378:                      ; preds = %vec.epilog.vector.body2373
  %7192 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7190)
  %cmp.n2379 = icmp eq i64 %compacted.1.lcssa, %n.vec2370
  br i1 %cmp.n2379, label %iter.check2293, label %search.compacted.body.11.preheader

search.compacted.body.11.preheader:               ; preds = %iter.check2339, %vec.epilog.iter.check2366, %vec.epilog.middle.block2378
  %search.compacted874.11.ph = phi i64 [ 0, %iter.check2339 ], [ %n.vec2344, %vec.epilog.iter.check2366 ], [ %n.vec2370, %vec.epilog.middle.block2378 ]
  %search_count332.0873.11.ph = phi i64 [ %.lcssa3841, %iter.check2339 ], [ %7185, %vec.epilog.iter.check2366 ], [ %7192, %vec.epilog.middle.block2378 ]
  br label %search.compacted.body.11

search.compacted.body.11:                         ; preds = %search.compacted.body.11.preheader, %search.compacted.body.11
  %search.compacted874.11 = phi i64 [ %7197, %search.compacted.body.11 ], [ %search.compacted874.11.ph, %search.compacted.body.11.preheader ]
  %search_count332.0873.11 = phi i64 [ %7196, %search.compacted.body.11 ], [ %search_count332.0873.11.ph, %search.compacted.body.11.preheader ]
  %7193 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted874.11
  %key333.11 = load i32, ptr %7193, align 4
  %7194 = icmp uge i32 %key333.11, %candidate331.11
  %7195 = zext i1 %7194 to i64
  %7196 = add i64 %search_count332.0873.11, %7195
  %7197 = add nuw i64 %search.compacted874.11, 1
  %exitcond1093.11.not = icmp eq i64 %7197, %compacted.1.lcssa
  br i1 %exitcond1093.11.not, label %iter.check2293, label %search.compacted.body.11, !llvm.loop !110

iter.check2293:                                   ; preds = %search.compacted.body.11, %vec.epilog.middle.block2378, %middle.block2358
  %.lcssa1597 = phi i64 [ %7192, %vec.epilog.middle.block2378 ], [ %7185, %middle.block2358 ], [ %7196, %search.compacted.body.11 ]
  %weight335.11 = uitofp i64 %.lcssa1597 to float
  %7198 = fcmp oge float %weight335.11, %top_k316
  %7199 = select i1 %7198, i32 %candidate331.11, i32 %7166
  %candidate331.12 = or i32 %7199, 8
  %min.iters.check2291 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2291, label %search.compacted.body.12.preheader, label %vector.main.loop.iter.check2295

vector.main.loop.iter.check2295:                  ; preds = %iter.check2293
  %min.iters.check2294 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2294, label %vec.epilog.ph2322, label %vector.ph2296

vector.ph2296:                                    ; preds = %vector.main.loop.iter.check2295
  %n.mod.vf2297 = and i64 %compacted.1.lcssa, 12
  %n.vec2298 = and i64 %compacted.1.lcssa, -16
  %7200 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa3841, i64 0
  %broadcast.splatinsert2299 = insertelement <4 x i32> poison, i32 %candidate331.12, i64 0
  %broadcast.splat2300 = shufflevector <4 x i32> %broadcast.splatinsert2299, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2301

vector.body2301:                                  ; preds = %vector.body2301, %vector.ph2296
  %index2302 = phi i64 [ 0, %vector.ph2296 ], [ %index.next2311, %vector.body2301 ]
  %vec.phi2303 = phi <4 x i64> [ %7200, %vector.ph2296 ], [ %7213, %vector.body2301 ]
  %vec.phi2304 = phi <4 x i64> [ zeroinitializer, %vector.ph2296 ], [ %7214, %vector.body2301 ]
  %vec.phi2305 = phi <4 x i64> [ zeroinitializer, %vector.ph2296 ], [ %7215, %vector.body2301 ]
  %vec.phi2306 = phi <4 x i64> [ zeroinitializer, %vector.ph2296 ], [ %7216, %vector.body2301 ]
  %7201 = getelementptr inbounds float, ptr %scratch, i64 %index2302
  %7202 = getelementptr inbounds nuw i8, ptr %7201, i64 16
  %7203 = getelementptr inbounds nuw i8, ptr %7201, i64 32
  %7204 = getelementptr inbounds nuw i8, ptr %7201, i64 48
  %wide.load2307 = load <4 x i32>, ptr %7201, align 4
  %wide.load2308 = load <4 x i32>, ptr %7202, align 4
  %wide.load2309 = load <4 x i32>, ptr %7203, align 4
  %wide.load2310 = load <4 x i32>, ptr %7204, align 4
  %7205 = icmp uge <4 x i32> %wide.load2307, %broadcast.splat2300
  %7206 = icmp uge <4 x i32> %wide.load2308, %broadcast.splat2300
  %7207 = icmp uge <4 x i32> %wide.load2309, %broadcast.splat2300
  %7208 = icmp uge <4 x i32> %wide.load2310, %broadcast.splat2300
  %7209 = zext <4 x i1> %7205 to <4 x i64>
  %7210 = zext <4 x i1> %7206 to <4 x i64>
  %7211 = zext <4 x i1> %7207 to <4 x i64>
  %7212 = zext <4 x i1> %7208 to <4 x i64>
  %7213 = add <4 x i64> %vec.phi2303, %7209
  %7214 = add <4 x i64> %vec.phi2304, %7210
  %7215 = add <4 x i64> %vec.phi2305, %7211
  %7216 = add <4 x i64> %vec.phi2306, %7212
  %index.next2311 = add nuw i64 %index2302, 16
  %7217 = icmp eq i64 %index.next2311, %n.vec2298
  br i1 %7217, label %middle.block2312, label %vector.body2301, !llvm.loop !111

middle.block2312:                                 ; preds = %vector.body2301
  %bin.rdx2313 = add <4 x i64> %7214, %7213
  %bin.rdx2314 = add <4 x i64> %7215, %bin.rdx2313
  %bin.rdx2315 = add <4 x i64> %7216, %bin.rdx2314
  %7218 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2315)
  %cmp.n2316 = icmp eq i64 %compacted.1.lcssa, %n.vec2298
  br i1 %cmp.n2316, label %iter.check2247, label %vec.epilog.iter.check2320

vec.epilog.iter.check2320:                        ; preds = %middle.block2312
  %min.epilog.iters.check2321 = icmp eq i64 %n.mod.vf2297, 0
  br i1 %min.epilog.iters.check2321, label %search.compacted.body.12.preheader, label %vec.epilog.ph2322, !prof !27

vec.epilog.ph2322:                                ; preds = %vector.main.loop.iter.check2295, %vec.epilog.iter.check2320
  %vec.epilog.resume.val2317 = phi i64 [ %n.vec2298, %vec.epilog.iter.check2320 ], [ 0, %vector.main.loop.iter.check2295 ]
  %bc.merge.rdx2318 = phi i64 [ %7218, %vec.epilog.iter.check2320 ], [ %.lcssa3841, %vector.main.loop.iter.check2295 ]
  %n.vec2324 = and i64 %compacted.1.lcssa, -4
  %7219 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2318, i64 0
  %broadcast.splatinsert2325 = insertelement <4 x i32> poison, i32 %candidate331.12, i64 0
  %broadcast.splat2326 = shufflevector <4 x i32> %broadcast.splatinsert2325, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2327

vec.epilog.vector.body2327:                       ; preds = %vec.epilog.vector.body2327, %vec.epilog.ph2322
  %index2328 = phi i64 [ %vec.epilog.resume.val2317, %vec.epilog.ph2322 ], [ %index.next2331, %vec.epilog.vector.body2327 ]
  %vec.phi2329 = phi <4 x i64> [ %7219, %vec.epilog.ph2322 ], [ %7223, %vec.epilog.vector.body2327 ]
  %7220 = getelementptr inbounds float, ptr %scratch, i64 %index2328
  %wide.load2330 = load <4 x i32>, ptr %7220, align 4
  %7221 = icmp uge <4 x i32> %wide.load2330, %broadcast.splat2326
  %7222 = zext <4 x i1> %7221 to <4 x i64>
  %7223 = add <4 x i64> %vec.phi2329, %7222
  %index.next2331 = add nuw i64 %index2328, 4
  %7224 = icmp eq i64 %index.next2331, %n.vec2324
  br i1 %7224, label %vec.epilog.middle.block2332, label %vec.epilog.vector.body2327, !llvm.loop !112

vec.epilog.middle.block2332:                      ; preds = %vec.epilog.vector.body2327
  %7225 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7223)
  %cmp.n2333 = icmp eq i64 %compacted.1.lcssa, %n.vec2324
  br i1 %cmp.n2333, label %iter.check2247, label %search.compacted.body.12.preheader

search.compacted.body.12.preheader:               ; preds = %iter.check2293, %vec.epilog.iter.check2320, %vec.epilog.middle.block2332
  %search.compacted874.12.ph = phi i64 [ 0, %iter.check2293 ], [ %n.vec2298, %vec.epilog.iter.check2320 ], [ %n.vec2324, %vec.epilog.middle.block2332 ]
  %search_count332.0873.12.ph = phi i64 [ %.lcssa3841, %iter.check2293 ], [ %7218, %vec.epilog.iter.check2320 ], [ %7225, %vec.epilog.middle.block2332 ]
  br label %search.compacted.body.12

search.compacted.body.12:                         ; preds = %search.compacted.body.12.preheader, %search.compacted.body.12
  %search.compacted874.12 = phi i64 [ %7230, %search.compacted.body.12 ], [ %search.compacted874.12.ph, %search.compacted.body.12.preheader ]
  %search_count332.0873.12 = phi i64 [ %7229, %search.compacted.body.12 ], [ %search_count332.0873.12.ph, %search.compacted.body.12.preheader ]
  %7226 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted874.12
  %key333.12 = load i32, ptr %7226, align 4
  %7227 = icmp uge i32 %key333.12, %candidate331.12
  %7228 = zext i1 %7227 to i64
  %7229 = add i64 %search_count332.0873.12, %7228
  %7230 = add nuw i64 %search.compacted874.12, 1
  %exitcond1093.12.not = icmp eq i64 %7230, %compacted.1.lcssa
  br i1 %exitcond1093.12.not, label %iter.check2247, label %search.compacted.body.12, !llvm.loop !113

iter.check2247:                                   ; preds = %search.compacted.body.12, %vec.epilog.middle.block2332, %middle.block2312
  %.lcssa1598 = phi i64 [ %7225, %vec.epilog.middle.block2332 ], [ %7218, %middle.block2312 ], [ %7229, %search.compacted.body.12 ]
  %weight335.12 = uitofp i64 %.lcssa1598 to float
  %7231 = fcmp oge float %weight335.12, %top_k316
  %7232 = select i1 %7231, i32 %candidate331.12, i32 %7199
  %candidate331.13 = or i32 %7232, 4
  %min.iters.check2245 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2245, label %search.compacted.body.13.preheader, label %vector.main.loop.iter.check2249

vector.main.loop.iter.check2249:                  ; preds = %iter.check2247
  %min.iters.check2248 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2248, label %vec.epilog.ph2276, label %vector.ph2250

vector.ph2250:                                    ; preds = %vector.main.loop.iter.check2249
  %n.mod.vf2251 = and i64 %compacted.1.lcssa, 12
  %n.vec2252 = and i64 %compacted.1.lcssa, -16
  %7233 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa3841, i64 0
  %broadcast.splatinsert2253 = insertelement <4 x i32> poison, i32 %candidate331.13, i64 0
  %broadcast.splat2254 = shufflevector <4 x i32> %broadcast.splatinsert2253, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2255

vector.body2255:                                  ; preds = %vector.body2255, %vector.ph2250
  %index2256 = phi i64 [ 0, %vector.ph2250 ], [ %index.next2265, %vector.body2255 ]
  %vec.phi2257 = phi <4 x i64> [ %7233, %vector.ph2250 ], [ %7246, %vector.body2255 ]
  %vec.phi2258 = phi <4 x i64> [ zeroinitializer, %vector.ph2250 ], [ %7247, %vector.body2255 ]
  %vec.phi2259 = phi <4 x i64> [ zeroinitializer, %vector.ph2250 ], [ %7248, %vector.body2255 ]
  %vec.phi2260 = phi <4 x i64> [ zeroinitializer, %vector.ph2250 ], [ %7249, %vector.body2255 ]
  %7234 = getelementptr inbounds float, ptr %scratch, i64 %index2256
  %7235 = getelementptr inbounds nuw i8, ptr %7234, i64 16
  %7236 = getelementptr inbounds nuw i8, ptr %7234, i64 32
  %7237 = getelementptr inbounds nuw i8, ptr %7234, i64 48
  %wide.load2261 = load <4 x i32>, ptr %7234, align 4
  %wide.load2262 = load <4 x i32>, ptr %7235, align 4
  %wide.load2263 = load <4 x i32>, ptr %7236, align 4
  %wide.load2264 = load <4 x i32>, ptr %7237, align 4
  %7238 = icmp uge <4 x i32> %wide.load2261, %broadcast.splat2254
  %7239 = icmp uge <4 x i32> %wide.load2262, %broadcast.splat2254
  %7240 = icmp uge <4 x i32> %wide.load2263, %broadcast.splat2254
  %7241 = icmp uge <4 x i32> %wide.load2264, %broadcast.splat2254
  %7242 = zext <4 x i1> %7238 to <4 x i64>
  %7243 = zext <4 x i1> %7239 to <4 x i64>
  %7244 = zext <4 x i1> %7240 to <4 x i64>
  %7245 = zext <4 x i1> %7241 to <4 x i64>
  %7246 = add <4 x i64> %vec.phi2257, %7242
  %7247 = add <4 x i64> %vec.phi2258, %7243
  %7248 = add <4 x i64> %vec.phi2259, %7244
  %7249 = add <4 x i64> %vec.phi2260, %7245
  %index.next2265 = add nuw i64 %index2256, 16
  %7250 = icmp eq i64 %index.next2265, %n.vec2252
  br i1 %7250, label %middle.block2266, label %vector.body2255, !llvm.loop !114

middle.block2266:                                 ; preds = %vector.body2255
  %bin.rdx2267 = add <4 x i64> %7247, %7246
  %bin.rdx2268 = add <4 x i64> %7248, %bin.rdx2267
  %bin.rdx2269 = add <4 x i64> %7249, %bin.rdx2268
  %7251 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2269)
  %cmp.n2270 = icmp eq i64 %compacted.1.lcssa, %n.vec2252
  br i1 %cmp.n2270, label %iter.check2201, label %vec.epilog.iter.check2274

vec.epilog.iter.check2274:                        ; preds = %middle.block2266
  %min.epilog.iters.check2275 = icmp eq i64 %n.mod.vf2251, 0
  br i1 %min.epilog.iters.check2275, label %search.compacted.body.13.preheader, label %vec.epilog.ph2276, !prof !27

vec.epilog.ph2276:                                ; preds = %vector.main.loop.iter.check2249, %vec.epilog.iter.check2274
  %vec.epilog.resume.val2271 = phi i64 [ %n.vec2252, %vec.epilog.iter.check2274 ], [ 0, %vector.main.loop.iter.check2249 ]
  %bc.merge.rdx2272 = phi i64 [ %7251, %vec.epilog.iter.check2274 ], [ %.lcssa3841, %vector.main.loop.iter.check2249 ]
  %n.vec2278 = and i64 %compacted.1.lcssa, -4
  %7252 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2272, i64 0
  %broadcast.splatinsert2279 = insertelement <4 x i32> poison, i32 %candidate331.13, i64 0
  %broadcast.splat2280 = shufflevector <4 x i32> %broadcast.splatinsert2279, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2281

vec.epilog.vector.body2281:                       ; preds = %vec.epilog.vector.body2281, %vec.epilog.ph2276
  %index2282 = phi i64 [ %vec.epilog.resume.val2271, %vec.epilog.ph2276 ], [ %index.next2285, %vec.epilog.vector.body2281 ]
  %vec.phi2283 = phi <4 x i64> [ %7252, %vec.epilog.ph2276 ], [ %7256, %vec.epilog.vector.body2281 ]
  %7253 = getelementptr inbounds float, ptr %scratch, i64 %index2282
  %wide.load2284 = load <4 x i32>, ptr %7253, align 4
  %7254 = icmp uge <4 x i32> %wide.load2284, %broadcast.splat2280
  %7255 = zext <4 x i1> %7254 to <4 x i64>
  %7256 = add <4 x i64> %vec.phi2283, %7255
  %index.next2285 = add nuw i64 %index2282, 4
  %7257 = icmp eq i64 %index.next2285, %n.vec2278
  br i1 %7257, label %vec.epilog.middle.block2286, label %vec.epilog.vector.body2281, !llvm.loop !115

vec.epilog.middle.block2286:                      ; preds = %vec.epilog.vector.body2281
  %7258 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7256)
  %cmp.n2287 = icmp eq i64 %compacted.1.lcssa, %n.vec2278
  br i1 %cmp.n2287, label %iter.check2201, label %search.compacted.body.13.preheader

search.compacted.body.13.preheader:               ; preds = %iter.check2247, %vec.epilog.iter.check2274, %vec.epilog.middle.block2286
  %search.compacted874.13.ph = phi i64 [ 0, %iter.check2247 ], [ %n.vec2252, %vec.epilog.iter.check2274 ], [ %n.vec2278, %vec.epilog.middle.block2286 ]
  %search_count332.0873.13.ph = phi i64 [ %.lcssa3841, %iter.check2247 ], [ %7251, %vec.epilog.iter.check2274 ], [ %7258, %vec.epilog.middle.block2286 ]
  br label %search.compacted.body.13

search.compacted.body.13:                         ; preds = %search.compacted.body.13.preheader, %search.compacted.body.13
  %search.compacted874.13 = phi i64 [ %7263, %search.compacted.body.13 ], [ %search.compacted874.13.ph, %search.compacted.body.13.preheader ]
  %search_count332.0873.13 = phi i64 [ %7262, %search.compacted.body.13 ], [ %search_count332.0873.13.ph, %search.compacted.body.13.preheader ]
  %7259 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted874.13
  %key333.13 = load i32, ptr %7259, align 4
  %7260 = icmp uge i32 %key333.13, %candidate331.13
  %7261 = zext i1 %7260 to i64
  %7262 = add i64 %search_count332.0873.13, %7261
  %7263 = add nuw i64 %search.compacted874.13, 1
  %exitcond1093.13.not = icmp eq i64 %7263, %compacted.1.lcssa
  br i1 %exitcond1093.13.not, label %iter.check2201, label %search.compacted.body.13, !llvm.loop !116

iter.check2201:                                   ; preds = %search.compacted.body.13, %vec.epilog.middle.block2286, %middle.block2266
  %.lcssa1599 = phi i64 [ %7258, %vec.epilog.middle.block2286 ], [ %7251, %middle.block2266 ], [ %7262, %search.compacted.body.13 ]
  %weight335.13 = uitofp i64 %.lcssa1599 to float
  %7264 = fcmp oge float %weight335.13, %top_k316
  %7265 = select i1 %7264, i32 %candidate331.13, i32 %7232
  %candidate331.14 = or i32 %7265, 2
  %min.iters.check2199 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2199, label %search.compacted.body.14.preheader, label %vector.main.loop.iter.check2203

vector.main.loop.iter.check2203:                  ; preds = %iter.check2201
  %min.iters.check2202 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2202, label %vec.epilog.ph2230, label %vector.ph2204

vector.ph2204:                                    ; preds = %vector.main.loop.iter.check2203
  %n.mod.vf2205 = and i64 %compacted.1.lcssa, 12
  %n.vec2206 = and i64 %compacted.1.lcssa, -16
  %7266 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa3841, i64 0
  %broadcast.splatinsert2207 = insertelement <4 x i32> poison, i32 %candidate331.14, i64 0
  %broadcast.splat2208 = shufflevector <4 x i32> %broadcast.splatinsert2207, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2209

vector.body2209:                                  ; preds = %vector.body2209, %vector.ph2204
  %index2210 = phi i64 [ 0, %vector.ph2204 ], [ %index.next2219, %vector.body2209 ]
  %vec.phi2211 = phi <4 x i64> [ %7266, %vector.ph2204 ], [ %7279, %vector.body2209 ]
  %vec.phi2212 = phi <4 x i64> [ zeroinitializer, %vector.ph2204 ], [ %7280, %vector.body2209 ]
  %vec.phi2213 = phi <4 x i64> [ zeroinitializer, %vector.ph2204 ], [ %7281, %vector.body2209 ]
  %vec.phi2214 = phi <4 x i64> [ zeroinitializer, %vector.ph2204 ], [ %7282, %vector.body2209 ]
  %7267 = getelementptr inbounds float, ptr %scratch, i64 %index2210
  %7268 = getelementptr inbounds nuw i8, ptr %7267, i64 16
  %7269 = getelementptr inbounds nuw i8, ptr %7267, i64 32
  %7270 = getelementptr inbounds nuw i8, ptr %7267, i64 48
  %wide.load2215 = load <4 x i32>, ptr %7267, align 4
  %wide.load2216 = load <4 x i32>, ptr %7268, align 4
  %wide.load2217 = load <4 x i32>, ptr %7269, align 4
  %wide.load2218 = load <4 x i32>, ptr %7270, align 4
  %7271 = icmp uge <4 x i32> %wide.load2215, %broadcast.splat2208
  %7272 = icmp uge <4 x i32> %wide.load2216, %broadcast.splat2208
  %7273 = icmp uge <4 x i32> %wide.load2217, %broadcast.splat2208
  %7274 = icmp uge <4 x i32> %wide.load2218, %broadcast.splat2208
  %7275 = zext <4 x i1> %7271 to <4 x i64>
  %7276 = zext <4 x i1> %7272 to <4 x i64>
  %7277 = zext <4 x i1> %7273 to <4 x i64>
  %7278 = zext <4 x i1> %7274 to <4 x i64>
  %7279 = add <4 x i64> %vec.phi2211, %7275
  %7280 = add <4 x i64> %vec.phi2212, %7276
  %7281 = add <4 x i64> %vec.phi2213, %7277
  %7282 = add <4 x i64> %vec.phi2214, %7278
  %index.next2219 = add nuw i64 %index2210, 16
  %7283 = icmp eq i64 %index.next2219, %n.vec2206
  br i1 %7283, label %middle.block2220, label %vector.body2209, !llvm.loop !117

middle.block2220:                                 ; preds = %vector.body2209
  %bin.rdx2221 = add <4 x i64> %7280, %7279
  %bin.rdx2222 = add <4 x i64> %7281, %bin.rdx2221
  %bin.rdx2223 = add <4 x i64> %7282, %bin.rdx2222
  %7284 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2223)
  %cmp.n2224 = icmp eq i64 %compacted.1.lcssa, %n.vec2206
  br i1 %cmp.n2224, label %iter.check2155, label %vec.epilog.iter.check2228

vec.epilog.iter.check2228:                        ; preds = %middle.block2220
  %min.epilog.iters.check2229 = icmp eq i64 %n.mod.vf2205, 0
  br i1 %min.epilog.iters.check2229, label %search.compacted.body.14.preheader, label %vec.epilog.ph2230, !prof !27

vec.epilog.ph2230:                                ; preds = %vector.main.loop.iter.check2203, %vec.epilog.iter.check2228
  %vec.epilog.resume.val2225 = phi i64 [ %n.vec2206, %vec.epilog.iter.check2228 ], [ 0, %vector.main.loop.iter.check2203 ]
  %bc.merge.rdx2226 = phi i64 [ %7284, %vec.epilog.iter.check2228 ], [ %.lcssa3841, %vector.main.loop.iter.check2203 ]
  %n.vec2232 = and i64 %compacted.1.lcssa, -4
  %7285 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2226, i64 0
  %broadcast.splatinsert2233 = insertelement <4 x i32> poison, i32 %candidate331.14, i64 0
  %broadcast.splat2234 = shufflevector <4 x i32> %broadcast.splatinsert2233, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2235

vec.epilog.vector.body2235:                       ; preds = %vec.epilog.vector.body2235, %vec.epilog.ph2230
  %index2236 = phi i64 [ %vec.epilog.resume.val2225, %vec.epilog.ph2230 ], [ %index.next2239, %vec.epilog.vector.body2235 ]
  %vec.phi2237 = phi <4 x i64> [ %7285, %vec.epilog.ph2230 ], [ %7289, %vec.epilog.vector.body2235 ]
  %7286 = getelementptr inbounds float, ptr %scratch, i64 %index2236
  %wide.load2238 = load <4 x i32>, ptr %7286, align 4
  %7287 = icmp uge <4 x i32> %wide.load2238, %broadcast.splat2234
  %7288 = zext <4 x i1> %7287 to <4 x i64>
  %7289 = add <4 x i64> %vec.phi2237, %7288
  %index.next2239 = add nuw i64 %index2236, 4
  %7290 = icmp eq i64 %index.next2239, %n.vec2232
  br i1 %7290, label %vec.epilog.middle.block2240, label %vec.epilog.vector.body2235, !llvm.loop !118

vec.epilog.middle.block2240:                      ; preds = %vec.epilog.vector.body2235
  %7291 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7289)
  %cmp.n2241 = icmp eq i64 %compacted.1.lcssa, %n.vec2232
  br i1 %cmp.n2241, label %iter.check2155, label %search.compacted.body.14.preheader

search.compacted.body.14.preheader:               ; preds = %iter.check2201, %vec.epilog.iter.check2228, %vec.epilog.middle.block2240
  %search.compacted874.14.ph = phi i64 [ 0, %iter.check2201 ], [ %n.vec2206, %vec.epilog.iter.check2228 ], [ %n.vec2232, %vec.epilog.middle.block2240 ]
  %search_count332.0873.14.ph = phi i64 [ %.lcssa3841, %iter.check2201 ], [ %7284, %vec.epilog.iter.check2228 ], [ %7291, %vec.epilog.middle.block2240 ]
  br label %search.compacted.body.14

search.compacted.body.14:                         ; preds = %search.compacted.body.14.preheader, %search.compacted.body.14
  %search.compacted874.14 = phi i64 [ %7296, %search.compacted.body.14 ], [ %search.compacted874.14.ph, %search.compacted.body.14.preheader ]
  %search_count332.0873.14 = phi i64 [ %7295, %search.compacted.body.14 ], [ %search_count332.0873.14.ph, %search.compacted.body.14.preheader ]
  %7292 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted874.14
  %key333.14 = load i32, ptr %7292, align 4
  %7293 = icmp uge i32 %key333.14, %candidate331.14
  %7294 = zext i1 %7293 to i64
  %7295 = add i64 %search_count332.0873.14, %7294
  %7296 = add nuw i64 %search.compacted874.14, 1
  %exitcond1093.14.not = icmp eq i64 %7296, %compacted.1.lcssa
  br i1 %exitcond1093.14.not, label %iter.check2155, label %search.compacted.body.14, !llvm.loop !119

iter.check2155:                                   ; preds = %search.compacted.body.14, %vec.epilog.middle.block2240, %middle.block2220
  %.lcssa1600 = phi i64 [ %7291, %vec.epilog.middle.block2240 ], [ %7284, %middle.block2220 ], [ %7295, %search.compacted.body.14 ]
  %weight335.14 = uitofp i64 %.lcssa1600 to float
  %7297 = fcmp oge float %weight335.14, %top_k316
  %7298 = select i1 %7297, i32 %candidate331.14, i32 %7265
  %candidate331.15 = or i32 %7298, 1
  %min.iters.check2153 = icmp ult i64 %compacted.1.lcssa, 4
  br i1 %min.iters.check2153, label %search.compacted.body.15.preheader, label %vector.main.loop.iter.check2157

vector.main.loop.iter.check2157:                  ; preds = %iter.check2155
  %min.iters.check2156 = icmp ult i64 %compacted.1.lcssa, 16
  br i1 %min.iters.check2156, label %vec.epilog.ph2184, label %vector.ph2158

vector.ph2158:                                    ; preds = %vector.main.loop.iter.check2157
  %n.mod.vf2159 = and i64 %compacted.1.lcssa, 12
  %n.vec2160 = and i64 %compacted.1.lcssa, -16
  %7299 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %.lcssa3841, i64 0
  %broadcast.splatinsert2161 = insertelement <4 x i32> poison, i32 %candidate331.15, i64 0
  %broadcast.splat2162 = shufflevector <4 x i32> %broadcast.splatinsert2161, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body2163

vector.body2163:                                  ; preds = %vector.body2163, %vector.ph2158
  %index2164 = phi i64 [ 0, %vector.ph2158 ], [ %index.next2173, %vector.body2163 ]
  %vec.phi2165 = phi <4 x i64> [ %7299, %vector.ph2158 ], [ %7312, %vector.body2163 ]
  %vec.phi2166 = phi <4 x i64> [ zeroinitializer, %vector.ph2158 ], [ %7313, %vector.body2163 ]
  %vec.phi2167 = phi <4 x i64> [ zeroinitializer, %vector.ph2158 ], [ %7314, %vector.body2163 ]
  %vec.phi2168 = phi <4 x i64> [ zeroinitializer, %vector.ph2158 ], [ %7315, %vector.body2163 ]
  %7300 = getelementptr inbounds float, ptr %scratch, i64 %index2164
  %7301 = getelementptr inbounds nuw i8, ptr %7300, i64 16
  %7302 = getelementptr inbounds nuw i8, ptr %7300, i64 32
  %7303 = getelementptr inbounds nuw i8, ptr %7300, i64 48
  %wide.load2169 = load <4 x i32>, ptr %7300, align 4
  %wide.load2170 = load <4 x i32>, ptr %7301, align 4
  %wide.load2171 = load <4 x i32>, ptr %7302, align 4
  %wide.load2172 = load <4 x i32>, ptr %7303, align 4
  %7304 = icmp uge <4 x i32> %wide.load2169, %broadcast.splat2162
  %7305 = icmp uge <4 x i32> %wide.load2170, %broadcast.splat2162
  %7306 = icmp uge <4 x i32> %wide.load2171, %broadcast.splat2162
  %7307 = icmp uge <4 x i32> %wide.load2172, %broadcast.splat2162
  %7308 = zext <4 x i1> %7304 to <4 x i64>
  %7309 = zext <4 x i1> %7305 to <4 x i64>
  %7310 = zext <4 x i1> %7306 to <4 x i64>
  %7311 = zext <4 x i1> %7307 to <4 x i64>
  %7312 = add <4 x i64> %vec.phi2165, %7308
  %7313 = add <4 x i64> %vec.phi2166, %7309
  %7314 = add <4 x i64> %vec.phi2167, %7310
  %7315 = add <4 x i64> %vec.phi2168, %7311
  %index.next2173 = add nuw i64 %index2164, 16
  %7316 = icmp eq i64 %index.next2173, %n.vec2160
  br i1 %7316, label %middle.block2174, label %vector.body2163, !llvm.loop !120

middle.block2174:                                 ; preds = %vector.body2163
  %bin.rdx2175 = add <4 x i64> %7313, %7312
  %bin.rdx2176 = add <4 x i64> %7314, %bin.rdx2175
  %bin.rdx2177 = add <4 x i64> %7315, %bin.rdx2176
  %7317 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2177)
  %cmp.n2178 = icmp eq i64 %compacted.1.lcssa, %n.vec2160
  br i1 %cmp.n2178, label %search.compacted.exit.15, label %vec.epilog.iter.check2182

vec.epilog.iter.check2182:                        ; preds = %middle.block2174
  %min.epilog.iters.check2183 = icmp eq i64 %n.mod.vf2159, 0
  br i1 %min.epilog.iters.check2183, label %search.compacted.body.15.preheader, label %vec.epilog.ph2184, !prof !27

vec.epilog.ph2184:                                ; preds = %vector.main.loop.iter.check2157, %vec.epilog.iter.check2182
  %vec.epilog.resume.val2179 = phi i64 [ %n.vec2160, %vec.epilog.iter.check2182 ], [ 0, %vector.main.loop.iter.check2157 ]
  %bc.merge.rdx2180 = phi i64 [ %7317, %vec.epilog.iter.check2182 ], [ %.lcssa3841, %vector.main.loop.iter.check2157 ]
  %n.vec2186 = and i64 %compacted.1.lcssa, -4
  %7318 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx2180, i64 0
  %broadcast.splatinsert2187 = insertelement <4 x i32> poison, i32 %candidate331.15, i64 0
  %broadcast.splat2188 = shufflevector <4 x i32> %broadcast.splatinsert2187, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2189

vec.epilog.vector.body2189:                       ; preds = %vec.epilog.vector.body2189, %vec.epilog.ph2184
  %index2190 = phi i64 [ %vec.epilog.resume.val2179, %vec.epilog.ph2184 ], [ %index.next2193, %vec.epilog.vector.body2189 ]
  %vec.phi2191 = phi <4 x i64> [ %7318, %vec.epilog.ph2184 ], [ %7322, %vec.epilog.vector.body2189 ]
  %7319 = getelementptr inbounds float, ptr %scratch, i64 %index2190
  %wide.load2192 = load <4 x i32>, ptr %7319, align 4
  %7320 = icmp uge <4 x i32> %wide.load2192, %broadcast.splat2188
  %7321 = zext <4 x i1> %7320 to <4 x i64>
  %7322 = add <4 x i64> %vec.phi2191, %7321
  %index.next2193 = add nuw i64 %index2190, 4
  %7323 = icmp eq i64 %index.next2193, %n.vec2186
  br i1 %7323, label %vec.epilog.middle.block2194, label %vec.epilog.vector.body2189, !llvm.loop !121

vec.epilog.middle.block2194:                      ; preds = %vec.epilog.vector.body2189
  %7324 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7322)
  %cmp.n2195 = icmp eq i64 %compacted.1.lcssa, %n.vec2186
  br i1 %cmp.n2195, label %search.compacted.exit.15, label %search.compacted.body.15.preheader

search.compacted.body.15.preheader:               ; preds = %iter.check2155, %vec.epilog.iter.check2182, %vec.epilog.middle.block2194
  %search.compacted874.15.ph = phi i64 [ 0, %iter.check2155 ], [ %n.vec2160, %vec.epilog.iter.check2182 ], [ %n.vec2186, %vec.epilog.middle.block2194 ]
  %search_count332.0873.15.ph = phi i64 [ %.lcssa3841, %iter.check2155 ], [ %7317, %vec.epilog.iter.check2182 ], [ %7324, %vec.epilog.middle.block2194 ]
  br label %search.compacted.body.15

search.compacted.body.15:                         ; preds = %search.compacted.body.15.preheader, %search.compacted.body.15
  %search.compacted874.15 = phi i64 [ %7329, %search.compacted.body.15 ], [ %search.compacted874.15.ph, %search.compacted.body.15.preheader ]
  %search_count332.0873.15 = phi i64 [ %7328, %search.compacted.body.15 ], [ %search_count332.0873.15.ph, %search.compacted.body.15.preheader ]
  %7325 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted874.15
  %key333.15 = load i32, ptr %7325, align 4
  %7326 = icmp uge i32 %key333.15, %candidate331.15
  %7327 = zext i1 %7326 to i64
  %7328 = add i64 %search_count332.0873.15, %7327
  %7329 = add nuw i64 %search.compacted874.15, 1
  %exitcond1093.15.not = icmp eq i64 %7329, %compacted.1.lcssa
  br i1 %exitcond1093.15.not, label %search.compacted.exit.15, label %search.compacted.body.15, !llvm.loop !122

search.compacted.exit.15:                         ; preds = %search.compacted.body.15, %middle.block2174, %vec.epilog.middle.block2194, %search.compacted.exit.14.thread
  %candidate331.151409 = phi i32 [ %candidate331.151405, %search.compacted.exit.14.thread ], [ %candidate331.15, %middle.block2174 ], [ %candidate331.15, %vec.epilog.middle.block2194 ], [ %candidate331.15, %search.compacted.body.15 ]
  %7330 = phi i32 [ %6834, %search.compacted.exit.14.thread ], [ %7298, %middle.block2174 ], [ %7298, %vec.epilog.middle.block2194 ], [ %7298, %search.compacted.body.15 ]
  %above_prefix.0.lcssa1241125412631276128512981307132013291342135113641373138613951408 = phi i64 [ %above_prefix.0.lcssa1241.ph, %search.compacted.exit.14.thread ], [ %.lcssa3841, %middle.block2174 ], [ %.lcssa3841, %vec.epilog.middle.block2194 ], [ %.lcssa3841, %search.compacted.body.15 ]
  %compacted.0.lcssa1242125312641275128612971308131913301341135213631374138513961407 = phi i64 [ 0, %search.compacted.exit.14.thread ], [ %compacted.1.lcssa, %middle.block2174 ], [ %compacted.1.lcssa, %vec.epilog.middle.block2194 ], [ %compacted.1.lcssa, %search.compacted.body.15 ]
  %.not10031243125212651274128712961309131813311340135313621375138413971406 = phi i1 [ true, %search.compacted.exit.14.thread ], [ false, %middle.block2174 ], [ false, %vec.epilog.middle.block2194 ], [ false, %search.compacted.body.15 ]
  %search_count332.0.lcssa.15 = phi i64 [ %above_prefix.0.lcssa1241.ph, %search.compacted.exit.14.thread ], [ %7317, %middle.block2174 ], [ %7324, %vec.epilog.middle.block2194 ], [ %7328, %search.compacted.body.15 ]
  %weight335.15 = uitofp i64 %search_count332.0.lcssa.15 to float
  %7331 = fcmp oge float %weight335.15, %top_k316
  %7332 = select i1 %7331, i32 %candidate331.151409, i32 %7330
  br i1 %.not984, label %search.round.exit338, label %search.round.body337.preheader

search.round.body337.preheader:                   ; preds = %search.compacted.exit.15
  %min.iters.check2097 = icmp ult i64 %compacted.0.lcssa1242125312641275128612971308131913301341135213631374138513961407, 4
  %min.iters.check2100 = icmp ult i64 %compacted.0.lcssa1242125312641275128612971308131913301341135213631374138513961407, 16
  %n.mod.vf2103 = and i64 %compacted.0.lcssa1242125312641275128612971308131913301341135213631374138513961407, 12
  %n.vec2104 = and i64 %compacted.0.lcssa1242125312641275128612971308131913301341135213631374138513961407, -16
  %7333 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %above_prefix.0.lcssa1241125412631276128512981307132013291342135113641373138613951408, i64 0
  %broadcast.splatinsert2105 = insertelement <4 x i32> poison, i32 %7332, i64 0
  %broadcast.splat2106 = shufflevector <4 x i32> %broadcast.splatinsert2105, <4 x i32> poison, <4 x i32> zeroinitializer
  %cmp.n2128 = icmp eq i64 %compacted.0.lcssa1242125312641275128612971308131913301341135213631374138513961407, %n.vec2104
  %min.epilog.iters.check2132 = icmp eq i64 %n.mod.vf2103, 0
  %n.vec2135 = and i64 %compacted.0.lcssa1242125312641275128612971308131913301341135213631374138513961407, -4
  %broadcast.splatinsert2136 = insertelement <4 x i32> poison, i32 %7332, i64 0
  %broadcast.splat2137 = shufflevector <4 x i32> %broadcast.splatinsert2136, <4 x i32> poison, <4 x i32> zeroinitializer
  %cmp.n2149 = icmp eq i64 %compacted.0.lcssa1242125312641275128612971308131913301341135213631374138513961407, %n.vec2135
  br label %search.round.body337

search.round.body337:                             ; preds = %search.round.body337.preheader, %search.compacted.exit345
  %search.round339882 = phi i64 [ %7414, %search.compacted.exit345 ], [ 0, %search.round.body337.preheader ]
  %search_lo.0881 = phi i64 [ %7413, %search.compacted.exit345 ], [ 0, %search.round.body337.preheader ]
  %7334 = add nuw nsw i64 %search.round339882, %ctlz
  %bit340 = lshr exact i64 -9223372036854775808, %7334
  %candidate341 = or i64 %bit340, %search_lo.0881
  br i1 %.not10031243125212651274128712961309131813311340135313621375138413971406, label %search.compacted.exit345, label %iter.check2099

iter.check2099:                                   ; preds = %search.round.body337
  br i1 %min.iters.check2097, label %search.compacted.body344.preheader, label %vector.main.loop.iter.check2101

vector.main.loop.iter.check2101:                  ; preds = %iter.check2099
  br i1 %min.iters.check2100, label %vec.epilog.ph2133, label %vector.ph2102

vector.ph2102:                                    ; preds = %vector.main.loop.iter.check2101
  %broadcast.splatinsert2109 = insertelement <4 x i64> poison, i64 %candidate341, i64 0
  %broadcast.splat2110 = shufflevector <4 x i64> %broadcast.splatinsert2109, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %vector.body2111

vector.body2111:                                  ; preds = %vector.body2111, %vector.ph2102
  %index2112 = phi i64 [ 0, %vector.ph2102 ], [ %index.next2124, %vector.body2111 ]
  %vec.phi = phi <4 x i64> [ %7333, %vector.ph2102 ], [ %7375, %vector.body2111 ]
  %vec.phi2113 = phi <4 x i64> [ zeroinitializer, %vector.ph2102 ], [ %7376, %vector.body2111 ]
  %vec.phi2114 = phi <4 x i64> [ zeroinitializer, %vector.ph2102 ], [ %7377, %vector.body2111 ]
  %vec.phi2115 = phi <4 x i64> [ zeroinitializer, %vector.ph2102 ], [ %7378, %vector.body2111 ]
  %7335 = getelementptr inbounds float, ptr %scratch, i64 %index2112
  %7336 = getelementptr inbounds nuw i8, ptr %7335, i64 16
  %7337 = getelementptr inbounds nuw i8, ptr %7335, i64 32
  %7338 = getelementptr inbounds nuw i8, ptr %7335, i64 48
  %wide.load2116 = load <4 x i32>, ptr %7335, align 4
  %wide.load2117 = load <4 x i32>, ptr %7336, align 4
  %wide.load2118 = load <4 x i32>, ptr %7337, align 4
  %wide.load2119 = load <4 x i32>, ptr %7338, align 4
  %7339 = getelementptr float, ptr %3636, i64 %index2112
  %7340 = getelementptr i8, ptr %7339, i64 16
  %7341 = getelementptr i8, ptr %7339, i64 32
  %7342 = getelementptr i8, ptr %7339, i64 48
  %wide.load2120 = load <4 x i32>, ptr %7339, align 4
  %wide.load2121 = load <4 x i32>, ptr %7340, align 4
  %wide.load2122 = load <4 x i32>, ptr %7341, align 4
  %wide.load2123 = load <4 x i32>, ptr %7342, align 4
  %7343 = zext <4 x i32> %wide.load2120 to <4 x i64>
  %7344 = zext <4 x i32> %wide.load2121 to <4 x i64>
  %7345 = zext <4 x i32> %wide.load2122 to <4 x i64>
  %7346 = zext <4 x i32> %wide.load2123 to <4 x i64>
  %7347 = icmp ugt <4 x i32> %wide.load2116, %broadcast.splat2106
  %7348 = icmp ugt <4 x i32> %wide.load2117, %broadcast.splat2106
  %7349 = icmp ugt <4 x i32> %wide.load2118, %broadcast.splat2106
  %7350 = icmp ugt <4 x i32> %wide.load2119, %broadcast.splat2106
  %7351 = icmp eq <4 x i32> %wide.load2116, %broadcast.splat2106
  %7352 = icmp eq <4 x i32> %wide.load2117, %broadcast.splat2106
  %7353 = icmp eq <4 x i32> %wide.load2118, %broadcast.splat2106
  %7354 = icmp eq <4 x i32> %wide.load2119, %broadcast.splat2106
  %7355 = sub nsw <4 x i64> %broadcast.splat2108, %7343
  %7356 = sub nsw <4 x i64> %broadcast.splat2108, %7344
  %7357 = sub nsw <4 x i64> %broadcast.splat2108, %7345
  %7358 = sub nsw <4 x i64> %broadcast.splat2108, %7346
  %7359 = icmp uge <4 x i64> %7355, %broadcast.splat2110
  %7360 = icmp uge <4 x i64> %7356, %broadcast.splat2110
  %7361 = icmp uge <4 x i64> %7357, %broadcast.splat2110
  %7362 = icmp uge <4 x i64> %7358, %broadcast.splat2110
  %7363 = and <4 x i1> %7351, %7359
  %7364 = and <4 x i1> %7352, %7360
  %7365 = and <4 x i1> %7353, %7361
  %7366 = and <4 x i1> %7354, %7362
  %7367 = or <4 x i1> %7347, %7363
  %7368 = or <4 x i1> %7348, %7364
  %7369 = or <4 x i1> %7349, %7365
  %7370 = or <4 x i1> %7350, %7366
  %7371 = zext <4 x i1> %7367 to <4 x i64>
  %7372 = zext <4 x i1> %7368 to <4 x i64>
  %7373 = zext <4 x i1> %7369 to <4 x i64>
  %7374 = zext <4 x i1> %7370 to <4 x i64>
  %7375 = add <4 x i64> %vec.phi, %7371
  %7376 = add <4 x i64> %vec.phi2113, %7372
  %7377 = add <4 x i64> %vec.phi2114, %7373
  %7378 = add <4 x i64> %vec.phi2115, %7374
  %index.next2124 = add nuw i64 %index2112, 16
  %7379 = icmp eq i64 %index.next2124, %n.vec2104
  br i1 %7379, label %middle.block2125, label %vector.body2111, !llvm.loop !123

middle.block2125:                                 ; preds = %vector.body2111
  %bin.rdx = add <4 x i64> %7376, %7375
  %bin.rdx2126 = add <4 x i64> %7377, %bin.rdx
  %bin.rdx2127 = add <4 x i64> %7378, %bin.rdx2126
  %7380 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx2127)
  br i1 %cmp.n2128, label %search.compacted.exit345, label %vec.epilog.iter.check2131

vec.epilog.iter.check2131:                        ; preds = %middle.block2125
  br i1 %min.epilog.iters.check2132, label %search.compacted.body344.preheader, label %vec.epilog.ph2133, !prof !27

vec.epilog.ph2133:                                ; preds = %vector.main.loop.iter.check2101, %vec.epilog.iter.check2131
  %vec.epilog.resume.val2129 = phi i64 [ %n.vec2104, %vec.epilog.iter.check2131 ], [ 0, %vector.main.loop.iter.check2101 ]
  %bc.merge.rdx = phi i64 [ %7380, %vec.epilog.iter.check2131 ], [ %above_prefix.0.lcssa1241125412631276128512981307132013291342135113641373138613951408, %vector.main.loop.iter.check2101 ]
  %7381 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx, i64 0
  %broadcast.splatinsert2140 = insertelement <4 x i64> poison, i64 %candidate341, i64 0
  %broadcast.splat2141 = shufflevector <4 x i64> %broadcast.splatinsert2140, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body2142

vec.epilog.vector.body2142:                       ; preds = %vec.epilog.vector.body2142, %vec.epilog.ph2133
  %index2143 = phi i64 [ %vec.epilog.resume.val2129, %vec.epilog.ph2133 ], [ %index.next2147, %vec.epilog.vector.body2142 ]
  %vec.phi2144 = phi <4 x i64> [ %7381, %vec.epilog.ph2133 ], [ %7392, %vec.epilog.vector.body2142 ]
  %7382 = getelementptr inbounds float, ptr %scratch, i64 %index2143
  %wide.load2145 = load <4 x i32>, ptr %7382, align 4
  %7383 = getelementptr float, ptr %3636, i64 %index2143
  %wide.load2146 = load <4 x i32>, ptr %7383, align 4
  %7384 = zext <4 x i32> %wide.load2146 to <4 x i64>
  %7385 = icmp ugt <4 x i32> %wide.load2145, %broadcast.splat2137
  %7386 = icmp eq <4 x i32> %wide.load2145, %broadcast.splat2137
  %7387 = sub nsw <4 x i64> %broadcast.splat2139, %7384
  %7388 = icmp uge <4 x i64> %7387, %broadcast.splat2141
  %7389 = and <4 x i1> %7386, %7388
  %7390 = or <4 x i1> %7385, %7389
  %7391 = zext <4 x i1> %7390 to <4 x i64>
  %7392 = add <4 x i64> %vec.phi2144, %7391
  %index.next2147 = add nuw i64 %index2143, 4
  %7393 = icmp eq i64 %index.next2147, %n.vec2135
  br i1 %7393, label %vec.epilog.middle.block2148, label %vec.epilog.vector.body2142, !llvm.loop !124

vec.epilog.middle.block2148:                      ; preds = %vec.epilog.vector.body2142
  %7394 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7392)
  br i1 %cmp.n2149, label %search.compacted.exit345, label %search.compacted.body344.preheader

search.compacted.body344.preheader:               ; preds = %iter.check2099, %vec.epilog.iter.check2131, %vec.epilog.middle.block2148
  %search.compacted346879.ph = phi i64 [ 0, %iter.check2099 ], [ %n.vec2104, %vec.epilog.iter.check2131 ], [ %n.vec2135, %vec.epilog.middle.block2148 ]
  %search_count342.0878.ph = phi i64 [ %above_prefix.0.lcssa1241125412631276128512981307132013291342135113641373138613951408, %iter.check2099 ], [ %7380, %vec.epilog.iter.check2131 ], [ %7394, %vec.epilog.middle.block2148 ]
  br label %search.compacted.body344

search.round.exit338:                             ; preds = %search.compacted.exit345, %search.compacted.exit.15
  %search_lo.0.lcssa = phi i64 [ 0, %search.compacted.exit.15 ], [ %7413, %search.compacted.exit345 ]
  %7395 = and i32 %7332, 2147483647
  %7396 = xor i32 %7332, -1
  %.not704705 = icmp slt i32 %7332, 0
  %7397 = select i1 %.not704705, i32 %7395, i32 %7396
  %7398 = bitcast i32 %7397 to float
  %7399 = sub i64 %mask, %search_lo.0.lcssa
  %search_index351 = uitofp i64 %7399 to float
  br label %guard.done310

search.compacted.body344:                         ; preds = %search.compacted.body344.preheader, %search.compacted.body344
  %search.compacted346879 = phi i64 [ %7411, %search.compacted.body344 ], [ %search.compacted346879.ph, %search.compacted.body344.preheader ]
  %search_count342.0878 = phi i64 [ %7410, %search.compacted.body344 ], [ %search_count342.0878.ph, %search.compacted.body344.preheader ]
  %7400 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted346879
  %key347 = load i32, ptr %7400, align 4
  %7401 = getelementptr float, ptr %3636, i64 %search.compacted346879
  %f348 = load i32, ptr %7401, align 4
  %7402 = zext i32 %f348 to i64
  %7403 = icmp ugt i32 %key347, %7332
  %7404 = icmp eq i32 %key347, %7332
  %7405 = sub nsw i64 %mask, %7402
  %7406 = icmp uge i64 %7405, %candidate341
  %7407 = and i1 %7404, %7406
  %7408 = or i1 %7403, %7407
  %7409 = zext i1 %7408 to i64
  %7410 = add i64 %search_count342.0878, %7409
  %7411 = add nuw i64 %search.compacted346879, 1
  %exitcond1095.not = icmp eq i64 %7411, %compacted.0.lcssa1242125312641275128612971308131913301341135213631374138513961407
  br i1 %exitcond1095.not, label %search.compacted.exit345, label %search.compacted.body344, !llvm.loop !125

search.compacted.exit345:                         ; preds = %search.compacted.body344, %middle.block2125, %vec.epilog.middle.block2148, %search.round.body337
  %search_count342.0.lcssa = phi i64 [ %above_prefix.0.lcssa1241125412631276128512981307132013291342135113641373138613951408, %search.round.body337 ], [ %7394, %vec.epilog.middle.block2148 ], [ %7380, %middle.block2125 ], [ %7410, %search.compacted.body344 ]
  %weight350 = uitofp i64 %search_count342.0.lcssa to float
  %7412 = fcmp oge float %weight350, %top_k316
  %7413 = select i1 %7412, i64 %candidate341, i64 %search_lo.0881
  %7414 = add nuw nsw i64 %search.round339882, 1
  %exitcond1096.not = icmp eq i64 %7414, %umax
  br i1 %exitcond1096.not, label %search.round.exit338, label %search.round.body337

max_block.header372.preheader:                    ; preds = %feature.body359.prol.loopexit, %feature.body359, %vec.epilog.middle.block2093, %middle.block2069
  br i1 %.not970, label %max_block.exit374, label %max_block.body373.preheader

max_block.body373.preheader:                      ; preds = %max_block.header372.preheader
  br i1 %3725, label %max_block.body373.epil.preheader, label %max_block.body373

feature.body359:                                  ; preds = %feature.body359.prol.loopexit, %feature.body359
  %feature361884 = phi i64 [ %7442, %feature.body359 ], [ %feature361884.unr, %feature.body359.prol.loopexit ]
  %7415 = getelementptr inbounds float, ptr %3751, i64 %feature361884
  %7416 = load float, ptr %7415, align 4
  %7417 = fmul float %inv_t, %7416
  %feature362 = uitofp i64 %feature361884 to float
  %7418 = fcmp ogt float %7416, %uniforms.sroa.25.014241428
  %7419 = select i1 %7418, float 1.000000e+00, float 0.000000e+00
  %7420 = fcmp oeq float %7416, %uniforms.sroa.25.014241428
  %7421 = fcmp oge float %uniforms.sroa.36.014221430, %feature362
  %7422 = select i1 %7420, i1 %7421, i1 false
  %7423 = select i1 %7422, float 1.000000e+00, float 0.000000e+00
  %7424 = fcmp ogt float %7423, %7419
  %max363 = select i1 %7424, float %7423, float %7419
  %7425 = fcmp une float %max363, 0.000000e+00
  %7426 = select i1 %7425, float %7417, float 0xFFF0000000000000
  %7427 = getelementptr inbounds float, ptr %scratch, i64 %feature361884
  store float %7426, ptr %7427, align 4
  %7428 = add nuw i64 %feature361884, 1
  %7429 = getelementptr inbounds float, ptr %3751, i64 %7428
  %7430 = load float, ptr %7429, align 4
  %7431 = fmul float %inv_t, %7430
  %feature362.1 = uitofp i64 %7428 to float
  %7432 = fcmp ogt float %7430, %uniforms.sroa.25.014241428
  %7433 = select i1 %7432, float 1.000000e+00, float 0.000000e+00
  %7434 = fcmp oeq float %7430, %uniforms.sroa.25.014241428
  %7435 = fcmp oge float %uniforms.sroa.36.014221430, %feature362.1
  %7436 = select i1 %7434, i1 %7435, i1 false
  %7437 = select i1 %7436, float 1.000000e+00, float 0.000000e+00
  %7438 = fcmp ogt float %7437, %7433
  %max363.1 = select i1 %7438, float %7437, float %7433
  %7439 = fcmp une float %max363.1, 0.000000e+00
  %7440 = select i1 %7439, float %7431, float 0xFFF0000000000000
  %7441 = getelementptr inbounds float, ptr %scratch, i64 %7428
  store float %7440, ptr %7441, align 4
  %7442 = add nuw i64 %feature361884, 2
  %exitcond1097.not.1 = icmp eq i64 %7442, %n_features
  br i1 %exitcond1097.not.1, label %max_block.header372.preheader, label %feature.body359, !llvm.loop !126

max_block.body373:                                ; preds = %max_block.body373.preheader, %max_block.body373
  %max_block375887 = phi i64 [ %7464, %max_block.body373 ], [ 0, %max_block.body373.preheader ]
  %max_best369.0886 = phi <32 x float> [ %7459, %max_block.body373 ], [ splat (float 0xFFF0000000000000), %max_block.body373.preheader ]
  %max_index370.0885 = phi <32 x i64> [ %7463, %max_block.body373 ], [ zeroinitializer, %max_block.body373.preheader ]
  %niter4141 = phi i64 [ %niter4141.next.1, %max_block.body373 ], [ 0, %max_block.body373.preheader ]
  %7443 = getelementptr inbounds float, ptr %scratch, i64 %max_block375887
  %block376 = load <32 x float>, ptr %7443, align 4
  %7444 = fcmp ogt <32 x float> %block376, %max_best369.0886
  %7445 = fcmp uno <32 x float> %block376, zeroinitializer
  %7446 = fcmp ord <32 x float> %max_best369.0886, zeroinitializer
  %7447 = and <32 x i1> %7446, %7445
  %take377 = or <32 x i1> %7444, %7447
  %7448 = select <32 x i1> %take377, <32 x float> %block376, <32 x float> %max_best369.0886
  %7449 = insertelement <32 x i64> poison, i64 %max_block375887, i64 0
  %7450 = shufflevector <32 x i64> %7449, <32 x i64> poison, <32 x i32> zeroinitializer
  %7451 = or disjoint <32 x i64> %7450, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %7452 = select <32 x i1> %take377, <32 x i64> %7451, <32 x i64> %max_index370.0885
  %7453 = or disjoint i64 %max_block375887, 32
  %7454 = getelementptr inbounds float, ptr %scratch, i64 %7453
  %block376.1 = load <32 x float>, ptr %7454, align 4
  %7455 = fcmp ogt <32 x float> %block376.1, %7448
  %7456 = fcmp uno <32 x float> %block376.1, zeroinitializer
  %7457 = fcmp ord <32 x float> %7448, zeroinitializer
  %7458 = and <32 x i1> %7457, %7456
  %take377.1 = or <32 x i1> %7455, %7458
  %7459 = select <32 x i1> %take377.1, <32 x float> %block376.1, <32 x float> %7448
  %7460 = insertelement <32 x i64> poison, i64 %7453, i64 0
  %7461 = shufflevector <32 x i64> %7460, <32 x i64> poison, <32 x i32> zeroinitializer
  %7462 = or disjoint <32 x i64> %7461, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %7463 = select <32 x i1> %take377.1, <32 x i64> %7462, <32 x i64> %7452
  %7464 = add nuw i64 %max_block375887, 64
  %niter4141.next.1 = add i64 %niter4141, 2
  %niter4141.ncmp.1.not = icmp eq i64 %niter4141.next.1, %unroll_iter4140
  br i1 %niter4141.ncmp.1.not, label %max_block.exit374.loopexit.unr-lcssa, label %max_block.body373

max_block.exit374.loopexit.unr-lcssa:             ; preds = %max_block.body373
  br i1 %lcmp.mod4136.not, label %max_block.exit374, label %max_block.body373.epil.preheader

max_block.body373.epil.preheader:                 ; preds = %max_block.exit374.loopexit.unr-lcssa, %max_block.body373.preheader
  %max_block375887.epil.init = phi i64 [ 0, %max_block.body373.preheader ], [ %7464, %max_block.exit374.loopexit.unr-lcssa ]
  %max_best369.0886.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body373.preheader ], [ %7459, %max_block.exit374.loopexit.unr-lcssa ]
  %max_index370.0885.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body373.preheader ], [ %7463, %max_block.exit374.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4139)
  %7465 = getelementptr inbounds float, ptr %scratch, i64 %max_block375887.epil.init
  %block376.epil = load <32 x float>, ptr %7465, align 4
  %7466 = fcmp ogt <32 x float> %block376.epil, %max_best369.0886.epil.init
  %7467 = fcmp uno <32 x float> %block376.epil, zeroinitializer
  %7468 = fcmp ord <32 x float> %max_best369.0886.epil.init, zeroinitializer
  %7469 = and <32 x i1> %7468, %7467
  %take377.epil = or <32 x i1> %7466, %7469
  %7470 = select <32 x i1> %take377.epil, <32 x float> %block376.epil, <32 x float> %max_best369.0886.epil.init
  %7471 = insertelement <32 x i64> poison, i64 %max_block375887.epil.init, i64 0
  %7472 = shufflevector <32 x i64> %7471, <32 x i64> poison, <32 x i32> zeroinitializer
  %7473 = or disjoint <32 x i64> %7472, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %7474 = select <32 x i1> %take377.epil, <32 x i64> %7473, <32 x i64> %max_index370.0885.epil.init
  br label %max_block.exit374

max_block.exit374:                                ; preds = %max_block.body373.epil.preheader, %max_block.exit374.loopexit.unr-lcssa, %feature.header358.preheader, %max_block.header372.preheader
  %uniforms.sroa.36.014221431 = phi float [ %uniforms.sroa.36.014221430, %max_block.header372.preheader ], [ %uniforms.sroa.36.0, %feature.header358.preheader ], [ %uniforms.sroa.36.014221430, %max_block.exit374.loopexit.unr-lcssa ], [ %uniforms.sroa.36.014221430, %max_block.body373.epil.preheader ]
  %uniforms.sroa.25.014241429 = phi float [ %uniforms.sroa.25.014241428, %max_block.header372.preheader ], [ %uniforms.sroa.25.0, %feature.header358.preheader ], [ %uniforms.sroa.25.014241428, %max_block.exit374.loopexit.unr-lcssa ], [ %uniforms.sroa.25.014241428, %max_block.body373.epil.preheader ]
  %max_index370.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header372.preheader ], [ zeroinitializer, %feature.header358.preheader ], [ %7463, %max_block.exit374.loopexit.unr-lcssa ], [ %7474, %max_block.body373.epil.preheader ]
  %max_best369.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header372.preheader ], [ splat (float 0xFFF0000000000000), %feature.header358.preheader ], [ %7459, %max_block.exit374.loopexit.unr-lcssa ], [ %7470, %max_block.body373.epil.preheader ]
  %7475 = extractelement <32 x float> %max_best369.0.lcssa, i64 0
  %7476 = extractelement <32 x i64> %max_index370.0.lcssa, i64 0
  %7477 = fcmp une float %7475, 0xFFF0000000000000
  %7478 = select i1 %7477, i64 %7476, i64 0
  %7479 = extractelement <32 x float> %max_best369.0.lcssa, i64 1
  %7480 = extractelement <32 x i64> %max_index370.0.lcssa, i64 1
  %7481 = fcmp uno float %7479, 0.000000e+00
  %7482 = fcmp ord float %7475, 0.000000e+00
  %7483 = icmp ult i64 %7480, %7478
  %7484 = fcmp ogt float %7479, %7475
  %7485 = fcmp oeq float %7479, %7475
  %7486 = or i1 %7482, %7483
  %7487 = and i1 %7485, %7483
  %7488 = or i1 %7484, %7487
  %7489 = select i1 %7481, i1 %7486, i1 %7488
  %7490 = select i1 %7489, float %7479, float %7475
  %7491 = select i1 %7489, i64 %7480, i64 %7478
  %7492 = extractelement <32 x float> %max_best369.0.lcssa, i64 2
  %7493 = extractelement <32 x i64> %max_index370.0.lcssa, i64 2
  %7494 = fcmp uno float %7492, 0.000000e+00
  %7495 = fcmp ord float %7490, 0.000000e+00
  %7496 = icmp ult i64 %7493, %7491
  %7497 = fcmp ogt float %7492, %7490
  %7498 = fcmp oeq float %7492, %7490
  %7499 = or i1 %7495, %7496
  %7500 = and i1 %7498, %7496
  %7501 = or i1 %7497, %7500
  %7502 = select i1 %7494, i1 %7499, i1 %7501
  %7503 = select i1 %7502, float %7492, float %7490
  %7504 = select i1 %7502, i64 %7493, i64 %7491
  %7505 = extractelement <32 x float> %max_best369.0.lcssa, i64 3
  %7506 = extractelement <32 x i64> %max_index370.0.lcssa, i64 3
  %7507 = fcmp uno float %7505, 0.000000e+00
  %7508 = fcmp ord float %7503, 0.000000e+00
  %7509 = icmp ult i64 %7506, %7504
  %7510 = fcmp ogt float %7505, %7503
  %7511 = fcmp oeq float %7505, %7503
  %7512 = or i1 %7508, %7509
  %7513 = and i1 %7511, %7509
  %7514 = or i1 %7510, %7513
  %7515 = select i1 %7507, i1 %7512, i1 %7514
  %7516 = select i1 %7515, float %7505, float %7503
  %7517 = select i1 %7515, i64 %7506, i64 %7504
  %7518 = extractelement <32 x float> %max_best369.0.lcssa, i64 4
  %7519 = extractelement <32 x i64> %max_index370.0.lcssa, i64 4
  %7520 = fcmp uno float %7518, 0.000000e+00
  %7521 = fcmp ord float %7516, 0.000000e+00
  %7522 = icmp ult i64 %7519, %7517
  %7523 = fcmp ogt float %7518, %7516
  %7524 = fcmp oeq float %7518, %7516
  %7525 = or i1 %7521, %7522
  %7526 = and i1 %7524, %7522
  %7527 = or i1 %7523, %7526
  %7528 = select i1 %7520, i1 %7525, i1 %7527
  %7529 = select i1 %7528, float %7518, float %7516
  %7530 = select i1 %7528, i64 %7519, i64 %7517
  %7531 = extractelement <32 x float> %max_best369.0.lcssa, i64 5
  %7532 = extractelement <32 x i64> %max_index370.0.lcssa, i64 5
  %7533 = fcmp uno float %7531, 0.000000e+00
  %7534 = fcmp ord float %7529, 0.000000e+00
  %7535 = icmp ult i64 %7532, %7530
  %7536 = fcmp ogt float %7531, %7529
  %7537 = fcmp oeq float %7531, %7529
  %7538 = or i1 %7534, %7535
  %7539 = and i1 %7537, %7535
  %7540 = or i1 %7536, %7539
  %7541 = select i1 %7533, i1 %7538, i1 %7540
  %7542 = select i1 %7541, float %7531, float %7529
  %7543 = select i1 %7541, i64 %7532, i64 %7530
  %7544 = extractelement <32 x float> %max_best369.0.lcssa, i64 6
  %7545 = extractelement <32 x i64> %max_index370.0.lcssa, i64 6
  %7546 = fcmp uno float %7544, 0.000000e+00
  %7547 = fcmp ord float %7542, 0.000000e+00
  %7548 = icmp ult i64 %7545, %7543
  %7549 = fcmp ogt float %7544, %7542
  %7550 = fcmp oeq float %7544, %7542
  %7551 = or i1 %7547, %7548
  %7552 = and i1 %7550, %7548
  %7553 = or i1 %7549, %7552
  %7554 = select i1 %7546, i1 %7551, i1 %7553
  %7555 = select i1 %7554, float %7544, float %7542
  %7556 = select i1 %7554, i64 %7545, i64 %7543
  %7557 = extractelement <32 x float> %max_best369.0.lcssa, i64 7
  %7558 = extractelement <32 x i64> %max_index370.0.lcssa, i64 7
  %7559 = fcmp uno float %7557, 0.000000e+00
  %7560 = fcmp ord float %7555, 0.000000e+00
  %7561 = icmp ult i64 %7558, %7556
  %7562 = fcmp ogt float %7557, %7555
  %7563 = fcmp oeq float %7557, %7555
  %7564 = or i1 %7560, %7561
  %7565 = and i1 %7563, %7561
  %7566 = or i1 %7562, %7565
  %7567 = select i1 %7559, i1 %7564, i1 %7566
  %7568 = select i1 %7567, float %7557, float %7555
  %7569 = select i1 %7567, i64 %7558, i64 %7556
  %7570 = extractelement <32 x float> %max_best369.0.lcssa, i64 8
  %7571 = extractelement <32 x i64> %max_index370.0.lcssa, i64 8
  %7572 = fcmp uno float %7570, 0.000000e+00
  %7573 = fcmp ord float %7568, 0.000000e+00
  %7574 = icmp ult i64 %7571, %7569
  %7575 = fcmp ogt float %7570, %7568
  %7576 = fcmp oeq float %7570, %7568
  %7577 = or i1 %7573, %7574
  %7578 = and i1 %7576, %7574
  %7579 = or i1 %7575, %7578
  %7580 = select i1 %7572, i1 %7577, i1 %7579
  %7581 = select i1 %7580, float %7570, float %7568
  %7582 = select i1 %7580, i64 %7571, i64 %7569
  %7583 = extractelement <32 x float> %max_best369.0.lcssa, i64 9
  %7584 = extractelement <32 x i64> %max_index370.0.lcssa, i64 9
  %7585 = fcmp uno float %7583, 0.000000e+00
  %7586 = fcmp ord float %7581, 0.000000e+00
  %7587 = icmp ult i64 %7584, %7582
  %7588 = fcmp ogt float %7583, %7581
  %7589 = fcmp oeq float %7583, %7581
  %7590 = or i1 %7586, %7587
  %7591 = and i1 %7589, %7587
  %7592 = or i1 %7588, %7591
  %7593 = select i1 %7585, i1 %7590, i1 %7592
  %7594 = select i1 %7593, float %7583, float %7581
  %7595 = select i1 %7593, i64 %7584, i64 %7582
  %7596 = extractelement <32 x float> %max_best369.0.lcssa, i64 10
  %7597 = extractelement <32 x i64> %max_index370.0.lcssa, i64 10
  %7598 = fcmp uno float %7596, 0.000000e+00
  %7599 = fcmp ord float %7594, 0.000000e+00
  %7600 = icmp ult i64 %7597, %7595
  %7601 = fcmp ogt float %7596, %7594
  %7602 = fcmp oeq float %7596, %7594
  %7603 = or i1 %7599, %7600
  %7604 = and i1 %7602, %7600
  %7605 = or i1 %7601, %7604
  %7606 = select i1 %7598, i1 %7603, i1 %7605
  %7607 = select i1 %7606, float %7596, float %7594
  %7608 = select i1 %7606, i64 %7597, i64 %7595
  %7609 = extractelement <32 x float> %max_best369.0.lcssa, i64 11
  %7610 = extractelement <32 x i64> %max_index370.0.lcssa, i64 11
  %7611 = fcmp uno float %7609, 0.000000e+00
  %7612 = fcmp ord float %7607, 0.000000e+00
  %7613 = icmp ult i64 %7610, %7608
  %7614 = fcmp ogt float %7609, %7607
  %7615 = fcmp oeq float %7609, %7607
  %7616 = or i1 %7612, %7613
  %7617 = and i1 %7615, %7613
  %7618 = or i1 %7614, %7617
  %7619 = select i1 %7611, i1 %7616, i1 %7618
  %7620 = select i1 %7619, float %7609, float %7607
  %7621 = select i1 %7619, i64 %7610, i64 %7608
  %7622 = extractelement <32 x float> %max_best369.0.lcssa, i64 12
  %7623 = extractelement <32 x i64> %max_index370.0.lcssa, i64 12
  %7624 = fcmp uno float %7622, 0.000000e+00
  %7625 = fcmp ord float %7620, 0.000000e+00
  %7626 = icmp ult i64 %7623, %7621
  %7627 = fcmp ogt float %7622, %7620
  %7628 = fcmp oeq float %7622, %7620
  %7629 = or i1 %7625, %7626
  %7630 = and i1 %7628, %7626
  %7631 = or i1 %7627, %7630
  %7632 = select i1 %7624, i1 %7629, i1 %7631
  %7633 = select i1 %7632, float %7622, float %7620
  %7634 = select i1 %7632, i64 %7623, i64 %7621
  %7635 = extractelement <32 x float> %max_best369.0.lcssa, i64 13
  %7636 = extractelement <32 x i64> %max_index370.0.lcssa, i64 13
  %7637 = fcmp uno float %7635, 0.000000e+00
  %7638 = fcmp ord float %7633, 0.000000e+00
  %7639 = icmp ult i64 %7636, %7634
  %7640 = fcmp ogt float %7635, %7633
  %7641 = fcmp oeq float %7635, %7633
  %7642 = or i1 %7638, %7639
  %7643 = and i1 %7641, %7639
  %7644 = or i1 %7640, %7643
  %7645 = select i1 %7637, i1 %7642, i1 %7644
  %7646 = select i1 %7645, float %7635, float %7633
  %7647 = select i1 %7645, i64 %7636, i64 %7634
  %7648 = extractelement <32 x float> %max_best369.0.lcssa, i64 14
  %7649 = extractelement <32 x i64> %max_index370.0.lcssa, i64 14
  %7650 = fcmp uno float %7648, 0.000000e+00
  %7651 = fcmp ord float %7646, 0.000000e+00
  %7652 = icmp ult i64 %7649, %7647
  %7653 = fcmp ogt float %7648, %7646
  %7654 = fcmp oeq float %7648, %7646
  %7655 = or i1 %7651, %7652
  %7656 = and i1 %7654, %7652
  %7657 = or i1 %7653, %7656
  %7658 = select i1 %7650, i1 %7655, i1 %7657
  %7659 = select i1 %7658, float %7648, float %7646
  %7660 = select i1 %7658, i64 %7649, i64 %7647
  %7661 = extractelement <32 x float> %max_best369.0.lcssa, i64 15
  %7662 = extractelement <32 x i64> %max_index370.0.lcssa, i64 15
  %7663 = fcmp uno float %7661, 0.000000e+00
  %7664 = fcmp ord float %7659, 0.000000e+00
  %7665 = icmp ult i64 %7662, %7660
  %7666 = fcmp ogt float %7661, %7659
  %7667 = fcmp oeq float %7661, %7659
  %7668 = or i1 %7664, %7665
  %7669 = and i1 %7667, %7665
  %7670 = or i1 %7666, %7669
  %7671 = select i1 %7663, i1 %7668, i1 %7670
  %7672 = select i1 %7671, float %7661, float %7659
  %7673 = select i1 %7671, i64 %7662, i64 %7660
  %7674 = extractelement <32 x float> %max_best369.0.lcssa, i64 16
  %7675 = extractelement <32 x i64> %max_index370.0.lcssa, i64 16
  %7676 = fcmp uno float %7674, 0.000000e+00
  %7677 = fcmp ord float %7672, 0.000000e+00
  %7678 = icmp ult i64 %7675, %7673
  %7679 = fcmp ogt float %7674, %7672
  %7680 = fcmp oeq float %7674, %7672
  %7681 = or i1 %7677, %7678
  %7682 = and i1 %7680, %7678
  %7683 = or i1 %7679, %7682
  %7684 = select i1 %7676, i1 %7681, i1 %7683
  %7685 = select i1 %7684, float %7674, float %7672
  %7686 = select i1 %7684, i64 %7675, i64 %7673
  %7687 = extractelement <32 x float> %max_best369.0.lcssa, i64 17
  %7688 = extractelement <32 x i64> %max_index370.0.lcssa, i64 17
  %7689 = fcmp uno float %7687, 0.000000e+00
  %7690 = fcmp ord float %7685, 0.000000e+00
  %7691 = icmp ult i64 %7688, %7686
  %7692 = fcmp ogt float %7687, %7685
  %7693 = fcmp oeq float %7687, %7685
  %7694 = or i1 %7690, %7691
  %7695 = and i1 %7693, %7691
  %7696 = or i1 %7692, %7695
  %7697 = select i1 %7689, i1 %7694, i1 %7696
  %7698 = select i1 %7697, float %7687, float %7685
  %7699 = select i1 %7697, i64 %7688, i64 %7686
  %7700 = extractelement <32 x float> %max_best369.0.lcssa, i64 18
  %7701 = extractelement <32 x i64> %max_index370.0.lcssa, i64 18
  %7702 = fcmp uno float %7700, 0.000000e+00
  %7703 = fcmp ord float %7698, 0.000000e+00
  %7704 = icmp ult i64 %7701, %7699
  %7705 = fcmp ogt float %7700, %7698
  %7706 = fcmp oeq float %7700, %7698
  %7707 = or i1 %7703, %7704
  %7708 = and i1 %7706, %7704
  %7709 = or i1 %7705, %7708
  %7710 = select i1 %7702, i1 %7707, i1 %7709
  %7711 = select i1 %7710, float %7700, float %7698
  %7712 = select i1 %7710, i64 %7701, i64 %7699
  %7713 = extractelement <32 x float> %max_best369.0.lcssa, i64 19
  %7714 = extractelement <32 x i64> %max_index370.0.lcssa, i64 19
  %7715 = fcmp uno float %7713, 0.000000e+00
  %7716 = fcmp ord float %7711, 0.000000e+00
  %7717 = icmp ult i64 %7714, %7712
  %7718 = fcmp ogt float %7713, %7711
  %7719 = fcmp oeq float %7713, %7711
  %7720 = or i1 %7716, %7717
  %7721 = and i1 %7719, %7717
  %7722 = or i1 %7718, %7721
  %7723 = select i1 %7715, i1 %7720, i1 %7722
  %7724 = select i1 %7723, float %7713, float %7711
  %7725 = select i1 %7723, i64 %7714, i64 %7712
  %7726 = extractelement <32 x float> %max_best369.0.lcssa, i64 20
  %7727 = extractelement <32 x i64> %max_index370.0.lcssa, i64 20
  %7728 = fcmp uno float %7726, 0.000000e+00
  %7729 = fcmp ord float %7724, 0.000000e+00
  %7730 = icmp ult i64 %7727, %7725
  %7731 = fcmp ogt float %7726, %7724
  %7732 = fcmp oeq float %7726, %7724
  %7733 = or i1 %7729, %7730
  %7734 = and i1 %7732, %7730
  %7735 = or i1 %7731, %7734
  %7736 = select i1 %7728, i1 %7733, i1 %7735
  %7737 = select i1 %7736, float %7726, float %7724
  %7738 = select i1 %7736, i64 %7727, i64 %7725
  %7739 = extractelement <32 x float> %max_best369.0.lcssa, i64 21
  %7740 = extractelement <32 x i64> %max_index370.0.lcssa, i64 21
  %7741 = fcmp uno float %7739, 0.000000e+00
  %7742 = fcmp ord float %7737, 0.000000e+00
  %7743 = icmp ult i64 %7740, %7738
  %7744 = fcmp ogt float %7739, %7737
  %7745 = fcmp oeq float %7739, %7737
  %7746 = or i1 %7742, %7743
  %7747 = and i1 %7745, %7743
  %7748 = or i1 %7744, %7747
  %7749 = select i1 %7741, i1 %7746, i1 %7748
  %7750 = select i1 %7749, float %7739, float %7737
  %7751 = select i1 %7749, i64 %7740, i64 %7738
  %7752 = extractelement <32 x float> %max_best369.0.lcssa, i64 22
  %7753 = extractelement <32 x i64> %max_index370.0.lcssa, i64 22
  %7754 = fcmp uno float %7752, 0.000000e+00
  %7755 = fcmp ord float %7750, 0.000000e+00
  %7756 = icmp ult i64 %7753, %7751
  %7757 = fcmp ogt float %7752, %7750
  %7758 = fcmp oeq float %7752, %7750
  %7759 = or i1 %7755, %7756
  %7760 = and i1 %7758, %7756
  %7761 = or i1 %7757, %7760
  %7762 = select i1 %7754, i1 %7759, i1 %7761
  %7763 = select i1 %7762, float %7752, float %7750
  %7764 = select i1 %7762, i64 %7753, i64 %7751
  %7765 = extractelement <32 x float> %max_best369.0.lcssa, i64 23
  %7766 = extractelement <32 x i64> %max_index370.0.lcssa, i64 23
  %7767 = fcmp uno float %7765, 0.000000e+00
  %7768 = fcmp ord float %7763, 0.000000e+00
  %7769 = icmp ult i64 %7766, %7764
  %7770 = fcmp ogt float %7765, %7763
  %7771 = fcmp oeq float %7765, %7763
  %7772 = or i1 %7768, %7769
  %7773 = and i1 %7771, %7769
  %7774 = or i1 %7770, %7773
  %7775 = select i1 %7767, i1 %7772, i1 %7774
  %7776 = select i1 %7775, float %7765, float %7763
  %7777 = select i1 %7775, i64 %7766, i64 %7764
  %7778 = extractelement <32 x float> %max_best369.0.lcssa, i64 24
  %7779 = extractelement <32 x i64> %max_index370.0.lcssa, i64 24
  %7780 = fcmp uno float %7778, 0.000000e+00
  %7781 = fcmp ord float %7776, 0.000000e+00
  %7782 = icmp ult i64 %7779, %7777
  %7783 = fcmp ogt float %7778, %7776
  %7784 = fcmp oeq float %7778, %7776
  %7785 = or i1 %7781, %7782
  %7786 = and i1 %7784, %7782
  %7787 = or i1 %7783, %7786
  %7788 = select i1 %7780, i1 %7785, i1 %7787
  %7789 = select i1 %7788, float %7778, float %7776
  %7790 = select i1 %7788, i64 %7779, i64 %7777
  %7791 = extractelement <32 x float> %max_best369.0.lcssa, i64 25
  %7792 = extractelement <32 x i64> %max_index370.0.lcssa, i64 25
  %7793 = fcmp uno float %7791, 0.000000e+00
  %7794 = fcmp ord float %7789, 0.000000e+00
  %7795 = icmp ult i64 %7792, %7790
  %7796 = fcmp ogt float %7791, %7789
  %7797 = fcmp oeq float %7791, %7789
  %7798 = or i1 %7794, %7795
  %7799 = and i1 %7797, %7795
  %7800 = or i1 %7796, %7799
  %7801 = select i1 %7793, i1 %7798, i1 %7800
  %7802 = select i1 %7801, float %7791, float %7789
  %7803 = select i1 %7801, i64 %7792, i64 %7790
  %7804 = extractelement <32 x float> %max_best369.0.lcssa, i64 26
  %7805 = extractelement <32 x i64> %max_index370.0.lcssa, i64 26
  %7806 = fcmp uno float %7804, 0.000000e+00
  %7807 = fcmp ord float %7802, 0.000000e+00
  %7808 = icmp ult i64 %7805, %7803
  %7809 = fcmp ogt float %7804, %7802
  %7810 = fcmp oeq float %7804, %7802
  %7811 = or i1 %7807, %7808
  %7812 = and i1 %7810, %7808
  %7813 = or i1 %7809, %7812
  %7814 = select i1 %7806, i1 %7811, i1 %7813
  %7815 = select i1 %7814, float %7804, float %7802
  %7816 = select i1 %7814, i64 %7805, i64 %7803
  %7817 = extractelement <32 x float> %max_best369.0.lcssa, i64 27
  %7818 = extractelement <32 x i64> %max_index370.0.lcssa, i64 27
  %7819 = fcmp uno float %7817, 0.000000e+00
  %7820 = fcmp ord float %7815, 0.000000e+00
  %7821 = icmp ult i64 %7818, %7816
  %7822 = fcmp ogt float %7817, %7815
  %7823 = fcmp oeq float %7817, %7815
  %7824 = or i1 %7820, %7821
  %7825 = and i1 %7823, %7821
  %7826 = or i1 %7822, %7825
  %7827 = select i1 %7819, i1 %7824, i1 %7826
  %7828 = select i1 %7827, float %7817, float %7815
  %7829 = select i1 %7827, i64 %7818, i64 %7816
  %7830 = extractelement <32 x float> %max_best369.0.lcssa, i64 28
  %7831 = extractelement <32 x i64> %max_index370.0.lcssa, i64 28
  %7832 = fcmp uno float %7830, 0.000000e+00
  %7833 = fcmp ord float %7828, 0.000000e+00
  %7834 = icmp ult i64 %7831, %7829
  %7835 = fcmp ogt float %7830, %7828
  %7836 = fcmp oeq float %7830, %7828
  %7837 = or i1 %7833, %7834
  %7838 = and i1 %7836, %7834
  %7839 = or i1 %7835, %7838
  %7840 = select i1 %7832, i1 %7837, i1 %7839
  %7841 = select i1 %7840, float %7830, float %7828
  %7842 = select i1 %7840, i64 %7831, i64 %7829
  %7843 = extractelement <32 x float> %max_best369.0.lcssa, i64 29
  %7844 = extractelement <32 x i64> %max_index370.0.lcssa, i64 29
  %7845 = fcmp uno float %7843, 0.000000e+00
  %7846 = fcmp ord float %7841, 0.000000e+00
  %7847 = icmp ult i64 %7844, %7842
  %7848 = fcmp ogt float %7843, %7841
  %7849 = fcmp oeq float %7843, %7841
  %7850 = or i1 %7846, %7847
  %7851 = and i1 %7849, %7847
  %7852 = or i1 %7848, %7851
  %7853 = select i1 %7845, i1 %7850, i1 %7852
  %7854 = select i1 %7853, float %7843, float %7841
  %7855 = select i1 %7853, i64 %7844, i64 %7842
  %7856 = extractelement <32 x float> %max_best369.0.lcssa, i64 30
  %7857 = extractelement <32 x i64> %max_index370.0.lcssa, i64 30
  %7858 = fcmp uno float %7856, 0.000000e+00
  %7859 = fcmp ord float %7854, 0.000000e+00
  %7860 = icmp ult i64 %7857, %7855
  %7861 = fcmp ogt float %7856, %7854
  %7862 = fcmp oeq float %7856, %7854
  %7863 = or i1 %7859, %7860
  %7864 = and i1 %7862, %7860
  %7865 = or i1 %7861, %7864
  %7866 = select i1 %7858, i1 %7863, i1 %7865
  %7867 = select i1 %7866, float %7856, float %7854
  %7868 = select i1 %7866, i64 %7857, i64 %7855
  %7869 = extractelement <32 x float> %max_best369.0.lcssa, i64 31
  %7870 = extractelement <32 x i64> %max_index370.0.lcssa, i64 31
  %7871 = fcmp uno float %7869, 0.000000e+00
  %7872 = fcmp ord float %7867, 0.000000e+00
  %7873 = icmp ult i64 %7870, %7868
  %7874 = fcmp ogt float %7869, %7867
  %7875 = fcmp oeq float %7869, %7867
  %7876 = or i1 %7872, %7873
  %7877 = and i1 %7875, %7873
  %7878 = or i1 %7874, %7877
  %7879 = select i1 %7871, i1 %7876, i1 %7878
  %7880 = select i1 %7879, float %7869, float %7867
  br i1 %.not971, label %feature.header389.preheader, label %fold_tail.body379

feature.header389.preheader:                      ; preds = %fold_tail.body379, %max_block.exit374
  %fold_value364.0.lcssa = phi float [ %7880, %max_block.exit374 ], [ %7945, %fold_tail.body379 ]
  br i1 %.not969, label %search.feature.exit425, label %feature.body390.preheader

feature.body390.preheader:                        ; preds = %feature.header389.preheader
  %diff.check2017 = icmp ult i64 %3743, 32
  %or.cond3695 = select i1 %min.iters.check2019, i1 true, i1 %diff.check2017
  br i1 %or.cond3695, label %feature.body390.preheader3729, label %vector.ph2020

vector.ph2020:                                    ; preds = %feature.body390.preheader
  %broadcast.splatinsert2025 = insertelement <8 x float> poison, float %uniforms.sroa.25.014241429, i64 0
  %broadcast.splat2026 = shufflevector <8 x float> %broadcast.splatinsert2025, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2027 = insertelement <8 x float> poison, float %uniforms.sroa.36.014221431, i64 0
  %broadcast.splat2028 = shufflevector <8 x float> %broadcast.splatinsert2027, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2029 = insertelement <8 x float> poison, float %fold_value364.0.lcssa, i64 0
  %broadcast.splat2030 = shufflevector <8 x float> %broadcast.splatinsert2029, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body2031

vector.body2031:                                  ; preds = %vector.body2031, %vector.ph2020
  %index2032 = phi i64 [ 0, %vector.ph2020 ], [ %index.next2035, %vector.body2031 ]
  %vec.ind2033 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2020 ], [ %vec.ind.next2036, %vector.body2031 ]
  %7881 = getelementptr inbounds float, ptr %3751, i64 %index2032
  %wide.load2034 = load <8 x float>, ptr %7881, align 4
  %7882 = fmul <8 x float> %broadcast.splat2024, %wide.load2034
  %7883 = uitofp <8 x i64> %vec.ind2033 to <8 x float>
  %7884 = fcmp ogt <8 x float> %wide.load2034, %broadcast.splat2026
  %7885 = select <8 x i1> %7884, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7886 = fcmp oeq <8 x float> %wide.load2034, %broadcast.splat2026
  %7887 = fcmp oge <8 x float> %broadcast.splat2028, %7883
  %7888 = select <8 x i1> %7886, <8 x i1> %7887, <8 x i1> zeroinitializer
  %7889 = select <8 x i1> %7888, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7890 = fcmp ogt <8 x float> %7889, %7885
  %7891 = select <8 x i1> %7890, <8 x float> %7889, <8 x float> %7885
  %7892 = fsub <8 x float> %7882, %broadcast.splat2030
  %7893 = fcmp olt <8 x float> %7892, splat (float -1.040000e+02)
  %7894 = select <8 x i1> %7893, <8 x float> splat (float -1.040000e+02), <8 x float> %7892
  %7895 = fcmp ogt <8 x float> %7894, splat (float 8.900000e+01)
  %7896 = select <8 x i1> %7895, <8 x float> splat (float 8.900000e+01), <8 x float> %7894
  %7897 = fmul <8 x float> %7896, splat (float 0x3FF7154760000000)
  %7898 = fadd <8 x float> %7897, splat (float 0x4168000000000000)
  %7899 = fadd <8 x float> %7898, splat (float 0xC168000000000000)
  %7900 = bitcast <8 x float> %7898 to <8 x i32>
  %7901 = fmul <8 x float> %7899, splat (float 0x3FE62E4000000000)
  %7902 = fsub <8 x float> %7896, %7901
  %7903 = fmul <8 x float> %7899, splat (float 0x3EB7F7D1C0000000)
  %7904 = fsub <8 x float> %7902, %7903
  %7905 = fmul <8 x float> %7904, %7904
  %7906 = fmul <8 x float> %7905, splat (float 0x3E66376980000000)
  %7907 = fadd <8 x float> %7906, splat (float 0xBEBBBD41C0000000)
  %7908 = fmul <8 x float> %7905, %7907
  %7909 = fadd <8 x float> %7908, splat (float 0x3F11566AA0000000)
  %7910 = fmul <8 x float> %7905, %7909
  %7911 = fadd <8 x float> %7910, splat (float 0xBF66C16C20000000)
  %7912 = fmul <8 x float> %7905, %7911
  %7913 = fadd <8 x float> %7912, splat (float 0x3FC5555560000000)
  %7914 = fmul <8 x float> %7905, %7913
  %7915 = fsub <8 x float> %7904, %7914
  %7916 = fmul <8 x float> %7904, %7915
  %7917 = fsub <8 x float> splat (float 2.000000e+00), %7915
  %7918 = fdiv <8 x float> %7916, %7917
  %7919 = fsub <8 x float> %7903, %7918
  %7920 = fsub <8 x float> %7902, %7919
  %7921 = fadd <8 x float> %7920, splat (float 1.000000e+00)
  %7922 = add <8 x i32> %7900, splat (i32 -1262485248)
  %7923 = lshr <8 x i32> %7922, splat (i32 1)
  %7924 = add <8 x i32> %7900, splat (i32 255)
  %7925 = sub <8 x i32> %7924, %7923
  %7926 = shl <8 x i32> %7923, splat (i32 23)
  %7927 = add <8 x i32> %7926, splat (i32 -8388608)
  %7928 = shl <8 x i32> %7925, splat (i32 23)
  %7929 = bitcast <8 x i32> %7927 to <8 x float>
  %7930 = bitcast <8 x i32> %7928 to <8 x float>
  %7931 = fmul <8 x float> %7921, %7929
  %7932 = fmul <8 x float> %7931, %7930
  %7933 = fcmp uno <8 x float> %7892, zeroinitializer
  %7934 = select <8 x i1> %7933, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %7932
  %7935 = fcmp une <8 x float> %7891, zeroinitializer
  %7936 = select <8 x i1> %7935, <8 x float> %7934, <8 x float> zeroinitializer
  %7937 = getelementptr inbounds float, ptr %scratch, i64 %index2032
  store <8 x float> %7936, ptr %7937, align 4
  %index.next2035 = add nuw i64 %index2032, 8
  %vec.ind.next2036 = add nuw <8 x i64> %vec.ind2033, splat (i64 8)
  %7938 = icmp eq i64 %index.next2035, %n.vec2022
  br i1 %7938, label %middle.block2037, label %vector.body2031, !llvm.loop !127

middle.block2037:                                 ; preds = %vector.body2031
  br i1 %cmp.n2038, label %fold_sums.body.preheader, label %feature.body390.preheader3729

feature.body390.preheader3729:                    ; preds = %feature.body390.preheader, %middle.block2037
  %feature392894.ph = phi i64 [ 0, %feature.body390.preheader ], [ %n.vec2022, %middle.block2037 ]
  br label %feature.body390

fold_sums.body.preheader:                         ; preds = %feature.body390, %middle.block2037
  br i1 %3726, label %fold_sums.body.epil.preheader, label %fold_sums.body

fold_tail.body379:                                ; preds = %max_block.exit374, %fold_tail.body379
  %fold_tail381892 = phi i64 [ %7946, %fold_tail.body379 ], [ %blocks_end216, %max_block.exit374 ]
  %fold_value364.0891 = phi float [ %7945, %fold_tail.body379 ], [ %7880, %max_block.exit374 ]
  %7939 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail381892
  %7940 = load float, ptr %7939, align 4
  %7941 = fcmp ogt float %7940, %fold_value364.0891
  %7942 = fcmp uno float %7940, 0.000000e+00
  %7943 = fcmp ord float %fold_value364.0891, 0.000000e+00
  %7944 = and i1 %7943, %7942
  %take382 = or i1 %7941, %7944
  %7945 = select i1 %take382, float %7940, float %fold_value364.0891
  %7946 = add nuw i64 %fold_tail381892, 1
  %7947 = icmp ult i64 %7946, %n_features
  br i1 %7947, label %fold_tail.body379, label %feature.header389.preheader

feature.body390:                                  ; preds = %feature.body390.preheader3729, %feature.body390
  %feature392894 = phi i64 [ %8004, %feature.body390 ], [ %feature392894.ph, %feature.body390.preheader3729 ]
  %7948 = getelementptr inbounds float, ptr %3751, i64 %feature392894
  %7949 = load float, ptr %7948, align 4
  %7950 = fmul float %inv_t, %7949
  %feature393 = uitofp i64 %feature392894 to float
  %7951 = fcmp ogt float %7949, %uniforms.sroa.25.014241429
  %7952 = select i1 %7951, float 1.000000e+00, float 0.000000e+00
  %7953 = fcmp oeq float %7949, %uniforms.sroa.25.014241429
  %7954 = fcmp oge float %uniforms.sroa.36.014221431, %feature393
  %7955 = select i1 %7953, i1 %7954, i1 false
  %7956 = select i1 %7955, float 1.000000e+00, float 0.000000e+00
  %7957 = fcmp ogt float %7956, %7952
  %max394 = select i1 %7957, float %7956, float %7952
  %7958 = fsub float %7950, %fold_value364.0.lcssa
  %7959 = fcmp olt float %7958, -1.040000e+02
  %7960 = select i1 %7959, float -1.040000e+02, float %7958
  %7961 = fcmp ogt float %7960, 8.900000e+01
  %7962 = select i1 %7961, float 8.900000e+01, float %7960
  %7963 = fmul float %7962, 0x3FF7154760000000
  %7964 = fadd float %7963, 0x4168000000000000
  %7965 = fadd float %7964, 0xC168000000000000
  %7966 = bitcast float %7964 to i32
  %7967 = fmul float %7965, 0x3FE62E4000000000
  %7968 = fsub float %7962, %7967
  %7969 = fmul float %7965, 0x3EB7F7D1C0000000
  %7970 = fsub float %7968, %7969
  %7971 = fmul float %7970, %7970
  %7972 = fmul float %7971, 0x3E66376980000000
  %7973 = fadd float %7972, 0xBEBBBD41C0000000
  %7974 = fmul float %7971, %7973
  %7975 = fadd float %7974, 0x3F11566AA0000000
  %7976 = fmul float %7971, %7975
  %7977 = fadd float %7976, 0xBF66C16C20000000
  %7978 = fmul float %7971, %7977
  %7979 = fadd float %7978, 0x3FC5555560000000
  %7980 = fmul float %7971, %7979
  %7981 = fsub float %7970, %7980
  %7982 = fmul float %7970, %7981
  %7983 = fsub float 2.000000e+00, %7981
  %7984 = fdiv float %7982, %7983
  %7985 = fsub float %7969, %7984
  %7986 = fsub float %7968, %7985
  %7987 = fadd float %7986, 1.000000e+00
  %7988 = add i32 %7966, -1262485248
  %7989 = lshr i32 %7988, 1
  %7990 = add i32 %7966, 255
  %7991 = sub i32 %7990, %7989
  %7992 = shl i32 %7989, 23
  %7993 = add i32 %7992, -8388608
  %7994 = shl i32 %7991, 23
  %7995 = bitcast i32 %7993 to float
  %7996 = bitcast i32 %7994 to float
  %7997 = fmul float %7987, %7995
  %7998 = fmul float %7997, %7996
  %7999 = fcmp uno float %7958, 0.000000e+00
  %8000 = select i1 %7999, float 0x7FF8000000000000, float %7998
  %8001 = fcmp une float %max394, 0.000000e+00
  %8002 = select i1 %8001, float %8000, float 0.000000e+00
  %8003 = getelementptr inbounds float, ptr %scratch, i64 %feature392894
  store float %8002, ptr %8003, align 4
  %8004 = add nuw i64 %feature392894, 1
  %exitcond1098.not = icmp eq i64 %8004, %n_features
  br i1 %exitcond1098.not, label %fold_sums.body.preheader, label %feature.body390, !llvm.loop !128

feature.body407.preheader.unr-lcssa:              ; preds = %fold_sums.body
  br i1 %lcmp.mod4144.not, label %feature.body407.preheader, label %fold_sums.body.epil.preheader

fold_sums.body.epil.preheader:                    ; preds = %feature.body407.preheader.unr-lcssa, %fold_sums.body.preheader
  %fold_sums896.epil.init = phi i64 [ 0, %fold_sums.body.preheader ], [ %8109, %feature.body407.preheader.unr-lcssa ]
  %fold_value395.0895.epil.init = phi float [ 0.000000e+00, %fold_sums.body.preheader ], [ %8108, %feature.body407.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4146)
  br label %fold_sums.body.epil

fold_sums.body.epil:                              ; preds = %fold_sums.body.epil, %fold_sums.body.epil.preheader
  %fold_sums896.epil = phi i64 [ %8008, %fold_sums.body.epil ], [ %fold_sums896.epil.init, %fold_sums.body.epil.preheader ]
  %fold_value395.0895.epil = phi float [ %8007, %fold_sums.body.epil ], [ %fold_value395.0895.epil.init, %fold_sums.body.epil.preheader ]
  %epil.iter4143 = phi i64 [ %epil.iter4143.next, %fold_sums.body.epil ], [ 0, %fold_sums.body.epil.preheader ]
  %8005 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums896.epil
  %8006 = load float, ptr %8005, align 4
  %8007 = fadd float %fold_value395.0895.epil, %8006
  %8008 = add nuw i64 %fold_sums896.epil, 1
  %epil.iter4143.next = add i64 %epil.iter4143, 1
  %epil.iter4143.cmp.not = icmp eq i64 %epil.iter4143.next, %xtraiter4142
  br i1 %epil.iter4143.cmp.not, label %feature.body407.preheader, label %fold_sums.body.epil, !llvm.loop !129

feature.body407.preheader:                        ; preds = %fold_sums.body.epil, %feature.body407.preheader.unr-lcssa
  %.lcssa3948 = phi float [ %8108, %feature.body407.preheader.unr-lcssa ], [ %8007, %fold_sums.body.epil ]
  br i1 %min.iters.check1993, label %feature.body407.preheader3728, label %vector.memcheck1988

vector.memcheck1988:                              ; preds = %feature.body407.preheader
  %diff.check1989 = icmp ult i64 %3745, 32
  %diff.check1990 = icmp ult i64 %3746, 32
  %conflict.rdx1991 = or i1 %diff.check1989, %diff.check1990
  br i1 %conflict.rdx1991, label %feature.body407.preheader3728, label %vector.ph1994

vector.ph1994:                                    ; preds = %vector.memcheck1988
  %broadcast.splatinsert1997 = insertelement <8 x float> poison, float %.lcssa3948, i64 0
  %broadcast.splat1998 = shufflevector <8 x float> %broadcast.splatinsert1997, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2001 = insertelement <8 x float> poison, float %uniforms.sroa.25.014241429, i64 0
  %broadcast.splat2002 = shufflevector <8 x float> %broadcast.splatinsert2001, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2003 = insertelement <8 x float> poison, float %uniforms.sroa.36.014221431, i64 0
  %broadcast.splat2004 = shufflevector <8 x float> %broadcast.splatinsert2003, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2005 = insertelement <8 x float> poison, float %fold_value364.0.lcssa, i64 0
  %broadcast.splat2006 = shufflevector <8 x float> %broadcast.splatinsert2005, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body2007

vector.body2007:                                  ; preds = %vector.body2007, %vector.ph1994
  %index2008 = phi i64 [ 0, %vector.ph1994 ], [ %index.next2011, %vector.body2007 ]
  %vec.ind2009 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph1994 ], [ %vec.ind.next2012, %vector.body2007 ]
  %8009 = getelementptr inbounds float, ptr %3751, i64 %index2008
  %wide.load2010 = load <8 x float>, ptr %8009, align 4
  %8010 = fmul <8 x float> %broadcast.splat2000, %wide.load2010
  %8011 = uitofp <8 x i64> %vec.ind2009 to <8 x float>
  %8012 = fcmp ogt <8 x float> %wide.load2010, %broadcast.splat2002
  %8013 = select <8 x i1> %8012, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %8014 = fcmp oeq <8 x float> %wide.load2010, %broadcast.splat2002
  %8015 = fcmp oge <8 x float> %broadcast.splat2004, %8011
  %8016 = select <8 x i1> %8014, <8 x i1> %8015, <8 x i1> zeroinitializer
  %8017 = select <8 x i1> %8016, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %8018 = fcmp ogt <8 x float> %8017, %8013
  %8019 = select <8 x i1> %8018, <8 x float> %8017, <8 x float> %8013
  %8020 = fsub <8 x float> %8010, %broadcast.splat2006
  %8021 = fcmp olt <8 x float> %8020, splat (float -1.040000e+02)
  %8022 = select <8 x i1> %8021, <8 x float> splat (float -1.040000e+02), <8 x float> %8020
  %8023 = fcmp ogt <8 x float> %8022, splat (float 8.900000e+01)
  %8024 = select <8 x i1> %8023, <8 x float> splat (float 8.900000e+01), <8 x float> %8022
  %8025 = fmul <8 x float> %8024, splat (float 0x3FF7154760000000)
  %8026 = fadd <8 x float> %8025, splat (float 0x4168000000000000)
  %8027 = fadd <8 x float> %8026, splat (float 0xC168000000000000)
  %8028 = bitcast <8 x float> %8026 to <8 x i32>
  %8029 = fmul <8 x float> %8027, splat (float 0x3FE62E4000000000)
  %8030 = fsub <8 x float> %8024, %8029
  %8031 = fmul <8 x float> %8027, splat (float 0x3EB7F7D1C0000000)
  %8032 = fsub <8 x float> %8030, %8031
  %8033 = fmul <8 x float> %8032, %8032
  %8034 = fmul <8 x float> %8033, splat (float 0x3E66376980000000)
  %8035 = fadd <8 x float> %8034, splat (float 0xBEBBBD41C0000000)
  %8036 = fmul <8 x float> %8033, %8035
  %8037 = fadd <8 x float> %8036, splat (float 0x3F11566AA0000000)
  %8038 = fmul <8 x float> %8033, %8037
  %8039 = fadd <8 x float> %8038, splat (float 0xBF66C16C20000000)
  %8040 = fmul <8 x float> %8033, %8039
  %8041 = fadd <8 x float> %8040, splat (float 0x3FC5555560000000)
  %8042 = fmul <8 x float> %8033, %8041
  %8043 = fsub <8 x float> %8032, %8042
  %8044 = fmul <8 x float> %8032, %8043
  %8045 = fsub <8 x float> splat (float 2.000000e+00), %8043
  %8046 = fdiv <8 x float> %8044, %8045
  %8047 = fsub <8 x float> %8031, %8046
  %8048 = fsub <8 x float> %8030, %8047
  %8049 = fadd <8 x float> %8048, splat (float 1.000000e+00)
  %8050 = add <8 x i32> %8028, splat (i32 -1262485248)
  %8051 = lshr <8 x i32> %8050, splat (i32 1)
  %8052 = add <8 x i32> %8028, splat (i32 255)
  %8053 = sub <8 x i32> %8052, %8051
  %8054 = shl <8 x i32> %8051, splat (i32 23)
  %8055 = add <8 x i32> %8054, splat (i32 -8388608)
  %8056 = shl <8 x i32> %8053, splat (i32 23)
  %8057 = bitcast <8 x i32> %8055 to <8 x float>
  %8058 = bitcast <8 x i32> %8056 to <8 x float>
  %8059 = fmul <8 x float> %8049, %8057
  %8060 = fmul <8 x float> %8059, %8058
  %8061 = fcmp uno <8 x float> %8020, zeroinitializer
  %8062 = select <8 x i1> %8061, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %8060
  %8063 = fdiv <8 x float> %8062, %broadcast.splat1998
  %8064 = fcmp une <8 x float> %8019, zeroinitializer
  %8065 = select <8 x i1> %8064, <8 x float> %8063, <8 x float> zeroinitializer
  %8066 = fadd <8 x float> %8063, zeroinitializer
  %8067 = select <8 x i1> %8064, <8 x float> %8066, <8 x float> splat (float -1.000000e+00)
  %8068 = bitcast <8 x float> %8067 to <8 x i32>
  %8069 = icmp slt <8 x i32> %8068, zeroinitializer
  %8070 = xor <8 x i32> %8068, splat (i32 -1)
  %8071 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %8067)
  %8072 = fneg <8 x float> %8071
  %8073 = bitcast <8 x float> %8072 to <8 x i32>
  %8074 = select <8 x i1> %8069, <8 x i32> %8070, <8 x i32> %8073
  %8075 = getelementptr inbounds float, ptr %scratch, i64 %index2008
  store <8 x i32> %8074, ptr %8075, align 4
  %8076 = getelementptr float, ptr %3636, i64 %index2008
  store <8 x float> %8065, ptr %8076, align 4
  %index.next2011 = add nuw i64 %index2008, 8
  %vec.ind.next2012 = add nuw <8 x i64> %vec.ind2009, splat (i64 8)
  %8077 = icmp eq i64 %index.next2011, %n.vec1996
  br i1 %8077, label %middle.block2013, label %vector.body2007, !llvm.loop !130

middle.block2013:                                 ; preds = %vector.body2007
  br i1 %cmp.n2014, label %compact.body.preheader, label %feature.body407.preheader3728

feature.body407.preheader3728:                    ; preds = %vector.memcheck1988, %feature.body407.preheader, %middle.block2013
  %feature409898.ph = phi i64 [ 0, %vector.memcheck1988 ], [ 0, %feature.body407.preheader ], [ %n.vec1996, %middle.block2013 ]
  br label %feature.body407

compact.body.preheader:                           ; preds = %feature.body407, %middle.block2013
  br i1 %3727, label %compact.body.epil.preheader, label %compact.body

fold_sums.body:                                   ; preds = %fold_sums.body.preheader, %fold_sums.body
  %fold_sums896 = phi i64 [ %8109, %fold_sums.body ], [ 0, %fold_sums.body.preheader ]
  %fold_value395.0895 = phi float [ %8108, %fold_sums.body ], [ 0.000000e+00, %fold_sums.body.preheader ]
  %niter4148 = phi i64 [ %niter4148.next.7, %fold_sums.body ], [ 0, %fold_sums.body.preheader ]
  %8078 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums896
  %8079 = load float, ptr %8078, align 4
  %8080 = fadd float %fold_value395.0895, %8079
  %8081 = getelementptr float, ptr %scratch, i64 %fold_sums896
  %8082 = getelementptr i8, ptr %8081, i64 4
  %8083 = load float, ptr %8082, align 4
  %8084 = fadd float %8080, %8083
  %8085 = getelementptr float, ptr %scratch, i64 %fold_sums896
  %8086 = getelementptr i8, ptr %8085, i64 8
  %8087 = load float, ptr %8086, align 4
  %8088 = fadd float %8084, %8087
  %8089 = getelementptr float, ptr %scratch, i64 %fold_sums896
  %8090 = getelementptr i8, ptr %8089, i64 12
  %8091 = load float, ptr %8090, align 4
  %8092 = fadd float %8088, %8091
  %8093 = getelementptr float, ptr %scratch, i64 %fold_sums896
  %8094 = getelementptr i8, ptr %8093, i64 16
  %8095 = load float, ptr %8094, align 4
  %8096 = fadd float %8092, %8095
  %8097 = getelementptr float, ptr %scratch, i64 %fold_sums896
  %8098 = getelementptr i8, ptr %8097, i64 20
  %8099 = load float, ptr %8098, align 4
  %8100 = fadd float %8096, %8099
  %8101 = getelementptr float, ptr %scratch, i64 %fold_sums896
  %8102 = getelementptr i8, ptr %8101, i64 24
  %8103 = load float, ptr %8102, align 4
  %8104 = fadd float %8100, %8103
  %8105 = getelementptr float, ptr %scratch, i64 %fold_sums896
  %8106 = getelementptr i8, ptr %8105, i64 28
  %8107 = load float, ptr %8106, align 4
  %8108 = fadd float %8104, %8107
  %8109 = add nuw i64 %fold_sums896, 8
  %niter4148.next.7 = add i64 %niter4148, 8
  %niter4148.ncmp.7 = icmp eq i64 %niter4148.next.7, %unroll_iter4147
  br i1 %niter4148.ncmp.7, label %feature.body407.preheader.unr-lcssa, label %fold_sums.body

feature.body407:                                  ; preds = %feature.body407.preheader3728, %feature.body407
  %feature409898 = phi i64 [ %8177, %feature.body407 ], [ %feature409898.ph, %feature.body407.preheader3728 ]
  %8110 = getelementptr inbounds float, ptr %3751, i64 %feature409898
  %8111 = load float, ptr %8110, align 4
  %8112 = fmul float %inv_t, %8111
  %feature410 = uitofp i64 %feature409898 to float
  %8113 = fcmp ogt float %8111, %uniforms.sroa.25.014241429
  %8114 = select i1 %8113, float 1.000000e+00, float 0.000000e+00
  %8115 = fcmp oeq float %8111, %uniforms.sroa.25.014241429
  %8116 = fcmp oge float %uniforms.sroa.36.014221431, %feature410
  %8117 = select i1 %8115, i1 %8116, i1 false
  %8118 = select i1 %8117, float 1.000000e+00, float 0.000000e+00
  %8119 = fcmp ogt float %8118, %8114
  %max411 = select i1 %8119, float %8118, float %8114
  %8120 = fsub float %8112, %fold_value364.0.lcssa
  %8121 = fcmp olt float %8120, -1.040000e+02
  %8122 = select i1 %8121, float -1.040000e+02, float %8120
  %8123 = fcmp ogt float %8122, 8.900000e+01
  %8124 = select i1 %8123, float 8.900000e+01, float %8122
  %8125 = fmul float %8124, 0x3FF7154760000000
  %8126 = fadd float %8125, 0x4168000000000000
  %8127 = fadd float %8126, 0xC168000000000000
  %8128 = bitcast float %8126 to i32
  %8129 = fmul float %8127, 0x3FE62E4000000000
  %8130 = fsub float %8124, %8129
  %8131 = fmul float %8127, 0x3EB7F7D1C0000000
  %8132 = fsub float %8130, %8131
  %8133 = fmul float %8132, %8132
  %8134 = fmul float %8133, 0x3E66376980000000
  %8135 = fadd float %8134, 0xBEBBBD41C0000000
  %8136 = fmul float %8133, %8135
  %8137 = fadd float %8136, 0x3F11566AA0000000
  %8138 = fmul float %8133, %8137
  %8139 = fadd float %8138, 0xBF66C16C20000000
  %8140 = fmul float %8133, %8139
  %8141 = fadd float %8140, 0x3FC5555560000000
  %8142 = fmul float %8133, %8141
  %8143 = fsub float %8132, %8142
  %8144 = fmul float %8132, %8143
  %8145 = fsub float 2.000000e+00, %8143
  %8146 = fdiv float %8144, %8145
  %8147 = fsub float %8131, %8146
  %8148 = fsub float %8130, %8147
  %8149 = fadd float %8148, 1.000000e+00
  %8150 = add i32 %8128, -1262485248
  %8151 = lshr i32 %8150, 1
  %8152 = add i32 %8128, 255
  %8153 = sub i32 %8152, %8151
  %8154 = shl i32 %8151, 23
  %8155 = add i32 %8154, -8388608
  %8156 = shl i32 %8153, 23
  %8157 = bitcast i32 %8155 to float
  %8158 = bitcast i32 %8156 to float
  %8159 = fmul float %8149, %8157
  %8160 = fmul float %8159, %8158
  %8161 = fcmp uno float %8120, 0.000000e+00
  %8162 = select i1 %8161, float 0x7FF8000000000000, float %8160
  %8163 = fdiv float %8162, %.lcssa3948
  %8164 = fcmp une float %max411, 0.000000e+00
  %8165 = select i1 %8164, float %8163, float 0.000000e+00
  %8166 = fadd float %8163, 0.000000e+00
  %8167 = select i1 %8164, float %8166, float -1.000000e+00
  %8168 = bitcast float %8167 to i32
  %8169 = icmp slt i32 %8168, 0
  %8170 = xor i32 %8168, -1
  %8171 = tail call float @llvm.fabs.f32(float %8167)
  %8172 = fneg float %8171
  %8173 = bitcast float %8172 to i32
  %8174 = select i1 %8169, i32 %8170, i32 %8173
  %8175 = getelementptr inbounds float, ptr %scratch, i64 %feature409898
  store i32 %8174, ptr %8175, align 4
  %8176 = getelementptr float, ptr %3636, i64 %feature409898
  store float %8165, ptr %8176, align 4
  %8177 = add nuw i64 %feature409898, 1
  %exitcond1100.not = icmp eq i64 %8177, %n_features
  br i1 %exitcond1100.not, label %compact.body.preheader, label %feature.body407, !llvm.loop !131

search.feature.header423.preheader.unr-lcssa:     ; preds = %compact.keep.done.1
  br i1 %lcmp.mod4151.not, label %search.feature.header423.preheader, label %compact.body.epil.preheader

compact.body.epil.preheader:                      ; preds = %search.feature.header423.preheader.unr-lcssa, %compact.body.preheader
  %compact900.epil.init = phi i64 [ 0, %compact.body.preheader ], [ %8204, %search.feature.header423.preheader.unr-lcssa ]
  %nonzero.0899.epil.init = phi i64 [ 0, %compact.body.preheader ], [ %nonzero.1.1, %search.feature.header423.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4153)
  %8178 = getelementptr float, ptr %3636, i64 %compact900.epil.init
  %8179 = load float, ptr %8178, align 4
  %nonzero413.epil = fcmp une float %8179, 0.000000e+00
  br i1 %nonzero413.epil, label %compact.keep.then.epil, label %search.feature.header423.preheader

compact.keep.then.epil:                           ; preds = %compact.body.epil.preheader
  %8180 = getelementptr inbounds float, ptr %scratch, i64 %compact900.epil.init
  %key415.epil = load i32, ptr %8180, align 4
  %8181 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.0899.epil.init
  store i32 %key415.epil, ptr %8181, align 4
  %8182 = getelementptr float, ptr %3636, i64 %nonzero.0899.epil.init
  store float %8179, ptr %8182, align 4
  %8183 = getelementptr float, ptr %3637, i64 %nonzero.0899.epil.init
  %8184 = trunc i64 %compact900.epil.init to i32
  store i32 %8184, ptr %8183, align 4
  %8185 = add i64 %nonzero.0899.epil.init, 1
  br label %search.feature.header423.preheader

search.feature.header423.preheader:               ; preds = %compact.body.epil.preheader, %compact.keep.then.epil, %search.feature.header423.preheader.unr-lcssa
  %nonzero.1.lcssa = phi i64 [ %nonzero.1.1, %search.feature.header423.preheader.unr-lcssa ], [ %8185, %compact.keep.then.epil ], [ %nonzero.0899.epil.init, %compact.body.epil.preheader ]
  %.not1005 = icmp eq i64 %nonzero.1.lcssa, 0
  br i1 %.not1005, label %search.feature.exit425, label %search.feature.body424.preheader

search.feature.body424.preheader:                 ; preds = %search.feature.header423.preheader
  %xtraiter4156 = and i64 %nonzero.1.lcssa, 7
  %8186 = icmp ult i64 %nonzero.1.lcssa, 8
  br i1 %8186, label %search.feature.body424.epil.preheader, label %search.feature.body424.preheader.new

search.feature.body424.preheader.new:             ; preds = %search.feature.body424.preheader
  %unroll_iter4161 = and i64 %nonzero.1.lcssa, -8
  br label %search.feature.body424

compact.body:                                     ; preds = %compact.body.preheader, %compact.keep.done.1
  %compact900 = phi i64 [ %8204, %compact.keep.done.1 ], [ 0, %compact.body.preheader ]
  %nonzero.0899 = phi i64 [ %nonzero.1.1, %compact.keep.done.1 ], [ 0, %compact.body.preheader ]
  %niter4155 = phi i64 [ %niter4155.next.1, %compact.keep.done.1 ], [ 0, %compact.body.preheader ]
  %8187 = getelementptr float, ptr %3636, i64 %compact900
  %8188 = load float, ptr %8187, align 4
  %nonzero413 = fcmp une float %8188, 0.000000e+00
  br i1 %nonzero413, label %compact.keep.then, label %compact.keep.done

compact.keep.then:                                ; preds = %compact.body
  %8189 = getelementptr inbounds float, ptr %scratch, i64 %compact900
  %key415 = load i32, ptr %8189, align 4
  %8190 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.0899
  store i32 %key415, ptr %8190, align 4
  %8191 = getelementptr float, ptr %3636, i64 %nonzero.0899
  store float %8188, ptr %8191, align 4
  %8192 = getelementptr float, ptr %3637, i64 %nonzero.0899
  %8193 = trunc i64 %compact900 to i32
  store i32 %8193, ptr %8192, align 4
  %8194 = add i64 %nonzero.0899, 1
  br label %compact.keep.done

compact.keep.done:                                ; preds = %compact.keep.then, %compact.body
  %nonzero.1 = phi i64 [ %8194, %compact.keep.then ], [ %nonzero.0899, %compact.body ]
  %8195 = or disjoint i64 %compact900, 1
  %8196 = getelementptr float, ptr %3636, i64 %8195
  %8197 = load float, ptr %8196, align 4
  %nonzero413.1 = fcmp une float %8197, 0.000000e+00
  br i1 %nonzero413.1, label %compact.keep.then.1, label %compact.keep.done.1

compact.keep.then.1:                              ; preds = %compact.keep.done
  %8198 = getelementptr inbounds float, ptr %scratch, i64 %8195
  %key415.1 = load i32, ptr %8198, align 4
  %8199 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.1
  store i32 %key415.1, ptr %8199, align 4
  %8200 = getelementptr float, ptr %3636, i64 %nonzero.1
  store float %8197, ptr %8200, align 4
  %8201 = getelementptr float, ptr %3637, i64 %nonzero.1
  %8202 = trunc i64 %8195 to i32
  store i32 %8202, ptr %8201, align 4
  %8203 = add i64 %nonzero.1, 1
  br label %compact.keep.done.1

compact.keep.done.1:                              ; preds = %compact.keep.then.1, %compact.keep.done
  %nonzero.1.1 = phi i64 [ %8203, %compact.keep.then.1 ], [ %nonzero.1, %compact.keep.done ]
  %8204 = add nuw i64 %compact900, 2
  %niter4155.next.1 = add i64 %niter4155, 2
  %niter4155.ncmp.1 = icmp eq i64 %niter4155.next.1, %unroll_iter4154
  br i1 %niter4155.ncmp.1, label %search.feature.header423.preheader.unr-lcssa, label %compact.body

search.feature.body424:                           ; preds = %search.feature.body424, %search.feature.body424.preheader.new
  %search.feature426903 = phi i64 [ 0, %search.feature.body424.preheader.new ], [ %8236, %search.feature.body424 ]
  %fold_value418.0902 = phi float [ 0.000000e+00, %search.feature.body424.preheader.new ], [ %8235, %search.feature.body424 ]
  %niter4162 = phi i64 [ 0, %search.feature.body424.preheader.new ], [ %niter4162.next.7, %search.feature.body424 ]
  %8205 = getelementptr float, ptr %3636, i64 %search.feature426903
  %8206 = load float, ptr %8205, align 4
  %8207 = fadd float %fold_value418.0902, %8206
  %8208 = getelementptr float, ptr %3636, i64 %search.feature426903
  %8209 = getelementptr i8, ptr %8208, i64 4
  %8210 = load float, ptr %8209, align 4
  %8211 = fadd float %8207, %8210
  %8212 = getelementptr float, ptr %3636, i64 %search.feature426903
  %8213 = getelementptr i8, ptr %8212, i64 8
  %8214 = load float, ptr %8213, align 4
  %8215 = fadd float %8211, %8214
  %8216 = getelementptr float, ptr %3636, i64 %search.feature426903
  %8217 = getelementptr i8, ptr %8216, i64 12
  %8218 = load float, ptr %8217, align 4
  %8219 = fadd float %8215, %8218
  %8220 = getelementptr float, ptr %3636, i64 %search.feature426903
  %8221 = getelementptr i8, ptr %8220, i64 16
  %8222 = load float, ptr %8221, align 4
  %8223 = fadd float %8219, %8222
  %8224 = getelementptr float, ptr %3636, i64 %search.feature426903
  %8225 = getelementptr i8, ptr %8224, i64 20
  %8226 = load float, ptr %8225, align 4
  %8227 = fadd float %8223, %8226
  %8228 = getelementptr float, ptr %3636, i64 %search.feature426903
  %8229 = getelementptr i8, ptr %8228, i64 24
  %8230 = load float, ptr %8229, align 4
  %8231 = fadd float %8227, %8230
  %8232 = getelementptr float, ptr %3636, i64 %search.feature426903
  %8233 = getelementptr i8, ptr %8232, i64 28
  %8234 = load float, ptr %8233, align 4
  %8235 = fadd float %8231, %8234
  %8236 = add nuw i64 %search.feature426903, 8
  %niter4162.next.7 = add i64 %niter4162, 8
  %niter4162.ncmp.7 = icmp eq i64 %niter4162.next.7, %unroll_iter4161
  br i1 %niter4162.ncmp.7, label %search.feature.exit425.loopexit.unr-lcssa, label %search.feature.body424

search.feature.exit425.loopexit.unr-lcssa:        ; preds = %search.feature.body424
  %lcmp.mod4158.not = icmp eq i64 %xtraiter4156, 0
  br i1 %lcmp.mod4158.not, label %search.feature.exit425, label %search.feature.body424.epil.preheader

search.feature.body424.epil.preheader:            ; preds = %search.feature.exit425.loopexit.unr-lcssa, %search.feature.body424.preheader
  %search.feature426903.epil.init = phi i64 [ 0, %search.feature.body424.preheader ], [ %8236, %search.feature.exit425.loopexit.unr-lcssa ]
  %fold_value418.0902.epil.init = phi float [ 0.000000e+00, %search.feature.body424.preheader ], [ %8235, %search.feature.exit425.loopexit.unr-lcssa ]
  %lcmp.mod4160 = icmp ne i64 %xtraiter4156, 0
  tail call void @llvm.assume(i1 %lcmp.mod4160)
  br label %search.feature.body424.epil

search.feature.body424.epil:                      ; preds = %search.feature.body424.epil, %search.feature.body424.epil.preheader
  %search.feature426903.epil = phi i64 [ %8240, %search.feature.body424.epil ], [ %search.feature426903.epil.init, %search.feature.body424.epil.preheader ]
  %fold_value418.0902.epil = phi float [ %8239, %search.feature.body424.epil ], [ %fold_value418.0902.epil.init, %search.feature.body424.epil.preheader ]
  %epil.iter4157 = phi i64 [ %epil.iter4157.next, %search.feature.body424.epil ], [ 0, %search.feature.body424.epil.preheader ]
  %8237 = getelementptr float, ptr %3636, i64 %search.feature426903.epil
  %8238 = load float, ptr %8237, align 4
  %8239 = fadd float %fold_value418.0902.epil, %8238
  %8240 = add nuw i64 %search.feature426903.epil, 1
  %epil.iter4157.next = add i64 %epil.iter4157, 1
  %epil.iter4157.cmp.not = icmp eq i64 %epil.iter4157.next, %xtraiter4156
  br i1 %epil.iter4157.cmp.not, label %search.feature.exit425, label %search.feature.body424.epil, !llvm.loop !132

search.feature.exit425:                           ; preds = %search.feature.exit425.loopexit.unr-lcssa, %search.feature.body424.epil, %feature.header389.preheader, %search.feature.header423.preheader
  %.not10051419 = phi i1 [ true, %search.feature.header423.preheader ], [ true, %feature.header389.preheader ], [ false, %search.feature.body424.epil ], [ false, %search.feature.exit425.loopexit.unr-lcssa ]
  %nonzero.0.lcssa1418 = phi i64 [ 0, %search.feature.header423.preheader ], [ 0, %feature.header389.preheader ], [ %nonzero.1.lcssa, %search.feature.body424.epil ], [ %nonzero.1.lcssa, %search.feature.exit425.loopexit.unr-lcssa ]
  %fold_value395.0.lcssa141114131417 = phi float [ %.lcssa3948, %search.feature.header423.preheader ], [ 0.000000e+00, %feature.header389.preheader ], [ %.lcssa3948, %search.feature.body424.epil ], [ %.lcssa3948, %search.feature.exit425.loopexit.unr-lcssa ]
  %fold_value418.0.lcssa = phi float [ 0.000000e+00, %search.feature.header423.preheader ], [ 0.000000e+00, %feature.header389.preheader ], [ %8235, %search.feature.exit425.loopexit.unr-lcssa ], [ %8239, %search.feature.body424.epil ]
  %8241 = fcmp oge float %fold_value418.0.lcssa, %top_p
  %search.run429 = and i1 %3641, %8241
  br i1 %search.run429, label %search.round_pair.body.preheader, label %search.done431

search.round_pair.body.preheader:                 ; preds = %search.feature.exit425
  %8242 = add i64 %nonzero.0.lcssa1418, -1
  %xtraiter4163 = and i64 %nonzero.0.lcssa1418, 3
  %8243 = icmp ult i64 %8242, 3
  %unroll_iter4170 = and i64 %nonzero.0.lcssa1418, -4
  %lcmp.mod4165.not = icmp eq i64 %xtraiter4163, 0
  %lcmp.mod4169 = icmp ne i64 %xtraiter4163, 0
  br label %search.round_pair.body

search.done431:                                   ; preds = %search.round_pair.exit464, %search.feature.exit425
  %search_value416.0 = phi float [ %8401, %search.round_pair.exit464 ], [ 0xFFF0000000000000, %search.feature.exit425 ]
  %search_index417.0 = phi float [ %search_index493, %search.round_pair.exit464 ], [ 0x7FF0000000000000, %search.feature.exit425 ]
  br i1 %.not969, label %max_block.exit527, label %gumbel.philox.body501.lr.ph

gumbel.philox.body501.lr.ph:                      ; preds = %search.done431
  %.reass.reass = xor i64 %row950, %invariant.op951
  %8244 = and i64 %.reass.reass, 4294967295
  %8245 = mul nuw i64 %8244, 3528531795
  %8246 = lshr i64 %8245, 32
  %8247 = xor i64 %8246, %3651
  br i1 %min.iters.check1938, label %gumbel.philox.body501.preheader, label %vector.ph1939

vector.ph1939:                                    ; preds = %gumbel.philox.body501.lr.ph
  %broadcast.splatinsert1944 = insertelement <8 x i64> poison, i64 %8247, i64 0
  %broadcast.splat1945 = shufflevector <8 x i64> %broadcast.splatinsert1944, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar3713 = xor i64 %3653, %8245
  %.scalar3714 = and i64 %.scalar3713, 4294967295
  %8248 = insertelement <8 x i64> poison, i64 %.scalar3714, i64 0
  %.masked3691 = shufflevector <8 x i64> %8248, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body1980

vector.body1980:                                  ; preds = %vector.body1980, %vector.ph1939
  %index1981 = phi i64 [ 0, %vector.ph1939 ], [ %index.next1983, %vector.body1980 ]
  %vec.ind1982 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph1939 ], [ %vec.ind.next1984, %vector.body1980 ]
  %8249 = and <8 x i64> %vec.ind1982, splat (i64 4294967295)
  %8250 = mul nuw <8 x i64> %8249, splat (i64 3528531795)
  %8251 = xor <8 x i64> %broadcast.splat1947, %8250
  %8252 = lshr <8 x i64> %8251, splat (i64 32)
  %8253 = mul nuw <8 x i64> %8252, splat (i64 3449720151)
  %8254 = lshr <8 x i64> %8253, splat (i64 32)
  %8255 = xor <8 x i64> %broadcast.splat1945, %8250
  %8256 = xor <8 x i64> %.masked3690, %8254
  %8257 = mul nuw <8 x i64> %8256, splat (i64 3528531795)
  %8258 = and <8 x i64> %8255, splat (i64 4294967295)
  %8259 = mul nuw <8 x i64> %8258, splat (i64 3449720151)
  %8260 = lshr <8 x i64> %8257, splat (i64 32)
  %8261 = lshr <8 x i64> %8259, splat (i64 32)
  %8262 = xor <8 x i64> %8261, %broadcast.splat1953
  %8263 = xor <8 x i64> %8262, %8253
  %8264 = and <8 x i64> %8263, splat (i64 4294967295)
  %8265 = mul nuw <8 x i64> %8264, splat (i64 3528531795)
  %8266 = xor <8 x i64> %.masked3691, %8260
  %8267 = mul nuw <8 x i64> %8266, splat (i64 3449720151)
  %8268 = lshr <8 x i64> %8265, splat (i64 32)
  %8269 = lshr <8 x i64> %8267, splat (i64 32)
  %8270 = xor <8 x i64> %broadcast.splat1957, %8269
  %8271 = xor <8 x i64> %8270, %8259
  %8272 = xor <8 x i64> %8268, %broadcast.splat1959
  %8273 = xor <8 x i64> %8272, %8257
  %8274 = and <8 x i64> %8271, splat (i64 4294967295)
  %8275 = mul nuw <8 x i64> %8274, splat (i64 3528531795)
  %8276 = and <8 x i64> %8273, splat (i64 4294967295)
  %8277 = mul nuw <8 x i64> %8276, splat (i64 3449720151)
  %8278 = lshr <8 x i64> %8275, splat (i64 32)
  %8279 = lshr <8 x i64> %8277, splat (i64 32)
  %8280 = xor <8 x i64> %8279, %broadcast.splat1961
  %8281 = xor <8 x i64> %8280, %8267
  %8282 = xor <8 x i64> %broadcast.splat1963, %8278
  %8283 = xor <8 x i64> %8282, %8265
  %8284 = and <8 x i64> %8281, splat (i64 4294967295)
  %8285 = mul nuw <8 x i64> %8284, splat (i64 3528531795)
  %8286 = and <8 x i64> %8283, splat (i64 4294967295)
  %8287 = mul nuw <8 x i64> %8286, splat (i64 3449720151)
  %8288 = lshr <8 x i64> %8285, splat (i64 32)
  %8289 = lshr <8 x i64> %8287, splat (i64 32)
  %8290 = xor <8 x i64> %broadcast.splat1965, %8289
  %8291 = xor <8 x i64> %8290, %8277
  %8292 = xor <8 x i64> %8288, %broadcast.splat1967
  %8293 = xor <8 x i64> %8292, %8275
  %8294 = and <8 x i64> %8291, splat (i64 4294967295)
  %8295 = mul nuw <8 x i64> %8294, splat (i64 3528531795)
  %8296 = and <8 x i64> %8293, splat (i64 4294967295)
  %8297 = mul nuw <8 x i64> %8296, splat (i64 3449720151)
  %8298 = lshr <8 x i64> %8295, splat (i64 32)
  %8299 = lshr <8 x i64> %8297, splat (i64 32)
  %8300 = xor <8 x i64> %8299, %broadcast.splat1969
  %8301 = xor <8 x i64> %8300, %8287
  %8302 = xor <8 x i64> %broadcast.splat1971, %8298
  %8303 = xor <8 x i64> %8302, %8285
  %8304 = and <8 x i64> %8301, splat (i64 4294967295)
  %8305 = mul nuw <8 x i64> %8304, splat (i64 3528531795)
  %8306 = and <8 x i64> %8303, splat (i64 4294967295)
  %8307 = mul nuw <8 x i64> %8306, splat (i64 3449720151)
  %8308 = lshr <8 x i64> %8305, splat (i64 32)
  %8309 = lshr <8 x i64> %8307, splat (i64 32)
  %8310 = xor <8 x i64> %broadcast.splat1973, %8309
  %8311 = xor <8 x i64> %8310, %8297
  %8312 = xor <8 x i64> %8308, %broadcast.splat1975
  %8313 = xor <8 x i64> %8312, %8295
  %8314 = and <8 x i64> %8311, splat (i64 4294967295)
  %8315 = mul nuw <8 x i64> %8314, splat (i64 3528531795)
  %8316 = lshr <8 x i64> %8315, splat (i64 32)
  %8317 = trunc <8 x i64> %8313 to <8 x i32>
  %8318 = mul <8 x i32> %8317, splat (i32 -845247145)
  %8319 = xor <8 x i64> %broadcast.splat1977, %8316
  %8320 = xor <8 x i64> %8319, %8305
  %8321 = and <8 x i64> %8320, splat (i64 4294967295)
  %8322 = mul nuw <8 x i64> %8321, splat (i64 3449720151)
  %8323 = lshr <8 x i64> %8322, splat (i64 32)
  %8324 = trunc nuw <8 x i64> %8323 to <8 x i32>
  %8325 = xor <8 x i32> %8318, %8324
  %8326 = xor <8 x i32> %8325, %broadcast.splat1979
  %8327 = getelementptr inbounds float, ptr %3636, i64 %index1981
  store <8 x i32> %8326, ptr %8327, align 4
  %index.next1983 = add nuw i64 %index1981, 8
  %vec.ind.next1984 = add nuw <8 x i64> %vec.ind1982, splat (i64 8)
  %8328 = icmp eq i64 %index.next1983, %n.vec1941
  br i1 %8328, label %middle.block1985, label %vector.body1980, !llvm.loop !133

middle.block1985:                                 ; preds = %vector.body1980
  br i1 %cmp.n1986, label %gumbel.body505.preheader, label %gumbel.philox.body501.preheader

gumbel.philox.body501.preheader:                  ; preds = %gumbel.philox.body501.lr.ph, %middle.block1985
  %gumbel.philox503924.ph = phi i64 [ 0, %gumbel.philox.body501.lr.ph ], [ %n.vec1941, %middle.block1985 ]
  %invariant.op4507 = xor i64 %8245, %3653
  br label %gumbel.philox.body501

search.round_pair.body:                           ; preds = %search.round_pair.body.preheader, %search.feature.exit453
  %search.round_pair913 = phi i64 [ %8390, %search.feature.exit453 ], [ 0, %search.round_pair.body.preheader ]
  %search_hi432.0912 = phi i32 [ %8389, %search.feature.exit453 ], [ 0, %search.round_pair.body.preheader ]
  %search.round_pair.tr = trunc nuw nsw i64 %search.round_pair913 to i32
  %8329 = shl nuw nsw i32 %search.round_pair.tr, 1
  %8330 = sub nuw nsw i32 30, %8329
  %bit433 = shl nuw nsw i32 1, %8330
  %bit434 = lshr exact i32 -2147483648, %8329
  %candidate435 = or i32 %bit434, %search_hi432.0912
  %8331 = or i32 %candidate435, %bit433
  %8332 = or i32 %bit433, %search_hi432.0912
  br i1 %.not10051419, label %search.feature.exit453, label %search.feature.body452.preheader

search.feature.body452.preheader:                 ; preds = %search.round_pair.body
  br i1 %8243, label %search.feature.body452.epil.preheader, label %search.feature.body452

search.round_pair.exit:                           ; preds = %search.feature.exit453
  br i1 %.not992, label %search.round_pair.exit464, label %search.round_pair.body463.preheader

search.round_pair.body463.preheader:              ; preds = %search.round_pair.exit
  %xtraiter4172 = and i64 %nonzero.0.lcssa1418, 1
  %8333 = icmp eq i64 %8242, 0
  %unroll_iter4179 = and i64 %nonzero.0.lcssa1418, -2
  %lcmp.mod4174.not = icmp eq i64 %xtraiter4172, 0
  %lcmp.mod4178 = icmp ne i64 %xtraiter4172, 0
  br label %search.round_pair.body463

search.feature.body452:                           ; preds = %search.feature.body452.preheader, %search.feature.body452
  %search.feature454908 = phi i64 [ %8373, %search.feature.body452 ], [ 0, %search.feature.body452.preheader ]
  %fold_value446.0907 = phi float [ %8372, %search.feature.body452 ], [ 0.000000e+00, %search.feature.body452.preheader ]
  %fold_value441.0906 = phi float [ %8370, %search.feature.body452 ], [ 0.000000e+00, %search.feature.body452.preheader ]
  %fold_value436.0905 = phi float [ %8368, %search.feature.body452 ], [ 0.000000e+00, %search.feature.body452.preheader ]
  %niter4171 = phi i64 [ %niter4171.next.3, %search.feature.body452 ], [ 0, %search.feature.body452.preheader ]
  %8334 = getelementptr inbounds float, ptr %scratch, i64 %search.feature454908
  %key455 = load i32, ptr %8334, align 4
  %8335 = getelementptr float, ptr %3636, i64 %search.feature454908
  %8336 = load float, ptr %8335, align 4
  %.not710 = icmp ult i32 %key455, %candidate435
  %8337 = select i1 %.not710, float 0.000000e+00, float %8336
  %8338 = fadd float %fold_value436.0905, %8337
  %.not711 = icmp ult i32 %key455, %8331
  %8339 = select i1 %.not711, float 0.000000e+00, float %8336
  %8340 = fadd float %fold_value441.0906, %8339
  %.not712 = icmp ult i32 %key455, %8332
  %8341 = select i1 %.not712, float 0.000000e+00, float %8336
  %8342 = fadd float %fold_value446.0907, %8341
  %8343 = or disjoint i64 %search.feature454908, 1
  %8344 = getelementptr inbounds float, ptr %scratch, i64 %8343
  %key455.1 = load i32, ptr %8344, align 4
  %8345 = getelementptr float, ptr %3636, i64 %8343
  %8346 = load float, ptr %8345, align 4
  %.not710.1 = icmp ult i32 %key455.1, %candidate435
  %8347 = select i1 %.not710.1, float 0.000000e+00, float %8346
  %8348 = fadd float %8338, %8347
  %.not711.1 = icmp ult i32 %key455.1, %8331
  %8349 = select i1 %.not711.1, float 0.000000e+00, float %8346
  %8350 = fadd float %8340, %8349
  %.not712.1 = icmp ult i32 %key455.1, %8332
  %8351 = select i1 %.not712.1, float 0.000000e+00, float %8346
  %8352 = fadd float %8342, %8351
  %8353 = or disjoint i64 %search.feature454908, 2
  %8354 = getelementptr inbounds float, ptr %scratch, i64 %8353
  %key455.2 = load i32, ptr %8354, align 4
  %8355 = getelementptr float, ptr %3636, i64 %8353
  %8356 = load float, ptr %8355, align 4
  %.not710.2 = icmp ult i32 %key455.2, %candidate435
  %8357 = select i1 %.not710.2, float 0.000000e+00, float %8356
  %8358 = fadd float %8348, %8357
  %.not711.2 = icmp ult i32 %key455.2, %8331
  %8359 = select i1 %.not711.2, float 0.000000e+00, float %8356
  %8360 = fadd float %8350, %8359
  %.not712.2 = icmp ult i32 %key455.2, %8332
  %8361 = select i1 %.not712.2, float 0.000000e+00, float %8356
  %8362 = fadd float %8352, %8361
  %8363 = or disjoint i64 %search.feature454908, 3
  %8364 = getelementptr inbounds float, ptr %scratch, i64 %8363
  %key455.3 = load i32, ptr %8364, align 4
  %8365 = getelementptr float, ptr %3636, i64 %8363
  %8366 = load float, ptr %8365, align 4
  %.not710.3 = icmp ult i32 %key455.3, %candidate435
  %8367 = select i1 %.not710.3, float 0.000000e+00, float %8366
  %8368 = fadd float %8358, %8367
  %.not711.3 = icmp ult i32 %key455.3, %8331
  %8369 = select i1 %.not711.3, float 0.000000e+00, float %8366
  %8370 = fadd float %8360, %8369
  %.not712.3 = icmp ult i32 %key455.3, %8332
  %8371 = select i1 %.not712.3, float 0.000000e+00, float %8366
  %8372 = fadd float %8362, %8371
  %8373 = add nuw i64 %search.feature454908, 4
  %niter4171.next.3 = add i64 %niter4171, 4
  %niter4171.ncmp.3 = icmp eq i64 %niter4171.next.3, %unroll_iter4170
  br i1 %niter4171.ncmp.3, label %search.feature.exit453.loopexit.unr-lcssa, label %search.feature.body452

search.feature.exit453.loopexit.unr-lcssa:        ; preds = %search.feature.body452
  br i1 %lcmp.mod4165.not, label %search.feature.exit453, label %search.feature.body452.epil.preheader

search.feature.body452.epil.preheader:            ; preds = %search.feature.exit453.loopexit.unr-lcssa, %search.feature.body452.preheader
  %search.feature454908.epil.init = phi i64 [ 0, %search.feature.body452.preheader ], [ %8373, %search.feature.exit453.loopexit.unr-lcssa ]
  %fold_value446.0907.epil.init = phi float [ 0.000000e+00, %search.feature.body452.preheader ], [ %8372, %search.feature.exit453.loopexit.unr-lcssa ]
  %fold_value441.0906.epil.init = phi float [ 0.000000e+00, %search.feature.body452.preheader ], [ %8370, %search.feature.exit453.loopexit.unr-lcssa ]
  %fold_value436.0905.epil.init = phi float [ 0.000000e+00, %search.feature.body452.preheader ], [ %8368, %search.feature.exit453.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4169)
  br label %search.feature.body452.epil

search.feature.body452.epil:                      ; preds = %search.feature.body452.epil, %search.feature.body452.epil.preheader
  %search.feature454908.epil = phi i64 [ %8383, %search.feature.body452.epil ], [ %search.feature454908.epil.init, %search.feature.body452.epil.preheader ]
  %fold_value446.0907.epil = phi float [ %8382, %search.feature.body452.epil ], [ %fold_value446.0907.epil.init, %search.feature.body452.epil.preheader ]
  %fold_value441.0906.epil = phi float [ %8380, %search.feature.body452.epil ], [ %fold_value441.0906.epil.init, %search.feature.body452.epil.preheader ]
  %fold_value436.0905.epil = phi float [ %8378, %search.feature.body452.epil ], [ %fold_value436.0905.epil.init, %search.feature.body452.epil.preheader ]
  %epil.iter4164 = phi i64 [ %epil.iter4164.next, %search.feature.body452.epil ], [ 0, %search.feature.body452.epil.preheader ]
  %8374 = getelementptr inbounds float, ptr %scratch, i64 %search.feature454908.epil
  %key455.epil = load i32, ptr %8374, align 4
  %8375 = getelementptr float, ptr %3636, i64 %search.feature454908.epil
  %8376 = load float, ptr %8375, align 4
  %.not710.epil = icmp ult i32 %key455.epil, %candidate435
  %8377 = select i1 %.not710.epil, float 0.000000e+00, float %8376
  %8378 = fadd float %fold_value436.0905.epil, %8377
  %.not711.epil = icmp ult i32 %key455.epil, %8331
  %8379 = select i1 %.not711.epil, float 0.000000e+00, float %8376
  %8380 = fadd float %fold_value441.0906.epil, %8379
  %.not712.epil = icmp ult i32 %key455.epil, %8332
  %8381 = select i1 %.not712.epil, float 0.000000e+00, float %8376
  %8382 = fadd float %fold_value446.0907.epil, %8381
  %8383 = add nuw i64 %search.feature454908.epil, 1
  %epil.iter4164.next = add i64 %epil.iter4164, 1
  %epil.iter4164.cmp.not = icmp eq i64 %epil.iter4164.next, %xtraiter4163
  br i1 %epil.iter4164.cmp.not, label %search.feature.exit453, label %search.feature.body452.epil, !llvm.loop !134

search.feature.exit453:                           ; preds = %search.feature.exit453.loopexit.unr-lcssa, %search.feature.body452.epil, %search.round_pair.body
  %fold_value436.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body ], [ %8368, %search.feature.exit453.loopexit.unr-lcssa ], [ %8378, %search.feature.body452.epil ]
  %fold_value441.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body ], [ %8370, %search.feature.exit453.loopexit.unr-lcssa ], [ %8380, %search.feature.body452.epil ]
  %fold_value446.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body ], [ %8372, %search.feature.exit453.loopexit.unr-lcssa ], [ %8382, %search.feature.body452.epil ]
  %8384 = fcmp oge float %fold_value436.0.lcssa, %top_p
  %8385 = select i1 %8384, i32 %candidate435, i32 %search_hi432.0912
  %8386 = select i1 %8384, i32 %8331, i32 %8332
  %8387 = select i1 %8384, float %fold_value441.0.lcssa, float %fold_value446.0.lcssa
  %8388 = fcmp oge float %8387, %top_p
  %8389 = select i1 %8388, i32 %8386, i32 %8385
  %8390 = add nuw nsw i64 %search.round_pair913, 1
  %exitcond1104.not = icmp eq i64 %8390, 16
  br i1 %exitcond1104.not, label %search.round_pair.exit, label %search.round_pair.body

search.round_pair.body463:                        ; preds = %search.round_pair.body463.preheader, %search.feature.exit488
  %search.round_pair465922 = phi i64 [ %8480, %search.feature.exit488 ], [ 0, %search.round_pair.body463.preheader ]
  %search_lo461.0921 = phi i64 [ %8479, %search.feature.exit488 ], [ 0, %search.round_pair.body463.preheader ]
  %first_round466 = shl nuw nsw i64 %search.round_pair465922, 1
  %second_round467 = or disjoint i64 %first_round466, 1
  %8391 = icmp samesign ult i64 %second_round467, %index_bits
  %8392 = select i1 %8391, i64 %second_round467, i64 %first_round466
  %8393 = sub nsw i64 %3643, %8392
  %bit468 = shl nuw i64 1, %8393
  %8394 = select i1 %8391, i64 %bit468, i64 0
  %8395 = sub nsw i64 %3643, %first_round466
  %bit469 = shl nuw i64 1, %8395
  %candidate470 = or i64 %bit469, %search_lo461.0921
  %8396 = or i64 %8394, %candidate470
  %8397 = or i64 %8394, %search_lo461.0921
  br i1 %.not10051419, label %search.feature.exit488, label %search.feature.body487.preheader

search.feature.body487.preheader:                 ; preds = %search.round_pair.body463
  br i1 %8333, label %search.feature.body487.epil.preheader, label %search.feature.body487

search.round_pair.exit464:                        ; preds = %search.feature.exit488, %search.round_pair.exit
  %search_lo461.0.lcssa = phi i64 [ 0, %search.round_pair.exit ], [ %8479, %search.feature.exit488 ]
  %8398 = and i32 %8389, 2147483647
  %8399 = xor i32 %8389, -1
  %.not707708 = icmp slt i32 %8389, 0
  %8400 = select i1 %.not707708, i32 %8398, i32 %8399
  %8401 = bitcast i32 %8400 to float
  %8402 = sub i64 %mask, %search_lo461.0.lcssa
  %search_index493 = uitofp i64 %8402 to float
  br label %search.done431

search.feature.body487:                           ; preds = %search.feature.body487.preheader, %search.feature.body487
  %search.feature489917 = phi i64 [ %8450, %search.feature.body487 ], [ 0, %search.feature.body487.preheader ]
  %fold_value481.0916 = phi float [ %8449, %search.feature.body487 ], [ 0.000000e+00, %search.feature.body487.preheader ]
  %fold_value476.0915 = phi float [ %8444, %search.feature.body487 ], [ 0.000000e+00, %search.feature.body487.preheader ]
  %fold_value471.0914 = phi float [ %8439, %search.feature.body487 ], [ 0.000000e+00, %search.feature.body487.preheader ]
  %niter4180 = phi i64 [ %niter4180.next.1, %search.feature.body487 ], [ 0, %search.feature.body487.preheader ]
  %8403 = getelementptr inbounds float, ptr %scratch, i64 %search.feature489917
  %key490 = load i32, ptr %8403, align 4
  %8404 = getelementptr float, ptr %3637, i64 %search.feature489917
  %f491 = load i32, ptr %8404, align 4
  %8405 = zext i32 %f491 to i64
  %8406 = getelementptr float, ptr %3636, i64 %search.feature489917
  %8407 = load float, ptr %8406, align 4
  %8408 = icmp ugt i32 %key490, %8389
  %8409 = icmp eq i32 %key490, %8389
  %8410 = sub nsw i64 %mask, %8405
  %8411 = icmp uge i64 %8410, %candidate470
  %8412 = and i1 %8409, %8411
  %8413 = or i1 %8408, %8412
  %8414 = select i1 %8413, float %8407, float 0.000000e+00
  %8415 = fadd float %fold_value471.0914, %8414
  %8416 = icmp uge i64 %8410, %8396
  %8417 = and i1 %8409, %8416
  %8418 = or i1 %8408, %8417
  %8419 = select i1 %8418, float %8407, float 0.000000e+00
  %8420 = fadd float %fold_value476.0915, %8419
  %8421 = icmp uge i64 %8410, %8397
  %8422 = and i1 %8409, %8421
  %8423 = or i1 %8408, %8422
  %8424 = select i1 %8423, float %8407, float 0.000000e+00
  %8425 = fadd float %fold_value481.0916, %8424
  %8426 = or disjoint i64 %search.feature489917, 1
  %8427 = getelementptr inbounds float, ptr %scratch, i64 %8426
  %key490.1 = load i32, ptr %8427, align 4
  %8428 = getelementptr float, ptr %3637, i64 %8426
  %f491.1 = load i32, ptr %8428, align 4
  %8429 = zext i32 %f491.1 to i64
  %8430 = getelementptr float, ptr %3636, i64 %8426
  %8431 = load float, ptr %8430, align 4
  %8432 = icmp ugt i32 %key490.1, %8389
  %8433 = icmp eq i32 %key490.1, %8389
  %8434 = sub nsw i64 %mask, %8429
  %8435 = icmp uge i64 %8434, %candidate470
  %8436 = and i1 %8433, %8435
  %8437 = or i1 %8432, %8436
  %8438 = select i1 %8437, float %8431, float 0.000000e+00
  %8439 = fadd float %8415, %8438
  %8440 = icmp uge i64 %8434, %8396
  %8441 = and i1 %8433, %8440
  %8442 = or i1 %8432, %8441
  %8443 = select i1 %8442, float %8431, float 0.000000e+00
  %8444 = fadd float %8420, %8443
  %8445 = icmp uge i64 %8434, %8397
  %8446 = and i1 %8433, %8445
  %8447 = or i1 %8432, %8446
  %8448 = select i1 %8447, float %8431, float 0.000000e+00
  %8449 = fadd float %8425, %8448
  %8450 = add nuw i64 %search.feature489917, 2
  %niter4180.next.1 = add i64 %niter4180, 2
  %niter4180.ncmp.1 = icmp eq i64 %niter4180.next.1, %unroll_iter4179
  br i1 %niter4180.ncmp.1, label %search.feature.exit488.loopexit.unr-lcssa, label %search.feature.body487

search.feature.exit488.loopexit.unr-lcssa:        ; preds = %search.feature.body487
  br i1 %lcmp.mod4174.not, label %search.feature.exit488, label %search.feature.body487.epil.preheader

search.feature.body487.epil.preheader:            ; preds = %search.feature.exit488.loopexit.unr-lcssa, %search.feature.body487.preheader
  %search.feature489917.epil.init = phi i64 [ 0, %search.feature.body487.preheader ], [ %8450, %search.feature.exit488.loopexit.unr-lcssa ]
  %fold_value481.0916.epil.init = phi float [ 0.000000e+00, %search.feature.body487.preheader ], [ %8449, %search.feature.exit488.loopexit.unr-lcssa ]
  %fold_value476.0915.epil.init = phi float [ 0.000000e+00, %search.feature.body487.preheader ], [ %8444, %search.feature.exit488.loopexit.unr-lcssa ]
  %fold_value471.0914.epil.init = phi float [ 0.000000e+00, %search.feature.body487.preheader ], [ %8439, %search.feature.exit488.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4178)
  %8451 = getelementptr inbounds float, ptr %scratch, i64 %search.feature489917.epil.init
  %key490.epil = load i32, ptr %8451, align 4
  %8452 = getelementptr float, ptr %3637, i64 %search.feature489917.epil.init
  %f491.epil = load i32, ptr %8452, align 4
  %8453 = zext i32 %f491.epil to i64
  %8454 = getelementptr float, ptr %3636, i64 %search.feature489917.epil.init
  %8455 = load float, ptr %8454, align 4
  %8456 = icmp ugt i32 %key490.epil, %8389
  %8457 = icmp eq i32 %key490.epil, %8389
  %8458 = sub nsw i64 %mask, %8453
  %8459 = icmp uge i64 %8458, %candidate470
  %8460 = and i1 %8457, %8459
  %8461 = or i1 %8456, %8460
  %8462 = select i1 %8461, float %8455, float 0.000000e+00
  %8463 = fadd float %fold_value471.0914.epil.init, %8462
  %8464 = icmp uge i64 %8458, %8396
  %8465 = and i1 %8457, %8464
  %8466 = or i1 %8456, %8465
  %8467 = select i1 %8466, float %8455, float 0.000000e+00
  %8468 = fadd float %fold_value476.0915.epil.init, %8467
  %8469 = icmp uge i64 %8458, %8397
  %8470 = and i1 %8457, %8469
  %8471 = or i1 %8456, %8470
  %8472 = select i1 %8471, float %8455, float 0.000000e+00
  %8473 = fadd float %fold_value481.0916.epil.init, %8472
  br label %search.feature.exit488

search.feature.exit488:                           ; preds = %search.feature.body487.epil.preheader, %search.feature.exit488.loopexit.unr-lcssa, %search.round_pair.body463
  %fold_value471.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body463 ], [ %8439, %search.feature.exit488.loopexit.unr-lcssa ], [ %8463, %search.feature.body487.epil.preheader ]
  %fold_value476.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body463 ], [ %8444, %search.feature.exit488.loopexit.unr-lcssa ], [ %8468, %search.feature.body487.epil.preheader ]
  %fold_value481.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body463 ], [ %8449, %search.feature.exit488.loopexit.unr-lcssa ], [ %8473, %search.feature.body487.epil.preheader ]
  %8474 = fcmp oge float %fold_value471.0.lcssa, %top_p
  %8475 = select i1 %8474, i64 %candidate470, i64 %search_lo461.0921
  %8476 = select i1 %8474, i64 %8396, i64 %8397
  %8477 = select i1 %8474, float %fold_value476.0.lcssa, float %fold_value481.0.lcssa
  %8478 = fcmp oge float %8477, %top_p
  %8479 = select i1 %8478, i64 %8476, i64 %8475
  %8480 = add nuw nsw i64 %search.round_pair465922, 1
  %exitcond1106.not = icmp eq i64 %8480, %round_pairs
  br i1 %exitcond1106.not, label %search.round_pair.exit464, label %search.round_pair.body463

guard.done499:                                    ; preds = %guard.done310, %fold_tail.exit533
  %uniforms.sroa.25.01425 = phi float [ %uniforms.sroa.25.014241429, %fold_tail.exit533 ], [ %uniforms.sroa.25.0, %guard.done310 ]
  %uniforms.sroa.36.01423 = phi float [ %uniforms.sroa.36.014221431, %fold_tail.exit533 ], [ %uniforms.sroa.36.0, %guard.done310 ]
  %uniforms.sroa.72.0 = phi float [ %argmax536, %fold_tail.exit533 ], [ 0.000000e+00, %guard.done310 ]
  br i1 %guard539, label %gumbel.philox.header543.preheader, label %guard.done542

guard.done499.thread:                             ; preds = %guard.done310.thread
  br i1 %guard539, label %gumbel.philox.body544.lr.ph, label %guard.done542

gumbel.philox.header543.preheader:                ; preds = %guard.done499
  br i1 %.not969, label %max_block.exit568, label %gumbel.philox.body544.lr.ph

gumbel.philox.body544.lr.ph:                      ; preds = %guard.done499.thread, %gumbel.philox.header543.preheader
  %uniforms.sroa.25.0142514351445 = phi float [ %uniforms.sroa.25.01425, %gumbel.philox.header543.preheader ], [ 0xFFF0000000000000, %guard.done499.thread ]
  %uniforms.sroa.36.0142314361444 = phi float [ %uniforms.sroa.36.01423, %gumbel.philox.header543.preheader ], [ 0x7FF0000000000000, %guard.done499.thread ]
  %uniforms.sroa.72.014381443 = phi float [ %uniforms.sroa.72.0, %gumbel.philox.header543.preheader ], [ 0.000000e+00, %guard.done499.thread ]
  %.reass937.reass = xor i64 %row950, %invariant.op951
  %8481 = and i64 %.reass937.reass, 4294967295
  %8482 = mul nuw i64 %8481, 3528531795
  %8483 = lshr i64 %8482, 32
  %8484 = xor i64 %8483, %3651
  br i1 %min.iters.check1844, label %gumbel.philox.body544.preheader, label %vector.ph1845

vector.ph1845:                                    ; preds = %gumbel.philox.body544.lr.ph
  %broadcast.splatinsert1850 = insertelement <8 x i64> poison, i64 %8484, i64 0
  %broadcast.splat1851 = shufflevector <8 x i64> %broadcast.splatinsert1850, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar3717 = xor i64 %3653, %8482
  %.scalar3718 = and i64 %.scalar3717, 4294967295
  %8485 = insertelement <8 x i64> poison, i64 %.scalar3718, i64 0
  %.masked3693 = shufflevector <8 x i64> %8485, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body1886

vector.body1886:                                  ; preds = %vector.body1886, %vector.ph1845
  %index1887 = phi i64 [ 0, %vector.ph1845 ], [ %index.next1889, %vector.body1886 ]
  %vec.ind1888 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph1845 ], [ %vec.ind.next1890, %vector.body1886 ]
  %8486 = and <8 x i64> %vec.ind1888, splat (i64 4294967295)
  %8487 = mul nuw <8 x i64> %8486, splat (i64 3528531795)
  %8488 = xor <8 x i64> %broadcast.splat1853, %8487
  %8489 = lshr <8 x i64> %8488, splat (i64 32)
  %8490 = mul nuw <8 x i64> %8489, splat (i64 3449720151)
  %8491 = lshr <8 x i64> %8490, splat (i64 32)
  %8492 = xor <8 x i64> %broadcast.splat1851, %8487
  %8493 = xor <8 x i64> %.masked3692, %8491
  %8494 = mul nuw <8 x i64> %8493, splat (i64 3528531795)
  %8495 = and <8 x i64> %8492, splat (i64 4294967295)
  %8496 = mul nuw <8 x i64> %8495, splat (i64 3449720151)
  %8497 = lshr <8 x i64> %8494, splat (i64 32)
  %8498 = lshr <8 x i64> %8496, splat (i64 32)
  %8499 = xor <8 x i64> %8498, %broadcast.splat1859
  %8500 = xor <8 x i64> %8499, %8490
  %8501 = and <8 x i64> %8500, splat (i64 4294967295)
  %8502 = mul nuw <8 x i64> %8501, splat (i64 3528531795)
  %8503 = xor <8 x i64> %.masked3693, %8497
  %8504 = mul nuw <8 x i64> %8503, splat (i64 3449720151)
  %8505 = lshr <8 x i64> %8502, splat (i64 32)
  %8506 = lshr <8 x i64> %8504, splat (i64 32)
  %8507 = xor <8 x i64> %broadcast.splat1863, %8506
  %8508 = xor <8 x i64> %8507, %8496
  %8509 = xor <8 x i64> %8505, %broadcast.splat1865
  %8510 = xor <8 x i64> %8509, %8494
  %8511 = and <8 x i64> %8508, splat (i64 4294967295)
  %8512 = mul nuw <8 x i64> %8511, splat (i64 3528531795)
  %8513 = and <8 x i64> %8510, splat (i64 4294967295)
  %8514 = mul nuw <8 x i64> %8513, splat (i64 3449720151)
  %8515 = lshr <8 x i64> %8512, splat (i64 32)
  %8516 = lshr <8 x i64> %8514, splat (i64 32)
  %8517 = xor <8 x i64> %8516, %broadcast.splat1867
  %8518 = xor <8 x i64> %8517, %8504
  %8519 = xor <8 x i64> %broadcast.splat1869, %8515
  %8520 = xor <8 x i64> %8519, %8502
  %8521 = and <8 x i64> %8518, splat (i64 4294967295)
  %8522 = mul nuw <8 x i64> %8521, splat (i64 3528531795)
  %8523 = and <8 x i64> %8520, splat (i64 4294967295)
  %8524 = mul nuw <8 x i64> %8523, splat (i64 3449720151)
  %8525 = lshr <8 x i64> %8522, splat (i64 32)
  %8526 = lshr <8 x i64> %8524, splat (i64 32)
  %8527 = xor <8 x i64> %broadcast.splat1871, %8526
  %8528 = xor <8 x i64> %8527, %8514
  %8529 = xor <8 x i64> %8525, %broadcast.splat1873
  %8530 = xor <8 x i64> %8529, %8512
  %8531 = and <8 x i64> %8528, splat (i64 4294967295)
  %8532 = mul nuw <8 x i64> %8531, splat (i64 3528531795)
  %8533 = and <8 x i64> %8530, splat (i64 4294967295)
  %8534 = mul nuw <8 x i64> %8533, splat (i64 3449720151)
  %8535 = lshr <8 x i64> %8532, splat (i64 32)
  %8536 = lshr <8 x i64> %8534, splat (i64 32)
  %8537 = xor <8 x i64> %8536, %broadcast.splat1875
  %8538 = xor <8 x i64> %8537, %8524
  %8539 = xor <8 x i64> %broadcast.splat1877, %8535
  %8540 = xor <8 x i64> %8539, %8522
  %8541 = and <8 x i64> %8538, splat (i64 4294967295)
  %8542 = mul nuw <8 x i64> %8541, splat (i64 3528531795)
  %8543 = and <8 x i64> %8540, splat (i64 4294967295)
  %8544 = mul nuw <8 x i64> %8543, splat (i64 3449720151)
  %8545 = lshr <8 x i64> %8542, splat (i64 32)
  %8546 = lshr <8 x i64> %8544, splat (i64 32)
  %8547 = xor <8 x i64> %broadcast.splat1879, %8546
  %8548 = xor <8 x i64> %8547, %8534
  %8549 = xor <8 x i64> %8545, %broadcast.splat1881
  %8550 = xor <8 x i64> %8549, %8532
  %8551 = and <8 x i64> %8548, splat (i64 4294967295)
  %8552 = mul nuw <8 x i64> %8551, splat (i64 3528531795)
  %8553 = lshr <8 x i64> %8552, splat (i64 32)
  %8554 = trunc <8 x i64> %8550 to <8 x i32>
  %8555 = mul <8 x i32> %8554, splat (i32 -845247145)
  %8556 = xor <8 x i64> %broadcast.splat1883, %8553
  %8557 = xor <8 x i64> %8556, %8542
  %8558 = and <8 x i64> %8557, splat (i64 4294967295)
  %8559 = mul nuw <8 x i64> %8558, splat (i64 3449720151)
  %8560 = lshr <8 x i64> %8559, splat (i64 32)
  %8561 = trunc nuw <8 x i64> %8560 to <8 x i32>
  %8562 = xor <8 x i32> %8555, %8561
  %8563 = xor <8 x i32> %8562, %broadcast.splat1885
  %8564 = getelementptr inbounds float, ptr %3636, i64 %index1887
  store <8 x i32> %8563, ptr %8564, align 4
  %index.next1889 = add nuw i64 %index1887, 8
  %vec.ind.next1890 = add nuw <8 x i64> %vec.ind1888, splat (i64 8)
  %8565 = icmp eq i64 %index.next1889, %n.vec1847
  br i1 %8565, label %middle.block1891, label %vector.body1886, !llvm.loop !135

middle.block1891:                                 ; preds = %vector.body1886
  br i1 %cmp.n1892, label %gumbel.body548.preheader, label %gumbel.philox.body544.preheader

gumbel.philox.body544.preheader:                  ; preds = %gumbel.philox.body544.lr.ph, %middle.block1891
  %gumbel.philox546938.ph = phi i64 [ 0, %gumbel.philox.body544.lr.ph ], [ %n.vec1847, %middle.block1891 ]
  %invariant.op4509 = xor i64 %8482, %3653
  br label %gumbel.philox.body544

gumbel.philox.body501:                            ; preds = %gumbel.philox.body501.preheader, %gumbel.philox.body501
  %gumbel.philox503924 = phi i64 [ %8645, %gumbel.philox.body501 ], [ %gumbel.philox503924.ph, %gumbel.philox.body501.preheader ]
  %8566 = and i64 %gumbel.philox503924, 4294967295
  %8567 = mul nuw i64 %8566, 3528531795
  %8568 = xor i64 %3649, %8567
  %8569 = lshr i64 %8568, 32
  %8570 = mul nuw i64 %8569, 3449720151
  %8571 = lshr i64 %8570, 32
  %.reass1547.reass = xor i64 %8571, %invariant.op4506
  %8572 = xor i64 %8247, %8567
  %8573 = and i64 %.reass1547.reass, 4294967295
  %8574 = mul nuw i64 %8573, 3528531795
  %8575 = and i64 %8572, 4294967295
  %8576 = mul nuw i64 %8575, 3449720151
  %8577 = lshr i64 %8574, 32
  %8578 = lshr i64 %8576, 32
  %8579 = xor i64 %8578, %3652
  %8580 = xor i64 %8579, %8570
  %.reass1549.reass = xor i64 %8577, %invariant.op4507
  %8581 = and i64 %8580, 4294967295
  %8582 = mul nuw i64 %8581, 3528531795
  %8583 = and i64 %.reass1549.reass, 4294967295
  %8584 = mul nuw i64 %8583, 3449720151
  %8585 = lshr i64 %8582, 32
  %8586 = lshr i64 %8584, 32
  %8587 = xor i64 %3654, %8586
  %8588 = xor i64 %8587, %8576
  %8589 = xor i64 %8585, %3655
  %8590 = xor i64 %8589, %8574
  %8591 = and i64 %8588, 4294967295
  %8592 = mul nuw i64 %8591, 3528531795
  %8593 = and i64 %8590, 4294967295
  %8594 = mul nuw i64 %8593, 3449720151
  %8595 = lshr i64 %8592, 32
  %8596 = lshr i64 %8594, 32
  %8597 = xor i64 %8596, %3656
  %8598 = xor i64 %8597, %8584
  %8599 = xor i64 %3657, %8595
  %8600 = xor i64 %8599, %8582
  %8601 = and i64 %8598, 4294967295
  %8602 = mul nuw i64 %8601, 3528531795
  %8603 = and i64 %8600, 4294967295
  %8604 = mul nuw i64 %8603, 3449720151
  %8605 = lshr i64 %8602, 32
  %8606 = lshr i64 %8604, 32
  %8607 = xor i64 %3658, %8606
  %8608 = xor i64 %8607, %8594
  %8609 = xor i64 %8605, %3659
  %8610 = xor i64 %8609, %8592
  %8611 = and i64 %8608, 4294967295
  %8612 = mul nuw i64 %8611, 3528531795
  %8613 = and i64 %8610, 4294967295
  %8614 = mul nuw i64 %8613, 3449720151
  %8615 = lshr i64 %8612, 32
  %8616 = lshr i64 %8614, 32
  %8617 = xor i64 %8616, %3660
  %8618 = xor i64 %8617, %8604
  %8619 = xor i64 %3661, %8615
  %8620 = xor i64 %8619, %8602
  %8621 = and i64 %8618, 4294967295
  %8622 = mul nuw i64 %8621, 3528531795
  %8623 = and i64 %8620, 4294967295
  %8624 = mul nuw i64 %8623, 3449720151
  %8625 = lshr i64 %8622, 32
  %8626 = lshr i64 %8624, 32
  %8627 = xor i64 %3662, %8626
  %8628 = xor i64 %8627, %8614
  %8629 = xor i64 %8625, %3663
  %8630 = xor i64 %8629, %8612
  %8631 = and i64 %8628, 4294967295
  %8632 = mul nuw i64 %8631, 3528531795
  %8633 = lshr i64 %8632, 32
  %8634 = trunc i64 %8630 to i32
  %8635 = mul i32 %8634, -845247145
  %8636 = xor i64 %3664, %8633
  %8637 = xor i64 %8636, %8622
  %8638 = and i64 %8637, 4294967295
  %8639 = mul nuw i64 %8638, 3449720151
  %8640 = lshr i64 %8639, 32
  %8641 = trunc nuw i64 %8640 to i32
  %8642 = xor i32 %8635, %8641
  %8643 = xor i32 %8642, %3665
  %8644 = getelementptr inbounds float, ptr %3636, i64 %gumbel.philox503924
  store i32 %8643, ptr %8644, align 4
  %8645 = add nuw i64 %gumbel.philox503924, 1
  %exitcond1107.not = icmp eq i64 %8645, %n_features
  br i1 %exitcond1107.not, label %gumbel.body505.preheader, label %gumbel.philox.body501, !llvm.loop !136

gumbel.body505.preheader:                         ; preds = %gumbel.philox.body501, %middle.block1985
  br i1 %min.iters.check1926, label %gumbel.body505.preheader3727, label %vector.body1930

vector.body1930:                                  ; preds = %gumbel.body505.preheader, %vector.body1930
  %index1931 = phi i64 [ %index.next1933, %vector.body1930 ], [ 0, %gumbel.body505.preheader ]
  %8646 = getelementptr inbounds float, ptr %3636, i64 %index1931
  %wide.load1932 = load <8 x i32>, ptr %8646, align 4
  %8647 = uitofp <8 x i32> %wide.load1932 to <8 x double>
  %8648 = fadd <8 x double> %8647, splat (double 5.000000e-01)
  %8649 = fmul <8 x double> %8648, splat (double 0x3DF0000000000000)
  %8650 = bitcast <8 x double> %8649 to <8 x i64>
  %8651 = lshr <8 x i64> %8650, splat (i64 32)
  %8652 = add nuw nsw <8 x i64> %8651, splat (i64 614242)
  %8653 = lshr <8 x i64> %8652, splat (i64 20)
  %8654 = add nsw <8 x i64> %8653, splat (i64 -1023)
  %8655 = shl nuw <8 x i64> %8652, splat (i64 32)
  %8656 = and <8 x i64> %8655, splat (i64 4503595332403200)
  %8657 = add nuw nsw <8 x i64> %8656, splat (i64 4604544269498187776)
  %8658 = and <8 x i64> %8650, splat (i64 4294967295)
  %8659 = or disjoint <8 x i64> %8657, %8658
  %8660 = bitcast <8 x i64> %8659 to <8 x double>
  %8661 = fadd <8 x double> %8660, splat (double -1.000000e+00)
  %8662 = fmul <8 x double> %8661, splat (double 5.000000e-01)
  %8663 = fmul <8 x double> %8661, %8662
  %8664 = fadd <8 x double> %8661, splat (double 2.000000e+00)
  %8665 = fdiv <8 x double> %8661, %8664
  %8666 = fmul <8 x double> %8665, %8665
  %8667 = fmul <8 x double> %8666, %8666
  %8668 = fmul <8 x double> %8667, splat (double 0x3FC39A09D078C69F)
  %8669 = fadd <8 x double> %8668, splat (double 0x3FCC71C51D8E78AF)
  %8670 = fmul <8 x double> %8667, %8669
  %8671 = fadd <8 x double> %8670, splat (double 0x3FD999999997FA04)
  %8672 = fmul <8 x double> %8667, %8671
  %8673 = fmul <8 x double> %8667, splat (double 0x3FC2F112DF3E5244)
  %8674 = fadd <8 x double> %8673, splat (double 0x3FC7466496CB03DE)
  %8675 = fmul <8 x double> %8667, %8674
  %8676 = fadd <8 x double> %8675, splat (double 0x3FD2492494229359)
  %8677 = fmul <8 x double> %8667, %8676
  %8678 = fadd <8 x double> %8677, splat (double 0x3FE5555555555593)
  %8679 = fmul <8 x double> %8666, %8678
  %8680 = fadd <8 x double> %8672, %8679
  %8681 = sitofp <8 x i64> %8654 to <8 x double>
  %8682 = fadd <8 x double> %8663, %8680
  %8683 = fmul <8 x double> %8665, %8682
  %8684 = fmul <8 x double> %8681, splat (double 0x3DEA39EF35793C76)
  %8685 = fadd <8 x double> %8684, %8683
  %8686 = fsub <8 x double> %8685, %8663
  %8687 = fadd <8 x double> %8661, %8686
  %8688 = fmul <8 x double> %8681, splat (double 0x3FE62E42FEE00000)
  %8689 = fadd <8 x double> %8688, %8687
  %8690 = fneg <8 x double> %8689
  %8691 = bitcast <8 x double> %8690 to <8 x i64>
  %8692 = lshr <8 x i64> %8691, splat (i64 32)
  %8693 = add nuw nsw <8 x i64> %8692, splat (i64 614242)
  %8694 = lshr <8 x i64> %8693, splat (i64 20)
  %8695 = add nsw <8 x i64> %8694, splat (i64 -1023)
  %8696 = shl <8 x i64> %8693, splat (i64 32)
  %8697 = and <8 x i64> %8696, splat (i64 4503595332403200)
  %8698 = add nuw nsw <8 x i64> %8697, splat (i64 4604544269498187776)
  %8699 = and <8 x i64> %8691, splat (i64 4294967295)
  %8700 = or disjoint <8 x i64> %8698, %8699
  %8701 = bitcast <8 x i64> %8700 to <8 x double>
  %8702 = fadd <8 x double> %8701, splat (double -1.000000e+00)
  %8703 = fmul <8 x double> %8702, splat (double 5.000000e-01)
  %8704 = fmul <8 x double> %8702, %8703
  %8705 = fadd <8 x double> %8702, splat (double 2.000000e+00)
  %8706 = fdiv <8 x double> %8702, %8705
  %8707 = fmul <8 x double> %8706, %8706
  %8708 = fmul <8 x double> %8707, %8707
  %8709 = fmul <8 x double> %8708, splat (double 0x3FC39A09D078C69F)
  %8710 = fadd <8 x double> %8709, splat (double 0x3FCC71C51D8E78AF)
  %8711 = fmul <8 x double> %8708, %8710
  %8712 = fadd <8 x double> %8711, splat (double 0x3FD999999997FA04)
  %8713 = fmul <8 x double> %8708, %8712
  %8714 = fmul <8 x double> %8708, splat (double 0x3FC2F112DF3E5244)
  %8715 = fadd <8 x double> %8714, splat (double 0x3FC7466496CB03DE)
  %8716 = fmul <8 x double> %8708, %8715
  %8717 = fadd <8 x double> %8716, splat (double 0x3FD2492494229359)
  %8718 = fmul <8 x double> %8708, %8717
  %8719 = fadd <8 x double> %8718, splat (double 0x3FE5555555555593)
  %8720 = fmul <8 x double> %8707, %8719
  %8721 = fadd <8 x double> %8713, %8720
  %8722 = sitofp <8 x i64> %8695 to <8 x double>
  %8723 = fadd <8 x double> %8704, %8721
  %8724 = fmul <8 x double> %8706, %8723
  %8725 = fmul <8 x double> %8722, splat (double 0x3DEA39EF35793C76)
  %8726 = fadd <8 x double> %8725, %8724
  %8727 = fsub <8 x double> %8726, %8704
  %8728 = fadd <8 x double> %8702, %8727
  %8729 = fmul <8 x double> %8722, splat (double 0x3FE62E42FEE00000)
  %8730 = fadd <8 x double> %8729, %8728
  %8731 = fptrunc <8 x double> %8730 to <8 x float>
  %8732 = fneg <8 x float> %8731
  store <8 x float> %8732, ptr %8646, align 4
  %index.next1933 = add nuw i64 %index1931, 8
  %8733 = icmp eq i64 %index.next1933, %n.vec1929
  br i1 %8733, label %middle.block1934, label %vector.body1930, !llvm.loop !137

middle.block1934:                                 ; preds = %vector.body1930
  br i1 %cmp.n1935, label %feature.body510.preheader, label %gumbel.body505.preheader3727

gumbel.body505.preheader3727:                     ; preds = %gumbel.body505.preheader, %middle.block1934
  %gumbel507925.ph = phi i64 [ 0, %gumbel.body505.preheader ], [ %n.vec1929, %middle.block1934 ]
  br label %gumbel.body505

gumbel.body505:                                   ; preds = %gumbel.body505.preheader3727, %gumbel.body505
  %gumbel507925 = phi i64 [ %8820, %gumbel.body505 ], [ %gumbel507925.ph, %gumbel.body505.preheader3727 ]
  %8734 = getelementptr inbounds float, ptr %3636, i64 %gumbel507925
  %word508 = load i32, ptr %8734, align 4
  %8735 = uitofp i32 %word508 to double
  %8736 = fadd double %8735, 5.000000e-01
  %8737 = fmul double %8736, 0x3DF0000000000000
  %8738 = bitcast double %8737 to i64
  %8739 = lshr i64 %8738, 32
  %8740 = add nuw nsw i64 %8739, 614242
  %8741 = lshr i64 %8740, 20
  %8742 = add nsw i64 %8741, -1023
  %8743 = shl nuw i64 %8740, 32
  %8744 = and i64 %8743, 4503595332403200
  %8745 = add nuw nsw i64 %8744, 4604544269498187776
  %8746 = and i64 %8738, 4294967295
  %8747 = or disjoint i64 %8745, %8746
  %8748 = bitcast i64 %8747 to double
  %8749 = fadd double %8748, -1.000000e+00
  %8750 = fmul double %8749, 5.000000e-01
  %8751 = fmul double %8749, %8750
  %8752 = fadd double %8749, 2.000000e+00
  %8753 = fdiv double %8749, %8752
  %8754 = fmul double %8753, %8753
  %8755 = fmul double %8754, %8754
  %8756 = fmul double %8755, 0x3FC39A09D078C69F
  %8757 = fadd double %8756, 0x3FCC71C51D8E78AF
  %8758 = fmul double %8755, %8757
  %8759 = fadd double %8758, 0x3FD999999997FA04
  %8760 = fmul double %8755, %8759
  %8761 = fmul double %8755, 0x3FC2F112DF3E5244
  %8762 = fadd double %8761, 0x3FC7466496CB03DE
  %8763 = fmul double %8755, %8762
  %8764 = fadd double %8763, 0x3FD2492494229359
  %8765 = fmul double %8755, %8764
  %8766 = fadd double %8765, 0x3FE5555555555593
  %8767 = fmul double %8754, %8766
  %8768 = fadd double %8760, %8767
  %8769 = sitofp i64 %8742 to double
  %8770 = fadd double %8751, %8768
  %8771 = fmul double %8753, %8770
  %8772 = fmul double %8769, 0x3DEA39EF35793C76
  %8773 = fadd double %8772, %8771
  %8774 = fsub double %8773, %8751
  %8775 = fadd double %8749, %8774
  %8776 = fmul double %8769, 0x3FE62E42FEE00000
  %8777 = fadd double %8776, %8775
  %8778 = fneg double %8777
  %8779 = bitcast double %8778 to i64
  %8780 = lshr i64 %8779, 32
  %8781 = add nuw nsw i64 %8780, 614242
  %8782 = lshr i64 %8781, 20
  %8783 = add nsw i64 %8782, -1023
  %8784 = shl i64 %8781, 32
  %8785 = and i64 %8784, 4503595332403200
  %8786 = add nuw nsw i64 %8785, 4604544269498187776
  %8787 = and i64 %8779, 4294967295
  %8788 = or disjoint i64 %8786, %8787
  %8789 = bitcast i64 %8788 to double
  %8790 = fadd double %8789, -1.000000e+00
  %8791 = fmul double %8790, 5.000000e-01
  %8792 = fmul double %8790, %8791
  %8793 = fadd double %8790, 2.000000e+00
  %8794 = fdiv double %8790, %8793
  %8795 = fmul double %8794, %8794
  %8796 = fmul double %8795, %8795
  %8797 = fmul double %8796, 0x3FC2F112DF3E5244
  %8798 = fadd double %8797, 0x3FC7466496CB03DE
  %8799 = insertelement <2 x double> poison, double %8796, i64 0
  %8800 = shufflevector <2 x double> %8799, <2 x double> poison, <2 x i32> zeroinitializer
  %8801 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %8798, i64 1
  %8802 = fmul <2 x double> %8800, %8801
  %8803 = fadd <2 x double> %8802, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %8804 = fmul <2 x double> %8800, %8803
  %8805 = fadd <2 x double> %8804, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %8806 = insertelement <2 x double> %8799, double %8795, i64 1
  %8807 = fmul <2 x double> %8806, %8805
  %shift3719 = shufflevector <2 x double> %8807, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop3720 = fadd <2 x double> %8807, %shift3719
  %8808 = extractelement <2 x double> %foldExtExtBinop3720, i64 0
  %8809 = sitofp i64 %8783 to double
  %8810 = fadd double %8792, %8808
  %8811 = fmul double %8794, %8810
  %8812 = fmul double %8809, 0x3DEA39EF35793C76
  %8813 = fadd double %8812, %8811
  %8814 = fsub double %8813, %8792
  %8815 = fadd double %8790, %8814
  %8816 = fmul double %8809, 0x3FE62E42FEE00000
  %8817 = fadd double %8816, %8815
  %8818 = fptrunc double %8817 to float
  %8819 = fneg float %8818
  store float %8819, ptr %8734, align 4
  %8820 = add nuw i64 %gumbel507925, 1
  %exitcond1108.not = icmp eq i64 %8820, %n_features
  br i1 %exitcond1108.not, label %feature.body510.preheader, label %gumbel.body505, !llvm.loop !138

feature.body510.preheader:                        ; preds = %gumbel.body505, %middle.block1934
  %diff.check1895 = icmp ult i64 %3748, 32
  %or.cond3696 = select i1 %min.iters.check1897, i1 true, i1 %diff.check1895
  br i1 %or.cond3696, label %feature.body510.preheader3726, label %vector.ph1898

vector.ph1898:                                    ; preds = %feature.body510.preheader
  %broadcast.splatinsert1903 = insertelement <8 x float> poison, float %uniforms.sroa.25.014241429, i64 0
  %broadcast.splat1904 = shufflevector <8 x float> %broadcast.splatinsert1903, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1905 = insertelement <8 x float> poison, float %uniforms.sroa.36.014221431, i64 0
  %broadcast.splat1906 = shufflevector <8 x float> %broadcast.splatinsert1905, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1907 = insertelement <8 x float> poison, float %fold_value364.0.lcssa, i64 0
  %broadcast.splat1908 = shufflevector <8 x float> %broadcast.splatinsert1907, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1909 = insertelement <8 x float> poison, float %fold_value395.0.lcssa141114131417, i64 0
  %broadcast.splat1910 = shufflevector <8 x float> %broadcast.splatinsert1909, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1911 = insertelement <8 x float> poison, float %search_value416.0, i64 0
  %broadcast.splat1912 = shufflevector <8 x float> %broadcast.splatinsert1911, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1913 = insertelement <8 x float> poison, float %search_index417.0, i64 0
  %broadcast.splat1914 = shufflevector <8 x float> %broadcast.splatinsert1913, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body1915

vector.body1915:                                  ; preds = %vector.body1915, %vector.ph1898
  %index1916 = phi i64 [ 0, %vector.ph1898 ], [ %index.next1920, %vector.body1915 ]
  %vec.ind1917 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph1898 ], [ %vec.ind.next1921, %vector.body1915 ]
  %8821 = getelementptr inbounds float, ptr %3751, i64 %index1916
  %wide.load1918 = load <8 x float>, ptr %8821, align 4
  %8822 = fmul <8 x float> %broadcast.splat1902, %wide.load1918
  %8823 = uitofp <8 x i64> %vec.ind1917 to <8 x float>
  %8824 = fcmp ogt <8 x float> %wide.load1918, %broadcast.splat1904
  %8825 = select <8 x i1> %8824, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %8826 = fcmp oeq <8 x float> %wide.load1918, %broadcast.splat1904
  %8827 = fcmp oge <8 x float> %broadcast.splat1906, %8823
  %8828 = select <8 x i1> %8826, <8 x i1> %8827, <8 x i1> zeroinitializer
  %8829 = select <8 x i1> %8828, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %8830 = fcmp ogt <8 x float> %8829, %8825
  %8831 = select <8 x i1> %8830, <8 x float> %8829, <8 x float> %8825
  %8832 = fsub <8 x float> %8822, %broadcast.splat1908
  %8833 = fcmp olt <8 x float> %8832, splat (float -1.040000e+02)
  %8834 = select <8 x i1> %8833, <8 x float> splat (float -1.040000e+02), <8 x float> %8832
  %8835 = fcmp ogt <8 x float> %8834, splat (float 8.900000e+01)
  %8836 = select <8 x i1> %8835, <8 x float> splat (float 8.900000e+01), <8 x float> %8834
  %8837 = fmul <8 x float> %8836, splat (float 0x3FF7154760000000)
  %8838 = fadd <8 x float> %8837, splat (float 0x4168000000000000)
  %8839 = fadd <8 x float> %8838, splat (float 0xC168000000000000)
  %8840 = bitcast <8 x float> %8838 to <8 x i32>
  %8841 = fmul <8 x float> %8839, splat (float 0x3FE62E4000000000)
  %8842 = fsub <8 x float> %8836, %8841
  %8843 = fmul <8 x float> %8839, splat (float 0x3EB7F7D1C0000000)
  %8844 = fsub <8 x float> %8842, %8843
  %8845 = fmul <8 x float> %8844, %8844
  %8846 = fmul <8 x float> %8845, splat (float 0x3E66376980000000)
  %8847 = fadd <8 x float> %8846, splat (float 0xBEBBBD41C0000000)
  %8848 = fmul <8 x float> %8845, %8847
  %8849 = fadd <8 x float> %8848, splat (float 0x3F11566AA0000000)
  %8850 = fmul <8 x float> %8845, %8849
  %8851 = fadd <8 x float> %8850, splat (float 0xBF66C16C20000000)
  %8852 = fmul <8 x float> %8845, %8851
  %8853 = fadd <8 x float> %8852, splat (float 0x3FC5555560000000)
  %8854 = fmul <8 x float> %8845, %8853
  %8855 = fsub <8 x float> %8844, %8854
  %8856 = fmul <8 x float> %8844, %8855
  %8857 = fsub <8 x float> splat (float 2.000000e+00), %8855
  %8858 = fdiv <8 x float> %8856, %8857
  %8859 = fsub <8 x float> %8843, %8858
  %8860 = fsub <8 x float> %8842, %8859
  %8861 = fadd <8 x float> %8860, splat (float 1.000000e+00)
  %8862 = add <8 x i32> %8840, splat (i32 -1262485248)
  %8863 = lshr <8 x i32> %8862, splat (i32 1)
  %8864 = add <8 x i32> %8840, splat (i32 255)
  %8865 = sub <8 x i32> %8864, %8863
  %8866 = shl <8 x i32> %8863, splat (i32 23)
  %8867 = add <8 x i32> %8866, splat (i32 -8388608)
  %8868 = shl <8 x i32> %8865, splat (i32 23)
  %8869 = bitcast <8 x i32> %8867 to <8 x float>
  %8870 = bitcast <8 x i32> %8868 to <8 x float>
  %8871 = fmul <8 x float> %8861, %8869
  %8872 = fmul <8 x float> %8871, %8870
  %8873 = fcmp uno <8 x float> %8832, zeroinitializer
  %8874 = select <8 x i1> %8873, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %8872
  %8875 = fdiv <8 x float> %8874, %broadcast.splat1910
  %8876 = fcmp une <8 x float> %8831, zeroinitializer
  %8877 = fadd <8 x float> %8875, zeroinitializer
  %8878 = select <8 x i1> %8876, <8 x float> %8877, <8 x float> splat (float -1.000000e+00)
  %8879 = fcmp ogt <8 x float> %8878, %broadcast.splat1912
  %8880 = select <8 x i1> %8879, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %8881 = fcmp oeq <8 x float> %8878, %broadcast.splat1912
  %8882 = fcmp oge <8 x float> %broadcast.splat1914, %8823
  %8883 = select <8 x i1> %8881, <8 x i1> %8882, <8 x i1> zeroinitializer
  %8884 = select <8 x i1> %8883, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %8885 = fcmp ogt <8 x float> %8884, %8880
  %8886 = select <8 x i1> %8885, <8 x float> %8884, <8 x float> %8880
  %8887 = fmul <8 x float> %8831, %8886
  %8888 = getelementptr inbounds float, ptr %3636, i64 %index1916
  %wide.load1919 = load <8 x float>, ptr %8888, align 4
  %8889 = fadd <8 x float> %8822, %wide.load1919
  %8890 = fcmp une <8 x float> %8887, zeroinitializer
  %8891 = select <8 x i1> %8890, <8 x float> %8889, <8 x float> splat (float 0xFFF0000000000000)
  %8892 = getelementptr inbounds float, ptr %scratch, i64 %index1916
  store <8 x float> %8891, ptr %8892, align 4
  %index.next1920 = add nuw i64 %index1916, 8
  %vec.ind.next1921 = add nuw <8 x i64> %vec.ind1917, splat (i64 8)
  %8893 = icmp eq i64 %index.next1920, %n.vec1900
  br i1 %8893, label %middle.block1922, label %vector.body1915, !llvm.loop !139

middle.block1922:                                 ; preds = %vector.body1915
  br i1 %cmp.n1923, label %max_block.header525.preheader, label %feature.body510.preheader3726

feature.body510.preheader3726:                    ; preds = %feature.body510.preheader, %middle.block1922
  %feature512926.ph = phi i64 [ 0, %feature.body510.preheader ], [ %n.vec1900, %middle.block1922 ]
  br label %feature.body510

max_block.header525.preheader:                    ; preds = %feature.body510, %middle.block1922
  br i1 %.not970, label %max_block.exit527, label %max_block.body526.preheader

max_block.body526.preheader:                      ; preds = %max_block.header525.preheader
  br i1 %3729, label %max_block.body526.epil.preheader, label %max_block.body526

feature.body510:                                  ; preds = %feature.body510.preheader3726, %feature.body510
  %feature512926 = phi i64 [ %8965, %feature.body510 ], [ %feature512926.ph, %feature.body510.preheader3726 ]
  %8894 = getelementptr inbounds float, ptr %3751, i64 %feature512926
  %8895 = load float, ptr %8894, align 4
  %8896 = fmul float %inv_t, %8895
  %feature513 = uitofp i64 %feature512926 to float
  %8897 = fcmp ogt float %8895, %uniforms.sroa.25.014241429
  %8898 = select i1 %8897, float 1.000000e+00, float 0.000000e+00
  %8899 = fcmp oeq float %8895, %uniforms.sroa.25.014241429
  %8900 = fcmp oge float %uniforms.sroa.36.014221431, %feature513
  %8901 = select i1 %8899, i1 %8900, i1 false
  %8902 = select i1 %8901, float 1.000000e+00, float 0.000000e+00
  %8903 = fcmp ogt float %8902, %8898
  %max514 = select i1 %8903, float %8902, float %8898
  %8904 = fsub float %8896, %fold_value364.0.lcssa
  %8905 = fcmp olt float %8904, -1.040000e+02
  %8906 = select i1 %8905, float -1.040000e+02, float %8904
  %8907 = fcmp ogt float %8906, 8.900000e+01
  %8908 = select i1 %8907, float 8.900000e+01, float %8906
  %8909 = fmul float %8908, 0x3FF7154760000000
  %8910 = fadd float %8909, 0x4168000000000000
  %8911 = fadd float %8910, 0xC168000000000000
  %8912 = bitcast float %8910 to i32
  %8913 = fmul float %8911, 0x3FE62E4000000000
  %8914 = fsub float %8908, %8913
  %8915 = fmul float %8911, 0x3EB7F7D1C0000000
  %8916 = fsub float %8914, %8915
  %8917 = fmul float %8916, %8916
  %8918 = fmul float %8917, 0x3E66376980000000
  %8919 = fadd float %8918, 0xBEBBBD41C0000000
  %8920 = fmul float %8917, %8919
  %8921 = fadd float %8920, 0x3F11566AA0000000
  %8922 = fmul float %8917, %8921
  %8923 = fadd float %8922, 0xBF66C16C20000000
  %8924 = fmul float %8917, %8923
  %8925 = fadd float %8924, 0x3FC5555560000000
  %8926 = fmul float %8917, %8925
  %8927 = fsub float %8916, %8926
  %8928 = fmul float %8916, %8927
  %8929 = fsub float 2.000000e+00, %8927
  %8930 = fdiv float %8928, %8929
  %8931 = fsub float %8915, %8930
  %8932 = fsub float %8914, %8931
  %8933 = fadd float %8932, 1.000000e+00
  %8934 = add i32 %8912, -1262485248
  %8935 = lshr i32 %8934, 1
  %8936 = add i32 %8912, 255
  %8937 = sub i32 %8936, %8935
  %8938 = shl i32 %8935, 23
  %8939 = add i32 %8938, -8388608
  %8940 = shl i32 %8937, 23
  %8941 = bitcast i32 %8939 to float
  %8942 = bitcast i32 %8940 to float
  %8943 = fmul float %8933, %8941
  %8944 = fmul float %8943, %8942
  %8945 = fcmp uno float %8904, 0.000000e+00
  %8946 = select i1 %8945, float 0x7FF8000000000000, float %8944
  %8947 = fdiv float %8946, %fold_value395.0.lcssa141114131417
  %8948 = fcmp une float %max514, 0.000000e+00
  %8949 = fadd float %8947, 0.000000e+00
  %8950 = select i1 %8948, float %8949, float -1.000000e+00
  %8951 = fcmp ogt float %8950, %search_value416.0
  %8952 = select i1 %8951, float 1.000000e+00, float 0.000000e+00
  %8953 = fcmp oeq float %8950, %search_value416.0
  %8954 = fcmp oge float %search_index417.0, %feature513
  %8955 = select i1 %8953, i1 %8954, i1 false
  %8956 = select i1 %8955, float 1.000000e+00, float 0.000000e+00
  %8957 = fcmp ogt float %8956, %8952
  %max516 = select i1 %8957, float %8956, float %8952
  %8958 = fmul float %max514, %max516
  %8959 = getelementptr inbounds float, ptr %3636, i64 %feature512926
  %8960 = load float, ptr %8959, align 4
  %8961 = fadd float %8896, %8960
  %8962 = fcmp une float %8958, 0.000000e+00
  %8963 = select i1 %8962, float %8961, float 0xFFF0000000000000
  %8964 = getelementptr inbounds float, ptr %scratch, i64 %feature512926
  store float %8963, ptr %8964, align 4
  %8965 = add nuw i64 %feature512926, 1
  %exitcond1109.not = icmp eq i64 %8965, %n_features
  br i1 %exitcond1109.not, label %max_block.header525.preheader, label %feature.body510, !llvm.loop !140

max_block.body526:                                ; preds = %max_block.body526.preheader, %max_block.body526
  %max_block528929 = phi i64 [ %8987, %max_block.body526 ], [ 0, %max_block.body526.preheader ]
  %max_index523.0928 = phi <32 x i64> [ %8986, %max_block.body526 ], [ zeroinitializer, %max_block.body526.preheader ]
  %max_best522.0927 = phi <32 x float> [ %8982, %max_block.body526 ], [ splat (float 0xFFF0000000000000), %max_block.body526.preheader ]
  %niter4188 = phi i64 [ %niter4188.next.1, %max_block.body526 ], [ 0, %max_block.body526.preheader ]
  %8966 = getelementptr inbounds float, ptr %scratch, i64 %max_block528929
  %block529 = load <32 x float>, ptr %8966, align 4
  %8967 = fcmp ogt <32 x float> %block529, %max_best522.0927
  %8968 = fcmp uno <32 x float> %block529, zeroinitializer
  %8969 = fcmp ord <32 x float> %max_best522.0927, zeroinitializer
  %8970 = and <32 x i1> %8969, %8968
  %take530 = or <32 x i1> %8967, %8970
  %8971 = select <32 x i1> %take530, <32 x float> %block529, <32 x float> %max_best522.0927
  %8972 = insertelement <32 x i64> poison, i64 %max_block528929, i64 0
  %8973 = shufflevector <32 x i64> %8972, <32 x i64> poison, <32 x i32> zeroinitializer
  %8974 = or disjoint <32 x i64> %8973, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %8975 = select <32 x i1> %take530, <32 x i64> %8974, <32 x i64> %max_index523.0928
  %8976 = or disjoint i64 %max_block528929, 32
  %8977 = getelementptr inbounds float, ptr %scratch, i64 %8976
  %block529.1 = load <32 x float>, ptr %8977, align 4
  %8978 = fcmp ogt <32 x float> %block529.1, %8971
  %8979 = fcmp uno <32 x float> %block529.1, zeroinitializer
  %8980 = fcmp ord <32 x float> %8971, zeroinitializer
  %8981 = and <32 x i1> %8980, %8979
  %take530.1 = or <32 x i1> %8978, %8981
  %8982 = select <32 x i1> %take530.1, <32 x float> %block529.1, <32 x float> %8971
  %8983 = insertelement <32 x i64> poison, i64 %8976, i64 0
  %8984 = shufflevector <32 x i64> %8983, <32 x i64> poison, <32 x i32> zeroinitializer
  %8985 = or disjoint <32 x i64> %8984, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %8986 = select <32 x i1> %take530.1, <32 x i64> %8985, <32 x i64> %8975
  %8987 = add nuw i64 %max_block528929, 64
  %niter4188.next.1 = add i64 %niter4188, 2
  %niter4188.ncmp.1.not = icmp eq i64 %niter4188.next.1, %unroll_iter4187
  br i1 %niter4188.ncmp.1.not, label %max_block.exit527.loopexit.unr-lcssa, label %max_block.body526

max_block.exit527.loopexit.unr-lcssa:             ; preds = %max_block.body526
  br i1 %lcmp.mod4183.not, label %max_block.exit527, label %max_block.body526.epil.preheader

max_block.body526.epil.preheader:                 ; preds = %max_block.exit527.loopexit.unr-lcssa, %max_block.body526.preheader
  %max_block528929.epil.init = phi i64 [ 0, %max_block.body526.preheader ], [ %8987, %max_block.exit527.loopexit.unr-lcssa ]
  %max_index523.0928.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body526.preheader ], [ %8986, %max_block.exit527.loopexit.unr-lcssa ]
  %max_best522.0927.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body526.preheader ], [ %8982, %max_block.exit527.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4186)
  %8988 = getelementptr inbounds float, ptr %scratch, i64 %max_block528929.epil.init
  %block529.epil = load <32 x float>, ptr %8988, align 4
  %8989 = fcmp ogt <32 x float> %block529.epil, %max_best522.0927.epil.init
  %8990 = fcmp uno <32 x float> %block529.epil, zeroinitializer
  %8991 = fcmp ord <32 x float> %max_best522.0927.epil.init, zeroinitializer
  %8992 = and <32 x i1> %8991, %8990
  %take530.epil = or <32 x i1> %8989, %8992
  %8993 = select <32 x i1> %take530.epil, <32 x float> %block529.epil, <32 x float> %max_best522.0927.epil.init
  %8994 = insertelement <32 x i64> poison, i64 %max_block528929.epil.init, i64 0
  %8995 = shufflevector <32 x i64> %8994, <32 x i64> poison, <32 x i32> zeroinitializer
  %8996 = or disjoint <32 x i64> %8995, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %8997 = select <32 x i1> %take530.epil, <32 x i64> %8996, <32 x i64> %max_index523.0928.epil.init
  br label %max_block.exit527

max_block.exit527:                                ; preds = %max_block.body526.epil.preheader, %max_block.exit527.loopexit.unr-lcssa, %search.done431, %max_block.header525.preheader
  %max_best522.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header525.preheader ], [ splat (float 0xFFF0000000000000), %search.done431 ], [ %8982, %max_block.exit527.loopexit.unr-lcssa ], [ %8993, %max_block.body526.epil.preheader ]
  %max_index523.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header525.preheader ], [ zeroinitializer, %search.done431 ], [ %8986, %max_block.exit527.loopexit.unr-lcssa ], [ %8997, %max_block.body526.epil.preheader ]
  %8998 = extractelement <32 x float> %max_best522.0.lcssa, i64 0
  %8999 = extractelement <32 x i64> %max_index523.0.lcssa, i64 0
  %9000 = fcmp une float %8998, 0xFFF0000000000000
  %9001 = select i1 %9000, i64 %8999, i64 0
  %9002 = extractelement <32 x float> %max_best522.0.lcssa, i64 1
  %9003 = extractelement <32 x i64> %max_index523.0.lcssa, i64 1
  %9004 = fcmp uno float %9002, 0.000000e+00
  %9005 = fcmp ord float %8998, 0.000000e+00
  %9006 = icmp ult i64 %9003, %9001
  %9007 = fcmp ogt float %9002, %8998
  %9008 = fcmp oeq float %9002, %8998
  %9009 = or i1 %9005, %9006
  %9010 = and i1 %9008, %9006
  %9011 = or i1 %9007, %9010
  %9012 = select i1 %9004, i1 %9009, i1 %9011
  %9013 = select i1 %9012, float %9002, float %8998
  %9014 = select i1 %9012, i64 %9003, i64 %9001
  %9015 = extractelement <32 x float> %max_best522.0.lcssa, i64 2
  %9016 = extractelement <32 x i64> %max_index523.0.lcssa, i64 2
  %9017 = fcmp uno float %9015, 0.000000e+00
  %9018 = fcmp ord float %9013, 0.000000e+00
  %9019 = icmp ult i64 %9016, %9014
  %9020 = fcmp ogt float %9015, %9013
  %9021 = fcmp oeq float %9015, %9013
  %9022 = or i1 %9018, %9019
  %9023 = and i1 %9021, %9019
  %9024 = or i1 %9020, %9023
  %9025 = select i1 %9017, i1 %9022, i1 %9024
  %9026 = select i1 %9025, float %9015, float %9013
  %9027 = select i1 %9025, i64 %9016, i64 %9014
  %9028 = extractelement <32 x float> %max_best522.0.lcssa, i64 3
  %9029 = extractelement <32 x i64> %max_index523.0.lcssa, i64 3
  %9030 = fcmp uno float %9028, 0.000000e+00
  %9031 = fcmp ord float %9026, 0.000000e+00
  %9032 = icmp ult i64 %9029, %9027
  %9033 = fcmp ogt float %9028, %9026
  %9034 = fcmp oeq float %9028, %9026
  %9035 = or i1 %9031, %9032
  %9036 = and i1 %9034, %9032
  %9037 = or i1 %9033, %9036
  %9038 = select i1 %9030, i1 %9035, i1 %9037
  %9039 = select i1 %9038, float %9028, float %9026
  %9040 = select i1 %9038, i64 %9029, i64 %9027
  %9041 = extractelement <32 x float> %max_best522.0.lcssa, i64 4
  %9042 = extractelement <32 x i64> %max_index523.0.lcssa, i64 4
  %9043 = fcmp uno float %9041, 0.000000e+00
  %9044 = fcmp ord float %9039, 0.000000e+00
  %9045 = icmp ult i64 %9042, %9040
  %9046 = fcmp ogt float %9041, %9039
  %9047 = fcmp oeq float %9041, %9039
  %9048 = or i1 %9044, %9045
  %9049 = and i1 %9047, %9045
  %9050 = or i1 %9046, %9049
  %9051 = select i1 %9043, i1 %9048, i1 %9050
  %9052 = select i1 %9051, float %9041, float %9039
  %9053 = select i1 %9051, i64 %9042, i64 %9040
  %9054 = extractelement <32 x float> %max_best522.0.lcssa, i64 5
  %9055 = extractelement <32 x i64> %max_index523.0.lcssa, i64 5
  %9056 = fcmp uno float %9054, 0.000000e+00
  %9057 = fcmp ord float %9052, 0.000000e+00
  %9058 = icmp ult i64 %9055, %9053
  %9059 = fcmp ogt float %9054, %9052
  %9060 = fcmp oeq float %9054, %9052
  %9061 = or i1 %9057, %9058
  %9062 = and i1 %9060, %9058
  %9063 = or i1 %9059, %9062
  %9064 = select i1 %9056, i1 %9061, i1 %9063
  %9065 = select i1 %9064, float %9054, float %9052
  %9066 = select i1 %9064, i64 %9055, i64 %9053
  %9067 = extractelement <32 x float> %max_best522.0.lcssa, i64 6
  %9068 = extractelement <32 x i64> %max_index523.0.lcssa, i64 6
  %9069 = fcmp uno float %9067, 0.000000e+00
  %9070 = fcmp ord float %9065, 0.000000e+00
  %9071 = icmp ult i64 %9068, %9066
  %9072 = fcmp ogt float %9067, %9065
  %9073 = fcmp oeq float %9067, %9065
  %9074 = or i1 %9070, %9071
  %9075 = and i1 %9073, %9071
  %9076 = or i1 %9072, %9075
  %9077 = select i1 %9069, i1 %9074, i1 %9076
  %9078 = select i1 %9077, float %9067, float %9065
  %9079 = select i1 %9077, i64 %9068, i64 %9066
  %9080 = extractelement <32 x float> %max_best522.0.lcssa, i64 7
  %9081 = extractelement <32 x i64> %max_index523.0.lcssa, i64 7
  %9082 = fcmp uno float %9080, 0.000000e+00
  %9083 = fcmp ord float %9078, 0.000000e+00
  %9084 = icmp ult i64 %9081, %9079
  %9085 = fcmp ogt float %9080, %9078
  %9086 = fcmp oeq float %9080, %9078
  %9087 = or i1 %9083, %9084
  %9088 = and i1 %9086, %9084
  %9089 = or i1 %9085, %9088
  %9090 = select i1 %9082, i1 %9087, i1 %9089
  %9091 = select i1 %9090, float %9080, float %9078
  %9092 = select i1 %9090, i64 %9081, i64 %9079
  %9093 = extractelement <32 x float> %max_best522.0.lcssa, i64 8
  %9094 = extractelement <32 x i64> %max_index523.0.lcssa, i64 8
  %9095 = fcmp uno float %9093, 0.000000e+00
  %9096 = fcmp ord float %9091, 0.000000e+00
  %9097 = icmp ult i64 %9094, %9092
  %9098 = fcmp ogt float %9093, %9091
  %9099 = fcmp oeq float %9093, %9091
  %9100 = or i1 %9096, %9097
  %9101 = and i1 %9099, %9097
  %9102 = or i1 %9098, %9101
  %9103 = select i1 %9095, i1 %9100, i1 %9102
  %9104 = select i1 %9103, float %9093, float %9091
  %9105 = select i1 %9103, i64 %9094, i64 %9092
  %9106 = extractelement <32 x float> %max_best522.0.lcssa, i64 9
  %9107 = extractelement <32 x i64> %max_index523.0.lcssa, i64 9
  %9108 = fcmp uno float %9106, 0.000000e+00
  %9109 = fcmp ord float %9104, 0.000000e+00
  %9110 = icmp ult i64 %9107, %9105
  %9111 = fcmp ogt float %9106, %9104
  %9112 = fcmp oeq float %9106, %9104
  %9113 = or i1 %9109, %9110
  %9114 = and i1 %9112, %9110
  %9115 = or i1 %9111, %9114
  %9116 = select i1 %9108, i1 %9113, i1 %9115
  %9117 = select i1 %9116, float %9106, float %9104
  %9118 = select i1 %9116, i64 %9107, i64 %9105
  %9119 = extractelement <32 x float> %max_best522.0.lcssa, i64 10
  %9120 = extractelement <32 x i64> %max_index523.0.lcssa, i64 10
  %9121 = fcmp uno float %9119, 0.000000e+00
  %9122 = fcmp ord float %9117, 0.000000e+00
  %9123 = icmp ult i64 %9120, %9118
  %9124 = fcmp ogt float %9119, %9117
  %9125 = fcmp oeq float %9119, %9117
  %9126 = or i1 %9122, %9123
  %9127 = and i1 %9125, %9123
  %9128 = or i1 %9124, %9127
  %9129 = select i1 %9121, i1 %9126, i1 %9128
  %9130 = select i1 %9129, float %9119, float %9117
  %9131 = select i1 %9129, i64 %9120, i64 %9118
  %9132 = extractelement <32 x float> %max_best522.0.lcssa, i64 11
  %9133 = extractelement <32 x i64> %max_index523.0.lcssa, i64 11
  %9134 = fcmp uno float %9132, 0.000000e+00
  %9135 = fcmp ord float %9130, 0.000000e+00
  %9136 = icmp ult i64 %9133, %9131
  %9137 = fcmp ogt float %9132, %9130
  %9138 = fcmp oeq float %9132, %9130
  %9139 = or i1 %9135, %9136
  %9140 = and i1 %9138, %9136
  %9141 = or i1 %9137, %9140
  %9142 = select i1 %9134, i1 %9139, i1 %9141
  %9143 = select i1 %9142, float %9132, float %9130
  %9144 = select i1 %9142, i64 %9133, i64 %9131
  %9145 = extractelement <32 x float> %max_best522.0.lcssa, i64 12
  %9146 = extractelement <32 x i64> %max_index523.0.lcssa, i64 12
  %9147 = fcmp uno float %9145, 0.000000e+00
  %9148 = fcmp ord float %9143, 0.000000e+00
  %9149 = icmp ult i64 %9146, %9144
  %9150 = fcmp ogt float %9145, %9143
  %9151 = fcmp oeq float %9145, %9143
  %9152 = or i1 %9148, %9149
  %9153 = and i1 %9151, %9149
  %9154 = or i1 %9150, %9153
  %9155 = select i1 %9147, i1 %9152, i1 %9154
  %9156 = select i1 %9155, float %9145, float %9143
  %9157 = select i1 %9155, i64 %9146, i64 %9144
  %9158 = extractelement <32 x float> %max_best522.0.lcssa, i64 13
  %9159 = extractelement <32 x i64> %max_index523.0.lcssa, i64 13
  %9160 = fcmp uno float %9158, 0.000000e+00
  %9161 = fcmp ord float %9156, 0.000000e+00
  %9162 = icmp ult i64 %9159, %9157
  %9163 = fcmp ogt float %9158, %9156
  %9164 = fcmp oeq float %9158, %9156
  %9165 = or i1 %9161, %9162
  %9166 = and i1 %9164, %9162
  %9167 = or i1 %9163, %9166
  %9168 = select i1 %9160, i1 %9165, i1 %9167
  %9169 = select i1 %9168, float %9158, float %9156
  %9170 = select i1 %9168, i64 %9159, i64 %9157
  %9171 = extractelement <32 x float> %max_best522.0.lcssa, i64 14
  %9172 = extractelement <32 x i64> %max_index523.0.lcssa, i64 14
  %9173 = fcmp uno float %9171, 0.000000e+00
  %9174 = fcmp ord float %9169, 0.000000e+00
  %9175 = icmp ult i64 %9172, %9170
  %9176 = fcmp ogt float %9171, %9169
  %9177 = fcmp oeq float %9171, %9169
  %9178 = or i1 %9174, %9175
  %9179 = and i1 %9177, %9175
  %9180 = or i1 %9176, %9179
  %9181 = select i1 %9173, i1 %9178, i1 %9180
  %9182 = select i1 %9181, float %9171, float %9169
  %9183 = select i1 %9181, i64 %9172, i64 %9170
  %9184 = extractelement <32 x float> %max_best522.0.lcssa, i64 15
  %9185 = extractelement <32 x i64> %max_index523.0.lcssa, i64 15
  %9186 = fcmp uno float %9184, 0.000000e+00
  %9187 = fcmp ord float %9182, 0.000000e+00
  %9188 = icmp ult i64 %9185, %9183
  %9189 = fcmp ogt float %9184, %9182
  %9190 = fcmp oeq float %9184, %9182
  %9191 = or i1 %9187, %9188
  %9192 = and i1 %9190, %9188
  %9193 = or i1 %9189, %9192
  %9194 = select i1 %9186, i1 %9191, i1 %9193
  %9195 = select i1 %9194, float %9184, float %9182
  %9196 = select i1 %9194, i64 %9185, i64 %9183
  %9197 = extractelement <32 x float> %max_best522.0.lcssa, i64 16
  %9198 = extractelement <32 x i64> %max_index523.0.lcssa, i64 16
  %9199 = fcmp uno float %9197, 0.000000e+00
  %9200 = fcmp ord float %9195, 0.000000e+00
  %9201 = icmp ult i64 %9198, %9196
  %9202 = fcmp ogt float %9197, %9195
  %9203 = fcmp oeq float %9197, %9195
  %9204 = or i1 %9200, %9201
  %9205 = and i1 %9203, %9201
  %9206 = or i1 %9202, %9205
  %9207 = select i1 %9199, i1 %9204, i1 %9206
  %9208 = select i1 %9207, float %9197, float %9195
  %9209 = select i1 %9207, i64 %9198, i64 %9196
  %9210 = extractelement <32 x float> %max_best522.0.lcssa, i64 17
  %9211 = extractelement <32 x i64> %max_index523.0.lcssa, i64 17
  %9212 = fcmp uno float %9210, 0.000000e+00
  %9213 = fcmp ord float %9208, 0.000000e+00
  %9214 = icmp ult i64 %9211, %9209
  %9215 = fcmp ogt float %9210, %9208
  %9216 = fcmp oeq float %9210, %9208
  %9217 = or i1 %9213, %9214
  %9218 = and i1 %9216, %9214
  %9219 = or i1 %9215, %9218
  %9220 = select i1 %9212, i1 %9217, i1 %9219
  %9221 = select i1 %9220, float %9210, float %9208
  %9222 = select i1 %9220, i64 %9211, i64 %9209
  %9223 = extractelement <32 x float> %max_best522.0.lcssa, i64 18
  %9224 = extractelement <32 x i64> %max_index523.0.lcssa, i64 18
  %9225 = fcmp uno float %9223, 0.000000e+00
  %9226 = fcmp ord float %9221, 0.000000e+00
  %9227 = icmp ult i64 %9224, %9222
  %9228 = fcmp ogt float %9223, %9221
  %9229 = fcmp oeq float %9223, %9221
  %9230 = or i1 %9226, %9227
  %9231 = and i1 %9229, %9227
  %9232 = or i1 %9228, %9231
  %9233 = select i1 %9225, i1 %9230, i1 %9232
  %9234 = select i1 %9233, float %9223, float %9221
  %9235 = select i1 %9233, i64 %9224, i64 %9222
  %9236 = extractelement <32 x float> %max_best522.0.lcssa, i64 19
  %9237 = extractelement <32 x i64> %max_index523.0.lcssa, i64 19
  %9238 = fcmp uno float %9236, 0.000000e+00
  %9239 = fcmp ord float %9234, 0.000000e+00
  %9240 = icmp ult i64 %9237, %9235
  %9241 = fcmp ogt float %9236, %9234
  %9242 = fcmp oeq float %9236, %9234
  %9243 = or i1 %9239, %9240
  %9244 = and i1 %9242, %9240
  %9245 = or i1 %9241, %9244
  %9246 = select i1 %9238, i1 %9243, i1 %9245
  %9247 = select i1 %9246, float %9236, float %9234
  %9248 = select i1 %9246, i64 %9237, i64 %9235
  %9249 = extractelement <32 x float> %max_best522.0.lcssa, i64 20
  %9250 = extractelement <32 x i64> %max_index523.0.lcssa, i64 20
  %9251 = fcmp uno float %9249, 0.000000e+00
  %9252 = fcmp ord float %9247, 0.000000e+00
  %9253 = icmp ult i64 %9250, %9248
  %9254 = fcmp ogt float %9249, %9247
  %9255 = fcmp oeq float %9249, %9247
  %9256 = or i1 %9252, %9253
  %9257 = and i1 %9255, %9253
  %9258 = or i1 %9254, %9257
  %9259 = select i1 %9251, i1 %9256, i1 %9258
  %9260 = select i1 %9259, float %9249, float %9247
  %9261 = select i1 %9259, i64 %9250, i64 %9248
  %9262 = extractelement <32 x float> %max_best522.0.lcssa, i64 21
  %9263 = extractelement <32 x i64> %max_index523.0.lcssa, i64 21
  %9264 = fcmp uno float %9262, 0.000000e+00
  %9265 = fcmp ord float %9260, 0.000000e+00
  %9266 = icmp ult i64 %9263, %9261
  %9267 = fcmp ogt float %9262, %9260
  %9268 = fcmp oeq float %9262, %9260
  %9269 = or i1 %9265, %9266
  %9270 = and i1 %9268, %9266
  %9271 = or i1 %9267, %9270
  %9272 = select i1 %9264, i1 %9269, i1 %9271
  %9273 = select i1 %9272, float %9262, float %9260
  %9274 = select i1 %9272, i64 %9263, i64 %9261
  %9275 = extractelement <32 x float> %max_best522.0.lcssa, i64 22
  %9276 = extractelement <32 x i64> %max_index523.0.lcssa, i64 22
  %9277 = fcmp uno float %9275, 0.000000e+00
  %9278 = fcmp ord float %9273, 0.000000e+00
  %9279 = icmp ult i64 %9276, %9274
  %9280 = fcmp ogt float %9275, %9273
  %9281 = fcmp oeq float %9275, %9273
  %9282 = or i1 %9278, %9279
  %9283 = and i1 %9281, %9279
  %9284 = or i1 %9280, %9283
  %9285 = select i1 %9277, i1 %9282, i1 %9284
  %9286 = select i1 %9285, float %9275, float %9273
  %9287 = select i1 %9285, i64 %9276, i64 %9274
  %9288 = extractelement <32 x float> %max_best522.0.lcssa, i64 23
  %9289 = extractelement <32 x i64> %max_index523.0.lcssa, i64 23
  %9290 = fcmp uno float %9288, 0.000000e+00
  %9291 = fcmp ord float %9286, 0.000000e+00
  %9292 = icmp ult i64 %9289, %9287
  %9293 = fcmp ogt float %9288, %9286
  %9294 = fcmp oeq float %9288, %9286
  %9295 = or i1 %9291, %9292
  %9296 = and i1 %9294, %9292
  %9297 = or i1 %9293, %9296
  %9298 = select i1 %9290, i1 %9295, i1 %9297
  %9299 = select i1 %9298, float %9288, float %9286
  %9300 = select i1 %9298, i64 %9289, i64 %9287
  %9301 = extractelement <32 x float> %max_best522.0.lcssa, i64 24
  %9302 = extractelement <32 x i64> %max_index523.0.lcssa, i64 24
  %9303 = fcmp uno float %9301, 0.000000e+00
  %9304 = fcmp ord float %9299, 0.000000e+00
  %9305 = icmp ult i64 %9302, %9300
  %9306 = fcmp ogt float %9301, %9299
  %9307 = fcmp oeq float %9301, %9299
  %9308 = or i1 %9304, %9305
  %9309 = and i1 %9307, %9305
  %9310 = or i1 %9306, %9309
  %9311 = select i1 %9303, i1 %9308, i1 %9310
  %9312 = select i1 %9311, float %9301, float %9299
  %9313 = select i1 %9311, i64 %9302, i64 %9300
  %9314 = extractelement <32 x float> %max_best522.0.lcssa, i64 25
  %9315 = extractelement <32 x i64> %max_index523.0.lcssa, i64 25
  %9316 = fcmp uno float %9314, 0.000000e+00
  %9317 = fcmp ord float %9312, 0.000000e+00
  %9318 = icmp ult i64 %9315, %9313
  %9319 = fcmp ogt float %9314, %9312
  %9320 = fcmp oeq float %9314, %9312
  %9321 = or i1 %9317, %9318
  %9322 = and i1 %9320, %9318
  %9323 = or i1 %9319, %9322
  %9324 = select i1 %9316, i1 %9321, i1 %9323
  %9325 = select i1 %9324, float %9314, float %9312
  %9326 = select i1 %9324, i64 %9315, i64 %9313
  %9327 = extractelement <32 x float> %max_best522.0.lcssa, i64 26
  %9328 = extractelement <32 x i64> %max_index523.0.lcssa, i64 26
  %9329 = fcmp uno float %9327, 0.000000e+00
  %9330 = fcmp ord float %9325, 0.000000e+00
  %9331 = icmp ult i64 %9328, %9326
  %9332 = fcmp ogt float %9327, %9325
  %9333 = fcmp oeq float %9327, %9325
  %9334 = or i1 %9330, %9331
  %9335 = and i1 %9333, %9331
  %9336 = or i1 %9332, %9335
  %9337 = select i1 %9329, i1 %9334, i1 %9336
  %9338 = select i1 %9337, float %9327, float %9325
  %9339 = select i1 %9337, i64 %9328, i64 %9326
  %9340 = extractelement <32 x float> %max_best522.0.lcssa, i64 27
  %9341 = extractelement <32 x i64> %max_index523.0.lcssa, i64 27
  %9342 = fcmp uno float %9340, 0.000000e+00
  %9343 = fcmp ord float %9338, 0.000000e+00
  %9344 = icmp ult i64 %9341, %9339
  %9345 = fcmp ogt float %9340, %9338
  %9346 = fcmp oeq float %9340, %9338
  %9347 = or i1 %9343, %9344
  %9348 = and i1 %9346, %9344
  %9349 = or i1 %9345, %9348
  %9350 = select i1 %9342, i1 %9347, i1 %9349
  %9351 = select i1 %9350, float %9340, float %9338
  %9352 = select i1 %9350, i64 %9341, i64 %9339
  %9353 = extractelement <32 x float> %max_best522.0.lcssa, i64 28
  %9354 = extractelement <32 x i64> %max_index523.0.lcssa, i64 28
  %9355 = fcmp uno float %9353, 0.000000e+00
  %9356 = fcmp ord float %9351, 0.000000e+00
  %9357 = icmp ult i64 %9354, %9352
  %9358 = fcmp ogt float %9353, %9351
  %9359 = fcmp oeq float %9353, %9351
  %9360 = or i1 %9356, %9357
  %9361 = and i1 %9359, %9357
  %9362 = or i1 %9358, %9361
  %9363 = select i1 %9355, i1 %9360, i1 %9362
  %9364 = select i1 %9363, float %9353, float %9351
  %9365 = select i1 %9363, i64 %9354, i64 %9352
  %9366 = extractelement <32 x float> %max_best522.0.lcssa, i64 29
  %9367 = extractelement <32 x i64> %max_index523.0.lcssa, i64 29
  %9368 = fcmp uno float %9366, 0.000000e+00
  %9369 = fcmp ord float %9364, 0.000000e+00
  %9370 = icmp ult i64 %9367, %9365
  %9371 = fcmp ogt float %9366, %9364
  %9372 = fcmp oeq float %9366, %9364
  %9373 = or i1 %9369, %9370
  %9374 = and i1 %9372, %9370
  %9375 = or i1 %9371, %9374
  %9376 = select i1 %9368, i1 %9373, i1 %9375
  %9377 = select i1 %9376, float %9366, float %9364
  %9378 = select i1 %9376, i64 %9367, i64 %9365
  %9379 = extractelement <32 x float> %max_best522.0.lcssa, i64 30
  %9380 = extractelement <32 x i64> %max_index523.0.lcssa, i64 30
  %9381 = fcmp uno float %9379, 0.000000e+00
  %9382 = fcmp ord float %9377, 0.000000e+00
  %9383 = icmp ult i64 %9380, %9378
  %9384 = fcmp ogt float %9379, %9377
  %9385 = fcmp oeq float %9379, %9377
  %9386 = or i1 %9382, %9383
  %9387 = and i1 %9385, %9383
  %9388 = or i1 %9384, %9387
  %9389 = select i1 %9381, i1 %9386, i1 %9388
  %9390 = select i1 %9389, float %9379, float %9377
  %9391 = select i1 %9389, i64 %9380, i64 %9378
  %9392 = extractelement <32 x float> %max_best522.0.lcssa, i64 31
  %9393 = extractelement <32 x i64> %max_index523.0.lcssa, i64 31
  %9394 = fcmp uno float %9392, 0.000000e+00
  %9395 = fcmp ord float %9390, 0.000000e+00
  %9396 = icmp ult i64 %9393, %9391
  %9397 = fcmp ogt float %9392, %9390
  %9398 = fcmp oeq float %9392, %9390
  %9399 = or i1 %9395, %9396
  %9400 = and i1 %9398, %9396
  %9401 = or i1 %9397, %9400
  %9402 = select i1 %9394, i1 %9399, i1 %9401
  %9403 = select i1 %9402, i64 %9393, i64 %9391
  br i1 %.not971, label %fold_tail.exit533, label %fold_tail.body532.preheader

fold_tail.body532.preheader:                      ; preds = %max_block.exit527
  %9404 = select i1 %9402, float %9392, float %9390
  br label %fold_tail.body532

fold_tail.body532:                                ; preds = %fold_tail.body532.preheader, %fold_tail.body532
  %fold_tail534934 = phi i64 [ %9413, %fold_tail.body532 ], [ %blocks_end216, %fold_tail.body532.preheader ]
  %fold_index518.0933 = phi i64 [ %9412, %fold_tail.body532 ], [ %9403, %fold_tail.body532.preheader ]
  %fold_value517.0932 = phi float [ %9411, %fold_tail.body532 ], [ %9404, %fold_tail.body532.preheader ]
  %9405 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail534934
  %9406 = load float, ptr %9405, align 4
  %9407 = fcmp ogt float %9406, %fold_value517.0932
  %9408 = fcmp uno float %9406, 0.000000e+00
  %9409 = fcmp ord float %fold_value517.0932, 0.000000e+00
  %9410 = and i1 %9409, %9408
  %take535 = or i1 %9407, %9410
  %9411 = select i1 %take535, float %9406, float %fold_value517.0932
  %9412 = select i1 %take535, i64 %fold_tail534934, i64 %fold_index518.0933
  %9413 = add nuw i64 %fold_tail534934, 1
  %9414 = icmp ult i64 %9413, %n_features
  br i1 %9414, label %fold_tail.body532, label %fold_tail.exit533

fold_tail.exit533:                                ; preds = %fold_tail.body532, %max_block.exit527
  %fold_index518.0.lcssa = phi i64 [ %9403, %max_block.exit527 ], [ %9412, %fold_tail.body532 ]
  %argmax536 = uitofp i64 %fold_index518.0.lcssa to float
  br label %guard.done499

guard.done542:                                    ; preds = %guard.done499.thread, %guard.done499, %fold_tail.exit574
  %uniforms.sroa.72.01437 = phi float [ %uniforms.sroa.72.014381442, %fold_tail.exit574 ], [ %uniforms.sroa.72.0, %guard.done499 ], [ 0.000000e+00, %guard.done499.thread ]
  %uniforms.sroa.79.1 = phi float [ %argmax577, %fold_tail.exit574 ], [ 0.000000e+00, %guard.done499 ], [ 0.000000e+00, %guard.done499.thread ]
  %9415 = fmul float %fold_value228.0.lcssa, 2.000000e+00
  %9416 = fcmp oeq float %fold_value247.0.lcssa, 0xFFF0000000000000
  %9417 = select i1 %9416, float 4.000000e+00, float 0.000000e+00
  %9418 = fmul float %fold_value286.0.lcssa, 8.000000e+00
  %9419 = fadd float %fold_value209.0.lcssa, %9415
  %9420 = fadd float %9419, %9417
  %9421 = fadd float %9420, %9418
  %9422 = select i1 %top_p_on, float %uniforms.sroa.72.01437, float %uniforms.sroa.79.1
  %9423 = select i1 %not_greedy, float %9422, float %argmax285
  %9424 = fcmp une float %9421, 0.000000e+00
  %9425 = select i1 %9424, float -1.000000e+00, float %9423
  %id579 = fptosi float %9425 to i64
  store i64 %id579, ptr %id_ptr204, align 8
  %status_bits580 = fptoui float %9421 to i32
  %status581 = load i32, ptr %3752, align 4
  %9426 = or i32 %status581, %status_bits580
  store i32 %9426, ptr %3752, align 4
  %9427 = add nuw i64 %row950, 1
  %exitcond1113.not = icmp eq i64 %9427, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond1113.not, label %rows.done, label %row.body

gumbel.philox.body544:                            ; preds = %gumbel.philox.body544.preheader, %gumbel.philox.body544
  %gumbel.philox546938 = phi i64 [ %9507, %gumbel.philox.body544 ], [ %gumbel.philox546938.ph, %gumbel.philox.body544.preheader ]
  %9428 = and i64 %gumbel.philox546938, 4294967295
  %9429 = mul nuw i64 %9428, 3528531795
  %9430 = xor i64 %3649, %9429
  %9431 = lshr i64 %9430, 32
  %9432 = mul nuw i64 %9431, 3449720151
  %9433 = lshr i64 %9432, 32
  %.reass1551.reass = xor i64 %9433, %invariant.op4508
  %9434 = xor i64 %8484, %9429
  %9435 = and i64 %.reass1551.reass, 4294967295
  %9436 = mul nuw i64 %9435, 3528531795
  %9437 = and i64 %9434, 4294967295
  %9438 = mul nuw i64 %9437, 3449720151
  %9439 = lshr i64 %9436, 32
  %9440 = lshr i64 %9438, 32
  %9441 = xor i64 %9440, %3652
  %9442 = xor i64 %9441, %9432
  %.reass1553.reass = xor i64 %9439, %invariant.op4509
  %9443 = and i64 %9442, 4294967295
  %9444 = mul nuw i64 %9443, 3528531795
  %9445 = and i64 %.reass1553.reass, 4294967295
  %9446 = mul nuw i64 %9445, 3449720151
  %9447 = lshr i64 %9444, 32
  %9448 = lshr i64 %9446, 32
  %9449 = xor i64 %3654, %9448
  %9450 = xor i64 %9449, %9438
  %9451 = xor i64 %9447, %3655
  %9452 = xor i64 %9451, %9436
  %9453 = and i64 %9450, 4294967295
  %9454 = mul nuw i64 %9453, 3528531795
  %9455 = and i64 %9452, 4294967295
  %9456 = mul nuw i64 %9455, 3449720151
  %9457 = lshr i64 %9454, 32
  %9458 = lshr i64 %9456, 32
  %9459 = xor i64 %9458, %3656
  %9460 = xor i64 %9459, %9446
  %9461 = xor i64 %3657, %9457
  %9462 = xor i64 %9461, %9444
  %9463 = and i64 %9460, 4294967295
  %9464 = mul nuw i64 %9463, 3528531795
  %9465 = and i64 %9462, 4294967295
  %9466 = mul nuw i64 %9465, 3449720151
  %9467 = lshr i64 %9464, 32
  %9468 = lshr i64 %9466, 32
  %9469 = xor i64 %3658, %9468
  %9470 = xor i64 %9469, %9456
  %9471 = xor i64 %9467, %3659
  %9472 = xor i64 %9471, %9454
  %9473 = and i64 %9470, 4294967295
  %9474 = mul nuw i64 %9473, 3528531795
  %9475 = and i64 %9472, 4294967295
  %9476 = mul nuw i64 %9475, 3449720151
  %9477 = lshr i64 %9474, 32
  %9478 = lshr i64 %9476, 32
  %9479 = xor i64 %9478, %3660
  %9480 = xor i64 %9479, %9466
  %9481 = xor i64 %3661, %9477
  %9482 = xor i64 %9481, %9464
  %9483 = and i64 %9480, 4294967295
  %9484 = mul nuw i64 %9483, 3528531795
  %9485 = and i64 %9482, 4294967295
  %9486 = mul nuw i64 %9485, 3449720151
  %9487 = lshr i64 %9484, 32
  %9488 = lshr i64 %9486, 32
  %9489 = xor i64 %3662, %9488
  %9490 = xor i64 %9489, %9476
  %9491 = xor i64 %9487, %3663
  %9492 = xor i64 %9491, %9474
  %9493 = and i64 %9490, 4294967295
  %9494 = mul nuw i64 %9493, 3528531795
  %9495 = lshr i64 %9494, 32
  %9496 = trunc i64 %9492 to i32
  %9497 = mul i32 %9496, -845247145
  %9498 = xor i64 %3664, %9495
  %9499 = xor i64 %9498, %9484
  %9500 = and i64 %9499, 4294967295
  %9501 = mul nuw i64 %9500, 3449720151
  %9502 = lshr i64 %9501, 32
  %9503 = trunc nuw i64 %9502 to i32
  %9504 = xor i32 %9497, %9503
  %9505 = xor i32 %9504, %3665
  %9506 = getelementptr inbounds float, ptr %3636, i64 %gumbel.philox546938
  store i32 %9505, ptr %9506, align 4
  %9507 = add nuw i64 %gumbel.philox546938, 1
  %exitcond1110.not = icmp eq i64 %9507, %n_features
  br i1 %exitcond1110.not, label %gumbel.body548.preheader, label %gumbel.philox.body544, !llvm.loop !141

gumbel.body548.preheader:                         ; preds = %gumbel.philox.body544, %middle.block1891
  br i1 %min.iters.check1832, label %gumbel.body548.preheader3725, label %vector.body1836

vector.body1836:                                  ; preds = %gumbel.body548.preheader, %vector.body1836
  %index1837 = phi i64 [ %index.next1839, %vector.body1836 ], [ 0, %gumbel.body548.preheader ]
  %9508 = getelementptr inbounds float, ptr %3636, i64 %index1837
  %wide.load1838 = load <8 x i32>, ptr %9508, align 4
  %9509 = uitofp <8 x i32> %wide.load1838 to <8 x double>
  %9510 = fadd <8 x double> %9509, splat (double 5.000000e-01)
  %9511 = fmul <8 x double> %9510, splat (double 0x3DF0000000000000)
  %9512 = bitcast <8 x double> %9511 to <8 x i64>
  %9513 = lshr <8 x i64> %9512, splat (i64 32)
  %9514 = add nuw nsw <8 x i64> %9513, splat (i64 614242)
  %9515 = lshr <8 x i64> %9514, splat (i64 20)
  %9516 = add nsw <8 x i64> %9515, splat (i64 -1023)
  %9517 = shl nuw <8 x i64> %9514, splat (i64 32)
  %9518 = and <8 x i64> %9517, splat (i64 4503595332403200)
  %9519 = add nuw nsw <8 x i64> %9518, splat (i64 4604544269498187776)
  %9520 = and <8 x i64> %9512, splat (i64 4294967295)
  %9521 = or disjoint <8 x i64> %9519, %9520
  %9522 = bitcast <8 x i64> %9521 to <8 x double>
  %9523 = fadd <8 x double> %9522, splat (double -1.000000e+00)
  %9524 = fmul <8 x double> %9523, splat (double 5.000000e-01)
  %9525 = fmul <8 x double> %9523, %9524
  %9526 = fadd <8 x double> %9523, splat (double 2.000000e+00)
  %9527 = fdiv <8 x double> %9523, %9526
  %9528 = fmul <8 x double> %9527, %9527
  %9529 = fmul <8 x double> %9528, %9528
  %9530 = fmul <8 x double> %9529, splat (double 0x3FC39A09D078C69F)
  %9531 = fadd <8 x double> %9530, splat (double 0x3FCC71C51D8E78AF)
  %9532 = fmul <8 x double> %9529, %9531
  %9533 = fadd <8 x double> %9532, splat (double 0x3FD999999997FA04)
  %9534 = fmul <8 x double> %9529, %9533
  %9535 = fmul <8 x double> %9529, splat (double 0x3FC2F112DF3E5244)
  %9536 = fadd <8 x double> %9535, splat (double 0x3FC7466496CB03DE)
  %9537 = fmul <8 x double> %9529, %9536
  %9538 = fadd <8 x double> %9537, splat (double 0x3FD2492494229359)
  %9539 = fmul <8 x double> %9529, %9538
  %9540 = fadd <8 x double> %9539, splat (double 0x3FE5555555555593)
  %9541 = fmul <8 x double> %9528, %9540
  %9542 = fadd <8 x double> %9534, %9541
  %9543 = sitofp <8 x i64> %9516 to <8 x double>
  %9544 = fadd <8 x double> %9525, %9542
  %9545 = fmul <8 x double> %9527, %9544
  %9546 = fmul <8 x double> %9543, splat (double 0x3DEA39EF35793C76)
  %9547 = fadd <8 x double> %9546, %9545
  %9548 = fsub <8 x double> %9547, %9525
  %9549 = fadd <8 x double> %9523, %9548
  %9550 = fmul <8 x double> %9543, splat (double 0x3FE62E42FEE00000)
  %9551 = fadd <8 x double> %9550, %9549
  %9552 = fneg <8 x double> %9551
  %9553 = bitcast <8 x double> %9552 to <8 x i64>
  %9554 = lshr <8 x i64> %9553, splat (i64 32)
  %9555 = add nuw nsw <8 x i64> %9554, splat (i64 614242)
  %9556 = lshr <8 x i64> %9555, splat (i64 20)
  %9557 = add nsw <8 x i64> %9556, splat (i64 -1023)
  %9558 = shl <8 x i64> %9555, splat (i64 32)
  %9559 = and <8 x i64> %9558, splat (i64 4503595332403200)
  %9560 = add nuw nsw <8 x i64> %9559, splat (i64 4604544269498187776)
  %9561 = and <8 x i64> %9553, splat (i64 4294967295)
  %9562 = or disjoint <8 x i64> %9560, %9561
  %9563 = bitcast <8 x i64> %9562 to <8 x double>
  %9564 = fadd <8 x double> %9563, splat (double -1.000000e+00)
  %9565 = fmul <8 x double> %9564, splat (double 5.000000e-01)
  %9566 = fmul <8 x double> %9564, %9565
  %9567 = fadd <8 x double> %9564, splat (double 2.000000e+00)
  %9568 = fdiv <8 x double> %9564, %9567
  %9569 = fmul <8 x double> %9568, %9568
  %9570 = fmul <8 x double> %9569, %9569
  %9571 = fmul <8 x double> %9570, splat (double 0x3FC39A09D078C69F)
  %9572 = fadd <8 x double> %9571, splat (double 0x3FCC71C51D8E78AF)
  %9573 = fmul <8 x double> %9570, %9572
  %9574 = fadd <8 x double> %9573, splat (double 0x3FD999999997FA04)
  %9575 = fmul <8 x double> %9570, %9574
  %9576 = fmul <8 x double> %9570, splat (double 0x3FC2F112DF3E5244)
  %9577 = fadd <8 x double> %9576, splat (double 0x3FC7466496CB03DE)
  %9578 = fmul <8 x double> %9570, %9577
  %9579 = fadd <8 x double> %9578, splat (double 0x3FD2492494229359)
  %9580 = fmul <8 x double> %9570, %9579
  %9581 = fadd <8 x double> %9580, splat (double 0x3FE5555555555593)
  %9582 = fmul <8 x double> %9569, %9581
  %9583 = fadd <8 x double> %9575, %9582
  %9584 = sitofp <8 x i64> %9557 to <8 x double>
  %9585 = fadd <8 x double> %9566, %9583
  %9586 = fmul <8 x double> %9568, %9585
  %9587 = fmul <8 x double> %9584, splat (double 0x3DEA39EF35793C76)
  %9588 = fadd <8 x double> %9587, %9586
  %9589 = fsub <8 x double> %9588, %9566
  %9590 = fadd <8 x double> %9564, %9589
  %9591 = fmul <8 x double> %9584, splat (double 0x3FE62E42FEE00000)
  %9592 = fadd <8 x double> %9591, %9590
  %9593 = fptrunc <8 x double> %9592 to <8 x float>
  %9594 = fneg <8 x float> %9593
  store <8 x float> %9594, ptr %9508, align 4
  %index.next1839 = add nuw i64 %index1837, 8
  %9595 = icmp eq i64 %index.next1839, %n.vec1835
  br i1 %9595, label %middle.block1840, label %vector.body1836, !llvm.loop !142

middle.block1840:                                 ; preds = %vector.body1836
  br i1 %cmp.n1841, label %iter.check1778, label %gumbel.body548.preheader3725

gumbel.body548.preheader3725:                     ; preds = %gumbel.body548.preheader, %middle.block1840
  %gumbel550939.ph = phi i64 [ 0, %gumbel.body548.preheader ], [ %n.vec1835, %middle.block1840 ]
  br label %gumbel.body548

gumbel.body548:                                   ; preds = %gumbel.body548.preheader3725, %gumbel.body548
  %gumbel550939 = phi i64 [ %9682, %gumbel.body548 ], [ %gumbel550939.ph, %gumbel.body548.preheader3725 ]
  %9596 = getelementptr inbounds float, ptr %3636, i64 %gumbel550939
  %word551 = load i32, ptr %9596, align 4
  %9597 = uitofp i32 %word551 to double
  %9598 = fadd double %9597, 5.000000e-01
  %9599 = fmul double %9598, 0x3DF0000000000000
  %9600 = bitcast double %9599 to i64
  %9601 = lshr i64 %9600, 32
  %9602 = add nuw nsw i64 %9601, 614242
  %9603 = lshr i64 %9602, 20
  %9604 = add nsw i64 %9603, -1023
  %9605 = shl nuw i64 %9602, 32
  %9606 = and i64 %9605, 4503595332403200
  %9607 = add nuw nsw i64 %9606, 4604544269498187776
  %9608 = and i64 %9600, 4294967295
  %9609 = or disjoint i64 %9607, %9608
  %9610 = bitcast i64 %9609 to double
  %9611 = fadd double %9610, -1.000000e+00
  %9612 = fmul double %9611, 5.000000e-01
  %9613 = fmul double %9611, %9612
  %9614 = fadd double %9611, 2.000000e+00
  %9615 = fdiv double %9611, %9614
  %9616 = fmul double %9615, %9615
  %9617 = fmul double %9616, %9616
  %9618 = fmul double %9617, 0x3FC39A09D078C69F
  %9619 = fadd double %9618, 0x3FCC71C51D8E78AF
  %9620 = fmul double %9617, %9619
  %9621 = fadd double %9620, 0x3FD999999997FA04
  %9622 = fmul double %9617, %9621
  %9623 = fmul double %9617, 0x3FC2F112DF3E5244
  %9624 = fadd double %9623, 0x3FC7466496CB03DE
  %9625 = fmul double %9617, %9624
  %9626 = fadd double %9625, 0x3FD2492494229359
  %9627 = fmul double %9617, %9626
  %9628 = fadd double %9627, 0x3FE5555555555593
  %9629 = fmul double %9616, %9628
  %9630 = fadd double %9622, %9629
  %9631 = sitofp i64 %9604 to double
  %9632 = fadd double %9613, %9630
  %9633 = fmul double %9615, %9632
  %9634 = fmul double %9631, 0x3DEA39EF35793C76
  %9635 = fadd double %9634, %9633
  %9636 = fsub double %9635, %9613
  %9637 = fadd double %9611, %9636
  %9638 = fmul double %9631, 0x3FE62E42FEE00000
  %9639 = fadd double %9638, %9637
  %9640 = fneg double %9639
  %9641 = bitcast double %9640 to i64
  %9642 = lshr i64 %9641, 32
  %9643 = add nuw nsw i64 %9642, 614242
  %9644 = lshr i64 %9643, 20
  %9645 = add nsw i64 %9644, -1023
  %9646 = shl i64 %9643, 32
  %9647 = and i64 %9646, 4503595332403200
  %9648 = add nuw nsw i64 %9647, 4604544269498187776
  %9649 = and i64 %9641, 4294967295
  %9650 = or disjoint i64 %9648, %9649
  %9651 = bitcast i64 %9650 to double
  %9652 = fadd double %9651, -1.000000e+00
  %9653 = fmul double %9652, 5.000000e-01
  %9654 = fmul double %9652, %9653
  %9655 = fadd double %9652, 2.000000e+00
  %9656 = fdiv double %9652, %9655
  %9657 = fmul double %9656, %9656
  %9658 = fmul double %9657, %9657
  %9659 = fmul double %9658, 0x3FC2F112DF3E5244
  %9660 = fadd double %9659, 0x3FC7466496CB03DE
  %9661 = insertelement <2 x double> poison, double %9658, i64 0
  %9662 = shufflevector <2 x double> %9661, <2 x double> poison, <2 x i32> zeroinitializer
  %9663 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %9660, i64 1
  %9664 = fmul <2 x double> %9662, %9663
  %9665 = fadd <2 x double> %9664, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %9666 = fmul <2 x double> %9662, %9665
  %9667 = fadd <2 x double> %9666, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %9668 = insertelement <2 x double> %9661, double %9657, i64 1
  %9669 = fmul <2 x double> %9668, %9667
  %shift3722 = shufflevector <2 x double> %9669, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop3723 = fadd <2 x double> %9669, %shift3722
  %9670 = extractelement <2 x double> %foldExtExtBinop3723, i64 0
  %9671 = sitofp i64 %9645 to double
  %9672 = fadd double %9654, %9670
  %9673 = fmul double %9656, %9672
  %9674 = fmul double %9671, 0x3DEA39EF35793C76
  %9675 = fadd double %9674, %9673
  %9676 = fsub double %9675, %9654
  %9677 = fadd double %9652, %9676
  %9678 = fmul double %9671, 0x3FE62E42FEE00000
  %9679 = fadd double %9678, %9677
  %9680 = fptrunc double %9679 to float
  %9681 = fneg float %9680
  store float %9681, ptr %9596, align 4
  %9682 = add nuw i64 %gumbel550939, 1
  %exitcond1111.not = icmp eq i64 %9682, %n_features
  br i1 %exitcond1111.not, label %iter.check1778, label %gumbel.body548, !llvm.loop !143

iter.check1778:                                   ; preds = %gumbel.body548, %middle.block1840
  %diff.check1774 = icmp ult i64 %3750, 128
  %or.cond3697 = select i1 %min.iters.check1776, i1 true, i1 %diff.check1774
  br i1 %or.cond3697, label %feature.body553.preheader, label %vector.main.loop.iter.check1780

vector.main.loop.iter.check1780:                  ; preds = %iter.check1778
  br i1 %min.iters.check1779, label %vec.epilog.ph1809, label %vector.ph1781

vector.ph1781:                                    ; preds = %vector.main.loop.iter.check1780
  %broadcast.splatinsert1786 = insertelement <8 x float> poison, float %uniforms.sroa.25.0142514351445, i64 0
  %broadcast.splat1787 = shufflevector <8 x float> %broadcast.splatinsert1786, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1788 = insertelement <8 x float> poison, float %uniforms.sroa.36.0142314361444, i64 0
  %broadcast.splat1789 = shufflevector <8 x float> %broadcast.splatinsert1788, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body1790

vector.body1790:                                  ; preds = %vector.body1790, %vector.ph1781
  %index1791 = phi i64 [ 0, %vector.ph1781 ], [ %index.next1801, %vector.body1790 ]
  %vec.ind1792 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph1781 ], [ %vec.ind.next1802, %vector.body1790 ]
  %step.add = add <8 x i64> %vec.ind1792, splat (i64 8)
  %step.add.2 = add <8 x i64> %vec.ind1792, splat (i64 16)
  %step.add.3 = add <8 x i64> %vec.ind1792, splat (i64 24)
  %9683 = getelementptr inbounds float, ptr %3751, i64 %index1791
  %9684 = getelementptr inbounds nuw i8, ptr %9683, i64 32
  %9685 = getelementptr inbounds nuw i8, ptr %9683, i64 64
  %9686 = getelementptr inbounds nuw i8, ptr %9683, i64 96
  %wide.load1793 = load <8 x float>, ptr %9683, align 4
  %wide.load1794 = load <8 x float>, ptr %9684, align 4
  %wide.load1795 = load <8 x float>, ptr %9685, align 4
  %wide.load1796 = load <8 x float>, ptr %9686, align 4
  %9687 = fmul <8 x float> %broadcast.splat1785, %wide.load1793
  %9688 = fmul <8 x float> %broadcast.splat1785, %wide.load1794
  %9689 = fmul <8 x float> %broadcast.splat1785, %wide.load1795
  %9690 = fmul <8 x float> %broadcast.splat1785, %wide.load1796
  %9691 = uitofp <8 x i64> %vec.ind1792 to <8 x float>
  %9692 = uitofp <8 x i64> %step.add to <8 x float>
  %9693 = uitofp <8 x i64> %step.add.2 to <8 x float>
  %9694 = uitofp <8 x i64> %step.add.3 to <8 x float>
  %9695 = fcmp ogt <8 x float> %wide.load1793, %broadcast.splat1787
  %9696 = fcmp ogt <8 x float> %wide.load1794, %broadcast.splat1787
  %9697 = fcmp ogt <8 x float> %wide.load1795, %broadcast.splat1787
  %9698 = fcmp ogt <8 x float> %wide.load1796, %broadcast.splat1787
  %9699 = select <8 x i1> %9695, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %9700 = select <8 x i1> %9696, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %9701 = select <8 x i1> %9697, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %9702 = select <8 x i1> %9698, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %9703 = fcmp oeq <8 x float> %wide.load1793, %broadcast.splat1787
  %9704 = fcmp oeq <8 x float> %wide.load1794, %broadcast.splat1787
  %9705 = fcmp oeq <8 x float> %wide.load1795, %broadcast.splat1787
  %9706 = fcmp oeq <8 x float> %wide.load1796, %broadcast.splat1787
  %9707 = fcmp oge <8 x float> %broadcast.splat1789, %9691
  %9708 = fcmp oge <8 x float> %broadcast.splat1789, %9692
  %9709 = fcmp oge <8 x float> %broadcast.splat1789, %9693
  %9710 = fcmp oge <8 x float> %broadcast.splat1789, %9694
  %9711 = select <8 x i1> %9703, <8 x i1> %9707, <8 x i1> zeroinitializer
  %9712 = select <8 x i1> %9704, <8 x i1> %9708, <8 x i1> zeroinitializer
  %9713 = select <8 x i1> %9705, <8 x i1> %9709, <8 x i1> zeroinitializer
  %9714 = select <8 x i1> %9706, <8 x i1> %9710, <8 x i1> zeroinitializer
  %9715 = select <8 x i1> %9711, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %9716 = select <8 x i1> %9712, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %9717 = select <8 x i1> %9713, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %9718 = select <8 x i1> %9714, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %9719 = fcmp ogt <8 x float> %9715, %9699
  %9720 = fcmp ogt <8 x float> %9716, %9700
  %9721 = fcmp ogt <8 x float> %9717, %9701
  %9722 = fcmp ogt <8 x float> %9718, %9702
  %9723 = select <8 x i1> %9719, <8 x float> %9715, <8 x float> %9699
  %9724 = select <8 x i1> %9720, <8 x float> %9716, <8 x float> %9700
  %9725 = select <8 x i1> %9721, <8 x float> %9717, <8 x float> %9701
  %9726 = select <8 x i1> %9722, <8 x float> %9718, <8 x float> %9702
  %9727 = getelementptr inbounds float, ptr %3636, i64 %index1791
  %9728 = getelementptr inbounds nuw i8, ptr %9727, i64 32
  %9729 = getelementptr inbounds nuw i8, ptr %9727, i64 64
  %9730 = getelementptr inbounds nuw i8, ptr %9727, i64 96
  %wide.load1797 = load <8 x float>, ptr %9727, align 4
  %wide.load1798 = load <8 x float>, ptr %9728, align 4
  %wide.load1799 = load <8 x float>, ptr %9729, align 4
  %wide.load1800 = load <8 x float>, ptr %9730, align 4
  %9731 = fadd <8 x float> %9687, %wide.load1797
  %9732 = fadd <8 x float> %9688, %wide.load1798
  %9733 = fadd <8 x float> %9689, %wide.load1799
  %9734 = fadd <8 x float> %9690, %wide.load1800
  %9735 = fcmp une <8 x float> %9723, zeroinitializer
  %9736 = fcmp une <8 x float> %9724, zeroinitializer
  %9737 = fcmp une <8 x float> %9725, zeroinitializer
  %9738 = fcmp une <8 x float> %9726, zeroinitializer
  %9739 = select <8 x i1> %9735, <8 x float> %9731, <8 x float> splat (float 0xFFF0000000000000)
  %9740 = select <8 x i1> %9736, <8 x float> %9732, <8 x float> splat (float 0xFFF0000000000000)
  %9741 = select <8 x i1> %9737, <8 x float> %9733, <8 x float> splat (float 0xFFF0000000000000)
  %9742 = select <8 x i1> %9738, <8 x float> %9734, <8 x float> splat (float 0xFFF0000000000000)
  %9743 = getelementptr inbounds float, ptr %scratch, i64 %index1791
  %9744 = getelementptr inbounds nuw i8, ptr %9743, i64 32
  %9745 = getelementptr inbounds nuw i8, ptr %9743, i64 64
  %9746 = getelementptr inbounds nuw i8, ptr %9743, i64 96
  store <8 x float> %9739, ptr %9743, align 4
  store <8 x float> %9740, ptr %9744, align 4
  store <8 x float> %9741, ptr %9745, align 4
  store <8 x float> %9742, ptr %9746, align 4
  %index.next1801 = add nuw i64 %index1791, 32
  %vec.ind.next1802 = add <8 x i64> %vec.ind1792, splat (i64 32)
  %9747 = icmp eq i64 %index.next1801, %n.vec1783
  br i1 %9747, label %middle.block1803, label %vector.body1790, !llvm.loop !144

middle.block1803:                                 ; preds = %vector.body1790
  br i1 %cmp.n1804, label %max_block.header566.preheader, label %vec.epilog.iter.check1807

vec.epilog.iter.check1807:                        ; preds = %middle.block1803
  br i1 %min.epilog.iters.check1808, label %feature.body553.preheader, label %vec.epilog.ph1809, !prof !9

vec.epilog.ph1809:                                ; preds = %vector.main.loop.iter.check1780, %vec.epilog.iter.check1807
  %bc.resume.val1805 = phi i64 [ %n.vec1783, %vec.epilog.iter.check1807 ], [ 0, %vector.main.loop.iter.check1780 ]
  %broadcast.splatinsert1814 = insertelement <4 x float> poison, float %uniforms.sroa.25.0142514351445, i64 0
  %broadcast.splat1815 = shufflevector <4 x float> %broadcast.splatinsert1814, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1816 = insertelement <4 x float> poison, float %uniforms.sroa.36.0142314361444, i64 0
  %broadcast.splat1817 = shufflevector <4 x float> %broadcast.splatinsert1816, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1818 = insertelement <4 x i64> poison, i64 %bc.resume.val1805, i64 0
  %broadcast.splat1819 = shufflevector <4 x i64> %broadcast.splatinsert1818, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction1820 = or disjoint <4 x i64> %broadcast.splat1819, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body1821

vec.epilog.vector.body1821:                       ; preds = %vec.epilog.vector.body1821, %vec.epilog.ph1809
  %index1822 = phi i64 [ %bc.resume.val1805, %vec.epilog.ph1809 ], [ %index.next1826, %vec.epilog.vector.body1821 ]
  %vec.ind1823 = phi <4 x i64> [ %induction1820, %vec.epilog.ph1809 ], [ %vec.ind.next1827, %vec.epilog.vector.body1821 ]
  %9748 = getelementptr inbounds float, ptr %3751, i64 %index1822
  %wide.load1824 = load <4 x float>, ptr %9748, align 4
  %9749 = fmul <4 x float> %broadcast.splat1813, %wide.load1824
  %9750 = uitofp <4 x i64> %vec.ind1823 to <4 x float>
  %9751 = fcmp ogt <4 x float> %wide.load1824, %broadcast.splat1815
  %9752 = select <4 x i1> %9751, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %9753 = fcmp oeq <4 x float> %wide.load1824, %broadcast.splat1815
  %9754 = fcmp oge <4 x float> %broadcast.splat1817, %9750
  %9755 = select <4 x i1> %9753, <4 x i1> %9754, <4 x i1> zeroinitializer
  %9756 = select <4 x i1> %9755, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %9757 = fcmp ogt <4 x float> %9756, %9752
  %9758 = select <4 x i1> %9757, <4 x float> %9756, <4 x float> %9752
  %9759 = getelementptr inbounds float, ptr %3636, i64 %index1822
  %wide.load1825 = load <4 x float>, ptr %9759, align 4
  %9760 = fadd <4 x float> %9749, %wide.load1825
  %9761 = fcmp une <4 x float> %9758, zeroinitializer
  %9762 = select <4 x i1> %9761, <4 x float> %9760, <4 x float> splat (float 0xFFF0000000000000)
  %9763 = getelementptr inbounds float, ptr %scratch, i64 %index1822
  store <4 x float> %9762, ptr %9763, align 4
  %index.next1826 = add nuw i64 %index1822, 4
  %vec.ind.next1827 = add nuw <4 x i64> %vec.ind1823, splat (i64 4)
  %9764 = icmp eq i64 %index.next1826, %n.vec1811
  br i1 %9764, label %vec.epilog.middle.block1828, label %vec.epilog.vector.body1821, !llvm.loop !145

vec.epilog.middle.block1828:                      ; preds = %vec.epilog.vector.body1821
  br i1 %cmp.n1829, label %max_block.header566.preheader, label %feature.body553.preheader

feature.body553.preheader:                        ; preds = %iter.check1778, %vec.epilog.iter.check1807, %vec.epilog.middle.block1828
  %feature555940.ph = phi i64 [ 0, %iter.check1778 ], [ %n.vec1783, %vec.epilog.iter.check1807 ], [ %n.vec1811, %vec.epilog.middle.block1828 ]
  %.neg4200 = or disjoint i64 %feature555940.ph, 1
  br i1 %lcmp.mod4190.not, label %feature.body553.prol.loopexit, label %feature.body553.prol

feature.body553.prol:                             ; preds = %feature.body553.preheader
  %9765 = getelementptr inbounds float, ptr %3751, i64 %feature555940.ph
  %9766 = load float, ptr %9765, align 4
  %9767 = fmul float %inv_t, %9766
  %feature556.prol = uitofp i64 %feature555940.ph to float
  %9768 = fcmp ogt float %9766, %uniforms.sroa.25.0142514351445
  %9769 = select i1 %9768, float 1.000000e+00, float 0.000000e+00
  %9770 = fcmp oeq float %9766, %uniforms.sroa.25.0142514351445
  %9771 = fcmp oge float %uniforms.sroa.36.0142314361444, %feature556.prol
  %9772 = select i1 %9770, i1 %9771, i1 false
  %9773 = select i1 %9772, float 1.000000e+00, float 0.000000e+00
  %9774 = fcmp ogt float %9773, %9769
  %max557.prol = select i1 %9774, float %9773, float %9769
  %9775 = getelementptr inbounds float, ptr %3636, i64 %feature555940.ph
  %9776 = load float, ptr %9775, align 4
  %9777 = fadd float %9767, %9776
  %9778 = fcmp une float %max557.prol, 0.000000e+00
  %9779 = select i1 %9778, float %9777, float 0xFFF0000000000000
  %9780 = getelementptr inbounds float, ptr %scratch, i64 %feature555940.ph
  store float %9779, ptr %9780, align 4
  %9781 = or disjoint i64 %feature555940.ph, 1
  br label %feature.body553.prol.loopexit

feature.body553.prol.loopexit:                    ; preds = %feature.body553.prol, %feature.body553.preheader
  %feature555940.unr = phi i64 [ %feature555940.ph, %feature.body553.preheader ], [ %9781, %feature.body553.prol ]
  %9782 = icmp eq i64 %n_features, %.neg4200
  br i1 %9782, label %max_block.header566.preheader, label %feature.body553

max_block.header566.preheader:                    ; preds = %feature.body553.prol.loopexit, %feature.body553, %vec.epilog.middle.block1828, %middle.block1803
  br i1 %.not970, label %max_block.exit568, label %max_block.body567.preheader

max_block.body567.preheader:                      ; preds = %max_block.header566.preheader
  br i1 %3731, label %max_block.body567.epil.preheader, label %max_block.body567

feature.body553:                                  ; preds = %feature.body553.prol.loopexit, %feature.body553
  %feature555940 = phi i64 [ %9816, %feature.body553 ], [ %feature555940.unr, %feature.body553.prol.loopexit ]
  %9783 = getelementptr inbounds float, ptr %3751, i64 %feature555940
  %9784 = load float, ptr %9783, align 4
  %9785 = fmul float %inv_t, %9784
  %feature556 = uitofp i64 %feature555940 to float
  %9786 = fcmp ogt float %9784, %uniforms.sroa.25.0142514351445
  %9787 = select i1 %9786, float 1.000000e+00, float 0.000000e+00
  %9788 = fcmp oeq float %9784, %uniforms.sroa.25.0142514351445
  %9789 = fcmp oge float %uniforms.sroa.36.0142314361444, %feature556
  %9790 = select i1 %9788, i1 %9789, i1 false
  %9791 = select i1 %9790, float 1.000000e+00, float 0.000000e+00
  %9792 = fcmp ogt float %9791, %9787
  %max557 = select i1 %9792, float %9791, float %9787
  %9793 = getelementptr inbounds float, ptr %3636, i64 %feature555940
  %9794 = load float, ptr %9793, align 4
  %9795 = fadd float %9785, %9794
  %9796 = fcmp une float %max557, 0.000000e+00
  %9797 = select i1 %9796, float %9795, float 0xFFF0000000000000
  %9798 = getelementptr inbounds float, ptr %scratch, i64 %feature555940
  store float %9797, ptr %9798, align 4
  %9799 = add nuw i64 %feature555940, 1
  %9800 = getelementptr inbounds float, ptr %3751, i64 %9799
  %9801 = load float, ptr %9800, align 4
  %9802 = fmul float %inv_t, %9801
  %feature556.1 = uitofp i64 %9799 to float
  %9803 = fcmp ogt float %9801, %uniforms.sroa.25.0142514351445
  %9804 = select i1 %9803, float 1.000000e+00, float 0.000000e+00
  %9805 = fcmp oeq float %9801, %uniforms.sroa.25.0142514351445
  %9806 = fcmp oge float %uniforms.sroa.36.0142314361444, %feature556.1
  %9807 = select i1 %9805, i1 %9806, i1 false
  %9808 = select i1 %9807, float 1.000000e+00, float 0.000000e+00
  %9809 = fcmp ogt float %9808, %9804
  %max557.1 = select i1 %9809, float %9808, float %9804
  %9810 = getelementptr inbounds float, ptr %3636, i64 %9799
  %9811 = load float, ptr %9810, align 4
  %9812 = fadd float %9802, %9811
  %9813 = fcmp une float %max557.1, 0.000000e+00
  %9814 = select i1 %9813, float %9812, float 0xFFF0000000000000
  %9815 = getelementptr inbounds float, ptr %scratch, i64 %9799
  store float %9814, ptr %9815, align 4
  %9816 = add nuw i64 %feature555940, 2
  %exitcond1112.not.1 = icmp eq i64 %9816, %n_features
  br i1 %exitcond1112.not.1, label %max_block.header566.preheader, label %feature.body553, !llvm.loop !146

max_block.body567:                                ; preds = %max_block.body567.preheader, %max_block.body567
  %max_block569943 = phi i64 [ %9838, %max_block.body567 ], [ 0, %max_block.body567.preheader ]
  %max_index564.0942 = phi <32 x i64> [ %9837, %max_block.body567 ], [ zeroinitializer, %max_block.body567.preheader ]
  %max_best563.0941 = phi <32 x float> [ %9833, %max_block.body567 ], [ splat (float 0xFFF0000000000000), %max_block.body567.preheader ]
  %niter4198 = phi i64 [ %niter4198.next.1, %max_block.body567 ], [ 0, %max_block.body567.preheader ]
  %9817 = getelementptr inbounds float, ptr %scratch, i64 %max_block569943
  %block570 = load <32 x float>, ptr %9817, align 4
  %9818 = fcmp ogt <32 x float> %block570, %max_best563.0941
  %9819 = fcmp uno <32 x float> %block570, zeroinitializer
  %9820 = fcmp ord <32 x float> %max_best563.0941, zeroinitializer
  %9821 = and <32 x i1> %9820, %9819
  %take571 = or <32 x i1> %9818, %9821
  %9822 = select <32 x i1> %take571, <32 x float> %block570, <32 x float> %max_best563.0941
  %9823 = insertelement <32 x i64> poison, i64 %max_block569943, i64 0
  %9824 = shufflevector <32 x i64> %9823, <32 x i64> poison, <32 x i32> zeroinitializer
  %9825 = or disjoint <32 x i64> %9824, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %9826 = select <32 x i1> %take571, <32 x i64> %9825, <32 x i64> %max_index564.0942
  %9827 = or disjoint i64 %max_block569943, 32
  %9828 = getelementptr inbounds float, ptr %scratch, i64 %9827
  %block570.1 = load <32 x float>, ptr %9828, align 4
  %9829 = fcmp ogt <32 x float> %block570.1, %9822
  %9830 = fcmp uno <32 x float> %block570.1, zeroinitializer
  %9831 = fcmp ord <32 x float> %9822, zeroinitializer
  %9832 = and <32 x i1> %9831, %9830
  %take571.1 = or <32 x i1> %9829, %9832
  %9833 = select <32 x i1> %take571.1, <32 x float> %block570.1, <32 x float> %9822
  %9834 = insertelement <32 x i64> poison, i64 %9827, i64 0
  %9835 = shufflevector <32 x i64> %9834, <32 x i64> poison, <32 x i32> zeroinitializer
  %9836 = or disjoint <32 x i64> %9835, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %9837 = select <32 x i1> %take571.1, <32 x i64> %9836, <32 x i64> %9826
  %9838 = add nuw i64 %max_block569943, 64
  %niter4198.next.1 = add i64 %niter4198, 2
  %niter4198.ncmp.1.not = icmp eq i64 %niter4198.next.1, %unroll_iter4197
  br i1 %niter4198.ncmp.1.not, label %max_block.exit568.loopexit.unr-lcssa, label %max_block.body567

max_block.exit568.loopexit.unr-lcssa:             ; preds = %max_block.body567
  br i1 %lcmp.mod4193.not, label %max_block.exit568, label %max_block.body567.epil.preheader

max_block.body567.epil.preheader:                 ; preds = %max_block.exit568.loopexit.unr-lcssa, %max_block.body567.preheader
  %max_block569943.epil.init = phi i64 [ 0, %max_block.body567.preheader ], [ %9838, %max_block.exit568.loopexit.unr-lcssa ]
  %max_index564.0942.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body567.preheader ], [ %9837, %max_block.exit568.loopexit.unr-lcssa ]
  %max_best563.0941.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body567.preheader ], [ %9833, %max_block.exit568.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4196)
  %9839 = getelementptr inbounds float, ptr %scratch, i64 %max_block569943.epil.init
  %block570.epil = load <32 x float>, ptr %9839, align 4
  %9840 = fcmp ogt <32 x float> %block570.epil, %max_best563.0941.epil.init
  %9841 = fcmp uno <32 x float> %block570.epil, zeroinitializer
  %9842 = fcmp ord <32 x float> %max_best563.0941.epil.init, zeroinitializer
  %9843 = and <32 x i1> %9842, %9841
  %take571.epil = or <32 x i1> %9840, %9843
  %9844 = select <32 x i1> %take571.epil, <32 x float> %block570.epil, <32 x float> %max_best563.0941.epil.init
  %9845 = insertelement <32 x i64> poison, i64 %max_block569943.epil.init, i64 0
  %9846 = shufflevector <32 x i64> %9845, <32 x i64> poison, <32 x i32> zeroinitializer
  %9847 = or disjoint <32 x i64> %9846, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %9848 = select <32 x i1> %take571.epil, <32 x i64> %9847, <32 x i64> %max_index564.0942.epil.init
  br label %max_block.exit568

max_block.exit568:                                ; preds = %max_block.body567.epil.preheader, %max_block.exit568.loopexit.unr-lcssa, %gumbel.philox.header543.preheader, %max_block.header566.preheader
  %uniforms.sroa.72.014381442 = phi float [ %uniforms.sroa.72.014381443, %max_block.header566.preheader ], [ %uniforms.sroa.72.0, %gumbel.philox.header543.preheader ], [ %uniforms.sroa.72.014381443, %max_block.exit568.loopexit.unr-lcssa ], [ %uniforms.sroa.72.014381443, %max_block.body567.epil.preheader ]
  %max_best563.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header566.preheader ], [ splat (float 0xFFF0000000000000), %gumbel.philox.header543.preheader ], [ %9833, %max_block.exit568.loopexit.unr-lcssa ], [ %9844, %max_block.body567.epil.preheader ]
  %max_index564.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header566.preheader ], [ zeroinitializer, %gumbel.philox.header543.preheader ], [ %9837, %max_block.exit568.loopexit.unr-lcssa ], [ %9848, %max_block.body567.epil.preheader ]
  %9849 = extractelement <32 x float> %max_best563.0.lcssa, i64 0
  %9850 = extractelement <32 x i64> %max_index564.0.lcssa, i64 0
  %9851 = fcmp une float %9849, 0xFFF0000000000000
  %9852 = select i1 %9851, i64 %9850, i64 0
  %9853 = extractelement <32 x float> %max_best563.0.lcssa, i64 1
  %9854 = extractelement <32 x i64> %max_index564.0.lcssa, i64 1
  %9855 = fcmp uno float %9853, 0.000000e+00
  %9856 = fcmp ord float %9849, 0.000000e+00
  %9857 = icmp ult i64 %9854, %9852
  %9858 = fcmp ogt float %9853, %9849
  %9859 = fcmp oeq float %9853, %9849
  %9860 = or i1 %9856, %9857
  %9861 = and i1 %9859, %9857
  %9862 = or i1 %9858, %9861
  %9863 = select i1 %9855, i1 %9860, i1 %9862
  %9864 = select i1 %9863, float %9853, float %9849
  %9865 = select i1 %9863, i64 %9854, i64 %9852
  %9866 = extractelement <32 x float> %max_best563.0.lcssa, i64 2
  %9867 = extractelement <32 x i64> %max_index564.0.lcssa, i64 2
  %9868 = fcmp uno float %9866, 0.000000e+00
  %9869 = fcmp ord float %9864, 0.000000e+00
  %9870 = icmp ult i64 %9867, %9865
  %9871 = fcmp ogt float %9866, %9864
  %9872 = fcmp oeq float %9866, %9864
  %9873 = or i1 %9869, %9870
  %9874 = and i1 %9872, %9870
  %9875 = or i1 %9871, %9874
  %9876 = select i1 %9868, i1 %9873, i1 %9875
  %9877 = select i1 %9876, float %9866, float %9864
  %9878 = select i1 %9876, i64 %9867, i64 %9865
  %9879 = extractelement <32 x float> %max_best563.0.lcssa, i64 3
  %9880 = extractelement <32 x i64> %max_index564.0.lcssa, i64 3
  %9881 = fcmp uno float %9879, 0.000000e+00
  %9882 = fcmp ord float %9877, 0.000000e+00
  %9883 = icmp ult i64 %9880, %9878
  %9884 = fcmp ogt float %9879, %9877
  %9885 = fcmp oeq float %9879, %9877
  %9886 = or i1 %9882, %9883
  %9887 = and i1 %9885, %9883
  %9888 = or i1 %9884, %9887
  %9889 = select i1 %9881, i1 %9886, i1 %9888
  %9890 = select i1 %9889, float %9879, float %9877
  %9891 = select i1 %9889, i64 %9880, i64 %9878
  %9892 = extractelement <32 x float> %max_best563.0.lcssa, i64 4
  %9893 = extractelement <32 x i64> %max_index564.0.lcssa, i64 4
  %9894 = fcmp uno float %9892, 0.000000e+00
  %9895 = fcmp ord float %9890, 0.000000e+00
  %9896 = icmp ult i64 %9893, %9891
  %9897 = fcmp ogt float %9892, %9890
  %9898 = fcmp oeq float %9892, %9890
  %9899 = or i1 %9895, %9896
  %9900 = and i1 %9898, %9896
  %9901 = or i1 %9897, %9900
  %9902 = select i1 %9894, i1 %9899, i1 %9901
  %9903 = select i1 %9902, float %9892, float %9890
  %9904 = select i1 %9902, i64 %9893, i64 %9891
  %9905 = extractelement <32 x float> %max_best563.0.lcssa, i64 5
  %9906 = extractelement <32 x i64> %max_index564.0.lcssa, i64 5
  %9907 = fcmp uno float %9905, 0.000000e+00
  %9908 = fcmp ord float %9903, 0.000000e+00
  %9909 = icmp ult i64 %9906, %9904
  %9910 = fcmp ogt float %9905, %9903
  %9911 = fcmp oeq float %9905, %9903
  %9912 = or i1 %9908, %9909
  %9913 = and i1 %9911, %9909
  %9914 = or i1 %9910, %9913
  %9915 = select i1 %9907, i1 %9912, i1 %9914
  %9916 = select i1 %9915, float %9905, float %9903
  %9917 = select i1 %9915, i64 %9906, i64 %9904
  %9918 = extractelement <32 x float> %max_best563.0.lcssa, i64 6
  %9919 = extractelement <32 x i64> %max_index564.0.lcssa, i64 6
  %9920 = fcmp uno float %9918, 0.000000e+00
  %9921 = fcmp ord float %9916, 0.000000e+00
  %9922 = icmp ult i64 %9919, %9917
  %9923 = fcmp ogt float %9918, %9916
  %9924 = fcmp oeq float %9918, %9916
  %9925 = or i1 %9921, %9922
  %9926 = and i1 %9924, %9922
  %9927 = or i1 %9923, %9926
  %9928 = select i1 %9920, i1 %9925, i1 %9927
  %9929 = select i1 %9928, float %9918, float %9916
  %9930 = select i1 %9928, i64 %9919, i64 %9917
  %9931 = extractelement <32 x float> %max_best563.0.lcssa, i64 7
  %9932 = extractelement <32 x i64> %max_index564.0.lcssa, i64 7
  %9933 = fcmp uno float %9931, 0.000000e+00
  %9934 = fcmp ord float %9929, 0.000000e+00
  %9935 = icmp ult i64 %9932, %9930
  %9936 = fcmp ogt float %9931, %9929
  %9937 = fcmp oeq float %9931, %9929
  %9938 = or i1 %9934, %9935
  %9939 = and i1 %9937, %9935
  %9940 = or i1 %9936, %9939
  %9941 = select i1 %9933, i1 %9938, i1 %9940
  %9942 = select i1 %9941, float %9931, float %9929
  %9943 = select i1 %9941, i64 %9932, i64 %9930
  %9944 = extractelement <32 x float> %max_best563.0.lcssa, i64 8
  %9945 = extractelement <32 x i64> %max_index564.0.lcssa, i64 8
  %9946 = fcmp uno float %9944, 0.000000e+00
  %9947 = fcmp ord float %9942, 0.000000e+00
  %9948 = icmp ult i64 %9945, %9943
  %9949 = fcmp ogt float %9944, %9942
  %9950 = fcmp oeq float %9944, %9942
  %9951 = or i1 %9947, %9948
  %9952 = and i1 %9950, %9948
  %9953 = or i1 %9949, %9952
  %9954 = select i1 %9946, i1 %9951, i1 %9953
  %9955 = select i1 %9954, float %9944, float %9942
  %9956 = select i1 %9954, i64 %9945, i64 %9943
  %9957 = extractelement <32 x float> %max_best563.0.lcssa, i64 9
  %9958 = extractelement <32 x i64> %max_index564.0.lcssa, i64 9
  %9959 = fcmp uno float %9957, 0.000000e+00
  %9960 = fcmp ord float %9955, 0.000000e+00
  %9961 = icmp ult i64 %9958, %9956
  %9962 = fcmp ogt float %9957, %9955
  %9963 = fcmp oeq float %9957, %9955
  %9964 = or i1 %9960, %9961
  %9965 = and i1 %9963, %9961
  %9966 = or i1 %9962, %9965
  %9967 = select i1 %9959, i1 %9964, i1 %9966
  %9968 = select i1 %9967, float %9957, float %9955
  %9969 = select i1 %9967, i64 %9958, i64 %9956
  %9970 = extractelement <32 x float> %max_best563.0.lcssa, i64 10
  %9971 = extractelement <32 x i64> %max_index564.0.lcssa, i64 10
  %9972 = fcmp uno float %9970, 0.000000e+00
  %9973 = fcmp ord float %9968, 0.000000e+00
  %9974 = icmp ult i64 %9971, %9969
  %9975 = fcmp ogt float %9970, %9968
  %9976 = fcmp oeq float %9970, %9968
  %9977 = or i1 %9973, %9974
  %9978 = and i1 %9976, %9974
  %9979 = or i1 %9975, %9978
  %9980 = select i1 %9972, i1 %9977, i1 %9979
  %9981 = select i1 %9980, float %9970, float %9968
  %9982 = select i1 %9980, i64 %9971, i64 %9969
  %9983 = extractelement <32 x float> %max_best563.0.lcssa, i64 11
  %9984 = extractelement <32 x i64> %max_index564.0.lcssa, i64 11
  %9985 = fcmp uno float %9983, 0.000000e+00
  %9986 = fcmp ord float %9981, 0.000000e+00
  %9987 = icmp ult i64 %9984, %9982
  %9988 = fcmp ogt float %9983, %9981
  %9989 = fcmp oeq float %9983, %9981
  %9990 = or i1 %9986, %9987
  %9991 = and i1 %9989, %9987
  %9992 = or i1 %9988, %9991
  %9993 = select i1 %9985, i1 %9990, i1 %9992
  %9994 = select i1 %9993, float %9983, float %9981
  %9995 = select i1 %9993, i64 %9984, i64 %9982
  %9996 = extractelement <32 x float> %max_best563.0.lcssa, i64 12
  %9997 = extractelement <32 x i64> %max_index564.0.lcssa, i64 12
  %9998 = fcmp uno float %9996, 0.000000e+00
  %9999 = fcmp ord float %9994, 0.000000e+00
  %10000 = icmp ult i64 %9997, %9995
  %10001 = fcmp ogt float %9996, %9994
  %10002 = fcmp oeq float %9996, %9994
  %10003 = or i1 %9999, %10000
  %10004 = and i1 %10002, %10000
  %10005 = or i1 %10001, %10004
  %10006 = select i1 %9998, i1 %10003, i1 %10005
  %10007 = select i1 %10006, float %9996, float %9994
  %10008 = select i1 %10006, i64 %9997, i64 %9995
  %10009 = extractelement <32 x float> %max_best563.0.lcssa, i64 13
  %10010 = extractelement <32 x i64> %max_index564.0.lcssa, i64 13
  %10011 = fcmp uno float %10009, 0.000000e+00
  %10012 = fcmp ord float %10007, 0.000000e+00
  %10013 = icmp ult i64 %10010, %10008
  %10014 = fcmp ogt float %10009, %10007
  %10015 = fcmp oeq float %10009, %10007
  %10016 = or i1 %10012, %10013
  %10017 = and i1 %10015, %10013
  %10018 = or i1 %10014, %10017
  %10019 = select i1 %10011, i1 %10016, i1 %10018
  %10020 = select i1 %10019, float %10009, float %10007
  %10021 = select i1 %10019, i64 %10010, i64 %10008
  %10022 = extractelement <32 x float> %max_best563.0.lcssa, i64 14
  %10023 = extractelement <32 x i64> %max_index564.0.lcssa, i64 14
  %10024 = fcmp uno float %10022, 0.000000e+00
  %10025 = fcmp ord float %10020, 0.000000e+00
  %10026 = icmp ult i64 %10023, %10021
  %10027 = fcmp ogt float %10022, %10020
  %10028 = fcmp oeq float %10022, %10020
  %10029 = or i1 %10025, %10026
  %10030 = and i1 %10028, %10026
  %10031 = or i1 %10027, %10030
  %10032 = select i1 %10024, i1 %10029, i1 %10031
  %10033 = select i1 %10032, float %10022, float %10020
  %10034 = select i1 %10032, i64 %10023, i64 %10021
  %10035 = extractelement <32 x float> %max_best563.0.lcssa, i64 15
  %10036 = extractelement <32 x i64> %max_index564.0.lcssa, i64 15
  %10037 = fcmp uno float %10035, 0.000000e+00
  %10038 = fcmp ord float %10033, 0.000000e+00
  %10039 = icmp ult i64 %10036, %10034
  %10040 = fcmp ogt float %10035, %10033
  %10041 = fcmp oeq float %10035, %10033
  %10042 = or i1 %10038, %10039
  %10043 = and i1 %10041, %10039
  %10044 = or i1 %10040, %10043
  %10045 = select i1 %10037, i1 %10042, i1 %10044
  %10046 = select i1 %10045, float %10035, float %10033
  %10047 = select i1 %10045, i64 %10036, i64 %10034
  %10048 = extractelement <32 x float> %max_best563.0.lcssa, i64 16
  %10049 = extractelement <32 x i64> %max_index564.0.lcssa, i64 16
  %10050 = fcmp uno float %10048, 0.000000e+00
  %10051 = fcmp ord float %10046, 0.000000e+00
  %10052 = icmp ult i64 %10049, %10047
  %10053 = fcmp ogt float %10048, %10046
  %10054 = fcmp oeq float %10048, %10046
  %10055 = or i1 %10051, %10052
  %10056 = and i1 %10054, %10052
  %10057 = or i1 %10053, %10056
  %10058 = select i1 %10050, i1 %10055, i1 %10057
  %10059 = select i1 %10058, float %10048, float %10046
  %10060 = select i1 %10058, i64 %10049, i64 %10047
  %10061 = extractelement <32 x float> %max_best563.0.lcssa, i64 17
  %10062 = extractelement <32 x i64> %max_index564.0.lcssa, i64 17
  %10063 = fcmp uno float %10061, 0.000000e+00
  %10064 = fcmp ord float %10059, 0.000000e+00
  %10065 = icmp ult i64 %10062, %10060
  %10066 = fcmp ogt float %10061, %10059
  %10067 = fcmp oeq float %10061, %10059
  %10068 = or i1 %10064, %10065
  %10069 = and i1 %10067, %10065
  %10070 = or i1 %10066, %10069
  %10071 = select i1 %10063, i1 %10068, i1 %10070
  %10072 = select i1 %10071, float %10061, float %10059
  %10073 = select i1 %10071, i64 %10062, i64 %10060
  %10074 = extractelement <32 x float> %max_best563.0.lcssa, i64 18
  %10075 = extractelement <32 x i64> %max_index564.0.lcssa, i64 18
  %10076 = fcmp uno float %10074, 0.000000e+00
  %10077 = fcmp ord float %10072, 0.000000e+00
  %10078 = icmp ult i64 %10075, %10073
  %10079 = fcmp ogt float %10074, %10072
  %10080 = fcmp oeq float %10074, %10072
  %10081 = or i1 %10077, %10078
  %10082 = and i1 %10080, %10078
  %10083 = or i1 %10079, %10082
  %10084 = select i1 %10076, i1 %10081, i1 %10083
  %10085 = select i1 %10084, float %10074, float %10072
  %10086 = select i1 %10084, i64 %10075, i64 %10073
  %10087 = extractelement <32 x float> %max_best563.0.lcssa, i64 19
  %10088 = extractelement <32 x i64> %max_index564.0.lcssa, i64 19
  %10089 = fcmp uno float %10087, 0.000000e+00
  %10090 = fcmp ord float %10085, 0.000000e+00
  %10091 = icmp ult i64 %10088, %10086
  %10092 = fcmp ogt float %10087, %10085
  %10093 = fcmp oeq float %10087, %10085
  %10094 = or i1 %10090, %10091
  %10095 = and i1 %10093, %10091
  %10096 = or i1 %10092, %10095
  %10097 = select i1 %10089, i1 %10094, i1 %10096
  %10098 = select i1 %10097, float %10087, float %10085
  %10099 = select i1 %10097, i64 %10088, i64 %10086
  %10100 = extractelement <32 x float> %max_best563.0.lcssa, i64 20
  %10101 = extractelement <32 x i64> %max_index564.0.lcssa, i64 20
  %10102 = fcmp uno float %10100, 0.000000e+00
  %10103 = fcmp ord float %10098, 0.000000e+00
  %10104 = icmp ult i64 %10101, %10099
  %10105 = fcmp ogt float %10100, %10098
  %10106 = fcmp oeq float %10100, %10098
  %10107 = or i1 %10103, %10104
  %10108 = and i1 %10106, %10104
  %10109 = or i1 %10105, %10108
  %10110 = select i1 %10102, i1 %10107, i1 %10109
  %10111 = select i1 %10110, float %10100, float %10098
  %10112 = select i1 %10110, i64 %10101, i64 %10099
  %10113 = extractelement <32 x float> %max_best563.0.lcssa, i64 21
  %10114 = extractelement <32 x i64> %max_index564.0.lcssa, i64 21
  %10115 = fcmp uno float %10113, 0.000000e+00
  %10116 = fcmp ord float %10111, 0.000000e+00
  %10117 = icmp ult i64 %10114, %10112
  %10118 = fcmp ogt float %10113, %10111
  %10119 = fcmp oeq float %10113, %10111
  %10120 = or i1 %10116, %10117
  %10121 = and i1 %10119, %10117
  %10122 = or i1 %10118, %10121
  %10123 = select i1 %10115, i1 %10120, i1 %10122
  %10124 = select i1 %10123, float %10113, float %10111
  %10125 = select i1 %10123, i64 %10114, i64 %10112
  %10126 = extractelement <32 x float> %max_best563.0.lcssa, i64 22
  %10127 = extractelement <32 x i64> %max_index564.0.lcssa, i64 22
  %10128 = fcmp uno float %10126, 0.000000e+00
  %10129 = fcmp ord float %10124, 0.000000e+00
  %10130 = icmp ult i64 %10127, %10125
  %10131 = fcmp ogt float %10126, %10124
  %10132 = fcmp oeq float %10126, %10124
  %10133 = or i1 %10129, %10130
  %10134 = and i1 %10132, %10130
  %10135 = or i1 %10131, %10134
  %10136 = select i1 %10128, i1 %10133, i1 %10135
  %10137 = select i1 %10136, float %10126, float %10124
  %10138 = select i1 %10136, i64 %10127, i64 %10125
  %10139 = extractelement <32 x float> %max_best563.0.lcssa, i64 23
  %10140 = extractelement <32 x i64> %max_index564.0.lcssa, i64 23
  %10141 = fcmp uno float %10139, 0.000000e+00
  %10142 = fcmp ord float %10137, 0.000000e+00
  %10143 = icmp ult i64 %10140, %10138
  %10144 = fcmp ogt float %10139, %10137
  %10145 = fcmp oeq float %10139, %10137
  %10146 = or i1 %10142, %10143
  %10147 = and i1 %10145, %10143
  %10148 = or i1 %10144, %10147
  %10149 = select i1 %10141, i1 %10146, i1 %10148
  %10150 = select i1 %10149, float %10139, float %10137
  %10151 = select i1 %10149, i64 %10140, i64 %10138
  %10152 = extractelement <32 x float> %max_best563.0.lcssa, i64 24
  %10153 = extractelement <32 x i64> %max_index564.0.lcssa, i64 24
  %10154 = fcmp uno float %10152, 0.000000e+00
  %10155 = fcmp ord float %10150, 0.000000e+00
  %10156 = icmp ult i64 %10153, %10151
  %10157 = fcmp ogt float %10152, %10150
  %10158 = fcmp oeq float %10152, %10150
  %10159 = or i1 %10155, %10156
  %10160 = and i1 %10158, %10156
  %10161 = or i1 %10157, %10160
  %10162 = select i1 %10154, i1 %10159, i1 %10161
  %10163 = select i1 %10162, float %10152, float %10150
  %10164 = select i1 %10162, i64 %10153, i64 %10151
  %10165 = extractelement <32 x float> %max_best563.0.lcssa, i64 25
  %10166 = extractelement <32 x i64> %max_index564.0.lcssa, i64 25
  %10167 = fcmp uno float %10165, 0.000000e+00
  %10168 = fcmp ord float %10163, 0.000000e+00
  %10169 = icmp ult i64 %10166, %10164
  %10170 = fcmp ogt float %10165, %10163
  %10171 = fcmp oeq float %10165, %10163
  %10172 = or i1 %10168, %10169
  %10173 = and i1 %10171, %10169
  %10174 = or i1 %10170, %10173
  %10175 = select i1 %10167, i1 %10172, i1 %10174
  %10176 = select i1 %10175, float %10165, float %10163
  %10177 = select i1 %10175, i64 %10166, i64 %10164
  %10178 = extractelement <32 x float> %max_best563.0.lcssa, i64 26
  %10179 = extractelement <32 x i64> %max_index564.0.lcssa, i64 26
  %10180 = fcmp uno float %10178, 0.000000e+00
  %10181 = fcmp ord float %10176, 0.000000e+00
  %10182 = icmp ult i64 %10179, %10177
  %10183 = fcmp ogt float %10178, %10176
  %10184 = fcmp oeq float %10178, %10176
  %10185 = or i1 %10181, %10182
  %10186 = and i1 %10184, %10182
  %10187 = or i1 %10183, %10186
  %10188 = select i1 %10180, i1 %10185, i1 %10187
  %10189 = select i1 %10188, float %10178, float %10176
  %10190 = select i1 %10188, i64 %10179, i64 %10177
  %10191 = extractelement <32 x float> %max_best563.0.lcssa, i64 27
  %10192 = extractelement <32 x i64> %max_index564.0.lcssa, i64 27
  %10193 = fcmp uno float %10191, 0.000000e+00
  %10194 = fcmp ord float %10189, 0.000000e+00
  %10195 = icmp ult i64 %10192, %10190
  %10196 = fcmp ogt float %10191, %10189
  %10197 = fcmp oeq float %10191, %10189
  %10198 = or i1 %10194, %10195
  %10199 = and i1 %10197, %10195
  %10200 = or i1 %10196, %10199
  %10201 = select i1 %10193, i1 %10198, i1 %10200
  %10202 = select i1 %10201, float %10191, float %10189
  %10203 = select i1 %10201, i64 %10192, i64 %10190
  %10204 = extractelement <32 x float> %max_best563.0.lcssa, i64 28
  %10205 = extractelement <32 x i64> %max_index564.0.lcssa, i64 28
  %10206 = fcmp uno float %10204, 0.000000e+00
  %10207 = fcmp ord float %10202, 0.000000e+00
  %10208 = icmp ult i64 %10205, %10203
  %10209 = fcmp ogt float %10204, %10202
  %10210 = fcmp oeq float %10204, %10202
  %10211 = or i1 %10207, %10208
  %10212 = and i1 %10210, %10208
  %10213 = or i1 %10209, %10212
  %10214 = select i1 %10206, i1 %10211, i1 %10213
  %10215 = select i1 %10214, float %10204, float %10202
  %10216 = select i1 %10214, i64 %10205, i64 %10203
  %10217 = extractelement <32 x float> %max_best563.0.lcssa, i64 29
  %10218 = extractelement <32 x i64> %max_index564.0.lcssa, i64 29
  %10219 = fcmp uno float %10217, 0.000000e+00
  %10220 = fcmp ord float %10215, 0.000000e+00
  %10221 = icmp ult i64 %10218, %10216
  %10222 = fcmp ogt float %10217, %10215
  %10223 = fcmp oeq float %10217, %10215
  %10224 = or i1 %10220, %10221
  %10225 = and i1 %10223, %10221
  %10226 = or i1 %10222, %10225
  %10227 = select i1 %10219, i1 %10224, i1 %10226
  %10228 = select i1 %10227, float %10217, float %10215
  %10229 = select i1 %10227, i64 %10218, i64 %10216
  %10230 = extractelement <32 x float> %max_best563.0.lcssa, i64 30
  %10231 = extractelement <32 x i64> %max_index564.0.lcssa, i64 30
  %10232 = fcmp uno float %10230, 0.000000e+00
  %10233 = fcmp ord float %10228, 0.000000e+00
  %10234 = icmp ult i64 %10231, %10229
  %10235 = fcmp ogt float %10230, %10228
  %10236 = fcmp oeq float %10230, %10228
  %10237 = or i1 %10233, %10234
  %10238 = and i1 %10236, %10234
  %10239 = or i1 %10235, %10238
  %10240 = select i1 %10232, i1 %10237, i1 %10239
  %10241 = select i1 %10240, float %10230, float %10228
  %10242 = select i1 %10240, i64 %10231, i64 %10229
  %10243 = extractelement <32 x float> %max_best563.0.lcssa, i64 31
  %10244 = extractelement <32 x i64> %max_index564.0.lcssa, i64 31
  %10245 = fcmp uno float %10243, 0.000000e+00
  %10246 = fcmp ord float %10241, 0.000000e+00
  %10247 = icmp ult i64 %10244, %10242
  %10248 = fcmp ogt float %10243, %10241
  %10249 = fcmp oeq float %10243, %10241
  %10250 = or i1 %10246, %10247
  %10251 = and i1 %10249, %10247
  %10252 = or i1 %10248, %10251
  %10253 = select i1 %10245, i1 %10250, i1 %10252
  %10254 = select i1 %10253, i64 %10244, i64 %10242
  br i1 %.not971, label %fold_tail.exit574, label %fold_tail.body573.preheader

fold_tail.body573.preheader:                      ; preds = %max_block.exit568
  %10255 = select i1 %10253, float %10243, float %10241
  br label %fold_tail.body573

fold_tail.body573:                                ; preds = %fold_tail.body573.preheader, %fold_tail.body573
  %fold_tail575948 = phi i64 [ %10264, %fold_tail.body573 ], [ %blocks_end216, %fold_tail.body573.preheader ]
  %fold_index559.0947 = phi i64 [ %10263, %fold_tail.body573 ], [ %10254, %fold_tail.body573.preheader ]
  %fold_value558.0946 = phi float [ %10262, %fold_tail.body573 ], [ %10255, %fold_tail.body573.preheader ]
  %10256 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail575948
  %10257 = load float, ptr %10256, align 4
  %10258 = fcmp ogt float %10257, %fold_value558.0946
  %10259 = fcmp uno float %10257, 0.000000e+00
  %10260 = fcmp ord float %fold_value558.0946, 0.000000e+00
  %10261 = and i1 %10260, %10259
  %take576 = or i1 %10258, %10261
  %10262 = select i1 %take576, float %10257, float %fold_value558.0946
  %10263 = select i1 %take576, i64 %fold_tail575948, i64 %fold_index559.0947
  %10264 = add nuw i64 %fold_tail575948, 1
  %10265 = icmp ult i64 %10264, %n_features
  br i1 %10265, label %fold_tail.body573, label %fold_tail.exit574

fold_tail.exit574:                                ; preds = %fold_tail.body573, %max_block.exit568
  %fold_index559.0.lcssa = phi i64 [ %10254, %max_block.exit568 ], [ %10263, %fold_tail.body573 ]
  %argmax577 = uitofp i64 %fold_index559.0.lcssa to float
  br label %guard.done542
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fabs.v8f32(<8 x float>) #2

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
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !2}
!27 = !{!"branch_weights", i32 4, i32 12}
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
!128 = distinct !{!128, !1}
!129 = distinct !{!129, !13}
!130 = distinct !{!130, !1, !2}
!131 = distinct !{!131, !1}
!132 = distinct !{!132, !13}
!133 = distinct !{!133, !1, !2}
!134 = distinct !{!134, !13}
!135 = distinct !{!135, !1, !2}
!136 = distinct !{!136, !2, !1}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !2, !1}
!139 = distinct !{!139, !1, !2}
!140 = distinct !{!140, !1}
!141 = distinct !{!141, !2, !1}
!142 = distinct !{!142, !1, !2}
!143 = distinct !{!143, !2, !1}
!144 = distinct !{!144, !1, !2}
!145 = distinct !{!145, !1, !2}
!146 = distinct !{!146, !1}
