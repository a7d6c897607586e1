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
  %scratch677 = ptrtoint ptr %scratch to i64
  %input_0678 = ptrtoint ptr %input_0 to i64
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
  %.idx366 = shl i64 %n_features, 3
  %14 = getelementptr i8, ptr %scratch, i64 %.idx366
  %.idx367 = mul i64 %n_features, 12
  %15 = getelementptr i8, ptr %scratch, i64 %.idx367
  %.idx368 = shl i64 %n_features, 4
  %16 = getelementptr i8, ptr %scratch, i64 %.idx368
  %blocks_end = and i64 %n_features, -8
  %.not496 = icmp eq i64 %blocks_end, 0
  %.not497 = icmp eq i64 %blocks_end, %n_features
  %not_greedy = icmp eq i32 %greedy, 0
  %top_k_on = icmp ne i64 %top_k, 0
  %guard = and i1 %top_k_on, %not_greedy
  %top_k83 = uitofp i64 %top_k to float
  %17 = add i64 %n_features, -1
  %ctlz = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %17, i1 false)
  %index_bits = sub nuw nsw i64 64, %ctlz
  %notmask = shl nsw i64 -1, %index_bits
  %mask = xor i64 %notmask, -1
  %.not509 = icmp eq i64 %17, 0
  %top_p_on = fcmp olt float %top_p, 1.000000e+00
  %guard103 = and i1 %top_p_on, %not_greedy
  %18 = fcmp ogt float %top_p, 0.000000e+00
  %19 = trunc i64 %key0 to i32
  %20 = lshr i64 %key0, 32
  %21 = and i64 %key1, 4294967295
  %22 = mul nuw i64 %21, 3449720151
  %23 = lshr i64 %22, 32
  %invariant.op495 = xor i64 %key0, %23
  %24 = xor i64 %key1, %key0
  %25 = add i64 %key0, 2654435769
  %26 = add nuw nsw i64 %20, 3144134277
  %27 = add i64 %key0, 1013904242
  %28 = add nuw nsw i64 %20, 1993301258
  %29 = add i64 %key0, 3668340011
  %30 = add nuw nsw i64 %20, 842468239
  %31 = add i64 %key0, 2027808484
  %32 = add nuw nsw i64 %20, 3986602516
  %33 = add i64 %key0, 387276957
  %34 = add nuw nsw i64 %20, 2835769497
  %35 = add i64 %key0, 3041712726
  %36 = add nuw nsw i64 %20, 1684936478
  %37 = add i64 %key0, 1401181199
  %38 = add nuw nsw i64 %20, 534103459
  %39 = add nuw nsw i64 %20, 3678237736
  %40 = add i32 %19, -1879881855
  %top_p_off = fcmp uge float %top_p, 1.000000e+00
  %guard257 = and i1 %top_p_off, %not_greedy
  %umax = tail call i64 @llvm.umax.i64(i64 %index_bits, i64 1)
  %41 = uitofp i64 %n_features to float
  %42 = mul i64 %row_begin, %n_features
  %43 = shl i64 %42, 2
  %44 = add i64 %43, %input_0678
  %45 = sub i64 %scratch677, %44
  %46 = mul i64 %n_features, -4
  %47 = mul i64 %n_features, -4
  %48 = shl i64 %row_begin, 2
  %49 = sub i64 4, %48
  %50 = mul i64 %n_features, %49
  %51 = add i64 %50, %scratch677
  %52 = sub i64 %51, %input_0678
  %53 = mul i64 %n_features, -4
  %54 = mul i64 %row_begin, %n_features
  %55 = shl i64 %54, 2
  %56 = add i64 %55, %input_0678
  %57 = sub i64 %scratch677, %56
  %58 = mul i64 %n_features, -4
  %59 = mul i64 %n_features, -4
  %60 = shl i64 %row_begin, 2
  %61 = sub i64 4, %60
  %62 = mul i64 %n_features, %61
  %63 = add i64 %62, %scratch677
  %64 = sub i64 %63, %input_0678
  %65 = mul i64 %n_features, -4
  %66 = mul i64 %row_begin, %n_features
  %67 = shl i64 %66, 2
  %68 = add i64 %67, %input_0678
  %69 = sub i64 %scratch677, %68
  %70 = mul i64 %n_features, -4
  %71 = shl i64 %row_begin, 2
  %72 = insertelement <4 x i64> poison, i64 %71, i64 0
  %73 = shufflevector <4 x i64> %72, <4 x i64> poison, <4 x i32> zeroinitializer
  %74 = sub <4 x i64> <i64 4, i64 8, i64 12, i64 16>, %73
  %75 = insertelement <4 x i64> poison, i64 %n_features, i64 0
  %76 = shufflevector <4 x i64> %75, <4 x i64> poison, <4 x i32> zeroinitializer
  %77 = mul <4 x i64> %76, %74
  %78 = insertelement <4 x i64> poison, i64 %scratch677, i64 0
  %79 = shufflevector <4 x i64> %78, <4 x i64> poison, <4 x i32> zeroinitializer
  %80 = add <4 x i64> %77, %79
  %81 = insertelement <4 x i64> poison, i64 %input_0678, i64 0
  %82 = shufflevector <4 x i64> %81, <4 x i64> poison, <4 x i32> zeroinitializer
  %83 = sub <4 x i64> %80, %82
  %84 = add i64 %blocks_end, -1
  %85 = lshr i64 %84, 3
  %86 = add nuw nsw i64 %85, 1
  %87 = add i64 %n_features, -1
  %min.iters.check1133 = icmp ult i64 %n_features, 8
  %88 = and i64 %n_features, 4611686018427387896
  %diff.check1115 = icmp eq i64 %88, 0
  %diff.check1116 = icmp ult i64 %.idx366, 32
  %diff.check1118 = icmp ult i64 %.idx367, 32
  %diff.check1120 = icmp ult i64 %.idx368, 32
  %op.rdx1152 = or i1 %diff.check1118, %diff.check1120
  %invariant.op1398 = or i1 %diff.check1116, %op.rdx1152
  %n.vec1136 = and i64 %n_features, -8
  %broadcast.splatinsert1137 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat1138 = shufflevector <8 x float> %broadcast.splatinsert1137, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n1144 = icmp eq i64 %n_features, %n.vec1136
  %xtraiter = and i64 %86, 3
  %89 = icmp ult i64 %blocks_end, 25
  %unroll_iter = and i64 %86, 4611686018427387900
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %lcmp.mod1218 = icmp ne i64 %xtraiter, 0
  %xtraiter1219 = and i64 %86, 3
  %90 = icmp ult i64 %blocks_end, 25
  %unroll_iter1225 = and i64 %86, 4611686018427387900
  %lcmp.mod1221.not = icmp eq i64 %xtraiter1219, 0
  %lcmp.mod1224 = icmp ne i64 %xtraiter1219, 0
  %xtraiter1227 = and i64 %86, 3
  %91 = icmp ult i64 %blocks_end, 25
  %unroll_iter1233 = and i64 %86, 4611686018427387900
  %lcmp.mod1229.not = icmp eq i64 %xtraiter1227, 0
  %lcmp.mod1232 = icmp ne i64 %xtraiter1227, 0
  %xtraiter1235 = and i64 %86, 3
  %92 = icmp ult i64 %blocks_end, 25
  %unroll_iter1241 = and i64 %86, 4611686018427387900
  %lcmp.mod1237.not = icmp eq i64 %xtraiter1235, 0
  %lcmp.mod1240 = icmp ne i64 %xtraiter1235, 0
  %xtraiter1243 = and i64 %86, 3
  %93 = icmp ult i64 %blocks_end, 25
  %unroll_iter1249 = and i64 %86, 4611686018427387900
  %lcmp.mod1245.not = icmp eq i64 %xtraiter1243, 0
  %lcmp.mod1248 = icmp ne i64 %xtraiter1243, 0
  %min.iters.check1083 = icmp ult i64 %n_features, 4
  %min.iters.check1086 = icmp ult i64 %n_features, 32
  %n.mod.vf1089 = and i64 %n_features, 28
  %n.vec1090 = and i64 %n_features, -32
  %cmp.n1099 = icmp eq i64 %n_features, %n.vec1090
  %min.epilog.iters.check1103 = icmp eq i64 %n.mod.vf1089, 0
  %n.vec1106 = and i64 %n_features, -4
  %cmp.n1112 = icmp eq i64 %n_features, %n.vec1106
  %xtraiter1251 = and i64 %n_features, 1
  %lcmp.mod1252.not = icmp eq i64 %xtraiter1251, 0
  %min.iters.check1034 = icmp ult i64 %n_features, 4
  %min.iters.check1037 = icmp ult i64 %n_features, 16
  %n.mod.vf1040 = and i64 %n_features, 12
  %n.vec1041 = and i64 %n_features, -16
  %cmp.n1059 = icmp eq i64 %n_features, %n.vec1041
  %min.epilog.iters.check1063 = icmp eq i64 %n.mod.vf1040, 0
  %n.vec1066 = and i64 %n_features, -4
  %cmp.n1075 = icmp eq i64 %n_features, %n.vec1066
  %min.iters.check973 = icmp ult i64 %n_features, 4
  %min.iters.check976 = icmp ult i64 %n_features, 16
  %n.mod.vf979 = and i64 %n_features, 12
  %n.vec980 = and i64 %n_features, -16
  %broadcast.splatinsert983 = insertelement <4 x i64> poison, i64 %mask, i64 0
  %broadcast.splat984 = shufflevector <4 x i64> %broadcast.splatinsert983, <4 x i64> poison, <4 x i32> zeroinitializer
  %cmp.n1005 = icmp eq i64 %n_features, %n.vec980
  %min.epilog.iters.check1009 = icmp eq i64 %n.mod.vf979, 0
  %n.vec1012 = and i64 %n_features, -4
  %broadcast.splatinsert1015 = insertelement <4 x i64> poison, i64 %mask, i64 0
  %broadcast.splat1016 = shufflevector <4 x i64> %broadcast.splatinsert1015, <4 x i64> poison, <4 x i32> zeroinitializer
  %cmp.n1030 = icmp eq i64 %n_features, %n.vec1012
  %min.iters.check919 = icmp ult i64 %n_features, 4
  %min.iters.check922 = icmp ult i64 %n_features, 32
  %n.mod.vf925 = and i64 %n_features, 28
  %n.vec926 = and i64 %n_features, -32
  %broadcast.splatinsert927 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat928 = shufflevector <8 x float> %broadcast.splatinsert927, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n946 = icmp eq i64 %n_features, %n.vec926
  %min.epilog.iters.check950 = icmp eq i64 %n.mod.vf925, 0
  %n.vec953 = and i64 %n_features, -4
  %broadcast.splatinsert954 = insertelement <4 x float> poison, float %inv_t, i64 0
  %broadcast.splat955 = shufflevector <4 x float> %broadcast.splatinsert954, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n970 = icmp eq i64 %n_features, %n.vec953
  %xtraiter1253 = and i64 %n_features, 1
  %lcmp.mod1254.not = icmp eq i64 %xtraiter1253, 0
  %xtraiter1255 = and i64 %86, 3
  %94 = icmp ult i64 %blocks_end, 25
  %unroll_iter1261 = and i64 %86, 4611686018427387900
  %lcmp.mod1257.not = icmp eq i64 %xtraiter1255, 0
  %lcmp.mod1260 = icmp ne i64 %xtraiter1255, 0
  %min.iters.check895 = icmp ult i64 %n_features, 8
  %n.vec898 = and i64 %n_features, -8
  %broadcast.splatinsert899 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat900 = shufflevector <8 x float> %broadcast.splatinsert899, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n914 = icmp eq i64 %n_features, %n.vec898
  %xtraiter1263 = and i64 %n_features, 7
  %95 = icmp ult i64 %87, 7
  %unroll_iter1268 = and i64 %n_features, -8
  %lcmp.mod1265.not = icmp eq i64 %xtraiter1263, 0
  %lcmp.mod1267 = icmp ne i64 %xtraiter1263, 0
  %min.iters.check869 = icmp ult i64 %n_features, 8
  %n.vec872 = and i64 %n_features, -8
  %broadcast.splatinsert875 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat876 = shufflevector <8 x float> %broadcast.splatinsert875, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n890 = icmp eq i64 %n_features, %n.vec872
  %xtraiter1270 = and i64 %n_features, 1
  %96 = icmp eq i64 %87, 0
  %unroll_iter1275 = and i64 %n_features, -2
  %lcmp.mod1272.not = icmp eq i64 %xtraiter1270, 0
  %lcmp.mod1274 = icmp ne i64 %xtraiter1270, 0
  %min.iters.check815 = icmp ult i64 %n_features, 8
  %n.vec818 = and i64 %n_features, -8
  %broadcast.splatinsert823 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat824 = shufflevector <8 x i64> %broadcast.splatinsert823, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert829 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat830 = shufflevector <8 x i64> %broadcast.splatinsert829, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert833 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat834 = shufflevector <8 x i64> %broadcast.splatinsert833, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert835 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat836 = shufflevector <8 x i64> %broadcast.splatinsert835, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert837 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat838 = shufflevector <8 x i64> %broadcast.splatinsert837, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert839 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat840 = shufflevector <8 x i64> %broadcast.splatinsert839, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert841 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat842 = shufflevector <8 x i64> %broadcast.splatinsert841, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert843 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat844 = shufflevector <8 x i64> %broadcast.splatinsert843, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert845 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat846 = shufflevector <8 x i64> %broadcast.splatinsert845, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert847 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat848 = shufflevector <8 x i64> %broadcast.splatinsert847, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert849 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat850 = shufflevector <8 x i64> %broadcast.splatinsert849, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert851 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat852 = shufflevector <8 x i64> %broadcast.splatinsert851, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert853 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat854 = shufflevector <8 x i64> %broadcast.splatinsert853, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert855 = insertelement <8 x i32> poison, i32 %40, i64 0
  %broadcast.splat856 = shufflevector <8 x i32> %broadcast.splatinsert855, <8 x i32> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %25, %22
  %.scalar1156 = and i64 %.scalar, 4294967295
  %97 = insertelement <8 x i64> poison, i64 %.scalar1156, i64 0
  %.masked = shufflevector <8 x i64> %97, <8 x i64> poison, <8 x i32> zeroinitializer
  %cmp.n863 = icmp eq i64 %n_features, %n.vec818
  %invariant.op = xor i64 %22, %25
  %min.iters.check803 = icmp ult i64 %n_features, 8
  %n.vec806 = and i64 %n_features, -8
  %cmp.n812 = icmp eq i64 %n_features, %n.vec806
  %min.iters.check774 = icmp ult i64 %n_features, 8
  %n.vec777 = and i64 %n_features, -8
  %broadcast.splatinsert778 = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat779 = shufflevector <8 x float> %broadcast.splatinsert778, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n800 = icmp eq i64 %n_features, %n.vec777
  %xtraiter1298 = and i64 %86, 3
  %98 = icmp ult i64 %blocks_end, 25
  %unroll_iter1304 = and i64 %86, 4611686018427387900
  %lcmp.mod1300.not = icmp eq i64 %xtraiter1298, 0
  %lcmp.mod1303 = icmp ne i64 %xtraiter1298, 0
  %min.iters.check721 = icmp ult i64 %n_features, 8
  %n.vec724 = and i64 %n_features, -8
  %broadcast.splatinsert729 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat730 = shufflevector <8 x i64> %broadcast.splatinsert729, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert735 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat736 = shufflevector <8 x i64> %broadcast.splatinsert735, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert739 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat740 = shufflevector <8 x i64> %broadcast.splatinsert739, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert741 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat742 = shufflevector <8 x i64> %broadcast.splatinsert741, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert743 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat744 = shufflevector <8 x i64> %broadcast.splatinsert743, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert745 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat746 = shufflevector <8 x i64> %broadcast.splatinsert745, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert747 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat748 = shufflevector <8 x i64> %broadcast.splatinsert747, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert749 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat750 = shufflevector <8 x i64> %broadcast.splatinsert749, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert751 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat752 = shufflevector <8 x i64> %broadcast.splatinsert751, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert753 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat754 = shufflevector <8 x i64> %broadcast.splatinsert753, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert755 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat756 = shufflevector <8 x i64> %broadcast.splatinsert755, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert757 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat758 = shufflevector <8 x i64> %broadcast.splatinsert757, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert759 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat760 = shufflevector <8 x i64> %broadcast.splatinsert759, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert761 = insertelement <8 x i32> poison, i32 %40, i64 0
  %broadcast.splat762 = shufflevector <8 x i32> %broadcast.splatinsert761, <8 x i32> poison, <8 x i32> zeroinitializer
  %.scalar1159 = xor i64 %25, %22
  %.scalar1160 = and i64 %.scalar1159, 4294967295
  %99 = insertelement <8 x i64> poison, i64 %.scalar1160, i64 0
  %.masked1147 = shufflevector <8 x i64> %99, <8 x i64> poison, <8 x i32> zeroinitializer
  %cmp.n769 = icmp eq i64 %n_features, %n.vec724
  %invariant.op1396 = xor i64 %22, %25
  %min.iters.check709 = icmp ult i64 %n_features, 8
  %n.vec712 = and i64 %n_features, -8
  %cmp.n718 = icmp eq i64 %n_features, %n.vec712
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check679 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert = insertelement <8 x float> poison, float %inv_t, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec692 = and i64 %n_features, -4
  %broadcast.splatinsert693 = insertelement <4 x float> poison, float %inv_t, i64 0
  %broadcast.splat694 = shufflevector <4 x float> %broadcast.splatinsert693, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n707 = icmp eq i64 %n_features, %n.vec692
  %xtraiter1306 = and i64 %n_features, 1
  %lcmp.mod1307.not = icmp eq i64 %xtraiter1306, 0
  %xtraiter1308 = and i64 %86, 3
  %100 = icmp ult i64 %blocks_end, 25
  %unroll_iter1314 = and i64 %86, 4611686018427387900
  %lcmp.mod1310.not = icmp eq i64 %xtraiter1308, 0
  %lcmp.mod1313 = icmp ne i64 %xtraiter1308, 0
  br label %row.body

row.body:                                         ; preds = %row.body.lr.ph, %guard.done260
  %indvar = phi i64 [ 0, %row.body.lr.ph ], [ %indvar.next, %guard.done260 ]
  %row494 = phi i64 [ %row_begin, %row.body.lr.ph ], [ %2668, %guard.done260 ]
  %101 = mul i64 %70, %indvar
  %102 = add i64 %69, %101
  %103 = insertelement <4 x i64> poison, i64 %101, i64 0
  %104 = shufflevector <4 x i64> %103, <4 x i64> poison, <4 x i32> zeroinitializer
  %105 = add <4 x i64> %83, %104
  %106 = mul i64 %65, %indvar
  %107 = add i64 %64, %106
  %108 = add i64 %69, %106
  %109 = mul i64 %59, %indvar
  %110 = add i64 %57, %109
  %111 = mul i64 %58, %indvar
  %112 = add i64 %57, %111
  %113 = mul i64 %53, %indvar
  %114 = add i64 %52, %113
  %115 = add i64 %57, %113
  %116 = mul i64 %47, %indvar
  %117 = add i64 %45, %116
  %118 = mul i64 %46, %indvar
  %119 = add i64 %45, %118
  %row_offset = mul i64 %row494, %n_features
  %id_ptr = getelementptr inbounds i64, ptr %out_0, i64 %row494
  %120 = getelementptr inbounds float, ptr %input_0, i64 %row_offset
  %121 = getelementptr inbounds float, ptr %status, i64 %row494
  br i1 %.not, label %max_block.exit, label %feature.body.preheader

feature.body.preheader:                           ; preds = %row.body
  br i1 %min.iters.check1133, label %feature.body.preheader1172, label %vector.memcheck1114

vector.memcheck1114:                              ; preds = %feature.body.preheader
  %diff.check1122 = icmp ult i64 %102, 32
  %122 = icmp ult <4 x i64> %105, splat (i64 32)
  %123 = bitcast <4 x i1> %122 to i4
  %124 = icmp ne i4 %123, 0
  %op.rdx1153 = or i1 %diff.check1122, %diff.check1115
  %op.rdx1154.reass = or i1 %124, %invariant.op1398
  %op.rdx1155 = or i1 %op.rdx1154.reass, %op.rdx1153
  br i1 %op.rdx1155, label %feature.body.preheader1172, label %vector.body1139

vector.body1139:                                  ; preds = %vector.memcheck1114, %vector.body1139
  %index1140 = phi i64 [ %index.next1142, %vector.body1139 ], [ 0, %vector.memcheck1114 ]
  %125 = getelementptr inbounds float, ptr %120, i64 %index1140
  %wide.load1141 = load <8 x float>, ptr %125, align 4
  %126 = fcmp uno <8 x float> %wide.load1141, zeroinitializer
  %127 = select <8 x i1> %126, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %128 = fcmp oeq <8 x float> %wide.load1141, splat (float 0x7FF0000000000000)
  %129 = select <8 x i1> %128, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %130 = fmul <8 x float> %broadcast.splat1138, %wide.load1141
  %131 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %130)
  %132 = fcmp oeq <8 x float> %131, splat (float 0x7FF0000000000000)
  %133 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %wide.load1141)
  %134 = fcmp one <8 x float> %133, splat (float 0x7FF0000000000000)
  %135 = select <8 x i1> %132, <8 x i1> %134, <8 x i1> zeroinitializer
  %136 = select <8 x i1> %135, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %137 = getelementptr inbounds float, ptr %scratch, i64 %index1140
  store <8 x float> %127, ptr %137, align 4
  %138 = getelementptr float, ptr %13, i64 %index1140
  store <8 x float> %129, ptr %138, align 4
  %139 = getelementptr float, ptr %14, i64 %index1140
  store <8 x float> %wide.load1141, ptr %139, align 4
  %140 = getelementptr float, ptr %15, i64 %index1140
  store <8 x float> %wide.load1141, ptr %140, align 4
  %141 = getelementptr float, ptr %16, i64 %index1140
  store <8 x float> %136, ptr %141, align 4
  %index.next1142 = add nuw i64 %index1140, 8
  %142 = icmp eq i64 %index.next1142, %n.vec1136
  br i1 %142, label %middle.block1143, label %vector.body1139, !llvm.loop !0

middle.block1143:                                 ; preds = %vector.body1139
  br i1 %cmp.n1144, label %feature.exit, label %feature.body.preheader1172

feature.body.preheader1172:                       ; preds = %vector.memcheck1114, %feature.body.preheader, %middle.block1143
  %feature376.ph = phi i64 [ 0, %vector.memcheck1114 ], [ 0, %feature.body.preheader ], [ %n.vec1136, %middle.block1143 ]
  br label %feature.body

row.exit:                                         ; preds = %guard.done260, %entry
  ret void

feature.body:                                     ; preds = %feature.body.preheader1172, %feature.body
  %feature376 = phi i64 [ %161, %feature.body ], [ %feature376.ph, %feature.body.preheader1172 ]
  %143 = getelementptr inbounds float, ptr %120, i64 %feature376
  %144 = load float, ptr %143, align 4
  %145 = fcmp uno float %144, 0.000000e+00
  %146 = select i1 %145, float 1.000000e+00, float 0.000000e+00
  %147 = fcmp oeq float %144, 0x7FF0000000000000
  %148 = select i1 %147, float 1.000000e+00, float 0.000000e+00
  %149 = fmul float %inv_t, %144
  %150 = tail call float @llvm.fabs.f32(float %149)
  %151 = fcmp oeq float %150, 0x7FF0000000000000
  %152 = tail call float @llvm.fabs.f32(float %144)
  %153 = fcmp one float %152, 0x7FF0000000000000
  %154 = select i1 %151, i1 %153, i1 false
  %155 = select i1 %154, float 1.000000e+00, float 0.000000e+00
  %156 = getelementptr inbounds float, ptr %scratch, i64 %feature376
  store float %146, ptr %156, align 4
  %157 = getelementptr float, ptr %13, i64 %feature376
  store float %148, ptr %157, align 4
  %158 = getelementptr float, ptr %14, i64 %feature376
  store float %144, ptr %158, align 4
  %159 = getelementptr float, ptr %15, i64 %feature376
  store float %144, ptr %159, align 4
  %160 = getelementptr float, ptr %16, i64 %feature376
  store float %155, ptr %160, align 4
  %161 = add nuw i64 %feature376, 1
  %exitcond.not = icmp eq i64 %161, %n_features
  br i1 %exitcond.not, label %feature.exit, label %feature.body, !llvm.loop !3

feature.exit:                                     ; preds = %feature.body, %middle.block1143
  br i1 %.not496, label %max_block.exit, label %max_block.body.preheader

max_block.body.preheader:                         ; preds = %feature.exit
  br i1 %89, label %max_block.body.epil.preheader, label %max_block.body

max_block.body:                                   ; preds = %max_block.body.preheader, %max_block.body
  %max_block379 = phi i64 [ %205, %max_block.body ], [ 0, %max_block.body.preheader ]
  %max_best.0378 = phi <8 x float> [ %200, %max_block.body ], [ splat (float 0xFFF0000000000000), %max_block.body.preheader ]
  %max_index.0377 = phi <8 x i64> [ %204, %max_block.body ], [ zeroinitializer, %max_block.body.preheader ]
  %niter = phi i64 [ %niter.next.3, %max_block.body ], [ 0, %max_block.body.preheader ]
  %162 = getelementptr inbounds float, ptr %scratch, i64 %max_block379
  %block = load <8 x float>, ptr %162, align 4
  %163 = fcmp ogt <8 x float> %block, %max_best.0378
  %164 = fcmp uno <8 x float> %block, zeroinitializer
  %165 = fcmp ord <8 x float> %max_best.0378, zeroinitializer
  %166 = and <8 x i1> %165, %164
  %take = or <8 x i1> %163, %166
  %167 = select <8 x i1> %take, <8 x float> %block, <8 x float> %max_best.0378
  %168 = insertelement <8 x i64> poison, i64 %max_block379, i64 0
  %169 = shufflevector <8 x i64> %168, <8 x i64> poison, <8 x i32> zeroinitializer
  %170 = or disjoint <8 x i64> %169, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %171 = select <8 x i1> %take, <8 x i64> %170, <8 x i64> %max_index.0377
  %172 = or disjoint i64 %max_block379, 8
  %173 = getelementptr inbounds float, ptr %scratch, i64 %172
  %block.1 = load <8 x float>, ptr %173, align 4
  %174 = fcmp ogt <8 x float> %block.1, %167
  %175 = fcmp uno <8 x float> %block.1, zeroinitializer
  %176 = fcmp ord <8 x float> %167, zeroinitializer
  %177 = and <8 x i1> %176, %175
  %take.1 = or <8 x i1> %174, %177
  %178 = select <8 x i1> %take.1, <8 x float> %block.1, <8 x float> %167
  %179 = insertelement <8 x i64> poison, i64 %172, i64 0
  %180 = shufflevector <8 x i64> %179, <8 x i64> poison, <8 x i32> zeroinitializer
  %181 = or disjoint <8 x i64> %180, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %182 = select <8 x i1> %take.1, <8 x i64> %181, <8 x i64> %171
  %183 = or disjoint i64 %max_block379, 16
  %184 = getelementptr inbounds float, ptr %scratch, i64 %183
  %block.2 = load <8 x float>, ptr %184, align 4
  %185 = fcmp ogt <8 x float> %block.2, %178
  %186 = fcmp uno <8 x float> %block.2, zeroinitializer
  %187 = fcmp ord <8 x float> %178, zeroinitializer
  %188 = and <8 x i1> %187, %186
  %take.2 = or <8 x i1> %185, %188
  %189 = select <8 x i1> %take.2, <8 x float> %block.2, <8 x float> %178
  %190 = insertelement <8 x i64> poison, i64 %183, i64 0
  %191 = shufflevector <8 x i64> %190, <8 x i64> poison, <8 x i32> zeroinitializer
  %192 = or disjoint <8 x i64> %191, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %193 = select <8 x i1> %take.2, <8 x i64> %192, <8 x i64> %182
  %194 = or disjoint i64 %max_block379, 24
  %195 = getelementptr inbounds float, ptr %scratch, i64 %194
  %block.3 = load <8 x float>, ptr %195, align 4
  %196 = fcmp ogt <8 x float> %block.3, %189
  %197 = fcmp uno <8 x float> %block.3, zeroinitializer
  %198 = fcmp ord <8 x float> %189, zeroinitializer
  %199 = and <8 x i1> %198, %197
  %take.3 = or <8 x i1> %196, %199
  %200 = select <8 x i1> %take.3, <8 x float> %block.3, <8 x float> %189
  %201 = insertelement <8 x i64> poison, i64 %194, i64 0
  %202 = shufflevector <8 x i64> %201, <8 x i64> poison, <8 x i32> zeroinitializer
  %203 = or disjoint <8 x i64> %202, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %204 = select <8 x i1> %take.3, <8 x i64> %203, <8 x i64> %193
  %205 = add nuw i64 %max_block379, 32
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3.not = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3.not, label %max_block.exit.loopexit.unr-lcssa, label %max_block.body

max_block.exit.loopexit.unr-lcssa:                ; preds = %max_block.body
  br i1 %lcmp.mod.not, label %max_block.exit, label %max_block.body.epil.preheader

max_block.body.epil.preheader:                    ; preds = %max_block.exit.loopexit.unr-lcssa, %max_block.body.preheader
  %max_block379.epil.init = phi i64 [ 0, %max_block.body.preheader ], [ %205, %max_block.exit.loopexit.unr-lcssa ]
  %max_best.0378.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body.preheader ], [ %200, %max_block.exit.loopexit.unr-lcssa ]
  %max_index.0377.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body.preheader ], [ %204, %max_block.exit.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1218)
  br label %max_block.body.epil

max_block.body.epil:                              ; preds = %max_block.body.epil, %max_block.body.epil.preheader
  %max_block379.epil = phi i64 [ %216, %max_block.body.epil ], [ %max_block379.epil.init, %max_block.body.epil.preheader ]
  %max_best.0378.epil = phi <8 x float> [ %211, %max_block.body.epil ], [ %max_best.0378.epil.init, %max_block.body.epil.preheader ]
  %max_index.0377.epil = phi <8 x i64> [ %215, %max_block.body.epil ], [ %max_index.0377.epil.init, %max_block.body.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %max_block.body.epil ], [ 0, %max_block.body.epil.preheader ]
  %206 = getelementptr inbounds float, ptr %scratch, i64 %max_block379.epil
  %block.epil = load <8 x float>, ptr %206, align 4
  %207 = fcmp ogt <8 x float> %block.epil, %max_best.0378.epil
  %208 = fcmp uno <8 x float> %block.epil, zeroinitializer
  %209 = fcmp ord <8 x float> %max_best.0378.epil, zeroinitializer
  %210 = and <8 x i1> %209, %208
  %take.epil = or <8 x i1> %207, %210
  %211 = select <8 x i1> %take.epil, <8 x float> %block.epil, <8 x float> %max_best.0378.epil
  %212 = insertelement <8 x i64> poison, i64 %max_block379.epil, i64 0
  %213 = shufflevector <8 x i64> %212, <8 x i64> poison, <8 x i32> zeroinitializer
  %214 = or disjoint <8 x i64> %213, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %215 = select <8 x i1> %take.epil, <8 x i64> %214, <8 x i64> %max_index.0377.epil
  %216 = add nuw i64 %max_block379.epil, 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %max_block.exit, label %max_block.body.epil, !llvm.loop !4

max_block.exit:                                   ; preds = %max_block.exit.loopexit.unr-lcssa, %max_block.body.epil, %row.body, %feature.exit
  %max_index.0.lcssa = phi <8 x i64> [ zeroinitializer, %feature.exit ], [ zeroinitializer, %row.body ], [ %204, %max_block.exit.loopexit.unr-lcssa ], [ %215, %max_block.body.epil ]
  %max_best.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %feature.exit ], [ splat (float 0xFFF0000000000000), %row.body ], [ %200, %max_block.exit.loopexit.unr-lcssa ], [ %211, %max_block.body.epil ]
  %217 = extractelement <8 x float> %max_best.0.lcssa, i64 0
  %218 = extractelement <8 x i64> %max_index.0.lcssa, i64 0
  %219 = fcmp une float %217, 0xFFF0000000000000
  %220 = select i1 %219, i64 %218, i64 0
  %221 = extractelement <8 x float> %max_best.0.lcssa, i64 1
  %222 = extractelement <8 x i64> %max_index.0.lcssa, i64 1
  %223 = fcmp uno float %221, 0.000000e+00
  %224 = fcmp ord float %217, 0.000000e+00
  %225 = icmp ult i64 %222, %220
  %226 = fcmp ogt float %221, %217
  %227 = fcmp oeq float %221, %217
  %228 = or i1 %224, %225
  %229 = and i1 %227, %225
  %230 = or i1 %226, %229
  %231 = select i1 %223, i1 %228, i1 %230
  %232 = select i1 %231, float %221, float %217
  %233 = select i1 %231, i64 %222, i64 %220
  %234 = extractelement <8 x float> %max_best.0.lcssa, i64 2
  %235 = extractelement <8 x i64> %max_index.0.lcssa, i64 2
  %236 = fcmp uno float %234, 0.000000e+00
  %237 = fcmp ord float %232, 0.000000e+00
  %238 = icmp ult i64 %235, %233
  %239 = fcmp ogt float %234, %232
  %240 = fcmp oeq float %234, %232
  %241 = or i1 %237, %238
  %242 = and i1 %240, %238
  %243 = or i1 %239, %242
  %244 = select i1 %236, i1 %241, i1 %243
  %245 = select i1 %244, float %234, float %232
  %246 = select i1 %244, i64 %235, i64 %233
  %247 = extractelement <8 x float> %max_best.0.lcssa, i64 3
  %248 = extractelement <8 x i64> %max_index.0.lcssa, i64 3
  %249 = fcmp uno float %247, 0.000000e+00
  %250 = fcmp ord float %245, 0.000000e+00
  %251 = icmp ult i64 %248, %246
  %252 = fcmp ogt float %247, %245
  %253 = fcmp oeq float %247, %245
  %254 = or i1 %250, %251
  %255 = and i1 %253, %251
  %256 = or i1 %252, %255
  %257 = select i1 %249, i1 %254, i1 %256
  %258 = select i1 %257, float %247, float %245
  %259 = select i1 %257, i64 %248, i64 %246
  %260 = extractelement <8 x float> %max_best.0.lcssa, i64 4
  %261 = extractelement <8 x i64> %max_index.0.lcssa, i64 4
  %262 = fcmp uno float %260, 0.000000e+00
  %263 = fcmp ord float %258, 0.000000e+00
  %264 = icmp ult i64 %261, %259
  %265 = fcmp ogt float %260, %258
  %266 = fcmp oeq float %260, %258
  %267 = or i1 %263, %264
  %268 = and i1 %266, %264
  %269 = or i1 %265, %268
  %270 = select i1 %262, i1 %267, i1 %269
  %271 = select i1 %270, float %260, float %258
  %272 = select i1 %270, i64 %261, i64 %259
  %273 = extractelement <8 x float> %max_best.0.lcssa, i64 5
  %274 = extractelement <8 x i64> %max_index.0.lcssa, i64 5
  %275 = fcmp uno float %273, 0.000000e+00
  %276 = fcmp ord float %271, 0.000000e+00
  %277 = icmp ult i64 %274, %272
  %278 = fcmp ogt float %273, %271
  %279 = fcmp oeq float %273, %271
  %280 = or i1 %276, %277
  %281 = and i1 %279, %277
  %282 = or i1 %278, %281
  %283 = select i1 %275, i1 %280, i1 %282
  %284 = select i1 %283, float %273, float %271
  %285 = select i1 %283, i64 %274, i64 %272
  %286 = extractelement <8 x float> %max_best.0.lcssa, i64 6
  %287 = extractelement <8 x i64> %max_index.0.lcssa, i64 6
  %288 = fcmp uno float %286, 0.000000e+00
  %289 = fcmp ord float %284, 0.000000e+00
  %290 = icmp ult i64 %287, %285
  %291 = fcmp ogt float %286, %284
  %292 = fcmp oeq float %286, %284
  %293 = or i1 %289, %290
  %294 = and i1 %292, %290
  %295 = or i1 %291, %294
  %296 = select i1 %288, i1 %293, i1 %295
  %297 = select i1 %296, float %286, float %284
  %298 = select i1 %296, i64 %287, i64 %285
  %299 = extractelement <8 x float> %max_best.0.lcssa, i64 7
  %300 = extractelement <8 x i64> %max_index.0.lcssa, i64 7
  %301 = fcmp uno float %299, 0.000000e+00
  %302 = fcmp ord float %297, 0.000000e+00
  %303 = icmp ult i64 %300, %298
  %304 = fcmp ogt float %299, %297
  %305 = fcmp oeq float %299, %297
  %306 = or i1 %302, %303
  %307 = and i1 %305, %303
  %308 = or i1 %304, %307
  %309 = select i1 %301, i1 %306, i1 %308
  %310 = select i1 %309, float %299, float %297
  br i1 %.not497, label %fold_tail.exit, label %fold_tail.body

fold_tail.body:                                   ; preds = %max_block.exit, %fold_tail.body
  %fold_tail383 = phi i64 [ %318, %fold_tail.body ], [ %blocks_end, %max_block.exit ]
  %fold_value.0382 = phi float [ %317, %fold_tail.body ], [ %310, %max_block.exit ]
  %311 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail383
  %312 = load float, ptr %311, align 4
  %313 = fcmp ogt float %312, %fold_value.0382
  %314 = fcmp uno float %312, 0.000000e+00
  %315 = fcmp ord float %fold_value.0382, 0.000000e+00
  %316 = and i1 %315, %314
  %take1 = or i1 %313, %316
  %317 = select i1 %take1, float %312, float %fold_value.0382
  %318 = add nuw i64 %fold_tail383, 1
  %319 = icmp ult i64 %318, %n_features
  br i1 %319, label %fold_tail.body, label %fold_tail.exit

fold_tail.exit:                                   ; preds = %fold_tail.body, %max_block.exit
  %fold_value.0.lcssa = phi float [ %310, %max_block.exit ], [ %317, %fold_tail.body ]
  br i1 %.not496, label %max_block.exit12, label %max_block.body11.preheader

max_block.body11.preheader:                       ; preds = %fold_tail.exit
  br i1 %90, label %max_block.body11.epil.preheader, label %max_block.body11

max_block.body11:                                 ; preds = %max_block.body11.preheader, %max_block.body11
  %max_block13387 = phi i64 [ %363, %max_block.body11 ], [ 0, %max_block.body11.preheader ]
  %max_best7.0386 = phi <8 x float> [ %358, %max_block.body11 ], [ splat (float 0xFFF0000000000000), %max_block.body11.preheader ]
  %max_index8.0385 = phi <8 x i64> [ %362, %max_block.body11 ], [ zeroinitializer, %max_block.body11.preheader ]
  %niter1226 = phi i64 [ %niter1226.next.3, %max_block.body11 ], [ 0, %max_block.body11.preheader ]
  %320 = getelementptr inbounds float, ptr %13, i64 %max_block13387
  %block14 = load <8 x float>, ptr %320, align 4
  %321 = fcmp ogt <8 x float> %block14, %max_best7.0386
  %322 = fcmp uno <8 x float> %block14, zeroinitializer
  %323 = fcmp ord <8 x float> %max_best7.0386, zeroinitializer
  %324 = and <8 x i1> %323, %322
  %take15 = or <8 x i1> %321, %324
  %325 = select <8 x i1> %take15, <8 x float> %block14, <8 x float> %max_best7.0386
  %326 = insertelement <8 x i64> poison, i64 %max_block13387, i64 0
  %327 = shufflevector <8 x i64> %326, <8 x i64> poison, <8 x i32> zeroinitializer
  %328 = or disjoint <8 x i64> %327, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %329 = select <8 x i1> %take15, <8 x i64> %328, <8 x i64> %max_index8.0385
  %330 = or disjoint i64 %max_block13387, 8
  %331 = getelementptr inbounds float, ptr %13, i64 %330
  %block14.1 = load <8 x float>, ptr %331, align 4
  %332 = fcmp ogt <8 x float> %block14.1, %325
  %333 = fcmp uno <8 x float> %block14.1, zeroinitializer
  %334 = fcmp ord <8 x float> %325, zeroinitializer
  %335 = and <8 x i1> %334, %333
  %take15.1 = or <8 x i1> %332, %335
  %336 = select <8 x i1> %take15.1, <8 x float> %block14.1, <8 x float> %325
  %337 = insertelement <8 x i64> poison, i64 %330, i64 0
  %338 = shufflevector <8 x i64> %337, <8 x i64> poison, <8 x i32> zeroinitializer
  %339 = or disjoint <8 x i64> %338, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %340 = select <8 x i1> %take15.1, <8 x i64> %339, <8 x i64> %329
  %341 = or disjoint i64 %max_block13387, 16
  %342 = getelementptr inbounds float, ptr %13, i64 %341
  %block14.2 = load <8 x float>, ptr %342, align 4
  %343 = fcmp ogt <8 x float> %block14.2, %336
  %344 = fcmp uno <8 x float> %block14.2, zeroinitializer
  %345 = fcmp ord <8 x float> %336, zeroinitializer
  %346 = and <8 x i1> %345, %344
  %take15.2 = or <8 x i1> %343, %346
  %347 = select <8 x i1> %take15.2, <8 x float> %block14.2, <8 x float> %336
  %348 = insertelement <8 x i64> poison, i64 %341, i64 0
  %349 = shufflevector <8 x i64> %348, <8 x i64> poison, <8 x i32> zeroinitializer
  %350 = or disjoint <8 x i64> %349, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %351 = select <8 x i1> %take15.2, <8 x i64> %350, <8 x i64> %340
  %352 = or disjoint i64 %max_block13387, 24
  %353 = getelementptr inbounds float, ptr %13, i64 %352
  %block14.3 = load <8 x float>, ptr %353, align 4
  %354 = fcmp ogt <8 x float> %block14.3, %347
  %355 = fcmp uno <8 x float> %block14.3, zeroinitializer
  %356 = fcmp ord <8 x float> %347, zeroinitializer
  %357 = and <8 x i1> %356, %355
  %take15.3 = or <8 x i1> %354, %357
  %358 = select <8 x i1> %take15.3, <8 x float> %block14.3, <8 x float> %347
  %359 = insertelement <8 x i64> poison, i64 %352, i64 0
  %360 = shufflevector <8 x i64> %359, <8 x i64> poison, <8 x i32> zeroinitializer
  %361 = or disjoint <8 x i64> %360, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %362 = select <8 x i1> %take15.3, <8 x i64> %361, <8 x i64> %351
  %363 = add nuw i64 %max_block13387, 32
  %niter1226.next.3 = add i64 %niter1226, 4
  %niter1226.ncmp.3.not = icmp eq i64 %niter1226.next.3, %unroll_iter1225
  br i1 %niter1226.ncmp.3.not, label %max_block.exit12.loopexit.unr-lcssa, label %max_block.body11

max_block.exit12.loopexit.unr-lcssa:              ; preds = %max_block.body11
  br i1 %lcmp.mod1221.not, label %max_block.exit12, label %max_block.body11.epil.preheader

max_block.body11.epil.preheader:                  ; preds = %max_block.exit12.loopexit.unr-lcssa, %max_block.body11.preheader
  %max_block13387.epil.init = phi i64 [ 0, %max_block.body11.preheader ], [ %363, %max_block.exit12.loopexit.unr-lcssa ]
  %max_best7.0386.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body11.preheader ], [ %358, %max_block.exit12.loopexit.unr-lcssa ]
  %max_index8.0385.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body11.preheader ], [ %362, %max_block.exit12.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1224)
  br label %max_block.body11.epil

max_block.body11.epil:                            ; preds = %max_block.body11.epil, %max_block.body11.epil.preheader
  %max_block13387.epil = phi i64 [ %374, %max_block.body11.epil ], [ %max_block13387.epil.init, %max_block.body11.epil.preheader ]
  %max_best7.0386.epil = phi <8 x float> [ %369, %max_block.body11.epil ], [ %max_best7.0386.epil.init, %max_block.body11.epil.preheader ]
  %max_index8.0385.epil = phi <8 x i64> [ %373, %max_block.body11.epil ], [ %max_index8.0385.epil.init, %max_block.body11.epil.preheader ]
  %epil.iter1220 = phi i64 [ %epil.iter1220.next, %max_block.body11.epil ], [ 0, %max_block.body11.epil.preheader ]
  %364 = getelementptr inbounds float, ptr %13, i64 %max_block13387.epil
  %block14.epil = load <8 x float>, ptr %364, align 4
  %365 = fcmp ogt <8 x float> %block14.epil, %max_best7.0386.epil
  %366 = fcmp uno <8 x float> %block14.epil, zeroinitializer
  %367 = fcmp ord <8 x float> %max_best7.0386.epil, zeroinitializer
  %368 = and <8 x i1> %367, %366
  %take15.epil = or <8 x i1> %365, %368
  %369 = select <8 x i1> %take15.epil, <8 x float> %block14.epil, <8 x float> %max_best7.0386.epil
  %370 = insertelement <8 x i64> poison, i64 %max_block13387.epil, i64 0
  %371 = shufflevector <8 x i64> %370, <8 x i64> poison, <8 x i32> zeroinitializer
  %372 = or disjoint <8 x i64> %371, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %373 = select <8 x i1> %take15.epil, <8 x i64> %372, <8 x i64> %max_index8.0385.epil
  %374 = add nuw i64 %max_block13387.epil, 8
  %epil.iter1220.next = add i64 %epil.iter1220, 1
  %epil.iter1220.cmp.not = icmp eq i64 %epil.iter1220.next, %xtraiter1219
  br i1 %epil.iter1220.cmp.not, label %max_block.exit12, label %max_block.body11.epil, !llvm.loop !6

max_block.exit12:                                 ; preds = %max_block.exit12.loopexit.unr-lcssa, %max_block.body11.epil, %fold_tail.exit
  %max_index8.0.lcssa = phi <8 x i64> [ zeroinitializer, %fold_tail.exit ], [ %362, %max_block.exit12.loopexit.unr-lcssa ], [ %373, %max_block.body11.epil ]
  %max_best7.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit ], [ %358, %max_block.exit12.loopexit.unr-lcssa ], [ %369, %max_block.body11.epil ]
  %375 = extractelement <8 x float> %max_best7.0.lcssa, i64 0
  %376 = extractelement <8 x i64> %max_index8.0.lcssa, i64 0
  %377 = fcmp une float %375, 0xFFF0000000000000
  %378 = select i1 %377, i64 %376, i64 0
  %379 = extractelement <8 x float> %max_best7.0.lcssa, i64 1
  %380 = extractelement <8 x i64> %max_index8.0.lcssa, i64 1
  %381 = fcmp uno float %379, 0.000000e+00
  %382 = fcmp ord float %375, 0.000000e+00
  %383 = icmp ult i64 %380, %378
  %384 = fcmp ogt float %379, %375
  %385 = fcmp oeq float %379, %375
  %386 = or i1 %382, %383
  %387 = and i1 %385, %383
  %388 = or i1 %384, %387
  %389 = select i1 %381, i1 %386, i1 %388
  %390 = select i1 %389, float %379, float %375
  %391 = select i1 %389, i64 %380, i64 %378
  %392 = extractelement <8 x float> %max_best7.0.lcssa, i64 2
  %393 = extractelement <8 x i64> %max_index8.0.lcssa, i64 2
  %394 = fcmp uno float %392, 0.000000e+00
  %395 = fcmp ord float %390, 0.000000e+00
  %396 = icmp ult i64 %393, %391
  %397 = fcmp ogt float %392, %390
  %398 = fcmp oeq float %392, %390
  %399 = or i1 %395, %396
  %400 = and i1 %398, %396
  %401 = or i1 %397, %400
  %402 = select i1 %394, i1 %399, i1 %401
  %403 = select i1 %402, float %392, float %390
  %404 = select i1 %402, i64 %393, i64 %391
  %405 = extractelement <8 x float> %max_best7.0.lcssa, i64 3
  %406 = extractelement <8 x i64> %max_index8.0.lcssa, i64 3
  %407 = fcmp uno float %405, 0.000000e+00
  %408 = fcmp ord float %403, 0.000000e+00
  %409 = icmp ult i64 %406, %404
  %410 = fcmp ogt float %405, %403
  %411 = fcmp oeq float %405, %403
  %412 = or i1 %408, %409
  %413 = and i1 %411, %409
  %414 = or i1 %410, %413
  %415 = select i1 %407, i1 %412, i1 %414
  %416 = select i1 %415, float %405, float %403
  %417 = select i1 %415, i64 %406, i64 %404
  %418 = extractelement <8 x float> %max_best7.0.lcssa, i64 4
  %419 = extractelement <8 x i64> %max_index8.0.lcssa, i64 4
  %420 = fcmp uno float %418, 0.000000e+00
  %421 = fcmp ord float %416, 0.000000e+00
  %422 = icmp ult i64 %419, %417
  %423 = fcmp ogt float %418, %416
  %424 = fcmp oeq float %418, %416
  %425 = or i1 %421, %422
  %426 = and i1 %424, %422
  %427 = or i1 %423, %426
  %428 = select i1 %420, i1 %425, i1 %427
  %429 = select i1 %428, float %418, float %416
  %430 = select i1 %428, i64 %419, i64 %417
  %431 = extractelement <8 x float> %max_best7.0.lcssa, i64 5
  %432 = extractelement <8 x i64> %max_index8.0.lcssa, i64 5
  %433 = fcmp uno float %431, 0.000000e+00
  %434 = fcmp ord float %429, 0.000000e+00
  %435 = icmp ult i64 %432, %430
  %436 = fcmp ogt float %431, %429
  %437 = fcmp oeq float %431, %429
  %438 = or i1 %434, %435
  %439 = and i1 %437, %435
  %440 = or i1 %436, %439
  %441 = select i1 %433, i1 %438, i1 %440
  %442 = select i1 %441, float %431, float %429
  %443 = select i1 %441, i64 %432, i64 %430
  %444 = extractelement <8 x float> %max_best7.0.lcssa, i64 6
  %445 = extractelement <8 x i64> %max_index8.0.lcssa, i64 6
  %446 = fcmp uno float %444, 0.000000e+00
  %447 = fcmp ord float %442, 0.000000e+00
  %448 = icmp ult i64 %445, %443
  %449 = fcmp ogt float %444, %442
  %450 = fcmp oeq float %444, %442
  %451 = or i1 %447, %448
  %452 = and i1 %450, %448
  %453 = or i1 %449, %452
  %454 = select i1 %446, i1 %451, i1 %453
  %455 = select i1 %454, float %444, float %442
  %456 = select i1 %454, i64 %445, i64 %443
  %457 = extractelement <8 x float> %max_best7.0.lcssa, i64 7
  %458 = extractelement <8 x i64> %max_index8.0.lcssa, i64 7
  %459 = fcmp uno float %457, 0.000000e+00
  %460 = fcmp ord float %455, 0.000000e+00
  %461 = icmp ult i64 %458, %456
  %462 = fcmp ogt float %457, %455
  %463 = fcmp oeq float %457, %455
  %464 = or i1 %460, %461
  %465 = and i1 %463, %461
  %466 = or i1 %462, %465
  %467 = select i1 %459, i1 %464, i1 %466
  %468 = select i1 %467, float %457, float %455
  br i1 %.not497, label %fold_tail.exit18, label %fold_tail.body17

fold_tail.body17:                                 ; preds = %max_block.exit12, %fold_tail.body17
  %fold_tail19392 = phi i64 [ %476, %fold_tail.body17 ], [ %blocks_end, %max_block.exit12 ]
  %fold_value2.0391 = phi float [ %475, %fold_tail.body17 ], [ %468, %max_block.exit12 ]
  %469 = getelementptr inbounds float, ptr %13, i64 %fold_tail19392
  %470 = load float, ptr %469, align 4
  %471 = fcmp ogt float %470, %fold_value2.0391
  %472 = fcmp uno float %470, 0.000000e+00
  %473 = fcmp ord float %fold_value2.0391, 0.000000e+00
  %474 = and i1 %473, %472
  %take20 = or i1 %471, %474
  %475 = select i1 %take20, float %470, float %fold_value2.0391
  %476 = add nuw i64 %fold_tail19392, 1
  %477 = icmp ult i64 %476, %n_features
  br i1 %477, label %fold_tail.body17, label %fold_tail.exit18

fold_tail.exit18:                                 ; preds = %fold_tail.body17, %max_block.exit12
  %fold_value2.0.lcssa = phi float [ %468, %max_block.exit12 ], [ %475, %fold_tail.body17 ]
  br i1 %.not496, label %max_block.exit31, label %max_block.body30.preheader

max_block.body30.preheader:                       ; preds = %fold_tail.exit18
  br i1 %91, label %max_block.body30.epil.preheader, label %max_block.body30

max_block.body30:                                 ; preds = %max_block.body30.preheader, %max_block.body30
  %max_block32396 = phi i64 [ %521, %max_block.body30 ], [ 0, %max_block.body30.preheader ]
  %max_best26.0395 = phi <8 x float> [ %516, %max_block.body30 ], [ splat (float 0xFFF0000000000000), %max_block.body30.preheader ]
  %max_index27.0394 = phi <8 x i64> [ %520, %max_block.body30 ], [ zeroinitializer, %max_block.body30.preheader ]
  %niter1234 = phi i64 [ %niter1234.next.3, %max_block.body30 ], [ 0, %max_block.body30.preheader ]
  %478 = getelementptr inbounds float, ptr %14, i64 %max_block32396
  %block33 = load <8 x float>, ptr %478, align 4
  %479 = fcmp ogt <8 x float> %block33, %max_best26.0395
  %480 = fcmp uno <8 x float> %block33, zeroinitializer
  %481 = fcmp ord <8 x float> %max_best26.0395, zeroinitializer
  %482 = and <8 x i1> %481, %480
  %take34 = or <8 x i1> %479, %482
  %483 = select <8 x i1> %take34, <8 x float> %block33, <8 x float> %max_best26.0395
  %484 = insertelement <8 x i64> poison, i64 %max_block32396, i64 0
  %485 = shufflevector <8 x i64> %484, <8 x i64> poison, <8 x i32> zeroinitializer
  %486 = or disjoint <8 x i64> %485, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %487 = select <8 x i1> %take34, <8 x i64> %486, <8 x i64> %max_index27.0394
  %488 = or disjoint i64 %max_block32396, 8
  %489 = getelementptr inbounds float, ptr %14, i64 %488
  %block33.1 = load <8 x float>, ptr %489, align 4
  %490 = fcmp ogt <8 x float> %block33.1, %483
  %491 = fcmp uno <8 x float> %block33.1, zeroinitializer
  %492 = fcmp ord <8 x float> %483, zeroinitializer
  %493 = and <8 x i1> %492, %491
  %take34.1 = or <8 x i1> %490, %493
  %494 = select <8 x i1> %take34.1, <8 x float> %block33.1, <8 x float> %483
  %495 = insertelement <8 x i64> poison, i64 %488, i64 0
  %496 = shufflevector <8 x i64> %495, <8 x i64> poison, <8 x i32> zeroinitializer
  %497 = or disjoint <8 x i64> %496, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %498 = select <8 x i1> %take34.1, <8 x i64> %497, <8 x i64> %487
  %499 = or disjoint i64 %max_block32396, 16
  %500 = getelementptr inbounds float, ptr %14, i64 %499
  %block33.2 = load <8 x float>, ptr %500, align 4
  %501 = fcmp ogt <8 x float> %block33.2, %494
  %502 = fcmp uno <8 x float> %block33.2, zeroinitializer
  %503 = fcmp ord <8 x float> %494, zeroinitializer
  %504 = and <8 x i1> %503, %502
  %take34.2 = or <8 x i1> %501, %504
  %505 = select <8 x i1> %take34.2, <8 x float> %block33.2, <8 x float> %494
  %506 = insertelement <8 x i64> poison, i64 %499, i64 0
  %507 = shufflevector <8 x i64> %506, <8 x i64> poison, <8 x i32> zeroinitializer
  %508 = or disjoint <8 x i64> %507, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %509 = select <8 x i1> %take34.2, <8 x i64> %508, <8 x i64> %498
  %510 = or disjoint i64 %max_block32396, 24
  %511 = getelementptr inbounds float, ptr %14, i64 %510
  %block33.3 = load <8 x float>, ptr %511, align 4
  %512 = fcmp ogt <8 x float> %block33.3, %505
  %513 = fcmp uno <8 x float> %block33.3, zeroinitializer
  %514 = fcmp ord <8 x float> %505, zeroinitializer
  %515 = and <8 x i1> %514, %513
  %take34.3 = or <8 x i1> %512, %515
  %516 = select <8 x i1> %take34.3, <8 x float> %block33.3, <8 x float> %505
  %517 = insertelement <8 x i64> poison, i64 %510, i64 0
  %518 = shufflevector <8 x i64> %517, <8 x i64> poison, <8 x i32> zeroinitializer
  %519 = or disjoint <8 x i64> %518, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %520 = select <8 x i1> %take34.3, <8 x i64> %519, <8 x i64> %509
  %521 = add nuw i64 %max_block32396, 32
  %niter1234.next.3 = add i64 %niter1234, 4
  %niter1234.ncmp.3.not = icmp eq i64 %niter1234.next.3, %unroll_iter1233
  br i1 %niter1234.ncmp.3.not, label %max_block.exit31.loopexit.unr-lcssa, label %max_block.body30

max_block.exit31.loopexit.unr-lcssa:              ; preds = %max_block.body30
  br i1 %lcmp.mod1229.not, label %max_block.exit31, label %max_block.body30.epil.preheader

max_block.body30.epil.preheader:                  ; preds = %max_block.exit31.loopexit.unr-lcssa, %max_block.body30.preheader
  %max_block32396.epil.init = phi i64 [ 0, %max_block.body30.preheader ], [ %521, %max_block.exit31.loopexit.unr-lcssa ]
  %max_best26.0395.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body30.preheader ], [ %516, %max_block.exit31.loopexit.unr-lcssa ]
  %max_index27.0394.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body30.preheader ], [ %520, %max_block.exit31.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1232)
  br label %max_block.body30.epil

max_block.body30.epil:                            ; preds = %max_block.body30.epil, %max_block.body30.epil.preheader
  %max_block32396.epil = phi i64 [ %532, %max_block.body30.epil ], [ %max_block32396.epil.init, %max_block.body30.epil.preheader ]
  %max_best26.0395.epil = phi <8 x float> [ %527, %max_block.body30.epil ], [ %max_best26.0395.epil.init, %max_block.body30.epil.preheader ]
  %max_index27.0394.epil = phi <8 x i64> [ %531, %max_block.body30.epil ], [ %max_index27.0394.epil.init, %max_block.body30.epil.preheader ]
  %epil.iter1228 = phi i64 [ %epil.iter1228.next, %max_block.body30.epil ], [ 0, %max_block.body30.epil.preheader ]
  %522 = getelementptr inbounds float, ptr %14, i64 %max_block32396.epil
  %block33.epil = load <8 x float>, ptr %522, align 4
  %523 = fcmp ogt <8 x float> %block33.epil, %max_best26.0395.epil
  %524 = fcmp uno <8 x float> %block33.epil, zeroinitializer
  %525 = fcmp ord <8 x float> %max_best26.0395.epil, zeroinitializer
  %526 = and <8 x i1> %525, %524
  %take34.epil = or <8 x i1> %523, %526
  %527 = select <8 x i1> %take34.epil, <8 x float> %block33.epil, <8 x float> %max_best26.0395.epil
  %528 = insertelement <8 x i64> poison, i64 %max_block32396.epil, i64 0
  %529 = shufflevector <8 x i64> %528, <8 x i64> poison, <8 x i32> zeroinitializer
  %530 = or disjoint <8 x i64> %529, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %531 = select <8 x i1> %take34.epil, <8 x i64> %530, <8 x i64> %max_index27.0394.epil
  %532 = add nuw i64 %max_block32396.epil, 8
  %epil.iter1228.next = add i64 %epil.iter1228, 1
  %epil.iter1228.cmp.not = icmp eq i64 %epil.iter1228.next, %xtraiter1227
  br i1 %epil.iter1228.cmp.not, label %max_block.exit31, label %max_block.body30.epil, !llvm.loop !7

max_block.exit31:                                 ; preds = %max_block.exit31.loopexit.unr-lcssa, %max_block.body30.epil, %fold_tail.exit18
  %max_index27.0.lcssa = phi <8 x i64> [ zeroinitializer, %fold_tail.exit18 ], [ %520, %max_block.exit31.loopexit.unr-lcssa ], [ %531, %max_block.body30.epil ]
  %max_best26.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit18 ], [ %516, %max_block.exit31.loopexit.unr-lcssa ], [ %527, %max_block.body30.epil ]
  %533 = extractelement <8 x float> %max_best26.0.lcssa, i64 0
  %534 = extractelement <8 x i64> %max_index27.0.lcssa, i64 0
  %535 = fcmp une float %533, 0xFFF0000000000000
  %536 = select i1 %535, i64 %534, i64 0
  %537 = extractelement <8 x float> %max_best26.0.lcssa, i64 1
  %538 = extractelement <8 x i64> %max_index27.0.lcssa, i64 1
  %539 = fcmp uno float %537, 0.000000e+00
  %540 = fcmp ord float %533, 0.000000e+00
  %541 = icmp ult i64 %538, %536
  %542 = fcmp ogt float %537, %533
  %543 = fcmp oeq float %537, %533
  %544 = or i1 %540, %541
  %545 = and i1 %543, %541
  %546 = or i1 %542, %545
  %547 = select i1 %539, i1 %544, i1 %546
  %548 = select i1 %547, float %537, float %533
  %549 = select i1 %547, i64 %538, i64 %536
  %550 = extractelement <8 x float> %max_best26.0.lcssa, i64 2
  %551 = extractelement <8 x i64> %max_index27.0.lcssa, i64 2
  %552 = fcmp uno float %550, 0.000000e+00
  %553 = fcmp ord float %548, 0.000000e+00
  %554 = icmp ult i64 %551, %549
  %555 = fcmp ogt float %550, %548
  %556 = fcmp oeq float %550, %548
  %557 = or i1 %553, %554
  %558 = and i1 %556, %554
  %559 = or i1 %555, %558
  %560 = select i1 %552, i1 %557, i1 %559
  %561 = select i1 %560, float %550, float %548
  %562 = select i1 %560, i64 %551, i64 %549
  %563 = extractelement <8 x float> %max_best26.0.lcssa, i64 3
  %564 = extractelement <8 x i64> %max_index27.0.lcssa, i64 3
  %565 = fcmp uno float %563, 0.000000e+00
  %566 = fcmp ord float %561, 0.000000e+00
  %567 = icmp ult i64 %564, %562
  %568 = fcmp ogt float %563, %561
  %569 = fcmp oeq float %563, %561
  %570 = or i1 %566, %567
  %571 = and i1 %569, %567
  %572 = or i1 %568, %571
  %573 = select i1 %565, i1 %570, i1 %572
  %574 = select i1 %573, float %563, float %561
  %575 = select i1 %573, i64 %564, i64 %562
  %576 = extractelement <8 x float> %max_best26.0.lcssa, i64 4
  %577 = extractelement <8 x i64> %max_index27.0.lcssa, i64 4
  %578 = fcmp uno float %576, 0.000000e+00
  %579 = fcmp ord float %574, 0.000000e+00
  %580 = icmp ult i64 %577, %575
  %581 = fcmp ogt float %576, %574
  %582 = fcmp oeq float %576, %574
  %583 = or i1 %579, %580
  %584 = and i1 %582, %580
  %585 = or i1 %581, %584
  %586 = select i1 %578, i1 %583, i1 %585
  %587 = select i1 %586, float %576, float %574
  %588 = select i1 %586, i64 %577, i64 %575
  %589 = extractelement <8 x float> %max_best26.0.lcssa, i64 5
  %590 = extractelement <8 x i64> %max_index27.0.lcssa, i64 5
  %591 = fcmp uno float %589, 0.000000e+00
  %592 = fcmp ord float %587, 0.000000e+00
  %593 = icmp ult i64 %590, %588
  %594 = fcmp ogt float %589, %587
  %595 = fcmp oeq float %589, %587
  %596 = or i1 %592, %593
  %597 = and i1 %595, %593
  %598 = or i1 %594, %597
  %599 = select i1 %591, i1 %596, i1 %598
  %600 = select i1 %599, float %589, float %587
  %601 = select i1 %599, i64 %590, i64 %588
  %602 = extractelement <8 x float> %max_best26.0.lcssa, i64 6
  %603 = extractelement <8 x i64> %max_index27.0.lcssa, i64 6
  %604 = fcmp uno float %602, 0.000000e+00
  %605 = fcmp ord float %600, 0.000000e+00
  %606 = icmp ult i64 %603, %601
  %607 = fcmp ogt float %602, %600
  %608 = fcmp oeq float %602, %600
  %609 = or i1 %605, %606
  %610 = and i1 %608, %606
  %611 = or i1 %607, %610
  %612 = select i1 %604, i1 %609, i1 %611
  %613 = select i1 %612, float %602, float %600
  %614 = select i1 %612, i64 %603, i64 %601
  %615 = extractelement <8 x float> %max_best26.0.lcssa, i64 7
  %616 = extractelement <8 x i64> %max_index27.0.lcssa, i64 7
  %617 = fcmp uno float %615, 0.000000e+00
  %618 = fcmp ord float %613, 0.000000e+00
  %619 = icmp ult i64 %616, %614
  %620 = fcmp ogt float %615, %613
  %621 = fcmp oeq float %615, %613
  %622 = or i1 %618, %619
  %623 = and i1 %621, %619
  %624 = or i1 %620, %623
  %625 = select i1 %617, i1 %622, i1 %624
  %626 = select i1 %625, float %615, float %613
  br i1 %.not497, label %fold_tail.exit37, label %fold_tail.body36

fold_tail.body36:                                 ; preds = %max_block.exit31, %fold_tail.body36
  %fold_tail38401 = phi i64 [ %634, %fold_tail.body36 ], [ %blocks_end, %max_block.exit31 ]
  %fold_value21.0400 = phi float [ %633, %fold_tail.body36 ], [ %626, %max_block.exit31 ]
  %627 = getelementptr inbounds float, ptr %14, i64 %fold_tail38401
  %628 = load float, ptr %627, align 4
  %629 = fcmp ogt float %628, %fold_value21.0400
  %630 = fcmp uno float %628, 0.000000e+00
  %631 = fcmp ord float %fold_value21.0400, 0.000000e+00
  %632 = and i1 %631, %630
  %take39 = or i1 %629, %632
  %633 = select i1 %take39, float %628, float %fold_value21.0400
  %634 = add nuw i64 %fold_tail38401, 1
  %635 = icmp ult i64 %634, %n_features
  br i1 %635, label %fold_tail.body36, label %fold_tail.exit37

fold_tail.exit37:                                 ; preds = %fold_tail.body36, %max_block.exit31
  %fold_value21.0.lcssa = phi float [ %626, %max_block.exit31 ], [ %633, %fold_tail.body36 ]
  br i1 %.not496, label %max_block.exit50, label %max_block.body49.preheader

max_block.body49.preheader:                       ; preds = %fold_tail.exit37
  br i1 %92, label %max_block.body49.epil.preheader, label %max_block.body49

max_block.body49:                                 ; preds = %max_block.body49.preheader, %max_block.body49
  %max_block51405 = phi i64 [ %679, %max_block.body49 ], [ 0, %max_block.body49.preheader ]
  %max_best45.0404 = phi <8 x float> [ %674, %max_block.body49 ], [ splat (float 0xFFF0000000000000), %max_block.body49.preheader ]
  %max_index46.0403 = phi <8 x i64> [ %678, %max_block.body49 ], [ zeroinitializer, %max_block.body49.preheader ]
  %niter1242 = phi i64 [ %niter1242.next.3, %max_block.body49 ], [ 0, %max_block.body49.preheader ]
  %636 = getelementptr inbounds float, ptr %15, i64 %max_block51405
  %block52 = load <8 x float>, ptr %636, align 4
  %637 = fcmp ogt <8 x float> %block52, %max_best45.0404
  %638 = fcmp uno <8 x float> %block52, zeroinitializer
  %639 = fcmp ord <8 x float> %max_best45.0404, zeroinitializer
  %640 = and <8 x i1> %639, %638
  %take53 = or <8 x i1> %637, %640
  %641 = select <8 x i1> %take53, <8 x float> %block52, <8 x float> %max_best45.0404
  %642 = insertelement <8 x i64> poison, i64 %max_block51405, i64 0
  %643 = shufflevector <8 x i64> %642, <8 x i64> poison, <8 x i32> zeroinitializer
  %644 = or disjoint <8 x i64> %643, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %645 = select <8 x i1> %take53, <8 x i64> %644, <8 x i64> %max_index46.0403
  %646 = or disjoint i64 %max_block51405, 8
  %647 = getelementptr inbounds float, ptr %15, i64 %646
  %block52.1 = load <8 x float>, ptr %647, align 4
  %648 = fcmp ogt <8 x float> %block52.1, %641
  %649 = fcmp uno <8 x float> %block52.1, zeroinitializer
  %650 = fcmp ord <8 x float> %641, zeroinitializer
  %651 = and <8 x i1> %650, %649
  %take53.1 = or <8 x i1> %648, %651
  %652 = select <8 x i1> %take53.1, <8 x float> %block52.1, <8 x float> %641
  %653 = insertelement <8 x i64> poison, i64 %646, i64 0
  %654 = shufflevector <8 x i64> %653, <8 x i64> poison, <8 x i32> zeroinitializer
  %655 = or disjoint <8 x i64> %654, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %656 = select <8 x i1> %take53.1, <8 x i64> %655, <8 x i64> %645
  %657 = or disjoint i64 %max_block51405, 16
  %658 = getelementptr inbounds float, ptr %15, i64 %657
  %block52.2 = load <8 x float>, ptr %658, align 4
  %659 = fcmp ogt <8 x float> %block52.2, %652
  %660 = fcmp uno <8 x float> %block52.2, zeroinitializer
  %661 = fcmp ord <8 x float> %652, zeroinitializer
  %662 = and <8 x i1> %661, %660
  %take53.2 = or <8 x i1> %659, %662
  %663 = select <8 x i1> %take53.2, <8 x float> %block52.2, <8 x float> %652
  %664 = insertelement <8 x i64> poison, i64 %657, i64 0
  %665 = shufflevector <8 x i64> %664, <8 x i64> poison, <8 x i32> zeroinitializer
  %666 = or disjoint <8 x i64> %665, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %667 = select <8 x i1> %take53.2, <8 x i64> %666, <8 x i64> %656
  %668 = or disjoint i64 %max_block51405, 24
  %669 = getelementptr inbounds float, ptr %15, i64 %668
  %block52.3 = load <8 x float>, ptr %669, align 4
  %670 = fcmp ogt <8 x float> %block52.3, %663
  %671 = fcmp uno <8 x float> %block52.3, zeroinitializer
  %672 = fcmp ord <8 x float> %663, zeroinitializer
  %673 = and <8 x i1> %672, %671
  %take53.3 = or <8 x i1> %670, %673
  %674 = select <8 x i1> %take53.3, <8 x float> %block52.3, <8 x float> %663
  %675 = insertelement <8 x i64> poison, i64 %668, i64 0
  %676 = shufflevector <8 x i64> %675, <8 x i64> poison, <8 x i32> zeroinitializer
  %677 = or disjoint <8 x i64> %676, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %678 = select <8 x i1> %take53.3, <8 x i64> %677, <8 x i64> %667
  %679 = add nuw i64 %max_block51405, 32
  %niter1242.next.3 = add i64 %niter1242, 4
  %niter1242.ncmp.3.not = icmp eq i64 %niter1242.next.3, %unroll_iter1241
  br i1 %niter1242.ncmp.3.not, label %max_block.exit50.loopexit.unr-lcssa, label %max_block.body49

max_block.exit50.loopexit.unr-lcssa:              ; preds = %max_block.body49
  br i1 %lcmp.mod1237.not, label %max_block.exit50, label %max_block.body49.epil.preheader

max_block.body49.epil.preheader:                  ; preds = %max_block.exit50.loopexit.unr-lcssa, %max_block.body49.preheader
  %max_block51405.epil.init = phi i64 [ 0, %max_block.body49.preheader ], [ %679, %max_block.exit50.loopexit.unr-lcssa ]
  %max_best45.0404.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body49.preheader ], [ %674, %max_block.exit50.loopexit.unr-lcssa ]
  %max_index46.0403.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body49.preheader ], [ %678, %max_block.exit50.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1240)
  br label %max_block.body49.epil

max_block.body49.epil:                            ; preds = %max_block.body49.epil, %max_block.body49.epil.preheader
  %max_block51405.epil = phi i64 [ %690, %max_block.body49.epil ], [ %max_block51405.epil.init, %max_block.body49.epil.preheader ]
  %max_best45.0404.epil = phi <8 x float> [ %685, %max_block.body49.epil ], [ %max_best45.0404.epil.init, %max_block.body49.epil.preheader ]
  %max_index46.0403.epil = phi <8 x i64> [ %689, %max_block.body49.epil ], [ %max_index46.0403.epil.init, %max_block.body49.epil.preheader ]
  %epil.iter1236 = phi i64 [ %epil.iter1236.next, %max_block.body49.epil ], [ 0, %max_block.body49.epil.preheader ]
  %680 = getelementptr inbounds float, ptr %15, i64 %max_block51405.epil
  %block52.epil = load <8 x float>, ptr %680, align 4
  %681 = fcmp ogt <8 x float> %block52.epil, %max_best45.0404.epil
  %682 = fcmp uno <8 x float> %block52.epil, zeroinitializer
  %683 = fcmp ord <8 x float> %max_best45.0404.epil, zeroinitializer
  %684 = and <8 x i1> %683, %682
  %take53.epil = or <8 x i1> %681, %684
  %685 = select <8 x i1> %take53.epil, <8 x float> %block52.epil, <8 x float> %max_best45.0404.epil
  %686 = insertelement <8 x i64> poison, i64 %max_block51405.epil, i64 0
  %687 = shufflevector <8 x i64> %686, <8 x i64> poison, <8 x i32> zeroinitializer
  %688 = or disjoint <8 x i64> %687, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %689 = select <8 x i1> %take53.epil, <8 x i64> %688, <8 x i64> %max_index46.0403.epil
  %690 = add nuw i64 %max_block51405.epil, 8
  %epil.iter1236.next = add i64 %epil.iter1236, 1
  %epil.iter1236.cmp.not = icmp eq i64 %epil.iter1236.next, %xtraiter1235
  br i1 %epil.iter1236.cmp.not, label %max_block.exit50, label %max_block.body49.epil, !llvm.loop !8

max_block.exit50:                                 ; preds = %max_block.exit50.loopexit.unr-lcssa, %max_block.body49.epil, %fold_tail.exit37
  %max_index46.0.lcssa = phi <8 x i64> [ zeroinitializer, %fold_tail.exit37 ], [ %678, %max_block.exit50.loopexit.unr-lcssa ], [ %689, %max_block.body49.epil ]
  %max_best45.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit37 ], [ %674, %max_block.exit50.loopexit.unr-lcssa ], [ %685, %max_block.body49.epil ]
  %691 = extractelement <8 x float> %max_best45.0.lcssa, i64 0
  %692 = extractelement <8 x i64> %max_index46.0.lcssa, i64 0
  %693 = fcmp une float %691, 0xFFF0000000000000
  %694 = select i1 %693, i64 %692, i64 0
  %695 = extractelement <8 x float> %max_best45.0.lcssa, i64 1
  %696 = extractelement <8 x i64> %max_index46.0.lcssa, i64 1
  %697 = fcmp uno float %695, 0.000000e+00
  %698 = fcmp ord float %691, 0.000000e+00
  %699 = icmp ult i64 %696, %694
  %700 = fcmp ogt float %695, %691
  %701 = fcmp oeq float %695, %691
  %702 = or i1 %698, %699
  %703 = and i1 %701, %699
  %704 = or i1 %700, %703
  %705 = select i1 %697, i1 %702, i1 %704
  %706 = select i1 %705, float %695, float %691
  %707 = select i1 %705, i64 %696, i64 %694
  %708 = extractelement <8 x float> %max_best45.0.lcssa, i64 2
  %709 = extractelement <8 x i64> %max_index46.0.lcssa, i64 2
  %710 = fcmp uno float %708, 0.000000e+00
  %711 = fcmp ord float %706, 0.000000e+00
  %712 = icmp ult i64 %709, %707
  %713 = fcmp ogt float %708, %706
  %714 = fcmp oeq float %708, %706
  %715 = or i1 %711, %712
  %716 = and i1 %714, %712
  %717 = or i1 %713, %716
  %718 = select i1 %710, i1 %715, i1 %717
  %719 = select i1 %718, float %708, float %706
  %720 = select i1 %718, i64 %709, i64 %707
  %721 = extractelement <8 x float> %max_best45.0.lcssa, i64 3
  %722 = extractelement <8 x i64> %max_index46.0.lcssa, i64 3
  %723 = fcmp uno float %721, 0.000000e+00
  %724 = fcmp ord float %719, 0.000000e+00
  %725 = icmp ult i64 %722, %720
  %726 = fcmp ogt float %721, %719
  %727 = fcmp oeq float %721, %719
  %728 = or i1 %724, %725
  %729 = and i1 %727, %725
  %730 = or i1 %726, %729
  %731 = select i1 %723, i1 %728, i1 %730
  %732 = select i1 %731, float %721, float %719
  %733 = select i1 %731, i64 %722, i64 %720
  %734 = extractelement <8 x float> %max_best45.0.lcssa, i64 4
  %735 = extractelement <8 x i64> %max_index46.0.lcssa, i64 4
  %736 = fcmp uno float %734, 0.000000e+00
  %737 = fcmp ord float %732, 0.000000e+00
  %738 = icmp ult i64 %735, %733
  %739 = fcmp ogt float %734, %732
  %740 = fcmp oeq float %734, %732
  %741 = or i1 %737, %738
  %742 = and i1 %740, %738
  %743 = or i1 %739, %742
  %744 = select i1 %736, i1 %741, i1 %743
  %745 = select i1 %744, float %734, float %732
  %746 = select i1 %744, i64 %735, i64 %733
  %747 = extractelement <8 x float> %max_best45.0.lcssa, i64 5
  %748 = extractelement <8 x i64> %max_index46.0.lcssa, i64 5
  %749 = fcmp uno float %747, 0.000000e+00
  %750 = fcmp ord float %745, 0.000000e+00
  %751 = icmp ult i64 %748, %746
  %752 = fcmp ogt float %747, %745
  %753 = fcmp oeq float %747, %745
  %754 = or i1 %750, %751
  %755 = and i1 %753, %751
  %756 = or i1 %752, %755
  %757 = select i1 %749, i1 %754, i1 %756
  %758 = select i1 %757, float %747, float %745
  %759 = select i1 %757, i64 %748, i64 %746
  %760 = extractelement <8 x float> %max_best45.0.lcssa, i64 6
  %761 = extractelement <8 x i64> %max_index46.0.lcssa, i64 6
  %762 = fcmp uno float %760, 0.000000e+00
  %763 = fcmp ord float %758, 0.000000e+00
  %764 = icmp ult i64 %761, %759
  %765 = fcmp ogt float %760, %758
  %766 = fcmp oeq float %760, %758
  %767 = or i1 %763, %764
  %768 = and i1 %766, %764
  %769 = or i1 %765, %768
  %770 = select i1 %762, i1 %767, i1 %769
  %771 = select i1 %770, float %760, float %758
  %772 = select i1 %770, i64 %761, i64 %759
  %773 = extractelement <8 x float> %max_best45.0.lcssa, i64 7
  %774 = extractelement <8 x i64> %max_index46.0.lcssa, i64 7
  %775 = fcmp uno float %773, 0.000000e+00
  %776 = fcmp ord float %771, 0.000000e+00
  %777 = icmp ult i64 %774, %772
  %778 = fcmp ogt float %773, %771
  %779 = fcmp oeq float %773, %771
  %780 = or i1 %776, %777
  %781 = and i1 %779, %777
  %782 = or i1 %778, %781
  %783 = select i1 %775, i1 %780, i1 %782
  %784 = select i1 %783, i64 %774, i64 %772
  br i1 %.not497, label %fold_tail.exit56, label %fold_tail.body55.preheader

fold_tail.body55.preheader:                       ; preds = %max_block.exit50
  %785 = select i1 %783, float %773, float %771
  br label %fold_tail.body55

fold_tail.body55:                                 ; preds = %fold_tail.body55.preheader, %fold_tail.body55
  %fold_tail57410 = phi i64 [ %794, %fold_tail.body55 ], [ %blocks_end, %fold_tail.body55.preheader ]
  %fold_value40.0409 = phi float [ %792, %fold_tail.body55 ], [ %785, %fold_tail.body55.preheader ]
  %fold_index41.0408 = phi i64 [ %793, %fold_tail.body55 ], [ %784, %fold_tail.body55.preheader ]
  %786 = getelementptr inbounds float, ptr %15, i64 %fold_tail57410
  %787 = load float, ptr %786, align 4
  %788 = fcmp ogt float %787, %fold_value40.0409
  %789 = fcmp uno float %787, 0.000000e+00
  %790 = fcmp ord float %fold_value40.0409, 0.000000e+00
  %791 = and i1 %790, %789
  %take58 = or i1 %788, %791
  %792 = select i1 %take58, float %787, float %fold_value40.0409
  %793 = select i1 %take58, i64 %fold_tail57410, i64 %fold_index41.0408
  %794 = add nuw i64 %fold_tail57410, 1
  %795 = icmp ult i64 %794, %n_features
  br i1 %795, label %fold_tail.body55, label %fold_tail.exit56

fold_tail.exit56:                                 ; preds = %fold_tail.body55, %max_block.exit50
  %fold_index41.0.lcssa = phi i64 [ %784, %max_block.exit50 ], [ %793, %fold_tail.body55 ]
  %argmax = uitofp i64 %fold_index41.0.lcssa to float
  br i1 %.not496, label %max_block.exit69, label %max_block.body68.preheader

max_block.body68.preheader:                       ; preds = %fold_tail.exit56
  br i1 %93, label %max_block.body68.epil.preheader, label %max_block.body68

max_block.body68:                                 ; preds = %max_block.body68.preheader, %max_block.body68
  %max_block70414 = phi i64 [ %839, %max_block.body68 ], [ 0, %max_block.body68.preheader ]
  %max_best64.0413 = phi <8 x float> [ %834, %max_block.body68 ], [ splat (float 0xFFF0000000000000), %max_block.body68.preheader ]
  %max_index65.0412 = phi <8 x i64> [ %838, %max_block.body68 ], [ zeroinitializer, %max_block.body68.preheader ]
  %niter1250 = phi i64 [ %niter1250.next.3, %max_block.body68 ], [ 0, %max_block.body68.preheader ]
  %796 = getelementptr inbounds float, ptr %16, i64 %max_block70414
  %block71 = load <8 x float>, ptr %796, align 4
  %797 = fcmp ogt <8 x float> %block71, %max_best64.0413
  %798 = fcmp uno <8 x float> %block71, zeroinitializer
  %799 = fcmp ord <8 x float> %max_best64.0413, zeroinitializer
  %800 = and <8 x i1> %799, %798
  %take72 = or <8 x i1> %797, %800
  %801 = select <8 x i1> %take72, <8 x float> %block71, <8 x float> %max_best64.0413
  %802 = insertelement <8 x i64> poison, i64 %max_block70414, i64 0
  %803 = shufflevector <8 x i64> %802, <8 x i64> poison, <8 x i32> zeroinitializer
  %804 = or disjoint <8 x i64> %803, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %805 = select <8 x i1> %take72, <8 x i64> %804, <8 x i64> %max_index65.0412
  %806 = or disjoint i64 %max_block70414, 8
  %807 = getelementptr inbounds float, ptr %16, i64 %806
  %block71.1 = load <8 x float>, ptr %807, align 4
  %808 = fcmp ogt <8 x float> %block71.1, %801
  %809 = fcmp uno <8 x float> %block71.1, zeroinitializer
  %810 = fcmp ord <8 x float> %801, zeroinitializer
  %811 = and <8 x i1> %810, %809
  %take72.1 = or <8 x i1> %808, %811
  %812 = select <8 x i1> %take72.1, <8 x float> %block71.1, <8 x float> %801
  %813 = insertelement <8 x i64> poison, i64 %806, i64 0
  %814 = shufflevector <8 x i64> %813, <8 x i64> poison, <8 x i32> zeroinitializer
  %815 = or disjoint <8 x i64> %814, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %816 = select <8 x i1> %take72.1, <8 x i64> %815, <8 x i64> %805
  %817 = or disjoint i64 %max_block70414, 16
  %818 = getelementptr inbounds float, ptr %16, i64 %817
  %block71.2 = load <8 x float>, ptr %818, align 4
  %819 = fcmp ogt <8 x float> %block71.2, %812
  %820 = fcmp uno <8 x float> %block71.2, zeroinitializer
  %821 = fcmp ord <8 x float> %812, zeroinitializer
  %822 = and <8 x i1> %821, %820
  %take72.2 = or <8 x i1> %819, %822
  %823 = select <8 x i1> %take72.2, <8 x float> %block71.2, <8 x float> %812
  %824 = insertelement <8 x i64> poison, i64 %817, i64 0
  %825 = shufflevector <8 x i64> %824, <8 x i64> poison, <8 x i32> zeroinitializer
  %826 = or disjoint <8 x i64> %825, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %827 = select <8 x i1> %take72.2, <8 x i64> %826, <8 x i64> %816
  %828 = or disjoint i64 %max_block70414, 24
  %829 = getelementptr inbounds float, ptr %16, i64 %828
  %block71.3 = load <8 x float>, ptr %829, align 4
  %830 = fcmp ogt <8 x float> %block71.3, %823
  %831 = fcmp uno <8 x float> %block71.3, zeroinitializer
  %832 = fcmp ord <8 x float> %823, zeroinitializer
  %833 = and <8 x i1> %832, %831
  %take72.3 = or <8 x i1> %830, %833
  %834 = select <8 x i1> %take72.3, <8 x float> %block71.3, <8 x float> %823
  %835 = insertelement <8 x i64> poison, i64 %828, i64 0
  %836 = shufflevector <8 x i64> %835, <8 x i64> poison, <8 x i32> zeroinitializer
  %837 = or disjoint <8 x i64> %836, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %838 = select <8 x i1> %take72.3, <8 x i64> %837, <8 x i64> %827
  %839 = add nuw i64 %max_block70414, 32
  %niter1250.next.3 = add i64 %niter1250, 4
  %niter1250.ncmp.3.not = icmp eq i64 %niter1250.next.3, %unroll_iter1249
  br i1 %niter1250.ncmp.3.not, label %max_block.exit69.loopexit.unr-lcssa, label %max_block.body68

max_block.exit69.loopexit.unr-lcssa:              ; preds = %max_block.body68
  br i1 %lcmp.mod1245.not, label %max_block.exit69, label %max_block.body68.epil.preheader

max_block.body68.epil.preheader:                  ; preds = %max_block.exit69.loopexit.unr-lcssa, %max_block.body68.preheader
  %max_block70414.epil.init = phi i64 [ 0, %max_block.body68.preheader ], [ %839, %max_block.exit69.loopexit.unr-lcssa ]
  %max_best64.0413.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body68.preheader ], [ %834, %max_block.exit69.loopexit.unr-lcssa ]
  %max_index65.0412.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body68.preheader ], [ %838, %max_block.exit69.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1248)
  br label %max_block.body68.epil

max_block.body68.epil:                            ; preds = %max_block.body68.epil, %max_block.body68.epil.preheader
  %max_block70414.epil = phi i64 [ %850, %max_block.body68.epil ], [ %max_block70414.epil.init, %max_block.body68.epil.preheader ]
  %max_best64.0413.epil = phi <8 x float> [ %845, %max_block.body68.epil ], [ %max_best64.0413.epil.init, %max_block.body68.epil.preheader ]
  %max_index65.0412.epil = phi <8 x i64> [ %849, %max_block.body68.epil ], [ %max_index65.0412.epil.init, %max_block.body68.epil.preheader ]
  %epil.iter1244 = phi i64 [ %epil.iter1244.next, %max_block.body68.epil ], [ 0, %max_block.body68.epil.preheader ]
  %840 = getelementptr inbounds float, ptr %16, i64 %max_block70414.epil
  %block71.epil = load <8 x float>, ptr %840, align 4
  %841 = fcmp ogt <8 x float> %block71.epil, %max_best64.0413.epil
  %842 = fcmp uno <8 x float> %block71.epil, zeroinitializer
  %843 = fcmp ord <8 x float> %max_best64.0413.epil, zeroinitializer
  %844 = and <8 x i1> %843, %842
  %take72.epil = or <8 x i1> %841, %844
  %845 = select <8 x i1> %take72.epil, <8 x float> %block71.epil, <8 x float> %max_best64.0413.epil
  %846 = insertelement <8 x i64> poison, i64 %max_block70414.epil, i64 0
  %847 = shufflevector <8 x i64> %846, <8 x i64> poison, <8 x i32> zeroinitializer
  %848 = or disjoint <8 x i64> %847, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %849 = select <8 x i1> %take72.epil, <8 x i64> %848, <8 x i64> %max_index65.0412.epil
  %850 = add nuw i64 %max_block70414.epil, 8
  %epil.iter1244.next = add i64 %epil.iter1244, 1
  %epil.iter1244.cmp.not = icmp eq i64 %epil.iter1244.next, %xtraiter1243
  br i1 %epil.iter1244.cmp.not, label %max_block.exit69, label %max_block.body68.epil, !llvm.loop !9

max_block.exit69:                                 ; preds = %max_block.exit69.loopexit.unr-lcssa, %max_block.body68.epil, %fold_tail.exit56
  %max_index65.0.lcssa = phi <8 x i64> [ zeroinitializer, %fold_tail.exit56 ], [ %838, %max_block.exit69.loopexit.unr-lcssa ], [ %849, %max_block.body68.epil ]
  %max_best64.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit56 ], [ %834, %max_block.exit69.loopexit.unr-lcssa ], [ %845, %max_block.body68.epil ]
  %851 = extractelement <8 x float> %max_best64.0.lcssa, i64 0
  %852 = extractelement <8 x i64> %max_index65.0.lcssa, i64 0
  %853 = fcmp une float %851, 0xFFF0000000000000
  %854 = select i1 %853, i64 %852, i64 0
  %855 = extractelement <8 x float> %max_best64.0.lcssa, i64 1
  %856 = extractelement <8 x i64> %max_index65.0.lcssa, i64 1
  %857 = fcmp uno float %855, 0.000000e+00
  %858 = fcmp ord float %851, 0.000000e+00
  %859 = icmp ult i64 %856, %854
  %860 = fcmp ogt float %855, %851
  %861 = fcmp oeq float %855, %851
  %862 = or i1 %858, %859
  %863 = and i1 %861, %859
  %864 = or i1 %860, %863
  %865 = select i1 %857, i1 %862, i1 %864
  %866 = select i1 %865, float %855, float %851
  %867 = select i1 %865, i64 %856, i64 %854
  %868 = extractelement <8 x float> %max_best64.0.lcssa, i64 2
  %869 = extractelement <8 x i64> %max_index65.0.lcssa, i64 2
  %870 = fcmp uno float %868, 0.000000e+00
  %871 = fcmp ord float %866, 0.000000e+00
  %872 = icmp ult i64 %869, %867
  %873 = fcmp ogt float %868, %866
  %874 = fcmp oeq float %868, %866
  %875 = or i1 %871, %872
  %876 = and i1 %874, %872
  %877 = or i1 %873, %876
  %878 = select i1 %870, i1 %875, i1 %877
  %879 = select i1 %878, float %868, float %866
  %880 = select i1 %878, i64 %869, i64 %867
  %881 = extractelement <8 x float> %max_best64.0.lcssa, i64 3
  %882 = extractelement <8 x i64> %max_index65.0.lcssa, i64 3
  %883 = fcmp uno float %881, 0.000000e+00
  %884 = fcmp ord float %879, 0.000000e+00
  %885 = icmp ult i64 %882, %880
  %886 = fcmp ogt float %881, %879
  %887 = fcmp oeq float %881, %879
  %888 = or i1 %884, %885
  %889 = and i1 %887, %885
  %890 = or i1 %886, %889
  %891 = select i1 %883, i1 %888, i1 %890
  %892 = select i1 %891, float %881, float %879
  %893 = select i1 %891, i64 %882, i64 %880
  %894 = extractelement <8 x float> %max_best64.0.lcssa, i64 4
  %895 = extractelement <8 x i64> %max_index65.0.lcssa, i64 4
  %896 = fcmp uno float %894, 0.000000e+00
  %897 = fcmp ord float %892, 0.000000e+00
  %898 = icmp ult i64 %895, %893
  %899 = fcmp ogt float %894, %892
  %900 = fcmp oeq float %894, %892
  %901 = or i1 %897, %898
  %902 = and i1 %900, %898
  %903 = or i1 %899, %902
  %904 = select i1 %896, i1 %901, i1 %903
  %905 = select i1 %904, float %894, float %892
  %906 = select i1 %904, i64 %895, i64 %893
  %907 = extractelement <8 x float> %max_best64.0.lcssa, i64 5
  %908 = extractelement <8 x i64> %max_index65.0.lcssa, i64 5
  %909 = fcmp uno float %907, 0.000000e+00
  %910 = fcmp ord float %905, 0.000000e+00
  %911 = icmp ult i64 %908, %906
  %912 = fcmp ogt float %907, %905
  %913 = fcmp oeq float %907, %905
  %914 = or i1 %910, %911
  %915 = and i1 %913, %911
  %916 = or i1 %912, %915
  %917 = select i1 %909, i1 %914, i1 %916
  %918 = select i1 %917, float %907, float %905
  %919 = select i1 %917, i64 %908, i64 %906
  %920 = extractelement <8 x float> %max_best64.0.lcssa, i64 6
  %921 = extractelement <8 x i64> %max_index65.0.lcssa, i64 6
  %922 = fcmp uno float %920, 0.000000e+00
  %923 = fcmp ord float %918, 0.000000e+00
  %924 = icmp ult i64 %921, %919
  %925 = fcmp ogt float %920, %918
  %926 = fcmp oeq float %920, %918
  %927 = or i1 %923, %924
  %928 = and i1 %926, %924
  %929 = or i1 %925, %928
  %930 = select i1 %922, i1 %927, i1 %929
  %931 = select i1 %930, float %920, float %918
  %932 = select i1 %930, i64 %921, i64 %919
  %933 = extractelement <8 x float> %max_best64.0.lcssa, i64 7
  %934 = extractelement <8 x i64> %max_index65.0.lcssa, i64 7
  %935 = fcmp uno float %933, 0.000000e+00
  %936 = fcmp ord float %931, 0.000000e+00
  %937 = icmp ult i64 %934, %932
  %938 = fcmp ogt float %933, %931
  %939 = fcmp oeq float %933, %931
  %940 = or i1 %936, %937
  %941 = and i1 %939, %937
  %942 = or i1 %938, %941
  %943 = select i1 %935, i1 %940, i1 %942
  %944 = select i1 %943, float %933, float %931
  br i1 %.not497, label %fold_tail.exit75, label %fold_tail.body74

fold_tail.body74:                                 ; preds = %max_block.exit69, %fold_tail.body74
  %fold_tail76419 = phi i64 [ %952, %fold_tail.body74 ], [ %blocks_end, %max_block.exit69 ]
  %fold_value59.0418 = phi float [ %951, %fold_tail.body74 ], [ %944, %max_block.exit69 ]
  %945 = getelementptr inbounds float, ptr %16, i64 %fold_tail76419
  %946 = load float, ptr %945, align 4
  %947 = fcmp ogt float %946, %fold_value59.0418
  %948 = fcmp uno float %946, 0.000000e+00
  %949 = fcmp ord float %fold_value59.0418, 0.000000e+00
  %950 = and i1 %949, %948
  %take77 = or i1 %947, %950
  %951 = select i1 %take77, float %946, float %fold_value59.0418
  %952 = add nuw i64 %fold_tail76419, 1
  %953 = icmp ult i64 %952, %n_features
  br i1 %953, label %fold_tail.body74, label %fold_tail.exit75

fold_tail.exit75:                                 ; preds = %fold_tail.body74, %max_block.exit69
  %fold_value59.0.lcssa = phi float [ %944, %max_block.exit69 ], [ %951, %fold_tail.body74 ]
  br i1 %guard, label %feature.header78.preheader, label %guard.done

feature.header78.preheader:                       ; preds = %fold_tail.exit75
  br i1 %.not, label %search.feature.exit, label %iter.check1085

iter.check1085:                                   ; preds = %feature.header78.preheader
  br i1 %min.iters.check1083, label %feature.body79.preheader, label %vector.memcheck1078

vector.memcheck1078:                              ; preds = %iter.check1085
  %diff.check1079 = icmp ult i64 %107, 128
  %diff.check1080 = icmp ult i64 %108, 128
  %conflict.rdx1081 = or i1 %diff.check1079, %diff.check1080
  br i1 %conflict.rdx1081, label %feature.body79.preheader, label %vector.main.loop.iter.check1087

vector.main.loop.iter.check1087:                  ; preds = %vector.memcheck1078
  br i1 %min.iters.check1086, label %vec.epilog.ph1104, label %vector.body1091

vector.body1091:                                  ; preds = %vector.main.loop.iter.check1087, %vector.body1091
  %index1092 = phi i64 [ %index.next1097, %vector.body1091 ], [ 0, %vector.main.loop.iter.check1087 ]
  %954 = getelementptr inbounds float, ptr %120, i64 %index1092
  %955 = getelementptr inbounds nuw i8, ptr %954, i64 32
  %956 = getelementptr inbounds nuw i8, ptr %954, i64 64
  %957 = getelementptr inbounds nuw i8, ptr %954, i64 96
  %wide.load1093 = load <8 x float>, ptr %954, align 4
  %wide.load1094 = load <8 x float>, ptr %955, align 4
  %wide.load1095 = load <8 x float>, ptr %956, align 4
  %wide.load1096 = load <8 x float>, ptr %957, align 4
  %958 = fadd <8 x float> %wide.load1093, zeroinitializer
  %959 = fadd <8 x float> %wide.load1094, zeroinitializer
  %960 = fadd <8 x float> %wide.load1095, zeroinitializer
  %961 = fadd <8 x float> %wide.load1096, zeroinitializer
  %962 = bitcast <8 x float> %958 to <8 x i32>
  %963 = bitcast <8 x float> %959 to <8 x i32>
  %964 = bitcast <8 x float> %960 to <8 x i32>
  %965 = bitcast <8 x float> %961 to <8 x i32>
  %966 = icmp slt <8 x i32> %962, zeroinitializer
  %967 = icmp slt <8 x i32> %963, zeroinitializer
  %968 = icmp slt <8 x i32> %964, zeroinitializer
  %969 = icmp slt <8 x i32> %965, zeroinitializer
  %970 = xor <8 x i32> %962, splat (i32 -1)
  %971 = xor <8 x i32> %963, splat (i32 -1)
  %972 = xor <8 x i32> %964, splat (i32 -1)
  %973 = xor <8 x i32> %965, splat (i32 -1)
  %974 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %958)
  %975 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %959)
  %976 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %960)
  %977 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %961)
  %978 = fneg <8 x float> %974
  %979 = fneg <8 x float> %975
  %980 = fneg <8 x float> %976
  %981 = fneg <8 x float> %977
  %982 = bitcast <8 x float> %978 to <8 x i32>
  %983 = bitcast <8 x float> %979 to <8 x i32>
  %984 = bitcast <8 x float> %980 to <8 x i32>
  %985 = bitcast <8 x float> %981 to <8 x i32>
  %986 = select <8 x i1> %966, <8 x i32> %970, <8 x i32> %982
  %987 = select <8 x i1> %967, <8 x i32> %971, <8 x i32> %983
  %988 = select <8 x i1> %968, <8 x i32> %972, <8 x i32> %984
  %989 = select <8 x i1> %969, <8 x i32> %973, <8 x i32> %985
  %990 = getelementptr inbounds float, ptr %scratch, i64 %index1092
  %991 = getelementptr inbounds nuw i8, ptr %990, i64 32
  %992 = getelementptr inbounds nuw i8, ptr %990, i64 64
  %993 = getelementptr inbounds nuw i8, ptr %990, i64 96
  store <8 x i32> %986, ptr %990, align 4
  store <8 x i32> %987, ptr %991, align 4
  store <8 x i32> %988, ptr %992, align 4
  store <8 x i32> %989, ptr %993, align 4
  %994 = getelementptr float, ptr %13, i64 %index1092
  %995 = getelementptr i8, ptr %994, i64 32
  %996 = getelementptr i8, ptr %994, i64 64
  %997 = getelementptr i8, ptr %994, i64 96
  store <8 x float> splat (float 1.000000e+00), ptr %994, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %995, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %996, align 4
  store <8 x float> splat (float 1.000000e+00), ptr %997, align 4
  %index.next1097 = add nuw i64 %index1092, 32
  %998 = icmp eq i64 %index.next1097, %n.vec1090
  br i1 %998, label %middle.block1098, label %vector.body1091, !llvm.loop !10

middle.block1098:                                 ; preds = %vector.body1091
  br i1 %cmp.n1099, label %search.feature.exit, label %vec.epilog.iter.check1102

vec.epilog.iter.check1102:                        ; preds = %middle.block1098
  br i1 %min.epilog.iters.check1103, label %feature.body79.preheader, label %vec.epilog.ph1104, !prof !11

vec.epilog.ph1104:                                ; preds = %vector.main.loop.iter.check1087, %vec.epilog.iter.check1102
  %vec.epilog.resume.val1100 = phi i64 [ %n.vec1090, %vec.epilog.iter.check1102 ], [ 0, %vector.main.loop.iter.check1087 ]
  br label %vec.epilog.vector.body1107

vec.epilog.vector.body1107:                       ; preds = %vec.epilog.vector.body1107, %vec.epilog.ph1104
  %index1108 = phi i64 [ %vec.epilog.resume.val1100, %vec.epilog.ph1104 ], [ %index.next1110, %vec.epilog.vector.body1107 ]
  %999 = getelementptr inbounds float, ptr %120, i64 %index1108
  %wide.load1109 = load <4 x float>, ptr %999, align 4
  %1000 = fadd <4 x float> %wide.load1109, zeroinitializer
  %1001 = bitcast <4 x float> %1000 to <4 x i32>
  %1002 = icmp slt <4 x i32> %1001, zeroinitializer
  %1003 = xor <4 x i32> %1001, splat (i32 -1)
  %1004 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %1000)
  %1005 = fneg <4 x float> %1004
  %1006 = bitcast <4 x float> %1005 to <4 x i32>
  %1007 = select <4 x i1> %1002, <4 x i32> %1003, <4 x i32> %1006
  %1008 = getelementptr inbounds float, ptr %scratch, i64 %index1108
  store <4 x i32> %1007, ptr %1008, align 4
  %1009 = getelementptr float, ptr %13, i64 %index1108
  store <4 x float> splat (float 1.000000e+00), ptr %1009, align 4
  %index.next1110 = add nuw i64 %index1108, 4
  %1010 = icmp eq i64 %index.next1110, %n.vec1106
  br i1 %1010, label %vec.epilog.middle.block1111, label %vec.epilog.vector.body1107, !llvm.loop !12

vec.epilog.middle.block1111:                      ; preds = %vec.epilog.vector.body1107
  br i1 %cmp.n1112, label %search.feature.exit, label %feature.body79.preheader

feature.body79.preheader:                         ; preds = %vector.memcheck1078, %iter.check1085, %vec.epilog.iter.check1102, %vec.epilog.middle.block1111
  %feature81421.ph = phi i64 [ 0, %iter.check1085 ], [ 0, %vector.memcheck1078 ], [ %n.vec1090, %vec.epilog.iter.check1102 ], [ %n.vec1106, %vec.epilog.middle.block1111 ]
  br i1 %lcmp.mod1252.not, label %feature.body79.prol.loopexit, label %feature.body79.prol

feature.body79.prol:                              ; preds = %feature.body79.preheader
  %1011 = getelementptr inbounds float, ptr %120, i64 %feature81421.ph
  %1012 = load float, ptr %1011, align 4
  %1013 = fadd float %1012, 0.000000e+00
  %1014 = bitcast float %1013 to i32
  %1015 = icmp slt i32 %1014, 0
  %1016 = xor i32 %1014, -1
  %1017 = tail call float @llvm.fabs.f32(float %1013)
  %1018 = fneg float %1017
  %1019 = bitcast float %1018 to i32
  %1020 = select i1 %1015, i32 %1016, i32 %1019
  %1021 = getelementptr inbounds float, ptr %scratch, i64 %feature81421.ph
  store i32 %1020, ptr %1021, align 4
  %1022 = getelementptr float, ptr %13, i64 %feature81421.ph
  store float 1.000000e+00, ptr %1022, align 4
  %1023 = or disjoint i64 %feature81421.ph, 1
  br label %feature.body79.prol.loopexit

feature.body79.prol.loopexit:                     ; preds = %feature.body79.prol, %feature.body79.preheader
  %feature81421.unr = phi i64 [ %feature81421.ph, %feature.body79.preheader ], [ %1023, %feature.body79.prol ]
  %1024 = icmp eq i64 %87, %feature81421.ph
  br i1 %1024, label %search.feature.exit, label %feature.body79

guard.done:                                       ; preds = %search.feature.exit, %search.index_bit.exit, %fold_tail.exit75
  %uniforms.sroa.23.0 = phi float [ 0x7FF0000000000000, %fold_tail.exit75 ], [ %search_index101, %search.index_bit.exit ], [ 0x7FF0000000000000, %search.feature.exit ]
  %uniforms.sroa.15.0 = phi float [ 0xFFF0000000000000, %fold_tail.exit75 ], [ %1230, %search.index_bit.exit ], [ 0xFFF0000000000000, %search.feature.exit ]
  br i1 %guard103, label %feature.header107.preheader, label %guard.done227

feature.header107.preheader:                      ; preds = %guard.done
  br i1 %.not, label %max_block.exit122, label %iter.check921

iter.check921:                                    ; preds = %feature.header107.preheader
  %diff.check917 = icmp ult i64 %110, 128
  %or.cond = select i1 %min.iters.check919, i1 true, i1 %diff.check917
  br i1 %or.cond, label %feature.body108.preheader, label %vector.main.loop.iter.check923

vector.main.loop.iter.check923:                   ; preds = %iter.check921
  br i1 %min.iters.check922, label %vec.epilog.ph951, label %vector.ph924

vector.ph924:                                     ; preds = %vector.main.loop.iter.check923
  %broadcast.splatinsert929 = insertelement <8 x float> poison, float %uniforms.sroa.15.0, i64 0
  %broadcast.splat930 = shufflevector <8 x float> %broadcast.splatinsert929, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert931 = insertelement <8 x float> poison, float %uniforms.sroa.23.0, i64 0
  %broadcast.splat932 = shufflevector <8 x float> %broadcast.splatinsert931, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body933

vector.body933:                                   ; preds = %vector.body933, %vector.ph924
  %index934 = phi i64 [ 0, %vector.ph924 ], [ %index.next943, %vector.body933 ]
  %vec.ind935 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph924 ], [ %vec.ind.next944, %vector.body933 ]
  %step.add936 = add <8 x i64> %vec.ind935, splat (i64 8)
  %step.add.2937 = add <8 x i64> %vec.ind935, splat (i64 16)
  %step.add.3938 = add <8 x i64> %vec.ind935, splat (i64 24)
  %1025 = getelementptr inbounds float, ptr %120, i64 %index934
  %1026 = getelementptr inbounds nuw i8, ptr %1025, i64 32
  %1027 = getelementptr inbounds nuw i8, ptr %1025, i64 64
  %1028 = getelementptr inbounds nuw i8, ptr %1025, i64 96
  %wide.load939 = load <8 x float>, ptr %1025, align 4
  %wide.load940 = load <8 x float>, ptr %1026, align 4
  %wide.load941 = load <8 x float>, ptr %1027, align 4
  %wide.load942 = load <8 x float>, ptr %1028, align 4
  %1029 = fmul <8 x float> %broadcast.splat928, %wide.load939
  %1030 = fmul <8 x float> %broadcast.splat928, %wide.load940
  %1031 = fmul <8 x float> %broadcast.splat928, %wide.load941
  %1032 = fmul <8 x float> %broadcast.splat928, %wide.load942
  %1033 = uitofp <8 x i64> %vec.ind935 to <8 x float>
  %1034 = uitofp <8 x i64> %step.add936 to <8 x float>
  %1035 = uitofp <8 x i64> %step.add.2937 to <8 x float>
  %1036 = uitofp <8 x i64> %step.add.3938 to <8 x float>
  %1037 = fcmp ogt <8 x float> %wide.load939, %broadcast.splat930
  %1038 = fcmp ogt <8 x float> %wide.load940, %broadcast.splat930
  %1039 = fcmp ogt <8 x float> %wide.load941, %broadcast.splat930
  %1040 = fcmp ogt <8 x float> %wide.load942, %broadcast.splat930
  %1041 = select <8 x i1> %1037, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1042 = select <8 x i1> %1038, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1043 = select <8 x i1> %1039, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1044 = select <8 x i1> %1040, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1045 = fcmp oeq <8 x float> %wide.load939, %broadcast.splat930
  %1046 = fcmp oeq <8 x float> %wide.load940, %broadcast.splat930
  %1047 = fcmp oeq <8 x float> %wide.load941, %broadcast.splat930
  %1048 = fcmp oeq <8 x float> %wide.load942, %broadcast.splat930
  %1049 = fcmp oge <8 x float> %broadcast.splat932, %1033
  %1050 = fcmp oge <8 x float> %broadcast.splat932, %1034
  %1051 = fcmp oge <8 x float> %broadcast.splat932, %1035
  %1052 = fcmp oge <8 x float> %broadcast.splat932, %1036
  %1053 = select <8 x i1> %1045, <8 x i1> %1049, <8 x i1> zeroinitializer
  %1054 = select <8 x i1> %1046, <8 x i1> %1050, <8 x i1> zeroinitializer
  %1055 = select <8 x i1> %1047, <8 x i1> %1051, <8 x i1> zeroinitializer
  %1056 = select <8 x i1> %1048, <8 x i1> %1052, <8 x i1> zeroinitializer
  %1057 = select <8 x i1> %1053, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1058 = select <8 x i1> %1054, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1059 = select <8 x i1> %1055, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1060 = select <8 x i1> %1056, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1061 = fcmp ogt <8 x float> %1057, %1041
  %1062 = fcmp ogt <8 x float> %1058, %1042
  %1063 = fcmp ogt <8 x float> %1059, %1043
  %1064 = fcmp ogt <8 x float> %1060, %1044
  %1065 = select <8 x i1> %1061, <8 x float> %1057, <8 x float> %1041
  %1066 = select <8 x i1> %1062, <8 x float> %1058, <8 x float> %1042
  %1067 = select <8 x i1> %1063, <8 x float> %1059, <8 x float> %1043
  %1068 = select <8 x i1> %1064, <8 x float> %1060, <8 x float> %1044
  %1069 = fcmp une <8 x float> %1065, zeroinitializer
  %1070 = fcmp une <8 x float> %1066, zeroinitializer
  %1071 = fcmp une <8 x float> %1067, zeroinitializer
  %1072 = fcmp une <8 x float> %1068, zeroinitializer
  %1073 = select <8 x i1> %1069, <8 x float> %1029, <8 x float> splat (float 0xFFF0000000000000)
  %1074 = select <8 x i1> %1070, <8 x float> %1030, <8 x float> splat (float 0xFFF0000000000000)
  %1075 = select <8 x i1> %1071, <8 x float> %1031, <8 x float> splat (float 0xFFF0000000000000)
  %1076 = select <8 x i1> %1072, <8 x float> %1032, <8 x float> splat (float 0xFFF0000000000000)
  %1077 = getelementptr inbounds float, ptr %scratch, i64 %index934
  %1078 = getelementptr inbounds nuw i8, ptr %1077, i64 32
  %1079 = getelementptr inbounds nuw i8, ptr %1077, i64 64
  %1080 = getelementptr inbounds nuw i8, ptr %1077, i64 96
  store <8 x float> %1073, ptr %1077, align 4
  store <8 x float> %1074, ptr %1078, align 4
  store <8 x float> %1075, ptr %1079, align 4
  store <8 x float> %1076, ptr %1080, align 4
  %index.next943 = add nuw i64 %index934, 32
  %vec.ind.next944 = add <8 x i64> %vec.ind935, splat (i64 32)
  %1081 = icmp eq i64 %index.next943, %n.vec926
  br i1 %1081, label %middle.block945, label %vector.body933, !llvm.loop !13

middle.block945:                                  ; preds = %vector.body933
  br i1 %cmp.n946, label %max_block.header120.preheader, label %vec.epilog.iter.check949

vec.epilog.iter.check949:                         ; preds = %middle.block945
  br i1 %min.epilog.iters.check950, label %feature.body108.preheader, label %vec.epilog.ph951, !prof !11

vec.epilog.ph951:                                 ; preds = %vector.main.loop.iter.check923, %vec.epilog.iter.check949
  %bc.resume.val947 = phi i64 [ %n.vec926, %vec.epilog.iter.check949 ], [ 0, %vector.main.loop.iter.check923 ]
  %broadcast.splatinsert956 = insertelement <4 x float> poison, float %uniforms.sroa.15.0, i64 0
  %broadcast.splat957 = shufflevector <4 x float> %broadcast.splatinsert956, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert958 = insertelement <4 x float> poison, float %uniforms.sroa.23.0, i64 0
  %broadcast.splat959 = shufflevector <4 x float> %broadcast.splatinsert958, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert960 = insertelement <4 x i64> poison, i64 %bc.resume.val947, i64 0
  %broadcast.splat961 = shufflevector <4 x i64> %broadcast.splatinsert960, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction962 = or disjoint <4 x i64> %broadcast.splat961, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body963

vec.epilog.vector.body963:                        ; preds = %vec.epilog.vector.body963, %vec.epilog.ph951
  %index964 = phi i64 [ %bc.resume.val947, %vec.epilog.ph951 ], [ %index.next967, %vec.epilog.vector.body963 ]
  %vec.ind965 = phi <4 x i64> [ %induction962, %vec.epilog.ph951 ], [ %vec.ind.next968, %vec.epilog.vector.body963 ]
  %1082 = getelementptr inbounds float, ptr %120, i64 %index964
  %wide.load966 = load <4 x float>, ptr %1082, align 4
  %1083 = fmul <4 x float> %broadcast.splat955, %wide.load966
  %1084 = uitofp <4 x i64> %vec.ind965 to <4 x float>
  %1085 = fcmp ogt <4 x float> %wide.load966, %broadcast.splat957
  %1086 = select <4 x i1> %1085, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %1087 = fcmp oeq <4 x float> %wide.load966, %broadcast.splat957
  %1088 = fcmp oge <4 x float> %broadcast.splat959, %1084
  %1089 = select <4 x i1> %1087, <4 x i1> %1088, <4 x i1> zeroinitializer
  %1090 = select <4 x i1> %1089, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %1091 = fcmp ogt <4 x float> %1090, %1086
  %1092 = select <4 x i1> %1091, <4 x float> %1090, <4 x float> %1086
  %1093 = fcmp une <4 x float> %1092, zeroinitializer
  %1094 = select <4 x i1> %1093, <4 x float> %1083, <4 x float> splat (float 0xFFF0000000000000)
  %1095 = getelementptr inbounds float, ptr %scratch, i64 %index964
  store <4 x float> %1094, ptr %1095, align 4
  %index.next967 = add nuw i64 %index964, 4
  %vec.ind.next968 = add nuw <4 x i64> %vec.ind965, splat (i64 4)
  %1096 = icmp eq i64 %index.next967, %n.vec953
  br i1 %1096, label %vec.epilog.middle.block969, label %vec.epilog.vector.body963, !llvm.loop !14

vec.epilog.middle.block969:                       ; preds = %vec.epilog.vector.body963
  br i1 %cmp.n970, label %max_block.header120.preheader, label %feature.body108.preheader

feature.body108.preheader:                        ; preds = %iter.check921, %vec.epilog.iter.check949, %vec.epilog.middle.block969
  %feature110436.ph = phi i64 [ 0, %iter.check921 ], [ %n.vec926, %vec.epilog.iter.check949 ], [ %n.vec953, %vec.epilog.middle.block969 ]
  %.neg = or disjoint i64 %feature110436.ph, 1
  br i1 %lcmp.mod1254.not, label %feature.body108.prol.loopexit, label %feature.body108.prol

feature.body108.prol:                             ; preds = %feature.body108.preheader
  %1097 = getelementptr inbounds float, ptr %120, i64 %feature110436.ph
  %1098 = load float, ptr %1097, align 4
  %1099 = fmul float %inv_t, %1098
  %feature111.prol = uitofp i64 %feature110436.ph to float
  %1100 = fcmp ogt float %1098, %uniforms.sroa.15.0
  %1101 = select i1 %1100, float 1.000000e+00, float 0.000000e+00
  %1102 = fcmp oeq float %1098, %uniforms.sroa.15.0
  %1103 = fcmp oge float %uniforms.sroa.23.0, %feature111.prol
  %1104 = select i1 %1102, i1 %1103, i1 false
  %1105 = select i1 %1104, float 1.000000e+00, float 0.000000e+00
  %1106 = fcmp ogt float %1105, %1101
  %max.prol = select i1 %1106, float %1105, float %1101
  %1107 = fcmp une float %max.prol, 0.000000e+00
  %1108 = select i1 %1107, float %1099, float 0xFFF0000000000000
  %1109 = getelementptr inbounds float, ptr %scratch, i64 %feature110436.ph
  store float %1108, ptr %1109, align 4
  %1110 = or disjoint i64 %feature110436.ph, 1
  br label %feature.body108.prol.loopexit

feature.body108.prol.loopexit:                    ; preds = %feature.body108.prol, %feature.body108.preheader
  %feature110436.unr = phi i64 [ %feature110436.ph, %feature.body108.preheader ], [ %1110, %feature.body108.prol ]
  %1111 = icmp eq i64 %n_features, %.neg
  br i1 %1111, label %max_block.header120.preheader, label %feature.body108

feature.body79:                                   ; preds = %feature.body79.prol.loopexit, %feature.body79
  %feature81421 = phi i64 [ %1137, %feature.body79 ], [ %feature81421.unr, %feature.body79.prol.loopexit ]
  %1112 = getelementptr inbounds float, ptr %120, i64 %feature81421
  %1113 = load float, ptr %1112, align 4
  %1114 = fadd float %1113, 0.000000e+00
  %1115 = bitcast float %1114 to i32
  %1116 = icmp slt i32 %1115, 0
  %1117 = xor i32 %1115, -1
  %1118 = tail call float @llvm.fabs.f32(float %1114)
  %1119 = fneg float %1118
  %1120 = bitcast float %1119 to i32
  %1121 = select i1 %1116, i32 %1117, i32 %1120
  %1122 = getelementptr inbounds float, ptr %scratch, i64 %feature81421
  store i32 %1121, ptr %1122, align 4
  %1123 = getelementptr float, ptr %13, i64 %feature81421
  store float 1.000000e+00, ptr %1123, align 4
  %1124 = add nuw i64 %feature81421, 1
  %1125 = getelementptr inbounds float, ptr %120, i64 %1124
  %1126 = load float, ptr %1125, align 4
  %1127 = fadd float %1126, 0.000000e+00
  %1128 = bitcast float %1127 to i32
  %1129 = icmp slt i32 %1128, 0
  %1130 = xor i32 %1128, -1
  %1131 = tail call float @llvm.fabs.f32(float %1127)
  %1132 = fneg float %1131
  %1133 = bitcast float %1132 to i32
  %1134 = select i1 %1129, i32 %1130, i32 %1133
  %1135 = getelementptr inbounds float, ptr %scratch, i64 %1124
  store i32 %1134, ptr %1135, align 4
  %1136 = getelementptr float, ptr %13, i64 %1124
  store float 1.000000e+00, ptr %1136, align 4
  %1137 = add nuw i64 %feature81421, 2
  %exitcond566.not.1 = icmp eq i64 %1137, %n_features
  br i1 %exitcond566.not.1, label %search.feature.exit, label %feature.body79, !llvm.loop !15

search.feature.exit:                              ; preds = %feature.body79.prol.loopexit, %feature.body79, %middle.block1098, %vec.epilog.middle.block1111, %feature.header78.preheader
  %search_count.0.lcssa = phi float [ 0.000000e+00, %feature.header78.preheader ], [ %41, %middle.block1098 ], [ %41, %vec.epilog.middle.block1111 ], [ %41, %feature.body79 ], [ %41, %feature.body79.prol.loopexit ]
  %1138 = fcmp ult float %search_count.0.lcssa, %top_k83
  br i1 %1138, label %guard.done, label %search.key_bit.body

search.key_bit.body:                              ; preds = %search.feature.exit, %search.feature.exit87
  %search.key_bit429 = phi i64 [ %1174, %search.feature.exit87 ], [ 0, %search.feature.exit ]
  %search_hi.0428 = phi i32 [ %1173, %search.feature.exit87 ], [ 0, %search.feature.exit ]
  %1139 = trunc nuw nsw i64 %search.key_bit429 to i32
  %1140 = lshr exact i32 -2147483648, %1139
  %candidate = or i32 %1140, %search_hi.0428
  br i1 %.not, label %search.feature.exit87, label %iter.check1036

iter.check1036:                                   ; preds = %search.key_bit.body
  br i1 %min.iters.check1034, label %search.feature.body86.preheader, label %vector.main.loop.iter.check1038

vector.main.loop.iter.check1038:                  ; preds = %iter.check1036
  br i1 %min.iters.check1037, label %vec.epilog.ph1064, label %vector.ph1039

vector.ph1039:                                    ; preds = %vector.main.loop.iter.check1038
  %broadcast.splatinsert1042 = insertelement <4 x i32> poison, i32 %candidate, i64 0
  %broadcast.splat1043 = shufflevector <4 x i32> %broadcast.splatinsert1042, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body1044

vector.body1044:                                  ; preds = %vector.body1044, %vector.ph1039
  %index1045 = phi i64 [ 0, %vector.ph1039 ], [ %index.next1054, %vector.body1044 ]
  %vec.phi1046 = phi <4 x i64> [ zeroinitializer, %vector.ph1039 ], [ %1153, %vector.body1044 ]
  %vec.phi1047 = phi <4 x i64> [ zeroinitializer, %vector.ph1039 ], [ %1154, %vector.body1044 ]
  %vec.phi1048 = phi <4 x i64> [ zeroinitializer, %vector.ph1039 ], [ %1155, %vector.body1044 ]
  %vec.phi1049 = phi <4 x i64> [ zeroinitializer, %vector.ph1039 ], [ %1156, %vector.body1044 ]
  %1141 = getelementptr inbounds float, ptr %scratch, i64 %index1045
  %1142 = getelementptr inbounds nuw i8, ptr %1141, i64 16
  %1143 = getelementptr inbounds nuw i8, ptr %1141, i64 32
  %1144 = getelementptr inbounds nuw i8, ptr %1141, i64 48
  %wide.load1050 = load <4 x i32>, ptr %1141, align 4
  %wide.load1051 = load <4 x i32>, ptr %1142, align 4
  %wide.load1052 = load <4 x i32>, ptr %1143, align 4
  %wide.load1053 = load <4 x i32>, ptr %1144, align 4
  %1145 = icmp uge <4 x i32> %wide.load1050, %broadcast.splat1043
  %1146 = icmp uge <4 x i32> %wide.load1051, %broadcast.splat1043
  %1147 = icmp uge <4 x i32> %wide.load1052, %broadcast.splat1043
  %1148 = icmp uge <4 x i32> %wide.load1053, %broadcast.splat1043
  %1149 = zext <4 x i1> %1145 to <4 x i64>
  %1150 = zext <4 x i1> %1146 to <4 x i64>
  %1151 = zext <4 x i1> %1147 to <4 x i64>
  %1152 = zext <4 x i1> %1148 to <4 x i64>
  %1153 = add <4 x i64> %vec.phi1046, %1149
  %1154 = add <4 x i64> %vec.phi1047, %1150
  %1155 = add <4 x i64> %vec.phi1048, %1151
  %1156 = add <4 x i64> %vec.phi1049, %1152
  %index.next1054 = add nuw i64 %index1045, 16
  %1157 = icmp eq i64 %index.next1054, %n.vec1041
  br i1 %1157, label %middle.block1055, label %vector.body1044, !llvm.loop !16

middle.block1055:                                 ; preds = %vector.body1044
  %bin.rdx1056 = add <4 x i64> %1154, %1153
  %bin.rdx1057 = add <4 x i64> %1155, %bin.rdx1056
  %bin.rdx1058 = add <4 x i64> %1156, %bin.rdx1057
  %1158 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx1058)
  br i1 %cmp.n1059, label %search.feature.exit87.loopexit, label %vec.epilog.iter.check1062

vec.epilog.iter.check1062:                        ; preds = %middle.block1055
  br i1 %min.epilog.iters.check1063, label %search.feature.body86.preheader, label %vec.epilog.ph1064, !prof !17

vec.epilog.ph1064:                                ; preds = %vector.main.loop.iter.check1038, %vec.epilog.iter.check1062
  %vec.epilog.resume.val = phi i64 [ %n.vec1041, %vec.epilog.iter.check1062 ], [ 0, %vector.main.loop.iter.check1038 ]
  %bc.merge.rdx1060 = phi i64 [ %1158, %vec.epilog.iter.check1062 ], [ 0, %vector.main.loop.iter.check1038 ]
  %1159 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx1060, i64 0
  %broadcast.splatinsert1067 = insertelement <4 x i32> poison, i32 %candidate, i64 0
  %broadcast.splat1068 = shufflevector <4 x i32> %broadcast.splatinsert1067, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body1069

vec.epilog.vector.body1069:                       ; preds = %vec.epilog.vector.body1069, %vec.epilog.ph1064
  %index1070 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph1064 ], [ %index.next1073, %vec.epilog.vector.body1069 ]
  %vec.phi1071 = phi <4 x i64> [ %1159, %vec.epilog.ph1064 ], [ %1163, %vec.epilog.vector.body1069 ]
  %1160 = getelementptr inbounds float, ptr %scratch, i64 %index1070
  %wide.load1072 = load <4 x i32>, ptr %1160, align 4
  %1161 = icmp uge <4 x i32> %wide.load1072, %broadcast.splat1068
  %1162 = zext <4 x i1> %1161 to <4 x i64>
  %1163 = add <4 x i64> %vec.phi1071, %1162
  %index.next1073 = add nuw i64 %index1070, 4
  %1164 = icmp eq i64 %index.next1073, %n.vec1066
  br i1 %1164, label %vec.epilog.middle.block1074, label %vec.epilog.vector.body1069, !llvm.loop !18

vec.epilog.middle.block1074:                      ; preds = %vec.epilog.vector.body1069
  %1165 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %1163)
  br i1 %cmp.n1075, label %search.feature.exit87.loopexit, label %search.feature.body86.preheader

search.feature.body86.preheader:                  ; preds = %iter.check1036, %vec.epilog.iter.check1062, %vec.epilog.middle.block1074
  %search.feature88426.ph = phi i64 [ 0, %iter.check1036 ], [ %n.vec1041, %vec.epilog.iter.check1062 ], [ %n.vec1066, %vec.epilog.middle.block1074 ]
  %search_count84.0425.ph = phi i64 [ 0, %iter.check1036 ], [ %1158, %vec.epilog.iter.check1062 ], [ %1165, %vec.epilog.middle.block1074 ]
  br label %search.feature.body86

search.key_bit.exit:                              ; preds = %search.feature.exit87
  br i1 %.not509, label %search.index_bit.exit, label %search.index_bit.body.preheader

search.index_bit.body.preheader:                  ; preds = %search.key_bit.exit
  %broadcast.splatinsert981 = insertelement <4 x i32> poison, i32 %1173, i64 0
  %broadcast.splat982 = shufflevector <4 x i32> %broadcast.splatinsert981, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1013 = insertelement <4 x i32> poison, i32 %1173, i64 0
  %broadcast.splat1014 = shufflevector <4 x i32> %broadcast.splatinsert1013, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %search.index_bit.body

search.feature.body86:                            ; preds = %search.feature.body86.preheader, %search.feature.body86
  %search.feature88426 = phi i64 [ %1170, %search.feature.body86 ], [ %search.feature88426.ph, %search.feature.body86.preheader ]
  %search_count84.0425 = phi i64 [ %1169, %search.feature.body86 ], [ %search_count84.0425.ph, %search.feature.body86.preheader ]
  %1166 = getelementptr inbounds float, ptr %scratch, i64 %search.feature88426
  %key89 = load i32, ptr %1166, align 4
  %1167 = icmp uge i32 %key89, %candidate
  %1168 = zext i1 %1167 to i64
  %1169 = add i64 %search_count84.0425, %1168
  %1170 = add nuw i64 %search.feature88426, 1
  %exitcond567.not = icmp eq i64 %1170, %n_features
  br i1 %exitcond567.not, label %search.feature.exit87.loopexit, label %search.feature.body86, !llvm.loop !19

search.feature.exit87.loopexit:                   ; preds = %search.feature.body86, %vec.epilog.middle.block1074, %middle.block1055
  %.lcssa658 = phi i64 [ %1165, %vec.epilog.middle.block1074 ], [ %1158, %middle.block1055 ], [ %1169, %search.feature.body86 ]
  %1171 = uitofp i64 %.lcssa658 to float
  br label %search.feature.exit87

search.feature.exit87:                            ; preds = %search.feature.exit87.loopexit, %search.key_bit.body
  %search_count84.0.lcssa = phi float [ 0.000000e+00, %search.key_bit.body ], [ %1171, %search.feature.exit87.loopexit ]
  %1172 = fcmp oge float %search_count84.0.lcssa, %top_k83
  %1173 = select i1 %1172, i32 %candidate, i32 %search_hi.0428
  %1174 = add nuw nsw i64 %search.key_bit429, 1
  %exitcond568.not = icmp eq i64 %1174, 32
  br i1 %exitcond568.not, label %search.key_bit.exit, label %search.key_bit.body

search.index_bit.body:                            ; preds = %search.index_bit.body.preheader, %search.feature.exit96
  %search.index_bit434 = phi i64 [ %1245, %search.feature.exit96 ], [ 0, %search.index_bit.body.preheader ]
  %search_lo.0433 = phi i64 [ %1244, %search.feature.exit96 ], [ 0, %search.index_bit.body.preheader ]
  %1175 = add nuw nsw i64 %search.index_bit434, %ctlz
  %1176 = lshr exact i64 -9223372036854775808, %1175
  %candidate92 = or i64 %1176, %search_lo.0433
  br i1 %.not, label %search.feature.exit96, label %iter.check975

iter.check975:                                    ; preds = %search.index_bit.body
  br i1 %min.iters.check973, label %search.feature.body95.preheader, label %vector.main.loop.iter.check977

vector.main.loop.iter.check977:                   ; preds = %iter.check975
  br i1 %min.iters.check976, label %vec.epilog.ph1010, label %vector.ph978

vector.ph978:                                     ; preds = %vector.main.loop.iter.check977
  %broadcast.splatinsert985 = insertelement <4 x i64> poison, i64 %candidate92, i64 0
  %broadcast.splat986 = shufflevector <4 x i64> %broadcast.splatinsert985, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %vector.body987

vector.body987:                                   ; preds = %vector.body987, %vector.ph978
  %index988 = phi i64 [ 0, %vector.ph978 ], [ %index.next1000, %vector.body987 ]
  %vec.ind989 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %vector.ph978 ], [ %vec.ind.next1001, %vector.body987 ]
  %vec.phi = phi <4 x i64> [ zeroinitializer, %vector.ph978 ], [ %1209, %vector.body987 ]
  %vec.phi990 = phi <4 x i64> [ zeroinitializer, %vector.ph978 ], [ %1210, %vector.body987 ]
  %vec.phi991 = phi <4 x i64> [ zeroinitializer, %vector.ph978 ], [ %1211, %vector.body987 ]
  %vec.phi992 = phi <4 x i64> [ zeroinitializer, %vector.ph978 ], [ %1212, %vector.body987 ]
  %step.add993 = add <4 x i64> %vec.ind989, splat (i64 4)
  %step.add.2994 = add <4 x i64> %vec.ind989, splat (i64 8)
  %step.add.3995 = add <4 x i64> %vec.ind989, splat (i64 12)
  %1177 = getelementptr inbounds float, ptr %scratch, i64 %index988
  %1178 = getelementptr inbounds nuw i8, ptr %1177, i64 16
  %1179 = getelementptr inbounds nuw i8, ptr %1177, i64 32
  %1180 = getelementptr inbounds nuw i8, ptr %1177, i64 48
  %wide.load996 = load <4 x i32>, ptr %1177, align 4
  %wide.load997 = load <4 x i32>, ptr %1178, align 4
  %wide.load998 = load <4 x i32>, ptr %1179, align 4
  %wide.load999 = load <4 x i32>, ptr %1180, align 4
  %1181 = icmp ugt <4 x i32> %wide.load996, %broadcast.splat982
  %1182 = icmp ugt <4 x i32> %wide.load997, %broadcast.splat982
  %1183 = icmp ugt <4 x i32> %wide.load998, %broadcast.splat982
  %1184 = icmp ugt <4 x i32> %wide.load999, %broadcast.splat982
  %1185 = icmp eq <4 x i32> %wide.load996, %broadcast.splat982
  %1186 = icmp eq <4 x i32> %wide.load997, %broadcast.splat982
  %1187 = icmp eq <4 x i32> %wide.load998, %broadcast.splat982
  %1188 = icmp eq <4 x i32> %wide.load999, %broadcast.splat982
  %1189 = sub <4 x i64> %broadcast.splat984, %vec.ind989
  %1190 = sub <4 x i64> %broadcast.splat984, %step.add993
  %1191 = sub <4 x i64> %broadcast.splat984, %step.add.2994
  %1192 = sub <4 x i64> %broadcast.splat984, %step.add.3995
  %1193 = icmp uge <4 x i64> %1189, %broadcast.splat986
  %1194 = icmp uge <4 x i64> %1190, %broadcast.splat986
  %1195 = icmp uge <4 x i64> %1191, %broadcast.splat986
  %1196 = icmp uge <4 x i64> %1192, %broadcast.splat986
  %1197 = and <4 x i1> %1193, %1185
  %1198 = and <4 x i1> %1194, %1186
  %1199 = and <4 x i1> %1195, %1187
  %1200 = and <4 x i1> %1196, %1188
  %1201 = or <4 x i1> %1181, %1197
  %1202 = or <4 x i1> %1182, %1198
  %1203 = or <4 x i1> %1183, %1199
  %1204 = or <4 x i1> %1184, %1200
  %1205 = zext <4 x i1> %1201 to <4 x i64>
  %1206 = zext <4 x i1> %1202 to <4 x i64>
  %1207 = zext <4 x i1> %1203 to <4 x i64>
  %1208 = zext <4 x i1> %1204 to <4 x i64>
  %1209 = add <4 x i64> %vec.phi, %1205
  %1210 = add <4 x i64> %vec.phi990, %1206
  %1211 = add <4 x i64> %vec.phi991, %1207
  %1212 = add <4 x i64> %vec.phi992, %1208
  %index.next1000 = add nuw i64 %index988, 16
  %vec.ind.next1001 = add <4 x i64> %vec.ind989, splat (i64 16)
  %1213 = icmp eq i64 %index.next1000, %n.vec980
  br i1 %1213, label %middle.block1002, label %vector.body987, !llvm.loop !20

middle.block1002:                                 ; preds = %vector.body987
  %bin.rdx = add <4 x i64> %1210, %1209
  %bin.rdx1003 = add <4 x i64> %1211, %bin.rdx
  %bin.rdx1004 = add <4 x i64> %1212, %bin.rdx1003
  %1214 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %bin.rdx1004)
  br i1 %cmp.n1005, label %search.feature.exit96.loopexit, label %vec.epilog.iter.check1008

vec.epilog.iter.check1008:                        ; preds = %middle.block1002
  br i1 %min.epilog.iters.check1009, label %search.feature.body95.preheader, label %vec.epilog.ph1010, !prof !17

vec.epilog.ph1010:                                ; preds = %vector.main.loop.iter.check977, %vec.epilog.iter.check1008
  %bc.resume.val1006 = phi i64 [ %n.vec980, %vec.epilog.iter.check1008 ], [ 0, %vector.main.loop.iter.check977 ]
  %bc.merge.rdx = phi i64 [ %1214, %vec.epilog.iter.check1008 ], [ 0, %vector.main.loop.iter.check977 ]
  %1215 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx, i64 0
  %broadcast.splatinsert1017 = insertelement <4 x i64> poison, i64 %candidate92, i64 0
  %broadcast.splat1018 = shufflevector <4 x i64> %broadcast.splatinsert1017, <4 x i64> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1019 = insertelement <4 x i64> poison, i64 %bc.resume.val1006, i64 0
  %broadcast.splat1020 = shufflevector <4 x i64> %broadcast.splatinsert1019, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction1021 = or disjoint <4 x i64> %broadcast.splat1020, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body1022

vec.epilog.vector.body1022:                       ; preds = %vec.epilog.vector.body1022, %vec.epilog.ph1010
  %index1023 = phi i64 [ %bc.resume.val1006, %vec.epilog.ph1010 ], [ %index.next1027, %vec.epilog.vector.body1022 ]
  %vec.ind1024 = phi <4 x i64> [ %induction1021, %vec.epilog.ph1010 ], [ %vec.ind.next1028, %vec.epilog.vector.body1022 ]
  %vec.phi1025 = phi <4 x i64> [ %1215, %vec.epilog.ph1010 ], [ %1224, %vec.epilog.vector.body1022 ]
  %1216 = getelementptr inbounds float, ptr %scratch, i64 %index1023
  %wide.load1026 = load <4 x i32>, ptr %1216, align 4
  %1217 = icmp ugt <4 x i32> %wide.load1026, %broadcast.splat1014
  %1218 = icmp eq <4 x i32> %wide.load1026, %broadcast.splat1014
  %1219 = sub <4 x i64> %broadcast.splat1016, %vec.ind1024
  %1220 = icmp uge <4 x i64> %1219, %broadcast.splat1018
  %1221 = and <4 x i1> %1220, %1218
  %1222 = or <4 x i1> %1217, %1221
  %1223 = zext <4 x i1> %1222 to <4 x i64>
  %1224 = add <4 x i64> %vec.phi1025, %1223
  %index.next1027 = add nuw i64 %index1023, 4
  %vec.ind.next1028 = add nuw <4 x i64> %vec.ind1024, splat (i64 4)
  %1225 = icmp eq i64 %index.next1027, %n.vec1012
  br i1 %1225, label %vec.epilog.middle.block1029, label %vec.epilog.vector.body1022, !llvm.loop !21

vec.epilog.middle.block1029:                      ; preds = %vec.epilog.vector.body1022
  %1226 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %1224)
  br i1 %cmp.n1030, label %search.feature.exit96.loopexit, label %search.feature.body95.preheader

search.feature.body95.preheader:                  ; preds = %iter.check975, %vec.epilog.iter.check1008, %vec.epilog.middle.block1029
  %search.feature97431.ph = phi i64 [ 0, %iter.check975 ], [ %n.vec980, %vec.epilog.iter.check1008 ], [ %n.vec1012, %vec.epilog.middle.block1029 ]
  %search_count93.0430.ph = phi i64 [ 0, %iter.check975 ], [ %1214, %vec.epilog.iter.check1008 ], [ %1226, %vec.epilog.middle.block1029 ]
  br label %search.feature.body95

search.index_bit.exit:                            ; preds = %search.feature.exit96, %search.key_bit.exit
  %search_lo.0.lcssa = phi i64 [ 0, %search.key_bit.exit ], [ %1244, %search.feature.exit96 ]
  %1227 = and i32 %1173, 2147483647
  %1228 = xor i32 %1173, -1
  %.not362 = icmp slt i32 %1173, 0
  %1229 = select i1 %.not362, i32 %1227, i32 %1228
  %1230 = bitcast i32 %1229 to float
  %1231 = sub i64 %mask, %search_lo.0.lcssa
  %search_index101 = uitofp i64 %1231 to float
  br label %guard.done

search.feature.body95:                            ; preds = %search.feature.body95.preheader, %search.feature.body95
  %search.feature97431 = phi i64 [ %1241, %search.feature.body95 ], [ %search.feature97431.ph, %search.feature.body95.preheader ]
  %search_count93.0430 = phi i64 [ %1240, %search.feature.body95 ], [ %search_count93.0430.ph, %search.feature.body95.preheader ]
  %1232 = getelementptr inbounds float, ptr %scratch, i64 %search.feature97431
  %key98 = load i32, ptr %1232, align 4
  %1233 = icmp ugt i32 %key98, %1173
  %1234 = icmp eq i32 %key98, %1173
  %1235 = sub i64 %mask, %search.feature97431
  %1236 = icmp uge i64 %1235, %candidate92
  %1237 = and i1 %1236, %1234
  %1238 = or i1 %1233, %1237
  %1239 = zext i1 %1238 to i64
  %1240 = add i64 %search_count93.0430, %1239
  %1241 = add nuw i64 %search.feature97431, 1
  %exitcond569.not = icmp eq i64 %1241, %n_features
  br i1 %exitcond569.not, label %search.feature.exit96.loopexit, label %search.feature.body95, !llvm.loop !22

search.feature.exit96.loopexit:                   ; preds = %search.feature.body95, %vec.epilog.middle.block1029, %middle.block1002
  %.lcssa660 = phi i64 [ %1226, %vec.epilog.middle.block1029 ], [ %1214, %middle.block1002 ], [ %1240, %search.feature.body95 ]
  %1242 = uitofp i64 %.lcssa660 to float
  br label %search.feature.exit96

search.feature.exit96:                            ; preds = %search.feature.exit96.loopexit, %search.index_bit.body
  %search_count93.0.lcssa = phi float [ 0.000000e+00, %search.index_bit.body ], [ %1242, %search.feature.exit96.loopexit ]
  %1243 = fcmp oge float %search_count93.0.lcssa, %top_k83
  %1244 = select i1 %1243, i64 %candidate92, i64 %search_lo.0433
  %1245 = add nuw nsw i64 %search.index_bit434, 1
  %exitcond570.not = icmp eq i64 %1245, %umax
  br i1 %exitcond570.not, label %search.index_bit.exit, label %search.index_bit.body

max_block.header120.preheader:                    ; preds = %feature.body108.prol.loopexit, %feature.body108, %vec.epilog.middle.block969, %middle.block945
  br i1 %.not496, label %max_block.exit122, label %max_block.body121.preheader

max_block.body121.preheader:                      ; preds = %max_block.header120.preheader
  br i1 %94, label %max_block.body121.epil.preheader, label %max_block.body121

feature.body108:                                  ; preds = %feature.body108.prol.loopexit, %feature.body108
  %feature110436 = phi i64 [ %1273, %feature.body108 ], [ %feature110436.unr, %feature.body108.prol.loopexit ]
  %1246 = getelementptr inbounds float, ptr %120, i64 %feature110436
  %1247 = load float, ptr %1246, align 4
  %1248 = fmul float %inv_t, %1247
  %feature111 = uitofp i64 %feature110436 to float
  %1249 = fcmp ogt float %1247, %uniforms.sroa.15.0
  %1250 = select i1 %1249, float 1.000000e+00, float 0.000000e+00
  %1251 = fcmp oeq float %1247, %uniforms.sroa.15.0
  %1252 = fcmp oge float %uniforms.sroa.23.0, %feature111
  %1253 = select i1 %1251, i1 %1252, i1 false
  %1254 = select i1 %1253, float 1.000000e+00, float 0.000000e+00
  %1255 = fcmp ogt float %1254, %1250
  %max = select i1 %1255, float %1254, float %1250
  %1256 = fcmp une float %max, 0.000000e+00
  %1257 = select i1 %1256, float %1248, float 0xFFF0000000000000
  %1258 = getelementptr inbounds float, ptr %scratch, i64 %feature110436
  store float %1257, ptr %1258, align 4
  %1259 = add nuw i64 %feature110436, 1
  %1260 = getelementptr inbounds float, ptr %120, i64 %1259
  %1261 = load float, ptr %1260, align 4
  %1262 = fmul float %inv_t, %1261
  %feature111.1 = uitofp i64 %1259 to float
  %1263 = fcmp ogt float %1261, %uniforms.sroa.15.0
  %1264 = select i1 %1263, float 1.000000e+00, float 0.000000e+00
  %1265 = fcmp oeq float %1261, %uniforms.sroa.15.0
  %1266 = fcmp oge float %uniforms.sroa.23.0, %feature111.1
  %1267 = select i1 %1265, i1 %1266, i1 false
  %1268 = select i1 %1267, float 1.000000e+00, float 0.000000e+00
  %1269 = fcmp ogt float %1268, %1264
  %max.1 = select i1 %1269, float %1268, float %1264
  %1270 = fcmp une float %max.1, 0.000000e+00
  %1271 = select i1 %1270, float %1262, float 0xFFF0000000000000
  %1272 = getelementptr inbounds float, ptr %scratch, i64 %1259
  store float %1271, ptr %1272, align 4
  %1273 = add nuw i64 %feature110436, 2
  %exitcond571.not.1 = icmp eq i64 %1273, %n_features
  br i1 %exitcond571.not.1, label %max_block.header120.preheader, label %feature.body108, !llvm.loop !23

max_block.body121:                                ; preds = %max_block.body121.preheader, %max_block.body121
  %max_block123439 = phi i64 [ %1317, %max_block.body121 ], [ 0, %max_block.body121.preheader ]
  %max_best117.0438 = phi <8 x float> [ %1312, %max_block.body121 ], [ splat (float 0xFFF0000000000000), %max_block.body121.preheader ]
  %max_index118.0437 = phi <8 x i64> [ %1316, %max_block.body121 ], [ zeroinitializer, %max_block.body121.preheader ]
  %niter1262 = phi i64 [ %niter1262.next.3, %max_block.body121 ], [ 0, %max_block.body121.preheader ]
  %1274 = getelementptr inbounds float, ptr %scratch, i64 %max_block123439
  %block124 = load <8 x float>, ptr %1274, align 4
  %1275 = fcmp ogt <8 x float> %block124, %max_best117.0438
  %1276 = fcmp uno <8 x float> %block124, zeroinitializer
  %1277 = fcmp ord <8 x float> %max_best117.0438, zeroinitializer
  %1278 = and <8 x i1> %1277, %1276
  %take125 = or <8 x i1> %1275, %1278
  %1279 = select <8 x i1> %take125, <8 x float> %block124, <8 x float> %max_best117.0438
  %1280 = insertelement <8 x i64> poison, i64 %max_block123439, i64 0
  %1281 = shufflevector <8 x i64> %1280, <8 x i64> poison, <8 x i32> zeroinitializer
  %1282 = or disjoint <8 x i64> %1281, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1283 = select <8 x i1> %take125, <8 x i64> %1282, <8 x i64> %max_index118.0437
  %1284 = or disjoint i64 %max_block123439, 8
  %1285 = getelementptr inbounds float, ptr %scratch, i64 %1284
  %block124.1 = load <8 x float>, ptr %1285, align 4
  %1286 = fcmp ogt <8 x float> %block124.1, %1279
  %1287 = fcmp uno <8 x float> %block124.1, zeroinitializer
  %1288 = fcmp ord <8 x float> %1279, zeroinitializer
  %1289 = and <8 x i1> %1288, %1287
  %take125.1 = or <8 x i1> %1286, %1289
  %1290 = select <8 x i1> %take125.1, <8 x float> %block124.1, <8 x float> %1279
  %1291 = insertelement <8 x i64> poison, i64 %1284, i64 0
  %1292 = shufflevector <8 x i64> %1291, <8 x i64> poison, <8 x i32> zeroinitializer
  %1293 = or disjoint <8 x i64> %1292, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1294 = select <8 x i1> %take125.1, <8 x i64> %1293, <8 x i64> %1283
  %1295 = or disjoint i64 %max_block123439, 16
  %1296 = getelementptr inbounds float, ptr %scratch, i64 %1295
  %block124.2 = load <8 x float>, ptr %1296, align 4
  %1297 = fcmp ogt <8 x float> %block124.2, %1290
  %1298 = fcmp uno <8 x float> %block124.2, zeroinitializer
  %1299 = fcmp ord <8 x float> %1290, zeroinitializer
  %1300 = and <8 x i1> %1299, %1298
  %take125.2 = or <8 x i1> %1297, %1300
  %1301 = select <8 x i1> %take125.2, <8 x float> %block124.2, <8 x float> %1290
  %1302 = insertelement <8 x i64> poison, i64 %1295, i64 0
  %1303 = shufflevector <8 x i64> %1302, <8 x i64> poison, <8 x i32> zeroinitializer
  %1304 = or disjoint <8 x i64> %1303, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1305 = select <8 x i1> %take125.2, <8 x i64> %1304, <8 x i64> %1294
  %1306 = or disjoint i64 %max_block123439, 24
  %1307 = getelementptr inbounds float, ptr %scratch, i64 %1306
  %block124.3 = load <8 x float>, ptr %1307, align 4
  %1308 = fcmp ogt <8 x float> %block124.3, %1301
  %1309 = fcmp uno <8 x float> %block124.3, zeroinitializer
  %1310 = fcmp ord <8 x float> %1301, zeroinitializer
  %1311 = and <8 x i1> %1310, %1309
  %take125.3 = or <8 x i1> %1308, %1311
  %1312 = select <8 x i1> %take125.3, <8 x float> %block124.3, <8 x float> %1301
  %1313 = insertelement <8 x i64> poison, i64 %1306, i64 0
  %1314 = shufflevector <8 x i64> %1313, <8 x i64> poison, <8 x i32> zeroinitializer
  %1315 = or disjoint <8 x i64> %1314, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1316 = select <8 x i1> %take125.3, <8 x i64> %1315, <8 x i64> %1305
  %1317 = add nuw i64 %max_block123439, 32
  %niter1262.next.3 = add i64 %niter1262, 4
  %niter1262.ncmp.3.not = icmp eq i64 %niter1262.next.3, %unroll_iter1261
  br i1 %niter1262.ncmp.3.not, label %max_block.exit122.loopexit.unr-lcssa, label %max_block.body121

max_block.exit122.loopexit.unr-lcssa:             ; preds = %max_block.body121
  br i1 %lcmp.mod1257.not, label %max_block.exit122, label %max_block.body121.epil.preheader

max_block.body121.epil.preheader:                 ; preds = %max_block.exit122.loopexit.unr-lcssa, %max_block.body121.preheader
  %max_block123439.epil.init = phi i64 [ 0, %max_block.body121.preheader ], [ %1317, %max_block.exit122.loopexit.unr-lcssa ]
  %max_best117.0438.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body121.preheader ], [ %1312, %max_block.exit122.loopexit.unr-lcssa ]
  %max_index118.0437.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body121.preheader ], [ %1316, %max_block.exit122.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1260)
  br label %max_block.body121.epil

max_block.body121.epil:                           ; preds = %max_block.body121.epil, %max_block.body121.epil.preheader
  %max_block123439.epil = phi i64 [ %1328, %max_block.body121.epil ], [ %max_block123439.epil.init, %max_block.body121.epil.preheader ]
  %max_best117.0438.epil = phi <8 x float> [ %1323, %max_block.body121.epil ], [ %max_best117.0438.epil.init, %max_block.body121.epil.preheader ]
  %max_index118.0437.epil = phi <8 x i64> [ %1327, %max_block.body121.epil ], [ %max_index118.0437.epil.init, %max_block.body121.epil.preheader ]
  %epil.iter1256 = phi i64 [ %epil.iter1256.next, %max_block.body121.epil ], [ 0, %max_block.body121.epil.preheader ]
  %1318 = getelementptr inbounds float, ptr %scratch, i64 %max_block123439.epil
  %block124.epil = load <8 x float>, ptr %1318, align 4
  %1319 = fcmp ogt <8 x float> %block124.epil, %max_best117.0438.epil
  %1320 = fcmp uno <8 x float> %block124.epil, zeroinitializer
  %1321 = fcmp ord <8 x float> %max_best117.0438.epil, zeroinitializer
  %1322 = and <8 x i1> %1321, %1320
  %take125.epil = or <8 x i1> %1319, %1322
  %1323 = select <8 x i1> %take125.epil, <8 x float> %block124.epil, <8 x float> %max_best117.0438.epil
  %1324 = insertelement <8 x i64> poison, i64 %max_block123439.epil, i64 0
  %1325 = shufflevector <8 x i64> %1324, <8 x i64> poison, <8 x i32> zeroinitializer
  %1326 = or disjoint <8 x i64> %1325, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1327 = select <8 x i1> %take125.epil, <8 x i64> %1326, <8 x i64> %max_index118.0437.epil
  %1328 = add nuw i64 %max_block123439.epil, 8
  %epil.iter1256.next = add i64 %epil.iter1256, 1
  %epil.iter1256.cmp.not = icmp eq i64 %epil.iter1256.next, %xtraiter1255
  br i1 %epil.iter1256.cmp.not, label %max_block.exit122, label %max_block.body121.epil, !llvm.loop !24

max_block.exit122:                                ; preds = %max_block.exit122.loopexit.unr-lcssa, %max_block.body121.epil, %feature.header107.preheader, %max_block.header120.preheader
  %max_index118.0.lcssa = phi <8 x i64> [ zeroinitializer, %max_block.header120.preheader ], [ zeroinitializer, %feature.header107.preheader ], [ %1316, %max_block.exit122.loopexit.unr-lcssa ], [ %1327, %max_block.body121.epil ]
  %max_best117.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.header120.preheader ], [ splat (float 0xFFF0000000000000), %feature.header107.preheader ], [ %1312, %max_block.exit122.loopexit.unr-lcssa ], [ %1323, %max_block.body121.epil ]
  %1329 = extractelement <8 x float> %max_best117.0.lcssa, i64 0
  %1330 = extractelement <8 x i64> %max_index118.0.lcssa, i64 0
  %1331 = fcmp une float %1329, 0xFFF0000000000000
  %1332 = select i1 %1331, i64 %1330, i64 0
  %1333 = extractelement <8 x float> %max_best117.0.lcssa, i64 1
  %1334 = extractelement <8 x i64> %max_index118.0.lcssa, i64 1
  %1335 = fcmp uno float %1333, 0.000000e+00
  %1336 = fcmp ord float %1329, 0.000000e+00
  %1337 = icmp ult i64 %1334, %1332
  %1338 = fcmp ogt float %1333, %1329
  %1339 = fcmp oeq float %1333, %1329
  %1340 = or i1 %1336, %1337
  %1341 = and i1 %1339, %1337
  %1342 = or i1 %1338, %1341
  %1343 = select i1 %1335, i1 %1340, i1 %1342
  %1344 = select i1 %1343, float %1333, float %1329
  %1345 = select i1 %1343, i64 %1334, i64 %1332
  %1346 = extractelement <8 x float> %max_best117.0.lcssa, i64 2
  %1347 = extractelement <8 x i64> %max_index118.0.lcssa, i64 2
  %1348 = fcmp uno float %1346, 0.000000e+00
  %1349 = fcmp ord float %1344, 0.000000e+00
  %1350 = icmp ult i64 %1347, %1345
  %1351 = fcmp ogt float %1346, %1344
  %1352 = fcmp oeq float %1346, %1344
  %1353 = or i1 %1349, %1350
  %1354 = and i1 %1352, %1350
  %1355 = or i1 %1351, %1354
  %1356 = select i1 %1348, i1 %1353, i1 %1355
  %1357 = select i1 %1356, float %1346, float %1344
  %1358 = select i1 %1356, i64 %1347, i64 %1345
  %1359 = extractelement <8 x float> %max_best117.0.lcssa, i64 3
  %1360 = extractelement <8 x i64> %max_index118.0.lcssa, i64 3
  %1361 = fcmp uno float %1359, 0.000000e+00
  %1362 = fcmp ord float %1357, 0.000000e+00
  %1363 = icmp ult i64 %1360, %1358
  %1364 = fcmp ogt float %1359, %1357
  %1365 = fcmp oeq float %1359, %1357
  %1366 = or i1 %1362, %1363
  %1367 = and i1 %1365, %1363
  %1368 = or i1 %1364, %1367
  %1369 = select i1 %1361, i1 %1366, i1 %1368
  %1370 = select i1 %1369, float %1359, float %1357
  %1371 = select i1 %1369, i64 %1360, i64 %1358
  %1372 = extractelement <8 x float> %max_best117.0.lcssa, i64 4
  %1373 = extractelement <8 x i64> %max_index118.0.lcssa, i64 4
  %1374 = fcmp uno float %1372, 0.000000e+00
  %1375 = fcmp ord float %1370, 0.000000e+00
  %1376 = icmp ult i64 %1373, %1371
  %1377 = fcmp ogt float %1372, %1370
  %1378 = fcmp oeq float %1372, %1370
  %1379 = or i1 %1375, %1376
  %1380 = and i1 %1378, %1376
  %1381 = or i1 %1377, %1380
  %1382 = select i1 %1374, i1 %1379, i1 %1381
  %1383 = select i1 %1382, float %1372, float %1370
  %1384 = select i1 %1382, i64 %1373, i64 %1371
  %1385 = extractelement <8 x float> %max_best117.0.lcssa, i64 5
  %1386 = extractelement <8 x i64> %max_index118.0.lcssa, i64 5
  %1387 = fcmp uno float %1385, 0.000000e+00
  %1388 = fcmp ord float %1383, 0.000000e+00
  %1389 = icmp ult i64 %1386, %1384
  %1390 = fcmp ogt float %1385, %1383
  %1391 = fcmp oeq float %1385, %1383
  %1392 = or i1 %1388, %1389
  %1393 = and i1 %1391, %1389
  %1394 = or i1 %1390, %1393
  %1395 = select i1 %1387, i1 %1392, i1 %1394
  %1396 = select i1 %1395, float %1385, float %1383
  %1397 = select i1 %1395, i64 %1386, i64 %1384
  %1398 = extractelement <8 x float> %max_best117.0.lcssa, i64 6
  %1399 = extractelement <8 x i64> %max_index118.0.lcssa, i64 6
  %1400 = fcmp uno float %1398, 0.000000e+00
  %1401 = fcmp ord float %1396, 0.000000e+00
  %1402 = icmp ult i64 %1399, %1397
  %1403 = fcmp ogt float %1398, %1396
  %1404 = fcmp oeq float %1398, %1396
  %1405 = or i1 %1401, %1402
  %1406 = and i1 %1404, %1402
  %1407 = or i1 %1403, %1406
  %1408 = select i1 %1400, i1 %1405, i1 %1407
  %1409 = select i1 %1408, float %1398, float %1396
  %1410 = select i1 %1408, i64 %1399, i64 %1397
  %1411 = extractelement <8 x float> %max_best117.0.lcssa, i64 7
  %1412 = extractelement <8 x i64> %max_index118.0.lcssa, i64 7
  %1413 = fcmp uno float %1411, 0.000000e+00
  %1414 = fcmp ord float %1409, 0.000000e+00
  %1415 = icmp ult i64 %1412, %1410
  %1416 = fcmp ogt float %1411, %1409
  %1417 = fcmp oeq float %1411, %1409
  %1418 = or i1 %1414, %1415
  %1419 = and i1 %1417, %1415
  %1420 = or i1 %1416, %1419
  %1421 = select i1 %1413, i1 %1418, i1 %1420
  %1422 = select i1 %1421, float %1411, float %1409
  br i1 %.not497, label %feature.header137.preheader, label %fold_tail.body127

feature.header137.preheader:                      ; preds = %fold_tail.body127, %max_block.exit122
  %fold_value112.0.lcssa = phi float [ %1422, %max_block.exit122 ], [ %1487, %fold_tail.body127 ]
  br i1 %.not, label %search.feature.exit176, label %feature.body138.preheader

feature.body138.preheader:                        ; preds = %feature.header137.preheader
  %diff.check893 = icmp ult i64 %112, 32
  %or.cond1149 = select i1 %min.iters.check895, i1 true, i1 %diff.check893
  br i1 %or.cond1149, label %feature.body138.preheader1171, label %vector.ph896

vector.ph896:                                     ; preds = %feature.body138.preheader
  %broadcast.splatinsert901 = insertelement <8 x float> poison, float %uniforms.sroa.15.0, i64 0
  %broadcast.splat902 = shufflevector <8 x float> %broadcast.splatinsert901, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert903 = insertelement <8 x float> poison, float %uniforms.sroa.23.0, i64 0
  %broadcast.splat904 = shufflevector <8 x float> %broadcast.splatinsert903, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert905 = insertelement <8 x float> poison, float %fold_value112.0.lcssa, i64 0
  %broadcast.splat906 = shufflevector <8 x float> %broadcast.splatinsert905, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body907

vector.body907:                                   ; preds = %vector.body907, %vector.ph896
  %index908 = phi i64 [ 0, %vector.ph896 ], [ %index.next911, %vector.body907 ]
  %vec.ind909 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph896 ], [ %vec.ind.next912, %vector.body907 ]
  %1423 = getelementptr inbounds float, ptr %120, i64 %index908
  %wide.load910 = load <8 x float>, ptr %1423, align 4
  %1424 = fmul <8 x float> %broadcast.splat900, %wide.load910
  %1425 = uitofp <8 x i64> %vec.ind909 to <8 x float>
  %1426 = fcmp ogt <8 x float> %wide.load910, %broadcast.splat902
  %1427 = select <8 x i1> %1426, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1428 = fcmp oeq <8 x float> %wide.load910, %broadcast.splat902
  %1429 = fcmp oge <8 x float> %broadcast.splat904, %1425
  %1430 = select <8 x i1> %1428, <8 x i1> %1429, <8 x i1> zeroinitializer
  %1431 = select <8 x i1> %1430, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1432 = fcmp ogt <8 x float> %1431, %1427
  %1433 = select <8 x i1> %1432, <8 x float> %1431, <8 x float> %1427
  %1434 = fsub <8 x float> %1424, %broadcast.splat906
  %1435 = fcmp olt <8 x float> %1434, splat (float -1.040000e+02)
  %1436 = select <8 x i1> %1435, <8 x float> splat (float -1.040000e+02), <8 x float> %1434
  %1437 = fcmp ogt <8 x float> %1436, splat (float 8.900000e+01)
  %1438 = select <8 x i1> %1437, <8 x float> splat (float 8.900000e+01), <8 x float> %1436
  %1439 = fmul <8 x float> %1438, splat (float 0x3FF7154760000000)
  %1440 = fadd <8 x float> %1439, splat (float 0x4168000000000000)
  %1441 = fadd <8 x float> %1440, splat (float 0xC168000000000000)
  %1442 = bitcast <8 x float> %1440 to <8 x i32>
  %1443 = fmul <8 x float> %1441, splat (float 0x3FE62E4000000000)
  %1444 = fsub <8 x float> %1438, %1443
  %1445 = fmul <8 x float> %1441, splat (float 0x3EB7F7D1C0000000)
  %1446 = fsub <8 x float> %1444, %1445
  %1447 = fmul <8 x float> %1446, %1446
  %1448 = fmul <8 x float> %1447, splat (float 0x3E66376980000000)
  %1449 = fadd <8 x float> %1448, splat (float 0xBEBBBD41C0000000)
  %1450 = fmul <8 x float> %1447, %1449
  %1451 = fadd <8 x float> %1450, splat (float 0x3F11566AA0000000)
  %1452 = fmul <8 x float> %1447, %1451
  %1453 = fadd <8 x float> %1452, splat (float 0xBF66C16C20000000)
  %1454 = fmul <8 x float> %1447, %1453
  %1455 = fadd <8 x float> %1454, splat (float 0x3FC5555560000000)
  %1456 = fmul <8 x float> %1447, %1455
  %1457 = fsub <8 x float> %1446, %1456
  %1458 = fmul <8 x float> %1446, %1457
  %1459 = fsub <8 x float> splat (float 2.000000e+00), %1457
  %1460 = fdiv <8 x float> %1458, %1459
  %1461 = fsub <8 x float> %1445, %1460
  %1462 = fsub <8 x float> %1444, %1461
  %1463 = fadd <8 x float> %1462, splat (float 1.000000e+00)
  %1464 = add <8 x i32> %1442, splat (i32 -1262485248)
  %1465 = lshr <8 x i32> %1464, splat (i32 1)
  %1466 = add <8 x i32> %1442, splat (i32 255)
  %1467 = sub <8 x i32> %1466, %1465
  %1468 = shl <8 x i32> %1465, splat (i32 23)
  %1469 = add <8 x i32> %1468, splat (i32 -8388608)
  %1470 = shl <8 x i32> %1467, splat (i32 23)
  %1471 = bitcast <8 x i32> %1469 to <8 x float>
  %1472 = bitcast <8 x i32> %1470 to <8 x float>
  %1473 = fmul <8 x float> %1463, %1471
  %1474 = fmul <8 x float> %1473, %1472
  %1475 = fcmp uno <8 x float> %1434, zeroinitializer
  %1476 = select <8 x i1> %1475, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1474
  %1477 = fcmp une <8 x float> %1433, zeroinitializer
  %1478 = select <8 x i1> %1477, <8 x float> %1476, <8 x float> zeroinitializer
  %1479 = getelementptr inbounds float, ptr %scratch, i64 %index908
  store <8 x float> %1478, ptr %1479, align 4
  %index.next911 = add nuw i64 %index908, 8
  %vec.ind.next912 = add nuw <8 x i64> %vec.ind909, splat (i64 8)
  %1480 = icmp eq i64 %index.next911, %n.vec898
  br i1 %1480, label %middle.block913, label %vector.body907, !llvm.loop !25

middle.block913:                                  ; preds = %vector.body907
  br i1 %cmp.n914, label %fold_tail.body149.preheader, label %feature.body138.preheader1171

feature.body138.preheader1171:                    ; preds = %feature.body138.preheader, %middle.block913
  %feature140446.ph = phi i64 [ 0, %feature.body138.preheader ], [ %n.vec898, %middle.block913 ]
  br label %feature.body138

fold_tail.body149.preheader:                      ; preds = %feature.body138, %middle.block913
  br i1 %95, label %fold_tail.body149.epil.preheader, label %fold_tail.body149

fold_tail.body127:                                ; preds = %max_block.exit122, %fold_tail.body127
  %fold_tail129444 = phi i64 [ %1488, %fold_tail.body127 ], [ %blocks_end, %max_block.exit122 ]
  %fold_value112.0443 = phi float [ %1487, %fold_tail.body127 ], [ %1422, %max_block.exit122 ]
  %1481 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail129444
  %1482 = load float, ptr %1481, align 4
  %1483 = fcmp ogt float %1482, %fold_value112.0443
  %1484 = fcmp uno float %1482, 0.000000e+00
  %1485 = fcmp ord float %fold_value112.0443, 0.000000e+00
  %1486 = and i1 %1485, %1484
  %take130 = or i1 %1483, %1486
  %1487 = select i1 %take130, float %1482, float %fold_value112.0443
  %1488 = add nuw i64 %fold_tail129444, 1
  %1489 = icmp ult i64 %1488, %n_features
  br i1 %1489, label %fold_tail.body127, label %feature.header137.preheader

feature.body138:                                  ; preds = %feature.body138.preheader1171, %feature.body138
  %feature140446 = phi i64 [ %1546, %feature.body138 ], [ %feature140446.ph, %feature.body138.preheader1171 ]
  %1490 = getelementptr inbounds float, ptr %120, i64 %feature140446
  %1491 = load float, ptr %1490, align 4
  %1492 = fmul float %inv_t, %1491
  %feature141 = uitofp i64 %feature140446 to float
  %1493 = fcmp ogt float %1491, %uniforms.sroa.15.0
  %1494 = select i1 %1493, float 1.000000e+00, float 0.000000e+00
  %1495 = fcmp oeq float %1491, %uniforms.sroa.15.0
  %1496 = fcmp oge float %uniforms.sroa.23.0, %feature141
  %1497 = select i1 %1495, i1 %1496, i1 false
  %1498 = select i1 %1497, float 1.000000e+00, float 0.000000e+00
  %1499 = fcmp ogt float %1498, %1494
  %max142 = select i1 %1499, float %1498, float %1494
  %1500 = fsub float %1492, %fold_value112.0.lcssa
  %1501 = fcmp olt float %1500, -1.040000e+02
  %1502 = select i1 %1501, float -1.040000e+02, float %1500
  %1503 = fcmp ogt float %1502, 8.900000e+01
  %1504 = select i1 %1503, float 8.900000e+01, float %1502
  %1505 = fmul float %1504, 0x3FF7154760000000
  %1506 = fadd float %1505, 0x4168000000000000
  %1507 = fadd float %1506, 0xC168000000000000
  %1508 = bitcast float %1506 to i32
  %1509 = fmul float %1507, 0x3FE62E4000000000
  %1510 = fsub float %1504, %1509
  %1511 = fmul float %1507, 0x3EB7F7D1C0000000
  %1512 = fsub float %1510, %1511
  %1513 = fmul float %1512, %1512
  %1514 = fmul float %1513, 0x3E66376980000000
  %1515 = fadd float %1514, 0xBEBBBD41C0000000
  %1516 = fmul float %1513, %1515
  %1517 = fadd float %1516, 0x3F11566AA0000000
  %1518 = fmul float %1513, %1517
  %1519 = fadd float %1518, 0xBF66C16C20000000
  %1520 = fmul float %1513, %1519
  %1521 = fadd float %1520, 0x3FC5555560000000
  %1522 = fmul float %1513, %1521
  %1523 = fsub float %1512, %1522
  %1524 = fmul float %1512, %1523
  %1525 = fsub float 2.000000e+00, %1523
  %1526 = fdiv float %1524, %1525
  %1527 = fsub float %1511, %1526
  %1528 = fsub float %1510, %1527
  %1529 = fadd float %1528, 1.000000e+00
  %1530 = add i32 %1508, -1262485248
  %1531 = lshr i32 %1530, 1
  %1532 = add i32 %1508, 255
  %1533 = sub i32 %1532, %1531
  %1534 = shl i32 %1531, 23
  %1535 = add i32 %1534, -8388608
  %1536 = shl i32 %1533, 23
  %1537 = bitcast i32 %1535 to float
  %1538 = bitcast i32 %1536 to float
  %1539 = fmul float %1529, %1537
  %1540 = fmul float %1539, %1538
  %1541 = fcmp uno float %1500, 0.000000e+00
  %1542 = select i1 %1541, float 0x7FF8000000000000, float %1540
  %1543 = fcmp une float %max142, 0.000000e+00
  %1544 = select i1 %1543, float %1542, float 0.000000e+00
  %1545 = getelementptr inbounds float, ptr %scratch, i64 %feature140446
  store float %1544, ptr %1545, align 4
  %1546 = add nuw i64 %feature140446, 1
  %exitcond572.not = icmp eq i64 %1546, %n_features
  br i1 %exitcond572.not, label %fold_tail.body149.preheader, label %feature.body138, !llvm.loop !26

feature.body159.preheader.unr-lcssa:              ; preds = %fold_tail.body149
  br i1 %lcmp.mod1265.not, label %feature.body159.preheader, label %fold_tail.body149.epil.preheader

fold_tail.body149.epil.preheader:                 ; preds = %feature.body159.preheader.unr-lcssa, %fold_tail.body149.preheader
  %fold_tail151448.epil.init = phi i64 [ 0, %fold_tail.body149.preheader ], [ %1651, %feature.body159.preheader.unr-lcssa ]
  %fold_value143.0447.epil.init = phi float [ 0.000000e+00, %fold_tail.body149.preheader ], [ %1650, %feature.body159.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1267)
  br label %fold_tail.body149.epil

fold_tail.body149.epil:                           ; preds = %fold_tail.body149.epil, %fold_tail.body149.epil.preheader
  %fold_tail151448.epil = phi i64 [ %1550, %fold_tail.body149.epil ], [ %fold_tail151448.epil.init, %fold_tail.body149.epil.preheader ]
  %fold_value143.0447.epil = phi float [ %1549, %fold_tail.body149.epil ], [ %fold_value143.0447.epil.init, %fold_tail.body149.epil.preheader ]
  %epil.iter1264 = phi i64 [ %epil.iter1264.next, %fold_tail.body149.epil ], [ 0, %fold_tail.body149.epil.preheader ]
  %1547 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail151448.epil
  %1548 = load float, ptr %1547, align 4
  %1549 = fadd float %fold_value143.0447.epil, %1548
  %1550 = add nuw i64 %fold_tail151448.epil, 1
  %epil.iter1264.next = add i64 %epil.iter1264, 1
  %epil.iter1264.cmp.not = icmp eq i64 %epil.iter1264.next, %xtraiter1263
  br i1 %epil.iter1264.cmp.not, label %feature.body159.preheader, label %fold_tail.body149.epil, !llvm.loop !27

feature.body159.preheader:                        ; preds = %fold_tail.body149.epil, %feature.body159.preheader.unr-lcssa
  %.lcssa1204 = phi float [ %1650, %feature.body159.preheader.unr-lcssa ], [ %1549, %fold_tail.body149.epil ]
  br i1 %min.iters.check869, label %feature.body159.preheader1170, label %vector.memcheck865

vector.memcheck865:                               ; preds = %feature.body159.preheader
  %diff.check866 = icmp ult i64 %114, 32
  %diff.check867 = icmp ult i64 %115, 32
  %conflict.rdx = or i1 %diff.check866, %diff.check867
  br i1 %conflict.rdx, label %feature.body159.preheader1170, label %vector.ph870

vector.ph870:                                     ; preds = %vector.memcheck865
  %broadcast.splatinsert873 = insertelement <8 x float> poison, float %.lcssa1204, i64 0
  %broadcast.splat874 = shufflevector <8 x float> %broadcast.splatinsert873, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert877 = insertelement <8 x float> poison, float %uniforms.sroa.15.0, i64 0
  %broadcast.splat878 = shufflevector <8 x float> %broadcast.splatinsert877, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert879 = insertelement <8 x float> poison, float %uniforms.sroa.23.0, i64 0
  %broadcast.splat880 = shufflevector <8 x float> %broadcast.splatinsert879, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert881 = insertelement <8 x float> poison, float %fold_value112.0.lcssa, i64 0
  %broadcast.splat882 = shufflevector <8 x float> %broadcast.splatinsert881, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body883

vector.body883:                                   ; preds = %vector.body883, %vector.ph870
  %index884 = phi i64 [ 0, %vector.ph870 ], [ %index.next887, %vector.body883 ]
  %vec.ind885 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph870 ], [ %vec.ind.next888, %vector.body883 ]
  %1551 = getelementptr inbounds float, ptr %120, i64 %index884
  %wide.load886 = load <8 x float>, ptr %1551, align 4
  %1552 = fmul <8 x float> %broadcast.splat876, %wide.load886
  %1553 = uitofp <8 x i64> %vec.ind885 to <8 x float>
  %1554 = fcmp ogt <8 x float> %wide.load886, %broadcast.splat878
  %1555 = select <8 x i1> %1554, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1556 = fcmp oeq <8 x float> %wide.load886, %broadcast.splat878
  %1557 = fcmp oge <8 x float> %broadcast.splat880, %1553
  %1558 = select <8 x i1> %1556, <8 x i1> %1557, <8 x i1> zeroinitializer
  %1559 = select <8 x i1> %1558, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1560 = fcmp ogt <8 x float> %1559, %1555
  %1561 = select <8 x i1> %1560, <8 x float> %1559, <8 x float> %1555
  %1562 = fsub <8 x float> %1552, %broadcast.splat882
  %1563 = fcmp olt <8 x float> %1562, splat (float -1.040000e+02)
  %1564 = select <8 x i1> %1563, <8 x float> splat (float -1.040000e+02), <8 x float> %1562
  %1565 = fcmp ogt <8 x float> %1564, splat (float 8.900000e+01)
  %1566 = select <8 x i1> %1565, <8 x float> splat (float 8.900000e+01), <8 x float> %1564
  %1567 = fmul <8 x float> %1566, splat (float 0x3FF7154760000000)
  %1568 = fadd <8 x float> %1567, splat (float 0x4168000000000000)
  %1569 = fadd <8 x float> %1568, splat (float 0xC168000000000000)
  %1570 = bitcast <8 x float> %1568 to <8 x i32>
  %1571 = fmul <8 x float> %1569, splat (float 0x3FE62E4000000000)
  %1572 = fsub <8 x float> %1566, %1571
  %1573 = fmul <8 x float> %1569, splat (float 0x3EB7F7D1C0000000)
  %1574 = fsub <8 x float> %1572, %1573
  %1575 = fmul <8 x float> %1574, %1574
  %1576 = fmul <8 x float> %1575, splat (float 0x3E66376980000000)
  %1577 = fadd <8 x float> %1576, splat (float 0xBEBBBD41C0000000)
  %1578 = fmul <8 x float> %1575, %1577
  %1579 = fadd <8 x float> %1578, splat (float 0x3F11566AA0000000)
  %1580 = fmul <8 x float> %1575, %1579
  %1581 = fadd <8 x float> %1580, splat (float 0xBF66C16C20000000)
  %1582 = fmul <8 x float> %1575, %1581
  %1583 = fadd <8 x float> %1582, splat (float 0x3FC5555560000000)
  %1584 = fmul <8 x float> %1575, %1583
  %1585 = fsub <8 x float> %1574, %1584
  %1586 = fmul <8 x float> %1574, %1585
  %1587 = fsub <8 x float> splat (float 2.000000e+00), %1585
  %1588 = fdiv <8 x float> %1586, %1587
  %1589 = fsub <8 x float> %1573, %1588
  %1590 = fsub <8 x float> %1572, %1589
  %1591 = fadd <8 x float> %1590, splat (float 1.000000e+00)
  %1592 = add <8 x i32> %1570, splat (i32 -1262485248)
  %1593 = lshr <8 x i32> %1592, splat (i32 1)
  %1594 = add <8 x i32> %1570, splat (i32 255)
  %1595 = sub <8 x i32> %1594, %1593
  %1596 = shl <8 x i32> %1593, splat (i32 23)
  %1597 = add <8 x i32> %1596, splat (i32 -8388608)
  %1598 = shl <8 x i32> %1595, splat (i32 23)
  %1599 = bitcast <8 x i32> %1597 to <8 x float>
  %1600 = bitcast <8 x i32> %1598 to <8 x float>
  %1601 = fmul <8 x float> %1591, %1599
  %1602 = fmul <8 x float> %1601, %1600
  %1603 = fcmp uno <8 x float> %1562, zeroinitializer
  %1604 = select <8 x i1> %1603, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1602
  %1605 = fdiv <8 x float> %1604, %broadcast.splat874
  %1606 = fcmp une <8 x float> %1561, zeroinitializer
  %1607 = select <8 x i1> %1606, <8 x float> %1605, <8 x float> zeroinitializer
  %1608 = fadd <8 x float> %1605, zeroinitializer
  %1609 = select <8 x i1> %1606, <8 x float> %1608, <8 x float> splat (float -1.000000e+00)
  %1610 = bitcast <8 x float> %1609 to <8 x i32>
  %1611 = icmp slt <8 x i32> %1610, zeroinitializer
  %1612 = xor <8 x i32> %1610, splat (i32 -1)
  %1613 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %1609)
  %1614 = fneg <8 x float> %1613
  %1615 = bitcast <8 x float> %1614 to <8 x i32>
  %1616 = select <8 x i1> %1611, <8 x i32> %1612, <8 x i32> %1615
  %1617 = getelementptr inbounds float, ptr %scratch, i64 %index884
  store <8 x i32> %1616, ptr %1617, align 4
  %1618 = getelementptr float, ptr %13, i64 %index884
  store <8 x float> %1607, ptr %1618, align 4
  %index.next887 = add nuw i64 %index884, 8
  %vec.ind.next888 = add nuw <8 x i64> %vec.ind885, splat (i64 8)
  %1619 = icmp eq i64 %index.next887, %n.vec872
  br i1 %1619, label %middle.block889, label %vector.body883, !llvm.loop !28

middle.block889:                                  ; preds = %vector.body883
  br i1 %cmp.n890, label %compact.body.preheader, label %feature.body159.preheader1170

feature.body159.preheader1170:                    ; preds = %vector.memcheck865, %feature.body159.preheader, %middle.block889
  %feature161450.ph = phi i64 [ 0, %vector.memcheck865 ], [ 0, %feature.body159.preheader ], [ %n.vec872, %middle.block889 ]
  br label %feature.body159

compact.body.preheader:                           ; preds = %feature.body159, %middle.block889
  br i1 %96, label %compact.body.epil.preheader, label %compact.body

fold_tail.body149:                                ; preds = %fold_tail.body149.preheader, %fold_tail.body149
  %fold_tail151448 = phi i64 [ %1651, %fold_tail.body149 ], [ 0, %fold_tail.body149.preheader ]
  %fold_value143.0447 = phi float [ %1650, %fold_tail.body149 ], [ 0.000000e+00, %fold_tail.body149.preheader ]
  %niter1269 = phi i64 [ %niter1269.next.7, %fold_tail.body149 ], [ 0, %fold_tail.body149.preheader ]
  %1620 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail151448
  %1621 = load float, ptr %1620, align 4
  %1622 = fadd float %fold_value143.0447, %1621
  %1623 = getelementptr float, ptr %scratch, i64 %fold_tail151448
  %1624 = getelementptr i8, ptr %1623, i64 4
  %1625 = load float, ptr %1624, align 4
  %1626 = fadd float %1622, %1625
  %1627 = getelementptr float, ptr %scratch, i64 %fold_tail151448
  %1628 = getelementptr i8, ptr %1627, i64 8
  %1629 = load float, ptr %1628, align 4
  %1630 = fadd float %1626, %1629
  %1631 = getelementptr float, ptr %scratch, i64 %fold_tail151448
  %1632 = getelementptr i8, ptr %1631, i64 12
  %1633 = load float, ptr %1632, align 4
  %1634 = fadd float %1630, %1633
  %1635 = getelementptr float, ptr %scratch, i64 %fold_tail151448
  %1636 = getelementptr i8, ptr %1635, i64 16
  %1637 = load float, ptr %1636, align 4
  %1638 = fadd float %1634, %1637
  %1639 = getelementptr float, ptr %scratch, i64 %fold_tail151448
  %1640 = getelementptr i8, ptr %1639, i64 20
  %1641 = load float, ptr %1640, align 4
  %1642 = fadd float %1638, %1641
  %1643 = getelementptr float, ptr %scratch, i64 %fold_tail151448
  %1644 = getelementptr i8, ptr %1643, i64 24
  %1645 = load float, ptr %1644, align 4
  %1646 = fadd float %1642, %1645
  %1647 = getelementptr float, ptr %scratch, i64 %fold_tail151448
  %1648 = getelementptr i8, ptr %1647, i64 28
  %1649 = load float, ptr %1648, align 4
  %1650 = fadd float %1646, %1649
  %1651 = add nuw i64 %fold_tail151448, 8
  %niter1269.next.7 = add i64 %niter1269, 8
  %niter1269.ncmp.7 = icmp eq i64 %niter1269.next.7, %unroll_iter1268
  br i1 %niter1269.ncmp.7, label %feature.body159.preheader.unr-lcssa, label %fold_tail.body149

feature.body159:                                  ; preds = %feature.body159.preheader1170, %feature.body159
  %feature161450 = phi i64 [ %1719, %feature.body159 ], [ %feature161450.ph, %feature.body159.preheader1170 ]
  %1652 = getelementptr inbounds float, ptr %120, i64 %feature161450
  %1653 = load float, ptr %1652, align 4
  %1654 = fmul float %inv_t, %1653
  %feature162 = uitofp i64 %feature161450 to float
  %1655 = fcmp ogt float %1653, %uniforms.sroa.15.0
  %1656 = select i1 %1655, float 1.000000e+00, float 0.000000e+00
  %1657 = fcmp oeq float %1653, %uniforms.sroa.15.0
  %1658 = fcmp oge float %uniforms.sroa.23.0, %feature162
  %1659 = select i1 %1657, i1 %1658, i1 false
  %1660 = select i1 %1659, float 1.000000e+00, float 0.000000e+00
  %1661 = fcmp ogt float %1660, %1656
  %max163 = select i1 %1661, float %1660, float %1656
  %1662 = fsub float %1654, %fold_value112.0.lcssa
  %1663 = fcmp olt float %1662, -1.040000e+02
  %1664 = select i1 %1663, float -1.040000e+02, float %1662
  %1665 = fcmp ogt float %1664, 8.900000e+01
  %1666 = select i1 %1665, float 8.900000e+01, float %1664
  %1667 = fmul float %1666, 0x3FF7154760000000
  %1668 = fadd float %1667, 0x4168000000000000
  %1669 = fadd float %1668, 0xC168000000000000
  %1670 = bitcast float %1668 to i32
  %1671 = fmul float %1669, 0x3FE62E4000000000
  %1672 = fsub float %1666, %1671
  %1673 = fmul float %1669, 0x3EB7F7D1C0000000
  %1674 = fsub float %1672, %1673
  %1675 = fmul float %1674, %1674
  %1676 = fmul float %1675, 0x3E66376980000000
  %1677 = fadd float %1676, 0xBEBBBD41C0000000
  %1678 = fmul float %1675, %1677
  %1679 = fadd float %1678, 0x3F11566AA0000000
  %1680 = fmul float %1675, %1679
  %1681 = fadd float %1680, 0xBF66C16C20000000
  %1682 = fmul float %1675, %1681
  %1683 = fadd float %1682, 0x3FC5555560000000
  %1684 = fmul float %1675, %1683
  %1685 = fsub float %1674, %1684
  %1686 = fmul float %1674, %1685
  %1687 = fsub float 2.000000e+00, %1685
  %1688 = fdiv float %1686, %1687
  %1689 = fsub float %1673, %1688
  %1690 = fsub float %1672, %1689
  %1691 = fadd float %1690, 1.000000e+00
  %1692 = add i32 %1670, -1262485248
  %1693 = lshr i32 %1692, 1
  %1694 = add i32 %1670, 255
  %1695 = sub i32 %1694, %1693
  %1696 = shl i32 %1693, 23
  %1697 = add i32 %1696, -8388608
  %1698 = shl i32 %1695, 23
  %1699 = bitcast i32 %1697 to float
  %1700 = bitcast i32 %1698 to float
  %1701 = fmul float %1691, %1699
  %1702 = fmul float %1701, %1700
  %1703 = fcmp uno float %1662, 0.000000e+00
  %1704 = select i1 %1703, float 0x7FF8000000000000, float %1702
  %1705 = fdiv float %1704, %.lcssa1204
  %1706 = fcmp une float %max163, 0.000000e+00
  %1707 = select i1 %1706, float %1705, float 0.000000e+00
  %1708 = fadd float %1705, 0.000000e+00
  %1709 = select i1 %1706, float %1708, float -1.000000e+00
  %1710 = bitcast float %1709 to i32
  %1711 = icmp slt i32 %1710, 0
  %1712 = xor i32 %1710, -1
  %1713 = tail call float @llvm.fabs.f32(float %1709)
  %1714 = fneg float %1713
  %1715 = bitcast float %1714 to i32
  %1716 = select i1 %1711, i32 %1712, i32 %1715
  %1717 = getelementptr inbounds float, ptr %scratch, i64 %feature161450
  store i32 %1716, ptr %1717, align 4
  %1718 = getelementptr float, ptr %13, i64 %feature161450
  store float %1707, ptr %1718, align 4
  %1719 = add nuw i64 %feature161450, 1
  %exitcond574.not = icmp eq i64 %1719, %n_features
  br i1 %exitcond574.not, label %compact.body.preheader, label %feature.body159, !llvm.loop !29

search.feature.header174.preheader.unr-lcssa:     ; preds = %compact.keep.done.1
  br i1 %lcmp.mod1272.not, label %search.feature.header174.preheader, label %compact.body.epil.preheader

compact.body.epil.preheader:                      ; preds = %search.feature.header174.preheader.unr-lcssa, %compact.body.preheader
  %compact452.epil.init = phi i64 [ 0, %compact.body.preheader ], [ %1746, %search.feature.header174.preheader.unr-lcssa ]
  %nonzero.0451.epil.init = phi i64 [ 0, %compact.body.preheader ], [ %nonzero.1.1, %search.feature.header174.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1274)
  %1720 = getelementptr float, ptr %13, i64 %compact452.epil.init
  %1721 = load float, ptr %1720, align 4
  %nonzero165.epil = fcmp une float %1721, 0.000000e+00
  br i1 %nonzero165.epil, label %compact.keep.then.epil, label %search.feature.header174.preheader

compact.keep.then.epil:                           ; preds = %compact.body.epil.preheader
  %1722 = getelementptr inbounds float, ptr %scratch, i64 %compact452.epil.init
  %key166.epil = load i32, ptr %1722, align 4
  %1723 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.0451.epil.init
  store i32 %key166.epil, ptr %1723, align 4
  %1724 = getelementptr float, ptr %13, i64 %nonzero.0451.epil.init
  store float %1721, ptr %1724, align 4
  %1725 = getelementptr float, ptr %14, i64 %nonzero.0451.epil.init
  %1726 = trunc i64 %compact452.epil.init to i32
  store i32 %1726, ptr %1725, align 4
  %1727 = add i64 %nonzero.0451.epil.init, 1
  br label %search.feature.header174.preheader

search.feature.header174.preheader:               ; preds = %compact.body.epil.preheader, %compact.keep.then.epil, %search.feature.header174.preheader.unr-lcssa
  %nonzero.1.lcssa = phi i64 [ %nonzero.1.1, %search.feature.header174.preheader.unr-lcssa ], [ %1727, %compact.keep.then.epil ], [ %nonzero.0451.epil.init, %compact.body.epil.preheader ]
  %.not529 = icmp eq i64 %nonzero.1.lcssa, 0
  br i1 %.not529, label %search.feature.exit176, label %search.feature.body175.preheader

search.feature.body175.preheader:                 ; preds = %search.feature.header174.preheader
  %xtraiter1277 = and i64 %nonzero.1.lcssa, 7
  %1728 = icmp ult i64 %nonzero.1.lcssa, 8
  br i1 %1728, label %search.feature.body175.epil.preheader, label %search.feature.body175.preheader.new

search.feature.body175.preheader.new:             ; preds = %search.feature.body175.preheader
  %unroll_iter1282 = and i64 %nonzero.1.lcssa, -8
  br label %search.feature.body175

compact.body:                                     ; preds = %compact.body.preheader, %compact.keep.done.1
  %compact452 = phi i64 [ %1746, %compact.keep.done.1 ], [ 0, %compact.body.preheader ]
  %nonzero.0451 = phi i64 [ %nonzero.1.1, %compact.keep.done.1 ], [ 0, %compact.body.preheader ]
  %niter1276 = phi i64 [ %niter1276.next.1, %compact.keep.done.1 ], [ 0, %compact.body.preheader ]
  %1729 = getelementptr float, ptr %13, i64 %compact452
  %1730 = load float, ptr %1729, align 4
  %nonzero165 = fcmp une float %1730, 0.000000e+00
  br i1 %nonzero165, label %compact.keep.then, label %compact.keep.done

compact.keep.then:                                ; preds = %compact.body
  %1731 = getelementptr inbounds float, ptr %scratch, i64 %compact452
  %key166 = load i32, ptr %1731, align 4
  %1732 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.0451
  store i32 %key166, ptr %1732, align 4
  %1733 = getelementptr float, ptr %13, i64 %nonzero.0451
  store float %1730, ptr %1733, align 4
  %1734 = getelementptr float, ptr %14, i64 %nonzero.0451
  %1735 = trunc i64 %compact452 to i32
  store i32 %1735, ptr %1734, align 4
  %1736 = add i64 %nonzero.0451, 1
  br label %compact.keep.done

compact.keep.done:                                ; preds = %compact.keep.then, %compact.body
  %nonzero.1 = phi i64 [ %1736, %compact.keep.then ], [ %nonzero.0451, %compact.body ]
  %1737 = or disjoint i64 %compact452, 1
  %1738 = getelementptr float, ptr %13, i64 %1737
  %1739 = load float, ptr %1738, align 4
  %nonzero165.1 = fcmp une float %1739, 0.000000e+00
  br i1 %nonzero165.1, label %compact.keep.then.1, label %compact.keep.done.1

compact.keep.then.1:                              ; preds = %compact.keep.done
  %1740 = getelementptr inbounds float, ptr %scratch, i64 %1737
  %key166.1 = load i32, ptr %1740, align 4
  %1741 = getelementptr inbounds float, ptr %scratch, i64 %nonzero.1
  store i32 %key166.1, ptr %1741, align 4
  %1742 = getelementptr float, ptr %13, i64 %nonzero.1
  store float %1739, ptr %1742, align 4
  %1743 = getelementptr float, ptr %14, i64 %nonzero.1
  %1744 = trunc i64 %1737 to i32
  store i32 %1744, ptr %1743, align 4
  %1745 = add i64 %nonzero.1, 1
  br label %compact.keep.done.1

compact.keep.done.1:                              ; preds = %compact.keep.then.1, %compact.keep.done
  %nonzero.1.1 = phi i64 [ %1745, %compact.keep.then.1 ], [ %nonzero.1, %compact.keep.done ]
  %1746 = add nuw i64 %compact452, 2
  %niter1276.next.1 = add i64 %niter1276, 2
  %niter1276.ncmp.1 = icmp eq i64 %niter1276.next.1, %unroll_iter1275
  br i1 %niter1276.ncmp.1, label %search.feature.header174.preheader.unr-lcssa, label %compact.body

search.feature.body175:                           ; preds = %search.feature.body175, %search.feature.body175.preheader.new
  %search.feature177455 = phi i64 [ 0, %search.feature.body175.preheader.new ], [ %1778, %search.feature.body175 ]
  %fold_value169.0454 = phi float [ 0.000000e+00, %search.feature.body175.preheader.new ], [ %1777, %search.feature.body175 ]
  %niter1283 = phi i64 [ 0, %search.feature.body175.preheader.new ], [ %niter1283.next.7, %search.feature.body175 ]
  %1747 = getelementptr float, ptr %13, i64 %search.feature177455
  %1748 = load float, ptr %1747, align 4
  %1749 = fadd float %fold_value169.0454, %1748
  %1750 = getelementptr float, ptr %13, i64 %search.feature177455
  %1751 = getelementptr i8, ptr %1750, i64 4
  %1752 = load float, ptr %1751, align 4
  %1753 = fadd float %1749, %1752
  %1754 = getelementptr float, ptr %13, i64 %search.feature177455
  %1755 = getelementptr i8, ptr %1754, i64 8
  %1756 = load float, ptr %1755, align 4
  %1757 = fadd float %1753, %1756
  %1758 = getelementptr float, ptr %13, i64 %search.feature177455
  %1759 = getelementptr i8, ptr %1758, i64 12
  %1760 = load float, ptr %1759, align 4
  %1761 = fadd float %1757, %1760
  %1762 = getelementptr float, ptr %13, i64 %search.feature177455
  %1763 = getelementptr i8, ptr %1762, i64 16
  %1764 = load float, ptr %1763, align 4
  %1765 = fadd float %1761, %1764
  %1766 = getelementptr float, ptr %13, i64 %search.feature177455
  %1767 = getelementptr i8, ptr %1766, i64 20
  %1768 = load float, ptr %1767, align 4
  %1769 = fadd float %1765, %1768
  %1770 = getelementptr float, ptr %13, i64 %search.feature177455
  %1771 = getelementptr i8, ptr %1770, i64 24
  %1772 = load float, ptr %1771, align 4
  %1773 = fadd float %1769, %1772
  %1774 = getelementptr float, ptr %13, i64 %search.feature177455
  %1775 = getelementptr i8, ptr %1774, i64 28
  %1776 = load float, ptr %1775, align 4
  %1777 = fadd float %1773, %1776
  %1778 = add nuw i64 %search.feature177455, 8
  %niter1283.next.7 = add i64 %niter1283, 8
  %niter1283.ncmp.7 = icmp eq i64 %niter1283.next.7, %unroll_iter1282
  br i1 %niter1283.ncmp.7, label %search.feature.exit176.loopexit.unr-lcssa, label %search.feature.body175

search.feature.exit176.loopexit.unr-lcssa:        ; preds = %search.feature.body175
  %lcmp.mod1279.not = icmp eq i64 %xtraiter1277, 0
  br i1 %lcmp.mod1279.not, label %search.feature.exit176, label %search.feature.body175.epil.preheader

search.feature.body175.epil.preheader:            ; preds = %search.feature.exit176.loopexit.unr-lcssa, %search.feature.body175.preheader
  %search.feature177455.epil.init = phi i64 [ 0, %search.feature.body175.preheader ], [ %1778, %search.feature.exit176.loopexit.unr-lcssa ]
  %fold_value169.0454.epil.init = phi float [ 0.000000e+00, %search.feature.body175.preheader ], [ %1777, %search.feature.exit176.loopexit.unr-lcssa ]
  %lcmp.mod1281 = icmp ne i64 %xtraiter1277, 0
  tail call void @llvm.assume(i1 %lcmp.mod1281)
  br label %search.feature.body175.epil

search.feature.body175.epil:                      ; preds = %search.feature.body175.epil, %search.feature.body175.epil.preheader
  %search.feature177455.epil = phi i64 [ %1782, %search.feature.body175.epil ], [ %search.feature177455.epil.init, %search.feature.body175.epil.preheader ]
  %fold_value169.0454.epil = phi float [ %1781, %search.feature.body175.epil ], [ %fold_value169.0454.epil.init, %search.feature.body175.epil.preheader ]
  %epil.iter1278 = phi i64 [ %epil.iter1278.next, %search.feature.body175.epil ], [ 0, %search.feature.body175.epil.preheader ]
  %1779 = getelementptr float, ptr %13, i64 %search.feature177455.epil
  %1780 = load float, ptr %1779, align 4
  %1781 = fadd float %fold_value169.0454.epil, %1780
  %1782 = add nuw i64 %search.feature177455.epil, 1
  %epil.iter1278.next = add i64 %epil.iter1278, 1
  %epil.iter1278.cmp.not = icmp eq i64 %epil.iter1278.next, %xtraiter1277
  br i1 %epil.iter1278.cmp.not, label %search.feature.exit176, label %search.feature.body175.epil, !llvm.loop !30

search.feature.exit176:                           ; preds = %search.feature.exit176.loopexit.unr-lcssa, %search.feature.body175.epil, %feature.header137.preheader, %search.feature.header174.preheader
  %.not529604 = phi i1 [ true, %search.feature.header174.preheader ], [ true, %feature.header137.preheader ], [ false, %search.feature.body175.epil ], [ false, %search.feature.exit176.loopexit.unr-lcssa ]
  %nonzero.0.lcssa603 = phi i64 [ 0, %search.feature.header174.preheader ], [ 0, %feature.header137.preheader ], [ %nonzero.1.lcssa, %search.feature.body175.epil ], [ %nonzero.1.lcssa, %search.feature.exit176.loopexit.unr-lcssa ]
  %fold_value143.0.lcssa596598602 = phi float [ %.lcssa1204, %search.feature.header174.preheader ], [ 0.000000e+00, %feature.header137.preheader ], [ %.lcssa1204, %search.feature.body175.epil ], [ %.lcssa1204, %search.feature.exit176.loopexit.unr-lcssa ]
  %fold_value169.0.lcssa = phi float [ 0.000000e+00, %search.feature.header174.preheader ], [ 0.000000e+00, %feature.header137.preheader ], [ %1777, %search.feature.exit176.loopexit.unr-lcssa ], [ %1781, %search.feature.body175.epil ]
  %1783 = fcmp oge float %fold_value169.0.lcssa, %top_p
  %search.run179 = and i1 %18, %1783
  br i1 %search.run179, label %search.key_bit.body184.preheader, label %search.done181

search.key_bit.body184.preheader:                 ; preds = %search.feature.exit176
  %1784 = add i64 %nonzero.0.lcssa603, -1
  %xtraiter1284 = and i64 %nonzero.0.lcssa603, 7
  %1785 = icmp ult i64 %1784, 7
  %unroll_iter1289 = and i64 %nonzero.0.lcssa603, -8
  %lcmp.mod1286.not = icmp eq i64 %xtraiter1284, 0
  %lcmp.mod1288 = icmp ne i64 %xtraiter1284, 0
  br label %search.key_bit.body184

search.done181:                                   ; preds = %search.index_bit.exit206, %search.feature.exit176
  %search_index168.0 = phi float [ %search_index221, %search.index_bit.exit206 ], [ 0x7FF0000000000000, %search.feature.exit176 ]
  %search_value167.0 = phi float [ %1936, %search.index_bit.exit206 ], [ 0xFFF0000000000000, %search.feature.exit176 ]
  br i1 %.not, label %max_block.exit246, label %gumbel.philox.body.lr.ph

gumbel.philox.body.lr.ph:                         ; preds = %search.done181
  %.reass.reass = xor i64 %row494, %invariant.op495
  %1786 = and i64 %.reass.reass, 4294967295
  %1787 = mul nuw i64 %1786, 3528531795
  %1788 = lshr i64 %1787, 32
  %1789 = xor i64 %1788, %26
  br i1 %min.iters.check815, label %gumbel.philox.body.preheader, label %vector.ph816

vector.ph816:                                     ; preds = %gumbel.philox.body.lr.ph
  %broadcast.splatinsert821 = insertelement <8 x i64> poison, i64 %1789, i64 0
  %broadcast.splat822 = shufflevector <8 x i64> %broadcast.splatinsert821, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar1157 = xor i64 %28, %1787
  %.scalar1158 = and i64 %.scalar1157, 4294967295
  %1790 = insertelement <8 x i64> poison, i64 %.scalar1158, i64 0
  %.masked1146 = shufflevector <8 x i64> %1790, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body857

vector.body857:                                   ; preds = %vector.body857, %vector.ph816
  %index858 = phi i64 [ 0, %vector.ph816 ], [ %index.next860, %vector.body857 ]
  %vec.ind859 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph816 ], [ %vec.ind.next861, %vector.body857 ]
  %1791 = and <8 x i64> %vec.ind859, splat (i64 4294967295)
  %1792 = mul nuw <8 x i64> %1791, splat (i64 3528531795)
  %1793 = xor <8 x i64> %broadcast.splat824, %1792
  %1794 = lshr <8 x i64> %1793, splat (i64 32)
  %1795 = mul nuw <8 x i64> %1794, splat (i64 3449720151)
  %1796 = lshr <8 x i64> %1795, splat (i64 32)
  %1797 = xor <8 x i64> %broadcast.splat822, %1792
  %1798 = xor <8 x i64> %.masked, %1796
  %1799 = mul nuw <8 x i64> %1798, splat (i64 3528531795)
  %1800 = and <8 x i64> %1797, splat (i64 4294967295)
  %1801 = mul nuw <8 x i64> %1800, splat (i64 3449720151)
  %1802 = lshr <8 x i64> %1799, splat (i64 32)
  %1803 = lshr <8 x i64> %1801, splat (i64 32)
  %1804 = xor <8 x i64> %1803, %broadcast.splat830
  %1805 = xor <8 x i64> %1804, %1795
  %1806 = and <8 x i64> %1805, splat (i64 4294967295)
  %1807 = mul nuw <8 x i64> %1806, splat (i64 3528531795)
  %1808 = xor <8 x i64> %.masked1146, %1802
  %1809 = mul nuw <8 x i64> %1808, splat (i64 3449720151)
  %1810 = lshr <8 x i64> %1807, splat (i64 32)
  %1811 = lshr <8 x i64> %1809, splat (i64 32)
  %1812 = xor <8 x i64> %broadcast.splat834, %1811
  %1813 = xor <8 x i64> %1812, %1801
  %1814 = xor <8 x i64> %1810, %broadcast.splat836
  %1815 = xor <8 x i64> %1814, %1799
  %1816 = and <8 x i64> %1813, splat (i64 4294967295)
  %1817 = mul nuw <8 x i64> %1816, splat (i64 3528531795)
  %1818 = and <8 x i64> %1815, splat (i64 4294967295)
  %1819 = mul nuw <8 x i64> %1818, splat (i64 3449720151)
  %1820 = lshr <8 x i64> %1817, splat (i64 32)
  %1821 = lshr <8 x i64> %1819, splat (i64 32)
  %1822 = xor <8 x i64> %1821, %broadcast.splat838
  %1823 = xor <8 x i64> %1822, %1809
  %1824 = xor <8 x i64> %broadcast.splat840, %1820
  %1825 = xor <8 x i64> %1824, %1807
  %1826 = and <8 x i64> %1823, splat (i64 4294967295)
  %1827 = mul nuw <8 x i64> %1826, splat (i64 3528531795)
  %1828 = and <8 x i64> %1825, splat (i64 4294967295)
  %1829 = mul nuw <8 x i64> %1828, splat (i64 3449720151)
  %1830 = lshr <8 x i64> %1827, splat (i64 32)
  %1831 = lshr <8 x i64> %1829, splat (i64 32)
  %1832 = xor <8 x i64> %broadcast.splat842, %1831
  %1833 = xor <8 x i64> %1832, %1819
  %1834 = xor <8 x i64> %1830, %broadcast.splat844
  %1835 = xor <8 x i64> %1834, %1817
  %1836 = and <8 x i64> %1833, splat (i64 4294967295)
  %1837 = mul nuw <8 x i64> %1836, splat (i64 3528531795)
  %1838 = and <8 x i64> %1835, splat (i64 4294967295)
  %1839 = mul nuw <8 x i64> %1838, splat (i64 3449720151)
  %1840 = lshr <8 x i64> %1837, splat (i64 32)
  %1841 = lshr <8 x i64> %1839, splat (i64 32)
  %1842 = xor <8 x i64> %1841, %broadcast.splat846
  %1843 = xor <8 x i64> %1842, %1829
  %1844 = xor <8 x i64> %broadcast.splat848, %1840
  %1845 = xor <8 x i64> %1844, %1827
  %1846 = and <8 x i64> %1843, splat (i64 4294967295)
  %1847 = mul nuw <8 x i64> %1846, splat (i64 3528531795)
  %1848 = and <8 x i64> %1845, splat (i64 4294967295)
  %1849 = mul nuw <8 x i64> %1848, splat (i64 3449720151)
  %1850 = lshr <8 x i64> %1847, splat (i64 32)
  %1851 = lshr <8 x i64> %1849, splat (i64 32)
  %1852 = xor <8 x i64> %broadcast.splat850, %1851
  %1853 = xor <8 x i64> %1852, %1839
  %1854 = xor <8 x i64> %1850, %broadcast.splat852
  %1855 = xor <8 x i64> %1854, %1837
  %1856 = and <8 x i64> %1853, splat (i64 4294967295)
  %1857 = mul nuw <8 x i64> %1856, splat (i64 3528531795)
  %1858 = lshr <8 x i64> %1857, splat (i64 32)
  %1859 = trunc <8 x i64> %1855 to <8 x i32>
  %1860 = mul <8 x i32> %1859, splat (i32 -845247145)
  %1861 = xor <8 x i64> %broadcast.splat854, %1858
  %1862 = xor <8 x i64> %1861, %1847
  %1863 = and <8 x i64> %1862, splat (i64 4294967295)
  %1864 = mul nuw <8 x i64> %1863, splat (i64 3449720151)
  %1865 = lshr <8 x i64> %1864, splat (i64 32)
  %1866 = trunc nuw <8 x i64> %1865 to <8 x i32>
  %1867 = xor <8 x i32> %1860, %1866
  %1868 = xor <8 x i32> %1867, %broadcast.splat856
  %1869 = getelementptr inbounds float, ptr %13, i64 %index858
  store <8 x i32> %1868, ptr %1869, align 4
  %index.next860 = add nuw i64 %index858, 8
  %vec.ind.next861 = add nuw <8 x i64> %vec.ind859, splat (i64 8)
  %1870 = icmp eq i64 %index.next860, %n.vec818
  br i1 %1870, label %middle.block862, label %vector.body857, !llvm.loop !31

middle.block862:                                  ; preds = %vector.body857
  br i1 %cmp.n863, label %gumbel.body.preheader, label %gumbel.philox.body.preheader

gumbel.philox.body.preheader:                     ; preds = %gumbel.philox.body.lr.ph, %middle.block862
  %gumbel.philox468.ph = phi i64 [ 0, %gumbel.philox.body.lr.ph ], [ %n.vec818, %middle.block862 ]
  %invariant.op1395 = xor i64 %1787, %28
  br label %gumbel.philox.body

search.key_bit.body184:                           ; preds = %search.key_bit.body184.preheader, %search.feature.exit195
  %search.key_bit186461 = phi i64 [ %1930, %search.feature.exit195 ], [ 0, %search.key_bit.body184.preheader ]
  %search_hi182.0460 = phi i32 [ %1929, %search.feature.exit195 ], [ 0, %search.key_bit.body184.preheader ]
  %1871 = trunc nuw nsw i64 %search.key_bit186461 to i32
  %1872 = lshr exact i32 -2147483648, %1871
  %candidate187 = or i32 %1872, %search_hi182.0460
  br i1 %.not529604, label %search.feature.exit195, label %search.feature.body194.preheader

search.feature.body194.preheader:                 ; preds = %search.key_bit.body184
  br i1 %1785, label %search.feature.body194.epil.preheader, label %search.feature.body194

search.key_bit.exit185:                           ; preds = %search.feature.exit195
  br i1 %.not509, label %search.index_bit.exit206, label %search.index_bit.body205.preheader

search.index_bit.body205.preheader:               ; preds = %search.key_bit.exit185
  %xtraiter1291 = and i64 %nonzero.0.lcssa603, 3
  %1873 = icmp ult i64 %1784, 3
  %unroll_iter1296 = and i64 %nonzero.0.lcssa603, -4
  %lcmp.mod1293.not = icmp eq i64 %xtraiter1291, 0
  %lcmp.mod1295 = icmp ne i64 %xtraiter1291, 0
  br label %search.index_bit.body205

search.feature.body194:                           ; preds = %search.feature.body194.preheader, %search.feature.body194
  %search.feature196458 = phi i64 [ %1921, %search.feature.body194 ], [ 0, %search.feature.body194.preheader ]
  %fold_value188.0457 = phi float [ %1920, %search.feature.body194 ], [ 0.000000e+00, %search.feature.body194.preheader ]
  %niter1290 = phi i64 [ %niter1290.next.7, %search.feature.body194 ], [ 0, %search.feature.body194.preheader ]
  %1874 = getelementptr inbounds float, ptr %scratch, i64 %search.feature196458
  %key197 = load i32, ptr %1874, align 4
  %1875 = getelementptr float, ptr %13, i64 %search.feature196458
  %1876 = load float, ptr %1875, align 4
  %.not365 = icmp ult i32 %key197, %candidate187
  %1877 = select i1 %.not365, float 0.000000e+00, float %1876
  %1878 = fadd float %fold_value188.0457, %1877
  %1879 = or disjoint i64 %search.feature196458, 1
  %1880 = getelementptr inbounds float, ptr %scratch, i64 %1879
  %key197.1 = load i32, ptr %1880, align 4
  %1881 = getelementptr float, ptr %13, i64 %1879
  %1882 = load float, ptr %1881, align 4
  %.not365.1 = icmp ult i32 %key197.1, %candidate187
  %1883 = select i1 %.not365.1, float 0.000000e+00, float %1882
  %1884 = fadd float %1878, %1883
  %1885 = or disjoint i64 %search.feature196458, 2
  %1886 = getelementptr inbounds float, ptr %scratch, i64 %1885
  %key197.2 = load i32, ptr %1886, align 4
  %1887 = getelementptr float, ptr %13, i64 %1885
  %1888 = load float, ptr %1887, align 4
  %.not365.2 = icmp ult i32 %key197.2, %candidate187
  %1889 = select i1 %.not365.2, float 0.000000e+00, float %1888
  %1890 = fadd float %1884, %1889
  %1891 = or disjoint i64 %search.feature196458, 3
  %1892 = getelementptr inbounds float, ptr %scratch, i64 %1891
  %key197.3 = load i32, ptr %1892, align 4
  %1893 = getelementptr float, ptr %13, i64 %1891
  %1894 = load float, ptr %1893, align 4
  %.not365.3 = icmp ult i32 %key197.3, %candidate187
  %1895 = select i1 %.not365.3, float 0.000000e+00, float %1894
  %1896 = fadd float %1890, %1895
  %1897 = or disjoint i64 %search.feature196458, 4
  %1898 = getelementptr inbounds float, ptr %scratch, i64 %1897
  %key197.4 = load i32, ptr %1898, align 4
  %1899 = getelementptr float, ptr %13, i64 %1897
  %1900 = load float, ptr %1899, align 4
  %.not365.4 = icmp ult i32 %key197.4, %candidate187
  %1901 = select i1 %.not365.4, float 0.000000e+00, float %1900
  %1902 = fadd float %1896, %1901
  %1903 = or disjoint i64 %search.feature196458, 5
  %1904 = getelementptr inbounds float, ptr %scratch, i64 %1903
  %key197.5 = load i32, ptr %1904, align 4
  %1905 = getelementptr float, ptr %13, i64 %1903
  %1906 = load float, ptr %1905, align 4
  %.not365.5 = icmp ult i32 %key197.5, %candidate187
  %1907 = select i1 %.not365.5, float 0.000000e+00, float %1906
  %1908 = fadd float %1902, %1907
  %1909 = or disjoint i64 %search.feature196458, 6
  %1910 = getelementptr inbounds float, ptr %scratch, i64 %1909
  %key197.6 = load i32, ptr %1910, align 4
  %1911 = getelementptr float, ptr %13, i64 %1909
  %1912 = load float, ptr %1911, align 4
  %.not365.6 = icmp ult i32 %key197.6, %candidate187
  %1913 = select i1 %.not365.6, float 0.000000e+00, float %1912
  %1914 = fadd float %1908, %1913
  %1915 = or disjoint i64 %search.feature196458, 7
  %1916 = getelementptr inbounds float, ptr %scratch, i64 %1915
  %key197.7 = load i32, ptr %1916, align 4
  %1917 = getelementptr float, ptr %13, i64 %1915
  %1918 = load float, ptr %1917, align 4
  %.not365.7 = icmp ult i32 %key197.7, %candidate187
  %1919 = select i1 %.not365.7, float 0.000000e+00, float %1918
  %1920 = fadd float %1914, %1919
  %1921 = add nuw i64 %search.feature196458, 8
  %niter1290.next.7 = add i64 %niter1290, 8
  %niter1290.ncmp.7 = icmp eq i64 %niter1290.next.7, %unroll_iter1289
  br i1 %niter1290.ncmp.7, label %search.feature.exit195.loopexit.unr-lcssa, label %search.feature.body194

search.feature.exit195.loopexit.unr-lcssa:        ; preds = %search.feature.body194
  br i1 %lcmp.mod1286.not, label %search.feature.exit195, label %search.feature.body194.epil.preheader

search.feature.body194.epil.preheader:            ; preds = %search.feature.exit195.loopexit.unr-lcssa, %search.feature.body194.preheader
  %search.feature196458.epil.init = phi i64 [ 0, %search.feature.body194.preheader ], [ %1921, %search.feature.exit195.loopexit.unr-lcssa ]
  %fold_value188.0457.epil.init = phi float [ 0.000000e+00, %search.feature.body194.preheader ], [ %1920, %search.feature.exit195.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1288)
  br label %search.feature.body194.epil

search.feature.body194.epil:                      ; preds = %search.feature.body194.epil, %search.feature.body194.epil.preheader
  %search.feature196458.epil = phi i64 [ %1927, %search.feature.body194.epil ], [ %search.feature196458.epil.init, %search.feature.body194.epil.preheader ]
  %fold_value188.0457.epil = phi float [ %1926, %search.feature.body194.epil ], [ %fold_value188.0457.epil.init, %search.feature.body194.epil.preheader ]
  %epil.iter1285 = phi i64 [ %epil.iter1285.next, %search.feature.body194.epil ], [ 0, %search.feature.body194.epil.preheader ]
  %1922 = getelementptr inbounds float, ptr %scratch, i64 %search.feature196458.epil
  %key197.epil = load i32, ptr %1922, align 4
  %1923 = getelementptr float, ptr %13, i64 %search.feature196458.epil
  %1924 = load float, ptr %1923, align 4
  %.not365.epil = icmp ult i32 %key197.epil, %candidate187
  %1925 = select i1 %.not365.epil, float 0.000000e+00, float %1924
  %1926 = fadd float %fold_value188.0457.epil, %1925
  %1927 = add nuw i64 %search.feature196458.epil, 1
  %epil.iter1285.next = add i64 %epil.iter1285, 1
  %epil.iter1285.cmp.not = icmp eq i64 %epil.iter1285.next, %xtraiter1284
  br i1 %epil.iter1285.cmp.not, label %search.feature.exit195, label %search.feature.body194.epil, !llvm.loop !32

search.feature.exit195:                           ; preds = %search.feature.exit195.loopexit.unr-lcssa, %search.feature.body194.epil, %search.key_bit.body184
  %fold_value188.0.lcssa = phi float [ 0.000000e+00, %search.key_bit.body184 ], [ %1920, %search.feature.exit195.loopexit.unr-lcssa ], [ %1926, %search.feature.body194.epil ]
  %1928 = fcmp oge float %fold_value188.0.lcssa, %top_p
  %1929 = select i1 %1928, i32 %candidate187, i32 %search_hi182.0460
  %1930 = add nuw nsw i64 %search.key_bit186461, 1
  %exitcond578.not = icmp eq i64 %1930, 32
  br i1 %exitcond578.not, label %search.key_bit.exit185, label %search.key_bit.body184

search.index_bit.body205:                         ; preds = %search.index_bit.body205.preheader, %search.feature.exit216
  %search.index_bit207466 = phi i64 [ %2010, %search.feature.exit216 ], [ 0, %search.index_bit.body205.preheader ]
  %search_lo203.0465 = phi i64 [ %2009, %search.feature.exit216 ], [ 0, %search.index_bit.body205.preheader ]
  %1931 = add nuw nsw i64 %search.index_bit207466, %ctlz
  %1932 = lshr exact i64 -9223372036854775808, %1931
  %candidate208 = or i64 %1932, %search_lo203.0465
  br i1 %.not529604, label %search.feature.exit216, label %search.feature.body215.preheader

search.feature.body215.preheader:                 ; preds = %search.index_bit.body205
  br i1 %1873, label %search.feature.body215.epil.preheader, label %search.feature.body215

search.index_bit.exit206:                         ; preds = %search.feature.exit216, %search.key_bit.exit185
  %search_lo203.0.lcssa = phi i64 [ 0, %search.key_bit.exit185 ], [ %2009, %search.feature.exit216 ]
  %1933 = and i32 %1929, 2147483647
  %1934 = xor i32 %1929, -1
  %.not364 = icmp slt i32 %1929, 0
  %1935 = select i1 %.not364, i32 %1933, i32 %1934
  %1936 = bitcast i32 %1935 to float
  %1937 = sub i64 %mask, %search_lo203.0.lcssa
  %search_index221 = uitofp i64 %1937 to float
  br label %search.done181

search.feature.body215:                           ; preds = %search.feature.body215.preheader, %search.feature.body215
  %search.feature217463 = phi i64 [ %1993, %search.feature.body215 ], [ 0, %search.feature.body215.preheader ]
  %fold_value209.0462 = phi float [ %1992, %search.feature.body215 ], [ 0.000000e+00, %search.feature.body215.preheader ]
  %niter1297 = phi i64 [ %niter1297.next.3, %search.feature.body215 ], [ 0, %search.feature.body215.preheader ]
  %1938 = getelementptr inbounds float, ptr %scratch, i64 %search.feature217463
  %key218 = load i32, ptr %1938, align 4
  %1939 = getelementptr float, ptr %14, i64 %search.feature217463
  %f219 = load i32, ptr %1939, align 4
  %1940 = zext i32 %f219 to i64
  %1941 = getelementptr float, ptr %13, i64 %search.feature217463
  %1942 = load float, ptr %1941, align 4
  %1943 = icmp ugt i32 %key218, %1929
  %1944 = icmp eq i32 %key218, %1929
  %1945 = sub nsw i64 %mask, %1940
  %1946 = icmp uge i64 %1945, %candidate208
  %1947 = and i1 %1944, %1946
  %1948 = or i1 %1943, %1947
  %1949 = select i1 %1948, float %1942, float 0.000000e+00
  %1950 = fadd float %fold_value209.0462, %1949
  %1951 = or disjoint i64 %search.feature217463, 1
  %1952 = getelementptr inbounds float, ptr %scratch, i64 %1951
  %key218.1 = load i32, ptr %1952, align 4
  %1953 = getelementptr float, ptr %14, i64 %1951
  %f219.1 = load i32, ptr %1953, align 4
  %1954 = zext i32 %f219.1 to i64
  %1955 = getelementptr float, ptr %13, i64 %1951
  %1956 = load float, ptr %1955, align 4
  %1957 = icmp ugt i32 %key218.1, %1929
  %1958 = icmp eq i32 %key218.1, %1929
  %1959 = sub nsw i64 %mask, %1954
  %1960 = icmp uge i64 %1959, %candidate208
  %1961 = and i1 %1958, %1960
  %1962 = or i1 %1957, %1961
  %1963 = select i1 %1962, float %1956, float 0.000000e+00
  %1964 = fadd float %1950, %1963
  %1965 = or disjoint i64 %search.feature217463, 2
  %1966 = getelementptr inbounds float, ptr %scratch, i64 %1965
  %key218.2 = load i32, ptr %1966, align 4
  %1967 = getelementptr float, ptr %14, i64 %1965
  %f219.2 = load i32, ptr %1967, align 4
  %1968 = zext i32 %f219.2 to i64
  %1969 = getelementptr float, ptr %13, i64 %1965
  %1970 = load float, ptr %1969, align 4
  %1971 = icmp ugt i32 %key218.2, %1929
  %1972 = icmp eq i32 %key218.2, %1929
  %1973 = sub nsw i64 %mask, %1968
  %1974 = icmp uge i64 %1973, %candidate208
  %1975 = and i1 %1972, %1974
  %1976 = or i1 %1971, %1975
  %1977 = select i1 %1976, float %1970, float 0.000000e+00
  %1978 = fadd float %1964, %1977
  %1979 = or disjoint i64 %search.feature217463, 3
  %1980 = getelementptr inbounds float, ptr %scratch, i64 %1979
  %key218.3 = load i32, ptr %1980, align 4
  %1981 = getelementptr float, ptr %14, i64 %1979
  %f219.3 = load i32, ptr %1981, align 4
  %1982 = zext i32 %f219.3 to i64
  %1983 = getelementptr float, ptr %13, i64 %1979
  %1984 = load float, ptr %1983, align 4
  %1985 = icmp ugt i32 %key218.3, %1929
  %1986 = icmp eq i32 %key218.3, %1929
  %1987 = sub nsw i64 %mask, %1982
  %1988 = icmp uge i64 %1987, %candidate208
  %1989 = and i1 %1986, %1988
  %1990 = or i1 %1985, %1989
  %1991 = select i1 %1990, float %1984, float 0.000000e+00
  %1992 = fadd float %1978, %1991
  %1993 = add nuw i64 %search.feature217463, 4
  %niter1297.next.3 = add i64 %niter1297, 4
  %niter1297.ncmp.3 = icmp eq i64 %niter1297.next.3, %unroll_iter1296
  br i1 %niter1297.ncmp.3, label %search.feature.exit216.loopexit.unr-lcssa, label %search.feature.body215

search.feature.exit216.loopexit.unr-lcssa:        ; preds = %search.feature.body215
  br i1 %lcmp.mod1293.not, label %search.feature.exit216, label %search.feature.body215.epil.preheader

search.feature.body215.epil.preheader:            ; preds = %search.feature.exit216.loopexit.unr-lcssa, %search.feature.body215.preheader
  %search.feature217463.epil.init = phi i64 [ 0, %search.feature.body215.preheader ], [ %1993, %search.feature.exit216.loopexit.unr-lcssa ]
  %fold_value209.0462.epil.init = phi float [ 0.000000e+00, %search.feature.body215.preheader ], [ %1992, %search.feature.exit216.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1295)
  br label %search.feature.body215.epil

search.feature.body215.epil:                      ; preds = %search.feature.body215.epil, %search.feature.body215.epil.preheader
  %search.feature217463.epil = phi i64 [ %2007, %search.feature.body215.epil ], [ %search.feature217463.epil.init, %search.feature.body215.epil.preheader ]
  %fold_value209.0462.epil = phi float [ %2006, %search.feature.body215.epil ], [ %fold_value209.0462.epil.init, %search.feature.body215.epil.preheader ]
  %epil.iter1292 = phi i64 [ %epil.iter1292.next, %search.feature.body215.epil ], [ 0, %search.feature.body215.epil.preheader ]
  %1994 = getelementptr inbounds float, ptr %scratch, i64 %search.feature217463.epil
  %key218.epil = load i32, ptr %1994, align 4
  %1995 = getelementptr float, ptr %14, i64 %search.feature217463.epil
  %f219.epil = load i32, ptr %1995, align 4
  %1996 = zext i32 %f219.epil to i64
  %1997 = getelementptr float, ptr %13, i64 %search.feature217463.epil
  %1998 = load float, ptr %1997, align 4
  %1999 = icmp ugt i32 %key218.epil, %1929
  %2000 = icmp eq i32 %key218.epil, %1929
  %2001 = sub nsw i64 %mask, %1996
  %2002 = icmp uge i64 %2001, %candidate208
  %2003 = and i1 %2000, %2002
  %2004 = or i1 %1999, %2003
  %2005 = select i1 %2004, float %1998, float 0.000000e+00
  %2006 = fadd float %fold_value209.0462.epil, %2005
  %2007 = add nuw i64 %search.feature217463.epil, 1
  %epil.iter1292.next = add i64 %epil.iter1292, 1
  %epil.iter1292.cmp.not = icmp eq i64 %epil.iter1292.next, %xtraiter1291
  br i1 %epil.iter1292.cmp.not, label %search.feature.exit216, label %search.feature.body215.epil, !llvm.loop !33

search.feature.exit216:                           ; preds = %search.feature.exit216.loopexit.unr-lcssa, %search.feature.body215.epil, %search.index_bit.body205
  %fold_value209.0.lcssa = phi float [ 0.000000e+00, %search.index_bit.body205 ], [ %1992, %search.feature.exit216.loopexit.unr-lcssa ], [ %2006, %search.feature.body215.epil ]
  %2008 = fcmp oge float %fold_value209.0.lcssa, %top_p
  %2009 = select i1 %2008, i64 %candidate208, i64 %search_lo203.0465
  %2010 = add nuw nsw i64 %search.index_bit207466, 1
  %exitcond581.not = icmp eq i64 %2010, %umax
  br i1 %exitcond581.not, label %search.index_bit.exit206, label %search.index_bit.body205

guard.done227:                                    ; preds = %guard.done, %fold_tail.exit252
  %uniforms.sroa.48.0 = phi float [ %argmax255, %fold_tail.exit252 ], [ 0.000000e+00, %guard.done ]
  br i1 %guard257, label %gumbel.philox.header261.preheader, label %guard.done260

gumbel.philox.header261.preheader:                ; preds = %guard.done227
  br i1 %.not, label %max_block.exit286, label %gumbel.philox.body262.lr.ph

gumbel.philox.body262.lr.ph:                      ; preds = %gumbel.philox.header261.preheader
  %.reass481.reass = xor i64 %row494, %invariant.op495
  %2011 = and i64 %.reass481.reass, 4294967295
  %2012 = mul nuw i64 %2011, 3528531795
  %2013 = lshr i64 %2012, 32
  %2014 = xor i64 %2013, %26
  br i1 %min.iters.check721, label %gumbel.philox.body262.preheader, label %vector.ph722

vector.ph722:                                     ; preds = %gumbel.philox.body262.lr.ph
  %broadcast.splatinsert727 = insertelement <8 x i64> poison, i64 %2014, i64 0
  %broadcast.splat728 = shufflevector <8 x i64> %broadcast.splatinsert727, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar1161 = xor i64 %28, %2012
  %.scalar1162 = and i64 %.scalar1161, 4294967295
  %2015 = insertelement <8 x i64> poison, i64 %.scalar1162, i64 0
  %.masked1148 = shufflevector <8 x i64> %2015, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body763

vector.body763:                                   ; preds = %vector.body763, %vector.ph722
  %index764 = phi i64 [ 0, %vector.ph722 ], [ %index.next766, %vector.body763 ]
  %vec.ind765 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph722 ], [ %vec.ind.next767, %vector.body763 ]
  %2016 = and <8 x i64> %vec.ind765, splat (i64 4294967295)
  %2017 = mul nuw <8 x i64> %2016, splat (i64 3528531795)
  %2018 = xor <8 x i64> %broadcast.splat730, %2017
  %2019 = lshr <8 x i64> %2018, splat (i64 32)
  %2020 = mul nuw <8 x i64> %2019, splat (i64 3449720151)
  %2021 = lshr <8 x i64> %2020, splat (i64 32)
  %2022 = xor <8 x i64> %broadcast.splat728, %2017
  %2023 = xor <8 x i64> %.masked1147, %2021
  %2024 = mul nuw <8 x i64> %2023, splat (i64 3528531795)
  %2025 = and <8 x i64> %2022, splat (i64 4294967295)
  %2026 = mul nuw <8 x i64> %2025, splat (i64 3449720151)
  %2027 = lshr <8 x i64> %2024, splat (i64 32)
  %2028 = lshr <8 x i64> %2026, splat (i64 32)
  %2029 = xor <8 x i64> %2028, %broadcast.splat736
  %2030 = xor <8 x i64> %2029, %2020
  %2031 = and <8 x i64> %2030, splat (i64 4294967295)
  %2032 = mul nuw <8 x i64> %2031, splat (i64 3528531795)
  %2033 = xor <8 x i64> %.masked1148, %2027
  %2034 = mul nuw <8 x i64> %2033, splat (i64 3449720151)
  %2035 = lshr <8 x i64> %2032, splat (i64 32)
  %2036 = lshr <8 x i64> %2034, splat (i64 32)
  %2037 = xor <8 x i64> %broadcast.splat740, %2036
  %2038 = xor <8 x i64> %2037, %2026
  %2039 = xor <8 x i64> %2035, %broadcast.splat742
  %2040 = xor <8 x i64> %2039, %2024
  %2041 = and <8 x i64> %2038, splat (i64 4294967295)
  %2042 = mul nuw <8 x i64> %2041, splat (i64 3528531795)
  %2043 = and <8 x i64> %2040, splat (i64 4294967295)
  %2044 = mul nuw <8 x i64> %2043, splat (i64 3449720151)
  %2045 = lshr <8 x i64> %2042, splat (i64 32)
  %2046 = lshr <8 x i64> %2044, splat (i64 32)
  %2047 = xor <8 x i64> %2046, %broadcast.splat744
  %2048 = xor <8 x i64> %2047, %2034
  %2049 = xor <8 x i64> %broadcast.splat746, %2045
  %2050 = xor <8 x i64> %2049, %2032
  %2051 = and <8 x i64> %2048, splat (i64 4294967295)
  %2052 = mul nuw <8 x i64> %2051, splat (i64 3528531795)
  %2053 = and <8 x i64> %2050, splat (i64 4294967295)
  %2054 = mul nuw <8 x i64> %2053, splat (i64 3449720151)
  %2055 = lshr <8 x i64> %2052, splat (i64 32)
  %2056 = lshr <8 x i64> %2054, splat (i64 32)
  %2057 = xor <8 x i64> %broadcast.splat748, %2056
  %2058 = xor <8 x i64> %2057, %2044
  %2059 = xor <8 x i64> %2055, %broadcast.splat750
  %2060 = xor <8 x i64> %2059, %2042
  %2061 = and <8 x i64> %2058, splat (i64 4294967295)
  %2062 = mul nuw <8 x i64> %2061, splat (i64 3528531795)
  %2063 = and <8 x i64> %2060, splat (i64 4294967295)
  %2064 = mul nuw <8 x i64> %2063, splat (i64 3449720151)
  %2065 = lshr <8 x i64> %2062, splat (i64 32)
  %2066 = lshr <8 x i64> %2064, splat (i64 32)
  %2067 = xor <8 x i64> %2066, %broadcast.splat752
  %2068 = xor <8 x i64> %2067, %2054
  %2069 = xor <8 x i64> %broadcast.splat754, %2065
  %2070 = xor <8 x i64> %2069, %2052
  %2071 = and <8 x i64> %2068, splat (i64 4294967295)
  %2072 = mul nuw <8 x i64> %2071, splat (i64 3528531795)
  %2073 = and <8 x i64> %2070, splat (i64 4294967295)
  %2074 = mul nuw <8 x i64> %2073, splat (i64 3449720151)
  %2075 = lshr <8 x i64> %2072, splat (i64 32)
  %2076 = lshr <8 x i64> %2074, splat (i64 32)
  %2077 = xor <8 x i64> %broadcast.splat756, %2076
  %2078 = xor <8 x i64> %2077, %2064
  %2079 = xor <8 x i64> %2075, %broadcast.splat758
  %2080 = xor <8 x i64> %2079, %2062
  %2081 = and <8 x i64> %2078, splat (i64 4294967295)
  %2082 = mul nuw <8 x i64> %2081, splat (i64 3528531795)
  %2083 = lshr <8 x i64> %2082, splat (i64 32)
  %2084 = trunc <8 x i64> %2080 to <8 x i32>
  %2085 = mul <8 x i32> %2084, splat (i32 -845247145)
  %2086 = xor <8 x i64> %broadcast.splat760, %2083
  %2087 = xor <8 x i64> %2086, %2072
  %2088 = and <8 x i64> %2087, splat (i64 4294967295)
  %2089 = mul nuw <8 x i64> %2088, splat (i64 3449720151)
  %2090 = lshr <8 x i64> %2089, splat (i64 32)
  %2091 = trunc nuw <8 x i64> %2090 to <8 x i32>
  %2092 = xor <8 x i32> %2085, %2091
  %2093 = xor <8 x i32> %2092, %broadcast.splat762
  %2094 = getelementptr inbounds float, ptr %13, i64 %index764
  store <8 x i32> %2093, ptr %2094, align 4
  %index.next766 = add nuw i64 %index764, 8
  %vec.ind.next767 = add nuw <8 x i64> %vec.ind765, splat (i64 8)
  %2095 = icmp eq i64 %index.next766, %n.vec724
  br i1 %2095, label %middle.block768, label %vector.body763, !llvm.loop !34

middle.block768:                                  ; preds = %vector.body763
  br i1 %cmp.n769, label %gumbel.body266.preheader, label %gumbel.philox.body262.preheader

gumbel.philox.body262.preheader:                  ; preds = %gumbel.philox.body262.lr.ph, %middle.block768
  %gumbel.philox264482.ph = phi i64 [ 0, %gumbel.philox.body262.lr.ph ], [ %n.vec724, %middle.block768 ]
  %invariant.op1397 = xor i64 %2012, %28
  br label %gumbel.philox.body262

gumbel.philox.body:                               ; preds = %gumbel.philox.body.preheader, %gumbel.philox.body
  %gumbel.philox468 = phi i64 [ %2175, %gumbel.philox.body ], [ %gumbel.philox468.ph, %gumbel.philox.body.preheader ]
  %2096 = and i64 %gumbel.philox468, 4294967295
  %2097 = mul nuw i64 %2096, 3528531795
  %2098 = xor i64 %24, %2097
  %2099 = lshr i64 %2098, 32
  %2100 = mul nuw i64 %2099, 3449720151
  %2101 = lshr i64 %2100, 32
  %.reass.reass1394 = xor i64 %2101, %invariant.op
  %2102 = xor i64 %1789, %2097
  %2103 = and i64 %.reass.reass1394, 4294967295
  %2104 = mul nuw i64 %2103, 3528531795
  %2105 = and i64 %2102, 4294967295
  %2106 = mul nuw i64 %2105, 3449720151
  %2107 = lshr i64 %2104, 32
  %2108 = lshr i64 %2106, 32
  %2109 = xor i64 %2108, %27
  %2110 = xor i64 %2109, %2100
  %.reass639.reass = xor i64 %2107, %invariant.op1395
  %2111 = and i64 %2110, 4294967295
  %2112 = mul nuw i64 %2111, 3528531795
  %2113 = and i64 %.reass639.reass, 4294967295
  %2114 = mul nuw i64 %2113, 3449720151
  %2115 = lshr i64 %2112, 32
  %2116 = lshr i64 %2114, 32
  %2117 = xor i64 %29, %2116
  %2118 = xor i64 %2117, %2106
  %2119 = xor i64 %2115, %30
  %2120 = xor i64 %2119, %2104
  %2121 = and i64 %2118, 4294967295
  %2122 = mul nuw i64 %2121, 3528531795
  %2123 = and i64 %2120, 4294967295
  %2124 = mul nuw i64 %2123, 3449720151
  %2125 = lshr i64 %2122, 32
  %2126 = lshr i64 %2124, 32
  %2127 = xor i64 %2126, %31
  %2128 = xor i64 %2127, %2114
  %2129 = xor i64 %32, %2125
  %2130 = xor i64 %2129, %2112
  %2131 = and i64 %2128, 4294967295
  %2132 = mul nuw i64 %2131, 3528531795
  %2133 = and i64 %2130, 4294967295
  %2134 = mul nuw i64 %2133, 3449720151
  %2135 = lshr i64 %2132, 32
  %2136 = lshr i64 %2134, 32
  %2137 = xor i64 %33, %2136
  %2138 = xor i64 %2137, %2124
  %2139 = xor i64 %2135, %34
  %2140 = xor i64 %2139, %2122
  %2141 = and i64 %2138, 4294967295
  %2142 = mul nuw i64 %2141, 3528531795
  %2143 = and i64 %2140, 4294967295
  %2144 = mul nuw i64 %2143, 3449720151
  %2145 = lshr i64 %2142, 32
  %2146 = lshr i64 %2144, 32
  %2147 = xor i64 %2146, %35
  %2148 = xor i64 %2147, %2134
  %2149 = xor i64 %36, %2145
  %2150 = xor i64 %2149, %2132
  %2151 = and i64 %2148, 4294967295
  %2152 = mul nuw i64 %2151, 3528531795
  %2153 = and i64 %2150, 4294967295
  %2154 = mul nuw i64 %2153, 3449720151
  %2155 = lshr i64 %2152, 32
  %2156 = lshr i64 %2154, 32
  %2157 = xor i64 %37, %2156
  %2158 = xor i64 %2157, %2144
  %2159 = xor i64 %2155, %38
  %2160 = xor i64 %2159, %2142
  %2161 = and i64 %2158, 4294967295
  %2162 = mul nuw i64 %2161, 3528531795
  %2163 = lshr i64 %2162, 32
  %2164 = trunc i64 %2160 to i32
  %2165 = mul i32 %2164, -845247145
  %2166 = xor i64 %39, %2163
  %2167 = xor i64 %2166, %2152
  %2168 = and i64 %2167, 4294967295
  %2169 = mul nuw i64 %2168, 3449720151
  %2170 = lshr i64 %2169, 32
  %2171 = trunc nuw i64 %2170 to i32
  %2172 = xor i32 %2165, %2171
  %2173 = xor i32 %2172, %40
  %2174 = getelementptr inbounds float, ptr %13, i64 %gumbel.philox468
  store i32 %2173, ptr %2174, align 4
  %2175 = add nuw i64 %gumbel.philox468, 1
  %exitcond582.not = icmp eq i64 %2175, %n_features
  br i1 %exitcond582.not, label %gumbel.body.preheader, label %gumbel.philox.body, !llvm.loop !35

gumbel.body.preheader:                            ; preds = %gumbel.philox.body, %middle.block862
  br i1 %min.iters.check803, label %gumbel.body.preheader1169, label %vector.body807

vector.body807:                                   ; preds = %gumbel.body.preheader, %vector.body807
  %index808 = phi i64 [ %index.next810, %vector.body807 ], [ 0, %gumbel.body.preheader ]
  %2176 = getelementptr inbounds float, ptr %13, i64 %index808
  %wide.load809 = load <8 x i32>, ptr %2176, align 4
  %2177 = uitofp <8 x i32> %wide.load809 to <8 x double>
  %2178 = fadd <8 x double> %2177, splat (double 5.000000e-01)
  %2179 = fmul <8 x double> %2178, splat (double 0x3DF0000000000000)
  %2180 = bitcast <8 x double> %2179 to <8 x i64>
  %2181 = lshr <8 x i64> %2180, splat (i64 32)
  %2182 = add nuw nsw <8 x i64> %2181, splat (i64 614242)
  %2183 = lshr <8 x i64> %2182, splat (i64 20)
  %2184 = add nsw <8 x i64> %2183, splat (i64 -1023)
  %2185 = shl nuw <8 x i64> %2182, splat (i64 32)
  %2186 = and <8 x i64> %2185, splat (i64 4503595332403200)
  %2187 = add nuw nsw <8 x i64> %2186, splat (i64 4604544269498187776)
  %2188 = and <8 x i64> %2180, splat (i64 4294967295)
  %2189 = or disjoint <8 x i64> %2187, %2188
  %2190 = bitcast <8 x i64> %2189 to <8 x double>
  %2191 = fadd <8 x double> %2190, splat (double -1.000000e+00)
  %2192 = fmul <8 x double> %2191, splat (double 5.000000e-01)
  %2193 = fmul <8 x double> %2191, %2192
  %2194 = fadd <8 x double> %2191, splat (double 2.000000e+00)
  %2195 = fdiv <8 x double> %2191, %2194
  %2196 = fmul <8 x double> %2195, %2195
  %2197 = fmul <8 x double> %2196, %2196
  %2198 = fmul <8 x double> %2197, splat (double 0x3FC39A09D078C69F)
  %2199 = fadd <8 x double> %2198, splat (double 0x3FCC71C51D8E78AF)
  %2200 = fmul <8 x double> %2197, %2199
  %2201 = fadd <8 x double> %2200, splat (double 0x3FD999999997FA04)
  %2202 = fmul <8 x double> %2197, %2201
  %2203 = fmul <8 x double> %2197, splat (double 0x3FC2F112DF3E5244)
  %2204 = fadd <8 x double> %2203, splat (double 0x3FC7466496CB03DE)
  %2205 = fmul <8 x double> %2197, %2204
  %2206 = fadd <8 x double> %2205, splat (double 0x3FD2492494229359)
  %2207 = fmul <8 x double> %2197, %2206
  %2208 = fadd <8 x double> %2207, splat (double 0x3FE5555555555593)
  %2209 = fmul <8 x double> %2196, %2208
  %2210 = fadd <8 x double> %2202, %2209
  %2211 = sitofp <8 x i64> %2184 to <8 x double>
  %2212 = fadd <8 x double> %2193, %2210
  %2213 = fmul <8 x double> %2195, %2212
  %2214 = fmul <8 x double> %2211, splat (double 0x3DEA39EF35793C76)
  %2215 = fadd <8 x double> %2214, %2213
  %2216 = fsub <8 x double> %2215, %2193
  %2217 = fadd <8 x double> %2191, %2216
  %2218 = fmul <8 x double> %2211, splat (double 0x3FE62E42FEE00000)
  %2219 = fadd <8 x double> %2218, %2217
  %2220 = fneg <8 x double> %2219
  %2221 = bitcast <8 x double> %2220 to <8 x i64>
  %2222 = lshr <8 x i64> %2221, splat (i64 32)
  %2223 = add nuw nsw <8 x i64> %2222, splat (i64 614242)
  %2224 = lshr <8 x i64> %2223, splat (i64 20)
  %2225 = add nsw <8 x i64> %2224, splat (i64 -1023)
  %2226 = shl <8 x i64> %2223, splat (i64 32)
  %2227 = and <8 x i64> %2226, splat (i64 4503595332403200)
  %2228 = add nuw nsw <8 x i64> %2227, splat (i64 4604544269498187776)
  %2229 = and <8 x i64> %2221, splat (i64 4294967295)
  %2230 = or disjoint <8 x i64> %2228, %2229
  %2231 = bitcast <8 x i64> %2230 to <8 x double>
  %2232 = fadd <8 x double> %2231, splat (double -1.000000e+00)
  %2233 = fmul <8 x double> %2232, splat (double 5.000000e-01)
  %2234 = fmul <8 x double> %2232, %2233
  %2235 = fadd <8 x double> %2232, splat (double 2.000000e+00)
  %2236 = fdiv <8 x double> %2232, %2235
  %2237 = fmul <8 x double> %2236, %2236
  %2238 = fmul <8 x double> %2237, %2237
  %2239 = fmul <8 x double> %2238, splat (double 0x3FC39A09D078C69F)
  %2240 = fadd <8 x double> %2239, splat (double 0x3FCC71C51D8E78AF)
  %2241 = fmul <8 x double> %2238, %2240
  %2242 = fadd <8 x double> %2241, splat (double 0x3FD999999997FA04)
  %2243 = fmul <8 x double> %2238, %2242
  %2244 = fmul <8 x double> %2238, splat (double 0x3FC2F112DF3E5244)
  %2245 = fadd <8 x double> %2244, splat (double 0x3FC7466496CB03DE)
  %2246 = fmul <8 x double> %2238, %2245
  %2247 = fadd <8 x double> %2246, splat (double 0x3FD2492494229359)
  %2248 = fmul <8 x double> %2238, %2247
  %2249 = fadd <8 x double> %2248, splat (double 0x3FE5555555555593)
  %2250 = fmul <8 x double> %2237, %2249
  %2251 = fadd <8 x double> %2243, %2250
  %2252 = sitofp <8 x i64> %2225 to <8 x double>
  %2253 = fadd <8 x double> %2234, %2251
  %2254 = fmul <8 x double> %2236, %2253
  %2255 = fmul <8 x double> %2252, splat (double 0x3DEA39EF35793C76)
  %2256 = fadd <8 x double> %2255, %2254
  %2257 = fsub <8 x double> %2256, %2234
  %2258 = fadd <8 x double> %2232, %2257
  %2259 = fmul <8 x double> %2252, splat (double 0x3FE62E42FEE00000)
  %2260 = fadd <8 x double> %2259, %2258
  %2261 = fptrunc <8 x double> %2260 to <8 x float>
  %2262 = fneg <8 x float> %2261
  store <8 x float> %2262, ptr %2176, align 4
  %index.next810 = add nuw i64 %index808, 8
  %2263 = icmp eq i64 %index.next810, %n.vec806
  br i1 %2263, label %middle.block811, label %vector.body807, !llvm.loop !36

middle.block811:                                  ; preds = %vector.body807
  br i1 %cmp.n812, label %feature.body229.preheader, label %gumbel.body.preheader1169

gumbel.body.preheader1169:                        ; preds = %gumbel.body.preheader, %middle.block811
  %gumbel469.ph = phi i64 [ 0, %gumbel.body.preheader ], [ %n.vec806, %middle.block811 ]
  br label %gumbel.body

gumbel.body:                                      ; preds = %gumbel.body.preheader1169, %gumbel.body
  %gumbel469 = phi i64 [ %2350, %gumbel.body ], [ %gumbel469.ph, %gumbel.body.preheader1169 ]
  %2264 = getelementptr inbounds float, ptr %13, i64 %gumbel469
  %word = load i32, ptr %2264, align 4
  %2265 = uitofp i32 %word to double
  %2266 = fadd double %2265, 5.000000e-01
  %2267 = fmul double %2266, 0x3DF0000000000000
  %2268 = bitcast double %2267 to i64
  %2269 = lshr i64 %2268, 32
  %2270 = add nuw nsw i64 %2269, 614242
  %2271 = lshr i64 %2270, 20
  %2272 = add nsw i64 %2271, -1023
  %2273 = shl nuw i64 %2270, 32
  %2274 = and i64 %2273, 4503595332403200
  %2275 = add nuw nsw i64 %2274, 4604544269498187776
  %2276 = and i64 %2268, 4294967295
  %2277 = or disjoint i64 %2275, %2276
  %2278 = bitcast i64 %2277 to double
  %2279 = fadd double %2278, -1.000000e+00
  %2280 = fmul double %2279, 5.000000e-01
  %2281 = fmul double %2279, %2280
  %2282 = fadd double %2279, 2.000000e+00
  %2283 = fdiv double %2279, %2282
  %2284 = fmul double %2283, %2283
  %2285 = fmul double %2284, %2284
  %2286 = fmul double %2285, 0x3FC39A09D078C69F
  %2287 = fadd double %2286, 0x3FCC71C51D8E78AF
  %2288 = fmul double %2285, %2287
  %2289 = fadd double %2288, 0x3FD999999997FA04
  %2290 = fmul double %2285, %2289
  %2291 = fmul double %2285, 0x3FC2F112DF3E5244
  %2292 = fadd double %2291, 0x3FC7466496CB03DE
  %2293 = fmul double %2285, %2292
  %2294 = fadd double %2293, 0x3FD2492494229359
  %2295 = fmul double %2285, %2294
  %2296 = fadd double %2295, 0x3FE5555555555593
  %2297 = fmul double %2284, %2296
  %2298 = fadd double %2290, %2297
  %2299 = sitofp i64 %2272 to double
  %2300 = fadd double %2281, %2298
  %2301 = fmul double %2283, %2300
  %2302 = fmul double %2299, 0x3DEA39EF35793C76
  %2303 = fadd double %2302, %2301
  %2304 = fsub double %2303, %2281
  %2305 = fadd double %2279, %2304
  %2306 = fmul double %2299, 0x3FE62E42FEE00000
  %2307 = fadd double %2306, %2305
  %2308 = fneg double %2307
  %2309 = bitcast double %2308 to i64
  %2310 = lshr i64 %2309, 32
  %2311 = add nuw nsw i64 %2310, 614242
  %2312 = lshr i64 %2311, 20
  %2313 = add nsw i64 %2312, -1023
  %2314 = shl i64 %2311, 32
  %2315 = and i64 %2314, 4503595332403200
  %2316 = add nuw nsw i64 %2315, 4604544269498187776
  %2317 = and i64 %2309, 4294967295
  %2318 = or disjoint i64 %2316, %2317
  %2319 = bitcast i64 %2318 to double
  %2320 = fadd double %2319, -1.000000e+00
  %2321 = fmul double %2320, 5.000000e-01
  %2322 = fmul double %2320, %2321
  %2323 = fadd double %2320, 2.000000e+00
  %2324 = fdiv double %2320, %2323
  %2325 = fmul double %2324, %2324
  %2326 = fmul double %2325, %2325
  %2327 = fmul double %2326, 0x3FC2F112DF3E5244
  %2328 = fadd double %2327, 0x3FC7466496CB03DE
  %2329 = insertelement <2 x double> poison, double %2326, i64 0
  %2330 = shufflevector <2 x double> %2329, <2 x double> poison, <2 x i32> zeroinitializer
  %2331 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %2328, i64 1
  %2332 = fmul <2 x double> %2330, %2331
  %2333 = fadd <2 x double> %2332, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %2334 = fmul <2 x double> %2330, %2333
  %2335 = fadd <2 x double> %2334, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %2336 = insertelement <2 x double> %2329, double %2325, i64 1
  %2337 = fmul <2 x double> %2336, %2335
  %shift = shufflevector <2 x double> %2337, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %2337, %shift
  %2338 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %2339 = sitofp i64 %2313 to double
  %2340 = fadd double %2322, %2338
  %2341 = fmul double %2324, %2340
  %2342 = fmul double %2339, 0x3DEA39EF35793C76
  %2343 = fadd double %2342, %2341
  %2344 = fsub double %2343, %2322
  %2345 = fadd double %2320, %2344
  %2346 = fmul double %2339, 0x3FE62E42FEE00000
  %2347 = fadd double %2346, %2345
  %2348 = fptrunc double %2347 to float
  %2349 = fneg float %2348
  store float %2349, ptr %2264, align 4
  %2350 = add nuw i64 %gumbel469, 1
  %exitcond583.not = icmp eq i64 %2350, %n_features
  br i1 %exitcond583.not, label %feature.body229.preheader, label %gumbel.body, !llvm.loop !37

feature.body229.preheader:                        ; preds = %gumbel.body, %middle.block811
  %diff.check772 = icmp ult i64 %117, 32
  %or.cond1150 = select i1 %min.iters.check774, i1 true, i1 %diff.check772
  br i1 %or.cond1150, label %feature.body229.preheader1168, label %vector.ph775

vector.ph775:                                     ; preds = %feature.body229.preheader
  %broadcast.splatinsert780 = insertelement <8 x float> poison, float %uniforms.sroa.15.0, i64 0
  %broadcast.splat781 = shufflevector <8 x float> %broadcast.splatinsert780, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert782 = insertelement <8 x float> poison, float %uniforms.sroa.23.0, i64 0
  %broadcast.splat783 = shufflevector <8 x float> %broadcast.splatinsert782, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert784 = insertelement <8 x float> poison, float %fold_value112.0.lcssa, i64 0
  %broadcast.splat785 = shufflevector <8 x float> %broadcast.splatinsert784, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert786 = insertelement <8 x float> poison, float %fold_value143.0.lcssa596598602, i64 0
  %broadcast.splat787 = shufflevector <8 x float> %broadcast.splatinsert786, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert788 = insertelement <8 x float> poison, float %search_value167.0, i64 0
  %broadcast.splat789 = shufflevector <8 x float> %broadcast.splatinsert788, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert790 = insertelement <8 x float> poison, float %search_index168.0, i64 0
  %broadcast.splat791 = shufflevector <8 x float> %broadcast.splatinsert790, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body792

vector.body792:                                   ; preds = %vector.body792, %vector.ph775
  %index793 = phi i64 [ 0, %vector.ph775 ], [ %index.next797, %vector.body792 ]
  %vec.ind794 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph775 ], [ %vec.ind.next798, %vector.body792 ]
  %2351 = getelementptr inbounds float, ptr %120, i64 %index793
  %wide.load795 = load <8 x float>, ptr %2351, align 4
  %2352 = fmul <8 x float> %broadcast.splat779, %wide.load795
  %2353 = uitofp <8 x i64> %vec.ind794 to <8 x float>
  %2354 = fcmp ogt <8 x float> %wide.load795, %broadcast.splat781
  %2355 = select <8 x i1> %2354, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2356 = fcmp oeq <8 x float> %wide.load795, %broadcast.splat781
  %2357 = fcmp oge <8 x float> %broadcast.splat783, %2353
  %2358 = select <8 x i1> %2356, <8 x i1> %2357, <8 x i1> zeroinitializer
  %2359 = select <8 x i1> %2358, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2360 = fcmp ogt <8 x float> %2359, %2355
  %2361 = select <8 x i1> %2360, <8 x float> %2359, <8 x float> %2355
  %2362 = fsub <8 x float> %2352, %broadcast.splat785
  %2363 = fcmp olt <8 x float> %2362, splat (float -1.040000e+02)
  %2364 = select <8 x i1> %2363, <8 x float> splat (float -1.040000e+02), <8 x float> %2362
  %2365 = fcmp ogt <8 x float> %2364, splat (float 8.900000e+01)
  %2366 = select <8 x i1> %2365, <8 x float> splat (float 8.900000e+01), <8 x float> %2364
  %2367 = fmul <8 x float> %2366, splat (float 0x3FF7154760000000)
  %2368 = fadd <8 x float> %2367, splat (float 0x4168000000000000)
  %2369 = fadd <8 x float> %2368, splat (float 0xC168000000000000)
  %2370 = bitcast <8 x float> %2368 to <8 x i32>
  %2371 = fmul <8 x float> %2369, splat (float 0x3FE62E4000000000)
  %2372 = fsub <8 x float> %2366, %2371
  %2373 = fmul <8 x float> %2369, splat (float 0x3EB7F7D1C0000000)
  %2374 = fsub <8 x float> %2372, %2373
  %2375 = fmul <8 x float> %2374, %2374
  %2376 = fmul <8 x float> %2375, splat (float 0x3E66376980000000)
  %2377 = fadd <8 x float> %2376, splat (float 0xBEBBBD41C0000000)
  %2378 = fmul <8 x float> %2375, %2377
  %2379 = fadd <8 x float> %2378, splat (float 0x3F11566AA0000000)
  %2380 = fmul <8 x float> %2375, %2379
  %2381 = fadd <8 x float> %2380, splat (float 0xBF66C16C20000000)
  %2382 = fmul <8 x float> %2375, %2381
  %2383 = fadd <8 x float> %2382, splat (float 0x3FC5555560000000)
  %2384 = fmul <8 x float> %2375, %2383
  %2385 = fsub <8 x float> %2374, %2384
  %2386 = fmul <8 x float> %2374, %2385
  %2387 = fsub <8 x float> splat (float 2.000000e+00), %2385
  %2388 = fdiv <8 x float> %2386, %2387
  %2389 = fsub <8 x float> %2373, %2388
  %2390 = fsub <8 x float> %2372, %2389
  %2391 = fadd <8 x float> %2390, splat (float 1.000000e+00)
  %2392 = add <8 x i32> %2370, splat (i32 -1262485248)
  %2393 = lshr <8 x i32> %2392, splat (i32 1)
  %2394 = add <8 x i32> %2370, splat (i32 255)
  %2395 = sub <8 x i32> %2394, %2393
  %2396 = shl <8 x i32> %2393, splat (i32 23)
  %2397 = add <8 x i32> %2396, splat (i32 -8388608)
  %2398 = shl <8 x i32> %2395, splat (i32 23)
  %2399 = bitcast <8 x i32> %2397 to <8 x float>
  %2400 = bitcast <8 x i32> %2398 to <8 x float>
  %2401 = fmul <8 x float> %2391, %2399
  %2402 = fmul <8 x float> %2401, %2400
  %2403 = fcmp uno <8 x float> %2362, zeroinitializer
  %2404 = select <8 x i1> %2403, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %2402
  %2405 = fdiv <8 x float> %2404, %broadcast.splat787
  %2406 = fcmp une <8 x float> %2361, zeroinitializer
  %2407 = fadd <8 x float> %2405, zeroinitializer
  %2408 = select <8 x i1> %2406, <8 x float> %2407, <8 x float> splat (float -1.000000e+00)
  %2409 = fcmp ogt <8 x float> %2408, %broadcast.splat789
  %2410 = select <8 x i1> %2409, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2411 = fcmp oeq <8 x float> %2408, %broadcast.splat789
  %2412 = fcmp oge <8 x float> %broadcast.splat791, %2353
  %2413 = select <8 x i1> %2411, <8 x i1> %2412, <8 x i1> zeroinitializer
  %2414 = select <8 x i1> %2413, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2415 = fcmp ogt <8 x float> %2414, %2410
  %2416 = select <8 x i1> %2415, <8 x float> %2414, <8 x float> %2410
  %2417 = fmul <8 x float> %2361, %2416
  %2418 = getelementptr inbounds float, ptr %13, i64 %index793
  %wide.load796 = load <8 x float>, ptr %2418, align 4
  %2419 = fadd <8 x float> %2352, %wide.load796
  %2420 = fcmp une <8 x float> %2417, zeroinitializer
  %2421 = select <8 x i1> %2420, <8 x float> %2419, <8 x float> splat (float 0xFFF0000000000000)
  %2422 = getelementptr inbounds float, ptr %scratch, i64 %index793
  store <8 x float> %2421, ptr %2422, align 4
  %index.next797 = add nuw i64 %index793, 8
  %vec.ind.next798 = add nuw <8 x i64> %vec.ind794, splat (i64 8)
  %2423 = icmp eq i64 %index.next797, %n.vec777
  br i1 %2423, label %middle.block799, label %vector.body792, !llvm.loop !38

middle.block799:                                  ; preds = %vector.body792
  br i1 %cmp.n800, label %max_block.header244.preheader, label %feature.body229.preheader1168

feature.body229.preheader1168:                    ; preds = %feature.body229.preheader, %middle.block799
  %feature231470.ph = phi i64 [ 0, %feature.body229.preheader ], [ %n.vec777, %middle.block799 ]
  br label %feature.body229

max_block.header244.preheader:                    ; preds = %feature.body229, %middle.block799
  br i1 %.not496, label %max_block.exit246, label %max_block.body245.preheader

max_block.body245.preheader:                      ; preds = %max_block.header244.preheader
  br i1 %98, label %max_block.body245.epil.preheader, label %max_block.body245

feature.body229:                                  ; preds = %feature.body229.preheader1168, %feature.body229
  %feature231470 = phi i64 [ %2495, %feature.body229 ], [ %feature231470.ph, %feature.body229.preheader1168 ]
  %2424 = getelementptr inbounds float, ptr %120, i64 %feature231470
  %2425 = load float, ptr %2424, align 4
  %2426 = fmul float %inv_t, %2425
  %feature232 = uitofp i64 %feature231470 to float
  %2427 = fcmp ogt float %2425, %uniforms.sroa.15.0
  %2428 = select i1 %2427, float 1.000000e+00, float 0.000000e+00
  %2429 = fcmp oeq float %2425, %uniforms.sroa.15.0
  %2430 = fcmp oge float %uniforms.sroa.23.0, %feature232
  %2431 = select i1 %2429, i1 %2430, i1 false
  %2432 = select i1 %2431, float 1.000000e+00, float 0.000000e+00
  %2433 = fcmp ogt float %2432, %2428
  %max233 = select i1 %2433, float %2432, float %2428
  %2434 = fsub float %2426, %fold_value112.0.lcssa
  %2435 = fcmp olt float %2434, -1.040000e+02
  %2436 = select i1 %2435, float -1.040000e+02, float %2434
  %2437 = fcmp ogt float %2436, 8.900000e+01
  %2438 = select i1 %2437, float 8.900000e+01, float %2436
  %2439 = fmul float %2438, 0x3FF7154760000000
  %2440 = fadd float %2439, 0x4168000000000000
  %2441 = fadd float %2440, 0xC168000000000000
  %2442 = bitcast float %2440 to i32
  %2443 = fmul float %2441, 0x3FE62E4000000000
  %2444 = fsub float %2438, %2443
  %2445 = fmul float %2441, 0x3EB7F7D1C0000000
  %2446 = fsub float %2444, %2445
  %2447 = fmul float %2446, %2446
  %2448 = fmul float %2447, 0x3E66376980000000
  %2449 = fadd float %2448, 0xBEBBBD41C0000000
  %2450 = fmul float %2447, %2449
  %2451 = fadd float %2450, 0x3F11566AA0000000
  %2452 = fmul float %2447, %2451
  %2453 = fadd float %2452, 0xBF66C16C20000000
  %2454 = fmul float %2447, %2453
  %2455 = fadd float %2454, 0x3FC5555560000000
  %2456 = fmul float %2447, %2455
  %2457 = fsub float %2446, %2456
  %2458 = fmul float %2446, %2457
  %2459 = fsub float 2.000000e+00, %2457
  %2460 = fdiv float %2458, %2459
  %2461 = fsub float %2445, %2460
  %2462 = fsub float %2444, %2461
  %2463 = fadd float %2462, 1.000000e+00
  %2464 = add i32 %2442, -1262485248
  %2465 = lshr i32 %2464, 1
  %2466 = add i32 %2442, 255
  %2467 = sub i32 %2466, %2465
  %2468 = shl i32 %2465, 23
  %2469 = add i32 %2468, -8388608
  %2470 = shl i32 %2467, 23
  %2471 = bitcast i32 %2469 to float
  %2472 = bitcast i32 %2470 to float
  %2473 = fmul float %2463, %2471
  %2474 = fmul float %2473, %2472
  %2475 = fcmp uno float %2434, 0.000000e+00
  %2476 = select i1 %2475, float 0x7FF8000000000000, float %2474
  %2477 = fdiv float %2476, %fold_value143.0.lcssa596598602
  %2478 = fcmp une float %max233, 0.000000e+00
  %2479 = fadd float %2477, 0.000000e+00
  %2480 = select i1 %2478, float %2479, float -1.000000e+00
  %2481 = fcmp ogt float %2480, %search_value167.0
  %2482 = select i1 %2481, float 1.000000e+00, float 0.000000e+00
  %2483 = fcmp oeq float %2480, %search_value167.0
  %2484 = fcmp oge float %search_index168.0, %feature232
  %2485 = select i1 %2483, i1 %2484, i1 false
  %2486 = select i1 %2485, float 1.000000e+00, float 0.000000e+00
  %2487 = fcmp ogt float %2486, %2482
  %max235 = select i1 %2487, float %2486, float %2482
  %2488 = fmul float %max233, %max235
  %2489 = getelementptr inbounds float, ptr %13, i64 %feature231470
  %2490 = load float, ptr %2489, align 4
  %2491 = fadd float %2426, %2490
  %2492 = fcmp une float %2488, 0.000000e+00
  %2493 = select i1 %2492, float %2491, float 0xFFF0000000000000
  %2494 = getelementptr inbounds float, ptr %scratch, i64 %feature231470
  store float %2493, ptr %2494, align 4
  %2495 = add nuw i64 %feature231470, 1
  %exitcond584.not = icmp eq i64 %2495, %n_features
  br i1 %exitcond584.not, label %max_block.header244.preheader, label %feature.body229, !llvm.loop !39

max_block.body245:                                ; preds = %max_block.body245.preheader, %max_block.body245
  %max_block247473 = phi i64 [ %2539, %max_block.body245 ], [ 0, %max_block.body245.preheader ]
  %max_index242.0472 = phi <8 x i64> [ %2538, %max_block.body245 ], [ zeroinitializer, %max_block.body245.preheader ]
  %max_best241.0471 = phi <8 x float> [ %2534, %max_block.body245 ], [ splat (float 0xFFF0000000000000), %max_block.body245.preheader ]
  %niter1305 = phi i64 [ %niter1305.next.3, %max_block.body245 ], [ 0, %max_block.body245.preheader ]
  %2496 = getelementptr inbounds float, ptr %scratch, i64 %max_block247473
  %block248 = load <8 x float>, ptr %2496, align 4
  %2497 = fcmp ogt <8 x float> %block248, %max_best241.0471
  %2498 = fcmp uno <8 x float> %block248, zeroinitializer
  %2499 = fcmp ord <8 x float> %max_best241.0471, zeroinitializer
  %2500 = and <8 x i1> %2499, %2498
  %take249 = or <8 x i1> %2497, %2500
  %2501 = select <8 x i1> %take249, <8 x float> %block248, <8 x float> %max_best241.0471
  %2502 = insertelement <8 x i64> poison, i64 %max_block247473, i64 0
  %2503 = shufflevector <8 x i64> %2502, <8 x i64> poison, <8 x i32> zeroinitializer
  %2504 = or disjoint <8 x i64> %2503, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2505 = select <8 x i1> %take249, <8 x i64> %2504, <8 x i64> %max_index242.0472
  %2506 = or disjoint i64 %max_block247473, 8
  %2507 = getelementptr inbounds float, ptr %scratch, i64 %2506
  %block248.1 = load <8 x float>, ptr %2507, align 4
  %2508 = fcmp ogt <8 x float> %block248.1, %2501
  %2509 = fcmp uno <8 x float> %block248.1, zeroinitializer
  %2510 = fcmp ord <8 x float> %2501, zeroinitializer
  %2511 = and <8 x i1> %2510, %2509
  %take249.1 = or <8 x i1> %2508, %2511
  %2512 = select <8 x i1> %take249.1, <8 x float> %block248.1, <8 x float> %2501
  %2513 = insertelement <8 x i64> poison, i64 %2506, i64 0
  %2514 = shufflevector <8 x i64> %2513, <8 x i64> poison, <8 x i32> zeroinitializer
  %2515 = or disjoint <8 x i64> %2514, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2516 = select <8 x i1> %take249.1, <8 x i64> %2515, <8 x i64> %2505
  %2517 = or disjoint i64 %max_block247473, 16
  %2518 = getelementptr inbounds float, ptr %scratch, i64 %2517
  %block248.2 = load <8 x float>, ptr %2518, align 4
  %2519 = fcmp ogt <8 x float> %block248.2, %2512
  %2520 = fcmp uno <8 x float> %block248.2, zeroinitializer
  %2521 = fcmp ord <8 x float> %2512, zeroinitializer
  %2522 = and <8 x i1> %2521, %2520
  %take249.2 = or <8 x i1> %2519, %2522
  %2523 = select <8 x i1> %take249.2, <8 x float> %block248.2, <8 x float> %2512
  %2524 = insertelement <8 x i64> poison, i64 %2517, i64 0
  %2525 = shufflevector <8 x i64> %2524, <8 x i64> poison, <8 x i32> zeroinitializer
  %2526 = or disjoint <8 x i64> %2525, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2527 = select <8 x i1> %take249.2, <8 x i64> %2526, <8 x i64> %2516
  %2528 = or disjoint i64 %max_block247473, 24
  %2529 = getelementptr inbounds float, ptr %scratch, i64 %2528
  %block248.3 = load <8 x float>, ptr %2529, align 4
  %2530 = fcmp ogt <8 x float> %block248.3, %2523
  %2531 = fcmp uno <8 x float> %block248.3, zeroinitializer
  %2532 = fcmp ord <8 x float> %2523, zeroinitializer
  %2533 = and <8 x i1> %2532, %2531
  %take249.3 = or <8 x i1> %2530, %2533
  %2534 = select <8 x i1> %take249.3, <8 x float> %block248.3, <8 x float> %2523
  %2535 = insertelement <8 x i64> poison, i64 %2528, i64 0
  %2536 = shufflevector <8 x i64> %2535, <8 x i64> poison, <8 x i32> zeroinitializer
  %2537 = or disjoint <8 x i64> %2536, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2538 = select <8 x i1> %take249.3, <8 x i64> %2537, <8 x i64> %2527
  %2539 = add nuw i64 %max_block247473, 32
  %niter1305.next.3 = add i64 %niter1305, 4
  %niter1305.ncmp.3.not = icmp eq i64 %niter1305.next.3, %unroll_iter1304
  br i1 %niter1305.ncmp.3.not, label %max_block.exit246.loopexit.unr-lcssa, label %max_block.body245

max_block.exit246.loopexit.unr-lcssa:             ; preds = %max_block.body245
  br i1 %lcmp.mod1300.not, label %max_block.exit246, label %max_block.body245.epil.preheader

max_block.body245.epil.preheader:                 ; preds = %max_block.exit246.loopexit.unr-lcssa, %max_block.body245.preheader
  %max_block247473.epil.init = phi i64 [ 0, %max_block.body245.preheader ], [ %2539, %max_block.exit246.loopexit.unr-lcssa ]
  %max_index242.0472.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body245.preheader ], [ %2538, %max_block.exit246.loopexit.unr-lcssa ]
  %max_best241.0471.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body245.preheader ], [ %2534, %max_block.exit246.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1303)
  br label %max_block.body245.epil

max_block.body245.epil:                           ; preds = %max_block.body245.epil, %max_block.body245.epil.preheader
  %max_block247473.epil = phi i64 [ %2550, %max_block.body245.epil ], [ %max_block247473.epil.init, %max_block.body245.epil.preheader ]
  %max_index242.0472.epil = phi <8 x i64> [ %2549, %max_block.body245.epil ], [ %max_index242.0472.epil.init, %max_block.body245.epil.preheader ]
  %max_best241.0471.epil = phi <8 x float> [ %2545, %max_block.body245.epil ], [ %max_best241.0471.epil.init, %max_block.body245.epil.preheader ]
  %epil.iter1299 = phi i64 [ %epil.iter1299.next, %max_block.body245.epil ], [ 0, %max_block.body245.epil.preheader ]
  %2540 = getelementptr inbounds float, ptr %scratch, i64 %max_block247473.epil
  %block248.epil = load <8 x float>, ptr %2540, align 4
  %2541 = fcmp ogt <8 x float> %block248.epil, %max_best241.0471.epil
  %2542 = fcmp uno <8 x float> %block248.epil, zeroinitializer
  %2543 = fcmp ord <8 x float> %max_best241.0471.epil, zeroinitializer
  %2544 = and <8 x i1> %2543, %2542
  %take249.epil = or <8 x i1> %2541, %2544
  %2545 = select <8 x i1> %take249.epil, <8 x float> %block248.epil, <8 x float> %max_best241.0471.epil
  %2546 = insertelement <8 x i64> poison, i64 %max_block247473.epil, i64 0
  %2547 = shufflevector <8 x i64> %2546, <8 x i64> poison, <8 x i32> zeroinitializer
  %2548 = or disjoint <8 x i64> %2547, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2549 = select <8 x i1> %take249.epil, <8 x i64> %2548, <8 x i64> %max_index242.0472.epil
  %2550 = add nuw i64 %max_block247473.epil, 8
  %epil.iter1299.next = add i64 %epil.iter1299, 1
  %epil.iter1299.cmp.not = icmp eq i64 %epil.iter1299.next, %xtraiter1298
  br i1 %epil.iter1299.cmp.not, label %max_block.exit246, label %max_block.body245.epil, !llvm.loop !40

max_block.exit246:                                ; preds = %max_block.exit246.loopexit.unr-lcssa, %max_block.body245.epil, %search.done181, %max_block.header244.preheader
  %max_best241.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.header244.preheader ], [ splat (float 0xFFF0000000000000), %search.done181 ], [ %2534, %max_block.exit246.loopexit.unr-lcssa ], [ %2545, %max_block.body245.epil ]
  %max_index242.0.lcssa = phi <8 x i64> [ zeroinitializer, %max_block.header244.preheader ], [ zeroinitializer, %search.done181 ], [ %2538, %max_block.exit246.loopexit.unr-lcssa ], [ %2549, %max_block.body245.epil ]
  %2551 = extractelement <8 x float> %max_best241.0.lcssa, i64 0
  %2552 = extractelement <8 x i64> %max_index242.0.lcssa, i64 0
  %2553 = fcmp une float %2551, 0xFFF0000000000000
  %2554 = select i1 %2553, i64 %2552, i64 0
  %2555 = extractelement <8 x float> %max_best241.0.lcssa, i64 1
  %2556 = extractelement <8 x i64> %max_index242.0.lcssa, i64 1
  %2557 = fcmp uno float %2555, 0.000000e+00
  %2558 = fcmp ord float %2551, 0.000000e+00
  %2559 = icmp ult i64 %2556, %2554
  %2560 = fcmp ogt float %2555, %2551
  %2561 = fcmp oeq float %2555, %2551
  %2562 = or i1 %2558, %2559
  %2563 = and i1 %2561, %2559
  %2564 = or i1 %2560, %2563
  %2565 = select i1 %2557, i1 %2562, i1 %2564
  %2566 = select i1 %2565, float %2555, float %2551
  %2567 = select i1 %2565, i64 %2556, i64 %2554
  %2568 = extractelement <8 x float> %max_best241.0.lcssa, i64 2
  %2569 = extractelement <8 x i64> %max_index242.0.lcssa, i64 2
  %2570 = fcmp uno float %2568, 0.000000e+00
  %2571 = fcmp ord float %2566, 0.000000e+00
  %2572 = icmp ult i64 %2569, %2567
  %2573 = fcmp ogt float %2568, %2566
  %2574 = fcmp oeq float %2568, %2566
  %2575 = or i1 %2571, %2572
  %2576 = and i1 %2574, %2572
  %2577 = or i1 %2573, %2576
  %2578 = select i1 %2570, i1 %2575, i1 %2577
  %2579 = select i1 %2578, float %2568, float %2566
  %2580 = select i1 %2578, i64 %2569, i64 %2567
  %2581 = extractelement <8 x float> %max_best241.0.lcssa, i64 3
  %2582 = extractelement <8 x i64> %max_index242.0.lcssa, i64 3
  %2583 = fcmp uno float %2581, 0.000000e+00
  %2584 = fcmp ord float %2579, 0.000000e+00
  %2585 = icmp ult i64 %2582, %2580
  %2586 = fcmp ogt float %2581, %2579
  %2587 = fcmp oeq float %2581, %2579
  %2588 = or i1 %2584, %2585
  %2589 = and i1 %2587, %2585
  %2590 = or i1 %2586, %2589
  %2591 = select i1 %2583, i1 %2588, i1 %2590
  %2592 = select i1 %2591, float %2581, float %2579
  %2593 = select i1 %2591, i64 %2582, i64 %2580
  %2594 = extractelement <8 x float> %max_best241.0.lcssa, i64 4
  %2595 = extractelement <8 x i64> %max_index242.0.lcssa, i64 4
  %2596 = fcmp uno float %2594, 0.000000e+00
  %2597 = fcmp ord float %2592, 0.000000e+00
  %2598 = icmp ult i64 %2595, %2593
  %2599 = fcmp ogt float %2594, %2592
  %2600 = fcmp oeq float %2594, %2592
  %2601 = or i1 %2597, %2598
  %2602 = and i1 %2600, %2598
  %2603 = or i1 %2599, %2602
  %2604 = select i1 %2596, i1 %2601, i1 %2603
  %2605 = select i1 %2604, float %2594, float %2592
  %2606 = select i1 %2604, i64 %2595, i64 %2593
  %2607 = extractelement <8 x float> %max_best241.0.lcssa, i64 5
  %2608 = extractelement <8 x i64> %max_index242.0.lcssa, i64 5
  %2609 = fcmp uno float %2607, 0.000000e+00
  %2610 = fcmp ord float %2605, 0.000000e+00
  %2611 = icmp ult i64 %2608, %2606
  %2612 = fcmp ogt float %2607, %2605
  %2613 = fcmp oeq float %2607, %2605
  %2614 = or i1 %2610, %2611
  %2615 = and i1 %2613, %2611
  %2616 = or i1 %2612, %2615
  %2617 = select i1 %2609, i1 %2614, i1 %2616
  %2618 = select i1 %2617, float %2607, float %2605
  %2619 = select i1 %2617, i64 %2608, i64 %2606
  %2620 = extractelement <8 x float> %max_best241.0.lcssa, i64 6
  %2621 = extractelement <8 x i64> %max_index242.0.lcssa, i64 6
  %2622 = fcmp uno float %2620, 0.000000e+00
  %2623 = fcmp ord float %2618, 0.000000e+00
  %2624 = icmp ult i64 %2621, %2619
  %2625 = fcmp ogt float %2620, %2618
  %2626 = fcmp oeq float %2620, %2618
  %2627 = or i1 %2623, %2624
  %2628 = and i1 %2626, %2624
  %2629 = or i1 %2625, %2628
  %2630 = select i1 %2622, i1 %2627, i1 %2629
  %2631 = select i1 %2630, float %2620, float %2618
  %2632 = select i1 %2630, i64 %2621, i64 %2619
  %2633 = extractelement <8 x float> %max_best241.0.lcssa, i64 7
  %2634 = extractelement <8 x i64> %max_index242.0.lcssa, i64 7
  %2635 = fcmp uno float %2633, 0.000000e+00
  %2636 = fcmp ord float %2631, 0.000000e+00
  %2637 = icmp ult i64 %2634, %2632
  %2638 = fcmp ogt float %2633, %2631
  %2639 = fcmp oeq float %2633, %2631
  %2640 = or i1 %2636, %2637
  %2641 = and i1 %2639, %2637
  %2642 = or i1 %2638, %2641
  %2643 = select i1 %2635, i1 %2640, i1 %2642
  %2644 = select i1 %2643, i64 %2634, i64 %2632
  br i1 %.not497, label %fold_tail.exit252, label %fold_tail.body251.preheader

fold_tail.body251.preheader:                      ; preds = %max_block.exit246
  %2645 = select i1 %2643, float %2633, float %2631
  br label %fold_tail.body251

fold_tail.body251:                                ; preds = %fold_tail.body251.preheader, %fold_tail.body251
  %fold_tail253478 = phi i64 [ %2654, %fold_tail.body251 ], [ %blocks_end, %fold_tail.body251.preheader ]
  %fold_index237.0477 = phi i64 [ %2653, %fold_tail.body251 ], [ %2644, %fold_tail.body251.preheader ]
  %fold_value236.0476 = phi float [ %2652, %fold_tail.body251 ], [ %2645, %fold_tail.body251.preheader ]
  %2646 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail253478
  %2647 = load float, ptr %2646, align 4
  %2648 = fcmp ogt float %2647, %fold_value236.0476
  %2649 = fcmp uno float %2647, 0.000000e+00
  %2650 = fcmp ord float %fold_value236.0476, 0.000000e+00
  %2651 = and i1 %2650, %2649
  %take254 = or i1 %2648, %2651
  %2652 = select i1 %take254, float %2647, float %fold_value236.0476
  %2653 = select i1 %take254, i64 %fold_tail253478, i64 %fold_index237.0477
  %2654 = add nuw i64 %fold_tail253478, 1
  %2655 = icmp ult i64 %2654, %n_features
  br i1 %2655, label %fold_tail.body251, label %fold_tail.exit252

fold_tail.exit252:                                ; preds = %fold_tail.body251, %max_block.exit246
  %fold_index237.0.lcssa = phi i64 [ %2644, %max_block.exit246 ], [ %2653, %fold_tail.body251 ]
  %argmax255 = uitofp i64 %fold_index237.0.lcssa to float
  br label %guard.done227

guard.done260:                                    ; preds = %guard.done227, %fold_tail.exit292
  %uniforms.sroa.52.0 = phi float [ %argmax295, %fold_tail.exit292 ], [ 0.000000e+00, %guard.done227 ]
  %2656 = fmul float %fold_value2.0.lcssa, 2.000000e+00
  %2657 = fcmp oeq float %fold_value21.0.lcssa, 0xFFF0000000000000
  %2658 = select i1 %2657, float 4.000000e+00, float 0.000000e+00
  %2659 = fmul float %fold_value59.0.lcssa, 8.000000e+00
  %2660 = fadd float %fold_value.0.lcssa, %2656
  %2661 = fadd float %2660, %2658
  %2662 = fadd float %2661, %2659
  %2663 = select i1 %top_p_on, float %uniforms.sroa.48.0, float %uniforms.sroa.52.0
  %2664 = select i1 %not_greedy, float %2663, float %argmax
  %2665 = fcmp une float %2662, 0.000000e+00
  %2666 = select i1 %2665, float -1.000000e+00, float %2664
  %id = fptosi float %2666 to i64
  store i64 %id, ptr %id_ptr, align 8
  %status_bits = fptoui float %2662 to i32
  %status297 = load i32, ptr %121, align 4
  %2667 = or i32 %status297, %status_bits
  store i32 %2667, ptr %121, align 4
  %2668 = add nuw i64 %row494, 1
  %exitcond588.not = icmp eq i64 %2668, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond588.not, label %row.exit, label %row.body

gumbel.philox.body262:                            ; preds = %gumbel.philox.body262.preheader, %gumbel.philox.body262
  %gumbel.philox264482 = phi i64 [ %2748, %gumbel.philox.body262 ], [ %gumbel.philox264482.ph, %gumbel.philox.body262.preheader ]
  %2669 = and i64 %gumbel.philox264482, 4294967295
  %2670 = mul nuw i64 %2669, 3528531795
  %2671 = xor i64 %24, %2670
  %2672 = lshr i64 %2671, 32
  %2673 = mul nuw i64 %2672, 3449720151
  %2674 = lshr i64 %2673, 32
  %.reass641.reass = xor i64 %2674, %invariant.op1396
  %2675 = xor i64 %2014, %2670
  %2676 = and i64 %.reass641.reass, 4294967295
  %2677 = mul nuw i64 %2676, 3528531795
  %2678 = and i64 %2675, 4294967295
  %2679 = mul nuw i64 %2678, 3449720151
  %2680 = lshr i64 %2677, 32
  %2681 = lshr i64 %2679, 32
  %2682 = xor i64 %2681, %27
  %2683 = xor i64 %2682, %2673
  %.reass643.reass = xor i64 %2680, %invariant.op1397
  %2684 = and i64 %2683, 4294967295
  %2685 = mul nuw i64 %2684, 3528531795
  %2686 = and i64 %.reass643.reass, 4294967295
  %2687 = mul nuw i64 %2686, 3449720151
  %2688 = lshr i64 %2685, 32
  %2689 = lshr i64 %2687, 32
  %2690 = xor i64 %29, %2689
  %2691 = xor i64 %2690, %2679
  %2692 = xor i64 %2688, %30
  %2693 = xor i64 %2692, %2677
  %2694 = and i64 %2691, 4294967295
  %2695 = mul nuw i64 %2694, 3528531795
  %2696 = and i64 %2693, 4294967295
  %2697 = mul nuw i64 %2696, 3449720151
  %2698 = lshr i64 %2695, 32
  %2699 = lshr i64 %2697, 32
  %2700 = xor i64 %2699, %31
  %2701 = xor i64 %2700, %2687
  %2702 = xor i64 %32, %2698
  %2703 = xor i64 %2702, %2685
  %2704 = and i64 %2701, 4294967295
  %2705 = mul nuw i64 %2704, 3528531795
  %2706 = and i64 %2703, 4294967295
  %2707 = mul nuw i64 %2706, 3449720151
  %2708 = lshr i64 %2705, 32
  %2709 = lshr i64 %2707, 32
  %2710 = xor i64 %33, %2709
  %2711 = xor i64 %2710, %2697
  %2712 = xor i64 %2708, %34
  %2713 = xor i64 %2712, %2695
  %2714 = and i64 %2711, 4294967295
  %2715 = mul nuw i64 %2714, 3528531795
  %2716 = and i64 %2713, 4294967295
  %2717 = mul nuw i64 %2716, 3449720151
  %2718 = lshr i64 %2715, 32
  %2719 = lshr i64 %2717, 32
  %2720 = xor i64 %2719, %35
  %2721 = xor i64 %2720, %2707
  %2722 = xor i64 %36, %2718
  %2723 = xor i64 %2722, %2705
  %2724 = and i64 %2721, 4294967295
  %2725 = mul nuw i64 %2724, 3528531795
  %2726 = and i64 %2723, 4294967295
  %2727 = mul nuw i64 %2726, 3449720151
  %2728 = lshr i64 %2725, 32
  %2729 = lshr i64 %2727, 32
  %2730 = xor i64 %37, %2729
  %2731 = xor i64 %2730, %2717
  %2732 = xor i64 %2728, %38
  %2733 = xor i64 %2732, %2715
  %2734 = and i64 %2731, 4294967295
  %2735 = mul nuw i64 %2734, 3528531795
  %2736 = lshr i64 %2735, 32
  %2737 = trunc i64 %2733 to i32
  %2738 = mul i32 %2737, -845247145
  %2739 = xor i64 %39, %2736
  %2740 = xor i64 %2739, %2725
  %2741 = and i64 %2740, 4294967295
  %2742 = mul nuw i64 %2741, 3449720151
  %2743 = lshr i64 %2742, 32
  %2744 = trunc nuw i64 %2743 to i32
  %2745 = xor i32 %2738, %2744
  %2746 = xor i32 %2745, %40
  %2747 = getelementptr inbounds float, ptr %13, i64 %gumbel.philox264482
  store i32 %2746, ptr %2747, align 4
  %2748 = add nuw i64 %gumbel.philox264482, 1
  %exitcond585.not = icmp eq i64 %2748, %n_features
  br i1 %exitcond585.not, label %gumbel.body266.preheader, label %gumbel.philox.body262, !llvm.loop !41

gumbel.body266.preheader:                         ; preds = %gumbel.philox.body262, %middle.block768
  br i1 %min.iters.check709, label %gumbel.body266.preheader1167, label %vector.body713

vector.body713:                                   ; preds = %gumbel.body266.preheader, %vector.body713
  %index714 = phi i64 [ %index.next716, %vector.body713 ], [ 0, %gumbel.body266.preheader ]
  %2749 = getelementptr inbounds float, ptr %13, i64 %index714
  %wide.load715 = load <8 x i32>, ptr %2749, align 4
  %2750 = uitofp <8 x i32> %wide.load715 to <8 x double>
  %2751 = fadd <8 x double> %2750, splat (double 5.000000e-01)
  %2752 = fmul <8 x double> %2751, splat (double 0x3DF0000000000000)
  %2753 = bitcast <8 x double> %2752 to <8 x i64>
  %2754 = lshr <8 x i64> %2753, splat (i64 32)
  %2755 = add nuw nsw <8 x i64> %2754, splat (i64 614242)
  %2756 = lshr <8 x i64> %2755, splat (i64 20)
  %2757 = add nsw <8 x i64> %2756, splat (i64 -1023)
  %2758 = shl nuw <8 x i64> %2755, splat (i64 32)
  %2759 = and <8 x i64> %2758, splat (i64 4503595332403200)
  %2760 = add nuw nsw <8 x i64> %2759, splat (i64 4604544269498187776)
  %2761 = and <8 x i64> %2753, splat (i64 4294967295)
  %2762 = or disjoint <8 x i64> %2760, %2761
  %2763 = bitcast <8 x i64> %2762 to <8 x double>
  %2764 = fadd <8 x double> %2763, splat (double -1.000000e+00)
  %2765 = fmul <8 x double> %2764, splat (double 5.000000e-01)
  %2766 = fmul <8 x double> %2764, %2765
  %2767 = fadd <8 x double> %2764, splat (double 2.000000e+00)
  %2768 = fdiv <8 x double> %2764, %2767
  %2769 = fmul <8 x double> %2768, %2768
  %2770 = fmul <8 x double> %2769, %2769
  %2771 = fmul <8 x double> %2770, splat (double 0x3FC39A09D078C69F)
  %2772 = fadd <8 x double> %2771, splat (double 0x3FCC71C51D8E78AF)
  %2773 = fmul <8 x double> %2770, %2772
  %2774 = fadd <8 x double> %2773, splat (double 0x3FD999999997FA04)
  %2775 = fmul <8 x double> %2770, %2774
  %2776 = fmul <8 x double> %2770, splat (double 0x3FC2F112DF3E5244)
  %2777 = fadd <8 x double> %2776, splat (double 0x3FC7466496CB03DE)
  %2778 = fmul <8 x double> %2770, %2777
  %2779 = fadd <8 x double> %2778, splat (double 0x3FD2492494229359)
  %2780 = fmul <8 x double> %2770, %2779
  %2781 = fadd <8 x double> %2780, splat (double 0x3FE5555555555593)
  %2782 = fmul <8 x double> %2769, %2781
  %2783 = fadd <8 x double> %2775, %2782
  %2784 = sitofp <8 x i64> %2757 to <8 x double>
  %2785 = fadd <8 x double> %2766, %2783
  %2786 = fmul <8 x double> %2768, %2785
  %2787 = fmul <8 x double> %2784, splat (double 0x3DEA39EF35793C76)
  %2788 = fadd <8 x double> %2787, %2786
  %2789 = fsub <8 x double> %2788, %2766
  %2790 = fadd <8 x double> %2764, %2789
  %2791 = fmul <8 x double> %2784, splat (double 0x3FE62E42FEE00000)
  %2792 = fadd <8 x double> %2791, %2790
  %2793 = fneg <8 x double> %2792
  %2794 = bitcast <8 x double> %2793 to <8 x i64>
  %2795 = lshr <8 x i64> %2794, splat (i64 32)
  %2796 = add nuw nsw <8 x i64> %2795, splat (i64 614242)
  %2797 = lshr <8 x i64> %2796, splat (i64 20)
  %2798 = add nsw <8 x i64> %2797, splat (i64 -1023)
  %2799 = shl <8 x i64> %2796, splat (i64 32)
  %2800 = and <8 x i64> %2799, splat (i64 4503595332403200)
  %2801 = add nuw nsw <8 x i64> %2800, splat (i64 4604544269498187776)
  %2802 = and <8 x i64> %2794, splat (i64 4294967295)
  %2803 = or disjoint <8 x i64> %2801, %2802
  %2804 = bitcast <8 x i64> %2803 to <8 x double>
  %2805 = fadd <8 x double> %2804, splat (double -1.000000e+00)
  %2806 = fmul <8 x double> %2805, splat (double 5.000000e-01)
  %2807 = fmul <8 x double> %2805, %2806
  %2808 = fadd <8 x double> %2805, splat (double 2.000000e+00)
  %2809 = fdiv <8 x double> %2805, %2808
  %2810 = fmul <8 x double> %2809, %2809
  %2811 = fmul <8 x double> %2810, %2810
  %2812 = fmul <8 x double> %2811, splat (double 0x3FC39A09D078C69F)
  %2813 = fadd <8 x double> %2812, splat (double 0x3FCC71C51D8E78AF)
  %2814 = fmul <8 x double> %2811, %2813
  %2815 = fadd <8 x double> %2814, splat (double 0x3FD999999997FA04)
  %2816 = fmul <8 x double> %2811, %2815
  %2817 = fmul <8 x double> %2811, splat (double 0x3FC2F112DF3E5244)
  %2818 = fadd <8 x double> %2817, splat (double 0x3FC7466496CB03DE)
  %2819 = fmul <8 x double> %2811, %2818
  %2820 = fadd <8 x double> %2819, splat (double 0x3FD2492494229359)
  %2821 = fmul <8 x double> %2811, %2820
  %2822 = fadd <8 x double> %2821, splat (double 0x3FE5555555555593)
  %2823 = fmul <8 x double> %2810, %2822
  %2824 = fadd <8 x double> %2816, %2823
  %2825 = sitofp <8 x i64> %2798 to <8 x double>
  %2826 = fadd <8 x double> %2807, %2824
  %2827 = fmul <8 x double> %2809, %2826
  %2828 = fmul <8 x double> %2825, splat (double 0x3DEA39EF35793C76)
  %2829 = fadd <8 x double> %2828, %2827
  %2830 = fsub <8 x double> %2829, %2807
  %2831 = fadd <8 x double> %2805, %2830
  %2832 = fmul <8 x double> %2825, splat (double 0x3FE62E42FEE00000)
  %2833 = fadd <8 x double> %2832, %2831
  %2834 = fptrunc <8 x double> %2833 to <8 x float>
  %2835 = fneg <8 x float> %2834
  store <8 x float> %2835, ptr %2749, align 4
  %index.next716 = add nuw i64 %index714, 8
  %2836 = icmp eq i64 %index.next716, %n.vec712
  br i1 %2836, label %middle.block717, label %vector.body713, !llvm.loop !42

middle.block717:                                  ; preds = %vector.body713
  br i1 %cmp.n718, label %iter.check, label %gumbel.body266.preheader1167

gumbel.body266.preheader1167:                     ; preds = %gumbel.body266.preheader, %middle.block717
  %gumbel268483.ph = phi i64 [ 0, %gumbel.body266.preheader ], [ %n.vec712, %middle.block717 ]
  br label %gumbel.body266

gumbel.body266:                                   ; preds = %gumbel.body266.preheader1167, %gumbel.body266
  %gumbel268483 = phi i64 [ %2923, %gumbel.body266 ], [ %gumbel268483.ph, %gumbel.body266.preheader1167 ]
  %2837 = getelementptr inbounds float, ptr %13, i64 %gumbel268483
  %word269 = load i32, ptr %2837, align 4
  %2838 = uitofp i32 %word269 to double
  %2839 = fadd double %2838, 5.000000e-01
  %2840 = fmul double %2839, 0x3DF0000000000000
  %2841 = bitcast double %2840 to i64
  %2842 = lshr i64 %2841, 32
  %2843 = add nuw nsw i64 %2842, 614242
  %2844 = lshr i64 %2843, 20
  %2845 = add nsw i64 %2844, -1023
  %2846 = shl nuw i64 %2843, 32
  %2847 = and i64 %2846, 4503595332403200
  %2848 = add nuw nsw i64 %2847, 4604544269498187776
  %2849 = and i64 %2841, 4294967295
  %2850 = or disjoint i64 %2848, %2849
  %2851 = bitcast i64 %2850 to double
  %2852 = fadd double %2851, -1.000000e+00
  %2853 = fmul double %2852, 5.000000e-01
  %2854 = fmul double %2852, %2853
  %2855 = fadd double %2852, 2.000000e+00
  %2856 = fdiv double %2852, %2855
  %2857 = fmul double %2856, %2856
  %2858 = fmul double %2857, %2857
  %2859 = fmul double %2858, 0x3FC39A09D078C69F
  %2860 = fadd double %2859, 0x3FCC71C51D8E78AF
  %2861 = fmul double %2858, %2860
  %2862 = fadd double %2861, 0x3FD999999997FA04
  %2863 = fmul double %2858, %2862
  %2864 = fmul double %2858, 0x3FC2F112DF3E5244
  %2865 = fadd double %2864, 0x3FC7466496CB03DE
  %2866 = fmul double %2858, %2865
  %2867 = fadd double %2866, 0x3FD2492494229359
  %2868 = fmul double %2858, %2867
  %2869 = fadd double %2868, 0x3FE5555555555593
  %2870 = fmul double %2857, %2869
  %2871 = fadd double %2863, %2870
  %2872 = sitofp i64 %2845 to double
  %2873 = fadd double %2854, %2871
  %2874 = fmul double %2856, %2873
  %2875 = fmul double %2872, 0x3DEA39EF35793C76
  %2876 = fadd double %2875, %2874
  %2877 = fsub double %2876, %2854
  %2878 = fadd double %2852, %2877
  %2879 = fmul double %2872, 0x3FE62E42FEE00000
  %2880 = fadd double %2879, %2878
  %2881 = fneg double %2880
  %2882 = bitcast double %2881 to i64
  %2883 = lshr i64 %2882, 32
  %2884 = add nuw nsw i64 %2883, 614242
  %2885 = lshr i64 %2884, 20
  %2886 = add nsw i64 %2885, -1023
  %2887 = shl i64 %2884, 32
  %2888 = and i64 %2887, 4503595332403200
  %2889 = add nuw nsw i64 %2888, 4604544269498187776
  %2890 = and i64 %2882, 4294967295
  %2891 = or disjoint i64 %2889, %2890
  %2892 = bitcast i64 %2891 to double
  %2893 = fadd double %2892, -1.000000e+00
  %2894 = fmul double %2893, 5.000000e-01
  %2895 = fmul double %2893, %2894
  %2896 = fadd double %2893, 2.000000e+00
  %2897 = fdiv double %2893, %2896
  %2898 = fmul double %2897, %2897
  %2899 = fmul double %2898, %2898
  %2900 = fmul double %2899, 0x3FC2F112DF3E5244
  %2901 = fadd double %2900, 0x3FC7466496CB03DE
  %2902 = insertelement <2 x double> poison, double %2899, i64 0
  %2903 = shufflevector <2 x double> %2902, <2 x double> poison, <2 x i32> zeroinitializer
  %2904 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %2901, i64 1
  %2905 = fmul <2 x double> %2903, %2904
  %2906 = fadd <2 x double> %2905, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %2907 = fmul <2 x double> %2903, %2906
  %2908 = fadd <2 x double> %2907, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %2909 = insertelement <2 x double> %2902, double %2898, i64 1
  %2910 = fmul <2 x double> %2909, %2908
  %shift1164 = shufflevector <2 x double> %2910, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop1165 = fadd <2 x double> %2910, %shift1164
  %2911 = extractelement <2 x double> %foldExtExtBinop1165, i64 0
  %2912 = sitofp i64 %2886 to double
  %2913 = fadd double %2895, %2911
  %2914 = fmul double %2897, %2913
  %2915 = fmul double %2912, 0x3DEA39EF35793C76
  %2916 = fadd double %2915, %2914
  %2917 = fsub double %2916, %2895
  %2918 = fadd double %2893, %2917
  %2919 = fmul double %2912, 0x3FE62E42FEE00000
  %2920 = fadd double %2919, %2918
  %2921 = fptrunc double %2920 to float
  %2922 = fneg float %2921
  store float %2922, ptr %2837, align 4
  %2923 = add nuw i64 %gumbel268483, 1
  %exitcond586.not = icmp eq i64 %2923, %n_features
  br i1 %exitcond586.not, label %iter.check, label %gumbel.body266, !llvm.loop !43

iter.check:                                       ; preds = %gumbel.body266, %middle.block717
  %diff.check = icmp ult i64 %119, 128
  %or.cond1151 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond1151, label %feature.body271.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check679, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert680 = insertelement <8 x float> poison, float %uniforms.sroa.15.0, i64 0
  %broadcast.splat681 = shufflevector <8 x float> %broadcast.splatinsert680, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert682 = insertelement <8 x float> poison, float %uniforms.sroa.23.0, i64 0
  %broadcast.splat683 = shufflevector <8 x float> %broadcast.splatinsert682, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %step.add = add <8 x i64> %vec.ind, splat (i64 8)
  %step.add.2 = add <8 x i64> %vec.ind, splat (i64 16)
  %step.add.3 = add <8 x i64> %vec.ind, splat (i64 24)
  %2924 = getelementptr inbounds float, ptr %120, i64 %index
  %2925 = getelementptr inbounds nuw i8, ptr %2924, i64 32
  %2926 = getelementptr inbounds nuw i8, ptr %2924, i64 64
  %2927 = getelementptr inbounds nuw i8, ptr %2924, i64 96
  %wide.load = load <8 x float>, ptr %2924, align 4
  %wide.load684 = load <8 x float>, ptr %2925, align 4
  %wide.load685 = load <8 x float>, ptr %2926, align 4
  %wide.load686 = load <8 x float>, ptr %2927, align 4
  %2928 = fmul <8 x float> %broadcast.splat, %wide.load
  %2929 = fmul <8 x float> %broadcast.splat, %wide.load684
  %2930 = fmul <8 x float> %broadcast.splat, %wide.load685
  %2931 = fmul <8 x float> %broadcast.splat, %wide.load686
  %2932 = uitofp <8 x i64> %vec.ind to <8 x float>
  %2933 = uitofp <8 x i64> %step.add to <8 x float>
  %2934 = uitofp <8 x i64> %step.add.2 to <8 x float>
  %2935 = uitofp <8 x i64> %step.add.3 to <8 x float>
  %2936 = fcmp ogt <8 x float> %wide.load, %broadcast.splat681
  %2937 = fcmp ogt <8 x float> %wide.load684, %broadcast.splat681
  %2938 = fcmp ogt <8 x float> %wide.load685, %broadcast.splat681
  %2939 = fcmp ogt <8 x float> %wide.load686, %broadcast.splat681
  %2940 = select <8 x i1> %2936, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2941 = select <8 x i1> %2937, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2942 = select <8 x i1> %2938, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2943 = select <8 x i1> %2939, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2944 = fcmp oeq <8 x float> %wide.load, %broadcast.splat681
  %2945 = fcmp oeq <8 x float> %wide.load684, %broadcast.splat681
  %2946 = fcmp oeq <8 x float> %wide.load685, %broadcast.splat681
  %2947 = fcmp oeq <8 x float> %wide.load686, %broadcast.splat681
  %2948 = fcmp oge <8 x float> %broadcast.splat683, %2932
  %2949 = fcmp oge <8 x float> %broadcast.splat683, %2933
  %2950 = fcmp oge <8 x float> %broadcast.splat683, %2934
  %2951 = fcmp oge <8 x float> %broadcast.splat683, %2935
  %2952 = select <8 x i1> %2944, <8 x i1> %2948, <8 x i1> zeroinitializer
  %2953 = select <8 x i1> %2945, <8 x i1> %2949, <8 x i1> zeroinitializer
  %2954 = select <8 x i1> %2946, <8 x i1> %2950, <8 x i1> zeroinitializer
  %2955 = select <8 x i1> %2947, <8 x i1> %2951, <8 x i1> zeroinitializer
  %2956 = select <8 x i1> %2952, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2957 = select <8 x i1> %2953, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2958 = select <8 x i1> %2954, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2959 = select <8 x i1> %2955, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %2960 = fcmp ogt <8 x float> %2956, %2940
  %2961 = fcmp ogt <8 x float> %2957, %2941
  %2962 = fcmp ogt <8 x float> %2958, %2942
  %2963 = fcmp ogt <8 x float> %2959, %2943
  %2964 = select <8 x i1> %2960, <8 x float> %2956, <8 x float> %2940
  %2965 = select <8 x i1> %2961, <8 x float> %2957, <8 x float> %2941
  %2966 = select <8 x i1> %2962, <8 x float> %2958, <8 x float> %2942
  %2967 = select <8 x i1> %2963, <8 x float> %2959, <8 x float> %2943
  %2968 = getelementptr inbounds float, ptr %13, i64 %index
  %2969 = getelementptr inbounds nuw i8, ptr %2968, i64 32
  %2970 = getelementptr inbounds nuw i8, ptr %2968, i64 64
  %2971 = getelementptr inbounds nuw i8, ptr %2968, i64 96
  %wide.load687 = load <8 x float>, ptr %2968, align 4
  %wide.load688 = load <8 x float>, ptr %2969, align 4
  %wide.load689 = load <8 x float>, ptr %2970, align 4
  %wide.load690 = load <8 x float>, ptr %2971, align 4
  %2972 = fadd <8 x float> %2928, %wide.load687
  %2973 = fadd <8 x float> %2929, %wide.load688
  %2974 = fadd <8 x float> %2930, %wide.load689
  %2975 = fadd <8 x float> %2931, %wide.load690
  %2976 = fcmp une <8 x float> %2964, zeroinitializer
  %2977 = fcmp une <8 x float> %2965, zeroinitializer
  %2978 = fcmp une <8 x float> %2966, zeroinitializer
  %2979 = fcmp une <8 x float> %2967, zeroinitializer
  %2980 = select <8 x i1> %2976, <8 x float> %2972, <8 x float> splat (float 0xFFF0000000000000)
  %2981 = select <8 x i1> %2977, <8 x float> %2973, <8 x float> splat (float 0xFFF0000000000000)
  %2982 = select <8 x i1> %2978, <8 x float> %2974, <8 x float> splat (float 0xFFF0000000000000)
  %2983 = select <8 x i1> %2979, <8 x float> %2975, <8 x float> splat (float 0xFFF0000000000000)
  %2984 = getelementptr inbounds float, ptr %scratch, i64 %index
  %2985 = getelementptr inbounds nuw i8, ptr %2984, i64 32
  %2986 = getelementptr inbounds nuw i8, ptr %2984, i64 64
  %2987 = getelementptr inbounds nuw i8, ptr %2984, i64 96
  store <8 x float> %2980, ptr %2984, align 4
  store <8 x float> %2981, ptr %2985, align 4
  store <8 x float> %2982, ptr %2986, align 4
  store <8 x float> %2983, ptr %2987, align 4
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <8 x i64> %vec.ind, splat (i64 32)
  %2988 = icmp eq i64 %index.next, %n.vec
  br i1 %2988, label %middle.block, label %vector.body, !llvm.loop !44

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %max_block.header284.preheader, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body271.preheader, label %vec.epilog.ph, !prof !11

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert695 = insertelement <4 x float> poison, float %uniforms.sroa.15.0, i64 0
  %broadcast.splat696 = shufflevector <4 x float> %broadcast.splatinsert695, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert697 = insertelement <4 x float> poison, float %uniforms.sroa.23.0, i64 0
  %broadcast.splat698 = shufflevector <4 x float> %broadcast.splatinsert697, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert699 = insertelement <4 x i64> poison, i64 %bc.resume.val, i64 0
  %broadcast.splat700 = shufflevector <4 x i64> %broadcast.splatinsert699, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction = or disjoint <4 x i64> %broadcast.splat700, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index701 = phi i64 [ %bc.resume.val, %vec.epilog.ph ], [ %index.next705, %vec.epilog.vector.body ]
  %vec.ind702 = phi <4 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next706, %vec.epilog.vector.body ]
  %2989 = getelementptr inbounds float, ptr %120, i64 %index701
  %wide.load703 = load <4 x float>, ptr %2989, align 4
  %2990 = fmul <4 x float> %broadcast.splat694, %wide.load703
  %2991 = uitofp <4 x i64> %vec.ind702 to <4 x float>
  %2992 = fcmp ogt <4 x float> %wide.load703, %broadcast.splat696
  %2993 = select <4 x i1> %2992, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %2994 = fcmp oeq <4 x float> %wide.load703, %broadcast.splat696
  %2995 = fcmp oge <4 x float> %broadcast.splat698, %2991
  %2996 = select <4 x i1> %2994, <4 x i1> %2995, <4 x i1> zeroinitializer
  %2997 = select <4 x i1> %2996, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %2998 = fcmp ogt <4 x float> %2997, %2993
  %2999 = select <4 x i1> %2998, <4 x float> %2997, <4 x float> %2993
  %3000 = getelementptr inbounds float, ptr %13, i64 %index701
  %wide.load704 = load <4 x float>, ptr %3000, align 4
  %3001 = fadd <4 x float> %2990, %wide.load704
  %3002 = fcmp une <4 x float> %2999, zeroinitializer
  %3003 = select <4 x i1> %3002, <4 x float> %3001, <4 x float> splat (float 0xFFF0000000000000)
  %3004 = getelementptr inbounds float, ptr %scratch, i64 %index701
  store <4 x float> %3003, ptr %3004, align 4
  %index.next705 = add nuw i64 %index701, 4
  %vec.ind.next706 = add nuw <4 x i64> %vec.ind702, splat (i64 4)
  %3005 = icmp eq i64 %index.next705, %n.vec692
  br i1 %3005, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !45

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n707, label %max_block.header284.preheader, label %feature.body271.preheader

feature.body271.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature273484.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec692, %vec.epilog.middle.block ]
  %.neg1316 = or disjoint i64 %feature273484.ph, 1
  br i1 %lcmp.mod1307.not, label %feature.body271.prol.loopexit, label %feature.body271.prol

feature.body271.prol:                             ; preds = %feature.body271.preheader
  %3006 = getelementptr inbounds float, ptr %120, i64 %feature273484.ph
  %3007 = load float, ptr %3006, align 4
  %3008 = fmul float %inv_t, %3007
  %feature274.prol = uitofp i64 %feature273484.ph to float
  %3009 = fcmp ogt float %3007, %uniforms.sroa.15.0
  %3010 = select i1 %3009, float 1.000000e+00, float 0.000000e+00
  %3011 = fcmp oeq float %3007, %uniforms.sroa.15.0
  %3012 = fcmp oge float %uniforms.sroa.23.0, %feature274.prol
  %3013 = select i1 %3011, i1 %3012, i1 false
  %3014 = select i1 %3013, float 1.000000e+00, float 0.000000e+00
  %3015 = fcmp ogt float %3014, %3010
  %max275.prol = select i1 %3015, float %3014, float %3010
  %3016 = getelementptr inbounds float, ptr %13, i64 %feature273484.ph
  %3017 = load float, ptr %3016, align 4
  %3018 = fadd float %3008, %3017
  %3019 = fcmp une float %max275.prol, 0.000000e+00
  %3020 = select i1 %3019, float %3018, float 0xFFF0000000000000
  %3021 = getelementptr inbounds float, ptr %scratch, i64 %feature273484.ph
  store float %3020, ptr %3021, align 4
  %3022 = or disjoint i64 %feature273484.ph, 1
  br label %feature.body271.prol.loopexit

feature.body271.prol.loopexit:                    ; preds = %feature.body271.prol, %feature.body271.preheader
  %feature273484.unr = phi i64 [ %feature273484.ph, %feature.body271.preheader ], [ %3022, %feature.body271.prol ]
  %3023 = icmp eq i64 %n_features, %.neg1316
  br i1 %3023, label %max_block.header284.preheader, label %feature.body271

max_block.header284.preheader:                    ; preds = %feature.body271.prol.loopexit, %feature.body271, %vec.epilog.middle.block, %middle.block
  br i1 %.not496, label %max_block.exit286, label %max_block.body285.preheader

max_block.body285.preheader:                      ; preds = %max_block.header284.preheader
  br i1 %100, label %max_block.body285.epil.preheader, label %max_block.body285

feature.body271:                                  ; preds = %feature.body271.prol.loopexit, %feature.body271
  %feature273484 = phi i64 [ %3057, %feature.body271 ], [ %feature273484.unr, %feature.body271.prol.loopexit ]
  %3024 = getelementptr inbounds float, ptr %120, i64 %feature273484
  %3025 = load float, ptr %3024, align 4
  %3026 = fmul float %inv_t, %3025
  %feature274 = uitofp i64 %feature273484 to float
  %3027 = fcmp ogt float %3025, %uniforms.sroa.15.0
  %3028 = select i1 %3027, float 1.000000e+00, float 0.000000e+00
  %3029 = fcmp oeq float %3025, %uniforms.sroa.15.0
  %3030 = fcmp oge float %uniforms.sroa.23.0, %feature274
  %3031 = select i1 %3029, i1 %3030, i1 false
  %3032 = select i1 %3031, float 1.000000e+00, float 0.000000e+00
  %3033 = fcmp ogt float %3032, %3028
  %max275 = select i1 %3033, float %3032, float %3028
  %3034 = getelementptr inbounds float, ptr %13, i64 %feature273484
  %3035 = load float, ptr %3034, align 4
  %3036 = fadd float %3026, %3035
  %3037 = fcmp une float %max275, 0.000000e+00
  %3038 = select i1 %3037, float %3036, float 0xFFF0000000000000
  %3039 = getelementptr inbounds float, ptr %scratch, i64 %feature273484
  store float %3038, ptr %3039, align 4
  %3040 = add nuw i64 %feature273484, 1
  %3041 = getelementptr inbounds float, ptr %120, i64 %3040
  %3042 = load float, ptr %3041, align 4
  %3043 = fmul float %inv_t, %3042
  %feature274.1 = uitofp i64 %3040 to float
  %3044 = fcmp ogt float %3042, %uniforms.sroa.15.0
  %3045 = select i1 %3044, float 1.000000e+00, float 0.000000e+00
  %3046 = fcmp oeq float %3042, %uniforms.sroa.15.0
  %3047 = fcmp oge float %uniforms.sroa.23.0, %feature274.1
  %3048 = select i1 %3046, i1 %3047, i1 false
  %3049 = select i1 %3048, float 1.000000e+00, float 0.000000e+00
  %3050 = fcmp ogt float %3049, %3045
  %max275.1 = select i1 %3050, float %3049, float %3045
  %3051 = getelementptr inbounds float, ptr %13, i64 %3040
  %3052 = load float, ptr %3051, align 4
  %3053 = fadd float %3043, %3052
  %3054 = fcmp une float %max275.1, 0.000000e+00
  %3055 = select i1 %3054, float %3053, float 0xFFF0000000000000
  %3056 = getelementptr inbounds float, ptr %scratch, i64 %3040
  store float %3055, ptr %3056, align 4
  %3057 = add nuw i64 %feature273484, 2
  %exitcond587.not.1 = icmp eq i64 %3057, %n_features
  br i1 %exitcond587.not.1, label %max_block.header284.preheader, label %feature.body271, !llvm.loop !46

max_block.body285:                                ; preds = %max_block.body285.preheader, %max_block.body285
  %max_block287487 = phi i64 [ %3101, %max_block.body285 ], [ 0, %max_block.body285.preheader ]
  %max_index282.0486 = phi <8 x i64> [ %3100, %max_block.body285 ], [ zeroinitializer, %max_block.body285.preheader ]
  %max_best281.0485 = phi <8 x float> [ %3096, %max_block.body285 ], [ splat (float 0xFFF0000000000000), %max_block.body285.preheader ]
  %niter1315 = phi i64 [ %niter1315.next.3, %max_block.body285 ], [ 0, %max_block.body285.preheader ]
  %3058 = getelementptr inbounds float, ptr %scratch, i64 %max_block287487
  %block288 = load <8 x float>, ptr %3058, align 4
  %3059 = fcmp ogt <8 x float> %block288, %max_best281.0485
  %3060 = fcmp uno <8 x float> %block288, zeroinitializer
  %3061 = fcmp ord <8 x float> %max_best281.0485, zeroinitializer
  %3062 = and <8 x i1> %3061, %3060
  %take289 = or <8 x i1> %3059, %3062
  %3063 = select <8 x i1> %take289, <8 x float> %block288, <8 x float> %max_best281.0485
  %3064 = insertelement <8 x i64> poison, i64 %max_block287487, i64 0
  %3065 = shufflevector <8 x i64> %3064, <8 x i64> poison, <8 x i32> zeroinitializer
  %3066 = or disjoint <8 x i64> %3065, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %3067 = select <8 x i1> %take289, <8 x i64> %3066, <8 x i64> %max_index282.0486
  %3068 = or disjoint i64 %max_block287487, 8
  %3069 = getelementptr inbounds float, ptr %scratch, i64 %3068
  %block288.1 = load <8 x float>, ptr %3069, align 4
  %3070 = fcmp ogt <8 x float> %block288.1, %3063
  %3071 = fcmp uno <8 x float> %block288.1, zeroinitializer
  %3072 = fcmp ord <8 x float> %3063, zeroinitializer
  %3073 = and <8 x i1> %3072, %3071
  %take289.1 = or <8 x i1> %3070, %3073
  %3074 = select <8 x i1> %take289.1, <8 x float> %block288.1, <8 x float> %3063
  %3075 = insertelement <8 x i64> poison, i64 %3068, i64 0
  %3076 = shufflevector <8 x i64> %3075, <8 x i64> poison, <8 x i32> zeroinitializer
  %3077 = or disjoint <8 x i64> %3076, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %3078 = select <8 x i1> %take289.1, <8 x i64> %3077, <8 x i64> %3067
  %3079 = or disjoint i64 %max_block287487, 16
  %3080 = getelementptr inbounds float, ptr %scratch, i64 %3079
  %block288.2 = load <8 x float>, ptr %3080, align 4
  %3081 = fcmp ogt <8 x float> %block288.2, %3074
  %3082 = fcmp uno <8 x float> %block288.2, zeroinitializer
  %3083 = fcmp ord <8 x float> %3074, zeroinitializer
  %3084 = and <8 x i1> %3083, %3082
  %take289.2 = or <8 x i1> %3081, %3084
  %3085 = select <8 x i1> %take289.2, <8 x float> %block288.2, <8 x float> %3074
  %3086 = insertelement <8 x i64> poison, i64 %3079, i64 0
  %3087 = shufflevector <8 x i64> %3086, <8 x i64> poison, <8 x i32> zeroinitializer
  %3088 = or disjoint <8 x i64> %3087, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %3089 = select <8 x i1> %take289.2, <8 x i64> %3088, <8 x i64> %3078
  %3090 = or disjoint i64 %max_block287487, 24
  %3091 = getelementptr inbounds float, ptr %scratch, i64 %3090
  %block288.3 = load <8 x float>, ptr %3091, align 4
  %3092 = fcmp ogt <8 x float> %block288.3, %3085
  %3093 = fcmp uno <8 x float> %block288.3, zeroinitializer
  %3094 = fcmp ord <8 x float> %3085, zeroinitializer
  %3095 = and <8 x i1> %3094, %3093
  %take289.3 = or <8 x i1> %3092, %3095
  %3096 = select <8 x i1> %take289.3, <8 x float> %block288.3, <8 x float> %3085
  %3097 = insertelement <8 x i64> poison, i64 %3090, i64 0
  %3098 = shufflevector <8 x i64> %3097, <8 x i64> poison, <8 x i32> zeroinitializer
  %3099 = or disjoint <8 x i64> %3098, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %3100 = select <8 x i1> %take289.3, <8 x i64> %3099, <8 x i64> %3089
  %3101 = add nuw i64 %max_block287487, 32
  %niter1315.next.3 = add i64 %niter1315, 4
  %niter1315.ncmp.3.not = icmp eq i64 %niter1315.next.3, %unroll_iter1314
  br i1 %niter1315.ncmp.3.not, label %max_block.exit286.loopexit.unr-lcssa, label %max_block.body285

max_block.exit286.loopexit.unr-lcssa:             ; preds = %max_block.body285
  br i1 %lcmp.mod1310.not, label %max_block.exit286, label %max_block.body285.epil.preheader

max_block.body285.epil.preheader:                 ; preds = %max_block.exit286.loopexit.unr-lcssa, %max_block.body285.preheader
  %max_block287487.epil.init = phi i64 [ 0, %max_block.body285.preheader ], [ %3101, %max_block.exit286.loopexit.unr-lcssa ]
  %max_index282.0486.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body285.preheader ], [ %3100, %max_block.exit286.loopexit.unr-lcssa ]
  %max_best281.0485.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body285.preheader ], [ %3096, %max_block.exit286.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1313)
  br label %max_block.body285.epil

max_block.body285.epil:                           ; preds = %max_block.body285.epil, %max_block.body285.epil.preheader
  %max_block287487.epil = phi i64 [ %3112, %max_block.body285.epil ], [ %max_block287487.epil.init, %max_block.body285.epil.preheader ]
  %max_index282.0486.epil = phi <8 x i64> [ %3111, %max_block.body285.epil ], [ %max_index282.0486.epil.init, %max_block.body285.epil.preheader ]
  %max_best281.0485.epil = phi <8 x float> [ %3107, %max_block.body285.epil ], [ %max_best281.0485.epil.init, %max_block.body285.epil.preheader ]
  %epil.iter1309 = phi i64 [ %epil.iter1309.next, %max_block.body285.epil ], [ 0, %max_block.body285.epil.preheader ]
  %3102 = getelementptr inbounds float, ptr %scratch, i64 %max_block287487.epil
  %block288.epil = load <8 x float>, ptr %3102, align 4
  %3103 = fcmp ogt <8 x float> %block288.epil, %max_best281.0485.epil
  %3104 = fcmp uno <8 x float> %block288.epil, zeroinitializer
  %3105 = fcmp ord <8 x float> %max_best281.0485.epil, zeroinitializer
  %3106 = and <8 x i1> %3105, %3104
  %take289.epil = or <8 x i1> %3103, %3106
  %3107 = select <8 x i1> %take289.epil, <8 x float> %block288.epil, <8 x float> %max_best281.0485.epil
  %3108 = insertelement <8 x i64> poison, i64 %max_block287487.epil, i64 0
  %3109 = shufflevector <8 x i64> %3108, <8 x i64> poison, <8 x i32> zeroinitializer
  %3110 = or disjoint <8 x i64> %3109, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %3111 = select <8 x i1> %take289.epil, <8 x i64> %3110, <8 x i64> %max_index282.0486.epil
  %3112 = add nuw i64 %max_block287487.epil, 8
  %epil.iter1309.next = add i64 %epil.iter1309, 1
  %epil.iter1309.cmp.not = icmp eq i64 %epil.iter1309.next, %xtraiter1308
  br i1 %epil.iter1309.cmp.not, label %max_block.exit286, label %max_block.body285.epil, !llvm.loop !47

max_block.exit286:                                ; preds = %max_block.exit286.loopexit.unr-lcssa, %max_block.body285.epil, %gumbel.philox.header261.preheader, %max_block.header284.preheader
  %max_best281.0.lcssa = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.header284.preheader ], [ splat (float 0xFFF0000000000000), %gumbel.philox.header261.preheader ], [ %3096, %max_block.exit286.loopexit.unr-lcssa ], [ %3107, %max_block.body285.epil ]
  %max_index282.0.lcssa = phi <8 x i64> [ zeroinitializer, %max_block.header284.preheader ], [ zeroinitializer, %gumbel.philox.header261.preheader ], [ %3100, %max_block.exit286.loopexit.unr-lcssa ], [ %3111, %max_block.body285.epil ]
  %3113 = extractelement <8 x float> %max_best281.0.lcssa, i64 0
  %3114 = extractelement <8 x i64> %max_index282.0.lcssa, i64 0
  %3115 = fcmp une float %3113, 0xFFF0000000000000
  %3116 = select i1 %3115, i64 %3114, i64 0
  %3117 = extractelement <8 x float> %max_best281.0.lcssa, i64 1
  %3118 = extractelement <8 x i64> %max_index282.0.lcssa, i64 1
  %3119 = fcmp uno float %3117, 0.000000e+00
  %3120 = fcmp ord float %3113, 0.000000e+00
  %3121 = icmp ult i64 %3118, %3116
  %3122 = fcmp ogt float %3117, %3113
  %3123 = fcmp oeq float %3117, %3113
  %3124 = or i1 %3120, %3121
  %3125 = and i1 %3123, %3121
  %3126 = or i1 %3122, %3125
  %3127 = select i1 %3119, i1 %3124, i1 %3126
  %3128 = select i1 %3127, float %3117, float %3113
  %3129 = select i1 %3127, i64 %3118, i64 %3116
  %3130 = extractelement <8 x float> %max_best281.0.lcssa, i64 2
  %3131 = extractelement <8 x i64> %max_index282.0.lcssa, i64 2
  %3132 = fcmp uno float %3130, 0.000000e+00
  %3133 = fcmp ord float %3128, 0.000000e+00
  %3134 = icmp ult i64 %3131, %3129
  %3135 = fcmp ogt float %3130, %3128
  %3136 = fcmp oeq float %3130, %3128
  %3137 = or i1 %3133, %3134
  %3138 = and i1 %3136, %3134
  %3139 = or i1 %3135, %3138
  %3140 = select i1 %3132, i1 %3137, i1 %3139
  %3141 = select i1 %3140, float %3130, float %3128
  %3142 = select i1 %3140, i64 %3131, i64 %3129
  %3143 = extractelement <8 x float> %max_best281.0.lcssa, i64 3
  %3144 = extractelement <8 x i64> %max_index282.0.lcssa, i64 3
  %3145 = fcmp uno float %3143, 0.000000e+00
  %3146 = fcmp ord float %3141, 0.000000e+00
  %3147 = icmp ult i64 %3144, %3142
  %3148 = fcmp ogt float %3143, %3141
  %3149 = fcmp oeq float %3143, %3141
  %3150 = or i1 %3146, %3147
  %3151 = and i1 %3149, %3147
  %3152 = or i1 %3148, %3151
  %3153 = select i1 %3145, i1 %3150, i1 %3152
  %3154 = select i1 %3153, float %3143, float %3141
  %3155 = select i1 %3153, i64 %3144, i64 %3142
  %3156 = extractelement <8 x float> %max_best281.0.lcssa, i64 4
  %3157 = extractelement <8 x i64> %max_index282.0.lcssa, i64 4
  %3158 = fcmp uno float %3156, 0.000000e+00
  %3159 = fcmp ord float %3154, 0.000000e+00
  %3160 = icmp ult i64 %3157, %3155
  %3161 = fcmp ogt float %3156, %3154
  %3162 = fcmp oeq float %3156, %3154
  %3163 = or i1 %3159, %3160
  %3164 = and i1 %3162, %3160
  %3165 = or i1 %3161, %3164
  %3166 = select i1 %3158, i1 %3163, i1 %3165
  %3167 = select i1 %3166, float %3156, float %3154
  %3168 = select i1 %3166, i64 %3157, i64 %3155
  %3169 = extractelement <8 x float> %max_best281.0.lcssa, i64 5
  %3170 = extractelement <8 x i64> %max_index282.0.lcssa, i64 5
  %3171 = fcmp uno float %3169, 0.000000e+00
  %3172 = fcmp ord float %3167, 0.000000e+00
  %3173 = icmp ult i64 %3170, %3168
  %3174 = fcmp ogt float %3169, %3167
  %3175 = fcmp oeq float %3169, %3167
  %3176 = or i1 %3172, %3173
  %3177 = and i1 %3175, %3173
  %3178 = or i1 %3174, %3177
  %3179 = select i1 %3171, i1 %3176, i1 %3178
  %3180 = select i1 %3179, float %3169, float %3167
  %3181 = select i1 %3179, i64 %3170, i64 %3168
  %3182 = extractelement <8 x float> %max_best281.0.lcssa, i64 6
  %3183 = extractelement <8 x i64> %max_index282.0.lcssa, i64 6
  %3184 = fcmp uno float %3182, 0.000000e+00
  %3185 = fcmp ord float %3180, 0.000000e+00
  %3186 = icmp ult i64 %3183, %3181
  %3187 = fcmp ogt float %3182, %3180
  %3188 = fcmp oeq float %3182, %3180
  %3189 = or i1 %3185, %3186
  %3190 = and i1 %3188, %3186
  %3191 = or i1 %3187, %3190
  %3192 = select i1 %3184, i1 %3189, i1 %3191
  %3193 = select i1 %3192, float %3182, float %3180
  %3194 = select i1 %3192, i64 %3183, i64 %3181
  %3195 = extractelement <8 x float> %max_best281.0.lcssa, i64 7
  %3196 = extractelement <8 x i64> %max_index282.0.lcssa, i64 7
  %3197 = fcmp uno float %3195, 0.000000e+00
  %3198 = fcmp ord float %3193, 0.000000e+00
  %3199 = icmp ult i64 %3196, %3194
  %3200 = fcmp ogt float %3195, %3193
  %3201 = fcmp oeq float %3195, %3193
  %3202 = or i1 %3198, %3199
  %3203 = and i1 %3201, %3199
  %3204 = or i1 %3200, %3203
  %3205 = select i1 %3197, i1 %3202, i1 %3204
  %3206 = select i1 %3205, i64 %3196, i64 %3194
  br i1 %.not497, label %fold_tail.exit292, label %fold_tail.body291.preheader

fold_tail.body291.preheader:                      ; preds = %max_block.exit286
  %3207 = select i1 %3205, float %3195, float %3193
  br label %fold_tail.body291

fold_tail.body291:                                ; preds = %fold_tail.body291.preheader, %fold_tail.body291
  %fold_tail293492 = phi i64 [ %3216, %fold_tail.body291 ], [ %blocks_end, %fold_tail.body291.preheader ]
  %fold_index277.0491 = phi i64 [ %3215, %fold_tail.body291 ], [ %3206, %fold_tail.body291.preheader ]
  %fold_value276.0490 = phi float [ %3214, %fold_tail.body291 ], [ %3207, %fold_tail.body291.preheader ]
  %3208 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail293492
  %3209 = load float, ptr %3208, align 4
  %3210 = fcmp ogt float %3209, %fold_value276.0490
  %3211 = fcmp uno float %3209, 0.000000e+00
  %3212 = fcmp ord float %fold_value276.0490, 0.000000e+00
  %3213 = and i1 %3212, %3211
  %take294 = or i1 %3210, %3213
  %3214 = select i1 %take294, float %3209, float %fold_value276.0490
  %3215 = select i1 %take294, i64 %fold_tail293492, i64 %fold_index277.0491
  %3216 = add nuw i64 %fold_tail293492, 1
  %3217 = icmp ult i64 %3216, %n_features
  br i1 %3217, label %fold_tail.body291, label %fold_tail.exit292

fold_tail.exit292:                                ; preds = %fold_tail.body291, %max_block.exit286
  %fold_index277.0.lcssa = phi i64 [ %3206, %max_block.exit286 ], [ %3215, %fold_tail.body291 ]
  %argmax295 = uitofp i64 %fold_index277.0.lcssa to float
  br label %guard.done260
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
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !5}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !5}
!33 = distinct !{!33, !5}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !2, !1}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !2, !1}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !5}
!41 = distinct !{!41, !2, !1}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !2, !1}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !5}
