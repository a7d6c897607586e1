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
  %scratch = load ptr, ptr %2, align 8
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %row_begin = load i64, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %row_end = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %n_features = load i64, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %inv_t = load float, ptr %6, align 8
  %7 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %top_p = load float, ptr %7, align 8
  %8 = icmp ult i64 %row_begin, %row_end
  br i1 %8, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %entry
  %scratch590 = ptrtoint ptr %scratch to i64
  %input_0591 = ptrtoint ptr %input_0 to i64
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 92
  %greedy = load i32, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %top_k = load i64, ptr %10, align 8
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %key1 = load i64, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %key0 = load i64, ptr %12, align 8
  %.not = icmp eq i64 %n_features, 0
  %13 = getelementptr float, ptr %scratch, i64 %n_features
  %.idx318 = shl i64 %n_features, 3
  %14 = getelementptr i8, ptr %scratch, i64 %.idx318
  %.idx319 = mul i64 %n_features, 12
  %15 = getelementptr i8, ptr %scratch, i64 %.idx319
  %.idx320 = shl i64 %n_features, 4
  %16 = getelementptr i8, ptr %scratch, i64 %.idx320
  %blocks_end = and i64 %n_features, -8
  %.not434 = icmp eq i64 %blocks_end, 0
  %.not435 = icmp eq i64 %blocks_end, %n_features
  %not_greedy = icmp eq i32 %greedy, 0
  %top_k_on = icmp ne i64 %top_k, 0
  %guard = and i1 %top_k_on, %not_greedy
  %top_k83 = uitofp i64 %top_k to float
  %17 = add i64 %n_features, -1
  %ctlz = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %17, i1 false)
  %index_bits = sub nuw nsw i64 64, %ctlz
  %notmask = shl nsw i64 -1, %index_bits
  %mask = xor i64 %notmask, -1
  %.not447 = icmp eq i64 %17, 0
  %top_p_on = fcmp olt float %top_p, 1.000000e+00
  %guard103 = and i1 %top_p_on, %not_greedy
  %18 = fcmp ogt float %top_p, 0.000000e+00
  %19 = fcmp oge float %top_p, 1.000000e+00
  %20 = select i1 %19, float 1.000000e+00, float 0.000000e+00
  %greedy230 = select i1 %not_greedy, float 0.000000e+00, float 1.000000e+00
  %21 = fcmp ogt float %greedy230, %20
  %max231 = select i1 %21, float %greedy230, float %20
  %22 = trunc i64 %key0 to i32
  %23 = lshr i64 %key0, 32
  %24 = and i64 %key1, 4294967295
  %25 = mul nuw i64 %24, 3449720151
  %26 = lshr i64 %25, 32
  %invariant.op433 = xor i64 %key0, %26
  %27 = xor i64 %key1, %key0
  %28 = add i64 %key0, 2654435769
  %29 = add nuw nsw i64 %23, 3144134277
  %30 = add i64 %key0, 1013904242
  %31 = add nuw nsw i64 %23, 1993301258
  %32 = add i64 %key0, 3668340011
  %33 = add nuw nsw i64 %23, 842468239
  %34 = add i64 %key0, 2027808484
  %35 = add nuw nsw i64 %23, 3986602516
  %36 = add i64 %key0, 387276957
  %37 = add nuw nsw i64 %23, 2835769497
  %38 = add i64 %key0, 3041712726
  %39 = add nuw nsw i64 %23, 1684936478
  %40 = add i64 %key0, 1401181199
  %41 = add nuw nsw i64 %23, 534103459
  %42 = add nuw nsw i64 %23, 3678237736
  %43 = add i32 %22, -1879881855
  %umax = tail call i64 @llvm.umax.i64(i64 %index_bits, i64 1)
  %44 = uitofp i64 %n_features to float
  %45 = mul i64 %row_begin, %n_features
  %46 = shl i64 %45, 2
  %47 = add i64 %46, %input_0591
  %48 = sub i64 %scratch590, %47
  %49 = mul i64 %n_features, -4
  %50 = shl i64 %row_begin, 2
  %51 = sub i64 4, %50
  %52 = mul i64 %n_features, %51
  %53 = add i64 %52, %scratch590
  %54 = sub i64 %53, %input_0591
  %55 = mul i64 %n_features, -4
  %56 = mul i64 %row_begin, %n_features
  %57 = shl i64 %56, 2
  %58 = add i64 %57, %input_0591
  %59 = sub i64 %scratch590, %58
  %60 = mul i64 %n_features, -4
  %61 = mul i64 %n_features, -4
  %62 = shl i64 %row_begin, 2
  %63 = sub i64 4, %62
  %64 = mul i64 %n_features, %63
  %65 = add i64 %64, %scratch590
  %66 = sub i64 %65, %input_0591
  %67 = mul i64 %n_features, -4
  %68 = mul i64 %row_begin, %n_features
  %69 = shl i64 %68, 2
  %70 = add i64 %69, %input_0591
  %71 = sub i64 %scratch590, %70
  %72 = mul i64 %n_features, -4
  %73 = shl i64 %row_begin, 2
  %74 = insertelement <4 x i64> poison, i64 %73, i64 0
  %75 = shufflevector <4 x i64> %74, <4 x i64> poison, <4 x i32> zeroinitializer
  %76 = sub <4 x i64> <i64 4, i64 8, i64 12, i64 16>, %75
  %77 = insertelement <4 x i64> poison, i64 %n_features, i64 0
  %78 = shufflevector <4 x i64> %77, <4 x i64> poison, <4 x i32> zeroinitializer
  %79 = mul <4 x i64> %78, %76
  %80 = insertelement <4 x i64> poison, i64 %scratch590, i64 0
  %81 = shufflevector <4 x i64> %80, <4 x i64> poison, <4 x i32> zeroinitializer
  %82 = add <4 x i64> %79, %81
  %83 = insertelement <4 x i64> poison, i64 %input_0591, i64 0
  %84 = shufflevector <4 x i64> %83, <4 x i64> poison, <4 x i32> zeroinitializer
  %85 = sub <4 x i64> %82, %84
  %86 = add i64 %blocks_end, -1
  %87 = lshr i64 %86, 3
  %88 = add nuw nsw i64 %87, 1
  %89 = add i64 %n_features, -1
  %min.iters.check900 = icmp ult i64 %n_features, 8
  %90 = and i64 %n_features, 4611686018427387896
  %diff.check882 = icmp eq i64 %90, 0
  %diff.check883 = icmp ult i64 %.idx318, 32
  %diff.check885 = icmp ult i64 %.idx319, 32
  %diff.check887 = icmp ult i64 %.idx320, 32
  %op.rdx916 = or i1 %diff.check885, %diff.check887
  %invariant.op1130 = or i1 %diff.check883, %op.rdx916
  %n.vec903 = and i64 %n_features, -8
  %broadcast.splatinsert904 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat905 = shufflevector <8 x float> %broadcast.splatinsert904, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n911 = icmp eq i64 %n_features, %n.vec903
  %xtraiter = and i64 %88, 3
  %91 = icmp ult i64 %blocks_end, 25
  %unroll_iter = and i64 %88, 4611686018427387900
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %lcmp.mod969 = icmp ne i64 %xtraiter, 0
  %xtraiter970 = and i64 %88, 3
  %92 = icmp ult i64 %blocks_end, 25
  %unroll_iter976 = and i64 %88, 4611686018427387900
  %lcmp.mod972.not = icmp eq i64 %xtraiter970, 0
  %lcmp.mod975 = icmp ne i64 %xtraiter970, 0
  %xtraiter978 = and i64 %88, 3
  %93 = icmp ult i64 %blocks_end, 25
  %unroll_iter984 = and i64 %88, 4611686018427387900
  %lcmp.mod980.not = icmp eq i64 %xtraiter978, 0
  %lcmp.mod983 = icmp ne i64 %xtraiter978, 0
  %xtraiter986 = and i64 %88, 3
  %94 = icmp ult i64 %blocks_end, 25
  %unroll_iter992 = and i64 %88, 4611686018427387900
  %lcmp.mod988.not = icmp eq i64 %xtraiter986, 0
  %lcmp.mod991 = icmp ne i64 %xtraiter986, 0
  %xtraiter994 = and i64 %88, 3
  %95 = icmp ult i64 %blocks_end, 25
  %unroll_iter1000 = and i64 %88, 4611686018427387900
  %lcmp.mod996.not = icmp eq i64 %xtraiter994, 0
  %lcmp.mod999 = icmp ne i64 %xtraiter994, 0
  %min.iters.check850 = icmp ult i64 %n_features, 4
  %min.iters.check853 = icmp ult i64 %n_features, 32
  %n.mod.vf856 = and i64 %n_features, 28
  %n.vec857 = and i64 %n_features, -32
  %cmp.n866 = icmp eq i64 %n_features, %n.vec857
  %min.epilog.iters.check870 = icmp eq i64 %n.mod.vf856, 0
  %n.vec873 = and i64 %n_features, -4
  %cmp.n879 = icmp eq i64 %n_features, %n.vec873
  %xtraiter1002 = and i64 %n_features, 1
  %lcmp.mod1003.not = icmp eq i64 %xtraiter1002, 0
  %min.iters.check801 = icmp ult i64 %n_features, 4
  %min.iters.check804 = icmp ult i64 %n_features, 16
  %n.mod.vf807 = and i64 %n_features, 12
  %n.vec808 = and i64 %n_features, -16
  %cmp.n826 = icmp eq i64 %n_features, %n.vec808
  %min.epilog.iters.check830 = icmp eq i64 %n.mod.vf807, 0
  %n.vec833 = and i64 %n_features, -4
  %cmp.n842 = icmp eq i64 %n_features, %n.vec833
  %min.iters.check740 = icmp ult i64 %n_features, 4
  %min.iters.check743 = icmp ult i64 %n_features, 16
  %n.mod.vf746 = and i64 %n_features, 12
  %n.vec747 = and i64 %n_features, -16
  %broadcast.splatinsert750 = insertelement <4 x i64> poison, i64 %mask, i64 0
  %broadcast.splat751 = shufflevector <4 x i64> %broadcast.splatinsert750, <4 x i64> poison, <4 x i32> zeroinitializer
  %cmp.n772 = icmp eq i64 %n_features, %n.vec747
  %min.epilog.iters.check776 = icmp eq i64 %n.mod.vf746, 0
  %n.vec779 = and i64 %n_features, -4
  %broadcast.splatinsert782 = insertelement <4 x i64> poison, i64 %mask, i64 0
  %broadcast.splat783 = shufflevector <4 x i64> %broadcast.splatinsert782, <4 x i64> poison, <4 x i32> zeroinitializer
  %cmp.n797 = icmp eq i64 %n_features, %n.vec779
  %min.iters.check698 = icmp ult i64 %n_features, 4
  %min.iters.check700 = icmp ult i64 %n_features, 32
  %n.mod.vf702 = and i64 %n_features, 28
  %n.vec703 = and i64 %n_features, -32
  %broadcast.splatinsert704 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat705 = shufflevector <8 x float> %broadcast.splatinsert704, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n720 = icmp eq i64 %n_features, %n.vec703
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf702, 0
  %n.vec723 = and i64 %n_features, -4
  %broadcast.splatinsert724 = insertelement <4 x float> poison, float %inv_t, i64 0
  %broadcast.splat725 = shufflevector <4 x float> %broadcast.splatinsert724, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n737 = icmp eq i64 %n_features, %n.vec723
  %xtraiter1004 = and i64 %n_features, 1
  %lcmp.mod1005.not = icmp eq i64 %xtraiter1004, 0
  %xtraiter1006 = and i64 %88, 3
  %96 = icmp ult i64 %blocks_end, 25
  %unroll_iter1012 = and i64 %88, 4611686018427387900
  %lcmp.mod1008.not = icmp eq i64 %xtraiter1006, 0
  %lcmp.mod1011 = icmp ne i64 %xtraiter1006, 0
  %min.iters.check674 = icmp ult i64 %n_features, 8
  %n.vec677 = and i64 %n_features, -8
  %broadcast.splatinsert678 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat679 = shufflevector <8 x float> %broadcast.splatinsert678, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n693 = icmp eq i64 %n_features, %n.vec677
  %xtraiter1014 = and i64 %n_features, 7
  %97 = icmp ult i64 %89, 7
  %unroll_iter1019 = and i64 %n_features, -8
  %lcmp.mod1016.not = icmp eq i64 %xtraiter1014, 0
  %lcmp.mod1018 = icmp ne i64 %xtraiter1014, 0
  %min.iters.check648 = icmp ult i64 %n_features, 8
  %n.vec651 = and i64 %n_features, -8
  %broadcast.splatinsert654 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat655 = shufflevector <8 x float> %broadcast.splatinsert654, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n669 = icmp eq i64 %n_features, %n.vec651
  %xtraiter1021 = and i64 %n_features, 1
  %98 = icmp eq i64 %89, 0
  %unroll_iter1026 = and i64 %n_features, -2
  %lcmp.mod1023.not = icmp eq i64 %xtraiter1021, 0
  %lcmp.mod1025 = icmp ne i64 %xtraiter1021, 0
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec = and i64 %n_features, -8
  %broadcast.splatinsert594 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat595 = shufflevector <8 x float> %broadcast.splatinsert594, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert608 = insertelement <8 x float> poison, float %max231, i64 0
  %broadcast.splat609 = shufflevector <8 x float> %broadcast.splatinsert608, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert610 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat611 = shufflevector <8 x i64> %broadcast.splatinsert610, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert616 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat617 = shufflevector <8 x i64> %broadcast.splatinsert616, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert620 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat621 = shufflevector <8 x i64> %broadcast.splatinsert620, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert622 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat623 = shufflevector <8 x i64> %broadcast.splatinsert622, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert624 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat625 = shufflevector <8 x i64> %broadcast.splatinsert624, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert626 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat627 = shufflevector <8 x i64> %broadcast.splatinsert626, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert628 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat629 = shufflevector <8 x i64> %broadcast.splatinsert628, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert630 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat631 = shufflevector <8 x i64> %broadcast.splatinsert630, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert632 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat633 = shufflevector <8 x i64> %broadcast.splatinsert632, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert634 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat635 = shufflevector <8 x i64> %broadcast.splatinsert634, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert636 = insertelement <8 x i64> poison, i64 %40, i64 0
  %broadcast.splat637 = shufflevector <8 x i64> %broadcast.splatinsert636, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert638 = insertelement <8 x i64> poison, i64 %41, i64 0
  %broadcast.splat639 = shufflevector <8 x i64> %broadcast.splatinsert638, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert640 = insertelement <8 x i64> poison, i64 %42, i64 0
  %broadcast.splat641 = shufflevector <8 x i64> %broadcast.splatinsert640, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert642 = insertelement <8 x i32> poison, i32 %43, i64 0
  %broadcast.splat643 = shufflevector <8 x i32> %broadcast.splatinsert642, <8 x i32> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %25, %28
  %.scalar920 = and i64 %.scalar, 4294967295
  %99 = insertelement <8 x i64> poison, i64 %.scalar920, i64 0
  %.masked = shufflevector <8 x i64> %99, <8 x i64> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %invariant.op = xor i64 %28, %25
  %xtraiter1049 = and i64 %88, 3
  %100 = icmp ult i64 %blocks_end, 25
  %unroll_iter1055 = and i64 %88, 4611686018427387900
  %lcmp.mod1051.not = icmp eq i64 %xtraiter1049, 0
  %lcmp.mod1054 = icmp ne i64 %xtraiter1049, 0
  br label %row.body

row.body:                                         ; preds = %row.body.lr.ph, %fold_tail.exit249
  %indvar = phi i64 [ 0, %row.body.lr.ph ], [ %indvar.next, %fold_tail.exit249 ]
  %row432 = phi i64 [ %row_begin, %row.body.lr.ph ], [ %2570, %fold_tail.exit249 ]
  %101 = mul i64 %72, %indvar
  %102 = add i64 %71, %101
  %103 = insertelement <4 x i64> poison, i64 %101, i64 0
  %104 = shufflevector <4 x i64> %103, <4 x i64> poison, <4 x i32> zeroinitializer
  %105 = add <4 x i64> %85, %104
  %106 = mul i64 %67, %indvar
  %107 = add i64 %66, %106
  %108 = add i64 %71, %106
  %109 = mul i64 %61, %indvar
  %110 = add i64 %59, %109
  %111 = mul i64 %60, %indvar
  %112 = add i64 %59, %111
  %113 = mul i64 %55, %indvar
  %114 = add i64 %54, %113
  %115 = add i64 %59, %113
  %116 = mul i64 %49, %indvar
  %117 = add i64 %48, %116
  %row_offset = mul i64 %row432, %n_features
  %id_ptr = getelementptr inbounds i64, ptr %out_0, i64 %row432
  %118 = getelementptr inbounds float, ptr %input_0, i64 %row_offset
  %119 = getelementptr inbounds float, ptr %status, i64 %row432
  br i1 %.not, label %max_block.exit, label %feature.body.preheader

feature.body.preheader:                           ; preds = %row.body
  br i1 %min.iters.check900, label %feature.body.preheader926, label %vector.memcheck881

vector.memcheck881:                               ; preds = %feature.body.preheader
  %diff.check889 = icmp ult i64 %102, 32
  %120 = icmp ult <4 x i64> %105, splat (i64 32)
  %121 = bitcast <4 x i1> %120 to i4
  %122 = icmp ne i4 %121, 0
  %op.rdx917 = or i1 %diff.check889, %diff.check882
  %op.rdx918.reass = or i1 %122, %invariant.op1130
  %op.rdx919 = or i1 %op.rdx918.reass, %op.rdx917
  br i1 %op.rdx919, label %feature.body.preheader926, label %vector.body906

vector.body906:                                   ; preds = %vector.memcheck881, %vector.body906
  %index907 = phi i64 [ %index.next909, %vector.body906 ], [ 0, %vector.memcheck881 ]
  %123 = getelementptr inbounds float, ptr %118, i64 %index907
  %wide.load908 = load <8 x float>, ptr %123, align 4
  %124 = fcmp uno <8 x float> %wide.load908, zeroinitializer
  %125 = select <8 x i1> %124, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %126 = fcmp oeq <8 x float> %wide.load908, splat (float 0x7FF0000000000000)
  %127 = select <8 x i1> %126, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %128 = fmul <8 x float> %broadcast.splat905, %wide.load908
  %129 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %128)
  %130 = fcmp oeq <8 x float> %129, splat (float 0x7FF0000000000000)
  %131 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %wide.load908)
  %132 = fcmp one <8 x float> %131, splat (float 0x7FF0000000000000)
  %133 = select <8 x i1> %130, <8 x i1> %132, <8 x i1> zeroinitializer
  %134 = select <8 x i1> %133, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %135 = getelementptr inbounds float, ptr %scratch, i64 %index907
  store <8 x float> %125, ptr %135, align 4
  %136 = getelementptr float, ptr %13, i64 %index907
  store <8 x float> %127, ptr %136, align 4
  %137 = getelementptr float, ptr %14, i64 %index907
  store <8 x float> %wide.load908, ptr %137, align 4
  %138 = getelementptr float, ptr %15, i64 %index907
  store <8 x float> %wide.load908, ptr %138, align 4
  %139 = getelementptr float, ptr %16, i64 %index907
  store <8 x float> %134, ptr %139, align 4
  %index.next909 = add nuw i64 %index907, 8
  %140 = icmp eq i64 %index.next909, %n.vec903
  br i1 %140, label %middle.block910, label %vector.body906, !llvm.loop !0

middle.block910:                                  ; preds = %vector.body906
  br i1 %cmp.n911, label %feature.exit, label %feature.body.preheader926

feature.body.preheader926:                        ; preds = %vector.memcheck881, %feature.body.preheader, %middle.block910
  %feature330.ph = phi i64 [ 0, %vector.memcheck881 ], [ 0, %feature.body.preheader ], [ %n.vec903, %middle.block910 ]
  br label %feature.body

row.exit:                                         ; preds = %fold_tail.exit249, %entry
  ret void

feature.body:                                     ; preds = %feature.body.preheader926, %feature.body
  %feature330 = phi i64 [ %159, %feature.body ], [ %feature330.ph, %feature.body.preheader926 ]
  %141 = getelementptr inbounds float, ptr %118, i64 %feature330
  %142 = load float, ptr %141, align 4
  %143 = fcmp uno float %142, 0.000000e+00
  %144 = select i1 %143, float 1.000000e+00, float 0.000000e+00
  %145 = fcmp oeq float %142, 0x7FF0000000000000
  %146 = select i1 %145, float 1.000000e+00, float 0.000000e+00
  %147 = fmul float %inv_t, %142
  %148 = tail call float @llvm.fabs.f32(float %147)
  %149 = fcmp oeq float %148, 0x7FF0000000000000
  %150 = tail call float @llvm.fabs.f32(float %142)
  %151 = fcmp one float %150, 0x7FF0000000000000
  %152 = select i1 %149, i1 %151, i1 false
  %153 = select i1 %152, float 1.000000e+00, float 0.000000e+00
  %154 = getelementptr inbounds float, ptr %scratch, i64 %feature330
  store float %144, ptr %154, align 4
  %155 = getelementptr float, ptr %13, i64 %feature330
  store float %146, ptr %155, align 4
  %156 = getelementptr float, ptr %14, i64 %feature330
  store float %142, ptr %156, align 4
  %157 = getelementptr float, ptr %15, i64 %feature330
  store float %142, ptr %157, align 4
  %158 = getelementptr float, ptr %16, i64 %feature330
  store float %153, ptr %158, align 4
  %159 = add nuw i64 %feature330, 1
  %exitcond.not = icmp eq i64 %159, %n_features
  br i1 %exitcond.not, label %feature.exit, label %feature.body, !llvm.loop !3

feature.exit:                                     ; preds = %feature.body, %middle.block910
  br i1 %.not434, label %max_block.exit, label %max_block.body.preheader

max_block.body.preheader:                         ; preds = %feature.exit
  br i1 %91, label %max_block.body.epil.preheader, label %max_block.body

max_block.body:                                   ; preds = %max_block.body.preheader, %max_block.body
  %max_block333 = phi i64 [ %203, %max_block.body ], [ 0, %max_block.body.preheader ]
  %max_best.0332 = phi <8 x float> [ %198, %max_block.body ], [ splat (float 0xFFF0000000000000), %max_block.body.preheader ]
  %max_index.0331 = phi <8 x i64> [ %202, %max_block.body ], [ zeroinitializer, %max_block.body.preheader ]
  %niter = phi i64 [ %niter.next.3, %max_block.body ], [ 0, %max_block.body.preheader ]
  %160 = getelementptr inbounds float, ptr %scratch, i64 %max_block333
  %block = load <8 x float>, ptr %160, align 4
  %161 = fcmp ogt <8 x float> %block, %max_best.0332
  %162 = fcmp uno <8 x float> %block, zeroinitializer
  %163 = fcmp ord <8 x float> %max_best.0332, zeroinitializer
  %164 = and <8 x i1> %163, %162
  %take = or <8 x i1> %161, %164
  %165 = select <8 x i1> %take, <8 x float> %block, <8 x float> %max_best.0332
  %166 = insertelement <8 x i64> poison, i64 %max_block333, i64 0
  %167 = shufflevector <8 x i64> %166, <8 x i64> poison, <8 x i32> zeroinitializer
  %168 = or disjoint <8 x i64> %167, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %169 = select <8 x i1> %take, <8 x i64> %168, <8 x i64> %max_index.0331
  %170 = or disjoint i64 %max_block333, 8
  %171 = getelementptr inbounds float, ptr %scratch, i64 %170
  %block.1 = load <8 x float>, ptr %171, align 4
  %172 = fcmp ogt <8 x float> %block.1, %165
  %173 = fcmp uno <8 x float> %block.1, zeroinitializer
  %174 = fcmp ord <8 x float> %165, zeroinitializer
  %175 = and <8 x i1> %174, %173
  %take.1 = or <8 x i1> %172, %175
  %176 = select <8 x i1> %take.1, <8 x float> %block.1, <8 x float> %165
  %177 = insertelement <8 x i64> poison, i64 %170, i64 0
  %178 = shufflevector <8 x i64> %177, <8 x i64> poison, <8 x i32> zeroinitializer
  %179 = or disjoint <8 x i64> %178, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %180 = select <8 x i1> %take.1, <8 x i64> %179, <8 x i64> %169
  %181 = or disjoint i64 %max_block333, 16
  %182 = getelementptr inbounds float, ptr %scratch, i64 %181
  %block.2 = load <8 x float>, ptr %182, align 4
  %183 = fcmp ogt <8 x float> %block.2, %176
  %184 = fcmp uno <8 x float> %block.2, zeroinitializer
  %185 = fcmp ord <8 x float> %176, zeroinitializer
  %186 = and <8 x i1> %185, %184
  %take.2 = or <8 x i1> %183, %186
  %187 = select <8 x i1> %take.2, <8 x float> %block.2, <8 x float> %176
  %188 = insertelement <8 x i64> poison, i64 %181, i64 0
  %189 = shufflevector <8 x i64> %188, <8 x i64> poison, <8 x i32> zeroinitializer
  %190 = or disjoint <8 x i64> %189, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %191 = select <8 x i1> %take.2, <8 x i64> %190, <8 x i64> %180
  %192 = or disjoint i64 %max_block333, 24
  %193 = getelementptr inbounds float, ptr %scratch, i64 %192
  %block.3 = load <8 x float>, ptr %193, align 4
  %194 = fcmp ogt <8 x float> %block.3, %187
  %195 = fcmp uno <8 x float> %block.3, zeroinitializer
  %196 = fcmp ord <8 x float> %187, zeroinitializer
  %197 = and <8 x i1> %196, %195
  %take.3 = or <8 x i1> %194, %197
  %198 = select <8 x i1> %take.3, <8 x float> %block.3, <8 x float> %187
  %199 = insertelement <8 x i64> poison, i64 %192, i64 0
  %200 = shufflevector <8 x i64> %199, <8 x i64> poison, <8 x i32> zeroinitializer
  %201 = or disjoint <8 x i64> %200, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %202 = select <8 x i1> %take.3, <8 x i64> %201, <8 x i64> %191
  %203 = add nuw i64 %max_block333, 32
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3.not = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3.not, label %max_block.exit.loopexit.unr-lcssa, label %max_block.body

max_block.exit.loopexit.unr-lcssa:                ; preds = %max_block.body
  br i1 %lcmp.mod.not, label %max_block.exit, label %max_block.body.epil.preheader

max_block.body.epil.preheader:                    ; preds = %max_block.exit.loopexit.unr-lcssa, %max_block.body.preheader
  %max_block333.epil.init = phi i64 [ 0, %max_block.body.preheader ], [ %203, %max_block.exit.loopexit.unr-lcssa ]
  %max_best.0332.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body.preheader ], [ %198, %max_block.exit.loopexit.unr-lcssa ]
  %max_index.0331.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body.preheader ], [ %202, %max_block.exit.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod969)
  br label %max_block.body.epil

max_block.body.epil:                              ; preds = %max_block.body.epil, %max_block.body.epil.preheader
  %max_block333.epil = phi i64 [ %214, %max_block.body.epil ], [ %max_block333.epil.init, %max_block.body.epil.preheader ]
  %max_best.0332.epil = phi <8 x float> [ %209, %max_block.body.epil ], [ %max_best.0332.epil.init, %max_block.body.epil.preheader ]
  %max_index.0331.epil = phi <8 x i64> [ %213, %max_block.body.epil ], [ %max_index.0331.epil.init, %max_block.body.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %max_block.body.epil ], [ 0, %max_block.body.epil.preheader ]
  %204 = getelementptr inbounds float, ptr %scratch, i64 %max_block333.epil
  %block.epil = load <8 x float>, ptr %204, align 4
  %205 = fcmp ogt <8 x float> %block.epil, %max_best.0332.epil
  %206 = fcmp uno <8 x float> %block.epil, zeroinitializer
  %207 = fcmp ord <8 x float> %max_best.0332.epil, zeroinitializer
  %208 = and <8 x i1> %207, %206
  %take.epil = or <8 x i1> %205, %208
  %209 = select <8 x i1> %take.epil, <8 x float> %block.epil, <8 x float> %max_best.0332.epil
  %210 = insertelement <8 x i64> poison, i64 %max_block333.epil, i64 0
  %211 = shufflevector <8 x i64> %210, <8 x i64> poison, <8 x i32> zeroinitializer
  %212 = or disjoint <8 x i64> %211, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %213 = select <8 x i1> %take.epil, <8 x i64> %212, <8 x i64> %max_index.0331.epil
  %214 = add nuw i64 %max_block333.epil, 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %max_block.exit, label %max_block.body.epil, !llvm.loop !4

max_block.exit:                                   ; preds = %max_block.exit.loopexit.unr-lcssa, %max_block.body.epil, %row.body, %feature.exit
  %max_index.0.lcssa = phi <8 x i64> [ zeroinitializer, %feature.exit ], [ zeroinitializer, %row.body ], [ %202, %max_block.exit.loopexit.unr-lcssa ], [ %213, %max_block.body.epil ]
  %max_best.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %feature.exit ], [ splat (float 0xFFF0000000000000), %row.body ], [ %198, %max_block.exit.loopexit.unr-lcssa ], [ %209, %max_block.body.epil ]
  %215 = extractelement <8 x float> %max_best.0.lcssa, i64 0
  %216 = extractelement <8 x i64> %max_index.0.lcssa, i64 0
  %217 = fcmp une float %215, 0xFFF0000000000000
  %218 = select i1 %217, i64 %216, i64 0
  %219 = extractelement <8 x float> %max_best.0.lcssa, i64 1
  %220 = extractelement <8 x i64> %max_index.0.lcssa, i64 1
  %221 = fcmp uno float %219, 0.000000e+00
  %222 = fcmp ord float %215, 0.000000e+00
  %223 = icmp ult i64 %220, %218
  %224 = fcmp ogt float %219, %215
  %225 = fcmp oeq float %219, %215
  %226 = or i1 %222, %223
  %227 = and i1 %225, %223
  %228 = or i1 %224, %227
  %229 = select i1 %221, i1 %226, i1 %228
  %230 = select i1 %229, float %219, float %215
  %231 = select i1 %229, i64 %220, i64 %218
  %232 = extractelement <8 x float> %max_best.0.lcssa, i64 2
  %233 = extractelement <8 x i64> %max_index.0.lcssa, i64 2
  %234 = fcmp uno float %232, 0.000000e+00
  %235 = fcmp ord float %230, 0.000000e+00
  %236 = icmp ult i64 %233, %231
  %237 = fcmp ogt float %232, %230
  %238 = fcmp oeq float %232, %230
  %239 = or i1 %235, %236
  %240 = and i1 %238, %236
  %241 = or i1 %237, %240
  %242 = select i1 %234, i1 %239, i1 %241
  %243 = select i1 %242, float %232, float %230
  %244 = select i1 %242, i64 %233, i64 %231
  %245 = extractelement <8 x float> %max_best.0.lcssa, i64 3
  %246 = extractelement <8 x i64> %max_index.0.lcssa, i64 3
  %247 = fcmp uno float %245, 0.000000e+00
  %248 = fcmp ord float %243, 0.000000e+00
  %249 = icmp ult i64 %246, %244
  %250 = fcmp ogt float %245, %243
  %251 = fcmp oeq float %245, %243
  %252 = or i1 %248, %249
  %253 = and i1 %251, %249
  %254 = or i1 %250, %253
  %255 = select i1 %247, i1 %252, i1 %254
  %256 = select i1 %255, float %245, float %243
  %257 = select i1 %255, i64 %246, i64 %244
  %258 = extractelement <8 x float> %max_best.0.lcssa, i64 4
  %259 = extractelement <8 x i64> %max_index.0.lcssa, i64 4
  %260 = fcmp uno float %258, 0.000000e+00
  %261 = fcmp ord float %256, 0.000000e+00
  %262 = icmp ult i64 %259, %257
  %263 = fcmp ogt float %258, %256
  %264 = fcmp oeq float %258, %256
  %265 = or i1 %261, %262
  %266 = and i1 %264, %262
  %267 = or i1 %263, %266
  %268 = select i1 %260, i1 %265, i1 %267
  %269 = select i1 %268, float %258, float %256
  %270 = select i1 %268, i64 %259, i64 %257
  %271 = extractelement <8 x float> %max_best.0.lcssa, i64 5
  %272 = extractelement <8 x i64> %max_index.0.lcssa, i64 5
  %273 = fcmp uno float %271, 0.000000e+00
  %274 = fcmp ord float %269, 0.000000e+00
  %275 = icmp ult i64 %272, %270
  %276 = fcmp ogt float %271, %269
  %277 = fcmp oeq float %271, %269
  %278 = or i1 %274, %275
  %279 = and i1 %277, %275
  %280 = or i1 %276, %279
  %281 = select i1 %273, i1 %278, i1 %280
  %282 = select i1 %281, float %271, float %269
  %283 = select i1 %281, i64 %272, i64 %270
  %284 = extractelement <8 x float> %max_best.0.lcssa, i64 6
  %285 = extractelement <8 x i64> %max_index.0.lcssa, i64 6
  %286 = fcmp uno float %284, 0.000000e+00
  %287 = fcmp ord float %282, 0.000000e+00
  %288 = icmp ult i64 %285, %283
  %289 = fcmp ogt float %284, %282
  %290 = fcmp oeq float %284, %282
  %291 = or i1 %287, %288
  %292 = and i1 %290, %288
  %293 = or i1 %289, %292
  %294 = select i1 %286, i1 %291, i1 %293
  %295 = select i1 %294, float %284, float %282
  %296 = select i1 %294, i64 %285, i64 %283
  %297 = extractelement <8 x float> %max_best.0.lcssa, i64 7
  %298 = extractelement <8 x i64> %max_index.0.lcssa, i64 7
  %299 = fcmp uno float %297, 0.000000e+00
  %300 = fcmp ord float %295, 0.000000e+00
  %301 = icmp ult i64 %298, %296
  %302 = fcmp ogt float %297, %295
  %303 = fcmp oeq float %297, %295
  %304 = or i1 %300, %301
  %305 = and i1 %303, %301
  %306 = or i1 %302, %305
  %307 = select i1 %299, i1 %304, i1 %306
  %308 = select i1 %307, float %297, float %295
  br i1 %.not435, label %fold_tail.exit, label %fold_tail.body

fold_tail.body:                                   ; preds = %max_block.exit, %fold_tail.body
  %fold_tail337 = phi i64 [ %316, %fold_tail.body ], [ %blocks_end, %max_block.exit ]
  %fold_value.0336 = phi float [ %315, %fold_tail.body ], [ %308, %max_block.exit ]
  %309 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail337
  %310 = load float, ptr %309, align 4
  %311 = fcmp ogt float %310, %fold_value.0336
  %312 = fcmp uno float %310, 0.000000e+00
  %313 = fcmp ord float %fold_value.0336, 0.000000e+00
  %314 = and i1 %313, %312
  %take1 = or i1 %311, %314
  %315 = select i1 %take1, float %310, float %fold_value.0336
  %316 = add nuw i64 %fold_tail337, 1
  %317 = icmp ult i64 %316, %n_features
  br i1 %317, label %fold_tail.body, label %fold_tail.exit

fold_tail.exit:                                   ; preds = %fold_tail.body, %max_block.exit
  %fold_value.0.lcssa = phi float [ %308, %max_block.exit ], [ %315, %fold_tail.body ]
  br i1 %.not434, label %max_block.exit12, label %max_block.body11.preheader

max_block.body11.preheader:                       ; preds = %fold_tail.exit
  br i1 %92, label %max_block.body11.epil.preheader, label %max_block.body11

max_block.body11:                                 ; preds = %max_block.body11.preheader, %max_block.body11
  %max_block13341 = phi i64 [ %361, %max_block.body11 ], [ 0, %max_block.body11.preheader ]
  %max_best7.0340 = phi <8 x float> [ %356, %max_block.body11 ], [ splat (float 0xFFF0000000000000), %max_block.body11.preheader ]
  %max_index8.0339 = phi <8 x i64> [ %360, %max_block.body11 ], [ zeroinitializer, %max_block.body11.preheader ]
  %niter977 = phi i64 [ %niter977.next.3, %max_block.body11 ], [ 0, %max_block.body11.preheader ]
  %318 = getelementptr inbounds float, ptr %13, i64 %max_block13341
  %block14 = load <8 x float>, ptr %318, align 4
  %319 = fcmp ogt <8 x float> %block14, %max_best7.0340
  %320 = fcmp uno <8 x float> %block14, zeroinitializer
  %321 = fcmp ord <8 x float> %max_best7.0340, zeroinitializer
  %322 = and <8 x i1> %321, %320
  %take15 = or <8 x i1> %319, %322
  %323 = select <8 x i1> %take15, <8 x float> %block14, <8 x float> %max_best7.0340
  %324 = insertelement <8 x i64> poison, i64 %max_block13341, i64 0
  %325 = shufflevector <8 x i64> %324, <8 x i64> poison, <8 x i32> zeroinitializer
  %326 = or disjoint <8 x i64> %325, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %327 = select <8 x i1> %take15, <8 x i64> %326, <8 x i64> %max_index8.0339
  %328 = or disjoint i64 %max_block13341, 8
  %329 = getelementptr inbounds float, ptr %13, i64 %328
  %block14.1 = load <8 x float>, ptr %329, align 4
  %330 = fcmp ogt <8 x float> %block14.1, %323
  %331 = fcmp uno <8 x float> %block14.1, zeroinitializer
  %332 = fcmp ord <8 x float> %323, zeroinitializer
  %333 = and <8 x i1> %332, %331
  %take15.1 = or <8 x i1> %330, %333
  %334 = select <8 x i1> %take15.1, <8 x float> %block14.1, <8 x float> %323
  %335 = insertelement <8 x i64> poison, i64 %328, i64 0
  %336 = shufflevector <8 x i64> %335, <8 x i64> poison, <8 x i32> zeroinitializer
  %337 = or disjoint <8 x i64> %336, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %338 = select <8 x i1> %take15.1, <8 x i64> %337, <8 x i64> %327
  %339 = or disjoint i64 %max_block13341, 16
  %340 = getelementptr inbounds float, ptr %13, i64 %339
  %block14.2 = load <8 x float>, ptr %340, align 4
  %341 = fcmp ogt <8 x float> %block14.2, %334
  %342 = fcmp uno <8 x float> %block14.2, zeroinitializer
  %343 = fcmp ord <8 x float> %334, zeroinitializer
  %344 = and <8 x i1> %343, %342
  %take15.2 = or <8 x i1> %341, %344
  %345 = select <8 x i1> %take15.2, <8 x float> %block14.2, <8 x float> %334
  %346 = insertelement <8 x i64> poison, i64 %339, i64 0
  %347 = shufflevector <8 x i64> %346, <8 x i64> poison, <8 x i32> zeroinitializer
  %348 = or disjoint <8 x i64> %347, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %349 = select <8 x i1> %take15.2, <8 x i64> %348, <8 x i64> %338
  %350 = or disjoint i64 %max_block13341, 24
  %351 = getelementptr inbounds float, ptr %13, i64 %350
  %block14.3 = load <8 x float>, ptr %351, align 4
  %352 = fcmp ogt <8 x float> %block14.3, %345
  %353 = fcmp uno <8 x float> %block14.3, zeroinitializer
  %354 = fcmp ord <8 x float> %345, zeroinitializer
  %355 = and <8 x i1> %354, %353
  %take15.3 = or <8 x i1> %352, %355
  %356 = select <8 x i1> %take15.3, <8 x float> %block14.3, <8 x float> %345
  %357 = insertelement <8 x i64> poison, i64 %350, i64 0
  %358 = shufflevector <8 x i64> %357, <8 x i64> poison, <8 x i32> zeroinitializer
  %359 = or disjoint <8 x i64> %358, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %360 = select <8 x i1> %take15.3, <8 x i64> %359, <8 x i64> %349
  %361 = add nuw i64 %max_block13341, 32
  %niter977.next.3 = add i64 %niter977, 4
  %niter977.ncmp.3.not = icmp eq i64 %niter977.next.3, %unroll_iter976
  br i1 %niter977.ncmp.3.not, label %max_block.exit12.loopexit.unr-lcssa, label %max_block.body11

max_block.exit12.loopexit.unr-lcssa:              ; preds = %max_block.body11
  br i1 %lcmp.mod972.not, label %max_block.exit12, label %max_block.body11.epil.preheader

max_block.body11.epil.preheader:                  ; preds = %max_block.exit12.loopexit.unr-lcssa, %max_block.body11.preheader
  %max_block13341.epil.init = phi i64 [ 0, %max_block.body11.preheader ], [ %361, %max_block.exit12.loopexit.unr-lcssa ]
  %max_best7.0340.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body11.preheader ], [ %356, %max_block.exit12.loopexit.unr-lcssa ]
  %max_index8.0339.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body11.preheader ], [ %360, %max_block.exit12.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod975)
  br label %max_block.body11.epil

max_block.body11.epil:                            ; preds = %max_block.body11.epil, %max_block.body11.epil.preheader
  %max_block13341.epil = phi i64 [ %372, %max_block.body11.epil ], [ %max_block13341.epil.init, %max_block.body11.epil.preheader ]
  %max_best7.0340.epil = phi <8 x float> [ %367, %max_block.body11.epil ], [ %max_best7.0340.epil.init, %max_block.body11.epil.preheader ]
  %max_index8.0339.epil = phi <8 x i64> [ %371, %max_block.body11.epil ], [ %max_index8.0339.epil.init, %max_block.body11.epil.preheader ]
  %epil.iter971 = phi i64 [ %epil.iter971.next, %max_block.body11.epil ], [ 0, %max_block.body11.epil.preheader ]
  %362 = getelementptr inbounds float, ptr %13, i64 %max_block13341.epil
  %block14.epil = load <8 x float>, ptr %362, align 4
  %363 = fcmp ogt <8 x float> %block14.epil, %max_best7.0340.epil
  %364 = fcmp uno <8 x float> %block14.epil, zeroinitializer
  %365 = fcmp ord <8 x float> %max_best7.0340.epil, zeroinitializer
  %366 = and <8 x i1> %365, %364
  %take15.epil = or <8 x i1> %363, %366
  %367 = select <8 x i1> %take15.epil, <8 x float> %block14.epil, <8 x float> %max_best7.0340.epil
  %368 = insertelement <8 x i64> poison, i64 %max_block13341.epil, i64 0
  %369 = shufflevector <8 x i64> %368, <8 x i64> poison, <8 x i32> zeroinitializer
  %370 = or disjoint <8 x i64> %369, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %371 = select <8 x i1> %take15.epil, <8 x i64> %370, <8 x i64> %max_index8.0339.epil
  %372 = add nuw i64 %max_block13341.epil, 8
  %epil.iter971.next = add i64 %epil.iter971, 1
  %epil.iter971.cmp.not = icmp eq i64 %epil.iter971.next, %xtraiter970
  br i1 %epil.iter971.cmp.not, label %max_block.exit12, label %max_block.body11.epil, !llvm.loop !6

max_block.exit12:                                 ; preds = %max_block.exit12.loopexit.unr-lcssa, %max_block.body11.epil, %fold_tail.exit
  %max_index8.0.lcssa = phi <8 x i64> [ zeroinitializer, %fold_tail.exit ], [ %360, %max_block.exit12.loopexit.unr-lcssa ], [ %371, %max_block.body11.epil ]
  %max_best7.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit ], [ %356, %max_block.exit12.loopexit.unr-lcssa ], [ %367, %max_block.body11.epil ]
  %373 = extractelement <8 x float> %max_best7.0.lcssa, i64 0
  %374 = extractelement <8 x i64> %max_index8.0.lcssa, i64 0
  %375 = fcmp une float %373, 0xFFF0000000000000
  %376 = select i1 %375, i64 %374, i64 0
  %377 = extractelement <8 x float> %max_best7.0.lcssa, i64 1
  %378 = extractelement <8 x i64> %max_index8.0.lcssa, i64 1
  %379 = fcmp uno float %377, 0.000000e+00
  %380 = fcmp ord float %373, 0.000000e+00
  %381 = icmp ult i64 %378, %376
  %382 = fcmp ogt float %377, %373
  %383 = fcmp oeq float %377, %373
  %384 = or i1 %380, %381
  %385 = and i1 %383, %381
  %386 = or i1 %382, %385
  %387 = select i1 %379, i1 %384, i1 %386
  %388 = select i1 %387, float %377, float %373
  %389 = select i1 %387, i64 %378, i64 %376
  %390 = extractelement <8 x float> %max_best7.0.lcssa, i64 2
  %391 = extractelement <8 x i64> %max_index8.0.lcssa, i64 2
  %392 = fcmp uno float %390, 0.000000e+00
  %393 = fcmp ord float %388, 0.000000e+00
  %394 = icmp ult i64 %391, %389
  %395 = fcmp ogt float %390, %388
  %396 = fcmp oeq float %390, %388
  %397 = or i1 %393, %394
  %398 = and i1 %396, %394
  %399 = or i1 %395, %398
  %400 = select i1 %392, i1 %397, i1 %399
  %401 = select i1 %400, float %390, float %388
  %402 = select i1 %400, i64 %391, i64 %389
  %403 = extractelement <8 x float> %max_best7.0.lcssa, i64 3
  %404 = extractelement <8 x i64> %max_index8.0.lcssa, i64 3
  %405 = fcmp uno float %403, 0.000000e+00
  %406 = fcmp ord float %401, 0.000000e+00
  %407 = icmp ult i64 %404, %402
  %408 = fcmp ogt float %403, %401
  %409 = fcmp oeq float %403, %401
  %410 = or i1 %406, %407
  %411 = and i1 %409, %407
  %412 = or i1 %408, %411
  %413 = select i1 %405, i1 %410, i1 %412
  %414 = select i1 %413, float %403, float %401
  %415 = select i1 %413, i64 %404, i64 %402
  %416 = extractelement <8 x float> %max_best7.0.lcssa, i64 4
  %417 = extractelement <8 x i64> %max_index8.0.lcssa, i64 4
  %418 = fcmp uno float %416, 0.000000e+00
  %419 = fcmp ord float %414, 0.000000e+00
  %420 = icmp ult i64 %417, %415
  %421 = fcmp ogt float %416, %414
  %422 = fcmp oeq float %416, %414
  %423 = or i1 %419, %420
  %424 = and i1 %422, %420
  %425 = or i1 %421, %424
  %426 = select i1 %418, i1 %423, i1 %425
  %427 = select i1 %426, float %416, float %414
  %428 = select i1 %426, i64 %417, i64 %415
  %429 = extractelement <8 x float> %max_best7.0.lcssa, i64 5
  %430 = extractelement <8 x i64> %max_index8.0.lcssa, i64 5
  %431 = fcmp uno float %429, 0.000000e+00
  %432 = fcmp ord float %427, 0.000000e+00
  %433 = icmp ult i64 %430, %428
  %434 = fcmp ogt float %429, %427
  %435 = fcmp oeq float %429, %427
  %436 = or i1 %432, %433
  %437 = and i1 %435, %433
  %438 = or i1 %434, %437
  %439 = select i1 %431, i1 %436, i1 %438
  %440 = select i1 %439, float %429, float %427
  %441 = select i1 %439, i64 %430, i64 %428
  %442 = extractelement <8 x float> %max_best7.0.lcssa, i64 6
  %443 = extractelement <8 x i64> %max_index8.0.lcssa, i64 6
  %444 = fcmp uno float %442, 0.000000e+00
  %445 = fcmp ord float %440, 0.000000e+00
  %446 = icmp ult i64 %443, %441
  %447 = fcmp ogt float %442, %440
  %448 = fcmp oeq float %442, %440
  %449 = or i1 %445, %446
  %450 = and i1 %448, %446
  %451 = or i1 %447, %450
  %452 = select i1 %444, i1 %449, i1 %451
  %453 = select i1 %452, float %442, float %440
  %454 = select i1 %452, i64 %443, i64 %441
  %455 = extractelement <8 x float> %max_best7.0.lcssa, i64 7
  %456 = extractelement <8 x i64> %max_index8.0.lcssa, i64 7
  %457 = fcmp uno float %455, 0.000000e+00
  %458 = fcmp ord float %453, 0.000000e+00
  %459 = icmp ult i64 %456, %454
  %460 = fcmp ogt float %455, %453
  %461 = fcmp oeq float %455, %453
  %462 = or i1 %458, %459
  %463 = and i1 %461, %459
  %464 = or i1 %460, %463
  %465 = select i1 %457, i1 %462, i1 %464
  %466 = select i1 %465, float %455, float %453
  br i1 %.not435, label %fold_tail.exit18, label %fold_tail.body17

fold_tail.body17:                                 ; preds = %max_block.exit12, %fold_tail.body17
  %fold_tail19346 = phi i64 [ %474, %fold_tail.body17 ], [ %blocks_end, %max_block.exit12 ]
  %fold_value2.0345 = phi float [ %473, %fold_tail.body17 ], [ %466, %max_block.exit12 ]
  %467 = getelementptr inbounds float, ptr %13, i64 %fold_tail19346
  %468 = load float, ptr %467, align 4
  %469 = fcmp ogt float %468, %fold_value2.0345
  %470 = fcmp uno float %468, 0.000000e+00
  %471 = fcmp ord float %fold_value2.0345, 0.000000e+00
  %472 = and i1 %471, %470
  %take20 = or i1 %469, %472
  %473 = select i1 %take20, float %468, float %fold_value2.0345
  %474 = add nuw i64 %fold_tail19346, 1
  %475 = icmp ult i64 %474, %n_features
  br i1 %475, label %fold_tail.body17, label %fold_tail.exit18

fold_tail.exit18:                                 ; preds = %fold_tail.body17, %max_block.exit12
  %fold_value2.0.lcssa = phi float [ %466, %max_block.exit12 ], [ %473, %fold_tail.body17 ]
  br i1 %.not434, label %max_block.exit31, label %max_block.body30.preheader

max_block.body30.preheader:                       ; preds = %fold_tail.exit18
  br i1 %93, label %max_block.body30.epil.preheader, label %max_block.body30

max_block.body30:                                 ; preds = %max_block.body30.preheader, %max_block.body30
  %max_block32350 = phi i64 [ %519, %max_block.body30 ], [ 0, %max_block.body30.preheader ]
  %max_best26.0349 = phi <8 x float> [ %514, %max_block.body30 ], [ splat (float 0xFFF0000000000000), %max_block.body30.preheader ]
  %max_index27.0348 = phi <8 x i64> [ %518, %max_block.body30 ], [ zeroinitializer, %max_block.body30.preheader ]
  %niter985 = phi i64 [ %niter985.next.3, %max_block.body30 ], [ 0, %max_block.body30.preheader ]
  %476 = getelementptr inbounds float, ptr %14, i64 %max_block32350
  %block33 = load <8 x float>, ptr %476, align 4
  %477 = fcmp ogt <8 x float> %block33, %max_best26.0349
  %478 = fcmp uno <8 x float> %block33, zeroinitializer
  %479 = fcmp ord <8 x float> %max_best26.0349, zeroinitializer
  %480 = and <8 x i1> %479, %478
  %take34 = or <8 x i1> %477, %480
  %481 = select <8 x i1> %take34, <8 x float> %block33, <8 x float> %max_best26.0349
  %482 = insertelement <8 x i64> poison, i64 %max_block32350, i64 0
  %483 = shufflevector <8 x i64> %482, <8 x i64> poison, <8 x i32> zeroinitializer
  %484 = or disjoint <8 x i64> %483, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %485 = select <8 x i1> %take34, <8 x i64> %484, <8 x i64> %max_index27.0348
  %486 = or disjoint i64 %max_block32350, 8
  %487 = getelementptr inbounds float, ptr %14, i64 %486
  %block33.1 = load <8 x float>, ptr %487, align 4
  %488 = fcmp ogt <8 x float> %block33.1, %481
  %489 = fcmp uno <8 x float> %block33.1, zeroinitializer
  %490 = fcmp ord <8 x float> %481, zeroinitializer
  %491 = and <8 x i1> %490, %489
  %take34.1 = or <8 x i1> %488, %491
  %492 = select <8 x i1> %take34.1, <8 x float> %block33.1, <8 x float> %481
  %493 = insertelement <8 x i64> poison, i64 %486, i64 0
  %494 = shufflevector <8 x i64> %493, <8 x i64> poison, <8 x i32> zeroinitializer
  %495 = or disjoint <8 x i64> %494, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %496 = select <8 x i1> %take34.1, <8 x i64> %495, <8 x i64> %485
  %497 = or disjoint i64 %max_block32350, 16
  %498 = getelementptr inbounds float, ptr %14, i64 %497
  %block33.2 = load <8 x float>, ptr %498, align 4
  %499 = fcmp ogt <8 x float> %block33.2, %492
  %500 = fcmp uno <8 x float> %block33.2, zeroinitializer
  %501 = fcmp ord <8 x float> %492, zeroinitializer
  %502 = and <8 x i1> %501, %500
  %take34.2 = or <8 x i1> %499, %502
  %503 = select <8 x i1> %take34.2, <8 x float> %block33.2, <8 x float> %492
  %504 = insertelement <8 x i64> poison, i64 %497, i64 0
  %505 = shufflevector <8 x i64> %504, <8 x i64> poison, <8 x i32> zeroinitializer
  %506 = or disjoint <8 x i64> %505, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %507 = select <8 x i1> %take34.2, <8 x i64> %506, <8 x i64> %496
  %508 = or disjoint i64 %max_block32350, 24
  %509 = getelementptr inbounds float, ptr %14, i64 %508
  %block33.3 = load <8 x float>, ptr %509, align 4
  %510 = fcmp ogt <8 x float> %block33.3, %503
  %511 = fcmp uno <8 x float> %block33.3, zeroinitializer
  %512 = fcmp ord <8 x float> %503, zeroinitializer
  %513 = and <8 x i1> %512, %511
  %take34.3 = or <8 x i1> %510, %513
  %514 = select <8 x i1> %take34.3, <8 x float> %block33.3, <8 x float> %503
  %515 = insertelement <8 x i64> poison, i64 %508, i64 0
  %516 = shufflevector <8 x i64> %515, <8 x i64> poison, <8 x i32> zeroinitializer
  %517 = or disjoint <8 x i64> %516, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %518 = select <8 x i1> %take34.3, <8 x i64> %517, <8 x i64> %507
  %519 = add nuw i64 %max_block32350, 32
  %niter985.next.3 = add i64 %niter985, 4
  %niter985.ncmp.3.not = icmp eq i64 %niter985.next.3, %unroll_iter984
  br i1 %niter985.ncmp.3.not, label %max_block.exit31.loopexit.unr-lcssa, label %max_block.body30

max_block.exit31.loopexit.unr-lcssa:              ; preds = %max_block.body30
  br i1 %lcmp.mod980.not, label %max_block.exit31, label %max_block.body30.epil.preheader

max_block.body30.epil.preheader:                  ; preds = %max_block.exit31.loopexit.unr-lcssa, %max_block.body30.preheader
  %max_block32350.epil.init = phi i64 [ 0, %max_block.body30.preheader ], [ %519, %max_block.exit31.loopexit.unr-lcssa ]
  %max_best26.0349.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body30.preheader ], [ %514, %max_block.exit31.loopexit.unr-lcssa ]
  %max_index27.0348.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body30.preheader ], [ %518, %max_block.exit31.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod983)
  br label %max_block.body30.epil

max_block.body30.epil:                            ; preds = %max_block.body30.epil, %max_block.body30.epil.preheader
  %max_block32350.epil = phi i64 [ %530, %max_block.body30.epil ], [ %max_block32350.epil.init, %max_block.body30.epil.preheader ]
  %max_best26.0349.epil = phi <8 x float> [ %525, %max_block.body30.epil ], [ %max_best26.0349.epil.init, %max_block.body30.epil.preheader ]
  %max_index27.0348.epil = phi <8 x i64> [ %529, %max_block.body30.epil ], [ %max_index27.0348.epil.init, %max_block.body30.epil.preheader ]
  %epil.iter979 = phi i64 [ %epil.iter979.next, %max_block.body30.epil ], [ 0, %max_block.body30.epil.preheader ]
  %520 = getelementptr inbounds float, ptr %14, i64 %max_block32350.epil
  %block33.epil = load <8 x float>, ptr %520, align 4
  %521 = fcmp ogt <8 x float> %block33.epil, %max_best26.0349.epil
  %522 = fcmp uno <8 x float> %block33.epil, zeroinitializer
  %523 = fcmp ord <8 x float> %max_best26.0349.epil, zeroinitializer
  %524 = and <8 x i1> %523, %522
  %take34.epil = or <8 x i1> %521, %524
  %525 = select <8 x i1> %take34.epil, <8 x float> %block33.epil, <8 x float> %max_best26.0349.epil
  %526 = insertelement <8 x i64> poison, i64 %max_block32350.epil, i64 0
  %527 = shufflevector <8 x i64> %526, <8 x i64> poison, <8 x i32> zeroinitializer
  %528 = or disjoint <8 x i64> %527, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %529 = select <8 x i1> %take34.epil, <8 x i64> %528, <8 x i64> %max_index27.0348.epil
  %530 = add nuw i64 %max_block32350.epil, 8
  %epil.iter979.next = add i64 %epil.iter979, 1
  %epil.iter979.cmp.not = icmp eq i64 %epil.iter979.next, %xtraiter978
  br i1 %epil.iter979.cmp.not, label %max_block.exit31, label %max_block.body30.epil, !llvm.loop !7

max_block.exit31:                                 ; preds = %max_block.exit31.loopexit.unr-lcssa, %max_block.body30.epil, %fold_tail.exit18
  %max_index27.0.lcssa = phi <8 x i64> [ zeroinitializer, %fold_tail.exit18 ], [ %518, %max_block.exit31.loopexit.unr-lcssa ], [ %529, %max_block.body30.epil ]
  %max_best26.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit18 ], [ %514, %max_block.exit31.loopexit.unr-lcssa ], [ %525, %max_block.body30.epil ]
  %531 = extractelement <8 x float> %max_best26.0.lcssa, i64 0
  %532 = extractelement <8 x i64> %max_index27.0.lcssa, i64 0
  %533 = fcmp une float %531, 0xFFF0000000000000
  %534 = select i1 %533, i64 %532, i64 0
  %535 = extractelement <8 x float> %max_best26.0.lcssa, i64 1
  %536 = extractelement <8 x i64> %max_index27.0.lcssa, i64 1
  %537 = fcmp uno float %535, 0.000000e+00
  %538 = fcmp ord float %531, 0.000000e+00
  %539 = icmp ult i64 %536, %534
  %540 = fcmp ogt float %535, %531
  %541 = fcmp oeq float %535, %531
  %542 = or i1 %538, %539
  %543 = and i1 %541, %539
  %544 = or i1 %540, %543
  %545 = select i1 %537, i1 %542, i1 %544
  %546 = select i1 %545, float %535, float %531
  %547 = select i1 %545, i64 %536, i64 %534
  %548 = extractelement <8 x float> %max_best26.0.lcssa, i64 2
  %549 = extractelement <8 x i64> %max_index27.0.lcssa, i64 2
  %550 = fcmp uno float %548, 0.000000e+00
  %551 = fcmp ord float %546, 0.000000e+00
  %552 = icmp ult i64 %549, %547
  %553 = fcmp ogt float %548, %546
  %554 = fcmp oeq float %548, %546
  %555 = or i1 %551, %552
  %556 = and i1 %554, %552
  %557 = or i1 %553, %556
  %558 = select i1 %550, i1 %555, i1 %557
  %559 = select i1 %558, float %548, float %546
  %560 = select i1 %558, i64 %549, i64 %547
  %561 = extractelement <8 x float> %max_best26.0.lcssa, i64 3
  %562 = extractelement <8 x i64> %max_index27.0.lcssa, i64 3
  %563 = fcmp uno float %561, 0.000000e+00
  %564 = fcmp ord float %559, 0.000000e+00
  %565 = icmp ult i64 %562, %560
  %566 = fcmp ogt float %561, %559
  %567 = fcmp oeq float %561, %559
  %568 = or i1 %564, %565
  %569 = and i1 %567, %565
  %570 = or i1 %566, %569
  %571 = select i1 %563, i1 %568, i1 %570
  %572 = select i1 %571, float %561, float %559
  %573 = select i1 %571, i64 %562, i64 %560
  %574 = extractelement <8 x float> %max_best26.0.lcssa, i64 4
  %575 = extractelement <8 x i64> %max_index27.0.lcssa, i64 4
  %576 = fcmp uno float %574, 0.000000e+00
  %577 = fcmp ord float %572, 0.000000e+00
  %578 = icmp ult i64 %575, %573
  %579 = fcmp ogt float %574, %572
  %580 = fcmp oeq float %574, %572
  %581 = or i1 %577, %578
  %582 = and i1 %580, %578
  %583 = or i1 %579, %582
  %584 = select i1 %576, i1 %581, i1 %583
  %585 = select i1 %584, float %574, float %572
  %586 = select i1 %584, i64 %575, i64 %573
  %587 = extractelement <8 x float> %max_best26.0.lcssa, i64 5
  %588 = extractelement <8 x i64> %max_index27.0.lcssa, i64 5
  %589 = fcmp uno float %587, 0.000000e+00
  %590 = fcmp ord float %585, 0.000000e+00
  %591 = icmp ult i64 %588, %586
  %592 = fcmp ogt float %587, %585
  %593 = fcmp oeq float %587, %585
  %594 = or i1 %590, %591
  %595 = and i1 %593, %591
  %596 = or i1 %592, %595
  %597 = select i1 %589, i1 %594, i1 %596
  %598 = select i1 %597, float %587, float %585
  %599 = select i1 %597, i64 %588, i64 %586
  %600 = extractelement <8 x float> %max_best26.0.lcssa, i64 6
  %601 = extractelement <8 x i64> %max_index27.0.lcssa, i64 6
  %602 = fcmp uno float %600, 0.000000e+00
  %603 = fcmp ord float %598, 0.000000e+00
  %604 = icmp ult i64 %601, %599
  %605 = fcmp ogt float %600, %598
  %606 = fcmp oeq float %600, %598
  %607 = or i1 %603, %604
  %608 = and i1 %606, %604
  %609 = or i1 %605, %608
  %610 = select i1 %602, i1 %607, i1 %609
  %611 = select i1 %610, float %600, float %598
  %612 = select i1 %610, i64 %601, i64 %599
  %613 = extractelement <8 x float> %max_best26.0.lcssa, i64 7
  %614 = extractelement <8 x i64> %max_index27.0.lcssa, i64 7
  %615 = fcmp uno float %613, 0.000000e+00
  %616 = fcmp ord float %611, 0.000000e+00
  %617 = icmp ult i64 %614, %612
  %618 = fcmp ogt float %613, %611
  %619 = fcmp oeq float %613, %611
  %620 = or i1 %616, %617
  %621 = and i1 %619, %617
  %622 = or i1 %618, %621
  %623 = select i1 %615, i1 %620, i1 %622
  %624 = select i1 %623, float %613, float %611
  br i1 %.not435, label %fold_tail.exit37, label %fold_tail.body36

fold_tail.body36:                                 ; preds = %max_block.exit31, %fold_tail.body36
  %fold_tail38355 = phi i64 [ %632, %fold_tail.body36 ], [ %blocks_end, %max_block.exit31 ]
  %fold_value21.0354 = phi float [ %631, %fold_tail.body36 ], [ %624, %max_block.exit31 ]
  %625 = getelementptr inbounds float, ptr %14, i64 %fold_tail38355
  %626 = load float, ptr %625, align 4
  %627 = fcmp ogt float %626, %fold_value21.0354
  %628 = fcmp uno float %626, 0.000000e+00
  %629 = fcmp ord float %fold_value21.0354, 0.000000e+00
  %630 = and i1 %629, %628
  %take39 = or i1 %627, %630
  %631 = select i1 %take39, float %626, float %fold_value21.0354
  %632 = add nuw i64 %fold_tail38355, 1
  %633 = icmp ult i64 %632, %n_features
  br i1 %633, label %fold_tail.body36, label %fold_tail.exit37

fold_tail.exit37:                                 ; preds = %fold_tail.body36, %max_block.exit31
  %fold_value21.0.lcssa = phi float [ %624, %max_block.exit31 ], [ %631, %fold_tail.body36 ]
  br i1 %.not434, label %max_block.exit50, label %max_block.body49.preheader

max_block.body49.preheader:                       ; preds = %fold_tail.exit37
  br i1 %94, label %max_block.body49.epil.preheader, label %max_block.body49

max_block.body49:                                 ; preds = %max_block.body49.preheader, %max_block.body49
  %max_block51359 = phi i64 [ %677, %max_block.body49 ], [ 0, %max_block.body49.preheader ]
  %max_best45.0358 = phi <8 x float> [ %672, %max_block.body49 ], [ splat (float 0xFFF0000000000000), %max_block.body49.preheader ]
  %max_index46.0357 = phi <8 x i64> [ %676, %max_block.body49 ], [ zeroinitializer, %max_block.body49.preheader ]
  %niter993 = phi i64 [ %niter993.next.3, %max_block.body49 ], [ 0, %max_block.body49.preheader ]
  %634 = getelementptr inbounds float, ptr %15, i64 %max_block51359
  %block52 = load <8 x float>, ptr %634, align 4
  %635 = fcmp ogt <8 x float> %block52, %max_best45.0358
  %636 = fcmp uno <8 x float> %block52, zeroinitializer
  %637 = fcmp ord <8 x float> %max_best45.0358, zeroinitializer
  %638 = and <8 x i1> %637, %636
  %take53 = or <8 x i1> %635, %638
  %639 = select <8 x i1> %take53, <8 x float> %block52, <8 x float> %max_best45.0358
  %640 = insertelement <8 x i64> poison, i64 %max_block51359, i64 0
  %641 = shufflevector <8 x i64> %640, <8 x i64> poison, <8 x i32> zeroinitializer
  %642 = or disjoint <8 x i64> %641, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %643 = select <8 x i1> %take53, <8 x i64> %642, <8 x i64> %max_index46.0357
  %644 = or disjoint i64 %max_block51359, 8
  %645 = getelementptr inbounds float, ptr %15, i64 %644
  %block52.1 = load <8 x float>, ptr %645, align 4
  %646 = fcmp ogt <8 x float> %block52.1, %639
  %647 = fcmp uno <8 x float> %block52.1, zeroinitializer
  %648 = fcmp ord <8 x float> %639, zeroinitializer
  %649 = and <8 x i1> %648, %647
  %take53.1 = or <8 x i1> %646, %649
  %650 = select <8 x i1> %take53.1, <8 x float> %block52.1, <8 x float> %639
  %651 = insertelement <8 x i64> poison, i64 %644, i64 0
  %652 = shufflevector <8 x i64> %651, <8 x i64> poison, <8 x i32> zeroinitializer
  %653 = or disjoint <8 x i64> %652, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %654 = select <8 x i1> %take53.1, <8 x i64> %653, <8 x i64> %643
  %655 = or disjoint i64 %max_block51359, 16
  %656 = getelementptr inbounds float, ptr %15, i64 %655
  %block52.2 = load <8 x float>, ptr %656, align 4
  %657 = fcmp ogt <8 x float> %block52.2, %650
  %658 = fcmp uno <8 x float> %block52.2, zeroinitializer
  %659 = fcmp ord <8 x float> %650, zeroinitializer
  %660 = and <8 x i1> %659, %658
  %take53.2 = or <8 x i1> %657, %660
  %661 = select <8 x i1> %take53.2, <8 x float> %block52.2, <8 x float> %650
  %662 = insertelement <8 x i64> poison, i64 %655, i64 0
  %663 = shufflevector <8 x i64> %662, <8 x i64> poison, <8 x i32> zeroinitializer
  %664 = or disjoint <8 x i64> %663, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %665 = select <8 x i1> %take53.2, <8 x i64> %664, <8 x i64> %654
  %666 = or disjoint i64 %max_block51359, 24
  %667 = getelementptr inbounds float, ptr %15, i64 %666
  %block52.3 = load <8 x float>, ptr %667, align 4
  %668 = fcmp ogt <8 x float> %block52.3, %661
  %669 = fcmp uno <8 x float> %block52.3, zeroinitializer
  %670 = fcmp ord <8 x float> %661, zeroinitializer
  %671 = and <8 x i1> %670, %669
  %take53.3 = or <8 x i1> %668, %671
  %672 = select <8 x i1> %take53.3, <8 x float> %block52.3, <8 x float> %661
  %673 = insertelement <8 x i64> poison, i64 %666, i64 0
  %674 = shufflevector <8 x i64> %673, <8 x i64> poison, <8 x i32> zeroinitializer
  %675 = or disjoint <8 x i64> %674, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %676 = select <8 x i1> %take53.3, <8 x i64> %675, <8 x i64> %665
  %677 = add nuw i64 %max_block51359, 32
  %niter993.next.3 = add i64 %niter993, 4
  %niter993.ncmp.3.not = icmp eq i64 %niter993.next.3, %unroll_iter992
  br i1 %niter993.ncmp.3.not, label %max_block.exit50.loopexit.unr-lcssa, label %max_block.body49

max_block.exit50.loopexit.unr-lcssa:              ; preds = %max_block.body49
  br i1 %lcmp.mod988.not, label %max_block.exit50, label %max_block.body49.epil.preheader

max_block.body49.epil.preheader:                  ; preds = %max_block.exit50.loopexit.unr-lcssa, %max_block.body49.preheader
  %max_block51359.epil.init = phi i64 [ 0, %max_block.body49.preheader ], [ %677, %max_block.exit50.loopexit.unr-lcssa ]
  %max_best45.0358.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body49.preheader ], [ %672, %max_block.exit50.loopexit.unr-lcssa ]
  %max_index46.0357.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body49.preheader ], [ %676, %max_block.exit50.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod991)
  br label %max_block.body49.epil

max_block.body49.epil:                            ; preds = %max_block.body49.epil, %max_block.body49.epil.preheader
  %max_block51359.epil = phi i64 [ %688, %max_block.body49.epil ], [ %max_block51359.epil.init, %max_block.body49.epil.preheader ]
  %max_best45.0358.epil = phi <8 x float> [ %683, %max_block.body49.epil ], [ %max_best45.0358.epil.init, %max_block.body49.epil.preheader ]
  %max_index46.0357.epil = phi <8 x i64> [ %687, %max_block.body49.epil ], [ %max_index46.0357.epil.init, %max_block.body49.epil.preheader ]
  %epil.iter987 = phi i64 [ %epil.iter987.next, %max_block.body49.epil ], [ 0, %max_block.body49.epil.preheader ]
  %678 = getelementptr inbounds float, ptr %15, i64 %max_block51359.epil
  %block52.epil = load <8 x float>, ptr %678, align 4
  %679 = fcmp ogt <8 x float> %block52.epil, %max_best45.0358.epil
  %680 = fcmp uno <8 x float> %block52.epil, zeroinitializer
  %681 = fcmp ord <8 x float> %max_best45.0358.epil, zeroinitializer
  %682 = and <8 x i1> %681, %680
  %take53.epil = or <8 x i1> %679, %682
  %683 = select <8 x i1> %take53.epil, <8 x float> %block52.epil, <8 x float> %max_best45.0358.epil
  %684 = insertelement <8 x i64> poison, i64 %max_block51359.epil, i64 0
  %685 = shufflevector <8 x i64> %684, <8 x i64> poison, <8 x i32> zeroinitializer
  %686 = or disjoint <8 x i64> %685, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %687 = select <8 x i1> %take53.epil, <8 x i64> %686, <8 x i64> %max_index46.0357.epil
  %688 = add nuw i64 %max_block51359.epil, 8
  %epil.iter987.next = add i64 %epil.iter987, 1
  %epil.iter987.cmp.not = icmp eq i64 %epil.iter987.next, %xtraiter986
  br i1 %epil.iter987.cmp.not, label %max_block.exit50, label %max_block.body49.epil, !llvm.loop !8

max_block.exit50:                                 ; preds = %max_block.exit50.loopexit.unr-lcssa, %max_block.body49.epil, %fold_tail.exit37
  %max_index46.0.lcssa = phi <8 x i64> [ zeroinitializer, %fold_tail.exit37 ], [ %676, %max_block.exit50.loopexit.unr-lcssa ], [ %687, %max_block.body49.epil ]
  %max_best45.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit37 ], [ %672, %max_block.exit50.loopexit.unr-lcssa ], [ %683, %max_block.body49.epil ]
  %689 = extractelement <8 x float> %max_best45.0.lcssa, i64 0
  %690 = extractelement <8 x i64> %max_index46.0.lcssa, i64 0
  %691 = fcmp une float %689, 0xFFF0000000000000
  %692 = select i1 %691, i64 %690, i64 0
  %693 = extractelement <8 x float> %max_best45.0.lcssa, i64 1
  %694 = extractelement <8 x i64> %max_index46.0.lcssa, i64 1
  %695 = fcmp uno float %693, 0.000000e+00
  %696 = fcmp ord float %689, 0.000000e+00
  %697 = icmp ult i64 %694, %692
  %698 = fcmp ogt float %693, %689
  %699 = fcmp oeq float %693, %689
  %700 = or i1 %696, %697
  %701 = and i1 %699, %697
  %702 = or i1 %698, %701
  %703 = select i1 %695, i1 %700, i1 %702
  %704 = select i1 %703, float %693, float %689
  %705 = select i1 %703, i64 %694, i64 %692
  %706 = extractelement <8 x float> %max_best45.0.lcssa, i64 2
  %707 = extractelement <8 x i64> %max_index46.0.lcssa, i64 2
  %708 = fcmp uno float %706, 0.000000e+00
  %709 = fcmp ord float %704, 0.000000e+00
  %710 = icmp ult i64 %707, %705
  %711 = fcmp ogt float %706, %704
  %712 = fcmp oeq float %706, %704
  %713 = or i1 %709, %710
  %714 = and i1 %712, %710
  %715 = or i1 %711, %714
  %716 = select i1 %708, i1 %713, i1 %715
  %717 = select i1 %716, float %706, float %704
  %718 = select i1 %716, i64 %707, i64 %705
  %719 = extractelement <8 x float> %max_best45.0.lcssa, i64 3
  %720 = extractelement <8 x i64> %max_index46.0.lcssa, i64 3
  %721 = fcmp uno float %719, 0.000000e+00
  %722 = fcmp ord float %717, 0.000000e+00
  %723 = icmp ult i64 %720, %718
  %724 = fcmp ogt float %719, %717
  %725 = fcmp oeq float %719, %717
  %726 = or i1 %722, %723
  %727 = and i1 %725, %723
  %728 = or i1 %724, %727
  %729 = select i1 %721, i1 %726, i1 %728
  %730 = select i1 %729, float %719, float %717
  %731 = select i1 %729, i64 %720, i64 %718
  %732 = extractelement <8 x float> %max_best45.0.lcssa, i64 4
  %733 = extractelement <8 x i64> %max_index46.0.lcssa, i64 4
  %734 = fcmp uno float %732, 0.000000e+00
  %735 = fcmp ord float %730, 0.000000e+00
  %736 = icmp ult i64 %733, %731
  %737 = fcmp ogt float %732, %730
  %738 = fcmp oeq float %732, %730
  %739 = or i1 %735, %736
  %740 = and i1 %738, %736
  %741 = or i1 %737, %740
  %742 = select i1 %734, i1 %739, i1 %741
  %743 = select i1 %742, float %732, float %730
  %744 = select i1 %742, i64 %733, i64 %731
  %745 = extractelement <8 x float> %max_best45.0.lcssa, i64 5
  %746 = extractelement <8 x i64> %max_index46.0.lcssa, i64 5
  %747 = fcmp uno float %745, 0.000000e+00
  %748 = fcmp ord float %743, 0.000000e+00
  %749 = icmp ult i64 %746, %744
  %750 = fcmp ogt float %745, %743
  %751 = fcmp oeq float %745, %743
  %752 = or i1 %748, %749
  %753 = and i1 %751, %749
  %754 = or i1 %750, %753
  %755 = select i1 %747, i1 %752, i1 %754
  %756 = select i1 %755, float %745, float %743
  %757 = select i1 %755, i64 %746, i64 %744
  %758 = extractelement <8 x float> %max_best45.0.lcssa, i64 6
  %759 = extractelement <8 x i64> %max_index46.0.lcssa, i64 6
  %760 = fcmp uno float %758, 0.000000e+00
  %761 = fcmp ord float %756, 0.000000e+00
  %762 = icmp ult i64 %759, %757
  %763 = fcmp ogt float %758, %756
  %764 = fcmp oeq float %758, %756
  %765 = or i1 %761, %762
  %766 = and i1 %764, %762
  %767 = or i1 %763, %766
  %768 = select i1 %760, i1 %765, i1 %767
  %769 = select i1 %768, float %758, float %756
  %770 = select i1 %768, i64 %759, i64 %757
  %771 = extractelement <8 x float> %max_best45.0.lcssa, i64 7
  %772 = extractelement <8 x i64> %max_index46.0.lcssa, i64 7
  %773 = fcmp uno float %771, 0.000000e+00
  %774 = fcmp ord float %769, 0.000000e+00
  %775 = icmp ult i64 %772, %770
  %776 = fcmp ogt float %771, %769
  %777 = fcmp oeq float %771, %769
  %778 = or i1 %774, %775
  %779 = and i1 %777, %775
  %780 = or i1 %776, %779
  %781 = select i1 %773, i1 %778, i1 %780
  %782 = select i1 %781, i64 %772, i64 %770
  br i1 %.not435, label %fold_tail.exit56, label %fold_tail.body55.preheader

fold_tail.body55.preheader:                       ; preds = %max_block.exit50
  %783 = select i1 %781, float %771, float %769
  br label %fold_tail.body55

fold_tail.body55:                                 ; preds = %fold_tail.body55.preheader, %fold_tail.body55
  %fold_tail57364 = phi i64 [ %792, %fold_tail.body55 ], [ %blocks_end, %fold_tail.body55.preheader ]
  %fold_value40.0363 = phi float [ %790, %fold_tail.body55 ], [ %783, %fold_tail.body55.preheader ]
  %fold_index41.0362 = phi i64 [ %791, %fold_tail.body55 ], [ %782, %fold_tail.body55.preheader ]
  %784 = getelementptr inbounds float, ptr %15, i64 %fold_tail57364
  %785 = load float, ptr %784, align 4
  %786 = fcmp ogt float %785, %fold_value40.0363
  %787 = fcmp uno float %785, 0.000000e+00
  %788 = fcmp ord float %fold_value40.0363, 0.000000e+00
  %789 = and i1 %788, %787
  %take58 = or i1 %786, %789
  %790 = select i1 %take58, float %785, float %fold_value40.0363
  %791 = select i1 %take58, i64 %fold_tail57364, i64 %fold_index41.0362
  %792 = add nuw i64 %fold_tail57364, 1
  %793 = icmp ult i64 %792, %n_features
  br i1 %793, label %fold_tail.body55, label %fold_tail.exit56

fold_tail.exit56:                                 ; preds = %fold_tail.body55, %max_block.exit50
  %fold_index41.0.lcssa = phi i64 [ %782, %max_block.exit50 ], [ %791, %fold_tail.body55 ]
  br i1 %.not434, label %max_block.exit69, label %max_block.body68.preheader

max_block.body68.preheader:                       ; preds = %fold_tail.exit56
  br i1 %95, label %max_block.body68.epil.preheader, label %max_block.body68

max_block.body68:                                 ; preds = %max_block.body68.preheader, %max_block.body68
  %max_block70368 = phi i64 [ %837, %max_block.body68 ], [ 0, %max_block.body68.preheader ]
  %max_best64.0367 = phi <8 x float> [ %832, %max_block.body68 ], [ splat (float 0xFFF0000000000000), %max_block.body68.preheader ]
  %max_index65.0366 = phi <8 x i64> [ %836, %max_block.body68 ], [ zeroinitializer, %max_block.body68.preheader ]
  %niter1001 = phi i64 [ %niter1001.next.3, %max_block.body68 ], [ 0, %max_block.body68.preheader ]
  %794 = getelementptr inbounds float, ptr %16, i64 %max_block70368
  %block71 = load <8 x float>, ptr %794, align 4
  %795 = fcmp ogt <8 x float> %block71, %max_best64.0367
  %796 = fcmp uno <8 x float> %block71, zeroinitializer
  %797 = fcmp ord <8 x float> %max_best64.0367, zeroinitializer
  %798 = and <8 x i1> %797, %796
  %take72 = or <8 x i1> %795, %798
  %799 = select <8 x i1> %take72, <8 x float> %block71, <8 x float> %max_best64.0367
  %800 = insertelement <8 x i64> poison, i64 %max_block70368, i64 0
  %801 = shufflevector <8 x i64> %800, <8 x i64> poison, <8 x i32> zeroinitializer
  %802 = or disjoint <8 x i64> %801, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %803 = select <8 x i1> %take72, <8 x i64> %802, <8 x i64> %max_index65.0366
  %804 = or disjoint i64 %max_block70368, 8
  %805 = getelementptr inbounds float, ptr %16, i64 %804
  %block71.1 = load <8 x float>, ptr %805, align 4
  %806 = fcmp ogt <8 x float> %block71.1, %799
  %807 = fcmp uno <8 x float> %block71.1, zeroinitializer
  %808 = fcmp ord <8 x float> %799, zeroinitializer
  %809 = and <8 x i1> %808, %807
  %take72.1 = or <8 x i1> %806, %809
  %810 = select <8 x i1> %take72.1, <8 x float> %block71.1, <8 x float> %799
  %811 = insertelement <8 x i64> poison, i64 %804, i64 0
  %812 = shufflevector <8 x i64> %811, <8 x i64> poison, <8 x i32> zeroinitializer
  %813 = or disjoint <8 x i64> %812, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %814 = select <8 x i1> %take72.1, <8 x i64> %813, <8 x i64> %803
  %815 = or disjoint i64 %max_block70368, 16
  %816 = getelementptr inbounds float, ptr %16, i64 %815
  %block71.2 = load <8 x float>, ptr %816, align 4
  %817 = fcmp ogt <8 x float> %block71.2, %810
  %818 = fcmp uno <8 x float> %block71.2, zeroinitializer
  %819 = fcmp ord <8 x float> %810, zeroinitializer
  %820 = and <8 x i1> %819, %818
  %take72.2 = or <8 x i1> %817, %820
  %821 = select <8 x i1> %take72.2, <8 x float> %block71.2, <8 x float> %810
  %822 = insertelement <8 x i64> poison, i64 %815, i64 0
  %823 = shufflevector <8 x i64> %822, <8 x i64> poison, <8 x i32> zeroinitializer
  %824 = or disjoint <8 x i64> %823, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %825 = select <8 x i1> %take72.2, <8 x i64> %824, <8 x i64> %814
  %826 = or disjoint i64 %max_block70368, 24
  %827 = getelementptr inbounds float, ptr %16, i64 %826
  %block71.3 = load <8 x float>, ptr %827, align 4
  %828 = fcmp ogt <8 x float> %block71.3, %821
  %829 = fcmp uno <8 x float> %block71.3, zeroinitializer
  %830 = fcmp ord <8 x float> %821, zeroinitializer
  %831 = and <8 x i1> %830, %829
  %take72.3 = or <8 x i1> %828, %831
  %832 = select <8 x i1> %take72.3, <8 x float> %block71.3, <8 x float> %821
  %833 = insertelement <8 x i64> poison, i64 %826, i64 0
  %834 = shufflevector <8 x i64> %833, <8 x i64> poison, <8 x i32> zeroinitializer
  %835 = or disjoint <8 x i64> %834, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %836 = select <8 x i1> %take72.3, <8 x i64> %835, <8 x i64> %825
  %837 = add nuw i64 %max_block70368, 32
  %niter1001.next.3 = add i64 %niter1001, 4
  %niter1001.ncmp.3.not = icmp eq i64 %niter1001.next.3, %unroll_iter1000
  br i1 %niter1001.ncmp.3.not, label %max_block.exit69.loopexit.unr-lcssa, label %max_block.body68

max_block.exit69.loopexit.unr-lcssa:              ; preds = %max_block.body68
  br i1 %lcmp.mod996.not, label %max_block.exit69, label %max_block.body68.epil.preheader

max_block.body68.epil.preheader:                  ; preds = %max_block.exit69.loopexit.unr-lcssa, %max_block.body68.preheader
  %max_block70368.epil.init = phi i64 [ 0, %max_block.body68.preheader ], [ %837, %max_block.exit69.loopexit.unr-lcssa ]
  %max_best64.0367.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body68.preheader ], [ %832, %max_block.exit69.loopexit.unr-lcssa ]
  %max_index65.0366.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body68.preheader ], [ %836, %max_block.exit69.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod999)
  br label %max_block.body68.epil

max_block.body68.epil:                            ; preds = %max_block.body68.epil, %max_block.body68.epil.preheader
  %max_block70368.epil = phi i64 [ %848, %max_block.body68.epil ], [ %max_block70368.epil.init, %max_block.body68.epil.preheader ]
  %max_best64.0367.epil = phi <8 x float> [ %843, %max_block.body68.epil ], [ %max_best64.0367.epil.init, %max_block.body68.epil.preheader ]
  %max_index65.0366.epil = phi <8 x i64> [ %847, %max_block.body68.epil ], [ %max_index65.0366.epil.init, %max_block.body68.epil.preheader ]
  %epil.iter995 = phi i64 [ %epil.iter995.next, %max_block.body68.epil ], [ 0, %max_block.body68.epil.preheader ]
  %838 = getelementptr inbounds float, ptr %16, i64 %max_block70368.epil
  %block71.epil = load <8 x float>, ptr %838, align 4
  %839 = fcmp ogt <8 x float> %block71.epil, %max_best64.0367.epil
  %840 = fcmp uno <8 x float> %block71.epil, zeroinitializer
  %841 = fcmp ord <8 x float> %max_best64.0367.epil, zeroinitializer
  %842 = and <8 x i1> %841, %840
  %take72.epil = or <8 x i1> %839, %842
  %843 = select <8 x i1> %take72.epil, <8 x float> %block71.epil, <8 x float> %max_best64.0367.epil
  %844 = insertelement <8 x i64> poison, i64 %max_block70368.epil, i64 0
  %845 = shufflevector <8 x i64> %844, <8 x i64> poison, <8 x i32> zeroinitializer
  %846 = or disjoint <8 x i64> %845, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %847 = select <8 x i1> %take72.epil, <8 x i64> %846, <8 x i64> %max_index65.0366.epil
  %848 = add nuw i64 %max_block70368.epil, 8
  %epil.iter995.next = add i64 %epil.iter995, 1
  %epil.iter995.cmp.not = icmp eq i64 %epil.iter995.next, %xtraiter994
  br i1 %epil.iter995.cmp.not, label %max_block.exit69, label %max_block.body68.epil, !llvm.loop !9

max_block.exit69:                                 ; preds = %max_block.exit69.loopexit.unr-lcssa, %max_block.body68.epil, %fold_tail.exit56
  %max_index65.0.lcssa = phi <8 x i64> [ zeroinitializer, %fold_tail.exit56 ], [ %836, %max_block.exit69.loopexit.unr-lcssa ], [ %847, %max_block.body68.epil ]
  %max_best64.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit56 ], [ %832, %max_block.exit69.loopexit.unr-lcssa ], [ %843, %max_block.body68.epil ]
  %849 = extractelement <8 x float> %max_best64.0.lcssa, i64 0
  %850 = extractelement <8 x i64> %max_index65.0.lcssa, i64 0
  %851 = fcmp une float %849, 0xFFF0000000000000
  %852 = select i1 %851, i64 %850, i64 0
  %853 = extractelement <8 x float> %max_best64.0.lcssa, i64 1
  %854 = extractelement <8 x i64> %max_index65.0.lcssa, i64 1
  %855 = fcmp uno float %853, 0.000000e+00
  %856 = fcmp ord float %849, 0.000000e+00
  %857 = icmp ult i64 %854, %852
  %858 = fcmp ogt float %853, %849
  %859 = fcmp oeq float %853, %849
  %860 = or i1 %856, %857
  %861 = and i1 %859, %857
  %862 = or i1 %858, %861
  %863 = select i1 %855, i1 %860, i1 %862
  %864 = select i1 %863, float %853, float %849
  %865 = select i1 %863, i64 %854, i64 %852
  %866 = extractelement <8 x float> %max_best64.0.lcssa, i64 2
  %867 = extractelement <8 x i64> %max_index65.0.lcssa, i64 2
  %868 = fcmp uno float %866, 0.000000e+00
  %869 = fcmp ord float %864, 0.000000e+00
  %870 = icmp ult i64 %867, %865
  %871 = fcmp ogt float %866, %864
  %872 = fcmp oeq float %866, %864
  %873 = or i1 %869, %870
  %874 = and i1 %872, %870
  %875 = or i1 %871, %874
  %876 = select i1 %868, i1 %873, i1 %875
  %877 = select i1 %876, float %866, float %864
  %878 = select i1 %876, i64 %867, i64 %865
  %879 = extractelement <8 x float> %max_best64.0.lcssa, i64 3
  %880 = extractelement <8 x i64> %max_index65.0.lcssa, i64 3
  %881 = fcmp uno float %879, 0.000000e+00
  %882 = fcmp ord float %877, 0.000000e+00
  %883 = icmp ult i64 %880, %878
  %884 = fcmp ogt float %879, %877
  %885 = fcmp oeq float %879, %877
  %886 = or i1 %882, %883
  %887 = and i1 %885, %883
  %888 = or i1 %884, %887
  %889 = select i1 %881, i1 %886, i1 %888
  %890 = select i1 %889, float %879, float %877
  %891 = select i1 %889, i64 %880, i64 %878
  %892 = extractelement <8 x float> %max_best64.0.lcssa, i64 4
  %893 = extractelement <8 x i64> %max_index65.0.lcssa, i64 4
  %894 = fcmp uno float %892, 0.000000e+00
  %895 = fcmp ord float %890, 0.000000e+00
  %896 = icmp ult i64 %893, %891
  %897 = fcmp ogt float %892, %890
  %898 = fcmp oeq float %892, %890
  %899 = or i1 %895, %896
  %900 = and i1 %898, %896
  %901 = or i1 %897, %900
  %902 = select i1 %894, i1 %899, i1 %901
  %903 = select i1 %902, float %892, float %890
  %904 = select i1 %902, i64 %893, i64 %891
  %905 = extractelement <8 x float> %max_best64.0.lcssa, i64 5
  %906 = extractelement <8 x i64> %max_index65.0.lcssa, i64 5
  %907 = fcmp uno float %905, 0.000000e+00
  %908 = fcmp ord float %903, 0.000000e+00
  %909 = icmp ult i64 %906, %904
  %910 = fcmp ogt float %905, %903
  %911 = fcmp oeq float %905, %903
  %912 = or i1 %908, %909
  %913 = and i1 %911, %909
  %914 = or i1 %910, %913
  %915 = select i1 %907, i1 %912, i1 %914
  %916 = select i1 %915, float %905, float %903
  %917 = select i1 %915, i64 %906, i64 %904
  %918 = extractelement <8 x float> %max_best64.0.lcssa, i64 6
  %919 = extractelement <8 x i64> %max_index65.0.lcssa, i64 6
  %920 = fcmp uno float %918, 0.000000e+00
  %921 = fcmp ord float %916, 0.000000e+00
  %922 = icmp ult i64 %919, %917
  %923 = fcmp ogt float %918, %916
  %924 = fcmp oeq float %918, %916
  %925 = or i1 %921, %922
  %926 = and i1 %924, %922
  %927 = or i1 %923, %926
  %928 = select i1 %920, i1 %925, i1 %927
  %929 = select i1 %928, float %918, float %916
  %930 = select i1 %928, i64 %919, i64 %917
  %931 = extractelement <8 x float> %max_best64.0.lcssa, i64 7
  %932 = extractelement <8 x i64> %max_index65.0.lcssa, i64 7
  %933 = fcmp uno float %931, 0.000000e+00
  %934 = fcmp ord float %929, 0.000000e+00
  %935 = icmp ult i64 %932, %930
  %936 = fcmp ogt float %931, %929
  %937 = fcmp oeq float %931, %929
  %938 = or i1 %934, %935
  %939 = and i1 %937, %935
  %940 = or i1 %936, %939
  %941 = select i1 %933, i1 %938, i1 %940
  %942 = select i1 %941, float %931, float %929
  br i1 %.not435, label %fold_tail.exit75, label %fold_tail.body74

fold_tail.body74:                                 ; preds = %max_block.exit69, %fold_tail.body74
  %fold_tail76373 = phi i64 [ %950, %fold_tail.body74 ], [ %blocks_end, %max_block.exit69 ]
  %fold_value59.0372 = phi float [ %949, %fold_tail.body74 ], [ %942, %max_block.exit69 ]
  %943 = getelementptr inbounds float, ptr %16, i64 %fold_tail76373
  %944 = load float, ptr %943, align 4
  %945 = fcmp ogt float %944, %fold_value59.0372
  %946 = fcmp uno float %944, 0.000000e+00
  %947 = fcmp ord float %fold_value59.0372, 0.000000e+00
  %948 = and i1 %947, %946
  %take77 = or i1 %945, %948
  %949 = select i1 %take77, float %944, float %fold_value59.0372
  %950 = add nuw i64 %fold_tail76373, 1
  %951 = icmp ult i64 %950, %n_features
  br i1 %951, label %fold_tail.body74, label %fold_tail.exit75

fold_tail.exit75:                                 ; preds = %fold_tail.body74, %max_block.exit69
  %fold_value59.0.lcssa = phi float [ %942, %max_block.exit69 ], [ %949, %fold_tail.body74 ]
  br i1 %guard, label %feature.header78.preheader, label %guard.done

feature.header78.preheader:                       ; preds = %fold_tail.exit75
  br i1 %.not, label %search.feature.exit, label %iter.check852

iter.check852:                                    ; preds = %feature.header78.preheader
  br i1 %min.iters.check850, label %feature.body79.preheader, label %vector.memcheck845

vector.memcheck845:                               ; preds = %iter.check852
  %diff.check846 = icmp ult i64 %107, 128
  %diff.check847 = icmp ult i64 %108, 128
  %conflict.rdx848 = or i1 %diff.check846, %diff.check847
  br i1 %conflict.rdx848, label %feature.body79.preheader, label %vector.main.loop.iter.check854

vector.main.loop.iter.check854:                   ; preds = %vector.memcheck845
  br i1 %min.iters.check853, label %vec.epilog.ph871, label %vector.body858

vector.body858:                                   ; preds = %vector.main.loop.iter.check854, %vector.body858
  %index859 = phi i64 [ %index.next864, %vector.body858 ], [ 0, %vector.main.loop.iter.check854 ]
  %952 = getelementptr inbounds float, ptr %118, i64 %index859
  %953 = getelementptr inbounds nuw i8, ptr %952, i64 32
  %954 = getelementptr inbounds nuw i8, ptr %952, i64 64
  %955 = getelementptr inbounds nuw i8, ptr %952, i64 96
  %wide.load860 = load <8 x float>, ptr %952, align 4
  %wide.load861 = load <8 x float>, ptr %953, align 4
  %wide.load862 = load <8 x float>, ptr %954, align 4
  %wide.load863 = load <8 x float>, ptr %955, align 4
  %956 = fadd <8 x float> %wide.load860, zeroinitializer
  %957 = fadd <8 x float> %wide.load861, zeroinitializer
  %958 = fadd <8 x float> %wide.load862, zeroinitializer
  %959 = fadd <8 x float> %wide.load863, zeroinitializer
  %960 = bitcast <8 x float> %956 to <8 x i32>
  %961 = bitcast <8 x float> %957 to <8 x i32>
  %962 = bitcast <8 x float> %958 to <8 x i32>
  %963 = bitcast <8 x float> %959 to <8 x i32>
  %964 = icmp slt <8 x i32> %960, zeroinitializer
  %965 = icmp slt <8 x i32> %961, zeroinitializer
  %966 = icmp slt <8 x i32> %962, zeroinitializer
  %967 = icmp slt <8 x i32> %963, zeroinitializer
  %968 = xor <8 x i32> %960, splat (i32 -1)
  %969 = xor <8 x i32> %961, splat (i32 -1)
  %970 = xor <8 x i32> %962, splat (i32 -1)
  %971 = xor <8 x i32> %963, splat (i32 -1)
  %972 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %956)
  %973 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %957)
  %974 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %958)
  %975 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %959)
  %976 = fneg <8 x float> %972
  %977 = fneg <8 x float> %973
  %978 = fneg <8 x float> %974
  %979 = fneg <8 x float> %975
  %980 = bitcast <8 x float> %976 to <8 x i32>
  %981 = bitcast <8 x float> %977 to <8 x i32>
  %982 = bitcast <8 x float> %978 to <8 x i32>
  %983 = bitcast <8 x float> %979 to <8 x i32>
  %984 = select <8 x i1> %964, <8 x i32> %968, <8 x i32> %980
  %985 = select <8 x i1> %965, <8 x i32> %969, <8 x i32> %981
  %986 = select <8 x i1> %966, <8 x i32> %970, <8 x i32> %982
  %987 = select <8 x i1> %967, <8 x i32> %971, <8 x i32> %983
  %988 = getelementptr inbounds float, ptr %scratch, i64 %index859
  %989 = getelementptr inbounds nuw i8, ptr %988, i64 32
  %990 = getelementptr inbounds nuw i8, ptr %988, i64 64
  %991 = getelementptr inbounds nuw i8, ptr %988, i64 96
  store <8 x i32> %984, ptr %988, align 4
  store <8 x i32> %985, ptr %989, align 4
  store <8 x i32> %986, ptr %990, align 4
  store <8 x i32> %987, ptr %991, align 4
  %992 = getelementptr float, ptr %13, i64 %index859
  %993 = getelementptr i8, ptr %992, i64 32
  %994 = getelementptr i8, ptr %992, i64 64
  %995 = getelementptr i8, ptr %992, i64 96
  store <8 x float> splat (float 1.000000e+00), ptr %992, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %993, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %994, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %995, align 4
  %index.next864 = add nuw i64 %index859, 32
  %996 = icmp eq i64 %index.next864, %n.vec857
  br i1 %996, label %middle.block865, label %vector.body858, !llvm.loop !10

middle.block865:                                  ; preds = %vector.body858
  br i1 %cmp.n866, label %search.feature.exit, label %vec.epilog.iter.check869

vec.epilog.iter.check869:                         ; preds = %middle.block865
  br i1 %min.epilog.iters.check870, label %feature.body79.preheader, label %vec.epilog.ph871, !prof !11

vec.epilog.ph871:                                 ; preds = %vector.main.loop.iter.check854, %vec.epilog.iter.check869
  %vec.epilog.resume.val867 = phi i64 [ %n.vec857, %vec.epilog.iter.check869 ], [ 0, %vector.main.loop.iter.check854 ]
  br label %vec.epilog.vector.body874

vec.epilog.vector.body874:                        ; preds = %vec.epilog.vector.body874, %vec.epilog.ph871
  %index875 = phi i64 [ %vec.epilog.resume.val867, %vec.epilog.ph871 ], [ %index.next877, %vec.epilog.vector.body874 ]
  %997 = getelementptr inbounds float, ptr %118, i64 %index875
  %wide.load876 = load <4 x float>, ptr %997, align 4
  %998 = fadd <4 x float> %wide.load876, zeroinitializer
  %999 = bitcast <4 x float> %998 to <4 x i32>
  %1000 = icmp slt <4 x i32> %999, zeroinitializer
  %1001 = xor <4 x i32> %999, splat (i32 -1)
  %1002 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %998)
  %1003 = fneg <4 x float> %1002
  %1004 = bitcast <4 x float> %1003 to <4 x i32>
  %1005 = select <4 x i1> %1000, <4 x i32> %1001, <4 x i32> %1004
  %1006 = getelementptr inbounds float, ptr %scratch, i64 %index875
  store <4 x i32> %1005, ptr %1006, align 4
  %1007 = getelementptr float, ptr %13, i64 %index875
  store <4 x float> splat (float 1.000000e+00), ptr %1007, align 4
  %index.next877 = add nuw i64 %index875, 4
  %1008 = icmp eq i64 %index.next877, %n.vec873
  br i1 %1008, label %vec.epilog.middle.block878, label %vec.epilog.vector.body874, !llvm.loop !12

vec.epilog.middle.block878:                       ; preds = %vec.epilog.vector.body874
  br i1 %cmp.n879, label %search.feature.exit, label %feature.body79.preheader

feature.body79.preheader:                         ; preds = %vector.memcheck845, %iter.check852, %vec.epilog.iter.check869, %vec.epilog.middle.block878
  %feature81375.ph = phi i64 [ 0, %iter.check852 ], [ 0, %vector.memcheck845 ], [ %n.vec857, %vec.epilog.iter.check869 ], [ %n.vec873, %vec.epilog.middle.block878 ]
  br i1 %lcmp.mod1003.not, label %feature.body79.prol.loopexit, label %feature.body79.prol

feature.body79.prol:                              ; preds = %feature.body79.preheader
  %1009 = getelementptr inbounds float, ptr %118, i64 %feature81375.ph
  %1010 = load float, ptr %1009, align 4
  %1011 = fadd float %1010, 0.000000e+00
  %1012 = bitcast float %1011 to i32
  %1013 = icmp slt i32 %1012, 0
  %1014 = xor i32 %1012, -1
  %1015 = tail call float @llvm.fabs.f32(float %1011)
  %1016 = fneg float %1015
  %1017 = bitcast float %1016 to i32
  %1018 = select i1 %1013, i32 %1014, i32 %1017
  %1019 = getelementptr inbounds float, ptr %scratch, i64 %feature81375.ph
  store i32 %1018, ptr %1019, align 4
  %1020 = getelementptr float, ptr %13, i64 %feature81375.ph
  store float 1.000000e+00, ptr %1020, align 4
  %1021 = or disjoint i64 %feature81375.ph, 1
  br label %feature.body79.prol.loopexit

feature.body79.prol.loopexit:                     ; preds = %feature.body79.prol, %feature.body79.preheader
  %feature81375.unr = phi i64 [ %feature81375.ph, %feature.body79.preheader ], [ %1021, %feature.body79.prol ]
  %1022 = icmp eq i64 %89, %feature81375.ph
  br i1 %1022, label %search.feature.exit, label %feature.body79

guard.done:                                       ; preds = %search.feature.exit, %search.index_bit.exit, %fold_tail.exit75
  %uniforms.sroa.22.0 = phi float [ 0x7FF0000000000000, %fold_tail.exit75 ], [ %search_index101, %search.index_bit.exit ], [ 0x7FF0000000000000, %search.feature.exit ]
  %uniforms.sroa.15.0 = phi float [ 0xFFF0000000000000, %fold_tail.exit75 ], [ %1228, %search.index_bit.exit ], [ 0xFFF0000000000000, %search.feature.exit ]
  br i1 %guard103, label %feature.header107.preheader, label %guard.done157

feature.header107.preheader:                      ; preds = %guard.done
  br i1 %.not, label %max_block.exit122, label %iter.check

iter.check:                                       ; preds = %feature.header107.preheader
  %diff.check696 = icmp ult i64 %110, 128
  %or.cond = select i1 %min.iters.check698, i1 true, i1 %diff.check696
  br i1 %or.cond, label %feature.body108.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check700, label %vec.epilog.ph, label %vector.ph701

vector.ph701:                                     ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert706 = insertelement <8 x float> poison, float %uniforms.sroa.15.0, i64 0
  %broadcast.splat707 = shufflevector <8 x float> %broadcast.splatinsert706, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert708 = insertelement <8 x float> poison, float %uniforms.sroa.22.0, i64 0
  %broadcast.splat709 = shufflevector <8 x float> %broadcast.splatinsert708, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body710

vector.body710:                                   ; preds = %vector.body710, %vector.ph701
  %index711 = phi i64 [ 0, %vector.ph701 ], [ %index.next717, %vector.body710 ]
  %vec.ind712 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph701 ], [ %vec.ind.next718, %vector.body710 ]
  %step.add = add <8 x i64> %vec.ind712, splat (i64 8)
  %step.add.2 = add <8 x i64> %vec.ind712, splat (i64 16)
  %step.add.3 = add <8 x i64> %vec.ind712, splat (i64 24)
  %1023 = getelementptr inbounds float, ptr %118, i64 %index711
  %1024 = getelementptr inbounds nuw i8, ptr %1023, i64 32
  %1025 = getelementptr inbounds nuw i8, ptr %1023, i64 64
  %1026 = getelementptr inbounds nuw i8, ptr %1023, i64 96
  %wide.load713 = load <8 x float>, ptr %1023, align 4
  %wide.load714 = load <8 x float>, ptr %1024, align 4
  %wide.load715 = load <8 x float>, ptr %1025, align 4
  %wide.load716 = load <8 x float>, ptr %1026, align 4
  %1027 = fmul <8 x float> %broadcast.splat705, %wide.load713
  %1028 = fmul <8 x float> %broadcast.splat705, %wide.load714
  %1029 = fmul <8 x float> %broadcast.splat705, %wide.load715
  %1030 = fmul <8 x float> %broadcast.splat705, %wide.load716
  %1031 = uitofp <8 x i64> %vec.ind712 to <8 x float>
  %1032 = uitofp <8 x i64> %step.add to <8 x float>
  %1033 = uitofp <8 x i64> %step.add.2 to <8 x float>
  %1034 = uitofp <8 x i64> %step.add.3 to <8 x float>
  %1035 = fcmp ogt <8 x float> %wide.load713, %broadcast.splat707
  %1036 = fcmp ogt <8 x float> %wide.load714, %broadcast.splat707
  %1037 = fcmp ogt <8 x float> %wide.load715, %broadcast.splat707
  %1038 = fcmp ogt <8 x float> %wide.load716, %broadcast.splat707
  %1039 = select <8 x i1> %1035, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1040 = select <8 x i1> %1036, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1041 = select <8 x i1> %1037, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1042 = select <8 x i1> %1038, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1043 = fcmp oeq <8 x float> %wide.load713, %broadcast.splat707
  %1044 = fcmp oeq <8 x float> %wide.load714, %broadcast.splat707
  %1045 = fcmp oeq <8 x float> %wide.load715, %broadcast.splat707
  %1046 = fcmp oeq <8 x float> %wide.load716, %broadcast.splat707
  %1047 = fcmp oge <8 x float> %broadcast.splat709, %1031
  %1048 = fcmp oge <8 x float> %broadcast.splat709, %1032
  %1049 = fcmp oge <8 x float> %broadcast.splat709, %1033
  %1050 = fcmp oge <8 x float> %broadcast.splat709, %1034
  %1051 = select <8 x i1> %1043, <8 x i1> %1047, <8 x i1> zeroinitializer
  %1052 = select <8 x i1> %1044, <8 x i1> %1048, <8 x i1> zeroinitializer
  %1053 = select <8 x i1> %1045, <8 x i1> %1049, <8 x i1> zeroinitializer
  %1054 = select <8 x i1> %1046, <8 x i1> %1050, <8 x i1> zeroinitializer
  %1055 = select <8 x i1> %1051, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1056 = select <8 x i1> %1052, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1057 = select <8 x i1> %1053, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1058 = select <8 x i1> %1054, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1059 = fcmp ogt <8 x float> %1055, %1039
  %1060 = fcmp ogt <8 x float> %1056, %1040
  %1061 = fcmp ogt <8 x float> %1057, %1041
  %1062 = fcmp ogt <8 x float> %1058, %1042
  %1063 = select <8 x i1> %1059, <8 x float> %1055, <8 x float> %1039
  %1064 = select <8 x i1> %1060, <8 x float> %1056, <8 x float> %1040
  %1065 = select <8 x i1> %1061, <8 x float> %1057, <8 x float> %1041
  %1066 = select <8 x i1> %1062, <8 x float> %1058, <8 x float> %1042
  %1067 = fcmp une <8 x float> %1063, zeroinitializer
  %1068 = fcmp une <8 x float> %1064, zeroinitializer
  %1069 = fcmp une <8 x float> %1065, zeroinitializer
  %1070 = fcmp une <8 x float> %1066, zeroinitializer
  %1071 = select <8 x i1> %1067, <8 x float> %1027, <8 x float> splat (float 0xFFF0000000000000)
  %1072 = select <8 x i1> %1068, <8 x float> %1028, <8 x float> splat (float 0xFFF0000000000000)
  %1073 = select <8 x i1> %1069, <8 x float> %1029, <8 x float> splat (float 0xFFF0000000000000)
  %1074 = select <8 x i1> %1070, <8 x float> %1030, <8 x float> splat (float 0xFFF0000000000000)
  %1075 = getelementptr inbounds float, ptr %scratch, i64 %index711
  %1076 = getelementptr inbounds nuw i8, ptr %1075, i64 32
  %1077 = getelementptr inbounds nuw i8, ptr %1075, i64 64
  %1078 = getelementptr inbounds nuw i8, ptr %1075, i64 96
  store <8 x float> %1071, ptr %1075, align 4
  store <8 x float> %1072, ptr %1076, align 4
  store <8 x float> %1073, ptr %1077, align 4
  store <8 x float> %1074, ptr %1078, align 4
  %index.next717 = add nuw i64 %index711, 32
  %vec.ind.next718 = add <8 x i64> %vec.ind712, splat (i64 32)
  %1079 = icmp eq i64 %index.next717, %n.vec703
  br i1 %1079, label %middle.block719, label %vector.body710, !llvm.loop !13

middle.block719:                                  ; preds = %vector.body710
  br i1 %cmp.n720, label %max_block.header120.preheader, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block719
  br i1 %min.epilog.iters.check, label %feature.body108.preheader, label %vec.epilog.ph, !prof !11

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.resume.val721 = phi i64 [ %n.vec703, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert726 = insertelement <4 x float> poison, float %uniforms.sroa.15.0, i64 0
  %broadcast.splat727 = shufflevector <4 x float> %broadcast.splatinsert726, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert728 = insertelement <4 x float> poison, float %uniforms.sroa.22.0, i64 0
  %broadcast.splat729 = shufflevector <4 x float> %broadcast.splatinsert728, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert730 = insertelement <4 x i64> poison, i64 %bc.resume.val721, i64 0
  %broadcast.splat731 = shufflevector <4 x i64> %broadcast.splatinsert730, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction = or disjoint <4 x i64> %broadcast.splat731, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index732 = phi i64 [ %bc.resume.val721, %vec.epilog.ph ], [ %index.next735, %vec.epilog.vector.body ]
  %vec.ind733 = phi <4 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next736, %vec.epilog.vector.body ]
  %1080 = getelementptr inbounds float, ptr %118, i64 %index732
  %wide.load734 = load <4 x float>, ptr %1080, align 4
  %1081 = fmul <4 x float> %broadcast.splat725, %wide.load734
  %1082 = uitofp <4 x i64> %vec.ind733 to <4 x float>
  %1083 = fcmp ogt <4 x float> %wide.load734, %broadcast.splat727
  %1084 = select <4 x i1> %1083, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %1085 = fcmp oeq <4 x float> %wide.load734, %broadcast.splat727
  %1086 = fcmp oge <4 x float> %broadcast.splat729, %1082
  %1087 = select <4 x i1> %1085, <4 x i1> %1086, <4 x i1> zeroinitializer
  %1088 = select <4 x i1> %1087, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %1089 = fcmp ogt <4 x float> %1088, %1084
  %1090 = select <4 x i1> %1089, <4 x float> %1088, <4 x float> %1084
  %1091 = fcmp une <4 x float> %1090, zeroinitializer
  %1092 = select <4 x i1> %1091, <4 x float> %1081, <4 x float> splat (float 0xFFF0000000000000)
  %1093 = getelementptr inbounds float, ptr %scratch, i64 %index732
  store <4 x float> %1092, ptr %1093, align 4
  %index.next735 = add nuw i64 %index732, 4
  %vec.ind.next736 = add nuw <4 x i64> %vec.ind733, splat (i64 4)
  %1094 = icmp eq i64 %index.next735, %n.vec723
  br i1 %1094, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n737, label %max_block.header120.preheader, label %feature.body108.preheader

feature.body108.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature110390.ph = phi i64 [ 0, %iter.check ], [ %n.vec703, %vec.epilog.iter.check ], [ %n.vec723, %vec.epilog.middle.block ]
  %.neg = or disjoint i64 %feature110390.ph, 1
  br i1 %lcmp.mod1005.not, label %feature.body108.prol.loopexit, label %feature.body108.prol

feature.body108.prol:                             ; preds = %feature.body108.preheader
  %1095 = getelementptr inbounds float, ptr %118, i64 %feature110390.ph
  %1096 = load float, ptr %1095, align 4
  %1097 = fmul float %inv_t, %1096
  %feature111.prol = uitofp i64 %feature110390.ph to float
  %1098 = fcmp ogt float %1096, %uniforms.sroa.15.0
  %1099 = select i1 %1098, float 1.000000e+00, float 0.000000e+00
  %1100 = fcmp oeq float %1096, %uniforms.sroa.15.0
  %1101 = fcmp oge float %uniforms.sroa.22.0, %feature111.prol
  %1102 = select i1 %1100, i1 %1101, i1 false
  %1103 = select i1 %1102, float 1.000000e+00, float 0.000000e+00
  %1104 = fcmp ogt float %1103, %1099
  %max.prol = select i1 %1104, float %1103, float %1099
  %1105 = fcmp une float %max.prol, 0.000000e+00
  %1106 = select i1 %1105, float %1097, float 0xFFF0000000000000
  %1107 = getelementptr inbounds float, ptr %scratch, i64 %feature110390.ph
  store float %1106, ptr %1107, align 4
  %1108 = or disjoint i64 %feature110390.ph, 1
  br label %feature.body108.prol.loopexit

feature.body108.prol.loopexit:                    ; preds = %feature.body108.prol, %feature.body108.preheader
  %feature110390.unr = phi i64 [ %feature110390.ph, %feature.body108.preheader ], [ %1108, %feature.body108.prol ]
  %1109 = icmp eq i64 %n_features, %.neg
  br i1 %1109, label %max_block.header120.preheader, label %feature.body108

feature.body79:                                   ; preds = %feature.body79.prol.loopexit, %feature.body79
  %feature81375 = phi i64 [ %1135, %feature.body79 ], [ %feature81375.unr, %feature.body79.prol.loopexit ]
  %1110 = getelementptr inbounds float, ptr %118, i64 %feature81375
  %1111 = load float, ptr %1110, align 4
  %1112 = fadd float %1111, 0.000000e+00
  %1113 = bitcast float %1112 to i32
  %1114 = icmp slt i32 %1113, 0
  %1115 = xor i32 %1113, -1
  %1116 = tail call float @llvm.fabs.f32(float %1112)
  %1117 = fneg float %1116
  %1118 = bitcast float %1117 to i32
  %1119 = select i1 %1114, i32 %1115, i32 %1118
  %1120 = getelementptr inbounds float, ptr %scratch, i64 %feature81375
  store i32 %1119, ptr %1120, align 4
  %1121 = getelementptr float, ptr %13, i64 %feature81375
  store float 1.000000e+00, ptr %1121, align 4
  %1122 = add nuw i64 %feature81375, 1
  %1123 = getelementptr inbounds float, ptr %118, i64 %1122
  %1124 = load float, ptr %1123, align 4
  %1125 = fadd float %1124, 0.000000e+00
  %1126 = bitcast float %1125 to i32
  %1127 = icmp slt i32 %1126, 0
  %1128 = xor i32 %1126, -1
  %1129 = tail call float @llvm.fabs.f32(float %1125)
  %1130 = fneg float %1129
  %1131 = bitcast float %1130 to i32
  %1132 = select i1 %1127, i32 %1128, i32 %1131
  %1133 = getelementptr inbounds float, ptr %scratch, i64 %1122
  store i32 %1132, ptr %1133, align 4
  %1134 = getelementptr float, ptr %13, i64 %1122
  store float 1.000000e+00, ptr %1134, align 4
  %1135 = add nuw i64 %feature81375, 2
  %exitcond494.not.1 = icmp eq i64 %1135, %n_features
  br i1 %exitcond494.not.1, label %search.feature.exit, label %feature.body79, !llvm.loop !15

search.feature.exit:                              ; preds = %feature.body79.prol.loopexit, %feature.body79, %middle.block865, %vec.epilog.middle.block878, %feature.header78.preheader
  %search_count.0.lcssa = phi float [ 0.000000e+00, %feature.header78.preheader ], [ %44, %middle.block865 ], [ %44, %vec.epilog.middle.block878 ], [ %44, %feature.body79 ], [ %44, %feature.body79.prol.loopexit ]
  %1136 = fcmp ult float %search_count.0.lcssa, %top_k83
  br i1 %1136, label %guard.done, label %search.key_bit.body

search.key_bit.body:                              ; preds = %search.feature.exit, %search.feature.exit87
  %search.key_bit383 = phi i64 [ %1172, %search.feature.exit87 ], [ 0, %search.feature.exit ]
  %search_hi.0382 = phi i32 [ %1171, %search.feature.exit87 ], [ 0, %search.feature.exit ]
  %1137 = trunc nuw nsw i64 %search.key_bit383 to i32
  %1138 = lshr exact i32 -2147483648, %1137
  %candidate = or i32 %1138, %search_hi.0382
  br i1 %.not, label %search.feature.exit87, label %iter.check803

iter.check803:                                    ; preds = %search.key_bit.body
  br i1 %min.iters.check801, label %search.feature.body86.preheader, label %vector.main.loop.iter.check805

vector.main.loop.iter.check805:                   ; preds = %iter.check803
  br i1 %min.iters.check804, label %vec.epilog.ph831, label %vector.ph806

vector.ph806:                                     ; preds = %vector.main.loop.iter.check805
  %broadcast.splatinsert809 = insertelement <4 x i32> poison, i32 %candidate, i64 0
  %broadcast.splat810 = shufflevector <4 x i32> %broadcast.splatinsert809, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body811

vector.body811:                                   ; preds = %vector.body811, %vector.ph806
  %index812 = phi i64 [ 0, %vector.ph806 ], [ %index.next821, %vector.body811 ]
  %vec.phi813 = phi <4 x i64> [ zeroinitializer, %vector.ph806 ], [ %1151, %vector.body811 ]
  %vec.phi814 = phi <4 x i64> [ zeroinitializer, %vector.ph806 ], [ %1152, %vector.body811 ]
  %vec.phi815 = phi <4 x i64> [ zeroinitializer, %vector.ph806 ], [ %1153, %vector.body811 ]
  %vec.phi816 = phi <4 x i64> [ zeroinitializer, %vector.ph806 ], [ %1154, %vector.body811 ]
  %1139 = getelementptr inbounds float, ptr %scratch, i64 %index812
  %1140 = getelementptr inbounds nuw i8, ptr %1139, i64 16
  %1141 = getelementptr inbounds nuw i8, ptr %1139, i64 32
  %1142 = getelementptr inbounds nuw i8, ptr %1139, i64 48
  %wide.load817 = load <4 x i32>, ptr %1139, align 4
  %wide.load818 = load <4 x i32>, ptr %1140, align 4
  %wide.load819 = load <4 x i32>, ptr %1141, align 4
  %wide.load820 = load <4 x i32>, ptr %1142, align 4
  %1143 = icmp uge <4 x i32> %wide.load817, %broadcast.splat810
  %1144 = icmp uge <4 x i32> %wide.load818, %broadcast.splat810
  %1145 = icmp uge <4 x i32> %wide.load819, %broadcast.splat810
  %1146 = icmp uge <4 x i32> %wide.load820, %broadcast.splat810
  %1147 = zext <4 x i1> %1143 to <4 x i64>
  %1148 = zext <4 x i1> %1144 to <4 x i64>
  %1149 = zext <4 x i1> %1145 to <4 x i64>
  %1150 = zext <4 x i1> %1146 to <4 x i64>
  %1151 = add <4 x i64> %vec.phi813, %1147
  %1152 = add <4 x i64> %vec.phi814, %1148
  %1153 = add <4 x i64> %vec.phi815, %1149
  %1154 = add <4 x i64> %vec.phi816, %1150
  %index.next821 = add nuw i64 %index812, 16
  %1155 = icmp eq i64 %index.next821, %n.vec808
  br i1 %1155, label %middle.block822, label %vector.body811, !llvm.loop !16

middle.block822:                                  ; preds = %vector.body811
  %bin.rdx823 = add <4 x i64> %1152, %1151
  %bin.rdx824 = add <4 x i64> %1153, %bin.rdx823
  %bin.rdx825 = add <4 x i64> %1154, %bin.rdx824
  %1156 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx825)
  br i1 %cmp.n826, label %search.feature.exit87.loopexit, label %vec.epilog.iter.check829

vec.epilog.iter.check829:                         ; preds = %middle.block822
  br i1 %min.epilog.iters.check830, label %search.feature.body86.preheader, label %vec.epilog.ph831, !prof !17

vec.epilog.ph831:                                 ; preds = %vector.main.loop.iter.check805, %vec.epilog.iter.check829
  %vec.epilog.resume.val = phi i64 [ %n.vec808, %vec.epilog.iter.check829 ], [ 0, %vector.main.loop.iter.check805 ]
  %bc.merge.rdx827 = phi i64 [ %1156, %vec.epilog.iter.check829 ], [ 0, %vector.main.loop.iter.check805 ]
  %1157 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx827, i64 0
  %broadcast.splatinsert834 = insertelement <4 x i32> poison, i32 %candidate, i64 0
  %broadcast.splat835 = shufflevector <4 x i32> %broadcast.splatinsert834, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body836

vec.epilog.vector.body836:                        ; preds = %vec.epilog.vector.body836, %vec.epilog.ph831
  %index837 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph831 ], [ %index.next840, %vec.epilog.vector.body836 ]
  %vec.phi838 = phi <4 x i64> [ %1157, %vec.epilog.ph831 ], [ %1161, %vec.epilog.vector.body836 ]
  %1158 = getelementptr inbounds float, ptr %scratch, i64 %index837
  %wide.load839 = load <4 x i32>, ptr %1158, align 4
  %1159 = icmp uge <4 x i32> %wide.load839, %broadcast.splat835
  %1160 = zext <4 x i1> %1159 to <4 x i64>
  %1161 = add <4 x i64> %vec.phi838, %1160
  %index.next840 = add nuw i64 %index837, 4
  %1162 = icmp eq i64 %index.next840, %n.vec833
  br i1 %1162, label %vec.epilog.middle.block841, label %vec.epilog.vector.body836, !llvm.loop !18

vec.epilog.middle.block841:                       ; preds = %vec.epilog.vector.body836
  %1163 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %1161)
  br i1 %cmp.n842, label %search.feature.exit87.loopexit, label %search.feature.body86.preheader

search.feature.body86.preheader:                  ; preds = %iter.check803, %vec.epilog.iter.check829, %vec.epilog.middle.block841
  %search.feature88380.ph = phi i64 [ 0, %iter.check803 ], [ %n.vec808, %vec.epilog.iter.check829 ], [ %n.vec833, %vec.epilog.middle.block841 ]
  %search_count84.0379.ph = phi i64 [ 0, %iter.check803 ], [ %1156, %vec.epilog.iter.check829 ], [ %1163, %vec.epilog.middle.block841 ]
  br label %search.feature.body86

search.key_bit.exit:                              ; preds = %search.feature.exit87
  br i1 %.not447, label %search.index_bit.exit, label %search.index_bit.body.preheader

search.index_bit.body.preheader:                  ; preds = %search.key_bit.exit
  %broadcast.splatinsert748 = insertelement <4 x i32> poison, i32 %1171, i64 0
  %broadcast.splat749 = shufflevector <4 x i32> %broadcast.splatinsert748, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert780 = insertelement <4 x i32> poison, i32 %1171, i64 0
  %broadcast.splat781 = shufflevector <4 x i32> %broadcast.splatinsert780, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %search.index_bit.body

search.feature.body86:                            ; preds = %search.feature.body86.preheader, %search.feature.body86
  %search.feature88380 = phi i64 [ %1168, %search.feature.body86 ], [ %search.feature88380.ph, %search.feature.body86.preheader ]
  %search_count84.0379 = phi i64 [ %1167, %search.feature.body86 ], [ %search_count84.0379.ph, %search.feature.body86.preheader ]
  %1164 = getelementptr inbounds float, ptr %scratch, i64 %search.feature88380
  %key89 = load i32, ptr %1164, align 4
  %1165 = icmp uge i32 %key89, %candidate
  %1166 = zext i1 %1165 to i64
  %1167 = add i64 %search_count84.0379, %1166
  %1168 = add nuw i64 %search.feature88380, 1
  %exitcond495.not = icmp eq i64 %1168, %n_features
  br i1 %exitcond495.not, label %search.feature.exit87.loopexit, label %search.feature.body86, !llvm.loop !19

search.feature.exit87.loopexit:                   ; preds = %search.feature.body86, %vec.epilog.middle.block841, %middle.block822
  %.lcssa574 = phi i64 [ %1163, %vec.epilog.middle.block841 ], [ %1156, %middle.block822 ], [ %1167, %search.feature.body86 ]
  %1169 = uitofp i64 %.lcssa574 to float
  br label %search.feature.exit87

search.feature.exit87:                            ; preds = %search.feature.exit87.loopexit, %search.key_bit.body
  %search_count84.0.lcssa = phi float [ 0.000000e+00, %search.key_bit.body ], [ %1169, %search.feature.exit87.loopexit ]
  %1170 = fcmp oge float %search_count84.0.lcssa, %top_k83
  %1171 = select i1 %1170, i32 %candidate, i32 %search_hi.0382
  %1172 = add nuw nsw i64 %search.key_bit383, 1
  %exitcond496.not = icmp eq i64 %1172, 32
  br i1 %exitcond496.not, label %search.key_bit.exit, label %search.key_bit.body

search.index_bit.body:                            ; preds = %search.index_bit.body.preheader, %search.feature.exit96
  %search.index_bit388 = phi i64 [ %1243, %search.feature.exit96 ], [ 0, %search.index_bit.body.preheader ]
  %search_lo.0387 = phi i64 [ %1242, %search.feature.exit96 ], [ 0, %search.index_bit.body.preheader ]
  %1173 = add nuw nsw i64 %search.index_bit388, %ctlz
  %1174 = lshr exact i64 -9223372036854775808, %1173
  %candidate92 = or i64 %1174, %search_lo.0387
  br i1 %.not, label %search.feature.exit96, label %iter.check742

iter.check742:                                    ; preds = %search.index_bit.body
  br i1 %min.iters.check740, label %search.feature.body95.preheader, label %vector.main.loop.iter.check744

vector.main.loop.iter.check744:                   ; preds = %iter.check742
  br i1 %min.iters.check743, label %vec.epilog.ph777, label %vector.ph745

vector.ph745:                                     ; preds = %vector.main.loop.iter.check744
  %broadcast.splatinsert752 = insertelement <4 x i64> poison, i64 %candidate92, i64 0
  %broadcast.splat753 = shufflevector <4 x i64> %broadcast.splatinsert752, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %vector.body754

vector.body754:                                   ; preds = %vector.body754, %vector.ph745
  %index755 = phi i64 [ 0, %vector.ph745 ], [ %index.next767, %vector.body754 ]
  %vec.ind756 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %vector.ph745 ], [ %vec.ind.next768, %vector.body754 ]
  %vec.phi = phi <4 x i64> [ zeroinitializer, %vector.ph745 ], [ %1207, %vector.body754 ]
  %vec.phi757 = phi <4 x i64> [ zeroinitializer, %vector.ph745 ], [ %1208, %vector.body754 ]
  %vec.phi758 = phi <4 x i64> [ zeroinitializer, %vector.ph745 ], [ %1209, %vector.body754 ]
  %vec.phi759 = phi <4 x i64> [ zeroinitializer, %vector.ph745 ], [ %1210, %vector.body754 ]
  %step.add760 = add <4 x i64> %vec.ind756, splat (i64 4)
  %step.add.2761 = add <4 x i64> %vec.ind756, splat (i64 8)
  %step.add.3762 = add <4 x i64> %vec.ind756, splat (i64 12)
  %1175 = getelementptr inbounds float, ptr %scratch, i64 %index755
  %1176 = getelementptr inbounds nuw i8, ptr %1175, i64 16
  %1177 = getelementptr inbounds nuw i8, ptr %1175, i64 32
  %1178 = getelementptr inbounds nuw i8, ptr %1175, i64 48
  %wide.load763 = load <4 x i32>, ptr %1175, align 4
  %wide.load764 = load <4 x i32>, ptr %1176, align 4
  %wide.load765 = load <4 x i32>, ptr %1177, align 4
  %wide.load766 = load <4 x i32>, ptr %1178, align 4
  %1179 = icmp ugt <4 x i32> %wide.load763, %broadcast.splat749
  %1180 = icmp ugt <4 x i32> %wide.load764, %broadcast.splat749
  %1181 = icmp ugt <4 x i32> %wide.load765, %broadcast.splat749
  %1182 = icmp ugt <4 x i32> %wide.load766, %broadcast.splat749
  %1183 = icmp eq <4 x i32> %wide.load763, %broadcast.splat749
  %1184 = icmp eq <4 x i32> %wide.load764, %broadcast.splat749
  %1185 = icmp eq <4 x i32> %wide.load765, %broadcast.splat749
  %1186 = icmp eq <4 x i32> %wide.load766, %broadcast.splat749
  %1187 = sub <4 x i64> %broadcast.splat751, %vec.ind756
  %1188 = sub <4 x i64> %broadcast.splat751, %step.add760
  %1189 = sub <4 x i64> %broadcast.splat751, %step.add.2761
  %1190 = sub <4 x i64> %broadcast.splat751, %step.add.3762
  %1191 = icmp uge <4 x i64> %1187, %broadcast.splat753
  %1192 = icmp uge <4 x i64> %1188, %broadcast.splat753
  %1193 = icmp uge <4 x i64> %1189, %broadcast.splat753
  %1194 = icmp uge <4 x i64> %1190, %broadcast.splat753
  %1195 = and <4 x i1> %1191, %1183
  %1196 = and <4 x i1> %1192, %1184
  %1197 = and <4 x i1> %1193, %1185
  %1198 = and <4 x i1> %1194, %1186
  %1199 = or <4 x i1> %1179, %1195
  %1200 = or <4 x i1> %1180, %1196
  %1201 = or <4 x i1> %1181, %1197
  %1202 = or <4 x i1> %1182, %1198
  %1203 = zext <4 x i1> %1199 to <4 x i64>
  %1204 = zext <4 x i1> %1200 to <4 x i64>
  %1205 = zext <4 x i1> %1201 to <4 x i64>
  %1206 = zext <4 x i1> %1202 to <4 x i64>
  %1207 = add <4 x i64> %vec.phi, %1203
  %1208 = add <4 x i64> %vec.phi757, %1204
  %1209 = add <4 x i64> %vec.phi758, %1205
  %1210 = add <4 x i64> %vec.phi759, %1206
  %index.next767 = add nuw i64 %index755, 16
  %vec.ind.next768 = add <4 x i64> %vec.ind756, splat (i64 16)
  %1211 = icmp eq i64 %index.next767, %n.vec747
  br i1 %1211, label %middle.block769, label %vector.body754, !llvm.loop !20

middle.block769:                                  ; preds = %vector.body754
  %bin.rdx = add <4 x i64> %1208, %1207
  %bin.rdx770 = add <4 x i64> %1209, %bin.rdx
  %bin.rdx771 = add <4 x i64> %1210, %bin.rdx770
  %1212 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx771)
  br i1 %cmp.n772, label %search.feature.exit96.loopexit, label %vec.epilog.iter.check775

vec.epilog.iter.check775:                         ; preds = %middle.block769
  br i1 %min.epilog.iters.check776, label %search.feature.body95.preheader, label %vec.epilog.ph777, !prof !17

vec.epilog.ph777:                                 ; preds = %vector.main.loop.iter.check744, %vec.epilog.iter.check775
  %bc.resume.val773 = phi i64 [ %n.vec747, %vec.epilog.iter.check775 ], [ 0, %vector.main.loop.iter.check744 ]
  %bc.merge.rdx = phi i64 [ %1212, %vec.epilog.iter.check775 ], [ 0, %vector.main.loop.iter.check744 ]
  %1213 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx, i64 0
  %broadcast.splatinsert784 = insertelement <4 x i64> poison, i64 %candidate92, i64 0
  %broadcast.splat785 = shufflevector <4 x i64> %broadcast.splatinsert784, <4 x i64> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert786 = insertelement <4 x i64> poison, i64 %bc.resume.val773, i64 0
  %broadcast.splat787 = shufflevector <4 x i64> %broadcast.splatinsert786, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction788 = or disjoint <4 x i64> %broadcast.splat787, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body789

vec.epilog.vector.body789:                        ; preds = %vec.epilog.vector.body789, %vec.epilog.ph777
  %index790 = phi i64 [ %bc.resume.val773, %vec.epilog.ph777 ], [ %index.next794, %vec.epilog.vector.body789 ]
  %vec.ind791 = phi <4 x i64> [ %induction788, %vec.epilog.ph777 ], [ %vec.ind.next795, %vec.epilog.vector.body789 ]
  %vec.phi792 = phi <4 x i64> [ %1213, %vec.epilog.ph777 ], [ %1222, %vec.epilog.vector.body789 ]
  %1214 = getelementptr inbounds float, ptr %scratch, i64 %index790
  %wide.load793 = load <4 x i32>, ptr %1214, align 4
  %1215 = icmp ugt <4 x i32> %wide.load793, %broadcast.splat781
  %1216 = icmp eq <4 x i32> %wide.load793, %broadcast.splat781
  %1217 = sub <4 x i64> %broadcast.splat783, %vec.ind791
  %1218 = icmp uge <4 x i64> %1217, %broadcast.splat785
  %1219 = and <4 x i1> %1218, %1216
  %1220 = or <4 x i1> %1215, %1219
  %1221 = zext <4 x i1> %1220 to <4 x i64>
  %1222 = add <4 x i64> %vec.phi792, %1221
  %index.next794 = add nuw i64 %index790, 4
  %vec.ind.next795 = add nuw <4 x i64> %vec.ind791, splat (i64 4)
  %1223 = icmp eq i64 %index.next794, %n.vec779
  br i1 %1223, label %vec.epilog.middle.block796, label %vec.epilog.vector.body789, !llvm.loop !21

vec.epilog.middle.block796:                       ; preds = %vec.epilog.vector.body789
  %1224 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %1222)
  br i1 %cmp.n797, label %search.feature.exit96.loopexit, label %search.feature.body95.preheader

search.feature.body95.preheader:                  ; preds = %iter.check742, %vec.epilog.iter.check775, %vec.epilog.middle.block796
  %search.feature97385.ph = phi i64 [ 0, %iter.check742 ], [ %n.vec747, %vec.epilog.iter.check775 ], [ %n.vec779, %vec.epilog.middle.block796 ]
  %search_count93.0384.ph = phi i64 [ 0, %iter.check742 ], [ %1212, %vec.epilog.iter.check775 ], [ %1224, %vec.epilog.middle.block796 ]
  br label %search.feature.body95

search.index_bit.exit:                            ; preds = %search.feature.exit96, %search.key_bit.exit
  %search_lo.0.lcssa = phi i64 [ 0, %search.key_bit.exit ], [ %1242, %search.feature.exit96 ]
  %1225 = and i32 %1171, 2147483647
  %1226 = xor i32 %1171, -1
  %.not313 = icmp slt i32 %1171, 0
  %1227 = select i1 %.not313, i32 %1225, i32 %1226
  %1228 = bitcast i32 %1227 to float
  %1229 = sub i64 %mask, %search_lo.0.lcssa
  %search_index101 = uitofp i64 %1229 to float
  br label %guard.done

search.feature.body95:                            ; preds = %search.feature.body95.preheader, %search.feature.body95
  %search.feature97385 = phi i64 [ %1239, %search.feature.body95 ], [ %search.feature97385.ph, %search.feature.body95.preheader ]
  %search_count93.0384 = phi i64 [ %1238, %search.feature.body95 ], [ %search_count93.0384.ph, %search.feature.body95.preheader ]
  %1230 = getelementptr inbounds float, ptr %scratch, i64 %search.feature97385
  %key98 = load i32, ptr %1230, align 4
  %1231 = icmp ugt i32 %key98, %1171
  %1232 = icmp eq i32 %key98, %1171
  %1233 = sub i64 %mask, %search.feature97385
  %1234 = icmp uge i64 %1233, %candidate92
  %1235 = and i1 %1234, %1232
  %1236 = or i1 %1231, %1235
  %1237 = zext i1 %1236 to i64
  %1238 = add i64 %search_count93.0384, %1237
  %1239 = add nuw i64 %search.feature97385, 1
  %exitcond497.not = icmp eq i64 %1239, %n_features
  br i1 %exitcond497.not, label %search.feature.exit96.loopexit, label %search.feature.body95, !llvm.loop !22

search.feature.exit96.loopexit:                   ; preds = %search.feature.body95, %vec.epilog.middle.block796, %middle.block769
  %.lcssa576 = phi i64 [ %1224, %vec.epilog.middle.block796 ], [ %1212, %middle.block769 ], [ %1238, %search.feature.body95 ]
  %1240 = uitofp i64 %.lcssa576 to float
  br label %search.feature.exit96

search.feature.exit96:                            ; preds = %search.feature.exit96.loopexit, %search.index_bit.body
  %search_count93.0.lcssa = phi float [ 0.000000e+00, %search.index_bit.body ], [ %1240, %search.feature.exit96.loopexit ]
  %1241 = fcmp oge float %search_count93.0.lcssa, %top_k83
  %1242 = select i1 %1241, i64 %candidate92, i64 %search_lo.0387
  %1243 = add nuw nsw i64 %search.index_bit388, 1
  %exitcond498.not = icmp eq i64 %1243, %umax
  br i1 %exitcond498.not, label %search.index_bit.exit, label %search.index_bit.body

max_block.header120.preheader:                    ; preds = %feature.body108.prol.loopexit, %feature.body108, %vec.epilog.middle.block, %middle.block719
  br i1 %.not434, label %max_block.exit122, label %max_block.body121.preheader

max_block.body121.preheader:                      ; preds = %max_block.header120.preheader
  br i1 %96, label %max_block.body121.epil.preheader, label %max_block.body121

feature.body108:                                  ; preds = %feature.body108.prol.loopexit, %feature.body108
  %feature110390 = phi i64 [ %1271, %feature.body108 ], [ %feature110390.unr, %feature.body108.prol.loopexit ]
  %1244 = getelementptr inbounds float, ptr %118, i64 %feature110390
  %1245 = load float, ptr %1244, align 4
  %1246 = fmul float %inv_t, %1245
  %feature111 = uitofp i64 %feature110390 to float
  %1247 = fcmp ogt float %1245, %uniforms.sroa.15.0
  %1248 = select i1 %1247, float 1.000000e+00, float 0.000000e+00
  %1249 = fcmp oeq float %1245, %uniforms.sroa.15.0
  %1250 = fcmp oge float %uniforms.sroa.22.0, %feature111
  %1251 = select i1 %1249, i1 %1250, i1 false
  %1252 = select i1 %1251, float 1.000000e+00, float 0.000000e+00
  %1253 = fcmp ogt float %1252, %1248
  %max = select i1 %1253, float %1252, float %1248
  %1254 = fcmp une float %max, 0.000000e+00
  %1255 = select i1 %1254, float %1246, float 0xFFF0000000000000
  %1256 = getelementptr inbounds float, ptr %scratch, i64 %feature110390
  store float %1255, ptr %1256, align 4
  %1257 = add nuw i64 %feature110390, 1
  %1258 = getelementptr inbounds float, ptr %118, i64 %1257
  %1259 = load float, ptr %1258, align 4
  %1260 = fmul float %inv_t, %1259
  %feature111.1 = uitofp i64 %1257 to float
  %1261 = fcmp ogt float %1259, %uniforms.sroa.15.0
  %1262 = select i1 %1261, float 1.000000e+00, float 0.000000e+00
  %1263 = fcmp oeq float %1259, %uniforms.sroa.15.0
  %1264 = fcmp oge float %uniforms.sroa.22.0, %feature111.1
  %1265 = select i1 %1263, i1 %1264, i1 false
  %1266 = select i1 %1265, float 1.000000e+00, float 0.000000e+00
  %1267 = fcmp ogt float %1266, %1262
  %max.1 = select i1 %1267, float %1266, float %1262
  %1268 = fcmp une float %max.1, 0.000000e+00
  %1269 = select i1 %1268, float %1260, float 0xFFF0000000000000
  %1270 = getelementptr inbounds float, ptr %scratch, i64 %1257
  store float %1269, ptr %1270, align 4
  %1271 = add nuw i64 %feature110390, 2
  %exitcond499.not.1 = icmp eq i64 %1271, %n_features
  br i1 %exitcond499.not.1, label %max_block.header120.preheader, label %feature.body108, !llvm.loop !23

max_block.body121:                                ; preds = %max_block.body121.preheader, %max_block.body121
  %max_block123393 = phi i64 [ %1315, %max_block.body121 ], [ 0, %max_block.body121.preheader ]
  %max_best117.0392 = phi <8 x float> [ %1310, %max_block.body121 ], [ splat (float 0xFFF0000000000000), %max_block.body121.preheader ]
  %max_index118.0391 = phi <8 x i64> [ %1314, %max_block.body121 ], [ zeroinitializer, %max_block.body121.preheader ]
  %niter1013 = phi i64 [ %niter1013.next.3, %max_block.body121 ], [ 0, %max_block.body121.preheader ]
  %1272 = getelementptr inbounds float, ptr %scratch, i64 %max_block123393
  %block124 = load <8 x float>, ptr %1272, align 4
  %1273 = fcmp ogt <8 x float> %block124, %max_best117.0392
  %1274 = fcmp uno <8 x float> %block124, zeroinitializer
  %1275 = fcmp ord <8 x float> %max_best117.0392, zeroinitializer
  %1276 = and <8 x i1> %1275, %1274
  %take125 = or <8 x i1> %1273, %1276
  %1277 = select <8 x i1> %take125, <8 x float> %block124, <8 x float> %max_best117.0392
  %1278 = insertelement <8 x i64> poison, i64 %max_block123393, i64 0
  %1279 = shufflevector <8 x i64> %1278, <8 x i64> poison, <8 x i32> zeroinitializer
  %1280 = or disjoint <8 x i64> %1279, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1281 = select <8 x i1> %take125, <8 x i64> %1280, <8 x i64> %max_index118.0391
  %1282 = or disjoint i64 %max_block123393, 8
  %1283 = getelementptr inbounds float, ptr %scratch, i64 %1282
  %block124.1 = load <8 x float>, ptr %1283, align 4
  %1284 = fcmp ogt <8 x float> %block124.1, %1277
  %1285 = fcmp uno <8 x float> %block124.1, zeroinitializer
  %1286 = fcmp ord <8 x float> %1277, zeroinitializer
  %1287 = and <8 x i1> %1286, %1285
  %take125.1 = or <8 x i1> %1284, %1287
  %1288 = select <8 x i1> %take125.1, <8 x float> %block124.1, <8 x float> %1277
  %1289 = insertelement <8 x i64> poison, i64 %1282, i64 0
  %1290 = shufflevector <8 x i64> %1289, <8 x i64> poison, <8 x i32> zeroinitializer
  %1291 = or disjoint <8 x i64> %1290, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1292 = select <8 x i1> %take125.1, <8 x i64> %1291, <8 x i64> %1281
  %1293 = or disjoint i64 %max_block123393, 16
  %1294 = getelementptr inbounds float, ptr %scratch, i64 %1293
  %block124.2 = load <8 x float>, ptr %1294, align 4
  %1295 = fcmp ogt <8 x float> %block124.2, %1288
  %1296 = fcmp uno <8 x float> %block124.2, zeroinitializer
  %1297 = fcmp ord <8 x float> %1288, zeroinitializer
  %1298 = and <8 x i1> %1297, %1296
  %take125.2 = or <8 x i1> %1295, %1298
  %1299 = select <8 x i1> %take125.2, <8 x float> %block124.2, <8 x float> %1288
  %1300 = insertelement <8 x i64> poison, i64 %1293, i64 0
  %1301 = shufflevector <8 x i64> %1300, <8 x i64> poison, <8 x i32> zeroinitializer
  %1302 = or disjoint <8 x i64> %1301, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1303 = select <8 x i1> %take125.2, <8 x i64> %1302, <8 x i64> %1292
  %1304 = or disjoint i64 %max_block123393, 24
  %1305 = getelementptr inbounds float, ptr %scratch, i64 %1304
  %block124.3 = load <8 x float>, ptr %1305, align 4
  %1306 = fcmp ogt <8 x float> %block124.3, %1299
  %1307 = fcmp uno <8 x float> %block124.3, zeroinitializer
  %1308 = fcmp ord <8 x float> %1299, zeroinitializer
  %1309 = and <8 x i1> %1308, %1307
  %take125.3 = or <8 x i1> %1306, %1309
  %1310 = select <8 x i1> %take125.3, <8 x float> %block124.3, <8 x float> %1299
  %1311 = insertelement <8 x i64> poison, i64 %1304, i64 0
  %1312 = shufflevector <8 x i64> %1311, <8 x i64> poison, <8 x i32> zeroinitializer
  %1313 = or disjoint <8 x i64> %1312, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1314 = select <8 x i1> %take125.3, <8 x i64> %1313, <8 x i64> %1303
  %1315 = add nuw i64 %max_block123393, 32
  %niter1013.next.3 = add i64 %niter1013, 4
  %niter1013.ncmp.3.not = icmp eq i64 %niter1013.next.3, %unroll_iter1012
  br i1 %niter1013.ncmp.3.not, label %max_block.exit122.loopexit.unr-lcssa, label %max_block.body121

max_block.exit122.loopexit.unr-lcssa:             ; preds = %max_block.body121
  br i1 %lcmp.mod1008.not, label %max_block.exit122, label %max_block.body121.epil.preheader

max_block.body121.epil.preheader:                 ; preds = %max_block.exit122.loopexit.unr-lcssa, %max_block.body121.preheader
  %max_block123393.epil.init = phi i64 [ 0, %max_block.body121.preheader ], [ %1315, %max_block.exit122.loopexit.unr-lcssa ]
  %max_best117.0392.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body121.preheader ], [ %1310, %max_block.exit122.loopexit.unr-lcssa ]
  %max_index118.0391.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body121.preheader ], [ %1314, %max_block.exit122.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1011)
  br label %max_block.body121.epil

max_block.body121.epil:                           ; preds = %max_block.body121.epil, %max_block.body121.epil.preheader
  %max_block123393.epil = phi i64 [ %1326, %max_block.body121.epil ], [ %max_block123393.epil.init, %max_block.body121.epil.preheader ]
  %max_best117.0392.epil = phi <8 x float> [ %1321, %max_block.body121.epil ], [ %max_best117.0392.epil.init, %max_block.body121.epil.preheader ]
  %max_index118.0391.epil = phi <8 x i64> [ %1325, %max_block.body121.epil ], [ %max_index118.0391.epil.init, %max_block.body121.epil.preheader ]
  %epil.iter1007 = phi i64 [ %epil.iter1007.next, %max_block.body121.epil ], [ 0, %max_block.body121.epil.preheader ]
  %1316 = getelementptr inbounds float, ptr %scratch, i64 %max_block123393.epil
  %block124.epil = load <8 x float>, ptr %1316, align 4
  %1317 = fcmp ogt <8 x float> %block124.epil, %max_best117.0392.epil
  %1318 = fcmp uno <8 x float> %block124.epil, zeroinitializer
  %1319 = fcmp ord <8 x float> %max_best117.0392.epil, zeroinitializer
  %1320 = and <8 x i1> %1319, %1318
  %take125.epil = or <8 x i1> %1317, %1320
  %1321 = select <8 x i1> %take125.epil, <8 x float> %block124.epil, <8 x float> %max_best117.0392.epil
  %1322 = insertelement <8 x i64> poison, i64 %max_block123393.epil, i64 0
  %1323 = shufflevector <8 x i64> %1322, <8 x i64> poison, <8 x i32> zeroinitializer
  %1324 = or disjoint <8 x i64> %1323, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1325 = select <8 x i1> %take125.epil, <8 x i64> %1324, <8 x i64> %max_index118.0391.epil
  %1326 = add nuw i64 %max_block123393.epil, 8
  %epil.iter1007.next = add i64 %epil.iter1007, 1
  %epil.iter1007.cmp.not = icmp eq i64 %epil.iter1007.next, %xtraiter1006
  br i1 %epil.iter1007.cmp.not, label %max_block.exit122, label %max_block.body121.epil, !llvm.loop !24

max_block.exit122:                                ; preds = %max_block.exit122.loopexit.unr-lcssa, %max_block.body121.epil, %feature.header107.preheader, %max_block.header120.preheader
  %max_index118.0.lcssa = phi <8 x i64> [ zeroinitializer, %max_block.header120.preheader ], [ zeroinitializer, %feature.header107.preheader ], [ %1314, %max_block.exit122.loopexit.unr-lcssa ], [ %1325, %max_block.body121.epil ]
  %max_best117.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.header120.preheader ], [ splat (float 0xFFF0000000000000), %feature.header107.preheader ], [ %1310, %max_block.exit122.loopexit.unr-lcssa ], [ %1321, %max_block.body121.epil ]
  %1327 = extractelement <8 x float> %max_best117.0.lcssa, i64 0
  %1328 = extractelement <8 x i64> %max_index118.0.lcssa, i64 0
  %1329 = fcmp une float %1327, 0xFFF0000000000000
  %1330 = select i1 %1329, i64 %1328, i64 0
  %1331 = extractelement <8 x float> %max_best117.0.lcssa, i64 1
  %1332 = extractelement <8 x i64> %max_index118.0.lcssa, i64 1
  %1333 = fcmp uno float %1331, 0.000000e+00
  %1334 = fcmp ord float %1327, 0.000000e+00
  %1335 = icmp ult i64 %1332, %1330
  %1336 = fcmp ogt float %1331, %1327
  %1337 = fcmp oeq float %1331, %1327
  %1338 = or i1 %1334, %1335
  %1339 = and i1 %1337, %1335
  %1340 = or i1 %1336, %1339
  %1341 = select i1 %1333, i1 %1338, i1 %1340
  %1342 = select i1 %1341, float %1331, float %1327
  %1343 = select i1 %1341, i64 %1332, i64 %1330
  %1344 = extractelement <8 x float> %max_best117.0.lcssa, i64 2
  %1345 = extractelement <8 x i64> %max_index118.0.lcssa, i64 2
  %1346 = fcmp uno float %1344, 0.000000e+00
  %1347 = fcmp ord float %1342, 0.000000e+00
  %1348 = icmp ult i64 %1345, %1343
  %1349 = fcmp ogt float %1344, %1342
  %1350 = fcmp oeq float %1344, %1342
  %1351 = or i1 %1347, %1348
  %1352 = and i1 %1350, %1348
  %1353 = or i1 %1349, %1352
  %1354 = select i1 %1346, i1 %1351, i1 %1353
  %1355 = select i1 %1354, float %1344, float %1342
  %1356 = select i1 %1354, i64 %1345, i64 %1343
  %1357 = extractelement <8 x float> %max_best117.0.lcssa, i64 3
  %1358 = extractelement <8 x i64> %max_index118.0.lcssa, i64 3
  %1359 = fcmp uno float %1357, 0.000000e+00
  %1360 = fcmp ord float %1355, 0.000000e+00
  %1361 = icmp ult i64 %1358, %1356
  %1362 = fcmp ogt float %1357, %1355
  %1363 = fcmp oeq float %1357, %1355
  %1364 = or i1 %1360, %1361
  %1365 = and i1 %1363, %1361
  %1366 = or i1 %1362, %1365
  %1367 = select i1 %1359, i1 %1364, i1 %1366
  %1368 = select i1 %1367, float %1357, float %1355
  %1369 = select i1 %1367, i64 %1358, i64 %1356
  %1370 = extractelement <8 x float> %max_best117.0.lcssa, i64 4
  %1371 = extractelement <8 x i64> %max_index118.0.lcssa, i64 4
  %1372 = fcmp uno float %1370, 0.000000e+00
  %1373 = fcmp ord float %1368, 0.000000e+00
  %1374 = icmp ult i64 %1371, %1369
  %1375 = fcmp ogt float %1370, %1368
  %1376 = fcmp oeq float %1370, %1368
  %1377 = or i1 %1373, %1374
  %1378 = and i1 %1376, %1374
  %1379 = or i1 %1375, %1378
  %1380 = select i1 %1372, i1 %1377, i1 %1379
  %1381 = select i1 %1380, float %1370, float %1368
  %1382 = select i1 %1380, i64 %1371, i64 %1369
  %1383 = extractelement <8 x float> %max_best117.0.lcssa, i64 5
  %1384 = extractelement <8 x i64> %max_index118.0.lcssa, i64 5
  %1385 = fcmp uno float %1383, 0.000000e+00
  %1386 = fcmp ord float %1381, 0.000000e+00
  %1387 = icmp ult i64 %1384, %1382
  %1388 = fcmp ogt float %1383, %1381
  %1389 = fcmp oeq float %1383, %1381
  %1390 = or i1 %1386, %1387
  %1391 = and i1 %1389, %1387
  %1392 = or i1 %1388, %1391
  %1393 = select i1 %1385, i1 %1390, i1 %1392
  %1394 = select i1 %1393, float %1383, float %1381
  %1395 = select i1 %1393, i64 %1384, i64 %1382
  %1396 = extractelement <8 x float> %max_best117.0.lcssa, i64 6
  %1397 = extractelement <8 x i64> %max_index118.0.lcssa, i64 6
  %1398 = fcmp uno float %1396, 0.000000e+00
  %1399 = fcmp ord float %1394, 0.000000e+00
  %1400 = icmp ult i64 %1397, %1395
  %1401 = fcmp ogt float %1396, %1394
  %1402 = fcmp oeq float %1396, %1394
  %1403 = or i1 %1399, %1400
  %1404 = and i1 %1402, %1400
  %1405 = or i1 %1401, %1404
  %1406 = select i1 %1398, i1 %1403, i1 %1405
  %1407 = select i1 %1406, float %1396, float %1394
  %1408 = select i1 %1406, i64 %1397, i64 %1395
  %1409 = extractelement <8 x float> %max_best117.0.lcssa, i64 7
  %1410 = extractelement <8 x i64> %max_index118.0.lcssa, i64 7
  %1411 = fcmp uno float %1409, 0.000000e+00
  %1412 = fcmp ord float %1407, 0.000000e+00
  %1413 = icmp ult i64 %1410, %1408
  %1414 = fcmp ogt float %1409, %1407
  %1415 = fcmp oeq float %1409, %1407
  %1416 = or i1 %1412, %1413
  %1417 = and i1 %1415, %1413
  %1418 = or i1 %1414, %1417
  %1419 = select i1 %1411, i1 %1416, i1 %1418
  %1420 = select i1 %1419, float %1409, float %1407
  br i1 %.not435, label %feature.header137.preheader, label %fold_tail.body127

feature.header137.preheader:                      ; preds = %fold_tail.body127, %max_block.exit122
  %fold_value112.0.lcssa = phi float [ %1420, %max_block.exit122 ], [ %1485, %fold_tail.body127 ]
  br i1 %.not, label %search.feature.exit176, label %feature.body138.preheader

feature.body138.preheader:                        ; preds = %feature.header137.preheader
  %diff.check672 = icmp ult i64 %112, 32
  %or.cond914 = select i1 %min.iters.check674, i1 true, i1 %diff.check672
  br i1 %or.cond914, label %feature.body138.preheader925, label %vector.ph675

vector.ph675:                                     ; preds = %feature.body138.preheader
  %broadcast.splatinsert680 = insertelement <8 x float> poison, float %uniforms.sroa.15.0, i64 0
  %broadcast.splat681 = shufflevector <8 x float> %broadcast.splatinsert680, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert682 = insertelement <8 x float> poison, float %uniforms.sroa.22.0, i64 0
  %broadcast.splat683 = shufflevector <8 x float> %broadcast.splatinsert682, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert684 = insertelement <8 x float> poison, float %fold_value112.0.lcssa, i64 0
  %broadcast.splat685 = shufflevector <8 x float> %broadcast.splatinsert684, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body686

vector.body686:                                   ; preds = %vector.body686, %vector.ph675
  %index687 = phi i64 [ 0, %vector.ph675 ], [ %index.next690, %vector.body686 ]
  %vec.ind688 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph675 ], [ %vec.ind.next691, %vector.body686 ]
  %1421 = getelementptr inbounds float, ptr %118, i64 %index687
  %wide.load689 = load <8 x float>, ptr %1421, align 4
  %1422 = fmul <8 x float> %broadcast.splat679, %wide.load689
  %1423 = uitofp <8 x i64> %vec.ind688 to <8 x float>
  %1424 = fcmp ogt <8 x float> %wide.load689, %broadcast.splat681
  %1425 = select <8 x i1> %1424, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1426 = fcmp oeq <8 x float> %wide.load689, %broadcast.splat681
  %1427 = fcmp oge <8 x float> %broadcast.splat683, %1423
  %1428 = select <8 x i1> %1426, <8 x i1> %1427, <8 x i1> zeroinitializer
  %1429 = select <8 x i1> %1428, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1430 = fcmp ogt <8 x float> %1429, %1425
  %1431 = select <8 x i1> %1430, <8 x float> %1429, <8 x float> %1425
  %1432 = fsub <8 x float> %1422, %broadcast.splat685
  %1433 = fcmp olt <8 x float> %1432, splat (float -1.040000e+02)
  %1434 = select <8 x i1> %1433, <8 x float> splat (float -1.040000e+02), <8 x float> %1432
  %1435 = fcmp ogt <8 x float> %1434, splat (float 8.900000e+01)
  %1436 = select <8 x i1> %1435, <8 x float> splat (float 8.900000e+01), <8 x float> %1434
  %1437 = fmul <8 x float> %1436, splat (float 0x3FF7154760000000)
  %1438 = fadd <8 x float> %1437, splat (float 0x4168000000000000)
  %1439 = fadd <8 x float> %1438, splat (float 0xC168000000000000)
  %1440 = bitcast <8 x float> %1438 to <8 x i32>
  %1441 = fmul <8 x float> %1439, splat (float 0x3FE62E4000000000)
  %1442 = fsub <8 x float> %1436, %1441
  %1443 = fmul <8 x float> %1439, splat (float 0x3EB7F7D1C0000000)
  %1444 = fsub <8 x float> %1442, %1443
  %1445 = fmul <8 x float> %1444, %1444
  %1446 = fmul <8 x float> %1445, splat (float 0x3E66376980000000)
  %1447 = fadd <8 x float> %1446, splat (float 0xBEBBBD41C0000000)
  %1448 = fmul <8 x float> %1445, %1447
  %1449 = fadd <8 x float> %1448, splat (float 0x3F11566AA0000000)
  %1450 = fmul <8 x float> %1445, %1449
  %1451 = fadd <8 x float> %1450, splat (float 0xBF66C16C20000000)
  %1452 = fmul <8 x float> %1445, %1451
  %1453 = fadd <8 x float> %1452, splat (float 0x3FC5555560000000)
  %1454 = fmul <8 x float> %1445, %1453
  %1455 = fsub <8 x float> %1444, %1454
  %1456 = fmul <8 x float> %1444, %1455
  %1457 = fsub <8 x float> splat (float 2.000000e+00), %1455
  %1458 = fdiv <8 x float> %1456, %1457
  %1459 = fsub <8 x float> %1443, %1458
  %1460 = fsub <8 x float> %1442, %1459
  %1461 = fadd <8 x float> %1460, splat (float 1.000000e+00)
  %1462 = add <8 x i32> %1440, splat (i32 -1262485248)
  %1463 = lshr <8 x i32> %1462, splat (i32 1)
  %1464 = add <8 x i32> %1440, splat (i32 255)
  %1465 = sub <8 x i32> %1464, %1463
  %1466 = shl <8 x i32> %1463, splat (i32 23)
  %1467 = add <8 x i32> %1466, splat (i32 -8388608)
  %1468 = shl <8 x i32> %1465, splat (i32 23)
  %1469 = bitcast <8 x i32> %1467 to <8 x float>
  %1470 = bitcast <8 x i32> %1468 to <8 x float>
  %1471 = fmul <8 x float> %1461, %1469
  %1472 = fmul <8 x float> %1471, %1470
  %1473 = fcmp uno <8 x float> %1432, zeroinitializer
  %1474 = select <8 x i1> %1473, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1472
  %1475 = fcmp une <8 x float> %1431, zeroinitializer
  %1476 = select <8 x i1> %1475, <8 x float> %1474, <8 x float> zeroinitializer
  %1477 = getelementptr inbounds float, ptr %scratch, i64 %index687
  store <8 x float> %1476, ptr %1477, align 4
  %index.next690 = add nuw i64 %index687, 8
  %vec.ind.next691 = add nuw <8 x i64> %vec.ind688, splat (i64 8)
  %1478 = icmp eq i64 %index.next690, %n.vec677
  br i1 %1478, label %middle.block692, label %vector.body686, !llvm.loop !25

middle.block692:                                  ; preds = %vector.body686
  br i1 %cmp.n693, label %fold_tail.body149.preheader, label %feature.body138.preheader925

feature.body138.preheader925:                     ; preds = %feature.body138.preheader, %middle.block692
  %feature140400.ph = phi i64 [ 0, %feature.body138.preheader ], [ %n.vec677, %middle.block692 ]
  br label %feature.body138

fold_tail.body149.preheader:                      ; preds = %feature.body138, %middle.block692
  br i1 %97, label %fold_tail.body149.epil.preheader, label %fold_tail.body149

fold_tail.body127:                                ; preds = %max_block.exit122, %fold_tail.body127
  %fold_tail129398 = phi i64 [ %1486, %fold_tail.body127 ], [ %blocks_end, %max_block.exit122 ]
  %fold_value112.0397 = phi float [ %1485, %fold_tail.body127 ], [ %1420, %max_block.exit122 ]
  %1479 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail129398
  %1480 = load float, ptr %1479, align 4
  %1481 = fcmp ogt float %1480, %fold_value112.0397
  %1482 = fcmp uno float %1480, 0.000000e+00
  %1483 = fcmp ord float %fold_value112.0397, 0.000000e+00
  %1484 = and i1 %1483, %1482
  %take130 = or i1 %1481, %1484
  %1485 = select i1 %take130, float %1480, float %fold_value112.0397
  %1486 = add nuw i64 %fold_tail129398, 1
  %1487 = icmp ult i64 %1486, %n_features
  br i1 %1487, label %fold_tail.body127, label %feature.header137.preheader

feature.body138:                                  ; preds = %feature.body138.preheader925, %feature.body138
  %feature140400 = phi i64 [ %1544, %feature.body138 ], [ %feature140400.ph, %feature.body138.preheader925 ]
  %1488 = getelementptr inbounds float, ptr %118, i64 %feature140400
  %1489 = load float, ptr %1488, align 4
  %1490 = fmul float %inv_t, %1489
  %feature141 = uitofp i64 %feature140400 to float
  %1491 = fcmp ogt float %1489, %uniforms.sroa.15.0
  %1492 = select i1 %1491, float 1.000000e+00, float 0.000000e+00
  %1493 = fcmp oeq float %1489, %uniforms.sroa.15.0
  %1494 = fcmp oge float %uniforms.sroa.22.0, %feature141
  %1495 = select i1 %1493, i1 %1494, i1 false
  %1496 = select i1 %1495, float 1.000000e+00, float 0.000000e+00
  %1497 = fcmp ogt float %1496, %1492
  %max142 = select i1 %1497, float %1496, float %1492
  %1498 = fsub float %1490, %fold_value112.0.lcssa
  %1499 = fcmp olt float %1498, -1.040000e+02
  %1500 = select i1 %1499, float -1.040000e+02, float %1498
  %1501 = fcmp ogt float %1500, 8.900000e+01
  %1502 = select i1 %1501, float 8.900000e+01, float %1500
  %1503 = fmul float %1502, 0x3FF7154760000000
  %1504 = fadd float %1503, 0x4168000000000000
  %1505 = fadd float %1504, 0xC168000000000000
  %1506 = bitcast float %1504 to i32
  %1507 = fmul float %1505, 0x3FE62E4000000000
  %1508 = fsub float %1502, %1507
  %1509 = fmul float %1505, 0x3EB7F7D1C0000000
  %1510 = fsub float %1508, %1509
  %1511 = fmul float %1510, %1510
  %1512 = fmul float %1511, 0x3E66376980000000
  %1513 = fadd float %1512, 0xBEBBBD41C0000000
  %1514 = fmul float %1511, %1513
  %1515 = fadd float %1514, 0x3F11566AA0000000
  %1516 = fmul float %1511, %1515
  %1517 = fadd float %1516, 0xBF66C16C20000000
  %1518 = fmul float %1511, %1517
  %1519 = fadd float %1518, 0x3FC5555560000000
  %1520 = fmul float %1511, %1519
  %1521 = fsub float %1510, %1520
  %1522 = fmul float %1510, %1521
  %1523 = fsub float 2.000000e+00, %1521
  %1524 = fdiv float %1522, %1523
  %1525 = fsub float %1509, %1524
  %1526 = fsub float %1508, %1525
  %1527 = fadd float %1526, 1.000000e+00
  %1528 = add i32 %1506, -1262485248
  %1529 = lshr i32 %1528, 1
  %1530 = add i32 %1506, 255
  %1531 = sub i32 %1530, %1529
  %1532 = shl i32 %1529, 23
  %1533 = add i32 %1532, -8388608
  %1534 = shl i32 %1531, 23
  %1535 = bitcast i32 %1533 to float
  %1536 = bitcast i32 %1534 to float
  %1537 = fmul float %1527, %1535
  %1538 = fmul float %1537, %1536
  %1539 = fcmp uno float %1498, 0.000000e+00
  %1540 = select i1 %1539, float 0x7FF8000000000000, float %1538
  %1541 = fcmp une float %max142, 0.000000e+00
  %1542 = select i1 %1541, float %1540, float 0.000000e+00
  %1543 = getelementptr inbounds float, ptr %scratch, i64 %feature140400
  store float %1542, ptr %1543, align 4
  %1544 = add nuw i64 %feature140400, 1
  %exitcond500.not = icmp eq i64 %1544, %n_features
  br i1 %exitcond500.not, label %fold_tail.body149.preheader, label %feature.body138, !llvm.loop !26

feature.body159.preheader.unr-lcssa:              ; preds = %fold_tail.body149
  br i1 %lcmp.mod1016.not, label %feature.body159.preheader, label %fold_tail.body149.epil.preheader

fold_tail.body149.epil.preheader:                 ; preds = %feature.body159.preheader.unr-lcssa, %fold_tail.body149.preheader
  %fold_tail151402.epil.init = phi i64 [ 0, %fold_tail.body149.preheader ], [ %1649, %feature.body159.preheader.unr-lcssa ]
  %fold_value143.0401.epil.init = phi float [ 0.000000e+00, %fold_tail.body149.preheader ], [ %1648, %feature.body159.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1018)
  br label %fold_tail.body149.epil

fold_tail.body149.epil:                           ; preds = %fold_tail.body149.epil, %fold_tail.body149.epil.preheader
  %fold_tail151402.epil = phi i64 [ %1548, %fold_tail.body149.epil ], [ %fold_tail151402.epil.init, %fold_tail.body149.epil.preheader ]
  %fold_value143.0401.epil = phi float [ %1547, %fold_tail.body149.epil ], [ %fold_value143.0401.epil.init, %fold_tail.body149.epil.preheader ]
  %epil.iter1015 = phi i64 [ %epil.iter1015.next, %fold_tail.body149.epil ], [ 0, %fold_tail.body149.epil.preheader ]
  %1545 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail151402.epil
  %1546 = load float, ptr %1545, align 4
  %1547 = fadd float %fold_value143.0401.epil, %1546
  %1548 = add nuw i64 %fold_tail151402.epil, 1
  %epil.iter1015.next = add i64 %epil.iter1015, 1
  %epil.iter1015.cmp.not = icmp eq i64 %epil.iter1015.next, %xtraiter1014
  br i1 %epil.iter1015.cmp.not, label %feature.body159.preheader, label %fold_tail.body149.epil, !llvm.loop !27

feature.body159.preheader:                        ; preds = %fold_tail.body149.epil, %feature.body159.preheader.unr-lcssa
  %.lcssa958 = phi float [ %1648, %feature.body159.preheader.unr-lcssa ], [ %1547, %fold_tail.body149.epil ]
  br i1 %min.iters.check648, label %feature.body159.preheader924, label %vector.memcheck644

vector.memcheck644:                               ; preds = %feature.body159.preheader
  %diff.check645 = icmp ult i64 %114, 32
  %diff.check646 = icmp ult i64 %115, 32
  %conflict.rdx = or i1 %diff.check645, %diff.check646
  br i1 %conflict.rdx, label %feature.body159.preheader924, label %vector.ph649

vector.ph649:                                     ; preds = %vector.memcheck644
  %broadcast.splatinsert652 = insertelement <8 x float> poison, float %.lcssa958, i64 0
  %broadcast.splat653 = shufflevector <8 x float> %broadcast.splatinsert652, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert656 = insertelement <8 x float> poison, float %uniforms.sroa.15.0, i64 0
  %broadcast.splat657 = shufflevector <8 x float> %broadcast.splatinsert656, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert658 = insertelement <8 x float> poison, float %uniforms.sroa.22.0, i64 0
  %broadcast.splat659 = shufflevector <8 x float> %broadcast.splatinsert658, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert660 = insertelement <8 x float> poison, float %fold_value112.0.lcssa, i64 0
  %broadcast.splat661 = shufflevector <8 x float> %broadcast.splatinsert660, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body662

vector.body662:                                   ; preds = %vector.body662, %vector.ph649
  %index663 = phi i64 [ 0, %vector.ph649 ], [ %index.next666, %vector.body662 ]
  %vec.ind664 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph649 ], [ %vec.ind.next667, %vector.body662 ]
  %1549 = getelementptr inbounds float, ptr %118, i64 %index663
  %wide.load665 = load <8 x float>, ptr %1549, align 4
  %1550 = fmul <8 x float> %broadcast.splat655, %wide.load665
  %1551 = uitofp <8 x i64> %vec.ind664 to <8 x float>
  %1552 = fcmp ogt <8 x float> %wide.load665, %broadcast.splat657
  %1553 = select <8 x i1> %1552, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1554 = fcmp oeq <8 x float> %wide.load665, %broadcast.splat657
  %1555 = fcmp oge <8 x float> %broadcast.splat659, %1551
  %1556 = select <8 x i1> %1554, <8 x i1> %1555, <8 x i1> zeroinitializer
  %1557 = select <8 x i1> %1556, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1558 = fcmp ogt <8 x float> %1557, %1553
  %1559 = select <8 x i1> %1558, <8 x float> %1557, <8 x float> %1553
  %1560 = fsub <8 x float> %1550, %broadcast.splat661
  %1561 = fcmp olt <8 x float> %1560, splat (float -1.040000e+02)
  %1562 = select <8 x i1> %1561, <8 x float> splat (float -1.040000e+02), <8 x float> %1560
  %1563 = fcmp ogt <8 x float> %1562, splat (float 8.900000e+01)
  %1564 = select <8 x i1> %1563, <8 x float> splat (float 8.900000e+01), <8 x float> %1562
  %1565 = fmul <8 x float> %1564, splat (float 0x3FF7154760000000)
  %1566 = fadd <8 x float> %1565, splat (float 0x4168000000000000)
  %1567 = fadd <8 x float> %1566, splat (float 0xC168000000000000)
  %1568 = bitcast <8 x float> %1566 to <8 x i32>
  %1569 = fmul <8 x float> %1567, splat (float 0x3FE62E4000000000)
  %1570 = fsub <8 x float> %1564, %1569
  %1571 = fmul <8 x float> %1567, splat (float 0x3EB7F7D1C0000000)
  %1572 = fsub <8 x float> %1570, %1571
  %1573 = fmul <8 x float> %1572, %1572
  %1574 = fmul <8 x float> %1573, splat (float 0x3E66376980000000)
  %1575 = fadd <8 x float> %1574, splat (float 0xBEBBBD41C0000000)
  %1576 = fmul <8 x float> %1573, %1575
  %1577 = fadd <8 x float> %1576, splat (float 0x3F11566AA0000000)
  %1578 = fmul <8 x float> %1573, %1577
  %1579 = fadd <8 x float> %1578, splat (float 0xBF66C16C20000000)
  %1580 = fmul <8 x float> %1573, %1579
  %1581 = fadd <8 x float> %1580, splat (float 0x3FC5555560000000)
  %1582 = fmul <8 x float> %1573, %1581
  %1583 = fsub <8 x float> %1572, %1582
  %1584 = fmul <8 x float> %1572, %1583
  %1585 = fsub <8 x float> splat (float 2.000000e+00), %1583
  %1586 = fdiv <8 x float> %1584, %1585
  %1587 = fsub <8 x float> %1571, %1586
  %1588 = fsub <8 x float> %1570, %1587
  %1589 = fadd <8 x float> %1588, splat (float 1.000000e+00)
  %1590 = add <8 x i32> %1568, splat (i32 -1262485248)
  %1591 = lshr <8 x i32> %1590, splat (i32 1)
  %1592 = add <8 x i32> %1568, splat (i32 255)
  %1593 = sub <8 x i32> %1592, %1591
  %1594 = shl <8 x i32> %1591, splat (i32 23)
  %1595 = add <8 x i32> %1594, splat (i32 -8388608)
  %1596 = shl <8 x i32> %1593, splat (i32 23)
  %1597 = bitcast <8 x i32> %1595 to <8 x float>
  %1598 = bitcast <8 x i32> %1596 to <8 x float>
  %1599 = fmul <8 x float> %1589, %1597
  %1600 = fmul <8 x float> %1599, %1598
  %1601 = fcmp uno <8 x float> %1560, zeroinitializer
  %1602 = select <8 x i1> %1601, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1600
  %1603 = fdiv <8 x float> %1602, %broadcast.splat653
  %1604 = fcmp une <8 x float> %1559, zeroinitializer
  %1605 = select <8 x i1> %1604, <8 x float> %1603, <8 x float> zeroinitializer
  %1606 = fadd <8 x float> %1603, zeroinitializer
  %1607 = select <8 x i1> %1604, <8 x float> %1606, <8 x float> splat (float -1.000000e+00)
  %1608 = bitcast <8 x float> %1607 to <8 x i32>
  %1609 = icmp slt <8 x i32> %1608, zeroinitializer
  %1610 = xor <8 x i32> %1608, splat (i32 -1)
  %1611 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %1607)
  %1612 = fneg <8 x float> %1611
  %1613 = bitcast <8 x float> %1612 to <8 x i32>
  %1614 = select <8 x i1> %1609, <8 x i32> %1610, <8 x i32> %1613
  %1615 = getelementptr inbounds float, ptr %scratch, i64 %index663
  store <8 x i32> %1614, ptr %1615, align 4
  %1616 = getelementptr float, ptr %13, i64 %index663
  store <8 x float> %1605, ptr %1616, align 4
  %index.next666 = add nuw i64 %index663, 8
  %vec.ind.next667 = add nuw <8 x i64> %vec.ind664, splat (i64 8)
  %1617 = icmp eq i64 %index.next666, %n.vec651
  br i1 %1617, label %middle.block668, label %vector.body662, !llvm.loop !28

middle.block668:                                  ; preds = %vector.body662
  br i1 %cmp.n669, label %compact.body.preheader, label %feature.body159.preheader924

feature.body159.preheader924:                     ; preds = %vector.memcheck644, %feature.body159.preheader, %middle.block668
  %feature161404.ph = phi i64 [ 0, %vector.memcheck644 ], [ 0, %feature.body159.preheader ], [ %n.vec651, %middle.block668 ]
  br label %feature.body159

compact.body.preheader:                           ; preds = %feature.body159, %middle.block668
  br i1 %98, label %compact.body.epil.preheader, label %compact.body

fold_tail.body149:                                ; preds = %fold_tail.body149.preheader, %fold_tail.body149
  %fold_tail151402 = phi i64 [ %1649, %fold_tail.body149 ], [ 0, %fold_tail.body149.preheader ]
  %fold_value143.0401 = phi float [ %1648, %fold_tail.body149 ], [ 0.000000e+00, %fold_tail.body149.preheader ]
  %niter1020 = phi i64 [ %niter1020.next.7, %fold_tail.body149 ], [ 0, %fold_tail.body149.preheader ]
  %1618 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail151402
  %1619 = load float, ptr %1618, align 4
  %1620 = fadd float %fold_value143.0401, %1619
  %1621 = getelementptr float, ptr %scratch, i64 %fold_tail151402
  %1622 = getelementptr i8, ptr %1621, i64 4
  %1623 = load float, ptr %1622, align 4
  %1624 = fadd float %1620, %1623
  %1625 = getelementptr float, ptr %scratch, i64 %fold_tail151402
  %1626 = getelementptr i8, ptr %1625, i64 8
  %1627 = load float, ptr %1626, align 4
  %1628 = fadd float %1624, %1627
  %1629 = getelementptr float, ptr %scratch, i64 %fold_tail151402
  %1630 = getelementptr i8, ptr %1629, i64 12
  %1631 = load float, ptr %1630, align 4
  %1632 = fadd float %1628, %1631
  %1633 = getelementptr float, ptr %scratch, i64 %fold_tail151402
  %1634 = getelementptr i8, ptr %1633, i64 16
  %1635 = load float, ptr %1634, align 4
  %1636 = fadd float %1632, %1635
  %1637 = getelementptr float, ptr %scratch, i64 %fold_tail151402
  %1638 = getelementptr i8, ptr %1637, i64 20
  %1639 = load float, ptr %1638, align 4
  %1640 = fadd float %1636, %1639
  %1641 = getelementptr float, ptr %scratch, i64 %fold_tail151402
  %1642 = getelementptr i8, ptr %1641, i64 24
  %1643 = load float, ptr %1642, align 4
  %1644 = fadd float %1640, %1643
  %1645 = getelementptr float, ptr %scratch, i64 %fold_tail151402
  %1646 = getelementptr i8, ptr %1645, i64 28
  %1647 = load float, ptr %1646, align 4
  %1648 = fadd float %1644, %1647
  %1649 = add nuw i64 %fold_tail151402, 8
  %niter1020.next.7 = add i64 %niter1020, 8
  %niter1020.ncmp.7 = icmp eq i64 %niter1020.next.7, %unroll_iter1019
  br i1 %niter1020.ncmp.7, label %feature.body159.preheader.unr-lcssa, label %fold_tail.body149

guard.done157:                                    ; preds = %guard.done, %search.feature.exit176, %search.index_bit.exit206
  %uniforms.sroa.35.0326 = phi float [ 0.000000e+00, %guard.done ], [ %fold_value143.0.lcssa519521525, %search.index_bit.exit206 ], [ %fold_value143.0.lcssa519521525, %search.feature.exit176 ]
  %uniforms.sroa.29.0322325 = phi float [ 0.000000e+00, %guard.done ], [ %fold_value112.0.lcssa, %search.index_bit.exit206 ], [ %fold_value112.0.lcssa, %search.feature.exit176 ]
  %uniforms.sroa.43.0 = phi float [ 0x7FF0000000000000, %guard.done ], [ %search_index221, %search.index_bit.exit206 ], [ 0x7FF0000000000000, %search.feature.exit176 ]
  %uniforms.sroa.40.0 = phi float [ 0xFFF0000000000000, %guard.done ], [ %2091, %search.index_bit.exit206 ], [ 0xFFF0000000000000, %search.feature.exit176 ]
  br i1 %.not, label %max_block.exit243, label %feature.body223.lr.ph

feature.body223.lr.ph:                            ; preds = %guard.done157
  %.reass.reass = xor i64 %row432, %invariant.op433
  %1650 = and i64 %.reass.reass, 4294967295
  %1651 = mul nuw i64 %1650, 3528531795
  %1652 = lshr i64 %1651, 32
  %1653 = xor i64 %1652, %29
  %diff.check = icmp ult i64 %117, 32
  %or.cond915 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond915, label %feature.body223.preheader, label %vector.ph

vector.ph:                                        ; preds = %feature.body223.lr.ph
  %broadcast.splatinsert592 = insertelement <8 x i64> poison, i64 %1653, i64 0
  %broadcast.splat593 = shufflevector <8 x i64> %broadcast.splatinsert592, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert596 = insertelement <8 x float> poison, float %uniforms.sroa.15.0, i64 0
  %broadcast.splat597 = shufflevector <8 x float> %broadcast.splatinsert596, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert598 = insertelement <8 x float> poison, float %uniforms.sroa.22.0, i64 0
  %broadcast.splat599 = shufflevector <8 x float> %broadcast.splatinsert598, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert600 = insertelement <8 x float> poison, float %uniforms.sroa.29.0322325, i64 0
  %broadcast.splat601 = shufflevector <8 x float> %broadcast.splatinsert600, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert602 = insertelement <8 x float> poison, float %uniforms.sroa.35.0326, i64 0
  %broadcast.splat603 = shufflevector <8 x float> %broadcast.splatinsert602, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert604 = insertelement <8 x float> poison, float %uniforms.sroa.40.0, i64 0
  %broadcast.splat605 = shufflevector <8 x float> %broadcast.splatinsert604, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert606 = insertelement <8 x float> poison, float %uniforms.sroa.43.0, i64 0
  %broadcast.splat607 = shufflevector <8 x float> %broadcast.splatinsert606, <8 x float> poison, <8 x i32> zeroinitializer
  %.scalar921 = xor i64 %1651, %31
  %.scalar922 = and i64 %.scalar921, 4294967295
  %1654 = insertelement <8 x i64> poison, i64 %.scalar922, i64 0
  %.masked913 = shufflevector <8 x i64> %1654, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %1655 = getelementptr inbounds float, ptr %118, i64 %index
  %wide.load = load <8 x float>, ptr %1655, align 4
  %1656 = fmul <8 x float> %broadcast.splat595, %wide.load
  %1657 = uitofp <8 x i64> %vec.ind to <8 x float>
  %1658 = fcmp ogt <8 x float> %wide.load, %broadcast.splat597
  %1659 = select <8 x i1> %1658, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1660 = fcmp oeq <8 x float> %wide.load, %broadcast.splat597
  %1661 = fcmp oge <8 x float> %broadcast.splat599, %1657
  %1662 = select <8 x i1> %1660, <8 x i1> %1661, <8 x i1> zeroinitializer
  %1663 = select <8 x i1> %1662, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1664 = fcmp ogt <8 x float> %1663, %1659
  %1665 = select <8 x i1> %1664, <8 x float> %1663, <8 x float> %1659
  %1666 = fsub <8 x float> %1656, %broadcast.splat601
  %1667 = fcmp olt <8 x float> %1666, splat (float -1.040000e+02)
  %1668 = select <8 x i1> %1667, <8 x float> splat (float -1.040000e+02), <8 x float> %1666
  %1669 = fcmp ogt <8 x float> %1668, splat (float 8.900000e+01)
  %1670 = select <8 x i1> %1669, <8 x float> splat (float 8.900000e+01), <8 x float> %1668
  %1671 = fmul <8 x float> %1670, splat (float 0x3FF7154760000000)
  %1672 = fadd <8 x float> %1671, splat (float 0x4168000000000000)
  %1673 = fadd <8 x float> %1672, splat (float 0xC168000000000000)
  %1674 = bitcast <8 x float> %1672 to <8 x i32>
  %1675 = fmul <8 x float> %1673, splat (float 0x3FE62E4000000000)
  %1676 = fsub <8 x float> %1670, %1675
  %1677 = fmul <8 x float> %1673, splat (float 0x3EB7F7D1C0000000)
  %1678 = fsub <8 x float> %1676, %1677
  %1679 = fmul <8 x float> %1678, %1678
  %1680 = fmul <8 x float> %1679, splat (float 0x3E66376980000000)
  %1681 = fadd <8 x float> %1680, splat (float 0xBEBBBD41C0000000)
  %1682 = fmul <8 x float> %1679, %1681
  %1683 = fadd <8 x float> %1682, splat (float 0x3F11566AA0000000)
  %1684 = fmul <8 x float> %1679, %1683
  %1685 = fadd <8 x float> %1684, splat (float 0xBF66C16C20000000)
  %1686 = fmul <8 x float> %1679, %1685
  %1687 = fadd <8 x float> %1686, splat (float 0x3FC5555560000000)
  %1688 = fmul <8 x float> %1679, %1687
  %1689 = fsub <8 x float> %1678, %1688
  %1690 = fmul <8 x float> %1678, %1689
  %1691 = fsub <8 x float> splat (float 2.000000e+00), %1689
  %1692 = fdiv <8 x float> %1690, %1691
  %1693 = fsub <8 x float> %1677, %1692
  %1694 = fsub <8 x float> %1676, %1693
  %1695 = fadd <8 x float> %1694, splat (float 1.000000e+00)
  %1696 = add <8 x i32> %1674, splat (i32 -1262485248)
  %1697 = lshr <8 x i32> %1696, splat (i32 1)
  %1698 = add <8 x i32> %1674, splat (i32 255)
  %1699 = sub <8 x i32> %1698, %1697
  %1700 = shl <8 x i32> %1697, splat (i32 23)
  %1701 = add <8 x i32> %1700, splat (i32 -8388608)
  %1702 = shl <8 x i32> %1699, splat (i32 23)
  %1703 = bitcast <8 x i32> %1701 to <8 x float>
  %1704 = bitcast <8 x i32> %1702 to <8 x float>
  %1705 = fmul <8 x float> %1695, %1703
  %1706 = fmul <8 x float> %1705, %1704
  %1707 = fcmp uno <8 x float> %1666, zeroinitializer
  %1708 = select <8 x i1> %1707, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1706
  %1709 = fdiv <8 x float> %1708, %broadcast.splat603
  %1710 = fcmp une <8 x float> %1665, zeroinitializer
  %1711 = fadd <8 x float> %1709, zeroinitializer
  %1712 = select <8 x i1> %1710, <8 x float> %1711, <8 x float> splat (float -1.000000e+00)
  %1713 = fcmp ogt <8 x float> %1712, %broadcast.splat605
  %1714 = select <8 x i1> %1713, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1715 = fcmp oeq <8 x float> %1712, %broadcast.splat605
  %1716 = fcmp oge <8 x float> %broadcast.splat607, %1657
  %1717 = select <8 x i1> %1715, <8 x i1> %1716, <8 x i1> zeroinitializer
  %1718 = select <8 x i1> %1717, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1719 = fcmp ogt <8 x float> %1718, %1714
  %1720 = select <8 x i1> %1719, <8 x float> %1718, <8 x float> %1714
  %1721 = fcmp ogt <8 x float> %broadcast.splat609, %1720
  %1722 = select <8 x i1> %1721, <8 x float> %broadcast.splat609, <8 x float> %1720
  %1723 = fmul <8 x float> %1665, %1722
  %1724 = and <8 x i64> %vec.ind, splat (i64 4294967295)
  %1725 = mul nuw <8 x i64> %1724, splat (i64 3528531795)
  %1726 = xor <8 x i64> %broadcast.splat611, %1725
  %1727 = lshr <8 x i64> %1726, splat (i64 32)
  %1728 = mul nuw <8 x i64> %1727, splat (i64 3449720151)
  %1729 = lshr <8 x i64> %1728, splat (i64 32)
  %1730 = xor <8 x i64> %broadcast.splat593, %1725
  %1731 = xor <8 x i64> %.masked, %1729
  %1732 = mul nuw <8 x i64> %1731, splat (i64 3528531795)
  %1733 = and <8 x i64> %1730, splat (i64 4294967295)
  %1734 = mul nuw <8 x i64> %1733, splat (i64 3449720151)
  %1735 = lshr <8 x i64> %1732, splat (i64 32)
  %1736 = lshr <8 x i64> %1734, splat (i64 32)
  %1737 = xor <8 x i64> %1736, %broadcast.splat617
  %1738 = xor <8 x i64> %1737, %1728
  %1739 = and <8 x i64> %1738, splat (i64 4294967295)
  %1740 = mul nuw <8 x i64> %1739, splat (i64 3528531795)
  %1741 = xor <8 x i64> %.masked913, %1735
  %1742 = mul nuw <8 x i64> %1741, splat (i64 3449720151)
  %1743 = lshr <8 x i64> %1740, splat (i64 32)
  %1744 = lshr <8 x i64> %1742, splat (i64 32)
  %1745 = xor <8 x i64> %broadcast.splat621, %1744
  %1746 = xor <8 x i64> %1745, %1734
  %1747 = xor <8 x i64> %1743, %broadcast.splat623
  %1748 = xor <8 x i64> %1747, %1732
  %1749 = and <8 x i64> %1746, splat (i64 4294967295)
  %1750 = mul nuw <8 x i64> %1749, splat (i64 3528531795)
  %1751 = and <8 x i64> %1748, splat (i64 4294967295)
  %1752 = mul nuw <8 x i64> %1751, splat (i64 3449720151)
  %1753 = lshr <8 x i64> %1750, splat (i64 32)
  %1754 = lshr <8 x i64> %1752, splat (i64 32)
  %1755 = xor <8 x i64> %1754, %broadcast.splat625
  %1756 = xor <8 x i64> %1755, %1742
  %1757 = xor <8 x i64> %broadcast.splat627, %1753
  %1758 = xor <8 x i64> %1757, %1740
  %1759 = and <8 x i64> %1756, splat (i64 4294967295)
  %1760 = mul nuw <8 x i64> %1759, splat (i64 3528531795)
  %1761 = and <8 x i64> %1758, splat (i64 4294967295)
  %1762 = mul nuw <8 x i64> %1761, splat (i64 3449720151)
  %1763 = lshr <8 x i64> %1760, splat (i64 32)
  %1764 = lshr <8 x i64> %1762, splat (i64 32)
  %1765 = xor <8 x i64> %broadcast.splat629, %1764
  %1766 = xor <8 x i64> %1765, %1752
  %1767 = xor <8 x i64> %1763, %broadcast.splat631
  %1768 = xor <8 x i64> %1767, %1750
  %1769 = and <8 x i64> %1766, splat (i64 4294967295)
  %1770 = mul nuw <8 x i64> %1769, splat (i64 3528531795)
  %1771 = and <8 x i64> %1768, splat (i64 4294967295)
  %1772 = mul nuw <8 x i64> %1771, splat (i64 3449720151)
  %1773 = lshr <8 x i64> %1770, splat (i64 32)
  %1774 = lshr <8 x i64> %1772, splat (i64 32)
  %1775 = xor <8 x i64> %1774, %broadcast.splat633
  %1776 = xor <8 x i64> %1775, %1762
  %1777 = xor <8 x i64> %broadcast.splat635, %1773
  %1778 = xor <8 x i64> %1777, %1760
  %1779 = and <8 x i64> %1776, splat (i64 4294967295)
  %1780 = mul nuw <8 x i64> %1779, splat (i64 3528531795)
  %1781 = and <8 x i64> %1778, splat (i64 4294967295)
  %1782 = mul nuw <8 x i64> %1781, splat (i64 3449720151)
  %1783 = lshr <8 x i64> %1780, splat (i64 32)
  %1784 = lshr <8 x i64> %1782, splat (i64 32)
  %1785 = xor <8 x i64> %broadcast.splat637, %1784
  %1786 = xor <8 x i64> %1785, %1772
  %1787 = xor <8 x i64> %1783, %broadcast.splat639
  %1788 = xor <8 x i64> %1787, %1770
  %1789 = and <8 x i64> %1786, splat (i64 4294967295)
  %1790 = mul nuw <8 x i64> %1789, splat (i64 3528531795)
  %1791 = lshr <8 x i64> %1790, splat (i64 32)
  %1792 = trunc <8 x i64> %1788 to <8 x i32>
  %1793 = mul <8 x i32> %1792, splat (i32 -845247145)
  %1794 = xor <8 x i64> %broadcast.splat641, %1791
  %1795 = xor <8 x i64> %1794, %1780
  %1796 = and <8 x i64> %1795, splat (i64 4294967295)
  %1797 = mul nuw <8 x i64> %1796, splat (i64 3449720151)
  %1798 = lshr <8 x i64> %1797, splat (i64 32)
  %1799 = trunc nuw <8 x i64> %1798 to <8 x i32>
  %1800 = xor <8 x i32> %1793, %broadcast.splat643
  %1801 = xor <8 x i32> %1800, %1799
  %1802 = uitofp <8 x i32> %1801 to <8 x double>
  %1803 = fadd <8 x double> %1802, splat (double 5.000000e-01)
  %1804 = fmul <8 x double> %1803, splat (double 0x3DF0000000000000)
  %1805 = bitcast <8 x double> %1804 to <8 x i64>
  %1806 = lshr <8 x i64> %1805, splat (i64 32)
  %1807 = add nuw nsw <8 x i64> %1806, splat (i64 614242)
  %1808 = lshr <8 x i64> %1807, splat (i64 20)
  %1809 = add nsw <8 x i64> %1808, splat (i64 -1023)
  %1810 = shl nuw <8 x i64> %1807, splat (i64 32)
  %1811 = and <8 x i64> %1810, splat (i64 4503595332403200)
  %1812 = add nuw nsw <8 x i64> %1811, splat (i64 4604544269498187776)
  %1813 = and <8 x i64> %1805, splat (i64 4294967295)
  %1814 = or disjoint <8 x i64> %1812, %1813
  %1815 = bitcast <8 x i64> %1814 to <8 x double>
  %1816 = fadd <8 x double> %1815, splat (double -1.000000e+00)
  %1817 = fmul <8 x double> %1816, splat (double 5.000000e-01)
  %1818 = fmul <8 x double> %1816, %1817
  %1819 = fadd <8 x double> %1816, splat (double 2.000000e+00)
  %1820 = fdiv <8 x double> %1816, %1819
  %1821 = fmul <8 x double> %1820, %1820
  %1822 = fmul <8 x double> %1821, %1821
  %1823 = fmul <8 x double> %1822, splat (double 0x3FC39A09D078C69F)
  %1824 = fadd <8 x double> %1823, splat (double 0x3FCC71C51D8E78AF)
  %1825 = fmul <8 x double> %1822, %1824
  %1826 = fadd <8 x double> %1825, splat (double 0x3FD999999997FA04)
  %1827 = fmul <8 x double> %1822, %1826
  %1828 = fmul <8 x double> %1822, splat (double 0x3FC2F112DF3E5244)
  %1829 = fadd <8 x double> %1828, splat (double 0x3FC7466496CB03DE)
  %1830 = fmul <8 x double> %1822, %1829
  %1831 = fadd <8 x double> %1830, splat (double 0x3FD2492494229359)
  %1832 = fmul <8 x double> %1822, %1831
  %1833 = fadd <8 x double> %1832, splat (double 0x3FE5555555555593)
  %1834 = fmul <8 x double> %1821, %1833
  %1835 = fadd <8 x double> %1827, %1834
  %1836 = sitofp <8 x i64> %1809 to <8 x double>
  %1837 = fadd <8 x double> %1818, %1835
  %1838 = fmul <8 x double> %1820, %1837
  %1839 = fmul <8 x double> %1836, splat (double 0x3DEA39EF35793C76)
  %1840 = fadd <8 x double> %1839, %1838
  %1841 = fsub <8 x double> %1840, %1818
  %1842 = fadd <8 x double> %1816, %1841
  %1843 = fmul <8 x double> %1836, splat (double 0x3FE62E42FEE00000)
  %1844 = fadd <8 x double> %1843, %1842
  %1845 = fneg <8 x double> %1844
  %1846 = bitcast <8 x double> %1845 to <8 x i64>
  %1847 = lshr <8 x i64> %1846, splat (i64 32)
  %1848 = add nuw nsw <8 x i64> %1847, splat (i64 614242)
  %1849 = lshr <8 x i64> %1848, splat (i64 20)
  %1850 = add nsw <8 x i64> %1849, splat (i64 -1023)
  %1851 = shl <8 x i64> %1848, splat (i64 32)
  %1852 = and <8 x i64> %1851, splat (i64 4503595332403200)
  %1853 = add nuw nsw <8 x i64> %1852, splat (i64 4604544269498187776)
  %1854 = and <8 x i64> %1846, splat (i64 4294967295)
  %1855 = or disjoint <8 x i64> %1853, %1854
  %1856 = bitcast <8 x i64> %1855 to <8 x double>
  %1857 = fadd <8 x double> %1856, splat (double -1.000000e+00)
  %1858 = fmul <8 x double> %1857, splat (double 5.000000e-01)
  %1859 = fmul <8 x double> %1857, %1858
  %1860 = fadd <8 x double> %1857, splat (double 2.000000e+00)
  %1861 = fdiv <8 x double> %1857, %1860
  %1862 = fmul <8 x double> %1861, %1861
  %1863 = fmul <8 x double> %1862, %1862
  %1864 = fmul <8 x double> %1863, splat (double 0x3FC39A09D078C69F)
  %1865 = fadd <8 x double> %1864, splat (double 0x3FCC71C51D8E78AF)
  %1866 = fmul <8 x double> %1863, %1865
  %1867 = fadd <8 x double> %1866, splat (double 0x3FD999999997FA04)
  %1868 = fmul <8 x double> %1863, %1867
  %1869 = fmul <8 x double> %1863, splat (double 0x3FC2F112DF3E5244)
  %1870 = fadd <8 x double> %1869, splat (double 0x3FC7466496CB03DE)
  %1871 = fmul <8 x double> %1863, %1870
  %1872 = fadd <8 x double> %1871, splat (double 0x3FD2492494229359)
  %1873 = fmul <8 x double> %1863, %1872
  %1874 = fadd <8 x double> %1873, splat (double 0x3FE5555555555593)
  %1875 = fmul <8 x double> %1862, %1874
  %1876 = fadd <8 x double> %1868, %1875
  %1877 = sitofp <8 x i64> %1850 to <8 x double>
  %1878 = fadd <8 x double> %1859, %1876
  %1879 = fmul <8 x double> %1861, %1878
  %1880 = fmul <8 x double> %1877, splat (double 0x3DEA39EF35793C76)
  %1881 = fadd <8 x double> %1880, %1879
  %1882 = fsub <8 x double> %1881, %1859
  %1883 = fadd <8 x double> %1857, %1882
  %1884 = fmul <8 x double> %1877, splat (double 0x3FE62E42FEE00000)
  %1885 = fadd <8 x double> %1884, %1883
  %1886 = fptrunc <8 x double> %1885 to <8 x float>
  %1887 = fsub <8 x float> %1656, %1886
  %1888 = fcmp une <8 x float> %1723, zeroinitializer
  %1889 = select <8 x i1> %1888, <8 x float> %1887, <8 x float> splat (float 0xFFF0000000000000)
  %1890 = getelementptr inbounds float, ptr %scratch, i64 %index
  store <8 x float> %1889, ptr %1890, align 4
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %1891 = icmp eq i64 %index.next, %n.vec
  br i1 %1891, label %middle.block, label %vector.body, !llvm.loop !29

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %max_block.header241.preheader, label %feature.body223.preheader

feature.body223.preheader:                        ; preds = %feature.body223.lr.ph, %middle.block
  %feature225422.ph = phi i64 [ 0, %feature.body223.lr.ph ], [ %n.vec, %middle.block ]
  %invariant.op1129 = xor i64 %31, %1651
  br label %feature.body223

feature.body159:                                  ; preds = %feature.body159.preheader924, %feature.body159
  %feature161404 = phi i64 [ %1959, %feature.body159 ], [ %feature161404.ph, %feature.body159.preheader924 ]
  %1892 = getelementptr inbounds float, ptr %118, i64 %feature161404
  %1893 = load float, ptr %1892, align 4
  %1894 = fmul float %inv_t, %1893
  %feature162 = uitofp i64 %feature161404 to float
  %1895 = fcmp ogt float %1893, %uniforms.sroa.15.0
  %1896 = select i1 %1895, float 1.000000e+00, float 0.000000e+00
  %1897 = fcmp oeq float %1893, %uniforms.sroa.15.0
  %1898 = fcmp oge float %uniforms.sroa.22.0, %feature162
  %1899 = select i1 %1897, i1 %1898, i1 false
  %1900 = select i1 %1899, float 1.000000e+00, float 0.000000e+00
  %1901 = fcmp ogt float %1900, %1896
  %max163 = select i1 %1901, float %1900, float %1896
  %1902 = fsub float %1894, %fold_value112.0.lcssa
  %1903 = fcmp olt float %1902, -1.040000e+02
  %1904 = select i1 %1903, float -1.040000e+02, float %1902
  %1905 = fcmp ogt float %1904, 8.900000e+01
  %1906 = select i1 %1905, float 8.900000e+01, float %1904
  %1907 = fmul float %1906, 0x3FF7154760000000
  %1908 = fadd float %1907, 0x4168000000000000
  %1909 = fadd float %1908, 0xC168000000000000
  %1910 = bitcast float %1908 to i32
  %1911 = fmul float %1909, 0x3FE62E4000000000
  %1912 = fsub float %1906, %1911
  %1913 = fmul float %1909, 0x3EB7F7D1C0000000
  %1914 = fsub float %1912, %1913
  %1915 = fmul float %1914, %1914
  %1916 = fmul float %1915, 0x3E66376980000000
  %1917 = fadd float %1916, 0xBEBBBD41C0000000
  %1918 = fmul float %1915, %1917
  %1919 = fadd float %1918, 0x3F11566AA0000000
  %1920 = fmul float %1915, %1919
  %1921 = fadd float %1920, 0xBF66C16C20000000
  %1922 = fmul float %1915, %1921
  %1923 = fadd float %1922, 0x3FC5555560000000
  %1924 = fmul float %1915, %1923
  %1925 = fsub float %1914, %1924
  %1926 = fmul float %1914, %1925
  %1927 = fsub float 2.000000e+00, %1925
  %1928 = fdiv float %1926, %1927
  %1929 = fsub float %1913, %1928
  %1930 = fsub float %1912, %1929
  %1931 = fadd float %1930, 1.000000e+00
  %1932 = add i32 %1910, -1262485248
  %1933 = lshr i32 %1932, 1
  %1934 = add i32 %1910, 255
  %1935 = sub i32 %1934, %1933
  %1936 = shl i32 %1933, 23
  %1937 = add i32 %1936, -8388608
  %1938 = shl i32 %1935, 23
  %1939 = bitcast i32 %1937 to float
  %1940 = bitcast i32 %1938 to float
  %1941 = fmul float %1931, %1939
  %1942 = fmul float %1941, %1940
  %1943 = fcmp uno float %1902, 0.000000e+00
  %1944 = select i1 %1943, float 0x7FF8000000000000, float %1942
  %1945 = fdiv float %1944, %.lcssa958
  %1946 = fcmp une float %max163, 0.000000e+00
  %1947 = select i1 %1946, float %1945, float 0.000000e+00
  %1948 = fadd float %1945, 0.000000e+00
  %1949 = select i1 %1946, float %1948, float -1.000000e+00
  %1950 = bitcast float %1949 to i32
  %1951 = icmp slt i32 %1950, 0
  %1952 = xor i32 %1950, -1
  %1953 = tail call float @llvm.fabs.f32(float %1949)
  %1954 = fneg float %1953
  %1955 = bitcast float %1954 to i32
  %1956 = select i1 %1951, i32 %1952, i32 %1955
  %1957 = getelementptr inbounds float, ptr %scratch, i64 %feature161404
  store i32 %1956, ptr %1957, align 4
  %1958 = getelementptr float, ptr %13, i64 %feature161404
  store float %1947, ptr %1958, align 4
  %1959 = add nuw i64 %feature161404, 1
  %exitcond502.not = icmp eq i64 %1959, %n_features
  br i1 %exitcond502.not, label %compact.body.preheader, label %feature.body159, !llvm.loop !30

search.feature.header174.preheader.unr-lcssa:     ; preds = %compact.keep.done.1
  br i1 %lcmp.mod1023.not, label %search.feature.header174.preheader, label %compact.body.epil.preheader

compact.body.epil.preheader:                      ; preds = %search.feature.header174.preheader.unr-lcssa, %compact.body.preheader
  %compact406.epil.init = phi i64 [ 0, %compact.body.preheader ], [ %1986, %search.feature.header174.preheader.unr-lcssa ]
  %nonzero.0405.epil.init = phi i64 [ 0, %compact.body.preheader ], [ %nonzero.1.1, %search.feature.header174.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1025)
  %1960 = getelementptr float, ptr %13, i64 %compact406.epil.init
  %1961 = load float, ptr %1960, align 4
  %nonzero165.epil = fcmp une float %1961, 0.000000e+00
  br i1 %nonzero165.epil, label %compact.keep.then.epil, label %search.feature.header174.preheader

compact.keep.then.epil:                           ; preds = %compact.body.epil.preheader
  %1962 = getelementptr inbounds float, ptr %scratch, i64 %compact406.epil.init
  %key166.epil = load i32, ptr %1962, align 4
  %1963 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.0405.epil.init
  store i32 %key166.epil, ptr %1963, align 4
  %1964 = getelementptr float, ptr %13, i64 %nonzero.0405.epil.init
  store float %1961, ptr %1964, align 4
  %1965 = getelementptr float, ptr %14, i64 %nonzero.0405.epil.init
  %1966 = trunc i64 %compact406.epil.init to i32
  store i32 %1966, ptr %1965, align 4
  %1967 = add i64 %nonzero.0405.epil.init, 1
  br label %search.feature.header174.preheader

search.feature.header174.preheader:               ; preds = %compact.body.epil.preheader, %compact.keep.then.epil, %search.feature.header174.preheader.unr-lcssa
  %nonzero.1.lcssa = phi i64 [ %nonzero.1.1, %search.feature.header174.preheader.unr-lcssa ], [ %1967, %compact.keep.then.epil ], [ %nonzero.0405.epil.init, %compact.body.epil.preheader ]
  %.not460 = icmp eq i64 %nonzero.1.lcssa, 0
  br i1 %.not460, label %search.feature.exit176, label %search.feature.body175.preheader

search.feature.body175.preheader:                 ; preds = %search.feature.header174.preheader
  %xtraiter1028 = and i64 %nonzero.1.lcssa, 7
  %1968 = icmp ult i64 %nonzero.1.lcssa, 8
  br i1 %1968, label %search.feature.body175.epil.preheader, label %search.feature.body175.preheader.new

search.feature.body175.preheader.new:             ; preds = %search.feature.body175.preheader
  %unroll_iter1033 = and i64 %nonzero.1.lcssa, -8
  br label %search.feature.body175

compact.body:                                     ; preds = %compact.body.preheader, %compact.keep.done.1
  %compact406 = phi i64 [ %1986, %compact.keep.done.1 ], [ 0, %compact.body.preheader ]
  %nonzero.0405 = phi i64 [ %nonzero.1.1, %compact.keep.done.1 ], [ 0, %compact.body.preheader ]
  %niter1027 = phi i64 [ %niter1027.next.1, %compact.keep.done.1 ], [ 0, %compact.body.preheader ]
  %1969 = getelementptr float, ptr %13, i64 %compact406
  %1970 = load float, ptr %1969, align 4
  %nonzero165 = fcmp une float %1970, 0.000000e+00
  br i1 %nonzero165, label %compact.keep.then, label %compact.keep.done

compact.keep.then:                                ; preds = %compact.body
  %1971 = getelementptr inbounds float, ptr %scratch, i64 %compact406
  %key166 = load i32, ptr %1971, align 4
  %1972 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.0405
  store i32 %key166, ptr %1972, align 4
  %1973 = getelementptr float, ptr %13, i64 %nonzero.0405
  store float %1970, ptr %1973, align 4
  %1974 = getelementptr float, ptr %14, i64 %nonzero.0405
  %1975 = trunc i64 %compact406 to i32
  store i32 %1975, ptr %1974, align 4
  %1976 = add i64 %nonzero.0405, 1
  br label %compact.keep.done

compact.keep.done:                                ; preds = %compact.keep.then, %compact.body
  %nonzero.1 = phi i64 [ %1976, %compact.keep.then ], [ %nonzero.0405, %compact.body ]
  %1977 = or disjoint i64 %compact406, 1
  %1978 = getelementptr float, ptr %13, i64 %1977
  %1979 = load float, ptr %1978, align 4
  %nonzero165.1 = fcmp une float %1979, 0.000000e+00
  br i1 %nonzero165.1, label %compact.keep.then.1, label %compact.keep.done.1

compact.keep.then.1:                              ; preds = %compact.keep.done
  %1980 = getelementptr inbounds float, ptr %scratch, i64 %1977
  %key166.1 = load i32, ptr %1980, align 4
  %1981 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.1
  store i32 %key166.1, ptr %1981, align 4
  %1982 = getelementptr float, ptr %13, i64 %nonzero.1
  store float %1979, ptr %1982, align 4
  %1983 = getelementptr float, ptr %14, i64 %nonzero.1
  %1984 = trunc i64 %1977 to i32
  store i32 %1984, ptr %1983, align 4
  %1985 = add i64 %nonzero.1, 1
  br label %compact.keep.done.1

compact.keep.done.1:                              ; preds = %compact.keep.then.1, %compact.keep.done
  %nonzero.1.1 = phi i64 [ %1985, %compact.keep.then.1 ], [ %nonzero.1, %compact.keep.done ]
  %1986 = add nuw i64 %compact406, 2
  %niter1027.next.1 = add i64 %niter1027, 2
  %niter1027.ncmp.1 = icmp eq i64 %niter1027.next.1, %unroll_iter1026
  br i1 %niter1027.ncmp.1, label %search.feature.header174.preheader.unr-lcssa, label %compact.body

search.feature.body175:                           ; preds = %search.feature.body175, %search.feature.body175.preheader.new
  %search.feature177409 = phi i64 [ 0, %search.feature.body175.preheader.new ], [ %2018, %search.feature.body175 ]
  %fold_value169.0408 = phi float [ 0.000000e+00, %search.feature.body175.preheader.new ], [ %2017, %search.feature.body175 ]
  %niter1034 = phi i64 [ 0, %search.feature.body175.preheader.new ], [ %niter1034.next.7, %search.feature.body175 ]
  %1987 = getelementptr float, ptr %13, i64 %search.feature177409
  %1988 = load float, ptr %1987, align 4
  %1989 = fadd float %fold_value169.0408, %1988
  %1990 = getelementptr float, ptr %13, i64 %search.feature177409
  %1991 = getelementptr i8, ptr %1990, i64 4
  %1992 = load float, ptr %1991, align 4
  %1993 = fadd float %1989, %1992
  %1994 = getelementptr float, ptr %13, i64 %search.feature177409
  %1995 = getelementptr i8, ptr %1994, i64 8
  %1996 = load float, ptr %1995, align 4
  %1997 = fadd float %1993, %1996
  %1998 = getelementptr float, ptr %13, i64 %search.feature177409
  %1999 = getelementptr i8, ptr %1998, i64 12
  %2000 = load float, ptr %1999, align 4
  %2001 = fadd float %1997, %2000
  %2002 = getelementptr float, ptr %13, i64 %search.feature177409
  %2003 = getelementptr i8, ptr %2002, i64 16
  %2004 = load float, ptr %2003, align 4
  %2005 = fadd float %2001, %2004
  %2006 = getelementptr float, ptr %13, i64 %search.feature177409
  %2007 = getelementptr i8, ptr %2006, i64 20
  %2008 = load float, ptr %2007, align 4
  %2009 = fadd float %2005, %2008
  %2010 = getelementptr float, ptr %13, i64 %search.feature177409
  %2011 = getelementptr i8, ptr %2010, i64 24
  %2012 = load float, ptr %2011, align 4
  %2013 = fadd float %2009, %2012
  %2014 = getelementptr float, ptr %13, i64 %search.feature177409
  %2015 = getelementptr i8, ptr %2014, i64 28
  %2016 = load float, ptr %2015, align 4
  %2017 = fadd float %2013, %2016
  %2018 = add nuw i64 %search.feature177409, 8
  %niter1034.next.7 = add i64 %niter1034, 8
  %niter1034.ncmp.7 = icmp eq i64 %niter1034.next.7, %unroll_iter1033
  br i1 %niter1034.ncmp.7, label %search.feature.exit176.loopexit.unr-lcssa, label %search.feature.body175

search.feature.exit176.loopexit.unr-lcssa:        ; preds = %search.feature.body175
  %lcmp.mod1030.not = icmp eq i64 %xtraiter1028, 0
  br i1 %lcmp.mod1030.not, label %search.feature.exit176, label %search.feature.body175.epil.preheader

search.feature.body175.epil.preheader:            ; preds = %search.feature.exit176.loopexit.unr-lcssa, %search.feature.body175.preheader
  %search.feature177409.epil.init = phi i64 [ 0, %search.feature.body175.preheader ], [ %2018, %search.feature.exit176.loopexit.unr-lcssa ]
  %fold_value169.0408.epil.init = phi float [ 0.000000e+00, %search.feature.body175.preheader ], [ %2017, %search.feature.exit176.loopexit.unr-lcssa ]
  %lcmp.mod1032 = icmp ne i64 %xtraiter1028, 0
  tail call void @llvm.assume(i1 %lcmp.mod1032)
  br label %search.feature.body175.epil

search.feature.body175.epil:                      ; preds = %search.feature.body175.epil, %search.feature.body175.epil.preheader
  %search.feature177409.epil = phi i64 [ %2022, %search.feature.body175.epil ], [ %search.feature177409.epil.init, %search.feature.body175.epil.preheader ]
  %fold_value169.0408.epil = phi float [ %2021, %search.feature.body175.epil ], [ %fold_value169.0408.epil.init, %search.feature.body175.epil.preheader ]
  %epil.iter1029 = phi i64 [ %epil.iter1029.next, %search.feature.body175.epil ], [ 0, %search.feature.body175.epil.preheader ]
  %2019 = getelementptr float, ptr %13, i64 %search.feature177409.epil
  %2020 = load float, ptr %2019, align 4
  %2021 = fadd float %fold_value169.0408.epil, %2020
  %2022 = add nuw i64 %search.feature177409.epil, 1
  %epil.iter1029.next = add i64 %epil.iter1029, 1
  %epil.iter1029.cmp.not = icmp eq i64 %epil.iter1029.next, %xtraiter1028
  br i1 %epil.iter1029.cmp.not, label %search.feature.exit176, label %search.feature.body175.epil, !llvm.loop !31

search.feature.exit176:                           ; preds = %search.feature.exit176.loopexit.unr-lcssa, %search.feature.body175.epil, %feature.header137.preheader, %search.feature.header174.preheader
  %.not460527 = phi i1 [ true, %search.feature.header174.preheader ], [ true, %feature.header137.preheader ], [ false, %search.feature.body175.epil ], [ false, %search.feature.exit176.loopexit.unr-lcssa ]
  %nonzero.0.lcssa526 = phi i64 [ 0, %search.feature.header174.preheader ], [ 0, %feature.header137.preheader ], [ %nonzero.1.lcssa, %search.feature.body175.epil ], [ %nonzero.1.lcssa, %search.feature.exit176.loopexit.unr-lcssa ]
  %fold_value143.0.lcssa519521525 = phi float [ %.lcssa958, %search.feature.header174.preheader ], [ 0.000000e+00, %feature.header137.preheader ], [ %.lcssa958, %search.feature.body175.epil ], [ %.lcssa958, %search.feature.exit176.loopexit.unr-lcssa ]
  %fold_value169.0.lcssa = phi float [ 0.000000e+00, %search.feature.header174.preheader ], [ 0.000000e+00, %feature.header137.preheader ], [ %2017, %search.feature.exit176.loopexit.unr-lcssa ], [ %2021, %search.feature.body175.epil ]
  %2023 = fcmp oge float %fold_value169.0.lcssa, %top_p
  %search.run179 = and i1 %18, %2023
  br i1 %search.run179, label %search.key_bit.body184.preheader, label %guard.done157

search.key_bit.body184.preheader:                 ; preds = %search.feature.exit176
  %2024 = add i64 %nonzero.0.lcssa526, -1
  %xtraiter1035 = and i64 %nonzero.0.lcssa526, 7
  %2025 = icmp ult i64 %2024, 7
  %unroll_iter1040 = and i64 %nonzero.0.lcssa526, -8
  %lcmp.mod1037.not = icmp eq i64 %xtraiter1035, 0
  %lcmp.mod1039 = icmp ne i64 %xtraiter1035, 0
  br label %search.key_bit.body184

search.key_bit.body184:                           ; preds = %search.key_bit.body184.preheader, %search.feature.exit195
  %search.key_bit186415 = phi i64 [ %2085, %search.feature.exit195 ], [ 0, %search.key_bit.body184.preheader ]
  %search_hi182.0414 = phi i32 [ %2084, %search.feature.exit195 ], [ 0, %search.key_bit.body184.preheader ]
  %2026 = trunc nuw nsw i64 %search.key_bit186415 to i32
  %2027 = lshr exact i32 -2147483648, %2026
  %candidate187 = or i32 %2027, %search_hi182.0414
  br i1 %.not460527, label %search.feature.exit195, label %search.feature.body194.preheader

search.feature.body194.preheader:                 ; preds = %search.key_bit.body184
  br i1 %2025, label %search.feature.body194.epil.preheader, label %search.feature.body194

search.key_bit.exit185:                           ; preds = %search.feature.exit195
  br i1 %.not447, label %search.index_bit.exit206, label %search.index_bit.body205.preheader

search.index_bit.body205.preheader:               ; preds = %search.key_bit.exit185
  %xtraiter1042 = and i64 %nonzero.0.lcssa526, 3
  %2028 = icmp ult i64 %2024, 3
  %unroll_iter1047 = and i64 %nonzero.0.lcssa526, -4
  %lcmp.mod1044.not = icmp eq i64 %xtraiter1042, 0
  %lcmp.mod1046 = icmp ne i64 %xtraiter1042, 0
  br label %search.index_bit.body205

search.feature.body194:                           ; preds = %search.feature.body194.preheader, %search.feature.body194
  %search.feature196412 = phi i64 [ %2076, %search.feature.body194 ], [ 0, %search.feature.body194.preheader ]
  %fold_value188.0411 = phi float [ %2075, %search.feature.body194 ], [ 0.000000e+00, %search.feature.body194.preheader ]
  %niter1041 = phi i64 [ %niter1041.next.7, %search.feature.body194 ], [ 0, %search.feature.body194.preheader ]
  %2029 = getelementptr inbounds float, ptr %scratch, i64 %search.feature196412
  %key197 = load i32, ptr %2029, align 4
  %2030 = getelementptr float, ptr %13, i64 %search.feature196412
  %2031 = load float, ptr %2030, align 4
  %.not317 = icmp ult i32 %key197, %candidate187
  %2032 = select i1 %.not317, float 0.000000e+00, float %2031
  %2033 = fadd float %fold_value188.0411, %2032
  %2034 = or disjoint i64 %search.feature196412, 1
  %2035 = getelementptr inbounds float, ptr %scratch, i64 %2034
  %key197.1 = load i32, ptr %2035, align 4
  %2036 = getelementptr float, ptr %13, i64 %2034
  %2037 = load float, ptr %2036, align 4
  %.not317.1 = icmp ult i32 %key197.1, %candidate187
  %2038 = select i1 %.not317.1, float 0.000000e+00, float %2037
  %2039 = fadd float %2033, %2038
  %2040 = or disjoint i64 %search.feature196412, 2
  %2041 = getelementptr inbounds float, ptr %scratch, i64 %2040
  %key197.2 = load i32, ptr %2041, align 4
  %2042 = getelementptr float, ptr %13, i64 %2040
  %2043 = load float, ptr %2042, align 4
  %.not317.2 = icmp ult i32 %key197.2, %candidate187
  %2044 = select i1 %.not317.2, float 0.000000e+00, float %2043
  %2045 = fadd float %2039, %2044
  %2046 = or disjoint i64 %search.feature196412, 3
  %2047 = getelementptr inbounds float, ptr %scratch, i64 %2046
  %key197.3 = load i32, ptr %2047, align 4
  %2048 = getelementptr float, ptr %13, i64 %2046
  %2049 = load float, ptr %2048, align 4
  %.not317.3 = icmp ult i32 %key197.3, %candidate187
  %2050 = select i1 %.not317.3, float 0.000000e+00, float %2049
  %2051 = fadd float %2045, %2050
  %2052 = or disjoint i64 %search.feature196412, 4
  %2053 = getelementptr inbounds float, ptr %scratch, i64 %2052
  %key197.4 = load i32, ptr %2053, align 4
  %2054 = getelementptr float, ptr %13, i64 %2052
  %2055 = load float, ptr %2054, align 4
  %.not317.4 = icmp ult i32 %key197.4, %candidate187
  %2056 = select i1 %.not317.4, float 0.000000e+00, float %2055
  %2057 = fadd float %2051, %2056
  %2058 = or disjoint i64 %search.feature196412, 5
  %2059 = getelementptr inbounds float, ptr %scratch, i64 %2058
  %key197.5 = load i32, ptr %2059, align 4
  %2060 = getelementptr float, ptr %13, i64 %2058
  %2061 = load float, ptr %2060, align 4
  %.not317.5 = icmp ult i32 %key197.5, %candidate187
  %2062 = select i1 %.not317.5, float 0.000000e+00, float %2061
  %2063 = fadd float %2057, %2062
  %2064 = or disjoint i64 %search.feature196412, 6
  %2065 = getelementptr inbounds float, ptr %scratch, i64 %2064
  %key197.6 = load i32, ptr %2065, align 4
  %2066 = getelementptr float, ptr %13, i64 %2064
  %2067 = load float, ptr %2066, align 4
  %.not317.6 = icmp ult i32 %key197.6, %candidate187
  %2068 = select i1 %.not317.6, float 0.000000e+00, float %2067
  %2069 = fadd float %2063, %2068
  %2070 = or disjoint i64 %search.feature196412, 7
  %2071 = getelementptr inbounds float, ptr %scratch, i64 %2070
  %key197.7 = load i32, ptr %2071, align 4
  %2072 = getelementptr float, ptr %13, i64 %2070
  %2073 = load float, ptr %2072, align 4
  %.not317.7 = icmp ult i32 %key197.7, %candidate187
  %2074 = select i1 %.not317.7, float 0.000000e+00, float %2073
  %2075 = fadd float %2069, %2074
  %2076 = add nuw i64 %search.feature196412, 8
  %niter1041.next.7 = add i64 %niter1041, 8
  %niter1041.ncmp.7 = icmp eq i64 %niter1041.next.7, %unroll_iter1040
  br i1 %niter1041.ncmp.7, label %search.feature.exit195.loopexit.unr-lcssa, label %search.feature.body194

search.feature.exit195.loopexit.unr-lcssa:        ; preds = %search.feature.body194
  br i1 %lcmp.mod1037.not, label %search.feature.exit195, label %search.feature.body194.epil.preheader

search.feature.body194.epil.preheader:            ; preds = %search.feature.exit195.loopexit.unr-lcssa, %search.feature.body194.preheader
  %search.feature196412.epil.init = phi i64 [ 0, %search.feature.body194.preheader ], [ %2076, %search.feature.exit195.loopexit.unr-lcssa ]
  %fold_value188.0411.epil.init = phi float [ 0.000000e+00, %search.feature.body194.preheader ], [ %2075, %search.feature.exit195.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1039)
  br label %search.feature.body194.epil

search.feature.body194.epil:                      ; preds = %search.feature.body194.epil, %search.feature.body194.epil.preheader
  %search.feature196412.epil = phi i64 [ %2082, %search.feature.body194.epil ], [ %search.feature196412.epil.init, %search.feature.body194.epil.preheader ]
  %fold_value188.0411.epil = phi float [ %2081, %search.feature.body194.epil ], [ %fold_value188.0411.epil.init, %search.feature.body194.epil.preheader ]
  %epil.iter1036 = phi i64 [ %epil.iter1036.next, %search.feature.body194.epil ], [ 0, %search.feature.body194.epil.preheader ]
  %2077 = getelementptr inbounds float, ptr %scratch, i64 %search.feature196412.epil
  %key197.epil = load i32, ptr %2077, align 4
  %2078 = getelementptr float, ptr %13, i64 %search.feature196412.epil
  %2079 = load float, ptr %2078, align 4
  %.not317.epil = icmp ult i32 %key197.epil, %candidate187
  %2080 = select i1 %.not317.epil, float 0.000000e+00, float %2079
  %2081 = fadd float %fold_value188.0411.epil, %2080
  %2082 = add nuw i64 %search.feature196412.epil, 1
  %epil.iter1036.next = add i64 %epil.iter1036, 1
  %epil.iter1036.cmp.not = icmp eq i64 %epil.iter1036.next, %xtraiter1035
  br i1 %epil.iter1036.cmp.not, label %search.feature.exit195, label %search.feature.body194.epil, !llvm.loop !32

search.feature.exit195:                           ; preds = %search.feature.exit195.loopexit.unr-lcssa, %search.feature.body194.epil, %search.key_bit.body184
  %fold_value188.0.lcssa = phi float [ 0.000000e+00, %search.key_bit.body184 ], [ %2075, %search.feature.exit195.loopexit.unr-lcssa ], [ %2081, %search.feature.body194.epil ]
  %2083 = fcmp oge float %fold_value188.0.lcssa, %top_p
  %2084 = select i1 %2083, i32 %candidate187, i32 %search_hi182.0414
  %2085 = add nuw nsw i64 %search.key_bit186415, 1
  %exitcond506.not = icmp eq i64 %2085, 32
  br i1 %exitcond506.not, label %search.key_bit.exit185, label %search.key_bit.body184

search.index_bit.body205:                         ; preds = %search.index_bit.body205.preheader, %search.feature.exit216
  %search.index_bit207420 = phi i64 [ %2165, %search.feature.exit216 ], [ 0, %search.index_bit.body205.preheader ]
  %search_lo203.0419 = phi i64 [ %2164, %search.feature.exit216 ], [ 0, %search.index_bit.body205.preheader ]
  %2086 = add nuw nsw i64 %search.index_bit207420, %ctlz
  %2087 = lshr exact i64 -9223372036854775808, %2086
  %candidate208 = or i64 %2087, %search_lo203.0419
  br i1 %.not460527, label %search.feature.exit216, label %search.feature.body215.preheader

search.feature.body215.preheader:                 ; preds = %search.index_bit.body205
  br i1 %2028, label %search.feature.body215.epil.preheader, label %search.feature.body215

search.index_bit.exit206:                         ; preds = %search.feature.exit216, %search.key_bit.exit185
  %search_lo203.0.lcssa = phi i64 [ 0, %search.key_bit.exit185 ], [ %2164, %search.feature.exit216 ]
  %2088 = and i32 %2084, 2147483647
  %2089 = xor i32 %2084, -1
  %.not315 = icmp slt i32 %2084, 0
  %2090 = select i1 %.not315, i32 %2088, i32 %2089
  %2091 = bitcast i32 %2090 to float
  %2092 = sub i64 %mask, %search_lo203.0.lcssa
  %search_index221 = uitofp i64 %2092 to float
  br label %guard.done157

search.feature.body215:                           ; preds = %search.feature.body215.preheader, %search.feature.body215
  %search.feature217417 = phi i64 [ %2148, %search.feature.body215 ], [ 0, %search.feature.body215.preheader ]
  %fold_value209.0416 = phi float [ %2147, %search.feature.body215 ], [ 0.000000e+00, %search.feature.body215.preheader ]
  %niter1048 = phi i64 [ %niter1048.next.3, %search.feature.body215 ], [ 0, %search.feature.body215.preheader ]
  %2093 = getelementptr inbounds float, ptr %scratch, i64 %search.feature217417
  %key218 = load i32, ptr %2093, align 4
  %2094 = getelementptr float, ptr %14, i64 %search.feature217417
  %f219 = load i32, ptr %2094, align 4
  %2095 = zext i32 %f219 to i64
  %2096 = getelementptr float, ptr %13, i64 %search.feature217417
  %2097 = load float, ptr %2096, align 4
  %2098 = icmp ugt i32 %key218, %2084
  %2099 = icmp eq i32 %key218, %2084
  %2100 = sub nsw i64 %mask, %2095
  %2101 = icmp uge i64 %2100, %candidate208
  %2102 = and i1 %2099, %2101
  %2103 = or i1 %2098, %2102
  %2104 = select i1 %2103, float %2097, float 0.000000e+00
  %2105 = fadd float %fold_value209.0416, %2104
  %2106 = or disjoint i64 %search.feature217417, 1
  %2107 = getelementptr inbounds float, ptr %scratch, i64 %2106
  %key218.1 = load i32, ptr %2107, align 4
  %2108 = getelementptr float, ptr %14, i64 %2106
  %f219.1 = load i32, ptr %2108, align 4
  %2109 = zext i32 %f219.1 to i64
  %2110 = getelementptr float, ptr %13, i64 %2106
  %2111 = load float, ptr %2110, align 4
  %2112 = icmp ugt i32 %key218.1, %2084
  %2113 = icmp eq i32 %key218.1, %2084
  %2114 = sub nsw i64 %mask, %2109
  %2115 = icmp uge i64 %2114, %candidate208
  %2116 = and i1 %2113, %2115
  %2117 = or i1 %2112, %2116
  %2118 = select i1 %2117, float %2111, float 0.000000e+00
  %2119 = fadd float %2105, %2118
  %2120 = or disjoint i64 %search.feature217417, 2
  %2121 = getelementptr inbounds float, ptr %scratch, i64 %2120
  %key218.2 = load i32, ptr %2121, align 4
  %2122 = getelementptr float, ptr %14, i64 %2120
  %f219.2 = load i32, ptr %2122, align 4
  %2123 = zext i32 %f219.2 to i64
  %2124 = getelementptr float, ptr %13, i64 %2120
  %2125 = load float, ptr %2124, align 4
  %2126 = icmp ugt i32 %key218.2, %2084
  %2127 = icmp eq i32 %key218.2, %2084
  %2128 = sub nsw i64 %mask, %2123
  %2129 = icmp uge i64 %2128, %candidate208
  %2130 = and i1 %2127, %2129
  %2131 = or i1 %2126, %2130
  %2132 = select i1 %2131, float %2125, float 0.000000e+00
  %2133 = fadd float %2119, %2132
  %2134 = or disjoint i64 %search.feature217417, 3
  %2135 = getelementptr inbounds float, ptr %scratch, i64 %2134
  %key218.3 = load i32, ptr %2135, align 4
  %2136 = getelementptr float, ptr %14, i64 %2134
  %f219.3 = load i32, ptr %2136, align 4
  %2137 = zext i32 %f219.3 to i64
  %2138 = getelementptr float, ptr %13, i64 %2134
  %2139 = load float, ptr %2138, align 4
  %2140 = icmp ugt i32 %key218.3, %2084
  %2141 = icmp eq i32 %key218.3, %2084
  %2142 = sub nsw i64 %mask, %2137
  %2143 = icmp uge i64 %2142, %candidate208
  %2144 = and i1 %2141, %2143
  %2145 = or i1 %2140, %2144
  %2146 = select i1 %2145, float %2139, float 0.000000e+00
  %2147 = fadd float %2133, %2146
  %2148 = add nuw i64 %search.feature217417, 4
  %niter1048.next.3 = add i64 %niter1048, 4
  %niter1048.ncmp.3 = icmp eq i64 %niter1048.next.3, %unroll_iter1047
  br i1 %niter1048.ncmp.3, label %search.feature.exit216.loopexit.unr-lcssa, label %search.feature.body215

search.feature.exit216.loopexit.unr-lcssa:        ; preds = %search.feature.body215
  br i1 %lcmp.mod1044.not, label %search.feature.exit216, label %search.feature.body215.epil.preheader

search.feature.body215.epil.preheader:            ; preds = %search.feature.exit216.loopexit.unr-lcssa, %search.feature.body215.preheader
  %search.feature217417.epil.init = phi i64 [ 0, %search.feature.body215.preheader ], [ %2148, %search.feature.exit216.loopexit.unr-lcssa ]
  %fold_value209.0416.epil.init = phi float [ 0.000000e+00, %search.feature.body215.preheader ], [ %2147, %search.feature.exit216.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1046)
  br label %search.feature.body215.epil

search.feature.body215.epil:                      ; preds = %search.feature.body215.epil, %search.feature.body215.epil.preheader
  %search.feature217417.epil = phi i64 [ %2162, %search.feature.body215.epil ], [ %search.feature217417.epil.init, %search.feature.body215.epil.preheader ]
  %fold_value209.0416.epil = phi float [ %2161, %search.feature.body215.epil ], [ %fold_value209.0416.epil.init, %search.feature.body215.epil.preheader ]
  %epil.iter1043 = phi i64 [ %epil.iter1043.next, %search.feature.body215.epil ], [ 0, %search.feature.body215.epil.preheader ]
  %2149 = getelementptr inbounds float, ptr %scratch, i64 %search.feature217417.epil
  %key218.epil = load i32, ptr %2149, align 4
  %2150 = getelementptr float, ptr %14, i64 %search.feature217417.epil
  %f219.epil = load i32, ptr %2150, align 4
  %2151 = zext i32 %f219.epil to i64
  %2152 = getelementptr float, ptr %13, i64 %search.feature217417.epil
  %2153 = load float, ptr %2152, align 4
  %2154 = icmp ugt i32 %key218.epil, %2084
  %2155 = icmp eq i32 %key218.epil, %2084
  %2156 = sub nsw i64 %mask, %2151
  %2157 = icmp uge i64 %2156, %candidate208
  %2158 = and i1 %2155, %2157
  %2159 = or i1 %2154, %2158
  %2160 = select i1 %2159, float %2153, float 0.000000e+00
  %2161 = fadd float %fold_value209.0416.epil, %2160
  %2162 = add nuw i64 %search.feature217417.epil, 1
  %epil.iter1043.next = add i64 %epil.iter1043, 1
  %epil.iter1043.cmp.not = icmp eq i64 %epil.iter1043.next, %xtraiter1042
  br i1 %epil.iter1043.cmp.not, label %search.feature.exit216, label %search.feature.body215.epil, !llvm.loop !33

search.feature.exit216:                           ; preds = %search.feature.exit216.loopexit.unr-lcssa, %search.feature.body215.epil, %search.index_bit.body205
  %fold_value209.0.lcssa = phi float [ 0.000000e+00, %search.index_bit.body205 ], [ %2147, %search.feature.exit216.loopexit.unr-lcssa ], [ %2161, %search.feature.body215.epil ]
  %2163 = fcmp oge float %fold_value209.0.lcssa, %top_p
  %2164 = select i1 %2163, i64 %candidate208, i64 %search_lo203.0419
  %2165 = add nuw nsw i64 %search.index_bit207420, 1
  %exitcond509.not = icmp eq i64 %2165, %umax
  br i1 %exitcond509.not, label %search.index_bit.exit206, label %search.index_bit.body205

max_block.header241.preheader:                    ; preds = %feature.body223, %middle.block
  br i1 %.not434, label %max_block.exit243, label %max_block.body242.preheader

max_block.body242.preheader:                      ; preds = %max_block.header241.preheader
  br i1 %100, label %max_block.body242.epil.preheader, label %max_block.body242

feature.body223:                                  ; preds = %feature.body223.preheader, %feature.body223
  %feature225422 = phi i64 [ %2398, %feature.body223 ], [ %feature225422.ph, %feature.body223.preheader ]
  %2166 = getelementptr inbounds float, ptr %118, i64 %feature225422
  %2167 = load float, ptr %2166, align 4
  %2168 = fmul float %inv_t, %2167
  %feature226 = uitofp i64 %feature225422 to float
  %2169 = fcmp ogt float %2167, %uniforms.sroa.15.0
  %2170 = select i1 %2169, float 1.000000e+00, float 0.000000e+00
  %2171 = fcmp oeq float %2167, %uniforms.sroa.15.0
  %2172 = fcmp oge float %uniforms.sroa.22.0, %feature226
  %2173 = select i1 %2171, i1 %2172, i1 false
  %2174 = select i1 %2173, float 1.000000e+00, float 0.000000e+00
  %2175 = fcmp ogt float %2174, %2170
  %max227 = select i1 %2175, float %2174, float %2170
  %2176 = fsub float %2168, %uniforms.sroa.29.0322325
  %2177 = fcmp olt float %2176, -1.040000e+02
  %2178 = select i1 %2177, float -1.040000e+02, float %2176
  %2179 = fcmp ogt float %2178, 8.900000e+01
  %2180 = select i1 %2179, float 8.900000e+01, float %2178
  %2181 = fmul float %2180, 0x3FF7154760000000
  %2182 = fadd float %2181, 0x4168000000000000
  %2183 = fadd float %2182, 0xC168000000000000
  %2184 = bitcast float %2182 to i32
  %2185 = fmul float %2183, 0x3FE62E4000000000
  %2186 = fsub float %2180, %2185
  %2187 = fmul float %2183, 0x3EB7F7D1C0000000
  %2188 = fsub float %2186, %2187
  %2189 = fmul float %2188, %2188
  %2190 = fmul float %2189, 0x3E66376980000000
  %2191 = fadd float %2190, 0xBEBBBD41C0000000
  %2192 = fmul float %2189, %2191
  %2193 = fadd float %2192, 0x3F11566AA0000000
  %2194 = fmul float %2189, %2193
  %2195 = fadd float %2194, 0xBF66C16C20000000
  %2196 = fmul float %2189, %2195
  %2197 = fadd float %2196, 0x3FC5555560000000
  %2198 = fmul float %2189, %2197
  %2199 = fsub float %2188, %2198
  %2200 = fmul float %2188, %2199
  %2201 = fsub float 2.000000e+00, %2199
  %2202 = fdiv float %2200, %2201
  %2203 = fsub float %2187, %2202
  %2204 = fsub float %2186, %2203
  %2205 = fadd float %2204, 1.000000e+00
  %2206 = add i32 %2184, -1262485248
  %2207 = lshr i32 %2206, 1
  %2208 = add i32 %2184, 255
  %2209 = sub i32 %2208, %2207
  %2210 = shl i32 %2207, 23
  %2211 = add i32 %2210, -8388608
  %2212 = shl i32 %2209, 23
  %2213 = bitcast i32 %2211 to float
  %2214 = bitcast i32 %2212 to float
  %2215 = fmul float %2205, %2213
  %2216 = fmul float %2215, %2214
  %2217 = fcmp uno float %2176, 0.000000e+00
  %2218 = select i1 %2217, float 0x7FF8000000000000, float %2216
  %2219 = fdiv float %2218, %uniforms.sroa.35.0326
  %2220 = fcmp une float %max227, 0.000000e+00
  %2221 = fadd float %2219, 0.000000e+00
  %2222 = select i1 %2220, float %2221, float -1.000000e+00
  %2223 = fcmp ogt float %2222, %uniforms.sroa.40.0
  %2224 = select i1 %2223, float 1.000000e+00, float 0.000000e+00
  %2225 = fcmp oeq float %2222, %uniforms.sroa.40.0
  %2226 = fcmp oge float %uniforms.sroa.43.0, %feature226
  %2227 = select i1 %2225, i1 %2226, i1 false
  %2228 = select i1 %2227, float 1.000000e+00, float 0.000000e+00
  %2229 = fcmp ogt float %2228, %2224
  %max229 = select i1 %2229, float %2228, float %2224
  %2230 = fcmp ogt float %max231, %max229
  %max232 = select i1 %2230, float %max231, float %max229
  %2231 = fmul float %max227, %max232
  %2232 = and i64 %feature225422, 4294967295
  %2233 = mul nuw i64 %2232, 3528531795
  %2234 = xor i64 %27, %2233
  %2235 = lshr i64 %2234, 32
  %2236 = mul nuw i64 %2235, 3449720151
  %2237 = lshr i64 %2236, 32
  %.reass.reass1128 = xor i64 %2237, %invariant.op
  %2238 = xor i64 %1653, %2233
  %2239 = and i64 %.reass.reass1128, 4294967295
  %2240 = mul nuw i64 %2239, 3528531795
  %2241 = and i64 %2238, 4294967295
  %2242 = mul nuw i64 %2241, 3449720151
  %2243 = lshr i64 %2240, 32
  %2244 = lshr i64 %2242, 32
  %2245 = xor i64 %2244, %30
  %2246 = xor i64 %2245, %2236
  %.reass559.reass = xor i64 %2243, %invariant.op1129
  %2247 = and i64 %2246, 4294967295
  %2248 = mul nuw i64 %2247, 3528531795
  %2249 = and i64 %.reass559.reass, 4294967295
  %2250 = mul nuw i64 %2249, 3449720151
  %2251 = lshr i64 %2248, 32
  %2252 = lshr i64 %2250, 32
  %2253 = xor i64 %32, %2252
  %2254 = xor i64 %2253, %2242
  %2255 = xor i64 %2251, %33
  %2256 = xor i64 %2255, %2240
  %2257 = and i64 %2254, 4294967295
  %2258 = mul nuw i64 %2257, 3528531795
  %2259 = and i64 %2256, 4294967295
  %2260 = mul nuw i64 %2259, 3449720151
  %2261 = lshr i64 %2258, 32
  %2262 = lshr i64 %2260, 32
  %2263 = xor i64 %2262, %34
  %2264 = xor i64 %2263, %2250
  %2265 = xor i64 %35, %2261
  %2266 = xor i64 %2265, %2248
  %2267 = and i64 %2264, 4294967295
  %2268 = mul nuw i64 %2267, 3528531795
  %2269 = and i64 %2266, 4294967295
  %2270 = mul nuw i64 %2269, 3449720151
  %2271 = lshr i64 %2268, 32
  %2272 = lshr i64 %2270, 32
  %2273 = xor i64 %36, %2272
  %2274 = xor i64 %2273, %2260
  %2275 = xor i64 %2271, %37
  %2276 = xor i64 %2275, %2258
  %2277 = and i64 %2274, 4294967295
  %2278 = mul nuw i64 %2277, 3528531795
  %2279 = and i64 %2276, 4294967295
  %2280 = mul nuw i64 %2279, 3449720151
  %2281 = lshr i64 %2278, 32
  %2282 = lshr i64 %2280, 32
  %2283 = xor i64 %2282, %38
  %2284 = xor i64 %2283, %2270
  %2285 = xor i64 %39, %2281
  %2286 = xor i64 %2285, %2268
  %2287 = and i64 %2284, 4294967295
  %2288 = mul nuw i64 %2287, 3528531795
  %2289 = and i64 %2286, 4294967295
  %2290 = mul nuw i64 %2289, 3449720151
  %2291 = lshr i64 %2288, 32
  %2292 = lshr i64 %2290, 32
  %2293 = xor i64 %40, %2292
  %2294 = xor i64 %2293, %2280
  %2295 = xor i64 %2291, %41
  %2296 = xor i64 %2295, %2278
  %2297 = and i64 %2294, 4294967295
  %2298 = mul nuw i64 %2297, 3528531795
  %2299 = lshr i64 %2298, 32
  %2300 = trunc i64 %2296 to i32
  %2301 = mul i32 %2300, -845247145
  %2302 = xor i64 %42, %2299
  %2303 = xor i64 %2302, %2288
  %2304 = and i64 %2303, 4294967295
  %2305 = mul nuw i64 %2304, 3449720151
  %2306 = lshr i64 %2305, 32
  %2307 = trunc nuw i64 %2306 to i32
  %2308 = xor i32 %2301, %2307
  %2309 = xor i32 %2308, %43
  %2310 = uitofp i32 %2309 to double
  %2311 = fadd double %2310, 5.000000e-01
  %2312 = fmul double %2311, 0x3DF0000000000000
  %2313 = bitcast double %2312 to i64
  %2314 = lshr i64 %2313, 32
  %2315 = add nuw nsw i64 %2314, 614242
  %2316 = lshr i64 %2315, 20
  %2317 = add nsw i64 %2316, -1023
  %2318 = shl nuw i64 %2315, 32
  %2319 = and i64 %2318, 4503595332403200
  %2320 = add nuw nsw i64 %2319, 4604544269498187776
  %2321 = and i64 %2313, 4294967295
  %2322 = or disjoint i64 %2320, %2321
  %2323 = bitcast i64 %2322 to double
  %2324 = fadd double %2323, -1.000000e+00
  %2325 = fmul double %2324, 5.000000e-01
  %2326 = fmul double %2324, %2325
  %2327 = fadd double %2324, 2.000000e+00
  %2328 = fdiv double %2324, %2327
  %2329 = fmul double %2328, %2328
  %2330 = fmul double %2329, %2329
  %2331 = fmul double %2330, 0x3FC39A09D078C69F
  %2332 = fadd double %2331, 0x3FCC71C51D8E78AF
  %2333 = fmul double %2330, %2332
  %2334 = fadd double %2333, 0x3FD999999997FA04
  %2335 = fmul double %2330, %2334
  %2336 = fmul double %2330, 0x3FC2F112DF3E5244
  %2337 = fadd double %2336, 0x3FC7466496CB03DE
  %2338 = fmul double %2330, %2337
  %2339 = fadd double %2338, 0x3FD2492494229359
  %2340 = fmul double %2330, %2339
  %2341 = fadd double %2340, 0x3FE5555555555593
  %2342 = fmul double %2329, %2341
  %2343 = fadd double %2335, %2342
  %2344 = sitofp i64 %2317 to double
  %2345 = fadd double %2326, %2343
  %2346 = fmul double %2328, %2345
  %2347 = fmul double %2344, 0x3DEA39EF35793C76
  %2348 = fadd double %2347, %2346
  %2349 = fsub double %2348, %2326
  %2350 = fadd double %2324, %2349
  %2351 = fmul double %2344, 0x3FE62E42FEE00000
  %2352 = fadd double %2351, %2350
  %2353 = fneg double %2352
  %2354 = bitcast double %2353 to i64
  %2355 = lshr i64 %2354, 32
  %2356 = add nuw nsw i64 %2355, 614242
  %2357 = lshr i64 %2356, 20
  %2358 = add nsw i64 %2357, -1023
  %2359 = shl i64 %2356, 32
  %2360 = and i64 %2359, 4503595332403200
  %2361 = add nuw nsw i64 %2360, 4604544269498187776
  %2362 = and i64 %2354, 4294967295
  %2363 = or disjoint i64 %2361, %2362
  %2364 = bitcast i64 %2363 to double
  %2365 = fadd double %2364, -1.000000e+00
  %2366 = fmul double %2365, 5.000000e-01
  %2367 = fmul double %2365, %2366
  %2368 = fadd double %2365, 2.000000e+00
  %2369 = fdiv double %2365, %2368
  %2370 = fmul double %2369, %2369
  %2371 = fmul double %2370, %2370
  %2372 = fmul double %2371, 0x3FC2F112DF3E5244
  %2373 = fadd double %2372, 0x3FC7466496CB03DE
  %2374 = insertelement <2 x double> poison, double %2371, i64 0
  %2375 = shufflevector <2 x double> %2374, <2 x double> poison, <2 x i32> zeroinitializer
  %2376 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %2373, i64 1
  %2377 = fmul <2 x double> %2375, %2376
  %2378 = fadd <2 x double> %2377, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %2379 = fmul <2 x double> %2375, %2378
  %2380 = fadd <2 x double> %2379, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %2381 = insertelement <2 x double> %2374, double %2370, i64 1
  %2382 = fmul <2 x double> %2381, %2380
  %shift = shufflevector <2 x double> %2382, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %2382, %shift
  %2383 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %2384 = sitofp i64 %2358 to double
  %2385 = fadd double %2367, %2383
  %2386 = fmul double %2369, %2385
  %2387 = fmul double %2384, 0x3DEA39EF35793C76
  %2388 = fadd double %2387, %2386
  %2389 = fsub double %2388, %2367
  %2390 = fadd double %2365, %2389
  %2391 = fmul double %2384, 0x3FE62E42FEE00000
  %2392 = fadd double %2391, %2390
  %2393 = fptrunc double %2392 to float
  %2394 = fsub float %2168, %2393
  %2395 = fcmp une float %2231, 0.000000e+00
  %2396 = select i1 %2395, float %2394, float 0xFFF0000000000000
  %2397 = getelementptr inbounds float, ptr %scratch, i64 %feature225422
  store float %2396, ptr %2397, align 4
  %2398 = add nuw i64 %feature225422, 1
  %exitcond510.not = icmp eq i64 %2398, %n_features
  br i1 %exitcond510.not, label %max_block.header241.preheader, label %feature.body223, !llvm.loop !34

max_block.body242:                                ; preds = %max_block.body242.preheader, %max_block.body242
  %max_block244425 = phi i64 [ %2442, %max_block.body242 ], [ 0, %max_block.body242.preheader ]
  %max_index239.0424 = phi <8 x i64> [ %2441, %max_block.body242 ], [ zeroinitializer, %max_block.body242.preheader ]
  %max_best238.0423 = phi <8 x float> [ %2437, %max_block.body242 ], [ splat (float 0xFFF0000000000000), %max_block.body242.preheader ]
  %niter1056 = phi i64 [ %niter1056.next.3, %max_block.body242 ], [ 0, %max_block.body242.preheader ]
  %2399 = getelementptr inbounds float, ptr %scratch, i64 %max_block244425
  %block245 = load <8 x float>, ptr %2399, align 4
  %2400 = fcmp ogt <8 x float> %block245, %max_best238.0423
  %2401 = fcmp uno <8 x float> %block245, zeroinitializer
  %2402 = fcmp ord <8 x float> %max_best238.0423, zeroinitializer
  %2403 = and <8 x i1> %2402, %2401
  %take246 = or <8 x i1> %2400, %2403
  %2404 = select <8 x i1> %take246, <8 x float> %block245, <8 x float> %max_best238.0423
  %2405 = insertelement <8 x i64> poison, i64 %max_block244425, i64 0
  %2406 = shufflevector <8 x i64> %2405, <8 x i64> poison, <8 x i32> zeroinitializer
  %2407 = or disjoint <8 x i64> %2406, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2408 = select <8 x i1> %take246, <8 x i64> %2407, <8 x i64> %max_index239.0424
  %2409 = or disjoint i64 %max_block244425, 8
  %2410 = getelementptr inbounds float, ptr %scratch, i64 %2409
  %block245.1 = load <8 x float>, ptr %2410, align 4
  %2411 = fcmp ogt <8 x float> %block245.1, %2404
  %2412 = fcmp uno <8 x float> %block245.1, zeroinitializer
  %2413 = fcmp ord <8 x float> %2404, zeroinitializer
  %2414 = and <8 x i1> %2413, %2412
  %take246.1 = or <8 x i1> %2411, %2414
  %2415 = select <8 x i1> %take246.1, <8 x float> %block245.1, <8 x float> %2404
  %2416 = insertelement <8 x i64> poison, i64 %2409, i64 0
  %2417 = shufflevector <8 x i64> %2416, <8 x i64> poison, <8 x i32> zeroinitializer
  %2418 = or disjoint <8 x i64> %2417, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2419 = select <8 x i1> %take246.1, <8 x i64> %2418, <8 x i64> %2408
  %2420 = or disjoint i64 %max_block244425, 16
  %2421 = getelementptr inbounds float, ptr %scratch, i64 %2420
  %block245.2 = load <8 x float>, ptr %2421, align 4
  %2422 = fcmp ogt <8 x float> %block245.2, %2415
  %2423 = fcmp uno <8 x float> %block245.2, zeroinitializer
  %2424 = fcmp ord <8 x float> %2415, zeroinitializer
  %2425 = and <8 x i1> %2424, %2423
  %take246.2 = or <8 x i1> %2422, %2425
  %2426 = select <8 x i1> %take246.2, <8 x float> %block245.2, <8 x float> %2415
  %2427 = insertelement <8 x i64> poison, i64 %2420, i64 0
  %2428 = shufflevector <8 x i64> %2427, <8 x i64> poison, <8 x i32> zeroinitializer
  %2429 = or disjoint <8 x i64> %2428, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2430 = select <8 x i1> %take246.2, <8 x i64> %2429, <8 x i64> %2419
  %2431 = or disjoint i64 %max_block244425, 24
  %2432 = getelementptr inbounds float, ptr %scratch, i64 %2431
  %block245.3 = load <8 x float>, ptr %2432, align 4
  %2433 = fcmp ogt <8 x float> %block245.3, %2426
  %2434 = fcmp uno <8 x float> %block245.3, zeroinitializer
  %2435 = fcmp ord <8 x float> %2426, zeroinitializer
  %2436 = and <8 x i1> %2435, %2434
  %take246.3 = or <8 x i1> %2433, %2436
  %2437 = select <8 x i1> %take246.3, <8 x float> %block245.3, <8 x float> %2426
  %2438 = insertelement <8 x i64> poison, i64 %2431, i64 0
  %2439 = shufflevector <8 x i64> %2438, <8 x i64> poison, <8 x i32> zeroinitializer
  %2440 = or disjoint <8 x i64> %2439, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2441 = select <8 x i1> %take246.3, <8 x i64> %2440, <8 x i64> %2430
  %2442 = add nuw i64 %max_block244425, 32
  %niter1056.next.3 = add i64 %niter1056, 4
  %niter1056.ncmp.3.not = icmp eq i64 %niter1056.next.3, %unroll_iter1055
  br i1 %niter1056.ncmp.3.not, label %max_block.exit243.loopexit.unr-lcssa, label %max_block.body242

max_block.exit243.loopexit.unr-lcssa:             ; preds = %max_block.body242
  br i1 %lcmp.mod1051.not, label %max_block.exit243, label %max_block.body242.epil.preheader

max_block.body242.epil.preheader:                 ; preds = %max_block.exit243.loopexit.unr-lcssa, %max_block.body242.preheader
  %max_block244425.epil.init = phi i64 [ 0, %max_block.body242.preheader ], [ %2442, %max_block.exit243.loopexit.unr-lcssa ]
  %max_index239.0424.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body242.preheader ], [ %2441, %max_block.exit243.loopexit.unr-lcssa ]
  %max_best238.0423.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body242.preheader ], [ %2437, %max_block.exit243.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1054)
  br label %max_block.body242.epil

max_block.body242.epil:                           ; preds = %max_block.body242.epil, %max_block.body242.epil.preheader
  %max_block244425.epil = phi i64 [ %2453, %max_block.body242.epil ], [ %max_block244425.epil.init, %max_block.body242.epil.preheader ]
  %max_index239.0424.epil = phi <8 x i64> [ %2452, %max_block.body242.epil ], [ %max_index239.0424.epil.init, %max_block.body242.epil.preheader ]
  %max_best238.0423.epil = phi <8 x float> [ %2448, %max_block.body242.epil ], [ %max_best238.0423.epil.init, %max_block.body242.epil.preheader ]
  %epil.iter1050 = phi i64 [ %epil.iter1050.next, %max_block.body242.epil ], [ 0, %max_block.body242.epil.preheader ]
  %2443 = getelementptr inbounds float, ptr %scratch, i64 %max_block244425.epil
  %block245.epil = load <8 x float>, ptr %2443, align 4
  %2444 = fcmp ogt <8 x float> %block245.epil, %max_best238.0423.epil
  %2445 = fcmp uno <8 x float> %block245.epil, zeroinitializer
  %2446 = fcmp ord <8 x float> %max_best238.0423.epil, zeroinitializer
  %2447 = and <8 x i1> %2446, %2445
  %take246.epil = or <8 x i1> %2444, %2447
  %2448 = select <8 x i1> %take246.epil, <8 x float> %block245.epil, <8 x float> %max_best238.0423.epil
  %2449 = insertelement <8 x i64> poison, i64 %max_block244425.epil, i64 0
  %2450 = shufflevector <8 x i64> %2449, <8 x i64> poison, <8 x i32> zeroinitializer
  %2451 = or disjoint <8 x i64> %2450, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2452 = select <8 x i1> %take246.epil, <8 x i64> %2451, <8 x i64> %max_index239.0424.epil
  %2453 = add nuw i64 %max_block244425.epil, 8
  %epil.iter1050.next = add i64 %epil.iter1050, 1
  %epil.iter1050.cmp.not = icmp eq i64 %epil.iter1050.next, %xtraiter1049
  br i1 %epil.iter1050.cmp.not, label %max_block.exit243, label %max_block.body242.epil, !llvm.loop !35

max_block.exit243:                                ; preds = %max_block.exit243.loopexit.unr-lcssa, %max_block.body242.epil, %guard.done157, %max_block.header241.preheader
  %max_best238.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.header241.preheader ], [ splat (float 0xFFF0000000000000), %guard.done157 ], [ %2437, %max_block.exit243.loopexit.unr-lcssa ], [ %2448, %max_block.body242.epil ]
  %max_index239.0.lcssa = phi <8 x i64> [ zeroinitializer, %max_block.header241.preheader ], [ zeroinitializer, %guard.done157 ], [ %2441, %max_block.exit243.loopexit.unr-lcssa ], [ %2452, %max_block.body242.epil ]
  %2454 = extractelement <8 x float> %max_best238.0.lcssa, i64 0
  %2455 = extractelement <8 x i64> %max_index239.0.lcssa, i64 0
  %2456 = fcmp une float %2454, 0xFFF0000000000000
  %2457 = select i1 %2456, i64 %2455, i64 0
  %2458 = extractelement <8 x float> %max_best238.0.lcssa, i64 1
  %2459 = extractelement <8 x i64> %max_index239.0.lcssa, i64 1
  %2460 = fcmp uno float %2458, 0.000000e+00
  %2461 = fcmp ord float %2454, 0.000000e+00
  %2462 = icmp ult i64 %2459, %2457
  %2463 = fcmp ogt float %2458, %2454
  %2464 = fcmp oeq float %2458, %2454
  %2465 = or i1 %2461, %2462
  %2466 = and i1 %2464, %2462
  %2467 = or i1 %2463, %2466
  %2468 = select i1 %2460, i1 %2465, i1 %2467
  %2469 = select i1 %2468, float %2458, float %2454
  %2470 = select i1 %2468, i64 %2459, i64 %2457
  %2471 = extractelement <8 x float> %max_best238.0.lcssa, i64 2
  %2472 = extractelement <8 x i64> %max_index239.0.lcssa, i64 2
  %2473 = fcmp uno float %2471, 0.000000e+00
  %2474 = fcmp ord float %2469, 0.000000e+00
  %2475 = icmp ult i64 %2472, %2470
  %2476 = fcmp ogt float %2471, %2469
  %2477 = fcmp oeq float %2471, %2469
  %2478 = or i1 %2474, %2475
  %2479 = and i1 %2477, %2475
  %2480 = or i1 %2476, %2479
  %2481 = select i1 %2473, i1 %2478, i1 %2480
  %2482 = select i1 %2481, float %2471, float %2469
  %2483 = select i1 %2481, i64 %2472, i64 %2470
  %2484 = extractelement <8 x float> %max_best238.0.lcssa, i64 3
  %2485 = extractelement <8 x i64> %max_index239.0.lcssa, i64 3
  %2486 = fcmp uno float %2484, 0.000000e+00
  %2487 = fcmp ord float %2482, 0.000000e+00
  %2488 = icmp ult i64 %2485, %2483
  %2489 = fcmp ogt float %2484, %2482
  %2490 = fcmp oeq float %2484, %2482
  %2491 = or i1 %2487, %2488
  %2492 = and i1 %2490, %2488
  %2493 = or i1 %2489, %2492
  %2494 = select i1 %2486, i1 %2491, i1 %2493
  %2495 = select i1 %2494, float %2484, float %2482
  %2496 = select i1 %2494, i64 %2485, i64 %2483
  %2497 = extractelement <8 x float> %max_best238.0.lcssa, i64 4
  %2498 = extractelement <8 x i64> %max_index239.0.lcssa, i64 4
  %2499 = fcmp uno float %2497, 0.000000e+00
  %2500 = fcmp ord float %2495, 0.000000e+00
  %2501 = icmp ult i64 %2498, %2496
  %2502 = fcmp ogt float %2497, %2495
  %2503 = fcmp oeq float %2497, %2495
  %2504 = or i1 %2500, %2501
  %2505 = and i1 %2503, %2501
  %2506 = or i1 %2502, %2505
  %2507 = select i1 %2499, i1 %2504, i1 %2506
  %2508 = select i1 %2507, float %2497, float %2495
  %2509 = select i1 %2507, i64 %2498, i64 %2496
  %2510 = extractelement <8 x float> %max_best238.0.lcssa, i64 5
  %2511 = extractelement <8 x i64> %max_index239.0.lcssa, i64 5
  %2512 = fcmp uno float %2510, 0.000000e+00
  %2513 = fcmp ord float %2508, 0.000000e+00
  %2514 = icmp ult i64 %2511, %2509
  %2515 = fcmp ogt float %2510, %2508
  %2516 = fcmp oeq float %2510, %2508
  %2517 = or i1 %2513, %2514
  %2518 = and i1 %2516, %2514
  %2519 = or i1 %2515, %2518
  %2520 = select i1 %2512, i1 %2517, i1 %2519
  %2521 = select i1 %2520, float %2510, float %2508
  %2522 = select i1 %2520, i64 %2511, i64 %2509
  %2523 = extractelement <8 x float> %max_best238.0.lcssa, i64 6
  %2524 = extractelement <8 x i64> %max_index239.0.lcssa, i64 6
  %2525 = fcmp uno float %2523, 0.000000e+00
  %2526 = fcmp ord float %2521, 0.000000e+00
  %2527 = icmp ult i64 %2524, %2522
  %2528 = fcmp ogt float %2523, %2521
  %2529 = fcmp oeq float %2523, %2521
  %2530 = or i1 %2526, %2527
  %2531 = and i1 %2529, %2527
  %2532 = or i1 %2528, %2531
  %2533 = select i1 %2525, i1 %2530, i1 %2532
  %2534 = select i1 %2533, float %2523, float %2521
  %2535 = select i1 %2533, i64 %2524, i64 %2522
  %2536 = extractelement <8 x float> %max_best238.0.lcssa, i64 7
  %2537 = extractelement <8 x i64> %max_index239.0.lcssa, i64 7
  %2538 = fcmp uno float %2536, 0.000000e+00
  %2539 = fcmp ord float %2534, 0.000000e+00
  %2540 = icmp ult i64 %2537, %2535
  %2541 = fcmp ogt float %2536, %2534
  %2542 = fcmp oeq float %2536, %2534
  %2543 = or i1 %2539, %2540
  %2544 = and i1 %2542, %2540
  %2545 = or i1 %2541, %2544
  %2546 = select i1 %2538, i1 %2543, i1 %2545
  %2547 = select i1 %2546, i64 %2537, i64 %2535
  br i1 %.not435, label %fold_tail.exit249, label %fold_tail.body248.preheader

fold_tail.body248.preheader:                      ; preds = %max_block.exit243
  %2548 = select i1 %2546, float %2536, float %2534
  br label %fold_tail.body248

fold_tail.body248:                                ; preds = %fold_tail.body248.preheader, %fold_tail.body248
  %fold_tail250430 = phi i64 [ %2557, %fold_tail.body248 ], [ %blocks_end, %fold_tail.body248.preheader ]
  %fold_index234.0429 = phi i64 [ %2556, %fold_tail.body248 ], [ %2547, %fold_tail.body248.preheader ]
  %fold_value233.0428 = phi float [ %2555, %fold_tail.body248 ], [ %2548, %fold_tail.body248.preheader ]
  %2549 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail250430
  %2550 = load float, ptr %2549, align 4
  %2551 = fcmp ogt float %2550, %fold_value233.0428
  %2552 = fcmp uno float %2550, 0.000000e+00
  %2553 = fcmp ord float %fold_value233.0428, 0.000000e+00
  %2554 = and i1 %2553, %2552
  %take251 = or i1 %2551, %2554
  %2555 = select i1 %take251, float %2550, float %fold_value233.0428
  %2556 = select i1 %take251, i64 %fold_tail250430, i64 %fold_index234.0429
  %2557 = add nuw i64 %fold_tail250430, 1
  %2558 = icmp ult i64 %2557, %n_features
  br i1 %2558, label %fold_tail.body248, label %fold_tail.exit249

fold_tail.exit249:                                ; preds = %fold_tail.body248, %max_block.exit243
  %fold_index234.0.lcssa = phi i64 [ %2547, %max_block.exit243 ], [ %2556, %fold_tail.body248 ]
  %2559 = fmul float %fold_value2.0.lcssa, 2.000000e+00
  %2560 = fcmp oeq float %fold_value21.0.lcssa, 0xFFF0000000000000
  %2561 = select i1 %2560, float 4.000000e+00, float 0.000000e+00
  %2562 = fmul float %fold_value59.0.lcssa, 8.000000e+00
  %2563 = fadd float %fold_value.0.lcssa, %2559
  %2564 = fadd float %2563, %2561
  %2565 = fadd float %2564, %2562
  %.v = select i1 %not_greedy, i64 %fold_index234.0.lcssa, i64 %fold_index41.0.lcssa
  %2566 = uitofp i64 %.v to float
  %2567 = fcmp une float %2565, 0.000000e+00
  %2568 = select i1 %2567, float -1.000000e+00, float %2566
  %id = fptosi float %2568 to i64
  store i64 %id, ptr %id_ptr, align 8
  %status_bits = fptoui float %2565 to i32
  %status254 = load i32, ptr %119, align 4
  %2569 = or i32 %status254, %status_bits
  store i32 %2569, ptr %119, align 4
  %2570 = add nuw i64 %row432, 1
  %exitcond511.not = icmp eq i64 %2570, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond511.not, label %row.exit, label %row.body
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
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
!9 = distinct !{!9, !5}
!10 = distinct !{!10, !1, !2}
!11 = !{!"branch_weights", i32 4, i32 28}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = !{!"branch_weights", i32 4, i32 12}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !2, !1}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !2, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !5}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !5}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !5}
!32 = distinct !{!32, !5}
!33 = distinct !{!33, !5}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !5}
