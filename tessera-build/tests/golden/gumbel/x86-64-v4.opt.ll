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
  %input_02297 = ptrtoint ptr %input_0 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %scratch = load ptr, ptr %2, align 8
  %scratch2296 = ptrtoint ptr %scratch to i64
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
  %.idx1050 = shl i64 %n_features, 3
  %22 = getelementptr i8, ptr %scratch, i64 %.idx1050
  %.idx1051 = mul i64 %n_features, 12
  %23 = getelementptr i8, ptr %scratch, i64 %.idx1051
  %.idx1052 = shl i64 %n_features, 4
  %24 = getelementptr i8, ptr %scratch, i64 %.idx1052
  %min.iters.check = icmp ult i64 %span_length, 24
  br i1 %min.iters.check, label %feature.body.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %feature.body.lr.ph
  %25 = and i64 %n_features, 4611686018427387896
  %diff.check = icmp eq i64 %25, 0
  %diff.check2291 = icmp ult i64 %.idx1050, 32
  %diff.check2292 = icmp ult i64 %.idx1051, 32
  %diff.check2294 = icmp ult i64 %.idx1052, 32
  %26 = mul i64 %n_features, %row_begin
  %27 = shl i64 %26, 2
  %28 = add i64 %27, %input_02297
  %29 = sub i64 %scratch2296, %28
  %diff.check2298 = icmp ult i64 %29, 32
  %30 = shl i64 %row_begin, 2
  %31 = insertelement <4 x i64> poison, i64 %30, i64 0
  %32 = shufflevector <4 x i64> %31, <4 x i64> poison, <4 x i32> zeroinitializer
  %33 = sub <4 x i64> <i64 4, i64 8, i64 12, i64 16>, %32
  %34 = insertelement <4 x i64> poison, i64 %n_features, i64 0
  %35 = shufflevector <4 x i64> %34, <4 x i64> poison, <4 x i32> zeroinitializer
  %36 = mul <4 x i64> %35, %33
  %37 = insertelement <4 x i64> poison, i64 %scratch2296, i64 0
  %38 = shufflevector <4 x i64> %37, <4 x i64> poison, <4 x i32> zeroinitializer
  %39 = add <4 x i64> %36, %38
  %40 = insertelement <4 x i64> poison, i64 %input_02297, i64 0
  %41 = shufflevector <4 x i64> %40, <4 x i64> poison, <4 x i32> zeroinitializer
  %42 = sub <4 x i64> %39, %41
  %43 = icmp ult <4 x i64> %42, splat (i64 32)
  %44 = bitcast <4 x i1> %43 to i4
  %45 = icmp ne i4 %44, 0
  %op.rdx4500 = or i1 %45, %diff.check2291
  %op.rdx4501 = or i1 %diff.check2292, %diff.check2294
  %op.rdx4502 = or i1 %diff.check2298, %diff.check
  %op.rdx4503 = or i1 %op.rdx4500, %op.rdx4501
  %op.rdx4504 = or i1 %op.rdx4503, %op.rdx4502
  br i1 %op.rdx4504, label %feature.body.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %span_length, -8
  %46 = add i64 %span_begin, %n.vec
  %broadcast.splatinsert = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index2308 = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %span_begin, %index2308
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
  %index.next = add nuw i64 %index2308, 8
  %64 = icmp eq i64 %index.next, %n.vec
  br i1 %64, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %span_length, %n.vec
  br i1 %cmp.n, label %feature.exit, label %feature.body.preheader

feature.body.preheader:                           ; preds = %vector.memcheck, %feature.body.lr.ph, %middle.block
  %feature1089.ph = phi i64 [ %span_begin, %vector.memcheck ], [ %span_begin, %feature.body.lr.ph ], [ %46, %middle.block ]
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
  %feature1089 = phi i64 [ %85, %feature.body ], [ %feature1089.ph, %feature.body.preheader ]
  %67 = getelementptr inbounds float, ptr %19, i64 %feature1089
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
  %80 = getelementptr inbounds float, ptr %scratch, i64 %feature1089
  store float %70, ptr %80, align 4
  %81 = getelementptr float, ptr %21, i64 %feature1089
  store float %72, ptr %81, align 4
  %82 = getelementptr float, ptr %22, i64 %feature1089
  store float %68, ptr %82, align 4
  %83 = getelementptr float, ptr %23, i64 %feature1089
  store float %68, ptr %83, align 4
  %84 = getelementptr float, ptr %24, i64 %feature1089
  store float %79, ptr %84, align 4
  %85 = add nuw i64 %feature1089, 1
  %exitcond1521.not = icmp eq i64 %85, %span_end
  br i1 %exitcond1521.not, label %feature.exit, label %feature.body, !llvm.loop !3

feature.exit:                                     ; preds = %feature.body, %middle.block, %span.mode.then
  %86 = getelementptr inbounds float, ptr %scratch, i64 %span_begin
  %blocks_end = and i64 %span_length, -32
  %.not1364 = icmp eq i64 %blocks_end, 0
  br i1 %.not1364, label %max_block.exit, label %max_block.body.preheader

max_block.body.preheader:                         ; preds = %feature.exit
  %87 = add i64 %blocks_end, -1
  %88 = lshr i64 %87, 5
  %89 = add nuw nsw i64 %88, 1
  %xtraiter4867 = and i64 %89, 1
  %90 = icmp eq i64 %88, 0
  br i1 %90, label %max_block.body.epil.preheader, label %max_block.body.preheader.new

max_block.body.preheader.new:                     ; preds = %max_block.body.preheader
  %unroll_iter4873 = and i64 %89, 1152921504606846974
  br label %max_block.body

max_block.body:                                   ; preds = %max_block.body, %max_block.body.preheader.new
  %max_block1092 = phi i64 [ 0, %max_block.body.preheader.new ], [ %112, %max_block.body ]
  %max_best.01091 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body.preheader.new ], [ %107, %max_block.body ]
  %max_index.01090 = phi <32 x i64> [ zeroinitializer, %max_block.body.preheader.new ], [ %111, %max_block.body ]
  %niter4874 = phi i64 [ 0, %max_block.body.preheader.new ], [ %niter4874.next.1, %max_block.body ]
  %91 = getelementptr inbounds float, ptr %86, i64 %max_block1092
  %block = load <32 x float>, ptr %91, align 4
  %92 = fcmp ogt <32 x float> %block, %max_best.01091
  %93 = fcmp uno <32 x float> %block, zeroinitializer
  %94 = fcmp ord <32 x float> %max_best.01091, zeroinitializer
  %95 = and <32 x i1> %94, %93
  %take = or <32 x i1> %92, %95
  %96 = select <32 x i1> %take, <32 x float> %block, <32 x float> %max_best.01091
  %97 = insertelement <32 x i64> poison, i64 %max_block1092, i64 0
  %98 = shufflevector <32 x i64> %97, <32 x i64> poison, <32 x i32> zeroinitializer
  %99 = or disjoint <32 x i64> %98, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %100 = select <32 x i1> %take, <32 x i64> %99, <32 x i64> %max_index.01090
  %101 = or disjoint i64 %max_block1092, 32
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
  %112 = add nuw i64 %max_block1092, 64
  %niter4874.next.1 = add i64 %niter4874, 2
  %niter4874.ncmp.1.not = icmp eq i64 %niter4874.next.1, %unroll_iter4873
  br i1 %niter4874.ncmp.1.not, label %max_block.exit.loopexit.unr-lcssa, label %max_block.body

max_block.exit.loopexit.unr-lcssa:                ; preds = %max_block.body
  %lcmp.mod4869.not = icmp eq i64 %xtraiter4867, 0
  br i1 %lcmp.mod4869.not, label %max_block.exit, label %max_block.body.epil.preheader

max_block.body.epil.preheader:                    ; preds = %max_block.exit.loopexit.unr-lcssa, %max_block.body.preheader
  %max_block1092.epil.init = phi i64 [ 0, %max_block.body.preheader ], [ %112, %max_block.exit.loopexit.unr-lcssa ]
  %max_best.01091.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body.preheader ], [ %107, %max_block.exit.loopexit.unr-lcssa ]
  %max_index.01090.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body.preheader ], [ %111, %max_block.exit.loopexit.unr-lcssa ]
  %lcmp.mod4872 = icmp ne i64 %xtraiter4867, 0
  tail call void @llvm.assume(i1 %lcmp.mod4872)
  %113 = getelementptr inbounds float, ptr %86, i64 %max_block1092.epil.init
  %block.epil = load <32 x float>, ptr %113, align 4
  %114 = fcmp ogt <32 x float> %block.epil, %max_best.01091.epil.init
  %115 = fcmp uno <32 x float> %block.epil, zeroinitializer
  %116 = fcmp ord <32 x float> %max_best.01091.epil.init, zeroinitializer
  %117 = and <32 x i1> %116, %115
  %take.epil = or <32 x i1> %114, %117
  %118 = select <32 x i1> %take.epil, <32 x float> %block.epil, <32 x float> %max_best.01091.epil.init
  %119 = insertelement <32 x i64> poison, i64 %max_block1092.epil.init, i64 0
  %120 = shufflevector <32 x i64> %119, <32 x i64> poison, <32 x i32> zeroinitializer
  %121 = or disjoint <32 x i64> %120, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %122 = select <32 x i1> %take.epil, <32 x i64> %121, <32 x i64> %max_index.01090.epil.init
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
  %.not1365 = icmp eq i64 %blocks_end, %span_length
  br i1 %.not1365, label %fold_tail.exit, label %fold_tail.body

fold_tail.body:                                   ; preds = %max_block.exit, %fold_tail.body
  %fold_tail1097 = phi i64 [ %538, %fold_tail.body ], [ %blocks_end, %max_block.exit ]
  %fold_value.01096 = phi float [ %536, %fold_tail.body ], [ %528, %max_block.exit ]
  %fold_index.01095 = phi i64 [ %537, %fold_tail.body ], [ %529, %max_block.exit ]
  %530 = getelementptr inbounds float, ptr %86, i64 %fold_tail1097
  %531 = load float, ptr %530, align 4
  %532 = fcmp ogt float %531, %fold_value.01096
  %533 = fcmp uno float %531, 0.000000e+00
  %534 = fcmp ord float %fold_value.01096, 0.000000e+00
  %535 = and i1 %534, %533
  %take6 = or i1 %532, %535
  %536 = select i1 %take6, float %531, float %fold_value.01096
  %537 = select i1 %take6, i64 %fold_tail1097, i64 %fold_index.01095
  %538 = add nuw i64 %fold_tail1097, 1
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
  br i1 %.not1364, label %max_block.exit17, label %max_block.body16.preheader

max_block.body16.preheader:                       ; preds = %fold_tail.exit
  %544 = add i64 %blocks_end, -1
  %545 = lshr i64 %544, 5
  %546 = add nuw nsw i64 %545, 1
  %xtraiter4875 = and i64 %546, 1
  %547 = icmp eq i64 %545, 0
  br i1 %547, label %max_block.body16.epil.preheader, label %max_block.body16.preheader.new

max_block.body16.preheader.new:                   ; preds = %max_block.body16.preheader
  %unroll_iter4881 = and i64 %546, 1152921504606846974
  br label %max_block.body16

max_block.body16:                                 ; preds = %max_block.body16, %max_block.body16.preheader.new
  %max_block181102 = phi i64 [ 0, %max_block.body16.preheader.new ], [ %569, %max_block.body16 ]
  %max_best12.01101 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body16.preheader.new ], [ %564, %max_block.body16 ]
  %max_index13.01100 = phi <32 x i64> [ zeroinitializer, %max_block.body16.preheader.new ], [ %568, %max_block.body16 ]
  %niter4882 = phi i64 [ 0, %max_block.body16.preheader.new ], [ %niter4882.next.1, %max_block.body16 ]
  %548 = getelementptr inbounds float, ptr %543, i64 %max_block181102
  %block19 = load <32 x float>, ptr %548, align 4
  %549 = fcmp ogt <32 x float> %block19, %max_best12.01101
  %550 = fcmp uno <32 x float> %block19, zeroinitializer
  %551 = fcmp ord <32 x float> %max_best12.01101, zeroinitializer
  %552 = and <32 x i1> %551, %550
  %take20 = or <32 x i1> %549, %552
  %553 = select <32 x i1> %take20, <32 x float> %block19, <32 x float> %max_best12.01101
  %554 = insertelement <32 x i64> poison, i64 %max_block181102, i64 0
  %555 = shufflevector <32 x i64> %554, <32 x i64> poison, <32 x i32> zeroinitializer
  %556 = or disjoint <32 x i64> %555, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %557 = select <32 x i1> %take20, <32 x i64> %556, <32 x i64> %max_index13.01100
  %558 = or disjoint i64 %max_block181102, 32
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
  %569 = add nuw i64 %max_block181102, 64
  %niter4882.next.1 = add i64 %niter4882, 2
  %niter4882.ncmp.1.not = icmp eq i64 %niter4882.next.1, %unroll_iter4881
  br i1 %niter4882.ncmp.1.not, label %max_block.exit17.loopexit.unr-lcssa, label %max_block.body16

max_block.exit17.loopexit.unr-lcssa:              ; preds = %max_block.body16
  %lcmp.mod4877.not = icmp eq i64 %xtraiter4875, 0
  br i1 %lcmp.mod4877.not, label %max_block.exit17, label %max_block.body16.epil.preheader

max_block.body16.epil.preheader:                  ; preds = %max_block.exit17.loopexit.unr-lcssa, %max_block.body16.preheader
  %max_block181102.epil.init = phi i64 [ 0, %max_block.body16.preheader ], [ %569, %max_block.exit17.loopexit.unr-lcssa ]
  %max_best12.01101.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body16.preheader ], [ %564, %max_block.exit17.loopexit.unr-lcssa ]
  %max_index13.01100.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body16.preheader ], [ %568, %max_block.exit17.loopexit.unr-lcssa ]
  %lcmp.mod4880 = icmp ne i64 %xtraiter4875, 0
  tail call void @llvm.assume(i1 %lcmp.mod4880)
  %570 = getelementptr inbounds float, ptr %543, i64 %max_block181102.epil.init
  %block19.epil = load <32 x float>, ptr %570, align 4
  %571 = fcmp ogt <32 x float> %block19.epil, %max_best12.01101.epil.init
  %572 = fcmp uno <32 x float> %block19.epil, zeroinitializer
  %573 = fcmp ord <32 x float> %max_best12.01101.epil.init, zeroinitializer
  %574 = and <32 x i1> %573, %572
  %take20.epil = or <32 x i1> %571, %574
  %575 = select <32 x i1> %take20.epil, <32 x float> %block19.epil, <32 x float> %max_best12.01101.epil.init
  %576 = insertelement <32 x i64> poison, i64 %max_block181102.epil.init, i64 0
  %577 = shufflevector <32 x i64> %576, <32 x i64> poison, <32 x i32> zeroinitializer
  %578 = or disjoint <32 x i64> %577, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %579 = select <32 x i1> %take20.epil, <32 x i64> %578, <32 x i64> %max_index13.01100.epil.init
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
  br i1 %.not1365, label %fold_tail.exit23, label %fold_tail.body22

fold_tail.body22:                                 ; preds = %max_block.exit17, %fold_tail.body22
  %fold_tail241107 = phi i64 [ %995, %fold_tail.body22 ], [ %blocks_end, %max_block.exit17 ]
  %fold_value7.01106 = phi float [ %993, %fold_tail.body22 ], [ %985, %max_block.exit17 ]
  %fold_index8.01105 = phi i64 [ %994, %fold_tail.body22 ], [ %986, %max_block.exit17 ]
  %987 = getelementptr inbounds float, ptr %543, i64 %fold_tail241107
  %988 = load float, ptr %987, align 4
  %989 = fcmp ogt float %988, %fold_value7.01106
  %990 = fcmp uno float %988, 0.000000e+00
  %991 = fcmp ord float %fold_value7.01106, 0.000000e+00
  %992 = and i1 %991, %990
  %take25 = or i1 %989, %992
  %993 = select i1 %take25, float %988, float %fold_value7.01106
  %994 = select i1 %take25, i64 %fold_tail241107, i64 %fold_index8.01105
  %995 = add nuw i64 %fold_tail241107, 1
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
  %.idx1013 = shl i64 %n_features, 3
  %999 = getelementptr i8, ptr %scratch, i64 %.idx1013
  %1000 = getelementptr float, ptr %999, i64 %span_begin
  br i1 %.not1364, label %max_block.exit39, label %max_block.body38.preheader

max_block.body38.preheader:                       ; preds = %fold_tail.exit23
  %1001 = add i64 %blocks_end, -1
  %1002 = lshr i64 %1001, 5
  %1003 = add nuw nsw i64 %1002, 1
  %xtraiter4883 = and i64 %1003, 1
  %1004 = icmp eq i64 %1002, 0
  br i1 %1004, label %max_block.body38.epil.preheader, label %max_block.body38.preheader.new

max_block.body38.preheader.new:                   ; preds = %max_block.body38.preheader
  %unroll_iter4889 = and i64 %1003, 1152921504606846974
  br label %max_block.body38

max_block.body38:                                 ; preds = %max_block.body38, %max_block.body38.preheader.new
  %max_block401112 = phi i64 [ 0, %max_block.body38.preheader.new ], [ %1026, %max_block.body38 ]
  %max_best34.01111 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body38.preheader.new ], [ %1021, %max_block.body38 ]
  %max_index35.01110 = phi <32 x i64> [ zeroinitializer, %max_block.body38.preheader.new ], [ %1025, %max_block.body38 ]
  %niter4890 = phi i64 [ 0, %max_block.body38.preheader.new ], [ %niter4890.next.1, %max_block.body38 ]
  %1005 = getelementptr inbounds float, ptr %1000, i64 %max_block401112
  %block41 = load <32 x float>, ptr %1005, align 4
  %1006 = fcmp ogt <32 x float> %block41, %max_best34.01111
  %1007 = fcmp uno <32 x float> %block41, zeroinitializer
  %1008 = fcmp ord <32 x float> %max_best34.01111, zeroinitializer
  %1009 = and <32 x i1> %1008, %1007
  %take42 = or <32 x i1> %1006, %1009
  %1010 = select <32 x i1> %take42, <32 x float> %block41, <32 x float> %max_best34.01111
  %1011 = insertelement <32 x i64> poison, i64 %max_block401112, i64 0
  %1012 = shufflevector <32 x i64> %1011, <32 x i64> poison, <32 x i32> zeroinitializer
  %1013 = or disjoint <32 x i64> %1012, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1014 = select <32 x i1> %take42, <32 x i64> %1013, <32 x i64> %max_index35.01110
  %1015 = or disjoint i64 %max_block401112, 32
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
  %1026 = add nuw i64 %max_block401112, 64
  %niter4890.next.1 = add i64 %niter4890, 2
  %niter4890.ncmp.1.not = icmp eq i64 %niter4890.next.1, %unroll_iter4889
  br i1 %niter4890.ncmp.1.not, label %max_block.exit39.loopexit.unr-lcssa, label %max_block.body38

max_block.exit39.loopexit.unr-lcssa:              ; preds = %max_block.body38
  %lcmp.mod4885.not = icmp eq i64 %xtraiter4883, 0
  br i1 %lcmp.mod4885.not, label %max_block.exit39, label %max_block.body38.epil.preheader

max_block.body38.epil.preheader:                  ; preds = %max_block.exit39.loopexit.unr-lcssa, %max_block.body38.preheader
  %max_block401112.epil.init = phi i64 [ 0, %max_block.body38.preheader ], [ %1026, %max_block.exit39.loopexit.unr-lcssa ]
  %max_best34.01111.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body38.preheader ], [ %1021, %max_block.exit39.loopexit.unr-lcssa ]
  %max_index35.01110.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body38.preheader ], [ %1025, %max_block.exit39.loopexit.unr-lcssa ]
  %lcmp.mod4888 = icmp ne i64 %xtraiter4883, 0
  tail call void @llvm.assume(i1 %lcmp.mod4888)
  %1027 = getelementptr inbounds float, ptr %1000, i64 %max_block401112.epil.init
  %block41.epil = load <32 x float>, ptr %1027, align 4
  %1028 = fcmp ogt <32 x float> %block41.epil, %max_best34.01111.epil.init
  %1029 = fcmp uno <32 x float> %block41.epil, zeroinitializer
  %1030 = fcmp ord <32 x float> %max_best34.01111.epil.init, zeroinitializer
  %1031 = and <32 x i1> %1030, %1029
  %take42.epil = or <32 x i1> %1028, %1031
  %1032 = select <32 x i1> %take42.epil, <32 x float> %block41.epil, <32 x float> %max_best34.01111.epil.init
  %1033 = insertelement <32 x i64> poison, i64 %max_block401112.epil.init, i64 0
  %1034 = shufflevector <32 x i64> %1033, <32 x i64> poison, <32 x i32> zeroinitializer
  %1035 = or disjoint <32 x i64> %1034, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1036 = select <32 x i1> %take42.epil, <32 x i64> %1035, <32 x i64> %max_index35.01110.epil.init
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
  br i1 %.not1365, label %fold_tail.exit45, label %fold_tail.body44

fold_tail.body44:                                 ; preds = %max_block.exit39, %fold_tail.body44
  %fold_tail461117 = phi i64 [ %1452, %fold_tail.body44 ], [ %blocks_end, %max_block.exit39 ]
  %fold_value29.01116 = phi float [ %1450, %fold_tail.body44 ], [ %1442, %max_block.exit39 ]
  %fold_index30.01115 = phi i64 [ %1451, %fold_tail.body44 ], [ %1443, %max_block.exit39 ]
  %1444 = getelementptr inbounds float, ptr %1000, i64 %fold_tail461117
  %1445 = load float, ptr %1444, align 4
  %1446 = fcmp ogt float %1445, %fold_value29.01116
  %1447 = fcmp uno float %1445, 0.000000e+00
  %1448 = fcmp ord float %fold_value29.01116, 0.000000e+00
  %1449 = and i1 %1448, %1447
  %take47 = or i1 %1446, %1449
  %1450 = select i1 %take47, float %1445, float %fold_value29.01116
  %1451 = select i1 %take47, i64 %fold_tail461117, i64 %fold_index30.01115
  %1452 = add nuw i64 %fold_tail461117, 1
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
  %.idx1014 = mul i64 %n_features, 12
  %1456 = getelementptr i8, ptr %scratch, i64 %.idx1014
  %1457 = getelementptr float, ptr %1456, i64 %span_begin
  br i1 %.not1364, label %max_block.exit61, label %max_block.body60.preheader

max_block.body60.preheader:                       ; preds = %fold_tail.exit45
  %1458 = add i64 %blocks_end, -1
  %1459 = lshr i64 %1458, 5
  %1460 = add nuw nsw i64 %1459, 1
  %xtraiter4891 = and i64 %1460, 1
  %1461 = icmp eq i64 %1459, 0
  br i1 %1461, label %max_block.body60.epil.preheader, label %max_block.body60.preheader.new

max_block.body60.preheader.new:                   ; preds = %max_block.body60.preheader
  %unroll_iter4897 = and i64 %1460, 1152921504606846974
  br label %max_block.body60

max_block.body60:                                 ; preds = %max_block.body60, %max_block.body60.preheader.new
  %max_block621122 = phi i64 [ 0, %max_block.body60.preheader.new ], [ %1483, %max_block.body60 ]
  %max_best56.01121 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body60.preheader.new ], [ %1478, %max_block.body60 ]
  %max_index57.01120 = phi <32 x i64> [ zeroinitializer, %max_block.body60.preheader.new ], [ %1482, %max_block.body60 ]
  %niter4898 = phi i64 [ 0, %max_block.body60.preheader.new ], [ %niter4898.next.1, %max_block.body60 ]
  %1462 = getelementptr inbounds float, ptr %1457, i64 %max_block621122
  %block63 = load <32 x float>, ptr %1462, align 4
  %1463 = fcmp ogt <32 x float> %block63, %max_best56.01121
  %1464 = fcmp uno <32 x float> %block63, zeroinitializer
  %1465 = fcmp ord <32 x float> %max_best56.01121, zeroinitializer
  %1466 = and <32 x i1> %1465, %1464
  %take64 = or <32 x i1> %1463, %1466
  %1467 = select <32 x i1> %take64, <32 x float> %block63, <32 x float> %max_best56.01121
  %1468 = insertelement <32 x i64> poison, i64 %max_block621122, i64 0
  %1469 = shufflevector <32 x i64> %1468, <32 x i64> poison, <32 x i32> zeroinitializer
  %1470 = or disjoint <32 x i64> %1469, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1471 = select <32 x i1> %take64, <32 x i64> %1470, <32 x i64> %max_index57.01120
  %1472 = or disjoint i64 %max_block621122, 32
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
  %1483 = add nuw i64 %max_block621122, 64
  %niter4898.next.1 = add i64 %niter4898, 2
  %niter4898.ncmp.1.not = icmp eq i64 %niter4898.next.1, %unroll_iter4897
  br i1 %niter4898.ncmp.1.not, label %max_block.exit61.loopexit.unr-lcssa, label %max_block.body60

max_block.exit61.loopexit.unr-lcssa:              ; preds = %max_block.body60
  %lcmp.mod4893.not = icmp eq i64 %xtraiter4891, 0
  br i1 %lcmp.mod4893.not, label %max_block.exit61, label %max_block.body60.epil.preheader

max_block.body60.epil.preheader:                  ; preds = %max_block.exit61.loopexit.unr-lcssa, %max_block.body60.preheader
  %max_block621122.epil.init = phi i64 [ 0, %max_block.body60.preheader ], [ %1483, %max_block.exit61.loopexit.unr-lcssa ]
  %max_best56.01121.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body60.preheader ], [ %1478, %max_block.exit61.loopexit.unr-lcssa ]
  %max_index57.01120.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body60.preheader ], [ %1482, %max_block.exit61.loopexit.unr-lcssa ]
  %lcmp.mod4896 = icmp ne i64 %xtraiter4891, 0
  tail call void @llvm.assume(i1 %lcmp.mod4896)
  %1484 = getelementptr inbounds float, ptr %1457, i64 %max_block621122.epil.init
  %block63.epil = load <32 x float>, ptr %1484, align 4
  %1485 = fcmp ogt <32 x float> %block63.epil, %max_best56.01121.epil.init
  %1486 = fcmp uno <32 x float> %block63.epil, zeroinitializer
  %1487 = fcmp ord <32 x float> %max_best56.01121.epil.init, zeroinitializer
  %1488 = and <32 x i1> %1487, %1486
  %take64.epil = or <32 x i1> %1485, %1488
  %1489 = select <32 x i1> %take64.epil, <32 x float> %block63.epil, <32 x float> %max_best56.01121.epil.init
  %1490 = insertelement <32 x i64> poison, i64 %max_block621122.epil.init, i64 0
  %1491 = shufflevector <32 x i64> %1490, <32 x i64> poison, <32 x i32> zeroinitializer
  %1492 = or disjoint <32 x i64> %1491, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1493 = select <32 x i1> %take64.epil, <32 x i64> %1492, <32 x i64> %max_index57.01120.epil.init
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
  br i1 %.not1365, label %fold_tail.exit67, label %fold_tail.body66

fold_tail.body66:                                 ; preds = %max_block.exit61, %fold_tail.body66
  %fold_tail681127 = phi i64 [ %1909, %fold_tail.body66 ], [ %blocks_end, %max_block.exit61 ]
  %fold_value51.01126 = phi float [ %1907, %fold_tail.body66 ], [ %1899, %max_block.exit61 ]
  %fold_index52.01125 = phi i64 [ %1908, %fold_tail.body66 ], [ %1900, %max_block.exit61 ]
  %1901 = getelementptr inbounds float, ptr %1457, i64 %fold_tail681127
  %1902 = load float, ptr %1901, align 4
  %1903 = fcmp ogt float %1902, %fold_value51.01126
  %1904 = fcmp uno float %1902, 0.000000e+00
  %1905 = fcmp ord float %fold_value51.01126, 0.000000e+00
  %1906 = and i1 %1905, %1904
  %take69 = or i1 %1903, %1906
  %1907 = select i1 %take69, float %1902, float %fold_value51.01126
  %1908 = select i1 %take69, i64 %fold_tail681127, i64 %fold_index52.01125
  %1909 = add nuw i64 %fold_tail681127, 1
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
  %.idx1015 = shl i64 %n_features, 4
  %1913 = getelementptr i8, ptr %scratch, i64 %.idx1015
  %1914 = getelementptr float, ptr %1913, i64 %span_begin
  br i1 %.not1364, label %max_block.exit83, label %max_block.body82.preheader

max_block.body82.preheader:                       ; preds = %fold_tail.exit67
  %1915 = add i64 %blocks_end, -1
  %1916 = lshr i64 %1915, 5
  %1917 = add nuw nsw i64 %1916, 1
  %xtraiter4899 = and i64 %1917, 1
  %1918 = icmp eq i64 %1916, 0
  br i1 %1918, label %max_block.body82.epil.preheader, label %max_block.body82.preheader.new

max_block.body82.preheader.new:                   ; preds = %max_block.body82.preheader
  %unroll_iter4905 = and i64 %1917, 1152921504606846974
  br label %max_block.body82

max_block.body82:                                 ; preds = %max_block.body82, %max_block.body82.preheader.new
  %max_block841132 = phi i64 [ 0, %max_block.body82.preheader.new ], [ %1940, %max_block.body82 ]
  %max_best78.01131 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body82.preheader.new ], [ %1935, %max_block.body82 ]
  %max_index79.01130 = phi <32 x i64> [ zeroinitializer, %max_block.body82.preheader.new ], [ %1939, %max_block.body82 ]
  %niter4906 = phi i64 [ 0, %max_block.body82.preheader.new ], [ %niter4906.next.1, %max_block.body82 ]
  %1919 = getelementptr inbounds float, ptr %1914, i64 %max_block841132
  %block85 = load <32 x float>, ptr %1919, align 4
  %1920 = fcmp ogt <32 x float> %block85, %max_best78.01131
  %1921 = fcmp uno <32 x float> %block85, zeroinitializer
  %1922 = fcmp ord <32 x float> %max_best78.01131, zeroinitializer
  %1923 = and <32 x i1> %1922, %1921
  %take86 = or <32 x i1> %1920, %1923
  %1924 = select <32 x i1> %take86, <32 x float> %block85, <32 x float> %max_best78.01131
  %1925 = insertelement <32 x i64> poison, i64 %max_block841132, i64 0
  %1926 = shufflevector <32 x i64> %1925, <32 x i64> poison, <32 x i32> zeroinitializer
  %1927 = or disjoint <32 x i64> %1926, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1928 = select <32 x i1> %take86, <32 x i64> %1927, <32 x i64> %max_index79.01130
  %1929 = or disjoint i64 %max_block841132, 32
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
  %1940 = add nuw i64 %max_block841132, 64
  %niter4906.next.1 = add i64 %niter4906, 2
  %niter4906.ncmp.1.not = icmp eq i64 %niter4906.next.1, %unroll_iter4905
  br i1 %niter4906.ncmp.1.not, label %max_block.exit83.loopexit.unr-lcssa, label %max_block.body82

max_block.exit83.loopexit.unr-lcssa:              ; preds = %max_block.body82
  %lcmp.mod4901.not = icmp eq i64 %xtraiter4899, 0
  br i1 %lcmp.mod4901.not, label %max_block.exit83, label %max_block.body82.epil.preheader

max_block.body82.epil.preheader:                  ; preds = %max_block.exit83.loopexit.unr-lcssa, %max_block.body82.preheader
  %max_block841132.epil.init = phi i64 [ 0, %max_block.body82.preheader ], [ %1940, %max_block.exit83.loopexit.unr-lcssa ]
  %max_best78.01131.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body82.preheader ], [ %1935, %max_block.exit83.loopexit.unr-lcssa ]
  %max_index79.01130.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body82.preheader ], [ %1939, %max_block.exit83.loopexit.unr-lcssa ]
  %lcmp.mod4904 = icmp ne i64 %xtraiter4899, 0
  tail call void @llvm.assume(i1 %lcmp.mod4904)
  %1941 = getelementptr inbounds float, ptr %1914, i64 %max_block841132.epil.init
  %block85.epil = load <32 x float>, ptr %1941, align 4
  %1942 = fcmp ogt <32 x float> %block85.epil, %max_best78.01131.epil.init
  %1943 = fcmp uno <32 x float> %block85.epil, zeroinitializer
  %1944 = fcmp ord <32 x float> %max_best78.01131.epil.init, zeroinitializer
  %1945 = and <32 x i1> %1944, %1943
  %take86.epil = or <32 x i1> %1942, %1945
  %1946 = select <32 x i1> %take86.epil, <32 x float> %block85.epil, <32 x float> %max_best78.01131.epil.init
  %1947 = insertelement <32 x i64> poison, i64 %max_block841132.epil.init, i64 0
  %1948 = shufflevector <32 x i64> %1947, <32 x i64> poison, <32 x i32> zeroinitializer
  %1949 = or disjoint <32 x i64> %1948, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1950 = select <32 x i1> %take86.epil, <32 x i64> %1949, <32 x i64> %max_index79.01130.epil.init
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
  br i1 %.not1365, label %fold_tail.exit89, label %fold_tail.body88

fold_tail.body88:                                 ; preds = %max_block.exit83, %fold_tail.body88
  %fold_tail901137 = phi i64 [ %2366, %fold_tail.body88 ], [ %blocks_end, %max_block.exit83 ]
  %fold_value73.01136 = phi float [ %2364, %fold_tail.body88 ], [ %2356, %max_block.exit83 ]
  %fold_index74.01135 = phi i64 [ %2365, %fold_tail.body88 ], [ %2357, %max_block.exit83 ]
  %2358 = getelementptr inbounds float, ptr %1914, i64 %fold_tail901137
  %2359 = load float, ptr %2358, align 4
  %2360 = fcmp ogt float %2359, %fold_value73.01136
  %2361 = fcmp uno float %2359, 0.000000e+00
  %2362 = fcmp ord float %fold_value73.01136, 0.000000e+00
  %2363 = and i1 %2362, %2361
  %take91 = or i1 %2360, %2363
  %2364 = select i1 %take91, float %2359, float %fold_value73.01136
  %2365 = select i1 %take91, i64 %fold_tail901137, i64 %fold_index74.01135
  %2366 = add nuw i64 %fold_tail901137, 1
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
  %min.iters.check2310 = icmp ult i64 %span_length, 8
  br i1 %min.iters.check2310, label %gumbel.philox.body.preheader, label %vector.ph2311

vector.ph2311:                                    ; preds = %gumbel.philox.body.lr.ph
  %n.vec2313 = and i64 %span_length, -8
  %2398 = add i64 %span_begin, %n.vec2313
  %broadcast.splatinsert2316 = insertelement <8 x i64> poison, i64 %2377, i64 0
  %broadcast.splat2317 = shufflevector <8 x i64> %broadcast.splatinsert2316, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2322 = insertelement <8 x i64> poison, i64 %2383, i64 0
  %broadcast.splat2323 = shufflevector <8 x i64> %broadcast.splatinsert2322, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2324 = insertelement <8 x i64> poison, i64 %2384, i64 0
  %broadcast.splat2325 = shufflevector <8 x i64> %broadcast.splatinsert2324, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2328 = insertelement <8 x i64> poison, i64 %2386, i64 0
  %broadcast.splat2329 = shufflevector <8 x i64> %broadcast.splatinsert2328, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2330 = insertelement <8 x i64> poison, i64 %2387, i64 0
  %broadcast.splat2331 = shufflevector <8 x i64> %broadcast.splatinsert2330, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2332 = insertelement <8 x i64> poison, i64 %2388, i64 0
  %broadcast.splat2333 = shufflevector <8 x i64> %broadcast.splatinsert2332, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2334 = insertelement <8 x i64> poison, i64 %2389, i64 0
  %broadcast.splat2335 = shufflevector <8 x i64> %broadcast.splatinsert2334, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2336 = insertelement <8 x i64> poison, i64 %2390, i64 0
  %broadcast.splat2337 = shufflevector <8 x i64> %broadcast.splatinsert2336, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2338 = insertelement <8 x i64> poison, i64 %2391, i64 0
  %broadcast.splat2339 = shufflevector <8 x i64> %broadcast.splatinsert2338, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2340 = insertelement <8 x i64> poison, i64 %2392, i64 0
  %broadcast.splat2341 = shufflevector <8 x i64> %broadcast.splatinsert2340, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2342 = insertelement <8 x i64> poison, i64 %2393, i64 0
  %broadcast.splat2343 = shufflevector <8 x i64> %broadcast.splatinsert2342, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2344 = insertelement <8 x i64> poison, i64 %2394, i64 0
  %broadcast.splat2345 = shufflevector <8 x i64> %broadcast.splatinsert2344, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2346 = insertelement <8 x i64> poison, i64 %2395, i64 0
  %broadcast.splat2347 = shufflevector <8 x i64> %broadcast.splatinsert2346, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2348 = insertelement <8 x i64> poison, i64 %2396, i64 0
  %broadcast.splat2349 = shufflevector <8 x i64> %broadcast.splatinsert2348, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2350 = insertelement <8 x i32> poison, i32 %2397, i64 0
  %broadcast.splat2351 = shufflevector <8 x i32> %broadcast.splatinsert2350, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2352 = insertelement <8 x i64> poison, i64 %span_begin, i64 0
  %broadcast.splat2353 = shufflevector <8 x i64> %broadcast.splatinsert2352, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = add nuw <8 x i64> %broadcast.splat2353, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %.scalar = xor i64 %2373, %2378
  %.scalar4505 = and i64 %.scalar, 4294967295
  %2399 = insertelement <8 x i64> poison, i64 %.scalar4505, i64 0
  %.masked = shufflevector <8 x i64> %2399, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar4506 = xor i64 %2381, %2385
  %.scalar4507 = and i64 %.scalar4506, 4294967295
  %2400 = insertelement <8 x i64> poison, i64 %.scalar4507, i64 0
  %.masked4486 = shufflevector <8 x i64> %2400, <8 x i64> poison, <8 x i32> zeroinitializer
  %2401 = getelementptr float, ptr %542, i64 %span_begin
  br label %vector.body2354

vector.body2354:                                  ; preds = %vector.body2354, %vector.ph2311
  %index2355 = phi i64 [ 0, %vector.ph2311 ], [ %index.next2357, %vector.body2354 ]
  %vec.ind = phi <8 x i64> [ %induction, %vector.ph2311 ], [ %vec.ind.next, %vector.body2354 ]
  %2402 = and <8 x i64> %vec.ind, splat (i64 4294967295)
  %2403 = mul nuw <8 x i64> %2402, splat (i64 3528531795)
  %2404 = xor <8 x i64> %broadcast.splat2317, %2403
  %2405 = lshr <8 x i64> %2404, splat (i64 32)
  %2406 = mul nuw <8 x i64> %2405, splat (i64 3449720151)
  %2407 = lshr <8 x i64> %2406, splat (i64 32)
  %2408 = xor <8 x i64> %broadcast.splat2323, %2403
  %2409 = xor <8 x i64> %.masked, %2407
  %2410 = mul nuw <8 x i64> %2409, splat (i64 3528531795)
  %2411 = and <8 x i64> %2408, splat (i64 4294967295)
  %2412 = mul nuw <8 x i64> %2411, splat (i64 3449720151)
  %2413 = lshr <8 x i64> %2410, splat (i64 32)
  %2414 = lshr <8 x i64> %2412, splat (i64 32)
  %2415 = xor <8 x i64> %2414, %broadcast.splat2325
  %2416 = xor <8 x i64> %2415, %2406
  %2417 = and <8 x i64> %2416, splat (i64 4294967295)
  %2418 = mul nuw <8 x i64> %2417, splat (i64 3528531795)
  %2419 = xor <8 x i64> %.masked4486, %2413
  %2420 = mul nuw <8 x i64> %2419, splat (i64 3449720151)
  %2421 = lshr <8 x i64> %2418, splat (i64 32)
  %2422 = lshr <8 x i64> %2420, splat (i64 32)
  %2423 = xor <8 x i64> %broadcast.splat2329, %2422
  %2424 = xor <8 x i64> %2423, %2412
  %2425 = xor <8 x i64> %2421, %broadcast.splat2331
  %2426 = xor <8 x i64> %2425, %2410
  %2427 = and <8 x i64> %2424, splat (i64 4294967295)
  %2428 = mul nuw <8 x i64> %2427, splat (i64 3528531795)
  %2429 = and <8 x i64> %2426, splat (i64 4294967295)
  %2430 = mul nuw <8 x i64> %2429, splat (i64 3449720151)
  %2431 = lshr <8 x i64> %2428, splat (i64 32)
  %2432 = lshr <8 x i64> %2430, splat (i64 32)
  %2433 = xor <8 x i64> %2432, %broadcast.splat2333
  %2434 = xor <8 x i64> %2433, %2420
  %2435 = xor <8 x i64> %broadcast.splat2335, %2431
  %2436 = xor <8 x i64> %2435, %2418
  %2437 = and <8 x i64> %2434, splat (i64 4294967295)
  %2438 = mul nuw <8 x i64> %2437, splat (i64 3528531795)
  %2439 = and <8 x i64> %2436, splat (i64 4294967295)
  %2440 = mul nuw <8 x i64> %2439, splat (i64 3449720151)
  %2441 = lshr <8 x i64> %2438, splat (i64 32)
  %2442 = lshr <8 x i64> %2440, splat (i64 32)
  %2443 = xor <8 x i64> %broadcast.splat2337, %2442
  %2444 = xor <8 x i64> %2443, %2430
  %2445 = xor <8 x i64> %2441, %broadcast.splat2339
  %2446 = xor <8 x i64> %2445, %2428
  %2447 = and <8 x i64> %2444, splat (i64 4294967295)
  %2448 = mul nuw <8 x i64> %2447, splat (i64 3528531795)
  %2449 = and <8 x i64> %2446, splat (i64 4294967295)
  %2450 = mul nuw <8 x i64> %2449, splat (i64 3449720151)
  %2451 = lshr <8 x i64> %2448, splat (i64 32)
  %2452 = lshr <8 x i64> %2450, splat (i64 32)
  %2453 = xor <8 x i64> %2452, %broadcast.splat2341
  %2454 = xor <8 x i64> %2453, %2440
  %2455 = xor <8 x i64> %broadcast.splat2343, %2451
  %2456 = xor <8 x i64> %2455, %2438
  %2457 = and <8 x i64> %2454, splat (i64 4294967295)
  %2458 = mul nuw <8 x i64> %2457, splat (i64 3528531795)
  %2459 = and <8 x i64> %2456, splat (i64 4294967295)
  %2460 = mul nuw <8 x i64> %2459, splat (i64 3449720151)
  %2461 = lshr <8 x i64> %2458, splat (i64 32)
  %2462 = lshr <8 x i64> %2460, splat (i64 32)
  %2463 = xor <8 x i64> %broadcast.splat2345, %2462
  %2464 = xor <8 x i64> %2463, %2450
  %2465 = xor <8 x i64> %2461, %broadcast.splat2347
  %2466 = xor <8 x i64> %2465, %2448
  %2467 = and <8 x i64> %2464, splat (i64 4294967295)
  %2468 = mul nuw <8 x i64> %2467, splat (i64 3528531795)
  %2469 = lshr <8 x i64> %2468, splat (i64 32)
  %2470 = trunc <8 x i64> %2466 to <8 x i32>
  %2471 = mul <8 x i32> %2470, splat (i32 -845247145)
  %2472 = xor <8 x i64> %broadcast.splat2349, %2469
  %2473 = xor <8 x i64> %2472, %2458
  %2474 = and <8 x i64> %2473, splat (i64 4294967295)
  %2475 = mul nuw <8 x i64> %2474, splat (i64 3449720151)
  %2476 = lshr <8 x i64> %2475, splat (i64 32)
  %2477 = trunc nuw <8 x i64> %2476 to <8 x i32>
  %2478 = xor <8 x i32> %2471, %broadcast.splat2351
  %2479 = xor <8 x i32> %2478, %2477
  %2480 = getelementptr float, ptr %2401, i64 %index2355
  store <8 x i32> %2479, ptr %2480, align 4
  %index.next2357 = add nuw i64 %index2355, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %2481 = icmp eq i64 %index.next2357, %n.vec2313
  br i1 %2481, label %middle.block2358, label %vector.body2354, !llvm.loop !4

middle.block2358:                                 ; preds = %vector.body2354
  %cmp.n2359 = icmp eq i64 %span_length, %n.vec2313
  br i1 %cmp.n2359, label %gumbel.body.preheader, label %gumbel.philox.body.preheader

gumbel.philox.body.preheader:                     ; preds = %gumbel.philox.body.lr.ph, %middle.block2358
  %gumbel.philox1140.ph = phi i64 [ %span_begin, %gumbel.philox.body.lr.ph ], [ %2398, %middle.block2358 ]
  %invariant.op = xor i64 %2378, %2373
  %invariant.op5426 = xor i64 %2385, %2381
  br label %gumbel.philox.body

guard.done:                                       ; preds = %fold_tail.exit89, %fold_tail.exit121
  store i32 1, ptr %18, align 4
  br label %span.done

gumbel.philox.body:                               ; preds = %gumbel.philox.body.preheader, %gumbel.philox.body
  %gumbel.philox1140 = phi i64 [ %2561, %gumbel.philox.body ], [ %gumbel.philox1140.ph, %gumbel.philox.body.preheader ]
  %2482 = and i64 %gumbel.philox1140, 4294967295
  %2483 = mul nuw i64 %2482, 3528531795
  %2484 = xor i64 %2377, %2483
  %2485 = lshr i64 %2484, 32
  %2486 = mul nuw i64 %2485, 3449720151
  %2487 = lshr i64 %2486, 32
  %.reass.reass5425 = xor i64 %2487, %invariant.op
  %2488 = xor i64 %2383, %2483
  %2489 = and i64 %.reass.reass5425, 4294967295
  %2490 = mul nuw i64 %2489, 3528531795
  %2491 = and i64 %2488, 4294967295
  %2492 = mul nuw i64 %2491, 3449720151
  %2493 = lshr i64 %2490, 32
  %2494 = lshr i64 %2492, 32
  %2495 = xor i64 %2494, %2384
  %2496 = xor i64 %2495, %2486
  %.reass2157.reass = xor i64 %2493, %invariant.op5426
  %2497 = and i64 %2496, 4294967295
  %2498 = mul nuw i64 %2497, 3528531795
  %2499 = and i64 %.reass2157.reass, 4294967295
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
  %2560 = getelementptr inbounds float, ptr %542, i64 %gumbel.philox1140
  store i32 %2559, ptr %2560, align 4
  %2561 = add nuw i64 %gumbel.philox1140, 1
  %exitcond1522.not = icmp eq i64 %2561, %span_end
  br i1 %exitcond1522.not, label %gumbel.body.preheader, label %gumbel.philox.body, !llvm.loop !5

gumbel.body.preheader:                            ; preds = %gumbel.philox.body, %middle.block2358
  %min.iters.check2362 = icmp ult i64 %span_length, 8
  br i1 %min.iters.check2362, label %gumbel.body.preheader4803, label %vector.ph2363

vector.ph2363:                                    ; preds = %gumbel.body.preheader
  %n.vec2365 = and i64 %span_length, -8
  %2562 = add i64 %span_begin, %n.vec2365
  %2563 = getelementptr float, ptr %542, i64 %span_begin
  br label %vector.body2366

vector.body2366:                                  ; preds = %vector.body2366, %vector.ph2363
  %index2367 = phi i64 [ 0, %vector.ph2363 ], [ %index.next2370, %vector.body2366 ]
  %2564 = getelementptr float, ptr %2563, i64 %index2367
  %wide.load2369 = load <8 x i32>, ptr %2564, align 4
  %2565 = uitofp <8 x i32> %wide.load2369 to <8 x double>
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
  %index.next2370 = add nuw i64 %index2367, 8
  %2651 = icmp eq i64 %index.next2370, %n.vec2365
  br i1 %2651, label %middle.block2371, label %vector.body2366, !llvm.loop !6

middle.block2371:                                 ; preds = %vector.body2366
  %cmp.n2372 = icmp eq i64 %span_length, %n.vec2365
  br i1 %cmp.n2372, label %iter.check, label %gumbel.body.preheader4803

gumbel.body.preheader4803:                        ; preds = %gumbel.body.preheader, %middle.block2371
  %gumbel1141.ph = phi i64 [ %span_begin, %gumbel.body.preheader ], [ %2562, %middle.block2371 ]
  br label %gumbel.body

gumbel.body:                                      ; preds = %gumbel.body.preheader4803, %gumbel.body
  %gumbel1141 = phi i64 [ %2738, %gumbel.body ], [ %gumbel1141.ph, %gumbel.body.preheader4803 ]
  %2652 = getelementptr inbounds float, ptr %542, i64 %gumbel1141
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
  %2738 = add nuw i64 %gumbel1141, 1
  %exitcond1523.not = icmp eq i64 %2738, %span_end
  br i1 %exitcond1523.not, label %iter.check, label %gumbel.body, !llvm.loop !7

iter.check:                                       ; preds = %gumbel.body, %middle.block2371
  %min.iters.check2379 = icmp ult i64 %span_length, 4
  br i1 %min.iters.check2379, label %feature.body98.preheader, label %vector.memcheck2374

vector.memcheck2374:                              ; preds = %iter.check
  %2739 = mul i64 %n_features, %row_begin
  %2740 = shl i64 %2739, 2
  %2741 = add i64 %2740, %input_02297
  %2742 = sub i64 %scratch2296, %2741
  %diff.check2375 = icmp ult i64 %2742, 128
  %2743 = mul i64 %n_features, -4
  %diff.check2376 = icmp ult i64 %2743, 128
  %conflict.rdx2377 = or i1 %diff.check2375, %diff.check2376
  br i1 %conflict.rdx2377, label %feature.body98.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck2374
  %min.iters.check2381 = icmp ult i64 %span_length, 32
  br i1 %min.iters.check2381, label %vec.epilog.ph, label %vector.ph2382

vector.ph2382:                                    ; preds = %vector.main.loop.iter.check
  %n.mod.vf2383 = and i64 %span_length, 28
  %n.vec2384 = and i64 %span_length, -32
  %broadcast.splatinsert2385 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat2386 = shufflevector <8 x float> %broadcast.splatinsert2385, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body2387

vector.body2387:                                  ; preds = %vector.body2387, %vector.ph2382
  %index2388 = phi i64 [ 0, %vector.ph2382 ], [ %index.next2397, %vector.body2387 ]
  %2744 = add i64 %span_begin, %index2388
  %2745 = getelementptr inbounds float, ptr %19, i64 %2744
  %2746 = getelementptr inbounds nuw i8, ptr %2745, i64 32
  %2747 = getelementptr inbounds nuw i8, ptr %2745, i64 64
  %2748 = getelementptr inbounds nuw i8, ptr %2745, i64 96
  %wide.load2389 = load <8 x float>, ptr %2745, align 4
  %wide.load2390 = load <8 x float>, ptr %2746, align 4
  %wide.load2391 = load <8 x float>, ptr %2747, align 4
  %wide.load2392 = load <8 x float>, ptr %2748, align 4
  %2749 = fmul <8 x float> %broadcast.splat2386, %wide.load2389
  %2750 = fmul <8 x float> %broadcast.splat2386, %wide.load2390
  %2751 = fmul <8 x float> %broadcast.splat2386, %wide.load2391
  %2752 = fmul <8 x float> %broadcast.splat2386, %wide.load2392
  %2753 = fcmp one <8 x float> %wide.load2389, splat (float 0xFFF0000000000000)
  %2754 = fcmp one <8 x float> %wide.load2390, splat (float 0xFFF0000000000000)
  %2755 = fcmp one <8 x float> %wide.load2391, splat (float 0xFFF0000000000000)
  %2756 = fcmp one <8 x float> %wide.load2392, splat (float 0xFFF0000000000000)
  %2757 = select <8 x i1> %2753, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2758 = select <8 x i1> %2754, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2759 = select <8 x i1> %2755, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2760 = select <8 x i1> %2756, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2761 = fcmp oeq <8 x float> %wide.load2389, splat (float 0xFFF0000000000000)
  %2762 = fcmp oeq <8 x float> %wide.load2390, splat (float 0xFFF0000000000000)
  %2763 = fcmp oeq <8 x float> %wide.load2391, splat (float 0xFFF0000000000000)
  %2764 = fcmp oeq <8 x float> %wide.load2392, splat (float 0xFFF0000000000000)
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
  %wide.load2393 = load <8 x float>, ptr %2777, align 4
  %wide.load2394 = load <8 x float>, ptr %2778, align 4
  %wide.load2395 = load <8 x float>, ptr %2779, align 4
  %wide.load2396 = load <8 x float>, ptr %2780, align 4
  %2781 = fadd <8 x float> %2749, %wide.load2393
  %2782 = fadd <8 x float> %2750, %wide.load2394
  %2783 = fadd <8 x float> %2751, %wide.load2395
  %2784 = fadd <8 x float> %2752, %wide.load2396
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
  %index.next2397 = add nuw i64 %index2388, 32
  %2797 = icmp eq i64 %index.next2397, %n.vec2384
  br i1 %2797, label %middle.block2398, label %vector.body2387, !llvm.loop !8

middle.block2398:                                 ; preds = %vector.body2387
  %cmp.n2399 = icmp eq i64 %span_length, %n.vec2384
  br i1 %cmp.n2399, label %max_block.header113.preheader, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block2398
  %ind.end = add i64 %span_begin, %n.vec2384
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf2383, 0
  br i1 %min.epilog.iters.check, label %feature.body98.preheader, label %vec.epilog.ph, !prof !9

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec2384, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec2401 = and i64 %span_length, -4
  %2798 = add i64 %span_begin, %n.vec2401
  %broadcast.splatinsert2402 = insertelement <4 x float> poison, float %inv_t, i64 0
  %broadcast.splat2403 = shufflevector <4 x float> %broadcast.splatinsert2402, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index2404 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next2408, %vec.epilog.vector.body ]
  %offset.idx2405 = add i64 %span_begin, %index2404
  %2799 = getelementptr inbounds float, ptr %19, i64 %offset.idx2405
  %wide.load2406 = load <4 x float>, ptr %2799, align 4
  %2800 = fmul <4 x float> %broadcast.splat2403, %wide.load2406
  %2801 = fcmp one <4 x float> %wide.load2406, splat (float 0xFFF0000000000000)
  %2802 = select <4 x i1> %2801, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %2803 = fcmp oeq <4 x float> %wide.load2406, splat (float 0xFFF0000000000000)
  %2804 = select <4 x i1> %2803, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %2805 = fcmp ogt <4 x float> %2804, %2802
  %2806 = select <4 x i1> %2805, <4 x float> %2804, <4 x float> %2802
  %2807 = getelementptr inbounds float, ptr %542, i64 %offset.idx2405
  %wide.load2407 = load <4 x float>, ptr %2807, align 4
  %2808 = fadd <4 x float> %2800, %wide.load2407
  %2809 = fcmp une <4 x float> %2806, zeroinitializer
  %2810 = select <4 x i1> %2809, <4 x float> %2808, <4 x float> splat (float 0xFFF0000000000000)
  %2811 = getelementptr inbounds float, ptr %scratch, i64 %offset.idx2405
  store <4 x float> %2810, ptr %2811, align 4
  %index.next2408 = add nuw i64 %index2404, 4
  %2812 = icmp eq i64 %index.next2408, %n.vec2401
  br i1 %2812, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !10

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n2409 = icmp eq i64 %span_length, %n.vec2401
  br i1 %cmp.n2409, label %max_block.header113.preheader, label %feature.body98.preheader

feature.body98.preheader:                         ; preds = %vector.memcheck2374, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature1001142.ph = phi i64 [ %span_begin, %iter.check ], [ %span_begin, %vector.memcheck2374 ], [ %ind.end, %vec.epilog.iter.check ], [ %2798, %vec.epilog.middle.block ]
  %2813 = sub i64 %span_end, %feature1001142.ph
  %.neg = add i64 %feature1001142.ph, 1
  %xtraiter4907 = and i64 %2813, 1
  %lcmp.mod4908.not = icmp eq i64 %xtraiter4907, 0
  br i1 %lcmp.mod4908.not, label %feature.body98.prol.loopexit, label %feature.body98.prol

feature.body98.prol:                              ; preds = %feature.body98.preheader
  %2814 = getelementptr inbounds float, ptr %19, i64 %feature1001142.ph
  %2815 = load float, ptr %2814, align 4
  %2816 = fmul float %inv_t, %2815
  %2817 = fcmp one float %2815, 0xFFF0000000000000
  %2818 = select i1 %2817, float 1.000000e+00, float 0.000000e+00
  %2819 = fcmp oeq float %2815, 0xFFF0000000000000
  %2820 = select i1 %2819, float 1.000000e+00, float 0.000000e+00
  %2821 = fcmp ogt float %2820, %2818
  %max.prol = select i1 %2821, float %2820, float %2818
  %2822 = getelementptr inbounds float, ptr %542, i64 %feature1001142.ph
  %2823 = load float, ptr %2822, align 4
  %2824 = fadd float %2816, %2823
  %2825 = fcmp une float %max.prol, 0.000000e+00
  %2826 = select i1 %2825, float %2824, float 0xFFF0000000000000
  %2827 = getelementptr inbounds float, ptr %scratch, i64 %feature1001142.ph
  store float %2826, ptr %2827, align 4
  %2828 = add nuw i64 %feature1001142.ph, 1
  br label %feature.body98.prol.loopexit

feature.body98.prol.loopexit:                     ; preds = %feature.body98.prol, %feature.body98.preheader
  %feature1001142.unr = phi i64 [ %feature1001142.ph, %feature.body98.preheader ], [ %2828, %feature.body98.prol ]
  %2829 = icmp eq i64 %span_end, %.neg
  br i1 %2829, label %max_block.header113.preheader, label %feature.body98

max_block.header113.preheader:                    ; preds = %feature.body98.prol.loopexit, %feature.body98, %middle.block2398, %vec.epilog.middle.block, %gumbel.philox.header.preheader
  br i1 %.not1364, label %max_block.exit115, label %max_block.body114.preheader

max_block.body114.preheader:                      ; preds = %max_block.header113.preheader
  %2830 = add i64 %blocks_end, -1
  %2831 = lshr i64 %2830, 5
  %2832 = add nuw nsw i64 %2831, 1
  %xtraiter4909 = and i64 %2832, 1
  %2833 = icmp eq i64 %2831, 0
  br i1 %2833, label %max_block.body114.epil.preheader, label %max_block.body114.preheader.new

max_block.body114.preheader.new:                  ; preds = %max_block.body114.preheader
  %unroll_iter4915 = and i64 %2832, 1152921504606846974
  br label %max_block.body114

feature.body98:                                   ; preds = %feature.body98.prol.loopexit, %feature.body98
  %feature1001142 = phi i64 [ %2863, %feature.body98 ], [ %feature1001142.unr, %feature.body98.prol.loopexit ]
  %2834 = getelementptr inbounds float, ptr %19, i64 %feature1001142
  %2835 = load float, ptr %2834, align 4
  %2836 = fmul float %inv_t, %2835
  %2837 = fcmp one float %2835, 0xFFF0000000000000
  %2838 = select i1 %2837, float 1.000000e+00, float 0.000000e+00
  %2839 = fcmp oeq float %2835, 0xFFF0000000000000
  %2840 = select i1 %2839, float 1.000000e+00, float 0.000000e+00
  %2841 = fcmp ogt float %2840, %2838
  %max = select i1 %2841, float %2840, float %2838
  %2842 = getelementptr inbounds float, ptr %542, i64 %feature1001142
  %2843 = load float, ptr %2842, align 4
  %2844 = fadd float %2836, %2843
  %2845 = fcmp une float %max, 0.000000e+00
  %2846 = select i1 %2845, float %2844, float 0xFFF0000000000000
  %2847 = getelementptr inbounds float, ptr %scratch, i64 %feature1001142
  store float %2846, ptr %2847, align 4
  %2848 = add nuw i64 %feature1001142, 1
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
  %2863 = add nuw i64 %feature1001142, 2
  %exitcond1524.not.1 = icmp eq i64 %2863, %span_end
  br i1 %exitcond1524.not.1, label %max_block.header113.preheader, label %feature.body98, !llvm.loop !11

max_block.body114:                                ; preds = %max_block.body114, %max_block.body114.preheader.new
  %max_block1161145 = phi i64 [ 0, %max_block.body114.preheader.new ], [ %2885, %max_block.body114 ]
  %max_best110.01144 = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body114.preheader.new ], [ %2880, %max_block.body114 ]
  %max_index111.01143 = phi <32 x i64> [ zeroinitializer, %max_block.body114.preheader.new ], [ %2884, %max_block.body114 ]
  %niter4916 = phi i64 [ 0, %max_block.body114.preheader.new ], [ %niter4916.next.1, %max_block.body114 ]
  %2864 = getelementptr inbounds float, ptr %86, i64 %max_block1161145
  %block117 = load <32 x float>, ptr %2864, align 4
  %2865 = fcmp ogt <32 x float> %block117, %max_best110.01144
  %2866 = fcmp uno <32 x float> %block117, zeroinitializer
  %2867 = fcmp ord <32 x float> %max_best110.01144, zeroinitializer
  %2868 = and <32 x i1> %2867, %2866
  %take118 = or <32 x i1> %2865, %2868
  %2869 = select <32 x i1> %take118, <32 x float> %block117, <32 x float> %max_best110.01144
  %2870 = insertelement <32 x i64> poison, i64 %max_block1161145, i64 0
  %2871 = shufflevector <32 x i64> %2870, <32 x i64> poison, <32 x i32> zeroinitializer
  %2872 = or disjoint <32 x i64> %2871, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %2873 = select <32 x i1> %take118, <32 x i64> %2872, <32 x i64> %max_index111.01143
  %2874 = or disjoint i64 %max_block1161145, 32
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
  %2885 = add nuw i64 %max_block1161145, 64
  %niter4916.next.1 = add i64 %niter4916, 2
  %niter4916.ncmp.1.not = icmp eq i64 %niter4916.next.1, %unroll_iter4915
  br i1 %niter4916.ncmp.1.not, label %max_block.exit115.loopexit.unr-lcssa, label %max_block.body114

max_block.exit115.loopexit.unr-lcssa:             ; preds = %max_block.body114
  %lcmp.mod4911.not = icmp eq i64 %xtraiter4909, 0
  br i1 %lcmp.mod4911.not, label %max_block.exit115, label %max_block.body114.epil.preheader

max_block.body114.epil.preheader:                 ; preds = %max_block.exit115.loopexit.unr-lcssa, %max_block.body114.preheader
  %max_block1161145.epil.init = phi i64 [ 0, %max_block.body114.preheader ], [ %2885, %max_block.exit115.loopexit.unr-lcssa ]
  %max_best110.01144.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body114.preheader ], [ %2880, %max_block.exit115.loopexit.unr-lcssa ]
  %max_index111.01143.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body114.preheader ], [ %2884, %max_block.exit115.loopexit.unr-lcssa ]
  %lcmp.mod4914 = icmp ne i64 %xtraiter4909, 0
  tail call void @llvm.assume(i1 %lcmp.mod4914)
  %2886 = getelementptr inbounds float, ptr %86, i64 %max_block1161145.epil.init
  %block117.epil = load <32 x float>, ptr %2886, align 4
  %2887 = fcmp ogt <32 x float> %block117.epil, %max_best110.01144.epil.init
  %2888 = fcmp uno <32 x float> %block117.epil, zeroinitializer
  %2889 = fcmp ord <32 x float> %max_best110.01144.epil.init, zeroinitializer
  %2890 = and <32 x i1> %2889, %2888
  %take118.epil = or <32 x i1> %2887, %2890
  %2891 = select <32 x i1> %take118.epil, <32 x float> %block117.epil, <32 x float> %max_best110.01144.epil.init
  %2892 = insertelement <32 x i64> poison, i64 %max_block1161145.epil.init, i64 0
  %2893 = shufflevector <32 x i64> %2892, <32 x i64> poison, <32 x i32> zeroinitializer
  %2894 = or disjoint <32 x i64> %2893, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %2895 = select <32 x i1> %take118.epil, <32 x i64> %2894, <32 x i64> %max_index111.01143.epil.init
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
  br i1 %.not1365, label %fold_tail.exit121, label %fold_tail.body120

fold_tail.body120:                                ; preds = %max_block.exit115, %fold_tail.body120
  %fold_tail1221150 = phi i64 [ %3311, %fold_tail.body120 ], [ %blocks_end, %max_block.exit115 ]
  %fold_value105.01149 = phi float [ %3309, %fold_tail.body120 ], [ %3301, %max_block.exit115 ]
  %fold_index106.01148 = phi i64 [ %3310, %fold_tail.body120 ], [ %3302, %max_block.exit115 ]
  %3303 = getelementptr inbounds float, ptr %86, i64 %fold_tail1221150
  %3304 = load float, ptr %3303, align 4
  %3305 = fcmp ogt float %3304, %fold_value105.01149
  %3306 = fcmp uno float %3304, 0.000000e+00
  %3307 = fcmp ord float %fold_value105.01149, 0.000000e+00
  %3308 = and i1 %3307, %3306
  %take123 = or i1 %3305, %3308
  %3309 = select i1 %take123, float %3304, float %fold_value105.01149
  %3310 = select i1 %take123, i64 %fold_tail1221150, i64 %fold_index106.01148
  %3311 = add nuw i64 %fold_tail1221150, 1
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
  %merge1068 = phi i64 [ 0, %merge.body.preheader.new ], [ %3350, %merge.body ]
  %fold_value129.01067 = phi float [ 0xFFF0000000000000, %merge.body.preheader.new ], [ %3349, %merge.body ]
  %niter = phi i64 [ 0, %merge.body.preheader.new ], [ %niter.next.3, %merge.body ]
  %.idx1012 = shl i64 %merge1068, 8
  %3315 = getelementptr inbounds i8, ptr %partials, i64 %.idx1012
  %3316 = getelementptr inbounds nuw i8, ptr %3315, i64 4
  %3317 = load float, ptr %3316, align 4
  %3318 = fcmp ogt float %3317, %fold_value129.01067
  %3319 = fcmp uno float %3317, 0.000000e+00
  %3320 = fcmp ord float %fold_value129.01067, 0.000000e+00
  %3321 = and i1 %3320, %3319
  %take136 = or i1 %3318, %3321
  %3322 = select i1 %take136, float %3317, float %fold_value129.01067
  %3323 = shl i64 %merge1068, 8
  %3324 = getelementptr i8, ptr %partials, i64 %3323
  %3325 = getelementptr i8, ptr %3324, i64 260
  %3326 = load float, ptr %3325, align 4
  %3327 = fcmp ogt float %3326, %3322
  %3328 = fcmp uno float %3326, 0.000000e+00
  %3329 = fcmp ord float %3322, 0.000000e+00
  %3330 = and i1 %3329, %3328
  %take136.1 = or i1 %3327, %3330
  %3331 = select i1 %take136.1, float %3326, float %3322
  %3332 = shl i64 %merge1068, 8
  %3333 = getelementptr i8, ptr %partials, i64 %3332
  %3334 = getelementptr i8, ptr %3333, i64 516
  %3335 = load float, ptr %3334, align 4
  %3336 = fcmp ogt float %3335, %3331
  %3337 = fcmp uno float %3335, 0.000000e+00
  %3338 = fcmp ord float %3331, 0.000000e+00
  %3339 = and i1 %3338, %3337
  %take136.2 = or i1 %3336, %3339
  %3340 = select i1 %take136.2, float %3335, float %3331
  %3341 = shl i64 %merge1068, 8
  %3342 = getelementptr i8, ptr %partials, i64 %3341
  %3343 = getelementptr i8, ptr %3342, i64 772
  %3344 = load float, ptr %3343, align 4
  %3345 = fcmp ogt float %3344, %3340
  %3346 = fcmp uno float %3344, 0.000000e+00
  %3347 = fcmp ord float %3340, 0.000000e+00
  %3348 = and i1 %3347, %3346
  %take136.3 = or i1 %3345, %3348
  %3349 = select i1 %take136.3, float %3344, float %3340
  %3350 = add nuw i64 %merge1068, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %merge.body143.preheader.unr-lcssa, label %merge.body

merge.body143.preheader.unr-lcssa:                ; preds = %merge.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %merge.body143.preheader, label %merge.body.epil.preheader

merge.body.epil.preheader:                        ; preds = %merge.body143.preheader.unr-lcssa, %merge.body.preheader
  %merge1068.epil.init = phi i64 [ 0, %merge.body.preheader ], [ %3350, %merge.body143.preheader.unr-lcssa ]
  %fold_value129.01067.epil.init = phi float [ 0xFFF0000000000000, %merge.body.preheader ], [ %3349, %merge.body143.preheader.unr-lcssa ]
  %lcmp.mod4831 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod4831)
  br label %merge.body.epil

merge.body.epil:                                  ; preds = %merge.body.epil, %merge.body.epil.preheader
  %merge1068.epil = phi i64 [ %3359, %merge.body.epil ], [ %merge1068.epil.init, %merge.body.epil.preheader ]
  %fold_value129.01067.epil = phi float [ %3358, %merge.body.epil ], [ %fold_value129.01067.epil.init, %merge.body.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %merge.body.epil ], [ 0, %merge.body.epil.preheader ]
  %.idx1012.epil = shl i64 %merge1068.epil, 8
  %3351 = getelementptr inbounds i8, ptr %partials, i64 %.idx1012.epil
  %3352 = getelementptr inbounds nuw i8, ptr %3351, i64 4
  %3353 = load float, ptr %3352, align 4
  %3354 = fcmp ogt float %3353, %fold_value129.01067.epil
  %3355 = fcmp uno float %3353, 0.000000e+00
  %3356 = fcmp ord float %fold_value129.01067.epil, 0.000000e+00
  %3357 = and i1 %3356, %3355
  %take136.epil = or i1 %3354, %3357
  %3358 = select i1 %take136.epil, float %3353, float %fold_value129.01067.epil
  %3359 = add nuw i64 %merge1068.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %merge.body143.preheader, label %merge.body.epil, !llvm.loop !12

merge.body143.preheader:                          ; preds = %merge.body.epil, %merge.body143.preheader.unr-lcssa
  %.lcssa4829 = phi float [ %3349, %merge.body143.preheader.unr-lcssa ], [ %3358, %merge.body.epil ]
  %xtraiter4832 = and i64 %n_spans, 3
  %3360 = icmp ult i64 %n_spans, 4
  br i1 %3360, label %merge.body143.epil.preheader, label %merge.body143.preheader.new

merge.body143.preheader.new:                      ; preds = %merge.body143.preheader
  %unroll_iter4837 = and i64 %n_spans, -4
  br label %merge.body143

merge.body155.preheader.unr-lcssa:                ; preds = %merge.body143
  %lcmp.mod4834.not = icmp eq i64 %xtraiter4832, 0
  br i1 %lcmp.mod4834.not, label %merge.body155.preheader, label %merge.body143.epil.preheader

merge.body143.epil.preheader:                     ; preds = %merge.body155.preheader.unr-lcssa, %merge.body143.preheader
  %merge1451071.epil.init = phi i64 [ 0, %merge.body143.preheader ], [ %3407, %merge.body155.preheader.unr-lcssa ]
  %fold_value137.01070.epil.init = phi float [ 0xFFF0000000000000, %merge.body143.preheader ], [ %3406, %merge.body155.preheader.unr-lcssa ]
  %lcmp.mod4836 = icmp ne i64 %xtraiter4832, 0
  tail call void @llvm.assume(i1 %lcmp.mod4836)
  br label %merge.body143.epil

merge.body143.epil:                               ; preds = %merge.body143.epil, %merge.body143.epil.preheader
  %merge1451071.epil = phi i64 [ %3369, %merge.body143.epil ], [ %merge1451071.epil.init, %merge.body143.epil.preheader ]
  %fold_value137.01070.epil = phi float [ %3368, %merge.body143.epil ], [ %fold_value137.01070.epil.init, %merge.body143.epil.preheader ]
  %epil.iter4833 = phi i64 [ %epil.iter4833.next, %merge.body143.epil ], [ 0, %merge.body143.epil.preheader ]
  %.idx1011.epil = shl i64 %merge1451071.epil, 8
  %3361 = getelementptr inbounds i8, ptr %partials, i64 %.idx1011.epil
  %3362 = getelementptr inbounds nuw i8, ptr %3361, i64 12
  %3363 = load float, ptr %3362, align 4
  %3364 = fcmp ogt float %3363, %fold_value137.01070.epil
  %3365 = fcmp uno float %3363, 0.000000e+00
  %3366 = fcmp ord float %fold_value137.01070.epil, 0.000000e+00
  %3367 = and i1 %3366, %3365
  %take148.epil = or i1 %3364, %3367
  %3368 = select i1 %take148.epil, float %3363, float %fold_value137.01070.epil
  %3369 = add nuw i64 %merge1451071.epil, 1
  %epil.iter4833.next = add i64 %epil.iter4833, 1
  %epil.iter4833.cmp.not = icmp eq i64 %epil.iter4833.next, %xtraiter4832
  br i1 %epil.iter4833.cmp.not, label %merge.body155.preheader, label %merge.body143.epil, !llvm.loop !14

merge.body155.preheader:                          ; preds = %merge.body143.epil, %merge.body155.preheader.unr-lcssa
  %.lcssa4828 = phi float [ %3406, %merge.body155.preheader.unr-lcssa ], [ %3368, %merge.body143.epil ]
  %3370 = fmul float %.lcssa4828, 2.000000e+00
  %xtraiter4839 = and i64 %n_spans, 3
  %3371 = icmp ult i64 %n_spans, 4
  br i1 %3371, label %merge.body155.epil.preheader, label %merge.body155.preheader.new

merge.body155.preheader.new:                      ; preds = %merge.body155.preheader
  %unroll_iter4844 = and i64 %n_spans, -4
  br label %merge.body155

merge.body143:                                    ; preds = %merge.body143, %merge.body143.preheader.new
  %merge1451071 = phi i64 [ 0, %merge.body143.preheader.new ], [ %3407, %merge.body143 ]
  %fold_value137.01070 = phi float [ 0xFFF0000000000000, %merge.body143.preheader.new ], [ %3406, %merge.body143 ]
  %niter4838 = phi i64 [ 0, %merge.body143.preheader.new ], [ %niter4838.next.3, %merge.body143 ]
  %.idx1011 = shl i64 %merge1451071, 8
  %3372 = getelementptr inbounds i8, ptr %partials, i64 %.idx1011
  %3373 = getelementptr inbounds nuw i8, ptr %3372, i64 12
  %3374 = load float, ptr %3373, align 4
  %3375 = fcmp ogt float %3374, %fold_value137.01070
  %3376 = fcmp uno float %3374, 0.000000e+00
  %3377 = fcmp ord float %fold_value137.01070, 0.000000e+00
  %3378 = and i1 %3377, %3376
  %take148 = or i1 %3375, %3378
  %3379 = select i1 %take148, float %3374, float %fold_value137.01070
  %3380 = shl i64 %merge1451071, 8
  %3381 = getelementptr i8, ptr %partials, i64 %3380
  %3382 = getelementptr i8, ptr %3381, i64 268
  %3383 = load float, ptr %3382, align 4
  %3384 = fcmp ogt float %3383, %3379
  %3385 = fcmp uno float %3383, 0.000000e+00
  %3386 = fcmp ord float %3379, 0.000000e+00
  %3387 = and i1 %3386, %3385
  %take148.1 = or i1 %3384, %3387
  %3388 = select i1 %take148.1, float %3383, float %3379
  %3389 = shl i64 %merge1451071, 8
  %3390 = getelementptr i8, ptr %partials, i64 %3389
  %3391 = getelementptr i8, ptr %3390, i64 524
  %3392 = load float, ptr %3391, align 4
  %3393 = fcmp ogt float %3392, %3388
  %3394 = fcmp uno float %3392, 0.000000e+00
  %3395 = fcmp ord float %3388, 0.000000e+00
  %3396 = and i1 %3395, %3394
  %take148.2 = or i1 %3393, %3396
  %3397 = select i1 %take148.2, float %3392, float %3388
  %3398 = shl i64 %merge1451071, 8
  %3399 = getelementptr i8, ptr %partials, i64 %3398
  %3400 = getelementptr i8, ptr %3399, i64 780
  %3401 = load float, ptr %3400, align 4
  %3402 = fcmp ogt float %3401, %3397
  %3403 = fcmp uno float %3401, 0.000000e+00
  %3404 = fcmp ord float %3397, 0.000000e+00
  %3405 = and i1 %3404, %3403
  %take148.3 = or i1 %3402, %3405
  %3406 = select i1 %take148.3, float %3401, float %3397
  %3407 = add nuw i64 %merge1451071, 4
  %niter4838.next.3 = add i64 %niter4838, 4
  %niter4838.ncmp.3 = icmp eq i64 %niter4838.next.3, %unroll_iter4837
  br i1 %niter4838.ncmp.3, label %merge.body155.preheader.unr-lcssa, label %merge.body143

merge.body167.preheader.unr-lcssa:                ; preds = %merge.body155
  %lcmp.mod4841.not = icmp eq i64 %xtraiter4839, 0
  br i1 %lcmp.mod4841.not, label %merge.body167.preheader, label %merge.body155.epil.preheader

merge.body155.epil.preheader:                     ; preds = %merge.body167.preheader.unr-lcssa, %merge.body155.preheader
  %merge1571075.epil.init = phi i64 [ 0, %merge.body155.preheader ], [ %3455, %merge.body167.preheader.unr-lcssa ]
  %fold_value149.01074.epil.init = phi float [ 0xFFF0000000000000, %merge.body155.preheader ], [ %3454, %merge.body167.preheader.unr-lcssa ]
  %lcmp.mod4843 = icmp ne i64 %xtraiter4839, 0
  tail call void @llvm.assume(i1 %lcmp.mod4843)
  br label %merge.body155.epil

merge.body155.epil:                               ; preds = %merge.body155.epil, %merge.body155.epil.preheader
  %merge1571075.epil = phi i64 [ %3416, %merge.body155.epil ], [ %merge1571075.epil.init, %merge.body155.epil.preheader ]
  %fold_value149.01074.epil = phi float [ %3415, %merge.body155.epil ], [ %fold_value149.01074.epil.init, %merge.body155.epil.preheader ]
  %epil.iter4840 = phi i64 [ %epil.iter4840.next, %merge.body155.epil ], [ 0, %merge.body155.epil.preheader ]
  %.idx1010.epil = shl i64 %merge1571075.epil, 8
  %3408 = getelementptr inbounds i8, ptr %partials, i64 %.idx1010.epil
  %3409 = getelementptr inbounds nuw i8, ptr %3408, i64 20
  %3410 = load float, ptr %3409, align 4
  %3411 = fcmp ogt float %3410, %fold_value149.01074.epil
  %3412 = fcmp uno float %3410, 0.000000e+00
  %3413 = fcmp ord float %fold_value149.01074.epil, 0.000000e+00
  %3414 = and i1 %3413, %3412
  %take160.epil = or i1 %3411, %3414
  %3415 = select i1 %take160.epil, float %3410, float %fold_value149.01074.epil
  %3416 = add nuw i64 %merge1571075.epil, 1
  %epil.iter4840.next = add i64 %epil.iter4840, 1
  %epil.iter4840.cmp.not = icmp eq i64 %epil.iter4840.next, %xtraiter4839
  br i1 %epil.iter4840.cmp.not, label %merge.body167.preheader, label %merge.body155.epil, !llvm.loop !15

merge.body167.preheader:                          ; preds = %merge.body155.epil, %merge.body167.preheader.unr-lcssa
  %.lcssa4827 = phi float [ %3454, %merge.body167.preheader.unr-lcssa ], [ %3415, %merge.body155.epil ]
  %3417 = fcmp oeq float %.lcssa4827, 0xFFF0000000000000
  %3418 = select i1 %3417, float 4.000000e+00, float 0.000000e+00
  %xtraiter4846 = and i64 %n_spans, 3
  %3419 = icmp ult i64 %n_spans, 4
  br i1 %3419, label %merge.body167.epil.preheader, label %merge.body167.preheader.new

merge.body167.preheader.new:                      ; preds = %merge.body167.preheader
  %unroll_iter4851 = and i64 %n_spans, -4
  br label %merge.body167

merge.body155:                                    ; preds = %merge.body155, %merge.body155.preheader.new
  %merge1571075 = phi i64 [ 0, %merge.body155.preheader.new ], [ %3455, %merge.body155 ]
  %fold_value149.01074 = phi float [ 0xFFF0000000000000, %merge.body155.preheader.new ], [ %3454, %merge.body155 ]
  %niter4845 = phi i64 [ 0, %merge.body155.preheader.new ], [ %niter4845.next.3, %merge.body155 ]
  %.idx1010 = shl i64 %merge1571075, 8
  %3420 = getelementptr inbounds i8, ptr %partials, i64 %.idx1010
  %3421 = getelementptr inbounds nuw i8, ptr %3420, i64 20
  %3422 = load float, ptr %3421, align 4
  %3423 = fcmp ogt float %3422, %fold_value149.01074
  %3424 = fcmp uno float %3422, 0.000000e+00
  %3425 = fcmp ord float %fold_value149.01074, 0.000000e+00
  %3426 = and i1 %3425, %3424
  %take160 = or i1 %3423, %3426
  %3427 = select i1 %take160, float %3422, float %fold_value149.01074
  %3428 = shl i64 %merge1571075, 8
  %3429 = getelementptr i8, ptr %partials, i64 %3428
  %3430 = getelementptr i8, ptr %3429, i64 276
  %3431 = load float, ptr %3430, align 4
  %3432 = fcmp ogt float %3431, %3427
  %3433 = fcmp uno float %3431, 0.000000e+00
  %3434 = fcmp ord float %3427, 0.000000e+00
  %3435 = and i1 %3434, %3433
  %take160.1 = or i1 %3432, %3435
  %3436 = select i1 %take160.1, float %3431, float %3427
  %3437 = shl i64 %merge1571075, 8
  %3438 = getelementptr i8, ptr %partials, i64 %3437
  %3439 = getelementptr i8, ptr %3438, i64 532
  %3440 = load float, ptr %3439, align 4
  %3441 = fcmp ogt float %3440, %3436
  %3442 = fcmp uno float %3440, 0.000000e+00
  %3443 = fcmp ord float %3436, 0.000000e+00
  %3444 = and i1 %3443, %3442
  %take160.2 = or i1 %3441, %3444
  %3445 = select i1 %take160.2, float %3440, float %3436
  %3446 = shl i64 %merge1571075, 8
  %3447 = getelementptr i8, ptr %partials, i64 %3446
  %3448 = getelementptr i8, ptr %3447, i64 788
  %3449 = load float, ptr %3448, align 4
  %3450 = fcmp ogt float %3449, %3445
  %3451 = fcmp uno float %3449, 0.000000e+00
  %3452 = fcmp ord float %3445, 0.000000e+00
  %3453 = and i1 %3452, %3451
  %take160.3 = or i1 %3450, %3453
  %3454 = select i1 %take160.3, float %3449, float %3445
  %3455 = add nuw i64 %merge1571075, 4
  %niter4845.next.3 = add i64 %niter4845, 4
  %niter4845.ncmp.3 = icmp eq i64 %niter4845.next.3, %unroll_iter4844
  br i1 %niter4845.ncmp.3, label %merge.body167.preheader.unr-lcssa, label %merge.body155

merge.body167:                                    ; preds = %merge.body167, %merge.body167.preheader.new
  %merge1691079 = phi i64 [ 0, %merge.body167.preheader.new ], [ %3503, %merge.body167 ]
  %fold_value161.01078 = phi float [ 0xFFF0000000000000, %merge.body167.preheader.new ], [ %3501, %merge.body167 ]
  %fold_index162.01077 = phi i64 [ 0, %merge.body167.preheader.new ], [ %3502, %merge.body167 ]
  %niter4852 = phi i64 [ 0, %merge.body167.preheader.new ], [ %niter4852.next.3, %merge.body167 ]
  %.idx1009 = shl i64 %merge1691079, 8
  %3456 = getelementptr inbounds i8, ptr %partials, i64 %.idx1009
  %3457 = getelementptr inbounds nuw i8, ptr %3456, i64 28
  %3458 = getelementptr inbounds nuw i8, ptr %3456, i64 32
  %index171 = load i32, ptr %3458, align 4
  %3459 = zext i32 %index171 to i64
  %3460 = load float, ptr %3457, align 4
  %3461 = fcmp ogt float %3460, %fold_value161.01078
  %3462 = fcmp uno float %3460, 0.000000e+00
  %3463 = fcmp ord float %fold_value161.01078, 0.000000e+00
  %3464 = and i1 %3463, %3462
  %take172 = or i1 %3461, %3464
  %3465 = select i1 %take172, float %3460, float %fold_value161.01078
  %3466 = select i1 %take172, i64 %3459, i64 %fold_index162.01077
  %3467 = shl i64 %merge1691079, 8
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
  %3479 = shl i64 %merge1691079, 8
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
  %3491 = shl i64 %merge1691079, 8
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
  %3503 = add nuw i64 %merge1691079, 4
  %niter4852.next.3 = add i64 %niter4852, 4
  %niter4852.ncmp.3 = icmp eq i64 %niter4852.next.3, %unroll_iter4851
  br i1 %niter4852.ncmp.3, label %merge.body179.preheader.unr-lcssa, label %merge.body167

merge.body179.preheader.unr-lcssa:                ; preds = %merge.body167
  %lcmp.mod4848.not = icmp eq i64 %xtraiter4846, 0
  br i1 %lcmp.mod4848.not, label %merge.body179.preheader, label %merge.body167.epil.preheader

merge.body167.epil.preheader:                     ; preds = %merge.body179.preheader.unr-lcssa, %merge.body167.preheader
  %merge1691079.epil.init = phi i64 [ 0, %merge.body167.preheader ], [ %3503, %merge.body179.preheader.unr-lcssa ]
  %fold_value161.01078.epil.init = phi float [ 0xFFF0000000000000, %merge.body167.preheader ], [ %3501, %merge.body179.preheader.unr-lcssa ]
  %fold_index162.01077.epil.init = phi i64 [ 0, %merge.body167.preheader ], [ %3502, %merge.body179.preheader.unr-lcssa ]
  %lcmp.mod4850 = icmp ne i64 %xtraiter4846, 0
  tail call void @llvm.assume(i1 %lcmp.mod4850)
  br label %merge.body167.epil

merge.body167.epil:                               ; preds = %merge.body167.epil, %merge.body167.epil.preheader
  %merge1691079.epil = phi i64 [ %3515, %merge.body167.epil ], [ %merge1691079.epil.init, %merge.body167.epil.preheader ]
  %fold_value161.01078.epil = phi float [ %3513, %merge.body167.epil ], [ %fold_value161.01078.epil.init, %merge.body167.epil.preheader ]
  %fold_index162.01077.epil = phi i64 [ %3514, %merge.body167.epil ], [ %fold_index162.01077.epil.init, %merge.body167.epil.preheader ]
  %epil.iter4847 = phi i64 [ %epil.iter4847.next, %merge.body167.epil ], [ 0, %merge.body167.epil.preheader ]
  %.idx1009.epil = shl i64 %merge1691079.epil, 8
  %3504 = getelementptr inbounds i8, ptr %partials, i64 %.idx1009.epil
  %3505 = getelementptr inbounds nuw i8, ptr %3504, i64 28
  %3506 = getelementptr inbounds nuw i8, ptr %3504, i64 32
  %index171.epil = load i32, ptr %3506, align 4
  %3507 = zext i32 %index171.epil to i64
  %3508 = load float, ptr %3505, align 4
  %3509 = fcmp ogt float %3508, %fold_value161.01078.epil
  %3510 = fcmp uno float %3508, 0.000000e+00
  %3511 = fcmp ord float %fold_value161.01078.epil, 0.000000e+00
  %3512 = and i1 %3511, %3510
  %take172.epil = or i1 %3509, %3512
  %3513 = select i1 %take172.epil, float %3508, float %fold_value161.01078.epil
  %3514 = select i1 %take172.epil, i64 %3507, i64 %fold_index162.01077.epil
  %3515 = add nuw i64 %merge1691079.epil, 1
  %epil.iter4847.next = add i64 %epil.iter4847, 1
  %epil.iter4847.cmp.not = icmp eq i64 %epil.iter4847.next, %xtraiter4846
  br i1 %epil.iter4847.cmp.not, label %merge.body179.preheader, label %merge.body167.epil, !llvm.loop !16

merge.body179.preheader:                          ; preds = %merge.body167.epil, %merge.body179.preheader.unr-lcssa
  %.lcssa4826 = phi i64 [ %3502, %merge.body179.preheader.unr-lcssa ], [ %3514, %merge.body167.epil ]
  %3516 = uitofp nneg i64 %.lcssa4826 to float
  %xtraiter4853 = and i64 %n_spans, 3
  %3517 = icmp ult i64 %n_spans, 4
  br i1 %3517, label %merge.body179.epil.preheader, label %merge.body179.preheader.new

merge.body179.preheader.new:                      ; preds = %merge.body179.preheader
  %unroll_iter4858 = and i64 %n_spans, -4
  br label %merge.body179

merge.body179:                                    ; preds = %merge.body179, %merge.body179.preheader.new
  %merge1811083 = phi i64 [ 0, %merge.body179.preheader.new ], [ %3553, %merge.body179 ]
  %fold_value173.01082 = phi float [ 0xFFF0000000000000, %merge.body179.preheader.new ], [ %3552, %merge.body179 ]
  %niter4859 = phi i64 [ 0, %merge.body179.preheader.new ], [ %niter4859.next.3, %merge.body179 ]
  %.idx1008 = shl i64 %merge1811083, 8
  %3518 = getelementptr inbounds i8, ptr %partials, i64 %.idx1008
  %3519 = getelementptr inbounds nuw i8, ptr %3518, i64 36
  %3520 = load float, ptr %3519, align 4
  %3521 = fcmp ogt float %3520, %fold_value173.01082
  %3522 = fcmp uno float %3520, 0.000000e+00
  %3523 = fcmp ord float %fold_value173.01082, 0.000000e+00
  %3524 = and i1 %3523, %3522
  %take184 = or i1 %3521, %3524
  %3525 = select i1 %take184, float %3520, float %fold_value173.01082
  %3526 = shl i64 %merge1811083, 8
  %3527 = getelementptr i8, ptr %partials, i64 %3526
  %3528 = getelementptr i8, ptr %3527, i64 292
  %3529 = load float, ptr %3528, align 4
  %3530 = fcmp ogt float %3529, %3525
  %3531 = fcmp uno float %3529, 0.000000e+00
  %3532 = fcmp ord float %3525, 0.000000e+00
  %3533 = and i1 %3532, %3531
  %take184.1 = or i1 %3530, %3533
  %3534 = select i1 %take184.1, float %3529, float %3525
  %3535 = shl i64 %merge1811083, 8
  %3536 = getelementptr i8, ptr %partials, i64 %3535
  %3537 = getelementptr i8, ptr %3536, i64 548
  %3538 = load float, ptr %3537, align 4
  %3539 = fcmp ogt float %3538, %3534
  %3540 = fcmp uno float %3538, 0.000000e+00
  %3541 = fcmp ord float %3534, 0.000000e+00
  %3542 = and i1 %3541, %3540
  %take184.2 = or i1 %3539, %3542
  %3543 = select i1 %take184.2, float %3538, float %3534
  %3544 = shl i64 %merge1811083, 8
  %3545 = getelementptr i8, ptr %partials, i64 %3544
  %3546 = getelementptr i8, ptr %3545, i64 804
  %3547 = load float, ptr %3546, align 4
  %3548 = fcmp ogt float %3547, %3543
  %3549 = fcmp uno float %3547, 0.000000e+00
  %3550 = fcmp ord float %3543, 0.000000e+00
  %3551 = and i1 %3550, %3549
  %take184.3 = or i1 %3548, %3551
  %3552 = select i1 %take184.3, float %3547, float %3543
  %3553 = add nuw i64 %merge1811083, 4
  %niter4859.next.3 = add i64 %niter4859, 4
  %niter4859.ncmp.3 = icmp eq i64 %niter4859.next.3, %unroll_iter4858
  br i1 %niter4859.ncmp.3, label %merge.exit180.thread.unr-lcssa, label %merge.body179

merge.exit180.thread.unr-lcssa:                   ; preds = %merge.body179
  %lcmp.mod4855.not = icmp eq i64 %xtraiter4853, 0
  br i1 %lcmp.mod4855.not, label %merge.exit180.thread, label %merge.body179.epil.preheader

merge.body179.epil.preheader:                     ; preds = %merge.exit180.thread.unr-lcssa, %merge.body179.preheader
  %merge1811083.epil.init = phi i64 [ 0, %merge.body179.preheader ], [ %3553, %merge.exit180.thread.unr-lcssa ]
  %fold_value173.01082.epil.init = phi float [ 0xFFF0000000000000, %merge.body179.preheader ], [ %3552, %merge.exit180.thread.unr-lcssa ]
  %lcmp.mod4857 = icmp ne i64 %xtraiter4853, 0
  tail call void @llvm.assume(i1 %lcmp.mod4857)
  br label %merge.body179.epil

merge.body179.epil:                               ; preds = %merge.body179.epil, %merge.body179.epil.preheader
  %merge1811083.epil = phi i64 [ %3562, %merge.body179.epil ], [ %merge1811083.epil.init, %merge.body179.epil.preheader ]
  %fold_value173.01082.epil = phi float [ %3561, %merge.body179.epil ], [ %fold_value173.01082.epil.init, %merge.body179.epil.preheader ]
  %epil.iter4854 = phi i64 [ %epil.iter4854.next, %merge.body179.epil ], [ 0, %merge.body179.epil.preheader ]
  %.idx1008.epil = shl i64 %merge1811083.epil, 8
  %3554 = getelementptr inbounds i8, ptr %partials, i64 %.idx1008.epil
  %3555 = getelementptr inbounds nuw i8, ptr %3554, i64 36
  %3556 = load float, ptr %3555, align 4
  %3557 = fcmp ogt float %3556, %fold_value173.01082.epil
  %3558 = fcmp uno float %3556, 0.000000e+00
  %3559 = fcmp ord float %fold_value173.01082.epil, 0.000000e+00
  %3560 = and i1 %3559, %3558
  %take184.epil = or i1 %3557, %3560
  %3561 = select i1 %take184.epil, float %3556, float %fold_value173.01082.epil
  %3562 = add nuw i64 %merge1811083.epil, 1
  %epil.iter4854.next = add i64 %epil.iter4854, 1
  %epil.iter4854.cmp.not = icmp eq i64 %epil.iter4854.next, %xtraiter4853
  br i1 %epil.iter4854.cmp.not, label %merge.exit180.thread, label %merge.body179.epil, !llvm.loop !17

merge.exit180.thread:                             ; preds = %merge.body179.epil, %merge.exit180.thread.unr-lcssa
  %.lcssa4825 = phi float [ %3552, %merge.exit180.thread.unr-lcssa ], [ %3561, %merge.body179.epil ]
  %3563 = fmul float %.lcssa4825, 8.000000e+00
  %top_p_off1861611 = fcmp uge float %top_p, 1.000000e+00
  %guard1871612 = and i1 %top_p_off1861611, %not_greedy
  br i1 %guard1871612, label %merge.body197.preheader, label %span.done.thread

merge.body197.preheader:                          ; preds = %merge.exit180.thread
  %xtraiter4860 = and i64 %n_spans, 3
  %3564 = icmp ult i64 %n_spans, 4
  br i1 %3564, label %merge.body197.epil.preheader, label %merge.body197.preheader.new

merge.body197.preheader.new:                      ; preds = %merge.body197.preheader
  %unroll_iter4865 = and i64 %n_spans, -4
  br label %merge.body197

span.done.thread:                                 ; preds = %span.mode.else, %merge.exit198.loopexit, %merge.exit180.thread
  %fold_value173.0.lcssa1621 = phi float [ %3563, %merge.exit180.thread ], [ %3563, %merge.exit198.loopexit ], [ 0xFFF0000000000000, %span.mode.else ]
  %fold_value149.0.lcssa159716021619 = phi float [ %3418, %merge.exit180.thread ], [ %3418, %merge.exit198.loopexit ], [ 4.000000e+00, %span.mode.else ]
  %fold_value129.0.lcssa15871590159616031617 = phi float [ %.lcssa4829, %merge.exit180.thread ], [ %.lcssa4829, %merge.exit198.loopexit ], [ 0xFFF0000000000000, %span.mode.else ]
  %fold_value137.0.lcssa1591159516041615 = phi float [ %3370, %merge.exit180.thread ], [ %3370, %merge.exit198.loopexit ], [ 0xFFF0000000000000, %span.mode.else ]
  %fold_index162.0.lcssa16051613 = phi float [ %3516, %merge.exit180.thread ], [ %3516, %merge.exit198.loopexit ], [ 0.000000e+00, %span.mode.else ]
  %uniforms.sroa.133.0 = phi float [ 0.000000e+00, %merge.exit180.thread ], [ %3633, %merge.exit198.loopexit ], [ 0.000000e+00, %span.mode.else ]
  %3565 = fadd float %fold_value129.0.lcssa15871590159616031617, %fold_value137.0.lcssa1591159516041615
  %3566 = fadd float %3565, %fold_value149.0.lcssa159716021619
  %3567 = fadd float %3566, %fold_value173.0.lcssa1621
  %3568 = select i1 %top_p_on, float 0.000000e+00, float %uniforms.sroa.133.0
  %3569 = select i1 %not_greedy, float %3568, float %fold_index162.0.lcssa16051613
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
  %merge1991087 = phi i64 [ 0, %merge.body197.preheader.new ], [ %3620, %merge.body197 ]
  %fold_value191.01086 = phi float [ 0xFFF0000000000000, %merge.body197.preheader.new ], [ %3618, %merge.body197 ]
  %fold_index192.01085 = phi i64 [ 0, %merge.body197.preheader.new ], [ %3619, %merge.body197 ]
  %niter4866 = phi i64 [ 0, %merge.body197.preheader.new ], [ %niter4866.next.3, %merge.body197 ]
  %.idx1007 = shl i64 %merge1991087, 8
  %3573 = getelementptr inbounds i8, ptr %partials, i64 %.idx1007
  %3574 = getelementptr inbounds nuw i8, ptr %3573, i64 44
  %3575 = getelementptr inbounds nuw i8, ptr %3573, i64 48
  %index201 = load i32, ptr %3575, align 4
  %3576 = zext i32 %index201 to i64
  %3577 = load float, ptr %3574, align 4
  %3578 = fcmp ogt float %3577, %fold_value191.01086
  %3579 = fcmp uno float %3577, 0.000000e+00
  %3580 = fcmp ord float %fold_value191.01086, 0.000000e+00
  %3581 = and i1 %3580, %3579
  %take202 = or i1 %3578, %3581
  %3582 = select i1 %take202, float %3577, float %fold_value191.01086
  %3583 = select i1 %take202, i64 %3576, i64 %fold_index192.01085
  %3584 = shl i64 %merge1991087, 8
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
  %3596 = shl i64 %merge1991087, 8
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
  %3608 = shl i64 %merge1991087, 8
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
  %3620 = add nuw i64 %merge1991087, 4
  %niter4866.next.3 = add i64 %niter4866, 4
  %niter4866.ncmp.3 = icmp eq i64 %niter4866.next.3, %unroll_iter4865
  br i1 %niter4866.ncmp.3, label %merge.exit198.loopexit.unr-lcssa, label %merge.body197

merge.exit198.loopexit.unr-lcssa:                 ; preds = %merge.body197
  %lcmp.mod4862.not = icmp eq i64 %xtraiter4860, 0
  br i1 %lcmp.mod4862.not, label %merge.exit198.loopexit, label %merge.body197.epil.preheader

merge.body197.epil.preheader:                     ; preds = %merge.exit198.loopexit.unr-lcssa, %merge.body197.preheader
  %merge1991087.epil.init = phi i64 [ 0, %merge.body197.preheader ], [ %3620, %merge.exit198.loopexit.unr-lcssa ]
  %fold_value191.01086.epil.init = phi float [ 0xFFF0000000000000, %merge.body197.preheader ], [ %3618, %merge.exit198.loopexit.unr-lcssa ]
  %fold_index192.01085.epil.init = phi i64 [ 0, %merge.body197.preheader ], [ %3619, %merge.exit198.loopexit.unr-lcssa ]
  %lcmp.mod4864 = icmp ne i64 %xtraiter4860, 0
  tail call void @llvm.assume(i1 %lcmp.mod4864)
  br label %merge.body197.epil

merge.body197.epil:                               ; preds = %merge.body197.epil, %merge.body197.epil.preheader
  %merge1991087.epil = phi i64 [ %3632, %merge.body197.epil ], [ %merge1991087.epil.init, %merge.body197.epil.preheader ]
  %fold_value191.01086.epil = phi float [ %3630, %merge.body197.epil ], [ %fold_value191.01086.epil.init, %merge.body197.epil.preheader ]
  %fold_index192.01085.epil = phi i64 [ %3631, %merge.body197.epil ], [ %fold_index192.01085.epil.init, %merge.body197.epil.preheader ]
  %epil.iter4861 = phi i64 [ %epil.iter4861.next, %merge.body197.epil ], [ 0, %merge.body197.epil.preheader ]
  %.idx1007.epil = shl i64 %merge1991087.epil, 8
  %3621 = getelementptr inbounds i8, ptr %partials, i64 %.idx1007.epil
  %3622 = getelementptr inbounds nuw i8, ptr %3621, i64 44
  %3623 = getelementptr inbounds nuw i8, ptr %3621, i64 48
  %index201.epil = load i32, ptr %3623, align 4
  %3624 = zext i32 %index201.epil to i64
  %3625 = load float, ptr %3622, align 4
  %3626 = fcmp ogt float %3625, %fold_value191.01086.epil
  %3627 = fcmp uno float %3625, 0.000000e+00
  %3628 = fcmp ord float %fold_value191.01086.epil, 0.000000e+00
  %3629 = and i1 %3628, %3627
  %take202.epil = or i1 %3626, %3629
  %3630 = select i1 %take202.epil, float %3625, float %fold_value191.01086.epil
  %3631 = select i1 %take202.epil, i64 %3624, i64 %fold_index192.01085.epil
  %3632 = add nuw i64 %merge1991087.epil, 1
  %epil.iter4861.next = add i64 %epil.iter4861, 1
  %epil.iter4861.cmp.not = icmp eq i64 %epil.iter4861.next, %xtraiter4860
  br i1 %epil.iter4861.cmp.not, label %merge.exit198.loopexit, label %merge.body197.epil, !llvm.loop !18

merge.exit198.loopexit:                           ; preds = %merge.body197.epil, %merge.exit198.loopexit.unr-lcssa
  %.lcssa4824 = phi i64 [ %3619, %merge.exit198.loopexit.unr-lcssa ], [ %3631, %merge.body197.epil ]
  %3633 = uitofp nneg i64 %.lcssa4824 to float
  br label %span.done.thread

span.whole.then:                                  ; preds = %span.done
  store i32 2, ptr %18, align 4
  br label %span.whole.done

span.whole.done:                                  ; preds = %span.done.thread, %span.whole.then, %span.done
  %unsplit1585 = phi i1 [ false, %span.done.thread ], [ true, %span.whole.then ], [ false, %span.done ]
  %span0 = icmp eq i64 %span, 0
  %3634 = and i1 %span0, %unsplit1585
  %whole = or i1 %mode, %3634
  %3635 = icmp ult i64 %row_begin, %row_end
  %or.cond = select i1 %whole, i1 %3635, i1 false
  br i1 %or.cond, label %row.body.lr.ph, label %rows.done

row.body.lr.ph:                                   ; preds = %span.whole.done
  %.not1376 = icmp eq i64 %n_features, 0
  %3636 = getelementptr float, ptr %scratch, i64 %n_features
  %.idx1047 = shl i64 %n_features, 3
  %3637 = getelementptr i8, ptr %scratch, i64 %.idx1047
  %.idx1048 = mul i64 %n_features, 12
  %3638 = getelementptr i8, ptr %scratch, i64 %.idx1048
  %.idx1049 = shl i64 %n_features, 4
  %3639 = getelementptr i8, ptr %scratch, i64 %.idx1049
  %blocks_end219 = and i64 %n_features, -32
  %.not1377 = icmp eq i64 %blocks_end219, 0
  %.not1378 = icmp eq i64 %blocks_end219, %n_features
  %top_k319 = uitofp i64 %top_k to float
  %3640 = add i64 %n_features, -1
  %ctlz = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %3640, i1 false)
  %index_bits = sub nuw nsw i64 64, %ctlz
  %notmask = shl nsw i64 -1, %index_bits
  %mask = xor i64 %notmask, -1
  %.not1391 = icmp eq i64 %3640, 0
  %.idx1045 = mul i64 %n_features, 20
  %3641 = getelementptr i8, ptr %scratch, i64 %.idx1045
  %3642 = lshr i64 %n_features, 4
  %3643 = fcmp ogt float %top_p, 0.000000e+00
  %3644 = sub nuw nsw i64 65, %ctlz
  %round_pairs = lshr i64 %3644, 1
  %.not1399 = icmp eq i64 %round_pairs, 0
  %3645 = sub nsw i64 63, %ctlz
  %3646 = trunc i64 %key0 to i32
  %3647 = lshr i64 %key0, 32
  %3648 = and i64 %key1, 4294967295
  %3649 = mul nuw i64 %3648, 3449720151
  %3650 = lshr i64 %3649, 32
  %invariant.op1354 = xor i64 %key0, %3650
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
  %top_p_off749 = fcmp uge float %top_p, 1.000000e+00
  %guard750 = and i1 %top_p_off749, %not_greedy
  %3668 = trunc i64 %n_features to i32
  %umax = tail call i64 @llvm.umax.i64(i64 %index_bits, i64 1)
  %3669 = uitofp i32 %3668 to float
  %3670 = fcmp ult float %3669, %top_k319
  %.not2174 = icmp eq i64 %top_k, 0
  %3671 = icmp eq i64 %top_k, 0
  %3672 = select i1 %3671, i32 -65536, i32 0
  %candidate3391710 = or disjoint i32 %3672, 32768
  %3673 = mul i64 %row_begin, %n_features
  %3674 = shl i64 %3673, 2
  %3675 = add i64 %3674, %input_02297
  %3676 = sub i64 %scratch2296, %3675
  %3677 = mul i64 %n_features, -4
  %3678 = mul i64 %n_features, -4
  %3679 = shl i64 %row_begin, 2
  %3680 = sub i64 4, %3679
  %3681 = mul i64 %n_features, %3680
  %3682 = add i64 %3681, %scratch2296
  %3683 = sub i64 %3682, %input_02297
  %3684 = mul i64 %n_features, -4
  %3685 = mul i64 %row_begin, %n_features
  %3686 = shl i64 %3685, 2
  %3687 = add i64 %3686, %input_02297
  %3688 = sub i64 %scratch2296, %3687
  %3689 = mul i64 %n_features, -4
  %3690 = mul i64 %n_features, -4
  %3691 = shl i64 %row_begin, 2
  %3692 = sub i64 20, %3691
  %3693 = mul i64 %n_features, %3692
  %3694 = add i64 %3693, %scratch2296
  %3695 = sub i64 %3694, %input_02297
  %3696 = mul i64 %n_features, -4
  %3697 = sub i64 4, %3691
  %3698 = mul i64 %n_features, %3697
  %3699 = add i64 %3698, %scratch2296
  %3700 = sub i64 %3699, %input_02297
  %3701 = mul i64 %n_features, -4
  %3702 = mul i64 %row_begin, %n_features
  %3703 = shl i64 %3702, 2
  %3704 = add i64 %3703, %input_02297
  %3705 = sub i64 %scratch2296, %3704
  %3706 = mul i64 %n_features, -4
  %3707 = shl i64 %row_begin, 2
  %3708 = insertelement <4 x i64> poison, i64 %3707, i64 0
  %3709 = shufflevector <4 x i64> %3708, <4 x i64> poison, <4 x i32> zeroinitializer
  %3710 = sub <4 x i64> <i64 4, i64 8, i64 12, i64 16>, %3709
  %3711 = insertelement <4 x i64> poison, i64 %n_features, i64 0
  %3712 = shufflevector <4 x i64> %3711, <4 x i64> poison, <4 x i32> zeroinitializer
  %3713 = mul <4 x i64> %3712, %3710
  %3714 = insertelement <4 x i64> poison, i64 %scratch2296, i64 0
  %3715 = shufflevector <4 x i64> %3714, <4 x i64> poison, <4 x i32> zeroinitializer
  %3716 = add <4 x i64> %3713, %3715
  %3717 = insertelement <4 x i64> poison, i64 %input_02297, i64 0
  %3718 = shufflevector <4 x i64> %3717, <4 x i64> poison, <4 x i32> zeroinitializer
  %3719 = sub <4 x i64> %3716, %3718
  %3720 = insertelement <8 x float> poison, float %top_k319, i64 0
  %3721 = add i64 %blocks_end219, -1
  %3722 = lshr i64 %3721, 5
  %3723 = add nuw nsw i64 %3722, 1
  %3724 = add i64 %n_features, -1
  %min.iters.check4473 = icmp ult i64 %n_features, 8
  %3725 = and i64 %n_features, 4611686018427387896
  %diff.check4455 = icmp eq i64 %3725, 0
  %diff.check4456 = icmp ult i64 %.idx1047, 32
  %diff.check4458 = icmp ult i64 %.idx1048, 32
  %diff.check4460 = icmp ult i64 %.idx1049, 32
  %op.rdx4496 = or i1 %diff.check4458, %diff.check4460
  %invariant.op5435 = or i1 %diff.check4456, %op.rdx4496
  %n.vec4476 = and i64 %n_features, -8
  %broadcast.splatinsert4477 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat4478 = shufflevector <8 x float> %broadcast.splatinsert4477, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n4484 = icmp eq i64 %n_features, %n.vec4476
  %xtraiter4917 = and i64 %3723, 1
  %3726 = icmp eq i64 %3722, 0
  %unroll_iter4923 = and i64 %3723, 1152921504606846974
  %lcmp.mod4919.not = icmp eq i64 %xtraiter4917, 0
  %lcmp.mod4922 = icmp ne i64 %xtraiter4917, 0
  %xtraiter4925 = and i64 %3723, 1
  %3727 = icmp eq i64 %3722, 0
  %unroll_iter4931 = and i64 %3723, 1152921504606846974
  %lcmp.mod4927.not = icmp eq i64 %xtraiter4925, 0
  %lcmp.mod4930 = icmp ne i64 %xtraiter4925, 0
  %xtraiter4933 = and i64 %3723, 1
  %3728 = icmp eq i64 %3722, 0
  %unroll_iter4939 = and i64 %3723, 1152921504606846974
  %lcmp.mod4935.not = icmp eq i64 %xtraiter4933, 0
  %lcmp.mod4938 = icmp ne i64 %xtraiter4933, 0
  %xtraiter4941 = and i64 %3723, 1
  %3729 = icmp eq i64 %3722, 0
  %unroll_iter4947 = and i64 %3723, 1152921504606846974
  %lcmp.mod4943.not = icmp eq i64 %xtraiter4941, 0
  %lcmp.mod4946 = icmp ne i64 %xtraiter4941, 0
  %xtraiter4949 = and i64 %3723, 1
  %3730 = icmp eq i64 %3722, 0
  %unroll_iter4955 = and i64 %3723, 1152921504606846974
  %lcmp.mod4951.not = icmp eq i64 %xtraiter4949, 0
  %lcmp.mod4954 = icmp ne i64 %xtraiter4949, 0
  %min.iters.check4423 = icmp ult i64 %n_features, 4
  %min.iters.check4426 = icmp ult i64 %n_features, 32
  %n.mod.vf4429 = and i64 %n_features, 28
  %n.vec4430 = and i64 %n_features, -32
  %cmp.n4439 = icmp eq i64 %n_features, %n.vec4430
  %min.epilog.iters.check4443 = icmp eq i64 %n.mod.vf4429, 0
  %n.vec4446 = and i64 %n_features, -4
  %cmp.n4452 = icmp eq i64 %n_features, %n.vec4446
  %xtraiter4957 = and i64 %n_features, 1
  %lcmp.mod4958.not = icmp eq i64 %xtraiter4957, 0
  %min.iters.check4377 = icmp ult i64 %n_features, 4
  %min.iters.check4380 = icmp ult i64 %n_features, 32
  %n.mod.vf4383 = and i64 %n_features, 28
  %n.vec4384 = and i64 %n_features, -32
  %cmp.n4400 = icmp eq i64 %n_features, %n.vec4384
  %min.epilog.iters.check4405 = icmp eq i64 %n.mod.vf4383, 0
  %n.vec4408 = and i64 %n_features, -4
  %cmp.n4415 = icmp eq i64 %n_features, %n.vec4408
  %min.iters.check4331 = icmp ult i64 %n_features, 8
  %min.iters.check4334 = icmp ult i64 %n_features, 32
  %n.mod.vf4337 = and i64 %n_features, 24
  %n.vec4338 = and i64 %n_features, -32
  %cmp.n4356 = icmp eq i64 %n_features, %n.vec4338
  %min.epilog.iters.check4361 = icmp eq i64 %n.mod.vf4337, 0
  %n.vec4364 = and i64 %n_features, -8
  %cmp.n4373 = icmp eq i64 %n_features, %n.vec4364
  %min.iters.check4285 = icmp ult i64 %n_features, 8
  %min.iters.check4288 = icmp ult i64 %n_features, 32
  %n.mod.vf4291 = and i64 %n_features, 24
  %n.vec4292 = and i64 %n_features, -32
  %cmp.n4310 = icmp eq i64 %n_features, %n.vec4292
  %min.epilog.iters.check4315 = icmp eq i64 %n.mod.vf4291, 0
  %n.vec4318 = and i64 %n_features, -8
  %cmp.n4327 = icmp eq i64 %n_features, %n.vec4318
  %min.iters.check4239 = icmp ult i64 %n_features, 8
  %min.iters.check4242 = icmp ult i64 %n_features, 32
  %n.mod.vf4245 = and i64 %n_features, 24
  %n.vec4246 = and i64 %n_features, -32
  %cmp.n4264 = icmp eq i64 %n_features, %n.vec4246
  %min.epilog.iters.check4269 = icmp eq i64 %n.mod.vf4245, 0
  %n.vec4272 = and i64 %n_features, -8
  %cmp.n4281 = icmp eq i64 %n_features, %n.vec4272
  %min.iters.check4193 = icmp ult i64 %n_features, 8
  %min.iters.check4196 = icmp ult i64 %n_features, 32
  %n.mod.vf4199 = and i64 %n_features, 24
  %n.vec4200 = and i64 %n_features, -32
  %cmp.n4218 = icmp eq i64 %n_features, %n.vec4200
  %min.epilog.iters.check4223 = icmp eq i64 %n.mod.vf4199, 0
  %n.vec4226 = and i64 %n_features, -8
  %cmp.n4235 = icmp eq i64 %n_features, %n.vec4226
  %min.iters.check4147 = icmp ult i64 %n_features, 8
  %min.iters.check4150 = icmp ult i64 %n_features, 32
  %n.mod.vf4153 = and i64 %n_features, 24
  %n.vec4154 = and i64 %n_features, -32
  %cmp.n4172 = icmp eq i64 %n_features, %n.vec4154
  %min.epilog.iters.check4177 = icmp eq i64 %n.mod.vf4153, 0
  %n.vec4180 = and i64 %n_features, -8
  %cmp.n4189 = icmp eq i64 %n_features, %n.vec4180
  %min.iters.check4101 = icmp ult i64 %n_features, 8
  %min.iters.check4104 = icmp ult i64 %n_features, 32
  %n.mod.vf4107 = and i64 %n_features, 24
  %n.vec4108 = and i64 %n_features, -32
  %cmp.n4126 = icmp eq i64 %n_features, %n.vec4108
  %min.epilog.iters.check4131 = icmp eq i64 %n.mod.vf4107, 0
  %n.vec4134 = and i64 %n_features, -8
  %cmp.n4143 = icmp eq i64 %n_features, %n.vec4134
  %min.iters.check4055 = icmp ult i64 %n_features, 8
  %min.iters.check4058 = icmp ult i64 %n_features, 32
  %n.mod.vf4061 = and i64 %n_features, 24
  %n.vec4062 = and i64 %n_features, -32
  %cmp.n4080 = icmp eq i64 %n_features, %n.vec4062
  %min.epilog.iters.check4085 = icmp eq i64 %n.mod.vf4061, 0
  %n.vec4088 = and i64 %n_features, -8
  %cmp.n4097 = icmp eq i64 %n_features, %n.vec4088
  %min.iters.check4009 = icmp ult i64 %n_features, 8
  %min.iters.check4012 = icmp ult i64 %n_features, 32
  %n.mod.vf4015 = and i64 %n_features, 24
  %n.vec4016 = and i64 %n_features, -32
  %cmp.n4034 = icmp eq i64 %n_features, %n.vec4016
  %min.epilog.iters.check4039 = icmp eq i64 %n.mod.vf4015, 0
  %n.vec4042 = and i64 %n_features, -8
  %cmp.n4051 = icmp eq i64 %n_features, %n.vec4042
  %min.iters.check3963 = icmp ult i64 %n_features, 8
  %min.iters.check3966 = icmp ult i64 %n_features, 32
  %n.mod.vf3969 = and i64 %n_features, 24
  %n.vec3970 = and i64 %n_features, -32
  %cmp.n3988 = icmp eq i64 %n_features, %n.vec3970
  %min.epilog.iters.check3993 = icmp eq i64 %n.mod.vf3969, 0
  %n.vec3996 = and i64 %n_features, -8
  %cmp.n4005 = icmp eq i64 %n_features, %n.vec3996
  %min.iters.check3917 = icmp ult i64 %n_features, 8
  %min.iters.check3920 = icmp ult i64 %n_features, 32
  %n.mod.vf3923 = and i64 %n_features, 24
  %n.vec3924 = and i64 %n_features, -32
  %cmp.n3942 = icmp eq i64 %n_features, %n.vec3924
  %min.epilog.iters.check3947 = icmp eq i64 %n.mod.vf3923, 0
  %n.vec3950 = and i64 %n_features, -8
  %cmp.n3959 = icmp eq i64 %n_features, %n.vec3950
  %min.iters.check3871 = icmp ult i64 %n_features, 8
  %min.iters.check3874 = icmp ult i64 %n_features, 32
  %n.mod.vf3877 = and i64 %n_features, 24
  %n.vec3878 = and i64 %n_features, -32
  %cmp.n3896 = icmp eq i64 %n_features, %n.vec3878
  %min.epilog.iters.check3901 = icmp eq i64 %n.mod.vf3877, 0
  %n.vec3904 = and i64 %n_features, -8
  %cmp.n3913 = icmp eq i64 %n_features, %n.vec3904
  %min.iters.check3825 = icmp ult i64 %n_features, 8
  %min.iters.check3828 = icmp ult i64 %n_features, 32
  %n.mod.vf3831 = and i64 %n_features, 24
  %n.vec3832 = and i64 %n_features, -32
  %cmp.n3850 = icmp eq i64 %n_features, %n.vec3832
  %min.epilog.iters.check3855 = icmp eq i64 %n.mod.vf3831, 0
  %n.vec3858 = and i64 %n_features, -8
  %cmp.n3867 = icmp eq i64 %n_features, %n.vec3858
  %min.iters.check3779 = icmp ult i64 %n_features, 8
  %min.iters.check3782 = icmp ult i64 %n_features, 32
  %n.mod.vf3785 = and i64 %n_features, 24
  %n.vec3786 = and i64 %n_features, -32
  %cmp.n3804 = icmp eq i64 %n_features, %n.vec3786
  %min.epilog.iters.check3809 = icmp eq i64 %n.mod.vf3785, 0
  %n.vec3812 = and i64 %n_features, -8
  %cmp.n3821 = icmp eq i64 %n_features, %n.vec3812
  %min.iters.check3733 = icmp ult i64 %n_features, 8
  %min.iters.check3736 = icmp ult i64 %n_features, 32
  %n.mod.vf3739 = and i64 %n_features, 24
  %n.vec3740 = and i64 %n_features, -32
  %cmp.n3758 = icmp eq i64 %n_features, %n.vec3740
  %min.epilog.iters.check3763 = icmp eq i64 %n.mod.vf3739, 0
  %n.vec3766 = and i64 %n_features, -8
  %cmp.n3775 = icmp eq i64 %n_features, %n.vec3766
  %min.iters.check3687 = icmp ult i64 %n_features, 8
  %min.iters.check3690 = icmp ult i64 %n_features, 32
  %n.mod.vf3693 = and i64 %n_features, 24
  %n.vec3694 = and i64 %n_features, -32
  %cmp.n3712 = icmp eq i64 %n_features, %n.vec3694
  %min.epilog.iters.check3717 = icmp eq i64 %n.mod.vf3693, 0
  %n.vec3720 = and i64 %n_features, -8
  %cmp.n3729 = icmp eq i64 %n_features, %n.vec3720
  %broadcast.splatinsert2840 = insertelement <8 x i64> poison, i64 %mask, i64 0
  %broadcast.splat2841 = shufflevector <8 x i64> %broadcast.splatinsert2840, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2874 = insertelement <8 x i64> poison, i64 %mask, i64 0
  %broadcast.splat2875 = shufflevector <8 x i64> %broadcast.splatinsert2874, <8 x i64> poison, <8 x i32> zeroinitializer
  %min.iters.check2780 = icmp ult i64 %n_features, 4
  %min.iters.check2783 = icmp ult i64 %n_features, 32
  %n.mod.vf2786 = and i64 %n_features, 28
  %n.vec2787 = and i64 %n_features, -32
  %cmp.n2805 = icmp eq i64 %n_features, %n.vec2787
  %min.epilog.iters.check2809 = icmp eq i64 %n.mod.vf2786, 0
  %n.vec2812 = and i64 %n_features, -4
  %cmp.n2827 = icmp eq i64 %n_features, %n.vec2812
  %xtraiter4962 = and i64 %n_features, 1
  %lcmp.mod4963.not = icmp eq i64 %xtraiter4962, 0
  %min.iters.check2681 = icmp ult i64 %n_features, 4
  %min.iters.check2684 = icmp ult i64 %n_features, 32
  %n.mod.vf2687 = and i64 %n_features, 28
  %n.vec2688 = and i64 %n_features, -32
  %broadcast.splatinsert2689 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat2690 = shufflevector <8 x float> %broadcast.splatinsert2689, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n2708 = icmp eq i64 %n_features, %n.vec2688
  %min.epilog.iters.check2712 = icmp eq i64 %n.mod.vf2687, 0
  %n.vec2715 = and i64 %n_features, -4
  %broadcast.splatinsert2716 = insertelement <4 x float> poison, float %inv_t, i64 0
  %broadcast.splat2717 = shufflevector <4 x float> %broadcast.splatinsert2716, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n2732 = icmp eq i64 %n_features, %n.vec2715
  %xtraiter4990 = and i64 %n_features, 1
  %lcmp.mod4991.not = icmp eq i64 %xtraiter4990, 0
  %xtraiter4993 = and i64 %3723, 1
  %3731 = icmp eq i64 %3722, 0
  %unroll_iter4999 = and i64 %3723, 1152921504606846974
  %lcmp.mod4995.not = icmp eq i64 %xtraiter4993, 0
  %lcmp.mod4998 = icmp ne i64 %xtraiter4993, 0
  %min.iters.check2657 = icmp ult i64 %n_features, 8
  %n.vec2660 = and i64 %n_features, -8
  %broadcast.splatinsert2661 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat2662 = shufflevector <8 x float> %broadcast.splatinsert2661, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n2676 = icmp eq i64 %n_features, %n.vec2660
  %xtraiter5001 = and i64 %n_features, 7
  %3732 = icmp ult i64 %3724, 7
  %unroll_iter5006 = and i64 %n_features, -8
  %lcmp.mod5003.not = icmp eq i64 %xtraiter5001, 0
  %lcmp.mod5005 = icmp ne i64 %xtraiter5001, 0
  %min.iters.check2631 = icmp ult i64 %n_features, 8
  %n.vec2634 = and i64 %n_features, -8
  %broadcast.splatinsert2637 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat2638 = shufflevector <8 x float> %broadcast.splatinsert2637, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n2652 = icmp eq i64 %n_features, %n.vec2634
  %xtraiter5008 = and i64 %n_features, 1
  %3733 = icmp eq i64 %3724, 0
  %unroll_iter5013 = and i64 %n_features, -2
  %lcmp.mod5010.not = icmp eq i64 %xtraiter5008, 0
  %lcmp.mod5012 = icmp ne i64 %xtraiter5008, 0
  %min.iters.check2576 = icmp ult i64 %n_features, 8
  %n.vec2579 = and i64 %n_features, -8
  %broadcast.splatinsert2584 = insertelement <8 x i64> poison, i64 %3651, i64 0
  %broadcast.splat2585 = shufflevector <8 x i64> %broadcast.splatinsert2584, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2590 = insertelement <8 x i64> poison, i64 %3654, i64 0
  %broadcast.splat2591 = shufflevector <8 x i64> %broadcast.splatinsert2590, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2594 = insertelement <8 x i64> poison, i64 %3656, i64 0
  %broadcast.splat2595 = shufflevector <8 x i64> %broadcast.splatinsert2594, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2596 = insertelement <8 x i64> poison, i64 %3657, i64 0
  %broadcast.splat2597 = shufflevector <8 x i64> %broadcast.splatinsert2596, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2598 = insertelement <8 x i64> poison, i64 %3658, i64 0
  %broadcast.splat2599 = shufflevector <8 x i64> %broadcast.splatinsert2598, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2600 = insertelement <8 x i64> poison, i64 %3659, i64 0
  %broadcast.splat2601 = shufflevector <8 x i64> %broadcast.splatinsert2600, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2602 = insertelement <8 x i64> poison, i64 %3660, i64 0
  %broadcast.splat2603 = shufflevector <8 x i64> %broadcast.splatinsert2602, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2604 = insertelement <8 x i64> poison, i64 %3661, i64 0
  %broadcast.splat2605 = shufflevector <8 x i64> %broadcast.splatinsert2604, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2606 = insertelement <8 x i64> poison, i64 %3662, i64 0
  %broadcast.splat2607 = shufflevector <8 x i64> %broadcast.splatinsert2606, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2608 = insertelement <8 x i64> poison, i64 %3663, i64 0
  %broadcast.splat2609 = shufflevector <8 x i64> %broadcast.splatinsert2608, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2610 = insertelement <8 x i64> poison, i64 %3664, i64 0
  %broadcast.splat2611 = shufflevector <8 x i64> %broadcast.splatinsert2610, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2612 = insertelement <8 x i64> poison, i64 %3665, i64 0
  %broadcast.splat2613 = shufflevector <8 x i64> %broadcast.splatinsert2612, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2614 = insertelement <8 x i64> poison, i64 %3666, i64 0
  %broadcast.splat2615 = shufflevector <8 x i64> %broadcast.splatinsert2614, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2616 = insertelement <8 x i32> poison, i32 %3667, i64 0
  %broadcast.splat2617 = shufflevector <8 x i32> %broadcast.splatinsert2616, <8 x i32> poison, <8 x i32> zeroinitializer
  %.scalar4509 = xor i64 %3652, %3649
  %.scalar4510 = and i64 %.scalar4509, 4294967295
  %3734 = insertelement <8 x i64> poison, i64 %.scalar4510, i64 0
  %.masked4487 = shufflevector <8 x i64> %3734, <8 x i64> poison, <8 x i32> zeroinitializer
  %cmp.n2624 = icmp eq i64 %n_features, %n.vec2579
  %invariant.op5427 = xor i64 %3649, %3652
  %min.iters.check2564 = icmp ult i64 %n_features, 8
  %n.vec2567 = and i64 %n_features, -8
  %cmp.n2573 = icmp eq i64 %n_features, %n.vec2567
  %min.iters.check2535 = icmp ult i64 %n_features, 8
  %n.vec2538 = and i64 %n_features, -8
  %broadcast.splatinsert2539 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat2540 = shufflevector <8 x float> %broadcast.splatinsert2539, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n2561 = icmp eq i64 %n_features, %n.vec2538
  %xtraiter5040 = and i64 %3723, 1
  %3735 = icmp eq i64 %3722, 0
  %unroll_iter5046 = and i64 %3723, 1152921504606846974
  %lcmp.mod5042.not = icmp eq i64 %xtraiter5040, 0
  %lcmp.mod5045 = icmp ne i64 %xtraiter5040, 0
  %invariant.op5429 = xor i64 %3649, %3652
  %invariant.op5431 = xor i64 %3649, %3652
  %min.iters.check2482 = icmp ult i64 %n_features, 8
  %n.vec2485 = and i64 %n_features, -8
  %broadcast.splatinsert2490 = insertelement <8 x i64> poison, i64 %3651, i64 0
  %broadcast.splat2491 = shufflevector <8 x i64> %broadcast.splatinsert2490, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2496 = insertelement <8 x i64> poison, i64 %3654, i64 0
  %broadcast.splat2497 = shufflevector <8 x i64> %broadcast.splatinsert2496, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2500 = insertelement <8 x i64> poison, i64 %3656, i64 0
  %broadcast.splat2501 = shufflevector <8 x i64> %broadcast.splatinsert2500, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2502 = insertelement <8 x i64> poison, i64 %3657, i64 0
  %broadcast.splat2503 = shufflevector <8 x i64> %broadcast.splatinsert2502, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2504 = insertelement <8 x i64> poison, i64 %3658, i64 0
  %broadcast.splat2505 = shufflevector <8 x i64> %broadcast.splatinsert2504, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2506 = insertelement <8 x i64> poison, i64 %3659, i64 0
  %broadcast.splat2507 = shufflevector <8 x i64> %broadcast.splatinsert2506, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2508 = insertelement <8 x i64> poison, i64 %3660, i64 0
  %broadcast.splat2509 = shufflevector <8 x i64> %broadcast.splatinsert2508, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2510 = insertelement <8 x i64> poison, i64 %3661, i64 0
  %broadcast.splat2511 = shufflevector <8 x i64> %broadcast.splatinsert2510, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2512 = insertelement <8 x i64> poison, i64 %3662, i64 0
  %broadcast.splat2513 = shufflevector <8 x i64> %broadcast.splatinsert2512, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2514 = insertelement <8 x i64> poison, i64 %3663, i64 0
  %broadcast.splat2515 = shufflevector <8 x i64> %broadcast.splatinsert2514, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2516 = insertelement <8 x i64> poison, i64 %3664, i64 0
  %broadcast.splat2517 = shufflevector <8 x i64> %broadcast.splatinsert2516, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2518 = insertelement <8 x i64> poison, i64 %3665, i64 0
  %broadcast.splat2519 = shufflevector <8 x i64> %broadcast.splatinsert2518, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2520 = insertelement <8 x i64> poison, i64 %3666, i64 0
  %broadcast.splat2521 = shufflevector <8 x i64> %broadcast.splatinsert2520, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2522 = insertelement <8 x i32> poison, i32 %3667, i64 0
  %broadcast.splat2523 = shufflevector <8 x i32> %broadcast.splatinsert2522, <8 x i32> poison, <8 x i32> zeroinitializer
  %.scalar4519 = xor i64 %3652, %3649
  %.scalar4520 = and i64 %.scalar4519, 4294967295
  %3736 = insertelement <8 x i64> poison, i64 %.scalar4520, i64 0
  %.masked4489 = shufflevector <8 x i64> %3736, <8 x i64> poison, <8 x i32> zeroinitializer
  %cmp.n2530 = icmp eq i64 %n_features, %n.vec2485
  %invariant.op5433 = xor i64 %3649, %3652
  %min.iters.check2470 = icmp ult i64 %n_features, 8
  %n.vec2473 = and i64 %n_features, -8
  %cmp.n2479 = icmp eq i64 %n_features, %n.vec2473
  %min.iters.check2414 = icmp ult i64 %n_features, 4
  %min.iters.check2417 = icmp ult i64 %n_features, 32
  %n.mod.vf2420 = and i64 %n_features, 28
  %n.vec2421 = and i64 %n_features, -32
  %broadcast.splatinsert2422 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat2423 = shufflevector <8 x float> %broadcast.splatinsert2422, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n2442 = icmp eq i64 %n_features, %n.vec2421
  %min.epilog.iters.check2446 = icmp eq i64 %n.mod.vf2420, 0
  %n.vec2449 = and i64 %n_features, -4
  %broadcast.splatinsert2450 = insertelement <4 x float> poison, float %inv_t, i64 0
  %broadcast.splat2451 = shufflevector <4 x float> %broadcast.splatinsert2450, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n2467 = icmp eq i64 %n_features, %n.vec2449
  %xtraiter5066 = and i64 %n_features, 1
  %lcmp.mod5067.not = icmp eq i64 %xtraiter5066, 0
  %xtraiter5069 = and i64 %3723, 1
  %3737 = icmp eq i64 %3722, 0
  %unroll_iter5075 = and i64 %3723, 1152921504606846974
  %lcmp.mod5071.not = icmp eq i64 %xtraiter5069, 0
  %lcmp.mod5074 = icmp ne i64 %xtraiter5069, 0
  br label %row.body

rows.done:                                        ; preds = %guard.done753, %span.whole.done
  ret void

row.body:                                         ; preds = %row.body.lr.ph, %guard.done753
  %indvar = phi i64 [ 0, %row.body.lr.ph ], [ %indvar.next, %guard.done753 ]
  %row1353 = phi i64 [ %row_begin, %row.body.lr.ph ], [ %10311, %guard.done753 ]
  %3738 = mul i64 %3706, %indvar
  %3739 = add i64 %3705, %3738
  %3740 = insertelement <4 x i64> poison, i64 %3738, i64 0
  %3741 = shufflevector <4 x i64> %3740, <4 x i64> poison, <4 x i32> zeroinitializer
  %3742 = add <4 x i64> %3719, %3741
  %3743 = mul i64 %3701, %indvar
  %3744 = add i64 %3700, %3743
  %3745 = add i64 %3705, %3743
  %3746 = mul i64 %3696, %indvar
  %3747 = add i64 %3695, %3746
  %3748 = mul i64 %3690, %indvar
  %3749 = add i64 %3688, %3748
  %3750 = mul i64 %3689, %indvar
  %3751 = add i64 %3688, %3750
  %3752 = mul i64 %3684, %indvar
  %3753 = add i64 %3683, %3752
  %3754 = add i64 %3688, %3752
  %3755 = mul i64 %3678, %indvar
  %3756 = add i64 %3676, %3755
  %3757 = mul i64 %3677, %indvar
  %3758 = add i64 %3676, %3757
  %row_offset206 = mul i64 %row1353, %n_features
  %id_ptr207 = getelementptr inbounds i64, ptr %out_0, i64 %row1353
  %3759 = getelementptr inbounds float, ptr %input_0, i64 %row_offset206
  %3760 = getelementptr inbounds float, ptr %status, i64 %row1353
  br i1 %.not1376, label %max_block.exit222, label %feature.body209.preheader

feature.body209.preheader:                        ; preds = %row.body
  br i1 %min.iters.check4473, label %feature.body209.preheader4534, label %vector.memcheck4454

vector.memcheck4454:                              ; preds = %feature.body209.preheader
  %diff.check4462 = icmp ult i64 %3739, 32
  %3761 = icmp ult <4 x i64> %3742, splat (i64 32)
  %3762 = bitcast <4 x i1> %3761 to i4
  %3763 = icmp ne i4 %3762, 0
  %op.rdx4497 = or i1 %diff.check4462, %diff.check4455
  %op.rdx4498.reass = or i1 %3763, %invariant.op5435
  %op.rdx4499 = or i1 %op.rdx4498.reass, %op.rdx4497
  br i1 %op.rdx4499, label %feature.body209.preheader4534, label %vector.body4479

vector.body4479:                                  ; preds = %vector.memcheck4454, %vector.body4479
  %index4480 = phi i64 [ %index.next4482, %vector.body4479 ], [ 0, %vector.memcheck4454 ]
  %3764 = getelementptr inbounds float, ptr %3759, i64 %index4480
  %wide.load4481 = load <8 x float>, ptr %3764, align 4
  %3765 = fcmp uno <8 x float> %wide.load4481, zeroinitializer
  %3766 = select <8 x i1> %3765, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3767 = fcmp oeq <8 x float> %wide.load4481, splat (float 0x7FF0000000000000)
  %3768 = select <8 x i1> %3767, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3769 = fmul <8 x float> %broadcast.splat4478, %wide.load4481
  %3770 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3769)
  %3771 = fcmp oeq <8 x float> %3770, splat (float 0x7FF0000000000000)
  %3772 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %wide.load4481)
  %3773 = fcmp one <8 x float> %3772, splat (float 0x7FF0000000000000)
  %3774 = select <8 x i1> %3771, <8 x i1> %3773, <8 x i1> zeroinitializer
  %3775 = select <8 x i1> %3774, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3776 = getelementptr inbounds float, ptr %scratch, i64 %index4480
  store <8 x float> %3766, ptr %3776, align 4
  %3777 = getelementptr float, ptr %3636, i64 %index4480
  store <8 x float> %3768, ptr %3777, align 4
  %3778 = getelementptr float, ptr %3637, i64 %index4480
  store <8 x float> %wide.load4481, ptr %3778, align 4
  %3779 = getelementptr float, ptr %3638, i64 %index4480
  store <8 x float> %wide.load4481, ptr %3779, align 4
  %3780 = getelementptr float, ptr %3639, i64 %index4480
  store <8 x float> %3775, ptr %3780, align 4
  %index.next4482 = add nuw i64 %index4480, 8
  %3781 = icmp eq i64 %index.next4482, %n.vec4476
  br i1 %3781, label %middle.block4483, label %vector.body4479, !llvm.loop !19

middle.block4483:                                 ; preds = %vector.body4479
  br i1 %cmp.n4484, label %feature.exit210, label %feature.body209.preheader4534

feature.body209.preheader4534:                    ; preds = %vector.memcheck4454, %feature.body209.preheader, %middle.block4483
  %feature2111153.ph = phi i64 [ 0, %vector.memcheck4454 ], [ 0, %feature.body209.preheader ], [ %n.vec4476, %middle.block4483 ]
  br label %feature.body209

feature.body209:                                  ; preds = %feature.body209.preheader4534, %feature.body209
  %feature2111153 = phi i64 [ %3800, %feature.body209 ], [ %feature2111153.ph, %feature.body209.preheader4534 ]
  %3782 = getelementptr inbounds float, ptr %3759, i64 %feature2111153
  %3783 = load float, ptr %3782, align 4
  %3784 = fcmp uno float %3783, 0.000000e+00
  %3785 = select i1 %3784, float 1.000000e+00, float 0.000000e+00
  %3786 = fcmp oeq float %3783, 0x7FF0000000000000
  %3787 = select i1 %3786, float 1.000000e+00, float 0.000000e+00
  %3788 = fmul float %inv_t, %3783
  %3789 = tail call float @llvm.fabs.f32(float %3788)
  %3790 = fcmp oeq float %3789, 0x7FF0000000000000
  %3791 = tail call float @llvm.fabs.f32(float %3783)
  %3792 = fcmp one float %3791, 0x7FF0000000000000
  %3793 = select i1 %3790, i1 %3792, i1 false
  %3794 = select i1 %3793, float 1.000000e+00, float 0.000000e+00
  %3795 = getelementptr inbounds float, ptr %scratch, i64 %feature2111153
  store float %3785, ptr %3795, align 4
  %3796 = getelementptr float, ptr %3636, i64 %feature2111153
  store float %3787, ptr %3796, align 4
  %3797 = getelementptr float, ptr %3637, i64 %feature2111153
  store float %3783, ptr %3797, align 4
  %3798 = getelementptr float, ptr %3638, i64 %feature2111153
  store float %3783, ptr %3798, align 4
  %3799 = getelementptr float, ptr %3639, i64 %feature2111153
  store float %3794, ptr %3799, align 4
  %3800 = add nuw i64 %feature2111153, 1
  %exitcond1525.not = icmp eq i64 %3800, %n_features
  br i1 %exitcond1525.not, label %feature.exit210, label %feature.body209, !llvm.loop !20

feature.exit210:                                  ; preds = %feature.body209, %middle.block4483
  br i1 %.not1377, label %max_block.exit222, label %max_block.body221.preheader

max_block.body221.preheader:                      ; preds = %feature.exit210
  br i1 %3726, label %max_block.body221.epil.preheader, label %max_block.body221

max_block.body221:                                ; preds = %max_block.body221.preheader, %max_block.body221
  %max_block2231156 = phi i64 [ %3822, %max_block.body221 ], [ 0, %max_block.body221.preheader ]
  %max_best217.01155 = phi <32 x float> [ %3817, %max_block.body221 ], [ splat (float 0xFFF0000000000000), %max_block.body221.preheader ]
  %max_index218.01154 = phi <32 x i64> [ %3821, %max_block.body221 ], [ zeroinitializer, %max_block.body221.preheader ]
  %niter4924 = phi i64 [ %niter4924.next.1, %max_block.body221 ], [ 0, %max_block.body221.preheader ]
  %3801 = getelementptr inbounds float, ptr %scratch, i64 %max_block2231156
  %block224 = load <32 x float>, ptr %3801, align 4
  %3802 = fcmp ogt <32 x float> %block224, %max_best217.01155
  %3803 = fcmp uno <32 x float> %block224, zeroinitializer
  %3804 = fcmp ord <32 x float> %max_best217.01155, zeroinitializer
  %3805 = and <32 x i1> %3804, %3803
  %take225 = or <32 x i1> %3802, %3805
  %3806 = select <32 x i1> %take225, <32 x float> %block224, <32 x float> %max_best217.01155
  %3807 = insertelement <32 x i64> poison, i64 %max_block2231156, i64 0
  %3808 = shufflevector <32 x i64> %3807, <32 x i64> poison, <32 x i32> zeroinitializer
  %3809 = or disjoint <32 x i64> %3808, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %3810 = select <32 x i1> %take225, <32 x i64> %3809, <32 x i64> %max_index218.01154
  %3811 = or disjoint i64 %max_block2231156, 32
  %3812 = getelementptr inbounds float, ptr %scratch, i64 %3811
  %block224.1 = load <32 x float>, ptr %3812, align 4
  %3813 = fcmp ogt <32 x float> %block224.1, %3806
  %3814 = fcmp uno <32 x float> %block224.1, zeroinitializer
  %3815 = fcmp ord <32 x float> %3806, zeroinitializer
  %3816 = and <32 x i1> %3815, %3814
  %take225.1 = or <32 x i1> %3813, %3816
  %3817 = select <32 x i1> %take225.1, <32 x float> %block224.1, <32 x float> %3806
  %3818 = insertelement <32 x i64> poison, i64 %3811, i64 0
  %3819 = shufflevector <32 x i64> %3818, <32 x i64> poison, <32 x i32> zeroinitializer
  %3820 = or disjoint <32 x i64> %3819, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %3821 = select <32 x i1> %take225.1, <32 x i64> %3820, <32 x i64> %3810
  %3822 = add nuw i64 %max_block2231156, 64
  %niter4924.next.1 = add i64 %niter4924, 2
  %niter4924.ncmp.1.not = icmp eq i64 %niter4924.next.1, %unroll_iter4923
  br i1 %niter4924.ncmp.1.not, label %max_block.exit222.loopexit.unr-lcssa, label %max_block.body221

max_block.exit222.loopexit.unr-lcssa:             ; preds = %max_block.body221
  br i1 %lcmp.mod4919.not, label %max_block.exit222, label %max_block.body221.epil.preheader

max_block.body221.epil.preheader:                 ; preds = %max_block.exit222.loopexit.unr-lcssa, %max_block.body221.preheader
  %max_block2231156.epil.init = phi i64 [ 0, %max_block.body221.preheader ], [ %3822, %max_block.exit222.loopexit.unr-lcssa ]
  %max_best217.01155.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body221.preheader ], [ %3817, %max_block.exit222.loopexit.unr-lcssa ]
  %max_index218.01154.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body221.preheader ], [ %3821, %max_block.exit222.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4922)
  %3823 = getelementptr inbounds float, ptr %scratch, i64 %max_block2231156.epil.init
  %block224.epil = load <32 x float>, ptr %3823, align 4
  %3824 = fcmp ogt <32 x float> %block224.epil, %max_best217.01155.epil.init
  %3825 = fcmp uno <32 x float> %block224.epil, zeroinitializer
  %3826 = fcmp ord <32 x float> %max_best217.01155.epil.init, zeroinitializer
  %3827 = and <32 x i1> %3826, %3825
  %take225.epil = or <32 x i1> %3824, %3827
  %3828 = select <32 x i1> %take225.epil, <32 x float> %block224.epil, <32 x float> %max_best217.01155.epil.init
  %3829 = insertelement <32 x i64> poison, i64 %max_block2231156.epil.init, i64 0
  %3830 = shufflevector <32 x i64> %3829, <32 x i64> poison, <32 x i32> zeroinitializer
  %3831 = or disjoint <32 x i64> %3830, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %3832 = select <32 x i1> %take225.epil, <32 x i64> %3831, <32 x i64> %max_index218.01154.epil.init
  br label %max_block.exit222

max_block.exit222:                                ; preds = %max_block.body221.epil.preheader, %max_block.exit222.loopexit.unr-lcssa, %row.body, %feature.exit210
  %max_index218.0.lcssa = phi <32 x i64> [ zeroinitializer, %feature.exit210 ], [ zeroinitializer, %row.body ], [ %3821, %max_block.exit222.loopexit.unr-lcssa ], [ %3832, %max_block.body221.epil.preheader ]
  %max_best217.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %feature.exit210 ], [ splat (float 0xFFF0000000000000), %row.body ], [ %3817, %max_block.exit222.loopexit.unr-lcssa ], [ %3828, %max_block.body221.epil.preheader ]
  %3833 = extractelement <32 x float> %max_best217.0.lcssa, i64 0
  %3834 = extractelement <32 x i64> %max_index218.0.lcssa, i64 0
  %3835 = fcmp une float %3833, 0xFFF0000000000000
  %3836 = select i1 %3835, i64 %3834, i64 0
  %3837 = extractelement <32 x float> %max_best217.0.lcssa, i64 1
  %3838 = extractelement <32 x i64> %max_index218.0.lcssa, i64 1
  %3839 = fcmp uno float %3837, 0.000000e+00
  %3840 = fcmp ord float %3833, 0.000000e+00
  %3841 = icmp ult i64 %3838, %3836
  %3842 = fcmp ogt float %3837, %3833
  %3843 = fcmp oeq float %3837, %3833
  %3844 = or i1 %3840, %3841
  %3845 = and i1 %3843, %3841
  %3846 = or i1 %3842, %3845
  %3847 = select i1 %3839, i1 %3844, i1 %3846
  %3848 = select i1 %3847, float %3837, float %3833
  %3849 = select i1 %3847, i64 %3838, i64 %3836
  %3850 = extractelement <32 x float> %max_best217.0.lcssa, i64 2
  %3851 = extractelement <32 x i64> %max_index218.0.lcssa, i64 2
  %3852 = fcmp uno float %3850, 0.000000e+00
  %3853 = fcmp ord float %3848, 0.000000e+00
  %3854 = icmp ult i64 %3851, %3849
  %3855 = fcmp ogt float %3850, %3848
  %3856 = fcmp oeq float %3850, %3848
  %3857 = or i1 %3853, %3854
  %3858 = and i1 %3856, %3854
  %3859 = or i1 %3855, %3858
  %3860 = select i1 %3852, i1 %3857, i1 %3859
  %3861 = select i1 %3860, float %3850, float %3848
  %3862 = select i1 %3860, i64 %3851, i64 %3849
  %3863 = extractelement <32 x float> %max_best217.0.lcssa, i64 3
  %3864 = extractelement <32 x i64> %max_index218.0.lcssa, i64 3
  %3865 = fcmp uno float %3863, 0.000000e+00
  %3866 = fcmp ord float %3861, 0.000000e+00
  %3867 = icmp ult i64 %3864, %3862
  %3868 = fcmp ogt float %3863, %3861
  %3869 = fcmp oeq float %3863, %3861
  %3870 = or i1 %3866, %3867
  %3871 = and i1 %3869, %3867
  %3872 = or i1 %3868, %3871
  %3873 = select i1 %3865, i1 %3870, i1 %3872
  %3874 = select i1 %3873, float %3863, float %3861
  %3875 = select i1 %3873, i64 %3864, i64 %3862
  %3876 = extractelement <32 x float> %max_best217.0.lcssa, i64 4
  %3877 = extractelement <32 x i64> %max_index218.0.lcssa, i64 4
  %3878 = fcmp uno float %3876, 0.000000e+00
  %3879 = fcmp ord float %3874, 0.000000e+00
  %3880 = icmp ult i64 %3877, %3875
  %3881 = fcmp ogt float %3876, %3874
  %3882 = fcmp oeq float %3876, %3874
  %3883 = or i1 %3879, %3880
  %3884 = and i1 %3882, %3880
  %3885 = or i1 %3881, %3884
  %3886 = select i1 %3878, i1 %3883, i1 %3885
  %3887 = select i1 %3886, float %3876, float %3874
  %3888 = select i1 %3886, i64 %3877, i64 %3875
  %3889 = extractelement <32 x float> %max_best217.0.lcssa, i64 5
  %3890 = extractelement <32 x i64> %max_index218.0.lcssa, i64 5
  %3891 = fcmp uno float %3889, 0.000000e+00
  %3892 = fcmp ord float %3887, 0.000000e+00
  %3893 = icmp ult i64 %3890, %3888
  %3894 = fcmp ogt float %3889, %3887
  %3895 = fcmp oeq float %3889, %3887
  %3896 = or i1 %3892, %3893
  %3897 = and i1 %3895, %3893
  %3898 = or i1 %3894, %3897
  %3899 = select i1 %3891, i1 %3896, i1 %3898
  %3900 = select i1 %3899, float %3889, float %3887
  %3901 = select i1 %3899, i64 %3890, i64 %3888
  %3902 = extractelement <32 x float> %max_best217.0.lcssa, i64 6
  %3903 = extractelement <32 x i64> %max_index218.0.lcssa, i64 6
  %3904 = fcmp uno float %3902, 0.000000e+00
  %3905 = fcmp ord float %3900, 0.000000e+00
  %3906 = icmp ult i64 %3903, %3901
  %3907 = fcmp ogt float %3902, %3900
  %3908 = fcmp oeq float %3902, %3900
  %3909 = or i1 %3905, %3906
  %3910 = and i1 %3908, %3906
  %3911 = or i1 %3907, %3910
  %3912 = select i1 %3904, i1 %3909, i1 %3911
  %3913 = select i1 %3912, float %3902, float %3900
  %3914 = select i1 %3912, i64 %3903, i64 %3901
  %3915 = extractelement <32 x float> %max_best217.0.lcssa, i64 7
  %3916 = extractelement <32 x i64> %max_index218.0.lcssa, i64 7
  %3917 = fcmp uno float %3915, 0.000000e+00
  %3918 = fcmp ord float %3913, 0.000000e+00
  %3919 = icmp ult i64 %3916, %3914
  %3920 = fcmp ogt float %3915, %3913
  %3921 = fcmp oeq float %3915, %3913
  %3922 = or i1 %3918, %3919
  %3923 = and i1 %3921, %3919
  %3924 = or i1 %3920, %3923
  %3925 = select i1 %3917, i1 %3922, i1 %3924
  %3926 = select i1 %3925, float %3915, float %3913
  %3927 = select i1 %3925, i64 %3916, i64 %3914
  %3928 = extractelement <32 x float> %max_best217.0.lcssa, i64 8
  %3929 = extractelement <32 x i64> %max_index218.0.lcssa, i64 8
  %3930 = fcmp uno float %3928, 0.000000e+00
  %3931 = fcmp ord float %3926, 0.000000e+00
  %3932 = icmp ult i64 %3929, %3927
  %3933 = fcmp ogt float %3928, %3926
  %3934 = fcmp oeq float %3928, %3926
  %3935 = or i1 %3931, %3932
  %3936 = and i1 %3934, %3932
  %3937 = or i1 %3933, %3936
  %3938 = select i1 %3930, i1 %3935, i1 %3937
  %3939 = select i1 %3938, float %3928, float %3926
  %3940 = select i1 %3938, i64 %3929, i64 %3927
  %3941 = extractelement <32 x float> %max_best217.0.lcssa, i64 9
  %3942 = extractelement <32 x i64> %max_index218.0.lcssa, i64 9
  %3943 = fcmp uno float %3941, 0.000000e+00
  %3944 = fcmp ord float %3939, 0.000000e+00
  %3945 = icmp ult i64 %3942, %3940
  %3946 = fcmp ogt float %3941, %3939
  %3947 = fcmp oeq float %3941, %3939
  %3948 = or i1 %3944, %3945
  %3949 = and i1 %3947, %3945
  %3950 = or i1 %3946, %3949
  %3951 = select i1 %3943, i1 %3948, i1 %3950
  %3952 = select i1 %3951, float %3941, float %3939
  %3953 = select i1 %3951, i64 %3942, i64 %3940
  %3954 = extractelement <32 x float> %max_best217.0.lcssa, i64 10
  %3955 = extractelement <32 x i64> %max_index218.0.lcssa, i64 10
  %3956 = fcmp uno float %3954, 0.000000e+00
  %3957 = fcmp ord float %3952, 0.000000e+00
  %3958 = icmp ult i64 %3955, %3953
  %3959 = fcmp ogt float %3954, %3952
  %3960 = fcmp oeq float %3954, %3952
  %3961 = or i1 %3957, %3958
  %3962 = and i1 %3960, %3958
  %3963 = or i1 %3959, %3962
  %3964 = select i1 %3956, i1 %3961, i1 %3963
  %3965 = select i1 %3964, float %3954, float %3952
  %3966 = select i1 %3964, i64 %3955, i64 %3953
  %3967 = extractelement <32 x float> %max_best217.0.lcssa, i64 11
  %3968 = extractelement <32 x i64> %max_index218.0.lcssa, i64 11
  %3969 = fcmp uno float %3967, 0.000000e+00
  %3970 = fcmp ord float %3965, 0.000000e+00
  %3971 = icmp ult i64 %3968, %3966
  %3972 = fcmp ogt float %3967, %3965
  %3973 = fcmp oeq float %3967, %3965
  %3974 = or i1 %3970, %3971
  %3975 = and i1 %3973, %3971
  %3976 = or i1 %3972, %3975
  %3977 = select i1 %3969, i1 %3974, i1 %3976
  %3978 = select i1 %3977, float %3967, float %3965
  %3979 = select i1 %3977, i64 %3968, i64 %3966
  %3980 = extractelement <32 x float> %max_best217.0.lcssa, i64 12
  %3981 = extractelement <32 x i64> %max_index218.0.lcssa, i64 12
  %3982 = fcmp uno float %3980, 0.000000e+00
  %3983 = fcmp ord float %3978, 0.000000e+00
  %3984 = icmp ult i64 %3981, %3979
  %3985 = fcmp ogt float %3980, %3978
  %3986 = fcmp oeq float %3980, %3978
  %3987 = or i1 %3983, %3984
  %3988 = and i1 %3986, %3984
  %3989 = or i1 %3985, %3988
  %3990 = select i1 %3982, i1 %3987, i1 %3989
  %3991 = select i1 %3990, float %3980, float %3978
  %3992 = select i1 %3990, i64 %3981, i64 %3979
  %3993 = extractelement <32 x float> %max_best217.0.lcssa, i64 13
  %3994 = extractelement <32 x i64> %max_index218.0.lcssa, i64 13
  %3995 = fcmp uno float %3993, 0.000000e+00
  %3996 = fcmp ord float %3991, 0.000000e+00
  %3997 = icmp ult i64 %3994, %3992
  %3998 = fcmp ogt float %3993, %3991
  %3999 = fcmp oeq float %3993, %3991
  %4000 = or i1 %3996, %3997
  %4001 = and i1 %3999, %3997
  %4002 = or i1 %3998, %4001
  %4003 = select i1 %3995, i1 %4000, i1 %4002
  %4004 = select i1 %4003, float %3993, float %3991
  %4005 = select i1 %4003, i64 %3994, i64 %3992
  %4006 = extractelement <32 x float> %max_best217.0.lcssa, i64 14
  %4007 = extractelement <32 x i64> %max_index218.0.lcssa, i64 14
  %4008 = fcmp uno float %4006, 0.000000e+00
  %4009 = fcmp ord float %4004, 0.000000e+00
  %4010 = icmp ult i64 %4007, %4005
  %4011 = fcmp ogt float %4006, %4004
  %4012 = fcmp oeq float %4006, %4004
  %4013 = or i1 %4009, %4010
  %4014 = and i1 %4012, %4010
  %4015 = or i1 %4011, %4014
  %4016 = select i1 %4008, i1 %4013, i1 %4015
  %4017 = select i1 %4016, float %4006, float %4004
  %4018 = select i1 %4016, i64 %4007, i64 %4005
  %4019 = extractelement <32 x float> %max_best217.0.lcssa, i64 15
  %4020 = extractelement <32 x i64> %max_index218.0.lcssa, i64 15
  %4021 = fcmp uno float %4019, 0.000000e+00
  %4022 = fcmp ord float %4017, 0.000000e+00
  %4023 = icmp ult i64 %4020, %4018
  %4024 = fcmp ogt float %4019, %4017
  %4025 = fcmp oeq float %4019, %4017
  %4026 = or i1 %4022, %4023
  %4027 = and i1 %4025, %4023
  %4028 = or i1 %4024, %4027
  %4029 = select i1 %4021, i1 %4026, i1 %4028
  %4030 = select i1 %4029, float %4019, float %4017
  %4031 = select i1 %4029, i64 %4020, i64 %4018
  %4032 = extractelement <32 x float> %max_best217.0.lcssa, i64 16
  %4033 = extractelement <32 x i64> %max_index218.0.lcssa, i64 16
  %4034 = fcmp uno float %4032, 0.000000e+00
  %4035 = fcmp ord float %4030, 0.000000e+00
  %4036 = icmp ult i64 %4033, %4031
  %4037 = fcmp ogt float %4032, %4030
  %4038 = fcmp oeq float %4032, %4030
  %4039 = or i1 %4035, %4036
  %4040 = and i1 %4038, %4036
  %4041 = or i1 %4037, %4040
  %4042 = select i1 %4034, i1 %4039, i1 %4041
  %4043 = select i1 %4042, float %4032, float %4030
  %4044 = select i1 %4042, i64 %4033, i64 %4031
  %4045 = extractelement <32 x float> %max_best217.0.lcssa, i64 17
  %4046 = extractelement <32 x i64> %max_index218.0.lcssa, i64 17
  %4047 = fcmp uno float %4045, 0.000000e+00
  %4048 = fcmp ord float %4043, 0.000000e+00
  %4049 = icmp ult i64 %4046, %4044
  %4050 = fcmp ogt float %4045, %4043
  %4051 = fcmp oeq float %4045, %4043
  %4052 = or i1 %4048, %4049
  %4053 = and i1 %4051, %4049
  %4054 = or i1 %4050, %4053
  %4055 = select i1 %4047, i1 %4052, i1 %4054
  %4056 = select i1 %4055, float %4045, float %4043
  %4057 = select i1 %4055, i64 %4046, i64 %4044
  %4058 = extractelement <32 x float> %max_best217.0.lcssa, i64 18
  %4059 = extractelement <32 x i64> %max_index218.0.lcssa, i64 18
  %4060 = fcmp uno float %4058, 0.000000e+00
  %4061 = fcmp ord float %4056, 0.000000e+00
  %4062 = icmp ult i64 %4059, %4057
  %4063 = fcmp ogt float %4058, %4056
  %4064 = fcmp oeq float %4058, %4056
  %4065 = or i1 %4061, %4062
  %4066 = and i1 %4064, %4062
  %4067 = or i1 %4063, %4066
  %4068 = select i1 %4060, i1 %4065, i1 %4067
  %4069 = select i1 %4068, float %4058, float %4056
  %4070 = select i1 %4068, i64 %4059, i64 %4057
  %4071 = extractelement <32 x float> %max_best217.0.lcssa, i64 19
  %4072 = extractelement <32 x i64> %max_index218.0.lcssa, i64 19
  %4073 = fcmp uno float %4071, 0.000000e+00
  %4074 = fcmp ord float %4069, 0.000000e+00
  %4075 = icmp ult i64 %4072, %4070
  %4076 = fcmp ogt float %4071, %4069
  %4077 = fcmp oeq float %4071, %4069
  %4078 = or i1 %4074, %4075
  %4079 = and i1 %4077, %4075
  %4080 = or i1 %4076, %4079
  %4081 = select i1 %4073, i1 %4078, i1 %4080
  %4082 = select i1 %4081, float %4071, float %4069
  %4083 = select i1 %4081, i64 %4072, i64 %4070
  %4084 = extractelement <32 x float> %max_best217.0.lcssa, i64 20
  %4085 = extractelement <32 x i64> %max_index218.0.lcssa, i64 20
  %4086 = fcmp uno float %4084, 0.000000e+00
  %4087 = fcmp ord float %4082, 0.000000e+00
  %4088 = icmp ult i64 %4085, %4083
  %4089 = fcmp ogt float %4084, %4082
  %4090 = fcmp oeq float %4084, %4082
  %4091 = or i1 %4087, %4088
  %4092 = and i1 %4090, %4088
  %4093 = or i1 %4089, %4092
  %4094 = select i1 %4086, i1 %4091, i1 %4093
  %4095 = select i1 %4094, float %4084, float %4082
  %4096 = select i1 %4094, i64 %4085, i64 %4083
  %4097 = extractelement <32 x float> %max_best217.0.lcssa, i64 21
  %4098 = extractelement <32 x i64> %max_index218.0.lcssa, i64 21
  %4099 = fcmp uno float %4097, 0.000000e+00
  %4100 = fcmp ord float %4095, 0.000000e+00
  %4101 = icmp ult i64 %4098, %4096
  %4102 = fcmp ogt float %4097, %4095
  %4103 = fcmp oeq float %4097, %4095
  %4104 = or i1 %4100, %4101
  %4105 = and i1 %4103, %4101
  %4106 = or i1 %4102, %4105
  %4107 = select i1 %4099, i1 %4104, i1 %4106
  %4108 = select i1 %4107, float %4097, float %4095
  %4109 = select i1 %4107, i64 %4098, i64 %4096
  %4110 = extractelement <32 x float> %max_best217.0.lcssa, i64 22
  %4111 = extractelement <32 x i64> %max_index218.0.lcssa, i64 22
  %4112 = fcmp uno float %4110, 0.000000e+00
  %4113 = fcmp ord float %4108, 0.000000e+00
  %4114 = icmp ult i64 %4111, %4109
  %4115 = fcmp ogt float %4110, %4108
  %4116 = fcmp oeq float %4110, %4108
  %4117 = or i1 %4113, %4114
  %4118 = and i1 %4116, %4114
  %4119 = or i1 %4115, %4118
  %4120 = select i1 %4112, i1 %4117, i1 %4119
  %4121 = select i1 %4120, float %4110, float %4108
  %4122 = select i1 %4120, i64 %4111, i64 %4109
  %4123 = extractelement <32 x float> %max_best217.0.lcssa, i64 23
  %4124 = extractelement <32 x i64> %max_index218.0.lcssa, i64 23
  %4125 = fcmp uno float %4123, 0.000000e+00
  %4126 = fcmp ord float %4121, 0.000000e+00
  %4127 = icmp ult i64 %4124, %4122
  %4128 = fcmp ogt float %4123, %4121
  %4129 = fcmp oeq float %4123, %4121
  %4130 = or i1 %4126, %4127
  %4131 = and i1 %4129, %4127
  %4132 = or i1 %4128, %4131
  %4133 = select i1 %4125, i1 %4130, i1 %4132
  %4134 = select i1 %4133, float %4123, float %4121
  %4135 = select i1 %4133, i64 %4124, i64 %4122
  %4136 = extractelement <32 x float> %max_best217.0.lcssa, i64 24
  %4137 = extractelement <32 x i64> %max_index218.0.lcssa, i64 24
  %4138 = fcmp uno float %4136, 0.000000e+00
  %4139 = fcmp ord float %4134, 0.000000e+00
  %4140 = icmp ult i64 %4137, %4135
  %4141 = fcmp ogt float %4136, %4134
  %4142 = fcmp oeq float %4136, %4134
  %4143 = or i1 %4139, %4140
  %4144 = and i1 %4142, %4140
  %4145 = or i1 %4141, %4144
  %4146 = select i1 %4138, i1 %4143, i1 %4145
  %4147 = select i1 %4146, float %4136, float %4134
  %4148 = select i1 %4146, i64 %4137, i64 %4135
  %4149 = extractelement <32 x float> %max_best217.0.lcssa, i64 25
  %4150 = extractelement <32 x i64> %max_index218.0.lcssa, i64 25
  %4151 = fcmp uno float %4149, 0.000000e+00
  %4152 = fcmp ord float %4147, 0.000000e+00
  %4153 = icmp ult i64 %4150, %4148
  %4154 = fcmp ogt float %4149, %4147
  %4155 = fcmp oeq float %4149, %4147
  %4156 = or i1 %4152, %4153
  %4157 = and i1 %4155, %4153
  %4158 = or i1 %4154, %4157
  %4159 = select i1 %4151, i1 %4156, i1 %4158
  %4160 = select i1 %4159, float %4149, float %4147
  %4161 = select i1 %4159, i64 %4150, i64 %4148
  %4162 = extractelement <32 x float> %max_best217.0.lcssa, i64 26
  %4163 = extractelement <32 x i64> %max_index218.0.lcssa, i64 26
  %4164 = fcmp uno float %4162, 0.000000e+00
  %4165 = fcmp ord float %4160, 0.000000e+00
  %4166 = icmp ult i64 %4163, %4161
  %4167 = fcmp ogt float %4162, %4160
  %4168 = fcmp oeq float %4162, %4160
  %4169 = or i1 %4165, %4166
  %4170 = and i1 %4168, %4166
  %4171 = or i1 %4167, %4170
  %4172 = select i1 %4164, i1 %4169, i1 %4171
  %4173 = select i1 %4172, float %4162, float %4160
  %4174 = select i1 %4172, i64 %4163, i64 %4161
  %4175 = extractelement <32 x float> %max_best217.0.lcssa, i64 27
  %4176 = extractelement <32 x i64> %max_index218.0.lcssa, i64 27
  %4177 = fcmp uno float %4175, 0.000000e+00
  %4178 = fcmp ord float %4173, 0.000000e+00
  %4179 = icmp ult i64 %4176, %4174
  %4180 = fcmp ogt float %4175, %4173
  %4181 = fcmp oeq float %4175, %4173
  %4182 = or i1 %4178, %4179
  %4183 = and i1 %4181, %4179
  %4184 = or i1 %4180, %4183
  %4185 = select i1 %4177, i1 %4182, i1 %4184
  %4186 = select i1 %4185, float %4175, float %4173
  %4187 = select i1 %4185, i64 %4176, i64 %4174
  %4188 = extractelement <32 x float> %max_best217.0.lcssa, i64 28
  %4189 = extractelement <32 x i64> %max_index218.0.lcssa, i64 28
  %4190 = fcmp uno float %4188, 0.000000e+00
  %4191 = fcmp ord float %4186, 0.000000e+00
  %4192 = icmp ult i64 %4189, %4187
  %4193 = fcmp ogt float %4188, %4186
  %4194 = fcmp oeq float %4188, %4186
  %4195 = or i1 %4191, %4192
  %4196 = and i1 %4194, %4192
  %4197 = or i1 %4193, %4196
  %4198 = select i1 %4190, i1 %4195, i1 %4197
  %4199 = select i1 %4198, float %4188, float %4186
  %4200 = select i1 %4198, i64 %4189, i64 %4187
  %4201 = extractelement <32 x float> %max_best217.0.lcssa, i64 29
  %4202 = extractelement <32 x i64> %max_index218.0.lcssa, i64 29
  %4203 = fcmp uno float %4201, 0.000000e+00
  %4204 = fcmp ord float %4199, 0.000000e+00
  %4205 = icmp ult i64 %4202, %4200
  %4206 = fcmp ogt float %4201, %4199
  %4207 = fcmp oeq float %4201, %4199
  %4208 = or i1 %4204, %4205
  %4209 = and i1 %4207, %4205
  %4210 = or i1 %4206, %4209
  %4211 = select i1 %4203, i1 %4208, i1 %4210
  %4212 = select i1 %4211, float %4201, float %4199
  %4213 = select i1 %4211, i64 %4202, i64 %4200
  %4214 = extractelement <32 x float> %max_best217.0.lcssa, i64 30
  %4215 = extractelement <32 x i64> %max_index218.0.lcssa, i64 30
  %4216 = fcmp uno float %4214, 0.000000e+00
  %4217 = fcmp ord float %4212, 0.000000e+00
  %4218 = icmp ult i64 %4215, %4213
  %4219 = fcmp ogt float %4214, %4212
  %4220 = fcmp oeq float %4214, %4212
  %4221 = or i1 %4217, %4218
  %4222 = and i1 %4220, %4218
  %4223 = or i1 %4219, %4222
  %4224 = select i1 %4216, i1 %4221, i1 %4223
  %4225 = select i1 %4224, float %4214, float %4212
  %4226 = select i1 %4224, i64 %4215, i64 %4213
  %4227 = extractelement <32 x float> %max_best217.0.lcssa, i64 31
  %4228 = extractelement <32 x i64> %max_index218.0.lcssa, i64 31
  %4229 = fcmp uno float %4227, 0.000000e+00
  %4230 = fcmp ord float %4225, 0.000000e+00
  %4231 = icmp ult i64 %4228, %4226
  %4232 = fcmp ogt float %4227, %4225
  %4233 = fcmp oeq float %4227, %4225
  %4234 = or i1 %4230, %4231
  %4235 = and i1 %4233, %4231
  %4236 = or i1 %4232, %4235
  %4237 = select i1 %4229, i1 %4234, i1 %4236
  %4238 = select i1 %4237, float %4227, float %4225
  br i1 %.not1378, label %max_block.header239.preheader, label %fold_tail.body227

max_block.header239.preheader:                    ; preds = %fold_tail.body227, %max_block.exit222
  %fold_value212.0.lcssa = phi float [ %4238, %max_block.exit222 ], [ %4245, %fold_tail.body227 ]
  br i1 %.not1377, label %max_block.exit241, label %max_block.body240.preheader

max_block.body240.preheader:                      ; preds = %max_block.header239.preheader
  br i1 %3727, label %max_block.body240.epil.preheader, label %max_block.body240

fold_tail.body227:                                ; preds = %max_block.exit222, %fold_tail.body227
  %fold_tail2291161 = phi i64 [ %4246, %fold_tail.body227 ], [ %blocks_end219, %max_block.exit222 ]
  %fold_value212.01160 = phi float [ %4245, %fold_tail.body227 ], [ %4238, %max_block.exit222 ]
  %4239 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail2291161
  %4240 = load float, ptr %4239, align 4
  %4241 = fcmp ogt float %4240, %fold_value212.01160
  %4242 = fcmp uno float %4240, 0.000000e+00
  %4243 = fcmp ord float %fold_value212.01160, 0.000000e+00
  %4244 = and i1 %4243, %4242
  %take230 = or i1 %4241, %4244
  %4245 = select i1 %take230, float %4240, float %fold_value212.01160
  %4246 = add nuw i64 %fold_tail2291161, 1
  %4247 = icmp ult i64 %4246, %n_features
  br i1 %4247, label %fold_tail.body227, label %max_block.header239.preheader

max_block.body240:                                ; preds = %max_block.body240.preheader, %max_block.body240
  %max_block2421165 = phi i64 [ %4269, %max_block.body240 ], [ 0, %max_block.body240.preheader ]
  %max_best236.01164 = phi <32 x float> [ %4264, %max_block.body240 ], [ splat (float 0xFFF0000000000000), %max_block.body240.preheader ]
  %max_index237.01163 = phi <32 x i64> [ %4268, %max_block.body240 ], [ zeroinitializer, %max_block.body240.preheader ]
  %niter4932 = phi i64 [ %niter4932.next.1, %max_block.body240 ], [ 0, %max_block.body240.preheader ]
  %4248 = getelementptr inbounds float, ptr %3636, i64 %max_block2421165
  %block243 = load <32 x float>, ptr %4248, align 4
  %4249 = fcmp ogt <32 x float> %block243, %max_best236.01164
  %4250 = fcmp uno <32 x float> %block243, zeroinitializer
  %4251 = fcmp ord <32 x float> %max_best236.01164, zeroinitializer
  %4252 = and <32 x i1> %4251, %4250
  %take244 = or <32 x i1> %4249, %4252
  %4253 = select <32 x i1> %take244, <32 x float> %block243, <32 x float> %max_best236.01164
  %4254 = insertelement <32 x i64> poison, i64 %max_block2421165, i64 0
  %4255 = shufflevector <32 x i64> %4254, <32 x i64> poison, <32 x i32> zeroinitializer
  %4256 = or disjoint <32 x i64> %4255, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4257 = select <32 x i1> %take244, <32 x i64> %4256, <32 x i64> %max_index237.01163
  %4258 = or disjoint i64 %max_block2421165, 32
  %4259 = getelementptr inbounds float, ptr %3636, i64 %4258
  %block243.1 = load <32 x float>, ptr %4259, align 4
  %4260 = fcmp ogt <32 x float> %block243.1, %4253
  %4261 = fcmp uno <32 x float> %block243.1, zeroinitializer
  %4262 = fcmp ord <32 x float> %4253, zeroinitializer
  %4263 = and <32 x i1> %4262, %4261
  %take244.1 = or <32 x i1> %4260, %4263
  %4264 = select <32 x i1> %take244.1, <32 x float> %block243.1, <32 x float> %4253
  %4265 = insertelement <32 x i64> poison, i64 %4258, i64 0
  %4266 = shufflevector <32 x i64> %4265, <32 x i64> poison, <32 x i32> zeroinitializer
  %4267 = or disjoint <32 x i64> %4266, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4268 = select <32 x i1> %take244.1, <32 x i64> %4267, <32 x i64> %4257
  %4269 = add nuw i64 %max_block2421165, 64
  %niter4932.next.1 = add i64 %niter4932, 2
  %niter4932.ncmp.1.not = icmp eq i64 %niter4932.next.1, %unroll_iter4931
  br i1 %niter4932.ncmp.1.not, label %max_block.exit241.loopexit.unr-lcssa, label %max_block.body240

max_block.exit241.loopexit.unr-lcssa:             ; preds = %max_block.body240
  br i1 %lcmp.mod4927.not, label %max_block.exit241, label %max_block.body240.epil.preheader

max_block.body240.epil.preheader:                 ; preds = %max_block.exit241.loopexit.unr-lcssa, %max_block.body240.preheader
  %max_block2421165.epil.init = phi i64 [ 0, %max_block.body240.preheader ], [ %4269, %max_block.exit241.loopexit.unr-lcssa ]
  %max_best236.01164.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body240.preheader ], [ %4264, %max_block.exit241.loopexit.unr-lcssa ]
  %max_index237.01163.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body240.preheader ], [ %4268, %max_block.exit241.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4930)
  %4270 = getelementptr inbounds float, ptr %3636, i64 %max_block2421165.epil.init
  %block243.epil = load <32 x float>, ptr %4270, align 4
  %4271 = fcmp ogt <32 x float> %block243.epil, %max_best236.01164.epil.init
  %4272 = fcmp uno <32 x float> %block243.epil, zeroinitializer
  %4273 = fcmp ord <32 x float> %max_best236.01164.epil.init, zeroinitializer
  %4274 = and <32 x i1> %4273, %4272
  %take244.epil = or <32 x i1> %4271, %4274
  %4275 = select <32 x i1> %take244.epil, <32 x float> %block243.epil, <32 x float> %max_best236.01164.epil.init
  %4276 = insertelement <32 x i64> poison, i64 %max_block2421165.epil.init, i64 0
  %4277 = shufflevector <32 x i64> %4276, <32 x i64> poison, <32 x i32> zeroinitializer
  %4278 = or disjoint <32 x i64> %4277, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4279 = select <32 x i1> %take244.epil, <32 x i64> %4278, <32 x i64> %max_index237.01163.epil.init
  br label %max_block.exit241

max_block.exit241:                                ; preds = %max_block.body240.epil.preheader, %max_block.exit241.loopexit.unr-lcssa, %max_block.header239.preheader
  %max_index237.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header239.preheader ], [ %4268, %max_block.exit241.loopexit.unr-lcssa ], [ %4279, %max_block.body240.epil.preheader ]
  %max_best236.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header239.preheader ], [ %4264, %max_block.exit241.loopexit.unr-lcssa ], [ %4275, %max_block.body240.epil.preheader ]
  %4280 = extractelement <32 x float> %max_best236.0.lcssa, i64 0
  %4281 = extractelement <32 x i64> %max_index237.0.lcssa, i64 0
  %4282 = fcmp une float %4280, 0xFFF0000000000000
  %4283 = select i1 %4282, i64 %4281, i64 0
  %4284 = extractelement <32 x float> %max_best236.0.lcssa, i64 1
  %4285 = extractelement <32 x i64> %max_index237.0.lcssa, i64 1
  %4286 = fcmp uno float %4284, 0.000000e+00
  %4287 = fcmp ord float %4280, 0.000000e+00
  %4288 = icmp ult i64 %4285, %4283
  %4289 = fcmp ogt float %4284, %4280
  %4290 = fcmp oeq float %4284, %4280
  %4291 = or i1 %4287, %4288
  %4292 = and i1 %4290, %4288
  %4293 = or i1 %4289, %4292
  %4294 = select i1 %4286, i1 %4291, i1 %4293
  %4295 = select i1 %4294, float %4284, float %4280
  %4296 = select i1 %4294, i64 %4285, i64 %4283
  %4297 = extractelement <32 x float> %max_best236.0.lcssa, i64 2
  %4298 = extractelement <32 x i64> %max_index237.0.lcssa, i64 2
  %4299 = fcmp uno float %4297, 0.000000e+00
  %4300 = fcmp ord float %4295, 0.000000e+00
  %4301 = icmp ult i64 %4298, %4296
  %4302 = fcmp ogt float %4297, %4295
  %4303 = fcmp oeq float %4297, %4295
  %4304 = or i1 %4300, %4301
  %4305 = and i1 %4303, %4301
  %4306 = or i1 %4302, %4305
  %4307 = select i1 %4299, i1 %4304, i1 %4306
  %4308 = select i1 %4307, float %4297, float %4295
  %4309 = select i1 %4307, i64 %4298, i64 %4296
  %4310 = extractelement <32 x float> %max_best236.0.lcssa, i64 3
  %4311 = extractelement <32 x i64> %max_index237.0.lcssa, i64 3
  %4312 = fcmp uno float %4310, 0.000000e+00
  %4313 = fcmp ord float %4308, 0.000000e+00
  %4314 = icmp ult i64 %4311, %4309
  %4315 = fcmp ogt float %4310, %4308
  %4316 = fcmp oeq float %4310, %4308
  %4317 = or i1 %4313, %4314
  %4318 = and i1 %4316, %4314
  %4319 = or i1 %4315, %4318
  %4320 = select i1 %4312, i1 %4317, i1 %4319
  %4321 = select i1 %4320, float %4310, float %4308
  %4322 = select i1 %4320, i64 %4311, i64 %4309
  %4323 = extractelement <32 x float> %max_best236.0.lcssa, i64 4
  %4324 = extractelement <32 x i64> %max_index237.0.lcssa, i64 4
  %4325 = fcmp uno float %4323, 0.000000e+00
  %4326 = fcmp ord float %4321, 0.000000e+00
  %4327 = icmp ult i64 %4324, %4322
  %4328 = fcmp ogt float %4323, %4321
  %4329 = fcmp oeq float %4323, %4321
  %4330 = or i1 %4326, %4327
  %4331 = and i1 %4329, %4327
  %4332 = or i1 %4328, %4331
  %4333 = select i1 %4325, i1 %4330, i1 %4332
  %4334 = select i1 %4333, float %4323, float %4321
  %4335 = select i1 %4333, i64 %4324, i64 %4322
  %4336 = extractelement <32 x float> %max_best236.0.lcssa, i64 5
  %4337 = extractelement <32 x i64> %max_index237.0.lcssa, i64 5
  %4338 = fcmp uno float %4336, 0.000000e+00
  %4339 = fcmp ord float %4334, 0.000000e+00
  %4340 = icmp ult i64 %4337, %4335
  %4341 = fcmp ogt float %4336, %4334
  %4342 = fcmp oeq float %4336, %4334
  %4343 = or i1 %4339, %4340
  %4344 = and i1 %4342, %4340
  %4345 = or i1 %4341, %4344
  %4346 = select i1 %4338, i1 %4343, i1 %4345
  %4347 = select i1 %4346, float %4336, float %4334
  %4348 = select i1 %4346, i64 %4337, i64 %4335
  %4349 = extractelement <32 x float> %max_best236.0.lcssa, i64 6
  %4350 = extractelement <32 x i64> %max_index237.0.lcssa, i64 6
  %4351 = fcmp uno float %4349, 0.000000e+00
  %4352 = fcmp ord float %4347, 0.000000e+00
  %4353 = icmp ult i64 %4350, %4348
  %4354 = fcmp ogt float %4349, %4347
  %4355 = fcmp oeq float %4349, %4347
  %4356 = or i1 %4352, %4353
  %4357 = and i1 %4355, %4353
  %4358 = or i1 %4354, %4357
  %4359 = select i1 %4351, i1 %4356, i1 %4358
  %4360 = select i1 %4359, float %4349, float %4347
  %4361 = select i1 %4359, i64 %4350, i64 %4348
  %4362 = extractelement <32 x float> %max_best236.0.lcssa, i64 7
  %4363 = extractelement <32 x i64> %max_index237.0.lcssa, i64 7
  %4364 = fcmp uno float %4362, 0.000000e+00
  %4365 = fcmp ord float %4360, 0.000000e+00
  %4366 = icmp ult i64 %4363, %4361
  %4367 = fcmp ogt float %4362, %4360
  %4368 = fcmp oeq float %4362, %4360
  %4369 = or i1 %4365, %4366
  %4370 = and i1 %4368, %4366
  %4371 = or i1 %4367, %4370
  %4372 = select i1 %4364, i1 %4369, i1 %4371
  %4373 = select i1 %4372, float %4362, float %4360
  %4374 = select i1 %4372, i64 %4363, i64 %4361
  %4375 = extractelement <32 x float> %max_best236.0.lcssa, i64 8
  %4376 = extractelement <32 x i64> %max_index237.0.lcssa, i64 8
  %4377 = fcmp uno float %4375, 0.000000e+00
  %4378 = fcmp ord float %4373, 0.000000e+00
  %4379 = icmp ult i64 %4376, %4374
  %4380 = fcmp ogt float %4375, %4373
  %4381 = fcmp oeq float %4375, %4373
  %4382 = or i1 %4378, %4379
  %4383 = and i1 %4381, %4379
  %4384 = or i1 %4380, %4383
  %4385 = select i1 %4377, i1 %4382, i1 %4384
  %4386 = select i1 %4385, float %4375, float %4373
  %4387 = select i1 %4385, i64 %4376, i64 %4374
  %4388 = extractelement <32 x float> %max_best236.0.lcssa, i64 9
  %4389 = extractelement <32 x i64> %max_index237.0.lcssa, i64 9
  %4390 = fcmp uno float %4388, 0.000000e+00
  %4391 = fcmp ord float %4386, 0.000000e+00
  %4392 = icmp ult i64 %4389, %4387
  %4393 = fcmp ogt float %4388, %4386
  %4394 = fcmp oeq float %4388, %4386
  %4395 = or i1 %4391, %4392
  %4396 = and i1 %4394, %4392
  %4397 = or i1 %4393, %4396
  %4398 = select i1 %4390, i1 %4395, i1 %4397
  %4399 = select i1 %4398, float %4388, float %4386
  %4400 = select i1 %4398, i64 %4389, i64 %4387
  %4401 = extractelement <32 x float> %max_best236.0.lcssa, i64 10
  %4402 = extractelement <32 x i64> %max_index237.0.lcssa, i64 10
  %4403 = fcmp uno float %4401, 0.000000e+00
  %4404 = fcmp ord float %4399, 0.000000e+00
  %4405 = icmp ult i64 %4402, %4400
  %4406 = fcmp ogt float %4401, %4399
  %4407 = fcmp oeq float %4401, %4399
  %4408 = or i1 %4404, %4405
  %4409 = and i1 %4407, %4405
  %4410 = or i1 %4406, %4409
  %4411 = select i1 %4403, i1 %4408, i1 %4410
  %4412 = select i1 %4411, float %4401, float %4399
  %4413 = select i1 %4411, i64 %4402, i64 %4400
  %4414 = extractelement <32 x float> %max_best236.0.lcssa, i64 11
  %4415 = extractelement <32 x i64> %max_index237.0.lcssa, i64 11
  %4416 = fcmp uno float %4414, 0.000000e+00
  %4417 = fcmp ord float %4412, 0.000000e+00
  %4418 = icmp ult i64 %4415, %4413
  %4419 = fcmp ogt float %4414, %4412
  %4420 = fcmp oeq float %4414, %4412
  %4421 = or i1 %4417, %4418
  %4422 = and i1 %4420, %4418
  %4423 = or i1 %4419, %4422
  %4424 = select i1 %4416, i1 %4421, i1 %4423
  %4425 = select i1 %4424, float %4414, float %4412
  %4426 = select i1 %4424, i64 %4415, i64 %4413
  %4427 = extractelement <32 x float> %max_best236.0.lcssa, i64 12
  %4428 = extractelement <32 x i64> %max_index237.0.lcssa, i64 12
  %4429 = fcmp uno float %4427, 0.000000e+00
  %4430 = fcmp ord float %4425, 0.000000e+00
  %4431 = icmp ult i64 %4428, %4426
  %4432 = fcmp ogt float %4427, %4425
  %4433 = fcmp oeq float %4427, %4425
  %4434 = or i1 %4430, %4431
  %4435 = and i1 %4433, %4431
  %4436 = or i1 %4432, %4435
  %4437 = select i1 %4429, i1 %4434, i1 %4436
  %4438 = select i1 %4437, float %4427, float %4425
  %4439 = select i1 %4437, i64 %4428, i64 %4426
  %4440 = extractelement <32 x float> %max_best236.0.lcssa, i64 13
  %4441 = extractelement <32 x i64> %max_index237.0.lcssa, i64 13
  %4442 = fcmp uno float %4440, 0.000000e+00
  %4443 = fcmp ord float %4438, 0.000000e+00
  %4444 = icmp ult i64 %4441, %4439
  %4445 = fcmp ogt float %4440, %4438
  %4446 = fcmp oeq float %4440, %4438
  %4447 = or i1 %4443, %4444
  %4448 = and i1 %4446, %4444
  %4449 = or i1 %4445, %4448
  %4450 = select i1 %4442, i1 %4447, i1 %4449
  %4451 = select i1 %4450, float %4440, float %4438
  %4452 = select i1 %4450, i64 %4441, i64 %4439
  %4453 = extractelement <32 x float> %max_best236.0.lcssa, i64 14
  %4454 = extractelement <32 x i64> %max_index237.0.lcssa, i64 14
  %4455 = fcmp uno float %4453, 0.000000e+00
  %4456 = fcmp ord float %4451, 0.000000e+00
  %4457 = icmp ult i64 %4454, %4452
  %4458 = fcmp ogt float %4453, %4451
  %4459 = fcmp oeq float %4453, %4451
  %4460 = or i1 %4456, %4457
  %4461 = and i1 %4459, %4457
  %4462 = or i1 %4458, %4461
  %4463 = select i1 %4455, i1 %4460, i1 %4462
  %4464 = select i1 %4463, float %4453, float %4451
  %4465 = select i1 %4463, i64 %4454, i64 %4452
  %4466 = extractelement <32 x float> %max_best236.0.lcssa, i64 15
  %4467 = extractelement <32 x i64> %max_index237.0.lcssa, i64 15
  %4468 = fcmp uno float %4466, 0.000000e+00
  %4469 = fcmp ord float %4464, 0.000000e+00
  %4470 = icmp ult i64 %4467, %4465
  %4471 = fcmp ogt float %4466, %4464
  %4472 = fcmp oeq float %4466, %4464
  %4473 = or i1 %4469, %4470
  %4474 = and i1 %4472, %4470
  %4475 = or i1 %4471, %4474
  %4476 = select i1 %4468, i1 %4473, i1 %4475
  %4477 = select i1 %4476, float %4466, float %4464
  %4478 = select i1 %4476, i64 %4467, i64 %4465
  %4479 = extractelement <32 x float> %max_best236.0.lcssa, i64 16
  %4480 = extractelement <32 x i64> %max_index237.0.lcssa, i64 16
  %4481 = fcmp uno float %4479, 0.000000e+00
  %4482 = fcmp ord float %4477, 0.000000e+00
  %4483 = icmp ult i64 %4480, %4478
  %4484 = fcmp ogt float %4479, %4477
  %4485 = fcmp oeq float %4479, %4477
  %4486 = or i1 %4482, %4483
  %4487 = and i1 %4485, %4483
  %4488 = or i1 %4484, %4487
  %4489 = select i1 %4481, i1 %4486, i1 %4488
  %4490 = select i1 %4489, float %4479, float %4477
  %4491 = select i1 %4489, i64 %4480, i64 %4478
  %4492 = extractelement <32 x float> %max_best236.0.lcssa, i64 17
  %4493 = extractelement <32 x i64> %max_index237.0.lcssa, i64 17
  %4494 = fcmp uno float %4492, 0.000000e+00
  %4495 = fcmp ord float %4490, 0.000000e+00
  %4496 = icmp ult i64 %4493, %4491
  %4497 = fcmp ogt float %4492, %4490
  %4498 = fcmp oeq float %4492, %4490
  %4499 = or i1 %4495, %4496
  %4500 = and i1 %4498, %4496
  %4501 = or i1 %4497, %4500
  %4502 = select i1 %4494, i1 %4499, i1 %4501
  %4503 = select i1 %4502, float %4492, float %4490
  %4504 = select i1 %4502, i64 %4493, i64 %4491
  %4505 = extractelement <32 x float> %max_best236.0.lcssa, i64 18
  %4506 = extractelement <32 x i64> %max_index237.0.lcssa, i64 18
  %4507 = fcmp uno float %4505, 0.000000e+00
  %4508 = fcmp ord float %4503, 0.000000e+00
  %4509 = icmp ult i64 %4506, %4504
  %4510 = fcmp ogt float %4505, %4503
  %4511 = fcmp oeq float %4505, %4503
  %4512 = or i1 %4508, %4509
  %4513 = and i1 %4511, %4509
  %4514 = or i1 %4510, %4513
  %4515 = select i1 %4507, i1 %4512, i1 %4514
  %4516 = select i1 %4515, float %4505, float %4503
  %4517 = select i1 %4515, i64 %4506, i64 %4504
  %4518 = extractelement <32 x float> %max_best236.0.lcssa, i64 19
  %4519 = extractelement <32 x i64> %max_index237.0.lcssa, i64 19
  %4520 = fcmp uno float %4518, 0.000000e+00
  %4521 = fcmp ord float %4516, 0.000000e+00
  %4522 = icmp ult i64 %4519, %4517
  %4523 = fcmp ogt float %4518, %4516
  %4524 = fcmp oeq float %4518, %4516
  %4525 = or i1 %4521, %4522
  %4526 = and i1 %4524, %4522
  %4527 = or i1 %4523, %4526
  %4528 = select i1 %4520, i1 %4525, i1 %4527
  %4529 = select i1 %4528, float %4518, float %4516
  %4530 = select i1 %4528, i64 %4519, i64 %4517
  %4531 = extractelement <32 x float> %max_best236.0.lcssa, i64 20
  %4532 = extractelement <32 x i64> %max_index237.0.lcssa, i64 20
  %4533 = fcmp uno float %4531, 0.000000e+00
  %4534 = fcmp ord float %4529, 0.000000e+00
  %4535 = icmp ult i64 %4532, %4530
  %4536 = fcmp ogt float %4531, %4529
  %4537 = fcmp oeq float %4531, %4529
  %4538 = or i1 %4534, %4535
  %4539 = and i1 %4537, %4535
  %4540 = or i1 %4536, %4539
  %4541 = select i1 %4533, i1 %4538, i1 %4540
  %4542 = select i1 %4541, float %4531, float %4529
  %4543 = select i1 %4541, i64 %4532, i64 %4530
  %4544 = extractelement <32 x float> %max_best236.0.lcssa, i64 21
  %4545 = extractelement <32 x i64> %max_index237.0.lcssa, i64 21
  %4546 = fcmp uno float %4544, 0.000000e+00
  %4547 = fcmp ord float %4542, 0.000000e+00
  %4548 = icmp ult i64 %4545, %4543
  %4549 = fcmp ogt float %4544, %4542
  %4550 = fcmp oeq float %4544, %4542
  %4551 = or i1 %4547, %4548
  %4552 = and i1 %4550, %4548
  %4553 = or i1 %4549, %4552
  %4554 = select i1 %4546, i1 %4551, i1 %4553
  %4555 = select i1 %4554, float %4544, float %4542
  %4556 = select i1 %4554, i64 %4545, i64 %4543
  %4557 = extractelement <32 x float> %max_best236.0.lcssa, i64 22
  %4558 = extractelement <32 x i64> %max_index237.0.lcssa, i64 22
  %4559 = fcmp uno float %4557, 0.000000e+00
  %4560 = fcmp ord float %4555, 0.000000e+00
  %4561 = icmp ult i64 %4558, %4556
  %4562 = fcmp ogt float %4557, %4555
  %4563 = fcmp oeq float %4557, %4555
  %4564 = or i1 %4560, %4561
  %4565 = and i1 %4563, %4561
  %4566 = or i1 %4562, %4565
  %4567 = select i1 %4559, i1 %4564, i1 %4566
  %4568 = select i1 %4567, float %4557, float %4555
  %4569 = select i1 %4567, i64 %4558, i64 %4556
  %4570 = extractelement <32 x float> %max_best236.0.lcssa, i64 23
  %4571 = extractelement <32 x i64> %max_index237.0.lcssa, i64 23
  %4572 = fcmp uno float %4570, 0.000000e+00
  %4573 = fcmp ord float %4568, 0.000000e+00
  %4574 = icmp ult i64 %4571, %4569
  %4575 = fcmp ogt float %4570, %4568
  %4576 = fcmp oeq float %4570, %4568
  %4577 = or i1 %4573, %4574
  %4578 = and i1 %4576, %4574
  %4579 = or i1 %4575, %4578
  %4580 = select i1 %4572, i1 %4577, i1 %4579
  %4581 = select i1 %4580, float %4570, float %4568
  %4582 = select i1 %4580, i64 %4571, i64 %4569
  %4583 = extractelement <32 x float> %max_best236.0.lcssa, i64 24
  %4584 = extractelement <32 x i64> %max_index237.0.lcssa, i64 24
  %4585 = fcmp uno float %4583, 0.000000e+00
  %4586 = fcmp ord float %4581, 0.000000e+00
  %4587 = icmp ult i64 %4584, %4582
  %4588 = fcmp ogt float %4583, %4581
  %4589 = fcmp oeq float %4583, %4581
  %4590 = or i1 %4586, %4587
  %4591 = and i1 %4589, %4587
  %4592 = or i1 %4588, %4591
  %4593 = select i1 %4585, i1 %4590, i1 %4592
  %4594 = select i1 %4593, float %4583, float %4581
  %4595 = select i1 %4593, i64 %4584, i64 %4582
  %4596 = extractelement <32 x float> %max_best236.0.lcssa, i64 25
  %4597 = extractelement <32 x i64> %max_index237.0.lcssa, i64 25
  %4598 = fcmp uno float %4596, 0.000000e+00
  %4599 = fcmp ord float %4594, 0.000000e+00
  %4600 = icmp ult i64 %4597, %4595
  %4601 = fcmp ogt float %4596, %4594
  %4602 = fcmp oeq float %4596, %4594
  %4603 = or i1 %4599, %4600
  %4604 = and i1 %4602, %4600
  %4605 = or i1 %4601, %4604
  %4606 = select i1 %4598, i1 %4603, i1 %4605
  %4607 = select i1 %4606, float %4596, float %4594
  %4608 = select i1 %4606, i64 %4597, i64 %4595
  %4609 = extractelement <32 x float> %max_best236.0.lcssa, i64 26
  %4610 = extractelement <32 x i64> %max_index237.0.lcssa, i64 26
  %4611 = fcmp uno float %4609, 0.000000e+00
  %4612 = fcmp ord float %4607, 0.000000e+00
  %4613 = icmp ult i64 %4610, %4608
  %4614 = fcmp ogt float %4609, %4607
  %4615 = fcmp oeq float %4609, %4607
  %4616 = or i1 %4612, %4613
  %4617 = and i1 %4615, %4613
  %4618 = or i1 %4614, %4617
  %4619 = select i1 %4611, i1 %4616, i1 %4618
  %4620 = select i1 %4619, float %4609, float %4607
  %4621 = select i1 %4619, i64 %4610, i64 %4608
  %4622 = extractelement <32 x float> %max_best236.0.lcssa, i64 27
  %4623 = extractelement <32 x i64> %max_index237.0.lcssa, i64 27
  %4624 = fcmp uno float %4622, 0.000000e+00
  %4625 = fcmp ord float %4620, 0.000000e+00
  %4626 = icmp ult i64 %4623, %4621
  %4627 = fcmp ogt float %4622, %4620
  %4628 = fcmp oeq float %4622, %4620
  %4629 = or i1 %4625, %4626
  %4630 = and i1 %4628, %4626
  %4631 = or i1 %4627, %4630
  %4632 = select i1 %4624, i1 %4629, i1 %4631
  %4633 = select i1 %4632, float %4622, float %4620
  %4634 = select i1 %4632, i64 %4623, i64 %4621
  %4635 = extractelement <32 x float> %max_best236.0.lcssa, i64 28
  %4636 = extractelement <32 x i64> %max_index237.0.lcssa, i64 28
  %4637 = fcmp uno float %4635, 0.000000e+00
  %4638 = fcmp ord float %4633, 0.000000e+00
  %4639 = icmp ult i64 %4636, %4634
  %4640 = fcmp ogt float %4635, %4633
  %4641 = fcmp oeq float %4635, %4633
  %4642 = or i1 %4638, %4639
  %4643 = and i1 %4641, %4639
  %4644 = or i1 %4640, %4643
  %4645 = select i1 %4637, i1 %4642, i1 %4644
  %4646 = select i1 %4645, float %4635, float %4633
  %4647 = select i1 %4645, i64 %4636, i64 %4634
  %4648 = extractelement <32 x float> %max_best236.0.lcssa, i64 29
  %4649 = extractelement <32 x i64> %max_index237.0.lcssa, i64 29
  %4650 = fcmp uno float %4648, 0.000000e+00
  %4651 = fcmp ord float %4646, 0.000000e+00
  %4652 = icmp ult i64 %4649, %4647
  %4653 = fcmp ogt float %4648, %4646
  %4654 = fcmp oeq float %4648, %4646
  %4655 = or i1 %4651, %4652
  %4656 = and i1 %4654, %4652
  %4657 = or i1 %4653, %4656
  %4658 = select i1 %4650, i1 %4655, i1 %4657
  %4659 = select i1 %4658, float %4648, float %4646
  %4660 = select i1 %4658, i64 %4649, i64 %4647
  %4661 = extractelement <32 x float> %max_best236.0.lcssa, i64 30
  %4662 = extractelement <32 x i64> %max_index237.0.lcssa, i64 30
  %4663 = fcmp uno float %4661, 0.000000e+00
  %4664 = fcmp ord float %4659, 0.000000e+00
  %4665 = icmp ult i64 %4662, %4660
  %4666 = fcmp ogt float %4661, %4659
  %4667 = fcmp oeq float %4661, %4659
  %4668 = or i1 %4664, %4665
  %4669 = and i1 %4667, %4665
  %4670 = or i1 %4666, %4669
  %4671 = select i1 %4663, i1 %4668, i1 %4670
  %4672 = select i1 %4671, float %4661, float %4659
  %4673 = select i1 %4671, i64 %4662, i64 %4660
  %4674 = extractelement <32 x float> %max_best236.0.lcssa, i64 31
  %4675 = extractelement <32 x i64> %max_index237.0.lcssa, i64 31
  %4676 = fcmp uno float %4674, 0.000000e+00
  %4677 = fcmp ord float %4672, 0.000000e+00
  %4678 = icmp ult i64 %4675, %4673
  %4679 = fcmp ogt float %4674, %4672
  %4680 = fcmp oeq float %4674, %4672
  %4681 = or i1 %4677, %4678
  %4682 = and i1 %4680, %4678
  %4683 = or i1 %4679, %4682
  %4684 = select i1 %4676, i1 %4681, i1 %4683
  %4685 = select i1 %4684, float %4674, float %4672
  br i1 %.not1378, label %max_block.header258.preheader, label %fold_tail.body246

max_block.header258.preheader:                    ; preds = %fold_tail.body246, %max_block.exit241
  %fold_value231.0.lcssa = phi float [ %4685, %max_block.exit241 ], [ %4692, %fold_tail.body246 ]
  br i1 %.not1377, label %max_block.exit260, label %max_block.body259.preheader

max_block.body259.preheader:                      ; preds = %max_block.header258.preheader
  br i1 %3728, label %max_block.body259.epil.preheader, label %max_block.body259

fold_tail.body246:                                ; preds = %max_block.exit241, %fold_tail.body246
  %fold_tail2481170 = phi i64 [ %4693, %fold_tail.body246 ], [ %blocks_end219, %max_block.exit241 ]
  %fold_value231.01169 = phi float [ %4692, %fold_tail.body246 ], [ %4685, %max_block.exit241 ]
  %4686 = getelementptr inbounds float, ptr %3636, i64 %fold_tail2481170
  %4687 = load float, ptr %4686, align 4
  %4688 = fcmp ogt float %4687, %fold_value231.01169
  %4689 = fcmp uno float %4687, 0.000000e+00
  %4690 = fcmp ord float %fold_value231.01169, 0.000000e+00
  %4691 = and i1 %4690, %4689
  %take249 = or i1 %4688, %4691
  %4692 = select i1 %take249, float %4687, float %fold_value231.01169
  %4693 = add nuw i64 %fold_tail2481170, 1
  %4694 = icmp ult i64 %4693, %n_features
  br i1 %4694, label %fold_tail.body246, label %max_block.header258.preheader

max_block.body259:                                ; preds = %max_block.body259.preheader, %max_block.body259
  %max_block2611174 = phi i64 [ %4716, %max_block.body259 ], [ 0, %max_block.body259.preheader ]
  %max_best255.01173 = phi <32 x float> [ %4711, %max_block.body259 ], [ splat (float 0xFFF0000000000000), %max_block.body259.preheader ]
  %max_index256.01172 = phi <32 x i64> [ %4715, %max_block.body259 ], [ zeroinitializer, %max_block.body259.preheader ]
  %niter4940 = phi i64 [ %niter4940.next.1, %max_block.body259 ], [ 0, %max_block.body259.preheader ]
  %4695 = getelementptr inbounds float, ptr %3637, i64 %max_block2611174
  %block262 = load <32 x float>, ptr %4695, align 4
  %4696 = fcmp ogt <32 x float> %block262, %max_best255.01173
  %4697 = fcmp uno <32 x float> %block262, zeroinitializer
  %4698 = fcmp ord <32 x float> %max_best255.01173, zeroinitializer
  %4699 = and <32 x i1> %4698, %4697
  %take263 = or <32 x i1> %4696, %4699
  %4700 = select <32 x i1> %take263, <32 x float> %block262, <32 x float> %max_best255.01173
  %4701 = insertelement <32 x i64> poison, i64 %max_block2611174, i64 0
  %4702 = shufflevector <32 x i64> %4701, <32 x i64> poison, <32 x i32> zeroinitializer
  %4703 = or disjoint <32 x i64> %4702, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4704 = select <32 x i1> %take263, <32 x i64> %4703, <32 x i64> %max_index256.01172
  %4705 = or disjoint i64 %max_block2611174, 32
  %4706 = getelementptr inbounds float, ptr %3637, i64 %4705
  %block262.1 = load <32 x float>, ptr %4706, align 4
  %4707 = fcmp ogt <32 x float> %block262.1, %4700
  %4708 = fcmp uno <32 x float> %block262.1, zeroinitializer
  %4709 = fcmp ord <32 x float> %4700, zeroinitializer
  %4710 = and <32 x i1> %4709, %4708
  %take263.1 = or <32 x i1> %4707, %4710
  %4711 = select <32 x i1> %take263.1, <32 x float> %block262.1, <32 x float> %4700
  %4712 = insertelement <32 x i64> poison, i64 %4705, i64 0
  %4713 = shufflevector <32 x i64> %4712, <32 x i64> poison, <32 x i32> zeroinitializer
  %4714 = or disjoint <32 x i64> %4713, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4715 = select <32 x i1> %take263.1, <32 x i64> %4714, <32 x i64> %4704
  %4716 = add nuw i64 %max_block2611174, 64
  %niter4940.next.1 = add i64 %niter4940, 2
  %niter4940.ncmp.1.not = icmp eq i64 %niter4940.next.1, %unroll_iter4939
  br i1 %niter4940.ncmp.1.not, label %max_block.exit260.loopexit.unr-lcssa, label %max_block.body259

max_block.exit260.loopexit.unr-lcssa:             ; preds = %max_block.body259
  br i1 %lcmp.mod4935.not, label %max_block.exit260, label %max_block.body259.epil.preheader

max_block.body259.epil.preheader:                 ; preds = %max_block.exit260.loopexit.unr-lcssa, %max_block.body259.preheader
  %max_block2611174.epil.init = phi i64 [ 0, %max_block.body259.preheader ], [ %4716, %max_block.exit260.loopexit.unr-lcssa ]
  %max_best255.01173.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body259.preheader ], [ %4711, %max_block.exit260.loopexit.unr-lcssa ]
  %max_index256.01172.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body259.preheader ], [ %4715, %max_block.exit260.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4938)
  %4717 = getelementptr inbounds float, ptr %3637, i64 %max_block2611174.epil.init
  %block262.epil = load <32 x float>, ptr %4717, align 4
  %4718 = fcmp ogt <32 x float> %block262.epil, %max_best255.01173.epil.init
  %4719 = fcmp uno <32 x float> %block262.epil, zeroinitializer
  %4720 = fcmp ord <32 x float> %max_best255.01173.epil.init, zeroinitializer
  %4721 = and <32 x i1> %4720, %4719
  %take263.epil = or <32 x i1> %4718, %4721
  %4722 = select <32 x i1> %take263.epil, <32 x float> %block262.epil, <32 x float> %max_best255.01173.epil.init
  %4723 = insertelement <32 x i64> poison, i64 %max_block2611174.epil.init, i64 0
  %4724 = shufflevector <32 x i64> %4723, <32 x i64> poison, <32 x i32> zeroinitializer
  %4725 = or disjoint <32 x i64> %4724, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4726 = select <32 x i1> %take263.epil, <32 x i64> %4725, <32 x i64> %max_index256.01172.epil.init
  br label %max_block.exit260

max_block.exit260:                                ; preds = %max_block.body259.epil.preheader, %max_block.exit260.loopexit.unr-lcssa, %max_block.header258.preheader
  %max_index256.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header258.preheader ], [ %4715, %max_block.exit260.loopexit.unr-lcssa ], [ %4726, %max_block.body259.epil.preheader ]
  %max_best255.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header258.preheader ], [ %4711, %max_block.exit260.loopexit.unr-lcssa ], [ %4722, %max_block.body259.epil.preheader ]
  %4727 = extractelement <32 x float> %max_best255.0.lcssa, i64 0
  %4728 = extractelement <32 x i64> %max_index256.0.lcssa, i64 0
  %4729 = fcmp une float %4727, 0xFFF0000000000000
  %4730 = select i1 %4729, i64 %4728, i64 0
  %4731 = extractelement <32 x float> %max_best255.0.lcssa, i64 1
  %4732 = extractelement <32 x i64> %max_index256.0.lcssa, i64 1
  %4733 = fcmp uno float %4731, 0.000000e+00
  %4734 = fcmp ord float %4727, 0.000000e+00
  %4735 = icmp ult i64 %4732, %4730
  %4736 = fcmp ogt float %4731, %4727
  %4737 = fcmp oeq float %4731, %4727
  %4738 = or i1 %4734, %4735
  %4739 = and i1 %4737, %4735
  %4740 = or i1 %4736, %4739
  %4741 = select i1 %4733, i1 %4738, i1 %4740
  %4742 = select i1 %4741, float %4731, float %4727
  %4743 = select i1 %4741, i64 %4732, i64 %4730
  %4744 = extractelement <32 x float> %max_best255.0.lcssa, i64 2
  %4745 = extractelement <32 x i64> %max_index256.0.lcssa, i64 2
  %4746 = fcmp uno float %4744, 0.000000e+00
  %4747 = fcmp ord float %4742, 0.000000e+00
  %4748 = icmp ult i64 %4745, %4743
  %4749 = fcmp ogt float %4744, %4742
  %4750 = fcmp oeq float %4744, %4742
  %4751 = or i1 %4747, %4748
  %4752 = and i1 %4750, %4748
  %4753 = or i1 %4749, %4752
  %4754 = select i1 %4746, i1 %4751, i1 %4753
  %4755 = select i1 %4754, float %4744, float %4742
  %4756 = select i1 %4754, i64 %4745, i64 %4743
  %4757 = extractelement <32 x float> %max_best255.0.lcssa, i64 3
  %4758 = extractelement <32 x i64> %max_index256.0.lcssa, i64 3
  %4759 = fcmp uno float %4757, 0.000000e+00
  %4760 = fcmp ord float %4755, 0.000000e+00
  %4761 = icmp ult i64 %4758, %4756
  %4762 = fcmp ogt float %4757, %4755
  %4763 = fcmp oeq float %4757, %4755
  %4764 = or i1 %4760, %4761
  %4765 = and i1 %4763, %4761
  %4766 = or i1 %4762, %4765
  %4767 = select i1 %4759, i1 %4764, i1 %4766
  %4768 = select i1 %4767, float %4757, float %4755
  %4769 = select i1 %4767, i64 %4758, i64 %4756
  %4770 = extractelement <32 x float> %max_best255.0.lcssa, i64 4
  %4771 = extractelement <32 x i64> %max_index256.0.lcssa, i64 4
  %4772 = fcmp uno float %4770, 0.000000e+00
  %4773 = fcmp ord float %4768, 0.000000e+00
  %4774 = icmp ult i64 %4771, %4769
  %4775 = fcmp ogt float %4770, %4768
  %4776 = fcmp oeq float %4770, %4768
  %4777 = or i1 %4773, %4774
  %4778 = and i1 %4776, %4774
  %4779 = or i1 %4775, %4778
  %4780 = select i1 %4772, i1 %4777, i1 %4779
  %4781 = select i1 %4780, float %4770, float %4768
  %4782 = select i1 %4780, i64 %4771, i64 %4769
  %4783 = extractelement <32 x float> %max_best255.0.lcssa, i64 5
  %4784 = extractelement <32 x i64> %max_index256.0.lcssa, i64 5
  %4785 = fcmp uno float %4783, 0.000000e+00
  %4786 = fcmp ord float %4781, 0.000000e+00
  %4787 = icmp ult i64 %4784, %4782
  %4788 = fcmp ogt float %4783, %4781
  %4789 = fcmp oeq float %4783, %4781
  %4790 = or i1 %4786, %4787
  %4791 = and i1 %4789, %4787
  %4792 = or i1 %4788, %4791
  %4793 = select i1 %4785, i1 %4790, i1 %4792
  %4794 = select i1 %4793, float %4783, float %4781
  %4795 = select i1 %4793, i64 %4784, i64 %4782
  %4796 = extractelement <32 x float> %max_best255.0.lcssa, i64 6
  %4797 = extractelement <32 x i64> %max_index256.0.lcssa, i64 6
  %4798 = fcmp uno float %4796, 0.000000e+00
  %4799 = fcmp ord float %4794, 0.000000e+00
  %4800 = icmp ult i64 %4797, %4795
  %4801 = fcmp ogt float %4796, %4794
  %4802 = fcmp oeq float %4796, %4794
  %4803 = or i1 %4799, %4800
  %4804 = and i1 %4802, %4800
  %4805 = or i1 %4801, %4804
  %4806 = select i1 %4798, i1 %4803, i1 %4805
  %4807 = select i1 %4806, float %4796, float %4794
  %4808 = select i1 %4806, i64 %4797, i64 %4795
  %4809 = extractelement <32 x float> %max_best255.0.lcssa, i64 7
  %4810 = extractelement <32 x i64> %max_index256.0.lcssa, i64 7
  %4811 = fcmp uno float %4809, 0.000000e+00
  %4812 = fcmp ord float %4807, 0.000000e+00
  %4813 = icmp ult i64 %4810, %4808
  %4814 = fcmp ogt float %4809, %4807
  %4815 = fcmp oeq float %4809, %4807
  %4816 = or i1 %4812, %4813
  %4817 = and i1 %4815, %4813
  %4818 = or i1 %4814, %4817
  %4819 = select i1 %4811, i1 %4816, i1 %4818
  %4820 = select i1 %4819, float %4809, float %4807
  %4821 = select i1 %4819, i64 %4810, i64 %4808
  %4822 = extractelement <32 x float> %max_best255.0.lcssa, i64 8
  %4823 = extractelement <32 x i64> %max_index256.0.lcssa, i64 8
  %4824 = fcmp uno float %4822, 0.000000e+00
  %4825 = fcmp ord float %4820, 0.000000e+00
  %4826 = icmp ult i64 %4823, %4821
  %4827 = fcmp ogt float %4822, %4820
  %4828 = fcmp oeq float %4822, %4820
  %4829 = or i1 %4825, %4826
  %4830 = and i1 %4828, %4826
  %4831 = or i1 %4827, %4830
  %4832 = select i1 %4824, i1 %4829, i1 %4831
  %4833 = select i1 %4832, float %4822, float %4820
  %4834 = select i1 %4832, i64 %4823, i64 %4821
  %4835 = extractelement <32 x float> %max_best255.0.lcssa, i64 9
  %4836 = extractelement <32 x i64> %max_index256.0.lcssa, i64 9
  %4837 = fcmp uno float %4835, 0.000000e+00
  %4838 = fcmp ord float %4833, 0.000000e+00
  %4839 = icmp ult i64 %4836, %4834
  %4840 = fcmp ogt float %4835, %4833
  %4841 = fcmp oeq float %4835, %4833
  %4842 = or i1 %4838, %4839
  %4843 = and i1 %4841, %4839
  %4844 = or i1 %4840, %4843
  %4845 = select i1 %4837, i1 %4842, i1 %4844
  %4846 = select i1 %4845, float %4835, float %4833
  %4847 = select i1 %4845, i64 %4836, i64 %4834
  %4848 = extractelement <32 x float> %max_best255.0.lcssa, i64 10
  %4849 = extractelement <32 x i64> %max_index256.0.lcssa, i64 10
  %4850 = fcmp uno float %4848, 0.000000e+00
  %4851 = fcmp ord float %4846, 0.000000e+00
  %4852 = icmp ult i64 %4849, %4847
  %4853 = fcmp ogt float %4848, %4846
  %4854 = fcmp oeq float %4848, %4846
  %4855 = or i1 %4851, %4852
  %4856 = and i1 %4854, %4852
  %4857 = or i1 %4853, %4856
  %4858 = select i1 %4850, i1 %4855, i1 %4857
  %4859 = select i1 %4858, float %4848, float %4846
  %4860 = select i1 %4858, i64 %4849, i64 %4847
  %4861 = extractelement <32 x float> %max_best255.0.lcssa, i64 11
  %4862 = extractelement <32 x i64> %max_index256.0.lcssa, i64 11
  %4863 = fcmp uno float %4861, 0.000000e+00
  %4864 = fcmp ord float %4859, 0.000000e+00
  %4865 = icmp ult i64 %4862, %4860
  %4866 = fcmp ogt float %4861, %4859
  %4867 = fcmp oeq float %4861, %4859
  %4868 = or i1 %4864, %4865
  %4869 = and i1 %4867, %4865
  %4870 = or i1 %4866, %4869
  %4871 = select i1 %4863, i1 %4868, i1 %4870
  %4872 = select i1 %4871, float %4861, float %4859
  %4873 = select i1 %4871, i64 %4862, i64 %4860
  %4874 = extractelement <32 x float> %max_best255.0.lcssa, i64 12
  %4875 = extractelement <32 x i64> %max_index256.0.lcssa, i64 12
  %4876 = fcmp uno float %4874, 0.000000e+00
  %4877 = fcmp ord float %4872, 0.000000e+00
  %4878 = icmp ult i64 %4875, %4873
  %4879 = fcmp ogt float %4874, %4872
  %4880 = fcmp oeq float %4874, %4872
  %4881 = or i1 %4877, %4878
  %4882 = and i1 %4880, %4878
  %4883 = or i1 %4879, %4882
  %4884 = select i1 %4876, i1 %4881, i1 %4883
  %4885 = select i1 %4884, float %4874, float %4872
  %4886 = select i1 %4884, i64 %4875, i64 %4873
  %4887 = extractelement <32 x float> %max_best255.0.lcssa, i64 13
  %4888 = extractelement <32 x i64> %max_index256.0.lcssa, i64 13
  %4889 = fcmp uno float %4887, 0.000000e+00
  %4890 = fcmp ord float %4885, 0.000000e+00
  %4891 = icmp ult i64 %4888, %4886
  %4892 = fcmp ogt float %4887, %4885
  %4893 = fcmp oeq float %4887, %4885
  %4894 = or i1 %4890, %4891
  %4895 = and i1 %4893, %4891
  %4896 = or i1 %4892, %4895
  %4897 = select i1 %4889, i1 %4894, i1 %4896
  %4898 = select i1 %4897, float %4887, float %4885
  %4899 = select i1 %4897, i64 %4888, i64 %4886
  %4900 = extractelement <32 x float> %max_best255.0.lcssa, i64 14
  %4901 = extractelement <32 x i64> %max_index256.0.lcssa, i64 14
  %4902 = fcmp uno float %4900, 0.000000e+00
  %4903 = fcmp ord float %4898, 0.000000e+00
  %4904 = icmp ult i64 %4901, %4899
  %4905 = fcmp ogt float %4900, %4898
  %4906 = fcmp oeq float %4900, %4898
  %4907 = or i1 %4903, %4904
  %4908 = and i1 %4906, %4904
  %4909 = or i1 %4905, %4908
  %4910 = select i1 %4902, i1 %4907, i1 %4909
  %4911 = select i1 %4910, float %4900, float %4898
  %4912 = select i1 %4910, i64 %4901, i64 %4899
  %4913 = extractelement <32 x float> %max_best255.0.lcssa, i64 15
  %4914 = extractelement <32 x i64> %max_index256.0.lcssa, i64 15
  %4915 = fcmp uno float %4913, 0.000000e+00
  %4916 = fcmp ord float %4911, 0.000000e+00
  %4917 = icmp ult i64 %4914, %4912
  %4918 = fcmp ogt float %4913, %4911
  %4919 = fcmp oeq float %4913, %4911
  %4920 = or i1 %4916, %4917
  %4921 = and i1 %4919, %4917
  %4922 = or i1 %4918, %4921
  %4923 = select i1 %4915, i1 %4920, i1 %4922
  %4924 = select i1 %4923, float %4913, float %4911
  %4925 = select i1 %4923, i64 %4914, i64 %4912
  %4926 = extractelement <32 x float> %max_best255.0.lcssa, i64 16
  %4927 = extractelement <32 x i64> %max_index256.0.lcssa, i64 16
  %4928 = fcmp uno float %4926, 0.000000e+00
  %4929 = fcmp ord float %4924, 0.000000e+00
  %4930 = icmp ult i64 %4927, %4925
  %4931 = fcmp ogt float %4926, %4924
  %4932 = fcmp oeq float %4926, %4924
  %4933 = or i1 %4929, %4930
  %4934 = and i1 %4932, %4930
  %4935 = or i1 %4931, %4934
  %4936 = select i1 %4928, i1 %4933, i1 %4935
  %4937 = select i1 %4936, float %4926, float %4924
  %4938 = select i1 %4936, i64 %4927, i64 %4925
  %4939 = extractelement <32 x float> %max_best255.0.lcssa, i64 17
  %4940 = extractelement <32 x i64> %max_index256.0.lcssa, i64 17
  %4941 = fcmp uno float %4939, 0.000000e+00
  %4942 = fcmp ord float %4937, 0.000000e+00
  %4943 = icmp ult i64 %4940, %4938
  %4944 = fcmp ogt float %4939, %4937
  %4945 = fcmp oeq float %4939, %4937
  %4946 = or i1 %4942, %4943
  %4947 = and i1 %4945, %4943
  %4948 = or i1 %4944, %4947
  %4949 = select i1 %4941, i1 %4946, i1 %4948
  %4950 = select i1 %4949, float %4939, float %4937
  %4951 = select i1 %4949, i64 %4940, i64 %4938
  %4952 = extractelement <32 x float> %max_best255.0.lcssa, i64 18
  %4953 = extractelement <32 x i64> %max_index256.0.lcssa, i64 18
  %4954 = fcmp uno float %4952, 0.000000e+00
  %4955 = fcmp ord float %4950, 0.000000e+00
  %4956 = icmp ult i64 %4953, %4951
  %4957 = fcmp ogt float %4952, %4950
  %4958 = fcmp oeq float %4952, %4950
  %4959 = or i1 %4955, %4956
  %4960 = and i1 %4958, %4956
  %4961 = or i1 %4957, %4960
  %4962 = select i1 %4954, i1 %4959, i1 %4961
  %4963 = select i1 %4962, float %4952, float %4950
  %4964 = select i1 %4962, i64 %4953, i64 %4951
  %4965 = extractelement <32 x float> %max_best255.0.lcssa, i64 19
  %4966 = extractelement <32 x i64> %max_index256.0.lcssa, i64 19
  %4967 = fcmp uno float %4965, 0.000000e+00
  %4968 = fcmp ord float %4963, 0.000000e+00
  %4969 = icmp ult i64 %4966, %4964
  %4970 = fcmp ogt float %4965, %4963
  %4971 = fcmp oeq float %4965, %4963
  %4972 = or i1 %4968, %4969
  %4973 = and i1 %4971, %4969
  %4974 = or i1 %4970, %4973
  %4975 = select i1 %4967, i1 %4972, i1 %4974
  %4976 = select i1 %4975, float %4965, float %4963
  %4977 = select i1 %4975, i64 %4966, i64 %4964
  %4978 = extractelement <32 x float> %max_best255.0.lcssa, i64 20
  %4979 = extractelement <32 x i64> %max_index256.0.lcssa, i64 20
  %4980 = fcmp uno float %4978, 0.000000e+00
  %4981 = fcmp ord float %4976, 0.000000e+00
  %4982 = icmp ult i64 %4979, %4977
  %4983 = fcmp ogt float %4978, %4976
  %4984 = fcmp oeq float %4978, %4976
  %4985 = or i1 %4981, %4982
  %4986 = and i1 %4984, %4982
  %4987 = or i1 %4983, %4986
  %4988 = select i1 %4980, i1 %4985, i1 %4987
  %4989 = select i1 %4988, float %4978, float %4976
  %4990 = select i1 %4988, i64 %4979, i64 %4977
  %4991 = extractelement <32 x float> %max_best255.0.lcssa, i64 21
  %4992 = extractelement <32 x i64> %max_index256.0.lcssa, i64 21
  %4993 = fcmp uno float %4991, 0.000000e+00
  %4994 = fcmp ord float %4989, 0.000000e+00
  %4995 = icmp ult i64 %4992, %4990
  %4996 = fcmp ogt float %4991, %4989
  %4997 = fcmp oeq float %4991, %4989
  %4998 = or i1 %4994, %4995
  %4999 = and i1 %4997, %4995
  %5000 = or i1 %4996, %4999
  %5001 = select i1 %4993, i1 %4998, i1 %5000
  %5002 = select i1 %5001, float %4991, float %4989
  %5003 = select i1 %5001, i64 %4992, i64 %4990
  %5004 = extractelement <32 x float> %max_best255.0.lcssa, i64 22
  %5005 = extractelement <32 x i64> %max_index256.0.lcssa, i64 22
  %5006 = fcmp uno float %5004, 0.000000e+00
  %5007 = fcmp ord float %5002, 0.000000e+00
  %5008 = icmp ult i64 %5005, %5003
  %5009 = fcmp ogt float %5004, %5002
  %5010 = fcmp oeq float %5004, %5002
  %5011 = or i1 %5007, %5008
  %5012 = and i1 %5010, %5008
  %5013 = or i1 %5009, %5012
  %5014 = select i1 %5006, i1 %5011, i1 %5013
  %5015 = select i1 %5014, float %5004, float %5002
  %5016 = select i1 %5014, i64 %5005, i64 %5003
  %5017 = extractelement <32 x float> %max_best255.0.lcssa, i64 23
  %5018 = extractelement <32 x i64> %max_index256.0.lcssa, i64 23
  %5019 = fcmp uno float %5017, 0.000000e+00
  %5020 = fcmp ord float %5015, 0.000000e+00
  %5021 = icmp ult i64 %5018, %5016
  %5022 = fcmp ogt float %5017, %5015
  %5023 = fcmp oeq float %5017, %5015
  %5024 = or i1 %5020, %5021
  %5025 = and i1 %5023, %5021
  %5026 = or i1 %5022, %5025
  %5027 = select i1 %5019, i1 %5024, i1 %5026
  %5028 = select i1 %5027, float %5017, float %5015
  %5029 = select i1 %5027, i64 %5018, i64 %5016
  %5030 = extractelement <32 x float> %max_best255.0.lcssa, i64 24
  %5031 = extractelement <32 x i64> %max_index256.0.lcssa, i64 24
  %5032 = fcmp uno float %5030, 0.000000e+00
  %5033 = fcmp ord float %5028, 0.000000e+00
  %5034 = icmp ult i64 %5031, %5029
  %5035 = fcmp ogt float %5030, %5028
  %5036 = fcmp oeq float %5030, %5028
  %5037 = or i1 %5033, %5034
  %5038 = and i1 %5036, %5034
  %5039 = or i1 %5035, %5038
  %5040 = select i1 %5032, i1 %5037, i1 %5039
  %5041 = select i1 %5040, float %5030, float %5028
  %5042 = select i1 %5040, i64 %5031, i64 %5029
  %5043 = extractelement <32 x float> %max_best255.0.lcssa, i64 25
  %5044 = extractelement <32 x i64> %max_index256.0.lcssa, i64 25
  %5045 = fcmp uno float %5043, 0.000000e+00
  %5046 = fcmp ord float %5041, 0.000000e+00
  %5047 = icmp ult i64 %5044, %5042
  %5048 = fcmp ogt float %5043, %5041
  %5049 = fcmp oeq float %5043, %5041
  %5050 = or i1 %5046, %5047
  %5051 = and i1 %5049, %5047
  %5052 = or i1 %5048, %5051
  %5053 = select i1 %5045, i1 %5050, i1 %5052
  %5054 = select i1 %5053, float %5043, float %5041
  %5055 = select i1 %5053, i64 %5044, i64 %5042
  %5056 = extractelement <32 x float> %max_best255.0.lcssa, i64 26
  %5057 = extractelement <32 x i64> %max_index256.0.lcssa, i64 26
  %5058 = fcmp uno float %5056, 0.000000e+00
  %5059 = fcmp ord float %5054, 0.000000e+00
  %5060 = icmp ult i64 %5057, %5055
  %5061 = fcmp ogt float %5056, %5054
  %5062 = fcmp oeq float %5056, %5054
  %5063 = or i1 %5059, %5060
  %5064 = and i1 %5062, %5060
  %5065 = or i1 %5061, %5064
  %5066 = select i1 %5058, i1 %5063, i1 %5065
  %5067 = select i1 %5066, float %5056, float %5054
  %5068 = select i1 %5066, i64 %5057, i64 %5055
  %5069 = extractelement <32 x float> %max_best255.0.lcssa, i64 27
  %5070 = extractelement <32 x i64> %max_index256.0.lcssa, i64 27
  %5071 = fcmp uno float %5069, 0.000000e+00
  %5072 = fcmp ord float %5067, 0.000000e+00
  %5073 = icmp ult i64 %5070, %5068
  %5074 = fcmp ogt float %5069, %5067
  %5075 = fcmp oeq float %5069, %5067
  %5076 = or i1 %5072, %5073
  %5077 = and i1 %5075, %5073
  %5078 = or i1 %5074, %5077
  %5079 = select i1 %5071, i1 %5076, i1 %5078
  %5080 = select i1 %5079, float %5069, float %5067
  %5081 = select i1 %5079, i64 %5070, i64 %5068
  %5082 = extractelement <32 x float> %max_best255.0.lcssa, i64 28
  %5083 = extractelement <32 x i64> %max_index256.0.lcssa, i64 28
  %5084 = fcmp uno float %5082, 0.000000e+00
  %5085 = fcmp ord float %5080, 0.000000e+00
  %5086 = icmp ult i64 %5083, %5081
  %5087 = fcmp ogt float %5082, %5080
  %5088 = fcmp oeq float %5082, %5080
  %5089 = or i1 %5085, %5086
  %5090 = and i1 %5088, %5086
  %5091 = or i1 %5087, %5090
  %5092 = select i1 %5084, i1 %5089, i1 %5091
  %5093 = select i1 %5092, float %5082, float %5080
  %5094 = select i1 %5092, i64 %5083, i64 %5081
  %5095 = extractelement <32 x float> %max_best255.0.lcssa, i64 29
  %5096 = extractelement <32 x i64> %max_index256.0.lcssa, i64 29
  %5097 = fcmp uno float %5095, 0.000000e+00
  %5098 = fcmp ord float %5093, 0.000000e+00
  %5099 = icmp ult i64 %5096, %5094
  %5100 = fcmp ogt float %5095, %5093
  %5101 = fcmp oeq float %5095, %5093
  %5102 = or i1 %5098, %5099
  %5103 = and i1 %5101, %5099
  %5104 = or i1 %5100, %5103
  %5105 = select i1 %5097, i1 %5102, i1 %5104
  %5106 = select i1 %5105, float %5095, float %5093
  %5107 = select i1 %5105, i64 %5096, i64 %5094
  %5108 = extractelement <32 x float> %max_best255.0.lcssa, i64 30
  %5109 = extractelement <32 x i64> %max_index256.0.lcssa, i64 30
  %5110 = fcmp uno float %5108, 0.000000e+00
  %5111 = fcmp ord float %5106, 0.000000e+00
  %5112 = icmp ult i64 %5109, %5107
  %5113 = fcmp ogt float %5108, %5106
  %5114 = fcmp oeq float %5108, %5106
  %5115 = or i1 %5111, %5112
  %5116 = and i1 %5114, %5112
  %5117 = or i1 %5113, %5116
  %5118 = select i1 %5110, i1 %5115, i1 %5117
  %5119 = select i1 %5118, float %5108, float %5106
  %5120 = select i1 %5118, i64 %5109, i64 %5107
  %5121 = extractelement <32 x float> %max_best255.0.lcssa, i64 31
  %5122 = extractelement <32 x i64> %max_index256.0.lcssa, i64 31
  %5123 = fcmp uno float %5121, 0.000000e+00
  %5124 = fcmp ord float %5119, 0.000000e+00
  %5125 = icmp ult i64 %5122, %5120
  %5126 = fcmp ogt float %5121, %5119
  %5127 = fcmp oeq float %5121, %5119
  %5128 = or i1 %5124, %5125
  %5129 = and i1 %5127, %5125
  %5130 = or i1 %5126, %5129
  %5131 = select i1 %5123, i1 %5128, i1 %5130
  %5132 = select i1 %5131, float %5121, float %5119
  br i1 %.not1378, label %max_block.header277.preheader, label %fold_tail.body265

max_block.header277.preheader:                    ; preds = %fold_tail.body265, %max_block.exit260
  %fold_value250.0.lcssa = phi float [ %5132, %max_block.exit260 ], [ %5139, %fold_tail.body265 ]
  br i1 %.not1377, label %max_block.exit279, label %max_block.body278.preheader

max_block.body278.preheader:                      ; preds = %max_block.header277.preheader
  br i1 %3729, label %max_block.body278.epil.preheader, label %max_block.body278

fold_tail.body265:                                ; preds = %max_block.exit260, %fold_tail.body265
  %fold_tail2671179 = phi i64 [ %5140, %fold_tail.body265 ], [ %blocks_end219, %max_block.exit260 ]
  %fold_value250.01178 = phi float [ %5139, %fold_tail.body265 ], [ %5132, %max_block.exit260 ]
  %5133 = getelementptr inbounds float, ptr %3637, i64 %fold_tail2671179
  %5134 = load float, ptr %5133, align 4
  %5135 = fcmp ogt float %5134, %fold_value250.01178
  %5136 = fcmp uno float %5134, 0.000000e+00
  %5137 = fcmp ord float %fold_value250.01178, 0.000000e+00
  %5138 = and i1 %5137, %5136
  %take268 = or i1 %5135, %5138
  %5139 = select i1 %take268, float %5134, float %fold_value250.01178
  %5140 = add nuw i64 %fold_tail2671179, 1
  %5141 = icmp ult i64 %5140, %n_features
  br i1 %5141, label %fold_tail.body265, label %max_block.header277.preheader

max_block.body278:                                ; preds = %max_block.body278.preheader, %max_block.body278
  %max_block2801183 = phi i64 [ %5163, %max_block.body278 ], [ 0, %max_block.body278.preheader ]
  %max_best274.01182 = phi <32 x float> [ %5158, %max_block.body278 ], [ splat (float 0xFFF0000000000000), %max_block.body278.preheader ]
  %max_index275.01181 = phi <32 x i64> [ %5162, %max_block.body278 ], [ zeroinitializer, %max_block.body278.preheader ]
  %niter4948 = phi i64 [ %niter4948.next.1, %max_block.body278 ], [ 0, %max_block.body278.preheader ]
  %5142 = getelementptr inbounds float, ptr %3638, i64 %max_block2801183
  %block281 = load <32 x float>, ptr %5142, align 4
  %5143 = fcmp ogt <32 x float> %block281, %max_best274.01182
  %5144 = fcmp uno <32 x float> %block281, zeroinitializer
  %5145 = fcmp ord <32 x float> %max_best274.01182, zeroinitializer
  %5146 = and <32 x i1> %5145, %5144
  %take282 = or <32 x i1> %5143, %5146
  %5147 = select <32 x i1> %take282, <32 x float> %block281, <32 x float> %max_best274.01182
  %5148 = insertelement <32 x i64> poison, i64 %max_block2801183, i64 0
  %5149 = shufflevector <32 x i64> %5148, <32 x i64> poison, <32 x i32> zeroinitializer
  %5150 = or disjoint <32 x i64> %5149, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5151 = select <32 x i1> %take282, <32 x i64> %5150, <32 x i64> %max_index275.01181
  %5152 = or disjoint i64 %max_block2801183, 32
  %5153 = getelementptr inbounds float, ptr %3638, i64 %5152
  %block281.1 = load <32 x float>, ptr %5153, align 4
  %5154 = fcmp ogt <32 x float> %block281.1, %5147
  %5155 = fcmp uno <32 x float> %block281.1, zeroinitializer
  %5156 = fcmp ord <32 x float> %5147, zeroinitializer
  %5157 = and <32 x i1> %5156, %5155
  %take282.1 = or <32 x i1> %5154, %5157
  %5158 = select <32 x i1> %take282.1, <32 x float> %block281.1, <32 x float> %5147
  %5159 = insertelement <32 x i64> poison, i64 %5152, i64 0
  %5160 = shufflevector <32 x i64> %5159, <32 x i64> poison, <32 x i32> zeroinitializer
  %5161 = or disjoint <32 x i64> %5160, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5162 = select <32 x i1> %take282.1, <32 x i64> %5161, <32 x i64> %5151
  %5163 = add nuw i64 %max_block2801183, 64
  %niter4948.next.1 = add i64 %niter4948, 2
  %niter4948.ncmp.1.not = icmp eq i64 %niter4948.next.1, %unroll_iter4947
  br i1 %niter4948.ncmp.1.not, label %max_block.exit279.loopexit.unr-lcssa, label %max_block.body278

max_block.exit279.loopexit.unr-lcssa:             ; preds = %max_block.body278
  br i1 %lcmp.mod4943.not, label %max_block.exit279, label %max_block.body278.epil.preheader

max_block.body278.epil.preheader:                 ; preds = %max_block.exit279.loopexit.unr-lcssa, %max_block.body278.preheader
  %max_block2801183.epil.init = phi i64 [ 0, %max_block.body278.preheader ], [ %5163, %max_block.exit279.loopexit.unr-lcssa ]
  %max_best274.01182.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body278.preheader ], [ %5158, %max_block.exit279.loopexit.unr-lcssa ]
  %max_index275.01181.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body278.preheader ], [ %5162, %max_block.exit279.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4946)
  %5164 = getelementptr inbounds float, ptr %3638, i64 %max_block2801183.epil.init
  %block281.epil = load <32 x float>, ptr %5164, align 4
  %5165 = fcmp ogt <32 x float> %block281.epil, %max_best274.01182.epil.init
  %5166 = fcmp uno <32 x float> %block281.epil, zeroinitializer
  %5167 = fcmp ord <32 x float> %max_best274.01182.epil.init, zeroinitializer
  %5168 = and <32 x i1> %5167, %5166
  %take282.epil = or <32 x i1> %5165, %5168
  %5169 = select <32 x i1> %take282.epil, <32 x float> %block281.epil, <32 x float> %max_best274.01182.epil.init
  %5170 = insertelement <32 x i64> poison, i64 %max_block2801183.epil.init, i64 0
  %5171 = shufflevector <32 x i64> %5170, <32 x i64> poison, <32 x i32> zeroinitializer
  %5172 = or disjoint <32 x i64> %5171, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5173 = select <32 x i1> %take282.epil, <32 x i64> %5172, <32 x i64> %max_index275.01181.epil.init
  br label %max_block.exit279

max_block.exit279:                                ; preds = %max_block.body278.epil.preheader, %max_block.exit279.loopexit.unr-lcssa, %max_block.header277.preheader
  %max_index275.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header277.preheader ], [ %5162, %max_block.exit279.loopexit.unr-lcssa ], [ %5173, %max_block.body278.epil.preheader ]
  %max_best274.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header277.preheader ], [ %5158, %max_block.exit279.loopexit.unr-lcssa ], [ %5169, %max_block.body278.epil.preheader ]
  %5174 = extractelement <32 x float> %max_best274.0.lcssa, i64 0
  %5175 = extractelement <32 x i64> %max_index275.0.lcssa, i64 0
  %5176 = fcmp une float %5174, 0xFFF0000000000000
  %5177 = select i1 %5176, i64 %5175, i64 0
  %5178 = extractelement <32 x float> %max_best274.0.lcssa, i64 1
  %5179 = extractelement <32 x i64> %max_index275.0.lcssa, i64 1
  %5180 = fcmp uno float %5178, 0.000000e+00
  %5181 = fcmp ord float %5174, 0.000000e+00
  %5182 = icmp ult i64 %5179, %5177
  %5183 = fcmp ogt float %5178, %5174
  %5184 = fcmp oeq float %5178, %5174
  %5185 = or i1 %5181, %5182
  %5186 = and i1 %5184, %5182
  %5187 = or i1 %5183, %5186
  %5188 = select i1 %5180, i1 %5185, i1 %5187
  %5189 = select i1 %5188, float %5178, float %5174
  %5190 = select i1 %5188, i64 %5179, i64 %5177
  %5191 = extractelement <32 x float> %max_best274.0.lcssa, i64 2
  %5192 = extractelement <32 x i64> %max_index275.0.lcssa, i64 2
  %5193 = fcmp uno float %5191, 0.000000e+00
  %5194 = fcmp ord float %5189, 0.000000e+00
  %5195 = icmp ult i64 %5192, %5190
  %5196 = fcmp ogt float %5191, %5189
  %5197 = fcmp oeq float %5191, %5189
  %5198 = or i1 %5194, %5195
  %5199 = and i1 %5197, %5195
  %5200 = or i1 %5196, %5199
  %5201 = select i1 %5193, i1 %5198, i1 %5200
  %5202 = select i1 %5201, float %5191, float %5189
  %5203 = select i1 %5201, i64 %5192, i64 %5190
  %5204 = extractelement <32 x float> %max_best274.0.lcssa, i64 3
  %5205 = extractelement <32 x i64> %max_index275.0.lcssa, i64 3
  %5206 = fcmp uno float %5204, 0.000000e+00
  %5207 = fcmp ord float %5202, 0.000000e+00
  %5208 = icmp ult i64 %5205, %5203
  %5209 = fcmp ogt float %5204, %5202
  %5210 = fcmp oeq float %5204, %5202
  %5211 = or i1 %5207, %5208
  %5212 = and i1 %5210, %5208
  %5213 = or i1 %5209, %5212
  %5214 = select i1 %5206, i1 %5211, i1 %5213
  %5215 = select i1 %5214, float %5204, float %5202
  %5216 = select i1 %5214, i64 %5205, i64 %5203
  %5217 = extractelement <32 x float> %max_best274.0.lcssa, i64 4
  %5218 = extractelement <32 x i64> %max_index275.0.lcssa, i64 4
  %5219 = fcmp uno float %5217, 0.000000e+00
  %5220 = fcmp ord float %5215, 0.000000e+00
  %5221 = icmp ult i64 %5218, %5216
  %5222 = fcmp ogt float %5217, %5215
  %5223 = fcmp oeq float %5217, %5215
  %5224 = or i1 %5220, %5221
  %5225 = and i1 %5223, %5221
  %5226 = or i1 %5222, %5225
  %5227 = select i1 %5219, i1 %5224, i1 %5226
  %5228 = select i1 %5227, float %5217, float %5215
  %5229 = select i1 %5227, i64 %5218, i64 %5216
  %5230 = extractelement <32 x float> %max_best274.0.lcssa, i64 5
  %5231 = extractelement <32 x i64> %max_index275.0.lcssa, i64 5
  %5232 = fcmp uno float %5230, 0.000000e+00
  %5233 = fcmp ord float %5228, 0.000000e+00
  %5234 = icmp ult i64 %5231, %5229
  %5235 = fcmp ogt float %5230, %5228
  %5236 = fcmp oeq float %5230, %5228
  %5237 = or i1 %5233, %5234
  %5238 = and i1 %5236, %5234
  %5239 = or i1 %5235, %5238
  %5240 = select i1 %5232, i1 %5237, i1 %5239
  %5241 = select i1 %5240, float %5230, float %5228
  %5242 = select i1 %5240, i64 %5231, i64 %5229
  %5243 = extractelement <32 x float> %max_best274.0.lcssa, i64 6
  %5244 = extractelement <32 x i64> %max_index275.0.lcssa, i64 6
  %5245 = fcmp uno float %5243, 0.000000e+00
  %5246 = fcmp ord float %5241, 0.000000e+00
  %5247 = icmp ult i64 %5244, %5242
  %5248 = fcmp ogt float %5243, %5241
  %5249 = fcmp oeq float %5243, %5241
  %5250 = or i1 %5246, %5247
  %5251 = and i1 %5249, %5247
  %5252 = or i1 %5248, %5251
  %5253 = select i1 %5245, i1 %5250, i1 %5252
  %5254 = select i1 %5253, float %5243, float %5241
  %5255 = select i1 %5253, i64 %5244, i64 %5242
  %5256 = extractelement <32 x float> %max_best274.0.lcssa, i64 7
  %5257 = extractelement <32 x i64> %max_index275.0.lcssa, i64 7
  %5258 = fcmp uno float %5256, 0.000000e+00
  %5259 = fcmp ord float %5254, 0.000000e+00
  %5260 = icmp ult i64 %5257, %5255
  %5261 = fcmp ogt float %5256, %5254
  %5262 = fcmp oeq float %5256, %5254
  %5263 = or i1 %5259, %5260
  %5264 = and i1 %5262, %5260
  %5265 = or i1 %5261, %5264
  %5266 = select i1 %5258, i1 %5263, i1 %5265
  %5267 = select i1 %5266, float %5256, float %5254
  %5268 = select i1 %5266, i64 %5257, i64 %5255
  %5269 = extractelement <32 x float> %max_best274.0.lcssa, i64 8
  %5270 = extractelement <32 x i64> %max_index275.0.lcssa, i64 8
  %5271 = fcmp uno float %5269, 0.000000e+00
  %5272 = fcmp ord float %5267, 0.000000e+00
  %5273 = icmp ult i64 %5270, %5268
  %5274 = fcmp ogt float %5269, %5267
  %5275 = fcmp oeq float %5269, %5267
  %5276 = or i1 %5272, %5273
  %5277 = and i1 %5275, %5273
  %5278 = or i1 %5274, %5277
  %5279 = select i1 %5271, i1 %5276, i1 %5278
  %5280 = select i1 %5279, float %5269, float %5267
  %5281 = select i1 %5279, i64 %5270, i64 %5268
  %5282 = extractelement <32 x float> %max_best274.0.lcssa, i64 9
  %5283 = extractelement <32 x i64> %max_index275.0.lcssa, i64 9
  %5284 = fcmp uno float %5282, 0.000000e+00
  %5285 = fcmp ord float %5280, 0.000000e+00
  %5286 = icmp ult i64 %5283, %5281
  %5287 = fcmp ogt float %5282, %5280
  %5288 = fcmp oeq float %5282, %5280
  %5289 = or i1 %5285, %5286
  %5290 = and i1 %5288, %5286
  %5291 = or i1 %5287, %5290
  %5292 = select i1 %5284, i1 %5289, i1 %5291
  %5293 = select i1 %5292, float %5282, float %5280
  %5294 = select i1 %5292, i64 %5283, i64 %5281
  %5295 = extractelement <32 x float> %max_best274.0.lcssa, i64 10
  %5296 = extractelement <32 x i64> %max_index275.0.lcssa, i64 10
  %5297 = fcmp uno float %5295, 0.000000e+00
  %5298 = fcmp ord float %5293, 0.000000e+00
  %5299 = icmp ult i64 %5296, %5294
  %5300 = fcmp ogt float %5295, %5293
  %5301 = fcmp oeq float %5295, %5293
  %5302 = or i1 %5298, %5299
  %5303 = and i1 %5301, %5299
  %5304 = or i1 %5300, %5303
  %5305 = select i1 %5297, i1 %5302, i1 %5304
  %5306 = select i1 %5305, float %5295, float %5293
  %5307 = select i1 %5305, i64 %5296, i64 %5294
  %5308 = extractelement <32 x float> %max_best274.0.lcssa, i64 11
  %5309 = extractelement <32 x i64> %max_index275.0.lcssa, i64 11
  %5310 = fcmp uno float %5308, 0.000000e+00
  %5311 = fcmp ord float %5306, 0.000000e+00
  %5312 = icmp ult i64 %5309, %5307
  %5313 = fcmp ogt float %5308, %5306
  %5314 = fcmp oeq float %5308, %5306
  %5315 = or i1 %5311, %5312
  %5316 = and i1 %5314, %5312
  %5317 = or i1 %5313, %5316
  %5318 = select i1 %5310, i1 %5315, i1 %5317
  %5319 = select i1 %5318, float %5308, float %5306
  %5320 = select i1 %5318, i64 %5309, i64 %5307
  %5321 = extractelement <32 x float> %max_best274.0.lcssa, i64 12
  %5322 = extractelement <32 x i64> %max_index275.0.lcssa, i64 12
  %5323 = fcmp uno float %5321, 0.000000e+00
  %5324 = fcmp ord float %5319, 0.000000e+00
  %5325 = icmp ult i64 %5322, %5320
  %5326 = fcmp ogt float %5321, %5319
  %5327 = fcmp oeq float %5321, %5319
  %5328 = or i1 %5324, %5325
  %5329 = and i1 %5327, %5325
  %5330 = or i1 %5326, %5329
  %5331 = select i1 %5323, i1 %5328, i1 %5330
  %5332 = select i1 %5331, float %5321, float %5319
  %5333 = select i1 %5331, i64 %5322, i64 %5320
  %5334 = extractelement <32 x float> %max_best274.0.lcssa, i64 13
  %5335 = extractelement <32 x i64> %max_index275.0.lcssa, i64 13
  %5336 = fcmp uno float %5334, 0.000000e+00
  %5337 = fcmp ord float %5332, 0.000000e+00
  %5338 = icmp ult i64 %5335, %5333
  %5339 = fcmp ogt float %5334, %5332
  %5340 = fcmp oeq float %5334, %5332
  %5341 = or i1 %5337, %5338
  %5342 = and i1 %5340, %5338
  %5343 = or i1 %5339, %5342
  %5344 = select i1 %5336, i1 %5341, i1 %5343
  %5345 = select i1 %5344, float %5334, float %5332
  %5346 = select i1 %5344, i64 %5335, i64 %5333
  %5347 = extractelement <32 x float> %max_best274.0.lcssa, i64 14
  %5348 = extractelement <32 x i64> %max_index275.0.lcssa, i64 14
  %5349 = fcmp uno float %5347, 0.000000e+00
  %5350 = fcmp ord float %5345, 0.000000e+00
  %5351 = icmp ult i64 %5348, %5346
  %5352 = fcmp ogt float %5347, %5345
  %5353 = fcmp oeq float %5347, %5345
  %5354 = or i1 %5350, %5351
  %5355 = and i1 %5353, %5351
  %5356 = or i1 %5352, %5355
  %5357 = select i1 %5349, i1 %5354, i1 %5356
  %5358 = select i1 %5357, float %5347, float %5345
  %5359 = select i1 %5357, i64 %5348, i64 %5346
  %5360 = extractelement <32 x float> %max_best274.0.lcssa, i64 15
  %5361 = extractelement <32 x i64> %max_index275.0.lcssa, i64 15
  %5362 = fcmp uno float %5360, 0.000000e+00
  %5363 = fcmp ord float %5358, 0.000000e+00
  %5364 = icmp ult i64 %5361, %5359
  %5365 = fcmp ogt float %5360, %5358
  %5366 = fcmp oeq float %5360, %5358
  %5367 = or i1 %5363, %5364
  %5368 = and i1 %5366, %5364
  %5369 = or i1 %5365, %5368
  %5370 = select i1 %5362, i1 %5367, i1 %5369
  %5371 = select i1 %5370, float %5360, float %5358
  %5372 = select i1 %5370, i64 %5361, i64 %5359
  %5373 = extractelement <32 x float> %max_best274.0.lcssa, i64 16
  %5374 = extractelement <32 x i64> %max_index275.0.lcssa, i64 16
  %5375 = fcmp uno float %5373, 0.000000e+00
  %5376 = fcmp ord float %5371, 0.000000e+00
  %5377 = icmp ult i64 %5374, %5372
  %5378 = fcmp ogt float %5373, %5371
  %5379 = fcmp oeq float %5373, %5371
  %5380 = or i1 %5376, %5377
  %5381 = and i1 %5379, %5377
  %5382 = or i1 %5378, %5381
  %5383 = select i1 %5375, i1 %5380, i1 %5382
  %5384 = select i1 %5383, float %5373, float %5371
  %5385 = select i1 %5383, i64 %5374, i64 %5372
  %5386 = extractelement <32 x float> %max_best274.0.lcssa, i64 17
  %5387 = extractelement <32 x i64> %max_index275.0.lcssa, i64 17
  %5388 = fcmp uno float %5386, 0.000000e+00
  %5389 = fcmp ord float %5384, 0.000000e+00
  %5390 = icmp ult i64 %5387, %5385
  %5391 = fcmp ogt float %5386, %5384
  %5392 = fcmp oeq float %5386, %5384
  %5393 = or i1 %5389, %5390
  %5394 = and i1 %5392, %5390
  %5395 = or i1 %5391, %5394
  %5396 = select i1 %5388, i1 %5393, i1 %5395
  %5397 = select i1 %5396, float %5386, float %5384
  %5398 = select i1 %5396, i64 %5387, i64 %5385
  %5399 = extractelement <32 x float> %max_best274.0.lcssa, i64 18
  %5400 = extractelement <32 x i64> %max_index275.0.lcssa, i64 18
  %5401 = fcmp uno float %5399, 0.000000e+00
  %5402 = fcmp ord float %5397, 0.000000e+00
  %5403 = icmp ult i64 %5400, %5398
  %5404 = fcmp ogt float %5399, %5397
  %5405 = fcmp oeq float %5399, %5397
  %5406 = or i1 %5402, %5403
  %5407 = and i1 %5405, %5403
  %5408 = or i1 %5404, %5407
  %5409 = select i1 %5401, i1 %5406, i1 %5408
  %5410 = select i1 %5409, float %5399, float %5397
  %5411 = select i1 %5409, i64 %5400, i64 %5398
  %5412 = extractelement <32 x float> %max_best274.0.lcssa, i64 19
  %5413 = extractelement <32 x i64> %max_index275.0.lcssa, i64 19
  %5414 = fcmp uno float %5412, 0.000000e+00
  %5415 = fcmp ord float %5410, 0.000000e+00
  %5416 = icmp ult i64 %5413, %5411
  %5417 = fcmp ogt float %5412, %5410
  %5418 = fcmp oeq float %5412, %5410
  %5419 = or i1 %5415, %5416
  %5420 = and i1 %5418, %5416
  %5421 = or i1 %5417, %5420
  %5422 = select i1 %5414, i1 %5419, i1 %5421
  %5423 = select i1 %5422, float %5412, float %5410
  %5424 = select i1 %5422, i64 %5413, i64 %5411
  %5425 = extractelement <32 x float> %max_best274.0.lcssa, i64 20
  %5426 = extractelement <32 x i64> %max_index275.0.lcssa, i64 20
  %5427 = fcmp uno float %5425, 0.000000e+00
  %5428 = fcmp ord float %5423, 0.000000e+00
  %5429 = icmp ult i64 %5426, %5424
  %5430 = fcmp ogt float %5425, %5423
  %5431 = fcmp oeq float %5425, %5423
  %5432 = or i1 %5428, %5429
  %5433 = and i1 %5431, %5429
  %5434 = or i1 %5430, %5433
  %5435 = select i1 %5427, i1 %5432, i1 %5434
  %5436 = select i1 %5435, float %5425, float %5423
  %5437 = select i1 %5435, i64 %5426, i64 %5424
  %5438 = extractelement <32 x float> %max_best274.0.lcssa, i64 21
  %5439 = extractelement <32 x i64> %max_index275.0.lcssa, i64 21
  %5440 = fcmp uno float %5438, 0.000000e+00
  %5441 = fcmp ord float %5436, 0.000000e+00
  %5442 = icmp ult i64 %5439, %5437
  %5443 = fcmp ogt float %5438, %5436
  %5444 = fcmp oeq float %5438, %5436
  %5445 = or i1 %5441, %5442
  %5446 = and i1 %5444, %5442
  %5447 = or i1 %5443, %5446
  %5448 = select i1 %5440, i1 %5445, i1 %5447
  %5449 = select i1 %5448, float %5438, float %5436
  %5450 = select i1 %5448, i64 %5439, i64 %5437
  %5451 = extractelement <32 x float> %max_best274.0.lcssa, i64 22
  %5452 = extractelement <32 x i64> %max_index275.0.lcssa, i64 22
  %5453 = fcmp uno float %5451, 0.000000e+00
  %5454 = fcmp ord float %5449, 0.000000e+00
  %5455 = icmp ult i64 %5452, %5450
  %5456 = fcmp ogt float %5451, %5449
  %5457 = fcmp oeq float %5451, %5449
  %5458 = or i1 %5454, %5455
  %5459 = and i1 %5457, %5455
  %5460 = or i1 %5456, %5459
  %5461 = select i1 %5453, i1 %5458, i1 %5460
  %5462 = select i1 %5461, float %5451, float %5449
  %5463 = select i1 %5461, i64 %5452, i64 %5450
  %5464 = extractelement <32 x float> %max_best274.0.lcssa, i64 23
  %5465 = extractelement <32 x i64> %max_index275.0.lcssa, i64 23
  %5466 = fcmp uno float %5464, 0.000000e+00
  %5467 = fcmp ord float %5462, 0.000000e+00
  %5468 = icmp ult i64 %5465, %5463
  %5469 = fcmp ogt float %5464, %5462
  %5470 = fcmp oeq float %5464, %5462
  %5471 = or i1 %5467, %5468
  %5472 = and i1 %5470, %5468
  %5473 = or i1 %5469, %5472
  %5474 = select i1 %5466, i1 %5471, i1 %5473
  %5475 = select i1 %5474, float %5464, float %5462
  %5476 = select i1 %5474, i64 %5465, i64 %5463
  %5477 = extractelement <32 x float> %max_best274.0.lcssa, i64 24
  %5478 = extractelement <32 x i64> %max_index275.0.lcssa, i64 24
  %5479 = fcmp uno float %5477, 0.000000e+00
  %5480 = fcmp ord float %5475, 0.000000e+00
  %5481 = icmp ult i64 %5478, %5476
  %5482 = fcmp ogt float %5477, %5475
  %5483 = fcmp oeq float %5477, %5475
  %5484 = or i1 %5480, %5481
  %5485 = and i1 %5483, %5481
  %5486 = or i1 %5482, %5485
  %5487 = select i1 %5479, i1 %5484, i1 %5486
  %5488 = select i1 %5487, float %5477, float %5475
  %5489 = select i1 %5487, i64 %5478, i64 %5476
  %5490 = extractelement <32 x float> %max_best274.0.lcssa, i64 25
  %5491 = extractelement <32 x i64> %max_index275.0.lcssa, i64 25
  %5492 = fcmp uno float %5490, 0.000000e+00
  %5493 = fcmp ord float %5488, 0.000000e+00
  %5494 = icmp ult i64 %5491, %5489
  %5495 = fcmp ogt float %5490, %5488
  %5496 = fcmp oeq float %5490, %5488
  %5497 = or i1 %5493, %5494
  %5498 = and i1 %5496, %5494
  %5499 = or i1 %5495, %5498
  %5500 = select i1 %5492, i1 %5497, i1 %5499
  %5501 = select i1 %5500, float %5490, float %5488
  %5502 = select i1 %5500, i64 %5491, i64 %5489
  %5503 = extractelement <32 x float> %max_best274.0.lcssa, i64 26
  %5504 = extractelement <32 x i64> %max_index275.0.lcssa, i64 26
  %5505 = fcmp uno float %5503, 0.000000e+00
  %5506 = fcmp ord float %5501, 0.000000e+00
  %5507 = icmp ult i64 %5504, %5502
  %5508 = fcmp ogt float %5503, %5501
  %5509 = fcmp oeq float %5503, %5501
  %5510 = or i1 %5506, %5507
  %5511 = and i1 %5509, %5507
  %5512 = or i1 %5508, %5511
  %5513 = select i1 %5505, i1 %5510, i1 %5512
  %5514 = select i1 %5513, float %5503, float %5501
  %5515 = select i1 %5513, i64 %5504, i64 %5502
  %5516 = extractelement <32 x float> %max_best274.0.lcssa, i64 27
  %5517 = extractelement <32 x i64> %max_index275.0.lcssa, i64 27
  %5518 = fcmp uno float %5516, 0.000000e+00
  %5519 = fcmp ord float %5514, 0.000000e+00
  %5520 = icmp ult i64 %5517, %5515
  %5521 = fcmp ogt float %5516, %5514
  %5522 = fcmp oeq float %5516, %5514
  %5523 = or i1 %5519, %5520
  %5524 = and i1 %5522, %5520
  %5525 = or i1 %5521, %5524
  %5526 = select i1 %5518, i1 %5523, i1 %5525
  %5527 = select i1 %5526, float %5516, float %5514
  %5528 = select i1 %5526, i64 %5517, i64 %5515
  %5529 = extractelement <32 x float> %max_best274.0.lcssa, i64 28
  %5530 = extractelement <32 x i64> %max_index275.0.lcssa, i64 28
  %5531 = fcmp uno float %5529, 0.000000e+00
  %5532 = fcmp ord float %5527, 0.000000e+00
  %5533 = icmp ult i64 %5530, %5528
  %5534 = fcmp ogt float %5529, %5527
  %5535 = fcmp oeq float %5529, %5527
  %5536 = or i1 %5532, %5533
  %5537 = and i1 %5535, %5533
  %5538 = or i1 %5534, %5537
  %5539 = select i1 %5531, i1 %5536, i1 %5538
  %5540 = select i1 %5539, float %5529, float %5527
  %5541 = select i1 %5539, i64 %5530, i64 %5528
  %5542 = extractelement <32 x float> %max_best274.0.lcssa, i64 29
  %5543 = extractelement <32 x i64> %max_index275.0.lcssa, i64 29
  %5544 = fcmp uno float %5542, 0.000000e+00
  %5545 = fcmp ord float %5540, 0.000000e+00
  %5546 = icmp ult i64 %5543, %5541
  %5547 = fcmp ogt float %5542, %5540
  %5548 = fcmp oeq float %5542, %5540
  %5549 = or i1 %5545, %5546
  %5550 = and i1 %5548, %5546
  %5551 = or i1 %5547, %5550
  %5552 = select i1 %5544, i1 %5549, i1 %5551
  %5553 = select i1 %5552, float %5542, float %5540
  %5554 = select i1 %5552, i64 %5543, i64 %5541
  %5555 = extractelement <32 x float> %max_best274.0.lcssa, i64 30
  %5556 = extractelement <32 x i64> %max_index275.0.lcssa, i64 30
  %5557 = fcmp uno float %5555, 0.000000e+00
  %5558 = fcmp ord float %5553, 0.000000e+00
  %5559 = icmp ult i64 %5556, %5554
  %5560 = fcmp ogt float %5555, %5553
  %5561 = fcmp oeq float %5555, %5553
  %5562 = or i1 %5558, %5559
  %5563 = and i1 %5561, %5559
  %5564 = or i1 %5560, %5563
  %5565 = select i1 %5557, i1 %5562, i1 %5564
  %5566 = select i1 %5565, float %5555, float %5553
  %5567 = select i1 %5565, i64 %5556, i64 %5554
  %5568 = extractelement <32 x float> %max_best274.0.lcssa, i64 31
  %5569 = extractelement <32 x i64> %max_index275.0.lcssa, i64 31
  %5570 = fcmp uno float %5568, 0.000000e+00
  %5571 = fcmp ord float %5566, 0.000000e+00
  %5572 = icmp ult i64 %5569, %5567
  %5573 = fcmp ogt float %5568, %5566
  %5574 = fcmp oeq float %5568, %5566
  %5575 = or i1 %5571, %5572
  %5576 = and i1 %5574, %5572
  %5577 = or i1 %5573, %5576
  %5578 = select i1 %5570, i1 %5575, i1 %5577
  %5579 = select i1 %5578, i64 %5569, i64 %5567
  br i1 %.not1378, label %fold_tail.exit285, label %fold_tail.body284.preheader

fold_tail.body284.preheader:                      ; preds = %max_block.exit279
  %5580 = select i1 %5578, float %5568, float %5566
  br label %fold_tail.body284

fold_tail.body284:                                ; preds = %fold_tail.body284.preheader, %fold_tail.body284
  %fold_tail2861188 = phi i64 [ %5589, %fold_tail.body284 ], [ %blocks_end219, %fold_tail.body284.preheader ]
  %fold_value269.01187 = phi float [ %5587, %fold_tail.body284 ], [ %5580, %fold_tail.body284.preheader ]
  %fold_index270.01186 = phi i64 [ %5588, %fold_tail.body284 ], [ %5579, %fold_tail.body284.preheader ]
  %5581 = getelementptr inbounds float, ptr %3638, i64 %fold_tail2861188
  %5582 = load float, ptr %5581, align 4
  %5583 = fcmp ogt float %5582, %fold_value269.01187
  %5584 = fcmp uno float %5582, 0.000000e+00
  %5585 = fcmp ord float %fold_value269.01187, 0.000000e+00
  %5586 = and i1 %5585, %5584
  %take287 = or i1 %5583, %5586
  %5587 = select i1 %take287, float %5582, float %fold_value269.01187
  %5588 = select i1 %take287, i64 %fold_tail2861188, i64 %fold_index270.01186
  %5589 = add nuw i64 %fold_tail2861188, 1
  %5590 = icmp ult i64 %5589, %n_features
  br i1 %5590, label %fold_tail.body284, label %fold_tail.exit285

fold_tail.exit285:                                ; preds = %fold_tail.body284, %max_block.exit279
  %fold_index270.0.lcssa = phi i64 [ %5579, %max_block.exit279 ], [ %5588, %fold_tail.body284 ]
  %argmax288 = uitofp i64 %fold_index270.0.lcssa to float
  br i1 %.not1377, label %max_block.exit299, label %max_block.body298.preheader

max_block.body298.preheader:                      ; preds = %fold_tail.exit285
  br i1 %3730, label %max_block.body298.epil.preheader, label %max_block.body298

max_block.body298:                                ; preds = %max_block.body298.preheader, %max_block.body298
  %max_block3001192 = phi i64 [ %5612, %max_block.body298 ], [ 0, %max_block.body298.preheader ]
  %max_best294.01191 = phi <32 x float> [ %5607, %max_block.body298 ], [ splat (float 0xFFF0000000000000), %max_block.body298.preheader ]
  %max_index295.01190 = phi <32 x i64> [ %5611, %max_block.body298 ], [ zeroinitializer, %max_block.body298.preheader ]
  %niter4956 = phi i64 [ %niter4956.next.1, %max_block.body298 ], [ 0, %max_block.body298.preheader ]
  %5591 = getelementptr inbounds float, ptr %3639, i64 %max_block3001192
  %block301 = load <32 x float>, ptr %5591, align 4
  %5592 = fcmp ogt <32 x float> %block301, %max_best294.01191
  %5593 = fcmp uno <32 x float> %block301, zeroinitializer
  %5594 = fcmp ord <32 x float> %max_best294.01191, zeroinitializer
  %5595 = and <32 x i1> %5594, %5593
  %take302 = or <32 x i1> %5592, %5595
  %5596 = select <32 x i1> %take302, <32 x float> %block301, <32 x float> %max_best294.01191
  %5597 = insertelement <32 x i64> poison, i64 %max_block3001192, i64 0
  %5598 = shufflevector <32 x i64> %5597, <32 x i64> poison, <32 x i32> zeroinitializer
  %5599 = or disjoint <32 x i64> %5598, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5600 = select <32 x i1> %take302, <32 x i64> %5599, <32 x i64> %max_index295.01190
  %5601 = or disjoint i64 %max_block3001192, 32
  %5602 = getelementptr inbounds float, ptr %3639, i64 %5601
  %block301.1 = load <32 x float>, ptr %5602, align 4
  %5603 = fcmp ogt <32 x float> %block301.1, %5596
  %5604 = fcmp uno <32 x float> %block301.1, zeroinitializer
  %5605 = fcmp ord <32 x float> %5596, zeroinitializer
  %5606 = and <32 x i1> %5605, %5604
  %take302.1 = or <32 x i1> %5603, %5606
  %5607 = select <32 x i1> %take302.1, <32 x float> %block301.1, <32 x float> %5596
  %5608 = insertelement <32 x i64> poison, i64 %5601, i64 0
  %5609 = shufflevector <32 x i64> %5608, <32 x i64> poison, <32 x i32> zeroinitializer
  %5610 = or disjoint <32 x i64> %5609, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5611 = select <32 x i1> %take302.1, <32 x i64> %5610, <32 x i64> %5600
  %5612 = add nuw i64 %max_block3001192, 64
  %niter4956.next.1 = add i64 %niter4956, 2
  %niter4956.ncmp.1.not = icmp eq i64 %niter4956.next.1, %unroll_iter4955
  br i1 %niter4956.ncmp.1.not, label %max_block.exit299.loopexit.unr-lcssa, label %max_block.body298

max_block.exit299.loopexit.unr-lcssa:             ; preds = %max_block.body298
  br i1 %lcmp.mod4951.not, label %max_block.exit299, label %max_block.body298.epil.preheader

max_block.body298.epil.preheader:                 ; preds = %max_block.exit299.loopexit.unr-lcssa, %max_block.body298.preheader
  %max_block3001192.epil.init = phi i64 [ 0, %max_block.body298.preheader ], [ %5612, %max_block.exit299.loopexit.unr-lcssa ]
  %max_best294.01191.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body298.preheader ], [ %5607, %max_block.exit299.loopexit.unr-lcssa ]
  %max_index295.01190.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body298.preheader ], [ %5611, %max_block.exit299.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4954)
  %5613 = getelementptr inbounds float, ptr %3639, i64 %max_block3001192.epil.init
  %block301.epil = load <32 x float>, ptr %5613, align 4
  %5614 = fcmp ogt <32 x float> %block301.epil, %max_best294.01191.epil.init
  %5615 = fcmp uno <32 x float> %block301.epil, zeroinitializer
  %5616 = fcmp ord <32 x float> %max_best294.01191.epil.init, zeroinitializer
  %5617 = and <32 x i1> %5616, %5615
  %take302.epil = or <32 x i1> %5614, %5617
  %5618 = select <32 x i1> %take302.epil, <32 x float> %block301.epil, <32 x float> %max_best294.01191.epil.init
  %5619 = insertelement <32 x i64> poison, i64 %max_block3001192.epil.init, i64 0
  %5620 = shufflevector <32 x i64> %5619, <32 x i64> poison, <32 x i32> zeroinitializer
  %5621 = or disjoint <32 x i64> %5620, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %5622 = select <32 x i1> %take302.epil, <32 x i64> %5621, <32 x i64> %max_index295.01190.epil.init
  br label %max_block.exit299

max_block.exit299:                                ; preds = %max_block.body298.epil.preheader, %max_block.exit299.loopexit.unr-lcssa, %fold_tail.exit285
  %max_index295.0.lcssa = phi <32 x i64> [ zeroinitializer, %fold_tail.exit285 ], [ %5611, %max_block.exit299.loopexit.unr-lcssa ], [ %5622, %max_block.body298.epil.preheader ]
  %max_best294.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit285 ], [ %5607, %max_block.exit299.loopexit.unr-lcssa ], [ %5618, %max_block.body298.epil.preheader ]
  %5623 = extractelement <32 x float> %max_best294.0.lcssa, i64 0
  %5624 = extractelement <32 x i64> %max_index295.0.lcssa, i64 0
  %5625 = fcmp une float %5623, 0xFFF0000000000000
  %5626 = select i1 %5625, i64 %5624, i64 0
  %5627 = extractelement <32 x float> %max_best294.0.lcssa, i64 1
  %5628 = extractelement <32 x i64> %max_index295.0.lcssa, i64 1
  %5629 = fcmp uno float %5627, 0.000000e+00
  %5630 = fcmp ord float %5623, 0.000000e+00
  %5631 = icmp ult i64 %5628, %5626
  %5632 = fcmp ogt float %5627, %5623
  %5633 = fcmp oeq float %5627, %5623
  %5634 = or i1 %5630, %5631
  %5635 = and i1 %5633, %5631
  %5636 = or i1 %5632, %5635
  %5637 = select i1 %5629, i1 %5634, i1 %5636
  %5638 = select i1 %5637, float %5627, float %5623
  %5639 = select i1 %5637, i64 %5628, i64 %5626
  %5640 = extractelement <32 x float> %max_best294.0.lcssa, i64 2
  %5641 = extractelement <32 x i64> %max_index295.0.lcssa, i64 2
  %5642 = fcmp uno float %5640, 0.000000e+00
  %5643 = fcmp ord float %5638, 0.000000e+00
  %5644 = icmp ult i64 %5641, %5639
  %5645 = fcmp ogt float %5640, %5638
  %5646 = fcmp oeq float %5640, %5638
  %5647 = or i1 %5643, %5644
  %5648 = and i1 %5646, %5644
  %5649 = or i1 %5645, %5648
  %5650 = select i1 %5642, i1 %5647, i1 %5649
  %5651 = select i1 %5650, float %5640, float %5638
  %5652 = select i1 %5650, i64 %5641, i64 %5639
  %5653 = extractelement <32 x float> %max_best294.0.lcssa, i64 3
  %5654 = extractelement <32 x i64> %max_index295.0.lcssa, i64 3
  %5655 = fcmp uno float %5653, 0.000000e+00
  %5656 = fcmp ord float %5651, 0.000000e+00
  %5657 = icmp ult i64 %5654, %5652
  %5658 = fcmp ogt float %5653, %5651
  %5659 = fcmp oeq float %5653, %5651
  %5660 = or i1 %5656, %5657
  %5661 = and i1 %5659, %5657
  %5662 = or i1 %5658, %5661
  %5663 = select i1 %5655, i1 %5660, i1 %5662
  %5664 = select i1 %5663, float %5653, float %5651
  %5665 = select i1 %5663, i64 %5654, i64 %5652
  %5666 = extractelement <32 x float> %max_best294.0.lcssa, i64 4
  %5667 = extractelement <32 x i64> %max_index295.0.lcssa, i64 4
  %5668 = fcmp uno float %5666, 0.000000e+00
  %5669 = fcmp ord float %5664, 0.000000e+00
  %5670 = icmp ult i64 %5667, %5665
  %5671 = fcmp ogt float %5666, %5664
  %5672 = fcmp oeq float %5666, %5664
  %5673 = or i1 %5669, %5670
  %5674 = and i1 %5672, %5670
  %5675 = or i1 %5671, %5674
  %5676 = select i1 %5668, i1 %5673, i1 %5675
  %5677 = select i1 %5676, float %5666, float %5664
  %5678 = select i1 %5676, i64 %5667, i64 %5665
  %5679 = extractelement <32 x float> %max_best294.0.lcssa, i64 5
  %5680 = extractelement <32 x i64> %max_index295.0.lcssa, i64 5
  %5681 = fcmp uno float %5679, 0.000000e+00
  %5682 = fcmp ord float %5677, 0.000000e+00
  %5683 = icmp ult i64 %5680, %5678
  %5684 = fcmp ogt float %5679, %5677
  %5685 = fcmp oeq float %5679, %5677
  %5686 = or i1 %5682, %5683
  %5687 = and i1 %5685, %5683
  %5688 = or i1 %5684, %5687
  %5689 = select i1 %5681, i1 %5686, i1 %5688
  %5690 = select i1 %5689, float %5679, float %5677
  %5691 = select i1 %5689, i64 %5680, i64 %5678
  %5692 = extractelement <32 x float> %max_best294.0.lcssa, i64 6
  %5693 = extractelement <32 x i64> %max_index295.0.lcssa, i64 6
  %5694 = fcmp uno float %5692, 0.000000e+00
  %5695 = fcmp ord float %5690, 0.000000e+00
  %5696 = icmp ult i64 %5693, %5691
  %5697 = fcmp ogt float %5692, %5690
  %5698 = fcmp oeq float %5692, %5690
  %5699 = or i1 %5695, %5696
  %5700 = and i1 %5698, %5696
  %5701 = or i1 %5697, %5700
  %5702 = select i1 %5694, i1 %5699, i1 %5701
  %5703 = select i1 %5702, float %5692, float %5690
  %5704 = select i1 %5702, i64 %5693, i64 %5691
  %5705 = extractelement <32 x float> %max_best294.0.lcssa, i64 7
  %5706 = extractelement <32 x i64> %max_index295.0.lcssa, i64 7
  %5707 = fcmp uno float %5705, 0.000000e+00
  %5708 = fcmp ord float %5703, 0.000000e+00
  %5709 = icmp ult i64 %5706, %5704
  %5710 = fcmp ogt float %5705, %5703
  %5711 = fcmp oeq float %5705, %5703
  %5712 = or i1 %5708, %5709
  %5713 = and i1 %5711, %5709
  %5714 = or i1 %5710, %5713
  %5715 = select i1 %5707, i1 %5712, i1 %5714
  %5716 = select i1 %5715, float %5705, float %5703
  %5717 = select i1 %5715, i64 %5706, i64 %5704
  %5718 = extractelement <32 x float> %max_best294.0.lcssa, i64 8
  %5719 = extractelement <32 x i64> %max_index295.0.lcssa, i64 8
  %5720 = fcmp uno float %5718, 0.000000e+00
  %5721 = fcmp ord float %5716, 0.000000e+00
  %5722 = icmp ult i64 %5719, %5717
  %5723 = fcmp ogt float %5718, %5716
  %5724 = fcmp oeq float %5718, %5716
  %5725 = or i1 %5721, %5722
  %5726 = and i1 %5724, %5722
  %5727 = or i1 %5723, %5726
  %5728 = select i1 %5720, i1 %5725, i1 %5727
  %5729 = select i1 %5728, float %5718, float %5716
  %5730 = select i1 %5728, i64 %5719, i64 %5717
  %5731 = extractelement <32 x float> %max_best294.0.lcssa, i64 9
  %5732 = extractelement <32 x i64> %max_index295.0.lcssa, i64 9
  %5733 = fcmp uno float %5731, 0.000000e+00
  %5734 = fcmp ord float %5729, 0.000000e+00
  %5735 = icmp ult i64 %5732, %5730
  %5736 = fcmp ogt float %5731, %5729
  %5737 = fcmp oeq float %5731, %5729
  %5738 = or i1 %5734, %5735
  %5739 = and i1 %5737, %5735
  %5740 = or i1 %5736, %5739
  %5741 = select i1 %5733, i1 %5738, i1 %5740
  %5742 = select i1 %5741, float %5731, float %5729
  %5743 = select i1 %5741, i64 %5732, i64 %5730
  %5744 = extractelement <32 x float> %max_best294.0.lcssa, i64 10
  %5745 = extractelement <32 x i64> %max_index295.0.lcssa, i64 10
  %5746 = fcmp uno float %5744, 0.000000e+00
  %5747 = fcmp ord float %5742, 0.000000e+00
  %5748 = icmp ult i64 %5745, %5743
  %5749 = fcmp ogt float %5744, %5742
  %5750 = fcmp oeq float %5744, %5742
  %5751 = or i1 %5747, %5748
  %5752 = and i1 %5750, %5748
  %5753 = or i1 %5749, %5752
  %5754 = select i1 %5746, i1 %5751, i1 %5753
  %5755 = select i1 %5754, float %5744, float %5742
  %5756 = select i1 %5754, i64 %5745, i64 %5743
  %5757 = extractelement <32 x float> %max_best294.0.lcssa, i64 11
  %5758 = extractelement <32 x i64> %max_index295.0.lcssa, i64 11
  %5759 = fcmp uno float %5757, 0.000000e+00
  %5760 = fcmp ord float %5755, 0.000000e+00
  %5761 = icmp ult i64 %5758, %5756
  %5762 = fcmp ogt float %5757, %5755
  %5763 = fcmp oeq float %5757, %5755
  %5764 = or i1 %5760, %5761
  %5765 = and i1 %5763, %5761
  %5766 = or i1 %5762, %5765
  %5767 = select i1 %5759, i1 %5764, i1 %5766
  %5768 = select i1 %5767, float %5757, float %5755
  %5769 = select i1 %5767, i64 %5758, i64 %5756
  %5770 = extractelement <32 x float> %max_best294.0.lcssa, i64 12
  %5771 = extractelement <32 x i64> %max_index295.0.lcssa, i64 12
  %5772 = fcmp uno float %5770, 0.000000e+00
  %5773 = fcmp ord float %5768, 0.000000e+00
  %5774 = icmp ult i64 %5771, %5769
  %5775 = fcmp ogt float %5770, %5768
  %5776 = fcmp oeq float %5770, %5768
  %5777 = or i1 %5773, %5774
  %5778 = and i1 %5776, %5774
  %5779 = or i1 %5775, %5778
  %5780 = select i1 %5772, i1 %5777, i1 %5779
  %5781 = select i1 %5780, float %5770, float %5768
  %5782 = select i1 %5780, i64 %5771, i64 %5769
  %5783 = extractelement <32 x float> %max_best294.0.lcssa, i64 13
  %5784 = extractelement <32 x i64> %max_index295.0.lcssa, i64 13
  %5785 = fcmp uno float %5783, 0.000000e+00
  %5786 = fcmp ord float %5781, 0.000000e+00
  %5787 = icmp ult i64 %5784, %5782
  %5788 = fcmp ogt float %5783, %5781
  %5789 = fcmp oeq float %5783, %5781
  %5790 = or i1 %5786, %5787
  %5791 = and i1 %5789, %5787
  %5792 = or i1 %5788, %5791
  %5793 = select i1 %5785, i1 %5790, i1 %5792
  %5794 = select i1 %5793, float %5783, float %5781
  %5795 = select i1 %5793, i64 %5784, i64 %5782
  %5796 = extractelement <32 x float> %max_best294.0.lcssa, i64 14
  %5797 = extractelement <32 x i64> %max_index295.0.lcssa, i64 14
  %5798 = fcmp uno float %5796, 0.000000e+00
  %5799 = fcmp ord float %5794, 0.000000e+00
  %5800 = icmp ult i64 %5797, %5795
  %5801 = fcmp ogt float %5796, %5794
  %5802 = fcmp oeq float %5796, %5794
  %5803 = or i1 %5799, %5800
  %5804 = and i1 %5802, %5800
  %5805 = or i1 %5801, %5804
  %5806 = select i1 %5798, i1 %5803, i1 %5805
  %5807 = select i1 %5806, float %5796, float %5794
  %5808 = select i1 %5806, i64 %5797, i64 %5795
  %5809 = extractelement <32 x float> %max_best294.0.lcssa, i64 15
  %5810 = extractelement <32 x i64> %max_index295.0.lcssa, i64 15
  %5811 = fcmp uno float %5809, 0.000000e+00
  %5812 = fcmp ord float %5807, 0.000000e+00
  %5813 = icmp ult i64 %5810, %5808
  %5814 = fcmp ogt float %5809, %5807
  %5815 = fcmp oeq float %5809, %5807
  %5816 = or i1 %5812, %5813
  %5817 = and i1 %5815, %5813
  %5818 = or i1 %5814, %5817
  %5819 = select i1 %5811, i1 %5816, i1 %5818
  %5820 = select i1 %5819, float %5809, float %5807
  %5821 = select i1 %5819, i64 %5810, i64 %5808
  %5822 = extractelement <32 x float> %max_best294.0.lcssa, i64 16
  %5823 = extractelement <32 x i64> %max_index295.0.lcssa, i64 16
  %5824 = fcmp uno float %5822, 0.000000e+00
  %5825 = fcmp ord float %5820, 0.000000e+00
  %5826 = icmp ult i64 %5823, %5821
  %5827 = fcmp ogt float %5822, %5820
  %5828 = fcmp oeq float %5822, %5820
  %5829 = or i1 %5825, %5826
  %5830 = and i1 %5828, %5826
  %5831 = or i1 %5827, %5830
  %5832 = select i1 %5824, i1 %5829, i1 %5831
  %5833 = select i1 %5832, float %5822, float %5820
  %5834 = select i1 %5832, i64 %5823, i64 %5821
  %5835 = extractelement <32 x float> %max_best294.0.lcssa, i64 17
  %5836 = extractelement <32 x i64> %max_index295.0.lcssa, i64 17
  %5837 = fcmp uno float %5835, 0.000000e+00
  %5838 = fcmp ord float %5833, 0.000000e+00
  %5839 = icmp ult i64 %5836, %5834
  %5840 = fcmp ogt float %5835, %5833
  %5841 = fcmp oeq float %5835, %5833
  %5842 = or i1 %5838, %5839
  %5843 = and i1 %5841, %5839
  %5844 = or i1 %5840, %5843
  %5845 = select i1 %5837, i1 %5842, i1 %5844
  %5846 = select i1 %5845, float %5835, float %5833
  %5847 = select i1 %5845, i64 %5836, i64 %5834
  %5848 = extractelement <32 x float> %max_best294.0.lcssa, i64 18
  %5849 = extractelement <32 x i64> %max_index295.0.lcssa, i64 18
  %5850 = fcmp uno float %5848, 0.000000e+00
  %5851 = fcmp ord float %5846, 0.000000e+00
  %5852 = icmp ult i64 %5849, %5847
  %5853 = fcmp ogt float %5848, %5846
  %5854 = fcmp oeq float %5848, %5846
  %5855 = or i1 %5851, %5852
  %5856 = and i1 %5854, %5852
  %5857 = or i1 %5853, %5856
  %5858 = select i1 %5850, i1 %5855, i1 %5857
  %5859 = select i1 %5858, float %5848, float %5846
  %5860 = select i1 %5858, i64 %5849, i64 %5847
  %5861 = extractelement <32 x float> %max_best294.0.lcssa, i64 19
  %5862 = extractelement <32 x i64> %max_index295.0.lcssa, i64 19
  %5863 = fcmp uno float %5861, 0.000000e+00
  %5864 = fcmp ord float %5859, 0.000000e+00
  %5865 = icmp ult i64 %5862, %5860
  %5866 = fcmp ogt float %5861, %5859
  %5867 = fcmp oeq float %5861, %5859
  %5868 = or i1 %5864, %5865
  %5869 = and i1 %5867, %5865
  %5870 = or i1 %5866, %5869
  %5871 = select i1 %5863, i1 %5868, i1 %5870
  %5872 = select i1 %5871, float %5861, float %5859
  %5873 = select i1 %5871, i64 %5862, i64 %5860
  %5874 = extractelement <32 x float> %max_best294.0.lcssa, i64 20
  %5875 = extractelement <32 x i64> %max_index295.0.lcssa, i64 20
  %5876 = fcmp uno float %5874, 0.000000e+00
  %5877 = fcmp ord float %5872, 0.000000e+00
  %5878 = icmp ult i64 %5875, %5873
  %5879 = fcmp ogt float %5874, %5872
  %5880 = fcmp oeq float %5874, %5872
  %5881 = or i1 %5877, %5878
  %5882 = and i1 %5880, %5878
  %5883 = or i1 %5879, %5882
  %5884 = select i1 %5876, i1 %5881, i1 %5883
  %5885 = select i1 %5884, float %5874, float %5872
  %5886 = select i1 %5884, i64 %5875, i64 %5873
  %5887 = extractelement <32 x float> %max_best294.0.lcssa, i64 21
  %5888 = extractelement <32 x i64> %max_index295.0.lcssa, i64 21
  %5889 = fcmp uno float %5887, 0.000000e+00
  %5890 = fcmp ord float %5885, 0.000000e+00
  %5891 = icmp ult i64 %5888, %5886
  %5892 = fcmp ogt float %5887, %5885
  %5893 = fcmp oeq float %5887, %5885
  %5894 = or i1 %5890, %5891
  %5895 = and i1 %5893, %5891
  %5896 = or i1 %5892, %5895
  %5897 = select i1 %5889, i1 %5894, i1 %5896
  %5898 = select i1 %5897, float %5887, float %5885
  %5899 = select i1 %5897, i64 %5888, i64 %5886
  %5900 = extractelement <32 x float> %max_best294.0.lcssa, i64 22
  %5901 = extractelement <32 x i64> %max_index295.0.lcssa, i64 22
  %5902 = fcmp uno float %5900, 0.000000e+00
  %5903 = fcmp ord float %5898, 0.000000e+00
  %5904 = icmp ult i64 %5901, %5899
  %5905 = fcmp ogt float %5900, %5898
  %5906 = fcmp oeq float %5900, %5898
  %5907 = or i1 %5903, %5904
  %5908 = and i1 %5906, %5904
  %5909 = or i1 %5905, %5908
  %5910 = select i1 %5902, i1 %5907, i1 %5909
  %5911 = select i1 %5910, float %5900, float %5898
  %5912 = select i1 %5910, i64 %5901, i64 %5899
  %5913 = extractelement <32 x float> %max_best294.0.lcssa, i64 23
  %5914 = extractelement <32 x i64> %max_index295.0.lcssa, i64 23
  %5915 = fcmp uno float %5913, 0.000000e+00
  %5916 = fcmp ord float %5911, 0.000000e+00
  %5917 = icmp ult i64 %5914, %5912
  %5918 = fcmp ogt float %5913, %5911
  %5919 = fcmp oeq float %5913, %5911
  %5920 = or i1 %5916, %5917
  %5921 = and i1 %5919, %5917
  %5922 = or i1 %5918, %5921
  %5923 = select i1 %5915, i1 %5920, i1 %5922
  %5924 = select i1 %5923, float %5913, float %5911
  %5925 = select i1 %5923, i64 %5914, i64 %5912
  %5926 = extractelement <32 x float> %max_best294.0.lcssa, i64 24
  %5927 = extractelement <32 x i64> %max_index295.0.lcssa, i64 24
  %5928 = fcmp uno float %5926, 0.000000e+00
  %5929 = fcmp ord float %5924, 0.000000e+00
  %5930 = icmp ult i64 %5927, %5925
  %5931 = fcmp ogt float %5926, %5924
  %5932 = fcmp oeq float %5926, %5924
  %5933 = or i1 %5929, %5930
  %5934 = and i1 %5932, %5930
  %5935 = or i1 %5931, %5934
  %5936 = select i1 %5928, i1 %5933, i1 %5935
  %5937 = select i1 %5936, float %5926, float %5924
  %5938 = select i1 %5936, i64 %5927, i64 %5925
  %5939 = extractelement <32 x float> %max_best294.0.lcssa, i64 25
  %5940 = extractelement <32 x i64> %max_index295.0.lcssa, i64 25
  %5941 = fcmp uno float %5939, 0.000000e+00
  %5942 = fcmp ord float %5937, 0.000000e+00
  %5943 = icmp ult i64 %5940, %5938
  %5944 = fcmp ogt float %5939, %5937
  %5945 = fcmp oeq float %5939, %5937
  %5946 = or i1 %5942, %5943
  %5947 = and i1 %5945, %5943
  %5948 = or i1 %5944, %5947
  %5949 = select i1 %5941, i1 %5946, i1 %5948
  %5950 = select i1 %5949, float %5939, float %5937
  %5951 = select i1 %5949, i64 %5940, i64 %5938
  %5952 = extractelement <32 x float> %max_best294.0.lcssa, i64 26
  %5953 = extractelement <32 x i64> %max_index295.0.lcssa, i64 26
  %5954 = fcmp uno float %5952, 0.000000e+00
  %5955 = fcmp ord float %5950, 0.000000e+00
  %5956 = icmp ult i64 %5953, %5951
  %5957 = fcmp ogt float %5952, %5950
  %5958 = fcmp oeq float %5952, %5950
  %5959 = or i1 %5955, %5956
  %5960 = and i1 %5958, %5956
  %5961 = or i1 %5957, %5960
  %5962 = select i1 %5954, i1 %5959, i1 %5961
  %5963 = select i1 %5962, float %5952, float %5950
  %5964 = select i1 %5962, i64 %5953, i64 %5951
  %5965 = extractelement <32 x float> %max_best294.0.lcssa, i64 27
  %5966 = extractelement <32 x i64> %max_index295.0.lcssa, i64 27
  %5967 = fcmp uno float %5965, 0.000000e+00
  %5968 = fcmp ord float %5963, 0.000000e+00
  %5969 = icmp ult i64 %5966, %5964
  %5970 = fcmp ogt float %5965, %5963
  %5971 = fcmp oeq float %5965, %5963
  %5972 = or i1 %5968, %5969
  %5973 = and i1 %5971, %5969
  %5974 = or i1 %5970, %5973
  %5975 = select i1 %5967, i1 %5972, i1 %5974
  %5976 = select i1 %5975, float %5965, float %5963
  %5977 = select i1 %5975, i64 %5966, i64 %5964
  %5978 = extractelement <32 x float> %max_best294.0.lcssa, i64 28
  %5979 = extractelement <32 x i64> %max_index295.0.lcssa, i64 28
  %5980 = fcmp uno float %5978, 0.000000e+00
  %5981 = fcmp ord float %5976, 0.000000e+00
  %5982 = icmp ult i64 %5979, %5977
  %5983 = fcmp ogt float %5978, %5976
  %5984 = fcmp oeq float %5978, %5976
  %5985 = or i1 %5981, %5982
  %5986 = and i1 %5984, %5982
  %5987 = or i1 %5983, %5986
  %5988 = select i1 %5980, i1 %5985, i1 %5987
  %5989 = select i1 %5988, float %5978, float %5976
  %5990 = select i1 %5988, i64 %5979, i64 %5977
  %5991 = extractelement <32 x float> %max_best294.0.lcssa, i64 29
  %5992 = extractelement <32 x i64> %max_index295.0.lcssa, i64 29
  %5993 = fcmp uno float %5991, 0.000000e+00
  %5994 = fcmp ord float %5989, 0.000000e+00
  %5995 = icmp ult i64 %5992, %5990
  %5996 = fcmp ogt float %5991, %5989
  %5997 = fcmp oeq float %5991, %5989
  %5998 = or i1 %5994, %5995
  %5999 = and i1 %5997, %5995
  %6000 = or i1 %5996, %5999
  %6001 = select i1 %5993, i1 %5998, i1 %6000
  %6002 = select i1 %6001, float %5991, float %5989
  %6003 = select i1 %6001, i64 %5992, i64 %5990
  %6004 = extractelement <32 x float> %max_best294.0.lcssa, i64 30
  %6005 = extractelement <32 x i64> %max_index295.0.lcssa, i64 30
  %6006 = fcmp uno float %6004, 0.000000e+00
  %6007 = fcmp ord float %6002, 0.000000e+00
  %6008 = icmp ult i64 %6005, %6003
  %6009 = fcmp ogt float %6004, %6002
  %6010 = fcmp oeq float %6004, %6002
  %6011 = or i1 %6007, %6008
  %6012 = and i1 %6010, %6008
  %6013 = or i1 %6009, %6012
  %6014 = select i1 %6006, i1 %6011, i1 %6013
  %6015 = select i1 %6014, float %6004, float %6002
  %6016 = select i1 %6014, i64 %6005, i64 %6003
  %6017 = extractelement <32 x float> %max_best294.0.lcssa, i64 31
  %6018 = extractelement <32 x i64> %max_index295.0.lcssa, i64 31
  %6019 = fcmp uno float %6017, 0.000000e+00
  %6020 = fcmp ord float %6015, 0.000000e+00
  %6021 = icmp ult i64 %6018, %6016
  %6022 = fcmp ogt float %6017, %6015
  %6023 = fcmp oeq float %6017, %6015
  %6024 = or i1 %6020, %6021
  %6025 = and i1 %6023, %6021
  %6026 = or i1 %6022, %6025
  %6027 = select i1 %6019, i1 %6024, i1 %6026
  %6028 = select i1 %6027, float %6017, float %6015
  br i1 %.not1378, label %fold_tail.exit305, label %fold_tail.body304

fold_tail.body304:                                ; preds = %max_block.exit299, %fold_tail.body304
  %fold_tail3061197 = phi i64 [ %6036, %fold_tail.body304 ], [ %blocks_end219, %max_block.exit299 ]
  %fold_value289.01196 = phi float [ %6035, %fold_tail.body304 ], [ %6028, %max_block.exit299 ]
  %6029 = getelementptr inbounds float, ptr %3639, i64 %fold_tail3061197
  %6030 = load float, ptr %6029, align 4
  %6031 = fcmp ogt float %6030, %fold_value289.01196
  %6032 = fcmp uno float %6030, 0.000000e+00
  %6033 = fcmp ord float %fold_value289.01196, 0.000000e+00
  %6034 = and i1 %6033, %6032
  %take307 = or i1 %6031, %6034
  %6035 = select i1 %take307, float %6030, float %fold_value289.01196
  %6036 = add nuw i64 %fold_tail3061197, 1
  %6037 = icmp ult i64 %6036, %n_features
  br i1 %6037, label %fold_tail.body304, label %fold_tail.exit305

fold_tail.exit305:                                ; preds = %fold_tail.body304, %max_block.exit299
  %fold_value289.0.lcssa = phi float [ %6028, %max_block.exit299 ], [ %6035, %fold_tail.body304 ]
  br i1 %guard, label %feature.header314.preheader, label %guard.done313

feature.header314.preheader:                      ; preds = %fold_tail.exit305
  br i1 %.not1376, label %search.feature.exit, label %iter.check4425

iter.check4425:                                   ; preds = %feature.header314.preheader
  br i1 %min.iters.check4423, label %feature.body315.preheader, label %vector.memcheck4418

vector.memcheck4418:                              ; preds = %iter.check4425
  %diff.check4419 = icmp ult i64 %3744, 128
  %diff.check4420 = icmp ult i64 %3745, 128
  %conflict.rdx4421 = or i1 %diff.check4419, %diff.check4420
  br i1 %conflict.rdx4421, label %feature.body315.preheader, label %vector.main.loop.iter.check4427

vector.main.loop.iter.check4427:                  ; preds = %vector.memcheck4418
  br i1 %min.iters.check4426, label %vec.epilog.ph4444, label %vector.body4431

vector.body4431:                                  ; preds = %vector.main.loop.iter.check4427, %vector.body4431
  %index4432 = phi i64 [ %index.next4437, %vector.body4431 ], [ 0, %vector.main.loop.iter.check4427 ]
  %6038 = getelementptr inbounds float, ptr %3759, i64 %index4432
  %6039 = getelementptr inbounds nuw i8, ptr %6038, i64 32
  %6040 = getelementptr inbounds nuw i8, ptr %6038, i64 64
  %6041 = getelementptr inbounds nuw i8, ptr %6038, i64 96
  %wide.load4433 = load <8 x float>, ptr %6038, align 4
  %wide.load4434 = load <8 x float>, ptr %6039, align 4
  %wide.load4435 = load <8 x float>, ptr %6040, align 4
  %wide.load4436 = load <8 x float>, ptr %6041, align 4
  %6042 = fadd <8 x float> %wide.load4433, zeroinitializer
  %6043 = fadd <8 x float> %wide.load4434, zeroinitializer
  %6044 = fadd <8 x float> %wide.load4435, zeroinitializer
  %6045 = fadd <8 x float> %wide.load4436, zeroinitializer
  %6046 = bitcast <8 x float> %6042 to <8 x i32>
  %6047 = bitcast <8 x float> %6043 to <8 x i32>
  %6048 = bitcast <8 x float> %6044 to <8 x i32>
  %6049 = bitcast <8 x float> %6045 to <8 x i32>
  %6050 = icmp slt <8 x i32> %6046, zeroinitializer
  %6051 = icmp slt <8 x i32> %6047, zeroinitializer
  %6052 = icmp slt <8 x i32> %6048, zeroinitializer
  %6053 = icmp slt <8 x i32> %6049, zeroinitializer
  %6054 = xor <8 x i32> %6046, splat (i32 -1)
  %6055 = xor <8 x i32> %6047, splat (i32 -1)
  %6056 = xor <8 x i32> %6048, splat (i32 -1)
  %6057 = xor <8 x i32> %6049, splat (i32 -1)
  %6058 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %6042)
  %6059 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %6043)
  %6060 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %6044)
  %6061 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %6045)
  %6062 = fneg <8 x float> %6058
  %6063 = fneg <8 x float> %6059
  %6064 = fneg <8 x float> %6060
  %6065 = fneg <8 x float> %6061
  %6066 = bitcast <8 x float> %6062 to <8 x i32>
  %6067 = bitcast <8 x float> %6063 to <8 x i32>
  %6068 = bitcast <8 x float> %6064 to <8 x i32>
  %6069 = bitcast <8 x float> %6065 to <8 x i32>
  %6070 = select <8 x i1> %6050, <8 x i32> %6054, <8 x i32> %6066
  %6071 = select <8 x i1> %6051, <8 x i32> %6055, <8 x i32> %6067
  %6072 = select <8 x i1> %6052, <8 x i32> %6056, <8 x i32> %6068
  %6073 = select <8 x i1> %6053, <8 x i32> %6057, <8 x i32> %6069
  %6074 = getelementptr inbounds float, ptr %scratch, i64 %index4432
  %6075 = getelementptr inbounds nuw i8, ptr %6074, i64 32
  %6076 = getelementptr inbounds nuw i8, ptr %6074, i64 64
  %6077 = getelementptr inbounds nuw i8, ptr %6074, i64 96
  store <8 x i32> %6070, ptr %6074, align 4
  store <8 x i32> %6071, ptr %6075, align 4
  store <8 x i32> %6072, ptr %6076, align 4
  store <8 x i32> %6073, ptr %6077, align 4
  %6078 = getelementptr float, ptr %3636, i64 %index4432
  %6079 = getelementptr i8, ptr %6078, i64 32
  %6080 = getelementptr i8, ptr %6078, i64 64
  %6081 = getelementptr i8, ptr %6078, i64 96
  store <8 x float> splat (float 1.000000e+00), ptr %6078, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %6079, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %6080, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %6081, align 4
  %index.next4437 = add nuw i64 %index4432, 32
  %6082 = icmp eq i64 %index.next4437, %n.vec4430
  br i1 %6082, label %middle.block4438, label %vector.body4431, !llvm.loop !21

middle.block4438:                                 ; preds = %vector.body4431
  br i1 %cmp.n4439, label %search.feature.exit.thread, label %vec.epilog.iter.check4442

vec.epilog.iter.check4442:                        ; preds = %middle.block4438
  br i1 %min.epilog.iters.check4443, label %feature.body315.preheader, label %vec.epilog.ph4444, !prof !9

vec.epilog.ph4444:                                ; preds = %vector.main.loop.iter.check4427, %vec.epilog.iter.check4442
  %vec.epilog.resume.val4440 = phi i64 [ %n.vec4430, %vec.epilog.iter.check4442 ], [ 0, %vector.main.loop.iter.check4427 ]
  br label %vec.epilog.vector.body4447

vec.epilog.vector.body4447:                       ; preds = %vec.epilog.vector.body4447, %vec.epilog.ph4444
  %index4448 = phi i64 [ %vec.epilog.resume.val4440, %vec.epilog.ph4444 ], [ %index.next4450, %vec.epilog.vector.body4447 ]
  %6083 = getelementptr inbounds float, ptr %3759, i64 %index4448
  %wide.load4449 = load <4 x float>, ptr %6083, align 4
  %6084 = fadd <4 x float> %wide.load4449, zeroinitializer
  %6085 = bitcast <4 x float> %6084 to <4 x i32>
  %6086 = icmp slt <4 x i32> %6085, zeroinitializer
  %6087 = xor <4 x i32> %6085, splat (i32 -1)
  %6088 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %6084)
  %6089 = fneg <4 x float> %6088
  %6090 = bitcast <4 x float> %6089 to <4 x i32>
  %6091 = select <4 x i1> %6086, <4 x i32> %6087, <4 x i32> %6090
  %6092 = getelementptr inbounds float, ptr %scratch, i64 %index4448
  store <4 x i32> %6091, ptr %6092, align 4
  %6093 = getelementptr float, ptr %3636, i64 %index4448
  store <4 x float> splat (float 1.000000e+00), ptr %6093, align 4
  %index.next4450 = add nuw i64 %index4448, 4
  %6094 = icmp eq i64 %index.next4450, %n.vec4446
  br i1 %6094, label %vec.epilog.middle.block4451, label %vec.epilog.vector.body4447, !llvm.loop !22

vec.epilog.middle.block4451:                      ; preds = %vec.epilog.vector.body4447
  br i1 %cmp.n4452, label %search.feature.exit.thread, label %feature.body315.preheader

feature.body315.preheader:                        ; preds = %vector.memcheck4418, %iter.check4425, %vec.epilog.iter.check4442, %vec.epilog.middle.block4451
  %feature3171199.ph = phi i64 [ 0, %iter.check4425 ], [ 0, %vector.memcheck4418 ], [ %n.vec4430, %vec.epilog.iter.check4442 ], [ %n.vec4446, %vec.epilog.middle.block4451 ]
  br i1 %lcmp.mod4958.not, label %feature.body315.prol.loopexit, label %feature.body315.prol

feature.body315.prol:                             ; preds = %feature.body315.preheader
  %6095 = getelementptr inbounds float, ptr %3759, i64 %feature3171199.ph
  %6096 = load float, ptr %6095, align 4
  %6097 = fadd float %6096, 0.000000e+00
  %6098 = bitcast float %6097 to i32
  %6099 = icmp slt i32 %6098, 0
  %6100 = xor i32 %6098, -1
  %6101 = tail call float @llvm.fabs.f32(float %6097)
  %6102 = fneg float %6101
  %6103 = bitcast float %6102 to i32
  %6104 = select i1 %6099, i32 %6100, i32 %6103
  %6105 = getelementptr inbounds float, ptr %scratch, i64 %feature3171199.ph
  store i32 %6104, ptr %6105, align 4
  %6106 = getelementptr float, ptr %3636, i64 %feature3171199.ph
  store float 1.000000e+00, ptr %6106, align 4
  %6107 = or disjoint i64 %feature3171199.ph, 1
  br label %feature.body315.prol.loopexit

feature.body315.prol.loopexit:                    ; preds = %feature.body315.prol, %feature.body315.preheader
  %feature3171199.unr = phi i64 [ %feature3171199.ph, %feature.body315.preheader ], [ %6107, %feature.body315.prol ]
  %6108 = icmp eq i64 %3724, %feature3171199.ph
  br i1 %6108, label %search.feature.exit.thread, label %feature.body315

guard.done313:                                    ; preds = %list.move.done, %fold_tail.exit305
  %listed.0 = phi i64 [ -1, %fold_tail.exit305 ], [ %listed.2, %list.move.done ]
  %uniforms.sroa.56.0 = phi float [ 0x7FF0000000000000, %fold_tail.exit305 ], [ %search_index.01641, %list.move.done ]
  %uniforms.sroa.25.0 = phi float [ 0xFFF0000000000000, %fold_tail.exit305 ], [ %search_value.01643, %list.move.done ]
  br i1 %guard2, label %guard.then371, label %guard.done681

guard.done313.thread:                             ; preds = %search.done
  br i1 %guard2, label %search.feature.exit499, label %guard.done753

feature.body315:                                  ; preds = %feature.body315.prol.loopexit, %feature.body315
  %feature3171199 = phi i64 [ %6134, %feature.body315 ], [ %feature3171199.unr, %feature.body315.prol.loopexit ]
  %6109 = getelementptr inbounds float, ptr %3759, i64 %feature3171199
  %6110 = load float, ptr %6109, align 4
  %6111 = fadd float %6110, 0.000000e+00
  %6112 = bitcast float %6111 to i32
  %6113 = icmp slt i32 %6112, 0
  %6114 = xor i32 %6112, -1
  %6115 = tail call float @llvm.fabs.f32(float %6111)
  %6116 = fneg float %6115
  %6117 = bitcast float %6116 to i32
  %6118 = select i1 %6113, i32 %6114, i32 %6117
  %6119 = getelementptr inbounds float, ptr %scratch, i64 %feature3171199
  store i32 %6118, ptr %6119, align 4
  %6120 = getelementptr float, ptr %3636, i64 %feature3171199
  store float 1.000000e+00, ptr %6120, align 4
  %6121 = add nuw i64 %feature3171199, 1
  %6122 = getelementptr inbounds float, ptr %3759, i64 %6121
  %6123 = load float, ptr %6122, align 4
  %6124 = fadd float %6123, 0.000000e+00
  %6125 = bitcast float %6124 to i32
  %6126 = icmp slt i32 %6125, 0
  %6127 = xor i32 %6125, -1
  %6128 = tail call float @llvm.fabs.f32(float %6124)
  %6129 = fneg float %6128
  %6130 = bitcast float %6129 to i32
  %6131 = select i1 %6126, i32 %6127, i32 %6130
  %6132 = getelementptr inbounds float, ptr %scratch, i64 %6121
  store i32 %6131, ptr %6132, align 4
  %6133 = getelementptr float, ptr %3636, i64 %6121
  store float 1.000000e+00, ptr %6133, align 4
  %6134 = add nuw i64 %feature3171199, 2
  %exitcond1526.not.1 = icmp eq i64 %6134, %n_features
  br i1 %exitcond1526.not.1, label %search.feature.exit.thread, label %feature.body315, !llvm.loop !23

search.feature.exit:                              ; preds = %feature.header314.preheader
  br i1 %.not2174, label %search.compacted.exit.14.thread, label %search.done

search.feature.exit.thread:                       ; preds = %feature.body315.prol.loopexit, %feature.body315, %vec.epilog.middle.block4451, %middle.block4438
  br i1 %3670, label %iter.check2782, label %iter.check4379

iter.check4379:                                   ; preds = %search.feature.exit.thread
  br i1 %min.iters.check4377, label %search.feature.body323.preheader, label %vector.main.loop.iter.check4381

vector.main.loop.iter.check4381:                  ; preds = %iter.check4379
  br i1 %min.iters.check4380, label %vec.epilog.ph4406, label %vector.body4385

vector.body4385:                                  ; preds = %vector.main.loop.iter.check4381, %vector.body4385
  %index4386 = phi i64 [ %index.next4395, %vector.body4385 ], [ 0, %vector.main.loop.iter.check4381 ]
  %vec.phi4387 = phi <8 x i32> [ %6143, %vector.body4385 ], [ zeroinitializer, %vector.main.loop.iter.check4381 ]
  %vec.phi4388 = phi <8 x i32> [ %6144, %vector.body4385 ], [ zeroinitializer, %vector.main.loop.iter.check4381 ]
  %vec.phi4389 = phi <8 x i32> [ %6145, %vector.body4385 ], [ zeroinitializer, %vector.main.loop.iter.check4381 ]
  %vec.phi4390 = phi <8 x i32> [ %6146, %vector.body4385 ], [ zeroinitializer, %vector.main.loop.iter.check4381 ]
  %6135 = getelementptr inbounds float, ptr %scratch, i64 %index4386
  %6136 = getelementptr inbounds nuw i8, ptr %6135, i64 32
  %6137 = getelementptr inbounds nuw i8, ptr %6135, i64 64
  %6138 = getelementptr inbounds nuw i8, ptr %6135, i64 96
  %wide.load4391 = load <8 x i32>, ptr %6135, align 4
  %wide.load4392 = load <8 x i32>, ptr %6136, align 4
  %wide.load4393 = load <8 x i32>, ptr %6137, align 4
  %wide.load4394 = load <8 x i32>, ptr %6138, align 4
  %6139 = lshr <8 x i32> %wide.load4391, splat (i32 31)
  %6140 = lshr <8 x i32> %wide.load4392, splat (i32 31)
  %6141 = lshr <8 x i32> %wide.load4393, splat (i32 31)
  %6142 = lshr <8 x i32> %wide.load4394, splat (i32 31)
  %6143 = add <8 x i32> %vec.phi4387, %6139
  %6144 = add <8 x i32> %vec.phi4388, %6140
  %6145 = add <8 x i32> %vec.phi4389, %6141
  %6146 = add <8 x i32> %vec.phi4390, %6142
  %index.next4395 = add nuw i64 %index4386, 32
  %6147 = icmp eq i64 %index.next4395, %n.vec4384
  br i1 %6147, label %middle.block4396, label %vector.body4385, !llvm.loop !24

middle.block4396:                                 ; preds = %vector.body4385
  %bin.rdx4397 = add <8 x i32> %6144, %6143
  %bin.rdx4398 = add <8 x i32> %6145, %bin.rdx4397
  %bin.rdx4399 = add <8 x i32> %6146, %bin.rdx4398
  %6148 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx4399)
  br i1 %cmp.n4400, label %iter.check4333, label %vec.epilog.iter.check4404

vec.epilog.iter.check4404:                        ; preds = %middle.block4396
  br i1 %min.epilog.iters.check4405, label %search.feature.body323.preheader, label %vec.epilog.ph4406, !prof !9

vec.epilog.ph4406:                                ; preds = %vector.main.loop.iter.check4381, %vec.epilog.iter.check4404
  %vec.epilog.resume.val4401 = phi i64 [ %n.vec4384, %vec.epilog.iter.check4404 ], [ 0, %vector.main.loop.iter.check4381 ]
  %bc.merge.rdx4402 = phi i32 [ %6148, %vec.epilog.iter.check4404 ], [ 0, %vector.main.loop.iter.check4381 ]
  %6149 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx4402, i64 0
  br label %vec.epilog.vector.body4409

vec.epilog.vector.body4409:                       ; preds = %vec.epilog.vector.body4409, %vec.epilog.ph4406
  %index4410 = phi i64 [ %vec.epilog.resume.val4401, %vec.epilog.ph4406 ], [ %index.next4413, %vec.epilog.vector.body4409 ]
  %vec.phi4411 = phi <4 x i32> [ %6149, %vec.epilog.ph4406 ], [ %6152, %vec.epilog.vector.body4409 ]
  %6150 = getelementptr inbounds float, ptr %scratch, i64 %index4410
  %wide.load4412 = load <4 x i32>, ptr %6150, align 4
  %6151 = lshr <4 x i32> %wide.load4412, splat (i32 31)
  %6152 = add <4 x i32> %vec.phi4411, %6151
  %index.next4413 = add nuw i64 %index4410, 4
  %6153 = icmp eq i64 %index.next4413, %n.vec4408
  br i1 %6153, label %vec.epilog.middle.block4414, label %vec.epilog.vector.body4409, !llvm.loop !25

vec.epilog.middle.block4414:                      ; preds = %vec.epilog.vector.body4409
  %6154 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %6152)
  br i1 %cmp.n4415, label %iter.check4333, label %search.feature.body323.preheader

search.feature.body323.preheader:                 ; preds = %iter.check4379, %vec.epilog.iter.check4404, %vec.epilog.middle.block4414
  %search.feature3251204.ph = phi i64 [ 0, %iter.check4379 ], [ %n.vec4384, %vec.epilog.iter.check4404 ], [ %n.vec4408, %vec.epilog.middle.block4414 ]
  %search_count321.01203.ph = phi i32 [ 0, %iter.check4379 ], [ %6148, %vec.epilog.iter.check4404 ], [ %6154, %vec.epilog.middle.block4414 ]
  br label %search.feature.body323

search.done:                                      ; preds = %search.round.exit347, %search.feature.exit
  %search_index.0 = phi float [ %search_index361, %search.round.exit347 ], [ 0x7FF0000000000000, %search.feature.exit ]
  %search_value.0 = phi float [ %7455, %search.round.exit347 ], [ 0xFFF0000000000000, %search.feature.exit ]
  br i1 %.not1376, label %guard.done313.thread, label %iter.check2782

iter.check2782:                                   ; preds = %search.feature.exit.thread, %search.done
  %search_value.01643 = phi float [ %search_value.0, %search.done ], [ 0xFFF0000000000000, %search.feature.exit.thread ]
  %search_index.01641 = phi float [ %search_index.0, %search.done ], [ 0x7FF0000000000000, %search.feature.exit.thread ]
  %diff.check2778 = icmp ult i64 %3747, 128
  %or.cond4491 = select i1 %min.iters.check2780, i1 true, i1 %diff.check2778
  br i1 %or.cond4491, label %list.mask.body.preheader, label %vector.main.loop.iter.check2784

vector.main.loop.iter.check2784:                  ; preds = %iter.check2782
  br i1 %min.iters.check2783, label %vec.epilog.ph2810, label %vector.ph2785

vector.ph2785:                                    ; preds = %vector.main.loop.iter.check2784
  %broadcast.splatinsert2788 = insertelement <8 x float> poison, float %search_value.01643, i64 0
  %broadcast.splat2789 = shufflevector <8 x float> %broadcast.splatinsert2788, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2790 = insertelement <8 x float> poison, float %search_index.01641, i64 0
  %broadcast.splat2791 = shufflevector <8 x float> %broadcast.splatinsert2790, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body2792

vector.body2792:                                  ; preds = %vector.body2792, %vector.ph2785
  %index2793 = phi i64 [ 0, %vector.ph2785 ], [ %index.next2802, %vector.body2792 ]
  %vec.ind2794 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2785 ], [ %vec.ind.next2803, %vector.body2792 ]
  %step.add2795 = add <8 x i64> %vec.ind2794, splat (i64 8)
  %step.add.22796 = add <8 x i64> %vec.ind2794, splat (i64 16)
  %step.add.32797 = add <8 x i64> %vec.ind2794, splat (i64 24)
  %6155 = getelementptr inbounds float, ptr %3759, i64 %index2793
  %6156 = getelementptr inbounds nuw i8, ptr %6155, i64 32
  %6157 = getelementptr inbounds nuw i8, ptr %6155, i64 64
  %6158 = getelementptr inbounds nuw i8, ptr %6155, i64 96
  %wide.load2798 = load <8 x float>, ptr %6155, align 4
  %wide.load2799 = load <8 x float>, ptr %6156, align 4
  %wide.load2800 = load <8 x float>, ptr %6157, align 4
  %wide.load2801 = load <8 x float>, ptr %6158, align 4
  %6159 = uitofp <8 x i64> %vec.ind2794 to <8 x float>
  %6160 = uitofp <8 x i64> %step.add2795 to <8 x float>
  %6161 = uitofp <8 x i64> %step.add.22796 to <8 x float>
  %6162 = uitofp <8 x i64> %step.add.32797 to <8 x float>
  %6163 = fcmp ogt <8 x float> %wide.load2798, %broadcast.splat2789
  %6164 = fcmp ogt <8 x float> %wide.load2799, %broadcast.splat2789
  %6165 = fcmp ogt <8 x float> %wide.load2800, %broadcast.splat2789
  %6166 = fcmp ogt <8 x float> %wide.load2801, %broadcast.splat2789
  %6167 = select <8 x i1> %6163, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6168 = select <8 x i1> %6164, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6169 = select <8 x i1> %6165, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6170 = select <8 x i1> %6166, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6171 = fcmp oeq <8 x float> %wide.load2798, %broadcast.splat2789
  %6172 = fcmp oeq <8 x float> %wide.load2799, %broadcast.splat2789
  %6173 = fcmp oeq <8 x float> %wide.load2800, %broadcast.splat2789
  %6174 = fcmp oeq <8 x float> %wide.load2801, %broadcast.splat2789
  %6175 = fcmp oge <8 x float> %broadcast.splat2791, %6159
  %6176 = fcmp oge <8 x float> %broadcast.splat2791, %6160
  %6177 = fcmp oge <8 x float> %broadcast.splat2791, %6161
  %6178 = fcmp oge <8 x float> %broadcast.splat2791, %6162
  %6179 = select <8 x i1> %6171, <8 x i1> %6175, <8 x i1> zeroinitializer
  %6180 = select <8 x i1> %6172, <8 x i1> %6176, <8 x i1> zeroinitializer
  %6181 = select <8 x i1> %6173, <8 x i1> %6177, <8 x i1> zeroinitializer
  %6182 = select <8 x i1> %6174, <8 x i1> %6178, <8 x i1> zeroinitializer
  %6183 = select <8 x i1> %6179, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6184 = select <8 x i1> %6180, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6185 = select <8 x i1> %6181, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6186 = select <8 x i1> %6182, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %6187 = fcmp ogt <8 x float> %6183, %6167
  %6188 = fcmp ogt <8 x float> %6184, %6168
  %6189 = fcmp ogt <8 x float> %6185, %6169
  %6190 = fcmp ogt <8 x float> %6186, %6170
  %6191 = select <8 x i1> %6187, <8 x float> %6183, <8 x float> %6167
  %6192 = select <8 x i1> %6188, <8 x float> %6184, <8 x float> %6168
  %6193 = select <8 x i1> %6189, <8 x float> %6185, <8 x float> %6169
  %6194 = select <8 x i1> %6190, <8 x float> %6186, <8 x float> %6170
  %6195 = getelementptr float, ptr %3641, i64 %index2793
  %6196 = getelementptr i8, ptr %6195, i64 32
  %6197 = getelementptr i8, ptr %6195, i64 64
  %6198 = getelementptr i8, ptr %6195, i64 96
  store <8 x float> %6191, ptr %6195, align 4
  store <8 x float> %6192, ptr %6196, align 4
  store <8 x float> %6193, ptr %6197, align 4
  store <8 x float> %6194, ptr %6198, align 4
  %index.next2802 = add nuw i64 %index2793, 32
  %vec.ind.next2803 = add <8 x i64> %vec.ind2794, splat (i64 32)
  %6199 = icmp eq i64 %index.next2802, %n.vec2787
  br i1 %6199, label %middle.block2804, label %vector.body2792, !llvm.loop !26

middle.block2804:                                 ; preds = %vector.body2792
  br i1 %cmp.n2805, label %list.chunk.body.preheader, label %vec.epilog.iter.check2808

vec.epilog.iter.check2808:                        ; preds = %middle.block2804
  br i1 %min.epilog.iters.check2809, label %list.mask.body.preheader, label %vec.epilog.ph2810, !prof !9

vec.epilog.ph2810:                                ; preds = %vector.main.loop.iter.check2784, %vec.epilog.iter.check2808
  %bc.resume.val2806 = phi i64 [ %n.vec2787, %vec.epilog.iter.check2808 ], [ 0, %vector.main.loop.iter.check2784 ]
  %broadcast.splatinsert2813 = insertelement <4 x float> poison, float %search_value.01643, i64 0
  %broadcast.splat2814 = shufflevector <4 x float> %broadcast.splatinsert2813, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert2815 = insertelement <4 x float> poison, float %search_index.01641, i64 0
  %broadcast.splat2816 = shufflevector <4 x float> %broadcast.splatinsert2815, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert2817 = insertelement <4 x i64> poison, i64 %bc.resume.val2806, i64 0
  %broadcast.splat2818 = shufflevector <4 x i64> %broadcast.splatinsert2817, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction2819 = or disjoint <4 x i64> %broadcast.splat2818, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body2820

vec.epilog.vector.body2820:                       ; preds = %vec.epilog.vector.body2820, %vec.epilog.ph2810
  %index2821 = phi i64 [ %bc.resume.val2806, %vec.epilog.ph2810 ], [ %index.next2824, %vec.epilog.vector.body2820 ]
  %vec.ind2822 = phi <4 x i64> [ %induction2819, %vec.epilog.ph2810 ], [ %vec.ind.next2825, %vec.epilog.vector.body2820 ]
  %6200 = getelementptr inbounds float, ptr %3759, i64 %index2821
  %wide.load2823 = load <4 x float>, ptr %6200, align 4
  %6201 = uitofp <4 x i64> %vec.ind2822 to <4 x float>
  %6202 = fcmp ogt <4 x float> %wide.load2823, %broadcast.splat2814
  %6203 = select <4 x i1> %6202, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %6204 = fcmp oeq <4 x float> %wide.load2823, %broadcast.splat2814
  %6205 = fcmp oge <4 x float> %broadcast.splat2816, %6201
  %6206 = select <4 x i1> %6204, <4 x i1> %6205, <4 x i1> zeroinitializer
  %6207 = select <4 x i1> %6206, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %6208 = fcmp ogt <4 x float> %6207, %6203
  %6209 = select <4 x i1> %6208, <4 x float> %6207, <4 x float> %6203
  %6210 = getelementptr float, ptr %3641, i64 %index2821
  store <4 x float> %6209, ptr %6210, align 4
  %index.next2824 = add nuw i64 %index2821, 4
  %vec.ind.next2825 = add nuw <4 x i64> %vec.ind2822, splat (i64 4)
  %6211 = icmp eq i64 %index.next2824, %n.vec2812
  br i1 %6211, label %vec.epilog.middle.block2826, label %vec.epilog.vector.body2820, !llvm.loop !27

vec.epilog.middle.block2826:                      ; preds = %vec.epilog.vector.body2820
  br i1 %cmp.n2827, label %list.chunk.body.preheader, label %list.mask.body.preheader

list.mask.body.preheader:                         ; preds = %iter.check2782, %vec.epilog.iter.check2808, %vec.epilog.middle.block2826
  %list.mask1232.ph = phi i64 [ 0, %iter.check2782 ], [ %n.vec2787, %vec.epilog.iter.check2808 ], [ %n.vec2812, %vec.epilog.middle.block2826 ]
  %.neg5077 = or disjoint i64 %list.mask1232.ph, 1
  br i1 %lcmp.mod4963.not, label %list.mask.body.prol.loopexit, label %list.mask.body.prol

list.mask.body.prol:                              ; preds = %list.mask.body.preheader
  %6212 = getelementptr inbounds float, ptr %3759, i64 %list.mask1232.ph
  %6213 = load float, ptr %6212, align 4
  %feature362.prol = uitofp i64 %list.mask1232.ph to float
  %6214 = fcmp ogt float %6213, %search_value.01643
  %6215 = select i1 %6214, float 1.000000e+00, float 0.000000e+00
  %6216 = fcmp oeq float %6213, %search_value.01643
  %6217 = fcmp oge float %search_index.01641, %feature362.prol
  %6218 = select i1 %6216, i1 %6217, i1 false
  %6219 = select i1 %6218, float 1.000000e+00, float 0.000000e+00
  %6220 = fcmp ogt float %6219, %6215
  %max363.prol = select i1 %6220, float %6219, float %6215
  %6221 = getelementptr float, ptr %3641, i64 %list.mask1232.ph
  store float %max363.prol, ptr %6221, align 4
  %6222 = or disjoint i64 %list.mask1232.ph, 1
  br label %list.mask.body.prol.loopexit

list.mask.body.prol.loopexit:                     ; preds = %list.mask.body.prol, %list.mask.body.preheader
  %list.mask1232.unr = phi i64 [ %list.mask1232.ph, %list.mask.body.preheader ], [ %6222, %list.mask.body.prol ]
  %6223 = icmp eq i64 %n_features, %.neg5077
  br i1 %6223, label %list.chunk.body.preheader, label %list.mask.body

search.compact.body.preheader:                    ; preds = %search.feature.body323.15, %vec.epilog.middle.block3728, %middle.block3708
  %.lcssa2206 = phi i32 [ %6719, %vec.epilog.middle.block3728 ], [ %6712, %middle.block3708 ], [ %6723, %search.feature.body323.15 ]
  %6224 = uitofp i32 %.lcssa2206 to float
  %6225 = fcmp oge float %6224, %top_k319
  %6226 = select i1 %6225, i32 %candidate.15, i32 %6694
  %prefix = lshr i32 %6226, 16
  %broadcast.splatinsert3637 = insertelement <8 x i32> poison, i32 %prefix, i64 0
  %broadcast.splat3638 = shufflevector <8 x i32> %broadcast.splatinsert3637, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert3671 = insertelement <8 x i32> poison, i32 %prefix, i64 0
  %broadcast.splat3672 = shufflevector <8 x i32> %broadcast.splatinsert3671, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %search.compact.body

search.feature.body323:                           ; preds = %search.feature.body323.preheader, %search.feature.body323
  %search.feature3251204 = phi i64 [ %6229, %search.feature.body323 ], [ %search.feature3251204.ph, %search.feature.body323.preheader ]
  %search_count321.01203 = phi i32 [ %6228, %search.feature.body323 ], [ %search_count321.01203.ph, %search.feature.body323.preheader ]
  %6227 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3251204
  %key326 = load i32, ptr %6227, align 4
  %key326.lobit = lshr i32 %key326, 31
  %6228 = add i32 %search_count321.01203, %key326.lobit
  %6229 = add nuw i64 %search.feature3251204, 1
  %exitcond1528.not = icmp eq i64 %6229, %n_features
  br i1 %exitcond1528.not, label %iter.check4333, label %search.feature.body323, !llvm.loop !28

iter.check4333:                                   ; preds = %search.feature.body323, %vec.epilog.middle.block4414, %middle.block4396
  %.lcssa2191 = phi i32 [ %6154, %vec.epilog.middle.block4414 ], [ %6148, %middle.block4396 ], [ %6228, %search.feature.body323 ]
  %6230 = uitofp i32 %.lcssa2191 to float
  %6231 = fcmp oge float %6230, %top_k319
  %6232 = select i1 %6231, i32 -2147483648, i32 0
  %candidate.1 = or disjoint i32 %6232, 1073741824
  br i1 %min.iters.check4331, label %search.feature.body323.1.preheader, label %vector.main.loop.iter.check4335

vector.main.loop.iter.check4335:                  ; preds = %iter.check4333
  br i1 %min.iters.check4334, label %vec.epilog.ph4362, label %vector.ph4336

vector.ph4336:                                    ; preds = %vector.main.loop.iter.check4335
  %broadcast.splatinsert4339 = insertelement <8 x i32> poison, i32 %candidate.1, i64 0
  %broadcast.splat4340 = shufflevector <8 x i32> %broadcast.splatinsert4339, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body4341

vector.body4341:                                  ; preds = %vector.body4341, %vector.ph4336
  %index4342 = phi i64 [ 0, %vector.ph4336 ], [ %index.next4351, %vector.body4341 ]
  %vec.phi4343 = phi <8 x i32> [ zeroinitializer, %vector.ph4336 ], [ %6245, %vector.body4341 ]
  %vec.phi4344 = phi <8 x i32> [ zeroinitializer, %vector.ph4336 ], [ %6246, %vector.body4341 ]
  %vec.phi4345 = phi <8 x i32> [ zeroinitializer, %vector.ph4336 ], [ %6247, %vector.body4341 ]
  %vec.phi4346 = phi <8 x i32> [ zeroinitializer, %vector.ph4336 ], [ %6248, %vector.body4341 ]
  %6233 = getelementptr inbounds float, ptr %scratch, i64 %index4342
  %6234 = getelementptr inbounds nuw i8, ptr %6233, i64 32
  %6235 = getelementptr inbounds nuw i8, ptr %6233, i64 64
  %6236 = getelementptr inbounds nuw i8, ptr %6233, i64 96
  %wide.load4347 = load <8 x i32>, ptr %6233, align 4
  %wide.load4348 = load <8 x i32>, ptr %6234, align 4
  %wide.load4349 = load <8 x i32>, ptr %6235, align 4
  %wide.load4350 = load <8 x i32>, ptr %6236, align 4
  %6237 = icmp uge <8 x i32> %wide.load4347, %broadcast.splat4340
  %6238 = icmp uge <8 x i32> %wide.load4348, %broadcast.splat4340
  %6239 = icmp uge <8 x i32> %wide.load4349, %broadcast.splat4340
  %6240 = icmp uge <8 x i32> %wide.load4350, %broadcast.splat4340
  %6241 = zext <8 x i1> %6237 to <8 x i32>
  %6242 = zext <8 x i1> %6238 to <8 x i32>
  %6243 = zext <8 x i1> %6239 to <8 x i32>
  %6244 = zext <8 x i1> %6240 to <8 x i32>
  %6245 = add <8 x i32> %vec.phi4343, %6241
  %6246 = add <8 x i32> %vec.phi4344, %6242
  %6247 = add <8 x i32> %vec.phi4345, %6243
  %6248 = add <8 x i32> %vec.phi4346, %6244
  %index.next4351 = add nuw i64 %index4342, 32
  %6249 = icmp eq i64 %index.next4351, %n.vec4338
  br i1 %6249, label %middle.block4352, label %vector.body4341, !llvm.loop !29

middle.block4352:                                 ; preds = %vector.body4341
  %bin.rdx4353 = add <8 x i32> %6246, %6245
  %bin.rdx4354 = add <8 x i32> %6247, %bin.rdx4353
  %bin.rdx4355 = add <8 x i32> %6248, %bin.rdx4354
  %6250 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx4355)
  br i1 %cmp.n4356, label %iter.check4287, label %vec.epilog.iter.check4360

vec.epilog.iter.check4360:                        ; preds = %middle.block4352
  br i1 %min.epilog.iters.check4361, label %search.feature.body323.1.preheader, label %vec.epilog.ph4362, !prof !30

vec.epilog.ph4362:                                ; preds = %vector.main.loop.iter.check4335, %vec.epilog.iter.check4360
  %vec.epilog.resume.val4357 = phi i64 [ %n.vec4338, %vec.epilog.iter.check4360 ], [ 0, %vector.main.loop.iter.check4335 ]
  %bc.merge.rdx4358 = phi i32 [ %6250, %vec.epilog.iter.check4360 ], [ 0, %vector.main.loop.iter.check4335 ]
  %6251 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx4358, i64 0
  %broadcast.splatinsert4365 = insertelement <8 x i32> poison, i32 %candidate.1, i64 0
  %broadcast.splat4366 = shufflevector <8 x i32> %broadcast.splatinsert4365, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body4367

vec.epilog.vector.body4367:                       ; preds = %vec.epilog.vector.body4367, %vec.epilog.ph4362
  %index4368 = phi i64 [ %vec.epilog.resume.val4357, %vec.epilog.ph4362 ], [ %index.next4371, %vec.epilog.vector.body4367 ]
  %vec.phi4369 = phi <8 x i32> [ %6251, %vec.epilog.ph4362 ], [ %6255, %vec.epilog.vector.body4367 ]
  %6252 = getelementptr inbounds float, ptr %scratch, i64 %index4368
  %wide.load4370 = load <8 x i32>, ptr %6252, align 4
  %6253 = icmp uge <8 x i32> %wide.load4370, %broadcast.splat4366
  %6254 = zext <8 x i1> %6253 to <8 x i32>
  %6255 = add <8 x i32> %vec.phi4369, %6254
  %index.next4371 = add nuw i64 %index4368, 8
  %6256 = icmp eq i64 %index.next4371, %n.vec4364
  br i1 %6256, label %vec.epilog.middle.block4372, label %vec.epilog.vector.body4367, !llvm.loop !31

vec.epilog.middle.block4372:                      ; preds = %vec.epilog.vector.body4367
  %6257 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6255)
  br i1 %cmp.n4373, label %iter.check4287, label %search.feature.body323.1.preheader

search.feature.body323.1.preheader:               ; preds = %iter.check4333, %vec.epilog.iter.check4360, %vec.epilog.middle.block4372
  %search.feature3251204.1.ph = phi i64 [ 0, %iter.check4333 ], [ %n.vec4338, %vec.epilog.iter.check4360 ], [ %n.vec4364, %vec.epilog.middle.block4372 ]
  %search_count321.01203.1.ph = phi i32 [ 0, %iter.check4333 ], [ %6250, %vec.epilog.iter.check4360 ], [ %6257, %vec.epilog.middle.block4372 ]
  br label %search.feature.body323.1

search.feature.body323.1:                         ; preds = %search.feature.body323.1.preheader, %search.feature.body323.1
  %search.feature3251204.1 = phi i64 [ %6262, %search.feature.body323.1 ], [ %search.feature3251204.1.ph, %search.feature.body323.1.preheader ]
  %search_count321.01203.1 = phi i32 [ %6261, %search.feature.body323.1 ], [ %search_count321.01203.1.ph, %search.feature.body323.1.preheader ]
  %6258 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3251204.1
  %key326.1 = load i32, ptr %6258, align 4
  %6259 = icmp uge i32 %key326.1, %candidate.1
  %6260 = zext i1 %6259 to i32
  %6261 = add i32 %search_count321.01203.1, %6260
  %6262 = add nuw i64 %search.feature3251204.1, 1
  %exitcond1528.1.not = icmp eq i64 %6262, %n_features
  br i1 %exitcond1528.1.not, label %iter.check4287, label %search.feature.body323.1, !llvm.loop !32

iter.check4287:                                   ; preds = %search.feature.body323.1, %vec.epilog.middle.block4372, %middle.block4352
  %.lcssa2192 = phi i32 [ %6257, %vec.epilog.middle.block4372 ], [ %6250, %middle.block4352 ], [ %6261, %search.feature.body323.1 ]
  %6263 = uitofp i32 %.lcssa2192 to float
  %6264 = fcmp oge float %6263, %top_k319
  %6265 = select i1 %6264, i32 %candidate.1, i32 %6232
  %candidate.2 = or disjoint i32 %6265, 536870912
  br i1 %min.iters.check4285, label %search.feature.body323.2.preheader, label %vector.main.loop.iter.check4289

vector.main.loop.iter.check4289:                  ; preds = %iter.check4287
  br i1 %min.iters.check4288, label %vec.epilog.ph4316, label %vector.ph4290

vector.ph4290:                                    ; preds = %vector.main.loop.iter.check4289
  %broadcast.splatinsert4293 = insertelement <8 x i32> poison, i32 %candidate.2, i64 0
  %broadcast.splat4294 = shufflevector <8 x i32> %broadcast.splatinsert4293, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body4295

vector.body4295:                                  ; preds = %vector.body4295, %vector.ph4290
  %index4296 = phi i64 [ 0, %vector.ph4290 ], [ %index.next4305, %vector.body4295 ]
  %vec.phi4297 = phi <8 x i32> [ zeroinitializer, %vector.ph4290 ], [ %6278, %vector.body4295 ]
  %vec.phi4298 = phi <8 x i32> [ zeroinitializer, %vector.ph4290 ], [ %6279, %vector.body4295 ]
  %vec.phi4299 = phi <8 x i32> [ zeroinitializer, %vector.ph4290 ], [ %6280, %vector.body4295 ]
  %vec.phi4300 = phi <8 x i32> [ zeroinitializer, %vector.ph4290 ], [ %6281, %vector.body4295 ]
  %6266 = getelementptr inbounds float, ptr %scratch, i64 %index4296
  %6267 = getelementptr inbounds nuw i8, ptr %6266, i64 32
  %6268 = getelementptr inbounds nuw i8, ptr %6266, i64 64
  %6269 = getelementptr inbounds nuw i8, ptr %6266, i64 96
  %wide.load4301 = load <8 x i32>, ptr %6266, align 4
  %wide.load4302 = load <8 x i32>, ptr %6267, align 4
  %wide.load4303 = load <8 x i32>, ptr %6268, align 4
  %wide.load4304 = load <8 x i32>, ptr %6269, align 4
  %6270 = icmp uge <8 x i32> %wide.load4301, %broadcast.splat4294
  %6271 = icmp uge <8 x i32> %wide.load4302, %broadcast.splat4294
  %6272 = icmp uge <8 x i32> %wide.load4303, %broadcast.splat4294
  %6273 = icmp uge <8 x i32> %wide.load4304, %broadcast.splat4294
  %6274 = zext <8 x i1> %6270 to <8 x i32>
  %6275 = zext <8 x i1> %6271 to <8 x i32>
  %6276 = zext <8 x i1> %6272 to <8 x i32>
  %6277 = zext <8 x i1> %6273 to <8 x i32>
  %6278 = add <8 x i32> %vec.phi4297, %6274
  %6279 = add <8 x i32> %vec.phi4298, %6275
  %6280 = add <8 x i32> %vec.phi4299, %6276
  %6281 = add <8 x i32> %vec.phi4300, %6277
  %index.next4305 = add nuw i64 %index4296, 32
  %6282 = icmp eq i64 %index.next4305, %n.vec4292
  br i1 %6282, label %middle.block4306, label %vector.body4295, !llvm.loop !33

middle.block4306:                                 ; preds = %vector.body4295
  %bin.rdx4307 = add <8 x i32> %6279, %6278
  %bin.rdx4308 = add <8 x i32> %6280, %bin.rdx4307
  %bin.rdx4309 = add <8 x i32> %6281, %bin.rdx4308
  %6283 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx4309)
  br i1 %cmp.n4310, label %iter.check4241, label %vec.epilog.iter.check4314

vec.epilog.iter.check4314:                        ; preds = %middle.block4306
  br i1 %min.epilog.iters.check4315, label %search.feature.body323.2.preheader, label %vec.epilog.ph4316, !prof !30

vec.epilog.ph4316:                                ; preds = %vector.main.loop.iter.check4289, %vec.epilog.iter.check4314
  %vec.epilog.resume.val4311 = phi i64 [ %n.vec4292, %vec.epilog.iter.check4314 ], [ 0, %vector.main.loop.iter.check4289 ]
  %bc.merge.rdx4312 = phi i32 [ %6283, %vec.epilog.iter.check4314 ], [ 0, %vector.main.loop.iter.check4289 ]
  %6284 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx4312, i64 0
  %broadcast.splatinsert4319 = insertelement <8 x i32> poison, i32 %candidate.2, i64 0
  %broadcast.splat4320 = shufflevector <8 x i32> %broadcast.splatinsert4319, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body4321

vec.epilog.vector.body4321:                       ; preds = %vec.epilog.vector.body4321, %vec.epilog.ph4316
  %index4322 = phi i64 [ %vec.epilog.resume.val4311, %vec.epilog.ph4316 ], [ %index.next4325, %vec.epilog.vector.body4321 ]
  %vec.phi4323 = phi <8 x i32> [ %6284, %vec.epilog.ph4316 ], [ %6288, %vec.epilog.vector.body4321 ]
  %6285 = getelementptr inbounds float, ptr %scratch, i64 %index4322
  %wide.load4324 = load <8 x i32>, ptr %6285, align 4
  %6286 = icmp uge <8 x i32> %wide.load4324, %broadcast.splat4320
  %6287 = zext <8 x i1> %6286 to <8 x i32>
  %6288 = add <8 x i32> %vec.phi4323, %6287
  %index.next4325 = add nuw i64 %index4322, 8
  %6289 = icmp eq i64 %index.next4325, %n.vec4318
  br i1 %6289, label %vec.epilog.middle.block4326, label %vec.epilog.vector.body4321, !llvm.loop !34

vec.epilog.middle.block4326:                      ; preds = %vec.epilog.vector.body4321
  %6290 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6288)
  br i1 %cmp.n4327, label %iter.check4241, label %search.feature.body323.2.preheader

search.feature.body323.2.preheader:               ; preds = %iter.check4287, %vec.epilog.iter.check4314, %vec.epilog.middle.block4326
  %search.feature3251204.2.ph = phi i64 [ 0, %iter.check4287 ], [ %n.vec4292, %vec.epilog.iter.check4314 ], [ %n.vec4318, %vec.epilog.middle.block4326 ]
  %search_count321.01203.2.ph = phi i32 [ 0, %iter.check4287 ], [ %6283, %vec.epilog.iter.check4314 ], [ %6290, %vec.epilog.middle.block4326 ]
  br label %search.feature.body323.2

search.feature.body323.2:                         ; preds = %search.feature.body323.2.preheader, %search.feature.body323.2
  %search.feature3251204.2 = phi i64 [ %6295, %search.feature.body323.2 ], [ %search.feature3251204.2.ph, %search.feature.body323.2.preheader ]
  %search_count321.01203.2 = phi i32 [ %6294, %search.feature.body323.2 ], [ %search_count321.01203.2.ph, %search.feature.body323.2.preheader ]
  %6291 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3251204.2
  %key326.2 = load i32, ptr %6291, align 4
  %6292 = icmp uge i32 %key326.2, %candidate.2
  %6293 = zext i1 %6292 to i32
  %6294 = add i32 %search_count321.01203.2, %6293
  %6295 = add nuw i64 %search.feature3251204.2, 1
  %exitcond1528.2.not = icmp eq i64 %6295, %n_features
  br i1 %exitcond1528.2.not, label %iter.check4241, label %search.feature.body323.2, !llvm.loop !35

iter.check4241:                                   ; preds = %search.feature.body323.2, %vec.epilog.middle.block4326, %middle.block4306
  %.lcssa2193 = phi i32 [ %6290, %vec.epilog.middle.block4326 ], [ %6283, %middle.block4306 ], [ %6294, %search.feature.body323.2 ]
  %6296 = uitofp i32 %.lcssa2193 to float
  %6297 = fcmp oge float %6296, %top_k319
  %6298 = select i1 %6297, i32 %candidate.2, i32 %6265
  %candidate.3 = or disjoint i32 %6298, 268435456
  br i1 %min.iters.check4239, label %search.feature.body323.3.preheader, label %vector.main.loop.iter.check4243

vector.main.loop.iter.check4243:                  ; preds = %iter.check4241
  br i1 %min.iters.check4242, label %vec.epilog.ph4270, label %vector.ph4244

vector.ph4244:                                    ; preds = %vector.main.loop.iter.check4243
  %broadcast.splatinsert4247 = insertelement <8 x i32> poison, i32 %candidate.3, i64 0
  %broadcast.splat4248 = shufflevector <8 x i32> %broadcast.splatinsert4247, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body4249

vector.body4249:                                  ; preds = %vector.body4249, %vector.ph4244
  %index4250 = phi i64 [ 0, %vector.ph4244 ], [ %index.next4259, %vector.body4249 ]
  %vec.phi4251 = phi <8 x i32> [ zeroinitializer, %vector.ph4244 ], [ %6311, %vector.body4249 ]
  %vec.phi4252 = phi <8 x i32> [ zeroinitializer, %vector.ph4244 ], [ %6312, %vector.body4249 ]
  %vec.phi4253 = phi <8 x i32> [ zeroinitializer, %vector.ph4244 ], [ %6313, %vector.body4249 ]
  %vec.phi4254 = phi <8 x i32> [ zeroinitializer, %vector.ph4244 ], [ %6314, %vector.body4249 ]
  %6299 = getelementptr inbounds float, ptr %scratch, i64 %index4250
  %6300 = getelementptr inbounds nuw i8, ptr %6299, i64 32
  %6301 = getelementptr inbounds nuw i8, ptr %6299, i64 64
  %6302 = getelementptr inbounds nuw i8, ptr %6299, i64 96
  %wide.load4255 = load <8 x i32>, ptr %6299, align 4
  %wide.load4256 = load <8 x i32>, ptr %6300, align 4
  %wide.load4257 = load <8 x i32>, ptr %6301, align 4
  %wide.load4258 = load <8 x i32>, ptr %6302, align 4
  %6303 = icmp uge <8 x i32> %wide.load4255, %broadcast.splat4248
  %6304 = icmp uge <8 x i32> %wide.load4256, %broadcast.splat4248
  %6305 = icmp uge <8 x i32> %wide.load4257, %broadcast.splat4248
  %6306 = icmp uge <8 x i32> %wide.load4258, %broadcast.splat4248
  %6307 = zext <8 x i1> %6303 to <8 x i32>
  %6308 = zext <8 x i1> %6304 to <8 x i32>
  %6309 = zext <8 x i1> %6305 to <8 x i32>
  %6310 = zext <8 x i1> %6306 to <8 x i32>
  %6311 = add <8 x i32> %vec.phi4251, %6307
  %6312 = add <8 x i32> %vec.phi4252, %6308
  %6313 = add <8 x i32> %vec.phi4253, %6309
  %6314 = add <8 x i32> %vec.phi4254, %6310
  %index.next4259 = add nuw i64 %index4250, 32
  %6315 = icmp eq i64 %index.next4259, %n.vec4246
  br i1 %6315, label %middle.block4260, label %vector.body4249, !llvm.loop !36

middle.block4260:                                 ; preds = %vector.body4249
  %bin.rdx4261 = add <8 x i32> %6312, %6311
  %bin.rdx4262 = add <8 x i32> %6313, %bin.rdx4261
  %bin.rdx4263 = add <8 x i32> %6314, %bin.rdx4262
  %6316 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx4263)
  br i1 %cmp.n4264, label %iter.check4195, label %vec.epilog.iter.check4268

vec.epilog.iter.check4268:                        ; preds = %middle.block4260
  br i1 %min.epilog.iters.check4269, label %search.feature.body323.3.preheader, label %vec.epilog.ph4270, !prof !30

vec.epilog.ph4270:                                ; preds = %vector.main.loop.iter.check4243, %vec.epilog.iter.check4268
  %vec.epilog.resume.val4265 = phi i64 [ %n.vec4246, %vec.epilog.iter.check4268 ], [ 0, %vector.main.loop.iter.check4243 ]
  %bc.merge.rdx4266 = phi i32 [ %6316, %vec.epilog.iter.check4268 ], [ 0, %vector.main.loop.iter.check4243 ]
  %6317 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx4266, i64 0
  %broadcast.splatinsert4273 = insertelement <8 x i32> poison, i32 %candidate.3, i64 0
  %broadcast.splat4274 = shufflevector <8 x i32> %broadcast.splatinsert4273, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body4275

vec.epilog.vector.body4275:                       ; preds = %vec.epilog.vector.body4275, %vec.epilog.ph4270
  %index4276 = phi i64 [ %vec.epilog.resume.val4265, %vec.epilog.ph4270 ], [ %index.next4279, %vec.epilog.vector.body4275 ]
  %vec.phi4277 = phi <8 x i32> [ %6317, %vec.epilog.ph4270 ], [ %6321, %vec.epilog.vector.body4275 ]
  %6318 = getelementptr inbounds float, ptr %scratch, i64 %index4276
  %wide.load4278 = load <8 x i32>, ptr %6318, align 4
  %6319 = icmp uge <8 x i32> %wide.load4278, %broadcast.splat4274
  %6320 = zext <8 x i1> %6319 to <8 x i32>
  %6321 = add <8 x i32> %vec.phi4277, %6320
  %index.next4279 = add nuw i64 %index4276, 8
  %6322 = icmp eq i64 %index.next4279, %n.vec4272
  br i1 %6322, label %vec.epilog.middle.block4280, label %vec.epilog.vector.body4275, !llvm.loop !37

vec.epilog.middle.block4280:                      ; preds = %vec.epilog.vector.body4275
  %6323 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6321)
  br i1 %cmp.n4281, label %iter.check4195, label %search.feature.body323.3.preheader

search.feature.body323.3.preheader:               ; preds = %iter.check4241, %vec.epilog.iter.check4268, %vec.epilog.middle.block4280
  %search.feature3251204.3.ph = phi i64 [ 0, %iter.check4241 ], [ %n.vec4246, %vec.epilog.iter.check4268 ], [ %n.vec4272, %vec.epilog.middle.block4280 ]
  %search_count321.01203.3.ph = phi i32 [ 0, %iter.check4241 ], [ %6316, %vec.epilog.iter.check4268 ], [ %6323, %vec.epilog.middle.block4280 ]
  br label %search.feature.body323.3

search.feature.body323.3:                         ; preds = %search.feature.body323.3.preheader, %search.feature.body323.3
  %search.feature3251204.3 = phi i64 [ %6328, %search.feature.body323.3 ], [ %search.feature3251204.3.ph, %search.feature.body323.3.preheader ]
  %search_count321.01203.3 = phi i32 [ %6327, %search.feature.body323.3 ], [ %search_count321.01203.3.ph, %search.feature.body323.3.preheader ]
  %6324 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3251204.3
  %key326.3 = load i32, ptr %6324, align 4
  %6325 = icmp uge i32 %key326.3, %candidate.3
  %6326 = zext i1 %6325 to i32
  %6327 = add i32 %search_count321.01203.3, %6326
  %6328 = add nuw i64 %search.feature3251204.3, 1
  %exitcond1528.3.not = icmp eq i64 %6328, %n_features
  br i1 %exitcond1528.3.not, label %iter.check4195, label %search.feature.body323.3, !llvm.loop !38

iter.check4195:                                   ; preds = %search.feature.body323.3, %vec.epilog.middle.block4280, %middle.block4260
  %.lcssa2194 = phi i32 [ %6323, %vec.epilog.middle.block4280 ], [ %6316, %middle.block4260 ], [ %6327, %search.feature.body323.3 ]
  %6329 = uitofp i32 %.lcssa2194 to float
  %6330 = fcmp oge float %6329, %top_k319
  %6331 = select i1 %6330, i32 %candidate.3, i32 %6298
  %candidate.4 = or i32 %6331, 134217728
  br i1 %min.iters.check4193, label %search.feature.body323.4.preheader, label %vector.main.loop.iter.check4197

vector.main.loop.iter.check4197:                  ; preds = %iter.check4195
  br i1 %min.iters.check4196, label %vec.epilog.ph4224, label %vector.ph4198

vector.ph4198:                                    ; preds = %vector.main.loop.iter.check4197
  %broadcast.splatinsert4201 = insertelement <8 x i32> poison, i32 %candidate.4, i64 0
  %broadcast.splat4202 = shufflevector <8 x i32> %broadcast.splatinsert4201, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body4203

vector.body4203:                                  ; preds = %vector.body4203, %vector.ph4198
  %index4204 = phi i64 [ 0, %vector.ph4198 ], [ %index.next4213, %vector.body4203 ]
  %vec.phi4205 = phi <8 x i32> [ zeroinitializer, %vector.ph4198 ], [ %6344, %vector.body4203 ]
  %vec.phi4206 = phi <8 x i32> [ zeroinitializer, %vector.ph4198 ], [ %6345, %vector.body4203 ]
  %vec.phi4207 = phi <8 x i32> [ zeroinitializer, %vector.ph4198 ], [ %6346, %vector.body4203 ]
  %vec.phi4208 = phi <8 x i32> [ zeroinitializer, %vector.ph4198 ], [ %6347, %vector.body4203 ]
  %6332 = getelementptr inbounds float, ptr %scratch, i64 %index4204
  %6333 = getelementptr inbounds nuw i8, ptr %6332, i64 32
  %6334 = getelementptr inbounds nuw i8, ptr %6332, i64 64
  %6335 = getelementptr inbounds nuw i8, ptr %6332, i64 96
  %wide.load4209 = load <8 x i32>, ptr %6332, align 4
  %wide.load4210 = load <8 x i32>, ptr %6333, align 4
  %wide.load4211 = load <8 x i32>, ptr %6334, align 4
  %wide.load4212 = load <8 x i32>, ptr %6335, align 4
  %6336 = icmp uge <8 x i32> %wide.load4209, %broadcast.splat4202
  %6337 = icmp uge <8 x i32> %wide.load4210, %broadcast.splat4202
  %6338 = icmp uge <8 x i32> %wide.load4211, %broadcast.splat4202
  %6339 = icmp uge <8 x i32> %wide.load4212, %broadcast.splat4202
  %6340 = zext <8 x i1> %6336 to <8 x i32>
  %6341 = zext <8 x i1> %6337 to <8 x i32>
  %6342 = zext <8 x i1> %6338 to <8 x i32>
  %6343 = zext <8 x i1> %6339 to <8 x i32>
  %6344 = add <8 x i32> %vec.phi4205, %6340
  %6345 = add <8 x i32> %vec.phi4206, %6341
  %6346 = add <8 x i32> %vec.phi4207, %6342
  %6347 = add <8 x i32> %vec.phi4208, %6343
  %index.next4213 = add nuw i64 %index4204, 32
  %6348 = icmp eq i64 %index.next4213, %n.vec4200
  br i1 %6348, label %middle.block4214, label %vector.body4203, !llvm.loop !39

middle.block4214:                                 ; preds = %vector.body4203
  %bin.rdx4215 = add <8 x i32> %6345, %6344
  %bin.rdx4216 = add <8 x i32> %6346, %bin.rdx4215
  %bin.rdx4217 = add <8 x i32> %6347, %bin.rdx4216
  %6349 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx4217)
  br i1 %cmp.n4218, label %iter.check4149, label %vec.epilog.iter.check4222

vec.epilog.iter.check4222:                        ; preds = %middle.block4214
  br i1 %min.epilog.iters.check4223, label %search.feature.body323.4.preheader, label %vec.epilog.ph4224, !prof !30

vec.epilog.ph4224:                                ; preds = %vector.main.loop.iter.check4197, %vec.epilog.iter.check4222
  %vec.epilog.resume.val4219 = phi i64 [ %n.vec4200, %vec.epilog.iter.check4222 ], [ 0, %vector.main.loop.iter.check4197 ]
  %bc.merge.rdx4220 = phi i32 [ %6349, %vec.epilog.iter.check4222 ], [ 0, %vector.main.loop.iter.check4197 ]
  %6350 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx4220, i64 0
  %broadcast.splatinsert4227 = insertelement <8 x i32> poison, i32 %candidate.4, i64 0
  %broadcast.splat4228 = shufflevector <8 x i32> %broadcast.splatinsert4227, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body4229

vec.epilog.vector.body4229:                       ; preds = %vec.epilog.vector.body4229, %vec.epilog.ph4224
  %index4230 = phi i64 [ %vec.epilog.resume.val4219, %vec.epilog.ph4224 ], [ %index.next4233, %vec.epilog.vector.body4229 ]
  %vec.phi4231 = phi <8 x i32> [ %6350, %vec.epilog.ph4224 ], [ %6354, %vec.epilog.vector.body4229 ]
  %6351 = getelementptr inbounds float, ptr %scratch, i64 %index4230
  %wide.load4232 = load <8 x i32>, ptr %6351, align 4
  %6352 = icmp uge <8 x i32> %wide.load4232, %broadcast.splat4228
  %6353 = zext <8 x i1> %6352 to <8 x i32>
  %6354 = add <8 x i32> %vec.phi4231, %6353
  %index.next4233 = add nuw i64 %index4230, 8
  %6355 = icmp eq i64 %index.next4233, %n.vec4226
  br i1 %6355, label %vec.epilog.middle.block4234, label %vec.epilog.vector.body4229, !llvm.loop !40

vec.epilog.middle.block4234:                      ; preds = %vec.epilog.vector.body4229
  %6356 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6354)
  br i1 %cmp.n4235, label %iter.check4149, label %search.feature.body323.4.preheader

search.feature.body323.4.preheader:               ; preds = %iter.check4195, %vec.epilog.iter.check4222, %vec.epilog.middle.block4234
  %search.feature3251204.4.ph = phi i64 [ 0, %iter.check4195 ], [ %n.vec4200, %vec.epilog.iter.check4222 ], [ %n.vec4226, %vec.epilog.middle.block4234 ]
  %search_count321.01203.4.ph = phi i32 [ 0, %iter.check4195 ], [ %6349, %vec.epilog.iter.check4222 ], [ %6356, %vec.epilog.middle.block4234 ]
  br label %search.feature.body323.4

search.feature.body323.4:                         ; preds = %search.feature.body323.4.preheader, %search.feature.body323.4
  %search.feature3251204.4 = phi i64 [ %6361, %search.feature.body323.4 ], [ %search.feature3251204.4.ph, %search.feature.body323.4.preheader ]
  %search_count321.01203.4 = phi i32 [ %6360, %search.feature.body323.4 ], [ %search_count321.01203.4.ph, %search.feature.body323.4.preheader ]
  %6357 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3251204.4
  %key326.4 = load i32, ptr %6357, align 4
  %6358 = icmp uge i32 %key326.4, %candidate.4
  %6359 = zext i1 %6358 to i32
  %6360 = add i32 %search_count321.01203.4, %6359
  %6361 = add nuw i64 %search.feature3251204.4, 1
  %exitcond1528.4.not = icmp eq i64 %6361, %n_features
  br i1 %exitcond1528.4.not, label %iter.check4149, label %search.feature.body323.4, !llvm.loop !41

iter.check4149:                                   ; preds = %search.feature.body323.4, %vec.epilog.middle.block4234, %middle.block4214
  %.lcssa2195 = phi i32 [ %6356, %vec.epilog.middle.block4234 ], [ %6349, %middle.block4214 ], [ %6360, %search.feature.body323.4 ]
  %6362 = uitofp i32 %.lcssa2195 to float
  %6363 = fcmp oge float %6362, %top_k319
  %6364 = select i1 %6363, i32 %candidate.4, i32 %6331
  %candidate.5 = or i32 %6364, 67108864
  br i1 %min.iters.check4147, label %search.feature.body323.5.preheader, label %vector.main.loop.iter.check4151

vector.main.loop.iter.check4151:                  ; preds = %iter.check4149
  br i1 %min.iters.check4150, label %vec.epilog.ph4178, label %vector.ph4152

vector.ph4152:                                    ; preds = %vector.main.loop.iter.check4151
  %broadcast.splatinsert4155 = insertelement <8 x i32> poison, i32 %candidate.5, i64 0
  %broadcast.splat4156 = shufflevector <8 x i32> %broadcast.splatinsert4155, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body4157

vector.body4157:                                  ; preds = %vector.body4157, %vector.ph4152
  %index4158 = phi i64 [ 0, %vector.ph4152 ], [ %index.next4167, %vector.body4157 ]
  %vec.phi4159 = phi <8 x i32> [ zeroinitializer, %vector.ph4152 ], [ %6377, %vector.body4157 ]
  %vec.phi4160 = phi <8 x i32> [ zeroinitializer, %vector.ph4152 ], [ %6378, %vector.body4157 ]
  %vec.phi4161 = phi <8 x i32> [ zeroinitializer, %vector.ph4152 ], [ %6379, %vector.body4157 ]
  %vec.phi4162 = phi <8 x i32> [ zeroinitializer, %vector.ph4152 ], [ %6380, %vector.body4157 ]
  %6365 = getelementptr inbounds float, ptr %scratch, i64 %index4158
  %6366 = getelementptr inbounds nuw i8, ptr %6365, i64 32
  %6367 = getelementptr inbounds nuw i8, ptr %6365, i64 64
  %6368 = getelementptr inbounds nuw i8, ptr %6365, i64 96
  %wide.load4163 = load <8 x i32>, ptr %6365, align 4
  %wide.load4164 = load <8 x i32>, ptr %6366, align 4
  %wide.load4165 = load <8 x i32>, ptr %6367, align 4
  %wide.load4166 = load <8 x i32>, ptr %6368, align 4
  %6369 = icmp uge <8 x i32> %wide.load4163, %broadcast.splat4156
  %6370 = icmp uge <8 x i32> %wide.load4164, %broadcast.splat4156
  %6371 = icmp uge <8 x i32> %wide.load4165, %broadcast.splat4156
  %6372 = icmp uge <8 x i32> %wide.load4166, %broadcast.splat4156
  %6373 = zext <8 x i1> %6369 to <8 x i32>
  %6374 = zext <8 x i1> %6370 to <8 x i32>
  %6375 = zext <8 x i1> %6371 to <8 x i32>
  %6376 = zext <8 x i1> %6372 to <8 x i32>
  %6377 = add <8 x i32> %vec.phi4159, %6373
  %6378 = add <8 x i32> %vec.phi4160, %6374
  %6379 = add <8 x i32> %vec.phi4161, %6375
  %6380 = add <8 x i32> %vec.phi4162, %6376
  %index.next4167 = add nuw i64 %index4158, 32
  %6381 = icmp eq i64 %index.next4167, %n.vec4154
  br i1 %6381, label %middle.block4168, label %vector.body4157, !llvm.loop !42

middle.block4168:                                 ; preds = %vector.body4157
  %bin.rdx4169 = add <8 x i32> %6378, %6377
  %bin.rdx4170 = add <8 x i32> %6379, %bin.rdx4169
  %bin.rdx4171 = add <8 x i32> %6380, %bin.rdx4170
  %6382 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx4171)
  br i1 %cmp.n4172, label %iter.check4103, label %vec.epilog.iter.check4176

vec.epilog.iter.check4176:                        ; preds = %middle.block4168
  br i1 %min.epilog.iters.check4177, label %search.feature.body323.5.preheader, label %vec.epilog.ph4178, !prof !30

vec.epilog.ph4178:                                ; preds = %vector.main.loop.iter.check4151, %vec.epilog.iter.check4176
  %vec.epilog.resume.val4173 = phi i64 [ %n.vec4154, %vec.epilog.iter.check4176 ], [ 0, %vector.main.loop.iter.check4151 ]
  %bc.merge.rdx4174 = phi i32 [ %6382, %vec.epilog.iter.check4176 ], [ 0, %vector.main.loop.iter.check4151 ]
  %6383 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx4174, i64 0
  %broadcast.splatinsert4181 = insertelement <8 x i32> poison, i32 %candidate.5, i64 0
  %broadcast.splat4182 = shufflevector <8 x i32> %broadcast.splatinsert4181, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body4183

vec.epilog.vector.body4183:                       ; preds = %vec.epilog.vector.body4183, %vec.epilog.ph4178
  %index4184 = phi i64 [ %vec.epilog.resume.val4173, %vec.epilog.ph4178 ], [ %index.next4187, %vec.epilog.vector.body4183 ]
  %vec.phi4185 = phi <8 x i32> [ %6383, %vec.epilog.ph4178 ], [ %6387, %vec.epilog.vector.body4183 ]
  %6384 = getelementptr inbounds float, ptr %scratch, i64 %index4184
  %wide.load4186 = load <8 x i32>, ptr %6384, align 4
  %6385 = icmp uge <8 x i32> %wide.load4186, %broadcast.splat4182
  %6386 = zext <8 x i1> %6385 to <8 x i32>
  %6387 = add <8 x i32> %vec.phi4185, %6386
  %index.next4187 = add nuw i64 %index4184, 8
  %6388 = icmp eq i64 %index.next4187, %n.vec4180
  br i1 %6388, label %vec.epilog.middle.block4188, label %vec.epilog.vector.body4183, !llvm.loop !43

vec.epilog.middle.block4188:                      ; preds = %vec.epilog.vector.body4183
  %6389 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6387)
  br i1 %cmp.n4189, label %iter.check4103, label %search.feature.body323.5.preheader

search.feature.body323.5.preheader:               ; preds = %iter.check4149, %vec.epilog.iter.check4176, %vec.epilog.middle.block4188
  %search.feature3251204.5.ph = phi i64 [ 0, %iter.check4149 ], [ %n.vec4154, %vec.epilog.iter.check4176 ], [ %n.vec4180, %vec.epilog.middle.block4188 ]
  %search_count321.01203.5.ph = phi i32 [ 0, %iter.check4149 ], [ %6382, %vec.epilog.iter.check4176 ], [ %6389, %vec.epilog.middle.block4188 ]
  br label %search.feature.body323.5

search.feature.body323.5:                         ; preds = %search.feature.body323.5.preheader, %search.feature.body323.5
  %search.feature3251204.5 = phi i64 [ %6394, %search.feature.body323.5 ], [ %search.feature3251204.5.ph, %search.feature.body323.5.preheader ]
  %search_count321.01203.5 = phi i32 [ %6393, %search.feature.body323.5 ], [ %search_count321.01203.5.ph, %search.feature.body323.5.preheader ]
  %6390 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3251204.5
  %key326.5 = load i32, ptr %6390, align 4
  %6391 = icmp uge i32 %key326.5, %candidate.5
  %6392 = zext i1 %6391 to i32
  %6393 = add i32 %search_count321.01203.5, %6392
  %6394 = add nuw i64 %search.feature3251204.5, 1
  %exitcond1528.5.not = icmp eq i64 %6394, %n_features
  br i1 %exitcond1528.5.not, label %iter.check4103, label %search.feature.body323.5, !llvm.loop !44

iter.check4103:                                   ; preds = %search.feature.body323.5, %vec.epilog.middle.block4188, %middle.block4168
  %.lcssa2196 = phi i32 [ %6389, %vec.epilog.middle.block4188 ], [ %6382, %middle.block4168 ], [ %6393, %search.feature.body323.5 ]
  %6395 = uitofp i32 %.lcssa2196 to float
  %6396 = fcmp oge float %6395, %top_k319
  %6397 = select i1 %6396, i32 %candidate.5, i32 %6364
  %candidate.6 = or i32 %6397, 33554432
  br i1 %min.iters.check4101, label %search.feature.body323.6.preheader, label %vector.main.loop.iter.check4105

vector.main.loop.iter.check4105:                  ; preds = %iter.check4103
  br i1 %min.iters.check4104, label %vec.epilog.ph4132, label %vector.ph4106

vector.ph4106:                                    ; preds = %vector.main.loop.iter.check4105
  %broadcast.splatinsert4109 = insertelement <8 x i32> poison, i32 %candidate.6, i64 0
  %broadcast.splat4110 = shufflevector <8 x i32> %broadcast.splatinsert4109, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body4111

vector.body4111:                                  ; preds = %vector.body4111, %vector.ph4106
  %index4112 = phi i64 [ 0, %vector.ph4106 ], [ %index.next4121, %vector.body4111 ]
  %vec.phi4113 = phi <8 x i32> [ zeroinitializer, %vector.ph4106 ], [ %6410, %vector.body4111 ]
  %vec.phi4114 = phi <8 x i32> [ zeroinitializer, %vector.ph4106 ], [ %6411, %vector.body4111 ]
  %vec.phi4115 = phi <8 x i32> [ zeroinitializer, %vector.ph4106 ], [ %6412, %vector.body4111 ]
  %vec.phi4116 = phi <8 x i32> [ zeroinitializer, %vector.ph4106 ], [ %6413, %vector.body4111 ]
  %6398 = getelementptr inbounds float, ptr %scratch, i64 %index4112
  %6399 = getelementptr inbounds nuw i8, ptr %6398, i64 32
  %6400 = getelementptr inbounds nuw i8, ptr %6398, i64 64
  %6401 = getelementptr inbounds nuw i8, ptr %6398, i64 96
  %wide.load4117 = load <8 x i32>, ptr %6398, align 4
  %wide.load4118 = load <8 x i32>, ptr %6399, align 4
  %wide.load4119 = load <8 x i32>, ptr %6400, align 4
  %wide.load4120 = load <8 x i32>, ptr %6401, align 4
  %6402 = icmp uge <8 x i32> %wide.load4117, %broadcast.splat4110
  %6403 = icmp uge <8 x i32> %wide.load4118, %broadcast.splat4110
  %6404 = icmp uge <8 x i32> %wide.load4119, %broadcast.splat4110
  %6405 = icmp uge <8 x i32> %wide.load4120, %broadcast.splat4110
  %6406 = zext <8 x i1> %6402 to <8 x i32>
  %6407 = zext <8 x i1> %6403 to <8 x i32>
  %6408 = zext <8 x i1> %6404 to <8 x i32>
  %6409 = zext <8 x i1> %6405 to <8 x i32>
  %6410 = add <8 x i32> %vec.phi4113, %6406
  %6411 = add <8 x i32> %vec.phi4114, %6407
  %6412 = add <8 x i32> %vec.phi4115, %6408
  %6413 = add <8 x i32> %vec.phi4116, %6409
  %index.next4121 = add nuw i64 %index4112, 32
  %6414 = icmp eq i64 %index.next4121, %n.vec4108
  br i1 %6414, label %middle.block4122, label %vector.body4111, !llvm.loop !45

middle.block4122:                                 ; preds = %vector.body4111
  %bin.rdx4123 = add <8 x i32> %6411, %6410
  %bin.rdx4124 = add <8 x i32> %6412, %bin.rdx4123
  %bin.rdx4125 = add <8 x i32> %6413, %bin.rdx4124
  %6415 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx4125)
  br i1 %cmp.n4126, label %iter.check4057, label %vec.epilog.iter.check4130

vec.epilog.iter.check4130:                        ; preds = %middle.block4122
  br i1 %min.epilog.iters.check4131, label %search.feature.body323.6.preheader, label %vec.epilog.ph4132, !prof !30

vec.epilog.ph4132:                                ; preds = %vector.main.loop.iter.check4105, %vec.epilog.iter.check4130
  %vec.epilog.resume.val4127 = phi i64 [ %n.vec4108, %vec.epilog.iter.check4130 ], [ 0, %vector.main.loop.iter.check4105 ]
  %bc.merge.rdx4128 = phi i32 [ %6415, %vec.epilog.iter.check4130 ], [ 0, %vector.main.loop.iter.check4105 ]
  %6416 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx4128, i64 0
  %broadcast.splatinsert4135 = insertelement <8 x i32> poison, i32 %candidate.6, i64 0
  %broadcast.splat4136 = shufflevector <8 x i32> %broadcast.splatinsert4135, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body4137

vec.epilog.vector.body4137:                       ; preds = %vec.epilog.vector.body4137, %vec.epilog.ph4132
  %index4138 = phi i64 [ %vec.epilog.resume.val4127, %vec.epilog.ph4132 ], [ %index.next4141, %vec.epilog.vector.body4137 ]
  %vec.phi4139 = phi <8 x i32> [ %6416, %vec.epilog.ph4132 ], [ %6420, %vec.epilog.vector.body4137 ]
  %6417 = getelementptr inbounds float, ptr %scratch, i64 %index4138
  %wide.load4140 = load <8 x i32>, ptr %6417, align 4
  %6418 = icmp uge <8 x i32> %wide.load4140, %broadcast.splat4136
  %6419 = zext <8 x i1> %6418 to <8 x i32>
  %6420 = add <8 x i32> %vec.phi4139, %6419
  %index.next4141 = add nuw i64 %index4138, 8
  %6421 = icmp eq i64 %index.next4141, %n.vec4134
  br i1 %6421, label %vec.epilog.middle.block4142, label %vec.epilog.vector.body4137, !llvm.loop !46

vec.epilog.middle.block4142:                      ; preds = %vec.epilog.vector.body4137
  %6422 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6420)
  br i1 %cmp.n4143, label %iter.check4057, label %search.feature.body323.6.preheader

search.feature.body323.6.preheader:               ; preds = %iter.check4103, %vec.epilog.iter.check4130, %vec.epilog.middle.block4142
  %search.feature3251204.6.ph = phi i64 [ 0, %iter.check4103 ], [ %n.vec4108, %vec.epilog.iter.check4130 ], [ %n.vec4134, %vec.epilog.middle.block4142 ]
  %search_count321.01203.6.ph = phi i32 [ 0, %iter.check4103 ], [ %6415, %vec.epilog.iter.check4130 ], [ %6422, %vec.epilog.middle.block4142 ]
  br label %search.feature.body323.6

search.feature.body323.6:                         ; preds = %search.feature.body323.6.preheader, %search.feature.body323.6
  %search.feature3251204.6 = phi i64 [ %6427, %search.feature.body323.6 ], [ %search.feature3251204.6.ph, %search.feature.body323.6.preheader ]
  %search_count321.01203.6 = phi i32 [ %6426, %search.feature.body323.6 ], [ %search_count321.01203.6.ph, %search.feature.body323.6.preheader ]
  %6423 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3251204.6
  %key326.6 = load i32, ptr %6423, align 4
  %6424 = icmp uge i32 %key326.6, %candidate.6
  %6425 = zext i1 %6424 to i32
  %6426 = add i32 %search_count321.01203.6, %6425
  %6427 = add nuw i64 %search.feature3251204.6, 1
  %exitcond1528.6.not = icmp eq i64 %6427, %n_features
  br i1 %exitcond1528.6.not, label %iter.check4057, label %search.feature.body323.6, !llvm.loop !47

iter.check4057:                                   ; preds = %search.feature.body323.6, %vec.epilog.middle.block4142, %middle.block4122
  %.lcssa2197 = phi i32 [ %6422, %vec.epilog.middle.block4142 ], [ %6415, %middle.block4122 ], [ %6426, %search.feature.body323.6 ]
  %6428 = uitofp i32 %.lcssa2197 to float
  %6429 = fcmp oge float %6428, %top_k319
  %6430 = select i1 %6429, i32 %candidate.6, i32 %6397
  %candidate.7 = or i32 %6430, 16777216
  br i1 %min.iters.check4055, label %search.feature.body323.7.preheader, label %vector.main.loop.iter.check4059

vector.main.loop.iter.check4059:                  ; preds = %iter.check4057
  br i1 %min.iters.check4058, label %vec.epilog.ph4086, label %vector.ph4060

vector.ph4060:                                    ; preds = %vector.main.loop.iter.check4059
  %broadcast.splatinsert4063 = insertelement <8 x i32> poison, i32 %candidate.7, i64 0
  %broadcast.splat4064 = shufflevector <8 x i32> %broadcast.splatinsert4063, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body4065

vector.body4065:                                  ; preds = %vector.body4065, %vector.ph4060
  %index4066 = phi i64 [ 0, %vector.ph4060 ], [ %index.next4075, %vector.body4065 ]
  %vec.phi4067 = phi <8 x i32> [ zeroinitializer, %vector.ph4060 ], [ %6443, %vector.body4065 ]
  %vec.phi4068 = phi <8 x i32> [ zeroinitializer, %vector.ph4060 ], [ %6444, %vector.body4065 ]
  %vec.phi4069 = phi <8 x i32> [ zeroinitializer, %vector.ph4060 ], [ %6445, %vector.body4065 ]
  %vec.phi4070 = phi <8 x i32> [ zeroinitializer, %vector.ph4060 ], [ %6446, %vector.body4065 ]
  %6431 = getelementptr inbounds float, ptr %scratch, i64 %index4066
  %6432 = getelementptr inbounds nuw i8, ptr %6431, i64 32
  %6433 = getelementptr inbounds nuw i8, ptr %6431, i64 64
  %6434 = getelementptr inbounds nuw i8, ptr %6431, i64 96
  %wide.load4071 = load <8 x i32>, ptr %6431, align 4
  %wide.load4072 = load <8 x i32>, ptr %6432, align 4
  %wide.load4073 = load <8 x i32>, ptr %6433, align 4
  %wide.load4074 = load <8 x i32>, ptr %6434, align 4
  %6435 = icmp uge <8 x i32> %wide.load4071, %broadcast.splat4064
  %6436 = icmp uge <8 x i32> %wide.load4072, %broadcast.splat4064
  %6437 = icmp uge <8 x i32> %wide.load4073, %broadcast.splat4064
  %6438 = icmp uge <8 x i32> %wide.load4074, %broadcast.splat4064
  %6439 = zext <8 x i1> %6435 to <8 x i32>
  %6440 = zext <8 x i1> %6436 to <8 x i32>
  %6441 = zext <8 x i1> %6437 to <8 x i32>
  %6442 = zext <8 x i1> %6438 to <8 x i32>
  %6443 = add <8 x i32> %vec.phi4067, %6439
  %6444 = add <8 x i32> %vec.phi4068, %6440
  %6445 = add <8 x i32> %vec.phi4069, %6441
  %6446 = add <8 x i32> %vec.phi4070, %6442
  %index.next4075 = add nuw i64 %index4066, 32
  %6447 = icmp eq i64 %index.next4075, %n.vec4062
  br i1 %6447, label %middle.block4076, label %vector.body4065, !llvm.loop !48

middle.block4076:                                 ; preds = %vector.body4065
  %bin.rdx4077 = add <8 x i32> %6444, %6443
  %bin.rdx4078 = add <8 x i32> %6445, %bin.rdx4077
  %bin.rdx4079 = add <8 x i32> %6446, %bin.rdx4078
  %6448 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx4079)
  br i1 %cmp.n4080, label %iter.check4011, label %vec.epilog.iter.check4084

vec.epilog.iter.check4084:                        ; preds = %middle.block4076
  br i1 %min.epilog.iters.check4085, label %search.feature.body323.7.preheader, label %vec.epilog.ph4086, !prof !30

vec.epilog.ph4086:                                ; preds = %vector.main.loop.iter.check4059, %vec.epilog.iter.check4084
  %vec.epilog.resume.val4081 = phi i64 [ %n.vec4062, %vec.epilog.iter.check4084 ], [ 0, %vector.main.loop.iter.check4059 ]
  %bc.merge.rdx4082 = phi i32 [ %6448, %vec.epilog.iter.check4084 ], [ 0, %vector.main.loop.iter.check4059 ]
  %6449 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx4082, i64 0
  %broadcast.splatinsert4089 = insertelement <8 x i32> poison, i32 %candidate.7, i64 0
  %broadcast.splat4090 = shufflevector <8 x i32> %broadcast.splatinsert4089, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body4091

vec.epilog.vector.body4091:                       ; preds = %vec.epilog.vector.body4091, %vec.epilog.ph4086
  %index4092 = phi i64 [ %vec.epilog.resume.val4081, %vec.epilog.ph4086 ], [ %index.next4095, %vec.epilog.vector.body4091 ]
  %vec.phi4093 = phi <8 x i32> [ %6449, %vec.epilog.ph4086 ], [ %6453, %vec.epilog.vector.body4091 ]
  %6450 = getelementptr inbounds float, ptr %scratch, i64 %index4092
  %wide.load4094 = load <8 x i32>, ptr %6450, align 4
  %6451 = icmp uge <8 x i32> %wide.load4094, %broadcast.splat4090
  %6452 = zext <8 x i1> %6451 to <8 x i32>
  %6453 = add <8 x i32> %vec.phi4093, %6452
  %index.next4095 = add nuw i64 %index4092, 8
  %6454 = icmp eq i64 %index.next4095, %n.vec4088
  br i1 %6454, label %vec.epilog.middle.block4096, label %vec.epilog.vector.body4091, !llvm.loop !49

vec.epilog.middle.block4096:                      ; preds = %vec.epilog.vector.body4091
  %6455 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6453)
  br i1 %cmp.n4097, label %iter.check4011, label %search.feature.body323.7.preheader

search.feature.body323.7.preheader:               ; preds = %iter.check4057, %vec.epilog.iter.check4084, %vec.epilog.middle.block4096
  %search.feature3251204.7.ph = phi i64 [ 0, %iter.check4057 ], [ %n.vec4062, %vec.epilog.iter.check4084 ], [ %n.vec4088, %vec.epilog.middle.block4096 ]
  %search_count321.01203.7.ph = phi i32 [ 0, %iter.check4057 ], [ %6448, %vec.epilog.iter.check4084 ], [ %6455, %vec.epilog.middle.block4096 ]
  br label %search.feature.body323.7

search.feature.body323.7:                         ; preds = %search.feature.body323.7.preheader, %search.feature.body323.7
  %search.feature3251204.7 = phi i64 [ %6460, %search.feature.body323.7 ], [ %search.feature3251204.7.ph, %search.feature.body323.7.preheader ]
  %search_count321.01203.7 = phi i32 [ %6459, %search.feature.body323.7 ], [ %search_count321.01203.7.ph, %search.feature.body323.7.preheader ]
  %6456 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3251204.7
  %key326.7 = load i32, ptr %6456, align 4
  %6457 = icmp uge i32 %key326.7, %candidate.7
  %6458 = zext i1 %6457 to i32
  %6459 = add i32 %search_count321.01203.7, %6458
  %6460 = add nuw i64 %search.feature3251204.7, 1
  %exitcond1528.7.not = icmp eq i64 %6460, %n_features
  br i1 %exitcond1528.7.not, label %iter.check4011, label %search.feature.body323.7, !llvm.loop !50

iter.check4011:                                   ; preds = %search.feature.body323.7, %vec.epilog.middle.block4096, %middle.block4076
  %.lcssa2198 = phi i32 [ %6455, %vec.epilog.middle.block4096 ], [ %6448, %middle.block4076 ], [ %6459, %search.feature.body323.7 ]
  %6461 = uitofp i32 %.lcssa2198 to float
  %6462 = fcmp oge float %6461, %top_k319
  %6463 = select i1 %6462, i32 %candidate.7, i32 %6430
  %candidate.8 = or i32 %6463, 8388608
  br i1 %min.iters.check4009, label %search.feature.body323.8.preheader, label %vector.main.loop.iter.check4013

vector.main.loop.iter.check4013:                  ; preds = %iter.check4011
  br i1 %min.iters.check4012, label %vec.epilog.ph4040, label %vector.ph4014

vector.ph4014:                                    ; preds = %vector.main.loop.iter.check4013
  %broadcast.splatinsert4017 = insertelement <8 x i32> poison, i32 %candidate.8, i64 0
  %broadcast.splat4018 = shufflevector <8 x i32> %broadcast.splatinsert4017, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body4019

vector.body4019:                                  ; preds = %vector.body4019, %vector.ph4014
  %index4020 = phi i64 [ 0, %vector.ph4014 ], [ %index.next4029, %vector.body4019 ]
  %vec.phi4021 = phi <8 x i32> [ zeroinitializer, %vector.ph4014 ], [ %6476, %vector.body4019 ]
  %vec.phi4022 = phi <8 x i32> [ zeroinitializer, %vector.ph4014 ], [ %6477, %vector.body4019 ]
  %vec.phi4023 = phi <8 x i32> [ zeroinitializer, %vector.ph4014 ], [ %6478, %vector.body4019 ]
  %vec.phi4024 = phi <8 x i32> [ zeroinitializer, %vector.ph4014 ], [ %6479, %vector.body4019 ]
  %6464 = getelementptr inbounds float, ptr %scratch, i64 %index4020
  %6465 = getelementptr inbounds nuw i8, ptr %6464, i64 32
  %6466 = getelementptr inbounds nuw i8, ptr %6464, i64 64
  %6467 = getelementptr inbounds nuw i8, ptr %6464, i64 96
  %wide.load4025 = load <8 x i32>, ptr %6464, align 4
  %wide.load4026 = load <8 x i32>, ptr %6465, align 4
  %wide.load4027 = load <8 x i32>, ptr %6466, align 4
  %wide.load4028 = load <8 x i32>, ptr %6467, align 4
  %6468 = icmp uge <8 x i32> %wide.load4025, %broadcast.splat4018
  %6469 = icmp uge <8 x i32> %wide.load4026, %broadcast.splat4018
  %6470 = icmp uge <8 x i32> %wide.load4027, %broadcast.splat4018
  %6471 = icmp uge <8 x i32> %wide.load4028, %broadcast.splat4018
  %6472 = zext <8 x i1> %6468 to <8 x i32>
  %6473 = zext <8 x i1> %6469 to <8 x i32>
  %6474 = zext <8 x i1> %6470 to <8 x i32>
  %6475 = zext <8 x i1> %6471 to <8 x i32>
  %6476 = add <8 x i32> %vec.phi4021, %6472
  %6477 = add <8 x i32> %vec.phi4022, %6473
  %6478 = add <8 x i32> %vec.phi4023, %6474
  %6479 = add <8 x i32> %vec.phi4024, %6475
  %index.next4029 = add nuw i64 %index4020, 32
  %6480 = icmp eq i64 %index.next4029, %n.vec4016
  br i1 %6480, label %middle.block4030, label %vector.body4019, !llvm.loop !51

middle.block4030:                                 ; preds = %vector.body4019
  %bin.rdx4031 = add <8 x i32> %6477, %6476
  %bin.rdx4032 = add <8 x i32> %6478, %bin.rdx4031
  %bin.rdx4033 = add <8 x i32> %6479, %bin.rdx4032
  %6481 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx4033)
  br i1 %cmp.n4034, label %iter.check3965, label %vec.epilog.iter.check4038

vec.epilog.iter.check4038:                        ; preds = %middle.block4030
  br i1 %min.epilog.iters.check4039, label %search.feature.body323.8.preheader, label %vec.epilog.ph4040, !prof !30

vec.epilog.ph4040:                                ; preds = %vector.main.loop.iter.check4013, %vec.epilog.iter.check4038
  %vec.epilog.resume.val4035 = phi i64 [ %n.vec4016, %vec.epilog.iter.check4038 ], [ 0, %vector.main.loop.iter.check4013 ]
  %bc.merge.rdx4036 = phi i32 [ %6481, %vec.epilog.iter.check4038 ], [ 0, %vector.main.loop.iter.check4013 ]
  %6482 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx4036, i64 0
  %broadcast.splatinsert4043 = insertelement <8 x i32> poison, i32 %candidate.8, i64 0
  %broadcast.splat4044 = shufflevector <8 x i32> %broadcast.splatinsert4043, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body4045

vec.epilog.vector.body4045:                       ; preds = %vec.epilog.vector.body4045, %vec.epilog.ph4040
  %index4046 = phi i64 [ %vec.epilog.resume.val4035, %vec.epilog.ph4040 ], [ %index.next4049, %vec.epilog.vector.body4045 ]
  %vec.phi4047 = phi <8 x i32> [ %6482, %vec.epilog.ph4040 ], [ %6486, %vec.epilog.vector.body4045 ]
  %6483 = getelementptr inbounds float, ptr %scratch, i64 %index4046
  %wide.load4048 = load <8 x i32>, ptr %6483, align 4
  %6484 = icmp uge <8 x i32> %wide.load4048, %broadcast.splat4044
  %6485 = zext <8 x i1> %6484 to <8 x i32>
  %6486 = add <8 x i32> %vec.phi4047, %6485
  %index.next4049 = add nuw i64 %index4046, 8
  %6487 = icmp eq i64 %index.next4049, %n.vec4042
  br i1 %6487, label %vec.epilog.middle.block4050, label %vec.epilog.vector.body4045, !llvm.loop !52

vec.epilog.middle.block4050:                      ; preds = %vec.epilog.vector.body4045
  %6488 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6486)
  br i1 %cmp.n4051, label %iter.check3965, label %search.feature.body323.8.preheader

search.feature.body323.8.preheader:               ; preds = %iter.check4011, %vec.epilog.iter.check4038, %vec.epilog.middle.block4050
  %search.feature3251204.8.ph = phi i64 [ 0, %iter.check4011 ], [ %n.vec4016, %vec.epilog.iter.check4038 ], [ %n.vec4042, %vec.epilog.middle.block4050 ]
  %search_count321.01203.8.ph = phi i32 [ 0, %iter.check4011 ], [ %6481, %vec.epilog.iter.check4038 ], [ %6488, %vec.epilog.middle.block4050 ]
  br label %search.feature.body323.8

search.feature.body323.8:                         ; preds = %search.feature.body323.8.preheader, %search.feature.body323.8
  %search.feature3251204.8 = phi i64 [ %6493, %search.feature.body323.8 ], [ %search.feature3251204.8.ph, %search.feature.body323.8.preheader ]
  %search_count321.01203.8 = phi i32 [ %6492, %search.feature.body323.8 ], [ %search_count321.01203.8.ph, %search.feature.body323.8.preheader ]
  %6489 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3251204.8
  %key326.8 = load i32, ptr %6489, align 4
  %6490 = icmp uge i32 %key326.8, %candidate.8
  %6491 = zext i1 %6490 to i32
  %6492 = add i32 %search_count321.01203.8, %6491
  %6493 = add nuw i64 %search.feature3251204.8, 1
  %exitcond1528.8.not = icmp eq i64 %6493, %n_features
  br i1 %exitcond1528.8.not, label %iter.check3965, label %search.feature.body323.8, !llvm.loop !53

iter.check3965:                                   ; preds = %search.feature.body323.8, %vec.epilog.middle.block4050, %middle.block4030
  %.lcssa2199 = phi i32 [ %6488, %vec.epilog.middle.block4050 ], [ %6481, %middle.block4030 ], [ %6492, %search.feature.body323.8 ]
  %6494 = uitofp i32 %.lcssa2199 to float
  %6495 = fcmp oge float %6494, %top_k319
  %6496 = select i1 %6495, i32 %candidate.8, i32 %6463
  %candidate.9 = or i32 %6496, 4194304
  br i1 %min.iters.check3963, label %search.feature.body323.9.preheader, label %vector.main.loop.iter.check3967

vector.main.loop.iter.check3967:                  ; preds = %iter.check3965
  br i1 %min.iters.check3966, label %vec.epilog.ph3994, label %vector.ph3968

vector.ph3968:                                    ; preds = %vector.main.loop.iter.check3967
  %broadcast.splatinsert3971 = insertelement <8 x i32> poison, i32 %candidate.9, i64 0
  %broadcast.splat3972 = shufflevector <8 x i32> %broadcast.splatinsert3971, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3973

vector.body3973:                                  ; preds = %vector.body3973, %vector.ph3968
  %index3974 = phi i64 [ 0, %vector.ph3968 ], [ %index.next3983, %vector.body3973 ]
  %vec.phi3975 = phi <8 x i32> [ zeroinitializer, %vector.ph3968 ], [ %6509, %vector.body3973 ]
  %vec.phi3976 = phi <8 x i32> [ zeroinitializer, %vector.ph3968 ], [ %6510, %vector.body3973 ]
  %vec.phi3977 = phi <8 x i32> [ zeroinitializer, %vector.ph3968 ], [ %6511, %vector.body3973 ]
  %vec.phi3978 = phi <8 x i32> [ zeroinitializer, %vector.ph3968 ], [ %6512, %vector.body3973 ]
  %6497 = getelementptr inbounds float, ptr %scratch, i64 %index3974
  %6498 = getelementptr inbounds nuw i8, ptr %6497, i64 32
  %6499 = getelementptr inbounds nuw i8, ptr %6497, i64 64
  %6500 = getelementptr inbounds nuw i8, ptr %6497, i64 96
  %wide.load3979 = load <8 x i32>, ptr %6497, align 4
  %wide.load3980 = load <8 x i32>, ptr %6498, align 4
  %wide.load3981 = load <8 x i32>, ptr %6499, align 4
  %wide.load3982 = load <8 x i32>, ptr %6500, align 4
  %6501 = icmp uge <8 x i32> %wide.load3979, %broadcast.splat3972
  %6502 = icmp uge <8 x i32> %wide.load3980, %broadcast.splat3972
  %6503 = icmp uge <8 x i32> %wide.load3981, %broadcast.splat3972
  %6504 = icmp uge <8 x i32> %wide.load3982, %broadcast.splat3972
  %6505 = zext <8 x i1> %6501 to <8 x i32>
  %6506 = zext <8 x i1> %6502 to <8 x i32>
  %6507 = zext <8 x i1> %6503 to <8 x i32>
  %6508 = zext <8 x i1> %6504 to <8 x i32>
  %6509 = add <8 x i32> %vec.phi3975, %6505
  %6510 = add <8 x i32> %vec.phi3976, %6506
  %6511 = add <8 x i32> %vec.phi3977, %6507
  %6512 = add <8 x i32> %vec.phi3978, %6508
  %index.next3983 = add nuw i64 %index3974, 32
  %6513 = icmp eq i64 %index.next3983, %n.vec3970
  br i1 %6513, label %middle.block3984, label %vector.body3973, !llvm.loop !54

middle.block3984:                                 ; preds = %vector.body3973
  %bin.rdx3985 = add <8 x i32> %6510, %6509
  %bin.rdx3986 = add <8 x i32> %6511, %bin.rdx3985
  %bin.rdx3987 = add <8 x i32> %6512, %bin.rdx3986
  %6514 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3987)
  br i1 %cmp.n3988, label %iter.check3919, label %vec.epilog.iter.check3992

vec.epilog.iter.check3992:                        ; preds = %middle.block3984
  br i1 %min.epilog.iters.check3993, label %search.feature.body323.9.preheader, label %vec.epilog.ph3994, !prof !30

vec.epilog.ph3994:                                ; preds = %vector.main.loop.iter.check3967, %vec.epilog.iter.check3992
  %vec.epilog.resume.val3989 = phi i64 [ %n.vec3970, %vec.epilog.iter.check3992 ], [ 0, %vector.main.loop.iter.check3967 ]
  %bc.merge.rdx3990 = phi i32 [ %6514, %vec.epilog.iter.check3992 ], [ 0, %vector.main.loop.iter.check3967 ]
  %6515 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3990, i64 0
  %broadcast.splatinsert3997 = insertelement <8 x i32> poison, i32 %candidate.9, i64 0
  %broadcast.splat3998 = shufflevector <8 x i32> %broadcast.splatinsert3997, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3999

vec.epilog.vector.body3999:                       ; preds = %vec.epilog.vector.body3999, %vec.epilog.ph3994
  %index4000 = phi i64 [ %vec.epilog.resume.val3989, %vec.epilog.ph3994 ], [ %index.next4003, %vec.epilog.vector.body3999 ]
  %vec.phi4001 = phi <8 x i32> [ %6515, %vec.epilog.ph3994 ], [ %6519, %vec.epilog.vector.body3999 ]
  %6516 = getelementptr inbounds float, ptr %scratch, i64 %index4000
  %wide.load4002 = load <8 x i32>, ptr %6516, align 4
  %6517 = icmp uge <8 x i32> %wide.load4002, %broadcast.splat3998
  %6518 = zext <8 x i1> %6517 to <8 x i32>
  %6519 = add <8 x i32> %vec.phi4001, %6518
  %index.next4003 = add nuw i64 %index4000, 8
  %6520 = icmp eq i64 %index.next4003, %n.vec3996
  br i1 %6520, label %vec.epilog.middle.block4004, label %vec.epilog.vector.body3999, !llvm.loop !55

vec.epilog.middle.block4004:                      ; preds = %vec.epilog.vector.body3999
  %6521 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6519)
  br i1 %cmp.n4005, label %iter.check3919, label %search.feature.body323.9.preheader

search.feature.body323.9.preheader:               ; preds = %iter.check3965, %vec.epilog.iter.check3992, %vec.epilog.middle.block4004
  %search.feature3251204.9.ph = phi i64 [ 0, %iter.check3965 ], [ %n.vec3970, %vec.epilog.iter.check3992 ], [ %n.vec3996, %vec.epilog.middle.block4004 ]
  %search_count321.01203.9.ph = phi i32 [ 0, %iter.check3965 ], [ %6514, %vec.epilog.iter.check3992 ], [ %6521, %vec.epilog.middle.block4004 ]
  br label %search.feature.body323.9

search.feature.body323.9:                         ; preds = %search.feature.body323.9.preheader, %search.feature.body323.9
  %search.feature3251204.9 = phi i64 [ %6526, %search.feature.body323.9 ], [ %search.feature3251204.9.ph, %search.feature.body323.9.preheader ]
  %search_count321.01203.9 = phi i32 [ %6525, %search.feature.body323.9 ], [ %search_count321.01203.9.ph, %search.feature.body323.9.preheader ]
  %6522 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3251204.9
  %key326.9 = load i32, ptr %6522, align 4
  %6523 = icmp uge i32 %key326.9, %candidate.9
  %6524 = zext i1 %6523 to i32
  %6525 = add i32 %search_count321.01203.9, %6524
  %6526 = add nuw i64 %search.feature3251204.9, 1
  %exitcond1528.9.not = icmp eq i64 %6526, %n_features
  br i1 %exitcond1528.9.not, label %iter.check3919, label %search.feature.body323.9, !llvm.loop !56

iter.check3919:                                   ; preds = %search.feature.body323.9, %vec.epilog.middle.block4004, %middle.block3984
  %.lcssa2200 = phi i32 [ %6521, %vec.epilog.middle.block4004 ], [ %6514, %middle.block3984 ], [ %6525, %search.feature.body323.9 ]
  %6527 = uitofp i32 %.lcssa2200 to float
  %6528 = fcmp oge float %6527, %top_k319
  %6529 = select i1 %6528, i32 %candidate.9, i32 %6496
  %candidate.10 = or i32 %6529, 2097152
  br i1 %min.iters.check3917, label %search.feature.body323.10.preheader, label %vector.main.loop.iter.check3921

vector.main.loop.iter.check3921:                  ; preds = %iter.check3919
  br i1 %min.iters.check3920, label %vec.epilog.ph3948, label %vector.ph3922

vector.ph3922:                                    ; preds = %vector.main.loop.iter.check3921
  %broadcast.splatinsert3925 = insertelement <8 x i32> poison, i32 %candidate.10, i64 0
  %broadcast.splat3926 = shufflevector <8 x i32> %broadcast.splatinsert3925, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3927

vector.body3927:                                  ; preds = %vector.body3927, %vector.ph3922
  %index3928 = phi i64 [ 0, %vector.ph3922 ], [ %index.next3937, %vector.body3927 ]
  %vec.phi3929 = phi <8 x i32> [ zeroinitializer, %vector.ph3922 ], [ %6542, %vector.body3927 ]
  %vec.phi3930 = phi <8 x i32> [ zeroinitializer, %vector.ph3922 ], [ %6543, %vector.body3927 ]
  %vec.phi3931 = phi <8 x i32> [ zeroinitializer, %vector.ph3922 ], [ %6544, %vector.body3927 ]
  %vec.phi3932 = phi <8 x i32> [ zeroinitializer, %vector.ph3922 ], [ %6545, %vector.body3927 ]
  %6530 = getelementptr inbounds float, ptr %scratch, i64 %index3928
  %6531 = getelementptr inbounds nuw i8, ptr %6530, i64 32
  %6532 = getelementptr inbounds nuw i8, ptr %6530, i64 64
  %6533 = getelementptr inbounds nuw i8, ptr %6530, i64 96
  %wide.load3933 = load <8 x i32>, ptr %6530, align 4
  %wide.load3934 = load <8 x i32>, ptr %6531, align 4
  %wide.load3935 = load <8 x i32>, ptr %6532, align 4
  %wide.load3936 = load <8 x i32>, ptr %6533, align 4
  %6534 = icmp uge <8 x i32> %wide.load3933, %broadcast.splat3926
  %6535 = icmp uge <8 x i32> %wide.load3934, %broadcast.splat3926
  %6536 = icmp uge <8 x i32> %wide.load3935, %broadcast.splat3926
  %6537 = icmp uge <8 x i32> %wide.load3936, %broadcast.splat3926
  %6538 = zext <8 x i1> %6534 to <8 x i32>
  %6539 = zext <8 x i1> %6535 to <8 x i32>
  %6540 = zext <8 x i1> %6536 to <8 x i32>
  %6541 = zext <8 x i1> %6537 to <8 x i32>
  %6542 = add <8 x i32> %vec.phi3929, %6538
  %6543 = add <8 x i32> %vec.phi3930, %6539
  %6544 = add <8 x i32> %vec.phi3931, %6540
  %6545 = add <8 x i32> %vec.phi3932, %6541
  %index.next3937 = add nuw i64 %index3928, 32
  %6546 = icmp eq i64 %index.next3937, %n.vec3924
  br i1 %6546, label %middle.block3938, label %vector.body3927, !llvm.loop !57

middle.block3938:                                 ; preds = %vector.body3927
  %bin.rdx3939 = add <8 x i32> %6543, %6542
  %bin.rdx3940 = add <8 x i32> %6544, %bin.rdx3939
  %bin.rdx3941 = add <8 x i32> %6545, %bin.rdx3940
  %6547 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3941)
  br i1 %cmp.n3942, label %iter.check3873, label %vec.epilog.iter.check3946

vec.epilog.iter.check3946:                        ; preds = %middle.block3938
  br i1 %min.epilog.iters.check3947, label %search.feature.body323.10.preheader, label %vec.epilog.ph3948, !prof !30

vec.epilog.ph3948:                                ; preds = %vector.main.loop.iter.check3921, %vec.epilog.iter.check3946
  %vec.epilog.resume.val3943 = phi i64 [ %n.vec3924, %vec.epilog.iter.check3946 ], [ 0, %vector.main.loop.iter.check3921 ]
  %bc.merge.rdx3944 = phi i32 [ %6547, %vec.epilog.iter.check3946 ], [ 0, %vector.main.loop.iter.check3921 ]
  %6548 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3944, i64 0
  %broadcast.splatinsert3951 = insertelement <8 x i32> poison, i32 %candidate.10, i64 0
  %broadcast.splat3952 = shufflevector <8 x i32> %broadcast.splatinsert3951, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3953

vec.epilog.vector.body3953:                       ; preds = %vec.epilog.vector.body3953, %vec.epilog.ph3948
  %index3954 = phi i64 [ %vec.epilog.resume.val3943, %vec.epilog.ph3948 ], [ %index.next3957, %vec.epilog.vector.body3953 ]
  %vec.phi3955 = phi <8 x i32> [ %6548, %vec.epilog.ph3948 ], [ %6552, %vec.epilog.vector.body3953 ]
  %6549 = getelementptr inbounds float, ptr %scratch, i64 %index3954
  %wide.load3956 = load <8 x i32>, ptr %6549, align 4
  %6550 = icmp uge <8 x i32> %wide.load3956, %broadcast.splat3952
  %6551 = zext <8 x i1> %6550 to <8 x i32>
  %6552 = add <8 x i32> %vec.phi3955, %6551
  %index.next3957 = add nuw i64 %index3954, 8
  %6553 = icmp eq i64 %index.next3957, %n.vec3950
  br i1 %6553, label %vec.epilog.middle.block3958, label %vec.epilog.vector.body3953, !llvm.loop !58

vec.epilog.middle.block3958:                      ; preds = %vec.epilog.vector.body3953
  %6554 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6552)
  br i1 %cmp.n3959, label %iter.check3873, label %search.feature.body323.10.preheader

search.feature.body323.10.preheader:              ; preds = %iter.check3919, %vec.epilog.iter.check3946, %vec.epilog.middle.block3958
  %search.feature3251204.10.ph = phi i64 [ 0, %iter.check3919 ], [ %n.vec3924, %vec.epilog.iter.check3946 ], [ %n.vec3950, %vec.epilog.middle.block3958 ]
  %search_count321.01203.10.ph = phi i32 [ 0, %iter.check3919 ], [ %6547, %vec.epilog.iter.check3946 ], [ %6554, %vec.epilog.middle.block3958 ]
  br label %search.feature.body323.10

search.feature.body323.10:                        ; preds = %search.feature.body323.10.preheader, %search.feature.body323.10
  %search.feature3251204.10 = phi i64 [ %6559, %search.feature.body323.10 ], [ %search.feature3251204.10.ph, %search.feature.body323.10.preheader ]
  %search_count321.01203.10 = phi i32 [ %6558, %search.feature.body323.10 ], [ %search_count321.01203.10.ph, %search.feature.body323.10.preheader ]
  %6555 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3251204.10
  %key326.10 = load i32, ptr %6555, align 4
  %6556 = icmp uge i32 %key326.10, %candidate.10
  %6557 = zext i1 %6556 to i32
  %6558 = add i32 %search_count321.01203.10, %6557
  %6559 = add nuw i64 %search.feature3251204.10, 1
  %exitcond1528.10.not = icmp eq i64 %6559, %n_features
  br i1 %exitcond1528.10.not, label %iter.check3873, label %search.feature.body323.10, !llvm.loop !59

iter.check3873:                                   ; preds = %search.feature.body323.10, %vec.epilog.middle.block3958, %middle.block3938
  %.lcssa2201 = phi i32 [ %6554, %vec.epilog.middle.block3958 ], [ %6547, %middle.block3938 ], [ %6558, %search.feature.body323.10 ]
  %6560 = uitofp i32 %.lcssa2201 to float
  %6561 = fcmp oge float %6560, %top_k319
  %6562 = select i1 %6561, i32 %candidate.10, i32 %6529
  %candidate.11 = or i32 %6562, 1048576
  br i1 %min.iters.check3871, label %search.feature.body323.11.preheader, label %vector.main.loop.iter.check3875

vector.main.loop.iter.check3875:                  ; preds = %iter.check3873
  br i1 %min.iters.check3874, label %vec.epilog.ph3902, label %vector.ph3876

vector.ph3876:                                    ; preds = %vector.main.loop.iter.check3875
  %broadcast.splatinsert3879 = insertelement <8 x i32> poison, i32 %candidate.11, i64 0
  %broadcast.splat3880 = shufflevector <8 x i32> %broadcast.splatinsert3879, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3881

vector.body3881:                                  ; preds = %vector.body3881, %vector.ph3876
  %index3882 = phi i64 [ 0, %vector.ph3876 ], [ %index.next3891, %vector.body3881 ]
  %vec.phi3883 = phi <8 x i32> [ zeroinitializer, %vector.ph3876 ], [ %6575, %vector.body3881 ]
  %vec.phi3884 = phi <8 x i32> [ zeroinitializer, %vector.ph3876 ], [ %6576, %vector.body3881 ]
  %vec.phi3885 = phi <8 x i32> [ zeroinitializer, %vector.ph3876 ], [ %6577, %vector.body3881 ]
  %vec.phi3886 = phi <8 x i32> [ zeroinitializer, %vector.ph3876 ], [ %6578, %vector.body3881 ]
  %6563 = getelementptr inbounds float, ptr %scratch, i64 %index3882
  %6564 = getelementptr inbounds nuw i8, ptr %6563, i64 32
  %6565 = getelementptr inbounds nuw i8, ptr %6563, i64 64
  %6566 = getelementptr inbounds nuw i8, ptr %6563, i64 96
  %wide.load3887 = load <8 x i32>, ptr %6563, align 4
  %wide.load3888 = load <8 x i32>, ptr %6564, align 4
  %wide.load3889 = load <8 x i32>, ptr %6565, align 4
  %wide.load3890 = load <8 x i32>, ptr %6566, align 4
  %6567 = icmp uge <8 x i32> %wide.load3887, %broadcast.splat3880
  %6568 = icmp uge <8 x i32> %wide.load3888, %broadcast.splat3880
  %6569 = icmp uge <8 x i32> %wide.load3889, %broadcast.splat3880
  %6570 = icmp uge <8 x i32> %wide.load3890, %broadcast.splat3880
  %6571 = zext <8 x i1> %6567 to <8 x i32>
  %6572 = zext <8 x i1> %6568 to <8 x i32>
  %6573 = zext <8 x i1> %6569 to <8 x i32>
  %6574 = zext <8 x i1> %6570 to <8 x i32>
  %6575 = add <8 x i32> %vec.phi3883, %6571
  %6576 = add <8 x i32> %vec.phi3884, %6572
  %6577 = add <8 x i32> %vec.phi3885, %6573
  %6578 = add <8 x i32> %vec.phi3886, %6574
  %index.next3891 = add nuw i64 %index3882, 32
  %6579 = icmp eq i64 %index.next3891, %n.vec3878
  br i1 %6579, label %middle.block3892, label %vector.body3881, !llvm.loop !60

middle.block3892:                                 ; preds = %vector.body3881
  %bin.rdx3893 = add <8 x i32> %6576, %6575
  %bin.rdx3894 = add <8 x i32> %6577, %bin.rdx3893
  %bin.rdx3895 = add <8 x i32> %6578, %bin.rdx3894
  %6580 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3895)
  br i1 %cmp.n3896, label %iter.check3827, label %vec.epilog.iter.check3900

vec.epilog.iter.check3900:                        ; preds = %middle.block3892
  br i1 %min.epilog.iters.check3901, label %search.feature.body323.11.preheader, label %vec.epilog.ph3902, !prof !30

vec.epilog.ph3902:                                ; preds = %vector.main.loop.iter.check3875, %vec.epilog.iter.check3900
  %vec.epilog.resume.val3897 = phi i64 [ %n.vec3878, %vec.epilog.iter.check3900 ], [ 0, %vector.main.loop.iter.check3875 ]
  %bc.merge.rdx3898 = phi i32 [ %6580, %vec.epilog.iter.check3900 ], [ 0, %vector.main.loop.iter.check3875 ]
  %6581 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3898, i64 0
  %broadcast.splatinsert3905 = insertelement <8 x i32> poison, i32 %candidate.11, i64 0
  %broadcast.splat3906 = shufflevector <8 x i32> %broadcast.splatinsert3905, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3907

vec.epilog.vector.body3907:                       ; preds = %vec.epilog.vector.body3907, %vec.epilog.ph3902
  %index3908 = phi i64 [ %vec.epilog.resume.val3897, %vec.epilog.ph3902 ], [ %index.next3911, %vec.epilog.vector.body3907 ]
  %vec.phi3909 = phi <8 x i32> [ %6581, %vec.epilog.ph3902 ], [ %6585, %vec.epilog.vector.body3907 ]
  %6582 = getelementptr inbounds float, ptr %scratch, i64 %index3908
  %wide.load3910 = load <8 x i32>, ptr %6582, align 4
  %6583 = icmp uge <8 x i32> %wide.load3910, %broadcast.splat3906
  %6584 = zext <8 x i1> %6583 to <8 x i32>
  %6585 = add <8 x i32> %vec.phi3909, %6584
  %index.next3911 = add nuw i64 %index3908, 8
  %6586 = icmp eq i64 %index.next3911, %n.vec3904
  br i1 %6586, label %vec.epilog.middle.block3912, label %vec.epilog.vector.body3907, !llvm.loop !61

vec.epilog.middle.block3912:                      ; preds = %vec.epilog.vector.body3907
  %6587 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6585)
  br i1 %cmp.n3913, label %iter.check3827, label %search.feature.body323.11.preheader

search.feature.body323.11.preheader:              ; preds = %iter.check3873, %vec.epilog.iter.check3900, %vec.epilog.middle.block3912
  %search.feature3251204.11.ph = phi i64 [ 0, %iter.check3873 ], [ %n.vec3878, %vec.epilog.iter.check3900 ], [ %n.vec3904, %vec.epilog.middle.block3912 ]
  %search_count321.01203.11.ph = phi i32 [ 0, %iter.check3873 ], [ %6580, %vec.epilog.iter.check3900 ], [ %6587, %vec.epilog.middle.block3912 ]
  br label %search.feature.body323.11

search.feature.body323.11:                        ; preds = %search.feature.body323.11.preheader, %search.feature.body323.11
  %search.feature3251204.11 = phi i64 [ %6592, %search.feature.body323.11 ], [ %search.feature3251204.11.ph, %search.feature.body323.11.preheader ]
  %search_count321.01203.11 = phi i32 [ %6591, %search.feature.body323.11 ], [ %search_count321.01203.11.ph, %search.feature.body323.11.preheader ]
  %6588 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3251204.11
  %key326.11 = load i32, ptr %6588, align 4
  %6589 = icmp uge i32 %key326.11, %candidate.11
  %6590 = zext i1 %6589 to i32
  %6591 = add i32 %search_count321.01203.11, %6590
  %6592 = add nuw i64 %search.feature3251204.11, 1
  %exitcond1528.11.not = icmp eq i64 %6592, %n_features
  br i1 %exitcond1528.11.not, label %iter.check3827, label %search.feature.body323.11, !llvm.loop !62

iter.check3827:                                   ; preds = %search.feature.body323.11, %vec.epilog.middle.block3912, %middle.block3892
  %.lcssa2202 = phi i32 [ %6587, %vec.epilog.middle.block3912 ], [ %6580, %middle.block3892 ], [ %6591, %search.feature.body323.11 ]
  %6593 = uitofp i32 %.lcssa2202 to float
  %6594 = fcmp oge float %6593, %top_k319
  %6595 = select i1 %6594, i32 %candidate.11, i32 %6562
  %candidate.12 = or i32 %6595, 524288
  br i1 %min.iters.check3825, label %search.feature.body323.12.preheader, label %vector.main.loop.iter.check3829

vector.main.loop.iter.check3829:                  ; preds = %iter.check3827
  br i1 %min.iters.check3828, label %vec.epilog.ph3856, label %vector.ph3830

vector.ph3830:                                    ; preds = %vector.main.loop.iter.check3829
  %broadcast.splatinsert3833 = insertelement <8 x i32> poison, i32 %candidate.12, i64 0
  %broadcast.splat3834 = shufflevector <8 x i32> %broadcast.splatinsert3833, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3835

vector.body3835:                                  ; preds = %vector.body3835, %vector.ph3830
  %index3836 = phi i64 [ 0, %vector.ph3830 ], [ %index.next3845, %vector.body3835 ]
  %vec.phi3837 = phi <8 x i32> [ zeroinitializer, %vector.ph3830 ], [ %6608, %vector.body3835 ]
  %vec.phi3838 = phi <8 x i32> [ zeroinitializer, %vector.ph3830 ], [ %6609, %vector.body3835 ]
  %vec.phi3839 = phi <8 x i32> [ zeroinitializer, %vector.ph3830 ], [ %6610, %vector.body3835 ]
  %vec.phi3840 = phi <8 x i32> [ zeroinitializer, %vector.ph3830 ], [ %6611, %vector.body3835 ]
  %6596 = getelementptr inbounds float, ptr %scratch, i64 %index3836
  %6597 = getelementptr inbounds nuw i8, ptr %6596, i64 32
  %6598 = getelementptr inbounds nuw i8, ptr %6596, i64 64
  %6599 = getelementptr inbounds nuw i8, ptr %6596, i64 96
  %wide.load3841 = load <8 x i32>, ptr %6596, align 4
  %wide.load3842 = load <8 x i32>, ptr %6597, align 4
  %wide.load3843 = load <8 x i32>, ptr %6598, align 4
  %wide.load3844 = load <8 x i32>, ptr %6599, align 4
  %6600 = icmp uge <8 x i32> %wide.load3841, %broadcast.splat3834
  %6601 = icmp uge <8 x i32> %wide.load3842, %broadcast.splat3834
  %6602 = icmp uge <8 x i32> %wide.load3843, %broadcast.splat3834
  %6603 = icmp uge <8 x i32> %wide.load3844, %broadcast.splat3834
  %6604 = zext <8 x i1> %6600 to <8 x i32>
  %6605 = zext <8 x i1> %6601 to <8 x i32>
  %6606 = zext <8 x i1> %6602 to <8 x i32>
  %6607 = zext <8 x i1> %6603 to <8 x i32>
  %6608 = add <8 x i32> %vec.phi3837, %6604
  %6609 = add <8 x i32> %vec.phi3838, %6605
  %6610 = add <8 x i32> %vec.phi3839, %6606
  %6611 = add <8 x i32> %vec.phi3840, %6607
  %index.next3845 = add nuw i64 %index3836, 32
  %6612 = icmp eq i64 %index.next3845, %n.vec3832
  br i1 %6612, label %middle.block3846, label %vector.body3835, !llvm.loop !63

middle.block3846:                                 ; preds = %vector.body3835
  %bin.rdx3847 = add <8 x i32> %6609, %6608
  %bin.rdx3848 = add <8 x i32> %6610, %bin.rdx3847
  %bin.rdx3849 = add <8 x i32> %6611, %bin.rdx3848
  %6613 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3849)
  br i1 %cmp.n3850, label %iter.check3781, label %vec.epilog.iter.check3854

vec.epilog.iter.check3854:                        ; preds = %middle.block3846
  br i1 %min.epilog.iters.check3855, label %search.feature.body323.12.preheader, label %vec.epilog.ph3856, !prof !30

vec.epilog.ph3856:                                ; preds = %vector.main.loop.iter.check3829, %vec.epilog.iter.check3854
  %vec.epilog.resume.val3851 = phi i64 [ %n.vec3832, %vec.epilog.iter.check3854 ], [ 0, %vector.main.loop.iter.check3829 ]
  %bc.merge.rdx3852 = phi i32 [ %6613, %vec.epilog.iter.check3854 ], [ 0, %vector.main.loop.iter.check3829 ]
  %6614 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3852, i64 0
  %broadcast.splatinsert3859 = insertelement <8 x i32> poison, i32 %candidate.12, i64 0
  %broadcast.splat3860 = shufflevector <8 x i32> %broadcast.splatinsert3859, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3861

vec.epilog.vector.body3861:                       ; preds = %vec.epilog.vector.body3861, %vec.epilog.ph3856
  %index3862 = phi i64 [ %vec.epilog.resume.val3851, %vec.epilog.ph3856 ], [ %index.next3865, %vec.epilog.vector.body3861 ]
  %vec.phi3863 = phi <8 x i32> [ %6614, %vec.epilog.ph3856 ], [ %6618, %vec.epilog.vector.body3861 ]
  %6615 = getelementptr inbounds float, ptr %scratch, i64 %index3862
  %wide.load3864 = load <8 x i32>, ptr %6615, align 4
  %6616 = icmp uge <8 x i32> %wide.load3864, %broadcast.splat3860
  %6617 = zext <8 x i1> %6616 to <8 x i32>
  %6618 = add <8 x i32> %vec.phi3863, %6617
  %index.next3865 = add nuw i64 %index3862, 8
  %6619 = icmp eq i64 %index.next3865, %n.vec3858
  br i1 %6619, label %vec.epilog.middle.block3866, label %vec.epilog.vector.body3861, !llvm.loop !64

vec.epilog.middle.block3866:                      ; preds = %vec.epilog.vector.body3861
  %6620 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6618)
  br i1 %cmp.n3867, label %iter.check3781, label %search.feature.body323.12.preheader

search.feature.body323.12.preheader:              ; preds = %iter.check3827, %vec.epilog.iter.check3854, %vec.epilog.middle.block3866
  %search.feature3251204.12.ph = phi i64 [ 0, %iter.check3827 ], [ %n.vec3832, %vec.epilog.iter.check3854 ], [ %n.vec3858, %vec.epilog.middle.block3866 ]
  %search_count321.01203.12.ph = phi i32 [ 0, %iter.check3827 ], [ %6613, %vec.epilog.iter.check3854 ], [ %6620, %vec.epilog.middle.block3866 ]
  br label %search.feature.body323.12

search.feature.body323.12:                        ; preds = %search.feature.body323.12.preheader, %search.feature.body323.12
  %search.feature3251204.12 = phi i64 [ %6625, %search.feature.body323.12 ], [ %search.feature3251204.12.ph, %search.feature.body323.12.preheader ]
  %search_count321.01203.12 = phi i32 [ %6624, %search.feature.body323.12 ], [ %search_count321.01203.12.ph, %search.feature.body323.12.preheader ]
  %6621 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3251204.12
  %key326.12 = load i32, ptr %6621, align 4
  %6622 = icmp uge i32 %key326.12, %candidate.12
  %6623 = zext i1 %6622 to i32
  %6624 = add i32 %search_count321.01203.12, %6623
  %6625 = add nuw i64 %search.feature3251204.12, 1
  %exitcond1528.12.not = icmp eq i64 %6625, %n_features
  br i1 %exitcond1528.12.not, label %iter.check3781, label %search.feature.body323.12, !llvm.loop !65

iter.check3781:                                   ; preds = %search.feature.body323.12, %vec.epilog.middle.block3866, %middle.block3846
  %.lcssa2203 = phi i32 [ %6620, %vec.epilog.middle.block3866 ], [ %6613, %middle.block3846 ], [ %6624, %search.feature.body323.12 ]
  %6626 = uitofp i32 %.lcssa2203 to float
  %6627 = fcmp oge float %6626, %top_k319
  %6628 = select i1 %6627, i32 %candidate.12, i32 %6595
  %candidate.13 = or i32 %6628, 262144
  br i1 %min.iters.check3779, label %search.feature.body323.13.preheader, label %vector.main.loop.iter.check3783

vector.main.loop.iter.check3783:                  ; preds = %iter.check3781
  br i1 %min.iters.check3782, label %vec.epilog.ph3810, label %vector.ph3784

vector.ph3784:                                    ; preds = %vector.main.loop.iter.check3783
  %broadcast.splatinsert3787 = insertelement <8 x i32> poison, i32 %candidate.13, i64 0
  %broadcast.splat3788 = shufflevector <8 x i32> %broadcast.splatinsert3787, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3789

vector.body3789:                                  ; preds = %vector.body3789, %vector.ph3784
  %index3790 = phi i64 [ 0, %vector.ph3784 ], [ %index.next3799, %vector.body3789 ]
  %vec.phi3791 = phi <8 x i32> [ zeroinitializer, %vector.ph3784 ], [ %6641, %vector.body3789 ]
  %vec.phi3792 = phi <8 x i32> [ zeroinitializer, %vector.ph3784 ], [ %6642, %vector.body3789 ]
  %vec.phi3793 = phi <8 x i32> [ zeroinitializer, %vector.ph3784 ], [ %6643, %vector.body3789 ]
  %vec.phi3794 = phi <8 x i32> [ zeroinitializer, %vector.ph3784 ], [ %6644, %vector.body3789 ]
  %6629 = getelementptr inbounds float, ptr %scratch, i64 %index3790
  %6630 = getelementptr inbounds nuw i8, ptr %6629, i64 32
  %6631 = getelementptr inbounds nuw i8, ptr %6629, i64 64
  %6632 = getelementptr inbounds nuw i8, ptr %6629, i64 96
  %wide.load3795 = load <8 x i32>, ptr %6629, align 4
  %wide.load3796 = load <8 x i32>, ptr %6630, align 4
  %wide.load3797 = load <8 x i32>, ptr %6631, align 4
  %wide.load3798 = load <8 x i32>, ptr %6632, align 4
  %6633 = icmp uge <8 x i32> %wide.load3795, %broadcast.splat3788
  %6634 = icmp uge <8 x i32> %wide.load3796, %broadcast.splat3788
  %6635 = icmp uge <8 x i32> %wide.load3797, %broadcast.splat3788
  %6636 = icmp uge <8 x i32> %wide.load3798, %broadcast.splat3788
  %6637 = zext <8 x i1> %6633 to <8 x i32>
  %6638 = zext <8 x i1> %6634 to <8 x i32>
  %6639 = zext <8 x i1> %6635 to <8 x i32>
  %6640 = zext <8 x i1> %6636 to <8 x i32>
  %6641 = add <8 x i32> %vec.phi3791, %6637
  %6642 = add <8 x i32> %vec.phi3792, %6638
  %6643 = add <8 x i32> %vec.phi3793, %6639
  %6644 = add <8 x i32> %vec.phi3794, %6640
  %index.next3799 = add nuw i64 %index3790, 32
  %6645 = icmp eq i64 %index.next3799, %n.vec3786
  br i1 %6645, label %middle.block3800, label %vector.body3789, !llvm.loop !66

middle.block3800:                                 ; preds = %vector.body3789
  %bin.rdx3801 = add <8 x i32> %6642, %6641
  %bin.rdx3802 = add <8 x i32> %6643, %bin.rdx3801
  %bin.rdx3803 = add <8 x i32> %6644, %bin.rdx3802
  %6646 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3803)
  br i1 %cmp.n3804, label %iter.check3735, label %vec.epilog.iter.check3808

vec.epilog.iter.check3808:                        ; preds = %middle.block3800
  br i1 %min.epilog.iters.check3809, label %search.feature.body323.13.preheader, label %vec.epilog.ph3810, !prof !30

vec.epilog.ph3810:                                ; preds = %vector.main.loop.iter.check3783, %vec.epilog.iter.check3808
  %vec.epilog.resume.val3805 = phi i64 [ %n.vec3786, %vec.epilog.iter.check3808 ], [ 0, %vector.main.loop.iter.check3783 ]
  %bc.merge.rdx3806 = phi i32 [ %6646, %vec.epilog.iter.check3808 ], [ 0, %vector.main.loop.iter.check3783 ]
  %6647 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3806, i64 0
  %broadcast.splatinsert3813 = insertelement <8 x i32> poison, i32 %candidate.13, i64 0
  %broadcast.splat3814 = shufflevector <8 x i32> %broadcast.splatinsert3813, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3815

vec.epilog.vector.body3815:                       ; preds = %vec.epilog.vector.body3815, %vec.epilog.ph3810
  %index3816 = phi i64 [ %vec.epilog.resume.val3805, %vec.epilog.ph3810 ], [ %index.next3819, %vec.epilog.vector.body3815 ]
  %vec.phi3817 = phi <8 x i32> [ %6647, %vec.epilog.ph3810 ], [ %6651, %vec.epilog.vector.body3815 ]
  %6648 = getelementptr inbounds float, ptr %scratch, i64 %index3816
  %wide.load3818 = load <8 x i32>, ptr %6648, align 4
  %6649 = icmp uge <8 x i32> %wide.load3818, %broadcast.splat3814
  %6650 = zext <8 x i1> %6649 to <8 x i32>
  %6651 = add <8 x i32> %vec.phi3817, %6650
  %index.next3819 = add nuw i64 %index3816, 8
  %6652 = icmp eq i64 %index.next3819, %n.vec3812
  br i1 %6652, label %vec.epilog.middle.block3820, label %vec.epilog.vector.body3815, !llvm.loop !67

vec.epilog.middle.block3820:                      ; preds = %vec.epilog.vector.body3815
  %6653 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6651)
  br i1 %cmp.n3821, label %iter.check3735, label %search.feature.body323.13.preheader

search.feature.body323.13.preheader:              ; preds = %iter.check3781, %vec.epilog.iter.check3808, %vec.epilog.middle.block3820
  %search.feature3251204.13.ph = phi i64 [ 0, %iter.check3781 ], [ %n.vec3786, %vec.epilog.iter.check3808 ], [ %n.vec3812, %vec.epilog.middle.block3820 ]
  %search_count321.01203.13.ph = phi i32 [ 0, %iter.check3781 ], [ %6646, %vec.epilog.iter.check3808 ], [ %6653, %vec.epilog.middle.block3820 ]
  br label %search.feature.body323.13

search.feature.body323.13:                        ; preds = %search.feature.body323.13.preheader, %search.feature.body323.13
  %search.feature3251204.13 = phi i64 [ %6658, %search.feature.body323.13 ], [ %search.feature3251204.13.ph, %search.feature.body323.13.preheader ]
  %search_count321.01203.13 = phi i32 [ %6657, %search.feature.body323.13 ], [ %search_count321.01203.13.ph, %search.feature.body323.13.preheader ]
  %6654 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3251204.13
  %key326.13 = load i32, ptr %6654, align 4
  %6655 = icmp uge i32 %key326.13, %candidate.13
  %6656 = zext i1 %6655 to i32
  %6657 = add i32 %search_count321.01203.13, %6656
  %6658 = add nuw i64 %search.feature3251204.13, 1
  %exitcond1528.13.not = icmp eq i64 %6658, %n_features
  br i1 %exitcond1528.13.not, label %iter.check3735, label %search.feature.body323.13, !llvm.loop !68

iter.check3735:                                   ; preds = %search.feature.body323.13, %vec.epilog.middle.block3820, %middle.block3800
  %.lcssa2204 = phi i32 [ %6653, %vec.epilog.middle.block3820 ], [ %6646, %middle.block3800 ], [ %6657, %search.feature.body323.13 ]
  %6659 = uitofp i32 %.lcssa2204 to float
  %6660 = fcmp oge float %6659, %top_k319
  %6661 = select i1 %6660, i32 %candidate.13, i32 %6628
  %candidate.14 = or i32 %6661, 131072
  br i1 %min.iters.check3733, label %search.feature.body323.14.preheader, label %vector.main.loop.iter.check3737

vector.main.loop.iter.check3737:                  ; preds = %iter.check3735
  br i1 %min.iters.check3736, label %vec.epilog.ph3764, label %vector.ph3738

vector.ph3738:                                    ; preds = %vector.main.loop.iter.check3737
  %broadcast.splatinsert3741 = insertelement <8 x i32> poison, i32 %candidate.14, i64 0
  %broadcast.splat3742 = shufflevector <8 x i32> %broadcast.splatinsert3741, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3743

vector.body3743:                                  ; preds = %vector.body3743, %vector.ph3738
  %index3744 = phi i64 [ 0, %vector.ph3738 ], [ %index.next3753, %vector.body3743 ]
  %vec.phi3745 = phi <8 x i32> [ zeroinitializer, %vector.ph3738 ], [ %6674, %vector.body3743 ]
  %vec.phi3746 = phi <8 x i32> [ zeroinitializer, %vector.ph3738 ], [ %6675, %vector.body3743 ]
  %vec.phi3747 = phi <8 x i32> [ zeroinitializer, %vector.ph3738 ], [ %6676, %vector.body3743 ]
  %vec.phi3748 = phi <8 x i32> [ zeroinitializer, %vector.ph3738 ], [ %6677, %vector.body3743 ]
  %6662 = getelementptr inbounds float, ptr %scratch, i64 %index3744
  %6663 = getelementptr inbounds nuw i8, ptr %6662, i64 32
  %6664 = getelementptr inbounds nuw i8, ptr %6662, i64 64
  %6665 = getelementptr inbounds nuw i8, ptr %6662, i64 96
  %wide.load3749 = load <8 x i32>, ptr %6662, align 4
  %wide.load3750 = load <8 x i32>, ptr %6663, align 4
  %wide.load3751 = load <8 x i32>, ptr %6664, align 4
  %wide.load3752 = load <8 x i32>, ptr %6665, align 4
  %6666 = icmp uge <8 x i32> %wide.load3749, %broadcast.splat3742
  %6667 = icmp uge <8 x i32> %wide.load3750, %broadcast.splat3742
  %6668 = icmp uge <8 x i32> %wide.load3751, %broadcast.splat3742
  %6669 = icmp uge <8 x i32> %wide.load3752, %broadcast.splat3742
  %6670 = zext <8 x i1> %6666 to <8 x i32>
  %6671 = zext <8 x i1> %6667 to <8 x i32>
  %6672 = zext <8 x i1> %6668 to <8 x i32>
  %6673 = zext <8 x i1> %6669 to <8 x i32>
  %6674 = add <8 x i32> %vec.phi3745, %6670
  %6675 = add <8 x i32> %vec.phi3746, %6671
  %6676 = add <8 x i32> %vec.phi3747, %6672
  %6677 = add <8 x i32> %vec.phi3748, %6673
  %index.next3753 = add nuw i64 %index3744, 32
  %6678 = icmp eq i64 %index.next3753, %n.vec3740
  br i1 %6678, label %middle.block3754, label %vector.body3743, !llvm.loop !69

middle.block3754:                                 ; preds = %vector.body3743
  %bin.rdx3755 = add <8 x i32> %6675, %6674
  %bin.rdx3756 = add <8 x i32> %6676, %bin.rdx3755
  %bin.rdx3757 = add <8 x i32> %6677, %bin.rdx3756
  %6679 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3757)
  br i1 %cmp.n3758, label %iter.check3689, label %vec.epilog.iter.check3762

vec.epilog.iter.check3762:                        ; preds = %middle.block3754
  br i1 %min.epilog.iters.check3763, label %search.feature.body323.14.preheader, label %vec.epilog.ph3764, !prof !30

vec.epilog.ph3764:                                ; preds = %vector.main.loop.iter.check3737, %vec.epilog.iter.check3762
  %vec.epilog.resume.val3759 = phi i64 [ %n.vec3740, %vec.epilog.iter.check3762 ], [ 0, %vector.main.loop.iter.check3737 ]
  %bc.merge.rdx3760 = phi i32 [ %6679, %vec.epilog.iter.check3762 ], [ 0, %vector.main.loop.iter.check3737 ]
  %6680 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3760, i64 0
  %broadcast.splatinsert3767 = insertelement <8 x i32> poison, i32 %candidate.14, i64 0
  %broadcast.splat3768 = shufflevector <8 x i32> %broadcast.splatinsert3767, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3769

vec.epilog.vector.body3769:                       ; preds = %vec.epilog.vector.body3769, %vec.epilog.ph3764
  %index3770 = phi i64 [ %vec.epilog.resume.val3759, %vec.epilog.ph3764 ], [ %index.next3773, %vec.epilog.vector.body3769 ]
  %vec.phi3771 = phi <8 x i32> [ %6680, %vec.epilog.ph3764 ], [ %6684, %vec.epilog.vector.body3769 ]
  %6681 = getelementptr inbounds float, ptr %scratch, i64 %index3770
  %wide.load3772 = load <8 x i32>, ptr %6681, align 4
  %6682 = icmp uge <8 x i32> %wide.load3772, %broadcast.splat3768
  %6683 = zext <8 x i1> %6682 to <8 x i32>
  %6684 = add <8 x i32> %vec.phi3771, %6683
  %index.next3773 = add nuw i64 %index3770, 8
  %6685 = icmp eq i64 %index.next3773, %n.vec3766
  br i1 %6685, label %vec.epilog.middle.block3774, label %vec.epilog.vector.body3769, !llvm.loop !70

vec.epilog.middle.block3774:                      ; preds = %vec.epilog.vector.body3769
  %6686 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6684)
  br i1 %cmp.n3775, label %iter.check3689, label %search.feature.body323.14.preheader

search.feature.body323.14.preheader:              ; preds = %iter.check3735, %vec.epilog.iter.check3762, %vec.epilog.middle.block3774
  %search.feature3251204.14.ph = phi i64 [ 0, %iter.check3735 ], [ %n.vec3740, %vec.epilog.iter.check3762 ], [ %n.vec3766, %vec.epilog.middle.block3774 ]
  %search_count321.01203.14.ph = phi i32 [ 0, %iter.check3735 ], [ %6679, %vec.epilog.iter.check3762 ], [ %6686, %vec.epilog.middle.block3774 ]
  br label %search.feature.body323.14

search.feature.body323.14:                        ; preds = %search.feature.body323.14.preheader, %search.feature.body323.14
  %search.feature3251204.14 = phi i64 [ %6691, %search.feature.body323.14 ], [ %search.feature3251204.14.ph, %search.feature.body323.14.preheader ]
  %search_count321.01203.14 = phi i32 [ %6690, %search.feature.body323.14 ], [ %search_count321.01203.14.ph, %search.feature.body323.14.preheader ]
  %6687 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3251204.14
  %key326.14 = load i32, ptr %6687, align 4
  %6688 = icmp uge i32 %key326.14, %candidate.14
  %6689 = zext i1 %6688 to i32
  %6690 = add i32 %search_count321.01203.14, %6689
  %6691 = add nuw i64 %search.feature3251204.14, 1
  %exitcond1528.14.not = icmp eq i64 %6691, %n_features
  br i1 %exitcond1528.14.not, label %iter.check3689, label %search.feature.body323.14, !llvm.loop !71

iter.check3689:                                   ; preds = %search.feature.body323.14, %vec.epilog.middle.block3774, %middle.block3754
  %.lcssa2205 = phi i32 [ %6686, %vec.epilog.middle.block3774 ], [ %6679, %middle.block3754 ], [ %6690, %search.feature.body323.14 ]
  %6692 = uitofp i32 %.lcssa2205 to float
  %6693 = fcmp oge float %6692, %top_k319
  %6694 = select i1 %6693, i32 %candidate.14, i32 %6661
  %candidate.15 = or i32 %6694, 65536
  br i1 %min.iters.check3687, label %search.feature.body323.15.preheader, label %vector.main.loop.iter.check3691

vector.main.loop.iter.check3691:                  ; preds = %iter.check3689
  br i1 %min.iters.check3690, label %vec.epilog.ph3718, label %vector.ph3692

vector.ph3692:                                    ; preds = %vector.main.loop.iter.check3691
  %broadcast.splatinsert3695 = insertelement <8 x i32> poison, i32 %candidate.15, i64 0
  %broadcast.splat3696 = shufflevector <8 x i32> %broadcast.splatinsert3695, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3697

vector.body3697:                                  ; preds = %vector.body3697, %vector.ph3692
  %index3698 = phi i64 [ 0, %vector.ph3692 ], [ %index.next3707, %vector.body3697 ]
  %vec.phi3699 = phi <8 x i32> [ zeroinitializer, %vector.ph3692 ], [ %6707, %vector.body3697 ]
  %vec.phi3700 = phi <8 x i32> [ zeroinitializer, %vector.ph3692 ], [ %6708, %vector.body3697 ]
  %vec.phi3701 = phi <8 x i32> [ zeroinitializer, %vector.ph3692 ], [ %6709, %vector.body3697 ]
  %vec.phi3702 = phi <8 x i32> [ zeroinitializer, %vector.ph3692 ], [ %6710, %vector.body3697 ]
  %6695 = getelementptr inbounds float, ptr %scratch, i64 %index3698
  %6696 = getelementptr inbounds nuw i8, ptr %6695, i64 32
  %6697 = getelementptr inbounds nuw i8, ptr %6695, i64 64
  %6698 = getelementptr inbounds nuw i8, ptr %6695, i64 96
  %wide.load3703 = load <8 x i32>, ptr %6695, align 4
  %wide.load3704 = load <8 x i32>, ptr %6696, align 4
  %wide.load3705 = load <8 x i32>, ptr %6697, align 4
  %wide.load3706 = load <8 x i32>, ptr %6698, align 4
  %6699 = icmp uge <8 x i32> %wide.load3703, %broadcast.splat3696
  %6700 = icmp uge <8 x i32> %wide.load3704, %broadcast.splat3696
  %6701 = icmp uge <8 x i32> %wide.load3705, %broadcast.splat3696
  %6702 = icmp uge <8 x i32> %wide.load3706, %broadcast.splat3696
  %6703 = zext <8 x i1> %6699 to <8 x i32>
  %6704 = zext <8 x i1> %6700 to <8 x i32>
  %6705 = zext <8 x i1> %6701 to <8 x i32>
  %6706 = zext <8 x i1> %6702 to <8 x i32>
  %6707 = add <8 x i32> %vec.phi3699, %6703
  %6708 = add <8 x i32> %vec.phi3700, %6704
  %6709 = add <8 x i32> %vec.phi3701, %6705
  %6710 = add <8 x i32> %vec.phi3702, %6706
  %index.next3707 = add nuw i64 %index3698, 32
  %6711 = icmp eq i64 %index.next3707, %n.vec3694
  br i1 %6711, label %middle.block3708, label %vector.body3697, !llvm.loop !72

middle.block3708:                                 ; preds = %vector.body3697
  %bin.rdx3709 = add <8 x i32> %6708, %6707
  %bin.rdx3710 = add <8 x i32> %6709, %bin.rdx3709
  %bin.rdx3711 = add <8 x i32> %6710, %bin.rdx3710
  %6712 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3711)
  br i1 %cmp.n3712, label %search.compact.body.preheader, label %vec.epilog.iter.check3716

vec.epilog.iter.check3716:                        ; preds = %middle.block3708
  br i1 %min.epilog.iters.check3717, label %search.feature.body323.15.preheader, label %vec.epilog.ph3718, !prof !30

vec.epilog.ph3718:                                ; preds = %vector.main.loop.iter.check3691, %vec.epilog.iter.check3716
  %vec.epilog.resume.val3713 = phi i64 [ %n.vec3694, %vec.epilog.iter.check3716 ], [ 0, %vector.main.loop.iter.check3691 ]
  %bc.merge.rdx3714 = phi i32 [ %6712, %vec.epilog.iter.check3716 ], [ 0, %vector.main.loop.iter.check3691 ]
  %6713 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3714, i64 0
  %broadcast.splatinsert3721 = insertelement <8 x i32> poison, i32 %candidate.15, i64 0
  %broadcast.splat3722 = shufflevector <8 x i32> %broadcast.splatinsert3721, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3723

vec.epilog.vector.body3723:                       ; preds = %vec.epilog.vector.body3723, %vec.epilog.ph3718
  %index3724 = phi i64 [ %vec.epilog.resume.val3713, %vec.epilog.ph3718 ], [ %index.next3727, %vec.epilog.vector.body3723 ]
  %vec.phi3725 = phi <8 x i32> [ %6713, %vec.epilog.ph3718 ], [ %6717, %vec.epilog.vector.body3723 ]
  %6714 = getelementptr inbounds float, ptr %scratch, i64 %index3724
  %wide.load3726 = load <8 x i32>, ptr %6714, align 4
  %6715 = icmp uge <8 x i32> %wide.load3726, %broadcast.splat3722
  %6716 = zext <8 x i1> %6715 to <8 x i32>
  %6717 = add <8 x i32> %vec.phi3725, %6716
  %index.next3727 = add nuw i64 %index3724, 8
  %6718 = icmp eq i64 %index.next3727, %n.vec3720
  br i1 %6718, label %vec.epilog.middle.block3728, label %vec.epilog.vector.body3723, !llvm.loop !73

vec.epilog.middle.block3728:                      ; preds = %vec.epilog.vector.body3723
  %6719 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6717)
  br i1 %cmp.n3729, label %search.compact.body.preheader, label %search.feature.body323.15.preheader

search.feature.body323.15.preheader:              ; preds = %iter.check3689, %vec.epilog.iter.check3716, %vec.epilog.middle.block3728
  %search.feature3251204.15.ph = phi i64 [ 0, %iter.check3689 ], [ %n.vec3694, %vec.epilog.iter.check3716 ], [ %n.vec3720, %vec.epilog.middle.block3728 ]
  %search_count321.01203.15.ph = phi i32 [ 0, %iter.check3689 ], [ %6712, %vec.epilog.iter.check3716 ], [ %6719, %vec.epilog.middle.block3728 ]
  br label %search.feature.body323.15

search.feature.body323.15:                        ; preds = %search.feature.body323.15.preheader, %search.feature.body323.15
  %search.feature3251204.15 = phi i64 [ %6724, %search.feature.body323.15 ], [ %search.feature3251204.15.ph, %search.feature.body323.15.preheader ]
  %search_count321.01203.15 = phi i32 [ %6723, %search.feature.body323.15 ], [ %search_count321.01203.15.ph, %search.feature.body323.15.preheader ]
  %6720 = getelementptr inbounds float, ptr %scratch, i64 %search.feature3251204.15
  %key326.15 = load i32, ptr %6720, align 4
  %6721 = icmp uge i32 %key326.15, %candidate.15
  %6722 = zext i1 %6721 to i32
  %6723 = add i32 %search_count321.01203.15, %6722
  %6724 = add nuw i64 %search.feature3251204.15, 1
  %exitcond1528.15.not = icmp eq i64 %6724, %n_features
  br i1 %exitcond1528.15.not, label %search.compact.body.preheader, label %search.feature.body323.15, !llvm.loop !74

search.round.header334.preheader:                 ; preds = %search.compact.chunk.done
  %.not1413 = icmp eq i64 %compacted.1, 0
  %candidate339 = or i32 %6226, 32768
  br i1 %.not1413, label %search.compacted.exit.14.thread, label %iter.check3582

iter.check3582:                                   ; preds = %search.round.header334.preheader
  %min.iters.check3580 = icmp ult i64 %compacted.1, 8
  br i1 %min.iters.check3580, label %search.compacted.body.preheader, label %vector.main.loop.iter.check3584

vector.main.loop.iter.check3584:                  ; preds = %iter.check3582
  %min.iters.check3583 = icmp ult i64 %compacted.1, 32
  br i1 %min.iters.check3583, label %vec.epilog.ph3611, label %vector.ph3585

vector.ph3585:                                    ; preds = %vector.main.loop.iter.check3584
  %n.mod.vf3586 = and i64 %compacted.1, 24
  %n.vec3587 = and i64 %compacted.1, -32
  %6725 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.1.lcssa1717, i64 0
  %broadcast.splatinsert3588 = insertelement <8 x i32> poison, i32 %candidate339, i64 0
  %broadcast.splat3589 = shufflevector <8 x i32> %broadcast.splatinsert3588, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3590

vector.body3590:                                  ; preds = %vector.body3590, %vector.ph3585
  %index3591 = phi i64 [ 0, %vector.ph3585 ], [ %index.next3600, %vector.body3590 ]
  %vec.phi3592 = phi <8 x i32> [ %6725, %vector.ph3585 ], [ %6738, %vector.body3590 ]
  %vec.phi3593 = phi <8 x i32> [ zeroinitializer, %vector.ph3585 ], [ %6739, %vector.body3590 ]
  %vec.phi3594 = phi <8 x i32> [ zeroinitializer, %vector.ph3585 ], [ %6740, %vector.body3590 ]
  %vec.phi3595 = phi <8 x i32> [ zeroinitializer, %vector.ph3585 ], [ %6741, %vector.body3590 ]
  %6726 = getelementptr inbounds float, ptr %scratch, i64 %index3591
  %6727 = getelementptr inbounds nuw i8, ptr %6726, i64 32
  %6728 = getelementptr inbounds nuw i8, ptr %6726, i64 64
  %6729 = getelementptr inbounds nuw i8, ptr %6726, i64 96
  %wide.load3596 = load <8 x i32>, ptr %6726, align 4
  %wide.load3597 = load <8 x i32>, ptr %6727, align 4
  %wide.load3598 = load <8 x i32>, ptr %6728, align 4
  %wide.load3599 = load <8 x i32>, ptr %6729, align 4
  %6730 = icmp uge <8 x i32> %wide.load3596, %broadcast.splat3589
  %6731 = icmp uge <8 x i32> %wide.load3597, %broadcast.splat3589
  %6732 = icmp uge <8 x i32> %wide.load3598, %broadcast.splat3589
  %6733 = icmp uge <8 x i32> %wide.load3599, %broadcast.splat3589
  %6734 = zext <8 x i1> %6730 to <8 x i32>
  %6735 = zext <8 x i1> %6731 to <8 x i32>
  %6736 = zext <8 x i1> %6732 to <8 x i32>
  %6737 = zext <8 x i1> %6733 to <8 x i32>
  %6738 = add <8 x i32> %vec.phi3592, %6734
  %6739 = add <8 x i32> %vec.phi3593, %6735
  %6740 = add <8 x i32> %vec.phi3594, %6736
  %6741 = add <8 x i32> %vec.phi3595, %6737
  %index.next3600 = add nuw i64 %index3591, 32
  %6742 = icmp eq i64 %index.next3600, %n.vec3587
  br i1 %6742, label %middle.block3601, label %vector.body3590, !llvm.loop !75

middle.block3601:                                 ; preds = %vector.body3590
  %bin.rdx3602 = add <8 x i32> %6739, %6738
  %bin.rdx3603 = add <8 x i32> %6740, %bin.rdx3602
  %bin.rdx3604 = add <8 x i32> %6741, %bin.rdx3603
  %6743 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3604)
  %cmp.n3605 = icmp eq i64 %compacted.1, %n.vec3587
  br i1 %cmp.n3605, label %iter.check3536, label %vec.epilog.iter.check3609

vec.epilog.iter.check3609:                        ; preds = %middle.block3601
  %min.epilog.iters.check3610 = icmp eq i64 %n.mod.vf3586, 0
  br i1 %min.epilog.iters.check3610, label %search.compacted.body.preheader, label %vec.epilog.ph3611, !prof !30

vec.epilog.ph3611:                                ; preds = %vector.main.loop.iter.check3584, %vec.epilog.iter.check3609
  %vec.epilog.resume.val3606 = phi i64 [ %n.vec3587, %vec.epilog.iter.check3609 ], [ 0, %vector.main.loop.iter.check3584 ]
  %bc.merge.rdx3607 = phi i32 [ %6743, %vec.epilog.iter.check3609 ], [ %above_prefix.1.lcssa1717, %vector.main.loop.iter.check3584 ]
  %n.vec3613 = and i64 %compacted.1, -8
  %6744 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3607, i64 0
  %broadcast.splatinsert3614 = insertelement <8 x i32> poison, i32 %candidate339, i64 0
  %broadcast.splat3615 = shufflevector <8 x i32> %broadcast.splatinsert3614, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3616

vec.epilog.vector.body3616:                       ; preds = %vec.epilog.vector.body3616, %vec.epilog.ph3611
  %index3617 = phi i64 [ %vec.epilog.resume.val3606, %vec.epilog.ph3611 ], [ %index.next3620, %vec.epilog.vector.body3616 ]
  %vec.phi3618 = phi <8 x i32> [ %6744, %vec.epilog.ph3611 ], [ %6748, %vec.epilog.vector.body3616 ]
  %6745 = getelementptr inbounds float, ptr %scratch, i64 %index3617
  %wide.load3619 = load <8 x i32>, ptr %6745, align 4
  %6746 = icmp uge <8 x i32> %wide.load3619, %broadcast.splat3615
  %6747 = zext <8 x i1> %6746 to <8 x i32>
  %6748 = add <8 x i32> %vec.phi3618, %6747
  %index.next3620 = add nuw i64 %index3617, 8
  %6749 = icmp eq i64 %index.next3620, %n.vec3613
  br i1 %6749, label %vec.epilog.middle.block3621, label %vec.epilog.vector.body3616, !llvm.loop !76

vec.epilog.middle.block3621:                      ; preds = %vec.epilog.vector.body3616
  %6750 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6748)
  %cmp.n3622 = icmp eq i64 %compacted.1, %n.vec3613
  br i1 %cmp.n3622, label %iter.check3536, label %search.compacted.body.preheader

search.compacted.body.preheader:                  ; preds = %iter.check3582, %vec.epilog.iter.check3609, %vec.epilog.middle.block3621
  %search.compacted1222.ph = phi i64 [ 0, %iter.check3582 ], [ %n.vec3587, %vec.epilog.iter.check3609 ], [ %n.vec3613, %vec.epilog.middle.block3621 ]
  %search_count340.01221.ph = phi i32 [ %above_prefix.1.lcssa1717, %iter.check3582 ], [ %6743, %vec.epilog.iter.check3609 ], [ %6750, %vec.epilog.middle.block3621 ]
  br label %search.compacted.body

search.compact.body:                              ; preds = %search.compact.body.preheader, %search.compact.chunk.done
  %indvar3626 = phi i64 [ 0, %search.compact.body.preheader ], [ %indvar.next3627, %search.compact.chunk.done ]
  %indvars.iv = phi i64 [ 64, %search.compact.body.preheader ], [ %indvars.iv.next, %search.compact.chunk.done ]
  %search.compact1218 = phi i64 [ 0, %search.compact.body.preheader ], [ %6754, %search.compact.chunk.done ]
  %compacted.01217 = phi i64 [ 0, %search.compact.body.preheader ], [ %compacted.1, %search.compact.chunk.done ]
  %above_prefix.01216 = phi i32 [ 0, %search.compact.body.preheader ], [ %above_prefix.1.lcssa1717, %search.compact.chunk.done ]
  %umin4959 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %6751 = shl i64 %indvar3626, 6
  %umin3625 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %6752 = shl i64 %indvar3626, 6
  %6753 = sub i64 %umin3625, %6752
  %umin1531 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %6754 = add i64 %search.compact1218, 64
  %chunk_end = tail call i64 @llvm.umin.i64(i64 %6754, i64 %n_features)
  %6755 = icmp ult i64 %search.compact1218, %chunk_end
  br i1 %6755, label %iter.check3631, label %search.compact.chunk.done

iter.check3631:                                   ; preds = %search.compact.body
  %min.iters.check3629 = icmp ult i64 %6753, 8
  br i1 %min.iters.check3629, label %search.compact.test.body.preheader, label %vector.main.loop.iter.check3633

vector.main.loop.iter.check3633:                  ; preds = %iter.check3631
  %min.iters.check3632 = icmp ult i64 %6753, 32
  br i1 %min.iters.check3632, label %vec.epilog.ph3668, label %vector.ph3634

vector.ph3634:                                    ; preds = %vector.main.loop.iter.check3633
  %n.mod.vf3635 = and i64 %umin3625, 31
  %n.vec3636 = sub nuw i64 %6753, %n.mod.vf3635
  %6756 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.01216, i64 0
  %6757 = getelementptr float, ptr %scratch, i64 %search.compact1218
  br label %vector.body3639

vector.body3639:                                  ; preds = %vector.body3639, %vector.ph3634
  %index3640 = phi i64 [ 0, %vector.ph3634 ], [ %index.next3653, %vector.body3639 ]
  %vec.phi3641 = phi <8 x i32> [ %6756, %vector.ph3634 ], [ %6774, %vector.body3639 ]
  %vec.phi3642 = phi <8 x i32> [ zeroinitializer, %vector.ph3634 ], [ %6775, %vector.body3639 ]
  %vec.phi3643 = phi <8 x i32> [ zeroinitializer, %vector.ph3634 ], [ %6776, %vector.body3639 ]
  %vec.phi3644 = phi <8 x i32> [ zeroinitializer, %vector.ph3634 ], [ %6777, %vector.body3639 ]
  %vec.phi3645 = phi <8 x i32> [ zeroinitializer, %vector.ph3634 ], [ %6786, %vector.body3639 ]
  %vec.phi3646 = phi <8 x i32> [ zeroinitializer, %vector.ph3634 ], [ %6787, %vector.body3639 ]
  %vec.phi3647 = phi <8 x i32> [ zeroinitializer, %vector.ph3634 ], [ %6788, %vector.body3639 ]
  %vec.phi3648 = phi <8 x i32> [ zeroinitializer, %vector.ph3634 ], [ %6789, %vector.body3639 ]
  %6758 = getelementptr float, ptr %6757, i64 %index3640
  %6759 = getelementptr inbounds nuw i8, ptr %6758, i64 32
  %6760 = getelementptr inbounds nuw i8, ptr %6758, i64 64
  %6761 = getelementptr inbounds nuw i8, ptr %6758, i64 96
  %wide.load3649 = load <8 x i32>, ptr %6758, align 4
  %wide.load3650 = load <8 x i32>, ptr %6759, align 4
  %wide.load3651 = load <8 x i32>, ptr %6760, align 4
  %wide.load3652 = load <8 x i32>, ptr %6761, align 4
  %6762 = lshr <8 x i32> %wide.load3649, splat (i32 16)
  %6763 = lshr <8 x i32> %wide.load3650, splat (i32 16)
  %6764 = lshr <8 x i32> %wide.load3651, splat (i32 16)
  %6765 = lshr <8 x i32> %wide.load3652, splat (i32 16)
  %6766 = icmp samesign ugt <8 x i32> %6762, %broadcast.splat3638
  %6767 = icmp samesign ugt <8 x i32> %6763, %broadcast.splat3638
  %6768 = icmp samesign ugt <8 x i32> %6764, %broadcast.splat3638
  %6769 = icmp samesign ugt <8 x i32> %6765, %broadcast.splat3638
  %6770 = zext <8 x i1> %6766 to <8 x i32>
  %6771 = zext <8 x i1> %6767 to <8 x i32>
  %6772 = zext <8 x i1> %6768 to <8 x i32>
  %6773 = zext <8 x i1> %6769 to <8 x i32>
  %6774 = add <8 x i32> %vec.phi3641, %6770
  %6775 = add <8 x i32> %vec.phi3642, %6771
  %6776 = add <8 x i32> %vec.phi3643, %6772
  %6777 = add <8 x i32> %vec.phi3644, %6773
  %6778 = icmp eq <8 x i32> %6762, %broadcast.splat3638
  %6779 = icmp eq <8 x i32> %6763, %broadcast.splat3638
  %6780 = icmp eq <8 x i32> %6764, %broadcast.splat3638
  %6781 = icmp eq <8 x i32> %6765, %broadcast.splat3638
  %6782 = zext <8 x i1> %6778 to <8 x i32>
  %6783 = zext <8 x i1> %6779 to <8 x i32>
  %6784 = zext <8 x i1> %6780 to <8 x i32>
  %6785 = zext <8 x i1> %6781 to <8 x i32>
  %6786 = or <8 x i32> %vec.phi3645, %6782
  %6787 = or <8 x i32> %vec.phi3646, %6783
  %6788 = or <8 x i32> %vec.phi3647, %6784
  %6789 = or <8 x i32> %vec.phi3648, %6785
  %index.next3653 = add nuw i64 %index3640, 32
  %6790 = icmp eq i64 %index.next3653, %n.vec3636
  br i1 %6790, label %middle.block3654, label %vector.body3639, !llvm.loop !77

middle.block3654:                                 ; preds = %vector.body3639
  %bin.rdx3655 = add <8 x i32> %6775, %6774
  %bin.rdx3656 = add <8 x i32> %6776, %bin.rdx3655
  %bin.rdx3657 = add <8 x i32> %6777, %bin.rdx3656
  %6791 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3657)
  %bin.rdx3658 = or <8 x i32> %6787, %6786
  %bin.rdx3659 = or <8 x i32> %6788, %bin.rdx3658
  %bin.rdx3660 = or <8 x i32> %6789, %bin.rdx3659
  %6792 = tail call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> %bin.rdx3660)
  %cmp.n3661 = icmp eq i64 %n.mod.vf3635, 0
  br i1 %cmp.n3661, label %search.compact.test.exit, label %vec.epilog.iter.check3666

vec.epilog.iter.check3666:                        ; preds = %middle.block3654
  %ind.end3685 = add i64 %search.compact1218, %n.vec3636
  %min.epilog.iters.check3667 = icmp samesign ult i64 %n.mod.vf3635, 8
  br i1 %min.epilog.iters.check3667, label %search.compact.test.body.preheader, label %vec.epilog.ph3668, !prof !30

vec.epilog.ph3668:                                ; preds = %vector.main.loop.iter.check3633, %vec.epilog.iter.check3666
  %vec.epilog.resume.val3662 = phi i64 [ %n.vec3636, %vec.epilog.iter.check3666 ], [ 0, %vector.main.loop.iter.check3633 ]
  %bc.merge.rdx3663 = phi i32 [ %6791, %vec.epilog.iter.check3666 ], [ %above_prefix.01216, %vector.main.loop.iter.check3633 ]
  %bc.merge.rdx3664 = phi i32 [ %6792, %vec.epilog.iter.check3666 ], [ 0, %vector.main.loop.iter.check3633 ]
  %n.mod.vf3669 = and i64 %umin3625, 7
  %n.vec3670 = sub i64 %6753, %n.mod.vf3669
  %6793 = add i64 %search.compact1218, %n.vec3670
  %6794 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3663, i64 0
  %6795 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3664, i64 0
  %6796 = getelementptr float, ptr %scratch, i64 %search.compact1218
  br label %vec.epilog.vector.body3673

vec.epilog.vector.body3673:                       ; preds = %vec.epilog.vector.body3673, %vec.epilog.ph3668
  %index3674 = phi i64 [ %vec.epilog.resume.val3662, %vec.epilog.ph3668 ], [ %index.next3679, %vec.epilog.vector.body3673 ]
  %vec.phi3675 = phi <8 x i32> [ %6794, %vec.epilog.ph3668 ], [ %6801, %vec.epilog.vector.body3673 ]
  %vec.phi3676 = phi <8 x i32> [ %6795, %vec.epilog.ph3668 ], [ %6804, %vec.epilog.vector.body3673 ]
  %6797 = getelementptr float, ptr %6796, i64 %index3674
  %wide.load3678 = load <8 x i32>, ptr %6797, align 4
  %6798 = lshr <8 x i32> %wide.load3678, splat (i32 16)
  %6799 = icmp samesign ugt <8 x i32> %6798, %broadcast.splat3672
  %6800 = zext <8 x i1> %6799 to <8 x i32>
  %6801 = add <8 x i32> %vec.phi3675, %6800
  %6802 = icmp eq <8 x i32> %6798, %broadcast.splat3672
  %6803 = zext <8 x i1> %6802 to <8 x i32>
  %6804 = or <8 x i32> %vec.phi3676, %6803
  %index.next3679 = add nuw i64 %index3674, 8
  %6805 = icmp eq i64 %index.next3679, %n.vec3670
  br i1 %6805, label %vec.epilog.middle.block3680, label %vec.epilog.vector.body3673, !llvm.loop !78

vec.epilog.middle.block3680:                      ; preds = %vec.epilog.vector.body3673
  %6806 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6801)
  %6807 = tail call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> %6804)
  %cmp.n3681 = icmp eq i64 %n.mod.vf3669, 0
  br i1 %cmp.n3681, label %search.compact.test.exit, label %search.compact.test.body.preheader

search.compact.test.body.preheader:               ; preds = %iter.check3631, %vec.epilog.iter.check3666, %vec.epilog.middle.block3680
  %search.compact.test1210.ph = phi i64 [ %search.compact1218, %iter.check3631 ], [ %ind.end3685, %vec.epilog.iter.check3666 ], [ %6793, %vec.epilog.middle.block3680 ]
  %above_prefix.11209.ph = phi i32 [ %above_prefix.01216, %iter.check3631 ], [ %6791, %vec.epilog.iter.check3666 ], [ %6806, %vec.epilog.middle.block3680 ]
  %compact_any.01208.ph = phi i32 [ 0, %iter.check3631 ], [ %6792, %vec.epilog.iter.check3666 ], [ %6807, %vec.epilog.middle.block3680 ]
  br label %search.compact.test.body

search.compact.test.body:                         ; preds = %search.compact.test.body.preheader, %search.compact.test.body
  %search.compact.test1210 = phi i64 [ %6815, %search.compact.test.body ], [ %search.compact.test1210.ph, %search.compact.test.body.preheader ]
  %above_prefix.11209 = phi i32 [ %6811, %search.compact.test.body ], [ %above_prefix.11209.ph, %search.compact.test.body.preheader ]
  %compact_any.01208 = phi i32 [ %6814, %search.compact.test.body ], [ %compact_any.01208.ph, %search.compact.test.body.preheader ]
  %6808 = getelementptr inbounds float, ptr %scratch, i64 %search.compact.test1210
  %key330 = load i32, ptr %6808, align 4
  %top = lshr i32 %key330, 16
  %6809 = icmp samesign ugt i32 %top, %prefix
  %6810 = zext i1 %6809 to i32
  %6811 = add i32 %above_prefix.11209, %6810
  %6812 = icmp eq i32 %top, %prefix
  %6813 = zext i1 %6812 to i32
  %6814 = or i32 %compact_any.01208, %6813
  %6815 = add nuw i64 %search.compact.test1210, 1
  %exitcond1530.not = icmp eq i64 %6815, %umin1531
  br i1 %exitcond1530.not, label %search.compact.test.exit, label %search.compact.test.body, !llvm.loop !79

search.compact.test.exit:                         ; preds = %search.compact.test.body, %vec.epilog.middle.block3680, %middle.block3654
  %.lcssa2208 = phi i32 [ %6806, %vec.epilog.middle.block3680 ], [ %6791, %middle.block3654 ], [ %6811, %search.compact.test.body ]
  %.lcssa2207 = phi i32 [ %6807, %vec.epilog.middle.block3680 ], [ %6792, %middle.block3654 ], [ %6814, %search.compact.test.body ]
  %.not2175 = icmp eq i32 %.lcssa2207, 0
  br i1 %.not2175, label %search.compact.chunk.done, label %search.compact.move.body.preheader

search.compact.move.body.preheader:               ; preds = %search.compact.test.exit
  %xtraiter4960 = and i64 %umin4959, 3
  %lcmp.mod4961.not = icmp eq i64 %xtraiter4960, 0
  br i1 %lcmp.mod4961.not, label %search.compact.move.body.prol.loopexit, label %search.compact.move.body.prol

search.compact.move.body.prol:                    ; preds = %search.compact.move.body.preheader, %search.compact.keep.done.prol
  %search.compact.move1214.prol = phi i64 [ %6822, %search.compact.keep.done.prol ], [ %search.compact1218, %search.compact.move.body.preheader ]
  %compacted.21213.prol = phi i64 [ %compacted.3.prol, %search.compact.keep.done.prol ], [ %compacted.01217, %search.compact.move.body.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %search.compact.keep.done.prol ], [ 0, %search.compact.move.body.preheader ]
  %6816 = getelementptr inbounds float, ptr %scratch, i64 %search.compact.move1214.prol
  %key331.prol = load i32, ptr %6816, align 4
  %top332.prol = lshr i32 %key331.prol, 16
  %6817 = icmp eq i32 %top332.prol, %prefix
  br i1 %6817, label %search.compact.keep.then.prol, label %search.compact.keep.done.prol

search.compact.keep.then.prol:                    ; preds = %search.compact.move.body.prol
  %6818 = getelementptr inbounds float, ptr %scratch, i64 %compacted.21213.prol
  store i32 %key331.prol, ptr %6818, align 4
  %6819 = getelementptr float, ptr %3636, i64 %compacted.21213.prol
  %6820 = trunc i64 %search.compact.move1214.prol to i32
  store i32 %6820, ptr %6819, align 4
  %6821 = add i64 %compacted.21213.prol, 1
  br label %search.compact.keep.done.prol

search.compact.keep.done.prol:                    ; preds = %search.compact.keep.then.prol, %search.compact.move.body.prol
  %compacted.3.prol = phi i64 [ %6821, %search.compact.keep.then.prol ], [ %compacted.21213.prol, %search.compact.move.body.prol ]
  %6822 = add nuw i64 %search.compact.move1214.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter4960
  br i1 %prol.iter.cmp.not, label %search.compact.move.body.prol.loopexit, label %search.compact.move.body.prol, !llvm.loop !80

search.compact.move.body.prol.loopexit:           ; preds = %search.compact.keep.done.prol, %search.compact.move.body.preheader
  %compacted.3.lcssa.unr = phi i64 [ poison, %search.compact.move.body.preheader ], [ %compacted.3.prol, %search.compact.keep.done.prol ]
  %search.compact.move1214.unr = phi i64 [ %search.compact1218, %search.compact.move.body.preheader ], [ %6822, %search.compact.keep.done.prol ]
  %compacted.21213.unr = phi i64 [ %compacted.01217, %search.compact.move.body.preheader ], [ %compacted.3.prol, %search.compact.keep.done.prol ]
  %6823 = sub i64 %6751, %umin4959
  %6824 = icmp ugt i64 %6823, -4
  br i1 %6824, label %search.compact.chunk.done, label %search.compact.move.body

search.compact.chunk.done:                        ; preds = %search.compact.move.body.prol.loopexit, %search.compact.keep.done.3, %search.compact.body, %search.compact.test.exit
  %above_prefix.1.lcssa1717 = phi i32 [ %.lcssa2208, %search.compact.test.exit ], [ %above_prefix.01216, %search.compact.body ], [ %.lcssa2208, %search.compact.keep.done.3 ], [ %.lcssa2208, %search.compact.move.body.prol.loopexit ]
  %compacted.1 = phi i64 [ %compacted.01217, %search.compact.test.exit ], [ %compacted.01217, %search.compact.body ], [ %compacted.3.lcssa.unr, %search.compact.move.body.prol.loopexit ], [ %compacted.3.3, %search.compact.keep.done.3 ]
  %6825 = icmp ult i64 %6754, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 64
  %indvar.next3627 = add i64 %indvar3626, 1
  br i1 %6825, label %search.compact.body, label %search.round.header334.preheader

search.compact.move.body:                         ; preds = %search.compact.move.body.prol.loopexit, %search.compact.keep.done.3
  %search.compact.move1214 = phi i64 [ %6853, %search.compact.keep.done.3 ], [ %search.compact.move1214.unr, %search.compact.move.body.prol.loopexit ]
  %compacted.21213 = phi i64 [ %compacted.3.3, %search.compact.keep.done.3 ], [ %compacted.21213.unr, %search.compact.move.body.prol.loopexit ]
  %6826 = getelementptr inbounds float, ptr %scratch, i64 %search.compact.move1214
  %key331 = load i32, ptr %6826, align 4
  %top332 = lshr i32 %key331, 16
  %6827 = icmp eq i32 %top332, %prefix
  br i1 %6827, label %search.compact.keep.then, label %search.compact.keep.done

search.compact.keep.then:                         ; preds = %search.compact.move.body
  %6828 = getelementptr inbounds float, ptr %scratch, i64 %compacted.21213
  store i32 %key331, ptr %6828, align 4
  %6829 = getelementptr float, ptr %3636, i64 %compacted.21213
  %6830 = trunc i64 %search.compact.move1214 to i32
  store i32 %6830, ptr %6829, align 4
  %6831 = add i64 %compacted.21213, 1
  br label %search.compact.keep.done

search.compact.keep.done:                         ; preds = %search.compact.keep.then, %search.compact.move.body
  %compacted.3 = phi i64 [ %6831, %search.compact.keep.then ], [ %compacted.21213, %search.compact.move.body ]
  %6832 = add nuw i64 %search.compact.move1214, 1
  %6833 = getelementptr inbounds float, ptr %scratch, i64 %6832
  %key331.1 = load i32, ptr %6833, align 4
  %top332.1 = lshr i32 %key331.1, 16
  %6834 = icmp eq i32 %top332.1, %prefix
  br i1 %6834, label %search.compact.keep.then.1, label %search.compact.keep.done.1

search.compact.keep.then.1:                       ; preds = %search.compact.keep.done
  %6835 = getelementptr inbounds float, ptr %scratch, i64 %compacted.3
  store i32 %key331.1, ptr %6835, align 4
  %6836 = getelementptr float, ptr %3636, i64 %compacted.3
  %6837 = trunc i64 %6832 to i32
  store i32 %6837, ptr %6836, align 4
  %6838 = add i64 %compacted.3, 1
  br label %search.compact.keep.done.1

search.compact.keep.done.1:                       ; preds = %search.compact.keep.then.1, %search.compact.keep.done
  %compacted.3.1 = phi i64 [ %6838, %search.compact.keep.then.1 ], [ %compacted.3, %search.compact.keep.done ]
  %6839 = add nuw i64 %search.compact.move1214, 2
  %6840 = getelementptr inbounds float, ptr %scratch, i64 %6839
  %key331.2 = load i32, ptr %6840, align 4
  %top332.2 = lshr i32 %key331.2, 16
  %6841 = icmp eq i32 %top332.2, %prefix
  br i1 %6841, label %search.compact.keep.then.2, label %search.compact.keep.done.2

search.compact.keep.then.2:                       ; preds = %search.compact.keep.done.1
  %6842 = getelementptr inbounds float, ptr %scratch, i64 %compacted.3.1
  store i32 %key331.2, ptr %6842, align 4
  %6843 = getelementptr float, ptr %3636, i64 %compacted.3.1
  %6844 = trunc i64 %6839 to i32
  store i32 %6844, ptr %6843, align 4
  %6845 = add i64 %compacted.3.1, 1
  br label %search.compact.keep.done.2

search.compact.keep.done.2:                       ; preds = %search.compact.keep.then.2, %search.compact.keep.done.1
  %compacted.3.2 = phi i64 [ %6845, %search.compact.keep.then.2 ], [ %compacted.3.1, %search.compact.keep.done.1 ]
  %6846 = add nuw i64 %search.compact.move1214, 3
  %6847 = getelementptr inbounds float, ptr %scratch, i64 %6846
  %key331.3 = load i32, ptr %6847, align 4
  %top332.3 = lshr i32 %key331.3, 16
  %6848 = icmp eq i32 %top332.3, %prefix
  br i1 %6848, label %search.compact.keep.then.3, label %search.compact.keep.done.3

search.compact.keep.then.3:                       ; preds = %search.compact.keep.done.2
  %6849 = getelementptr inbounds float, ptr %scratch, i64 %compacted.3.2
  store i32 %key331.3, ptr %6849, align 4
  %6850 = getelementptr float, ptr %3636, i64 %compacted.3.2
  %6851 = trunc i64 %6846 to i32
  store i32 %6851, ptr %6850, align 4
  %6852 = add i64 %compacted.3.2, 1
  br label %search.compact.keep.done.3

search.compact.keep.done.3:                       ; preds = %search.compact.keep.then.3, %search.compact.keep.done.2
  %compacted.3.3 = phi i64 [ %6852, %search.compact.keep.then.3 ], [ %compacted.3.2, %search.compact.keep.done.2 ]
  %6853 = add nuw i64 %search.compact.move1214, 4
  %exitcond1532.not.3 = icmp eq i64 %6853, %umin1531
  br i1 %exitcond1532.not.3, label %search.compact.chunk.done, label %search.compact.move.body

search.compacted.body:                            ; preds = %search.compacted.body.preheader, %search.compacted.body
  %search.compacted1222 = phi i64 [ %6858, %search.compacted.body ], [ %search.compacted1222.ph, %search.compacted.body.preheader ]
  %search_count340.01221 = phi i32 [ %6857, %search.compacted.body ], [ %search_count340.01221.ph, %search.compacted.body.preheader ]
  %6854 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1222
  %key341 = load i32, ptr %6854, align 4
  %6855 = icmp uge i32 %key341, %candidate339
  %6856 = zext i1 %6855 to i32
  %6857 = add i32 %search_count340.01221, %6856
  %6858 = add nuw i64 %search.compacted1222, 1
  %exitcond1533.not = icmp eq i64 %6858, %compacted.1
  br i1 %exitcond1533.not, label %iter.check3536, label %search.compacted.body, !llvm.loop !81

search.compacted.exit.14.thread:                  ; preds = %search.feature.exit, %search.round.header334.preheader
  %candidate3391714.ph = phi i32 [ %candidate339, %search.round.header334.preheader ], [ %candidate3391710, %search.feature.exit ]
  %above_prefix.0.lcssa1711.ph = phi i32 [ %above_prefix.1.lcssa1717, %search.round.header334.preheader ], [ 0, %search.feature.exit ]
  %.ph = phi i32 [ %6226, %search.round.header334.preheader ], [ %3672, %search.feature.exit ]
  %weight3441723 = uitofp i32 %above_prefix.0.lcssa1711.ph to float
  %6859 = fcmp oge float %weight3441723, %top_k319
  %6860 = select i1 %6859, i32 %candidate3391714.ph, i32 %.ph
  %candidate339.11724 = or i32 %6860, 16384
  %weight344.11734 = uitofp i32 %above_prefix.0.lcssa1711.ph to float
  %6861 = fcmp oge float %weight344.11734, %top_k319
  %6862 = select i1 %6861, i32 %candidate339.11724, i32 %6860
  %candidate339.21735 = or i32 %6862, 8192
  %weight344.21745 = uitofp i32 %above_prefix.0.lcssa1711.ph to float
  %6863 = fcmp oge float %weight344.21745, %top_k319
  %6864 = select i1 %6863, i32 %candidate339.21735, i32 %6862
  %candidate339.31746 = or i32 %6864, 4096
  %weight344.31756 = uitofp i32 %above_prefix.0.lcssa1711.ph to float
  %6865 = fcmp oge float %weight344.31756, %top_k319
  %6866 = select i1 %6865, i32 %candidate339.31746, i32 %6864
  %candidate339.41757 = or i32 %6866, 2048
  %weight344.41767 = uitofp i32 %above_prefix.0.lcssa1711.ph to float
  %6867 = fcmp oge float %weight344.41767, %top_k319
  %6868 = select i1 %6867, i32 %candidate339.41757, i32 %6866
  %candidate339.51768 = or i32 %6868, 1024
  %weight344.51778 = uitofp i32 %above_prefix.0.lcssa1711.ph to float
  %6869 = fcmp oge float %weight344.51778, %top_k319
  %6870 = select i1 %6869, i32 %candidate339.51768, i32 %6868
  %candidate339.61779 = or i32 %6870, 512
  %weight344.61789 = uitofp i32 %above_prefix.0.lcssa1711.ph to float
  %6871 = fcmp oge float %weight344.61789, %top_k319
  %6872 = select i1 %6871, i32 %candidate339.61779, i32 %6870
  %candidate339.71790 = or i32 %6872, 256
  %6873 = insertelement <8 x i32> poison, i32 %above_prefix.0.lcssa1711.ph, i64 0
  %6874 = uitofp <8 x i32> %6873 to <8 x float>
  %6875 = fcmp ole <8 x float> %3720, %6874
  %6876 = extractelement <8 x i1> %6875, i64 0
  %6877 = select i1 %6876, i32 %candidate339.71790, i32 %6872
  %candidate339.81801 = or i32 %6877, 128
  %6878 = extractelement <8 x i1> %6875, i64 0
  %6879 = select i1 %6878, i32 %candidate339.81801, i32 %6877
  %candidate339.91812 = or i32 %6879, 64
  %6880 = extractelement <8 x i1> %6875, i64 0
  %6881 = select i1 %6880, i32 %candidate339.91812, i32 %6879
  %candidate339.101823 = or i32 %6881, 32
  %6882 = extractelement <8 x i1> %6875, i64 0
  %6883 = select i1 %6882, i32 %candidate339.101823, i32 %6881
  %candidate339.111834 = or i32 %6883, 16
  %6884 = extractelement <8 x i1> %6875, i64 0
  %6885 = select i1 %6884, i32 %candidate339.111834, i32 %6883
  %candidate339.121845 = or i32 %6885, 8
  %6886 = extractelement <8 x i1> %6875, i64 0
  %6887 = select i1 %6886, i32 %candidate339.121845, i32 %6885
  %candidate339.131856 = or i32 %6887, 4
  %6888 = extractelement <8 x i1> %6875, i64 0
  %6889 = select i1 %6888, i32 %candidate339.131856, i32 %6887
  %candidate339.141867 = or i32 %6889, 2
  %6890 = extractelement <8 x i1> %6875, i64 0
  %6891 = select i1 %6890, i32 %candidate339.141867, i32 %6889
  %candidate339.151878 = or i32 %6891, 1
  br label %search.compacted.exit.15

iter.check3536:                                   ; preds = %search.compacted.body, %vec.epilog.middle.block3621, %middle.block3601
  %.lcssa2209 = phi i32 [ %6750, %vec.epilog.middle.block3621 ], [ %6743, %middle.block3601 ], [ %6857, %search.compacted.body ]
  %weight344 = uitofp i32 %.lcssa2209 to float
  %6892 = fcmp oge float %weight344, %top_k319
  %6893 = select i1 %6892, i32 %candidate339, i32 %6226
  %candidate339.1 = or i32 %6893, 16384
  %min.iters.check3534 = icmp ult i64 %compacted.1, 8
  br i1 %min.iters.check3534, label %search.compacted.body.1.preheader, label %vector.main.loop.iter.check3538

vector.main.loop.iter.check3538:                  ; preds = %iter.check3536
  %min.iters.check3537 = icmp ult i64 %compacted.1, 32
  br i1 %min.iters.check3537, label %vec.epilog.ph3565, label %vector.ph3539

vector.ph3539:                                    ; preds = %vector.main.loop.iter.check3538
  %n.mod.vf3540 = and i64 %compacted.1, 24
  %n.vec3541 = and i64 %compacted.1, -32
  %6894 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.1.lcssa1717, i64 0
  %broadcast.splatinsert3542 = insertelement <8 x i32> poison, i32 %candidate339.1, i64 0
  %broadcast.splat3543 = shufflevector <8 x i32> %broadcast.splatinsert3542, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3544

vector.body3544:                                  ; preds = %vector.body3544, %vector.ph3539
  %index3545 = phi i64 [ 0, %vector.ph3539 ], [ %index.next3554, %vector.body3544 ]
  %vec.phi3546 = phi <8 x i32> [ %6894, %vector.ph3539 ], [ %6907, %vector.body3544 ]
  %vec.phi3547 = phi <8 x i32> [ zeroinitializer, %vector.ph3539 ], [ %6908, %vector.body3544 ]
  %vec.phi3548 = phi <8 x i32> [ zeroinitializer, %vector.ph3539 ], [ %6909, %vector.body3544 ]
  %vec.phi3549 = phi <8 x i32> [ zeroinitializer, %vector.ph3539 ], [ %6910, %vector.body3544 ]
  %6895 = getelementptr inbounds float, ptr %scratch, i64 %index3545
  %6896 = getelementptr inbounds nuw i8, ptr %6895, i64 32
  %6897 = getelementptr inbounds nuw i8, ptr %6895, i64 64
  %6898 = getelementptr inbounds nuw i8, ptr %6895, i64 96
  %wide.load3550 = load <8 x i32>, ptr %6895, align 4
  %wide.load3551 = load <8 x i32>, ptr %6896, align 4
  %wide.load3552 = load <8 x i32>, ptr %6897, align 4
  %wide.load3553 = load <8 x i32>, ptr %6898, align 4
  %6899 = icmp uge <8 x i32> %wide.load3550, %broadcast.splat3543
  %6900 = icmp uge <8 x i32> %wide.load3551, %broadcast.splat3543
  %6901 = icmp uge <8 x i32> %wide.load3552, %broadcast.splat3543
  %6902 = icmp uge <8 x i32> %wide.load3553, %broadcast.splat3543
  %6903 = zext <8 x i1> %6899 to <8 x i32>
  %6904 = zext <8 x i1> %6900 to <8 x i32>
  %6905 = zext <8 x i1> %6901 to <8 x i32>
  %6906 = zext <8 x i1> %6902 to <8 x i32>
  %6907 = add <8 x i32> %vec.phi3546, %6903
  %6908 = add <8 x i32> %vec.phi3547, %6904
  %6909 = add <8 x i32> %vec.phi3548, %6905
  %6910 = add <8 x i32> %vec.phi3549, %6906
  %index.next3554 = add nuw i64 %index3545, 32
  %6911 = icmp eq i64 %index.next3554, %n.vec3541
  br i1 %6911, label %middle.block3555, label %vector.body3544, !llvm.loop !82

middle.block3555:                                 ; preds = %vector.body3544
  %bin.rdx3556 = add <8 x i32> %6908, %6907
  %bin.rdx3557 = add <8 x i32> %6909, %bin.rdx3556
  %bin.rdx3558 = add <8 x i32> %6910, %bin.rdx3557
  %6912 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3558)
  %cmp.n3559 = icmp eq i64 %compacted.1, %n.vec3541
  br i1 %cmp.n3559, label %iter.check3490, label %vec.epilog.iter.check3563

vec.epilog.iter.check3563:                        ; preds = %middle.block3555
  %min.epilog.iters.check3564 = icmp eq i64 %n.mod.vf3540, 0
  br i1 %min.epilog.iters.check3564, label %search.compacted.body.1.preheader, label %vec.epilog.ph3565, !prof !30

vec.epilog.ph3565:                                ; preds = %vector.main.loop.iter.check3538, %vec.epilog.iter.check3563
  %vec.epilog.resume.val3560 = phi i64 [ %n.vec3541, %vec.epilog.iter.check3563 ], [ 0, %vector.main.loop.iter.check3538 ]
  %bc.merge.rdx3561 = phi i32 [ %6912, %vec.epilog.iter.check3563 ], [ %above_prefix.1.lcssa1717, %vector.main.loop.iter.check3538 ]
  %n.vec3567 = and i64 %compacted.1, -8
  %6913 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3561, i64 0
  %broadcast.splatinsert3568 = insertelement <8 x i32> poison, i32 %candidate339.1, i64 0
  %broadcast.splat3569 = shufflevector <8 x i32> %broadcast.splatinsert3568, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3570

vec.epilog.vector.body3570:                       ; preds = %vec.epilog.vector.body3570, %vec.epilog.ph3565
  %index3571 = phi i64 [ %vec.epilog.resume.val3560, %vec.epilog.ph3565 ], [ %index.next3574, %vec.epilog.vector.body3570 ]
  %vec.phi3572 = phi <8 x i32> [ %6913, %vec.epilog.ph3565 ], [ %6917, %vec.epilog.vector.body3570 ]
  %6914 = getelementptr inbounds float, ptr %scratch, i64 %index3571
  %wide.load3573 = load <8 x i32>, ptr %6914, align 4
  %6915 = icmp uge <8 x i32> %wide.load3573, %broadcast.splat3569
  %6916 = zext <8 x i1> %6915 to <8 x i32>
  %6917 = add <8 x i32> %vec.phi3572, %6916
  %index.next3574 = add nuw i64 %index3571, 8
  %6918 = icmp eq i64 %index.next3574, %n.vec3567
  br i1 %6918, label %vec.epilog.middle.block3575, label %vec.epilog.vector.body3570, !llvm.loop !83

vec.epilog.middle.block3575:                      ; preds = %vec.epilog.vector.body3570
  %6919 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6917)
  %cmp.n3576 = icmp eq i64 %compacted.1, %n.vec3567
  br i1 %cmp.n3576, label %iter.check3490, label %search.compacted.body.1.preheader

search.compacted.body.1.preheader:                ; preds = %iter.check3536, %vec.epilog.iter.check3563, %vec.epilog.middle.block3575
  %search.compacted1222.1.ph = phi i64 [ 0, %iter.check3536 ], [ %n.vec3541, %vec.epilog.iter.check3563 ], [ %n.vec3567, %vec.epilog.middle.block3575 ]
  %search_count340.01221.1.ph = phi i32 [ %above_prefix.1.lcssa1717, %iter.check3536 ], [ %6912, %vec.epilog.iter.check3563 ], [ %6919, %vec.epilog.middle.block3575 ]
  br label %search.compacted.body.1

search.compacted.body.1:                          ; preds = %search.compacted.body.1.preheader, %search.compacted.body.1
  %search.compacted1222.1 = phi i64 [ %6924, %search.compacted.body.1 ], [ %search.compacted1222.1.ph, %search.compacted.body.1.preheader ]
  %search_count340.01221.1 = phi i32 [ %6923, %search.compacted.body.1 ], [ %search_count340.01221.1.ph, %search.compacted.body.1.preheader ]
  %6920 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1222.1
  %key341.1 = load i32, ptr %6920, align 4
  %6921 = icmp uge i32 %key341.1, %candidate339.1
  %6922 = zext i1 %6921 to i32
  %6923 = add i32 %search_count340.01221.1, %6922
  %6924 = add nuw i64 %search.compacted1222.1, 1
  %exitcond1533.1.not = icmp eq i64 %6924, %compacted.1
  br i1 %exitcond1533.1.not, label %iter.check3490, label %search.compacted.body.1, !llvm.loop !84

iter.check3490:                                   ; preds = %search.compacted.body.1, %vec.epilog.middle.block3575, %middle.block3555
  %.lcssa2210 = phi i32 [ %6919, %vec.epilog.middle.block3575 ], [ %6912, %middle.block3555 ], [ %6923, %search.compacted.body.1 ]
  %weight344.1 = uitofp i32 %.lcssa2210 to float
  %6925 = fcmp oge float %weight344.1, %top_k319
  %6926 = select i1 %6925, i32 %candidate339.1, i32 %6893
  %candidate339.2 = or i32 %6926, 8192
  %min.iters.check3488 = icmp ult i64 %compacted.1, 8
  br i1 %min.iters.check3488, label %search.compacted.body.2.preheader, label %vector.main.loop.iter.check3492

vector.main.loop.iter.check3492:                  ; preds = %iter.check3490
  %min.iters.check3491 = icmp ult i64 %compacted.1, 32
  br i1 %min.iters.check3491, label %vec.epilog.ph3519, label %vector.ph3493

vector.ph3493:                                    ; preds = %vector.main.loop.iter.check3492
  %n.mod.vf3494 = and i64 %compacted.1, 24
  %n.vec3495 = and i64 %compacted.1, -32
  %6927 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.1.lcssa1717, i64 0
  %broadcast.splatinsert3496 = insertelement <8 x i32> poison, i32 %candidate339.2, i64 0
  %broadcast.splat3497 = shufflevector <8 x i32> %broadcast.splatinsert3496, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3498

vector.body3498:                                  ; preds = %vector.body3498, %vector.ph3493
  %index3499 = phi i64 [ 0, %vector.ph3493 ], [ %index.next3508, %vector.body3498 ]
  %vec.phi3500 = phi <8 x i32> [ %6927, %vector.ph3493 ], [ %6940, %vector.body3498 ]
  %vec.phi3501 = phi <8 x i32> [ zeroinitializer, %vector.ph3493 ], [ %6941, %vector.body3498 ]
  %vec.phi3502 = phi <8 x i32> [ zeroinitializer, %vector.ph3493 ], [ %6942, %vector.body3498 ]
  %vec.phi3503 = phi <8 x i32> [ zeroinitializer, %vector.ph3493 ], [ %6943, %vector.body3498 ]
  %6928 = getelementptr inbounds float, ptr %scratch, i64 %index3499
  %6929 = getelementptr inbounds nuw i8, ptr %6928, i64 32
  %6930 = getelementptr inbounds nuw i8, ptr %6928, i64 64
  %6931 = getelementptr inbounds nuw i8, ptr %6928, i64 96
  %wide.load3504 = load <8 x i32>, ptr %6928, align 4
  %wide.load3505 = load <8 x i32>, ptr %6929, align 4
  %wide.load3506 = load <8 x i32>, ptr %6930, align 4
  %wide.load3507 = load <8 x i32>, ptr %6931, align 4
  %6932 = icmp uge <8 x i32> %wide.load3504, %broadcast.splat3497
  %6933 = icmp uge <8 x i32> %wide.load3505, %broadcast.splat3497
  %6934 = icmp uge <8 x i32> %wide.load3506, %broadcast.splat3497
  %6935 = icmp uge <8 x i32> %wide.load3507, %broadcast.splat3497
  %6936 = zext <8 x i1> %6932 to <8 x i32>
  %6937 = zext <8 x i1> %6933 to <8 x i32>
  %6938 = zext <8 x i1> %6934 to <8 x i32>
  %6939 = zext <8 x i1> %6935 to <8 x i32>
  %6940 = add <8 x i32> %vec.phi3500, %6936
  %6941 = add <8 x i32> %vec.phi3501, %6937
  %6942 = add <8 x i32> %vec.phi3502, %6938
  %6943 = add <8 x i32> %vec.phi3503, %6939
  %index.next3508 = add nuw i64 %index3499, 32
  %6944 = icmp eq i64 %index.next3508, %n.vec3495
  br i1 %6944, label %middle.block3509, label %vector.body3498, !llvm.loop !85

middle.block3509:                                 ; preds = %vector.body3498
  %bin.rdx3510 = add <8 x i32> %6941, %6940
  %bin.rdx3511 = add <8 x i32> %6942, %bin.rdx3510
  %bin.rdx3512 = add <8 x i32> %6943, %bin.rdx3511
  %6945 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3512)
  %cmp.n3513 = icmp eq i64 %compacted.1, %n.vec3495
  br i1 %cmp.n3513, label %iter.check3444, label %vec.epilog.iter.check3517

vec.epilog.iter.check3517:                        ; preds = %middle.block3509
  %min.epilog.iters.check3518 = icmp eq i64 %n.mod.vf3494, 0
  br i1 %min.epilog.iters.check3518, label %search.compacted.body.2.preheader, label %vec.epilog.ph3519, !prof !30

vec.epilog.ph3519:                                ; preds = %vector.main.loop.iter.check3492, %vec.epilog.iter.check3517
  %vec.epilog.resume.val3514 = phi i64 [ %n.vec3495, %vec.epilog.iter.check3517 ], [ 0, %vector.main.loop.iter.check3492 ]
  %bc.merge.rdx3515 = phi i32 [ %6945, %vec.epilog.iter.check3517 ], [ %above_prefix.1.lcssa1717, %vector.main.loop.iter.check3492 ]
  %n.vec3521 = and i64 %compacted.1, -8
  %6946 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3515, i64 0
  %broadcast.splatinsert3522 = insertelement <8 x i32> poison, i32 %candidate339.2, i64 0
  %broadcast.splat3523 = shufflevector <8 x i32> %broadcast.splatinsert3522, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3524

vec.epilog.vector.body3524:                       ; preds = %vec.epilog.vector.body3524, %vec.epilog.ph3519
  %index3525 = phi i64 [ %vec.epilog.resume.val3514, %vec.epilog.ph3519 ], [ %index.next3528, %vec.epilog.vector.body3524 ]
  %vec.phi3526 = phi <8 x i32> [ %6946, %vec.epilog.ph3519 ], [ %6950, %vec.epilog.vector.body3524 ]
  %6947 = getelementptr inbounds float, ptr %scratch, i64 %index3525
  %wide.load3527 = load <8 x i32>, ptr %6947, align 4
  %6948 = icmp uge <8 x i32> %wide.load3527, %broadcast.splat3523
  %6949 = zext <8 x i1> %6948 to <8 x i32>
  %6950 = add <8 x i32> %vec.phi3526, %6949
  %index.next3528 = add nuw i64 %index3525, 8
  %6951 = icmp eq i64 %index.next3528, %n.vec3521
  br i1 %6951, label %vec.epilog.middle.block3529, label %vec.epilog.vector.body3524, !llvm.loop !86

vec.epilog.middle.block3529:                      ; preds = %vec.epilog.vector.body3524
  %6952 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6950)
  %cmp.n3530 = icmp eq i64 %compacted.1, %n.vec3521
  br i1 %cmp.n3530, label %iter.check3444, label %search.compacted.body.2.preheader

search.compacted.body.2.preheader:                ; preds = %iter.check3490, %vec.epilog.iter.check3517, %vec.epilog.middle.block3529
  %search.compacted1222.2.ph = phi i64 [ 0, %iter.check3490 ], [ %n.vec3495, %vec.epilog.iter.check3517 ], [ %n.vec3521, %vec.epilog.middle.block3529 ]
  %search_count340.01221.2.ph = phi i32 [ %above_prefix.1.lcssa1717, %iter.check3490 ], [ %6945, %vec.epilog.iter.check3517 ], [ %6952, %vec.epilog.middle.block3529 ]
  br label %search.compacted.body.2

search.compacted.body.2:                          ; preds = %search.compacted.body.2.preheader, %search.compacted.body.2
  %search.compacted1222.2 = phi i64 [ %6957, %search.compacted.body.2 ], [ %search.compacted1222.2.ph, %search.compacted.body.2.preheader ]
  %search_count340.01221.2 = phi i32 [ %6956, %search.compacted.body.2 ], [ %search_count340.01221.2.ph, %search.compacted.body.2.preheader ]
  %6953 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1222.2
  %key341.2 = load i32, ptr %6953, align 4
  %6954 = icmp uge i32 %key341.2, %candidate339.2
  %6955 = zext i1 %6954 to i32
  %6956 = add i32 %search_count340.01221.2, %6955
  %6957 = add nuw i64 %search.compacted1222.2, 1
  %exitcond1533.2.not = icmp eq i64 %6957, %compacted.1
  br i1 %exitcond1533.2.not, label %iter.check3444, label %search.compacted.body.2, !llvm.loop !87

iter.check3444:                                   ; preds = %search.compacted.body.2, %vec.epilog.middle.block3529, %middle.block3509
  %.lcssa2211 = phi i32 [ %6952, %vec.epilog.middle.block3529 ], [ %6945, %middle.block3509 ], [ %6956, %search.compacted.body.2 ]
  %weight344.2 = uitofp i32 %.lcssa2211 to float
  %6958 = fcmp oge float %weight344.2, %top_k319
  %6959 = select i1 %6958, i32 %candidate339.2, i32 %6926
  %candidate339.3 = or i32 %6959, 4096
  %min.iters.check3442 = icmp ult i64 %compacted.1, 8
  br i1 %min.iters.check3442, label %search.compacted.body.3.preheader, label %vector.main.loop.iter.check3446

vector.main.loop.iter.check3446:                  ; preds = %iter.check3444
  %min.iters.check3445 = icmp ult i64 %compacted.1, 32
  br i1 %min.iters.check3445, label %vec.epilog.ph3473, label %vector.ph3447

vector.ph3447:                                    ; preds = %vector.main.loop.iter.check3446
  %n.mod.vf3448 = and i64 %compacted.1, 24
  %n.vec3449 = and i64 %compacted.1, -32
  %6960 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.1.lcssa1717, i64 0
  %broadcast.splatinsert3450 = insertelement <8 x i32> poison, i32 %candidate339.3, i64 0
  %broadcast.splat3451 = shufflevector <8 x i32> %broadcast.splatinsert3450, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3452

vector.body3452:                                  ; preds = %vector.body3452, %vector.ph3447
  %index3453 = phi i64 [ 0, %vector.ph3447 ], [ %index.next3462, %vector.body3452 ]
  %vec.phi3454 = phi <8 x i32> [ %6960, %vector.ph3447 ], [ %6973, %vector.body3452 ]
  %vec.phi3455 = phi <8 x i32> [ zeroinitializer, %vector.ph3447 ], [ %6974, %vector.body3452 ]
  %vec.phi3456 = phi <8 x i32> [ zeroinitializer, %vector.ph3447 ], [ %6975, %vector.body3452 ]
  %vec.phi3457 = phi <8 x i32> [ zeroinitializer, %vector.ph3447 ], [ %6976, %vector.body3452 ]
  %6961 = getelementptr inbounds float, ptr %scratch, i64 %index3453
  %6962 = getelementptr inbounds nuw i8, ptr %6961, i64 32
  %6963 = getelementptr inbounds nuw i8, ptr %6961, i64 64
  %6964 = getelementptr inbounds nuw i8, ptr %6961, i64 96
  %wide.load3458 = load <8 x i32>, ptr %6961, align 4
  %wide.load3459 = load <8 x i32>, ptr %6962, align 4
  %wide.load3460 = load <8 x i32>, ptr %6963, align 4
  %wide.load3461 = load <8 x i32>, ptr %6964, align 4
  %6965 = icmp uge <8 x i32> %wide.load3458, %broadcast.splat3451
  %6966 = icmp uge <8 x i32> %wide.load3459, %broadcast.splat3451
  %6967 = icmp uge <8 x i32> %wide.load3460, %broadcast.splat3451
  %6968 = icmp uge <8 x i32> %wide.load3461, %broadcast.splat3451
  %6969 = zext <8 x i1> %6965 to <8 x i32>
  %6970 = zext <8 x i1> %6966 to <8 x i32>
  %6971 = zext <8 x i1> %6967 to <8 x i32>
  %6972 = zext <8 x i1> %6968 to <8 x i32>
  %6973 = add <8 x i32> %vec.phi3454, %6969
  %6974 = add <8 x i32> %vec.phi3455, %6970
  %6975 = add <8 x i32> %vec.phi3456, %6971
  %6976 = add <8 x i32> %vec.phi3457, %6972
  %index.next3462 = add nuw i64 %index3453, 32
  %6977 = icmp eq i64 %index.next3462, %n.vec3449
  br i1 %6977, label %middle.block3463, label %vector.body3452, !llvm.loop !88

middle.block3463:                                 ; preds = %vector.body3452
  %bin.rdx3464 = add <8 x i32> %6974, %6973
  %bin.rdx3465 = add <8 x i32> %6975, %bin.rdx3464
  %bin.rdx3466 = add <8 x i32> %6976, %bin.rdx3465
  %6978 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3466)
  %cmp.n3467 = icmp eq i64 %compacted.1, %n.vec3449
  br i1 %cmp.n3467, label %iter.check3398, label %vec.epilog.iter.check3471

vec.epilog.iter.check3471:                        ; preds = %middle.block3463
  %min.epilog.iters.check3472 = icmp eq i64 %n.mod.vf3448, 0
  br i1 %min.epilog.iters.check3472, label %search.compacted.body.3.preheader, label %vec.epilog.ph3473, !prof !30

vec.epilog.ph3473:                                ; preds = %vector.main.loop.iter.check3446, %vec.epilog.iter.check3471
  %vec.epilog.resume.val3468 = phi i64 [ %n.vec3449, %vec.epilog.iter.check3471 ], [ 0, %vector.main.loop.iter.check3446 ]
  %bc.merge.rdx3469 = phi i32 [ %6978, %vec.epilog.iter.check3471 ], [ %above_prefix.1.lcssa1717, %vector.main.loop.iter.check3446 ]
  %n.vec3475 = and i64 %compacted.1, -8
  %6979 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3469, i64 0
  %broadcast.splatinsert3476 = insertelement <8 x i32> poison, i32 %candidate339.3, i64 0
  %broadcast.splat3477 = shufflevector <8 x i32> %broadcast.splatinsert3476, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3478

vec.epilog.vector.body3478:                       ; preds = %vec.epilog.vector.body3478, %vec.epilog.ph3473
  %index3479 = phi i64 [ %vec.epilog.resume.val3468, %vec.epilog.ph3473 ], [ %index.next3482, %vec.epilog.vector.body3478 ]
  %vec.phi3480 = phi <8 x i32> [ %6979, %vec.epilog.ph3473 ], [ %6983, %vec.epilog.vector.body3478 ]
  %6980 = getelementptr inbounds float, ptr %scratch, i64 %index3479
  %wide.load3481 = load <8 x i32>, ptr %6980, align 4
  %6981 = icmp uge <8 x i32> %wide.load3481, %broadcast.splat3477
  %6982 = zext <8 x i1> %6981 to <8 x i32>
  %6983 = add <8 x i32> %vec.phi3480, %6982
  %index.next3482 = add nuw i64 %index3479, 8
  %6984 = icmp eq i64 %index.next3482, %n.vec3475
  br i1 %6984, label %vec.epilog.middle.block3483, label %vec.epilog.vector.body3478, !llvm.loop !89

vec.epilog.middle.block3483:                      ; preds = %vec.epilog.vector.body3478
  %6985 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %6983)
  %cmp.n3484 = icmp eq i64 %compacted.1, %n.vec3475
  br i1 %cmp.n3484, label %iter.check3398, label %search.compacted.body.3.preheader

search.compacted.body.3.preheader:                ; preds = %iter.check3444, %vec.epilog.iter.check3471, %vec.epilog.middle.block3483
  %search.compacted1222.3.ph = phi i64 [ 0, %iter.check3444 ], [ %n.vec3449, %vec.epilog.iter.check3471 ], [ %n.vec3475, %vec.epilog.middle.block3483 ]
  %search_count340.01221.3.ph = phi i32 [ %above_prefix.1.lcssa1717, %iter.check3444 ], [ %6978, %vec.epilog.iter.check3471 ], [ %6985, %vec.epilog.middle.block3483 ]
  br label %search.compacted.body.3

search.compacted.body.3:                          ; preds = %search.compacted.body.3.preheader, %search.compacted.body.3
  %search.compacted1222.3 = phi i64 [ %6990, %search.compacted.body.3 ], [ %search.compacted1222.3.ph, %search.compacted.body.3.preheader ]
  %search_count340.01221.3 = phi i32 [ %6989, %search.compacted.body.3 ], [ %search_count340.01221.3.ph, %search.compacted.body.3.preheader ]
  %6986 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1222.3
  %key341.3 = load i32, ptr %6986, align 4
  %6987 = icmp uge i32 %key341.3, %candidate339.3
  %6988 = zext i1 %6987 to i32
  %6989 = add i32 %search_count340.01221.3, %6988
  %6990 = add nuw i64 %search.compacted1222.3, 1
  %exitcond1533.3.not = icmp eq i64 %6990, %compacted.1
  br i1 %exitcond1533.3.not, label %iter.check3398, label %search.compacted.body.3, !llvm.loop !90

iter.check3398:                                   ; preds = %search.compacted.body.3, %vec.epilog.middle.block3483, %middle.block3463
  %.lcssa2212 = phi i32 [ %6985, %vec.epilog.middle.block3483 ], [ %6978, %middle.block3463 ], [ %6989, %search.compacted.body.3 ]
  %weight344.3 = uitofp i32 %.lcssa2212 to float
  %6991 = fcmp oge float %weight344.3, %top_k319
  %6992 = select i1 %6991, i32 %candidate339.3, i32 %6959
  %candidate339.4 = or i32 %6992, 2048
  %min.iters.check3396 = icmp ult i64 %compacted.1, 8
  br i1 %min.iters.check3396, label %search.compacted.body.4.preheader, label %vector.main.loop.iter.check3400

vector.main.loop.iter.check3400:                  ; preds = %iter.check3398
  %min.iters.check3399 = icmp ult i64 %compacted.1, 32
  br i1 %min.iters.check3399, label %vec.epilog.ph3427, label %vector.ph3401

vector.ph3401:                                    ; preds = %vector.main.loop.iter.check3400
  %n.mod.vf3402 = and i64 %compacted.1, 24
  %n.vec3403 = and i64 %compacted.1, -32
  %6993 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.1.lcssa1717, i64 0
  %broadcast.splatinsert3404 = insertelement <8 x i32> poison, i32 %candidate339.4, i64 0
  %broadcast.splat3405 = shufflevector <8 x i32> %broadcast.splatinsert3404, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3406

vector.body3406:                                  ; preds = %vector.body3406, %vector.ph3401
  %index3407 = phi i64 [ 0, %vector.ph3401 ], [ %index.next3416, %vector.body3406 ]
  %vec.phi3408 = phi <8 x i32> [ %6993, %vector.ph3401 ], [ %7006, %vector.body3406 ]
  %vec.phi3409 = phi <8 x i32> [ zeroinitializer, %vector.ph3401 ], [ %7007, %vector.body3406 ]
  %vec.phi3410 = phi <8 x i32> [ zeroinitializer, %vector.ph3401 ], [ %7008, %vector.body3406 ]
  %vec.phi3411 = phi <8 x i32> [ zeroinitializer, %vector.ph3401 ], [ %7009, %vector.body3406 ]
  %6994 = getelementptr inbounds float, ptr %scratch, i64 %index3407
  %6995 = getelementptr inbounds nuw i8, ptr %6994, i64 32
  %6996 = getelementptr inbounds nuw i8, ptr %6994, i64 64
  %6997 = getelementptr inbounds nuw i8, ptr %6994, i64 96
  %wide.load3412 = load <8 x i32>, ptr %6994, align 4
  %wide.load3413 = load <8 x i32>, ptr %6995, align 4
  %wide.load3414 = load <8 x i32>, ptr %6996, align 4
  %wide.load3415 = load <8 x i32>, ptr %6997, align 4
  %6998 = icmp uge <8 x i32> %wide.load3412, %broadcast.splat3405
  %6999 = icmp uge <8 x i32> %wide.load3413, %broadcast.splat3405
  %7000 = icmp uge <8 x i32> %wide.load3414, %broadcast.splat3405
  %7001 = icmp uge <8 x i32> %wide.load3415, %broadcast.splat3405
  %7002 = zext <8 x i1> %6998 to <8 x i32>
  %7003 = zext <8 x i1> %6999 to <8 x i32>
  %7004 = zext <8 x i1> %7000 to <8 x i32>
  %7005 = zext <8 x i1> %7001 to <8 x i32>
  %7006 = add <8 x i32> %vec.phi3408, %7002
  %7007 = add <8 x i32> %vec.phi3409, %7003
  %7008 = add <8 x i32> %vec.phi3410, %7004
  %7009 = add <8 x i32> %vec.phi3411, %7005
  %index.next3416 = add nuw i64 %index3407, 32
  %7010 = icmp eq i64 %index.next3416, %n.vec3403
  br i1 %7010, label %middle.block3417, label %vector.body3406, !llvm.loop !91

middle.block3417:                                 ; preds = %vector.body3406
  %bin.rdx3418 = add <8 x i32> %7007, %7006
  %bin.rdx3419 = add <8 x i32> %7008, %bin.rdx3418
  %bin.rdx3420 = add <8 x i32> %7009, %bin.rdx3419
  %7011 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3420)
  %cmp.n3421 = icmp eq i64 %compacted.1, %n.vec3403
  br i1 %cmp.n3421, label %iter.check3352, label %vec.epilog.iter.check3425

vec.epilog.iter.check3425:                        ; preds = %middle.block3417
  %min.epilog.iters.check3426 = icmp eq i64 %n.mod.vf3402, 0
  br i1 %min.epilog.iters.check3426, label %search.compacted.body.4.preheader, label %vec.epilog.ph3427, !prof !30

vec.epilog.ph3427:                                ; preds = %vector.main.loop.iter.check3400, %vec.epilog.iter.check3425
  %vec.epilog.resume.val3422 = phi i64 [ %n.vec3403, %vec.epilog.iter.check3425 ], [ 0, %vector.main.loop.iter.check3400 ]
  %bc.merge.rdx3423 = phi i32 [ %7011, %vec.epilog.iter.check3425 ], [ %above_prefix.1.lcssa1717, %vector.main.loop.iter.check3400 ]
  %n.vec3429 = and i64 %compacted.1, -8
  %7012 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3423, i64 0
  %broadcast.splatinsert3430 = insertelement <8 x i32> poison, i32 %candidate339.4, i64 0
  %broadcast.splat3431 = shufflevector <8 x i32> %broadcast.splatinsert3430, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3432

vec.epilog.vector.body3432:                       ; preds = %vec.epilog.vector.body3432, %vec.epilog.ph3427
  %index3433 = phi i64 [ %vec.epilog.resume.val3422, %vec.epilog.ph3427 ], [ %index.next3436, %vec.epilog.vector.body3432 ]
  %vec.phi3434 = phi <8 x i32> [ %7012, %vec.epilog.ph3427 ], [ %7016, %vec.epilog.vector.body3432 ]
  %7013 = getelementptr inbounds float, ptr %scratch, i64 %index3433
  %wide.load3435 = load <8 x i32>, ptr %7013, align 4
  %7014 = icmp uge <8 x i32> %wide.load3435, %broadcast.splat3431
  %7015 = zext <8 x i1> %7014 to <8 x i32>
  %7016 = add <8 x i32> %vec.phi3434, %7015
  %index.next3436 = add nuw i64 %index3433, 8
  %7017 = icmp eq i64 %index.next3436, %n.vec3429
  br i1 %7017, label %vec.epilog.middle.block3437, label %vec.epilog.vector.body3432, !llvm.loop !92

vec.epilog.middle.block3437:                      ; preds = %vec.epilog.vector.body3432
  %7018 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %7016)
  %cmp.n3438 = icmp eq i64 %compacted.1, %n.vec3429
  br i1 %cmp.n3438, label %iter.check3352, label %search.compacted.body.4.preheader

search.compacted.body.4.preheader:                ; preds = %iter.check3398, %vec.epilog.iter.check3425, %vec.epilog.middle.block3437
  %search.compacted1222.4.ph = phi i64 [ 0, %iter.check3398 ], [ %n.vec3403, %vec.epilog.iter.check3425 ], [ %n.vec3429, %vec.epilog.middle.block3437 ]
  %search_count340.01221.4.ph = phi i32 [ %above_prefix.1.lcssa1717, %iter.check3398 ], [ %7011, %vec.epilog.iter.check3425 ], [ %7018, %vec.epilog.middle.block3437 ]
  br label %search.compacted.body.4

search.compacted.body.4:                          ; preds = %search.compacted.body.4.preheader, %search.compacted.body.4
  %search.compacted1222.4 = phi i64 [ %7023, %search.compacted.body.4 ], [ %search.compacted1222.4.ph, %search.compacted.body.4.preheader ]
  %search_count340.01221.4 = phi i32 [ %7022, %search.compacted.body.4 ], [ %search_count340.01221.4.ph, %search.compacted.body.4.preheader ]
  %7019 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1222.4
  %key341.4 = load i32, ptr %7019, align 4
  %7020 = icmp uge i32 %key341.4, %candidate339.4
  %7021 = zext i1 %7020 to i32
  %7022 = add i32 %search_count340.01221.4, %7021
  %7023 = add nuw i64 %search.compacted1222.4, 1
  %exitcond1533.4.not = icmp eq i64 %7023, %compacted.1
  br i1 %exitcond1533.4.not, label %iter.check3352, label %search.compacted.body.4, !llvm.loop !93

iter.check3352:                                   ; preds = %search.compacted.body.4, %vec.epilog.middle.block3437, %middle.block3417
  %.lcssa2213 = phi i32 [ %7018, %vec.epilog.middle.block3437 ], [ %7011, %middle.block3417 ], [ %7022, %search.compacted.body.4 ]
  %weight344.4 = uitofp i32 %.lcssa2213 to float
  %7024 = fcmp oge float %weight344.4, %top_k319
  %7025 = select i1 %7024, i32 %candidate339.4, i32 %6992
  %candidate339.5 = or i32 %7025, 1024
  %min.iters.check3350 = icmp ult i64 %compacted.1, 8
  br i1 %min.iters.check3350, label %search.compacted.body.5.preheader, label %vector.main.loop.iter.check3354

vector.main.loop.iter.check3354:                  ; preds = %iter.check3352
  %min.iters.check3353 = icmp ult i64 %compacted.1, 32
  br i1 %min.iters.check3353, label %vec.epilog.ph3381, label %vector.ph3355

vector.ph3355:                                    ; preds = %vector.main.loop.iter.check3354
  %n.mod.vf3356 = and i64 %compacted.1, 24
  %n.vec3357 = and i64 %compacted.1, -32
  %7026 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.1.lcssa1717, i64 0
  %broadcast.splatinsert3358 = insertelement <8 x i32> poison, i32 %candidate339.5, i64 0
  %broadcast.splat3359 = shufflevector <8 x i32> %broadcast.splatinsert3358, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3360

vector.body3360:                                  ; preds = %vector.body3360, %vector.ph3355
  %index3361 = phi i64 [ 0, %vector.ph3355 ], [ %index.next3370, %vector.body3360 ]
  %vec.phi3362 = phi <8 x i32> [ %7026, %vector.ph3355 ], [ %7039, %vector.body3360 ]
  %vec.phi3363 = phi <8 x i32> [ zeroinitializer, %vector.ph3355 ], [ %7040, %vector.body3360 ]
  %vec.phi3364 = phi <8 x i32> [ zeroinitializer, %vector.ph3355 ], [ %7041, %vector.body3360 ]
  %vec.phi3365 = phi <8 x i32> [ zeroinitializer, %vector.ph3355 ], [ %7042, %vector.body3360 ]
  %7027 = getelementptr inbounds float, ptr %scratch, i64 %index3361
  %7028 = getelementptr inbounds nuw i8, ptr %7027, i64 32
  %7029 = getelementptr inbounds nuw i8, ptr %7027, i64 64
  %7030 = getelementptr inbounds nuw i8, ptr %7027, i64 96
  %wide.load3366 = load <8 x i32>, ptr %7027, align 4
  %wide.load3367 = load <8 x i32>, ptr %7028, align 4
  %wide.load3368 = load <8 x i32>, ptr %7029, align 4
  %wide.load3369 = load <8 x i32>, ptr %7030, align 4
  %7031 = icmp uge <8 x i32> %wide.load3366, %broadcast.splat3359
  %7032 = icmp uge <8 x i32> %wide.load3367, %broadcast.splat3359
  %7033 = icmp uge <8 x i32> %wide.load3368, %broadcast.splat3359
  %7034 = icmp uge <8 x i32> %wide.load3369, %broadcast.splat3359
  %7035 = zext <8 x i1> %7031 to <8 x i32>
  %7036 = zext <8 x i1> %7032 to <8 x i32>
  %7037 = zext <8 x i1> %7033 to <8 x i32>
  %7038 = zext <8 x i1> %7034 to <8 x i32>
  %7039 = add <8 x i32> %vec.phi3362, %7035
  %7040 = add <8 x i32> %vec.phi3363, %7036
  %7041 = add <8 x i32> %vec.phi3364, %7037
  %7042 = add <8 x i32> %vec.phi3365, %7038
  %index.next3370 = add nuw i64 %index3361, 32
  %7043 = icmp eq i64 %index.next3370, %n.vec3357
  br i1 %7043, label %middle.block3371, label %vector.body3360, !llvm.loop !94

middle.block3371:                                 ; preds = %vector.body3360
  %bin.rdx3372 = add <8 x i32> %7040, %7039
  %bin.rdx3373 = add <8 x i32> %7041, %bin.rdx3372
  %bin.rdx3374 = add <8 x i32> %7042, %bin.rdx3373
  %7044 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3374)
  %cmp.n3375 = icmp eq i64 %compacted.1, %n.vec3357
  br i1 %cmp.n3375, label %iter.check3306, label %vec.epilog.iter.check3379

vec.epilog.iter.check3379:                        ; preds = %middle.block3371
  %min.epilog.iters.check3380 = icmp eq i64 %n.mod.vf3356, 0
  br i1 %min.epilog.iters.check3380, label %search.compacted.body.5.preheader, label %vec.epilog.ph3381, !prof !30

vec.epilog.ph3381:                                ; preds = %vector.main.loop.iter.check3354, %vec.epilog.iter.check3379
  %vec.epilog.resume.val3376 = phi i64 [ %n.vec3357, %vec.epilog.iter.check3379 ], [ 0, %vector.main.loop.iter.check3354 ]
  %bc.merge.rdx3377 = phi i32 [ %7044, %vec.epilog.iter.check3379 ], [ %above_prefix.1.lcssa1717, %vector.main.loop.iter.check3354 ]
  %n.vec3383 = and i64 %compacted.1, -8
  %7045 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3377, i64 0
  %broadcast.splatinsert3384 = insertelement <8 x i32> poison, i32 %candidate339.5, i64 0
  %broadcast.splat3385 = shufflevector <8 x i32> %broadcast.splatinsert3384, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3386

vec.epilog.vector.body3386:                       ; preds = %vec.epilog.vector.body3386, %vec.epilog.ph3381
  %index3387 = phi i64 [ %vec.epilog.resume.val3376, %vec.epilog.ph3381 ], [ %index.next3390, %vec.epilog.vector.body3386 ]
  %vec.phi3388 = phi <8 x i32> [ %7045, %vec.epilog.ph3381 ], [ %7049, %vec.epilog.vector.body3386 ]
  %7046 = getelementptr inbounds float, ptr %scratch, i64 %index3387
  %wide.load3389 = load <8 x i32>, ptr %7046, align 4
  %7047 = icmp uge <8 x i32> %wide.load3389, %broadcast.splat3385
  %7048 = zext <8 x i1> %7047 to <8 x i32>
  %7049 = add <8 x i32> %vec.phi3388, %7048
  %index.next3390 = add nuw i64 %index3387, 8
  %7050 = icmp eq i64 %index.next3390, %n.vec3383
  br i1 %7050, label %vec.epilog.middle.block3391, label %vec.epilog.vector.body3386, !llvm.loop !95

vec.epilog.middle.block3391:                      ; preds = %vec.epilog.vector.body3386
  %7051 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %7049)
  %cmp.n3392 = icmp eq i64 %compacted.1, %n.vec3383
  br i1 %cmp.n3392, label %iter.check3306, label %search.compacted.body.5.preheader

search.compacted.body.5.preheader:                ; preds = %iter.check3352, %vec.epilog.iter.check3379, %vec.epilog.middle.block3391
  %search.compacted1222.5.ph = phi i64 [ 0, %iter.check3352 ], [ %n.vec3357, %vec.epilog.iter.check3379 ], [ %n.vec3383, %vec.epilog.middle.block3391 ]
  %search_count340.01221.5.ph = phi i32 [ %above_prefix.1.lcssa1717, %iter.check3352 ], [ %7044, %vec.epilog.iter.check3379 ], [ %7051, %vec.epilog.middle.block3391 ]
  br label %search.compacted.body.5

search.compacted.body.5:                          ; preds = %search.compacted.body.5.preheader, %search.compacted.body.5
  %search.compacted1222.5 = phi i64 [ %7056, %search.compacted.body.5 ], [ %search.compacted1222.5.ph, %search.compacted.body.5.preheader ]
  %search_count340.01221.5 = phi i32 [ %7055, %search.compacted.body.5 ], [ %search_count340.01221.5.ph, %search.compacted.body.5.preheader ]
  %7052 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1222.5
  %key341.5 = load i32, ptr %7052, align 4
  %7053 = icmp uge i32 %key341.5, %candidate339.5
  %7054 = zext i1 %7053 to i32
  %7055 = add i32 %search_count340.01221.5, %7054
  %7056 = add nuw i64 %search.compacted1222.5, 1
  %exitcond1533.5.not = icmp eq i64 %7056, %compacted.1
  br i1 %exitcond1533.5.not, label %iter.check3306, label %search.compacted.body.5, !llvm.loop !96

iter.check3306:                                   ; preds = %search.compacted.body.5, %vec.epilog.middle.block3391, %middle.block3371
  %.lcssa2214 = phi i32 [ %7051, %vec.epilog.middle.block3391 ], [ %7044, %middle.block3371 ], [ %7055, %search.compacted.body.5 ]
  %weight344.5 = uitofp i32 %.lcssa2214 to float
  %7057 = fcmp oge float %weight344.5, %top_k319
  %7058 = select i1 %7057, i32 %candidate339.5, i32 %7025
  %candidate339.6 = or i32 %7058, 512
  %min.iters.check3304 = icmp ult i64 %compacted.1, 8
  br i1 %min.iters.check3304, label %search.compacted.body.6.preheader, label %vector.main.loop.iter.check3308

vector.main.loop.iter.check3308:                  ; preds = %iter.check3306
  %min.iters.check3307 = icmp ult i64 %compacted.1, 32
  br i1 %min.iters.check3307, label %vec.epilog.ph3335, label %vector.ph3309

vector.ph3309:                                    ; preds = %vector.main.loop.iter.check3308
  %n.mod.vf3310 = and i64 %compacted.1, 24
  %n.vec3311 = and i64 %compacted.1, -32
  %7059 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.1.lcssa1717, i64 0
  %broadcast.splatinsert3312 = insertelement <8 x i32> poison, i32 %candidate339.6, i64 0
  %broadcast.splat3313 = shufflevector <8 x i32> %broadcast.splatinsert3312, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3314

vector.body3314:                                  ; preds = %vector.body3314, %vector.ph3309
  %index3315 = phi i64 [ 0, %vector.ph3309 ], [ %index.next3324, %vector.body3314 ]
  %vec.phi3316 = phi <8 x i32> [ %7059, %vector.ph3309 ], [ %7072, %vector.body3314 ]
  %vec.phi3317 = phi <8 x i32> [ zeroinitializer, %vector.ph3309 ], [ %7073, %vector.body3314 ]
  %vec.phi3318 = phi <8 x i32> [ zeroinitializer, %vector.ph3309 ], [ %7074, %vector.body3314 ]
  %vec.phi3319 = phi <8 x i32> [ zeroinitializer, %vector.ph3309 ], [ %7075, %vector.body3314 ]
  %7060 = getelementptr inbounds float, ptr %scratch, i64 %index3315
  %7061 = getelementptr inbounds nuw i8, ptr %7060, i64 32
  %7062 = getelementptr inbounds nuw i8, ptr %7060, i64 64
  %7063 = getelementptr inbounds nuw i8, ptr %7060, i64 96
  %wide.load3320 = load <8 x i32>, ptr %7060, align 4
  %wide.load3321 = load <8 x i32>, ptr %7061, align 4
  %wide.load3322 = load <8 x i32>, ptr %7062, align 4
  %wide.load3323 = load <8 x i32>, ptr %7063, align 4
  %7064 = icmp uge <8 x i32> %wide.load3320, %broadcast.splat3313
  %7065 = icmp uge <8 x i32> %wide.load3321, %broadcast.splat3313
  %7066 = icmp uge <8 x i32> %wide.load3322, %broadcast.splat3313
  %7067 = icmp uge <8 x i32> %wide.load3323, %broadcast.splat3313
  %7068 = zext <8 x i1> %7064 to <8 x i32>
  %7069 = zext <8 x i1> %7065 to <8 x i32>
  %7070 = zext <8 x i1> %7066 to <8 x i32>
  %7071 = zext <8 x i1> %7067 to <8 x i32>
  %7072 = add <8 x i32> %vec.phi3316, %7068
  %7073 = add <8 x i32> %vec.phi3317, %7069
  %7074 = add <8 x i32> %vec.phi3318, %7070
  %7075 = add <8 x i32> %vec.phi3319, %7071
  %index.next3324 = add nuw i64 %index3315, 32
  %7076 = icmp eq i64 %index.next3324, %n.vec3311
  br i1 %7076, label %middle.block3325, label %vector.body3314, !llvm.loop !97

middle.block3325:                                 ; preds = %vector.body3314
  %bin.rdx3326 = add <8 x i32> %7073, %7072
  %bin.rdx3327 = add <8 x i32> %7074, %bin.rdx3326
  %bin.rdx3328 = add <8 x i32> %7075, %bin.rdx3327
  %7077 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3328)
  %cmp.n3329 = icmp eq i64 %compacted.1, %n.vec3311
  br i1 %cmp.n3329, label %iter.check3259, label %vec.epilog.iter.check3333

vec.epilog.iter.check3333:                        ; preds = %middle.block3325
  %min.epilog.iters.check3334 = icmp eq i64 %n.mod.vf3310, 0
  br i1 %min.epilog.iters.check3334, label %search.compacted.body.6.preheader, label %vec.epilog.ph3335, !prof !30

vec.epilog.ph3335:                                ; preds = %vector.main.loop.iter.check3308, %vec.epilog.iter.check3333
  %vec.epilog.resume.val3330 = phi i64 [ %n.vec3311, %vec.epilog.iter.check3333 ], [ 0, %vector.main.loop.iter.check3308 ]
  %bc.merge.rdx3331 = phi i32 [ %7077, %vec.epilog.iter.check3333 ], [ %above_prefix.1.lcssa1717, %vector.main.loop.iter.check3308 ]
  %n.vec3337 = and i64 %compacted.1, -8
  %7078 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3331, i64 0
  %broadcast.splatinsert3338 = insertelement <8 x i32> poison, i32 %candidate339.6, i64 0
  %broadcast.splat3339 = shufflevector <8 x i32> %broadcast.splatinsert3338, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3340

vec.epilog.vector.body3340:                       ; preds = %vec.epilog.vector.body3340, %vec.epilog.ph3335
  %index3341 = phi i64 [ %vec.epilog.resume.val3330, %vec.epilog.ph3335 ], [ %index.next3344, %vec.epilog.vector.body3340 ]
  %vec.phi3342 = phi <8 x i32> [ %7078, %vec.epilog.ph3335 ], [ %7082, %vec.epilog.vector.body3340 ]
  %7079 = getelementptr inbounds float, ptr %scratch, i64 %index3341
  %wide.load3343 = load <8 x i32>, ptr %7079, align 4
  %7080 = icmp uge <8 x i32> %wide.load3343, %broadcast.splat3339
  %7081 = zext <8 x i1> %7080 to <8 x i32>
  %7082 = add <8 x i32> %vec.phi3342, %7081
  %index.next3344 = add nuw i64 %index3341, 8
  %7083 = icmp eq i64 %index.next3344, %n.vec3337
  br i1 %7083, label %vec.epilog.middle.block3345, label %vec.epilog.vector.body3340, !llvm.loop !98

vec.epilog.middle.block3345:                      ; preds = %vec.epilog.vector.body3340
  %7084 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %7082)
  %cmp.n3346 = icmp eq i64 %compacted.1, %n.vec3337
  br i1 %cmp.n3346, label %iter.check3259, label %search.compacted.body.6.preheader

search.compacted.body.6.preheader:                ; preds = %iter.check3306, %vec.epilog.iter.check3333, %vec.epilog.middle.block3345
  %search.compacted1222.6.ph = phi i64 [ 0, %iter.check3306 ], [ %n.vec3311, %vec.epilog.iter.check3333 ], [ %n.vec3337, %vec.epilog.middle.block3345 ]
  %search_count340.01221.6.ph = phi i32 [ %above_prefix.1.lcssa1717, %iter.check3306 ], [ %7077, %vec.epilog.iter.check3333 ], [ %7084, %vec.epilog.middle.block3345 ]
  br label %search.compacted.body.6

search.compacted.body.6:                          ; preds = %search.compacted.body.6.preheader, %search.compacted.body.6
  %search.compacted1222.6 = phi i64 [ %7089, %search.compacted.body.6 ], [ %search.compacted1222.6.ph, %search.compacted.body.6.preheader ]
  %search_count340.01221.6 = phi i32 [ %7088, %search.compacted.body.6 ], [ %search_count340.01221.6.ph, %search.compacted.body.6.preheader ]
  %7085 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1222.6
  %key341.6 = load i32, ptr %7085, align 4
  %7086 = icmp uge i32 %key341.6, %candidate339.6
  %7087 = zext i1 %7086 to i32
  %7088 = add i32 %search_count340.01221.6, %7087
  %7089 = add nuw i64 %search.compacted1222.6, 1
  %exitcond1533.6.not = icmp eq i64 %7089, %compacted.1
  br i1 %exitcond1533.6.not, label %iter.check3259, label %search.compacted.body.6, !llvm.loop !99

iter.check3259:                                   ; preds = %search.compacted.body.6, %vec.epilog.middle.block3345, %middle.block3325
  %.lcssa2215 = phi i32 [ %7084, %vec.epilog.middle.block3345 ], [ %7077, %middle.block3325 ], [ %7088, %search.compacted.body.6 ]
  %weight344.6 = uitofp i32 %.lcssa2215 to float
  %7090 = fcmp oge float %weight344.6, %top_k319
  %7091 = select i1 %7090, i32 %candidate339.6, i32 %7058
  %candidate339.7 = or i32 %7091, 256
  %min.iters.check3257 = icmp ult i64 %compacted.1, 8
  br i1 %min.iters.check3257, label %search.compacted.body.7.preheader, label %vector.main.loop.iter.check3261

vector.main.loop.iter.check3261:                  ; preds = %iter.check3259
  %min.iters.check3260 = icmp ult i64 %compacted.1, 32
  br i1 %min.iters.check3260, label %vec.epilog.ph3288, label %vector.ph3262

vector.ph3262:                                    ; preds = %vector.main.loop.iter.check3261
  %n.mod.vf3263 = and i64 %compacted.1, 24
  %n.vec3264 = and i64 %compacted.1, -32
  %7092 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.1.lcssa1717, i64 0
  %broadcast.splatinsert3265 = insertelement <8 x i32> poison, i32 %candidate339.7, i64 0
  %broadcast.splat3266 = shufflevector <8 x i32> %broadcast.splatinsert3265, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3267

vector.body3267:                                  ; preds = %vector.body3267, %vector.ph3262
  %index3268 = phi i64 [ 0, %vector.ph3262 ], [ %index.next3277, %vector.body3267 ]
  %vec.phi3269 = phi <8 x i32> [ %7092, %vector.ph3262 ], [ %7105, %vector.body3267 ]
  %vec.phi3270 = phi <8 x i32> [ zeroinitializer, %vector.ph3262 ], [ %7106, %vector.body3267 ]
  %vec.phi3271 = phi <8 x i32> [ zeroinitializer, %vector.ph3262 ], [ %7107, %vector.body3267 ]
  %vec.phi3272 = phi <8 x i32> [ zeroinitializer, %vector.ph3262 ], [ %7108, %vector.body3267 ]
  %7093 = getelementptr inbounds float, ptr %scratch, i64 %index3268
  %7094 = getelementptr inbounds nuw i8, ptr %7093, i64 32
  %7095 = getelementptr inbounds nuw i8, ptr %7093, i64 64
  %7096 = getelementptr inbounds nuw i8, ptr %7093, i64 96
  %wide.load3273 = load <8 x i32>, ptr %7093, align 4
  %wide.load3274 = load <8 x i32>, ptr %7094, align 4
  %wide.load3275 = load <8 x i32>, ptr %7095, align 4
  %wide.load3276 = load <8 x i32>, ptr %7096, align 4
  %7097 = icmp uge <8 x i32> %wide.load3273, %broadcast.splat3266
  %7098 = icmp uge <8 x i32> %wide.load3274, %broadcast.splat3266
  %7099 = icmp uge <8 x i32> %wide.load3275, %broadcast.splat3266
  %7100 = icmp uge <8 x i32> %wide.load3276, %broadcast.splat3266
  %7101 = zext <8 x i1> %7097 to <8 x i32>
  %7102 = zext <8 x i1> %7098 to <8 x i32>
  %7103 = zext <8 x i1> %7099 to <8 x i32>
  %7104 = zext <8 x i1> %7100 to <8 x i32>
  %7105 = add <8 x i32> %vec.phi3269, %7101
  %7106 = add <8 x i32> %vec.phi3270, %7102
  %7107 = add <8 x i32> %vec.phi3271, %7103
  %7108 = add <8 x i32> %vec.phi3272, %7104
  %index.next3277 = add nuw i64 %index3268, 32
  %7109 = icmp eq i64 %index.next3277, %n.vec3264
  br i1 %7109, label %middle.block3278, label %vector.body3267, !llvm.loop !100

middle.block3278:                                 ; preds = %vector.body3267
  %bin.rdx3279 = add <8 x i32> %7106, %7105
  %bin.rdx3280 = add <8 x i32> %7107, %bin.rdx3279
  %bin.rdx3281 = add <8 x i32> %7108, %bin.rdx3280
  %7110 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3281)
  %cmp.n3282 = icmp eq i64 %compacted.1, %n.vec3264
  br i1 %cmp.n3282, label %iter.check3213, label %vec.epilog.iter.check3286

vec.epilog.iter.check3286:                        ; preds = %middle.block3278
  %min.epilog.iters.check3287 = icmp eq i64 %n.mod.vf3263, 0
  br i1 %min.epilog.iters.check3287, label %search.compacted.body.7.preheader, label %vec.epilog.ph3288, !prof !30

vec.epilog.ph3288:                                ; preds = %vector.main.loop.iter.check3261, %vec.epilog.iter.check3286
  %vec.epilog.resume.val3283 = phi i64 [ %n.vec3264, %vec.epilog.iter.check3286 ], [ 0, %vector.main.loop.iter.check3261 ]
  %bc.merge.rdx3284 = phi i32 [ %7110, %vec.epilog.iter.check3286 ], [ %above_prefix.1.lcssa1717, %vector.main.loop.iter.check3261 ]
  %n.vec3290 = and i64 %compacted.1, -8
  %7111 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3284, i64 0
  %broadcast.splatinsert3291 = insertelement <8 x i32> poison, i32 %candidate339.7, i64 0
  %broadcast.splat3292 = shufflevector <8 x i32> %broadcast.splatinsert3291, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3293

vec.epilog.vector.body3293:                       ; preds = %vec.epilog.vector.body3293, %vec.epilog.ph3288
  %index3295 = phi i64 [ %vec.epilog.resume.val3283, %vec.epilog.ph3288 ], [ %index.next3298, %vec.epilog.vector.body3293 ]
  %vec.phi3296 = phi <8 x i32> [ %7111, %vec.epilog.ph3288 ], [ %7115, %vec.epilog.vector.body3293 ]
  %7112 = getelementptr inbounds float, ptr %scratch, i64 %index3295
  %wide.load3297 = load <8 x i32>, ptr %7112, align 4
  %7113 = icmp uge <8 x i32> %wide.load3297, %broadcast.splat3292
  %7114 = zext <8 x i1> %7113 to <8 x i32>
  %7115 = add <8 x i32> %vec.phi3296, %7114
  %index.next3298 = add nuw i64 %index3295, 8
  %7116 = icmp eq i64 %index.next3298, %n.vec3290
  br i1 %7116, label %vec.epilog.middle.block3299, label %vec.epilog.vector.body3293, !llvm.loop !101

vec.epilog.middle.block3299:                      ; preds = %vec.epilog.vector.body3293
  %7117 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %7115)
  %cmp.n3300 = icmp eq i64 %compacted.1, %n.vec3290
  br i1 %cmp.n3300, label %iter.check3213, label %search.compacted.body.7.preheader

search.compacted.body.7.preheader:                ; preds = %iter.check3259, %vec.epilog.iter.check3286, %vec.epilog.middle.block3299
  %search.compacted1222.7.ph = phi i64 [ 0, %iter.check3259 ], [ %n.vec3264, %vec.epilog.iter.check3286 ], [ %n.vec3290, %vec.epilog.middle.block3299 ]
  %search_count340.01221.7.ph = phi i32 [ %above_prefix.1.lcssa1717, %iter.check3259 ], [ %7110, %vec.epilog.iter.check3286 ], [ %7117, %vec.epilog.middle.block3299 ]
  br label %search.compacted.body.7

search.compacted.body.7:                          ; preds = %search.compacted.body.7.preheader, %search.compacted.body.7
  %search.compacted1222.7 = phi i64 [ %7122, %search.compacted.body.7 ], [ %search.compacted1222.7.ph, %search.compacted.body.7.preheader ]
  %search_count340.01221.7 = phi i32 [ %7121, %search.compacted.body.7 ], [ %search_count340.01221.7.ph, %search.compacted.body.7.preheader ]
  %7118 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1222.7
  %key341.7 = load i32, ptr %7118, align 4
  %7119 = icmp uge i32 %key341.7, %candidate339.7
  %7120 = zext i1 %7119 to i32
  %7121 = add i32 %search_count340.01221.7, %7120
  %7122 = add nuw i64 %search.compacted1222.7, 1
  %exitcond1533.7.not = icmp eq i64 %7122, %compacted.1
  br i1 %exitcond1533.7.not, label %iter.check3213, label %search.compacted.body.7, !llvm.loop !102

iter.check3213:                                   ; preds = %search.compacted.body.7, %vec.epilog.middle.block3299, %middle.block3278
  %.lcssa2216 = phi i32 [ %7117, %vec.epilog.middle.block3299 ], [ %7110, %middle.block3278 ], [ %7121, %search.compacted.body.7 ]
  %weight344.7 = uitofp i32 %.lcssa2216 to float
  %7123 = fcmp oge float %weight344.7, %top_k319
  %7124 = select i1 %7123, i32 %candidate339.7, i32 %7091
  %candidate339.8 = or i32 %7124, 128
  %min.iters.check3211 = icmp ult i64 %compacted.1, 8
  br i1 %min.iters.check3211, label %search.compacted.body.8.preheader, label %vector.main.loop.iter.check3215

vector.main.loop.iter.check3215:                  ; preds = %iter.check3213
  %min.iters.check3214 = icmp ult i64 %compacted.1, 32
  br i1 %min.iters.check3214, label %vec.epilog.ph3242, label %vector.ph3216

vector.ph3216:                                    ; preds = %vector.main.loop.iter.check3215
  %n.mod.vf3217 = and i64 %compacted.1, 24
  %n.vec3218 = and i64 %compacted.1, -32
  %7125 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.1.lcssa1717, i64 0
  %broadcast.splatinsert3219 = insertelement <8 x i32> poison, i32 %candidate339.8, i64 0
  %broadcast.splat3220 = shufflevector <8 x i32> %broadcast.splatinsert3219, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3221

vector.body3221:                                  ; preds = %vector.body3221, %vector.ph3216
  %index3222 = phi i64 [ 0, %vector.ph3216 ], [ %index.next3231, %vector.body3221 ]
  %vec.phi3223 = phi <8 x i32> [ %7125, %vector.ph3216 ], [ %7138, %vector.body3221 ]
  %vec.phi3224 = phi <8 x i32> [ zeroinitializer, %vector.ph3216 ], [ %7139, %vector.body3221 ]
  %vec.phi3225 = phi <8 x i32> [ zeroinitializer, %vector.ph3216 ], [ %7140, %vector.body3221 ]
  %vec.phi3226 = phi <8 x i32> [ zeroinitializer, %vector.ph3216 ], [ %7141, %vector.body3221 ]
  %7126 = getelementptr inbounds float, ptr %scratch, i64 %index3222
  %7127 = getelementptr inbounds nuw i8, ptr %7126, i64 32
  %7128 = getelementptr inbounds nuw i8, ptr %7126, i64 64
  %7129 = getelementptr inbounds nuw i8, ptr %7126, i64 96
  %wide.load3227 = load <8 x i32>, ptr %7126, align 4
  %wide.load3228 = load <8 x i32>, ptr %7127, align 4
  %wide.load3229 = load <8 x i32>, ptr %7128, align 4
  %wide.load3230 = load <8 x i32>, ptr %7129, align 4
  %7130 = icmp uge <8 x i32> %wide.load3227, %broadcast.splat3220
  %7131 = icmp uge <8 x i32> %wide.load3228, %broadcast.splat3220
  %7132 = icmp uge <8 x i32> %wide.load3229, %broadcast.splat3220
  %7133 = icmp uge <8 x i32> %wide.load3230, %broadcast.splat3220
  %7134 = zext <8 x i1> %7130 to <8 x i32>
  %7135 = zext <8 x i1> %7131 to <8 x i32>
  %7136 = zext <8 x i1> %7132 to <8 x i32>
  %7137 = zext <8 x i1> %7133 to <8 x i32>
  %7138 = add <8 x i32> %vec.phi3223, %7134
  %7139 = add <8 x i32> %vec.phi3224, %7135
  %7140 = add <8 x i32> %vec.phi3225, %7136
  %7141 = add <8 x i32> %vec.phi3226, %7137
  %index.next3231 = add nuw i64 %index3222, 32
  %7142 = icmp eq i64 %index.next3231, %n.vec3218
  br i1 %7142, label %middle.block3232, label %vector.body3221, !llvm.loop !103

middle.block3232:                                 ; preds = %vector.body3221
  %bin.rdx3233 = add <8 x i32> %7139, %7138
  %bin.rdx3234 = add <8 x i32> %7140, %bin.rdx3233
  %bin.rdx3235 = add <8 x i32> %7141, %bin.rdx3234
  %7143 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3235)
  %cmp.n3236 = icmp eq i64 %compacted.1, %n.vec3218
  br i1 %cmp.n3236, label %iter.check3167, label %vec.epilog.iter.check3240

vec.epilog.iter.check3240:                        ; preds = %middle.block3232
  %min.epilog.iters.check3241 = icmp eq i64 %n.mod.vf3217, 0
  br i1 %min.epilog.iters.check3241, label %search.compacted.body.8.preheader, label %vec.epilog.ph3242, !prof !30

vec.epilog.ph3242:                                ; preds = %vector.main.loop.iter.check3215, %vec.epilog.iter.check3240
  %vec.epilog.resume.val3237 = phi i64 [ %n.vec3218, %vec.epilog.iter.check3240 ], [ 0, %vector.main.loop.iter.check3215 ]
  %bc.merge.rdx3238 = phi i32 [ %7143, %vec.epilog.iter.check3240 ], [ %above_prefix.1.lcssa1717, %vector.main.loop.iter.check3215 ]
  %n.vec3244 = and i64 %compacted.1, -8
  %7144 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3238, i64 0
  %broadcast.splatinsert3245 = insertelement <8 x i32> poison, i32 %candidate339.8, i64 0
  %broadcast.splat3246 = shufflevector <8 x i32> %broadcast.splatinsert3245, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3247

vec.epilog.vector.body3247:                       ; preds = %vec.epilog.vector.body3247, %vec.epilog.ph3242
  %index3248 = phi i64 [ %vec.epilog.resume.val3237, %vec.epilog.ph3242 ], [ %index.next3251, %vec.epilog.vector.body3247 ]
  %vec.phi3249 = phi <8 x i32> [ %7144, %vec.epilog.ph3242 ], [ %7148, %vec.epilog.vector.body3247 ]
  %7145 = getelementptr inbounds float, ptr %scratch, i64 %index3248
  %wide.load3250 = load <8 x i32>, ptr %7145, align 4
  %7146 = icmp uge <8 x i32> %wide.load3250, %broadcast.splat3246
  %7147 = zext <8 x i1> %7146 to <8 x i32>
  %7148 = add <8 x i32> %vec.phi3249, %7147
  %index.next3251 = add nuw i64 %index3248, 8
  %7149 = icmp eq i64 %index.next3251, %n.vec3244
  br i1 %7149, label %vec.epilog.middle.block3252, label %vec.epilog.vector.body3247, !llvm.loop !104

vec.epilog.middle.block3252:                      ; preds = %vec.epilog.vector.body3247
  %7150 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %7148)
  %cmp.n3253 = icmp eq i64 %compacted.1, %n.vec3244
  br i1 %cmp.n3253, label %iter.check3167, label %search.compacted.body.8.preheader

search.compacted.body.8.preheader:                ; preds = %iter.check3213, %vec.epilog.iter.check3240, %vec.epilog.middle.block3252
  %search.compacted1222.8.ph = phi i64 [ 0, %iter.check3213 ], [ %n.vec3218, %vec.epilog.iter.check3240 ], [ %n.vec3244, %vec.epilog.middle.block3252 ]
  %search_count340.01221.8.ph = phi i32 [ %above_prefix.1.lcssa1717, %iter.check3213 ], [ %7143, %vec.epilog.iter.check3240 ], [ %7150, %vec.epilog.middle.block3252 ]
  br label %search.compacted.body.8

search.compacted.body.8:                          ; preds = %search.compacted.body.8.preheader, %search.compacted.body.8
  %search.compacted1222.8 = phi i64 [ %7155, %search.compacted.body.8 ], [ %search.compacted1222.8.ph, %search.compacted.body.8.preheader ]
  %search_count340.01221.8 = phi i32 [ %7154, %search.compacted.body.8 ], [ %search_count340.01221.8.ph, %search.compacted.body.8.preheader ]
  %7151 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1222.8
  %key341.8 = load i32, ptr %7151, align 4
  %7152 = icmp uge i32 %key341.8, %candidate339.8
  %7153 = zext i1 %7152 to i32
  %7154 = add i32 %search_count340.01221.8, %7153
  %7155 = add nuw i64 %search.compacted1222.8, 1
  %exitcond1533.8.not = icmp eq i64 %7155, %compacted.1
  br i1 %exitcond1533.8.not, label %iter.check3167, label %search.compacted.body.8, !llvm.loop !105

iter.check3167:                                   ; preds = %search.compacted.body.8, %vec.epilog.middle.block3252, %middle.block3232
  %.lcssa2217 = phi i32 [ %7150, %vec.epilog.middle.block3252 ], [ %7143, %middle.block3232 ], [ %7154, %search.compacted.body.8 ]
  %weight344.8 = uitofp i32 %.lcssa2217 to float
  %7156 = fcmp oge float %weight344.8, %top_k319
  %7157 = select i1 %7156, i32 %candidate339.8, i32 %7124
  %candidate339.9 = or i32 %7157, 64
  %min.iters.check3165 = icmp ult i64 %compacted.1, 8
  br i1 %min.iters.check3165, label %search.compacted.body.9.preheader, label %vector.main.loop.iter.check3169

vector.main.loop.iter.check3169:                  ; preds = %iter.check3167
  %min.iters.check3168 = icmp ult i64 %compacted.1, 32
  br i1 %min.iters.check3168, label %vec.epilog.ph3196, label %vector.ph3170

vector.ph3170:                                    ; preds = %vector.main.loop.iter.check3169
  %n.mod.vf3171 = and i64 %compacted.1, 24
  %n.vec3172 = and i64 %compacted.1, -32
  %7158 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.1.lcssa1717, i64 0
  %broadcast.splatinsert3173 = insertelement <8 x i32> poison, i32 %candidate339.9, i64 0
  %broadcast.splat3174 = shufflevector <8 x i32> %broadcast.splatinsert3173, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3175

vector.body3175:                                  ; preds = %vector.body3175, %vector.ph3170
  %index3176 = phi i64 [ 0, %vector.ph3170 ], [ %index.next3185, %vector.body3175 ]
  %vec.phi3177 = phi <8 x i32> [ %7158, %vector.ph3170 ], [ %7171, %vector.body3175 ]
  %vec.phi3178 = phi <8 x i32> [ zeroinitializer, %vector.ph3170 ], [ %7172, %vector.body3175 ]
  %vec.phi3179 = phi <8 x i32> [ zeroinitializer, %vector.ph3170 ], [ %7173, %vector.body3175 ]
  %vec.phi3180 = phi <8 x i32> [ zeroinitializer, %vector.ph3170 ], [ %7174, %vector.body3175 ]
  %7159 = getelementptr inbounds float, ptr %scratch, i64 %index3176
  %7160 = getelementptr inbounds nuw i8, ptr %7159, i64 32
  %7161 = getelementptr inbounds nuw i8, ptr %7159, i64 64
  %7162 = getelementptr inbounds nuw i8, ptr %7159, i64 96
  %wide.load3181 = load <8 x i32>, ptr %7159, align 4
  %wide.load3182 = load <8 x i32>, ptr %7160, align 4
  %wide.load3183 = load <8 x i32>, ptr %7161, align 4
  %wide.load3184 = load <8 x i32>, ptr %7162, align 4
  %7163 = icmp uge <8 x i32> %wide.load3181, %broadcast.splat3174
  %7164 = icmp uge <8 x i32> %wide.load3182, %broadcast.splat3174
  %7165 = icmp uge <8 x i32> %wide.load3183, %broadcast.splat3174
  %7166 = icmp uge <8 x i32> %wide.load3184, %broadcast.splat3174
  %7167 = zext <8 x i1> %7163 to <8 x i32>
  %7168 = zext <8 x i1> %7164 to <8 x i32>
  %7169 = zext <8 x i1> %7165 to <8 x i32>
  %7170 = zext <8 x i1> %7166 to <8 x i32>
  %7171 = add <8 x i32> %vec.phi3177, %7167
  %7172 = add <8 x i32> %vec.phi3178, %7168
  %7173 = add <8 x i32> %vec.phi3179, %7169
  %7174 = add <8 x i32> %vec.phi3180, %7170
  %index.next3185 = add nuw i64 %index3176, 32
  %7175 = icmp eq i64 %index.next3185, %n.vec3172
  br i1 %7175, label %middle.block3186, label %vector.body3175, !llvm.loop !106

middle.block3186:                                 ; preds = %vector.body3175
  %bin.rdx3187 = add <8 x i32> %7172, %7171
  %bin.rdx3188 = add <8 x i32> %7173, %bin.rdx3187
  %bin.rdx3189 = add <8 x i32> %7174, %bin.rdx3188
  %7176 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3189)
  %cmp.n3190 = icmp eq i64 %compacted.1, %n.vec3172
  br i1 %cmp.n3190, label %iter.check3121, label %vec.epilog.iter.check3194

vec.epilog.iter.check3194:                        ; preds = %middle.block3186
  %min.epilog.iters.check3195 = icmp eq i64 %n.mod.vf3171, 0
  br i1 %min.epilog.iters.check3195, label %search.compacted.body.9.preheader, label %vec.epilog.ph3196, !prof !30

vec.epilog.ph3196:                                ; preds = %vector.main.loop.iter.check3169, %vec.epilog.iter.check3194
  %vec.epilog.resume.val3191 = phi i64 [ %n.vec3172, %vec.epilog.iter.check3194 ], [ 0, %vector.main.loop.iter.check3169 ]
  %bc.merge.rdx3192 = phi i32 [ %7176, %vec.epilog.iter.check3194 ], [ %above_prefix.1.lcssa1717, %vector.main.loop.iter.check3169 ]
  %n.vec3198 = and i64 %compacted.1, -8
  %7177 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3192, i64 0
  %broadcast.splatinsert3199 = insertelement <8 x i32> poison, i32 %candidate339.9, i64 0
  %broadcast.splat3200 = shufflevector <8 x i32> %broadcast.splatinsert3199, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3201

vec.epilog.vector.body3201:                       ; preds = %vec.epilog.vector.body3201, %vec.epilog.ph3196
  %index3202 = phi i64 [ %vec.epilog.resume.val3191, %vec.epilog.ph3196 ], [ %index.next3205, %vec.epilog.vector.body3201 ]
  %vec.phi3203 = phi <8 x i32> [ %7177, %vec.epilog.ph3196 ], [ %7181, %vec.epilog.vector.body3201 ]
  %7178 = getelementptr inbounds float, ptr %scratch, i64 %index3202
  %wide.load3204 = load <8 x i32>, ptr %7178, align 4
  %7179 = icmp uge <8 x i32> %wide.load3204, %broadcast.splat3200
  %7180 = zext <8 x i1> %7179 to <8 x i32>
  %7181 = add <8 x i32> %vec.phi3203, %7180
  %index.next3205 = add nuw i64 %index3202, 8
  %7182 = icmp eq i64 %index.next3205, %n.vec3198
  br i1 %7182, label %vec.epilog.middle.block3206, label %vec.epilog.vector.body3201, !llvm.loop !107

vec.epilog.middle.block3206:                      ; preds = %vec.epilog.vector.body3201
  %7183 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %7181)
  %cmp.n3207 = icmp eq i64 %compacted.1, %n.vec3198
  br i1 %cmp.n3207, label %iter.check3121, label %search.compacted.body.9.preheader

search.compacted.body.9.preheader:                ; preds = %iter.check3167, %vec.epilog.iter.check3194, %vec.epilog.middle.block3206
  %search.compacted1222.9.ph = phi i64 [ 0, %iter.check3167 ], [ %n.vec3172, %vec.epilog.iter.check3194 ], [ %n.vec3198, %vec.epilog.middle.block3206 ]
  %search_count340.01221.9.ph = phi i32 [ %above_prefix.1.lcssa1717, %iter.check3167 ], [ %7176, %vec.epilog.iter.check3194 ], [ %7183, %vec.epilog.middle.block3206 ]
  br label %search.compacted.body.9

search.compacted.body.9:                          ; preds = %search.compacted.body.9.preheader, %search.compacted.body.9
  %search.compacted1222.9 = phi i64 [ %7188, %search.compacted.body.9 ], [ %search.compacted1222.9.ph, %search.compacted.body.9.preheader ]
  %search_count340.01221.9 = phi i32 [ %7187, %search.compacted.body.9 ], [ %search_count340.01221.9.ph, %search.compacted.body.9.preheader ]
  %7184 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1222.9
  %key341.9 = load i32, ptr %7184, align 4
  %7185 = icmp uge i32 %key341.9, %candidate339.9
  %7186 = zext i1 %7185 to i32
  %7187 = add i32 %search_count340.01221.9, %7186
  %7188 = add nuw i64 %search.compacted1222.9, 1
  %exitcond1533.9.not = icmp eq i64 %7188, %compacted.1
  br i1 %exitcond1533.9.not, label %iter.check3121, label %search.compacted.body.9, !llvm.loop !108

iter.check3121:                                   ; preds = %search.compacted.body.9, %vec.epilog.middle.block3206, %middle.block3186
  %.lcssa2218 = phi i32 [ %7183, %vec.epilog.middle.block3206 ], [ %7176, %middle.block3186 ], [ %7187, %search.compacted.body.9 ]
  %weight344.9 = uitofp i32 %.lcssa2218 to float
  %7189 = fcmp oge float %weight344.9, %top_k319
  %7190 = select i1 %7189, i32 %candidate339.9, i32 %7157
  %candidate339.10 = or i32 %7190, 32
  %min.iters.check3119 = icmp ult i64 %compacted.1, 8
  br i1 %min.iters.check3119, label %search.compacted.body.10.preheader, label %vector.main.loop.iter.check3123

vector.main.loop.iter.check3123:                  ; preds = %iter.check3121
  %min.iters.check3122 = icmp ult i64 %compacted.1, 32
  br i1 %min.iters.check3122, label %vec.epilog.ph3150, label %vector.ph3124

vector.ph3124:                                    ; preds = %vector.main.loop.iter.check3123
  %n.mod.vf3125 = and i64 %compacted.1, 24
  %n.vec3126 = and i64 %compacted.1, -32
  %7191 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.1.lcssa1717, i64 0
  %broadcast.splatinsert3127 = insertelement <8 x i32> poison, i32 %candidate339.10, i64 0
  %broadcast.splat3128 = shufflevector <8 x i32> %broadcast.splatinsert3127, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3129

vector.body3129:                                  ; preds = %vector.body3129, %vector.ph3124
  %index3130 = phi i64 [ 0, %vector.ph3124 ], [ %index.next3139, %vector.body3129 ]
  %vec.phi3131 = phi <8 x i32> [ %7191, %vector.ph3124 ], [ %7204, %vector.body3129 ]
  %vec.phi3132 = phi <8 x i32> [ zeroinitializer, %vector.ph3124 ], [ %7205, %vector.body3129 ]
  %vec.phi3133 = phi <8 x i32> [ zeroinitializer, %vector.ph3124 ], [ %7206, %vector.body3129 ]
  %vec.phi3134 = phi <8 x i32> [ zeroinitializer, %vector.ph3124 ], [ %7207, %vector.body3129 ]
  %7192 = getelementptr inbounds float, ptr %scratch, i64 %index3130
  %7193 = getelementptr inbounds nuw i8, ptr %7192, i64 32
  %7194 = getelementptr inbounds nuw i8, ptr %7192, i64 64
  %7195 = getelementptr inbounds nuw i8, ptr %7192, i64 96
  %wide.load3135 = load <8 x i32>, ptr %7192, align 4
  %wide.load3136 = load <8 x i32>, ptr %7193, align 4
  %wide.load3137 = load <8 x i32>, ptr %7194, align 4
  %wide.load3138 = load <8 x i32>, ptr %7195, align 4
  %7196 = icmp uge <8 x i32> %wide.load3135, %broadcast.splat3128
  %7197 = icmp uge <8 x i32> %wide.load3136, %broadcast.splat3128
  %7198 = icmp uge <8 x i32> %wide.load3137, %broadcast.splat3128
  %7199 = icmp uge <8 x i32> %wide.load3138, %broadcast.splat3128
  %7200 = zext <8 x i1> %7196 to <8 x i32>
  %7201 = zext <8 x i1> %7197 to <8 x i32>
  %7202 = zext <8 x i1> %7198 to <8 x i32>
  %7203 = zext <8 x i1> %7199 to <8 x i32>
  %7204 = add <8 x i32> %vec.phi3131, %7200
  %7205 = add <8 x i32> %vec.phi3132, %7201
  %7206 = add <8 x i32> %vec.phi3133, %7202
  %7207 = add <8 x i32> %vec.phi3134, %7203
  %index.next3139 = add nuw i64 %index3130, 32
  %7208 = icmp eq i64 %index.next3139, %n.vec3126
  br i1 %7208, label %middle.block3140, label %vector.body3129, !llvm.loop !109

middle.block3140:                                 ; preds = %vector.body3129
  %bin.rdx3141 = add <8 x i32> %7205, %7204
  %bin.rdx3142 = add <8 x i32> %7206, %bin.rdx3141
  %bin.rdx3143 = add <8 x i32> %7207, %bin.rdx3142
  %7209 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3143)
  %cmp.n3144 = icmp eq i64 %compacted.1, %n.vec3126
  br i1 %cmp.n3144, label %iter.check3075, label %vec.epilog.iter.check3148

vec.epilog.iter.check3148:                        ; preds = %middle.block3140
  %min.epilog.iters.check3149 = icmp eq i64 %n.mod.vf3125, 0
  br i1 %min.epilog.iters.check3149, label %search.compacted.body.10.preheader, label %vec.epilog.ph3150, !prof !30

vec.epilog.ph3150:                                ; preds = %vector.main.loop.iter.check3123, %vec.epilog.iter.check3148
  %vec.epilog.resume.val3145 = phi i64 [ %n.vec3126, %vec.epilog.iter.check3148 ], [ 0, %vector.main.loop.iter.check3123 ]
  %bc.merge.rdx3146 = phi i32 [ %7209, %vec.epilog.iter.check3148 ], [ %above_prefix.1.lcssa1717, %vector.main.loop.iter.check3123 ]
  %n.vec3152 = and i64 %compacted.1, -8
  %7210 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3146, i64 0
  %broadcast.splatinsert3153 = insertelement <8 x i32> poison, i32 %candidate339.10, i64 0
  %broadcast.splat3154 = shufflevector <8 x i32> %broadcast.splatinsert3153, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3155

vec.epilog.vector.body3155:                       ; preds = %vec.epilog.vector.body3155, %vec.epilog.ph3150
  %index3156 = phi i64 [ %vec.epilog.resume.val3145, %vec.epilog.ph3150 ], [ %index.next3159, %vec.epilog.vector.body3155 ]
  %vec.phi3157 = phi <8 x i32> [ %7210, %vec.epilog.ph3150 ], [ %7214, %vec.epilog.vector.body3155 ]
  %7211 = getelementptr inbounds float, ptr %scratch, i64 %index3156
  %wide.load3158 = load <8 x i32>, ptr %7211, align 4
  %7212 = icmp uge <8 x i32> %wide.load3158, %broadcast.splat3154
  %7213 = zext <8 x i1> %7212 to <8 x i32>
  %7214 = add <8 x i32> %vec.phi3157, %7213
  %index.next3159 = add nuw i64 %index3156, 8
  %7215 = icmp eq i64 %index.next3159, %n.vec3152
  br i1 %7215, label %vec.epilog.middle.block3160, label %vec.epilog.vector.body3155, !llvm.loop !110

vec.epilog.middle.block3160:                      ; preds = %vec.epilog.vector.body3155
  %7216 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %7214)
  %cmp.n3161 = icmp eq i64 %compacted.1, %n.vec3152
  br i1 %cmp.n3161, label %iter.check3075, label %search.compacted.body.10.preheader

search.compacted.body.10.preheader:               ; preds = %iter.check3121, %vec.epilog.iter.check3148, %vec.epilog.middle.block3160
  %search.compacted1222.10.ph = phi i64 [ 0, %iter.check3121 ], [ %n.vec3126, %vec.epilog.iter.check3148 ], [ %n.vec3152, %vec.epilog.middle.block3160 ]
  %search_count340.01221.10.ph = phi i32 [ %above_prefix.1.lcssa1717, %iter.check3121 ], [ %7209, %vec.epilog.iter.check3148 ], [ %7216, %vec.epilog.middle.block3160 ]
  br label %search.compacted.body.10

search.compacted.body.10:                         ; preds = %search.compacted.body.10.preheader, %search.compacted.body.10
  %search.compacted1222.10 = phi i64 [ %7221, %search.compacted.body.10 ], [ %search.compacted1222.10.ph, %search.compacted.body.10.preheader ]
  %search_count340.01221.10 = phi i32 [ %7220, %search.compacted.body.10 ], [ %search_count340.01221.10.ph, %search.compacted.body.10.preheader ]
  %7217 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1222.10
  %key341.10 = load i32, ptr %7217, align 4
  %7218 = icmp uge i32 %key341.10, %candidate339.10
  %7219 = zext i1 %7218 to i32
  %7220 = add i32 %search_count340.01221.10, %7219
  %7221 = add nuw i64 %search.compacted1222.10, 1
  %exitcond1533.10.not = icmp eq i64 %7221, %compacted.1
  br i1 %exitcond1533.10.not, label %iter.check3075, label %search.compacted.body.10, !llvm.loop !111

iter.check3075:                                   ; preds = %search.compacted.body.10, %vec.epilog.middle.block3160, %middle.block3140
  %.lcssa2219 = phi i32 [ %7216, %vec.epilog.middle.block3160 ], [ %7209, %middle.block3140 ], [ %7220, %search.compacted.body.10 ]
  %weight344.10 = uitofp i32 %.lcssa2219 to float
  %7222 = fcmp oge float %weight344.10, %top_k319
  %7223 = select i1 %7222, i32 %candidate339.10, i32 %7190
  %candidate339.11 = or i32 %7223, 16
  %min.iters.check3073 = icmp ult i64 %compacted.1, 8
  br i1 %min.iters.check3073, label %search.compacted.body.11.preheader, label %vector.main.loop.iter.check3077

vector.main.loop.iter.check3077:                  ; preds = %iter.check3075
  %min.iters.check3076 = icmp ult i64 %compacted.1, 32
  br i1 %min.iters.check3076, label %vec.epilog.ph3104, label %vector.ph3078

vector.ph3078:                                    ; preds = %vector.main.loop.iter.check3077
  %n.mod.vf3079 = and i64 %compacted.1, 24
  %n.vec3080 = and i64 %compacted.1, -32
  %7224 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.1.lcssa1717, i64 0
  %broadcast.splatinsert3081 = insertelement <8 x i32> poison, i32 %candidate339.11, i64 0
  %broadcast.splat3082 = shufflevector <8 x i32> %broadcast.splatinsert3081, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3083

vector.body3083:                                  ; preds = %vector.body3083, %vector.ph3078
  %index3084 = phi i64 [ 0, %vector.ph3078 ], [ %index.next3093, %vector.body3083 ]
  %vec.phi3085 = phi <8 x i32> [ %7224, %vector.ph3078 ], [ %7237, %vector.body3083 ]
  %vec.phi3086 = phi <8 x i32> [ zeroinitializer, %vector.ph3078 ], [ %7238, %vector.body3083 ]
  %vec.phi3087 = phi <8 x i32> [ zeroinitializer, %vector.ph3078 ], [ %7239, %vector.body3083 ]
  %vec.phi3088 = phi <8 x i32> [ zeroinitializer, %vector.ph3078 ], [ %7240, %vector.body3083 ]
  %7225 = getelementptr inbounds float, ptr %scratch, i64 %index3084
  %7226 = getelementptr inbounds nuw i8, ptr %7225, i64 32
  %7227 = getelementptr inbounds nuw i8, ptr %7225, i64 64
  %7228 = getelementptr inbounds nuw i8, ptr %7225, i64 96
  %wide.load3089 = load <8 x i32>, ptr %7225, align 4
  %wide.load3090 = load <8 x i32>, ptr %7226, align 4
  %wide.load3091 = load <8 x i32>, ptr %7227, align 4
  %wide.load3092 = load <8 x i32>, ptr %7228, align 4
  %7229 = icmp uge <8 x i32> %wide.load3089, %broadcast.splat3082
  %7230 = icmp uge <8 x i32> %wide.load3090, %broadcast.splat3082
  %7231 = icmp uge <8 x i32> %wide.load3091, %broadcast.splat3082
  %7232 = icmp uge <8 x i32> %wide.load3092, %broadcast.splat3082
  %7233 = zext <8 x i1> %7229 to <8 x i32>
  %7234 = zext <8 x i1> %7230 to <8 x i32>
  %7235 = zext <8 x i1> %7231 to <8 x i32>
  %7236 = zext <8 x i1> %7232 to <8 x i32>
  %7237 = add <8 x i32> %vec.phi3085, %7233
  %7238 = add <8 x i32> %vec.phi3086, %7234
  %7239 = add <8 x i32> %vec.phi3087, %7235
  %7240 = add <8 x i32> %vec.phi3088, %7236
  %index.next3093 = add nuw i64 %index3084, 32
  %7241 = icmp eq i64 %index.next3093, %n.vec3080
  br i1 %7241, label %middle.block3094, label %vector.body3083, !llvm.loop !112

middle.block3094:                                 ; preds = %vector.body3083
  %bin.rdx3095 = add <8 x i32> %7238, %7237
  %bin.rdx3096 = add <8 x i32> %7239, %bin.rdx3095
  %bin.rdx3097 = add <8 x i32> %7240, %bin.rdx3096
  %7242 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3097)
  %cmp.n3098 = icmp eq i64 %compacted.1, %n.vec3080
  br i1 %cmp.n3098, label %iter.check3029, label %vec.epilog.iter.check3102

vec.epilog.iter.check3102:                        ; preds = %middle.block3094
  %min.epilog.iters.check3103 = icmp eq i64 %n.mod.vf3079, 0
  br i1 %min.epilog.iters.check3103, label %search.compacted.body.11.preheader, label %vec.epilog.ph3104, !prof !30

vec.epilog.ph3104:                                ; preds = %vector.main.loop.iter.check3077, %vec.epilog.iter.check3102
  %vec.epilog.resume.val3099 = phi i64 [ %n.vec3080, %vec.epilog.iter.check3102 ], [ 0, %vector.main.loop.iter.check3077 ]
  %bc.merge.rdx3100 = phi i32 [ %7242, %vec.epilog.iter.check3102 ], [ %above_prefix.1.lcssa1717, %vector.main.loop.iter.check3077 ]
  %n.vec3106 = and i64 %compacted.1, -8
  %7243 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3100, i64 0
  %broadcast.splatinsert3107 = insertelement <8 x i32> poison, i32 %candidate339.11, i64 0
  %broadcast.splat3108 = shufflevector <8 x i32> %broadcast.splatinsert3107, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3109

vec.epilog.vector.body3109:                       ; preds = %vec.epilog.vector.body3109, %vec.epilog.ph3104
  %index3110 = phi i64 [ %vec.epilog.resume.val3099, %vec.epilog.ph3104 ], [ %index.next3113, %vec.epilog.vector.body3109 ]
  %vec.phi3111 = phi <8 x i32> [ %7243, %vec.epilog.ph3104 ], [ %7247, %vec.epilog.vector.body3109 ]
  %7244 = getelementptr inbounds float, ptr %scratch, i64 %index3110
  %wide.load3112 = load <8 x i32>, ptr %7244, align 4
  %7245 = icmp uge <8 x i32> %wide.load3112, %broadcast.splat3108
  %7246 = zext <8 x i1> %7245 to <8 x i32>
  %7247 = add <8 x i32> %vec.phi3111, %7246
  %index.next3113 = add nuw i64 %index3110, 8
  %7248 = icmp eq i64 %index.next3113, %n.vec3106
  br i1 %7248, label %vec.epilog.middle.block3114, label %vec.epilog.vector.body3109, !llvm.loop !113

vec.epilog.middle.block3114:                      ; preds = %vec.epilog.vector.body3109
  %7249 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %7247)
  %cmp.n3115 = icmp eq i64 %compacted.1, %n.vec3106
  br i1 %cmp.n3115, label %iter.check3029, label %search.compacted.body.11.preheader

search.compacted.body.11.preheader:               ; preds = %iter.check3075, %vec.epilog.iter.check3102, %vec.epilog.middle.block3114
  %search.compacted1222.11.ph = phi i64 [ 0, %iter.check3075 ], [ %n.vec3080, %vec.epilog.iter.check3102 ], [ %n.vec3106, %vec.epilog.middle.block3114 ]
  %search_count340.01221.11.ph = phi i32 [ %above_prefix.1.lcssa1717, %iter.check3075 ], [ %7242, %vec.epilog.iter.check3102 ], [ %7249, %vec.epilog.middle.block3114 ]
  br label %search.compacted.body.11

search.compacted.body.11:                         ; preds = %search.compacted.body.11.preheader, %search.compacted.body.11
  %search.compacted1222.11 = phi i64 [ %7254, %search.compacted.body.11 ], [ %search.compacted1222.11.ph, %search.compacted.body.11.preheader ]
  %search_count340.01221.11 = phi i32 [ %7253, %search.compacted.body.11 ], [ %search_count340.01221.11.ph, %search.compacted.body.11.preheader ]
  %7250 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1222.11
  %key341.11 = load i32, ptr %7250, align 4
  %7251 = icmp uge i32 %key341.11, %candidate339.11
  %7252 = zext i1 %7251 to i32
  %7253 = add i32 %search_count340.01221.11, %7252
  %7254 = add nuw i64 %search.compacted1222.11, 1
  %exitcond1533.11.not = icmp eq i64 %7254, %compacted.1
  br i1 %exitcond1533.11.not, label %iter.check3029, label %search.compacted.body.11, !llvm.loop !114

iter.check3029:                                   ; preds = %search.compacted.body.11, %vec.epilog.middle.block3114, %middle.block3094
  %.lcssa2220 = phi i32 [ %7249, %vec.epilog.middle.block3114 ], [ %7242, %middle.block3094 ], [ %7253, %search.compacted.body.11 ]
  %weight344.11 = uitofp i32 %.lcssa2220 to float
  %7255 = fcmp oge float %weight344.11, %top_k319
  %7256 = select i1 %7255, i32 %candidate339.11, i32 %7223
  %candidate339.12 = or i32 %7256, 8
  %min.iters.check3027 = icmp ult i64 %compacted.1, 8
  br i1 %min.iters.check3027, label %search.compacted.body.12.preheader, label %vector.main.loop.iter.check3031

vector.main.loop.iter.check3031:                  ; preds = %iter.check3029
  %min.iters.check3030 = icmp ult i64 %compacted.1, 32
  br i1 %min.iters.check3030, label %vec.epilog.ph3058, label %vector.ph3032

vector.ph3032:                                    ; preds = %vector.main.loop.iter.check3031
  %n.mod.vf3033 = and i64 %compacted.1, 24
  %n.vec3034 = and i64 %compacted.1, -32
  %7257 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.1.lcssa1717, i64 0
  %broadcast.splatinsert3035 = insertelement <8 x i32> poison, i32 %candidate339.12, i64 0
  %broadcast.splat3036 = shufflevector <8 x i32> %broadcast.splatinsert3035, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body3037

vector.body3037:                                  ; preds = %vector.body3037, %vector.ph3032
  %index3038 = phi i64 [ 0, %vector.ph3032 ], [ %index.next3047, %vector.body3037 ]
  %vec.phi3039 = phi <8 x i32> [ %7257, %vector.ph3032 ], [ %7270, %vector.body3037 ]
  %vec.phi3040 = phi <8 x i32> [ zeroinitializer, %vector.ph3032 ], [ %7271, %vector.body3037 ]
  %vec.phi3041 = phi <8 x i32> [ zeroinitializer, %vector.ph3032 ], [ %7272, %vector.body3037 ]
  %vec.phi3042 = phi <8 x i32> [ zeroinitializer, %vector.ph3032 ], [ %7273, %vector.body3037 ]
  %7258 = getelementptr inbounds float, ptr %scratch, i64 %index3038
  %7259 = getelementptr inbounds nuw i8, ptr %7258, i64 32
  %7260 = getelementptr inbounds nuw i8, ptr %7258, i64 64
  %7261 = getelementptr inbounds nuw i8, ptr %7258, i64 96
  %wide.load3043 = load <8 x i32>, ptr %7258, align 4
  %wide.load3044 = load <8 x i32>, ptr %7259, align 4
  %wide.load3045 = load <8 x i32>, ptr %7260, align 4
  %wide.load3046 = load <8 x i32>, ptr %7261, align 4
  %7262 = icmp uge <8 x i32> %wide.load3043, %broadcast.splat3036
  %7263 = icmp uge <8 x i32> %wide.load3044, %broadcast.splat3036
  %7264 = icmp uge <8 x i32> %wide.load3045, %broadcast.splat3036
  %7265 = icmp uge <8 x i32> %wide.load3046, %broadcast.splat3036
  %7266 = zext <8 x i1> %7262 to <8 x i32>
  %7267 = zext <8 x i1> %7263 to <8 x i32>
  %7268 = zext <8 x i1> %7264 to <8 x i32>
  %7269 = zext <8 x i1> %7265 to <8 x i32>
  %7270 = add <8 x i32> %vec.phi3039, %7266
  %7271 = add <8 x i32> %vec.phi3040, %7267
  %7272 = add <8 x i32> %vec.phi3041, %7268
  %7273 = add <8 x i32> %vec.phi3042, %7269
  %index.next3047 = add nuw i64 %index3038, 32
  %7274 = icmp eq i64 %index.next3047, %n.vec3034
  br i1 %7274, label %middle.block3048, label %vector.body3037, !llvm.loop !115

middle.block3048:                                 ; preds = %vector.body3037
  %bin.rdx3049 = add <8 x i32> %7271, %7270
  %bin.rdx3050 = add <8 x i32> %7272, %bin.rdx3049
  %bin.rdx3051 = add <8 x i32> %7273, %bin.rdx3050
  %7275 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3051)
  %cmp.n3052 = icmp eq i64 %compacted.1, %n.vec3034
  br i1 %cmp.n3052, label %iter.check2983, label %vec.epilog.iter.check3056

vec.epilog.iter.check3056:                        ; preds = %middle.block3048
  %min.epilog.iters.check3057 = icmp eq i64 %n.mod.vf3033, 0
  br i1 %min.epilog.iters.check3057, label %search.compacted.body.12.preheader, label %vec.epilog.ph3058, !prof !30

vec.epilog.ph3058:                                ; preds = %vector.main.loop.iter.check3031, %vec.epilog.iter.check3056
  %vec.epilog.resume.val3053 = phi i64 [ %n.vec3034, %vec.epilog.iter.check3056 ], [ 0, %vector.main.loop.iter.check3031 ]
  %bc.merge.rdx3054 = phi i32 [ %7275, %vec.epilog.iter.check3056 ], [ %above_prefix.1.lcssa1717, %vector.main.loop.iter.check3031 ]
  %n.vec3060 = and i64 %compacted.1, -8
  %7276 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3054, i64 0
  %broadcast.splatinsert3061 = insertelement <8 x i32> poison, i32 %candidate339.12, i64 0
  %broadcast.splat3062 = shufflevector <8 x i32> %broadcast.splatinsert3061, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3063

vec.epilog.vector.body3063:                       ; preds = %vec.epilog.vector.body3063, %vec.epilog.ph3058
  %index3064 = phi i64 [ %vec.epilog.resume.val3053, %vec.epilog.ph3058 ], [ %index.next3067, %vec.epilog.vector.body3063 ]
  %vec.phi3065 = phi <8 x i32> [ %7276, %vec.epilog.ph3058 ], [ %7280, %vec.epilog.vector.body3063 ]
  %7277 = getelementptr inbounds float, ptr %scratch, i64 %index3064
  %wide.load3066 = load <8 x i32>, ptr %7277, align 4
  %7278 = icmp uge <8 x i32> %wide.load3066, %broadcast.splat3062
  %7279 = zext <8 x i1> %7278 to <8 x i32>
  %7280 = add <8 x i32> %vec.phi3065, %7279
  %index.next3067 = add nuw i64 %index3064, 8
  %7281 = icmp eq i64 %index.next3067, %n.vec3060
  br i1 %7281, label %vec.epilog.middle.block3068, label %vec.epilog.vector.body3063, !llvm.loop !116

vec.epilog.middle.block3068:                      ; preds = %vec.epilog.vector.body3063
  %7282 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %7280)
  %cmp.n3069 = icmp eq i64 %compacted.1, %n.vec3060
  br i1 %cmp.n3069, label %iter.check2983, label %search.compacted.body.12.preheader

search.compacted.body.12.preheader:               ; preds = %iter.check3029, %vec.epilog.iter.check3056, %vec.epilog.middle.block3068
  %search.compacted1222.12.ph = phi i64 [ 0, %iter.check3029 ], [ %n.vec3034, %vec.epilog.iter.check3056 ], [ %n.vec3060, %vec.epilog.middle.block3068 ]
  %search_count340.01221.12.ph = phi i32 [ %above_prefix.1.lcssa1717, %iter.check3029 ], [ %7275, %vec.epilog.iter.check3056 ], [ %7282, %vec.epilog.middle.block3068 ]
  br label %search.compacted.body.12

search.compacted.body.12:                         ; preds = %search.compacted.body.12.preheader, %search.compacted.body.12
  %search.compacted1222.12 = phi i64 [ %7287, %search.compacted.body.12 ], [ %search.compacted1222.12.ph, %search.compacted.body.12.preheader ]
  %search_count340.01221.12 = phi i32 [ %7286, %search.compacted.body.12 ], [ %search_count340.01221.12.ph, %search.compacted.body.12.preheader ]
  %7283 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1222.12
  %key341.12 = load i32, ptr %7283, align 4
  %7284 = icmp uge i32 %key341.12, %candidate339.12
  %7285 = zext i1 %7284 to i32
  %7286 = add i32 %search_count340.01221.12, %7285
  %7287 = add nuw i64 %search.compacted1222.12, 1
  %exitcond1533.12.not = icmp eq i64 %7287, %compacted.1
  br i1 %exitcond1533.12.not, label %iter.check2983, label %search.compacted.body.12, !llvm.loop !117

iter.check2983:                                   ; preds = %search.compacted.body.12, %vec.epilog.middle.block3068, %middle.block3048
  %.lcssa2221 = phi i32 [ %7282, %vec.epilog.middle.block3068 ], [ %7275, %middle.block3048 ], [ %7286, %search.compacted.body.12 ]
  %weight344.12 = uitofp i32 %.lcssa2221 to float
  %7288 = fcmp oge float %weight344.12, %top_k319
  %7289 = select i1 %7288, i32 %candidate339.12, i32 %7256
  %candidate339.13 = or i32 %7289, 4
  %min.iters.check2981 = icmp ult i64 %compacted.1, 8
  br i1 %min.iters.check2981, label %search.compacted.body.13.preheader, label %vector.main.loop.iter.check2985

vector.main.loop.iter.check2985:                  ; preds = %iter.check2983
  %min.iters.check2984 = icmp ult i64 %compacted.1, 32
  br i1 %min.iters.check2984, label %vec.epilog.ph3012, label %vector.ph2986

vector.ph2986:                                    ; preds = %vector.main.loop.iter.check2985
  %n.mod.vf2987 = and i64 %compacted.1, 24
  %n.vec2988 = and i64 %compacted.1, -32
  %7290 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.1.lcssa1717, i64 0
  %broadcast.splatinsert2989 = insertelement <8 x i32> poison, i32 %candidate339.13, i64 0
  %broadcast.splat2990 = shufflevector <8 x i32> %broadcast.splatinsert2989, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body2991

vector.body2991:                                  ; preds = %vector.body2991, %vector.ph2986
  %index2992 = phi i64 [ 0, %vector.ph2986 ], [ %index.next3001, %vector.body2991 ]
  %vec.phi2993 = phi <8 x i32> [ %7290, %vector.ph2986 ], [ %7303, %vector.body2991 ]
  %vec.phi2994 = phi <8 x i32> [ zeroinitializer, %vector.ph2986 ], [ %7304, %vector.body2991 ]
  %vec.phi2995 = phi <8 x i32> [ zeroinitializer, %vector.ph2986 ], [ %7305, %vector.body2991 ]
  %vec.phi2996 = phi <8 x i32> [ zeroinitializer, %vector.ph2986 ], [ %7306, %vector.body2991 ]
  %7291 = getelementptr inbounds float, ptr %scratch, i64 %index2992
  %7292 = getelementptr inbounds nuw i8, ptr %7291, i64 32
  %7293 = getelementptr inbounds nuw i8, ptr %7291, i64 64
  %7294 = getelementptr inbounds nuw i8, ptr %7291, i64 96
  %wide.load2997 = load <8 x i32>, ptr %7291, align 4
  %wide.load2998 = load <8 x i32>, ptr %7292, align 4
  %wide.load2999 = load <8 x i32>, ptr %7293, align 4
  %wide.load3000 = load <8 x i32>, ptr %7294, align 4
  %7295 = icmp uge <8 x i32> %wide.load2997, %broadcast.splat2990
  %7296 = icmp uge <8 x i32> %wide.load2998, %broadcast.splat2990
  %7297 = icmp uge <8 x i32> %wide.load2999, %broadcast.splat2990
  %7298 = icmp uge <8 x i32> %wide.load3000, %broadcast.splat2990
  %7299 = zext <8 x i1> %7295 to <8 x i32>
  %7300 = zext <8 x i1> %7296 to <8 x i32>
  %7301 = zext <8 x i1> %7297 to <8 x i32>
  %7302 = zext <8 x i1> %7298 to <8 x i32>
  %7303 = add <8 x i32> %vec.phi2993, %7299
  %7304 = add <8 x i32> %vec.phi2994, %7300
  %7305 = add <8 x i32> %vec.phi2995, %7301
  %7306 = add <8 x i32> %vec.phi2996, %7302
  %index.next3001 = add nuw i64 %index2992, 32
  %7307 = icmp eq i64 %index.next3001, %n.vec2988
  br i1 %7307, label %middle.block3002, label %vector.body2991, !llvm.loop !118

middle.block3002:                                 ; preds = %vector.body2991
  %bin.rdx3003 = add <8 x i32> %7304, %7303
  %bin.rdx3004 = add <8 x i32> %7305, %bin.rdx3003
  %bin.rdx3005 = add <8 x i32> %7306, %bin.rdx3004
  %7308 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx3005)
  %cmp.n3006 = icmp eq i64 %compacted.1, %n.vec2988
  br i1 %cmp.n3006, label %iter.check2937, label %vec.epilog.iter.check3010

vec.epilog.iter.check3010:                        ; preds = %middle.block3002
  %min.epilog.iters.check3011 = icmp eq i64 %n.mod.vf2987, 0
  br i1 %min.epilog.iters.check3011, label %search.compacted.body.13.preheader, label %vec.epilog.ph3012, !prof !30

vec.epilog.ph3012:                                ; preds = %vector.main.loop.iter.check2985, %vec.epilog.iter.check3010
  %vec.epilog.resume.val3007 = phi i64 [ %n.vec2988, %vec.epilog.iter.check3010 ], [ 0, %vector.main.loop.iter.check2985 ]
  %bc.merge.rdx3008 = phi i32 [ %7308, %vec.epilog.iter.check3010 ], [ %above_prefix.1.lcssa1717, %vector.main.loop.iter.check2985 ]
  %n.vec3014 = and i64 %compacted.1, -8
  %7309 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx3008, i64 0
  %broadcast.splatinsert3015 = insertelement <8 x i32> poison, i32 %candidate339.13, i64 0
  %broadcast.splat3016 = shufflevector <8 x i32> %broadcast.splatinsert3015, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body3017

vec.epilog.vector.body3017:                       ; preds = %vec.epilog.vector.body3017, %vec.epilog.ph3012
  %index3018 = phi i64 [ %vec.epilog.resume.val3007, %vec.epilog.ph3012 ], [ %index.next3021, %vec.epilog.vector.body3017 ]
  %vec.phi3019 = phi <8 x i32> [ %7309, %vec.epilog.ph3012 ], [ %7313, %vec.epilog.vector.body3017 ]
  %7310 = getelementptr inbounds float, ptr %scratch, i64 %index3018
  %wide.load3020 = load <8 x i32>, ptr %7310, align 4
  %7311 = icmp uge <8 x i32> %wide.load3020, %broadcast.splat3016
  %7312 = zext <8 x i1> %7311 to <8 x i32>
  %7313 = add <8 x i32> %vec.phi3019, %7312
  %index.next3021 = add nuw i64 %index3018, 8
  %7314 = icmp eq i64 %index.next3021, %n.vec3014
  br i1 %7314, label %vec.epilog.middle.block3022, label %vec.epilog.vector.body3017, !llvm.loop !119

vec.epilog.middle.block3022:                      ; preds = %vec.epilog.vector.body3017
  %7315 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %7313)
  %cmp.n3023 = icmp eq i64 %compacted.1, %n.vec3014
  br i1 %cmp.n3023, label %iter.check2937, label %search.compacted.body.13.preheader

search.compacted.body.13.preheader:               ; preds = %iter.check2983, %vec.epilog.iter.check3010, %vec.epilog.middle.block3022
  %search.compacted1222.13.ph = phi i64 [ 0, %iter.check2983 ], [ %n.vec2988, %vec.epilog.iter.check3010 ], [ %n.vec3014, %vec.epilog.middle.block3022 ]
  %search_count340.01221.13.ph = phi i32 [ %above_prefix.1.lcssa1717, %iter.check2983 ], [ %7308, %vec.epilog.iter.check3010 ], [ %7315, %vec.epilog.middle.block3022 ]
  br label %search.compacted.body.13

search.compacted.body.13:                         ; preds = %search.compacted.body.13.preheader, %search.compacted.body.13
  %search.compacted1222.13 = phi i64 [ %7320, %search.compacted.body.13 ], [ %search.compacted1222.13.ph, %search.compacted.body.13.preheader ]
  %search_count340.01221.13 = phi i32 [ %7319, %search.compacted.body.13 ], [ %search_count340.01221.13.ph, %search.compacted.body.13.preheader ]
  %7316 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1222.13
  %key341.13 = load i32, ptr %7316, align 4
  %7317 = icmp uge i32 %key341.13, %candidate339.13
  %7318 = zext i1 %7317 to i32
  %7319 = add i32 %search_count340.01221.13, %7318
  %7320 = add nuw i64 %search.compacted1222.13, 1
  %exitcond1533.13.not = icmp eq i64 %7320, %compacted.1
  br i1 %exitcond1533.13.not, label %iter.check2937, label %search.compacted.body.13, !llvm.loop !120

iter.check2937:                                   ; preds = %search.compacted.body.13, %vec.epilog.middle.block3022, %middle.block3002
  %.lcssa2222 = phi i32 [ %7315, %vec.epilog.middle.block3022 ], [ %7308, %middle.block3002 ], [ %7319, %search.compacted.body.13 ]
  %weight344.13 = uitofp i32 %.lcssa2222 to float
  %7321 = fcmp oge float %weight344.13, %top_k319
  %7322 = select i1 %7321, i32 %candidate339.13, i32 %7289
  %candidate339.14 = or i32 %7322, 2
  %min.iters.check2935 = icmp ult i64 %compacted.1, 8
  br i1 %min.iters.check2935, label %search.compacted.body.14.preheader, label %vector.main.loop.iter.check2939

vector.main.loop.iter.check2939:                  ; preds = %iter.check2937
  %min.iters.check2938 = icmp ult i64 %compacted.1, 32
  br i1 %min.iters.check2938, label %vec.epilog.ph2966, label %vector.ph2940

vector.ph2940:                                    ; preds = %vector.main.loop.iter.check2939
  %n.mod.vf2941 = and i64 %compacted.1, 24
  %n.vec2942 = and i64 %compacted.1, -32
  %7323 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.1.lcssa1717, i64 0
  %broadcast.splatinsert2943 = insertelement <8 x i32> poison, i32 %candidate339.14, i64 0
  %broadcast.splat2944 = shufflevector <8 x i32> %broadcast.splatinsert2943, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body2945

vector.body2945:                                  ; preds = %vector.body2945, %vector.ph2940
  %index2946 = phi i64 [ 0, %vector.ph2940 ], [ %index.next2955, %vector.body2945 ]
  %vec.phi2947 = phi <8 x i32> [ %7323, %vector.ph2940 ], [ %7336, %vector.body2945 ]
  %vec.phi2948 = phi <8 x i32> [ zeroinitializer, %vector.ph2940 ], [ %7337, %vector.body2945 ]
  %vec.phi2949 = phi <8 x i32> [ zeroinitializer, %vector.ph2940 ], [ %7338, %vector.body2945 ]
  %vec.phi2950 = phi <8 x i32> [ zeroinitializer, %vector.ph2940 ], [ %7339, %vector.body2945 ]
  %7324 = getelementptr inbounds float, ptr %scratch, i64 %index2946
  %7325 = getelementptr inbounds nuw i8, ptr %7324, i64 32
  %7326 = getelementptr inbounds nuw i8, ptr %7324, i64 64
  %7327 = getelementptr inbounds nuw i8, ptr %7324, i64 96
  %wide.load2951 = load <8 x i32>, ptr %7324, align 4
  %wide.load2952 = load <8 x i32>, ptr %7325, align 4
  %wide.load2953 = load <8 x i32>, ptr %7326, align 4
  %wide.load2954 = load <8 x i32>, ptr %7327, align 4
  %7328 = icmp uge <8 x i32> %wide.load2951, %broadcast.splat2944
  %7329 = icmp uge <8 x i32> %wide.load2952, %broadcast.splat2944
  %7330 = icmp uge <8 x i32> %wide.load2953, %broadcast.splat2944
  %7331 = icmp uge <8 x i32> %wide.load2954, %broadcast.splat2944
  %7332 = zext <8 x i1> %7328 to <8 x i32>
  %7333 = zext <8 x i1> %7329 to <8 x i32>
  %7334 = zext <8 x i1> %7330 to <8 x i32>
  %7335 = zext <8 x i1> %7331 to <8 x i32>
  %7336 = add <8 x i32> %vec.phi2947, %7332
  %7337 = add <8 x i32> %vec.phi2948, %7333
  %7338 = add <8 x i32> %vec.phi2949, %7334
  %7339 = add <8 x i32> %vec.phi2950, %7335
  %index.next2955 = add nuw i64 %index2946, 32
  %7340 = icmp eq i64 %index.next2955, %n.vec2942
  br i1 %7340, label %middle.block2956, label %vector.body2945, !llvm.loop !121

middle.block2956:                                 ; preds = %vector.body2945
  %bin.rdx2957 = add <8 x i32> %7337, %7336
  %bin.rdx2958 = add <8 x i32> %7338, %bin.rdx2957
  %bin.rdx2959 = add <8 x i32> %7339, %bin.rdx2958
  %7341 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx2959)
  %cmp.n2960 = icmp eq i64 %compacted.1, %n.vec2942
  br i1 %cmp.n2960, label %iter.check2891, label %vec.epilog.iter.check2964

vec.epilog.iter.check2964:                        ; preds = %middle.block2956
  %min.epilog.iters.check2965 = icmp eq i64 %n.mod.vf2941, 0
  br i1 %min.epilog.iters.check2965, label %search.compacted.body.14.preheader, label %vec.epilog.ph2966, !prof !30

vec.epilog.ph2966:                                ; preds = %vector.main.loop.iter.check2939, %vec.epilog.iter.check2964
  %vec.epilog.resume.val2961 = phi i64 [ %n.vec2942, %vec.epilog.iter.check2964 ], [ 0, %vector.main.loop.iter.check2939 ]
  %bc.merge.rdx2962 = phi i32 [ %7341, %vec.epilog.iter.check2964 ], [ %above_prefix.1.lcssa1717, %vector.main.loop.iter.check2939 ]
  %n.vec2968 = and i64 %compacted.1, -8
  %7342 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx2962, i64 0
  %broadcast.splatinsert2969 = insertelement <8 x i32> poison, i32 %candidate339.14, i64 0
  %broadcast.splat2970 = shufflevector <8 x i32> %broadcast.splatinsert2969, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body2971

vec.epilog.vector.body2971:                       ; preds = %vec.epilog.vector.body2971, %vec.epilog.ph2966
  %index2972 = phi i64 [ %vec.epilog.resume.val2961, %vec.epilog.ph2966 ], [ %index.next2975, %vec.epilog.vector.body2971 ]
  %vec.phi2973 = phi <8 x i32> [ %7342, %vec.epilog.ph2966 ], [ %7346, %vec.epilog.vector.body2971 ]
  %7343 = getelementptr inbounds float, ptr %scratch, i64 %index2972
  %wide.load2974 = load <8 x i32>, ptr %7343, align 4
  %7344 = icmp uge <8 x i32> %wide.load2974, %broadcast.splat2970
  %7345 = zext <8 x i1> %7344 to <8 x i32>
  %7346 = add <8 x i32> %vec.phi2973, %7345
  %index.next2975 = add nuw i64 %index2972, 8
  %7347 = icmp eq i64 %index.next2975, %n.vec2968
  br i1 %7347, label %vec.epilog.middle.block2976, label %vec.epilog.vector.body2971, !llvm.loop !122

vec.epilog.middle.block2976:                      ; preds = %vec.epilog.vector.body2971
  %7348 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %7346)
  %cmp.n2977 = icmp eq i64 %compacted.1, %n.vec2968
  br i1 %cmp.n2977, label %iter.check2891, label %search.compacted.body.14.preheader

search.compacted.body.14.preheader:               ; preds = %iter.check2937, %vec.epilog.iter.check2964, %vec.epilog.middle.block2976
  %search.compacted1222.14.ph = phi i64 [ 0, %iter.check2937 ], [ %n.vec2942, %vec.epilog.iter.check2964 ], [ %n.vec2968, %vec.epilog.middle.block2976 ]
  %search_count340.01221.14.ph = phi i32 [ %above_prefix.1.lcssa1717, %iter.check2937 ], [ %7341, %vec.epilog.iter.check2964 ], [ %7348, %vec.epilog.middle.block2976 ]
  br label %search.compacted.body.14

search.compacted.body.14:                         ; preds = %search.compacted.body.14.preheader, %search.compacted.body.14
  %search.compacted1222.14 = phi i64 [ %7353, %search.compacted.body.14 ], [ %search.compacted1222.14.ph, %search.compacted.body.14.preheader ]
  %search_count340.01221.14 = phi i32 [ %7352, %search.compacted.body.14 ], [ %search_count340.01221.14.ph, %search.compacted.body.14.preheader ]
  %7349 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1222.14
  %key341.14 = load i32, ptr %7349, align 4
  %7350 = icmp uge i32 %key341.14, %candidate339.14
  %7351 = zext i1 %7350 to i32
  %7352 = add i32 %search_count340.01221.14, %7351
  %7353 = add nuw i64 %search.compacted1222.14, 1
  %exitcond1533.14.not = icmp eq i64 %7353, %compacted.1
  br i1 %exitcond1533.14.not, label %iter.check2891, label %search.compacted.body.14, !llvm.loop !123

iter.check2891:                                   ; preds = %search.compacted.body.14, %vec.epilog.middle.block2976, %middle.block2956
  %.lcssa2223 = phi i32 [ %7348, %vec.epilog.middle.block2976 ], [ %7341, %middle.block2956 ], [ %7352, %search.compacted.body.14 ]
  %weight344.14 = uitofp i32 %.lcssa2223 to float
  %7354 = fcmp oge float %weight344.14, %top_k319
  %7355 = select i1 %7354, i32 %candidate339.14, i32 %7322
  %candidate339.15 = or i32 %7355, 1
  %min.iters.check2889 = icmp ult i64 %compacted.1, 8
  br i1 %min.iters.check2889, label %search.compacted.body.15.preheader, label %vector.main.loop.iter.check2893

vector.main.loop.iter.check2893:                  ; preds = %iter.check2891
  %min.iters.check2892 = icmp ult i64 %compacted.1, 32
  br i1 %min.iters.check2892, label %vec.epilog.ph2920, label %vector.ph2894

vector.ph2894:                                    ; preds = %vector.main.loop.iter.check2893
  %n.mod.vf2895 = and i64 %compacted.1, 24
  %n.vec2896 = and i64 %compacted.1, -32
  %7356 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.1.lcssa1717, i64 0
  %broadcast.splatinsert2897 = insertelement <8 x i32> poison, i32 %candidate339.15, i64 0
  %broadcast.splat2898 = shufflevector <8 x i32> %broadcast.splatinsert2897, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body2899

vector.body2899:                                  ; preds = %vector.body2899, %vector.ph2894
  %index2900 = phi i64 [ 0, %vector.ph2894 ], [ %index.next2909, %vector.body2899 ]
  %vec.phi2901 = phi <8 x i32> [ %7356, %vector.ph2894 ], [ %7369, %vector.body2899 ]
  %vec.phi2902 = phi <8 x i32> [ zeroinitializer, %vector.ph2894 ], [ %7370, %vector.body2899 ]
  %vec.phi2903 = phi <8 x i32> [ zeroinitializer, %vector.ph2894 ], [ %7371, %vector.body2899 ]
  %vec.phi2904 = phi <8 x i32> [ zeroinitializer, %vector.ph2894 ], [ %7372, %vector.body2899 ]
  %7357 = getelementptr inbounds float, ptr %scratch, i64 %index2900
  %7358 = getelementptr inbounds nuw i8, ptr %7357, i64 32
  %7359 = getelementptr inbounds nuw i8, ptr %7357, i64 64
  %7360 = getelementptr inbounds nuw i8, ptr %7357, i64 96
  %wide.load2905 = load <8 x i32>, ptr %7357, align 4
  %wide.load2906 = load <8 x i32>, ptr %7358, align 4
  %wide.load2907 = load <8 x i32>, ptr %7359, align 4
  %wide.load2908 = load <8 x i32>, ptr %7360, align 4
  %7361 = icmp uge <8 x i32> %wide.load2905, %broadcast.splat2898
  %7362 = icmp uge <8 x i32> %wide.load2906, %broadcast.splat2898
  %7363 = icmp uge <8 x i32> %wide.load2907, %broadcast.splat2898
  %7364 = icmp uge <8 x i32> %wide.load2908, %broadcast.splat2898
  %7365 = zext <8 x i1> %7361 to <8 x i32>
  %7366 = zext <8 x i1> %7362 to <8 x i32>
  %7367 = zext <8 x i1> %7363 to <8 x i32>
  %7368 = zext <8 x i1> %7364 to <8 x i32>
  %7369 = add <8 x i32> %vec.phi2901, %7365
  %7370 = add <8 x i32> %vec.phi2902, %7366
  %7371 = add <8 x i32> %vec.phi2903, %7367
  %7372 = add <8 x i32> %vec.phi2904, %7368
  %index.next2909 = add nuw i64 %index2900, 32
  %7373 = icmp eq i64 %index.next2909, %n.vec2896
  br i1 %7373, label %middle.block2910, label %vector.body2899, !llvm.loop !124

middle.block2910:                                 ; preds = %vector.body2899
  %bin.rdx2911 = add <8 x i32> %7370, %7369
  %bin.rdx2912 = add <8 x i32> %7371, %bin.rdx2911
  %bin.rdx2913 = add <8 x i32> %7372, %bin.rdx2912
  %7374 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx2913)
  %cmp.n2914 = icmp eq i64 %compacted.1, %n.vec2896
  br i1 %cmp.n2914, label %search.compacted.exit.15, label %vec.epilog.iter.check2918

vec.epilog.iter.check2918:                        ; preds = %middle.block2910
  %min.epilog.iters.check2919 = icmp eq i64 %n.mod.vf2895, 0
  br i1 %min.epilog.iters.check2919, label %search.compacted.body.15.preheader, label %vec.epilog.ph2920, !prof !30

vec.epilog.ph2920:                                ; preds = %vector.main.loop.iter.check2893, %vec.epilog.iter.check2918
  %vec.epilog.resume.val2915 = phi i64 [ %n.vec2896, %vec.epilog.iter.check2918 ], [ 0, %vector.main.loop.iter.check2893 ]
  %bc.merge.rdx2916 = phi i32 [ %7374, %vec.epilog.iter.check2918 ], [ %above_prefix.1.lcssa1717, %vector.main.loop.iter.check2893 ]
  %n.vec2922 = and i64 %compacted.1, -8
  %7375 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx2916, i64 0
  %broadcast.splatinsert2923 = insertelement <8 x i32> poison, i32 %candidate339.15, i64 0
  %broadcast.splat2924 = shufflevector <8 x i32> %broadcast.splatinsert2923, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body2925

vec.epilog.vector.body2925:                       ; preds = %vec.epilog.vector.body2925, %vec.epilog.ph2920
  %index2926 = phi i64 [ %vec.epilog.resume.val2915, %vec.epilog.ph2920 ], [ %index.next2929, %vec.epilog.vector.body2925 ]
  %vec.phi2927 = phi <8 x i32> [ %7375, %vec.epilog.ph2920 ], [ %7379, %vec.epilog.vector.body2925 ]
  %7376 = getelementptr inbounds float, ptr %scratch, i64 %index2926
  %wide.load2928 = load <8 x i32>, ptr %7376, align 4
  %7377 = icmp uge <8 x i32> %wide.load2928, %broadcast.splat2924
  %7378 = zext <8 x i1> %7377 to <8 x i32>
  %7379 = add <8 x i32> %vec.phi2927, %7378
  %index.next2929 = add nuw i64 %index2926, 8
  %7380 = icmp eq i64 %index.next2929, %n.vec2922
  br i1 %7380, label %vec.epilog.middle.block2930, label %vec.epilog.vector.body2925, !llvm.loop !125

vec.epilog.middle.block2930:                      ; preds = %vec.epilog.vector.body2925
  %7381 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %7379)
  %cmp.n2931 = icmp eq i64 %compacted.1, %n.vec2922
  br i1 %cmp.n2931, label %search.compacted.exit.15, label %search.compacted.body.15.preheader

search.compacted.body.15.preheader:               ; preds = %iter.check2891, %vec.epilog.iter.check2918, %vec.epilog.middle.block2930
  %search.compacted1222.15.ph = phi i64 [ 0, %iter.check2891 ], [ %n.vec2896, %vec.epilog.iter.check2918 ], [ %n.vec2922, %vec.epilog.middle.block2930 ]
  %search_count340.01221.15.ph = phi i32 [ %above_prefix.1.lcssa1717, %iter.check2891 ], [ %7374, %vec.epilog.iter.check2918 ], [ %7381, %vec.epilog.middle.block2930 ]
  br label %search.compacted.body.15

search.compacted.body.15:                         ; preds = %search.compacted.body.15.preheader, %search.compacted.body.15
  %search.compacted1222.15 = phi i64 [ %7386, %search.compacted.body.15 ], [ %search.compacted1222.15.ph, %search.compacted.body.15.preheader ]
  %search_count340.01221.15 = phi i32 [ %7385, %search.compacted.body.15 ], [ %search_count340.01221.15.ph, %search.compacted.body.15.preheader ]
  %7382 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted1222.15
  %key341.15 = load i32, ptr %7382, align 4
  %7383 = icmp uge i32 %key341.15, %candidate339.15
  %7384 = zext i1 %7383 to i32
  %7385 = add i32 %search_count340.01221.15, %7384
  %7386 = add nuw i64 %search.compacted1222.15, 1
  %exitcond1533.15.not = icmp eq i64 %7386, %compacted.1
  br i1 %exitcond1533.15.not, label %search.compacted.exit.15, label %search.compacted.body.15, !llvm.loop !126

search.compacted.exit.15:                         ; preds = %search.compacted.body.15, %middle.block2910, %vec.epilog.middle.block2930, %search.compacted.exit.14.thread
  %candidate339.151882 = phi i32 [ %candidate339.151878, %search.compacted.exit.14.thread ], [ %candidate339.15, %middle.block2910 ], [ %candidate339.15, %vec.epilog.middle.block2930 ], [ %candidate339.15, %search.compacted.body.15 ]
  %7387 = phi i32 [ %6891, %search.compacted.exit.14.thread ], [ %7355, %middle.block2910 ], [ %7355, %vec.epilog.middle.block2930 ], [ %7355, %search.compacted.body.15 ]
  %above_prefix.0.lcssa1711172717361749175817711780179318021815182418371846185918681881 = phi i32 [ %above_prefix.0.lcssa1711.ph, %search.compacted.exit.14.thread ], [ %above_prefix.1.lcssa1717, %middle.block2910 ], [ %above_prefix.1.lcssa1717, %vec.epilog.middle.block2930 ], [ %above_prefix.1.lcssa1717, %search.compacted.body.15 ]
  %compacted.0.lcssa1712172617371748175917701781179218031814182518361847185818691880 = phi i64 [ 0, %search.compacted.exit.14.thread ], [ %compacted.1, %middle.block2910 ], [ %compacted.1, %vec.epilog.middle.block2930 ], [ %compacted.1, %search.compacted.body.15 ]
  %.not14131713172517381747176017691782179118041813182618351848185718701879 = phi i1 [ true, %search.compacted.exit.14.thread ], [ false, %middle.block2910 ], [ false, %vec.epilog.middle.block2930 ], [ false, %search.compacted.body.15 ]
  %search_count340.0.lcssa.15 = phi i32 [ %above_prefix.0.lcssa1711.ph, %search.compacted.exit.14.thread ], [ %7374, %middle.block2910 ], [ %7381, %vec.epilog.middle.block2930 ], [ %7385, %search.compacted.body.15 ]
  %weight344.15 = uitofp i32 %search_count340.0.lcssa.15 to float
  %7388 = fcmp oge float %weight344.15, %top_k319
  %7389 = select i1 %7388, i32 %candidate339.151882, i32 %7387
  br i1 %.not1391, label %search.round.exit347, label %search.round.body346.preheader

search.round.body346.preheader:                   ; preds = %search.compacted.exit.15
  %min.iters.check2830 = icmp ult i64 %compacted.0.lcssa1712172617371748175917701781179218031814182518361847185818691880, 8
  %min.iters.check2833 = icmp ult i64 %compacted.0.lcssa1712172617371748175917701781179218031814182518361847185818691880, 32
  %n.mod.vf2836 = and i64 %compacted.0.lcssa1712172617371748175917701781179218031814182518361847185818691880, 24
  %n.vec2837 = and i64 %compacted.0.lcssa1712172617371748175917701781179218031814182518361847185818691880, -32
  %7390 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %above_prefix.0.lcssa1711172717361749175817711780179318021815182418371846185918681881, i64 0
  %broadcast.splatinsert2838 = insertelement <8 x i32> poison, i32 %7389, i64 0
  %broadcast.splat2839 = shufflevector <8 x i32> %broadcast.splatinsert2838, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n2863 = icmp eq i64 %compacted.0.lcssa1712172617371748175917701781179218031814182518361847185818691880, %n.vec2837
  %min.epilog.iters.check2868 = icmp eq i64 %n.mod.vf2836, 0
  %n.vec2871 = and i64 %compacted.0.lcssa1712172617371748175917701781179218031814182518361847185818691880, -8
  %broadcast.splatinsert2872 = insertelement <8 x i32> poison, i32 %7389, i64 0
  %broadcast.splat2873 = shufflevector <8 x i32> %broadcast.splatinsert2872, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n2885 = icmp eq i64 %compacted.0.lcssa1712172617371748175917701781179218031814182518361847185818691880, %n.vec2871
  br label %search.round.body346

search.round.body346:                             ; preds = %search.round.body346.preheader, %search.compacted.exit354
  %search.round3481230 = phi i64 [ %7471, %search.compacted.exit354 ], [ 0, %search.round.body346.preheader ]
  %search_lo.01229 = phi i64 [ %7470, %search.compacted.exit354 ], [ 0, %search.round.body346.preheader ]
  %7391 = add nuw nsw i64 %search.round3481230, %ctlz
  %bit349 = lshr exact i64 -9223372036854775808, %7391
  %candidate350 = or i64 %bit349, %search_lo.01229
  br i1 %.not14131713172517381747176017691782179118041813182618351848185718701879, label %search.compacted.exit354, label %iter.check2832

iter.check2832:                                   ; preds = %search.round.body346
  br i1 %min.iters.check2830, label %search.compacted.body353.preheader, label %vector.main.loop.iter.check2834

vector.main.loop.iter.check2834:                  ; preds = %iter.check2832
  br i1 %min.iters.check2833, label %vec.epilog.ph2869, label %vector.ph2835

vector.ph2835:                                    ; preds = %vector.main.loop.iter.check2834
  %broadcast.splatinsert2842 = insertelement <8 x i64> poison, i64 %candidate350, i64 0
  %broadcast.splat2843 = shufflevector <8 x i64> %broadcast.splatinsert2842, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body2844

vector.body2844:                                  ; preds = %vector.body2844, %vector.ph2835
  %index2845 = phi i64 [ 0, %vector.ph2835 ], [ %index.next2858, %vector.body2844 ]
  %vec.phi2846 = phi <8 x i32> [ %7390, %vector.ph2835 ], [ %7432, %vector.body2844 ]
  %vec.phi2847 = phi <8 x i32> [ zeroinitializer, %vector.ph2835 ], [ %7433, %vector.body2844 ]
  %vec.phi2848 = phi <8 x i32> [ zeroinitializer, %vector.ph2835 ], [ %7434, %vector.body2844 ]
  %vec.phi2849 = phi <8 x i32> [ zeroinitializer, %vector.ph2835 ], [ %7435, %vector.body2844 ]
  %7392 = getelementptr inbounds float, ptr %scratch, i64 %index2845
  %7393 = getelementptr inbounds nuw i8, ptr %7392, i64 32
  %7394 = getelementptr inbounds nuw i8, ptr %7392, i64 64
  %7395 = getelementptr inbounds nuw i8, ptr %7392, i64 96
  %wide.load2850 = load <8 x i32>, ptr %7392, align 4
  %wide.load2851 = load <8 x i32>, ptr %7393, align 4
  %wide.load2852 = load <8 x i32>, ptr %7394, align 4
  %wide.load2853 = load <8 x i32>, ptr %7395, align 4
  %7396 = getelementptr float, ptr %3636, i64 %index2845
  %7397 = getelementptr i8, ptr %7396, i64 32
  %7398 = getelementptr i8, ptr %7396, i64 64
  %7399 = getelementptr i8, ptr %7396, i64 96
  %wide.load2854 = load <8 x i32>, ptr %7396, align 4
  %wide.load2855 = load <8 x i32>, ptr %7397, align 4
  %wide.load2856 = load <8 x i32>, ptr %7398, align 4
  %wide.load2857 = load <8 x i32>, ptr %7399, align 4
  %7400 = zext <8 x i32> %wide.load2854 to <8 x i64>
  %7401 = zext <8 x i32> %wide.load2855 to <8 x i64>
  %7402 = zext <8 x i32> %wide.load2856 to <8 x i64>
  %7403 = zext <8 x i32> %wide.load2857 to <8 x i64>
  %7404 = icmp ugt <8 x i32> %wide.load2850, %broadcast.splat2839
  %7405 = icmp ugt <8 x i32> %wide.load2851, %broadcast.splat2839
  %7406 = icmp ugt <8 x i32> %wide.load2852, %broadcast.splat2839
  %7407 = icmp ugt <8 x i32> %wide.load2853, %broadcast.splat2839
  %7408 = icmp eq <8 x i32> %wide.load2850, %broadcast.splat2839
  %7409 = icmp eq <8 x i32> %wide.load2851, %broadcast.splat2839
  %7410 = icmp eq <8 x i32> %wide.load2852, %broadcast.splat2839
  %7411 = icmp eq <8 x i32> %wide.load2853, %broadcast.splat2839
  %7412 = sub nsw <8 x i64> %broadcast.splat2841, %7400
  %7413 = sub nsw <8 x i64> %broadcast.splat2841, %7401
  %7414 = sub nsw <8 x i64> %broadcast.splat2841, %7402
  %7415 = sub nsw <8 x i64> %broadcast.splat2841, %7403
  %7416 = icmp uge <8 x i64> %7412, %broadcast.splat2843
  %7417 = icmp uge <8 x i64> %7413, %broadcast.splat2843
  %7418 = icmp uge <8 x i64> %7414, %broadcast.splat2843
  %7419 = icmp uge <8 x i64> %7415, %broadcast.splat2843
  %7420 = and <8 x i1> %7408, %7416
  %7421 = and <8 x i1> %7409, %7417
  %7422 = and <8 x i1> %7410, %7418
  %7423 = and <8 x i1> %7411, %7419
  %7424 = or <8 x i1> %7404, %7420
  %7425 = or <8 x i1> %7405, %7421
  %7426 = or <8 x i1> %7406, %7422
  %7427 = or <8 x i1> %7407, %7423
  %7428 = zext <8 x i1> %7424 to <8 x i32>
  %7429 = zext <8 x i1> %7425 to <8 x i32>
  %7430 = zext <8 x i1> %7426 to <8 x i32>
  %7431 = zext <8 x i1> %7427 to <8 x i32>
  %7432 = add <8 x i32> %vec.phi2846, %7428
  %7433 = add <8 x i32> %vec.phi2847, %7429
  %7434 = add <8 x i32> %vec.phi2848, %7430
  %7435 = add <8 x i32> %vec.phi2849, %7431
  %index.next2858 = add nuw i64 %index2845, 32
  %7436 = icmp eq i64 %index.next2858, %n.vec2837
  br i1 %7436, label %middle.block2859, label %vector.body2844, !llvm.loop !127

middle.block2859:                                 ; preds = %vector.body2844
  %bin.rdx2860 = add <8 x i32> %7433, %7432
  %bin.rdx2861 = add <8 x i32> %7434, %bin.rdx2860
  %bin.rdx2862 = add <8 x i32> %7435, %bin.rdx2861
  %7437 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %bin.rdx2862)
  br i1 %cmp.n2863, label %search.compacted.exit354, label %vec.epilog.iter.check2867

vec.epilog.iter.check2867:                        ; preds = %middle.block2859
  br i1 %min.epilog.iters.check2868, label %search.compacted.body353.preheader, label %vec.epilog.ph2869, !prof !30

vec.epilog.ph2869:                                ; preds = %vector.main.loop.iter.check2834, %vec.epilog.iter.check2867
  %vec.epilog.resume.val2864 = phi i64 [ %n.vec2837, %vec.epilog.iter.check2867 ], [ 0, %vector.main.loop.iter.check2834 ]
  %bc.merge.rdx2865 = phi i32 [ %7437, %vec.epilog.iter.check2867 ], [ %above_prefix.0.lcssa1711172717361749175817711780179318021815182418371846185918681881, %vector.main.loop.iter.check2834 ]
  %7438 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx2865, i64 0
  %broadcast.splatinsert2876 = insertelement <8 x i64> poison, i64 %candidate350, i64 0
  %broadcast.splat2877 = shufflevector <8 x i64> %broadcast.splatinsert2876, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body2878

vec.epilog.vector.body2878:                       ; preds = %vec.epilog.vector.body2878, %vec.epilog.ph2869
  %index2879 = phi i64 [ %vec.epilog.resume.val2864, %vec.epilog.ph2869 ], [ %index.next2883, %vec.epilog.vector.body2878 ]
  %vec.phi2880 = phi <8 x i32> [ %7438, %vec.epilog.ph2869 ], [ %7449, %vec.epilog.vector.body2878 ]
  %7439 = getelementptr inbounds float, ptr %scratch, i64 %index2879
  %wide.load2881 = load <8 x i32>, ptr %7439, align 4
  %7440 = getelementptr float, ptr %3636, i64 %index2879
  %wide.load2882 = load <8 x i32>, ptr %7440, align 4
  %7441 = zext <8 x i32> %wide.load2882 to <8 x i64>
  %7442 = icmp ugt <8 x i32> %wide.load2881, %broadcast.splat2873
  %7443 = icmp eq <8 x i32> %wide.load2881, %broadcast.splat2873
  %7444 = sub nsw <8 x i64> %broadcast.splat2875, %7441
  %7445 = icmp uge <8 x i64> %7444, %broadcast.splat2877
  %7446 = and <8 x i1> %7443, %7445
  %7447 = or <8 x i1> %7442, %7446
  %7448 = zext <8 x i1> %7447 to <8 x i32>
  %7449 = add <8 x i32> %vec.phi2880, %7448
  %index.next2883 = add nuw i64 %index2879, 8
  %7450 = icmp eq i64 %index.next2883, %n.vec2871
  br i1 %7450, label %vec.epilog.middle.block2884, label %vec.epilog.vector.body2878, !llvm.loop !128

vec.epilog.middle.block2884:                      ; preds = %vec.epilog.vector.body2878
  %7451 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %7449)
  br i1 %cmp.n2885, label %search.compacted.exit354, label %search.compacted.body353.preheader

search.compacted.body353.preheader:               ; preds = %iter.check2832, %vec.epilog.iter.check2867, %vec.epilog.middle.block2884
  %search.compacted3551227.ph = phi i64 [ 0, %iter.check2832 ], [ %n.vec2837, %vec.epilog.iter.check2867 ], [ %n.vec2871, %vec.epilog.middle.block2884 ]
  %search_count351.01226.ph = phi i32 [ %above_prefix.0.lcssa1711172717361749175817711780179318021815182418371846185918681881, %iter.check2832 ], [ %7437, %vec.epilog.iter.check2867 ], [ %7451, %vec.epilog.middle.block2884 ]
  br label %search.compacted.body353

search.round.exit347:                             ; preds = %search.compacted.exit354, %search.compacted.exit.15
  %search_lo.0.lcssa = phi i64 [ 0, %search.compacted.exit.15 ], [ %7470, %search.compacted.exit354 ]
  %7452 = and i32 %7389, 2147483647
  %7453 = xor i32 %7389, -1
  %.not10181019 = icmp slt i32 %7389, 0
  %7454 = select i1 %.not10181019, i32 %7452, i32 %7453
  %7455 = bitcast i32 %7454 to float
  %7456 = sub i64 %mask, %search_lo.0.lcssa
  %search_index361 = uitofp i64 %7456 to float
  br label %search.done

search.compacted.body353:                         ; preds = %search.compacted.body353.preheader, %search.compacted.body353
  %search.compacted3551227 = phi i64 [ %7468, %search.compacted.body353 ], [ %search.compacted3551227.ph, %search.compacted.body353.preheader ]
  %search_count351.01226 = phi i32 [ %7467, %search.compacted.body353 ], [ %search_count351.01226.ph, %search.compacted.body353.preheader ]
  %7457 = getelementptr inbounds float, ptr %scratch, i64 %search.compacted3551227
  %key356 = load i32, ptr %7457, align 4
  %7458 = getelementptr float, ptr %3636, i64 %search.compacted3551227
  %f357 = load i32, ptr %7458, align 4
  %7459 = zext i32 %f357 to i64
  %7460 = icmp ugt i32 %key356, %7389
  %7461 = icmp eq i32 %key356, %7389
  %7462 = sub nsw i64 %mask, %7459
  %7463 = icmp uge i64 %7462, %candidate350
  %7464 = and i1 %7461, %7463
  %7465 = or i1 %7460, %7464
  %7466 = zext i1 %7465 to i32
  %7467 = add i32 %search_count351.01226, %7466
  %7468 = add nuw i64 %search.compacted3551227, 1
  %exitcond1535.not = icmp eq i64 %7468, %compacted.0.lcssa1712172617371748175917701781179218031814182518361847185818691880
  br i1 %exitcond1535.not, label %search.compacted.exit354, label %search.compacted.body353, !llvm.loop !129

search.compacted.exit354:                         ; preds = %search.compacted.body353, %middle.block2859, %vec.epilog.middle.block2884, %search.round.body346
  %search_count351.0.lcssa = phi i32 [ %above_prefix.0.lcssa1711172717361749175817711780179318021815182418371846185918681881, %search.round.body346 ], [ %7451, %vec.epilog.middle.block2884 ], [ %7437, %middle.block2859 ], [ %7467, %search.compacted.body353 ]
  %weight360 = uitofp i32 %search_count351.0.lcssa to float
  %7469 = fcmp oge float %weight360, %top_k319
  %7470 = select i1 %7469, i64 %candidate350, i64 %search_lo.01229
  %7471 = add nuw nsw i64 %search.round3481230, 1
  %exitcond1536.not = icmp eq i64 %7471, %umax
  br i1 %exitcond1536.not, label %search.round.exit347, label %search.round.body346

list.mask.body:                                   ; preds = %list.mask.body.prol.loopexit, %list.mask.body
  %list.mask1232 = phi i64 [ %7493, %list.mask.body ], [ %list.mask1232.unr, %list.mask.body.prol.loopexit ]
  %7472 = getelementptr inbounds float, ptr %3759, i64 %list.mask1232
  %7473 = load float, ptr %7472, align 4
  %feature362 = uitofp i64 %list.mask1232 to float
  %7474 = fcmp ogt float %7473, %search_value.01643
  %7475 = select i1 %7474, float 1.000000e+00, float 0.000000e+00
  %7476 = fcmp oeq float %7473, %search_value.01643
  %7477 = fcmp oge float %search_index.01641, %feature362
  %7478 = select i1 %7476, i1 %7477, i1 false
  %7479 = select i1 %7478, float 1.000000e+00, float 0.000000e+00
  %7480 = fcmp ogt float %7479, %7475
  %max363 = select i1 %7480, float %7479, float %7475
  %7481 = getelementptr float, ptr %3641, i64 %list.mask1232
  store float %max363, ptr %7481, align 4
  %7482 = add nuw i64 %list.mask1232, 1
  %7483 = getelementptr inbounds float, ptr %3759, i64 %7482
  %7484 = load float, ptr %7483, align 4
  %feature362.1 = uitofp i64 %7482 to float
  %7485 = fcmp ogt float %7484, %search_value.01643
  %7486 = select i1 %7485, float 1.000000e+00, float 0.000000e+00
  %7487 = fcmp oeq float %7484, %search_value.01643
  %7488 = fcmp oge float %search_index.01641, %feature362.1
  %7489 = select i1 %7487, i1 %7488, i1 false
  %7490 = select i1 %7489, float 1.000000e+00, float 0.000000e+00
  %7491 = fcmp ogt float %7490, %7486
  %max363.1 = select i1 %7491, float %7490, float %7486
  %7492 = getelementptr float, ptr %3641, i64 %7482
  store float %max363.1, ptr %7492, align 4
  %7493 = add nuw i64 %list.mask1232, 2
  %exitcond1537.not.1 = icmp eq i64 %7493, %n_features
  br i1 %exitcond1537.not.1, label %list.chunk.body.preheader, label %list.mask.body, !llvm.loop !130

list.chunk.body.preheader:                        ; preds = %list.mask.body.prol.loopexit, %list.mask.body, %vec.epilog.middle.block2826, %middle.block2804
  br label %list.chunk.body

list.chunk.body:                                  ; preds = %list.chunk.body.preheader, %list.move.done
  %indvar2734 = phi i64 [ %indvar.next2735, %list.move.done ], [ 0, %list.chunk.body.preheader ]
  %indvars.iv1538 = phi i64 [ %indvars.iv.next1539, %list.move.done ], [ 64, %list.chunk.body.preheader ]
  %list.chunk1240 = phi i64 [ %7497, %list.move.done ], [ 0, %list.chunk.body.preheader ]
  %listed.11239 = phi i64 [ %listed.2, %list.move.done ], [ 0, %list.chunk.body.preheader ]
  %umin4965 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv1538)
  %7494 = shl i64 %indvar2734, 6
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv1538)
  %7495 = shl i64 %indvar2734, 6
  %7496 = sub i64 %umin, %7495
  %umin1542 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv1538)
  %7497 = add i64 %list.chunk1240, 64
  %chunk_end364 = tail call i64 @llvm.umin.i64(i64 %7497, i64 %n_features)
  %7498 = icmp ult i64 %list.chunk1240, %chunk_end364
  br i1 %7498, label %iter.check2739, label %list.move.done

iter.check2739:                                   ; preds = %list.chunk.body
  %min.iters.check2737 = icmp ult i64 %7496, 4
  br i1 %min.iters.check2737, label %list.test.body.preheader, label %vector.main.loop.iter.check2741

vector.main.loop.iter.check2741:                  ; preds = %iter.check2739
  %min.iters.check2740 = icmp ult i64 %7496, 32
  br i1 %min.iters.check2740, label %vec.epilog.ph2763, label %vector.ph2742

vector.ph2742:                                    ; preds = %vector.main.loop.iter.check2741
  %n.mod.vf2743 = and i64 %umin, 31
  %n.vec2744 = sub nuw i64 %7496, %n.mod.vf2743
  %7499 = getelementptr float, ptr %3641, i64 %list.chunk1240
  br label %vector.body2745

vector.body2745:                                  ; preds = %vector.body2745, %vector.ph2742
  %index2746 = phi i64 [ 0, %vector.ph2742 ], [ %index.next2754, %vector.body2745 ]
  %vec.phi = phi <8 x i32> [ zeroinitializer, %vector.ph2742 ], [ %7504, %vector.body2745 ]
  %vec.phi2747 = phi <8 x i32> [ zeroinitializer, %vector.ph2742 ], [ %7505, %vector.body2745 ]
  %vec.phi2748 = phi <8 x i32> [ zeroinitializer, %vector.ph2742 ], [ %7506, %vector.body2745 ]
  %vec.phi2749 = phi <8 x i32> [ zeroinitializer, %vector.ph2742 ], [ %7507, %vector.body2745 ]
  %7500 = getelementptr float, ptr %7499, i64 %index2746
  %7501 = getelementptr i8, ptr %7500, i64 32
  %7502 = getelementptr i8, ptr %7500, i64 64
  %7503 = getelementptr i8, ptr %7500, i64 96
  %wide.load2750 = load <8 x i32>, ptr %7500, align 4
  %wide.load2751 = load <8 x i32>, ptr %7501, align 4
  %wide.load2752 = load <8 x i32>, ptr %7502, align 4
  %wide.load2753 = load <8 x i32>, ptr %7503, align 4
  %7504 = or <8 x i32> %wide.load2750, %vec.phi
  %7505 = or <8 x i32> %wide.load2751, %vec.phi2747
  %7506 = or <8 x i32> %wide.load2752, %vec.phi2748
  %7507 = or <8 x i32> %wide.load2753, %vec.phi2749
  %index.next2754 = add nuw i64 %index2746, 32
  %7508 = icmp eq i64 %index.next2754, %n.vec2744
  br i1 %7508, label %middle.block2755, label %vector.body2745, !llvm.loop !131

middle.block2755:                                 ; preds = %vector.body2745
  %bin.rdx = or <8 x i32> %7505, %7504
  %bin.rdx2756 = or <8 x i32> %7506, %bin.rdx
  %bin.rdx2757 = or <8 x i32> %7507, %bin.rdx2756
  %7509 = tail call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> %bin.rdx2757)
  %cmp.n2758 = icmp eq i64 %n.mod.vf2743, 0
  br i1 %cmp.n2758, label %list.test.exit, label %vec.epilog.iter.check2761

vec.epilog.iter.check2761:                        ; preds = %middle.block2755
  %ind.end2776 = add i64 %list.chunk1240, %n.vec2744
  %min.epilog.iters.check2762 = icmp samesign ult i64 %n.mod.vf2743, 4
  br i1 %min.epilog.iters.check2762, label %list.test.body.preheader, label %vec.epilog.ph2763, !prof !9

vec.epilog.ph2763:                                ; preds = %vector.main.loop.iter.check2741, %vec.epilog.iter.check2761
  %vec.epilog.resume.val2759 = phi i64 [ %n.vec2744, %vec.epilog.iter.check2761 ], [ 0, %vector.main.loop.iter.check2741 ]
  %bc.merge.rdx = phi i32 [ %7509, %vec.epilog.iter.check2761 ], [ 0, %vector.main.loop.iter.check2741 ]
  %n.mod.vf2764 = and i64 %umin, 3
  %n.vec2765 = sub i64 %7496, %n.mod.vf2764
  %7510 = add i64 %list.chunk1240, %n.vec2765
  %7511 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  %7512 = getelementptr float, ptr %3641, i64 %list.chunk1240
  br label %vec.epilog.vector.body2766

vec.epilog.vector.body2766:                       ; preds = %vec.epilog.vector.body2766, %vec.epilog.ph2763
  %index2767 = phi i64 [ %vec.epilog.resume.val2759, %vec.epilog.ph2763 ], [ %index.next2771, %vec.epilog.vector.body2766 ]
  %vec.phi2768 = phi <4 x i32> [ %7511, %vec.epilog.ph2763 ], [ %7514, %vec.epilog.vector.body2766 ]
  %7513 = getelementptr float, ptr %7512, i64 %index2767
  %wide.load2770 = load <4 x i32>, ptr %7513, align 4
  %7514 = or <4 x i32> %wide.load2770, %vec.phi2768
  %index.next2771 = add nuw i64 %index2767, 4
  %7515 = icmp eq i64 %index.next2771, %n.vec2765
  br i1 %7515, label %vec.epilog.middle.block2772, label %vec.epilog.vector.body2766, !llvm.loop !132

vec.epilog.middle.block2772:                      ; preds = %vec.epilog.vector.body2766
  %7516 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %7514)
  %cmp.n2773 = icmp eq i64 %n.mod.vf2764, 0
  br i1 %cmp.n2773, label %list.test.exit, label %list.test.body.preheader

list.test.body.preheader:                         ; preds = %iter.check2739, %vec.epilog.iter.check2761, %vec.epilog.middle.block2772
  %list.test1234.ph = phi i64 [ %list.chunk1240, %iter.check2739 ], [ %ind.end2776, %vec.epilog.iter.check2761 ], [ %7510, %vec.epilog.middle.block2772 ]
  %chunk_any.01233.ph = phi i32 [ 0, %iter.check2739 ], [ %7509, %vec.epilog.iter.check2761 ], [ %7516, %vec.epilog.middle.block2772 ]
  br label %list.test.body

list.test.body:                                   ; preds = %list.test.body.preheader, %list.test.body
  %list.test1234 = phi i64 [ %7519, %list.test.body ], [ %list.test1234.ph, %list.test.body.preheader ]
  %chunk_any.01233 = phi i32 [ %7518, %list.test.body ], [ %chunk_any.01233.ph, %list.test.body.preheader ]
  %7517 = getelementptr float, ptr %3641, i64 %list.test1234
  %mask365 = load i32, ptr %7517, align 4
  %7518 = or i32 %mask365, %chunk_any.01233
  %7519 = add nuw i64 %list.test1234, 1
  %exitcond1541.not = icmp eq i64 %7519, %umin1542
  br i1 %exitcond1541.not, label %list.test.exit, label %list.test.body, !llvm.loop !133

list.test.exit:                                   ; preds = %list.test.body, %vec.epilog.middle.block2772, %middle.block2755
  %.lcssa2227 = phi i32 [ %7516, %vec.epilog.middle.block2772 ], [ %7509, %middle.block2755 ], [ %7518, %list.test.body ]
  %.not2176 = icmp eq i32 %.lcssa2227, 0
  br i1 %.not2176, label %list.move.done, label %list.take.body.preheader

list.take.body.preheader:                         ; preds = %list.test.exit
  %xtraiter4966 = and i64 %umin4965, 3
  %lcmp.mod4967.not = icmp eq i64 %xtraiter4966, 0
  br i1 %lcmp.mod4967.not, label %list.take.body.prol.loopexit, label %list.take.body.prol

list.take.body.prol:                              ; preds = %list.take.body.preheader, %list.take.body.prol
  %list.take1237.prol = phi i64 [ %7526, %list.take.body.prol ], [ %list.chunk1240, %list.take.body.preheader ]
  %listed.31236.prol = phi i64 [ %7525, %list.take.body.prol ], [ %listed.11239, %list.take.body.preheader ]
  %prol.iter4968 = phi i64 [ %prol.iter4968.next, %list.take.body.prol ], [ 0, %list.take.body.preheader ]
  %7520 = getelementptr float, ptr %3641, i64 %list.take1237.prol
  %mask367.prol = load i32, ptr %7520, align 4
  %7521 = icmp ne i32 %mask367.prol, 0
  %7522 = getelementptr float, ptr %3641, i64 %listed.31236.prol
  %7523 = trunc i64 %list.take1237.prol to i32
  store i32 %7523, ptr %7522, align 4
  %7524 = zext i1 %7521 to i64
  %7525 = add i64 %listed.31236.prol, %7524
  %7526 = add nuw i64 %list.take1237.prol, 1
  %prol.iter4968.next = add i64 %prol.iter4968, 1
  %prol.iter4968.cmp.not = icmp eq i64 %prol.iter4968.next, %xtraiter4966
  br i1 %prol.iter4968.cmp.not, label %list.take.body.prol.loopexit, label %list.take.body.prol, !llvm.loop !134

list.take.body.prol.loopexit:                     ; preds = %list.take.body.prol, %list.take.body.preheader
  %.lcssa4766.unr = phi i64 [ poison, %list.take.body.preheader ], [ %7525, %list.take.body.prol ]
  %list.take1237.unr = phi i64 [ %list.chunk1240, %list.take.body.preheader ], [ %7526, %list.take.body.prol ]
  %listed.31236.unr = phi i64 [ %listed.11239, %list.take.body.preheader ], [ %7525, %list.take.body.prol ]
  %7527 = sub i64 %7494, %umin4965
  %7528 = icmp ugt i64 %7527, -4
  br i1 %7528, label %list.move.done, label %list.take.body

list.move.done:                                   ; preds = %list.take.body.prol.loopexit, %list.take.body, %list.chunk.body, %list.test.exit
  %listed.2 = phi i64 [ %listed.11239, %list.test.exit ], [ %listed.11239, %list.chunk.body ], [ %.lcssa4766.unr, %list.take.body.prol.loopexit ], [ %7556, %list.take.body ]
  %7529 = icmp ult i64 %7497, %n_features
  %indvars.iv.next1539 = add i64 %indvars.iv1538, 64
  %indvar.next2735 = add i64 %indvar2734, 1
  br i1 %7529, label %list.chunk.body, label %guard.done313

list.take.body:                                   ; preds = %list.take.body.prol.loopexit, %list.take.body
  %list.take1237 = phi i64 [ %7557, %list.take.body ], [ %list.take1237.unr, %list.take.body.prol.loopexit ]
  %listed.31236 = phi i64 [ %7556, %list.take.body ], [ %listed.31236.unr, %list.take.body.prol.loopexit ]
  %7530 = getelementptr float, ptr %3641, i64 %list.take1237
  %mask367 = load i32, ptr %7530, align 4
  %7531 = icmp ne i32 %mask367, 0
  %7532 = getelementptr float, ptr %3641, i64 %listed.31236
  %7533 = trunc i64 %list.take1237 to i32
  store i32 %7533, ptr %7532, align 4
  %7534 = zext i1 %7531 to i64
  %7535 = add i64 %listed.31236, %7534
  %7536 = add nuw i64 %list.take1237, 1
  %7537 = getelementptr float, ptr %3641, i64 %7536
  %mask367.1 = load i32, ptr %7537, align 4
  %7538 = icmp ne i32 %mask367.1, 0
  %7539 = getelementptr float, ptr %3641, i64 %7535
  %7540 = trunc i64 %7536 to i32
  store i32 %7540, ptr %7539, align 4
  %7541 = zext i1 %7538 to i64
  %7542 = add i64 %7535, %7541
  %7543 = add nuw i64 %list.take1237, 2
  %7544 = getelementptr float, ptr %3641, i64 %7543
  %mask367.2 = load i32, ptr %7544, align 4
  %7545 = icmp ne i32 %mask367.2, 0
  %7546 = getelementptr float, ptr %3641, i64 %7542
  %7547 = trunc i64 %7543 to i32
  store i32 %7547, ptr %7546, align 4
  %7548 = zext i1 %7545 to i64
  %7549 = add i64 %7542, %7548
  %7550 = add nuw i64 %list.take1237, 3
  %7551 = getelementptr float, ptr %3641, i64 %7550
  %mask367.3 = load i32, ptr %7551, align 4
  %7552 = icmp ne i32 %mask367.3, 0
  %7553 = getelementptr float, ptr %3641, i64 %7549
  %7554 = trunc i64 %7550 to i32
  store i32 %7554, ptr %7553, align 4
  %7555 = zext i1 %7552 to i64
  %7556 = add i64 %7549, %7555
  %7557 = add nuw i64 %list.take1237, 4
  %exitcond1543.not.3 = icmp eq i64 %7557, %umin1542
  br i1 %exitcond1543.not.3, label %list.move.done, label %list.take.body

guard.then371:                                    ; preds = %guard.done313
  %.not1020 = icmp ugt i64 %listed.0, %3642
  br i1 %.not1020, label %feature.header390.preheader, label %listed.header.preheader

listed.header.preheader:                          ; preds = %guard.then371
  %.not1415 = icmp eq i64 %listed.0, 0
  br i1 %.not1415, label %search.feature.exit499, label %listed.body.preheader

listed.body.preheader:                            ; preds = %listed.header.preheader
  %7558 = add i64 %listed.0, -1
  %xtraiter4969 = and i64 %listed.0, 1
  %7559 = icmp eq i64 %7558, 0
  br i1 %7559, label %listed.body.epil.preheader, label %listed.body.preheader.new

listed.body.preheader.new:                        ; preds = %listed.body.preheader
  %unroll_iter4974 = and i64 %listed.0, -2
  br label %listed.body

feature.header390.preheader:                      ; preds = %guard.then371
  br i1 %.not1376, label %max_block.exit409, label %iter.check2683

iter.check2683:                                   ; preds = %feature.header390.preheader
  %diff.check2679 = icmp ult i64 %3749, 128
  %or.cond4492 = select i1 %min.iters.check2681, i1 true, i1 %diff.check2679
  br i1 %or.cond4492, label %feature.body391.preheader, label %vector.main.loop.iter.check2685

vector.main.loop.iter.check2685:                  ; preds = %iter.check2683
  br i1 %min.iters.check2684, label %vec.epilog.ph2713, label %vector.ph2686

vector.ph2686:                                    ; preds = %vector.main.loop.iter.check2685
  %broadcast.splatinsert2691 = insertelement <8 x float> poison, float %uniforms.sroa.25.0, i64 0
  %broadcast.splat2692 = shufflevector <8 x float> %broadcast.splatinsert2691, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2693 = insertelement <8 x float> poison, float %uniforms.sroa.56.0, i64 0
  %broadcast.splat2694 = shufflevector <8 x float> %broadcast.splatinsert2693, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body2695

vector.body2695:                                  ; preds = %vector.body2695, %vector.ph2686
  %index2696 = phi i64 [ 0, %vector.ph2686 ], [ %index.next2705, %vector.body2695 ]
  %vec.ind2697 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2686 ], [ %vec.ind.next2706, %vector.body2695 ]
  %step.add2698 = add <8 x i64> %vec.ind2697, splat (i64 8)
  %step.add.22699 = add <8 x i64> %vec.ind2697, splat (i64 16)
  %step.add.32700 = add <8 x i64> %vec.ind2697, splat (i64 24)
  %7560 = getelementptr inbounds float, ptr %3759, i64 %index2696
  %7561 = getelementptr inbounds nuw i8, ptr %7560, i64 32
  %7562 = getelementptr inbounds nuw i8, ptr %7560, i64 64
  %7563 = getelementptr inbounds nuw i8, ptr %7560, i64 96
  %wide.load2701 = load <8 x float>, ptr %7560, align 4
  %wide.load2702 = load <8 x float>, ptr %7561, align 4
  %wide.load2703 = load <8 x float>, ptr %7562, align 4
  %wide.load2704 = load <8 x float>, ptr %7563, align 4
  %7564 = fmul <8 x float> %broadcast.splat2690, %wide.load2701
  %7565 = fmul <8 x float> %broadcast.splat2690, %wide.load2702
  %7566 = fmul <8 x float> %broadcast.splat2690, %wide.load2703
  %7567 = fmul <8 x float> %broadcast.splat2690, %wide.load2704
  %7568 = uitofp <8 x i64> %vec.ind2697 to <8 x float>
  %7569 = uitofp <8 x i64> %step.add2698 to <8 x float>
  %7570 = uitofp <8 x i64> %step.add.22699 to <8 x float>
  %7571 = uitofp <8 x i64> %step.add.32700 to <8 x float>
  %7572 = fcmp ogt <8 x float> %wide.load2701, %broadcast.splat2692
  %7573 = fcmp ogt <8 x float> %wide.load2702, %broadcast.splat2692
  %7574 = fcmp ogt <8 x float> %wide.load2703, %broadcast.splat2692
  %7575 = fcmp ogt <8 x float> %wide.load2704, %broadcast.splat2692
  %7576 = select <8 x i1> %7572, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7577 = select <8 x i1> %7573, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7578 = select <8 x i1> %7574, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7579 = select <8 x i1> %7575, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7580 = fcmp oeq <8 x float> %wide.load2701, %broadcast.splat2692
  %7581 = fcmp oeq <8 x float> %wide.load2702, %broadcast.splat2692
  %7582 = fcmp oeq <8 x float> %wide.load2703, %broadcast.splat2692
  %7583 = fcmp oeq <8 x float> %wide.load2704, %broadcast.splat2692
  %7584 = fcmp oge <8 x float> %broadcast.splat2694, %7568
  %7585 = fcmp oge <8 x float> %broadcast.splat2694, %7569
  %7586 = fcmp oge <8 x float> %broadcast.splat2694, %7570
  %7587 = fcmp oge <8 x float> %broadcast.splat2694, %7571
  %7588 = select <8 x i1> %7580, <8 x i1> %7584, <8 x i1> zeroinitializer
  %7589 = select <8 x i1> %7581, <8 x i1> %7585, <8 x i1> zeroinitializer
  %7590 = select <8 x i1> %7582, <8 x i1> %7586, <8 x i1> zeroinitializer
  %7591 = select <8 x i1> %7583, <8 x i1> %7587, <8 x i1> zeroinitializer
  %7592 = select <8 x i1> %7588, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7593 = select <8 x i1> %7589, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7594 = select <8 x i1> %7590, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7595 = select <8 x i1> %7591, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %7596 = fcmp ogt <8 x float> %7592, %7576
  %7597 = fcmp ogt <8 x float> %7593, %7577
  %7598 = fcmp ogt <8 x float> %7594, %7578
  %7599 = fcmp ogt <8 x float> %7595, %7579
  %7600 = select <8 x i1> %7596, <8 x float> %7592, <8 x float> %7576
  %7601 = select <8 x i1> %7597, <8 x float> %7593, <8 x float> %7577
  %7602 = select <8 x i1> %7598, <8 x float> %7594, <8 x float> %7578
  %7603 = select <8 x i1> %7599, <8 x float> %7595, <8 x float> %7579
  %7604 = fcmp une <8 x float> %7600, zeroinitializer
  %7605 = fcmp une <8 x float> %7601, zeroinitializer
  %7606 = fcmp une <8 x float> %7602, zeroinitializer
  %7607 = fcmp une <8 x float> %7603, zeroinitializer
  %7608 = select <8 x i1> %7604, <8 x float> %7564, <8 x float> splat (float 0xFFF0000000000000)
  %7609 = select <8 x i1> %7605, <8 x float> %7565, <8 x float> splat (float 0xFFF0000000000000)
  %7610 = select <8 x i1> %7606, <8 x float> %7566, <8 x float> splat (float 0xFFF0000000000000)
  %7611 = select <8 x i1> %7607, <8 x float> %7567, <8 x float> splat (float 0xFFF0000000000000)
  %7612 = getelementptr inbounds float, ptr %scratch, i64 %index2696
  %7613 = getelementptr inbounds nuw i8, ptr %7612, i64 32
  %7614 = getelementptr inbounds nuw i8, ptr %7612, i64 64
  %7615 = getelementptr inbounds nuw i8, ptr %7612, i64 96
  store <8 x float> %7608, ptr %7612, align 4
  store <8 x float> %7609, ptr %7613, align 4
  store <8 x float> %7610, ptr %7614, align 4
  store <8 x float> %7611, ptr %7615, align 4
  %index.next2705 = add nuw i64 %index2696, 32
  %vec.ind.next2706 = add <8 x i64> %vec.ind2697, splat (i64 32)
  %7616 = icmp eq i64 %index.next2705, %n.vec2688
  br i1 %7616, label %middle.block2707, label %vector.body2695, !llvm.loop !135

middle.block2707:                                 ; preds = %vector.body2695
  br i1 %cmp.n2708, label %max_block.header407.preheader, label %vec.epilog.iter.check2711

vec.epilog.iter.check2711:                        ; preds = %middle.block2707
  br i1 %min.epilog.iters.check2712, label %feature.body391.preheader, label %vec.epilog.ph2713, !prof !9

vec.epilog.ph2713:                                ; preds = %vector.main.loop.iter.check2685, %vec.epilog.iter.check2711
  %bc.resume.val2709 = phi i64 [ %n.vec2688, %vec.epilog.iter.check2711 ], [ 0, %vector.main.loop.iter.check2685 ]
  %broadcast.splatinsert2718 = insertelement <4 x float> poison, float %uniforms.sroa.25.0, i64 0
  %broadcast.splat2719 = shufflevector <4 x float> %broadcast.splatinsert2718, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert2720 = insertelement <4 x float> poison, float %uniforms.sroa.56.0, i64 0
  %broadcast.splat2721 = shufflevector <4 x float> %broadcast.splatinsert2720, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert2722 = insertelement <4 x i64> poison, i64 %bc.resume.val2709, i64 0
  %broadcast.splat2723 = shufflevector <4 x i64> %broadcast.splatinsert2722, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction2724 = or disjoint <4 x i64> %broadcast.splat2723, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body2725

vec.epilog.vector.body2725:                       ; preds = %vec.epilog.vector.body2725, %vec.epilog.ph2713
  %index2726 = phi i64 [ %bc.resume.val2709, %vec.epilog.ph2713 ], [ %index.next2729, %vec.epilog.vector.body2725 ]
  %vec.ind2727 = phi <4 x i64> [ %induction2724, %vec.epilog.ph2713 ], [ %vec.ind.next2730, %vec.epilog.vector.body2725 ]
  %7617 = getelementptr inbounds float, ptr %3759, i64 %index2726
  %wide.load2728 = load <4 x float>, ptr %7617, align 4
  %7618 = fmul <4 x float> %broadcast.splat2717, %wide.load2728
  %7619 = uitofp <4 x i64> %vec.ind2727 to <4 x float>
  %7620 = fcmp ogt <4 x float> %wide.load2728, %broadcast.splat2719
  %7621 = select <4 x i1> %7620, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %7622 = fcmp oeq <4 x float> %wide.load2728, %broadcast.splat2719
  %7623 = fcmp oge <4 x float> %broadcast.splat2721, %7619
  %7624 = select <4 x i1> %7622, <4 x i1> %7623, <4 x i1> zeroinitializer
  %7625 = select <4 x i1> %7624, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %7626 = fcmp ogt <4 x float> %7625, %7621
  %7627 = select <4 x i1> %7626, <4 x float> %7625, <4 x float> %7621
  %7628 = fcmp une <4 x float> %7627, zeroinitializer
  %7629 = select <4 x i1> %7628, <4 x float> %7618, <4 x float> splat (float 0xFFF0000000000000)
  %7630 = getelementptr inbounds float, ptr %scratch, i64 %index2726
  store <4 x float> %7629, ptr %7630, align 4
  %index.next2729 = add nuw i64 %index2726, 4
  %vec.ind.next2730 = add nuw <4 x i64> %vec.ind2727, splat (i64 4)
  %7631 = icmp eq i64 %index.next2729, %n.vec2715
  br i1 %7631, label %vec.epilog.middle.block2731, label %vec.epilog.vector.body2725, !llvm.loop !136

vec.epilog.middle.block2731:                      ; preds = %vec.epilog.vector.body2725
  br i1 %cmp.n2732, label %max_block.header407.preheader, label %feature.body391.preheader

feature.body391.preheader:                        ; preds = %iter.check2683, %vec.epilog.iter.check2711, %vec.epilog.middle.block2731
  %feature3931246.ph = phi i64 [ 0, %iter.check2683 ], [ %n.vec2688, %vec.epilog.iter.check2711 ], [ %n.vec2715, %vec.epilog.middle.block2731 ]
  %.neg5078 = or disjoint i64 %feature3931246.ph, 1
  br i1 %lcmp.mod4991.not, label %feature.body391.prol.loopexit, label %feature.body391.prol

feature.body391.prol:                             ; preds = %feature.body391.preheader
  %7632 = getelementptr inbounds float, ptr %3759, i64 %feature3931246.ph
  %7633 = load float, ptr %7632, align 4
  %7634 = fmul float %inv_t, %7633
  %feature394.prol = uitofp i64 %feature3931246.ph to float
  %7635 = fcmp ogt float %7633, %uniforms.sroa.25.0
  %7636 = select i1 %7635, float 1.000000e+00, float 0.000000e+00
  %7637 = fcmp oeq float %7633, %uniforms.sroa.25.0
  %7638 = fcmp oge float %uniforms.sroa.56.0, %feature394.prol
  %7639 = select i1 %7637, i1 %7638, i1 false
  %7640 = select i1 %7639, float 1.000000e+00, float 0.000000e+00
  %7641 = fcmp ogt float %7640, %7636
  %max395.prol = select i1 %7641, float %7640, float %7636
  %7642 = fcmp une float %max395.prol, 0.000000e+00
  %7643 = select i1 %7642, float %7634, float 0xFFF0000000000000
  %7644 = getelementptr inbounds float, ptr %scratch, i64 %feature3931246.ph
  store float %7643, ptr %7644, align 4
  %7645 = or disjoint i64 %feature3931246.ph, 1
  br label %feature.body391.prol.loopexit

feature.body391.prol.loopexit:                    ; preds = %feature.body391.prol, %feature.body391.preheader
  %feature3931246.unr = phi i64 [ %feature3931246.ph, %feature.body391.preheader ], [ %7645, %feature.body391.prol ]
  %7646 = icmp eq i64 %n_features, %.neg5078
  br i1 %7646, label %max_block.header407.preheader, label %feature.body391

listed.body:                                      ; preds = %listed.body, %listed.body.preheader.new
  %listed3811244 = phi i64 [ 0, %listed.body.preheader.new ], [ %7684, %listed.body ]
  %fold_value375.01243 = phi float [ 0xFFF0000000000000, %listed.body.preheader.new ], [ %7683, %listed.body ]
  %niter4975 = phi i64 [ 0, %listed.body.preheader.new ], [ %niter4975.next.1, %listed.body ]
  %7647 = getelementptr float, ptr %3641, i64 %listed3811244
  %f382 = load i32, ptr %7647, align 4
  %f383 = zext i32 %f382 to i64
  %7648 = getelementptr inbounds nuw float, ptr %3759, i64 %f383
  %7649 = load float, ptr %7648, align 4
  %7650 = fmul float %inv_t, %7649
  %feature384 = uitofp i32 %f382 to float
  %7651 = fcmp ogt float %7649, %uniforms.sroa.25.0
  %7652 = select i1 %7651, float 1.000000e+00, float 0.000000e+00
  %7653 = fcmp oeq float %7649, %uniforms.sroa.25.0
  %7654 = fcmp oge float %uniforms.sroa.56.0, %feature384
  %7655 = select i1 %7653, i1 %7654, i1 false
  %7656 = select i1 %7655, float 1.000000e+00, float 0.000000e+00
  %7657 = fcmp ogt float %7656, %7652
  %max385 = select i1 %7657, float %7656, float %7652
  %7658 = fcmp une float %max385, 0.000000e+00
  %7659 = select i1 %7658, float %7650, float 0xFFF0000000000000
  %7660 = fcmp ogt float %7659, %fold_value375.01243
  %7661 = fcmp uno float %7659, 0.000000e+00
  %7662 = fcmp ord float %fold_value375.01243, 0.000000e+00
  %7663 = and i1 %7662, %7661
  %take389 = or i1 %7660, %7663
  %7664 = select i1 %take389, float %7659, float %fold_value375.01243
  %7665 = getelementptr float, ptr %3641, i64 %listed3811244
  %7666 = getelementptr i8, ptr %7665, i64 4
  %f382.1 = load i32, ptr %7666, align 4
  %f383.1 = zext i32 %f382.1 to i64
  %7667 = getelementptr inbounds nuw float, ptr %3759, i64 %f383.1
  %7668 = load float, ptr %7667, align 4
  %7669 = fmul float %inv_t, %7668
  %feature384.1 = uitofp i32 %f382.1 to float
  %7670 = fcmp ogt float %7668, %uniforms.sroa.25.0
  %7671 = select i1 %7670, float 1.000000e+00, float 0.000000e+00
  %7672 = fcmp oeq float %7668, %uniforms.sroa.25.0
  %7673 = fcmp oge float %uniforms.sroa.56.0, %feature384.1
  %7674 = select i1 %7672, i1 %7673, i1 false
  %7675 = select i1 %7674, float 1.000000e+00, float 0.000000e+00
  %7676 = fcmp ogt float %7675, %7671
  %max385.1 = select i1 %7676, float %7675, float %7671
  %7677 = fcmp une float %max385.1, 0.000000e+00
  %7678 = select i1 %7677, float %7669, float 0xFFF0000000000000
  %7679 = fcmp ogt float %7678, %7664
  %7680 = fcmp uno float %7678, 0.000000e+00
  %7681 = fcmp ord float %7664, 0.000000e+00
  %7682 = and i1 %7681, %7680
  %take389.1 = or i1 %7679, %7682
  %7683 = select i1 %take389.1, float %7678, float %7664
  %7684 = add nuw nsw i64 %listed3811244, 2
  %niter4975.next.1 = add i64 %niter4975, 2
  %niter4975.ncmp.1 = icmp eq i64 %niter4975.next.1, %unroll_iter4974
  br i1 %niter4975.ncmp.1, label %listed.body436.preheader.unr-lcssa, label %listed.body

listed.body436.preheader.unr-lcssa:               ; preds = %listed.body
  %lcmp.mod4971.not = icmp eq i64 %xtraiter4969, 0
  br i1 %lcmp.mod4971.not, label %listed.body436.preheader, label %listed.body.epil.preheader

listed.body.epil.preheader:                       ; preds = %listed.body436.preheader.unr-lcssa, %listed.body.preheader
  %listed3811244.epil.init = phi i64 [ 0, %listed.body.preheader ], [ %7684, %listed.body436.preheader.unr-lcssa ]
  %fold_value375.01243.epil.init = phi float [ 0xFFF0000000000000, %listed.body.preheader ], [ %7683, %listed.body436.preheader.unr-lcssa ]
  %lcmp.mod4973 = icmp ne i64 %xtraiter4969, 0
  tail call void @llvm.assume(i1 %lcmp.mod4973)
  %7685 = getelementptr float, ptr %3641, i64 %listed3811244.epil.init
  %f382.epil = load i32, ptr %7685, align 4
  %f383.epil = zext i32 %f382.epil to i64
  %7686 = getelementptr inbounds nuw float, ptr %3759, i64 %f383.epil
  %7687 = load float, ptr %7686, align 4
  %7688 = fmul float %inv_t, %7687
  %feature384.epil = uitofp i32 %f382.epil to float
  %7689 = fcmp ogt float %7687, %uniforms.sroa.25.0
  %7690 = select i1 %7689, float 1.000000e+00, float 0.000000e+00
  %7691 = fcmp oeq float %7687, %uniforms.sroa.25.0
  %7692 = fcmp oge float %uniforms.sroa.56.0, %feature384.epil
  %7693 = select i1 %7691, i1 %7692, i1 false
  %7694 = select i1 %7693, float 1.000000e+00, float 0.000000e+00
  %7695 = fcmp ogt float %7694, %7690
  %max385.epil = select i1 %7695, float %7694, float %7690
  %7696 = fcmp une float %max385.epil, 0.000000e+00
  %7697 = select i1 %7696, float %7688, float 0xFFF0000000000000
  %7698 = fcmp ogt float %7697, %fold_value375.01243.epil.init
  %7699 = fcmp uno float %7697, 0.000000e+00
  %7700 = fcmp ord float %fold_value375.01243.epil.init, 0.000000e+00
  %7701 = and i1 %7700, %7699
  %take389.epil = or i1 %7698, %7701
  %7702 = select i1 %take389.epil, float %7697, float %fold_value375.01243.epil.init
  br label %listed.body436.preheader

listed.body436.preheader:                         ; preds = %listed.body436.preheader.unr-lcssa, %listed.body.epil.preheader
  %.lcssa4767 = phi float [ %7683, %listed.body436.preheader.unr-lcssa ], [ %7702, %listed.body.epil.preheader ]
  br label %listed.body436

max_block.header407.preheader:                    ; preds = %feature.body391.prol.loopexit, %feature.body391, %vec.epilog.middle.block2731, %middle.block2707
  br i1 %.not1377, label %max_block.exit409, label %max_block.body408.preheader

max_block.body408.preheader:                      ; preds = %max_block.header407.preheader
  br i1 %3731, label %max_block.body408.epil.preheader, label %max_block.body408

feature.body391:                                  ; preds = %feature.body391.prol.loopexit, %feature.body391
  %feature3931246 = phi i64 [ %7730, %feature.body391 ], [ %feature3931246.unr, %feature.body391.prol.loopexit ]
  %7703 = getelementptr inbounds float, ptr %3759, i64 %feature3931246
  %7704 = load float, ptr %7703, align 4
  %7705 = fmul float %inv_t, %7704
  %feature394 = uitofp i64 %feature3931246 to float
  %7706 = fcmp ogt float %7704, %uniforms.sroa.25.0
  %7707 = select i1 %7706, float 1.000000e+00, float 0.000000e+00
  %7708 = fcmp oeq float %7704, %uniforms.sroa.25.0
  %7709 = fcmp oge float %uniforms.sroa.56.0, %feature394
  %7710 = select i1 %7708, i1 %7709, i1 false
  %7711 = select i1 %7710, float 1.000000e+00, float 0.000000e+00
  %7712 = fcmp ogt float %7711, %7707
  %max395 = select i1 %7712, float %7711, float %7707
  %7713 = fcmp une float %max395, 0.000000e+00
  %7714 = select i1 %7713, float %7705, float 0xFFF0000000000000
  %7715 = getelementptr inbounds float, ptr %scratch, i64 %feature3931246
  store float %7714, ptr %7715, align 4
  %7716 = add nuw i64 %feature3931246, 1
  %7717 = getelementptr inbounds float, ptr %3759, i64 %7716
  %7718 = load float, ptr %7717, align 4
  %7719 = fmul float %inv_t, %7718
  %feature394.1 = uitofp i64 %7716 to float
  %7720 = fcmp ogt float %7718, %uniforms.sroa.25.0
  %7721 = select i1 %7720, float 1.000000e+00, float 0.000000e+00
  %7722 = fcmp oeq float %7718, %uniforms.sroa.25.0
  %7723 = fcmp oge float %uniforms.sroa.56.0, %feature394.1
  %7724 = select i1 %7722, i1 %7723, i1 false
  %7725 = select i1 %7724, float 1.000000e+00, float 0.000000e+00
  %7726 = fcmp ogt float %7725, %7721
  %max395.1 = select i1 %7726, float %7725, float %7721
  %7727 = fcmp une float %max395.1, 0.000000e+00
  %7728 = select i1 %7727, float %7719, float 0xFFF0000000000000
  %7729 = getelementptr inbounds float, ptr %scratch, i64 %7716
  store float %7728, ptr %7729, align 4
  %7730 = add nuw i64 %feature3931246, 2
  %exitcond1545.not.1 = icmp eq i64 %7730, %n_features
  br i1 %exitcond1545.not.1, label %max_block.header407.preheader, label %feature.body391, !llvm.loop !137

max_block.body408:                                ; preds = %max_block.body408.preheader, %max_block.body408
  %max_block4101249 = phi i64 [ %7752, %max_block.body408 ], [ 0, %max_block.body408.preheader ]
  %max_best404.01248 = phi <32 x float> [ %7747, %max_block.body408 ], [ splat (float 0xFFF0000000000000), %max_block.body408.preheader ]
  %max_index405.01247 = phi <32 x i64> [ %7751, %max_block.body408 ], [ zeroinitializer, %max_block.body408.preheader ]
  %niter5000 = phi i64 [ %niter5000.next.1, %max_block.body408 ], [ 0, %max_block.body408.preheader ]
  %7731 = getelementptr inbounds float, ptr %scratch, i64 %max_block4101249
  %block411 = load <32 x float>, ptr %7731, align 4
  %7732 = fcmp ogt <32 x float> %block411, %max_best404.01248
  %7733 = fcmp uno <32 x float> %block411, zeroinitializer
  %7734 = fcmp ord <32 x float> %max_best404.01248, zeroinitializer
  %7735 = and <32 x i1> %7734, %7733
  %take412 = or <32 x i1> %7732, %7735
  %7736 = select <32 x i1> %take412, <32 x float> %block411, <32 x float> %max_best404.01248
  %7737 = insertelement <32 x i64> poison, i64 %max_block4101249, i64 0
  %7738 = shufflevector <32 x i64> %7737, <32 x i64> poison, <32 x i32> zeroinitializer
  %7739 = or disjoint <32 x i64> %7738, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %7740 = select <32 x i1> %take412, <32 x i64> %7739, <32 x i64> %max_index405.01247
  %7741 = or disjoint i64 %max_block4101249, 32
  %7742 = getelementptr inbounds float, ptr %scratch, i64 %7741
  %block411.1 = load <32 x float>, ptr %7742, align 4
  %7743 = fcmp ogt <32 x float> %block411.1, %7736
  %7744 = fcmp uno <32 x float> %block411.1, zeroinitializer
  %7745 = fcmp ord <32 x float> %7736, zeroinitializer
  %7746 = and <32 x i1> %7745, %7744
  %take412.1 = or <32 x i1> %7743, %7746
  %7747 = select <32 x i1> %take412.1, <32 x float> %block411.1, <32 x float> %7736
  %7748 = insertelement <32 x i64> poison, i64 %7741, i64 0
  %7749 = shufflevector <32 x i64> %7748, <32 x i64> poison, <32 x i32> zeroinitializer
  %7750 = or disjoint <32 x i64> %7749, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %7751 = select <32 x i1> %take412.1, <32 x i64> %7750, <32 x i64> %7740
  %7752 = add nuw i64 %max_block4101249, 64
  %niter5000.next.1 = add i64 %niter5000, 2
  %niter5000.ncmp.1.not = icmp eq i64 %niter5000.next.1, %unroll_iter4999
  br i1 %niter5000.ncmp.1.not, label %max_block.exit409.loopexit.unr-lcssa, label %max_block.body408

max_block.exit409.loopexit.unr-lcssa:             ; preds = %max_block.body408
  br i1 %lcmp.mod4995.not, label %max_block.exit409, label %max_block.body408.epil.preheader

max_block.body408.epil.preheader:                 ; preds = %max_block.exit409.loopexit.unr-lcssa, %max_block.body408.preheader
  %max_block4101249.epil.init = phi i64 [ 0, %max_block.body408.preheader ], [ %7752, %max_block.exit409.loopexit.unr-lcssa ]
  %max_best404.01248.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body408.preheader ], [ %7747, %max_block.exit409.loopexit.unr-lcssa ]
  %max_index405.01247.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body408.preheader ], [ %7751, %max_block.exit409.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod4998)
  %7753 = getelementptr inbounds float, ptr %scratch, i64 %max_block4101249.epil.init
  %block411.epil = load <32 x float>, ptr %7753, align 4
  %7754 = fcmp ogt <32 x float> %block411.epil, %max_best404.01248.epil.init
  %7755 = fcmp uno <32 x float> %block411.epil, zeroinitializer
  %7756 = fcmp ord <32 x float> %max_best404.01248.epil.init, zeroinitializer
  %7757 = and <32 x i1> %7756, %7755
  %take412.epil = or <32 x i1> %7754, %7757
  %7758 = select <32 x i1> %take412.epil, <32 x float> %block411.epil, <32 x float> %max_best404.01248.epil.init
  %7759 = insertelement <32 x i64> poison, i64 %max_block4101249.epil.init, i64 0
  %7760 = shufflevector <32 x i64> %7759, <32 x i64> poison, <32 x i32> zeroinitializer
  %7761 = or disjoint <32 x i64> %7760, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %7762 = select <32 x i1> %take412.epil, <32 x i64> %7761, <32 x i64> %max_index405.01247.epil.init
  br label %max_block.exit409

max_block.exit409:                                ; preds = %max_block.body408.epil.preheader, %max_block.exit409.loopexit.unr-lcssa, %feature.header390.preheader, %max_block.header407.preheader
  %max_index405.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header407.preheader ], [ zeroinitializer, %feature.header390.preheader ], [ %7751, %max_block.exit409.loopexit.unr-lcssa ], [ %7762, %max_block.body408.epil.preheader ]
  %max_best404.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header407.preheader ], [ splat (float 0xFFF0000000000000), %feature.header390.preheader ], [ %7747, %max_block.exit409.loopexit.unr-lcssa ], [ %7758, %max_block.body408.epil.preheader ]
  %7763 = extractelement <32 x float> %max_best404.0.lcssa, i64 0
  %7764 = extractelement <32 x i64> %max_index405.0.lcssa, i64 0
  %7765 = fcmp une float %7763, 0xFFF0000000000000
  %7766 = select i1 %7765, i64 %7764, i64 0
  %7767 = extractelement <32 x float> %max_best404.0.lcssa, i64 1
  %7768 = extractelement <32 x i64> %max_index405.0.lcssa, i64 1
  %7769 = fcmp uno float %7767, 0.000000e+00
  %7770 = fcmp ord float %7763, 0.000000e+00
  %7771 = icmp ult i64 %7768, %7766
  %7772 = fcmp ogt float %7767, %7763
  %7773 = fcmp oeq float %7767, %7763
  %7774 = or i1 %7770, %7771
  %7775 = and i1 %7773, %7771
  %7776 = or i1 %7772, %7775
  %7777 = select i1 %7769, i1 %7774, i1 %7776
  %7778 = select i1 %7777, float %7767, float %7763
  %7779 = select i1 %7777, i64 %7768, i64 %7766
  %7780 = extractelement <32 x float> %max_best404.0.lcssa, i64 2
  %7781 = extractelement <32 x i64> %max_index405.0.lcssa, i64 2
  %7782 = fcmp uno float %7780, 0.000000e+00
  %7783 = fcmp ord float %7778, 0.000000e+00
  %7784 = icmp ult i64 %7781, %7779
  %7785 = fcmp ogt float %7780, %7778
  %7786 = fcmp oeq float %7780, %7778
  %7787 = or i1 %7783, %7784
  %7788 = and i1 %7786, %7784
  %7789 = or i1 %7785, %7788
  %7790 = select i1 %7782, i1 %7787, i1 %7789
  %7791 = select i1 %7790, float %7780, float %7778
  %7792 = select i1 %7790, i64 %7781, i64 %7779
  %7793 = extractelement <32 x float> %max_best404.0.lcssa, i64 3
  %7794 = extractelement <32 x i64> %max_index405.0.lcssa, i64 3
  %7795 = fcmp uno float %7793, 0.000000e+00
  %7796 = fcmp ord float %7791, 0.000000e+00
  %7797 = icmp ult i64 %7794, %7792
  %7798 = fcmp ogt float %7793, %7791
  %7799 = fcmp oeq float %7793, %7791
  %7800 = or i1 %7796, %7797
  %7801 = and i1 %7799, %7797
  %7802 = or i1 %7798, %7801
  %7803 = select i1 %7795, i1 %7800, i1 %7802
  %7804 = select i1 %7803, float %7793, float %7791
  %7805 = select i1 %7803, i64 %7794, i64 %7792
  %7806 = extractelement <32 x float> %max_best404.0.lcssa, i64 4
  %7807 = extractelement <32 x i64> %max_index405.0.lcssa, i64 4
  %7808 = fcmp uno float %7806, 0.000000e+00
  %7809 = fcmp ord float %7804, 0.000000e+00
  %7810 = icmp ult i64 %7807, %7805
  %7811 = fcmp ogt float %7806, %7804
  %7812 = fcmp oeq float %7806, %7804
  %7813 = or i1 %7809, %7810
  %7814 = and i1 %7812, %7810
  %7815 = or i1 %7811, %7814
  %7816 = select i1 %7808, i1 %7813, i1 %7815
  %7817 = select i1 %7816, float %7806, float %7804
  %7818 = select i1 %7816, i64 %7807, i64 %7805
  %7819 = extractelement <32 x float> %max_best404.0.lcssa, i64 5
  %7820 = extractelement <32 x i64> %max_index405.0.lcssa, i64 5
  %7821 = fcmp uno float %7819, 0.000000e+00
  %7822 = fcmp ord float %7817, 0.000000e+00
  %7823 = icmp ult i64 %7820, %7818
  %7824 = fcmp ogt float %7819, %7817
  %7825 = fcmp oeq float %7819, %7817
  %7826 = or i1 %7822, %7823
  %7827 = and i1 %7825, %7823
  %7828 = or i1 %7824, %7827
  %7829 = select i1 %7821, i1 %7826, i1 %7828
  %7830 = select i1 %7829, float %7819, float %7817
  %7831 = select i1 %7829, i64 %7820, i64 %7818
  %7832 = extractelement <32 x float> %max_best404.0.lcssa, i64 6
  %7833 = extractelement <32 x i64> %max_index405.0.lcssa, i64 6
  %7834 = fcmp uno float %7832, 0.000000e+00
  %7835 = fcmp ord float %7830, 0.000000e+00
  %7836 = icmp ult i64 %7833, %7831
  %7837 = fcmp ogt float %7832, %7830
  %7838 = fcmp oeq float %7832, %7830
  %7839 = or i1 %7835, %7836
  %7840 = and i1 %7838, %7836
  %7841 = or i1 %7837, %7840
  %7842 = select i1 %7834, i1 %7839, i1 %7841
  %7843 = select i1 %7842, float %7832, float %7830
  %7844 = select i1 %7842, i64 %7833, i64 %7831
  %7845 = extractelement <32 x float> %max_best404.0.lcssa, i64 7
  %7846 = extractelement <32 x i64> %max_index405.0.lcssa, i64 7
  %7847 = fcmp uno float %7845, 0.000000e+00
  %7848 = fcmp ord float %7843, 0.000000e+00
  %7849 = icmp ult i64 %7846, %7844
  %7850 = fcmp ogt float %7845, %7843
  %7851 = fcmp oeq float %7845, %7843
  %7852 = or i1 %7848, %7849
  %7853 = and i1 %7851, %7849
  %7854 = or i1 %7850, %7853
  %7855 = select i1 %7847, i1 %7852, i1 %7854
  %7856 = select i1 %7855, float %7845, float %7843
  %7857 = select i1 %7855, i64 %7846, i64 %7844
  %7858 = extractelement <32 x float> %max_best404.0.lcssa, i64 8
  %7859 = extractelement <32 x i64> %max_index405.0.lcssa, i64 8
  %7860 = fcmp uno float %7858, 0.000000e+00
  %7861 = fcmp ord float %7856, 0.000000e+00
  %7862 = icmp ult i64 %7859, %7857
  %7863 = fcmp ogt float %7858, %7856
  %7864 = fcmp oeq float %7858, %7856
  %7865 = or i1 %7861, %7862
  %7866 = and i1 %7864, %7862
  %7867 = or i1 %7863, %7866
  %7868 = select i1 %7860, i1 %7865, i1 %7867
  %7869 = select i1 %7868, float %7858, float %7856
  %7870 = select i1 %7868, i64 %7859, i64 %7857
  %7871 = extractelement <32 x float> %max_best404.0.lcssa, i64 9
  %7872 = extractelement <32 x i64> %max_index405.0.lcssa, i64 9
  %7873 = fcmp uno float %7871, 0.000000e+00
  %7874 = fcmp ord float %7869, 0.000000e+00
  %7875 = icmp ult i64 %7872, %7870
  %7876 = fcmp ogt float %7871, %7869
  %7877 = fcmp oeq float %7871, %7869
  %7878 = or i1 %7874, %7875
  %7879 = and i1 %7877, %7875
  %7880 = or i1 %7876, %7879
  %7881 = select i1 %7873, i1 %7878, i1 %7880
  %7882 = select i1 %7881, float %7871, float %7869
  %7883 = select i1 %7881, i64 %7872, i64 %7870
  %7884 = extractelement <32 x float> %max_best404.0.lcssa, i64 10
  %7885 = extractelement <32 x i64> %max_index405.0.lcssa, i64 10
  %7886 = fcmp uno float %7884, 0.000000e+00
  %7887 = fcmp ord float %7882, 0.000000e+00
  %7888 = icmp ult i64 %7885, %7883
  %7889 = fcmp ogt float %7884, %7882
  %7890 = fcmp oeq float %7884, %7882
  %7891 = or i1 %7887, %7888
  %7892 = and i1 %7890, %7888
  %7893 = or i1 %7889, %7892
  %7894 = select i1 %7886, i1 %7891, i1 %7893
  %7895 = select i1 %7894, float %7884, float %7882
  %7896 = select i1 %7894, i64 %7885, i64 %7883
  %7897 = extractelement <32 x float> %max_best404.0.lcssa, i64 11
  %7898 = extractelement <32 x i64> %max_index405.0.lcssa, i64 11
  %7899 = fcmp uno float %7897, 0.000000e+00
  %7900 = fcmp ord float %7895, 0.000000e+00
  %7901 = icmp ult i64 %7898, %7896
  %7902 = fcmp ogt float %7897, %7895
  %7903 = fcmp oeq float %7897, %7895
  %7904 = or i1 %7900, %7901
  %7905 = and i1 %7903, %7901
  %7906 = or i1 %7902, %7905
  %7907 = select i1 %7899, i1 %7904, i1 %7906
  %7908 = select i1 %7907, float %7897, float %7895
  %7909 = select i1 %7907, i64 %7898, i64 %7896
  %7910 = extractelement <32 x float> %max_best404.0.lcssa, i64 12
  %7911 = extractelement <32 x i64> %max_index405.0.lcssa, i64 12
  %7912 = fcmp uno float %7910, 0.000000e+00
  %7913 = fcmp ord float %7908, 0.000000e+00
  %7914 = icmp ult i64 %7911, %7909
  %7915 = fcmp ogt float %7910, %7908
  %7916 = fcmp oeq float %7910, %7908
  %7917 = or i1 %7913, %7914
  %7918 = and i1 %7916, %7914
  %7919 = or i1 %7915, %7918
  %7920 = select i1 %7912, i1 %7917, i1 %7919
  %7921 = select i1 %7920, float %7910, float %7908
  %7922 = select i1 %7920, i64 %7911, i64 %7909
  %7923 = extractelement <32 x float> %max_best404.0.lcssa, i64 13
  %7924 = extractelement <32 x i64> %max_index405.0.lcssa, i64 13
  %7925 = fcmp uno float %7923, 0.000000e+00
  %7926 = fcmp ord float %7921, 0.000000e+00
  %7927 = icmp ult i64 %7924, %7922
  %7928 = fcmp ogt float %7923, %7921
  %7929 = fcmp oeq float %7923, %7921
  %7930 = or i1 %7926, %7927
  %7931 = and i1 %7929, %7927
  %7932 = or i1 %7928, %7931
  %7933 = select i1 %7925, i1 %7930, i1 %7932
  %7934 = select i1 %7933, float %7923, float %7921
  %7935 = select i1 %7933, i64 %7924, i64 %7922
  %7936 = extractelement <32 x float> %max_best404.0.lcssa, i64 14
  %7937 = extractelement <32 x i64> %max_index405.0.lcssa, i64 14
  %7938 = fcmp uno float %7936, 0.000000e+00
  %7939 = fcmp ord float %7934, 0.000000e+00
  %7940 = icmp ult i64 %7937, %7935
  %7941 = fcmp ogt float %7936, %7934
  %7942 = fcmp oeq float %7936, %7934
  %7943 = or i1 %7939, %7940
  %7944 = and i1 %7942, %7940
  %7945 = or i1 %7941, %7944
  %7946 = select i1 %7938, i1 %7943, i1 %7945
  %7947 = select i1 %7946, float %7936, float %7934
  %7948 = select i1 %7946, i64 %7937, i64 %7935
  %7949 = extractelement <32 x float> %max_best404.0.lcssa, i64 15
  %7950 = extractelement <32 x i64> %max_index405.0.lcssa, i64 15
  %7951 = fcmp uno float %7949, 0.000000e+00
  %7952 = fcmp ord float %7947, 0.000000e+00
  %7953 = icmp ult i64 %7950, %7948
  %7954 = fcmp ogt float %7949, %7947
  %7955 = fcmp oeq float %7949, %7947
  %7956 = or i1 %7952, %7953
  %7957 = and i1 %7955, %7953
  %7958 = or i1 %7954, %7957
  %7959 = select i1 %7951, i1 %7956, i1 %7958
  %7960 = select i1 %7959, float %7949, float %7947
  %7961 = select i1 %7959, i64 %7950, i64 %7948
  %7962 = extractelement <32 x float> %max_best404.0.lcssa, i64 16
  %7963 = extractelement <32 x i64> %max_index405.0.lcssa, i64 16
  %7964 = fcmp uno float %7962, 0.000000e+00
  %7965 = fcmp ord float %7960, 0.000000e+00
  %7966 = icmp ult i64 %7963, %7961
  %7967 = fcmp ogt float %7962, %7960
  %7968 = fcmp oeq float %7962, %7960
  %7969 = or i1 %7965, %7966
  %7970 = and i1 %7968, %7966
  %7971 = or i1 %7967, %7970
  %7972 = select i1 %7964, i1 %7969, i1 %7971
  %7973 = select i1 %7972, float %7962, float %7960
  %7974 = select i1 %7972, i64 %7963, i64 %7961
  %7975 = extractelement <32 x float> %max_best404.0.lcssa, i64 17
  %7976 = extractelement <32 x i64> %max_index405.0.lcssa, i64 17
  %7977 = fcmp uno float %7975, 0.000000e+00
  %7978 = fcmp ord float %7973, 0.000000e+00
  %7979 = icmp ult i64 %7976, %7974
  %7980 = fcmp ogt float %7975, %7973
  %7981 = fcmp oeq float %7975, %7973
  %7982 = or i1 %7978, %7979
  %7983 = and i1 %7981, %7979
  %7984 = or i1 %7980, %7983
  %7985 = select i1 %7977, i1 %7982, i1 %7984
  %7986 = select i1 %7985, float %7975, float %7973
  %7987 = select i1 %7985, i64 %7976, i64 %7974
  %7988 = extractelement <32 x float> %max_best404.0.lcssa, i64 18
  %7989 = extractelement <32 x i64> %max_index405.0.lcssa, i64 18
  %7990 = fcmp uno float %7988, 0.000000e+00
  %7991 = fcmp ord float %7986, 0.000000e+00
  %7992 = icmp ult i64 %7989, %7987
  %7993 = fcmp ogt float %7988, %7986
  %7994 = fcmp oeq float %7988, %7986
  %7995 = or i1 %7991, %7992
  %7996 = and i1 %7994, %7992
  %7997 = or i1 %7993, %7996
  %7998 = select i1 %7990, i1 %7995, i1 %7997
  %7999 = select i1 %7998, float %7988, float %7986
  %8000 = select i1 %7998, i64 %7989, i64 %7987
  %8001 = extractelement <32 x float> %max_best404.0.lcssa, i64 19
  %8002 = extractelement <32 x i64> %max_index405.0.lcssa, i64 19
  %8003 = fcmp uno float %8001, 0.000000e+00
  %8004 = fcmp ord float %7999, 0.000000e+00
  %8005 = icmp ult i64 %8002, %8000
  %8006 = fcmp ogt float %8001, %7999
  %8007 = fcmp oeq float %8001, %7999
  %8008 = or i1 %8004, %8005
  %8009 = and i1 %8007, %8005
  %8010 = or i1 %8006, %8009
  %8011 = select i1 %8003, i1 %8008, i1 %8010
  %8012 = select i1 %8011, float %8001, float %7999
  %8013 = select i1 %8011, i64 %8002, i64 %8000
  %8014 = extractelement <32 x float> %max_best404.0.lcssa, i64 20
  %8015 = extractelement <32 x i64> %max_index405.0.lcssa, i64 20
  %8016 = fcmp uno float %8014, 0.000000e+00
  %8017 = fcmp ord float %8012, 0.000000e+00
  %8018 = icmp ult i64 %8015, %8013
  %8019 = fcmp ogt float %8014, %8012
  %8020 = fcmp oeq float %8014, %8012
  %8021 = or i1 %8017, %8018
  %8022 = and i1 %8020, %8018
  %8023 = or i1 %8019, %8022
  %8024 = select i1 %8016, i1 %8021, i1 %8023
  %8025 = select i1 %8024, float %8014, float %8012
  %8026 = select i1 %8024, i64 %8015, i64 %8013
  %8027 = extractelement <32 x float> %max_best404.0.lcssa, i64 21
  %8028 = extractelement <32 x i64> %max_index405.0.lcssa, i64 21
  %8029 = fcmp uno float %8027, 0.000000e+00
  %8030 = fcmp ord float %8025, 0.000000e+00
  %8031 = icmp ult i64 %8028, %8026
  %8032 = fcmp ogt float %8027, %8025
  %8033 = fcmp oeq float %8027, %8025
  %8034 = or i1 %8030, %8031
  %8035 = and i1 %8033, %8031
  %8036 = or i1 %8032, %8035
  %8037 = select i1 %8029, i1 %8034, i1 %8036
  %8038 = select i1 %8037, float %8027, float %8025
  %8039 = select i1 %8037, i64 %8028, i64 %8026
  %8040 = extractelement <32 x float> %max_best404.0.lcssa, i64 22
  %8041 = extractelement <32 x i64> %max_index405.0.lcssa, i64 22
  %8042 = fcmp uno float %8040, 0.000000e+00
  %8043 = fcmp ord float %8038, 0.000000e+00
  %8044 = icmp ult i64 %8041, %8039
  %8045 = fcmp ogt float %8040, %8038
  %8046 = fcmp oeq float %8040, %8038
  %8047 = or i1 %8043, %8044
  %8048 = and i1 %8046, %8044
  %8049 = or i1 %8045, %8048
  %8050 = select i1 %8042, i1 %8047, i1 %8049
  %8051 = select i1 %8050, float %8040, float %8038
  %8052 = select i1 %8050, i64 %8041, i64 %8039
  %8053 = extractelement <32 x float> %max_best404.0.lcssa, i64 23
  %8054 = extractelement <32 x i64> %max_index405.0.lcssa, i64 23
  %8055 = fcmp uno float %8053, 0.000000e+00
  %8056 = fcmp ord float %8051, 0.000000e+00
  %8057 = icmp ult i64 %8054, %8052
  %8058 = fcmp ogt float %8053, %8051
  %8059 = fcmp oeq float %8053, %8051
  %8060 = or i1 %8056, %8057
  %8061 = and i1 %8059, %8057
  %8062 = or i1 %8058, %8061
  %8063 = select i1 %8055, i1 %8060, i1 %8062
  %8064 = select i1 %8063, float %8053, float %8051
  %8065 = select i1 %8063, i64 %8054, i64 %8052
  %8066 = extractelement <32 x float> %max_best404.0.lcssa, i64 24
  %8067 = extractelement <32 x i64> %max_index405.0.lcssa, i64 24
  %8068 = fcmp uno float %8066, 0.000000e+00
  %8069 = fcmp ord float %8064, 0.000000e+00
  %8070 = icmp ult i64 %8067, %8065
  %8071 = fcmp ogt float %8066, %8064
  %8072 = fcmp oeq float %8066, %8064
  %8073 = or i1 %8069, %8070
  %8074 = and i1 %8072, %8070
  %8075 = or i1 %8071, %8074
  %8076 = select i1 %8068, i1 %8073, i1 %8075
  %8077 = select i1 %8076, float %8066, float %8064
  %8078 = select i1 %8076, i64 %8067, i64 %8065
  %8079 = extractelement <32 x float> %max_best404.0.lcssa, i64 25
  %8080 = extractelement <32 x i64> %max_index405.0.lcssa, i64 25
  %8081 = fcmp uno float %8079, 0.000000e+00
  %8082 = fcmp ord float %8077, 0.000000e+00
  %8083 = icmp ult i64 %8080, %8078
  %8084 = fcmp ogt float %8079, %8077
  %8085 = fcmp oeq float %8079, %8077
  %8086 = or i1 %8082, %8083
  %8087 = and i1 %8085, %8083
  %8088 = or i1 %8084, %8087
  %8089 = select i1 %8081, i1 %8086, i1 %8088
  %8090 = select i1 %8089, float %8079, float %8077
  %8091 = select i1 %8089, i64 %8080, i64 %8078
  %8092 = extractelement <32 x float> %max_best404.0.lcssa, i64 26
  %8093 = extractelement <32 x i64> %max_index405.0.lcssa, i64 26
  %8094 = fcmp uno float %8092, 0.000000e+00
  %8095 = fcmp ord float %8090, 0.000000e+00
  %8096 = icmp ult i64 %8093, %8091
  %8097 = fcmp ogt float %8092, %8090
  %8098 = fcmp oeq float %8092, %8090
  %8099 = or i1 %8095, %8096
  %8100 = and i1 %8098, %8096
  %8101 = or i1 %8097, %8100
  %8102 = select i1 %8094, i1 %8099, i1 %8101
  %8103 = select i1 %8102, float %8092, float %8090
  %8104 = select i1 %8102, i64 %8093, i64 %8091
  %8105 = extractelement <32 x float> %max_best404.0.lcssa, i64 27
  %8106 = extractelement <32 x i64> %max_index405.0.lcssa, i64 27
  %8107 = fcmp uno float %8105, 0.000000e+00
  %8108 = fcmp ord float %8103, 0.000000e+00
  %8109 = icmp ult i64 %8106, %8104
  %8110 = fcmp ogt float %8105, %8103
  %8111 = fcmp oeq float %8105, %8103
  %8112 = or i1 %8108, %8109
  %8113 = and i1 %8111, %8109
  %8114 = or i1 %8110, %8113
  %8115 = select i1 %8107, i1 %8112, i1 %8114
  %8116 = select i1 %8115, float %8105, float %8103
  %8117 = select i1 %8115, i64 %8106, i64 %8104
  %8118 = extractelement <32 x float> %max_best404.0.lcssa, i64 28
  %8119 = extractelement <32 x i64> %max_index405.0.lcssa, i64 28
  %8120 = fcmp uno float %8118, 0.000000e+00
  %8121 = fcmp ord float %8116, 0.000000e+00
  %8122 = icmp ult i64 %8119, %8117
  %8123 = fcmp ogt float %8118, %8116
  %8124 = fcmp oeq float %8118, %8116
  %8125 = or i1 %8121, %8122
  %8126 = and i1 %8124, %8122
  %8127 = or i1 %8123, %8126
  %8128 = select i1 %8120, i1 %8125, i1 %8127
  %8129 = select i1 %8128, float %8118, float %8116
  %8130 = select i1 %8128, i64 %8119, i64 %8117
  %8131 = extractelement <32 x float> %max_best404.0.lcssa, i64 29
  %8132 = extractelement <32 x i64> %max_index405.0.lcssa, i64 29
  %8133 = fcmp uno float %8131, 0.000000e+00
  %8134 = fcmp ord float %8129, 0.000000e+00
  %8135 = icmp ult i64 %8132, %8130
  %8136 = fcmp ogt float %8131, %8129
  %8137 = fcmp oeq float %8131, %8129
  %8138 = or i1 %8134, %8135
  %8139 = and i1 %8137, %8135
  %8140 = or i1 %8136, %8139
  %8141 = select i1 %8133, i1 %8138, i1 %8140
  %8142 = select i1 %8141, float %8131, float %8129
  %8143 = select i1 %8141, i64 %8132, i64 %8130
  %8144 = extractelement <32 x float> %max_best404.0.lcssa, i64 30
  %8145 = extractelement <32 x i64> %max_index405.0.lcssa, i64 30
  %8146 = fcmp uno float %8144, 0.000000e+00
  %8147 = fcmp ord float %8142, 0.000000e+00
  %8148 = icmp ult i64 %8145, %8143
  %8149 = fcmp ogt float %8144, %8142
  %8150 = fcmp oeq float %8144, %8142
  %8151 = or i1 %8147, %8148
  %8152 = and i1 %8150, %8148
  %8153 = or i1 %8149, %8152
  %8154 = select i1 %8146, i1 %8151, i1 %8153
  %8155 = select i1 %8154, float %8144, float %8142
  %8156 = select i1 %8154, i64 %8145, i64 %8143
  %8157 = extractelement <32 x float> %max_best404.0.lcssa, i64 31
  %8158 = extractelement <32 x i64> %max_index405.0.lcssa, i64 31
  %8159 = fcmp uno float %8157, 0.000000e+00
  %8160 = fcmp ord float %8155, 0.000000e+00
  %8161 = icmp ult i64 %8158, %8156
  %8162 = fcmp ogt float %8157, %8155
  %8163 = fcmp oeq float %8157, %8155
  %8164 = or i1 %8160, %8161
  %8165 = and i1 %8163, %8161
  %8166 = or i1 %8162, %8165
  %8167 = select i1 %8159, i1 %8164, i1 %8166
  %8168 = select i1 %8167, float %8157, float %8155
  br i1 %.not1378, label %feature.header446.preheader, label %fold_tail.body414

fold_tail.body414:                                ; preds = %max_block.exit409, %fold_tail.body414
  %fold_tail4161254 = phi i64 [ %8176, %fold_tail.body414 ], [ %blocks_end219, %max_block.exit409 ]
  %fold_value399.01253 = phi float [ %8175, %fold_tail.body414 ], [ %8168, %max_block.exit409 ]
  %8169 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail4161254
  %8170 = load float, ptr %8169, align 4
  %8171 = fcmp ogt float %8170, %fold_value399.01253
  %8172 = fcmp uno float %8170, 0.000000e+00
  %8173 = fcmp ord float %fold_value399.01253, 0.000000e+00
  %8174 = and i1 %8173, %8172
  %take417 = or i1 %8171, %8174
  %8175 = select i1 %take417, float %8170, float %fold_value399.01253
  %8176 = add nuw i64 %fold_tail4161254, 1
  %8177 = icmp ult i64 %8176, %n_features
  br i1 %8177, label %fold_tail.body414, label %feature.header446.preheader

feature.header446.preheader:                      ; preds = %fold_tail.body414, %max_block.exit409
  %uniforms.sroa.87.0 = phi float [ %8168, %max_block.exit409 ], [ %8175, %fold_tail.body414 ]
  br i1 %.not1376, label %search.feature.exit600, label %feature.body447.preheader

feature.body447.preheader:                        ; preds = %feature.header446.preheader
  %diff.check2655 = icmp ult i64 %3751, 32
  %or.cond4493 = select i1 %min.iters.check2657, i1 true, i1 %diff.check2655
  br i1 %or.cond4493, label %feature.body447.preheader4533, label %vector.ph2658

vector.ph2658:                                    ; preds = %feature.body447.preheader
  %broadcast.splatinsert2663 = insertelement <8 x float> poison, float %uniforms.sroa.25.0, i64 0
  %broadcast.splat2664 = shufflevector <8 x float> %broadcast.splatinsert2663, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2665 = insertelement <8 x float> poison, float %uniforms.sroa.56.0, i64 0
  %broadcast.splat2666 = shufflevector <8 x float> %broadcast.splatinsert2665, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2667 = insertelement <8 x float> poison, float %uniforms.sroa.87.0, i64 0
  %broadcast.splat2668 = shufflevector <8 x float> %broadcast.splatinsert2667, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body2669

vector.body2669:                                  ; preds = %vector.body2669, %vector.ph2658
  %index2670 = phi i64 [ 0, %vector.ph2658 ], [ %index.next2673, %vector.body2669 ]
  %vec.ind2671 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2658 ], [ %vec.ind.next2674, %vector.body2669 ]
  %8178 = getelementptr inbounds float, ptr %3759, i64 %index2670
  %wide.load2672 = load <8 x float>, ptr %8178, align 4
  %8179 = fmul <8 x float> %broadcast.splat2662, %wide.load2672
  %8180 = uitofp <8 x i64> %vec.ind2671 to <8 x float>
  %8181 = fcmp ogt <8 x float> %wide.load2672, %broadcast.splat2664
  %8182 = select <8 x i1> %8181, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %8183 = fcmp oeq <8 x float> %wide.load2672, %broadcast.splat2664
  %8184 = fcmp oge <8 x float> %broadcast.splat2666, %8180
  %8185 = select <8 x i1> %8183, <8 x i1> %8184, <8 x i1> zeroinitializer
  %8186 = select <8 x i1> %8185, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %8187 = fcmp ogt <8 x float> %8186, %8182
  %8188 = select <8 x i1> %8187, <8 x float> %8186, <8 x float> %8182
  %8189 = fsub <8 x float> %8179, %broadcast.splat2668
  %8190 = fcmp olt <8 x float> %8189, splat (float -1.040000e+02)
  %8191 = select <8 x i1> %8190, <8 x float> splat (float -1.040000e+02), <8 x float> %8189
  %8192 = fcmp ogt <8 x float> %8191, splat (float 8.900000e+01)
  %8193 = select <8 x i1> %8192, <8 x float> splat (float 8.900000e+01), <8 x float> %8191
  %8194 = fmul <8 x float> %8193, splat (float 0x3FF7154760000000)
  %8195 = fadd <8 x float> %8194, splat (float 0x4168000000000000)
  %8196 = fadd <8 x float> %8195, splat (float 0xC168000000000000)
  %8197 = bitcast <8 x float> %8195 to <8 x i32>
  %8198 = fmul <8 x float> %8196, splat (float 0x3FE62E4000000000)
  %8199 = fsub <8 x float> %8193, %8198
  %8200 = fmul <8 x float> %8196, splat (float 0x3EB7F7D1C0000000)
  %8201 = fsub <8 x float> %8199, %8200
  %8202 = fmul <8 x float> %8201, %8201
  %8203 = fmul <8 x float> %8202, splat (float 0x3E66376980000000)
  %8204 = fadd <8 x float> %8203, splat (float 0xBEBBBD41C0000000)
  %8205 = fmul <8 x float> %8202, %8204
  %8206 = fadd <8 x float> %8205, splat (float 0x3F11566AA0000000)
  %8207 = fmul <8 x float> %8202, %8206
  %8208 = fadd <8 x float> %8207, splat (float 0xBF66C16C20000000)
  %8209 = fmul <8 x float> %8202, %8208
  %8210 = fadd <8 x float> %8209, splat (float 0x3FC5555560000000)
  %8211 = fmul <8 x float> %8202, %8210
  %8212 = fsub <8 x float> %8201, %8211
  %8213 = fmul <8 x float> %8201, %8212
  %8214 = fsub <8 x float> splat (float 2.000000e+00), %8212
  %8215 = fdiv <8 x float> %8213, %8214
  %8216 = fsub <8 x float> %8200, %8215
  %8217 = fsub <8 x float> %8199, %8216
  %8218 = fadd <8 x float> %8217, splat (float 1.000000e+00)
  %8219 = add <8 x i32> %8197, splat (i32 -1262485248)
  %8220 = lshr <8 x i32> %8219, splat (i32 1)
  %8221 = add <8 x i32> %8197, splat (i32 255)
  %8222 = sub <8 x i32> %8221, %8220
  %8223 = shl <8 x i32> %8220, splat (i32 23)
  %8224 = add <8 x i32> %8223, splat (i32 -8388608)
  %8225 = shl <8 x i32> %8222, splat (i32 23)
  %8226 = bitcast <8 x i32> %8224 to <8 x float>
  %8227 = bitcast <8 x i32> %8225 to <8 x float>
  %8228 = fmul <8 x float> %8218, %8226
  %8229 = fmul <8 x float> %8228, %8227
  %8230 = fcmp uno <8 x float> %8189, zeroinitializer
  %8231 = select <8 x i1> %8230, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %8229
  %8232 = fcmp une <8 x float> %8188, zeroinitializer
  %8233 = select <8 x i1> %8232, <8 x float> %8231, <8 x float> zeroinitializer
  %8234 = getelementptr inbounds float, ptr %scratch, i64 %index2670
  store <8 x float> %8233, ptr %8234, align 4
  %index.next2673 = add nuw i64 %index2670, 8
  %vec.ind.next2674 = add nuw <8 x i64> %vec.ind2671, splat (i64 8)
  %8235 = icmp eq i64 %index.next2673, %n.vec2660
  br i1 %8235, label %middle.block2675, label %vector.body2669, !llvm.loop !138

middle.block2675:                                 ; preds = %vector.body2669
  br i1 %cmp.n2676, label %fold_sums.body.preheader, label %feature.body447.preheader4533

feature.body447.preheader4533:                    ; preds = %feature.body447.preheader, %middle.block2675
  %feature4491259.ph = phi i64 [ 0, %feature.body447.preheader ], [ %n.vec2660, %middle.block2675 ]
  br label %feature.body447

listed.body436:                                   ; preds = %listed.body436.preheader, %listed.body436
  %listed4381257 = phi i64 [ %8293, %listed.body436 ], [ 0, %listed.body436.preheader ]
  %fold_value429.01256 = phi float [ %8292, %listed.body436 ], [ 0.000000e+00, %listed.body436.preheader ]
  %8236 = getelementptr float, ptr %3641, i64 %listed4381257
  %f439 = load i32, ptr %8236, align 4
  %f440 = zext i32 %f439 to i64
  %8237 = getelementptr inbounds nuw float, ptr %3759, i64 %f440
  %8238 = load float, ptr %8237, align 4
  %8239 = fmul float %inv_t, %8238
  %feature441 = uitofp i32 %f439 to float
  %8240 = fcmp ogt float %8238, %uniforms.sroa.25.0
  %8241 = select i1 %8240, float 1.000000e+00, float 0.000000e+00
  %8242 = fcmp oeq float %8238, %uniforms.sroa.25.0
  %8243 = fcmp oge float %uniforms.sroa.56.0, %feature441
  %8244 = select i1 %8242, i1 %8243, i1 false
  %8245 = select i1 %8244, float 1.000000e+00, float 0.000000e+00
  %8246 = fcmp ogt float %8245, %8241
  %max442 = select i1 %8246, float %8245, float %8241
  %8247 = fsub float %8239, %.lcssa4767
  %8248 = fcmp olt float %8247, -1.040000e+02
  %8249 = select i1 %8248, float -1.040000e+02, float %8247
  %8250 = fcmp ogt float %8249, 8.900000e+01
  %8251 = select i1 %8250, float 8.900000e+01, float %8249
  %8252 = fmul float %8251, 0x3FF7154760000000
  %8253 = fadd float %8252, 0x4168000000000000
  %8254 = fadd float %8253, 0xC168000000000000
  %8255 = bitcast float %8253 to i32
  %8256 = fmul float %8254, 0x3FE62E4000000000
  %8257 = fsub float %8251, %8256
  %8258 = fmul float %8254, 0x3EB7F7D1C0000000
  %8259 = fsub float %8257, %8258
  %8260 = fmul float %8259, %8259
  %8261 = fmul float %8260, 0x3E66376980000000
  %8262 = fadd float %8261, 0xBEBBBD41C0000000
  %8263 = fmul float %8260, %8262
  %8264 = fadd float %8263, 0x3F11566AA0000000
  %8265 = fmul float %8260, %8264
  %8266 = fadd float %8265, 0xBF66C16C20000000
  %8267 = fmul float %8260, %8266
  %8268 = fadd float %8267, 0x3FC5555560000000
  %8269 = fmul float %8260, %8268
  %8270 = fsub float %8259, %8269
  %8271 = fmul float %8259, %8270
  %8272 = fsub float 2.000000e+00, %8270
  %8273 = fdiv float %8271, %8272
  %8274 = fsub float %8258, %8273
  %8275 = fsub float %8257, %8274
  %8276 = fadd float %8275, 1.000000e+00
  %8277 = add i32 %8255, -1262485248
  %8278 = lshr i32 %8277, 1
  %8279 = add i32 %8255, 255
  %8280 = sub i32 %8279, %8278
  %8281 = shl i32 %8278, 23
  %8282 = add i32 %8281, -8388608
  %8283 = shl i32 %8280, 23
  %8284 = bitcast i32 %8282 to float
  %8285 = bitcast i32 %8283 to float
  %8286 = fmul float %8276, %8284
  %8287 = fmul float %8286, %8285
  %8288 = fcmp uno float %8247, 0.000000e+00
  %8289 = select i1 %8288, float 0x7FF8000000000000, float %8287
  %8290 = fcmp une float %max442, 0.000000e+00
  %8291 = select i1 %8290, float %8289, float 0.000000e+00
  %8292 = fadd float %fold_value429.01256, %8291
  %8293 = add nuw nsw i64 %listed4381257, 1
  %exitcond1546.not = icmp eq i64 %8293, %listed.0
  br i1 %exitcond1546.not, label %listed.body473, label %listed.body436

feature.body447:                                  ; preds = %feature.body447.preheader4533, %feature.body447
  %feature4491259 = phi i64 [ %8350, %feature.body447 ], [ %feature4491259.ph, %feature.body447.preheader4533 ]
  %8294 = getelementptr inbounds float, ptr %3759, i64 %feature4491259
  %8295 = load float, ptr %8294, align 4
  %8296 = fmul float %inv_t, %8295
  %feature450 = uitofp i64 %feature4491259 to float
  %8297 = fcmp ogt float %8295, %uniforms.sroa.25.0
  %8298 = select i1 %8297, float 1.000000e+00, float 0.000000e+00
  %8299 = fcmp oeq float %8295, %uniforms.sroa.25.0
  %8300 = fcmp oge float %uniforms.sroa.56.0, %feature450
  %8301 = select i1 %8299, i1 %8300, i1 false
  %8302 = select i1 %8301, float 1.000000e+00, float 0.000000e+00
  %8303 = fcmp ogt float %8302, %8298
  %max451 = select i1 %8303, float %8302, float %8298
  %8304 = fsub float %8296, %uniforms.sroa.87.0
  %8305 = fcmp olt float %8304, -1.040000e+02
  %8306 = select i1 %8305, float -1.040000e+02, float %8304
  %8307 = fcmp ogt float %8306, 8.900000e+01
  %8308 = select i1 %8307, float 8.900000e+01, float %8306
  %8309 = fmul float %8308, 0x3FF7154760000000
  %8310 = fadd float %8309, 0x4168000000000000
  %8311 = fadd float %8310, 0xC168000000000000
  %8312 = bitcast float %8310 to i32
  %8313 = fmul float %8311, 0x3FE62E4000000000
  %8314 = fsub float %8308, %8313
  %8315 = fmul float %8311, 0x3EB7F7D1C0000000
  %8316 = fsub float %8314, %8315
  %8317 = fmul float %8316, %8316
  %8318 = fmul float %8317, 0x3E66376980000000
  %8319 = fadd float %8318, 0xBEBBBD41C0000000
  %8320 = fmul float %8317, %8319
  %8321 = fadd float %8320, 0x3F11566AA0000000
  %8322 = fmul float %8317, %8321
  %8323 = fadd float %8322, 0xBF66C16C20000000
  %8324 = fmul float %8317, %8323
  %8325 = fadd float %8324, 0x3FC5555560000000
  %8326 = fmul float %8317, %8325
  %8327 = fsub float %8316, %8326
  %8328 = fmul float %8316, %8327
  %8329 = fsub float 2.000000e+00, %8327
  %8330 = fdiv float %8328, %8329
  %8331 = fsub float %8315, %8330
  %8332 = fsub float %8314, %8331
  %8333 = fadd float %8332, 1.000000e+00
  %8334 = add i32 %8312, -1262485248
  %8335 = lshr i32 %8334, 1
  %8336 = add i32 %8312, 255
  %8337 = sub i32 %8336, %8335
  %8338 = shl i32 %8335, 23
  %8339 = add i32 %8338, -8388608
  %8340 = shl i32 %8337, 23
  %8341 = bitcast i32 %8339 to float
  %8342 = bitcast i32 %8340 to float
  %8343 = fmul float %8333, %8341
  %8344 = fmul float %8343, %8342
  %8345 = fcmp uno float %8304, 0.000000e+00
  %8346 = select i1 %8345, float 0x7FF8000000000000, float %8344
  %8347 = fcmp une float %max451, 0.000000e+00
  %8348 = select i1 %8347, float %8346, float 0.000000e+00
  %8349 = getelementptr inbounds float, ptr %scratch, i64 %feature4491259
  store float %8348, ptr %8349, align 4
  %8350 = add nuw i64 %feature4491259, 1
  %exitcond1547.not = icmp eq i64 %8350, %n_features
  br i1 %exitcond1547.not, label %fold_sums.body.preheader, label %feature.body447, !llvm.loop !139

fold_sums.body.preheader:                         ; preds = %feature.body447, %middle.block2675
  br i1 %3732, label %fold_sums.body.epil.preheader, label %fold_sums.body

fold_sums.body:                                   ; preds = %fold_sums.body.preheader, %fold_sums.body
  %fold_sums1261 = phi i64 [ %8382, %fold_sums.body ], [ 0, %fold_sums.body.preheader ]
  %fold_value455.01260 = phi float [ %8381, %fold_sums.body ], [ 0.000000e+00, %fold_sums.body.preheader ]
  %niter5007 = phi i64 [ %niter5007.next.7, %fold_sums.body ], [ 0, %fold_sums.body.preheader ]
  %8351 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums1261
  %8352 = load float, ptr %8351, align 4
  %8353 = fadd float %fold_value455.01260, %8352
  %8354 = getelementptr float, ptr %scratch, i64 %fold_sums1261
  %8355 = getelementptr i8, ptr %8354, i64 4
  %8356 = load float, ptr %8355, align 4
  %8357 = fadd float %8353, %8356
  %8358 = getelementptr float, ptr %scratch, i64 %fold_sums1261
  %8359 = getelementptr i8, ptr %8358, i64 8
  %8360 = load float, ptr %8359, align 4
  %8361 = fadd float %8357, %8360
  %8362 = getelementptr float, ptr %scratch, i64 %fold_sums1261
  %8363 = getelementptr i8, ptr %8362, i64 12
  %8364 = load float, ptr %8363, align 4
  %8365 = fadd float %8361, %8364
  %8366 = getelementptr float, ptr %scratch, i64 %fold_sums1261
  %8367 = getelementptr i8, ptr %8366, i64 16
  %8368 = load float, ptr %8367, align 4
  %8369 = fadd float %8365, %8368
  %8370 = getelementptr float, ptr %scratch, i64 %fold_sums1261
  %8371 = getelementptr i8, ptr %8370, i64 20
  %8372 = load float, ptr %8371, align 4
  %8373 = fadd float %8369, %8372
  %8374 = getelementptr float, ptr %scratch, i64 %fold_sums1261
  %8375 = getelementptr i8, ptr %8374, i64 24
  %8376 = load float, ptr %8375, align 4
  %8377 = fadd float %8373, %8376
  %8378 = getelementptr float, ptr %scratch, i64 %fold_sums1261
  %8379 = getelementptr i8, ptr %8378, i64 28
  %8380 = load float, ptr %8379, align 4
  %8381 = fadd float %8377, %8380
  %8382 = add nuw i64 %fold_sums1261, 8
  %niter5007.next.7 = add i64 %niter5007, 8
  %niter5007.ncmp.7 = icmp eq i64 %niter5007.next.7, %unroll_iter5006
  br i1 %niter5007.ncmp.7, label %feature.body569.preheader.unr-lcssa, label %fold_sums.body

feature.body569.preheader.unr-lcssa:              ; preds = %fold_sums.body
  br i1 %lcmp.mod5003.not, label %feature.body569.preheader, label %fold_sums.body.epil.preheader

fold_sums.body.epil.preheader:                    ; preds = %feature.body569.preheader.unr-lcssa, %fold_sums.body.preheader
  %fold_sums1261.epil.init = phi i64 [ 0, %fold_sums.body.preheader ], [ %8382, %feature.body569.preheader.unr-lcssa ]
  %fold_value455.01260.epil.init = phi float [ 0.000000e+00, %fold_sums.body.preheader ], [ %8381, %feature.body569.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod5005)
  br label %fold_sums.body.epil

fold_sums.body.epil:                              ; preds = %fold_sums.body.epil, %fold_sums.body.epil.preheader
  %fold_sums1261.epil = phi i64 [ %8386, %fold_sums.body.epil ], [ %fold_sums1261.epil.init, %fold_sums.body.epil.preheader ]
  %fold_value455.01260.epil = phi float [ %8385, %fold_sums.body.epil ], [ %fold_value455.01260.epil.init, %fold_sums.body.epil.preheader ]
  %epil.iter5002 = phi i64 [ %epil.iter5002.next, %fold_sums.body.epil ], [ 0, %fold_sums.body.epil.preheader ]
  %8383 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums1261.epil
  %8384 = load float, ptr %8383, align 4
  %8385 = fadd float %fold_value455.01260.epil, %8384
  %8386 = add nuw i64 %fold_sums1261.epil, 1
  %epil.iter5002.next = add i64 %epil.iter5002, 1
  %epil.iter5002.cmp.not = icmp eq i64 %epil.iter5002.next, %xtraiter5001
  br i1 %epil.iter5002.cmp.not, label %feature.body569.preheader, label %fold_sums.body.epil, !llvm.loop !140

feature.body569.preheader:                        ; preds = %fold_sums.body.epil, %feature.body569.preheader.unr-lcssa
  %.lcssa4773 = phi float [ %8381, %feature.body569.preheader.unr-lcssa ], [ %8385, %fold_sums.body.epil ]
  br i1 %min.iters.check2631, label %feature.body569.preheader4532, label %vector.memcheck2626

vector.memcheck2626:                              ; preds = %feature.body569.preheader
  %diff.check2627 = icmp ult i64 %3753, 32
  %diff.check2628 = icmp ult i64 %3754, 32
  %conflict.rdx2629 = or i1 %diff.check2627, %diff.check2628
  br i1 %conflict.rdx2629, label %feature.body569.preheader4532, label %vector.ph2632

vector.ph2632:                                    ; preds = %vector.memcheck2626
  %broadcast.splatinsert2635 = insertelement <8 x float> poison, float %.lcssa4773, i64 0
  %broadcast.splat2636 = shufflevector <8 x float> %broadcast.splatinsert2635, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2639 = insertelement <8 x float> poison, float %uniforms.sroa.25.0, i64 0
  %broadcast.splat2640 = shufflevector <8 x float> %broadcast.splatinsert2639, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2641 = insertelement <8 x float> poison, float %uniforms.sroa.56.0, i64 0
  %broadcast.splat2642 = shufflevector <8 x float> %broadcast.splatinsert2641, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2643 = insertelement <8 x float> poison, float %uniforms.sroa.87.0, i64 0
  %broadcast.splat2644 = shufflevector <8 x float> %broadcast.splatinsert2643, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body2645

vector.body2645:                                  ; preds = %vector.body2645, %vector.ph2632
  %index2646 = phi i64 [ 0, %vector.ph2632 ], [ %index.next2649, %vector.body2645 ]
  %vec.ind2647 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2632 ], [ %vec.ind.next2650, %vector.body2645 ]
  %8387 = getelementptr inbounds float, ptr %3759, i64 %index2646
  %wide.load2648 = load <8 x float>, ptr %8387, align 4
  %8388 = fmul <8 x float> %broadcast.splat2638, %wide.load2648
  %8389 = uitofp <8 x i64> %vec.ind2647 to <8 x float>
  %8390 = fcmp ogt <8 x float> %wide.load2648, %broadcast.splat2640
  %8391 = select <8 x i1> %8390, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %8392 = fcmp oeq <8 x float> %wide.load2648, %broadcast.splat2640
  %8393 = fcmp oge <8 x float> %broadcast.splat2642, %8389
  %8394 = select <8 x i1> %8392, <8 x i1> %8393, <8 x i1> zeroinitializer
  %8395 = select <8 x i1> %8394, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %8396 = fcmp ogt <8 x float> %8395, %8391
  %8397 = select <8 x i1> %8396, <8 x float> %8395, <8 x float> %8391
  %8398 = fsub <8 x float> %8388, %broadcast.splat2644
  %8399 = fcmp olt <8 x float> %8398, splat (float -1.040000e+02)
  %8400 = select <8 x i1> %8399, <8 x float> splat (float -1.040000e+02), <8 x float> %8398
  %8401 = fcmp ogt <8 x float> %8400, splat (float 8.900000e+01)
  %8402 = select <8 x i1> %8401, <8 x float> splat (float 8.900000e+01), <8 x float> %8400
  %8403 = fmul <8 x float> %8402, splat (float 0x3FF7154760000000)
  %8404 = fadd <8 x float> %8403, splat (float 0x4168000000000000)
  %8405 = fadd <8 x float> %8404, splat (float 0xC168000000000000)
  %8406 = bitcast <8 x float> %8404 to <8 x i32>
  %8407 = fmul <8 x float> %8405, splat (float 0x3FE62E4000000000)
  %8408 = fsub <8 x float> %8402, %8407
  %8409 = fmul <8 x float> %8405, splat (float 0x3EB7F7D1C0000000)
  %8410 = fsub <8 x float> %8408, %8409
  %8411 = fmul <8 x float> %8410, %8410
  %8412 = fmul <8 x float> %8411, splat (float 0x3E66376980000000)
  %8413 = fadd <8 x float> %8412, splat (float 0xBEBBBD41C0000000)
  %8414 = fmul <8 x float> %8411, %8413
  %8415 = fadd <8 x float> %8414, splat (float 0x3F11566AA0000000)
  %8416 = fmul <8 x float> %8411, %8415
  %8417 = fadd <8 x float> %8416, splat (float 0xBF66C16C20000000)
  %8418 = fmul <8 x float> %8411, %8417
  %8419 = fadd <8 x float> %8418, splat (float 0x3FC5555560000000)
  %8420 = fmul <8 x float> %8411, %8419
  %8421 = fsub <8 x float> %8410, %8420
  %8422 = fmul <8 x float> %8410, %8421
  %8423 = fsub <8 x float> splat (float 2.000000e+00), %8421
  %8424 = fdiv <8 x float> %8422, %8423
  %8425 = fsub <8 x float> %8409, %8424
  %8426 = fsub <8 x float> %8408, %8425
  %8427 = fadd <8 x float> %8426, splat (float 1.000000e+00)
  %8428 = add <8 x i32> %8406, splat (i32 -1262485248)
  %8429 = lshr <8 x i32> %8428, splat (i32 1)
  %8430 = add <8 x i32> %8406, splat (i32 255)
  %8431 = sub <8 x i32> %8430, %8429
  %8432 = shl <8 x i32> %8429, splat (i32 23)
  %8433 = add <8 x i32> %8432, splat (i32 -8388608)
  %8434 = shl <8 x i32> %8431, splat (i32 23)
  %8435 = bitcast <8 x i32> %8433 to <8 x float>
  %8436 = bitcast <8 x i32> %8434 to <8 x float>
  %8437 = fmul <8 x float> %8427, %8435
  %8438 = fmul <8 x float> %8437, %8436
  %8439 = fcmp uno <8 x float> %8398, zeroinitializer
  %8440 = select <8 x i1> %8439, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %8438
  %8441 = fdiv <8 x float> %8440, %broadcast.splat2636
  %8442 = fcmp une <8 x float> %8397, zeroinitializer
  %8443 = select <8 x i1> %8442, <8 x float> %8441, <8 x float> zeroinitializer
  %8444 = fadd <8 x float> %8441, zeroinitializer
  %8445 = select <8 x i1> %8442, <8 x float> %8444, <8 x float> splat (float -1.000000e+00)
  %8446 = bitcast <8 x float> %8445 to <8 x i32>
  %8447 = icmp slt <8 x i32> %8446, zeroinitializer
  %8448 = xor <8 x i32> %8446, splat (i32 -1)
  %8449 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %8445)
  %8450 = fneg <8 x float> %8449
  %8451 = bitcast <8 x float> %8450 to <8 x i32>
  %8452 = select <8 x i1> %8447, <8 x i32> %8448, <8 x i32> %8451
  %8453 = getelementptr inbounds float, ptr %scratch, i64 %index2646
  store <8 x i32> %8452, ptr %8453, align 4
  %8454 = getelementptr float, ptr %3636, i64 %index2646
  store <8 x float> %8443, ptr %8454, align 4
  %index.next2649 = add nuw i64 %index2646, 8
  %vec.ind.next2650 = add nuw <8 x i64> %vec.ind2647, splat (i64 8)
  %8455 = icmp eq i64 %index.next2649, %n.vec2634
  br i1 %8455, label %middle.block2651, label %vector.body2645, !llvm.loop !141

middle.block2651:                                 ; preds = %vector.body2645
  br i1 %cmp.n2652, label %compact.body582.preheader, label %feature.body569.preheader4532

feature.body569.preheader4532:                    ; preds = %vector.memcheck2626, %feature.body569.preheader, %middle.block2651
  %feature5711289.ph = phi i64 [ 0, %vector.memcheck2626 ], [ 0, %feature.body569.preheader ], [ %n.vec2634, %middle.block2651 ]
  br label %feature.body569

compact.body582.preheader:                        ; preds = %feature.body569, %middle.block2651
  br i1 %3733, label %compact.body582.epil.preheader, label %compact.body582

listed.body473:                                   ; preds = %listed.body436, %listed.body473
  %listed4751263 = phi i64 [ %8525, %listed.body473 ], [ 0, %listed.body436 ]
  %8456 = getelementptr float, ptr %3641, i64 %listed4751263
  %f476 = load i32, ptr %8456, align 4
  %f477 = zext i32 %f476 to i64
  %8457 = getelementptr inbounds nuw float, ptr %3759, i64 %f477
  %8458 = load float, ptr %8457, align 4
  %8459 = fmul float %inv_t, %8458
  %feature478 = uitofp i32 %f476 to float
  %8460 = fcmp ogt float %8458, %uniforms.sroa.25.0
  %8461 = select i1 %8460, float 1.000000e+00, float 0.000000e+00
  %8462 = fcmp oeq float %8458, %uniforms.sroa.25.0
  %8463 = fcmp oge float %uniforms.sroa.56.0, %feature478
  %8464 = select i1 %8462, i1 %8463, i1 false
  %8465 = select i1 %8464, float 1.000000e+00, float 0.000000e+00
  %8466 = fcmp ogt float %8465, %8461
  %max479 = select i1 %8466, float %8465, float %8461
  %8467 = fsub float %8459, %.lcssa4767
  %8468 = fcmp olt float %8467, -1.040000e+02
  %8469 = select i1 %8468, float -1.040000e+02, float %8467
  %8470 = fcmp ogt float %8469, 8.900000e+01
  %8471 = select i1 %8470, float 8.900000e+01, float %8469
  %8472 = fmul float %8471, 0x3FF7154760000000
  %8473 = fadd float %8472, 0x4168000000000000
  %8474 = fadd float %8473, 0xC168000000000000
  %8475 = bitcast float %8473 to i32
  %8476 = fmul float %8474, 0x3FE62E4000000000
  %8477 = fsub float %8471, %8476
  %8478 = fmul float %8474, 0x3EB7F7D1C0000000
  %8479 = fsub float %8477, %8478
  %8480 = fmul float %8479, %8479
  %8481 = fmul float %8480, 0x3E66376980000000
  %8482 = fadd float %8481, 0xBEBBBD41C0000000
  %8483 = fmul float %8480, %8482
  %8484 = fadd float %8483, 0x3F11566AA0000000
  %8485 = fmul float %8480, %8484
  %8486 = fadd float %8485, 0xBF66C16C20000000
  %8487 = fmul float %8480, %8486
  %8488 = fadd float %8487, 0x3FC5555560000000
  %8489 = fmul float %8480, %8488
  %8490 = fsub float %8479, %8489
  %8491 = fmul float %8479, %8490
  %8492 = fsub float 2.000000e+00, %8490
  %8493 = fdiv float %8491, %8492
  %8494 = fsub float %8478, %8493
  %8495 = fsub float %8477, %8494
  %8496 = fadd float %8495, 1.000000e+00
  %8497 = add i32 %8475, -1262485248
  %8498 = lshr i32 %8497, 1
  %8499 = add i32 %8475, 255
  %8500 = sub i32 %8499, %8498
  %8501 = shl i32 %8498, 23
  %8502 = add i32 %8501, -8388608
  %8503 = shl i32 %8500, 23
  %8504 = bitcast i32 %8502 to float
  %8505 = bitcast i32 %8503 to float
  %8506 = fmul float %8496, %8504
  %8507 = fmul float %8506, %8505
  %8508 = fcmp uno float %8467, 0.000000e+00
  %8509 = select i1 %8508, float 0x7FF8000000000000, float %8507
  %8510 = fdiv float %8509, %8292
  %8511 = fcmp une float %max479, 0.000000e+00
  %8512 = select i1 %8511, float %8510, float 0.000000e+00
  %8513 = fadd float %8510, 0.000000e+00
  %8514 = select i1 %8511, float %8513, float -1.000000e+00
  %8515 = bitcast float %8514 to i32
  %8516 = icmp slt i32 %8515, 0
  %8517 = xor i32 %8515, -1
  %8518 = tail call float @llvm.fabs.f32(float %8514)
  %8519 = fneg float %8518
  %8520 = bitcast float %8519 to i32
  %8521 = select i1 %8516, i32 %8517, i32 %8520
  %8522 = getelementptr inbounds nuw float, ptr %scratch, i64 %listed4751263
  store i32 %8521, ptr %8522, align 4
  %8523 = getelementptr float, ptr %3636, i64 %listed4751263
  store float %8512, ptr %8523, align 4
  %8524 = getelementptr float, ptr %3637, i64 %listed4751263
  store i32 %f476, ptr %8524, align 4
  %8525 = add nuw nsw i64 %listed4751263, 1
  %exitcond1549.not = icmp eq i64 %8525, %listed.0
  br i1 %exitcond1549.not, label %compact.body.preheader, label %listed.body473

compact.body.preheader:                           ; preds = %listed.body473
  %xtraiter4976 = and i64 %listed.0, 1
  %8526 = icmp eq i64 %7558, 0
  br i1 %8526, label %compact.body.epil.preheader, label %compact.body.preheader.new

compact.body.preheader.new:                       ; preds = %compact.body.preheader
  %unroll_iter4981 = and i64 %listed.0, -2
  br label %compact.body

search.feature.header497.preheader.unr-lcssa:     ; preds = %compact.keep.done.1
  %lcmp.mod4978.not = icmp eq i64 %xtraiter4976, 0
  br i1 %lcmp.mod4978.not, label %search.feature.header497.preheader, label %compact.body.epil.preheader

compact.body.epil.preheader:                      ; preds = %search.feature.header497.preheader.unr-lcssa, %compact.body.preheader
  %compact1265.epil.init = phi i64 [ 0, %compact.body.preheader ], [ %8553, %search.feature.header497.preheader.unr-lcssa ]
  %nonzero.01264.epil.init = phi i64 [ 0, %compact.body.preheader ], [ %nonzero.1.1, %search.feature.header497.preheader.unr-lcssa ]
  %lcmp.mod4980 = icmp ne i64 %xtraiter4976, 0
  tail call void @llvm.assume(i1 %lcmp.mod4980)
  %8527 = getelementptr float, ptr %3636, i64 %compact1265.epil.init
  %8528 = load float, ptr %8527, align 4
  %nonzero486.epil = fcmp une float %8528, 0.000000e+00
  br i1 %nonzero486.epil, label %compact.keep.then.epil, label %search.feature.header497.preheader

compact.keep.then.epil:                           ; preds = %compact.body.epil.preheader
  %8529 = getelementptr inbounds nuw float, ptr %scratch, i64 %compact1265.epil.init
  %key488.epil = load i32, ptr %8529, align 4
  %8530 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.01264.epil.init
  store i32 %key488.epil, ptr %8530, align 4
  %8531 = getelementptr float, ptr %3636, i64 %nonzero.01264.epil.init
  store float %8528, ptr %8531, align 4
  %8532 = getelementptr float, ptr %3637, i64 %compact1265.epil.init
  %feature489.epil = load i32, ptr %8532, align 4
  %8533 = getelementptr float, ptr %3637, i64 %nonzero.01264.epil.init
  store i32 %feature489.epil, ptr %8533, align 4
  %8534 = add i64 %nonzero.01264.epil.init, 1
  br label %search.feature.header497.preheader

search.feature.header497.preheader:               ; preds = %compact.body.epil.preheader, %compact.keep.then.epil, %search.feature.header497.preheader.unr-lcssa
  %nonzero.1.lcssa = phi i64 [ %nonzero.1.1, %search.feature.header497.preheader.unr-lcssa ], [ %8534, %compact.keep.then.epil ], [ %nonzero.01264.epil.init, %compact.body.epil.preheader ]
  %.not1419 = icmp eq i64 %nonzero.1.lcssa, 0
  br i1 %.not1419, label %search.feature.exit499, label %search.feature.body498.preheader

search.feature.body498.preheader:                 ; preds = %search.feature.header497.preheader
  %xtraiter4983 = and i64 %nonzero.1.lcssa, 7
  %8535 = icmp ult i64 %nonzero.1.lcssa, 8
  br i1 %8535, label %search.feature.body498.epil.preheader, label %search.feature.body498.preheader.new

search.feature.body498.preheader.new:             ; preds = %search.feature.body498.preheader
  %unroll_iter4988 = and i64 %nonzero.1.lcssa, -8
  br label %search.feature.body498

compact.body:                                     ; preds = %compact.keep.done.1, %compact.body.preheader.new
  %compact1265 = phi i64 [ 0, %compact.body.preheader.new ], [ %8553, %compact.keep.done.1 ]
  %nonzero.01264 = phi i64 [ 0, %compact.body.preheader.new ], [ %nonzero.1.1, %compact.keep.done.1 ]
  %niter4982 = phi i64 [ 0, %compact.body.preheader.new ], [ %niter4982.next.1, %compact.keep.done.1 ]
  %8536 = getelementptr float, ptr %3636, i64 %compact1265
  %8537 = load float, ptr %8536, align 4
  %nonzero486 = fcmp une float %8537, 0.000000e+00
  br i1 %nonzero486, label %compact.keep.then, label %compact.keep.done

compact.keep.then:                                ; preds = %compact.body
  %8538 = getelementptr inbounds nuw float, ptr %scratch, i64 %compact1265
  %key488 = load i32, ptr %8538, align 4
  %8539 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.01264
  store i32 %key488, ptr %8539, align 4
  %8540 = getelementptr float, ptr %3636, i64 %nonzero.01264
  store float %8537, ptr %8540, align 4
  %8541 = getelementptr float, ptr %3637, i64 %compact1265
  %feature489 = load i32, ptr %8541, align 4
  %8542 = getelementptr float, ptr %3637, i64 %nonzero.01264
  store i32 %feature489, ptr %8542, align 4
  %8543 = add i64 %nonzero.01264, 1
  br label %compact.keep.done

compact.keep.done:                                ; preds = %compact.keep.then, %compact.body
  %nonzero.1 = phi i64 [ %8543, %compact.keep.then ], [ %nonzero.01264, %compact.body ]
  %8544 = or disjoint i64 %compact1265, 1
  %8545 = getelementptr float, ptr %3636, i64 %8544
  %8546 = load float, ptr %8545, align 4
  %nonzero486.1 = fcmp une float %8546, 0.000000e+00
  br i1 %nonzero486.1, label %compact.keep.then.1, label %compact.keep.done.1

compact.keep.then.1:                              ; preds = %compact.keep.done
  %8547 = getelementptr inbounds nuw float, ptr %scratch, i64 %8544
  %key488.1 = load i32, ptr %8547, align 4
  %8548 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.1
  store i32 %key488.1, ptr %8548, align 4
  %8549 = getelementptr float, ptr %3636, i64 %nonzero.1
  store float %8546, ptr %8549, align 4
  %8550 = getelementptr float, ptr %3637, i64 %8544
  %feature489.1 = load i32, ptr %8550, align 4
  %8551 = getelementptr float, ptr %3637, i64 %nonzero.1
  store i32 %feature489.1, ptr %8551, align 4
  %8552 = add i64 %nonzero.1, 1
  br label %compact.keep.done.1

compact.keep.done.1:                              ; preds = %compact.keep.then.1, %compact.keep.done
  %nonzero.1.1 = phi i64 [ %8552, %compact.keep.then.1 ], [ %nonzero.1, %compact.keep.done ]
  %8553 = add nuw nsw i64 %compact1265, 2
  %niter4982.next.1 = add i64 %niter4982, 2
  %niter4982.ncmp.1 = icmp eq i64 %niter4982.next.1, %unroll_iter4981
  br i1 %niter4982.ncmp.1, label %search.feature.header497.preheader.unr-lcssa, label %compact.body

search.feature.body498:                           ; preds = %search.feature.body498, %search.feature.body498.preheader.new
  %search.feature5001268 = phi i64 [ 0, %search.feature.body498.preheader.new ], [ %8585, %search.feature.body498 ]
  %fold_value492.01267 = phi float [ 0.000000e+00, %search.feature.body498.preheader.new ], [ %8584, %search.feature.body498 ]
  %niter4989 = phi i64 [ 0, %search.feature.body498.preheader.new ], [ %niter4989.next.7, %search.feature.body498 ]
  %8554 = getelementptr float, ptr %3636, i64 %search.feature5001268
  %8555 = load float, ptr %8554, align 4
  %8556 = fadd float %fold_value492.01267, %8555
  %8557 = getelementptr float, ptr %3636, i64 %search.feature5001268
  %8558 = getelementptr i8, ptr %8557, i64 4
  %8559 = load float, ptr %8558, align 4
  %8560 = fadd float %8556, %8559
  %8561 = getelementptr float, ptr %3636, i64 %search.feature5001268
  %8562 = getelementptr i8, ptr %8561, i64 8
  %8563 = load float, ptr %8562, align 4
  %8564 = fadd float %8560, %8563
  %8565 = getelementptr float, ptr %3636, i64 %search.feature5001268
  %8566 = getelementptr i8, ptr %8565, i64 12
  %8567 = load float, ptr %8566, align 4
  %8568 = fadd float %8564, %8567
  %8569 = getelementptr float, ptr %3636, i64 %search.feature5001268
  %8570 = getelementptr i8, ptr %8569, i64 16
  %8571 = load float, ptr %8570, align 4
  %8572 = fadd float %8568, %8571
  %8573 = getelementptr float, ptr %3636, i64 %search.feature5001268
  %8574 = getelementptr i8, ptr %8573, i64 20
  %8575 = load float, ptr %8574, align 4
  %8576 = fadd float %8572, %8575
  %8577 = getelementptr float, ptr %3636, i64 %search.feature5001268
  %8578 = getelementptr i8, ptr %8577, i64 24
  %8579 = load float, ptr %8578, align 4
  %8580 = fadd float %8576, %8579
  %8581 = getelementptr float, ptr %3636, i64 %search.feature5001268
  %8582 = getelementptr i8, ptr %8581, i64 28
  %8583 = load float, ptr %8582, align 4
  %8584 = fadd float %8580, %8583
  %8585 = add nuw i64 %search.feature5001268, 8
  %niter4989.next.7 = add i64 %niter4989, 8
  %niter4989.ncmp.7 = icmp eq i64 %niter4989.next.7, %unroll_iter4988
  br i1 %niter4989.ncmp.7, label %search.feature.exit499.loopexit.unr-lcssa, label %search.feature.body498

search.feature.exit499.loopexit.unr-lcssa:        ; preds = %search.feature.body498
  %lcmp.mod4985.not = icmp eq i64 %xtraiter4983, 0
  br i1 %lcmp.mod4985.not, label %search.feature.exit499, label %search.feature.body498.epil.preheader

search.feature.body498.epil.preheader:            ; preds = %search.feature.exit499.loopexit.unr-lcssa, %search.feature.body498.preheader
  %search.feature5001268.epil.init = phi i64 [ 0, %search.feature.body498.preheader ], [ %8585, %search.feature.exit499.loopexit.unr-lcssa ]
  %fold_value492.01267.epil.init = phi float [ 0.000000e+00, %search.feature.body498.preheader ], [ %8584, %search.feature.exit499.loopexit.unr-lcssa ]
  %lcmp.mod4987 = icmp ne i64 %xtraiter4983, 0
  tail call void @llvm.assume(i1 %lcmp.mod4987)
  br label %search.feature.body498.epil

search.feature.body498.epil:                      ; preds = %search.feature.body498.epil, %search.feature.body498.epil.preheader
  %search.feature5001268.epil = phi i64 [ %8589, %search.feature.body498.epil ], [ %search.feature5001268.epil.init, %search.feature.body498.epil.preheader ]
  %fold_value492.01267.epil = phi float [ %8588, %search.feature.body498.epil ], [ %fold_value492.01267.epil.init, %search.feature.body498.epil.preheader ]
  %epil.iter4984 = phi i64 [ %epil.iter4984.next, %search.feature.body498.epil ], [ 0, %search.feature.body498.epil.preheader ]
  %8586 = getelementptr float, ptr %3636, i64 %search.feature5001268.epil
  %8587 = load float, ptr %8586, align 4
  %8588 = fadd float %fold_value492.01267.epil, %8587
  %8589 = add nuw i64 %search.feature5001268.epil, 1
  %epil.iter4984.next = add i64 %epil.iter4984, 1
  %epil.iter4984.cmp.not = icmp eq i64 %epil.iter4984.next, %xtraiter4983
  br i1 %epil.iter4984.cmp.not, label %search.feature.exit499, label %search.feature.body498.epil, !llvm.loop !142

search.feature.exit499:                           ; preds = %search.feature.exit499.loopexit.unr-lcssa, %search.feature.body498.epil, %guard.done313.thread, %listed.header.preheader, %search.feature.header497.preheader
  %.not14191994 = phi i1 [ true, %search.feature.header497.preheader ], [ true, %guard.done313.thread ], [ true, %listed.header.preheader ], [ false, %search.feature.body498.epil ], [ false, %search.feature.exit499.loopexit.unr-lcssa ]
  %nonzero.0.lcssa1993 = phi i64 [ 0, %search.feature.header497.preheader ], [ 0, %guard.done313.thread ], [ 0, %listed.header.preheader ], [ %nonzero.1.lcssa, %search.feature.body498.epil ], [ %nonzero.1.lcssa, %search.feature.exit499.loopexit.unr-lcssa ]
  %uniforms.sroa.100.0196119721992 = phi float [ %8292, %search.feature.header497.preheader ], [ 0.000000e+00, %guard.done313.thread ], [ 0.000000e+00, %listed.header.preheader ], [ %8292, %search.feature.body498.epil ], [ %8292, %search.feature.exit499.loopexit.unr-lcssa ]
  %listed.0188919051921196019741991 = phi i64 [ %listed.0, %search.feature.header497.preheader ], [ 0, %guard.done313.thread ], [ 0, %listed.header.preheader ], [ %listed.0, %search.feature.body498.epil ], [ %listed.0, %search.feature.exit499.loopexit.unr-lcssa ]
  %uniforms.sroa.56.0189119041924195919761990 = phi float [ %uniforms.sroa.56.0, %search.feature.header497.preheader ], [ %search_index.0, %guard.done313.thread ], [ %uniforms.sroa.56.0, %listed.header.preheader ], [ %uniforms.sroa.56.0, %search.feature.body498.epil ], [ %uniforms.sroa.56.0, %search.feature.exit499.loopexit.unr-lcssa ]
  %uniforms.sroa.25.0189419021926195819781989 = phi float [ %uniforms.sroa.25.0, %search.feature.header497.preheader ], [ %search_value.0, %guard.done313.thread ], [ %uniforms.sroa.25.0, %listed.header.preheader ], [ %uniforms.sroa.25.0, %search.feature.body498.epil ], [ %uniforms.sroa.25.0, %search.feature.exit499.loopexit.unr-lcssa ]
  %uniforms.sroa.87.01928195719801988 = phi float [ %.lcssa4767, %search.feature.header497.preheader ], [ 0xFFF0000000000000, %guard.done313.thread ], [ 0xFFF0000000000000, %listed.header.preheader ], [ %.lcssa4767, %search.feature.body498.epil ], [ %.lcssa4767, %search.feature.exit499.loopexit.unr-lcssa ]
  %fold_value492.0.lcssa = phi float [ 0.000000e+00, %search.feature.header497.preheader ], [ 0.000000e+00, %guard.done313.thread ], [ 0.000000e+00, %listed.header.preheader ], [ %8584, %search.feature.exit499.loopexit.unr-lcssa ], [ %8588, %search.feature.body498.epil ]
  %8590 = fcmp oge float %fold_value492.0.lcssa, %top_p
  %search.run503 = and i1 %3643, %8590
  br i1 %search.run503, label %search.round_pair.body.preheader, label %listed.header693.preheader

search.round_pair.body.preheader:                 ; preds = %search.feature.exit499
  %8591 = add i64 %nonzero.0.lcssa1993, -1
  %xtraiter5048 = and i64 %nonzero.0.lcssa1993, 3
  %8592 = icmp ult i64 %8591, 3
  %unroll_iter5055 = and i64 %nonzero.0.lcssa1993, -4
  %lcmp.mod5050.not = icmp eq i64 %xtraiter5048, 0
  %lcmp.mod5054 = icmp ne i64 %xtraiter5048, 0
  br label %search.round_pair.body

search.round_pair.body:                           ; preds = %search.round_pair.body.preheader, %search.feature.exit527
  %search.round_pair1278 = phi i64 [ %8654, %search.feature.exit527 ], [ 0, %search.round_pair.body.preheader ]
  %search_hi506.01277 = phi i32 [ %8653, %search.feature.exit527 ], [ 0, %search.round_pair.body.preheader ]
  %search.round_pair.tr = trunc nuw nsw i64 %search.round_pair1278 to i32
  %8593 = shl nuw nsw i32 %search.round_pair.tr, 1
  %8594 = sub nuw nsw i32 30, %8593
  %bit507 = shl nuw nsw i32 1, %8594
  %bit508 = lshr exact i32 -2147483648, %8593
  %candidate509 = or i32 %bit508, %search_hi506.01277
  %8595 = or i32 %candidate509, %bit507
  %8596 = or i32 %bit507, %search_hi506.01277
  br i1 %.not14191994, label %search.feature.exit527, label %search.feature.body526.preheader

search.feature.body526.preheader:                 ; preds = %search.round_pair.body
  br i1 %8592, label %search.feature.body526.epil.preheader, label %search.feature.body526

search.round_pair.exit:                           ; preds = %search.feature.exit527
  br i1 %.not1399, label %search.round_pair.exit538, label %search.round_pair.body537.preheader

search.round_pair.body537.preheader:              ; preds = %search.round_pair.exit
  %xtraiter5057 = and i64 %nonzero.0.lcssa1993, 1
  %8597 = icmp eq i64 %8591, 0
  %unroll_iter5064 = and i64 %nonzero.0.lcssa1993, -2
  %lcmp.mod5059.not = icmp eq i64 %xtraiter5057, 0
  %lcmp.mod5063 = icmp ne i64 %xtraiter5057, 0
  br label %search.round_pair.body537

search.feature.body526:                           ; preds = %search.feature.body526.preheader, %search.feature.body526
  %search.feature5281273 = phi i64 [ %8637, %search.feature.body526 ], [ 0, %search.feature.body526.preheader ]
  %fold_value510.01272 = phi float [ %8632, %search.feature.body526 ], [ 0.000000e+00, %search.feature.body526.preheader ]
  %fold_value515.01271 = phi float [ %8634, %search.feature.body526 ], [ 0.000000e+00, %search.feature.body526.preheader ]
  %fold_value520.01270 = phi float [ %8636, %search.feature.body526 ], [ 0.000000e+00, %search.feature.body526.preheader ]
  %niter5056 = phi i64 [ %niter5056.next.3, %search.feature.body526 ], [ 0, %search.feature.body526.preheader ]
  %8598 = getelementptr inbounds float, ptr %scratch, i64 %search.feature5281273
  %key529 = load i32, ptr %8598, align 4
  %8599 = getelementptr float, ptr %3636, i64 %search.feature5281273
  %8600 = load float, ptr %8599, align 4
  %.not1037 = icmp ult i32 %key529, %candidate509
  %8601 = select i1 %.not1037, float 0.000000e+00, float %8600
  %8602 = fadd float %fold_value510.01272, %8601
  %.not1038 = icmp ult i32 %key529, %8595
  %8603 = select i1 %.not1038, float 0.000000e+00, float %8600
  %8604 = fadd float %fold_value515.01271, %8603
  %.not1039 = icmp ult i32 %key529, %8596
  %8605 = select i1 %.not1039, float 0.000000e+00, float %8600
  %8606 = fadd float %fold_value520.01270, %8605
  %8607 = or disjoint i64 %search.feature5281273, 1
  %8608 = getelementptr inbounds float, ptr %scratch, i64 %8607
  %key529.1 = load i32, ptr %8608, align 4
  %8609 = getelementptr float, ptr %3636, i64 %8607
  %8610 = load float, ptr %8609, align 4
  %.not1037.1 = icmp ult i32 %key529.1, %candidate509
  %8611 = select i1 %.not1037.1, float 0.000000e+00, float %8610
  %8612 = fadd float %8602, %8611
  %.not1038.1 = icmp ult i32 %key529.1, %8595
  %8613 = select i1 %.not1038.1, float 0.000000e+00, float %8610
  %8614 = fadd float %8604, %8613
  %.not1039.1 = icmp ult i32 %key529.1, %8596
  %8615 = select i1 %.not1039.1, float 0.000000e+00, float %8610
  %8616 = fadd float %8606, %8615
  %8617 = or disjoint i64 %search.feature5281273, 2
  %8618 = getelementptr inbounds float, ptr %scratch, i64 %8617
  %key529.2 = load i32, ptr %8618, align 4
  %8619 = getelementptr float, ptr %3636, i64 %8617
  %8620 = load float, ptr %8619, align 4
  %.not1037.2 = icmp ult i32 %key529.2, %candidate509
  %8621 = select i1 %.not1037.2, float 0.000000e+00, float %8620
  %8622 = fadd float %8612, %8621
  %.not1038.2 = icmp ult i32 %key529.2, %8595
  %8623 = select i1 %.not1038.2, float 0.000000e+00, float %8620
  %8624 = fadd float %8614, %8623
  %.not1039.2 = icmp ult i32 %key529.2, %8596
  %8625 = select i1 %.not1039.2, float 0.000000e+00, float %8620
  %8626 = fadd float %8616, %8625
  %8627 = or disjoint i64 %search.feature5281273, 3
  %8628 = getelementptr inbounds float, ptr %scratch, i64 %8627
  %key529.3 = load i32, ptr %8628, align 4
  %8629 = getelementptr float, ptr %3636, i64 %8627
  %8630 = load float, ptr %8629, align 4
  %.not1037.3 = icmp ult i32 %key529.3, %candidate509
  %8631 = select i1 %.not1037.3, float 0.000000e+00, float %8630
  %8632 = fadd float %8622, %8631
  %.not1038.3 = icmp ult i32 %key529.3, %8595
  %8633 = select i1 %.not1038.3, float 0.000000e+00, float %8630
  %8634 = fadd float %8624, %8633
  %.not1039.3 = icmp ult i32 %key529.3, %8596
  %8635 = select i1 %.not1039.3, float 0.000000e+00, float %8630
  %8636 = fadd float %8626, %8635
  %8637 = add nuw i64 %search.feature5281273, 4
  %niter5056.next.3 = add i64 %niter5056, 4
  %niter5056.ncmp.3 = icmp eq i64 %niter5056.next.3, %unroll_iter5055
  br i1 %niter5056.ncmp.3, label %search.feature.exit527.loopexit.unr-lcssa, label %search.feature.body526

search.feature.exit527.loopexit.unr-lcssa:        ; preds = %search.feature.body526
  br i1 %lcmp.mod5050.not, label %search.feature.exit527, label %search.feature.body526.epil.preheader

search.feature.body526.epil.preheader:            ; preds = %search.feature.exit527.loopexit.unr-lcssa, %search.feature.body526.preheader
  %search.feature5281273.epil.init = phi i64 [ 0, %search.feature.body526.preheader ], [ %8637, %search.feature.exit527.loopexit.unr-lcssa ]
  %fold_value510.01272.epil.init = phi float [ 0.000000e+00, %search.feature.body526.preheader ], [ %8632, %search.feature.exit527.loopexit.unr-lcssa ]
  %fold_value515.01271.epil.init = phi float [ 0.000000e+00, %search.feature.body526.preheader ], [ %8634, %search.feature.exit527.loopexit.unr-lcssa ]
  %fold_value520.01270.epil.init = phi float [ 0.000000e+00, %search.feature.body526.preheader ], [ %8636, %search.feature.exit527.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod5054)
  br label %search.feature.body526.epil

search.feature.body526.epil:                      ; preds = %search.feature.body526.epil, %search.feature.body526.epil.preheader
  %search.feature5281273.epil = phi i64 [ %8647, %search.feature.body526.epil ], [ %search.feature5281273.epil.init, %search.feature.body526.epil.preheader ]
  %fold_value510.01272.epil = phi float [ %8642, %search.feature.body526.epil ], [ %fold_value510.01272.epil.init, %search.feature.body526.epil.preheader ]
  %fold_value515.01271.epil = phi float [ %8644, %search.feature.body526.epil ], [ %fold_value515.01271.epil.init, %search.feature.body526.epil.preheader ]
  %fold_value520.01270.epil = phi float [ %8646, %search.feature.body526.epil ], [ %fold_value520.01270.epil.init, %search.feature.body526.epil.preheader ]
  %epil.iter5049 = phi i64 [ %epil.iter5049.next, %search.feature.body526.epil ], [ 0, %search.feature.body526.epil.preheader ]
  %8638 = getelementptr inbounds float, ptr %scratch, i64 %search.feature5281273.epil
  %key529.epil = load i32, ptr %8638, align 4
  %8639 = getelementptr float, ptr %3636, i64 %search.feature5281273.epil
  %8640 = load float, ptr %8639, align 4
  %.not1037.epil = icmp ult i32 %key529.epil, %candidate509
  %8641 = select i1 %.not1037.epil, float 0.000000e+00, float %8640
  %8642 = fadd float %fold_value510.01272.epil, %8641
  %.not1038.epil = icmp ult i32 %key529.epil, %8595
  %8643 = select i1 %.not1038.epil, float 0.000000e+00, float %8640
  %8644 = fadd float %fold_value515.01271.epil, %8643
  %.not1039.epil = icmp ult i32 %key529.epil, %8596
  %8645 = select i1 %.not1039.epil, float 0.000000e+00, float %8640
  %8646 = fadd float %fold_value520.01270.epil, %8645
  %8647 = add nuw i64 %search.feature5281273.epil, 1
  %epil.iter5049.next = add i64 %epil.iter5049, 1
  %epil.iter5049.cmp.not = icmp eq i64 %epil.iter5049.next, %xtraiter5048
  br i1 %epil.iter5049.cmp.not, label %search.feature.exit527, label %search.feature.body526.epil, !llvm.loop !143

search.feature.exit527:                           ; preds = %search.feature.exit527.loopexit.unr-lcssa, %search.feature.body526.epil, %search.round_pair.body
  %fold_value520.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body ], [ %8636, %search.feature.exit527.loopexit.unr-lcssa ], [ %8646, %search.feature.body526.epil ]
  %fold_value515.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body ], [ %8634, %search.feature.exit527.loopexit.unr-lcssa ], [ %8644, %search.feature.body526.epil ]
  %fold_value510.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body ], [ %8632, %search.feature.exit527.loopexit.unr-lcssa ], [ %8642, %search.feature.body526.epil ]
  %8648 = fcmp oge float %fold_value510.0.lcssa, %top_p
  %8649 = select i1 %8648, i32 %candidate509, i32 %search_hi506.01277
  %8650 = select i1 %8648, i32 %8595, i32 %8596
  %8651 = select i1 %8648, float %fold_value515.0.lcssa, float %fold_value520.0.lcssa
  %8652 = fcmp oge float %8651, %top_p
  %8653 = select i1 %8652, i32 %8650, i32 %8649
  %8654 = add nuw nsw i64 %search.round_pair1278, 1
  %exitcond1553.not = icmp eq i64 %8654, 16
  br i1 %exitcond1553.not, label %search.round_pair.exit, label %search.round_pair.body

search.round_pair.body537:                        ; preds = %search.round_pair.body537.preheader, %search.feature.exit562
  %search.round_pair5391287 = phi i64 [ %8744, %search.feature.exit562 ], [ 0, %search.round_pair.body537.preheader ]
  %search_lo535.01286 = phi i64 [ %8743, %search.feature.exit562 ], [ 0, %search.round_pair.body537.preheader ]
  %first_round540 = shl nuw nsw i64 %search.round_pair5391287, 1
  %second_round541 = or disjoint i64 %first_round540, 1
  %8655 = icmp samesign ult i64 %second_round541, %index_bits
  %8656 = select i1 %8655, i64 %second_round541, i64 %first_round540
  %8657 = sub nsw i64 %3645, %8656
  %bit542 = shl nuw i64 1, %8657
  %8658 = select i1 %8655, i64 %bit542, i64 0
  %8659 = sub nsw i64 %3645, %first_round540
  %bit543 = shl nuw i64 1, %8659
  %candidate544 = or i64 %bit543, %search_lo535.01286
  %8660 = or i64 %8658, %candidate544
  %8661 = or i64 %8658, %search_lo535.01286
  br i1 %.not14191994, label %search.feature.exit562, label %search.feature.body561.preheader

search.feature.body561.preheader:                 ; preds = %search.round_pair.body537
  br i1 %8597, label %search.feature.body561.epil.preheader, label %search.feature.body561

search.round_pair.exit538:                        ; preds = %search.feature.exit562, %search.round_pair.exit
  %search_lo535.0.lcssa = phi i64 [ 0, %search.round_pair.exit ], [ %8743, %search.feature.exit562 ]
  %8662 = and i32 %8653, 2147483647
  %8663 = xor i32 %8653, -1
  %.not10301031 = icmp slt i32 %8653, 0
  %8664 = select i1 %.not10301031, i32 %8662, i32 %8663
  %8665 = bitcast i32 %8664 to float
  %8666 = sub i64 %mask, %search_lo535.0.lcssa
  %search_index567 = uitofp i64 %8666 to float
  br label %listed.header693.preheader

search.feature.body561:                           ; preds = %search.feature.body561.preheader, %search.feature.body561
  %search.feature5631282 = phi i64 [ %8714, %search.feature.body561 ], [ 0, %search.feature.body561.preheader ]
  %fold_value555.01281 = phi float [ %8713, %search.feature.body561 ], [ 0.000000e+00, %search.feature.body561.preheader ]
  %fold_value550.01280 = phi float [ %8708, %search.feature.body561 ], [ 0.000000e+00, %search.feature.body561.preheader ]
  %fold_value545.01279 = phi float [ %8703, %search.feature.body561 ], [ 0.000000e+00, %search.feature.body561.preheader ]
  %niter5065 = phi i64 [ %niter5065.next.1, %search.feature.body561 ], [ 0, %search.feature.body561.preheader ]
  %8667 = getelementptr inbounds float, ptr %scratch, i64 %search.feature5631282
  %key564 = load i32, ptr %8667, align 4
  %8668 = getelementptr float, ptr %3637, i64 %search.feature5631282
  %f565 = load i32, ptr %8668, align 4
  %8669 = zext i32 %f565 to i64
  %8670 = getelementptr float, ptr %3636, i64 %search.feature5631282
  %8671 = load float, ptr %8670, align 4
  %8672 = icmp ugt i32 %key564, %8653
  %8673 = icmp eq i32 %key564, %8653
  %8674 = sub nsw i64 %mask, %8669
  %8675 = icmp uge i64 %8674, %candidate544
  %8676 = and i1 %8673, %8675
  %8677 = or i1 %8672, %8676
  %8678 = select i1 %8677, float %8671, float 0.000000e+00
  %8679 = fadd float %fold_value545.01279, %8678
  %8680 = icmp uge i64 %8674, %8660
  %8681 = and i1 %8673, %8680
  %8682 = or i1 %8672, %8681
  %8683 = select i1 %8682, float %8671, float 0.000000e+00
  %8684 = fadd float %fold_value550.01280, %8683
  %8685 = icmp uge i64 %8674, %8661
  %8686 = and i1 %8673, %8685
  %8687 = or i1 %8672, %8686
  %8688 = select i1 %8687, float %8671, float 0.000000e+00
  %8689 = fadd float %fold_value555.01281, %8688
  %8690 = or disjoint i64 %search.feature5631282, 1
  %8691 = getelementptr inbounds float, ptr %scratch, i64 %8690
  %key564.1 = load i32, ptr %8691, align 4
  %8692 = getelementptr float, ptr %3637, i64 %8690
  %f565.1 = load i32, ptr %8692, align 4
  %8693 = zext i32 %f565.1 to i64
  %8694 = getelementptr float, ptr %3636, i64 %8690
  %8695 = load float, ptr %8694, align 4
  %8696 = icmp ugt i32 %key564.1, %8653
  %8697 = icmp eq i32 %key564.1, %8653
  %8698 = sub nsw i64 %mask, %8693
  %8699 = icmp uge i64 %8698, %candidate544
  %8700 = and i1 %8697, %8699
  %8701 = or i1 %8696, %8700
  %8702 = select i1 %8701, float %8695, float 0.000000e+00
  %8703 = fadd float %8679, %8702
  %8704 = icmp uge i64 %8698, %8660
  %8705 = and i1 %8697, %8704
  %8706 = or i1 %8696, %8705
  %8707 = select i1 %8706, float %8695, float 0.000000e+00
  %8708 = fadd float %8684, %8707
  %8709 = icmp uge i64 %8698, %8661
  %8710 = and i1 %8697, %8709
  %8711 = or i1 %8696, %8710
  %8712 = select i1 %8711, float %8695, float 0.000000e+00
  %8713 = fadd float %8689, %8712
  %8714 = add nuw i64 %search.feature5631282, 2
  %niter5065.next.1 = add i64 %niter5065, 2
  %niter5065.ncmp.1 = icmp eq i64 %niter5065.next.1, %unroll_iter5064
  br i1 %niter5065.ncmp.1, label %search.feature.exit562.loopexit.unr-lcssa, label %search.feature.body561

search.feature.exit562.loopexit.unr-lcssa:        ; preds = %search.feature.body561
  br i1 %lcmp.mod5059.not, label %search.feature.exit562, label %search.feature.body561.epil.preheader

search.feature.body561.epil.preheader:            ; preds = %search.feature.exit562.loopexit.unr-lcssa, %search.feature.body561.preheader
  %search.feature5631282.epil.init = phi i64 [ 0, %search.feature.body561.preheader ], [ %8714, %search.feature.exit562.loopexit.unr-lcssa ]
  %fold_value555.01281.epil.init = phi float [ 0.000000e+00, %search.feature.body561.preheader ], [ %8713, %search.feature.exit562.loopexit.unr-lcssa ]
  %fold_value550.01280.epil.init = phi float [ 0.000000e+00, %search.feature.body561.preheader ], [ %8708, %search.feature.exit562.loopexit.unr-lcssa ]
  %fold_value545.01279.epil.init = phi float [ 0.000000e+00, %search.feature.body561.preheader ], [ %8703, %search.feature.exit562.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod5063)
  %8715 = getelementptr inbounds float, ptr %scratch, i64 %search.feature5631282.epil.init
  %key564.epil = load i32, ptr %8715, align 4
  %8716 = getelementptr float, ptr %3637, i64 %search.feature5631282.epil.init
  %f565.epil = load i32, ptr %8716, align 4
  %8717 = zext i32 %f565.epil to i64
  %8718 = getelementptr float, ptr %3636, i64 %search.feature5631282.epil.init
  %8719 = load float, ptr %8718, align 4
  %8720 = icmp ugt i32 %key564.epil, %8653
  %8721 = icmp eq i32 %key564.epil, %8653
  %8722 = sub nsw i64 %mask, %8717
  %8723 = icmp uge i64 %8722, %candidate544
  %8724 = and i1 %8721, %8723
  %8725 = or i1 %8720, %8724
  %8726 = select i1 %8725, float %8719, float 0.000000e+00
  %8727 = fadd float %fold_value545.01279.epil.init, %8726
  %8728 = icmp uge i64 %8722, %8660
  %8729 = and i1 %8721, %8728
  %8730 = or i1 %8720, %8729
  %8731 = select i1 %8730, float %8719, float 0.000000e+00
  %8732 = fadd float %fold_value550.01280.epil.init, %8731
  %8733 = icmp uge i64 %8722, %8661
  %8734 = and i1 %8721, %8733
  %8735 = or i1 %8720, %8734
  %8736 = select i1 %8735, float %8719, float 0.000000e+00
  %8737 = fadd float %fold_value555.01281.epil.init, %8736
  br label %search.feature.exit562

search.feature.exit562:                           ; preds = %search.feature.body561.epil.preheader, %search.feature.exit562.loopexit.unr-lcssa, %search.round_pair.body537
  %fold_value545.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body537 ], [ %8703, %search.feature.exit562.loopexit.unr-lcssa ], [ %8727, %search.feature.body561.epil.preheader ]
  %fold_value550.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body537 ], [ %8708, %search.feature.exit562.loopexit.unr-lcssa ], [ %8732, %search.feature.body561.epil.preheader ]
  %fold_value555.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body537 ], [ %8713, %search.feature.exit562.loopexit.unr-lcssa ], [ %8737, %search.feature.body561.epil.preheader ]
  %8738 = fcmp oge float %fold_value545.0.lcssa, %top_p
  %8739 = select i1 %8738, i64 %candidate544, i64 %search_lo535.01286
  %8740 = select i1 %8738, i64 %8660, i64 %8661
  %8741 = select i1 %8738, float %fold_value550.0.lcssa, float %fold_value555.0.lcssa
  %8742 = fcmp oge float %8741, %top_p
  %8743 = select i1 %8742, i64 %8740, i64 %8739
  %8744 = add nuw nsw i64 %search.round_pair5391287, 1
  %exitcond1555.not = icmp eq i64 %8744, %round_pairs
  br i1 %exitcond1555.not, label %search.round_pair.exit538, label %search.round_pair.body537

feature.body569:                                  ; preds = %feature.body569.preheader4532, %feature.body569
  %feature5711289 = phi i64 [ %8812, %feature.body569 ], [ %feature5711289.ph, %feature.body569.preheader4532 ]
  %8745 = getelementptr inbounds float, ptr %3759, i64 %feature5711289
  %8746 = load float, ptr %8745, align 4
  %8747 = fmul float %inv_t, %8746
  %feature572 = uitofp i64 %feature5711289 to float
  %8748 = fcmp ogt float %8746, %uniforms.sroa.25.0
  %8749 = select i1 %8748, float 1.000000e+00, float 0.000000e+00
  %8750 = fcmp oeq float %8746, %uniforms.sroa.25.0
  %8751 = fcmp oge float %uniforms.sroa.56.0, %feature572
  %8752 = select i1 %8750, i1 %8751, i1 false
  %8753 = select i1 %8752, float 1.000000e+00, float 0.000000e+00
  %8754 = fcmp ogt float %8753, %8749
  %max573 = select i1 %8754, float %8753, float %8749
  %8755 = fsub float %8747, %uniforms.sroa.87.0
  %8756 = fcmp olt float %8755, -1.040000e+02
  %8757 = select i1 %8756, float -1.040000e+02, float %8755
  %8758 = fcmp ogt float %8757, 8.900000e+01
  %8759 = select i1 %8758, float 8.900000e+01, float %8757
  %8760 = fmul float %8759, 0x3FF7154760000000
  %8761 = fadd float %8760, 0x4168000000000000
  %8762 = fadd float %8761, 0xC168000000000000
  %8763 = bitcast float %8761 to i32
  %8764 = fmul float %8762, 0x3FE62E4000000000
  %8765 = fsub float %8759, %8764
  %8766 = fmul float %8762, 0x3EB7F7D1C0000000
  %8767 = fsub float %8765, %8766
  %8768 = fmul float %8767, %8767
  %8769 = fmul float %8768, 0x3E66376980000000
  %8770 = fadd float %8769, 0xBEBBBD41C0000000
  %8771 = fmul float %8768, %8770
  %8772 = fadd float %8771, 0x3F11566AA0000000
  %8773 = fmul float %8768, %8772
  %8774 = fadd float %8773, 0xBF66C16C20000000
  %8775 = fmul float %8768, %8774
  %8776 = fadd float %8775, 0x3FC5555560000000
  %8777 = fmul float %8768, %8776
  %8778 = fsub float %8767, %8777
  %8779 = fmul float %8767, %8778
  %8780 = fsub float 2.000000e+00, %8778
  %8781 = fdiv float %8779, %8780
  %8782 = fsub float %8766, %8781
  %8783 = fsub float %8765, %8782
  %8784 = fadd float %8783, 1.000000e+00
  %8785 = add i32 %8763, -1262485248
  %8786 = lshr i32 %8785, 1
  %8787 = add i32 %8763, 255
  %8788 = sub i32 %8787, %8786
  %8789 = shl i32 %8786, 23
  %8790 = add i32 %8789, -8388608
  %8791 = shl i32 %8788, 23
  %8792 = bitcast i32 %8790 to float
  %8793 = bitcast i32 %8791 to float
  %8794 = fmul float %8784, %8792
  %8795 = fmul float %8794, %8793
  %8796 = fcmp uno float %8755, 0.000000e+00
  %8797 = select i1 %8796, float 0x7FF8000000000000, float %8795
  %8798 = fdiv float %8797, %.lcssa4773
  %8799 = fcmp une float %max573, 0.000000e+00
  %8800 = select i1 %8799, float %8798, float 0.000000e+00
  %8801 = fadd float %8798, 0.000000e+00
  %8802 = select i1 %8799, float %8801, float -1.000000e+00
  %8803 = bitcast float %8802 to i32
  %8804 = icmp slt i32 %8803, 0
  %8805 = xor i32 %8803, -1
  %8806 = tail call float @llvm.fabs.f32(float %8802)
  %8807 = fneg float %8806
  %8808 = bitcast float %8807 to i32
  %8809 = select i1 %8804, i32 %8805, i32 %8808
  %8810 = getelementptr inbounds float, ptr %scratch, i64 %feature5711289
  store i32 %8809, ptr %8810, align 4
  %8811 = getelementptr float, ptr %3636, i64 %feature5711289
  store float %8800, ptr %8811, align 4
  %8812 = add nuw i64 %feature5711289, 1
  %exitcond1556.not = icmp eq i64 %8812, %n_features
  br i1 %exitcond1556.not, label %compact.body582.preheader, label %feature.body569, !llvm.loop !144

search.feature.header598.preheader.unr-lcssa:     ; preds = %compact.keep.done588.1
  br i1 %lcmp.mod5010.not, label %search.feature.header598.preheader, label %compact.body582.epil.preheader

compact.body582.epil.preheader:                   ; preds = %search.feature.header598.preheader.unr-lcssa, %compact.body582.preheader
  %compact5841291.epil.init = phi i64 [ 0, %compact.body582.preheader ], [ %8839, %search.feature.header598.preheader.unr-lcssa ]
  %nonzero580.01290.epil.init = phi i64 [ 0, %compact.body582.preheader ], [ %nonzero580.1.1, %search.feature.header598.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod5012)
  %8813 = getelementptr float, ptr %3636, i64 %compact5841291.epil.init
  %8814 = load float, ptr %8813, align 4
  %nonzero585.epil = fcmp une float %8814, 0.000000e+00
  br i1 %nonzero585.epil, label %compact.keep.then587.epil, label %search.feature.header598.preheader

compact.keep.then587.epil:                        ; preds = %compact.body582.epil.preheader
  %8815 = getelementptr inbounds float, ptr %scratch, i64 %compact5841291.epil.init
  %key589.epil = load i32, ptr %8815, align 4
  %8816 = getelementptr inbounds float, ptr %scratch, i64 %nonzero580.01290.epil.init
  store i32 %key589.epil, ptr %8816, align 4
  %8817 = getelementptr float, ptr %3636, i64 %nonzero580.01290.epil.init
  store float %8814, ptr %8817, align 4
  %8818 = trunc i64 %compact5841291.epil.init to i32
  %8819 = getelementptr float, ptr %3637, i64 %nonzero580.01290.epil.init
  store i32 %8818, ptr %8819, align 4
  %8820 = add i64 %nonzero580.01290.epil.init, 1
  br label %search.feature.header598.preheader

search.feature.header598.preheader:               ; preds = %compact.body582.epil.preheader, %compact.keep.then587.epil, %search.feature.header598.preheader.unr-lcssa
  %nonzero580.1.lcssa = phi i64 [ %nonzero580.1.1, %search.feature.header598.preheader.unr-lcssa ], [ %8820, %compact.keep.then587.epil ], [ %nonzero580.01290.epil.init, %compact.body582.epil.preheader ]
  %.not1422 = icmp eq i64 %nonzero580.1.lcssa, 0
  br i1 %.not1422, label %search.feature.exit600, label %search.feature.body599.preheader

search.feature.body599.preheader:                 ; preds = %search.feature.header598.preheader
  %xtraiter5015 = and i64 %nonzero580.1.lcssa, 7
  %8821 = icmp ult i64 %nonzero580.1.lcssa, 8
  br i1 %8821, label %search.feature.body599.epil.preheader, label %search.feature.body599.preheader.new

search.feature.body599.preheader.new:             ; preds = %search.feature.body599.preheader
  %unroll_iter5020 = and i64 %nonzero580.1.lcssa, -8
  br label %search.feature.body599

compact.body582:                                  ; preds = %compact.body582.preheader, %compact.keep.done588.1
  %compact5841291 = phi i64 [ %8839, %compact.keep.done588.1 ], [ 0, %compact.body582.preheader ]
  %nonzero580.01290 = phi i64 [ %nonzero580.1.1, %compact.keep.done588.1 ], [ 0, %compact.body582.preheader ]
  %niter5014 = phi i64 [ %niter5014.next.1, %compact.keep.done588.1 ], [ 0, %compact.body582.preheader ]
  %8822 = getelementptr float, ptr %3636, i64 %compact5841291
  %8823 = load float, ptr %8822, align 4
  %nonzero585 = fcmp une float %8823, 0.000000e+00
  br i1 %nonzero585, label %compact.keep.then587, label %compact.keep.done588

compact.keep.then587:                             ; preds = %compact.body582
  %8824 = getelementptr inbounds float, ptr %scratch, i64 %compact5841291
  %key589 = load i32, ptr %8824, align 4
  %8825 = getelementptr inbounds float, ptr %scratch, i64 %nonzero580.01290
  store i32 %key589, ptr %8825, align 4
  %8826 = getelementptr float, ptr %3636, i64 %nonzero580.01290
  store float %8823, ptr %8826, align 4
  %8827 = trunc i64 %compact5841291 to i32
  %8828 = getelementptr float, ptr %3637, i64 %nonzero580.01290
  store i32 %8827, ptr %8828, align 4
  %8829 = add i64 %nonzero580.01290, 1
  br label %compact.keep.done588

compact.keep.done588:                             ; preds = %compact.keep.then587, %compact.body582
  %nonzero580.1 = phi i64 [ %8829, %compact.keep.then587 ], [ %nonzero580.01290, %compact.body582 ]
  %8830 = or disjoint i64 %compact5841291, 1
  %8831 = getelementptr float, ptr %3636, i64 %8830
  %8832 = load float, ptr %8831, align 4
  %nonzero585.1 = fcmp une float %8832, 0.000000e+00
  br i1 %nonzero585.1, label %compact.keep.then587.1, label %compact.keep.done588.1

compact.keep.then587.1:                           ; preds = %compact.keep.done588
  %8833 = getelementptr inbounds float, ptr %scratch, i64 %8830
  %key589.1 = load i32, ptr %8833, align 4
  %8834 = getelementptr inbounds float, ptr %scratch, i64 %nonzero580.1
  store i32 %key589.1, ptr %8834, align 4
  %8835 = getelementptr float, ptr %3636, i64 %nonzero580.1
  store float %8832, ptr %8835, align 4
  %8836 = trunc i64 %8830 to i32
  %8837 = getelementptr float, ptr %3637, i64 %nonzero580.1
  store i32 %8836, ptr %8837, align 4
  %8838 = add i64 %nonzero580.1, 1
  br label %compact.keep.done588.1

compact.keep.done588.1:                           ; preds = %compact.keep.then587.1, %compact.keep.done588
  %nonzero580.1.1 = phi i64 [ %8838, %compact.keep.then587.1 ], [ %nonzero580.1, %compact.keep.done588 ]
  %8839 = add nuw i64 %compact5841291, 2
  %niter5014.next.1 = add i64 %niter5014, 2
  %niter5014.ncmp.1 = icmp eq i64 %niter5014.next.1, %unroll_iter5013
  br i1 %niter5014.ncmp.1, label %search.feature.header598.preheader.unr-lcssa, label %compact.body582

search.feature.body599:                           ; preds = %search.feature.body599, %search.feature.body599.preheader.new
  %search.feature6011294 = phi i64 [ 0, %search.feature.body599.preheader.new ], [ %8871, %search.feature.body599 ]
  %fold_value593.01293 = phi float [ 0.000000e+00, %search.feature.body599.preheader.new ], [ %8870, %search.feature.body599 ]
  %niter5021 = phi i64 [ 0, %search.feature.body599.preheader.new ], [ %niter5021.next.7, %search.feature.body599 ]
  %8840 = getelementptr float, ptr %3636, i64 %search.feature6011294
  %8841 = load float, ptr %8840, align 4
  %8842 = fadd float %fold_value593.01293, %8841
  %8843 = getelementptr float, ptr %3636, i64 %search.feature6011294
  %8844 = getelementptr i8, ptr %8843, i64 4
  %8845 = load float, ptr %8844, align 4
  %8846 = fadd float %8842, %8845
  %8847 = getelementptr float, ptr %3636, i64 %search.feature6011294
  %8848 = getelementptr i8, ptr %8847, i64 8
  %8849 = load float, ptr %8848, align 4
  %8850 = fadd float %8846, %8849
  %8851 = getelementptr float, ptr %3636, i64 %search.feature6011294
  %8852 = getelementptr i8, ptr %8851, i64 12
  %8853 = load float, ptr %8852, align 4
  %8854 = fadd float %8850, %8853
  %8855 = getelementptr float, ptr %3636, i64 %search.feature6011294
  %8856 = getelementptr i8, ptr %8855, i64 16
  %8857 = load float, ptr %8856, align 4
  %8858 = fadd float %8854, %8857
  %8859 = getelementptr float, ptr %3636, i64 %search.feature6011294
  %8860 = getelementptr i8, ptr %8859, i64 20
  %8861 = load float, ptr %8860, align 4
  %8862 = fadd float %8858, %8861
  %8863 = getelementptr float, ptr %3636, i64 %search.feature6011294
  %8864 = getelementptr i8, ptr %8863, i64 24
  %8865 = load float, ptr %8864, align 4
  %8866 = fadd float %8862, %8865
  %8867 = getelementptr float, ptr %3636, i64 %search.feature6011294
  %8868 = getelementptr i8, ptr %8867, i64 28
  %8869 = load float, ptr %8868, align 4
  %8870 = fadd float %8866, %8869
  %8871 = add nuw i64 %search.feature6011294, 8
  %niter5021.next.7 = add i64 %niter5021, 8
  %niter5021.ncmp.7 = icmp eq i64 %niter5021.next.7, %unroll_iter5020
  br i1 %niter5021.ncmp.7, label %search.feature.exit600.loopexit.unr-lcssa, label %search.feature.body599

search.feature.exit600.loopexit.unr-lcssa:        ; preds = %search.feature.body599
  %lcmp.mod5017.not = icmp eq i64 %xtraiter5015, 0
  br i1 %lcmp.mod5017.not, label %search.feature.exit600, label %search.feature.body599.epil.preheader

search.feature.body599.epil.preheader:            ; preds = %search.feature.exit600.loopexit.unr-lcssa, %search.feature.body599.preheader
  %search.feature6011294.epil.init = phi i64 [ 0, %search.feature.body599.preheader ], [ %8871, %search.feature.exit600.loopexit.unr-lcssa ]
  %fold_value593.01293.epil.init = phi float [ 0.000000e+00, %search.feature.body599.preheader ], [ %8870, %search.feature.exit600.loopexit.unr-lcssa ]
  %lcmp.mod5019 = icmp ne i64 %xtraiter5015, 0
  tail call void @llvm.assume(i1 %lcmp.mod5019)
  br label %search.feature.body599.epil

search.feature.body599.epil:                      ; preds = %search.feature.body599.epil, %search.feature.body599.epil.preheader
  %search.feature6011294.epil = phi i64 [ %8875, %search.feature.body599.epil ], [ %search.feature6011294.epil.init, %search.feature.body599.epil.preheader ]
  %fold_value593.01293.epil = phi float [ %8874, %search.feature.body599.epil ], [ %fold_value593.01293.epil.init, %search.feature.body599.epil.preheader ]
  %epil.iter5016 = phi i64 [ %epil.iter5016.next, %search.feature.body599.epil ], [ 0, %search.feature.body599.epil.preheader ]
  %8872 = getelementptr float, ptr %3636, i64 %search.feature6011294.epil
  %8873 = load float, ptr %8872, align 4
  %8874 = fadd float %fold_value593.01293.epil, %8873
  %8875 = add nuw i64 %search.feature6011294.epil, 1
  %epil.iter5016.next = add i64 %epil.iter5016, 1
  %epil.iter5016.cmp.not = icmp eq i64 %epil.iter5016.next, %xtraiter5015
  br i1 %epil.iter5016.cmp.not, label %search.feature.exit600, label %search.feature.body599.epil, !llvm.loop !145

search.feature.exit600:                           ; preds = %search.feature.exit600.loopexit.unr-lcssa, %search.feature.body599.epil, %feature.header446.preheader, %search.feature.header598.preheader
  %.not14222002 = phi i1 [ true, %search.feature.header598.preheader ], [ true, %feature.header446.preheader ], [ false, %search.feature.body599.epil ], [ false, %search.feature.exit600.loopexit.unr-lcssa ]
  %nonzero580.0.lcssa2001 = phi i64 [ 0, %search.feature.header598.preheader ], [ 0, %feature.header446.preheader ], [ %nonzero580.1.lcssa, %search.feature.body599.epil ], [ %nonzero580.1.lcssa, %search.feature.exit600.loopexit.unr-lcssa ]
  %uniforms.sroa.100.0.ph196419962000 = phi float [ %.lcssa4773, %search.feature.header598.preheader ], [ 0.000000e+00, %feature.header446.preheader ], [ %.lcssa4773, %search.feature.body599.epil ], [ %.lcssa4773, %search.feature.exit600.loopexit.unr-lcssa ]
  %fold_value593.0.lcssa = phi float [ 0.000000e+00, %search.feature.header598.preheader ], [ 0.000000e+00, %feature.header446.preheader ], [ %8870, %search.feature.exit600.loopexit.unr-lcssa ], [ %8874, %search.feature.body599.epil ]
  %8876 = fcmp oge float %fold_value593.0.lcssa, %top_p
  %search.run604 = and i1 %3643, %8876
  br i1 %search.run604, label %search.round_pair.body609.preheader, label %gumbel.philox.header708.preheader

search.round_pair.body609.preheader:              ; preds = %search.feature.exit600
  %8877 = add i64 %nonzero580.0.lcssa2001, -1
  %xtraiter5022 = and i64 %nonzero580.0.lcssa2001, 3
  %8878 = icmp ult i64 %8877, 3
  %unroll_iter5029 = and i64 %nonzero580.0.lcssa2001, -4
  %lcmp.mod5024.not = icmp eq i64 %xtraiter5022, 0
  %lcmp.mod5028 = icmp ne i64 %xtraiter5022, 0
  br label %search.round_pair.body609

search.round_pair.body609:                        ; preds = %search.round_pair.body609.preheader, %search.feature.exit634
  %search.round_pair6111304 = phi i64 [ %8940, %search.feature.exit634 ], [ 0, %search.round_pair.body609.preheader ]
  %search_hi607.01303 = phi i32 [ %8939, %search.feature.exit634 ], [ 0, %search.round_pair.body609.preheader ]
  %search.round_pair611.tr = trunc nuw nsw i64 %search.round_pair6111304 to i32
  %8879 = shl nuw nsw i32 %search.round_pair611.tr, 1
  %8880 = sub nuw nsw i32 30, %8879
  %bit614 = shl nuw nsw i32 1, %8880
  %bit615 = lshr exact i32 -2147483648, %8879
  %candidate616 = or i32 %bit615, %search_hi607.01303
  %8881 = or i32 %candidate616, %bit614
  %8882 = or i32 %bit614, %search_hi607.01303
  br i1 %.not14222002, label %search.feature.exit634, label %search.feature.body633.preheader

search.feature.body633.preheader:                 ; preds = %search.round_pair.body609
  br i1 %8878, label %search.feature.body633.epil.preheader, label %search.feature.body633

search.round_pair.exit610:                        ; preds = %search.feature.exit634
  br i1 %.not1399, label %search.round_pair.exit646, label %search.round_pair.body645.preheader

search.round_pair.body645.preheader:              ; preds = %search.round_pair.exit610
  %xtraiter5031 = and i64 %nonzero580.0.lcssa2001, 1
  %8883 = icmp eq i64 %8877, 0
  %unroll_iter5038 = and i64 %nonzero580.0.lcssa2001, -2
  %lcmp.mod5033.not = icmp eq i64 %xtraiter5031, 0
  %lcmp.mod5037 = icmp ne i64 %xtraiter5031, 0
  br label %search.round_pair.body645

search.feature.body633:                           ; preds = %search.feature.body633.preheader, %search.feature.body633
  %search.feature6351299 = phi i64 [ %8923, %search.feature.body633 ], [ 0, %search.feature.body633.preheader ]
  %fold_value627.01298 = phi float [ %8922, %search.feature.body633 ], [ 0.000000e+00, %search.feature.body633.preheader ]
  %fold_value622.01297 = phi float [ %8920, %search.feature.body633 ], [ 0.000000e+00, %search.feature.body633.preheader ]
  %fold_value617.01296 = phi float [ %8918, %search.feature.body633 ], [ 0.000000e+00, %search.feature.body633.preheader ]
  %niter5030 = phi i64 [ %niter5030.next.3, %search.feature.body633 ], [ 0, %search.feature.body633.preheader ]
  %8884 = getelementptr inbounds float, ptr %scratch, i64 %search.feature6351299
  %key636 = load i32, ptr %8884, align 4
  %8885 = getelementptr float, ptr %3636, i64 %search.feature6351299
  %8886 = load float, ptr %8885, align 4
  %.not1026 = icmp ult i32 %key636, %candidate616
  %8887 = select i1 %.not1026, float 0.000000e+00, float %8886
  %8888 = fadd float %fold_value617.01296, %8887
  %.not1027 = icmp ult i32 %key636, %8881
  %8889 = select i1 %.not1027, float 0.000000e+00, float %8886
  %8890 = fadd float %fold_value622.01297, %8889
  %.not1028 = icmp ult i32 %key636, %8882
  %8891 = select i1 %.not1028, float 0.000000e+00, float %8886
  %8892 = fadd float %fold_value627.01298, %8891
  %8893 = or disjoint i64 %search.feature6351299, 1
  %8894 = getelementptr inbounds float, ptr %scratch, i64 %8893
  %key636.1 = load i32, ptr %8894, align 4
  %8895 = getelementptr float, ptr %3636, i64 %8893
  %8896 = load float, ptr %8895, align 4
  %.not1026.1 = icmp ult i32 %key636.1, %candidate616
  %8897 = select i1 %.not1026.1, float 0.000000e+00, float %8896
  %8898 = fadd float %8888, %8897
  %.not1027.1 = icmp ult i32 %key636.1, %8881
  %8899 = select i1 %.not1027.1, float 0.000000e+00, float %8896
  %8900 = fadd float %8890, %8899
  %.not1028.1 = icmp ult i32 %key636.1, %8882
  %8901 = select i1 %.not1028.1, float 0.000000e+00, float %8896
  %8902 = fadd float %8892, %8901
  %8903 = or disjoint i64 %search.feature6351299, 2
  %8904 = getelementptr inbounds float, ptr %scratch, i64 %8903
  %key636.2 = load i32, ptr %8904, align 4
  %8905 = getelementptr float, ptr %3636, i64 %8903
  %8906 = load float, ptr %8905, align 4
  %.not1026.2 = icmp ult i32 %key636.2, %candidate616
  %8907 = select i1 %.not1026.2, float 0.000000e+00, float %8906
  %8908 = fadd float %8898, %8907
  %.not1027.2 = icmp ult i32 %key636.2, %8881
  %8909 = select i1 %.not1027.2, float 0.000000e+00, float %8906
  %8910 = fadd float %8900, %8909
  %.not1028.2 = icmp ult i32 %key636.2, %8882
  %8911 = select i1 %.not1028.2, float 0.000000e+00, float %8906
  %8912 = fadd float %8902, %8911
  %8913 = or disjoint i64 %search.feature6351299, 3
  %8914 = getelementptr inbounds float, ptr %scratch, i64 %8913
  %key636.3 = load i32, ptr %8914, align 4
  %8915 = getelementptr float, ptr %3636, i64 %8913
  %8916 = load float, ptr %8915, align 4
  %.not1026.3 = icmp ult i32 %key636.3, %candidate616
  %8917 = select i1 %.not1026.3, float 0.000000e+00, float %8916
  %8918 = fadd float %8908, %8917
  %.not1027.3 = icmp ult i32 %key636.3, %8881
  %8919 = select i1 %.not1027.3, float 0.000000e+00, float %8916
  %8920 = fadd float %8910, %8919
  %.not1028.3 = icmp ult i32 %key636.3, %8882
  %8921 = select i1 %.not1028.3, float 0.000000e+00, float %8916
  %8922 = fadd float %8912, %8921
  %8923 = add nuw i64 %search.feature6351299, 4
  %niter5030.next.3 = add i64 %niter5030, 4
  %niter5030.ncmp.3 = icmp eq i64 %niter5030.next.3, %unroll_iter5029
  br i1 %niter5030.ncmp.3, label %search.feature.exit634.loopexit.unr-lcssa, label %search.feature.body633

search.feature.exit634.loopexit.unr-lcssa:        ; preds = %search.feature.body633
  br i1 %lcmp.mod5024.not, label %search.feature.exit634, label %search.feature.body633.epil.preheader

search.feature.body633.epil.preheader:            ; preds = %search.feature.exit634.loopexit.unr-lcssa, %search.feature.body633.preheader
  %search.feature6351299.epil.init = phi i64 [ 0, %search.feature.body633.preheader ], [ %8923, %search.feature.exit634.loopexit.unr-lcssa ]
  %fold_value627.01298.epil.init = phi float [ 0.000000e+00, %search.feature.body633.preheader ], [ %8922, %search.feature.exit634.loopexit.unr-lcssa ]
  %fold_value622.01297.epil.init = phi float [ 0.000000e+00, %search.feature.body633.preheader ], [ %8920, %search.feature.exit634.loopexit.unr-lcssa ]
  %fold_value617.01296.epil.init = phi float [ 0.000000e+00, %search.feature.body633.preheader ], [ %8918, %search.feature.exit634.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod5028)
  br label %search.feature.body633.epil

search.feature.body633.epil:                      ; preds = %search.feature.body633.epil, %search.feature.body633.epil.preheader
  %search.feature6351299.epil = phi i64 [ %8933, %search.feature.body633.epil ], [ %search.feature6351299.epil.init, %search.feature.body633.epil.preheader ]
  %fold_value627.01298.epil = phi float [ %8932, %search.feature.body633.epil ], [ %fold_value627.01298.epil.init, %search.feature.body633.epil.preheader ]
  %fold_value622.01297.epil = phi float [ %8930, %search.feature.body633.epil ], [ %fold_value622.01297.epil.init, %search.feature.body633.epil.preheader ]
  %fold_value617.01296.epil = phi float [ %8928, %search.feature.body633.epil ], [ %fold_value617.01296.epil.init, %search.feature.body633.epil.preheader ]
  %epil.iter5023 = phi i64 [ %epil.iter5023.next, %search.feature.body633.epil ], [ 0, %search.feature.body633.epil.preheader ]
  %8924 = getelementptr inbounds float, ptr %scratch, i64 %search.feature6351299.epil
  %key636.epil = load i32, ptr %8924, align 4
  %8925 = getelementptr float, ptr %3636, i64 %search.feature6351299.epil
  %8926 = load float, ptr %8925, align 4
  %.not1026.epil = icmp ult i32 %key636.epil, %candidate616
  %8927 = select i1 %.not1026.epil, float 0.000000e+00, float %8926
  %8928 = fadd float %fold_value617.01296.epil, %8927
  %.not1027.epil = icmp ult i32 %key636.epil, %8881
  %8929 = select i1 %.not1027.epil, float 0.000000e+00, float %8926
  %8930 = fadd float %fold_value622.01297.epil, %8929
  %.not1028.epil = icmp ult i32 %key636.epil, %8882
  %8931 = select i1 %.not1028.epil, float 0.000000e+00, float %8926
  %8932 = fadd float %fold_value627.01298.epil, %8931
  %8933 = add nuw i64 %search.feature6351299.epil, 1
  %epil.iter5023.next = add i64 %epil.iter5023, 1
  %epil.iter5023.cmp.not = icmp eq i64 %epil.iter5023.next, %xtraiter5022
  br i1 %epil.iter5023.cmp.not, label %search.feature.exit634, label %search.feature.body633.epil, !llvm.loop !146

search.feature.exit634:                           ; preds = %search.feature.exit634.loopexit.unr-lcssa, %search.feature.body633.epil, %search.round_pair.body609
  %fold_value617.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body609 ], [ %8918, %search.feature.exit634.loopexit.unr-lcssa ], [ %8928, %search.feature.body633.epil ]
  %fold_value622.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body609 ], [ %8920, %search.feature.exit634.loopexit.unr-lcssa ], [ %8930, %search.feature.body633.epil ]
  %fold_value627.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body609 ], [ %8922, %search.feature.exit634.loopexit.unr-lcssa ], [ %8932, %search.feature.body633.epil ]
  %8934 = fcmp oge float %fold_value617.0.lcssa, %top_p
  %8935 = select i1 %8934, i32 %candidate616, i32 %search_hi607.01303
  %8936 = select i1 %8934, i32 %8881, i32 %8882
  %8937 = select i1 %8934, float %fold_value622.0.lcssa, float %fold_value627.0.lcssa
  %8938 = fcmp oge float %8937, %top_p
  %8939 = select i1 %8938, i32 %8936, i32 %8935
  %8940 = add nuw nsw i64 %search.round_pair6111304, 1
  %exitcond1560.not = icmp eq i64 %8940, 16
  br i1 %exitcond1560.not, label %search.round_pair.exit610, label %search.round_pair.body609

search.round_pair.body645:                        ; preds = %search.round_pair.body645.preheader, %search.feature.exit670
  %search.round_pair6471313 = phi i64 [ %9030, %search.feature.exit670 ], [ 0, %search.round_pair.body645.preheader ]
  %search_lo642.01312 = phi i64 [ %9029, %search.feature.exit670 ], [ 0, %search.round_pair.body645.preheader ]
  %first_round648 = shl nuw nsw i64 %search.round_pair6471313, 1
  %second_round649 = or disjoint i64 %first_round648, 1
  %8941 = icmp samesign ult i64 %second_round649, %index_bits
  %8942 = select i1 %8941, i64 %second_round649, i64 %first_round648
  %8943 = sub nsw i64 %3645, %8942
  %bit650 = shl nuw i64 1, %8943
  %8944 = select i1 %8941, i64 %bit650, i64 0
  %8945 = sub nsw i64 %3645, %first_round648
  %bit651 = shl nuw i64 1, %8945
  %candidate652 = or i64 %bit651, %search_lo642.01312
  %8946 = or i64 %8944, %candidate652
  %8947 = or i64 %8944, %search_lo642.01312
  br i1 %.not14222002, label %search.feature.exit670, label %search.feature.body669.preheader

search.feature.body669.preheader:                 ; preds = %search.round_pair.body645
  br i1 %8883, label %search.feature.body669.epil.preheader, label %search.feature.body669

search.round_pair.exit646:                        ; preds = %search.feature.exit670, %search.round_pair.exit610
  %search_lo642.0.lcssa = phi i64 [ 0, %search.round_pair.exit610 ], [ %9029, %search.feature.exit670 ]
  %8948 = and i32 %8939, 2147483647
  %8949 = xor i32 %8939, -1
  %.not10241025 = icmp slt i32 %8939, 0
  %8950 = select i1 %.not10241025, i32 %8948, i32 %8949
  %8951 = bitcast i32 %8950 to float
  %8952 = sub i64 %mask, %search_lo642.0.lcssa
  %search_index675 = uitofp i64 %8952 to float
  br label %gumbel.philox.header708.preheader

search.feature.body669:                           ; preds = %search.feature.body669.preheader, %search.feature.body669
  %search.feature6711308 = phi i64 [ %9000, %search.feature.body669 ], [ 0, %search.feature.body669.preheader ]
  %fold_value663.01307 = phi float [ %8999, %search.feature.body669 ], [ 0.000000e+00, %search.feature.body669.preheader ]
  %fold_value658.01306 = phi float [ %8994, %search.feature.body669 ], [ 0.000000e+00, %search.feature.body669.preheader ]
  %fold_value653.01305 = phi float [ %8989, %search.feature.body669 ], [ 0.000000e+00, %search.feature.body669.preheader ]
  %niter5039 = phi i64 [ %niter5039.next.1, %search.feature.body669 ], [ 0, %search.feature.body669.preheader ]
  %8953 = getelementptr inbounds float, ptr %scratch, i64 %search.feature6711308
  %key672 = load i32, ptr %8953, align 4
  %8954 = getelementptr float, ptr %3637, i64 %search.feature6711308
  %f673 = load i32, ptr %8954, align 4
  %8955 = zext i32 %f673 to i64
  %8956 = getelementptr float, ptr %3636, i64 %search.feature6711308
  %8957 = load float, ptr %8956, align 4
  %8958 = icmp ugt i32 %key672, %8939
  %8959 = icmp eq i32 %key672, %8939
  %8960 = sub nsw i64 %mask, %8955
  %8961 = icmp uge i64 %8960, %candidate652
  %8962 = and i1 %8959, %8961
  %8963 = or i1 %8958, %8962
  %8964 = select i1 %8963, float %8957, float 0.000000e+00
  %8965 = fadd float %fold_value653.01305, %8964
  %8966 = icmp uge i64 %8960, %8946
  %8967 = and i1 %8959, %8966
  %8968 = or i1 %8958, %8967
  %8969 = select i1 %8968, float %8957, float 0.000000e+00
  %8970 = fadd float %fold_value658.01306, %8969
  %8971 = icmp uge i64 %8960, %8947
  %8972 = and i1 %8959, %8971
  %8973 = or i1 %8958, %8972
  %8974 = select i1 %8973, float %8957, float 0.000000e+00
  %8975 = fadd float %fold_value663.01307, %8974
  %8976 = or disjoint i64 %search.feature6711308, 1
  %8977 = getelementptr inbounds float, ptr %scratch, i64 %8976
  %key672.1 = load i32, ptr %8977, align 4
  %8978 = getelementptr float, ptr %3637, i64 %8976
  %f673.1 = load i32, ptr %8978, align 4
  %8979 = zext i32 %f673.1 to i64
  %8980 = getelementptr float, ptr %3636, i64 %8976
  %8981 = load float, ptr %8980, align 4
  %8982 = icmp ugt i32 %key672.1, %8939
  %8983 = icmp eq i32 %key672.1, %8939
  %8984 = sub nsw i64 %mask, %8979
  %8985 = icmp uge i64 %8984, %candidate652
  %8986 = and i1 %8983, %8985
  %8987 = or i1 %8982, %8986
  %8988 = select i1 %8987, float %8981, float 0.000000e+00
  %8989 = fadd float %8965, %8988
  %8990 = icmp uge i64 %8984, %8946
  %8991 = and i1 %8983, %8990
  %8992 = or i1 %8982, %8991
  %8993 = select i1 %8992, float %8981, float 0.000000e+00
  %8994 = fadd float %8970, %8993
  %8995 = icmp uge i64 %8984, %8947
  %8996 = and i1 %8983, %8995
  %8997 = or i1 %8982, %8996
  %8998 = select i1 %8997, float %8981, float 0.000000e+00
  %8999 = fadd float %8975, %8998
  %9000 = add nuw i64 %search.feature6711308, 2
  %niter5039.next.1 = add i64 %niter5039, 2
  %niter5039.ncmp.1 = icmp eq i64 %niter5039.next.1, %unroll_iter5038
  br i1 %niter5039.ncmp.1, label %search.feature.exit670.loopexit.unr-lcssa, label %search.feature.body669

search.feature.exit670.loopexit.unr-lcssa:        ; preds = %search.feature.body669
  br i1 %lcmp.mod5033.not, label %search.feature.exit670, label %search.feature.body669.epil.preheader

search.feature.body669.epil.preheader:            ; preds = %search.feature.exit670.loopexit.unr-lcssa, %search.feature.body669.preheader
  %search.feature6711308.epil.init = phi i64 [ 0, %search.feature.body669.preheader ], [ %9000, %search.feature.exit670.loopexit.unr-lcssa ]
  %fold_value663.01307.epil.init = phi float [ 0.000000e+00, %search.feature.body669.preheader ], [ %8999, %search.feature.exit670.loopexit.unr-lcssa ]
  %fold_value658.01306.epil.init = phi float [ 0.000000e+00, %search.feature.body669.preheader ], [ %8994, %search.feature.exit670.loopexit.unr-lcssa ]
  %fold_value653.01305.epil.init = phi float [ 0.000000e+00, %search.feature.body669.preheader ], [ %8989, %search.feature.exit670.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod5037)
  %9001 = getelementptr inbounds float, ptr %scratch, i64 %search.feature6711308.epil.init
  %key672.epil = load i32, ptr %9001, align 4
  %9002 = getelementptr float, ptr %3637, i64 %search.feature6711308.epil.init
  %f673.epil = load i32, ptr %9002, align 4
  %9003 = zext i32 %f673.epil to i64
  %9004 = getelementptr float, ptr %3636, i64 %search.feature6711308.epil.init
  %9005 = load float, ptr %9004, align 4
  %9006 = icmp ugt i32 %key672.epil, %8939
  %9007 = icmp eq i32 %key672.epil, %8939
  %9008 = sub nsw i64 %mask, %9003
  %9009 = icmp uge i64 %9008, %candidate652
  %9010 = and i1 %9007, %9009
  %9011 = or i1 %9006, %9010
  %9012 = select i1 %9011, float %9005, float 0.000000e+00
  %9013 = fadd float %fold_value653.01305.epil.init, %9012
  %9014 = icmp uge i64 %9008, %8946
  %9015 = and i1 %9007, %9014
  %9016 = or i1 %9006, %9015
  %9017 = select i1 %9016, float %9005, float 0.000000e+00
  %9018 = fadd float %fold_value658.01306.epil.init, %9017
  %9019 = icmp uge i64 %9008, %8947
  %9020 = and i1 %9007, %9019
  %9021 = or i1 %9006, %9020
  %9022 = select i1 %9021, float %9005, float 0.000000e+00
  %9023 = fadd float %fold_value663.01307.epil.init, %9022
  br label %search.feature.exit670

search.feature.exit670:                           ; preds = %search.feature.body669.epil.preheader, %search.feature.exit670.loopexit.unr-lcssa, %search.round_pair.body645
  %fold_value653.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body645 ], [ %8989, %search.feature.exit670.loopexit.unr-lcssa ], [ %9013, %search.feature.body669.epil.preheader ]
  %fold_value658.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body645 ], [ %8994, %search.feature.exit670.loopexit.unr-lcssa ], [ %9018, %search.feature.body669.epil.preheader ]
  %fold_value663.0.lcssa = phi float [ 0.000000e+00, %search.round_pair.body645 ], [ %8999, %search.feature.exit670.loopexit.unr-lcssa ], [ %9023, %search.feature.body669.epil.preheader ]
  %9024 = fcmp oge float %fold_value653.0.lcssa, %top_p
  %9025 = select i1 %9024, i64 %candidate652, i64 %search_lo642.01312
  %9026 = select i1 %9024, i64 %8946, i64 %8947
  %9027 = select i1 %9024, float %fold_value658.0.lcssa, float %fold_value663.0.lcssa
  %9028 = fcmp oge float %9027, %top_p
  %9029 = select i1 %9028, i64 %9026, i64 %9025
  %9030 = add nuw nsw i64 %search.round_pair6471313, 1
  %exitcond1562.not = icmp eq i64 %9030, %round_pairs
  br i1 %exitcond1562.not, label %search.round_pair.exit646, label %search.round_pair.body645

listed.header693.preheader:                       ; preds = %search.feature.exit499, %search.round_pair.exit538
  %uniforms.sroa.118.0 = phi float [ 0x7FF0000000000000, %search.feature.exit499 ], [ %search_index567, %search.round_pair.exit538 ]
  %uniforms.sroa.111.0 = phi float [ 0xFFF0000000000000, %search.feature.exit499 ], [ %8665, %search.round_pair.exit538 ]
  %.not1425 = icmp eq i64 %listed.0188919051921196019741991, 0
  br i1 %.not1425, label %guard.done681, label %listed.body694.lr.ph

listed.body694.lr.ph:                             ; preds = %listed.header693.preheader
  %.reass.reass = xor i64 %row1353, %invariant.op1354
  %9031 = and i64 %.reass.reass, 4294967295
  %9032 = mul nuw i64 %9031, 3528531795
  %9033 = lshr i64 %9032, 32
  %9034 = xor i64 %9033, %3653
  %invariant.op5430 = xor i64 %9032, %3655
  br label %listed.body694

gumbel.philox.header708.preheader:                ; preds = %search.round_pair.exit646, %search.feature.exit600
  %uniforms.sroa.118.0.ph = phi float [ 0x7FF0000000000000, %search.feature.exit600 ], [ %search_index675, %search.round_pair.exit646 ]
  %uniforms.sroa.111.0.ph = phi float [ 0xFFF0000000000000, %search.feature.exit600 ], [ %8951, %search.round_pair.exit646 ]
  br i1 %.not1376, label %max_block.exit738, label %gumbel.philox.body709.lr.ph

gumbel.philox.body709.lr.ph:                      ; preds = %gumbel.philox.header708.preheader
  %.reass1320.reass = xor i64 %row1353, %invariant.op1354
  %9035 = and i64 %.reass1320.reass, 4294967295
  %9036 = mul nuw i64 %9035, 3528531795
  %9037 = lshr i64 %9036, 32
  %9038 = xor i64 %9037, %3653
  br i1 %min.iters.check2576, label %gumbel.philox.body709.preheader, label %vector.ph2577

vector.ph2577:                                    ; preds = %gumbel.philox.body709.lr.ph
  %broadcast.splatinsert2582 = insertelement <8 x i64> poison, i64 %9038, i64 0
  %broadcast.splat2583 = shufflevector <8 x i64> %broadcast.splatinsert2582, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar4511 = xor i64 %3655, %9036
  %.scalar4512 = and i64 %.scalar4511, 4294967295
  %9039 = insertelement <8 x i64> poison, i64 %.scalar4512, i64 0
  %.masked4488 = shufflevector <8 x i64> %9039, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body2618

vector.body2618:                                  ; preds = %vector.body2618, %vector.ph2577
  %index2619 = phi i64 [ 0, %vector.ph2577 ], [ %index.next2621, %vector.body2618 ]
  %vec.ind2620 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2577 ], [ %vec.ind.next2622, %vector.body2618 ]
  %9040 = and <8 x i64> %vec.ind2620, splat (i64 4294967295)
  %9041 = mul nuw <8 x i64> %9040, splat (i64 3528531795)
  %9042 = xor <8 x i64> %broadcast.splat2585, %9041
  %9043 = lshr <8 x i64> %9042, splat (i64 32)
  %9044 = mul nuw <8 x i64> %9043, splat (i64 3449720151)
  %9045 = lshr <8 x i64> %9044, splat (i64 32)
  %9046 = xor <8 x i64> %broadcast.splat2583, %9041
  %9047 = xor <8 x i64> %.masked4487, %9045
  %9048 = mul nuw <8 x i64> %9047, splat (i64 3528531795)
  %9049 = and <8 x i64> %9046, splat (i64 4294967295)
  %9050 = mul nuw <8 x i64> %9049, splat (i64 3449720151)
  %9051 = lshr <8 x i64> %9048, splat (i64 32)
  %9052 = lshr <8 x i64> %9050, splat (i64 32)
  %9053 = xor <8 x i64> %9052, %broadcast.splat2591
  %9054 = xor <8 x i64> %9053, %9044
  %9055 = and <8 x i64> %9054, splat (i64 4294967295)
  %9056 = mul nuw <8 x i64> %9055, splat (i64 3528531795)
  %9057 = xor <8 x i64> %.masked4488, %9051
  %9058 = mul nuw <8 x i64> %9057, splat (i64 3449720151)
  %9059 = lshr <8 x i64> %9056, splat (i64 32)
  %9060 = lshr <8 x i64> %9058, splat (i64 32)
  %9061 = xor <8 x i64> %broadcast.splat2595, %9060
  %9062 = xor <8 x i64> %9061, %9050
  %9063 = xor <8 x i64> %9059, %broadcast.splat2597
  %9064 = xor <8 x i64> %9063, %9048
  %9065 = and <8 x i64> %9062, splat (i64 4294967295)
  %9066 = mul nuw <8 x i64> %9065, splat (i64 3528531795)
  %9067 = and <8 x i64> %9064, splat (i64 4294967295)
  %9068 = mul nuw <8 x i64> %9067, splat (i64 3449720151)
  %9069 = lshr <8 x i64> %9066, splat (i64 32)
  %9070 = lshr <8 x i64> %9068, splat (i64 32)
  %9071 = xor <8 x i64> %9070, %broadcast.splat2599
  %9072 = xor <8 x i64> %9071, %9058
  %9073 = xor <8 x i64> %broadcast.splat2601, %9069
  %9074 = xor <8 x i64> %9073, %9056
  %9075 = and <8 x i64> %9072, splat (i64 4294967295)
  %9076 = mul nuw <8 x i64> %9075, splat (i64 3528531795)
  %9077 = and <8 x i64> %9074, splat (i64 4294967295)
  %9078 = mul nuw <8 x i64> %9077, splat (i64 3449720151)
  %9079 = lshr <8 x i64> %9076, splat (i64 32)
  %9080 = lshr <8 x i64> %9078, splat (i64 32)
  %9081 = xor <8 x i64> %broadcast.splat2603, %9080
  %9082 = xor <8 x i64> %9081, %9068
  %9083 = xor <8 x i64> %9079, %broadcast.splat2605
  %9084 = xor <8 x i64> %9083, %9066
  %9085 = and <8 x i64> %9082, splat (i64 4294967295)
  %9086 = mul nuw <8 x i64> %9085, splat (i64 3528531795)
  %9087 = and <8 x i64> %9084, splat (i64 4294967295)
  %9088 = mul nuw <8 x i64> %9087, splat (i64 3449720151)
  %9089 = lshr <8 x i64> %9086, splat (i64 32)
  %9090 = lshr <8 x i64> %9088, splat (i64 32)
  %9091 = xor <8 x i64> %9090, %broadcast.splat2607
  %9092 = xor <8 x i64> %9091, %9078
  %9093 = xor <8 x i64> %broadcast.splat2609, %9089
  %9094 = xor <8 x i64> %9093, %9076
  %9095 = and <8 x i64> %9092, splat (i64 4294967295)
  %9096 = mul nuw <8 x i64> %9095, splat (i64 3528531795)
  %9097 = and <8 x i64> %9094, splat (i64 4294967295)
  %9098 = mul nuw <8 x i64> %9097, splat (i64 3449720151)
  %9099 = lshr <8 x i64> %9096, splat (i64 32)
  %9100 = lshr <8 x i64> %9098, splat (i64 32)
  %9101 = xor <8 x i64> %broadcast.splat2611, %9100
  %9102 = xor <8 x i64> %9101, %9088
  %9103 = xor <8 x i64> %9099, %broadcast.splat2613
  %9104 = xor <8 x i64> %9103, %9086
  %9105 = and <8 x i64> %9102, splat (i64 4294967295)
  %9106 = mul nuw <8 x i64> %9105, splat (i64 3528531795)
  %9107 = lshr <8 x i64> %9106, splat (i64 32)
  %9108 = trunc <8 x i64> %9104 to <8 x i32>
  %9109 = mul <8 x i32> %9108, splat (i32 -845247145)
  %9110 = xor <8 x i64> %broadcast.splat2615, %9107
  %9111 = xor <8 x i64> %9110, %9096
  %9112 = and <8 x i64> %9111, splat (i64 4294967295)
  %9113 = mul nuw <8 x i64> %9112, splat (i64 3449720151)
  %9114 = lshr <8 x i64> %9113, splat (i64 32)
  %9115 = trunc nuw <8 x i64> %9114 to <8 x i32>
  %9116 = xor <8 x i32> %9109, %9115
  %9117 = xor <8 x i32> %9116, %broadcast.splat2617
  %9118 = getelementptr inbounds float, ptr %3636, i64 %index2619
  store <8 x i32> %9117, ptr %9118, align 4
  %index.next2621 = add nuw i64 %index2619, 8
  %vec.ind.next2622 = add nuw <8 x i64> %vec.ind2620, splat (i64 8)
  %9119 = icmp eq i64 %index.next2621, %n.vec2579
  br i1 %9119, label %middle.block2623, label %vector.body2618, !llvm.loop !147

middle.block2623:                                 ; preds = %vector.body2618
  br i1 %cmp.n2624, label %gumbel.body713.preheader, label %gumbel.philox.body709.preheader

gumbel.philox.body709.preheader:                  ; preds = %gumbel.philox.body709.lr.ph, %middle.block2623
  %gumbel.philox7111321.ph = phi i64 [ 0, %gumbel.philox.body709.lr.ph ], [ %n.vec2579, %middle.block2623 ]
  %invariant.op5428 = xor i64 %9036, %3655
  br label %gumbel.philox.body709

guard.done681:                                    ; preds = %listed.header693.preheader, %listed.exit695.loopexit, %guard.done313, %fold_tail.exit744
  %uniforms.sroa.25.01896 = phi float [ %uniforms.sroa.25.0189419021926195819781989, %listed.header693.preheader ], [ %uniforms.sroa.25.0, %fold_tail.exit744 ], [ %uniforms.sroa.25.0, %guard.done313 ], [ %uniforms.sroa.25.0189419021926195819781989, %listed.exit695.loopexit ]
  %uniforms.sroa.56.01893 = phi float [ %uniforms.sroa.56.0189119041924195919761990, %listed.header693.preheader ], [ %uniforms.sroa.56.0, %fold_tail.exit744 ], [ %uniforms.sroa.56.0, %guard.done313 ], [ %uniforms.sroa.56.0189119041924195919761990, %listed.exit695.loopexit ]
  %listed.01890 = phi i64 [ 0, %listed.header693.preheader ], [ %listed.0, %fold_tail.exit744 ], [ %listed.0, %guard.done313 ], [ %listed.0188919051921196019741991, %listed.exit695.loopexit ]
  %uniforms.sroa.125.0 = phi float [ 0.000000e+00, %listed.header693.preheader ], [ %argmax747, %fold_tail.exit744 ], [ 0.000000e+00, %guard.done313 ], [ %9358, %listed.exit695.loopexit ]
  br i1 %guard750, label %guard.then751, label %guard.done753

listed.body694:                                   ; preds = %listed.body694.lr.ph, %listed.body694
  %listed6961317 = phi i64 [ 0, %listed.body694.lr.ph ], [ %9357, %listed.body694 ]
  %fold_index688.01316 = phi i64 [ 0, %listed.body694.lr.ph ], [ %9356, %listed.body694 ]
  %fold_value687.01315 = phi float [ 0xFFF0000000000000, %listed.body694.lr.ph ], [ %9355, %listed.body694 ]
  %9120 = getelementptr float, ptr %3641, i64 %listed6961317
  %f697 = load i32, ptr %9120, align 4
  %f698 = zext i32 %f697 to i64
  %9121 = getelementptr inbounds nuw float, ptr %3759, i64 %f698
  %9122 = load float, ptr %9121, align 4
  %9123 = fmul float %inv_t, %9122
  %feature699 = uitofp i32 %f697 to float
  %9124 = fcmp ogt float %9122, %uniforms.sroa.25.0189419021926195819781989
  %9125 = select i1 %9124, float 1.000000e+00, float 0.000000e+00
  %9126 = fcmp oeq float %9122, %uniforms.sroa.25.0189419021926195819781989
  %9127 = fcmp oge float %uniforms.sroa.56.0189119041924195919761990, %feature699
  %9128 = select i1 %9126, i1 %9127, i1 false
  %9129 = select i1 %9128, float 1.000000e+00, float 0.000000e+00
  %9130 = fcmp ogt float %9129, %9125
  %max700 = select i1 %9130, float %9129, float %9125
  %9131 = fsub float %9123, %uniforms.sroa.87.01928195719801988
  %9132 = fcmp olt float %9131, -1.040000e+02
  %9133 = select i1 %9132, float -1.040000e+02, float %9131
  %9134 = fcmp ogt float %9133, 8.900000e+01
  %9135 = select i1 %9134, float 8.900000e+01, float %9133
  %9136 = fmul float %9135, 0x3FF7154760000000
  %9137 = fadd float %9136, 0x4168000000000000
  %9138 = fadd float %9137, 0xC168000000000000
  %9139 = bitcast float %9137 to i32
  %9140 = fmul float %9138, 0x3FE62E4000000000
  %9141 = fsub float %9135, %9140
  %9142 = fmul float %9138, 0x3EB7F7D1C0000000
  %9143 = fsub float %9141, %9142
  %9144 = fmul float %9143, %9143
  %9145 = fmul float %9144, 0x3E66376980000000
  %9146 = fadd float %9145, 0xBEBBBD41C0000000
  %9147 = fmul float %9144, %9146
  %9148 = fadd float %9147, 0x3F11566AA0000000
  %9149 = fmul float %9144, %9148
  %9150 = fadd float %9149, 0xBF66C16C20000000
  %9151 = fmul float %9144, %9150
  %9152 = fadd float %9151, 0x3FC5555560000000
  %9153 = fmul float %9144, %9152
  %9154 = fsub float %9143, %9153
  %9155 = fmul float %9143, %9154
  %9156 = fsub float 2.000000e+00, %9154
  %9157 = fdiv float %9155, %9156
  %9158 = fsub float %9142, %9157
  %9159 = fsub float %9141, %9158
  %9160 = fadd float %9159, 1.000000e+00
  %9161 = add i32 %9139, -1262485248
  %9162 = lshr i32 %9161, 1
  %9163 = add i32 %9139, 255
  %9164 = sub i32 %9163, %9162
  %9165 = shl i32 %9162, 23
  %9166 = add i32 %9165, -8388608
  %9167 = shl i32 %9164, 23
  %9168 = bitcast i32 %9166 to float
  %9169 = bitcast i32 %9167 to float
  %9170 = fmul float %9160, %9168
  %9171 = fmul float %9170, %9169
  %9172 = fcmp uno float %9131, 0.000000e+00
  %9173 = select i1 %9172, float 0x7FF8000000000000, float %9171
  %9174 = fdiv float %9173, %uniforms.sroa.100.0196119721992
  %9175 = fcmp une float %max700, 0.000000e+00
  %9176 = fadd float %9174, 0.000000e+00
  %9177 = select i1 %9175, float %9176, float -1.000000e+00
  %9178 = fcmp ogt float %9177, %uniforms.sroa.111.0
  %9179 = select i1 %9178, float 1.000000e+00, float 0.000000e+00
  %9180 = fcmp oeq float %9177, %uniforms.sroa.111.0
  %9181 = fcmp oge float %uniforms.sroa.118.0, %feature699
  %9182 = select i1 %9180, i1 %9181, i1 false
  %9183 = select i1 %9182, float 1.000000e+00, float 0.000000e+00
  %9184 = fcmp ogt float %9183, %9179
  %max702 = select i1 %9184, float %9183, float %9179
  %9185 = fmul float %max700, %max702
  %9186 = mul nuw i64 %f698, 3528531795
  %9187 = xor i64 %3651, %9186
  %9188 = lshr i64 %9187, 32
  %9189 = mul nuw i64 %9188, 3449720151
  %9190 = lshr i64 %9189, 32
  %.reass2163.reass = xor i64 %9190, %invariant.op5429
  %9191 = xor i64 %9034, %9186
  %9192 = and i64 %.reass2163.reass, 4294967295
  %9193 = mul nuw i64 %9192, 3528531795
  %9194 = and i64 %9191, 4294967295
  %9195 = mul nuw i64 %9194, 3449720151
  %9196 = lshr i64 %9193, 32
  %9197 = lshr i64 %9195, 32
  %9198 = xor i64 %9197, %3654
  %9199 = xor i64 %9198, %9189
  %.reass2165.reass = xor i64 %9196, %invariant.op5430
  %9200 = and i64 %9199, 4294967295
  %9201 = mul nuw i64 %9200, 3528531795
  %9202 = and i64 %.reass2165.reass, 4294967295
  %9203 = mul nuw i64 %9202, 3449720151
  %9204 = lshr i64 %9201, 32
  %9205 = lshr i64 %9203, 32
  %9206 = xor i64 %3656, %9205
  %9207 = xor i64 %9206, %9195
  %9208 = xor i64 %9204, %3657
  %9209 = xor i64 %9208, %9193
  %9210 = and i64 %9207, 4294967295
  %9211 = mul nuw i64 %9210, 3528531795
  %9212 = and i64 %9209, 4294967295
  %9213 = mul nuw i64 %9212, 3449720151
  %9214 = lshr i64 %9211, 32
  %9215 = lshr i64 %9213, 32
  %9216 = xor i64 %9215, %3658
  %9217 = xor i64 %9216, %9203
  %9218 = xor i64 %3659, %9214
  %9219 = xor i64 %9218, %9201
  %9220 = and i64 %9217, 4294967295
  %9221 = mul nuw i64 %9220, 3528531795
  %9222 = and i64 %9219, 4294967295
  %9223 = mul nuw i64 %9222, 3449720151
  %9224 = lshr i64 %9221, 32
  %9225 = lshr i64 %9223, 32
  %9226 = xor i64 %3660, %9225
  %9227 = xor i64 %9226, %9213
  %9228 = xor i64 %9224, %3661
  %9229 = xor i64 %9228, %9211
  %9230 = and i64 %9227, 4294967295
  %9231 = mul nuw i64 %9230, 3528531795
  %9232 = and i64 %9229, 4294967295
  %9233 = mul nuw i64 %9232, 3449720151
  %9234 = lshr i64 %9231, 32
  %9235 = lshr i64 %9233, 32
  %9236 = xor i64 %9235, %3662
  %9237 = xor i64 %9236, %9223
  %9238 = xor i64 %3663, %9234
  %9239 = xor i64 %9238, %9221
  %9240 = and i64 %9237, 4294967295
  %9241 = mul nuw i64 %9240, 3528531795
  %9242 = and i64 %9239, 4294967295
  %9243 = mul nuw i64 %9242, 3449720151
  %9244 = lshr i64 %9241, 32
  %9245 = lshr i64 %9243, 32
  %9246 = xor i64 %3664, %9245
  %9247 = xor i64 %9246, %9233
  %9248 = xor i64 %9244, %3665
  %9249 = xor i64 %9248, %9231
  %9250 = and i64 %9247, 4294967295
  %9251 = mul nuw i64 %9250, 3528531795
  %9252 = lshr i64 %9251, 32
  %9253 = trunc i64 %9249 to i32
  %9254 = mul i32 %9253, -845247145
  %9255 = xor i64 %3666, %9252
  %9256 = xor i64 %9255, %9241
  %9257 = and i64 %9256, 4294967295
  %9258 = mul nuw i64 %9257, 3449720151
  %9259 = lshr i64 %9258, 32
  %9260 = trunc nuw i64 %9259 to i32
  %9261 = xor i32 %9254, %9260
  %9262 = xor i32 %9261, %3667
  %9263 = uitofp i32 %9262 to double
  %9264 = fadd double %9263, 5.000000e-01
  %9265 = fmul double %9264, 0x3DF0000000000000
  %9266 = bitcast double %9265 to i64
  %9267 = lshr i64 %9266, 32
  %9268 = add nuw nsw i64 %9267, 614242
  %9269 = lshr i64 %9268, 20
  %9270 = add nsw i64 %9269, -1023
  %9271 = shl nuw i64 %9268, 32
  %9272 = and i64 %9271, 4503595332403200
  %9273 = add nuw nsw i64 %9272, 4604544269498187776
  %9274 = and i64 %9266, 4294967295
  %9275 = or disjoint i64 %9273, %9274
  %9276 = bitcast i64 %9275 to double
  %9277 = fadd double %9276, -1.000000e+00
  %9278 = fmul double %9277, 5.000000e-01
  %9279 = fmul double %9277, %9278
  %9280 = fadd double %9277, 2.000000e+00
  %9281 = fdiv double %9277, %9280
  %9282 = fmul double %9281, %9281
  %9283 = fmul double %9282, %9282
  %9284 = fmul double %9283, 0x3FC39A09D078C69F
  %9285 = fadd double %9284, 0x3FCC71C51D8E78AF
  %9286 = fmul double %9283, %9285
  %9287 = fadd double %9286, 0x3FD999999997FA04
  %9288 = fmul double %9283, %9287
  %9289 = fmul double %9283, 0x3FC2F112DF3E5244
  %9290 = fadd double %9289, 0x3FC7466496CB03DE
  %9291 = fmul double %9283, %9290
  %9292 = fadd double %9291, 0x3FD2492494229359
  %9293 = fmul double %9283, %9292
  %9294 = fadd double %9293, 0x3FE5555555555593
  %9295 = fmul double %9282, %9294
  %9296 = fadd double %9288, %9295
  %9297 = sitofp i64 %9270 to double
  %9298 = fadd double %9279, %9296
  %9299 = fmul double %9281, %9298
  %9300 = fmul double %9297, 0x3DEA39EF35793C76
  %9301 = fadd double %9300, %9299
  %9302 = fsub double %9301, %9279
  %9303 = fadd double %9277, %9302
  %9304 = fmul double %9297, 0x3FE62E42FEE00000
  %9305 = fadd double %9304, %9303
  %9306 = fneg double %9305
  %9307 = bitcast double %9306 to i64
  %9308 = lshr i64 %9307, 32
  %9309 = add nuw nsw i64 %9308, 614242
  %9310 = lshr i64 %9309, 20
  %9311 = add nsw i64 %9310, -1023
  %9312 = shl i64 %9309, 32
  %9313 = and i64 %9312, 4503595332403200
  %9314 = add nuw nsw i64 %9313, 4604544269498187776
  %9315 = and i64 %9307, 4294967295
  %9316 = or disjoint i64 %9314, %9315
  %9317 = bitcast i64 %9316 to double
  %9318 = fadd double %9317, -1.000000e+00
  %9319 = fmul double %9318, 5.000000e-01
  %9320 = fmul double %9318, %9319
  %9321 = fadd double %9318, 2.000000e+00
  %9322 = fdiv double %9318, %9321
  %9323 = fmul double %9322, %9322
  %9324 = fmul double %9323, %9323
  %9325 = fmul double %9324, 0x3FC2F112DF3E5244
  %9326 = fadd double %9325, 0x3FC7466496CB03DE
  %9327 = insertelement <2 x double> poison, double %9324, i64 0
  %9328 = shufflevector <2 x double> %9327, <2 x double> poison, <2 x i32> zeroinitializer
  %9329 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %9326, i64 1
  %9330 = fmul <2 x double> %9328, %9329
  %9331 = fadd <2 x double> %9330, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %9332 = fmul <2 x double> %9328, %9331
  %9333 = fadd <2 x double> %9332, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %9334 = insertelement <2 x double> %9327, double %9323, i64 1
  %9335 = fmul <2 x double> %9334, %9333
  %shift4513 = shufflevector <2 x double> %9335, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop4514 = fadd <2 x double> %9335, %shift4513
  %9336 = extractelement <2 x double> %foldExtExtBinop4514, i64 0
  %9337 = sitofp i64 %9311 to double
  %9338 = fadd double %9320, %9336
  %9339 = fmul double %9322, %9338
  %9340 = fmul double %9337, 0x3DEA39EF35793C76
  %9341 = fadd double %9340, %9339
  %9342 = fsub double %9341, %9320
  %9343 = fadd double %9318, %9342
  %9344 = fmul double %9337, 0x3FE62E42FEE00000
  %9345 = fadd double %9344, %9343
  %9346 = fptrunc double %9345 to float
  %9347 = fsub float %9123, %9346
  %9348 = fcmp une float %9185, 0.000000e+00
  %9349 = select i1 %9175, i1 %9348, i1 false
  %9350 = select i1 %9349, float %9347, float 0xFFF0000000000000
  %9351 = fcmp ogt float %9350, %fold_value687.01315
  %9352 = fcmp uno float %9350, 0.000000e+00
  %9353 = fcmp ord float %fold_value687.01315, 0.000000e+00
  %9354 = and i1 %9353, %9352
  %take706 = or i1 %9351, %9354
  %9355 = select i1 %take706, float %9350, float %fold_value687.01315
  %9356 = select i1 %take706, i64 %f698, i64 %fold_index688.01316
  %9357 = add nuw nsw i64 %listed6961317, 1
  %exitcond1563.not = icmp eq i64 %9357, %listed.0188919051921196019741991
  br i1 %exitcond1563.not, label %listed.exit695.loopexit, label %listed.body694

listed.exit695.loopexit:                          ; preds = %listed.body694
  %9358 = uitofp nneg i64 %9356 to float
  br label %guard.done681

gumbel.philox.body709:                            ; preds = %gumbel.philox.body709.preheader, %gumbel.philox.body709
  %gumbel.philox7111321 = phi i64 [ %9438, %gumbel.philox.body709 ], [ %gumbel.philox7111321.ph, %gumbel.philox.body709.preheader ]
  %9359 = and i64 %gumbel.philox7111321, 4294967295
  %9360 = mul nuw i64 %9359, 3528531795
  %9361 = xor i64 %3651, %9360
  %9362 = lshr i64 %9361, 32
  %9363 = mul nuw i64 %9362, 3449720151
  %9364 = lshr i64 %9363, 32
  %.reass2159.reass = xor i64 %9364, %invariant.op5427
  %9365 = xor i64 %9038, %9360
  %9366 = and i64 %.reass2159.reass, 4294967295
  %9367 = mul nuw i64 %9366, 3528531795
  %9368 = and i64 %9365, 4294967295
  %9369 = mul nuw i64 %9368, 3449720151
  %9370 = lshr i64 %9367, 32
  %9371 = lshr i64 %9369, 32
  %9372 = xor i64 %9371, %3654
  %9373 = xor i64 %9372, %9363
  %.reass2161.reass = xor i64 %9370, %invariant.op5428
  %9374 = and i64 %9373, 4294967295
  %9375 = mul nuw i64 %9374, 3528531795
  %9376 = and i64 %.reass2161.reass, 4294967295
  %9377 = mul nuw i64 %9376, 3449720151
  %9378 = lshr i64 %9375, 32
  %9379 = lshr i64 %9377, 32
  %9380 = xor i64 %3656, %9379
  %9381 = xor i64 %9380, %9369
  %9382 = xor i64 %9378, %3657
  %9383 = xor i64 %9382, %9367
  %9384 = and i64 %9381, 4294967295
  %9385 = mul nuw i64 %9384, 3528531795
  %9386 = and i64 %9383, 4294967295
  %9387 = mul nuw i64 %9386, 3449720151
  %9388 = lshr i64 %9385, 32
  %9389 = lshr i64 %9387, 32
  %9390 = xor i64 %9389, %3658
  %9391 = xor i64 %9390, %9377
  %9392 = xor i64 %3659, %9388
  %9393 = xor i64 %9392, %9375
  %9394 = and i64 %9391, 4294967295
  %9395 = mul nuw i64 %9394, 3528531795
  %9396 = and i64 %9393, 4294967295
  %9397 = mul nuw i64 %9396, 3449720151
  %9398 = lshr i64 %9395, 32
  %9399 = lshr i64 %9397, 32
  %9400 = xor i64 %3660, %9399
  %9401 = xor i64 %9400, %9387
  %9402 = xor i64 %9398, %3661
  %9403 = xor i64 %9402, %9385
  %9404 = and i64 %9401, 4294967295
  %9405 = mul nuw i64 %9404, 3528531795
  %9406 = and i64 %9403, 4294967295
  %9407 = mul nuw i64 %9406, 3449720151
  %9408 = lshr i64 %9405, 32
  %9409 = lshr i64 %9407, 32
  %9410 = xor i64 %9409, %3662
  %9411 = xor i64 %9410, %9397
  %9412 = xor i64 %3663, %9408
  %9413 = xor i64 %9412, %9395
  %9414 = and i64 %9411, 4294967295
  %9415 = mul nuw i64 %9414, 3528531795
  %9416 = and i64 %9413, 4294967295
  %9417 = mul nuw i64 %9416, 3449720151
  %9418 = lshr i64 %9415, 32
  %9419 = lshr i64 %9417, 32
  %9420 = xor i64 %3664, %9419
  %9421 = xor i64 %9420, %9407
  %9422 = xor i64 %9418, %3665
  %9423 = xor i64 %9422, %9405
  %9424 = and i64 %9421, 4294967295
  %9425 = mul nuw i64 %9424, 3528531795
  %9426 = lshr i64 %9425, 32
  %9427 = trunc i64 %9423 to i32
  %9428 = mul i32 %9427, -845247145
  %9429 = xor i64 %3666, %9426
  %9430 = xor i64 %9429, %9415
  %9431 = and i64 %9430, 4294967295
  %9432 = mul nuw i64 %9431, 3449720151
  %9433 = lshr i64 %9432, 32
  %9434 = trunc nuw i64 %9433 to i32
  %9435 = xor i32 %9428, %9434
  %9436 = xor i32 %9435, %3667
  %9437 = getelementptr inbounds float, ptr %3636, i64 %gumbel.philox7111321
  store i32 %9436, ptr %9437, align 4
  %9438 = add nuw i64 %gumbel.philox7111321, 1
  %exitcond1564.not = icmp eq i64 %9438, %n_features
  br i1 %exitcond1564.not, label %gumbel.body713.preheader, label %gumbel.philox.body709, !llvm.loop !148

gumbel.body713.preheader:                         ; preds = %gumbel.philox.body709, %middle.block2623
  br i1 %min.iters.check2564, label %gumbel.body713.preheader4531, label %vector.body2568

vector.body2568:                                  ; preds = %gumbel.body713.preheader, %vector.body2568
  %index2569 = phi i64 [ %index.next2571, %vector.body2568 ], [ 0, %gumbel.body713.preheader ]
  %9439 = getelementptr inbounds float, ptr %3636, i64 %index2569
  %wide.load2570 = load <8 x i32>, ptr %9439, align 4
  %9440 = uitofp <8 x i32> %wide.load2570 to <8 x double>
  %9441 = fadd <8 x double> %9440, splat (double 5.000000e-01)
  %9442 = fmul <8 x double> %9441, splat (double 0x3DF0000000000000)
  %9443 = bitcast <8 x double> %9442 to <8 x i64>
  %9444 = lshr <8 x i64> %9443, splat (i64 32)
  %9445 = add nuw nsw <8 x i64> %9444, splat (i64 614242)
  %9446 = lshr <8 x i64> %9445, splat (i64 20)
  %9447 = add nsw <8 x i64> %9446, splat (i64 -1023)
  %9448 = shl nuw <8 x i64> %9445, splat (i64 32)
  %9449 = and <8 x i64> %9448, splat (i64 4503595332403200)
  %9450 = add nuw nsw <8 x i64> %9449, splat (i64 4604544269498187776)
  %9451 = and <8 x i64> %9443, splat (i64 4294967295)
  %9452 = or disjoint <8 x i64> %9450, %9451
  %9453 = bitcast <8 x i64> %9452 to <8 x double>
  %9454 = fadd <8 x double> %9453, splat (double -1.000000e+00)
  %9455 = fmul <8 x double> %9454, splat (double 5.000000e-01)
  %9456 = fmul <8 x double> %9454, %9455
  %9457 = fadd <8 x double> %9454, splat (double 2.000000e+00)
  %9458 = fdiv <8 x double> %9454, %9457
  %9459 = fmul <8 x double> %9458, %9458
  %9460 = fmul <8 x double> %9459, %9459
  %9461 = fmul <8 x double> %9460, splat (double 0x3FC39A09D078C69F)
  %9462 = fadd <8 x double> %9461, splat (double 0x3FCC71C51D8E78AF)
  %9463 = fmul <8 x double> %9460, %9462
  %9464 = fadd <8 x double> %9463, splat (double 0x3FD999999997FA04)
  %9465 = fmul <8 x double> %9460, %9464
  %9466 = fmul <8 x double> %9460, splat (double 0x3FC2F112DF3E5244)
  %9467 = fadd <8 x double> %9466, splat (double 0x3FC7466496CB03DE)
  %9468 = fmul <8 x double> %9460, %9467
  %9469 = fadd <8 x double> %9468, splat (double 0x3FD2492494229359)
  %9470 = fmul <8 x double> %9460, %9469
  %9471 = fadd <8 x double> %9470, splat (double 0x3FE5555555555593)
  %9472 = fmul <8 x double> %9459, %9471
  %9473 = fadd <8 x double> %9465, %9472
  %9474 = sitofp <8 x i64> %9447 to <8 x double>
  %9475 = fadd <8 x double> %9456, %9473
  %9476 = fmul <8 x double> %9458, %9475
  %9477 = fmul <8 x double> %9474, splat (double 0x3DEA39EF35793C76)
  %9478 = fadd <8 x double> %9477, %9476
  %9479 = fsub <8 x double> %9478, %9456
  %9480 = fadd <8 x double> %9454, %9479
  %9481 = fmul <8 x double> %9474, splat (double 0x3FE62E42FEE00000)
  %9482 = fadd <8 x double> %9481, %9480
  %9483 = fneg <8 x double> %9482
  %9484 = bitcast <8 x double> %9483 to <8 x i64>
  %9485 = lshr <8 x i64> %9484, splat (i64 32)
  %9486 = add nuw nsw <8 x i64> %9485, splat (i64 614242)
  %9487 = lshr <8 x i64> %9486, splat (i64 20)
  %9488 = add nsw <8 x i64> %9487, splat (i64 -1023)
  %9489 = shl <8 x i64> %9486, splat (i64 32)
  %9490 = and <8 x i64> %9489, splat (i64 4503595332403200)
  %9491 = add nuw nsw <8 x i64> %9490, splat (i64 4604544269498187776)
  %9492 = and <8 x i64> %9484, splat (i64 4294967295)
  %9493 = or disjoint <8 x i64> %9491, %9492
  %9494 = bitcast <8 x i64> %9493 to <8 x double>
  %9495 = fadd <8 x double> %9494, splat (double -1.000000e+00)
  %9496 = fmul <8 x double> %9495, splat (double 5.000000e-01)
  %9497 = fmul <8 x double> %9495, %9496
  %9498 = fadd <8 x double> %9495, splat (double 2.000000e+00)
  %9499 = fdiv <8 x double> %9495, %9498
  %9500 = fmul <8 x double> %9499, %9499
  %9501 = fmul <8 x double> %9500, %9500
  %9502 = fmul <8 x double> %9501, splat (double 0x3FC39A09D078C69F)
  %9503 = fadd <8 x double> %9502, splat (double 0x3FCC71C51D8E78AF)
  %9504 = fmul <8 x double> %9501, %9503
  %9505 = fadd <8 x double> %9504, splat (double 0x3FD999999997FA04)
  %9506 = fmul <8 x double> %9501, %9505
  %9507 = fmul <8 x double> %9501, splat (double 0x3FC2F112DF3E5244)
  %9508 = fadd <8 x double> %9507, splat (double 0x3FC7466496CB03DE)
  %9509 = fmul <8 x double> %9501, %9508
  %9510 = fadd <8 x double> %9509, splat (double 0x3FD2492494229359)
  %9511 = fmul <8 x double> %9501, %9510
  %9512 = fadd <8 x double> %9511, splat (double 0x3FE5555555555593)
  %9513 = fmul <8 x double> %9500, %9512
  %9514 = fadd <8 x double> %9506, %9513
  %9515 = sitofp <8 x i64> %9488 to <8 x double>
  %9516 = fadd <8 x double> %9497, %9514
  %9517 = fmul <8 x double> %9499, %9516
  %9518 = fmul <8 x double> %9515, splat (double 0x3DEA39EF35793C76)
  %9519 = fadd <8 x double> %9518, %9517
  %9520 = fsub <8 x double> %9519, %9497
  %9521 = fadd <8 x double> %9495, %9520
  %9522 = fmul <8 x double> %9515, splat (double 0x3FE62E42FEE00000)
  %9523 = fadd <8 x double> %9522, %9521
  %9524 = fptrunc <8 x double> %9523 to <8 x float>
  %9525 = fneg <8 x float> %9524
  store <8 x float> %9525, ptr %9439, align 4
  %index.next2571 = add nuw i64 %index2569, 8
  %9526 = icmp eq i64 %index.next2571, %n.vec2567
  br i1 %9526, label %middle.block2572, label %vector.body2568, !llvm.loop !149

middle.block2572:                                 ; preds = %vector.body2568
  br i1 %cmp.n2573, label %feature.body718.preheader, label %gumbel.body713.preheader4531

gumbel.body713.preheader4531:                     ; preds = %gumbel.body713.preheader, %middle.block2572
  %gumbel7151322.ph = phi i64 [ 0, %gumbel.body713.preheader ], [ %n.vec2567, %middle.block2572 ]
  br label %gumbel.body713

gumbel.body713:                                   ; preds = %gumbel.body713.preheader4531, %gumbel.body713
  %gumbel7151322 = phi i64 [ %9613, %gumbel.body713 ], [ %gumbel7151322.ph, %gumbel.body713.preheader4531 ]
  %9527 = getelementptr inbounds float, ptr %3636, i64 %gumbel7151322
  %word716 = load i32, ptr %9527, align 4
  %9528 = uitofp i32 %word716 to double
  %9529 = fadd double %9528, 5.000000e-01
  %9530 = fmul double %9529, 0x3DF0000000000000
  %9531 = bitcast double %9530 to i64
  %9532 = lshr i64 %9531, 32
  %9533 = add nuw nsw i64 %9532, 614242
  %9534 = lshr i64 %9533, 20
  %9535 = add nsw i64 %9534, -1023
  %9536 = shl nuw i64 %9533, 32
  %9537 = and i64 %9536, 4503595332403200
  %9538 = add nuw nsw i64 %9537, 4604544269498187776
  %9539 = and i64 %9531, 4294967295
  %9540 = or disjoint i64 %9538, %9539
  %9541 = bitcast i64 %9540 to double
  %9542 = fadd double %9541, -1.000000e+00
  %9543 = fmul double %9542, 5.000000e-01
  %9544 = fmul double %9542, %9543
  %9545 = fadd double %9542, 2.000000e+00
  %9546 = fdiv double %9542, %9545
  %9547 = fmul double %9546, %9546
  %9548 = fmul double %9547, %9547
  %9549 = fmul double %9548, 0x3FC39A09D078C69F
  %9550 = fadd double %9549, 0x3FCC71C51D8E78AF
  %9551 = fmul double %9548, %9550
  %9552 = fadd double %9551, 0x3FD999999997FA04
  %9553 = fmul double %9548, %9552
  %9554 = fmul double %9548, 0x3FC2F112DF3E5244
  %9555 = fadd double %9554, 0x3FC7466496CB03DE
  %9556 = fmul double %9548, %9555
  %9557 = fadd double %9556, 0x3FD2492494229359
  %9558 = fmul double %9548, %9557
  %9559 = fadd double %9558, 0x3FE5555555555593
  %9560 = fmul double %9547, %9559
  %9561 = fadd double %9553, %9560
  %9562 = sitofp i64 %9535 to double
  %9563 = fadd double %9544, %9561
  %9564 = fmul double %9546, %9563
  %9565 = fmul double %9562, 0x3DEA39EF35793C76
  %9566 = fadd double %9565, %9564
  %9567 = fsub double %9566, %9544
  %9568 = fadd double %9542, %9567
  %9569 = fmul double %9562, 0x3FE62E42FEE00000
  %9570 = fadd double %9569, %9568
  %9571 = fneg double %9570
  %9572 = bitcast double %9571 to i64
  %9573 = lshr i64 %9572, 32
  %9574 = add nuw nsw i64 %9573, 614242
  %9575 = lshr i64 %9574, 20
  %9576 = add nsw i64 %9575, -1023
  %9577 = shl i64 %9574, 32
  %9578 = and i64 %9577, 4503595332403200
  %9579 = add nuw nsw i64 %9578, 4604544269498187776
  %9580 = and i64 %9572, 4294967295
  %9581 = or disjoint i64 %9579, %9580
  %9582 = bitcast i64 %9581 to double
  %9583 = fadd double %9582, -1.000000e+00
  %9584 = fmul double %9583, 5.000000e-01
  %9585 = fmul double %9583, %9584
  %9586 = fadd double %9583, 2.000000e+00
  %9587 = fdiv double %9583, %9586
  %9588 = fmul double %9587, %9587
  %9589 = fmul double %9588, %9588
  %9590 = fmul double %9589, 0x3FC2F112DF3E5244
  %9591 = fadd double %9590, 0x3FC7466496CB03DE
  %9592 = insertelement <2 x double> poison, double %9589, i64 0
  %9593 = shufflevector <2 x double> %9592, <2 x double> poison, <2 x i32> zeroinitializer
  %9594 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %9591, i64 1
  %9595 = fmul <2 x double> %9593, %9594
  %9596 = fadd <2 x double> %9595, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %9597 = fmul <2 x double> %9593, %9596
  %9598 = fadd <2 x double> %9597, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %9599 = insertelement <2 x double> %9592, double %9588, i64 1
  %9600 = fmul <2 x double> %9599, %9598
  %shift4516 = shufflevector <2 x double> %9600, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop4517 = fadd <2 x double> %9600, %shift4516
  %9601 = extractelement <2 x double> %foldExtExtBinop4517, i64 0
  %9602 = sitofp i64 %9576 to double
  %9603 = fadd double %9585, %9601
  %9604 = fmul double %9587, %9603
  %9605 = fmul double %9602, 0x3DEA39EF35793C76
  %9606 = fadd double %9605, %9604
  %9607 = fsub double %9606, %9585
  %9608 = fadd double %9583, %9607
  %9609 = fmul double %9602, 0x3FE62E42FEE00000
  %9610 = fadd double %9609, %9608
  %9611 = fptrunc double %9610 to float
  %9612 = fneg float %9611
  store float %9612, ptr %9527, align 4
  %9613 = add nuw i64 %gumbel7151322, 1
  %exitcond1565.not = icmp eq i64 %9613, %n_features
  br i1 %exitcond1565.not, label %feature.body718.preheader, label %gumbel.body713, !llvm.loop !150

feature.body718.preheader:                        ; preds = %gumbel.body713, %middle.block2572
  %diff.check2533 = icmp ult i64 %3756, 32
  %or.cond4494 = select i1 %min.iters.check2535, i1 true, i1 %diff.check2533
  br i1 %or.cond4494, label %feature.body718.preheader4530, label %vector.ph2536

vector.ph2536:                                    ; preds = %feature.body718.preheader
  %broadcast.splatinsert2541 = insertelement <8 x float> poison, float %uniforms.sroa.25.0, i64 0
  %broadcast.splat2542 = shufflevector <8 x float> %broadcast.splatinsert2541, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2543 = insertelement <8 x float> poison, float %uniforms.sroa.56.0, i64 0
  %broadcast.splat2544 = shufflevector <8 x float> %broadcast.splatinsert2543, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2545 = insertelement <8 x float> poison, float %uniforms.sroa.87.0, i64 0
  %broadcast.splat2546 = shufflevector <8 x float> %broadcast.splatinsert2545, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2547 = insertelement <8 x float> poison, float %uniforms.sroa.100.0.ph196419962000, i64 0
  %broadcast.splat2548 = shufflevector <8 x float> %broadcast.splatinsert2547, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2549 = insertelement <8 x float> poison, float %uniforms.sroa.111.0.ph, i64 0
  %broadcast.splat2550 = shufflevector <8 x float> %broadcast.splatinsert2549, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2551 = insertelement <8 x float> poison, float %uniforms.sroa.118.0.ph, i64 0
  %broadcast.splat2552 = shufflevector <8 x float> %broadcast.splatinsert2551, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body2553

vector.body2553:                                  ; preds = %vector.body2553, %vector.ph2536
  %index2554 = phi i64 [ 0, %vector.ph2536 ], [ %index.next2558, %vector.body2553 ]
  %vec.ind2555 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2536 ], [ %vec.ind.next2559, %vector.body2553 ]
  %9614 = getelementptr inbounds float, ptr %3759, i64 %index2554
  %wide.load2556 = load <8 x float>, ptr %9614, align 4
  %9615 = fmul <8 x float> %broadcast.splat2540, %wide.load2556
  %9616 = uitofp <8 x i64> %vec.ind2555 to <8 x float>
  %9617 = fcmp ogt <8 x float> %wide.load2556, %broadcast.splat2542
  %9618 = select <8 x i1> %9617, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %9619 = fcmp oeq <8 x float> %wide.load2556, %broadcast.splat2542
  %9620 = fcmp oge <8 x float> %broadcast.splat2544, %9616
  %9621 = select <8 x i1> %9619, <8 x i1> %9620, <8 x i1> zeroinitializer
  %9622 = select <8 x i1> %9621, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %9623 = fcmp ogt <8 x float> %9622, %9618
  %9624 = select <8 x i1> %9623, <8 x float> %9622, <8 x float> %9618
  %9625 = fsub <8 x float> %9615, %broadcast.splat2546
  %9626 = fcmp olt <8 x float> %9625, splat (float -1.040000e+02)
  %9627 = select <8 x i1> %9626, <8 x float> splat (float -1.040000e+02), <8 x float> %9625
  %9628 = fcmp ogt <8 x float> %9627, splat (float 8.900000e+01)
  %9629 = select <8 x i1> %9628, <8 x float> splat (float 8.900000e+01), <8 x float> %9627
  %9630 = fmul <8 x float> %9629, splat (float 0x3FF7154760000000)
  %9631 = fadd <8 x float> %9630, splat (float 0x4168000000000000)
  %9632 = fadd <8 x float> %9631, splat (float 0xC168000000000000)
  %9633 = bitcast <8 x float> %9631 to <8 x i32>
  %9634 = fmul <8 x float> %9632, splat (float 0x3FE62E4000000000)
  %9635 = fsub <8 x float> %9629, %9634
  %9636 = fmul <8 x float> %9632, splat (float 0x3EB7F7D1C0000000)
  %9637 = fsub <8 x float> %9635, %9636
  %9638 = fmul <8 x float> %9637, %9637
  %9639 = fmul <8 x float> %9638, splat (float 0x3E66376980000000)
  %9640 = fadd <8 x float> %9639, splat (float 0xBEBBBD41C0000000)
  %9641 = fmul <8 x float> %9638, %9640
  %9642 = fadd <8 x float> %9641, splat (float 0x3F11566AA0000000)
  %9643 = fmul <8 x float> %9638, %9642
  %9644 = fadd <8 x float> %9643, splat (float 0xBF66C16C20000000)
  %9645 = fmul <8 x float> %9638, %9644
  %9646 = fadd <8 x float> %9645, splat (float 0x3FC5555560000000)
  %9647 = fmul <8 x float> %9638, %9646
  %9648 = fsub <8 x float> %9637, %9647
  %9649 = fmul <8 x float> %9637, %9648
  %9650 = fsub <8 x float> splat (float 2.000000e+00), %9648
  %9651 = fdiv <8 x float> %9649, %9650
  %9652 = fsub <8 x float> %9636, %9651
  %9653 = fsub <8 x float> %9635, %9652
  %9654 = fadd <8 x float> %9653, splat (float 1.000000e+00)
  %9655 = add <8 x i32> %9633, splat (i32 -1262485248)
  %9656 = lshr <8 x i32> %9655, splat (i32 1)
  %9657 = add <8 x i32> %9633, splat (i32 255)
  %9658 = sub <8 x i32> %9657, %9656
  %9659 = shl <8 x i32> %9656, splat (i32 23)
  %9660 = add <8 x i32> %9659, splat (i32 -8388608)
  %9661 = shl <8 x i32> %9658, splat (i32 23)
  %9662 = bitcast <8 x i32> %9660 to <8 x float>
  %9663 = bitcast <8 x i32> %9661 to <8 x float>
  %9664 = fmul <8 x float> %9654, %9662
  %9665 = fmul <8 x float> %9664, %9663
  %9666 = fcmp uno <8 x float> %9625, zeroinitializer
  %9667 = select <8 x i1> %9666, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %9665
  %9668 = fdiv <8 x float> %9667, %broadcast.splat2548
  %9669 = fcmp une <8 x float> %9624, zeroinitializer
  %9670 = fadd <8 x float> %9668, zeroinitializer
  %9671 = select <8 x i1> %9669, <8 x float> %9670, <8 x float> splat (float -1.000000e+00)
  %9672 = fcmp ogt <8 x float> %9671, %broadcast.splat2550
  %9673 = select <8 x i1> %9672, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %9674 = fcmp oeq <8 x float> %9671, %broadcast.splat2550
  %9675 = fcmp oge <8 x float> %broadcast.splat2552, %9616
  %9676 = select <8 x i1> %9674, <8 x i1> %9675, <8 x i1> zeroinitializer
  %9677 = select <8 x i1> %9676, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %9678 = fcmp ogt <8 x float> %9677, %9673
  %9679 = select <8 x i1> %9678, <8 x float> %9677, <8 x float> %9673
  %9680 = fmul <8 x float> %9624, %9679
  %9681 = getelementptr inbounds float, ptr %3636, i64 %index2554
  %wide.load2557 = load <8 x float>, ptr %9681, align 4
  %9682 = fadd <8 x float> %9615, %wide.load2557
  %9683 = fcmp une <8 x float> %9680, zeroinitializer
  %9684 = select <8 x i1> %9669, <8 x i1> %9683, <8 x i1> zeroinitializer
  %9685 = select <8 x i1> %9684, <8 x float> %9682, <8 x float> splat (float 0xFFF0000000000000)
  %9686 = getelementptr inbounds float, ptr %scratch, i64 %index2554
  store <8 x float> %9685, ptr %9686, align 4
  %index.next2558 = add nuw i64 %index2554, 8
  %vec.ind.next2559 = add nuw <8 x i64> %vec.ind2555, splat (i64 8)
  %9687 = icmp eq i64 %index.next2558, %n.vec2538
  br i1 %9687, label %middle.block2560, label %vector.body2553, !llvm.loop !151

middle.block2560:                                 ; preds = %vector.body2553
  br i1 %cmp.n2561, label %max_block.header736.preheader, label %feature.body718.preheader4530

feature.body718.preheader4530:                    ; preds = %feature.body718.preheader, %middle.block2560
  %feature7201323.ph = phi i64 [ 0, %feature.body718.preheader ], [ %n.vec2538, %middle.block2560 ]
  br label %feature.body718

max_block.header736.preheader:                    ; preds = %feature.body718, %middle.block2560
  br i1 %.not1377, label %max_block.exit738, label %max_block.body737.preheader

max_block.body737.preheader:                      ; preds = %max_block.header736.preheader
  br i1 %3735, label %max_block.body737.epil.preheader, label %max_block.body737

feature.body718:                                  ; preds = %feature.body718.preheader4530, %feature.body718
  %feature7201323 = phi i64 [ %9760, %feature.body718 ], [ %feature7201323.ph, %feature.body718.preheader4530 ]
  %9688 = getelementptr inbounds float, ptr %3759, i64 %feature7201323
  %9689 = load float, ptr %9688, align 4
  %9690 = fmul float %inv_t, %9689
  %feature721 = uitofp i64 %feature7201323 to float
  %9691 = fcmp ogt float %9689, %uniforms.sroa.25.0
  %9692 = select i1 %9691, float 1.000000e+00, float 0.000000e+00
  %9693 = fcmp oeq float %9689, %uniforms.sroa.25.0
  %9694 = fcmp oge float %uniforms.sroa.56.0, %feature721
  %9695 = select i1 %9693, i1 %9694, i1 false
  %9696 = select i1 %9695, float 1.000000e+00, float 0.000000e+00
  %9697 = fcmp ogt float %9696, %9692
  %max722 = select i1 %9697, float %9696, float %9692
  %9698 = fsub float %9690, %uniforms.sroa.87.0
  %9699 = fcmp olt float %9698, -1.040000e+02
  %9700 = select i1 %9699, float -1.040000e+02, float %9698
  %9701 = fcmp ogt float %9700, 8.900000e+01
  %9702 = select i1 %9701, float 8.900000e+01, float %9700
  %9703 = fmul float %9702, 0x3FF7154760000000
  %9704 = fadd float %9703, 0x4168000000000000
  %9705 = fadd float %9704, 0xC168000000000000
  %9706 = bitcast float %9704 to i32
  %9707 = fmul float %9705, 0x3FE62E4000000000
  %9708 = fsub float %9702, %9707
  %9709 = fmul float %9705, 0x3EB7F7D1C0000000
  %9710 = fsub float %9708, %9709
  %9711 = fmul float %9710, %9710
  %9712 = fmul float %9711, 0x3E66376980000000
  %9713 = fadd float %9712, 0xBEBBBD41C0000000
  %9714 = fmul float %9711, %9713
  %9715 = fadd float %9714, 0x3F11566AA0000000
  %9716 = fmul float %9711, %9715
  %9717 = fadd float %9716, 0xBF66C16C20000000
  %9718 = fmul float %9711, %9717
  %9719 = fadd float %9718, 0x3FC5555560000000
  %9720 = fmul float %9711, %9719
  %9721 = fsub float %9710, %9720
  %9722 = fmul float %9710, %9721
  %9723 = fsub float 2.000000e+00, %9721
  %9724 = fdiv float %9722, %9723
  %9725 = fsub float %9709, %9724
  %9726 = fsub float %9708, %9725
  %9727 = fadd float %9726, 1.000000e+00
  %9728 = add i32 %9706, -1262485248
  %9729 = lshr i32 %9728, 1
  %9730 = add i32 %9706, 255
  %9731 = sub i32 %9730, %9729
  %9732 = shl i32 %9729, 23
  %9733 = add i32 %9732, -8388608
  %9734 = shl i32 %9731, 23
  %9735 = bitcast i32 %9733 to float
  %9736 = bitcast i32 %9734 to float
  %9737 = fmul float %9727, %9735
  %9738 = fmul float %9737, %9736
  %9739 = fcmp uno float %9698, 0.000000e+00
  %9740 = select i1 %9739, float 0x7FF8000000000000, float %9738
  %9741 = fdiv float %9740, %uniforms.sroa.100.0.ph196419962000
  %9742 = fcmp une float %max722, 0.000000e+00
  %9743 = fadd float %9741, 0.000000e+00
  %9744 = select i1 %9742, float %9743, float -1.000000e+00
  %9745 = fcmp ogt float %9744, %uniforms.sroa.111.0.ph
  %9746 = select i1 %9745, float 1.000000e+00, float 0.000000e+00
  %9747 = fcmp oeq float %9744, %uniforms.sroa.111.0.ph
  %9748 = fcmp oge float %uniforms.sroa.118.0.ph, %feature721
  %9749 = select i1 %9747, i1 %9748, i1 false
  %9750 = select i1 %9749, float 1.000000e+00, float 0.000000e+00
  %9751 = fcmp ogt float %9750, %9746
  %max724 = select i1 %9751, float %9750, float %9746
  %9752 = fmul float %max722, %max724
  %9753 = getelementptr inbounds float, ptr %3636, i64 %feature7201323
  %9754 = load float, ptr %9753, align 4
  %9755 = fadd float %9690, %9754
  %9756 = fcmp une float %9752, 0.000000e+00
  %9757 = select i1 %9742, i1 %9756, i1 false
  %9758 = select i1 %9757, float %9755, float 0xFFF0000000000000
  %9759 = getelementptr inbounds float, ptr %scratch, i64 %feature7201323
  store float %9758, ptr %9759, align 4
  %9760 = add nuw i64 %feature7201323, 1
  %exitcond1566.not = icmp eq i64 %9760, %n_features
  br i1 %exitcond1566.not, label %max_block.header736.preheader, label %feature.body718, !llvm.loop !152

max_block.body737:                                ; preds = %max_block.body737.preheader, %max_block.body737
  %max_block7391326 = phi i64 [ %9782, %max_block.body737 ], [ 0, %max_block.body737.preheader ]
  %max_index734.01325 = phi <32 x i64> [ %9781, %max_block.body737 ], [ zeroinitializer, %max_block.body737.preheader ]
  %max_best733.01324 = phi <32 x float> [ %9777, %max_block.body737 ], [ splat (float 0xFFF0000000000000), %max_block.body737.preheader ]
  %niter5047 = phi i64 [ %niter5047.next.1, %max_block.body737 ], [ 0, %max_block.body737.preheader ]
  %9761 = getelementptr inbounds float, ptr %scratch, i64 %max_block7391326
  %block740 = load <32 x float>, ptr %9761, align 4
  %9762 = fcmp ogt <32 x float> %block740, %max_best733.01324
  %9763 = fcmp uno <32 x float> %block740, zeroinitializer
  %9764 = fcmp ord <32 x float> %max_best733.01324, zeroinitializer
  %9765 = and <32 x i1> %9764, %9763
  %take741 = or <32 x i1> %9762, %9765
  %9766 = select <32 x i1> %take741, <32 x float> %block740, <32 x float> %max_best733.01324
  %9767 = insertelement <32 x i64> poison, i64 %max_block7391326, i64 0
  %9768 = shufflevector <32 x i64> %9767, <32 x i64> poison, <32 x i32> zeroinitializer
  %9769 = or disjoint <32 x i64> %9768, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %9770 = select <32 x i1> %take741, <32 x i64> %9769, <32 x i64> %max_index734.01325
  %9771 = or disjoint i64 %max_block7391326, 32
  %9772 = getelementptr inbounds float, ptr %scratch, i64 %9771
  %block740.1 = load <32 x float>, ptr %9772, align 4
  %9773 = fcmp ogt <32 x float> %block740.1, %9766
  %9774 = fcmp uno <32 x float> %block740.1, zeroinitializer
  %9775 = fcmp ord <32 x float> %9766, zeroinitializer
  %9776 = and <32 x i1> %9775, %9774
  %take741.1 = or <32 x i1> %9773, %9776
  %9777 = select <32 x i1> %take741.1, <32 x float> %block740.1, <32 x float> %9766
  %9778 = insertelement <32 x i64> poison, i64 %9771, i64 0
  %9779 = shufflevector <32 x i64> %9778, <32 x i64> poison, <32 x i32> zeroinitializer
  %9780 = or disjoint <32 x i64> %9779, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %9781 = select <32 x i1> %take741.1, <32 x i64> %9780, <32 x i64> %9770
  %9782 = add nuw i64 %max_block7391326, 64
  %niter5047.next.1 = add i64 %niter5047, 2
  %niter5047.ncmp.1.not = icmp eq i64 %niter5047.next.1, %unroll_iter5046
  br i1 %niter5047.ncmp.1.not, label %max_block.exit738.loopexit.unr-lcssa, label %max_block.body737

max_block.exit738.loopexit.unr-lcssa:             ; preds = %max_block.body737
  br i1 %lcmp.mod5042.not, label %max_block.exit738, label %max_block.body737.epil.preheader

max_block.body737.epil.preheader:                 ; preds = %max_block.exit738.loopexit.unr-lcssa, %max_block.body737.preheader
  %max_block7391326.epil.init = phi i64 [ 0, %max_block.body737.preheader ], [ %9782, %max_block.exit738.loopexit.unr-lcssa ]
  %max_index734.01325.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body737.preheader ], [ %9781, %max_block.exit738.loopexit.unr-lcssa ]
  %max_best733.01324.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body737.preheader ], [ %9777, %max_block.exit738.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod5045)
  %9783 = getelementptr inbounds float, ptr %scratch, i64 %max_block7391326.epil.init
  %block740.epil = load <32 x float>, ptr %9783, align 4
  %9784 = fcmp ogt <32 x float> %block740.epil, %max_best733.01324.epil.init
  %9785 = fcmp uno <32 x float> %block740.epil, zeroinitializer
  %9786 = fcmp ord <32 x float> %max_best733.01324.epil.init, zeroinitializer
  %9787 = and <32 x i1> %9786, %9785
  %take741.epil = or <32 x i1> %9784, %9787
  %9788 = select <32 x i1> %take741.epil, <32 x float> %block740.epil, <32 x float> %max_best733.01324.epil.init
  %9789 = insertelement <32 x i64> poison, i64 %max_block7391326.epil.init, i64 0
  %9790 = shufflevector <32 x i64> %9789, <32 x i64> poison, <32 x i32> zeroinitializer
  %9791 = or disjoint <32 x i64> %9790, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %9792 = select <32 x i1> %take741.epil, <32 x i64> %9791, <32 x i64> %max_index734.01325.epil.init
  br label %max_block.exit738

max_block.exit738:                                ; preds = %max_block.body737.epil.preheader, %max_block.exit738.loopexit.unr-lcssa, %gumbel.philox.header708.preheader, %max_block.header736.preheader
  %max_best733.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header736.preheader ], [ splat (float 0xFFF0000000000000), %gumbel.philox.header708.preheader ], [ %9777, %max_block.exit738.loopexit.unr-lcssa ], [ %9788, %max_block.body737.epil.preheader ]
  %max_index734.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header736.preheader ], [ zeroinitializer, %gumbel.philox.header708.preheader ], [ %9781, %max_block.exit738.loopexit.unr-lcssa ], [ %9792, %max_block.body737.epil.preheader ]
  %9793 = extractelement <32 x float> %max_best733.0.lcssa, i64 0
  %9794 = extractelement <32 x i64> %max_index734.0.lcssa, i64 0
  %9795 = fcmp une float %9793, 0xFFF0000000000000
  %9796 = select i1 %9795, i64 %9794, i64 0
  %9797 = extractelement <32 x float> %max_best733.0.lcssa, i64 1
  %9798 = extractelement <32 x i64> %max_index734.0.lcssa, i64 1
  %9799 = fcmp uno float %9797, 0.000000e+00
  %9800 = fcmp ord float %9793, 0.000000e+00
  %9801 = icmp ult i64 %9798, %9796
  %9802 = fcmp ogt float %9797, %9793
  %9803 = fcmp oeq float %9797, %9793
  %9804 = or i1 %9800, %9801
  %9805 = and i1 %9803, %9801
  %9806 = or i1 %9802, %9805
  %9807 = select i1 %9799, i1 %9804, i1 %9806
  %9808 = select i1 %9807, float %9797, float %9793
  %9809 = select i1 %9807, i64 %9798, i64 %9796
  %9810 = extractelement <32 x float> %max_best733.0.lcssa, i64 2
  %9811 = extractelement <32 x i64> %max_index734.0.lcssa, i64 2
  %9812 = fcmp uno float %9810, 0.000000e+00
  %9813 = fcmp ord float %9808, 0.000000e+00
  %9814 = icmp ult i64 %9811, %9809
  %9815 = fcmp ogt float %9810, %9808
  %9816 = fcmp oeq float %9810, %9808
  %9817 = or i1 %9813, %9814
  %9818 = and i1 %9816, %9814
  %9819 = or i1 %9815, %9818
  %9820 = select i1 %9812, i1 %9817, i1 %9819
  %9821 = select i1 %9820, float %9810, float %9808
  %9822 = select i1 %9820, i64 %9811, i64 %9809
  %9823 = extractelement <32 x float> %max_best733.0.lcssa, i64 3
  %9824 = extractelement <32 x i64> %max_index734.0.lcssa, i64 3
  %9825 = fcmp uno float %9823, 0.000000e+00
  %9826 = fcmp ord float %9821, 0.000000e+00
  %9827 = icmp ult i64 %9824, %9822
  %9828 = fcmp ogt float %9823, %9821
  %9829 = fcmp oeq float %9823, %9821
  %9830 = or i1 %9826, %9827
  %9831 = and i1 %9829, %9827
  %9832 = or i1 %9828, %9831
  %9833 = select i1 %9825, i1 %9830, i1 %9832
  %9834 = select i1 %9833, float %9823, float %9821
  %9835 = select i1 %9833, i64 %9824, i64 %9822
  %9836 = extractelement <32 x float> %max_best733.0.lcssa, i64 4
  %9837 = extractelement <32 x i64> %max_index734.0.lcssa, i64 4
  %9838 = fcmp uno float %9836, 0.000000e+00
  %9839 = fcmp ord float %9834, 0.000000e+00
  %9840 = icmp ult i64 %9837, %9835
  %9841 = fcmp ogt float %9836, %9834
  %9842 = fcmp oeq float %9836, %9834
  %9843 = or i1 %9839, %9840
  %9844 = and i1 %9842, %9840
  %9845 = or i1 %9841, %9844
  %9846 = select i1 %9838, i1 %9843, i1 %9845
  %9847 = select i1 %9846, float %9836, float %9834
  %9848 = select i1 %9846, i64 %9837, i64 %9835
  %9849 = extractelement <32 x float> %max_best733.0.lcssa, i64 5
  %9850 = extractelement <32 x i64> %max_index734.0.lcssa, i64 5
  %9851 = fcmp uno float %9849, 0.000000e+00
  %9852 = fcmp ord float %9847, 0.000000e+00
  %9853 = icmp ult i64 %9850, %9848
  %9854 = fcmp ogt float %9849, %9847
  %9855 = fcmp oeq float %9849, %9847
  %9856 = or i1 %9852, %9853
  %9857 = and i1 %9855, %9853
  %9858 = or i1 %9854, %9857
  %9859 = select i1 %9851, i1 %9856, i1 %9858
  %9860 = select i1 %9859, float %9849, float %9847
  %9861 = select i1 %9859, i64 %9850, i64 %9848
  %9862 = extractelement <32 x float> %max_best733.0.lcssa, i64 6
  %9863 = extractelement <32 x i64> %max_index734.0.lcssa, i64 6
  %9864 = fcmp uno float %9862, 0.000000e+00
  %9865 = fcmp ord float %9860, 0.000000e+00
  %9866 = icmp ult i64 %9863, %9861
  %9867 = fcmp ogt float %9862, %9860
  %9868 = fcmp oeq float %9862, %9860
  %9869 = or i1 %9865, %9866
  %9870 = and i1 %9868, %9866
  %9871 = or i1 %9867, %9870
  %9872 = select i1 %9864, i1 %9869, i1 %9871
  %9873 = select i1 %9872, float %9862, float %9860
  %9874 = select i1 %9872, i64 %9863, i64 %9861
  %9875 = extractelement <32 x float> %max_best733.0.lcssa, i64 7
  %9876 = extractelement <32 x i64> %max_index734.0.lcssa, i64 7
  %9877 = fcmp uno float %9875, 0.000000e+00
  %9878 = fcmp ord float %9873, 0.000000e+00
  %9879 = icmp ult i64 %9876, %9874
  %9880 = fcmp ogt float %9875, %9873
  %9881 = fcmp oeq float %9875, %9873
  %9882 = or i1 %9878, %9879
  %9883 = and i1 %9881, %9879
  %9884 = or i1 %9880, %9883
  %9885 = select i1 %9877, i1 %9882, i1 %9884
  %9886 = select i1 %9885, float %9875, float %9873
  %9887 = select i1 %9885, i64 %9876, i64 %9874
  %9888 = extractelement <32 x float> %max_best733.0.lcssa, i64 8
  %9889 = extractelement <32 x i64> %max_index734.0.lcssa, i64 8
  %9890 = fcmp uno float %9888, 0.000000e+00
  %9891 = fcmp ord float %9886, 0.000000e+00
  %9892 = icmp ult i64 %9889, %9887
  %9893 = fcmp ogt float %9888, %9886
  %9894 = fcmp oeq float %9888, %9886
  %9895 = or i1 %9891, %9892
  %9896 = and i1 %9894, %9892
  %9897 = or i1 %9893, %9896
  %9898 = select i1 %9890, i1 %9895, i1 %9897
  %9899 = select i1 %9898, float %9888, float %9886
  %9900 = select i1 %9898, i64 %9889, i64 %9887
  %9901 = extractelement <32 x float> %max_best733.0.lcssa, i64 9
  %9902 = extractelement <32 x i64> %max_index734.0.lcssa, i64 9
  %9903 = fcmp uno float %9901, 0.000000e+00
  %9904 = fcmp ord float %9899, 0.000000e+00
  %9905 = icmp ult i64 %9902, %9900
  %9906 = fcmp ogt float %9901, %9899
  %9907 = fcmp oeq float %9901, %9899
  %9908 = or i1 %9904, %9905
  %9909 = and i1 %9907, %9905
  %9910 = or i1 %9906, %9909
  %9911 = select i1 %9903, i1 %9908, i1 %9910
  %9912 = select i1 %9911, float %9901, float %9899
  %9913 = select i1 %9911, i64 %9902, i64 %9900
  %9914 = extractelement <32 x float> %max_best733.0.lcssa, i64 10
  %9915 = extractelement <32 x i64> %max_index734.0.lcssa, i64 10
  %9916 = fcmp uno float %9914, 0.000000e+00
  %9917 = fcmp ord float %9912, 0.000000e+00
  %9918 = icmp ult i64 %9915, %9913
  %9919 = fcmp ogt float %9914, %9912
  %9920 = fcmp oeq float %9914, %9912
  %9921 = or i1 %9917, %9918
  %9922 = and i1 %9920, %9918
  %9923 = or i1 %9919, %9922
  %9924 = select i1 %9916, i1 %9921, i1 %9923
  %9925 = select i1 %9924, float %9914, float %9912
  %9926 = select i1 %9924, i64 %9915, i64 %9913
  %9927 = extractelement <32 x float> %max_best733.0.lcssa, i64 11
  %9928 = extractelement <32 x i64> %max_index734.0.lcssa, i64 11
  %9929 = fcmp uno float %9927, 0.000000e+00
  %9930 = fcmp ord float %9925, 0.000000e+00
  %9931 = icmp ult i64 %9928, %9926
  %9932 = fcmp ogt float %9927, %9925
  %9933 = fcmp oeq float %9927, %9925
  %9934 = or i1 %9930, %9931
  %9935 = and i1 %9933, %9931
  %9936 = or i1 %9932, %9935
  %9937 = select i1 %9929, i1 %9934, i1 %9936
  %9938 = select i1 %9937, float %9927, float %9925
  %9939 = select i1 %9937, i64 %9928, i64 %9926
  %9940 = extractelement <32 x float> %max_best733.0.lcssa, i64 12
  %9941 = extractelement <32 x i64> %max_index734.0.lcssa, i64 12
  %9942 = fcmp uno float %9940, 0.000000e+00
  %9943 = fcmp ord float %9938, 0.000000e+00
  %9944 = icmp ult i64 %9941, %9939
  %9945 = fcmp ogt float %9940, %9938
  %9946 = fcmp oeq float %9940, %9938
  %9947 = or i1 %9943, %9944
  %9948 = and i1 %9946, %9944
  %9949 = or i1 %9945, %9948
  %9950 = select i1 %9942, i1 %9947, i1 %9949
  %9951 = select i1 %9950, float %9940, float %9938
  %9952 = select i1 %9950, i64 %9941, i64 %9939
  %9953 = extractelement <32 x float> %max_best733.0.lcssa, i64 13
  %9954 = extractelement <32 x i64> %max_index734.0.lcssa, i64 13
  %9955 = fcmp uno float %9953, 0.000000e+00
  %9956 = fcmp ord float %9951, 0.000000e+00
  %9957 = icmp ult i64 %9954, %9952
  %9958 = fcmp ogt float %9953, %9951
  %9959 = fcmp oeq float %9953, %9951
  %9960 = or i1 %9956, %9957
  %9961 = and i1 %9959, %9957
  %9962 = or i1 %9958, %9961
  %9963 = select i1 %9955, i1 %9960, i1 %9962
  %9964 = select i1 %9963, float %9953, float %9951
  %9965 = select i1 %9963, i64 %9954, i64 %9952
  %9966 = extractelement <32 x float> %max_best733.0.lcssa, i64 14
  %9967 = extractelement <32 x i64> %max_index734.0.lcssa, i64 14
  %9968 = fcmp uno float %9966, 0.000000e+00
  %9969 = fcmp ord float %9964, 0.000000e+00
  %9970 = icmp ult i64 %9967, %9965
  %9971 = fcmp ogt float %9966, %9964
  %9972 = fcmp oeq float %9966, %9964
  %9973 = or i1 %9969, %9970
  %9974 = and i1 %9972, %9970
  %9975 = or i1 %9971, %9974
  %9976 = select i1 %9968, i1 %9973, i1 %9975
  %9977 = select i1 %9976, float %9966, float %9964
  %9978 = select i1 %9976, i64 %9967, i64 %9965
  %9979 = extractelement <32 x float> %max_best733.0.lcssa, i64 15
  %9980 = extractelement <32 x i64> %max_index734.0.lcssa, i64 15
  %9981 = fcmp uno float %9979, 0.000000e+00
  %9982 = fcmp ord float %9977, 0.000000e+00
  %9983 = icmp ult i64 %9980, %9978
  %9984 = fcmp ogt float %9979, %9977
  %9985 = fcmp oeq float %9979, %9977
  %9986 = or i1 %9982, %9983
  %9987 = and i1 %9985, %9983
  %9988 = or i1 %9984, %9987
  %9989 = select i1 %9981, i1 %9986, i1 %9988
  %9990 = select i1 %9989, float %9979, float %9977
  %9991 = select i1 %9989, i64 %9980, i64 %9978
  %9992 = extractelement <32 x float> %max_best733.0.lcssa, i64 16
  %9993 = extractelement <32 x i64> %max_index734.0.lcssa, i64 16
  %9994 = fcmp uno float %9992, 0.000000e+00
  %9995 = fcmp ord float %9990, 0.000000e+00
  %9996 = icmp ult i64 %9993, %9991
  %9997 = fcmp ogt float %9992, %9990
  %9998 = fcmp oeq float %9992, %9990
  %9999 = or i1 %9995, %9996
  %10000 = and i1 %9998, %9996
  %10001 = or i1 %9997, %10000
  %10002 = select i1 %9994, i1 %9999, i1 %10001
  %10003 = select i1 %10002, float %9992, float %9990
  %10004 = select i1 %10002, i64 %9993, i64 %9991
  %10005 = extractelement <32 x float> %max_best733.0.lcssa, i64 17
  %10006 = extractelement <32 x i64> %max_index734.0.lcssa, i64 17
  %10007 = fcmp uno float %10005, 0.000000e+00
  %10008 = fcmp ord float %10003, 0.000000e+00
  %10009 = icmp ult i64 %10006, %10004
  %10010 = fcmp ogt float %10005, %10003
  %10011 = fcmp oeq float %10005, %10003
  %10012 = or i1 %10008, %10009
  %10013 = and i1 %10011, %10009
  %10014 = or i1 %10010, %10013
  %10015 = select i1 %10007, i1 %10012, i1 %10014
  %10016 = select i1 %10015, float %10005, float %10003
  %10017 = select i1 %10015, i64 %10006, i64 %10004
  %10018 = extractelement <32 x float> %max_best733.0.lcssa, i64 18
  %10019 = extractelement <32 x i64> %max_index734.0.lcssa, i64 18
  %10020 = fcmp uno float %10018, 0.000000e+00
  %10021 = fcmp ord float %10016, 0.000000e+00
  %10022 = icmp ult i64 %10019, %10017
  %10023 = fcmp ogt float %10018, %10016
  %10024 = fcmp oeq float %10018, %10016
  %10025 = or i1 %10021, %10022
  %10026 = and i1 %10024, %10022
  %10027 = or i1 %10023, %10026
  %10028 = select i1 %10020, i1 %10025, i1 %10027
  %10029 = select i1 %10028, float %10018, float %10016
  %10030 = select i1 %10028, i64 %10019, i64 %10017
  %10031 = extractelement <32 x float> %max_best733.0.lcssa, i64 19
  %10032 = extractelement <32 x i64> %max_index734.0.lcssa, i64 19
  %10033 = fcmp uno float %10031, 0.000000e+00
  %10034 = fcmp ord float %10029, 0.000000e+00
  %10035 = icmp ult i64 %10032, %10030
  %10036 = fcmp ogt float %10031, %10029
  %10037 = fcmp oeq float %10031, %10029
  %10038 = or i1 %10034, %10035
  %10039 = and i1 %10037, %10035
  %10040 = or i1 %10036, %10039
  %10041 = select i1 %10033, i1 %10038, i1 %10040
  %10042 = select i1 %10041, float %10031, float %10029
  %10043 = select i1 %10041, i64 %10032, i64 %10030
  %10044 = extractelement <32 x float> %max_best733.0.lcssa, i64 20
  %10045 = extractelement <32 x i64> %max_index734.0.lcssa, i64 20
  %10046 = fcmp uno float %10044, 0.000000e+00
  %10047 = fcmp ord float %10042, 0.000000e+00
  %10048 = icmp ult i64 %10045, %10043
  %10049 = fcmp ogt float %10044, %10042
  %10050 = fcmp oeq float %10044, %10042
  %10051 = or i1 %10047, %10048
  %10052 = and i1 %10050, %10048
  %10053 = or i1 %10049, %10052
  %10054 = select i1 %10046, i1 %10051, i1 %10053
  %10055 = select i1 %10054, float %10044, float %10042
  %10056 = select i1 %10054, i64 %10045, i64 %10043
  %10057 = extractelement <32 x float> %max_best733.0.lcssa, i64 21
  %10058 = extractelement <32 x i64> %max_index734.0.lcssa, i64 21
  %10059 = fcmp uno float %10057, 0.000000e+00
  %10060 = fcmp ord float %10055, 0.000000e+00
  %10061 = icmp ult i64 %10058, %10056
  %10062 = fcmp ogt float %10057, %10055
  %10063 = fcmp oeq float %10057, %10055
  %10064 = or i1 %10060, %10061
  %10065 = and i1 %10063, %10061
  %10066 = or i1 %10062, %10065
  %10067 = select i1 %10059, i1 %10064, i1 %10066
  %10068 = select i1 %10067, float %10057, float %10055
  %10069 = select i1 %10067, i64 %10058, i64 %10056
  %10070 = extractelement <32 x float> %max_best733.0.lcssa, i64 22
  %10071 = extractelement <32 x i64> %max_index734.0.lcssa, i64 22
  %10072 = fcmp uno float %10070, 0.000000e+00
  %10073 = fcmp ord float %10068, 0.000000e+00
  %10074 = icmp ult i64 %10071, %10069
  %10075 = fcmp ogt float %10070, %10068
  %10076 = fcmp oeq float %10070, %10068
  %10077 = or i1 %10073, %10074
  %10078 = and i1 %10076, %10074
  %10079 = or i1 %10075, %10078
  %10080 = select i1 %10072, i1 %10077, i1 %10079
  %10081 = select i1 %10080, float %10070, float %10068
  %10082 = select i1 %10080, i64 %10071, i64 %10069
  %10083 = extractelement <32 x float> %max_best733.0.lcssa, i64 23
  %10084 = extractelement <32 x i64> %max_index734.0.lcssa, i64 23
  %10085 = fcmp uno float %10083, 0.000000e+00
  %10086 = fcmp ord float %10081, 0.000000e+00
  %10087 = icmp ult i64 %10084, %10082
  %10088 = fcmp ogt float %10083, %10081
  %10089 = fcmp oeq float %10083, %10081
  %10090 = or i1 %10086, %10087
  %10091 = and i1 %10089, %10087
  %10092 = or i1 %10088, %10091
  %10093 = select i1 %10085, i1 %10090, i1 %10092
  %10094 = select i1 %10093, float %10083, float %10081
  %10095 = select i1 %10093, i64 %10084, i64 %10082
  %10096 = extractelement <32 x float> %max_best733.0.lcssa, i64 24
  %10097 = extractelement <32 x i64> %max_index734.0.lcssa, i64 24
  %10098 = fcmp uno float %10096, 0.000000e+00
  %10099 = fcmp ord float %10094, 0.000000e+00
  %10100 = icmp ult i64 %10097, %10095
  %10101 = fcmp ogt float %10096, %10094
  %10102 = fcmp oeq float %10096, %10094
  %10103 = or i1 %10099, %10100
  %10104 = and i1 %10102, %10100
  %10105 = or i1 %10101, %10104
  %10106 = select i1 %10098, i1 %10103, i1 %10105
  %10107 = select i1 %10106, float %10096, float %10094
  %10108 = select i1 %10106, i64 %10097, i64 %10095
  %10109 = extractelement <32 x float> %max_best733.0.lcssa, i64 25
  %10110 = extractelement <32 x i64> %max_index734.0.lcssa, i64 25
  %10111 = fcmp uno float %10109, 0.000000e+00
  %10112 = fcmp ord float %10107, 0.000000e+00
  %10113 = icmp ult i64 %10110, %10108
  %10114 = fcmp ogt float %10109, %10107
  %10115 = fcmp oeq float %10109, %10107
  %10116 = or i1 %10112, %10113
  %10117 = and i1 %10115, %10113
  %10118 = or i1 %10114, %10117
  %10119 = select i1 %10111, i1 %10116, i1 %10118
  %10120 = select i1 %10119, float %10109, float %10107
  %10121 = select i1 %10119, i64 %10110, i64 %10108
  %10122 = extractelement <32 x float> %max_best733.0.lcssa, i64 26
  %10123 = extractelement <32 x i64> %max_index734.0.lcssa, i64 26
  %10124 = fcmp uno float %10122, 0.000000e+00
  %10125 = fcmp ord float %10120, 0.000000e+00
  %10126 = icmp ult i64 %10123, %10121
  %10127 = fcmp ogt float %10122, %10120
  %10128 = fcmp oeq float %10122, %10120
  %10129 = or i1 %10125, %10126
  %10130 = and i1 %10128, %10126
  %10131 = or i1 %10127, %10130
  %10132 = select i1 %10124, i1 %10129, i1 %10131
  %10133 = select i1 %10132, float %10122, float %10120
  %10134 = select i1 %10132, i64 %10123, i64 %10121
  %10135 = extractelement <32 x float> %max_best733.0.lcssa, i64 27
  %10136 = extractelement <32 x i64> %max_index734.0.lcssa, i64 27
  %10137 = fcmp uno float %10135, 0.000000e+00
  %10138 = fcmp ord float %10133, 0.000000e+00
  %10139 = icmp ult i64 %10136, %10134
  %10140 = fcmp ogt float %10135, %10133
  %10141 = fcmp oeq float %10135, %10133
  %10142 = or i1 %10138, %10139
  %10143 = and i1 %10141, %10139
  %10144 = or i1 %10140, %10143
  %10145 = select i1 %10137, i1 %10142, i1 %10144
  %10146 = select i1 %10145, float %10135, float %10133
  %10147 = select i1 %10145, i64 %10136, i64 %10134
  %10148 = extractelement <32 x float> %max_best733.0.lcssa, i64 28
  %10149 = extractelement <32 x i64> %max_index734.0.lcssa, i64 28
  %10150 = fcmp uno float %10148, 0.000000e+00
  %10151 = fcmp ord float %10146, 0.000000e+00
  %10152 = icmp ult i64 %10149, %10147
  %10153 = fcmp ogt float %10148, %10146
  %10154 = fcmp oeq float %10148, %10146
  %10155 = or i1 %10151, %10152
  %10156 = and i1 %10154, %10152
  %10157 = or i1 %10153, %10156
  %10158 = select i1 %10150, i1 %10155, i1 %10157
  %10159 = select i1 %10158, float %10148, float %10146
  %10160 = select i1 %10158, i64 %10149, i64 %10147
  %10161 = extractelement <32 x float> %max_best733.0.lcssa, i64 29
  %10162 = extractelement <32 x i64> %max_index734.0.lcssa, i64 29
  %10163 = fcmp uno float %10161, 0.000000e+00
  %10164 = fcmp ord float %10159, 0.000000e+00
  %10165 = icmp ult i64 %10162, %10160
  %10166 = fcmp ogt float %10161, %10159
  %10167 = fcmp oeq float %10161, %10159
  %10168 = or i1 %10164, %10165
  %10169 = and i1 %10167, %10165
  %10170 = or i1 %10166, %10169
  %10171 = select i1 %10163, i1 %10168, i1 %10170
  %10172 = select i1 %10171, float %10161, float %10159
  %10173 = select i1 %10171, i64 %10162, i64 %10160
  %10174 = extractelement <32 x float> %max_best733.0.lcssa, i64 30
  %10175 = extractelement <32 x i64> %max_index734.0.lcssa, i64 30
  %10176 = fcmp uno float %10174, 0.000000e+00
  %10177 = fcmp ord float %10172, 0.000000e+00
  %10178 = icmp ult i64 %10175, %10173
  %10179 = fcmp ogt float %10174, %10172
  %10180 = fcmp oeq float %10174, %10172
  %10181 = or i1 %10177, %10178
  %10182 = and i1 %10180, %10178
  %10183 = or i1 %10179, %10182
  %10184 = select i1 %10176, i1 %10181, i1 %10183
  %10185 = select i1 %10184, float %10174, float %10172
  %10186 = select i1 %10184, i64 %10175, i64 %10173
  %10187 = extractelement <32 x float> %max_best733.0.lcssa, i64 31
  %10188 = extractelement <32 x i64> %max_index734.0.lcssa, i64 31
  %10189 = fcmp uno float %10187, 0.000000e+00
  %10190 = fcmp ord float %10185, 0.000000e+00
  %10191 = icmp ult i64 %10188, %10186
  %10192 = fcmp ogt float %10187, %10185
  %10193 = fcmp oeq float %10187, %10185
  %10194 = or i1 %10190, %10191
  %10195 = and i1 %10193, %10191
  %10196 = or i1 %10192, %10195
  %10197 = select i1 %10189, i1 %10194, i1 %10196
  %10198 = select i1 %10197, i64 %10188, i64 %10186
  br i1 %.not1378, label %fold_tail.exit744, label %fold_tail.body743.preheader

fold_tail.body743.preheader:                      ; preds = %max_block.exit738
  %10199 = select i1 %10197, float %10187, float %10185
  br label %fold_tail.body743

fold_tail.body743:                                ; preds = %fold_tail.body743.preheader, %fold_tail.body743
  %fold_tail7451331 = phi i64 [ %10208, %fold_tail.body743 ], [ %blocks_end219, %fold_tail.body743.preheader ]
  %fold_index729.01330 = phi i64 [ %10207, %fold_tail.body743 ], [ %10198, %fold_tail.body743.preheader ]
  %fold_value728.01329 = phi float [ %10206, %fold_tail.body743 ], [ %10199, %fold_tail.body743.preheader ]
  %10200 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail7451331
  %10201 = load float, ptr %10200, align 4
  %10202 = fcmp ogt float %10201, %fold_value728.01329
  %10203 = fcmp uno float %10201, 0.000000e+00
  %10204 = fcmp ord float %fold_value728.01329, 0.000000e+00
  %10205 = and i1 %10204, %10203
  %take746 = or i1 %10202, %10205
  %10206 = select i1 %take746, float %10201, float %fold_value728.01329
  %10207 = select i1 %take746, i64 %fold_tail7451331, i64 %fold_index729.01330
  %10208 = add nuw i64 %fold_tail7451331, 1
  %10209 = icmp ult i64 %10208, %n_features
  br i1 %10209, label %fold_tail.body743, label %fold_tail.exit744

fold_tail.exit744:                                ; preds = %fold_tail.body743, %max_block.exit738
  %fold_index729.0.lcssa = phi i64 [ %10198, %max_block.exit738 ], [ %10207, %fold_tail.body743 ]
  %argmax747 = uitofp i64 %fold_index729.0.lcssa to float
  br label %guard.done681

guard.then751:                                    ; preds = %guard.done681
  %.not1033 = icmp ugt i64 %listed.01890, %3642
  br i1 %.not1033, label %gumbel.philox.header778.preheader, label %listed.header765.preheader

listed.header765.preheader:                       ; preds = %guard.then751
  %.not1426 = icmp eq i64 %listed.01890, 0
  br i1 %.not1426, label %guard.done753, label %listed.body766.lr.ph

listed.body766.lr.ph:                             ; preds = %listed.header765.preheader
  %.reass1334.reass = xor i64 %row1353, %invariant.op1354
  %10210 = and i64 %.reass1334.reass, 4294967295
  %10211 = mul nuw i64 %10210, 3528531795
  %10212 = lshr i64 %10211, 32
  %10213 = xor i64 %10212, %3653
  %invariant.op5432 = xor i64 %10211, %3655
  br label %listed.body766

gumbel.philox.header778.preheader:                ; preds = %guard.then751
  br i1 %.not1376, label %max_block.exit806, label %gumbel.philox.body779.lr.ph

gumbel.philox.body779.lr.ph:                      ; preds = %gumbel.philox.header778.preheader
  %.reass1340.reass = xor i64 %row1353, %invariant.op1354
  %10214 = and i64 %.reass1340.reass, 4294967295
  %10215 = mul nuw i64 %10214, 3528531795
  %10216 = lshr i64 %10215, 32
  %10217 = xor i64 %10216, %3653
  br i1 %min.iters.check2482, label %gumbel.philox.body779.preheader, label %vector.ph2483

vector.ph2483:                                    ; preds = %gumbel.philox.body779.lr.ph
  %broadcast.splatinsert2488 = insertelement <8 x i64> poison, i64 %10217, i64 0
  %broadcast.splat2489 = shufflevector <8 x i64> %broadcast.splatinsert2488, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar4521 = xor i64 %3655, %10215
  %.scalar4522 = and i64 %.scalar4521, 4294967295
  %10218 = insertelement <8 x i64> poison, i64 %.scalar4522, i64 0
  %.masked4490 = shufflevector <8 x i64> %10218, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body2524

vector.body2524:                                  ; preds = %vector.body2524, %vector.ph2483
  %index2525 = phi i64 [ 0, %vector.ph2483 ], [ %index.next2527, %vector.body2524 ]
  %vec.ind2526 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2483 ], [ %vec.ind.next2528, %vector.body2524 ]
  %10219 = and <8 x i64> %vec.ind2526, splat (i64 4294967295)
  %10220 = mul nuw <8 x i64> %10219, splat (i64 3528531795)
  %10221 = xor <8 x i64> %broadcast.splat2491, %10220
  %10222 = lshr <8 x i64> %10221, splat (i64 32)
  %10223 = mul nuw <8 x i64> %10222, splat (i64 3449720151)
  %10224 = lshr <8 x i64> %10223, splat (i64 32)
  %10225 = xor <8 x i64> %broadcast.splat2489, %10220
  %10226 = xor <8 x i64> %.masked4489, %10224
  %10227 = mul nuw <8 x i64> %10226, splat (i64 3528531795)
  %10228 = and <8 x i64> %10225, splat (i64 4294967295)
  %10229 = mul nuw <8 x i64> %10228, splat (i64 3449720151)
  %10230 = lshr <8 x i64> %10227, splat (i64 32)
  %10231 = lshr <8 x i64> %10229, splat (i64 32)
  %10232 = xor <8 x i64> %10231, %broadcast.splat2497
  %10233 = xor <8 x i64> %10232, %10223
  %10234 = and <8 x i64> %10233, splat (i64 4294967295)
  %10235 = mul nuw <8 x i64> %10234, splat (i64 3528531795)
  %10236 = xor <8 x i64> %.masked4490, %10230
  %10237 = mul nuw <8 x i64> %10236, splat (i64 3449720151)
  %10238 = lshr <8 x i64> %10235, splat (i64 32)
  %10239 = lshr <8 x i64> %10237, splat (i64 32)
  %10240 = xor <8 x i64> %broadcast.splat2501, %10239
  %10241 = xor <8 x i64> %10240, %10229
  %10242 = xor <8 x i64> %10238, %broadcast.splat2503
  %10243 = xor <8 x i64> %10242, %10227
  %10244 = and <8 x i64> %10241, splat (i64 4294967295)
  %10245 = mul nuw <8 x i64> %10244, splat (i64 3528531795)
  %10246 = and <8 x i64> %10243, splat (i64 4294967295)
  %10247 = mul nuw <8 x i64> %10246, splat (i64 3449720151)
  %10248 = lshr <8 x i64> %10245, splat (i64 32)
  %10249 = lshr <8 x i64> %10247, splat (i64 32)
  %10250 = xor <8 x i64> %10249, %broadcast.splat2505
  %10251 = xor <8 x i64> %10250, %10237
  %10252 = xor <8 x i64> %broadcast.splat2507, %10248
  %10253 = xor <8 x i64> %10252, %10235
  %10254 = and <8 x i64> %10251, splat (i64 4294967295)
  %10255 = mul nuw <8 x i64> %10254, splat (i64 3528531795)
  %10256 = and <8 x i64> %10253, splat (i64 4294967295)
  %10257 = mul nuw <8 x i64> %10256, splat (i64 3449720151)
  %10258 = lshr <8 x i64> %10255, splat (i64 32)
  %10259 = lshr <8 x i64> %10257, splat (i64 32)
  %10260 = xor <8 x i64> %broadcast.splat2509, %10259
  %10261 = xor <8 x i64> %10260, %10247
  %10262 = xor <8 x i64> %10258, %broadcast.splat2511
  %10263 = xor <8 x i64> %10262, %10245
  %10264 = and <8 x i64> %10261, splat (i64 4294967295)
  %10265 = mul nuw <8 x i64> %10264, splat (i64 3528531795)
  %10266 = and <8 x i64> %10263, splat (i64 4294967295)
  %10267 = mul nuw <8 x i64> %10266, splat (i64 3449720151)
  %10268 = lshr <8 x i64> %10265, splat (i64 32)
  %10269 = lshr <8 x i64> %10267, splat (i64 32)
  %10270 = xor <8 x i64> %10269, %broadcast.splat2513
  %10271 = xor <8 x i64> %10270, %10257
  %10272 = xor <8 x i64> %broadcast.splat2515, %10268
  %10273 = xor <8 x i64> %10272, %10255
  %10274 = and <8 x i64> %10271, splat (i64 4294967295)
  %10275 = mul nuw <8 x i64> %10274, splat (i64 3528531795)
  %10276 = and <8 x i64> %10273, splat (i64 4294967295)
  %10277 = mul nuw <8 x i64> %10276, splat (i64 3449720151)
  %10278 = lshr <8 x i64> %10275, splat (i64 32)
  %10279 = lshr <8 x i64> %10277, splat (i64 32)
  %10280 = xor <8 x i64> %broadcast.splat2517, %10279
  %10281 = xor <8 x i64> %10280, %10267
  %10282 = xor <8 x i64> %10278, %broadcast.splat2519
  %10283 = xor <8 x i64> %10282, %10265
  %10284 = and <8 x i64> %10281, splat (i64 4294967295)
  %10285 = mul nuw <8 x i64> %10284, splat (i64 3528531795)
  %10286 = lshr <8 x i64> %10285, splat (i64 32)
  %10287 = trunc <8 x i64> %10283 to <8 x i32>
  %10288 = mul <8 x i32> %10287, splat (i32 -845247145)
  %10289 = xor <8 x i64> %broadcast.splat2521, %10286
  %10290 = xor <8 x i64> %10289, %10275
  %10291 = and <8 x i64> %10290, splat (i64 4294967295)
  %10292 = mul nuw <8 x i64> %10291, splat (i64 3449720151)
  %10293 = lshr <8 x i64> %10292, splat (i64 32)
  %10294 = trunc nuw <8 x i64> %10293 to <8 x i32>
  %10295 = xor <8 x i32> %10288, %10294
  %10296 = xor <8 x i32> %10295, %broadcast.splat2523
  %10297 = getelementptr inbounds float, ptr %3636, i64 %index2525
  store <8 x i32> %10296, ptr %10297, align 4
  %index.next2527 = add nuw i64 %index2525, 8
  %vec.ind.next2528 = add nuw <8 x i64> %vec.ind2526, splat (i64 8)
  %10298 = icmp eq i64 %index.next2527, %n.vec2485
  br i1 %10298, label %middle.block2529, label %vector.body2524, !llvm.loop !153

middle.block2529:                                 ; preds = %vector.body2524
  br i1 %cmp.n2530, label %gumbel.body783.preheader, label %gumbel.philox.body779.preheader

gumbel.philox.body779.preheader:                  ; preds = %gumbel.philox.body779.lr.ph, %middle.block2529
  %gumbel.philox7811341.ph = phi i64 [ 0, %gumbel.philox.body779.lr.ph ], [ %n.vec2485, %middle.block2529 ]
  %invariant.op5434 = xor i64 %10215, %3655
  br label %gumbel.philox.body779

guard.done753:                                    ; preds = %guard.done313.thread, %listed.header765.preheader, %listed.exit767.loopexit, %guard.done681, %fold_tail.exit812
  %uniforms.sroa.125.02025 = phi float [ %uniforms.sroa.125.0, %listed.exit767.loopexit ], [ %uniforms.sroa.125.0, %fold_tail.exit812 ], [ %uniforms.sroa.125.0, %guard.done681 ], [ %uniforms.sroa.125.0, %listed.header765.preheader ], [ 0.000000e+00, %guard.done313.thread ]
  %uniforms.sroa.133.1 = phi float [ %10494, %listed.exit767.loopexit ], [ %argmax815, %fold_tail.exit812 ], [ 0.000000e+00, %guard.done681 ], [ 0.000000e+00, %listed.header765.preheader ], [ 0.000000e+00, %guard.done313.thread ]
  %10299 = fmul float %fold_value231.0.lcssa, 2.000000e+00
  %10300 = fcmp oeq float %fold_value250.0.lcssa, 0xFFF0000000000000
  %10301 = select i1 %10300, float 4.000000e+00, float 0.000000e+00
  %10302 = fmul float %fold_value289.0.lcssa, 8.000000e+00
  %10303 = fadd float %fold_value212.0.lcssa, %10299
  %10304 = fadd float %10303, %10301
  %10305 = fadd float %10304, %10302
  %10306 = select i1 %top_p_on, float %uniforms.sroa.125.02025, float %uniforms.sroa.133.1
  %10307 = select i1 %not_greedy, float %10306, float %argmax288
  %10308 = fcmp une float %10305, 0.000000e+00
  %10309 = select i1 %10308, float -1.000000e+00, float %10307
  %id817 = fptosi float %10309 to i64
  store i64 %id817, ptr %id_ptr207, align 8
  %status_bits818 = fptoui float %10305 to i32
  %status819 = load i32, ptr %3760, align 4
  %10310 = or i32 %status819, %status_bits818
  store i32 %10310, ptr %3760, align 4
  %10311 = add nuw i64 %row1353, 1
  %exitcond1571.not = icmp eq i64 %10311, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond1571.not, label %rows.done, label %row.body

listed.body766:                                   ; preds = %listed.body766.lr.ph, %listed.body766
  %listed7681337 = phi i64 [ 0, %listed.body766.lr.ph ], [ %10493, %listed.body766 ]
  %fold_index760.01336 = phi i64 [ 0, %listed.body766.lr.ph ], [ %10492, %listed.body766 ]
  %fold_value759.01335 = phi float [ 0xFFF0000000000000, %listed.body766.lr.ph ], [ %10491, %listed.body766 ]
  %10312 = getelementptr float, ptr %3641, i64 %listed7681337
  %f769 = load i32, ptr %10312, align 4
  %f770 = zext i32 %f769 to i64
  %10313 = getelementptr inbounds nuw float, ptr %3759, i64 %f770
  %10314 = load float, ptr %10313, align 4
  %10315 = fmul float %inv_t, %10314
  %feature771 = uitofp i32 %f769 to float
  %10316 = fcmp ogt float %10314, %uniforms.sroa.25.01896
  %10317 = select i1 %10316, float 1.000000e+00, float 0.000000e+00
  %10318 = fcmp oeq float %10314, %uniforms.sroa.25.01896
  %10319 = fcmp oge float %uniforms.sroa.56.01893, %feature771
  %10320 = select i1 %10318, i1 %10319, i1 false
  %10321 = select i1 %10320, float 1.000000e+00, float 0.000000e+00
  %10322 = fcmp ogt float %10321, %10317
  %max772 = select i1 %10322, float %10321, float %10317
  %10323 = mul nuw i64 %f770, 3528531795
  %10324 = xor i64 %3651, %10323
  %10325 = lshr i64 %10324, 32
  %10326 = mul nuw i64 %10325, 3449720151
  %10327 = lshr i64 %10326, 32
  %.reass2167.reass = xor i64 %10327, %invariant.op5431
  %10328 = xor i64 %10213, %10323
  %10329 = and i64 %.reass2167.reass, 4294967295
  %10330 = mul nuw i64 %10329, 3528531795
  %10331 = and i64 %10328, 4294967295
  %10332 = mul nuw i64 %10331, 3449720151
  %10333 = lshr i64 %10330, 32
  %10334 = lshr i64 %10332, 32
  %10335 = xor i64 %10334, %3654
  %10336 = xor i64 %10335, %10326
  %.reass2169.reass = xor i64 %10333, %invariant.op5432
  %10337 = and i64 %10336, 4294967295
  %10338 = mul nuw i64 %10337, 3528531795
  %10339 = and i64 %.reass2169.reass, 4294967295
  %10340 = mul nuw i64 %10339, 3449720151
  %10341 = lshr i64 %10338, 32
  %10342 = lshr i64 %10340, 32
  %10343 = xor i64 %3656, %10342
  %10344 = xor i64 %10343, %10332
  %10345 = xor i64 %10341, %3657
  %10346 = xor i64 %10345, %10330
  %10347 = and i64 %10344, 4294967295
  %10348 = mul nuw i64 %10347, 3528531795
  %10349 = and i64 %10346, 4294967295
  %10350 = mul nuw i64 %10349, 3449720151
  %10351 = lshr i64 %10348, 32
  %10352 = lshr i64 %10350, 32
  %10353 = xor i64 %10352, %3658
  %10354 = xor i64 %10353, %10340
  %10355 = xor i64 %3659, %10351
  %10356 = xor i64 %10355, %10338
  %10357 = and i64 %10354, 4294967295
  %10358 = mul nuw i64 %10357, 3528531795
  %10359 = and i64 %10356, 4294967295
  %10360 = mul nuw i64 %10359, 3449720151
  %10361 = lshr i64 %10358, 32
  %10362 = lshr i64 %10360, 32
  %10363 = xor i64 %3660, %10362
  %10364 = xor i64 %10363, %10350
  %10365 = xor i64 %10361, %3661
  %10366 = xor i64 %10365, %10348
  %10367 = and i64 %10364, 4294967295
  %10368 = mul nuw i64 %10367, 3528531795
  %10369 = and i64 %10366, 4294967295
  %10370 = mul nuw i64 %10369, 3449720151
  %10371 = lshr i64 %10368, 32
  %10372 = lshr i64 %10370, 32
  %10373 = xor i64 %10372, %3662
  %10374 = xor i64 %10373, %10360
  %10375 = xor i64 %3663, %10371
  %10376 = xor i64 %10375, %10358
  %10377 = and i64 %10374, 4294967295
  %10378 = mul nuw i64 %10377, 3528531795
  %10379 = and i64 %10376, 4294967295
  %10380 = mul nuw i64 %10379, 3449720151
  %10381 = lshr i64 %10378, 32
  %10382 = lshr i64 %10380, 32
  %10383 = xor i64 %3664, %10382
  %10384 = xor i64 %10383, %10370
  %10385 = xor i64 %10381, %3665
  %10386 = xor i64 %10385, %10368
  %10387 = and i64 %10384, 4294967295
  %10388 = mul nuw i64 %10387, 3528531795
  %10389 = lshr i64 %10388, 32
  %10390 = trunc i64 %10386 to i32
  %10391 = mul i32 %10390, -845247145
  %10392 = xor i64 %3666, %10389
  %10393 = xor i64 %10392, %10378
  %10394 = and i64 %10393, 4294967295
  %10395 = mul nuw i64 %10394, 3449720151
  %10396 = lshr i64 %10395, 32
  %10397 = trunc nuw i64 %10396 to i32
  %10398 = xor i32 %10391, %10397
  %10399 = xor i32 %10398, %3667
  %10400 = uitofp i32 %10399 to double
  %10401 = fadd double %10400, 5.000000e-01
  %10402 = fmul double %10401, 0x3DF0000000000000
  %10403 = bitcast double %10402 to i64
  %10404 = lshr i64 %10403, 32
  %10405 = add nuw nsw i64 %10404, 614242
  %10406 = lshr i64 %10405, 20
  %10407 = add nsw i64 %10406, -1023
  %10408 = shl nuw i64 %10405, 32
  %10409 = and i64 %10408, 4503595332403200
  %10410 = add nuw nsw i64 %10409, 4604544269498187776
  %10411 = and i64 %10403, 4294967295
  %10412 = or disjoint i64 %10410, %10411
  %10413 = bitcast i64 %10412 to double
  %10414 = fadd double %10413, -1.000000e+00
  %10415 = fmul double %10414, 5.000000e-01
  %10416 = fmul double %10414, %10415
  %10417 = fadd double %10414, 2.000000e+00
  %10418 = fdiv double %10414, %10417
  %10419 = fmul double %10418, %10418
  %10420 = fmul double %10419, %10419
  %10421 = fmul double %10420, 0x3FC39A09D078C69F
  %10422 = fadd double %10421, 0x3FCC71C51D8E78AF
  %10423 = fmul double %10420, %10422
  %10424 = fadd double %10423, 0x3FD999999997FA04
  %10425 = fmul double %10420, %10424
  %10426 = fmul double %10420, 0x3FC2F112DF3E5244
  %10427 = fadd double %10426, 0x3FC7466496CB03DE
  %10428 = fmul double %10420, %10427
  %10429 = fadd double %10428, 0x3FD2492494229359
  %10430 = fmul double %10420, %10429
  %10431 = fadd double %10430, 0x3FE5555555555593
  %10432 = fmul double %10419, %10431
  %10433 = fadd double %10425, %10432
  %10434 = sitofp i64 %10407 to double
  %10435 = fadd double %10416, %10433
  %10436 = fmul double %10418, %10435
  %10437 = fmul double %10434, 0x3DEA39EF35793C76
  %10438 = fadd double %10437, %10436
  %10439 = fsub double %10438, %10416
  %10440 = fadd double %10414, %10439
  %10441 = fmul double %10434, 0x3FE62E42FEE00000
  %10442 = fadd double %10441, %10440
  %10443 = fneg double %10442
  %10444 = bitcast double %10443 to i64
  %10445 = lshr i64 %10444, 32
  %10446 = add nuw nsw i64 %10445, 614242
  %10447 = lshr i64 %10446, 20
  %10448 = add nsw i64 %10447, -1023
  %10449 = shl i64 %10446, 32
  %10450 = and i64 %10449, 4503595332403200
  %10451 = add nuw nsw i64 %10450, 4604544269498187776
  %10452 = and i64 %10444, 4294967295
  %10453 = or disjoint i64 %10451, %10452
  %10454 = bitcast i64 %10453 to double
  %10455 = fadd double %10454, -1.000000e+00
  %10456 = fmul double %10455, 5.000000e-01
  %10457 = fmul double %10455, %10456
  %10458 = fadd double %10455, 2.000000e+00
  %10459 = fdiv double %10455, %10458
  %10460 = fmul double %10459, %10459
  %10461 = fmul double %10460, %10460
  %10462 = fmul double %10461, 0x3FC2F112DF3E5244
  %10463 = fadd double %10462, 0x3FC7466496CB03DE
  %10464 = insertelement <2 x double> poison, double %10461, i64 0
  %10465 = shufflevector <2 x double> %10464, <2 x double> poison, <2 x i32> zeroinitializer
  %10466 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %10463, i64 1
  %10467 = fmul <2 x double> %10465, %10466
  %10468 = fadd <2 x double> %10467, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %10469 = fmul <2 x double> %10465, %10468
  %10470 = fadd <2 x double> %10469, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %10471 = insertelement <2 x double> %10464, double %10460, i64 1
  %10472 = fmul <2 x double> %10471, %10470
  %shift4523 = shufflevector <2 x double> %10472, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop4524 = fadd <2 x double> %10472, %shift4523
  %10473 = extractelement <2 x double> %foldExtExtBinop4524, i64 0
  %10474 = sitofp i64 %10448 to double
  %10475 = fadd double %10457, %10473
  %10476 = fmul double %10459, %10475
  %10477 = fmul double %10474, 0x3DEA39EF35793C76
  %10478 = fadd double %10477, %10476
  %10479 = fsub double %10478, %10457
  %10480 = fadd double %10455, %10479
  %10481 = fmul double %10474, 0x3FE62E42FEE00000
  %10482 = fadd double %10481, %10480
  %10483 = fptrunc double %10482 to float
  %10484 = fsub float %10315, %10483
  %10485 = fcmp une float %max772, 0.000000e+00
  %10486 = select i1 %10485, float %10484, float 0xFFF0000000000000
  %10487 = fcmp ogt float %10486, %fold_value759.01335
  %10488 = fcmp uno float %10486, 0.000000e+00
  %10489 = fcmp ord float %fold_value759.01335, 0.000000e+00
  %10490 = and i1 %10489, %10488
  %take776 = or i1 %10487, %10490
  %10491 = select i1 %take776, float %10486, float %fold_value759.01335
  %10492 = select i1 %take776, i64 %f770, i64 %fold_index760.01336
  %10493 = add nuw nsw i64 %listed7681337, 1
  %exitcond1567.not = icmp eq i64 %10493, %listed.01890
  br i1 %exitcond1567.not, label %listed.exit767.loopexit, label %listed.body766

listed.exit767.loopexit:                          ; preds = %listed.body766
  %10494 = uitofp nneg i64 %10492 to float
  br label %guard.done753

gumbel.philox.body779:                            ; preds = %gumbel.philox.body779.preheader, %gumbel.philox.body779
  %gumbel.philox7811341 = phi i64 [ %10574, %gumbel.philox.body779 ], [ %gumbel.philox7811341.ph, %gumbel.philox.body779.preheader ]
  %10495 = and i64 %gumbel.philox7811341, 4294967295
  %10496 = mul nuw i64 %10495, 3528531795
  %10497 = xor i64 %3651, %10496
  %10498 = lshr i64 %10497, 32
  %10499 = mul nuw i64 %10498, 3449720151
  %10500 = lshr i64 %10499, 32
  %.reass2171.reass = xor i64 %10500, %invariant.op5433
  %10501 = xor i64 %10217, %10496
  %10502 = and i64 %.reass2171.reass, 4294967295
  %10503 = mul nuw i64 %10502, 3528531795
  %10504 = and i64 %10501, 4294967295
  %10505 = mul nuw i64 %10504, 3449720151
  %10506 = lshr i64 %10503, 32
  %10507 = lshr i64 %10505, 32
  %10508 = xor i64 %10507, %3654
  %10509 = xor i64 %10508, %10499
  %.reass2173.reass = xor i64 %10506, %invariant.op5434
  %10510 = and i64 %10509, 4294967295
  %10511 = mul nuw i64 %10510, 3528531795
  %10512 = and i64 %.reass2173.reass, 4294967295
  %10513 = mul nuw i64 %10512, 3449720151
  %10514 = lshr i64 %10511, 32
  %10515 = lshr i64 %10513, 32
  %10516 = xor i64 %3656, %10515
  %10517 = xor i64 %10516, %10505
  %10518 = xor i64 %10514, %3657
  %10519 = xor i64 %10518, %10503
  %10520 = and i64 %10517, 4294967295
  %10521 = mul nuw i64 %10520, 3528531795
  %10522 = and i64 %10519, 4294967295
  %10523 = mul nuw i64 %10522, 3449720151
  %10524 = lshr i64 %10521, 32
  %10525 = lshr i64 %10523, 32
  %10526 = xor i64 %10525, %3658
  %10527 = xor i64 %10526, %10513
  %10528 = xor i64 %3659, %10524
  %10529 = xor i64 %10528, %10511
  %10530 = and i64 %10527, 4294967295
  %10531 = mul nuw i64 %10530, 3528531795
  %10532 = and i64 %10529, 4294967295
  %10533 = mul nuw i64 %10532, 3449720151
  %10534 = lshr i64 %10531, 32
  %10535 = lshr i64 %10533, 32
  %10536 = xor i64 %3660, %10535
  %10537 = xor i64 %10536, %10523
  %10538 = xor i64 %10534, %3661
  %10539 = xor i64 %10538, %10521
  %10540 = and i64 %10537, 4294967295
  %10541 = mul nuw i64 %10540, 3528531795
  %10542 = and i64 %10539, 4294967295
  %10543 = mul nuw i64 %10542, 3449720151
  %10544 = lshr i64 %10541, 32
  %10545 = lshr i64 %10543, 32
  %10546 = xor i64 %10545, %3662
  %10547 = xor i64 %10546, %10533
  %10548 = xor i64 %3663, %10544
  %10549 = xor i64 %10548, %10531
  %10550 = and i64 %10547, 4294967295
  %10551 = mul nuw i64 %10550, 3528531795
  %10552 = and i64 %10549, 4294967295
  %10553 = mul nuw i64 %10552, 3449720151
  %10554 = lshr i64 %10551, 32
  %10555 = lshr i64 %10553, 32
  %10556 = xor i64 %3664, %10555
  %10557 = xor i64 %10556, %10543
  %10558 = xor i64 %10554, %3665
  %10559 = xor i64 %10558, %10541
  %10560 = and i64 %10557, 4294967295
  %10561 = mul nuw i64 %10560, 3528531795
  %10562 = lshr i64 %10561, 32
  %10563 = trunc i64 %10559 to i32
  %10564 = mul i32 %10563, -845247145
  %10565 = xor i64 %3666, %10562
  %10566 = xor i64 %10565, %10551
  %10567 = and i64 %10566, 4294967295
  %10568 = mul nuw i64 %10567, 3449720151
  %10569 = lshr i64 %10568, 32
  %10570 = trunc nuw i64 %10569 to i32
  %10571 = xor i32 %10564, %10570
  %10572 = xor i32 %10571, %3667
  %10573 = getelementptr inbounds float, ptr %3636, i64 %gumbel.philox7811341
  store i32 %10572, ptr %10573, align 4
  %10574 = add nuw i64 %gumbel.philox7811341, 1
  %exitcond1568.not = icmp eq i64 %10574, %n_features
  br i1 %exitcond1568.not, label %gumbel.body783.preheader, label %gumbel.philox.body779, !llvm.loop !154

gumbel.body783.preheader:                         ; preds = %gumbel.philox.body779, %middle.block2529
  br i1 %min.iters.check2470, label %gumbel.body783.preheader4529, label %vector.body2474

vector.body2474:                                  ; preds = %gumbel.body783.preheader, %vector.body2474
  %index2475 = phi i64 [ %index.next2477, %vector.body2474 ], [ 0, %gumbel.body783.preheader ]
  %10575 = getelementptr inbounds float, ptr %3636, i64 %index2475
  %wide.load2476 = load <8 x i32>, ptr %10575, align 4
  %10576 = uitofp <8 x i32> %wide.load2476 to <8 x double>
  %10577 = fadd <8 x double> %10576, splat (double 5.000000e-01)
  %10578 = fmul <8 x double> %10577, splat (double 0x3DF0000000000000)
  %10579 = bitcast <8 x double> %10578 to <8 x i64>
  %10580 = lshr <8 x i64> %10579, splat (i64 32)
  %10581 = add nuw nsw <8 x i64> %10580, splat (i64 614242)
  %10582 = lshr <8 x i64> %10581, splat (i64 20)
  %10583 = add nsw <8 x i64> %10582, splat (i64 -1023)
  %10584 = shl nuw <8 x i64> %10581, splat (i64 32)
  %10585 = and <8 x i64> %10584, splat (i64 4503595332403200)
  %10586 = add nuw nsw <8 x i64> %10585, splat (i64 4604544269498187776)
  %10587 = and <8 x i64> %10579, splat (i64 4294967295)
  %10588 = or disjoint <8 x i64> %10586, %10587
  %10589 = bitcast <8 x i64> %10588 to <8 x double>
  %10590 = fadd <8 x double> %10589, splat (double -1.000000e+00)
  %10591 = fmul <8 x double> %10590, splat (double 5.000000e-01)
  %10592 = fmul <8 x double> %10590, %10591
  %10593 = fadd <8 x double> %10590, splat (double 2.000000e+00)
  %10594 = fdiv <8 x double> %10590, %10593
  %10595 = fmul <8 x double> %10594, %10594
  %10596 = fmul <8 x double> %10595, %10595
  %10597 = fmul <8 x double> %10596, splat (double 0x3FC39A09D078C69F)
  %10598 = fadd <8 x double> %10597, splat (double 0x3FCC71C51D8E78AF)
  %10599 = fmul <8 x double> %10596, %10598
  %10600 = fadd <8 x double> %10599, splat (double 0x3FD999999997FA04)
  %10601 = fmul <8 x double> %10596, %10600
  %10602 = fmul <8 x double> %10596, splat (double 0x3FC2F112DF3E5244)
  %10603 = fadd <8 x double> %10602, splat (double 0x3FC7466496CB03DE)
  %10604 = fmul <8 x double> %10596, %10603
  %10605 = fadd <8 x double> %10604, splat (double 0x3FD2492494229359)
  %10606 = fmul <8 x double> %10596, %10605
  %10607 = fadd <8 x double> %10606, splat (double 0x3FE5555555555593)
  %10608 = fmul <8 x double> %10595, %10607
  %10609 = fadd <8 x double> %10601, %10608
  %10610 = sitofp <8 x i64> %10583 to <8 x double>
  %10611 = fadd <8 x double> %10592, %10609
  %10612 = fmul <8 x double> %10594, %10611
  %10613 = fmul <8 x double> %10610, splat (double 0x3DEA39EF35793C76)
  %10614 = fadd <8 x double> %10613, %10612
  %10615 = fsub <8 x double> %10614, %10592
  %10616 = fadd <8 x double> %10590, %10615
  %10617 = fmul <8 x double> %10610, splat (double 0x3FE62E42FEE00000)
  %10618 = fadd <8 x double> %10617, %10616
  %10619 = fneg <8 x double> %10618
  %10620 = bitcast <8 x double> %10619 to <8 x i64>
  %10621 = lshr <8 x i64> %10620, splat (i64 32)
  %10622 = add nuw nsw <8 x i64> %10621, splat (i64 614242)
  %10623 = lshr <8 x i64> %10622, splat (i64 20)
  %10624 = add nsw <8 x i64> %10623, splat (i64 -1023)
  %10625 = shl <8 x i64> %10622, splat (i64 32)
  %10626 = and <8 x i64> %10625, splat (i64 4503595332403200)
  %10627 = add nuw nsw <8 x i64> %10626, splat (i64 4604544269498187776)
  %10628 = and <8 x i64> %10620, splat (i64 4294967295)
  %10629 = or disjoint <8 x i64> %10627, %10628
  %10630 = bitcast <8 x i64> %10629 to <8 x double>
  %10631 = fadd <8 x double> %10630, splat (double -1.000000e+00)
  %10632 = fmul <8 x double> %10631, splat (double 5.000000e-01)
  %10633 = fmul <8 x double> %10631, %10632
  %10634 = fadd <8 x double> %10631, splat (double 2.000000e+00)
  %10635 = fdiv <8 x double> %10631, %10634
  %10636 = fmul <8 x double> %10635, %10635
  %10637 = fmul <8 x double> %10636, %10636
  %10638 = fmul <8 x double> %10637, splat (double 0x3FC39A09D078C69F)
  %10639 = fadd <8 x double> %10638, splat (double 0x3FCC71C51D8E78AF)
  %10640 = fmul <8 x double> %10637, %10639
  %10641 = fadd <8 x double> %10640, splat (double 0x3FD999999997FA04)
  %10642 = fmul <8 x double> %10637, %10641
  %10643 = fmul <8 x double> %10637, splat (double 0x3FC2F112DF3E5244)
  %10644 = fadd <8 x double> %10643, splat (double 0x3FC7466496CB03DE)
  %10645 = fmul <8 x double> %10637, %10644
  %10646 = fadd <8 x double> %10645, splat (double 0x3FD2492494229359)
  %10647 = fmul <8 x double> %10637, %10646
  %10648 = fadd <8 x double> %10647, splat (double 0x3FE5555555555593)
  %10649 = fmul <8 x double> %10636, %10648
  %10650 = fadd <8 x double> %10642, %10649
  %10651 = sitofp <8 x i64> %10624 to <8 x double>
  %10652 = fadd <8 x double> %10633, %10650
  %10653 = fmul <8 x double> %10635, %10652
  %10654 = fmul <8 x double> %10651, splat (double 0x3DEA39EF35793C76)
  %10655 = fadd <8 x double> %10654, %10653
  %10656 = fsub <8 x double> %10655, %10633
  %10657 = fadd <8 x double> %10631, %10656
  %10658 = fmul <8 x double> %10651, splat (double 0x3FE62E42FEE00000)
  %10659 = fadd <8 x double> %10658, %10657
  %10660 = fptrunc <8 x double> %10659 to <8 x float>
  %10661 = fneg <8 x float> %10660
  store <8 x float> %10661, ptr %10575, align 4
  %index.next2477 = add nuw i64 %index2475, 8
  %10662 = icmp eq i64 %index.next2477, %n.vec2473
  br i1 %10662, label %middle.block2478, label %vector.body2474, !llvm.loop !155

middle.block2478:                                 ; preds = %vector.body2474
  br i1 %cmp.n2479, label %iter.check2416, label %gumbel.body783.preheader4529

gumbel.body783.preheader4529:                     ; preds = %gumbel.body783.preheader, %middle.block2478
  %gumbel7851342.ph = phi i64 [ 0, %gumbel.body783.preheader ], [ %n.vec2473, %middle.block2478 ]
  br label %gumbel.body783

gumbel.body783:                                   ; preds = %gumbel.body783.preheader4529, %gumbel.body783
  %gumbel7851342 = phi i64 [ %10749, %gumbel.body783 ], [ %gumbel7851342.ph, %gumbel.body783.preheader4529 ]
  %10663 = getelementptr inbounds float, ptr %3636, i64 %gumbel7851342
  %word786 = load i32, ptr %10663, align 4
  %10664 = uitofp i32 %word786 to double
  %10665 = fadd double %10664, 5.000000e-01
  %10666 = fmul double %10665, 0x3DF0000000000000
  %10667 = bitcast double %10666 to i64
  %10668 = lshr i64 %10667, 32
  %10669 = add nuw nsw i64 %10668, 614242
  %10670 = lshr i64 %10669, 20
  %10671 = add nsw i64 %10670, -1023
  %10672 = shl nuw i64 %10669, 32
  %10673 = and i64 %10672, 4503595332403200
  %10674 = add nuw nsw i64 %10673, 4604544269498187776
  %10675 = and i64 %10667, 4294967295
  %10676 = or disjoint i64 %10674, %10675
  %10677 = bitcast i64 %10676 to double
  %10678 = fadd double %10677, -1.000000e+00
  %10679 = fmul double %10678, 5.000000e-01
  %10680 = fmul double %10678, %10679
  %10681 = fadd double %10678, 2.000000e+00
  %10682 = fdiv double %10678, %10681
  %10683 = fmul double %10682, %10682
  %10684 = fmul double %10683, %10683
  %10685 = fmul double %10684, 0x3FC39A09D078C69F
  %10686 = fadd double %10685, 0x3FCC71C51D8E78AF
  %10687 = fmul double %10684, %10686
  %10688 = fadd double %10687, 0x3FD999999997FA04
  %10689 = fmul double %10684, %10688
  %10690 = fmul double %10684, 0x3FC2F112DF3E5244
  %10691 = fadd double %10690, 0x3FC7466496CB03DE
  %10692 = fmul double %10684, %10691
  %10693 = fadd double %10692, 0x3FD2492494229359
  %10694 = fmul double %10684, %10693
  %10695 = fadd double %10694, 0x3FE5555555555593
  %10696 = fmul double %10683, %10695
  %10697 = fadd double %10689, %10696
  %10698 = sitofp i64 %10671 to double
  %10699 = fadd double %10680, %10697
  %10700 = fmul double %10682, %10699
  %10701 = fmul double %10698, 0x3DEA39EF35793C76
  %10702 = fadd double %10701, %10700
  %10703 = fsub double %10702, %10680
  %10704 = fadd double %10678, %10703
  %10705 = fmul double %10698, 0x3FE62E42FEE00000
  %10706 = fadd double %10705, %10704
  %10707 = fneg double %10706
  %10708 = bitcast double %10707 to i64
  %10709 = lshr i64 %10708, 32
  %10710 = add nuw nsw i64 %10709, 614242
  %10711 = lshr i64 %10710, 20
  %10712 = add nsw i64 %10711, -1023
  %10713 = shl i64 %10710, 32
  %10714 = and i64 %10713, 4503595332403200
  %10715 = add nuw nsw i64 %10714, 4604544269498187776
  %10716 = and i64 %10708, 4294967295
  %10717 = or disjoint i64 %10715, %10716
  %10718 = bitcast i64 %10717 to double
  %10719 = fadd double %10718, -1.000000e+00
  %10720 = fmul double %10719, 5.000000e-01
  %10721 = fmul double %10719, %10720
  %10722 = fadd double %10719, 2.000000e+00
  %10723 = fdiv double %10719, %10722
  %10724 = fmul double %10723, %10723
  %10725 = fmul double %10724, %10724
  %10726 = fmul double %10725, 0x3FC2F112DF3E5244
  %10727 = fadd double %10726, 0x3FC7466496CB03DE
  %10728 = insertelement <2 x double> poison, double %10725, i64 0
  %10729 = shufflevector <2 x double> %10728, <2 x double> poison, <2 x i32> zeroinitializer
  %10730 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %10727, i64 1
  %10731 = fmul <2 x double> %10729, %10730
  %10732 = fadd <2 x double> %10731, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %10733 = fmul <2 x double> %10729, %10732
  %10734 = fadd <2 x double> %10733, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %10735 = insertelement <2 x double> %10728, double %10724, i64 1
  %10736 = fmul <2 x double> %10735, %10734
  %shift4526 = shufflevector <2 x double> %10736, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop4527 = fadd <2 x double> %10736, %shift4526
  %10737 = extractelement <2 x double> %foldExtExtBinop4527, i64 0
  %10738 = sitofp i64 %10712 to double
  %10739 = fadd double %10721, %10737
  %10740 = fmul double %10723, %10739
  %10741 = fmul double %10738, 0x3DEA39EF35793C76
  %10742 = fadd double %10741, %10740
  %10743 = fsub double %10742, %10721
  %10744 = fadd double %10719, %10743
  %10745 = fmul double %10738, 0x3FE62E42FEE00000
  %10746 = fadd double %10745, %10744
  %10747 = fptrunc double %10746 to float
  %10748 = fneg float %10747
  store float %10748, ptr %10663, align 4
  %10749 = add nuw i64 %gumbel7851342, 1
  %exitcond1569.not = icmp eq i64 %10749, %n_features
  br i1 %exitcond1569.not, label %iter.check2416, label %gumbel.body783, !llvm.loop !156

iter.check2416:                                   ; preds = %gumbel.body783, %middle.block2478
  %diff.check2412 = icmp ult i64 %3758, 128
  %or.cond4495 = select i1 %min.iters.check2414, i1 true, i1 %diff.check2412
  br i1 %or.cond4495, label %feature.body788.preheader, label %vector.main.loop.iter.check2418

vector.main.loop.iter.check2418:                  ; preds = %iter.check2416
  br i1 %min.iters.check2417, label %vec.epilog.ph2447, label %vector.ph2419

vector.ph2419:                                    ; preds = %vector.main.loop.iter.check2418
  %broadcast.splatinsert2424 = insertelement <8 x float> poison, float %uniforms.sroa.25.01896, i64 0
  %broadcast.splat2425 = shufflevector <8 x float> %broadcast.splatinsert2424, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2426 = insertelement <8 x float> poison, float %uniforms.sroa.56.01893, i64 0
  %broadcast.splat2427 = shufflevector <8 x float> %broadcast.splatinsert2426, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body2428

vector.body2428:                                  ; preds = %vector.body2428, %vector.ph2419
  %index2429 = phi i64 [ 0, %vector.ph2419 ], [ %index.next2439, %vector.body2428 ]
  %vec.ind2430 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2419 ], [ %vec.ind.next2440, %vector.body2428 ]
  %step.add = add <8 x i64> %vec.ind2430, splat (i64 8)
  %step.add.2 = add <8 x i64> %vec.ind2430, splat (i64 16)
  %step.add.3 = add <8 x i64> %vec.ind2430, splat (i64 24)
  %10750 = getelementptr inbounds float, ptr %3759, i64 %index2429
  %10751 = getelementptr inbounds nuw i8, ptr %10750, i64 32
  %10752 = getelementptr inbounds nuw i8, ptr %10750, i64 64
  %10753 = getelementptr inbounds nuw i8, ptr %10750, i64 96
  %wide.load2431 = load <8 x float>, ptr %10750, align 4
  %wide.load2432 = load <8 x float>, ptr %10751, align 4
  %wide.load2433 = load <8 x float>, ptr %10752, align 4
  %wide.load2434 = load <8 x float>, ptr %10753, align 4
  %10754 = fmul <8 x float> %broadcast.splat2423, %wide.load2431
  %10755 = fmul <8 x float> %broadcast.splat2423, %wide.load2432
  %10756 = fmul <8 x float> %broadcast.splat2423, %wide.load2433
  %10757 = fmul <8 x float> %broadcast.splat2423, %wide.load2434
  %10758 = uitofp <8 x i64> %vec.ind2430 to <8 x float>
  %10759 = uitofp <8 x i64> %step.add to <8 x float>
  %10760 = uitofp <8 x i64> %step.add.2 to <8 x float>
  %10761 = uitofp <8 x i64> %step.add.3 to <8 x float>
  %10762 = fcmp ogt <8 x float> %wide.load2431, %broadcast.splat2425
  %10763 = fcmp ogt <8 x float> %wide.load2432, %broadcast.splat2425
  %10764 = fcmp ogt <8 x float> %wide.load2433, %broadcast.splat2425
  %10765 = fcmp ogt <8 x float> %wide.load2434, %broadcast.splat2425
  %10766 = select <8 x i1> %10762, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %10767 = select <8 x i1> %10763, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %10768 = select <8 x i1> %10764, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %10769 = select <8 x i1> %10765, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %10770 = fcmp oeq <8 x float> %wide.load2431, %broadcast.splat2425
  %10771 = fcmp oeq <8 x float> %wide.load2432, %broadcast.splat2425
  %10772 = fcmp oeq <8 x float> %wide.load2433, %broadcast.splat2425
  %10773 = fcmp oeq <8 x float> %wide.load2434, %broadcast.splat2425
  %10774 = fcmp oge <8 x float> %broadcast.splat2427, %10758
  %10775 = fcmp oge <8 x float> %broadcast.splat2427, %10759
  %10776 = fcmp oge <8 x float> %broadcast.splat2427, %10760
  %10777 = fcmp oge <8 x float> %broadcast.splat2427, %10761
  %10778 = select <8 x i1> %10770, <8 x i1> %10774, <8 x i1> zeroinitializer
  %10779 = select <8 x i1> %10771, <8 x i1> %10775, <8 x i1> zeroinitializer
  %10780 = select <8 x i1> %10772, <8 x i1> %10776, <8 x i1> zeroinitializer
  %10781 = select <8 x i1> %10773, <8 x i1> %10777, <8 x i1> zeroinitializer
  %10782 = select <8 x i1> %10778, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %10783 = select <8 x i1> %10779, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %10784 = select <8 x i1> %10780, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %10785 = select <8 x i1> %10781, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %10786 = fcmp ogt <8 x float> %10782, %10766
  %10787 = fcmp ogt <8 x float> %10783, %10767
  %10788 = fcmp ogt <8 x float> %10784, %10768
  %10789 = fcmp ogt <8 x float> %10785, %10769
  %10790 = select <8 x i1> %10786, <8 x float> %10782, <8 x float> %10766
  %10791 = select <8 x i1> %10787, <8 x float> %10783, <8 x float> %10767
  %10792 = select <8 x i1> %10788, <8 x float> %10784, <8 x float> %10768
  %10793 = select <8 x i1> %10789, <8 x float> %10785, <8 x float> %10769
  %10794 = getelementptr inbounds float, ptr %3636, i64 %index2429
  %10795 = getelementptr inbounds nuw i8, ptr %10794, i64 32
  %10796 = getelementptr inbounds nuw i8, ptr %10794, i64 64
  %10797 = getelementptr inbounds nuw i8, ptr %10794, i64 96
  %wide.load2435 = load <8 x float>, ptr %10794, align 4
  %wide.load2436 = load <8 x float>, ptr %10795, align 4
  %wide.load2437 = load <8 x float>, ptr %10796, align 4
  %wide.load2438 = load <8 x float>, ptr %10797, align 4
  %10798 = fadd <8 x float> %10754, %wide.load2435
  %10799 = fadd <8 x float> %10755, %wide.load2436
  %10800 = fadd <8 x float> %10756, %wide.load2437
  %10801 = fadd <8 x float> %10757, %wide.load2438
  %10802 = fcmp une <8 x float> %10790, zeroinitializer
  %10803 = fcmp une <8 x float> %10791, zeroinitializer
  %10804 = fcmp une <8 x float> %10792, zeroinitializer
  %10805 = fcmp une <8 x float> %10793, zeroinitializer
  %10806 = select <8 x i1> %10802, <8 x float> %10798, <8 x float> splat (float 0xFFF0000000000000)
  %10807 = select <8 x i1> %10803, <8 x float> %10799, <8 x float> splat (float 0xFFF0000000000000)
  %10808 = select <8 x i1> %10804, <8 x float> %10800, <8 x float> splat (float 0xFFF0000000000000)
  %10809 = select <8 x i1> %10805, <8 x float> %10801, <8 x float> splat (float 0xFFF0000000000000)
  %10810 = getelementptr inbounds float, ptr %scratch, i64 %index2429
  %10811 = getelementptr inbounds nuw i8, ptr %10810, i64 32
  %10812 = getelementptr inbounds nuw i8, ptr %10810, i64 64
  %10813 = getelementptr inbounds nuw i8, ptr %10810, i64 96
  store <8 x float> %10806, ptr %10810, align 4
  store <8 x float> %10807, ptr %10811, align 4
  store <8 x float> %10808, ptr %10812, align 4
  store <8 x float> %10809, ptr %10813, align 4
  %index.next2439 = add nuw i64 %index2429, 32
  %vec.ind.next2440 = add <8 x i64> %vec.ind2430, splat (i64 32)
  %10814 = icmp eq i64 %index.next2439, %n.vec2421
  br i1 %10814, label %middle.block2441, label %vector.body2428, !llvm.loop !157

middle.block2441:                                 ; preds = %vector.body2428
  br i1 %cmp.n2442, label %max_block.header804.preheader, label %vec.epilog.iter.check2445

vec.epilog.iter.check2445:                        ; preds = %middle.block2441
  br i1 %min.epilog.iters.check2446, label %feature.body788.preheader, label %vec.epilog.ph2447, !prof !9

vec.epilog.ph2447:                                ; preds = %vector.main.loop.iter.check2418, %vec.epilog.iter.check2445
  %bc.resume.val2443 = phi i64 [ %n.vec2421, %vec.epilog.iter.check2445 ], [ 0, %vector.main.loop.iter.check2418 ]
  %broadcast.splatinsert2452 = insertelement <4 x float> poison, float %uniforms.sroa.25.01896, i64 0
  %broadcast.splat2453 = shufflevector <4 x float> %broadcast.splatinsert2452, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert2454 = insertelement <4 x float> poison, float %uniforms.sroa.56.01893, i64 0
  %broadcast.splat2455 = shufflevector <4 x float> %broadcast.splatinsert2454, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert2456 = insertelement <4 x i64> poison, i64 %bc.resume.val2443, i64 0
  %broadcast.splat2457 = shufflevector <4 x i64> %broadcast.splatinsert2456, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction2458 = or disjoint <4 x i64> %broadcast.splat2457, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body2459

vec.epilog.vector.body2459:                       ; preds = %vec.epilog.vector.body2459, %vec.epilog.ph2447
  %index2460 = phi i64 [ %bc.resume.val2443, %vec.epilog.ph2447 ], [ %index.next2464, %vec.epilog.vector.body2459 ]
  %vec.ind2461 = phi <4 x i64> [ %induction2458, %vec.epilog.ph2447 ], [ %vec.ind.next2465, %vec.epilog.vector.body2459 ]
  %10815 = getelementptr inbounds float, ptr %3759, i64 %index2460
  %wide.load2462 = load <4 x float>, ptr %10815, align 4
  %10816 = fmul <4 x float> %broadcast.splat2451, %wide.load2462
  %10817 = uitofp <4 x i64> %vec.ind2461 to <4 x float>
  %10818 = fcmp ogt <4 x float> %wide.load2462, %broadcast.splat2453
  %10819 = select <4 x i1> %10818, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %10820 = fcmp oeq <4 x float> %wide.load2462, %broadcast.splat2453
  %10821 = fcmp oge <4 x float> %broadcast.splat2455, %10817
  %10822 = select <4 x i1> %10820, <4 x i1> %10821, <4 x i1> zeroinitializer
  %10823 = select <4 x i1> %10822, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %10824 = fcmp ogt <4 x float> %10823, %10819
  %10825 = select <4 x i1> %10824, <4 x float> %10823, <4 x float> %10819
  %10826 = getelementptr inbounds float, ptr %3636, i64 %index2460
  %wide.load2463 = load <4 x float>, ptr %10826, align 4
  %10827 = fadd <4 x float> %10816, %wide.load2463
  %10828 = fcmp une <4 x float> %10825, zeroinitializer
  %10829 = select <4 x i1> %10828, <4 x float> %10827, <4 x float> splat (float 0xFFF0000000000000)
  %10830 = getelementptr inbounds float, ptr %scratch, i64 %index2460
  store <4 x float> %10829, ptr %10830, align 4
  %index.next2464 = add nuw i64 %index2460, 4
  %vec.ind.next2465 = add nuw <4 x i64> %vec.ind2461, splat (i64 4)
  %10831 = icmp eq i64 %index.next2464, %n.vec2449
  br i1 %10831, label %vec.epilog.middle.block2466, label %vec.epilog.vector.body2459, !llvm.loop !158

vec.epilog.middle.block2466:                      ; preds = %vec.epilog.vector.body2459
  br i1 %cmp.n2467, label %max_block.header804.preheader, label %feature.body788.preheader

feature.body788.preheader:                        ; preds = %iter.check2416, %vec.epilog.iter.check2445, %vec.epilog.middle.block2466
  %feature7901343.ph = phi i64 [ 0, %iter.check2416 ], [ %n.vec2421, %vec.epilog.iter.check2445 ], [ %n.vec2449, %vec.epilog.middle.block2466 ]
  %.neg5079 = or disjoint i64 %feature7901343.ph, 1
  br i1 %lcmp.mod5067.not, label %feature.body788.prol.loopexit, label %feature.body788.prol

feature.body788.prol:                             ; preds = %feature.body788.preheader
  %10832 = getelementptr inbounds float, ptr %3759, i64 %feature7901343.ph
  %10833 = load float, ptr %10832, align 4
  %10834 = fmul float %inv_t, %10833
  %feature791.prol = uitofp i64 %feature7901343.ph to float
  %10835 = fcmp ogt float %10833, %uniforms.sroa.25.01896
  %10836 = select i1 %10835, float 1.000000e+00, float 0.000000e+00
  %10837 = fcmp oeq float %10833, %uniforms.sroa.25.01896
  %10838 = fcmp oge float %uniforms.sroa.56.01893, %feature791.prol
  %10839 = select i1 %10837, i1 %10838, i1 false
  %10840 = select i1 %10839, float 1.000000e+00, float 0.000000e+00
  %10841 = fcmp ogt float %10840, %10836
  %max792.prol = select i1 %10841, float %10840, float %10836
  %10842 = getelementptr inbounds float, ptr %3636, i64 %feature7901343.ph
  %10843 = load float, ptr %10842, align 4
  %10844 = fadd float %10834, %10843
  %10845 = fcmp une float %max792.prol, 0.000000e+00
  %10846 = select i1 %10845, float %10844, float 0xFFF0000000000000
  %10847 = getelementptr inbounds float, ptr %scratch, i64 %feature7901343.ph
  store float %10846, ptr %10847, align 4
  %10848 = or disjoint i64 %feature7901343.ph, 1
  br label %feature.body788.prol.loopexit

feature.body788.prol.loopexit:                    ; preds = %feature.body788.prol, %feature.body788.preheader
  %feature7901343.unr = phi i64 [ %feature7901343.ph, %feature.body788.preheader ], [ %10848, %feature.body788.prol ]
  %10849 = icmp eq i64 %n_features, %.neg5079
  br i1 %10849, label %max_block.header804.preheader, label %feature.body788

max_block.header804.preheader:                    ; preds = %feature.body788.prol.loopexit, %feature.body788, %vec.epilog.middle.block2466, %middle.block2441
  br i1 %.not1377, label %max_block.exit806, label %max_block.body805.preheader

max_block.body805.preheader:                      ; preds = %max_block.header804.preheader
  br i1 %3737, label %max_block.body805.epil.preheader, label %max_block.body805

feature.body788:                                  ; preds = %feature.body788.prol.loopexit, %feature.body788
  %feature7901343 = phi i64 [ %10883, %feature.body788 ], [ %feature7901343.unr, %feature.body788.prol.loopexit ]
  %10850 = getelementptr inbounds float, ptr %3759, i64 %feature7901343
  %10851 = load float, ptr %10850, align 4
  %10852 = fmul float %inv_t, %10851
  %feature791 = uitofp i64 %feature7901343 to float
  %10853 = fcmp ogt float %10851, %uniforms.sroa.25.01896
  %10854 = select i1 %10853, float 1.000000e+00, float 0.000000e+00
  %10855 = fcmp oeq float %10851, %uniforms.sroa.25.01896
  %10856 = fcmp oge float %uniforms.sroa.56.01893, %feature791
  %10857 = select i1 %10855, i1 %10856, i1 false
  %10858 = select i1 %10857, float 1.000000e+00, float 0.000000e+00
  %10859 = fcmp ogt float %10858, %10854
  %max792 = select i1 %10859, float %10858, float %10854
  %10860 = getelementptr inbounds float, ptr %3636, i64 %feature7901343
  %10861 = load float, ptr %10860, align 4
  %10862 = fadd float %10852, %10861
  %10863 = fcmp une float %max792, 0.000000e+00
  %10864 = select i1 %10863, float %10862, float 0xFFF0000000000000
  %10865 = getelementptr inbounds float, ptr %scratch, i64 %feature7901343
  store float %10864, ptr %10865, align 4
  %10866 = add nuw i64 %feature7901343, 1
  %10867 = getelementptr inbounds float, ptr %3759, i64 %10866
  %10868 = load float, ptr %10867, align 4
  %10869 = fmul float %inv_t, %10868
  %feature791.1 = uitofp i64 %10866 to float
  %10870 = fcmp ogt float %10868, %uniforms.sroa.25.01896
  %10871 = select i1 %10870, float 1.000000e+00, float 0.000000e+00
  %10872 = fcmp oeq float %10868, %uniforms.sroa.25.01896
  %10873 = fcmp oge float %uniforms.sroa.56.01893, %feature791.1
  %10874 = select i1 %10872, i1 %10873, i1 false
  %10875 = select i1 %10874, float 1.000000e+00, float 0.000000e+00
  %10876 = fcmp ogt float %10875, %10871
  %max792.1 = select i1 %10876, float %10875, float %10871
  %10877 = getelementptr inbounds float, ptr %3636, i64 %10866
  %10878 = load float, ptr %10877, align 4
  %10879 = fadd float %10869, %10878
  %10880 = fcmp une float %max792.1, 0.000000e+00
  %10881 = select i1 %10880, float %10879, float 0xFFF0000000000000
  %10882 = getelementptr inbounds float, ptr %scratch, i64 %10866
  store float %10881, ptr %10882, align 4
  %10883 = add nuw i64 %feature7901343, 2
  %exitcond1570.not.1 = icmp eq i64 %10883, %n_features
  br i1 %exitcond1570.not.1, label %max_block.header804.preheader, label %feature.body788, !llvm.loop !159

max_block.body805:                                ; preds = %max_block.body805.preheader, %max_block.body805
  %max_block8071346 = phi i64 [ %10905, %max_block.body805 ], [ 0, %max_block.body805.preheader ]
  %max_index802.01345 = phi <32 x i64> [ %10904, %max_block.body805 ], [ zeroinitializer, %max_block.body805.preheader ]
  %max_best801.01344 = phi <32 x float> [ %10900, %max_block.body805 ], [ splat (float 0xFFF0000000000000), %max_block.body805.preheader ]
  %niter5076 = phi i64 [ %niter5076.next.1, %max_block.body805 ], [ 0, %max_block.body805.preheader ]
  %10884 = getelementptr inbounds float, ptr %scratch, i64 %max_block8071346
  %block808 = load <32 x float>, ptr %10884, align 4
  %10885 = fcmp ogt <32 x float> %block808, %max_best801.01344
  %10886 = fcmp uno <32 x float> %block808, zeroinitializer
  %10887 = fcmp ord <32 x float> %max_best801.01344, zeroinitializer
  %10888 = and <32 x i1> %10887, %10886
  %take809 = or <32 x i1> %10885, %10888
  %10889 = select <32 x i1> %take809, <32 x float> %block808, <32 x float> %max_best801.01344
  %10890 = insertelement <32 x i64> poison, i64 %max_block8071346, i64 0
  %10891 = shufflevector <32 x i64> %10890, <32 x i64> poison, <32 x i32> zeroinitializer
  %10892 = or disjoint <32 x i64> %10891, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %10893 = select <32 x i1> %take809, <32 x i64> %10892, <32 x i64> %max_index802.01345
  %10894 = or disjoint i64 %max_block8071346, 32
  %10895 = getelementptr inbounds float, ptr %scratch, i64 %10894
  %block808.1 = load <32 x float>, ptr %10895, align 4
  %10896 = fcmp ogt <32 x float> %block808.1, %10889
  %10897 = fcmp uno <32 x float> %block808.1, zeroinitializer
  %10898 = fcmp ord <32 x float> %10889, zeroinitializer
  %10899 = and <32 x i1> %10898, %10897
  %take809.1 = or <32 x i1> %10896, %10899
  %10900 = select <32 x i1> %take809.1, <32 x float> %block808.1, <32 x float> %10889
  %10901 = insertelement <32 x i64> poison, i64 %10894, i64 0
  %10902 = shufflevector <32 x i64> %10901, <32 x i64> poison, <32 x i32> zeroinitializer
  %10903 = or disjoint <32 x i64> %10902, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %10904 = select <32 x i1> %take809.1, <32 x i64> %10903, <32 x i64> %10893
  %10905 = add nuw i64 %max_block8071346, 64
  %niter5076.next.1 = add i64 %niter5076, 2
  %niter5076.ncmp.1.not = icmp eq i64 %niter5076.next.1, %unroll_iter5075
  br i1 %niter5076.ncmp.1.not, label %max_block.exit806.loopexit.unr-lcssa, label %max_block.body805

max_block.exit806.loopexit.unr-lcssa:             ; preds = %max_block.body805
  br i1 %lcmp.mod5071.not, label %max_block.exit806, label %max_block.body805.epil.preheader

max_block.body805.epil.preheader:                 ; preds = %max_block.exit806.loopexit.unr-lcssa, %max_block.body805.preheader
  %max_block8071346.epil.init = phi i64 [ 0, %max_block.body805.preheader ], [ %10905, %max_block.exit806.loopexit.unr-lcssa ]
  %max_index802.01345.epil.init = phi <32 x i64> [ zeroinitializer, %max_block.body805.preheader ], [ %10904, %max_block.exit806.loopexit.unr-lcssa ]
  %max_best801.01344.epil.init = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.body805.preheader ], [ %10900, %max_block.exit806.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod5074)
  %10906 = getelementptr inbounds float, ptr %scratch, i64 %max_block8071346.epil.init
  %block808.epil = load <32 x float>, ptr %10906, align 4
  %10907 = fcmp ogt <32 x float> %block808.epil, %max_best801.01344.epil.init
  %10908 = fcmp uno <32 x float> %block808.epil, zeroinitializer
  %10909 = fcmp ord <32 x float> %max_best801.01344.epil.init, zeroinitializer
  %10910 = and <32 x i1> %10909, %10908
  %take809.epil = or <32 x i1> %10907, %10910
  %10911 = select <32 x i1> %take809.epil, <32 x float> %block808.epil, <32 x float> %max_best801.01344.epil.init
  %10912 = insertelement <32 x i64> poison, i64 %max_block8071346.epil.init, i64 0
  %10913 = shufflevector <32 x i64> %10912, <32 x i64> poison, <32 x i32> zeroinitializer
  %10914 = or disjoint <32 x i64> %10913, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %10915 = select <32 x i1> %take809.epil, <32 x i64> %10914, <32 x i64> %max_index802.01345.epil.init
  br label %max_block.exit806

max_block.exit806:                                ; preds = %max_block.body805.epil.preheader, %max_block.exit806.loopexit.unr-lcssa, %gumbel.philox.header778.preheader, %max_block.header804.preheader
  %max_best801.0.lcssa = phi <32 x float> [ splat (float 0xFFF0000000000000), %max_block.header804.preheader ], [ splat (float 0xFFF0000000000000), %gumbel.philox.header778.preheader ], [ %10900, %max_block.exit806.loopexit.unr-lcssa ], [ %10911, %max_block.body805.epil.preheader ]
  %max_index802.0.lcssa = phi <32 x i64> [ zeroinitializer, %max_block.header804.preheader ], [ zeroinitializer, %gumbel.philox.header778.preheader ], [ %10904, %max_block.exit806.loopexit.unr-lcssa ], [ %10915, %max_block.body805.epil.preheader ]
  %10916 = extractelement <32 x float> %max_best801.0.lcssa, i64 0
  %10917 = extractelement <32 x i64> %max_index802.0.lcssa, i64 0
  %10918 = fcmp une float %10916, 0xFFF0000000000000
  %10919 = select i1 %10918, i64 %10917, i64 0
  %10920 = extractelement <32 x float> %max_best801.0.lcssa, i64 1
  %10921 = extractelement <32 x i64> %max_index802.0.lcssa, i64 1
  %10922 = fcmp uno float %10920, 0.000000e+00
  %10923 = fcmp ord float %10916, 0.000000e+00
  %10924 = icmp ult i64 %10921, %10919
  %10925 = fcmp ogt float %10920, %10916
  %10926 = fcmp oeq float %10920, %10916
  %10927 = or i1 %10923, %10924
  %10928 = and i1 %10926, %10924
  %10929 = or i1 %10925, %10928
  %10930 = select i1 %10922, i1 %10927, i1 %10929
  %10931 = select i1 %10930, float %10920, float %10916
  %10932 = select i1 %10930, i64 %10921, i64 %10919
  %10933 = extractelement <32 x float> %max_best801.0.lcssa, i64 2
  %10934 = extractelement <32 x i64> %max_index802.0.lcssa, i64 2
  %10935 = fcmp uno float %10933, 0.000000e+00
  %10936 = fcmp ord float %10931, 0.000000e+00
  %10937 = icmp ult i64 %10934, %10932
  %10938 = fcmp ogt float %10933, %10931
  %10939 = fcmp oeq float %10933, %10931
  %10940 = or i1 %10936, %10937
  %10941 = and i1 %10939, %10937
  %10942 = or i1 %10938, %10941
  %10943 = select i1 %10935, i1 %10940, i1 %10942
  %10944 = select i1 %10943, float %10933, float %10931
  %10945 = select i1 %10943, i64 %10934, i64 %10932
  %10946 = extractelement <32 x float> %max_best801.0.lcssa, i64 3
  %10947 = extractelement <32 x i64> %max_index802.0.lcssa, i64 3
  %10948 = fcmp uno float %10946, 0.000000e+00
  %10949 = fcmp ord float %10944, 0.000000e+00
  %10950 = icmp ult i64 %10947, %10945
  %10951 = fcmp ogt float %10946, %10944
  %10952 = fcmp oeq float %10946, %10944
  %10953 = or i1 %10949, %10950
  %10954 = and i1 %10952, %10950
  %10955 = or i1 %10951, %10954
  %10956 = select i1 %10948, i1 %10953, i1 %10955
  %10957 = select i1 %10956, float %10946, float %10944
  %10958 = select i1 %10956, i64 %10947, i64 %10945
  %10959 = extractelement <32 x float> %max_best801.0.lcssa, i64 4
  %10960 = extractelement <32 x i64> %max_index802.0.lcssa, i64 4
  %10961 = fcmp uno float %10959, 0.000000e+00
  %10962 = fcmp ord float %10957, 0.000000e+00
  %10963 = icmp ult i64 %10960, %10958
  %10964 = fcmp ogt float %10959, %10957
  %10965 = fcmp oeq float %10959, %10957
  %10966 = or i1 %10962, %10963
  %10967 = and i1 %10965, %10963
  %10968 = or i1 %10964, %10967
  %10969 = select i1 %10961, i1 %10966, i1 %10968
  %10970 = select i1 %10969, float %10959, float %10957
  %10971 = select i1 %10969, i64 %10960, i64 %10958
  %10972 = extractelement <32 x float> %max_best801.0.lcssa, i64 5
  %10973 = extractelement <32 x i64> %max_index802.0.lcssa, i64 5
  %10974 = fcmp uno float %10972, 0.000000e+00
  %10975 = fcmp ord float %10970, 0.000000e+00
  %10976 = icmp ult i64 %10973, %10971
  %10977 = fcmp ogt float %10972, %10970
  %10978 = fcmp oeq float %10972, %10970
  %10979 = or i1 %10975, %10976
  %10980 = and i1 %10978, %10976
  %10981 = or i1 %10977, %10980
  %10982 = select i1 %10974, i1 %10979, i1 %10981
  %10983 = select i1 %10982, float %10972, float %10970
  %10984 = select i1 %10982, i64 %10973, i64 %10971
  %10985 = extractelement <32 x float> %max_best801.0.lcssa, i64 6
  %10986 = extractelement <32 x i64> %max_index802.0.lcssa, i64 6
  %10987 = fcmp uno float %10985, 0.000000e+00
  %10988 = fcmp ord float %10983, 0.000000e+00
  %10989 = icmp ult i64 %10986, %10984
  %10990 = fcmp ogt float %10985, %10983
  %10991 = fcmp oeq float %10985, %10983
  %10992 = or i1 %10988, %10989
  %10993 = and i1 %10991, %10989
  %10994 = or i1 %10990, %10993
  %10995 = select i1 %10987, i1 %10992, i1 %10994
  %10996 = select i1 %10995, float %10985, float %10983
  %10997 = select i1 %10995, i64 %10986, i64 %10984
  %10998 = extractelement <32 x float> %max_best801.0.lcssa, i64 7
  %10999 = extractelement <32 x i64> %max_index802.0.lcssa, i64 7
  %11000 = fcmp uno float %10998, 0.000000e+00
  %11001 = fcmp ord float %10996, 0.000000e+00
  %11002 = icmp ult i64 %10999, %10997
  %11003 = fcmp ogt float %10998, %10996
  %11004 = fcmp oeq float %10998, %10996
  %11005 = or i1 %11001, %11002
  %11006 = and i1 %11004, %11002
  %11007 = or i1 %11003, %11006
  %11008 = select i1 %11000, i1 %11005, i1 %11007
  %11009 = select i1 %11008, float %10998, float %10996
  %11010 = select i1 %11008, i64 %10999, i64 %10997
  %11011 = extractelement <32 x float> %max_best801.0.lcssa, i64 8
  %11012 = extractelement <32 x i64> %max_index802.0.lcssa, i64 8
  %11013 = fcmp uno float %11011, 0.000000e+00
  %11014 = fcmp ord float %11009, 0.000000e+00
  %11015 = icmp ult i64 %11012, %11010
  %11016 = fcmp ogt float %11011, %11009
  %11017 = fcmp oeq float %11011, %11009
  %11018 = or i1 %11014, %11015
  %11019 = and i1 %11017, %11015
  %11020 = or i1 %11016, %11019
  %11021 = select i1 %11013, i1 %11018, i1 %11020
  %11022 = select i1 %11021, float %11011, float %11009
  %11023 = select i1 %11021, i64 %11012, i64 %11010
  %11024 = extractelement <32 x float> %max_best801.0.lcssa, i64 9
  %11025 = extractelement <32 x i64> %max_index802.0.lcssa, i64 9
  %11026 = fcmp uno float %11024, 0.000000e+00
  %11027 = fcmp ord float %11022, 0.000000e+00
  %11028 = icmp ult i64 %11025, %11023
  %11029 = fcmp ogt float %11024, %11022
  %11030 = fcmp oeq float %11024, %11022
  %11031 = or i1 %11027, %11028
  %11032 = and i1 %11030, %11028
  %11033 = or i1 %11029, %11032
  %11034 = select i1 %11026, i1 %11031, i1 %11033
  %11035 = select i1 %11034, float %11024, float %11022
  %11036 = select i1 %11034, i64 %11025, i64 %11023
  %11037 = extractelement <32 x float> %max_best801.0.lcssa, i64 10
  %11038 = extractelement <32 x i64> %max_index802.0.lcssa, i64 10
  %11039 = fcmp uno float %11037, 0.000000e+00
  %11040 = fcmp ord float %11035, 0.000000e+00
  %11041 = icmp ult i64 %11038, %11036
  %11042 = fcmp ogt float %11037, %11035
  %11043 = fcmp oeq float %11037, %11035
  %11044 = or i1 %11040, %11041
  %11045 = and i1 %11043, %11041
  %11046 = or i1 %11042, %11045
  %11047 = select i1 %11039, i1 %11044, i1 %11046
  %11048 = select i1 %11047, float %11037, float %11035
  %11049 = select i1 %11047, i64 %11038, i64 %11036
  %11050 = extractelement <32 x float> %max_best801.0.lcssa, i64 11
  %11051 = extractelement <32 x i64> %max_index802.0.lcssa, i64 11
  %11052 = fcmp uno float %11050, 0.000000e+00
  %11053 = fcmp ord float %11048, 0.000000e+00
  %11054 = icmp ult i64 %11051, %11049
  %11055 = fcmp ogt float %11050, %11048
  %11056 = fcmp oeq float %11050, %11048
  %11057 = or i1 %11053, %11054
  %11058 = and i1 %11056, %11054
  %11059 = or i1 %11055, %11058
  %11060 = select i1 %11052, i1 %11057, i1 %11059
  %11061 = select i1 %11060, float %11050, float %11048
  %11062 = select i1 %11060, i64 %11051, i64 %11049
  %11063 = extractelement <32 x float> %max_best801.0.lcssa, i64 12
  %11064 = extractelement <32 x i64> %max_index802.0.lcssa, i64 12
  %11065 = fcmp uno float %11063, 0.000000e+00
  %11066 = fcmp ord float %11061, 0.000000e+00
  %11067 = icmp ult i64 %11064, %11062
  %11068 = fcmp ogt float %11063, %11061
  %11069 = fcmp oeq float %11063, %11061
  %11070 = or i1 %11066, %11067
  %11071 = and i1 %11069, %11067
  %11072 = or i1 %11068, %11071
  %11073 = select i1 %11065, i1 %11070, i1 %11072
  %11074 = select i1 %11073, float %11063, float %11061
  %11075 = select i1 %11073, i64 %11064, i64 %11062
  %11076 = extractelement <32 x float> %max_best801.0.lcssa, i64 13
  %11077 = extractelement <32 x i64> %max_index802.0.lcssa, i64 13
  %11078 = fcmp uno float %11076, 0.000000e+00
  %11079 = fcmp ord float %11074, 0.000000e+00
  %11080 = icmp ult i64 %11077, %11075
  %11081 = fcmp ogt float %11076, %11074
  %11082 = fcmp oeq float %11076, %11074
  %11083 = or i1 %11079, %11080
  %11084 = and i1 %11082, %11080
  %11085 = or i1 %11081, %11084
  %11086 = select i1 %11078, i1 %11083, i1 %11085
  %11087 = select i1 %11086, float %11076, float %11074
  %11088 = select i1 %11086, i64 %11077, i64 %11075
  %11089 = extractelement <32 x float> %max_best801.0.lcssa, i64 14
  %11090 = extractelement <32 x i64> %max_index802.0.lcssa, i64 14
  %11091 = fcmp uno float %11089, 0.000000e+00
  %11092 = fcmp ord float %11087, 0.000000e+00
  %11093 = icmp ult i64 %11090, %11088
  %11094 = fcmp ogt float %11089, %11087
  %11095 = fcmp oeq float %11089, %11087
  %11096 = or i1 %11092, %11093
  %11097 = and i1 %11095, %11093
  %11098 = or i1 %11094, %11097
  %11099 = select i1 %11091, i1 %11096, i1 %11098
  %11100 = select i1 %11099, float %11089, float %11087
  %11101 = select i1 %11099, i64 %11090, i64 %11088
  %11102 = extractelement <32 x float> %max_best801.0.lcssa, i64 15
  %11103 = extractelement <32 x i64> %max_index802.0.lcssa, i64 15
  %11104 = fcmp uno float %11102, 0.000000e+00
  %11105 = fcmp ord float %11100, 0.000000e+00
  %11106 = icmp ult i64 %11103, %11101
  %11107 = fcmp ogt float %11102, %11100
  %11108 = fcmp oeq float %11102, %11100
  %11109 = or i1 %11105, %11106
  %11110 = and i1 %11108, %11106
  %11111 = or i1 %11107, %11110
  %11112 = select i1 %11104, i1 %11109, i1 %11111
  %11113 = select i1 %11112, float %11102, float %11100
  %11114 = select i1 %11112, i64 %11103, i64 %11101
  %11115 = extractelement <32 x float> %max_best801.0.lcssa, i64 16
  %11116 = extractelement <32 x i64> %max_index802.0.lcssa, i64 16
  %11117 = fcmp uno float %11115, 0.000000e+00
  %11118 = fcmp ord float %11113, 0.000000e+00
  %11119 = icmp ult i64 %11116, %11114
  %11120 = fcmp ogt float %11115, %11113
  %11121 = fcmp oeq float %11115, %11113
  %11122 = or i1 %11118, %11119
  %11123 = and i1 %11121, %11119
  %11124 = or i1 %11120, %11123
  %11125 = select i1 %11117, i1 %11122, i1 %11124
  %11126 = select i1 %11125, float %11115, float %11113
  %11127 = select i1 %11125, i64 %11116, i64 %11114
  %11128 = extractelement <32 x float> %max_best801.0.lcssa, i64 17
  %11129 = extractelement <32 x i64> %max_index802.0.lcssa, i64 17
  %11130 = fcmp uno float %11128, 0.000000e+00
  %11131 = fcmp ord float %11126, 0.000000e+00
  %11132 = icmp ult i64 %11129, %11127
  %11133 = fcmp ogt float %11128, %11126
  %11134 = fcmp oeq float %11128, %11126
  %11135 = or i1 %11131, %11132
  %11136 = and i1 %11134, %11132
  %11137 = or i1 %11133, %11136
  %11138 = select i1 %11130, i1 %11135, i1 %11137
  %11139 = select i1 %11138, float %11128, float %11126
  %11140 = select i1 %11138, i64 %11129, i64 %11127
  %11141 = extractelement <32 x float> %max_best801.0.lcssa, i64 18
  %11142 = extractelement <32 x i64> %max_index802.0.lcssa, i64 18
  %11143 = fcmp uno float %11141, 0.000000e+00
  %11144 = fcmp ord float %11139, 0.000000e+00
  %11145 = icmp ult i64 %11142, %11140
  %11146 = fcmp ogt float %11141, %11139
  %11147 = fcmp oeq float %11141, %11139
  %11148 = or i1 %11144, %11145
  %11149 = and i1 %11147, %11145
  %11150 = or i1 %11146, %11149
  %11151 = select i1 %11143, i1 %11148, i1 %11150
  %11152 = select i1 %11151, float %11141, float %11139
  %11153 = select i1 %11151, i64 %11142, i64 %11140
  %11154 = extractelement <32 x float> %max_best801.0.lcssa, i64 19
  %11155 = extractelement <32 x i64> %max_index802.0.lcssa, i64 19
  %11156 = fcmp uno float %11154, 0.000000e+00
  %11157 = fcmp ord float %11152, 0.000000e+00
  %11158 = icmp ult i64 %11155, %11153
  %11159 = fcmp ogt float %11154, %11152
  %11160 = fcmp oeq float %11154, %11152
  %11161 = or i1 %11157, %11158
  %11162 = and i1 %11160, %11158
  %11163 = or i1 %11159, %11162
  %11164 = select i1 %11156, i1 %11161, i1 %11163
  %11165 = select i1 %11164, float %11154, float %11152
  %11166 = select i1 %11164, i64 %11155, i64 %11153
  %11167 = extractelement <32 x float> %max_best801.0.lcssa, i64 20
  %11168 = extractelement <32 x i64> %max_index802.0.lcssa, i64 20
  %11169 = fcmp uno float %11167, 0.000000e+00
  %11170 = fcmp ord float %11165, 0.000000e+00
  %11171 = icmp ult i64 %11168, %11166
  %11172 = fcmp ogt float %11167, %11165
  %11173 = fcmp oeq float %11167, %11165
  %11174 = or i1 %11170, %11171
  %11175 = and i1 %11173, %11171
  %11176 = or i1 %11172, %11175
  %11177 = select i1 %11169, i1 %11174, i1 %11176
  %11178 = select i1 %11177, float %11167, float %11165
  %11179 = select i1 %11177, i64 %11168, i64 %11166
  %11180 = extractelement <32 x float> %max_best801.0.lcssa, i64 21
  %11181 = extractelement <32 x i64> %max_index802.0.lcssa, i64 21
  %11182 = fcmp uno float %11180, 0.000000e+00
  %11183 = fcmp ord float %11178, 0.000000e+00
  %11184 = icmp ult i64 %11181, %11179
  %11185 = fcmp ogt float %11180, %11178
  %11186 = fcmp oeq float %11180, %11178
  %11187 = or i1 %11183, %11184
  %11188 = and i1 %11186, %11184
  %11189 = or i1 %11185, %11188
  %11190 = select i1 %11182, i1 %11187, i1 %11189
  %11191 = select i1 %11190, float %11180, float %11178
  %11192 = select i1 %11190, i64 %11181, i64 %11179
  %11193 = extractelement <32 x float> %max_best801.0.lcssa, i64 22
  %11194 = extractelement <32 x i64> %max_index802.0.lcssa, i64 22
  %11195 = fcmp uno float %11193, 0.000000e+00
  %11196 = fcmp ord float %11191, 0.000000e+00
  %11197 = icmp ult i64 %11194, %11192
  %11198 = fcmp ogt float %11193, %11191
  %11199 = fcmp oeq float %11193, %11191
  %11200 = or i1 %11196, %11197
  %11201 = and i1 %11199, %11197
  %11202 = or i1 %11198, %11201
  %11203 = select i1 %11195, i1 %11200, i1 %11202
  %11204 = select i1 %11203, float %11193, float %11191
  %11205 = select i1 %11203, i64 %11194, i64 %11192
  %11206 = extractelement <32 x float> %max_best801.0.lcssa, i64 23
  %11207 = extractelement <32 x i64> %max_index802.0.lcssa, i64 23
  %11208 = fcmp uno float %11206, 0.000000e+00
  %11209 = fcmp ord float %11204, 0.000000e+00
  %11210 = icmp ult i64 %11207, %11205
  %11211 = fcmp ogt float %11206, %11204
  %11212 = fcmp oeq float %11206, %11204
  %11213 = or i1 %11209, %11210
  %11214 = and i1 %11212, %11210
  %11215 = or i1 %11211, %11214
  %11216 = select i1 %11208, i1 %11213, i1 %11215
  %11217 = select i1 %11216, float %11206, float %11204
  %11218 = select i1 %11216, i64 %11207, i64 %11205
  %11219 = extractelement <32 x float> %max_best801.0.lcssa, i64 24
  %11220 = extractelement <32 x i64> %max_index802.0.lcssa, i64 24
  %11221 = fcmp uno float %11219, 0.000000e+00
  %11222 = fcmp ord float %11217, 0.000000e+00
  %11223 = icmp ult i64 %11220, %11218
  %11224 = fcmp ogt float %11219, %11217
  %11225 = fcmp oeq float %11219, %11217
  %11226 = or i1 %11222, %11223
  %11227 = and i1 %11225, %11223
  %11228 = or i1 %11224, %11227
  %11229 = select i1 %11221, i1 %11226, i1 %11228
  %11230 = select i1 %11229, float %11219, float %11217
  %11231 = select i1 %11229, i64 %11220, i64 %11218
  %11232 = extractelement <32 x float> %max_best801.0.lcssa, i64 25
  %11233 = extractelement <32 x i64> %max_index802.0.lcssa, i64 25
  %11234 = fcmp uno float %11232, 0.000000e+00
  %11235 = fcmp ord float %11230, 0.000000e+00
  %11236 = icmp ult i64 %11233, %11231
  %11237 = fcmp ogt float %11232, %11230
  %11238 = fcmp oeq float %11232, %11230
  %11239 = or i1 %11235, %11236
  %11240 = and i1 %11238, %11236
  %11241 = or i1 %11237, %11240
  %11242 = select i1 %11234, i1 %11239, i1 %11241
  %11243 = select i1 %11242, float %11232, float %11230
  %11244 = select i1 %11242, i64 %11233, i64 %11231
  %11245 = extractelement <32 x float> %max_best801.0.lcssa, i64 26
  %11246 = extractelement <32 x i64> %max_index802.0.lcssa, i64 26
  %11247 = fcmp uno float %11245, 0.000000e+00
  %11248 = fcmp ord float %11243, 0.000000e+00
  %11249 = icmp ult i64 %11246, %11244
  %11250 = fcmp ogt float %11245, %11243
  %11251 = fcmp oeq float %11245, %11243
  %11252 = or i1 %11248, %11249
  %11253 = and i1 %11251, %11249
  %11254 = or i1 %11250, %11253
  %11255 = select i1 %11247, i1 %11252, i1 %11254
  %11256 = select i1 %11255, float %11245, float %11243
  %11257 = select i1 %11255, i64 %11246, i64 %11244
  %11258 = extractelement <32 x float> %max_best801.0.lcssa, i64 27
  %11259 = extractelement <32 x i64> %max_index802.0.lcssa, i64 27
  %11260 = fcmp uno float %11258, 0.000000e+00
  %11261 = fcmp ord float %11256, 0.000000e+00
  %11262 = icmp ult i64 %11259, %11257
  %11263 = fcmp ogt float %11258, %11256
  %11264 = fcmp oeq float %11258, %11256
  %11265 = or i1 %11261, %11262
  %11266 = and i1 %11264, %11262
  %11267 = or i1 %11263, %11266
  %11268 = select i1 %11260, i1 %11265, i1 %11267
  %11269 = select i1 %11268, float %11258, float %11256
  %11270 = select i1 %11268, i64 %11259, i64 %11257
  %11271 = extractelement <32 x float> %max_best801.0.lcssa, i64 28
  %11272 = extractelement <32 x i64> %max_index802.0.lcssa, i64 28
  %11273 = fcmp uno float %11271, 0.000000e+00
  %11274 = fcmp ord float %11269, 0.000000e+00
  %11275 = icmp ult i64 %11272, %11270
  %11276 = fcmp ogt float %11271, %11269
  %11277 = fcmp oeq float %11271, %11269
  %11278 = or i1 %11274, %11275
  %11279 = and i1 %11277, %11275
  %11280 = or i1 %11276, %11279
  %11281 = select i1 %11273, i1 %11278, i1 %11280
  %11282 = select i1 %11281, float %11271, float %11269
  %11283 = select i1 %11281, i64 %11272, i64 %11270
  %11284 = extractelement <32 x float> %max_best801.0.lcssa, i64 29
  %11285 = extractelement <32 x i64> %max_index802.0.lcssa, i64 29
  %11286 = fcmp uno float %11284, 0.000000e+00
  %11287 = fcmp ord float %11282, 0.000000e+00
  %11288 = icmp ult i64 %11285, %11283
  %11289 = fcmp ogt float %11284, %11282
  %11290 = fcmp oeq float %11284, %11282
  %11291 = or i1 %11287, %11288
  %11292 = and i1 %11290, %11288
  %11293 = or i1 %11289, %11292
  %11294 = select i1 %11286, i1 %11291, i1 %11293
  %11295 = select i1 %11294, float %11284, float %11282
  %11296 = select i1 %11294, i64 %11285, i64 %11283
  %11297 = extractelement <32 x float> %max_best801.0.lcssa, i64 30
  %11298 = extractelement <32 x i64> %max_index802.0.lcssa, i64 30
  %11299 = fcmp uno float %11297, 0.000000e+00
  %11300 = fcmp ord float %11295, 0.000000e+00
  %11301 = icmp ult i64 %11298, %11296
  %11302 = fcmp ogt float %11297, %11295
  %11303 = fcmp oeq float %11297, %11295
  %11304 = or i1 %11300, %11301
  %11305 = and i1 %11303, %11301
  %11306 = or i1 %11302, %11305
  %11307 = select i1 %11299, i1 %11304, i1 %11306
  %11308 = select i1 %11307, float %11297, float %11295
  %11309 = select i1 %11307, i64 %11298, i64 %11296
  %11310 = extractelement <32 x float> %max_best801.0.lcssa, i64 31
  %11311 = extractelement <32 x i64> %max_index802.0.lcssa, i64 31
  %11312 = fcmp uno float %11310, 0.000000e+00
  %11313 = fcmp ord float %11308, 0.000000e+00
  %11314 = icmp ult i64 %11311, %11309
  %11315 = fcmp ogt float %11310, %11308
  %11316 = fcmp oeq float %11310, %11308
  %11317 = or i1 %11313, %11314
  %11318 = and i1 %11316, %11314
  %11319 = or i1 %11315, %11318
  %11320 = select i1 %11312, i1 %11317, i1 %11319
  %11321 = select i1 %11320, i64 %11311, i64 %11309
  br i1 %.not1378, label %fold_tail.exit812, label %fold_tail.body811.preheader

fold_tail.body811.preheader:                      ; preds = %max_block.exit806
  %11322 = select i1 %11320, float %11310, float %11308
  br label %fold_tail.body811

fold_tail.body811:                                ; preds = %fold_tail.body811.preheader, %fold_tail.body811
  %fold_tail8131351 = phi i64 [ %11331, %fold_tail.body811 ], [ %blocks_end219, %fold_tail.body811.preheader ]
  %fold_index797.01350 = phi i64 [ %11330, %fold_tail.body811 ], [ %11321, %fold_tail.body811.preheader ]
  %fold_value796.01349 = phi float [ %11329, %fold_tail.body811 ], [ %11322, %fold_tail.body811.preheader ]
  %11323 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail8131351
  %11324 = load float, ptr %11323, align 4
  %11325 = fcmp ogt float %11324, %fold_value796.01349
  %11326 = fcmp uno float %11324, 0.000000e+00
  %11327 = fcmp ord float %fold_value796.01349, 0.000000e+00
  %11328 = and i1 %11327, %11326
  %take814 = or i1 %11325, %11328
  %11329 = select i1 %take814, float %11324, float %fold_value796.01349
  %11330 = select i1 %take814, i64 %fold_tail8131351, i64 %fold_index797.01350
  %11331 = add nuw i64 %fold_tail8131351, 1
  %11332 = icmp ult i64 %11331, %n_features
  br i1 %11332, label %fold_tail.body811, label %fold_tail.exit812

fold_tail.exit812:                                ; preds = %fold_tail.body811, %max_block.exit806
  %fold_index797.0.lcssa = phi i64 [ %11321, %max_block.exit806 ], [ %11330, %fold_tail.body811 ]
  %argmax815 = uitofp i64 %fold_index797.0.lcssa to float
  br label %guard.done753
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
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

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
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !2, !1}
!29 = distinct !{!29, !1, !2}
!30 = !{!"branch_weights", i32 8, i32 24}
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
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !2, !1}
!80 = distinct !{!80, !13}
!81 = distinct !{!81, !2, !1}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !2, !1}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !2, !1}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !2, !1}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !2, !1}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !2, !1}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !2, !1}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !2, !1}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !2, !1}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !2, !1}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !2, !1}
!112 = distinct !{!112, !1, !2}
!113 = distinct !{!113, !1, !2}
!114 = distinct !{!114, !2, !1}
!115 = distinct !{!115, !1, !2}
!116 = distinct !{!116, !1, !2}
!117 = distinct !{!117, !2, !1}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1, !2}
!120 = distinct !{!120, !2, !1}
!121 = distinct !{!121, !1, !2}
!122 = distinct !{!122, !1, !2}
!123 = distinct !{!123, !2, !1}
!124 = distinct !{!124, !1, !2}
!125 = distinct !{!125, !1, !2}
!126 = distinct !{!126, !2, !1}
!127 = distinct !{!127, !1, !2}
!128 = distinct !{!128, !1, !2}
!129 = distinct !{!129, !2, !1}
!130 = distinct !{!130, !1}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1, !2}
!133 = distinct !{!133, !2, !1}
!134 = distinct !{!134, !13}
!135 = distinct !{!135, !1, !2}
!136 = distinct !{!136, !1, !2}
!137 = distinct !{!137, !1}
!138 = distinct !{!138, !1, !2}
!139 = distinct !{!139, !1}
!140 = distinct !{!140, !13}
!141 = distinct !{!141, !1, !2}
!142 = distinct !{!142, !13}
!143 = distinct !{!143, !13}
!144 = distinct !{!144, !1}
!145 = distinct !{!145, !13}
!146 = distinct !{!146, !13}
!147 = distinct !{!147, !1, !2}
!148 = distinct !{!148, !2, !1}
!149 = distinct !{!149, !1, !2}
!150 = distinct !{!150, !2, !1}
!151 = distinct !{!151, !1, !2}
!152 = distinct !{!152, !1}
!153 = distinct !{!153, !1, !2}
!154 = distinct !{!154, !2, !1}
!155 = distinct !{!155, !1, !2}
!156 = distinct !{!156, !2, !1}
!157 = distinct !{!157, !1, !2}
!158 = distinct !{!158, !1, !2}
!159 = distinct !{!159, !1}
