; ModuleID = 'sphere_align'
source_filename = "sphere_align.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_sphere_align_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %across_uniforms = alloca [256 x float], align 4
  %across_staging = alloca [2048 x float], align 4
  %across_noise = alloca [2048 x float], align 4
  %across_input_0 = alloca [2048 x float], align 4
  %across_state = alloca [2048 x float], align 4
  %state = load ptr, ptr %args, align 8
  %state574 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %status = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %input_0 = load ptr, ptr %1, align 8
  %input_0577 = ptrtoint ptr %input_0 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %scratch = load ptr, ptr %2, align 8
  %scratch573 = ptrtoint ptr %scratch to i64
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
  %small_rows = icmp ult i64 %n_features, 32
  br i1 %small_rows, label %small_tables.then, label %row.header.preheader

row.header.preheader:                             ; preds = %entry
  %16 = icmp ult i64 %row_begin, %row_end
  br i1 %16, label %row.body.lr.ph, label %across.done

row.body.lr.ph:                                   ; preds = %row.header.preheader
  %.idx = mul i64 %n_features, 12
  %17 = getelementptr i8, ptr %scratch, i64 %.idx
  %anneal104.not = icmp eq i32 %anneal, 0
  %.not = icmp eq i64 %steps, 0
  %draw111.not = icmp eq i32 %draw_noise, 0
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
  %.idx269 = shl i64 %n_features, 3
  %37 = getelementptr i8, ptr %scratch, i64 %.idx269
  br i1 %.not, label %across.done, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %38 = mul i64 %row_begin, %n_features
  %39 = shl i64 %38, 2
  %40 = shl i64 %n_features, 2
  %41 = shl i64 %row_begin, 2
  %42 = add i64 %41, 4
  %43 = mul i64 %n_features, %42
  %44 = shl i64 %n_features, 2
  %45 = shl i64 %n_features, 4
  %scevgep543 = getelementptr i8, ptr %scratch, i64 %45
  %46 = mul i64 %row_begin, %n_features
  %47 = shl i64 %46, 2
  %48 = sub i64 %scratch573, %47
  %49 = sub i64 %48, %state574
  %50 = mul i64 %n_features, -4
  %51 = sub i64 %48, %input_0577
  %52 = mul i64 %n_features, -4
  %53 = mul i64 %n_features, -12
  %54 = mul i64 %row_begin, %n_features
  %55 = shl i64 %54, 2
  %56 = sub i64 %scratch573, %55
  %57 = sub i64 %56, %state574
  %58 = mul i64 %n_features, -4
  %59 = sub i64 %56, %input_0577
  %60 = shl i64 %row_begin, 2
  %61 = sub i64 4, %60
  %62 = mul i64 %n_features, %61
  %63 = add i64 %62, %scratch573
  %64 = sub i64 %63, %state574
  %65 = sub i64 %63, %input_0577
  %66 = sub i64 8, %60
  %67 = mul i64 %n_features, %66
  %68 = add i64 %67, %scratch573
  %69 = sub i64 %68, %state574
  %70 = sub i64 %68, %input_0577
  %71 = mul i64 %row_begin, %n_features
  %72 = shl i64 %71, 2
  %73 = sub i64 %scratch573, %72
  %74 = mul i64 %n_features, -4
  %75 = shl i64 %row_begin, 2
  %76 = sub i64 4, %75
  %77 = mul i64 %n_features, %76
  %78 = add i64 %77, %scratch573
  %79 = sub i64 8, %75
  %80 = mul i64 %n_features, %79
  %81 = add i64 %80, %scratch573
  %82 = sub i64 %73, %state574
  %83 = sub i64 %73, %input_0577
  %84 = mul i64 %n_features, -12
  %85 = sub i64 %78, %state574
  %86 = sub i64 %78, %input_0577
  %87 = sub i64 %81, %state574
  %88 = sub i64 %81, %input_0577
  %89 = shl i64 %n_features, 4
  %scevgep788 = getelementptr i8, ptr %scratch, i64 %89
  %90 = mul i64 %n_features, -12
  %91 = insertelement <8 x i64> poison, i64 %82, i64 0
  %92 = insertelement <8 x i64> %91, i64 %83, i64 1
  %93 = insertelement <8 x i64> %92, i64 %84, i64 2
  %94 = insertelement <8 x i64> %93, i64 %85, i64 3
  %95 = insertelement <8 x i64> %94, i64 %86, i64 4
  %96 = insertelement <8 x i64> %95, i64 %n_features, i64 5
  %97 = insertelement <8 x i64> %96, i64 %87, i64 6
  %98 = insertelement <8 x i64> %97, i64 %88, i64 7
  %diff.check828 = icmp ult i64 %90, 128
  %n.mod.vf834 = and i64 %n_features, 24
  %n.vec835 = and i64 %n_features, -32
  %broadcast.splatinsert844 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat845 = shufflevector <8 x i64> %broadcast.splatinsert844, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert846 = insertelement <8 x i64> poison, i64 %20, i64 0
  %broadcast.splat847 = shufflevector <8 x i64> %broadcast.splatinsert846, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert848 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat849 = shufflevector <8 x i64> %broadcast.splatinsert848, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert850 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat851 = shufflevector <8 x i64> %broadcast.splatinsert850, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert852 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat853 = shufflevector <8 x i64> %broadcast.splatinsert852, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert854 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat855 = shufflevector <8 x i64> %broadcast.splatinsert854, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert856 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat857 = shufflevector <8 x i64> %broadcast.splatinsert856, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert858 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat859 = shufflevector <8 x i64> %broadcast.splatinsert858, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert860 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat861 = shufflevector <8 x i64> %broadcast.splatinsert860, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert862 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat863 = shufflevector <8 x i64> %broadcast.splatinsert862, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert864 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat865 = shufflevector <8 x i64> %broadcast.splatinsert864, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert866 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat867 = shufflevector <8 x i64> %broadcast.splatinsert866, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert868 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat869 = shufflevector <8 x i64> %broadcast.splatinsert868, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert870 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat871 = shufflevector <8 x i64> %broadcast.splatinsert870, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert872 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat873 = shufflevector <8 x i64> %broadcast.splatinsert872, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert874 = insertelement <8 x i32> poison, i32 %35, i64 0
  %broadcast.splat875 = shufflevector <8 x i32> %broadcast.splatinsert874, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n880 = icmp eq i64 %n_features, %n.vec835
  %min.epilog.iters.check884 = icmp eq i64 %n.mod.vf834, 0
  %n.vec887 = and i64 %n_features, -8
  %broadcast.splatinsert896 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat897 = shufflevector <8 x i64> %broadcast.splatinsert896, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert900 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat901 = shufflevector <8 x i64> %broadcast.splatinsert900, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert904 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat905 = shufflevector <8 x i64> %broadcast.splatinsert904, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert906 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat907 = shufflevector <8 x i64> %broadcast.splatinsert906, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert908 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat909 = shufflevector <8 x i64> %broadcast.splatinsert908, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert910 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat911 = shufflevector <8 x i64> %broadcast.splatinsert910, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert912 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat913 = shufflevector <8 x i64> %broadcast.splatinsert912, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert914 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat915 = shufflevector <8 x i64> %broadcast.splatinsert914, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert916 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat917 = shufflevector <8 x i64> %broadcast.splatinsert916, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert918 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat919 = shufflevector <8 x i64> %broadcast.splatinsert918, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert920 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat921 = shufflevector <8 x i64> %broadcast.splatinsert920, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert922 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat923 = shufflevector <8 x i64> %broadcast.splatinsert922, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert924 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat925 = shufflevector <8 x i64> %broadcast.splatinsert924, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert926 = insertelement <8 x i32> poison, i32 %35, i64 0
  %broadcast.splat927 = shufflevector <8 x i32> %broadcast.splatinsert926, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert928 = insertelement <8 x i64> poison, i64 %n.vec835, i64 0
  %broadcast.splat929 = shufflevector <8 x i64> %broadcast.splatinsert928, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i64> %broadcast.splat929, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %cmp.n936 = icmp eq i64 %n_features, %n.vec887
  %bound0789 = icmp ult ptr %17, %36
  %bound1790 = icmp ult ptr %scratch, %scevgep788
  %found.conflict791 = and i1 %bound0789, %bound1790
  %n.mod.vf797 = and i64 %n_features, 28
  %n.vec798 = and i64 %n_features, -32
  %cmp.n811 = icmp eq i64 %n_features, %n.vec798
  %min.epilog.iters.check815 = icmp eq i64 %n.mod.vf797, 0
  %n.vec818 = and i64 %n_features, -4
  %cmp.n825 = icmp eq i64 %n_features, %n.vec818
  %99 = shl i64 %n_features, 2
  %100 = and i64 %n_features, 4611686018427387896
  %diff.check748 = icmp eq i64 %100, 0
  %diff.check749 = icmp ult i64 %.idx269, 32
  %101 = and i64 %n_features, 4611686018427387888
  %diff.check694 = icmp eq i64 %101, 0
  %diff.check695 = icmp ult i64 %.idx269, 64
  %conflict.rdx696 = or i1 %diff.check694, %diff.check695
  %broadcast.splatinsert644 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat645 = shufflevector <8 x float> %broadcast.splatinsert644, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert676 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat677 = shufflevector <4 x float> %broadcast.splatinsert676, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert590 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat591 = shufflevector <8 x float> %broadcast.splatinsert590, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert614 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat615 = shufflevector <4 x float> %broadcast.splatinsert614, <4 x float> poison, <4 x i32> zeroinitializer
  %n.vec552 = and i64 %n_features, -8
  %broadcast.splatinsert555 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat556 = shufflevector <8 x float> %broadcast.splatinsert555, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n570 = icmp eq i64 %n_features, %n.vec552
  %xtraiter1314 = and i64 %n_features, 1
  %lcmp.mod1315.not = icmp eq i64 %xtraiter1314, 0
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert514 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat515 = shufflevector <8 x float> %broadcast.splatinsert514, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec526 = and i64 %n_features, -4
  %broadcast.splatinsert529 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat530 = shufflevector <4 x float> %broadcast.splatinsert529, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n537 = icmp eq i64 %n_features, %n.vec526
  %xtraiter1317 = and i64 %n_features, 3
  %lcmp.mod1318.not = icmp eq i64 %xtraiter1317, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header105.step.exit107_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header105.step.exit107_crit_edge.us ]
  %row101329.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %2215, %step.header105.step.exit107_crit_edge.us ]
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
  %scevgep539 = getelementptr i8, ptr %state, i64 %120
  %121 = add i64 %43, %119
  %scevgep540 = getelementptr i8, ptr %state, i64 %121
  %scevgep541 = getelementptr i8, ptr %input_0, i64 %120
  %scevgep542 = getelementptr i8, ptr %input_0, i64 %121
  %122 = mul i64 %40, %indvar
  %123 = add i64 %39, %122
  %scevgep = getelementptr i8, ptr %state, i64 %123
  %124 = add i64 %43, %122
  %scevgep511 = getelementptr i8, ptr %state, i64 %124
  %scevgep512 = getelementptr i8, ptr %input_0, i64 %123
  %scevgep513 = getelementptr i8, ptr %input_0, i64 %124
  %row_offset102.us = mul i64 %row101329.us, %n_features
  %125 = getelementptr inbounds float, ptr %state, i64 %row_offset102.us
  %126 = getelementptr inbounds float, ptr %input_0, i64 %row_offset102.us
  %127 = getelementptr inbounds float, ptr %status, i64 %row101329.us
  %broadcast.splatinsert842 = insertelement <8 x i64> poison, i64 %row_offset102.us, i64 0
  %broadcast.splat843 = shufflevector <8 x i64> %broadcast.splatinsert842, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op = add <8 x i64> splat (i64 8), %broadcast.splat843
  %invariant.op1698 = add <8 x i64> splat (i64 16), %broadcast.splat843
  %invariant.op1700 = add <8 x i64> splat (i64 24), %broadcast.splat843
  %broadcast.splatinsert894 = insertelement <8 x i64> poison, i64 %row_offset102.us, i64 0
  %broadcast.splat895 = shufflevector <8 x i64> %broadcast.splatinsert894, <8 x i64> poison, <8 x i32> zeroinitializer
  %128 = shl <8 x i64> %105, <i64 0, i64 0, i64 0, i64 0, i64 0, i64 3, i64 0, i64 0>
  %bound0544 = icmp ult ptr %scevgep539, %scevgep542
  %bound1545 = icmp ult ptr %scevgep541, %scevgep540
  %found.conflict546 = and i1 %bound0544, %bound1545
  %bound0547 = icmp ult ptr %scevgep539, %scevgep543
  %bound1548 = icmp ult ptr %17, %scevgep540
  %found.conflict549 = and i1 %bound0547, %bound1548
  %conflict.rdx = or i1 %found.conflict546, %found.conflict549
  %bound0 = icmp ult ptr %scevgep, %scevgep513
  %bound1 = icmp ult ptr %scevgep512, %scevgep511
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body106.us

step.body106.us:                                  ; preds = %row.body.us, %noise.done226.us
  %step108328.us = phi i64 [ 0, %row.body.us ], [ %1428, %noise.done226.us ]
  %temperature103.0327.us = phi float [ %temperature, %row.body.us ], [ %t_next239.us, %noise.done226.us ]
  %129 = fmul float %two_eta, %temperature103.0327.us
  %130 = fcmp ogt float %129, 0.000000e+00
  %131 = tail call float @llvm.sqrt.f32(float %129)
  %132 = select i1 %130, float %131, float 0.000000e+00
  %noise_scale109.us = select i1 %anneal104.not, float %noise_scale, float %132
  br i1 %draw111.not, label %fold_chunk.body165.us, label %iter.check831

fold_chunk.body.us:                               ; preds = %fold_chunk.body.us.preheader, %fold_chunk.header.loopexit.us
  %indvar751 = phi i64 [ %indvar.next752, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %indvars.iv390 = phi i64 [ %indvars.iv.next391, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %fold_chunk.header.loopexit.us ], [ 1024, %fold_chunk.body.us.preheader ]
  %fold_chunk292.us = phi i64 [ %142, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %fold_value.0291.us = phi float [ %fold_value.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %fold_value139.0290.us = phi float [ %fold_value139.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %fold_value144.0289.us = phi float [ %fold_value144.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %umin1268 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %133 = add i64 %umin1268, %indvars.iv390
  %umax1269 = tail call i64 @llvm.umax.i64(i64 %133, i64 1)
  %umin1267 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %umin771 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %134 = add i64 %umin771, %indvars.iv390
  %135 = mul i64 %indvar751, -4096
  %136 = insertelement <8 x i64> poison, i64 %135, i64 0
  %137 = shufflevector <8 x i64> %136, <8 x i64> poison, <8 x i32> zeroinitializer
  %138 = add <8 x i64> %137, %128
  %139 = sub <8 x i64> %137, %128
  %140 = shufflevector <8 x i64> %138, <8 x i64> %139, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 13, i32 6, i32 7>
  %141 = sub i64 %135, %99
  %umin389 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %142 = add i64 %fold_chunk292.us, 1024
  %chunk_end.us = tail call i64 @llvm.umin.i64(i64 %142, i64 %n_features)
  %143 = icmp ult i64 %fold_chunk292.us, %chunk_end.us
  br i1 %143, label %feature.body.us.preheader, label %feature.exit.us

feature.body.us.preheader:                        ; preds = %fold_chunk.body.us
  %min.iters.check773 = icmp ult i64 %134, 8
  br i1 %min.iters.check773, label %feature.body.us.preheader1255, label %vector.memcheck747

vector.memcheck747:                               ; preds = %feature.body.us.preheader
  %144 = icmp ult <8 x i64> %140, splat (i64 32)
  %diff.check769 = icmp ult i64 %141, 32
  %145 = bitcast <8 x i1> %144 to i8
  %146 = icmp ne i8 %145, 0
  %op.rdx = or i1 %146, %diff.check749
  %op.rdx1242 = or i1 %diff.check769, %diff.check748
  %op.rdx1243 = or i1 %op.rdx, %op.rdx1242
  br i1 %op.rdx1243, label %feature.body.us.preheader1255, label %vector.ph774

vector.ph774:                                     ; preds = %vector.memcheck747
  %n.mod.vf775 = and i64 %umin771, 7
  %n.vec776 = sub i64 %134, %n.mod.vf775
  %147 = add i64 %fold_chunk292.us, %n.vec776
  br label %vector.body777

vector.body777:                                   ; preds = %vector.body777, %vector.ph774
  %index778 = phi i64 [ 0, %vector.ph774 ], [ %index.next783, %vector.body777 ]
  %offset.idx779 = add i64 %fold_chunk292.us, %index778
  %148 = getelementptr inbounds float, ptr %125, i64 %offset.idx779
  %wide.load780 = load <8 x float>, ptr %148, align 4
  %149 = fmul <8 x float> %wide.load780, %wide.load780
  %150 = getelementptr inbounds float, ptr %126, i64 %offset.idx779
  %wide.load781 = load <8 x float>, ptr %150, align 4
  %151 = fneg <8 x float> %wide.load781
  %152 = fmul <8 x float> %wide.load780, %151
  %153 = getelementptr inbounds float, ptr %17, i64 %offset.idx779
  %wide.load782 = load <8 x float>, ptr %153, align 4
  %154 = fmul <8 x float> %wide.load780, %wide.load782
  %155 = getelementptr inbounds float, ptr %scratch, i64 %index778
  store <8 x float> %149, ptr %155, align 4
  %156 = getelementptr float, ptr %36, i64 %index778
  store <8 x float> %152, ptr %156, align 4
  %157 = getelementptr float, ptr %37, i64 %index778
  store <8 x float> %154, ptr %157, align 4
  %index.next783 = add nuw i64 %index778, 8
  %158 = icmp eq i64 %index.next783, %n.vec776
  br i1 %158, label %middle.block784, label %vector.body777, !llvm.loop !0

middle.block784:                                  ; preds = %vector.body777
  %cmp.n785 = icmp eq i64 %n.mod.vf775, 0
  br i1 %cmp.n785, label %feature.exit.us, label %feature.body.us.preheader1255

feature.body.us.preheader1255:                    ; preds = %vector.memcheck747, %feature.body.us.preheader, %middle.block784
  %feature282.us.ph = phi i64 [ %fold_chunk292.us, %vector.memcheck747 ], [ %fold_chunk292.us, %feature.body.us.preheader ], [ %147, %middle.block784 ]
  %159 = sub i64 %umin1267, %feature282.us.ph
  %.neg = add i64 %feature282.us.ph, 1
  %xtraiter = and i64 %159, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader1255
  %160 = getelementptr inbounds float, ptr %125, i64 %feature282.us.ph
  %161 = load float, ptr %160, align 4
  %162 = fmul float %161, %161
  %163 = getelementptr inbounds float, ptr %126, i64 %feature282.us.ph
  %164 = load float, ptr %163, align 4
  %165 = fneg float %164
  %166 = fmul float %161, %165
  %167 = getelementptr inbounds float, ptr %17, i64 %feature282.us.ph
  %168 = load float, ptr %167, align 4
  %169 = fmul float %161, %168
  %170 = sub nuw i64 %feature282.us.ph, %fold_chunk292.us
  %171 = getelementptr inbounds float, ptr %scratch, i64 %170
  store float %162, ptr %171, align 4
  %172 = getelementptr float, ptr %36, i64 %170
  store float %166, ptr %172, align 4
  %173 = getelementptr float, ptr %37, i64 %170
  store float %169, ptr %173, align 4
  %174 = add nuw i64 %feature282.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader1255
  %feature282.us.unr = phi i64 [ %feature282.us.ph, %feature.body.us.preheader1255 ], [ %174, %feature.body.us.prol ]
  %175 = icmp eq i64 %umin1267, %.neg
  br i1 %175, label %feature.exit.us, label %feature.body.us

feature.exit.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block784, %fold_chunk.body.us
  %.not351 = icmp eq i64 %chunk_end.us, %fold_chunk292.us
  br i1 %.not351, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.preheader

fold_sums.body.us.preheader:                      ; preds = %feature.exit.us
  %xtraiter1270 = and i64 %umax1269, 3
  %176 = icmp ult i64 %133, 4
  br i1 %176, label %fold_sums.body.us.epil.preheader, label %fold_sums.body.us.preheader.new

fold_sums.body.us.preheader.new:                  ; preds = %fold_sums.body.us.preheader
  %unroll_iter = and i64 %umax1269, -4
  br label %fold_sums.body.us

fold_sums.body.us:                                ; preds = %fold_sums.body.us, %fold_sums.body.us.preheader.new
  %fold_sums286.us = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %216, %fold_sums.body.us ]
  %fold_value.1285.us = phi float [ %fold_value.0291.us, %fold_sums.body.us.preheader.new ], [ %209, %fold_sums.body.us ]
  %fold_value139.1284.us = phi float [ %fold_value139.0290.us, %fold_sums.body.us.preheader.new ], [ %212, %fold_sums.body.us ]
  %fold_value144.1283.us = phi float [ %fold_value144.0289.us, %fold_sums.body.us.preheader.new ], [ %215, %fold_sums.body.us ]
  %niter = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %niter.next.3, %fold_sums.body.us ]
  %177 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums286.us
  %178 = load float, ptr %177, align 4
  %179 = fadd float %fold_value.1285.us, %178
  %180 = getelementptr inbounds float, ptr %36, i64 %fold_sums286.us
  %181 = load float, ptr %180, align 4
  %182 = fadd float %fold_value139.1284.us, %181
  %183 = getelementptr inbounds float, ptr %37, i64 %fold_sums286.us
  %184 = load float, ptr %183, align 4
  %185 = fadd float %fold_value144.1283.us, %184
  %186 = or disjoint i64 %fold_sums286.us, 1
  %187 = getelementptr inbounds float, ptr %scratch, i64 %186
  %188 = load float, ptr %187, align 4
  %189 = fadd float %179, %188
  %190 = getelementptr inbounds float, ptr %36, i64 %186
  %191 = load float, ptr %190, align 4
  %192 = fadd float %182, %191
  %193 = getelementptr inbounds float, ptr %37, i64 %186
  %194 = load float, ptr %193, align 4
  %195 = fadd float %185, %194
  %196 = or disjoint i64 %fold_sums286.us, 2
  %197 = getelementptr inbounds float, ptr %scratch, i64 %196
  %198 = load float, ptr %197, align 4
  %199 = fadd float %189, %198
  %200 = getelementptr inbounds float, ptr %36, i64 %196
  %201 = load float, ptr %200, align 4
  %202 = fadd float %192, %201
  %203 = getelementptr inbounds float, ptr %37, i64 %196
  %204 = load float, ptr %203, align 4
  %205 = fadd float %195, %204
  %206 = or disjoint i64 %fold_sums286.us, 3
  %207 = getelementptr inbounds float, ptr %scratch, i64 %206
  %208 = load float, ptr %207, align 4
  %209 = fadd float %199, %208
  %210 = getelementptr inbounds float, ptr %36, i64 %206
  %211 = load float, ptr %210, align 4
  %212 = fadd float %202, %211
  %213 = getelementptr inbounds float, ptr %37, i64 %206
  %214 = load float, ptr %213, align 4
  %215 = fadd float %205, %214
  %216 = add nuw i64 %fold_sums286.us, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature282.us = phi i64 [ %246, %feature.body.us ], [ %feature282.us.unr, %feature.body.us.prol.loopexit ]
  %217 = getelementptr inbounds float, ptr %125, i64 %feature282.us
  %218 = load float, ptr %217, align 4
  %219 = fmul float %218, %218
  %220 = getelementptr inbounds float, ptr %126, i64 %feature282.us
  %221 = load float, ptr %220, align 4
  %222 = fneg float %221
  %223 = fmul float %218, %222
  %224 = getelementptr inbounds float, ptr %17, i64 %feature282.us
  %225 = load float, ptr %224, align 4
  %226 = fmul float %218, %225
  %227 = sub nuw i64 %feature282.us, %fold_chunk292.us
  %228 = getelementptr inbounds float, ptr %scratch, i64 %227
  store float %219, ptr %228, align 4
  %229 = getelementptr float, ptr %36, i64 %227
  store float %223, ptr %229, align 4
  %230 = getelementptr float, ptr %37, i64 %227
  store float %226, ptr %230, align 4
  %231 = add nuw i64 %feature282.us, 1
  %232 = getelementptr inbounds float, ptr %125, i64 %231
  %233 = load float, ptr %232, align 4
  %234 = fmul float %233, %233
  %235 = getelementptr inbounds float, ptr %126, i64 %231
  %236 = load float, ptr %235, align 4
  %237 = fneg float %236
  %238 = fmul float %233, %237
  %239 = getelementptr inbounds float, ptr %17, i64 %231
  %240 = load float, ptr %239, align 4
  %241 = fmul float %233, %240
  %242 = sub nuw i64 %231, %fold_chunk292.us
  %243 = getelementptr inbounds float, ptr %scratch, i64 %242
  store float %234, ptr %243, align 4
  %244 = getelementptr float, ptr %36, i64 %242
  store float %238, ptr %244, align 4
  %245 = getelementptr float, ptr %37, i64 %242
  store float %241, ptr %245, align 4
  %246 = add nuw i64 %feature282.us, 2
  %exitcond388.not.1 = icmp eq i64 %246, %umin389
  br i1 %exitcond388.not.1, label %feature.exit.us, label %feature.body.us, !llvm.loop !3

noise.body129.us:                                 ; preds = %noise.body129.us.preheader, %noise.body129.us
  %noise131281.us = phi i64 [ %375, %noise.body129.us ], [ %noise131281.us.ph, %noise.body129.us.preheader ]
  %247 = getelementptr inbounds float, ptr %17, i64 %noise131281.us
  %w0132.us = load i32, ptr %247, align 4
  %248 = getelementptr inbounds float, ptr %scratch, i64 %noise131281.us
  %w1133.us = load i32, ptr %248, align 4
  %249 = uitofp i32 %w0132.us to double
  %250 = fadd double %249, 5.000000e-01
  %251 = fmul double %250, 0x3DF0000000000000
  %252 = uitofp i32 %w1133.us to double
  %253 = fadd double %252, 5.000000e-01
  %254 = fmul double %253, 0x3DF0000000000000
  %255 = bitcast double %251 to i64
  %256 = lshr i64 %255, 32
  %257 = add nuw nsw i64 %256, 614242
  %258 = lshr i64 %257, 20
  %259 = add nsw i64 %258, -1023
  %260 = shl nuw i64 %257, 32
  %261 = and i64 %260, 4503595332403200
  %262 = add nuw nsw i64 %261, 4604544269498187776
  %263 = and i64 %255, 4294967295
  %264 = or disjoint i64 %262, %263
  %265 = bitcast i64 %264 to double
  %266 = fadd double %265, -1.000000e+00
  %267 = fmul double %266, 5.000000e-01
  %268 = fmul double %266, %267
  %269 = fadd double %266, 2.000000e+00
  %270 = fdiv double %266, %269
  %271 = fmul double %270, %270
  %272 = fmul double %271, %271
  %273 = fmul double %272, 0x3FC2F112DF3E5244
  %274 = fadd double %273, 0x3FC7466496CB03DE
  %275 = insertelement <2 x double> poison, double %272, i64 0
  %276 = shufflevector <2 x double> %275, <2 x double> poison, <2 x i32> zeroinitializer
  %277 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %274, i64 1
  %278 = fmul <2 x double> %276, %277
  %279 = fadd <2 x double> %278, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %280 = fmul <2 x double> %276, %279
  %281 = fadd <2 x double> %280, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %282 = insertelement <2 x double> %275, double %271, i64 1
  %283 = fmul <2 x double> %282, %281
  %shift = shufflevector <2 x double> %283, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %283, %shift
  %284 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %285 = sitofp i64 %259 to double
  %286 = fadd double %268, %284
  %287 = fmul double %270, %286
  %288 = fmul double %285, 0x3DEA39EF35793C76
  %289 = fadd double %288, %287
  %290 = fsub double %289, %268
  %291 = fadd double %266, %290
  %292 = fmul double %285, 0x3FE62E42FEE00000
  %293 = fadd double %292, %291
  %294 = fmul double %293, -2.000000e+00
  %295 = tail call double @llvm.sqrt.f64(double %294)
  %296 = fmul double %254, 0x401921FB54442D18
  %297 = fmul double %296, 0x3FE45F306DC9C883
  %298 = fadd double %297, 0x4338000000000000
  %299 = bitcast double %298 to i64
  %300 = fadd double %298, 0xC338000000000000
  %301 = fmul double %300, 0x3FF921FB54400000
  %302 = fsub double %296, %301
  %303 = fmul double %300, 0x3DD0B4611A626331
  %304 = fmul double %300, 0x3DD0B4611A600000
  %305 = fsub double %302, %304
  %306 = fmul double %300, 0x3BA3198A2E037073
  %307 = fsub double %302, %305
  %308 = fsub double %307, %304
  %309 = fsub double %306, %308
  %310 = fsub double %302, %303
  %311 = insertelement <2 x double> poison, double %310, i64 0
  %312 = insertelement <2 x double> %311, double %296, i64 1
  %313 = bitcast <2 x double> %312 to <2 x i64>
  %314 = lshr <2 x i64> %313, splat (i64 52)
  %315 = and <2 x i64> %314, splat (i64 2047)
  %316 = extractelement <2 x i64> %315, i64 0
  %317 = add nuw nsw i64 %316, 16
  %318 = extractelement <2 x i64> %315, i64 1
  %319 = icmp samesign ult i64 %317, %318
  %320 = select i1 %319, double %305, double %302
  %321 = select i1 %319, double %309, double %303
  %322 = fsub double %320, %321
  %323 = fsub double %320, %322
  %324 = fsub double %323, %321
  %325 = fmul double %322, %322
  %326 = fmul double %325, %325
  %327 = fmul double %325, 0x3EFA01A019CB1590
  %328 = fadd double %327, 0xBF56C16C16C15177
  %329 = fmul double %325, %328
  %330 = fadd double %329, 0x3FA555555555554C
  %331 = fmul double %325, %330
  %332 = fmul double %325, 0x3DA8FAE9BE8838D4
  %333 = fsub double 0x3E21EE9EBDB4B1C4, %332
  %334 = fmul double %325, %333
  %335 = fadd double %334, 0xBE927E4F809C52AD
  %336 = fmul double %326, %326
  %337 = fmul double %336, %335
  %338 = fadd double %331, %337
  %339 = fmul double %325, 5.000000e-01
  %340 = fsub double 1.000000e+00, %339
  %341 = fsub double 1.000000e+00, %340
  %342 = fsub double %341, %339
  %343 = fmul double %325, %338
  %344 = fmul double %322, %324
  %345 = fsub double %343, %344
  %346 = fadd double %342, %345
  %347 = fadd double %340, %346
  %348 = fmul double %325, 0x3EC71DE357B1FE7D
  %349 = fadd double %348, 0xBF2A01A019C161D5
  %350 = fmul double %325, %349
  %351 = fadd double %350, 0x3F8111111110F8A6
  %352 = fmul double %325, 0x3DE5D93A5ACFD57C
  %353 = fadd double %352, 0xBE5AE5E68A2B9CEB
  %354 = fmul double %325, %326
  %355 = fmul double %354, %353
  %356 = fadd double %355, %351
  %357 = fmul double %322, %325
  %358 = fmul double %324, 5.000000e-01
  %359 = fmul double %357, %356
  %360 = fsub double %358, %359
  %361 = fmul double %325, %360
  %362 = fsub double %361, %324
  %363 = fmul double %357, 0x3FC5555555555549
  %364 = fadd double %362, %363
  %365 = fsub double %322, %364
  %366 = fneg double %347
  %367 = fneg double %365
  %368 = and i64 %299, 1
  %369 = and i64 %299, 2
  %.not.us = icmp eq i64 %368, 0
  %.not265.us = icmp eq i64 %369, 0
  %370 = select i1 %.not265.us, double %347, double %366
  %371 = select i1 %.not265.us, double %367, double %365
  %372 = select i1 %.not.us, double %370, double %371
  %373 = fmul double %295, %372
  %374 = fptrunc double %373 to float
  store float %374, ptr %247, align 4
  %375 = add nuw i64 %noise131281.us, 1
  %exitcond387.not = icmp eq i64 %375, %n_features
  br i1 %exitcond387.not, label %fold_chunk.body.us.preheader, label %noise.body129.us, !llvm.loop !4

philox.body124.us:                                ; preds = %philox.body124.us.preheader, %philox.body124.us
  %philox126280.us = phi i64 [ %458, %philox.body124.us ], [ %philox126280.us.ph, %philox.body124.us.preheader ]
  %element127.us = add i64 %philox126280.us, %row_offset102.us
  %376 = and i64 %element127.us, 4294967295
  %377 = mul nuw i64 %376, 3528531795
  %378 = xor i64 %element127.us, %key0
  %379 = xor i64 %378, %377
  %380 = lshr i64 %379, 32
  %381 = mul nuw i64 %380, 3449720151
  %382 = lshr i64 %381, 32
  %.reass.reass = xor i64 %382, %invariant.op1718
  %383 = xor i64 %1798, %377
  %384 = and i64 %.reass.reass, 4294967295
  %385 = mul nuw i64 %384, 3528531795
  %386 = and i64 %383, 4294967295
  %387 = mul nuw i64 %386, 3449720151
  %388 = lshr i64 %385, 32
  %389 = lshr i64 %387, 32
  %390 = xor i64 %389, %22
  %391 = xor i64 %390, %381
  %.reass488.reass = xor i64 %388, %invariant.op1719
  %392 = and i64 %391, 4294967295
  %393 = mul nuw i64 %392, 3528531795
  %394 = and i64 %.reass488.reass, 4294967295
  %395 = mul nuw i64 %394, 3449720151
  %396 = lshr i64 %393, 32
  %397 = lshr i64 %395, 32
  %398 = xor i64 %24, %397
  %399 = xor i64 %398, %387
  %400 = xor i64 %396, %25
  %401 = xor i64 %400, %385
  %402 = and i64 %399, 4294967295
  %403 = mul nuw i64 %402, 3528531795
  %404 = and i64 %401, 4294967295
  %405 = mul nuw i64 %404, 3449720151
  %406 = lshr i64 %403, 32
  %407 = lshr i64 %405, 32
  %408 = xor i64 %407, %26
  %409 = xor i64 %408, %395
  %410 = xor i64 %27, %406
  %411 = xor i64 %410, %393
  %412 = and i64 %409, 4294967295
  %413 = mul nuw i64 %412, 3528531795
  %414 = and i64 %411, 4294967295
  %415 = mul nuw i64 %414, 3449720151
  %416 = lshr i64 %413, 32
  %417 = lshr i64 %415, 32
  %418 = xor i64 %28, %417
  %419 = xor i64 %418, %405
  %420 = xor i64 %416, %29
  %421 = xor i64 %420, %403
  %422 = and i64 %419, 4294967295
  %423 = mul nuw i64 %422, 3528531795
  %424 = and i64 %421, 4294967295
  %425 = mul nuw i64 %424, 3449720151
  %426 = lshr i64 %423, 32
  %427 = lshr i64 %425, 32
  %428 = xor i64 %427, %30
  %429 = xor i64 %428, %415
  %430 = xor i64 %31, %426
  %431 = xor i64 %430, %413
  %432 = and i64 %429, 4294967295
  %433 = mul nuw i64 %432, 3528531795
  %434 = and i64 %431, 4294967295
  %435 = mul nuw i64 %434, 3449720151
  %436 = lshr i64 %433, 32
  %437 = lshr i64 %435, 32
  %438 = xor i64 %32, %437
  %439 = xor i64 %438, %425
  %440 = xor i64 %436, %33
  %441 = xor i64 %440, %423
  %442 = and i64 %439, 4294967295
  %443 = mul nuw i64 %442, 3528531795
  %444 = lshr i64 %443, 32
  %445 = trunc i64 %441 to i32
  %446 = mul i32 %445, -845247145
  %447 = xor i64 %34, %444
  %448 = xor i64 %447, %433
  %449 = and i64 %448, 4294967295
  %450 = mul nuw i64 %449, 3449720151
  %451 = lshr i64 %450, 32
  %452 = trunc nuw i64 %451 to i32
  %453 = trunc i64 %450 to i32
  %454 = xor i32 %446, %452
  %455 = xor i32 %454, %35
  %456 = getelementptr inbounds float, ptr %17, i64 %philox126280.us
  store i32 %455, ptr %456, align 4
  %457 = getelementptr inbounds float, ptr %scratch, i64 %philox126280.us
  store i32 %453, ptr %457, align 4
  %458 = add nuw i64 %philox126280.us, 1
  %exitcond.not = icmp eq i64 %458, %n_features
  br i1 %exitcond.not, label %vector.memcheck787, label %philox.body124.us, !llvm.loop !5

vector.memcheck787:                               ; preds = %philox.body124.us, %middle.block879, %vec.epilog.middle.block935
  br i1 %found.conflict791, label %noise.body129.us.preheader, label %vector.body799

vector.body799:                                   ; preds = %vector.memcheck787, %vector.body799
  %index800 = phi i64 [ %index.next809, %vector.body799 ], [ 0, %vector.memcheck787 ]
  %459 = getelementptr inbounds float, ptr %17, i64 %index800
  %460 = getelementptr inbounds nuw i8, ptr %459, i64 32
  %461 = getelementptr inbounds nuw i8, ptr %459, i64 64
  %462 = getelementptr inbounds nuw i8, ptr %459, i64 96
  %wide.load801 = load <8 x i32>, ptr %459, align 4, !alias.scope !6, !noalias !9
  %wide.load802 = load <8 x i32>, ptr %460, align 4, !alias.scope !6, !noalias !9
  %wide.load803 = load <8 x i32>, ptr %461, align 4, !alias.scope !6, !noalias !9
  %wide.load804 = load <8 x i32>, ptr %462, align 4, !alias.scope !6, !noalias !9
  %463 = getelementptr inbounds float, ptr %scratch, i64 %index800
  %464 = getelementptr inbounds nuw i8, ptr %463, i64 32
  %465 = getelementptr inbounds nuw i8, ptr %463, i64 64
  %466 = getelementptr inbounds nuw i8, ptr %463, i64 96
  %wide.load805 = load <8 x i32>, ptr %463, align 4, !alias.scope !9
  %wide.load806 = load <8 x i32>, ptr %464, align 4, !alias.scope !9
  %wide.load807 = load <8 x i32>, ptr %465, align 4, !alias.scope !9
  %wide.load808 = load <8 x i32>, ptr %466, align 4, !alias.scope !9
  %467 = uitofp <8 x i32> %wide.load801 to <8 x double>
  %468 = uitofp <8 x i32> %wide.load802 to <8 x double>
  %469 = uitofp <8 x i32> %wide.load803 to <8 x double>
  %470 = uitofp <8 x i32> %wide.load804 to <8 x double>
  %471 = fadd <8 x double> %467, splat (double 5.000000e-01)
  %472 = fadd <8 x double> %468, splat (double 5.000000e-01)
  %473 = fadd <8 x double> %469, splat (double 5.000000e-01)
  %474 = fadd <8 x double> %470, splat (double 5.000000e-01)
  %475 = fmul <8 x double> %471, splat (double 0x3DF0000000000000)
  %476 = fmul <8 x double> %472, splat (double 0x3DF0000000000000)
  %477 = fmul <8 x double> %473, splat (double 0x3DF0000000000000)
  %478 = fmul <8 x double> %474, splat (double 0x3DF0000000000000)
  %479 = uitofp <8 x i32> %wide.load805 to <8 x double>
  %480 = uitofp <8 x i32> %wide.load806 to <8 x double>
  %481 = uitofp <8 x i32> %wide.load807 to <8 x double>
  %482 = uitofp <8 x i32> %wide.load808 to <8 x double>
  %483 = fadd <8 x double> %479, splat (double 5.000000e-01)
  %484 = fadd <8 x double> %480, splat (double 5.000000e-01)
  %485 = fadd <8 x double> %481, splat (double 5.000000e-01)
  %486 = fadd <8 x double> %482, splat (double 5.000000e-01)
  %487 = fmul <8 x double> %483, splat (double 0x3DF0000000000000)
  %488 = fmul <8 x double> %484, splat (double 0x3DF0000000000000)
  %489 = fmul <8 x double> %485, splat (double 0x3DF0000000000000)
  %490 = fmul <8 x double> %486, splat (double 0x3DF0000000000000)
  %491 = bitcast <8 x double> %475 to <8 x i64>
  %492 = bitcast <8 x double> %476 to <8 x i64>
  %493 = bitcast <8 x double> %477 to <8 x i64>
  %494 = bitcast <8 x double> %478 to <8 x i64>
  %495 = lshr <8 x i64> %491, splat (i64 32)
  %496 = lshr <8 x i64> %492, splat (i64 32)
  %497 = lshr <8 x i64> %493, splat (i64 32)
  %498 = lshr <8 x i64> %494, splat (i64 32)
  %499 = add nuw nsw <8 x i64> %495, splat (i64 614242)
  %500 = add nuw nsw <8 x i64> %496, splat (i64 614242)
  %501 = add nuw nsw <8 x i64> %497, splat (i64 614242)
  %502 = add nuw nsw <8 x i64> %498, splat (i64 614242)
  %503 = lshr <8 x i64> %499, splat (i64 20)
  %504 = lshr <8 x i64> %500, splat (i64 20)
  %505 = lshr <8 x i64> %501, splat (i64 20)
  %506 = lshr <8 x i64> %502, splat (i64 20)
  %507 = add nsw <8 x i64> %503, splat (i64 -1023)
  %508 = add nsw <8 x i64> %504, splat (i64 -1023)
  %509 = add nsw <8 x i64> %505, splat (i64 -1023)
  %510 = add nsw <8 x i64> %506, splat (i64 -1023)
  %511 = shl nuw <8 x i64> %499, splat (i64 32)
  %512 = shl nuw <8 x i64> %500, splat (i64 32)
  %513 = shl nuw <8 x i64> %501, splat (i64 32)
  %514 = shl nuw <8 x i64> %502, splat (i64 32)
  %515 = and <8 x i64> %511, splat (i64 4503595332403200)
  %516 = and <8 x i64> %512, splat (i64 4503595332403200)
  %517 = and <8 x i64> %513, splat (i64 4503595332403200)
  %518 = and <8 x i64> %514, splat (i64 4503595332403200)
  %519 = add nuw nsw <8 x i64> %515, splat (i64 4604544269498187776)
  %520 = add nuw nsw <8 x i64> %516, splat (i64 4604544269498187776)
  %521 = add nuw nsw <8 x i64> %517, splat (i64 4604544269498187776)
  %522 = add nuw nsw <8 x i64> %518, splat (i64 4604544269498187776)
  %523 = and <8 x i64> %491, splat (i64 4294967295)
  %524 = and <8 x i64> %492, splat (i64 4294967295)
  %525 = and <8 x i64> %493, splat (i64 4294967295)
  %526 = and <8 x i64> %494, splat (i64 4294967295)
  %527 = or disjoint <8 x i64> %519, %523
  %528 = or disjoint <8 x i64> %520, %524
  %529 = or disjoint <8 x i64> %521, %525
  %530 = or disjoint <8 x i64> %522, %526
  %531 = bitcast <8 x i64> %527 to <8 x double>
  %532 = bitcast <8 x i64> %528 to <8 x double>
  %533 = bitcast <8 x i64> %529 to <8 x double>
  %534 = bitcast <8 x i64> %530 to <8 x double>
  %535 = fadd <8 x double> %531, splat (double -1.000000e+00)
  %536 = fadd <8 x double> %532, splat (double -1.000000e+00)
  %537 = fadd <8 x double> %533, splat (double -1.000000e+00)
  %538 = fadd <8 x double> %534, splat (double -1.000000e+00)
  %539 = fmul <8 x double> %535, splat (double 5.000000e-01)
  %540 = fmul <8 x double> %536, splat (double 5.000000e-01)
  %541 = fmul <8 x double> %537, splat (double 5.000000e-01)
  %542 = fmul <8 x double> %538, splat (double 5.000000e-01)
  %543 = fmul <8 x double> %535, %539
  %544 = fmul <8 x double> %536, %540
  %545 = fmul <8 x double> %537, %541
  %546 = fmul <8 x double> %538, %542
  %547 = fadd <8 x double> %535, splat (double 2.000000e+00)
  %548 = fadd <8 x double> %536, splat (double 2.000000e+00)
  %549 = fadd <8 x double> %537, splat (double 2.000000e+00)
  %550 = fadd <8 x double> %538, splat (double 2.000000e+00)
  %551 = fdiv <8 x double> %535, %547
  %552 = fdiv <8 x double> %536, %548
  %553 = fdiv <8 x double> %537, %549
  %554 = fdiv <8 x double> %538, %550
  %555 = fmul <8 x double> %551, %551
  %556 = fmul <8 x double> %552, %552
  %557 = fmul <8 x double> %553, %553
  %558 = fmul <8 x double> %554, %554
  %559 = fmul <8 x double> %555, %555
  %560 = fmul <8 x double> %556, %556
  %561 = fmul <8 x double> %557, %557
  %562 = fmul <8 x double> %558, %558
  %563 = fmul <8 x double> %559, splat (double 0x3FC39A09D078C69F)
  %564 = fmul <8 x double> %560, splat (double 0x3FC39A09D078C69F)
  %565 = fmul <8 x double> %561, splat (double 0x3FC39A09D078C69F)
  %566 = fmul <8 x double> %562, splat (double 0x3FC39A09D078C69F)
  %567 = fadd <8 x double> %563, splat (double 0x3FCC71C51D8E78AF)
  %568 = fadd <8 x double> %564, splat (double 0x3FCC71C51D8E78AF)
  %569 = fadd <8 x double> %565, splat (double 0x3FCC71C51D8E78AF)
  %570 = fadd <8 x double> %566, splat (double 0x3FCC71C51D8E78AF)
  %571 = fmul <8 x double> %559, %567
  %572 = fmul <8 x double> %560, %568
  %573 = fmul <8 x double> %561, %569
  %574 = fmul <8 x double> %562, %570
  %575 = fadd <8 x double> %571, splat (double 0x3FD999999997FA04)
  %576 = fadd <8 x double> %572, splat (double 0x3FD999999997FA04)
  %577 = fadd <8 x double> %573, splat (double 0x3FD999999997FA04)
  %578 = fadd <8 x double> %574, splat (double 0x3FD999999997FA04)
  %579 = fmul <8 x double> %559, %575
  %580 = fmul <8 x double> %560, %576
  %581 = fmul <8 x double> %561, %577
  %582 = fmul <8 x double> %562, %578
  %583 = fmul <8 x double> %559, splat (double 0x3FC2F112DF3E5244)
  %584 = fmul <8 x double> %560, splat (double 0x3FC2F112DF3E5244)
  %585 = fmul <8 x double> %561, splat (double 0x3FC2F112DF3E5244)
  %586 = fmul <8 x double> %562, splat (double 0x3FC2F112DF3E5244)
  %587 = fadd <8 x double> %583, splat (double 0x3FC7466496CB03DE)
  %588 = fadd <8 x double> %584, splat (double 0x3FC7466496CB03DE)
  %589 = fadd <8 x double> %585, splat (double 0x3FC7466496CB03DE)
  %590 = fadd <8 x double> %586, splat (double 0x3FC7466496CB03DE)
  %591 = fmul <8 x double> %559, %587
  %592 = fmul <8 x double> %560, %588
  %593 = fmul <8 x double> %561, %589
  %594 = fmul <8 x double> %562, %590
  %595 = fadd <8 x double> %591, splat (double 0x3FD2492494229359)
  %596 = fadd <8 x double> %592, splat (double 0x3FD2492494229359)
  %597 = fadd <8 x double> %593, splat (double 0x3FD2492494229359)
  %598 = fadd <8 x double> %594, splat (double 0x3FD2492494229359)
  %599 = fmul <8 x double> %559, %595
  %600 = fmul <8 x double> %560, %596
  %601 = fmul <8 x double> %561, %597
  %602 = fmul <8 x double> %562, %598
  %603 = fadd <8 x double> %599, splat (double 0x3FE5555555555593)
  %604 = fadd <8 x double> %600, splat (double 0x3FE5555555555593)
  %605 = fadd <8 x double> %601, splat (double 0x3FE5555555555593)
  %606 = fadd <8 x double> %602, splat (double 0x3FE5555555555593)
  %607 = fmul <8 x double> %555, %603
  %608 = fmul <8 x double> %556, %604
  %609 = fmul <8 x double> %557, %605
  %610 = fmul <8 x double> %558, %606
  %611 = fadd <8 x double> %579, %607
  %612 = fadd <8 x double> %580, %608
  %613 = fadd <8 x double> %581, %609
  %614 = fadd <8 x double> %582, %610
  %615 = sitofp <8 x i64> %507 to <8 x double>
  %616 = sitofp <8 x i64> %508 to <8 x double>
  %617 = sitofp <8 x i64> %509 to <8 x double>
  %618 = sitofp <8 x i64> %510 to <8 x double>
  %619 = fadd <8 x double> %543, %611
  %620 = fadd <8 x double> %544, %612
  %621 = fadd <8 x double> %545, %613
  %622 = fadd <8 x double> %546, %614
  %623 = fmul <8 x double> %551, %619
  %624 = fmul <8 x double> %552, %620
  %625 = fmul <8 x double> %553, %621
  %626 = fmul <8 x double> %554, %622
  %627 = fmul <8 x double> %615, splat (double 0x3DEA39EF35793C76)
  %628 = fmul <8 x double> %616, splat (double 0x3DEA39EF35793C76)
  %629 = fmul <8 x double> %617, splat (double 0x3DEA39EF35793C76)
  %630 = fmul <8 x double> %618, splat (double 0x3DEA39EF35793C76)
  %631 = fadd <8 x double> %627, %623
  %632 = fadd <8 x double> %628, %624
  %633 = fadd <8 x double> %629, %625
  %634 = fadd <8 x double> %630, %626
  %635 = fsub <8 x double> %631, %543
  %636 = fsub <8 x double> %632, %544
  %637 = fsub <8 x double> %633, %545
  %638 = fsub <8 x double> %634, %546
  %639 = fadd <8 x double> %535, %635
  %640 = fadd <8 x double> %536, %636
  %641 = fadd <8 x double> %537, %637
  %642 = fadd <8 x double> %538, %638
  %643 = fmul <8 x double> %615, splat (double 0x3FE62E42FEE00000)
  %644 = fmul <8 x double> %616, splat (double 0x3FE62E42FEE00000)
  %645 = fmul <8 x double> %617, splat (double 0x3FE62E42FEE00000)
  %646 = fmul <8 x double> %618, splat (double 0x3FE62E42FEE00000)
  %647 = fadd <8 x double> %643, %639
  %648 = fadd <8 x double> %644, %640
  %649 = fadd <8 x double> %645, %641
  %650 = fadd <8 x double> %646, %642
  %651 = fmul <8 x double> %647, splat (double -2.000000e+00)
  %652 = fmul <8 x double> %648, splat (double -2.000000e+00)
  %653 = fmul <8 x double> %649, splat (double -2.000000e+00)
  %654 = fmul <8 x double> %650, splat (double -2.000000e+00)
  %655 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %651)
  %656 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %652)
  %657 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %653)
  %658 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %654)
  %659 = fmul <8 x double> %487, splat (double 0x401921FB54442D18)
  %660 = fmul <8 x double> %488, splat (double 0x401921FB54442D18)
  %661 = fmul <8 x double> %489, splat (double 0x401921FB54442D18)
  %662 = fmul <8 x double> %490, splat (double 0x401921FB54442D18)
  %663 = fmul <8 x double> %659, splat (double 0x3FE45F306DC9C883)
  %664 = fmul <8 x double> %660, splat (double 0x3FE45F306DC9C883)
  %665 = fmul <8 x double> %661, splat (double 0x3FE45F306DC9C883)
  %666 = fmul <8 x double> %662, splat (double 0x3FE45F306DC9C883)
  %667 = fadd <8 x double> %663, splat (double 0x4338000000000000)
  %668 = fadd <8 x double> %664, splat (double 0x4338000000000000)
  %669 = fadd <8 x double> %665, splat (double 0x4338000000000000)
  %670 = fadd <8 x double> %666, splat (double 0x4338000000000000)
  %671 = bitcast <8 x double> %667 to <8 x i64>
  %672 = bitcast <8 x double> %668 to <8 x i64>
  %673 = bitcast <8 x double> %669 to <8 x i64>
  %674 = bitcast <8 x double> %670 to <8 x i64>
  %675 = fadd <8 x double> %667, splat (double 0xC338000000000000)
  %676 = fadd <8 x double> %668, splat (double 0xC338000000000000)
  %677 = fadd <8 x double> %669, splat (double 0xC338000000000000)
  %678 = fadd <8 x double> %670, splat (double 0xC338000000000000)
  %679 = fmul <8 x double> %675, splat (double 0x3FF921FB54400000)
  %680 = fmul <8 x double> %676, splat (double 0x3FF921FB54400000)
  %681 = fmul <8 x double> %677, splat (double 0x3FF921FB54400000)
  %682 = fmul <8 x double> %678, splat (double 0x3FF921FB54400000)
  %683 = fsub <8 x double> %659, %679
  %684 = fsub <8 x double> %660, %680
  %685 = fsub <8 x double> %661, %681
  %686 = fsub <8 x double> %662, %682
  %687 = fmul <8 x double> %675, splat (double 0x3DD0B4611A626331)
  %688 = fmul <8 x double> %676, splat (double 0x3DD0B4611A626331)
  %689 = fmul <8 x double> %677, splat (double 0x3DD0B4611A626331)
  %690 = fmul <8 x double> %678, splat (double 0x3DD0B4611A626331)
  %691 = fmul <8 x double> %675, splat (double 0x3DD0B4611A600000)
  %692 = fmul <8 x double> %676, splat (double 0x3DD0B4611A600000)
  %693 = fmul <8 x double> %677, splat (double 0x3DD0B4611A600000)
  %694 = fmul <8 x double> %678, splat (double 0x3DD0B4611A600000)
  %695 = fsub <8 x double> %683, %691
  %696 = fsub <8 x double> %684, %692
  %697 = fsub <8 x double> %685, %693
  %698 = fsub <8 x double> %686, %694
  %699 = fmul <8 x double> %675, splat (double 0x3BA3198A2E037073)
  %700 = fmul <8 x double> %676, splat (double 0x3BA3198A2E037073)
  %701 = fmul <8 x double> %677, splat (double 0x3BA3198A2E037073)
  %702 = fmul <8 x double> %678, splat (double 0x3BA3198A2E037073)
  %703 = fsub <8 x double> %683, %695
  %704 = fsub <8 x double> %684, %696
  %705 = fsub <8 x double> %685, %697
  %706 = fsub <8 x double> %686, %698
  %707 = fsub <8 x double> %703, %691
  %708 = fsub <8 x double> %704, %692
  %709 = fsub <8 x double> %705, %693
  %710 = fsub <8 x double> %706, %694
  %711 = fsub <8 x double> %699, %707
  %712 = fsub <8 x double> %700, %708
  %713 = fsub <8 x double> %701, %709
  %714 = fsub <8 x double> %702, %710
  %715 = fsub <8 x double> %683, %687
  %716 = fsub <8 x double> %684, %688
  %717 = fsub <8 x double> %685, %689
  %718 = fsub <8 x double> %686, %690
  %719 = bitcast <8 x double> %659 to <8 x i64>
  %720 = bitcast <8 x double> %660 to <8 x i64>
  %721 = bitcast <8 x double> %661 to <8 x i64>
  %722 = bitcast <8 x double> %662 to <8 x i64>
  %723 = lshr <8 x i64> %719, splat (i64 52)
  %724 = lshr <8 x i64> %720, splat (i64 52)
  %725 = lshr <8 x i64> %721, splat (i64 52)
  %726 = lshr <8 x i64> %722, splat (i64 52)
  %727 = and <8 x i64> %723, splat (i64 2047)
  %728 = and <8 x i64> %724, splat (i64 2047)
  %729 = and <8 x i64> %725, splat (i64 2047)
  %730 = and <8 x i64> %726, splat (i64 2047)
  %731 = bitcast <8 x double> %715 to <8 x i64>
  %732 = bitcast <8 x double> %716 to <8 x i64>
  %733 = bitcast <8 x double> %717 to <8 x i64>
  %734 = bitcast <8 x double> %718 to <8 x i64>
  %735 = lshr <8 x i64> %731, splat (i64 52)
  %736 = lshr <8 x i64> %732, splat (i64 52)
  %737 = lshr <8 x i64> %733, splat (i64 52)
  %738 = lshr <8 x i64> %734, splat (i64 52)
  %739 = and <8 x i64> %735, splat (i64 2047)
  %740 = and <8 x i64> %736, splat (i64 2047)
  %741 = and <8 x i64> %737, splat (i64 2047)
  %742 = and <8 x i64> %738, splat (i64 2047)
  %743 = add nuw nsw <8 x i64> %739, splat (i64 16)
  %744 = add nuw nsw <8 x i64> %740, splat (i64 16)
  %745 = add nuw nsw <8 x i64> %741, splat (i64 16)
  %746 = add nuw nsw <8 x i64> %742, splat (i64 16)
  %747 = icmp samesign ult <8 x i64> %743, %727
  %748 = icmp samesign ult <8 x i64> %744, %728
  %749 = icmp samesign ult <8 x i64> %745, %729
  %750 = icmp samesign ult <8 x i64> %746, %730
  %751 = select <8 x i1> %747, <8 x double> %695, <8 x double> %683
  %752 = select <8 x i1> %748, <8 x double> %696, <8 x double> %684
  %753 = select <8 x i1> %749, <8 x double> %697, <8 x double> %685
  %754 = select <8 x i1> %750, <8 x double> %698, <8 x double> %686
  %755 = select <8 x i1> %747, <8 x double> %711, <8 x double> %687
  %756 = select <8 x i1> %748, <8 x double> %712, <8 x double> %688
  %757 = select <8 x i1> %749, <8 x double> %713, <8 x double> %689
  %758 = select <8 x i1> %750, <8 x double> %714, <8 x double> %690
  %759 = fsub <8 x double> %751, %755
  %760 = fsub <8 x double> %752, %756
  %761 = fsub <8 x double> %753, %757
  %762 = fsub <8 x double> %754, %758
  %763 = fsub <8 x double> %751, %759
  %764 = fsub <8 x double> %752, %760
  %765 = fsub <8 x double> %753, %761
  %766 = fsub <8 x double> %754, %762
  %767 = fsub <8 x double> %763, %755
  %768 = fsub <8 x double> %764, %756
  %769 = fsub <8 x double> %765, %757
  %770 = fsub <8 x double> %766, %758
  %771 = fmul <8 x double> %759, %759
  %772 = fmul <8 x double> %760, %760
  %773 = fmul <8 x double> %761, %761
  %774 = fmul <8 x double> %762, %762
  %775 = fmul <8 x double> %771, %771
  %776 = fmul <8 x double> %772, %772
  %777 = fmul <8 x double> %773, %773
  %778 = fmul <8 x double> %774, %774
  %779 = fmul <8 x double> %771, splat (double 0x3EFA01A019CB1590)
  %780 = fmul <8 x double> %772, splat (double 0x3EFA01A019CB1590)
  %781 = fmul <8 x double> %773, splat (double 0x3EFA01A019CB1590)
  %782 = fmul <8 x double> %774, splat (double 0x3EFA01A019CB1590)
  %783 = fadd <8 x double> %779, splat (double 0xBF56C16C16C15177)
  %784 = fadd <8 x double> %780, splat (double 0xBF56C16C16C15177)
  %785 = fadd <8 x double> %781, splat (double 0xBF56C16C16C15177)
  %786 = fadd <8 x double> %782, splat (double 0xBF56C16C16C15177)
  %787 = fmul <8 x double> %771, %783
  %788 = fmul <8 x double> %772, %784
  %789 = fmul <8 x double> %773, %785
  %790 = fmul <8 x double> %774, %786
  %791 = fadd <8 x double> %787, splat (double 0x3FA555555555554C)
  %792 = fadd <8 x double> %788, splat (double 0x3FA555555555554C)
  %793 = fadd <8 x double> %789, splat (double 0x3FA555555555554C)
  %794 = fadd <8 x double> %790, splat (double 0x3FA555555555554C)
  %795 = fmul <8 x double> %771, %791
  %796 = fmul <8 x double> %772, %792
  %797 = fmul <8 x double> %773, %793
  %798 = fmul <8 x double> %774, %794
  %799 = fmul <8 x double> %771, splat (double 0x3DA8FAE9BE8838D4)
  %800 = fmul <8 x double> %772, splat (double 0x3DA8FAE9BE8838D4)
  %801 = fmul <8 x double> %773, splat (double 0x3DA8FAE9BE8838D4)
  %802 = fmul <8 x double> %774, splat (double 0x3DA8FAE9BE8838D4)
  %803 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %799
  %804 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %800
  %805 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %801
  %806 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %802
  %807 = fmul <8 x double> %771, %803
  %808 = fmul <8 x double> %772, %804
  %809 = fmul <8 x double> %773, %805
  %810 = fmul <8 x double> %774, %806
  %811 = fadd <8 x double> %807, splat (double 0xBE927E4F809C52AD)
  %812 = fadd <8 x double> %808, splat (double 0xBE927E4F809C52AD)
  %813 = fadd <8 x double> %809, splat (double 0xBE927E4F809C52AD)
  %814 = fadd <8 x double> %810, splat (double 0xBE927E4F809C52AD)
  %815 = fmul <8 x double> %775, %775
  %816 = fmul <8 x double> %776, %776
  %817 = fmul <8 x double> %777, %777
  %818 = fmul <8 x double> %778, %778
  %819 = fmul <8 x double> %815, %811
  %820 = fmul <8 x double> %816, %812
  %821 = fmul <8 x double> %817, %813
  %822 = fmul <8 x double> %818, %814
  %823 = fadd <8 x double> %795, %819
  %824 = fadd <8 x double> %796, %820
  %825 = fadd <8 x double> %797, %821
  %826 = fadd <8 x double> %798, %822
  %827 = fmul <8 x double> %771, splat (double 5.000000e-01)
  %828 = fmul <8 x double> %772, splat (double 5.000000e-01)
  %829 = fmul <8 x double> %773, splat (double 5.000000e-01)
  %830 = fmul <8 x double> %774, splat (double 5.000000e-01)
  %831 = fsub <8 x double> splat (double 1.000000e+00), %827
  %832 = fsub <8 x double> splat (double 1.000000e+00), %828
  %833 = fsub <8 x double> splat (double 1.000000e+00), %829
  %834 = fsub <8 x double> splat (double 1.000000e+00), %830
  %835 = fsub <8 x double> splat (double 1.000000e+00), %831
  %836 = fsub <8 x double> splat (double 1.000000e+00), %832
  %837 = fsub <8 x double> splat (double 1.000000e+00), %833
  %838 = fsub <8 x double> splat (double 1.000000e+00), %834
  %839 = fsub <8 x double> %835, %827
  %840 = fsub <8 x double> %836, %828
  %841 = fsub <8 x double> %837, %829
  %842 = fsub <8 x double> %838, %830
  %843 = fmul <8 x double> %771, %823
  %844 = fmul <8 x double> %772, %824
  %845 = fmul <8 x double> %773, %825
  %846 = fmul <8 x double> %774, %826
  %847 = fmul <8 x double> %759, %767
  %848 = fmul <8 x double> %760, %768
  %849 = fmul <8 x double> %761, %769
  %850 = fmul <8 x double> %762, %770
  %851 = fsub <8 x double> %843, %847
  %852 = fsub <8 x double> %844, %848
  %853 = fsub <8 x double> %845, %849
  %854 = fsub <8 x double> %846, %850
  %855 = fadd <8 x double> %839, %851
  %856 = fadd <8 x double> %840, %852
  %857 = fadd <8 x double> %841, %853
  %858 = fadd <8 x double> %842, %854
  %859 = fadd <8 x double> %831, %855
  %860 = fadd <8 x double> %832, %856
  %861 = fadd <8 x double> %833, %857
  %862 = fadd <8 x double> %834, %858
  %863 = fmul <8 x double> %771, splat (double 0x3EC71DE357B1FE7D)
  %864 = fmul <8 x double> %772, splat (double 0x3EC71DE357B1FE7D)
  %865 = fmul <8 x double> %773, splat (double 0x3EC71DE357B1FE7D)
  %866 = fmul <8 x double> %774, splat (double 0x3EC71DE357B1FE7D)
  %867 = fadd <8 x double> %863, splat (double 0xBF2A01A019C161D5)
  %868 = fadd <8 x double> %864, splat (double 0xBF2A01A019C161D5)
  %869 = fadd <8 x double> %865, splat (double 0xBF2A01A019C161D5)
  %870 = fadd <8 x double> %866, splat (double 0xBF2A01A019C161D5)
  %871 = fmul <8 x double> %771, %867
  %872 = fmul <8 x double> %772, %868
  %873 = fmul <8 x double> %773, %869
  %874 = fmul <8 x double> %774, %870
  %875 = fadd <8 x double> %871, splat (double 0x3F8111111110F8A6)
  %876 = fadd <8 x double> %872, splat (double 0x3F8111111110F8A6)
  %877 = fadd <8 x double> %873, splat (double 0x3F8111111110F8A6)
  %878 = fadd <8 x double> %874, splat (double 0x3F8111111110F8A6)
  %879 = fmul <8 x double> %771, splat (double 0x3DE5D93A5ACFD57C)
  %880 = fmul <8 x double> %772, splat (double 0x3DE5D93A5ACFD57C)
  %881 = fmul <8 x double> %773, splat (double 0x3DE5D93A5ACFD57C)
  %882 = fmul <8 x double> %774, splat (double 0x3DE5D93A5ACFD57C)
  %883 = fadd <8 x double> %879, splat (double 0xBE5AE5E68A2B9CEB)
  %884 = fadd <8 x double> %880, splat (double 0xBE5AE5E68A2B9CEB)
  %885 = fadd <8 x double> %881, splat (double 0xBE5AE5E68A2B9CEB)
  %886 = fadd <8 x double> %882, splat (double 0xBE5AE5E68A2B9CEB)
  %887 = fmul <8 x double> %771, %775
  %888 = fmul <8 x double> %772, %776
  %889 = fmul <8 x double> %773, %777
  %890 = fmul <8 x double> %774, %778
  %891 = fmul <8 x double> %887, %883
  %892 = fmul <8 x double> %888, %884
  %893 = fmul <8 x double> %889, %885
  %894 = fmul <8 x double> %890, %886
  %895 = fadd <8 x double> %891, %875
  %896 = fadd <8 x double> %892, %876
  %897 = fadd <8 x double> %893, %877
  %898 = fadd <8 x double> %894, %878
  %899 = fmul <8 x double> %759, %771
  %900 = fmul <8 x double> %760, %772
  %901 = fmul <8 x double> %761, %773
  %902 = fmul <8 x double> %762, %774
  %903 = fmul <8 x double> %767, splat (double 5.000000e-01)
  %904 = fmul <8 x double> %768, splat (double 5.000000e-01)
  %905 = fmul <8 x double> %769, splat (double 5.000000e-01)
  %906 = fmul <8 x double> %770, splat (double 5.000000e-01)
  %907 = fmul <8 x double> %899, %895
  %908 = fmul <8 x double> %900, %896
  %909 = fmul <8 x double> %901, %897
  %910 = fmul <8 x double> %902, %898
  %911 = fsub <8 x double> %903, %907
  %912 = fsub <8 x double> %904, %908
  %913 = fsub <8 x double> %905, %909
  %914 = fsub <8 x double> %906, %910
  %915 = fmul <8 x double> %771, %911
  %916 = fmul <8 x double> %772, %912
  %917 = fmul <8 x double> %773, %913
  %918 = fmul <8 x double> %774, %914
  %919 = fsub <8 x double> %915, %767
  %920 = fsub <8 x double> %916, %768
  %921 = fsub <8 x double> %917, %769
  %922 = fsub <8 x double> %918, %770
  %923 = fmul <8 x double> %899, splat (double 0x3FC5555555555549)
  %924 = fmul <8 x double> %900, splat (double 0x3FC5555555555549)
  %925 = fmul <8 x double> %901, splat (double 0x3FC5555555555549)
  %926 = fmul <8 x double> %902, splat (double 0x3FC5555555555549)
  %927 = fadd <8 x double> %919, %923
  %928 = fadd <8 x double> %920, %924
  %929 = fadd <8 x double> %921, %925
  %930 = fadd <8 x double> %922, %926
  %931 = fsub <8 x double> %759, %927
  %932 = fsub <8 x double> %760, %928
  %933 = fsub <8 x double> %761, %929
  %934 = fsub <8 x double> %762, %930
  %935 = fneg <8 x double> %859
  %936 = fneg <8 x double> %860
  %937 = fneg <8 x double> %861
  %938 = fneg <8 x double> %862
  %939 = fneg <8 x double> %931
  %940 = fneg <8 x double> %932
  %941 = fneg <8 x double> %933
  %942 = fneg <8 x double> %934
  %943 = and <8 x i64> %671, splat (i64 1)
  %944 = and <8 x i64> %672, splat (i64 1)
  %945 = and <8 x i64> %673, splat (i64 1)
  %946 = and <8 x i64> %674, splat (i64 1)
  %947 = and <8 x i64> %671, splat (i64 2)
  %948 = and <8 x i64> %672, splat (i64 2)
  %949 = and <8 x i64> %673, splat (i64 2)
  %950 = and <8 x i64> %674, splat (i64 2)
  %951 = icmp eq <8 x i64> %943, zeroinitializer
  %952 = icmp eq <8 x i64> %944, zeroinitializer
  %953 = icmp eq <8 x i64> %945, zeroinitializer
  %954 = icmp eq <8 x i64> %946, zeroinitializer
  %955 = icmp eq <8 x i64> %947, zeroinitializer
  %956 = icmp eq <8 x i64> %948, zeroinitializer
  %957 = icmp eq <8 x i64> %949, zeroinitializer
  %958 = icmp eq <8 x i64> %950, zeroinitializer
  %959 = select <8 x i1> %955, <8 x double> %859, <8 x double> %935
  %960 = select <8 x i1> %956, <8 x double> %860, <8 x double> %936
  %961 = select <8 x i1> %957, <8 x double> %861, <8 x double> %937
  %962 = select <8 x i1> %958, <8 x double> %862, <8 x double> %938
  %963 = select <8 x i1> %955, <8 x double> %939, <8 x double> %931
  %964 = select <8 x i1> %956, <8 x double> %940, <8 x double> %932
  %965 = select <8 x i1> %957, <8 x double> %941, <8 x double> %933
  %966 = select <8 x i1> %958, <8 x double> %942, <8 x double> %934
  %967 = select <8 x i1> %951, <8 x double> %959, <8 x double> %963
  %968 = select <8 x i1> %952, <8 x double> %960, <8 x double> %964
  %969 = select <8 x i1> %953, <8 x double> %961, <8 x double> %965
  %970 = select <8 x i1> %954, <8 x double> %962, <8 x double> %966
  %971 = fmul <8 x double> %655, %967
  %972 = fmul <8 x double> %656, %968
  %973 = fmul <8 x double> %657, %969
  %974 = fmul <8 x double> %658, %970
  %975 = fptrunc <8 x double> %971 to <8 x float>
  %976 = fptrunc <8 x double> %972 to <8 x float>
  %977 = fptrunc <8 x double> %973 to <8 x float>
  %978 = fptrunc <8 x double> %974 to <8 x float>
  %979 = getelementptr inbounds nuw i8, ptr %459, i64 32
  %980 = getelementptr inbounds nuw i8, ptr %459, i64 64
  %981 = getelementptr inbounds nuw i8, ptr %459, i64 96
  store <8 x float> %975, ptr %459, align 4, !alias.scope !6, !noalias !9
  store <8 x float> %976, ptr %979, align 4, !alias.scope !6, !noalias !9
  store <8 x float> %977, ptr %980, align 4, !alias.scope !6, !noalias !9
  store <8 x float> %978, ptr %981, align 4, !alias.scope !6, !noalias !9
  %index.next809 = add nuw i64 %index800, 32
  %982 = icmp eq i64 %index.next809, %n.vec798
  br i1 %982, label %middle.block810, label %vector.body799, !llvm.loop !11

middle.block810:                                  ; preds = %vector.body799
  br i1 %cmp.n811, label %fold_chunk.body.us.preheader, label %vec.epilog.iter.check814

fold_chunk.body.us.preheader:                     ; preds = %noise.body129.us, %vec.epilog.middle.block824, %middle.block810
  br label %fold_chunk.body.us

vec.epilog.iter.check814:                         ; preds = %middle.block810
  br i1 %min.epilog.iters.check815, label %noise.body129.us.preheader, label %vec.epilog.vector.body819, !prof !12

vec.epilog.vector.body819:                        ; preds = %vec.epilog.iter.check814, %vec.epilog.vector.body819
  %index820 = phi i64 [ %index.next823, %vec.epilog.vector.body819 ], [ %n.vec798, %vec.epilog.iter.check814 ]
  %983 = getelementptr inbounds float, ptr %17, i64 %index820
  %wide.load821 = load <4 x i32>, ptr %983, align 4, !alias.scope !6, !noalias !9
  %984 = getelementptr inbounds float, ptr %scratch, i64 %index820
  %wide.load822 = load <4 x i32>, ptr %984, align 4, !alias.scope !9
  %985 = uitofp <4 x i32> %wide.load821 to <4 x double>
  %986 = fadd <4 x double> %985, splat (double 5.000000e-01)
  %987 = fmul <4 x double> %986, splat (double 0x3DF0000000000000)
  %988 = uitofp <4 x i32> %wide.load822 to <4 x double>
  %989 = fadd <4 x double> %988, splat (double 5.000000e-01)
  %990 = fmul <4 x double> %989, splat (double 0x3DF0000000000000)
  %991 = bitcast <4 x double> %987 to <4 x i64>
  %992 = lshr <4 x i64> %991, splat (i64 32)
  %993 = add nuw nsw <4 x i64> %992, splat (i64 614242)
  %994 = lshr <4 x i64> %993, splat (i64 20)
  %995 = add nsw <4 x i64> %994, splat (i64 -1023)
  %996 = shl nuw <4 x i64> %993, splat (i64 32)
  %997 = and <4 x i64> %996, splat (i64 4503595332403200)
  %998 = add nuw nsw <4 x i64> %997, splat (i64 4604544269498187776)
  %999 = and <4 x i64> %991, splat (i64 4294967295)
  %1000 = or disjoint <4 x i64> %998, %999
  %1001 = bitcast <4 x i64> %1000 to <4 x double>
  %1002 = fadd <4 x double> %1001, splat (double -1.000000e+00)
  %1003 = fmul <4 x double> %1002, splat (double 5.000000e-01)
  %1004 = fmul <4 x double> %1002, %1003
  %1005 = fadd <4 x double> %1002, splat (double 2.000000e+00)
  %1006 = fdiv <4 x double> %1002, %1005
  %1007 = fmul <4 x double> %1006, %1006
  %1008 = fmul <4 x double> %1007, %1007
  %1009 = fmul <4 x double> %1008, splat (double 0x3FC39A09D078C69F)
  %1010 = fadd <4 x double> %1009, splat (double 0x3FCC71C51D8E78AF)
  %1011 = fmul <4 x double> %1008, %1010
  %1012 = fadd <4 x double> %1011, splat (double 0x3FD999999997FA04)
  %1013 = fmul <4 x double> %1008, %1012
  %1014 = fmul <4 x double> %1008, splat (double 0x3FC2F112DF3E5244)
  %1015 = fadd <4 x double> %1014, splat (double 0x3FC7466496CB03DE)
  %1016 = fmul <4 x double> %1008, %1015
  %1017 = fadd <4 x double> %1016, splat (double 0x3FD2492494229359)
  %1018 = fmul <4 x double> %1008, %1017
  %1019 = fadd <4 x double> %1018, splat (double 0x3FE5555555555593)
  %1020 = fmul <4 x double> %1007, %1019
  %1021 = fadd <4 x double> %1013, %1020
  %1022 = sitofp <4 x i64> %995 to <4 x double>
  %1023 = fadd <4 x double> %1004, %1021
  %1024 = fmul <4 x double> %1006, %1023
  %1025 = fmul <4 x double> %1022, splat (double 0x3DEA39EF35793C76)
  %1026 = fadd <4 x double> %1025, %1024
  %1027 = fsub <4 x double> %1026, %1004
  %1028 = fadd <4 x double> %1002, %1027
  %1029 = fmul <4 x double> %1022, splat (double 0x3FE62E42FEE00000)
  %1030 = fadd <4 x double> %1029, %1028
  %1031 = fmul <4 x double> %1030, splat (double -2.000000e+00)
  %1032 = tail call <4 x double> @llvm.sqrt.v4f64(<4 x double> %1031)
  %1033 = fmul <4 x double> %990, splat (double 0x401921FB54442D18)
  %1034 = fmul <4 x double> %1033, splat (double 0x3FE45F306DC9C883)
  %1035 = fadd <4 x double> %1034, splat (double 0x4338000000000000)
  %1036 = bitcast <4 x double> %1035 to <4 x i64>
  %1037 = fadd <4 x double> %1035, splat (double 0xC338000000000000)
  %1038 = fmul <4 x double> %1037, splat (double 0x3FF921FB54400000)
  %1039 = fsub <4 x double> %1033, %1038
  %1040 = fmul <4 x double> %1037, splat (double 0x3DD0B4611A626331)
  %1041 = fmul <4 x double> %1037, splat (double 0x3DD0B4611A600000)
  %1042 = fsub <4 x double> %1039, %1041
  %1043 = fmul <4 x double> %1037, splat (double 0x3BA3198A2E037073)
  %1044 = fsub <4 x double> %1039, %1042
  %1045 = fsub <4 x double> %1044, %1041
  %1046 = fsub <4 x double> %1043, %1045
  %1047 = fsub <4 x double> %1039, %1040
  %1048 = bitcast <4 x double> %1033 to <4 x i64>
  %1049 = lshr <4 x i64> %1048, splat (i64 52)
  %1050 = and <4 x i64> %1049, splat (i64 2047)
  %1051 = bitcast <4 x double> %1047 to <4 x i64>
  %1052 = lshr <4 x i64> %1051, splat (i64 52)
  %1053 = and <4 x i64> %1052, splat (i64 2047)
  %1054 = add nuw nsw <4 x i64> %1053, splat (i64 16)
  %1055 = icmp samesign ult <4 x i64> %1054, %1050
  %1056 = select <4 x i1> %1055, <4 x double> %1042, <4 x double> %1039
  %1057 = select <4 x i1> %1055, <4 x double> %1046, <4 x double> %1040
  %1058 = fsub <4 x double> %1056, %1057
  %1059 = fsub <4 x double> %1056, %1058
  %1060 = fsub <4 x double> %1059, %1057
  %1061 = fmul <4 x double> %1058, %1058
  %1062 = fmul <4 x double> %1061, %1061
  %1063 = fmul <4 x double> %1061, splat (double 0x3EFA01A019CB1590)
  %1064 = fadd <4 x double> %1063, splat (double 0xBF56C16C16C15177)
  %1065 = fmul <4 x double> %1061, %1064
  %1066 = fadd <4 x double> %1065, splat (double 0x3FA555555555554C)
  %1067 = fmul <4 x double> %1061, %1066
  %1068 = fmul <4 x double> %1061, splat (double 0x3DA8FAE9BE8838D4)
  %1069 = fsub <4 x double> splat (double 0x3E21EE9EBDB4B1C4), %1068
  %1070 = fmul <4 x double> %1061, %1069
  %1071 = fadd <4 x double> %1070, splat (double 0xBE927E4F809C52AD)
  %1072 = fmul <4 x double> %1062, %1062
  %1073 = fmul <4 x double> %1072, %1071
  %1074 = fadd <4 x double> %1067, %1073
  %1075 = fmul <4 x double> %1061, splat (double 5.000000e-01)
  %1076 = fsub <4 x double> splat (double 1.000000e+00), %1075
  %1077 = fsub <4 x double> splat (double 1.000000e+00), %1076
  %1078 = fsub <4 x double> %1077, %1075
  %1079 = fmul <4 x double> %1061, %1074
  %1080 = fmul <4 x double> %1058, %1060
  %1081 = fsub <4 x double> %1079, %1080
  %1082 = fadd <4 x double> %1078, %1081
  %1083 = fadd <4 x double> %1076, %1082
  %1084 = fmul <4 x double> %1061, splat (double 0x3EC71DE357B1FE7D)
  %1085 = fadd <4 x double> %1084, splat (double 0xBF2A01A019C161D5)
  %1086 = fmul <4 x double> %1061, %1085
  %1087 = fadd <4 x double> %1086, splat (double 0x3F8111111110F8A6)
  %1088 = fmul <4 x double> %1061, splat (double 0x3DE5D93A5ACFD57C)
  %1089 = fadd <4 x double> %1088, splat (double 0xBE5AE5E68A2B9CEB)
  %1090 = fmul <4 x double> %1061, %1062
  %1091 = fmul <4 x double> %1090, %1089
  %1092 = fadd <4 x double> %1091, %1087
  %1093 = fmul <4 x double> %1058, %1061
  %1094 = fmul <4 x double> %1060, splat (double 5.000000e-01)
  %1095 = fmul <4 x double> %1093, %1092
  %1096 = fsub <4 x double> %1094, %1095
  %1097 = fmul <4 x double> %1061, %1096
  %1098 = fsub <4 x double> %1097, %1060
  %1099 = fmul <4 x double> %1093, splat (double 0x3FC5555555555549)
  %1100 = fadd <4 x double> %1098, %1099
  %1101 = fsub <4 x double> %1058, %1100
  %1102 = fneg <4 x double> %1083
  %1103 = fneg <4 x double> %1101
  %1104 = and <4 x i64> %1036, splat (i64 1)
  %1105 = and <4 x i64> %1036, splat (i64 2)
  %1106 = icmp eq <4 x i64> %1104, zeroinitializer
  %1107 = icmp eq <4 x i64> %1105, zeroinitializer
  %1108 = select <4 x i1> %1107, <4 x double> %1083, <4 x double> %1102
  %1109 = select <4 x i1> %1107, <4 x double> %1103, <4 x double> %1101
  %1110 = select <4 x i1> %1106, <4 x double> %1108, <4 x double> %1109
  %1111 = fmul <4 x double> %1032, %1110
  %1112 = fptrunc <4 x double> %1111 to <4 x float>
  store <4 x float> %1112, ptr %983, align 4, !alias.scope !6, !noalias !9
  %index.next823 = add nuw i64 %index820, 4
  %1113 = icmp eq i64 %index.next823, %n.vec818
  br i1 %1113, label %vec.epilog.middle.block824, label %vec.epilog.vector.body819, !llvm.loop !13

vec.epilog.middle.block824:                       ; preds = %vec.epilog.vector.body819
  br i1 %cmp.n825, label %fold_chunk.body.us.preheader, label %noise.body129.us.preheader

noise.body129.us.preheader:                       ; preds = %vector.memcheck787, %vec.epilog.iter.check814, %vec.epilog.middle.block824
  %noise131281.us.ph = phi i64 [ 0, %vector.memcheck787 ], [ %n.vec798, %vec.epilog.iter.check814 ], [ %n.vec818, %vec.epilog.middle.block824 ]
  br label %noise.body129.us

noise.done138.us:                                 ; preds = %fold_chunk.header.loopexit.us, %fold_chunk.header164.loopexit.us
  %uniforms.sroa.14.0.us = phi float [ %fold_value159.1.lcssa.us, %fold_chunk.header164.loopexit.us ], [ %fold_value144.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  %uniforms.sroa.6.0.us = phi float [ %fold_value154.1.lcssa.us, %fold_chunk.header164.loopexit.us ], [ %fold_value139.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  %uniforms.sroa.0.0.us = phi float [ %fold_value149.1.lcssa.us, %fold_chunk.header164.loopexit.us ], [ %fold_value.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  br i1 %draw111.not, label %fold_chunk.body209.us.preheader, label %fold_chunk.body189.us.preheader

fold_chunk.body189.us.preheader:                  ; preds = %noise.done138.us
  %broadcast.splatinsert642 = insertelement <8 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat643 = shufflevector <8 x float> %broadcast.splatinsert642, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert646 = insertelement <8 x float> poison, float %uniforms.sroa.14.0.us, i64 0
  %broadcast.splat647 = shufflevector <8 x float> %broadcast.splatinsert646, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert648 = insertelement <8 x float> poison, float %noise_scale109.us, i64 0
  %broadcast.splat649 = shufflevector <8 x float> %broadcast.splatinsert648, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert674 = insertelement <4 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat675 = shufflevector <4 x float> %broadcast.splatinsert674, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert678 = insertelement <4 x float> poison, float %uniforms.sroa.14.0.us, i64 0
  %broadcast.splat679 = shufflevector <4 x float> %broadcast.splatinsert678, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert680 = insertelement <4 x float> poison, float %noise_scale109.us, i64 0
  %broadcast.splat681 = shufflevector <4 x float> %broadcast.splatinsert680, <4 x float> poison, <4 x i32> zeroinitializer
  br label %fold_chunk.body189.us

fold_chunk.body209.us.preheader:                  ; preds = %noise.done138.us
  %broadcast.splatinsert588 = insertelement <8 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat589 = shufflevector <8 x float> %broadcast.splatinsert588, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert612 = insertelement <4 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat613 = shufflevector <4 x float> %broadcast.splatinsert612, <4 x float> poison, <4 x i32> zeroinitializer
  br label %fold_chunk.body209.us

fold_chunk.body189.us:                            ; preds = %fold_chunk.body189.us.preheader, %fold_chunk.header188.loopexit.us
  %indvar625 = phi i64 [ %indvar.next626, %fold_chunk.header188.loopexit.us ], [ 0, %fold_chunk.body189.us.preheader ]
  %indvars.iv407 = phi i64 [ %indvars.iv.next408, %fold_chunk.header188.loopexit.us ], [ 0, %fold_chunk.body189.us.preheader ]
  %indvars.iv402 = phi i64 [ %indvars.iv.next403, %fold_chunk.header188.loopexit.us ], [ 1024, %fold_chunk.body189.us.preheader ]
  %fold_chunk191316.us = phi i64 [ %1120, %fold_chunk.header188.loopexit.us ], [ 0, %fold_chunk.body189.us.preheader ]
  %fold_value183.0315.us = phi float [ %fold_value183.1.lcssa.us, %fold_chunk.header188.loopexit.us ], [ 0.000000e+00, %fold_chunk.body189.us.preheader ]
  %umin1293 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv402)
  %1114 = add i64 %umin1293, %indvars.iv407
  %umax1294 = tail call i64 @llvm.umax.i64(i64 %1114, i64 1)
  %umin1290 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv402)
  %umin632 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv402)
  %1115 = add i64 %umin632, %indvars.iv407
  %1116 = mul i64 %indvar625, -4096
  %1117 = add i64 %114, %1116
  %1118 = add i64 %115, %1116
  %1119 = add i64 %53, %1116
  %umin406 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv402)
  %1120 = add i64 %fold_chunk191316.us, 1024
  %chunk_end192.us = tail call i64 @llvm.umin.i64(i64 %1120, i64 %n_features)
  %1121 = icmp ult i64 %fold_chunk191316.us, %chunk_end192.us
  br i1 %1121, label %iter.check636, label %feature.exit195.us

iter.check636:                                    ; preds = %fold_chunk.body189.us
  %min.iters.check634 = icmp ult i64 %1115, 4
  br i1 %min.iters.check634, label %feature.body194.us.preheader, label %vector.memcheck624

vector.memcheck624:                               ; preds = %iter.check636
  %diff.check627 = icmp ult i64 %1117, 128
  %diff.check628 = icmp ult i64 %1118, 128
  %conflict.rdx629 = or i1 %diff.check627, %diff.check628
  %diff.check630 = icmp ult i64 %1119, 128
  %conflict.rdx631 = or i1 %conflict.rdx629, %diff.check630
  br i1 %conflict.rdx631, label %feature.body194.us.preheader, label %vector.main.loop.iter.check638

vector.main.loop.iter.check638:                   ; preds = %vector.memcheck624
  %min.iters.check637 = icmp ult i64 %1115, 32
  br i1 %min.iters.check637, label %vec.epilog.ph671, label %vector.ph639

vector.ph639:                                     ; preds = %vector.main.loop.iter.check638
  %n.mod.vf640 = and i64 %umin632, 31
  %n.vec641 = sub nuw i64 %1115, %n.mod.vf640
  br label %vector.body650

vector.body650:                                   ; preds = %vector.body650, %vector.ph639
  %index651 = phi i64 [ 0, %vector.ph639 ], [ %index.next664, %vector.body650 ]
  %1122 = add i64 %fold_chunk191316.us, %index651
  %1123 = getelementptr inbounds float, ptr %125, i64 %1122
  %1124 = getelementptr inbounds nuw i8, ptr %1123, i64 32
  %1125 = getelementptr inbounds nuw i8, ptr %1123, i64 64
  %1126 = getelementptr inbounds nuw i8, ptr %1123, i64 96
  %wide.load652 = load <8 x float>, ptr %1123, align 4
  %wide.load653 = load <8 x float>, ptr %1124, align 4
  %wide.load654 = load <8 x float>, ptr %1125, align 4
  %wide.load655 = load <8 x float>, ptr %1126, align 4
  %1127 = getelementptr inbounds float, ptr %126, i64 %1122
  %1128 = getelementptr inbounds nuw i8, ptr %1127, i64 32
  %1129 = getelementptr inbounds nuw i8, ptr %1127, i64 64
  %1130 = getelementptr inbounds nuw i8, ptr %1127, i64 96
  %wide.load656 = load <8 x float>, ptr %1127, align 4
  %wide.load657 = load <8 x float>, ptr %1128, align 4
  %wide.load658 = load <8 x float>, ptr %1129, align 4
  %wide.load659 = load <8 x float>, ptr %1130, align 4
  %1131 = fneg <8 x float> %wide.load656
  %1132 = fneg <8 x float> %wide.load657
  %1133 = fneg <8 x float> %wide.load658
  %1134 = fneg <8 x float> %wide.load659
  %1135 = fmul <8 x float> %broadcast.splat643, %wide.load652
  %1136 = fmul <8 x float> %broadcast.splat643, %wide.load653
  %1137 = fmul <8 x float> %broadcast.splat643, %wide.load654
  %1138 = fmul <8 x float> %broadcast.splat643, %wide.load655
  %1139 = fsub <8 x float> %1131, %1135
  %1140 = fsub <8 x float> %1132, %1136
  %1141 = fsub <8 x float> %1133, %1137
  %1142 = fsub <8 x float> %1134, %1138
  %1143 = fmul <8 x float> %broadcast.splat645, %1139
  %1144 = fmul <8 x float> %broadcast.splat645, %1140
  %1145 = fmul <8 x float> %broadcast.splat645, %1141
  %1146 = fmul <8 x float> %broadcast.splat645, %1142
  %1147 = fsub <8 x float> %wide.load652, %1143
  %1148 = fsub <8 x float> %wide.load653, %1144
  %1149 = fsub <8 x float> %wide.load654, %1145
  %1150 = fsub <8 x float> %wide.load655, %1146
  %1151 = getelementptr inbounds float, ptr %17, i64 %1122
  %1152 = getelementptr inbounds nuw i8, ptr %1151, i64 32
  %1153 = getelementptr inbounds nuw i8, ptr %1151, i64 64
  %1154 = getelementptr inbounds nuw i8, ptr %1151, i64 96
  %wide.load660 = load <8 x float>, ptr %1151, align 4
  %wide.load661 = load <8 x float>, ptr %1152, align 4
  %wide.load662 = load <8 x float>, ptr %1153, align 4
  %wide.load663 = load <8 x float>, ptr %1154, align 4
  %1155 = fmul <8 x float> %broadcast.splat647, %wide.load652
  %1156 = fmul <8 x float> %broadcast.splat647, %wide.load653
  %1157 = fmul <8 x float> %broadcast.splat647, %wide.load654
  %1158 = fmul <8 x float> %broadcast.splat647, %wide.load655
  %1159 = fsub <8 x float> %wide.load660, %1155
  %1160 = fsub <8 x float> %wide.load661, %1156
  %1161 = fsub <8 x float> %wide.load662, %1157
  %1162 = fsub <8 x float> %wide.load663, %1158
  %1163 = fmul <8 x float> %broadcast.splat649, %1159
  %1164 = fmul <8 x float> %broadcast.splat649, %1160
  %1165 = fmul <8 x float> %broadcast.splat649, %1161
  %1166 = fmul <8 x float> %broadcast.splat649, %1162
  %1167 = fadd <8 x float> %1147, %1163
  %1168 = fadd <8 x float> %1148, %1164
  %1169 = fadd <8 x float> %1149, %1165
  %1170 = fadd <8 x float> %1150, %1166
  %1171 = fmul <8 x float> %1167, %1167
  %1172 = fmul <8 x float> %1168, %1168
  %1173 = fmul <8 x float> %1169, %1169
  %1174 = fmul <8 x float> %1170, %1170
  %1175 = getelementptr inbounds float, ptr %scratch, i64 %index651
  %1176 = getelementptr inbounds nuw i8, ptr %1175, i64 32
  %1177 = getelementptr inbounds nuw i8, ptr %1175, i64 64
  %1178 = getelementptr inbounds nuw i8, ptr %1175, i64 96
  store <8 x float> %1171, ptr %1175, align 4
  store <8 x float> %1172, ptr %1176, align 4
  store <8 x float> %1173, ptr %1177, align 4
  store <8 x float> %1174, ptr %1178, align 4
  %index.next664 = add nuw i64 %index651, 32
  %1179 = icmp eq i64 %index.next664, %n.vec641
  br i1 %1179, label %middle.block665, label %vector.body650, !llvm.loop !14

middle.block665:                                  ; preds = %vector.body650
  %cmp.n666 = icmp eq i64 %n.mod.vf640, 0
  br i1 %cmp.n666, label %feature.exit195.us, label %vec.epilog.iter.check669

vec.epilog.iter.check669:                         ; preds = %middle.block665
  %ind.end692 = add i64 %fold_chunk191316.us, %n.vec641
  %min.epilog.iters.check670 = icmp samesign ult i64 %n.mod.vf640, 4
  br i1 %min.epilog.iters.check670, label %feature.body194.us.preheader, label %vec.epilog.ph671, !prof !12

vec.epilog.ph671:                                 ; preds = %vector.main.loop.iter.check638, %vec.epilog.iter.check669
  %vec.epilog.resume.val667 = phi i64 [ %n.vec641, %vec.epilog.iter.check669 ], [ 0, %vector.main.loop.iter.check638 ]
  %n.mod.vf672 = and i64 %umin632, 3
  %n.vec673 = sub i64 %1115, %n.mod.vf672
  %1180 = add i64 %fold_chunk191316.us, %n.vec673
  br label %vec.epilog.vector.body682

vec.epilog.vector.body682:                        ; preds = %vec.epilog.vector.body682, %vec.epilog.ph671
  %index683 = phi i64 [ %vec.epilog.resume.val667, %vec.epilog.ph671 ], [ %index.next688, %vec.epilog.vector.body682 ]
  %offset.idx684 = add i64 %fold_chunk191316.us, %index683
  %1181 = getelementptr inbounds float, ptr %125, i64 %offset.idx684
  %wide.load685 = load <4 x float>, ptr %1181, align 4
  %1182 = getelementptr inbounds float, ptr %126, i64 %offset.idx684
  %wide.load686 = load <4 x float>, ptr %1182, align 4
  %1183 = fneg <4 x float> %wide.load686
  %1184 = fmul <4 x float> %broadcast.splat675, %wide.load685
  %1185 = fsub <4 x float> %1183, %1184
  %1186 = fmul <4 x float> %broadcast.splat677, %1185
  %1187 = fsub <4 x float> %wide.load685, %1186
  %1188 = getelementptr inbounds float, ptr %17, i64 %offset.idx684
  %wide.load687 = load <4 x float>, ptr %1188, align 4
  %1189 = fmul <4 x float> %broadcast.splat679, %wide.load685
  %1190 = fsub <4 x float> %wide.load687, %1189
  %1191 = fmul <4 x float> %broadcast.splat681, %1190
  %1192 = fadd <4 x float> %1187, %1191
  %1193 = fmul <4 x float> %1192, %1192
  %1194 = getelementptr inbounds float, ptr %scratch, i64 %index683
  store <4 x float> %1193, ptr %1194, align 4
  %index.next688 = add nuw i64 %index683, 4
  %1195 = icmp eq i64 %index.next688, %n.vec673
  br i1 %1195, label %vec.epilog.middle.block689, label %vec.epilog.vector.body682, !llvm.loop !15

vec.epilog.middle.block689:                       ; preds = %vec.epilog.vector.body682
  %cmp.n690 = icmp eq i64 %n.mod.vf672, 0
  br i1 %cmp.n690, label %feature.exit195.us, label %feature.body194.us.preheader

feature.body194.us.preheader:                     ; preds = %vector.memcheck624, %iter.check636, %vec.epilog.iter.check669, %vec.epilog.middle.block689
  %feature196311.us.ph = phi i64 [ %fold_chunk191316.us, %iter.check636 ], [ %fold_chunk191316.us, %vector.memcheck624 ], [ %ind.end692, %vec.epilog.iter.check669 ], [ %1180, %vec.epilog.middle.block689 ]
  %1196 = sub i64 %umin1290, %feature196311.us.ph
  %.neg1669 = add i64 %feature196311.us.ph, 1
  %xtraiter1291 = and i64 %1196, 1
  %lcmp.mod1292.not = icmp eq i64 %xtraiter1291, 0
  br i1 %lcmp.mod1292.not, label %feature.body194.us.prol.loopexit, label %feature.body194.us.prol

feature.body194.us.prol:                          ; preds = %feature.body194.us.preheader
  %1197 = getelementptr inbounds float, ptr %125, i64 %feature196311.us.ph
  %1198 = load float, ptr %1197, align 4
  %1199 = getelementptr inbounds float, ptr %126, i64 %feature196311.us.ph
  %1200 = load float, ptr %1199, align 4
  %1201 = fneg float %1200
  %1202 = fmul float %uniforms.sroa.6.0.us, %1198
  %1203 = fsub float %1201, %1202
  %1204 = fmul float %eta, %1203
  %1205 = fsub float %1198, %1204
  %1206 = getelementptr inbounds float, ptr %17, i64 %feature196311.us.ph
  %1207 = load float, ptr %1206, align 4
  %1208 = fmul float %uniforms.sroa.14.0.us, %1198
  %1209 = fsub float %1207, %1208
  %1210 = fmul float %noise_scale109.us, %1209
  %1211 = fadd float %1205, %1210
  %1212 = fmul float %1211, %1211
  %1213 = sub nuw i64 %feature196311.us.ph, %fold_chunk191316.us
  %1214 = getelementptr inbounds float, ptr %scratch, i64 %1213
  store float %1212, ptr %1214, align 4
  %1215 = add nuw i64 %feature196311.us.ph, 1
  br label %feature.body194.us.prol.loopexit

feature.body194.us.prol.loopexit:                 ; preds = %feature.body194.us.prol, %feature.body194.us.preheader
  %feature196311.us.unr = phi i64 [ %feature196311.us.ph, %feature.body194.us.preheader ], [ %1215, %feature.body194.us.prol ]
  %1216 = icmp eq i64 %umin1290, %.neg1669
  br i1 %1216, label %feature.exit195.us, label %feature.body194.us

feature.exit195.us:                               ; preds = %feature.body194.us.prol.loopexit, %feature.body194.us, %middle.block665, %vec.epilog.middle.block689, %fold_chunk.body189.us
  %.not353 = icmp eq i64 %chunk_end192.us, %fold_chunk191316.us
  br i1 %.not353, label %fold_chunk.header188.loopexit.us, label %fold_sums.body200.us.preheader

fold_sums.body200.us.preheader:                   ; preds = %feature.exit195.us
  %xtraiter1295 = and i64 %umax1294, 7
  %1217 = icmp ult i64 %1114, 8
  br i1 %1217, label %fold_sums.body200.us.epil.preheader, label %fold_sums.body200.us.preheader.new

fold_sums.body200.us.preheader.new:               ; preds = %fold_sums.body200.us.preheader
  %unroll_iter1300 = and i64 %umax1294, -8
  br label %fold_sums.body200.us

fold_sums.body200.us:                             ; preds = %fold_sums.body200.us, %fold_sums.body200.us.preheader.new
  %fold_sums202313.us = phi i64 [ 0, %fold_sums.body200.us.preheader.new ], [ %1249, %fold_sums.body200.us ]
  %fold_value183.1312.us = phi float [ %fold_value183.0315.us, %fold_sums.body200.us.preheader.new ], [ %1248, %fold_sums.body200.us ]
  %niter1301 = phi i64 [ 0, %fold_sums.body200.us.preheader.new ], [ %niter1301.next.7, %fold_sums.body200.us ]
  %1218 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums202313.us
  %1219 = load float, ptr %1218, align 4
  %1220 = fadd float %fold_value183.1312.us, %1219
  %1221 = getelementptr float, ptr %scratch, i64 %fold_sums202313.us
  %1222 = getelementptr i8, ptr %1221, i64 4
  %1223 = load float, ptr %1222, align 4
  %1224 = fadd float %1220, %1223
  %1225 = getelementptr float, ptr %scratch, i64 %fold_sums202313.us
  %1226 = getelementptr i8, ptr %1225, i64 8
  %1227 = load float, ptr %1226, align 4
  %1228 = fadd float %1224, %1227
  %1229 = getelementptr float, ptr %scratch, i64 %fold_sums202313.us
  %1230 = getelementptr i8, ptr %1229, i64 12
  %1231 = load float, ptr %1230, align 4
  %1232 = fadd float %1228, %1231
  %1233 = getelementptr float, ptr %scratch, i64 %fold_sums202313.us
  %1234 = getelementptr i8, ptr %1233, i64 16
  %1235 = load float, ptr %1234, align 4
  %1236 = fadd float %1232, %1235
  %1237 = getelementptr float, ptr %scratch, i64 %fold_sums202313.us
  %1238 = getelementptr i8, ptr %1237, i64 20
  %1239 = load float, ptr %1238, align 4
  %1240 = fadd float %1236, %1239
  %1241 = getelementptr float, ptr %scratch, i64 %fold_sums202313.us
  %1242 = getelementptr i8, ptr %1241, i64 24
  %1243 = load float, ptr %1242, align 4
  %1244 = fadd float %1240, %1243
  %1245 = getelementptr float, ptr %scratch, i64 %fold_sums202313.us
  %1246 = getelementptr i8, ptr %1245, i64 28
  %1247 = load float, ptr %1246, align 4
  %1248 = fadd float %1244, %1247
  %1249 = add nuw i64 %fold_sums202313.us, 8
  %niter1301.next.7 = add i64 %niter1301, 8
  %niter1301.ncmp.7 = icmp eq i64 %niter1301.next.7, %unroll_iter1300
  br i1 %niter1301.ncmp.7, label %fold_chunk.header188.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body200.us

feature.body194.us:                               ; preds = %feature.body194.us.prol.loopexit, %feature.body194.us
  %feature196311.us = phi i64 [ %1287, %feature.body194.us ], [ %feature196311.us.unr, %feature.body194.us.prol.loopexit ]
  %1250 = getelementptr inbounds float, ptr %125, i64 %feature196311.us
  %1251 = load float, ptr %1250, align 4
  %1252 = getelementptr inbounds float, ptr %126, i64 %feature196311.us
  %1253 = load float, ptr %1252, align 4
  %1254 = fneg float %1253
  %1255 = fmul float %uniforms.sroa.6.0.us, %1251
  %1256 = fsub float %1254, %1255
  %1257 = fmul float %eta, %1256
  %1258 = fsub float %1251, %1257
  %1259 = getelementptr inbounds float, ptr %17, i64 %feature196311.us
  %1260 = load float, ptr %1259, align 4
  %1261 = fmul float %uniforms.sroa.14.0.us, %1251
  %1262 = fsub float %1260, %1261
  %1263 = fmul float %noise_scale109.us, %1262
  %1264 = fadd float %1258, %1263
  %1265 = fmul float %1264, %1264
  %1266 = sub nuw i64 %feature196311.us, %fold_chunk191316.us
  %1267 = getelementptr inbounds float, ptr %scratch, i64 %1266
  store float %1265, ptr %1267, align 4
  %1268 = add nuw i64 %feature196311.us, 1
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
  %1282 = fmul float %noise_scale109.us, %1281
  %1283 = fadd float %1277, %1282
  %1284 = fmul float %1283, %1283
  %1285 = sub nuw i64 %1268, %fold_chunk191316.us
  %1286 = getelementptr inbounds float, ptr %scratch, i64 %1285
  store float %1284, ptr %1286, align 4
  %1287 = add nuw i64 %feature196311.us, 2
  %exitcond405.not.1 = icmp eq i64 %1287, %umin406
  br i1 %exitcond405.not.1, label %feature.exit195.us, label %feature.body194.us, !llvm.loop !16

noise.done182.us:                                 ; preds = %fold_chunk.header188.loopexit.us, %fold_chunk.header208.loopexit.us
  %uniforms.sroa.22.0.us = phi float [ %fold_value203.1.lcssa.us, %fold_chunk.header208.loopexit.us ], [ %fold_value183.1.lcssa.us, %fold_chunk.header188.loopexit.us ]
  %1288 = fcmp olt float %uniforms.sroa.22.0.us, 0x3D71979980000000
  %1289 = tail call float @llvm.sqrt.f32(float %uniforms.sroa.22.0.us)
  %1290 = fadd float %uniforms.sroa.0.0.us, -1.000000e+00
  %1291 = tail call float @llvm.fabs.f32(float %1290)
  %1292 = fcmp ogt float %1291, 0x3F60624DE0000000
  %1293 = select i1 %1292, float 1.000000e+00, float 0.000000e+00
  %1294 = select i1 %1288, float 2.000000e+00, float 0.000000e+00
  %1295 = fadd float %1293, %1294
  %status_bits233.us = fptoui float %1295 to i32
  %status234.us = load i32, ptr %127, align 4
  %1296 = or i32 %status234.us, %status_bits233.us
  store i32 %1296, ptr %127, align 4
  br i1 %draw111.not, label %vector.memcheck, label %vector.memcheck538

vector.memcheck538:                               ; preds = %noise.done182.us
  br i1 %conflict.rdx, label %feature.body230.us.preheader, label %vector.ph550

vector.ph550:                                     ; preds = %vector.memcheck538
  %broadcast.splatinsert553 = insertelement <8 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat554 = shufflevector <8 x float> %broadcast.splatinsert553, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert557 = insertelement <8 x float> poison, float %uniforms.sroa.14.0.us, i64 0
  %broadcast.splat558 = shufflevector <8 x float> %broadcast.splatinsert557, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert559 = insertelement <8 x float> poison, float %noise_scale109.us, i64 0
  %broadcast.splat560 = shufflevector <8 x float> %broadcast.splatinsert559, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert561 = insertelement <8 x float> poison, float %1289, i64 0
  %broadcast.splat562 = shufflevector <8 x float> %broadcast.splatinsert561, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body563

vector.body563:                                   ; preds = %vector.body563, %vector.ph550
  %index564 = phi i64 [ 0, %vector.ph550 ], [ %index.next568, %vector.body563 ]
  %1297 = getelementptr inbounds float, ptr %125, i64 %index564
  %wide.load565 = load <8 x float>, ptr %1297, align 4, !alias.scope !17, !noalias !20
  %1298 = getelementptr inbounds float, ptr %126, i64 %index564
  %wide.load566 = load <8 x float>, ptr %1298, align 4, !alias.scope !23
  %1299 = fneg <8 x float> %wide.load566
  %1300 = fmul <8 x float> %broadcast.splat554, %wide.load565
  %1301 = fsub <8 x float> %1299, %1300
  %1302 = fmul <8 x float> %broadcast.splat556, %1301
  %1303 = fsub <8 x float> %wide.load565, %1302
  %1304 = getelementptr inbounds float, ptr %17, i64 %index564
  %wide.load567 = load <8 x float>, ptr %1304, align 4, !alias.scope !24
  %1305 = fmul <8 x float> %broadcast.splat558, %wide.load565
  %1306 = fsub <8 x float> %wide.load567, %1305
  %1307 = fmul <8 x float> %broadcast.splat560, %1306
  %1308 = fadd <8 x float> %1303, %1307
  %1309 = fdiv <8 x float> %1308, %broadcast.splat562
  %1310 = select i1 %1288, <8 x float> %wide.load565, <8 x float> %1309
  store <8 x float> %1310, ptr %1297, align 4, !alias.scope !17, !noalias !20
  %index.next568 = add nuw i64 %index564, 8
  %1311 = icmp eq i64 %index.next568, %n.vec552
  br i1 %1311, label %middle.block569, label %vector.body563, !llvm.loop !25

middle.block569:                                  ; preds = %vector.body563
  br i1 %cmp.n570, label %noise.done226.us, label %feature.body230.us.preheader

feature.body230.us.preheader:                     ; preds = %vector.memcheck538, %middle.block569
  %feature232325.us.ph = phi i64 [ 0, %vector.memcheck538 ], [ %n.vec552, %middle.block569 ]
  %.neg1670 = or disjoint i64 %feature232325.us.ph, 1
  br i1 %lcmp.mod1315.not, label %feature.body230.us.prol.loopexit, label %feature.body230.us.prol

feature.body230.us.prol:                          ; preds = %feature.body230.us.preheader
  %1312 = getelementptr inbounds float, ptr %125, i64 %feature232325.us.ph
  %1313 = load float, ptr %1312, align 4
  %1314 = getelementptr inbounds float, ptr %126, i64 %feature232325.us.ph
  %1315 = load float, ptr %1314, align 4
  %1316 = fneg float %1315
  %1317 = fmul float %uniforms.sroa.6.0.us, %1313
  %1318 = fsub float %1316, %1317
  %1319 = fmul float %eta, %1318
  %1320 = fsub float %1313, %1319
  %1321 = getelementptr inbounds float, ptr %17, i64 %feature232325.us.ph
  %1322 = load float, ptr %1321, align 4
  %1323 = fmul float %uniforms.sroa.14.0.us, %1313
  %1324 = fsub float %1322, %1323
  %1325 = fmul float %noise_scale109.us, %1324
  %1326 = fadd float %1320, %1325
  %1327 = fdiv float %1326, %1289
  %1328 = select i1 %1288, float %1313, float %1327
  store float %1328, ptr %1312, align 4
  %1329 = or disjoint i64 %feature232325.us.ph, 1
  br label %feature.body230.us.prol.loopexit

feature.body230.us.prol.loopexit:                 ; preds = %feature.body230.us.prol, %feature.body230.us.preheader
  %feature232325.us.unr = phi i64 [ %feature232325.us.ph, %feature.body230.us.preheader ], [ %1329, %feature.body230.us.prol ]
  %1330 = icmp eq i64 %n_features, %.neg1670
  br i1 %1330, label %noise.done226.us, label %feature.body230.us

vector.memcheck:                                  ; preds = %noise.done182.us
  br i1 %found.conflict, label %feature.body236.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %broadcast.splatinsert = insertelement <8 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert516 = insertelement <8 x float> poison, float %1289, i64 0
  %broadcast.splat517 = shufflevector <8 x float> %broadcast.splatinsert516, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1331 = getelementptr inbounds float, ptr %125, i64 %index
  %1332 = getelementptr inbounds nuw i8, ptr %1331, i64 32
  %1333 = getelementptr inbounds nuw i8, ptr %1331, i64 64
  %1334 = getelementptr inbounds nuw i8, ptr %1331, i64 96
  %wide.load = load <8 x float>, ptr %1331, align 4, !alias.scope !26, !noalias !29
  %wide.load518 = load <8 x float>, ptr %1332, align 4, !alias.scope !26, !noalias !29
  %wide.load519 = load <8 x float>, ptr %1333, align 4, !alias.scope !26, !noalias !29
  %wide.load520 = load <8 x float>, ptr %1334, align 4, !alias.scope !26, !noalias !29
  %1335 = getelementptr inbounds float, ptr %126, i64 %index
  %1336 = getelementptr inbounds nuw i8, ptr %1335, i64 32
  %1337 = getelementptr inbounds nuw i8, ptr %1335, i64 64
  %1338 = getelementptr inbounds nuw i8, ptr %1335, i64 96
  %wide.load521 = load <8 x float>, ptr %1335, align 4, !alias.scope !29
  %wide.load522 = load <8 x float>, ptr %1336, align 4, !alias.scope !29
  %wide.load523 = load <8 x float>, ptr %1337, align 4, !alias.scope !29
  %wide.load524 = load <8 x float>, ptr %1338, align 4, !alias.scope !29
  %1339 = fneg <8 x float> %wide.load521
  %1340 = fneg <8 x float> %wide.load522
  %1341 = fneg <8 x float> %wide.load523
  %1342 = fneg <8 x float> %wide.load524
  %1343 = fmul <8 x float> %broadcast.splat, %wide.load
  %1344 = fmul <8 x float> %broadcast.splat, %wide.load518
  %1345 = fmul <8 x float> %broadcast.splat, %wide.load519
  %1346 = fmul <8 x float> %broadcast.splat, %wide.load520
  %1347 = fsub <8 x float> %1339, %1343
  %1348 = fsub <8 x float> %1340, %1344
  %1349 = fsub <8 x float> %1341, %1345
  %1350 = fsub <8 x float> %1342, %1346
  %1351 = fmul <8 x float> %broadcast.splat515, %1347
  %1352 = fmul <8 x float> %broadcast.splat515, %1348
  %1353 = fmul <8 x float> %broadcast.splat515, %1349
  %1354 = fmul <8 x float> %broadcast.splat515, %1350
  %1355 = fsub <8 x float> %wide.load, %1351
  %1356 = fsub <8 x float> %wide.load518, %1352
  %1357 = fsub <8 x float> %wide.load519, %1353
  %1358 = fsub <8 x float> %wide.load520, %1354
  %1359 = fdiv <8 x float> %1355, %broadcast.splat517
  %1360 = fdiv <8 x float> %1356, %broadcast.splat517
  %1361 = fdiv <8 x float> %1357, %broadcast.splat517
  %1362 = fdiv <8 x float> %1358, %broadcast.splat517
  %1363 = select i1 %1288, <8 x float> %wide.load, <8 x float> %1359
  %1364 = select i1 %1288, <8 x float> %wide.load518, <8 x float> %1360
  %1365 = select i1 %1288, <8 x float> %wide.load519, <8 x float> %1361
  %1366 = select i1 %1288, <8 x float> %wide.load520, <8 x float> %1362
  store <8 x float> %1363, ptr %1331, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1364, ptr %1332, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1365, ptr %1333, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1366, ptr %1334, align 4, !alias.scope !26, !noalias !29
  %index.next = add nuw i64 %index, 32
  %1367 = icmp eq i64 %index.next, %n.vec
  br i1 %1367, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done226.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body236.us.preheader, label %vec.epilog.ph, !prof !12

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check
  %broadcast.splatinsert527 = insertelement <4 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat528 = shufflevector <4 x float> %broadcast.splatinsert527, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert531 = insertelement <4 x float> poison, float %1289, i64 0
  %broadcast.splat532 = shufflevector <4 x float> %broadcast.splatinsert531, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index533 = phi i64 [ %n.vec, %vec.epilog.ph ], [ %index.next536, %vec.epilog.vector.body ]
  %1368 = getelementptr inbounds float, ptr %125, i64 %index533
  %wide.load534 = load <4 x float>, ptr %1368, align 4, !alias.scope !26, !noalias !29
  %1369 = getelementptr inbounds float, ptr %126, i64 %index533
  %wide.load535 = load <4 x float>, ptr %1369, align 4, !alias.scope !29
  %1370 = fneg <4 x float> %wide.load535
  %1371 = fmul <4 x float> %broadcast.splat528, %wide.load534
  %1372 = fsub <4 x float> %1370, %1371
  %1373 = fmul <4 x float> %broadcast.splat530, %1372
  %1374 = fsub <4 x float> %wide.load534, %1373
  %1375 = fdiv <4 x float> %1374, %broadcast.splat532
  %1376 = select i1 %1288, <4 x float> %wide.load534, <4 x float> %1375
  store <4 x float> %1376, ptr %1368, align 4, !alias.scope !26, !noalias !29
  %index.next536 = add nuw i64 %index533, 4
  %1377 = icmp eq i64 %index.next536, %n.vec526
  br i1 %1377, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !32

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n537, label %noise.done226.us, label %feature.body236.us.preheader

feature.body236.us.preheader:                     ; preds = %vector.memcheck, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature238326.us.ph = phi i64 [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec526, %vec.epilog.middle.block ]
  br i1 %lcmp.mod1318.not, label %feature.body236.us.prol.loopexit, label %feature.body236.us.prol

feature.body236.us.prol:                          ; preds = %feature.body236.us.preheader, %feature.body236.us.prol
  %feature238326.us.prol = phi i64 [ %1389, %feature.body236.us.prol ], [ %feature238326.us.ph, %feature.body236.us.preheader ]
  %prol.iter1319 = phi i64 [ %prol.iter1319.next, %feature.body236.us.prol ], [ 0, %feature.body236.us.preheader ]
  %1378 = getelementptr inbounds float, ptr %125, i64 %feature238326.us.prol
  %1379 = load float, ptr %1378, align 4
  %1380 = getelementptr inbounds float, ptr %126, i64 %feature238326.us.prol
  %1381 = load float, ptr %1380, align 4
  %1382 = fneg float %1381
  %1383 = fmul float %uniforms.sroa.6.0.us, %1379
  %1384 = fsub float %1382, %1383
  %1385 = fmul float %eta, %1384
  %1386 = fsub float %1379, %1385
  %1387 = fdiv float %1386, %1289
  %1388 = select i1 %1288, float %1379, float %1387
  store float %1388, ptr %1378, align 4
  %1389 = add nuw i64 %feature238326.us.prol, 1
  %prol.iter1319.next = add i64 %prol.iter1319, 1
  %prol.iter1319.cmp.not = icmp eq i64 %prol.iter1319.next, %xtraiter1317
  br i1 %prol.iter1319.cmp.not, label %feature.body236.us.prol.loopexit, label %feature.body236.us.prol, !llvm.loop !33

feature.body236.us.prol.loopexit:                 ; preds = %feature.body236.us.prol, %feature.body236.us.preheader
  %feature238326.us.unr = phi i64 [ %feature238326.us.ph, %feature.body236.us.preheader ], [ %1389, %feature.body236.us.prol ]
  %1390 = sub i64 %feature238326.us.ph, %n_features
  %1391 = icmp ugt i64 %1390, -4
  br i1 %1391, label %noise.done226.us, label %feature.body236.us

feature.body230.us:                               ; preds = %feature.body230.us.prol.loopexit, %feature.body230.us
  %feature232325.us = phi i64 [ %1427, %feature.body230.us ], [ %feature232325.us.unr, %feature.body230.us.prol.loopexit ]
  %1392 = getelementptr inbounds float, ptr %125, i64 %feature232325.us
  %1393 = load float, ptr %1392, align 4
  %1394 = getelementptr inbounds float, ptr %126, i64 %feature232325.us
  %1395 = load float, ptr %1394, align 4
  %1396 = fneg float %1395
  %1397 = fmul float %uniforms.sroa.6.0.us, %1393
  %1398 = fsub float %1396, %1397
  %1399 = fmul float %eta, %1398
  %1400 = fsub float %1393, %1399
  %1401 = getelementptr inbounds float, ptr %17, i64 %feature232325.us
  %1402 = load float, ptr %1401, align 4
  %1403 = fmul float %uniforms.sroa.14.0.us, %1393
  %1404 = fsub float %1402, %1403
  %1405 = fmul float %noise_scale109.us, %1404
  %1406 = fadd float %1400, %1405
  %1407 = fdiv float %1406, %1289
  %1408 = select i1 %1288, float %1393, float %1407
  store float %1408, ptr %1392, align 4
  %1409 = add nuw i64 %feature232325.us, 1
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
  %1423 = fmul float %noise_scale109.us, %1422
  %1424 = fadd float %1418, %1423
  %1425 = fdiv float %1424, %1289
  %1426 = select i1 %1288, float %1411, float %1425
  store float %1426, ptr %1410, align 4
  %1427 = add nuw i64 %feature232325.us, 2
  %exitcond420.not.1 = icmp eq i64 %1427, %n_features
  br i1 %exitcond420.not.1, label %noise.done226.us, label %feature.body230.us, !llvm.loop !35

noise.done226.us:                                 ; preds = %feature.body230.us.prol.loopexit, %feature.body230.us, %feature.body236.us.prol.loopexit, %feature.body236.us, %middle.block569, %middle.block, %vec.epilog.middle.block
  %t_next239.us = fmul float %anneal_ratio, %temperature103.0327.us
  %1428 = add nuw i64 %step108328.us, 1
  %exitcond422.not = icmp eq i64 %1428, %steps
  br i1 %exitcond422.not, label %step.header105.step.exit107_crit_edge.us, label %step.body106.us

feature.body236.us:                               ; preds = %feature.body236.us.prol.loopexit, %feature.body236.us
  %feature238326.us = phi i64 [ %1476, %feature.body236.us ], [ %feature238326.us.unr, %feature.body236.us.prol.loopexit ]
  %1429 = getelementptr inbounds float, ptr %125, i64 %feature238326.us
  %1430 = load float, ptr %1429, align 4
  %1431 = getelementptr inbounds float, ptr %126, i64 %feature238326.us
  %1432 = load float, ptr %1431, align 4
  %1433 = fneg float %1432
  %1434 = fmul float %uniforms.sroa.6.0.us, %1430
  %1435 = fsub float %1433, %1434
  %1436 = fmul float %eta, %1435
  %1437 = fsub float %1430, %1436
  %1438 = fdiv float %1437, %1289
  %1439 = select i1 %1288, float %1430, float %1438
  store float %1439, ptr %1429, align 4
  %1440 = add nuw i64 %feature238326.us, 1
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
  %1452 = add nuw i64 %feature238326.us, 2
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
  %1464 = add nuw i64 %feature238326.us, 3
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
  %1476 = add nuw i64 %feature238326.us, 4
  %exitcond421.not.3 = icmp eq i64 %1476, %n_features
  br i1 %exitcond421.not.3, label %noise.done226.us, label %feature.body236.us, !llvm.loop !36

fold_chunk.body209.us:                            ; preds = %fold_chunk.body209.us.preheader, %fold_chunk.header208.loopexit.us
  %indvar575 = phi i64 [ %indvar.next576, %fold_chunk.header208.loopexit.us ], [ 0, %fold_chunk.body209.us.preheader ]
  %indvars.iv416 = phi i64 [ %indvars.iv.next417, %fold_chunk.header208.loopexit.us ], [ 0, %fold_chunk.body209.us.preheader ]
  %indvars.iv411 = phi i64 [ %indvars.iv.next412, %fold_chunk.header208.loopexit.us ], [ 1024, %fold_chunk.body209.us.preheader ]
  %fold_chunk211323.us = phi i64 [ %1482, %fold_chunk.header208.loopexit.us ], [ 0, %fold_chunk.body209.us.preheader ]
  %fold_value203.0322.us = phi float [ %fold_value203.1.lcssa.us, %fold_chunk.header208.loopexit.us ], [ 0.000000e+00, %fold_chunk.body209.us.preheader ]
  %umin1305 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv411)
  %1477 = add i64 %umin1305, %indvars.iv416
  %umax1306 = tail call i64 @llvm.umax.i64(i64 %1477, i64 1)
  %umin1302 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv411)
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv411)
  %1478 = add i64 %umin, %indvars.iv416
  %1479 = mul i64 %indvar575, -4096
  %1480 = add i64 %117, %1479
  %1481 = add i64 %118, %1479
  %umin415 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv411)
  %1482 = add i64 %fold_chunk211323.us, 1024
  %chunk_end212.us = tail call i64 @llvm.umin.i64(i64 %1482, i64 %n_features)
  %1483 = icmp ult i64 %fold_chunk211323.us, %chunk_end212.us
  br i1 %1483, label %iter.check582, label %feature.exit215.us

iter.check582:                                    ; preds = %fold_chunk.body209.us
  %min.iters.check = icmp ult i64 %1478, 4
  br i1 %min.iters.check, label %feature.body214.us.preheader, label %vector.memcheck572

vector.memcheck572:                               ; preds = %iter.check582
  %diff.check = icmp ult i64 %1480, 128
  %diff.check578 = icmp ult i64 %1481, 128
  %conflict.rdx579 = or i1 %diff.check, %diff.check578
  br i1 %conflict.rdx579, label %feature.body214.us.preheader, label %vector.main.loop.iter.check584

vector.main.loop.iter.check584:                   ; preds = %vector.memcheck572
  %min.iters.check583 = icmp ult i64 %1478, 32
  br i1 %min.iters.check583, label %vec.epilog.ph609, label %vector.ph585

vector.ph585:                                     ; preds = %vector.main.loop.iter.check584
  %n.mod.vf586 = and i64 %umin, 31
  %n.vec587 = sub nuw i64 %1478, %n.mod.vf586
  br label %vector.body592

vector.body592:                                   ; preds = %vector.body592, %vector.ph585
  %index593 = phi i64 [ 0, %vector.ph585 ], [ %index.next602, %vector.body592 ]
  %1484 = add i64 %fold_chunk211323.us, %index593
  %1485 = getelementptr inbounds float, ptr %125, i64 %1484
  %1486 = getelementptr inbounds nuw i8, ptr %1485, i64 32
  %1487 = getelementptr inbounds nuw i8, ptr %1485, i64 64
  %1488 = getelementptr inbounds nuw i8, ptr %1485, i64 96
  %wide.load594 = load <8 x float>, ptr %1485, align 4
  %wide.load595 = load <8 x float>, ptr %1486, align 4
  %wide.load596 = load <8 x float>, ptr %1487, align 4
  %wide.load597 = load <8 x float>, ptr %1488, align 4
  %1489 = getelementptr inbounds float, ptr %126, i64 %1484
  %1490 = getelementptr inbounds nuw i8, ptr %1489, i64 32
  %1491 = getelementptr inbounds nuw i8, ptr %1489, i64 64
  %1492 = getelementptr inbounds nuw i8, ptr %1489, i64 96
  %wide.load598 = load <8 x float>, ptr %1489, align 4
  %wide.load599 = load <8 x float>, ptr %1490, align 4
  %wide.load600 = load <8 x float>, ptr %1491, align 4
  %wide.load601 = load <8 x float>, ptr %1492, align 4
  %1493 = fneg <8 x float> %wide.load598
  %1494 = fneg <8 x float> %wide.load599
  %1495 = fneg <8 x float> %wide.load600
  %1496 = fneg <8 x float> %wide.load601
  %1497 = fmul <8 x float> %broadcast.splat589, %wide.load594
  %1498 = fmul <8 x float> %broadcast.splat589, %wide.load595
  %1499 = fmul <8 x float> %broadcast.splat589, %wide.load596
  %1500 = fmul <8 x float> %broadcast.splat589, %wide.load597
  %1501 = fsub <8 x float> %1493, %1497
  %1502 = fsub <8 x float> %1494, %1498
  %1503 = fsub <8 x float> %1495, %1499
  %1504 = fsub <8 x float> %1496, %1500
  %1505 = fmul <8 x float> %broadcast.splat591, %1501
  %1506 = fmul <8 x float> %broadcast.splat591, %1502
  %1507 = fmul <8 x float> %broadcast.splat591, %1503
  %1508 = fmul <8 x float> %broadcast.splat591, %1504
  %1509 = fsub <8 x float> %wide.load594, %1505
  %1510 = fsub <8 x float> %wide.load595, %1506
  %1511 = fsub <8 x float> %wide.load596, %1507
  %1512 = fsub <8 x float> %wide.load597, %1508
  %1513 = fmul <8 x float> %1509, %1509
  %1514 = fmul <8 x float> %1510, %1510
  %1515 = fmul <8 x float> %1511, %1511
  %1516 = fmul <8 x float> %1512, %1512
  %1517 = getelementptr inbounds float, ptr %scratch, i64 %index593
  %1518 = getelementptr inbounds nuw i8, ptr %1517, i64 32
  %1519 = getelementptr inbounds nuw i8, ptr %1517, i64 64
  %1520 = getelementptr inbounds nuw i8, ptr %1517, i64 96
  store <8 x float> %1513, ptr %1517, align 4
  store <8 x float> %1514, ptr %1518, align 4
  store <8 x float> %1515, ptr %1519, align 4
  store <8 x float> %1516, ptr %1520, align 4
  %index.next602 = add nuw i64 %index593, 32
  %1521 = icmp eq i64 %index.next602, %n.vec587
  br i1 %1521, label %middle.block603, label %vector.body592, !llvm.loop !37

middle.block603:                                  ; preds = %vector.body592
  %cmp.n604 = icmp eq i64 %n.mod.vf586, 0
  br i1 %cmp.n604, label %feature.exit215.us, label %vec.epilog.iter.check607

vec.epilog.iter.check607:                         ; preds = %middle.block603
  %ind.end = add i64 %fold_chunk211323.us, %n.vec587
  %min.epilog.iters.check608 = icmp samesign ult i64 %n.mod.vf586, 4
  br i1 %min.epilog.iters.check608, label %feature.body214.us.preheader, label %vec.epilog.ph609, !prof !12

vec.epilog.ph609:                                 ; preds = %vector.main.loop.iter.check584, %vec.epilog.iter.check607
  %vec.epilog.resume.val605 = phi i64 [ %n.vec587, %vec.epilog.iter.check607 ], [ 0, %vector.main.loop.iter.check584 ]
  %n.mod.vf610 = and i64 %umin, 3
  %n.vec611 = sub i64 %1478, %n.mod.vf610
  %1522 = add i64 %fold_chunk211323.us, %n.vec611
  br label %vec.epilog.vector.body616

vec.epilog.vector.body616:                        ; preds = %vec.epilog.vector.body616, %vec.epilog.ph609
  %index617 = phi i64 [ %vec.epilog.resume.val605, %vec.epilog.ph609 ], [ %index.next620, %vec.epilog.vector.body616 ]
  %offset.idx = add i64 %fold_chunk211323.us, %index617
  %1523 = getelementptr inbounds float, ptr %125, i64 %offset.idx
  %wide.load618 = load <4 x float>, ptr %1523, align 4
  %1524 = getelementptr inbounds float, ptr %126, i64 %offset.idx
  %wide.load619 = load <4 x float>, ptr %1524, align 4
  %1525 = fneg <4 x float> %wide.load619
  %1526 = fmul <4 x float> %broadcast.splat613, %wide.load618
  %1527 = fsub <4 x float> %1525, %1526
  %1528 = fmul <4 x float> %broadcast.splat615, %1527
  %1529 = fsub <4 x float> %wide.load618, %1528
  %1530 = fmul <4 x float> %1529, %1529
  %1531 = getelementptr inbounds float, ptr %scratch, i64 %index617
  store <4 x float> %1530, ptr %1531, align 4
  %index.next620 = add nuw i64 %index617, 4
  %1532 = icmp eq i64 %index.next620, %n.vec611
  br i1 %1532, label %vec.epilog.middle.block621, label %vec.epilog.vector.body616, !llvm.loop !38

vec.epilog.middle.block621:                       ; preds = %vec.epilog.vector.body616
  %cmp.n622 = icmp eq i64 %n.mod.vf610, 0
  br i1 %cmp.n622, label %feature.exit215.us, label %feature.body214.us.preheader

feature.body214.us.preheader:                     ; preds = %vector.memcheck572, %iter.check582, %vec.epilog.iter.check607, %vec.epilog.middle.block621
  %feature216318.us.ph = phi i64 [ %fold_chunk211323.us, %iter.check582 ], [ %fold_chunk211323.us, %vector.memcheck572 ], [ %ind.end, %vec.epilog.iter.check607 ], [ %1522, %vec.epilog.middle.block621 ]
  %1533 = sub i64 %umin1302, %feature216318.us.ph
  %xtraiter1303 = and i64 %1533, 3
  %lcmp.mod1304.not = icmp eq i64 %xtraiter1303, 0
  br i1 %lcmp.mod1304.not, label %feature.body214.us.prol.loopexit, label %feature.body214.us.prol

feature.body214.us.prol:                          ; preds = %feature.body214.us.preheader, %feature.body214.us.prol
  %feature216318.us.prol = phi i64 [ %1546, %feature.body214.us.prol ], [ %feature216318.us.ph, %feature.body214.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body214.us.prol ], [ 0, %feature.body214.us.preheader ]
  %1534 = getelementptr inbounds float, ptr %125, i64 %feature216318.us.prol
  %1535 = load float, ptr %1534, align 4
  %1536 = getelementptr inbounds float, ptr %126, i64 %feature216318.us.prol
  %1537 = load float, ptr %1536, align 4
  %1538 = fneg float %1537
  %1539 = fmul float %uniforms.sroa.6.0.us, %1535
  %1540 = fsub float %1538, %1539
  %1541 = fmul float %eta, %1540
  %1542 = fsub float %1535, %1541
  %1543 = fmul float %1542, %1542
  %1544 = sub nuw i64 %feature216318.us.prol, %fold_chunk211323.us
  %1545 = getelementptr inbounds float, ptr %scratch, i64 %1544
  store float %1543, ptr %1545, align 4
  %1546 = add nuw i64 %feature216318.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter1303
  br i1 %prol.iter.cmp.not, label %feature.body214.us.prol.loopexit, label %feature.body214.us.prol, !llvm.loop !39

feature.body214.us.prol.loopexit:                 ; preds = %feature.body214.us.prol, %feature.body214.us.preheader
  %feature216318.us.unr = phi i64 [ %feature216318.us.ph, %feature.body214.us.preheader ], [ %1546, %feature.body214.us.prol ]
  %1547 = sub i64 %feature216318.us.ph, %umin1302
  %1548 = icmp ugt i64 %1547, -4
  br i1 %1548, label %feature.exit215.us, label %feature.body214.us

feature.exit215.us:                               ; preds = %feature.body214.us.prol.loopexit, %feature.body214.us, %middle.block603, %vec.epilog.middle.block621, %fold_chunk.body209.us
  %.not354 = icmp eq i64 %chunk_end212.us, %fold_chunk211323.us
  br i1 %.not354, label %fold_chunk.header208.loopexit.us, label %fold_sums.body220.us.preheader

fold_sums.body220.us.preheader:                   ; preds = %feature.exit215.us
  %xtraiter1307 = and i64 %umax1306, 7
  %1549 = icmp ult i64 %1477, 8
  br i1 %1549, label %fold_sums.body220.us.epil.preheader, label %fold_sums.body220.us.preheader.new

fold_sums.body220.us.preheader.new:               ; preds = %fold_sums.body220.us.preheader
  %unroll_iter1312 = and i64 %umax1306, -8
  br label %fold_sums.body220.us

fold_sums.body220.us:                             ; preds = %fold_sums.body220.us, %fold_sums.body220.us.preheader.new
  %fold_sums222320.us = phi i64 [ 0, %fold_sums.body220.us.preheader.new ], [ %1581, %fold_sums.body220.us ]
  %fold_value203.1319.us = phi float [ %fold_value203.0322.us, %fold_sums.body220.us.preheader.new ], [ %1580, %fold_sums.body220.us ]
  %niter1313 = phi i64 [ 0, %fold_sums.body220.us.preheader.new ], [ %niter1313.next.7, %fold_sums.body220.us ]
  %1550 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums222320.us
  %1551 = load float, ptr %1550, align 4
  %1552 = fadd float %fold_value203.1319.us, %1551
  %1553 = getelementptr float, ptr %scratch, i64 %fold_sums222320.us
  %1554 = getelementptr i8, ptr %1553, i64 4
  %1555 = load float, ptr %1554, align 4
  %1556 = fadd float %1552, %1555
  %1557 = getelementptr float, ptr %scratch, i64 %fold_sums222320.us
  %1558 = getelementptr i8, ptr %1557, i64 8
  %1559 = load float, ptr %1558, align 4
  %1560 = fadd float %1556, %1559
  %1561 = getelementptr float, ptr %scratch, i64 %fold_sums222320.us
  %1562 = getelementptr i8, ptr %1561, i64 12
  %1563 = load float, ptr %1562, align 4
  %1564 = fadd float %1560, %1563
  %1565 = getelementptr float, ptr %scratch, i64 %fold_sums222320.us
  %1566 = getelementptr i8, ptr %1565, i64 16
  %1567 = load float, ptr %1566, align 4
  %1568 = fadd float %1564, %1567
  %1569 = getelementptr float, ptr %scratch, i64 %fold_sums222320.us
  %1570 = getelementptr i8, ptr %1569, i64 20
  %1571 = load float, ptr %1570, align 4
  %1572 = fadd float %1568, %1571
  %1573 = getelementptr float, ptr %scratch, i64 %fold_sums222320.us
  %1574 = getelementptr i8, ptr %1573, i64 24
  %1575 = load float, ptr %1574, align 4
  %1576 = fadd float %1572, %1575
  %1577 = getelementptr float, ptr %scratch, i64 %fold_sums222320.us
  %1578 = getelementptr i8, ptr %1577, i64 28
  %1579 = load float, ptr %1578, align 4
  %1580 = fadd float %1576, %1579
  %1581 = add nuw i64 %fold_sums222320.us, 8
  %niter1313.next.7 = add i64 %niter1313, 8
  %niter1313.ncmp.7 = icmp eq i64 %niter1313.next.7, %unroll_iter1312
  br i1 %niter1313.ncmp.7, label %fold_chunk.header208.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body220.us

feature.body214.us:                               ; preds = %feature.body214.us.prol.loopexit, %feature.body214.us
  %feature216318.us = phi i64 [ %1633, %feature.body214.us ], [ %feature216318.us.unr, %feature.body214.us.prol.loopexit ]
  %1582 = getelementptr inbounds float, ptr %125, i64 %feature216318.us
  %1583 = load float, ptr %1582, align 4
  %1584 = getelementptr inbounds float, ptr %126, i64 %feature216318.us
  %1585 = load float, ptr %1584, align 4
  %1586 = fneg float %1585
  %1587 = fmul float %uniforms.sroa.6.0.us, %1583
  %1588 = fsub float %1586, %1587
  %1589 = fmul float %eta, %1588
  %1590 = fsub float %1583, %1589
  %1591 = fmul float %1590, %1590
  %1592 = sub nuw i64 %feature216318.us, %fold_chunk211323.us
  %1593 = getelementptr inbounds float, ptr %scratch, i64 %1592
  store float %1591, ptr %1593, align 4
  %1594 = add nuw i64 %feature216318.us, 1
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
  %1605 = sub nuw i64 %1594, %fold_chunk211323.us
  %1606 = getelementptr inbounds float, ptr %scratch, i64 %1605
  store float %1604, ptr %1606, align 4
  %1607 = add nuw i64 %feature216318.us, 2
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
  %1618 = sub nuw i64 %1607, %fold_chunk211323.us
  %1619 = getelementptr inbounds float, ptr %scratch, i64 %1618
  store float %1617, ptr %1619, align 4
  %1620 = add nuw i64 %feature216318.us, 3
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
  %1631 = sub nuw i64 %1620, %fold_chunk211323.us
  %1632 = getelementptr inbounds float, ptr %scratch, i64 %1631
  store float %1630, ptr %1632, align 4
  %1633 = add nuw i64 %feature216318.us, 4
  %exitcond414.not.3 = icmp eq i64 %1633, %umin415
  br i1 %exitcond414.not.3, label %feature.exit215.us, label %feature.body214.us, !llvm.loop !40

fold_chunk.body165.us:                            ; preds = %step.body106.us, %fold_chunk.header164.loopexit.us
  %indvar697 = phi i64 [ %indvar.next698, %fold_chunk.header164.loopexit.us ], [ 0, %step.body106.us ]
  %indvars.iv398 = phi i64 [ %indvars.iv.next399, %fold_chunk.header164.loopexit.us ], [ 0, %step.body106.us ]
  %indvars.iv393 = phi i64 [ %indvars.iv.next394, %fold_chunk.header164.loopexit.us ], [ 1024, %step.body106.us ]
  %fold_chunk167307.us = phi i64 [ %1643, %fold_chunk.header164.loopexit.us ], [ 0, %step.body106.us ]
  %fold_value159.0306.us = phi float [ %fold_value159.1.lcssa.us, %fold_chunk.header164.loopexit.us ], [ 0.000000e+00, %step.body106.us ]
  %fold_value154.0305.us = phi float [ %fold_value154.1.lcssa.us, %fold_chunk.header164.loopexit.us ], [ 0.000000e+00, %step.body106.us ]
  %fold_value149.0304.us = phi float [ %fold_value149.1.lcssa.us, %fold_chunk.header164.loopexit.us ], [ 0.000000e+00, %step.body106.us ]
  %umin1279 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv393)
  %1634 = add i64 %umin1279, %indvars.iv398
  %umax1280 = tail call i64 @llvm.umax.i64(i64 %1634, i64 1)
  %umin1276 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv393)
  %umin711 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv393)
  %1635 = add i64 %umin711, %indvars.iv398
  %1636 = mul i64 %indvar697, -4096
  %1637 = add i64 %107, %1636
  %1638 = add i64 %108, %1636
  %1639 = add i64 %109, %1636
  %1640 = add i64 %110, %1636
  %1641 = add i64 %111, %1636
  %1642 = add i64 %112, %1636
  %umin397 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv393)
  %1643 = add i64 %fold_chunk167307.us, 1024
  %chunk_end168.us = tail call i64 @llvm.umin.i64(i64 %1643, i64 %n_features)
  %1644 = icmp ult i64 %fold_chunk167307.us, %chunk_end168.us
  br i1 %1644, label %iter.check715, label %feature.exit171.us

iter.check715:                                    ; preds = %fold_chunk.body165.us
  %min.iters.check713 = icmp ult i64 %1635, 4
  br i1 %min.iters.check713, label %feature.body170.us.preheader, label %vector.memcheck693

vector.memcheck693:                               ; preds = %iter.check715
  %diff.check699 = icmp ult i64 %1637, 64
  %conflict.rdx700 = or i1 %conflict.rdx696, %diff.check699
  %diff.check701 = icmp ult i64 %1638, 64
  %conflict.rdx702 = or i1 %conflict.rdx700, %diff.check701
  %diff.check703 = icmp ult i64 %1639, 64
  %conflict.rdx704 = or i1 %conflict.rdx702, %diff.check703
  %diff.check705 = icmp ult i64 %1640, 64
  %conflict.rdx706 = or i1 %conflict.rdx704, %diff.check705
  %diff.check707 = icmp ult i64 %1641, 64
  %conflict.rdx708 = or i1 %conflict.rdx706, %diff.check707
  %diff.check709 = icmp ult i64 %1642, 64
  %conflict.rdx710 = or i1 %conflict.rdx708, %diff.check709
  br i1 %conflict.rdx710, label %feature.body170.us.preheader, label %vector.main.loop.iter.check717

vector.main.loop.iter.check717:                   ; preds = %vector.memcheck693
  %min.iters.check716 = icmp ult i64 %1635, 16
  br i1 %min.iters.check716, label %vec.epilog.ph734, label %vector.ph718

vector.ph718:                                     ; preds = %vector.main.loop.iter.check717
  %n.mod.vf719 = and i64 %umin711, 15
  %n.vec720 = sub nuw i64 %1635, %n.mod.vf719
  br label %vector.body721

vector.body721:                                   ; preds = %vector.body721, %vector.ph718
  %index722 = phi i64 [ 0, %vector.ph718 ], [ %index.next727, %vector.body721 ]
  %1645 = add i64 %fold_chunk167307.us, %index722
  %1646 = getelementptr inbounds float, ptr %125, i64 %1645
  %1647 = getelementptr inbounds nuw i8, ptr %1646, i64 32
  %wide.load723 = load <8 x float>, ptr %1646, align 4
  %wide.load724 = load <8 x float>, ptr %1647, align 4
  %1648 = fmul <8 x float> %wide.load723, %wide.load723
  %1649 = fmul <8 x float> %wide.load724, %wide.load724
  %1650 = getelementptr inbounds float, ptr %126, i64 %1645
  %1651 = getelementptr inbounds nuw i8, ptr %1650, i64 32
  %wide.load725 = load <8 x float>, ptr %1650, align 4
  %wide.load726 = load <8 x float>, ptr %1651, align 4
  %1652 = fneg <8 x float> %wide.load725
  %1653 = fneg <8 x float> %wide.load726
  %1654 = fmul <8 x float> %wide.load723, %1652
  %1655 = fmul <8 x float> %wide.load724, %1653
  %1656 = fmul <8 x float> %wide.load723, zeroinitializer
  %1657 = fmul <8 x float> %wide.load724, zeroinitializer
  %1658 = getelementptr inbounds float, ptr %scratch, i64 %index722
  %1659 = getelementptr inbounds nuw i8, ptr %1658, i64 32
  store <8 x float> %1648, ptr %1658, align 4
  store <8 x float> %1649, ptr %1659, align 4
  %1660 = getelementptr float, ptr %36, i64 %index722
  %1661 = getelementptr i8, ptr %1660, i64 32
  store <8 x float> %1654, ptr %1660, align 4
  store <8 x float> %1655, ptr %1661, align 4
  %1662 = getelementptr float, ptr %37, i64 %index722
  %1663 = getelementptr i8, ptr %1662, i64 32
  store <8 x float> %1656, ptr %1662, align 4
  store <8 x float> %1657, ptr %1663, align 4
  %index.next727 = add nuw i64 %index722, 16
  %1664 = icmp eq i64 %index.next727, %n.vec720
  br i1 %1664, label %middle.block728, label %vector.body721, !llvm.loop !41

middle.block728:                                  ; preds = %vector.body721
  %cmp.n729 = icmp eq i64 %n.mod.vf719, 0
  br i1 %cmp.n729, label %feature.exit171.us, label %vec.epilog.iter.check732

vec.epilog.iter.check732:                         ; preds = %middle.block728
  %ind.end746 = add i64 %fold_chunk167307.us, %n.vec720
  %min.epilog.iters.check733 = icmp samesign ult i64 %n.mod.vf719, 4
  br i1 %min.epilog.iters.check733, label %feature.body170.us.preheader, label %vec.epilog.ph734, !prof !42

vec.epilog.ph734:                                 ; preds = %vector.main.loop.iter.check717, %vec.epilog.iter.check732
  %vec.epilog.resume.val730 = phi i64 [ %n.vec720, %vec.epilog.iter.check732 ], [ 0, %vector.main.loop.iter.check717 ]
  %n.mod.vf735 = and i64 %umin711, 3
  %n.vec736 = sub i64 %1635, %n.mod.vf735
  %1665 = add i64 %fold_chunk167307.us, %n.vec736
  br label %vec.epilog.vector.body737

vec.epilog.vector.body737:                        ; preds = %vec.epilog.vector.body737, %vec.epilog.ph734
  %index738 = phi i64 [ %vec.epilog.resume.val730, %vec.epilog.ph734 ], [ %index.next742, %vec.epilog.vector.body737 ]
  %offset.idx739 = add i64 %fold_chunk167307.us, %index738
  %1666 = getelementptr inbounds float, ptr %125, i64 %offset.idx739
  %wide.load740 = load <4 x float>, ptr %1666, align 4
  %1667 = fmul <4 x float> %wide.load740, %wide.load740
  %1668 = getelementptr inbounds float, ptr %126, i64 %offset.idx739
  %wide.load741 = load <4 x float>, ptr %1668, align 4
  %1669 = fneg <4 x float> %wide.load741
  %1670 = fmul <4 x float> %wide.load740, %1669
  %1671 = fmul <4 x float> %wide.load740, zeroinitializer
  %1672 = getelementptr inbounds float, ptr %scratch, i64 %index738
  store <4 x float> %1667, ptr %1672, align 4
  %1673 = getelementptr float, ptr %36, i64 %index738
  store <4 x float> %1670, ptr %1673, align 4
  %1674 = getelementptr float, ptr %37, i64 %index738
  store <4 x float> %1671, ptr %1674, align 4
  %index.next742 = add nuw i64 %index738, 4
  %1675 = icmp eq i64 %index.next742, %n.vec736
  br i1 %1675, label %vec.epilog.middle.block743, label %vec.epilog.vector.body737, !llvm.loop !43

vec.epilog.middle.block743:                       ; preds = %vec.epilog.vector.body737
  %cmp.n744 = icmp eq i64 %n.mod.vf735, 0
  br i1 %cmp.n744, label %feature.exit171.us, label %feature.body170.us.preheader

feature.body170.us.preheader:                     ; preds = %vector.memcheck693, %iter.check715, %vec.epilog.iter.check732, %vec.epilog.middle.block743
  %feature172296.us.ph = phi i64 [ %fold_chunk167307.us, %iter.check715 ], [ %fold_chunk167307.us, %vector.memcheck693 ], [ %ind.end746, %vec.epilog.iter.check732 ], [ %1665, %vec.epilog.middle.block743 ]
  %1676 = sub i64 %umin1276, %feature172296.us.ph
  %.neg1668 = add i64 %feature172296.us.ph, 1
  %xtraiter1277 = and i64 %1676, 1
  %lcmp.mod1278.not = icmp eq i64 %xtraiter1277, 0
  br i1 %lcmp.mod1278.not, label %feature.body170.us.prol.loopexit, label %feature.body170.us.prol

feature.body170.us.prol:                          ; preds = %feature.body170.us.preheader
  %1677 = getelementptr inbounds float, ptr %125, i64 %feature172296.us.ph
  %1678 = load float, ptr %1677, align 4
  %1679 = fmul float %1678, %1678
  %1680 = getelementptr inbounds float, ptr %126, i64 %feature172296.us.ph
  %1681 = load float, ptr %1680, align 4
  %1682 = fneg float %1681
  %1683 = fmul float %1678, %1682
  %1684 = fmul float %1678, 0.000000e+00
  %1685 = sub nuw i64 %feature172296.us.ph, %fold_chunk167307.us
  %1686 = getelementptr inbounds float, ptr %scratch, i64 %1685
  store float %1679, ptr %1686, align 4
  %1687 = getelementptr float, ptr %36, i64 %1685
  store float %1683, ptr %1687, align 4
  %1688 = getelementptr float, ptr %37, i64 %1685
  store float %1684, ptr %1688, align 4
  %1689 = add nuw i64 %feature172296.us.ph, 1
  br label %feature.body170.us.prol.loopexit

feature.body170.us.prol.loopexit:                 ; preds = %feature.body170.us.prol, %feature.body170.us.preheader
  %feature172296.us.unr = phi i64 [ %feature172296.us.ph, %feature.body170.us.preheader ], [ %1689, %feature.body170.us.prol ]
  %1690 = icmp eq i64 %umin1276, %.neg1668
  br i1 %1690, label %feature.exit171.us, label %feature.body170.us

feature.exit171.us:                               ; preds = %feature.body170.us.prol.loopexit, %feature.body170.us, %middle.block728, %vec.epilog.middle.block743, %fold_chunk.body165.us
  %.not352 = icmp eq i64 %chunk_end168.us, %fold_chunk167307.us
  br i1 %.not352, label %fold_chunk.header164.loopexit.us, label %fold_sums.body176.us.preheader

fold_sums.body176.us.preheader:                   ; preds = %feature.exit171.us
  %xtraiter1281 = and i64 %umax1280, 3
  %1691 = icmp ult i64 %1634, 4
  br i1 %1691, label %fold_sums.body176.us.epil.preheader, label %fold_sums.body176.us.preheader.new

fold_sums.body176.us.preheader.new:               ; preds = %fold_sums.body176.us.preheader
  %unroll_iter1288 = and i64 %umax1280, -4
  br label %fold_sums.body176.us

fold_sums.body176.us:                             ; preds = %fold_sums.body176.us, %fold_sums.body176.us.preheader.new
  %fold_sums178300.us = phi i64 [ 0, %fold_sums.body176.us.preheader.new ], [ %1731, %fold_sums.body176.us ]
  %fold_value159.1299.us = phi float [ %fold_value159.0306.us, %fold_sums.body176.us.preheader.new ], [ %1730, %fold_sums.body176.us ]
  %fold_value154.1298.us = phi float [ %fold_value154.0305.us, %fold_sums.body176.us.preheader.new ], [ %1727, %fold_sums.body176.us ]
  %fold_value149.1297.us = phi float [ %fold_value149.0304.us, %fold_sums.body176.us.preheader.new ], [ %1724, %fold_sums.body176.us ]
  %niter1289 = phi i64 [ 0, %fold_sums.body176.us.preheader.new ], [ %niter1289.next.3, %fold_sums.body176.us ]
  %1692 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums178300.us
  %1693 = load float, ptr %1692, align 4
  %1694 = fadd float %fold_value149.1297.us, %1693
  %1695 = getelementptr inbounds float, ptr %36, i64 %fold_sums178300.us
  %1696 = load float, ptr %1695, align 4
  %1697 = fadd float %fold_value154.1298.us, %1696
  %1698 = getelementptr inbounds float, ptr %37, i64 %fold_sums178300.us
  %1699 = load float, ptr %1698, align 4
  %1700 = fadd float %fold_value159.1299.us, %1699
  %1701 = or disjoint i64 %fold_sums178300.us, 1
  %1702 = getelementptr inbounds float, ptr %scratch, i64 %1701
  %1703 = load float, ptr %1702, align 4
  %1704 = fadd float %1694, %1703
  %1705 = getelementptr inbounds float, ptr %36, i64 %1701
  %1706 = load float, ptr %1705, align 4
  %1707 = fadd float %1697, %1706
  %1708 = getelementptr inbounds float, ptr %37, i64 %1701
  %1709 = load float, ptr %1708, align 4
  %1710 = fadd float %1700, %1709
  %1711 = or disjoint i64 %fold_sums178300.us, 2
  %1712 = getelementptr inbounds float, ptr %scratch, i64 %1711
  %1713 = load float, ptr %1712, align 4
  %1714 = fadd float %1704, %1713
  %1715 = getelementptr inbounds float, ptr %36, i64 %1711
  %1716 = load float, ptr %1715, align 4
  %1717 = fadd float %1707, %1716
  %1718 = getelementptr inbounds float, ptr %37, i64 %1711
  %1719 = load float, ptr %1718, align 4
  %1720 = fadd float %1710, %1719
  %1721 = or disjoint i64 %fold_sums178300.us, 3
  %1722 = getelementptr inbounds float, ptr %scratch, i64 %1721
  %1723 = load float, ptr %1722, align 4
  %1724 = fadd float %1714, %1723
  %1725 = getelementptr inbounds float, ptr %36, i64 %1721
  %1726 = load float, ptr %1725, align 4
  %1727 = fadd float %1717, %1726
  %1728 = getelementptr inbounds float, ptr %37, i64 %1721
  %1729 = load float, ptr %1728, align 4
  %1730 = fadd float %1720, %1729
  %1731 = add nuw i64 %fold_sums178300.us, 4
  %niter1289.next.3 = add i64 %niter1289, 4
  %niter1289.ncmp.3 = icmp eq i64 %niter1289.next.3, %unroll_iter1288
  br i1 %niter1289.ncmp.3, label %fold_chunk.header164.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body176.us

feature.body170.us:                               ; preds = %feature.body170.us.prol.loopexit, %feature.body170.us
  %feature172296.us = phi i64 [ %1757, %feature.body170.us ], [ %feature172296.us.unr, %feature.body170.us.prol.loopexit ]
  %1732 = getelementptr inbounds float, ptr %125, i64 %feature172296.us
  %1733 = load float, ptr %1732, align 4
  %1734 = fmul float %1733, %1733
  %1735 = getelementptr inbounds float, ptr %126, i64 %feature172296.us
  %1736 = load float, ptr %1735, align 4
  %1737 = fneg float %1736
  %1738 = fmul float %1733, %1737
  %1739 = fmul float %1733, 0.000000e+00
  %1740 = sub nuw i64 %feature172296.us, %fold_chunk167307.us
  %1741 = getelementptr inbounds float, ptr %scratch, i64 %1740
  store float %1734, ptr %1741, align 4
  %1742 = getelementptr float, ptr %36, i64 %1740
  store float %1738, ptr %1742, align 4
  %1743 = getelementptr float, ptr %37, i64 %1740
  store float %1739, ptr %1743, align 4
  %1744 = add nuw i64 %feature172296.us, 1
  %1745 = getelementptr inbounds float, ptr %125, i64 %1744
  %1746 = load float, ptr %1745, align 4
  %1747 = fmul float %1746, %1746
  %1748 = getelementptr inbounds float, ptr %126, i64 %1744
  %1749 = load float, ptr %1748, align 4
  %1750 = fneg float %1749
  %1751 = fmul float %1746, %1750
  %1752 = fmul float %1746, 0.000000e+00
  %1753 = sub nuw i64 %1744, %fold_chunk167307.us
  %1754 = getelementptr inbounds float, ptr %scratch, i64 %1753
  store float %1747, ptr %1754, align 4
  %1755 = getelementptr float, ptr %36, i64 %1753
  store float %1751, ptr %1755, align 4
  %1756 = getelementptr float, ptr %37, i64 %1753
  store float %1752, ptr %1756, align 4
  %1757 = add nuw i64 %feature172296.us, 2
  %exitcond396.not.1 = icmp eq i64 %1757, %umin397
  br i1 %exitcond396.not.1, label %feature.exit171.us, label %feature.body170.us, !llvm.loop !44

fold_chunk.header208.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body220.us
  %lcmp.mod1309.not = icmp eq i64 %xtraiter1307, 0
  br i1 %lcmp.mod1309.not, label %fold_chunk.header208.loopexit.us, label %fold_sums.body220.us.epil.preheader

fold_sums.body220.us.epil.preheader:              ; preds = %fold_chunk.header208.loopexit.us.loopexit.unr-lcssa, %fold_sums.body220.us.preheader
  %fold_sums222320.us.epil.init = phi i64 [ 0, %fold_sums.body220.us.preheader ], [ %1581, %fold_chunk.header208.loopexit.us.loopexit.unr-lcssa ]
  %fold_value203.1319.us.epil.init = phi float [ %fold_value203.0322.us, %fold_sums.body220.us.preheader ], [ %1580, %fold_chunk.header208.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod1311 = icmp ne i64 %xtraiter1307, 0
  tail call void @llvm.assume(i1 %lcmp.mod1311)
  br label %fold_sums.body220.us.epil

fold_sums.body220.us.epil:                        ; preds = %fold_sums.body220.us.epil, %fold_sums.body220.us.epil.preheader
  %fold_sums222320.us.epil = phi i64 [ %1761, %fold_sums.body220.us.epil ], [ %fold_sums222320.us.epil.init, %fold_sums.body220.us.epil.preheader ]
  %fold_value203.1319.us.epil = phi float [ %1760, %fold_sums.body220.us.epil ], [ %fold_value203.1319.us.epil.init, %fold_sums.body220.us.epil.preheader ]
  %epil.iter1308 = phi i64 [ %epil.iter1308.next, %fold_sums.body220.us.epil ], [ 0, %fold_sums.body220.us.epil.preheader ]
  %1758 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums222320.us.epil
  %1759 = load float, ptr %1758, align 4
  %1760 = fadd float %fold_value203.1319.us.epil, %1759
  %1761 = add nuw i64 %fold_sums222320.us.epil, 1
  %epil.iter1308.next = add i64 %epil.iter1308, 1
  %epil.iter1308.cmp.not = icmp eq i64 %epil.iter1308.next, %xtraiter1307
  br i1 %epil.iter1308.cmp.not, label %fold_chunk.header208.loopexit.us, label %fold_sums.body220.us.epil, !llvm.loop !45

fold_chunk.header208.loopexit.us:                 ; preds = %fold_chunk.header208.loopexit.us.loopexit.unr-lcssa, %fold_sums.body220.us.epil, %feature.exit215.us
  %fold_value203.1.lcssa.us = phi float [ %fold_value203.0322.us, %feature.exit215.us ], [ %1580, %fold_chunk.header208.loopexit.us.loopexit.unr-lcssa ], [ %1760, %fold_sums.body220.us.epil ]
  %1762 = icmp ult i64 %1482, %n_features
  %indvars.iv.next412 = add i64 %indvars.iv411, 1024
  %indvars.iv.next417 = add i64 %indvars.iv416, -1024
  %indvar.next576 = add i64 %indvar575, 1
  br i1 %1762, label %fold_chunk.body209.us, label %noise.done182.us

fold_chunk.header188.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body200.us
  %lcmp.mod1297.not = icmp eq i64 %xtraiter1295, 0
  br i1 %lcmp.mod1297.not, label %fold_chunk.header188.loopexit.us, label %fold_sums.body200.us.epil.preheader

fold_sums.body200.us.epil.preheader:              ; preds = %fold_chunk.header188.loopexit.us.loopexit.unr-lcssa, %fold_sums.body200.us.preheader
  %fold_sums202313.us.epil.init = phi i64 [ 0, %fold_sums.body200.us.preheader ], [ %1249, %fold_chunk.header188.loopexit.us.loopexit.unr-lcssa ]
  %fold_value183.1312.us.epil.init = phi float [ %fold_value183.0315.us, %fold_sums.body200.us.preheader ], [ %1248, %fold_chunk.header188.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod1299 = icmp ne i64 %xtraiter1295, 0
  tail call void @llvm.assume(i1 %lcmp.mod1299)
  br label %fold_sums.body200.us.epil

fold_sums.body200.us.epil:                        ; preds = %fold_sums.body200.us.epil, %fold_sums.body200.us.epil.preheader
  %fold_sums202313.us.epil = phi i64 [ %1766, %fold_sums.body200.us.epil ], [ %fold_sums202313.us.epil.init, %fold_sums.body200.us.epil.preheader ]
  %fold_value183.1312.us.epil = phi float [ %1765, %fold_sums.body200.us.epil ], [ %fold_value183.1312.us.epil.init, %fold_sums.body200.us.epil.preheader ]
  %epil.iter1296 = phi i64 [ %epil.iter1296.next, %fold_sums.body200.us.epil ], [ 0, %fold_sums.body200.us.epil.preheader ]
  %1763 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums202313.us.epil
  %1764 = load float, ptr %1763, align 4
  %1765 = fadd float %fold_value183.1312.us.epil, %1764
  %1766 = add nuw i64 %fold_sums202313.us.epil, 1
  %epil.iter1296.next = add i64 %epil.iter1296, 1
  %epil.iter1296.cmp.not = icmp eq i64 %epil.iter1296.next, %xtraiter1295
  br i1 %epil.iter1296.cmp.not, label %fold_chunk.header188.loopexit.us, label %fold_sums.body200.us.epil, !llvm.loop !46

fold_chunk.header188.loopexit.us:                 ; preds = %fold_chunk.header188.loopexit.us.loopexit.unr-lcssa, %fold_sums.body200.us.epil, %feature.exit195.us
  %fold_value183.1.lcssa.us = phi float [ %fold_value183.0315.us, %feature.exit195.us ], [ %1248, %fold_chunk.header188.loopexit.us.loopexit.unr-lcssa ], [ %1765, %fold_sums.body200.us.epil ]
  %1767 = icmp ult i64 %1120, %n_features
  %indvars.iv.next403 = add i64 %indvars.iv402, 1024
  %indvars.iv.next408 = add i64 %indvars.iv407, -1024
  %indvar.next626 = add i64 %indvar625, 1
  br i1 %1767, label %fold_chunk.body189.us, label %noise.done182.us

fold_chunk.header164.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body176.us
  %lcmp.mod1283.not = icmp eq i64 %xtraiter1281, 0
  br i1 %lcmp.mod1283.not, label %fold_chunk.header164.loopexit.us, label %fold_sums.body176.us.epil.preheader

fold_sums.body176.us.epil.preheader:              ; preds = %fold_chunk.header164.loopexit.us.loopexit.unr-lcssa, %fold_sums.body176.us.preheader
  %fold_sums178300.us.epil.init = phi i64 [ 0, %fold_sums.body176.us.preheader ], [ %1731, %fold_chunk.header164.loopexit.us.loopexit.unr-lcssa ]
  %fold_value159.1299.us.epil.init = phi float [ %fold_value159.0306.us, %fold_sums.body176.us.preheader ], [ %1730, %fold_chunk.header164.loopexit.us.loopexit.unr-lcssa ]
  %fold_value154.1298.us.epil.init = phi float [ %fold_value154.0305.us, %fold_sums.body176.us.preheader ], [ %1727, %fold_chunk.header164.loopexit.us.loopexit.unr-lcssa ]
  %fold_value149.1297.us.epil.init = phi float [ %fold_value149.0304.us, %fold_sums.body176.us.preheader ], [ %1724, %fold_chunk.header164.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod1287 = icmp ne i64 %xtraiter1281, 0
  tail call void @llvm.assume(i1 %lcmp.mod1287)
  br label %fold_sums.body176.us.epil

fold_sums.body176.us.epil:                        ; preds = %fold_sums.body176.us.epil, %fold_sums.body176.us.epil.preheader
  %fold_sums178300.us.epil = phi i64 [ %1777, %fold_sums.body176.us.epil ], [ %fold_sums178300.us.epil.init, %fold_sums.body176.us.epil.preheader ]
  %fold_value159.1299.us.epil = phi float [ %1776, %fold_sums.body176.us.epil ], [ %fold_value159.1299.us.epil.init, %fold_sums.body176.us.epil.preheader ]
  %fold_value154.1298.us.epil = phi float [ %1773, %fold_sums.body176.us.epil ], [ %fold_value154.1298.us.epil.init, %fold_sums.body176.us.epil.preheader ]
  %fold_value149.1297.us.epil = phi float [ %1770, %fold_sums.body176.us.epil ], [ %fold_value149.1297.us.epil.init, %fold_sums.body176.us.epil.preheader ]
  %epil.iter1282 = phi i64 [ %epil.iter1282.next, %fold_sums.body176.us.epil ], [ 0, %fold_sums.body176.us.epil.preheader ]
  %1768 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums178300.us.epil
  %1769 = load float, ptr %1768, align 4
  %1770 = fadd float %fold_value149.1297.us.epil, %1769
  %1771 = getelementptr inbounds float, ptr %36, i64 %fold_sums178300.us.epil
  %1772 = load float, ptr %1771, align 4
  %1773 = fadd float %fold_value154.1298.us.epil, %1772
  %1774 = getelementptr inbounds float, ptr %37, i64 %fold_sums178300.us.epil
  %1775 = load float, ptr %1774, align 4
  %1776 = fadd float %fold_value159.1299.us.epil, %1775
  %1777 = add nuw i64 %fold_sums178300.us.epil, 1
  %epil.iter1282.next = add i64 %epil.iter1282, 1
  %epil.iter1282.cmp.not = icmp eq i64 %epil.iter1282.next, %xtraiter1281
  br i1 %epil.iter1282.cmp.not, label %fold_chunk.header164.loopexit.us, label %fold_sums.body176.us.epil, !llvm.loop !47

fold_chunk.header164.loopexit.us:                 ; preds = %fold_chunk.header164.loopexit.us.loopexit.unr-lcssa, %fold_sums.body176.us.epil, %feature.exit171.us
  %fold_value149.1.lcssa.us = phi float [ %fold_value149.0304.us, %feature.exit171.us ], [ %1724, %fold_chunk.header164.loopexit.us.loopexit.unr-lcssa ], [ %1770, %fold_sums.body176.us.epil ]
  %fold_value154.1.lcssa.us = phi float [ %fold_value154.0305.us, %feature.exit171.us ], [ %1727, %fold_chunk.header164.loopexit.us.loopexit.unr-lcssa ], [ %1773, %fold_sums.body176.us.epil ]
  %fold_value159.1.lcssa.us = phi float [ %fold_value159.0306.us, %feature.exit171.us ], [ %1730, %fold_chunk.header164.loopexit.us.loopexit.unr-lcssa ], [ %1776, %fold_sums.body176.us.epil ]
  %1778 = icmp ult i64 %1643, %n_features
  %indvars.iv.next394 = add i64 %indvars.iv393, 1024
  %indvars.iv.next399 = add i64 %indvars.iv398, -1024
  %indvar.next698 = add i64 %indvar697, 1
  br i1 %1778, label %fold_chunk.body165.us, label %noise.done138.us

fold_chunk.header.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body.us
  %lcmp.mod1271.not = icmp eq i64 %xtraiter1270, 0
  br i1 %lcmp.mod1271.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil.preheader

fold_sums.body.us.epil.preheader:                 ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.preheader
  %fold_sums286.us.epil.init = phi i64 [ 0, %fold_sums.body.us.preheader ], [ %216, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value.1285.us.epil.init = phi float [ %fold_value.0291.us, %fold_sums.body.us.preheader ], [ %209, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value139.1284.us.epil.init = phi float [ %fold_value139.0290.us, %fold_sums.body.us.preheader ], [ %212, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value144.1283.us.epil.init = phi float [ %fold_value144.0289.us, %fold_sums.body.us.preheader ], [ %215, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod1275 = icmp ne i64 %xtraiter1270, 0
  tail call void @llvm.assume(i1 %lcmp.mod1275)
  br label %fold_sums.body.us.epil

fold_sums.body.us.epil:                           ; preds = %fold_sums.body.us.epil, %fold_sums.body.us.epil.preheader
  %fold_sums286.us.epil = phi i64 [ %1788, %fold_sums.body.us.epil ], [ %fold_sums286.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value.1285.us.epil = phi float [ %1781, %fold_sums.body.us.epil ], [ %fold_value.1285.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value139.1284.us.epil = phi float [ %1784, %fold_sums.body.us.epil ], [ %fold_value139.1284.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value144.1283.us.epil = phi float [ %1787, %fold_sums.body.us.epil ], [ %fold_value144.1283.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.us.epil ], [ 0, %fold_sums.body.us.epil.preheader ]
  %1779 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums286.us.epil
  %1780 = load float, ptr %1779, align 4
  %1781 = fadd float %fold_value.1285.us.epil, %1780
  %1782 = getelementptr inbounds float, ptr %36, i64 %fold_sums286.us.epil
  %1783 = load float, ptr %1782, align 4
  %1784 = fadd float %fold_value139.1284.us.epil, %1783
  %1785 = getelementptr inbounds float, ptr %37, i64 %fold_sums286.us.epil
  %1786 = load float, ptr %1785, align 4
  %1787 = fadd float %fold_value144.1283.us.epil, %1786
  %1788 = add nuw i64 %fold_sums286.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter1270
  br i1 %epil.iter.cmp.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil, !llvm.loop !48

fold_chunk.header.loopexit.us:                    ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.epil, %feature.exit.us
  %fold_value144.1.lcssa.us = phi float [ %fold_value144.0289.us, %feature.exit.us ], [ %215, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %1787, %fold_sums.body.us.epil ]
  %fold_value139.1.lcssa.us = phi float [ %fold_value139.0290.us, %feature.exit.us ], [ %212, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %1784, %fold_sums.body.us.epil ]
  %fold_value.1.lcssa.us = phi float [ %fold_value.0291.us, %feature.exit.us ], [ %209, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %1781, %fold_sums.body.us.epil ]
  %1789 = icmp ult i64 %142, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 1024
  %indvars.iv.next391 = add i64 %indvars.iv390, -1024
  %indvar.next752 = add i64 %indvar751, 1
  br i1 %1789, label %fold_chunk.body.us, label %noise.done138.us

iter.check831:                                    ; preds = %step.body106.us
  %key1_step110.us = add i64 %step108328.us, %key1
  %1790 = lshr i64 %key1_step110.us, 32
  %1791 = mul nuw i64 %1790, 3449720151
  %1792 = lshr i64 %1791, 32
  %1793 = xor i64 %key0, %1792
  %1794 = xor i64 %1793, %key1_step110.us
  %1795 = and i64 %1794, 4294967295
  %1796 = mul nuw i64 %1795, 3528531795
  %1797 = lshr i64 %1796, 32
  %1798 = xor i64 %1797, %21
  br i1 %diff.check828, label %philox.body124.us.preheader, label %vector.ph833

vector.ph833:                                     ; preds = %iter.check831
  %broadcast.splatinsert836 = insertelement <8 x i64> poison, i64 %1791, i64 0
  %broadcast.splat837 = shufflevector <8 x i64> %broadcast.splatinsert836, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert838 = insertelement <8 x i64> poison, i64 %1796, i64 0
  %broadcast.splat839 = shufflevector <8 x i64> %broadcast.splatinsert838, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert840 = insertelement <8 x i64> poison, i64 %1798, i64 0
  %broadcast.splat841 = shufflevector <8 x i64> %broadcast.splatinsert840, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op1702 = xor <8 x i64> %broadcast.splat847, %broadcast.splat837
  %invariant.op1704 = xor <8 x i64> %broadcast.splat847, %broadcast.splat837
  %invariant.op1706 = xor <8 x i64> %broadcast.splat847, %broadcast.splat837
  %invariant.op1708 = xor <8 x i64> %broadcast.splat847, %broadcast.splat837
  %invariant.op1710 = xor <8 x i64> %broadcast.splat851, %broadcast.splat839
  %invariant.op1712 = xor <8 x i64> %broadcast.splat851, %broadcast.splat839
  %invariant.op1714 = xor <8 x i64> %broadcast.splat851, %broadcast.splat839
  %invariant.op1716 = xor <8 x i64> %broadcast.splat851, %broadcast.splat839
  br label %vector.body876

vector.body876:                                   ; preds = %vector.body876, %vector.ph833
  %index877 = phi i64 [ 0, %vector.ph833 ], [ %index.next878, %vector.body876 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph833 ], [ %vec.ind.next, %vector.body876 ]
  %1799 = add <8 x i64> %vec.ind, %broadcast.splat843
  %.reass1697 = add <8 x i64> %vec.ind, %invariant.op
  %.reass1699 = add <8 x i64> %vec.ind, %invariant.op1698
  %.reass1701 = add <8 x i64> %vec.ind, %invariant.op1700
  %1800 = and <8 x i64> %1799, splat (i64 4294967295)
  %1801 = and <8 x i64> %.reass1697, splat (i64 4294967295)
  %1802 = and <8 x i64> %.reass1699, splat (i64 4294967295)
  %1803 = and <8 x i64> %.reass1701, splat (i64 4294967295)
  %1804 = mul nuw <8 x i64> %1800, splat (i64 3528531795)
  %1805 = mul nuw <8 x i64> %1801, splat (i64 3528531795)
  %1806 = mul nuw <8 x i64> %1802, splat (i64 3528531795)
  %1807 = mul nuw <8 x i64> %1803, splat (i64 3528531795)
  %1808 = xor <8 x i64> %1799, %broadcast.splat845
  %1809 = xor <8 x i64> %.reass1697, %broadcast.splat845
  %1810 = xor <8 x i64> %.reass1699, %broadcast.splat845
  %1811 = xor <8 x i64> %.reass1701, %broadcast.splat845
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
  %.reass1703 = xor <8 x i64> %1824, %invariant.op1702
  %.reass1705 = xor <8 x i64> %1825, %invariant.op1704
  %.reass1707 = xor <8 x i64> %1826, %invariant.op1706
  %.reass1709 = xor <8 x i64> %1827, %invariant.op1708
  %1828 = xor <8 x i64> %broadcast.splat841, %1804
  %1829 = xor <8 x i64> %broadcast.splat841, %1805
  %1830 = xor <8 x i64> %broadcast.splat841, %1806
  %1831 = xor <8 x i64> %broadcast.splat841, %1807
  %1832 = and <8 x i64> %.reass1703, splat (i64 4294967295)
  %1833 = and <8 x i64> %.reass1705, splat (i64 4294967295)
  %1834 = and <8 x i64> %.reass1707, splat (i64 4294967295)
  %1835 = and <8 x i64> %.reass1709, splat (i64 4294967295)
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
  %1856 = xor <8 x i64> %1852, %broadcast.splat849
  %1857 = xor <8 x i64> %1853, %broadcast.splat849
  %1858 = xor <8 x i64> %1854, %broadcast.splat849
  %1859 = xor <8 x i64> %1855, %broadcast.splat849
  %1860 = xor <8 x i64> %1856, %1820
  %1861 = xor <8 x i64> %1857, %1821
  %1862 = xor <8 x i64> %1858, %1822
  %1863 = xor <8 x i64> %1859, %1823
  %.reass1711 = xor <8 x i64> %1848, %invariant.op1710
  %.reass1713 = xor <8 x i64> %1849, %invariant.op1712
  %.reass1715 = xor <8 x i64> %1850, %invariant.op1714
  %.reass1717 = xor <8 x i64> %1851, %invariant.op1716
  %1864 = and <8 x i64> %1860, splat (i64 4294967295)
  %1865 = and <8 x i64> %1861, splat (i64 4294967295)
  %1866 = and <8 x i64> %1862, splat (i64 4294967295)
  %1867 = and <8 x i64> %1863, splat (i64 4294967295)
  %1868 = mul nuw <8 x i64> %1864, splat (i64 3528531795)
  %1869 = mul nuw <8 x i64> %1865, splat (i64 3528531795)
  %1870 = mul nuw <8 x i64> %1866, splat (i64 3528531795)
  %1871 = mul nuw <8 x i64> %1867, splat (i64 3528531795)
  %1872 = and <8 x i64> %.reass1711, splat (i64 4294967295)
  %1873 = and <8 x i64> %.reass1713, splat (i64 4294967295)
  %1874 = and <8 x i64> %.reass1715, splat (i64 4294967295)
  %1875 = and <8 x i64> %.reass1717, splat (i64 4294967295)
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
  %1888 = xor <8 x i64> %broadcast.splat853, %1884
  %1889 = xor <8 x i64> %broadcast.splat853, %1885
  %1890 = xor <8 x i64> %broadcast.splat853, %1886
  %1891 = xor <8 x i64> %broadcast.splat853, %1887
  %1892 = xor <8 x i64> %1888, %1844
  %1893 = xor <8 x i64> %1889, %1845
  %1894 = xor <8 x i64> %1890, %1846
  %1895 = xor <8 x i64> %1891, %1847
  %1896 = xor <8 x i64> %1880, %broadcast.splat855
  %1897 = xor <8 x i64> %1881, %broadcast.splat855
  %1898 = xor <8 x i64> %1882, %broadcast.splat855
  %1899 = xor <8 x i64> %1883, %broadcast.splat855
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
  %1928 = xor <8 x i64> %1924, %broadcast.splat857
  %1929 = xor <8 x i64> %1925, %broadcast.splat857
  %1930 = xor <8 x i64> %1926, %broadcast.splat857
  %1931 = xor <8 x i64> %1927, %broadcast.splat857
  %1932 = xor <8 x i64> %1928, %1876
  %1933 = xor <8 x i64> %1929, %1877
  %1934 = xor <8 x i64> %1930, %1878
  %1935 = xor <8 x i64> %1931, %1879
  %1936 = xor <8 x i64> %broadcast.splat859, %1920
  %1937 = xor <8 x i64> %broadcast.splat859, %1921
  %1938 = xor <8 x i64> %broadcast.splat859, %1922
  %1939 = xor <8 x i64> %broadcast.splat859, %1923
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
  %1968 = xor <8 x i64> %broadcast.splat861, %1964
  %1969 = xor <8 x i64> %broadcast.splat861, %1965
  %1970 = xor <8 x i64> %broadcast.splat861, %1966
  %1971 = xor <8 x i64> %broadcast.splat861, %1967
  %1972 = xor <8 x i64> %1968, %1916
  %1973 = xor <8 x i64> %1969, %1917
  %1974 = xor <8 x i64> %1970, %1918
  %1975 = xor <8 x i64> %1971, %1919
  %1976 = xor <8 x i64> %1960, %broadcast.splat863
  %1977 = xor <8 x i64> %1961, %broadcast.splat863
  %1978 = xor <8 x i64> %1962, %broadcast.splat863
  %1979 = xor <8 x i64> %1963, %broadcast.splat863
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
  %2008 = xor <8 x i64> %2004, %broadcast.splat865
  %2009 = xor <8 x i64> %2005, %broadcast.splat865
  %2010 = xor <8 x i64> %2006, %broadcast.splat865
  %2011 = xor <8 x i64> %2007, %broadcast.splat865
  %2012 = xor <8 x i64> %2008, %1956
  %2013 = xor <8 x i64> %2009, %1957
  %2014 = xor <8 x i64> %2010, %1958
  %2015 = xor <8 x i64> %2011, %1959
  %2016 = xor <8 x i64> %broadcast.splat867, %2000
  %2017 = xor <8 x i64> %broadcast.splat867, %2001
  %2018 = xor <8 x i64> %broadcast.splat867, %2002
  %2019 = xor <8 x i64> %broadcast.splat867, %2003
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
  %2048 = xor <8 x i64> %broadcast.splat869, %2044
  %2049 = xor <8 x i64> %broadcast.splat869, %2045
  %2050 = xor <8 x i64> %broadcast.splat869, %2046
  %2051 = xor <8 x i64> %broadcast.splat869, %2047
  %2052 = xor <8 x i64> %2048, %1996
  %2053 = xor <8 x i64> %2049, %1997
  %2054 = xor <8 x i64> %2050, %1998
  %2055 = xor <8 x i64> %2051, %1999
  %2056 = xor <8 x i64> %2040, %broadcast.splat871
  %2057 = xor <8 x i64> %2041, %broadcast.splat871
  %2058 = xor <8 x i64> %2042, %broadcast.splat871
  %2059 = xor <8 x i64> %2043, %broadcast.splat871
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
  %2084 = xor <8 x i64> %broadcast.splat873, %2072
  %2085 = xor <8 x i64> %broadcast.splat873, %2073
  %2086 = xor <8 x i64> %broadcast.splat873, %2074
  %2087 = xor <8 x i64> %broadcast.splat873, %2075
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
  %2113 = xor <8 x i32> %2112, %broadcast.splat875
  %2114 = xor <8 x i32> %2081, %2105
  %2115 = xor <8 x i32> %2114, %broadcast.splat875
  %2116 = xor <8 x i32> %2082, %2106
  %2117 = xor <8 x i32> %2116, %broadcast.splat875
  %2118 = xor <8 x i32> %2083, %2107
  %2119 = xor <8 x i32> %2118, %broadcast.splat875
  %2120 = getelementptr inbounds float, ptr %17, i64 %index877
  %2121 = getelementptr inbounds nuw i8, ptr %2120, i64 32
  %2122 = getelementptr inbounds nuw i8, ptr %2120, i64 64
  %2123 = getelementptr inbounds nuw i8, ptr %2120, i64 96
  store <8 x i32> %2113, ptr %2120, align 4
  store <8 x i32> %2115, ptr %2121, align 4
  store <8 x i32> %2117, ptr %2122, align 4
  store <8 x i32> %2119, ptr %2123, align 4
  %2124 = getelementptr inbounds float, ptr %scratch, i64 %index877
  %2125 = getelementptr inbounds nuw i8, ptr %2124, i64 32
  %2126 = getelementptr inbounds nuw i8, ptr %2124, i64 64
  %2127 = getelementptr inbounds nuw i8, ptr %2124, i64 96
  store <8 x i32> %2108, ptr %2124, align 4
  store <8 x i32> %2109, ptr %2125, align 4
  store <8 x i32> %2110, ptr %2126, align 4
  store <8 x i32> %2111, ptr %2127, align 4
  %index.next878 = add nuw i64 %index877, 32
  %vec.ind.next = add <8 x i64> %vec.ind, splat (i64 32)
  %2128 = icmp eq i64 %index.next878, %n.vec835
  br i1 %2128, label %middle.block879, label %vector.body876, !llvm.loop !49

middle.block879:                                  ; preds = %vector.body876
  br i1 %cmp.n880, label %vector.memcheck787, label %vec.epilog.iter.check883

vec.epilog.iter.check883:                         ; preds = %middle.block879
  br i1 %min.epilog.iters.check884, label %philox.body124.us.preheader, label %vec.epilog.ph885, !prof !50

vec.epilog.ph885:                                 ; preds = %vec.epilog.iter.check883
  %broadcast.splatinsert892 = insertelement <8 x i64> poison, i64 %1798, i64 0
  %broadcast.splat893 = shufflevector <8 x i64> %broadcast.splatinsert892, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %1791, %20
  %.scalar1245 = and i64 %.scalar, 4294967295
  %2129 = insertelement <8 x i64> poison, i64 %.scalar1245, i64 0
  %.masked = shufflevector <8 x i64> %2129, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar1246 = xor i64 %1796, %23
  %.scalar1247 = and i64 %.scalar1246, 4294967295
  %2130 = insertelement <8 x i64> poison, i64 %.scalar1247, i64 0
  %.masked1241 = shufflevector <8 x i64> %2130, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body930

vec.epilog.vector.body930:                        ; preds = %vec.epilog.vector.body930, %vec.epilog.ph885
  %index931 = phi i64 [ %n.vec835, %vec.epilog.ph885 ], [ %index.next933, %vec.epilog.vector.body930 ]
  %vec.ind932 = phi <8 x i64> [ %induction, %vec.epilog.ph885 ], [ %vec.ind.next934, %vec.epilog.vector.body930 ]
  %2131 = add <8 x i64> %vec.ind932, %broadcast.splat895
  %2132 = and <8 x i64> %2131, splat (i64 4294967295)
  %2133 = mul nuw <8 x i64> %2132, splat (i64 3528531795)
  %2134 = xor <8 x i64> %2131, %broadcast.splat897
  %2135 = xor <8 x i64> %2134, %2133
  %2136 = lshr <8 x i64> %2135, splat (i64 32)
  %2137 = mul nuw <8 x i64> %2136, splat (i64 3449720151)
  %2138 = lshr <8 x i64> %2137, splat (i64 32)
  %2139 = xor <8 x i64> %broadcast.splat893, %2133
  %2140 = xor <8 x i64> %.masked, %2138
  %2141 = mul nuw <8 x i64> %2140, splat (i64 3528531795)
  %2142 = and <8 x i64> %2139, splat (i64 4294967295)
  %2143 = mul nuw <8 x i64> %2142, splat (i64 3449720151)
  %2144 = lshr <8 x i64> %2141, splat (i64 32)
  %2145 = lshr <8 x i64> %2143, splat (i64 32)
  %2146 = xor <8 x i64> %2145, %broadcast.splat901
  %2147 = xor <8 x i64> %2146, %2137
  %2148 = and <8 x i64> %2147, splat (i64 4294967295)
  %2149 = mul nuw <8 x i64> %2148, splat (i64 3528531795)
  %2150 = xor <8 x i64> %.masked1241, %2144
  %2151 = mul nuw <8 x i64> %2150, splat (i64 3449720151)
  %2152 = lshr <8 x i64> %2149, splat (i64 32)
  %2153 = lshr <8 x i64> %2151, splat (i64 32)
  %2154 = xor <8 x i64> %broadcast.splat905, %2153
  %2155 = xor <8 x i64> %2154, %2143
  %2156 = xor <8 x i64> %2152, %broadcast.splat907
  %2157 = xor <8 x i64> %2156, %2141
  %2158 = and <8 x i64> %2155, splat (i64 4294967295)
  %2159 = mul nuw <8 x i64> %2158, splat (i64 3528531795)
  %2160 = and <8 x i64> %2157, splat (i64 4294967295)
  %2161 = mul nuw <8 x i64> %2160, splat (i64 3449720151)
  %2162 = lshr <8 x i64> %2159, splat (i64 32)
  %2163 = lshr <8 x i64> %2161, splat (i64 32)
  %2164 = xor <8 x i64> %2163, %broadcast.splat909
  %2165 = xor <8 x i64> %2164, %2151
  %2166 = xor <8 x i64> %broadcast.splat911, %2162
  %2167 = xor <8 x i64> %2166, %2149
  %2168 = and <8 x i64> %2165, splat (i64 4294967295)
  %2169 = mul nuw <8 x i64> %2168, splat (i64 3528531795)
  %2170 = and <8 x i64> %2167, splat (i64 4294967295)
  %2171 = mul nuw <8 x i64> %2170, splat (i64 3449720151)
  %2172 = lshr <8 x i64> %2169, splat (i64 32)
  %2173 = lshr <8 x i64> %2171, splat (i64 32)
  %2174 = xor <8 x i64> %broadcast.splat913, %2173
  %2175 = xor <8 x i64> %2174, %2161
  %2176 = xor <8 x i64> %2172, %broadcast.splat915
  %2177 = xor <8 x i64> %2176, %2159
  %2178 = and <8 x i64> %2175, splat (i64 4294967295)
  %2179 = mul nuw <8 x i64> %2178, splat (i64 3528531795)
  %2180 = and <8 x i64> %2177, splat (i64 4294967295)
  %2181 = mul nuw <8 x i64> %2180, splat (i64 3449720151)
  %2182 = lshr <8 x i64> %2179, splat (i64 32)
  %2183 = lshr <8 x i64> %2181, splat (i64 32)
  %2184 = xor <8 x i64> %2183, %broadcast.splat917
  %2185 = xor <8 x i64> %2184, %2171
  %2186 = xor <8 x i64> %broadcast.splat919, %2182
  %2187 = xor <8 x i64> %2186, %2169
  %2188 = and <8 x i64> %2185, splat (i64 4294967295)
  %2189 = mul nuw <8 x i64> %2188, splat (i64 3528531795)
  %2190 = and <8 x i64> %2187, splat (i64 4294967295)
  %2191 = mul nuw <8 x i64> %2190, splat (i64 3449720151)
  %2192 = lshr <8 x i64> %2189, splat (i64 32)
  %2193 = lshr <8 x i64> %2191, splat (i64 32)
  %2194 = xor <8 x i64> %broadcast.splat921, %2193
  %2195 = xor <8 x i64> %2194, %2181
  %2196 = xor <8 x i64> %2192, %broadcast.splat923
  %2197 = xor <8 x i64> %2196, %2179
  %2198 = and <8 x i64> %2195, splat (i64 4294967295)
  %2199 = mul nuw <8 x i64> %2198, splat (i64 3528531795)
  %2200 = lshr <8 x i64> %2199, splat (i64 32)
  %2201 = trunc <8 x i64> %2197 to <8 x i32>
  %2202 = mul <8 x i32> %2201, splat (i32 -845247145)
  %2203 = xor <8 x i64> %broadcast.splat925, %2200
  %2204 = xor <8 x i64> %2203, %2189
  %2205 = and <8 x i64> %2204, splat (i64 4294967295)
  %2206 = mul nuw <8 x i64> %2205, splat (i64 3449720151)
  %2207 = lshr <8 x i64> %2206, splat (i64 32)
  %2208 = trunc nuw <8 x i64> %2207 to <8 x i32>
  %2209 = trunc <8 x i64> %2206 to <8 x i32>
  %2210 = xor <8 x i32> %2202, %broadcast.splat927
  %2211 = xor <8 x i32> %2210, %2208
  %2212 = getelementptr inbounds float, ptr %17, i64 %index931
  store <8 x i32> %2211, ptr %2212, align 4
  %2213 = getelementptr inbounds float, ptr %scratch, i64 %index931
  store <8 x i32> %2209, ptr %2213, align 4
  %index.next933 = add nuw i64 %index931, 8
  %vec.ind.next934 = add nuw <8 x i64> %vec.ind932, splat (i64 8)
  %2214 = icmp eq i64 %index.next933, %n.vec887
  br i1 %2214, label %vec.epilog.middle.block935, label %vec.epilog.vector.body930, !llvm.loop !51

vec.epilog.middle.block935:                       ; preds = %vec.epilog.vector.body930
  br i1 %cmp.n936, label %vector.memcheck787, label %philox.body124.us.preheader

philox.body124.us.preheader:                      ; preds = %iter.check831, %vec.epilog.iter.check883, %vec.epilog.middle.block935
  %philox126280.us.ph = phi i64 [ 0, %iter.check831 ], [ %n.vec835, %vec.epilog.iter.check883 ], [ %n.vec887, %vec.epilog.middle.block935 ]
  %invariant.op1718 = xor i64 %20, %1791
  %invariant.op1719 = xor i64 %23, %1796
  br label %philox.body124.us

step.header105.step.exit107_crit_edge.us:         ; preds = %noise.done226.us
  %2215 = add nuw i64 %row101329.us, 1
  %exitcond423.not = icmp eq i64 %2215, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond423.not, label %across.done, label %row.body.us

small_tables.then:                                ; preds = %entry
  %block_elements = shl nuw nsw i64 %n_features, 6
  %2216 = icmp ult i64 %row_begin, %row_end
  br i1 %2216, label %across_block.body.lr.ph, label %across.done

across_block.body.lr.ph:                          ; preds = %small_tables.then
  %.not355 = icmp eq i64 %n_features, 0
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not356 = icmp eq i64 %steps, 0
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
  %broadcast.splatinsert1197 = insertelement <8 x i64> poison, i64 %n_features, i64 0
  %broadcast.splat1198 = shufflevector <8 x i64> %broadcast.splatinsert1197, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1199 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat1200 = shufflevector <8 x i64> %broadcast.splatinsert1199, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1201 = insertelement <8 x i64> poison, i64 %2219, i64 0
  %broadcast.splat1202 = shufflevector <8 x i64> %broadcast.splatinsert1201, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1203 = insertelement <8 x i64> poison, i64 %2221, i64 0
  %broadcast.splat1204 = shufflevector <8 x i64> %broadcast.splatinsert1203, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1205 = insertelement <8 x i64> poison, i64 %2222, i64 0
  %broadcast.splat1206 = shufflevector <8 x i64> %broadcast.splatinsert1205, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1207 = insertelement <8 x i64> poison, i64 %2223, i64 0
  %broadcast.splat1208 = shufflevector <8 x i64> %broadcast.splatinsert1207, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1209 = insertelement <8 x i64> poison, i64 %2224, i64 0
  %broadcast.splat1210 = shufflevector <8 x i64> %broadcast.splatinsert1209, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1211 = insertelement <8 x i64> poison, i64 %2225, i64 0
  %broadcast.splat1212 = shufflevector <8 x i64> %broadcast.splatinsert1211, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1213 = insertelement <8 x i64> poison, i64 %2226, i64 0
  %broadcast.splat1214 = shufflevector <8 x i64> %broadcast.splatinsert1213, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1215 = insertelement <8 x i64> poison, i64 %2227, i64 0
  %broadcast.splat1216 = shufflevector <8 x i64> %broadcast.splatinsert1215, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1217 = insertelement <8 x i64> poison, i64 %2228, i64 0
  %broadcast.splat1218 = shufflevector <8 x i64> %broadcast.splatinsert1217, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1219 = insertelement <8 x i64> poison, i64 %2229, i64 0
  %broadcast.splat1220 = shufflevector <8 x i64> %broadcast.splatinsert1219, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1221 = insertelement <8 x i64> poison, i64 %2230, i64 0
  %broadcast.splat1222 = shufflevector <8 x i64> %broadcast.splatinsert1221, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1223 = insertelement <8 x i64> poison, i64 %2231, i64 0
  %broadcast.splat1224 = shufflevector <8 x i64> %broadcast.splatinsert1223, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1225 = insertelement <8 x i64> poison, i64 %2232, i64 0
  %broadcast.splat1226 = shufflevector <8 x i64> %broadcast.splatinsert1225, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1227 = insertelement <8 x i64> poison, i64 %2233, i64 0
  %broadcast.splat1228 = shufflevector <8 x i64> %broadcast.splatinsert1227, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1229 = insertelement <8 x i32> poison, i32 %2234, i64 0
  %broadcast.splat1230 = shufflevector <8 x i32> %broadcast.splatinsert1229, <8 x i32> poison, <8 x i32> zeroinitializer
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
  %broadcast.splatinsert1092 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1093 = shufflevector <8 x float> %broadcast.splatinsert1092, <8 x float> poison, <8 x i32> zeroinitializer
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
  %broadcast.splatinsert1056 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1057 = shufflevector <8 x float> %broadcast.splatinsert1056, <8 x float> poison, <8 x i32> zeroinitializer
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
  %broadcast.splatinsert996 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat997 = shufflevector <8 x float> %broadcast.splatinsert996, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert940 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat941 = shufflevector <8 x float> %broadcast.splatinsert940, <8 x float> poison, <8 x i32> zeroinitializer
  br label %across_block.body

across.done:                                      ; preds = %step.header105.step.exit107_crit_edge.us, %across_out.exit, %row.body.lr.ph, %row.header.preheader, %small_tables.then
  ret void

across_block.body:                                ; preds = %across_block.body.lr.ph, %across_out.exit
  %wide.load1123.71659 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1123.71660, %across_out.exit ]
  %wide.load1123.61648 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1123.61649, %across_out.exit ]
  %wide.load1123.51637 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1123.51638, %across_out.exit ]
  %wide.load1123.41626 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1123.41627, %across_out.exit ]
  %wide.load1123.31615 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1123.31616, %across_out.exit ]
  %wide.load1123.21604 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1123.21605, %across_out.exit ]
  %wide.load1123.11593 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1123.11594, %across_out.exit ]
  %wide.load11231582 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load11231583, %across_out.exit ]
  %wide.load1165.71571 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1165.71572, %across_out.exit ]
  %wide.load1165.61560 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1165.61561, %across_out.exit ]
  %wide.load1165.51549 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1165.51550, %across_out.exit ]
  %wide.load1165.41538 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1165.41539, %across_out.exit ]
  %wide.load1165.31527 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1165.31528, %across_out.exit ]
  %wide.load1165.21516 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1165.21517, %across_out.exit ]
  %wide.load1165.11505 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1165.11506, %across_out.exit ]
  %wide.load11651494 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load11651495, %across_out.exit ]
  %wide.load1164.71483 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1164.71484, %across_out.exit ]
  %wide.load1164.61472 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1164.61473, %across_out.exit ]
  %wide.load1164.51461 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1164.51462, %across_out.exit ]
  %wide.load1164.41450 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1164.41451, %across_out.exit ]
  %wide.load1164.31439 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1164.31440, %across_out.exit ]
  %wide.load1164.21428 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1164.21429, %across_out.exit ]
  %wide.load1164.11417 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1164.11418, %across_out.exit ]
  %wide.load11641406 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load11641407, %across_out.exit ]
  %wide.load1163.71395 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1163.71396, %across_out.exit ]
  %wide.load1163.61384 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1163.61385, %across_out.exit ]
  %wide.load1163.51373 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1163.51374, %across_out.exit ]
  %wide.load1163.41362 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1163.41363, %across_out.exit ]
  %wide.load1163.31351 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1163.31352, %across_out.exit ]
  %wide.load1163.21340 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1163.21341, %across_out.exit ]
  %wide.load1163.11329 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load1163.11330, %across_out.exit ]
  %2430 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %2860, %across_out.exit ]
  %indvars.iv439 = phi i64 [ %2235, %across_block.body.lr.ph ], [ %indvars.iv.next440, %across_out.exit ]
  %across_block350 = phi i64 [ %row_begin, %across_block.body.lr.ph ], [ %4324, %across_out.exit ]
  %umin1320 = tail call i64 @llvm.umin.i64(i64 %indvars.iv439, i64 64)
  %2431 = mul nuw nsw i64 %n_features, %umin1320
  %2432 = tail call i64 @llvm.umax.i64(i64 %indvars.iv439, i64 1)
  %umax1011 = tail call i64 @llvm.umin.i64(i64 %2432, i64 64)
  %2433 = tail call i64 @llvm.umax.i64(i64 %indvars.iv439, i64 1)
  %umax951 = tail call i64 @llvm.umin.i64(i64 %2433, i64 64)
  %2434 = tail call i64 @llvm.umax.i64(i64 %indvars.iv439, i64 1)
  %umax447 = tail call i64 @llvm.umin.i64(i64 %2434, i64 64)
  %rows_left = sub nuw i64 %row_end, %across_block350
  %2435 = tail call i64 @llvm.umin.i64(i64 %rows_left, i64 64)
  %last_row = add nsw i64 %2435, -1
  br i1 %.not355, label %across_in.exit, label %across_in.body

across_in.body:                                   ; preds = %across_block.body, %across_in.body
  %across_in330 = phi i64 [ %2455, %across_in.body ], [ 0, %across_block.body ]
  %r = and i64 %across_in330, 62
  %f = lshr i64 %across_in330, 6
  %2436 = icmp ugt i64 %rows_left, %r
  %2437 = select i1 %2436, i64 %r, i64 %last_row
  %row = add i64 %2437, %across_block350
  %row_element = mul i64 %row, %n_features
  %2438 = add i64 %row_element, %f
  %2439 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in330
  %2440 = getelementptr inbounds float, ptr %state, i64 %2438
  %2441 = load float, ptr %2440, align 4
  store float %2441, ptr %2439, align 4
  %2442 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in330
  %2443 = getelementptr inbounds float, ptr %input_0, i64 %2438
  %2444 = load float, ptr %2443, align 4
  store float %2444, ptr %2442, align 4
  %2445 = or disjoint i64 %across_in330, 1
  %r.1 = and i64 %2445, 63
  %f.1 = lshr i64 %across_in330, 6
  %2446 = icmp ugt i64 %rows_left, %r.1
  %2447 = select i1 %2446, i64 %r.1, i64 %last_row
  %row.1 = add i64 %2447, %across_block350
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
  %2455 = add nuw nsw i64 %across_in330, 2
  %exitcond424.not.1 = icmp eq i64 %2455, %block_elements
  br i1 %exitcond424.not.1, label %across_in.exit, label %across_in.body, !llvm.loop !52

across_in.exit:                                   ; preds = %across_in.body, %across_block.body
  br i1 %.not356, label %step.exit, label %step.body.lr.ph

step.body.lr.ph:                                  ; preds = %across_in.exit
  %2456 = getelementptr float, ptr %status, i64 %across_block350
  %broadcast.splatinsert1195 = insertelement <8 x i64> poison, i64 %across_block350, i64 0
  %broadcast.splat1196 = shufflevector <8 x i64> %broadcast.splatinsert1195, <8 x i64> poison, <8 x i32> zeroinitializer
  %min.iters.check1013 = icmp ult i64 %indvars.iv439, 4
  %min.iters.check1016 = icmp ult i64 %indvars.iv439, 32
  %n.mod.vf1019 = and i64 %umax1011, 28
  %n.vec1020 = and i64 %umax1011, 96
  %cmp.n1037 = icmp eq i64 %umax1011, %n.vec1020
  %min.epilog.iters.check1041 = icmp eq i64 %n.mod.vf1019, 0
  %n.vec1044 = and i64 %umax1011, 124
  %cmp.n1052 = icmp eq i64 %umax1011, %n.vec1044
  %min.iters.check953 = icmp ult i64 %indvars.iv439, 4
  %min.iters.check956 = icmp ult i64 %indvars.iv439, 32
  %n.mod.vf959 = and i64 %umax951, 28
  %n.vec960 = and i64 %umax951, 96
  %cmp.n977 = icmp eq i64 %umax951, %n.vec960
  %min.epilog.iters.check981 = icmp eq i64 %n.mod.vf959, 0
  %n.vec984 = and i64 %umax951, 124
  %cmp.n992 = icmp eq i64 %umax951, %n.vec984
  br label %step.body

step.body:                                        ; preds = %step.body.lr.ph, %noise.done50
  %wide.load1123.71658 = phi <8 x float> [ %wide.load1123.71659, %step.body.lr.ph ], [ %wide.load1123.71661, %noise.done50 ]
  %wide.load1123.61647 = phi <8 x float> [ %wide.load1123.61648, %step.body.lr.ph ], [ %wide.load1123.61650, %noise.done50 ]
  %wide.load1123.51636 = phi <8 x float> [ %wide.load1123.51637, %step.body.lr.ph ], [ %wide.load1123.51639, %noise.done50 ]
  %wide.load1123.41625 = phi <8 x float> [ %wide.load1123.41626, %step.body.lr.ph ], [ %wide.load1123.41628, %noise.done50 ]
  %wide.load1123.31614 = phi <8 x float> [ %wide.load1123.31615, %step.body.lr.ph ], [ %wide.load1123.31617, %noise.done50 ]
  %wide.load1123.21603 = phi <8 x float> [ %wide.load1123.21604, %step.body.lr.ph ], [ %wide.load1123.21606, %noise.done50 ]
  %wide.load1123.11592 = phi <8 x float> [ %wide.load1123.11593, %step.body.lr.ph ], [ %wide.load1123.11595, %noise.done50 ]
  %wide.load11231581 = phi <8 x float> [ %wide.load11231582, %step.body.lr.ph ], [ %wide.load11231584, %noise.done50 ]
  %wide.load1165.71570 = phi <8 x float> [ %wide.load1165.71571, %step.body.lr.ph ], [ %wide.load1165.71573, %noise.done50 ]
  %wide.load1165.61559 = phi <8 x float> [ %wide.load1165.61560, %step.body.lr.ph ], [ %wide.load1165.61562, %noise.done50 ]
  %wide.load1165.51548 = phi <8 x float> [ %wide.load1165.51549, %step.body.lr.ph ], [ %wide.load1165.51551, %noise.done50 ]
  %wide.load1165.41537 = phi <8 x float> [ %wide.load1165.41538, %step.body.lr.ph ], [ %wide.load1165.41540, %noise.done50 ]
  %wide.load1165.31526 = phi <8 x float> [ %wide.load1165.31527, %step.body.lr.ph ], [ %wide.load1165.31529, %noise.done50 ]
  %wide.load1165.21515 = phi <8 x float> [ %wide.load1165.21516, %step.body.lr.ph ], [ %wide.load1165.21518, %noise.done50 ]
  %wide.load1165.11504 = phi <8 x float> [ %wide.load1165.11505, %step.body.lr.ph ], [ %wide.load1165.11507, %noise.done50 ]
  %wide.load11651493 = phi <8 x float> [ %wide.load11651494, %step.body.lr.ph ], [ %wide.load11651496, %noise.done50 ]
  %wide.load1164.71482 = phi <8 x float> [ %wide.load1164.71483, %step.body.lr.ph ], [ %wide.load1164.71485, %noise.done50 ]
  %wide.load1164.61471 = phi <8 x float> [ %wide.load1164.61472, %step.body.lr.ph ], [ %wide.load1164.61474, %noise.done50 ]
  %wide.load1164.51460 = phi <8 x float> [ %wide.load1164.51461, %step.body.lr.ph ], [ %wide.load1164.51463, %noise.done50 ]
  %wide.load1164.41449 = phi <8 x float> [ %wide.load1164.41450, %step.body.lr.ph ], [ %wide.load1164.41452, %noise.done50 ]
  %wide.load1164.31438 = phi <8 x float> [ %wide.load1164.31439, %step.body.lr.ph ], [ %wide.load1164.31441, %noise.done50 ]
  %wide.load1164.21427 = phi <8 x float> [ %wide.load1164.21428, %step.body.lr.ph ], [ %wide.load1164.21430, %noise.done50 ]
  %wide.load1164.11416 = phi <8 x float> [ %wide.load1164.11417, %step.body.lr.ph ], [ %wide.load1164.11419, %noise.done50 ]
  %wide.load11641405 = phi <8 x float> [ %wide.load11641406, %step.body.lr.ph ], [ %wide.load11641408, %noise.done50 ]
  %wide.load1163.71394 = phi <8 x float> [ %wide.load1163.71395, %step.body.lr.ph ], [ %wide.load1163.71397, %noise.done50 ]
  %wide.load1163.61383 = phi <8 x float> [ %wide.load1163.61384, %step.body.lr.ph ], [ %wide.load1163.61386, %noise.done50 ]
  %wide.load1163.51372 = phi <8 x float> [ %wide.load1163.51373, %step.body.lr.ph ], [ %wide.load1163.51375, %noise.done50 ]
  %wide.load1163.41361 = phi <8 x float> [ %wide.load1163.41362, %step.body.lr.ph ], [ %wide.load1163.41364, %noise.done50 ]
  %wide.load1163.31350 = phi <8 x float> [ %wide.load1163.31351, %step.body.lr.ph ], [ %wide.load1163.31353, %noise.done50 ]
  %wide.load1163.21339 = phi <8 x float> [ %wide.load1163.21340, %step.body.lr.ph ], [ %wide.load1163.21342, %noise.done50 ]
  %wide.load1163.11328 = phi <8 x float> [ %wide.load1163.11329, %step.body.lr.ph ], [ %wide.load1163.11331, %noise.done50 ]
  %2457 = phi <8 x float> [ %2430, %step.body.lr.ph ], [ %4037, %noise.done50 ]
  %step3348 = phi i64 [ 0, %step.body.lr.ph ], [ %4038, %noise.done50 ]
  %temperature1.0347 = phi float [ %temperature, %step.body.lr.ph ], [ %t_next, %noise.done50 ]
  %2458 = fmul float %two_eta, %temperature1.0347
  %2459 = fcmp ogt float %2458, 0.000000e+00
  %2460 = tail call float @llvm.sqrt.f32(float %2458)
  %2461 = select i1 %2459, float %2460, float 0.000000e+00
  %noise_scale4 = select i1 %anneal2.not, float %noise_scale, float %2461
  %key1_step = add i64 %step3348, %key1
  br i1 %cond, label %across_feature.header10.preheader, label %philox.header.preheader

philox.header.preheader:                          ; preds = %step.body
  br i1 %.not355, label %iter.check1015, label %vector.ph1186

vector.ph1186:                                    ; preds = %philox.header.preheader
  %2462 = lshr i64 %key1_step, 32
  %2463 = mul nuw i64 %2462, 3449720151
  %2464 = lshr i64 %2463, 32
  %2465 = xor i64 %key0, %2464
  %2466 = xor i64 %2465, %key1_step
  %2467 = and i64 %2466, 4294967295
  %2468 = mul nuw i64 %2467, 3528531795
  %2469 = lshr i64 %2468, 32
  %2470 = xor i64 %2469, %2220
  %broadcast.splatinsert1189 = insertelement <8 x i64> poison, i64 %2463, i64 0
  %broadcast.splat1190 = shufflevector <8 x i64> %broadcast.splatinsert1189, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1191 = insertelement <8 x i64> poison, i64 %2468, i64 0
  %broadcast.splat1192 = shufflevector <8 x i64> %broadcast.splatinsert1191, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1193 = insertelement <8 x i64> poison, i64 %2470, i64 0
  %broadcast.splat1194 = shufflevector <8 x i64> %broadcast.splatinsert1193, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op1720 = xor <8 x i64> %broadcast.splat1202, %broadcast.splat1190
  %invariant.op1721 = xor <8 x i64> %broadcast.splat1202, %broadcast.splat1190
  %invariant.op1723 = xor <8 x i64> %broadcast.splat1202, %broadcast.splat1190
  %invariant.op1725 = xor <8 x i64> %broadcast.splat1202, %broadcast.splat1190
  %invariant.op1727 = xor <8 x i64> %broadcast.splat1206, %broadcast.splat1192
  %invariant.op1729 = xor <8 x i64> %broadcast.splat1206, %broadcast.splat1192
  %invariant.op1731 = xor <8 x i64> %broadcast.splat1206, %broadcast.splat1192
  %invariant.op1733 = xor <8 x i64> %broadcast.splat1206, %broadcast.splat1192
  br label %vector.body1231

vector.body1231:                                  ; preds = %vector.body1231, %vector.ph1186
  %index1232 = phi i64 [ 0, %vector.ph1186 ], [ %index.next1237, %vector.body1231 ]
  %vec.ind1233 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph1186 ], [ %vec.ind.next1238, %vector.body1231 ]
  %step.add1234 = add <8 x i64> %vec.ind1233, splat (i64 8)
  %step.add.21235 = add <8 x i64> %vec.ind1233, splat (i64 16)
  %step.add.31236 = add <8 x i64> %vec.ind1233, splat (i64 24)
  %2471 = and <8 x i64> %vec.ind1233, splat (i64 63)
  %2472 = and <8 x i64> %step.add1234, splat (i64 63)
  %2473 = and <8 x i64> %step.add.21235, splat (i64 63)
  %2474 = and <8 x i64> %step.add.31236, splat (i64 63)
  %2475 = lshr <8 x i64> %vec.ind1233, splat (i64 6)
  %2476 = lshr <8 x i64> %step.add1234, splat (i64 6)
  %2477 = lshr <8 x i64> %step.add.21235, splat (i64 6)
  %2478 = lshr <8 x i64> %step.add.31236, splat (i64 6)
  %2479 = add <8 x i64> %2471, %broadcast.splat1196
  %2480 = add <8 x i64> %2472, %broadcast.splat1196
  %2481 = add <8 x i64> %2473, %broadcast.splat1196
  %2482 = add <8 x i64> %2474, %broadcast.splat1196
  %2483 = mul <8 x i64> %2479, %broadcast.splat1198
  %2484 = mul <8 x i64> %2480, %broadcast.splat1198
  %2485 = mul <8 x i64> %2481, %broadcast.splat1198
  %2486 = mul <8 x i64> %2482, %broadcast.splat1198
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
  %2499 = xor <8 x i64> %2487, %broadcast.splat1200
  %2500 = xor <8 x i64> %2488, %broadcast.splat1200
  %2501 = xor <8 x i64> %2489, %broadcast.splat1200
  %2502 = xor <8 x i64> %2490, %broadcast.splat1200
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
  %.reass = xor <8 x i64> %2515, %invariant.op1720
  %.reass1722 = xor <8 x i64> %2516, %invariant.op1721
  %.reass1724 = xor <8 x i64> %2517, %invariant.op1723
  %.reass1726 = xor <8 x i64> %2518, %invariant.op1725
  %2519 = xor <8 x i64> %broadcast.splat1194, %2495
  %2520 = xor <8 x i64> %broadcast.splat1194, %2496
  %2521 = xor <8 x i64> %broadcast.splat1194, %2497
  %2522 = xor <8 x i64> %broadcast.splat1194, %2498
  %2523 = and <8 x i64> %.reass, splat (i64 4294967295)
  %2524 = and <8 x i64> %.reass1722, splat (i64 4294967295)
  %2525 = and <8 x i64> %.reass1724, splat (i64 4294967295)
  %2526 = and <8 x i64> %.reass1726, splat (i64 4294967295)
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
  %2547 = xor <8 x i64> %2543, %broadcast.splat1204
  %2548 = xor <8 x i64> %2544, %broadcast.splat1204
  %2549 = xor <8 x i64> %2545, %broadcast.splat1204
  %2550 = xor <8 x i64> %2546, %broadcast.splat1204
  %2551 = xor <8 x i64> %2547, %2511
  %2552 = xor <8 x i64> %2548, %2512
  %2553 = xor <8 x i64> %2549, %2513
  %2554 = xor <8 x i64> %2550, %2514
  %.reass1728 = xor <8 x i64> %2539, %invariant.op1727
  %.reass1730 = xor <8 x i64> %2540, %invariant.op1729
  %.reass1732 = xor <8 x i64> %2541, %invariant.op1731
  %.reass1734 = xor <8 x i64> %2542, %invariant.op1733
  %2555 = and <8 x i64> %2551, splat (i64 4294967295)
  %2556 = and <8 x i64> %2552, splat (i64 4294967295)
  %2557 = and <8 x i64> %2553, splat (i64 4294967295)
  %2558 = and <8 x i64> %2554, splat (i64 4294967295)
  %2559 = mul nuw <8 x i64> %2555, splat (i64 3528531795)
  %2560 = mul nuw <8 x i64> %2556, splat (i64 3528531795)
  %2561 = mul nuw <8 x i64> %2557, splat (i64 3528531795)
  %2562 = mul nuw <8 x i64> %2558, splat (i64 3528531795)
  %2563 = and <8 x i64> %.reass1728, splat (i64 4294967295)
  %2564 = and <8 x i64> %.reass1730, splat (i64 4294967295)
  %2565 = and <8 x i64> %.reass1732, splat (i64 4294967295)
  %2566 = and <8 x i64> %.reass1734, splat (i64 4294967295)
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
  %2579 = xor <8 x i64> %broadcast.splat1208, %2575
  %2580 = xor <8 x i64> %broadcast.splat1208, %2576
  %2581 = xor <8 x i64> %broadcast.splat1208, %2577
  %2582 = xor <8 x i64> %broadcast.splat1208, %2578
  %2583 = xor <8 x i64> %2579, %2535
  %2584 = xor <8 x i64> %2580, %2536
  %2585 = xor <8 x i64> %2581, %2537
  %2586 = xor <8 x i64> %2582, %2538
  %2587 = xor <8 x i64> %2571, %broadcast.splat1210
  %2588 = xor <8 x i64> %2572, %broadcast.splat1210
  %2589 = xor <8 x i64> %2573, %broadcast.splat1210
  %2590 = xor <8 x i64> %2574, %broadcast.splat1210
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
  %2619 = xor <8 x i64> %2615, %broadcast.splat1212
  %2620 = xor <8 x i64> %2616, %broadcast.splat1212
  %2621 = xor <8 x i64> %2617, %broadcast.splat1212
  %2622 = xor <8 x i64> %2618, %broadcast.splat1212
  %2623 = xor <8 x i64> %2619, %2567
  %2624 = xor <8 x i64> %2620, %2568
  %2625 = xor <8 x i64> %2621, %2569
  %2626 = xor <8 x i64> %2622, %2570
  %2627 = xor <8 x i64> %broadcast.splat1214, %2611
  %2628 = xor <8 x i64> %broadcast.splat1214, %2612
  %2629 = xor <8 x i64> %broadcast.splat1214, %2613
  %2630 = xor <8 x i64> %broadcast.splat1214, %2614
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
  %2659 = xor <8 x i64> %broadcast.splat1216, %2655
  %2660 = xor <8 x i64> %broadcast.splat1216, %2656
  %2661 = xor <8 x i64> %broadcast.splat1216, %2657
  %2662 = xor <8 x i64> %broadcast.splat1216, %2658
  %2663 = xor <8 x i64> %2659, %2607
  %2664 = xor <8 x i64> %2660, %2608
  %2665 = xor <8 x i64> %2661, %2609
  %2666 = xor <8 x i64> %2662, %2610
  %2667 = xor <8 x i64> %2651, %broadcast.splat1218
  %2668 = xor <8 x i64> %2652, %broadcast.splat1218
  %2669 = xor <8 x i64> %2653, %broadcast.splat1218
  %2670 = xor <8 x i64> %2654, %broadcast.splat1218
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
  %2699 = xor <8 x i64> %2695, %broadcast.splat1220
  %2700 = xor <8 x i64> %2696, %broadcast.splat1220
  %2701 = xor <8 x i64> %2697, %broadcast.splat1220
  %2702 = xor <8 x i64> %2698, %broadcast.splat1220
  %2703 = xor <8 x i64> %2699, %2647
  %2704 = xor <8 x i64> %2700, %2648
  %2705 = xor <8 x i64> %2701, %2649
  %2706 = xor <8 x i64> %2702, %2650
  %2707 = xor <8 x i64> %broadcast.splat1222, %2691
  %2708 = xor <8 x i64> %broadcast.splat1222, %2692
  %2709 = xor <8 x i64> %broadcast.splat1222, %2693
  %2710 = xor <8 x i64> %broadcast.splat1222, %2694
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
  %2739 = xor <8 x i64> %broadcast.splat1224, %2735
  %2740 = xor <8 x i64> %broadcast.splat1224, %2736
  %2741 = xor <8 x i64> %broadcast.splat1224, %2737
  %2742 = xor <8 x i64> %broadcast.splat1224, %2738
  %2743 = xor <8 x i64> %2739, %2687
  %2744 = xor <8 x i64> %2740, %2688
  %2745 = xor <8 x i64> %2741, %2689
  %2746 = xor <8 x i64> %2742, %2690
  %2747 = xor <8 x i64> %2731, %broadcast.splat1226
  %2748 = xor <8 x i64> %2732, %broadcast.splat1226
  %2749 = xor <8 x i64> %2733, %broadcast.splat1226
  %2750 = xor <8 x i64> %2734, %broadcast.splat1226
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
  %2775 = xor <8 x i64> %broadcast.splat1228, %2763
  %2776 = xor <8 x i64> %broadcast.splat1228, %2764
  %2777 = xor <8 x i64> %broadcast.splat1228, %2765
  %2778 = xor <8 x i64> %broadcast.splat1228, %2766
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
  %2804 = xor <8 x i32> %2803, %broadcast.splat1230
  %2805 = xor <8 x i32> %2772, %2796
  %2806 = xor <8 x i32> %2805, %broadcast.splat1230
  %2807 = xor <8 x i32> %2773, %2797
  %2808 = xor <8 x i32> %2807, %broadcast.splat1230
  %2809 = xor <8 x i32> %2774, %2798
  %2810 = xor <8 x i32> %2809, %broadcast.splat1230
  %2811 = getelementptr inbounds nuw float, ptr %across_noise, i64 %index1232
  %2812 = getelementptr inbounds nuw i8, ptr %2811, i64 32
  %2813 = getelementptr inbounds nuw i8, ptr %2811, i64 64
  %2814 = getelementptr inbounds nuw i8, ptr %2811, i64 96
  store <8 x i32> %2804, ptr %2811, align 4
  store <8 x i32> %2806, ptr %2812, align 4
  store <8 x i32> %2808, ptr %2813, align 4
  store <8 x i32> %2810, ptr %2814, align 4
  %2815 = getelementptr inbounds nuw float, ptr %across_staging, i64 %index1232
  %2816 = getelementptr inbounds nuw i8, ptr %2815, i64 32
  %2817 = getelementptr inbounds nuw i8, ptr %2815, i64 64
  %2818 = getelementptr inbounds nuw i8, ptr %2815, i64 96
  store <8 x i32> %2799, ptr %2815, align 4
  store <8 x i32> %2800, ptr %2816, align 4
  store <8 x i32> %2801, ptr %2817, align 4
  store <8 x i32> %2802, ptr %2818, align 4
  %index.next1237 = add nuw i64 %index1232, 32
  %vec.ind.next1238 = add <8 x i64> %vec.ind1233, splat (i64 32)
  %2819 = icmp eq i64 %index.next1237, %block_elements
  br i1 %2819, label %vector.body1172, label %vector.body1231, !llvm.loop !54

across_feature.header10.preheader:                ; preds = %step.body
  br i1 %.not355, label %iter.check955, label %across_row.header14.preheader.preheader

across_row.header14.preheader.preheader:          ; preds = %across_feature.header10.preheader
  %wide.load1130 = load <8 x float>, ptr %across_state, align 4
  %wide.load1131 = load <8 x float>, ptr %2326, align 4
  %2820 = fmul <8 x float> %wide.load1130, %wide.load1130
  %2821 = fmul <8 x float> %wide.load1131, %wide.load1131
  %wide.load1132 = load <8 x float>, ptr %across_input_0, align 4
  %wide.load1133 = load <8 x float>, ptr %2327, align 4
  %2822 = fmul <8 x float> %wide.load1130, zeroinitializer
  %2823 = fmul <8 x float> %wide.load1131, zeroinitializer
  %2824 = fmul <8 x float> %wide.load1130, %wide.load1132
  %2825 = fmul <8 x float> %wide.load1131, %wide.load1133
  %2826 = fsub <8 x float> zeroinitializer, %2824
  %2827 = fsub <8 x float> zeroinitializer, %2825
  %2828 = fadd <8 x float> %2822, zeroinitializer
  %2829 = fadd <8 x float> %2823, zeroinitializer
  %wide.load1130.1 = load <8 x float>, ptr %2333, align 4
  %wide.load1131.1 = load <8 x float>, ptr %2334, align 4
  %2830 = fmul <8 x float> %wide.load1130.1, %wide.load1130.1
  %2831 = fmul <8 x float> %wide.load1131.1, %wide.load1131.1
  %wide.load1132.1 = load <8 x float>, ptr %2335, align 4
  %wide.load1133.1 = load <8 x float>, ptr %2336, align 4
  %2832 = fmul <8 x float> %wide.load1130.1, zeroinitializer
  %2833 = fmul <8 x float> %wide.load1131.1, zeroinitializer
  %2834 = fmul <8 x float> %wide.load1130.1, %wide.load1132.1
  %2835 = fmul <8 x float> %wide.load1131.1, %wide.load1133.1
  %2836 = fsub <8 x float> zeroinitializer, %2834
  %2837 = fsub <8 x float> zeroinitializer, %2835
  %2838 = fadd <8 x float> %2832, zeroinitializer
  %2839 = fadd <8 x float> %2833, zeroinitializer
  %wide.load1130.2 = load <8 x float>, ptr %2343, align 4
  %wide.load1131.2 = load <8 x float>, ptr %2344, align 4
  %2840 = fmul <8 x float> %wide.load1130.2, %wide.load1130.2
  %2841 = fmul <8 x float> %wide.load1131.2, %wide.load1131.2
  %wide.load1132.2 = load <8 x float>, ptr %2345, align 4
  %wide.load1133.2 = load <8 x float>, ptr %2346, align 4
  %2842 = fmul <8 x float> %wide.load1130.2, zeroinitializer
  %2843 = fmul <8 x float> %wide.load1131.2, zeroinitializer
  %2844 = fmul <8 x float> %wide.load1130.2, %wide.load1132.2
  %2845 = fmul <8 x float> %wide.load1131.2, %wide.load1133.2
  %2846 = fsub <8 x float> zeroinitializer, %2844
  %2847 = fsub <8 x float> zeroinitializer, %2845
  %2848 = fadd <8 x float> %2842, zeroinitializer
  %2849 = fadd <8 x float> %2843, zeroinitializer
  %wide.load1130.3 = load <8 x float>, ptr %2353, align 4
  %wide.load1131.3 = load <8 x float>, ptr %2354, align 4
  %2850 = fmul <8 x float> %wide.load1130.3, %wide.load1130.3
  %2851 = fmul <8 x float> %wide.load1131.3, %wide.load1131.3
  %wide.load1132.3 = load <8 x float>, ptr %2355, align 4
  %wide.load1133.3 = load <8 x float>, ptr %2356, align 4
  %2852 = fmul <8 x float> %wide.load1130.3, zeroinitializer
  %2853 = fmul <8 x float> %wide.load1131.3, zeroinitializer
  %2854 = fmul <8 x float> %wide.load1130.3, %wide.load1132.3
  %2855 = fmul <8 x float> %wide.load1131.3, %wide.load1133.3
  %2856 = fsub <8 x float> zeroinitializer, %2854
  %2857 = fsub <8 x float> zeroinitializer, %2855
  %2858 = fadd <8 x float> %2852, zeroinitializer
  %2859 = fadd <8 x float> %2853, zeroinitializer
  br label %across_row.header14.preheader

step.exit:                                        ; preds = %noise.done50, %across_in.exit
  %wide.load1123.71660 = phi <8 x float> [ %wide.load1123.71659, %across_in.exit ], [ %wide.load1123.71661, %noise.done50 ]
  %wide.load1123.61649 = phi <8 x float> [ %wide.load1123.61648, %across_in.exit ], [ %wide.load1123.61650, %noise.done50 ]
  %wide.load1123.51638 = phi <8 x float> [ %wide.load1123.51637, %across_in.exit ], [ %wide.load1123.51639, %noise.done50 ]
  %wide.load1123.41627 = phi <8 x float> [ %wide.load1123.41626, %across_in.exit ], [ %wide.load1123.41628, %noise.done50 ]
  %wide.load1123.31616 = phi <8 x float> [ %wide.load1123.31615, %across_in.exit ], [ %wide.load1123.31617, %noise.done50 ]
  %wide.load1123.21605 = phi <8 x float> [ %wide.load1123.21604, %across_in.exit ], [ %wide.load1123.21606, %noise.done50 ]
  %wide.load1123.11594 = phi <8 x float> [ %wide.load1123.11593, %across_in.exit ], [ %wide.load1123.11595, %noise.done50 ]
  %wide.load11231583 = phi <8 x float> [ %wide.load11231582, %across_in.exit ], [ %wide.load11231584, %noise.done50 ]
  %wide.load1165.71572 = phi <8 x float> [ %wide.load1165.71571, %across_in.exit ], [ %wide.load1165.71573, %noise.done50 ]
  %wide.load1165.61561 = phi <8 x float> [ %wide.load1165.61560, %across_in.exit ], [ %wide.load1165.61562, %noise.done50 ]
  %wide.load1165.51550 = phi <8 x float> [ %wide.load1165.51549, %across_in.exit ], [ %wide.load1165.51551, %noise.done50 ]
  %wide.load1165.41539 = phi <8 x float> [ %wide.load1165.41538, %across_in.exit ], [ %wide.load1165.41540, %noise.done50 ]
  %wide.load1165.31528 = phi <8 x float> [ %wide.load1165.31527, %across_in.exit ], [ %wide.load1165.31529, %noise.done50 ]
  %wide.load1165.21517 = phi <8 x float> [ %wide.load1165.21516, %across_in.exit ], [ %wide.load1165.21518, %noise.done50 ]
  %wide.load1165.11506 = phi <8 x float> [ %wide.load1165.11505, %across_in.exit ], [ %wide.load1165.11507, %noise.done50 ]
  %wide.load11651495 = phi <8 x float> [ %wide.load11651494, %across_in.exit ], [ %wide.load11651496, %noise.done50 ]
  %wide.load1164.71484 = phi <8 x float> [ %wide.load1164.71483, %across_in.exit ], [ %wide.load1164.71485, %noise.done50 ]
  %wide.load1164.61473 = phi <8 x float> [ %wide.load1164.61472, %across_in.exit ], [ %wide.load1164.61474, %noise.done50 ]
  %wide.load1164.51462 = phi <8 x float> [ %wide.load1164.51461, %across_in.exit ], [ %wide.load1164.51463, %noise.done50 ]
  %wide.load1164.41451 = phi <8 x float> [ %wide.load1164.41450, %across_in.exit ], [ %wide.load1164.41452, %noise.done50 ]
  %wide.load1164.31440 = phi <8 x float> [ %wide.load1164.31439, %across_in.exit ], [ %wide.load1164.31441, %noise.done50 ]
  %wide.load1164.21429 = phi <8 x float> [ %wide.load1164.21428, %across_in.exit ], [ %wide.load1164.21430, %noise.done50 ]
  %wide.load1164.11418 = phi <8 x float> [ %wide.load1164.11417, %across_in.exit ], [ %wide.load1164.11419, %noise.done50 ]
  %wide.load11641407 = phi <8 x float> [ %wide.load11641406, %across_in.exit ], [ %wide.load11641408, %noise.done50 ]
  %wide.load1163.71396 = phi <8 x float> [ %wide.load1163.71395, %across_in.exit ], [ %wide.load1163.71397, %noise.done50 ]
  %wide.load1163.61385 = phi <8 x float> [ %wide.load1163.61384, %across_in.exit ], [ %wide.load1163.61386, %noise.done50 ]
  %wide.load1163.51374 = phi <8 x float> [ %wide.load1163.51373, %across_in.exit ], [ %wide.load1163.51375, %noise.done50 ]
  %wide.load1163.41363 = phi <8 x float> [ %wide.load1163.41362, %across_in.exit ], [ %wide.load1163.41364, %noise.done50 ]
  %wide.load1163.31352 = phi <8 x float> [ %wide.load1163.31351, %across_in.exit ], [ %wide.load1163.31353, %noise.done50 ]
  %wide.load1163.21341 = phi <8 x float> [ %wide.load1163.21340, %across_in.exit ], [ %wide.load1163.21342, %noise.done50 ]
  %wide.load1163.11330 = phi <8 x float> [ %wide.load1163.11329, %across_in.exit ], [ %wide.load1163.11331, %noise.done50 ]
  %2860 = phi <8 x float> [ %2430, %across_in.exit ], [ %4037, %noise.done50 ]
  %real_elements = mul nuw nsw i64 %2435, %n_features
  %.not367 = icmp eq i64 %real_elements, 0
  br i1 %.not367, label %across_out.exit, label %across_out.body.preheader

across_out.body.preheader:                        ; preds = %step.exit
  %xtraiter1321 = and i64 %2431, 1
  %2861 = icmp eq i64 %2431, 1
  br i1 %2861, label %across_out.body.epil.preheader, label %across_out.body.preheader.new

across_out.body.preheader.new:                    ; preds = %across_out.body.preheader
  %unroll_iter1325 = and i64 %2431, 4094
  br label %across_out.body

vector.body1172:                                  ; preds = %vector.body1231, %vector.body1172
  %index1173 = phi i64 [ %index.next1182, %vector.body1172 ], [ 0, %vector.body1231 ]
  %2862 = getelementptr inbounds nuw float, ptr %across_noise, i64 %index1173
  %2863 = getelementptr inbounds nuw i8, ptr %2862, i64 32
  %2864 = getelementptr inbounds nuw i8, ptr %2862, i64 64
  %2865 = getelementptr inbounds nuw i8, ptr %2862, i64 96
  %wide.load1174 = load <8 x i32>, ptr %2862, align 4
  %wide.load1175 = load <8 x i32>, ptr %2863, align 4
  %wide.load1176 = load <8 x i32>, ptr %2864, align 4
  %wide.load1177 = load <8 x i32>, ptr %2865, align 4
  %2866 = getelementptr inbounds nuw float, ptr %across_staging, i64 %index1173
  %2867 = getelementptr inbounds nuw i8, ptr %2866, i64 32
  %2868 = getelementptr inbounds nuw i8, ptr %2866, i64 64
  %2869 = getelementptr inbounds nuw i8, ptr %2866, i64 96
  %wide.load1178 = load <8 x i32>, ptr %2866, align 4
  %wide.load1179 = load <8 x i32>, ptr %2867, align 4
  %wide.load1180 = load <8 x i32>, ptr %2868, align 4
  %wide.load1181 = load <8 x i32>, ptr %2869, align 4
  %2870 = uitofp <8 x i32> %wide.load1174 to <8 x double>
  %2871 = uitofp <8 x i32> %wide.load1175 to <8 x double>
  %2872 = uitofp <8 x i32> %wide.load1176 to <8 x double>
  %2873 = uitofp <8 x i32> %wide.load1177 to <8 x double>
  %2874 = fadd <8 x double> %2870, splat (double 5.000000e-01)
  %2875 = fadd <8 x double> %2871, splat (double 5.000000e-01)
  %2876 = fadd <8 x double> %2872, splat (double 5.000000e-01)
  %2877 = fadd <8 x double> %2873, splat (double 5.000000e-01)
  %2878 = fmul <8 x double> %2874, splat (double 0x3DF0000000000000)
  %2879 = fmul <8 x double> %2875, splat (double 0x3DF0000000000000)
  %2880 = fmul <8 x double> %2876, splat (double 0x3DF0000000000000)
  %2881 = fmul <8 x double> %2877, splat (double 0x3DF0000000000000)
  %2882 = uitofp <8 x i32> %wide.load1178 to <8 x double>
  %2883 = uitofp <8 x i32> %wide.load1179 to <8 x double>
  %2884 = uitofp <8 x i32> %wide.load1180 to <8 x double>
  %2885 = uitofp <8 x i32> %wide.load1181 to <8 x double>
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
  %index.next1182 = add nuw i64 %index1173, 32
  %3385 = icmp eq i64 %index.next1182, %block_elements
  br i1 %3385, label %across_row.header.preheader.preheader, label %vector.body1172, !llvm.loop !55

across_row.header.preheader.preheader:            ; preds = %vector.body1172
  %wide.load1151 = load <8 x float>, ptr %across_state, align 4
  %3386 = fmul <8 x float> %wide.load1151, %wide.load1151
  %wide.load1152 = load <8 x float>, ptr %across_input_0, align 4
  %wide.load1153 = load <8 x float>, ptr %across_noise, align 4
  %3387 = fmul <8 x float> %wide.load1151, %wide.load1153
  %3388 = fmul <8 x float> %wide.load1151, %wide.load1152
  %3389 = fsub <8 x float> zeroinitializer, %3388
  %3390 = fadd <8 x float> %3387, zeroinitializer
  %wide.load1151.1 = load <8 x float>, ptr %2261, align 4
  %3391 = fmul <8 x float> %wide.load1151.1, %wide.load1151.1
  %wide.load1152.1 = load <8 x float>, ptr %2262, align 4
  %wide.load1153.1 = load <8 x float>, ptr %2263, align 4
  %3392 = fmul <8 x float> %wide.load1151.1, %wide.load1153.1
  %3393 = fmul <8 x float> %wide.load1151.1, %wide.load1152.1
  %3394 = fsub <8 x float> zeroinitializer, %3393
  %3395 = fadd <8 x float> %3392, zeroinitializer
  %wide.load1151.2 = load <8 x float>, ptr %2267, align 4
  %3396 = fmul <8 x float> %wide.load1151.2, %wide.load1151.2
  %wide.load1152.2 = load <8 x float>, ptr %2268, align 4
  %wide.load1153.2 = load <8 x float>, ptr %2269, align 4
  %3397 = fmul <8 x float> %wide.load1151.2, %wide.load1153.2
  %3398 = fmul <8 x float> %wide.load1151.2, %wide.load1152.2
  %3399 = fsub <8 x float> zeroinitializer, %3398
  %3400 = fadd <8 x float> %3397, zeroinitializer
  %wide.load1151.3 = load <8 x float>, ptr %2273, align 4
  %3401 = fmul <8 x float> %wide.load1151.3, %wide.load1151.3
  %wide.load1152.3 = load <8 x float>, ptr %2274, align 4
  %wide.load1153.3 = load <8 x float>, ptr %2275, align 4
  %3402 = fmul <8 x float> %wide.load1151.3, %wide.load1153.3
  %3403 = fmul <8 x float> %wide.load1151.3, %wide.load1152.3
  %3404 = fsub <8 x float> zeroinitializer, %3403
  %3405 = fadd <8 x float> %3402, zeroinitializer
  %wide.load1151.4 = load <8 x float>, ptr %2279, align 4
  %3406 = fmul <8 x float> %wide.load1151.4, %wide.load1151.4
  %wide.load1152.4 = load <8 x float>, ptr %2280, align 4
  %wide.load1153.4 = load <8 x float>, ptr %2281, align 4
  %3407 = fmul <8 x float> %wide.load1151.4, %wide.load1153.4
  %3408 = fmul <8 x float> %wide.load1151.4, %wide.load1152.4
  %3409 = fsub <8 x float> zeroinitializer, %3408
  %3410 = fadd <8 x float> %3407, zeroinitializer
  %wide.load1151.5 = load <8 x float>, ptr %2285, align 4
  %3411 = fmul <8 x float> %wide.load1151.5, %wide.load1151.5
  %wide.load1152.5 = load <8 x float>, ptr %2286, align 4
  %wide.load1153.5 = load <8 x float>, ptr %2287, align 4
  %3412 = fmul <8 x float> %wide.load1151.5, %wide.load1153.5
  %3413 = fmul <8 x float> %wide.load1151.5, %wide.load1152.5
  %3414 = fsub <8 x float> zeroinitializer, %3413
  %3415 = fadd <8 x float> %3412, zeroinitializer
  %wide.load1151.6 = load <8 x float>, ptr %2291, align 4
  %3416 = fmul <8 x float> %wide.load1151.6, %wide.load1151.6
  %wide.load1152.6 = load <8 x float>, ptr %2292, align 4
  %wide.load1153.6 = load <8 x float>, ptr %2293, align 4
  %3417 = fmul <8 x float> %wide.load1151.6, %wide.load1153.6
  %3418 = fmul <8 x float> %wide.load1151.6, %wide.load1152.6
  %3419 = fsub <8 x float> zeroinitializer, %3418
  %3420 = fadd <8 x float> %3417, zeroinitializer
  %wide.load1151.7 = load <8 x float>, ptr %2297, align 4
  %3421 = fmul <8 x float> %wide.load1151.7, %wide.load1151.7
  %wide.load1152.7 = load <8 x float>, ptr %2298, align 4
  %wide.load1153.7 = load <8 x float>, ptr %2299, align 4
  %3422 = fmul <8 x float> %wide.load1151.7, %wide.load1153.7
  %3423 = fmul <8 x float> %wide.load1151.7, %wide.load1152.7
  %3424 = fsub <8 x float> zeroinitializer, %3423
  %3425 = fadd <8 x float> %3422, zeroinitializer
  br label %across_row.header.preheader

noise.done:                                       ; preds = %across_row.exit, %across_row.exit16
  %wide.load1165.71576 = phi <8 x float> [ %wide.load1165.71577, %across_row.exit16 ], [ %wide.load1165.71578, %across_row.exit ]
  %wide.load1165.61565 = phi <8 x float> [ %wide.load1165.61566, %across_row.exit16 ], [ %wide.load1165.61567, %across_row.exit ]
  %wide.load1165.51554 = phi <8 x float> [ %wide.load1165.51555, %across_row.exit16 ], [ %wide.load1165.51556, %across_row.exit ]
  %wide.load1165.41543 = phi <8 x float> [ %wide.load1165.41544, %across_row.exit16 ], [ %wide.load1165.41545, %across_row.exit ]
  %wide.load1165.31532 = phi <8 x float> [ %wide.load1165.31533, %across_row.exit16 ], [ %wide.load1165.31534, %across_row.exit ]
  %wide.load1165.21521 = phi <8 x float> [ %wide.load1165.21522, %across_row.exit16 ], [ %wide.load1165.21523, %across_row.exit ]
  %wide.load1165.11510 = phi <8 x float> [ %wide.load1165.11511, %across_row.exit16 ], [ %wide.load1165.11512, %across_row.exit ]
  %wide.load11651499 = phi <8 x float> [ %wide.load11651500, %across_row.exit16 ], [ %wide.load11651501, %across_row.exit ]
  %wide.load1164.71488 = phi <8 x float> [ %wide.load1164.71489, %across_row.exit16 ], [ %wide.load1164.71490, %across_row.exit ]
  %wide.load1164.61477 = phi <8 x float> [ %wide.load1164.61478, %across_row.exit16 ], [ %wide.load1164.61479, %across_row.exit ]
  %wide.load1164.51466 = phi <8 x float> [ %wide.load1164.51467, %across_row.exit16 ], [ %wide.load1164.51468, %across_row.exit ]
  %wide.load1164.41455 = phi <8 x float> [ %wide.load1164.41456, %across_row.exit16 ], [ %wide.load1164.41457, %across_row.exit ]
  %wide.load1164.31444 = phi <8 x float> [ %wide.load1164.31445, %across_row.exit16 ], [ %wide.load1164.31446, %across_row.exit ]
  %wide.load1164.21433 = phi <8 x float> [ %wide.load1164.21434, %across_row.exit16 ], [ %wide.load1164.21435, %across_row.exit ]
  %wide.load1164.11422 = phi <8 x float> [ %wide.load1164.11423, %across_row.exit16 ], [ %wide.load1164.11424, %across_row.exit ]
  %wide.load11641411 = phi <8 x float> [ %wide.load11641412, %across_row.exit16 ], [ %wide.load11641413, %across_row.exit ]
  %wide.load1163.71400 = phi <8 x float> [ %wide.load1163.71401, %across_row.exit16 ], [ %wide.load1163.71402, %across_row.exit ]
  %wide.load1163.61389 = phi <8 x float> [ %wide.load1163.61390, %across_row.exit16 ], [ %wide.load1163.61391, %across_row.exit ]
  %wide.load1163.51378 = phi <8 x float> [ %wide.load1163.51379, %across_row.exit16 ], [ %wide.load1163.51380, %across_row.exit ]
  %wide.load1163.41367 = phi <8 x float> [ %wide.load1163.41368, %across_row.exit16 ], [ %wide.load1163.41369, %across_row.exit ]
  %wide.load1163.31356 = phi <8 x float> [ %wide.load1163.31357, %across_row.exit16 ], [ %wide.load1163.31358, %across_row.exit ]
  %wide.load1163.21345 = phi <8 x float> [ %wide.load1163.21346, %across_row.exit16 ], [ %wide.load1163.21347, %across_row.exit ]
  %wide.load1163.11334 = phi <8 x float> [ %wide.load1163.11335, %across_row.exit16 ], [ %wide.load1163.11336, %across_row.exit ]
  %3426 = phi <8 x float> [ %3711, %across_row.exit16 ], [ %3636, %across_row.exit ]
  br i1 %cond, label %across_row.header39.preheader.preheader, label %across_row.header28.preheader.preheader

across_row.header28.preheader.preheader:          ; preds = %noise.done
  %broadcast.splatinsert1094 = insertelement <8 x float> poison, float %noise_scale4, i64 0
  %broadcast.splat1095 = shufflevector <8 x float> %broadcast.splatinsert1094, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.load1098 = load <8 x float>, ptr %across_state, align 4
  %wide.load1099 = load <8 x float>, ptr %2371, align 4
  %wide.load1100 = load <8 x float>, ptr %across_input_0, align 4
  %wide.load1101 = load <8 x float>, ptr %2372, align 4
  %3427 = fneg <8 x float> %wide.load1100
  %3428 = fneg <8 x float> %wide.load1101
  %3429 = fmul <8 x float> %wide.load1098, %wide.load11641411
  %3430 = fmul <8 x float> %wide.load1099, %wide.load1164.11422
  %3431 = fsub <8 x float> %3427, %3429
  %3432 = fsub <8 x float> %3428, %3430
  %3433 = fmul <8 x float> %broadcast.splat1093, %3431
  %3434 = fmul <8 x float> %broadcast.splat1093, %3432
  %3435 = fsub <8 x float> %wide.load1098, %3433
  %3436 = fsub <8 x float> %wide.load1099, %3434
  %wide.load1104 = load <8 x float>, ptr %across_noise, align 4
  %wide.load1105 = load <8 x float>, ptr %2373, align 4
  %3437 = fmul <8 x float> %wide.load1098, %wide.load11651499
  %3438 = fmul <8 x float> %wide.load1099, %wide.load1165.11510
  %3439 = fsub <8 x float> %wide.load1104, %3437
  %3440 = fsub <8 x float> %wide.load1105, %3438
  %3441 = fmul <8 x float> %broadcast.splat1095, %3439
  %3442 = fmul <8 x float> %broadcast.splat1095, %3440
  %3443 = fadd <8 x float> %3435, %3441
  %3444 = fadd <8 x float> %3436, %3442
  %3445 = fmul <8 x float> %3443, %3443
  %3446 = fmul <8 x float> %3444, %3444
  %wide.load1098.1 = load <8 x float>, ptr %2376, align 4
  %wide.load1099.1 = load <8 x float>, ptr %2377, align 4
  %wide.load1100.1 = load <8 x float>, ptr %2378, align 4
  %wide.load1101.1 = load <8 x float>, ptr %2379, align 4
  %3447 = fneg <8 x float> %wide.load1100.1
  %3448 = fneg <8 x float> %wide.load1101.1
  %3449 = fmul <8 x float> %wide.load1098.1, %wide.load1164.21433
  %3450 = fmul <8 x float> %wide.load1099.1, %wide.load1164.31444
  %3451 = fsub <8 x float> %3447, %3449
  %3452 = fsub <8 x float> %3448, %3450
  %3453 = fmul <8 x float> %broadcast.splat1093, %3451
  %3454 = fmul <8 x float> %broadcast.splat1093, %3452
  %3455 = fsub <8 x float> %wide.load1098.1, %3453
  %3456 = fsub <8 x float> %wide.load1099.1, %3454
  %wide.load1104.1 = load <8 x float>, ptr %2380, align 4
  %wide.load1105.1 = load <8 x float>, ptr %2381, align 4
  %3457 = fmul <8 x float> %wide.load1098.1, %wide.load1165.21521
  %3458 = fmul <8 x float> %wide.load1099.1, %wide.load1165.31532
  %3459 = fsub <8 x float> %wide.load1104.1, %3457
  %3460 = fsub <8 x float> %wide.load1105.1, %3458
  %3461 = fmul <8 x float> %broadcast.splat1095, %3459
  %3462 = fmul <8 x float> %broadcast.splat1095, %3460
  %3463 = fadd <8 x float> %3455, %3461
  %3464 = fadd <8 x float> %3456, %3462
  %3465 = fmul <8 x float> %3463, %3463
  %3466 = fmul <8 x float> %3464, %3464
  %wide.load1098.2 = load <8 x float>, ptr %2384, align 4
  %wide.load1099.2 = load <8 x float>, ptr %2385, align 4
  %wide.load1100.2 = load <8 x float>, ptr %2386, align 4
  %wide.load1101.2 = load <8 x float>, ptr %2387, align 4
  %3467 = fneg <8 x float> %wide.load1100.2
  %3468 = fneg <8 x float> %wide.load1101.2
  %3469 = fmul <8 x float> %wide.load1098.2, %wide.load1164.41455
  %3470 = fmul <8 x float> %wide.load1099.2, %wide.load1164.51466
  %3471 = fsub <8 x float> %3467, %3469
  %3472 = fsub <8 x float> %3468, %3470
  %3473 = fmul <8 x float> %broadcast.splat1093, %3471
  %3474 = fmul <8 x float> %broadcast.splat1093, %3472
  %3475 = fsub <8 x float> %wide.load1098.2, %3473
  %3476 = fsub <8 x float> %wide.load1099.2, %3474
  %wide.load1104.2 = load <8 x float>, ptr %2388, align 4
  %wide.load1105.2 = load <8 x float>, ptr %2389, align 4
  %3477 = fmul <8 x float> %wide.load1098.2, %wide.load1165.41543
  %3478 = fmul <8 x float> %wide.load1099.2, %wide.load1165.51554
  %3479 = fsub <8 x float> %wide.load1104.2, %3477
  %3480 = fsub <8 x float> %wide.load1105.2, %3478
  %3481 = fmul <8 x float> %broadcast.splat1095, %3479
  %3482 = fmul <8 x float> %broadcast.splat1095, %3480
  %3483 = fadd <8 x float> %3475, %3481
  %3484 = fadd <8 x float> %3476, %3482
  %3485 = fmul <8 x float> %3483, %3483
  %3486 = fmul <8 x float> %3484, %3484
  %wide.load1098.3 = load <8 x float>, ptr %2392, align 4
  %wide.load1099.3 = load <8 x float>, ptr %2393, align 4
  %wide.load1100.3 = load <8 x float>, ptr %2394, align 4
  %wide.load1101.3 = load <8 x float>, ptr %2395, align 4
  %3487 = fneg <8 x float> %wide.load1100.3
  %3488 = fneg <8 x float> %wide.load1101.3
  %3489 = fmul <8 x float> %wide.load1098.3, %wide.load1164.61477
  %3490 = fmul <8 x float> %wide.load1099.3, %wide.load1164.71488
  %3491 = fsub <8 x float> %3487, %3489
  %3492 = fsub <8 x float> %3488, %3490
  %3493 = fmul <8 x float> %broadcast.splat1093, %3491
  %3494 = fmul <8 x float> %broadcast.splat1093, %3492
  %3495 = fsub <8 x float> %wide.load1098.3, %3493
  %3496 = fsub <8 x float> %wide.load1099.3, %3494
  %wide.load1104.3 = load <8 x float>, ptr %2396, align 4
  %wide.load1105.3 = load <8 x float>, ptr %2397, align 4
  %3497 = fmul <8 x float> %wide.load1098.3, %wide.load1165.61565
  %3498 = fmul <8 x float> %wide.load1099.3, %wide.load1165.71576
  %3499 = fsub <8 x float> %wide.load1104.3, %3497
  %3500 = fsub <8 x float> %wide.load1105.3, %3498
  %3501 = fmul <8 x float> %broadcast.splat1095, %3499
  %3502 = fmul <8 x float> %broadcast.splat1095, %3500
  %3503 = fadd <8 x float> %3495, %3501
  %3504 = fadd <8 x float> %3496, %3502
  %3505 = fmul <8 x float> %3503, %3503
  %3506 = fmul <8 x float> %3504, %3504
  br label %across_row.header28.preheader

across_row.header39.preheader.preheader:          ; preds = %noise.done
  %wide.load1060 = load <8 x float>, ptr %across_state, align 4
  %wide.load1061 = load <8 x float>, ptr %2408, align 4
  %wide.load1062 = load <8 x float>, ptr %2409, align 4
  %wide.load1063 = load <8 x float>, ptr %2410, align 4
  %wide.load1064 = load <8 x float>, ptr %across_input_0, align 4
  %wide.load1065 = load <8 x float>, ptr %2411, align 4
  %wide.load1066 = load <8 x float>, ptr %2412, align 4
  %wide.load1067 = load <8 x float>, ptr %2413, align 4
  %3507 = fneg <8 x float> %wide.load1064
  %3508 = fneg <8 x float> %wide.load1065
  %3509 = fneg <8 x float> %wide.load1066
  %3510 = fneg <8 x float> %wide.load1067
  %3511 = fmul <8 x float> %wide.load1060, %wide.load11641411
  %3512 = fmul <8 x float> %wide.load1061, %wide.load1164.11422
  %3513 = fmul <8 x float> %wide.load1062, %wide.load1164.21433
  %3514 = fmul <8 x float> %wide.load1063, %wide.load1164.31444
  %3515 = fsub <8 x float> %3507, %3511
  %3516 = fsub <8 x float> %3508, %3512
  %3517 = fsub <8 x float> %3509, %3513
  %3518 = fsub <8 x float> %3510, %3514
  %3519 = fmul <8 x float> %broadcast.splat1057, %3515
  %3520 = fmul <8 x float> %broadcast.splat1057, %3516
  %3521 = fmul <8 x float> %broadcast.splat1057, %3517
  %3522 = fmul <8 x float> %broadcast.splat1057, %3518
  %3523 = fsub <8 x float> %wide.load1060, %3519
  %3524 = fsub <8 x float> %wide.load1061, %3520
  %3525 = fsub <8 x float> %wide.load1062, %3521
  %3526 = fsub <8 x float> %wide.load1063, %3522
  %3527 = fmul <8 x float> %3523, %3523
  %3528 = fmul <8 x float> %3524, %3524
  %3529 = fmul <8 x float> %3525, %3525
  %3530 = fmul <8 x float> %3526, %3526
  %wide.load1060.1 = load <8 x float>, ptr %2418, align 4
  %wide.load1061.1 = load <8 x float>, ptr %2419, align 4
  %wide.load1062.1 = load <8 x float>, ptr %2420, align 4
  %wide.load1063.1 = load <8 x float>, ptr %2421, align 4
  %wide.load1064.1 = load <8 x float>, ptr %2422, align 4
  %wide.load1065.1 = load <8 x float>, ptr %2423, align 4
  %wide.load1066.1 = load <8 x float>, ptr %2424, align 4
  %wide.load1067.1 = load <8 x float>, ptr %2425, align 4
  %3531 = fneg <8 x float> %wide.load1064.1
  %3532 = fneg <8 x float> %wide.load1065.1
  %3533 = fneg <8 x float> %wide.load1066.1
  %3534 = fneg <8 x float> %wide.load1067.1
  %3535 = fmul <8 x float> %wide.load1060.1, %wide.load1164.41455
  %3536 = fmul <8 x float> %wide.load1061.1, %wide.load1164.51466
  %3537 = fmul <8 x float> %wide.load1062.1, %wide.load1164.61477
  %3538 = fmul <8 x float> %wide.load1063.1, %wide.load1164.71488
  %3539 = fsub <8 x float> %3531, %3535
  %3540 = fsub <8 x float> %3532, %3536
  %3541 = fsub <8 x float> %3533, %3537
  %3542 = fsub <8 x float> %3534, %3538
  %3543 = fmul <8 x float> %broadcast.splat1057, %3539
  %3544 = fmul <8 x float> %broadcast.splat1057, %3540
  %3545 = fmul <8 x float> %broadcast.splat1057, %3541
  %3546 = fmul <8 x float> %broadcast.splat1057, %3542
  %3547 = fsub <8 x float> %wide.load1060.1, %3543
  %3548 = fsub <8 x float> %wide.load1061.1, %3544
  %3549 = fsub <8 x float> %wide.load1062.1, %3545
  %3550 = fsub <8 x float> %wide.load1063.1, %3546
  %3551 = fmul <8 x float> %3547, %3547
  %3552 = fmul <8 x float> %3548, %3548
  %3553 = fmul <8 x float> %3549, %3549
  %3554 = fmul <8 x float> %3550, %3550
  br label %across_row.header39.preheader

across_row.header.preheader:                      ; preds = %across_row.header.preheader.preheader, %across_row.exit
  %wide.load1165.71569 = phi <8 x float> [ %wide.load1165.71578, %across_row.exit ], [ %wide.load1165.71570, %across_row.header.preheader.preheader ]
  %wide.load1165.61558 = phi <8 x float> [ %wide.load1165.61567, %across_row.exit ], [ %wide.load1165.61559, %across_row.header.preheader.preheader ]
  %wide.load1165.51547 = phi <8 x float> [ %wide.load1165.51556, %across_row.exit ], [ %wide.load1165.51548, %across_row.header.preheader.preheader ]
  %wide.load1165.41536 = phi <8 x float> [ %wide.load1165.41545, %across_row.exit ], [ %wide.load1165.41537, %across_row.header.preheader.preheader ]
  %wide.load1165.31525 = phi <8 x float> [ %wide.load1165.31534, %across_row.exit ], [ %wide.load1165.31526, %across_row.header.preheader.preheader ]
  %wide.load1165.21514 = phi <8 x float> [ %wide.load1165.21523, %across_row.exit ], [ %wide.load1165.21515, %across_row.header.preheader.preheader ]
  %wide.load1165.11503 = phi <8 x float> [ %wide.load1165.11512, %across_row.exit ], [ %wide.load1165.11504, %across_row.header.preheader.preheader ]
  %wide.load11651492 = phi <8 x float> [ %wide.load11651501, %across_row.exit ], [ %wide.load11651493, %across_row.header.preheader.preheader ]
  %wide.load1164.71481 = phi <8 x float> [ %wide.load1164.71490, %across_row.exit ], [ %wide.load1164.71482, %across_row.header.preheader.preheader ]
  %wide.load1164.61470 = phi <8 x float> [ %wide.load1164.61479, %across_row.exit ], [ %wide.load1164.61471, %across_row.header.preheader.preheader ]
  %wide.load1164.51459 = phi <8 x float> [ %wide.load1164.51468, %across_row.exit ], [ %wide.load1164.51460, %across_row.header.preheader.preheader ]
  %wide.load1164.41448 = phi <8 x float> [ %wide.load1164.41457, %across_row.exit ], [ %wide.load1164.41449, %across_row.header.preheader.preheader ]
  %wide.load1164.31437 = phi <8 x float> [ %wide.load1164.31446, %across_row.exit ], [ %wide.load1164.31438, %across_row.header.preheader.preheader ]
  %wide.load1164.21426 = phi <8 x float> [ %wide.load1164.21435, %across_row.exit ], [ %wide.load1164.21427, %across_row.header.preheader.preheader ]
  %wide.load1164.11415 = phi <8 x float> [ %wide.load1164.11424, %across_row.exit ], [ %wide.load1164.11416, %across_row.header.preheader.preheader ]
  %wide.load11641404 = phi <8 x float> [ %wide.load11641413, %across_row.exit ], [ %wide.load11641405, %across_row.header.preheader.preheader ]
  %wide.load1163.71393 = phi <8 x float> [ %wide.load1163.71402, %across_row.exit ], [ %wide.load1163.71394, %across_row.header.preheader.preheader ]
  %wide.load1163.61382 = phi <8 x float> [ %wide.load1163.61391, %across_row.exit ], [ %wide.load1163.61383, %across_row.header.preheader.preheader ]
  %wide.load1163.51371 = phi <8 x float> [ %wide.load1163.51380, %across_row.exit ], [ %wide.load1163.51372, %across_row.header.preheader.preheader ]
  %wide.load1163.41360 = phi <8 x float> [ %wide.load1163.41369, %across_row.exit ], [ %wide.load1163.41361, %across_row.header.preheader.preheader ]
  %wide.load1163.31349 = phi <8 x float> [ %wide.load1163.31358, %across_row.exit ], [ %wide.load1163.31350, %across_row.header.preheader.preheader ]
  %wide.load1163.21338 = phi <8 x float> [ %wide.load1163.21347, %across_row.exit ], [ %wide.load1163.21339, %across_row.header.preheader.preheader ]
  %wide.load1163.11327 = phi <8 x float> [ %wide.load1163.11336, %across_row.exit ], [ %wide.load1163.11328, %across_row.header.preheader.preheader ]
  %3555 = phi <8 x float> [ %3636, %across_row.exit ], [ %2457, %across_row.header.preheader.preheader ]
  %across_feature334 = phi i64 [ %3637, %across_row.exit ], [ 0, %across_row.header.preheader.preheader ]
  %3556 = shl i64 %across_feature334, 6
  %first = icmp eq i64 %across_feature334, 0
  br i1 %first, label %vector.body1149, label %vector.body1158

vector.body1158:                                  ; preds = %across_row.header.preheader
  %3557 = getelementptr inbounds float, ptr %across_state, i64 %3556
  %wide.load1160 = load <8 x float>, ptr %3557, align 4
  %3558 = fmul <8 x float> %wide.load1160, %wide.load1160
  %3559 = getelementptr inbounds float, ptr %across_input_0, i64 %3556
  %wide.load1161 = load <8 x float>, ptr %3559, align 4
  %3560 = getelementptr inbounds float, ptr %across_noise, i64 %3556
  %wide.load1162 = load <8 x float>, ptr %3560, align 4
  %3561 = fmul <8 x float> %wide.load1160, %wide.load1162
  %3562 = fadd <8 x float> %3558, %3555
  store <8 x float> %3562, ptr %across_uniforms, align 4
  %3563 = fmul <8 x float> %wide.load1160, %wide.load1161
  %3564 = fsub <8 x float> %wide.load11641404, %3563
  store <8 x float> %3564, ptr %2236, align 4
  %3565 = fadd <8 x float> %3561, %wide.load11651492
  store <8 x float> %3565, ptr %2237, align 4
  %3566 = or disjoint i64 %3556, 8
  %3567 = getelementptr inbounds float, ptr %across_state, i64 %3566
  %wide.load1160.1 = load <8 x float>, ptr %3567, align 4
  %3568 = fmul <8 x float> %wide.load1160.1, %wide.load1160.1
  %3569 = getelementptr inbounds float, ptr %across_input_0, i64 %3566
  %wide.load1161.1 = load <8 x float>, ptr %3569, align 4
  %3570 = getelementptr inbounds float, ptr %across_noise, i64 %3566
  %wide.load1162.1 = load <8 x float>, ptr %3570, align 4
  %3571 = fmul <8 x float> %wide.load1160.1, %wide.load1162.1
  %3572 = fadd <8 x float> %3568, %wide.load1163.11327
  store <8 x float> %3572, ptr %2238, align 4
  %3573 = fmul <8 x float> %wide.load1160.1, %wide.load1161.1
  %3574 = fsub <8 x float> %wide.load1164.11415, %3573
  store <8 x float> %3574, ptr %2239, align 4
  %3575 = fadd <8 x float> %3571, %wide.load1165.11503
  store <8 x float> %3575, ptr %2240, align 4
  %3576 = or disjoint i64 %3556, 16
  %3577 = getelementptr inbounds float, ptr %across_state, i64 %3576
  %wide.load1160.2 = load <8 x float>, ptr %3577, align 4
  %3578 = fmul <8 x float> %wide.load1160.2, %wide.load1160.2
  %3579 = getelementptr inbounds float, ptr %across_input_0, i64 %3576
  %wide.load1161.2 = load <8 x float>, ptr %3579, align 4
  %3580 = getelementptr inbounds float, ptr %across_noise, i64 %3576
  %wide.load1162.2 = load <8 x float>, ptr %3580, align 4
  %3581 = fmul <8 x float> %wide.load1160.2, %wide.load1162.2
  %3582 = fadd <8 x float> %3578, %wide.load1163.21338
  store <8 x float> %3582, ptr %2241, align 4
  %3583 = fmul <8 x float> %wide.load1160.2, %wide.load1161.2
  %3584 = fsub <8 x float> %wide.load1164.21426, %3583
  store <8 x float> %3584, ptr %2242, align 4
  %3585 = fadd <8 x float> %3581, %wide.load1165.21514
  store <8 x float> %3585, ptr %2243, align 4
  %3586 = or disjoint i64 %3556, 24
  %3587 = getelementptr inbounds float, ptr %across_state, i64 %3586
  %wide.load1160.3 = load <8 x float>, ptr %3587, align 4
  %3588 = fmul <8 x float> %wide.load1160.3, %wide.load1160.3
  %3589 = getelementptr inbounds float, ptr %across_input_0, i64 %3586
  %wide.load1161.3 = load <8 x float>, ptr %3589, align 4
  %3590 = getelementptr inbounds float, ptr %across_noise, i64 %3586
  %wide.load1162.3 = load <8 x float>, ptr %3590, align 4
  %3591 = fmul <8 x float> %wide.load1160.3, %wide.load1162.3
  %3592 = fadd <8 x float> %3588, %wide.load1163.31349
  store <8 x float> %3592, ptr %2244, align 4
  %3593 = fmul <8 x float> %wide.load1160.3, %wide.load1161.3
  %3594 = fsub <8 x float> %wide.load1164.31437, %3593
  store <8 x float> %3594, ptr %2245, align 4
  %3595 = fadd <8 x float> %3591, %wide.load1165.31525
  store <8 x float> %3595, ptr %2246, align 4
  %3596 = or disjoint i64 %3556, 32
  %3597 = getelementptr inbounds float, ptr %across_state, i64 %3596
  %wide.load1160.4 = load <8 x float>, ptr %3597, align 4
  %3598 = fmul <8 x float> %wide.load1160.4, %wide.load1160.4
  %3599 = getelementptr inbounds float, ptr %across_input_0, i64 %3596
  %wide.load1161.4 = load <8 x float>, ptr %3599, align 4
  %3600 = getelementptr inbounds float, ptr %across_noise, i64 %3596
  %wide.load1162.4 = load <8 x float>, ptr %3600, align 4
  %3601 = fmul <8 x float> %wide.load1160.4, %wide.load1162.4
  %3602 = fadd <8 x float> %3598, %wide.load1163.41360
  store <8 x float> %3602, ptr %2247, align 4
  %3603 = fmul <8 x float> %wide.load1160.4, %wide.load1161.4
  %3604 = fsub <8 x float> %wide.load1164.41448, %3603
  store <8 x float> %3604, ptr %2248, align 4
  %3605 = fadd <8 x float> %3601, %wide.load1165.41536
  store <8 x float> %3605, ptr %2249, align 4
  %3606 = or disjoint i64 %3556, 40
  %3607 = getelementptr inbounds float, ptr %across_state, i64 %3606
  %wide.load1160.5 = load <8 x float>, ptr %3607, align 4
  %3608 = fmul <8 x float> %wide.load1160.5, %wide.load1160.5
  %3609 = getelementptr inbounds float, ptr %across_input_0, i64 %3606
  %wide.load1161.5 = load <8 x float>, ptr %3609, align 4
  %3610 = getelementptr inbounds float, ptr %across_noise, i64 %3606
  %wide.load1162.5 = load <8 x float>, ptr %3610, align 4
  %3611 = fmul <8 x float> %wide.load1160.5, %wide.load1162.5
  %3612 = fadd <8 x float> %3608, %wide.load1163.51371
  store <8 x float> %3612, ptr %2250, align 4
  %3613 = fmul <8 x float> %wide.load1160.5, %wide.load1161.5
  %3614 = fsub <8 x float> %wide.load1164.51459, %3613
  store <8 x float> %3614, ptr %2251, align 4
  %3615 = fadd <8 x float> %3611, %wide.load1165.51547
  store <8 x float> %3615, ptr %2252, align 4
  %3616 = or disjoint i64 %3556, 48
  %3617 = getelementptr inbounds float, ptr %across_state, i64 %3616
  %wide.load1160.6 = load <8 x float>, ptr %3617, align 4
  %3618 = fmul <8 x float> %wide.load1160.6, %wide.load1160.6
  %3619 = getelementptr inbounds float, ptr %across_input_0, i64 %3616
  %wide.load1161.6 = load <8 x float>, ptr %3619, align 4
  %3620 = getelementptr inbounds float, ptr %across_noise, i64 %3616
  %wide.load1162.6 = load <8 x float>, ptr %3620, align 4
  %3621 = fmul <8 x float> %wide.load1160.6, %wide.load1162.6
  %3622 = fadd <8 x float> %3618, %wide.load1163.61382
  store <8 x float> %3622, ptr %2253, align 4
  %3623 = fmul <8 x float> %wide.load1160.6, %wide.load1161.6
  %3624 = fsub <8 x float> %wide.load1164.61470, %3623
  store <8 x float> %3624, ptr %2254, align 4
  %3625 = fadd <8 x float> %3621, %wide.load1165.61558
  store <8 x float> %3625, ptr %2255, align 4
  %3626 = or disjoint i64 %3556, 56
  %3627 = getelementptr inbounds float, ptr %across_state, i64 %3626
  %wide.load1160.7 = load <8 x float>, ptr %3627, align 4
  %3628 = fmul <8 x float> %wide.load1160.7, %wide.load1160.7
  %3629 = getelementptr inbounds float, ptr %across_input_0, i64 %3626
  %wide.load1161.7 = load <8 x float>, ptr %3629, align 4
  %3630 = getelementptr inbounds float, ptr %across_noise, i64 %3626
  %wide.load1162.7 = load <8 x float>, ptr %3630, align 4
  %3631 = fmul <8 x float> %wide.load1160.7, %wide.load1162.7
  %3632 = fadd <8 x float> %3628, %wide.load1163.71393
  store <8 x float> %3632, ptr %2256, align 4
  %3633 = fmul <8 x float> %wide.load1160.7, %wide.load1161.7
  %3634 = fsub <8 x float> %wide.load1164.71481, %3633
  store <8 x float> %3634, ptr %2257, align 4
  %3635 = fadd <8 x float> %3631, %wide.load1165.71569
  store <8 x float> %3635, ptr %2258, align 4
  br label %across_row.exit

vector.body1149:                                  ; preds = %across_row.header.preheader
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

across_row.exit:                                  ; preds = %vector.body1158, %vector.body1149
  %wide.load1165.71578 = phi <8 x float> [ %3635, %vector.body1158 ], [ %3425, %vector.body1149 ]
  %wide.load1165.61567 = phi <8 x float> [ %3625, %vector.body1158 ], [ %3420, %vector.body1149 ]
  %wide.load1165.51556 = phi <8 x float> [ %3615, %vector.body1158 ], [ %3415, %vector.body1149 ]
  %wide.load1165.41545 = phi <8 x float> [ %3605, %vector.body1158 ], [ %3410, %vector.body1149 ]
  %wide.load1165.31534 = phi <8 x float> [ %3595, %vector.body1158 ], [ %3405, %vector.body1149 ]
  %wide.load1165.21523 = phi <8 x float> [ %3585, %vector.body1158 ], [ %3400, %vector.body1149 ]
  %wide.load1165.11512 = phi <8 x float> [ %3575, %vector.body1158 ], [ %3395, %vector.body1149 ]
  %wide.load11651501 = phi <8 x float> [ %3565, %vector.body1158 ], [ %3390, %vector.body1149 ]
  %wide.load1164.71490 = phi <8 x float> [ %3634, %vector.body1158 ], [ %3424, %vector.body1149 ]
  %wide.load1164.61479 = phi <8 x float> [ %3624, %vector.body1158 ], [ %3419, %vector.body1149 ]
  %wide.load1164.51468 = phi <8 x float> [ %3614, %vector.body1158 ], [ %3414, %vector.body1149 ]
  %wide.load1164.41457 = phi <8 x float> [ %3604, %vector.body1158 ], [ %3409, %vector.body1149 ]
  %wide.load1164.31446 = phi <8 x float> [ %3594, %vector.body1158 ], [ %3404, %vector.body1149 ]
  %wide.load1164.21435 = phi <8 x float> [ %3584, %vector.body1158 ], [ %3399, %vector.body1149 ]
  %wide.load1164.11424 = phi <8 x float> [ %3574, %vector.body1158 ], [ %3394, %vector.body1149 ]
  %wide.load11641413 = phi <8 x float> [ %3564, %vector.body1158 ], [ %3389, %vector.body1149 ]
  %wide.load1163.71402 = phi <8 x float> [ %3632, %vector.body1158 ], [ %3421, %vector.body1149 ]
  %wide.load1163.61391 = phi <8 x float> [ %3622, %vector.body1158 ], [ %3416, %vector.body1149 ]
  %wide.load1163.51380 = phi <8 x float> [ %3612, %vector.body1158 ], [ %3411, %vector.body1149 ]
  %wide.load1163.41369 = phi <8 x float> [ %3602, %vector.body1158 ], [ %3406, %vector.body1149 ]
  %wide.load1163.31358 = phi <8 x float> [ %3592, %vector.body1158 ], [ %3401, %vector.body1149 ]
  %wide.load1163.21347 = phi <8 x float> [ %3582, %vector.body1158 ], [ %3396, %vector.body1149 ]
  %wide.load1163.11336 = phi <8 x float> [ %3572, %vector.body1158 ], [ %3391, %vector.body1149 ]
  %3636 = phi <8 x float> [ %3562, %vector.body1158 ], [ %3386, %vector.body1149 ]
  %3637 = add nuw i64 %across_feature334, 1
  %exitcond429.not = icmp eq i64 %3637, %n_features
  br i1 %exitcond429.not, label %noise.done, label %across_row.header.preheader

across_row.header14.preheader:                    ; preds = %across_row.header14.preheader.preheader, %across_row.exit16
  %wide.load1165.71579 = phi <8 x float> [ %wide.load1165.71577, %across_row.exit16 ], [ %wide.load1165.71570, %across_row.header14.preheader.preheader ]
  %wide.load1165.61568 = phi <8 x float> [ %wide.load1165.61566, %across_row.exit16 ], [ %wide.load1165.61559, %across_row.header14.preheader.preheader ]
  %wide.load1165.51557 = phi <8 x float> [ %wide.load1165.51555, %across_row.exit16 ], [ %wide.load1165.51548, %across_row.header14.preheader.preheader ]
  %wide.load1165.41546 = phi <8 x float> [ %wide.load1165.41544, %across_row.exit16 ], [ %wide.load1165.41537, %across_row.header14.preheader.preheader ]
  %wide.load1165.31535 = phi <8 x float> [ %wide.load1165.31533, %across_row.exit16 ], [ %wide.load1165.31526, %across_row.header14.preheader.preheader ]
  %wide.load1165.21524 = phi <8 x float> [ %wide.load1165.21522, %across_row.exit16 ], [ %wide.load1165.21515, %across_row.header14.preheader.preheader ]
  %wide.load1165.11513 = phi <8 x float> [ %wide.load1165.11511, %across_row.exit16 ], [ %wide.load1165.11504, %across_row.header14.preheader.preheader ]
  %wide.load11651502 = phi <8 x float> [ %wide.load11651500, %across_row.exit16 ], [ %wide.load11651493, %across_row.header14.preheader.preheader ]
  %wide.load1164.71491 = phi <8 x float> [ %wide.load1164.71489, %across_row.exit16 ], [ %wide.load1164.71482, %across_row.header14.preheader.preheader ]
  %wide.load1164.61480 = phi <8 x float> [ %wide.load1164.61478, %across_row.exit16 ], [ %wide.load1164.61471, %across_row.header14.preheader.preheader ]
  %wide.load1164.51469 = phi <8 x float> [ %wide.load1164.51467, %across_row.exit16 ], [ %wide.load1164.51460, %across_row.header14.preheader.preheader ]
  %wide.load1164.41458 = phi <8 x float> [ %wide.load1164.41456, %across_row.exit16 ], [ %wide.load1164.41449, %across_row.header14.preheader.preheader ]
  %wide.load1164.31447 = phi <8 x float> [ %wide.load1164.31445, %across_row.exit16 ], [ %wide.load1164.31438, %across_row.header14.preheader.preheader ]
  %wide.load1164.21436 = phi <8 x float> [ %wide.load1164.21434, %across_row.exit16 ], [ %wide.load1164.21427, %across_row.header14.preheader.preheader ]
  %wide.load1164.11425 = phi <8 x float> [ %wide.load1164.11423, %across_row.exit16 ], [ %wide.load1164.11416, %across_row.header14.preheader.preheader ]
  %wide.load11641414 = phi <8 x float> [ %wide.load11641412, %across_row.exit16 ], [ %wide.load11641405, %across_row.header14.preheader.preheader ]
  %wide.load1163.71403 = phi <8 x float> [ %wide.load1163.71401, %across_row.exit16 ], [ %wide.load1163.71394, %across_row.header14.preheader.preheader ]
  %wide.load1163.61392 = phi <8 x float> [ %wide.load1163.61390, %across_row.exit16 ], [ %wide.load1163.61383, %across_row.header14.preheader.preheader ]
  %wide.load1163.51381 = phi <8 x float> [ %wide.load1163.51379, %across_row.exit16 ], [ %wide.load1163.51372, %across_row.header14.preheader.preheader ]
  %wide.load1163.41370 = phi <8 x float> [ %wide.load1163.41368, %across_row.exit16 ], [ %wide.load1163.41361, %across_row.header14.preheader.preheader ]
  %wide.load1163.31359 = phi <8 x float> [ %wide.load1163.31357, %across_row.exit16 ], [ %wide.load1163.31350, %across_row.header14.preheader.preheader ]
  %wide.load1163.21348 = phi <8 x float> [ %wide.load1163.21346, %across_row.exit16 ], [ %wide.load1163.21339, %across_row.header14.preheader.preheader ]
  %wide.load1163.11337 = phi <8 x float> [ %wide.load1163.11335, %across_row.exit16 ], [ %wide.load1163.11328, %across_row.header14.preheader.preheader ]
  %3638 = phi <8 x float> [ %3711, %across_row.exit16 ], [ %2457, %across_row.header14.preheader.preheader ]
  %across_feature13336 = phi i64 [ %3712, %across_row.exit16 ], [ 0, %across_row.header14.preheader.preheader ]
  %3639 = shl i64 %across_feature13336, 6
  %first19 = icmp eq i64 %across_feature13336, 0
  br i1 %first19, label %vector.body1128, label %vector.body1138

vector.body1138:                                  ; preds = %across_row.header14.preheader
  %3640 = getelementptr inbounds float, ptr %across_state, i64 %3639
  %wide.load1140 = load <8 x float>, ptr %3640, align 4
  %3641 = fmul <8 x float> %wide.load1140, %wide.load1140
  %3642 = getelementptr inbounds float, ptr %across_input_0, i64 %3639
  %wide.load1141 = load <8 x float>, ptr %3642, align 4
  %3643 = fmul <8 x float> %wide.load1140, zeroinitializer
  %3644 = fadd <8 x float> %3641, %3638
  store <8 x float> %3644, ptr %across_uniforms, align 4
  %3645 = fmul <8 x float> %wide.load1140, %wide.load1141
  %3646 = fsub <8 x float> %wide.load11641414, %3645
  store <8 x float> %3646, ptr %2303, align 4
  %3647 = fadd <8 x float> %3643, %wide.load11651502
  store <8 x float> %3647, ptr %2304, align 4
  %3648 = or disjoint i64 %3639, 8
  %3649 = getelementptr inbounds float, ptr %across_state, i64 %3648
  %wide.load1140.1 = load <8 x float>, ptr %3649, align 4
  %3650 = fmul <8 x float> %wide.load1140.1, %wide.load1140.1
  %3651 = getelementptr inbounds float, ptr %across_input_0, i64 %3648
  %wide.load1141.1 = load <8 x float>, ptr %3651, align 4
  %3652 = fmul <8 x float> %wide.load1140.1, zeroinitializer
  %3653 = fadd <8 x float> %3650, %wide.load1163.11337
  store <8 x float> %3653, ptr %2305, align 4
  %3654 = fmul <8 x float> %wide.load1140.1, %wide.load1141.1
  %3655 = fsub <8 x float> %wide.load1164.11425, %3654
  store <8 x float> %3655, ptr %2306, align 4
  %3656 = fadd <8 x float> %3652, %wide.load1165.11513
  store <8 x float> %3656, ptr %2307, align 4
  %3657 = or disjoint i64 %3639, 16
  %3658 = getelementptr inbounds float, ptr %across_state, i64 %3657
  %wide.load1140.2 = load <8 x float>, ptr %3658, align 4
  %3659 = fmul <8 x float> %wide.load1140.2, %wide.load1140.2
  %3660 = getelementptr inbounds float, ptr %across_input_0, i64 %3657
  %wide.load1141.2 = load <8 x float>, ptr %3660, align 4
  %3661 = fmul <8 x float> %wide.load1140.2, zeroinitializer
  %3662 = fadd <8 x float> %3659, %wide.load1163.21348
  store <8 x float> %3662, ptr %2308, align 4
  %3663 = fmul <8 x float> %wide.load1140.2, %wide.load1141.2
  %3664 = fsub <8 x float> %wide.load1164.21436, %3663
  store <8 x float> %3664, ptr %2309, align 4
  %3665 = fadd <8 x float> %3661, %wide.load1165.21524
  store <8 x float> %3665, ptr %2310, align 4
  %3666 = or disjoint i64 %3639, 24
  %3667 = getelementptr inbounds float, ptr %across_state, i64 %3666
  %wide.load1140.3 = load <8 x float>, ptr %3667, align 4
  %3668 = fmul <8 x float> %wide.load1140.3, %wide.load1140.3
  %3669 = getelementptr inbounds float, ptr %across_input_0, i64 %3666
  %wide.load1141.3 = load <8 x float>, ptr %3669, align 4
  %3670 = fmul <8 x float> %wide.load1140.3, zeroinitializer
  %3671 = fadd <8 x float> %3668, %wide.load1163.31359
  store <8 x float> %3671, ptr %2311, align 4
  %3672 = fmul <8 x float> %wide.load1140.3, %wide.load1141.3
  %3673 = fsub <8 x float> %wide.load1164.31447, %3672
  store <8 x float> %3673, ptr %2312, align 4
  %3674 = fadd <8 x float> %3670, %wide.load1165.31535
  store <8 x float> %3674, ptr %2313, align 4
  %3675 = or disjoint i64 %3639, 32
  %3676 = getelementptr inbounds float, ptr %across_state, i64 %3675
  %wide.load1140.4 = load <8 x float>, ptr %3676, align 4
  %3677 = fmul <8 x float> %wide.load1140.4, %wide.load1140.4
  %3678 = getelementptr inbounds float, ptr %across_input_0, i64 %3675
  %wide.load1141.4 = load <8 x float>, ptr %3678, align 4
  %3679 = fmul <8 x float> %wide.load1140.4, zeroinitializer
  %3680 = fadd <8 x float> %3677, %wide.load1163.41370
  store <8 x float> %3680, ptr %2314, align 4
  %3681 = fmul <8 x float> %wide.load1140.4, %wide.load1141.4
  %3682 = fsub <8 x float> %wide.load1164.41458, %3681
  store <8 x float> %3682, ptr %2315, align 4
  %3683 = fadd <8 x float> %3679, %wide.load1165.41546
  store <8 x float> %3683, ptr %2316, align 4
  %3684 = or disjoint i64 %3639, 40
  %3685 = getelementptr inbounds float, ptr %across_state, i64 %3684
  %wide.load1140.5 = load <8 x float>, ptr %3685, align 4
  %3686 = fmul <8 x float> %wide.load1140.5, %wide.load1140.5
  %3687 = getelementptr inbounds float, ptr %across_input_0, i64 %3684
  %wide.load1141.5 = load <8 x float>, ptr %3687, align 4
  %3688 = fmul <8 x float> %wide.load1140.5, zeroinitializer
  %3689 = fadd <8 x float> %3686, %wide.load1163.51381
  store <8 x float> %3689, ptr %2317, align 4
  %3690 = fmul <8 x float> %wide.load1140.5, %wide.load1141.5
  %3691 = fsub <8 x float> %wide.load1164.51469, %3690
  store <8 x float> %3691, ptr %2318, align 4
  %3692 = fadd <8 x float> %3688, %wide.load1165.51557
  store <8 x float> %3692, ptr %2319, align 4
  %3693 = or disjoint i64 %3639, 48
  %3694 = getelementptr inbounds float, ptr %across_state, i64 %3693
  %wide.load1140.6 = load <8 x float>, ptr %3694, align 4
  %3695 = fmul <8 x float> %wide.load1140.6, %wide.load1140.6
  %3696 = getelementptr inbounds float, ptr %across_input_0, i64 %3693
  %wide.load1141.6 = load <8 x float>, ptr %3696, align 4
  %3697 = fmul <8 x float> %wide.load1140.6, zeroinitializer
  %3698 = fadd <8 x float> %3695, %wide.load1163.61392
  store <8 x float> %3698, ptr %2320, align 4
  %3699 = fmul <8 x float> %wide.load1140.6, %wide.load1141.6
  %3700 = fsub <8 x float> %wide.load1164.61480, %3699
  store <8 x float> %3700, ptr %2321, align 4
  %3701 = fadd <8 x float> %3697, %wide.load1165.61568
  store <8 x float> %3701, ptr %2322, align 4
  %3702 = or disjoint i64 %3639, 56
  %3703 = getelementptr inbounds float, ptr %across_state, i64 %3702
  %wide.load1140.7 = load <8 x float>, ptr %3703, align 4
  %3704 = fmul <8 x float> %wide.load1140.7, %wide.load1140.7
  %3705 = getelementptr inbounds float, ptr %across_input_0, i64 %3702
  %wide.load1141.7 = load <8 x float>, ptr %3705, align 4
  %3706 = fmul <8 x float> %wide.load1140.7, zeroinitializer
  %3707 = fadd <8 x float> %3704, %wide.load1163.71403
  store <8 x float> %3707, ptr %2323, align 4
  %3708 = fmul <8 x float> %wide.load1140.7, %wide.load1141.7
  %3709 = fsub <8 x float> %wide.load1164.71491, %3708
  store <8 x float> %3709, ptr %2324, align 4
  %3710 = fadd <8 x float> %3706, %wide.load1165.71579
  store <8 x float> %3710, ptr %2325, align 4
  br label %across_row.exit16

vector.body1128:                                  ; preds = %across_row.header14.preheader
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
  br label %across_row.exit16

across_row.exit16:                                ; preds = %vector.body1138, %vector.body1128
  %wide.load1165.71577 = phi <8 x float> [ %3710, %vector.body1138 ], [ %2859, %vector.body1128 ]
  %wide.load1165.61566 = phi <8 x float> [ %3701, %vector.body1138 ], [ %2858, %vector.body1128 ]
  %wide.load1165.51555 = phi <8 x float> [ %3692, %vector.body1138 ], [ %2849, %vector.body1128 ]
  %wide.load1165.41544 = phi <8 x float> [ %3683, %vector.body1138 ], [ %2848, %vector.body1128 ]
  %wide.load1165.31533 = phi <8 x float> [ %3674, %vector.body1138 ], [ %2839, %vector.body1128 ]
  %wide.load1165.21522 = phi <8 x float> [ %3665, %vector.body1138 ], [ %2838, %vector.body1128 ]
  %wide.load1165.11511 = phi <8 x float> [ %3656, %vector.body1138 ], [ %2829, %vector.body1128 ]
  %wide.load11651500 = phi <8 x float> [ %3647, %vector.body1138 ], [ %2828, %vector.body1128 ]
  %wide.load1164.71489 = phi <8 x float> [ %3709, %vector.body1138 ], [ %2857, %vector.body1128 ]
  %wide.load1164.61478 = phi <8 x float> [ %3700, %vector.body1138 ], [ %2856, %vector.body1128 ]
  %wide.load1164.51467 = phi <8 x float> [ %3691, %vector.body1138 ], [ %2847, %vector.body1128 ]
  %wide.load1164.41456 = phi <8 x float> [ %3682, %vector.body1138 ], [ %2846, %vector.body1128 ]
  %wide.load1164.31445 = phi <8 x float> [ %3673, %vector.body1138 ], [ %2837, %vector.body1128 ]
  %wide.load1164.21434 = phi <8 x float> [ %3664, %vector.body1138 ], [ %2836, %vector.body1128 ]
  %wide.load1164.11423 = phi <8 x float> [ %3655, %vector.body1138 ], [ %2827, %vector.body1128 ]
  %wide.load11641412 = phi <8 x float> [ %3646, %vector.body1138 ], [ %2826, %vector.body1128 ]
  %wide.load1163.71401 = phi <8 x float> [ %3707, %vector.body1138 ], [ %2851, %vector.body1128 ]
  %wide.load1163.61390 = phi <8 x float> [ %3698, %vector.body1138 ], [ %2850, %vector.body1128 ]
  %wide.load1163.51379 = phi <8 x float> [ %3689, %vector.body1138 ], [ %2841, %vector.body1128 ]
  %wide.load1163.41368 = phi <8 x float> [ %3680, %vector.body1138 ], [ %2840, %vector.body1128 ]
  %wide.load1163.31357 = phi <8 x float> [ %3671, %vector.body1138 ], [ %2831, %vector.body1128 ]
  %wide.load1163.21346 = phi <8 x float> [ %3662, %vector.body1138 ], [ %2830, %vector.body1128 ]
  %wide.load1163.11335 = phi <8 x float> [ %3653, %vector.body1138 ], [ %2821, %vector.body1128 ]
  %3711 = phi <8 x float> [ %3644, %vector.body1138 ], [ %2820, %vector.body1128 ]
  %3712 = add nuw i64 %across_feature13336, 1
  %exitcond432.not = icmp eq i64 %3712, %n_features
  br i1 %exitcond432.not, label %noise.done, label %across_row.header14.preheader

noise.done23:                                     ; preds = %across_row.exit30, %across_row.exit41
  %wide.load1123.71664 = phi <8 x float> [ %wide.load1123.71665, %across_row.exit41 ], [ %wide.load1123.71666, %across_row.exit30 ]
  %wide.load1123.61653 = phi <8 x float> [ %wide.load1123.61654, %across_row.exit41 ], [ %wide.load1123.61655, %across_row.exit30 ]
  %wide.load1123.51642 = phi <8 x float> [ %wide.load1123.51643, %across_row.exit41 ], [ %wide.load1123.51644, %across_row.exit30 ]
  %wide.load1123.41631 = phi <8 x float> [ %wide.load1123.41632, %across_row.exit41 ], [ %wide.load1123.41633, %across_row.exit30 ]
  %wide.load1123.31620 = phi <8 x float> [ %wide.load1123.31621, %across_row.exit41 ], [ %wide.load1123.31622, %across_row.exit30 ]
  %wide.load1123.21609 = phi <8 x float> [ %wide.load1123.21610, %across_row.exit41 ], [ %wide.load1123.21611, %across_row.exit30 ]
  %wide.load1123.11598 = phi <8 x float> [ %wide.load1123.11599, %across_row.exit41 ], [ %wide.load1123.11600, %across_row.exit30 ]
  %wide.load11231587 = phi <8 x float> [ %wide.load11231588, %across_row.exit41 ], [ %wide.load11231589, %across_row.exit30 ]
  br i1 %cond, label %iter.check955, label %iter.check1015

iter.check1015:                                   ; preds = %philox.header.preheader, %noise.done23
  %wide.load1123.71662 = phi <8 x float> [ %wide.load1123.71658, %philox.header.preheader ], [ %wide.load1123.71664, %noise.done23 ]
  %wide.load1123.61651 = phi <8 x float> [ %wide.load1123.61647, %philox.header.preheader ], [ %wide.load1123.61653, %noise.done23 ]
  %wide.load1123.51640 = phi <8 x float> [ %wide.load1123.51636, %philox.header.preheader ], [ %wide.load1123.51642, %noise.done23 ]
  %wide.load1123.41629 = phi <8 x float> [ %wide.load1123.41625, %philox.header.preheader ], [ %wide.load1123.41631, %noise.done23 ]
  %wide.load1123.31618 = phi <8 x float> [ %wide.load1123.31614, %philox.header.preheader ], [ %wide.load1123.31620, %noise.done23 ]
  %wide.load1123.21607 = phi <8 x float> [ %wide.load1123.21603, %philox.header.preheader ], [ %wide.load1123.21609, %noise.done23 ]
  %wide.load1123.11596 = phi <8 x float> [ %wide.load1123.11592, %philox.header.preheader ], [ %wide.load1123.11598, %noise.done23 ]
  %wide.load11231585 = phi <8 x float> [ %wide.load11231581, %philox.header.preheader ], [ %wide.load11231587, %noise.done23 ]
  %wide.load1165.71574 = phi <8 x float> [ %wide.load1165.71570, %philox.header.preheader ], [ %wide.load1165.71576, %noise.done23 ]
  %wide.load1165.61563 = phi <8 x float> [ %wide.load1165.61559, %philox.header.preheader ], [ %wide.load1165.61565, %noise.done23 ]
  %wide.load1165.51552 = phi <8 x float> [ %wide.load1165.51548, %philox.header.preheader ], [ %wide.load1165.51554, %noise.done23 ]
  %wide.load1165.41541 = phi <8 x float> [ %wide.load1165.41537, %philox.header.preheader ], [ %wide.load1165.41543, %noise.done23 ]
  %wide.load1165.31530 = phi <8 x float> [ %wide.load1165.31526, %philox.header.preheader ], [ %wide.load1165.31532, %noise.done23 ]
  %wide.load1165.21519 = phi <8 x float> [ %wide.load1165.21515, %philox.header.preheader ], [ %wide.load1165.21521, %noise.done23 ]
  %wide.load1165.11508 = phi <8 x float> [ %wide.load1165.11504, %philox.header.preheader ], [ %wide.load1165.11510, %noise.done23 ]
  %wide.load11651497 = phi <8 x float> [ %wide.load11651493, %philox.header.preheader ], [ %wide.load11651499, %noise.done23 ]
  %wide.load1164.71486 = phi <8 x float> [ %wide.load1164.71482, %philox.header.preheader ], [ %wide.load1164.71488, %noise.done23 ]
  %wide.load1164.61475 = phi <8 x float> [ %wide.load1164.61471, %philox.header.preheader ], [ %wide.load1164.61477, %noise.done23 ]
  %wide.load1164.51464 = phi <8 x float> [ %wide.load1164.51460, %philox.header.preheader ], [ %wide.load1164.51466, %noise.done23 ]
  %wide.load1164.41453 = phi <8 x float> [ %wide.load1164.41449, %philox.header.preheader ], [ %wide.load1164.41455, %noise.done23 ]
  %wide.load1164.31442 = phi <8 x float> [ %wide.load1164.31438, %philox.header.preheader ], [ %wide.load1164.31444, %noise.done23 ]
  %wide.load1164.21431 = phi <8 x float> [ %wide.load1164.21427, %philox.header.preheader ], [ %wide.load1164.21433, %noise.done23 ]
  %wide.load1164.11420 = phi <8 x float> [ %wide.load1164.11416, %philox.header.preheader ], [ %wide.load1164.11422, %noise.done23 ]
  %wide.load11641409 = phi <8 x float> [ %wide.load11641405, %philox.header.preheader ], [ %wide.load11641411, %noise.done23 ]
  %wide.load1163.71398 = phi <8 x float> [ %wide.load1163.71394, %philox.header.preheader ], [ %wide.load1163.71400, %noise.done23 ]
  %wide.load1163.61387 = phi <8 x float> [ %wide.load1163.61383, %philox.header.preheader ], [ %wide.load1163.61389, %noise.done23 ]
  %wide.load1163.51376 = phi <8 x float> [ %wide.load1163.51372, %philox.header.preheader ], [ %wide.load1163.51378, %noise.done23 ]
  %wide.load1163.41365 = phi <8 x float> [ %wide.load1163.41361, %philox.header.preheader ], [ %wide.load1163.41367, %noise.done23 ]
  %wide.load1163.31354 = phi <8 x float> [ %wide.load1163.31350, %philox.header.preheader ], [ %wide.load1163.31356, %noise.done23 ]
  %wide.load1163.21343 = phi <8 x float> [ %wide.load1163.21339, %philox.header.preheader ], [ %wide.load1163.21345, %noise.done23 ]
  %wide.load1163.11332 = phi <8 x float> [ %wide.load1163.11328, %philox.header.preheader ], [ %wide.load1163.11334, %noise.done23 ]
  %3713 = phi <8 x float> [ %2457, %philox.header.preheader ], [ %3426, %noise.done23 ]
  br i1 %min.iters.check1013, label %across_status.body.preheader, label %vector.main.loop.iter.check1017

vector.main.loop.iter.check1017:                  ; preds = %iter.check1015
  br i1 %min.iters.check1016, label %vec.epilog.ph1042, label %vector.body1021

vector.body1021:                                  ; preds = %vector.main.loop.iter.check1017, %vector.body1021
  %index1022 = phi i64 [ %index.next1035, %vector.body1021 ], [ 0, %vector.main.loop.iter.check1017 ]
  %3714 = getelementptr float, ptr %across_uniforms, i64 %index1022
  %3715 = getelementptr i8, ptr %3714, i64 768
  %3716 = getelementptr i8, ptr %3714, i64 800
  %3717 = getelementptr i8, ptr %3714, i64 832
  %3718 = getelementptr i8, ptr %3714, i64 864
  %wide.load1023 = load <8 x float>, ptr %3715, align 4
  %wide.load1024 = load <8 x float>, ptr %3716, align 4
  %wide.load1025 = load <8 x float>, ptr %3717, align 4
  %wide.load1026 = load <8 x float>, ptr %3718, align 4
  %3719 = fcmp olt <8 x float> %wide.load1023, splat (float 0x3D71979980000000)
  %3720 = fcmp olt <8 x float> %wide.load1024, splat (float 0x3D71979980000000)
  %3721 = fcmp olt <8 x float> %wide.load1025, splat (float 0x3D71979980000000)
  %3722 = fcmp olt <8 x float> %wide.load1026, splat (float 0x3D71979980000000)
  %3723 = getelementptr i8, ptr %3714, i64 32
  %3724 = getelementptr i8, ptr %3714, i64 64
  %3725 = getelementptr i8, ptr %3714, i64 96
  %wide.load1027 = load <8 x float>, ptr %3714, align 4
  %wide.load1028 = load <8 x float>, ptr %3723, align 4
  %wide.load1029 = load <8 x float>, ptr %3724, align 4
  %wide.load1030 = load <8 x float>, ptr %3725, align 4
  %3726 = fadd <8 x float> %wide.load1027, splat (float -1.000000e+00)
  %3727 = fadd <8 x float> %wide.load1028, splat (float -1.000000e+00)
  %3728 = fadd <8 x float> %wide.load1029, splat (float -1.000000e+00)
  %3729 = fadd <8 x float> %wide.load1030, splat (float -1.000000e+00)
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
  %3750 = getelementptr float, ptr %2456, i64 %index1022
  %3751 = fptoui <8 x float> %3746 to <8 x i32>
  %3752 = fptoui <8 x float> %3747 to <8 x i32>
  %3753 = fptoui <8 x float> %3748 to <8 x i32>
  %3754 = fptoui <8 x float> %3749 to <8 x i32>
  %3755 = getelementptr i8, ptr %3750, i64 32
  %3756 = getelementptr i8, ptr %3750, i64 64
  %3757 = getelementptr i8, ptr %3750, i64 96
  %wide.load1031 = load <8 x i32>, ptr %3750, align 4
  %wide.load1032 = load <8 x i32>, ptr %3755, align 4
  %wide.load1033 = load <8 x i32>, ptr %3756, align 4
  %wide.load1034 = load <8 x i32>, ptr %3757, align 4
  %3758 = or <8 x i32> %wide.load1031, %3751
  %3759 = or <8 x i32> %wide.load1032, %3752
  %3760 = or <8 x i32> %wide.load1033, %3753
  %3761 = or <8 x i32> %wide.load1034, %3754
  store <8 x i32> %3758, ptr %3750, align 4
  store <8 x i32> %3759, ptr %3755, align 4
  store <8 x i32> %3760, ptr %3756, align 4
  store <8 x i32> %3761, ptr %3757, align 4
  %index.next1035 = add nuw i64 %index1022, 32
  %3762 = icmp eq i64 %index.next1035, %n.vec1020
  br i1 %3762, label %middle.block1036, label %vector.body1021, !llvm.loop !56

middle.block1036:                                 ; preds = %vector.body1021
  br i1 %cmp.n1037, label %across_feature.header58.preheader, label %vec.epilog.iter.check1040

vec.epilog.iter.check1040:                        ; preds = %middle.block1036
  br i1 %min.epilog.iters.check1041, label %across_status.body.preheader, label %vec.epilog.ph1042, !prof !12

vec.epilog.ph1042:                                ; preds = %vector.main.loop.iter.check1017, %vec.epilog.iter.check1040
  %vec.epilog.resume.val1038 = phi i64 [ %n.vec1020, %vec.epilog.iter.check1040 ], [ 0, %vector.main.loop.iter.check1017 ]
  br label %vec.epilog.vector.body1045

vec.epilog.vector.body1045:                       ; preds = %vec.epilog.vector.body1045, %vec.epilog.ph1042
  %index1046 = phi i64 [ %vec.epilog.resume.val1038, %vec.epilog.ph1042 ], [ %index.next1050, %vec.epilog.vector.body1045 ]
  %3763 = getelementptr float, ptr %across_uniforms, i64 %index1046
  %3764 = getelementptr i8, ptr %3763, i64 768
  %wide.load1047 = load <4 x float>, ptr %3764, align 4
  %3765 = fcmp olt <4 x float> %wide.load1047, splat (float 0x3D71979980000000)
  %wide.load1048 = load <4 x float>, ptr %3763, align 4
  %3766 = fadd <4 x float> %wide.load1048, splat (float -1.000000e+00)
  %3767 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %3766)
  %3768 = fcmp ogt <4 x float> %3767, splat (float 0x3F60624DE0000000)
  %3769 = select <4 x i1> %3768, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %3770 = select <4 x i1> %3765, <4 x float> splat (float 2.000000e+00), <4 x float> zeroinitializer
  %3771 = fadd <4 x float> %3770, %3769
  %3772 = getelementptr float, ptr %2456, i64 %index1046
  %3773 = fptoui <4 x float> %3771 to <4 x i32>
  %wide.load1049 = load <4 x i32>, ptr %3772, align 4
  %3774 = or <4 x i32> %wide.load1049, %3773
  store <4 x i32> %3774, ptr %3772, align 4
  %index.next1050 = add nuw i64 %index1046, 4
  %3775 = icmp eq i64 %index.next1050, %n.vec1044
  br i1 %3775, label %vec.epilog.middle.block1051, label %vec.epilog.vector.body1045, !llvm.loop !57

vec.epilog.middle.block1051:                      ; preds = %vec.epilog.vector.body1045
  br i1 %cmp.n1052, label %across_feature.header58.preheader, label %across_status.body.preheader

across_status.body.preheader:                     ; preds = %iter.check1015, %vec.epilog.iter.check1040, %vec.epilog.middle.block1051
  %across_status341.ph = phi i64 [ 0, %iter.check1015 ], [ %n.vec1020, %vec.epilog.iter.check1040 ], [ %n.vec1044, %vec.epilog.middle.block1051 ]
  br label %across_status.body

iter.check955:                                    ; preds = %across_feature.header10.preheader, %noise.done23
  %wide.load1123.71663 = phi <8 x float> [ %wide.load1123.71658, %across_feature.header10.preheader ], [ %wide.load1123.71664, %noise.done23 ]
  %wide.load1123.61652 = phi <8 x float> [ %wide.load1123.61647, %across_feature.header10.preheader ], [ %wide.load1123.61653, %noise.done23 ]
  %wide.load1123.51641 = phi <8 x float> [ %wide.load1123.51636, %across_feature.header10.preheader ], [ %wide.load1123.51642, %noise.done23 ]
  %wide.load1123.41630 = phi <8 x float> [ %wide.load1123.41625, %across_feature.header10.preheader ], [ %wide.load1123.41631, %noise.done23 ]
  %wide.load1123.31619 = phi <8 x float> [ %wide.load1123.31614, %across_feature.header10.preheader ], [ %wide.load1123.31620, %noise.done23 ]
  %wide.load1123.21608 = phi <8 x float> [ %wide.load1123.21603, %across_feature.header10.preheader ], [ %wide.load1123.21609, %noise.done23 ]
  %wide.load1123.11597 = phi <8 x float> [ %wide.load1123.11592, %across_feature.header10.preheader ], [ %wide.load1123.11598, %noise.done23 ]
  %wide.load11231586 = phi <8 x float> [ %wide.load11231581, %across_feature.header10.preheader ], [ %wide.load11231587, %noise.done23 ]
  %wide.load1165.71575 = phi <8 x float> [ %wide.load1165.71570, %across_feature.header10.preheader ], [ %wide.load1165.71576, %noise.done23 ]
  %wide.load1165.61564 = phi <8 x float> [ %wide.load1165.61559, %across_feature.header10.preheader ], [ %wide.load1165.61565, %noise.done23 ]
  %wide.load1165.51553 = phi <8 x float> [ %wide.load1165.51548, %across_feature.header10.preheader ], [ %wide.load1165.51554, %noise.done23 ]
  %wide.load1165.41542 = phi <8 x float> [ %wide.load1165.41537, %across_feature.header10.preheader ], [ %wide.load1165.41543, %noise.done23 ]
  %wide.load1165.31531 = phi <8 x float> [ %wide.load1165.31526, %across_feature.header10.preheader ], [ %wide.load1165.31532, %noise.done23 ]
  %wide.load1165.21520 = phi <8 x float> [ %wide.load1165.21515, %across_feature.header10.preheader ], [ %wide.load1165.21521, %noise.done23 ]
  %wide.load1165.11509 = phi <8 x float> [ %wide.load1165.11504, %across_feature.header10.preheader ], [ %wide.load1165.11510, %noise.done23 ]
  %wide.load11651498 = phi <8 x float> [ %wide.load11651493, %across_feature.header10.preheader ], [ %wide.load11651499, %noise.done23 ]
  %wide.load1164.71487 = phi <8 x float> [ %wide.load1164.71482, %across_feature.header10.preheader ], [ %wide.load1164.71488, %noise.done23 ]
  %wide.load1164.61476 = phi <8 x float> [ %wide.load1164.61471, %across_feature.header10.preheader ], [ %wide.load1164.61477, %noise.done23 ]
  %wide.load1164.51465 = phi <8 x float> [ %wide.load1164.51460, %across_feature.header10.preheader ], [ %wide.load1164.51466, %noise.done23 ]
  %wide.load1164.41454 = phi <8 x float> [ %wide.load1164.41449, %across_feature.header10.preheader ], [ %wide.load1164.41455, %noise.done23 ]
  %wide.load1164.31443 = phi <8 x float> [ %wide.load1164.31438, %across_feature.header10.preheader ], [ %wide.load1164.31444, %noise.done23 ]
  %wide.load1164.21432 = phi <8 x float> [ %wide.load1164.21427, %across_feature.header10.preheader ], [ %wide.load1164.21433, %noise.done23 ]
  %wide.load1164.11421 = phi <8 x float> [ %wide.load1164.11416, %across_feature.header10.preheader ], [ %wide.load1164.11422, %noise.done23 ]
  %wide.load11641410 = phi <8 x float> [ %wide.load11641405, %across_feature.header10.preheader ], [ %wide.load11641411, %noise.done23 ]
  %wide.load1163.71399 = phi <8 x float> [ %wide.load1163.71394, %across_feature.header10.preheader ], [ %wide.load1163.71400, %noise.done23 ]
  %wide.load1163.61388 = phi <8 x float> [ %wide.load1163.61383, %across_feature.header10.preheader ], [ %wide.load1163.61389, %noise.done23 ]
  %wide.load1163.51377 = phi <8 x float> [ %wide.load1163.51372, %across_feature.header10.preheader ], [ %wide.load1163.51378, %noise.done23 ]
  %wide.load1163.41366 = phi <8 x float> [ %wide.load1163.41361, %across_feature.header10.preheader ], [ %wide.load1163.41367, %noise.done23 ]
  %wide.load1163.31355 = phi <8 x float> [ %wide.load1163.31350, %across_feature.header10.preheader ], [ %wide.load1163.31356, %noise.done23 ]
  %wide.load1163.21344 = phi <8 x float> [ %wide.load1163.21339, %across_feature.header10.preheader ], [ %wide.load1163.21345, %noise.done23 ]
  %wide.load1163.11333 = phi <8 x float> [ %wide.load1163.11328, %across_feature.header10.preheader ], [ %wide.load1163.11334, %noise.done23 ]
  %3776 = phi <8 x float> [ %2457, %across_feature.header10.preheader ], [ %3426, %noise.done23 ]
  br i1 %min.iters.check953, label %across_status.body72.preheader, label %vector.main.loop.iter.check957

vector.main.loop.iter.check957:                   ; preds = %iter.check955
  br i1 %min.iters.check956, label %vec.epilog.ph982, label %vector.body961

vector.body961:                                   ; preds = %vector.main.loop.iter.check957, %vector.body961
  %index962 = phi i64 [ %index.next975, %vector.body961 ], [ 0, %vector.main.loop.iter.check957 ]
  %3777 = getelementptr float, ptr %across_uniforms, i64 %index962
  %3778 = getelementptr i8, ptr %3777, i64 768
  %3779 = getelementptr i8, ptr %3777, i64 800
  %3780 = getelementptr i8, ptr %3777, i64 832
  %3781 = getelementptr i8, ptr %3777, i64 864
  %wide.load963 = load <8 x float>, ptr %3778, align 4
  %wide.load964 = load <8 x float>, ptr %3779, align 4
  %wide.load965 = load <8 x float>, ptr %3780, align 4
  %wide.load966 = load <8 x float>, ptr %3781, align 4
  %3782 = fcmp olt <8 x float> %wide.load963, splat (float 0x3D71979980000000)
  %3783 = fcmp olt <8 x float> %wide.load964, splat (float 0x3D71979980000000)
  %3784 = fcmp olt <8 x float> %wide.load965, splat (float 0x3D71979980000000)
  %3785 = fcmp olt <8 x float> %wide.load966, splat (float 0x3D71979980000000)
  %3786 = getelementptr i8, ptr %3777, i64 32
  %3787 = getelementptr i8, ptr %3777, i64 64
  %3788 = getelementptr i8, ptr %3777, i64 96
  %wide.load967 = load <8 x float>, ptr %3777, align 4
  %wide.load968 = load <8 x float>, ptr %3786, align 4
  %wide.load969 = load <8 x float>, ptr %3787, align 4
  %wide.load970 = load <8 x float>, ptr %3788, align 4
  %3789 = fadd <8 x float> %wide.load967, splat (float -1.000000e+00)
  %3790 = fadd <8 x float> %wide.load968, splat (float -1.000000e+00)
  %3791 = fadd <8 x float> %wide.load969, splat (float -1.000000e+00)
  %3792 = fadd <8 x float> %wide.load970, splat (float -1.000000e+00)
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
  %3813 = getelementptr float, ptr %2456, i64 %index962
  %3814 = fptoui <8 x float> %3809 to <8 x i32>
  %3815 = fptoui <8 x float> %3810 to <8 x i32>
  %3816 = fptoui <8 x float> %3811 to <8 x i32>
  %3817 = fptoui <8 x float> %3812 to <8 x i32>
  %3818 = getelementptr i8, ptr %3813, i64 32
  %3819 = getelementptr i8, ptr %3813, i64 64
  %3820 = getelementptr i8, ptr %3813, i64 96
  %wide.load971 = load <8 x i32>, ptr %3813, align 4
  %wide.load972 = load <8 x i32>, ptr %3818, align 4
  %wide.load973 = load <8 x i32>, ptr %3819, align 4
  %wide.load974 = load <8 x i32>, ptr %3820, align 4
  %3821 = or <8 x i32> %wide.load971, %3814
  %3822 = or <8 x i32> %wide.load972, %3815
  %3823 = or <8 x i32> %wide.load973, %3816
  %3824 = or <8 x i32> %wide.load974, %3817
  store <8 x i32> %3821, ptr %3813, align 4
  store <8 x i32> %3822, ptr %3818, align 4
  store <8 x i32> %3823, ptr %3819, align 4
  store <8 x i32> %3824, ptr %3820, align 4
  %index.next975 = add nuw i64 %index962, 32
  %3825 = icmp eq i64 %index.next975, %n.vec960
  br i1 %3825, label %middle.block976, label %vector.body961, !llvm.loop !58

middle.block976:                                  ; preds = %vector.body961
  br i1 %cmp.n977, label %across_feature.header83.preheader, label %vec.epilog.iter.check980

vec.epilog.iter.check980:                         ; preds = %middle.block976
  br i1 %min.epilog.iters.check981, label %across_status.body72.preheader, label %vec.epilog.ph982, !prof !12

vec.epilog.ph982:                                 ; preds = %vector.main.loop.iter.check957, %vec.epilog.iter.check980
  %vec.epilog.resume.val978 = phi i64 [ %n.vec960, %vec.epilog.iter.check980 ], [ 0, %vector.main.loop.iter.check957 ]
  br label %vec.epilog.vector.body985

vec.epilog.vector.body985:                        ; preds = %vec.epilog.vector.body985, %vec.epilog.ph982
  %index986 = phi i64 [ %vec.epilog.resume.val978, %vec.epilog.ph982 ], [ %index.next990, %vec.epilog.vector.body985 ]
  %3826 = getelementptr float, ptr %across_uniforms, i64 %index986
  %3827 = getelementptr i8, ptr %3826, i64 768
  %wide.load987 = load <4 x float>, ptr %3827, align 4
  %3828 = fcmp olt <4 x float> %wide.load987, splat (float 0x3D71979980000000)
  %wide.load988 = load <4 x float>, ptr %3826, align 4
  %3829 = fadd <4 x float> %wide.load988, splat (float -1.000000e+00)
  %3830 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %3829)
  %3831 = fcmp ogt <4 x float> %3830, splat (float 0x3F60624DE0000000)
  %3832 = select <4 x i1> %3831, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %3833 = select <4 x i1> %3828, <4 x float> splat (float 2.000000e+00), <4 x float> zeroinitializer
  %3834 = fadd <4 x float> %3833, %3832
  %3835 = getelementptr float, ptr %2456, i64 %index986
  %3836 = fptoui <4 x float> %3834 to <4 x i32>
  %wide.load989 = load <4 x i32>, ptr %3835, align 4
  %3837 = or <4 x i32> %wide.load989, %3836
  store <4 x i32> %3837, ptr %3835, align 4
  %index.next990 = add nuw i64 %index986, 4
  %3838 = icmp eq i64 %index.next990, %n.vec984
  br i1 %3838, label %vec.epilog.middle.block991, label %vec.epilog.vector.body985, !llvm.loop !59

vec.epilog.middle.block991:                       ; preds = %vec.epilog.vector.body985
  br i1 %cmp.n992, label %across_feature.header83.preheader, label %across_status.body72.preheader

across_status.body72.preheader:                   ; preds = %iter.check955, %vec.epilog.iter.check980, %vec.epilog.middle.block991
  %across_status74344.ph = phi i64 [ 0, %iter.check955 ], [ %n.vec960, %vec.epilog.iter.check980 ], [ %n.vec984, %vec.epilog.middle.block991 ]
  br label %across_status.body72

across_row.header28.preheader:                    ; preds = %across_row.header28.preheader.preheader, %across_row.exit30
  %wide.load1123.71657 = phi <8 x float> [ %wide.load1123.71666, %across_row.exit30 ], [ %wide.load1123.71658, %across_row.header28.preheader.preheader ]
  %wide.load1123.61646 = phi <8 x float> [ %wide.load1123.61655, %across_row.exit30 ], [ %wide.load1123.61647, %across_row.header28.preheader.preheader ]
  %wide.load1123.51635 = phi <8 x float> [ %wide.load1123.51644, %across_row.exit30 ], [ %wide.load1123.51636, %across_row.header28.preheader.preheader ]
  %wide.load1123.41624 = phi <8 x float> [ %wide.load1123.41633, %across_row.exit30 ], [ %wide.load1123.41625, %across_row.header28.preheader.preheader ]
  %wide.load1123.31613 = phi <8 x float> [ %wide.load1123.31622, %across_row.exit30 ], [ %wide.load1123.31614, %across_row.header28.preheader.preheader ]
  %wide.load1123.21602 = phi <8 x float> [ %wide.load1123.21611, %across_row.exit30 ], [ %wide.load1123.21603, %across_row.header28.preheader.preheader ]
  %wide.load1123.11591 = phi <8 x float> [ %wide.load1123.11600, %across_row.exit30 ], [ %wide.load1123.11592, %across_row.header28.preheader.preheader ]
  %wide.load11231580 = phi <8 x float> [ %wide.load11231589, %across_row.exit30 ], [ %wide.load11231581, %across_row.header28.preheader.preheader ]
  %across_feature27338 = phi i64 [ %3959, %across_row.exit30 ], [ 0, %across_row.header28.preheader.preheader ]
  %3839 = shl i64 %across_feature27338, 6
  %first34 = icmp eq i64 %across_feature27338, 0
  br i1 %first34, label %vector.body1096, label %vector.body1116

vector.body1116:                                  ; preds = %across_row.header28.preheader
  %3840 = getelementptr inbounds float, ptr %across_state, i64 %3839
  %wide.load1118 = load <8 x float>, ptr %3840, align 4
  %3841 = getelementptr inbounds float, ptr %across_input_0, i64 %3839
  %wide.load1119 = load <8 x float>, ptr %3841, align 4
  %3842 = fneg <8 x float> %wide.load1119
  %3843 = fmul <8 x float> %wide.load1118, %wide.load11641411
  %3844 = fsub <8 x float> %3842, %3843
  %3845 = fmul <8 x float> %broadcast.splat1093, %3844
  %3846 = fsub <8 x float> %wide.load1118, %3845
  %3847 = getelementptr inbounds float, ptr %across_noise, i64 %3839
  %wide.load1121 = load <8 x float>, ptr %3847, align 4
  %3848 = fmul <8 x float> %wide.load1118, %wide.load11651499
  %3849 = fsub <8 x float> %wide.load1121, %3848
  %3850 = fmul <8 x float> %broadcast.splat1095, %3849
  %3851 = fadd <8 x float> %3846, %3850
  %3852 = fmul <8 x float> %3851, %3851
  %3853 = fadd <8 x float> %wide.load11231580, %3852
  store <8 x float> %3853, ptr %2363, align 4
  %3854 = or disjoint i64 %3839, 8
  %3855 = getelementptr inbounds float, ptr %across_state, i64 %3854
  %wide.load1118.1 = load <8 x float>, ptr %3855, align 4
  %3856 = getelementptr inbounds float, ptr %across_input_0, i64 %3854
  %wide.load1119.1 = load <8 x float>, ptr %3856, align 4
  %3857 = fneg <8 x float> %wide.load1119.1
  %3858 = fmul <8 x float> %wide.load1118.1, %wide.load1164.11422
  %3859 = fsub <8 x float> %3857, %3858
  %3860 = fmul <8 x float> %broadcast.splat1093, %3859
  %3861 = fsub <8 x float> %wide.load1118.1, %3860
  %3862 = getelementptr inbounds float, ptr %across_noise, i64 %3854
  %wide.load1121.1 = load <8 x float>, ptr %3862, align 4
  %3863 = fmul <8 x float> %wide.load1118.1, %wide.load1165.11510
  %3864 = fsub <8 x float> %wide.load1121.1, %3863
  %3865 = fmul <8 x float> %broadcast.splat1095, %3864
  %3866 = fadd <8 x float> %3861, %3865
  %3867 = fmul <8 x float> %3866, %3866
  %3868 = fadd <8 x float> %wide.load1123.11591, %3867
  store <8 x float> %3868, ptr %2364, align 4
  %3869 = or disjoint i64 %3839, 16
  %3870 = getelementptr inbounds float, ptr %across_state, i64 %3869
  %wide.load1118.2 = load <8 x float>, ptr %3870, align 4
  %3871 = getelementptr inbounds float, ptr %across_input_0, i64 %3869
  %wide.load1119.2 = load <8 x float>, ptr %3871, align 4
  %3872 = fneg <8 x float> %wide.load1119.2
  %3873 = fmul <8 x float> %wide.load1118.2, %wide.load1164.21433
  %3874 = fsub <8 x float> %3872, %3873
  %3875 = fmul <8 x float> %broadcast.splat1093, %3874
  %3876 = fsub <8 x float> %wide.load1118.2, %3875
  %3877 = getelementptr inbounds float, ptr %across_noise, i64 %3869
  %wide.load1121.2 = load <8 x float>, ptr %3877, align 4
  %3878 = fmul <8 x float> %wide.load1118.2, %wide.load1165.21521
  %3879 = fsub <8 x float> %wide.load1121.2, %3878
  %3880 = fmul <8 x float> %broadcast.splat1095, %3879
  %3881 = fadd <8 x float> %3876, %3880
  %3882 = fmul <8 x float> %3881, %3881
  %3883 = fadd <8 x float> %wide.load1123.21602, %3882
  store <8 x float> %3883, ptr %2365, align 4
  %3884 = or disjoint i64 %3839, 24
  %3885 = getelementptr inbounds float, ptr %across_state, i64 %3884
  %wide.load1118.3 = load <8 x float>, ptr %3885, align 4
  %3886 = getelementptr inbounds float, ptr %across_input_0, i64 %3884
  %wide.load1119.3 = load <8 x float>, ptr %3886, align 4
  %3887 = fneg <8 x float> %wide.load1119.3
  %3888 = fmul <8 x float> %wide.load1118.3, %wide.load1164.31444
  %3889 = fsub <8 x float> %3887, %3888
  %3890 = fmul <8 x float> %broadcast.splat1093, %3889
  %3891 = fsub <8 x float> %wide.load1118.3, %3890
  %3892 = getelementptr inbounds float, ptr %across_noise, i64 %3884
  %wide.load1121.3 = load <8 x float>, ptr %3892, align 4
  %3893 = fmul <8 x float> %wide.load1118.3, %wide.load1165.31532
  %3894 = fsub <8 x float> %wide.load1121.3, %3893
  %3895 = fmul <8 x float> %broadcast.splat1095, %3894
  %3896 = fadd <8 x float> %3891, %3895
  %3897 = fmul <8 x float> %3896, %3896
  %3898 = fadd <8 x float> %wide.load1123.31613, %3897
  store <8 x float> %3898, ptr %2366, align 4
  %3899 = or disjoint i64 %3839, 32
  %3900 = getelementptr inbounds float, ptr %across_state, i64 %3899
  %wide.load1118.4 = load <8 x float>, ptr %3900, align 4
  %3901 = getelementptr inbounds float, ptr %across_input_0, i64 %3899
  %wide.load1119.4 = load <8 x float>, ptr %3901, align 4
  %3902 = fneg <8 x float> %wide.load1119.4
  %3903 = fmul <8 x float> %wide.load1118.4, %wide.load1164.41455
  %3904 = fsub <8 x float> %3902, %3903
  %3905 = fmul <8 x float> %broadcast.splat1093, %3904
  %3906 = fsub <8 x float> %wide.load1118.4, %3905
  %3907 = getelementptr inbounds float, ptr %across_noise, i64 %3899
  %wide.load1121.4 = load <8 x float>, ptr %3907, align 4
  %3908 = fmul <8 x float> %wide.load1118.4, %wide.load1165.41543
  %3909 = fsub <8 x float> %wide.load1121.4, %3908
  %3910 = fmul <8 x float> %broadcast.splat1095, %3909
  %3911 = fadd <8 x float> %3906, %3910
  %3912 = fmul <8 x float> %3911, %3911
  %3913 = fadd <8 x float> %wide.load1123.41624, %3912
  store <8 x float> %3913, ptr %2367, align 4
  %3914 = or disjoint i64 %3839, 40
  %3915 = getelementptr inbounds float, ptr %across_state, i64 %3914
  %wide.load1118.5 = load <8 x float>, ptr %3915, align 4
  %3916 = getelementptr inbounds float, ptr %across_input_0, i64 %3914
  %wide.load1119.5 = load <8 x float>, ptr %3916, align 4
  %3917 = fneg <8 x float> %wide.load1119.5
  %3918 = fmul <8 x float> %wide.load1118.5, %wide.load1164.51466
  %3919 = fsub <8 x float> %3917, %3918
  %3920 = fmul <8 x float> %broadcast.splat1093, %3919
  %3921 = fsub <8 x float> %wide.load1118.5, %3920
  %3922 = getelementptr inbounds float, ptr %across_noise, i64 %3914
  %wide.load1121.5 = load <8 x float>, ptr %3922, align 4
  %3923 = fmul <8 x float> %wide.load1118.5, %wide.load1165.51554
  %3924 = fsub <8 x float> %wide.load1121.5, %3923
  %3925 = fmul <8 x float> %broadcast.splat1095, %3924
  %3926 = fadd <8 x float> %3921, %3925
  %3927 = fmul <8 x float> %3926, %3926
  %3928 = fadd <8 x float> %wide.load1123.51635, %3927
  store <8 x float> %3928, ptr %2368, align 4
  %3929 = or disjoint i64 %3839, 48
  %3930 = getelementptr inbounds float, ptr %across_state, i64 %3929
  %wide.load1118.6 = load <8 x float>, ptr %3930, align 4
  %3931 = getelementptr inbounds float, ptr %across_input_0, i64 %3929
  %wide.load1119.6 = load <8 x float>, ptr %3931, align 4
  %3932 = fneg <8 x float> %wide.load1119.6
  %3933 = fmul <8 x float> %wide.load1118.6, %wide.load1164.61477
  %3934 = fsub <8 x float> %3932, %3933
  %3935 = fmul <8 x float> %broadcast.splat1093, %3934
  %3936 = fsub <8 x float> %wide.load1118.6, %3935
  %3937 = getelementptr inbounds float, ptr %across_noise, i64 %3929
  %wide.load1121.6 = load <8 x float>, ptr %3937, align 4
  %3938 = fmul <8 x float> %wide.load1118.6, %wide.load1165.61565
  %3939 = fsub <8 x float> %wide.load1121.6, %3938
  %3940 = fmul <8 x float> %broadcast.splat1095, %3939
  %3941 = fadd <8 x float> %3936, %3940
  %3942 = fmul <8 x float> %3941, %3941
  %3943 = fadd <8 x float> %wide.load1123.61646, %3942
  store <8 x float> %3943, ptr %2369, align 4
  %3944 = or disjoint i64 %3839, 56
  %3945 = getelementptr inbounds float, ptr %across_state, i64 %3944
  %wide.load1118.7 = load <8 x float>, ptr %3945, align 4
  %3946 = getelementptr inbounds float, ptr %across_input_0, i64 %3944
  %wide.load1119.7 = load <8 x float>, ptr %3946, align 4
  %3947 = fneg <8 x float> %wide.load1119.7
  %3948 = fmul <8 x float> %wide.load1118.7, %wide.load1164.71488
  %3949 = fsub <8 x float> %3947, %3948
  %3950 = fmul <8 x float> %broadcast.splat1093, %3949
  %3951 = fsub <8 x float> %wide.load1118.7, %3950
  %3952 = getelementptr inbounds float, ptr %across_noise, i64 %3944
  %wide.load1121.7 = load <8 x float>, ptr %3952, align 4
  %3953 = fmul <8 x float> %wide.load1118.7, %wide.load1165.71576
  %3954 = fsub <8 x float> %wide.load1121.7, %3953
  %3955 = fmul <8 x float> %broadcast.splat1095, %3954
  %3956 = fadd <8 x float> %3951, %3955
  %3957 = fmul <8 x float> %3956, %3956
  %3958 = fadd <8 x float> %wide.load1123.71657, %3957
  store <8 x float> %3958, ptr %2370, align 4
  br label %across_row.exit30

vector.body1096:                                  ; preds = %across_row.header28.preheader
  store <8 x float> %3445, ptr %2374, align 4
  store <8 x float> %3446, ptr %2375, align 4
  store <8 x float> %3465, ptr %2382, align 4
  store <8 x float> %3466, ptr %2383, align 4
  store <8 x float> %3485, ptr %2390, align 4
  store <8 x float> %3486, ptr %2391, align 4
  store <8 x float> %3505, ptr %2398, align 4
  store <8 x float> %3506, ptr %2399, align 4
  br label %across_row.exit30

across_row.exit30:                                ; preds = %vector.body1116, %vector.body1096
  %wide.load1123.71666 = phi <8 x float> [ %3958, %vector.body1116 ], [ %3506, %vector.body1096 ]
  %wide.load1123.61655 = phi <8 x float> [ %3943, %vector.body1116 ], [ %3505, %vector.body1096 ]
  %wide.load1123.51644 = phi <8 x float> [ %3928, %vector.body1116 ], [ %3486, %vector.body1096 ]
  %wide.load1123.41633 = phi <8 x float> [ %3913, %vector.body1116 ], [ %3485, %vector.body1096 ]
  %wide.load1123.31622 = phi <8 x float> [ %3898, %vector.body1116 ], [ %3466, %vector.body1096 ]
  %wide.load1123.21611 = phi <8 x float> [ %3883, %vector.body1116 ], [ %3465, %vector.body1096 ]
  %wide.load1123.11600 = phi <8 x float> [ %3868, %vector.body1116 ], [ %3446, %vector.body1096 ]
  %wide.load11231589 = phi <8 x float> [ %3853, %vector.body1116 ], [ %3445, %vector.body1096 ]
  %3959 = add nuw i64 %across_feature27338, 1
  %exitcond435.not = icmp eq i64 %3959, %n_features
  br i1 %exitcond435.not, label %noise.done23, label %across_row.header28.preheader

across_row.header39.preheader:                    ; preds = %across_row.header39.preheader.preheader, %across_row.exit41
  %wide.load1123.71667 = phi <8 x float> [ %wide.load1123.71665, %across_row.exit41 ], [ %wide.load1123.71658, %across_row.header39.preheader.preheader ]
  %wide.load1123.61656 = phi <8 x float> [ %wide.load1123.61654, %across_row.exit41 ], [ %wide.load1123.61647, %across_row.header39.preheader.preheader ]
  %wide.load1123.51645 = phi <8 x float> [ %wide.load1123.51643, %across_row.exit41 ], [ %wide.load1123.51636, %across_row.header39.preheader.preheader ]
  %wide.load1123.41634 = phi <8 x float> [ %wide.load1123.41632, %across_row.exit41 ], [ %wide.load1123.41625, %across_row.header39.preheader.preheader ]
  %wide.load1123.31623 = phi <8 x float> [ %wide.load1123.31621, %across_row.exit41 ], [ %wide.load1123.31614, %across_row.header39.preheader.preheader ]
  %wide.load1123.21612 = phi <8 x float> [ %wide.load1123.21610, %across_row.exit41 ], [ %wide.load1123.21603, %across_row.header39.preheader.preheader ]
  %wide.load1123.11601 = phi <8 x float> [ %wide.load1123.11599, %across_row.exit41 ], [ %wide.load1123.11592, %across_row.header39.preheader.preheader ]
  %wide.load11231590 = phi <8 x float> [ %wide.load11231588, %across_row.exit41 ], [ %wide.load11231581, %across_row.header39.preheader.preheader ]
  %across_feature38340 = phi i64 [ %4036, %across_row.exit41 ], [ 0, %across_row.header39.preheader.preheader ]
  %3960 = shl i64 %across_feature38340, 6
  %first46 = icmp eq i64 %across_feature38340, 0
  br i1 %first46, label %vector.body1058, label %vector.body1078

vector.body1078:                                  ; preds = %across_row.header39.preheader
  %3961 = getelementptr inbounds float, ptr %across_state, i64 %3960
  %3962 = getelementptr inbounds nuw i8, ptr %3961, i64 32
  %wide.load1080 = load <8 x float>, ptr %3961, align 4
  %wide.load1081 = load <8 x float>, ptr %3962, align 4
  %3963 = getelementptr inbounds float, ptr %across_input_0, i64 %3960
  %3964 = getelementptr inbounds nuw i8, ptr %3963, i64 32
  %wide.load1082 = load <8 x float>, ptr %3963, align 4
  %wide.load1083 = load <8 x float>, ptr %3964, align 4
  %3965 = fneg <8 x float> %wide.load1082
  %3966 = fneg <8 x float> %wide.load1083
  %3967 = fmul <8 x float> %wide.load1080, %wide.load11641411
  %3968 = fmul <8 x float> %wide.load1081, %wide.load1164.11422
  %3969 = fsub <8 x float> %3965, %3967
  %3970 = fsub <8 x float> %3966, %3968
  %3971 = fmul <8 x float> %broadcast.splat1057, %3969
  %3972 = fmul <8 x float> %broadcast.splat1057, %3970
  %3973 = fsub <8 x float> %wide.load1080, %3971
  %3974 = fsub <8 x float> %wide.load1081, %3972
  %3975 = fmul <8 x float> %3973, %3973
  %3976 = fmul <8 x float> %3974, %3974
  %3977 = fadd <8 x float> %wide.load11231590, %3975
  %3978 = fadd <8 x float> %wide.load1123.11601, %3976
  store <8 x float> %3977, ptr %2400, align 4
  store <8 x float> %3978, ptr %2401, align 4
  %3979 = or disjoint i64 %3960, 16
  %3980 = getelementptr inbounds float, ptr %across_state, i64 %3979
  %3981 = getelementptr inbounds nuw i8, ptr %3980, i64 32
  %wide.load1080.1 = load <8 x float>, ptr %3980, align 4
  %wide.load1081.1 = load <8 x float>, ptr %3981, align 4
  %3982 = getelementptr inbounds float, ptr %across_input_0, i64 %3979
  %3983 = getelementptr inbounds nuw i8, ptr %3982, i64 32
  %wide.load1082.1 = load <8 x float>, ptr %3982, align 4
  %wide.load1083.1 = load <8 x float>, ptr %3983, align 4
  %3984 = fneg <8 x float> %wide.load1082.1
  %3985 = fneg <8 x float> %wide.load1083.1
  %3986 = fmul <8 x float> %wide.load1080.1, %wide.load1164.21433
  %3987 = fmul <8 x float> %wide.load1081.1, %wide.load1164.31444
  %3988 = fsub <8 x float> %3984, %3986
  %3989 = fsub <8 x float> %3985, %3987
  %3990 = fmul <8 x float> %broadcast.splat1057, %3988
  %3991 = fmul <8 x float> %broadcast.splat1057, %3989
  %3992 = fsub <8 x float> %wide.load1080.1, %3990
  %3993 = fsub <8 x float> %wide.load1081.1, %3991
  %3994 = fmul <8 x float> %3992, %3992
  %3995 = fmul <8 x float> %3993, %3993
  %3996 = fadd <8 x float> %wide.load1123.21612, %3994
  %3997 = fadd <8 x float> %wide.load1123.31623, %3995
  store <8 x float> %3996, ptr %2402, align 4
  store <8 x float> %3997, ptr %2403, align 4
  %3998 = or disjoint i64 %3960, 32
  %3999 = getelementptr inbounds float, ptr %across_state, i64 %3998
  %4000 = getelementptr inbounds nuw i8, ptr %3999, i64 32
  %wide.load1080.2 = load <8 x float>, ptr %3999, align 4
  %wide.load1081.2 = load <8 x float>, ptr %4000, align 4
  %4001 = getelementptr inbounds float, ptr %across_input_0, i64 %3998
  %4002 = getelementptr inbounds nuw i8, ptr %4001, i64 32
  %wide.load1082.2 = load <8 x float>, ptr %4001, align 4
  %wide.load1083.2 = load <8 x float>, ptr %4002, align 4
  %4003 = fneg <8 x float> %wide.load1082.2
  %4004 = fneg <8 x float> %wide.load1083.2
  %4005 = fmul <8 x float> %wide.load1080.2, %wide.load1164.41455
  %4006 = fmul <8 x float> %wide.load1081.2, %wide.load1164.51466
  %4007 = fsub <8 x float> %4003, %4005
  %4008 = fsub <8 x float> %4004, %4006
  %4009 = fmul <8 x float> %broadcast.splat1057, %4007
  %4010 = fmul <8 x float> %broadcast.splat1057, %4008
  %4011 = fsub <8 x float> %wide.load1080.2, %4009
  %4012 = fsub <8 x float> %wide.load1081.2, %4010
  %4013 = fmul <8 x float> %4011, %4011
  %4014 = fmul <8 x float> %4012, %4012
  %4015 = fadd <8 x float> %wide.load1123.41634, %4013
  %4016 = fadd <8 x float> %wide.load1123.51645, %4014
  store <8 x float> %4015, ptr %2404, align 4
  store <8 x float> %4016, ptr %2405, align 4
  %4017 = or disjoint i64 %3960, 48
  %4018 = getelementptr inbounds float, ptr %across_state, i64 %4017
  %4019 = getelementptr inbounds nuw i8, ptr %4018, i64 32
  %wide.load1080.3 = load <8 x float>, ptr %4018, align 4
  %wide.load1081.3 = load <8 x float>, ptr %4019, align 4
  %4020 = getelementptr inbounds float, ptr %across_input_0, i64 %4017
  %4021 = getelementptr inbounds nuw i8, ptr %4020, i64 32
  %wide.load1082.3 = load <8 x float>, ptr %4020, align 4
  %wide.load1083.3 = load <8 x float>, ptr %4021, align 4
  %4022 = fneg <8 x float> %wide.load1082.3
  %4023 = fneg <8 x float> %wide.load1083.3
  %4024 = fmul <8 x float> %wide.load1080.3, %wide.load1164.61477
  %4025 = fmul <8 x float> %wide.load1081.3, %wide.load1164.71488
  %4026 = fsub <8 x float> %4022, %4024
  %4027 = fsub <8 x float> %4023, %4025
  %4028 = fmul <8 x float> %broadcast.splat1057, %4026
  %4029 = fmul <8 x float> %broadcast.splat1057, %4027
  %4030 = fsub <8 x float> %wide.load1080.3, %4028
  %4031 = fsub <8 x float> %wide.load1081.3, %4029
  %4032 = fmul <8 x float> %4030, %4030
  %4033 = fmul <8 x float> %4031, %4031
  %4034 = fadd <8 x float> %wide.load1123.61656, %4032
  %4035 = fadd <8 x float> %wide.load1123.71667, %4033
  store <8 x float> %4034, ptr %2406, align 4
  store <8 x float> %4035, ptr %2407, align 4
  br label %across_row.exit41

vector.body1058:                                  ; preds = %across_row.header39.preheader
  store <8 x float> %3527, ptr %2414, align 4
  store <8 x float> %3528, ptr %2415, align 4
  store <8 x float> %3529, ptr %2416, align 4
  store <8 x float> %3530, ptr %2417, align 4
  store <8 x float> %3551, ptr %2426, align 4
  store <8 x float> %3552, ptr %2427, align 4
  store <8 x float> %3553, ptr %2428, align 4
  store <8 x float> %3554, ptr %2429, align 4
  br label %across_row.exit41

across_row.exit41:                                ; preds = %vector.body1078, %vector.body1058
  %wide.load1123.71665 = phi <8 x float> [ %4035, %vector.body1078 ], [ %3554, %vector.body1058 ]
  %wide.load1123.61654 = phi <8 x float> [ %4034, %vector.body1078 ], [ %3553, %vector.body1058 ]
  %wide.load1123.51643 = phi <8 x float> [ %4016, %vector.body1078 ], [ %3552, %vector.body1058 ]
  %wide.load1123.41632 = phi <8 x float> [ %4015, %vector.body1078 ], [ %3551, %vector.body1058 ]
  %wide.load1123.31621 = phi <8 x float> [ %3997, %vector.body1078 ], [ %3530, %vector.body1058 ]
  %wide.load1123.21610 = phi <8 x float> [ %3996, %vector.body1078 ], [ %3529, %vector.body1058 ]
  %wide.load1123.11599 = phi <8 x float> [ %3978, %vector.body1078 ], [ %3528, %vector.body1058 ]
  %wide.load11231588 = phi <8 x float> [ %3977, %vector.body1078 ], [ %3527, %vector.body1058 ]
  %4036 = add nuw i64 %across_feature38340, 1
  %exitcond438.not = icmp eq i64 %4036, %n_features
  br i1 %exitcond438.not, label %noise.done23, label %across_row.header39.preheader

noise.done50:                                     ; preds = %across_row.header62.preheader, %across_row.header87.preheader, %across_feature.header58.preheader, %across_feature.header83.preheader
  %wide.load1123.71661 = phi <8 x float> [ %wide.load1123.71663, %across_row.header87.preheader ], [ %wide.load1123.71663, %across_feature.header83.preheader ], [ %wide.load1123.71662, %across_feature.header58.preheader ], [ %wide.load1123.71662, %across_row.header62.preheader ]
  %wide.load1123.61650 = phi <8 x float> [ %wide.load1123.61652, %across_row.header87.preheader ], [ %wide.load1123.61652, %across_feature.header83.preheader ], [ %wide.load1123.61651, %across_feature.header58.preheader ], [ %wide.load1123.61651, %across_row.header62.preheader ]
  %wide.load1123.51639 = phi <8 x float> [ %wide.load1123.51641, %across_row.header87.preheader ], [ %wide.load1123.51641, %across_feature.header83.preheader ], [ %wide.load1123.51640, %across_feature.header58.preheader ], [ %wide.load1123.51640, %across_row.header62.preheader ]
  %wide.load1123.41628 = phi <8 x float> [ %wide.load1123.41630, %across_row.header87.preheader ], [ %wide.load1123.41630, %across_feature.header83.preheader ], [ %wide.load1123.41629, %across_feature.header58.preheader ], [ %wide.load1123.41629, %across_row.header62.preheader ]
  %wide.load1123.31617 = phi <8 x float> [ %wide.load1123.31619, %across_row.header87.preheader ], [ %wide.load1123.31619, %across_feature.header83.preheader ], [ %wide.load1123.31618, %across_feature.header58.preheader ], [ %wide.load1123.31618, %across_row.header62.preheader ]
  %wide.load1123.21606 = phi <8 x float> [ %wide.load1123.21608, %across_row.header87.preheader ], [ %wide.load1123.21608, %across_feature.header83.preheader ], [ %wide.load1123.21607, %across_feature.header58.preheader ], [ %wide.load1123.21607, %across_row.header62.preheader ]
  %wide.load1123.11595 = phi <8 x float> [ %wide.load1123.11597, %across_row.header87.preheader ], [ %wide.load1123.11597, %across_feature.header83.preheader ], [ %wide.load1123.11596, %across_feature.header58.preheader ], [ %wide.load1123.11596, %across_row.header62.preheader ]
  %wide.load11231584 = phi <8 x float> [ %wide.load11231586, %across_row.header87.preheader ], [ %wide.load11231586, %across_feature.header83.preheader ], [ %wide.load11231585, %across_feature.header58.preheader ], [ %wide.load11231585, %across_row.header62.preheader ]
  %wide.load1165.71573 = phi <8 x float> [ %wide.load1165.71575, %across_row.header87.preheader ], [ %wide.load1165.71575, %across_feature.header83.preheader ], [ %wide.load1165.71574, %across_feature.header58.preheader ], [ %wide.load1165.71574, %across_row.header62.preheader ]
  %wide.load1165.61562 = phi <8 x float> [ %wide.load1165.61564, %across_row.header87.preheader ], [ %wide.load1165.61564, %across_feature.header83.preheader ], [ %wide.load1165.61563, %across_feature.header58.preheader ], [ %wide.load1165.61563, %across_row.header62.preheader ]
  %wide.load1165.51551 = phi <8 x float> [ %wide.load1165.51553, %across_row.header87.preheader ], [ %wide.load1165.51553, %across_feature.header83.preheader ], [ %wide.load1165.51552, %across_feature.header58.preheader ], [ %wide.load1165.51552, %across_row.header62.preheader ]
  %wide.load1165.41540 = phi <8 x float> [ %wide.load1165.41542, %across_row.header87.preheader ], [ %wide.load1165.41542, %across_feature.header83.preheader ], [ %wide.load1165.41541, %across_feature.header58.preheader ], [ %wide.load1165.41541, %across_row.header62.preheader ]
  %wide.load1165.31529 = phi <8 x float> [ %wide.load1165.31531, %across_row.header87.preheader ], [ %wide.load1165.31531, %across_feature.header83.preheader ], [ %wide.load1165.31530, %across_feature.header58.preheader ], [ %wide.load1165.31530, %across_row.header62.preheader ]
  %wide.load1165.21518 = phi <8 x float> [ %wide.load1165.21520, %across_row.header87.preheader ], [ %wide.load1165.21520, %across_feature.header83.preheader ], [ %wide.load1165.21519, %across_feature.header58.preheader ], [ %wide.load1165.21519, %across_row.header62.preheader ]
  %wide.load1165.11507 = phi <8 x float> [ %wide.load1165.11509, %across_row.header87.preheader ], [ %wide.load1165.11509, %across_feature.header83.preheader ], [ %wide.load1165.11508, %across_feature.header58.preheader ], [ %wide.load1165.11508, %across_row.header62.preheader ]
  %wide.load11651496 = phi <8 x float> [ %wide.load11651498, %across_row.header87.preheader ], [ %wide.load11651498, %across_feature.header83.preheader ], [ %wide.load11651497, %across_feature.header58.preheader ], [ %wide.load11651497, %across_row.header62.preheader ]
  %wide.load1164.71485 = phi <8 x float> [ %wide.load1164.71487, %across_row.header87.preheader ], [ %wide.load1164.71487, %across_feature.header83.preheader ], [ %wide.load1164.71486, %across_feature.header58.preheader ], [ %wide.load1164.71486, %across_row.header62.preheader ]
  %wide.load1164.61474 = phi <8 x float> [ %wide.load1164.61476, %across_row.header87.preheader ], [ %wide.load1164.61476, %across_feature.header83.preheader ], [ %wide.load1164.61475, %across_feature.header58.preheader ], [ %wide.load1164.61475, %across_row.header62.preheader ]
  %wide.load1164.51463 = phi <8 x float> [ %wide.load1164.51465, %across_row.header87.preheader ], [ %wide.load1164.51465, %across_feature.header83.preheader ], [ %wide.load1164.51464, %across_feature.header58.preheader ], [ %wide.load1164.51464, %across_row.header62.preheader ]
  %wide.load1164.41452 = phi <8 x float> [ %wide.load1164.41454, %across_row.header87.preheader ], [ %wide.load1164.41454, %across_feature.header83.preheader ], [ %wide.load1164.41453, %across_feature.header58.preheader ], [ %wide.load1164.41453, %across_row.header62.preheader ]
  %wide.load1164.31441 = phi <8 x float> [ %wide.load1164.31443, %across_row.header87.preheader ], [ %wide.load1164.31443, %across_feature.header83.preheader ], [ %wide.load1164.31442, %across_feature.header58.preheader ], [ %wide.load1164.31442, %across_row.header62.preheader ]
  %wide.load1164.21430 = phi <8 x float> [ %wide.load1164.21432, %across_row.header87.preheader ], [ %wide.load1164.21432, %across_feature.header83.preheader ], [ %wide.load1164.21431, %across_feature.header58.preheader ], [ %wide.load1164.21431, %across_row.header62.preheader ]
  %wide.load1164.11419 = phi <8 x float> [ %wide.load1164.11421, %across_row.header87.preheader ], [ %wide.load1164.11421, %across_feature.header83.preheader ], [ %wide.load1164.11420, %across_feature.header58.preheader ], [ %wide.load1164.11420, %across_row.header62.preheader ]
  %wide.load11641408 = phi <8 x float> [ %wide.load11641410, %across_row.header87.preheader ], [ %wide.load11641410, %across_feature.header83.preheader ], [ %wide.load11641409, %across_feature.header58.preheader ], [ %wide.load11641409, %across_row.header62.preheader ]
  %wide.load1163.71397 = phi <8 x float> [ %wide.load1163.71399, %across_row.header87.preheader ], [ %wide.load1163.71399, %across_feature.header83.preheader ], [ %wide.load1163.71398, %across_feature.header58.preheader ], [ %wide.load1163.71398, %across_row.header62.preheader ]
  %wide.load1163.61386 = phi <8 x float> [ %wide.load1163.61388, %across_row.header87.preheader ], [ %wide.load1163.61388, %across_feature.header83.preheader ], [ %wide.load1163.61387, %across_feature.header58.preheader ], [ %wide.load1163.61387, %across_row.header62.preheader ]
  %wide.load1163.51375 = phi <8 x float> [ %wide.load1163.51377, %across_row.header87.preheader ], [ %wide.load1163.51377, %across_feature.header83.preheader ], [ %wide.load1163.51376, %across_feature.header58.preheader ], [ %wide.load1163.51376, %across_row.header62.preheader ]
  %wide.load1163.41364 = phi <8 x float> [ %wide.load1163.41366, %across_row.header87.preheader ], [ %wide.load1163.41366, %across_feature.header83.preheader ], [ %wide.load1163.41365, %across_feature.header58.preheader ], [ %wide.load1163.41365, %across_row.header62.preheader ]
  %wide.load1163.31353 = phi <8 x float> [ %wide.load1163.31355, %across_row.header87.preheader ], [ %wide.load1163.31355, %across_feature.header83.preheader ], [ %wide.load1163.31354, %across_feature.header58.preheader ], [ %wide.load1163.31354, %across_row.header62.preheader ]
  %wide.load1163.21342 = phi <8 x float> [ %wide.load1163.21344, %across_row.header87.preheader ], [ %wide.load1163.21344, %across_feature.header83.preheader ], [ %wide.load1163.21343, %across_feature.header58.preheader ], [ %wide.load1163.21343, %across_row.header62.preheader ]
  %wide.load1163.11331 = phi <8 x float> [ %wide.load1163.11333, %across_row.header87.preheader ], [ %wide.load1163.11333, %across_feature.header83.preheader ], [ %wide.load1163.11332, %across_feature.header58.preheader ], [ %wide.load1163.11332, %across_row.header62.preheader ]
  %4037 = phi <8 x float> [ %3776, %across_row.header87.preheader ], [ %3776, %across_feature.header83.preheader ], [ %3713, %across_feature.header58.preheader ], [ %3713, %across_row.header62.preheader ]
  %t_next = fmul float %anneal_ratio, %temperature1.0347
  %4038 = add nuw i64 %step3348, 1
  %exitcond451.not = icmp eq i64 %4038, %steps
  br i1 %exitcond451.not, label %step.exit, label %step.body

across_feature.header58.preheader:                ; preds = %across_status.body, %vec.epilog.middle.block1051, %middle.block1036
  br i1 %.not355, label %noise.done50, label %across_row.header62.preheader.preheader

across_row.header62.preheader.preheader:          ; preds = %across_feature.header58.preheader
  %broadcast.splatinsert998 = insertelement <8 x float> poison, float %noise_scale4, i64 0
  %broadcast.splat999 = shufflevector <8 x float> %broadcast.splatinsert998, <8 x float> poison, <8 x i32> zeroinitializer
  %4039 = fcmp olt <8 x float> %wide.load11231585, splat (float 0x3D71979980000000)
  %4040 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load11231585)
  %4041 = fcmp olt <8 x float> %wide.load1123.11596, splat (float 0x3D71979980000000)
  %4042 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1123.11596)
  %4043 = fcmp olt <8 x float> %wide.load1123.21607, splat (float 0x3D71979980000000)
  %4044 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1123.21607)
  %4045 = fcmp olt <8 x float> %wide.load1123.31618, splat (float 0x3D71979980000000)
  %4046 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1123.31618)
  %4047 = fcmp olt <8 x float> %wide.load1123.41629, splat (float 0x3D71979980000000)
  %4048 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1123.41629)
  %4049 = fcmp olt <8 x float> %wide.load1123.51640, splat (float 0x3D71979980000000)
  %4050 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1123.51640)
  %4051 = fcmp olt <8 x float> %wide.load1123.61651, splat (float 0x3D71979980000000)
  %4052 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1123.61651)
  %4053 = fcmp olt <8 x float> %wide.load1123.71662, splat (float 0x3D71979980000000)
  %4054 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1123.71662)
  br label %across_row.header62.preheader

across_status.body:                               ; preds = %across_status.body.preheader, %across_status.body
  %across_status341 = phi i64 [ %4068, %across_status.body ], [ %across_status341.ph, %across_status.body.preheader ]
  %4055 = getelementptr float, ptr %across_uniforms, i64 %across_status341
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
  %4066 = getelementptr float, ptr %2456, i64 %across_status341
  %status_bits = fptoui float %4065 to i32
  %status57 = load i32, ptr %4066, align 4
  %4067 = or i32 %status57, %status_bits
  store i32 %4067, ptr %4066, align 4
  %4068 = add nuw nsw i64 %across_status341, 1
  %exitcond443.not = icmp eq i64 %4068, %umax447
  br i1 %exitcond443.not, label %across_feature.header58.preheader, label %across_status.body, !llvm.loop !60

across_row.header62.preheader:                    ; preds = %across_row.header62.preheader.preheader, %across_row.header62.preheader
  %across_feature61343 = phi i64 [ %4189, %across_row.header62.preheader ], [ 0, %across_row.header62.preheader.preheader ]
  %4069 = shl i64 %across_feature61343, 6
  %4070 = getelementptr inbounds float, ptr %across_state, i64 %4069
  %wide.load1003 = load <8 x float>, ptr %4070, align 4
  %4071 = getelementptr inbounds float, ptr %across_input_0, i64 %4069
  %wide.load1004 = load <8 x float>, ptr %4071, align 4
  %4072 = fneg <8 x float> %wide.load1004
  %4073 = fmul <8 x float> %wide.load1003, %wide.load11641409
  %4074 = fsub <8 x float> %4072, %4073
  %4075 = fmul <8 x float> %broadcast.splat997, %4074
  %4076 = fsub <8 x float> %wide.load1003, %4075
  %4077 = getelementptr inbounds float, ptr %across_noise, i64 %4069
  %wide.load1006 = load <8 x float>, ptr %4077, align 4
  %4078 = fmul <8 x float> %wide.load1003, %wide.load11651497
  %4079 = fsub <8 x float> %wide.load1006, %4078
  %4080 = fmul <8 x float> %broadcast.splat999, %4079
  %4081 = fadd <8 x float> %4076, %4080
  %4082 = fdiv <8 x float> %4081, %4040
  %4083 = select <8 x i1> %4039, <8 x float> %wide.load1003, <8 x float> %4082
  store <8 x float> %4083, ptr %4070, align 4
  %4084 = or disjoint i64 %4069, 8
  %4085 = getelementptr inbounds float, ptr %across_state, i64 %4084
  %wide.load1003.1 = load <8 x float>, ptr %4085, align 4
  %4086 = getelementptr inbounds float, ptr %across_input_0, i64 %4084
  %wide.load1004.1 = load <8 x float>, ptr %4086, align 4
  %4087 = fneg <8 x float> %wide.load1004.1
  %4088 = fmul <8 x float> %wide.load1003.1, %wide.load1164.11420
  %4089 = fsub <8 x float> %4087, %4088
  %4090 = fmul <8 x float> %broadcast.splat997, %4089
  %4091 = fsub <8 x float> %wide.load1003.1, %4090
  %4092 = getelementptr inbounds float, ptr %across_noise, i64 %4084
  %wide.load1006.1 = load <8 x float>, ptr %4092, align 4
  %4093 = fmul <8 x float> %wide.load1003.1, %wide.load1165.11508
  %4094 = fsub <8 x float> %wide.load1006.1, %4093
  %4095 = fmul <8 x float> %broadcast.splat999, %4094
  %4096 = fadd <8 x float> %4091, %4095
  %4097 = fdiv <8 x float> %4096, %4042
  %4098 = select <8 x i1> %4041, <8 x float> %wide.load1003.1, <8 x float> %4097
  store <8 x float> %4098, ptr %4085, align 4
  %4099 = or disjoint i64 %4069, 16
  %4100 = getelementptr inbounds float, ptr %across_state, i64 %4099
  %wide.load1003.2 = load <8 x float>, ptr %4100, align 4
  %4101 = getelementptr inbounds float, ptr %across_input_0, i64 %4099
  %wide.load1004.2 = load <8 x float>, ptr %4101, align 4
  %4102 = fneg <8 x float> %wide.load1004.2
  %4103 = fmul <8 x float> %wide.load1003.2, %wide.load1164.21431
  %4104 = fsub <8 x float> %4102, %4103
  %4105 = fmul <8 x float> %broadcast.splat997, %4104
  %4106 = fsub <8 x float> %wide.load1003.2, %4105
  %4107 = getelementptr inbounds float, ptr %across_noise, i64 %4099
  %wide.load1006.2 = load <8 x float>, ptr %4107, align 4
  %4108 = fmul <8 x float> %wide.load1003.2, %wide.load1165.21519
  %4109 = fsub <8 x float> %wide.load1006.2, %4108
  %4110 = fmul <8 x float> %broadcast.splat999, %4109
  %4111 = fadd <8 x float> %4106, %4110
  %4112 = fdiv <8 x float> %4111, %4044
  %4113 = select <8 x i1> %4043, <8 x float> %wide.load1003.2, <8 x float> %4112
  store <8 x float> %4113, ptr %4100, align 4
  %4114 = or disjoint i64 %4069, 24
  %4115 = getelementptr inbounds float, ptr %across_state, i64 %4114
  %wide.load1003.3 = load <8 x float>, ptr %4115, align 4
  %4116 = getelementptr inbounds float, ptr %across_input_0, i64 %4114
  %wide.load1004.3 = load <8 x float>, ptr %4116, align 4
  %4117 = fneg <8 x float> %wide.load1004.3
  %4118 = fmul <8 x float> %wide.load1003.3, %wide.load1164.31442
  %4119 = fsub <8 x float> %4117, %4118
  %4120 = fmul <8 x float> %broadcast.splat997, %4119
  %4121 = fsub <8 x float> %wide.load1003.3, %4120
  %4122 = getelementptr inbounds float, ptr %across_noise, i64 %4114
  %wide.load1006.3 = load <8 x float>, ptr %4122, align 4
  %4123 = fmul <8 x float> %wide.load1003.3, %wide.load1165.31530
  %4124 = fsub <8 x float> %wide.load1006.3, %4123
  %4125 = fmul <8 x float> %broadcast.splat999, %4124
  %4126 = fadd <8 x float> %4121, %4125
  %4127 = fdiv <8 x float> %4126, %4046
  %4128 = select <8 x i1> %4045, <8 x float> %wide.load1003.3, <8 x float> %4127
  store <8 x float> %4128, ptr %4115, align 4
  %4129 = or disjoint i64 %4069, 32
  %4130 = getelementptr inbounds float, ptr %across_state, i64 %4129
  %wide.load1003.4 = load <8 x float>, ptr %4130, align 4
  %4131 = getelementptr inbounds float, ptr %across_input_0, i64 %4129
  %wide.load1004.4 = load <8 x float>, ptr %4131, align 4
  %4132 = fneg <8 x float> %wide.load1004.4
  %4133 = fmul <8 x float> %wide.load1003.4, %wide.load1164.41453
  %4134 = fsub <8 x float> %4132, %4133
  %4135 = fmul <8 x float> %broadcast.splat997, %4134
  %4136 = fsub <8 x float> %wide.load1003.4, %4135
  %4137 = getelementptr inbounds float, ptr %across_noise, i64 %4129
  %wide.load1006.4 = load <8 x float>, ptr %4137, align 4
  %4138 = fmul <8 x float> %wide.load1003.4, %wide.load1165.41541
  %4139 = fsub <8 x float> %wide.load1006.4, %4138
  %4140 = fmul <8 x float> %broadcast.splat999, %4139
  %4141 = fadd <8 x float> %4136, %4140
  %4142 = fdiv <8 x float> %4141, %4048
  %4143 = select <8 x i1> %4047, <8 x float> %wide.load1003.4, <8 x float> %4142
  store <8 x float> %4143, ptr %4130, align 4
  %4144 = or disjoint i64 %4069, 40
  %4145 = getelementptr inbounds float, ptr %across_state, i64 %4144
  %wide.load1003.5 = load <8 x float>, ptr %4145, align 4
  %4146 = getelementptr inbounds float, ptr %across_input_0, i64 %4144
  %wide.load1004.5 = load <8 x float>, ptr %4146, align 4
  %4147 = fneg <8 x float> %wide.load1004.5
  %4148 = fmul <8 x float> %wide.load1003.5, %wide.load1164.51464
  %4149 = fsub <8 x float> %4147, %4148
  %4150 = fmul <8 x float> %broadcast.splat997, %4149
  %4151 = fsub <8 x float> %wide.load1003.5, %4150
  %4152 = getelementptr inbounds float, ptr %across_noise, i64 %4144
  %wide.load1006.5 = load <8 x float>, ptr %4152, align 4
  %4153 = fmul <8 x float> %wide.load1003.5, %wide.load1165.51552
  %4154 = fsub <8 x float> %wide.load1006.5, %4153
  %4155 = fmul <8 x float> %broadcast.splat999, %4154
  %4156 = fadd <8 x float> %4151, %4155
  %4157 = fdiv <8 x float> %4156, %4050
  %4158 = select <8 x i1> %4049, <8 x float> %wide.load1003.5, <8 x float> %4157
  store <8 x float> %4158, ptr %4145, align 4
  %4159 = or disjoint i64 %4069, 48
  %4160 = getelementptr inbounds float, ptr %across_state, i64 %4159
  %wide.load1003.6 = load <8 x float>, ptr %4160, align 4
  %4161 = getelementptr inbounds float, ptr %across_input_0, i64 %4159
  %wide.load1004.6 = load <8 x float>, ptr %4161, align 4
  %4162 = fneg <8 x float> %wide.load1004.6
  %4163 = fmul <8 x float> %wide.load1003.6, %wide.load1164.61475
  %4164 = fsub <8 x float> %4162, %4163
  %4165 = fmul <8 x float> %broadcast.splat997, %4164
  %4166 = fsub <8 x float> %wide.load1003.6, %4165
  %4167 = getelementptr inbounds float, ptr %across_noise, i64 %4159
  %wide.load1006.6 = load <8 x float>, ptr %4167, align 4
  %4168 = fmul <8 x float> %wide.load1003.6, %wide.load1165.61563
  %4169 = fsub <8 x float> %wide.load1006.6, %4168
  %4170 = fmul <8 x float> %broadcast.splat999, %4169
  %4171 = fadd <8 x float> %4166, %4170
  %4172 = fdiv <8 x float> %4171, %4052
  %4173 = select <8 x i1> %4051, <8 x float> %wide.load1003.6, <8 x float> %4172
  store <8 x float> %4173, ptr %4160, align 4
  %4174 = or disjoint i64 %4069, 56
  %4175 = getelementptr inbounds float, ptr %across_state, i64 %4174
  %wide.load1003.7 = load <8 x float>, ptr %4175, align 4
  %4176 = getelementptr inbounds float, ptr %across_input_0, i64 %4174
  %wide.load1004.7 = load <8 x float>, ptr %4176, align 4
  %4177 = fneg <8 x float> %wide.load1004.7
  %4178 = fmul <8 x float> %wide.load1003.7, %wide.load1164.71486
  %4179 = fsub <8 x float> %4177, %4178
  %4180 = fmul <8 x float> %broadcast.splat997, %4179
  %4181 = fsub <8 x float> %wide.load1003.7, %4180
  %4182 = getelementptr inbounds float, ptr %across_noise, i64 %4174
  %wide.load1006.7 = load <8 x float>, ptr %4182, align 4
  %4183 = fmul <8 x float> %wide.load1003.7, %wide.load1165.71574
  %4184 = fsub <8 x float> %wide.load1006.7, %4183
  %4185 = fmul <8 x float> %broadcast.splat999, %4184
  %4186 = fadd <8 x float> %4181, %4185
  %4187 = fdiv <8 x float> %4186, %4054
  %4188 = select <8 x i1> %4053, <8 x float> %wide.load1003.7, <8 x float> %4187
  store <8 x float> %4188, ptr %4175, align 4
  %4189 = add nuw i64 %across_feature61343, 1
  %exitcond445.not = icmp eq i64 %4189, %n_features
  br i1 %exitcond445.not, label %noise.done50, label %across_row.header62.preheader

across_feature.header83.preheader:                ; preds = %across_status.body72, %vec.epilog.middle.block991, %middle.block976
  br i1 %.not355, label %noise.done50, label %across_row.header87.preheader.preheader

across_row.header87.preheader.preheader:          ; preds = %across_feature.header83.preheader
  %4190 = fcmp olt <8 x float> %wide.load11231586, splat (float 0x3D71979980000000)
  %4191 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load11231586)
  %4192 = fcmp olt <8 x float> %wide.load1123.11597, splat (float 0x3D71979980000000)
  %4193 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1123.11597)
  %4194 = fcmp olt <8 x float> %wide.load1123.21608, splat (float 0x3D71979980000000)
  %4195 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1123.21608)
  %4196 = fcmp olt <8 x float> %wide.load1123.31619, splat (float 0x3D71979980000000)
  %4197 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1123.31619)
  %4198 = fcmp olt <8 x float> %wide.load1123.41630, splat (float 0x3D71979980000000)
  %4199 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1123.41630)
  %4200 = fcmp olt <8 x float> %wide.load1123.51641, splat (float 0x3D71979980000000)
  %4201 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1123.51641)
  %4202 = fcmp olt <8 x float> %wide.load1123.61652, splat (float 0x3D71979980000000)
  %4203 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1123.61652)
  %4204 = fcmp olt <8 x float> %wide.load1123.71663, splat (float 0x3D71979980000000)
  %4205 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load1123.71663)
  br label %across_row.header87.preheader

across_status.body72:                             ; preds = %across_status.body72.preheader, %across_status.body72
  %across_status74344 = phi i64 [ %4219, %across_status.body72 ], [ %across_status74344.ph, %across_status.body72.preheader ]
  %4206 = getelementptr float, ptr %across_uniforms, i64 %across_status74344
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
  %4217 = getelementptr float, ptr %2456, i64 %across_status74344
  %status_bits81 = fptoui float %4216 to i32
  %status82 = load i32, ptr %4217, align 4
  %4218 = or i32 %status82, %status_bits81
  store i32 %4218, ptr %4217, align 4
  %4219 = add nuw nsw i64 %across_status74344, 1
  %exitcond448.not = icmp eq i64 %4219, %umax447
  br i1 %exitcond448.not, label %across_feature.header83.preheader, label %across_status.body72, !llvm.loop !61

across_row.header87.preheader:                    ; preds = %across_row.header87.preheader.preheader, %across_row.header87.preheader
  %across_feature86346 = phi i64 [ %4300, %across_row.header87.preheader ], [ 0, %across_row.header87.preheader.preheader ]
  %4220 = shl i64 %across_feature86346, 6
  %4221 = getelementptr inbounds float, ptr %across_state, i64 %4220
  %wide.load945 = load <8 x float>, ptr %4221, align 4
  %4222 = getelementptr inbounds float, ptr %across_input_0, i64 %4220
  %wide.load946 = load <8 x float>, ptr %4222, align 4
  %4223 = fneg <8 x float> %wide.load946
  %4224 = fmul <8 x float> %wide.load945, %wide.load11641410
  %4225 = fsub <8 x float> %4223, %4224
  %4226 = fmul <8 x float> %broadcast.splat941, %4225
  %4227 = fsub <8 x float> %wide.load945, %4226
  %4228 = fdiv <8 x float> %4227, %4191
  %4229 = select <8 x i1> %4190, <8 x float> %wide.load945, <8 x float> %4228
  store <8 x float> %4229, ptr %4221, align 4
  %4230 = or disjoint i64 %4220, 8
  %4231 = getelementptr inbounds float, ptr %across_state, i64 %4230
  %wide.load945.1 = load <8 x float>, ptr %4231, align 4
  %4232 = getelementptr inbounds float, ptr %across_input_0, i64 %4230
  %wide.load946.1 = load <8 x float>, ptr %4232, align 4
  %4233 = fneg <8 x float> %wide.load946.1
  %4234 = fmul <8 x float> %wide.load945.1, %wide.load1164.11421
  %4235 = fsub <8 x float> %4233, %4234
  %4236 = fmul <8 x float> %broadcast.splat941, %4235
  %4237 = fsub <8 x float> %wide.load945.1, %4236
  %4238 = fdiv <8 x float> %4237, %4193
  %4239 = select <8 x i1> %4192, <8 x float> %wide.load945.1, <8 x float> %4238
  store <8 x float> %4239, ptr %4231, align 4
  %4240 = or disjoint i64 %4220, 16
  %4241 = getelementptr inbounds float, ptr %across_state, i64 %4240
  %wide.load945.2 = load <8 x float>, ptr %4241, align 4
  %4242 = getelementptr inbounds float, ptr %across_input_0, i64 %4240
  %wide.load946.2 = load <8 x float>, ptr %4242, align 4
  %4243 = fneg <8 x float> %wide.load946.2
  %4244 = fmul <8 x float> %wide.load945.2, %wide.load1164.21432
  %4245 = fsub <8 x float> %4243, %4244
  %4246 = fmul <8 x float> %broadcast.splat941, %4245
  %4247 = fsub <8 x float> %wide.load945.2, %4246
  %4248 = fdiv <8 x float> %4247, %4195
  %4249 = select <8 x i1> %4194, <8 x float> %wide.load945.2, <8 x float> %4248
  store <8 x float> %4249, ptr %4241, align 4
  %4250 = or disjoint i64 %4220, 24
  %4251 = getelementptr inbounds float, ptr %across_state, i64 %4250
  %wide.load945.3 = load <8 x float>, ptr %4251, align 4
  %4252 = getelementptr inbounds float, ptr %across_input_0, i64 %4250
  %wide.load946.3 = load <8 x float>, ptr %4252, align 4
  %4253 = fneg <8 x float> %wide.load946.3
  %4254 = fmul <8 x float> %wide.load945.3, %wide.load1164.31443
  %4255 = fsub <8 x float> %4253, %4254
  %4256 = fmul <8 x float> %broadcast.splat941, %4255
  %4257 = fsub <8 x float> %wide.load945.3, %4256
  %4258 = fdiv <8 x float> %4257, %4197
  %4259 = select <8 x i1> %4196, <8 x float> %wide.load945.3, <8 x float> %4258
  store <8 x float> %4259, ptr %4251, align 4
  %4260 = or disjoint i64 %4220, 32
  %4261 = getelementptr inbounds float, ptr %across_state, i64 %4260
  %wide.load945.4 = load <8 x float>, ptr %4261, align 4
  %4262 = getelementptr inbounds float, ptr %across_input_0, i64 %4260
  %wide.load946.4 = load <8 x float>, ptr %4262, align 4
  %4263 = fneg <8 x float> %wide.load946.4
  %4264 = fmul <8 x float> %wide.load945.4, %wide.load1164.41454
  %4265 = fsub <8 x float> %4263, %4264
  %4266 = fmul <8 x float> %broadcast.splat941, %4265
  %4267 = fsub <8 x float> %wide.load945.4, %4266
  %4268 = fdiv <8 x float> %4267, %4199
  %4269 = select <8 x i1> %4198, <8 x float> %wide.load945.4, <8 x float> %4268
  store <8 x float> %4269, ptr %4261, align 4
  %4270 = or disjoint i64 %4220, 40
  %4271 = getelementptr inbounds float, ptr %across_state, i64 %4270
  %wide.load945.5 = load <8 x float>, ptr %4271, align 4
  %4272 = getelementptr inbounds float, ptr %across_input_0, i64 %4270
  %wide.load946.5 = load <8 x float>, ptr %4272, align 4
  %4273 = fneg <8 x float> %wide.load946.5
  %4274 = fmul <8 x float> %wide.load945.5, %wide.load1164.51465
  %4275 = fsub <8 x float> %4273, %4274
  %4276 = fmul <8 x float> %broadcast.splat941, %4275
  %4277 = fsub <8 x float> %wide.load945.5, %4276
  %4278 = fdiv <8 x float> %4277, %4201
  %4279 = select <8 x i1> %4200, <8 x float> %wide.load945.5, <8 x float> %4278
  store <8 x float> %4279, ptr %4271, align 4
  %4280 = or disjoint i64 %4220, 48
  %4281 = getelementptr inbounds float, ptr %across_state, i64 %4280
  %wide.load945.6 = load <8 x float>, ptr %4281, align 4
  %4282 = getelementptr inbounds float, ptr %across_input_0, i64 %4280
  %wide.load946.6 = load <8 x float>, ptr %4282, align 4
  %4283 = fneg <8 x float> %wide.load946.6
  %4284 = fmul <8 x float> %wide.load945.6, %wide.load1164.61476
  %4285 = fsub <8 x float> %4283, %4284
  %4286 = fmul <8 x float> %broadcast.splat941, %4285
  %4287 = fsub <8 x float> %wide.load945.6, %4286
  %4288 = fdiv <8 x float> %4287, %4203
  %4289 = select <8 x i1> %4202, <8 x float> %wide.load945.6, <8 x float> %4288
  store <8 x float> %4289, ptr %4281, align 4
  %4290 = or disjoint i64 %4220, 56
  %4291 = getelementptr inbounds float, ptr %across_state, i64 %4290
  %wide.load945.7 = load <8 x float>, ptr %4291, align 4
  %4292 = getelementptr inbounds float, ptr %across_input_0, i64 %4290
  %wide.load946.7 = load <8 x float>, ptr %4292, align 4
  %4293 = fneg <8 x float> %wide.load946.7
  %4294 = fmul <8 x float> %wide.load945.7, %wide.load1164.71487
  %4295 = fsub <8 x float> %4293, %4294
  %4296 = fmul <8 x float> %broadcast.splat941, %4295
  %4297 = fsub <8 x float> %wide.load945.7, %4296
  %4298 = fdiv <8 x float> %4297, %4205
  %4299 = select <8 x i1> %4204, <8 x float> %wide.load945.7, <8 x float> %4298
  store <8 x float> %4299, ptr %4291, align 4
  %4300 = add nuw i64 %across_feature86346, 1
  %exitcond450.not = icmp eq i64 %4300, %n_features
  br i1 %exitcond450.not, label %noise.done50, label %across_row.header87.preheader

across_out.body:                                  ; preds = %across_out.body, %across_out.body.preheader.new
  %across_out349 = phi i64 [ 0, %across_out.body.preheader.new ], [ %4316, %across_out.body ]
  %niter1326 = phi i64 [ 0, %across_out.body.preheader.new ], [ %niter1326.next.1, %across_out.body ]
  %r96 = udiv i64 %across_out349, %n_features
  %f97 = urem i64 %across_out349, %n_features
  %4301 = icmp ult i64 %r96, %2435
  %4302 = select i1 %4301, i64 %r96, i64 %last_row
  %row98 = add i64 %4302, %across_block350
  %row_element99 = mul i64 %row98, %n_features
  %.idx270 = shl nuw nsw i64 %f97, 8
  %4303 = getelementptr i8, ptr %across_state, i64 %.idx270
  %4304 = getelementptr float, ptr %4303, i64 %r96
  %4305 = load float, ptr %4304, align 4
  %4306 = getelementptr float, ptr %state, i64 %row_element99
  %4307 = getelementptr float, ptr %4306, i64 %f97
  store float %4305, ptr %4307, align 4
  %4308 = or disjoint i64 %across_out349, 1
  %r96.1 = udiv i64 %4308, %n_features
  %f97.1 = urem i64 %4308, %n_features
  %4309 = icmp ult i64 %r96.1, %2435
  %4310 = select i1 %4309, i64 %r96.1, i64 %last_row
  %row98.1 = add i64 %4310, %across_block350
  %row_element99.1 = mul i64 %row98.1, %n_features
  %.idx270.1 = shl nuw nsw i64 %f97.1, 8
  %4311 = getelementptr i8, ptr %across_state, i64 %.idx270.1
  %4312 = getelementptr float, ptr %4311, i64 %r96.1
  %4313 = load float, ptr %4312, align 4
  %4314 = getelementptr float, ptr %state, i64 %row_element99.1
  %4315 = getelementptr float, ptr %4314, i64 %f97.1
  store float %4313, ptr %4315, align 4
  %4316 = add nuw i64 %across_out349, 2
  %niter1326.next.1 = add i64 %niter1326, 2
  %niter1326.ncmp.1 = icmp eq i64 %niter1326.next.1, %unroll_iter1325
  br i1 %niter1326.ncmp.1, label %across_out.exit.loopexit.unr-lcssa, label %across_out.body, !llvm.loop !62

across_out.exit.loopexit.unr-lcssa:               ; preds = %across_out.body
  %lcmp.mod1323.not = icmp eq i64 %xtraiter1321, 0
  br i1 %lcmp.mod1323.not, label %across_out.exit, label %across_out.body.epil.preheader

across_out.body.epil.preheader:                   ; preds = %across_out.exit.loopexit.unr-lcssa, %across_out.body.preheader
  %across_out349.epil.init = phi i64 [ 0, %across_out.body.preheader ], [ %4316, %across_out.exit.loopexit.unr-lcssa ]
  %lcmp.mod1324 = icmp ne i64 %xtraiter1321, 0
  tail call void @llvm.assume(i1 %lcmp.mod1324)
  %r96.epil = udiv i64 %across_out349.epil.init, %n_features
  %f97.epil = urem i64 %across_out349.epil.init, %n_features
  %4317 = icmp ult i64 %r96.epil, %2435
  %4318 = select i1 %4317, i64 %r96.epil, i64 %last_row
  %row98.epil = add i64 %4318, %across_block350
  %row_element99.epil = mul i64 %row98.epil, %n_features
  %.idx270.epil = shl nuw nsw i64 %f97.epil, 8
  %4319 = getelementptr i8, ptr %across_state, i64 %.idx270.epil
  %4320 = getelementptr float, ptr %4319, i64 %r96.epil
  %4321 = load float, ptr %4320, align 4
  %4322 = getelementptr float, ptr %state, i64 %row_element99.epil
  %4323 = getelementptr float, ptr %4322, i64 %f97.epil
  store float %4321, ptr %4323, align 4
  br label %across_out.exit

across_out.exit:                                  ; preds = %across_out.body.epil.preheader, %across_out.exit.loopexit.unr-lcssa, %step.exit
  %4324 = add i64 %across_block350, 64
  %4325 = icmp ult i64 %4324, %row_end
  %indvars.iv.next440 = add i64 %indvars.iv439, -64
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

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1}
!6 = !{!7}
!7 = distinct !{!7, !8}
!8 = distinct !{!8, !"LVerDomain"}
!9 = !{!10}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !1, !2}
!12 = !{!"branch_weights", i32 4, i32 28}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
!17 = !{!18}
!18 = distinct !{!18, !19}
!19 = distinct !{!19, !"LVerDomain"}
!20 = !{!21, !22}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !19}
!23 = !{!21}
!24 = !{!22}
!25 = distinct !{!25, !1, !2}
!26 = !{!27}
!27 = distinct !{!27, !28}
!28 = distinct !{!28, !"LVerDomain"}
!29 = !{!30}
!30 = distinct !{!30, !28}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !34}
!34 = !{!"llvm.loop.unroll.disable"}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !34}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = !{!"branch_weights", i32 4, i32 12}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !34}
!46 = distinct !{!46, !34}
!47 = distinct !{!47, !34}
!48 = distinct !{!48, !34}
!49 = distinct !{!49, !1, !2}
!50 = !{!"branch_weights", i32 8, i32 24}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !53}
!53 = !{!"llvm.loop.vectorize.width", i32 1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !2, !1}
!61 = distinct !{!61, !2, !1}
!62 = distinct !{!62, !53}
