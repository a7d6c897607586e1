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
  %7 = icmp ult i64 %row_begin, %row_end
  br i1 %7, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %entry
  %scratch566 = ptrtoint ptr %scratch to i64
  %input_0567 = ptrtoint ptr %input_0 to i64
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 92
  %greedy = load i32, ptr %8, align 4
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %top_p = load float, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %top_k = load i64, ptr %10, align 8
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %key1 = load i64, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %key0 = load i64, ptr %12, align 8
  %.not417 = icmp eq i64 %n_features, 0
  %13 = getelementptr float, ptr %scratch, i64 %n_features
  %.idx310 = shl i64 %n_features, 3
  %14 = getelementptr i8, ptr %scratch, i64 %.idx310
  %.idx311 = mul i64 %n_features, 12
  %15 = getelementptr i8, ptr %scratch, i64 %.idx311
  %.idx312 = shl i64 %n_features, 4
  %16 = getelementptr i8, ptr %scratch, i64 %.idx312
  %blocks_end = and i64 %n_features, -8
  %.not418 = icmp eq i64 %blocks_end, 0
  %.not419 = icmp eq i64 %blocks_end, %n_features
  %top_k84 = uitofp i64 %top_k to float
  %17 = icmp eq i64 %top_k, 0
  %18 = select i1 %17, float 1.000000e+00, float 0.000000e+00
  %.not = icmp eq i32 %greedy, 0
  %greedy85 = select i1 %.not, float 0.000000e+00, float 1.000000e+00
  %19 = fcmp ogt float %greedy85, %18
  %max86 = select i1 %19, float %greedy85, float %18
  %20 = fcmp une float %max86, 0.000000e+00
  %21 = select i1 %20, float 0x7FF0000000000000, float %top_k84
  %22 = fcmp ogt float %21, 0.000000e+00
  %23 = add i64 %n_features, -1
  %ctlz = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %23, i1 false)
  %index_bits = sub nuw nsw i64 64, %ctlz
  %notmask = shl nsw i64 -1, %index_bits
  %mask = xor i64 %notmask, -1
  %.not431 = icmp eq i64 %23, 0
  %24 = fcmp oge float %top_p, 1.000000e+00
  %25 = select i1 %24, float 1.000000e+00, float 0.000000e+00
  %26 = fcmp ogt float %greedy85, %25
  %max155 = select i1 %26, float %greedy85, float %25
  %27 = fcmp une float %max155, 0.000000e+00
  %28 = select i1 %27, float 0x7FF0000000000000, float %top_p
  %29 = fcmp ogt float %28, 0.000000e+00
  %30 = trunc i64 %key0 to i32
  %31 = lshr i64 %key0, 32
  %32 = and i64 %key1, 4294967295
  %33 = mul nuw i64 %32, 3449720151
  %34 = lshr i64 %33, 32
  %invariant.op416 = xor i64 %key0, %34
  %35 = xor i64 %key1, %key0
  %36 = add i64 %key0, 2654435769
  %37 = add nuw nsw i64 %31, 3144134277
  %38 = add i64 %key0, 1013904242
  %39 = add nuw nsw i64 %31, 1993301258
  %40 = add i64 %key0, 3668340011
  %41 = add nuw nsw i64 %31, 842468239
  %42 = add i64 %key0, 2027808484
  %43 = add nuw nsw i64 %31, 3986602516
  %44 = add i64 %key0, 387276957
  %45 = add nuw nsw i64 %31, 2835769497
  %46 = add i64 %key0, 3041712726
  %47 = add nuw nsw i64 %31, 1684936478
  %48 = add i64 %key0, 1401181199
  %49 = add nuw nsw i64 %31, 534103459
  %50 = add nuw nsw i64 %31, 3678237736
  %51 = add i32 %30, -1879881855
  %umax = tail call i64 @llvm.umax.i64(i64 %index_bits, i64 1)
  %52 = uitofp i64 %n_features to float
  %53 = mul i64 %row_begin, %n_features
  %54 = shl i64 %53, 2
  %55 = add i64 %54, %input_0567
  %56 = sub i64 %scratch566, %55
  %57 = mul i64 %n_features, -4
  %58 = shl i64 %row_begin, 2
  %59 = sub i64 4, %58
  %60 = mul i64 %n_features, %59
  %61 = add i64 %60, %scratch566
  %62 = sub i64 %61, %input_0567
  %63 = mul i64 %n_features, -4
  %64 = mul i64 %row_begin, %n_features
  %65 = shl i64 %64, 2
  %66 = add i64 %65, %input_0567
  %67 = sub i64 %scratch566, %66
  %68 = mul i64 %n_features, -4
  %69 = mul i64 %n_features, -4
  %70 = shl i64 %row_begin, 2
  %71 = sub i64 4, %70
  %72 = mul i64 %n_features, %71
  %73 = add i64 %72, %scratch566
  %74 = sub i64 %73, %input_0567
  %75 = mul i64 %n_features, -4
  %76 = mul i64 %row_begin, %n_features
  %77 = shl i64 %76, 2
  %78 = add i64 %77, %input_0567
  %79 = sub i64 %scratch566, %78
  %80 = mul i64 %n_features, -4
  %81 = shl i64 %row_begin, 2
  %82 = insertelement <4 x i64> poison, i64 %81, i64 0
  %83 = shufflevector <4 x i64> %82, <4 x i64> poison, <4 x i32> zeroinitializer
  %84 = sub <4 x i64> <i64 4, i64 8, i64 12, i64 16>, %83
  %85 = insertelement <4 x i64> poison, i64 %n_features, i64 0
  %86 = shufflevector <4 x i64> %85, <4 x i64> poison, <4 x i32> zeroinitializer
  %87 = mul <4 x i64> %86, %84
  %88 = insertelement <4 x i64> poison, i64 %scratch566, i64 0
  %89 = shufflevector <4 x i64> %88, <4 x i64> poison, <4 x i32> zeroinitializer
  %90 = add <4 x i64> %87, %89
  %91 = insertelement <4 x i64> poison, i64 %input_0567, i64 0
  %92 = shufflevector <4 x i64> %91, <4 x i64> poison, <4 x i32> zeroinitializer
  %93 = sub <4 x i64> %90, %92
  %94 = add i64 %blocks_end, -1
  %95 = lshr i64 %94, 3
  %96 = add nuw nsw i64 %95, 1
  %97 = add i64 %n_features, -1
  %min.iters.check874 = icmp ult i64 %n_features, 8
  %98 = and i64 %n_features, 4611686018427387896
  %diff.check856 = icmp eq i64 %98, 0
  %diff.check857 = icmp ult i64 %.idx310, 32
  %diff.check859 = icmp ult i64 %.idx311, 32
  %diff.check861 = icmp ult i64 %.idx312, 32
  %op.rdx890 = or i1 %diff.check859, %diff.check861
  %invariant.op1097 = or i1 %diff.check857, %op.rdx890
  %n.vec877 = and i64 %n_features, -8
  %broadcast.splatinsert878 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat879 = shufflevector <8 x float> %broadcast.splatinsert878, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n885 = icmp eq i64 %n_features, %n.vec877
  %xtraiter = and i64 %96, 3
  %99 = icmp ult i64 %blocks_end, 25
  %unroll_iter = and i64 %96, 4611686018427387900
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %lcmp.mod943 = icmp ne i64 %xtraiter, 0
  %xtraiter944 = and i64 %96, 3
  %100 = icmp ult i64 %blocks_end, 25
  %unroll_iter950 = and i64 %96, 4611686018427387900
  %lcmp.mod946.not = icmp eq i64 %xtraiter944, 0
  %lcmp.mod949 = icmp ne i64 %xtraiter944, 0
  %xtraiter952 = and i64 %96, 3
  %101 = icmp ult i64 %blocks_end, 25
  %unroll_iter958 = and i64 %96, 4611686018427387900
  %lcmp.mod954.not = icmp eq i64 %xtraiter952, 0
  %lcmp.mod957 = icmp ne i64 %xtraiter952, 0
  %xtraiter960 = and i64 %96, 3
  %102 = icmp ult i64 %blocks_end, 25
  %unroll_iter966 = and i64 %96, 4611686018427387900
  %lcmp.mod962.not = icmp eq i64 %xtraiter960, 0
  %lcmp.mod965 = icmp ne i64 %xtraiter960, 0
  %xtraiter968 = and i64 %96, 3
  %103 = icmp ult i64 %blocks_end, 25
  %unroll_iter974 = and i64 %96, 4611686018427387900
  %lcmp.mod970.not = icmp eq i64 %xtraiter968, 0
  %lcmp.mod973 = icmp ne i64 %xtraiter968, 0
  %min.iters.check824 = icmp ult i64 %n_features, 4
  %min.iters.check827 = icmp ult i64 %n_features, 32
  %n.mod.vf830 = and i64 %n_features, 28
  %n.vec831 = and i64 %n_features, -32
  %cmp.n840 = icmp eq i64 %n_features, %n.vec831
  %min.epilog.iters.check844 = icmp eq i64 %n.mod.vf830, 0
  %n.vec847 = and i64 %n_features, -4
  %cmp.n853 = icmp eq i64 %n_features, %n.vec847
  %xtraiter976 = and i64 %n_features, 1
  %lcmp.mod977.not = icmp eq i64 %xtraiter976, 0
  %min.iters.check775 = icmp ult i64 %n_features, 4
  %min.iters.check778 = icmp ult i64 %n_features, 16
  %n.mod.vf781 = and i64 %n_features, 12
  %n.vec782 = and i64 %n_features, -16
  %cmp.n800 = icmp eq i64 %n_features, %n.vec782
  %min.epilog.iters.check804 = icmp eq i64 %n.mod.vf781, 0
  %n.vec807 = and i64 %n_features, -4
  %cmp.n816 = icmp eq i64 %n_features, %n.vec807
  %min.iters.check714 = icmp ult i64 %n_features, 4
  %min.iters.check717 = icmp ult i64 %n_features, 16
  %n.mod.vf720 = and i64 %n_features, 12
  %n.vec721 = and i64 %n_features, -16
  %broadcast.splatinsert724 = insertelement <4 x i64> poison, i64 %mask, i64 0
  %broadcast.splat725 = shufflevector <4 x i64> %broadcast.splatinsert724, <4 x i64> poison, <4 x i32> zeroinitializer
  %cmp.n746 = icmp eq i64 %n_features, %n.vec721
  %min.epilog.iters.check750 = icmp eq i64 %n.mod.vf720, 0
  %n.vec753 = and i64 %n_features, -4
  %broadcast.splatinsert756 = insertelement <4 x i64> poison, i64 %mask, i64 0
  %broadcast.splat757 = shufflevector <4 x i64> %broadcast.splatinsert756, <4 x i64> poison, <4 x i32> zeroinitializer
  %cmp.n771 = icmp eq i64 %n_features, %n.vec753
  %min.iters.check672 = icmp ult i64 %n_features, 4
  %min.iters.check674 = icmp ult i64 %n_features, 32
  %n.mod.vf676 = and i64 %n_features, 28
  %n.vec677 = and i64 %n_features, -32
  %broadcast.splatinsert678 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat679 = shufflevector <8 x float> %broadcast.splatinsert678, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n694 = icmp eq i64 %n_features, %n.vec677
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf676, 0
  %n.vec697 = and i64 %n_features, -4
  %broadcast.splatinsert698 = insertelement <4 x float> poison, float %inv_t, i64 0
  %broadcast.splat699 = shufflevector <4 x float> %broadcast.splatinsert698, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n711 = icmp eq i64 %n_features, %n.vec697
  %xtraiter978 = and i64 %n_features, 1
  %lcmp.mod979.not = icmp eq i64 %xtraiter978, 0
  %xtraiter980 = and i64 %96, 3
  %104 = icmp ult i64 %blocks_end, 25
  %unroll_iter986 = and i64 %96, 4611686018427387900
  %lcmp.mod982.not = icmp eq i64 %xtraiter980, 0
  %lcmp.mod985 = icmp ne i64 %xtraiter980, 0
  %min.iters.check648 = icmp ult i64 %n_features, 8
  %n.vec651 = and i64 %n_features, -8
  %broadcast.splatinsert652 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat653 = shufflevector <8 x float> %broadcast.splatinsert652, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n667 = icmp eq i64 %n_features, %n.vec651
  %xtraiter988 = and i64 %n_features, 7
  %105 = icmp ult i64 %97, 7
  %unroll_iter993 = and i64 %n_features, -8
  %lcmp.mod990.not = icmp eq i64 %xtraiter988, 0
  %lcmp.mod992 = icmp ne i64 %xtraiter988, 0
  %min.iters.check622 = icmp ult i64 %n_features, 8
  %n.vec625 = and i64 %n_features, -8
  %broadcast.splatinsert628 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat629 = shufflevector <8 x float> %broadcast.splatinsert628, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n643 = icmp eq i64 %n_features, %n.vec625
  %xtraiter995 = and i64 %n_features, 7
  %106 = icmp ult i64 %97, 7
  %unroll_iter1000 = and i64 %n_features, -8
  %lcmp.mod997.not = icmp eq i64 %xtraiter995, 0
  %lcmp.mod999 = icmp ne i64 %xtraiter995, 0
  %xtraiter1002 = and i64 %n_features, 7
  %107 = icmp ult i64 %97, 7
  %unroll_iter1007 = and i64 %n_features, -8
  %lcmp.mod1004.not = icmp eq i64 %xtraiter1002, 0
  %lcmp.mod1006 = icmp ne i64 %xtraiter1002, 0
  %xtraiter1009 = and i64 %n_features, 3
  %108 = icmp ult i64 %97, 3
  %unroll_iter1014 = and i64 %n_features, -4
  %lcmp.mod1011.not = icmp eq i64 %xtraiter1009, 0
  %lcmp.mod1013 = icmp ne i64 %xtraiter1009, 0
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec = and i64 %n_features, -8
  %broadcast.splatinsert570 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat571 = shufflevector <8 x float> %broadcast.splatinsert570, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert584 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat585 = shufflevector <8 x i64> %broadcast.splatinsert584, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert590 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat591 = shufflevector <8 x i64> %broadcast.splatinsert590, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert594 = insertelement <8 x i64> poison, i64 %40, i64 0
  %broadcast.splat595 = shufflevector <8 x i64> %broadcast.splatinsert594, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert596 = insertelement <8 x i64> poison, i64 %41, i64 0
  %broadcast.splat597 = shufflevector <8 x i64> %broadcast.splatinsert596, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert598 = insertelement <8 x i64> poison, i64 %42, i64 0
  %broadcast.splat599 = shufflevector <8 x i64> %broadcast.splatinsert598, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert600 = insertelement <8 x i64> poison, i64 %43, i64 0
  %broadcast.splat601 = shufflevector <8 x i64> %broadcast.splatinsert600, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert602 = insertelement <8 x i64> poison, i64 %44, i64 0
  %broadcast.splat603 = shufflevector <8 x i64> %broadcast.splatinsert602, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert604 = insertelement <8 x i64> poison, i64 %45, i64 0
  %broadcast.splat605 = shufflevector <8 x i64> %broadcast.splatinsert604, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert606 = insertelement <8 x i64> poison, i64 %46, i64 0
  %broadcast.splat607 = shufflevector <8 x i64> %broadcast.splatinsert606, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert608 = insertelement <8 x i64> poison, i64 %47, i64 0
  %broadcast.splat609 = shufflevector <8 x i64> %broadcast.splatinsert608, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert610 = insertelement <8 x i64> poison, i64 %48, i64 0
  %broadcast.splat611 = shufflevector <8 x i64> %broadcast.splatinsert610, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert612 = insertelement <8 x i64> poison, i64 %49, i64 0
  %broadcast.splat613 = shufflevector <8 x i64> %broadcast.splatinsert612, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert614 = insertelement <8 x i64> poison, i64 %50, i64 0
  %broadcast.splat615 = shufflevector <8 x i64> %broadcast.splatinsert614, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert616 = insertelement <8 x i32> poison, i32 %51, i64 0
  %broadcast.splat617 = shufflevector <8 x i32> %broadcast.splatinsert616, <8 x i32> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %33, %36
  %.scalar894 = and i64 %.scalar, 4294967295
  %109 = insertelement <8 x i64> poison, i64 %.scalar894, i64 0
  %.masked = shufflevector <8 x i64> %109, <8 x i64> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %invariant.op = xor i64 %36, %33
  %xtraiter1016 = and i64 %96, 3
  %110 = icmp ult i64 %blocks_end, 25
  %unroll_iter1022 = and i64 %96, 4611686018427387900
  %lcmp.mod1018.not = icmp eq i64 %xtraiter1016, 0
  %lcmp.mod1021 = icmp ne i64 %xtraiter1016, 0
  br label %row.body

row.body:                                         ; preds = %row.body.lr.ph, %fold_tail.exit233
  %indvar = phi i64 [ 0, %row.body.lr.ph ], [ %indvar.next, %fold_tail.exit233 ]
  %row415 = phi i64 [ %row_begin, %row.body.lr.ph ], [ %2568, %fold_tail.exit233 ]
  %111 = mul i64 %80, %indvar
  %112 = add i64 %79, %111
  %113 = insertelement <4 x i64> poison, i64 %111, i64 0
  %114 = shufflevector <4 x i64> %113, <4 x i64> poison, <4 x i32> zeroinitializer
  %115 = add <4 x i64> %93, %114
  %116 = mul i64 %75, %indvar
  %117 = add i64 %74, %116
  %118 = add i64 %79, %116
  %119 = mul i64 %69, %indvar
  %120 = add i64 %67, %119
  %121 = mul i64 %68, %indvar
  %122 = add i64 %67, %121
  %123 = mul i64 %63, %indvar
  %124 = add i64 %62, %123
  %125 = add i64 %67, %123
  %126 = mul i64 %57, %indvar
  %127 = add i64 %56, %126
  %row_offset = mul i64 %row415, %n_features
  %id_ptr = getelementptr inbounds i64, ptr %out_0, i64 %row415
  %128 = getelementptr inbounds float, ptr %input_0, i64 %row_offset
  %129 = getelementptr inbounds float, ptr %status, i64 %row415
  br i1 %.not417, label %max_block.exit, label %feature.body.preheader

feature.body.preheader:                           ; preds = %row.body
  br i1 %min.iters.check874, label %feature.body.preheader900, label %vector.memcheck855

vector.memcheck855:                               ; preds = %feature.body.preheader
  %diff.check863 = icmp ult i64 %112, 32
  %130 = icmp ult <4 x i64> %115, splat (i64 32)
  %131 = bitcast <4 x i1> %130 to i4
  %132 = icmp ne i4 %131, 0
  %op.rdx891 = or i1 %diff.check863, %diff.check856
  %op.rdx892.reass = or i1 %132, %invariant.op1097
  %op.rdx893 = or i1 %op.rdx892.reass, %op.rdx891
  br i1 %op.rdx893, label %feature.body.preheader900, label %vector.body880

vector.body880:                                   ; preds = %vector.memcheck855, %vector.body880
  %index881 = phi i64 [ %index.next883, %vector.body880 ], [ 0, %vector.memcheck855 ]
  %133 = getelementptr inbounds float, ptr %128, i64 %index881
  %wide.load882 = load <8 x float>, ptr %133, align 4
  %134 = fcmp uno <8 x float> %wide.load882, zeroinitializer
  %135 = select <8 x i1> %134, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %136 = fcmp oeq <8 x float> %wide.load882, splat (float 0x7FF0000000000000)
  %137 = select <8 x i1> %136, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %138 = fmul <8 x float> %broadcast.splat879, %wide.load882
  %139 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %138)
  %140 = fcmp oeq <8 x float> %139, splat (float 0x7FF0000000000000)
  %141 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %wide.load882)
  %142 = fcmp one <8 x float> %141, splat (float 0x7FF0000000000000)
  %143 = select <8 x i1> %140, <8 x i1> %142, <8 x i1> zeroinitializer
  %144 = select <8 x i1> %143, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %145 = getelementptr inbounds float, ptr %scratch, i64 %index881
  store <8 x float> %135, ptr %145, align 4
  %146 = getelementptr float, ptr %13, i64 %index881
  store <8 x float> %137, ptr %146, align 4
  %147 = getelementptr float, ptr %14, i64 %index881
  store <8 x float> %wide.load882, ptr %147, align 4
  %148 = getelementptr float, ptr %15, i64 %index881
  store <8 x float> %wide.load882, ptr %148, align 4
  %149 = getelementptr float, ptr %16, i64 %index881
  store <8 x float> %144, ptr %149, align 4
  %index.next883 = add nuw i64 %index881, 8
  %150 = icmp eq i64 %index.next883, %n.vec877
  br i1 %150, label %middle.block884, label %vector.body880, !llvm.loop !0

middle.block884:                                  ; preds = %vector.body880
  br i1 %cmp.n885, label %feature.exit, label %feature.body.preheader900

feature.body.preheader900:                        ; preds = %vector.memcheck855, %feature.body.preheader, %middle.block884
  %feature316.ph = phi i64 [ 0, %vector.memcheck855 ], [ 0, %feature.body.preheader ], [ %n.vec877, %middle.block884 ]
  br label %feature.body

row.exit:                                         ; preds = %fold_tail.exit233, %entry
  ret void

feature.body:                                     ; preds = %feature.body.preheader900, %feature.body
  %feature316 = phi i64 [ %169, %feature.body ], [ %feature316.ph, %feature.body.preheader900 ]
  %151 = getelementptr inbounds float, ptr %128, i64 %feature316
  %152 = load float, ptr %151, align 4
  %153 = fcmp uno float %152, 0.000000e+00
  %154 = select i1 %153, float 1.000000e+00, float 0.000000e+00
  %155 = fcmp oeq float %152, 0x7FF0000000000000
  %156 = select i1 %155, float 1.000000e+00, float 0.000000e+00
  %157 = fmul float %inv_t, %152
  %158 = tail call float @llvm.fabs.f32(float %157)
  %159 = fcmp oeq float %158, 0x7FF0000000000000
  %160 = tail call float @llvm.fabs.f32(float %152)
  %161 = fcmp one float %160, 0x7FF0000000000000
  %162 = select i1 %159, i1 %161, i1 false
  %163 = select i1 %162, float 1.000000e+00, float 0.000000e+00
  %164 = getelementptr inbounds float, ptr %scratch, i64 %feature316
  store float %154, ptr %164, align 4
  %165 = getelementptr float, ptr %13, i64 %feature316
  store float %156, ptr %165, align 4
  %166 = getelementptr float, ptr %14, i64 %feature316
  store float %152, ptr %166, align 4
  %167 = getelementptr float, ptr %15, i64 %feature316
  store float %152, ptr %167, align 4
  %168 = getelementptr float, ptr %16, i64 %feature316
  store float %163, ptr %168, align 4
  %169 = add nuw i64 %feature316, 1
  %exitcond.not = icmp eq i64 %169, %n_features
  br i1 %exitcond.not, label %feature.exit, label %feature.body, !llvm.loop !3

feature.exit:                                     ; preds = %feature.body, %middle.block884
  br i1 %.not418, label %max_block.exit, label %max_block.body.preheader

max_block.body.preheader:                         ; preds = %feature.exit
  br i1 %99, label %max_block.body.epil.preheader, label %max_block.body

max_block.body:                                   ; preds = %max_block.body.preheader, %max_block.body
  %max_block319 = phi i64 [ %213, %max_block.body ], [ 0, %max_block.body.preheader ]
  %max_best.0318 = phi <8 x float> [ %208, %max_block.body ], [ splat (float 0xFFF0000000000000), %max_block.body.preheader ]
  %max_index.0317 = phi <8 x i64> [ %212, %max_block.body ], [ zeroinitializer, %max_block.body.preheader ]
  %niter = phi i64 [ %niter.next.3, %max_block.body ], [ 0, %max_block.body.preheader ]
  %170 = getelementptr inbounds float, ptr %scratch, i64 %max_block319
  %block = load <8 x float>, ptr %170, align 4
  %171 = fcmp ogt <8 x float> %block, %max_best.0318
  %172 = fcmp uno <8 x float> %block, zeroinitializer
  %173 = fcmp ord <8 x float> %max_best.0318, zeroinitializer
  %174 = and <8 x i1> %173, %172
  %take = or <8 x i1> %171, %174
  %175 = select <8 x i1> %take, <8 x float> %block, <8 x float> %max_best.0318
  %176 = insertelement <8 x i64> poison, i64 %max_block319, i64 0
  %177 = shufflevector <8 x i64> %176, <8 x i64> poison, <8 x i32> zeroinitializer
  %178 = or disjoint <8 x i64> %177, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %179 = select <8 x i1> %take, <8 x i64> %178, <8 x i64> %max_index.0317
  %180 = or disjoint i64 %max_block319, 8
  %181 = getelementptr inbounds float, ptr %scratch, i64 %180
  %block.1 = load <8 x float>, ptr %181, align 4
  %182 = fcmp ogt <8 x float> %block.1, %175
  %183 = fcmp uno <8 x float> %block.1, zeroinitializer
  %184 = fcmp ord <8 x float> %175, zeroinitializer
  %185 = and <8 x i1> %184, %183
  %take.1 = or <8 x i1> %182, %185
  %186 = select <8 x i1> %take.1, <8 x float> %block.1, <8 x float> %175
  %187 = insertelement <8 x i64> poison, i64 %180, i64 0
  %188 = shufflevector <8 x i64> %187, <8 x i64> poison, <8 x i32> zeroinitializer
  %189 = or disjoint <8 x i64> %188, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %190 = select <8 x i1> %take.1, <8 x i64> %189, <8 x i64> %179
  %191 = or disjoint i64 %max_block319, 16
  %192 = getelementptr inbounds float, ptr %scratch, i64 %191
  %block.2 = load <8 x float>, ptr %192, align 4
  %193 = fcmp ogt <8 x float> %block.2, %186
  %194 = fcmp uno <8 x float> %block.2, zeroinitializer
  %195 = fcmp ord <8 x float> %186, zeroinitializer
  %196 = and <8 x i1> %195, %194
  %take.2 = or <8 x i1> %193, %196
  %197 = select <8 x i1> %take.2, <8 x float> %block.2, <8 x float> %186
  %198 = insertelement <8 x i64> poison, i64 %191, i64 0
  %199 = shufflevector <8 x i64> %198, <8 x i64> poison, <8 x i32> zeroinitializer
  %200 = or disjoint <8 x i64> %199, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %201 = select <8 x i1> %take.2, <8 x i64> %200, <8 x i64> %190
  %202 = or disjoint i64 %max_block319, 24
  %203 = getelementptr inbounds float, ptr %scratch, i64 %202
  %block.3 = load <8 x float>, ptr %203, align 4
  %204 = fcmp ogt <8 x float> %block.3, %197
  %205 = fcmp uno <8 x float> %block.3, zeroinitializer
  %206 = fcmp ord <8 x float> %197, zeroinitializer
  %207 = and <8 x i1> %206, %205
  %take.3 = or <8 x i1> %204, %207
  %208 = select <8 x i1> %take.3, <8 x float> %block.3, <8 x float> %197
  %209 = insertelement <8 x i64> poison, i64 %202, i64 0
  %210 = shufflevector <8 x i64> %209, <8 x i64> poison, <8 x i32> zeroinitializer
  %211 = or disjoint <8 x i64> %210, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %212 = select <8 x i1> %take.3, <8 x i64> %211, <8 x i64> %201
  %213 = add nuw i64 %max_block319, 32
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3.not = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3.not, label %max_block.exit.loopexit.unr-lcssa, label %max_block.body

max_block.exit.loopexit.unr-lcssa:                ; preds = %max_block.body
  br i1 %lcmp.mod.not, label %max_block.exit, label %max_block.body.epil.preheader

max_block.body.epil.preheader:                    ; preds = %max_block.exit.loopexit.unr-lcssa, %max_block.body.preheader
  %max_block319.epil.init = phi i64 [ 0, %max_block.body.preheader ], [ %213, %max_block.exit.loopexit.unr-lcssa ]
  %max_best.0318.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body.preheader ], [ %208, %max_block.exit.loopexit.unr-lcssa ]
  %max_index.0317.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body.preheader ], [ %212, %max_block.exit.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod943)
  br label %max_block.body.epil

max_block.body.epil:                              ; preds = %max_block.body.epil, %max_block.body.epil.preheader
  %max_block319.epil = phi i64 [ %224, %max_block.body.epil ], [ %max_block319.epil.init, %max_block.body.epil.preheader ]
  %max_best.0318.epil = phi <8 x float> [ %219, %max_block.body.epil ], [ %max_best.0318.epil.init, %max_block.body.epil.preheader ]
  %max_index.0317.epil = phi <8 x i64> [ %223, %max_block.body.epil ], [ %max_index.0317.epil.init, %max_block.body.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %max_block.body.epil ], [ 0, %max_block.body.epil.preheader ]
  %214 = getelementptr inbounds float, ptr %scratch, i64 %max_block319.epil
  %block.epil = load <8 x float>, ptr %214, align 4
  %215 = fcmp ogt <8 x float> %block.epil, %max_best.0318.epil
  %216 = fcmp uno <8 x float> %block.epil, zeroinitializer
  %217 = fcmp ord <8 x float> %max_best.0318.epil, zeroinitializer
  %218 = and <8 x i1> %217, %216
  %take.epil = or <8 x i1> %215, %218
  %219 = select <8 x i1> %take.epil, <8 x float> %block.epil, <8 x float> %max_best.0318.epil
  %220 = insertelement <8 x i64> poison, i64 %max_block319.epil, i64 0
  %221 = shufflevector <8 x i64> %220, <8 x i64> poison, <8 x i32> zeroinitializer
  %222 = or disjoint <8 x i64> %221, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %223 = select <8 x i1> %take.epil, <8 x i64> %222, <8 x i64> %max_index.0317.epil
  %224 = add nuw i64 %max_block319.epil, 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %max_block.exit, label %max_block.body.epil, !llvm.loop !4

max_block.exit:                                   ; preds = %max_block.exit.loopexit.unr-lcssa, %max_block.body.epil, %row.body, %feature.exit
  %max_index.0.lcssa = phi <8 x i64> [ zeroinitializer, %feature.exit ], [ zeroinitializer, %row.body ], [ %212, %max_block.exit.loopexit.unr-lcssa ], [ %223, %max_block.body.epil ]
  %max_best.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %feature.exit ], [ splat (float 0xFFF0000000000000), %row.body ], [ %208, %max_block.exit.loopexit.unr-lcssa ], [ %219, %max_block.body.epil ]
  %225 = extractelement <8 x float> %max_best.0.lcssa, i64 0
  %226 = extractelement <8 x i64> %max_index.0.lcssa, i64 0
  %227 = fcmp une float %225, 0xFFF0000000000000
  %228 = select i1 %227, i64 %226, i64 0
  %229 = extractelement <8 x float> %max_best.0.lcssa, i64 1
  %230 = extractelement <8 x i64> %max_index.0.lcssa, i64 1
  %231 = fcmp uno float %229, 0.000000e+00
  %232 = fcmp ord float %225, 0.000000e+00
  %233 = icmp ult i64 %230, %228
  %234 = fcmp ogt float %229, %225
  %235 = fcmp oeq float %229, %225
  %236 = or i1 %232, %233
  %237 = and i1 %235, %233
  %238 = or i1 %234, %237
  %239 = select i1 %231, i1 %236, i1 %238
  %240 = select i1 %239, float %229, float %225
  %241 = select i1 %239, i64 %230, i64 %228
  %242 = extractelement <8 x float> %max_best.0.lcssa, i64 2
  %243 = extractelement <8 x i64> %max_index.0.lcssa, i64 2
  %244 = fcmp uno float %242, 0.000000e+00
  %245 = fcmp ord float %240, 0.000000e+00
  %246 = icmp ult i64 %243, %241
  %247 = fcmp ogt float %242, %240
  %248 = fcmp oeq float %242, %240
  %249 = or i1 %245, %246
  %250 = and i1 %248, %246
  %251 = or i1 %247, %250
  %252 = select i1 %244, i1 %249, i1 %251
  %253 = select i1 %252, float %242, float %240
  %254 = select i1 %252, i64 %243, i64 %241
  %255 = extractelement <8 x float> %max_best.0.lcssa, i64 3
  %256 = extractelement <8 x i64> %max_index.0.lcssa, i64 3
  %257 = fcmp uno float %255, 0.000000e+00
  %258 = fcmp ord float %253, 0.000000e+00
  %259 = icmp ult i64 %256, %254
  %260 = fcmp ogt float %255, %253
  %261 = fcmp oeq float %255, %253
  %262 = or i1 %258, %259
  %263 = and i1 %261, %259
  %264 = or i1 %260, %263
  %265 = select i1 %257, i1 %262, i1 %264
  %266 = select i1 %265, float %255, float %253
  %267 = select i1 %265, i64 %256, i64 %254
  %268 = extractelement <8 x float> %max_best.0.lcssa, i64 4
  %269 = extractelement <8 x i64> %max_index.0.lcssa, i64 4
  %270 = fcmp uno float %268, 0.000000e+00
  %271 = fcmp ord float %266, 0.000000e+00
  %272 = icmp ult i64 %269, %267
  %273 = fcmp ogt float %268, %266
  %274 = fcmp oeq float %268, %266
  %275 = or i1 %271, %272
  %276 = and i1 %274, %272
  %277 = or i1 %273, %276
  %278 = select i1 %270, i1 %275, i1 %277
  %279 = select i1 %278, float %268, float %266
  %280 = select i1 %278, i64 %269, i64 %267
  %281 = extractelement <8 x float> %max_best.0.lcssa, i64 5
  %282 = extractelement <8 x i64> %max_index.0.lcssa, i64 5
  %283 = fcmp uno float %281, 0.000000e+00
  %284 = fcmp ord float %279, 0.000000e+00
  %285 = icmp ult i64 %282, %280
  %286 = fcmp ogt float %281, %279
  %287 = fcmp oeq float %281, %279
  %288 = or i1 %284, %285
  %289 = and i1 %287, %285
  %290 = or i1 %286, %289
  %291 = select i1 %283, i1 %288, i1 %290
  %292 = select i1 %291, float %281, float %279
  %293 = select i1 %291, i64 %282, i64 %280
  %294 = extractelement <8 x float> %max_best.0.lcssa, i64 6
  %295 = extractelement <8 x i64> %max_index.0.lcssa, i64 6
  %296 = fcmp uno float %294, 0.000000e+00
  %297 = fcmp ord float %292, 0.000000e+00
  %298 = icmp ult i64 %295, %293
  %299 = fcmp ogt float %294, %292
  %300 = fcmp oeq float %294, %292
  %301 = or i1 %297, %298
  %302 = and i1 %300, %298
  %303 = or i1 %299, %302
  %304 = select i1 %296, i1 %301, i1 %303
  %305 = select i1 %304, float %294, float %292
  %306 = select i1 %304, i64 %295, i64 %293
  %307 = extractelement <8 x float> %max_best.0.lcssa, i64 7
  %308 = extractelement <8 x i64> %max_index.0.lcssa, i64 7
  %309 = fcmp uno float %307, 0.000000e+00
  %310 = fcmp ord float %305, 0.000000e+00
  %311 = icmp ult i64 %308, %306
  %312 = fcmp ogt float %307, %305
  %313 = fcmp oeq float %307, %305
  %314 = or i1 %310, %311
  %315 = and i1 %313, %311
  %316 = or i1 %312, %315
  %317 = select i1 %309, i1 %314, i1 %316
  %318 = select i1 %317, float %307, float %305
  br i1 %.not419, label %fold_tail.exit, label %fold_tail.body

fold_tail.body:                                   ; preds = %max_block.exit, %fold_tail.body
  %fold_tail323 = phi i64 [ %326, %fold_tail.body ], [ %blocks_end, %max_block.exit ]
  %fold_value.0322 = phi float [ %325, %fold_tail.body ], [ %318, %max_block.exit ]
  %319 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail323
  %320 = load float, ptr %319, align 4
  %321 = fcmp ogt float %320, %fold_value.0322
  %322 = fcmp uno float %320, 0.000000e+00
  %323 = fcmp ord float %fold_value.0322, 0.000000e+00
  %324 = and i1 %323, %322
  %take1 = or i1 %321, %324
  %325 = select i1 %take1, float %320, float %fold_value.0322
  %326 = add nuw i64 %fold_tail323, 1
  %327 = icmp ult i64 %326, %n_features
  br i1 %327, label %fold_tail.body, label %fold_tail.exit

fold_tail.exit:                                   ; preds = %fold_tail.body, %max_block.exit
  %fold_value.0.lcssa = phi float [ %318, %max_block.exit ], [ %325, %fold_tail.body ]
  br i1 %.not418, label %max_block.exit12, label %max_block.body11.preheader

max_block.body11.preheader:                       ; preds = %fold_tail.exit
  br i1 %100, label %max_block.body11.epil.preheader, label %max_block.body11

max_block.body11:                                 ; preds = %max_block.body11.preheader, %max_block.body11
  %max_block13327 = phi i64 [ %371, %max_block.body11 ], [ 0, %max_block.body11.preheader ]
  %max_best7.0326 = phi <8 x float> [ %366, %max_block.body11 ], [ splat (float 0xFFF0000000000000), %max_block.body11.preheader ]
  %max_index8.0325 = phi <8 x i64> [ %370, %max_block.body11 ], [ zeroinitializer, %max_block.body11.preheader ]
  %niter951 = phi i64 [ %niter951.next.3, %max_block.body11 ], [ 0, %max_block.body11.preheader ]
  %328 = getelementptr inbounds float, ptr %13, i64 %max_block13327
  %block14 = load <8 x float>, ptr %328, align 4
  %329 = fcmp ogt <8 x float> %block14, %max_best7.0326
  %330 = fcmp uno <8 x float> %block14, zeroinitializer
  %331 = fcmp ord <8 x float> %max_best7.0326, zeroinitializer
  %332 = and <8 x i1> %331, %330
  %take15 = or <8 x i1> %329, %332
  %333 = select <8 x i1> %take15, <8 x float> %block14, <8 x float> %max_best7.0326
  %334 = insertelement <8 x i64> poison, i64 %max_block13327, i64 0
  %335 = shufflevector <8 x i64> %334, <8 x i64> poison, <8 x i32> zeroinitializer
  %336 = or disjoint <8 x i64> %335, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %337 = select <8 x i1> %take15, <8 x i64> %336, <8 x i64> %max_index8.0325
  %338 = or disjoint i64 %max_block13327, 8
  %339 = getelementptr inbounds float, ptr %13, i64 %338
  %block14.1 = load <8 x float>, ptr %339, align 4
  %340 = fcmp ogt <8 x float> %block14.1, %333
  %341 = fcmp uno <8 x float> %block14.1, zeroinitializer
  %342 = fcmp ord <8 x float> %333, zeroinitializer
  %343 = and <8 x i1> %342, %341
  %take15.1 = or <8 x i1> %340, %343
  %344 = select <8 x i1> %take15.1, <8 x float> %block14.1, <8 x float> %333
  %345 = insertelement <8 x i64> poison, i64 %338, i64 0
  %346 = shufflevector <8 x i64> %345, <8 x i64> poison, <8 x i32> zeroinitializer
  %347 = or disjoint <8 x i64> %346, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %348 = select <8 x i1> %take15.1, <8 x i64> %347, <8 x i64> %337
  %349 = or disjoint i64 %max_block13327, 16
  %350 = getelementptr inbounds float, ptr %13, i64 %349
  %block14.2 = load <8 x float>, ptr %350, align 4
  %351 = fcmp ogt <8 x float> %block14.2, %344
  %352 = fcmp uno <8 x float> %block14.2, zeroinitializer
  %353 = fcmp ord <8 x float> %344, zeroinitializer
  %354 = and <8 x i1> %353, %352
  %take15.2 = or <8 x i1> %351, %354
  %355 = select <8 x i1> %take15.2, <8 x float> %block14.2, <8 x float> %344
  %356 = insertelement <8 x i64> poison, i64 %349, i64 0
  %357 = shufflevector <8 x i64> %356, <8 x i64> poison, <8 x i32> zeroinitializer
  %358 = or disjoint <8 x i64> %357, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %359 = select <8 x i1> %take15.2, <8 x i64> %358, <8 x i64> %348
  %360 = or disjoint i64 %max_block13327, 24
  %361 = getelementptr inbounds float, ptr %13, i64 %360
  %block14.3 = load <8 x float>, ptr %361, align 4
  %362 = fcmp ogt <8 x float> %block14.3, %355
  %363 = fcmp uno <8 x float> %block14.3, zeroinitializer
  %364 = fcmp ord <8 x float> %355, zeroinitializer
  %365 = and <8 x i1> %364, %363
  %take15.3 = or <8 x i1> %362, %365
  %366 = select <8 x i1> %take15.3, <8 x float> %block14.3, <8 x float> %355
  %367 = insertelement <8 x i64> poison, i64 %360, i64 0
  %368 = shufflevector <8 x i64> %367, <8 x i64> poison, <8 x i32> zeroinitializer
  %369 = or disjoint <8 x i64> %368, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %370 = select <8 x i1> %take15.3, <8 x i64> %369, <8 x i64> %359
  %371 = add nuw i64 %max_block13327, 32
  %niter951.next.3 = add i64 %niter951, 4
  %niter951.ncmp.3.not = icmp eq i64 %niter951.next.3, %unroll_iter950
  br i1 %niter951.ncmp.3.not, label %max_block.exit12.loopexit.unr-lcssa, label %max_block.body11

max_block.exit12.loopexit.unr-lcssa:              ; preds = %max_block.body11
  br i1 %lcmp.mod946.not, label %max_block.exit12, label %max_block.body11.epil.preheader

max_block.body11.epil.preheader:                  ; preds = %max_block.exit12.loopexit.unr-lcssa, %max_block.body11.preheader
  %max_block13327.epil.init = phi i64 [ 0, %max_block.body11.preheader ], [ %371, %max_block.exit12.loopexit.unr-lcssa ]
  %max_best7.0326.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body11.preheader ], [ %366, %max_block.exit12.loopexit.unr-lcssa ]
  %max_index8.0325.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body11.preheader ], [ %370, %max_block.exit12.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod949)
  br label %max_block.body11.epil

max_block.body11.epil:                            ; preds = %max_block.body11.epil, %max_block.body11.epil.preheader
  %max_block13327.epil = phi i64 [ %382, %max_block.body11.epil ], [ %max_block13327.epil.init, %max_block.body11.epil.preheader ]
  %max_best7.0326.epil = phi <8 x float> [ %377, %max_block.body11.epil ], [ %max_best7.0326.epil.init, %max_block.body11.epil.preheader ]
  %max_index8.0325.epil = phi <8 x i64> [ %381, %max_block.body11.epil ], [ %max_index8.0325.epil.init, %max_block.body11.epil.preheader ]
  %epil.iter945 = phi i64 [ %epil.iter945.next, %max_block.body11.epil ], [ 0, %max_block.body11.epil.preheader ]
  %372 = getelementptr inbounds float, ptr %13, i64 %max_block13327.epil
  %block14.epil = load <8 x float>, ptr %372, align 4
  %373 = fcmp ogt <8 x float> %block14.epil, %max_best7.0326.epil
  %374 = fcmp uno <8 x float> %block14.epil, zeroinitializer
  %375 = fcmp ord <8 x float> %max_best7.0326.epil, zeroinitializer
  %376 = and <8 x i1> %375, %374
  %take15.epil = or <8 x i1> %373, %376
  %377 = select <8 x i1> %take15.epil, <8 x float> %block14.epil, <8 x float> %max_best7.0326.epil
  %378 = insertelement <8 x i64> poison, i64 %max_block13327.epil, i64 0
  %379 = shufflevector <8 x i64> %378, <8 x i64> poison, <8 x i32> zeroinitializer
  %380 = or disjoint <8 x i64> %379, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %381 = select <8 x i1> %take15.epil, <8 x i64> %380, <8 x i64> %max_index8.0325.epil
  %382 = add nuw i64 %max_block13327.epil, 8
  %epil.iter945.next = add i64 %epil.iter945, 1
  %epil.iter945.cmp.not = icmp eq i64 %epil.iter945.next, %xtraiter944
  br i1 %epil.iter945.cmp.not, label %max_block.exit12, label %max_block.body11.epil, !llvm.loop !6

max_block.exit12:                                 ; preds = %max_block.exit12.loopexit.unr-lcssa, %max_block.body11.epil, %fold_tail.exit
  %max_index8.0.lcssa = phi <8 x i64> [ zeroinitializer, %fold_tail.exit ], [ %370, %max_block.exit12.loopexit.unr-lcssa ], [ %381, %max_block.body11.epil ]
  %max_best7.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit ], [ %366, %max_block.exit12.loopexit.unr-lcssa ], [ %377, %max_block.body11.epil ]
  %383 = extractelement <8 x float> %max_best7.0.lcssa, i64 0
  %384 = extractelement <8 x i64> %max_index8.0.lcssa, i64 0
  %385 = fcmp une float %383, 0xFFF0000000000000
  %386 = select i1 %385, i64 %384, i64 0
  %387 = extractelement <8 x float> %max_best7.0.lcssa, i64 1
  %388 = extractelement <8 x i64> %max_index8.0.lcssa, i64 1
  %389 = fcmp uno float %387, 0.000000e+00
  %390 = fcmp ord float %383, 0.000000e+00
  %391 = icmp ult i64 %388, %386
  %392 = fcmp ogt float %387, %383
  %393 = fcmp oeq float %387, %383
  %394 = or i1 %390, %391
  %395 = and i1 %393, %391
  %396 = or i1 %392, %395
  %397 = select i1 %389, i1 %394, i1 %396
  %398 = select i1 %397, float %387, float %383
  %399 = select i1 %397, i64 %388, i64 %386
  %400 = extractelement <8 x float> %max_best7.0.lcssa, i64 2
  %401 = extractelement <8 x i64> %max_index8.0.lcssa, i64 2
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
  %413 = extractelement <8 x float> %max_best7.0.lcssa, i64 3
  %414 = extractelement <8 x i64> %max_index8.0.lcssa, i64 3
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
  %426 = extractelement <8 x float> %max_best7.0.lcssa, i64 4
  %427 = extractelement <8 x i64> %max_index8.0.lcssa, i64 4
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
  %439 = extractelement <8 x float> %max_best7.0.lcssa, i64 5
  %440 = extractelement <8 x i64> %max_index8.0.lcssa, i64 5
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
  %452 = extractelement <8 x float> %max_best7.0.lcssa, i64 6
  %453 = extractelement <8 x i64> %max_index8.0.lcssa, i64 6
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
  %465 = extractelement <8 x float> %max_best7.0.lcssa, i64 7
  %466 = extractelement <8 x i64> %max_index8.0.lcssa, i64 7
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
  br i1 %.not419, label %fold_tail.exit18, label %fold_tail.body17

fold_tail.body17:                                 ; preds = %max_block.exit12, %fold_tail.body17
  %fold_tail19332 = phi i64 [ %484, %fold_tail.body17 ], [ %blocks_end, %max_block.exit12 ]
  %fold_value2.0331 = phi float [ %483, %fold_tail.body17 ], [ %476, %max_block.exit12 ]
  %477 = getelementptr inbounds float, ptr %13, i64 %fold_tail19332
  %478 = load float, ptr %477, align 4
  %479 = fcmp ogt float %478, %fold_value2.0331
  %480 = fcmp uno float %478, 0.000000e+00
  %481 = fcmp ord float %fold_value2.0331, 0.000000e+00
  %482 = and i1 %481, %480
  %take20 = or i1 %479, %482
  %483 = select i1 %take20, float %478, float %fold_value2.0331
  %484 = add nuw i64 %fold_tail19332, 1
  %485 = icmp ult i64 %484, %n_features
  br i1 %485, label %fold_tail.body17, label %fold_tail.exit18

fold_tail.exit18:                                 ; preds = %fold_tail.body17, %max_block.exit12
  %fold_value2.0.lcssa = phi float [ %476, %max_block.exit12 ], [ %483, %fold_tail.body17 ]
  br i1 %.not418, label %max_block.exit31, label %max_block.body30.preheader

max_block.body30.preheader:                       ; preds = %fold_tail.exit18
  br i1 %101, label %max_block.body30.epil.preheader, label %max_block.body30

max_block.body30:                                 ; preds = %max_block.body30.preheader, %max_block.body30
  %max_block32336 = phi i64 [ %529, %max_block.body30 ], [ 0, %max_block.body30.preheader ]
  %max_best26.0335 = phi <8 x float> [ %524, %max_block.body30 ], [ splat (float 0xFFF0000000000000), %max_block.body30.preheader ]
  %max_index27.0334 = phi <8 x i64> [ %528, %max_block.body30 ], [ zeroinitializer, %max_block.body30.preheader ]
  %niter959 = phi i64 [ %niter959.next.3, %max_block.body30 ], [ 0, %max_block.body30.preheader ]
  %486 = getelementptr inbounds float, ptr %14, i64 %max_block32336
  %block33 = load <8 x float>, ptr %486, align 4
  %487 = fcmp ogt <8 x float> %block33, %max_best26.0335
  %488 = fcmp uno <8 x float> %block33, zeroinitializer
  %489 = fcmp ord <8 x float> %max_best26.0335, zeroinitializer
  %490 = and <8 x i1> %489, %488
  %take34 = or <8 x i1> %487, %490
  %491 = select <8 x i1> %take34, <8 x float> %block33, <8 x float> %max_best26.0335
  %492 = insertelement <8 x i64> poison, i64 %max_block32336, i64 0
  %493 = shufflevector <8 x i64> %492, <8 x i64> poison, <8 x i32> zeroinitializer
  %494 = or disjoint <8 x i64> %493, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %495 = select <8 x i1> %take34, <8 x i64> %494, <8 x i64> %max_index27.0334
  %496 = or disjoint i64 %max_block32336, 8
  %497 = getelementptr inbounds float, ptr %14, i64 %496
  %block33.1 = load <8 x float>, ptr %497, align 4
  %498 = fcmp ogt <8 x float> %block33.1, %491
  %499 = fcmp uno <8 x float> %block33.1, zeroinitializer
  %500 = fcmp ord <8 x float> %491, zeroinitializer
  %501 = and <8 x i1> %500, %499
  %take34.1 = or <8 x i1> %498, %501
  %502 = select <8 x i1> %take34.1, <8 x float> %block33.1, <8 x float> %491
  %503 = insertelement <8 x i64> poison, i64 %496, i64 0
  %504 = shufflevector <8 x i64> %503, <8 x i64> poison, <8 x i32> zeroinitializer
  %505 = or disjoint <8 x i64> %504, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %506 = select <8 x i1> %take34.1, <8 x i64> %505, <8 x i64> %495
  %507 = or disjoint i64 %max_block32336, 16
  %508 = getelementptr inbounds float, ptr %14, i64 %507
  %block33.2 = load <8 x float>, ptr %508, align 4
  %509 = fcmp ogt <8 x float> %block33.2, %502
  %510 = fcmp uno <8 x float> %block33.2, zeroinitializer
  %511 = fcmp ord <8 x float> %502, zeroinitializer
  %512 = and <8 x i1> %511, %510
  %take34.2 = or <8 x i1> %509, %512
  %513 = select <8 x i1> %take34.2, <8 x float> %block33.2, <8 x float> %502
  %514 = insertelement <8 x i64> poison, i64 %507, i64 0
  %515 = shufflevector <8 x i64> %514, <8 x i64> poison, <8 x i32> zeroinitializer
  %516 = or disjoint <8 x i64> %515, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %517 = select <8 x i1> %take34.2, <8 x i64> %516, <8 x i64> %506
  %518 = or disjoint i64 %max_block32336, 24
  %519 = getelementptr inbounds float, ptr %14, i64 %518
  %block33.3 = load <8 x float>, ptr %519, align 4
  %520 = fcmp ogt <8 x float> %block33.3, %513
  %521 = fcmp uno <8 x float> %block33.3, zeroinitializer
  %522 = fcmp ord <8 x float> %513, zeroinitializer
  %523 = and <8 x i1> %522, %521
  %take34.3 = or <8 x i1> %520, %523
  %524 = select <8 x i1> %take34.3, <8 x float> %block33.3, <8 x float> %513
  %525 = insertelement <8 x i64> poison, i64 %518, i64 0
  %526 = shufflevector <8 x i64> %525, <8 x i64> poison, <8 x i32> zeroinitializer
  %527 = or disjoint <8 x i64> %526, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %528 = select <8 x i1> %take34.3, <8 x i64> %527, <8 x i64> %517
  %529 = add nuw i64 %max_block32336, 32
  %niter959.next.3 = add i64 %niter959, 4
  %niter959.ncmp.3.not = icmp eq i64 %niter959.next.3, %unroll_iter958
  br i1 %niter959.ncmp.3.not, label %max_block.exit31.loopexit.unr-lcssa, label %max_block.body30

max_block.exit31.loopexit.unr-lcssa:              ; preds = %max_block.body30
  br i1 %lcmp.mod954.not, label %max_block.exit31, label %max_block.body30.epil.preheader

max_block.body30.epil.preheader:                  ; preds = %max_block.exit31.loopexit.unr-lcssa, %max_block.body30.preheader
  %max_block32336.epil.init = phi i64 [ 0, %max_block.body30.preheader ], [ %529, %max_block.exit31.loopexit.unr-lcssa ]
  %max_best26.0335.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body30.preheader ], [ %524, %max_block.exit31.loopexit.unr-lcssa ]
  %max_index27.0334.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body30.preheader ], [ %528, %max_block.exit31.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod957)
  br label %max_block.body30.epil

max_block.body30.epil:                            ; preds = %max_block.body30.epil, %max_block.body30.epil.preheader
  %max_block32336.epil = phi i64 [ %540, %max_block.body30.epil ], [ %max_block32336.epil.init, %max_block.body30.epil.preheader ]
  %max_best26.0335.epil = phi <8 x float> [ %535, %max_block.body30.epil ], [ %max_best26.0335.epil.init, %max_block.body30.epil.preheader ]
  %max_index27.0334.epil = phi <8 x i64> [ %539, %max_block.body30.epil ], [ %max_index27.0334.epil.init, %max_block.body30.epil.preheader ]
  %epil.iter953 = phi i64 [ %epil.iter953.next, %max_block.body30.epil ], [ 0, %max_block.body30.epil.preheader ]
  %530 = getelementptr inbounds float, ptr %14, i64 %max_block32336.epil
  %block33.epil = load <8 x float>, ptr %530, align 4
  %531 = fcmp ogt <8 x float> %block33.epil, %max_best26.0335.epil
  %532 = fcmp uno <8 x float> %block33.epil, zeroinitializer
  %533 = fcmp ord <8 x float> %max_best26.0335.epil, zeroinitializer
  %534 = and <8 x i1> %533, %532
  %take34.epil = or <8 x i1> %531, %534
  %535 = select <8 x i1> %take34.epil, <8 x float> %block33.epil, <8 x float> %max_best26.0335.epil
  %536 = insertelement <8 x i64> poison, i64 %max_block32336.epil, i64 0
  %537 = shufflevector <8 x i64> %536, <8 x i64> poison, <8 x i32> zeroinitializer
  %538 = or disjoint <8 x i64> %537, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %539 = select <8 x i1> %take34.epil, <8 x i64> %538, <8 x i64> %max_index27.0334.epil
  %540 = add nuw i64 %max_block32336.epil, 8
  %epil.iter953.next = add i64 %epil.iter953, 1
  %epil.iter953.cmp.not = icmp eq i64 %epil.iter953.next, %xtraiter952
  br i1 %epil.iter953.cmp.not, label %max_block.exit31, label %max_block.body30.epil, !llvm.loop !7

max_block.exit31:                                 ; preds = %max_block.exit31.loopexit.unr-lcssa, %max_block.body30.epil, %fold_tail.exit18
  %max_index27.0.lcssa = phi <8 x i64> [ zeroinitializer, %fold_tail.exit18 ], [ %528, %max_block.exit31.loopexit.unr-lcssa ], [ %539, %max_block.body30.epil ]
  %max_best26.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit18 ], [ %524, %max_block.exit31.loopexit.unr-lcssa ], [ %535, %max_block.body30.epil ]
  %541 = extractelement <8 x float> %max_best26.0.lcssa, i64 0
  %542 = extractelement <8 x i64> %max_index27.0.lcssa, i64 0
  %543 = fcmp une float %541, 0xFFF0000000000000
  %544 = select i1 %543, i64 %542, i64 0
  %545 = extractelement <8 x float> %max_best26.0.lcssa, i64 1
  %546 = extractelement <8 x i64> %max_index27.0.lcssa, i64 1
  %547 = fcmp uno float %545, 0.000000e+00
  %548 = fcmp ord float %541, 0.000000e+00
  %549 = icmp ult i64 %546, %544
  %550 = fcmp ogt float %545, %541
  %551 = fcmp oeq float %545, %541
  %552 = or i1 %548, %549
  %553 = and i1 %551, %549
  %554 = or i1 %550, %553
  %555 = select i1 %547, i1 %552, i1 %554
  %556 = select i1 %555, float %545, float %541
  %557 = select i1 %555, i64 %546, i64 %544
  %558 = extractelement <8 x float> %max_best26.0.lcssa, i64 2
  %559 = extractelement <8 x i64> %max_index27.0.lcssa, i64 2
  %560 = fcmp uno float %558, 0.000000e+00
  %561 = fcmp ord float %556, 0.000000e+00
  %562 = icmp ult i64 %559, %557
  %563 = fcmp ogt float %558, %556
  %564 = fcmp oeq float %558, %556
  %565 = or i1 %561, %562
  %566 = and i1 %564, %562
  %567 = or i1 %563, %566
  %568 = select i1 %560, i1 %565, i1 %567
  %569 = select i1 %568, float %558, float %556
  %570 = select i1 %568, i64 %559, i64 %557
  %571 = extractelement <8 x float> %max_best26.0.lcssa, i64 3
  %572 = extractelement <8 x i64> %max_index27.0.lcssa, i64 3
  %573 = fcmp uno float %571, 0.000000e+00
  %574 = fcmp ord float %569, 0.000000e+00
  %575 = icmp ult i64 %572, %570
  %576 = fcmp ogt float %571, %569
  %577 = fcmp oeq float %571, %569
  %578 = or i1 %574, %575
  %579 = and i1 %577, %575
  %580 = or i1 %576, %579
  %581 = select i1 %573, i1 %578, i1 %580
  %582 = select i1 %581, float %571, float %569
  %583 = select i1 %581, i64 %572, i64 %570
  %584 = extractelement <8 x float> %max_best26.0.lcssa, i64 4
  %585 = extractelement <8 x i64> %max_index27.0.lcssa, i64 4
  %586 = fcmp uno float %584, 0.000000e+00
  %587 = fcmp ord float %582, 0.000000e+00
  %588 = icmp ult i64 %585, %583
  %589 = fcmp ogt float %584, %582
  %590 = fcmp oeq float %584, %582
  %591 = or i1 %587, %588
  %592 = and i1 %590, %588
  %593 = or i1 %589, %592
  %594 = select i1 %586, i1 %591, i1 %593
  %595 = select i1 %594, float %584, float %582
  %596 = select i1 %594, i64 %585, i64 %583
  %597 = extractelement <8 x float> %max_best26.0.lcssa, i64 5
  %598 = extractelement <8 x i64> %max_index27.0.lcssa, i64 5
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
  %610 = extractelement <8 x float> %max_best26.0.lcssa, i64 6
  %611 = extractelement <8 x i64> %max_index27.0.lcssa, i64 6
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
  %623 = extractelement <8 x float> %max_best26.0.lcssa, i64 7
  %624 = extractelement <8 x i64> %max_index27.0.lcssa, i64 7
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
  br i1 %.not419, label %fold_tail.exit37, label %fold_tail.body36

fold_tail.body36:                                 ; preds = %max_block.exit31, %fold_tail.body36
  %fold_tail38341 = phi i64 [ %642, %fold_tail.body36 ], [ %blocks_end, %max_block.exit31 ]
  %fold_value21.0340 = phi float [ %641, %fold_tail.body36 ], [ %634, %max_block.exit31 ]
  %635 = getelementptr inbounds float, ptr %14, i64 %fold_tail38341
  %636 = load float, ptr %635, align 4
  %637 = fcmp ogt float %636, %fold_value21.0340
  %638 = fcmp uno float %636, 0.000000e+00
  %639 = fcmp ord float %fold_value21.0340, 0.000000e+00
  %640 = and i1 %639, %638
  %take39 = or i1 %637, %640
  %641 = select i1 %take39, float %636, float %fold_value21.0340
  %642 = add nuw i64 %fold_tail38341, 1
  %643 = icmp ult i64 %642, %n_features
  br i1 %643, label %fold_tail.body36, label %fold_tail.exit37

fold_tail.exit37:                                 ; preds = %fold_tail.body36, %max_block.exit31
  %fold_value21.0.lcssa = phi float [ %634, %max_block.exit31 ], [ %641, %fold_tail.body36 ]
  br i1 %.not418, label %max_block.exit50, label %max_block.body49.preheader

max_block.body49.preheader:                       ; preds = %fold_tail.exit37
  br i1 %102, label %max_block.body49.epil.preheader, label %max_block.body49

max_block.body49:                                 ; preds = %max_block.body49.preheader, %max_block.body49
  %max_block51345 = phi i64 [ %687, %max_block.body49 ], [ 0, %max_block.body49.preheader ]
  %max_best45.0344 = phi <8 x float> [ %682, %max_block.body49 ], [ splat (float 0xFFF0000000000000), %max_block.body49.preheader ]
  %max_index46.0343 = phi <8 x i64> [ %686, %max_block.body49 ], [ zeroinitializer, %max_block.body49.preheader ]
  %niter967 = phi i64 [ %niter967.next.3, %max_block.body49 ], [ 0, %max_block.body49.preheader ]
  %644 = getelementptr inbounds float, ptr %15, i64 %max_block51345
  %block52 = load <8 x float>, ptr %644, align 4
  %645 = fcmp ogt <8 x float> %block52, %max_best45.0344
  %646 = fcmp uno <8 x float> %block52, zeroinitializer
  %647 = fcmp ord <8 x float> %max_best45.0344, zeroinitializer
  %648 = and <8 x i1> %647, %646
  %take53 = or <8 x i1> %645, %648
  %649 = select <8 x i1> %take53, <8 x float> %block52, <8 x float> %max_best45.0344
  %650 = insertelement <8 x i64> poison, i64 %max_block51345, i64 0
  %651 = shufflevector <8 x i64> %650, <8 x i64> poison, <8 x i32> zeroinitializer
  %652 = or disjoint <8 x i64> %651, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %653 = select <8 x i1> %take53, <8 x i64> %652, <8 x i64> %max_index46.0343
  %654 = or disjoint i64 %max_block51345, 8
  %655 = getelementptr inbounds float, ptr %15, i64 %654
  %block52.1 = load <8 x float>, ptr %655, align 4
  %656 = fcmp ogt <8 x float> %block52.1, %649
  %657 = fcmp uno <8 x float> %block52.1, zeroinitializer
  %658 = fcmp ord <8 x float> %649, zeroinitializer
  %659 = and <8 x i1> %658, %657
  %take53.1 = or <8 x i1> %656, %659
  %660 = select <8 x i1> %take53.1, <8 x float> %block52.1, <8 x float> %649
  %661 = insertelement <8 x i64> poison, i64 %654, i64 0
  %662 = shufflevector <8 x i64> %661, <8 x i64> poison, <8 x i32> zeroinitializer
  %663 = or disjoint <8 x i64> %662, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %664 = select <8 x i1> %take53.1, <8 x i64> %663, <8 x i64> %653
  %665 = or disjoint i64 %max_block51345, 16
  %666 = getelementptr inbounds float, ptr %15, i64 %665
  %block52.2 = load <8 x float>, ptr %666, align 4
  %667 = fcmp ogt <8 x float> %block52.2, %660
  %668 = fcmp uno <8 x float> %block52.2, zeroinitializer
  %669 = fcmp ord <8 x float> %660, zeroinitializer
  %670 = and <8 x i1> %669, %668
  %take53.2 = or <8 x i1> %667, %670
  %671 = select <8 x i1> %take53.2, <8 x float> %block52.2, <8 x float> %660
  %672 = insertelement <8 x i64> poison, i64 %665, i64 0
  %673 = shufflevector <8 x i64> %672, <8 x i64> poison, <8 x i32> zeroinitializer
  %674 = or disjoint <8 x i64> %673, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %675 = select <8 x i1> %take53.2, <8 x i64> %674, <8 x i64> %664
  %676 = or disjoint i64 %max_block51345, 24
  %677 = getelementptr inbounds float, ptr %15, i64 %676
  %block52.3 = load <8 x float>, ptr %677, align 4
  %678 = fcmp ogt <8 x float> %block52.3, %671
  %679 = fcmp uno <8 x float> %block52.3, zeroinitializer
  %680 = fcmp ord <8 x float> %671, zeroinitializer
  %681 = and <8 x i1> %680, %679
  %take53.3 = or <8 x i1> %678, %681
  %682 = select <8 x i1> %take53.3, <8 x float> %block52.3, <8 x float> %671
  %683 = insertelement <8 x i64> poison, i64 %676, i64 0
  %684 = shufflevector <8 x i64> %683, <8 x i64> poison, <8 x i32> zeroinitializer
  %685 = or disjoint <8 x i64> %684, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %686 = select <8 x i1> %take53.3, <8 x i64> %685, <8 x i64> %675
  %687 = add nuw i64 %max_block51345, 32
  %niter967.next.3 = add i64 %niter967, 4
  %niter967.ncmp.3.not = icmp eq i64 %niter967.next.3, %unroll_iter966
  br i1 %niter967.ncmp.3.not, label %max_block.exit50.loopexit.unr-lcssa, label %max_block.body49

max_block.exit50.loopexit.unr-lcssa:              ; preds = %max_block.body49
  br i1 %lcmp.mod962.not, label %max_block.exit50, label %max_block.body49.epil.preheader

max_block.body49.epil.preheader:                  ; preds = %max_block.exit50.loopexit.unr-lcssa, %max_block.body49.preheader
  %max_block51345.epil.init = phi i64 [ 0, %max_block.body49.preheader ], [ %687, %max_block.exit50.loopexit.unr-lcssa ]
  %max_best45.0344.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body49.preheader ], [ %682, %max_block.exit50.loopexit.unr-lcssa ]
  %max_index46.0343.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body49.preheader ], [ %686, %max_block.exit50.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod965)
  br label %max_block.body49.epil

max_block.body49.epil:                            ; preds = %max_block.body49.epil, %max_block.body49.epil.preheader
  %max_block51345.epil = phi i64 [ %698, %max_block.body49.epil ], [ %max_block51345.epil.init, %max_block.body49.epil.preheader ]
  %max_best45.0344.epil = phi <8 x float> [ %693, %max_block.body49.epil ], [ %max_best45.0344.epil.init, %max_block.body49.epil.preheader ]
  %max_index46.0343.epil = phi <8 x i64> [ %697, %max_block.body49.epil ], [ %max_index46.0343.epil.init, %max_block.body49.epil.preheader ]
  %epil.iter961 = phi i64 [ %epil.iter961.next, %max_block.body49.epil ], [ 0, %max_block.body49.epil.preheader ]
  %688 = getelementptr inbounds float, ptr %15, i64 %max_block51345.epil
  %block52.epil = load <8 x float>, ptr %688, align 4
  %689 = fcmp ogt <8 x float> %block52.epil, %max_best45.0344.epil
  %690 = fcmp uno <8 x float> %block52.epil, zeroinitializer
  %691 = fcmp ord <8 x float> %max_best45.0344.epil, zeroinitializer
  %692 = and <8 x i1> %691, %690
  %take53.epil = or <8 x i1> %689, %692
  %693 = select <8 x i1> %take53.epil, <8 x float> %block52.epil, <8 x float> %max_best45.0344.epil
  %694 = insertelement <8 x i64> poison, i64 %max_block51345.epil, i64 0
  %695 = shufflevector <8 x i64> %694, <8 x i64> poison, <8 x i32> zeroinitializer
  %696 = or disjoint <8 x i64> %695, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %697 = select <8 x i1> %take53.epil, <8 x i64> %696, <8 x i64> %max_index46.0343.epil
  %698 = add nuw i64 %max_block51345.epil, 8
  %epil.iter961.next = add i64 %epil.iter961, 1
  %epil.iter961.cmp.not = icmp eq i64 %epil.iter961.next, %xtraiter960
  br i1 %epil.iter961.cmp.not, label %max_block.exit50, label %max_block.body49.epil, !llvm.loop !8

max_block.exit50:                                 ; preds = %max_block.exit50.loopexit.unr-lcssa, %max_block.body49.epil, %fold_tail.exit37
  %max_index46.0.lcssa = phi <8 x i64> [ zeroinitializer, %fold_tail.exit37 ], [ %686, %max_block.exit50.loopexit.unr-lcssa ], [ %697, %max_block.body49.epil ]
  %max_best45.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit37 ], [ %682, %max_block.exit50.loopexit.unr-lcssa ], [ %693, %max_block.body49.epil ]
  %699 = extractelement <8 x float> %max_best45.0.lcssa, i64 0
  %700 = extractelement <8 x i64> %max_index46.0.lcssa, i64 0
  %701 = fcmp une float %699, 0xFFF0000000000000
  %702 = select i1 %701, i64 %700, i64 0
  %703 = extractelement <8 x float> %max_best45.0.lcssa, i64 1
  %704 = extractelement <8 x i64> %max_index46.0.lcssa, i64 1
  %705 = fcmp uno float %703, 0.000000e+00
  %706 = fcmp ord float %699, 0.000000e+00
  %707 = icmp ult i64 %704, %702
  %708 = fcmp ogt float %703, %699
  %709 = fcmp oeq float %703, %699
  %710 = or i1 %706, %707
  %711 = and i1 %709, %707
  %712 = or i1 %708, %711
  %713 = select i1 %705, i1 %710, i1 %712
  %714 = select i1 %713, float %703, float %699
  %715 = select i1 %713, i64 %704, i64 %702
  %716 = extractelement <8 x float> %max_best45.0.lcssa, i64 2
  %717 = extractelement <8 x i64> %max_index46.0.lcssa, i64 2
  %718 = fcmp uno float %716, 0.000000e+00
  %719 = fcmp ord float %714, 0.000000e+00
  %720 = icmp ult i64 %717, %715
  %721 = fcmp ogt float %716, %714
  %722 = fcmp oeq float %716, %714
  %723 = or i1 %719, %720
  %724 = and i1 %722, %720
  %725 = or i1 %721, %724
  %726 = select i1 %718, i1 %723, i1 %725
  %727 = select i1 %726, float %716, float %714
  %728 = select i1 %726, i64 %717, i64 %715
  %729 = extractelement <8 x float> %max_best45.0.lcssa, i64 3
  %730 = extractelement <8 x i64> %max_index46.0.lcssa, i64 3
  %731 = fcmp uno float %729, 0.000000e+00
  %732 = fcmp ord float %727, 0.000000e+00
  %733 = icmp ult i64 %730, %728
  %734 = fcmp ogt float %729, %727
  %735 = fcmp oeq float %729, %727
  %736 = or i1 %732, %733
  %737 = and i1 %735, %733
  %738 = or i1 %734, %737
  %739 = select i1 %731, i1 %736, i1 %738
  %740 = select i1 %739, float %729, float %727
  %741 = select i1 %739, i64 %730, i64 %728
  %742 = extractelement <8 x float> %max_best45.0.lcssa, i64 4
  %743 = extractelement <8 x i64> %max_index46.0.lcssa, i64 4
  %744 = fcmp uno float %742, 0.000000e+00
  %745 = fcmp ord float %740, 0.000000e+00
  %746 = icmp ult i64 %743, %741
  %747 = fcmp ogt float %742, %740
  %748 = fcmp oeq float %742, %740
  %749 = or i1 %745, %746
  %750 = and i1 %748, %746
  %751 = or i1 %747, %750
  %752 = select i1 %744, i1 %749, i1 %751
  %753 = select i1 %752, float %742, float %740
  %754 = select i1 %752, i64 %743, i64 %741
  %755 = extractelement <8 x float> %max_best45.0.lcssa, i64 5
  %756 = extractelement <8 x i64> %max_index46.0.lcssa, i64 5
  %757 = fcmp uno float %755, 0.000000e+00
  %758 = fcmp ord float %753, 0.000000e+00
  %759 = icmp ult i64 %756, %754
  %760 = fcmp ogt float %755, %753
  %761 = fcmp oeq float %755, %753
  %762 = or i1 %758, %759
  %763 = and i1 %761, %759
  %764 = or i1 %760, %763
  %765 = select i1 %757, i1 %762, i1 %764
  %766 = select i1 %765, float %755, float %753
  %767 = select i1 %765, i64 %756, i64 %754
  %768 = extractelement <8 x float> %max_best45.0.lcssa, i64 6
  %769 = extractelement <8 x i64> %max_index46.0.lcssa, i64 6
  %770 = fcmp uno float %768, 0.000000e+00
  %771 = fcmp ord float %766, 0.000000e+00
  %772 = icmp ult i64 %769, %767
  %773 = fcmp ogt float %768, %766
  %774 = fcmp oeq float %768, %766
  %775 = or i1 %771, %772
  %776 = and i1 %774, %772
  %777 = or i1 %773, %776
  %778 = select i1 %770, i1 %775, i1 %777
  %779 = select i1 %778, float %768, float %766
  %780 = select i1 %778, i64 %769, i64 %767
  %781 = extractelement <8 x float> %max_best45.0.lcssa, i64 7
  %782 = extractelement <8 x i64> %max_index46.0.lcssa, i64 7
  %783 = fcmp uno float %781, 0.000000e+00
  %784 = fcmp ord float %779, 0.000000e+00
  %785 = icmp ult i64 %782, %780
  %786 = fcmp ogt float %781, %779
  %787 = fcmp oeq float %781, %779
  %788 = or i1 %784, %785
  %789 = and i1 %787, %785
  %790 = or i1 %786, %789
  %791 = select i1 %783, i1 %788, i1 %790
  %792 = select i1 %791, i64 %782, i64 %780
  br i1 %.not419, label %fold_tail.exit56, label %fold_tail.body55.preheader

fold_tail.body55.preheader:                       ; preds = %max_block.exit50
  %793 = select i1 %791, float %781, float %779
  br label %fold_tail.body55

fold_tail.body55:                                 ; preds = %fold_tail.body55.preheader, %fold_tail.body55
  %fold_tail57350 = phi i64 [ %802, %fold_tail.body55 ], [ %blocks_end, %fold_tail.body55.preheader ]
  %fold_value40.0349 = phi float [ %800, %fold_tail.body55 ], [ %793, %fold_tail.body55.preheader ]
  %fold_index41.0348 = phi i64 [ %801, %fold_tail.body55 ], [ %792, %fold_tail.body55.preheader ]
  %794 = getelementptr inbounds float, ptr %15, i64 %fold_tail57350
  %795 = load float, ptr %794, align 4
  %796 = fcmp ogt float %795, %fold_value40.0349
  %797 = fcmp uno float %795, 0.000000e+00
  %798 = fcmp ord float %fold_value40.0349, 0.000000e+00
  %799 = and i1 %798, %797
  %take58 = or i1 %796, %799
  %800 = select i1 %take58, float %795, float %fold_value40.0349
  %801 = select i1 %take58, i64 %fold_tail57350, i64 %fold_index41.0348
  %802 = add nuw i64 %fold_tail57350, 1
  %803 = icmp ult i64 %802, %n_features
  br i1 %803, label %fold_tail.body55, label %fold_tail.exit56

fold_tail.exit56:                                 ; preds = %fold_tail.body55, %max_block.exit50
  %fold_index41.0.lcssa = phi i64 [ %792, %max_block.exit50 ], [ %801, %fold_tail.body55 ]
  br i1 %.not418, label %max_block.exit69, label %max_block.body68.preheader

max_block.body68.preheader:                       ; preds = %fold_tail.exit56
  br i1 %103, label %max_block.body68.epil.preheader, label %max_block.body68

max_block.body68:                                 ; preds = %max_block.body68.preheader, %max_block.body68
  %max_block70354 = phi i64 [ %847, %max_block.body68 ], [ 0, %max_block.body68.preheader ]
  %max_best64.0353 = phi <8 x float> [ %842, %max_block.body68 ], [ splat (float 0xFFF0000000000000), %max_block.body68.preheader ]
  %max_index65.0352 = phi <8 x i64> [ %846, %max_block.body68 ], [ zeroinitializer, %max_block.body68.preheader ]
  %niter975 = phi i64 [ %niter975.next.3, %max_block.body68 ], [ 0, %max_block.body68.preheader ]
  %804 = getelementptr inbounds float, ptr %16, i64 %max_block70354
  %block71 = load <8 x float>, ptr %804, align 4
  %805 = fcmp ogt <8 x float> %block71, %max_best64.0353
  %806 = fcmp uno <8 x float> %block71, zeroinitializer
  %807 = fcmp ord <8 x float> %max_best64.0353, zeroinitializer
  %808 = and <8 x i1> %807, %806
  %take72 = or <8 x i1> %805, %808
  %809 = select <8 x i1> %take72, <8 x float> %block71, <8 x float> %max_best64.0353
  %810 = insertelement <8 x i64> poison, i64 %max_block70354, i64 0
  %811 = shufflevector <8 x i64> %810, <8 x i64> poison, <8 x i32> zeroinitializer
  %812 = or disjoint <8 x i64> %811, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %813 = select <8 x i1> %take72, <8 x i64> %812, <8 x i64> %max_index65.0352
  %814 = or disjoint i64 %max_block70354, 8
  %815 = getelementptr inbounds float, ptr %16, i64 %814
  %block71.1 = load <8 x float>, ptr %815, align 4
  %816 = fcmp ogt <8 x float> %block71.1, %809
  %817 = fcmp uno <8 x float> %block71.1, zeroinitializer
  %818 = fcmp ord <8 x float> %809, zeroinitializer
  %819 = and <8 x i1> %818, %817
  %take72.1 = or <8 x i1> %816, %819
  %820 = select <8 x i1> %take72.1, <8 x float> %block71.1, <8 x float> %809
  %821 = insertelement <8 x i64> poison, i64 %814, i64 0
  %822 = shufflevector <8 x i64> %821, <8 x i64> poison, <8 x i32> zeroinitializer
  %823 = or disjoint <8 x i64> %822, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %824 = select <8 x i1> %take72.1, <8 x i64> %823, <8 x i64> %813
  %825 = or disjoint i64 %max_block70354, 16
  %826 = getelementptr inbounds float, ptr %16, i64 %825
  %block71.2 = load <8 x float>, ptr %826, align 4
  %827 = fcmp ogt <8 x float> %block71.2, %820
  %828 = fcmp uno <8 x float> %block71.2, zeroinitializer
  %829 = fcmp ord <8 x float> %820, zeroinitializer
  %830 = and <8 x i1> %829, %828
  %take72.2 = or <8 x i1> %827, %830
  %831 = select <8 x i1> %take72.2, <8 x float> %block71.2, <8 x float> %820
  %832 = insertelement <8 x i64> poison, i64 %825, i64 0
  %833 = shufflevector <8 x i64> %832, <8 x i64> poison, <8 x i32> zeroinitializer
  %834 = or disjoint <8 x i64> %833, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %835 = select <8 x i1> %take72.2, <8 x i64> %834, <8 x i64> %824
  %836 = or disjoint i64 %max_block70354, 24
  %837 = getelementptr inbounds float, ptr %16, i64 %836
  %block71.3 = load <8 x float>, ptr %837, align 4
  %838 = fcmp ogt <8 x float> %block71.3, %831
  %839 = fcmp uno <8 x float> %block71.3, zeroinitializer
  %840 = fcmp ord <8 x float> %831, zeroinitializer
  %841 = and <8 x i1> %840, %839
  %take72.3 = or <8 x i1> %838, %841
  %842 = select <8 x i1> %take72.3, <8 x float> %block71.3, <8 x float> %831
  %843 = insertelement <8 x i64> poison, i64 %836, i64 0
  %844 = shufflevector <8 x i64> %843, <8 x i64> poison, <8 x i32> zeroinitializer
  %845 = or disjoint <8 x i64> %844, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %846 = select <8 x i1> %take72.3, <8 x i64> %845, <8 x i64> %835
  %847 = add nuw i64 %max_block70354, 32
  %niter975.next.3 = add i64 %niter975, 4
  %niter975.ncmp.3.not = icmp eq i64 %niter975.next.3, %unroll_iter974
  br i1 %niter975.ncmp.3.not, label %max_block.exit69.loopexit.unr-lcssa, label %max_block.body68

max_block.exit69.loopexit.unr-lcssa:              ; preds = %max_block.body68
  br i1 %lcmp.mod970.not, label %max_block.exit69, label %max_block.body68.epil.preheader

max_block.body68.epil.preheader:                  ; preds = %max_block.exit69.loopexit.unr-lcssa, %max_block.body68.preheader
  %max_block70354.epil.init = phi i64 [ 0, %max_block.body68.preheader ], [ %847, %max_block.exit69.loopexit.unr-lcssa ]
  %max_best64.0353.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body68.preheader ], [ %842, %max_block.exit69.loopexit.unr-lcssa ]
  %max_index65.0352.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body68.preheader ], [ %846, %max_block.exit69.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod973)
  br label %max_block.body68.epil

max_block.body68.epil:                            ; preds = %max_block.body68.epil, %max_block.body68.epil.preheader
  %max_block70354.epil = phi i64 [ %858, %max_block.body68.epil ], [ %max_block70354.epil.init, %max_block.body68.epil.preheader ]
  %max_best64.0353.epil = phi <8 x float> [ %853, %max_block.body68.epil ], [ %max_best64.0353.epil.init, %max_block.body68.epil.preheader ]
  %max_index65.0352.epil = phi <8 x i64> [ %857, %max_block.body68.epil ], [ %max_index65.0352.epil.init, %max_block.body68.epil.preheader ]
  %epil.iter969 = phi i64 [ %epil.iter969.next, %max_block.body68.epil ], [ 0, %max_block.body68.epil.preheader ]
  %848 = getelementptr inbounds float, ptr %16, i64 %max_block70354.epil
  %block71.epil = load <8 x float>, ptr %848, align 4
  %849 = fcmp ogt <8 x float> %block71.epil, %max_best64.0353.epil
  %850 = fcmp uno <8 x float> %block71.epil, zeroinitializer
  %851 = fcmp ord <8 x float> %max_best64.0353.epil, zeroinitializer
  %852 = and <8 x i1> %851, %850
  %take72.epil = or <8 x i1> %849, %852
  %853 = select <8 x i1> %take72.epil, <8 x float> %block71.epil, <8 x float> %max_best64.0353.epil
  %854 = insertelement <8 x i64> poison, i64 %max_block70354.epil, i64 0
  %855 = shufflevector <8 x i64> %854, <8 x i64> poison, <8 x i32> zeroinitializer
  %856 = or disjoint <8 x i64> %855, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %857 = select <8 x i1> %take72.epil, <8 x i64> %856, <8 x i64> %max_index65.0352.epil
  %858 = add nuw i64 %max_block70354.epil, 8
  %epil.iter969.next = add i64 %epil.iter969, 1
  %epil.iter969.cmp.not = icmp eq i64 %epil.iter969.next, %xtraiter968
  br i1 %epil.iter969.cmp.not, label %max_block.exit69, label %max_block.body68.epil, !llvm.loop !9

max_block.exit69:                                 ; preds = %max_block.exit69.loopexit.unr-lcssa, %max_block.body68.epil, %fold_tail.exit56
  %max_index65.0.lcssa = phi <8 x i64> [ zeroinitializer, %fold_tail.exit56 ], [ %846, %max_block.exit69.loopexit.unr-lcssa ], [ %857, %max_block.body68.epil ]
  %max_best64.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit56 ], [ %842, %max_block.exit69.loopexit.unr-lcssa ], [ %853, %max_block.body68.epil ]
  %859 = extractelement <8 x float> %max_best64.0.lcssa, i64 0
  %860 = extractelement <8 x i64> %max_index65.0.lcssa, i64 0
  %861 = fcmp une float %859, 0xFFF0000000000000
  %862 = select i1 %861, i64 %860, i64 0
  %863 = extractelement <8 x float> %max_best64.0.lcssa, i64 1
  %864 = extractelement <8 x i64> %max_index65.0.lcssa, i64 1
  %865 = fcmp uno float %863, 0.000000e+00
  %866 = fcmp ord float %859, 0.000000e+00
  %867 = icmp ult i64 %864, %862
  %868 = fcmp ogt float %863, %859
  %869 = fcmp oeq float %863, %859
  %870 = or i1 %866, %867
  %871 = and i1 %869, %867
  %872 = or i1 %868, %871
  %873 = select i1 %865, i1 %870, i1 %872
  %874 = select i1 %873, float %863, float %859
  %875 = select i1 %873, i64 %864, i64 %862
  %876 = extractelement <8 x float> %max_best64.0.lcssa, i64 2
  %877 = extractelement <8 x i64> %max_index65.0.lcssa, i64 2
  %878 = fcmp uno float %876, 0.000000e+00
  %879 = fcmp ord float %874, 0.000000e+00
  %880 = icmp ult i64 %877, %875
  %881 = fcmp ogt float %876, %874
  %882 = fcmp oeq float %876, %874
  %883 = or i1 %879, %880
  %884 = and i1 %882, %880
  %885 = or i1 %881, %884
  %886 = select i1 %878, i1 %883, i1 %885
  %887 = select i1 %886, float %876, float %874
  %888 = select i1 %886, i64 %877, i64 %875
  %889 = extractelement <8 x float> %max_best64.0.lcssa, i64 3
  %890 = extractelement <8 x i64> %max_index65.0.lcssa, i64 3
  %891 = fcmp uno float %889, 0.000000e+00
  %892 = fcmp ord float %887, 0.000000e+00
  %893 = icmp ult i64 %890, %888
  %894 = fcmp ogt float %889, %887
  %895 = fcmp oeq float %889, %887
  %896 = or i1 %892, %893
  %897 = and i1 %895, %893
  %898 = or i1 %894, %897
  %899 = select i1 %891, i1 %896, i1 %898
  %900 = select i1 %899, float %889, float %887
  %901 = select i1 %899, i64 %890, i64 %888
  %902 = extractelement <8 x float> %max_best64.0.lcssa, i64 4
  %903 = extractelement <8 x i64> %max_index65.0.lcssa, i64 4
  %904 = fcmp uno float %902, 0.000000e+00
  %905 = fcmp ord float %900, 0.000000e+00
  %906 = icmp ult i64 %903, %901
  %907 = fcmp ogt float %902, %900
  %908 = fcmp oeq float %902, %900
  %909 = or i1 %905, %906
  %910 = and i1 %908, %906
  %911 = or i1 %907, %910
  %912 = select i1 %904, i1 %909, i1 %911
  %913 = select i1 %912, float %902, float %900
  %914 = select i1 %912, i64 %903, i64 %901
  %915 = extractelement <8 x float> %max_best64.0.lcssa, i64 5
  %916 = extractelement <8 x i64> %max_index65.0.lcssa, i64 5
  %917 = fcmp uno float %915, 0.000000e+00
  %918 = fcmp ord float %913, 0.000000e+00
  %919 = icmp ult i64 %916, %914
  %920 = fcmp ogt float %915, %913
  %921 = fcmp oeq float %915, %913
  %922 = or i1 %918, %919
  %923 = and i1 %921, %919
  %924 = or i1 %920, %923
  %925 = select i1 %917, i1 %922, i1 %924
  %926 = select i1 %925, float %915, float %913
  %927 = select i1 %925, i64 %916, i64 %914
  %928 = extractelement <8 x float> %max_best64.0.lcssa, i64 6
  %929 = extractelement <8 x i64> %max_index65.0.lcssa, i64 6
  %930 = fcmp uno float %928, 0.000000e+00
  %931 = fcmp ord float %926, 0.000000e+00
  %932 = icmp ult i64 %929, %927
  %933 = fcmp ogt float %928, %926
  %934 = fcmp oeq float %928, %926
  %935 = or i1 %931, %932
  %936 = and i1 %934, %932
  %937 = or i1 %933, %936
  %938 = select i1 %930, i1 %935, i1 %937
  %939 = select i1 %938, float %928, float %926
  %940 = select i1 %938, i64 %929, i64 %927
  %941 = extractelement <8 x float> %max_best64.0.lcssa, i64 7
  %942 = extractelement <8 x i64> %max_index65.0.lcssa, i64 7
  %943 = fcmp uno float %941, 0.000000e+00
  %944 = fcmp ord float %939, 0.000000e+00
  %945 = icmp ult i64 %942, %940
  %946 = fcmp ogt float %941, %939
  %947 = fcmp oeq float %941, %939
  %948 = or i1 %944, %945
  %949 = and i1 %947, %945
  %950 = or i1 %946, %949
  %951 = select i1 %943, i1 %948, i1 %950
  %952 = select i1 %951, float %941, float %939
  br i1 %.not419, label %feature.header78.preheader, label %fold_tail.body74

feature.header78.preheader:                       ; preds = %fold_tail.body74, %max_block.exit69
  %fold_value59.0.lcssa = phi float [ %952, %max_block.exit69 ], [ %1030, %fold_tail.body74 ]
  br i1 %.not417, label %search.feature.exit, label %iter.check826

iter.check826:                                    ; preds = %feature.header78.preheader
  br i1 %min.iters.check824, label %feature.body79.preheader, label %vector.memcheck819

vector.memcheck819:                               ; preds = %iter.check826
  %diff.check820 = icmp ult i64 %117, 128
  %diff.check821 = icmp ult i64 %118, 128
  %conflict.rdx822 = or i1 %diff.check820, %diff.check821
  br i1 %conflict.rdx822, label %feature.body79.preheader, label %vector.main.loop.iter.check828

vector.main.loop.iter.check828:                   ; preds = %vector.memcheck819
  br i1 %min.iters.check827, label %vec.epilog.ph845, label %vector.body832

vector.body832:                                   ; preds = %vector.main.loop.iter.check828, %vector.body832
  %index833 = phi i64 [ %index.next838, %vector.body832 ], [ 0, %vector.main.loop.iter.check828 ]
  %953 = getelementptr inbounds float, ptr %128, i64 %index833
  %954 = getelementptr inbounds nuw i8, ptr %953, i64 32
  %955 = getelementptr inbounds nuw i8, ptr %953, i64 64
  %956 = getelementptr inbounds nuw i8, ptr %953, i64 96
  %wide.load834 = load <8 x float>, ptr %953, align 4
  %wide.load835 = load <8 x float>, ptr %954, align 4
  %wide.load836 = load <8 x float>, ptr %955, align 4
  %wide.load837 = load <8 x float>, ptr %956, align 4
  %957 = fadd <8 x float> %wide.load834, zeroinitializer
  %958 = fadd <8 x float> %wide.load835, zeroinitializer
  %959 = fadd <8 x float> %wide.load836, zeroinitializer
  %960 = fadd <8 x float> %wide.load837, zeroinitializer
  %961 = bitcast <8 x float> %957 to <8 x i32>
  %962 = bitcast <8 x float> %958 to <8 x i32>
  %963 = bitcast <8 x float> %959 to <8 x i32>
  %964 = bitcast <8 x float> %960 to <8 x i32>
  %965 = icmp slt <8 x i32> %961, zeroinitializer
  %966 = icmp slt <8 x i32> %962, zeroinitializer
  %967 = icmp slt <8 x i32> %963, zeroinitializer
  %968 = icmp slt <8 x i32> %964, zeroinitializer
  %969 = xor <8 x i32> %961, splat (i32 -1)
  %970 = xor <8 x i32> %962, splat (i32 -1)
  %971 = xor <8 x i32> %963, splat (i32 -1)
  %972 = xor <8 x i32> %964, splat (i32 -1)
  %973 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %957)
  %974 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %958)
  %975 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %959)
  %976 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %960)
  %977 = fneg <8 x float> %973
  %978 = fneg <8 x float> %974
  %979 = fneg <8 x float> %975
  %980 = fneg <8 x float> %976
  %981 = bitcast <8 x float> %977 to <8 x i32>
  %982 = bitcast <8 x float> %978 to <8 x i32>
  %983 = bitcast <8 x float> %979 to <8 x i32>
  %984 = bitcast <8 x float> %980 to <8 x i32>
  %985 = select <8 x i1> %965, <8 x i32> %969, <8 x i32> %981
  %986 = select <8 x i1> %966, <8 x i32> %970, <8 x i32> %982
  %987 = select <8 x i1> %967, <8 x i32> %971, <8 x i32> %983
  %988 = select <8 x i1> %968, <8 x i32> %972, <8 x i32> %984
  %989 = getelementptr inbounds float, ptr %scratch, i64 %index833
  %990 = getelementptr inbounds nuw i8, ptr %989, i64 32
  %991 = getelementptr inbounds nuw i8, ptr %989, i64 64
  %992 = getelementptr inbounds nuw i8, ptr %989, i64 96
  store <8 x i32> %985, ptr %989, align 4
  store <8 x i32> %986, ptr %990, align 4
  store <8 x i32> %987, ptr %991, align 4
  store <8 x i32> %988, ptr %992, align 4
  %993 = getelementptr float, ptr %13, i64 %index833
  %994 = getelementptr i8, ptr %993, i64 32
  %995 = getelementptr i8, ptr %993, i64 64
  %996 = getelementptr i8, ptr %993, i64 96
  store <8 x float> splat (float 1.000000e+00), ptr %993, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %994, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %995, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %996, align 4
  %index.next838 = add nuw i64 %index833, 32
  %997 = icmp eq i64 %index.next838, %n.vec831
  br i1 %997, label %middle.block839, label %vector.body832, !llvm.loop !10

middle.block839:                                  ; preds = %vector.body832
  br i1 %cmp.n840, label %search.feature.exit, label %vec.epilog.iter.check843

vec.epilog.iter.check843:                         ; preds = %middle.block839
  br i1 %min.epilog.iters.check844, label %feature.body79.preheader, label %vec.epilog.ph845, !prof !11

vec.epilog.ph845:                                 ; preds = %vector.main.loop.iter.check828, %vec.epilog.iter.check843
  %vec.epilog.resume.val841 = phi i64 [ %n.vec831, %vec.epilog.iter.check843 ], [ 0, %vector.main.loop.iter.check828 ]
  br label %vec.epilog.vector.body848

vec.epilog.vector.body848:                        ; preds = %vec.epilog.vector.body848, %vec.epilog.ph845
  %index849 = phi i64 [ %vec.epilog.resume.val841, %vec.epilog.ph845 ], [ %index.next851, %vec.epilog.vector.body848 ]
  %998 = getelementptr inbounds float, ptr %128, i64 %index849
  %wide.load850 = load <4 x float>, ptr %998, align 4
  %999 = fadd <4 x float> %wide.load850, zeroinitializer
  %1000 = bitcast <4 x float> %999 to <4 x i32>
  %1001 = icmp slt <4 x i32> %1000, zeroinitializer
  %1002 = xor <4 x i32> %1000, splat (i32 -1)
  %1003 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %999)
  %1004 = fneg <4 x float> %1003
  %1005 = bitcast <4 x float> %1004 to <4 x i32>
  %1006 = select <4 x i1> %1001, <4 x i32> %1002, <4 x i32> %1005
  %1007 = getelementptr inbounds float, ptr %scratch, i64 %index849
  store <4 x i32> %1006, ptr %1007, align 4
  %1008 = getelementptr float, ptr %13, i64 %index849
  store <4 x float> splat (float 1.000000e+00), ptr %1008, align 4
  %index.next851 = add nuw i64 %index849, 4
  %1009 = icmp eq i64 %index.next851, %n.vec847
  br i1 %1009, label %vec.epilog.middle.block852, label %vec.epilog.vector.body848, !llvm.loop !12

vec.epilog.middle.block852:                       ; preds = %vec.epilog.vector.body848
  br i1 %cmp.n853, label %search.feature.exit, label %feature.body79.preheader

feature.body79.preheader:                         ; preds = %vector.memcheck819, %iter.check826, %vec.epilog.iter.check843, %vec.epilog.middle.block852
  %feature81361.ph = phi i64 [ 0, %iter.check826 ], [ 0, %vector.memcheck819 ], [ %n.vec831, %vec.epilog.iter.check843 ], [ %n.vec847, %vec.epilog.middle.block852 ]
  br i1 %lcmp.mod977.not, label %feature.body79.prol.loopexit, label %feature.body79.prol

feature.body79.prol:                              ; preds = %feature.body79.preheader
  %1010 = getelementptr inbounds float, ptr %128, i64 %feature81361.ph
  %1011 = load float, ptr %1010, align 4
  %1012 = fadd float %1011, 0.000000e+00
  %1013 = bitcast float %1012 to i32
  %1014 = icmp slt i32 %1013, 0
  %1015 = xor i32 %1013, -1
  %1016 = tail call float @llvm.fabs.f32(float %1012)
  %1017 = fneg float %1016
  %1018 = bitcast float %1017 to i32
  %1019 = select i1 %1014, i32 %1015, i32 %1018
  %1020 = getelementptr inbounds float, ptr %scratch, i64 %feature81361.ph
  store i32 %1019, ptr %1020, align 4
  %1021 = getelementptr float, ptr %13, i64 %feature81361.ph
  store float 1.000000e+00, ptr %1021, align 4
  %1022 = or disjoint i64 %feature81361.ph, 1
  br label %feature.body79.prol.loopexit

feature.body79.prol.loopexit:                     ; preds = %feature.body79.prol, %feature.body79.preheader
  %feature81361.unr = phi i64 [ %feature81361.ph, %feature.body79.preheader ], [ %1022, %feature.body79.prol ]
  %1023 = icmp eq i64 %97, %feature81361.ph
  br i1 %1023, label %search.feature.exit, label %feature.body79

fold_tail.body74:                                 ; preds = %max_block.exit69, %fold_tail.body74
  %fold_tail76359 = phi i64 [ %1031, %fold_tail.body74 ], [ %blocks_end, %max_block.exit69 ]
  %fold_value59.0358 = phi float [ %1030, %fold_tail.body74 ], [ %952, %max_block.exit69 ]
  %1024 = getelementptr inbounds float, ptr %16, i64 %fold_tail76359
  %1025 = load float, ptr %1024, align 4
  %1026 = fcmp ogt float %1025, %fold_value59.0358
  %1027 = fcmp uno float %1025, 0.000000e+00
  %1028 = fcmp ord float %fold_value59.0358, 0.000000e+00
  %1029 = and i1 %1028, %1027
  %take77 = or i1 %1026, %1029
  %1030 = select i1 %take77, float %1025, float %fold_value59.0358
  %1031 = add nuw i64 %fold_tail76359, 1
  %1032 = icmp ult i64 %1031, %n_features
  br i1 %1032, label %fold_tail.body74, label %feature.header78.preheader

feature.body79:                                   ; preds = %feature.body79.prol.loopexit, %feature.body79
  %feature81361 = phi i64 [ %1058, %feature.body79 ], [ %feature81361.unr, %feature.body79.prol.loopexit ]
  %1033 = getelementptr inbounds float, ptr %128, i64 %feature81361
  %1034 = load float, ptr %1033, align 4
  %1035 = fadd float %1034, 0.000000e+00
  %1036 = bitcast float %1035 to i32
  %1037 = icmp slt i32 %1036, 0
  %1038 = xor i32 %1036, -1
  %1039 = tail call float @llvm.fabs.f32(float %1035)
  %1040 = fneg float %1039
  %1041 = bitcast float %1040 to i32
  %1042 = select i1 %1037, i32 %1038, i32 %1041
  %1043 = getelementptr inbounds float, ptr %scratch, i64 %feature81361
  store i32 %1042, ptr %1043, align 4
  %1044 = getelementptr float, ptr %13, i64 %feature81361
  store float 1.000000e+00, ptr %1044, align 4
  %1045 = add nuw i64 %feature81361, 1
  %1046 = getelementptr inbounds float, ptr %128, i64 %1045
  %1047 = load float, ptr %1046, align 4
  %1048 = fadd float %1047, 0.000000e+00
  %1049 = bitcast float %1048 to i32
  %1050 = icmp slt i32 %1049, 0
  %1051 = xor i32 %1049, -1
  %1052 = tail call float @llvm.fabs.f32(float %1048)
  %1053 = fneg float %1052
  %1054 = bitcast float %1053 to i32
  %1055 = select i1 %1050, i32 %1051, i32 %1054
  %1056 = getelementptr inbounds float, ptr %scratch, i64 %1045
  store i32 %1055, ptr %1056, align 4
  %1057 = getelementptr float, ptr %13, i64 %1045
  store float 1.000000e+00, ptr %1057, align 4
  %1058 = add nuw i64 %feature81361, 2
  %exitcond477.not.1 = icmp eq i64 %1058, %n_features
  br i1 %exitcond477.not.1, label %search.feature.exit, label %feature.body79, !llvm.loop !13

search.feature.exit:                              ; preds = %feature.body79.prol.loopexit, %feature.body79, %middle.block839, %vec.epilog.middle.block852, %feature.header78.preheader
  %search_count.0.lcssa = phi float [ 0.000000e+00, %feature.header78.preheader ], [ %52, %middle.block839 ], [ %52, %vec.epilog.middle.block852 ], [ %52, %feature.body79 ], [ %52, %feature.body79.prol.loopexit ]
  %1059 = fcmp ole float %21, %search_count.0.lcssa
  %search.run = and i1 %22, %1059
  br i1 %search.run, label %search.key_bit.body, label %search.done

search.done:                                      ; preds = %search.index_bit.exit, %search.feature.exit
  %search_index.0 = phi float [ %search_index104, %search.index_bit.exit ], [ 0x7FF0000000000000, %search.feature.exit ]
  %search_value.0 = phi float [ %1238, %search.index_bit.exit ], [ 0xFFF0000000000000, %search.feature.exit ]
  br i1 %.not417, label %max_block.exit121, label %iter.check

iter.check:                                       ; preds = %search.done
  %diff.check670 = icmp ult i64 %120, 128
  %or.cond = select i1 %min.iters.check672, i1 true, i1 %diff.check670
  br i1 %or.cond, label %feature.body106.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check674, label %vec.epilog.ph, label %vector.ph675

vector.ph675:                                     ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert680 = insertelement <8 x float> poison, float %search_value.0, i64 0
  %broadcast.splat681 = shufflevector <8 x float> %broadcast.splatinsert680, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert682 = insertelement <8 x float> poison, float %search_index.0, i64 0
  %broadcast.splat683 = shufflevector <8 x float> %broadcast.splatinsert682, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body684

vector.body684:                                   ; preds = %vector.body684, %vector.ph675
  %index685 = phi i64 [ 0, %vector.ph675 ], [ %index.next691, %vector.body684 ]
  %vec.ind686 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph675 ], [ %vec.ind.next692, %vector.body684 ]
  %step.add = add <8 x i64> %vec.ind686, splat (i64 8)
  %step.add.2 = add <8 x i64> %vec.ind686, splat (i64 16)
  %step.add.3 = add <8 x i64> %vec.ind686, splat (i64 24)
  %1060 = getelementptr inbounds float, ptr %128, i64 %index685
  %1061 = getelementptr inbounds nuw i8, ptr %1060, i64 32
  %1062 = getelementptr inbounds nuw i8, ptr %1060, i64 64
  %1063 = getelementptr inbounds nuw i8, ptr %1060, i64 96
  %wide.load687 = load <8 x float>, ptr %1060, align 4
  %wide.load688 = load <8 x float>, ptr %1061, align 4
  %wide.load689 = load <8 x float>, ptr %1062, align 4
  %wide.load690 = load <8 x float>, ptr %1063, align 4
  %1064 = fmul <8 x float> %broadcast.splat679, %wide.load687
  %1065 = fmul <8 x float> %broadcast.splat679, %wide.load688
  %1066 = fmul <8 x float> %broadcast.splat679, %wide.load689
  %1067 = fmul <8 x float> %broadcast.splat679, %wide.load690
  %1068 = uitofp <8 x i64> %vec.ind686 to <8 x float>
  %1069 = uitofp <8 x i64> %step.add to <8 x float>
  %1070 = uitofp <8 x i64> %step.add.2 to <8 x float>
  %1071 = uitofp <8 x i64> %step.add.3 to <8 x float>
  %1072 = fcmp ogt <8 x float> %wide.load687, %broadcast.splat681
  %1073 = fcmp ogt <8 x float> %wide.load688, %broadcast.splat681
  %1074 = fcmp ogt <8 x float> %wide.load689, %broadcast.splat681
  %1075 = fcmp ogt <8 x float> %wide.load690, %broadcast.splat681
  %1076 = select <8 x i1> %1072, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1077 = select <8 x i1> %1073, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1078 = select <8 x i1> %1074, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1079 = select <8 x i1> %1075, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1080 = fcmp oeq <8 x float> %wide.load687, %broadcast.splat681
  %1081 = fcmp oeq <8 x float> %wide.load688, %broadcast.splat681
  %1082 = fcmp oeq <8 x float> %wide.load689, %broadcast.splat681
  %1083 = fcmp oeq <8 x float> %wide.load690, %broadcast.splat681
  %1084 = fcmp oge <8 x float> %broadcast.splat683, %1068
  %1085 = fcmp oge <8 x float> %broadcast.splat683, %1069
  %1086 = fcmp oge <8 x float> %broadcast.splat683, %1070
  %1087 = fcmp oge <8 x float> %broadcast.splat683, %1071
  %1088 = select <8 x i1> %1080, <8 x i1> %1084, <8 x i1> zeroinitializer
  %1089 = select <8 x i1> %1081, <8 x i1> %1085, <8 x i1> zeroinitializer
  %1090 = select <8 x i1> %1082, <8 x i1> %1086, <8 x i1> zeroinitializer
  %1091 = select <8 x i1> %1083, <8 x i1> %1087, <8 x i1> zeroinitializer
  %1092 = select <8 x i1> %1088, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1093 = select <8 x i1> %1089, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1094 = select <8 x i1> %1090, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1095 = select <8 x i1> %1091, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1096 = fcmp ogt <8 x float> %1092, %1076
  %1097 = fcmp ogt <8 x float> %1093, %1077
  %1098 = fcmp ogt <8 x float> %1094, %1078
  %1099 = fcmp ogt <8 x float> %1095, %1079
  %1100 = select <8 x i1> %1096, <8 x float> %1092, <8 x float> %1076
  %1101 = select <8 x i1> %1097, <8 x float> %1093, <8 x float> %1077
  %1102 = select <8 x i1> %1098, <8 x float> %1094, <8 x float> %1078
  %1103 = select <8 x i1> %1099, <8 x float> %1095, <8 x float> %1079
  %1104 = fcmp une <8 x float> %1100, zeroinitializer
  %1105 = fcmp une <8 x float> %1101, zeroinitializer
  %1106 = fcmp une <8 x float> %1102, zeroinitializer
  %1107 = fcmp une <8 x float> %1103, zeroinitializer
  %1108 = select <8 x i1> %1104, <8 x float> %1064, <8 x float> splat (float 0xFFF0000000000000)
  %1109 = select <8 x i1> %1105, <8 x float> %1065, <8 x float> splat (float 0xFFF0000000000000)
  %1110 = select <8 x i1> %1106, <8 x float> %1066, <8 x float> splat (float 0xFFF0000000000000)
  %1111 = select <8 x i1> %1107, <8 x float> %1067, <8 x float> splat (float 0xFFF0000000000000)
  %1112 = getelementptr inbounds float, ptr %scratch, i64 %index685
  %1113 = getelementptr inbounds nuw i8, ptr %1112, i64 32
  %1114 = getelementptr inbounds nuw i8, ptr %1112, i64 64
  %1115 = getelementptr inbounds nuw i8, ptr %1112, i64 96
  store <8 x float> %1108, ptr %1112, align 4
  store <8 x float> %1109, ptr %1113, align 4
  store <8 x float> %1110, ptr %1114, align 4
  store <8 x float> %1111, ptr %1115, align 4
  %index.next691 = add nuw i64 %index685, 32
  %vec.ind.next692 = add <8 x i64> %vec.ind686, splat (i64 32)
  %1116 = icmp eq i64 %index.next691, %n.vec677
  br i1 %1116, label %middle.block693, label %vector.body684, !llvm.loop !14

middle.block693:                                  ; preds = %vector.body684
  br i1 %cmp.n694, label %max_block.header119.preheader, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block693
  br i1 %min.epilog.iters.check, label %feature.body106.preheader, label %vec.epilog.ph, !prof !11

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.resume.val695 = phi i64 [ %n.vec677, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert700 = insertelement <4 x float> poison, float %search_value.0, i64 0
  %broadcast.splat701 = shufflevector <4 x float> %broadcast.splatinsert700, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert702 = insertelement <4 x float> poison, float %search_index.0, i64 0
  %broadcast.splat703 = shufflevector <4 x float> %broadcast.splatinsert702, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert704 = insertelement <4 x i64> poison, i64 %bc.resume.val695, i64 0
  %broadcast.splat705 = shufflevector <4 x i64> %broadcast.splatinsert704, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction = or disjoint <4 x i64> %broadcast.splat705, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index706 = phi i64 [ %bc.resume.val695, %vec.epilog.ph ], [ %index.next709, %vec.epilog.vector.body ]
  %vec.ind707 = phi <4 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next710, %vec.epilog.vector.body ]
  %1117 = getelementptr inbounds float, ptr %128, i64 %index706
  %wide.load708 = load <4 x float>, ptr %1117, align 4
  %1118 = fmul <4 x float> %broadcast.splat699, %wide.load708
  %1119 = uitofp <4 x i64> %vec.ind707 to <4 x float>
  %1120 = fcmp ogt <4 x float> %wide.load708, %broadcast.splat701
  %1121 = select <4 x i1> %1120, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %1122 = fcmp oeq <4 x float> %wide.load708, %broadcast.splat701
  %1123 = fcmp oge <4 x float> %broadcast.splat703, %1119
  %1124 = select <4 x i1> %1122, <4 x i1> %1123, <4 x i1> zeroinitializer
  %1125 = select <4 x i1> %1124, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %1126 = fcmp ogt <4 x float> %1125, %1121
  %1127 = select <4 x i1> %1126, <4 x float> %1125, <4 x float> %1121
  %1128 = fcmp une <4 x float> %1127, zeroinitializer
  %1129 = select <4 x i1> %1128, <4 x float> %1118, <4 x float> splat (float 0xFFF0000000000000)
  %1130 = getelementptr inbounds float, ptr %scratch, i64 %index706
  store <4 x float> %1129, ptr %1130, align 4
  %index.next709 = add nuw i64 %index706, 4
  %vec.ind.next710 = add nuw <4 x i64> %vec.ind707, splat (i64 4)
  %1131 = icmp eq i64 %index.next709, %n.vec697
  br i1 %1131, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !15

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n711, label %max_block.header119.preheader, label %feature.body106.preheader

feature.body106.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature108376.ph = phi i64 [ 0, %iter.check ], [ %n.vec677, %vec.epilog.iter.check ], [ %n.vec697, %vec.epilog.middle.block ]
  %.neg1024 = or disjoint i64 %feature108376.ph, 1
  br i1 %lcmp.mod979.not, label %feature.body106.prol.loopexit, label %feature.body106.prol

feature.body106.prol:                             ; preds = %feature.body106.preheader
  %1132 = getelementptr inbounds float, ptr %128, i64 %feature108376.ph
  %1133 = load float, ptr %1132, align 4
  %1134 = fmul float %inv_t, %1133
  %feature109.prol = uitofp i64 %feature108376.ph to float
  %1135 = fcmp ogt float %1133, %search_value.0
  %1136 = select i1 %1135, float 1.000000e+00, float 0.000000e+00
  %1137 = fcmp oeq float %1133, %search_value.0
  %1138 = fcmp oge float %search_index.0, %feature109.prol
  %1139 = select i1 %1137, i1 %1138, i1 false
  %1140 = select i1 %1139, float 1.000000e+00, float 0.000000e+00
  %1141 = fcmp ogt float %1140, %1136
  %max110.prol = select i1 %1141, float %1140, float %1136
  %1142 = fcmp une float %max110.prol, 0.000000e+00
  %1143 = select i1 %1142, float %1134, float 0xFFF0000000000000
  %1144 = getelementptr inbounds float, ptr %scratch, i64 %feature108376.ph
  store float %1143, ptr %1144, align 4
  %1145 = or disjoint i64 %feature108376.ph, 1
  br label %feature.body106.prol.loopexit

feature.body106.prol.loopexit:                    ; preds = %feature.body106.prol, %feature.body106.preheader
  %feature108376.unr = phi i64 [ %feature108376.ph, %feature.body106.preheader ], [ %1145, %feature.body106.prol ]
  %1146 = icmp eq i64 %n_features, %.neg1024
  br i1 %1146, label %max_block.header119.preheader, label %feature.body106

search.key_bit.body:                              ; preds = %search.feature.exit, %search.feature.exit90
  %search.key_bit369 = phi i64 [ %1182, %search.feature.exit90 ], [ 0, %search.feature.exit ]
  %search_hi.0368 = phi i32 [ %1181, %search.feature.exit90 ], [ 0, %search.feature.exit ]
  %1147 = trunc nuw nsw i64 %search.key_bit369 to i32
  %1148 = lshr exact i32 -2147483648, %1147
  %candidate = or i32 %1148, %search_hi.0368
  br i1 %.not417, label %search.feature.exit90, label %iter.check777

iter.check777:                                    ; preds = %search.key_bit.body
  br i1 %min.iters.check775, label %search.feature.body89.preheader, label %vector.main.loop.iter.check779

vector.main.loop.iter.check779:                   ; preds = %iter.check777
  br i1 %min.iters.check778, label %vec.epilog.ph805, label %vector.ph780

vector.ph780:                                     ; preds = %vector.main.loop.iter.check779
  %broadcast.splatinsert783 = insertelement <4 x i32> poison, i32 %candidate, i64 0
  %broadcast.splat784 = shufflevector <4 x i32> %broadcast.splatinsert783, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body785

vector.body785:                                   ; preds = %vector.body785, %vector.ph780
  %index786 = phi i64 [ 0, %vector.ph780 ], [ %index.next795, %vector.body785 ]
  %vec.phi787 = phi <4 x i64> [ zeroinitializer, %vector.ph780 ], [ %1161, %vector.body785 ]
  %vec.phi788 = phi <4 x i64> [ zeroinitializer, %vector.ph780 ], [ %1162, %vector.body785 ]
  %vec.phi789 = phi <4 x i64> [ zeroinitializer, %vector.ph780 ], [ %1163, %vector.body785 ]
  %vec.phi790 = phi <4 x i64> [ zeroinitializer, %vector.ph780 ], [ %1164, %vector.body785 ]
  %1149 = getelementptr inbounds float, ptr %scratch, i64 %index786
  %1150 = getelementptr inbounds nuw i8, ptr %1149, i64 16
  %1151 = getelementptr inbounds nuw i8, ptr %1149, i64 32
  %1152 = getelementptr inbounds nuw i8, ptr %1149, i64 48
  %wide.load791 = load <4 x i32>, ptr %1149, align 4
  %wide.load792 = load <4 x i32>, ptr %1150, align 4
  %wide.load793 = load <4 x i32>, ptr %1151, align 4
  %wide.load794 = load <4 x i32>, ptr %1152, align 4
  %1153 = icmp uge <4 x i32> %wide.load791, %broadcast.splat784
  %1154 = icmp uge <4 x i32> %wide.load792, %broadcast.splat784
  %1155 = icmp uge <4 x i32> %wide.load793, %broadcast.splat784
  %1156 = icmp uge <4 x i32> %wide.load794, %broadcast.splat784
  %1157 = zext <4 x i1> %1153 to <4 x i64>
  %1158 = zext <4 x i1> %1154 to <4 x i64>
  %1159 = zext <4 x i1> %1155 to <4 x i64>
  %1160 = zext <4 x i1> %1156 to <4 x i64>
  %1161 = add <4 x i64> %vec.phi787, %1157
  %1162 = add <4 x i64> %vec.phi788, %1158
  %1163 = add <4 x i64> %vec.phi789, %1159
  %1164 = add <4 x i64> %vec.phi790, %1160
  %index.next795 = add nuw i64 %index786, 16
  %1165 = icmp eq i64 %index.next795, %n.vec782
  br i1 %1165, label %middle.block796, label %vector.body785, !llvm.loop !16

middle.block796:                                  ; preds = %vector.body785
  %bin.rdx797 = add <4 x i64> %1162, %1161
  %bin.rdx798 = add <4 x i64> %1163, %bin.rdx797
  %bin.rdx799 = add <4 x i64> %1164, %bin.rdx798
  %1166 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx799)
  br i1 %cmp.n800, label %search.feature.exit90.loopexit, label %vec.epilog.iter.check803

vec.epilog.iter.check803:                         ; preds = %middle.block796
  br i1 %min.epilog.iters.check804, label %search.feature.body89.preheader, label %vec.epilog.ph805, !prof !17

vec.epilog.ph805:                                 ; preds = %vector.main.loop.iter.check779, %vec.epilog.iter.check803
  %vec.epilog.resume.val = phi i64 [ %n.vec782, %vec.epilog.iter.check803 ], [ 0, %vector.main.loop.iter.check779 ]
  %bc.merge.rdx801 = phi i64 [ %1166, %vec.epilog.iter.check803 ], [ 0, %vector.main.loop.iter.check779 ]
  %1167 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx801, i64 0
  %broadcast.splatinsert808 = insertelement <4 x i32> poison, i32 %candidate, i64 0
  %broadcast.splat809 = shufflevector <4 x i32> %broadcast.splatinsert808, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body810

vec.epilog.vector.body810:                        ; preds = %vec.epilog.vector.body810, %vec.epilog.ph805
  %index811 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph805 ], [ %index.next814, %vec.epilog.vector.body810 ]
  %vec.phi812 = phi <4 x i64> [ %1167, %vec.epilog.ph805 ], [ %1171, %vec.epilog.vector.body810 ]
  %1168 = getelementptr inbounds float, ptr %scratch, i64 %index811
  %wide.load813 = load <4 x i32>, ptr %1168, align 4
  %1169 = icmp uge <4 x i32> %wide.load813, %broadcast.splat809
  %1170 = zext <4 x i1> %1169 to <4 x i64>
  %1171 = add <4 x i64> %vec.phi812, %1170
  %index.next814 = add nuw i64 %index811, 4
  %1172 = icmp eq i64 %index.next814, %n.vec807
  br i1 %1172, label %vec.epilog.middle.block815, label %vec.epilog.vector.body810, !llvm.loop !18

vec.epilog.middle.block815:                       ; preds = %vec.epilog.vector.body810
  %1173 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %1171)
  br i1 %cmp.n816, label %search.feature.exit90.loopexit, label %search.feature.body89.preheader

search.feature.body89.preheader:                  ; preds = %iter.check777, %vec.epilog.iter.check803, %vec.epilog.middle.block815
  %search.feature91366.ph = phi i64 [ 0, %iter.check777 ], [ %n.vec782, %vec.epilog.iter.check803 ], [ %n.vec807, %vec.epilog.middle.block815 ]
  %search_count87.0365.ph = phi i64 [ 0, %iter.check777 ], [ %1166, %vec.epilog.iter.check803 ], [ %1173, %vec.epilog.middle.block815 ]
  br label %search.feature.body89

search.key_bit.exit:                              ; preds = %search.feature.exit90
  br i1 %.not431, label %search.index_bit.exit, label %search.index_bit.body.preheader

search.index_bit.body.preheader:                  ; preds = %search.key_bit.exit
  %broadcast.splatinsert722 = insertelement <4 x i32> poison, i32 %1181, i64 0
  %broadcast.splat723 = shufflevector <4 x i32> %broadcast.splatinsert722, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert754 = insertelement <4 x i32> poison, i32 %1181, i64 0
  %broadcast.splat755 = shufflevector <4 x i32> %broadcast.splatinsert754, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %search.index_bit.body

search.feature.body89:                            ; preds = %search.feature.body89.preheader, %search.feature.body89
  %search.feature91366 = phi i64 [ %1178, %search.feature.body89 ], [ %search.feature91366.ph, %search.feature.body89.preheader ]
  %search_count87.0365 = phi i64 [ %1177, %search.feature.body89 ], [ %search_count87.0365.ph, %search.feature.body89.preheader ]
  %1174 = getelementptr inbounds float, ptr %scratch, i64 %search.feature91366
  %key92 = load i32, ptr %1174, align 4
  %1175 = icmp uge i32 %key92, %candidate
  %1176 = zext i1 %1175 to i64
  %1177 = add i64 %search_count87.0365, %1176
  %1178 = add nuw i64 %search.feature91366, 1
  %exitcond478.not = icmp eq i64 %1178, %n_features
  br i1 %exitcond478.not, label %search.feature.exit90.loopexit, label %search.feature.body89, !llvm.loop !19

search.feature.exit90.loopexit:                   ; preds = %search.feature.body89, %vec.epilog.middle.block815, %middle.block796
  %.lcssa550 = phi i64 [ %1173, %vec.epilog.middle.block815 ], [ %1166, %middle.block796 ], [ %1177, %search.feature.body89 ]
  %1179 = uitofp i64 %.lcssa550 to float
  br label %search.feature.exit90

search.feature.exit90:                            ; preds = %search.feature.exit90.loopexit, %search.key_bit.body
  %search_count87.0.lcssa = phi float [ 0.000000e+00, %search.key_bit.body ], [ %1179, %search.feature.exit90.loopexit ]
  %1180 = fcmp ole float %21, %search_count87.0.lcssa
  %1181 = select i1 %1180, i32 %candidate, i32 %search_hi.0368
  %1182 = add nuw nsw i64 %search.key_bit369, 1
  %exitcond479.not = icmp eq i64 %1182, 32
  br i1 %exitcond479.not, label %search.key_bit.exit, label %search.key_bit.body

search.index_bit.body:                            ; preds = %search.index_bit.body.preheader, %search.feature.exit99
  %search.index_bit374 = phi i64 [ %1253, %search.feature.exit99 ], [ 0, %search.index_bit.body.preheader ]
  %search_lo.0373 = phi i64 [ %1252, %search.feature.exit99 ], [ 0, %search.index_bit.body.preheader ]
  %1183 = add nuw nsw i64 %search.index_bit374, %ctlz
  %1184 = lshr exact i64 -9223372036854775808, %1183
  %candidate95 = or i64 %1184, %search_lo.0373
  br i1 %.not417, label %search.feature.exit99, label %iter.check716

iter.check716:                                    ; preds = %search.index_bit.body
  br i1 %min.iters.check714, label %search.feature.body98.preheader, label %vector.main.loop.iter.check718

vector.main.loop.iter.check718:                   ; preds = %iter.check716
  br i1 %min.iters.check717, label %vec.epilog.ph751, label %vector.ph719

vector.ph719:                                     ; preds = %vector.main.loop.iter.check718
  %broadcast.splatinsert726 = insertelement <4 x i64> poison, i64 %candidate95, i64 0
  %broadcast.splat727 = shufflevector <4 x i64> %broadcast.splatinsert726, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %vector.body728

vector.body728:                                   ; preds = %vector.body728, %vector.ph719
  %index729 = phi i64 [ 0, %vector.ph719 ], [ %index.next741, %vector.body728 ]
  %vec.ind730 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %vector.ph719 ], [ %vec.ind.next742, %vector.body728 ]
  %vec.phi = phi <4 x i64> [ zeroinitializer, %vector.ph719 ], [ %1217, %vector.body728 ]
  %vec.phi731 = phi <4 x i64> [ zeroinitializer, %vector.ph719 ], [ %1218, %vector.body728 ]
  %vec.phi732 = phi <4 x i64> [ zeroinitializer, %vector.ph719 ], [ %1219, %vector.body728 ]
  %vec.phi733 = phi <4 x i64> [ zeroinitializer, %vector.ph719 ], [ %1220, %vector.body728 ]
  %step.add734 = add <4 x i64> %vec.ind730, splat (i64 4)
  %step.add.2735 = add <4 x i64> %vec.ind730, splat (i64 8)
  %step.add.3736 = add <4 x i64> %vec.ind730, splat (i64 12)
  %1185 = getelementptr inbounds float, ptr %scratch, i64 %index729
  %1186 = getelementptr inbounds nuw i8, ptr %1185, i64 16
  %1187 = getelementptr inbounds nuw i8, ptr %1185, i64 32
  %1188 = getelementptr inbounds nuw i8, ptr %1185, i64 48
  %wide.load737 = load <4 x i32>, ptr %1185, align 4
  %wide.load738 = load <4 x i32>, ptr %1186, align 4
  %wide.load739 = load <4 x i32>, ptr %1187, align 4
  %wide.load740 = load <4 x i32>, ptr %1188, align 4
  %1189 = icmp ugt <4 x i32> %wide.load737, %broadcast.splat723
  %1190 = icmp ugt <4 x i32> %wide.load738, %broadcast.splat723
  %1191 = icmp ugt <4 x i32> %wide.load739, %broadcast.splat723
  %1192 = icmp ugt <4 x i32> %wide.load740, %broadcast.splat723
  %1193 = icmp eq <4 x i32> %wide.load737, %broadcast.splat723
  %1194 = icmp eq <4 x i32> %wide.load738, %broadcast.splat723
  %1195 = icmp eq <4 x i32> %wide.load739, %broadcast.splat723
  %1196 = icmp eq <4 x i32> %wide.load740, %broadcast.splat723
  %1197 = sub <4 x i64> %broadcast.splat725, %vec.ind730
  %1198 = sub <4 x i64> %broadcast.splat725, %step.add734
  %1199 = sub <4 x i64> %broadcast.splat725, %step.add.2735
  %1200 = sub <4 x i64> %broadcast.splat725, %step.add.3736
  %1201 = icmp uge <4 x i64> %1197, %broadcast.splat727
  %1202 = icmp uge <4 x i64> %1198, %broadcast.splat727
  %1203 = icmp uge <4 x i64> %1199, %broadcast.splat727
  %1204 = icmp uge <4 x i64> %1200, %broadcast.splat727
  %1205 = and <4 x i1> %1201, %1193
  %1206 = and <4 x i1> %1202, %1194
  %1207 = and <4 x i1> %1203, %1195
  %1208 = and <4 x i1> %1204, %1196
  %1209 = or <4 x i1> %1189, %1205
  %1210 = or <4 x i1> %1190, %1206
  %1211 = or <4 x i1> %1191, %1207
  %1212 = or <4 x i1> %1192, %1208
  %1213 = zext <4 x i1> %1209 to <4 x i64>
  %1214 = zext <4 x i1> %1210 to <4 x i64>
  %1215 = zext <4 x i1> %1211 to <4 x i64>
  %1216 = zext <4 x i1> %1212 to <4 x i64>
  %1217 = add <4 x i64> %vec.phi, %1213
  %1218 = add <4 x i64> %vec.phi731, %1214
  %1219 = add <4 x i64> %vec.phi732, %1215
  %1220 = add <4 x i64> %vec.phi733, %1216
  %index.next741 = add nuw i64 %index729, 16
  %vec.ind.next742 = add <4 x i64> %vec.ind730, splat (i64 16)
  %1221 = icmp eq i64 %index.next741, %n.vec721
  br i1 %1221, label %middle.block743, label %vector.body728, !llvm.loop !20

middle.block743:                                  ; preds = %vector.body728
  %bin.rdx = add <4 x i64> %1218, %1217
  %bin.rdx744 = add <4 x i64> %1219, %bin.rdx
  %bin.rdx745 = add <4 x i64> %1220, %bin.rdx744
  %1222 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx745)
  br i1 %cmp.n746, label %search.feature.exit99.loopexit, label %vec.epilog.iter.check749

vec.epilog.iter.check749:                         ; preds = %middle.block743
  br i1 %min.epilog.iters.check750, label %search.feature.body98.preheader, label %vec.epilog.ph751, !prof !17

vec.epilog.ph751:                                 ; preds = %vector.main.loop.iter.check718, %vec.epilog.iter.check749
  %bc.resume.val747 = phi i64 [ %n.vec721, %vec.epilog.iter.check749 ], [ 0, %vector.main.loop.iter.check718 ]
  %bc.merge.rdx = phi i64 [ %1222, %vec.epilog.iter.check749 ], [ 0, %vector.main.loop.iter.check718 ]
  %1223 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx, i64 0
  %broadcast.splatinsert758 = insertelement <4 x i64> poison, i64 %candidate95, i64 0
  %broadcast.splat759 = shufflevector <4 x i64> %broadcast.splatinsert758, <4 x i64> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert760 = insertelement <4 x i64> poison, i64 %bc.resume.val747, i64 0
  %broadcast.splat761 = shufflevector <4 x i64> %broadcast.splatinsert760, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction762 = or disjoint <4 x i64> %broadcast.splat761, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body763

vec.epilog.vector.body763:                        ; preds = %vec.epilog.vector.body763, %vec.epilog.ph751
  %index764 = phi i64 [ %bc.resume.val747, %vec.epilog.ph751 ], [ %index.next768, %vec.epilog.vector.body763 ]
  %vec.ind765 = phi <4 x i64> [ %induction762, %vec.epilog.ph751 ], [ %vec.ind.next769, %vec.epilog.vector.body763 ]
  %vec.phi766 = phi <4 x i64> [ %1223, %vec.epilog.ph751 ], [ %1232, %vec.epilog.vector.body763 ]
  %1224 = getelementptr inbounds float, ptr %scratch, i64 %index764
  %wide.load767 = load <4 x i32>, ptr %1224, align 4
  %1225 = icmp ugt <4 x i32> %wide.load767, %broadcast.splat755
  %1226 = icmp eq <4 x i32> %wide.load767, %broadcast.splat755
  %1227 = sub <4 x i64> %broadcast.splat757, %vec.ind765
  %1228 = icmp uge <4 x i64> %1227, %broadcast.splat759
  %1229 = and <4 x i1> %1228, %1226
  %1230 = or <4 x i1> %1225, %1229
  %1231 = zext <4 x i1> %1230 to <4 x i64>
  %1232 = add <4 x i64> %vec.phi766, %1231
  %index.next768 = add nuw i64 %index764, 4
  %vec.ind.next769 = add nuw <4 x i64> %vec.ind765, splat (i64 4)
  %1233 = icmp eq i64 %index.next768, %n.vec753
  br i1 %1233, label %vec.epilog.middle.block770, label %vec.epilog.vector.body763, !llvm.loop !21

vec.epilog.middle.block770:                       ; preds = %vec.epilog.vector.body763
  %1234 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %1232)
  br i1 %cmp.n771, label %search.feature.exit99.loopexit, label %search.feature.body98.preheader

search.feature.body98.preheader:                  ; preds = %iter.check716, %vec.epilog.iter.check749, %vec.epilog.middle.block770
  %search.feature100371.ph = phi i64 [ 0, %iter.check716 ], [ %n.vec721, %vec.epilog.iter.check749 ], [ %n.vec753, %vec.epilog.middle.block770 ]
  %search_count96.0370.ph = phi i64 [ 0, %iter.check716 ], [ %1222, %vec.epilog.iter.check749 ], [ %1234, %vec.epilog.middle.block770 ]
  br label %search.feature.body98

search.index_bit.exit:                            ; preds = %search.feature.exit99, %search.key_bit.exit
  %search_lo.0.lcssa = phi i64 [ 0, %search.key_bit.exit ], [ %1252, %search.feature.exit99 ]
  %1235 = and i32 %1181, 2147483647
  %1236 = xor i32 %1181, -1
  %.not298299 = icmp slt i32 %1181, 0
  %1237 = select i1 %.not298299, i32 %1235, i32 %1236
  %1238 = bitcast i32 %1237 to float
  %1239 = sub i64 %mask, %search_lo.0.lcssa
  %search_index104 = uitofp i64 %1239 to float
  br label %search.done

search.feature.body98:                            ; preds = %search.feature.body98.preheader, %search.feature.body98
  %search.feature100371 = phi i64 [ %1249, %search.feature.body98 ], [ %search.feature100371.ph, %search.feature.body98.preheader ]
  %search_count96.0370 = phi i64 [ %1248, %search.feature.body98 ], [ %search_count96.0370.ph, %search.feature.body98.preheader ]
  %1240 = getelementptr inbounds float, ptr %scratch, i64 %search.feature100371
  %key101 = load i32, ptr %1240, align 4
  %1241 = icmp ugt i32 %key101, %1181
  %1242 = icmp eq i32 %key101, %1181
  %1243 = sub i64 %mask, %search.feature100371
  %1244 = icmp uge i64 %1243, %candidate95
  %1245 = and i1 %1244, %1242
  %1246 = or i1 %1241, %1245
  %1247 = zext i1 %1246 to i64
  %1248 = add i64 %search_count96.0370, %1247
  %1249 = add nuw i64 %search.feature100371, 1
  %exitcond480.not = icmp eq i64 %1249, %n_features
  br i1 %exitcond480.not, label %search.feature.exit99.loopexit, label %search.feature.body98, !llvm.loop !22

search.feature.exit99.loopexit:                   ; preds = %search.feature.body98, %vec.epilog.middle.block770, %middle.block743
  %.lcssa552 = phi i64 [ %1234, %vec.epilog.middle.block770 ], [ %1222, %middle.block743 ], [ %1248, %search.feature.body98 ]
  %1250 = uitofp i64 %.lcssa552 to float
  br label %search.feature.exit99

search.feature.exit99:                            ; preds = %search.feature.exit99.loopexit, %search.index_bit.body
  %search_count96.0.lcssa = phi float [ 0.000000e+00, %search.index_bit.body ], [ %1250, %search.feature.exit99.loopexit ]
  %1251 = fcmp ole float %21, %search_count96.0.lcssa
  %1252 = select i1 %1251, i64 %candidate95, i64 %search_lo.0373
  %1253 = add nuw nsw i64 %search.index_bit374, 1
  %exitcond481.not = icmp eq i64 %1253, %umax
  br i1 %exitcond481.not, label %search.index_bit.exit, label %search.index_bit.body

max_block.header119.preheader:                    ; preds = %feature.body106.prol.loopexit, %feature.body106, %vec.epilog.middle.block, %middle.block693
  br i1 %.not418, label %max_block.exit121, label %max_block.body120.preheader

max_block.body120.preheader:                      ; preds = %max_block.header119.preheader
  br i1 %104, label %max_block.body120.epil.preheader, label %max_block.body120

feature.body106:                                  ; preds = %feature.body106.prol.loopexit, %feature.body106
  %feature108376 = phi i64 [ %1281, %feature.body106 ], [ %feature108376.unr, %feature.body106.prol.loopexit ]
  %1254 = getelementptr inbounds float, ptr %128, i64 %feature108376
  %1255 = load float, ptr %1254, align 4
  %1256 = fmul float %inv_t, %1255
  %feature109 = uitofp i64 %feature108376 to float
  %1257 = fcmp ogt float %1255, %search_value.0
  %1258 = select i1 %1257, float 1.000000e+00, float 0.000000e+00
  %1259 = fcmp oeq float %1255, %search_value.0
  %1260 = fcmp oge float %search_index.0, %feature109
  %1261 = select i1 %1259, i1 %1260, i1 false
  %1262 = select i1 %1261, float 1.000000e+00, float 0.000000e+00
  %1263 = fcmp ogt float %1262, %1258
  %max110 = select i1 %1263, float %1262, float %1258
  %1264 = fcmp une float %max110, 0.000000e+00
  %1265 = select i1 %1264, float %1256, float 0xFFF0000000000000
  %1266 = getelementptr inbounds float, ptr %scratch, i64 %feature108376
  store float %1265, ptr %1266, align 4
  %1267 = add nuw i64 %feature108376, 1
  %1268 = getelementptr inbounds float, ptr %128, i64 %1267
  %1269 = load float, ptr %1268, align 4
  %1270 = fmul float %inv_t, %1269
  %feature109.1 = uitofp i64 %1267 to float
  %1271 = fcmp ogt float %1269, %search_value.0
  %1272 = select i1 %1271, float 1.000000e+00, float 0.000000e+00
  %1273 = fcmp oeq float %1269, %search_value.0
  %1274 = fcmp oge float %search_index.0, %feature109.1
  %1275 = select i1 %1273, i1 %1274, i1 false
  %1276 = select i1 %1275, float 1.000000e+00, float 0.000000e+00
  %1277 = fcmp ogt float %1276, %1272
  %max110.1 = select i1 %1277, float %1276, float %1272
  %1278 = fcmp une float %max110.1, 0.000000e+00
  %1279 = select i1 %1278, float %1270, float 0xFFF0000000000000
  %1280 = getelementptr inbounds float, ptr %scratch, i64 %1267
  store float %1279, ptr %1280, align 4
  %1281 = add nuw i64 %feature108376, 2
  %exitcond482.not.1 = icmp eq i64 %1281, %n_features
  br i1 %exitcond482.not.1, label %max_block.header119.preheader, label %feature.body106, !llvm.loop !23

max_block.body120:                                ; preds = %max_block.body120.preheader, %max_block.body120
  %max_block122379 = phi i64 [ %1325, %max_block.body120 ], [ 0, %max_block.body120.preheader ]
  %max_index117.0378 = phi <8 x i64> [ %1324, %max_block.body120 ], [ zeroinitializer, %max_block.body120.preheader ]
  %max_best116.0377 = phi <8 x float> [ %1320, %max_block.body120 ], [ splat (float 0xFFF0000000000000), %max_block.body120.preheader ]
  %niter987 = phi i64 [ %niter987.next.3, %max_block.body120 ], [ 0, %max_block.body120.preheader ]
  %1282 = getelementptr inbounds float, ptr %scratch, i64 %max_block122379
  %block123 = load <8 x float>, ptr %1282, align 4
  %1283 = fcmp ogt <8 x float> %block123, %max_best116.0377
  %1284 = fcmp uno <8 x float> %block123, zeroinitializer
  %1285 = fcmp ord <8 x float> %max_best116.0377, zeroinitializer
  %1286 = and <8 x i1> %1285, %1284
  %take124 = or <8 x i1> %1283, %1286
  %1287 = select <8 x i1> %take124, <8 x float> %block123, <8 x float> %max_best116.0377
  %1288 = insertelement <8 x i64> poison, i64 %max_block122379, i64 0
  %1289 = shufflevector <8 x i64> %1288, <8 x i64> poison, <8 x i32> zeroinitializer
  %1290 = or disjoint <8 x i64> %1289, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1291 = select <8 x i1> %take124, <8 x i64> %1290, <8 x i64> %max_index117.0378
  %1292 = or disjoint i64 %max_block122379, 8
  %1293 = getelementptr inbounds float, ptr %scratch, i64 %1292
  %block123.1 = load <8 x float>, ptr %1293, align 4
  %1294 = fcmp ogt <8 x float> %block123.1, %1287
  %1295 = fcmp uno <8 x float> %block123.1, zeroinitializer
  %1296 = fcmp ord <8 x float> %1287, zeroinitializer
  %1297 = and <8 x i1> %1296, %1295
  %take124.1 = or <8 x i1> %1294, %1297
  %1298 = select <8 x i1> %take124.1, <8 x float> %block123.1, <8 x float> %1287
  %1299 = insertelement <8 x i64> poison, i64 %1292, i64 0
  %1300 = shufflevector <8 x i64> %1299, <8 x i64> poison, <8 x i32> zeroinitializer
  %1301 = or disjoint <8 x i64> %1300, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1302 = select <8 x i1> %take124.1, <8 x i64> %1301, <8 x i64> %1291
  %1303 = or disjoint i64 %max_block122379, 16
  %1304 = getelementptr inbounds float, ptr %scratch, i64 %1303
  %block123.2 = load <8 x float>, ptr %1304, align 4
  %1305 = fcmp ogt <8 x float> %block123.2, %1298
  %1306 = fcmp uno <8 x float> %block123.2, zeroinitializer
  %1307 = fcmp ord <8 x float> %1298, zeroinitializer
  %1308 = and <8 x i1> %1307, %1306
  %take124.2 = or <8 x i1> %1305, %1308
  %1309 = select <8 x i1> %take124.2, <8 x float> %block123.2, <8 x float> %1298
  %1310 = insertelement <8 x i64> poison, i64 %1303, i64 0
  %1311 = shufflevector <8 x i64> %1310, <8 x i64> poison, <8 x i32> zeroinitializer
  %1312 = or disjoint <8 x i64> %1311, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1313 = select <8 x i1> %take124.2, <8 x i64> %1312, <8 x i64> %1302
  %1314 = or disjoint i64 %max_block122379, 24
  %1315 = getelementptr inbounds float, ptr %scratch, i64 %1314
  %block123.3 = load <8 x float>, ptr %1315, align 4
  %1316 = fcmp ogt <8 x float> %block123.3, %1309
  %1317 = fcmp uno <8 x float> %block123.3, zeroinitializer
  %1318 = fcmp ord <8 x float> %1309, zeroinitializer
  %1319 = and <8 x i1> %1318, %1317
  %take124.3 = or <8 x i1> %1316, %1319
  %1320 = select <8 x i1> %take124.3, <8 x float> %block123.3, <8 x float> %1309
  %1321 = insertelement <8 x i64> poison, i64 %1314, i64 0
  %1322 = shufflevector <8 x i64> %1321, <8 x i64> poison, <8 x i32> zeroinitializer
  %1323 = or disjoint <8 x i64> %1322, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1324 = select <8 x i1> %take124.3, <8 x i64> %1323, <8 x i64> %1313
  %1325 = add nuw i64 %max_block122379, 32
  %niter987.next.3 = add i64 %niter987, 4
  %niter987.ncmp.3.not = icmp eq i64 %niter987.next.3, %unroll_iter986
  br i1 %niter987.ncmp.3.not, label %max_block.exit121.loopexit.unr-lcssa, label %max_block.body120

max_block.exit121.loopexit.unr-lcssa:             ; preds = %max_block.body120
  br i1 %lcmp.mod982.not, label %max_block.exit121, label %max_block.body120.epil.preheader

max_block.body120.epil.preheader:                 ; preds = %max_block.exit121.loopexit.unr-lcssa, %max_block.body120.preheader
  %max_block122379.epil.init = phi i64 [ 0, %max_block.body120.preheader ], [ %1325, %max_block.exit121.loopexit.unr-lcssa ]
  %max_index117.0378.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body120.preheader ], [ %1324, %max_block.exit121.loopexit.unr-lcssa ]
  %max_best116.0377.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body120.preheader ], [ %1320, %max_block.exit121.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod985)
  br label %max_block.body120.epil

max_block.body120.epil:                           ; preds = %max_block.body120.epil, %max_block.body120.epil.preheader
  %max_block122379.epil = phi i64 [ %1336, %max_block.body120.epil ], [ %max_block122379.epil.init, %max_block.body120.epil.preheader ]
  %max_index117.0378.epil = phi <8 x i64> [ %1335, %max_block.body120.epil ], [ %max_index117.0378.epil.init, %max_block.body120.epil.preheader ]
  %max_best116.0377.epil = phi <8 x float> [ %1331, %max_block.body120.epil ], [ %max_best116.0377.epil.init, %max_block.body120.epil.preheader ]
  %epil.iter981 = phi i64 [ %epil.iter981.next, %max_block.body120.epil ], [ 0, %max_block.body120.epil.preheader ]
  %1326 = getelementptr inbounds float, ptr %scratch, i64 %max_block122379.epil
  %block123.epil = load <8 x float>, ptr %1326, align 4
  %1327 = fcmp ogt <8 x float> %block123.epil, %max_best116.0377.epil
  %1328 = fcmp uno <8 x float> %block123.epil, zeroinitializer
  %1329 = fcmp ord <8 x float> %max_best116.0377.epil, zeroinitializer
  %1330 = and <8 x i1> %1329, %1328
  %take124.epil = or <8 x i1> %1327, %1330
  %1331 = select <8 x i1> %take124.epil, <8 x float> %block123.epil, <8 x float> %max_best116.0377.epil
  %1332 = insertelement <8 x i64> poison, i64 %max_block122379.epil, i64 0
  %1333 = shufflevector <8 x i64> %1332, <8 x i64> poison, <8 x i32> zeroinitializer
  %1334 = or disjoint <8 x i64> %1333, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1335 = select <8 x i1> %take124.epil, <8 x i64> %1334, <8 x i64> %max_index117.0378.epil
  %1336 = add nuw i64 %max_block122379.epil, 8
  %epil.iter981.next = add i64 %epil.iter981, 1
  %epil.iter981.cmp.not = icmp eq i64 %epil.iter981.next, %xtraiter980
  br i1 %epil.iter981.cmp.not, label %max_block.exit121, label %max_block.body120.epil, !llvm.loop !24

max_block.exit121:                                ; preds = %max_block.exit121.loopexit.unr-lcssa, %max_block.body120.epil, %search.done, %max_block.header119.preheader
  %max_best116.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.header119.preheader ], [ splat (float 0xFFF0000000000000), %search.done ], [ %1320, %max_block.exit121.loopexit.unr-lcssa ], [ %1331, %max_block.body120.epil ]
  %max_index117.0.lcssa = phi <8 x i64> [ zeroinitializer, %max_block.header119.preheader ], [ zeroinitializer, %search.done ], [ %1324, %max_block.exit121.loopexit.unr-lcssa ], [ %1335, %max_block.body120.epil ]
  %1337 = extractelement <8 x float> %max_best116.0.lcssa, i64 0
  %1338 = extractelement <8 x i64> %max_index117.0.lcssa, i64 0
  %1339 = fcmp une float %1337, 0xFFF0000000000000
  %1340 = select i1 %1339, i64 %1338, i64 0
  %1341 = extractelement <8 x float> %max_best116.0.lcssa, i64 1
  %1342 = extractelement <8 x i64> %max_index117.0.lcssa, i64 1
  %1343 = fcmp uno float %1341, 0.000000e+00
  %1344 = fcmp ord float %1337, 0.000000e+00
  %1345 = icmp ult i64 %1342, %1340
  %1346 = fcmp ogt float %1341, %1337
  %1347 = fcmp oeq float %1341, %1337
  %1348 = or i1 %1344, %1345
  %1349 = and i1 %1347, %1345
  %1350 = or i1 %1346, %1349
  %1351 = select i1 %1343, i1 %1348, i1 %1350
  %1352 = select i1 %1351, float %1341, float %1337
  %1353 = select i1 %1351, i64 %1342, i64 %1340
  %1354 = extractelement <8 x float> %max_best116.0.lcssa, i64 2
  %1355 = extractelement <8 x i64> %max_index117.0.lcssa, i64 2
  %1356 = fcmp uno float %1354, 0.000000e+00
  %1357 = fcmp ord float %1352, 0.000000e+00
  %1358 = icmp ult i64 %1355, %1353
  %1359 = fcmp ogt float %1354, %1352
  %1360 = fcmp oeq float %1354, %1352
  %1361 = or i1 %1357, %1358
  %1362 = and i1 %1360, %1358
  %1363 = or i1 %1359, %1362
  %1364 = select i1 %1356, i1 %1361, i1 %1363
  %1365 = select i1 %1364, float %1354, float %1352
  %1366 = select i1 %1364, i64 %1355, i64 %1353
  %1367 = extractelement <8 x float> %max_best116.0.lcssa, i64 3
  %1368 = extractelement <8 x i64> %max_index117.0.lcssa, i64 3
  %1369 = fcmp uno float %1367, 0.000000e+00
  %1370 = fcmp ord float %1365, 0.000000e+00
  %1371 = icmp ult i64 %1368, %1366
  %1372 = fcmp ogt float %1367, %1365
  %1373 = fcmp oeq float %1367, %1365
  %1374 = or i1 %1370, %1371
  %1375 = and i1 %1373, %1371
  %1376 = or i1 %1372, %1375
  %1377 = select i1 %1369, i1 %1374, i1 %1376
  %1378 = select i1 %1377, float %1367, float %1365
  %1379 = select i1 %1377, i64 %1368, i64 %1366
  %1380 = extractelement <8 x float> %max_best116.0.lcssa, i64 4
  %1381 = extractelement <8 x i64> %max_index117.0.lcssa, i64 4
  %1382 = fcmp uno float %1380, 0.000000e+00
  %1383 = fcmp ord float %1378, 0.000000e+00
  %1384 = icmp ult i64 %1381, %1379
  %1385 = fcmp ogt float %1380, %1378
  %1386 = fcmp oeq float %1380, %1378
  %1387 = or i1 %1383, %1384
  %1388 = and i1 %1386, %1384
  %1389 = or i1 %1385, %1388
  %1390 = select i1 %1382, i1 %1387, i1 %1389
  %1391 = select i1 %1390, float %1380, float %1378
  %1392 = select i1 %1390, i64 %1381, i64 %1379
  %1393 = extractelement <8 x float> %max_best116.0.lcssa, i64 5
  %1394 = extractelement <8 x i64> %max_index117.0.lcssa, i64 5
  %1395 = fcmp uno float %1393, 0.000000e+00
  %1396 = fcmp ord float %1391, 0.000000e+00
  %1397 = icmp ult i64 %1394, %1392
  %1398 = fcmp ogt float %1393, %1391
  %1399 = fcmp oeq float %1393, %1391
  %1400 = or i1 %1396, %1397
  %1401 = and i1 %1399, %1397
  %1402 = or i1 %1398, %1401
  %1403 = select i1 %1395, i1 %1400, i1 %1402
  %1404 = select i1 %1403, float %1393, float %1391
  %1405 = select i1 %1403, i64 %1394, i64 %1392
  %1406 = extractelement <8 x float> %max_best116.0.lcssa, i64 6
  %1407 = extractelement <8 x i64> %max_index117.0.lcssa, i64 6
  %1408 = fcmp uno float %1406, 0.000000e+00
  %1409 = fcmp ord float %1404, 0.000000e+00
  %1410 = icmp ult i64 %1407, %1405
  %1411 = fcmp ogt float %1406, %1404
  %1412 = fcmp oeq float %1406, %1404
  %1413 = or i1 %1409, %1410
  %1414 = and i1 %1412, %1410
  %1415 = or i1 %1411, %1414
  %1416 = select i1 %1408, i1 %1413, i1 %1415
  %1417 = select i1 %1416, float %1406, float %1404
  %1418 = select i1 %1416, i64 %1407, i64 %1405
  %1419 = extractelement <8 x float> %max_best116.0.lcssa, i64 7
  %1420 = extractelement <8 x i64> %max_index117.0.lcssa, i64 7
  %1421 = fcmp uno float %1419, 0.000000e+00
  %1422 = fcmp ord float %1417, 0.000000e+00
  %1423 = icmp ult i64 %1420, %1418
  %1424 = fcmp ogt float %1419, %1417
  %1425 = fcmp oeq float %1419, %1417
  %1426 = or i1 %1422, %1423
  %1427 = and i1 %1425, %1423
  %1428 = or i1 %1424, %1427
  %1429 = select i1 %1421, i1 %1426, i1 %1428
  %1430 = select i1 %1429, float %1419, float %1417
  br i1 %.not419, label %feature.header130.preheader, label %fold_tail.body126

feature.header130.preheader:                      ; preds = %fold_tail.body126, %max_block.exit121
  %fold_value111.0.lcssa = phi float [ %1430, %max_block.exit121 ], [ %1495, %fold_tail.body126 ]
  br i1 %.not417, label %search.feature.exit165, label %feature.body131.preheader

feature.body131.preheader:                        ; preds = %feature.header130.preheader
  %diff.check646 = icmp ult i64 %122, 32
  %or.cond888 = select i1 %min.iters.check648, i1 true, i1 %diff.check646
  br i1 %or.cond888, label %feature.body131.preheader899, label %vector.ph649

vector.ph649:                                     ; preds = %feature.body131.preheader
  %broadcast.splatinsert654 = insertelement <8 x float> poison, float %search_value.0, i64 0
  %broadcast.splat655 = shufflevector <8 x float> %broadcast.splatinsert654, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert656 = insertelement <8 x float> poison, float %search_index.0, i64 0
  %broadcast.splat657 = shufflevector <8 x float> %broadcast.splatinsert656, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert658 = insertelement <8 x float> poison, float %fold_value111.0.lcssa, i64 0
  %broadcast.splat659 = shufflevector <8 x float> %broadcast.splatinsert658, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body660

vector.body660:                                   ; preds = %vector.body660, %vector.ph649
  %index661 = phi i64 [ 0, %vector.ph649 ], [ %index.next664, %vector.body660 ]
  %vec.ind662 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph649 ], [ %vec.ind.next665, %vector.body660 ]
  %1431 = getelementptr inbounds float, ptr %128, i64 %index661
  %wide.load663 = load <8 x float>, ptr %1431, align 4
  %1432 = fmul <8 x float> %broadcast.splat653, %wide.load663
  %1433 = uitofp <8 x i64> %vec.ind662 to <8 x float>
  %1434 = fcmp ogt <8 x float> %wide.load663, %broadcast.splat655
  %1435 = select <8 x i1> %1434, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1436 = fcmp oeq <8 x float> %wide.load663, %broadcast.splat655
  %1437 = fcmp oge <8 x float> %broadcast.splat657, %1433
  %1438 = select <8 x i1> %1436, <8 x i1> %1437, <8 x i1> zeroinitializer
  %1439 = select <8 x i1> %1438, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1440 = fcmp ogt <8 x float> %1439, %1435
  %1441 = select <8 x i1> %1440, <8 x float> %1439, <8 x float> %1435
  %1442 = fsub <8 x float> %1432, %broadcast.splat659
  %1443 = fcmp olt <8 x float> %1442, splat (float -1.040000e+02)
  %1444 = select <8 x i1> %1443, <8 x float> splat (float -1.040000e+02), <8 x float> %1442
  %1445 = fcmp ogt <8 x float> %1444, splat (float 8.900000e+01)
  %1446 = select <8 x i1> %1445, <8 x float> splat (float 8.900000e+01), <8 x float> %1444
  %1447 = fmul <8 x float> %1446, splat (float 0x3FF7154760000000)
  %1448 = fadd <8 x float> %1447, splat (float 0x4168000000000000)
  %1449 = fadd <8 x float> %1448, splat (float 0xC168000000000000)
  %1450 = bitcast <8 x float> %1448 to <8 x i32>
  %1451 = fmul <8 x float> %1449, splat (float 0x3FE62E4000000000)
  %1452 = fsub <8 x float> %1446, %1451
  %1453 = fmul <8 x float> %1449, splat (float 0x3EB7F7D1C0000000)
  %1454 = fsub <8 x float> %1452, %1453
  %1455 = fmul <8 x float> %1454, %1454
  %1456 = fmul <8 x float> %1455, splat (float 0x3E66376980000000)
  %1457 = fadd <8 x float> %1456, splat (float 0xBEBBBD41C0000000)
  %1458 = fmul <8 x float> %1455, %1457
  %1459 = fadd <8 x float> %1458, splat (float 0x3F11566AA0000000)
  %1460 = fmul <8 x float> %1455, %1459
  %1461 = fadd <8 x float> %1460, splat (float 0xBF66C16C20000000)
  %1462 = fmul <8 x float> %1455, %1461
  %1463 = fadd <8 x float> %1462, splat (float 0x3FC5555560000000)
  %1464 = fmul <8 x float> %1455, %1463
  %1465 = fsub <8 x float> %1454, %1464
  %1466 = fmul <8 x float> %1454, %1465
  %1467 = fsub <8 x float> splat (float 2.000000e+00), %1465
  %1468 = fdiv <8 x float> %1466, %1467
  %1469 = fsub <8 x float> %1453, %1468
  %1470 = fsub <8 x float> %1452, %1469
  %1471 = fadd <8 x float> %1470, splat (float 1.000000e+00)
  %1472 = add <8 x i32> %1450, splat (i32 -1262485248)
  %1473 = lshr <8 x i32> %1472, splat (i32 1)
  %1474 = add <8 x i32> %1450, splat (i32 255)
  %1475 = sub <8 x i32> %1474, %1473
  %1476 = shl <8 x i32> %1473, splat (i32 23)
  %1477 = add <8 x i32> %1476, splat (i32 -8388608)
  %1478 = shl <8 x i32> %1475, splat (i32 23)
  %1479 = bitcast <8 x i32> %1477 to <8 x float>
  %1480 = bitcast <8 x i32> %1478 to <8 x float>
  %1481 = fmul <8 x float> %1471, %1479
  %1482 = fmul <8 x float> %1481, %1480
  %1483 = fcmp uno <8 x float> %1442, zeroinitializer
  %1484 = select <8 x i1> %1483, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1482
  %1485 = fcmp une <8 x float> %1441, zeroinitializer
  %1486 = select <8 x i1> %1485, <8 x float> %1484, <8 x float> zeroinitializer
  %1487 = getelementptr inbounds float, ptr %scratch, i64 %index661
  store <8 x float> %1486, ptr %1487, align 4
  %index.next664 = add nuw i64 %index661, 8
  %vec.ind.next665 = add nuw <8 x i64> %vec.ind662, splat (i64 8)
  %1488 = icmp eq i64 %index.next664, %n.vec651
  br i1 %1488, label %middle.block666, label %vector.body660, !llvm.loop !25

middle.block666:                                  ; preds = %vector.body660
  br i1 %cmp.n667, label %fold_tail.body142.preheader, label %feature.body131.preheader899

feature.body131.preheader899:                     ; preds = %feature.body131.preheader, %middle.block666
  %feature133386.ph = phi i64 [ 0, %feature.body131.preheader ], [ %n.vec651, %middle.block666 ]
  br label %feature.body131

fold_tail.body142.preheader:                      ; preds = %feature.body131, %middle.block666
  br i1 %105, label %fold_tail.body142.epil.preheader, label %fold_tail.body142

fold_tail.body126:                                ; preds = %max_block.exit121, %fold_tail.body126
  %fold_tail128384 = phi i64 [ %1496, %fold_tail.body126 ], [ %blocks_end, %max_block.exit121 ]
  %fold_value111.0382 = phi float [ %1495, %fold_tail.body126 ], [ %1430, %max_block.exit121 ]
  %1489 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail128384
  %1490 = load float, ptr %1489, align 4
  %1491 = fcmp ogt float %1490, %fold_value111.0382
  %1492 = fcmp uno float %1490, 0.000000e+00
  %1493 = fcmp ord float %fold_value111.0382, 0.000000e+00
  %1494 = and i1 %1493, %1492
  %take129 = or i1 %1491, %1494
  %1495 = select i1 %take129, float %1490, float %fold_value111.0382
  %1496 = add nuw i64 %fold_tail128384, 1
  %1497 = icmp ult i64 %1496, %n_features
  br i1 %1497, label %fold_tail.body126, label %feature.header130.preheader

feature.body131:                                  ; preds = %feature.body131.preheader899, %feature.body131
  %feature133386 = phi i64 [ %1554, %feature.body131 ], [ %feature133386.ph, %feature.body131.preheader899 ]
  %1498 = getelementptr inbounds float, ptr %128, i64 %feature133386
  %1499 = load float, ptr %1498, align 4
  %1500 = fmul float %inv_t, %1499
  %feature134 = uitofp i64 %feature133386 to float
  %1501 = fcmp ogt float %1499, %search_value.0
  %1502 = select i1 %1501, float 1.000000e+00, float 0.000000e+00
  %1503 = fcmp oeq float %1499, %search_value.0
  %1504 = fcmp oge float %search_index.0, %feature134
  %1505 = select i1 %1503, i1 %1504, i1 false
  %1506 = select i1 %1505, float 1.000000e+00, float 0.000000e+00
  %1507 = fcmp ogt float %1506, %1502
  %max135 = select i1 %1507, float %1506, float %1502
  %1508 = fsub float %1500, %fold_value111.0.lcssa
  %1509 = fcmp olt float %1508, -1.040000e+02
  %1510 = select i1 %1509, float -1.040000e+02, float %1508
  %1511 = fcmp ogt float %1510, 8.900000e+01
  %1512 = select i1 %1511, float 8.900000e+01, float %1510
  %1513 = fmul float %1512, 0x3FF7154760000000
  %1514 = fadd float %1513, 0x4168000000000000
  %1515 = fadd float %1514, 0xC168000000000000
  %1516 = bitcast float %1514 to i32
  %1517 = fmul float %1515, 0x3FE62E4000000000
  %1518 = fsub float %1512, %1517
  %1519 = fmul float %1515, 0x3EB7F7D1C0000000
  %1520 = fsub float %1518, %1519
  %1521 = fmul float %1520, %1520
  %1522 = fmul float %1521, 0x3E66376980000000
  %1523 = fadd float %1522, 0xBEBBBD41C0000000
  %1524 = fmul float %1521, %1523
  %1525 = fadd float %1524, 0x3F11566AA0000000
  %1526 = fmul float %1521, %1525
  %1527 = fadd float %1526, 0xBF66C16C20000000
  %1528 = fmul float %1521, %1527
  %1529 = fadd float %1528, 0x3FC5555560000000
  %1530 = fmul float %1521, %1529
  %1531 = fsub float %1520, %1530
  %1532 = fmul float %1520, %1531
  %1533 = fsub float 2.000000e+00, %1531
  %1534 = fdiv float %1532, %1533
  %1535 = fsub float %1519, %1534
  %1536 = fsub float %1518, %1535
  %1537 = fadd float %1536, 1.000000e+00
  %1538 = add i32 %1516, -1262485248
  %1539 = lshr i32 %1538, 1
  %1540 = add i32 %1516, 255
  %1541 = sub i32 %1540, %1539
  %1542 = shl i32 %1539, 23
  %1543 = add i32 %1542, -8388608
  %1544 = shl i32 %1541, 23
  %1545 = bitcast i32 %1543 to float
  %1546 = bitcast i32 %1544 to float
  %1547 = fmul float %1537, %1545
  %1548 = fmul float %1547, %1546
  %1549 = fcmp uno float %1508, 0.000000e+00
  %1550 = select i1 %1549, float 0x7FF8000000000000, float %1548
  %1551 = fcmp une float %max135, 0.000000e+00
  %1552 = select i1 %1551, float %1550, float 0.000000e+00
  %1553 = getelementptr inbounds float, ptr %scratch, i64 %feature133386
  store float %1552, ptr %1553, align 4
  %1554 = add nuw i64 %feature133386, 1
  %exitcond483.not = icmp eq i64 %1554, %n_features
  br i1 %exitcond483.not, label %fold_tail.body142.preheader, label %feature.body131, !llvm.loop !26

feature.body146.preheader.unr-lcssa:              ; preds = %fold_tail.body142
  br i1 %lcmp.mod990.not, label %feature.body146.preheader, label %fold_tail.body142.epil.preheader

fold_tail.body142.epil.preheader:                 ; preds = %feature.body146.preheader.unr-lcssa, %fold_tail.body142.preheader
  %fold_tail144388.epil.init = phi i64 [ 0, %fold_tail.body142.preheader ], [ %1659, %feature.body146.preheader.unr-lcssa ]
  %fold_value136.0387.epil.init = phi float [ 0.000000e+00, %fold_tail.body142.preheader ], [ %1658, %feature.body146.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod992)
  br label %fold_tail.body142.epil

fold_tail.body142.epil:                           ; preds = %fold_tail.body142.epil, %fold_tail.body142.epil.preheader
  %fold_tail144388.epil = phi i64 [ %1558, %fold_tail.body142.epil ], [ %fold_tail144388.epil.init, %fold_tail.body142.epil.preheader ]
  %fold_value136.0387.epil = phi float [ %1557, %fold_tail.body142.epil ], [ %fold_value136.0387.epil.init, %fold_tail.body142.epil.preheader ]
  %epil.iter989 = phi i64 [ %epil.iter989.next, %fold_tail.body142.epil ], [ 0, %fold_tail.body142.epil.preheader ]
  %1555 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail144388.epil
  %1556 = load float, ptr %1555, align 4
  %1557 = fadd float %fold_value136.0387.epil, %1556
  %1558 = add nuw i64 %fold_tail144388.epil, 1
  %epil.iter989.next = add i64 %epil.iter989, 1
  %epil.iter989.cmp.not = icmp eq i64 %epil.iter989.next, %xtraiter988
  br i1 %epil.iter989.cmp.not, label %feature.body146.preheader, label %fold_tail.body142.epil, !llvm.loop !27

feature.body146.preheader:                        ; preds = %fold_tail.body142.epil, %feature.body146.preheader.unr-lcssa
  %.lcssa932 = phi float [ %1658, %feature.body146.preheader.unr-lcssa ], [ %1557, %fold_tail.body142.epil ]
  br i1 %min.iters.check622, label %feature.body146.preheader898, label %vector.memcheck618

vector.memcheck618:                               ; preds = %feature.body146.preheader
  %diff.check619 = icmp ult i64 %124, 32
  %diff.check620 = icmp ult i64 %125, 32
  %conflict.rdx = or i1 %diff.check619, %diff.check620
  br i1 %conflict.rdx, label %feature.body146.preheader898, label %vector.ph623

vector.ph623:                                     ; preds = %vector.memcheck618
  %broadcast.splatinsert626 = insertelement <8 x float> poison, float %.lcssa932, i64 0
  %broadcast.splat627 = shufflevector <8 x float> %broadcast.splatinsert626, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert630 = insertelement <8 x float> poison, float %search_value.0, i64 0
  %broadcast.splat631 = shufflevector <8 x float> %broadcast.splatinsert630, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert632 = insertelement <8 x float> poison, float %search_index.0, i64 0
  %broadcast.splat633 = shufflevector <8 x float> %broadcast.splatinsert632, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert634 = insertelement <8 x float> poison, float %fold_value111.0.lcssa, i64 0
  %broadcast.splat635 = shufflevector <8 x float> %broadcast.splatinsert634, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body636

vector.body636:                                   ; preds = %vector.body636, %vector.ph623
  %index637 = phi i64 [ 0, %vector.ph623 ], [ %index.next640, %vector.body636 ]
  %vec.ind638 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph623 ], [ %vec.ind.next641, %vector.body636 ]
  %1559 = getelementptr inbounds float, ptr %128, i64 %index637
  %wide.load639 = load <8 x float>, ptr %1559, align 4
  %1560 = fmul <8 x float> %broadcast.splat629, %wide.load639
  %1561 = uitofp <8 x i64> %vec.ind638 to <8 x float>
  %1562 = fcmp ogt <8 x float> %wide.load639, %broadcast.splat631
  %1563 = select <8 x i1> %1562, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1564 = fcmp oeq <8 x float> %wide.load639, %broadcast.splat631
  %1565 = fcmp oge <8 x float> %broadcast.splat633, %1561
  %1566 = select <8 x i1> %1564, <8 x i1> %1565, <8 x i1> zeroinitializer
  %1567 = select <8 x i1> %1566, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1568 = fcmp ogt <8 x float> %1567, %1563
  %1569 = select <8 x i1> %1568, <8 x float> %1567, <8 x float> %1563
  %1570 = fsub <8 x float> %1560, %broadcast.splat635
  %1571 = fcmp olt <8 x float> %1570, splat (float -1.040000e+02)
  %1572 = select <8 x i1> %1571, <8 x float> splat (float -1.040000e+02), <8 x float> %1570
  %1573 = fcmp ogt <8 x float> %1572, splat (float 8.900000e+01)
  %1574 = select <8 x i1> %1573, <8 x float> splat (float 8.900000e+01), <8 x float> %1572
  %1575 = fmul <8 x float> %1574, splat (float 0x3FF7154760000000)
  %1576 = fadd <8 x float> %1575, splat (float 0x4168000000000000)
  %1577 = fadd <8 x float> %1576, splat (float 0xC168000000000000)
  %1578 = bitcast <8 x float> %1576 to <8 x i32>
  %1579 = fmul <8 x float> %1577, splat (float 0x3FE62E4000000000)
  %1580 = fsub <8 x float> %1574, %1579
  %1581 = fmul <8 x float> %1577, splat (float 0x3EB7F7D1C0000000)
  %1582 = fsub <8 x float> %1580, %1581
  %1583 = fmul <8 x float> %1582, %1582
  %1584 = fmul <8 x float> %1583, splat (float 0x3E66376980000000)
  %1585 = fadd <8 x float> %1584, splat (float 0xBEBBBD41C0000000)
  %1586 = fmul <8 x float> %1583, %1585
  %1587 = fadd <8 x float> %1586, splat (float 0x3F11566AA0000000)
  %1588 = fmul <8 x float> %1583, %1587
  %1589 = fadd <8 x float> %1588, splat (float 0xBF66C16C20000000)
  %1590 = fmul <8 x float> %1583, %1589
  %1591 = fadd <8 x float> %1590, splat (float 0x3FC5555560000000)
  %1592 = fmul <8 x float> %1583, %1591
  %1593 = fsub <8 x float> %1582, %1592
  %1594 = fmul <8 x float> %1582, %1593
  %1595 = fsub <8 x float> splat (float 2.000000e+00), %1593
  %1596 = fdiv <8 x float> %1594, %1595
  %1597 = fsub <8 x float> %1581, %1596
  %1598 = fsub <8 x float> %1580, %1597
  %1599 = fadd <8 x float> %1598, splat (float 1.000000e+00)
  %1600 = add <8 x i32> %1578, splat (i32 -1262485248)
  %1601 = lshr <8 x i32> %1600, splat (i32 1)
  %1602 = add <8 x i32> %1578, splat (i32 255)
  %1603 = sub <8 x i32> %1602, %1601
  %1604 = shl <8 x i32> %1601, splat (i32 23)
  %1605 = add <8 x i32> %1604, splat (i32 -8388608)
  %1606 = shl <8 x i32> %1603, splat (i32 23)
  %1607 = bitcast <8 x i32> %1605 to <8 x float>
  %1608 = bitcast <8 x i32> %1606 to <8 x float>
  %1609 = fmul <8 x float> %1599, %1607
  %1610 = fmul <8 x float> %1609, %1608
  %1611 = fcmp uno <8 x float> %1570, zeroinitializer
  %1612 = select <8 x i1> %1611, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1610
  %1613 = fdiv <8 x float> %1612, %broadcast.splat627
  %1614 = fcmp une <8 x float> %1569, zeroinitializer
  %1615 = select <8 x i1> %1614, <8 x float> %1613, <8 x float> zeroinitializer
  %1616 = fadd <8 x float> %1613, zeroinitializer
  %1617 = select <8 x i1> %1614, <8 x float> %1616, <8 x float> splat (float -1.000000e+00)
  %1618 = bitcast <8 x float> %1617 to <8 x i32>
  %1619 = icmp slt <8 x i32> %1618, zeroinitializer
  %1620 = xor <8 x i32> %1618, splat (i32 -1)
  %1621 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %1617)
  %1622 = fneg <8 x float> %1621
  %1623 = bitcast <8 x float> %1622 to <8 x i32>
  %1624 = select <8 x i1> %1619, <8 x i32> %1620, <8 x i32> %1623
  %1625 = getelementptr inbounds float, ptr %scratch, i64 %index637
  store <8 x i32> %1624, ptr %1625, align 4
  %1626 = getelementptr float, ptr %13, i64 %index637
  store <8 x float> %1615, ptr %1626, align 4
  %index.next640 = add nuw i64 %index637, 8
  %vec.ind.next641 = add nuw <8 x i64> %vec.ind638, splat (i64 8)
  %1627 = icmp eq i64 %index.next640, %n.vec625
  br i1 %1627, label %middle.block642, label %vector.body636, !llvm.loop !28

middle.block642:                                  ; preds = %vector.body636
  br i1 %cmp.n643, label %search.feature.body164.preheader, label %feature.body146.preheader898

feature.body146.preheader898:                     ; preds = %vector.memcheck618, %feature.body146.preheader, %middle.block642
  %feature148390.ph = phi i64 [ 0, %vector.memcheck618 ], [ 0, %feature.body146.preheader ], [ %n.vec625, %middle.block642 ]
  br label %feature.body146

fold_tail.body142:                                ; preds = %fold_tail.body142.preheader, %fold_tail.body142
  %fold_tail144388 = phi i64 [ %1659, %fold_tail.body142 ], [ 0, %fold_tail.body142.preheader ]
  %fold_value136.0387 = phi float [ %1658, %fold_tail.body142 ], [ 0.000000e+00, %fold_tail.body142.preheader ]
  %niter994 = phi i64 [ %niter994.next.7, %fold_tail.body142 ], [ 0, %fold_tail.body142.preheader ]
  %1628 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail144388
  %1629 = load float, ptr %1628, align 4
  %1630 = fadd float %fold_value136.0387, %1629
  %1631 = getelementptr float, ptr %scratch, i64 %fold_tail144388
  %1632 = getelementptr i8, ptr %1631, i64 4
  %1633 = load float, ptr %1632, align 4
  %1634 = fadd float %1630, %1633
  %1635 = getelementptr float, ptr %scratch, i64 %fold_tail144388
  %1636 = getelementptr i8, ptr %1635, i64 8
  %1637 = load float, ptr %1636, align 4
  %1638 = fadd float %1634, %1637
  %1639 = getelementptr float, ptr %scratch, i64 %fold_tail144388
  %1640 = getelementptr i8, ptr %1639, i64 12
  %1641 = load float, ptr %1640, align 4
  %1642 = fadd float %1638, %1641
  %1643 = getelementptr float, ptr %scratch, i64 %fold_tail144388
  %1644 = getelementptr i8, ptr %1643, i64 16
  %1645 = load float, ptr %1644, align 4
  %1646 = fadd float %1642, %1645
  %1647 = getelementptr float, ptr %scratch, i64 %fold_tail144388
  %1648 = getelementptr i8, ptr %1647, i64 20
  %1649 = load float, ptr %1648, align 4
  %1650 = fadd float %1646, %1649
  %1651 = getelementptr float, ptr %scratch, i64 %fold_tail144388
  %1652 = getelementptr i8, ptr %1651, i64 24
  %1653 = load float, ptr %1652, align 4
  %1654 = fadd float %1650, %1653
  %1655 = getelementptr float, ptr %scratch, i64 %fold_tail144388
  %1656 = getelementptr i8, ptr %1655, i64 28
  %1657 = load float, ptr %1656, align 4
  %1658 = fadd float %1654, %1657
  %1659 = add nuw i64 %fold_tail144388, 8
  %niter994.next.7 = add i64 %niter994, 8
  %niter994.ncmp.7 = icmp eq i64 %niter994.next.7, %unroll_iter993
  br i1 %niter994.ncmp.7, label %feature.body146.preheader.unr-lcssa, label %fold_tail.body142

feature.body146:                                  ; preds = %feature.body146.preheader898, %feature.body146
  %feature148390 = phi i64 [ %1727, %feature.body146 ], [ %feature148390.ph, %feature.body146.preheader898 ]
  %1660 = getelementptr inbounds float, ptr %128, i64 %feature148390
  %1661 = load float, ptr %1660, align 4
  %1662 = fmul float %inv_t, %1661
  %feature149 = uitofp i64 %feature148390 to float
  %1663 = fcmp ogt float %1661, %search_value.0
  %1664 = select i1 %1663, float 1.000000e+00, float 0.000000e+00
  %1665 = fcmp oeq float %1661, %search_value.0
  %1666 = fcmp oge float %search_index.0, %feature149
  %1667 = select i1 %1665, i1 %1666, i1 false
  %1668 = select i1 %1667, float 1.000000e+00, float 0.000000e+00
  %1669 = fcmp ogt float %1668, %1664
  %max150 = select i1 %1669, float %1668, float %1664
  %1670 = fsub float %1662, %fold_value111.0.lcssa
  %1671 = fcmp olt float %1670, -1.040000e+02
  %1672 = select i1 %1671, float -1.040000e+02, float %1670
  %1673 = fcmp ogt float %1672, 8.900000e+01
  %1674 = select i1 %1673, float 8.900000e+01, float %1672
  %1675 = fmul float %1674, 0x3FF7154760000000
  %1676 = fadd float %1675, 0x4168000000000000
  %1677 = fadd float %1676, 0xC168000000000000
  %1678 = bitcast float %1676 to i32
  %1679 = fmul float %1677, 0x3FE62E4000000000
  %1680 = fsub float %1674, %1679
  %1681 = fmul float %1677, 0x3EB7F7D1C0000000
  %1682 = fsub float %1680, %1681
  %1683 = fmul float %1682, %1682
  %1684 = fmul float %1683, 0x3E66376980000000
  %1685 = fadd float %1684, 0xBEBBBD41C0000000
  %1686 = fmul float %1683, %1685
  %1687 = fadd float %1686, 0x3F11566AA0000000
  %1688 = fmul float %1683, %1687
  %1689 = fadd float %1688, 0xBF66C16C20000000
  %1690 = fmul float %1683, %1689
  %1691 = fadd float %1690, 0x3FC5555560000000
  %1692 = fmul float %1683, %1691
  %1693 = fsub float %1682, %1692
  %1694 = fmul float %1682, %1693
  %1695 = fsub float 2.000000e+00, %1693
  %1696 = fdiv float %1694, %1695
  %1697 = fsub float %1681, %1696
  %1698 = fsub float %1680, %1697
  %1699 = fadd float %1698, 1.000000e+00
  %1700 = add i32 %1678, -1262485248
  %1701 = lshr i32 %1700, 1
  %1702 = add i32 %1678, 255
  %1703 = sub i32 %1702, %1701
  %1704 = shl i32 %1701, 23
  %1705 = add i32 %1704, -8388608
  %1706 = shl i32 %1703, 23
  %1707 = bitcast i32 %1705 to float
  %1708 = bitcast i32 %1706 to float
  %1709 = fmul float %1699, %1707
  %1710 = fmul float %1709, %1708
  %1711 = fcmp uno float %1670, 0.000000e+00
  %1712 = select i1 %1711, float 0x7FF8000000000000, float %1710
  %1713 = fdiv float %1712, %.lcssa932
  %1714 = fcmp une float %max150, 0.000000e+00
  %1715 = select i1 %1714, float %1713, float 0.000000e+00
  %1716 = fadd float %1713, 0.000000e+00
  %1717 = select i1 %1714, float %1716, float -1.000000e+00
  %1718 = bitcast float %1717 to i32
  %1719 = icmp slt i32 %1718, 0
  %1720 = xor i32 %1718, -1
  %1721 = tail call float @llvm.fabs.f32(float %1717)
  %1722 = fneg float %1721
  %1723 = bitcast float %1722 to i32
  %1724 = select i1 %1719, i32 %1720, i32 %1723
  %1725 = getelementptr inbounds float, ptr %scratch, i64 %feature148390
  store i32 %1724, ptr %1725, align 4
  %1726 = getelementptr float, ptr %13, i64 %feature148390
  store float %1715, ptr %1726, align 4
  %1727 = add nuw i64 %feature148390, 1
  %exitcond485.not = icmp eq i64 %1727, %n_features
  br i1 %exitcond485.not, label %search.feature.body164.preheader, label %feature.body146, !llvm.loop !29

search.feature.body164.preheader:                 ; preds = %feature.body146, %middle.block642
  br i1 %106, label %search.feature.body164.epil.preheader, label %search.feature.body164

search.feature.body164:                           ; preds = %search.feature.body164.preheader, %search.feature.body164
  %search.feature166392 = phi i64 [ %1759, %search.feature.body164 ], [ 0, %search.feature.body164.preheader ]
  %fold_value158.0391 = phi float [ %1758, %search.feature.body164 ], [ 0.000000e+00, %search.feature.body164.preheader ]
  %niter1001 = phi i64 [ %niter1001.next.7, %search.feature.body164 ], [ 0, %search.feature.body164.preheader ]
  %1728 = getelementptr float, ptr %13, i64 %search.feature166392
  %1729 = load float, ptr %1728, align 4
  %1730 = fadd float %fold_value158.0391, %1729
  %1731 = getelementptr float, ptr %13, i64 %search.feature166392
  %1732 = getelementptr i8, ptr %1731, i64 4
  %1733 = load float, ptr %1732, align 4
  %1734 = fadd float %1730, %1733
  %1735 = getelementptr float, ptr %13, i64 %search.feature166392
  %1736 = getelementptr i8, ptr %1735, i64 8
  %1737 = load float, ptr %1736, align 4
  %1738 = fadd float %1734, %1737
  %1739 = getelementptr float, ptr %13, i64 %search.feature166392
  %1740 = getelementptr i8, ptr %1739, i64 12
  %1741 = load float, ptr %1740, align 4
  %1742 = fadd float %1738, %1741
  %1743 = getelementptr float, ptr %13, i64 %search.feature166392
  %1744 = getelementptr i8, ptr %1743, i64 16
  %1745 = load float, ptr %1744, align 4
  %1746 = fadd float %1742, %1745
  %1747 = getelementptr float, ptr %13, i64 %search.feature166392
  %1748 = getelementptr i8, ptr %1747, i64 20
  %1749 = load float, ptr %1748, align 4
  %1750 = fadd float %1746, %1749
  %1751 = getelementptr float, ptr %13, i64 %search.feature166392
  %1752 = getelementptr i8, ptr %1751, i64 24
  %1753 = load float, ptr %1752, align 4
  %1754 = fadd float %1750, %1753
  %1755 = getelementptr float, ptr %13, i64 %search.feature166392
  %1756 = getelementptr i8, ptr %1755, i64 28
  %1757 = load float, ptr %1756, align 4
  %1758 = fadd float %1754, %1757
  %1759 = add nuw i64 %search.feature166392, 8
  %niter1001.next.7 = add i64 %niter1001, 8
  %niter1001.ncmp.7 = icmp eq i64 %niter1001.next.7, %unroll_iter1000
  br i1 %niter1001.ncmp.7, label %search.feature.exit165.loopexit.unr-lcssa, label %search.feature.body164

search.feature.exit165.loopexit.unr-lcssa:        ; preds = %search.feature.body164
  br i1 %lcmp.mod997.not, label %search.feature.exit165, label %search.feature.body164.epil.preheader

search.feature.body164.epil.preheader:            ; preds = %search.feature.exit165.loopexit.unr-lcssa, %search.feature.body164.preheader
  %search.feature166392.epil.init = phi i64 [ 0, %search.feature.body164.preheader ], [ %1759, %search.feature.exit165.loopexit.unr-lcssa ]
  %fold_value158.0391.epil.init = phi float [ 0.000000e+00, %search.feature.body164.preheader ], [ %1758, %search.feature.exit165.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod999)
  br label %search.feature.body164.epil

search.feature.body164.epil:                      ; preds = %search.feature.body164.epil, %search.feature.body164.epil.preheader
  %search.feature166392.epil = phi i64 [ %1763, %search.feature.body164.epil ], [ %search.feature166392.epil.init, %search.feature.body164.epil.preheader ]
  %fold_value158.0391.epil = phi float [ %1762, %search.feature.body164.epil ], [ %fold_value158.0391.epil.init, %search.feature.body164.epil.preheader ]
  %epil.iter996 = phi i64 [ %epil.iter996.next, %search.feature.body164.epil ], [ 0, %search.feature.body164.epil.preheader ]
  %1760 = getelementptr float, ptr %13, i64 %search.feature166392.epil
  %1761 = load float, ptr %1760, align 4
  %1762 = fadd float %fold_value158.0391.epil, %1761
  %1763 = add nuw i64 %search.feature166392.epil, 1
  %epil.iter996.next = add i64 %epil.iter996, 1
  %epil.iter996.cmp.not = icmp eq i64 %epil.iter996.next, %xtraiter995
  br i1 %epil.iter996.cmp.not, label %search.feature.exit165, label %search.feature.body164.epil, !llvm.loop !30

search.feature.exit165:                           ; preds = %search.feature.exit165.loopexit.unr-lcssa, %search.feature.body164.epil, %feature.header130.preheader
  %fold_value136.0.lcssa501503 = phi float [ 0.000000e+00, %feature.header130.preheader ], [ %.lcssa932, %search.feature.body164.epil ], [ %.lcssa932, %search.feature.exit165.loopexit.unr-lcssa ]
  %fold_value158.0.lcssa = phi float [ 0.000000e+00, %feature.header130.preheader ], [ %1758, %search.feature.exit165.loopexit.unr-lcssa ], [ %1762, %search.feature.body164.epil ]
  %1764 = fcmp oge float %fold_value158.0.lcssa, %28
  %search.run168 = and i1 %29, %1764
  br i1 %search.run168, label %search.key_bit.body173, label %search.done170

search.done170:                                   ; preds = %search.index_bit.exit194, %search.feature.exit165
  %search_value156.0 = phi float [ %2088, %search.index_bit.exit194 ], [ 0xFFF0000000000000, %search.feature.exit165 ]
  %search_index157.0 = phi float [ %search_index208, %search.index_bit.exit194 ], [ 0x7FF0000000000000, %search.feature.exit165 ]
  br i1 %.not417, label %max_block.exit227, label %feature.body210.lr.ph

feature.body210.lr.ph:                            ; preds = %search.done170
  %.reass.reass = xor i64 %row415, %invariant.op416
  %1765 = and i64 %.reass.reass, 4294967295
  %1766 = mul nuw i64 %1765, 3528531795
  %1767 = lshr i64 %1766, 32
  %1768 = xor i64 %1767, %37
  %diff.check = icmp ult i64 %127, 32
  %or.cond889 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond889, label %feature.body210.preheader, label %vector.ph

vector.ph:                                        ; preds = %feature.body210.lr.ph
  %broadcast.splatinsert568 = insertelement <8 x i64> poison, i64 %1768, i64 0
  %broadcast.splat569 = shufflevector <8 x i64> %broadcast.splatinsert568, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert572 = insertelement <8 x float> poison, float %search_value.0, i64 0
  %broadcast.splat573 = shufflevector <8 x float> %broadcast.splatinsert572, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert574 = insertelement <8 x float> poison, float %search_index.0, i64 0
  %broadcast.splat575 = shufflevector <8 x float> %broadcast.splatinsert574, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert576 = insertelement <8 x float> poison, float %fold_value111.0.lcssa, i64 0
  %broadcast.splat577 = shufflevector <8 x float> %broadcast.splatinsert576, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert578 = insertelement <8 x float> poison, float %fold_value136.0.lcssa501503, i64 0
  %broadcast.splat579 = shufflevector <8 x float> %broadcast.splatinsert578, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert580 = insertelement <8 x float> poison, float %search_value156.0, i64 0
  %broadcast.splat581 = shufflevector <8 x float> %broadcast.splatinsert580, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert582 = insertelement <8 x float> poison, float %search_index157.0, i64 0
  %broadcast.splat583 = shufflevector <8 x float> %broadcast.splatinsert582, <8 x float> poison, <8 x i32> zeroinitializer
  %.scalar895 = xor i64 %1766, %39
  %.scalar896 = and i64 %.scalar895, 4294967295
  %1769 = insertelement <8 x i64> poison, i64 %.scalar896, i64 0
  %.masked887 = shufflevector <8 x i64> %1769, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %1770 = getelementptr inbounds float, ptr %128, i64 %index
  %wide.load = load <8 x float>, ptr %1770, align 4
  %1771 = fmul <8 x float> %broadcast.splat571, %wide.load
  %1772 = uitofp <8 x i64> %vec.ind to <8 x float>
  %1773 = fcmp ogt <8 x float> %wide.load, %broadcast.splat573
  %1774 = select <8 x i1> %1773, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1775 = fcmp oeq <8 x float> %wide.load, %broadcast.splat573
  %1776 = fcmp oge <8 x float> %broadcast.splat575, %1772
  %1777 = select <8 x i1> %1775, <8 x i1> %1776, <8 x i1> zeroinitializer
  %1778 = select <8 x i1> %1777, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1779 = fcmp ogt <8 x float> %1778, %1774
  %1780 = select <8 x i1> %1779, <8 x float> %1778, <8 x float> %1774
  %1781 = fsub <8 x float> %1771, %broadcast.splat577
  %1782 = fcmp olt <8 x float> %1781, splat (float -1.040000e+02)
  %1783 = select <8 x i1> %1782, <8 x float> splat (float -1.040000e+02), <8 x float> %1781
  %1784 = fcmp ogt <8 x float> %1783, splat (float 8.900000e+01)
  %1785 = select <8 x i1> %1784, <8 x float> splat (float 8.900000e+01), <8 x float> %1783
  %1786 = fmul <8 x float> %1785, splat (float 0x3FF7154760000000)
  %1787 = fadd <8 x float> %1786, splat (float 0x4168000000000000)
  %1788 = fadd <8 x float> %1787, splat (float 0xC168000000000000)
  %1789 = bitcast <8 x float> %1787 to <8 x i32>
  %1790 = fmul <8 x float> %1788, splat (float 0x3FE62E4000000000)
  %1791 = fsub <8 x float> %1785, %1790
  %1792 = fmul <8 x float> %1788, splat (float 0x3EB7F7D1C0000000)
  %1793 = fsub <8 x float> %1791, %1792
  %1794 = fmul <8 x float> %1793, %1793
  %1795 = fmul <8 x float> %1794, splat (float 0x3E66376980000000)
  %1796 = fadd <8 x float> %1795, splat (float 0xBEBBBD41C0000000)
  %1797 = fmul <8 x float> %1794, %1796
  %1798 = fadd <8 x float> %1797, splat (float 0x3F11566AA0000000)
  %1799 = fmul <8 x float> %1794, %1798
  %1800 = fadd <8 x float> %1799, splat (float 0xBF66C16C20000000)
  %1801 = fmul <8 x float> %1794, %1800
  %1802 = fadd <8 x float> %1801, splat (float 0x3FC5555560000000)
  %1803 = fmul <8 x float> %1794, %1802
  %1804 = fsub <8 x float> %1793, %1803
  %1805 = fmul <8 x float> %1793, %1804
  %1806 = fsub <8 x float> splat (float 2.000000e+00), %1804
  %1807 = fdiv <8 x float> %1805, %1806
  %1808 = fsub <8 x float> %1792, %1807
  %1809 = fsub <8 x float> %1791, %1808
  %1810 = fadd <8 x float> %1809, splat (float 1.000000e+00)
  %1811 = add <8 x i32> %1789, splat (i32 -1262485248)
  %1812 = lshr <8 x i32> %1811, splat (i32 1)
  %1813 = add <8 x i32> %1789, splat (i32 255)
  %1814 = sub <8 x i32> %1813, %1812
  %1815 = shl <8 x i32> %1812, splat (i32 23)
  %1816 = add <8 x i32> %1815, splat (i32 -8388608)
  %1817 = shl <8 x i32> %1814, splat (i32 23)
  %1818 = bitcast <8 x i32> %1816 to <8 x float>
  %1819 = bitcast <8 x i32> %1817 to <8 x float>
  %1820 = fmul <8 x float> %1810, %1818
  %1821 = fmul <8 x float> %1820, %1819
  %1822 = fcmp uno <8 x float> %1781, zeroinitializer
  %1823 = select <8 x i1> %1822, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1821
  %1824 = fdiv <8 x float> %1823, %broadcast.splat579
  %1825 = fcmp une <8 x float> %1780, zeroinitializer
  %1826 = fadd <8 x float> %1824, zeroinitializer
  %1827 = select <8 x i1> %1825, <8 x float> %1826, <8 x float> splat (float -1.000000e+00)
  %1828 = fcmp ogt <8 x float> %1827, %broadcast.splat581
  %1829 = select <8 x i1> %1828, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1830 = fcmp oeq <8 x float> %1827, %broadcast.splat581
  %1831 = fcmp oge <8 x float> %broadcast.splat583, %1772
  %1832 = select <8 x i1> %1830, <8 x i1> %1831, <8 x i1> zeroinitializer
  %1833 = select <8 x i1> %1832, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1834 = fcmp ogt <8 x float> %1833, %1829
  %1835 = select <8 x i1> %1834, <8 x float> %1833, <8 x float> %1829
  %1836 = fmul <8 x float> %1780, %1835
  %1837 = and <8 x i64> %vec.ind, splat (i64 4294967295)
  %1838 = mul nuw <8 x i64> %1837, splat (i64 3528531795)
  %1839 = xor <8 x i64> %broadcast.splat585, %1838
  %1840 = lshr <8 x i64> %1839, splat (i64 32)
  %1841 = mul nuw <8 x i64> %1840, splat (i64 3449720151)
  %1842 = lshr <8 x i64> %1841, splat (i64 32)
  %1843 = xor <8 x i64> %broadcast.splat569, %1838
  %1844 = xor <8 x i64> %.masked, %1842
  %1845 = mul nuw <8 x i64> %1844, splat (i64 3528531795)
  %1846 = and <8 x i64> %1843, splat (i64 4294967295)
  %1847 = mul nuw <8 x i64> %1846, splat (i64 3449720151)
  %1848 = lshr <8 x i64> %1845, splat (i64 32)
  %1849 = lshr <8 x i64> %1847, splat (i64 32)
  %1850 = xor <8 x i64> %1849, %broadcast.splat591
  %1851 = xor <8 x i64> %1850, %1841
  %1852 = and <8 x i64> %1851, splat (i64 4294967295)
  %1853 = mul nuw <8 x i64> %1852, splat (i64 3528531795)
  %1854 = xor <8 x i64> %.masked887, %1848
  %1855 = mul nuw <8 x i64> %1854, splat (i64 3449720151)
  %1856 = lshr <8 x i64> %1853, splat (i64 32)
  %1857 = lshr <8 x i64> %1855, splat (i64 32)
  %1858 = xor <8 x i64> %broadcast.splat595, %1857
  %1859 = xor <8 x i64> %1858, %1847
  %1860 = xor <8 x i64> %1856, %broadcast.splat597
  %1861 = xor <8 x i64> %1860, %1845
  %1862 = and <8 x i64> %1859, splat (i64 4294967295)
  %1863 = mul nuw <8 x i64> %1862, splat (i64 3528531795)
  %1864 = and <8 x i64> %1861, splat (i64 4294967295)
  %1865 = mul nuw <8 x i64> %1864, splat (i64 3449720151)
  %1866 = lshr <8 x i64> %1863, splat (i64 32)
  %1867 = lshr <8 x i64> %1865, splat (i64 32)
  %1868 = xor <8 x i64> %1867, %broadcast.splat599
  %1869 = xor <8 x i64> %1868, %1855
  %1870 = xor <8 x i64> %broadcast.splat601, %1866
  %1871 = xor <8 x i64> %1870, %1853
  %1872 = and <8 x i64> %1869, splat (i64 4294967295)
  %1873 = mul nuw <8 x i64> %1872, splat (i64 3528531795)
  %1874 = and <8 x i64> %1871, splat (i64 4294967295)
  %1875 = mul nuw <8 x i64> %1874, splat (i64 3449720151)
  %1876 = lshr <8 x i64> %1873, splat (i64 32)
  %1877 = lshr <8 x i64> %1875, splat (i64 32)
  %1878 = xor <8 x i64> %broadcast.splat603, %1877
  %1879 = xor <8 x i64> %1878, %1865
  %1880 = xor <8 x i64> %1876, %broadcast.splat605
  %1881 = xor <8 x i64> %1880, %1863
  %1882 = and <8 x i64> %1879, splat (i64 4294967295)
  %1883 = mul nuw <8 x i64> %1882, splat (i64 3528531795)
  %1884 = and <8 x i64> %1881, splat (i64 4294967295)
  %1885 = mul nuw <8 x i64> %1884, splat (i64 3449720151)
  %1886 = lshr <8 x i64> %1883, splat (i64 32)
  %1887 = lshr <8 x i64> %1885, splat (i64 32)
  %1888 = xor <8 x i64> %1887, %broadcast.splat607
  %1889 = xor <8 x i64> %1888, %1875
  %1890 = xor <8 x i64> %broadcast.splat609, %1886
  %1891 = xor <8 x i64> %1890, %1873
  %1892 = and <8 x i64> %1889, splat (i64 4294967295)
  %1893 = mul nuw <8 x i64> %1892, splat (i64 3528531795)
  %1894 = and <8 x i64> %1891, splat (i64 4294967295)
  %1895 = mul nuw <8 x i64> %1894, splat (i64 3449720151)
  %1896 = lshr <8 x i64> %1893, splat (i64 32)
  %1897 = lshr <8 x i64> %1895, splat (i64 32)
  %1898 = xor <8 x i64> %broadcast.splat611, %1897
  %1899 = xor <8 x i64> %1898, %1885
  %1900 = xor <8 x i64> %1896, %broadcast.splat613
  %1901 = xor <8 x i64> %1900, %1883
  %1902 = and <8 x i64> %1899, splat (i64 4294967295)
  %1903 = mul nuw <8 x i64> %1902, splat (i64 3528531795)
  %1904 = lshr <8 x i64> %1903, splat (i64 32)
  %1905 = trunc <8 x i64> %1901 to <8 x i32>
  %1906 = mul <8 x i32> %1905, splat (i32 -845247145)
  %1907 = xor <8 x i64> %broadcast.splat615, %1904
  %1908 = xor <8 x i64> %1907, %1893
  %1909 = and <8 x i64> %1908, splat (i64 4294967295)
  %1910 = mul nuw <8 x i64> %1909, splat (i64 3449720151)
  %1911 = lshr <8 x i64> %1910, splat (i64 32)
  %1912 = trunc nuw <8 x i64> %1911 to <8 x i32>
  %1913 = xor <8 x i32> %1906, %broadcast.splat617
  %1914 = xor <8 x i32> %1913, %1912
  %1915 = uitofp <8 x i32> %1914 to <8 x double>
  %1916 = fadd <8 x double> %1915, splat (double 5.000000e-01)
  %1917 = fmul <8 x double> %1916, splat (double 0x3DF0000000000000)
  %1918 = fcmp olt <8 x double> %1917, splat (double 0x10000000000000)
  %1919 = fmul <8 x double> %1917, splat (double 0x4350000000000000)
  %1920 = select <8 x i1> %1918, <8 x double> %1919, <8 x double> %1917
  %1921 = select <8 x i1> %1918, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %1922 = bitcast <8 x double> %1920 to <8 x i64>
  %1923 = lshr <8 x i64> %1922, splat (i64 32)
  %1924 = add nuw nsw <8 x i64> %1923, splat (i64 614242)
  %1925 = lshr <8 x i64> %1924, splat (i64 20)
  %1926 = add nsw <8 x i64> %1925, %1921
  %1927 = shl <8 x i64> %1924, splat (i64 32)
  %1928 = and <8 x i64> %1927, splat (i64 4503595332403200)
  %1929 = add nuw nsw <8 x i64> %1928, splat (i64 4604544269498187776)
  %1930 = and <8 x i64> %1922, splat (i64 4294967295)
  %1931 = or disjoint <8 x i64> %1929, %1930
  %1932 = bitcast <8 x i64> %1931 to <8 x double>
  %1933 = fadd <8 x double> %1932, splat (double -1.000000e+00)
  %1934 = fmul <8 x double> %1933, splat (double 5.000000e-01)
  %1935 = fmul <8 x double> %1933, %1934
  %1936 = fadd <8 x double> %1933, splat (double 2.000000e+00)
  %1937 = fdiv <8 x double> %1933, %1936
  %1938 = fmul <8 x double> %1937, %1937
  %1939 = fmul <8 x double> %1938, %1938
  %1940 = fmul <8 x double> %1939, splat (double 0x3FC39A09D078C69F)
  %1941 = fadd <8 x double> %1940, splat (double 0x3FCC71C51D8E78AF)
  %1942 = fmul <8 x double> %1939, %1941
  %1943 = fadd <8 x double> %1942, splat (double 0x3FD999999997FA04)
  %1944 = fmul <8 x double> %1939, %1943
  %1945 = fmul <8 x double> %1939, splat (double 0x3FC2F112DF3E5244)
  %1946 = fadd <8 x double> %1945, splat (double 0x3FC7466496CB03DE)
  %1947 = fmul <8 x double> %1939, %1946
  %1948 = fadd <8 x double> %1947, splat (double 0x3FD2492494229359)
  %1949 = fmul <8 x double> %1939, %1948
  %1950 = fadd <8 x double> %1949, splat (double 0x3FE5555555555593)
  %1951 = fmul <8 x double> %1938, %1950
  %1952 = fadd <8 x double> %1944, %1951
  %1953 = sitofp <8 x i64> %1926 to <8 x double>
  %1954 = fadd <8 x double> %1935, %1952
  %1955 = fmul <8 x double> %1937, %1954
  %1956 = fmul <8 x double> %1953, splat (double 0x3DEA39EF35793C76)
  %1957 = fadd <8 x double> %1956, %1955
  %1958 = fsub <8 x double> %1957, %1935
  %1959 = fadd <8 x double> %1933, %1958
  %1960 = fmul <8 x double> %1953, splat (double 0x3FE62E42FEE00000)
  %1961 = fadd <8 x double> %1960, %1959
  %1962 = fcmp oeq <8 x double> %1917, splat (double 0x7FF0000000000000)
  %1963 = fcmp oeq <8 x double> %1917, zeroinitializer
  %1964 = fneg <8 x double> %1961
  %1965 = select <8 x i1> %1962, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %1964
  %1966 = select <8 x i1> %1963, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %1965
  %1967 = fcmp olt <8 x double> %1966, splat (double 0x10000000000000)
  %1968 = fmul <8 x double> %1966, splat (double 0x4350000000000000)
  %1969 = select <8 x i1> %1967, <8 x double> %1968, <8 x double> %1966
  %1970 = select <8 x i1> %1967, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %1971 = bitcast <8 x double> %1969 to <8 x i64>
  %1972 = lshr <8 x i64> %1971, splat (i64 32)
  %1973 = add nuw nsw <8 x i64> %1972, splat (i64 614242)
  %1974 = lshr <8 x i64> %1973, splat (i64 20)
  %1975 = add nsw <8 x i64> %1974, %1970
  %1976 = shl <8 x i64> %1973, splat (i64 32)
  %1977 = and <8 x i64> %1976, splat (i64 4503595332403200)
  %1978 = add nuw nsw <8 x i64> %1977, splat (i64 4604544269498187776)
  %1979 = and <8 x i64> %1971, splat (i64 4294967295)
  %1980 = or disjoint <8 x i64> %1978, %1979
  %1981 = bitcast <8 x i64> %1980 to <8 x double>
  %1982 = fadd <8 x double> %1981, splat (double -1.000000e+00)
  %1983 = fmul <8 x double> %1982, splat (double 5.000000e-01)
  %1984 = fmul <8 x double> %1982, %1983
  %1985 = fadd <8 x double> %1982, splat (double 2.000000e+00)
  %1986 = fdiv <8 x double> %1982, %1985
  %1987 = fmul <8 x double> %1986, %1986
  %1988 = fmul <8 x double> %1987, %1987
  %1989 = fmul <8 x double> %1988, splat (double 0x3FC39A09D078C69F)
  %1990 = fadd <8 x double> %1989, splat (double 0x3FCC71C51D8E78AF)
  %1991 = fmul <8 x double> %1988, %1990
  %1992 = fadd <8 x double> %1991, splat (double 0x3FD999999997FA04)
  %1993 = fmul <8 x double> %1988, %1992
  %1994 = fmul <8 x double> %1988, splat (double 0x3FC2F112DF3E5244)
  %1995 = fadd <8 x double> %1994, splat (double 0x3FC7466496CB03DE)
  %1996 = fmul <8 x double> %1988, %1995
  %1997 = fadd <8 x double> %1996, splat (double 0x3FD2492494229359)
  %1998 = fmul <8 x double> %1988, %1997
  %1999 = fadd <8 x double> %1998, splat (double 0x3FE5555555555593)
  %2000 = fmul <8 x double> %1987, %1999
  %2001 = fadd <8 x double> %1993, %2000
  %2002 = sitofp <8 x i64> %1975 to <8 x double>
  %2003 = fadd <8 x double> %1984, %2001
  %2004 = fmul <8 x double> %1986, %2003
  %2005 = fmul <8 x double> %2002, splat (double 0x3DEA39EF35793C76)
  %2006 = fadd <8 x double> %2005, %2004
  %2007 = fsub <8 x double> %2006, %1984
  %2008 = fadd <8 x double> %1982, %2007
  %2009 = fmul <8 x double> %2002, splat (double 0x3FE62E42FEE00000)
  %2010 = fadd <8 x double> %2009, %2008
  %2011 = fcmp oeq <8 x double> %1966, splat (double 0x7FF0000000000000)
  %2012 = fcmp oeq <8 x double> %1966, zeroinitializer
  %2013 = fcmp ult <8 x double> %1966, zeroinitializer
  %2014 = fneg <8 x double> %2010
  %2015 = select <8 x i1> %2011, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %2014
  %2016 = select <8 x i1> %2012, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %2015
  %2017 = select <8 x i1> %2013, <8 x double> splat (double 0xFFF8000000000000), <8 x double> %2016
  %2018 = fptrunc <8 x double> %2017 to <8 x float>
  %2019 = fadd <8 x float> %1771, %2018
  %2020 = fcmp une <8 x float> %1836, zeroinitializer
  %2021 = select <8 x i1> %2020, <8 x float> %2019, <8 x float> splat (float 0xFFF0000000000000)
  %2022 = getelementptr inbounds float, ptr %scratch, i64 %index
  store <8 x float> %2021, ptr %2022, align 4
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %2023 = icmp eq i64 %index.next, %n.vec
  br i1 %2023, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %max_block.header225.preheader, label %feature.body210.preheader

feature.body210.preheader:                        ; preds = %feature.body210.lr.ph, %middle.block
  %feature212405.ph = phi i64 [ 0, %feature.body210.lr.ph ], [ %n.vec, %middle.block ]
  %invariant.op1096 = xor i64 %39, %1766
  br label %feature.body210

search.key_bit.body173:                           ; preds = %search.feature.exit165, %search.feature.exit184
  %search.key_bit175398 = phi i64 [ %2082, %search.feature.exit184 ], [ 0, %search.feature.exit165 ]
  %search_hi171.0397 = phi i32 [ %2081, %search.feature.exit184 ], [ 0, %search.feature.exit165 ]
  %2024 = trunc nuw nsw i64 %search.key_bit175398 to i32
  %2025 = lshr exact i32 -2147483648, %2024
  %candidate176 = or i32 %2025, %search_hi171.0397
  br i1 %.not417, label %search.feature.exit184, label %search.feature.body183.preheader

search.feature.body183.preheader:                 ; preds = %search.key_bit.body173
  br i1 %107, label %search.feature.body183.epil.preheader, label %search.feature.body183

search.key_bit.exit174:                           ; preds = %search.feature.exit184
  br i1 %.not431, label %search.index_bit.exit194, label %search.index_bit.body193

search.feature.body183:                           ; preds = %search.feature.body183.preheader, %search.feature.body183
  %search.feature185395 = phi i64 [ %2073, %search.feature.body183 ], [ 0, %search.feature.body183.preheader ]
  %fold_value177.0394 = phi float [ %2072, %search.feature.body183 ], [ 0.000000e+00, %search.feature.body183.preheader ]
  %niter1008 = phi i64 [ %niter1008.next.7, %search.feature.body183 ], [ 0, %search.feature.body183.preheader ]
  %2026 = getelementptr inbounds float, ptr %scratch, i64 %search.feature185395
  %key186 = load i32, ptr %2026, align 4
  %2027 = getelementptr float, ptr %13, i64 %search.feature185395
  %2028 = load float, ptr %2027, align 4
  %.not309 = icmp ult i32 %key186, %candidate176
  %2029 = select i1 %.not309, float 0.000000e+00, float %2028
  %2030 = fadd float %fold_value177.0394, %2029
  %2031 = or disjoint i64 %search.feature185395, 1
  %2032 = getelementptr inbounds float, ptr %scratch, i64 %2031
  %key186.1 = load i32, ptr %2032, align 4
  %2033 = getelementptr float, ptr %13, i64 %2031
  %2034 = load float, ptr %2033, align 4
  %.not309.1 = icmp ult i32 %key186.1, %candidate176
  %2035 = select i1 %.not309.1, float 0.000000e+00, float %2034
  %2036 = fadd float %2030, %2035
  %2037 = or disjoint i64 %search.feature185395, 2
  %2038 = getelementptr inbounds float, ptr %scratch, i64 %2037
  %key186.2 = load i32, ptr %2038, align 4
  %2039 = getelementptr float, ptr %13, i64 %2037
  %2040 = load float, ptr %2039, align 4
  %.not309.2 = icmp ult i32 %key186.2, %candidate176
  %2041 = select i1 %.not309.2, float 0.000000e+00, float %2040
  %2042 = fadd float %2036, %2041
  %2043 = or disjoint i64 %search.feature185395, 3
  %2044 = getelementptr inbounds float, ptr %scratch, i64 %2043
  %key186.3 = load i32, ptr %2044, align 4
  %2045 = getelementptr float, ptr %13, i64 %2043
  %2046 = load float, ptr %2045, align 4
  %.not309.3 = icmp ult i32 %key186.3, %candidate176
  %2047 = select i1 %.not309.3, float 0.000000e+00, float %2046
  %2048 = fadd float %2042, %2047
  %2049 = or disjoint i64 %search.feature185395, 4
  %2050 = getelementptr inbounds float, ptr %scratch, i64 %2049
  %key186.4 = load i32, ptr %2050, align 4
  %2051 = getelementptr float, ptr %13, i64 %2049
  %2052 = load float, ptr %2051, align 4
  %.not309.4 = icmp ult i32 %key186.4, %candidate176
  %2053 = select i1 %.not309.4, float 0.000000e+00, float %2052
  %2054 = fadd float %2048, %2053
  %2055 = or disjoint i64 %search.feature185395, 5
  %2056 = getelementptr inbounds float, ptr %scratch, i64 %2055
  %key186.5 = load i32, ptr %2056, align 4
  %2057 = getelementptr float, ptr %13, i64 %2055
  %2058 = load float, ptr %2057, align 4
  %.not309.5 = icmp ult i32 %key186.5, %candidate176
  %2059 = select i1 %.not309.5, float 0.000000e+00, float %2058
  %2060 = fadd float %2054, %2059
  %2061 = or disjoint i64 %search.feature185395, 6
  %2062 = getelementptr inbounds float, ptr %scratch, i64 %2061
  %key186.6 = load i32, ptr %2062, align 4
  %2063 = getelementptr float, ptr %13, i64 %2061
  %2064 = load float, ptr %2063, align 4
  %.not309.6 = icmp ult i32 %key186.6, %candidate176
  %2065 = select i1 %.not309.6, float 0.000000e+00, float %2064
  %2066 = fadd float %2060, %2065
  %2067 = or disjoint i64 %search.feature185395, 7
  %2068 = getelementptr inbounds float, ptr %scratch, i64 %2067
  %key186.7 = load i32, ptr %2068, align 4
  %2069 = getelementptr float, ptr %13, i64 %2067
  %2070 = load float, ptr %2069, align 4
  %.not309.7 = icmp ult i32 %key186.7, %candidate176
  %2071 = select i1 %.not309.7, float 0.000000e+00, float %2070
  %2072 = fadd float %2066, %2071
  %2073 = add nuw i64 %search.feature185395, 8
  %niter1008.next.7 = add i64 %niter1008, 8
  %niter1008.ncmp.7 = icmp eq i64 %niter1008.next.7, %unroll_iter1007
  br i1 %niter1008.ncmp.7, label %search.feature.exit184.loopexit.unr-lcssa, label %search.feature.body183

search.feature.exit184.loopexit.unr-lcssa:        ; preds = %search.feature.body183
  br i1 %lcmp.mod1004.not, label %search.feature.exit184, label %search.feature.body183.epil.preheader

search.feature.body183.epil.preheader:            ; preds = %search.feature.exit184.loopexit.unr-lcssa, %search.feature.body183.preheader
  %search.feature185395.epil.init = phi i64 [ 0, %search.feature.body183.preheader ], [ %2073, %search.feature.exit184.loopexit.unr-lcssa ]
  %fold_value177.0394.epil.init = phi float [ 0.000000e+00, %search.feature.body183.preheader ], [ %2072, %search.feature.exit184.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1006)
  br label %search.feature.body183.epil

search.feature.body183.epil:                      ; preds = %search.feature.body183.epil, %search.feature.body183.epil.preheader
  %search.feature185395.epil = phi i64 [ %2079, %search.feature.body183.epil ], [ %search.feature185395.epil.init, %search.feature.body183.epil.preheader ]
  %fold_value177.0394.epil = phi float [ %2078, %search.feature.body183.epil ], [ %fold_value177.0394.epil.init, %search.feature.body183.epil.preheader ]
  %epil.iter1003 = phi i64 [ %epil.iter1003.next, %search.feature.body183.epil ], [ 0, %search.feature.body183.epil.preheader ]
  %2074 = getelementptr inbounds float, ptr %scratch, i64 %search.feature185395.epil
  %key186.epil = load i32, ptr %2074, align 4
  %2075 = getelementptr float, ptr %13, i64 %search.feature185395.epil
  %2076 = load float, ptr %2075, align 4
  %.not309.epil = icmp ult i32 %key186.epil, %candidate176
  %2077 = select i1 %.not309.epil, float 0.000000e+00, float %2076
  %2078 = fadd float %fold_value177.0394.epil, %2077
  %2079 = add nuw i64 %search.feature185395.epil, 1
  %epil.iter1003.next = add i64 %epil.iter1003, 1
  %epil.iter1003.cmp.not = icmp eq i64 %epil.iter1003.next, %xtraiter1002
  br i1 %epil.iter1003.cmp.not, label %search.feature.exit184, label %search.feature.body183.epil, !llvm.loop !32

search.feature.exit184:                           ; preds = %search.feature.exit184.loopexit.unr-lcssa, %search.feature.body183.epil, %search.key_bit.body173
  %fold_value177.0.lcssa = phi float [ 0.000000e+00, %search.key_bit.body173 ], [ %2072, %search.feature.exit184.loopexit.unr-lcssa ], [ %2078, %search.feature.body183.epil ]
  %2080 = fcmp oge float %fold_value177.0.lcssa, %28
  %2081 = select i1 %2080, i32 %candidate176, i32 %search_hi171.0397
  %2082 = add nuw nsw i64 %search.key_bit175398, 1
  %exitcond488.not = icmp eq i64 %2082, 32
  br i1 %exitcond488.not, label %search.key_bit.exit174, label %search.key_bit.body173

search.index_bit.body193:                         ; preds = %search.key_bit.exit174, %search.feature.exit204
  %search.index_bit195403 = phi i64 [ %2152, %search.feature.exit204 ], [ 0, %search.key_bit.exit174 ]
  %search_lo191.0402 = phi i64 [ %2151, %search.feature.exit204 ], [ 0, %search.key_bit.exit174 ]
  %2083 = add nuw nsw i64 %search.index_bit195403, %ctlz
  %2084 = lshr exact i64 -9223372036854775808, %2083
  %candidate196 = or i64 %2084, %search_lo191.0402
  br i1 %.not417, label %search.feature.exit204, label %search.feature.body203.preheader

search.feature.body203.preheader:                 ; preds = %search.index_bit.body193
  br i1 %108, label %search.feature.body203.epil.preheader, label %search.feature.body203

search.index_bit.exit194:                         ; preds = %search.feature.exit204, %search.key_bit.exit174
  %search_lo191.0.lcssa = phi i64 [ 0, %search.key_bit.exit174 ], [ %2151, %search.feature.exit204 ]
  %2085 = and i32 %2081, 2147483647
  %2086 = xor i32 %2081, -1
  %.not301302 = icmp slt i32 %2081, 0
  %2087 = select i1 %.not301302, i32 %2085, i32 %2086
  %2088 = bitcast i32 %2087 to float
  %2089 = sub i64 %mask, %search_lo191.0.lcssa
  %search_index208 = uitofp i64 %2089 to float
  br label %search.done170

search.feature.body203:                           ; preds = %search.feature.body203.preheader, %search.feature.body203
  %search.feature205400 = phi i64 [ %2137, %search.feature.body203 ], [ 0, %search.feature.body203.preheader ]
  %fold_value197.0399 = phi float [ %2136, %search.feature.body203 ], [ 0.000000e+00, %search.feature.body203.preheader ]
  %niter1015 = phi i64 [ %niter1015.next.3, %search.feature.body203 ], [ 0, %search.feature.body203.preheader ]
  %2090 = getelementptr inbounds float, ptr %scratch, i64 %search.feature205400
  %key206 = load i32, ptr %2090, align 4
  %2091 = getelementptr float, ptr %13, i64 %search.feature205400
  %2092 = load float, ptr %2091, align 4
  %2093 = icmp ugt i32 %key206, %2081
  %2094 = icmp eq i32 %key206, %2081
  %2095 = sub i64 %mask, %search.feature205400
  %2096 = icmp uge i64 %2095, %candidate196
  %2097 = and i1 %2096, %2094
  %2098 = or i1 %2093, %2097
  %2099 = select i1 %2098, float %2092, float 0.000000e+00
  %2100 = fadd float %fold_value197.0399, %2099
  %2101 = or disjoint i64 %search.feature205400, 1
  %2102 = getelementptr inbounds float, ptr %scratch, i64 %2101
  %key206.1 = load i32, ptr %2102, align 4
  %2103 = getelementptr float, ptr %13, i64 %2101
  %2104 = load float, ptr %2103, align 4
  %2105 = icmp ugt i32 %key206.1, %2081
  %2106 = icmp eq i32 %key206.1, %2081
  %2107 = sub i64 %mask, %2101
  %2108 = icmp uge i64 %2107, %candidate196
  %2109 = and i1 %2108, %2106
  %2110 = or i1 %2105, %2109
  %2111 = select i1 %2110, float %2104, float 0.000000e+00
  %2112 = fadd float %2100, %2111
  %2113 = or disjoint i64 %search.feature205400, 2
  %2114 = getelementptr inbounds float, ptr %scratch, i64 %2113
  %key206.2 = load i32, ptr %2114, align 4
  %2115 = getelementptr float, ptr %13, i64 %2113
  %2116 = load float, ptr %2115, align 4
  %2117 = icmp ugt i32 %key206.2, %2081
  %2118 = icmp eq i32 %key206.2, %2081
  %2119 = sub i64 %mask, %2113
  %2120 = icmp uge i64 %2119, %candidate196
  %2121 = and i1 %2120, %2118
  %2122 = or i1 %2117, %2121
  %2123 = select i1 %2122, float %2116, float 0.000000e+00
  %2124 = fadd float %2112, %2123
  %2125 = or disjoint i64 %search.feature205400, 3
  %2126 = getelementptr inbounds float, ptr %scratch, i64 %2125
  %key206.3 = load i32, ptr %2126, align 4
  %2127 = getelementptr float, ptr %13, i64 %2125
  %2128 = load float, ptr %2127, align 4
  %2129 = icmp ugt i32 %key206.3, %2081
  %2130 = icmp eq i32 %key206.3, %2081
  %2131 = sub i64 %mask, %2125
  %2132 = icmp uge i64 %2131, %candidate196
  %2133 = and i1 %2132, %2130
  %2134 = or i1 %2129, %2133
  %2135 = select i1 %2134, float %2128, float 0.000000e+00
  %2136 = fadd float %2124, %2135
  %2137 = add nuw i64 %search.feature205400, 4
  %niter1015.next.3 = add i64 %niter1015, 4
  %niter1015.ncmp.3 = icmp eq i64 %niter1015.next.3, %unroll_iter1014
  br i1 %niter1015.ncmp.3, label %search.feature.exit204.loopexit.unr-lcssa, label %search.feature.body203

search.feature.exit204.loopexit.unr-lcssa:        ; preds = %search.feature.body203
  br i1 %lcmp.mod1011.not, label %search.feature.exit204, label %search.feature.body203.epil.preheader

search.feature.body203.epil.preheader:            ; preds = %search.feature.exit204.loopexit.unr-lcssa, %search.feature.body203.preheader
  %search.feature205400.epil.init = phi i64 [ 0, %search.feature.body203.preheader ], [ %2137, %search.feature.exit204.loopexit.unr-lcssa ]
  %fold_value197.0399.epil.init = phi float [ 0.000000e+00, %search.feature.body203.preheader ], [ %2136, %search.feature.exit204.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1013)
  br label %search.feature.body203.epil

search.feature.body203.epil:                      ; preds = %search.feature.body203.epil, %search.feature.body203.epil.preheader
  %search.feature205400.epil = phi i64 [ %2149, %search.feature.body203.epil ], [ %search.feature205400.epil.init, %search.feature.body203.epil.preheader ]
  %fold_value197.0399.epil = phi float [ %2148, %search.feature.body203.epil ], [ %fold_value197.0399.epil.init, %search.feature.body203.epil.preheader ]
  %epil.iter1010 = phi i64 [ %epil.iter1010.next, %search.feature.body203.epil ], [ 0, %search.feature.body203.epil.preheader ]
  %2138 = getelementptr inbounds float, ptr %scratch, i64 %search.feature205400.epil
  %key206.epil = load i32, ptr %2138, align 4
  %2139 = getelementptr float, ptr %13, i64 %search.feature205400.epil
  %2140 = load float, ptr %2139, align 4
  %2141 = icmp ugt i32 %key206.epil, %2081
  %2142 = icmp eq i32 %key206.epil, %2081
  %2143 = sub i64 %mask, %search.feature205400.epil
  %2144 = icmp uge i64 %2143, %candidate196
  %2145 = and i1 %2144, %2142
  %2146 = or i1 %2141, %2145
  %2147 = select i1 %2146, float %2140, float 0.000000e+00
  %2148 = fadd float %fold_value197.0399.epil, %2147
  %2149 = add nuw i64 %search.feature205400.epil, 1
  %epil.iter1010.next = add i64 %epil.iter1010, 1
  %epil.iter1010.cmp.not = icmp eq i64 %epil.iter1010.next, %xtraiter1009
  br i1 %epil.iter1010.cmp.not, label %search.feature.exit204, label %search.feature.body203.epil, !llvm.loop !33

search.feature.exit204:                           ; preds = %search.feature.exit204.loopexit.unr-lcssa, %search.feature.body203.epil, %search.index_bit.body193
  %fold_value197.0.lcssa = phi float [ 0.000000e+00, %search.index_bit.body193 ], [ %2136, %search.feature.exit204.loopexit.unr-lcssa ], [ %2148, %search.feature.body203.epil ]
  %2150 = fcmp oge float %fold_value197.0.lcssa, %28
  %2151 = select i1 %2150, i64 %candidate196, i64 %search_lo191.0402
  %2152 = add nuw nsw i64 %search.index_bit195403, 1
  %exitcond491.not = icmp eq i64 %2152, %umax
  br i1 %exitcond491.not, label %search.index_bit.exit194, label %search.index_bit.body193

max_block.header225.preheader:                    ; preds = %feature.body210, %middle.block
  br i1 %.not418, label %max_block.exit227, label %max_block.body226.preheader

max_block.body226.preheader:                      ; preds = %max_block.header225.preheader
  br i1 %110, label %max_block.body226.epil.preheader, label %max_block.body226

feature.body210:                                  ; preds = %feature.body210.preheader, %feature.body210
  %feature212405 = phi i64 [ %2396, %feature.body210 ], [ %feature212405.ph, %feature.body210.preheader ]
  %2153 = getelementptr inbounds float, ptr %128, i64 %feature212405
  %2154 = load float, ptr %2153, align 4
  %2155 = fmul float %inv_t, %2154
  %feature213 = uitofp i64 %feature212405 to float
  %2156 = fcmp ogt float %2154, %search_value.0
  %2157 = select i1 %2156, float 1.000000e+00, float 0.000000e+00
  %2158 = fcmp oeq float %2154, %search_value.0
  %2159 = fcmp oge float %search_index.0, %feature213
  %2160 = select i1 %2158, i1 %2159, i1 false
  %2161 = select i1 %2160, float 1.000000e+00, float 0.000000e+00
  %2162 = fcmp ogt float %2161, %2157
  %max214 = select i1 %2162, float %2161, float %2157
  %2163 = fsub float %2155, %fold_value111.0.lcssa
  %2164 = fcmp olt float %2163, -1.040000e+02
  %2165 = select i1 %2164, float -1.040000e+02, float %2163
  %2166 = fcmp ogt float %2165, 8.900000e+01
  %2167 = select i1 %2166, float 8.900000e+01, float %2165
  %2168 = fmul float %2167, 0x3FF7154760000000
  %2169 = fadd float %2168, 0x4168000000000000
  %2170 = fadd float %2169, 0xC168000000000000
  %2171 = bitcast float %2169 to i32
  %2172 = fmul float %2170, 0x3FE62E4000000000
  %2173 = fsub float %2167, %2172
  %2174 = fmul float %2170, 0x3EB7F7D1C0000000
  %2175 = fsub float %2173, %2174
  %2176 = fmul float %2175, %2175
  %2177 = fmul float %2176, 0x3E66376980000000
  %2178 = fadd float %2177, 0xBEBBBD41C0000000
  %2179 = fmul float %2176, %2178
  %2180 = fadd float %2179, 0x3F11566AA0000000
  %2181 = fmul float %2176, %2180
  %2182 = fadd float %2181, 0xBF66C16C20000000
  %2183 = fmul float %2176, %2182
  %2184 = fadd float %2183, 0x3FC5555560000000
  %2185 = fmul float %2176, %2184
  %2186 = fsub float %2175, %2185
  %2187 = fmul float %2175, %2186
  %2188 = fsub float 2.000000e+00, %2186
  %2189 = fdiv float %2187, %2188
  %2190 = fsub float %2174, %2189
  %2191 = fsub float %2173, %2190
  %2192 = fadd float %2191, 1.000000e+00
  %2193 = add i32 %2171, -1262485248
  %2194 = lshr i32 %2193, 1
  %2195 = add i32 %2171, 255
  %2196 = sub i32 %2195, %2194
  %2197 = shl i32 %2194, 23
  %2198 = add i32 %2197, -8388608
  %2199 = shl i32 %2196, 23
  %2200 = bitcast i32 %2198 to float
  %2201 = bitcast i32 %2199 to float
  %2202 = fmul float %2192, %2200
  %2203 = fmul float %2202, %2201
  %2204 = fcmp uno float %2163, 0.000000e+00
  %2205 = select i1 %2204, float 0x7FF8000000000000, float %2203
  %2206 = fdiv float %2205, %fold_value136.0.lcssa501503
  %2207 = fcmp une float %max214, 0.000000e+00
  %2208 = fadd float %2206, 0.000000e+00
  %2209 = select i1 %2207, float %2208, float -1.000000e+00
  %2210 = fcmp ogt float %2209, %search_value156.0
  %2211 = select i1 %2210, float 1.000000e+00, float 0.000000e+00
  %2212 = fcmp oeq float %2209, %search_value156.0
  %2213 = fcmp oge float %search_index157.0, %feature213
  %2214 = select i1 %2212, i1 %2213, i1 false
  %2215 = select i1 %2214, float 1.000000e+00, float 0.000000e+00
  %2216 = fcmp ogt float %2215, %2211
  %max216 = select i1 %2216, float %2215, float %2211
  %2217 = fmul float %max214, %max216
  %2218 = and i64 %feature212405, 4294967295
  %2219 = mul nuw i64 %2218, 3528531795
  %2220 = xor i64 %35, %2219
  %2221 = lshr i64 %2220, 32
  %2222 = mul nuw i64 %2221, 3449720151
  %2223 = lshr i64 %2222, 32
  %.reass.reass1095 = xor i64 %2223, %invariant.op
  %2224 = xor i64 %1768, %2219
  %2225 = and i64 %.reass.reass1095, 4294967295
  %2226 = mul nuw i64 %2225, 3528531795
  %2227 = and i64 %2224, 4294967295
  %2228 = mul nuw i64 %2227, 3449720151
  %2229 = lshr i64 %2226, 32
  %2230 = lshr i64 %2228, 32
  %2231 = xor i64 %2230, %38
  %2232 = xor i64 %2231, %2222
  %.reass535.reass = xor i64 %2229, %invariant.op1096
  %2233 = and i64 %2232, 4294967295
  %2234 = mul nuw i64 %2233, 3528531795
  %2235 = and i64 %.reass535.reass, 4294967295
  %2236 = mul nuw i64 %2235, 3449720151
  %2237 = lshr i64 %2234, 32
  %2238 = lshr i64 %2236, 32
  %2239 = xor i64 %40, %2238
  %2240 = xor i64 %2239, %2228
  %2241 = xor i64 %2237, %41
  %2242 = xor i64 %2241, %2226
  %2243 = and i64 %2240, 4294967295
  %2244 = mul nuw i64 %2243, 3528531795
  %2245 = and i64 %2242, 4294967295
  %2246 = mul nuw i64 %2245, 3449720151
  %2247 = lshr i64 %2244, 32
  %2248 = lshr i64 %2246, 32
  %2249 = xor i64 %2248, %42
  %2250 = xor i64 %2249, %2236
  %2251 = xor i64 %43, %2247
  %2252 = xor i64 %2251, %2234
  %2253 = and i64 %2250, 4294967295
  %2254 = mul nuw i64 %2253, 3528531795
  %2255 = and i64 %2252, 4294967295
  %2256 = mul nuw i64 %2255, 3449720151
  %2257 = lshr i64 %2254, 32
  %2258 = lshr i64 %2256, 32
  %2259 = xor i64 %44, %2258
  %2260 = xor i64 %2259, %2246
  %2261 = xor i64 %2257, %45
  %2262 = xor i64 %2261, %2244
  %2263 = and i64 %2260, 4294967295
  %2264 = mul nuw i64 %2263, 3528531795
  %2265 = and i64 %2262, 4294967295
  %2266 = mul nuw i64 %2265, 3449720151
  %2267 = lshr i64 %2264, 32
  %2268 = lshr i64 %2266, 32
  %2269 = xor i64 %2268, %46
  %2270 = xor i64 %2269, %2256
  %2271 = xor i64 %47, %2267
  %2272 = xor i64 %2271, %2254
  %2273 = and i64 %2270, 4294967295
  %2274 = mul nuw i64 %2273, 3528531795
  %2275 = and i64 %2272, 4294967295
  %2276 = mul nuw i64 %2275, 3449720151
  %2277 = lshr i64 %2274, 32
  %2278 = lshr i64 %2276, 32
  %2279 = xor i64 %48, %2278
  %2280 = xor i64 %2279, %2266
  %2281 = xor i64 %2277, %49
  %2282 = xor i64 %2281, %2264
  %2283 = and i64 %2280, 4294967295
  %2284 = mul nuw i64 %2283, 3528531795
  %2285 = lshr i64 %2284, 32
  %2286 = trunc i64 %2282 to i32
  %2287 = mul i32 %2286, -845247145
  %2288 = xor i64 %50, %2285
  %2289 = xor i64 %2288, %2274
  %2290 = and i64 %2289, 4294967295
  %2291 = mul nuw i64 %2290, 3449720151
  %2292 = lshr i64 %2291, 32
  %2293 = trunc nuw i64 %2292 to i32
  %2294 = xor i32 %2287, %2293
  %2295 = xor i32 %2294, %51
  %2296 = uitofp i32 %2295 to double
  %2297 = fadd double %2296, 5.000000e-01
  %2298 = fmul double %2297, 0x3DF0000000000000
  %2299 = fcmp olt double %2298, 0x10000000000000
  %2300 = fmul double %2298, 0x4350000000000000
  %2301 = select i1 %2299, double %2300, double %2298
  %.neg = select i1 %2299, i64 -1077, i64 -1023
  %2302 = bitcast double %2301 to i64
  %2303 = lshr i64 %2302, 32
  %2304 = add nuw nsw i64 %2303, 614242
  %2305 = lshr i64 %2304, 20
  %2306 = add nsw i64 %2305, %.neg
  %2307 = shl i64 %2304, 32
  %2308 = and i64 %2307, 4503595332403200
  %2309 = add nuw nsw i64 %2308, 4604544269498187776
  %2310 = and i64 %2302, 4294967295
  %2311 = or disjoint i64 %2309, %2310
  %2312 = bitcast i64 %2311 to double
  %2313 = fadd double %2312, -1.000000e+00
  %2314 = fmul double %2313, 5.000000e-01
  %2315 = fmul double %2313, %2314
  %2316 = fadd double %2313, 2.000000e+00
  %2317 = fdiv double %2313, %2316
  %2318 = fmul double %2317, %2317
  %2319 = fmul double %2318, %2318
  %2320 = fmul double %2319, 0x3FC2F112DF3E5244
  %2321 = fadd double %2320, 0x3FC7466496CB03DE
  %2322 = insertelement <2 x double> poison, double %2319, i64 0
  %2323 = shufflevector <2 x double> %2322, <2 x double> poison, <2 x i32> zeroinitializer
  %2324 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %2321, i64 1
  %2325 = fmul <2 x double> %2323, %2324
  %2326 = fadd <2 x double> %2325, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %2327 = fmul <2 x double> %2323, %2326
  %2328 = fadd <2 x double> %2327, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %2329 = insertelement <2 x double> %2322, double %2318, i64 1
  %2330 = fmul <2 x double> %2329, %2328
  %shift = shufflevector <2 x double> %2330, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %2330, %shift
  %2331 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %2332 = sitofp i64 %2306 to double
  %2333 = fadd double %2315, %2331
  %2334 = fmul double %2317, %2333
  %2335 = fmul double %2332, 0x3DEA39EF35793C76
  %2336 = fadd double %2335, %2334
  %2337 = fsub double %2336, %2315
  %2338 = fadd double %2313, %2337
  %2339 = fmul double %2332, 0x3FE62E42FEE00000
  %2340 = fadd double %2339, %2338
  %2341 = fcmp oeq double %2298, 0x7FF0000000000000
  %2342 = fcmp oeq double %2298, 0.000000e+00
  %.neg304 = fneg double %2340
  %.neg303 = select i1 %2341, double 0xFFF0000000000000, double %.neg304
  %2343 = select i1 %2342, double 0x7FF0000000000000, double %.neg303
  %2344 = fcmp olt double %2343, 0x10000000000000
  %2345 = fmul double %2343, 0x4350000000000000
  %2346 = select i1 %2344, double %2345, double %2343
  %.neg305 = select i1 %2344, i64 -1077, i64 -1023
  %2347 = bitcast double %2346 to i64
  %2348 = lshr i64 %2347, 32
  %2349 = add nuw nsw i64 %2348, 614242
  %2350 = lshr i64 %2349, 20
  %2351 = add nsw i64 %2350, %.neg305
  %2352 = shl i64 %2349, 32
  %2353 = and i64 %2352, 4503595332403200
  %2354 = add nuw nsw i64 %2353, 4604544269498187776
  %2355 = and i64 %2347, 4294967295
  %2356 = or disjoint i64 %2354, %2355
  %2357 = bitcast i64 %2356 to double
  %2358 = fadd double %2357, -1.000000e+00
  %2359 = fmul double %2358, 5.000000e-01
  %2360 = fmul double %2358, %2359
  %2361 = fadd double %2358, 2.000000e+00
  %2362 = fdiv double %2358, %2361
  %2363 = fmul double %2362, %2362
  %2364 = fmul double %2363, %2363
  %2365 = fmul double %2364, 0x3FC39A09D078C69F
  %2366 = fadd double %2365, 0x3FCC71C51D8E78AF
  %2367 = fmul double %2364, %2366
  %2368 = fadd double %2367, 0x3FD999999997FA04
  %2369 = fmul double %2364, %2368
  %2370 = fmul double %2364, 0x3FC2F112DF3E5244
  %2371 = fadd double %2370, 0x3FC7466496CB03DE
  %2372 = fmul double %2364, %2371
  %2373 = fadd double %2372, 0x3FD2492494229359
  %2374 = fmul double %2364, %2373
  %2375 = fadd double %2374, 0x3FE5555555555593
  %2376 = fmul double %2363, %2375
  %2377 = fadd double %2369, %2376
  %2378 = sitofp i64 %2351 to double
  %2379 = fadd double %2360, %2377
  %2380 = fmul double %2362, %2379
  %2381 = fmul double %2378, 0x3DEA39EF35793C76
  %2382 = fadd double %2381, %2380
  %2383 = fsub double %2382, %2360
  %2384 = fadd double %2358, %2383
  %2385 = fmul double %2378, 0x3FE62E42FEE00000
  %2386 = fadd double %2385, %2384
  %2387 = fcmp oeq double %2343, 0x7FF0000000000000
  %2388 = fcmp oeq double %2343, 0.000000e+00
  %2389 = fcmp ult double %2343, 0.000000e+00
  %.neg308 = fneg double %2386
  %.neg307 = select i1 %2387, double 0xFFF0000000000000, double %.neg308
  %.neg306 = select i1 %2388, double 0x7FF0000000000000, double %.neg307
  %2390 = select i1 %2389, double 0xFFF8000000000000, double %.neg306
  %2391 = fptrunc double %2390 to float
  %2392 = fadd float %2155, %2391
  %2393 = fcmp une float %2217, 0.000000e+00
  %2394 = select i1 %2393, float %2392, float 0xFFF0000000000000
  %2395 = getelementptr inbounds float, ptr %scratch, i64 %feature212405
  store float %2394, ptr %2395, align 4
  %2396 = add nuw i64 %feature212405, 1
  %exitcond492.not = icmp eq i64 %2396, %n_features
  br i1 %exitcond492.not, label %max_block.header225.preheader, label %feature.body210, !llvm.loop !34

max_block.body226:                                ; preds = %max_block.body226.preheader, %max_block.body226
  %max_block228408 = phi i64 [ %2440, %max_block.body226 ], [ 0, %max_block.body226.preheader ]
  %max_index223.0407 = phi <8 x i64> [ %2439, %max_block.body226 ], [ zeroinitializer, %max_block.body226.preheader ]
  %max_best222.0406 = phi <8 x float> [ %2435, %max_block.body226 ], [ splat (float 0xFFF0000000000000), %max_block.body226.preheader ]
  %niter1023 = phi i64 [ %niter1023.next.3, %max_block.body226 ], [ 0, %max_block.body226.preheader ]
  %2397 = getelementptr inbounds float, ptr %scratch, i64 %max_block228408
  %block229 = load <8 x float>, ptr %2397, align 4
  %2398 = fcmp ogt <8 x float> %block229, %max_best222.0406
  %2399 = fcmp uno <8 x float> %block229, zeroinitializer
  %2400 = fcmp ord <8 x float> %max_best222.0406, zeroinitializer
  %2401 = and <8 x i1> %2400, %2399
  %take230 = or <8 x i1> %2398, %2401
  %2402 = select <8 x i1> %take230, <8 x float> %block229, <8 x float> %max_best222.0406
  %2403 = insertelement <8 x i64> poison, i64 %max_block228408, i64 0
  %2404 = shufflevector <8 x i64> %2403, <8 x i64> poison, <8 x i32> zeroinitializer
  %2405 = or disjoint <8 x i64> %2404, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2406 = select <8 x i1> %take230, <8 x i64> %2405, <8 x i64> %max_index223.0407
  %2407 = or disjoint i64 %max_block228408, 8
  %2408 = getelementptr inbounds float, ptr %scratch, i64 %2407
  %block229.1 = load <8 x float>, ptr %2408, align 4
  %2409 = fcmp ogt <8 x float> %block229.1, %2402
  %2410 = fcmp uno <8 x float> %block229.1, zeroinitializer
  %2411 = fcmp ord <8 x float> %2402, zeroinitializer
  %2412 = and <8 x i1> %2411, %2410
  %take230.1 = or <8 x i1> %2409, %2412
  %2413 = select <8 x i1> %take230.1, <8 x float> %block229.1, <8 x float> %2402
  %2414 = insertelement <8 x i64> poison, i64 %2407, i64 0
  %2415 = shufflevector <8 x i64> %2414, <8 x i64> poison, <8 x i32> zeroinitializer
  %2416 = or disjoint <8 x i64> %2415, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2417 = select <8 x i1> %take230.1, <8 x i64> %2416, <8 x i64> %2406
  %2418 = or disjoint i64 %max_block228408, 16
  %2419 = getelementptr inbounds float, ptr %scratch, i64 %2418
  %block229.2 = load <8 x float>, ptr %2419, align 4
  %2420 = fcmp ogt <8 x float> %block229.2, %2413
  %2421 = fcmp uno <8 x float> %block229.2, zeroinitializer
  %2422 = fcmp ord <8 x float> %2413, zeroinitializer
  %2423 = and <8 x i1> %2422, %2421
  %take230.2 = or <8 x i1> %2420, %2423
  %2424 = select <8 x i1> %take230.2, <8 x float> %block229.2, <8 x float> %2413
  %2425 = insertelement <8 x i64> poison, i64 %2418, i64 0
  %2426 = shufflevector <8 x i64> %2425, <8 x i64> poison, <8 x i32> zeroinitializer
  %2427 = or disjoint <8 x i64> %2426, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2428 = select <8 x i1> %take230.2, <8 x i64> %2427, <8 x i64> %2417
  %2429 = or disjoint i64 %max_block228408, 24
  %2430 = getelementptr inbounds float, ptr %scratch, i64 %2429
  %block229.3 = load <8 x float>, ptr %2430, align 4
  %2431 = fcmp ogt <8 x float> %block229.3, %2424
  %2432 = fcmp uno <8 x float> %block229.3, zeroinitializer
  %2433 = fcmp ord <8 x float> %2424, zeroinitializer
  %2434 = and <8 x i1> %2433, %2432
  %take230.3 = or <8 x i1> %2431, %2434
  %2435 = select <8 x i1> %take230.3, <8 x float> %block229.3, <8 x float> %2424
  %2436 = insertelement <8 x i64> poison, i64 %2429, i64 0
  %2437 = shufflevector <8 x i64> %2436, <8 x i64> poison, <8 x i32> zeroinitializer
  %2438 = or disjoint <8 x i64> %2437, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2439 = select <8 x i1> %take230.3, <8 x i64> %2438, <8 x i64> %2428
  %2440 = add nuw i64 %max_block228408, 32
  %niter1023.next.3 = add i64 %niter1023, 4
  %niter1023.ncmp.3.not = icmp eq i64 %niter1023.next.3, %unroll_iter1022
  br i1 %niter1023.ncmp.3.not, label %max_block.exit227.loopexit.unr-lcssa, label %max_block.body226

max_block.exit227.loopexit.unr-lcssa:             ; preds = %max_block.body226
  br i1 %lcmp.mod1018.not, label %max_block.exit227, label %max_block.body226.epil.preheader

max_block.body226.epil.preheader:                 ; preds = %max_block.exit227.loopexit.unr-lcssa, %max_block.body226.preheader
  %max_block228408.epil.init = phi i64 [ 0, %max_block.body226.preheader ], [ %2440, %max_block.exit227.loopexit.unr-lcssa ]
  %max_index223.0407.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body226.preheader ], [ %2439, %max_block.exit227.loopexit.unr-lcssa ]
  %max_best222.0406.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body226.preheader ], [ %2435, %max_block.exit227.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1021)
  br label %max_block.body226.epil

max_block.body226.epil:                           ; preds = %max_block.body226.epil, %max_block.body226.epil.preheader
  %max_block228408.epil = phi i64 [ %2451, %max_block.body226.epil ], [ %max_block228408.epil.init, %max_block.body226.epil.preheader ]
  %max_index223.0407.epil = phi <8 x i64> [ %2450, %max_block.body226.epil ], [ %max_index223.0407.epil.init, %max_block.body226.epil.preheader ]
  %max_best222.0406.epil = phi <8 x float> [ %2446, %max_block.body226.epil ], [ %max_best222.0406.epil.init, %max_block.body226.epil.preheader ]
  %epil.iter1017 = phi i64 [ %epil.iter1017.next, %max_block.body226.epil ], [ 0, %max_block.body226.epil.preheader ]
  %2441 = getelementptr inbounds float, ptr %scratch, i64 %max_block228408.epil
  %block229.epil = load <8 x float>, ptr %2441, align 4
  %2442 = fcmp ogt <8 x float> %block229.epil, %max_best222.0406.epil
  %2443 = fcmp uno <8 x float> %block229.epil, zeroinitializer
  %2444 = fcmp ord <8 x float> %max_best222.0406.epil, zeroinitializer
  %2445 = and <8 x i1> %2444, %2443
  %take230.epil = or <8 x i1> %2442, %2445
  %2446 = select <8 x i1> %take230.epil, <8 x float> %block229.epil, <8 x float> %max_best222.0406.epil
  %2447 = insertelement <8 x i64> poison, i64 %max_block228408.epil, i64 0
  %2448 = shufflevector <8 x i64> %2447, <8 x i64> poison, <8 x i32> zeroinitializer
  %2449 = or disjoint <8 x i64> %2448, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2450 = select <8 x i1> %take230.epil, <8 x i64> %2449, <8 x i64> %max_index223.0407.epil
  %2451 = add nuw i64 %max_block228408.epil, 8
  %epil.iter1017.next = add i64 %epil.iter1017, 1
  %epil.iter1017.cmp.not = icmp eq i64 %epil.iter1017.next, %xtraiter1016
  br i1 %epil.iter1017.cmp.not, label %max_block.exit227, label %max_block.body226.epil, !llvm.loop !35

max_block.exit227:                                ; preds = %max_block.exit227.loopexit.unr-lcssa, %max_block.body226.epil, %search.done170, %max_block.header225.preheader
  %max_best222.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.header225.preheader ], [ splat (float 0xFFF0000000000000), %search.done170 ], [ %2435, %max_block.exit227.loopexit.unr-lcssa ], [ %2446, %max_block.body226.epil ]
  %max_index223.0.lcssa = phi <8 x i64> [ zeroinitializer, %max_block.header225.preheader ], [ zeroinitializer, %search.done170 ], [ %2439, %max_block.exit227.loopexit.unr-lcssa ], [ %2450, %max_block.body226.epil ]
  %2452 = extractelement <8 x float> %max_best222.0.lcssa, i64 0
  %2453 = extractelement <8 x i64> %max_index223.0.lcssa, i64 0
  %2454 = fcmp une float %2452, 0xFFF0000000000000
  %2455 = select i1 %2454, i64 %2453, i64 0
  %2456 = extractelement <8 x float> %max_best222.0.lcssa, i64 1
  %2457 = extractelement <8 x i64> %max_index223.0.lcssa, i64 1
  %2458 = fcmp uno float %2456, 0.000000e+00
  %2459 = fcmp ord float %2452, 0.000000e+00
  %2460 = icmp ult i64 %2457, %2455
  %2461 = fcmp ogt float %2456, %2452
  %2462 = fcmp oeq float %2456, %2452
  %2463 = or i1 %2459, %2460
  %2464 = and i1 %2462, %2460
  %2465 = or i1 %2461, %2464
  %2466 = select i1 %2458, i1 %2463, i1 %2465
  %2467 = select i1 %2466, float %2456, float %2452
  %2468 = select i1 %2466, i64 %2457, i64 %2455
  %2469 = extractelement <8 x float> %max_best222.0.lcssa, i64 2
  %2470 = extractelement <8 x i64> %max_index223.0.lcssa, i64 2
  %2471 = fcmp uno float %2469, 0.000000e+00
  %2472 = fcmp ord float %2467, 0.000000e+00
  %2473 = icmp ult i64 %2470, %2468
  %2474 = fcmp ogt float %2469, %2467
  %2475 = fcmp oeq float %2469, %2467
  %2476 = or i1 %2472, %2473
  %2477 = and i1 %2475, %2473
  %2478 = or i1 %2474, %2477
  %2479 = select i1 %2471, i1 %2476, i1 %2478
  %2480 = select i1 %2479, float %2469, float %2467
  %2481 = select i1 %2479, i64 %2470, i64 %2468
  %2482 = extractelement <8 x float> %max_best222.0.lcssa, i64 3
  %2483 = extractelement <8 x i64> %max_index223.0.lcssa, i64 3
  %2484 = fcmp uno float %2482, 0.000000e+00
  %2485 = fcmp ord float %2480, 0.000000e+00
  %2486 = icmp ult i64 %2483, %2481
  %2487 = fcmp ogt float %2482, %2480
  %2488 = fcmp oeq float %2482, %2480
  %2489 = or i1 %2485, %2486
  %2490 = and i1 %2488, %2486
  %2491 = or i1 %2487, %2490
  %2492 = select i1 %2484, i1 %2489, i1 %2491
  %2493 = select i1 %2492, float %2482, float %2480
  %2494 = select i1 %2492, i64 %2483, i64 %2481
  %2495 = extractelement <8 x float> %max_best222.0.lcssa, i64 4
  %2496 = extractelement <8 x i64> %max_index223.0.lcssa, i64 4
  %2497 = fcmp uno float %2495, 0.000000e+00
  %2498 = fcmp ord float %2493, 0.000000e+00
  %2499 = icmp ult i64 %2496, %2494
  %2500 = fcmp ogt float %2495, %2493
  %2501 = fcmp oeq float %2495, %2493
  %2502 = or i1 %2498, %2499
  %2503 = and i1 %2501, %2499
  %2504 = or i1 %2500, %2503
  %2505 = select i1 %2497, i1 %2502, i1 %2504
  %2506 = select i1 %2505, float %2495, float %2493
  %2507 = select i1 %2505, i64 %2496, i64 %2494
  %2508 = extractelement <8 x float> %max_best222.0.lcssa, i64 5
  %2509 = extractelement <8 x i64> %max_index223.0.lcssa, i64 5
  %2510 = fcmp uno float %2508, 0.000000e+00
  %2511 = fcmp ord float %2506, 0.000000e+00
  %2512 = icmp ult i64 %2509, %2507
  %2513 = fcmp ogt float %2508, %2506
  %2514 = fcmp oeq float %2508, %2506
  %2515 = or i1 %2511, %2512
  %2516 = and i1 %2514, %2512
  %2517 = or i1 %2513, %2516
  %2518 = select i1 %2510, i1 %2515, i1 %2517
  %2519 = select i1 %2518, float %2508, float %2506
  %2520 = select i1 %2518, i64 %2509, i64 %2507
  %2521 = extractelement <8 x float> %max_best222.0.lcssa, i64 6
  %2522 = extractelement <8 x i64> %max_index223.0.lcssa, i64 6
  %2523 = fcmp uno float %2521, 0.000000e+00
  %2524 = fcmp ord float %2519, 0.000000e+00
  %2525 = icmp ult i64 %2522, %2520
  %2526 = fcmp ogt float %2521, %2519
  %2527 = fcmp oeq float %2521, %2519
  %2528 = or i1 %2524, %2525
  %2529 = and i1 %2527, %2525
  %2530 = or i1 %2526, %2529
  %2531 = select i1 %2523, i1 %2528, i1 %2530
  %2532 = select i1 %2531, float %2521, float %2519
  %2533 = select i1 %2531, i64 %2522, i64 %2520
  %2534 = extractelement <8 x float> %max_best222.0.lcssa, i64 7
  %2535 = extractelement <8 x i64> %max_index223.0.lcssa, i64 7
  %2536 = fcmp uno float %2534, 0.000000e+00
  %2537 = fcmp ord float %2532, 0.000000e+00
  %2538 = icmp ult i64 %2535, %2533
  %2539 = fcmp ogt float %2534, %2532
  %2540 = fcmp oeq float %2534, %2532
  %2541 = or i1 %2537, %2538
  %2542 = and i1 %2540, %2538
  %2543 = or i1 %2539, %2542
  %2544 = select i1 %2536, i1 %2541, i1 %2543
  %2545 = select i1 %2544, i64 %2535, i64 %2533
  br i1 %.not419, label %fold_tail.exit233, label %fold_tail.body232.preheader

fold_tail.body232.preheader:                      ; preds = %max_block.exit227
  %2546 = select i1 %2544, float %2534, float %2532
  br label %fold_tail.body232

fold_tail.body232:                                ; preds = %fold_tail.body232.preheader, %fold_tail.body232
  %fold_tail234413 = phi i64 [ %2555, %fold_tail.body232 ], [ %blocks_end, %fold_tail.body232.preheader ]
  %fold_index218.0412 = phi i64 [ %2554, %fold_tail.body232 ], [ %2545, %fold_tail.body232.preheader ]
  %fold_value217.0411 = phi float [ %2553, %fold_tail.body232 ], [ %2546, %fold_tail.body232.preheader ]
  %2547 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail234413
  %2548 = load float, ptr %2547, align 4
  %2549 = fcmp ogt float %2548, %fold_value217.0411
  %2550 = fcmp uno float %2548, 0.000000e+00
  %2551 = fcmp ord float %fold_value217.0411, 0.000000e+00
  %2552 = and i1 %2551, %2550
  %take235 = or i1 %2549, %2552
  %2553 = select i1 %take235, float %2548, float %fold_value217.0411
  %2554 = select i1 %take235, i64 %fold_tail234413, i64 %fold_index218.0412
  %2555 = add nuw i64 %fold_tail234413, 1
  %2556 = icmp ult i64 %2555, %n_features
  br i1 %2556, label %fold_tail.body232, label %fold_tail.exit233

fold_tail.exit233:                                ; preds = %fold_tail.body232, %max_block.exit227
  %fold_index218.0.lcssa = phi i64 [ %2545, %max_block.exit227 ], [ %2554, %fold_tail.body232 ]
  %2557 = fmul float %fold_value2.0.lcssa, 2.000000e+00
  %2558 = fcmp oeq float %fold_value21.0.lcssa, 0xFFF0000000000000
  %2559 = select i1 %2558, float 4.000000e+00, float 0.000000e+00
  %2560 = fmul float %fold_value59.0.lcssa, 8.000000e+00
  %2561 = fadd float %fold_value.0.lcssa, %2557
  %2562 = fadd float %2561, %2559
  %2563 = fadd float %2562, %2560
  %.v = select i1 %.not, i64 %fold_index218.0.lcssa, i64 %fold_index41.0.lcssa
  %2564 = uitofp i64 %.v to float
  %2565 = fcmp une float %2563, 0.000000e+00
  %2566 = select i1 %2565, float -1.000000e+00, float %2564
  %id = fptosi float %2566 to i64
  store i64 %id, ptr %id_ptr, align 8
  %status_bits = fptoui float %2563 to i32
  %status238 = load i32, ptr %129, align 4
  %2567 = or i32 %status238, %status_bits
  store i32 %2567, ptr %129, align 4
  %2568 = add nuw i64 %row415, 1
  %exitcond493.not = icmp eq i64 %2568, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond493.not, label %row.exit, label %row.body
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
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
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
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !5}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !5}
!33 = distinct !{!33, !5}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !5}
