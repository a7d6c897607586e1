; ModuleID = 'sphere_align'
source_filename = "sphere_align.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_sphere_align_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %across_uniforms = alloca [256 x float], align 4
  %across_staging = alloca [8192 x float], align 4
  %across_noise = alloca [8192 x float], align 4
  %across_input_0 = alloca [8192 x float], align 4
  %across_state = alloca [8192 x float], align 4
  %state = load ptr, ptr %args, align 8
  %state600 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %status = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %input_0 = load ptr, ptr %1, align 8
  %input_0603 = ptrtoint ptr %input_0 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %scratch = load ptr, ptr %2, align 8
  %scratch599 = ptrtoint ptr %scratch to i64
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %row_begin = load i64, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %row_end = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %n_features = load i64, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %steps = load i64, ptr %6, align 8
  %7 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %eta = load float, ptr %7, align 8
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 68
  %noise_scale = load float, ptr %8, align 4
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %draw_noise = load i32, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 76
  %anneal = load i32, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %temperature = load float, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %args, i64 84
  %anneal_ratio = load float, ptr %12, align 4
  %13 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %two_eta = load float, ptr %13, align 8
  %14 = getelementptr inbounds nuw i8, ptr %args, i64 96
  %key0 = load i64, ptr %14, align 8
  %15 = getelementptr inbounds nuw i8, ptr %args, i64 104
  %key1 = load i64, ptr %15, align 8
  %across = icmp ult i64 %n_features, 128
  br i1 %across, label %across.then, label %row.header.preheader

row.header.preheader:                             ; preds = %entry
  %16 = icmp ult i64 %row_begin, %row_end
  br i1 %16, label %row.body.lr.ph, label %across.done

row.body.lr.ph:                                   ; preds = %row.header.preheader
  %.idx = mul i64 %n_features, 12
  %17 = getelementptr i8, ptr %scratch, i64 %.idx
  %anneal122.not = icmp eq i32 %anneal, 0
  %.not375 = icmp eq i64 %steps, 0
  %draw129.not = icmp eq i32 %draw_noise, 0
  %18 = trunc i64 %key0 to i32
  %19 = lshr i64 %key0, 32
  %20 = add i64 %key0, 2654435769
  %21 = add nuw nsw i64 %19, 3144134277
  %22 = add i64 %key0, 1013904242
  %23 = add nuw nsw i64 %19, 1993301258
  %24 = add i64 %key0, 3668340011
  %25 = add nuw nsw i64 %19, 842468239
  %26 = add i64 %key0, 2027808484
  %27 = add nuw nsw i64 %19, 3986602516
  %28 = add i64 %key0, 387276957
  %29 = add nuw nsw i64 %19, 2835769497
  %30 = add i64 %key0, 3041712726
  %31 = add nuw nsw i64 %19, 1684936478
  %32 = add i64 %key0, 1401181199
  %33 = add nuw nsw i64 %19, 534103459
  %34 = add nuw nsw i64 %19, 3678237736
  %35 = add i32 %18, -1879881855
  %36 = getelementptr float, ptr %scratch, i64 %n_features
  %.idx286 = shl i64 %n_features, 3
  %37 = getelementptr i8, ptr %scratch, i64 %.idx286
  br i1 %.not375, label %across.done, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %38 = mul i64 %row_begin, %n_features
  %39 = shl i64 %38, 2
  %40 = shl i64 %n_features, 2
  %41 = shl i64 %row_begin, 2
  %42 = add i64 %41, 4
  %43 = mul i64 %n_features, %42
  %44 = shl i64 %n_features, 2
  %45 = shl i64 %n_features, 4
  %scevgep569 = getelementptr i8, ptr %scratch, i64 %45
  %46 = mul i64 %row_begin, %n_features
  %47 = shl i64 %46, 2
  %48 = sub i64 %scratch599, %47
  %49 = sub i64 %48, %state600
  %50 = mul i64 %n_features, -4
  %51 = sub i64 %48, %input_0603
  %52 = mul i64 %n_features, -4
  %53 = mul i64 %n_features, -12
  %54 = mul i64 %row_begin, %n_features
  %55 = shl i64 %54, 2
  %56 = sub i64 %scratch599, %55
  %57 = sub i64 %56, %state600
  %58 = mul i64 %n_features, -4
  %59 = sub i64 %56, %input_0603
  %60 = shl i64 %row_begin, 2
  %61 = sub i64 4, %60
  %62 = mul i64 %n_features, %61
  %63 = add i64 %62, %scratch599
  %64 = sub i64 %63, %state600
  %65 = sub i64 %63, %input_0603
  %66 = sub i64 8, %60
  %67 = mul i64 %n_features, %66
  %68 = add i64 %67, %scratch599
  %69 = sub i64 %68, %state600
  %70 = sub i64 %68, %input_0603
  %71 = mul i64 %row_begin, %n_features
  %72 = shl i64 %71, 2
  %73 = sub i64 %scratch599, %72
  %74 = mul i64 %n_features, -4
  %75 = shl i64 %row_begin, 2
  %76 = sub i64 4, %75
  %77 = mul i64 %n_features, %76
  %78 = add i64 %77, %scratch599
  %79 = sub i64 8, %75
  %80 = mul i64 %n_features, %79
  %81 = add i64 %80, %scratch599
  %82 = sub i64 %73, %state600
  %83 = sub i64 %73, %input_0603
  %84 = mul i64 %n_features, -12
  %85 = sub i64 %78, %state600
  %86 = sub i64 %78, %input_0603
  %87 = sub i64 %81, %state600
  %88 = sub i64 %81, %input_0603
  %89 = shl i64 %n_features, 4
  %scevgep814 = getelementptr i8, ptr %scratch, i64 %89
  %90 = mul i64 %n_features, -12
  %91 = insertelement <8 x i64> poison, i64 %82, i64 0
  %92 = insertelement <8 x i64> %91, i64 %83, i64 1
  %93 = insertelement <8 x i64> %92, i64 %84, i64 2
  %94 = insertelement <8 x i64> %93, i64 %85, i64 3
  %95 = insertelement <8 x i64> %94, i64 %86, i64 4
  %96 = insertelement <8 x i64> %95, i64 %n_features, i64 5
  %97 = insertelement <8 x i64> %96, i64 %87, i64 6
  %98 = insertelement <8 x i64> %97, i64 %88, i64 7
  %diff.check854 = icmp ult i64 %90, 128
  %n.mod.vf860 = and i64 %n_features, 24
  %n.vec861 = and i64 %n_features, -32
  %broadcast.splatinsert870 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat871 = shufflevector <8 x i64> %broadcast.splatinsert870, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert872 = insertelement <8 x i64> poison, i64 %20, i64 0
  %broadcast.splat873 = shufflevector <8 x i64> %broadcast.splatinsert872, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert874 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat875 = shufflevector <8 x i64> %broadcast.splatinsert874, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert876 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat877 = shufflevector <8 x i64> %broadcast.splatinsert876, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert878 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat879 = shufflevector <8 x i64> %broadcast.splatinsert878, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert880 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat881 = shufflevector <8 x i64> %broadcast.splatinsert880, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert882 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat883 = shufflevector <8 x i64> %broadcast.splatinsert882, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert884 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat885 = shufflevector <8 x i64> %broadcast.splatinsert884, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert886 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat887 = shufflevector <8 x i64> %broadcast.splatinsert886, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert888 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat889 = shufflevector <8 x i64> %broadcast.splatinsert888, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert890 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat891 = shufflevector <8 x i64> %broadcast.splatinsert890, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert892 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat893 = shufflevector <8 x i64> %broadcast.splatinsert892, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert894 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat895 = shufflevector <8 x i64> %broadcast.splatinsert894, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert896 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat897 = shufflevector <8 x i64> %broadcast.splatinsert896, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert898 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat899 = shufflevector <8 x i64> %broadcast.splatinsert898, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert900 = insertelement <8 x i32> poison, i32 %35, i64 0
  %broadcast.splat901 = shufflevector <8 x i32> %broadcast.splatinsert900, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n906 = icmp eq i64 %n_features, %n.vec861
  %min.epilog.iters.check910 = icmp eq i64 %n.mod.vf860, 0
  %n.vec913 = and i64 %n_features, -8
  %broadcast.splatinsert922 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat923 = shufflevector <8 x i64> %broadcast.splatinsert922, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert926 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat927 = shufflevector <8 x i64> %broadcast.splatinsert926, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert930 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat931 = shufflevector <8 x i64> %broadcast.splatinsert930, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert932 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat933 = shufflevector <8 x i64> %broadcast.splatinsert932, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert934 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat935 = shufflevector <8 x i64> %broadcast.splatinsert934, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert936 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat937 = shufflevector <8 x i64> %broadcast.splatinsert936, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert938 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat939 = shufflevector <8 x i64> %broadcast.splatinsert938, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert940 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat941 = shufflevector <8 x i64> %broadcast.splatinsert940, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert942 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat943 = shufflevector <8 x i64> %broadcast.splatinsert942, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert944 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat945 = shufflevector <8 x i64> %broadcast.splatinsert944, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert946 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat947 = shufflevector <8 x i64> %broadcast.splatinsert946, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert948 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat949 = shufflevector <8 x i64> %broadcast.splatinsert948, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert950 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat951 = shufflevector <8 x i64> %broadcast.splatinsert950, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert952 = insertelement <8 x i32> poison, i32 %35, i64 0
  %broadcast.splat953 = shufflevector <8 x i32> %broadcast.splatinsert952, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert954 = insertelement <8 x i64> poison, i64 %n.vec861, i64 0
  %broadcast.splat955 = shufflevector <8 x i64> %broadcast.splatinsert954, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i64> %broadcast.splat955, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %cmp.n962 = icmp eq i64 %n_features, %n.vec913
  %bound0815 = icmp ult ptr %17, %36
  %bound1816 = icmp ult ptr %scratch, %scevgep814
  %found.conflict817 = and i1 %bound0815, %bound1816
  %n.mod.vf823 = and i64 %n_features, 28
  %n.vec824 = and i64 %n_features, -32
  %cmp.n837 = icmp eq i64 %n_features, %n.vec824
  %min.epilog.iters.check841 = icmp eq i64 %n.mod.vf823, 0
  %n.vec844 = and i64 %n_features, -4
  %cmp.n851 = icmp eq i64 %n_features, %n.vec844
  %99 = shl i64 %n_features, 2
  %100 = and i64 %n_features, 4611686018427387896
  %diff.check774 = icmp eq i64 %100, 0
  %diff.check775 = icmp ult i64 %.idx286, 32
  %101 = and i64 %n_features, 4611686018427387888
  %diff.check720 = icmp eq i64 %101, 0
  %diff.check721 = icmp ult i64 %.idx286, 64
  %conflict.rdx722 = or i1 %diff.check720, %diff.check721
  %broadcast.splatinsert670 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat671 = shufflevector <8 x float> %broadcast.splatinsert670, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert702 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat703 = shufflevector <4 x float> %broadcast.splatinsert702, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert616 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat617 = shufflevector <8 x float> %broadcast.splatinsert616, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert640 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat641 = shufflevector <4 x float> %broadcast.splatinsert640, <4 x float> poison, <4 x i32> zeroinitializer
  %n.vec578 = and i64 %n_features, -8
  %broadcast.splatinsert581 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat582 = shufflevector <8 x float> %broadcast.splatinsert581, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n596 = icmp eq i64 %n_features, %n.vec578
  %xtraiter1340 = and i64 %n_features, 1
  %lcmp.mod1341.not = icmp eq i64 %xtraiter1340, 0
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert540 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat541 = shufflevector <8 x float> %broadcast.splatinsert540, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec552 = and i64 %n_features, -4
  %broadcast.splatinsert555 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat556 = shufflevector <4 x float> %broadcast.splatinsert555, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n563 = icmp eq i64 %n_features, %n.vec552
  %xtraiter1343 = and i64 %n_features, 3
  %lcmp.mod1344.not = icmp eq i64 %xtraiter1343, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header123.step.exit125_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header123.step.exit125_crit_edge.us ]
  %row119353.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %2215, %step.header123.step.exit125_crit_edge.us ]
  %102 = mul i64 %74, %indvar
  %103 = insertelement <8 x i64> <i64 poison, i64 poison, i64 0, i64 poison, i64 poison, i64 0, i64 poison, i64 poison>, i64 %102, i64 0
  %104 = shufflevector <8 x i64> %103, <8 x i64> poison, <8 x i32> <i32 0, i32 0, i32 2, i32 0, i32 0, i32 5, i32 0, i32 0>
  %105 = add <8 x i64> %98, %104
  %106 = mul i64 %58, %indvar
  %107 = add i64 %57, %106
  %108 = add i64 %59, %106
  %109 = add i64 %64, %106
  %110 = add i64 %65, %106
  %111 = add i64 %69, %106
  %112 = add i64 %70, %106
  %113 = mul i64 %52, %indvar
  %114 = add i64 %49, %113
  %115 = add i64 %51, %113
  %116 = mul i64 %50, %indvar
  %117 = add i64 %49, %116
  %118 = add i64 %51, %116
  %119 = mul i64 %44, %indvar
  %120 = add i64 %39, %119
  %scevgep565 = getelementptr i8, ptr %state, i64 %120
  %121 = add i64 %43, %119
  %scevgep566 = getelementptr i8, ptr %state, i64 %121
  %scevgep567 = getelementptr i8, ptr %input_0, i64 %120
  %scevgep568 = getelementptr i8, ptr %input_0, i64 %121
  %122 = mul i64 %40, %indvar
  %123 = add i64 %39, %122
  %scevgep = getelementptr i8, ptr %state, i64 %123
  %124 = add i64 %43, %122
  %scevgep537 = getelementptr i8, ptr %state, i64 %124
  %scevgep538 = getelementptr i8, ptr %input_0, i64 %123
  %scevgep539 = getelementptr i8, ptr %input_0, i64 %124
  %row_offset120.us = mul i64 %row119353.us, %n_features
  %125 = getelementptr inbounds float, ptr %state, i64 %row_offset120.us
  %126 = getelementptr inbounds float, ptr %input_0, i64 %row_offset120.us
  %127 = getelementptr inbounds float, ptr %status, i64 %row119353.us
  %broadcast.splatinsert868 = insertelement <8 x i64> poison, i64 %row_offset120.us, i64 0
  %broadcast.splat869 = shufflevector <8 x i64> %broadcast.splatinsert868, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op = add <8 x i64> splat (i64 8), %broadcast.splat869
  %invariant.op1724 = add <8 x i64> splat (i64 16), %broadcast.splat869
  %invariant.op1726 = add <8 x i64> splat (i64 24), %broadcast.splat869
  %broadcast.splatinsert920 = insertelement <8 x i64> poison, i64 %row_offset120.us, i64 0
  %broadcast.splat921 = shufflevector <8 x i64> %broadcast.splatinsert920, <8 x i64> poison, <8 x i32> zeroinitializer
  %128 = shl <8 x i64> %105, <i64 0, i64 0, i64 0, i64 0, i64 0, i64 3, i64 0, i64 0>
  %bound0570 = icmp ult ptr %scevgep565, %scevgep568
  %bound1571 = icmp ult ptr %scevgep567, %scevgep566
  %found.conflict572 = and i1 %bound0570, %bound1571
  %bound0573 = icmp ult ptr %scevgep565, %scevgep569
  %bound1574 = icmp ult ptr %17, %scevgep566
  %found.conflict575 = and i1 %bound0573, %bound1574
  %conflict.rdx = or i1 %found.conflict572, %found.conflict575
  %bound0 = icmp ult ptr %scevgep, %scevgep539
  %bound1 = icmp ult ptr %scevgep538, %scevgep537
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body124.us

step.body124.us:                                  ; preds = %row.body.us, %noise.done243.us
  %step126352.us = phi i64 [ 0, %row.body.us ], [ %1428, %noise.done243.us ]
  %temperature121.0351.us = phi float [ %temperature, %row.body.us ], [ %t_next256.us, %noise.done243.us ]
  %129 = fmul float %two_eta, %temperature121.0351.us
  %130 = fcmp ogt float %129, 0.000000e+00
  %131 = tail call float @llvm.sqrt.f32(float %129)
  %132 = select i1 %130, float %131, float 0.000000e+00
  %noise_scale127.us = select i1 %anneal122.not, float %noise_scale, float %132
  br i1 %draw129.not, label %fold_chunk.body182.us, label %iter.check857

noise.body146.us:                                 ; preds = %noise.body146.us.preheader, %noise.body146.us
  %noise148303.us = phi i64 [ %261, %noise.body146.us ], [ %noise148303.us.ph, %noise.body146.us.preheader ]
  %133 = getelementptr inbounds float, ptr %17, i64 %noise148303.us
  %w0149.us = load i32, ptr %133, align 4
  %134 = getelementptr inbounds float, ptr %scratch, i64 %noise148303.us
  %w1150.us = load i32, ptr %134, align 4
  %135 = uitofp i32 %w0149.us to double
  %136 = fadd double %135, 5.000000e-01
  %137 = fmul double %136, 0x3DF0000000000000
  %138 = uitofp i32 %w1150.us to double
  %139 = fadd double %138, 5.000000e-01
  %140 = fmul double %139, 0x3DF0000000000000
  %141 = bitcast double %137 to i64
  %142 = lshr i64 %141, 32
  %143 = add nuw nsw i64 %142, 614242
  %144 = lshr i64 %143, 20
  %145 = add nsw i64 %144, -1023
  %146 = shl nuw i64 %143, 32
  %147 = and i64 %146, 4503595332403200
  %148 = add nuw nsw i64 %147, 4604544269498187776
  %149 = and i64 %141, 4294967295
  %150 = or disjoint i64 %148, %149
  %151 = bitcast i64 %150 to double
  %152 = fadd double %151, -1.000000e+00
  %153 = fmul double %152, 5.000000e-01
  %154 = fmul double %152, %153
  %155 = fadd double %152, 2.000000e+00
  %156 = fdiv double %152, %155
  %157 = fmul double %156, %156
  %158 = fmul double %157, %157
  %159 = fmul double %158, 0x3FC2F112DF3E5244
  %160 = fadd double %159, 0x3FC7466496CB03DE
  %161 = insertelement <2 x double> poison, double %158, i64 0
  %162 = shufflevector <2 x double> %161, <2 x double> poison, <2 x i32> zeroinitializer
  %163 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %160, i64 1
  %164 = fmul <2 x double> %162, %163
  %165 = fadd <2 x double> %164, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %166 = fmul <2 x double> %162, %165
  %167 = fadd <2 x double> %166, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %168 = insertelement <2 x double> %161, double %157, i64 1
  %169 = fmul <2 x double> %168, %167
  %shift = shufflevector <2 x double> %169, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %169, %shift
  %170 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %171 = sitofp i64 %145 to double
  %172 = fadd double %154, %170
  %173 = fmul double %156, %172
  %174 = fmul double %171, 0x3DEA39EF35793C76
  %175 = fadd double %174, %173
  %176 = fsub double %175, %154
  %177 = fadd double %152, %176
  %178 = fmul double %171, 0x3FE62E42FEE00000
  %179 = fadd double %178, %177
  %180 = fmul double %179, -2.000000e+00
  %181 = tail call double @llvm.sqrt.f64(double %180)
  %182 = fmul double %140, 0x401921FB54442D18
  %183 = fmul double %182, 0x3FE45F306DC9C883
  %184 = fadd double %183, 0x4338000000000000
  %185 = bitcast double %184 to i64
  %186 = fadd double %184, 0xC338000000000000
  %187 = fmul double %186, 0x3FF921FB54400000
  %188 = fsub double %182, %187
  %189 = fmul double %186, 0x3DD0B4611A626331
  %190 = fmul double %186, 0x3DD0B4611A600000
  %191 = fsub double %188, %190
  %192 = fmul double %186, 0x3BA3198A2E037073
  %193 = fsub double %188, %191
  %194 = fsub double %193, %190
  %195 = fsub double %192, %194
  %196 = fsub double %188, %189
  %197 = insertelement <2 x double> poison, double %196, i64 0
  %198 = insertelement <2 x double> %197, double %182, i64 1
  %199 = bitcast <2 x double> %198 to <2 x i64>
  %200 = lshr <2 x i64> %199, splat (i64 52)
  %201 = and <2 x i64> %200, splat (i64 2047)
  %202 = extractelement <2 x i64> %201, i64 0
  %203 = add nuw nsw i64 %202, 16
  %204 = extractelement <2 x i64> %201, i64 1
  %205 = icmp samesign ult i64 %203, %204
  %206 = select i1 %205, double %191, double %188
  %207 = select i1 %205, double %195, double %189
  %208 = fsub double %206, %207
  %209 = fsub double %206, %208
  %210 = fsub double %209, %207
  %211 = fmul double %208, %208
  %212 = fmul double %211, %211
  %213 = fmul double %211, 0x3EFA01A019CB1590
  %214 = fadd double %213, 0xBF56C16C16C15177
  %215 = fmul double %211, %214
  %216 = fadd double %215, 0x3FA555555555554C
  %217 = fmul double %211, %216
  %218 = fmul double %211, 0x3DA8FAE9BE8838D4
  %219 = fsub double 0x3E21EE9EBDB4B1C4, %218
  %220 = fmul double %211, %219
  %221 = fadd double %220, 0xBE927E4F809C52AD
  %222 = fmul double %212, %212
  %223 = fmul double %222, %221
  %224 = fadd double %217, %223
  %225 = fmul double %211, 5.000000e-01
  %226 = fsub double 1.000000e+00, %225
  %227 = fsub double 1.000000e+00, %226
  %228 = fsub double %227, %225
  %229 = fmul double %211, %224
  %230 = fmul double %208, %210
  %231 = fsub double %229, %230
  %232 = fadd double %228, %231
  %233 = fadd double %226, %232
  %234 = fmul double %211, 0x3EC71DE357B1FE7D
  %235 = fadd double %234, 0xBF2A01A019C161D5
  %236 = fmul double %211, %235
  %237 = fadd double %236, 0x3F8111111110F8A6
  %238 = fmul double %211, 0x3DE5D93A5ACFD57C
  %239 = fadd double %238, 0xBE5AE5E68A2B9CEB
  %240 = fmul double %211, %212
  %241 = fmul double %240, %239
  %242 = fadd double %241, %237
  %243 = fmul double %208, %211
  %244 = fmul double %210, 5.000000e-01
  %245 = fmul double %243, %242
  %246 = fsub double %244, %245
  %247 = fmul double %211, %246
  %248 = fsub double %247, %210
  %249 = fmul double %243, 0x3FC5555555555549
  %250 = fadd double %248, %249
  %251 = fsub double %208, %250
  %252 = fneg double %233
  %253 = fneg double %251
  %254 = and i64 %185, 1
  %255 = and i64 %185, 2
  %.not.us = icmp eq i64 %254, 0
  %.not282.us = icmp eq i64 %255, 0
  %256 = select i1 %.not282.us, double %233, double %252
  %257 = select i1 %.not282.us, double %253, double %251
  %258 = select i1 %.not.us, double %256, double %257
  %259 = fmul double %181, %258
  %260 = fptrunc double %259 to float
  store float %260, ptr %133, align 4
  %261 = add nuw i64 %noise148303.us, 1
  %exitcond412.not = icmp eq i64 %261, %n_features
  br i1 %exitcond412.not, label %fold_chunk.body.us.preheader, label %noise.body146.us, !llvm.loop !0

philox.body142.us:                                ; preds = %philox.body142.us.preheader, %philox.body142.us
  %philox144302.us = phi i64 [ %344, %philox.body142.us ], [ %philox144302.us.ph, %philox.body142.us.preheader ]
  %element.us = add i64 %philox144302.us, %row_offset120.us
  %262 = and i64 %element.us, 4294967295
  %263 = mul nuw i64 %262, 3528531795
  %264 = xor i64 %element.us, %key0
  %265 = xor i64 %264, %263
  %266 = lshr i64 %265, 32
  %267 = mul nuw i64 %266, 3449720151
  %268 = lshr i64 %267, 32
  %.reass.reass = xor i64 %268, %invariant.op1744
  %269 = xor i64 %1798, %263
  %270 = and i64 %.reass.reass, 4294967295
  %271 = mul nuw i64 %270, 3528531795
  %272 = and i64 %269, 4294967295
  %273 = mul nuw i64 %272, 3449720151
  %274 = lshr i64 %271, 32
  %275 = lshr i64 %273, 32
  %276 = xor i64 %275, %22
  %277 = xor i64 %276, %267
  %.reass514.reass = xor i64 %274, %invariant.op1745
  %278 = and i64 %277, 4294967295
  %279 = mul nuw i64 %278, 3528531795
  %280 = and i64 %.reass514.reass, 4294967295
  %281 = mul nuw i64 %280, 3449720151
  %282 = lshr i64 %279, 32
  %283 = lshr i64 %281, 32
  %284 = xor i64 %24, %283
  %285 = xor i64 %284, %273
  %286 = xor i64 %282, %25
  %287 = xor i64 %286, %271
  %288 = and i64 %285, 4294967295
  %289 = mul nuw i64 %288, 3528531795
  %290 = and i64 %287, 4294967295
  %291 = mul nuw i64 %290, 3449720151
  %292 = lshr i64 %289, 32
  %293 = lshr i64 %291, 32
  %294 = xor i64 %293, %26
  %295 = xor i64 %294, %281
  %296 = xor i64 %27, %292
  %297 = xor i64 %296, %279
  %298 = and i64 %295, 4294967295
  %299 = mul nuw i64 %298, 3528531795
  %300 = and i64 %297, 4294967295
  %301 = mul nuw i64 %300, 3449720151
  %302 = lshr i64 %299, 32
  %303 = lshr i64 %301, 32
  %304 = xor i64 %28, %303
  %305 = xor i64 %304, %291
  %306 = xor i64 %302, %29
  %307 = xor i64 %306, %289
  %308 = and i64 %305, 4294967295
  %309 = mul nuw i64 %308, 3528531795
  %310 = and i64 %307, 4294967295
  %311 = mul nuw i64 %310, 3449720151
  %312 = lshr i64 %309, 32
  %313 = lshr i64 %311, 32
  %314 = xor i64 %313, %30
  %315 = xor i64 %314, %301
  %316 = xor i64 %31, %312
  %317 = xor i64 %316, %299
  %318 = and i64 %315, 4294967295
  %319 = mul nuw i64 %318, 3528531795
  %320 = and i64 %317, 4294967295
  %321 = mul nuw i64 %320, 3449720151
  %322 = lshr i64 %319, 32
  %323 = lshr i64 %321, 32
  %324 = xor i64 %32, %323
  %325 = xor i64 %324, %311
  %326 = xor i64 %322, %33
  %327 = xor i64 %326, %309
  %328 = and i64 %325, 4294967295
  %329 = mul nuw i64 %328, 3528531795
  %330 = lshr i64 %329, 32
  %331 = trunc i64 %327 to i32
  %332 = mul i32 %331, -845247145
  %333 = xor i64 %34, %330
  %334 = xor i64 %333, %319
  %335 = and i64 %334, 4294967295
  %336 = mul nuw i64 %335, 3449720151
  %337 = lshr i64 %336, 32
  %338 = trunc nuw i64 %337 to i32
  %339 = trunc i64 %336 to i32
  %340 = xor i32 %332, %338
  %341 = xor i32 %340, %35
  %342 = getelementptr inbounds float, ptr %17, i64 %philox144302.us
  store i32 %341, ptr %342, align 4
  %343 = getelementptr inbounds float, ptr %scratch, i64 %philox144302.us
  store i32 %339, ptr %343, align 4
  %344 = add nuw i64 %philox144302.us, 1
  %exitcond.not = icmp eq i64 %344, %n_features
  br i1 %exitcond.not, label %vector.memcheck813, label %philox.body142.us, !llvm.loop !2

vector.memcheck813:                               ; preds = %philox.body142.us, %middle.block905, %vec.epilog.middle.block961
  br i1 %found.conflict817, label %noise.body146.us.preheader, label %vector.body825

vector.body825:                                   ; preds = %vector.memcheck813, %vector.body825
  %index826 = phi i64 [ %index.next835, %vector.body825 ], [ 0, %vector.memcheck813 ]
  %345 = getelementptr inbounds float, ptr %17, i64 %index826
  %346 = getelementptr inbounds nuw i8, ptr %345, i64 32
  %347 = getelementptr inbounds nuw i8, ptr %345, i64 64
  %348 = getelementptr inbounds nuw i8, ptr %345, i64 96
  %wide.load827 = load <8 x i32>, ptr %345, align 4, !alias.scope !3, !noalias !6
  %wide.load828 = load <8 x i32>, ptr %346, align 4, !alias.scope !3, !noalias !6
  %wide.load829 = load <8 x i32>, ptr %347, align 4, !alias.scope !3, !noalias !6
  %wide.load830 = load <8 x i32>, ptr %348, align 4, !alias.scope !3, !noalias !6
  %349 = getelementptr inbounds float, ptr %scratch, i64 %index826
  %350 = getelementptr inbounds nuw i8, ptr %349, i64 32
  %351 = getelementptr inbounds nuw i8, ptr %349, i64 64
  %352 = getelementptr inbounds nuw i8, ptr %349, i64 96
  %wide.load831 = load <8 x i32>, ptr %349, align 4, !alias.scope !6
  %wide.load832 = load <8 x i32>, ptr %350, align 4, !alias.scope !6
  %wide.load833 = load <8 x i32>, ptr %351, align 4, !alias.scope !6
  %wide.load834 = load <8 x i32>, ptr %352, align 4, !alias.scope !6
  %353 = uitofp <8 x i32> %wide.load827 to <8 x double>
  %354 = uitofp <8 x i32> %wide.load828 to <8 x double>
  %355 = uitofp <8 x i32> %wide.load829 to <8 x double>
  %356 = uitofp <8 x i32> %wide.load830 to <8 x double>
  %357 = fadd <8 x double> %353, splat (double 5.000000e-01)
  %358 = fadd <8 x double> %354, splat (double 5.000000e-01)
  %359 = fadd <8 x double> %355, splat (double 5.000000e-01)
  %360 = fadd <8 x double> %356, splat (double 5.000000e-01)
  %361 = fmul <8 x double> %357, splat (double 0x3DF0000000000000)
  %362 = fmul <8 x double> %358, splat (double 0x3DF0000000000000)
  %363 = fmul <8 x double> %359, splat (double 0x3DF0000000000000)
  %364 = fmul <8 x double> %360, splat (double 0x3DF0000000000000)
  %365 = uitofp <8 x i32> %wide.load831 to <8 x double>
  %366 = uitofp <8 x i32> %wide.load832 to <8 x double>
  %367 = uitofp <8 x i32> %wide.load833 to <8 x double>
  %368 = uitofp <8 x i32> %wide.load834 to <8 x double>
  %369 = fadd <8 x double> %365, splat (double 5.000000e-01)
  %370 = fadd <8 x double> %366, splat (double 5.000000e-01)
  %371 = fadd <8 x double> %367, splat (double 5.000000e-01)
  %372 = fadd <8 x double> %368, splat (double 5.000000e-01)
  %373 = fmul <8 x double> %369, splat (double 0x3DF0000000000000)
  %374 = fmul <8 x double> %370, splat (double 0x3DF0000000000000)
  %375 = fmul <8 x double> %371, splat (double 0x3DF0000000000000)
  %376 = fmul <8 x double> %372, splat (double 0x3DF0000000000000)
  %377 = bitcast <8 x double> %361 to <8 x i64>
  %378 = bitcast <8 x double> %362 to <8 x i64>
  %379 = bitcast <8 x double> %363 to <8 x i64>
  %380 = bitcast <8 x double> %364 to <8 x i64>
  %381 = lshr <8 x i64> %377, splat (i64 32)
  %382 = lshr <8 x i64> %378, splat (i64 32)
  %383 = lshr <8 x i64> %379, splat (i64 32)
  %384 = lshr <8 x i64> %380, splat (i64 32)
  %385 = add nuw nsw <8 x i64> %381, splat (i64 614242)
  %386 = add nuw nsw <8 x i64> %382, splat (i64 614242)
  %387 = add nuw nsw <8 x i64> %383, splat (i64 614242)
  %388 = add nuw nsw <8 x i64> %384, splat (i64 614242)
  %389 = lshr <8 x i64> %385, splat (i64 20)
  %390 = lshr <8 x i64> %386, splat (i64 20)
  %391 = lshr <8 x i64> %387, splat (i64 20)
  %392 = lshr <8 x i64> %388, splat (i64 20)
  %393 = add nsw <8 x i64> %389, splat (i64 -1023)
  %394 = add nsw <8 x i64> %390, splat (i64 -1023)
  %395 = add nsw <8 x i64> %391, splat (i64 -1023)
  %396 = add nsw <8 x i64> %392, splat (i64 -1023)
  %397 = shl nuw <8 x i64> %385, splat (i64 32)
  %398 = shl nuw <8 x i64> %386, splat (i64 32)
  %399 = shl nuw <8 x i64> %387, splat (i64 32)
  %400 = shl nuw <8 x i64> %388, splat (i64 32)
  %401 = and <8 x i64> %397, splat (i64 4503595332403200)
  %402 = and <8 x i64> %398, splat (i64 4503595332403200)
  %403 = and <8 x i64> %399, splat (i64 4503595332403200)
  %404 = and <8 x i64> %400, splat (i64 4503595332403200)
  %405 = add nuw nsw <8 x i64> %401, splat (i64 4604544269498187776)
  %406 = add nuw nsw <8 x i64> %402, splat (i64 4604544269498187776)
  %407 = add nuw nsw <8 x i64> %403, splat (i64 4604544269498187776)
  %408 = add nuw nsw <8 x i64> %404, splat (i64 4604544269498187776)
  %409 = and <8 x i64> %377, splat (i64 4294967295)
  %410 = and <8 x i64> %378, splat (i64 4294967295)
  %411 = and <8 x i64> %379, splat (i64 4294967295)
  %412 = and <8 x i64> %380, splat (i64 4294967295)
  %413 = or disjoint <8 x i64> %405, %409
  %414 = or disjoint <8 x i64> %406, %410
  %415 = or disjoint <8 x i64> %407, %411
  %416 = or disjoint <8 x i64> %408, %412
  %417 = bitcast <8 x i64> %413 to <8 x double>
  %418 = bitcast <8 x i64> %414 to <8 x double>
  %419 = bitcast <8 x i64> %415 to <8 x double>
  %420 = bitcast <8 x i64> %416 to <8 x double>
  %421 = fadd <8 x double> %417, splat (double -1.000000e+00)
  %422 = fadd <8 x double> %418, splat (double -1.000000e+00)
  %423 = fadd <8 x double> %419, splat (double -1.000000e+00)
  %424 = fadd <8 x double> %420, splat (double -1.000000e+00)
  %425 = fmul <8 x double> %421, splat (double 5.000000e-01)
  %426 = fmul <8 x double> %422, splat (double 5.000000e-01)
  %427 = fmul <8 x double> %423, splat (double 5.000000e-01)
  %428 = fmul <8 x double> %424, splat (double 5.000000e-01)
  %429 = fmul <8 x double> %421, %425
  %430 = fmul <8 x double> %422, %426
  %431 = fmul <8 x double> %423, %427
  %432 = fmul <8 x double> %424, %428
  %433 = fadd <8 x double> %421, splat (double 2.000000e+00)
  %434 = fadd <8 x double> %422, splat (double 2.000000e+00)
  %435 = fadd <8 x double> %423, splat (double 2.000000e+00)
  %436 = fadd <8 x double> %424, splat (double 2.000000e+00)
  %437 = fdiv <8 x double> %421, %433
  %438 = fdiv <8 x double> %422, %434
  %439 = fdiv <8 x double> %423, %435
  %440 = fdiv <8 x double> %424, %436
  %441 = fmul <8 x double> %437, %437
  %442 = fmul <8 x double> %438, %438
  %443 = fmul <8 x double> %439, %439
  %444 = fmul <8 x double> %440, %440
  %445 = fmul <8 x double> %441, %441
  %446 = fmul <8 x double> %442, %442
  %447 = fmul <8 x double> %443, %443
  %448 = fmul <8 x double> %444, %444
  %449 = fmul <8 x double> %445, splat (double 0x3FC39A09D078C69F)
  %450 = fmul <8 x double> %446, splat (double 0x3FC39A09D078C69F)
  %451 = fmul <8 x double> %447, splat (double 0x3FC39A09D078C69F)
  %452 = fmul <8 x double> %448, splat (double 0x3FC39A09D078C69F)
  %453 = fadd <8 x double> %449, splat (double 0x3FCC71C51D8E78AF)
  %454 = fadd <8 x double> %450, splat (double 0x3FCC71C51D8E78AF)
  %455 = fadd <8 x double> %451, splat (double 0x3FCC71C51D8E78AF)
  %456 = fadd <8 x double> %452, splat (double 0x3FCC71C51D8E78AF)
  %457 = fmul <8 x double> %445, %453
  %458 = fmul <8 x double> %446, %454
  %459 = fmul <8 x double> %447, %455
  %460 = fmul <8 x double> %448, %456
  %461 = fadd <8 x double> %457, splat (double 0x3FD999999997FA04)
  %462 = fadd <8 x double> %458, splat (double 0x3FD999999997FA04)
  %463 = fadd <8 x double> %459, splat (double 0x3FD999999997FA04)
  %464 = fadd <8 x double> %460, splat (double 0x3FD999999997FA04)
  %465 = fmul <8 x double> %445, %461
  %466 = fmul <8 x double> %446, %462
  %467 = fmul <8 x double> %447, %463
  %468 = fmul <8 x double> %448, %464
  %469 = fmul <8 x double> %445, splat (double 0x3FC2F112DF3E5244)
  %470 = fmul <8 x double> %446, splat (double 0x3FC2F112DF3E5244)
  %471 = fmul <8 x double> %447, splat (double 0x3FC2F112DF3E5244)
  %472 = fmul <8 x double> %448, splat (double 0x3FC2F112DF3E5244)
  %473 = fadd <8 x double> %469, splat (double 0x3FC7466496CB03DE)
  %474 = fadd <8 x double> %470, splat (double 0x3FC7466496CB03DE)
  %475 = fadd <8 x double> %471, splat (double 0x3FC7466496CB03DE)
  %476 = fadd <8 x double> %472, splat (double 0x3FC7466496CB03DE)
  %477 = fmul <8 x double> %445, %473
  %478 = fmul <8 x double> %446, %474
  %479 = fmul <8 x double> %447, %475
  %480 = fmul <8 x double> %448, %476
  %481 = fadd <8 x double> %477, splat (double 0x3FD2492494229359)
  %482 = fadd <8 x double> %478, splat (double 0x3FD2492494229359)
  %483 = fadd <8 x double> %479, splat (double 0x3FD2492494229359)
  %484 = fadd <8 x double> %480, splat (double 0x3FD2492494229359)
  %485 = fmul <8 x double> %445, %481
  %486 = fmul <8 x double> %446, %482
  %487 = fmul <8 x double> %447, %483
  %488 = fmul <8 x double> %448, %484
  %489 = fadd <8 x double> %485, splat (double 0x3FE5555555555593)
  %490 = fadd <8 x double> %486, splat (double 0x3FE5555555555593)
  %491 = fadd <8 x double> %487, splat (double 0x3FE5555555555593)
  %492 = fadd <8 x double> %488, splat (double 0x3FE5555555555593)
  %493 = fmul <8 x double> %441, %489
  %494 = fmul <8 x double> %442, %490
  %495 = fmul <8 x double> %443, %491
  %496 = fmul <8 x double> %444, %492
  %497 = fadd <8 x double> %465, %493
  %498 = fadd <8 x double> %466, %494
  %499 = fadd <8 x double> %467, %495
  %500 = fadd <8 x double> %468, %496
  %501 = sitofp <8 x i64> %393 to <8 x double>
  %502 = sitofp <8 x i64> %394 to <8 x double>
  %503 = sitofp <8 x i64> %395 to <8 x double>
  %504 = sitofp <8 x i64> %396 to <8 x double>
  %505 = fadd <8 x double> %429, %497
  %506 = fadd <8 x double> %430, %498
  %507 = fadd <8 x double> %431, %499
  %508 = fadd <8 x double> %432, %500
  %509 = fmul <8 x double> %437, %505
  %510 = fmul <8 x double> %438, %506
  %511 = fmul <8 x double> %439, %507
  %512 = fmul <8 x double> %440, %508
  %513 = fmul <8 x double> %501, splat (double 0x3DEA39EF35793C76)
  %514 = fmul <8 x double> %502, splat (double 0x3DEA39EF35793C76)
  %515 = fmul <8 x double> %503, splat (double 0x3DEA39EF35793C76)
  %516 = fmul <8 x double> %504, splat (double 0x3DEA39EF35793C76)
  %517 = fadd <8 x double> %513, %509
  %518 = fadd <8 x double> %514, %510
  %519 = fadd <8 x double> %515, %511
  %520 = fadd <8 x double> %516, %512
  %521 = fsub <8 x double> %517, %429
  %522 = fsub <8 x double> %518, %430
  %523 = fsub <8 x double> %519, %431
  %524 = fsub <8 x double> %520, %432
  %525 = fadd <8 x double> %421, %521
  %526 = fadd <8 x double> %422, %522
  %527 = fadd <8 x double> %423, %523
  %528 = fadd <8 x double> %424, %524
  %529 = fmul <8 x double> %501, splat (double 0x3FE62E42FEE00000)
  %530 = fmul <8 x double> %502, splat (double 0x3FE62E42FEE00000)
  %531 = fmul <8 x double> %503, splat (double 0x3FE62E42FEE00000)
  %532 = fmul <8 x double> %504, splat (double 0x3FE62E42FEE00000)
  %533 = fadd <8 x double> %529, %525
  %534 = fadd <8 x double> %530, %526
  %535 = fadd <8 x double> %531, %527
  %536 = fadd <8 x double> %532, %528
  %537 = fmul <8 x double> %533, splat (double -2.000000e+00)
  %538 = fmul <8 x double> %534, splat (double -2.000000e+00)
  %539 = fmul <8 x double> %535, splat (double -2.000000e+00)
  %540 = fmul <8 x double> %536, splat (double -2.000000e+00)
  %541 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %537)
  %542 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %538)
  %543 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %539)
  %544 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %540)
  %545 = fmul <8 x double> %373, splat (double 0x401921FB54442D18)
  %546 = fmul <8 x double> %374, splat (double 0x401921FB54442D18)
  %547 = fmul <8 x double> %375, splat (double 0x401921FB54442D18)
  %548 = fmul <8 x double> %376, splat (double 0x401921FB54442D18)
  %549 = fmul <8 x double> %545, splat (double 0x3FE45F306DC9C883)
  %550 = fmul <8 x double> %546, splat (double 0x3FE45F306DC9C883)
  %551 = fmul <8 x double> %547, splat (double 0x3FE45F306DC9C883)
  %552 = fmul <8 x double> %548, splat (double 0x3FE45F306DC9C883)
  %553 = fadd <8 x double> %549, splat (double 0x4338000000000000)
  %554 = fadd <8 x double> %550, splat (double 0x4338000000000000)
  %555 = fadd <8 x double> %551, splat (double 0x4338000000000000)
  %556 = fadd <8 x double> %552, splat (double 0x4338000000000000)
  %557 = bitcast <8 x double> %553 to <8 x i64>
  %558 = bitcast <8 x double> %554 to <8 x i64>
  %559 = bitcast <8 x double> %555 to <8 x i64>
  %560 = bitcast <8 x double> %556 to <8 x i64>
  %561 = fadd <8 x double> %553, splat (double 0xC338000000000000)
  %562 = fadd <8 x double> %554, splat (double 0xC338000000000000)
  %563 = fadd <8 x double> %555, splat (double 0xC338000000000000)
  %564 = fadd <8 x double> %556, splat (double 0xC338000000000000)
  %565 = fmul <8 x double> %561, splat (double 0x3FF921FB54400000)
  %566 = fmul <8 x double> %562, splat (double 0x3FF921FB54400000)
  %567 = fmul <8 x double> %563, splat (double 0x3FF921FB54400000)
  %568 = fmul <8 x double> %564, splat (double 0x3FF921FB54400000)
  %569 = fsub <8 x double> %545, %565
  %570 = fsub <8 x double> %546, %566
  %571 = fsub <8 x double> %547, %567
  %572 = fsub <8 x double> %548, %568
  %573 = fmul <8 x double> %561, splat (double 0x3DD0B4611A626331)
  %574 = fmul <8 x double> %562, splat (double 0x3DD0B4611A626331)
  %575 = fmul <8 x double> %563, splat (double 0x3DD0B4611A626331)
  %576 = fmul <8 x double> %564, splat (double 0x3DD0B4611A626331)
  %577 = fmul <8 x double> %561, splat (double 0x3DD0B4611A600000)
  %578 = fmul <8 x double> %562, splat (double 0x3DD0B4611A600000)
  %579 = fmul <8 x double> %563, splat (double 0x3DD0B4611A600000)
  %580 = fmul <8 x double> %564, splat (double 0x3DD0B4611A600000)
  %581 = fsub <8 x double> %569, %577
  %582 = fsub <8 x double> %570, %578
  %583 = fsub <8 x double> %571, %579
  %584 = fsub <8 x double> %572, %580
  %585 = fmul <8 x double> %561, splat (double 0x3BA3198A2E037073)
  %586 = fmul <8 x double> %562, splat (double 0x3BA3198A2E037073)
  %587 = fmul <8 x double> %563, splat (double 0x3BA3198A2E037073)
  %588 = fmul <8 x double> %564, splat (double 0x3BA3198A2E037073)
  %589 = fsub <8 x double> %569, %581
  %590 = fsub <8 x double> %570, %582
  %591 = fsub <8 x double> %571, %583
  %592 = fsub <8 x double> %572, %584
  %593 = fsub <8 x double> %589, %577
  %594 = fsub <8 x double> %590, %578
  %595 = fsub <8 x double> %591, %579
  %596 = fsub <8 x double> %592, %580
  %597 = fsub <8 x double> %585, %593
  %598 = fsub <8 x double> %586, %594
  %599 = fsub <8 x double> %587, %595
  %600 = fsub <8 x double> %588, %596
  %601 = fsub <8 x double> %569, %573
  %602 = fsub <8 x double> %570, %574
  %603 = fsub <8 x double> %571, %575
  %604 = fsub <8 x double> %572, %576
  %605 = bitcast <8 x double> %545 to <8 x i64>
  %606 = bitcast <8 x double> %546 to <8 x i64>
  %607 = bitcast <8 x double> %547 to <8 x i64>
  %608 = bitcast <8 x double> %548 to <8 x i64>
  %609 = lshr <8 x i64> %605, splat (i64 52)
  %610 = lshr <8 x i64> %606, splat (i64 52)
  %611 = lshr <8 x i64> %607, splat (i64 52)
  %612 = lshr <8 x i64> %608, splat (i64 52)
  %613 = and <8 x i64> %609, splat (i64 2047)
  %614 = and <8 x i64> %610, splat (i64 2047)
  %615 = and <8 x i64> %611, splat (i64 2047)
  %616 = and <8 x i64> %612, splat (i64 2047)
  %617 = bitcast <8 x double> %601 to <8 x i64>
  %618 = bitcast <8 x double> %602 to <8 x i64>
  %619 = bitcast <8 x double> %603 to <8 x i64>
  %620 = bitcast <8 x double> %604 to <8 x i64>
  %621 = lshr <8 x i64> %617, splat (i64 52)
  %622 = lshr <8 x i64> %618, splat (i64 52)
  %623 = lshr <8 x i64> %619, splat (i64 52)
  %624 = lshr <8 x i64> %620, splat (i64 52)
  %625 = and <8 x i64> %621, splat (i64 2047)
  %626 = and <8 x i64> %622, splat (i64 2047)
  %627 = and <8 x i64> %623, splat (i64 2047)
  %628 = and <8 x i64> %624, splat (i64 2047)
  %629 = add nuw nsw <8 x i64> %625, splat (i64 16)
  %630 = add nuw nsw <8 x i64> %626, splat (i64 16)
  %631 = add nuw nsw <8 x i64> %627, splat (i64 16)
  %632 = add nuw nsw <8 x i64> %628, splat (i64 16)
  %633 = icmp samesign ult <8 x i64> %629, %613
  %634 = icmp samesign ult <8 x i64> %630, %614
  %635 = icmp samesign ult <8 x i64> %631, %615
  %636 = icmp samesign ult <8 x i64> %632, %616
  %637 = select <8 x i1> %633, <8 x double> %581, <8 x double> %569
  %638 = select <8 x i1> %634, <8 x double> %582, <8 x double> %570
  %639 = select <8 x i1> %635, <8 x double> %583, <8 x double> %571
  %640 = select <8 x i1> %636, <8 x double> %584, <8 x double> %572
  %641 = select <8 x i1> %633, <8 x double> %597, <8 x double> %573
  %642 = select <8 x i1> %634, <8 x double> %598, <8 x double> %574
  %643 = select <8 x i1> %635, <8 x double> %599, <8 x double> %575
  %644 = select <8 x i1> %636, <8 x double> %600, <8 x double> %576
  %645 = fsub <8 x double> %637, %641
  %646 = fsub <8 x double> %638, %642
  %647 = fsub <8 x double> %639, %643
  %648 = fsub <8 x double> %640, %644
  %649 = fsub <8 x double> %637, %645
  %650 = fsub <8 x double> %638, %646
  %651 = fsub <8 x double> %639, %647
  %652 = fsub <8 x double> %640, %648
  %653 = fsub <8 x double> %649, %641
  %654 = fsub <8 x double> %650, %642
  %655 = fsub <8 x double> %651, %643
  %656 = fsub <8 x double> %652, %644
  %657 = fmul <8 x double> %645, %645
  %658 = fmul <8 x double> %646, %646
  %659 = fmul <8 x double> %647, %647
  %660 = fmul <8 x double> %648, %648
  %661 = fmul <8 x double> %657, %657
  %662 = fmul <8 x double> %658, %658
  %663 = fmul <8 x double> %659, %659
  %664 = fmul <8 x double> %660, %660
  %665 = fmul <8 x double> %657, splat (double 0x3EFA01A019CB1590)
  %666 = fmul <8 x double> %658, splat (double 0x3EFA01A019CB1590)
  %667 = fmul <8 x double> %659, splat (double 0x3EFA01A019CB1590)
  %668 = fmul <8 x double> %660, splat (double 0x3EFA01A019CB1590)
  %669 = fadd <8 x double> %665, splat (double 0xBF56C16C16C15177)
  %670 = fadd <8 x double> %666, splat (double 0xBF56C16C16C15177)
  %671 = fadd <8 x double> %667, splat (double 0xBF56C16C16C15177)
  %672 = fadd <8 x double> %668, splat (double 0xBF56C16C16C15177)
  %673 = fmul <8 x double> %657, %669
  %674 = fmul <8 x double> %658, %670
  %675 = fmul <8 x double> %659, %671
  %676 = fmul <8 x double> %660, %672
  %677 = fadd <8 x double> %673, splat (double 0x3FA555555555554C)
  %678 = fadd <8 x double> %674, splat (double 0x3FA555555555554C)
  %679 = fadd <8 x double> %675, splat (double 0x3FA555555555554C)
  %680 = fadd <8 x double> %676, splat (double 0x3FA555555555554C)
  %681 = fmul <8 x double> %657, %677
  %682 = fmul <8 x double> %658, %678
  %683 = fmul <8 x double> %659, %679
  %684 = fmul <8 x double> %660, %680
  %685 = fmul <8 x double> %657, splat (double 0x3DA8FAE9BE8838D4)
  %686 = fmul <8 x double> %658, splat (double 0x3DA8FAE9BE8838D4)
  %687 = fmul <8 x double> %659, splat (double 0x3DA8FAE9BE8838D4)
  %688 = fmul <8 x double> %660, splat (double 0x3DA8FAE9BE8838D4)
  %689 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %685
  %690 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %686
  %691 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %687
  %692 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %688
  %693 = fmul <8 x double> %657, %689
  %694 = fmul <8 x double> %658, %690
  %695 = fmul <8 x double> %659, %691
  %696 = fmul <8 x double> %660, %692
  %697 = fadd <8 x double> %693, splat (double 0xBE927E4F809C52AD)
  %698 = fadd <8 x double> %694, splat (double 0xBE927E4F809C52AD)
  %699 = fadd <8 x double> %695, splat (double 0xBE927E4F809C52AD)
  %700 = fadd <8 x double> %696, splat (double 0xBE927E4F809C52AD)
  %701 = fmul <8 x double> %661, %661
  %702 = fmul <8 x double> %662, %662
  %703 = fmul <8 x double> %663, %663
  %704 = fmul <8 x double> %664, %664
  %705 = fmul <8 x double> %701, %697
  %706 = fmul <8 x double> %702, %698
  %707 = fmul <8 x double> %703, %699
  %708 = fmul <8 x double> %704, %700
  %709 = fadd <8 x double> %681, %705
  %710 = fadd <8 x double> %682, %706
  %711 = fadd <8 x double> %683, %707
  %712 = fadd <8 x double> %684, %708
  %713 = fmul <8 x double> %657, splat (double 5.000000e-01)
  %714 = fmul <8 x double> %658, splat (double 5.000000e-01)
  %715 = fmul <8 x double> %659, splat (double 5.000000e-01)
  %716 = fmul <8 x double> %660, splat (double 5.000000e-01)
  %717 = fsub <8 x double> splat (double 1.000000e+00), %713
  %718 = fsub <8 x double> splat (double 1.000000e+00), %714
  %719 = fsub <8 x double> splat (double 1.000000e+00), %715
  %720 = fsub <8 x double> splat (double 1.000000e+00), %716
  %721 = fsub <8 x double> splat (double 1.000000e+00), %717
  %722 = fsub <8 x double> splat (double 1.000000e+00), %718
  %723 = fsub <8 x double> splat (double 1.000000e+00), %719
  %724 = fsub <8 x double> splat (double 1.000000e+00), %720
  %725 = fsub <8 x double> %721, %713
  %726 = fsub <8 x double> %722, %714
  %727 = fsub <8 x double> %723, %715
  %728 = fsub <8 x double> %724, %716
  %729 = fmul <8 x double> %657, %709
  %730 = fmul <8 x double> %658, %710
  %731 = fmul <8 x double> %659, %711
  %732 = fmul <8 x double> %660, %712
  %733 = fmul <8 x double> %645, %653
  %734 = fmul <8 x double> %646, %654
  %735 = fmul <8 x double> %647, %655
  %736 = fmul <8 x double> %648, %656
  %737 = fsub <8 x double> %729, %733
  %738 = fsub <8 x double> %730, %734
  %739 = fsub <8 x double> %731, %735
  %740 = fsub <8 x double> %732, %736
  %741 = fadd <8 x double> %725, %737
  %742 = fadd <8 x double> %726, %738
  %743 = fadd <8 x double> %727, %739
  %744 = fadd <8 x double> %728, %740
  %745 = fadd <8 x double> %717, %741
  %746 = fadd <8 x double> %718, %742
  %747 = fadd <8 x double> %719, %743
  %748 = fadd <8 x double> %720, %744
  %749 = fmul <8 x double> %657, splat (double 0x3EC71DE357B1FE7D)
  %750 = fmul <8 x double> %658, splat (double 0x3EC71DE357B1FE7D)
  %751 = fmul <8 x double> %659, splat (double 0x3EC71DE357B1FE7D)
  %752 = fmul <8 x double> %660, splat (double 0x3EC71DE357B1FE7D)
  %753 = fadd <8 x double> %749, splat (double 0xBF2A01A019C161D5)
  %754 = fadd <8 x double> %750, splat (double 0xBF2A01A019C161D5)
  %755 = fadd <8 x double> %751, splat (double 0xBF2A01A019C161D5)
  %756 = fadd <8 x double> %752, splat (double 0xBF2A01A019C161D5)
  %757 = fmul <8 x double> %657, %753
  %758 = fmul <8 x double> %658, %754
  %759 = fmul <8 x double> %659, %755
  %760 = fmul <8 x double> %660, %756
  %761 = fadd <8 x double> %757, splat (double 0x3F8111111110F8A6)
  %762 = fadd <8 x double> %758, splat (double 0x3F8111111110F8A6)
  %763 = fadd <8 x double> %759, splat (double 0x3F8111111110F8A6)
  %764 = fadd <8 x double> %760, splat (double 0x3F8111111110F8A6)
  %765 = fmul <8 x double> %657, splat (double 0x3DE5D93A5ACFD57C)
  %766 = fmul <8 x double> %658, splat (double 0x3DE5D93A5ACFD57C)
  %767 = fmul <8 x double> %659, splat (double 0x3DE5D93A5ACFD57C)
  %768 = fmul <8 x double> %660, splat (double 0x3DE5D93A5ACFD57C)
  %769 = fadd <8 x double> %765, splat (double 0xBE5AE5E68A2B9CEB)
  %770 = fadd <8 x double> %766, splat (double 0xBE5AE5E68A2B9CEB)
  %771 = fadd <8 x double> %767, splat (double 0xBE5AE5E68A2B9CEB)
  %772 = fadd <8 x double> %768, splat (double 0xBE5AE5E68A2B9CEB)
  %773 = fmul <8 x double> %657, %661
  %774 = fmul <8 x double> %658, %662
  %775 = fmul <8 x double> %659, %663
  %776 = fmul <8 x double> %660, %664
  %777 = fmul <8 x double> %773, %769
  %778 = fmul <8 x double> %774, %770
  %779 = fmul <8 x double> %775, %771
  %780 = fmul <8 x double> %776, %772
  %781 = fadd <8 x double> %777, %761
  %782 = fadd <8 x double> %778, %762
  %783 = fadd <8 x double> %779, %763
  %784 = fadd <8 x double> %780, %764
  %785 = fmul <8 x double> %645, %657
  %786 = fmul <8 x double> %646, %658
  %787 = fmul <8 x double> %647, %659
  %788 = fmul <8 x double> %648, %660
  %789 = fmul <8 x double> %653, splat (double 5.000000e-01)
  %790 = fmul <8 x double> %654, splat (double 5.000000e-01)
  %791 = fmul <8 x double> %655, splat (double 5.000000e-01)
  %792 = fmul <8 x double> %656, splat (double 5.000000e-01)
  %793 = fmul <8 x double> %785, %781
  %794 = fmul <8 x double> %786, %782
  %795 = fmul <8 x double> %787, %783
  %796 = fmul <8 x double> %788, %784
  %797 = fsub <8 x double> %789, %793
  %798 = fsub <8 x double> %790, %794
  %799 = fsub <8 x double> %791, %795
  %800 = fsub <8 x double> %792, %796
  %801 = fmul <8 x double> %657, %797
  %802 = fmul <8 x double> %658, %798
  %803 = fmul <8 x double> %659, %799
  %804 = fmul <8 x double> %660, %800
  %805 = fsub <8 x double> %801, %653
  %806 = fsub <8 x double> %802, %654
  %807 = fsub <8 x double> %803, %655
  %808 = fsub <8 x double> %804, %656
  %809 = fmul <8 x double> %785, splat (double 0x3FC5555555555549)
  %810 = fmul <8 x double> %786, splat (double 0x3FC5555555555549)
  %811 = fmul <8 x double> %787, splat (double 0x3FC5555555555549)
  %812 = fmul <8 x double> %788, splat (double 0x3FC5555555555549)
  %813 = fadd <8 x double> %805, %809
  %814 = fadd <8 x double> %806, %810
  %815 = fadd <8 x double> %807, %811
  %816 = fadd <8 x double> %808, %812
  %817 = fsub <8 x double> %645, %813
  %818 = fsub <8 x double> %646, %814
  %819 = fsub <8 x double> %647, %815
  %820 = fsub <8 x double> %648, %816
  %821 = fneg <8 x double> %745
  %822 = fneg <8 x double> %746
  %823 = fneg <8 x double> %747
  %824 = fneg <8 x double> %748
  %825 = fneg <8 x double> %817
  %826 = fneg <8 x double> %818
  %827 = fneg <8 x double> %819
  %828 = fneg <8 x double> %820
  %829 = and <8 x i64> %557, splat (i64 1)
  %830 = and <8 x i64> %558, splat (i64 1)
  %831 = and <8 x i64> %559, splat (i64 1)
  %832 = and <8 x i64> %560, splat (i64 1)
  %833 = and <8 x i64> %557, splat (i64 2)
  %834 = and <8 x i64> %558, splat (i64 2)
  %835 = and <8 x i64> %559, splat (i64 2)
  %836 = and <8 x i64> %560, splat (i64 2)
  %837 = icmp eq <8 x i64> %829, zeroinitializer
  %838 = icmp eq <8 x i64> %830, zeroinitializer
  %839 = icmp eq <8 x i64> %831, zeroinitializer
  %840 = icmp eq <8 x i64> %832, zeroinitializer
  %841 = icmp eq <8 x i64> %833, zeroinitializer
  %842 = icmp eq <8 x i64> %834, zeroinitializer
  %843 = icmp eq <8 x i64> %835, zeroinitializer
  %844 = icmp eq <8 x i64> %836, zeroinitializer
  %845 = select <8 x i1> %841, <8 x double> %745, <8 x double> %821
  %846 = select <8 x i1> %842, <8 x double> %746, <8 x double> %822
  %847 = select <8 x i1> %843, <8 x double> %747, <8 x double> %823
  %848 = select <8 x i1> %844, <8 x double> %748, <8 x double> %824
  %849 = select <8 x i1> %841, <8 x double> %825, <8 x double> %817
  %850 = select <8 x i1> %842, <8 x double> %826, <8 x double> %818
  %851 = select <8 x i1> %843, <8 x double> %827, <8 x double> %819
  %852 = select <8 x i1> %844, <8 x double> %828, <8 x double> %820
  %853 = select <8 x i1> %837, <8 x double> %845, <8 x double> %849
  %854 = select <8 x i1> %838, <8 x double> %846, <8 x double> %850
  %855 = select <8 x i1> %839, <8 x double> %847, <8 x double> %851
  %856 = select <8 x i1> %840, <8 x double> %848, <8 x double> %852
  %857 = fmul <8 x double> %541, %853
  %858 = fmul <8 x double> %542, %854
  %859 = fmul <8 x double> %543, %855
  %860 = fmul <8 x double> %544, %856
  %861 = fptrunc <8 x double> %857 to <8 x float>
  %862 = fptrunc <8 x double> %858 to <8 x float>
  %863 = fptrunc <8 x double> %859 to <8 x float>
  %864 = fptrunc <8 x double> %860 to <8 x float>
  %865 = getelementptr inbounds nuw i8, ptr %345, i64 32
  %866 = getelementptr inbounds nuw i8, ptr %345, i64 64
  %867 = getelementptr inbounds nuw i8, ptr %345, i64 96
  store <8 x float> %861, ptr %345, align 4, !alias.scope !3, !noalias !6
  store <8 x float> %862, ptr %865, align 4, !alias.scope !3, !noalias !6
  store <8 x float> %863, ptr %866, align 4, !alias.scope !3, !noalias !6
  store <8 x float> %864, ptr %867, align 4, !alias.scope !3, !noalias !6
  %index.next835 = add nuw i64 %index826, 32
  %868 = icmp eq i64 %index.next835, %n.vec824
  br i1 %868, label %middle.block836, label %vector.body825, !llvm.loop !8

middle.block836:                                  ; preds = %vector.body825
  br i1 %cmp.n837, label %fold_chunk.body.us.preheader, label %vec.epilog.iter.check840

vec.epilog.iter.check840:                         ; preds = %middle.block836
  br i1 %min.epilog.iters.check841, label %noise.body146.us.preheader, label %vec.epilog.vector.body845, !prof !10

vec.epilog.vector.body845:                        ; preds = %vec.epilog.iter.check840, %vec.epilog.vector.body845
  %index846 = phi i64 [ %index.next849, %vec.epilog.vector.body845 ], [ %n.vec824, %vec.epilog.iter.check840 ]
  %869 = getelementptr inbounds float, ptr %17, i64 %index846
  %wide.load847 = load <4 x i32>, ptr %869, align 4, !alias.scope !3, !noalias !6
  %870 = getelementptr inbounds float, ptr %scratch, i64 %index846
  %wide.load848 = load <4 x i32>, ptr %870, align 4, !alias.scope !6
  %871 = uitofp <4 x i32> %wide.load847 to <4 x double>
  %872 = fadd <4 x double> %871, splat (double 5.000000e-01)
  %873 = fmul <4 x double> %872, splat (double 0x3DF0000000000000)
  %874 = uitofp <4 x i32> %wide.load848 to <4 x double>
  %875 = fadd <4 x double> %874, splat (double 5.000000e-01)
  %876 = fmul <4 x double> %875, splat (double 0x3DF0000000000000)
  %877 = bitcast <4 x double> %873 to <4 x i64>
  %878 = lshr <4 x i64> %877, splat (i64 32)
  %879 = add nuw nsw <4 x i64> %878, splat (i64 614242)
  %880 = lshr <4 x i64> %879, splat (i64 20)
  %881 = add nsw <4 x i64> %880, splat (i64 -1023)
  %882 = shl nuw <4 x i64> %879, splat (i64 32)
  %883 = and <4 x i64> %882, splat (i64 4503595332403200)
  %884 = add nuw nsw <4 x i64> %883, splat (i64 4604544269498187776)
  %885 = and <4 x i64> %877, splat (i64 4294967295)
  %886 = or disjoint <4 x i64> %884, %885
  %887 = bitcast <4 x i64> %886 to <4 x double>
  %888 = fadd <4 x double> %887, splat (double -1.000000e+00)
  %889 = fmul <4 x double> %888, splat (double 5.000000e-01)
  %890 = fmul <4 x double> %888, %889
  %891 = fadd <4 x double> %888, splat (double 2.000000e+00)
  %892 = fdiv <4 x double> %888, %891
  %893 = fmul <4 x double> %892, %892
  %894 = fmul <4 x double> %893, %893
  %895 = fmul <4 x double> %894, splat (double 0x3FC39A09D078C69F)
  %896 = fadd <4 x double> %895, splat (double 0x3FCC71C51D8E78AF)
  %897 = fmul <4 x double> %894, %896
  %898 = fadd <4 x double> %897, splat (double 0x3FD999999997FA04)
  %899 = fmul <4 x double> %894, %898
  %900 = fmul <4 x double> %894, splat (double 0x3FC2F112DF3E5244)
  %901 = fadd <4 x double> %900, splat (double 0x3FC7466496CB03DE)
  %902 = fmul <4 x double> %894, %901
  %903 = fadd <4 x double> %902, splat (double 0x3FD2492494229359)
  %904 = fmul <4 x double> %894, %903
  %905 = fadd <4 x double> %904, splat (double 0x3FE5555555555593)
  %906 = fmul <4 x double> %893, %905
  %907 = fadd <4 x double> %899, %906
  %908 = sitofp <4 x i64> %881 to <4 x double>
  %909 = fadd <4 x double> %890, %907
  %910 = fmul <4 x double> %892, %909
  %911 = fmul <4 x double> %908, splat (double 0x3DEA39EF35793C76)
  %912 = fadd <4 x double> %911, %910
  %913 = fsub <4 x double> %912, %890
  %914 = fadd <4 x double> %888, %913
  %915 = fmul <4 x double> %908, splat (double 0x3FE62E42FEE00000)
  %916 = fadd <4 x double> %915, %914
  %917 = fmul <4 x double> %916, splat (double -2.000000e+00)
  %918 = tail call <4 x double> @llvm.sqrt.v4f64(<4 x double> %917)
  %919 = fmul <4 x double> %876, splat (double 0x401921FB54442D18)
  %920 = fmul <4 x double> %919, splat (double 0x3FE45F306DC9C883)
  %921 = fadd <4 x double> %920, splat (double 0x4338000000000000)
  %922 = bitcast <4 x double> %921 to <4 x i64>
  %923 = fadd <4 x double> %921, splat (double 0xC338000000000000)
  %924 = fmul <4 x double> %923, splat (double 0x3FF921FB54400000)
  %925 = fsub <4 x double> %919, %924
  %926 = fmul <4 x double> %923, splat (double 0x3DD0B4611A626331)
  %927 = fmul <4 x double> %923, splat (double 0x3DD0B4611A600000)
  %928 = fsub <4 x double> %925, %927
  %929 = fmul <4 x double> %923, splat (double 0x3BA3198A2E037073)
  %930 = fsub <4 x double> %925, %928
  %931 = fsub <4 x double> %930, %927
  %932 = fsub <4 x double> %929, %931
  %933 = fsub <4 x double> %925, %926
  %934 = bitcast <4 x double> %919 to <4 x i64>
  %935 = lshr <4 x i64> %934, splat (i64 52)
  %936 = and <4 x i64> %935, splat (i64 2047)
  %937 = bitcast <4 x double> %933 to <4 x i64>
  %938 = lshr <4 x i64> %937, splat (i64 52)
  %939 = and <4 x i64> %938, splat (i64 2047)
  %940 = add nuw nsw <4 x i64> %939, splat (i64 16)
  %941 = icmp samesign ult <4 x i64> %940, %936
  %942 = select <4 x i1> %941, <4 x double> %928, <4 x double> %925
  %943 = select <4 x i1> %941, <4 x double> %932, <4 x double> %926
  %944 = fsub <4 x double> %942, %943
  %945 = fsub <4 x double> %942, %944
  %946 = fsub <4 x double> %945, %943
  %947 = fmul <4 x double> %944, %944
  %948 = fmul <4 x double> %947, %947
  %949 = fmul <4 x double> %947, splat (double 0x3EFA01A019CB1590)
  %950 = fadd <4 x double> %949, splat (double 0xBF56C16C16C15177)
  %951 = fmul <4 x double> %947, %950
  %952 = fadd <4 x double> %951, splat (double 0x3FA555555555554C)
  %953 = fmul <4 x double> %947, %952
  %954 = fmul <4 x double> %947, splat (double 0x3DA8FAE9BE8838D4)
  %955 = fsub <4 x double> splat (double 0x3E21EE9EBDB4B1C4), %954
  %956 = fmul <4 x double> %947, %955
  %957 = fadd <4 x double> %956, splat (double 0xBE927E4F809C52AD)
  %958 = fmul <4 x double> %948, %948
  %959 = fmul <4 x double> %958, %957
  %960 = fadd <4 x double> %953, %959
  %961 = fmul <4 x double> %947, splat (double 5.000000e-01)
  %962 = fsub <4 x double> splat (double 1.000000e+00), %961
  %963 = fsub <4 x double> splat (double 1.000000e+00), %962
  %964 = fsub <4 x double> %963, %961
  %965 = fmul <4 x double> %947, %960
  %966 = fmul <4 x double> %944, %946
  %967 = fsub <4 x double> %965, %966
  %968 = fadd <4 x double> %964, %967
  %969 = fadd <4 x double> %962, %968
  %970 = fmul <4 x double> %947, splat (double 0x3EC71DE357B1FE7D)
  %971 = fadd <4 x double> %970, splat (double 0xBF2A01A019C161D5)
  %972 = fmul <4 x double> %947, %971
  %973 = fadd <4 x double> %972, splat (double 0x3F8111111110F8A6)
  %974 = fmul <4 x double> %947, splat (double 0x3DE5D93A5ACFD57C)
  %975 = fadd <4 x double> %974, splat (double 0xBE5AE5E68A2B9CEB)
  %976 = fmul <4 x double> %947, %948
  %977 = fmul <4 x double> %976, %975
  %978 = fadd <4 x double> %977, %973
  %979 = fmul <4 x double> %944, %947
  %980 = fmul <4 x double> %946, splat (double 5.000000e-01)
  %981 = fmul <4 x double> %979, %978
  %982 = fsub <4 x double> %980, %981
  %983 = fmul <4 x double> %947, %982
  %984 = fsub <4 x double> %983, %946
  %985 = fmul <4 x double> %979, splat (double 0x3FC5555555555549)
  %986 = fadd <4 x double> %984, %985
  %987 = fsub <4 x double> %944, %986
  %988 = fneg <4 x double> %969
  %989 = fneg <4 x double> %987
  %990 = and <4 x i64> %922, splat (i64 1)
  %991 = and <4 x i64> %922, splat (i64 2)
  %992 = icmp eq <4 x i64> %990, zeroinitializer
  %993 = icmp eq <4 x i64> %991, zeroinitializer
  %994 = select <4 x i1> %993, <4 x double> %969, <4 x double> %988
  %995 = select <4 x i1> %993, <4 x double> %989, <4 x double> %987
  %996 = select <4 x i1> %992, <4 x double> %994, <4 x double> %995
  %997 = fmul <4 x double> %918, %996
  %998 = fptrunc <4 x double> %997 to <4 x float>
  store <4 x float> %998, ptr %869, align 4, !alias.scope !3, !noalias !6
  %index.next849 = add nuw i64 %index846, 4
  %999 = icmp eq i64 %index.next849, %n.vec844
  br i1 %999, label %vec.epilog.middle.block850, label %vec.epilog.vector.body845, !llvm.loop !11

vec.epilog.middle.block850:                       ; preds = %vec.epilog.vector.body845
  br i1 %cmp.n851, label %fold_chunk.body.us.preheader, label %noise.body146.us.preheader

noise.body146.us.preheader:                       ; preds = %vector.memcheck813, %vec.epilog.iter.check840, %vec.epilog.middle.block850
  %noise148303.us.ph = phi i64 [ 0, %vector.memcheck813 ], [ %n.vec824, %vec.epilog.iter.check840 ], [ %n.vec844, %vec.epilog.middle.block850 ]
  br label %noise.body146.us

fold_chunk.body.us.preheader:                     ; preds = %noise.body146.us, %vec.epilog.middle.block850, %middle.block836
  br label %fold_chunk.body.us

fold_chunk.body.us:                               ; preds = %fold_chunk.body.us.preheader, %fold_chunk.header.loopexit.us
  %indvar777 = phi i64 [ %indvar.next778, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %indvars.iv415 = phi i64 [ %indvars.iv.next416, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %fold_chunk.header.loopexit.us ], [ 1024, %fold_chunk.body.us.preheader ]
  %fold_chunk316.us = phi i64 [ %1009, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %fold_value.0315.us = phi float [ %fold_value.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %fold_value156.0314.us = phi float [ %fold_value156.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %fold_value161.0313.us = phi float [ %fold_value161.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %umin1294 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1000 = add i64 %umin1294, %indvars.iv415
  %umax1295 = tail call i64 @llvm.umax.i64(i64 %1000, i64 1)
  %umin1293 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %umin797 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1001 = add i64 %umin797, %indvars.iv415
  %1002 = mul i64 %indvar777, -4096
  %1003 = insertelement <8 x i64> poison, i64 %1002, i64 0
  %1004 = shufflevector <8 x i64> %1003, <8 x i64> poison, <8 x i32> zeroinitializer
  %1005 = add <8 x i64> %1004, %128
  %1006 = sub <8 x i64> %1004, %128
  %1007 = shufflevector <8 x i64> %1005, <8 x i64> %1006, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 13, i32 6, i32 7>
  %1008 = sub i64 %1002, %99
  %umin414 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1009 = add i64 %fold_chunk316.us, 1024
  %chunk_end.us = tail call i64 @llvm.umin.i64(i64 %1009, i64 %n_features)
  %1010 = icmp ult i64 %fold_chunk316.us, %chunk_end.us
  br i1 %1010, label %feature.body.us.preheader, label %feature.exit.us

feature.body.us.preheader:                        ; preds = %fold_chunk.body.us
  %min.iters.check799 = icmp ult i64 %1001, 8
  br i1 %min.iters.check799, label %feature.body.us.preheader1281, label %vector.memcheck773

vector.memcheck773:                               ; preds = %feature.body.us.preheader
  %1011 = icmp ult <8 x i64> %1007, splat (i64 32)
  %diff.check795 = icmp ult i64 %1008, 32
  %1012 = bitcast <8 x i1> %1011 to i8
  %1013 = icmp ne i8 %1012, 0
  %op.rdx = or i1 %1013, %diff.check775
  %op.rdx1268 = or i1 %diff.check795, %diff.check774
  %op.rdx1269 = or i1 %op.rdx, %op.rdx1268
  br i1 %op.rdx1269, label %feature.body.us.preheader1281, label %vector.ph800

vector.ph800:                                     ; preds = %vector.memcheck773
  %n.mod.vf801 = and i64 %umin797, 7
  %n.vec802 = sub i64 %1001, %n.mod.vf801
  %1014 = add i64 %fold_chunk316.us, %n.vec802
  br label %vector.body803

vector.body803:                                   ; preds = %vector.body803, %vector.ph800
  %index804 = phi i64 [ 0, %vector.ph800 ], [ %index.next809, %vector.body803 ]
  %offset.idx805 = add i64 %fold_chunk316.us, %index804
  %1015 = getelementptr inbounds float, ptr %125, i64 %offset.idx805
  %wide.load806 = load <8 x float>, ptr %1015, align 4
  %1016 = fmul <8 x float> %wide.load806, %wide.load806
  %1017 = getelementptr inbounds float, ptr %126, i64 %offset.idx805
  %wide.load807 = load <8 x float>, ptr %1017, align 4
  %1018 = fneg <8 x float> %wide.load807
  %1019 = fmul <8 x float> %wide.load806, %1018
  %1020 = getelementptr inbounds float, ptr %17, i64 %offset.idx805
  %wide.load808 = load <8 x float>, ptr %1020, align 4
  %1021 = fmul <8 x float> %wide.load806, %wide.load808
  %1022 = getelementptr inbounds float, ptr %scratch, i64 %index804
  store <8 x float> %1016, ptr %1022, align 4
  %1023 = getelementptr float, ptr %36, i64 %index804
  store <8 x float> %1019, ptr %1023, align 4
  %1024 = getelementptr float, ptr %37, i64 %index804
  store <8 x float> %1021, ptr %1024, align 4
  %index.next809 = add nuw i64 %index804, 8
  %1025 = icmp eq i64 %index.next809, %n.vec802
  br i1 %1025, label %middle.block810, label %vector.body803, !llvm.loop !12

middle.block810:                                  ; preds = %vector.body803
  %cmp.n811 = icmp eq i64 %n.mod.vf801, 0
  br i1 %cmp.n811, label %feature.exit.us, label %feature.body.us.preheader1281

feature.body.us.preheader1281:                    ; preds = %vector.memcheck773, %feature.body.us.preheader, %middle.block810
  %feature306.us.ph = phi i64 [ %fold_chunk316.us, %vector.memcheck773 ], [ %fold_chunk316.us, %feature.body.us.preheader ], [ %1014, %middle.block810 ]
  %1026 = sub i64 %umin1293, %feature306.us.ph
  %.neg = add i64 %feature306.us.ph, 1
  %xtraiter = and i64 %1026, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader1281
  %1027 = getelementptr inbounds float, ptr %125, i64 %feature306.us.ph
  %1028 = load float, ptr %1027, align 4
  %1029 = fmul float %1028, %1028
  %1030 = getelementptr inbounds float, ptr %126, i64 %feature306.us.ph
  %1031 = load float, ptr %1030, align 4
  %1032 = fneg float %1031
  %1033 = fmul float %1028, %1032
  %1034 = getelementptr inbounds float, ptr %17, i64 %feature306.us.ph
  %1035 = load float, ptr %1034, align 4
  %1036 = fmul float %1028, %1035
  %1037 = sub nuw i64 %feature306.us.ph, %fold_chunk316.us
  %1038 = getelementptr inbounds float, ptr %scratch, i64 %1037
  store float %1029, ptr %1038, align 4
  %1039 = getelementptr float, ptr %36, i64 %1037
  store float %1033, ptr %1039, align 4
  %1040 = getelementptr float, ptr %37, i64 %1037
  store float %1036, ptr %1040, align 4
  %1041 = add nuw i64 %feature306.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader1281
  %feature306.us.unr = phi i64 [ %feature306.us.ph, %feature.body.us.preheader1281 ], [ %1041, %feature.body.us.prol ]
  %1042 = icmp eq i64 %umin1293, %.neg
  br i1 %1042, label %feature.exit.us, label %feature.body.us

feature.exit.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block810, %fold_chunk.body.us
  %.not376 = icmp eq i64 %chunk_end.us, %fold_chunk316.us
  br i1 %.not376, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.preheader

fold_sums.body.us.preheader:                      ; preds = %feature.exit.us
  %xtraiter1296 = and i64 %umax1295, 3
  %1043 = icmp ult i64 %1000, 4
  br i1 %1043, label %fold_sums.body.us.epil.preheader, label %fold_sums.body.us.preheader.new

fold_sums.body.us.preheader.new:                  ; preds = %fold_sums.body.us.preheader
  %unroll_iter = and i64 %umax1295, -4
  br label %fold_sums.body.us

fold_sums.body.us:                                ; preds = %fold_sums.body.us, %fold_sums.body.us.preheader.new
  %fold_sums310.us = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %1083, %fold_sums.body.us ]
  %fold_value.1309.us = phi float [ %fold_value.0315.us, %fold_sums.body.us.preheader.new ], [ %1076, %fold_sums.body.us ]
  %fold_value156.1308.us = phi float [ %fold_value156.0314.us, %fold_sums.body.us.preheader.new ], [ %1079, %fold_sums.body.us ]
  %fold_value161.1307.us = phi float [ %fold_value161.0313.us, %fold_sums.body.us.preheader.new ], [ %1082, %fold_sums.body.us ]
  %niter = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %niter.next.3, %fold_sums.body.us ]
  %1044 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums310.us
  %1045 = load float, ptr %1044, align 4
  %1046 = fadd float %fold_value.1309.us, %1045
  %1047 = getelementptr inbounds float, ptr %36, i64 %fold_sums310.us
  %1048 = load float, ptr %1047, align 4
  %1049 = fadd float %fold_value156.1308.us, %1048
  %1050 = getelementptr inbounds float, ptr %37, i64 %fold_sums310.us
  %1051 = load float, ptr %1050, align 4
  %1052 = fadd float %fold_value161.1307.us, %1051
  %1053 = or disjoint i64 %fold_sums310.us, 1
  %1054 = getelementptr inbounds float, ptr %scratch, i64 %1053
  %1055 = load float, ptr %1054, align 4
  %1056 = fadd float %1046, %1055
  %1057 = getelementptr inbounds float, ptr %36, i64 %1053
  %1058 = load float, ptr %1057, align 4
  %1059 = fadd float %1049, %1058
  %1060 = getelementptr inbounds float, ptr %37, i64 %1053
  %1061 = load float, ptr %1060, align 4
  %1062 = fadd float %1052, %1061
  %1063 = or disjoint i64 %fold_sums310.us, 2
  %1064 = getelementptr inbounds float, ptr %scratch, i64 %1063
  %1065 = load float, ptr %1064, align 4
  %1066 = fadd float %1056, %1065
  %1067 = getelementptr inbounds float, ptr %36, i64 %1063
  %1068 = load float, ptr %1067, align 4
  %1069 = fadd float %1059, %1068
  %1070 = getelementptr inbounds float, ptr %37, i64 %1063
  %1071 = load float, ptr %1070, align 4
  %1072 = fadd float %1062, %1071
  %1073 = or disjoint i64 %fold_sums310.us, 3
  %1074 = getelementptr inbounds float, ptr %scratch, i64 %1073
  %1075 = load float, ptr %1074, align 4
  %1076 = fadd float %1066, %1075
  %1077 = getelementptr inbounds float, ptr %36, i64 %1073
  %1078 = load float, ptr %1077, align 4
  %1079 = fadd float %1069, %1078
  %1080 = getelementptr inbounds float, ptr %37, i64 %1073
  %1081 = load float, ptr %1080, align 4
  %1082 = fadd float %1072, %1081
  %1083 = add nuw i64 %fold_sums310.us, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature306.us = phi i64 [ %1113, %feature.body.us ], [ %feature306.us.unr, %feature.body.us.prol.loopexit ]
  %1084 = getelementptr inbounds float, ptr %125, i64 %feature306.us
  %1085 = load float, ptr %1084, align 4
  %1086 = fmul float %1085, %1085
  %1087 = getelementptr inbounds float, ptr %126, i64 %feature306.us
  %1088 = load float, ptr %1087, align 4
  %1089 = fneg float %1088
  %1090 = fmul float %1085, %1089
  %1091 = getelementptr inbounds float, ptr %17, i64 %feature306.us
  %1092 = load float, ptr %1091, align 4
  %1093 = fmul float %1085, %1092
  %1094 = sub nuw i64 %feature306.us, %fold_chunk316.us
  %1095 = getelementptr inbounds float, ptr %scratch, i64 %1094
  store float %1086, ptr %1095, align 4
  %1096 = getelementptr float, ptr %36, i64 %1094
  store float %1090, ptr %1096, align 4
  %1097 = getelementptr float, ptr %37, i64 %1094
  store float %1093, ptr %1097, align 4
  %1098 = add nuw i64 %feature306.us, 1
  %1099 = getelementptr inbounds float, ptr %125, i64 %1098
  %1100 = load float, ptr %1099, align 4
  %1101 = fmul float %1100, %1100
  %1102 = getelementptr inbounds float, ptr %126, i64 %1098
  %1103 = load float, ptr %1102, align 4
  %1104 = fneg float %1103
  %1105 = fmul float %1100, %1104
  %1106 = getelementptr inbounds float, ptr %17, i64 %1098
  %1107 = load float, ptr %1106, align 4
  %1108 = fmul float %1100, %1107
  %1109 = sub nuw i64 %1098, %fold_chunk316.us
  %1110 = getelementptr inbounds float, ptr %scratch, i64 %1109
  store float %1101, ptr %1110, align 4
  %1111 = getelementptr float, ptr %36, i64 %1109
  store float %1105, ptr %1111, align 4
  %1112 = getelementptr float, ptr %37, i64 %1109
  store float %1108, ptr %1112, align 4
  %1113 = add nuw i64 %feature306.us, 2
  %exitcond413.not.1 = icmp eq i64 %1113, %umin414
  br i1 %exitcond413.not.1, label %feature.exit.us, label %feature.body.us, !llvm.loop !13

noise.done155.us:                                 ; preds = %fold_chunk.header.loopexit.us, %fold_chunk.header181.loopexit.us
  %uniforms.sroa.14.0.us = phi float [ %fold_value176.1.lcssa.us, %fold_chunk.header181.loopexit.us ], [ %fold_value161.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  %uniforms.sroa.6.0.us = phi float [ %fold_value171.1.lcssa.us, %fold_chunk.header181.loopexit.us ], [ %fold_value156.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  %uniforms.sroa.0.0.us = phi float [ %fold_value166.1.lcssa.us, %fold_chunk.header181.loopexit.us ], [ %fold_value.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  br i1 %draw129.not, label %fold_chunk.body226.us.preheader, label %fold_chunk.body206.us.preheader

fold_chunk.body206.us.preheader:                  ; preds = %noise.done155.us
  %broadcast.splatinsert668 = insertelement <8 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat669 = shufflevector <8 x float> %broadcast.splatinsert668, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert672 = insertelement <8 x float> poison, float %uniforms.sroa.14.0.us, i64 0
  %broadcast.splat673 = shufflevector <8 x float> %broadcast.splatinsert672, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert674 = insertelement <8 x float> poison, float %noise_scale127.us, i64 0
  %broadcast.splat675 = shufflevector <8 x float> %broadcast.splatinsert674, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert700 = insertelement <4 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat701 = shufflevector <4 x float> %broadcast.splatinsert700, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert704 = insertelement <4 x float> poison, float %uniforms.sroa.14.0.us, i64 0
  %broadcast.splat705 = shufflevector <4 x float> %broadcast.splatinsert704, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert706 = insertelement <4 x float> poison, float %noise_scale127.us, i64 0
  %broadcast.splat707 = shufflevector <4 x float> %broadcast.splatinsert706, <4 x float> poison, <4 x i32> zeroinitializer
  br label %fold_chunk.body206.us

fold_chunk.body226.us.preheader:                  ; preds = %noise.done155.us
  %broadcast.splatinsert614 = insertelement <8 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat615 = shufflevector <8 x float> %broadcast.splatinsert614, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert638 = insertelement <4 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat639 = shufflevector <4 x float> %broadcast.splatinsert638, <4 x float> poison, <4 x i32> zeroinitializer
  br label %fold_chunk.body226.us

fold_chunk.body206.us:                            ; preds = %fold_chunk.body206.us.preheader, %fold_chunk.header205.loopexit.us
  %indvar651 = phi i64 [ %indvar.next652, %fold_chunk.header205.loopexit.us ], [ 0, %fold_chunk.body206.us.preheader ]
  %indvars.iv432 = phi i64 [ %indvars.iv.next433, %fold_chunk.header205.loopexit.us ], [ 0, %fold_chunk.body206.us.preheader ]
  %indvars.iv427 = phi i64 [ %indvars.iv.next428, %fold_chunk.header205.loopexit.us ], [ 1024, %fold_chunk.body206.us.preheader ]
  %fold_chunk208340.us = phi i64 [ %1120, %fold_chunk.header205.loopexit.us ], [ 0, %fold_chunk.body206.us.preheader ]
  %fold_value200.0339.us = phi float [ %fold_value200.1.lcssa.us, %fold_chunk.header205.loopexit.us ], [ 0.000000e+00, %fold_chunk.body206.us.preheader ]
  %umin1319 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv427)
  %1114 = add i64 %umin1319, %indvars.iv432
  %umax1320 = tail call i64 @llvm.umax.i64(i64 %1114, i64 1)
  %umin1316 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv427)
  %umin658 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv427)
  %1115 = add i64 %umin658, %indvars.iv432
  %1116 = mul i64 %indvar651, -4096
  %1117 = add i64 %114, %1116
  %1118 = add i64 %115, %1116
  %1119 = add i64 %53, %1116
  %umin431 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv427)
  %1120 = add i64 %fold_chunk208340.us, 1024
  %chunk_end209.us = tail call i64 @llvm.umin.i64(i64 %1120, i64 %n_features)
  %1121 = icmp ult i64 %fold_chunk208340.us, %chunk_end209.us
  br i1 %1121, label %iter.check662, label %feature.exit212.us

iter.check662:                                    ; preds = %fold_chunk.body206.us
  %min.iters.check660 = icmp ult i64 %1115, 4
  br i1 %min.iters.check660, label %feature.body211.us.preheader, label %vector.memcheck650

vector.memcheck650:                               ; preds = %iter.check662
  %diff.check653 = icmp ult i64 %1117, 128
  %diff.check654 = icmp ult i64 %1118, 128
  %conflict.rdx655 = or i1 %diff.check653, %diff.check654
  %diff.check656 = icmp ult i64 %1119, 128
  %conflict.rdx657 = or i1 %conflict.rdx655, %diff.check656
  br i1 %conflict.rdx657, label %feature.body211.us.preheader, label %vector.main.loop.iter.check664

vector.main.loop.iter.check664:                   ; preds = %vector.memcheck650
  %min.iters.check663 = icmp ult i64 %1115, 32
  br i1 %min.iters.check663, label %vec.epilog.ph697, label %vector.ph665

vector.ph665:                                     ; preds = %vector.main.loop.iter.check664
  %n.mod.vf666 = and i64 %umin658, 31
  %n.vec667 = sub nuw i64 %1115, %n.mod.vf666
  br label %vector.body676

vector.body676:                                   ; preds = %vector.body676, %vector.ph665
  %index677 = phi i64 [ 0, %vector.ph665 ], [ %index.next690, %vector.body676 ]
  %1122 = add i64 %fold_chunk208340.us, %index677
  %1123 = getelementptr inbounds float, ptr %125, i64 %1122
  %1124 = getelementptr inbounds nuw i8, ptr %1123, i64 32
  %1125 = getelementptr inbounds nuw i8, ptr %1123, i64 64
  %1126 = getelementptr inbounds nuw i8, ptr %1123, i64 96
  %wide.load678 = load <8 x float>, ptr %1123, align 4
  %wide.load679 = load <8 x float>, ptr %1124, align 4
  %wide.load680 = load <8 x float>, ptr %1125, align 4
  %wide.load681 = load <8 x float>, ptr %1126, align 4
  %1127 = getelementptr inbounds float, ptr %126, i64 %1122
  %1128 = getelementptr inbounds nuw i8, ptr %1127, i64 32
  %1129 = getelementptr inbounds nuw i8, ptr %1127, i64 64
  %1130 = getelementptr inbounds nuw i8, ptr %1127, i64 96
  %wide.load682 = load <8 x float>, ptr %1127, align 4
  %wide.load683 = load <8 x float>, ptr %1128, align 4
  %wide.load684 = load <8 x float>, ptr %1129, align 4
  %wide.load685 = load <8 x float>, ptr %1130, align 4
  %1131 = fneg <8 x float> %wide.load682
  %1132 = fneg <8 x float> %wide.load683
  %1133 = fneg <8 x float> %wide.load684
  %1134 = fneg <8 x float> %wide.load685
  %1135 = fmul <8 x float> %broadcast.splat669, %wide.load678
  %1136 = fmul <8 x float> %broadcast.splat669, %wide.load679
  %1137 = fmul <8 x float> %broadcast.splat669, %wide.load680
  %1138 = fmul <8 x float> %broadcast.splat669, %wide.load681
  %1139 = fsub <8 x float> %1131, %1135
  %1140 = fsub <8 x float> %1132, %1136
  %1141 = fsub <8 x float> %1133, %1137
  %1142 = fsub <8 x float> %1134, %1138
  %1143 = fmul <8 x float> %broadcast.splat671, %1139
  %1144 = fmul <8 x float> %broadcast.splat671, %1140
  %1145 = fmul <8 x float> %broadcast.splat671, %1141
  %1146 = fmul <8 x float> %broadcast.splat671, %1142
  %1147 = fsub <8 x float> %wide.load678, %1143
  %1148 = fsub <8 x float> %wide.load679, %1144
  %1149 = fsub <8 x float> %wide.load680, %1145
  %1150 = fsub <8 x float> %wide.load681, %1146
  %1151 = getelementptr inbounds float, ptr %17, i64 %1122
  %1152 = getelementptr inbounds nuw i8, ptr %1151, i64 32
  %1153 = getelementptr inbounds nuw i8, ptr %1151, i64 64
  %1154 = getelementptr inbounds nuw i8, ptr %1151, i64 96
  %wide.load686 = load <8 x float>, ptr %1151, align 4
  %wide.load687 = load <8 x float>, ptr %1152, align 4
  %wide.load688 = load <8 x float>, ptr %1153, align 4
  %wide.load689 = load <8 x float>, ptr %1154, align 4
  %1155 = fmul <8 x float> %broadcast.splat673, %wide.load678
  %1156 = fmul <8 x float> %broadcast.splat673, %wide.load679
  %1157 = fmul <8 x float> %broadcast.splat673, %wide.load680
  %1158 = fmul <8 x float> %broadcast.splat673, %wide.load681
  %1159 = fsub <8 x float> %wide.load686, %1155
  %1160 = fsub <8 x float> %wide.load687, %1156
  %1161 = fsub <8 x float> %wide.load688, %1157
  %1162 = fsub <8 x float> %wide.load689, %1158
  %1163 = fmul <8 x float> %broadcast.splat675, %1159
  %1164 = fmul <8 x float> %broadcast.splat675, %1160
  %1165 = fmul <8 x float> %broadcast.splat675, %1161
  %1166 = fmul <8 x float> %broadcast.splat675, %1162
  %1167 = fadd <8 x float> %1147, %1163
  %1168 = fadd <8 x float> %1148, %1164
  %1169 = fadd <8 x float> %1149, %1165
  %1170 = fadd <8 x float> %1150, %1166
  %1171 = fmul <8 x float> %1167, %1167
  %1172 = fmul <8 x float> %1168, %1168
  %1173 = fmul <8 x float> %1169, %1169
  %1174 = fmul <8 x float> %1170, %1170
  %1175 = getelementptr inbounds float, ptr %scratch, i64 %index677
  %1176 = getelementptr inbounds nuw i8, ptr %1175, i64 32
  %1177 = getelementptr inbounds nuw i8, ptr %1175, i64 64
  %1178 = getelementptr inbounds nuw i8, ptr %1175, i64 96
  store <8 x float> %1171, ptr %1175, align 4
  store <8 x float> %1172, ptr %1176, align 4
  store <8 x float> %1173, ptr %1177, align 4
  store <8 x float> %1174, ptr %1178, align 4
  %index.next690 = add nuw i64 %index677, 32
  %1179 = icmp eq i64 %index.next690, %n.vec667
  br i1 %1179, label %middle.block691, label %vector.body676, !llvm.loop !14

middle.block691:                                  ; preds = %vector.body676
  %cmp.n692 = icmp eq i64 %n.mod.vf666, 0
  br i1 %cmp.n692, label %feature.exit212.us, label %vec.epilog.iter.check695

vec.epilog.iter.check695:                         ; preds = %middle.block691
  %ind.end718 = add i64 %fold_chunk208340.us, %n.vec667
  %min.epilog.iters.check696 = icmp samesign ult i64 %n.mod.vf666, 4
  br i1 %min.epilog.iters.check696, label %feature.body211.us.preheader, label %vec.epilog.ph697, !prof !10

vec.epilog.ph697:                                 ; preds = %vector.main.loop.iter.check664, %vec.epilog.iter.check695
  %vec.epilog.resume.val693 = phi i64 [ %n.vec667, %vec.epilog.iter.check695 ], [ 0, %vector.main.loop.iter.check664 ]
  %n.mod.vf698 = and i64 %umin658, 3
  %n.vec699 = sub i64 %1115, %n.mod.vf698
  %1180 = add i64 %fold_chunk208340.us, %n.vec699
  br label %vec.epilog.vector.body708

vec.epilog.vector.body708:                        ; preds = %vec.epilog.vector.body708, %vec.epilog.ph697
  %index709 = phi i64 [ %vec.epilog.resume.val693, %vec.epilog.ph697 ], [ %index.next714, %vec.epilog.vector.body708 ]
  %offset.idx710 = add i64 %fold_chunk208340.us, %index709
  %1181 = getelementptr inbounds float, ptr %125, i64 %offset.idx710
  %wide.load711 = load <4 x float>, ptr %1181, align 4
  %1182 = getelementptr inbounds float, ptr %126, i64 %offset.idx710
  %wide.load712 = load <4 x float>, ptr %1182, align 4
  %1183 = fneg <4 x float> %wide.load712
  %1184 = fmul <4 x float> %broadcast.splat701, %wide.load711
  %1185 = fsub <4 x float> %1183, %1184
  %1186 = fmul <4 x float> %broadcast.splat703, %1185
  %1187 = fsub <4 x float> %wide.load711, %1186
  %1188 = getelementptr inbounds float, ptr %17, i64 %offset.idx710
  %wide.load713 = load <4 x float>, ptr %1188, align 4
  %1189 = fmul <4 x float> %broadcast.splat705, %wide.load711
  %1190 = fsub <4 x float> %wide.load713, %1189
  %1191 = fmul <4 x float> %broadcast.splat707, %1190
  %1192 = fadd <4 x float> %1187, %1191
  %1193 = fmul <4 x float> %1192, %1192
  %1194 = getelementptr inbounds float, ptr %scratch, i64 %index709
  store <4 x float> %1193, ptr %1194, align 4
  %index.next714 = add nuw i64 %index709, 4
  %1195 = icmp eq i64 %index.next714, %n.vec699
  br i1 %1195, label %vec.epilog.middle.block715, label %vec.epilog.vector.body708, !llvm.loop !15

vec.epilog.middle.block715:                       ; preds = %vec.epilog.vector.body708
  %cmp.n716 = icmp eq i64 %n.mod.vf698, 0
  br i1 %cmp.n716, label %feature.exit212.us, label %feature.body211.us.preheader

feature.body211.us.preheader:                     ; preds = %vector.memcheck650, %iter.check662, %vec.epilog.iter.check695, %vec.epilog.middle.block715
  %feature213335.us.ph = phi i64 [ %fold_chunk208340.us, %iter.check662 ], [ %fold_chunk208340.us, %vector.memcheck650 ], [ %ind.end718, %vec.epilog.iter.check695 ], [ %1180, %vec.epilog.middle.block715 ]
  %1196 = sub i64 %umin1316, %feature213335.us.ph
  %.neg1695 = add i64 %feature213335.us.ph, 1
  %xtraiter1317 = and i64 %1196, 1
  %lcmp.mod1318.not = icmp eq i64 %xtraiter1317, 0
  br i1 %lcmp.mod1318.not, label %feature.body211.us.prol.loopexit, label %feature.body211.us.prol

feature.body211.us.prol:                          ; preds = %feature.body211.us.preheader
  %1197 = getelementptr inbounds float, ptr %125, i64 %feature213335.us.ph
  %1198 = load float, ptr %1197, align 4
  %1199 = getelementptr inbounds float, ptr %126, i64 %feature213335.us.ph
  %1200 = load float, ptr %1199, align 4
  %1201 = fneg float %1200
  %1202 = fmul float %uniforms.sroa.6.0.us, %1198
  %1203 = fsub float %1201, %1202
  %1204 = fmul float %eta, %1203
  %1205 = fsub float %1198, %1204
  %1206 = getelementptr inbounds float, ptr %17, i64 %feature213335.us.ph
  %1207 = load float, ptr %1206, align 4
  %1208 = fmul float %uniforms.sroa.14.0.us, %1198
  %1209 = fsub float %1207, %1208
  %1210 = fmul float %noise_scale127.us, %1209
  %1211 = fadd float %1205, %1210
  %1212 = fmul float %1211, %1211
  %1213 = sub nuw i64 %feature213335.us.ph, %fold_chunk208340.us
  %1214 = getelementptr inbounds float, ptr %scratch, i64 %1213
  store float %1212, ptr %1214, align 4
  %1215 = add nuw i64 %feature213335.us.ph, 1
  br label %feature.body211.us.prol.loopexit

feature.body211.us.prol.loopexit:                 ; preds = %feature.body211.us.prol, %feature.body211.us.preheader
  %feature213335.us.unr = phi i64 [ %feature213335.us.ph, %feature.body211.us.preheader ], [ %1215, %feature.body211.us.prol ]
  %1216 = icmp eq i64 %umin1316, %.neg1695
  br i1 %1216, label %feature.exit212.us, label %feature.body211.us

feature.exit212.us:                               ; preds = %feature.body211.us.prol.loopexit, %feature.body211.us, %middle.block691, %vec.epilog.middle.block715, %fold_chunk.body206.us
  %.not378 = icmp eq i64 %chunk_end209.us, %fold_chunk208340.us
  br i1 %.not378, label %fold_chunk.header205.loopexit.us, label %fold_sums.body217.us.preheader

fold_sums.body217.us.preheader:                   ; preds = %feature.exit212.us
  %xtraiter1321 = and i64 %umax1320, 7
  %1217 = icmp ult i64 %1114, 8
  br i1 %1217, label %fold_sums.body217.us.epil.preheader, label %fold_sums.body217.us.preheader.new

fold_sums.body217.us.preheader.new:               ; preds = %fold_sums.body217.us.preheader
  %unroll_iter1326 = and i64 %umax1320, -8
  br label %fold_sums.body217.us

fold_sums.body217.us:                             ; preds = %fold_sums.body217.us, %fold_sums.body217.us.preheader.new
  %fold_sums219337.us = phi i64 [ 0, %fold_sums.body217.us.preheader.new ], [ %1249, %fold_sums.body217.us ]
  %fold_value200.1336.us = phi float [ %fold_value200.0339.us, %fold_sums.body217.us.preheader.new ], [ %1248, %fold_sums.body217.us ]
  %niter1327 = phi i64 [ 0, %fold_sums.body217.us.preheader.new ], [ %niter1327.next.7, %fold_sums.body217.us ]
  %1218 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums219337.us
  %1219 = load float, ptr %1218, align 4
  %1220 = fadd float %fold_value200.1336.us, %1219
  %1221 = getelementptr float, ptr %scratch, i64 %fold_sums219337.us
  %1222 = getelementptr i8, ptr %1221, i64 4
  %1223 = load float, ptr %1222, align 4
  %1224 = fadd float %1220, %1223
  %1225 = getelementptr float, ptr %scratch, i64 %fold_sums219337.us
  %1226 = getelementptr i8, ptr %1225, i64 8
  %1227 = load float, ptr %1226, align 4
  %1228 = fadd float %1224, %1227
  %1229 = getelementptr float, ptr %scratch, i64 %fold_sums219337.us
  %1230 = getelementptr i8, ptr %1229, i64 12
  %1231 = load float, ptr %1230, align 4
  %1232 = fadd float %1228, %1231
  %1233 = getelementptr float, ptr %scratch, i64 %fold_sums219337.us
  %1234 = getelementptr i8, ptr %1233, i64 16
  %1235 = load float, ptr %1234, align 4
  %1236 = fadd float %1232, %1235
  %1237 = getelementptr float, ptr %scratch, i64 %fold_sums219337.us
  %1238 = getelementptr i8, ptr %1237, i64 20
  %1239 = load float, ptr %1238, align 4
  %1240 = fadd float %1236, %1239
  %1241 = getelementptr float, ptr %scratch, i64 %fold_sums219337.us
  %1242 = getelementptr i8, ptr %1241, i64 24
  %1243 = load float, ptr %1242, align 4
  %1244 = fadd float %1240, %1243
  %1245 = getelementptr float, ptr %scratch, i64 %fold_sums219337.us
  %1246 = getelementptr i8, ptr %1245, i64 28
  %1247 = load float, ptr %1246, align 4
  %1248 = fadd float %1244, %1247
  %1249 = add nuw i64 %fold_sums219337.us, 8
  %niter1327.next.7 = add i64 %niter1327, 8
  %niter1327.ncmp.7 = icmp eq i64 %niter1327.next.7, %unroll_iter1326
  br i1 %niter1327.ncmp.7, label %fold_chunk.header205.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body217.us

feature.body211.us:                               ; preds = %feature.body211.us.prol.loopexit, %feature.body211.us
  %feature213335.us = phi i64 [ %1287, %feature.body211.us ], [ %feature213335.us.unr, %feature.body211.us.prol.loopexit ]
  %1250 = getelementptr inbounds float, ptr %125, i64 %feature213335.us
  %1251 = load float, ptr %1250, align 4
  %1252 = getelementptr inbounds float, ptr %126, i64 %feature213335.us
  %1253 = load float, ptr %1252, align 4
  %1254 = fneg float %1253
  %1255 = fmul float %uniforms.sroa.6.0.us, %1251
  %1256 = fsub float %1254, %1255
  %1257 = fmul float %eta, %1256
  %1258 = fsub float %1251, %1257
  %1259 = getelementptr inbounds float, ptr %17, i64 %feature213335.us
  %1260 = load float, ptr %1259, align 4
  %1261 = fmul float %uniforms.sroa.14.0.us, %1251
  %1262 = fsub float %1260, %1261
  %1263 = fmul float %noise_scale127.us, %1262
  %1264 = fadd float %1258, %1263
  %1265 = fmul float %1264, %1264
  %1266 = sub nuw i64 %feature213335.us, %fold_chunk208340.us
  %1267 = getelementptr inbounds float, ptr %scratch, i64 %1266
  store float %1265, ptr %1267, align 4
  %1268 = add nuw i64 %feature213335.us, 1
  %1269 = getelementptr inbounds float, ptr %125, i64 %1268
  %1270 = load float, ptr %1269, align 4
  %1271 = getelementptr inbounds float, ptr %126, i64 %1268
  %1272 = load float, ptr %1271, align 4
  %1273 = fneg float %1272
  %1274 = fmul float %uniforms.sroa.6.0.us, %1270
  %1275 = fsub float %1273, %1274
  %1276 = fmul float %eta, %1275
  %1277 = fsub float %1270, %1276
  %1278 = getelementptr inbounds float, ptr %17, i64 %1268
  %1279 = load float, ptr %1278, align 4
  %1280 = fmul float %uniforms.sroa.14.0.us, %1270
  %1281 = fsub float %1279, %1280
  %1282 = fmul float %noise_scale127.us, %1281
  %1283 = fadd float %1277, %1282
  %1284 = fmul float %1283, %1283
  %1285 = sub nuw i64 %1268, %fold_chunk208340.us
  %1286 = getelementptr inbounds float, ptr %scratch, i64 %1285
  store float %1284, ptr %1286, align 4
  %1287 = add nuw i64 %feature213335.us, 2
  %exitcond430.not.1 = icmp eq i64 %1287, %umin431
  br i1 %exitcond430.not.1, label %feature.exit212.us, label %feature.body211.us, !llvm.loop !16

noise.done199.us:                                 ; preds = %fold_chunk.header205.loopexit.us, %fold_chunk.header225.loopexit.us
  %uniforms.sroa.22.0.us = phi float [ %fold_value220.1.lcssa.us, %fold_chunk.header225.loopexit.us ], [ %fold_value200.1.lcssa.us, %fold_chunk.header205.loopexit.us ]
  %1288 = fcmp olt float %uniforms.sroa.22.0.us, 0x3D71979980000000
  %1289 = tail call float @llvm.sqrt.f32(float %uniforms.sroa.22.0.us)
  %1290 = fadd float %uniforms.sroa.0.0.us, -1.000000e+00
  %1291 = tail call float @llvm.fabs.f32(float %1290)
  %1292 = fcmp ogt float %1291, 0x3F60624DE0000000
  %1293 = select i1 %1292, float 1.000000e+00, float 0.000000e+00
  %1294 = select i1 %1288, float 2.000000e+00, float 0.000000e+00
  %1295 = fadd float %1293, %1294
  %status_bits250.us = fptoui float %1295 to i32
  %status251.us = load i32, ptr %127, align 4
  %1296 = or i32 %status251.us, %status_bits250.us
  store i32 %1296, ptr %127, align 4
  br i1 %draw129.not, label %vector.memcheck, label %vector.memcheck564

vector.memcheck564:                               ; preds = %noise.done199.us
  br i1 %conflict.rdx, label %feature.body247.us.preheader, label %vector.ph576

vector.ph576:                                     ; preds = %vector.memcheck564
  %broadcast.splatinsert579 = insertelement <8 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat580 = shufflevector <8 x float> %broadcast.splatinsert579, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert583 = insertelement <8 x float> poison, float %uniforms.sroa.14.0.us, i64 0
  %broadcast.splat584 = shufflevector <8 x float> %broadcast.splatinsert583, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert585 = insertelement <8 x float> poison, float %noise_scale127.us, i64 0
  %broadcast.splat586 = shufflevector <8 x float> %broadcast.splatinsert585, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert587 = insertelement <8 x float> poison, float %1289, i64 0
  %broadcast.splat588 = shufflevector <8 x float> %broadcast.splatinsert587, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body589

vector.body589:                                   ; preds = %vector.body589, %vector.ph576
  %index590 = phi i64 [ 0, %vector.ph576 ], [ %index.next594, %vector.body589 ]
  %1297 = getelementptr inbounds float, ptr %125, i64 %index590
  %wide.load591 = load <8 x float>, ptr %1297, align 4, !alias.scope !17, !noalias !20
  %1298 = getelementptr inbounds float, ptr %126, i64 %index590
  %wide.load592 = load <8 x float>, ptr %1298, align 4, !alias.scope !23
  %1299 = fneg <8 x float> %wide.load592
  %1300 = fmul <8 x float> %broadcast.splat580, %wide.load591
  %1301 = fsub <8 x float> %1299, %1300
  %1302 = fmul <8 x float> %broadcast.splat582, %1301
  %1303 = fsub <8 x float> %wide.load591, %1302
  %1304 = getelementptr inbounds float, ptr %17, i64 %index590
  %wide.load593 = load <8 x float>, ptr %1304, align 4, !alias.scope !24
  %1305 = fmul <8 x float> %broadcast.splat584, %wide.load591
  %1306 = fsub <8 x float> %wide.load593, %1305
  %1307 = fmul <8 x float> %broadcast.splat586, %1306
  %1308 = fadd <8 x float> %1303, %1307
  %1309 = fdiv <8 x float> %1308, %broadcast.splat588
  %1310 = select i1 %1288, <8 x float> %wide.load591, <8 x float> %1309
  store <8 x float> %1310, ptr %1297, align 4, !alias.scope !17, !noalias !20
  %index.next594 = add nuw i64 %index590, 8
  %1311 = icmp eq i64 %index.next594, %n.vec578
  br i1 %1311, label %middle.block595, label %vector.body589, !llvm.loop !25

middle.block595:                                  ; preds = %vector.body589
  br i1 %cmp.n596, label %noise.done243.us, label %feature.body247.us.preheader

feature.body247.us.preheader:                     ; preds = %vector.memcheck564, %middle.block595
  %feature249349.us.ph = phi i64 [ 0, %vector.memcheck564 ], [ %n.vec578, %middle.block595 ]
  %.neg1696 = or disjoint i64 %feature249349.us.ph, 1
  br i1 %lcmp.mod1341.not, label %feature.body247.us.prol.loopexit, label %feature.body247.us.prol

feature.body247.us.prol:                          ; preds = %feature.body247.us.preheader
  %1312 = getelementptr inbounds float, ptr %125, i64 %feature249349.us.ph
  %1313 = load float, ptr %1312, align 4
  %1314 = getelementptr inbounds float, ptr %126, i64 %feature249349.us.ph
  %1315 = load float, ptr %1314, align 4
  %1316 = fneg float %1315
  %1317 = fmul float %uniforms.sroa.6.0.us, %1313
  %1318 = fsub float %1316, %1317
  %1319 = fmul float %eta, %1318
  %1320 = fsub float %1313, %1319
  %1321 = getelementptr inbounds float, ptr %17, i64 %feature249349.us.ph
  %1322 = load float, ptr %1321, align 4
  %1323 = fmul float %uniforms.sroa.14.0.us, %1313
  %1324 = fsub float %1322, %1323
  %1325 = fmul float %noise_scale127.us, %1324
  %1326 = fadd float %1320, %1325
  %1327 = fdiv float %1326, %1289
  %1328 = select i1 %1288, float %1313, float %1327
  store float %1328, ptr %1312, align 4
  %1329 = or disjoint i64 %feature249349.us.ph, 1
  br label %feature.body247.us.prol.loopexit

feature.body247.us.prol.loopexit:                 ; preds = %feature.body247.us.prol, %feature.body247.us.preheader
  %feature249349.us.unr = phi i64 [ %feature249349.us.ph, %feature.body247.us.preheader ], [ %1329, %feature.body247.us.prol ]
  %1330 = icmp eq i64 %n_features, %.neg1696
  br i1 %1330, label %noise.done243.us, label %feature.body247.us

vector.memcheck:                                  ; preds = %noise.done199.us
  br i1 %found.conflict, label %feature.body253.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %broadcast.splatinsert = insertelement <8 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert542 = insertelement <8 x float> poison, float %1289, i64 0
  %broadcast.splat543 = shufflevector <8 x float> %broadcast.splatinsert542, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1331 = getelementptr inbounds float, ptr %125, i64 %index
  %1332 = getelementptr inbounds nuw i8, ptr %1331, i64 32
  %1333 = getelementptr inbounds nuw i8, ptr %1331, i64 64
  %1334 = getelementptr inbounds nuw i8, ptr %1331, i64 96
  %wide.load = load <8 x float>, ptr %1331, align 4, !alias.scope !26, !noalias !29
  %wide.load544 = load <8 x float>, ptr %1332, align 4, !alias.scope !26, !noalias !29
  %wide.load545 = load <8 x float>, ptr %1333, align 4, !alias.scope !26, !noalias !29
  %wide.load546 = load <8 x float>, ptr %1334, align 4, !alias.scope !26, !noalias !29
  %1335 = getelementptr inbounds float, ptr %126, i64 %index
  %1336 = getelementptr inbounds nuw i8, ptr %1335, i64 32
  %1337 = getelementptr inbounds nuw i8, ptr %1335, i64 64
  %1338 = getelementptr inbounds nuw i8, ptr %1335, i64 96
  %wide.load547 = load <8 x float>, ptr %1335, align 4, !alias.scope !29
  %wide.load548 = load <8 x float>, ptr %1336, align 4, !alias.scope !29
  %wide.load549 = load <8 x float>, ptr %1337, align 4, !alias.scope !29
  %wide.load550 = load <8 x float>, ptr %1338, align 4, !alias.scope !29
  %1339 = fneg <8 x float> %wide.load547
  %1340 = fneg <8 x float> %wide.load548
  %1341 = fneg <8 x float> %wide.load549
  %1342 = fneg <8 x float> %wide.load550
  %1343 = fmul <8 x float> %broadcast.splat, %wide.load
  %1344 = fmul <8 x float> %broadcast.splat, %wide.load544
  %1345 = fmul <8 x float> %broadcast.splat, %wide.load545
  %1346 = fmul <8 x float> %broadcast.splat, %wide.load546
  %1347 = fsub <8 x float> %1339, %1343
  %1348 = fsub <8 x float> %1340, %1344
  %1349 = fsub <8 x float> %1341, %1345
  %1350 = fsub <8 x float> %1342, %1346
  %1351 = fmul <8 x float> %broadcast.splat541, %1347
  %1352 = fmul <8 x float> %broadcast.splat541, %1348
  %1353 = fmul <8 x float> %broadcast.splat541, %1349
  %1354 = fmul <8 x float> %broadcast.splat541, %1350
  %1355 = fsub <8 x float> %wide.load, %1351
  %1356 = fsub <8 x float> %wide.load544, %1352
  %1357 = fsub <8 x float> %wide.load545, %1353
  %1358 = fsub <8 x float> %wide.load546, %1354
  %1359 = fdiv <8 x float> %1355, %broadcast.splat543
  %1360 = fdiv <8 x float> %1356, %broadcast.splat543
  %1361 = fdiv <8 x float> %1357, %broadcast.splat543
  %1362 = fdiv <8 x float> %1358, %broadcast.splat543
  %1363 = select i1 %1288, <8 x float> %wide.load, <8 x float> %1359
  %1364 = select i1 %1288, <8 x float> %wide.load544, <8 x float> %1360
  %1365 = select i1 %1288, <8 x float> %wide.load545, <8 x float> %1361
  %1366 = select i1 %1288, <8 x float> %wide.load546, <8 x float> %1362
  store <8 x float> %1363, ptr %1331, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1364, ptr %1332, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1365, ptr %1333, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1366, ptr %1334, align 4, !alias.scope !26, !noalias !29
  %index.next = add nuw i64 %index, 32
  %1367 = icmp eq i64 %index.next, %n.vec
  br i1 %1367, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done243.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body253.us.preheader, label %vec.epilog.ph, !prof !10

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check
  %broadcast.splatinsert553 = insertelement <4 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat554 = shufflevector <4 x float> %broadcast.splatinsert553, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert557 = insertelement <4 x float> poison, float %1289, i64 0
  %broadcast.splat558 = shufflevector <4 x float> %broadcast.splatinsert557, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index559 = phi i64 [ %n.vec, %vec.epilog.ph ], [ %index.next562, %vec.epilog.vector.body ]
  %1368 = getelementptr inbounds float, ptr %125, i64 %index559
  %wide.load560 = load <4 x float>, ptr %1368, align 4, !alias.scope !26, !noalias !29
  %1369 = getelementptr inbounds float, ptr %126, i64 %index559
  %wide.load561 = load <4 x float>, ptr %1369, align 4, !alias.scope !29
  %1370 = fneg <4 x float> %wide.load561
  %1371 = fmul <4 x float> %broadcast.splat554, %wide.load560
  %1372 = fsub <4 x float> %1370, %1371
  %1373 = fmul <4 x float> %broadcast.splat556, %1372
  %1374 = fsub <4 x float> %wide.load560, %1373
  %1375 = fdiv <4 x float> %1374, %broadcast.splat558
  %1376 = select i1 %1288, <4 x float> %wide.load560, <4 x float> %1375
  store <4 x float> %1376, ptr %1368, align 4, !alias.scope !26, !noalias !29
  %index.next562 = add nuw i64 %index559, 4
  %1377 = icmp eq i64 %index.next562, %n.vec552
  br i1 %1377, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !32

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n563, label %noise.done243.us, label %feature.body253.us.preheader

feature.body253.us.preheader:                     ; preds = %vector.memcheck, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature255350.us.ph = phi i64 [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec552, %vec.epilog.middle.block ]
  br i1 %lcmp.mod1344.not, label %feature.body253.us.prol.loopexit, label %feature.body253.us.prol

feature.body253.us.prol:                          ; preds = %feature.body253.us.preheader, %feature.body253.us.prol
  %feature255350.us.prol = phi i64 [ %1389, %feature.body253.us.prol ], [ %feature255350.us.ph, %feature.body253.us.preheader ]
  %prol.iter1345 = phi i64 [ %prol.iter1345.next, %feature.body253.us.prol ], [ 0, %feature.body253.us.preheader ]
  %1378 = getelementptr inbounds float, ptr %125, i64 %feature255350.us.prol
  %1379 = load float, ptr %1378, align 4
  %1380 = getelementptr inbounds float, ptr %126, i64 %feature255350.us.prol
  %1381 = load float, ptr %1380, align 4
  %1382 = fneg float %1381
  %1383 = fmul float %uniforms.sroa.6.0.us, %1379
  %1384 = fsub float %1382, %1383
  %1385 = fmul float %eta, %1384
  %1386 = fsub float %1379, %1385
  %1387 = fdiv float %1386, %1289
  %1388 = select i1 %1288, float %1379, float %1387
  store float %1388, ptr %1378, align 4
  %1389 = add nuw i64 %feature255350.us.prol, 1
  %prol.iter1345.next = add i64 %prol.iter1345, 1
  %prol.iter1345.cmp.not = icmp eq i64 %prol.iter1345.next, %xtraiter1343
  br i1 %prol.iter1345.cmp.not, label %feature.body253.us.prol.loopexit, label %feature.body253.us.prol, !llvm.loop !33

feature.body253.us.prol.loopexit:                 ; preds = %feature.body253.us.prol, %feature.body253.us.preheader
  %feature255350.us.unr = phi i64 [ %feature255350.us.ph, %feature.body253.us.preheader ], [ %1389, %feature.body253.us.prol ]
  %1390 = sub i64 %feature255350.us.ph, %n_features
  %1391 = icmp ugt i64 %1390, -4
  br i1 %1391, label %noise.done243.us, label %feature.body253.us

feature.body247.us:                               ; preds = %feature.body247.us.prol.loopexit, %feature.body247.us
  %feature249349.us = phi i64 [ %1427, %feature.body247.us ], [ %feature249349.us.unr, %feature.body247.us.prol.loopexit ]
  %1392 = getelementptr inbounds float, ptr %125, i64 %feature249349.us
  %1393 = load float, ptr %1392, align 4
  %1394 = getelementptr inbounds float, ptr %126, i64 %feature249349.us
  %1395 = load float, ptr %1394, align 4
  %1396 = fneg float %1395
  %1397 = fmul float %uniforms.sroa.6.0.us, %1393
  %1398 = fsub float %1396, %1397
  %1399 = fmul float %eta, %1398
  %1400 = fsub float %1393, %1399
  %1401 = getelementptr inbounds float, ptr %17, i64 %feature249349.us
  %1402 = load float, ptr %1401, align 4
  %1403 = fmul float %uniforms.sroa.14.0.us, %1393
  %1404 = fsub float %1402, %1403
  %1405 = fmul float %noise_scale127.us, %1404
  %1406 = fadd float %1400, %1405
  %1407 = fdiv float %1406, %1289
  %1408 = select i1 %1288, float %1393, float %1407
  store float %1408, ptr %1392, align 4
  %1409 = add nuw i64 %feature249349.us, 1
  %1410 = getelementptr inbounds float, ptr %125, i64 %1409
  %1411 = load float, ptr %1410, align 4
  %1412 = getelementptr inbounds float, ptr %126, i64 %1409
  %1413 = load float, ptr %1412, align 4
  %1414 = fneg float %1413
  %1415 = fmul float %uniforms.sroa.6.0.us, %1411
  %1416 = fsub float %1414, %1415
  %1417 = fmul float %eta, %1416
  %1418 = fsub float %1411, %1417
  %1419 = getelementptr inbounds float, ptr %17, i64 %1409
  %1420 = load float, ptr %1419, align 4
  %1421 = fmul float %uniforms.sroa.14.0.us, %1411
  %1422 = fsub float %1420, %1421
  %1423 = fmul float %noise_scale127.us, %1422
  %1424 = fadd float %1418, %1423
  %1425 = fdiv float %1424, %1289
  %1426 = select i1 %1288, float %1411, float %1425
  store float %1426, ptr %1410, align 4
  %1427 = add nuw i64 %feature249349.us, 2
  %exitcond445.not.1 = icmp eq i64 %1427, %n_features
  br i1 %exitcond445.not.1, label %noise.done243.us, label %feature.body247.us, !llvm.loop !35

noise.done243.us:                                 ; preds = %feature.body247.us.prol.loopexit, %feature.body247.us, %feature.body253.us.prol.loopexit, %feature.body253.us, %middle.block595, %middle.block, %vec.epilog.middle.block
  %t_next256.us = fmul float %anneal_ratio, %temperature121.0351.us
  %1428 = add nuw i64 %step126352.us, 1
  %exitcond447.not = icmp eq i64 %1428, %steps
  br i1 %exitcond447.not, label %step.header123.step.exit125_crit_edge.us, label %step.body124.us

feature.body253.us:                               ; preds = %feature.body253.us.prol.loopexit, %feature.body253.us
  %feature255350.us = phi i64 [ %1476, %feature.body253.us ], [ %feature255350.us.unr, %feature.body253.us.prol.loopexit ]
  %1429 = getelementptr inbounds float, ptr %125, i64 %feature255350.us
  %1430 = load float, ptr %1429, align 4
  %1431 = getelementptr inbounds float, ptr %126, i64 %feature255350.us
  %1432 = load float, ptr %1431, align 4
  %1433 = fneg float %1432
  %1434 = fmul float %uniforms.sroa.6.0.us, %1430
  %1435 = fsub float %1433, %1434
  %1436 = fmul float %eta, %1435
  %1437 = fsub float %1430, %1436
  %1438 = fdiv float %1437, %1289
  %1439 = select i1 %1288, float %1430, float %1438
  store float %1439, ptr %1429, align 4
  %1440 = add nuw i64 %feature255350.us, 1
  %1441 = getelementptr inbounds float, ptr %125, i64 %1440
  %1442 = load float, ptr %1441, align 4
  %1443 = getelementptr inbounds float, ptr %126, i64 %1440
  %1444 = load float, ptr %1443, align 4
  %1445 = fneg float %1444
  %1446 = fmul float %uniforms.sroa.6.0.us, %1442
  %1447 = fsub float %1445, %1446
  %1448 = fmul float %eta, %1447
  %1449 = fsub float %1442, %1448
  %1450 = fdiv float %1449, %1289
  %1451 = select i1 %1288, float %1442, float %1450
  store float %1451, ptr %1441, align 4
  %1452 = add nuw i64 %feature255350.us, 2
  %1453 = getelementptr inbounds float, ptr %125, i64 %1452
  %1454 = load float, ptr %1453, align 4
  %1455 = getelementptr inbounds float, ptr %126, i64 %1452
  %1456 = load float, ptr %1455, align 4
  %1457 = fneg float %1456
  %1458 = fmul float %uniforms.sroa.6.0.us, %1454
  %1459 = fsub float %1457, %1458
  %1460 = fmul float %eta, %1459
  %1461 = fsub float %1454, %1460
  %1462 = fdiv float %1461, %1289
  %1463 = select i1 %1288, float %1454, float %1462
  store float %1463, ptr %1453, align 4
  %1464 = add nuw i64 %feature255350.us, 3
  %1465 = getelementptr inbounds float, ptr %125, i64 %1464
  %1466 = load float, ptr %1465, align 4
  %1467 = getelementptr inbounds float, ptr %126, i64 %1464
  %1468 = load float, ptr %1467, align 4
  %1469 = fneg float %1468
  %1470 = fmul float %uniforms.sroa.6.0.us, %1466
  %1471 = fsub float %1469, %1470
  %1472 = fmul float %eta, %1471
  %1473 = fsub float %1466, %1472
  %1474 = fdiv float %1473, %1289
  %1475 = select i1 %1288, float %1466, float %1474
  store float %1475, ptr %1465, align 4
  %1476 = add nuw i64 %feature255350.us, 4
  %exitcond446.not.3 = icmp eq i64 %1476, %n_features
  br i1 %exitcond446.not.3, label %noise.done243.us, label %feature.body253.us, !llvm.loop !36

fold_chunk.body226.us:                            ; preds = %fold_chunk.body226.us.preheader, %fold_chunk.header225.loopexit.us
  %indvar601 = phi i64 [ %indvar.next602, %fold_chunk.header225.loopexit.us ], [ 0, %fold_chunk.body226.us.preheader ]
  %indvars.iv441 = phi i64 [ %indvars.iv.next442, %fold_chunk.header225.loopexit.us ], [ 0, %fold_chunk.body226.us.preheader ]
  %indvars.iv436 = phi i64 [ %indvars.iv.next437, %fold_chunk.header225.loopexit.us ], [ 1024, %fold_chunk.body226.us.preheader ]
  %fold_chunk228347.us = phi i64 [ %1482, %fold_chunk.header225.loopexit.us ], [ 0, %fold_chunk.body226.us.preheader ]
  %fold_value220.0346.us = phi float [ %fold_value220.1.lcssa.us, %fold_chunk.header225.loopexit.us ], [ 0.000000e+00, %fold_chunk.body226.us.preheader ]
  %umin1331 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv436)
  %1477 = add i64 %umin1331, %indvars.iv441
  %umax1332 = tail call i64 @llvm.umax.i64(i64 %1477, i64 1)
  %umin1328 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv436)
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv436)
  %1478 = add i64 %umin, %indvars.iv441
  %1479 = mul i64 %indvar601, -4096
  %1480 = add i64 %117, %1479
  %1481 = add i64 %118, %1479
  %umin440 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv436)
  %1482 = add i64 %fold_chunk228347.us, 1024
  %chunk_end229.us = tail call i64 @llvm.umin.i64(i64 %1482, i64 %n_features)
  %1483 = icmp ult i64 %fold_chunk228347.us, %chunk_end229.us
  br i1 %1483, label %iter.check608, label %feature.exit232.us

iter.check608:                                    ; preds = %fold_chunk.body226.us
  %min.iters.check = icmp ult i64 %1478, 4
  br i1 %min.iters.check, label %feature.body231.us.preheader, label %vector.memcheck598

vector.memcheck598:                               ; preds = %iter.check608
  %diff.check = icmp ult i64 %1480, 128
  %diff.check604 = icmp ult i64 %1481, 128
  %conflict.rdx605 = or i1 %diff.check, %diff.check604
  br i1 %conflict.rdx605, label %feature.body231.us.preheader, label %vector.main.loop.iter.check610

vector.main.loop.iter.check610:                   ; preds = %vector.memcheck598
  %min.iters.check609 = icmp ult i64 %1478, 32
  br i1 %min.iters.check609, label %vec.epilog.ph635, label %vector.ph611

vector.ph611:                                     ; preds = %vector.main.loop.iter.check610
  %n.mod.vf612 = and i64 %umin, 31
  %n.vec613 = sub nuw i64 %1478, %n.mod.vf612
  br label %vector.body618

vector.body618:                                   ; preds = %vector.body618, %vector.ph611
  %index619 = phi i64 [ 0, %vector.ph611 ], [ %index.next628, %vector.body618 ]
  %1484 = add i64 %fold_chunk228347.us, %index619
  %1485 = getelementptr inbounds float, ptr %125, i64 %1484
  %1486 = getelementptr inbounds nuw i8, ptr %1485, i64 32
  %1487 = getelementptr inbounds nuw i8, ptr %1485, i64 64
  %1488 = getelementptr inbounds nuw i8, ptr %1485, i64 96
  %wide.load620 = load <8 x float>, ptr %1485, align 4
  %wide.load621 = load <8 x float>, ptr %1486, align 4
  %wide.load622 = load <8 x float>, ptr %1487, align 4
  %wide.load623 = load <8 x float>, ptr %1488, align 4
  %1489 = getelementptr inbounds float, ptr %126, i64 %1484
  %1490 = getelementptr inbounds nuw i8, ptr %1489, i64 32
  %1491 = getelementptr inbounds nuw i8, ptr %1489, i64 64
  %1492 = getelementptr inbounds nuw i8, ptr %1489, i64 96
  %wide.load624 = load <8 x float>, ptr %1489, align 4
  %wide.load625 = load <8 x float>, ptr %1490, align 4
  %wide.load626 = load <8 x float>, ptr %1491, align 4
  %wide.load627 = load <8 x float>, ptr %1492, align 4
  %1493 = fneg <8 x float> %wide.load624
  %1494 = fneg <8 x float> %wide.load625
  %1495 = fneg <8 x float> %wide.load626
  %1496 = fneg <8 x float> %wide.load627
  %1497 = fmul <8 x float> %broadcast.splat615, %wide.load620
  %1498 = fmul <8 x float> %broadcast.splat615, %wide.load621
  %1499 = fmul <8 x float> %broadcast.splat615, %wide.load622
  %1500 = fmul <8 x float> %broadcast.splat615, %wide.load623
  %1501 = fsub <8 x float> %1493, %1497
  %1502 = fsub <8 x float> %1494, %1498
  %1503 = fsub <8 x float> %1495, %1499
  %1504 = fsub <8 x float> %1496, %1500
  %1505 = fmul <8 x float> %broadcast.splat617, %1501
  %1506 = fmul <8 x float> %broadcast.splat617, %1502
  %1507 = fmul <8 x float> %broadcast.splat617, %1503
  %1508 = fmul <8 x float> %broadcast.splat617, %1504
  %1509 = fsub <8 x float> %wide.load620, %1505
  %1510 = fsub <8 x float> %wide.load621, %1506
  %1511 = fsub <8 x float> %wide.load622, %1507
  %1512 = fsub <8 x float> %wide.load623, %1508
  %1513 = fmul <8 x float> %1509, %1509
  %1514 = fmul <8 x float> %1510, %1510
  %1515 = fmul <8 x float> %1511, %1511
  %1516 = fmul <8 x float> %1512, %1512
  %1517 = getelementptr inbounds float, ptr %scratch, i64 %index619
  %1518 = getelementptr inbounds nuw i8, ptr %1517, i64 32
  %1519 = getelementptr inbounds nuw i8, ptr %1517, i64 64
  %1520 = getelementptr inbounds nuw i8, ptr %1517, i64 96
  store <8 x float> %1513, ptr %1517, align 4
  store <8 x float> %1514, ptr %1518, align 4
  store <8 x float> %1515, ptr %1519, align 4
  store <8 x float> %1516, ptr %1520, align 4
  %index.next628 = add nuw i64 %index619, 32
  %1521 = icmp eq i64 %index.next628, %n.vec613
  br i1 %1521, label %middle.block629, label %vector.body618, !llvm.loop !37

middle.block629:                                  ; preds = %vector.body618
  %cmp.n630 = icmp eq i64 %n.mod.vf612, 0
  br i1 %cmp.n630, label %feature.exit232.us, label %vec.epilog.iter.check633

vec.epilog.iter.check633:                         ; preds = %middle.block629
  %ind.end = add i64 %fold_chunk228347.us, %n.vec613
  %min.epilog.iters.check634 = icmp samesign ult i64 %n.mod.vf612, 4
  br i1 %min.epilog.iters.check634, label %feature.body231.us.preheader, label %vec.epilog.ph635, !prof !10

vec.epilog.ph635:                                 ; preds = %vector.main.loop.iter.check610, %vec.epilog.iter.check633
  %vec.epilog.resume.val631 = phi i64 [ %n.vec613, %vec.epilog.iter.check633 ], [ 0, %vector.main.loop.iter.check610 ]
  %n.mod.vf636 = and i64 %umin, 3
  %n.vec637 = sub i64 %1478, %n.mod.vf636
  %1522 = add i64 %fold_chunk228347.us, %n.vec637
  br label %vec.epilog.vector.body642

vec.epilog.vector.body642:                        ; preds = %vec.epilog.vector.body642, %vec.epilog.ph635
  %index643 = phi i64 [ %vec.epilog.resume.val631, %vec.epilog.ph635 ], [ %index.next646, %vec.epilog.vector.body642 ]
  %offset.idx = add i64 %fold_chunk228347.us, %index643
  %1523 = getelementptr inbounds float, ptr %125, i64 %offset.idx
  %wide.load644 = load <4 x float>, ptr %1523, align 4
  %1524 = getelementptr inbounds float, ptr %126, i64 %offset.idx
  %wide.load645 = load <4 x float>, ptr %1524, align 4
  %1525 = fneg <4 x float> %wide.load645
  %1526 = fmul <4 x float> %broadcast.splat639, %wide.load644
  %1527 = fsub <4 x float> %1525, %1526
  %1528 = fmul <4 x float> %broadcast.splat641, %1527
  %1529 = fsub <4 x float> %wide.load644, %1528
  %1530 = fmul <4 x float> %1529, %1529
  %1531 = getelementptr inbounds float, ptr %scratch, i64 %index643
  store <4 x float> %1530, ptr %1531, align 4
  %index.next646 = add nuw i64 %index643, 4
  %1532 = icmp eq i64 %index.next646, %n.vec637
  br i1 %1532, label %vec.epilog.middle.block647, label %vec.epilog.vector.body642, !llvm.loop !38

vec.epilog.middle.block647:                       ; preds = %vec.epilog.vector.body642
  %cmp.n648 = icmp eq i64 %n.mod.vf636, 0
  br i1 %cmp.n648, label %feature.exit232.us, label %feature.body231.us.preheader

feature.body231.us.preheader:                     ; preds = %vector.memcheck598, %iter.check608, %vec.epilog.iter.check633, %vec.epilog.middle.block647
  %feature233342.us.ph = phi i64 [ %fold_chunk228347.us, %iter.check608 ], [ %fold_chunk228347.us, %vector.memcheck598 ], [ %ind.end, %vec.epilog.iter.check633 ], [ %1522, %vec.epilog.middle.block647 ]
  %1533 = sub i64 %umin1328, %feature233342.us.ph
  %xtraiter1329 = and i64 %1533, 3
  %lcmp.mod1330.not = icmp eq i64 %xtraiter1329, 0
  br i1 %lcmp.mod1330.not, label %feature.body231.us.prol.loopexit, label %feature.body231.us.prol

feature.body231.us.prol:                          ; preds = %feature.body231.us.preheader, %feature.body231.us.prol
  %feature233342.us.prol = phi i64 [ %1546, %feature.body231.us.prol ], [ %feature233342.us.ph, %feature.body231.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body231.us.prol ], [ 0, %feature.body231.us.preheader ]
  %1534 = getelementptr inbounds float, ptr %125, i64 %feature233342.us.prol
  %1535 = load float, ptr %1534, align 4
  %1536 = getelementptr inbounds float, ptr %126, i64 %feature233342.us.prol
  %1537 = load float, ptr %1536, align 4
  %1538 = fneg float %1537
  %1539 = fmul float %uniforms.sroa.6.0.us, %1535
  %1540 = fsub float %1538, %1539
  %1541 = fmul float %eta, %1540
  %1542 = fsub float %1535, %1541
  %1543 = fmul float %1542, %1542
  %1544 = sub nuw i64 %feature233342.us.prol, %fold_chunk228347.us
  %1545 = getelementptr inbounds float, ptr %scratch, i64 %1544
  store float %1543, ptr %1545, align 4
  %1546 = add nuw i64 %feature233342.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter1329
  br i1 %prol.iter.cmp.not, label %feature.body231.us.prol.loopexit, label %feature.body231.us.prol, !llvm.loop !39

feature.body231.us.prol.loopexit:                 ; preds = %feature.body231.us.prol, %feature.body231.us.preheader
  %feature233342.us.unr = phi i64 [ %feature233342.us.ph, %feature.body231.us.preheader ], [ %1546, %feature.body231.us.prol ]
  %1547 = sub i64 %feature233342.us.ph, %umin1328
  %1548 = icmp ugt i64 %1547, -4
  br i1 %1548, label %feature.exit232.us, label %feature.body231.us

feature.exit232.us:                               ; preds = %feature.body231.us.prol.loopexit, %feature.body231.us, %middle.block629, %vec.epilog.middle.block647, %fold_chunk.body226.us
  %.not379 = icmp eq i64 %chunk_end229.us, %fold_chunk228347.us
  br i1 %.not379, label %fold_chunk.header225.loopexit.us, label %fold_sums.body237.us.preheader

fold_sums.body237.us.preheader:                   ; preds = %feature.exit232.us
  %xtraiter1333 = and i64 %umax1332, 7
  %1549 = icmp ult i64 %1477, 8
  br i1 %1549, label %fold_sums.body237.us.epil.preheader, label %fold_sums.body237.us.preheader.new

fold_sums.body237.us.preheader.new:               ; preds = %fold_sums.body237.us.preheader
  %unroll_iter1338 = and i64 %umax1332, -8
  br label %fold_sums.body237.us

fold_sums.body237.us:                             ; preds = %fold_sums.body237.us, %fold_sums.body237.us.preheader.new
  %fold_sums239344.us = phi i64 [ 0, %fold_sums.body237.us.preheader.new ], [ %1581, %fold_sums.body237.us ]
  %fold_value220.1343.us = phi float [ %fold_value220.0346.us, %fold_sums.body237.us.preheader.new ], [ %1580, %fold_sums.body237.us ]
  %niter1339 = phi i64 [ 0, %fold_sums.body237.us.preheader.new ], [ %niter1339.next.7, %fold_sums.body237.us ]
  %1550 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums239344.us
  %1551 = load float, ptr %1550, align 4
  %1552 = fadd float %fold_value220.1343.us, %1551
  %1553 = getelementptr float, ptr %scratch, i64 %fold_sums239344.us
  %1554 = getelementptr i8, ptr %1553, i64 4
  %1555 = load float, ptr %1554, align 4
  %1556 = fadd float %1552, %1555
  %1557 = getelementptr float, ptr %scratch, i64 %fold_sums239344.us
  %1558 = getelementptr i8, ptr %1557, i64 8
  %1559 = load float, ptr %1558, align 4
  %1560 = fadd float %1556, %1559
  %1561 = getelementptr float, ptr %scratch, i64 %fold_sums239344.us
  %1562 = getelementptr i8, ptr %1561, i64 12
  %1563 = load float, ptr %1562, align 4
  %1564 = fadd float %1560, %1563
  %1565 = getelementptr float, ptr %scratch, i64 %fold_sums239344.us
  %1566 = getelementptr i8, ptr %1565, i64 16
  %1567 = load float, ptr %1566, align 4
  %1568 = fadd float %1564, %1567
  %1569 = getelementptr float, ptr %scratch, i64 %fold_sums239344.us
  %1570 = getelementptr i8, ptr %1569, i64 20
  %1571 = load float, ptr %1570, align 4
  %1572 = fadd float %1568, %1571
  %1573 = getelementptr float, ptr %scratch, i64 %fold_sums239344.us
  %1574 = getelementptr i8, ptr %1573, i64 24
  %1575 = load float, ptr %1574, align 4
  %1576 = fadd float %1572, %1575
  %1577 = getelementptr float, ptr %scratch, i64 %fold_sums239344.us
  %1578 = getelementptr i8, ptr %1577, i64 28
  %1579 = load float, ptr %1578, align 4
  %1580 = fadd float %1576, %1579
  %1581 = add nuw i64 %fold_sums239344.us, 8
  %niter1339.next.7 = add i64 %niter1339, 8
  %niter1339.ncmp.7 = icmp eq i64 %niter1339.next.7, %unroll_iter1338
  br i1 %niter1339.ncmp.7, label %fold_chunk.header225.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body237.us

feature.body231.us:                               ; preds = %feature.body231.us.prol.loopexit, %feature.body231.us
  %feature233342.us = phi i64 [ %1633, %feature.body231.us ], [ %feature233342.us.unr, %feature.body231.us.prol.loopexit ]
  %1582 = getelementptr inbounds float, ptr %125, i64 %feature233342.us
  %1583 = load float, ptr %1582, align 4
  %1584 = getelementptr inbounds float, ptr %126, i64 %feature233342.us
  %1585 = load float, ptr %1584, align 4
  %1586 = fneg float %1585
  %1587 = fmul float %uniforms.sroa.6.0.us, %1583
  %1588 = fsub float %1586, %1587
  %1589 = fmul float %eta, %1588
  %1590 = fsub float %1583, %1589
  %1591 = fmul float %1590, %1590
  %1592 = sub nuw i64 %feature233342.us, %fold_chunk228347.us
  %1593 = getelementptr inbounds float, ptr %scratch, i64 %1592
  store float %1591, ptr %1593, align 4
  %1594 = add nuw i64 %feature233342.us, 1
  %1595 = getelementptr inbounds float, ptr %125, i64 %1594
  %1596 = load float, ptr %1595, align 4
  %1597 = getelementptr inbounds float, ptr %126, i64 %1594
  %1598 = load float, ptr %1597, align 4
  %1599 = fneg float %1598
  %1600 = fmul float %uniforms.sroa.6.0.us, %1596
  %1601 = fsub float %1599, %1600
  %1602 = fmul float %eta, %1601
  %1603 = fsub float %1596, %1602
  %1604 = fmul float %1603, %1603
  %1605 = sub nuw i64 %1594, %fold_chunk228347.us
  %1606 = getelementptr inbounds float, ptr %scratch, i64 %1605
  store float %1604, ptr %1606, align 4
  %1607 = add nuw i64 %feature233342.us, 2
  %1608 = getelementptr inbounds float, ptr %125, i64 %1607
  %1609 = load float, ptr %1608, align 4
  %1610 = getelementptr inbounds float, ptr %126, i64 %1607
  %1611 = load float, ptr %1610, align 4
  %1612 = fneg float %1611
  %1613 = fmul float %uniforms.sroa.6.0.us, %1609
  %1614 = fsub float %1612, %1613
  %1615 = fmul float %eta, %1614
  %1616 = fsub float %1609, %1615
  %1617 = fmul float %1616, %1616
  %1618 = sub nuw i64 %1607, %fold_chunk228347.us
  %1619 = getelementptr inbounds float, ptr %scratch, i64 %1618
  store float %1617, ptr %1619, align 4
  %1620 = add nuw i64 %feature233342.us, 3
  %1621 = getelementptr inbounds float, ptr %125, i64 %1620
  %1622 = load float, ptr %1621, align 4
  %1623 = getelementptr inbounds float, ptr %126, i64 %1620
  %1624 = load float, ptr %1623, align 4
  %1625 = fneg float %1624
  %1626 = fmul float %uniforms.sroa.6.0.us, %1622
  %1627 = fsub float %1625, %1626
  %1628 = fmul float %eta, %1627
  %1629 = fsub float %1622, %1628
  %1630 = fmul float %1629, %1629
  %1631 = sub nuw i64 %1620, %fold_chunk228347.us
  %1632 = getelementptr inbounds float, ptr %scratch, i64 %1631
  store float %1630, ptr %1632, align 4
  %1633 = add nuw i64 %feature233342.us, 4
  %exitcond439.not.3 = icmp eq i64 %1633, %umin440
  br i1 %exitcond439.not.3, label %feature.exit232.us, label %feature.body231.us, !llvm.loop !40

fold_chunk.body182.us:                            ; preds = %step.body124.us, %fold_chunk.header181.loopexit.us
  %indvar723 = phi i64 [ %indvar.next724, %fold_chunk.header181.loopexit.us ], [ 0, %step.body124.us ]
  %indvars.iv423 = phi i64 [ %indvars.iv.next424, %fold_chunk.header181.loopexit.us ], [ 0, %step.body124.us ]
  %indvars.iv418 = phi i64 [ %indvars.iv.next419, %fold_chunk.header181.loopexit.us ], [ 1024, %step.body124.us ]
  %fold_chunk184331.us = phi i64 [ %1643, %fold_chunk.header181.loopexit.us ], [ 0, %step.body124.us ]
  %fold_value176.0330.us = phi float [ %fold_value176.1.lcssa.us, %fold_chunk.header181.loopexit.us ], [ 0.000000e+00, %step.body124.us ]
  %fold_value171.0329.us = phi float [ %fold_value171.1.lcssa.us, %fold_chunk.header181.loopexit.us ], [ 0.000000e+00, %step.body124.us ]
  %fold_value166.0328.us = phi float [ %fold_value166.1.lcssa.us, %fold_chunk.header181.loopexit.us ], [ 0.000000e+00, %step.body124.us ]
  %umin1305 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv418)
  %1634 = add i64 %umin1305, %indvars.iv423
  %umax1306 = tail call i64 @llvm.umax.i64(i64 %1634, i64 1)
  %umin1302 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv418)
  %umin737 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv418)
  %1635 = add i64 %umin737, %indvars.iv423
  %1636 = mul i64 %indvar723, -4096
  %1637 = add i64 %107, %1636
  %1638 = add i64 %108, %1636
  %1639 = add i64 %109, %1636
  %1640 = add i64 %110, %1636
  %1641 = add i64 %111, %1636
  %1642 = add i64 %112, %1636
  %umin422 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv418)
  %1643 = add i64 %fold_chunk184331.us, 1024
  %chunk_end185.us = tail call i64 @llvm.umin.i64(i64 %1643, i64 %n_features)
  %1644 = icmp ult i64 %fold_chunk184331.us, %chunk_end185.us
  br i1 %1644, label %iter.check741, label %feature.exit188.us

iter.check741:                                    ; preds = %fold_chunk.body182.us
  %min.iters.check739 = icmp ult i64 %1635, 4
  br i1 %min.iters.check739, label %feature.body187.us.preheader, label %vector.memcheck719

vector.memcheck719:                               ; preds = %iter.check741
  %diff.check725 = icmp ult i64 %1637, 64
  %conflict.rdx726 = or i1 %conflict.rdx722, %diff.check725
  %diff.check727 = icmp ult i64 %1638, 64
  %conflict.rdx728 = or i1 %conflict.rdx726, %diff.check727
  %diff.check729 = icmp ult i64 %1639, 64
  %conflict.rdx730 = or i1 %conflict.rdx728, %diff.check729
  %diff.check731 = icmp ult i64 %1640, 64
  %conflict.rdx732 = or i1 %conflict.rdx730, %diff.check731
  %diff.check733 = icmp ult i64 %1641, 64
  %conflict.rdx734 = or i1 %conflict.rdx732, %diff.check733
  %diff.check735 = icmp ult i64 %1642, 64
  %conflict.rdx736 = or i1 %conflict.rdx734, %diff.check735
  br i1 %conflict.rdx736, label %feature.body187.us.preheader, label %vector.main.loop.iter.check743

vector.main.loop.iter.check743:                   ; preds = %vector.memcheck719
  %min.iters.check742 = icmp ult i64 %1635, 16
  br i1 %min.iters.check742, label %vec.epilog.ph760, label %vector.ph744

vector.ph744:                                     ; preds = %vector.main.loop.iter.check743
  %n.mod.vf745 = and i64 %umin737, 15
  %n.vec746 = sub nuw i64 %1635, %n.mod.vf745
  br label %vector.body747

vector.body747:                                   ; preds = %vector.body747, %vector.ph744
  %index748 = phi i64 [ 0, %vector.ph744 ], [ %index.next753, %vector.body747 ]
  %1645 = add i64 %fold_chunk184331.us, %index748
  %1646 = getelementptr inbounds float, ptr %125, i64 %1645
  %1647 = getelementptr inbounds nuw i8, ptr %1646, i64 32
  %wide.load749 = load <8 x float>, ptr %1646, align 4
  %wide.load750 = load <8 x float>, ptr %1647, align 4
  %1648 = fmul <8 x float> %wide.load749, %wide.load749
  %1649 = fmul <8 x float> %wide.load750, %wide.load750
  %1650 = getelementptr inbounds float, ptr %126, i64 %1645
  %1651 = getelementptr inbounds nuw i8, ptr %1650, i64 32
  %wide.load751 = load <8 x float>, ptr %1650, align 4
  %wide.load752 = load <8 x float>, ptr %1651, align 4
  %1652 = fneg <8 x float> %wide.load751
  %1653 = fneg <8 x float> %wide.load752
  %1654 = fmul <8 x float> %wide.load749, %1652
  %1655 = fmul <8 x float> %wide.load750, %1653
  %1656 = fmul <8 x float> %wide.load749, zeroinitializer
  %1657 = fmul <8 x float> %wide.load750, zeroinitializer
  %1658 = getelementptr inbounds float, ptr %scratch, i64 %index748
  %1659 = getelementptr inbounds nuw i8, ptr %1658, i64 32
  store <8 x float> %1648, ptr %1658, align 4
  store <8 x float> %1649, ptr %1659, align 4
  %1660 = getelementptr float, ptr %36, i64 %index748
  %1661 = getelementptr i8, ptr %1660, i64 32
  store <8 x float> %1654, ptr %1660, align 4
  store <8 x float> %1655, ptr %1661, align 4
  %1662 = getelementptr float, ptr %37, i64 %index748
  %1663 = getelementptr i8, ptr %1662, i64 32
  store <8 x float> %1656, ptr %1662, align 4
  store <8 x float> %1657, ptr %1663, align 4
  %index.next753 = add nuw i64 %index748, 16
  %1664 = icmp eq i64 %index.next753, %n.vec746
  br i1 %1664, label %middle.block754, label %vector.body747, !llvm.loop !41

middle.block754:                                  ; preds = %vector.body747
  %cmp.n755 = icmp eq i64 %n.mod.vf745, 0
  br i1 %cmp.n755, label %feature.exit188.us, label %vec.epilog.iter.check758

vec.epilog.iter.check758:                         ; preds = %middle.block754
  %ind.end772 = add i64 %fold_chunk184331.us, %n.vec746
  %min.epilog.iters.check759 = icmp samesign ult i64 %n.mod.vf745, 4
  br i1 %min.epilog.iters.check759, label %feature.body187.us.preheader, label %vec.epilog.ph760, !prof !42

vec.epilog.ph760:                                 ; preds = %vector.main.loop.iter.check743, %vec.epilog.iter.check758
  %vec.epilog.resume.val756 = phi i64 [ %n.vec746, %vec.epilog.iter.check758 ], [ 0, %vector.main.loop.iter.check743 ]
  %n.mod.vf761 = and i64 %umin737, 3
  %n.vec762 = sub i64 %1635, %n.mod.vf761
  %1665 = add i64 %fold_chunk184331.us, %n.vec762
  br label %vec.epilog.vector.body763

vec.epilog.vector.body763:                        ; preds = %vec.epilog.vector.body763, %vec.epilog.ph760
  %index764 = phi i64 [ %vec.epilog.resume.val756, %vec.epilog.ph760 ], [ %index.next768, %vec.epilog.vector.body763 ]
  %offset.idx765 = add i64 %fold_chunk184331.us, %index764
  %1666 = getelementptr inbounds float, ptr %125, i64 %offset.idx765
  %wide.load766 = load <4 x float>, ptr %1666, align 4
  %1667 = fmul <4 x float> %wide.load766, %wide.load766
  %1668 = getelementptr inbounds float, ptr %126, i64 %offset.idx765
  %wide.load767 = load <4 x float>, ptr %1668, align 4
  %1669 = fneg <4 x float> %wide.load767
  %1670 = fmul <4 x float> %wide.load766, %1669
  %1671 = fmul <4 x float> %wide.load766, zeroinitializer
  %1672 = getelementptr inbounds float, ptr %scratch, i64 %index764
  store <4 x float> %1667, ptr %1672, align 4
  %1673 = getelementptr float, ptr %36, i64 %index764
  store <4 x float> %1670, ptr %1673, align 4
  %1674 = getelementptr float, ptr %37, i64 %index764
  store <4 x float> %1671, ptr %1674, align 4
  %index.next768 = add nuw i64 %index764, 4
  %1675 = icmp eq i64 %index.next768, %n.vec762
  br i1 %1675, label %vec.epilog.middle.block769, label %vec.epilog.vector.body763, !llvm.loop !43

vec.epilog.middle.block769:                       ; preds = %vec.epilog.vector.body763
  %cmp.n770 = icmp eq i64 %n.mod.vf761, 0
  br i1 %cmp.n770, label %feature.exit188.us, label %feature.body187.us.preheader

feature.body187.us.preheader:                     ; preds = %vector.memcheck719, %iter.check741, %vec.epilog.iter.check758, %vec.epilog.middle.block769
  %feature189320.us.ph = phi i64 [ %fold_chunk184331.us, %iter.check741 ], [ %fold_chunk184331.us, %vector.memcheck719 ], [ %ind.end772, %vec.epilog.iter.check758 ], [ %1665, %vec.epilog.middle.block769 ]
  %1676 = sub i64 %umin1302, %feature189320.us.ph
  %.neg1694 = add i64 %feature189320.us.ph, 1
  %xtraiter1303 = and i64 %1676, 1
  %lcmp.mod1304.not = icmp eq i64 %xtraiter1303, 0
  br i1 %lcmp.mod1304.not, label %feature.body187.us.prol.loopexit, label %feature.body187.us.prol

feature.body187.us.prol:                          ; preds = %feature.body187.us.preheader
  %1677 = getelementptr inbounds float, ptr %125, i64 %feature189320.us.ph
  %1678 = load float, ptr %1677, align 4
  %1679 = fmul float %1678, %1678
  %1680 = getelementptr inbounds float, ptr %126, i64 %feature189320.us.ph
  %1681 = load float, ptr %1680, align 4
  %1682 = fneg float %1681
  %1683 = fmul float %1678, %1682
  %1684 = fmul float %1678, 0.000000e+00
  %1685 = sub nuw i64 %feature189320.us.ph, %fold_chunk184331.us
  %1686 = getelementptr inbounds float, ptr %scratch, i64 %1685
  store float %1679, ptr %1686, align 4
  %1687 = getelementptr float, ptr %36, i64 %1685
  store float %1683, ptr %1687, align 4
  %1688 = getelementptr float, ptr %37, i64 %1685
  store float %1684, ptr %1688, align 4
  %1689 = add nuw i64 %feature189320.us.ph, 1
  br label %feature.body187.us.prol.loopexit

feature.body187.us.prol.loopexit:                 ; preds = %feature.body187.us.prol, %feature.body187.us.preheader
  %feature189320.us.unr = phi i64 [ %feature189320.us.ph, %feature.body187.us.preheader ], [ %1689, %feature.body187.us.prol ]
  %1690 = icmp eq i64 %umin1302, %.neg1694
  br i1 %1690, label %feature.exit188.us, label %feature.body187.us

feature.exit188.us:                               ; preds = %feature.body187.us.prol.loopexit, %feature.body187.us, %middle.block754, %vec.epilog.middle.block769, %fold_chunk.body182.us
  %.not377 = icmp eq i64 %chunk_end185.us, %fold_chunk184331.us
  br i1 %.not377, label %fold_chunk.header181.loopexit.us, label %fold_sums.body193.us.preheader

fold_sums.body193.us.preheader:                   ; preds = %feature.exit188.us
  %xtraiter1307 = and i64 %umax1306, 3
  %1691 = icmp ult i64 %1634, 4
  br i1 %1691, label %fold_sums.body193.us.epil.preheader, label %fold_sums.body193.us.preheader.new

fold_sums.body193.us.preheader.new:               ; preds = %fold_sums.body193.us.preheader
  %unroll_iter1314 = and i64 %umax1306, -4
  br label %fold_sums.body193.us

fold_sums.body193.us:                             ; preds = %fold_sums.body193.us, %fold_sums.body193.us.preheader.new
  %fold_sums195324.us = phi i64 [ 0, %fold_sums.body193.us.preheader.new ], [ %1731, %fold_sums.body193.us ]
  %fold_value176.1323.us = phi float [ %fold_value176.0330.us, %fold_sums.body193.us.preheader.new ], [ %1730, %fold_sums.body193.us ]
  %fold_value171.1322.us = phi float [ %fold_value171.0329.us, %fold_sums.body193.us.preheader.new ], [ %1727, %fold_sums.body193.us ]
  %fold_value166.1321.us = phi float [ %fold_value166.0328.us, %fold_sums.body193.us.preheader.new ], [ %1724, %fold_sums.body193.us ]
  %niter1315 = phi i64 [ 0, %fold_sums.body193.us.preheader.new ], [ %niter1315.next.3, %fold_sums.body193.us ]
  %1692 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums195324.us
  %1693 = load float, ptr %1692, align 4
  %1694 = fadd float %fold_value166.1321.us, %1693
  %1695 = getelementptr inbounds float, ptr %36, i64 %fold_sums195324.us
  %1696 = load float, ptr %1695, align 4
  %1697 = fadd float %fold_value171.1322.us, %1696
  %1698 = getelementptr inbounds float, ptr %37, i64 %fold_sums195324.us
  %1699 = load float, ptr %1698, align 4
  %1700 = fadd float %fold_value176.1323.us, %1699
  %1701 = or disjoint i64 %fold_sums195324.us, 1
  %1702 = getelementptr inbounds float, ptr %scratch, i64 %1701
  %1703 = load float, ptr %1702, align 4
  %1704 = fadd float %1694, %1703
  %1705 = getelementptr inbounds float, ptr %36, i64 %1701
  %1706 = load float, ptr %1705, align 4
  %1707 = fadd float %1697, %1706
  %1708 = getelementptr inbounds float, ptr %37, i64 %1701
  %1709 = load float, ptr %1708, align 4
  %1710 = fadd float %1700, %1709
  %1711 = or disjoint i64 %fold_sums195324.us, 2
  %1712 = getelementptr inbounds float, ptr %scratch, i64 %1711
  %1713 = load float, ptr %1712, align 4
  %1714 = fadd float %1704, %1713
  %1715 = getelementptr inbounds float, ptr %36, i64 %1711
  %1716 = load float, ptr %1715, align 4
  %1717 = fadd float %1707, %1716
  %1718 = getelementptr inbounds float, ptr %37, i64 %1711
  %1719 = load float, ptr %1718, align 4
  %1720 = fadd float %1710, %1719
  %1721 = or disjoint i64 %fold_sums195324.us, 3
  %1722 = getelementptr inbounds float, ptr %scratch, i64 %1721
  %1723 = load float, ptr %1722, align 4
  %1724 = fadd float %1714, %1723
  %1725 = getelementptr inbounds float, ptr %36, i64 %1721
  %1726 = load float, ptr %1725, align 4
  %1727 = fadd float %1717, %1726
  %1728 = getelementptr inbounds float, ptr %37, i64 %1721
  %1729 = load float, ptr %1728, align 4
  %1730 = fadd float %1720, %1729
  %1731 = add nuw i64 %fold_sums195324.us, 4
  %niter1315.next.3 = add i64 %niter1315, 4
  %niter1315.ncmp.3 = icmp eq i64 %niter1315.next.3, %unroll_iter1314
  br i1 %niter1315.ncmp.3, label %fold_chunk.header181.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body193.us

feature.body187.us:                               ; preds = %feature.body187.us.prol.loopexit, %feature.body187.us
  %feature189320.us = phi i64 [ %1757, %feature.body187.us ], [ %feature189320.us.unr, %feature.body187.us.prol.loopexit ]
  %1732 = getelementptr inbounds float, ptr %125, i64 %feature189320.us
  %1733 = load float, ptr %1732, align 4
  %1734 = fmul float %1733, %1733
  %1735 = getelementptr inbounds float, ptr %126, i64 %feature189320.us
  %1736 = load float, ptr %1735, align 4
  %1737 = fneg float %1736
  %1738 = fmul float %1733, %1737
  %1739 = fmul float %1733, 0.000000e+00
  %1740 = sub nuw i64 %feature189320.us, %fold_chunk184331.us
  %1741 = getelementptr inbounds float, ptr %scratch, i64 %1740
  store float %1734, ptr %1741, align 4
  %1742 = getelementptr float, ptr %36, i64 %1740
  store float %1738, ptr %1742, align 4
  %1743 = getelementptr float, ptr %37, i64 %1740
  store float %1739, ptr %1743, align 4
  %1744 = add nuw i64 %feature189320.us, 1
  %1745 = getelementptr inbounds float, ptr %125, i64 %1744
  %1746 = load float, ptr %1745, align 4
  %1747 = fmul float %1746, %1746
  %1748 = getelementptr inbounds float, ptr %126, i64 %1744
  %1749 = load float, ptr %1748, align 4
  %1750 = fneg float %1749
  %1751 = fmul float %1746, %1750
  %1752 = fmul float %1746, 0.000000e+00
  %1753 = sub nuw i64 %1744, %fold_chunk184331.us
  %1754 = getelementptr inbounds float, ptr %scratch, i64 %1753
  store float %1747, ptr %1754, align 4
  %1755 = getelementptr float, ptr %36, i64 %1753
  store float %1751, ptr %1755, align 4
  %1756 = getelementptr float, ptr %37, i64 %1753
  store float %1752, ptr %1756, align 4
  %1757 = add nuw i64 %feature189320.us, 2
  %exitcond421.not.1 = icmp eq i64 %1757, %umin422
  br i1 %exitcond421.not.1, label %feature.exit188.us, label %feature.body187.us, !llvm.loop !44

fold_chunk.header225.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body237.us
  %lcmp.mod1335.not = icmp eq i64 %xtraiter1333, 0
  br i1 %lcmp.mod1335.not, label %fold_chunk.header225.loopexit.us, label %fold_sums.body237.us.epil.preheader

fold_sums.body237.us.epil.preheader:              ; preds = %fold_chunk.header225.loopexit.us.loopexit.unr-lcssa, %fold_sums.body237.us.preheader
  %fold_sums239344.us.epil.init = phi i64 [ 0, %fold_sums.body237.us.preheader ], [ %1581, %fold_chunk.header225.loopexit.us.loopexit.unr-lcssa ]
  %fold_value220.1343.us.epil.init = phi float [ %fold_value220.0346.us, %fold_sums.body237.us.preheader ], [ %1580, %fold_chunk.header225.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod1337 = icmp ne i64 %xtraiter1333, 0
  tail call void @llvm.assume(i1 %lcmp.mod1337)
  br label %fold_sums.body237.us.epil

fold_sums.body237.us.epil:                        ; preds = %fold_sums.body237.us.epil, %fold_sums.body237.us.epil.preheader
  %fold_sums239344.us.epil = phi i64 [ %1761, %fold_sums.body237.us.epil ], [ %fold_sums239344.us.epil.init, %fold_sums.body237.us.epil.preheader ]
  %fold_value220.1343.us.epil = phi float [ %1760, %fold_sums.body237.us.epil ], [ %fold_value220.1343.us.epil.init, %fold_sums.body237.us.epil.preheader ]
  %epil.iter1334 = phi i64 [ %epil.iter1334.next, %fold_sums.body237.us.epil ], [ 0, %fold_sums.body237.us.epil.preheader ]
  %1758 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums239344.us.epil
  %1759 = load float, ptr %1758, align 4
  %1760 = fadd float %fold_value220.1343.us.epil, %1759
  %1761 = add nuw i64 %fold_sums239344.us.epil, 1
  %epil.iter1334.next = add i64 %epil.iter1334, 1
  %epil.iter1334.cmp.not = icmp eq i64 %epil.iter1334.next, %xtraiter1333
  br i1 %epil.iter1334.cmp.not, label %fold_chunk.header225.loopexit.us, label %fold_sums.body237.us.epil, !llvm.loop !45

fold_chunk.header225.loopexit.us:                 ; preds = %fold_chunk.header225.loopexit.us.loopexit.unr-lcssa, %fold_sums.body237.us.epil, %feature.exit232.us
  %fold_value220.1.lcssa.us = phi float [ %fold_value220.0346.us, %feature.exit232.us ], [ %1580, %fold_chunk.header225.loopexit.us.loopexit.unr-lcssa ], [ %1760, %fold_sums.body237.us.epil ]
  %1762 = icmp ult i64 %1482, %n_features
  %indvars.iv.next437 = add i64 %indvars.iv436, 1024
  %indvars.iv.next442 = add i64 %indvars.iv441, -1024
  %indvar.next602 = add i64 %indvar601, 1
  br i1 %1762, label %fold_chunk.body226.us, label %noise.done199.us

fold_chunk.header205.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body217.us
  %lcmp.mod1323.not = icmp eq i64 %xtraiter1321, 0
  br i1 %lcmp.mod1323.not, label %fold_chunk.header205.loopexit.us, label %fold_sums.body217.us.epil.preheader

fold_sums.body217.us.epil.preheader:              ; preds = %fold_chunk.header205.loopexit.us.loopexit.unr-lcssa, %fold_sums.body217.us.preheader
  %fold_sums219337.us.epil.init = phi i64 [ 0, %fold_sums.body217.us.preheader ], [ %1249, %fold_chunk.header205.loopexit.us.loopexit.unr-lcssa ]
  %fold_value200.1336.us.epil.init = phi float [ %fold_value200.0339.us, %fold_sums.body217.us.preheader ], [ %1248, %fold_chunk.header205.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod1325 = icmp ne i64 %xtraiter1321, 0
  tail call void @llvm.assume(i1 %lcmp.mod1325)
  br label %fold_sums.body217.us.epil

fold_sums.body217.us.epil:                        ; preds = %fold_sums.body217.us.epil, %fold_sums.body217.us.epil.preheader
  %fold_sums219337.us.epil = phi i64 [ %1766, %fold_sums.body217.us.epil ], [ %fold_sums219337.us.epil.init, %fold_sums.body217.us.epil.preheader ]
  %fold_value200.1336.us.epil = phi float [ %1765, %fold_sums.body217.us.epil ], [ %fold_value200.1336.us.epil.init, %fold_sums.body217.us.epil.preheader ]
  %epil.iter1322 = phi i64 [ %epil.iter1322.next, %fold_sums.body217.us.epil ], [ 0, %fold_sums.body217.us.epil.preheader ]
  %1763 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums219337.us.epil
  %1764 = load float, ptr %1763, align 4
  %1765 = fadd float %fold_value200.1336.us.epil, %1764
  %1766 = add nuw i64 %fold_sums219337.us.epil, 1
  %epil.iter1322.next = add i64 %epil.iter1322, 1
  %epil.iter1322.cmp.not = icmp eq i64 %epil.iter1322.next, %xtraiter1321
  br i1 %epil.iter1322.cmp.not, label %fold_chunk.header205.loopexit.us, label %fold_sums.body217.us.epil, !llvm.loop !46

fold_chunk.header205.loopexit.us:                 ; preds = %fold_chunk.header205.loopexit.us.loopexit.unr-lcssa, %fold_sums.body217.us.epil, %feature.exit212.us
  %fold_value200.1.lcssa.us = phi float [ %fold_value200.0339.us, %feature.exit212.us ], [ %1248, %fold_chunk.header205.loopexit.us.loopexit.unr-lcssa ], [ %1765, %fold_sums.body217.us.epil ]
  %1767 = icmp ult i64 %1120, %n_features
  %indvars.iv.next428 = add i64 %indvars.iv427, 1024
  %indvars.iv.next433 = add i64 %indvars.iv432, -1024
  %indvar.next652 = add i64 %indvar651, 1
  br i1 %1767, label %fold_chunk.body206.us, label %noise.done199.us

fold_chunk.header181.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body193.us
  %lcmp.mod1309.not = icmp eq i64 %xtraiter1307, 0
  br i1 %lcmp.mod1309.not, label %fold_chunk.header181.loopexit.us, label %fold_sums.body193.us.epil.preheader

fold_sums.body193.us.epil.preheader:              ; preds = %fold_chunk.header181.loopexit.us.loopexit.unr-lcssa, %fold_sums.body193.us.preheader
  %fold_sums195324.us.epil.init = phi i64 [ 0, %fold_sums.body193.us.preheader ], [ %1731, %fold_chunk.header181.loopexit.us.loopexit.unr-lcssa ]
  %fold_value176.1323.us.epil.init = phi float [ %fold_value176.0330.us, %fold_sums.body193.us.preheader ], [ %1730, %fold_chunk.header181.loopexit.us.loopexit.unr-lcssa ]
  %fold_value171.1322.us.epil.init = phi float [ %fold_value171.0329.us, %fold_sums.body193.us.preheader ], [ %1727, %fold_chunk.header181.loopexit.us.loopexit.unr-lcssa ]
  %fold_value166.1321.us.epil.init = phi float [ %fold_value166.0328.us, %fold_sums.body193.us.preheader ], [ %1724, %fold_chunk.header181.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod1313 = icmp ne i64 %xtraiter1307, 0
  tail call void @llvm.assume(i1 %lcmp.mod1313)
  br label %fold_sums.body193.us.epil

fold_sums.body193.us.epil:                        ; preds = %fold_sums.body193.us.epil, %fold_sums.body193.us.epil.preheader
  %fold_sums195324.us.epil = phi i64 [ %1777, %fold_sums.body193.us.epil ], [ %fold_sums195324.us.epil.init, %fold_sums.body193.us.epil.preheader ]
  %fold_value176.1323.us.epil = phi float [ %1776, %fold_sums.body193.us.epil ], [ %fold_value176.1323.us.epil.init, %fold_sums.body193.us.epil.preheader ]
  %fold_value171.1322.us.epil = phi float [ %1773, %fold_sums.body193.us.epil ], [ %fold_value171.1322.us.epil.init, %fold_sums.body193.us.epil.preheader ]
  %fold_value166.1321.us.epil = phi float [ %1770, %fold_sums.body193.us.epil ], [ %fold_value166.1321.us.epil.init, %fold_sums.body193.us.epil.preheader ]
  %epil.iter1308 = phi i64 [ %epil.iter1308.next, %fold_sums.body193.us.epil ], [ 0, %fold_sums.body193.us.epil.preheader ]
  %1768 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums195324.us.epil
  %1769 = load float, ptr %1768, align 4
  %1770 = fadd float %fold_value166.1321.us.epil, %1769
  %1771 = getelementptr inbounds float, ptr %36, i64 %fold_sums195324.us.epil
  %1772 = load float, ptr %1771, align 4
  %1773 = fadd float %fold_value171.1322.us.epil, %1772
  %1774 = getelementptr inbounds float, ptr %37, i64 %fold_sums195324.us.epil
  %1775 = load float, ptr %1774, align 4
  %1776 = fadd float %fold_value176.1323.us.epil, %1775
  %1777 = add nuw i64 %fold_sums195324.us.epil, 1
  %epil.iter1308.next = add i64 %epil.iter1308, 1
  %epil.iter1308.cmp.not = icmp eq i64 %epil.iter1308.next, %xtraiter1307
  br i1 %epil.iter1308.cmp.not, label %fold_chunk.header181.loopexit.us, label %fold_sums.body193.us.epil, !llvm.loop !47

fold_chunk.header181.loopexit.us:                 ; preds = %fold_chunk.header181.loopexit.us.loopexit.unr-lcssa, %fold_sums.body193.us.epil, %feature.exit188.us
  %fold_value166.1.lcssa.us = phi float [ %fold_value166.0328.us, %feature.exit188.us ], [ %1724, %fold_chunk.header181.loopexit.us.loopexit.unr-lcssa ], [ %1770, %fold_sums.body193.us.epil ]
  %fold_value171.1.lcssa.us = phi float [ %fold_value171.0329.us, %feature.exit188.us ], [ %1727, %fold_chunk.header181.loopexit.us.loopexit.unr-lcssa ], [ %1773, %fold_sums.body193.us.epil ]
  %fold_value176.1.lcssa.us = phi float [ %fold_value176.0330.us, %feature.exit188.us ], [ %1730, %fold_chunk.header181.loopexit.us.loopexit.unr-lcssa ], [ %1776, %fold_sums.body193.us.epil ]
  %1778 = icmp ult i64 %1643, %n_features
  %indvars.iv.next419 = add i64 %indvars.iv418, 1024
  %indvars.iv.next424 = add i64 %indvars.iv423, -1024
  %indvar.next724 = add i64 %indvar723, 1
  br i1 %1778, label %fold_chunk.body182.us, label %noise.done155.us

fold_chunk.header.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body.us
  %lcmp.mod1297.not = icmp eq i64 %xtraiter1296, 0
  br i1 %lcmp.mod1297.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil.preheader

fold_sums.body.us.epil.preheader:                 ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.preheader
  %fold_sums310.us.epil.init = phi i64 [ 0, %fold_sums.body.us.preheader ], [ %1083, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value.1309.us.epil.init = phi float [ %fold_value.0315.us, %fold_sums.body.us.preheader ], [ %1076, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value156.1308.us.epil.init = phi float [ %fold_value156.0314.us, %fold_sums.body.us.preheader ], [ %1079, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value161.1307.us.epil.init = phi float [ %fold_value161.0313.us, %fold_sums.body.us.preheader ], [ %1082, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod1301 = icmp ne i64 %xtraiter1296, 0
  tail call void @llvm.assume(i1 %lcmp.mod1301)
  br label %fold_sums.body.us.epil

fold_sums.body.us.epil:                           ; preds = %fold_sums.body.us.epil, %fold_sums.body.us.epil.preheader
  %fold_sums310.us.epil = phi i64 [ %1788, %fold_sums.body.us.epil ], [ %fold_sums310.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value.1309.us.epil = phi float [ %1781, %fold_sums.body.us.epil ], [ %fold_value.1309.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value156.1308.us.epil = phi float [ %1784, %fold_sums.body.us.epil ], [ %fold_value156.1308.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value161.1307.us.epil = phi float [ %1787, %fold_sums.body.us.epil ], [ %fold_value161.1307.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.us.epil ], [ 0, %fold_sums.body.us.epil.preheader ]
  %1779 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums310.us.epil
  %1780 = load float, ptr %1779, align 4
  %1781 = fadd float %fold_value.1309.us.epil, %1780
  %1782 = getelementptr inbounds float, ptr %36, i64 %fold_sums310.us.epil
  %1783 = load float, ptr %1782, align 4
  %1784 = fadd float %fold_value156.1308.us.epil, %1783
  %1785 = getelementptr inbounds float, ptr %37, i64 %fold_sums310.us.epil
  %1786 = load float, ptr %1785, align 4
  %1787 = fadd float %fold_value161.1307.us.epil, %1786
  %1788 = add nuw i64 %fold_sums310.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter1296
  br i1 %epil.iter.cmp.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil, !llvm.loop !48

fold_chunk.header.loopexit.us:                    ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.epil, %feature.exit.us
  %fold_value161.1.lcssa.us = phi float [ %fold_value161.0313.us, %feature.exit.us ], [ %1082, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %1787, %fold_sums.body.us.epil ]
  %fold_value156.1.lcssa.us = phi float [ %fold_value156.0314.us, %feature.exit.us ], [ %1079, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %1784, %fold_sums.body.us.epil ]
  %fold_value.1.lcssa.us = phi float [ %fold_value.0315.us, %feature.exit.us ], [ %1076, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %1781, %fold_sums.body.us.epil ]
  %1789 = icmp ult i64 %1009, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 1024
  %indvars.iv.next416 = add i64 %indvars.iv415, -1024
  %indvar.next778 = add i64 %indvar777, 1
  br i1 %1789, label %fold_chunk.body.us, label %noise.done155.us

iter.check857:                                    ; preds = %step.body124.us
  %key1_step128.us = add i64 %step126352.us, %key1
  %1790 = lshr i64 %key1_step128.us, 32
  %1791 = mul nuw i64 %1790, 3449720151
  %1792 = lshr i64 %1791, 32
  %1793 = xor i64 %key0, %1792
  %1794 = xor i64 %1793, %key1_step128.us
  %1795 = and i64 %1794, 4294967295
  %1796 = mul nuw i64 %1795, 3528531795
  %1797 = lshr i64 %1796, 32
  %1798 = xor i64 %1797, %21
  br i1 %diff.check854, label %philox.body142.us.preheader, label %vector.ph859

vector.ph859:                                     ; preds = %iter.check857
  %broadcast.splatinsert862 = insertelement <8 x i64> poison, i64 %1791, i64 0
  %broadcast.splat863 = shufflevector <8 x i64> %broadcast.splatinsert862, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert864 = insertelement <8 x i64> poison, i64 %1796, i64 0
  %broadcast.splat865 = shufflevector <8 x i64> %broadcast.splatinsert864, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert866 = insertelement <8 x i64> poison, i64 %1798, i64 0
  %broadcast.splat867 = shufflevector <8 x i64> %broadcast.splatinsert866, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op1728 = xor <8 x i64> %broadcast.splat873, %broadcast.splat863
  %invariant.op1730 = xor <8 x i64> %broadcast.splat873, %broadcast.splat863
  %invariant.op1732 = xor <8 x i64> %broadcast.splat873, %broadcast.splat863
  %invariant.op1734 = xor <8 x i64> %broadcast.splat873, %broadcast.splat863
  %invariant.op1736 = xor <8 x i64> %broadcast.splat877, %broadcast.splat865
  %invariant.op1738 = xor <8 x i64> %broadcast.splat877, %broadcast.splat865
  %invariant.op1740 = xor <8 x i64> %broadcast.splat877, %broadcast.splat865
  %invariant.op1742 = xor <8 x i64> %broadcast.splat877, %broadcast.splat865
  br label %vector.body902

vector.body902:                                   ; preds = %vector.body902, %vector.ph859
  %index903 = phi i64 [ 0, %vector.ph859 ], [ %index.next904, %vector.body902 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph859 ], [ %vec.ind.next, %vector.body902 ]
  %1799 = add <8 x i64> %vec.ind, %broadcast.splat869
  %.reass1723 = add <8 x i64> %vec.ind, %invariant.op
  %.reass1725 = add <8 x i64> %vec.ind, %invariant.op1724
  %.reass1727 = add <8 x i64> %vec.ind, %invariant.op1726
  %1800 = and <8 x i64> %1799, splat (i64 4294967295)
  %1801 = and <8 x i64> %.reass1723, splat (i64 4294967295)
  %1802 = and <8 x i64> %.reass1725, splat (i64 4294967295)
  %1803 = and <8 x i64> %.reass1727, splat (i64 4294967295)
  %1804 = mul nuw <8 x i64> %1800, splat (i64 3528531795)
  %1805 = mul nuw <8 x i64> %1801, splat (i64 3528531795)
  %1806 = mul nuw <8 x i64> %1802, splat (i64 3528531795)
  %1807 = mul nuw <8 x i64> %1803, splat (i64 3528531795)
  %1808 = xor <8 x i64> %1799, %broadcast.splat871
  %1809 = xor <8 x i64> %.reass1723, %broadcast.splat871
  %1810 = xor <8 x i64> %.reass1725, %broadcast.splat871
  %1811 = xor <8 x i64> %.reass1727, %broadcast.splat871
  %1812 = xor <8 x i64> %1808, %1804
  %1813 = xor <8 x i64> %1809, %1805
  %1814 = xor <8 x i64> %1810, %1806
  %1815 = xor <8 x i64> %1811, %1807
  %1816 = lshr <8 x i64> %1812, splat (i64 32)
  %1817 = lshr <8 x i64> %1813, splat (i64 32)
  %1818 = lshr <8 x i64> %1814, splat (i64 32)
  %1819 = lshr <8 x i64> %1815, splat (i64 32)
  %1820 = mul nuw <8 x i64> %1816, splat (i64 3449720151)
  %1821 = mul nuw <8 x i64> %1817, splat (i64 3449720151)
  %1822 = mul nuw <8 x i64> %1818, splat (i64 3449720151)
  %1823 = mul nuw <8 x i64> %1819, splat (i64 3449720151)
  %1824 = lshr <8 x i64> %1820, splat (i64 32)
  %1825 = lshr <8 x i64> %1821, splat (i64 32)
  %1826 = lshr <8 x i64> %1822, splat (i64 32)
  %1827 = lshr <8 x i64> %1823, splat (i64 32)
  %.reass1729 = xor <8 x i64> %1824, %invariant.op1728
  %.reass1731 = xor <8 x i64> %1825, %invariant.op1730
  %.reass1733 = xor <8 x i64> %1826, %invariant.op1732
  %.reass1735 = xor <8 x i64> %1827, %invariant.op1734
  %1828 = xor <8 x i64> %broadcast.splat867, %1804
  %1829 = xor <8 x i64> %broadcast.splat867, %1805
  %1830 = xor <8 x i64> %broadcast.splat867, %1806
  %1831 = xor <8 x i64> %broadcast.splat867, %1807
  %1832 = and <8 x i64> %.reass1729, splat (i64 4294967295)
  %1833 = and <8 x i64> %.reass1731, splat (i64 4294967295)
  %1834 = and <8 x i64> %.reass1733, splat (i64 4294967295)
  %1835 = and <8 x i64> %.reass1735, splat (i64 4294967295)
  %1836 = mul nuw <8 x i64> %1832, splat (i64 3528531795)
  %1837 = mul nuw <8 x i64> %1833, splat (i64 3528531795)
  %1838 = mul nuw <8 x i64> %1834, splat (i64 3528531795)
  %1839 = mul nuw <8 x i64> %1835, splat (i64 3528531795)
  %1840 = and <8 x i64> %1828, splat (i64 4294967295)
  %1841 = and <8 x i64> %1829, splat (i64 4294967295)
  %1842 = and <8 x i64> %1830, splat (i64 4294967295)
  %1843 = and <8 x i64> %1831, splat (i64 4294967295)
  %1844 = mul nuw <8 x i64> %1840, splat (i64 3449720151)
  %1845 = mul nuw <8 x i64> %1841, splat (i64 3449720151)
  %1846 = mul nuw <8 x i64> %1842, splat (i64 3449720151)
  %1847 = mul nuw <8 x i64> %1843, splat (i64 3449720151)
  %1848 = lshr <8 x i64> %1836, splat (i64 32)
  %1849 = lshr <8 x i64> %1837, splat (i64 32)
  %1850 = lshr <8 x i64> %1838, splat (i64 32)
  %1851 = lshr <8 x i64> %1839, splat (i64 32)
  %1852 = lshr <8 x i64> %1844, splat (i64 32)
  %1853 = lshr <8 x i64> %1845, splat (i64 32)
  %1854 = lshr <8 x i64> %1846, splat (i64 32)
  %1855 = lshr <8 x i64> %1847, splat (i64 32)
  %1856 = xor <8 x i64> %1852, %broadcast.splat875
  %1857 = xor <8 x i64> %1853, %broadcast.splat875
  %1858 = xor <8 x i64> %1854, %broadcast.splat875
  %1859 = xor <8 x i64> %1855, %broadcast.splat875
  %1860 = xor <8 x i64> %1856, %1820
  %1861 = xor <8 x i64> %1857, %1821
  %1862 = xor <8 x i64> %1858, %1822
  %1863 = xor <8 x i64> %1859, %1823
  %.reass1737 = xor <8 x i64> %1848, %invariant.op1736
  %.reass1739 = xor <8 x i64> %1849, %invariant.op1738
  %.reass1741 = xor <8 x i64> %1850, %invariant.op1740
  %.reass1743 = xor <8 x i64> %1851, %invariant.op1742
  %1864 = and <8 x i64> %1860, splat (i64 4294967295)
  %1865 = and <8 x i64> %1861, splat (i64 4294967295)
  %1866 = and <8 x i64> %1862, splat (i64 4294967295)
  %1867 = and <8 x i64> %1863, splat (i64 4294967295)
  %1868 = mul nuw <8 x i64> %1864, splat (i64 3528531795)
  %1869 = mul nuw <8 x i64> %1865, splat (i64 3528531795)
  %1870 = mul nuw <8 x i64> %1866, splat (i64 3528531795)
  %1871 = mul nuw <8 x i64> %1867, splat (i64 3528531795)
  %1872 = and <8 x i64> %.reass1737, splat (i64 4294967295)
  %1873 = and <8 x i64> %.reass1739, splat (i64 4294967295)
  %1874 = and <8 x i64> %.reass1741, splat (i64 4294967295)
  %1875 = and <8 x i64> %.reass1743, splat (i64 4294967295)
  %1876 = mul nuw <8 x i64> %1872, splat (i64 3449720151)
  %1877 = mul nuw <8 x i64> %1873, splat (i64 3449720151)
  %1878 = mul nuw <8 x i64> %1874, splat (i64 3449720151)
  %1879 = mul nuw <8 x i64> %1875, splat (i64 3449720151)
  %1880 = lshr <8 x i64> %1868, splat (i64 32)
  %1881 = lshr <8 x i64> %1869, splat (i64 32)
  %1882 = lshr <8 x i64> %1870, splat (i64 32)
  %1883 = lshr <8 x i64> %1871, splat (i64 32)
  %1884 = lshr <8 x i64> %1876, splat (i64 32)
  %1885 = lshr <8 x i64> %1877, splat (i64 32)
  %1886 = lshr <8 x i64> %1878, splat (i64 32)
  %1887 = lshr <8 x i64> %1879, splat (i64 32)
  %1888 = xor <8 x i64> %broadcast.splat879, %1884
  %1889 = xor <8 x i64> %broadcast.splat879, %1885
  %1890 = xor <8 x i64> %broadcast.splat879, %1886
  %1891 = xor <8 x i64> %broadcast.splat879, %1887
  %1892 = xor <8 x i64> %1888, %1844
  %1893 = xor <8 x i64> %1889, %1845
  %1894 = xor <8 x i64> %1890, %1846
  %1895 = xor <8 x i64> %1891, %1847
  %1896 = xor <8 x i64> %1880, %broadcast.splat881
  %1897 = xor <8 x i64> %1881, %broadcast.splat881
  %1898 = xor <8 x i64> %1882, %broadcast.splat881
  %1899 = xor <8 x i64> %1883, %broadcast.splat881
  %1900 = xor <8 x i64> %1896, %1836
  %1901 = xor <8 x i64> %1897, %1837
  %1902 = xor <8 x i64> %1898, %1838
  %1903 = xor <8 x i64> %1899, %1839
  %1904 = and <8 x i64> %1892, splat (i64 4294967295)
  %1905 = and <8 x i64> %1893, splat (i64 4294967295)
  %1906 = and <8 x i64> %1894, splat (i64 4294967295)
  %1907 = and <8 x i64> %1895, splat (i64 4294967295)
  %1908 = mul nuw <8 x i64> %1904, splat (i64 3528531795)
  %1909 = mul nuw <8 x i64> %1905, splat (i64 3528531795)
  %1910 = mul nuw <8 x i64> %1906, splat (i64 3528531795)
  %1911 = mul nuw <8 x i64> %1907, splat (i64 3528531795)
  %1912 = and <8 x i64> %1900, splat (i64 4294967295)
  %1913 = and <8 x i64> %1901, splat (i64 4294967295)
  %1914 = and <8 x i64> %1902, splat (i64 4294967295)
  %1915 = and <8 x i64> %1903, splat (i64 4294967295)
  %1916 = mul nuw <8 x i64> %1912, splat (i64 3449720151)
  %1917 = mul nuw <8 x i64> %1913, splat (i64 3449720151)
  %1918 = mul nuw <8 x i64> %1914, splat (i64 3449720151)
  %1919 = mul nuw <8 x i64> %1915, splat (i64 3449720151)
  %1920 = lshr <8 x i64> %1908, splat (i64 32)
  %1921 = lshr <8 x i64> %1909, splat (i64 32)
  %1922 = lshr <8 x i64> %1910, splat (i64 32)
  %1923 = lshr <8 x i64> %1911, splat (i64 32)
  %1924 = lshr <8 x i64> %1916, splat (i64 32)
  %1925 = lshr <8 x i64> %1917, splat (i64 32)
  %1926 = lshr <8 x i64> %1918, splat (i64 32)
  %1927 = lshr <8 x i64> %1919, splat (i64 32)
  %1928 = xor <8 x i64> %1924, %broadcast.splat883
  %1929 = xor <8 x i64> %1925, %broadcast.splat883
  %1930 = xor <8 x i64> %1926, %broadcast.splat883
  %1931 = xor <8 x i64> %1927, %broadcast.splat883
  %1932 = xor <8 x i64> %1928, %1876
  %1933 = xor <8 x i64> %1929, %1877
  %1934 = xor <8 x i64> %1930, %1878
  %1935 = xor <8 x i64> %1931, %1879
  %1936 = xor <8 x i64> %broadcast.splat885, %1920
  %1937 = xor <8 x i64> %broadcast.splat885, %1921
  %1938 = xor <8 x i64> %broadcast.splat885, %1922
  %1939 = xor <8 x i64> %broadcast.splat885, %1923
  %1940 = xor <8 x i64> %1936, %1868
  %1941 = xor <8 x i64> %1937, %1869
  %1942 = xor <8 x i64> %1938, %1870
  %1943 = xor <8 x i64> %1939, %1871
  %1944 = and <8 x i64> %1932, splat (i64 4294967295)
  %1945 = and <8 x i64> %1933, splat (i64 4294967295)
  %1946 = and <8 x i64> %1934, splat (i64 4294967295)
  %1947 = and <8 x i64> %1935, splat (i64 4294967295)
  %1948 = mul nuw <8 x i64> %1944, splat (i64 3528531795)
  %1949 = mul nuw <8 x i64> %1945, splat (i64 3528531795)
  %1950 = mul nuw <8 x i64> %1946, splat (i64 3528531795)
  %1951 = mul nuw <8 x i64> %1947, splat (i64 3528531795)
  %1952 = and <8 x i64> %1940, splat (i64 4294967295)
  %1953 = and <8 x i64> %1941, splat (i64 4294967295)
  %1954 = and <8 x i64> %1942, splat (i64 4294967295)
  %1955 = and <8 x i64> %1943, splat (i64 4294967295)
  %1956 = mul nuw <8 x i64> %1952, splat (i64 3449720151)
  %1957 = mul nuw <8 x i64> %1953, splat (i64 3449720151)
  %1958 = mul nuw <8 x i64> %1954, splat (i64 3449720151)
  %1959 = mul nuw <8 x i64> %1955, splat (i64 3449720151)
  %1960 = lshr <8 x i64> %1948, splat (i64 32)
  %1961 = lshr <8 x i64> %1949, splat (i64 32)
  %1962 = lshr <8 x i64> %1950, splat (i64 32)
  %1963 = lshr <8 x i64> %1951, splat (i64 32)
  %1964 = lshr <8 x i64> %1956, splat (i64 32)
  %1965 = lshr <8 x i64> %1957, splat (i64 32)
  %1966 = lshr <8 x i64> %1958, splat (i64 32)
  %1967 = lshr <8 x i64> %1959, splat (i64 32)
  %1968 = xor <8 x i64> %broadcast.splat887, %1964
  %1969 = xor <8 x i64> %broadcast.splat887, %1965
  %1970 = xor <8 x i64> %broadcast.splat887, %1966
  %1971 = xor <8 x i64> %broadcast.splat887, %1967
  %1972 = xor <8 x i64> %1968, %1916
  %1973 = xor <8 x i64> %1969, %1917
  %1974 = xor <8 x i64> %1970, %1918
  %1975 = xor <8 x i64> %1971, %1919
  %1976 = xor <8 x i64> %1960, %broadcast.splat889
  %1977 = xor <8 x i64> %1961, %broadcast.splat889
  %1978 = xor <8 x i64> %1962, %broadcast.splat889
  %1979 = xor <8 x i64> %1963, %broadcast.splat889
  %1980 = xor <8 x i64> %1976, %1908
  %1981 = xor <8 x i64> %1977, %1909
  %1982 = xor <8 x i64> %1978, %1910
  %1983 = xor <8 x i64> %1979, %1911
  %1984 = and <8 x i64> %1972, splat (i64 4294967295)
  %1985 = and <8 x i64> %1973, splat (i64 4294967295)
  %1986 = and <8 x i64> %1974, splat (i64 4294967295)
  %1987 = and <8 x i64> %1975, splat (i64 4294967295)
  %1988 = mul nuw <8 x i64> %1984, splat (i64 3528531795)
  %1989 = mul nuw <8 x i64> %1985, splat (i64 3528531795)
  %1990 = mul nuw <8 x i64> %1986, splat (i64 3528531795)
  %1991 = mul nuw <8 x i64> %1987, splat (i64 3528531795)
  %1992 = and <8 x i64> %1980, splat (i64 4294967295)
  %1993 = and <8 x i64> %1981, splat (i64 4294967295)
  %1994 = and <8 x i64> %1982, splat (i64 4294967295)
  %1995 = and <8 x i64> %1983, splat (i64 4294967295)
  %1996 = mul nuw <8 x i64> %1992, splat (i64 3449720151)
  %1997 = mul nuw <8 x i64> %1993, splat (i64 3449720151)
  %1998 = mul nuw <8 x i64> %1994, splat (i64 3449720151)
  %1999 = mul nuw <8 x i64> %1995, splat (i64 3449720151)
  %2000 = lshr <8 x i64> %1988, splat (i64 32)
  %2001 = lshr <8 x i64> %1989, splat (i64 32)
  %2002 = lshr <8 x i64> %1990, splat (i64 32)
  %2003 = lshr <8 x i64> %1991, splat (i64 32)
  %2004 = lshr <8 x i64> %1996, splat (i64 32)
  %2005 = lshr <8 x i64> %1997, splat (i64 32)
  %2006 = lshr <8 x i64> %1998, splat (i64 32)
  %2007 = lshr <8 x i64> %1999, splat (i64 32)
  %2008 = xor <8 x i64> %2004, %broadcast.splat891
  %2009 = xor <8 x i64> %2005, %broadcast.splat891
  %2010 = xor <8 x i64> %2006, %broadcast.splat891
  %2011 = xor <8 x i64> %2007, %broadcast.splat891
  %2012 = xor <8 x i64> %2008, %1956
  %2013 = xor <8 x i64> %2009, %1957
  %2014 = xor <8 x i64> %2010, %1958
  %2015 = xor <8 x i64> %2011, %1959
  %2016 = xor <8 x i64> %broadcast.splat893, %2000
  %2017 = xor <8 x i64> %broadcast.splat893, %2001
  %2018 = xor <8 x i64> %broadcast.splat893, %2002
  %2019 = xor <8 x i64> %broadcast.splat893, %2003
  %2020 = xor <8 x i64> %2016, %1948
  %2021 = xor <8 x i64> %2017, %1949
  %2022 = xor <8 x i64> %2018, %1950
  %2023 = xor <8 x i64> %2019, %1951
  %2024 = and <8 x i64> %2012, splat (i64 4294967295)
  %2025 = and <8 x i64> %2013, splat (i64 4294967295)
  %2026 = and <8 x i64> %2014, splat (i64 4294967295)
  %2027 = and <8 x i64> %2015, splat (i64 4294967295)
  %2028 = mul nuw <8 x i64> %2024, splat (i64 3528531795)
  %2029 = mul nuw <8 x i64> %2025, splat (i64 3528531795)
  %2030 = mul nuw <8 x i64> %2026, splat (i64 3528531795)
  %2031 = mul nuw <8 x i64> %2027, splat (i64 3528531795)
  %2032 = and <8 x i64> %2020, splat (i64 4294967295)
  %2033 = and <8 x i64> %2021, splat (i64 4294967295)
  %2034 = and <8 x i64> %2022, splat (i64 4294967295)
  %2035 = and <8 x i64> %2023, splat (i64 4294967295)
  %2036 = mul nuw <8 x i64> %2032, splat (i64 3449720151)
  %2037 = mul nuw <8 x i64> %2033, splat (i64 3449720151)
  %2038 = mul nuw <8 x i64> %2034, splat (i64 3449720151)
  %2039 = mul nuw <8 x i64> %2035, splat (i64 3449720151)
  %2040 = lshr <8 x i64> %2028, splat (i64 32)
  %2041 = lshr <8 x i64> %2029, splat (i64 32)
  %2042 = lshr <8 x i64> %2030, splat (i64 32)
  %2043 = lshr <8 x i64> %2031, splat (i64 32)
  %2044 = lshr <8 x i64> %2036, splat (i64 32)
  %2045 = lshr <8 x i64> %2037, splat (i64 32)
  %2046 = lshr <8 x i64> %2038, splat (i64 32)
  %2047 = lshr <8 x i64> %2039, splat (i64 32)
  %2048 = xor <8 x i64> %broadcast.splat895, %2044
  %2049 = xor <8 x i64> %broadcast.splat895, %2045
  %2050 = xor <8 x i64> %broadcast.splat895, %2046
  %2051 = xor <8 x i64> %broadcast.splat895, %2047
  %2052 = xor <8 x i64> %2048, %1996
  %2053 = xor <8 x i64> %2049, %1997
  %2054 = xor <8 x i64> %2050, %1998
  %2055 = xor <8 x i64> %2051, %1999
  %2056 = xor <8 x i64> %2040, %broadcast.splat897
  %2057 = xor <8 x i64> %2041, %broadcast.splat897
  %2058 = xor <8 x i64> %2042, %broadcast.splat897
  %2059 = xor <8 x i64> %2043, %broadcast.splat897
  %2060 = xor <8 x i64> %2056, %1988
  %2061 = xor <8 x i64> %2057, %1989
  %2062 = xor <8 x i64> %2058, %1990
  %2063 = xor <8 x i64> %2059, %1991
  %2064 = and <8 x i64> %2052, splat (i64 4294967295)
  %2065 = and <8 x i64> %2053, splat (i64 4294967295)
  %2066 = and <8 x i64> %2054, splat (i64 4294967295)
  %2067 = and <8 x i64> %2055, splat (i64 4294967295)
  %2068 = mul nuw <8 x i64> %2064, splat (i64 3528531795)
  %2069 = mul nuw <8 x i64> %2065, splat (i64 3528531795)
  %2070 = mul nuw <8 x i64> %2066, splat (i64 3528531795)
  %2071 = mul nuw <8 x i64> %2067, splat (i64 3528531795)
  %2072 = lshr <8 x i64> %2068, splat (i64 32)
  %2073 = lshr <8 x i64> %2069, splat (i64 32)
  %2074 = lshr <8 x i64> %2070, splat (i64 32)
  %2075 = lshr <8 x i64> %2071, splat (i64 32)
  %2076 = trunc <8 x i64> %2060 to <8 x i32>
  %2077 = trunc <8 x i64> %2061 to <8 x i32>
  %2078 = trunc <8 x i64> %2062 to <8 x i32>
  %2079 = trunc <8 x i64> %2063 to <8 x i32>
  %2080 = mul <8 x i32> %2076, splat (i32 -845247145)
  %2081 = mul <8 x i32> %2077, splat (i32 -845247145)
  %2082 = mul <8 x i32> %2078, splat (i32 -845247145)
  %2083 = mul <8 x i32> %2079, splat (i32 -845247145)
  %2084 = xor <8 x i64> %broadcast.splat899, %2072
  %2085 = xor <8 x i64> %broadcast.splat899, %2073
  %2086 = xor <8 x i64> %broadcast.splat899, %2074
  %2087 = xor <8 x i64> %broadcast.splat899, %2075
  %2088 = xor <8 x i64> %2084, %2028
  %2089 = xor <8 x i64> %2085, %2029
  %2090 = xor <8 x i64> %2086, %2030
  %2091 = xor <8 x i64> %2087, %2031
  %2092 = and <8 x i64> %2088, splat (i64 4294967295)
  %2093 = and <8 x i64> %2089, splat (i64 4294967295)
  %2094 = and <8 x i64> %2090, splat (i64 4294967295)
  %2095 = and <8 x i64> %2091, splat (i64 4294967295)
  %2096 = mul nuw <8 x i64> %2092, splat (i64 3449720151)
  %2097 = mul nuw <8 x i64> %2093, splat (i64 3449720151)
  %2098 = mul nuw <8 x i64> %2094, splat (i64 3449720151)
  %2099 = mul nuw <8 x i64> %2095, splat (i64 3449720151)
  %2100 = lshr <8 x i64> %2096, splat (i64 32)
  %2101 = lshr <8 x i64> %2097, splat (i64 32)
  %2102 = lshr <8 x i64> %2098, splat (i64 32)
  %2103 = lshr <8 x i64> %2099, splat (i64 32)
  %2104 = trunc nuw <8 x i64> %2100 to <8 x i32>
  %2105 = trunc nuw <8 x i64> %2101 to <8 x i32>
  %2106 = trunc nuw <8 x i64> %2102 to <8 x i32>
  %2107 = trunc nuw <8 x i64> %2103 to <8 x i32>
  %2108 = trunc <8 x i64> %2096 to <8 x i32>
  %2109 = trunc <8 x i64> %2097 to <8 x i32>
  %2110 = trunc <8 x i64> %2098 to <8 x i32>
  %2111 = trunc <8 x i64> %2099 to <8 x i32>
  %2112 = xor <8 x i32> %2080, %2104
  %2113 = xor <8 x i32> %2112, %broadcast.splat901
  %2114 = xor <8 x i32> %2081, %2105
  %2115 = xor <8 x i32> %2114, %broadcast.splat901
  %2116 = xor <8 x i32> %2082, %2106
  %2117 = xor <8 x i32> %2116, %broadcast.splat901
  %2118 = xor <8 x i32> %2083, %2107
  %2119 = xor <8 x i32> %2118, %broadcast.splat901
  %2120 = getelementptr inbounds float, ptr %17, i64 %index903
  %2121 = getelementptr inbounds nuw i8, ptr %2120, i64 32
  %2122 = getelementptr inbounds nuw i8, ptr %2120, i64 64
  %2123 = getelementptr inbounds nuw i8, ptr %2120, i64 96
  store <8 x i32> %2113, ptr %2120, align 4
  store <8 x i32> %2115, ptr %2121, align 4
  store <8 x i32> %2117, ptr %2122, align 4
  store <8 x i32> %2119, ptr %2123, align 4
  %2124 = getelementptr inbounds float, ptr %scratch, i64 %index903
  %2125 = getelementptr inbounds nuw i8, ptr %2124, i64 32
  %2126 = getelementptr inbounds nuw i8, ptr %2124, i64 64
  %2127 = getelementptr inbounds nuw i8, ptr %2124, i64 96
  store <8 x i32> %2108, ptr %2124, align 4
  store <8 x i32> %2109, ptr %2125, align 4
  store <8 x i32> %2110, ptr %2126, align 4
  store <8 x i32> %2111, ptr %2127, align 4
  %index.next904 = add nuw i64 %index903, 32
  %vec.ind.next = add <8 x i64> %vec.ind, splat (i64 32)
  %2128 = icmp eq i64 %index.next904, %n.vec861
  br i1 %2128, label %middle.block905, label %vector.body902, !llvm.loop !49

middle.block905:                                  ; preds = %vector.body902
  br i1 %cmp.n906, label %vector.memcheck813, label %vec.epilog.iter.check909

vec.epilog.iter.check909:                         ; preds = %middle.block905
  br i1 %min.epilog.iters.check910, label %philox.body142.us.preheader, label %vec.epilog.ph911, !prof !50

vec.epilog.ph911:                                 ; preds = %vec.epilog.iter.check909
  %broadcast.splatinsert918 = insertelement <8 x i64> poison, i64 %1798, i64 0
  %broadcast.splat919 = shufflevector <8 x i64> %broadcast.splatinsert918, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %1791, %20
  %.scalar1271 = and i64 %.scalar, 4294967295
  %2129 = insertelement <8 x i64> poison, i64 %.scalar1271, i64 0
  %.masked = shufflevector <8 x i64> %2129, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar1272 = xor i64 %1796, %23
  %.scalar1273 = and i64 %.scalar1272, 4294967295
  %2130 = insertelement <8 x i64> poison, i64 %.scalar1273, i64 0
  %.masked1267 = shufflevector <8 x i64> %2130, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body956

vec.epilog.vector.body956:                        ; preds = %vec.epilog.vector.body956, %vec.epilog.ph911
  %index957 = phi i64 [ %n.vec861, %vec.epilog.ph911 ], [ %index.next959, %vec.epilog.vector.body956 ]
  %vec.ind958 = phi <8 x i64> [ %induction, %vec.epilog.ph911 ], [ %vec.ind.next960, %vec.epilog.vector.body956 ]
  %2131 = add <8 x i64> %vec.ind958, %broadcast.splat921
  %2132 = and <8 x i64> %2131, splat (i64 4294967295)
  %2133 = mul nuw <8 x i64> %2132, splat (i64 3528531795)
  %2134 = xor <8 x i64> %2131, %broadcast.splat923
  %2135 = xor <8 x i64> %2134, %2133
  %2136 = lshr <8 x i64> %2135, splat (i64 32)
  %2137 = mul nuw <8 x i64> %2136, splat (i64 3449720151)
  %2138 = lshr <8 x i64> %2137, splat (i64 32)
  %2139 = xor <8 x i64> %broadcast.splat919, %2133
  %2140 = xor <8 x i64> %.masked, %2138
  %2141 = mul nuw <8 x i64> %2140, splat (i64 3528531795)
  %2142 = and <8 x i64> %2139, splat (i64 4294967295)
  %2143 = mul nuw <8 x i64> %2142, splat (i64 3449720151)
  %2144 = lshr <8 x i64> %2141, splat (i64 32)
  %2145 = lshr <8 x i64> %2143, splat (i64 32)
  %2146 = xor <8 x i64> %2145, %broadcast.splat927
  %2147 = xor <8 x i64> %2146, %2137
  %2148 = and <8 x i64> %2147, splat (i64 4294967295)
  %2149 = mul nuw <8 x i64> %2148, splat (i64 3528531795)
  %2150 = xor <8 x i64> %.masked1267, %2144
  %2151 = mul nuw <8 x i64> %2150, splat (i64 3449720151)
  %2152 = lshr <8 x i64> %2149, splat (i64 32)
  %2153 = lshr <8 x i64> %2151, splat (i64 32)
  %2154 = xor <8 x i64> %broadcast.splat931, %2153
  %2155 = xor <8 x i64> %2154, %2143
  %2156 = xor <8 x i64> %2152, %broadcast.splat933
  %2157 = xor <8 x i64> %2156, %2141
  %2158 = and <8 x i64> %2155, splat (i64 4294967295)
  %2159 = mul nuw <8 x i64> %2158, splat (i64 3528531795)
  %2160 = and <8 x i64> %2157, splat (i64 4294967295)
  %2161 = mul nuw <8 x i64> %2160, splat (i64 3449720151)
  %2162 = lshr <8 x i64> %2159, splat (i64 32)
  %2163 = lshr <8 x i64> %2161, splat (i64 32)
  %2164 = xor <8 x i64> %2163, %broadcast.splat935
  %2165 = xor <8 x i64> %2164, %2151
  %2166 = xor <8 x i64> %broadcast.splat937, %2162
  %2167 = xor <8 x i64> %2166, %2149
  %2168 = and <8 x i64> %2165, splat (i64 4294967295)
  %2169 = mul nuw <8 x i64> %2168, splat (i64 3528531795)
  %2170 = and <8 x i64> %2167, splat (i64 4294967295)
  %2171 = mul nuw <8 x i64> %2170, splat (i64 3449720151)
  %2172 = lshr <8 x i64> %2169, splat (i64 32)
  %2173 = lshr <8 x i64> %2171, splat (i64 32)
  %2174 = xor <8 x i64> %broadcast.splat939, %2173
  %2175 = xor <8 x i64> %2174, %2161
  %2176 = xor <8 x i64> %2172, %broadcast.splat941
  %2177 = xor <8 x i64> %2176, %2159
  %2178 = and <8 x i64> %2175, splat (i64 4294967295)
  %2179 = mul nuw <8 x i64> %2178, splat (i64 3528531795)
  %2180 = and <8 x i64> %2177, splat (i64 4294967295)
  %2181 = mul nuw <8 x i64> %2180, splat (i64 3449720151)
  %2182 = lshr <8 x i64> %2179, splat (i64 32)
  %2183 = lshr <8 x i64> %2181, splat (i64 32)
  %2184 = xor <8 x i64> %2183, %broadcast.splat943
  %2185 = xor <8 x i64> %2184, %2171
  %2186 = xor <8 x i64> %broadcast.splat945, %2182
  %2187 = xor <8 x i64> %2186, %2169
  %2188 = and <8 x i64> %2185, splat (i64 4294967295)
  %2189 = mul nuw <8 x i64> %2188, splat (i64 3528531795)
  %2190 = and <8 x i64> %2187, splat (i64 4294967295)
  %2191 = mul nuw <8 x i64> %2190, splat (i64 3449720151)
  %2192 = lshr <8 x i64> %2189, splat (i64 32)
  %2193 = lshr <8 x i64> %2191, splat (i64 32)
  %2194 = xor <8 x i64> %broadcast.splat947, %2193
  %2195 = xor <8 x i64> %2194, %2181
  %2196 = xor <8 x i64> %2192, %broadcast.splat949
  %2197 = xor <8 x i64> %2196, %2179
  %2198 = and <8 x i64> %2195, splat (i64 4294967295)
  %2199 = mul nuw <8 x i64> %2198, splat (i64 3528531795)
  %2200 = lshr <8 x i64> %2199, splat (i64 32)
  %2201 = trunc <8 x i64> %2197 to <8 x i32>
  %2202 = mul <8 x i32> %2201, splat (i32 -845247145)
  %2203 = xor <8 x i64> %broadcast.splat951, %2200
  %2204 = xor <8 x i64> %2203, %2189
  %2205 = and <8 x i64> %2204, splat (i64 4294967295)
  %2206 = mul nuw <8 x i64> %2205, splat (i64 3449720151)
  %2207 = lshr <8 x i64> %2206, splat (i64 32)
  %2208 = trunc nuw <8 x i64> %2207 to <8 x i32>
  %2209 = trunc <8 x i64> %2206 to <8 x i32>
  %2210 = xor <8 x i32> %2202, %broadcast.splat953
  %2211 = xor <8 x i32> %2210, %2208
  %2212 = getelementptr inbounds float, ptr %17, i64 %index957
  store <8 x i32> %2211, ptr %2212, align 4
  %2213 = getelementptr inbounds float, ptr %scratch, i64 %index957
  store <8 x i32> %2209, ptr %2213, align 4
  %index.next959 = add nuw i64 %index957, 8
  %vec.ind.next960 = add nuw <8 x i64> %vec.ind958, splat (i64 8)
  %2214 = icmp eq i64 %index.next959, %n.vec913
  br i1 %2214, label %vec.epilog.middle.block961, label %vec.epilog.vector.body956, !llvm.loop !51

vec.epilog.middle.block961:                       ; preds = %vec.epilog.vector.body956
  br i1 %cmp.n962, label %vector.memcheck813, label %philox.body142.us.preheader

philox.body142.us.preheader:                      ; preds = %iter.check857, %vec.epilog.iter.check909, %vec.epilog.middle.block961
  %philox144302.us.ph = phi i64 [ 0, %iter.check857 ], [ %n.vec861, %vec.epilog.iter.check909 ], [ %n.vec913, %vec.epilog.middle.block961 ]
  %invariant.op1744 = xor i64 %20, %1791
  %invariant.op1745 = xor i64 %23, %1796
  br label %philox.body142.us

step.header123.step.exit125_crit_edge.us:         ; preds = %noise.done243.us
  %2215 = add nuw i64 %row119353.us, 1
  %exitcond448.not = icmp eq i64 %2215, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond448.not, label %across.done, label %row.body.us

across.then:                                      ; preds = %entry
  %block_elements = shl nuw nsw i64 %n_features, 6
  %2216 = icmp ult i64 %row_begin, %row_end
  br i1 %2216, label %across_block.body.lr.ph, label %across.done

across_block.body.lr.ph:                          ; preds = %across.then
  %.not380 = icmp eq i64 %n_features, 0
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not381 = icmp eq i64 %steps, 0
  %cond = icmp eq i32 %draw_noise, 0
  %2217 = trunc i64 %key0 to i32
  %2218 = lshr i64 %key0, 32
  %2219 = add i64 %key0, 2654435769
  %2220 = add nuw nsw i64 %2218, 3144134277
  %2221 = add i64 %key0, 1013904242
  %2222 = add nuw nsw i64 %2218, 1993301258
  %2223 = add i64 %key0, 3668340011
  %2224 = add nuw nsw i64 %2218, 842468239
  %2225 = add i64 %key0, 2027808484
  %2226 = add nuw nsw i64 %2218, 3986602516
  %2227 = add i64 %key0, 387276957
  %2228 = add nuw nsw i64 %2218, 2835769497
  %2229 = add i64 %key0, 3041712726
  %2230 = add nuw nsw i64 %2218, 1684936478
  %2231 = add i64 %key0, 1401181199
  %2232 = add nuw nsw i64 %2218, 534103459
  %2233 = add nuw nsw i64 %2218, 3678237736
  %2234 = add i32 %2217, -1879881855
  %2235 = sub nuw i64 %row_end, %row_begin
  %broadcast.splatinsert1223 = insertelement <8 x i64> poison, i64 %n_features, i64 0
  %broadcast.splat1224 = shufflevector <8 x i64> %broadcast.splatinsert1223, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1225 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat1226 = shufflevector <8 x i64> %broadcast.splatinsert1225, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1227 = insertelement <8 x i64> poison, i64 %2219, i64 0
  %broadcast.splat1228 = shufflevector <8 x i64> %broadcast.splatinsert1227, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1229 = insertelement <8 x i64> poison, i64 %2221, i64 0
  %broadcast.splat1230 = shufflevector <8 x i64> %broadcast.splatinsert1229, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1231 = insertelement <8 x i64> poison, i64 %2222, i64 0
  %broadcast.splat1232 = shufflevector <8 x i64> %broadcast.splatinsert1231, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1233 = insertelement <8 x i64> poison, i64 %2223, i64 0
  %broadcast.splat1234 = shufflevector <8 x i64> %broadcast.splatinsert1233, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1235 = insertelement <8 x i64> poison, i64 %2224, i64 0
  %broadcast.splat1236 = shufflevector <8 x i64> %broadcast.splatinsert1235, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1237 = insertelement <8 x i64> poison, i64 %2225, i64 0
  %broadcast.splat1238 = shufflevector <8 x i64> %broadcast.splatinsert1237, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1239 = insertelement <8 x i64> poison, i64 %2226, i64 0
  %broadcast.splat1240 = shufflevector <8 x i64> %broadcast.splatinsert1239, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1241 = insertelement <8 x i64> poison, i64 %2227, i64 0
  %broadcast.splat1242 = shufflevector <8 x i64> %broadcast.splatinsert1241, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1243 = insertelement <8 x i64> poison, i64 %2228, i64 0
  %broadcast.splat1244 = shufflevector <8 x i64> %broadcast.splatinsert1243, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1245 = insertelement <8 x i64> poison, i64 %2229, i64 0
  %broadcast.splat1246 = shufflevector <8 x i64> %broadcast.splatinsert1245, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1247 = insertelement <8 x i64> poison, i64 %2230, i64 0
  %broadcast.splat1248 = shufflevector <8 x i64> %broadcast.splatinsert1247, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1249 = insertelement <8 x i64> poison, i64 %2231, i64 0
  %broadcast.splat1250 = shufflevector <8 x i64> %broadcast.splatinsert1249, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1251 = insertelement <8 x i64> poison, i64 %2232, i64 0
  %broadcast.splat1252 = shufflevector <8 x i64> %broadcast.splatinsert1251, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1253 = insertelement <8 x i64> poison, i64 %2233, i64 0
  %broadcast.splat1254 = shufflevector <8 x i64> %broadcast.splatinsert1253, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1255 = insertelement <8 x i32> poison, i32 %2234, i64 0
  %broadcast.splat1256 = shufflevector <8 x i32> %broadcast.splatinsert1255, <8 x i32> poison, <8 x i32> zeroinitializer
  %2236 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 256
  %2237 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 512
  %2238 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 32
  %2239 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 288
  %2240 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 544
  %2241 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 64
  %2242 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 320
  %2243 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 576
  %2244 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 96
  %2245 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 352
  %2246 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 608
  %2247 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 128
  %2248 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 384
  %2249 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 640
  %2250 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 160
  %2251 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 416
  %2252 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 672
  %2253 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 192
  %2254 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 448
  %2255 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 704
  %2256 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 224
  %2257 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 480
  %2258 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 736
  %2259 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 256
  %2260 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 512
  %2261 = getelementptr inbounds nuw i8, ptr %across_state, i64 32
  %2262 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 32
  %2263 = getelementptr inbounds nuw i8, ptr %across_noise, i64 32
  %2264 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 32
  %2265 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 288
  %2266 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 544
  %2267 = getelementptr inbounds nuw i8, ptr %across_state, i64 64
  %2268 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 64
  %2269 = getelementptr inbounds nuw i8, ptr %across_noise, i64 64
  %2270 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 64
  %2271 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 320
  %2272 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 576
  %2273 = getelementptr inbounds nuw i8, ptr %across_state, i64 96
  %2274 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 96
  %2275 = getelementptr inbounds nuw i8, ptr %across_noise, i64 96
  %2276 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 96
  %2277 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 352
  %2278 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 608
  %2279 = getelementptr inbounds nuw i8, ptr %across_state, i64 128
  %2280 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 128
  %2281 = getelementptr inbounds nuw i8, ptr %across_noise, i64 128
  %2282 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 128
  %2283 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 384
  %2284 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 640
  %2285 = getelementptr inbounds nuw i8, ptr %across_state, i64 160
  %2286 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 160
  %2287 = getelementptr inbounds nuw i8, ptr %across_noise, i64 160
  %2288 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 160
  %2289 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 416
  %2290 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 672
  %2291 = getelementptr inbounds nuw i8, ptr %across_state, i64 192
  %2292 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 192
  %2293 = getelementptr inbounds nuw i8, ptr %across_noise, i64 192
  %2294 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 192
  %2295 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 448
  %2296 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 704
  %2297 = getelementptr inbounds nuw i8, ptr %across_state, i64 224
  %2298 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 224
  %2299 = getelementptr inbounds nuw i8, ptr %across_noise, i64 224
  %2300 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 224
  %2301 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 480
  %2302 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 736
  %2303 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 256
  %2304 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 512
  %2305 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 32
  %2306 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 288
  %2307 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 544
  %2308 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 64
  %2309 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 320
  %2310 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 576
  %2311 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 96
  %2312 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 352
  %2313 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 608
  %2314 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 128
  %2315 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 384
  %2316 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 640
  %2317 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 160
  %2318 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 416
  %2319 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 672
  %2320 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 192
  %2321 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 448
  %2322 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 704
  %2323 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 224
  %2324 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 480
  %2325 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 736
  %2326 = getelementptr inbounds nuw i8, ptr %across_state, i64 32
  %2327 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 32
  %2328 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 32
  %2329 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 256
  %2330 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 288
  %2331 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 512
  %2332 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 544
  %2333 = getelementptr inbounds nuw i8, ptr %across_state, i64 64
  %2334 = getelementptr inbounds nuw i8, ptr %across_state, i64 96
  %2335 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 64
  %2336 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 96
  %2337 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 64
  %2338 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 96
  %2339 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 320
  %2340 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 352
  %2341 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 576
  %2342 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 608
  %2343 = getelementptr inbounds nuw i8, ptr %across_state, i64 128
  %2344 = getelementptr inbounds nuw i8, ptr %across_state, i64 160
  %2345 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 128
  %2346 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 160
  %2347 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 128
  %2348 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 160
  %2349 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 384
  %2350 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 416
  %2351 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 640
  %2352 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 672
  %2353 = getelementptr inbounds nuw i8, ptr %across_state, i64 192
  %2354 = getelementptr inbounds nuw i8, ptr %across_state, i64 224
  %2355 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 192
  %2356 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 224
  %2357 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 192
  %2358 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 224
  %2359 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 448
  %2360 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 480
  %2361 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 704
  %2362 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 736
  %broadcast.splatinsert1118 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1119 = shufflevector <8 x float> %broadcast.splatinsert1118, <8 x float> poison, <8 x i32> zeroinitializer
  %2363 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 768
  %2364 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 800
  %2365 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 832
  %2366 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 864
  %2367 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 896
  %2368 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 928
  %2369 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 960
  %2370 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 992
  %2371 = getelementptr inbounds nuw i8, ptr %across_state, i64 32
  %2372 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 32
  %2373 = getelementptr inbounds nuw i8, ptr %across_noise, i64 32
  %2374 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 768
  %2375 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 800
  %2376 = getelementptr inbounds nuw i8, ptr %across_state, i64 64
  %2377 = getelementptr inbounds nuw i8, ptr %across_state, i64 96
  %2378 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 64
  %2379 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 96
  %2380 = getelementptr inbounds nuw i8, ptr %across_noise, i64 64
  %2381 = getelementptr inbounds nuw i8, ptr %across_noise, i64 96
  %2382 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 832
  %2383 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 864
  %2384 = getelementptr inbounds nuw i8, ptr %across_state, i64 128
  %2385 = getelementptr inbounds nuw i8, ptr %across_state, i64 160
  %2386 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 128
  %2387 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 160
  %2388 = getelementptr inbounds nuw i8, ptr %across_noise, i64 128
  %2389 = getelementptr inbounds nuw i8, ptr %across_noise, i64 160
  %2390 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 896
  %2391 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 928
  %2392 = getelementptr inbounds nuw i8, ptr %across_state, i64 192
  %2393 = getelementptr inbounds nuw i8, ptr %across_state, i64 224
  %2394 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 192
  %2395 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 224
  %2396 = getelementptr inbounds nuw i8, ptr %across_noise, i64 192
  %2397 = getelementptr inbounds nuw i8, ptr %across_noise, i64 224
  %2398 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 960
  %2399 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 992
  %broadcast.splatinsert1082 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1083 = shufflevector <8 x float> %broadcast.splatinsert1082, <8 x float> poison, <8 x i32> zeroinitializer
  %2400 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 768
  %2401 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 800
  %2402 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 832
  %2403 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 864
  %2404 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 896
  %2405 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 928
  %2406 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 960
  %2407 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 992
  %2408 = getelementptr inbounds nuw i8, ptr %across_state, i64 32
  %2409 = getelementptr inbounds nuw i8, ptr %across_state, i64 64
  %2410 = getelementptr inbounds nuw i8, ptr %across_state, i64 96
  %2411 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 32
  %2412 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 64
  %2413 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 96
  %2414 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 768
  %2415 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 800
  %2416 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 832
  %2417 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 864
  %2418 = getelementptr inbounds nuw i8, ptr %across_state, i64 128
  %2419 = getelementptr inbounds nuw i8, ptr %across_state, i64 160
  %2420 = getelementptr inbounds nuw i8, ptr %across_state, i64 192
  %2421 = getelementptr inbounds nuw i8, ptr %across_state, i64 224
  %2422 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 128
  %2423 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 160
  %2424 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 192
  %2425 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 224
  %2426 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 896
  %2427 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 928
  %2428 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 960
  %2429 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 992
  %broadcast.splatinsert1022 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1023 = shufflevector <8 x float> %broadcast.splatinsert1022, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert966 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat967 = shufflevector <8 x float> %broadcast.splatinsert966, <8 x float> poison, <8 x i32> zeroinitializer
  br label %across_block.body

across.done:                                      ; preds = %step.header123.step.exit125_crit_edge.us, %across_out.exit, %row.body.lr.ph, %row.header.preheader, %across.then
  ret void

across_block.body:                                ; preds = %across_block.body.lr.ph, %across_out.exit
  %wide.load1149.71685 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1149.71686, %across_out.exit ]
  %wide.load1149.61674 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1149.61675, %across_out.exit ]
  %wide.load1149.51663 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1149.51664, %across_out.exit ]
  %wide.load1149.41652 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1149.41653, %across_out.exit ]
  %wide.load1149.31641 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1149.31642, %across_out.exit ]
  %wide.load1149.21630 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1149.21631, %across_out.exit ]
  %wide.load1149.11619 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1149.11620, %across_out.exit ]
  %wide.load11491608 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load11491609, %across_out.exit ]
  %wide.load1191.71597 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1191.71598, %across_out.exit ]
  %wide.load1191.61586 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1191.61587, %across_out.exit ]
  %wide.load1191.51575 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1191.51576, %across_out.exit ]
  %wide.load1191.41564 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1191.41565, %across_out.exit ]
  %wide.load1191.31553 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1191.31554, %across_out.exit ]
  %wide.load1191.21542 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1191.21543, %across_out.exit ]
  %wide.load1191.11531 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1191.11532, %across_out.exit ]
  %wide.load11911520 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load11911521, %across_out.exit ]
  %wide.load1190.71509 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1190.71510, %across_out.exit ]
  %wide.load1190.61498 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1190.61499, %across_out.exit ]
  %wide.load1190.51487 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1190.51488, %across_out.exit ]
  %wide.load1190.41476 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1190.41477, %across_out.exit ]
  %wide.load1190.31465 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1190.31466, %across_out.exit ]
  %wide.load1190.21454 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1190.21455, %across_out.exit ]
  %wide.load1190.11443 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1190.11444, %across_out.exit ]
  %wide.load11901432 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load11901433, %across_out.exit ]
  %wide.load1189.71421 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1189.71422, %across_out.exit ]
  %wide.load1189.61410 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1189.61411, %across_out.exit ]
  %wide.load1189.51399 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1189.51400, %across_out.exit ]
  %wide.load1189.41388 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1189.41389, %across_out.exit ]
  %wide.load1189.31377 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1189.31378, %across_out.exit ]
  %wide.load1189.21366 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1189.21367, %across_out.exit ]
  %wide.load1189.11355 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1189.11356, %across_out.exit ]
  %2430 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %2860, %across_out.exit ]
  %indvars.iv464 = phi i64 [ %2235, %across_block.body.lr.ph ], [ %indvars.iv.next465, %across_out.exit ]
  %across_block374 = phi i64 [ %row_begin, %across_block.body.lr.ph ], [ %4324, %across_out.exit ]
  %umin1346 = tail call i64 @llvm.umin.i64(i64 %indvars.iv464, i64 64)
  %2431 = mul nuw nsw i64 %n_features, %umin1346
  %2432 = tail call i64 @llvm.umax.i64(i64 %indvars.iv464, i64 1)
  %umax1037 = tail call i64 @llvm.umin.i64(i64 %2432, i64 64)
  %2433 = tail call i64 @llvm.umax.i64(i64 %indvars.iv464, i64 1)
  %umax977 = tail call i64 @llvm.umin.i64(i64 %2433, i64 64)
  %2434 = tail call i64 @llvm.umax.i64(i64 %indvars.iv464, i64 1)
  %umax472 = tail call i64 @llvm.umin.i64(i64 %2434, i64 64)
  %rows_left = sub nuw i64 %row_end, %across_block374
  %2435 = tail call i64 @llvm.umin.i64(i64 %rows_left, i64 64)
  %last_row = add nsw i64 %2435, -1
  br i1 %.not380, label %across_in.exit, label %across_in.body

across_in.body:                                   ; preds = %across_block.body, %across_in.body
  %across_in354 = phi i64 [ %2455, %across_in.body ], [ 0, %across_block.body ]
  %r = and i64 %across_in354, 62
  %f = lshr i64 %across_in354, 6
  %2436 = icmp ugt i64 %rows_left, %r
  %2437 = select i1 %2436, i64 %r, i64 %last_row
  %row = add i64 %2437, %across_block374
  %row_element = mul i64 %row, %n_features
  %2438 = add i64 %row_element, %f
  %2439 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in354
  %2440 = getelementptr inbounds float, ptr %state, i64 %2438
  %2441 = load float, ptr %2440, align 4
  store float %2441, ptr %2439, align 4
  %2442 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in354
  %2443 = getelementptr inbounds float, ptr %input_0, i64 %2438
  %2444 = load float, ptr %2443, align 4
  store float %2444, ptr %2442, align 4
  %2445 = or disjoint i64 %across_in354, 1
  %r.1 = and i64 %2445, 63
  %f.1 = lshr i64 %across_in354, 6
  %2446 = icmp ugt i64 %rows_left, %r.1
  %2447 = select i1 %2446, i64 %r.1, i64 %last_row
  %row.1 = add i64 %2447, %across_block374
  %row_element.1 = mul i64 %row.1, %n_features
  %2448 = add i64 %row_element.1, %f.1
  %2449 = getelementptr inbounds nuw float, ptr %across_state, i64 %2445
  %2450 = getelementptr inbounds float, ptr %state, i64 %2448
  %2451 = load float, ptr %2450, align 4
  store float %2451, ptr %2449, align 4
  %2452 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %2445
  %2453 = getelementptr inbounds float, ptr %input_0, i64 %2448
  %2454 = load float, ptr %2453, align 4
  store float %2454, ptr %2452, align 4
  %2455 = add nuw nsw i64 %across_in354, 2
  %exitcond449.not.1 = icmp eq i64 %2455, %block_elements
  br i1 %exitcond449.not.1, label %across_in.exit, label %across_in.body, !llvm.loop !52

across_in.exit:                                   ; preds = %across_in.body, %across_block.body
  br i1 %.not381, label %step.exit, label %step.body.lr.ph

step.body.lr.ph:                                  ; preds = %across_in.exit
  %2456 = getelementptr float, ptr %status, i64 %across_block374
  %broadcast.splatinsert1221 = insertelement <8 x i64> poison, i64 %across_block374, i64 0
  %broadcast.splat1222 = shufflevector <8 x i64> %broadcast.splatinsert1221, <8 x i64> poison, <8 x i32> zeroinitializer
  %min.iters.check1039 = icmp ult i64 %indvars.iv464, 4
  %min.iters.check1042 = icmp ult i64 %indvars.iv464, 32
  %n.mod.vf1045 = and i64 %umax1037, 28
  %n.vec1046 = and i64 %umax1037, 96
  %cmp.n1063 = icmp eq i64 %umax1037, %n.vec1046
  %min.epilog.iters.check1067 = icmp eq i64 %n.mod.vf1045, 0
  %n.vec1070 = and i64 %umax1037, 124
  %cmp.n1078 = icmp eq i64 %umax1037, %n.vec1070
  %min.iters.check979 = icmp ult i64 %indvars.iv464, 4
  %min.iters.check982 = icmp ult i64 %indvars.iv464, 32
  %n.mod.vf985 = and i64 %umax977, 28
  %n.vec986 = and i64 %umax977, 96
  %cmp.n1003 = icmp eq i64 %umax977, %n.vec986
  %min.epilog.iters.check1007 = icmp eq i64 %n.mod.vf985, 0
  %n.vec1010 = and i64 %umax977, 124
  %cmp.n1018 = icmp eq i64 %umax977, %n.vec1010
  br label %step.body

step.body:                                        ; preds = %step.body.lr.ph, %noise.done68
  %wide.load1149.71684 = phi <8 x float> [ %wide.load1149.71685, %step.body.lr.ph ], [ %wide.load1149.71687, %noise.done68 ]
  %wide.load1149.61673 = phi <8 x float> [ %wide.load1149.61674, %step.body.lr.ph ], [ %wide.load1149.61676, %noise.done68 ]
  %wide.load1149.51662 = phi <8 x float> [ %wide.load1149.51663, %step.body.lr.ph ], [ %wide.load1149.51665, %noise.done68 ]
  %wide.load1149.41651 = phi <8 x float> [ %wide.load1149.41652, %step.body.lr.ph ], [ %wide.load1149.41654, %noise.done68 ]
  %wide.load1149.31640 = phi <8 x float> [ %wide.load1149.31641, %step.body.lr.ph ], [ %wide.load1149.31643, %noise.done68 ]
  %wide.load1149.21629 = phi <8 x float> [ %wide.load1149.21630, %step.body.lr.ph ], [ %wide.load1149.21632, %noise.done68 ]
  %wide.load1149.11618 = phi <8 x float> [ %wide.load1149.11619, %step.body.lr.ph ], [ %wide.load1149.11621, %noise.done68 ]
  %wide.load11491607 = phi <8 x float> [ %wide.load11491608, %step.body.lr.ph ], [ %wide.load11491610, %noise.done68 ]
  %wide.load1191.71596 = phi <8 x float> [ %wide.load1191.71597, %step.body.lr.ph ], [ %wide.load1191.71599, %noise.done68 ]
  %wide.load1191.61585 = phi <8 x float> [ %wide.load1191.61586, %step.body.lr.ph ], [ %wide.load1191.61588, %noise.done68 ]
  %wide.load1191.51574 = phi <8 x float> [ %wide.load1191.51575, %step.body.lr.ph ], [ %wide.load1191.51577, %noise.done68 ]
  %wide.load1191.41563 = phi <8 x float> [ %wide.load1191.41564, %step.body.lr.ph ], [ %wide.load1191.41566, %noise.done68 ]
  %wide.load1191.31552 = phi <8 x float> [ %wide.load1191.31553, %step.body.lr.ph ], [ %wide.load1191.31555, %noise.done68 ]
  %wide.load1191.21541 = phi <8 x float> [ %wide.load1191.21542, %step.body.lr.ph ], [ %wide.load1191.21544, %noise.done68 ]
  %wide.load1191.11530 = phi <8 x float> [ %wide.load1191.11531, %step.body.lr.ph ], [ %wide.load1191.11533, %noise.done68 ]
  %wide.load11911519 = phi <8 x float> [ %wide.load11911520, %step.body.lr.ph ], [ %wide.load11911522, %noise.done68 ]
  %wide.load1190.71508 = phi <8 x float> [ %wide.load1190.71509, %step.body.lr.ph ], [ %wide.load1190.71511, %noise.done68 ]
  %wide.load1190.61497 = phi <8 x float> [ %wide.load1190.61498, %step.body.lr.ph ], [ %wide.load1190.61500, %noise.done68 ]
  %wide.load1190.51486 = phi <8 x float> [ %wide.load1190.51487, %step.body.lr.ph ], [ %wide.load1190.51489, %noise.done68 ]
  %wide.load1190.41475 = phi <8 x float> [ %wide.load1190.41476, %step.body.lr.ph ], [ %wide.load1190.41478, %noise.done68 ]
  %wide.load1190.31464 = phi <8 x float> [ %wide.load1190.31465, %step.body.lr.ph ], [ %wide.load1190.31467, %noise.done68 ]
  %wide.load1190.21453 = phi <8 x float> [ %wide.load1190.21454, %step.body.lr.ph ], [ %wide.load1190.21456, %noise.done68 ]
  %wide.load1190.11442 = phi <8 x float> [ %wide.load1190.11443, %step.body.lr.ph ], [ %wide.load1190.11445, %noise.done68 ]
  %wide.load11901431 = phi <8 x float> [ %wide.load11901432, %step.body.lr.ph ], [ %wide.load11901434, %noise.done68 ]
  %wide.load1189.71420 = phi <8 x float> [ %wide.load1189.71421, %step.body.lr.ph ], [ %wide.load1189.71423, %noise.done68 ]
  %wide.load1189.61409 = phi <8 x float> [ %wide.load1189.61410, %step.body.lr.ph ], [ %wide.load1189.61412, %noise.done68 ]
  %wide.load1189.51398 = phi <8 x float> [ %wide.load1189.51399, %step.body.lr.ph ], [ %wide.load1189.51401, %noise.done68 ]
  %wide.load1189.41387 = phi <8 x float> [ %wide.load1189.41388, %step.body.lr.ph ], [ %wide.load1189.41390, %noise.done68 ]
  %wide.load1189.31376 = phi <8 x float> [ %wide.load1189.31377, %step.body.lr.ph ], [ %wide.load1189.31379, %noise.done68 ]
  %wide.load1189.21365 = phi <8 x float> [ %wide.load1189.21366, %step.body.lr.ph ], [ %wide.load1189.21368, %noise.done68 ]
  %wide.load1189.11354 = phi <8 x float> [ %wide.load1189.11355, %step.body.lr.ph ], [ %wide.load1189.11357, %noise.done68 ]
  %2457 = phi <8 x float> [ %2430, %step.body.lr.ph ], [ %4037, %noise.done68 ]
  %step3372 = phi i64 [ 0, %step.body.lr.ph ], [ %4038, %noise.done68 ]
  %temperature1.0371 = phi float [ %temperature, %step.body.lr.ph ], [ %t_next, %noise.done68 ]
  %2458 = fmul float %two_eta, %temperature1.0371
  %2459 = fcmp ogt float %2458, 0.000000e+00
  %2460 = tail call float @llvm.sqrt.f32(float %2458)
  %2461 = select i1 %2459, float %2460, float 0.000000e+00
  %noise_scale4 = select i1 %anneal2.not, float %noise_scale, float %2461
  %key1_step = add i64 %step3372, %key1
  br i1 %cond, label %across_feature.header14.preheader, label %philox.header.preheader

philox.header.preheader:                          ; preds = %step.body
  br i1 %.not380, label %iter.check1041, label %vector.ph1212

vector.ph1212:                                    ; preds = %philox.header.preheader
  %2462 = lshr i64 %key1_step, 32
  %2463 = mul nuw i64 %2462, 3449720151
  %2464 = lshr i64 %2463, 32
  %2465 = xor i64 %key0, %2464
  %2466 = xor i64 %2465, %key1_step
  %2467 = and i64 %2466, 4294967295
  %2468 = mul nuw i64 %2467, 3528531795
  %2469 = lshr i64 %2468, 32
  %2470 = xor i64 %2469, %2220
  %broadcast.splatinsert1215 = insertelement <8 x i64> poison, i64 %2463, i64 0
  %broadcast.splat1216 = shufflevector <8 x i64> %broadcast.splatinsert1215, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1217 = insertelement <8 x i64> poison, i64 %2468, i64 0
  %broadcast.splat1218 = shufflevector <8 x i64> %broadcast.splatinsert1217, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1219 = insertelement <8 x i64> poison, i64 %2470, i64 0
  %broadcast.splat1220 = shufflevector <8 x i64> %broadcast.splatinsert1219, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op1746 = xor <8 x i64> %broadcast.splat1228, %broadcast.splat1216
  %invariant.op1747 = xor <8 x i64> %broadcast.splat1228, %broadcast.splat1216
  %invariant.op1749 = xor <8 x i64> %broadcast.splat1228, %broadcast.splat1216
  %invariant.op1751 = xor <8 x i64> %broadcast.splat1228, %broadcast.splat1216
  %invariant.op1753 = xor <8 x i64> %broadcast.splat1232, %broadcast.splat1218
  %invariant.op1755 = xor <8 x i64> %broadcast.splat1232, %broadcast.splat1218
  %invariant.op1757 = xor <8 x i64> %broadcast.splat1232, %broadcast.splat1218
  %invariant.op1759 = xor <8 x i64> %broadcast.splat1232, %broadcast.splat1218
  br label %vector.body1257

vector.body1257:                                  ; preds = %vector.body1257, %vector.ph1212
  %index1258 = phi i64 [ 0, %vector.ph1212 ], [ %index.next1263, %vector.body1257 ]
  %vec.ind1259 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph1212 ], [ %vec.ind.next1264, %vector.body1257 ]
  %step.add1260 = add <8 x i64> %vec.ind1259, splat (i64 8)
  %step.add.21261 = add <8 x i64> %vec.ind1259, splat (i64 16)
  %step.add.31262 = add <8 x i64> %vec.ind1259, splat (i64 24)
  %2471 = and <8 x i64> %vec.ind1259, splat (i64 63)
  %2472 = and <8 x i64> %step.add1260, splat (i64 63)
  %2473 = and <8 x i64> %step.add.21261, splat (i64 63)
  %2474 = and <8 x i64> %step.add.31262, splat (i64 63)
  %2475 = lshr <8 x i64> %vec.ind1259, splat (i64 6)
  %2476 = lshr <8 x i64> %step.add1260, splat (i64 6)
  %2477 = lshr <8 x i64> %step.add.21261, splat (i64 6)
  %2478 = lshr <8 x i64> %step.add.31262, splat (i64 6)
  %2479 = add <8 x i64> %2471, %broadcast.splat1222
  %2480 = add <8 x i64> %2472, %broadcast.splat1222
  %2481 = add <8 x i64> %2473, %broadcast.splat1222
  %2482 = add <8 x i64> %2474, %broadcast.splat1222
  %2483 = mul <8 x i64> %2479, %broadcast.splat1224
  %2484 = mul <8 x i64> %2480, %broadcast.splat1224
  %2485 = mul <8 x i64> %2481, %broadcast.splat1224
  %2486 = mul <8 x i64> %2482, %broadcast.splat1224
  %2487 = add <8 x i64> %2483, %2475
  %2488 = add <8 x i64> %2484, %2476
  %2489 = add <8 x i64> %2485, %2477
  %2490 = add <8 x i64> %2486, %2478
  %2491 = and <8 x i64> %2487, splat (i64 4294967295)
  %2492 = and <8 x i64> %2488, splat (i64 4294967295)
  %2493 = and <8 x i64> %2489, splat (i64 4294967295)
  %2494 = and <8 x i64> %2490, splat (i64 4294967295)
  %2495 = mul nuw <8 x i64> %2491, splat (i64 3528531795)
  %2496 = mul nuw <8 x i64> %2492, splat (i64 3528531795)
  %2497 = mul nuw <8 x i64> %2493, splat (i64 3528531795)
  %2498 = mul nuw <8 x i64> %2494, splat (i64 3528531795)
  %2499 = xor <8 x i64> %2487, %broadcast.splat1226
  %2500 = xor <8 x i64> %2488, %broadcast.splat1226
  %2501 = xor <8 x i64> %2489, %broadcast.splat1226
  %2502 = xor <8 x i64> %2490, %broadcast.splat1226
  %2503 = xor <8 x i64> %2499, %2495
  %2504 = xor <8 x i64> %2500, %2496
  %2505 = xor <8 x i64> %2501, %2497
  %2506 = xor <8 x i64> %2502, %2498
  %2507 = lshr <8 x i64> %2503, splat (i64 32)
  %2508 = lshr <8 x i64> %2504, splat (i64 32)
  %2509 = lshr <8 x i64> %2505, splat (i64 32)
  %2510 = lshr <8 x i64> %2506, splat (i64 32)
  %2511 = mul nuw <8 x i64> %2507, splat (i64 3449720151)
  %2512 = mul nuw <8 x i64> %2508, splat (i64 3449720151)
  %2513 = mul nuw <8 x i64> %2509, splat (i64 3449720151)
  %2514 = mul nuw <8 x i64> %2510, splat (i64 3449720151)
  %2515 = lshr <8 x i64> %2511, splat (i64 32)
  %2516 = lshr <8 x i64> %2512, splat (i64 32)
  %2517 = lshr <8 x i64> %2513, splat (i64 32)
  %2518 = lshr <8 x i64> %2514, splat (i64 32)
  %.reass = xor <8 x i64> %2515, %invariant.op1746
  %.reass1748 = xor <8 x i64> %2516, %invariant.op1747
  %.reass1750 = xor <8 x i64> %2517, %invariant.op1749
  %.reass1752 = xor <8 x i64> %2518, %invariant.op1751
  %2519 = xor <8 x i64> %broadcast.splat1220, %2495
  %2520 = xor <8 x i64> %broadcast.splat1220, %2496
  %2521 = xor <8 x i64> %broadcast.splat1220, %2497
  %2522 = xor <8 x i64> %broadcast.splat1220, %2498
  %2523 = and <8 x i64> %.reass, splat (i64 4294967295)
  %2524 = and <8 x i64> %.reass1748, splat (i64 4294967295)
  %2525 = and <8 x i64> %.reass1750, splat (i64 4294967295)
  %2526 = and <8 x i64> %.reass1752, splat (i64 4294967295)
  %2527 = mul nuw <8 x i64> %2523, splat (i64 3528531795)
  %2528 = mul nuw <8 x i64> %2524, splat (i64 3528531795)
  %2529 = mul nuw <8 x i64> %2525, splat (i64 3528531795)
  %2530 = mul nuw <8 x i64> %2526, splat (i64 3528531795)
  %2531 = and <8 x i64> %2519, splat (i64 4294967295)
  %2532 = and <8 x i64> %2520, splat (i64 4294967295)
  %2533 = and <8 x i64> %2521, splat (i64 4294967295)
  %2534 = and <8 x i64> %2522, splat (i64 4294967295)
  %2535 = mul nuw <8 x i64> %2531, splat (i64 3449720151)
  %2536 = mul nuw <8 x i64> %2532, splat (i64 3449720151)
  %2537 = mul nuw <8 x i64> %2533, splat (i64 3449720151)
  %2538 = mul nuw <8 x i64> %2534, splat (i64 3449720151)
  %2539 = lshr <8 x i64> %2527, splat (i64 32)
  %2540 = lshr <8 x i64> %2528, splat (i64 32)
  %2541 = lshr <8 x i64> %2529, splat (i64 32)
  %2542 = lshr <8 x i64> %2530, splat (i64 32)
  %2543 = lshr <8 x i64> %2535, splat (i64 32)
  %2544 = lshr <8 x i64> %2536, splat (i64 32)
  %2545 = lshr <8 x i64> %2537, splat (i64 32)
  %2546 = lshr <8 x i64> %2538, splat (i64 32)
  %2547 = xor <8 x i64> %2543, %broadcast.splat1230
  %2548 = xor <8 x i64> %2544, %broadcast.splat1230
  %2549 = xor <8 x i64> %2545, %broadcast.splat1230
  %2550 = xor <8 x i64> %2546, %broadcast.splat1230
  %2551 = xor <8 x i64> %2547, %2511
  %2552 = xor <8 x i64> %2548, %2512
  %2553 = xor <8 x i64> %2549, %2513
  %2554 = xor <8 x i64> %2550, %2514
  %.reass1754 = xor <8 x i64> %2539, %invariant.op1753
  %.reass1756 = xor <8 x i64> %2540, %invariant.op1755
  %.reass1758 = xor <8 x i64> %2541, %invariant.op1757
  %.reass1760 = xor <8 x i64> %2542, %invariant.op1759
  %2555 = and <8 x i64> %2551, splat (i64 4294967295)
  %2556 = and <8 x i64> %2552, splat (i64 4294967295)
  %2557 = and <8 x i64> %2553, splat (i64 4294967295)
  %2558 = and <8 x i64> %2554, splat (i64 4294967295)
  %2559 = mul nuw <8 x i64> %2555, splat (i64 3528531795)
  %2560 = mul nuw <8 x i64> %2556, splat (i64 3528531795)
  %2561 = mul nuw <8 x i64> %2557, splat (i64 3528531795)
  %2562 = mul nuw <8 x i64> %2558, splat (i64 3528531795)
  %2563 = and <8 x i64> %.reass1754, splat (i64 4294967295)
  %2564 = and <8 x i64> %.reass1756, splat (i64 4294967295)
  %2565 = and <8 x i64> %.reass1758, splat (i64 4294967295)
  %2566 = and <8 x i64> %.reass1760, splat (i64 4294967295)
  %2567 = mul nuw <8 x i64> %2563, splat (i64 3449720151)
  %2568 = mul nuw <8 x i64> %2564, splat (i64 3449720151)
  %2569 = mul nuw <8 x i64> %2565, splat (i64 3449720151)
  %2570 = mul nuw <8 x i64> %2566, splat (i64 3449720151)
  %2571 = lshr <8 x i64> %2559, splat (i64 32)
  %2572 = lshr <8 x i64> %2560, splat (i64 32)
  %2573 = lshr <8 x i64> %2561, splat (i64 32)
  %2574 = lshr <8 x i64> %2562, splat (i64 32)
  %2575 = lshr <8 x i64> %2567, splat (i64 32)
  %2576 = lshr <8 x i64> %2568, splat (i64 32)
  %2577 = lshr <8 x i64> %2569, splat (i64 32)
  %2578 = lshr <8 x i64> %2570, splat (i64 32)
  %2579 = xor <8 x i64> %broadcast.splat1234, %2575
  %2580 = xor <8 x i64> %broadcast.splat1234, %2576
  %2581 = xor <8 x i64> %broadcast.splat1234, %2577
  %2582 = xor <8 x i64> %broadcast.splat1234, %2578
  %2583 = xor <8 x i64> %2579, %2535
  %2584 = xor <8 x i64> %2580, %2536
  %2585 = xor <8 x i64> %2581, %2537
  %2586 = xor <8 x i64> %2582, %2538
  %2587 = xor <8 x i64> %2571, %broadcast.splat1236
  %2588 = xor <8 x i64> %2572, %broadcast.splat1236
  %2589 = xor <8 x i64> %2573, %broadcast.splat1236
  %2590 = xor <8 x i64> %2574, %broadcast.splat1236
  %2591 = xor <8 x i64> %2587, %2527
  %2592 = xor <8 x i64> %2588, %2528
  %2593 = xor <8 x i64> %2589, %2529
  %2594 = xor <8 x i64> %2590, %2530
  %2595 = and <8 x i64> %2583, splat (i64 4294967295)
  %2596 = and <8 x i64> %2584, splat (i64 4294967295)
  %2597 = and <8 x i64> %2585, splat (i64 4294967295)
  %2598 = and <8 x i64> %2586, splat (i64 4294967295)
  %2599 = mul nuw <8 x i64> %2595, splat (i64 3528531795)
  %2600 = mul nuw <8 x i64> %2596, splat (i64 3528531795)
  %2601 = mul nuw <8 x i64> %2597, splat (i64 3528531795)
  %2602 = mul nuw <8 x i64> %2598, splat (i64 3528531795)
  %2603 = and <8 x i64> %2591, splat (i64 4294967295)
  %2604 = and <8 x i64> %2592, splat (i64 4294967295)
  %2605 = and <8 x i64> %2593, splat (i64 4294967295)
  %2606 = and <8 x i64> %2594, splat (i64 4294967295)
  %2607 = mul nuw <8 x i64> %2603, splat (i64 3449720151)
  %2608 = mul nuw <8 x i64> %2604, splat (i64 3449720151)
  %2609 = mul nuw <8 x i64> %2605, splat (i64 3449720151)
  %2610 = mul nuw <8 x i64> %2606, splat (i64 3449720151)
  %2611 = lshr <8 x i64> %2599, splat (i64 32)
  %2612 = lshr <8 x i64> %2600, splat (i64 32)
  %2613 = lshr <8 x i64> %2601, splat (i64 32)
  %2614 = lshr <8 x i64> %2602, splat (i64 32)
  %2615 = lshr <8 x i64> %2607, splat (i64 32)
  %2616 = lshr <8 x i64> %2608, splat (i64 32)
  %2617 = lshr <8 x i64> %2609, splat (i64 32)
  %2618 = lshr <8 x i64> %2610, splat (i64 32)
  %2619 = xor <8 x i64> %2615, %broadcast.splat1238
  %2620 = xor <8 x i64> %2616, %broadcast.splat1238
  %2621 = xor <8 x i64> %2617, %broadcast.splat1238
  %2622 = xor <8 x i64> %2618, %broadcast.splat1238
  %2623 = xor <8 x i64> %2619, %2567
  %2624 = xor <8 x i64> %2620, %2568
  %2625 = xor <8 x i64> %2621, %2569
  %2626 = xor <8 x i64> %2622, %2570
  %2627 = xor <8 x i64> %broadcast.splat1240, %2611
  %2628 = xor <8 x i64> %broadcast.splat1240, %2612
  %2629 = xor <8 x i64> %broadcast.splat1240, %2613
  %2630 = xor <8 x i64> %broadcast.splat1240, %2614
  %2631 = xor <8 x i64> %2627, %2559
  %2632 = xor <8 x i64> %2628, %2560
  %2633 = xor <8 x i64> %2629, %2561
  %2634 = xor <8 x i64> %2630, %2562
  %2635 = and <8 x i64> %2623, splat (i64 4294967295)
  %2636 = and <8 x i64> %2624, splat (i64 4294967295)
  %2637 = and <8 x i64> %2625, splat (i64 4294967295)
  %2638 = and <8 x i64> %2626, splat (i64 4294967295)
  %2639 = mul nuw <8 x i64> %2635, splat (i64 3528531795)
  %2640 = mul nuw <8 x i64> %2636, splat (i64 3528531795)
  %2641 = mul nuw <8 x i64> %2637, splat (i64 3528531795)
  %2642 = mul nuw <8 x i64> %2638, splat (i64 3528531795)
  %2643 = and <8 x i64> %2631, splat (i64 4294967295)
  %2644 = and <8 x i64> %2632, splat (i64 4294967295)
  %2645 = and <8 x i64> %2633, splat (i64 4294967295)
  %2646 = and <8 x i64> %2634, splat (i64 4294967295)
  %2647 = mul nuw <8 x i64> %2643, splat (i64 3449720151)
  %2648 = mul nuw <8 x i64> %2644, splat (i64 3449720151)
  %2649 = mul nuw <8 x i64> %2645, splat (i64 3449720151)
  %2650 = mul nuw <8 x i64> %2646, splat (i64 3449720151)
  %2651 = lshr <8 x i64> %2639, splat (i64 32)
  %2652 = lshr <8 x i64> %2640, splat (i64 32)
  %2653 = lshr <8 x i64> %2641, splat (i64 32)
  %2654 = lshr <8 x i64> %2642, splat (i64 32)
  %2655 = lshr <8 x i64> %2647, splat (i64 32)
  %2656 = lshr <8 x i64> %2648, splat (i64 32)
  %2657 = lshr <8 x i64> %2649, splat (i64 32)
  %2658 = lshr <8 x i64> %2650, splat (i64 32)
  %2659 = xor <8 x i64> %broadcast.splat1242, %2655
  %2660 = xor <8 x i64> %broadcast.splat1242, %2656
  %2661 = xor <8 x i64> %broadcast.splat1242, %2657
  %2662 = xor <8 x i64> %broadcast.splat1242, %2658
  %2663 = xor <8 x i64> %2659, %2607
  %2664 = xor <8 x i64> %2660, %2608
  %2665 = xor <8 x i64> %2661, %2609
  %2666 = xor <8 x i64> %2662, %2610
  %2667 = xor <8 x i64> %2651, %broadcast.splat1244
  %2668 = xor <8 x i64> %2652, %broadcast.splat1244
  %2669 = xor <8 x i64> %2653, %broadcast.splat1244
  %2670 = xor <8 x i64> %2654, %broadcast.splat1244
  %2671 = xor <8 x i64> %2667, %2599
  %2672 = xor <8 x i64> %2668, %2600
  %2673 = xor <8 x i64> %2669, %2601
  %2674 = xor <8 x i64> %2670, %2602
  %2675 = and <8 x i64> %2663, splat (i64 4294967295)
  %2676 = and <8 x i64> %2664, splat (i64 4294967295)
  %2677 = and <8 x i64> %2665, splat (i64 4294967295)
  %2678 = and <8 x i64> %2666, splat (i64 4294967295)
  %2679 = mul nuw <8 x i64> %2675, splat (i64 3528531795)
  %2680 = mul nuw <8 x i64> %2676, splat (i64 3528531795)
  %2681 = mul nuw <8 x i64> %2677, splat (i64 3528531795)
  %2682 = mul nuw <8 x i64> %2678, splat (i64 3528531795)
  %2683 = and <8 x i64> %2671, splat (i64 4294967295)
  %2684 = and <8 x i64> %2672, splat (i64 4294967295)
  %2685 = and <8 x i64> %2673, splat (i64 4294967295)
  %2686 = and <8 x i64> %2674, splat (i64 4294967295)
  %2687 = mul nuw <8 x i64> %2683, splat (i64 3449720151)
  %2688 = mul nuw <8 x i64> %2684, splat (i64 3449720151)
  %2689 = mul nuw <8 x i64> %2685, splat (i64 3449720151)
  %2690 = mul nuw <8 x i64> %2686, splat (i64 3449720151)
  %2691 = lshr <8 x i64> %2679, splat (i64 32)
  %2692 = lshr <8 x i64> %2680, splat (i64 32)
  %2693 = lshr <8 x i64> %2681, splat (i64 32)
  %2694 = lshr <8 x i64> %2682, splat (i64 32)
  %2695 = lshr <8 x i64> %2687, splat (i64 32)
  %2696 = lshr <8 x i64> %2688, splat (i64 32)
  %2697 = lshr <8 x i64> %2689, splat (i64 32)
  %2698 = lshr <8 x i64> %2690, splat (i64 32)
  %2699 = xor <8 x i64> %2695, %broadcast.splat1246
  %2700 = xor <8 x i64> %2696, %broadcast.splat1246
  %2701 = xor <8 x i64> %2697, %broadcast.splat1246
  %2702 = xor <8 x i64> %2698, %broadcast.splat1246
  %2703 = xor <8 x i64> %2699, %2647
  %2704 = xor <8 x i64> %2700, %2648
  %2705 = xor <8 x i64> %2701, %2649
  %2706 = xor <8 x i64> %2702, %2650
  %2707 = xor <8 x i64> %broadcast.splat1248, %2691
  %2708 = xor <8 x i64> %broadcast.splat1248, %2692
  %2709 = xor <8 x i64> %broadcast.splat1248, %2693
  %2710 = xor <8 x i64> %broadcast.splat1248, %2694
  %2711 = xor <8 x i64> %2707, %2639
  %2712 = xor <8 x i64> %2708, %2640
  %2713 = xor <8 x i64> %2709, %2641
  %2714 = xor <8 x i64> %2710, %2642
  %2715 = and <8 x i64> %2703, splat (i64 4294967295)
  %2716 = and <8 x i64> %2704, splat (i64 4294967295)
  %2717 = and <8 x i64> %2705, splat (i64 4294967295)
  %2718 = and <8 x i64> %2706, splat (i64 4294967295)
  %2719 = mul nuw <8 x i64> %2715, splat (i64 3528531795)
  %2720 = mul nuw <8 x i64> %2716, splat (i64 3528531795)
  %2721 = mul nuw <8 x i64> %2717, splat (i64 3528531795)
  %2722 = mul nuw <8 x i64> %2718, splat (i64 3528531795)
  %2723 = and <8 x i64> %2711, splat (i64 4294967295)
  %2724 = and <8 x i64> %2712, splat (i64 4294967295)
  %2725 = and <8 x i64> %2713, splat (i64 4294967295)
  %2726 = and <8 x i64> %2714, splat (i64 4294967295)
  %2727 = mul nuw <8 x i64> %2723, splat (i64 3449720151)
  %2728 = mul nuw <8 x i64> %2724, splat (i64 3449720151)
  %2729 = mul nuw <8 x i64> %2725, splat (i64 3449720151)
  %2730 = mul nuw <8 x i64> %2726, splat (i64 3449720151)
  %2731 = lshr <8 x i64> %2719, splat (i64 32)
  %2732 = lshr <8 x i64> %2720, splat (i64 32)
  %2733 = lshr <8 x i64> %2721, splat (i64 32)
  %2734 = lshr <8 x i64> %2722, splat (i64 32)
  %2735 = lshr <8 x i64> %2727, splat (i64 32)
  %2736 = lshr <8 x i64> %2728, splat (i64 32)
  %2737 = lshr <8 x i64> %2729, splat (i64 32)
  %2738 = lshr <8 x i64> %2730, splat (i64 32)
  %2739 = xor <8 x i64> %broadcast.splat1250, %2735
  %2740 = xor <8 x i64> %broadcast.splat1250, %2736
  %2741 = xor <8 x i64> %broadcast.splat1250, %2737
  %2742 = xor <8 x i64> %broadcast.splat1250, %2738
  %2743 = xor <8 x i64> %2739, %2687
  %2744 = xor <8 x i64> %2740, %2688
  %2745 = xor <8 x i64> %2741, %2689
  %2746 = xor <8 x i64> %2742, %2690
  %2747 = xor <8 x i64> %2731, %broadcast.splat1252
  %2748 = xor <8 x i64> %2732, %broadcast.splat1252
  %2749 = xor <8 x i64> %2733, %broadcast.splat1252
  %2750 = xor <8 x i64> %2734, %broadcast.splat1252
  %2751 = xor <8 x i64> %2747, %2679
  %2752 = xor <8 x i64> %2748, %2680
  %2753 = xor <8 x i64> %2749, %2681
  %2754 = xor <8 x i64> %2750, %2682
  %2755 = and <8 x i64> %2743, splat (i64 4294967295)
  %2756 = and <8 x i64> %2744, splat (i64 4294967295)
  %2757 = and <8 x i64> %2745, splat (i64 4294967295)
  %2758 = and <8 x i64> %2746, splat (i64 4294967295)
  %2759 = mul nuw <8 x i64> %2755, splat (i64 3528531795)
  %2760 = mul nuw <8 x i64> %2756, splat (i64 3528531795)
  %2761 = mul nuw <8 x i64> %2757, splat (i64 3528531795)
  %2762 = mul nuw <8 x i64> %2758, splat (i64 3528531795)
  %2763 = lshr <8 x i64> %2759, splat (i64 32)
  %2764 = lshr <8 x i64> %2760, splat (i64 32)
  %2765 = lshr <8 x i64> %2761, splat (i64 32)
  %2766 = lshr <8 x i64> %2762, splat (i64 32)
  %2767 = trunc <8 x i64> %2751 to <8 x i32>
  %2768 = trunc <8 x i64> %2752 to <8 x i32>
  %2769 = trunc <8 x i64> %2753 to <8 x i32>
  %2770 = trunc <8 x i64> %2754 to <8 x i32>
  %2771 = mul <8 x i32> %2767, splat (i32 -845247145)
  %2772 = mul <8 x i32> %2768, splat (i32 -845247145)
  %2773 = mul <8 x i32> %2769, splat (i32 -845247145)
  %2774 = mul <8 x i32> %2770, splat (i32 -845247145)
  %2775 = xor <8 x i64> %broadcast.splat1254, %2763
  %2776 = xor <8 x i64> %broadcast.splat1254, %2764
  %2777 = xor <8 x i64> %broadcast.splat1254, %2765
  %2778 = xor <8 x i64> %broadcast.splat1254, %2766
  %2779 = xor <8 x i64> %2775, %2719
  %2780 = xor <8 x i64> %2776, %2720
  %2781 = xor <8 x i64> %2777, %2721
  %2782 = xor <8 x i64> %2778, %2722
  %2783 = and <8 x i64> %2779, splat (i64 4294967295)
  %2784 = and <8 x i64> %2780, splat (i64 4294967295)
  %2785 = and <8 x i64> %2781, splat (i64 4294967295)
  %2786 = and <8 x i64> %2782, splat (i64 4294967295)
  %2787 = mul nuw <8 x i64> %2783, splat (i64 3449720151)
  %2788 = mul nuw <8 x i64> %2784, splat (i64 3449720151)
  %2789 = mul nuw <8 x i64> %2785, splat (i64 3449720151)
  %2790 = mul nuw <8 x i64> %2786, splat (i64 3449720151)
  %2791 = lshr <8 x i64> %2787, splat (i64 32)
  %2792 = lshr <8 x i64> %2788, splat (i64 32)
  %2793 = lshr <8 x i64> %2789, splat (i64 32)
  %2794 = lshr <8 x i64> %2790, splat (i64 32)
  %2795 = trunc nuw <8 x i64> %2791 to <8 x i32>
  %2796 = trunc nuw <8 x i64> %2792 to <8 x i32>
  %2797 = trunc nuw <8 x i64> %2793 to <8 x i32>
  %2798 = trunc nuw <8 x i64> %2794 to <8 x i32>
  %2799 = trunc <8 x i64> %2787 to <8 x i32>
  %2800 = trunc <8 x i64> %2788 to <8 x i32>
  %2801 = trunc <8 x i64> %2789 to <8 x i32>
  %2802 = trunc <8 x i64> %2790 to <8 x i32>
  %2803 = xor <8 x i32> %2771, %2795
  %2804 = xor <8 x i32> %2803, %broadcast.splat1256
  %2805 = xor <8 x i32> %2772, %2796
  %2806 = xor <8 x i32> %2805, %broadcast.splat1256
  %2807 = xor <8 x i32> %2773, %2797
  %2808 = xor <8 x i32> %2807, %broadcast.splat1256
  %2809 = xor <8 x i32> %2774, %2798
  %2810 = xor <8 x i32> %2809, %broadcast.splat1256
  %2811 = getelementptr inbounds nuw float, ptr %across_noise, i64 %index1258
  %2812 = getelementptr inbounds nuw i8, ptr %2811, i64 32
  %2813 = getelementptr inbounds nuw i8, ptr %2811, i64 64
  %2814 = getelementptr inbounds nuw i8, ptr %2811, i64 96
  store <8 x i32> %2804, ptr %2811, align 4
  store <8 x i32> %2806, ptr %2812, align 4
  store <8 x i32> %2808, ptr %2813, align 4
  store <8 x i32> %2810, ptr %2814, align 4
  %2815 = getelementptr inbounds nuw float, ptr %across_staging, i64 %index1258
  %2816 = getelementptr inbounds nuw i8, ptr %2815, i64 32
  %2817 = getelementptr inbounds nuw i8, ptr %2815, i64 64
  %2818 = getelementptr inbounds nuw i8, ptr %2815, i64 96
  store <8 x i32> %2799, ptr %2815, align 4
  store <8 x i32> %2800, ptr %2816, align 4
  store <8 x i32> %2801, ptr %2817, align 4
  store <8 x i32> %2802, ptr %2818, align 4
  %index.next1263 = add nuw i64 %index1258, 32
  %vec.ind.next1264 = add <8 x i64> %vec.ind1259, splat (i64 32)
  %2819 = icmp eq i64 %index.next1263, %block_elements
  br i1 %2819, label %vector.body1198, label %vector.body1257, !llvm.loop !54

across_feature.header14.preheader:                ; preds = %step.body
  br i1 %.not380, label %iter.check981, label %across_feature.body15.preheader

across_feature.body15.preheader:                  ; preds = %across_feature.header14.preheader
  %wide.load1156 = load <8 x float>, ptr %across_state, align 4
  %wide.load1157 = load <8 x float>, ptr %2326, align 4
  %2820 = fmul <8 x float> %wide.load1156, %wide.load1156
  %2821 = fmul <8 x float> %wide.load1157, %wide.load1157
  %wide.load1158 = load <8 x float>, ptr %across_input_0, align 4
  %wide.load1159 = load <8 x float>, ptr %2327, align 4
  %2822 = fmul <8 x float> %wide.load1156, zeroinitializer
  %2823 = fmul <8 x float> %wide.load1157, zeroinitializer
  %2824 = fmul <8 x float> %wide.load1156, %wide.load1158
  %2825 = fmul <8 x float> %wide.load1157, %wide.load1159
  %2826 = fsub <8 x float> zeroinitializer, %2824
  %2827 = fsub <8 x float> zeroinitializer, %2825
  %2828 = fadd <8 x float> %2822, zeroinitializer
  %2829 = fadd <8 x float> %2823, zeroinitializer
  %wide.load1156.1 = load <8 x float>, ptr %2333, align 4
  %wide.load1157.1 = load <8 x float>, ptr %2334, align 4
  %2830 = fmul <8 x float> %wide.load1156.1, %wide.load1156.1
  %2831 = fmul <8 x float> %wide.load1157.1, %wide.load1157.1
  %wide.load1158.1 = load <8 x float>, ptr %2335, align 4
  %wide.load1159.1 = load <8 x float>, ptr %2336, align 4
  %2832 = fmul <8 x float> %wide.load1156.1, zeroinitializer
  %2833 = fmul <8 x float> %wide.load1157.1, zeroinitializer
  %2834 = fmul <8 x float> %wide.load1156.1, %wide.load1158.1
  %2835 = fmul <8 x float> %wide.load1157.1, %wide.load1159.1
  %2836 = fsub <8 x float> zeroinitializer, %2834
  %2837 = fsub <8 x float> zeroinitializer, %2835
  %2838 = fadd <8 x float> %2832, zeroinitializer
  %2839 = fadd <8 x float> %2833, zeroinitializer
  %wide.load1156.2 = load <8 x float>, ptr %2343, align 4
  %wide.load1157.2 = load <8 x float>, ptr %2344, align 4
  %2840 = fmul <8 x float> %wide.load1156.2, %wide.load1156.2
  %2841 = fmul <8 x float> %wide.load1157.2, %wide.load1157.2
  %wide.load1158.2 = load <8 x float>, ptr %2345, align 4
  %wide.load1159.2 = load <8 x float>, ptr %2346, align 4
  %2842 = fmul <8 x float> %wide.load1156.2, zeroinitializer
  %2843 = fmul <8 x float> %wide.load1157.2, zeroinitializer
  %2844 = fmul <8 x float> %wide.load1156.2, %wide.load1158.2
  %2845 = fmul <8 x float> %wide.load1157.2, %wide.load1159.2
  %2846 = fsub <8 x float> zeroinitializer, %2844
  %2847 = fsub <8 x float> zeroinitializer, %2845
  %2848 = fadd <8 x float> %2842, zeroinitializer
  %2849 = fadd <8 x float> %2843, zeroinitializer
  %wide.load1156.3 = load <8 x float>, ptr %2353, align 4
  %wide.load1157.3 = load <8 x float>, ptr %2354, align 4
  %2850 = fmul <8 x float> %wide.load1156.3, %wide.load1156.3
  %2851 = fmul <8 x float> %wide.load1157.3, %wide.load1157.3
  %wide.load1158.3 = load <8 x float>, ptr %2355, align 4
  %wide.load1159.3 = load <8 x float>, ptr %2356, align 4
  %2852 = fmul <8 x float> %wide.load1156.3, zeroinitializer
  %2853 = fmul <8 x float> %wide.load1157.3, zeroinitializer
  %2854 = fmul <8 x float> %wide.load1156.3, %wide.load1158.3
  %2855 = fmul <8 x float> %wide.load1157.3, %wide.load1159.3
  %2856 = fsub <8 x float> zeroinitializer, %2854
  %2857 = fsub <8 x float> zeroinitializer, %2855
  %2858 = fadd <8 x float> %2852, zeroinitializer
  %2859 = fadd <8 x float> %2853, zeroinitializer
  br label %across_feature.body15

step.exit:                                        ; preds = %noise.done68, %across_in.exit
  %wide.load1149.71686 = phi <8 x float> [ %wide.load1149.71685, %across_in.exit ], [ %wide.load1149.71687, %noise.done68 ]
  %wide.load1149.61675 = phi <8 x float> [ %wide.load1149.61674, %across_in.exit ], [ %wide.load1149.61676, %noise.done68 ]
  %wide.load1149.51664 = phi <8 x float> [ %wide.load1149.51663, %across_in.exit ], [ %wide.load1149.51665, %noise.done68 ]
  %wide.load1149.41653 = phi <8 x float> [ %wide.load1149.41652, %across_in.exit ], [ %wide.load1149.41654, %noise.done68 ]
  %wide.load1149.31642 = phi <8 x float> [ %wide.load1149.31641, %across_in.exit ], [ %wide.load1149.31643, %noise.done68 ]
  %wide.load1149.21631 = phi <8 x float> [ %wide.load1149.21630, %across_in.exit ], [ %wide.load1149.21632, %noise.done68 ]
  %wide.load1149.11620 = phi <8 x float> [ %wide.load1149.11619, %across_in.exit ], [ %wide.load1149.11621, %noise.done68 ]
  %wide.load11491609 = phi <8 x float> [ %wide.load11491608, %across_in.exit ], [ %wide.load11491610, %noise.done68 ]
  %wide.load1191.71598 = phi <8 x float> [ %wide.load1191.71597, %across_in.exit ], [ %wide.load1191.71599, %noise.done68 ]
  %wide.load1191.61587 = phi <8 x float> [ %wide.load1191.61586, %across_in.exit ], [ %wide.load1191.61588, %noise.done68 ]
  %wide.load1191.51576 = phi <8 x float> [ %wide.load1191.51575, %across_in.exit ], [ %wide.load1191.51577, %noise.done68 ]
  %wide.load1191.41565 = phi <8 x float> [ %wide.load1191.41564, %across_in.exit ], [ %wide.load1191.41566, %noise.done68 ]
  %wide.load1191.31554 = phi <8 x float> [ %wide.load1191.31553, %across_in.exit ], [ %wide.load1191.31555, %noise.done68 ]
  %wide.load1191.21543 = phi <8 x float> [ %wide.load1191.21542, %across_in.exit ], [ %wide.load1191.21544, %noise.done68 ]
  %wide.load1191.11532 = phi <8 x float> [ %wide.load1191.11531, %across_in.exit ], [ %wide.load1191.11533, %noise.done68 ]
  %wide.load11911521 = phi <8 x float> [ %wide.load11911520, %across_in.exit ], [ %wide.load11911522, %noise.done68 ]
  %wide.load1190.71510 = phi <8 x float> [ %wide.load1190.71509, %across_in.exit ], [ %wide.load1190.71511, %noise.done68 ]
  %wide.load1190.61499 = phi <8 x float> [ %wide.load1190.61498, %across_in.exit ], [ %wide.load1190.61500, %noise.done68 ]
  %wide.load1190.51488 = phi <8 x float> [ %wide.load1190.51487, %across_in.exit ], [ %wide.load1190.51489, %noise.done68 ]
  %wide.load1190.41477 = phi <8 x float> [ %wide.load1190.41476, %across_in.exit ], [ %wide.load1190.41478, %noise.done68 ]
  %wide.load1190.31466 = phi <8 x float> [ %wide.load1190.31465, %across_in.exit ], [ %wide.load1190.31467, %noise.done68 ]
  %wide.load1190.21455 = phi <8 x float> [ %wide.load1190.21454, %across_in.exit ], [ %wide.load1190.21456, %noise.done68 ]
  %wide.load1190.11444 = phi <8 x float> [ %wide.load1190.11443, %across_in.exit ], [ %wide.load1190.11445, %noise.done68 ]
  %wide.load11901433 = phi <8 x float> [ %wide.load11901432, %across_in.exit ], [ %wide.load11901434, %noise.done68 ]
  %wide.load1189.71422 = phi <8 x float> [ %wide.load1189.71421, %across_in.exit ], [ %wide.load1189.71423, %noise.done68 ]
  %wide.load1189.61411 = phi <8 x float> [ %wide.load1189.61410, %across_in.exit ], [ %wide.load1189.61412, %noise.done68 ]
  %wide.load1189.51400 = phi <8 x float> [ %wide.load1189.51399, %across_in.exit ], [ %wide.load1189.51401, %noise.done68 ]
  %wide.load1189.41389 = phi <8 x float> [ %wide.load1189.41388, %across_in.exit ], [ %wide.load1189.41390, %noise.done68 ]
  %wide.load1189.31378 = phi <8 x float> [ %wide.load1189.31377, %across_in.exit ], [ %wide.load1189.31379, %noise.done68 ]
  %wide.load1189.21367 = phi <8 x float> [ %wide.load1189.21366, %across_in.exit ], [ %wide.load1189.21368, %noise.done68 ]
  %wide.load1189.11356 = phi <8 x float> [ %wide.load1189.11355, %across_in.exit ], [ %wide.load1189.11357, %noise.done68 ]
  %2860 = phi <8 x float> [ %2430, %across_in.exit ], [ %4037, %noise.done68 ]
  %real_elements = mul nuw nsw i64 %2435, %n_features
  %.not392 = icmp eq i64 %real_elements, 0
  br i1 %.not392, label %across_out.exit, label %across_out.body.preheader

across_out.body.preheader:                        ; preds = %step.exit
  %xtraiter1347 = and i64 %2431, 1
  %2861 = icmp eq i64 %2431, 1
  br i1 %2861, label %across_out.body.epil.preheader, label %across_out.body.preheader.new

across_out.body.preheader.new:                    ; preds = %across_out.body.preheader
  %unroll_iter1351 = and i64 %2431, 16382
  br label %across_out.body

vector.body1198:                                  ; preds = %vector.body1257, %vector.body1198
  %index1199 = phi i64 [ %index.next1208, %vector.body1198 ], [ 0, %vector.body1257 ]
  %2862 = getelementptr inbounds nuw float, ptr %across_noise, i64 %index1199
  %2863 = getelementptr inbounds nuw i8, ptr %2862, i64 32
  %2864 = getelementptr inbounds nuw i8, ptr %2862, i64 64
  %2865 = getelementptr inbounds nuw i8, ptr %2862, i64 96
  %wide.load1200 = load <8 x i32>, ptr %2862, align 4
  %wide.load1201 = load <8 x i32>, ptr %2863, align 4
  %wide.load1202 = load <8 x i32>, ptr %2864, align 4
  %wide.load1203 = load <8 x i32>, ptr %2865, align 4
  %2866 = getelementptr inbounds nuw float, ptr %across_staging, i64 %index1199
  %2867 = getelementptr inbounds nuw i8, ptr %2866, i64 32
  %2868 = getelementptr inbounds nuw i8, ptr %2866, i64 64
  %2869 = getelementptr inbounds nuw i8, ptr %2866, i64 96
  %wide.load1204 = load <8 x i32>, ptr %2866, align 4
  %wide.load1205 = load <8 x i32>, ptr %2867, align 4
  %wide.load1206 = load <8 x i32>, ptr %2868, align 4
  %wide.load1207 = load <8 x i32>, ptr %2869, align 4
  %2870 = uitofp <8 x i32> %wide.load1200 to <8 x double>
  %2871 = uitofp <8 x i32> %wide.load1201 to <8 x double>
  %2872 = uitofp <8 x i32> %wide.load1202 to <8 x double>
  %2873 = uitofp <8 x i32> %wide.load1203 to <8 x double>
  %2874 = fadd <8 x double> %2870, splat (double 5.000000e-01)
  %2875 = fadd <8 x double> %2871, splat (double 5.000000e-01)
  %2876 = fadd <8 x double> %2872, splat (double 5.000000e-01)
  %2877 = fadd <8 x double> %2873, splat (double 5.000000e-01)
  %2878 = fmul <8 x double> %2874, splat (double 0x3DF0000000000000)
  %2879 = fmul <8 x double> %2875, splat (double 0x3DF0000000000000)
  %2880 = fmul <8 x double> %2876, splat (double 0x3DF0000000000000)
  %2881 = fmul <8 x double> %2877, splat (double 0x3DF0000000000000)
  %2882 = uitofp <8 x i32> %wide.load1204 to <8 x double>
  %2883 = uitofp <8 x i32> %wide.load1205 to <8 x double>
  %2884 = uitofp <8 x i32> %wide.load1206 to <8 x double>
  %2885 = uitofp <8 x i32> %wide.load1207 to <8 x double>
  %2886 = fadd <8 x double> %2882, splat (double 5.000000e-01)
  %2887 = fadd <8 x double> %2883, splat (double 5.000000e-01)
  %2888 = fadd <8 x double> %2884, splat (double 5.000000e-01)
  %2889 = fadd <8 x double> %2885, splat (double 5.000000e-01)
  %2890 = fmul <8 x double> %2886, splat (double 0x3DF0000000000000)
  %2891 = fmul <8 x double> %2887, splat (double 0x3DF0000000000000)
  %2892 = fmul <8 x double> %2888, splat (double 0x3DF0000000000000)
  %2893 = fmul <8 x double> %2889, splat (double 0x3DF0000000000000)
  %2894 = bitcast <8 x double> %2878 to <8 x i64>
  %2895 = bitcast <8 x double> %2879 to <8 x i64>
  %2896 = bitcast <8 x double> %2880 to <8 x i64>
  %2897 = bitcast <8 x double> %2881 to <8 x i64>
  %2898 = lshr <8 x i64> %2894, splat (i64 32)
  %2899 = lshr <8 x i64> %2895, splat (i64 32)
  %2900 = lshr <8 x i64> %2896, splat (i64 32)
  %2901 = lshr <8 x i64> %2897, splat (i64 32)
  %2902 = add nuw nsw <8 x i64> %2898, splat (i64 614242)
  %2903 = add nuw nsw <8 x i64> %2899, splat (i64 614242)
  %2904 = add nuw nsw <8 x i64> %2900, splat (i64 614242)
  %2905 = add nuw nsw <8 x i64> %2901, splat (i64 614242)
  %2906 = lshr <8 x i64> %2902, splat (i64 20)
  %2907 = lshr <8 x i64> %2903, splat (i64 20)
  %2908 = lshr <8 x i64> %2904, splat (i64 20)
  %2909 = lshr <8 x i64> %2905, splat (i64 20)
  %2910 = add nsw <8 x i64> %2906, splat (i64 -1023)
  %2911 = add nsw <8 x i64> %2907, splat (i64 -1023)
  %2912 = add nsw <8 x i64> %2908, splat (i64 -1023)
  %2913 = add nsw <8 x i64> %2909, splat (i64 -1023)
  %2914 = shl nuw <8 x i64> %2902, splat (i64 32)
  %2915 = shl nuw <8 x i64> %2903, splat (i64 32)
  %2916 = shl nuw <8 x i64> %2904, splat (i64 32)
  %2917 = shl nuw <8 x i64> %2905, splat (i64 32)
  %2918 = and <8 x i64> %2914, splat (i64 4503595332403200)
  %2919 = and <8 x i64> %2915, splat (i64 4503595332403200)
  %2920 = and <8 x i64> %2916, splat (i64 4503595332403200)
  %2921 = and <8 x i64> %2917, splat (i64 4503595332403200)
  %2922 = add nuw nsw <8 x i64> %2918, splat (i64 4604544269498187776)
  %2923 = add nuw nsw <8 x i64> %2919, splat (i64 4604544269498187776)
  %2924 = add nuw nsw <8 x i64> %2920, splat (i64 4604544269498187776)
  %2925 = add nuw nsw <8 x i64> %2921, splat (i64 4604544269498187776)
  %2926 = and <8 x i64> %2894, splat (i64 4294967295)
  %2927 = and <8 x i64> %2895, splat (i64 4294967295)
  %2928 = and <8 x i64> %2896, splat (i64 4294967295)
  %2929 = and <8 x i64> %2897, splat (i64 4294967295)
  %2930 = or disjoint <8 x i64> %2922, %2926
  %2931 = or disjoint <8 x i64> %2923, %2927
  %2932 = or disjoint <8 x i64> %2924, %2928
  %2933 = or disjoint <8 x i64> %2925, %2929
  %2934 = bitcast <8 x i64> %2930 to <8 x double>
  %2935 = bitcast <8 x i64> %2931 to <8 x double>
  %2936 = bitcast <8 x i64> %2932 to <8 x double>
  %2937 = bitcast <8 x i64> %2933 to <8 x double>
  %2938 = fadd <8 x double> %2934, splat (double -1.000000e+00)
  %2939 = fadd <8 x double> %2935, splat (double -1.000000e+00)
  %2940 = fadd <8 x double> %2936, splat (double -1.000000e+00)
  %2941 = fadd <8 x double> %2937, splat (double -1.000000e+00)
  %2942 = fmul <8 x double> %2938, splat (double 5.000000e-01)
  %2943 = fmul <8 x double> %2939, splat (double 5.000000e-01)
  %2944 = fmul <8 x double> %2940, splat (double 5.000000e-01)
  %2945 = fmul <8 x double> %2941, splat (double 5.000000e-01)
  %2946 = fmul <8 x double> %2938, %2942
  %2947 = fmul <8 x double> %2939, %2943
  %2948 = fmul <8 x double> %2940, %2944
  %2949 = fmul <8 x double> %2941, %2945
  %2950 = fadd <8 x double> %2938, splat (double 2.000000e+00)
  %2951 = fadd <8 x double> %2939, splat (double 2.000000e+00)
  %2952 = fadd <8 x double> %2940, splat (double 2.000000e+00)
  %2953 = fadd <8 x double> %2941, splat (double 2.000000e+00)
  %2954 = fdiv <8 x double> %2938, %2950
  %2955 = fdiv <8 x double> %2939, %2951
  %2956 = fdiv <8 x double> %2940, %2952
  %2957 = fdiv <8 x double> %2941, %2953
  %2958 = fmul <8 x double> %2954, %2954
  %2959 = fmul <8 x double> %2955, %2955
  %2960 = fmul <8 x double> %2956, %2956
  %2961 = fmul <8 x double> %2957, %2957
  %2962 = fmul <8 x double> %2958, %2958
  %2963 = fmul <8 x double> %2959, %2959
  %2964 = fmul <8 x double> %2960, %2960
  %2965 = fmul <8 x double> %2961, %2961
  %2966 = fmul <8 x double> %2962, splat (double 0x3FC39A09D078C69F)
  %2967 = fmul <8 x double> %2963, splat (double 0x3FC39A09D078C69F)
  %2968 = fmul <8 x double> %2964, splat (double 0x3FC39A09D078C69F)
  %2969 = fmul <8 x double> %2965, splat (double 0x3FC39A09D078C69F)
  %2970 = fadd <8 x double> %2966, splat (double 0x3FCC71C51D8E78AF)
  %2971 = fadd <8 x double> %2967, splat (double 0x3FCC71C51D8E78AF)
  %2972 = fadd <8 x double> %2968, splat (double 0x3FCC71C51D8E78AF)
  %2973 = fadd <8 x double> %2969, splat (double 0x3FCC71C51D8E78AF)
  %2974 = fmul <8 x double> %2962, %2970
  %2975 = fmul <8 x double> %2963, %2971
  %2976 = fmul <8 x double> %2964, %2972
  %2977 = fmul <8 x double> %2965, %2973
  %2978 = fadd <8 x double> %2974, splat (double 0x3FD999999997FA04)
  %2979 = fadd <8 x double> %2975, splat (double 0x3FD999999997FA04)
  %2980 = fadd <8 x double> %2976, splat (double 0x3FD999999997FA04)
  %2981 = fadd <8 x double> %2977, splat (double 0x3FD999999997FA04)
  %2982 = fmul <8 x double> %2962, %2978
  %2983 = fmul <8 x double> %2963, %2979
  %2984 = fmul <8 x double> %2964, %2980
  %2985 = fmul <8 x double> %2965, %2981
  %2986 = fmul <8 x double> %2962, splat (double 0x3FC2F112DF3E5244)
  %2987 = fmul <8 x double> %2963, splat (double 0x3FC2F112DF3E5244)
  %2988 = fmul <8 x double> %2964, splat (double 0x3FC2F112DF3E5244)
  %2989 = fmul <8 x double> %2965, splat (double 0x3FC2F112DF3E5244)
  %2990 = fadd <8 x double> %2986, splat (double 0x3FC7466496CB03DE)
  %2991 = fadd <8 x double> %2987, splat (double 0x3FC7466496CB03DE)
  %2992 = fadd <8 x double> %2988, splat (double 0x3FC7466496CB03DE)
  %2993 = fadd <8 x double> %2989, splat (double 0x3FC7466496CB03DE)
  %2994 = fmul <8 x double> %2962, %2990
  %2995 = fmul <8 x double> %2963, %2991
  %2996 = fmul <8 x double> %2964, %2992
  %2997 = fmul <8 x double> %2965, %2993
  %2998 = fadd <8 x double> %2994, splat (double 0x3FD2492494229359)
  %2999 = fadd <8 x double> %2995, splat (double 0x3FD2492494229359)
  %3000 = fadd <8 x double> %2996, splat (double 0x3FD2492494229359)
  %3001 = fadd <8 x double> %2997, splat (double 0x3FD2492494229359)
  %3002 = fmul <8 x double> %2962, %2998
  %3003 = fmul <8 x double> %2963, %2999
  %3004 = fmul <8 x double> %2964, %3000
  %3005 = fmul <8 x double> %2965, %3001
  %3006 = fadd <8 x double> %3002, splat (double 0x3FE5555555555593)
  %3007 = fadd <8 x double> %3003, splat (double 0x3FE5555555555593)
  %3008 = fadd <8 x double> %3004, splat (double 0x3FE5555555555593)
  %3009 = fadd <8 x double> %3005, splat (double 0x3FE5555555555593)
  %3010 = fmul <8 x double> %2958, %3006
  %3011 = fmul <8 x double> %2959, %3007
  %3012 = fmul <8 x double> %2960, %3008
  %3013 = fmul <8 x double> %2961, %3009
  %3014 = fadd <8 x double> %2982, %3010
  %3015 = fadd <8 x double> %2983, %3011
  %3016 = fadd <8 x double> %2984, %3012
  %3017 = fadd <8 x double> %2985, %3013
  %3018 = sitofp <8 x i64> %2910 to <8 x double>
  %3019 = sitofp <8 x i64> %2911 to <8 x double>
  %3020 = sitofp <8 x i64> %2912 to <8 x double>
  %3021 = sitofp <8 x i64> %2913 to <8 x double>
  %3022 = fadd <8 x double> %2946, %3014
  %3023 = fadd <8 x double> %2947, %3015
  %3024 = fadd <8 x double> %2948, %3016
  %3025 = fadd <8 x double> %2949, %3017
  %3026 = fmul <8 x double> %2954, %3022
  %3027 = fmul <8 x double> %2955, %3023
  %3028 = fmul <8 x double> %2956, %3024
  %3029 = fmul <8 x double> %2957, %3025
  %3030 = fmul <8 x double> %3018, splat (double 0x3DEA39EF35793C76)
  %3031 = fmul <8 x double> %3019, splat (double 0x3DEA39EF35793C76)
  %3032 = fmul <8 x double> %3020, splat (double 0x3DEA39EF35793C76)
  %3033 = fmul <8 x double> %3021, splat (double 0x3DEA39EF35793C76)
  %3034 = fadd <8 x double> %3030, %3026
  %3035 = fadd <8 x double> %3031, %3027
  %3036 = fadd <8 x double> %3032, %3028
  %3037 = fadd <8 x double> %3033, %3029
  %3038 = fsub <8 x double> %3034, %2946
  %3039 = fsub <8 x double> %3035, %2947
  %3040 = fsub <8 x double> %3036, %2948
  %3041 = fsub <8 x double> %3037, %2949
  %3042 = fadd <8 x double> %2938, %3038
  %3043 = fadd <8 x double> %2939, %3039
  %3044 = fadd <8 x double> %2940, %3040
  %3045 = fadd <8 x double> %2941, %3041
  %3046 = fmul <8 x double> %3018, splat (double 0x3FE62E42FEE00000)
  %3047 = fmul <8 x double> %3019, splat (double 0x3FE62E42FEE00000)
  %3048 = fmul <8 x double> %3020, splat (double 0x3FE62E42FEE00000)
  %3049 = fmul <8 x double> %3021, splat (double 0x3FE62E42FEE00000)
  %3050 = fadd <8 x double> %3046, %3042
  %3051 = fadd <8 x double> %3047, %3043
  %3052 = fadd <8 x double> %3048, %3044
  %3053 = fadd <8 x double> %3049, %3045
  %3054 = fmul <8 x double> %3050, splat (double -2.000000e+00)
  %3055 = fmul <8 x double> %3051, splat (double -2.000000e+00)
  %3056 = fmul <8 x double> %3052, splat (double -2.000000e+00)
  %3057 = fmul <8 x double> %3053, splat (double -2.000000e+00)
  %3058 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %3054)
  %3059 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %3055)
  %3060 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %3056)
  %3061 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %3057)
  %3062 = fmul <8 x double> %2890, splat (double 0x401921FB54442D18)
  %3063 = fmul <8 x double> %2891, splat (double 0x401921FB54442D18)
  %3064 = fmul <8 x double> %2892, splat (double 0x401921FB54442D18)
  %3065 = fmul <8 x double> %2893, splat (double 0x401921FB54442D18)
  %3066 = fmul <8 x double> %3062, splat (double 0x3FE45F306DC9C883)
  %3067 = fmul <8 x double> %3063, splat (double 0x3FE45F306DC9C883)
  %3068 = fmul <8 x double> %3064, splat (double 0x3FE45F306DC9C883)
  %3069 = fmul <8 x double> %3065, splat (double 0x3FE45F306DC9C883)
  %3070 = fadd <8 x double> %3066, splat (double 0x4338000000000000)
  %3071 = fadd <8 x double> %3067, splat (double 0x4338000000000000)
  %3072 = fadd <8 x double> %3068, splat (double 0x4338000000000000)
  %3073 = fadd <8 x double> %3069, splat (double 0x4338000000000000)
  %3074 = bitcast <8 x double> %3070 to <8 x i64>
  %3075 = bitcast <8 x double> %3071 to <8 x i64>
  %3076 = bitcast <8 x double> %3072 to <8 x i64>
  %3077 = bitcast <8 x double> %3073 to <8 x i64>
  %3078 = fadd <8 x double> %3070, splat (double 0xC338000000000000)
  %3079 = fadd <8 x double> %3071, splat (double 0xC338000000000000)
  %3080 = fadd <8 x double> %3072, splat (double 0xC338000000000000)
  %3081 = fadd <8 x double> %3073, splat (double 0xC338000000000000)
  %3082 = fmul <8 x double> %3078, splat (double 0x3FF921FB54400000)
  %3083 = fmul <8 x double> %3079, splat (double 0x3FF921FB54400000)
  %3084 = fmul <8 x double> %3080, splat (double 0x3FF921FB54400000)
  %3085 = fmul <8 x double> %3081, splat (double 0x3FF921FB54400000)
  %3086 = fsub <8 x double> %3062, %3082
  %3087 = fsub <8 x double> %3063, %3083
  %3088 = fsub <8 x double> %3064, %3084
  %3089 = fsub <8 x double> %3065, %3085
  %3090 = fmul <8 x double> %3078, splat (double 0x3DD0B4611A626331)
  %3091 = fmul <8 x double> %3079, splat (double 0x3DD0B4611A626331)
  %3092 = fmul <8 x double> %3080, splat (double 0x3DD0B4611A626331)
  %3093 = fmul <8 x double> %3081, splat (double 0x3DD0B4611A626331)
  %3094 = fmul <8 x double> %3078, splat (double 0x3DD0B4611A600000)
  %3095 = fmul <8 x double> %3079, splat (double 0x3DD0B4611A600000)
  %3096 = fmul <8 x double> %3080, splat (double 0x3DD0B4611A600000)
  %3097 = fmul <8 x double> %3081, splat (double 0x3DD0B4611A600000)
  %3098 = fsub <8 x double> %3086, %3094
  %3099 = fsub <8 x double> %3087, %3095
  %3100 = fsub <8 x double> %3088, %3096
  %3101 = fsub <8 x double> %3089, %3097
  %3102 = fmul <8 x double> %3078, splat (double 0x3BA3198A2E037073)
  %3103 = fmul <8 x double> %3079, splat (double 0x3BA3198A2E037073)
  %3104 = fmul <8 x double> %3080, splat (double 0x3BA3198A2E037073)
  %3105 = fmul <8 x double> %3081, splat (double 0x3BA3198A2E037073)
  %3106 = fsub <8 x double> %3086, %3098
  %3107 = fsub <8 x double> %3087, %3099
  %3108 = fsub <8 x double> %3088, %3100
  %3109 = fsub <8 x double> %3089, %3101
  %3110 = fsub <8 x double> %3106, %3094
  %3111 = fsub <8 x double> %3107, %3095
  %3112 = fsub <8 x double> %3108, %3096
  %3113 = fsub <8 x double> %3109, %3097
  %3114 = fsub <8 x double> %3102, %3110
  %3115 = fsub <8 x double> %3103, %3111
  %3116 = fsub <8 x double> %3104, %3112
  %3117 = fsub <8 x double> %3105, %3113
  %3118 = fsub <8 x double> %3086, %3090
  %3119 = fsub <8 x double> %3087, %3091
  %3120 = fsub <8 x double> %3088, %3092
  %3121 = fsub <8 x double> %3089, %3093
  %3122 = bitcast <8 x double> %3062 to <8 x i64>
  %3123 = bitcast <8 x double> %3063 to <8 x i64>
  %3124 = bitcast <8 x double> %3064 to <8 x i64>
  %3125 = bitcast <8 x double> %3065 to <8 x i64>
  %3126 = lshr <8 x i64> %3122, splat (i64 52)
  %3127 = lshr <8 x i64> %3123, splat (i64 52)
  %3128 = lshr <8 x i64> %3124, splat (i64 52)
  %3129 = lshr <8 x i64> %3125, splat (i64 52)
  %3130 = and <8 x i64> %3126, splat (i64 2047)
  %3131 = and <8 x i64> %3127, splat (i64 2047)
  %3132 = and <8 x i64> %3128, splat (i64 2047)
  %3133 = and <8 x i64> %3129, splat (i64 2047)
  %3134 = bitcast <8 x double> %3118 to <8 x i64>
  %3135 = bitcast <8 x double> %3119 to <8 x i64>
  %3136 = bitcast <8 x double> %3120 to <8 x i64>
  %3137 = bitcast <8 x double> %3121 to <8 x i64>
  %3138 = lshr <8 x i64> %3134, splat (i64 52)
  %3139 = lshr <8 x i64> %3135, splat (i64 52)
  %3140 = lshr <8 x i64> %3136, splat (i64 52)
  %3141 = lshr <8 x i64> %3137, splat (i64 52)
  %3142 = and <8 x i64> %3138, splat (i64 2047)
  %3143 = and <8 x i64> %3139, splat (i64 2047)
  %3144 = and <8 x i64> %3140, splat (i64 2047)
  %3145 = and <8 x i64> %3141, splat (i64 2047)
  %3146 = add nuw nsw <8 x i64> %3142, splat (i64 16)
  %3147 = add nuw nsw <8 x i64> %3143, splat (i64 16)
  %3148 = add nuw nsw <8 x i64> %3144, splat (i64 16)
  %3149 = add nuw nsw <8 x i64> %3145, splat (i64 16)
  %3150 = icmp samesign ult <8 x i64> %3146, %3130
  %3151 = icmp samesign ult <8 x i64> %3147, %3131
  %3152 = icmp samesign ult <8 x i64> %3148, %3132
  %3153 = icmp samesign ult <8 x i64> %3149, %3133
  %3154 = select <8 x i1> %3150, <8 x double> %3098, <8 x double> %3086
  %3155 = select <8 x i1> %3151, <8 x double> %3099, <8 x double> %3087
  %3156 = select <8 x i1> %3152, <8 x double> %3100, <8 x double> %3088
  %3157 = select <8 x i1> %3153, <8 x double> %3101, <8 x double> %3089
  %3158 = select <8 x i1> %3150, <8 x double> %3114, <8 x double> %3090
  %3159 = select <8 x i1> %3151, <8 x double> %3115, <8 x double> %3091
  %3160 = select <8 x i1> %3152, <8 x double> %3116, <8 x double> %3092
  %3161 = select <8 x i1> %3153, <8 x double> %3117, <8 x double> %3093
  %3162 = fsub <8 x double> %3154, %3158
  %3163 = fsub <8 x double> %3155, %3159
  %3164 = fsub <8 x double> %3156, %3160
  %3165 = fsub <8 x double> %3157, %3161
  %3166 = fsub <8 x double> %3154, %3162
  %3167 = fsub <8 x double> %3155, %3163
  %3168 = fsub <8 x double> %3156, %3164
  %3169 = fsub <8 x double> %3157, %3165
  %3170 = fsub <8 x double> %3166, %3158
  %3171 = fsub <8 x double> %3167, %3159
  %3172 = fsub <8 x double> %3168, %3160
  %3173 = fsub <8 x double> %3169, %3161
  %3174 = fmul <8 x double> %3162, %3162
  %3175 = fmul <8 x double> %3163, %3163
  %3176 = fmul <8 x double> %3164, %3164
  %3177 = fmul <8 x double> %3165, %3165
  %3178 = fmul <8 x double> %3174, %3174
  %3179 = fmul <8 x double> %3175, %3175
  %3180 = fmul <8 x double> %3176, %3176
  %3181 = fmul <8 x double> %3177, %3177
  %3182 = fmul <8 x double> %3174, splat (double 0x3EFA01A019CB1590)
  %3183 = fmul <8 x double> %3175, splat (double 0x3EFA01A019CB1590)
  %3184 = fmul <8 x double> %3176, splat (double 0x3EFA01A019CB1590)
  %3185 = fmul <8 x double> %3177, splat (double 0x3EFA01A019CB1590)
  %3186 = fadd <8 x double> %3182, splat (double 0xBF56C16C16C15177)
  %3187 = fadd <8 x double> %3183, splat (double 0xBF56C16C16C15177)
  %3188 = fadd <8 x double> %3184, splat (double 0xBF56C16C16C15177)
  %3189 = fadd <8 x double> %3185, splat (double 0xBF56C16C16C15177)
  %3190 = fmul <8 x double> %3174, %3186
  %3191 = fmul <8 x double> %3175, %3187
  %3192 = fmul <8 x double> %3176, %3188
  %3193 = fmul <8 x double> %3177, %3189
  %3194 = fadd <8 x double> %3190, splat (double 0x3FA555555555554C)
  %3195 = fadd <8 x double> %3191, splat (double 0x3FA555555555554C)
  %3196 = fadd <8 x double> %3192, splat (double 0x3FA555555555554C)
  %3197 = fadd <8 x double> %3193, splat (double 0x3FA555555555554C)
  %3198 = fmul <8 x double> %3174, %3194
  %3199 = fmul <8 x double> %3175, %3195
  %3200 = fmul <8 x double> %3176, %3196
  %3201 = fmul <8 x double> %3177, %3197
  %3202 = fmul <8 x double> %3174, splat (double 0x3DA8FAE9BE8838D4)
  %3203 = fmul <8 x double> %3175, splat (double 0x3DA8FAE9BE8838D4)
  %3204 = fmul <8 x double> %3176, splat (double 0x3DA8FAE9BE8838D4)
  %3205 = fmul <8 x double> %3177, splat (double 0x3DA8FAE9BE8838D4)
  %3206 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %3202
  %3207 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %3203
  %3208 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %3204
  %3209 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %3205
  %3210 = fmul <8 x double> %3174, %3206
  %3211 = fmul <8 x double> %3175, %3207
  %3212 = fmul <8 x double> %3176, %3208
  %3213 = fmul <8 x double> %3177, %3209
  %3214 = fadd <8 x double> %3210, splat (double 0xBE927E4F809C52AD)
  %3215 = fadd <8 x double> %3211, splat (double 0xBE927E4F809C52AD)
  %3216 = fadd <8 x double> %3212, splat (double 0xBE927E4F809C52AD)
  %3217 = fadd <8 x double> %3213, splat (double 0xBE927E4F809C52AD)
  %3218 = fmul <8 x double> %3178, %3178
  %3219 = fmul <8 x double> %3179, %3179
  %3220 = fmul <8 x double> %3180, %3180
  %3221 = fmul <8 x double> %3181, %3181
  %3222 = fmul <8 x double> %3218, %3214
  %3223 = fmul <8 x double> %3219, %3215
  %3224 = fmul <8 x double> %3220, %3216
  %3225 = fmul <8 x double> %3221, %3217
  %3226 = fadd <8 x double> %3198, %3222
  %3227 = fadd <8 x double> %3199, %3223
  %3228 = fadd <8 x double> %3200, %3224
  %3229 = fadd <8 x double> %3201, %3225
  %3230 = fmul <8 x double> %3174, splat (double 5.000000e-01)
  %3231 = fmul <8 x double> %3175, splat (double 5.000000e-01)
  %3232 = fmul <8 x double> %3176, splat (double 5.000000e-01)
  %3233 = fmul <8 x double> %3177, splat (double 5.000000e-01)
  %3234 = fsub <8 x double> splat (double 1.000000e+00), %3230
  %3235 = fsub <8 x double> splat (double 1.000000e+00), %3231
  %3236 = fsub <8 x double> splat (double 1.000000e+00), %3232
  %3237 = fsub <8 x double> splat (double 1.000000e+00), %3233
  %3238 = fsub <8 x double> splat (double 1.000000e+00), %3234
  %3239 = fsub <8 x double> splat (double 1.000000e+00), %3235
  %3240 = fsub <8 x double> splat (double 1.000000e+00), %3236
  %3241 = fsub <8 x double> splat (double 1.000000e+00), %3237
  %3242 = fsub <8 x double> %3238, %3230
  %3243 = fsub <8 x double> %3239, %3231
  %3244 = fsub <8 x double> %3240, %3232
  %3245 = fsub <8 x double> %3241, %3233
  %3246 = fmul <8 x double> %3174, %3226
  %3247 = fmul <8 x double> %3175, %3227
  %3248 = fmul <8 x double> %3176, %3228
  %3249 = fmul <8 x double> %3177, %3229
  %3250 = fmul <8 x double> %3162, %3170
  %3251 = fmul <8 x double> %3163, %3171
  %3252 = fmul <8 x double> %3164, %3172
  %3253 = fmul <8 x double> %3165, %3173
  %3254 = fsub <8 x double> %3246, %3250
  %3255 = fsub <8 x double> %3247, %3251
  %3256 = fsub <8 x double> %3248, %3252
  %3257 = fsub <8 x double> %3249, %3253
  %3258 = fadd <8 x double> %3242, %3254
  %3259 = fadd <8 x double> %3243, %3255
  %3260 = fadd <8 x double> %3244, %3256
  %3261 = fadd <8 x double> %3245, %3257
  %3262 = fadd <8 x double> %3234, %3258
  %3263 = fadd <8 x double> %3235, %3259
  %3264 = fadd <8 x double> %3236, %3260
  %3265 = fadd <8 x double> %3237, %3261
  %3266 = fmul <8 x double> %3174, splat (double 0x3EC71DE357B1FE7D)
  %3267 = fmul <8 x double> %3175, splat (double 0x3EC71DE357B1FE7D)
  %3268 = fmul <8 x double> %3176, splat (double 0x3EC71DE357B1FE7D)
  %3269 = fmul <8 x double> %3177, splat (double 0x3EC71DE357B1FE7D)
  %3270 = fadd <8 x double> %3266, splat (double 0xBF2A01A019C161D5)
  %3271 = fadd <8 x double> %3267, splat (double 0xBF2A01A019C161D5)
  %3272 = fadd <8 x double> %3268, splat (double 0xBF2A01A019C161D5)
  %3273 = fadd <8 x double> %3269, splat (double 0xBF2A01A019C161D5)
  %3274 = fmul <8 x double> %3174, %3270
  %3275 = fmul <8 x double> %3175, %3271
  %3276 = fmul <8 x double> %3176, %3272
  %3277 = fmul <8 x double> %3177, %3273
  %3278 = fadd <8 x double> %3274, splat (double 0x3F8111111110F8A6)
  %3279 = fadd <8 x double> %3275, splat (double 0x3F8111111110F8A6)
  %3280 = fadd <8 x double> %3276, splat (double 0x3F8111111110F8A6)
  %3281 = fadd <8 x double> %3277, splat (double 0x3F8111111110F8A6)
  %3282 = fmul <8 x double> %3174, splat (double 0x3DE5D93A5ACFD57C)
  %3283 = fmul <8 x double> %3175, splat (double 0x3DE5D93A5ACFD57C)
  %3284 = fmul <8 x double> %3176, splat (double 0x3DE5D93A5ACFD57C)
  %3285 = fmul <8 x double> %3177, splat (double 0x3DE5D93A5ACFD57C)
  %3286 = fadd <8 x double> %3282, splat (double 0xBE5AE5E68A2B9CEB)
  %3287 = fadd <8 x double> %3283, splat (double 0xBE5AE5E68A2B9CEB)
  %3288 = fadd <8 x double> %3284, splat (double 0xBE5AE5E68A2B9CEB)
  %3289 = fadd <8 x double> %3285, splat (double 0xBE5AE5E68A2B9CEB)
  %3290 = fmul <8 x double> %3174, %3178
  %3291 = fmul <8 x double> %3175, %3179
  %3292 = fmul <8 x double> %3176, %3180
  %3293 = fmul <8 x double> %3177, %3181
  %3294 = fmul <8 x double> %3290, %3286
  %3295 = fmul <8 x double> %3291, %3287
  %3296 = fmul <8 x double> %3292, %3288
  %3297 = fmul <8 x double> %3293, %3289
  %3298 = fadd <8 x double> %3294, %3278
  %3299 = fadd <8 x double> %3295, %3279
  %3300 = fadd <8 x double> %3296, %3280
  %3301 = fadd <8 x double> %3297, %3281
  %3302 = fmul <8 x double> %3162, %3174
  %3303 = fmul <8 x double> %3163, %3175
  %3304 = fmul <8 x double> %3164, %3176
  %3305 = fmul <8 x double> %3165, %3177
  %3306 = fmul <8 x double> %3170, splat (double 5.000000e-01)
  %3307 = fmul <8 x double> %3171, splat (double 5.000000e-01)
  %3308 = fmul <8 x double> %3172, splat (double 5.000000e-01)
  %3309 = fmul <8 x double> %3173, splat (double 5.000000e-01)
  %3310 = fmul <8 x double> %3302, %3298
  %3311 = fmul <8 x double> %3303, %3299
  %3312 = fmul <8 x double> %3304, %3300
  %3313 = fmul <8 x double> %3305, %3301
  %3314 = fsub <8 x double> %3306, %3310
  %3315 = fsub <8 x double> %3307, %3311
  %3316 = fsub <8 x double> %3308, %3312
  %3317 = fsub <8 x double> %3309, %3313
  %3318 = fmul <8 x double> %3174, %3314
  %3319 = fmul <8 x double> %3175, %3315
  %3320 = fmul <8 x double> %3176, %3316
  %3321 = fmul <8 x double> %3177, %3317
  %3322 = fsub <8 x double> %3318, %3170
  %3323 = fsub <8 x double> %3319, %3171
  %3324 = fsub <8 x double> %3320, %3172
  %3325 = fsub <8 x double> %3321, %3173
  %3326 = fmul <8 x double> %3302, splat (double 0x3FC5555555555549)
  %3327 = fmul <8 x double> %3303, splat (double 0x3FC5555555555549)
  %3328 = fmul <8 x double> %3304, splat (double 0x3FC5555555555549)
  %3329 = fmul <8 x double> %3305, splat (double 0x3FC5555555555549)
  %3330 = fadd <8 x double> %3322, %3326
  %3331 = fadd <8 x double> %3323, %3327
  %3332 = fadd <8 x double> %3324, %3328
  %3333 = fadd <8 x double> %3325, %3329
  %3334 = fsub <8 x double> %3162, %3330
  %3335 = fsub <8 x double> %3163, %3331
  %3336 = fsub <8 x double> %3164, %3332
  %3337 = fsub <8 x double> %3165, %3333
  %3338 = fneg <8 x double> %3262
  %3339 = fneg <8 x double> %3263
  %3340 = fneg <8 x double> %3264
  %3341 = fneg <8 x double> %3265
  %3342 = fneg <8 x double> %3334
  %3343 = fneg <8 x double> %3335
  %3344 = fneg <8 x double> %3336
  %3345 = fneg <8 x double> %3337
  %3346 = and <8 x i64> %3074, splat (i64 1)
  %3347 = and <8 x i64> %3075, splat (i64 1)
  %3348 = and <8 x i64> %3076, splat (i64 1)
  %3349 = and <8 x i64> %3077, splat (i64 1)
  %3350 = and <8 x i64> %3074, splat (i64 2)
  %3351 = and <8 x i64> %3075, splat (i64 2)
  %3352 = and <8 x i64> %3076, splat (i64 2)
  %3353 = and <8 x i64> %3077, splat (i64 2)
  %3354 = icmp eq <8 x i64> %3346, zeroinitializer
  %3355 = icmp eq <8 x i64> %3347, zeroinitializer
  %3356 = icmp eq <8 x i64> %3348, zeroinitializer
  %3357 = icmp eq <8 x i64> %3349, zeroinitializer
  %3358 = icmp eq <8 x i64> %3350, zeroinitializer
  %3359 = icmp eq <8 x i64> %3351, zeroinitializer
  %3360 = icmp eq <8 x i64> %3352, zeroinitializer
  %3361 = icmp eq <8 x i64> %3353, zeroinitializer
  %3362 = select <8 x i1> %3358, <8 x double> %3262, <8 x double> %3338
  %3363 = select <8 x i1> %3359, <8 x double> %3263, <8 x double> %3339
  %3364 = select <8 x i1> %3360, <8 x double> %3264, <8 x double> %3340
  %3365 = select <8 x i1> %3361, <8 x double> %3265, <8 x double> %3341
  %3366 = select <8 x i1> %3358, <8 x double> %3342, <8 x double> %3334
  %3367 = select <8 x i1> %3359, <8 x double> %3343, <8 x double> %3335
  %3368 = select <8 x i1> %3360, <8 x double> %3344, <8 x double> %3336
  %3369 = select <8 x i1> %3361, <8 x double> %3345, <8 x double> %3337
  %3370 = select <8 x i1> %3354, <8 x double> %3362, <8 x double> %3366
  %3371 = select <8 x i1> %3355, <8 x double> %3363, <8 x double> %3367
  %3372 = select <8 x i1> %3356, <8 x double> %3364, <8 x double> %3368
  %3373 = select <8 x i1> %3357, <8 x double> %3365, <8 x double> %3369
  %3374 = fmul <8 x double> %3058, %3370
  %3375 = fmul <8 x double> %3059, %3371
  %3376 = fmul <8 x double> %3060, %3372
  %3377 = fmul <8 x double> %3061, %3373
  %3378 = fptrunc <8 x double> %3374 to <8 x float>
  %3379 = fptrunc <8 x double> %3375 to <8 x float>
  %3380 = fptrunc <8 x double> %3376 to <8 x float>
  %3381 = fptrunc <8 x double> %3377 to <8 x float>
  %3382 = getelementptr inbounds nuw i8, ptr %2862, i64 32
  %3383 = getelementptr inbounds nuw i8, ptr %2862, i64 64
  %3384 = getelementptr inbounds nuw i8, ptr %2862, i64 96
  store <8 x float> %3378, ptr %2862, align 4
  store <8 x float> %3379, ptr %3382, align 4
  store <8 x float> %3380, ptr %3383, align 4
  store <8 x float> %3381, ptr %3384, align 4
  %index.next1208 = add nuw i64 %index1199, 32
  %3385 = icmp eq i64 %index.next1208, %block_elements
  br i1 %3385, label %across_feature.body.preheader, label %vector.body1198, !llvm.loop !55

across_feature.body.preheader:                    ; preds = %vector.body1198
  %wide.load1177 = load <8 x float>, ptr %across_state, align 4
  %3386 = fmul <8 x float> %wide.load1177, %wide.load1177
  %wide.load1178 = load <8 x float>, ptr %across_input_0, align 4
  %wide.load1179 = load <8 x float>, ptr %across_noise, align 4
  %3387 = fmul <8 x float> %wide.load1177, %wide.load1179
  %3388 = fmul <8 x float> %wide.load1177, %wide.load1178
  %3389 = fsub <8 x float> zeroinitializer, %3388
  %3390 = fadd <8 x float> %3387, zeroinitializer
  %wide.load1177.1 = load <8 x float>, ptr %2261, align 4
  %3391 = fmul <8 x float> %wide.load1177.1, %wide.load1177.1
  %wide.load1178.1 = load <8 x float>, ptr %2262, align 4
  %wide.load1179.1 = load <8 x float>, ptr %2263, align 4
  %3392 = fmul <8 x float> %wide.load1177.1, %wide.load1179.1
  %3393 = fmul <8 x float> %wide.load1177.1, %wide.load1178.1
  %3394 = fsub <8 x float> zeroinitializer, %3393
  %3395 = fadd <8 x float> %3392, zeroinitializer
  %wide.load1177.2 = load <8 x float>, ptr %2267, align 4
  %3396 = fmul <8 x float> %wide.load1177.2, %wide.load1177.2
  %wide.load1178.2 = load <8 x float>, ptr %2268, align 4
  %wide.load1179.2 = load <8 x float>, ptr %2269, align 4
  %3397 = fmul <8 x float> %wide.load1177.2, %wide.load1179.2
  %3398 = fmul <8 x float> %wide.load1177.2, %wide.load1178.2
  %3399 = fsub <8 x float> zeroinitializer, %3398
  %3400 = fadd <8 x float> %3397, zeroinitializer
  %wide.load1177.3 = load <8 x float>, ptr %2273, align 4
  %3401 = fmul <8 x float> %wide.load1177.3, %wide.load1177.3
  %wide.load1178.3 = load <8 x float>, ptr %2274, align 4
  %wide.load1179.3 = load <8 x float>, ptr %2275, align 4
  %3402 = fmul <8 x float> %wide.load1177.3, %wide.load1179.3
  %3403 = fmul <8 x float> %wide.load1177.3, %wide.load1178.3
  %3404 = fsub <8 x float> zeroinitializer, %3403
  %3405 = fadd <8 x float> %3402, zeroinitializer
  %wide.load1177.4 = load <8 x float>, ptr %2279, align 4
  %3406 = fmul <8 x float> %wide.load1177.4, %wide.load1177.4
  %wide.load1178.4 = load <8 x float>, ptr %2280, align 4
  %wide.load1179.4 = load <8 x float>, ptr %2281, align 4
  %3407 = fmul <8 x float> %wide.load1177.4, %wide.load1179.4
  %3408 = fmul <8 x float> %wide.load1177.4, %wide.load1178.4
  %3409 = fsub <8 x float> zeroinitializer, %3408
  %3410 = fadd <8 x float> %3407, zeroinitializer
  %wide.load1177.5 = load <8 x float>, ptr %2285, align 4
  %3411 = fmul <8 x float> %wide.load1177.5, %wide.load1177.5
  %wide.load1178.5 = load <8 x float>, ptr %2286, align 4
  %wide.load1179.5 = load <8 x float>, ptr %2287, align 4
  %3412 = fmul <8 x float> %wide.load1177.5, %wide.load1179.5
  %3413 = fmul <8 x float> %wide.load1177.5, %wide.load1178.5
  %3414 = fsub <8 x float> zeroinitializer, %3413
  %3415 = fadd <8 x float> %3412, zeroinitializer
  %wide.load1177.6 = load <8 x float>, ptr %2291, align 4
  %3416 = fmul <8 x float> %wide.load1177.6, %wide.load1177.6
  %wide.load1178.6 = load <8 x float>, ptr %2292, align 4
  %wide.load1179.6 = load <8 x float>, ptr %2293, align 4
  %3417 = fmul <8 x float> %wide.load1177.6, %wide.load1179.6
  %3418 = fmul <8 x float> %wide.load1177.6, %wide.load1178.6
  %3419 = fsub <8 x float> zeroinitializer, %3418
  %3420 = fadd <8 x float> %3417, zeroinitializer
  %wide.load1177.7 = load <8 x float>, ptr %2297, align 4
  %3421 = fmul <8 x float> %wide.load1177.7, %wide.load1177.7
  %wide.load1178.7 = load <8 x float>, ptr %2298, align 4
  %wide.load1179.7 = load <8 x float>, ptr %2299, align 4
  %3422 = fmul <8 x float> %wide.load1177.7, %wide.load1179.7
  %3423 = fmul <8 x float> %wide.load1177.7, %wide.load1178.7
  %3424 = fsub <8 x float> zeroinitializer, %3423
  %3425 = fadd <8 x float> %3422, zeroinitializer
  br label %across_feature.body

noise.done:                                       ; preds = %across_row.exit, %across_row.exit22
  %wide.load1191.71602 = phi <8 x float> [ %wide.load1191.71603, %across_row.exit22 ], [ %wide.load1191.71604, %across_row.exit ]
  %wide.load1191.61591 = phi <8 x float> [ %wide.load1191.61592, %across_row.exit22 ], [ %wide.load1191.61593, %across_row.exit ]
  %wide.load1191.51580 = phi <8 x float> [ %wide.load1191.51581, %across_row.exit22 ], [ %wide.load1191.51582, %across_row.exit ]
  %wide.load1191.41569 = phi <8 x float> [ %wide.load1191.41570, %across_row.exit22 ], [ %wide.load1191.41571, %across_row.exit ]
  %wide.load1191.31558 = phi <8 x float> [ %wide.load1191.31559, %across_row.exit22 ], [ %wide.load1191.31560, %across_row.exit ]
  %wide.load1191.21547 = phi <8 x float> [ %wide.load1191.21548, %across_row.exit22 ], [ %wide.load1191.21549, %across_row.exit ]
  %wide.load1191.11536 = phi <8 x float> [ %wide.load1191.11537, %across_row.exit22 ], [ %wide.load1191.11538, %across_row.exit ]
  %wide.load11911525 = phi <8 x float> [ %wide.load11911526, %across_row.exit22 ], [ %wide.load11911527, %across_row.exit ]
  %wide.load1190.71514 = phi <8 x float> [ %wide.load1190.71515, %across_row.exit22 ], [ %wide.load1190.71516, %across_row.exit ]
  %wide.load1190.61503 = phi <8 x float> [ %wide.load1190.61504, %across_row.exit22 ], [ %wide.load1190.61505, %across_row.exit ]
  %wide.load1190.51492 = phi <8 x float> [ %wide.load1190.51493, %across_row.exit22 ], [ %wide.load1190.51494, %across_row.exit ]
  %wide.load1190.41481 = phi <8 x float> [ %wide.load1190.41482, %across_row.exit22 ], [ %wide.load1190.41483, %across_row.exit ]
  %wide.load1190.31470 = phi <8 x float> [ %wide.load1190.31471, %across_row.exit22 ], [ %wide.load1190.31472, %across_row.exit ]
  %wide.load1190.21459 = phi <8 x float> [ %wide.load1190.21460, %across_row.exit22 ], [ %wide.load1190.21461, %across_row.exit ]
  %wide.load1190.11448 = phi <8 x float> [ %wide.load1190.11449, %across_row.exit22 ], [ %wide.load1190.11450, %across_row.exit ]
  %wide.load11901437 = phi <8 x float> [ %wide.load11901438, %across_row.exit22 ], [ %wide.load11901439, %across_row.exit ]
  %wide.load1189.71426 = phi <8 x float> [ %wide.load1189.71427, %across_row.exit22 ], [ %wide.load1189.71428, %across_row.exit ]
  %wide.load1189.61415 = phi <8 x float> [ %wide.load1189.61416, %across_row.exit22 ], [ %wide.load1189.61417, %across_row.exit ]
  %wide.load1189.51404 = phi <8 x float> [ %wide.load1189.51405, %across_row.exit22 ], [ %wide.load1189.51406, %across_row.exit ]
  %wide.load1189.41393 = phi <8 x float> [ %wide.load1189.41394, %across_row.exit22 ], [ %wide.load1189.41395, %across_row.exit ]
  %wide.load1189.31382 = phi <8 x float> [ %wide.load1189.31383, %across_row.exit22 ], [ %wide.load1189.31384, %across_row.exit ]
  %wide.load1189.21371 = phi <8 x float> [ %wide.load1189.21372, %across_row.exit22 ], [ %wide.load1189.21373, %across_row.exit ]
  %wide.load1189.11360 = phi <8 x float> [ %wide.load1189.11361, %across_row.exit22 ], [ %wide.load1189.11362, %across_row.exit ]
  %3426 = phi <8 x float> [ %3711, %across_row.exit22 ], [ %3636, %across_row.exit ]
  br i1 %cond, label %across_feature.body50.preheader, label %across_feature.body35.preheader

across_feature.body35.preheader:                  ; preds = %noise.done
  %broadcast.splatinsert1120 = insertelement <8 x float> poison, float %noise_scale4, i64 0
  %broadcast.splat1121 = shufflevector <8 x float> %broadcast.splatinsert1120, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.load1124 = load <8 x float>, ptr %across_state, align 4
  %wide.load1125 = load <8 x float>, ptr %2371, align 4
  %wide.load1126 = load <8 x float>, ptr %across_input_0, align 4
  %wide.load1127 = load <8 x float>, ptr %2372, align 4
  %3427 = fneg <8 x float> %wide.load1126
  %3428 = fneg <8 x float> %wide.load1127
  %3429 = fmul <8 x float> %wide.load1124, %wide.load11901437
  %3430 = fmul <8 x float> %wide.load1125, %wide.load1190.11448
  %3431 = fsub <8 x float> %3427, %3429
  %3432 = fsub <8 x float> %3428, %3430
  %3433 = fmul <8 x float> %broadcast.splat1119, %3431
  %3434 = fmul <8 x float> %broadcast.splat1119, %3432
  %3435 = fsub <8 x float> %wide.load1124, %3433
  %3436 = fsub <8 x float> %wide.load1125, %3434
  %wide.load1130 = load <8 x float>, ptr %across_noise, align 4
  %wide.load1131 = load <8 x float>, ptr %2373, align 4
  %3437 = fmul <8 x float> %wide.load1124, %wide.load11911525
  %3438 = fmul <8 x float> %wide.load1125, %wide.load1191.11536
  %3439 = fsub <8 x float> %wide.load1130, %3437
  %3440 = fsub <8 x float> %wide.load1131, %3438
  %3441 = fmul <8 x float> %broadcast.splat1121, %3439
  %3442 = fmul <8 x float> %broadcast.splat1121, %3440
  %3443 = fadd <8 x float> %3435, %3441
  %3444 = fadd <8 x float> %3436, %3442
  %3445 = fmul <8 x float> %3443, %3443
  %3446 = fmul <8 x float> %3444, %3444
  %wide.load1124.1 = load <8 x float>, ptr %2376, align 4
  %wide.load1125.1 = load <8 x float>, ptr %2377, align 4
  %wide.load1126.1 = load <8 x float>, ptr %2378, align 4
  %wide.load1127.1 = load <8 x float>, ptr %2379, align 4
  %3447 = fneg <8 x float> %wide.load1126.1
  %3448 = fneg <8 x float> %wide.load1127.1
  %3449 = fmul <8 x float> %wide.load1124.1, %wide.load1190.21459
  %3450 = fmul <8 x float> %wide.load1125.1, %wide.load1190.31470
  %3451 = fsub <8 x float> %3447, %3449
  %3452 = fsub <8 x float> %3448, %3450
  %3453 = fmul <8 x float> %broadcast.splat1119, %3451
  %3454 = fmul <8 x float> %broadcast.splat1119, %3452
  %3455 = fsub <8 x float> %wide.load1124.1, %3453
  %3456 = fsub <8 x float> %wide.load1125.1, %3454
  %wide.load1130.1 = load <8 x float>, ptr %2380, align 4
  %wide.load1131.1 = load <8 x float>, ptr %2381, align 4
  %3457 = fmul <8 x float> %wide.load1124.1, %wide.load1191.21547
  %3458 = fmul <8 x float> %wide.load1125.1, %wide.load1191.31558
  %3459 = fsub <8 x float> %wide.load1130.1, %3457
  %3460 = fsub <8 x float> %wide.load1131.1, %3458
  %3461 = fmul <8 x float> %broadcast.splat1121, %3459
  %3462 = fmul <8 x float> %broadcast.splat1121, %3460
  %3463 = fadd <8 x float> %3455, %3461
  %3464 = fadd <8 x float> %3456, %3462
  %3465 = fmul <8 x float> %3463, %3463
  %3466 = fmul <8 x float> %3464, %3464
  %wide.load1124.2 = load <8 x float>, ptr %2384, align 4
  %wide.load1125.2 = load <8 x float>, ptr %2385, align 4
  %wide.load1126.2 = load <8 x float>, ptr %2386, align 4
  %wide.load1127.2 = load <8 x float>, ptr %2387, align 4
  %3467 = fneg <8 x float> %wide.load1126.2
  %3468 = fneg <8 x float> %wide.load1127.2
  %3469 = fmul <8 x float> %wide.load1124.2, %wide.load1190.41481
  %3470 = fmul <8 x float> %wide.load1125.2, %wide.load1190.51492
  %3471 = fsub <8 x float> %3467, %3469
  %3472 = fsub <8 x float> %3468, %3470
  %3473 = fmul <8 x float> %broadcast.splat1119, %3471
  %3474 = fmul <8 x float> %broadcast.splat1119, %3472
  %3475 = fsub <8 x float> %wide.load1124.2, %3473
  %3476 = fsub <8 x float> %wide.load1125.2, %3474
  %wide.load1130.2 = load <8 x float>, ptr %2388, align 4
  %wide.load1131.2 = load <8 x float>, ptr %2389, align 4
  %3477 = fmul <8 x float> %wide.load1124.2, %wide.load1191.41569
  %3478 = fmul <8 x float> %wide.load1125.2, %wide.load1191.51580
  %3479 = fsub <8 x float> %wide.load1130.2, %3477
  %3480 = fsub <8 x float> %wide.load1131.2, %3478
  %3481 = fmul <8 x float> %broadcast.splat1121, %3479
  %3482 = fmul <8 x float> %broadcast.splat1121, %3480
  %3483 = fadd <8 x float> %3475, %3481
  %3484 = fadd <8 x float> %3476, %3482
  %3485 = fmul <8 x float> %3483, %3483
  %3486 = fmul <8 x float> %3484, %3484
  %wide.load1124.3 = load <8 x float>, ptr %2392, align 4
  %wide.load1125.3 = load <8 x float>, ptr %2393, align 4
  %wide.load1126.3 = load <8 x float>, ptr %2394, align 4
  %wide.load1127.3 = load <8 x float>, ptr %2395, align 4
  %3487 = fneg <8 x float> %wide.load1126.3
  %3488 = fneg <8 x float> %wide.load1127.3
  %3489 = fmul <8 x float> %wide.load1124.3, %wide.load1190.61503
  %3490 = fmul <8 x float> %wide.load1125.3, %wide.load1190.71514
  %3491 = fsub <8 x float> %3487, %3489
  %3492 = fsub <8 x float> %3488, %3490
  %3493 = fmul <8 x float> %broadcast.splat1119, %3491
  %3494 = fmul <8 x float> %broadcast.splat1119, %3492
  %3495 = fsub <8 x float> %wide.load1124.3, %3493
  %3496 = fsub <8 x float> %wide.load1125.3, %3494
  %wide.load1130.3 = load <8 x float>, ptr %2396, align 4
  %wide.load1131.3 = load <8 x float>, ptr %2397, align 4
  %3497 = fmul <8 x float> %wide.load1124.3, %wide.load1191.61591
  %3498 = fmul <8 x float> %wide.load1125.3, %wide.load1191.71602
  %3499 = fsub <8 x float> %wide.load1130.3, %3497
  %3500 = fsub <8 x float> %wide.load1131.3, %3498
  %3501 = fmul <8 x float> %broadcast.splat1121, %3499
  %3502 = fmul <8 x float> %broadcast.splat1121, %3500
  %3503 = fadd <8 x float> %3495, %3501
  %3504 = fadd <8 x float> %3496, %3502
  %3505 = fmul <8 x float> %3503, %3503
  %3506 = fmul <8 x float> %3504, %3504
  br label %across_feature.body35

across_feature.body50.preheader:                  ; preds = %noise.done
  %wide.load1086 = load <8 x float>, ptr %across_state, align 4
  %wide.load1087 = load <8 x float>, ptr %2408, align 4
  %wide.load1088 = load <8 x float>, ptr %2409, align 4
  %wide.load1089 = load <8 x float>, ptr %2410, align 4
  %wide.load1090 = load <8 x float>, ptr %across_input_0, align 4
  %wide.load1091 = load <8 x float>, ptr %2411, align 4
  %wide.load1092 = load <8 x float>, ptr %2412, align 4
  %wide.load1093 = load <8 x float>, ptr %2413, align 4
  %3507 = fneg <8 x float> %wide.load1090
  %3508 = fneg <8 x float> %wide.load1091
  %3509 = fneg <8 x float> %wide.load1092
  %3510 = fneg <8 x float> %wide.load1093
  %3511 = fmul <8 x float> %wide.load1086, %wide.load11901437
  %3512 = fmul <8 x float> %wide.load1087, %wide.load1190.11448
  %3513 = fmul <8 x float> %wide.load1088, %wide.load1190.21459
  %3514 = fmul <8 x float> %wide.load1089, %wide.load1190.31470
  %3515 = fsub <8 x float> %3507, %3511
  %3516 = fsub <8 x float> %3508, %3512
  %3517 = fsub <8 x float> %3509, %3513
  %3518 = fsub <8 x float> %3510, %3514
  %3519 = fmul <8 x float> %broadcast.splat1083, %3515
  %3520 = fmul <8 x float> %broadcast.splat1083, %3516
  %3521 = fmul <8 x float> %broadcast.splat1083, %3517
  %3522 = fmul <8 x float> %broadcast.splat1083, %3518
  %3523 = fsub <8 x float> %wide.load1086, %3519
  %3524 = fsub <8 x float> %wide.load1087, %3520
  %3525 = fsub <8 x float> %wide.load1088, %3521
  %3526 = fsub <8 x float> %wide.load1089, %3522
  %3527 = fmul <8 x float> %3523, %3523
  %3528 = fmul <8 x float> %3524, %3524
  %3529 = fmul <8 x float> %3525, %3525
  %3530 = fmul <8 x float> %3526, %3526
  %wide.load1086.1 = load <8 x float>, ptr %2418, align 4
  %wide.load1087.1 = load <8 x float>, ptr %2419, align 4
  %wide.load1088.1 = load <8 x float>, ptr %2420, align 4
  %wide.load1089.1 = load <8 x float>, ptr %2421, align 4
  %wide.load1090.1 = load <8 x float>, ptr %2422, align 4
  %wide.load1091.1 = load <8 x float>, ptr %2423, align 4
  %wide.load1092.1 = load <8 x float>, ptr %2424, align 4
  %wide.load1093.1 = load <8 x float>, ptr %2425, align 4
  %3531 = fneg <8 x float> %wide.load1090.1
  %3532 = fneg <8 x float> %wide.load1091.1
  %3533 = fneg <8 x float> %wide.load1092.1
  %3534 = fneg <8 x float> %wide.load1093.1
  %3535 = fmul <8 x float> %wide.load1086.1, %wide.load1190.41481
  %3536 = fmul <8 x float> %wide.load1087.1, %wide.load1190.51492
  %3537 = fmul <8 x float> %wide.load1088.1, %wide.load1190.61503
  %3538 = fmul <8 x float> %wide.load1089.1, %wide.load1190.71514
  %3539 = fsub <8 x float> %3531, %3535
  %3540 = fsub <8 x float> %3532, %3536
  %3541 = fsub <8 x float> %3533, %3537
  %3542 = fsub <8 x float> %3534, %3538
  %3543 = fmul <8 x float> %broadcast.splat1083, %3539
  %3544 = fmul <8 x float> %broadcast.splat1083, %3540
  %3545 = fmul <8 x float> %broadcast.splat1083, %3541
  %3546 = fmul <8 x float> %broadcast.splat1083, %3542
  %3547 = fsub <8 x float> %wide.load1086.1, %3543
  %3548 = fsub <8 x float> %wide.load1087.1, %3544
  %3549 = fsub <8 x float> %wide.load1088.1, %3545
  %3550 = fsub <8 x float> %wide.load1089.1, %3546
  %3551 = fmul <8 x float> %3547, %3547
  %3552 = fmul <8 x float> %3548, %3548
  %3553 = fmul <8 x float> %3549, %3549
  %3554 = fmul <8 x float> %3550, %3550
  br label %across_feature.body50

across_feature.body:                              ; preds = %across_feature.body.preheader, %across_row.exit
  %wide.load1191.71595 = phi <8 x float> [ %wide.load1191.71604, %across_row.exit ], [ %wide.load1191.71596, %across_feature.body.preheader ]
  %wide.load1191.61584 = phi <8 x float> [ %wide.load1191.61593, %across_row.exit ], [ %wide.load1191.61585, %across_feature.body.preheader ]
  %wide.load1191.51573 = phi <8 x float> [ %wide.load1191.51582, %across_row.exit ], [ %wide.load1191.51574, %across_feature.body.preheader ]
  %wide.load1191.41562 = phi <8 x float> [ %wide.load1191.41571, %across_row.exit ], [ %wide.load1191.41563, %across_feature.body.preheader ]
  %wide.load1191.31551 = phi <8 x float> [ %wide.load1191.31560, %across_row.exit ], [ %wide.load1191.31552, %across_feature.body.preheader ]
  %wide.load1191.21540 = phi <8 x float> [ %wide.load1191.21549, %across_row.exit ], [ %wide.load1191.21541, %across_feature.body.preheader ]
  %wide.load1191.11529 = phi <8 x float> [ %wide.load1191.11538, %across_row.exit ], [ %wide.load1191.11530, %across_feature.body.preheader ]
  %wide.load11911518 = phi <8 x float> [ %wide.load11911527, %across_row.exit ], [ %wide.load11911519, %across_feature.body.preheader ]
  %wide.load1190.71507 = phi <8 x float> [ %wide.load1190.71516, %across_row.exit ], [ %wide.load1190.71508, %across_feature.body.preheader ]
  %wide.load1190.61496 = phi <8 x float> [ %wide.load1190.61505, %across_row.exit ], [ %wide.load1190.61497, %across_feature.body.preheader ]
  %wide.load1190.51485 = phi <8 x float> [ %wide.load1190.51494, %across_row.exit ], [ %wide.load1190.51486, %across_feature.body.preheader ]
  %wide.load1190.41474 = phi <8 x float> [ %wide.load1190.41483, %across_row.exit ], [ %wide.load1190.41475, %across_feature.body.preheader ]
  %wide.load1190.31463 = phi <8 x float> [ %wide.load1190.31472, %across_row.exit ], [ %wide.load1190.31464, %across_feature.body.preheader ]
  %wide.load1190.21452 = phi <8 x float> [ %wide.load1190.21461, %across_row.exit ], [ %wide.load1190.21453, %across_feature.body.preheader ]
  %wide.load1190.11441 = phi <8 x float> [ %wide.load1190.11450, %across_row.exit ], [ %wide.load1190.11442, %across_feature.body.preheader ]
  %wide.load11901430 = phi <8 x float> [ %wide.load11901439, %across_row.exit ], [ %wide.load11901431, %across_feature.body.preheader ]
  %wide.load1189.71419 = phi <8 x float> [ %wide.load1189.71428, %across_row.exit ], [ %wide.load1189.71420, %across_feature.body.preheader ]
  %wide.load1189.61408 = phi <8 x float> [ %wide.load1189.61417, %across_row.exit ], [ %wide.load1189.61409, %across_feature.body.preheader ]
  %wide.load1189.51397 = phi <8 x float> [ %wide.load1189.51406, %across_row.exit ], [ %wide.load1189.51398, %across_feature.body.preheader ]
  %wide.load1189.41386 = phi <8 x float> [ %wide.load1189.41395, %across_row.exit ], [ %wide.load1189.41387, %across_feature.body.preheader ]
  %wide.load1189.31375 = phi <8 x float> [ %wide.load1189.31384, %across_row.exit ], [ %wide.load1189.31376, %across_feature.body.preheader ]
  %wide.load1189.21364 = phi <8 x float> [ %wide.load1189.21373, %across_row.exit ], [ %wide.load1189.21365, %across_feature.body.preheader ]
  %wide.load1189.11353 = phi <8 x float> [ %wide.load1189.11362, %across_row.exit ], [ %wide.load1189.11354, %across_feature.body.preheader ]
  %3555 = phi <8 x float> [ %3636, %across_row.exit ], [ %2457, %across_feature.body.preheader ]
  %across_feature358 = phi i64 [ %3637, %across_row.exit ], [ 0, %across_feature.body.preheader ]
  %first = icmp eq i64 %across_feature358, 0
  %3556 = shl nuw nsw i64 %across_feature358, 6
  br i1 %first, label %vector.body1175, label %vector.body1184

vector.body1184:                                  ; preds = %across_feature.body
  %3557 = getelementptr inbounds nuw float, ptr %across_state, i64 %3556
  %wide.load1186 = load <8 x float>, ptr %3557, align 4
  %3558 = fmul <8 x float> %wide.load1186, %wide.load1186
  %3559 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3556
  %wide.load1187 = load <8 x float>, ptr %3559, align 4
  %3560 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3556
  %wide.load1188 = load <8 x float>, ptr %3560, align 4
  %3561 = fmul <8 x float> %wide.load1186, %wide.load1188
  %3562 = fadd <8 x float> %3558, %3555
  store <8 x float> %3562, ptr %across_uniforms, align 4
  %3563 = fmul <8 x float> %wide.load1186, %wide.load1187
  %3564 = fsub <8 x float> %wide.load11901430, %3563
  store <8 x float> %3564, ptr %2236, align 4
  %3565 = fadd <8 x float> %3561, %wide.load11911518
  store <8 x float> %3565, ptr %2237, align 4
  %3566 = or disjoint i64 %3556, 8
  %3567 = getelementptr inbounds nuw float, ptr %across_state, i64 %3566
  %wide.load1186.1 = load <8 x float>, ptr %3567, align 4
  %3568 = fmul <8 x float> %wide.load1186.1, %wide.load1186.1
  %3569 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3566
  %wide.load1187.1 = load <8 x float>, ptr %3569, align 4
  %3570 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3566
  %wide.load1188.1 = load <8 x float>, ptr %3570, align 4
  %3571 = fmul <8 x float> %wide.load1186.1, %wide.load1188.1
  %3572 = fadd <8 x float> %3568, %wide.load1189.11353
  store <8 x float> %3572, ptr %2238, align 4
  %3573 = fmul <8 x float> %wide.load1186.1, %wide.load1187.1
  %3574 = fsub <8 x float> %wide.load1190.11441, %3573
  store <8 x float> %3574, ptr %2239, align 4
  %3575 = fadd <8 x float> %3571, %wide.load1191.11529
  store <8 x float> %3575, ptr %2240, align 4
  %3576 = or disjoint i64 %3556, 16
  %3577 = getelementptr inbounds nuw float, ptr %across_state, i64 %3576
  %wide.load1186.2 = load <8 x float>, ptr %3577, align 4
  %3578 = fmul <8 x float> %wide.load1186.2, %wide.load1186.2
  %3579 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3576
  %wide.load1187.2 = load <8 x float>, ptr %3579, align 4
  %3580 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3576
  %wide.load1188.2 = load <8 x float>, ptr %3580, align 4
  %3581 = fmul <8 x float> %wide.load1186.2, %wide.load1188.2
  %3582 = fadd <8 x float> %3578, %wide.load1189.21364
  store <8 x float> %3582, ptr %2241, align 4
  %3583 = fmul <8 x float> %wide.load1186.2, %wide.load1187.2
  %3584 = fsub <8 x float> %wide.load1190.21452, %3583
  store <8 x float> %3584, ptr %2242, align 4
  %3585 = fadd <8 x float> %3581, %wide.load1191.21540
  store <8 x float> %3585, ptr %2243, align 4
  %3586 = or disjoint i64 %3556, 24
  %3587 = getelementptr inbounds nuw float, ptr %across_state, i64 %3586
  %wide.load1186.3 = load <8 x float>, ptr %3587, align 4
  %3588 = fmul <8 x float> %wide.load1186.3, %wide.load1186.3
  %3589 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3586
  %wide.load1187.3 = load <8 x float>, ptr %3589, align 4
  %3590 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3586
  %wide.load1188.3 = load <8 x float>, ptr %3590, align 4
  %3591 = fmul <8 x float> %wide.load1186.3, %wide.load1188.3
  %3592 = fadd <8 x float> %3588, %wide.load1189.31375
  store <8 x float> %3592, ptr %2244, align 4
  %3593 = fmul <8 x float> %wide.load1186.3, %wide.load1187.3
  %3594 = fsub <8 x float> %wide.load1190.31463, %3593
  store <8 x float> %3594, ptr %2245, align 4
  %3595 = fadd <8 x float> %3591, %wide.load1191.31551
  store <8 x float> %3595, ptr %2246, align 4
  %3596 = or disjoint i64 %3556, 32
  %3597 = getelementptr inbounds nuw float, ptr %across_state, i64 %3596
  %wide.load1186.4 = load <8 x float>, ptr %3597, align 4
  %3598 = fmul <8 x float> %wide.load1186.4, %wide.load1186.4
  %3599 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3596
  %wide.load1187.4 = load <8 x float>, ptr %3599, align 4
  %3600 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3596
  %wide.load1188.4 = load <8 x float>, ptr %3600, align 4
  %3601 = fmul <8 x float> %wide.load1186.4, %wide.load1188.4
  %3602 = fadd <8 x float> %3598, %wide.load1189.41386
  store <8 x float> %3602, ptr %2247, align 4
  %3603 = fmul <8 x float> %wide.load1186.4, %wide.load1187.4
  %3604 = fsub <8 x float> %wide.load1190.41474, %3603
  store <8 x float> %3604, ptr %2248, align 4
  %3605 = fadd <8 x float> %3601, %wide.load1191.41562
  store <8 x float> %3605, ptr %2249, align 4
  %3606 = or disjoint i64 %3556, 40
  %3607 = getelementptr inbounds nuw float, ptr %across_state, i64 %3606
  %wide.load1186.5 = load <8 x float>, ptr %3607, align 4
  %3608 = fmul <8 x float> %wide.load1186.5, %wide.load1186.5
  %3609 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3606
  %wide.load1187.5 = load <8 x float>, ptr %3609, align 4
  %3610 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3606
  %wide.load1188.5 = load <8 x float>, ptr %3610, align 4
  %3611 = fmul <8 x float> %wide.load1186.5, %wide.load1188.5
  %3612 = fadd <8 x float> %3608, %wide.load1189.51397
  store <8 x float> %3612, ptr %2250, align 4
  %3613 = fmul <8 x float> %wide.load1186.5, %wide.load1187.5
  %3614 = fsub <8 x float> %wide.load1190.51485, %3613
  store <8 x float> %3614, ptr %2251, align 4
  %3615 = fadd <8 x float> %3611, %wide.load1191.51573
  store <8 x float> %3615, ptr %2252, align 4
  %3616 = or disjoint i64 %3556, 48
  %3617 = getelementptr inbounds nuw float, ptr %across_state, i64 %3616
  %wide.load1186.6 = load <8 x float>, ptr %3617, align 4
  %3618 = fmul <8 x float> %wide.load1186.6, %wide.load1186.6
  %3619 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3616
  %wide.load1187.6 = load <8 x float>, ptr %3619, align 4
  %3620 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3616
  %wide.load1188.6 = load <8 x float>, ptr %3620, align 4
  %3621 = fmul <8 x float> %wide.load1186.6, %wide.load1188.6
  %3622 = fadd <8 x float> %3618, %wide.load1189.61408
  store <8 x float> %3622, ptr %2253, align 4
  %3623 = fmul <8 x float> %wide.load1186.6, %wide.load1187.6
  %3624 = fsub <8 x float> %wide.load1190.61496, %3623
  store <8 x float> %3624, ptr %2254, align 4
  %3625 = fadd <8 x float> %3621, %wide.load1191.61584
  store <8 x float> %3625, ptr %2255, align 4
  %3626 = or disjoint i64 %3556, 56
  %3627 = getelementptr inbounds nuw float, ptr %across_state, i64 %3626
  %wide.load1186.7 = load <8 x float>, ptr %3627, align 4
  %3628 = fmul <8 x float> %wide.load1186.7, %wide.load1186.7
  %3629 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3626
  %wide.load1187.7 = load <8 x float>, ptr %3629, align 4
  %3630 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3626
  %wide.load1188.7 = load <8 x float>, ptr %3630, align 4
  %3631 = fmul <8 x float> %wide.load1186.7, %wide.load1188.7
  %3632 = fadd <8 x float> %3628, %wide.load1189.71419
  store <8 x float> %3632, ptr %2256, align 4
  %3633 = fmul <8 x float> %wide.load1186.7, %wide.load1187.7
  %3634 = fsub <8 x float> %wide.load1190.71507, %3633
  store <8 x float> %3634, ptr %2257, align 4
  %3635 = fadd <8 x float> %3631, %wide.load1191.71595
  store <8 x float> %3635, ptr %2258, align 4
  br label %across_row.exit

vector.body1175:                                  ; preds = %across_feature.body
  store <8 x float> %3386, ptr %across_uniforms, align 4
  store <8 x float> %3389, ptr %2259, align 4
  store <8 x float> %3390, ptr %2260, align 4
  store <8 x float> %3391, ptr %2264, align 4
  store <8 x float> %3394, ptr %2265, align 4
  store <8 x float> %3395, ptr %2266, align 4
  store <8 x float> %3396, ptr %2270, align 4
  store <8 x float> %3399, ptr %2271, align 4
  store <8 x float> %3400, ptr %2272, align 4
  store <8 x float> %3401, ptr %2276, align 4
  store <8 x float> %3404, ptr %2277, align 4
  store <8 x float> %3405, ptr %2278, align 4
  store <8 x float> %3406, ptr %2282, align 4
  store <8 x float> %3409, ptr %2283, align 4
  store <8 x float> %3410, ptr %2284, align 4
  store <8 x float> %3411, ptr %2288, align 4
  store <8 x float> %3414, ptr %2289, align 4
  store <8 x float> %3415, ptr %2290, align 4
  store <8 x float> %3416, ptr %2294, align 4
  store <8 x float> %3419, ptr %2295, align 4
  store <8 x float> %3420, ptr %2296, align 4
  store <8 x float> %3421, ptr %2300, align 4
  store <8 x float> %3424, ptr %2301, align 4
  store <8 x float> %3425, ptr %2302, align 4
  br label %across_row.exit

across_row.exit:                                  ; preds = %vector.body1184, %vector.body1175
  %wide.load1191.71604 = phi <8 x float> [ %3635, %vector.body1184 ], [ %3425, %vector.body1175 ]
  %wide.load1191.61593 = phi <8 x float> [ %3625, %vector.body1184 ], [ %3420, %vector.body1175 ]
  %wide.load1191.51582 = phi <8 x float> [ %3615, %vector.body1184 ], [ %3415, %vector.body1175 ]
  %wide.load1191.41571 = phi <8 x float> [ %3605, %vector.body1184 ], [ %3410, %vector.body1175 ]
  %wide.load1191.31560 = phi <8 x float> [ %3595, %vector.body1184 ], [ %3405, %vector.body1175 ]
  %wide.load1191.21549 = phi <8 x float> [ %3585, %vector.body1184 ], [ %3400, %vector.body1175 ]
  %wide.load1191.11538 = phi <8 x float> [ %3575, %vector.body1184 ], [ %3395, %vector.body1175 ]
  %wide.load11911527 = phi <8 x float> [ %3565, %vector.body1184 ], [ %3390, %vector.body1175 ]
  %wide.load1190.71516 = phi <8 x float> [ %3634, %vector.body1184 ], [ %3424, %vector.body1175 ]
  %wide.load1190.61505 = phi <8 x float> [ %3624, %vector.body1184 ], [ %3419, %vector.body1175 ]
  %wide.load1190.51494 = phi <8 x float> [ %3614, %vector.body1184 ], [ %3414, %vector.body1175 ]
  %wide.load1190.41483 = phi <8 x float> [ %3604, %vector.body1184 ], [ %3409, %vector.body1175 ]
  %wide.load1190.31472 = phi <8 x float> [ %3594, %vector.body1184 ], [ %3404, %vector.body1175 ]
  %wide.load1190.21461 = phi <8 x float> [ %3584, %vector.body1184 ], [ %3399, %vector.body1175 ]
  %wide.load1190.11450 = phi <8 x float> [ %3574, %vector.body1184 ], [ %3394, %vector.body1175 ]
  %wide.load11901439 = phi <8 x float> [ %3564, %vector.body1184 ], [ %3389, %vector.body1175 ]
  %wide.load1189.71428 = phi <8 x float> [ %3632, %vector.body1184 ], [ %3421, %vector.body1175 ]
  %wide.load1189.61417 = phi <8 x float> [ %3622, %vector.body1184 ], [ %3416, %vector.body1175 ]
  %wide.load1189.51406 = phi <8 x float> [ %3612, %vector.body1184 ], [ %3411, %vector.body1175 ]
  %wide.load1189.41395 = phi <8 x float> [ %3602, %vector.body1184 ], [ %3406, %vector.body1175 ]
  %wide.load1189.31384 = phi <8 x float> [ %3592, %vector.body1184 ], [ %3401, %vector.body1175 ]
  %wide.load1189.21373 = phi <8 x float> [ %3582, %vector.body1184 ], [ %3396, %vector.body1175 ]
  %wide.load1189.11362 = phi <8 x float> [ %3572, %vector.body1184 ], [ %3391, %vector.body1175 ]
  %3636 = phi <8 x float> [ %3562, %vector.body1184 ], [ %3386, %vector.body1175 ]
  %3637 = add nuw i64 %across_feature358, 1
  %exitcond454.not = icmp eq i64 %3637, %n_features
  br i1 %exitcond454.not, label %noise.done, label %across_feature.body

across_feature.body15:                            ; preds = %across_feature.body15.preheader, %across_row.exit22
  %wide.load1191.71605 = phi <8 x float> [ %wide.load1191.71603, %across_row.exit22 ], [ %wide.load1191.71596, %across_feature.body15.preheader ]
  %wide.load1191.61594 = phi <8 x float> [ %wide.load1191.61592, %across_row.exit22 ], [ %wide.load1191.61585, %across_feature.body15.preheader ]
  %wide.load1191.51583 = phi <8 x float> [ %wide.load1191.51581, %across_row.exit22 ], [ %wide.load1191.51574, %across_feature.body15.preheader ]
  %wide.load1191.41572 = phi <8 x float> [ %wide.load1191.41570, %across_row.exit22 ], [ %wide.load1191.41563, %across_feature.body15.preheader ]
  %wide.load1191.31561 = phi <8 x float> [ %wide.load1191.31559, %across_row.exit22 ], [ %wide.load1191.31552, %across_feature.body15.preheader ]
  %wide.load1191.21550 = phi <8 x float> [ %wide.load1191.21548, %across_row.exit22 ], [ %wide.load1191.21541, %across_feature.body15.preheader ]
  %wide.load1191.11539 = phi <8 x float> [ %wide.load1191.11537, %across_row.exit22 ], [ %wide.load1191.11530, %across_feature.body15.preheader ]
  %wide.load11911528 = phi <8 x float> [ %wide.load11911526, %across_row.exit22 ], [ %wide.load11911519, %across_feature.body15.preheader ]
  %wide.load1190.71517 = phi <8 x float> [ %wide.load1190.71515, %across_row.exit22 ], [ %wide.load1190.71508, %across_feature.body15.preheader ]
  %wide.load1190.61506 = phi <8 x float> [ %wide.load1190.61504, %across_row.exit22 ], [ %wide.load1190.61497, %across_feature.body15.preheader ]
  %wide.load1190.51495 = phi <8 x float> [ %wide.load1190.51493, %across_row.exit22 ], [ %wide.load1190.51486, %across_feature.body15.preheader ]
  %wide.load1190.41484 = phi <8 x float> [ %wide.load1190.41482, %across_row.exit22 ], [ %wide.load1190.41475, %across_feature.body15.preheader ]
  %wide.load1190.31473 = phi <8 x float> [ %wide.load1190.31471, %across_row.exit22 ], [ %wide.load1190.31464, %across_feature.body15.preheader ]
  %wide.load1190.21462 = phi <8 x float> [ %wide.load1190.21460, %across_row.exit22 ], [ %wide.load1190.21453, %across_feature.body15.preheader ]
  %wide.load1190.11451 = phi <8 x float> [ %wide.load1190.11449, %across_row.exit22 ], [ %wide.load1190.11442, %across_feature.body15.preheader ]
  %wide.load11901440 = phi <8 x float> [ %wide.load11901438, %across_row.exit22 ], [ %wide.load11901431, %across_feature.body15.preheader ]
  %wide.load1189.71429 = phi <8 x float> [ %wide.load1189.71427, %across_row.exit22 ], [ %wide.load1189.71420, %across_feature.body15.preheader ]
  %wide.load1189.61418 = phi <8 x float> [ %wide.load1189.61416, %across_row.exit22 ], [ %wide.load1189.61409, %across_feature.body15.preheader ]
  %wide.load1189.51407 = phi <8 x float> [ %wide.load1189.51405, %across_row.exit22 ], [ %wide.load1189.51398, %across_feature.body15.preheader ]
  %wide.load1189.41396 = phi <8 x float> [ %wide.load1189.41394, %across_row.exit22 ], [ %wide.load1189.41387, %across_feature.body15.preheader ]
  %wide.load1189.31385 = phi <8 x float> [ %wide.load1189.31383, %across_row.exit22 ], [ %wide.load1189.31376, %across_feature.body15.preheader ]
  %wide.load1189.21374 = phi <8 x float> [ %wide.load1189.21372, %across_row.exit22 ], [ %wide.load1189.21365, %across_feature.body15.preheader ]
  %wide.load1189.11363 = phi <8 x float> [ %wide.load1189.11361, %across_row.exit22 ], [ %wide.load1189.11354, %across_feature.body15.preheader ]
  %3638 = phi <8 x float> [ %3711, %across_row.exit22 ], [ %2457, %across_feature.body15.preheader ]
  %across_feature17360 = phi i64 [ %3712, %across_row.exit22 ], [ 0, %across_feature.body15.preheader ]
  %first18 = icmp eq i64 %across_feature17360, 0
  %3639 = shl nuw nsw i64 %across_feature17360, 6
  br i1 %first18, label %vector.body1154, label %vector.body1164

vector.body1164:                                  ; preds = %across_feature.body15
  %3640 = getelementptr inbounds nuw float, ptr %across_state, i64 %3639
  %wide.load1166 = load <8 x float>, ptr %3640, align 4
  %3641 = fmul <8 x float> %wide.load1166, %wide.load1166
  %3642 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3639
  %wide.load1167 = load <8 x float>, ptr %3642, align 4
  %3643 = fmul <8 x float> %wide.load1166, zeroinitializer
  %3644 = fadd <8 x float> %3641, %3638
  store <8 x float> %3644, ptr %across_uniforms, align 4
  %3645 = fmul <8 x float> %wide.load1166, %wide.load1167
  %3646 = fsub <8 x float> %wide.load11901440, %3645
  store <8 x float> %3646, ptr %2303, align 4
  %3647 = fadd <8 x float> %3643, %wide.load11911528
  store <8 x float> %3647, ptr %2304, align 4
  %3648 = or disjoint i64 %3639, 8
  %3649 = getelementptr inbounds nuw float, ptr %across_state, i64 %3648
  %wide.load1166.1 = load <8 x float>, ptr %3649, align 4
  %3650 = fmul <8 x float> %wide.load1166.1, %wide.load1166.1
  %3651 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3648
  %wide.load1167.1 = load <8 x float>, ptr %3651, align 4
  %3652 = fmul <8 x float> %wide.load1166.1, zeroinitializer
  %3653 = fadd <8 x float> %3650, %wide.load1189.11363
  store <8 x float> %3653, ptr %2305, align 4
  %3654 = fmul <8 x float> %wide.load1166.1, %wide.load1167.1
  %3655 = fsub <8 x float> %wide.load1190.11451, %3654
  store <8 x float> %3655, ptr %2306, align 4
  %3656 = fadd <8 x float> %3652, %wide.load1191.11539
  store <8 x float> %3656, ptr %2307, align 4
  %3657 = or disjoint i64 %3639, 16
  %3658 = getelementptr inbounds nuw float, ptr %across_state, i64 %3657
  %wide.load1166.2 = load <8 x float>, ptr %3658, align 4
  %3659 = fmul <8 x float> %wide.load1166.2, %wide.load1166.2
  %3660 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3657
  %wide.load1167.2 = load <8 x float>, ptr %3660, align 4
  %3661 = fmul <8 x float> %wide.load1166.2, zeroinitializer
  %3662 = fadd <8 x float> %3659, %wide.load1189.21374
  store <8 x float> %3662, ptr %2308, align 4
  %3663 = fmul <8 x float> %wide.load1166.2, %wide.load1167.2
  %3664 = fsub <8 x float> %wide.load1190.21462, %3663
  store <8 x float> %3664, ptr %2309, align 4
  %3665 = fadd <8 x float> %3661, %wide.load1191.21550
  store <8 x float> %3665, ptr %2310, align 4
  %3666 = or disjoint i64 %3639, 24
  %3667 = getelementptr inbounds nuw float, ptr %across_state, i64 %3666
  %wide.load1166.3 = load <8 x float>, ptr %3667, align 4
  %3668 = fmul <8 x float> %wide.load1166.3, %wide.load1166.3
  %3669 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3666
  %wide.load1167.3 = load <8 x float>, ptr %3669, align 4
  %3670 = fmul <8 x float> %wide.load1166.3, zeroinitializer
  %3671 = fadd <8 x float> %3668, %wide.load1189.31385
  store <8 x float> %3671, ptr %2311, align 4
  %3672 = fmul <8 x float> %wide.load1166.3, %wide.load1167.3
  %3673 = fsub <8 x float> %wide.load1190.31473, %3672
  store <8 x float> %3673, ptr %2312, align 4
  %3674 = fadd <8 x float> %3670, %wide.load1191.31561
  store <8 x float> %3674, ptr %2313, align 4
  %3675 = or disjoint i64 %3639, 32
  %3676 = getelementptr inbounds nuw float, ptr %across_state, i64 %3675
  %wide.load1166.4 = load <8 x float>, ptr %3676, align 4
  %3677 = fmul <8 x float> %wide.load1166.4, %wide.load1166.4
  %3678 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3675
  %wide.load1167.4 = load <8 x float>, ptr %3678, align 4
  %3679 = fmul <8 x float> %wide.load1166.4, zeroinitializer
  %3680 = fadd <8 x float> %3677, %wide.load1189.41396
  store <8 x float> %3680, ptr %2314, align 4
  %3681 = fmul <8 x float> %wide.load1166.4, %wide.load1167.4
  %3682 = fsub <8 x float> %wide.load1190.41484, %3681
  store <8 x float> %3682, ptr %2315, align 4
  %3683 = fadd <8 x float> %3679, %wide.load1191.41572
  store <8 x float> %3683, ptr %2316, align 4
  %3684 = or disjoint i64 %3639, 40
  %3685 = getelementptr inbounds nuw float, ptr %across_state, i64 %3684
  %wide.load1166.5 = load <8 x float>, ptr %3685, align 4
  %3686 = fmul <8 x float> %wide.load1166.5, %wide.load1166.5
  %3687 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3684
  %wide.load1167.5 = load <8 x float>, ptr %3687, align 4
  %3688 = fmul <8 x float> %wide.load1166.5, zeroinitializer
  %3689 = fadd <8 x float> %3686, %wide.load1189.51407
  store <8 x float> %3689, ptr %2317, align 4
  %3690 = fmul <8 x float> %wide.load1166.5, %wide.load1167.5
  %3691 = fsub <8 x float> %wide.load1190.51495, %3690
  store <8 x float> %3691, ptr %2318, align 4
  %3692 = fadd <8 x float> %3688, %wide.load1191.51583
  store <8 x float> %3692, ptr %2319, align 4
  %3693 = or disjoint i64 %3639, 48
  %3694 = getelementptr inbounds nuw float, ptr %across_state, i64 %3693
  %wide.load1166.6 = load <8 x float>, ptr %3694, align 4
  %3695 = fmul <8 x float> %wide.load1166.6, %wide.load1166.6
  %3696 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3693
  %wide.load1167.6 = load <8 x float>, ptr %3696, align 4
  %3697 = fmul <8 x float> %wide.load1166.6, zeroinitializer
  %3698 = fadd <8 x float> %3695, %wide.load1189.61418
  store <8 x float> %3698, ptr %2320, align 4
  %3699 = fmul <8 x float> %wide.load1166.6, %wide.load1167.6
  %3700 = fsub <8 x float> %wide.load1190.61506, %3699
  store <8 x float> %3700, ptr %2321, align 4
  %3701 = fadd <8 x float> %3697, %wide.load1191.61594
  store <8 x float> %3701, ptr %2322, align 4
  %3702 = or disjoint i64 %3639, 56
  %3703 = getelementptr inbounds nuw float, ptr %across_state, i64 %3702
  %wide.load1166.7 = load <8 x float>, ptr %3703, align 4
  %3704 = fmul <8 x float> %wide.load1166.7, %wide.load1166.7
  %3705 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3702
  %wide.load1167.7 = load <8 x float>, ptr %3705, align 4
  %3706 = fmul <8 x float> %wide.load1166.7, zeroinitializer
  %3707 = fadd <8 x float> %3704, %wide.load1189.71429
  store <8 x float> %3707, ptr %2323, align 4
  %3708 = fmul <8 x float> %wide.load1166.7, %wide.load1167.7
  %3709 = fsub <8 x float> %wide.load1190.71517, %3708
  store <8 x float> %3709, ptr %2324, align 4
  %3710 = fadd <8 x float> %3706, %wide.load1191.71605
  store <8 x float> %3710, ptr %2325, align 4
  br label %across_row.exit22

vector.body1154:                                  ; preds = %across_feature.body15
  store <8 x float> %2820, ptr %across_uniforms, align 4
  store <8 x float> %2821, ptr %2328, align 4
  store <8 x float> %2826, ptr %2329, align 4
  store <8 x float> %2827, ptr %2330, align 4
  store <8 x float> %2828, ptr %2331, align 4
  store <8 x float> %2829, ptr %2332, align 4
  store <8 x float> %2830, ptr %2337, align 4
  store <8 x float> %2831, ptr %2338, align 4
  store <8 x float> %2836, ptr %2339, align 4
  store <8 x float> %2837, ptr %2340, align 4
  store <8 x float> %2838, ptr %2341, align 4
  store <8 x float> %2839, ptr %2342, align 4
  store <8 x float> %2840, ptr %2347, align 4
  store <8 x float> %2841, ptr %2348, align 4
  store <8 x float> %2846, ptr %2349, align 4
  store <8 x float> %2847, ptr %2350, align 4
  store <8 x float> %2848, ptr %2351, align 4
  store <8 x float> %2849, ptr %2352, align 4
  store <8 x float> %2850, ptr %2357, align 4
  store <8 x float> %2851, ptr %2358, align 4
  store <8 x float> %2856, ptr %2359, align 4
  store <8 x float> %2857, ptr %2360, align 4
  store <8 x float> %2858, ptr %2361, align 4
  store <8 x float> %2859, ptr %2362, align 4
  br label %across_row.exit22

across_row.exit22:                                ; preds = %vector.body1164, %vector.body1154
  %wide.load1191.71603 = phi <8 x float> [ %3710, %vector.body1164 ], [ %2859, %vector.body1154 ]
  %wide.load1191.61592 = phi <8 x float> [ %3701, %vector.body1164 ], [ %2858, %vector.body1154 ]
  %wide.load1191.51581 = phi <8 x float> [ %3692, %vector.body1164 ], [ %2849, %vector.body1154 ]
  %wide.load1191.41570 = phi <8 x float> [ %3683, %vector.body1164 ], [ %2848, %vector.body1154 ]
  %wide.load1191.31559 = phi <8 x float> [ %3674, %vector.body1164 ], [ %2839, %vector.body1154 ]
  %wide.load1191.21548 = phi <8 x float> [ %3665, %vector.body1164 ], [ %2838, %vector.body1154 ]
  %wide.load1191.11537 = phi <8 x float> [ %3656, %vector.body1164 ], [ %2829, %vector.body1154 ]
  %wide.load11911526 = phi <8 x float> [ %3647, %vector.body1164 ], [ %2828, %vector.body1154 ]
  %wide.load1190.71515 = phi <8 x float> [ %3709, %vector.body1164 ], [ %2857, %vector.body1154 ]
  %wide.load1190.61504 = phi <8 x float> [ %3700, %vector.body1164 ], [ %2856, %vector.body1154 ]
  %wide.load1190.51493 = phi <8 x float> [ %3691, %vector.body1164 ], [ %2847, %vector.body1154 ]
  %wide.load1190.41482 = phi <8 x float> [ %3682, %vector.body1164 ], [ %2846, %vector.body1154 ]
  %wide.load1190.31471 = phi <8 x float> [ %3673, %vector.body1164 ], [ %2837, %vector.body1154 ]
  %wide.load1190.21460 = phi <8 x float> [ %3664, %vector.body1164 ], [ %2836, %vector.body1154 ]
  %wide.load1190.11449 = phi <8 x float> [ %3655, %vector.body1164 ], [ %2827, %vector.body1154 ]
  %wide.load11901438 = phi <8 x float> [ %3646, %vector.body1164 ], [ %2826, %vector.body1154 ]
  %wide.load1189.71427 = phi <8 x float> [ %3707, %vector.body1164 ], [ %2851, %vector.body1154 ]
  %wide.load1189.61416 = phi <8 x float> [ %3698, %vector.body1164 ], [ %2850, %vector.body1154 ]
  %wide.load1189.51405 = phi <8 x float> [ %3689, %vector.body1164 ], [ %2841, %vector.body1154 ]
  %wide.load1189.41394 = phi <8 x float> [ %3680, %vector.body1164 ], [ %2840, %vector.body1154 ]
  %wide.load1189.31383 = phi <8 x float> [ %3671, %vector.body1164 ], [ %2831, %vector.body1154 ]
  %wide.load1189.21372 = phi <8 x float> [ %3662, %vector.body1164 ], [ %2830, %vector.body1154 ]
  %wide.load1189.11361 = phi <8 x float> [ %3653, %vector.body1164 ], [ %2821, %vector.body1154 ]
  %3711 = phi <8 x float> [ %3644, %vector.body1164 ], [ %2820, %vector.body1154 ]
  %3712 = add nuw i64 %across_feature17360, 1
  %exitcond457.not = icmp eq i64 %3712, %n_features
  br i1 %exitcond457.not, label %noise.done, label %across_feature.body15

noise.done33:                                     ; preds = %across_row.exit42, %across_row.exit57
  %wide.load1149.71690 = phi <8 x float> [ %wide.load1149.71691, %across_row.exit57 ], [ %wide.load1149.71692, %across_row.exit42 ]
  %wide.load1149.61679 = phi <8 x float> [ %wide.load1149.61680, %across_row.exit57 ], [ %wide.load1149.61681, %across_row.exit42 ]
  %wide.load1149.51668 = phi <8 x float> [ %wide.load1149.51669, %across_row.exit57 ], [ %wide.load1149.51670, %across_row.exit42 ]
  %wide.load1149.41657 = phi <8 x float> [ %wide.load1149.41658, %across_row.exit57 ], [ %wide.load1149.41659, %across_row.exit42 ]
  %wide.load1149.31646 = phi <8 x float> [ %wide.load1149.31647, %across_row.exit57 ], [ %wide.load1149.31648, %across_row.exit42 ]
  %wide.load1149.21635 = phi <8 x float> [ %wide.load1149.21636, %across_row.exit57 ], [ %wide.load1149.21637, %across_row.exit42 ]
  %wide.load1149.11624 = phi <8 x float> [ %wide.load1149.11625, %across_row.exit57 ], [ %wide.load1149.11626, %across_row.exit42 ]
  %wide.load11491613 = phi <8 x float> [ %wide.load11491614, %across_row.exit57 ], [ %wide.load11491615, %across_row.exit42 ]
  br i1 %cond, label %iter.check981, label %iter.check1041

iter.check1041:                                   ; preds = %philox.header.preheader, %noise.done33
  %wide.load1149.71688 = phi <8 x float> [ %wide.load1149.71684, %philox.header.preheader ], [ %wide.load1149.71690, %noise.done33 ]
  %wide.load1149.61677 = phi <8 x float> [ %wide.load1149.61673, %philox.header.preheader ], [ %wide.load1149.61679, %noise.done33 ]
  %wide.load1149.51666 = phi <8 x float> [ %wide.load1149.51662, %philox.header.preheader ], [ %wide.load1149.51668, %noise.done33 ]
  %wide.load1149.41655 = phi <8 x float> [ %wide.load1149.41651, %philox.header.preheader ], [ %wide.load1149.41657, %noise.done33 ]
  %wide.load1149.31644 = phi <8 x float> [ %wide.load1149.31640, %philox.header.preheader ], [ %wide.load1149.31646, %noise.done33 ]
  %wide.load1149.21633 = phi <8 x float> [ %wide.load1149.21629, %philox.header.preheader ], [ %wide.load1149.21635, %noise.done33 ]
  %wide.load1149.11622 = phi <8 x float> [ %wide.load1149.11618, %philox.header.preheader ], [ %wide.load1149.11624, %noise.done33 ]
  %wide.load11491611 = phi <8 x float> [ %wide.load11491607, %philox.header.preheader ], [ %wide.load11491613, %noise.done33 ]
  %wide.load1191.71600 = phi <8 x float> [ %wide.load1191.71596, %philox.header.preheader ], [ %wide.load1191.71602, %noise.done33 ]
  %wide.load1191.61589 = phi <8 x float> [ %wide.load1191.61585, %philox.header.preheader ], [ %wide.load1191.61591, %noise.done33 ]
  %wide.load1191.51578 = phi <8 x float> [ %wide.load1191.51574, %philox.header.preheader ], [ %wide.load1191.51580, %noise.done33 ]
  %wide.load1191.41567 = phi <8 x float> [ %wide.load1191.41563, %philox.header.preheader ], [ %wide.load1191.41569, %noise.done33 ]
  %wide.load1191.31556 = phi <8 x float> [ %wide.load1191.31552, %philox.header.preheader ], [ %wide.load1191.31558, %noise.done33 ]
  %wide.load1191.21545 = phi <8 x float> [ %wide.load1191.21541, %philox.header.preheader ], [ %wide.load1191.21547, %noise.done33 ]
  %wide.load1191.11534 = phi <8 x float> [ %wide.load1191.11530, %philox.header.preheader ], [ %wide.load1191.11536, %noise.done33 ]
  %wide.load11911523 = phi <8 x float> [ %wide.load11911519, %philox.header.preheader ], [ %wide.load11911525, %noise.done33 ]
  %wide.load1190.71512 = phi <8 x float> [ %wide.load1190.71508, %philox.header.preheader ], [ %wide.load1190.71514, %noise.done33 ]
  %wide.load1190.61501 = phi <8 x float> [ %wide.load1190.61497, %philox.header.preheader ], [ %wide.load1190.61503, %noise.done33 ]
  %wide.load1190.51490 = phi <8 x float> [ %wide.load1190.51486, %philox.header.preheader ], [ %wide.load1190.51492, %noise.done33 ]
  %wide.load1190.41479 = phi <8 x float> [ %wide.load1190.41475, %philox.header.preheader ], [ %wide.load1190.41481, %noise.done33 ]
  %wide.load1190.31468 = phi <8 x float> [ %wide.load1190.31464, %philox.header.preheader ], [ %wide.load1190.31470, %noise.done33 ]
  %wide.load1190.21457 = phi <8 x float> [ %wide.load1190.21453, %philox.header.preheader ], [ %wide.load1190.21459, %noise.done33 ]
  %wide.load1190.11446 = phi <8 x float> [ %wide.load1190.11442, %philox.header.preheader ], [ %wide.load1190.11448, %noise.done33 ]
  %wide.load11901435 = phi <8 x float> [ %wide.load11901431, %philox.header.preheader ], [ %wide.load11901437, %noise.done33 ]
  %wide.load1189.71424 = phi <8 x float> [ %wide.load1189.71420, %philox.header.preheader ], [ %wide.load1189.71426, %noise.done33 ]
  %wide.load1189.61413 = phi <8 x float> [ %wide.load1189.61409, %philox.header.preheader ], [ %wide.load1189.61415, %noise.done33 ]
  %wide.load1189.51402 = phi <8 x float> [ %wide.load1189.51398, %philox.header.preheader ], [ %wide.load1189.51404, %noise.done33 ]
  %wide.load1189.41391 = phi <8 x float> [ %wide.load1189.41387, %philox.header.preheader ], [ %wide.load1189.41393, %noise.done33 ]
  %wide.load1189.31380 = phi <8 x float> [ %wide.load1189.31376, %philox.header.preheader ], [ %wide.load1189.31382, %noise.done33 ]
  %wide.load1189.21369 = phi <8 x float> [ %wide.load1189.21365, %philox.header.preheader ], [ %wide.load1189.21371, %noise.done33 ]
  %wide.load1189.11358 = phi <8 x float> [ %wide.load1189.11354, %philox.header.preheader ], [ %wide.load1189.11360, %noise.done33 ]
  %3713 = phi <8 x float> [ %2457, %philox.header.preheader ], [ %3426, %noise.done33 ]
  br i1 %min.iters.check1039, label %across_status.body.preheader, label %vector.main.loop.iter.check1043

vector.main.loop.iter.check1043:                  ; preds = %iter.check1041
  br i1 %min.iters.check1042, label %vec.epilog.ph1068, label %vector.body1047

vector.body1047:                                  ; preds = %vector.main.loop.iter.check1043, %vector.body1047
  %index1048 = phi i64 [ %index.next1061, %vector.body1047 ], [ 0, %vector.main.loop.iter.check1043 ]
  %3714 = getelementptr float, ptr %across_uniforms, i64 %index1048
  %3715 = getelementptr i8, ptr %3714, i64 768
  %3716 = getelementptr i8, ptr %3714, i64 800
  %3717 = getelementptr i8, ptr %3714, i64 832
  %3718 = getelementptr i8, ptr %3714, i64 864
  %wide.load1049 = load <8 x float>, ptr %3715, align 4
  %wide.load1050 = load <8 x float>, ptr %3716, align 4
  %wide.load1051 = load <8 x float>, ptr %3717, align 4
  %wide.load1052 = load <8 x float>, ptr %3718, align 4
  %3719 = fcmp olt <8 x float> %wide.load1049, splat (float 0x3D71979980000000)
  %3720 = fcmp olt <8 x float> %wide.load1050, splat (float 0x3D71979980000000)
  %3721 = fcmp olt <8 x float> %wide.load1051, splat (float 0x3D71979980000000)
  %3722 = fcmp olt <8 x float> %wide.load1052, splat (float 0x3D71979980000000)
  %3723 = getelementptr i8, ptr %3714, i64 32
  %3724 = getelementptr i8, ptr %3714, i64 64
  %3725 = getelementptr i8, ptr %3714, i64 96
  %wide.load1053 = load <8 x float>, ptr %3714, align 4
  %wide.load1054 = load <8 x float>, ptr %3723, align 4
  %wide.load1055 = load <8 x float>, ptr %3724, align 4
  %wide.load1056 = load <8 x float>, ptr %3725, align 4
  %3726 = fadd <8 x float> %wide.load1053, splat (float -1.000000e+00)
  %3727 = fadd <8 x float> %wide.load1054, splat (float -1.000000e+00)
  %3728 = fadd <8 x float> %wide.load1055, splat (float -1.000000e+00)
  %3729 = fadd <8 x float> %wide.load1056, splat (float -1.000000e+00)
  %3730 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3726)
  %3731 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3727)
  %3732 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3728)
  %3733 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3729)
  %3734 = fcmp ogt <8 x float> %3730, splat (float 0x3F60624DE0000000)
  %3735 = fcmp ogt <8 x float> %3731, splat (float 0x3F60624DE0000000)
  %3736 = fcmp ogt <8 x float> %3732, splat (float 0x3F60624DE0000000)
  %3737 = fcmp ogt <8 x float> %3733, splat (float 0x3F60624DE0000000)
  %3738 = select <8 x i1> %3734, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3739 = select <8 x i1> %3735, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3740 = select <8 x i1> %3736, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3741 = select <8 x i1> %3737, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3742 = select <8 x i1> %3719, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3743 = select <8 x i1> %3720, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3744 = select <8 x i1> %3721, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3745 = select <8 x i1> %3722, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3746 = fadd <8 x float> %3742, %3738
  %3747 = fadd <8 x float> %3743, %3739
  %3748 = fadd <8 x float> %3744, %3740
  %3749 = fadd <8 x float> %3745, %3741
  %3750 = getelementptr float, ptr %2456, i64 %index1048
  %3751 = fptoui <8 x float> %3746 to <8 x i32>
  %3752 = fptoui <8 x float> %3747 to <8 x i32>
  %3753 = fptoui <8 x float> %3748 to <8 x i32>
  %3754 = fptoui <8 x float> %3749 to <8 x i32>
  %3755 = getelementptr i8, ptr %3750, i64 32
  %3756 = getelementptr i8, ptr %3750, i64 64
  %3757 = getelementptr i8, ptr %3750, i64 96
  %wide.load1057 = load <8 x i32>, ptr %3750, align 4
  %wide.load1058 = load <8 x i32>, ptr %3755, align 4
  %wide.load1059 = load <8 x i32>, ptr %3756, align 4
  %wide.load1060 = load <8 x i32>, ptr %3757, align 4
  %3758 = or <8 x i32> %wide.load1057, %3751
  %3759 = or <8 x i32> %wide.load1058, %3752
  %3760 = or <8 x i32> %wide.load1059, %3753
  %3761 = or <8 x i32> %wide.load1060, %3754
  store <8 x i32> %3758, ptr %3750, align 4
  store <8 x i32> %3759, ptr %3755, align 4
  store <8 x i32> %3760, ptr %3756, align 4
  store <8 x i32> %3761, ptr %3757, align 4
  %index.next1061 = add nuw i64 %index1048, 32
  %3762 = icmp eq i64 %index.next1061, %n.vec1046
  br i1 %3762, label %middle.block1062, label %vector.body1047, !llvm.loop !56

middle.block1062:                                 ; preds = %vector.body1047
  br i1 %cmp.n1063, label %across_feature.header76.preheader, label %vec.epilog.iter.check1066

vec.epilog.iter.check1066:                        ; preds = %middle.block1062
  br i1 %min.epilog.iters.check1067, label %across_status.body.preheader, label %vec.epilog.ph1068, !prof !10

vec.epilog.ph1068:                                ; preds = %vector.main.loop.iter.check1043, %vec.epilog.iter.check1066
  %vec.epilog.resume.val1064 = phi i64 [ %n.vec1046, %vec.epilog.iter.check1066 ], [ 0, %vector.main.loop.iter.check1043 ]
  br label %vec.epilog.vector.body1071

vec.epilog.vector.body1071:                       ; preds = %vec.epilog.vector.body1071, %vec.epilog.ph1068
  %index1072 = phi i64 [ %vec.epilog.resume.val1064, %vec.epilog.ph1068 ], [ %index.next1076, %vec.epilog.vector.body1071 ]
  %3763 = getelementptr float, ptr %across_uniforms, i64 %index1072
  %3764 = getelementptr i8, ptr %3763, i64 768
  %wide.load1073 = load <4 x float>, ptr %3764, align 4
  %3765 = fcmp olt <4 x float> %wide.load1073, splat (float 0x3D71979980000000)
  %wide.load1074 = load <4 x float>, ptr %3763, align 4
  %3766 = fadd <4 x float> %wide.load1074, splat (float -1.000000e+00)
  %3767 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %3766)
  %3768 = fcmp ogt <4 x float> %3767, splat (float 0x3F60624DE0000000)
  %3769 = select <4 x i1> %3768, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %3770 = select <4 x i1> %3765, <4 x float> splat (float 2.000000e+00), <4 x float> zeroinitializer
  %3771 = fadd <4 x float> %3770, %3769
  %3772 = getelementptr float, ptr %2456, i64 %index1072
  %3773 = fptoui <4 x float> %3771 to <4 x i32>
  %wide.load1075 = load <4 x i32>, ptr %3772, align 4
  %3774 = or <4 x i32> %wide.load1075, %3773
  store <4 x i32> %3774, ptr %3772, align 4
  %index.next1076 = add nuw i64 %index1072, 4
  %3775 = icmp eq i64 %index.next1076, %n.vec1070
  br i1 %3775, label %vec.epilog.middle.block1077, label %vec.epilog.vector.body1071, !llvm.loop !57

vec.epilog.middle.block1077:                      ; preds = %vec.epilog.vector.body1071
  br i1 %cmp.n1078, label %across_feature.header76.preheader, label %across_status.body.preheader

across_status.body.preheader:                     ; preds = %iter.check1041, %vec.epilog.iter.check1066, %vec.epilog.middle.block1077
  %across_status365.ph = phi i64 [ 0, %iter.check1041 ], [ %n.vec1046, %vec.epilog.iter.check1066 ], [ %n.vec1070, %vec.epilog.middle.block1077 ]
  br label %across_status.body

iter.check981:                                    ; preds = %across_feature.header14.preheader, %noise.done33
  %wide.load1149.71689 = phi <8 x float> [ %wide.load1149.71684, %across_feature.header14.preheader ], [ %wide.load1149.71690, %noise.done33 ]
  %wide.load1149.61678 = phi <8 x float> [ %wide.load1149.61673, %across_feature.header14.preheader ], [ %wide.load1149.61679, %noise.done33 ]
  %wide.load1149.51667 = phi <8 x float> [ %wide.load1149.51662, %across_feature.header14.preheader ], [ %wide.load1149.51668, %noise.done33 ]
  %wide.load1149.41656 = phi <8 x float> [ %wide.load1149.41651, %across_feature.header14.preheader ], [ %wide.load1149.41657, %noise.done33 ]
  %wide.load1149.31645 = phi <8 x float> [ %wide.load1149.31640, %across_feature.header14.preheader ], [ %wide.load1149.31646, %noise.done33 ]
  %wide.load1149.21634 = phi <8 x float> [ %wide.load1149.21629, %across_feature.header14.preheader ], [ %wide.load1149.21635, %noise.done33 ]
  %wide.load1149.11623 = phi <8 x float> [ %wide.load1149.11618, %across_feature.header14.preheader ], [ %wide.load1149.11624, %noise.done33 ]
  %wide.load11491612 = phi <8 x float> [ %wide.load11491607, %across_feature.header14.preheader ], [ %wide.load11491613, %noise.done33 ]
  %wide.load1191.71601 = phi <8 x float> [ %wide.load1191.71596, %across_feature.header14.preheader ], [ %wide.load1191.71602, %noise.done33 ]
  %wide.load1191.61590 = phi <8 x float> [ %wide.load1191.61585, %across_feature.header14.preheader ], [ %wide.load1191.61591, %noise.done33 ]
  %wide.load1191.51579 = phi <8 x float> [ %wide.load1191.51574, %across_feature.header14.preheader ], [ %wide.load1191.51580, %noise.done33 ]
  %wide.load1191.41568 = phi <8 x float> [ %wide.load1191.41563, %across_feature.header14.preheader ], [ %wide.load1191.41569, %noise.done33 ]
  %wide.load1191.31557 = phi <8 x float> [ %wide.load1191.31552, %across_feature.header14.preheader ], [ %wide.load1191.31558, %noise.done33 ]
  %wide.load1191.21546 = phi <8 x float> [ %wide.load1191.21541, %across_feature.header14.preheader ], [ %wide.load1191.21547, %noise.done33 ]
  %wide.load1191.11535 = phi <8 x float> [ %wide.load1191.11530, %across_feature.header14.preheader ], [ %wide.load1191.11536, %noise.done33 ]
  %wide.load11911524 = phi <8 x float> [ %wide.load11911519, %across_feature.header14.preheader ], [ %wide.load11911525, %noise.done33 ]
  %wide.load1190.71513 = phi <8 x float> [ %wide.load1190.71508, %across_feature.header14.preheader ], [ %wide.load1190.71514, %noise.done33 ]
  %wide.load1190.61502 = phi <8 x float> [ %wide.load1190.61497, %across_feature.header14.preheader ], [ %wide.load1190.61503, %noise.done33 ]
  %wide.load1190.51491 = phi <8 x float> [ %wide.load1190.51486, %across_feature.header14.preheader ], [ %wide.load1190.51492, %noise.done33 ]
  %wide.load1190.41480 = phi <8 x float> [ %wide.load1190.41475, %across_feature.header14.preheader ], [ %wide.load1190.41481, %noise.done33 ]
  %wide.load1190.31469 = phi <8 x float> [ %wide.load1190.31464, %across_feature.header14.preheader ], [ %wide.load1190.31470, %noise.done33 ]
  %wide.load1190.21458 = phi <8 x float> [ %wide.load1190.21453, %across_feature.header14.preheader ], [ %wide.load1190.21459, %noise.done33 ]
  %wide.load1190.11447 = phi <8 x float> [ %wide.load1190.11442, %across_feature.header14.preheader ], [ %wide.load1190.11448, %noise.done33 ]
  %wide.load11901436 = phi <8 x float> [ %wide.load11901431, %across_feature.header14.preheader ], [ %wide.load11901437, %noise.done33 ]
  %wide.load1189.71425 = phi <8 x float> [ %wide.load1189.71420, %across_feature.header14.preheader ], [ %wide.load1189.71426, %noise.done33 ]
  %wide.load1189.61414 = phi <8 x float> [ %wide.load1189.61409, %across_feature.header14.preheader ], [ %wide.load1189.61415, %noise.done33 ]
  %wide.load1189.51403 = phi <8 x float> [ %wide.load1189.51398, %across_feature.header14.preheader ], [ %wide.load1189.51404, %noise.done33 ]
  %wide.load1189.41392 = phi <8 x float> [ %wide.load1189.41387, %across_feature.header14.preheader ], [ %wide.load1189.41393, %noise.done33 ]
  %wide.load1189.31381 = phi <8 x float> [ %wide.load1189.31376, %across_feature.header14.preheader ], [ %wide.load1189.31382, %noise.done33 ]
  %wide.load1189.21370 = phi <8 x float> [ %wide.load1189.21365, %across_feature.header14.preheader ], [ %wide.load1189.21371, %noise.done33 ]
  %wide.load1189.11359 = phi <8 x float> [ %wide.load1189.11354, %across_feature.header14.preheader ], [ %wide.load1189.11360, %noise.done33 ]
  %3776 = phi <8 x float> [ %2457, %across_feature.header14.preheader ], [ %3426, %noise.done33 ]
  br i1 %min.iters.check979, label %across_status.body90.preheader, label %vector.main.loop.iter.check983

vector.main.loop.iter.check983:                   ; preds = %iter.check981
  br i1 %min.iters.check982, label %vec.epilog.ph1008, label %vector.body987

vector.body987:                                   ; preds = %vector.main.loop.iter.check983, %vector.body987
  %index988 = phi i64 [ %index.next1001, %vector.body987 ], [ 0, %vector.main.loop.iter.check983 ]
  %3777 = getelementptr float, ptr %across_uniforms, i64 %index988
  %3778 = getelementptr i8, ptr %3777, i64 768
  %3779 = getelementptr i8, ptr %3777, i64 800
  %3780 = getelementptr i8, ptr %3777, i64 832
  %3781 = getelementptr i8, ptr %3777, i64 864
  %wide.load989 = load <8 x float>, ptr %3778, align 4
  %wide.load990 = load <8 x float>, ptr %3779, align 4
  %wide.load991 = load <8 x float>, ptr %3780, align 4
  %wide.load992 = load <8 x float>, ptr %3781, align 4
  %3782 = fcmp olt <8 x float> %wide.load989, splat (float 0x3D71979980000000)
  %3783 = fcmp olt <8 x float> %wide.load990, splat (float 0x3D71979980000000)
  %3784 = fcmp olt <8 x float> %wide.load991, splat (float 0x3D71979980000000)
  %3785 = fcmp olt <8 x float> %wide.load992, splat (float 0x3D71979980000000)
  %3786 = getelementptr i8, ptr %3777, i64 32
  %3787 = getelementptr i8, ptr %3777, i64 64
  %3788 = getelementptr i8, ptr %3777, i64 96
  %wide.load993 = load <8 x float>, ptr %3777, align 4
  %wide.load994 = load <8 x float>, ptr %3786, align 4
  %wide.load995 = load <8 x float>, ptr %3787, align 4
  %wide.load996 = load <8 x float>, ptr %3788, align 4
  %3789 = fadd <8 x float> %wide.load993, splat (float -1.000000e+00)
  %3790 = fadd <8 x float> %wide.load994, splat (float -1.000000e+00)
  %3791 = fadd <8 x float> %wide.load995, splat (float -1.000000e+00)
  %3792 = fadd <8 x float> %wide.load996, splat (float -1.000000e+00)
  %3793 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3789)
  %3794 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3790)
  %3795 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3791)
  %3796 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3792)
  %3797 = fcmp ogt <8 x float> %3793, splat (float 0x3F60624DE0000000)
  %3798 = fcmp ogt <8 x float> %3794, splat (float 0x3F60624DE0000000)
  %3799 = fcmp ogt <8 x float> %3795, splat (float 0x3F60624DE0000000)
  %3800 = fcmp ogt <8 x float> %3796, splat (float 0x3F60624DE0000000)
  %3801 = select <8 x i1> %3797, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3802 = select <8 x i1> %3798, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3803 = select <8 x i1> %3799, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3804 = select <8 x i1> %3800, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3805 = select <8 x i1> %3782, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3806 = select <8 x i1> %3783, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3807 = select <8 x i1> %3784, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3808 = select <8 x i1> %3785, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3809 = fadd <8 x float> %3805, %3801
  %3810 = fadd <8 x float> %3806, %3802
  %3811 = fadd <8 x float> %3807, %3803
  %3812 = fadd <8 x float> %3808, %3804
  %3813 = getelementptr float, ptr %2456, i64 %index988
  %3814 = fptoui <8 x float> %3809 to <8 x i32>
  %3815 = fptoui <8 x float> %3810 to <8 x i32>
  %3816 = fptoui <8 x float> %3811 to <8 x i32>
  %3817 = fptoui <8 x float> %3812 to <8 x i32>
  %3818 = getelementptr i8, ptr %3813, i64 32
  %3819 = getelementptr i8, ptr %3813, i64 64
  %3820 = getelementptr i8, ptr %3813, i64 96
  %wide.load997 = load <8 x i32>, ptr %3813, align 4
  %wide.load998 = load <8 x i32>, ptr %3818, align 4
  %wide.load999 = load <8 x i32>, ptr %3819, align 4
  %wide.load1000 = load <8 x i32>, ptr %3820, align 4
  %3821 = or <8 x i32> %wide.load997, %3814
  %3822 = or <8 x i32> %wide.load998, %3815
  %3823 = or <8 x i32> %wide.load999, %3816
  %3824 = or <8 x i32> %wide.load1000, %3817
  store <8 x i32> %3821, ptr %3813, align 4
  store <8 x i32> %3822, ptr %3818, align 4
  store <8 x i32> %3823, ptr %3819, align 4
  store <8 x i32> %3824, ptr %3820, align 4
  %index.next1001 = add nuw i64 %index988, 32
  %3825 = icmp eq i64 %index.next1001, %n.vec986
  br i1 %3825, label %middle.block1002, label %vector.body987, !llvm.loop !58

middle.block1002:                                 ; preds = %vector.body987
  br i1 %cmp.n1003, label %across_feature.header101.preheader, label %vec.epilog.iter.check1006

vec.epilog.iter.check1006:                        ; preds = %middle.block1002
  br i1 %min.epilog.iters.check1007, label %across_status.body90.preheader, label %vec.epilog.ph1008, !prof !10

vec.epilog.ph1008:                                ; preds = %vector.main.loop.iter.check983, %vec.epilog.iter.check1006
  %vec.epilog.resume.val1004 = phi i64 [ %n.vec986, %vec.epilog.iter.check1006 ], [ 0, %vector.main.loop.iter.check983 ]
  br label %vec.epilog.vector.body1011

vec.epilog.vector.body1011:                       ; preds = %vec.epilog.vector.body1011, %vec.epilog.ph1008
  %index1012 = phi i64 [ %vec.epilog.resume.val1004, %vec.epilog.ph1008 ], [ %index.next1016, %vec.epilog.vector.body1011 ]
  %3826 = getelementptr float, ptr %across_uniforms, i64 %index1012
  %3827 = getelementptr i8, ptr %3826, i64 768
  %wide.load1013 = load <4 x float>, ptr %3827, align 4
  %3828 = fcmp olt <4 x float> %wide.load1013, splat (float 0x3D71979980000000)
  %wide.load1014 = load <4 x float>, ptr %3826, align 4
  %3829 = fadd <4 x float> %wide.load1014, splat (float -1.000000e+00)
  %3830 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %3829)
  %3831 = fcmp ogt <4 x float> %3830, splat (float 0x3F60624DE0000000)
  %3832 = select <4 x i1> %3831, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %3833 = select <4 x i1> %3828, <4 x float> splat (float 2.000000e+00), <4 x float> zeroinitializer
  %3834 = fadd <4 x float> %3833, %3832
  %3835 = getelementptr float, ptr %2456, i64 %index1012
  %3836 = fptoui <4 x float> %3834 to <4 x i32>
  %wide.load1015 = load <4 x i32>, ptr %3835, align 4
  %3837 = or <4 x i32> %wide.load1015, %3836
  store <4 x i32> %3837, ptr %3835, align 4
  %index.next1016 = add nuw i64 %index1012, 4
  %3838 = icmp eq i64 %index.next1016, %n.vec1010
  br i1 %3838, label %vec.epilog.middle.block1017, label %vec.epilog.vector.body1011, !llvm.loop !59

vec.epilog.middle.block1017:                      ; preds = %vec.epilog.vector.body1011
  br i1 %cmp.n1018, label %across_feature.header101.preheader, label %across_status.body90.preheader

across_status.body90.preheader:                   ; preds = %iter.check981, %vec.epilog.iter.check1006, %vec.epilog.middle.block1017
  %across_status92368.ph = phi i64 [ 0, %iter.check981 ], [ %n.vec986, %vec.epilog.iter.check1006 ], [ %n.vec1010, %vec.epilog.middle.block1017 ]
  br label %across_status.body90

across_feature.body35:                            ; preds = %across_feature.body35.preheader, %across_row.exit42
  %wide.load1149.71683 = phi <8 x float> [ %wide.load1149.71692, %across_row.exit42 ], [ %wide.load1149.71684, %across_feature.body35.preheader ]
  %wide.load1149.61672 = phi <8 x float> [ %wide.load1149.61681, %across_row.exit42 ], [ %wide.load1149.61673, %across_feature.body35.preheader ]
  %wide.load1149.51661 = phi <8 x float> [ %wide.load1149.51670, %across_row.exit42 ], [ %wide.load1149.51662, %across_feature.body35.preheader ]
  %wide.load1149.41650 = phi <8 x float> [ %wide.load1149.41659, %across_row.exit42 ], [ %wide.load1149.41651, %across_feature.body35.preheader ]
  %wide.load1149.31639 = phi <8 x float> [ %wide.load1149.31648, %across_row.exit42 ], [ %wide.load1149.31640, %across_feature.body35.preheader ]
  %wide.load1149.21628 = phi <8 x float> [ %wide.load1149.21637, %across_row.exit42 ], [ %wide.load1149.21629, %across_feature.body35.preheader ]
  %wide.load1149.11617 = phi <8 x float> [ %wide.load1149.11626, %across_row.exit42 ], [ %wide.load1149.11618, %across_feature.body35.preheader ]
  %wide.load11491606 = phi <8 x float> [ %wide.load11491615, %across_row.exit42 ], [ %wide.load11491607, %across_feature.body35.preheader ]
  %across_feature37362 = phi i64 [ %3959, %across_row.exit42 ], [ 0, %across_feature.body35.preheader ]
  %first38 = icmp eq i64 %across_feature37362, 0
  %3839 = shl nuw nsw i64 %across_feature37362, 6
  br i1 %first38, label %vector.body1122, label %vector.body1142

vector.body1142:                                  ; preds = %across_feature.body35
  %3840 = getelementptr inbounds nuw float, ptr %across_state, i64 %3839
  %wide.load1144 = load <8 x float>, ptr %3840, align 4
  %3841 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3839
  %wide.load1145 = load <8 x float>, ptr %3841, align 4
  %3842 = fneg <8 x float> %wide.load1145
  %3843 = fmul <8 x float> %wide.load1144, %wide.load11901437
  %3844 = fsub <8 x float> %3842, %3843
  %3845 = fmul <8 x float> %broadcast.splat1119, %3844
  %3846 = fsub <8 x float> %wide.load1144, %3845
  %3847 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3839
  %wide.load1147 = load <8 x float>, ptr %3847, align 4
  %3848 = fmul <8 x float> %wide.load1144, %wide.load11911525
  %3849 = fsub <8 x float> %wide.load1147, %3848
  %3850 = fmul <8 x float> %broadcast.splat1121, %3849
  %3851 = fadd <8 x float> %3846, %3850
  %3852 = fmul <8 x float> %3851, %3851
  %3853 = fadd <8 x float> %wide.load11491606, %3852
  store <8 x float> %3853, ptr %2363, align 4
  %3854 = or disjoint i64 %3839, 8
  %3855 = getelementptr inbounds nuw float, ptr %across_state, i64 %3854
  %wide.load1144.1 = load <8 x float>, ptr %3855, align 4
  %3856 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3854
  %wide.load1145.1 = load <8 x float>, ptr %3856, align 4
  %3857 = fneg <8 x float> %wide.load1145.1
  %3858 = fmul <8 x float> %wide.load1144.1, %wide.load1190.11448
  %3859 = fsub <8 x float> %3857, %3858
  %3860 = fmul <8 x float> %broadcast.splat1119, %3859
  %3861 = fsub <8 x float> %wide.load1144.1, %3860
  %3862 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3854
  %wide.load1147.1 = load <8 x float>, ptr %3862, align 4
  %3863 = fmul <8 x float> %wide.load1144.1, %wide.load1191.11536
  %3864 = fsub <8 x float> %wide.load1147.1, %3863
  %3865 = fmul <8 x float> %broadcast.splat1121, %3864
  %3866 = fadd <8 x float> %3861, %3865
  %3867 = fmul <8 x float> %3866, %3866
  %3868 = fadd <8 x float> %wide.load1149.11617, %3867
  store <8 x float> %3868, ptr %2364, align 4
  %3869 = or disjoint i64 %3839, 16
  %3870 = getelementptr inbounds nuw float, ptr %across_state, i64 %3869
  %wide.load1144.2 = load <8 x float>, ptr %3870, align 4
  %3871 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3869
  %wide.load1145.2 = load <8 x float>, ptr %3871, align 4
  %3872 = fneg <8 x float> %wide.load1145.2
  %3873 = fmul <8 x float> %wide.load1144.2, %wide.load1190.21459
  %3874 = fsub <8 x float> %3872, %3873
  %3875 = fmul <8 x float> %broadcast.splat1119, %3874
  %3876 = fsub <8 x float> %wide.load1144.2, %3875
  %3877 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3869
  %wide.load1147.2 = load <8 x float>, ptr %3877, align 4
  %3878 = fmul <8 x float> %wide.load1144.2, %wide.load1191.21547
  %3879 = fsub <8 x float> %wide.load1147.2, %3878
  %3880 = fmul <8 x float> %broadcast.splat1121, %3879
  %3881 = fadd <8 x float> %3876, %3880
  %3882 = fmul <8 x float> %3881, %3881
  %3883 = fadd <8 x float> %wide.load1149.21628, %3882
  store <8 x float> %3883, ptr %2365, align 4
  %3884 = or disjoint i64 %3839, 24
  %3885 = getelementptr inbounds nuw float, ptr %across_state, i64 %3884
  %wide.load1144.3 = load <8 x float>, ptr %3885, align 4
  %3886 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3884
  %wide.load1145.3 = load <8 x float>, ptr %3886, align 4
  %3887 = fneg <8 x float> %wide.load1145.3
  %3888 = fmul <8 x float> %wide.load1144.3, %wide.load1190.31470
  %3889 = fsub <8 x float> %3887, %3888
  %3890 = fmul <8 x float> %broadcast.splat1119, %3889
  %3891 = fsub <8 x float> %wide.load1144.3, %3890
  %3892 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3884
  %wide.load1147.3 = load <8 x float>, ptr %3892, align 4
  %3893 = fmul <8 x float> %wide.load1144.3, %wide.load1191.31558
  %3894 = fsub <8 x float> %wide.load1147.3, %3893
  %3895 = fmul <8 x float> %broadcast.splat1121, %3894
  %3896 = fadd <8 x float> %3891, %3895
  %3897 = fmul <8 x float> %3896, %3896
  %3898 = fadd <8 x float> %wide.load1149.31639, %3897
  store <8 x float> %3898, ptr %2366, align 4
  %3899 = or disjoint i64 %3839, 32
  %3900 = getelementptr inbounds nuw float, ptr %across_state, i64 %3899
  %wide.load1144.4 = load <8 x float>, ptr %3900, align 4
  %3901 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3899
  %wide.load1145.4 = load <8 x float>, ptr %3901, align 4
  %3902 = fneg <8 x float> %wide.load1145.4
  %3903 = fmul <8 x float> %wide.load1144.4, %wide.load1190.41481
  %3904 = fsub <8 x float> %3902, %3903
  %3905 = fmul <8 x float> %broadcast.splat1119, %3904
  %3906 = fsub <8 x float> %wide.load1144.4, %3905
  %3907 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3899
  %wide.load1147.4 = load <8 x float>, ptr %3907, align 4
  %3908 = fmul <8 x float> %wide.load1144.4, %wide.load1191.41569
  %3909 = fsub <8 x float> %wide.load1147.4, %3908
  %3910 = fmul <8 x float> %broadcast.splat1121, %3909
  %3911 = fadd <8 x float> %3906, %3910
  %3912 = fmul <8 x float> %3911, %3911
  %3913 = fadd <8 x float> %wide.load1149.41650, %3912
  store <8 x float> %3913, ptr %2367, align 4
  %3914 = or disjoint i64 %3839, 40
  %3915 = getelementptr inbounds nuw float, ptr %across_state, i64 %3914
  %wide.load1144.5 = load <8 x float>, ptr %3915, align 4
  %3916 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3914
  %wide.load1145.5 = load <8 x float>, ptr %3916, align 4
  %3917 = fneg <8 x float> %wide.load1145.5
  %3918 = fmul <8 x float> %wide.load1144.5, %wide.load1190.51492
  %3919 = fsub <8 x float> %3917, %3918
  %3920 = fmul <8 x float> %broadcast.splat1119, %3919
  %3921 = fsub <8 x float> %wide.load1144.5, %3920
  %3922 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3914
  %wide.load1147.5 = load <8 x float>, ptr %3922, align 4
  %3923 = fmul <8 x float> %wide.load1144.5, %wide.load1191.51580
  %3924 = fsub <8 x float> %wide.load1147.5, %3923
  %3925 = fmul <8 x float> %broadcast.splat1121, %3924
  %3926 = fadd <8 x float> %3921, %3925
  %3927 = fmul <8 x float> %3926, %3926
  %3928 = fadd <8 x float> %wide.load1149.51661, %3927
  store <8 x float> %3928, ptr %2368, align 4
  %3929 = or disjoint i64 %3839, 48
  %3930 = getelementptr inbounds nuw float, ptr %across_state, i64 %3929
  %wide.load1144.6 = load <8 x float>, ptr %3930, align 4
  %3931 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3929
  %wide.load1145.6 = load <8 x float>, ptr %3931, align 4
  %3932 = fneg <8 x float> %wide.load1145.6
  %3933 = fmul <8 x float> %wide.load1144.6, %wide.load1190.61503
  %3934 = fsub <8 x float> %3932, %3933
  %3935 = fmul <8 x float> %broadcast.splat1119, %3934
  %3936 = fsub <8 x float> %wide.load1144.6, %3935
  %3937 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3929
  %wide.load1147.6 = load <8 x float>, ptr %3937, align 4
  %3938 = fmul <8 x float> %wide.load1144.6, %wide.load1191.61591
  %3939 = fsub <8 x float> %wide.load1147.6, %3938
  %3940 = fmul <8 x float> %broadcast.splat1121, %3939
  %3941 = fadd <8 x float> %3936, %3940
  %3942 = fmul <8 x float> %3941, %3941
  %3943 = fadd <8 x float> %wide.load1149.61672, %3942
  store <8 x float> %3943, ptr %2369, align 4
  %3944 = or disjoint i64 %3839, 56
  %3945 = getelementptr inbounds nuw float, ptr %across_state, i64 %3944
  %wide.load1144.7 = load <8 x float>, ptr %3945, align 4
  %3946 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3944
  %wide.load1145.7 = load <8 x float>, ptr %3946, align 4
  %3947 = fneg <8 x float> %wide.load1145.7
  %3948 = fmul <8 x float> %wide.load1144.7, %wide.load1190.71514
  %3949 = fsub <8 x float> %3947, %3948
  %3950 = fmul <8 x float> %broadcast.splat1119, %3949
  %3951 = fsub <8 x float> %wide.load1144.7, %3950
  %3952 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3944
  %wide.load1147.7 = load <8 x float>, ptr %3952, align 4
  %3953 = fmul <8 x float> %wide.load1144.7, %wide.load1191.71602
  %3954 = fsub <8 x float> %wide.load1147.7, %3953
  %3955 = fmul <8 x float> %broadcast.splat1121, %3954
  %3956 = fadd <8 x float> %3951, %3955
  %3957 = fmul <8 x float> %3956, %3956
  %3958 = fadd <8 x float> %wide.load1149.71683, %3957
  store <8 x float> %3958, ptr %2370, align 4
  br label %across_row.exit42

vector.body1122:                                  ; preds = %across_feature.body35
  store <8 x float> %3445, ptr %2374, align 4
  store <8 x float> %3446, ptr %2375, align 4
  store <8 x float> %3465, ptr %2382, align 4
  store <8 x float> %3466, ptr %2383, align 4
  store <8 x float> %3485, ptr %2390, align 4
  store <8 x float> %3486, ptr %2391, align 4
  store <8 x float> %3505, ptr %2398, align 4
  store <8 x float> %3506, ptr %2399, align 4
  br label %across_row.exit42

across_row.exit42:                                ; preds = %vector.body1142, %vector.body1122
  %wide.load1149.71692 = phi <8 x float> [ %3958, %vector.body1142 ], [ %3506, %vector.body1122 ]
  %wide.load1149.61681 = phi <8 x float> [ %3943, %vector.body1142 ], [ %3505, %vector.body1122 ]
  %wide.load1149.51670 = phi <8 x float> [ %3928, %vector.body1142 ], [ %3486, %vector.body1122 ]
  %wide.load1149.41659 = phi <8 x float> [ %3913, %vector.body1142 ], [ %3485, %vector.body1122 ]
  %wide.load1149.31648 = phi <8 x float> [ %3898, %vector.body1142 ], [ %3466, %vector.body1122 ]
  %wide.load1149.21637 = phi <8 x float> [ %3883, %vector.body1142 ], [ %3465, %vector.body1122 ]
  %wide.load1149.11626 = phi <8 x float> [ %3868, %vector.body1142 ], [ %3446, %vector.body1122 ]
  %wide.load11491615 = phi <8 x float> [ %3853, %vector.body1142 ], [ %3445, %vector.body1122 ]
  %3959 = add nuw i64 %across_feature37362, 1
  %exitcond460.not = icmp eq i64 %3959, %n_features
  br i1 %exitcond460.not, label %noise.done33, label %across_feature.body35

across_feature.body50:                            ; preds = %across_feature.body50.preheader, %across_row.exit57
  %wide.load1149.71693 = phi <8 x float> [ %wide.load1149.71691, %across_row.exit57 ], [ %wide.load1149.71684, %across_feature.body50.preheader ]
  %wide.load1149.61682 = phi <8 x float> [ %wide.load1149.61680, %across_row.exit57 ], [ %wide.load1149.61673, %across_feature.body50.preheader ]
  %wide.load1149.51671 = phi <8 x float> [ %wide.load1149.51669, %across_row.exit57 ], [ %wide.load1149.51662, %across_feature.body50.preheader ]
  %wide.load1149.41660 = phi <8 x float> [ %wide.load1149.41658, %across_row.exit57 ], [ %wide.load1149.41651, %across_feature.body50.preheader ]
  %wide.load1149.31649 = phi <8 x float> [ %wide.load1149.31647, %across_row.exit57 ], [ %wide.load1149.31640, %across_feature.body50.preheader ]
  %wide.load1149.21638 = phi <8 x float> [ %wide.load1149.21636, %across_row.exit57 ], [ %wide.load1149.21629, %across_feature.body50.preheader ]
  %wide.load1149.11627 = phi <8 x float> [ %wide.load1149.11625, %across_row.exit57 ], [ %wide.load1149.11618, %across_feature.body50.preheader ]
  %wide.load11491616 = phi <8 x float> [ %wide.load11491614, %across_row.exit57 ], [ %wide.load11491607, %across_feature.body50.preheader ]
  %across_feature52364 = phi i64 [ %4036, %across_row.exit57 ], [ 0, %across_feature.body50.preheader ]
  %first53 = icmp eq i64 %across_feature52364, 0
  %3960 = shl nuw nsw i64 %across_feature52364, 6
  br i1 %first53, label %vector.body1084, label %vector.body1104

vector.body1104:                                  ; preds = %across_feature.body50
  %3961 = getelementptr inbounds nuw float, ptr %across_state, i64 %3960
  %3962 = getelementptr inbounds nuw i8, ptr %3961, i64 32
  %wide.load1106 = load <8 x float>, ptr %3961, align 4
  %wide.load1107 = load <8 x float>, ptr %3962, align 4
  %3963 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3960
  %3964 = getelementptr inbounds nuw i8, ptr %3963, i64 32
  %wide.load1108 = load <8 x float>, ptr %3963, align 4
  %wide.load1109 = load <8 x float>, ptr %3964, align 4
  %3965 = fneg <8 x float> %wide.load1108
  %3966 = fneg <8 x float> %wide.load1109
  %3967 = fmul <8 x float> %wide.load1106, %wide.load11901437
  %3968 = fmul <8 x float> %wide.load1107, %wide.load1190.11448
  %3969 = fsub <8 x float> %3965, %3967
  %3970 = fsub <8 x float> %3966, %3968
  %3971 = fmul <8 x float> %broadcast.splat1083, %3969
  %3972 = fmul <8 x float> %broadcast.splat1083, %3970
  %3973 = fsub <8 x float> %wide.load1106, %3971
  %3974 = fsub <8 x float> %wide.load1107, %3972
  %3975 = fmul <8 x float> %3973, %3973
  %3976 = fmul <8 x float> %3974, %3974
  %3977 = fadd <8 x float> %wide.load11491616, %3975
  %3978 = fadd <8 x float> %wide.load1149.11627, %3976
  store <8 x float> %3977, ptr %2400, align 4
  store <8 x float> %3978, ptr %2401, align 4
  %3979 = or disjoint i64 %3960, 16
  %3980 = getelementptr inbounds nuw float, ptr %across_state, i64 %3979
  %3981 = getelementptr inbounds nuw i8, ptr %3980, i64 32
  %wide.load1106.1 = load <8 x float>, ptr %3980, align 4
  %wide.load1107.1 = load <8 x float>, ptr %3981, align 4
  %3982 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3979
  %3983 = getelementptr inbounds nuw i8, ptr %3982, i64 32
  %wide.load1108.1 = load <8 x float>, ptr %3982, align 4
  %wide.load1109.1 = load <8 x float>, ptr %3983, align 4
  %3984 = fneg <8 x float> %wide.load1108.1
  %3985 = fneg <8 x float> %wide.load1109.1
  %3986 = fmul <8 x float> %wide.load1106.1, %wide.load1190.21459
  %3987 = fmul <8 x float> %wide.load1107.1, %wide.load1190.31470
  %3988 = fsub <8 x float> %3984, %3986
  %3989 = fsub <8 x float> %3985, %3987
  %3990 = fmul <8 x float> %broadcast.splat1083, %3988
  %3991 = fmul <8 x float> %broadcast.splat1083, %3989
  %3992 = fsub <8 x float> %wide.load1106.1, %3990
  %3993 = fsub <8 x float> %wide.load1107.1, %3991
  %3994 = fmul <8 x float> %3992, %3992
  %3995 = fmul <8 x float> %3993, %3993
  %3996 = fadd <8 x float> %wide.load1149.21638, %3994
  %3997 = fadd <8 x float> %wide.load1149.31649, %3995
  store <8 x float> %3996, ptr %2402, align 4
  store <8 x float> %3997, ptr %2403, align 4
  %3998 = or disjoint i64 %3960, 32
  %3999 = getelementptr inbounds nuw float, ptr %across_state, i64 %3998
  %4000 = getelementptr inbounds nuw i8, ptr %3999, i64 32
  %wide.load1106.2 = load <8 x float>, ptr %3999, align 4
  %wide.load1107.2 = load <8 x float>, ptr %4000, align 4
  %4001 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3998
  %4002 = getelementptr inbounds nuw i8, ptr %4001, i64 32
  %wide.load1108.2 = load <8 x float>, ptr %4001, align 4
  %wide.load1109.2 = load <8 x float>, ptr %4002, align 4
  %4003 = fneg <8 x float> %wide.load1108.2
  %4004 = fneg <8 x float> %wide.load1109.2
  %4005 = fmul <8 x float> %wide.load1106.2, %wide.load1190.41481
  %4006 = fmul <8 x float> %wide.load1107.2, %wide.load1190.51492
  %4007 = fsub <8 x float> %4003, %4005
  %4008 = fsub <8 x float> %4004, %4006
  %4009 = fmul <8 x float> %broadcast.splat1083, %4007
  %4010 = fmul <8 x float> %broadcast.splat1083, %4008
  %4011 = fsub <8 x float> %wide.load1106.2, %4009
  %4012 = fsub <8 x float> %wide.load1107.2, %4010
  %4013 = fmul <8 x float> %4011, %4011
  %4014 = fmul <8 x float> %4012, %4012
  %4015 = fadd <8 x float> %wide.load1149.41660, %4013
  %4016 = fadd <8 x float> %wide.load1149.51671, %4014
  store <8 x float> %4015, ptr %2404, align 4
  store <8 x float> %4016, ptr %2405, align 4
  %4017 = or disjoint i64 %3960, 48
  %4018 = getelementptr inbounds nuw float, ptr %across_state, i64 %4017
  %4019 = getelementptr inbounds nuw i8, ptr %4018, i64 32
  %wide.load1106.3 = load <8 x float>, ptr %4018, align 4
  %wide.load1107.3 = load <8 x float>, ptr %4019, align 4
  %4020 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %4017
  %4021 = getelementptr inbounds nuw i8, ptr %4020, i64 32
  %wide.load1108.3 = load <8 x float>, ptr %4020, align 4
  %wide.load1109.3 = load <8 x float>, ptr %4021, align 4
  %4022 = fneg <8 x float> %wide.load1108.3
  %4023 = fneg <8 x float> %wide.load1109.3
  %4024 = fmul <8 x float> %wide.load1106.3, %wide.load1190.61503
  %4025 = fmul <8 x float> %wide.load1107.3, %wide.load1190.71514
  %4026 = fsub <8 x float> %4022, %4024
  %4027 = fsub <8 x float> %4023, %4025
  %4028 = fmul <8 x float> %broadcast.splat1083, %4026
  %4029 = fmul <8 x float> %broadcast.splat1083, %4027
  %4030 = fsub <8 x float> %wide.load1106.3, %4028
  %4031 = fsub <8 x float> %wide.load1107.3, %4029
  %4032 = fmul <8 x float> %4030, %4030
  %4033 = fmul <8 x float> %4031, %4031
  %4034 = fadd <8 x float> %wide.load1149.61682, %4032
  %4035 = fadd <8 x float> %wide.load1149.71693, %4033
  store <8 x float> %4034, ptr %2406, align 4
  store <8 x float> %4035, ptr %2407, align 4
  br label %across_row.exit57

vector.body1084:                                  ; preds = %across_feature.body50
  store <8 x float> %3527, ptr %2414, align 4
  store <8 x float> %3528, ptr %2415, align 4
  store <8 x float> %3529, ptr %2416, align 4
  store <8 x float> %3530, ptr %2417, align 4
  store <8 x float> %3551, ptr %2426, align 4
  store <8 x float> %3552, ptr %2427, align 4
  store <8 x float> %3553, ptr %2428, align 4
  store <8 x float> %3554, ptr %2429, align 4
  br label %across_row.exit57

across_row.exit57:                                ; preds = %vector.body1104, %vector.body1084
  %wide.load1149.71691 = phi <8 x float> [ %4035, %vector.body1104 ], [ %3554, %vector.body1084 ]
  %wide.load1149.61680 = phi <8 x float> [ %4034, %vector.body1104 ], [ %3553, %vector.body1084 ]
  %wide.load1149.51669 = phi <8 x float> [ %4016, %vector.body1104 ], [ %3552, %vector.body1084 ]
  %wide.load1149.41658 = phi <8 x float> [ %4015, %vector.body1104 ], [ %3551, %vector.body1084 ]
  %wide.load1149.31647 = phi <8 x float> [ %3997, %vector.body1104 ], [ %3530, %vector.body1084 ]
  %wide.load1149.21636 = phi <8 x float> [ %3996, %vector.body1104 ], [ %3529, %vector.body1084 ]
  %wide.load1149.11625 = phi <8 x float> [ %3978, %vector.body1104 ], [ %3528, %vector.body1084 ]
  %wide.load11491614 = phi <8 x float> [ %3977, %vector.body1104 ], [ %3527, %vector.body1084 ]
  %4036 = add nuw i64 %across_feature52364, 1
  %exitcond463.not = icmp eq i64 %4036, %n_features
  br i1 %exitcond463.not, label %noise.done33, label %across_feature.body50

noise.done68:                                     ; preds = %across_row.header80.preheader, %across_row.header105.preheader, %across_feature.header76.preheader, %across_feature.header101.preheader
  %wide.load1149.71687 = phi <8 x float> [ %wide.load1149.71689, %across_row.header105.preheader ], [ %wide.load1149.71689, %across_feature.header101.preheader ], [ %wide.load1149.71688, %across_feature.header76.preheader ], [ %wide.load1149.71688, %across_row.header80.preheader ]
  %wide.load1149.61676 = phi <8 x float> [ %wide.load1149.61678, %across_row.header105.preheader ], [ %wide.load1149.61678, %across_feature.header101.preheader ], [ %wide.load1149.61677, %across_feature.header76.preheader ], [ %wide.load1149.61677, %across_row.header80.preheader ]
  %wide.load1149.51665 = phi <8 x float> [ %wide.load1149.51667, %across_row.header105.preheader ], [ %wide.load1149.51667, %across_feature.header101.preheader ], [ %wide.load1149.51666, %across_feature.header76.preheader ], [ %wide.load1149.51666, %across_row.header80.preheader ]
  %wide.load1149.41654 = phi <8 x float> [ %wide.load1149.41656, %across_row.header105.preheader ], [ %wide.load1149.41656, %across_feature.header101.preheader ], [ %wide.load1149.41655, %across_feature.header76.preheader ], [ %wide.load1149.41655, %across_row.header80.preheader ]
  %wide.load1149.31643 = phi <8 x float> [ %wide.load1149.31645, %across_row.header105.preheader ], [ %wide.load1149.31645, %across_feature.header101.preheader ], [ %wide.load1149.31644, %across_feature.header76.preheader ], [ %wide.load1149.31644, %across_row.header80.preheader ]
  %wide.load1149.21632 = phi <8 x float> [ %wide.load1149.21634, %across_row.header105.preheader ], [ %wide.load1149.21634, %across_feature.header101.preheader ], [ %wide.load1149.21633, %across_feature.header76.preheader ], [ %wide.load1149.21633, %across_row.header80.preheader ]
  %wide.load1149.11621 = phi <8 x float> [ %wide.load1149.11623, %across_row.header105.preheader ], [ %wide.load1149.11623, %across_feature.header101.preheader ], [ %wide.load1149.11622, %across_feature.header76.preheader ], [ %wide.load1149.11622, %across_row.header80.preheader ]
  %wide.load11491610 = phi <8 x float> [ %wide.load11491612, %across_row.header105.preheader ], [ %wide.load11491612, %across_feature.header101.preheader ], [ %wide.load11491611, %across_feature.header76.preheader ], [ %wide.load11491611, %across_row.header80.preheader ]
  %wide.load1191.71599 = phi <8 x float> [ %wide.load1191.71601, %across_row.header105.preheader ], [ %wide.load1191.71601, %across_feature.header101.preheader ], [ %wide.load1191.71600, %across_feature.header76.preheader ], [ %wide.load1191.71600, %across_row.header80.preheader ]
  %wide.load1191.61588 = phi <8 x float> [ %wide.load1191.61590, %across_row.header105.preheader ], [ %wide.load1191.61590, %across_feature.header101.preheader ], [ %wide.load1191.61589, %across_feature.header76.preheader ], [ %wide.load1191.61589, %across_row.header80.preheader ]
  %wide.load1191.51577 = phi <8 x float> [ %wide.load1191.51579, %across_row.header105.preheader ], [ %wide.load1191.51579, %across_feature.header101.preheader ], [ %wide.load1191.51578, %across_feature.header76.preheader ], [ %wide.load1191.51578, %across_row.header80.preheader ]
  %wide.load1191.41566 = phi <8 x float> [ %wide.load1191.41568, %across_row.header105.preheader ], [ %wide.load1191.41568, %across_feature.header101.preheader ], [ %wide.load1191.41567, %across_feature.header76.preheader ], [ %wide.load1191.41567, %across_row.header80.preheader ]
  %wide.load1191.31555 = phi <8 x float> [ %wide.load1191.31557, %across_row.header105.preheader ], [ %wide.load1191.31557, %across_feature.header101.preheader ], [ %wide.load1191.31556, %across_feature.header76.preheader ], [ %wide.load1191.31556, %across_row.header80.preheader ]
  %wide.load1191.21544 = phi <8 x float> [ %wide.load1191.21546, %across_row.header105.preheader ], [ %wide.load1191.21546, %across_feature.header101.preheader ], [ %wide.load1191.21545, %across_feature.header76.preheader ], [ %wide.load1191.21545, %across_row.header80.preheader ]
  %wide.load1191.11533 = phi <8 x float> [ %wide.load1191.11535, %across_row.header105.preheader ], [ %wide.load1191.11535, %across_feature.header101.preheader ], [ %wide.load1191.11534, %across_feature.header76.preheader ], [ %wide.load1191.11534, %across_row.header80.preheader ]
  %wide.load11911522 = phi <8 x float> [ %wide.load11911524, %across_row.header105.preheader ], [ %wide.load11911524, %across_feature.header101.preheader ], [ %wide.load11911523, %across_feature.header76.preheader ], [ %wide.load11911523, %across_row.header80.preheader ]
  %wide.load1190.71511 = phi <8 x float> [ %wide.load1190.71513, %across_row.header105.preheader ], [ %wide.load1190.71513, %across_feature.header101.preheader ], [ %wide.load1190.71512, %across_feature.header76.preheader ], [ %wide.load1190.71512, %across_row.header80.preheader ]
  %wide.load1190.61500 = phi <8 x float> [ %wide.load1190.61502, %across_row.header105.preheader ], [ %wide.load1190.61502, %across_feature.header101.preheader ], [ %wide.load1190.61501, %across_feature.header76.preheader ], [ %wide.load1190.61501, %across_row.header80.preheader ]
  %wide.load1190.51489 = phi <8 x float> [ %wide.load1190.51491, %across_row.header105.preheader ], [ %wide.load1190.51491, %across_feature.header101.preheader ], [ %wide.load1190.51490, %across_feature.header76.preheader ], [ %wide.load1190.51490, %across_row.header80.preheader ]
  %wide.load1190.41478 = phi <8 x float> [ %wide.load1190.41480, %across_row.header105.preheader ], [ %wide.load1190.41480, %across_feature.header101.preheader ], [ %wide.load1190.41479, %across_feature.header76.preheader ], [ %wide.load1190.41479, %across_row.header80.preheader ]
  %wide.load1190.31467 = phi <8 x float> [ %wide.load1190.31469, %across_row.header105.preheader ], [ %wide.load1190.31469, %across_feature.header101.preheader ], [ %wide.load1190.31468, %across_feature.header76.preheader ], [ %wide.load1190.31468, %across_row.header80.preheader ]
  %wide.load1190.21456 = phi <8 x float> [ %wide.load1190.21458, %across_row.header105.preheader ], [ %wide.load1190.21458, %across_feature.header101.preheader ], [ %wide.load1190.21457, %across_feature.header76.preheader ], [ %wide.load1190.21457, %across_row.header80.preheader ]
  %wide.load1190.11445 = phi <8 x float> [ %wide.load1190.11447, %across_row.header105.preheader ], [ %wide.load1190.11447, %across_feature.header101.preheader ], [ %wide.load1190.11446, %across_feature.header76.preheader ], [ %wide.load1190.11446, %across_row.header80.preheader ]
  %wide.load11901434 = phi <8 x float> [ %wide.load11901436, %across_row.header105.preheader ], [ %wide.load11901436, %across_feature.header101.preheader ], [ %wide.load11901435, %across_feature.header76.preheader ], [ %wide.load11901435, %across_row.header80.preheader ]
  %wide.load1189.71423 = phi <8 x float> [ %wide.load1189.71425, %across_row.header105.preheader ], [ %wide.load1189.71425, %across_feature.header101.preheader ], [ %wide.load1189.71424, %across_feature.header76.preheader ], [ %wide.load1189.71424, %across_row.header80.preheader ]
  %wide.load1189.61412 = phi <8 x float> [ %wide.load1189.61414, %across_row.header105.preheader ], [ %wide.load1189.61414, %across_feature.header101.preheader ], [ %wide.load1189.61413, %across_feature.header76.preheader ], [ %wide.load1189.61413, %across_row.header80.preheader ]
  %wide.load1189.51401 = phi <8 x float> [ %wide.load1189.51403, %across_row.header105.preheader ], [ %wide.load1189.51403, %across_feature.header101.preheader ], [ %wide.load1189.51402, %across_feature.header76.preheader ], [ %wide.load1189.51402, %across_row.header80.preheader ]
  %wide.load1189.41390 = phi <8 x float> [ %wide.load1189.41392, %across_row.header105.preheader ], [ %wide.load1189.41392, %across_feature.header101.preheader ], [ %wide.load1189.41391, %across_feature.header76.preheader ], [ %wide.load1189.41391, %across_row.header80.preheader ]
  %wide.load1189.31379 = phi <8 x float> [ %wide.load1189.31381, %across_row.header105.preheader ], [ %wide.load1189.31381, %across_feature.header101.preheader ], [ %wide.load1189.31380, %across_feature.header76.preheader ], [ %wide.load1189.31380, %across_row.header80.preheader ]
  %wide.load1189.21368 = phi <8 x float> [ %wide.load1189.21370, %across_row.header105.preheader ], [ %wide.load1189.21370, %across_feature.header101.preheader ], [ %wide.load1189.21369, %across_feature.header76.preheader ], [ %wide.load1189.21369, %across_row.header80.preheader ]
  %wide.load1189.11357 = phi <8 x float> [ %wide.load1189.11359, %across_row.header105.preheader ], [ %wide.load1189.11359, %across_feature.header101.preheader ], [ %wide.load1189.11358, %across_feature.header76.preheader ], [ %wide.load1189.11358, %across_row.header80.preheader ]
  %4037 = phi <8 x float> [ %3776, %across_row.header105.preheader ], [ %3776, %across_feature.header101.preheader ], [ %3713, %across_feature.header76.preheader ], [ %3713, %across_row.header80.preheader ]
  %t_next = fmul float %anneal_ratio, %temperature1.0371
  %4038 = add nuw i64 %step3372, 1
  %exitcond476.not = icmp eq i64 %4038, %steps
  br i1 %exitcond476.not, label %step.exit, label %step.body

across_feature.header76.preheader:                ; preds = %across_status.body, %vec.epilog.middle.block1077, %middle.block1062
  br i1 %.not380, label %noise.done68, label %across_row.header80.preheader.preheader

across_row.header80.preheader.preheader:          ; preds = %across_feature.header76.preheader
  %broadcast.splatinsert1024 = insertelement <8 x float> poison, float %noise_scale4, i64 0
  %broadcast.splat1025 = shufflevector <8 x float> %broadcast.splatinsert1024, <8 x float> poison, <8 x i32> zeroinitializer
  %4039 = fcmp olt <8 x float> %wide.load11491611, splat (float 0x3D71979980000000)
  %4040 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load11491611)
  %4041 = fcmp olt <8 x float> %wide.load1149.11622, splat (float 0x3D71979980000000)
  %4042 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1149.11622)
  %4043 = fcmp olt <8 x float> %wide.load1149.21633, splat (float 0x3D71979980000000)
  %4044 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1149.21633)
  %4045 = fcmp olt <8 x float> %wide.load1149.31644, splat (float 0x3D71979980000000)
  %4046 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1149.31644)
  %4047 = fcmp olt <8 x float> %wide.load1149.41655, splat (float 0x3D71979980000000)
  %4048 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1149.41655)
  %4049 = fcmp olt <8 x float> %wide.load1149.51666, splat (float 0x3D71979980000000)
  %4050 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1149.51666)
  %4051 = fcmp olt <8 x float> %wide.load1149.61677, splat (float 0x3D71979980000000)
  %4052 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1149.61677)
  %4053 = fcmp olt <8 x float> %wide.load1149.71688, splat (float 0x3D71979980000000)
  %4054 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1149.71688)
  br label %across_row.header80.preheader

across_status.body:                               ; preds = %across_status.body.preheader, %across_status.body
  %across_status365 = phi i64 [ %4068, %across_status.body ], [ %across_status365.ph, %across_status.body.preheader ]
  %4055 = getelementptr float, ptr %across_uniforms, i64 %across_status365
  %4056 = getelementptr i8, ptr %4055, i64 768
  %4057 = load float, ptr %4056, align 4
  %4058 = fcmp olt float %4057, 0x3D71979980000000
  %4059 = load float, ptr %4055, align 4
  %4060 = fadd float %4059, -1.000000e+00
  %4061 = tail call float @llvm.fabs.f32(float %4060)
  %4062 = fcmp ogt float %4061, 0x3F60624DE0000000
  %4063 = select i1 %4062, float 1.000000e+00, float 0.000000e+00
  %4064 = select i1 %4058, float 2.000000e+00, float 0.000000e+00
  %4065 = fadd float %4064, %4063
  %4066 = getelementptr float, ptr %2456, i64 %across_status365
  %status_bits = fptoui float %4065 to i32
  %status75 = load i32, ptr %4066, align 4
  %4067 = or i32 %status75, %status_bits
  store i32 %4067, ptr %4066, align 4
  %4068 = add nuw nsw i64 %across_status365, 1
  %exitcond468.not = icmp eq i64 %4068, %umax472
  br i1 %exitcond468.not, label %across_feature.header76.preheader, label %across_status.body, !llvm.loop !60

across_row.header80.preheader:                    ; preds = %across_row.header80.preheader.preheader, %across_row.header80.preheader
  %across_feature79367 = phi i64 [ %4189, %across_row.header80.preheader ], [ 0, %across_row.header80.preheader.preheader ]
  %4069 = shl i64 %across_feature79367, 6
  %4070 = getelementptr inbounds float, ptr %across_state, i64 %4069
  %wide.load1029 = load <8 x float>, ptr %4070, align 4
  %4071 = getelementptr inbounds float, ptr %across_input_0, i64 %4069
  %wide.load1030 = load <8 x float>, ptr %4071, align 4
  %4072 = fneg <8 x float> %wide.load1030
  %4073 = fmul <8 x float> %wide.load1029, %wide.load11901435
  %4074 = fsub <8 x float> %4072, %4073
  %4075 = fmul <8 x float> %broadcast.splat1023, %4074
  %4076 = fsub <8 x float> %wide.load1029, %4075
  %4077 = getelementptr inbounds float, ptr %across_noise, i64 %4069
  %wide.load1032 = load <8 x float>, ptr %4077, align 4
  %4078 = fmul <8 x float> %wide.load1029, %wide.load11911523
  %4079 = fsub <8 x float> %wide.load1032, %4078
  %4080 = fmul <8 x float> %broadcast.splat1025, %4079
  %4081 = fadd <8 x float> %4076, %4080
  %4082 = fdiv <8 x float> %4081, %4040
  %4083 = select <8 x i1> %4039, <8 x float> %wide.load1029, <8 x float> %4082
  store <8 x float> %4083, ptr %4070, align 4
  %4084 = or disjoint i64 %4069, 8
  %4085 = getelementptr inbounds float, ptr %across_state, i64 %4084
  %wide.load1029.1 = load <8 x float>, ptr %4085, align 4
  %4086 = getelementptr inbounds float, ptr %across_input_0, i64 %4084
  %wide.load1030.1 = load <8 x float>, ptr %4086, align 4
  %4087 = fneg <8 x float> %wide.load1030.1
  %4088 = fmul <8 x float> %wide.load1029.1, %wide.load1190.11446
  %4089 = fsub <8 x float> %4087, %4088
  %4090 = fmul <8 x float> %broadcast.splat1023, %4089
  %4091 = fsub <8 x float> %wide.load1029.1, %4090
  %4092 = getelementptr inbounds float, ptr %across_noise, i64 %4084
  %wide.load1032.1 = load <8 x float>, ptr %4092, align 4
  %4093 = fmul <8 x float> %wide.load1029.1, %wide.load1191.11534
  %4094 = fsub <8 x float> %wide.load1032.1, %4093
  %4095 = fmul <8 x float> %broadcast.splat1025, %4094
  %4096 = fadd <8 x float> %4091, %4095
  %4097 = fdiv <8 x float> %4096, %4042
  %4098 = select <8 x i1> %4041, <8 x float> %wide.load1029.1, <8 x float> %4097
  store <8 x float> %4098, ptr %4085, align 4
  %4099 = or disjoint i64 %4069, 16
  %4100 = getelementptr inbounds float, ptr %across_state, i64 %4099
  %wide.load1029.2 = load <8 x float>, ptr %4100, align 4
  %4101 = getelementptr inbounds float, ptr %across_input_0, i64 %4099
  %wide.load1030.2 = load <8 x float>, ptr %4101, align 4
  %4102 = fneg <8 x float> %wide.load1030.2
  %4103 = fmul <8 x float> %wide.load1029.2, %wide.load1190.21457
  %4104 = fsub <8 x float> %4102, %4103
  %4105 = fmul <8 x float> %broadcast.splat1023, %4104
  %4106 = fsub <8 x float> %wide.load1029.2, %4105
  %4107 = getelementptr inbounds float, ptr %across_noise, i64 %4099
  %wide.load1032.2 = load <8 x float>, ptr %4107, align 4
  %4108 = fmul <8 x float> %wide.load1029.2, %wide.load1191.21545
  %4109 = fsub <8 x float> %wide.load1032.2, %4108
  %4110 = fmul <8 x float> %broadcast.splat1025, %4109
  %4111 = fadd <8 x float> %4106, %4110
  %4112 = fdiv <8 x float> %4111, %4044
  %4113 = select <8 x i1> %4043, <8 x float> %wide.load1029.2, <8 x float> %4112
  store <8 x float> %4113, ptr %4100, align 4
  %4114 = or disjoint i64 %4069, 24
  %4115 = getelementptr inbounds float, ptr %across_state, i64 %4114
  %wide.load1029.3 = load <8 x float>, ptr %4115, align 4
  %4116 = getelementptr inbounds float, ptr %across_input_0, i64 %4114
  %wide.load1030.3 = load <8 x float>, ptr %4116, align 4
  %4117 = fneg <8 x float> %wide.load1030.3
  %4118 = fmul <8 x float> %wide.load1029.3, %wide.load1190.31468
  %4119 = fsub <8 x float> %4117, %4118
  %4120 = fmul <8 x float> %broadcast.splat1023, %4119
  %4121 = fsub <8 x float> %wide.load1029.3, %4120
  %4122 = getelementptr inbounds float, ptr %across_noise, i64 %4114
  %wide.load1032.3 = load <8 x float>, ptr %4122, align 4
  %4123 = fmul <8 x float> %wide.load1029.3, %wide.load1191.31556
  %4124 = fsub <8 x float> %wide.load1032.3, %4123
  %4125 = fmul <8 x float> %broadcast.splat1025, %4124
  %4126 = fadd <8 x float> %4121, %4125
  %4127 = fdiv <8 x float> %4126, %4046
  %4128 = select <8 x i1> %4045, <8 x float> %wide.load1029.3, <8 x float> %4127
  store <8 x float> %4128, ptr %4115, align 4
  %4129 = or disjoint i64 %4069, 32
  %4130 = getelementptr inbounds float, ptr %across_state, i64 %4129
  %wide.load1029.4 = load <8 x float>, ptr %4130, align 4
  %4131 = getelementptr inbounds float, ptr %across_input_0, i64 %4129
  %wide.load1030.4 = load <8 x float>, ptr %4131, align 4
  %4132 = fneg <8 x float> %wide.load1030.4
  %4133 = fmul <8 x float> %wide.load1029.4, %wide.load1190.41479
  %4134 = fsub <8 x float> %4132, %4133
  %4135 = fmul <8 x float> %broadcast.splat1023, %4134
  %4136 = fsub <8 x float> %wide.load1029.4, %4135
  %4137 = getelementptr inbounds float, ptr %across_noise, i64 %4129
  %wide.load1032.4 = load <8 x float>, ptr %4137, align 4
  %4138 = fmul <8 x float> %wide.load1029.4, %wide.load1191.41567
  %4139 = fsub <8 x float> %wide.load1032.4, %4138
  %4140 = fmul <8 x float> %broadcast.splat1025, %4139
  %4141 = fadd <8 x float> %4136, %4140
  %4142 = fdiv <8 x float> %4141, %4048
  %4143 = select <8 x i1> %4047, <8 x float> %wide.load1029.4, <8 x float> %4142
  store <8 x float> %4143, ptr %4130, align 4
  %4144 = or disjoint i64 %4069, 40
  %4145 = getelementptr inbounds float, ptr %across_state, i64 %4144
  %wide.load1029.5 = load <8 x float>, ptr %4145, align 4
  %4146 = getelementptr inbounds float, ptr %across_input_0, i64 %4144
  %wide.load1030.5 = load <8 x float>, ptr %4146, align 4
  %4147 = fneg <8 x float> %wide.load1030.5
  %4148 = fmul <8 x float> %wide.load1029.5, %wide.load1190.51490
  %4149 = fsub <8 x float> %4147, %4148
  %4150 = fmul <8 x float> %broadcast.splat1023, %4149
  %4151 = fsub <8 x float> %wide.load1029.5, %4150
  %4152 = getelementptr inbounds float, ptr %across_noise, i64 %4144
  %wide.load1032.5 = load <8 x float>, ptr %4152, align 4
  %4153 = fmul <8 x float> %wide.load1029.5, %wide.load1191.51578
  %4154 = fsub <8 x float> %wide.load1032.5, %4153
  %4155 = fmul <8 x float> %broadcast.splat1025, %4154
  %4156 = fadd <8 x float> %4151, %4155
  %4157 = fdiv <8 x float> %4156, %4050
  %4158 = select <8 x i1> %4049, <8 x float> %wide.load1029.5, <8 x float> %4157
  store <8 x float> %4158, ptr %4145, align 4
  %4159 = or disjoint i64 %4069, 48
  %4160 = getelementptr inbounds float, ptr %across_state, i64 %4159
  %wide.load1029.6 = load <8 x float>, ptr %4160, align 4
  %4161 = getelementptr inbounds float, ptr %across_input_0, i64 %4159
  %wide.load1030.6 = load <8 x float>, ptr %4161, align 4
  %4162 = fneg <8 x float> %wide.load1030.6
  %4163 = fmul <8 x float> %wide.load1029.6, %wide.load1190.61501
  %4164 = fsub <8 x float> %4162, %4163
  %4165 = fmul <8 x float> %broadcast.splat1023, %4164
  %4166 = fsub <8 x float> %wide.load1029.6, %4165
  %4167 = getelementptr inbounds float, ptr %across_noise, i64 %4159
  %wide.load1032.6 = load <8 x float>, ptr %4167, align 4
  %4168 = fmul <8 x float> %wide.load1029.6, %wide.load1191.61589
  %4169 = fsub <8 x float> %wide.load1032.6, %4168
  %4170 = fmul <8 x float> %broadcast.splat1025, %4169
  %4171 = fadd <8 x float> %4166, %4170
  %4172 = fdiv <8 x float> %4171, %4052
  %4173 = select <8 x i1> %4051, <8 x float> %wide.load1029.6, <8 x float> %4172
  store <8 x float> %4173, ptr %4160, align 4
  %4174 = or disjoint i64 %4069, 56
  %4175 = getelementptr inbounds float, ptr %across_state, i64 %4174
  %wide.load1029.7 = load <8 x float>, ptr %4175, align 4
  %4176 = getelementptr inbounds float, ptr %across_input_0, i64 %4174
  %wide.load1030.7 = load <8 x float>, ptr %4176, align 4
  %4177 = fneg <8 x float> %wide.load1030.7
  %4178 = fmul <8 x float> %wide.load1029.7, %wide.load1190.71512
  %4179 = fsub <8 x float> %4177, %4178
  %4180 = fmul <8 x float> %broadcast.splat1023, %4179
  %4181 = fsub <8 x float> %wide.load1029.7, %4180
  %4182 = getelementptr inbounds float, ptr %across_noise, i64 %4174
  %wide.load1032.7 = load <8 x float>, ptr %4182, align 4
  %4183 = fmul <8 x float> %wide.load1029.7, %wide.load1191.71600
  %4184 = fsub <8 x float> %wide.load1032.7, %4183
  %4185 = fmul <8 x float> %broadcast.splat1025, %4184
  %4186 = fadd <8 x float> %4181, %4185
  %4187 = fdiv <8 x float> %4186, %4054
  %4188 = select <8 x i1> %4053, <8 x float> %wide.load1029.7, <8 x float> %4187
  store <8 x float> %4188, ptr %4175, align 4
  %4189 = add nuw i64 %across_feature79367, 1
  %exitcond470.not = icmp eq i64 %4189, %n_features
  br i1 %exitcond470.not, label %noise.done68, label %across_row.header80.preheader

across_feature.header101.preheader:               ; preds = %across_status.body90, %vec.epilog.middle.block1017, %middle.block1002
  br i1 %.not380, label %noise.done68, label %across_row.header105.preheader.preheader

across_row.header105.preheader.preheader:         ; preds = %across_feature.header101.preheader
  %4190 = fcmp olt <8 x float> %wide.load11491612, splat (float 0x3D71979980000000)
  %4191 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load11491612)
  %4192 = fcmp olt <8 x float> %wide.load1149.11623, splat (float 0x3D71979980000000)
  %4193 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1149.11623)
  %4194 = fcmp olt <8 x float> %wide.load1149.21634, splat (float 0x3D71979980000000)
  %4195 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1149.21634)
  %4196 = fcmp olt <8 x float> %wide.load1149.31645, splat (float 0x3D71979980000000)
  %4197 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1149.31645)
  %4198 = fcmp olt <8 x float> %wide.load1149.41656, splat (float 0x3D71979980000000)
  %4199 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1149.41656)
  %4200 = fcmp olt <8 x float> %wide.load1149.51667, splat (float 0x3D71979980000000)
  %4201 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1149.51667)
  %4202 = fcmp olt <8 x float> %wide.load1149.61678, splat (float 0x3D71979980000000)
  %4203 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1149.61678)
  %4204 = fcmp olt <8 x float> %wide.load1149.71689, splat (float 0x3D71979980000000)
  %4205 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1149.71689)
  br label %across_row.header105.preheader

across_status.body90:                             ; preds = %across_status.body90.preheader, %across_status.body90
  %across_status92368 = phi i64 [ %4219, %across_status.body90 ], [ %across_status92368.ph, %across_status.body90.preheader ]
  %4206 = getelementptr float, ptr %across_uniforms, i64 %across_status92368
  %4207 = getelementptr i8, ptr %4206, i64 768
  %4208 = load float, ptr %4207, align 4
  %4209 = fcmp olt float %4208, 0x3D71979980000000
  %4210 = load float, ptr %4206, align 4
  %4211 = fadd float %4210, -1.000000e+00
  %4212 = tail call float @llvm.fabs.f32(float %4211)
  %4213 = fcmp ogt float %4212, 0x3F60624DE0000000
  %4214 = select i1 %4213, float 1.000000e+00, float 0.000000e+00
  %4215 = select i1 %4209, float 2.000000e+00, float 0.000000e+00
  %4216 = fadd float %4215, %4214
  %4217 = getelementptr float, ptr %2456, i64 %across_status92368
  %status_bits99 = fptoui float %4216 to i32
  %status100 = load i32, ptr %4217, align 4
  %4218 = or i32 %status100, %status_bits99
  store i32 %4218, ptr %4217, align 4
  %4219 = add nuw nsw i64 %across_status92368, 1
  %exitcond473.not = icmp eq i64 %4219, %umax472
  br i1 %exitcond473.not, label %across_feature.header101.preheader, label %across_status.body90, !llvm.loop !61

across_row.header105.preheader:                   ; preds = %across_row.header105.preheader.preheader, %across_row.header105.preheader
  %across_feature104370 = phi i64 [ %4300, %across_row.header105.preheader ], [ 0, %across_row.header105.preheader.preheader ]
  %4220 = shl i64 %across_feature104370, 6
  %4221 = getelementptr inbounds float, ptr %across_state, i64 %4220
  %wide.load971 = load <8 x float>, ptr %4221, align 4
  %4222 = getelementptr inbounds float, ptr %across_input_0, i64 %4220
  %wide.load972 = load <8 x float>, ptr %4222, align 4
  %4223 = fneg <8 x float> %wide.load972
  %4224 = fmul <8 x float> %wide.load971, %wide.load11901436
  %4225 = fsub <8 x float> %4223, %4224
  %4226 = fmul <8 x float> %broadcast.splat967, %4225
  %4227 = fsub <8 x float> %wide.load971, %4226
  %4228 = fdiv <8 x float> %4227, %4191
  %4229 = select <8 x i1> %4190, <8 x float> %wide.load971, <8 x float> %4228
  store <8 x float> %4229, ptr %4221, align 4
  %4230 = or disjoint i64 %4220, 8
  %4231 = getelementptr inbounds float, ptr %across_state, i64 %4230
  %wide.load971.1 = load <8 x float>, ptr %4231, align 4
  %4232 = getelementptr inbounds float, ptr %across_input_0, i64 %4230
  %wide.load972.1 = load <8 x float>, ptr %4232, align 4
  %4233 = fneg <8 x float> %wide.load972.1
  %4234 = fmul <8 x float> %wide.load971.1, %wide.load1190.11447
  %4235 = fsub <8 x float> %4233, %4234
  %4236 = fmul <8 x float> %broadcast.splat967, %4235
  %4237 = fsub <8 x float> %wide.load971.1, %4236
  %4238 = fdiv <8 x float> %4237, %4193
  %4239 = select <8 x i1> %4192, <8 x float> %wide.load971.1, <8 x float> %4238
  store <8 x float> %4239, ptr %4231, align 4
  %4240 = or disjoint i64 %4220, 16
  %4241 = getelementptr inbounds float, ptr %across_state, i64 %4240
  %wide.load971.2 = load <8 x float>, ptr %4241, align 4
  %4242 = getelementptr inbounds float, ptr %across_input_0, i64 %4240
  %wide.load972.2 = load <8 x float>, ptr %4242, align 4
  %4243 = fneg <8 x float> %wide.load972.2
  %4244 = fmul <8 x float> %wide.load971.2, %wide.load1190.21458
  %4245 = fsub <8 x float> %4243, %4244
  %4246 = fmul <8 x float> %broadcast.splat967, %4245
  %4247 = fsub <8 x float> %wide.load971.2, %4246
  %4248 = fdiv <8 x float> %4247, %4195
  %4249 = select <8 x i1> %4194, <8 x float> %wide.load971.2, <8 x float> %4248
  store <8 x float> %4249, ptr %4241, align 4
  %4250 = or disjoint i64 %4220, 24
  %4251 = getelementptr inbounds float, ptr %across_state, i64 %4250
  %wide.load971.3 = load <8 x float>, ptr %4251, align 4
  %4252 = getelementptr inbounds float, ptr %across_input_0, i64 %4250
  %wide.load972.3 = load <8 x float>, ptr %4252, align 4
  %4253 = fneg <8 x float> %wide.load972.3
  %4254 = fmul <8 x float> %wide.load971.3, %wide.load1190.31469
  %4255 = fsub <8 x float> %4253, %4254
  %4256 = fmul <8 x float> %broadcast.splat967, %4255
  %4257 = fsub <8 x float> %wide.load971.3, %4256
  %4258 = fdiv <8 x float> %4257, %4197
  %4259 = select <8 x i1> %4196, <8 x float> %wide.load971.3, <8 x float> %4258
  store <8 x float> %4259, ptr %4251, align 4
  %4260 = or disjoint i64 %4220, 32
  %4261 = getelementptr inbounds float, ptr %across_state, i64 %4260
  %wide.load971.4 = load <8 x float>, ptr %4261, align 4
  %4262 = getelementptr inbounds float, ptr %across_input_0, i64 %4260
  %wide.load972.4 = load <8 x float>, ptr %4262, align 4
  %4263 = fneg <8 x float> %wide.load972.4
  %4264 = fmul <8 x float> %wide.load971.4, %wide.load1190.41480
  %4265 = fsub <8 x float> %4263, %4264
  %4266 = fmul <8 x float> %broadcast.splat967, %4265
  %4267 = fsub <8 x float> %wide.load971.4, %4266
  %4268 = fdiv <8 x float> %4267, %4199
  %4269 = select <8 x i1> %4198, <8 x float> %wide.load971.4, <8 x float> %4268
  store <8 x float> %4269, ptr %4261, align 4
  %4270 = or disjoint i64 %4220, 40
  %4271 = getelementptr inbounds float, ptr %across_state, i64 %4270
  %wide.load971.5 = load <8 x float>, ptr %4271, align 4
  %4272 = getelementptr inbounds float, ptr %across_input_0, i64 %4270
  %wide.load972.5 = load <8 x float>, ptr %4272, align 4
  %4273 = fneg <8 x float> %wide.load972.5
  %4274 = fmul <8 x float> %wide.load971.5, %wide.load1190.51491
  %4275 = fsub <8 x float> %4273, %4274
  %4276 = fmul <8 x float> %broadcast.splat967, %4275
  %4277 = fsub <8 x float> %wide.load971.5, %4276
  %4278 = fdiv <8 x float> %4277, %4201
  %4279 = select <8 x i1> %4200, <8 x float> %wide.load971.5, <8 x float> %4278
  store <8 x float> %4279, ptr %4271, align 4
  %4280 = or disjoint i64 %4220, 48
  %4281 = getelementptr inbounds float, ptr %across_state, i64 %4280
  %wide.load971.6 = load <8 x float>, ptr %4281, align 4
  %4282 = getelementptr inbounds float, ptr %across_input_0, i64 %4280
  %wide.load972.6 = load <8 x float>, ptr %4282, align 4
  %4283 = fneg <8 x float> %wide.load972.6
  %4284 = fmul <8 x float> %wide.load971.6, %wide.load1190.61502
  %4285 = fsub <8 x float> %4283, %4284
  %4286 = fmul <8 x float> %broadcast.splat967, %4285
  %4287 = fsub <8 x float> %wide.load971.6, %4286
  %4288 = fdiv <8 x float> %4287, %4203
  %4289 = select <8 x i1> %4202, <8 x float> %wide.load971.6, <8 x float> %4288
  store <8 x float> %4289, ptr %4281, align 4
  %4290 = or disjoint i64 %4220, 56
  %4291 = getelementptr inbounds float, ptr %across_state, i64 %4290
  %wide.load971.7 = load <8 x float>, ptr %4291, align 4
  %4292 = getelementptr inbounds float, ptr %across_input_0, i64 %4290
  %wide.load972.7 = load <8 x float>, ptr %4292, align 4
  %4293 = fneg <8 x float> %wide.load972.7
  %4294 = fmul <8 x float> %wide.load971.7, %wide.load1190.71513
  %4295 = fsub <8 x float> %4293, %4294
  %4296 = fmul <8 x float> %broadcast.splat967, %4295
  %4297 = fsub <8 x float> %wide.load971.7, %4296
  %4298 = fdiv <8 x float> %4297, %4205
  %4299 = select <8 x i1> %4204, <8 x float> %wide.load971.7, <8 x float> %4298
  store <8 x float> %4299, ptr %4291, align 4
  %4300 = add nuw i64 %across_feature104370, 1
  %exitcond475.not = icmp eq i64 %4300, %n_features
  br i1 %exitcond475.not, label %noise.done68, label %across_row.header105.preheader

across_out.body:                                  ; preds = %across_out.body, %across_out.body.preheader.new
  %across_out373 = phi i64 [ 0, %across_out.body.preheader.new ], [ %4316, %across_out.body ]
  %niter1352 = phi i64 [ 0, %across_out.body.preheader.new ], [ %niter1352.next.1, %across_out.body ]
  %r114 = udiv i64 %across_out373, %n_features
  %f115 = urem i64 %across_out373, %n_features
  %4301 = icmp ult i64 %r114, %2435
  %4302 = select i1 %4301, i64 %r114, i64 %last_row
  %row116 = add i64 %4302, %across_block374
  %row_element117 = mul i64 %row116, %n_features
  %.idx289 = shl nuw nsw i64 %f115, 8
  %4303 = getelementptr i8, ptr %across_state, i64 %.idx289
  %4304 = getelementptr float, ptr %4303, i64 %r114
  %4305 = load float, ptr %4304, align 4
  %4306 = getelementptr float, ptr %state, i64 %row_element117
  %4307 = getelementptr float, ptr %4306, i64 %f115
  store float %4305, ptr %4307, align 4
  %4308 = or disjoint i64 %across_out373, 1
  %r114.1 = udiv i64 %4308, %n_features
  %f115.1 = urem i64 %4308, %n_features
  %4309 = icmp ult i64 %r114.1, %2435
  %4310 = select i1 %4309, i64 %r114.1, i64 %last_row
  %row116.1 = add i64 %4310, %across_block374
  %row_element117.1 = mul i64 %row116.1, %n_features
  %.idx289.1 = shl nuw nsw i64 %f115.1, 8
  %4311 = getelementptr i8, ptr %across_state, i64 %.idx289.1
  %4312 = getelementptr float, ptr %4311, i64 %r114.1
  %4313 = load float, ptr %4312, align 4
  %4314 = getelementptr float, ptr %state, i64 %row_element117.1
  %4315 = getelementptr float, ptr %4314, i64 %f115.1
  store float %4313, ptr %4315, align 4
  %4316 = add nuw i64 %across_out373, 2
  %niter1352.next.1 = add i64 %niter1352, 2
  %niter1352.ncmp.1 = icmp eq i64 %niter1352.next.1, %unroll_iter1351
  br i1 %niter1352.ncmp.1, label %across_out.exit.loopexit.unr-lcssa, label %across_out.body, !llvm.loop !62

across_out.exit.loopexit.unr-lcssa:               ; preds = %across_out.body
  %lcmp.mod1349.not = icmp eq i64 %xtraiter1347, 0
  br i1 %lcmp.mod1349.not, label %across_out.exit, label %across_out.body.epil.preheader

across_out.body.epil.preheader:                   ; preds = %across_out.exit.loopexit.unr-lcssa, %across_out.body.preheader
  %across_out373.epil.init = phi i64 [ 0, %across_out.body.preheader ], [ %4316, %across_out.exit.loopexit.unr-lcssa ]
  %lcmp.mod1350 = icmp ne i64 %xtraiter1347, 0
  tail call void @llvm.assume(i1 %lcmp.mod1350)
  %r114.epil = udiv i64 %across_out373.epil.init, %n_features
  %f115.epil = urem i64 %across_out373.epil.init, %n_features
  %4317 = icmp ult i64 %r114.epil, %2435
  %4318 = select i1 %4317, i64 %r114.epil, i64 %last_row
  %row116.epil = add i64 %4318, %across_block374
  %row_element117.epil = mul i64 %row116.epil, %n_features
  %.idx289.epil = shl nuw nsw i64 %f115.epil, 8
  %4319 = getelementptr i8, ptr %across_state, i64 %.idx289.epil
  %4320 = getelementptr float, ptr %4319, i64 %r114.epil
  %4321 = load float, ptr %4320, align 4
  %4322 = getelementptr float, ptr %state, i64 %row_element117.epil
  %4323 = getelementptr float, ptr %4322, i64 %f115.epil
  store float %4321, ptr %4323, align 4
  br label %across_out.exit

across_out.exit:                                  ; preds = %across_out.body.epil.preheader, %across_out.exit.loopexit.unr-lcssa, %step.exit
  %4324 = add i64 %across_block374, 64
  %4325 = icmp ult i64 %4324, %row_end
  %indvars.iv.next465 = add i64 %indvars.iv464, -64
  br i1 %4325, label %across_block.body, label %across.done
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sqrt.v4f64(<4 x double>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.sqrt.v8f32(<8 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fabs.v8f32(<8 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-builtins" "no-trapping-math"="true" "probe-stack"="inline-asm" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !1}
!3 = !{!4}
!4 = distinct !{!4, !5}
!5 = distinct !{!5, !"LVerDomain"}
!6 = !{!7}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !1, !9}
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = !{!"branch_weights", i32 4, i32 28}
!11 = distinct !{!11, !1, !9}
!12 = distinct !{!12, !1, !9}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !9}
!15 = distinct !{!15, !1, !9}
!16 = distinct !{!16, !1}
!17 = !{!18}
!18 = distinct !{!18, !19}
!19 = distinct !{!19, !"LVerDomain"}
!20 = !{!21, !22}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !19}
!23 = !{!21}
!24 = !{!22}
!25 = distinct !{!25, !1, !9}
!26 = !{!27}
!27 = distinct !{!27, !28}
!28 = distinct !{!28, !"LVerDomain"}
!29 = !{!30}
!30 = distinct !{!30, !28}
!31 = distinct !{!31, !1, !9}
!32 = distinct !{!32, !1, !9}
!33 = distinct !{!33, !34}
!34 = !{!"llvm.loop.unroll.disable"}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !9}
!38 = distinct !{!38, !1, !9}
!39 = distinct !{!39, !34}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !9}
!42 = !{!"branch_weights", i32 4, i32 12}
!43 = distinct !{!43, !1, !9}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !34}
!46 = distinct !{!46, !34}
!47 = distinct !{!47, !34}
!48 = distinct !{!48, !34}
!49 = distinct !{!49, !1, !9}
!50 = !{!"branch_weights", i32 8, i32 24}
!51 = distinct !{!51, !1, !9}
!52 = distinct !{!52, !53}
!53 = !{!"llvm.loop.vectorize.width", i32 1}
!54 = distinct !{!54, !1, !9}
!55 = distinct !{!55, !1, !9}
!56 = distinct !{!56, !1, !9}
!57 = distinct !{!57, !1, !9}
!58 = distinct !{!58, !1, !9}
!59 = distinct !{!59, !1, !9}
!60 = distinct !{!60, !9, !1}
!61 = distinct !{!61, !9, !1}
!62 = distinct !{!62, !53}
