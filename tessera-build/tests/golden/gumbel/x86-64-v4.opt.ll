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
  %scratch597 = ptrtoint ptr %scratch to i64
  %input_0598 = ptrtoint ptr %input_0 to i64
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
  %.idx324 = shl i64 %n_features, 3
  %14 = getelementptr i8, ptr %scratch, i64 %.idx324
  %.idx325 = mul i64 %n_features, 12
  %15 = getelementptr i8, ptr %scratch, i64 %.idx325
  %.idx326 = shl i64 %n_features, 4
  %16 = getelementptr i8, ptr %scratch, i64 %.idx326
  %blocks_end = and i64 %n_features, -8
  %.not441 = icmp eq i64 %blocks_end, 0
  %.not442 = icmp eq i64 %blocks_end, %n_features
  %not_greedy = icmp eq i32 %greedy, 0
  %top_k_on = icmp ne i64 %top_k, 0
  %guard = and i1 %top_k_on, %not_greedy
  %top_k83 = uitofp i64 %top_k to float
  %17 = add i64 %n_features, -1
  %ctlz = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %17, i1 false)
  %index_bits = sub nuw nsw i64 64, %ctlz
  %notmask = shl nsw i64 -1, %index_bits
  %mask = xor i64 %notmask, -1
  %.not454 = icmp eq i64 %17, 0
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
  %invariant.op440 = xor i64 %key0, %26
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
  %47 = add i64 %46, %input_0598
  %48 = sub i64 %scratch597, %47
  %49 = mul i64 %n_features, -4
  %50 = shl i64 %row_begin, 2
  %51 = sub i64 4, %50
  %52 = mul i64 %n_features, %51
  %53 = add i64 %52, %scratch597
  %54 = sub i64 %53, %input_0598
  %55 = mul i64 %n_features, -4
  %56 = mul i64 %row_begin, %n_features
  %57 = shl i64 %56, 2
  %58 = add i64 %57, %input_0598
  %59 = sub i64 %scratch597, %58
  %60 = mul i64 %n_features, -4
  %61 = mul i64 %n_features, -4
  %62 = shl i64 %row_begin, 2
  %63 = sub i64 4, %62
  %64 = mul i64 %n_features, %63
  %65 = add i64 %64, %scratch597
  %66 = sub i64 %65, %input_0598
  %67 = mul i64 %n_features, -4
  %68 = mul i64 %row_begin, %n_features
  %69 = shl i64 %68, 2
  %70 = add i64 %69, %input_0598
  %71 = sub i64 %scratch597, %70
  %72 = mul i64 %n_features, -4
  %73 = shl i64 %row_begin, 2
  %74 = insertelement <4 x i64> poison, i64 %73, i64 0
  %75 = shufflevector <4 x i64> %74, <4 x i64> poison, <4 x i32> zeroinitializer
  %76 = sub <4 x i64> <i64 4, i64 8, i64 12, i64 16>, %75
  %77 = insertelement <4 x i64> poison, i64 %n_features, i64 0
  %78 = shufflevector <4 x i64> %77, <4 x i64> poison, <4 x i32> zeroinitializer
  %79 = mul <4 x i64> %78, %76
  %80 = insertelement <4 x i64> poison, i64 %scratch597, i64 0
  %81 = shufflevector <4 x i64> %80, <4 x i64> poison, <4 x i32> zeroinitializer
  %82 = add <4 x i64> %79, %81
  %83 = insertelement <4 x i64> poison, i64 %input_0598, i64 0
  %84 = shufflevector <4 x i64> %83, <4 x i64> poison, <4 x i32> zeroinitializer
  %85 = sub <4 x i64> %82, %84
  %86 = add i64 %blocks_end, -1
  %87 = lshr i64 %86, 3
  %88 = add nuw nsw i64 %87, 1
  %89 = add i64 %n_features, -1
  %min.iters.check907 = icmp ult i64 %n_features, 8
  %90 = and i64 %n_features, 4611686018427387896
  %diff.check889 = icmp eq i64 %90, 0
  %diff.check890 = icmp ult i64 %.idx324, 32
  %diff.check892 = icmp ult i64 %.idx325, 32
  %diff.check894 = icmp ult i64 %.idx326, 32
  %op.rdx923 = or i1 %diff.check892, %diff.check894
  %invariant.op1138 = or i1 %diff.check890, %op.rdx923
  %n.vec910 = and i64 %n_features, -8
  %broadcast.splatinsert911 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat912 = shufflevector <8 x float> %broadcast.splatinsert911, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n918 = icmp eq i64 %n_features, %n.vec910
  %xtraiter = and i64 %88, 3
  %91 = icmp ult i64 %blocks_end, 25
  %unroll_iter = and i64 %88, 4611686018427387900
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %lcmp.mod976 = icmp ne i64 %xtraiter, 0
  %xtraiter977 = and i64 %88, 3
  %92 = icmp ult i64 %blocks_end, 25
  %unroll_iter983 = and i64 %88, 4611686018427387900
  %lcmp.mod979.not = icmp eq i64 %xtraiter977, 0
  %lcmp.mod982 = icmp ne i64 %xtraiter977, 0
  %xtraiter985 = and i64 %88, 3
  %93 = icmp ult i64 %blocks_end, 25
  %unroll_iter991 = and i64 %88, 4611686018427387900
  %lcmp.mod987.not = icmp eq i64 %xtraiter985, 0
  %lcmp.mod990 = icmp ne i64 %xtraiter985, 0
  %xtraiter993 = and i64 %88, 3
  %94 = icmp ult i64 %blocks_end, 25
  %unroll_iter999 = and i64 %88, 4611686018427387900
  %lcmp.mod995.not = icmp eq i64 %xtraiter993, 0
  %lcmp.mod998 = icmp ne i64 %xtraiter993, 0
  %xtraiter1001 = and i64 %88, 3
  %95 = icmp ult i64 %blocks_end, 25
  %unroll_iter1007 = and i64 %88, 4611686018427387900
  %lcmp.mod1003.not = icmp eq i64 %xtraiter1001, 0
  %lcmp.mod1006 = icmp ne i64 %xtraiter1001, 0
  %min.iters.check857 = icmp ult i64 %n_features, 4
  %min.iters.check860 = icmp ult i64 %n_features, 32
  %n.mod.vf863 = and i64 %n_features, 28
  %n.vec864 = and i64 %n_features, -32
  %cmp.n873 = icmp eq i64 %n_features, %n.vec864
  %min.epilog.iters.check877 = icmp eq i64 %n.mod.vf863, 0
  %n.vec880 = and i64 %n_features, -4
  %cmp.n886 = icmp eq i64 %n_features, %n.vec880
  %xtraiter1009 = and i64 %n_features, 1
  %lcmp.mod1010.not = icmp eq i64 %xtraiter1009, 0
  %min.iters.check808 = icmp ult i64 %n_features, 4
  %min.iters.check811 = icmp ult i64 %n_features, 16
  %n.mod.vf814 = and i64 %n_features, 12
  %n.vec815 = and i64 %n_features, -16
  %cmp.n833 = icmp eq i64 %n_features, %n.vec815
  %min.epilog.iters.check837 = icmp eq i64 %n.mod.vf814, 0
  %n.vec840 = and i64 %n_features, -4
  %cmp.n849 = icmp eq i64 %n_features, %n.vec840
  %min.iters.check747 = icmp ult i64 %n_features, 4
  %min.iters.check750 = icmp ult i64 %n_features, 16
  %n.mod.vf753 = and i64 %n_features, 12
  %n.vec754 = and i64 %n_features, -16
  %broadcast.splatinsert757 = insertelement <4 x i64> poison, i64 %mask, i64 0
  %broadcast.splat758 = shufflevector <4 x i64> %broadcast.splatinsert757, <4 x i64> poison, <4 x i32> zeroinitializer
  %cmp.n779 = icmp eq i64 %n_features, %n.vec754
  %min.epilog.iters.check783 = icmp eq i64 %n.mod.vf753, 0
  %n.vec786 = and i64 %n_features, -4
  %broadcast.splatinsert789 = insertelement <4 x i64> poison, i64 %mask, i64 0
  %broadcast.splat790 = shufflevector <4 x i64> %broadcast.splatinsert789, <4 x i64> poison, <4 x i32> zeroinitializer
  %cmp.n804 = icmp eq i64 %n_features, %n.vec786
  %min.iters.check705 = icmp ult i64 %n_features, 4
  %min.iters.check707 = icmp ult i64 %n_features, 32
  %n.mod.vf709 = and i64 %n_features, 28
  %n.vec710 = and i64 %n_features, -32
  %broadcast.splatinsert711 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat712 = shufflevector <8 x float> %broadcast.splatinsert711, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n727 = icmp eq i64 %n_features, %n.vec710
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf709, 0
  %n.vec730 = and i64 %n_features, -4
  %broadcast.splatinsert731 = insertelement <4 x float> poison, float %inv_t, i64 0
  %broadcast.splat732 = shufflevector <4 x float> %broadcast.splatinsert731, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n744 = icmp eq i64 %n_features, %n.vec730
  %xtraiter1011 = and i64 %n_features, 1
  %lcmp.mod1012.not = icmp eq i64 %xtraiter1011, 0
  %xtraiter1013 = and i64 %88, 3
  %96 = icmp ult i64 %blocks_end, 25
  %unroll_iter1019 = and i64 %88, 4611686018427387900
  %lcmp.mod1015.not = icmp eq i64 %xtraiter1013, 0
  %lcmp.mod1018 = icmp ne i64 %xtraiter1013, 0
  %min.iters.check681 = icmp ult i64 %n_features, 8
  %n.vec684 = and i64 %n_features, -8
  %broadcast.splatinsert685 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat686 = shufflevector <8 x float> %broadcast.splatinsert685, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n700 = icmp eq i64 %n_features, %n.vec684
  %xtraiter1021 = and i64 %n_features, 7
  %97 = icmp ult i64 %89, 7
  %unroll_iter1026 = and i64 %n_features, -8
  %lcmp.mod1023.not = icmp eq i64 %xtraiter1021, 0
  %lcmp.mod1025 = icmp ne i64 %xtraiter1021, 0
  %min.iters.check655 = icmp ult i64 %n_features, 8
  %n.vec658 = and i64 %n_features, -8
  %broadcast.splatinsert661 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat662 = shufflevector <8 x float> %broadcast.splatinsert661, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n676 = icmp eq i64 %n_features, %n.vec658
  %xtraiter1028 = and i64 %n_features, 1
  %98 = icmp eq i64 %89, 0
  %unroll_iter1033 = and i64 %n_features, -2
  %lcmp.mod1030.not = icmp eq i64 %xtraiter1028, 0
  %lcmp.mod1032 = icmp ne i64 %xtraiter1028, 0
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec = and i64 %n_features, -8
  %broadcast.splatinsert601 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat602 = shufflevector <8 x float> %broadcast.splatinsert601, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert615 = insertelement <8 x float> poison, float %max231, i64 0
  %broadcast.splat616 = shufflevector <8 x float> %broadcast.splatinsert615, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert617 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat618 = shufflevector <8 x i64> %broadcast.splatinsert617, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert623 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat624 = shufflevector <8 x i64> %broadcast.splatinsert623, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert627 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat628 = shufflevector <8 x i64> %broadcast.splatinsert627, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert629 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat630 = shufflevector <8 x i64> %broadcast.splatinsert629, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert631 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat632 = shufflevector <8 x i64> %broadcast.splatinsert631, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert633 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat634 = shufflevector <8 x i64> %broadcast.splatinsert633, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert635 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat636 = shufflevector <8 x i64> %broadcast.splatinsert635, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert637 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat638 = shufflevector <8 x i64> %broadcast.splatinsert637, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert639 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat640 = shufflevector <8 x i64> %broadcast.splatinsert639, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert641 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat642 = shufflevector <8 x i64> %broadcast.splatinsert641, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert643 = insertelement <8 x i64> poison, i64 %40, i64 0
  %broadcast.splat644 = shufflevector <8 x i64> %broadcast.splatinsert643, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert645 = insertelement <8 x i64> poison, i64 %41, i64 0
  %broadcast.splat646 = shufflevector <8 x i64> %broadcast.splatinsert645, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert647 = insertelement <8 x i64> poison, i64 %42, i64 0
  %broadcast.splat648 = shufflevector <8 x i64> %broadcast.splatinsert647, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert649 = insertelement <8 x i32> poison, i32 %43, i64 0
  %broadcast.splat650 = shufflevector <8 x i32> %broadcast.splatinsert649, <8 x i32> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %25, %28
  %.scalar927 = and i64 %.scalar, 4294967295
  %99 = insertelement <8 x i64> poison, i64 %.scalar927, i64 0
  %.masked = shufflevector <8 x i64> %99, <8 x i64> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %invariant.op = xor i64 %28, %25
  %xtraiter1056 = and i64 %88, 3
  %100 = icmp ult i64 %blocks_end, 25
  %unroll_iter1062 = and i64 %88, 4611686018427387900
  %lcmp.mod1058.not = icmp eq i64 %xtraiter1056, 0
  %lcmp.mod1061 = icmp ne i64 %xtraiter1056, 0
  br label %row.body

row.body:                                         ; preds = %row.body.lr.ph, %fold_tail.exit249
  %indvar = phi i64 [ 0, %row.body.lr.ph ], [ %indvar.next, %fold_tail.exit249 ]
  %row439 = phi i64 [ %row_begin, %row.body.lr.ph ], [ %2601, %fold_tail.exit249 ]
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
  %row_offset = mul i64 %row439, %n_features
  %id_ptr = getelementptr inbounds i64, ptr %out_0, i64 %row439
  %118 = getelementptr inbounds float, ptr %input_0, i64 %row_offset
  %119 = getelementptr inbounds float, ptr %status, i64 %row439
  br i1 %.not, label %max_block.exit, label %feature.body.preheader

feature.body.preheader:                           ; preds = %row.body
  br i1 %min.iters.check907, label %feature.body.preheader933, label %vector.memcheck888

vector.memcheck888:                               ; preds = %feature.body.preheader
  %diff.check896 = icmp ult i64 %102, 32
  %120 = icmp ult <4 x i64> %105, splat (i64 32)
  %121 = bitcast <4 x i1> %120 to i4
  %122 = icmp ne i4 %121, 0
  %op.rdx924 = or i1 %diff.check896, %diff.check889
  %op.rdx925.reass = or i1 %122, %invariant.op1138
  %op.rdx926 = or i1 %op.rdx925.reass, %op.rdx924
  br i1 %op.rdx926, label %feature.body.preheader933, label %vector.body913

vector.body913:                                   ; preds = %vector.memcheck888, %vector.body913
  %index914 = phi i64 [ %index.next916, %vector.body913 ], [ 0, %vector.memcheck888 ]
  %123 = getelementptr inbounds float, ptr %118, i64 %index914
  %wide.load915 = load <8 x float>, ptr %123, align 4
  %124 = fcmp uno <8 x float> %wide.load915, zeroinitializer
  %125 = select <8 x i1> %124, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %126 = fcmp oeq <8 x float> %wide.load915, splat (float 0x7FF0000000000000)
  %127 = select <8 x i1> %126, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %128 = fmul <8 x float> %broadcast.splat912, %wide.load915
  %129 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %128)
  %130 = fcmp oeq <8 x float> %129, splat (float 0x7FF0000000000000)
  %131 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %wide.load915)
  %132 = fcmp one <8 x float> %131, splat (float 0x7FF0000000000000)
  %133 = select <8 x i1> %130, <8 x i1> %132, <8 x i1> zeroinitializer
  %134 = select <8 x i1> %133, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %135 = getelementptr inbounds float, ptr %scratch, i64 %index914
  store <8 x float> %125, ptr %135, align 4
  %136 = getelementptr float, ptr %13, i64 %index914
  store <8 x float> %127, ptr %136, align 4
  %137 = getelementptr float, ptr %14, i64 %index914
  store <8 x float> %wide.load915, ptr %137, align 4
  %138 = getelementptr float, ptr %15, i64 %index914
  store <8 x float> %wide.load915, ptr %138, align 4
  %139 = getelementptr float, ptr %16, i64 %index914
  store <8 x float> %134, ptr %139, align 4
  %index.next916 = add nuw i64 %index914, 8
  %140 = icmp eq i64 %index.next916, %n.vec910
  br i1 %140, label %middle.block917, label %vector.body913, !llvm.loop !0

middle.block917:                                  ; preds = %vector.body913
  br i1 %cmp.n918, label %feature.exit, label %feature.body.preheader933

feature.body.preheader933:                        ; preds = %vector.memcheck888, %feature.body.preheader, %middle.block917
  %feature337.ph = phi i64 [ 0, %vector.memcheck888 ], [ 0, %feature.body.preheader ], [ %n.vec910, %middle.block917 ]
  br label %feature.body

row.exit:                                         ; preds = %fold_tail.exit249, %entry
  ret void

feature.body:                                     ; preds = %feature.body.preheader933, %feature.body
  %feature337 = phi i64 [ %159, %feature.body ], [ %feature337.ph, %feature.body.preheader933 ]
  %141 = getelementptr inbounds float, ptr %118, i64 %feature337
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
  %154 = getelementptr inbounds float, ptr %scratch, i64 %feature337
  store float %144, ptr %154, align 4
  %155 = getelementptr float, ptr %13, i64 %feature337
  store float %146, ptr %155, align 4
  %156 = getelementptr float, ptr %14, i64 %feature337
  store float %142, ptr %156, align 4
  %157 = getelementptr float, ptr %15, i64 %feature337
  store float %142, ptr %157, align 4
  %158 = getelementptr float, ptr %16, i64 %feature337
  store float %153, ptr %158, align 4
  %159 = add nuw i64 %feature337, 1
  %exitcond.not = icmp eq i64 %159, %n_features
  br i1 %exitcond.not, label %feature.exit, label %feature.body, !llvm.loop !3

feature.exit:                                     ; preds = %feature.body, %middle.block917
  br i1 %.not441, label %max_block.exit, label %max_block.body.preheader

max_block.body.preheader:                         ; preds = %feature.exit
  br i1 %91, label %max_block.body.epil.preheader, label %max_block.body

max_block.body:                                   ; preds = %max_block.body.preheader, %max_block.body
  %max_block340 = phi i64 [ %203, %max_block.body ], [ 0, %max_block.body.preheader ]
  %max_best.0339 = phi <8 x float> [ %198, %max_block.body ], [ splat (float 0xFFF0000000000000), %max_block.body.preheader ]
  %max_index.0338 = phi <8 x i64> [ %202, %max_block.body ], [ zeroinitializer, %max_block.body.preheader ]
  %niter = phi i64 [ %niter.next.3, %max_block.body ], [ 0, %max_block.body.preheader ]
  %160 = getelementptr inbounds float, ptr %scratch, i64 %max_block340
  %block = load <8 x float>, ptr %160, align 4
  %161 = fcmp ogt <8 x float> %block, %max_best.0339
  %162 = fcmp uno <8 x float> %block, zeroinitializer
  %163 = fcmp ord <8 x float> %max_best.0339, zeroinitializer
  %164 = and <8 x i1> %163, %162
  %take = or <8 x i1> %161, %164
  %165 = select <8 x i1> %take, <8 x float> %block, <8 x float> %max_best.0339
  %166 = insertelement <8 x i64> poison, i64 %max_block340, i64 0
  %167 = shufflevector <8 x i64> %166, <8 x i64> poison, <8 x i32> zeroinitializer
  %168 = or disjoint <8 x i64> %167, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %169 = select <8 x i1> %take, <8 x i64> %168, <8 x i64> %max_index.0338
  %170 = or disjoint i64 %max_block340, 8
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
  %181 = or disjoint i64 %max_block340, 16
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
  %192 = or disjoint i64 %max_block340, 24
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
  %203 = add nuw i64 %max_block340, 32
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3.not = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3.not, label %max_block.exit.loopexit.unr-lcssa, label %max_block.body

max_block.exit.loopexit.unr-lcssa:                ; preds = %max_block.body
  br i1 %lcmp.mod.not, label %max_block.exit, label %max_block.body.epil.preheader

max_block.body.epil.preheader:                    ; preds = %max_block.exit.loopexit.unr-lcssa, %max_block.body.preheader
  %max_block340.epil.init = phi i64 [ 0, %max_block.body.preheader ], [ %203, %max_block.exit.loopexit.unr-lcssa ]
  %max_best.0339.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body.preheader ], [ %198, %max_block.exit.loopexit.unr-lcssa ]
  %max_index.0338.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body.preheader ], [ %202, %max_block.exit.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod976)
  br label %max_block.body.epil

max_block.body.epil:                              ; preds = %max_block.body.epil, %max_block.body.epil.preheader
  %max_block340.epil = phi i64 [ %214, %max_block.body.epil ], [ %max_block340.epil.init, %max_block.body.epil.preheader ]
  %max_best.0339.epil = phi <8 x float> [ %209, %max_block.body.epil ], [ %max_best.0339.epil.init, %max_block.body.epil.preheader ]
  %max_index.0338.epil = phi <8 x i64> [ %213, %max_block.body.epil ], [ %max_index.0338.epil.init, %max_block.body.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %max_block.body.epil ], [ 0, %max_block.body.epil.preheader ]
  %204 = getelementptr inbounds float, ptr %scratch, i64 %max_block340.epil
  %block.epil = load <8 x float>, ptr %204, align 4
  %205 = fcmp ogt <8 x float> %block.epil, %max_best.0339.epil
  %206 = fcmp uno <8 x float> %block.epil, zeroinitializer
  %207 = fcmp ord <8 x float> %max_best.0339.epil, zeroinitializer
  %208 = and <8 x i1> %207, %206
  %take.epil = or <8 x i1> %205, %208
  %209 = select <8 x i1> %take.epil, <8 x float> %block.epil, <8 x float> %max_best.0339.epil
  %210 = insertelement <8 x i64> poison, i64 %max_block340.epil, i64 0
  %211 = shufflevector <8 x i64> %210, <8 x i64> poison, <8 x i32> zeroinitializer
  %212 = or disjoint <8 x i64> %211, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %213 = select <8 x i1> %take.epil, <8 x i64> %212, <8 x i64> %max_index.0338.epil
  %214 = add nuw i64 %max_block340.epil, 8
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
  br i1 %.not442, label %fold_tail.exit, label %fold_tail.body

fold_tail.body:                                   ; preds = %max_block.exit, %fold_tail.body
  %fold_tail344 = phi i64 [ %316, %fold_tail.body ], [ %blocks_end, %max_block.exit ]
  %fold_value.0343 = phi float [ %315, %fold_tail.body ], [ %308, %max_block.exit ]
  %309 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail344
  %310 = load float, ptr %309, align 4
  %311 = fcmp ogt float %310, %fold_value.0343
  %312 = fcmp uno float %310, 0.000000e+00
  %313 = fcmp ord float %fold_value.0343, 0.000000e+00
  %314 = and i1 %313, %312
  %take1 = or i1 %311, %314
  %315 = select i1 %take1, float %310, float %fold_value.0343
  %316 = add nuw i64 %fold_tail344, 1
  %317 = icmp ult i64 %316, %n_features
  br i1 %317, label %fold_tail.body, label %fold_tail.exit

fold_tail.exit:                                   ; preds = %fold_tail.body, %max_block.exit
  %fold_value.0.lcssa = phi float [ %308, %max_block.exit ], [ %315, %fold_tail.body ]
  br i1 %.not441, label %max_block.exit12, label %max_block.body11.preheader

max_block.body11.preheader:                       ; preds = %fold_tail.exit
  br i1 %92, label %max_block.body11.epil.preheader, label %max_block.body11

max_block.body11:                                 ; preds = %max_block.body11.preheader, %max_block.body11
  %max_block13348 = phi i64 [ %361, %max_block.body11 ], [ 0, %max_block.body11.preheader ]
  %max_best7.0347 = phi <8 x float> [ %356, %max_block.body11 ], [ splat (float 0xFFF0000000000000), %max_block.body11.preheader ]
  %max_index8.0346 = phi <8 x i64> [ %360, %max_block.body11 ], [ zeroinitializer, %max_block.body11.preheader ]
  %niter984 = phi i64 [ %niter984.next.3, %max_block.body11 ], [ 0, %max_block.body11.preheader ]
  %318 = getelementptr inbounds float, ptr %13, i64 %max_block13348
  %block14 = load <8 x float>, ptr %318, align 4
  %319 = fcmp ogt <8 x float> %block14, %max_best7.0347
  %320 = fcmp uno <8 x float> %block14, zeroinitializer
  %321 = fcmp ord <8 x float> %max_best7.0347, zeroinitializer
  %322 = and <8 x i1> %321, %320
  %take15 = or <8 x i1> %319, %322
  %323 = select <8 x i1> %take15, <8 x float> %block14, <8 x float> %max_best7.0347
  %324 = insertelement <8 x i64> poison, i64 %max_block13348, i64 0
  %325 = shufflevector <8 x i64> %324, <8 x i64> poison, <8 x i32> zeroinitializer
  %326 = or disjoint <8 x i64> %325, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %327 = select <8 x i1> %take15, <8 x i64> %326, <8 x i64> %max_index8.0346
  %328 = or disjoint i64 %max_block13348, 8
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
  %339 = or disjoint i64 %max_block13348, 16
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
  %350 = or disjoint i64 %max_block13348, 24
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
  %361 = add nuw i64 %max_block13348, 32
  %niter984.next.3 = add i64 %niter984, 4
  %niter984.ncmp.3.not = icmp eq i64 %niter984.next.3, %unroll_iter983
  br i1 %niter984.ncmp.3.not, label %max_block.exit12.loopexit.unr-lcssa, label %max_block.body11

max_block.exit12.loopexit.unr-lcssa:              ; preds = %max_block.body11
  br i1 %lcmp.mod979.not, label %max_block.exit12, label %max_block.body11.epil.preheader

max_block.body11.epil.preheader:                  ; preds = %max_block.exit12.loopexit.unr-lcssa, %max_block.body11.preheader
  %max_block13348.epil.init = phi i64 [ 0, %max_block.body11.preheader ], [ %361, %max_block.exit12.loopexit.unr-lcssa ]
  %max_best7.0347.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body11.preheader ], [ %356, %max_block.exit12.loopexit.unr-lcssa ]
  %max_index8.0346.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body11.preheader ], [ %360, %max_block.exit12.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod982)
  br label %max_block.body11.epil

max_block.body11.epil:                            ; preds = %max_block.body11.epil, %max_block.body11.epil.preheader
  %max_block13348.epil = phi i64 [ %372, %max_block.body11.epil ], [ %max_block13348.epil.init, %max_block.body11.epil.preheader ]
  %max_best7.0347.epil = phi <8 x float> [ %367, %max_block.body11.epil ], [ %max_best7.0347.epil.init, %max_block.body11.epil.preheader ]
  %max_index8.0346.epil = phi <8 x i64> [ %371, %max_block.body11.epil ], [ %max_index8.0346.epil.init, %max_block.body11.epil.preheader ]
  %epil.iter978 = phi i64 [ %epil.iter978.next, %max_block.body11.epil ], [ 0, %max_block.body11.epil.preheader ]
  %362 = getelementptr inbounds float, ptr %13, i64 %max_block13348.epil
  %block14.epil = load <8 x float>, ptr %362, align 4
  %363 = fcmp ogt <8 x float> %block14.epil, %max_best7.0347.epil
  %364 = fcmp uno <8 x float> %block14.epil, zeroinitializer
  %365 = fcmp ord <8 x float> %max_best7.0347.epil, zeroinitializer
  %366 = and <8 x i1> %365, %364
  %take15.epil = or <8 x i1> %363, %366
  %367 = select <8 x i1> %take15.epil, <8 x float> %block14.epil, <8 x float> %max_best7.0347.epil
  %368 = insertelement <8 x i64> poison, i64 %max_block13348.epil, i64 0
  %369 = shufflevector <8 x i64> %368, <8 x i64> poison, <8 x i32> zeroinitializer
  %370 = or disjoint <8 x i64> %369, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %371 = select <8 x i1> %take15.epil, <8 x i64> %370, <8 x i64> %max_index8.0346.epil
  %372 = add nuw i64 %max_block13348.epil, 8
  %epil.iter978.next = add i64 %epil.iter978, 1
  %epil.iter978.cmp.not = icmp eq i64 %epil.iter978.next, %xtraiter977
  br i1 %epil.iter978.cmp.not, label %max_block.exit12, label %max_block.body11.epil, !llvm.loop !6

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
  br i1 %.not442, label %fold_tail.exit18, label %fold_tail.body17

fold_tail.body17:                                 ; preds = %max_block.exit12, %fold_tail.body17
  %fold_tail19353 = phi i64 [ %474, %fold_tail.body17 ], [ %blocks_end, %max_block.exit12 ]
  %fold_value2.0352 = phi float [ %473, %fold_tail.body17 ], [ %466, %max_block.exit12 ]
  %467 = getelementptr inbounds float, ptr %13, i64 %fold_tail19353
  %468 = load float, ptr %467, align 4
  %469 = fcmp ogt float %468, %fold_value2.0352
  %470 = fcmp uno float %468, 0.000000e+00
  %471 = fcmp ord float %fold_value2.0352, 0.000000e+00
  %472 = and i1 %471, %470
  %take20 = or i1 %469, %472
  %473 = select i1 %take20, float %468, float %fold_value2.0352
  %474 = add nuw i64 %fold_tail19353, 1
  %475 = icmp ult i64 %474, %n_features
  br i1 %475, label %fold_tail.body17, label %fold_tail.exit18

fold_tail.exit18:                                 ; preds = %fold_tail.body17, %max_block.exit12
  %fold_value2.0.lcssa = phi float [ %466, %max_block.exit12 ], [ %473, %fold_tail.body17 ]
  br i1 %.not441, label %max_block.exit31, label %max_block.body30.preheader

max_block.body30.preheader:                       ; preds = %fold_tail.exit18
  br i1 %93, label %max_block.body30.epil.preheader, label %max_block.body30

max_block.body30:                                 ; preds = %max_block.body30.preheader, %max_block.body30
  %max_block32357 = phi i64 [ %519, %max_block.body30 ], [ 0, %max_block.body30.preheader ]
  %max_best26.0356 = phi <8 x float> [ %514, %max_block.body30 ], [ splat (float 0xFFF0000000000000), %max_block.body30.preheader ]
  %max_index27.0355 = phi <8 x i64> [ %518, %max_block.body30 ], [ zeroinitializer, %max_block.body30.preheader ]
  %niter992 = phi i64 [ %niter992.next.3, %max_block.body30 ], [ 0, %max_block.body30.preheader ]
  %476 = getelementptr inbounds float, ptr %14, i64 %max_block32357
  %block33 = load <8 x float>, ptr %476, align 4
  %477 = fcmp ogt <8 x float> %block33, %max_best26.0356
  %478 = fcmp uno <8 x float> %block33, zeroinitializer
  %479 = fcmp ord <8 x float> %max_best26.0356, zeroinitializer
  %480 = and <8 x i1> %479, %478
  %take34 = or <8 x i1> %477, %480
  %481 = select <8 x i1> %take34, <8 x float> %block33, <8 x float> %max_best26.0356
  %482 = insertelement <8 x i64> poison, i64 %max_block32357, i64 0
  %483 = shufflevector <8 x i64> %482, <8 x i64> poison, <8 x i32> zeroinitializer
  %484 = or disjoint <8 x i64> %483, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %485 = select <8 x i1> %take34, <8 x i64> %484, <8 x i64> %max_index27.0355
  %486 = or disjoint i64 %max_block32357, 8
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
  %497 = or disjoint i64 %max_block32357, 16
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
  %508 = or disjoint i64 %max_block32357, 24
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
  %519 = add nuw i64 %max_block32357, 32
  %niter992.next.3 = add i64 %niter992, 4
  %niter992.ncmp.3.not = icmp eq i64 %niter992.next.3, %unroll_iter991
  br i1 %niter992.ncmp.3.not, label %max_block.exit31.loopexit.unr-lcssa, label %max_block.body30

max_block.exit31.loopexit.unr-lcssa:              ; preds = %max_block.body30
  br i1 %lcmp.mod987.not, label %max_block.exit31, label %max_block.body30.epil.preheader

max_block.body30.epil.preheader:                  ; preds = %max_block.exit31.loopexit.unr-lcssa, %max_block.body30.preheader
  %max_block32357.epil.init = phi i64 [ 0, %max_block.body30.preheader ], [ %519, %max_block.exit31.loopexit.unr-lcssa ]
  %max_best26.0356.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body30.preheader ], [ %514, %max_block.exit31.loopexit.unr-lcssa ]
  %max_index27.0355.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body30.preheader ], [ %518, %max_block.exit31.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod990)
  br label %max_block.body30.epil

max_block.body30.epil:                            ; preds = %max_block.body30.epil, %max_block.body30.epil.preheader
  %max_block32357.epil = phi i64 [ %530, %max_block.body30.epil ], [ %max_block32357.epil.init, %max_block.body30.epil.preheader ]
  %max_best26.0356.epil = phi <8 x float> [ %525, %max_block.body30.epil ], [ %max_best26.0356.epil.init, %max_block.body30.epil.preheader ]
  %max_index27.0355.epil = phi <8 x i64> [ %529, %max_block.body30.epil ], [ %max_index27.0355.epil.init, %max_block.body30.epil.preheader ]
  %epil.iter986 = phi i64 [ %epil.iter986.next, %max_block.body30.epil ], [ 0, %max_block.body30.epil.preheader ]
  %520 = getelementptr inbounds float, ptr %14, i64 %max_block32357.epil
  %block33.epil = load <8 x float>, ptr %520, align 4
  %521 = fcmp ogt <8 x float> %block33.epil, %max_best26.0356.epil
  %522 = fcmp uno <8 x float> %block33.epil, zeroinitializer
  %523 = fcmp ord <8 x float> %max_best26.0356.epil, zeroinitializer
  %524 = and <8 x i1> %523, %522
  %take34.epil = or <8 x i1> %521, %524
  %525 = select <8 x i1> %take34.epil, <8 x float> %block33.epil, <8 x float> %max_best26.0356.epil
  %526 = insertelement <8 x i64> poison, i64 %max_block32357.epil, i64 0
  %527 = shufflevector <8 x i64> %526, <8 x i64> poison, <8 x i32> zeroinitializer
  %528 = or disjoint <8 x i64> %527, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %529 = select <8 x i1> %take34.epil, <8 x i64> %528, <8 x i64> %max_index27.0355.epil
  %530 = add nuw i64 %max_block32357.epil, 8
  %epil.iter986.next = add i64 %epil.iter986, 1
  %epil.iter986.cmp.not = icmp eq i64 %epil.iter986.next, %xtraiter985
  br i1 %epil.iter986.cmp.not, label %max_block.exit31, label %max_block.body30.epil, !llvm.loop !7

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
  br i1 %.not442, label %fold_tail.exit37, label %fold_tail.body36

fold_tail.body36:                                 ; preds = %max_block.exit31, %fold_tail.body36
  %fold_tail38362 = phi i64 [ %632, %fold_tail.body36 ], [ %blocks_end, %max_block.exit31 ]
  %fold_value21.0361 = phi float [ %631, %fold_tail.body36 ], [ %624, %max_block.exit31 ]
  %625 = getelementptr inbounds float, ptr %14, i64 %fold_tail38362
  %626 = load float, ptr %625, align 4
  %627 = fcmp ogt float %626, %fold_value21.0361
  %628 = fcmp uno float %626, 0.000000e+00
  %629 = fcmp ord float %fold_value21.0361, 0.000000e+00
  %630 = and i1 %629, %628
  %take39 = or i1 %627, %630
  %631 = select i1 %take39, float %626, float %fold_value21.0361
  %632 = add nuw i64 %fold_tail38362, 1
  %633 = icmp ult i64 %632, %n_features
  br i1 %633, label %fold_tail.body36, label %fold_tail.exit37

fold_tail.exit37:                                 ; preds = %fold_tail.body36, %max_block.exit31
  %fold_value21.0.lcssa = phi float [ %624, %max_block.exit31 ], [ %631, %fold_tail.body36 ]
  br i1 %.not441, label %max_block.exit50, label %max_block.body49.preheader

max_block.body49.preheader:                       ; preds = %fold_tail.exit37
  br i1 %94, label %max_block.body49.epil.preheader, label %max_block.body49

max_block.body49:                                 ; preds = %max_block.body49.preheader, %max_block.body49
  %max_block51366 = phi i64 [ %677, %max_block.body49 ], [ 0, %max_block.body49.preheader ]
  %max_best45.0365 = phi <8 x float> [ %672, %max_block.body49 ], [ splat (float 0xFFF0000000000000), %max_block.body49.preheader ]
  %max_index46.0364 = phi <8 x i64> [ %676, %max_block.body49 ], [ zeroinitializer, %max_block.body49.preheader ]
  %niter1000 = phi i64 [ %niter1000.next.3, %max_block.body49 ], [ 0, %max_block.body49.preheader ]
  %634 = getelementptr inbounds float, ptr %15, i64 %max_block51366
  %block52 = load <8 x float>, ptr %634, align 4
  %635 = fcmp ogt <8 x float> %block52, %max_best45.0365
  %636 = fcmp uno <8 x float> %block52, zeroinitializer
  %637 = fcmp ord <8 x float> %max_best45.0365, zeroinitializer
  %638 = and <8 x i1> %637, %636
  %take53 = or <8 x i1> %635, %638
  %639 = select <8 x i1> %take53, <8 x float> %block52, <8 x float> %max_best45.0365
  %640 = insertelement <8 x i64> poison, i64 %max_block51366, i64 0
  %641 = shufflevector <8 x i64> %640, <8 x i64> poison, <8 x i32> zeroinitializer
  %642 = or disjoint <8 x i64> %641, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %643 = select <8 x i1> %take53, <8 x i64> %642, <8 x i64> %max_index46.0364
  %644 = or disjoint i64 %max_block51366, 8
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
  %655 = or disjoint i64 %max_block51366, 16
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
  %666 = or disjoint i64 %max_block51366, 24
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
  %677 = add nuw i64 %max_block51366, 32
  %niter1000.next.3 = add i64 %niter1000, 4
  %niter1000.ncmp.3.not = icmp eq i64 %niter1000.next.3, %unroll_iter999
  br i1 %niter1000.ncmp.3.not, label %max_block.exit50.loopexit.unr-lcssa, label %max_block.body49

max_block.exit50.loopexit.unr-lcssa:              ; preds = %max_block.body49
  br i1 %lcmp.mod995.not, label %max_block.exit50, label %max_block.body49.epil.preheader

max_block.body49.epil.preheader:                  ; preds = %max_block.exit50.loopexit.unr-lcssa, %max_block.body49.preheader
  %max_block51366.epil.init = phi i64 [ 0, %max_block.body49.preheader ], [ %677, %max_block.exit50.loopexit.unr-lcssa ]
  %max_best45.0365.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body49.preheader ], [ %672, %max_block.exit50.loopexit.unr-lcssa ]
  %max_index46.0364.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body49.preheader ], [ %676, %max_block.exit50.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod998)
  br label %max_block.body49.epil

max_block.body49.epil:                            ; preds = %max_block.body49.epil, %max_block.body49.epil.preheader
  %max_block51366.epil = phi i64 [ %688, %max_block.body49.epil ], [ %max_block51366.epil.init, %max_block.body49.epil.preheader ]
  %max_best45.0365.epil = phi <8 x float> [ %683, %max_block.body49.epil ], [ %max_best45.0365.epil.init, %max_block.body49.epil.preheader ]
  %max_index46.0364.epil = phi <8 x i64> [ %687, %max_block.body49.epil ], [ %max_index46.0364.epil.init, %max_block.body49.epil.preheader ]
  %epil.iter994 = phi i64 [ %epil.iter994.next, %max_block.body49.epil ], [ 0, %max_block.body49.epil.preheader ]
  %678 = getelementptr inbounds float, ptr %15, i64 %max_block51366.epil
  %block52.epil = load <8 x float>, ptr %678, align 4
  %679 = fcmp ogt <8 x float> %block52.epil, %max_best45.0365.epil
  %680 = fcmp uno <8 x float> %block52.epil, zeroinitializer
  %681 = fcmp ord <8 x float> %max_best45.0365.epil, zeroinitializer
  %682 = and <8 x i1> %681, %680
  %take53.epil = or <8 x i1> %679, %682
  %683 = select <8 x i1> %take53.epil, <8 x float> %block52.epil, <8 x float> %max_best45.0365.epil
  %684 = insertelement <8 x i64> poison, i64 %max_block51366.epil, i64 0
  %685 = shufflevector <8 x i64> %684, <8 x i64> poison, <8 x i32> zeroinitializer
  %686 = or disjoint <8 x i64> %685, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %687 = select <8 x i1> %take53.epil, <8 x i64> %686, <8 x i64> %max_index46.0364.epil
  %688 = add nuw i64 %max_block51366.epil, 8
  %epil.iter994.next = add i64 %epil.iter994, 1
  %epil.iter994.cmp.not = icmp eq i64 %epil.iter994.next, %xtraiter993
  br i1 %epil.iter994.cmp.not, label %max_block.exit50, label %max_block.body49.epil, !llvm.loop !8

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
  br i1 %.not442, label %fold_tail.exit56, label %fold_tail.body55.preheader

fold_tail.body55.preheader:                       ; preds = %max_block.exit50
  %783 = select i1 %781, float %771, float %769
  br label %fold_tail.body55

fold_tail.body55:                                 ; preds = %fold_tail.body55.preheader, %fold_tail.body55
  %fold_tail57371 = phi i64 [ %792, %fold_tail.body55 ], [ %blocks_end, %fold_tail.body55.preheader ]
  %fold_value40.0370 = phi float [ %790, %fold_tail.body55 ], [ %783, %fold_tail.body55.preheader ]
  %fold_index41.0369 = phi i64 [ %791, %fold_tail.body55 ], [ %782, %fold_tail.body55.preheader ]
  %784 = getelementptr inbounds float, ptr %15, i64 %fold_tail57371
  %785 = load float, ptr %784, align 4
  %786 = fcmp ogt float %785, %fold_value40.0370
  %787 = fcmp uno float %785, 0.000000e+00
  %788 = fcmp ord float %fold_value40.0370, 0.000000e+00
  %789 = and i1 %788, %787
  %take58 = or i1 %786, %789
  %790 = select i1 %take58, float %785, float %fold_value40.0370
  %791 = select i1 %take58, i64 %fold_tail57371, i64 %fold_index41.0369
  %792 = add nuw i64 %fold_tail57371, 1
  %793 = icmp ult i64 %792, %n_features
  br i1 %793, label %fold_tail.body55, label %fold_tail.exit56

fold_tail.exit56:                                 ; preds = %fold_tail.body55, %max_block.exit50
  %fold_index41.0.lcssa = phi i64 [ %782, %max_block.exit50 ], [ %791, %fold_tail.body55 ]
  br i1 %.not441, label %max_block.exit69, label %max_block.body68.preheader

max_block.body68.preheader:                       ; preds = %fold_tail.exit56
  br i1 %95, label %max_block.body68.epil.preheader, label %max_block.body68

max_block.body68:                                 ; preds = %max_block.body68.preheader, %max_block.body68
  %max_block70375 = phi i64 [ %837, %max_block.body68 ], [ 0, %max_block.body68.preheader ]
  %max_best64.0374 = phi <8 x float> [ %832, %max_block.body68 ], [ splat (float 0xFFF0000000000000), %max_block.body68.preheader ]
  %max_index65.0373 = phi <8 x i64> [ %836, %max_block.body68 ], [ zeroinitializer, %max_block.body68.preheader ]
  %niter1008 = phi i64 [ %niter1008.next.3, %max_block.body68 ], [ 0, %max_block.body68.preheader ]
  %794 = getelementptr inbounds float, ptr %16, i64 %max_block70375
  %block71 = load <8 x float>, ptr %794, align 4
  %795 = fcmp ogt <8 x float> %block71, %max_best64.0374
  %796 = fcmp uno <8 x float> %block71, zeroinitializer
  %797 = fcmp ord <8 x float> %max_best64.0374, zeroinitializer
  %798 = and <8 x i1> %797, %796
  %take72 = or <8 x i1> %795, %798
  %799 = select <8 x i1> %take72, <8 x float> %block71, <8 x float> %max_best64.0374
  %800 = insertelement <8 x i64> poison, i64 %max_block70375, i64 0
  %801 = shufflevector <8 x i64> %800, <8 x i64> poison, <8 x i32> zeroinitializer
  %802 = or disjoint <8 x i64> %801, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %803 = select <8 x i1> %take72, <8 x i64> %802, <8 x i64> %max_index65.0373
  %804 = or disjoint i64 %max_block70375, 8
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
  %815 = or disjoint i64 %max_block70375, 16
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
  %826 = or disjoint i64 %max_block70375, 24
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
  %837 = add nuw i64 %max_block70375, 32
  %niter1008.next.3 = add i64 %niter1008, 4
  %niter1008.ncmp.3.not = icmp eq i64 %niter1008.next.3, %unroll_iter1007
  br i1 %niter1008.ncmp.3.not, label %max_block.exit69.loopexit.unr-lcssa, label %max_block.body68

max_block.exit69.loopexit.unr-lcssa:              ; preds = %max_block.body68
  br i1 %lcmp.mod1003.not, label %max_block.exit69, label %max_block.body68.epil.preheader

max_block.body68.epil.preheader:                  ; preds = %max_block.exit69.loopexit.unr-lcssa, %max_block.body68.preheader
  %max_block70375.epil.init = phi i64 [ 0, %max_block.body68.preheader ], [ %837, %max_block.exit69.loopexit.unr-lcssa ]
  %max_best64.0374.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body68.preheader ], [ %832, %max_block.exit69.loopexit.unr-lcssa ]
  %max_index65.0373.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body68.preheader ], [ %836, %max_block.exit69.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1006)
  br label %max_block.body68.epil

max_block.body68.epil:                            ; preds = %max_block.body68.epil, %max_block.body68.epil.preheader
  %max_block70375.epil = phi i64 [ %848, %max_block.body68.epil ], [ %max_block70375.epil.init, %max_block.body68.epil.preheader ]
  %max_best64.0374.epil = phi <8 x float> [ %843, %max_block.body68.epil ], [ %max_best64.0374.epil.init, %max_block.body68.epil.preheader ]
  %max_index65.0373.epil = phi <8 x i64> [ %847, %max_block.body68.epil ], [ %max_index65.0373.epil.init, %max_block.body68.epil.preheader ]
  %epil.iter1002 = phi i64 [ %epil.iter1002.next, %max_block.body68.epil ], [ 0, %max_block.body68.epil.preheader ]
  %838 = getelementptr inbounds float, ptr %16, i64 %max_block70375.epil
  %block71.epil = load <8 x float>, ptr %838, align 4
  %839 = fcmp ogt <8 x float> %block71.epil, %max_best64.0374.epil
  %840 = fcmp uno <8 x float> %block71.epil, zeroinitializer
  %841 = fcmp ord <8 x float> %max_best64.0374.epil, zeroinitializer
  %842 = and <8 x i1> %841, %840
  %take72.epil = or <8 x i1> %839, %842
  %843 = select <8 x i1> %take72.epil, <8 x float> %block71.epil, <8 x float> %max_best64.0374.epil
  %844 = insertelement <8 x i64> poison, i64 %max_block70375.epil, i64 0
  %845 = shufflevector <8 x i64> %844, <8 x i64> poison, <8 x i32> zeroinitializer
  %846 = or disjoint <8 x i64> %845, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %847 = select <8 x i1> %take72.epil, <8 x i64> %846, <8 x i64> %max_index65.0373.epil
  %848 = add nuw i64 %max_block70375.epil, 8
  %epil.iter1002.next = add i64 %epil.iter1002, 1
  %epil.iter1002.cmp.not = icmp eq i64 %epil.iter1002.next, %xtraiter1001
  br i1 %epil.iter1002.cmp.not, label %max_block.exit69, label %max_block.body68.epil, !llvm.loop !9

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
  br i1 %.not442, label %fold_tail.exit75, label %fold_tail.body74

fold_tail.body74:                                 ; preds = %max_block.exit69, %fold_tail.body74
  %fold_tail76380 = phi i64 [ %950, %fold_tail.body74 ], [ %blocks_end, %max_block.exit69 ]
  %fold_value59.0379 = phi float [ %949, %fold_tail.body74 ], [ %942, %max_block.exit69 ]
  %943 = getelementptr inbounds float, ptr %16, i64 %fold_tail76380
  %944 = load float, ptr %943, align 4
  %945 = fcmp ogt float %944, %fold_value59.0379
  %946 = fcmp uno float %944, 0.000000e+00
  %947 = fcmp ord float %fold_value59.0379, 0.000000e+00
  %948 = and i1 %947, %946
  %take77 = or i1 %945, %948
  %949 = select i1 %take77, float %944, float %fold_value59.0379
  %950 = add nuw i64 %fold_tail76380, 1
  %951 = icmp ult i64 %950, %n_features
  br i1 %951, label %fold_tail.body74, label %fold_tail.exit75

fold_tail.exit75:                                 ; preds = %fold_tail.body74, %max_block.exit69
  %fold_value59.0.lcssa = phi float [ %942, %max_block.exit69 ], [ %949, %fold_tail.body74 ]
  br i1 %guard, label %feature.header78.preheader, label %guard.done

feature.header78.preheader:                       ; preds = %fold_tail.exit75
  br i1 %.not, label %search.feature.exit, label %iter.check859

iter.check859:                                    ; preds = %feature.header78.preheader
  br i1 %min.iters.check857, label %feature.body79.preheader, label %vector.memcheck852

vector.memcheck852:                               ; preds = %iter.check859
  %diff.check853 = icmp ult i64 %107, 128
  %diff.check854 = icmp ult i64 %108, 128
  %conflict.rdx855 = or i1 %diff.check853, %diff.check854
  br i1 %conflict.rdx855, label %feature.body79.preheader, label %vector.main.loop.iter.check861

vector.main.loop.iter.check861:                   ; preds = %vector.memcheck852
  br i1 %min.iters.check860, label %vec.epilog.ph878, label %vector.body865

vector.body865:                                   ; preds = %vector.main.loop.iter.check861, %vector.body865
  %index866 = phi i64 [ %index.next871, %vector.body865 ], [ 0, %vector.main.loop.iter.check861 ]
  %952 = getelementptr inbounds float, ptr %118, i64 %index866
  %953 = getelementptr inbounds nuw i8, ptr %952, i64 32
  %954 = getelementptr inbounds nuw i8, ptr %952, i64 64
  %955 = getelementptr inbounds nuw i8, ptr %952, i64 96
  %wide.load867 = load <8 x float>, ptr %952, align 4
  %wide.load868 = load <8 x float>, ptr %953, align 4
  %wide.load869 = load <8 x float>, ptr %954, align 4
  %wide.load870 = load <8 x float>, ptr %955, align 4
  %956 = fadd <8 x float> %wide.load867, zeroinitializer
  %957 = fadd <8 x float> %wide.load868, zeroinitializer
  %958 = fadd <8 x float> %wide.load869, zeroinitializer
  %959 = fadd <8 x float> %wide.load870, zeroinitializer
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
  %988 = getelementptr inbounds float, ptr %scratch, i64 %index866
  %989 = getelementptr inbounds nuw i8, ptr %988, i64 32
  %990 = getelementptr inbounds nuw i8, ptr %988, i64 64
  %991 = getelementptr inbounds nuw i8, ptr %988, i64 96
  store <8 x i32> %984, ptr %988, align 4
  store <8 x i32> %985, ptr %989, align 4
  store <8 x i32> %986, ptr %990, align 4
  store <8 x i32> %987, ptr %991, align 4
  %992 = getelementptr float, ptr %13, i64 %index866
  %993 = getelementptr i8, ptr %992, i64 32
  %994 = getelementptr i8, ptr %992, i64 64
  %995 = getelementptr i8, ptr %992, i64 96
  store <8 x float> splat (float 1.000000e+00), ptr %992, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %993, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %994, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %995, align 4
  %index.next871 = add nuw i64 %index866, 32
  %996 = icmp eq i64 %index.next871, %n.vec864
  br i1 %996, label %middle.block872, label %vector.body865, !llvm.loop !10

middle.block872:                                  ; preds = %vector.body865
  br i1 %cmp.n873, label %search.feature.exit, label %vec.epilog.iter.check876

vec.epilog.iter.check876:                         ; preds = %middle.block872
  br i1 %min.epilog.iters.check877, label %feature.body79.preheader, label %vec.epilog.ph878, !prof !11

vec.epilog.ph878:                                 ; preds = %vector.main.loop.iter.check861, %vec.epilog.iter.check876
  %vec.epilog.resume.val874 = phi i64 [ %n.vec864, %vec.epilog.iter.check876 ], [ 0, %vector.main.loop.iter.check861 ]
  br label %vec.epilog.vector.body881

vec.epilog.vector.body881:                        ; preds = %vec.epilog.vector.body881, %vec.epilog.ph878
  %index882 = phi i64 [ %vec.epilog.resume.val874, %vec.epilog.ph878 ], [ %index.next884, %vec.epilog.vector.body881 ]
  %997 = getelementptr inbounds float, ptr %118, i64 %index882
  %wide.load883 = load <4 x float>, ptr %997, align 4
  %998 = fadd <4 x float> %wide.load883, zeroinitializer
  %999 = bitcast <4 x float> %998 to <4 x i32>
  %1000 = icmp slt <4 x i32> %999, zeroinitializer
  %1001 = xor <4 x i32> %999, splat (i32 -1)
  %1002 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %998)
  %1003 = fneg <4 x float> %1002
  %1004 = bitcast <4 x float> %1003 to <4 x i32>
  %1005 = select <4 x i1> %1000, <4 x i32> %1001, <4 x i32> %1004
  %1006 = getelementptr inbounds float, ptr %scratch, i64 %index882
  store <4 x i32> %1005, ptr %1006, align 4
  %1007 = getelementptr float, ptr %13, i64 %index882
  store <4 x float> splat (float 1.000000e+00), ptr %1007, align 4
  %index.next884 = add nuw i64 %index882, 4
  %1008 = icmp eq i64 %index.next884, %n.vec880
  br i1 %1008, label %vec.epilog.middle.block885, label %vec.epilog.vector.body881, !llvm.loop !12

vec.epilog.middle.block885:                       ; preds = %vec.epilog.vector.body881
  br i1 %cmp.n886, label %search.feature.exit, label %feature.body79.preheader

feature.body79.preheader:                         ; preds = %vector.memcheck852, %iter.check859, %vec.epilog.iter.check876, %vec.epilog.middle.block885
  %feature81382.ph = phi i64 [ 0, %iter.check859 ], [ 0, %vector.memcheck852 ], [ %n.vec864, %vec.epilog.iter.check876 ], [ %n.vec880, %vec.epilog.middle.block885 ]
  br i1 %lcmp.mod1010.not, label %feature.body79.prol.loopexit, label %feature.body79.prol

feature.body79.prol:                              ; preds = %feature.body79.preheader
  %1009 = getelementptr inbounds float, ptr %118, i64 %feature81382.ph
  %1010 = load float, ptr %1009, align 4
  %1011 = fadd float %1010, 0.000000e+00
  %1012 = bitcast float %1011 to i32
  %1013 = icmp slt i32 %1012, 0
  %1014 = xor i32 %1012, -1
  %1015 = tail call float @llvm.fabs.f32(float %1011)
  %1016 = fneg float %1015
  %1017 = bitcast float %1016 to i32
  %1018 = select i1 %1013, i32 %1014, i32 %1017
  %1019 = getelementptr inbounds float, ptr %scratch, i64 %feature81382.ph
  store i32 %1018, ptr %1019, align 4
  %1020 = getelementptr float, ptr %13, i64 %feature81382.ph
  store float 1.000000e+00, ptr %1020, align 4
  %1021 = or disjoint i64 %feature81382.ph, 1
  br label %feature.body79.prol.loopexit

feature.body79.prol.loopexit:                     ; preds = %feature.body79.prol, %feature.body79.preheader
  %feature81382.unr = phi i64 [ %feature81382.ph, %feature.body79.preheader ], [ %1021, %feature.body79.prol ]
  %1022 = icmp eq i64 %89, %feature81382.ph
  br i1 %1022, label %search.feature.exit, label %feature.body79

guard.done:                                       ; preds = %search.feature.exit, %search.index_bit.exit, %fold_tail.exit75
  %uniforms.sroa.22.0 = phi float [ 0x7FF0000000000000, %fold_tail.exit75 ], [ %search_index101, %search.index_bit.exit ], [ 0x7FF0000000000000, %search.feature.exit ]
  %uniforms.sroa.15.0 = phi float [ 0xFFF0000000000000, %fold_tail.exit75 ], [ %1228, %search.index_bit.exit ], [ 0xFFF0000000000000, %search.feature.exit ]
  br i1 %guard103, label %feature.header107.preheader, label %guard.done157

feature.header107.preheader:                      ; preds = %guard.done
  br i1 %.not, label %max_block.exit122, label %iter.check

iter.check:                                       ; preds = %feature.header107.preheader
  %diff.check703 = icmp ult i64 %110, 128
  %or.cond = select i1 %min.iters.check705, i1 true, i1 %diff.check703
  br i1 %or.cond, label %feature.body108.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check707, label %vec.epilog.ph, label %vector.ph708

vector.ph708:                                     ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert713 = insertelement <8 x float> poison, float %uniforms.sroa.15.0, i64 0
  %broadcast.splat714 = shufflevector <8 x float> %broadcast.splatinsert713, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert715 = insertelement <8 x float> poison, float %uniforms.sroa.22.0, i64 0
  %broadcast.splat716 = shufflevector <8 x float> %broadcast.splatinsert715, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body717

vector.body717:                                   ; preds = %vector.body717, %vector.ph708
  %index718 = phi i64 [ 0, %vector.ph708 ], [ %index.next724, %vector.body717 ]
  %vec.ind719 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph708 ], [ %vec.ind.next725, %vector.body717 ]
  %step.add = add <8 x i64> %vec.ind719, splat (i64 8)
  %step.add.2 = add <8 x i64> %vec.ind719, splat (i64 16)
  %step.add.3 = add <8 x i64> %vec.ind719, splat (i64 24)
  %1023 = getelementptr inbounds float, ptr %118, i64 %index718
  %1024 = getelementptr inbounds nuw i8, ptr %1023, i64 32
  %1025 = getelementptr inbounds nuw i8, ptr %1023, i64 64
  %1026 = getelementptr inbounds nuw i8, ptr %1023, i64 96
  %wide.load720 = load <8 x float>, ptr %1023, align 4
  %wide.load721 = load <8 x float>, ptr %1024, align 4
  %wide.load722 = load <8 x float>, ptr %1025, align 4
  %wide.load723 = load <8 x float>, ptr %1026, align 4
  %1027 = fmul <8 x float> %broadcast.splat712, %wide.load720
  %1028 = fmul <8 x float> %broadcast.splat712, %wide.load721
  %1029 = fmul <8 x float> %broadcast.splat712, %wide.load722
  %1030 = fmul <8 x float> %broadcast.splat712, %wide.load723
  %1031 = uitofp <8 x i64> %vec.ind719 to <8 x float>
  %1032 = uitofp <8 x i64> %step.add to <8 x float>
  %1033 = uitofp <8 x i64> %step.add.2 to <8 x float>
  %1034 = uitofp <8 x i64> %step.add.3 to <8 x float>
  %1035 = fcmp ogt <8 x float> %wide.load720, %broadcast.splat714
  %1036 = fcmp ogt <8 x float> %wide.load721, %broadcast.splat714
  %1037 = fcmp ogt <8 x float> %wide.load722, %broadcast.splat714
  %1038 = fcmp ogt <8 x float> %wide.load723, %broadcast.splat714
  %1039 = select <8 x i1> %1035, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1040 = select <8 x i1> %1036, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1041 = select <8 x i1> %1037, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1042 = select <8 x i1> %1038, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1043 = fcmp oeq <8 x float> %wide.load720, %broadcast.splat714
  %1044 = fcmp oeq <8 x float> %wide.load721, %broadcast.splat714
  %1045 = fcmp oeq <8 x float> %wide.load722, %broadcast.splat714
  %1046 = fcmp oeq <8 x float> %wide.load723, %broadcast.splat714
  %1047 = fcmp oge <8 x float> %broadcast.splat716, %1031
  %1048 = fcmp oge <8 x float> %broadcast.splat716, %1032
  %1049 = fcmp oge <8 x float> %broadcast.splat716, %1033
  %1050 = fcmp oge <8 x float> %broadcast.splat716, %1034
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
  %1075 = getelementptr inbounds float, ptr %scratch, i64 %index718
  %1076 = getelementptr inbounds nuw i8, ptr %1075, i64 32
  %1077 = getelementptr inbounds nuw i8, ptr %1075, i64 64
  %1078 = getelementptr inbounds nuw i8, ptr %1075, i64 96
  store <8 x float> %1071, ptr %1075, align 4
  store <8 x float> %1072, ptr %1076, align 4
  store <8 x float> %1073, ptr %1077, align 4
  store <8 x float> %1074, ptr %1078, align 4
  %index.next724 = add nuw i64 %index718, 32
  %vec.ind.next725 = add <8 x i64> %vec.ind719, splat (i64 32)
  %1079 = icmp eq i64 %index.next724, %n.vec710
  br i1 %1079, label %middle.block726, label %vector.body717, !llvm.loop !13

middle.block726:                                  ; preds = %vector.body717
  br i1 %cmp.n727, label %max_block.header120.preheader, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block726
  br i1 %min.epilog.iters.check, label %feature.body108.preheader, label %vec.epilog.ph, !prof !11

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.resume.val728 = phi i64 [ %n.vec710, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert733 = insertelement <4 x float> poison, float %uniforms.sroa.15.0, i64 0
  %broadcast.splat734 = shufflevector <4 x float> %broadcast.splatinsert733, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert735 = insertelement <4 x float> poison, float %uniforms.sroa.22.0, i64 0
  %broadcast.splat736 = shufflevector <4 x float> %broadcast.splatinsert735, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert737 = insertelement <4 x i64> poison, i64 %bc.resume.val728, i64 0
  %broadcast.splat738 = shufflevector <4 x i64> %broadcast.splatinsert737, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction = or disjoint <4 x i64> %broadcast.splat738, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index739 = phi i64 [ %bc.resume.val728, %vec.epilog.ph ], [ %index.next742, %vec.epilog.vector.body ]
  %vec.ind740 = phi <4 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next743, %vec.epilog.vector.body ]
  %1080 = getelementptr inbounds float, ptr %118, i64 %index739
  %wide.load741 = load <4 x float>, ptr %1080, align 4
  %1081 = fmul <4 x float> %broadcast.splat732, %wide.load741
  %1082 = uitofp <4 x i64> %vec.ind740 to <4 x float>
  %1083 = fcmp ogt <4 x float> %wide.load741, %broadcast.splat734
  %1084 = select <4 x i1> %1083, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %1085 = fcmp oeq <4 x float> %wide.load741, %broadcast.splat734
  %1086 = fcmp oge <4 x float> %broadcast.splat736, %1082
  %1087 = select <4 x i1> %1085, <4 x i1> %1086, <4 x i1> zeroinitializer
  %1088 = select <4 x i1> %1087, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %1089 = fcmp ogt <4 x float> %1088, %1084
  %1090 = select <4 x i1> %1089, <4 x float> %1088, <4 x float> %1084
  %1091 = fcmp une <4 x float> %1090, zeroinitializer
  %1092 = select <4 x i1> %1091, <4 x float> %1081, <4 x float> splat (float 0xFFF0000000000000)
  %1093 = getelementptr inbounds float, ptr %scratch, i64 %index739
  store <4 x float> %1092, ptr %1093, align 4
  %index.next742 = add nuw i64 %index739, 4
  %vec.ind.next743 = add nuw <4 x i64> %vec.ind740, splat (i64 4)
  %1094 = icmp eq i64 %index.next742, %n.vec730
  br i1 %1094, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n744, label %max_block.header120.preheader, label %feature.body108.preheader

feature.body108.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature110397.ph = phi i64 [ 0, %iter.check ], [ %n.vec710, %vec.epilog.iter.check ], [ %n.vec730, %vec.epilog.middle.block ]
  %.neg1064 = or disjoint i64 %feature110397.ph, 1
  br i1 %lcmp.mod1012.not, label %feature.body108.prol.loopexit, label %feature.body108.prol

feature.body108.prol:                             ; preds = %feature.body108.preheader
  %1095 = getelementptr inbounds float, ptr %118, i64 %feature110397.ph
  %1096 = load float, ptr %1095, align 4
  %1097 = fmul float %inv_t, %1096
  %feature111.prol = uitofp i64 %feature110397.ph to float
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
  %1107 = getelementptr inbounds float, ptr %scratch, i64 %feature110397.ph
  store float %1106, ptr %1107, align 4
  %1108 = or disjoint i64 %feature110397.ph, 1
  br label %feature.body108.prol.loopexit

feature.body108.prol.loopexit:                    ; preds = %feature.body108.prol, %feature.body108.preheader
  %feature110397.unr = phi i64 [ %feature110397.ph, %feature.body108.preheader ], [ %1108, %feature.body108.prol ]
  %1109 = icmp eq i64 %n_features, %.neg1064
  br i1 %1109, label %max_block.header120.preheader, label %feature.body108

feature.body79:                                   ; preds = %feature.body79.prol.loopexit, %feature.body79
  %feature81382 = phi i64 [ %1135, %feature.body79 ], [ %feature81382.unr, %feature.body79.prol.loopexit ]
  %1110 = getelementptr inbounds float, ptr %118, i64 %feature81382
  %1111 = load float, ptr %1110, align 4
  %1112 = fadd float %1111, 0.000000e+00
  %1113 = bitcast float %1112 to i32
  %1114 = icmp slt i32 %1113, 0
  %1115 = xor i32 %1113, -1
  %1116 = tail call float @llvm.fabs.f32(float %1112)
  %1117 = fneg float %1116
  %1118 = bitcast float %1117 to i32
  %1119 = select i1 %1114, i32 %1115, i32 %1118
  %1120 = getelementptr inbounds float, ptr %scratch, i64 %feature81382
  store i32 %1119, ptr %1120, align 4
  %1121 = getelementptr float, ptr %13, i64 %feature81382
  store float 1.000000e+00, ptr %1121, align 4
  %1122 = add nuw i64 %feature81382, 1
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
  %1135 = add nuw i64 %feature81382, 2
  %exitcond501.not.1 = icmp eq i64 %1135, %n_features
  br i1 %exitcond501.not.1, label %search.feature.exit, label %feature.body79, !llvm.loop !15

search.feature.exit:                              ; preds = %feature.body79.prol.loopexit, %feature.body79, %middle.block872, %vec.epilog.middle.block885, %feature.header78.preheader
  %search_count.0.lcssa = phi float [ 0.000000e+00, %feature.header78.preheader ], [ %44, %middle.block872 ], [ %44, %vec.epilog.middle.block885 ], [ %44, %feature.body79 ], [ %44, %feature.body79.prol.loopexit ]
  %1136 = fcmp ult float %search_count.0.lcssa, %top_k83
  br i1 %1136, label %guard.done, label %search.key_bit.body

search.key_bit.body:                              ; preds = %search.feature.exit, %search.feature.exit87
  %search.key_bit390 = phi i64 [ %1172, %search.feature.exit87 ], [ 0, %search.feature.exit ]
  %search_hi.0389 = phi i32 [ %1171, %search.feature.exit87 ], [ 0, %search.feature.exit ]
  %1137 = trunc nuw nsw i64 %search.key_bit390 to i32
  %1138 = lshr exact i32 -2147483648, %1137
  %candidate = or i32 %1138, %search_hi.0389
  br i1 %.not, label %search.feature.exit87, label %iter.check810

iter.check810:                                    ; preds = %search.key_bit.body
  br i1 %min.iters.check808, label %search.feature.body86.preheader, label %vector.main.loop.iter.check812

vector.main.loop.iter.check812:                   ; preds = %iter.check810
  br i1 %min.iters.check811, label %vec.epilog.ph838, label %vector.ph813

vector.ph813:                                     ; preds = %vector.main.loop.iter.check812
  %broadcast.splatinsert816 = insertelement <4 x i32> poison, i32 %candidate, i64 0
  %broadcast.splat817 = shufflevector <4 x i32> %broadcast.splatinsert816, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body818

vector.body818:                                   ; preds = %vector.body818, %vector.ph813
  %index819 = phi i64 [ 0, %vector.ph813 ], [ %index.next828, %vector.body818 ]
  %vec.phi820 = phi <4 x i64> [ zeroinitializer, %vector.ph813 ], [ %1151, %vector.body818 ]
  %vec.phi821 = phi <4 x i64> [ zeroinitializer, %vector.ph813 ], [ %1152, %vector.body818 ]
  %vec.phi822 = phi <4 x i64> [ zeroinitializer, %vector.ph813 ], [ %1153, %vector.body818 ]
  %vec.phi823 = phi <4 x i64> [ zeroinitializer, %vector.ph813 ], [ %1154, %vector.body818 ]
  %1139 = getelementptr inbounds float, ptr %scratch, i64 %index819
  %1140 = getelementptr inbounds nuw i8, ptr %1139, i64 16
  %1141 = getelementptr inbounds nuw i8, ptr %1139, i64 32
  %1142 = getelementptr inbounds nuw i8, ptr %1139, i64 48
  %wide.load824 = load <4 x i32>, ptr %1139, align 4
  %wide.load825 = load <4 x i32>, ptr %1140, align 4
  %wide.load826 = load <4 x i32>, ptr %1141, align 4
  %wide.load827 = load <4 x i32>, ptr %1142, align 4
  %1143 = icmp uge <4 x i32> %wide.load824, %broadcast.splat817
  %1144 = icmp uge <4 x i32> %wide.load825, %broadcast.splat817
  %1145 = icmp uge <4 x i32> %wide.load826, %broadcast.splat817
  %1146 = icmp uge <4 x i32> %wide.load827, %broadcast.splat817
  %1147 = zext <4 x i1> %1143 to <4 x i64>
  %1148 = zext <4 x i1> %1144 to <4 x i64>
  %1149 = zext <4 x i1> %1145 to <4 x i64>
  %1150 = zext <4 x i1> %1146 to <4 x i64>
  %1151 = add <4 x i64> %vec.phi820, %1147
  %1152 = add <4 x i64> %vec.phi821, %1148
  %1153 = add <4 x i64> %vec.phi822, %1149
  %1154 = add <4 x i64> %vec.phi823, %1150
  %index.next828 = add nuw i64 %index819, 16
  %1155 = icmp eq i64 %index.next828, %n.vec815
  br i1 %1155, label %middle.block829, label %vector.body818, !llvm.loop !16

middle.block829:                                  ; preds = %vector.body818
  %bin.rdx830 = add <4 x i64> %1152, %1151
  %bin.rdx831 = add <4 x i64> %1153, %bin.rdx830
  %bin.rdx832 = add <4 x i64> %1154, %bin.rdx831
  %1156 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx832)
  br i1 %cmp.n833, label %search.feature.exit87.loopexit, label %vec.epilog.iter.check836

vec.epilog.iter.check836:                         ; preds = %middle.block829
  br i1 %min.epilog.iters.check837, label %search.feature.body86.preheader, label %vec.epilog.ph838, !prof !17

vec.epilog.ph838:                                 ; preds = %vector.main.loop.iter.check812, %vec.epilog.iter.check836
  %vec.epilog.resume.val = phi i64 [ %n.vec815, %vec.epilog.iter.check836 ], [ 0, %vector.main.loop.iter.check812 ]
  %bc.merge.rdx834 = phi i64 [ %1156, %vec.epilog.iter.check836 ], [ 0, %vector.main.loop.iter.check812 ]
  %1157 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx834, i64 0
  %broadcast.splatinsert841 = insertelement <4 x i32> poison, i32 %candidate, i64 0
  %broadcast.splat842 = shufflevector <4 x i32> %broadcast.splatinsert841, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body843

vec.epilog.vector.body843:                        ; preds = %vec.epilog.vector.body843, %vec.epilog.ph838
  %index844 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph838 ], [ %index.next847, %vec.epilog.vector.body843 ]
  %vec.phi845 = phi <4 x i64> [ %1157, %vec.epilog.ph838 ], [ %1161, %vec.epilog.vector.body843 ]
  %1158 = getelementptr inbounds float, ptr %scratch, i64 %index844
  %wide.load846 = load <4 x i32>, ptr %1158, align 4
  %1159 = icmp uge <4 x i32> %wide.load846, %broadcast.splat842
  %1160 = zext <4 x i1> %1159 to <4 x i64>
  %1161 = add <4 x i64> %vec.phi845, %1160
  %index.next847 = add nuw i64 %index844, 4
  %1162 = icmp eq i64 %index.next847, %n.vec840
  br i1 %1162, label %vec.epilog.middle.block848, label %vec.epilog.vector.body843, !llvm.loop !18

vec.epilog.middle.block848:                       ; preds = %vec.epilog.vector.body843
  %1163 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %1161)
  br i1 %cmp.n849, label %search.feature.exit87.loopexit, label %search.feature.body86.preheader

search.feature.body86.preheader:                  ; preds = %iter.check810, %vec.epilog.iter.check836, %vec.epilog.middle.block848
  %search.feature88387.ph = phi i64 [ 0, %iter.check810 ], [ %n.vec815, %vec.epilog.iter.check836 ], [ %n.vec840, %vec.epilog.middle.block848 ]
  %search_count84.0386.ph = phi i64 [ 0, %iter.check810 ], [ %1156, %vec.epilog.iter.check836 ], [ %1163, %vec.epilog.middle.block848 ]
  br label %search.feature.body86

search.key_bit.exit:                              ; preds = %search.feature.exit87
  br i1 %.not454, label %search.index_bit.exit, label %search.index_bit.body.preheader

search.index_bit.body.preheader:                  ; preds = %search.key_bit.exit
  %broadcast.splatinsert755 = insertelement <4 x i32> poison, i32 %1171, i64 0
  %broadcast.splat756 = shufflevector <4 x i32> %broadcast.splatinsert755, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert787 = insertelement <4 x i32> poison, i32 %1171, i64 0
  %broadcast.splat788 = shufflevector <4 x i32> %broadcast.splatinsert787, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %search.index_bit.body

search.feature.body86:                            ; preds = %search.feature.body86.preheader, %search.feature.body86
  %search.feature88387 = phi i64 [ %1168, %search.feature.body86 ], [ %search.feature88387.ph, %search.feature.body86.preheader ]
  %search_count84.0386 = phi i64 [ %1167, %search.feature.body86 ], [ %search_count84.0386.ph, %search.feature.body86.preheader ]
  %1164 = getelementptr inbounds float, ptr %scratch, i64 %search.feature88387
  %key89 = load i32, ptr %1164, align 4
  %1165 = icmp uge i32 %key89, %candidate
  %1166 = zext i1 %1165 to i64
  %1167 = add i64 %search_count84.0386, %1166
  %1168 = add nuw i64 %search.feature88387, 1
  %exitcond502.not = icmp eq i64 %1168, %n_features
  br i1 %exitcond502.not, label %search.feature.exit87.loopexit, label %search.feature.body86, !llvm.loop !19

search.feature.exit87.loopexit:                   ; preds = %search.feature.body86, %vec.epilog.middle.block848, %middle.block829
  %.lcssa581 = phi i64 [ %1163, %vec.epilog.middle.block848 ], [ %1156, %middle.block829 ], [ %1167, %search.feature.body86 ]
  %1169 = uitofp i64 %.lcssa581 to float
  br label %search.feature.exit87

search.feature.exit87:                            ; preds = %search.feature.exit87.loopexit, %search.key_bit.body
  %search_count84.0.lcssa = phi float [ 0.000000e+00, %search.key_bit.body ], [ %1169, %search.feature.exit87.loopexit ]
  %1170 = fcmp oge float %search_count84.0.lcssa, %top_k83
  %1171 = select i1 %1170, i32 %candidate, i32 %search_hi.0389
  %1172 = add nuw nsw i64 %search.key_bit390, 1
  %exitcond503.not = icmp eq i64 %1172, 32
  br i1 %exitcond503.not, label %search.key_bit.exit, label %search.key_bit.body

search.index_bit.body:                            ; preds = %search.index_bit.body.preheader, %search.feature.exit96
  %search.index_bit395 = phi i64 [ %1243, %search.feature.exit96 ], [ 0, %search.index_bit.body.preheader ]
  %search_lo.0394 = phi i64 [ %1242, %search.feature.exit96 ], [ 0, %search.index_bit.body.preheader ]
  %1173 = add nuw nsw i64 %search.index_bit395, %ctlz
  %1174 = lshr exact i64 -9223372036854775808, %1173
  %candidate92 = or i64 %1174, %search_lo.0394
  br i1 %.not, label %search.feature.exit96, label %iter.check749

iter.check749:                                    ; preds = %search.index_bit.body
  br i1 %min.iters.check747, label %search.feature.body95.preheader, label %vector.main.loop.iter.check751

vector.main.loop.iter.check751:                   ; preds = %iter.check749
  br i1 %min.iters.check750, label %vec.epilog.ph784, label %vector.ph752

vector.ph752:                                     ; preds = %vector.main.loop.iter.check751
  %broadcast.splatinsert759 = insertelement <4 x i64> poison, i64 %candidate92, i64 0
  %broadcast.splat760 = shufflevector <4 x i64> %broadcast.splatinsert759, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %vector.body761

vector.body761:                                   ; preds = %vector.body761, %vector.ph752
  %index762 = phi i64 [ 0, %vector.ph752 ], [ %index.next774, %vector.body761 ]
  %vec.ind763 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %vector.ph752 ], [ %vec.ind.next775, %vector.body761 ]
  %vec.phi = phi <4 x i64> [ zeroinitializer, %vector.ph752 ], [ %1207, %vector.body761 ]
  %vec.phi764 = phi <4 x i64> [ zeroinitializer, %vector.ph752 ], [ %1208, %vector.body761 ]
  %vec.phi765 = phi <4 x i64> [ zeroinitializer, %vector.ph752 ], [ %1209, %vector.body761 ]
  %vec.phi766 = phi <4 x i64> [ zeroinitializer, %vector.ph752 ], [ %1210, %vector.body761 ]
  %step.add767 = add <4 x i64> %vec.ind763, splat (i64 4)
  %step.add.2768 = add <4 x i64> %vec.ind763, splat (i64 8)
  %step.add.3769 = add <4 x i64> %vec.ind763, splat (i64 12)
  %1175 = getelementptr inbounds float, ptr %scratch, i64 %index762
  %1176 = getelementptr inbounds nuw i8, ptr %1175, i64 16
  %1177 = getelementptr inbounds nuw i8, ptr %1175, i64 32
  %1178 = getelementptr inbounds nuw i8, ptr %1175, i64 48
  %wide.load770 = load <4 x i32>, ptr %1175, align 4
  %wide.load771 = load <4 x i32>, ptr %1176, align 4
  %wide.load772 = load <4 x i32>, ptr %1177, align 4
  %wide.load773 = load <4 x i32>, ptr %1178, align 4
  %1179 = icmp ugt <4 x i32> %wide.load770, %broadcast.splat756
  %1180 = icmp ugt <4 x i32> %wide.load771, %broadcast.splat756
  %1181 = icmp ugt <4 x i32> %wide.load772, %broadcast.splat756
  %1182 = icmp ugt <4 x i32> %wide.load773, %broadcast.splat756
  %1183 = icmp eq <4 x i32> %wide.load770, %broadcast.splat756
  %1184 = icmp eq <4 x i32> %wide.load771, %broadcast.splat756
  %1185 = icmp eq <4 x i32> %wide.load772, %broadcast.splat756
  %1186 = icmp eq <4 x i32> %wide.load773, %broadcast.splat756
  %1187 = sub <4 x i64> %broadcast.splat758, %vec.ind763
  %1188 = sub <4 x i64> %broadcast.splat758, %step.add767
  %1189 = sub <4 x i64> %broadcast.splat758, %step.add.2768
  %1190 = sub <4 x i64> %broadcast.splat758, %step.add.3769
  %1191 = icmp uge <4 x i64> %1187, %broadcast.splat760
  %1192 = icmp uge <4 x i64> %1188, %broadcast.splat760
  %1193 = icmp uge <4 x i64> %1189, %broadcast.splat760
  %1194 = icmp uge <4 x i64> %1190, %broadcast.splat760
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
  %1208 = add <4 x i64> %vec.phi764, %1204
  %1209 = add <4 x i64> %vec.phi765, %1205
  %1210 = add <4 x i64> %vec.phi766, %1206
  %index.next774 = add nuw i64 %index762, 16
  %vec.ind.next775 = add <4 x i64> %vec.ind763, splat (i64 16)
  %1211 = icmp eq i64 %index.next774, %n.vec754
  br i1 %1211, label %middle.block776, label %vector.body761, !llvm.loop !20

middle.block776:                                  ; preds = %vector.body761
  %bin.rdx = add <4 x i64> %1208, %1207
  %bin.rdx777 = add <4 x i64> %1209, %bin.rdx
  %bin.rdx778 = add <4 x i64> %1210, %bin.rdx777
  %1212 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx778)
  br i1 %cmp.n779, label %search.feature.exit96.loopexit, label %vec.epilog.iter.check782

vec.epilog.iter.check782:                         ; preds = %middle.block776
  br i1 %min.epilog.iters.check783, label %search.feature.body95.preheader, label %vec.epilog.ph784, !prof !17

vec.epilog.ph784:                                 ; preds = %vector.main.loop.iter.check751, %vec.epilog.iter.check782
  %bc.resume.val780 = phi i64 [ %n.vec754, %vec.epilog.iter.check782 ], [ 0, %vector.main.loop.iter.check751 ]
  %bc.merge.rdx = phi i64 [ %1212, %vec.epilog.iter.check782 ], [ 0, %vector.main.loop.iter.check751 ]
  %1213 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx, i64 0
  %broadcast.splatinsert791 = insertelement <4 x i64> poison, i64 %candidate92, i64 0
  %broadcast.splat792 = shufflevector <4 x i64> %broadcast.splatinsert791, <4 x i64> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert793 = insertelement <4 x i64> poison, i64 %bc.resume.val780, i64 0
  %broadcast.splat794 = shufflevector <4 x i64> %broadcast.splatinsert793, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction795 = or disjoint <4 x i64> %broadcast.splat794, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body796

vec.epilog.vector.body796:                        ; preds = %vec.epilog.vector.body796, %vec.epilog.ph784
  %index797 = phi i64 [ %bc.resume.val780, %vec.epilog.ph784 ], [ %index.next801, %vec.epilog.vector.body796 ]
  %vec.ind798 = phi <4 x i64> [ %induction795, %vec.epilog.ph784 ], [ %vec.ind.next802, %vec.epilog.vector.body796 ]
  %vec.phi799 = phi <4 x i64> [ %1213, %vec.epilog.ph784 ], [ %1222, %vec.epilog.vector.body796 ]
  %1214 = getelementptr inbounds float, ptr %scratch, i64 %index797
  %wide.load800 = load <4 x i32>, ptr %1214, align 4
  %1215 = icmp ugt <4 x i32> %wide.load800, %broadcast.splat788
  %1216 = icmp eq <4 x i32> %wide.load800, %broadcast.splat788
  %1217 = sub <4 x i64> %broadcast.splat790, %vec.ind798
  %1218 = icmp uge <4 x i64> %1217, %broadcast.splat792
  %1219 = and <4 x i1> %1218, %1216
  %1220 = or <4 x i1> %1215, %1219
  %1221 = zext <4 x i1> %1220 to <4 x i64>
  %1222 = add <4 x i64> %vec.phi799, %1221
  %index.next801 = add nuw i64 %index797, 4
  %vec.ind.next802 = add nuw <4 x i64> %vec.ind798, splat (i64 4)
  %1223 = icmp eq i64 %index.next801, %n.vec786
  br i1 %1223, label %vec.epilog.middle.block803, label %vec.epilog.vector.body796, !llvm.loop !21

vec.epilog.middle.block803:                       ; preds = %vec.epilog.vector.body796
  %1224 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %1222)
  br i1 %cmp.n804, label %search.feature.exit96.loopexit, label %search.feature.body95.preheader

search.feature.body95.preheader:                  ; preds = %iter.check749, %vec.epilog.iter.check782, %vec.epilog.middle.block803
  %search.feature97392.ph = phi i64 [ 0, %iter.check749 ], [ %n.vec754, %vec.epilog.iter.check782 ], [ %n.vec786, %vec.epilog.middle.block803 ]
  %search_count93.0391.ph = phi i64 [ 0, %iter.check749 ], [ %1212, %vec.epilog.iter.check782 ], [ %1224, %vec.epilog.middle.block803 ]
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
  %search.feature97392 = phi i64 [ %1239, %search.feature.body95 ], [ %search.feature97392.ph, %search.feature.body95.preheader ]
  %search_count93.0391 = phi i64 [ %1238, %search.feature.body95 ], [ %search_count93.0391.ph, %search.feature.body95.preheader ]
  %1230 = getelementptr inbounds float, ptr %scratch, i64 %search.feature97392
  %key98 = load i32, ptr %1230, align 4
  %1231 = icmp ugt i32 %key98, %1171
  %1232 = icmp eq i32 %key98, %1171
  %1233 = sub i64 %mask, %search.feature97392
  %1234 = icmp uge i64 %1233, %candidate92
  %1235 = and i1 %1234, %1232
  %1236 = or i1 %1231, %1235
  %1237 = zext i1 %1236 to i64
  %1238 = add i64 %search_count93.0391, %1237
  %1239 = add nuw i64 %search.feature97392, 1
  %exitcond504.not = icmp eq i64 %1239, %n_features
  br i1 %exitcond504.not, label %search.feature.exit96.loopexit, label %search.feature.body95, !llvm.loop !22

search.feature.exit96.loopexit:                   ; preds = %search.feature.body95, %vec.epilog.middle.block803, %middle.block776
  %.lcssa583 = phi i64 [ %1224, %vec.epilog.middle.block803 ], [ %1212, %middle.block776 ], [ %1238, %search.feature.body95 ]
  %1240 = uitofp i64 %.lcssa583 to float
  br label %search.feature.exit96

search.feature.exit96:                            ; preds = %search.feature.exit96.loopexit, %search.index_bit.body
  %search_count93.0.lcssa = phi float [ 0.000000e+00, %search.index_bit.body ], [ %1240, %search.feature.exit96.loopexit ]
  %1241 = fcmp oge float %search_count93.0.lcssa, %top_k83
  %1242 = select i1 %1241, i64 %candidate92, i64 %search_lo.0394
  %1243 = add nuw nsw i64 %search.index_bit395, 1
  %exitcond505.not = icmp eq i64 %1243, %umax
  br i1 %exitcond505.not, label %search.index_bit.exit, label %search.index_bit.body

max_block.header120.preheader:                    ; preds = %feature.body108.prol.loopexit, %feature.body108, %vec.epilog.middle.block, %middle.block726
  br i1 %.not441, label %max_block.exit122, label %max_block.body121.preheader

max_block.body121.preheader:                      ; preds = %max_block.header120.preheader
  br i1 %96, label %max_block.body121.epil.preheader, label %max_block.body121

feature.body108:                                  ; preds = %feature.body108.prol.loopexit, %feature.body108
  %feature110397 = phi i64 [ %1271, %feature.body108 ], [ %feature110397.unr, %feature.body108.prol.loopexit ]
  %1244 = getelementptr inbounds float, ptr %118, i64 %feature110397
  %1245 = load float, ptr %1244, align 4
  %1246 = fmul float %inv_t, %1245
  %feature111 = uitofp i64 %feature110397 to float
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
  %1256 = getelementptr inbounds float, ptr %scratch, i64 %feature110397
  store float %1255, ptr %1256, align 4
  %1257 = add nuw i64 %feature110397, 1
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
  %1271 = add nuw i64 %feature110397, 2
  %exitcond506.not.1 = icmp eq i64 %1271, %n_features
  br i1 %exitcond506.not.1, label %max_block.header120.preheader, label %feature.body108, !llvm.loop !23

max_block.body121:                                ; preds = %max_block.body121.preheader, %max_block.body121
  %max_block123400 = phi i64 [ %1315, %max_block.body121 ], [ 0, %max_block.body121.preheader ]
  %max_best117.0399 = phi <8 x float> [ %1310, %max_block.body121 ], [ splat (float 0xFFF0000000000000), %max_block.body121.preheader ]
  %max_index118.0398 = phi <8 x i64> [ %1314, %max_block.body121 ], [ zeroinitializer, %max_block.body121.preheader ]
  %niter1020 = phi i64 [ %niter1020.next.3, %max_block.body121 ], [ 0, %max_block.body121.preheader ]
  %1272 = getelementptr inbounds float, ptr %scratch, i64 %max_block123400
  %block124 = load <8 x float>, ptr %1272, align 4
  %1273 = fcmp ogt <8 x float> %block124, %max_best117.0399
  %1274 = fcmp uno <8 x float> %block124, zeroinitializer
  %1275 = fcmp ord <8 x float> %max_best117.0399, zeroinitializer
  %1276 = and <8 x i1> %1275, %1274
  %take125 = or <8 x i1> %1273, %1276
  %1277 = select <8 x i1> %take125, <8 x float> %block124, <8 x float> %max_best117.0399
  %1278 = insertelement <8 x i64> poison, i64 %max_block123400, i64 0
  %1279 = shufflevector <8 x i64> %1278, <8 x i64> poison, <8 x i32> zeroinitializer
  %1280 = or disjoint <8 x i64> %1279, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1281 = select <8 x i1> %take125, <8 x i64> %1280, <8 x i64> %max_index118.0398
  %1282 = or disjoint i64 %max_block123400, 8
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
  %1293 = or disjoint i64 %max_block123400, 16
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
  %1304 = or disjoint i64 %max_block123400, 24
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
  %1315 = add nuw i64 %max_block123400, 32
  %niter1020.next.3 = add i64 %niter1020, 4
  %niter1020.ncmp.3.not = icmp eq i64 %niter1020.next.3, %unroll_iter1019
  br i1 %niter1020.ncmp.3.not, label %max_block.exit122.loopexit.unr-lcssa, label %max_block.body121

max_block.exit122.loopexit.unr-lcssa:             ; preds = %max_block.body121
  br i1 %lcmp.mod1015.not, label %max_block.exit122, label %max_block.body121.epil.preheader

max_block.body121.epil.preheader:                 ; preds = %max_block.exit122.loopexit.unr-lcssa, %max_block.body121.preheader
  %max_block123400.epil.init = phi i64 [ 0, %max_block.body121.preheader ], [ %1315, %max_block.exit122.loopexit.unr-lcssa ]
  %max_best117.0399.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body121.preheader ], [ %1310, %max_block.exit122.loopexit.unr-lcssa ]
  %max_index118.0398.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body121.preheader ], [ %1314, %max_block.exit122.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1018)
  br label %max_block.body121.epil

max_block.body121.epil:                           ; preds = %max_block.body121.epil, %max_block.body121.epil.preheader
  %max_block123400.epil = phi i64 [ %1326, %max_block.body121.epil ], [ %max_block123400.epil.init, %max_block.body121.epil.preheader ]
  %max_best117.0399.epil = phi <8 x float> [ %1321, %max_block.body121.epil ], [ %max_best117.0399.epil.init, %max_block.body121.epil.preheader ]
  %max_index118.0398.epil = phi <8 x i64> [ %1325, %max_block.body121.epil ], [ %max_index118.0398.epil.init, %max_block.body121.epil.preheader ]
  %epil.iter1014 = phi i64 [ %epil.iter1014.next, %max_block.body121.epil ], [ 0, %max_block.body121.epil.preheader ]
  %1316 = getelementptr inbounds float, ptr %scratch, i64 %max_block123400.epil
  %block124.epil = load <8 x float>, ptr %1316, align 4
  %1317 = fcmp ogt <8 x float> %block124.epil, %max_best117.0399.epil
  %1318 = fcmp uno <8 x float> %block124.epil, zeroinitializer
  %1319 = fcmp ord <8 x float> %max_best117.0399.epil, zeroinitializer
  %1320 = and <8 x i1> %1319, %1318
  %take125.epil = or <8 x i1> %1317, %1320
  %1321 = select <8 x i1> %take125.epil, <8 x float> %block124.epil, <8 x float> %max_best117.0399.epil
  %1322 = insertelement <8 x i64> poison, i64 %max_block123400.epil, i64 0
  %1323 = shufflevector <8 x i64> %1322, <8 x i64> poison, <8 x i32> zeroinitializer
  %1324 = or disjoint <8 x i64> %1323, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1325 = select <8 x i1> %take125.epil, <8 x i64> %1324, <8 x i64> %max_index118.0398.epil
  %1326 = add nuw i64 %max_block123400.epil, 8
  %epil.iter1014.next = add i64 %epil.iter1014, 1
  %epil.iter1014.cmp.not = icmp eq i64 %epil.iter1014.next, %xtraiter1013
  br i1 %epil.iter1014.cmp.not, label %max_block.exit122, label %max_block.body121.epil, !llvm.loop !24

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
  br i1 %.not442, label %feature.header137.preheader, label %fold_tail.body127

feature.header137.preheader:                      ; preds = %fold_tail.body127, %max_block.exit122
  %fold_value112.0.lcssa = phi float [ %1420, %max_block.exit122 ], [ %1485, %fold_tail.body127 ]
  br i1 %.not, label %search.feature.exit176, label %feature.body138.preheader

feature.body138.preheader:                        ; preds = %feature.header137.preheader
  %diff.check679 = icmp ult i64 %112, 32
  %or.cond921 = select i1 %min.iters.check681, i1 true, i1 %diff.check679
  br i1 %or.cond921, label %feature.body138.preheader932, label %vector.ph682

vector.ph682:                                     ; preds = %feature.body138.preheader
  %broadcast.splatinsert687 = insertelement <8 x float> poison, float %uniforms.sroa.15.0, i64 0
  %broadcast.splat688 = shufflevector <8 x float> %broadcast.splatinsert687, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert689 = insertelement <8 x float> poison, float %uniforms.sroa.22.0, i64 0
  %broadcast.splat690 = shufflevector <8 x float> %broadcast.splatinsert689, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert691 = insertelement <8 x float> poison, float %fold_value112.0.lcssa, i64 0
  %broadcast.splat692 = shufflevector <8 x float> %broadcast.splatinsert691, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body693

vector.body693:                                   ; preds = %vector.body693, %vector.ph682
  %index694 = phi i64 [ 0, %vector.ph682 ], [ %index.next697, %vector.body693 ]
  %vec.ind695 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph682 ], [ %vec.ind.next698, %vector.body693 ]
  %1421 = getelementptr inbounds float, ptr %118, i64 %index694
  %wide.load696 = load <8 x float>, ptr %1421, align 4
  %1422 = fmul <8 x float> %broadcast.splat686, %wide.load696
  %1423 = uitofp <8 x i64> %vec.ind695 to <8 x float>
  %1424 = fcmp ogt <8 x float> %wide.load696, %broadcast.splat688
  %1425 = select <8 x i1> %1424, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1426 = fcmp oeq <8 x float> %wide.load696, %broadcast.splat688
  %1427 = fcmp oge <8 x float> %broadcast.splat690, %1423
  %1428 = select <8 x i1> %1426, <8 x i1> %1427, <8 x i1> zeroinitializer
  %1429 = select <8 x i1> %1428, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1430 = fcmp ogt <8 x float> %1429, %1425
  %1431 = select <8 x i1> %1430, <8 x float> %1429, <8 x float> %1425
  %1432 = fsub <8 x float> %1422, %broadcast.splat692
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
  %1477 = getelementptr inbounds float, ptr %scratch, i64 %index694
  store <8 x float> %1476, ptr %1477, align 4
  %index.next697 = add nuw i64 %index694, 8
  %vec.ind.next698 = add nuw <8 x i64> %vec.ind695, splat (i64 8)
  %1478 = icmp eq i64 %index.next697, %n.vec684
  br i1 %1478, label %middle.block699, label %vector.body693, !llvm.loop !25

middle.block699:                                  ; preds = %vector.body693
  br i1 %cmp.n700, label %fold_tail.body149.preheader, label %feature.body138.preheader932

feature.body138.preheader932:                     ; preds = %feature.body138.preheader, %middle.block699
  %feature140407.ph = phi i64 [ 0, %feature.body138.preheader ], [ %n.vec684, %middle.block699 ]
  br label %feature.body138

fold_tail.body149.preheader:                      ; preds = %feature.body138, %middle.block699
  br i1 %97, label %fold_tail.body149.epil.preheader, label %fold_tail.body149

fold_tail.body127:                                ; preds = %max_block.exit122, %fold_tail.body127
  %fold_tail129405 = phi i64 [ %1486, %fold_tail.body127 ], [ %blocks_end, %max_block.exit122 ]
  %fold_value112.0404 = phi float [ %1485, %fold_tail.body127 ], [ %1420, %max_block.exit122 ]
  %1479 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail129405
  %1480 = load float, ptr %1479, align 4
  %1481 = fcmp ogt float %1480, %fold_value112.0404
  %1482 = fcmp uno float %1480, 0.000000e+00
  %1483 = fcmp ord float %fold_value112.0404, 0.000000e+00
  %1484 = and i1 %1483, %1482
  %take130 = or i1 %1481, %1484
  %1485 = select i1 %take130, float %1480, float %fold_value112.0404
  %1486 = add nuw i64 %fold_tail129405, 1
  %1487 = icmp ult i64 %1486, %n_features
  br i1 %1487, label %fold_tail.body127, label %feature.header137.preheader

feature.body138:                                  ; preds = %feature.body138.preheader932, %feature.body138
  %feature140407 = phi i64 [ %1544, %feature.body138 ], [ %feature140407.ph, %feature.body138.preheader932 ]
  %1488 = getelementptr inbounds float, ptr %118, i64 %feature140407
  %1489 = load float, ptr %1488, align 4
  %1490 = fmul float %inv_t, %1489
  %feature141 = uitofp i64 %feature140407 to float
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
  %1543 = getelementptr inbounds float, ptr %scratch, i64 %feature140407
  store float %1542, ptr %1543, align 4
  %1544 = add nuw i64 %feature140407, 1
  %exitcond507.not = icmp eq i64 %1544, %n_features
  br i1 %exitcond507.not, label %fold_tail.body149.preheader, label %feature.body138, !llvm.loop !26

feature.body159.preheader.unr-lcssa:              ; preds = %fold_tail.body149
  br i1 %lcmp.mod1023.not, label %feature.body159.preheader, label %fold_tail.body149.epil.preheader

fold_tail.body149.epil.preheader:                 ; preds = %feature.body159.preheader.unr-lcssa, %fold_tail.body149.preheader
  %fold_tail151409.epil.init = phi i64 [ 0, %fold_tail.body149.preheader ], [ %1649, %feature.body159.preheader.unr-lcssa ]
  %fold_value143.0408.epil.init = phi float [ 0.000000e+00, %fold_tail.body149.preheader ], [ %1648, %feature.body159.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1025)
  br label %fold_tail.body149.epil

fold_tail.body149.epil:                           ; preds = %fold_tail.body149.epil, %fold_tail.body149.epil.preheader
  %fold_tail151409.epil = phi i64 [ %1548, %fold_tail.body149.epil ], [ %fold_tail151409.epil.init, %fold_tail.body149.epil.preheader ]
  %fold_value143.0408.epil = phi float [ %1547, %fold_tail.body149.epil ], [ %fold_value143.0408.epil.init, %fold_tail.body149.epil.preheader ]
  %epil.iter1022 = phi i64 [ %epil.iter1022.next, %fold_tail.body149.epil ], [ 0, %fold_tail.body149.epil.preheader ]
  %1545 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail151409.epil
  %1546 = load float, ptr %1545, align 4
  %1547 = fadd float %fold_value143.0408.epil, %1546
  %1548 = add nuw i64 %fold_tail151409.epil, 1
  %epil.iter1022.next = add i64 %epil.iter1022, 1
  %epil.iter1022.cmp.not = icmp eq i64 %epil.iter1022.next, %xtraiter1021
  br i1 %epil.iter1022.cmp.not, label %feature.body159.preheader, label %fold_tail.body149.epil, !llvm.loop !27

feature.body159.preheader:                        ; preds = %fold_tail.body149.epil, %feature.body159.preheader.unr-lcssa
  %.lcssa965 = phi float [ %1648, %feature.body159.preheader.unr-lcssa ], [ %1547, %fold_tail.body149.epil ]
  br i1 %min.iters.check655, label %feature.body159.preheader931, label %vector.memcheck651

vector.memcheck651:                               ; preds = %feature.body159.preheader
  %diff.check652 = icmp ult i64 %114, 32
  %diff.check653 = icmp ult i64 %115, 32
  %conflict.rdx = or i1 %diff.check652, %diff.check653
  br i1 %conflict.rdx, label %feature.body159.preheader931, label %vector.ph656

vector.ph656:                                     ; preds = %vector.memcheck651
  %broadcast.splatinsert659 = insertelement <8 x float> poison, float %.lcssa965, i64 0
  %broadcast.splat660 = shufflevector <8 x float> %broadcast.splatinsert659, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert663 = insertelement <8 x float> poison, float %uniforms.sroa.15.0, i64 0
  %broadcast.splat664 = shufflevector <8 x float> %broadcast.splatinsert663, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert665 = insertelement <8 x float> poison, float %uniforms.sroa.22.0, i64 0
  %broadcast.splat666 = shufflevector <8 x float> %broadcast.splatinsert665, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert667 = insertelement <8 x float> poison, float %fold_value112.0.lcssa, i64 0
  %broadcast.splat668 = shufflevector <8 x float> %broadcast.splatinsert667, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body669

vector.body669:                                   ; preds = %vector.body669, %vector.ph656
  %index670 = phi i64 [ 0, %vector.ph656 ], [ %index.next673, %vector.body669 ]
  %vec.ind671 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph656 ], [ %vec.ind.next674, %vector.body669 ]
  %1549 = getelementptr inbounds float, ptr %118, i64 %index670
  %wide.load672 = load <8 x float>, ptr %1549, align 4
  %1550 = fmul <8 x float> %broadcast.splat662, %wide.load672
  %1551 = uitofp <8 x i64> %vec.ind671 to <8 x float>
  %1552 = fcmp ogt <8 x float> %wide.load672, %broadcast.splat664
  %1553 = select <8 x i1> %1552, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1554 = fcmp oeq <8 x float> %wide.load672, %broadcast.splat664
  %1555 = fcmp oge <8 x float> %broadcast.splat666, %1551
  %1556 = select <8 x i1> %1554, <8 x i1> %1555, <8 x i1> zeroinitializer
  %1557 = select <8 x i1> %1556, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1558 = fcmp ogt <8 x float> %1557, %1553
  %1559 = select <8 x i1> %1558, <8 x float> %1557, <8 x float> %1553
  %1560 = fsub <8 x float> %1550, %broadcast.splat668
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
  %1603 = fdiv <8 x float> %1602, %broadcast.splat660
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
  %1615 = getelementptr inbounds float, ptr %scratch, i64 %index670
  store <8 x i32> %1614, ptr %1615, align 4
  %1616 = getelementptr float, ptr %13, i64 %index670
  store <8 x float> %1605, ptr %1616, align 4
  %index.next673 = add nuw i64 %index670, 8
  %vec.ind.next674 = add nuw <8 x i64> %vec.ind671, splat (i64 8)
  %1617 = icmp eq i64 %index.next673, %n.vec658
  br i1 %1617, label %middle.block675, label %vector.body669, !llvm.loop !28

middle.block675:                                  ; preds = %vector.body669
  br i1 %cmp.n676, label %compact.body.preheader, label %feature.body159.preheader931

feature.body159.preheader931:                     ; preds = %vector.memcheck651, %feature.body159.preheader, %middle.block675
  %feature161411.ph = phi i64 [ 0, %vector.memcheck651 ], [ 0, %feature.body159.preheader ], [ %n.vec658, %middle.block675 ]
  br label %feature.body159

compact.body.preheader:                           ; preds = %feature.body159, %middle.block675
  br i1 %98, label %compact.body.epil.preheader, label %compact.body

fold_tail.body149:                                ; preds = %fold_tail.body149.preheader, %fold_tail.body149
  %fold_tail151409 = phi i64 [ %1649, %fold_tail.body149 ], [ 0, %fold_tail.body149.preheader ]
  %fold_value143.0408 = phi float [ %1648, %fold_tail.body149 ], [ 0.000000e+00, %fold_tail.body149.preheader ]
  %niter1027 = phi i64 [ %niter1027.next.7, %fold_tail.body149 ], [ 0, %fold_tail.body149.preheader ]
  %1618 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail151409
  %1619 = load float, ptr %1618, align 4
  %1620 = fadd float %fold_value143.0408, %1619
  %1621 = getelementptr float, ptr %scratch, i64 %fold_tail151409
  %1622 = getelementptr i8, ptr %1621, i64 4
  %1623 = load float, ptr %1622, align 4
  %1624 = fadd float %1620, %1623
  %1625 = getelementptr float, ptr %scratch, i64 %fold_tail151409
  %1626 = getelementptr i8, ptr %1625, i64 8
  %1627 = load float, ptr %1626, align 4
  %1628 = fadd float %1624, %1627
  %1629 = getelementptr float, ptr %scratch, i64 %fold_tail151409
  %1630 = getelementptr i8, ptr %1629, i64 12
  %1631 = load float, ptr %1630, align 4
  %1632 = fadd float %1628, %1631
  %1633 = getelementptr float, ptr %scratch, i64 %fold_tail151409
  %1634 = getelementptr i8, ptr %1633, i64 16
  %1635 = load float, ptr %1634, align 4
  %1636 = fadd float %1632, %1635
  %1637 = getelementptr float, ptr %scratch, i64 %fold_tail151409
  %1638 = getelementptr i8, ptr %1637, i64 20
  %1639 = load float, ptr %1638, align 4
  %1640 = fadd float %1636, %1639
  %1641 = getelementptr float, ptr %scratch, i64 %fold_tail151409
  %1642 = getelementptr i8, ptr %1641, i64 24
  %1643 = load float, ptr %1642, align 4
  %1644 = fadd float %1640, %1643
  %1645 = getelementptr float, ptr %scratch, i64 %fold_tail151409
  %1646 = getelementptr i8, ptr %1645, i64 28
  %1647 = load float, ptr %1646, align 4
  %1648 = fadd float %1644, %1647
  %1649 = add nuw i64 %fold_tail151409, 8
  %niter1027.next.7 = add i64 %niter1027, 8
  %niter1027.ncmp.7 = icmp eq i64 %niter1027.next.7, %unroll_iter1026
  br i1 %niter1027.ncmp.7, label %feature.body159.preheader.unr-lcssa, label %fold_tail.body149

guard.done157:                                    ; preds = %guard.done, %search.feature.exit176, %search.index_bit.exit206
  %uniforms.sroa.35.0332 = phi float [ 0.000000e+00, %guard.done ], [ %fold_value143.0.lcssa526528532, %search.index_bit.exit206 ], [ %fold_value143.0.lcssa526528532, %search.feature.exit176 ]
  %uniforms.sroa.29.0328331 = phi float [ 0.000000e+00, %guard.done ], [ %fold_value112.0.lcssa, %search.index_bit.exit206 ], [ %fold_value112.0.lcssa, %search.feature.exit176 ]
  %uniforms.sroa.43.0 = phi float [ 0x7FF0000000000000, %guard.done ], [ %search_index221, %search.index_bit.exit206 ], [ 0x7FF0000000000000, %search.feature.exit176 ]
  %uniforms.sroa.40.0 = phi float [ 0xFFF0000000000000, %guard.done ], [ %2110, %search.index_bit.exit206 ], [ 0xFFF0000000000000, %search.feature.exit176 ]
  br i1 %.not, label %max_block.exit243, label %feature.body223.lr.ph

feature.body223.lr.ph:                            ; preds = %guard.done157
  %.reass.reass = xor i64 %row439, %invariant.op440
  %1650 = and i64 %.reass.reass, 4294967295
  %1651 = mul nuw i64 %1650, 3528531795
  %1652 = lshr i64 %1651, 32
  %1653 = xor i64 %1652, %29
  %diff.check = icmp ult i64 %117, 32
  %or.cond922 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond922, label %feature.body223.preheader, label %vector.ph

vector.ph:                                        ; preds = %feature.body223.lr.ph
  %broadcast.splatinsert599 = insertelement <8 x i64> poison, i64 %1653, i64 0
  %broadcast.splat600 = shufflevector <8 x i64> %broadcast.splatinsert599, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert603 = insertelement <8 x float> poison, float %uniforms.sroa.15.0, i64 0
  %broadcast.splat604 = shufflevector <8 x float> %broadcast.splatinsert603, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert605 = insertelement <8 x float> poison, float %uniforms.sroa.22.0, i64 0
  %broadcast.splat606 = shufflevector <8 x float> %broadcast.splatinsert605, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert607 = insertelement <8 x float> poison, float %uniforms.sroa.29.0328331, i64 0
  %broadcast.splat608 = shufflevector <8 x float> %broadcast.splatinsert607, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert609 = insertelement <8 x float> poison, float %uniforms.sroa.35.0332, i64 0
  %broadcast.splat610 = shufflevector <8 x float> %broadcast.splatinsert609, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert611 = insertelement <8 x float> poison, float %uniforms.sroa.40.0, i64 0
  %broadcast.splat612 = shufflevector <8 x float> %broadcast.splatinsert611, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert613 = insertelement <8 x float> poison, float %uniforms.sroa.43.0, i64 0
  %broadcast.splat614 = shufflevector <8 x float> %broadcast.splatinsert613, <8 x float> poison, <8 x i32> zeroinitializer
  %.scalar928 = xor i64 %1651, %31
  %.scalar929 = and i64 %.scalar928, 4294967295
  %1654 = insertelement <8 x i64> poison, i64 %.scalar929, i64 0
  %.masked920 = shufflevector <8 x i64> %1654, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %1655 = getelementptr inbounds float, ptr %118, i64 %index
  %wide.load = load <8 x float>, ptr %1655, align 4
  %1656 = fmul <8 x float> %broadcast.splat602, %wide.load
  %1657 = uitofp <8 x i64> %vec.ind to <8 x float>
  %1658 = fcmp ogt <8 x float> %wide.load, %broadcast.splat604
  %1659 = select <8 x i1> %1658, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1660 = fcmp oeq <8 x float> %wide.load, %broadcast.splat604
  %1661 = fcmp oge <8 x float> %broadcast.splat606, %1657
  %1662 = select <8 x i1> %1660, <8 x i1> %1661, <8 x i1> zeroinitializer
  %1663 = select <8 x i1> %1662, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1664 = fcmp ogt <8 x float> %1663, %1659
  %1665 = select <8 x i1> %1664, <8 x float> %1663, <8 x float> %1659
  %1666 = fsub <8 x float> %1656, %broadcast.splat608
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
  %1709 = fdiv <8 x float> %1708, %broadcast.splat610
  %1710 = fcmp une <8 x float> %1665, zeroinitializer
  %1711 = fadd <8 x float> %1709, zeroinitializer
  %1712 = select <8 x i1> %1710, <8 x float> %1711, <8 x float> splat (float -1.000000e+00)
  %1713 = fcmp ogt <8 x float> %1712, %broadcast.splat612
  %1714 = select <8 x i1> %1713, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1715 = fcmp oeq <8 x float> %1712, %broadcast.splat612
  %1716 = fcmp oge <8 x float> %broadcast.splat614, %1657
  %1717 = select <8 x i1> %1715, <8 x i1> %1716, <8 x i1> zeroinitializer
  %1718 = select <8 x i1> %1717, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1719 = fcmp ogt <8 x float> %1718, %1714
  %1720 = select <8 x i1> %1719, <8 x float> %1718, <8 x float> %1714
  %1721 = fcmp ogt <8 x float> %broadcast.splat616, %1720
  %1722 = select <8 x i1> %1721, <8 x float> %broadcast.splat616, <8 x float> %1720
  %1723 = fmul <8 x float> %1665, %1722
  %1724 = and <8 x i64> %vec.ind, splat (i64 4294967295)
  %1725 = mul nuw <8 x i64> %1724, splat (i64 3528531795)
  %1726 = xor <8 x i64> %broadcast.splat618, %1725
  %1727 = lshr <8 x i64> %1726, splat (i64 32)
  %1728 = mul nuw <8 x i64> %1727, splat (i64 3449720151)
  %1729 = lshr <8 x i64> %1728, splat (i64 32)
  %1730 = xor <8 x i64> %broadcast.splat600, %1725
  %1731 = xor <8 x i64> %.masked, %1729
  %1732 = mul nuw <8 x i64> %1731, splat (i64 3528531795)
  %1733 = and <8 x i64> %1730, splat (i64 4294967295)
  %1734 = mul nuw <8 x i64> %1733, splat (i64 3449720151)
  %1735 = lshr <8 x i64> %1732, splat (i64 32)
  %1736 = lshr <8 x i64> %1734, splat (i64 32)
  %1737 = xor <8 x i64> %1736, %broadcast.splat624
  %1738 = xor <8 x i64> %1737, %1728
  %1739 = and <8 x i64> %1738, splat (i64 4294967295)
  %1740 = mul nuw <8 x i64> %1739, splat (i64 3528531795)
  %1741 = xor <8 x i64> %.masked920, %1735
  %1742 = mul nuw <8 x i64> %1741, splat (i64 3449720151)
  %1743 = lshr <8 x i64> %1740, splat (i64 32)
  %1744 = lshr <8 x i64> %1742, splat (i64 32)
  %1745 = xor <8 x i64> %broadcast.splat628, %1744
  %1746 = xor <8 x i64> %1745, %1734
  %1747 = xor <8 x i64> %1743, %broadcast.splat630
  %1748 = xor <8 x i64> %1747, %1732
  %1749 = and <8 x i64> %1746, splat (i64 4294967295)
  %1750 = mul nuw <8 x i64> %1749, splat (i64 3528531795)
  %1751 = and <8 x i64> %1748, splat (i64 4294967295)
  %1752 = mul nuw <8 x i64> %1751, splat (i64 3449720151)
  %1753 = lshr <8 x i64> %1750, splat (i64 32)
  %1754 = lshr <8 x i64> %1752, splat (i64 32)
  %1755 = xor <8 x i64> %1754, %broadcast.splat632
  %1756 = xor <8 x i64> %1755, %1742
  %1757 = xor <8 x i64> %broadcast.splat634, %1753
  %1758 = xor <8 x i64> %1757, %1740
  %1759 = and <8 x i64> %1756, splat (i64 4294967295)
  %1760 = mul nuw <8 x i64> %1759, splat (i64 3528531795)
  %1761 = and <8 x i64> %1758, splat (i64 4294967295)
  %1762 = mul nuw <8 x i64> %1761, splat (i64 3449720151)
  %1763 = lshr <8 x i64> %1760, splat (i64 32)
  %1764 = lshr <8 x i64> %1762, splat (i64 32)
  %1765 = xor <8 x i64> %broadcast.splat636, %1764
  %1766 = xor <8 x i64> %1765, %1752
  %1767 = xor <8 x i64> %1763, %broadcast.splat638
  %1768 = xor <8 x i64> %1767, %1750
  %1769 = and <8 x i64> %1766, splat (i64 4294967295)
  %1770 = mul nuw <8 x i64> %1769, splat (i64 3528531795)
  %1771 = and <8 x i64> %1768, splat (i64 4294967295)
  %1772 = mul nuw <8 x i64> %1771, splat (i64 3449720151)
  %1773 = lshr <8 x i64> %1770, splat (i64 32)
  %1774 = lshr <8 x i64> %1772, splat (i64 32)
  %1775 = xor <8 x i64> %1774, %broadcast.splat640
  %1776 = xor <8 x i64> %1775, %1762
  %1777 = xor <8 x i64> %broadcast.splat642, %1773
  %1778 = xor <8 x i64> %1777, %1760
  %1779 = and <8 x i64> %1776, splat (i64 4294967295)
  %1780 = mul nuw <8 x i64> %1779, splat (i64 3528531795)
  %1781 = and <8 x i64> %1778, splat (i64 4294967295)
  %1782 = mul nuw <8 x i64> %1781, splat (i64 3449720151)
  %1783 = lshr <8 x i64> %1780, splat (i64 32)
  %1784 = lshr <8 x i64> %1782, splat (i64 32)
  %1785 = xor <8 x i64> %broadcast.splat644, %1784
  %1786 = xor <8 x i64> %1785, %1772
  %1787 = xor <8 x i64> %1783, %broadcast.splat646
  %1788 = xor <8 x i64> %1787, %1770
  %1789 = and <8 x i64> %1786, splat (i64 4294967295)
  %1790 = mul nuw <8 x i64> %1789, splat (i64 3528531795)
  %1791 = lshr <8 x i64> %1790, splat (i64 32)
  %1792 = trunc <8 x i64> %1788 to <8 x i32>
  %1793 = mul <8 x i32> %1792, splat (i32 -845247145)
  %1794 = xor <8 x i64> %broadcast.splat648, %1791
  %1795 = xor <8 x i64> %1794, %1780
  %1796 = and <8 x i64> %1795, splat (i64 4294967295)
  %1797 = mul nuw <8 x i64> %1796, splat (i64 3449720151)
  %1798 = lshr <8 x i64> %1797, splat (i64 32)
  %1799 = trunc nuw <8 x i64> %1798 to <8 x i32>
  %1800 = xor <8 x i32> %1793, %broadcast.splat650
  %1801 = xor <8 x i32> %1800, %1799
  %1802 = uitofp <8 x i32> %1801 to <8 x double>
  %1803 = fadd <8 x double> %1802, splat (double 5.000000e-01)
  %1804 = fmul <8 x double> %1803, splat (double 0x3DF0000000000000)
  %1805 = fcmp olt <8 x double> %1804, splat (double 0x10000000000000)
  %1806 = fmul <8 x double> %1804, splat (double 0x4350000000000000)
  %1807 = select <8 x i1> %1805, <8 x double> %1806, <8 x double> %1804
  %1808 = select <8 x i1> %1805, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %1809 = bitcast <8 x double> %1807 to <8 x i64>
  %1810 = lshr <8 x i64> %1809, splat (i64 32)
  %1811 = add nuw nsw <8 x i64> %1810, splat (i64 614242)
  %1812 = lshr <8 x i64> %1811, splat (i64 20)
  %1813 = add nsw <8 x i64> %1812, %1808
  %1814 = shl <8 x i64> %1811, splat (i64 32)
  %1815 = and <8 x i64> %1814, splat (i64 4503595332403200)
  %1816 = add nuw nsw <8 x i64> %1815, splat (i64 4604544269498187776)
  %1817 = and <8 x i64> %1809, splat (i64 4294967295)
  %1818 = or disjoint <8 x i64> %1816, %1817
  %1819 = bitcast <8 x i64> %1818 to <8 x double>
  %1820 = fadd <8 x double> %1819, splat (double -1.000000e+00)
  %1821 = fmul <8 x double> %1820, splat (double 5.000000e-01)
  %1822 = fmul <8 x double> %1820, %1821
  %1823 = fadd <8 x double> %1820, splat (double 2.000000e+00)
  %1824 = fdiv <8 x double> %1820, %1823
  %1825 = fmul <8 x double> %1824, %1824
  %1826 = fmul <8 x double> %1825, %1825
  %1827 = fmul <8 x double> %1826, splat (double 0x3FC39A09D078C69F)
  %1828 = fadd <8 x double> %1827, splat (double 0x3FCC71C51D8E78AF)
  %1829 = fmul <8 x double> %1826, %1828
  %1830 = fadd <8 x double> %1829, splat (double 0x3FD999999997FA04)
  %1831 = fmul <8 x double> %1826, %1830
  %1832 = fmul <8 x double> %1826, splat (double 0x3FC2F112DF3E5244)
  %1833 = fadd <8 x double> %1832, splat (double 0x3FC7466496CB03DE)
  %1834 = fmul <8 x double> %1826, %1833
  %1835 = fadd <8 x double> %1834, splat (double 0x3FD2492494229359)
  %1836 = fmul <8 x double> %1826, %1835
  %1837 = fadd <8 x double> %1836, splat (double 0x3FE5555555555593)
  %1838 = fmul <8 x double> %1825, %1837
  %1839 = fadd <8 x double> %1831, %1838
  %1840 = sitofp <8 x i64> %1813 to <8 x double>
  %1841 = fadd <8 x double> %1822, %1839
  %1842 = fmul <8 x double> %1824, %1841
  %1843 = fmul <8 x double> %1840, splat (double 0x3DEA39EF35793C76)
  %1844 = fadd <8 x double> %1843, %1842
  %1845 = fsub <8 x double> %1844, %1822
  %1846 = fadd <8 x double> %1820, %1845
  %1847 = fmul <8 x double> %1840, splat (double 0x3FE62E42FEE00000)
  %1848 = fadd <8 x double> %1847, %1846
  %1849 = fcmp oeq <8 x double> %1804, splat (double 0x7FF0000000000000)
  %1850 = fcmp oeq <8 x double> %1804, zeroinitializer
  %1851 = fneg <8 x double> %1848
  %1852 = select <8 x i1> %1849, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %1851
  %1853 = select <8 x i1> %1850, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %1852
  %1854 = fcmp olt <8 x double> %1853, splat (double 0x10000000000000)
  %1855 = fmul <8 x double> %1853, splat (double 0x4350000000000000)
  %1856 = select <8 x i1> %1854, <8 x double> %1855, <8 x double> %1853
  %1857 = select <8 x i1> %1854, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %1858 = bitcast <8 x double> %1856 to <8 x i64>
  %1859 = lshr <8 x i64> %1858, splat (i64 32)
  %1860 = add nuw nsw <8 x i64> %1859, splat (i64 614242)
  %1861 = lshr <8 x i64> %1860, splat (i64 20)
  %1862 = add nsw <8 x i64> %1861, %1857
  %1863 = shl <8 x i64> %1860, splat (i64 32)
  %1864 = and <8 x i64> %1863, splat (i64 4503595332403200)
  %1865 = add nuw nsw <8 x i64> %1864, splat (i64 4604544269498187776)
  %1866 = and <8 x i64> %1858, splat (i64 4294967295)
  %1867 = or disjoint <8 x i64> %1865, %1866
  %1868 = bitcast <8 x i64> %1867 to <8 x double>
  %1869 = fadd <8 x double> %1868, splat (double -1.000000e+00)
  %1870 = fmul <8 x double> %1869, splat (double 5.000000e-01)
  %1871 = fmul <8 x double> %1869, %1870
  %1872 = fadd <8 x double> %1869, splat (double 2.000000e+00)
  %1873 = fdiv <8 x double> %1869, %1872
  %1874 = fmul <8 x double> %1873, %1873
  %1875 = fmul <8 x double> %1874, %1874
  %1876 = fmul <8 x double> %1875, splat (double 0x3FC39A09D078C69F)
  %1877 = fadd <8 x double> %1876, splat (double 0x3FCC71C51D8E78AF)
  %1878 = fmul <8 x double> %1875, %1877
  %1879 = fadd <8 x double> %1878, splat (double 0x3FD999999997FA04)
  %1880 = fmul <8 x double> %1875, %1879
  %1881 = fmul <8 x double> %1875, splat (double 0x3FC2F112DF3E5244)
  %1882 = fadd <8 x double> %1881, splat (double 0x3FC7466496CB03DE)
  %1883 = fmul <8 x double> %1875, %1882
  %1884 = fadd <8 x double> %1883, splat (double 0x3FD2492494229359)
  %1885 = fmul <8 x double> %1875, %1884
  %1886 = fadd <8 x double> %1885, splat (double 0x3FE5555555555593)
  %1887 = fmul <8 x double> %1874, %1886
  %1888 = fadd <8 x double> %1880, %1887
  %1889 = sitofp <8 x i64> %1862 to <8 x double>
  %1890 = fadd <8 x double> %1871, %1888
  %1891 = fmul <8 x double> %1873, %1890
  %1892 = fmul <8 x double> %1889, splat (double 0x3DEA39EF35793C76)
  %1893 = fadd <8 x double> %1892, %1891
  %1894 = fsub <8 x double> %1893, %1871
  %1895 = fadd <8 x double> %1869, %1894
  %1896 = fmul <8 x double> %1889, splat (double 0x3FE62E42FEE00000)
  %1897 = fadd <8 x double> %1896, %1895
  %1898 = fcmp oeq <8 x double> %1853, splat (double 0x7FF0000000000000)
  %1899 = fcmp oeq <8 x double> %1853, zeroinitializer
  %1900 = fcmp ult <8 x double> %1853, zeroinitializer
  %1901 = fneg <8 x double> %1897
  %1902 = select <8 x i1> %1898, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %1901
  %1903 = select <8 x i1> %1899, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %1902
  %1904 = select <8 x i1> %1900, <8 x double> splat (double 0xFFF8000000000000), <8 x double> %1903
  %1905 = fptrunc <8 x double> %1904 to <8 x float>
  %1906 = fadd <8 x float> %1656, %1905
  %1907 = fcmp une <8 x float> %1723, zeroinitializer
  %1908 = select <8 x i1> %1907, <8 x float> %1906, <8 x float> splat (float 0xFFF0000000000000)
  %1909 = getelementptr inbounds float, ptr %scratch, i64 %index
  store <8 x float> %1908, ptr %1909, align 4
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %1910 = icmp eq i64 %index.next, %n.vec
  br i1 %1910, label %middle.block, label %vector.body, !llvm.loop !29

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %max_block.header241.preheader, label %feature.body223.preheader

feature.body223.preheader:                        ; preds = %feature.body223.lr.ph, %middle.block
  %feature225429.ph = phi i64 [ 0, %feature.body223.lr.ph ], [ %n.vec, %middle.block ]
  %invariant.op1137 = xor i64 %31, %1651
  br label %feature.body223

feature.body159:                                  ; preds = %feature.body159.preheader931, %feature.body159
  %feature161411 = phi i64 [ %1978, %feature.body159 ], [ %feature161411.ph, %feature.body159.preheader931 ]
  %1911 = getelementptr inbounds float, ptr %118, i64 %feature161411
  %1912 = load float, ptr %1911, align 4
  %1913 = fmul float %inv_t, %1912
  %feature162 = uitofp i64 %feature161411 to float
  %1914 = fcmp ogt float %1912, %uniforms.sroa.15.0
  %1915 = select i1 %1914, float 1.000000e+00, float 0.000000e+00
  %1916 = fcmp oeq float %1912, %uniforms.sroa.15.0
  %1917 = fcmp oge float %uniforms.sroa.22.0, %feature162
  %1918 = select i1 %1916, i1 %1917, i1 false
  %1919 = select i1 %1918, float 1.000000e+00, float 0.000000e+00
  %1920 = fcmp ogt float %1919, %1915
  %max163 = select i1 %1920, float %1919, float %1915
  %1921 = fsub float %1913, %fold_value112.0.lcssa
  %1922 = fcmp olt float %1921, -1.040000e+02
  %1923 = select i1 %1922, float -1.040000e+02, float %1921
  %1924 = fcmp ogt float %1923, 8.900000e+01
  %1925 = select i1 %1924, float 8.900000e+01, float %1923
  %1926 = fmul float %1925, 0x3FF7154760000000
  %1927 = fadd float %1926, 0x4168000000000000
  %1928 = fadd float %1927, 0xC168000000000000
  %1929 = bitcast float %1927 to i32
  %1930 = fmul float %1928, 0x3FE62E4000000000
  %1931 = fsub float %1925, %1930
  %1932 = fmul float %1928, 0x3EB7F7D1C0000000
  %1933 = fsub float %1931, %1932
  %1934 = fmul float %1933, %1933
  %1935 = fmul float %1934, 0x3E66376980000000
  %1936 = fadd float %1935, 0xBEBBBD41C0000000
  %1937 = fmul float %1934, %1936
  %1938 = fadd float %1937, 0x3F11566AA0000000
  %1939 = fmul float %1934, %1938
  %1940 = fadd float %1939, 0xBF66C16C20000000
  %1941 = fmul float %1934, %1940
  %1942 = fadd float %1941, 0x3FC5555560000000
  %1943 = fmul float %1934, %1942
  %1944 = fsub float %1933, %1943
  %1945 = fmul float %1933, %1944
  %1946 = fsub float 2.000000e+00, %1944
  %1947 = fdiv float %1945, %1946
  %1948 = fsub float %1932, %1947
  %1949 = fsub float %1931, %1948
  %1950 = fadd float %1949, 1.000000e+00
  %1951 = add i32 %1929, -1262485248
  %1952 = lshr i32 %1951, 1
  %1953 = add i32 %1929, 255
  %1954 = sub i32 %1953, %1952
  %1955 = shl i32 %1952, 23
  %1956 = add i32 %1955, -8388608
  %1957 = shl i32 %1954, 23
  %1958 = bitcast i32 %1956 to float
  %1959 = bitcast i32 %1957 to float
  %1960 = fmul float %1950, %1958
  %1961 = fmul float %1960, %1959
  %1962 = fcmp uno float %1921, 0.000000e+00
  %1963 = select i1 %1962, float 0x7FF8000000000000, float %1961
  %1964 = fdiv float %1963, %.lcssa965
  %1965 = fcmp une float %max163, 0.000000e+00
  %1966 = select i1 %1965, float %1964, float 0.000000e+00
  %1967 = fadd float %1964, 0.000000e+00
  %1968 = select i1 %1965, float %1967, float -1.000000e+00
  %1969 = bitcast float %1968 to i32
  %1970 = icmp slt i32 %1969, 0
  %1971 = xor i32 %1969, -1
  %1972 = tail call float @llvm.fabs.f32(float %1968)
  %1973 = fneg float %1972
  %1974 = bitcast float %1973 to i32
  %1975 = select i1 %1970, i32 %1971, i32 %1974
  %1976 = getelementptr inbounds float, ptr %scratch, i64 %feature161411
  store i32 %1975, ptr %1976, align 4
  %1977 = getelementptr float, ptr %13, i64 %feature161411
  store float %1966, ptr %1977, align 4
  %1978 = add nuw i64 %feature161411, 1
  %exitcond509.not = icmp eq i64 %1978, %n_features
  br i1 %exitcond509.not, label %compact.body.preheader, label %feature.body159, !llvm.loop !30

search.feature.header174.preheader.unr-lcssa:     ; preds = %compact.keep.done.1
  br i1 %lcmp.mod1030.not, label %search.feature.header174.preheader, label %compact.body.epil.preheader

compact.body.epil.preheader:                      ; preds = %search.feature.header174.preheader.unr-lcssa, %compact.body.preheader
  %compact413.epil.init = phi i64 [ 0, %compact.body.preheader ], [ %2005, %search.feature.header174.preheader.unr-lcssa ]
  %nonzero.0412.epil.init = phi i64 [ 0, %compact.body.preheader ], [ %nonzero.1.1, %search.feature.header174.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1032)
  %1979 = getelementptr float, ptr %13, i64 %compact413.epil.init
  %1980 = load float, ptr %1979, align 4
  %nonzero165.epil = fcmp une float %1980, 0.000000e+00
  br i1 %nonzero165.epil, label %compact.keep.then.epil, label %search.feature.header174.preheader

compact.keep.then.epil:                           ; preds = %compact.body.epil.preheader
  %1981 = getelementptr inbounds float, ptr %scratch, i64 %compact413.epil.init
  %key166.epil = load i32, ptr %1981, align 4
  %1982 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.0412.epil.init
  store i32 %key166.epil, ptr %1982, align 4
  %1983 = getelementptr float, ptr %13, i64 %nonzero.0412.epil.init
  store float %1980, ptr %1983, align 4
  %1984 = getelementptr float, ptr %14, i64 %nonzero.0412.epil.init
  %1985 = trunc i64 %compact413.epil.init to i32
  store i32 %1985, ptr %1984, align 4
  %1986 = add i64 %nonzero.0412.epil.init, 1
  br label %search.feature.header174.preheader

search.feature.header174.preheader:               ; preds = %compact.body.epil.preheader, %compact.keep.then.epil, %search.feature.header174.preheader.unr-lcssa
  %nonzero.1.lcssa = phi i64 [ %nonzero.1.1, %search.feature.header174.preheader.unr-lcssa ], [ %1986, %compact.keep.then.epil ], [ %nonzero.0412.epil.init, %compact.body.epil.preheader ]
  %.not467 = icmp eq i64 %nonzero.1.lcssa, 0
  br i1 %.not467, label %search.feature.exit176, label %search.feature.body175.preheader

search.feature.body175.preheader:                 ; preds = %search.feature.header174.preheader
  %xtraiter1035 = and i64 %nonzero.1.lcssa, 7
  %1987 = icmp ult i64 %nonzero.1.lcssa, 8
  br i1 %1987, label %search.feature.body175.epil.preheader, label %search.feature.body175.preheader.new

search.feature.body175.preheader.new:             ; preds = %search.feature.body175.preheader
  %unroll_iter1040 = and i64 %nonzero.1.lcssa, -8
  br label %search.feature.body175

compact.body:                                     ; preds = %compact.body.preheader, %compact.keep.done.1
  %compact413 = phi i64 [ %2005, %compact.keep.done.1 ], [ 0, %compact.body.preheader ]
  %nonzero.0412 = phi i64 [ %nonzero.1.1, %compact.keep.done.1 ], [ 0, %compact.body.preheader ]
  %niter1034 = phi i64 [ %niter1034.next.1, %compact.keep.done.1 ], [ 0, %compact.body.preheader ]
  %1988 = getelementptr float, ptr %13, i64 %compact413
  %1989 = load float, ptr %1988, align 4
  %nonzero165 = fcmp une float %1989, 0.000000e+00
  br i1 %nonzero165, label %compact.keep.then, label %compact.keep.done

compact.keep.then:                                ; preds = %compact.body
  %1990 = getelementptr inbounds float, ptr %scratch, i64 %compact413
  %key166 = load i32, ptr %1990, align 4
  %1991 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.0412
  store i32 %key166, ptr %1991, align 4
  %1992 = getelementptr float, ptr %13, i64 %nonzero.0412
  store float %1989, ptr %1992, align 4
  %1993 = getelementptr float, ptr %14, i64 %nonzero.0412
  %1994 = trunc i64 %compact413 to i32
  store i32 %1994, ptr %1993, align 4
  %1995 = add i64 %nonzero.0412, 1
  br label %compact.keep.done

compact.keep.done:                                ; preds = %compact.keep.then, %compact.body
  %nonzero.1 = phi i64 [ %1995, %compact.keep.then ], [ %nonzero.0412, %compact.body ]
  %1996 = or disjoint i64 %compact413, 1
  %1997 = getelementptr float, ptr %13, i64 %1996
  %1998 = load float, ptr %1997, align 4
  %nonzero165.1 = fcmp une float %1998, 0.000000e+00
  br i1 %nonzero165.1, label %compact.keep.then.1, label %compact.keep.done.1

compact.keep.then.1:                              ; preds = %compact.keep.done
  %1999 = getelementptr inbounds float, ptr %scratch, i64 %1996
  %key166.1 = load i32, ptr %1999, align 4
  %2000 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.1
  store i32 %key166.1, ptr %2000, align 4
  %2001 = getelementptr float, ptr %13, i64 %nonzero.1
  store float %1998, ptr %2001, align 4
  %2002 = getelementptr float, ptr %14, i64 %nonzero.1
  %2003 = trunc i64 %1996 to i32
  store i32 %2003, ptr %2002, align 4
  %2004 = add i64 %nonzero.1, 1
  br label %compact.keep.done.1

compact.keep.done.1:                              ; preds = %compact.keep.then.1, %compact.keep.done
  %nonzero.1.1 = phi i64 [ %2004, %compact.keep.then.1 ], [ %nonzero.1, %compact.keep.done ]
  %2005 = add nuw i64 %compact413, 2
  %niter1034.next.1 = add i64 %niter1034, 2
  %niter1034.ncmp.1 = icmp eq i64 %niter1034.next.1, %unroll_iter1033
  br i1 %niter1034.ncmp.1, label %search.feature.header174.preheader.unr-lcssa, label %compact.body

search.feature.body175:                           ; preds = %search.feature.body175, %search.feature.body175.preheader.new
  %search.feature177416 = phi i64 [ 0, %search.feature.body175.preheader.new ], [ %2037, %search.feature.body175 ]
  %fold_value169.0415 = phi float [ 0.000000e+00, %search.feature.body175.preheader.new ], [ %2036, %search.feature.body175 ]
  %niter1041 = phi i64 [ 0, %search.feature.body175.preheader.new ], [ %niter1041.next.7, %search.feature.body175 ]
  %2006 = getelementptr float, ptr %13, i64 %search.feature177416
  %2007 = load float, ptr %2006, align 4
  %2008 = fadd float %fold_value169.0415, %2007
  %2009 = getelementptr float, ptr %13, i64 %search.feature177416
  %2010 = getelementptr i8, ptr %2009, i64 4
  %2011 = load float, ptr %2010, align 4
  %2012 = fadd float %2008, %2011
  %2013 = getelementptr float, ptr %13, i64 %search.feature177416
  %2014 = getelementptr i8, ptr %2013, i64 8
  %2015 = load float, ptr %2014, align 4
  %2016 = fadd float %2012, %2015
  %2017 = getelementptr float, ptr %13, i64 %search.feature177416
  %2018 = getelementptr i8, ptr %2017, i64 12
  %2019 = load float, ptr %2018, align 4
  %2020 = fadd float %2016, %2019
  %2021 = getelementptr float, ptr %13, i64 %search.feature177416
  %2022 = getelementptr i8, ptr %2021, i64 16
  %2023 = load float, ptr %2022, align 4
  %2024 = fadd float %2020, %2023
  %2025 = getelementptr float, ptr %13, i64 %search.feature177416
  %2026 = getelementptr i8, ptr %2025, i64 20
  %2027 = load float, ptr %2026, align 4
  %2028 = fadd float %2024, %2027
  %2029 = getelementptr float, ptr %13, i64 %search.feature177416
  %2030 = getelementptr i8, ptr %2029, i64 24
  %2031 = load float, ptr %2030, align 4
  %2032 = fadd float %2028, %2031
  %2033 = getelementptr float, ptr %13, i64 %search.feature177416
  %2034 = getelementptr i8, ptr %2033, i64 28
  %2035 = load float, ptr %2034, align 4
  %2036 = fadd float %2032, %2035
  %2037 = add nuw i64 %search.feature177416, 8
  %niter1041.next.7 = add i64 %niter1041, 8
  %niter1041.ncmp.7 = icmp eq i64 %niter1041.next.7, %unroll_iter1040
  br i1 %niter1041.ncmp.7, label %search.feature.exit176.loopexit.unr-lcssa, label %search.feature.body175

search.feature.exit176.loopexit.unr-lcssa:        ; preds = %search.feature.body175
  %lcmp.mod1037.not = icmp eq i64 %xtraiter1035, 0
  br i1 %lcmp.mod1037.not, label %search.feature.exit176, label %search.feature.body175.epil.preheader

search.feature.body175.epil.preheader:            ; preds = %search.feature.exit176.loopexit.unr-lcssa, %search.feature.body175.preheader
  %search.feature177416.epil.init = phi i64 [ 0, %search.feature.body175.preheader ], [ %2037, %search.feature.exit176.loopexit.unr-lcssa ]
  %fold_value169.0415.epil.init = phi float [ 0.000000e+00, %search.feature.body175.preheader ], [ %2036, %search.feature.exit176.loopexit.unr-lcssa ]
  %lcmp.mod1039 = icmp ne i64 %xtraiter1035, 0
  tail call void @llvm.assume(i1 %lcmp.mod1039)
  br label %search.feature.body175.epil

search.feature.body175.epil:                      ; preds = %search.feature.body175.epil, %search.feature.body175.epil.preheader
  %search.feature177416.epil = phi i64 [ %2041, %search.feature.body175.epil ], [ %search.feature177416.epil.init, %search.feature.body175.epil.preheader ]
  %fold_value169.0415.epil = phi float [ %2040, %search.feature.body175.epil ], [ %fold_value169.0415.epil.init, %search.feature.body175.epil.preheader ]
  %epil.iter1036 = phi i64 [ %epil.iter1036.next, %search.feature.body175.epil ], [ 0, %search.feature.body175.epil.preheader ]
  %2038 = getelementptr float, ptr %13, i64 %search.feature177416.epil
  %2039 = load float, ptr %2038, align 4
  %2040 = fadd float %fold_value169.0415.epil, %2039
  %2041 = add nuw i64 %search.feature177416.epil, 1
  %epil.iter1036.next = add i64 %epil.iter1036, 1
  %epil.iter1036.cmp.not = icmp eq i64 %epil.iter1036.next, %xtraiter1035
  br i1 %epil.iter1036.cmp.not, label %search.feature.exit176, label %search.feature.body175.epil, !llvm.loop !31

search.feature.exit176:                           ; preds = %search.feature.exit176.loopexit.unr-lcssa, %search.feature.body175.epil, %feature.header137.preheader, %search.feature.header174.preheader
  %.not467534 = phi i1 [ true, %search.feature.header174.preheader ], [ true, %feature.header137.preheader ], [ false, %search.feature.body175.epil ], [ false, %search.feature.exit176.loopexit.unr-lcssa ]
  %nonzero.0.lcssa533 = phi i64 [ 0, %search.feature.header174.preheader ], [ 0, %feature.header137.preheader ], [ %nonzero.1.lcssa, %search.feature.body175.epil ], [ %nonzero.1.lcssa, %search.feature.exit176.loopexit.unr-lcssa ]
  %fold_value143.0.lcssa526528532 = phi float [ %.lcssa965, %search.feature.header174.preheader ], [ 0.000000e+00, %feature.header137.preheader ], [ %.lcssa965, %search.feature.body175.epil ], [ %.lcssa965, %search.feature.exit176.loopexit.unr-lcssa ]
  %fold_value169.0.lcssa = phi float [ 0.000000e+00, %search.feature.header174.preheader ], [ 0.000000e+00, %feature.header137.preheader ], [ %2036, %search.feature.exit176.loopexit.unr-lcssa ], [ %2040, %search.feature.body175.epil ]
  %2042 = fcmp oge float %fold_value169.0.lcssa, %top_p
  %search.run179 = and i1 %18, %2042
  br i1 %search.run179, label %search.key_bit.body184.preheader, label %guard.done157

search.key_bit.body184.preheader:                 ; preds = %search.feature.exit176
  %2043 = add i64 %nonzero.0.lcssa533, -1
  %xtraiter1042 = and i64 %nonzero.0.lcssa533, 7
  %2044 = icmp ult i64 %2043, 7
  %unroll_iter1047 = and i64 %nonzero.0.lcssa533, -8
  %lcmp.mod1044.not = icmp eq i64 %xtraiter1042, 0
  %lcmp.mod1046 = icmp ne i64 %xtraiter1042, 0
  br label %search.key_bit.body184

search.key_bit.body184:                           ; preds = %search.key_bit.body184.preheader, %search.feature.exit195
  %search.key_bit186422 = phi i64 [ %2104, %search.feature.exit195 ], [ 0, %search.key_bit.body184.preheader ]
  %search_hi182.0421 = phi i32 [ %2103, %search.feature.exit195 ], [ 0, %search.key_bit.body184.preheader ]
  %2045 = trunc nuw nsw i64 %search.key_bit186422 to i32
  %2046 = lshr exact i32 -2147483648, %2045
  %candidate187 = or i32 %2046, %search_hi182.0421
  br i1 %.not467534, label %search.feature.exit195, label %search.feature.body194.preheader

search.feature.body194.preheader:                 ; preds = %search.key_bit.body184
  br i1 %2044, label %search.feature.body194.epil.preheader, label %search.feature.body194

search.key_bit.exit185:                           ; preds = %search.feature.exit195
  br i1 %.not454, label %search.index_bit.exit206, label %search.index_bit.body205.preheader

search.index_bit.body205.preheader:               ; preds = %search.key_bit.exit185
  %xtraiter1049 = and i64 %nonzero.0.lcssa533, 3
  %2047 = icmp ult i64 %2043, 3
  %unroll_iter1054 = and i64 %nonzero.0.lcssa533, -4
  %lcmp.mod1051.not = icmp eq i64 %xtraiter1049, 0
  %lcmp.mod1053 = icmp ne i64 %xtraiter1049, 0
  br label %search.index_bit.body205

search.feature.body194:                           ; preds = %search.feature.body194.preheader, %search.feature.body194
  %search.feature196419 = phi i64 [ %2095, %search.feature.body194 ], [ 0, %search.feature.body194.preheader ]
  %fold_value188.0418 = phi float [ %2094, %search.feature.body194 ], [ 0.000000e+00, %search.feature.body194.preheader ]
  %niter1048 = phi i64 [ %niter1048.next.7, %search.feature.body194 ], [ 0, %search.feature.body194.preheader ]
  %2048 = getelementptr inbounds float, ptr %scratch, i64 %search.feature196419
  %key197 = load i32, ptr %2048, align 4
  %2049 = getelementptr float, ptr %13, i64 %search.feature196419
  %2050 = load float, ptr %2049, align 4
  %.not323 = icmp ult i32 %key197, %candidate187
  %2051 = select i1 %.not323, float 0.000000e+00, float %2050
  %2052 = fadd float %fold_value188.0418, %2051
  %2053 = or disjoint i64 %search.feature196419, 1
  %2054 = getelementptr inbounds float, ptr %scratch, i64 %2053
  %key197.1 = load i32, ptr %2054, align 4
  %2055 = getelementptr float, ptr %13, i64 %2053
  %2056 = load float, ptr %2055, align 4
  %.not323.1 = icmp ult i32 %key197.1, %candidate187
  %2057 = select i1 %.not323.1, float 0.000000e+00, float %2056
  %2058 = fadd float %2052, %2057
  %2059 = or disjoint i64 %search.feature196419, 2
  %2060 = getelementptr inbounds float, ptr %scratch, i64 %2059
  %key197.2 = load i32, ptr %2060, align 4
  %2061 = getelementptr float, ptr %13, i64 %2059
  %2062 = load float, ptr %2061, align 4
  %.not323.2 = icmp ult i32 %key197.2, %candidate187
  %2063 = select i1 %.not323.2, float 0.000000e+00, float %2062
  %2064 = fadd float %2058, %2063
  %2065 = or disjoint i64 %search.feature196419, 3
  %2066 = getelementptr inbounds float, ptr %scratch, i64 %2065
  %key197.3 = load i32, ptr %2066, align 4
  %2067 = getelementptr float, ptr %13, i64 %2065
  %2068 = load float, ptr %2067, align 4
  %.not323.3 = icmp ult i32 %key197.3, %candidate187
  %2069 = select i1 %.not323.3, float 0.000000e+00, float %2068
  %2070 = fadd float %2064, %2069
  %2071 = or disjoint i64 %search.feature196419, 4
  %2072 = getelementptr inbounds float, ptr %scratch, i64 %2071
  %key197.4 = load i32, ptr %2072, align 4
  %2073 = getelementptr float, ptr %13, i64 %2071
  %2074 = load float, ptr %2073, align 4
  %.not323.4 = icmp ult i32 %key197.4, %candidate187
  %2075 = select i1 %.not323.4, float 0.000000e+00, float %2074
  %2076 = fadd float %2070, %2075
  %2077 = or disjoint i64 %search.feature196419, 5
  %2078 = getelementptr inbounds float, ptr %scratch, i64 %2077
  %key197.5 = load i32, ptr %2078, align 4
  %2079 = getelementptr float, ptr %13, i64 %2077
  %2080 = load float, ptr %2079, align 4
  %.not323.5 = icmp ult i32 %key197.5, %candidate187
  %2081 = select i1 %.not323.5, float 0.000000e+00, float %2080
  %2082 = fadd float %2076, %2081
  %2083 = or disjoint i64 %search.feature196419, 6
  %2084 = getelementptr inbounds float, ptr %scratch, i64 %2083
  %key197.6 = load i32, ptr %2084, align 4
  %2085 = getelementptr float, ptr %13, i64 %2083
  %2086 = load float, ptr %2085, align 4
  %.not323.6 = icmp ult i32 %key197.6, %candidate187
  %2087 = select i1 %.not323.6, float 0.000000e+00, float %2086
  %2088 = fadd float %2082, %2087
  %2089 = or disjoint i64 %search.feature196419, 7
  %2090 = getelementptr inbounds float, ptr %scratch, i64 %2089
  %key197.7 = load i32, ptr %2090, align 4
  %2091 = getelementptr float, ptr %13, i64 %2089
  %2092 = load float, ptr %2091, align 4
  %.not323.7 = icmp ult i32 %key197.7, %candidate187
  %2093 = select i1 %.not323.7, float 0.000000e+00, float %2092
  %2094 = fadd float %2088, %2093
  %2095 = add nuw i64 %search.feature196419, 8
  %niter1048.next.7 = add i64 %niter1048, 8
  %niter1048.ncmp.7 = icmp eq i64 %niter1048.next.7, %unroll_iter1047
  br i1 %niter1048.ncmp.7, label %search.feature.exit195.loopexit.unr-lcssa, label %search.feature.body194

search.feature.exit195.loopexit.unr-lcssa:        ; preds = %search.feature.body194
  br i1 %lcmp.mod1044.not, label %search.feature.exit195, label %search.feature.body194.epil.preheader

search.feature.body194.epil.preheader:            ; preds = %search.feature.exit195.loopexit.unr-lcssa, %search.feature.body194.preheader
  %search.feature196419.epil.init = phi i64 [ 0, %search.feature.body194.preheader ], [ %2095, %search.feature.exit195.loopexit.unr-lcssa ]
  %fold_value188.0418.epil.init = phi float [ 0.000000e+00, %search.feature.body194.preheader ], [ %2094, %search.feature.exit195.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1046)
  br label %search.feature.body194.epil

search.feature.body194.epil:                      ; preds = %search.feature.body194.epil, %search.feature.body194.epil.preheader
  %search.feature196419.epil = phi i64 [ %2101, %search.feature.body194.epil ], [ %search.feature196419.epil.init, %search.feature.body194.epil.preheader ]
  %fold_value188.0418.epil = phi float [ %2100, %search.feature.body194.epil ], [ %fold_value188.0418.epil.init, %search.feature.body194.epil.preheader ]
  %epil.iter1043 = phi i64 [ %epil.iter1043.next, %search.feature.body194.epil ], [ 0, %search.feature.body194.epil.preheader ]
  %2096 = getelementptr inbounds float, ptr %scratch, i64 %search.feature196419.epil
  %key197.epil = load i32, ptr %2096, align 4
  %2097 = getelementptr float, ptr %13, i64 %search.feature196419.epil
  %2098 = load float, ptr %2097, align 4
  %.not323.epil = icmp ult i32 %key197.epil, %candidate187
  %2099 = select i1 %.not323.epil, float 0.000000e+00, float %2098
  %2100 = fadd float %fold_value188.0418.epil, %2099
  %2101 = add nuw i64 %search.feature196419.epil, 1
  %epil.iter1043.next = add i64 %epil.iter1043, 1
  %epil.iter1043.cmp.not = icmp eq i64 %epil.iter1043.next, %xtraiter1042
  br i1 %epil.iter1043.cmp.not, label %search.feature.exit195, label %search.feature.body194.epil, !llvm.loop !32

search.feature.exit195:                           ; preds = %search.feature.exit195.loopexit.unr-lcssa, %search.feature.body194.epil, %search.key_bit.body184
  %fold_value188.0.lcssa = phi float [ 0.000000e+00, %search.key_bit.body184 ], [ %2094, %search.feature.exit195.loopexit.unr-lcssa ], [ %2100, %search.feature.body194.epil ]
  %2102 = fcmp oge float %fold_value188.0.lcssa, %top_p
  %2103 = select i1 %2102, i32 %candidate187, i32 %search_hi182.0421
  %2104 = add nuw nsw i64 %search.key_bit186422, 1
  %exitcond513.not = icmp eq i64 %2104, 32
  br i1 %exitcond513.not, label %search.key_bit.exit185, label %search.key_bit.body184

search.index_bit.body205:                         ; preds = %search.index_bit.body205.preheader, %search.feature.exit216
  %search.index_bit207427 = phi i64 [ %2184, %search.feature.exit216 ], [ 0, %search.index_bit.body205.preheader ]
  %search_lo203.0426 = phi i64 [ %2183, %search.feature.exit216 ], [ 0, %search.index_bit.body205.preheader ]
  %2105 = add nuw nsw i64 %search.index_bit207427, %ctlz
  %2106 = lshr exact i64 -9223372036854775808, %2105
  %candidate208 = or i64 %2106, %search_lo203.0426
  br i1 %.not467534, label %search.feature.exit216, label %search.feature.body215.preheader

search.feature.body215.preheader:                 ; preds = %search.index_bit.body205
  br i1 %2047, label %search.feature.body215.epil.preheader, label %search.feature.body215

search.index_bit.exit206:                         ; preds = %search.feature.exit216, %search.key_bit.exit185
  %search_lo203.0.lcssa = phi i64 [ 0, %search.key_bit.exit185 ], [ %2183, %search.feature.exit216 ]
  %2107 = and i32 %2103, 2147483647
  %2108 = xor i32 %2103, -1
  %.not315 = icmp slt i32 %2103, 0
  %2109 = select i1 %.not315, i32 %2107, i32 %2108
  %2110 = bitcast i32 %2109 to float
  %2111 = sub i64 %mask, %search_lo203.0.lcssa
  %search_index221 = uitofp i64 %2111 to float
  br label %guard.done157

search.feature.body215:                           ; preds = %search.feature.body215.preheader, %search.feature.body215
  %search.feature217424 = phi i64 [ %2167, %search.feature.body215 ], [ 0, %search.feature.body215.preheader ]
  %fold_value209.0423 = phi float [ %2166, %search.feature.body215 ], [ 0.000000e+00, %search.feature.body215.preheader ]
  %niter1055 = phi i64 [ %niter1055.next.3, %search.feature.body215 ], [ 0, %search.feature.body215.preheader ]
  %2112 = getelementptr inbounds float, ptr %scratch, i64 %search.feature217424
  %key218 = load i32, ptr %2112, align 4
  %2113 = getelementptr float, ptr %14, i64 %search.feature217424
  %f219 = load i32, ptr %2113, align 4
  %2114 = zext i32 %f219 to i64
  %2115 = getelementptr float, ptr %13, i64 %search.feature217424
  %2116 = load float, ptr %2115, align 4
  %2117 = icmp ugt i32 %key218, %2103
  %2118 = icmp eq i32 %key218, %2103
  %2119 = sub nsw i64 %mask, %2114
  %2120 = icmp uge i64 %2119, %candidate208
  %2121 = and i1 %2118, %2120
  %2122 = or i1 %2117, %2121
  %2123 = select i1 %2122, float %2116, float 0.000000e+00
  %2124 = fadd float %fold_value209.0423, %2123
  %2125 = or disjoint i64 %search.feature217424, 1
  %2126 = getelementptr inbounds float, ptr %scratch, i64 %2125
  %key218.1 = load i32, ptr %2126, align 4
  %2127 = getelementptr float, ptr %14, i64 %2125
  %f219.1 = load i32, ptr %2127, align 4
  %2128 = zext i32 %f219.1 to i64
  %2129 = getelementptr float, ptr %13, i64 %2125
  %2130 = load float, ptr %2129, align 4
  %2131 = icmp ugt i32 %key218.1, %2103
  %2132 = icmp eq i32 %key218.1, %2103
  %2133 = sub nsw i64 %mask, %2128
  %2134 = icmp uge i64 %2133, %candidate208
  %2135 = and i1 %2132, %2134
  %2136 = or i1 %2131, %2135
  %2137 = select i1 %2136, float %2130, float 0.000000e+00
  %2138 = fadd float %2124, %2137
  %2139 = or disjoint i64 %search.feature217424, 2
  %2140 = getelementptr inbounds float, ptr %scratch, i64 %2139
  %key218.2 = load i32, ptr %2140, align 4
  %2141 = getelementptr float, ptr %14, i64 %2139
  %f219.2 = load i32, ptr %2141, align 4
  %2142 = zext i32 %f219.2 to i64
  %2143 = getelementptr float, ptr %13, i64 %2139
  %2144 = load float, ptr %2143, align 4
  %2145 = icmp ugt i32 %key218.2, %2103
  %2146 = icmp eq i32 %key218.2, %2103
  %2147 = sub nsw i64 %mask, %2142
  %2148 = icmp uge i64 %2147, %candidate208
  %2149 = and i1 %2146, %2148
  %2150 = or i1 %2145, %2149
  %2151 = select i1 %2150, float %2144, float 0.000000e+00
  %2152 = fadd float %2138, %2151
  %2153 = or disjoint i64 %search.feature217424, 3
  %2154 = getelementptr inbounds float, ptr %scratch, i64 %2153
  %key218.3 = load i32, ptr %2154, align 4
  %2155 = getelementptr float, ptr %14, i64 %2153
  %f219.3 = load i32, ptr %2155, align 4
  %2156 = zext i32 %f219.3 to i64
  %2157 = getelementptr float, ptr %13, i64 %2153
  %2158 = load float, ptr %2157, align 4
  %2159 = icmp ugt i32 %key218.3, %2103
  %2160 = icmp eq i32 %key218.3, %2103
  %2161 = sub nsw i64 %mask, %2156
  %2162 = icmp uge i64 %2161, %candidate208
  %2163 = and i1 %2160, %2162
  %2164 = or i1 %2159, %2163
  %2165 = select i1 %2164, float %2158, float 0.000000e+00
  %2166 = fadd float %2152, %2165
  %2167 = add nuw i64 %search.feature217424, 4
  %niter1055.next.3 = add i64 %niter1055, 4
  %niter1055.ncmp.3 = icmp eq i64 %niter1055.next.3, %unroll_iter1054
  br i1 %niter1055.ncmp.3, label %search.feature.exit216.loopexit.unr-lcssa, label %search.feature.body215

search.feature.exit216.loopexit.unr-lcssa:        ; preds = %search.feature.body215
  br i1 %lcmp.mod1051.not, label %search.feature.exit216, label %search.feature.body215.epil.preheader

search.feature.body215.epil.preheader:            ; preds = %search.feature.exit216.loopexit.unr-lcssa, %search.feature.body215.preheader
  %search.feature217424.epil.init = phi i64 [ 0, %search.feature.body215.preheader ], [ %2167, %search.feature.exit216.loopexit.unr-lcssa ]
  %fold_value209.0423.epil.init = phi float [ 0.000000e+00, %search.feature.body215.preheader ], [ %2166, %search.feature.exit216.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1053)
  br label %search.feature.body215.epil

search.feature.body215.epil:                      ; preds = %search.feature.body215.epil, %search.feature.body215.epil.preheader
  %search.feature217424.epil = phi i64 [ %2181, %search.feature.body215.epil ], [ %search.feature217424.epil.init, %search.feature.body215.epil.preheader ]
  %fold_value209.0423.epil = phi float [ %2180, %search.feature.body215.epil ], [ %fold_value209.0423.epil.init, %search.feature.body215.epil.preheader ]
  %epil.iter1050 = phi i64 [ %epil.iter1050.next, %search.feature.body215.epil ], [ 0, %search.feature.body215.epil.preheader ]
  %2168 = getelementptr inbounds float, ptr %scratch, i64 %search.feature217424.epil
  %key218.epil = load i32, ptr %2168, align 4
  %2169 = getelementptr float, ptr %14, i64 %search.feature217424.epil
  %f219.epil = load i32, ptr %2169, align 4
  %2170 = zext i32 %f219.epil to i64
  %2171 = getelementptr float, ptr %13, i64 %search.feature217424.epil
  %2172 = load float, ptr %2171, align 4
  %2173 = icmp ugt i32 %key218.epil, %2103
  %2174 = icmp eq i32 %key218.epil, %2103
  %2175 = sub nsw i64 %mask, %2170
  %2176 = icmp uge i64 %2175, %candidate208
  %2177 = and i1 %2174, %2176
  %2178 = or i1 %2173, %2177
  %2179 = select i1 %2178, float %2172, float 0.000000e+00
  %2180 = fadd float %fold_value209.0423.epil, %2179
  %2181 = add nuw i64 %search.feature217424.epil, 1
  %epil.iter1050.next = add i64 %epil.iter1050, 1
  %epil.iter1050.cmp.not = icmp eq i64 %epil.iter1050.next, %xtraiter1049
  br i1 %epil.iter1050.cmp.not, label %search.feature.exit216, label %search.feature.body215.epil, !llvm.loop !33

search.feature.exit216:                           ; preds = %search.feature.exit216.loopexit.unr-lcssa, %search.feature.body215.epil, %search.index_bit.body205
  %fold_value209.0.lcssa = phi float [ 0.000000e+00, %search.index_bit.body205 ], [ %2166, %search.feature.exit216.loopexit.unr-lcssa ], [ %2180, %search.feature.body215.epil ]
  %2182 = fcmp oge float %fold_value209.0.lcssa, %top_p
  %2183 = select i1 %2182, i64 %candidate208, i64 %search_lo203.0426
  %2184 = add nuw nsw i64 %search.index_bit207427, 1
  %exitcond516.not = icmp eq i64 %2184, %umax
  br i1 %exitcond516.not, label %search.index_bit.exit206, label %search.index_bit.body205

max_block.header241.preheader:                    ; preds = %feature.body223, %middle.block
  br i1 %.not441, label %max_block.exit243, label %max_block.body242.preheader

max_block.body242.preheader:                      ; preds = %max_block.header241.preheader
  br i1 %100, label %max_block.body242.epil.preheader, label %max_block.body242

feature.body223:                                  ; preds = %feature.body223.preheader, %feature.body223
  %feature225429 = phi i64 [ %2429, %feature.body223 ], [ %feature225429.ph, %feature.body223.preheader ]
  %2185 = getelementptr inbounds float, ptr %118, i64 %feature225429
  %2186 = load float, ptr %2185, align 4
  %2187 = fmul float %inv_t, %2186
  %feature226 = uitofp i64 %feature225429 to float
  %2188 = fcmp ogt float %2186, %uniforms.sroa.15.0
  %2189 = select i1 %2188, float 1.000000e+00, float 0.000000e+00
  %2190 = fcmp oeq float %2186, %uniforms.sroa.15.0
  %2191 = fcmp oge float %uniforms.sroa.22.0, %feature226
  %2192 = select i1 %2190, i1 %2191, i1 false
  %2193 = select i1 %2192, float 1.000000e+00, float 0.000000e+00
  %2194 = fcmp ogt float %2193, %2189
  %max227 = select i1 %2194, float %2193, float %2189
  %2195 = fsub float %2187, %uniforms.sroa.29.0328331
  %2196 = fcmp olt float %2195, -1.040000e+02
  %2197 = select i1 %2196, float -1.040000e+02, float %2195
  %2198 = fcmp ogt float %2197, 8.900000e+01
  %2199 = select i1 %2198, float 8.900000e+01, float %2197
  %2200 = fmul float %2199, 0x3FF7154760000000
  %2201 = fadd float %2200, 0x4168000000000000
  %2202 = fadd float %2201, 0xC168000000000000
  %2203 = bitcast float %2201 to i32
  %2204 = fmul float %2202, 0x3FE62E4000000000
  %2205 = fsub float %2199, %2204
  %2206 = fmul float %2202, 0x3EB7F7D1C0000000
  %2207 = fsub float %2205, %2206
  %2208 = fmul float %2207, %2207
  %2209 = fmul float %2208, 0x3E66376980000000
  %2210 = fadd float %2209, 0xBEBBBD41C0000000
  %2211 = fmul float %2208, %2210
  %2212 = fadd float %2211, 0x3F11566AA0000000
  %2213 = fmul float %2208, %2212
  %2214 = fadd float %2213, 0xBF66C16C20000000
  %2215 = fmul float %2208, %2214
  %2216 = fadd float %2215, 0x3FC5555560000000
  %2217 = fmul float %2208, %2216
  %2218 = fsub float %2207, %2217
  %2219 = fmul float %2207, %2218
  %2220 = fsub float 2.000000e+00, %2218
  %2221 = fdiv float %2219, %2220
  %2222 = fsub float %2206, %2221
  %2223 = fsub float %2205, %2222
  %2224 = fadd float %2223, 1.000000e+00
  %2225 = add i32 %2203, -1262485248
  %2226 = lshr i32 %2225, 1
  %2227 = add i32 %2203, 255
  %2228 = sub i32 %2227, %2226
  %2229 = shl i32 %2226, 23
  %2230 = add i32 %2229, -8388608
  %2231 = shl i32 %2228, 23
  %2232 = bitcast i32 %2230 to float
  %2233 = bitcast i32 %2231 to float
  %2234 = fmul float %2224, %2232
  %2235 = fmul float %2234, %2233
  %2236 = fcmp uno float %2195, 0.000000e+00
  %2237 = select i1 %2236, float 0x7FF8000000000000, float %2235
  %2238 = fdiv float %2237, %uniforms.sroa.35.0332
  %2239 = fcmp une float %max227, 0.000000e+00
  %2240 = fadd float %2238, 0.000000e+00
  %2241 = select i1 %2239, float %2240, float -1.000000e+00
  %2242 = fcmp ogt float %2241, %uniforms.sroa.40.0
  %2243 = select i1 %2242, float 1.000000e+00, float 0.000000e+00
  %2244 = fcmp oeq float %2241, %uniforms.sroa.40.0
  %2245 = fcmp oge float %uniforms.sroa.43.0, %feature226
  %2246 = select i1 %2244, i1 %2245, i1 false
  %2247 = select i1 %2246, float 1.000000e+00, float 0.000000e+00
  %2248 = fcmp ogt float %2247, %2243
  %max229 = select i1 %2248, float %2247, float %2243
  %2249 = fcmp ogt float %max231, %max229
  %max232 = select i1 %2249, float %max231, float %max229
  %2250 = fmul float %max227, %max232
  %2251 = and i64 %feature225429, 4294967295
  %2252 = mul nuw i64 %2251, 3528531795
  %2253 = xor i64 %27, %2252
  %2254 = lshr i64 %2253, 32
  %2255 = mul nuw i64 %2254, 3449720151
  %2256 = lshr i64 %2255, 32
  %.reass.reass1136 = xor i64 %2256, %invariant.op
  %2257 = xor i64 %1653, %2252
  %2258 = and i64 %.reass.reass1136, 4294967295
  %2259 = mul nuw i64 %2258, 3528531795
  %2260 = and i64 %2257, 4294967295
  %2261 = mul nuw i64 %2260, 3449720151
  %2262 = lshr i64 %2259, 32
  %2263 = lshr i64 %2261, 32
  %2264 = xor i64 %2263, %30
  %2265 = xor i64 %2264, %2255
  %.reass566.reass = xor i64 %2262, %invariant.op1137
  %2266 = and i64 %2265, 4294967295
  %2267 = mul nuw i64 %2266, 3528531795
  %2268 = and i64 %.reass566.reass, 4294967295
  %2269 = mul nuw i64 %2268, 3449720151
  %2270 = lshr i64 %2267, 32
  %2271 = lshr i64 %2269, 32
  %2272 = xor i64 %32, %2271
  %2273 = xor i64 %2272, %2261
  %2274 = xor i64 %2270, %33
  %2275 = xor i64 %2274, %2259
  %2276 = and i64 %2273, 4294967295
  %2277 = mul nuw i64 %2276, 3528531795
  %2278 = and i64 %2275, 4294967295
  %2279 = mul nuw i64 %2278, 3449720151
  %2280 = lshr i64 %2277, 32
  %2281 = lshr i64 %2279, 32
  %2282 = xor i64 %2281, %34
  %2283 = xor i64 %2282, %2269
  %2284 = xor i64 %35, %2280
  %2285 = xor i64 %2284, %2267
  %2286 = and i64 %2283, 4294967295
  %2287 = mul nuw i64 %2286, 3528531795
  %2288 = and i64 %2285, 4294967295
  %2289 = mul nuw i64 %2288, 3449720151
  %2290 = lshr i64 %2287, 32
  %2291 = lshr i64 %2289, 32
  %2292 = xor i64 %36, %2291
  %2293 = xor i64 %2292, %2279
  %2294 = xor i64 %2290, %37
  %2295 = xor i64 %2294, %2277
  %2296 = and i64 %2293, 4294967295
  %2297 = mul nuw i64 %2296, 3528531795
  %2298 = and i64 %2295, 4294967295
  %2299 = mul nuw i64 %2298, 3449720151
  %2300 = lshr i64 %2297, 32
  %2301 = lshr i64 %2299, 32
  %2302 = xor i64 %2301, %38
  %2303 = xor i64 %2302, %2289
  %2304 = xor i64 %39, %2300
  %2305 = xor i64 %2304, %2287
  %2306 = and i64 %2303, 4294967295
  %2307 = mul nuw i64 %2306, 3528531795
  %2308 = and i64 %2305, 4294967295
  %2309 = mul nuw i64 %2308, 3449720151
  %2310 = lshr i64 %2307, 32
  %2311 = lshr i64 %2309, 32
  %2312 = xor i64 %40, %2311
  %2313 = xor i64 %2312, %2299
  %2314 = xor i64 %2310, %41
  %2315 = xor i64 %2314, %2297
  %2316 = and i64 %2313, 4294967295
  %2317 = mul nuw i64 %2316, 3528531795
  %2318 = lshr i64 %2317, 32
  %2319 = trunc i64 %2315 to i32
  %2320 = mul i32 %2319, -845247145
  %2321 = xor i64 %42, %2318
  %2322 = xor i64 %2321, %2307
  %2323 = and i64 %2322, 4294967295
  %2324 = mul nuw i64 %2323, 3449720151
  %2325 = lshr i64 %2324, 32
  %2326 = trunc nuw i64 %2325 to i32
  %2327 = xor i32 %2320, %2326
  %2328 = xor i32 %2327, %43
  %2329 = uitofp i32 %2328 to double
  %2330 = fadd double %2329, 5.000000e-01
  %2331 = fmul double %2330, 0x3DF0000000000000
  %2332 = fcmp olt double %2331, 0x10000000000000
  %2333 = fmul double %2331, 0x4350000000000000
  %2334 = select i1 %2332, double %2333, double %2331
  %.neg = select i1 %2332, i64 -1077, i64 -1023
  %2335 = bitcast double %2334 to i64
  %2336 = lshr i64 %2335, 32
  %2337 = add nuw nsw i64 %2336, 614242
  %2338 = lshr i64 %2337, 20
  %2339 = add nsw i64 %2338, %.neg
  %2340 = shl i64 %2337, 32
  %2341 = and i64 %2340, 4503595332403200
  %2342 = add nuw nsw i64 %2341, 4604544269498187776
  %2343 = and i64 %2335, 4294967295
  %2344 = or disjoint i64 %2342, %2343
  %2345 = bitcast i64 %2344 to double
  %2346 = fadd double %2345, -1.000000e+00
  %2347 = fmul double %2346, 5.000000e-01
  %2348 = fmul double %2346, %2347
  %2349 = fadd double %2346, 2.000000e+00
  %2350 = fdiv double %2346, %2349
  %2351 = fmul double %2350, %2350
  %2352 = fmul double %2351, %2351
  %2353 = fmul double %2352, 0x3FC2F112DF3E5244
  %2354 = fadd double %2353, 0x3FC7466496CB03DE
  %2355 = insertelement <2 x double> poison, double %2352, i64 0
  %2356 = shufflevector <2 x double> %2355, <2 x double> poison, <2 x i32> zeroinitializer
  %2357 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %2354, i64 1
  %2358 = fmul <2 x double> %2356, %2357
  %2359 = fadd <2 x double> %2358, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %2360 = fmul <2 x double> %2356, %2359
  %2361 = fadd <2 x double> %2360, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %2362 = insertelement <2 x double> %2355, double %2351, i64 1
  %2363 = fmul <2 x double> %2362, %2361
  %shift = shufflevector <2 x double> %2363, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %2363, %shift
  %2364 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %2365 = sitofp i64 %2339 to double
  %2366 = fadd double %2348, %2364
  %2367 = fmul double %2350, %2366
  %2368 = fmul double %2365, 0x3DEA39EF35793C76
  %2369 = fadd double %2368, %2367
  %2370 = fsub double %2369, %2348
  %2371 = fadd double %2346, %2370
  %2372 = fmul double %2365, 0x3FE62E42FEE00000
  %2373 = fadd double %2372, %2371
  %2374 = fcmp oeq double %2331, 0x7FF0000000000000
  %2375 = fcmp oeq double %2331, 0.000000e+00
  %.neg318 = fneg double %2373
  %.neg317 = select i1 %2374, double 0xFFF0000000000000, double %.neg318
  %2376 = select i1 %2375, double 0x7FF0000000000000, double %.neg317
  %2377 = fcmp olt double %2376, 0x10000000000000
  %2378 = fmul double %2376, 0x4350000000000000
  %2379 = select i1 %2377, double %2378, double %2376
  %.neg319 = select i1 %2377, i64 -1077, i64 -1023
  %2380 = bitcast double %2379 to i64
  %2381 = lshr i64 %2380, 32
  %2382 = add nuw nsw i64 %2381, 614242
  %2383 = lshr i64 %2382, 20
  %2384 = add nsw i64 %2383, %.neg319
  %2385 = shl i64 %2382, 32
  %2386 = and i64 %2385, 4503595332403200
  %2387 = add nuw nsw i64 %2386, 4604544269498187776
  %2388 = and i64 %2380, 4294967295
  %2389 = or disjoint i64 %2387, %2388
  %2390 = bitcast i64 %2389 to double
  %2391 = fadd double %2390, -1.000000e+00
  %2392 = fmul double %2391, 5.000000e-01
  %2393 = fmul double %2391, %2392
  %2394 = fadd double %2391, 2.000000e+00
  %2395 = fdiv double %2391, %2394
  %2396 = fmul double %2395, %2395
  %2397 = fmul double %2396, %2396
  %2398 = fmul double %2397, 0x3FC39A09D078C69F
  %2399 = fadd double %2398, 0x3FCC71C51D8E78AF
  %2400 = fmul double %2397, %2399
  %2401 = fadd double %2400, 0x3FD999999997FA04
  %2402 = fmul double %2397, %2401
  %2403 = fmul double %2397, 0x3FC2F112DF3E5244
  %2404 = fadd double %2403, 0x3FC7466496CB03DE
  %2405 = fmul double %2397, %2404
  %2406 = fadd double %2405, 0x3FD2492494229359
  %2407 = fmul double %2397, %2406
  %2408 = fadd double %2407, 0x3FE5555555555593
  %2409 = fmul double %2396, %2408
  %2410 = fadd double %2402, %2409
  %2411 = sitofp i64 %2384 to double
  %2412 = fadd double %2393, %2410
  %2413 = fmul double %2395, %2412
  %2414 = fmul double %2411, 0x3DEA39EF35793C76
  %2415 = fadd double %2414, %2413
  %2416 = fsub double %2415, %2393
  %2417 = fadd double %2391, %2416
  %2418 = fmul double %2411, 0x3FE62E42FEE00000
  %2419 = fadd double %2418, %2417
  %2420 = fcmp oeq double %2376, 0x7FF0000000000000
  %2421 = fcmp oeq double %2376, 0.000000e+00
  %2422 = fcmp ult double %2376, 0.000000e+00
  %.neg322 = fneg double %2419
  %.neg321 = select i1 %2420, double 0xFFF0000000000000, double %.neg322
  %.neg320 = select i1 %2421, double 0x7FF0000000000000, double %.neg321
  %2423 = select i1 %2422, double 0xFFF8000000000000, double %.neg320
  %2424 = fptrunc double %2423 to float
  %2425 = fadd float %2187, %2424
  %2426 = fcmp une float %2250, 0.000000e+00
  %2427 = select i1 %2426, float %2425, float 0xFFF0000000000000
  %2428 = getelementptr inbounds float, ptr %scratch, i64 %feature225429
  store float %2427, ptr %2428, align 4
  %2429 = add nuw i64 %feature225429, 1
  %exitcond517.not = icmp eq i64 %2429, %n_features
  br i1 %exitcond517.not, label %max_block.header241.preheader, label %feature.body223, !llvm.loop !34

max_block.body242:                                ; preds = %max_block.body242.preheader, %max_block.body242
  %max_block244432 = phi i64 [ %2473, %max_block.body242 ], [ 0, %max_block.body242.preheader ]
  %max_index239.0431 = phi <8 x i64> [ %2472, %max_block.body242 ], [ zeroinitializer, %max_block.body242.preheader ]
  %max_best238.0430 = phi <8 x float> [ %2468, %max_block.body242 ], [ splat (float 0xFFF0000000000000), %max_block.body242.preheader ]
  %niter1063 = phi i64 [ %niter1063.next.3, %max_block.body242 ], [ 0, %max_block.body242.preheader ]
  %2430 = getelementptr inbounds float, ptr %scratch, i64 %max_block244432
  %block245 = load <8 x float>, ptr %2430, align 4
  %2431 = fcmp ogt <8 x float> %block245, %max_best238.0430
  %2432 = fcmp uno <8 x float> %block245, zeroinitializer
  %2433 = fcmp ord <8 x float> %max_best238.0430, zeroinitializer
  %2434 = and <8 x i1> %2433, %2432
  %take246 = or <8 x i1> %2431, %2434
  %2435 = select <8 x i1> %take246, <8 x float> %block245, <8 x float> %max_best238.0430
  %2436 = insertelement <8 x i64> poison, i64 %max_block244432, i64 0
  %2437 = shufflevector <8 x i64> %2436, <8 x i64> poison, <8 x i32> zeroinitializer
  %2438 = or disjoint <8 x i64> %2437, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2439 = select <8 x i1> %take246, <8 x i64> %2438, <8 x i64> %max_index239.0431
  %2440 = or disjoint i64 %max_block244432, 8
  %2441 = getelementptr inbounds float, ptr %scratch, i64 %2440
  %block245.1 = load <8 x float>, ptr %2441, align 4
  %2442 = fcmp ogt <8 x float> %block245.1, %2435
  %2443 = fcmp uno <8 x float> %block245.1, zeroinitializer
  %2444 = fcmp ord <8 x float> %2435, zeroinitializer
  %2445 = and <8 x i1> %2444, %2443
  %take246.1 = or <8 x i1> %2442, %2445
  %2446 = select <8 x i1> %take246.1, <8 x float> %block245.1, <8 x float> %2435
  %2447 = insertelement <8 x i64> poison, i64 %2440, i64 0
  %2448 = shufflevector <8 x i64> %2447, <8 x i64> poison, <8 x i32> zeroinitializer
  %2449 = or disjoint <8 x i64> %2448, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2450 = select <8 x i1> %take246.1, <8 x i64> %2449, <8 x i64> %2439
  %2451 = or disjoint i64 %max_block244432, 16
  %2452 = getelementptr inbounds float, ptr %scratch, i64 %2451
  %block245.2 = load <8 x float>, ptr %2452, align 4
  %2453 = fcmp ogt <8 x float> %block245.2, %2446
  %2454 = fcmp uno <8 x float> %block245.2, zeroinitializer
  %2455 = fcmp ord <8 x float> %2446, zeroinitializer
  %2456 = and <8 x i1> %2455, %2454
  %take246.2 = or <8 x i1> %2453, %2456
  %2457 = select <8 x i1> %take246.2, <8 x float> %block245.2, <8 x float> %2446
  %2458 = insertelement <8 x i64> poison, i64 %2451, i64 0
  %2459 = shufflevector <8 x i64> %2458, <8 x i64> poison, <8 x i32> zeroinitializer
  %2460 = or disjoint <8 x i64> %2459, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2461 = select <8 x i1> %take246.2, <8 x i64> %2460, <8 x i64> %2450
  %2462 = or disjoint i64 %max_block244432, 24
  %2463 = getelementptr inbounds float, ptr %scratch, i64 %2462
  %block245.3 = load <8 x float>, ptr %2463, align 4
  %2464 = fcmp ogt <8 x float> %block245.3, %2457
  %2465 = fcmp uno <8 x float> %block245.3, zeroinitializer
  %2466 = fcmp ord <8 x float> %2457, zeroinitializer
  %2467 = and <8 x i1> %2466, %2465
  %take246.3 = or <8 x i1> %2464, %2467
  %2468 = select <8 x i1> %take246.3, <8 x float> %block245.3, <8 x float> %2457
  %2469 = insertelement <8 x i64> poison, i64 %2462, i64 0
  %2470 = shufflevector <8 x i64> %2469, <8 x i64> poison, <8 x i32> zeroinitializer
  %2471 = or disjoint <8 x i64> %2470, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2472 = select <8 x i1> %take246.3, <8 x i64> %2471, <8 x i64> %2461
  %2473 = add nuw i64 %max_block244432, 32
  %niter1063.next.3 = add i64 %niter1063, 4
  %niter1063.ncmp.3.not = icmp eq i64 %niter1063.next.3, %unroll_iter1062
  br i1 %niter1063.ncmp.3.not, label %max_block.exit243.loopexit.unr-lcssa, label %max_block.body242

max_block.exit243.loopexit.unr-lcssa:             ; preds = %max_block.body242
  br i1 %lcmp.mod1058.not, label %max_block.exit243, label %max_block.body242.epil.preheader

max_block.body242.epil.preheader:                 ; preds = %max_block.exit243.loopexit.unr-lcssa, %max_block.body242.preheader
  %max_block244432.epil.init = phi i64 [ 0, %max_block.body242.preheader ], [ %2473, %max_block.exit243.loopexit.unr-lcssa ]
  %max_index239.0431.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body242.preheader ], [ %2472, %max_block.exit243.loopexit.unr-lcssa ]
  %max_best238.0430.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body242.preheader ], [ %2468, %max_block.exit243.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1061)
  br label %max_block.body242.epil

max_block.body242.epil:                           ; preds = %max_block.body242.epil, %max_block.body242.epil.preheader
  %max_block244432.epil = phi i64 [ %2484, %max_block.body242.epil ], [ %max_block244432.epil.init, %max_block.body242.epil.preheader ]
  %max_index239.0431.epil = phi <8 x i64> [ %2483, %max_block.body242.epil ], [ %max_index239.0431.epil.init, %max_block.body242.epil.preheader ]
  %max_best238.0430.epil = phi <8 x float> [ %2479, %max_block.body242.epil ], [ %max_best238.0430.epil.init, %max_block.body242.epil.preheader ]
  %epil.iter1057 = phi i64 [ %epil.iter1057.next, %max_block.body242.epil ], [ 0, %max_block.body242.epil.preheader ]
  %2474 = getelementptr inbounds float, ptr %scratch, i64 %max_block244432.epil
  %block245.epil = load <8 x float>, ptr %2474, align 4
  %2475 = fcmp ogt <8 x float> %block245.epil, %max_best238.0430.epil
  %2476 = fcmp uno <8 x float> %block245.epil, zeroinitializer
  %2477 = fcmp ord <8 x float> %max_best238.0430.epil, zeroinitializer
  %2478 = and <8 x i1> %2477, %2476
  %take246.epil = or <8 x i1> %2475, %2478
  %2479 = select <8 x i1> %take246.epil, <8 x float> %block245.epil, <8 x float> %max_best238.0430.epil
  %2480 = insertelement <8 x i64> poison, i64 %max_block244432.epil, i64 0
  %2481 = shufflevector <8 x i64> %2480, <8 x i64> poison, <8 x i32> zeroinitializer
  %2482 = or disjoint <8 x i64> %2481, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2483 = select <8 x i1> %take246.epil, <8 x i64> %2482, <8 x i64> %max_index239.0431.epil
  %2484 = add nuw i64 %max_block244432.epil, 8
  %epil.iter1057.next = add i64 %epil.iter1057, 1
  %epil.iter1057.cmp.not = icmp eq i64 %epil.iter1057.next, %xtraiter1056
  br i1 %epil.iter1057.cmp.not, label %max_block.exit243, label %max_block.body242.epil, !llvm.loop !35

max_block.exit243:                                ; preds = %max_block.exit243.loopexit.unr-lcssa, %max_block.body242.epil, %guard.done157, %max_block.header241.preheader
  %max_best238.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.header241.preheader ], [ splat (float 0xFFF0000000000000), %guard.done157 ], [ %2468, %max_block.exit243.loopexit.unr-lcssa ], [ %2479, %max_block.body242.epil ]
  %max_index239.0.lcssa = phi <8 x i64> [ zeroinitializer, %max_block.header241.preheader ], [ zeroinitializer, %guard.done157 ], [ %2472, %max_block.exit243.loopexit.unr-lcssa ], [ %2483, %max_block.body242.epil ]
  %2485 = extractelement <8 x float> %max_best238.0.lcssa, i64 0
  %2486 = extractelement <8 x i64> %max_index239.0.lcssa, i64 0
  %2487 = fcmp une float %2485, 0xFFF0000000000000
  %2488 = select i1 %2487, i64 %2486, i64 0
  %2489 = extractelement <8 x float> %max_best238.0.lcssa, i64 1
  %2490 = extractelement <8 x i64> %max_index239.0.lcssa, i64 1
  %2491 = fcmp uno float %2489, 0.000000e+00
  %2492 = fcmp ord float %2485, 0.000000e+00
  %2493 = icmp ult i64 %2490, %2488
  %2494 = fcmp ogt float %2489, %2485
  %2495 = fcmp oeq float %2489, %2485
  %2496 = or i1 %2492, %2493
  %2497 = and i1 %2495, %2493
  %2498 = or i1 %2494, %2497
  %2499 = select i1 %2491, i1 %2496, i1 %2498
  %2500 = select i1 %2499, float %2489, float %2485
  %2501 = select i1 %2499, i64 %2490, i64 %2488
  %2502 = extractelement <8 x float> %max_best238.0.lcssa, i64 2
  %2503 = extractelement <8 x i64> %max_index239.0.lcssa, i64 2
  %2504 = fcmp uno float %2502, 0.000000e+00
  %2505 = fcmp ord float %2500, 0.000000e+00
  %2506 = icmp ult i64 %2503, %2501
  %2507 = fcmp ogt float %2502, %2500
  %2508 = fcmp oeq float %2502, %2500
  %2509 = or i1 %2505, %2506
  %2510 = and i1 %2508, %2506
  %2511 = or i1 %2507, %2510
  %2512 = select i1 %2504, i1 %2509, i1 %2511
  %2513 = select i1 %2512, float %2502, float %2500
  %2514 = select i1 %2512, i64 %2503, i64 %2501
  %2515 = extractelement <8 x float> %max_best238.0.lcssa, i64 3
  %2516 = extractelement <8 x i64> %max_index239.0.lcssa, i64 3
  %2517 = fcmp uno float %2515, 0.000000e+00
  %2518 = fcmp ord float %2513, 0.000000e+00
  %2519 = icmp ult i64 %2516, %2514
  %2520 = fcmp ogt float %2515, %2513
  %2521 = fcmp oeq float %2515, %2513
  %2522 = or i1 %2518, %2519
  %2523 = and i1 %2521, %2519
  %2524 = or i1 %2520, %2523
  %2525 = select i1 %2517, i1 %2522, i1 %2524
  %2526 = select i1 %2525, float %2515, float %2513
  %2527 = select i1 %2525, i64 %2516, i64 %2514
  %2528 = extractelement <8 x float> %max_best238.0.lcssa, i64 4
  %2529 = extractelement <8 x i64> %max_index239.0.lcssa, i64 4
  %2530 = fcmp uno float %2528, 0.000000e+00
  %2531 = fcmp ord float %2526, 0.000000e+00
  %2532 = icmp ult i64 %2529, %2527
  %2533 = fcmp ogt float %2528, %2526
  %2534 = fcmp oeq float %2528, %2526
  %2535 = or i1 %2531, %2532
  %2536 = and i1 %2534, %2532
  %2537 = or i1 %2533, %2536
  %2538 = select i1 %2530, i1 %2535, i1 %2537
  %2539 = select i1 %2538, float %2528, float %2526
  %2540 = select i1 %2538, i64 %2529, i64 %2527
  %2541 = extractelement <8 x float> %max_best238.0.lcssa, i64 5
  %2542 = extractelement <8 x i64> %max_index239.0.lcssa, i64 5
  %2543 = fcmp uno float %2541, 0.000000e+00
  %2544 = fcmp ord float %2539, 0.000000e+00
  %2545 = icmp ult i64 %2542, %2540
  %2546 = fcmp ogt float %2541, %2539
  %2547 = fcmp oeq float %2541, %2539
  %2548 = or i1 %2544, %2545
  %2549 = and i1 %2547, %2545
  %2550 = or i1 %2546, %2549
  %2551 = select i1 %2543, i1 %2548, i1 %2550
  %2552 = select i1 %2551, float %2541, float %2539
  %2553 = select i1 %2551, i64 %2542, i64 %2540
  %2554 = extractelement <8 x float> %max_best238.0.lcssa, i64 6
  %2555 = extractelement <8 x i64> %max_index239.0.lcssa, i64 6
  %2556 = fcmp uno float %2554, 0.000000e+00
  %2557 = fcmp ord float %2552, 0.000000e+00
  %2558 = icmp ult i64 %2555, %2553
  %2559 = fcmp ogt float %2554, %2552
  %2560 = fcmp oeq float %2554, %2552
  %2561 = or i1 %2557, %2558
  %2562 = and i1 %2560, %2558
  %2563 = or i1 %2559, %2562
  %2564 = select i1 %2556, i1 %2561, i1 %2563
  %2565 = select i1 %2564, float %2554, float %2552
  %2566 = select i1 %2564, i64 %2555, i64 %2553
  %2567 = extractelement <8 x float> %max_best238.0.lcssa, i64 7
  %2568 = extractelement <8 x i64> %max_index239.0.lcssa, i64 7
  %2569 = fcmp uno float %2567, 0.000000e+00
  %2570 = fcmp ord float %2565, 0.000000e+00
  %2571 = icmp ult i64 %2568, %2566
  %2572 = fcmp ogt float %2567, %2565
  %2573 = fcmp oeq float %2567, %2565
  %2574 = or i1 %2570, %2571
  %2575 = and i1 %2573, %2571
  %2576 = or i1 %2572, %2575
  %2577 = select i1 %2569, i1 %2574, i1 %2576
  %2578 = select i1 %2577, i64 %2568, i64 %2566
  br i1 %.not442, label %fold_tail.exit249, label %fold_tail.body248.preheader

fold_tail.body248.preheader:                      ; preds = %max_block.exit243
  %2579 = select i1 %2577, float %2567, float %2565
  br label %fold_tail.body248

fold_tail.body248:                                ; preds = %fold_tail.body248.preheader, %fold_tail.body248
  %fold_tail250437 = phi i64 [ %2588, %fold_tail.body248 ], [ %blocks_end, %fold_tail.body248.preheader ]
  %fold_index234.0436 = phi i64 [ %2587, %fold_tail.body248 ], [ %2578, %fold_tail.body248.preheader ]
  %fold_value233.0435 = phi float [ %2586, %fold_tail.body248 ], [ %2579, %fold_tail.body248.preheader ]
  %2580 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail250437
  %2581 = load float, ptr %2580, align 4
  %2582 = fcmp ogt float %2581, %fold_value233.0435
  %2583 = fcmp uno float %2581, 0.000000e+00
  %2584 = fcmp ord float %fold_value233.0435, 0.000000e+00
  %2585 = and i1 %2584, %2583
  %take251 = or i1 %2582, %2585
  %2586 = select i1 %take251, float %2581, float %fold_value233.0435
  %2587 = select i1 %take251, i64 %fold_tail250437, i64 %fold_index234.0436
  %2588 = add nuw i64 %fold_tail250437, 1
  %2589 = icmp ult i64 %2588, %n_features
  br i1 %2589, label %fold_tail.body248, label %fold_tail.exit249

fold_tail.exit249:                                ; preds = %fold_tail.body248, %max_block.exit243
  %fold_index234.0.lcssa = phi i64 [ %2578, %max_block.exit243 ], [ %2587, %fold_tail.body248 ]
  %2590 = fmul float %fold_value2.0.lcssa, 2.000000e+00
  %2591 = fcmp oeq float %fold_value21.0.lcssa, 0xFFF0000000000000
  %2592 = select i1 %2591, float 4.000000e+00, float 0.000000e+00
  %2593 = fmul float %fold_value59.0.lcssa, 8.000000e+00
  %2594 = fadd float %fold_value.0.lcssa, %2590
  %2595 = fadd float %2594, %2592
  %2596 = fadd float %2595, %2593
  %.v = select i1 %not_greedy, i64 %fold_index234.0.lcssa, i64 %fold_index41.0.lcssa
  %2597 = uitofp i64 %.v to float
  %2598 = fcmp une float %2596, 0.000000e+00
  %2599 = select i1 %2598, float -1.000000e+00, float %2597
  %id = fptosi float %2599 to i64
  store i64 %id, ptr %id_ptr, align 8
  %status_bits = fptoui float %2596 to i32
  %status254 = load i32, ptr %119, align 4
  %2600 = or i32 %status254, %status_bits
  store i32 %2600, ptr %119, align 4
  %2601 = add nuw i64 %row439, 1
  %exitcond518.not = icmp eq i64 %2601, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond518.not, label %row.exit, label %row.body
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
