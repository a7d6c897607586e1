; ModuleID = 'bivector_pull'
source_filename = "bivector_pull.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_bivector_pull_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %status = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %input_0 = load ptr, ptr %1, align 8
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %row_begin = load i64, ptr %2, align 8
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %row_end = load i64, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %n_features = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %steps = load i64, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %eta = load float, ptr %6, align 8
  %7 = getelementptr inbounds nuw i8, ptr %args, i64 60
  %noise_scale = load float, ptr %7, align 4
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %temperature = load float, ptr %8, align 8
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 76
  %anneal_ratio = load float, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %two_eta = load float, ptr %10, align 8
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %key0 = load i64, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %args, i64 96
  %key1 = load i64, ptr %12, align 8
  %13 = icmp ult i64 %row_begin, %row_end
  br i1 %13, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %entry
  %14 = getelementptr inbounds nuw i8, ptr %args, i64 68
  %anneal = load i32, ptr %14, align 4
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not = icmp eq i64 %steps, 0
  %.not71 = icmp eq i64 %n_features, 0
  %15 = trunc i64 %key0 to i32
  %16 = lshr i64 %key0, 32
  %17 = add i64 %key0, 2654435769
  %18 = add nuw nsw i64 %16, 3144134277
  %19 = add i64 %key0, 1013904242
  %20 = add nuw nsw i64 %16, 1993301258
  %21 = add i64 %key0, 3668340011
  %22 = add nuw nsw i64 %16, 842468239
  %23 = add i64 %key0, 2027808484
  %24 = add nuw nsw i64 %16, 3986602516
  %25 = add i64 %key0, 387276957
  %26 = add nuw nsw i64 %16, 2835769497
  %27 = add i64 %key0, 3041712726
  %28 = add nuw nsw i64 %16, 1684936478
  %29 = add i64 %key0, 1401181199
  %30 = add nuw nsw i64 %16, 534103459
  %31 = add nuw nsw i64 %16, 3678237736
  %32 = add i32 %15, -1879881855
  br i1 %.not, label %row.exit, label %row.body.lr.ph.split.us

row.body.lr.ph.split.us:                          ; preds = %row.body.lr.ph
  %33 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %draw_noise = load i32, ptr %33, align 4
  %draw.not = icmp eq i32 %draw_noise, 0
  br i1 %draw.not, label %row.body.lr.ph.split.us.split.us, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph.split.us
  %34 = mul i64 %row_begin, %n_features
  %35 = shl i64 %34, 2
  %36 = shl i64 %n_features, 2
  %37 = shl i64 %row_begin, 2
  %38 = add i64 %37, 4
  %39 = mul i64 %n_features, %38
  %40 = add i64 %n_features, -1
  %xtraiter = and i64 %n_features, 3
  %41 = icmp ult i64 %40, 3
  %unroll_iter = and i64 %n_features, -4
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %lcmp.mod198 = icmp ne i64 %xtraiter, 0
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec = and i64 %n_features, -8
  %broadcast.splatinsert103 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat104 = shufflevector <8 x float> %broadcast.splatinsert103, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert107 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat108 = shufflevector <8 x i64> %broadcast.splatinsert107, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert111 = insertelement <8 x i64> poison, i64 %19, i64 0
  %broadcast.splat112 = shufflevector <8 x i64> %broadcast.splatinsert111, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert115 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat116 = shufflevector <8 x i64> %broadcast.splatinsert115, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert117 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat118 = shufflevector <8 x i64> %broadcast.splatinsert117, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert119 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat120 = shufflevector <8 x i64> %broadcast.splatinsert119, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert121 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat122 = shufflevector <8 x i64> %broadcast.splatinsert121, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert123 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat124 = shufflevector <8 x i64> %broadcast.splatinsert123, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert125 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat126 = shufflevector <8 x i64> %broadcast.splatinsert125, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert127 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat128 = shufflevector <8 x i64> %broadcast.splatinsert127, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert129 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat130 = shufflevector <8 x i64> %broadcast.splatinsert129, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert131 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat132 = shufflevector <8 x i64> %broadcast.splatinsert131, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert133 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat134 = shufflevector <8 x i64> %broadcast.splatinsert133, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert135 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat136 = shufflevector <8 x i64> %broadcast.splatinsert135, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert137 = insertelement <8 x i32> poison, i32 %32, i64 0
  %broadcast.splat138 = shufflevector <8 x i32> %broadcast.splatinsert137, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  br label %row.body.us

row.body.lr.ph.split.us.split.us:                 ; preds = %row.body.lr.ph.split.us
  br i1 %.not71, label %row.exit, label %row.body.us.us.us.us.preheader

row.body.us.us.us.us.preheader:                   ; preds = %row.body.lr.ph.split.us.split.us
  %42 = mul i64 %row_begin, %n_features
  %43 = shl i64 %42, 2
  %44 = shl i64 %n_features, 2
  %45 = shl i64 %row_begin, 2
  %46 = add i64 %45, 4
  %47 = mul i64 %n_features, %46
  %48 = add i64 %n_features, -1
  %xtraiter199 = and i64 %n_features, 3
  %49 = icmp ult i64 %48, 3
  %unroll_iter204 = and i64 %n_features, -4
  %lcmp.mod201.not = icmp eq i64 %xtraiter199, 0
  %lcmp.mod203 = icmp ne i64 %xtraiter199, 0
  %min.iters.check153 = icmp ult i64 %n_features, 8
  %min.iters.check155 = icmp ult i64 %n_features, 32
  %n.mod.vf157 = and i64 %n_features, 24
  %n.vec158 = and i64 %n_features, -32
  %broadcast.splatinsert159 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat160 = shufflevector <8 x float> %broadcast.splatinsert159, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n175 = icmp eq i64 %n_features, %n.vec158
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf157, 0
  %n.vec178 = and i64 %n_features, -8
  %broadcast.splatinsert179 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat180 = shufflevector <8 x float> %broadcast.splatinsert179, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n189 = icmp eq i64 %n_features, %n.vec178
  %xtraiter206 = and i64 %n_features, 1
  %lcmp.mod207.not = icmp eq i64 %xtraiter206, 0
  br label %row.body.us.us.us.us

row.body.us.us.us.us:                             ; preds = %row.body.us.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us
  %indvar143 = phi i64 [ 0, %row.body.us.us.us.us.preheader ], [ %indvar.next144, %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %row36.us.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.us.preheader ], [ %202, %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %50 = mul i64 %44, %indvar143
  %51 = add i64 %43, %50
  %scevgep145 = getelementptr i8, ptr %state, i64 %51
  %52 = add i64 %47, %50
  %scevgep146 = getelementptr i8, ptr %state, i64 %52
  %scevgep147 = getelementptr i8, ptr %input_0, i64 %51
  %scevgep148 = getelementptr i8, ptr %input_0, i64 %52
  %row_offset.us.us.us.us = mul i64 %row36.us.us.us.us, %n_features
  %53 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us.us
  %54 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us.us.us
  %55 = getelementptr inbounds float, ptr %status, i64 %row36.us.us.us.us
  %bound0149 = icmp ult ptr %scevgep145, %scevgep148
  %bound1150 = icmp ult ptr %scevgep147, %scevgep146
  %found.conflict151 = and i1 %bound0149, %bound1150
  br label %step.body.us.us.us.us.us.us.us

step.body.us.us.us.us.us.us.us:                   ; preds = %feature.header18.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us, %row.body.us.us.us.us
  %step35.us.us.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us.us ], [ %201, %feature.header18.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us ]
  br i1 %49, label %feature.body.us.us.us.us.us.us.us.epil.preheader, label %feature.body.us.us.us.us.us.us.us

feature.body19.us.us.us.us.us.us.us:              ; preds = %feature.body19.us.us.us.us.us.us.us.prol.loopexit, %feature.body19.us.us.us.us.us.us.us
  %feature2133.us.us.us.us.us.us.us = phi i64 [ %81, %feature.body19.us.us.us.us.us.us.us ], [ %feature2133.us.us.us.us.us.us.us.unr, %feature.body19.us.us.us.us.us.us.us.prol.loopexit ]
  %56 = getelementptr inbounds float, ptr %53, i64 %feature2133.us.us.us.us.us.us.us
  %57 = load float, ptr %56, align 4
  %58 = getelementptr inbounds float, ptr %54, i64 %feature2133.us.us.us.us.us.us.us
  %59 = load float, ptr %58, align 4
  %60 = fsub float %57, %59
  %61 = fmul float %60, 2.000000e+00
  %62 = fmul float %61, 5.000000e-01
  %popcount22.us.us.us.us.us.us.us = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature2133.us.us.us.us.us.us.us)
  %63 = icmp eq i64 %popcount22.us.us.us.us.us.us.us, 2
  %grade23.us.us.us.us.us.us.us = select i1 %63, float 1.000000e+00, float 0.000000e+00
  %64 = fmul float %grade23.us.us.us.us.us.us.us, %62
  %65 = fmul float %eta, %64
  %66 = fsub float %57, %65
  %67 = fmul float %grade23.us.us.us.us.us.us.us, %66
  store float %67, ptr %56, align 4
  %68 = add nuw i64 %feature2133.us.us.us.us.us.us.us, 1
  %69 = getelementptr inbounds float, ptr %53, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = getelementptr inbounds float, ptr %54, i64 %68
  %72 = load float, ptr %71, align 4
  %73 = fsub float %70, %72
  %74 = fmul float %73, 2.000000e+00
  %75 = fmul float %74, 5.000000e-01
  %popcount22.us.us.us.us.us.us.us.1 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %68)
  %76 = icmp eq i64 %popcount22.us.us.us.us.us.us.us.1, 2
  %grade23.us.us.us.us.us.us.us.1 = select i1 %76, float 1.000000e+00, float 0.000000e+00
  %77 = fmul float %grade23.us.us.us.us.us.us.us.1, %75
  %78 = fmul float %eta, %77
  %79 = fsub float %70, %78
  %80 = fmul float %grade23.us.us.us.us.us.us.us.1, %79
  store float %80, ptr %69, align 4
  %81 = add nuw i64 %feature2133.us.us.us.us.us.us.us, 2
  %exitcond82.not.1 = icmp eq i64 %81, %n_features
  br i1 %exitcond82.not.1, label %feature.header18.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us, label %feature.body19.us.us.us.us.us.us.us, !llvm.loop !0

feature.body.us.us.us.us.us.us.us:                ; preds = %step.body.us.us.us.us.us.us.us, %feature.body.us.us.us.us.us.us.us
  %feature31.us.us.us.us.us.us.us = phi i64 [ %113, %feature.body.us.us.us.us.us.us.us ], [ 0, %step.body.us.us.us.us.us.us.us ]
  %fold_value.030.us.us.us.us.us.us.us = phi float [ %112, %feature.body.us.us.us.us.us.us.us ], [ 0.000000e+00, %step.body.us.us.us.us.us.us.us ]
  %niter205 = phi i64 [ %niter205.next.3, %feature.body.us.us.us.us.us.us.us ], [ 0, %step.body.us.us.us.us.us.us.us ]
  %82 = getelementptr inbounds float, ptr %53, i64 %feature31.us.us.us.us.us.us.us
  %83 = load float, ptr %82, align 4
  %popcount.us.us.us.us.us.us.us = tail call range(i64 0, 63) i64 @llvm.ctpop.i64(i64 %feature31.us.us.us.us.us.us.us)
  %84 = icmp eq i64 %popcount.us.us.us.us.us.us.us, 2
  %grade.us.us.us.us.us.us.us = select i1 %84, float 1.000000e+00, float 0.000000e+00
  %85 = fmul float %grade.us.us.us.us.us.us.us, %83
  %86 = fsub float %83, %85
  %87 = fmul float %86, %86
  %88 = fadd float %fold_value.030.us.us.us.us.us.us.us, %87
  %89 = or disjoint i64 %feature31.us.us.us.us.us.us.us, 1
  %90 = getelementptr inbounds float, ptr %53, i64 %89
  %91 = load float, ptr %90, align 4
  %popcount.us.us.us.us.us.us.us.1 = tail call range(i64 1, 64) i64 @llvm.ctpop.i64(i64 %89)
  %92 = icmp eq i64 %popcount.us.us.us.us.us.us.us.1, 2
  %grade.us.us.us.us.us.us.us.1 = select i1 %92, float 1.000000e+00, float 0.000000e+00
  %93 = fmul float %grade.us.us.us.us.us.us.us.1, %91
  %94 = fsub float %91, %93
  %95 = fmul float %94, %94
  %96 = fadd float %88, %95
  %97 = or disjoint i64 %feature31.us.us.us.us.us.us.us, 2
  %98 = getelementptr inbounds float, ptr %53, i64 %97
  %99 = load float, ptr %98, align 4
  %popcount.us.us.us.us.us.us.us.2 = tail call range(i64 1, 64) i64 @llvm.ctpop.i64(i64 %97)
  %100 = icmp eq i64 %popcount.us.us.us.us.us.us.us.2, 2
  %grade.us.us.us.us.us.us.us.2 = select i1 %100, float 1.000000e+00, float 0.000000e+00
  %101 = fmul float %grade.us.us.us.us.us.us.us.2, %99
  %102 = fsub float %99, %101
  %103 = fmul float %102, %102
  %104 = fadd float %96, %103
  %105 = or disjoint i64 %feature31.us.us.us.us.us.us.us, 3
  %106 = getelementptr inbounds float, ptr %53, i64 %105
  %107 = load float, ptr %106, align 4
  %popcount.us.us.us.us.us.us.us.3 = tail call range(i64 2, 65) i64 @llvm.ctpop.i64(i64 %105)
  %108 = icmp eq i64 %popcount.us.us.us.us.us.us.us.3, 2
  %grade.us.us.us.us.us.us.us.3 = select i1 %108, float 1.000000e+00, float 0.000000e+00
  %109 = fmul float %grade.us.us.us.us.us.us.us.3, %107
  %110 = fsub float %107, %109
  %111 = fmul float %110, %110
  %112 = fadd float %104, %111
  %113 = add nuw i64 %feature31.us.us.us.us.us.us.us, 4
  %niter205.next.3 = add i64 %niter205, 4
  %niter205.ncmp.3 = icmp eq i64 %niter205.next.3, %unroll_iter204
  br i1 %niter205.ncmp.3, label %iter.check.unr-lcssa, label %feature.body.us.us.us.us.us.us.us

iter.check.unr-lcssa:                             ; preds = %feature.body.us.us.us.us.us.us.us
  br i1 %lcmp.mod201.not, label %iter.check, label %feature.body.us.us.us.us.us.us.us.epil.preheader

feature.body.us.us.us.us.us.us.us.epil.preheader: ; preds = %iter.check.unr-lcssa, %step.body.us.us.us.us.us.us.us
  %feature31.us.us.us.us.us.us.us.epil.init = phi i64 [ 0, %step.body.us.us.us.us.us.us.us ], [ %113, %iter.check.unr-lcssa ]
  %fold_value.030.us.us.us.us.us.us.us.epil.init = phi float [ 0.000000e+00, %step.body.us.us.us.us.us.us.us ], [ %112, %iter.check.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod203)
  br label %feature.body.us.us.us.us.us.us.us.epil

feature.body.us.us.us.us.us.us.us.epil:           ; preds = %feature.body.us.us.us.us.us.us.us.epil, %feature.body.us.us.us.us.us.us.us.epil.preheader
  %feature31.us.us.us.us.us.us.us.epil = phi i64 [ %feature31.us.us.us.us.us.us.us.epil.init, %feature.body.us.us.us.us.us.us.us.epil.preheader ], [ %121, %feature.body.us.us.us.us.us.us.us.epil ]
  %fold_value.030.us.us.us.us.us.us.us.epil = phi float [ %fold_value.030.us.us.us.us.us.us.us.epil.init, %feature.body.us.us.us.us.us.us.us.epil.preheader ], [ %120, %feature.body.us.us.us.us.us.us.us.epil ]
  %epil.iter200 = phi i64 [ 0, %feature.body.us.us.us.us.us.us.us.epil.preheader ], [ %epil.iter200.next, %feature.body.us.us.us.us.us.us.us.epil ]
  %114 = getelementptr inbounds float, ptr %53, i64 %feature31.us.us.us.us.us.us.us.epil
  %115 = load float, ptr %114, align 4
  %popcount.us.us.us.us.us.us.us.epil = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature31.us.us.us.us.us.us.us.epil)
  %116 = icmp eq i64 %popcount.us.us.us.us.us.us.us.epil, 2
  %grade.us.us.us.us.us.us.us.epil = select i1 %116, float 1.000000e+00, float 0.000000e+00
  %117 = fmul float %grade.us.us.us.us.us.us.us.epil, %115
  %118 = fsub float %115, %117
  %119 = fmul float %118, %118
  %120 = fadd float %fold_value.030.us.us.us.us.us.us.us.epil, %119
  %121 = add nuw i64 %feature31.us.us.us.us.us.us.us.epil, 1
  %epil.iter200.next = add i64 %epil.iter200, 1
  %epil.iter200.cmp.not = icmp eq i64 %epil.iter200.next, %xtraiter199
  br i1 %epil.iter200.cmp.not, label %iter.check, label %feature.body.us.us.us.us.us.us.us.epil, !llvm.loop !2

iter.check:                                       ; preds = %feature.body.us.us.us.us.us.us.us.epil, %iter.check.unr-lcssa
  %.lcssa = phi float [ %112, %iter.check.unr-lcssa ], [ %120, %feature.body.us.us.us.us.us.us.us.epil ]
  %122 = fcmp ogt float %.lcssa, 0x3D71979980000000
  %123 = select i1 %122, float 1.000000e+00, float 0.000000e+00
  %status_bits16.us.us.us.us.us.us.us = fptoui float %123 to i32
  %status17.us.us.us.us.us.us.us = load i32, ptr %55, align 4
  %124 = or i32 %status17.us.us.us.us.us.us.us, %status_bits16.us.us.us.us.us.us.us
  store i32 %124, ptr %55, align 4
  %brmerge = select i1 %min.iters.check153, i1 true, i1 %found.conflict151
  br i1 %brmerge, label %feature.body19.us.us.us.us.us.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check155, label %vec.epilog.ph, label %vector.body161

vector.body161:                                   ; preds = %vector.main.loop.iter.check, %vector.body161
  %index162 = phi i64 [ %index.next172, %vector.body161 ], [ 0, %vector.main.loop.iter.check ]
  %vec.ind163 = phi <8 x i64> [ %vec.ind.next173, %vector.body161 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.main.loop.iter.check ]
  %step.add = add <8 x i64> %vec.ind163, splat (i64 8)
  %step.add.2 = add <8 x i64> %vec.ind163, splat (i64 16)
  %step.add.3 = add <8 x i64> %vec.ind163, splat (i64 24)
  %125 = getelementptr inbounds float, ptr %53, i64 %index162
  %126 = getelementptr inbounds nuw i8, ptr %125, i64 32
  %127 = getelementptr inbounds nuw i8, ptr %125, i64 64
  %128 = getelementptr inbounds nuw i8, ptr %125, i64 96
  %wide.load164 = load <8 x float>, ptr %125, align 4, !alias.scope !4, !noalias !7
  %wide.load165 = load <8 x float>, ptr %126, align 4, !alias.scope !4, !noalias !7
  %wide.load166 = load <8 x float>, ptr %127, align 4, !alias.scope !4, !noalias !7
  %wide.load167 = load <8 x float>, ptr %128, align 4, !alias.scope !4, !noalias !7
  %129 = getelementptr inbounds float, ptr %54, i64 %index162
  %130 = getelementptr inbounds nuw i8, ptr %129, i64 32
  %131 = getelementptr inbounds nuw i8, ptr %129, i64 64
  %132 = getelementptr inbounds nuw i8, ptr %129, i64 96
  %wide.load168 = load <8 x float>, ptr %129, align 4, !alias.scope !7
  %wide.load169 = load <8 x float>, ptr %130, align 4, !alias.scope !7
  %wide.load170 = load <8 x float>, ptr %131, align 4, !alias.scope !7
  %wide.load171 = load <8 x float>, ptr %132, align 4, !alias.scope !7
  %133 = fsub <8 x float> %wide.load164, %wide.load168
  %134 = fsub <8 x float> %wide.load165, %wide.load169
  %135 = fsub <8 x float> %wide.load166, %wide.load170
  %136 = fsub <8 x float> %wide.load167, %wide.load171
  %137 = fmul <8 x float> %133, splat (float 2.000000e+00)
  %138 = fmul <8 x float> %134, splat (float 2.000000e+00)
  %139 = fmul <8 x float> %135, splat (float 2.000000e+00)
  %140 = fmul <8 x float> %136, splat (float 2.000000e+00)
  %141 = fmul <8 x float> %137, splat (float 5.000000e-01)
  %142 = fmul <8 x float> %138, splat (float 5.000000e-01)
  %143 = fmul <8 x float> %139, splat (float 5.000000e-01)
  %144 = fmul <8 x float> %140, splat (float 5.000000e-01)
  %145 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind163)
  %146 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add)
  %147 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.2)
  %148 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.3)
  %149 = icmp eq <8 x i64> %145, splat (i64 2)
  %150 = icmp eq <8 x i64> %146, splat (i64 2)
  %151 = icmp eq <8 x i64> %147, splat (i64 2)
  %152 = icmp eq <8 x i64> %148, splat (i64 2)
  %153 = select <8 x i1> %149, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %154 = select <8 x i1> %150, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %155 = select <8 x i1> %151, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %156 = select <8 x i1> %152, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %157 = fmul <8 x float> %153, %141
  %158 = fmul <8 x float> %154, %142
  %159 = fmul <8 x float> %155, %143
  %160 = fmul <8 x float> %156, %144
  %161 = fmul <8 x float> %broadcast.splat160, %157
  %162 = fmul <8 x float> %broadcast.splat160, %158
  %163 = fmul <8 x float> %broadcast.splat160, %159
  %164 = fmul <8 x float> %broadcast.splat160, %160
  %165 = fsub <8 x float> %wide.load164, %161
  %166 = fsub <8 x float> %wide.load165, %162
  %167 = fsub <8 x float> %wide.load166, %163
  %168 = fsub <8 x float> %wide.load167, %164
  %169 = fmul <8 x float> %153, %165
  %170 = fmul <8 x float> %154, %166
  %171 = fmul <8 x float> %155, %167
  %172 = fmul <8 x float> %156, %168
  store <8 x float> %169, ptr %125, align 4, !alias.scope !4, !noalias !7
  store <8 x float> %170, ptr %126, align 4, !alias.scope !4, !noalias !7
  store <8 x float> %171, ptr %127, align 4, !alias.scope !4, !noalias !7
  store <8 x float> %172, ptr %128, align 4, !alias.scope !4, !noalias !7
  %index.next172 = add nuw i64 %index162, 32
  %vec.ind.next173 = add <8 x i64> %vec.ind163, splat (i64 32)
  %173 = icmp eq i64 %index.next172, %n.vec158
  br i1 %173, label %middle.block174, label %vector.body161, !llvm.loop !9

middle.block174:                                  ; preds = %vector.body161
  br i1 %cmp.n175, label %feature.header18.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block174
  br i1 %min.epilog.iters.check, label %feature.body19.us.us.us.us.us.us.us.preheader, label %vec.epilog.ph, !prof !11

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.resume.val176 = phi i64 [ %n.vec158, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert181 = insertelement <8 x i64> poison, i64 %bc.resume.val176, i64 0
  %broadcast.splat182 = shufflevector <8 x i64> %broadcast.splatinsert181, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i64> %broadcast.splat182, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index183 = phi i64 [ %bc.resume.val176, %vec.epilog.ph ], [ %index.next187, %vec.epilog.vector.body ]
  %vec.ind184 = phi <8 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next188, %vec.epilog.vector.body ]
  %174 = getelementptr inbounds float, ptr %53, i64 %index183
  %wide.load185 = load <8 x float>, ptr %174, align 4, !alias.scope !4, !noalias !7
  %175 = getelementptr inbounds float, ptr %54, i64 %index183
  %wide.load186 = load <8 x float>, ptr %175, align 4, !alias.scope !7
  %176 = fsub <8 x float> %wide.load185, %wide.load186
  %177 = fmul <8 x float> %176, splat (float 2.000000e+00)
  %178 = fmul <8 x float> %177, splat (float 5.000000e-01)
  %179 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind184)
  %180 = icmp eq <8 x i64> %179, splat (i64 2)
  %181 = select <8 x i1> %180, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %182 = fmul <8 x float> %181, %178
  %183 = fmul <8 x float> %broadcast.splat180, %182
  %184 = fsub <8 x float> %wide.load185, %183
  %185 = fmul <8 x float> %181, %184
  store <8 x float> %185, ptr %174, align 4, !alias.scope !4, !noalias !7
  %index.next187 = add nuw i64 %index183, 8
  %vec.ind.next188 = add nuw <8 x i64> %vec.ind184, splat (i64 8)
  %186 = icmp eq i64 %index.next187, %n.vec178
  br i1 %186, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n189, label %feature.header18.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us, label %feature.body19.us.us.us.us.us.us.us.preheader

feature.body19.us.us.us.us.us.us.us.preheader:    ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature2133.us.us.us.us.us.us.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec178, %vec.epilog.middle.block ], [ %n.vec158, %vec.epilog.iter.check ]
  %.neg = or disjoint i64 %feature2133.us.us.us.us.us.us.us.ph, 1
  br i1 %lcmp.mod207.not, label %feature.body19.us.us.us.us.us.us.us.prol.loopexit, label %feature.body19.us.us.us.us.us.us.us.prol

feature.body19.us.us.us.us.us.us.us.prol:         ; preds = %feature.body19.us.us.us.us.us.us.us.preheader
  %187 = getelementptr inbounds float, ptr %53, i64 %feature2133.us.us.us.us.us.us.us.ph
  %188 = load float, ptr %187, align 4
  %189 = getelementptr inbounds float, ptr %54, i64 %feature2133.us.us.us.us.us.us.us.ph
  %190 = load float, ptr %189, align 4
  %191 = fsub float %188, %190
  %192 = fmul float %191, 2.000000e+00
  %193 = fmul float %192, 5.000000e-01
  %popcount22.us.us.us.us.us.us.us.prol = tail call range(i64 0, 62) i64 @llvm.ctpop.i64(i64 %feature2133.us.us.us.us.us.us.us.ph)
  %194 = icmp eq i64 %popcount22.us.us.us.us.us.us.us.prol, 2
  %grade23.us.us.us.us.us.us.us.prol = select i1 %194, float 1.000000e+00, float 0.000000e+00
  %195 = fmul float %grade23.us.us.us.us.us.us.us.prol, %193
  %196 = fmul float %eta, %195
  %197 = fsub float %188, %196
  %198 = fmul float %grade23.us.us.us.us.us.us.us.prol, %197
  store float %198, ptr %187, align 4
  %199 = or disjoint i64 %feature2133.us.us.us.us.us.us.us.ph, 1
  br label %feature.body19.us.us.us.us.us.us.us.prol.loopexit

feature.body19.us.us.us.us.us.us.us.prol.loopexit: ; preds = %feature.body19.us.us.us.us.us.us.us.prol, %feature.body19.us.us.us.us.us.us.us.preheader
  %feature2133.us.us.us.us.us.us.us.unr = phi i64 [ %feature2133.us.us.us.us.us.us.us.ph, %feature.body19.us.us.us.us.us.us.us.preheader ], [ %199, %feature.body19.us.us.us.us.us.us.us.prol ]
  %200 = icmp eq i64 %n_features, %.neg
  br i1 %200, label %feature.header18.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us, label %feature.body19.us.us.us.us.us.us.us

feature.header18.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us: ; preds = %feature.body19.us.us.us.us.us.us.us.prol.loopexit, %feature.body19.us.us.us.us.us.us.us, %vec.epilog.middle.block, %middle.block174
  %201 = add nuw i64 %step35.us.us.us.us.us.us.us, 1
  %exitcond83.not = icmp eq i64 %201, %steps
  br i1 %exitcond83.not, label %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us, label %step.body.us.us.us.us.us.us.us

step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us: ; preds = %feature.header18.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us
  %202 = add nuw i64 %row36.us.us.us.us, 1
  %exitcond84.not = icmp eq i64 %202, %row_end
  %indvar.next144 = add i64 %indvar143, 1
  br i1 %exitcond84.not, label %row.exit, label %row.body.us.us.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.split.us51
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.us51 ]
  %row36.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %764, %step.header.step.exit_crit_edge.split.us51 ]
  %203 = mul i64 %36, %indvar
  %204 = add i64 %35, %203
  %scevgep = getelementptr i8, ptr %state, i64 %204
  %205 = add i64 %39, %203
  %scevgep96 = getelementptr i8, ptr %state, i64 %205
  %scevgep97 = getelementptr i8, ptr %input_0, i64 %204
  %scevgep98 = getelementptr i8, ptr %input_0, i64 %205
  %row_offset.us = mul i64 %row36.us, %n_features
  %206 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %207 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %208 = getelementptr inbounds float, ptr %status, i64 %row36.us
  %bound0 = icmp ult ptr %scevgep, %scevgep98
  %bound1 = icmp ult ptr %scevgep97, %scevgep96
  %found.conflict = and i1 %bound0, %bound1
  %broadcast.splatinsert105 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat106 = shufflevector <8 x i64> %broadcast.splatinsert105, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %step.body.us37

step.body.us37:                                   ; preds = %row.body.us, %noise.done.loopexit29.us
  %step35.us38 = phi i64 [ 0, %row.body.us ], [ %491, %noise.done.loopexit29.us ]
  %temperature1.034.us39 = phi float [ %temperature, %row.body.us ], [ %t_next.us47, %noise.done.loopexit29.us ]
  %209 = fmul float %two_eta, %temperature1.034.us39
  %210 = fcmp ogt float %209, 0.000000e+00
  %211 = tail call float @llvm.sqrt.f32(float %209)
  %212 = select i1 %210, float %211, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %212
  %key1_step.us = add i64 %step35.us38, %key1
  br i1 %.not71, label %noise.done.loopexit29.us, label %feature.body.us42.preheader

feature.body.us42.preheader:                      ; preds = %step.body.us37
  br i1 %41, label %feature.body.us42.epil.preheader, label %feature.body.us42

feature.body8.us:                                 ; preds = %feature.body8.us.preheader, %feature.body8.us
  %feature1032.us = phi i64 [ %458, %feature.body8.us ], [ %feature1032.us.ph, %feature.body8.us.preheader ]
  %213 = getelementptr inbounds float, ptr %206, i64 %feature1032.us
  %214 = load float, ptr %213, align 4
  %215 = getelementptr inbounds float, ptr %207, i64 %feature1032.us
  %216 = load float, ptr %215, align 4
  %217 = fsub float %214, %216
  %218 = fmul float %217, 2.000000e+00
  %219 = fmul float %218, 5.000000e-01
  %popcount11.us = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature1032.us)
  %220 = icmp eq i64 %popcount11.us, 2
  %grade12.us = select i1 %220, float 1.000000e+00, float 0.000000e+00
  %221 = fmul float %grade12.us, %219
  %222 = fmul float %eta, %221
  %223 = fsub float %214, %222
  %element13.us = add i64 %feature1032.us, %row_offset.us
  %224 = and i64 %element13.us, 4294967295
  %225 = mul nuw i64 %224, 3528531795
  %226 = xor i64 %element13.us, %key0
  %227 = xor i64 %226, %225
  %228 = lshr i64 %227, 32
  %229 = mul nuw i64 %228, 3449720151
  %230 = lshr i64 %229, 32
  %.reass.reass = xor i64 %230, %invariant.op
  %231 = xor i64 %512, %225
  %232 = and i64 %.reass.reass, 4294967295
  %233 = mul nuw i64 %232, 3528531795
  %234 = and i64 %231, 4294967295
  %235 = mul nuw i64 %234, 3449720151
  %236 = lshr i64 %233, 32
  %237 = lshr i64 %235, 32
  %238 = xor i64 %237, %19
  %239 = xor i64 %238, %229
  %.reass93.reass = xor i64 %236, %invariant.op214
  %240 = and i64 %239, 4294967295
  %241 = mul nuw i64 %240, 3528531795
  %242 = and i64 %.reass93.reass, 4294967295
  %243 = mul nuw i64 %242, 3449720151
  %244 = lshr i64 %241, 32
  %245 = lshr i64 %243, 32
  %246 = xor i64 %21, %245
  %247 = xor i64 %246, %235
  %248 = xor i64 %244, %22
  %249 = xor i64 %248, %233
  %250 = and i64 %247, 4294967295
  %251 = mul nuw i64 %250, 3528531795
  %252 = and i64 %249, 4294967295
  %253 = mul nuw i64 %252, 3449720151
  %254 = lshr i64 %251, 32
  %255 = lshr i64 %253, 32
  %256 = xor i64 %255, %23
  %257 = xor i64 %256, %243
  %258 = xor i64 %24, %254
  %259 = xor i64 %258, %241
  %260 = and i64 %257, 4294967295
  %261 = mul nuw i64 %260, 3528531795
  %262 = and i64 %259, 4294967295
  %263 = mul nuw i64 %262, 3449720151
  %264 = lshr i64 %261, 32
  %265 = lshr i64 %263, 32
  %266 = xor i64 %25, %265
  %267 = xor i64 %266, %253
  %268 = xor i64 %264, %26
  %269 = xor i64 %268, %251
  %270 = and i64 %267, 4294967295
  %271 = mul nuw i64 %270, 3528531795
  %272 = and i64 %269, 4294967295
  %273 = mul nuw i64 %272, 3449720151
  %274 = lshr i64 %271, 32
  %275 = lshr i64 %273, 32
  %276 = xor i64 %275, %27
  %277 = xor i64 %276, %263
  %278 = xor i64 %28, %274
  %279 = xor i64 %278, %261
  %280 = and i64 %277, 4294967295
  %281 = mul nuw i64 %280, 3528531795
  %282 = and i64 %279, 4294967295
  %283 = mul nuw i64 %282, 3449720151
  %284 = lshr i64 %281, 32
  %285 = lshr i64 %283, 32
  %286 = xor i64 %29, %285
  %287 = xor i64 %286, %273
  %288 = xor i64 %284, %30
  %289 = xor i64 %288, %271
  %290 = and i64 %287, 4294967295
  %291 = mul nuw i64 %290, 3528531795
  %292 = lshr i64 %291, 32
  %293 = trunc i64 %289 to i32
  %294 = mul i32 %293, -845247145
  %295 = xor i64 %31, %292
  %296 = xor i64 %295, %281
  %297 = and i64 %296, 4294967295
  %298 = mul nuw i64 %297, 3449720151
  %299 = lshr i64 %298, 32
  %300 = trunc nuw i64 %299 to i32
  %301 = trunc i64 %298 to i32
  %302 = xor i32 %294, %300
  %303 = xor i32 %302, %32
  %304 = uitofp i32 %303 to double
  %305 = fadd double %304, 5.000000e-01
  %306 = fmul double %305, 0x3DF0000000000000
  %307 = uitofp i32 %301 to double
  %308 = fadd double %307, 5.000000e-01
  %309 = fmul double %308, 0x3DF0000000000000
  %310 = fcmp olt double %306, 0x10000000000000
  %311 = fmul double %306, 0x4350000000000000
  %312 = select i1 %310, double %311, double %306
  %.neg.us = select i1 %310, i64 -1077, i64 -1023
  %313 = bitcast double %312 to i64
  %314 = lshr i64 %313, 32
  %315 = add nuw nsw i64 %314, 614242
  %316 = lshr i64 %315, 20
  %317 = add nsw i64 %316, %.neg.us
  %318 = shl i64 %315, 32
  %319 = and i64 %318, 4503595332403200
  %320 = add nuw nsw i64 %319, 4604544269498187776
  %321 = and i64 %313, 4294967295
  %322 = or disjoint i64 %320, %321
  %323 = bitcast i64 %322 to double
  %324 = fadd double %323, -1.000000e+00
  %325 = fmul double %324, 5.000000e-01
  %326 = fmul double %324, %325
  %327 = fadd double %324, 2.000000e+00
  %328 = fdiv double %324, %327
  %329 = fmul double %328, %328
  %330 = fmul double %329, %329
  %331 = fmul double %330, 0x3FC39A09D078C69F
  %332 = fadd double %331, 0x3FCC71C51D8E78AF
  %333 = fmul double %330, %332
  %334 = fadd double %333, 0x3FD999999997FA04
  %335 = fmul double %330, %334
  %336 = fmul double %330, 0x3FC2F112DF3E5244
  %337 = fadd double %336, 0x3FC7466496CB03DE
  %338 = fmul double %330, %337
  %339 = fadd double %338, 0x3FD2492494229359
  %340 = fmul double %330, %339
  %341 = fadd double %340, 0x3FE5555555555593
  %342 = fmul double %329, %341
  %343 = fadd double %335, %342
  %344 = sitofp i64 %317 to double
  %345 = fadd double %326, %343
  %346 = fmul double %328, %345
  %347 = fmul double %344, 0x3DEA39EF35793C76
  %348 = fadd double %347, %346
  %349 = fsub double %348, %326
  %350 = fadd double %324, %349
  %351 = fmul double %344, 0x3FE62E42FEE00000
  %352 = fadd double %351, %350
  %353 = fcmp oeq double %306, 0x7FF0000000000000
  %354 = fcmp oeq double %306, 0.000000e+00
  %355 = fmul double %352, -2.000000e+00
  %356 = select i1 %353, double 0xFFF0000000000000, double %355
  %357 = select i1 %354, double 0x7FF0000000000000, double %356
  %358 = tail call double @llvm.sqrt.f64(double %357)
  %359 = fmul double %309, 0x401921FB54442D18
  %360 = fmul double %359, 0x3FE45F306DC9C883
  %361 = fadd double %360, 0x4338000000000000
  %362 = bitcast double %361 to i64
  %363 = fadd double %361, 0xC338000000000000
  %364 = fmul double %363, 0x3FF921FB54400000
  %365 = fsub double %359, %364
  %366 = fmul double %363, 0x3DD0B4611A626331
  %367 = fmul double %363, 0x3DD0B4611A600000
  %368 = fsub double %365, %367
  %369 = fmul double %363, 0x3BA3198A2E037073
  %370 = fsub double %365, %368
  %371 = fsub double %370, %367
  %372 = fsub double %369, %371
  %373 = fmul double %363, 0x3BA3198A2E000000
  %374 = fsub double %368, %373
  %375 = fmul double %363, 0x397B839A252049C1
  %376 = fsub double %368, %374
  %377 = fsub double %376, %373
  %378 = fsub double %375, %377
  %379 = fsub double %365, %366
  %380 = fsub double %368, %372
  %381 = bitcast double %379 to i64
  %382 = lshr i64 %381, 52
  %383 = and i64 %382, 2047
  %384 = insertelement <2 x double> poison, double %380, i64 0
  %385 = insertelement <2 x double> %384, double %359, i64 1
  %386 = bitcast <2 x double> %385 to <2 x i64>
  %387 = lshr <2 x i64> %386, splat (i64 52)
  %388 = and <2 x i64> %387, splat (i64 2047)
  %389 = add nuw nsw i64 %383, 16
  %390 = extractelement <2 x i64> %388, i64 1
  %391 = icmp samesign ult i64 %389, %390
  %392 = extractelement <2 x i64> %388, i64 0
  %393 = add nuw nsw i64 %392, 49
  %394 = icmp samesign ult i64 %393, %390
  %395 = select i1 %394, double %374, double %368
  %396 = select i1 %394, double %378, double %372
  %397 = select i1 %391, double %395, double %365
  %398 = select i1 %391, double %396, double %366
  %399 = fsub double %397, %398
  %400 = fsub double %397, %399
  %401 = fsub double %400, %398
  %402 = fmul double %399, %399
  %403 = fmul double %402, %402
  %404 = fmul double %402, 0x3EFA01A019CB1590
  %405 = fadd double %404, 0xBF56C16C16C15177
  %406 = fmul double %402, %405
  %407 = fadd double %406, 0x3FA555555555554C
  %408 = fmul double %402, %407
  %409 = fmul double %402, 0x3DA8FAE9BE8838D4
  %410 = fsub double 0x3E21EE9EBDB4B1C4, %409
  %411 = fmul double %402, %410
  %412 = fadd double %411, 0xBE927E4F809C52AD
  %413 = fmul double %403, %403
  %414 = fmul double %413, %412
  %415 = fadd double %408, %414
  %416 = fmul double %402, 5.000000e-01
  %417 = fsub double 1.000000e+00, %416
  %418 = fsub double 1.000000e+00, %417
  %419 = fsub double %418, %416
  %420 = fmul double %402, %415
  %421 = fmul double %399, %401
  %422 = fsub double %420, %421
  %423 = fadd double %419, %422
  %424 = fadd double %417, %423
  %425 = fmul double %402, 0x3EC71DE357B1FE7D
  %426 = fadd double %425, 0xBF2A01A019C161D5
  %427 = fmul double %402, %426
  %428 = fadd double %427, 0x3F8111111110F8A6
  %429 = fmul double %402, 0x3DE5D93A5ACFD57C
  %430 = fadd double %429, 0xBE5AE5E68A2B9CEB
  %431 = fmul double %402, %403
  %432 = fmul double %431, %430
  %433 = fadd double %432, %428
  %434 = fmul double %399, %402
  %435 = fmul double %401, 5.000000e-01
  %436 = fmul double %434, %433
  %437 = fsub double %435, %436
  %438 = fmul double %402, %437
  %439 = fsub double %438, %401
  %440 = fmul double %434, 0x3FC5555555555549
  %441 = fadd double %439, %440
  %442 = fsub double %399, %441
  %443 = fneg double %424
  %444 = fneg double %442
  %445 = and i64 %362, 1
  %446 = and i64 %362, 2
  %.not.us = icmp eq i64 %445, 0
  %.not28.us = icmp eq i64 %446, 0
  %447 = select i1 %.not28.us, double %424, double %443
  %448 = select i1 %.not28.us, double %444, double %442
  %449 = select i1 %.not.us, double %447, double %448
  %450 = fcmp olt double %359, 0x413921FB00000000
  %451 = select i1 %450, double %449, double 0x7FF8000000000000
  %452 = fmul double %451, %358
  %453 = fptrunc double %452 to float
  %454 = fmul float %grade12.us, %453
  %455 = fmul float %noise_scale3.us, %454
  %456 = fadd float %455, %223
  %457 = fmul float %grade12.us, %456
  store float %457, ptr %213, align 4
  %458 = add nuw i64 %feature1032.us, 1
  %exitcond78.not = icmp eq i64 %458, %n_features
  br i1 %exitcond78.not, label %noise.done.loopexit29.us, label %feature.body8.us, !llvm.loop !13

feature.body.us42:                                ; preds = %feature.body.us42.preheader, %feature.body.us42
  %feature31.us43 = phi i64 [ %490, %feature.body.us42 ], [ 0, %feature.body.us42.preheader ]
  %fold_value.030.us44 = phi float [ %489, %feature.body.us42 ], [ 0.000000e+00, %feature.body.us42.preheader ]
  %niter = phi i64 [ %niter.next.3, %feature.body.us42 ], [ 0, %feature.body.us42.preheader ]
  %459 = getelementptr inbounds float, ptr %206, i64 %feature31.us43
  %460 = load float, ptr %459, align 4
  %popcount.us45 = tail call range(i64 0, 63) i64 @llvm.ctpop.i64(i64 %feature31.us43)
  %461 = icmp eq i64 %popcount.us45, 2
  %grade.us46 = select i1 %461, float 1.000000e+00, float 0.000000e+00
  %462 = fmul float %grade.us46, %460
  %463 = fsub float %460, %462
  %464 = fmul float %463, %463
  %465 = fadd float %fold_value.030.us44, %464
  %466 = or disjoint i64 %feature31.us43, 1
  %467 = getelementptr inbounds float, ptr %206, i64 %466
  %468 = load float, ptr %467, align 4
  %popcount.us45.1 = tail call range(i64 1, 64) i64 @llvm.ctpop.i64(i64 %466)
  %469 = icmp eq i64 %popcount.us45.1, 2
  %grade.us46.1 = select i1 %469, float 1.000000e+00, float 0.000000e+00
  %470 = fmul float %grade.us46.1, %468
  %471 = fsub float %468, %470
  %472 = fmul float %471, %471
  %473 = fadd float %465, %472
  %474 = or disjoint i64 %feature31.us43, 2
  %475 = getelementptr inbounds float, ptr %206, i64 %474
  %476 = load float, ptr %475, align 4
  %popcount.us45.2 = tail call range(i64 1, 64) i64 @llvm.ctpop.i64(i64 %474)
  %477 = icmp eq i64 %popcount.us45.2, 2
  %grade.us46.2 = select i1 %477, float 1.000000e+00, float 0.000000e+00
  %478 = fmul float %grade.us46.2, %476
  %479 = fsub float %476, %478
  %480 = fmul float %479, %479
  %481 = fadd float %473, %480
  %482 = or disjoint i64 %feature31.us43, 3
  %483 = getelementptr inbounds float, ptr %206, i64 %482
  %484 = load float, ptr %483, align 4
  %popcount.us45.3 = tail call range(i64 2, 65) i64 @llvm.ctpop.i64(i64 %482)
  %485 = icmp eq i64 %popcount.us45.3, 2
  %grade.us46.3 = select i1 %485, float 1.000000e+00, float 0.000000e+00
  %486 = fmul float %grade.us46.3, %484
  %487 = fsub float %484, %486
  %488 = fmul float %487, %487
  %489 = fadd float %481, %488
  %490 = add nuw i64 %feature31.us43, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %feature.body8.lr.ph.us.unr-lcssa, label %feature.body.us42

noise.done.loopexit29.us:                         ; preds = %feature.body8.us, %middle.block, %step.body.us37
  %t_next.us47 = fmul float %anneal_ratio, %temperature1.034.us39
  %491 = add nuw i64 %step35.us38, 1
  %exitcond79.not = icmp eq i64 %491, %steps
  br i1 %exitcond79.not, label %step.header.step.exit_crit_edge.split.us51, label %step.body.us37

feature.body8.lr.ph.us.unr-lcssa:                 ; preds = %feature.body.us42
  br i1 %lcmp.mod.not, label %feature.body8.lr.ph.us, label %feature.body.us42.epil.preheader

feature.body.us42.epil.preheader:                 ; preds = %feature.body8.lr.ph.us.unr-lcssa, %feature.body.us42.preheader
  %feature31.us43.epil.init = phi i64 [ 0, %feature.body.us42.preheader ], [ %490, %feature.body8.lr.ph.us.unr-lcssa ]
  %fold_value.030.us44.epil.init = phi float [ 0.000000e+00, %feature.body.us42.preheader ], [ %489, %feature.body8.lr.ph.us.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod198)
  br label %feature.body.us42.epil

feature.body.us42.epil:                           ; preds = %feature.body.us42.epil, %feature.body.us42.epil.preheader
  %feature31.us43.epil = phi i64 [ %499, %feature.body.us42.epil ], [ %feature31.us43.epil.init, %feature.body.us42.epil.preheader ]
  %fold_value.030.us44.epil = phi float [ %498, %feature.body.us42.epil ], [ %fold_value.030.us44.epil.init, %feature.body.us42.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %feature.body.us42.epil ], [ 0, %feature.body.us42.epil.preheader ]
  %492 = getelementptr inbounds float, ptr %206, i64 %feature31.us43.epil
  %493 = load float, ptr %492, align 4
  %popcount.us45.epil = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature31.us43.epil)
  %494 = icmp eq i64 %popcount.us45.epil, 2
  %grade.us46.epil = select i1 %494, float 1.000000e+00, float 0.000000e+00
  %495 = fmul float %grade.us46.epil, %493
  %496 = fsub float %493, %495
  %497 = fmul float %496, %496
  %498 = fadd float %fold_value.030.us44.epil, %497
  %499 = add nuw i64 %feature31.us43.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %feature.body8.lr.ph.us, label %feature.body.us42.epil, !llvm.loop !14

feature.body8.lr.ph.us:                           ; preds = %feature.body.us42.epil, %feature.body8.lr.ph.us.unr-lcssa
  %.lcssa196 = phi float [ %489, %feature.body8.lr.ph.us.unr-lcssa ], [ %498, %feature.body.us42.epil ]
  %500 = fcmp ogt float %.lcssa196, 0x3D71979980000000
  %501 = select i1 %500, float 1.000000e+00, float 0.000000e+00
  %502 = fptoui float %501 to i32
  %status6.us = load i32, ptr %208, align 4
  %503 = or i32 %status6.us, %502
  store i32 %503, ptr %208, align 4
  %504 = lshr i64 %key1_step.us, 32
  %505 = mul nuw i64 %504, 3449720151
  %506 = lshr i64 %505, 32
  %507 = xor i64 %key0, %506
  %508 = xor i64 %507, %key1_step.us
  %509 = and i64 %508, 4294967295
  %510 = mul nuw i64 %509, 3528531795
  %511 = lshr i64 %510, 32
  %512 = xor i64 %511, %18
  %brmerge215 = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge215, label %feature.body8.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %feature.body8.lr.ph.us
  %broadcast.splatinsert101 = insertelement <8 x i64> poison, i64 %512, i64 0
  %broadcast.splat102 = shufflevector <8 x i64> %broadcast.splatinsert101, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert139 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat140 = shufflevector <8 x float> %broadcast.splatinsert139, <8 x float> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %505, %17
  %.scalar192 = and i64 %.scalar, 4294967295
  %513 = insertelement <8 x i64> poison, i64 %.scalar192, i64 0
  %.masked = shufflevector <8 x i64> %513, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar193 = xor i64 %510, %20
  %.scalar194 = and i64 %.scalar193, 4294967295
  %514 = insertelement <8 x i64> poison, i64 %.scalar194, i64 0
  %.masked191 = shufflevector <8 x i64> %514, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %515 = getelementptr inbounds float, ptr %206, i64 %index
  %wide.load = load <8 x float>, ptr %515, align 4, !alias.scope !15, !noalias !18
  %516 = getelementptr inbounds float, ptr %207, i64 %index
  %wide.load141 = load <8 x float>, ptr %516, align 4, !alias.scope !18
  %517 = fsub <8 x float> %wide.load, %wide.load141
  %518 = fmul <8 x float> %517, splat (float 2.000000e+00)
  %519 = fmul <8 x float> %518, splat (float 5.000000e-01)
  %520 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind)
  %521 = icmp eq <8 x i64> %520, splat (i64 2)
  %522 = select <8 x i1> %521, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %523 = fmul <8 x float> %522, %519
  %524 = fmul <8 x float> %broadcast.splat104, %523
  %525 = fsub <8 x float> %wide.load, %524
  %526 = add <8 x i64> %vec.ind, %broadcast.splat106
  %527 = and <8 x i64> %526, splat (i64 4294967295)
  %528 = mul nuw <8 x i64> %527, splat (i64 3528531795)
  %529 = xor <8 x i64> %526, %broadcast.splat108
  %530 = xor <8 x i64> %529, %528
  %531 = lshr <8 x i64> %530, splat (i64 32)
  %532 = mul nuw <8 x i64> %531, splat (i64 3449720151)
  %533 = lshr <8 x i64> %532, splat (i64 32)
  %534 = xor <8 x i64> %broadcast.splat102, %528
  %535 = xor <8 x i64> %.masked, %533
  %536 = mul nuw <8 x i64> %535, splat (i64 3528531795)
  %537 = and <8 x i64> %534, splat (i64 4294967295)
  %538 = mul nuw <8 x i64> %537, splat (i64 3449720151)
  %539 = lshr <8 x i64> %536, splat (i64 32)
  %540 = lshr <8 x i64> %538, splat (i64 32)
  %541 = xor <8 x i64> %540, %broadcast.splat112
  %542 = xor <8 x i64> %541, %532
  %543 = and <8 x i64> %542, splat (i64 4294967295)
  %544 = mul nuw <8 x i64> %543, splat (i64 3528531795)
  %545 = xor <8 x i64> %.masked191, %539
  %546 = mul nuw <8 x i64> %545, splat (i64 3449720151)
  %547 = lshr <8 x i64> %544, splat (i64 32)
  %548 = lshr <8 x i64> %546, splat (i64 32)
  %549 = xor <8 x i64> %broadcast.splat116, %548
  %550 = xor <8 x i64> %549, %538
  %551 = xor <8 x i64> %547, %broadcast.splat118
  %552 = xor <8 x i64> %551, %536
  %553 = and <8 x i64> %550, splat (i64 4294967295)
  %554 = mul nuw <8 x i64> %553, splat (i64 3528531795)
  %555 = and <8 x i64> %552, splat (i64 4294967295)
  %556 = mul nuw <8 x i64> %555, splat (i64 3449720151)
  %557 = lshr <8 x i64> %554, splat (i64 32)
  %558 = lshr <8 x i64> %556, splat (i64 32)
  %559 = xor <8 x i64> %558, %broadcast.splat120
  %560 = xor <8 x i64> %559, %546
  %561 = xor <8 x i64> %broadcast.splat122, %557
  %562 = xor <8 x i64> %561, %544
  %563 = and <8 x i64> %560, splat (i64 4294967295)
  %564 = mul nuw <8 x i64> %563, splat (i64 3528531795)
  %565 = and <8 x i64> %562, splat (i64 4294967295)
  %566 = mul nuw <8 x i64> %565, splat (i64 3449720151)
  %567 = lshr <8 x i64> %564, splat (i64 32)
  %568 = lshr <8 x i64> %566, splat (i64 32)
  %569 = xor <8 x i64> %broadcast.splat124, %568
  %570 = xor <8 x i64> %569, %556
  %571 = xor <8 x i64> %567, %broadcast.splat126
  %572 = xor <8 x i64> %571, %554
  %573 = and <8 x i64> %570, splat (i64 4294967295)
  %574 = mul nuw <8 x i64> %573, splat (i64 3528531795)
  %575 = and <8 x i64> %572, splat (i64 4294967295)
  %576 = mul nuw <8 x i64> %575, splat (i64 3449720151)
  %577 = lshr <8 x i64> %574, splat (i64 32)
  %578 = lshr <8 x i64> %576, splat (i64 32)
  %579 = xor <8 x i64> %578, %broadcast.splat128
  %580 = xor <8 x i64> %579, %566
  %581 = xor <8 x i64> %broadcast.splat130, %577
  %582 = xor <8 x i64> %581, %564
  %583 = and <8 x i64> %580, splat (i64 4294967295)
  %584 = mul nuw <8 x i64> %583, splat (i64 3528531795)
  %585 = and <8 x i64> %582, splat (i64 4294967295)
  %586 = mul nuw <8 x i64> %585, splat (i64 3449720151)
  %587 = lshr <8 x i64> %584, splat (i64 32)
  %588 = lshr <8 x i64> %586, splat (i64 32)
  %589 = xor <8 x i64> %broadcast.splat132, %588
  %590 = xor <8 x i64> %589, %576
  %591 = xor <8 x i64> %587, %broadcast.splat134
  %592 = xor <8 x i64> %591, %574
  %593 = and <8 x i64> %590, splat (i64 4294967295)
  %594 = mul nuw <8 x i64> %593, splat (i64 3528531795)
  %595 = lshr <8 x i64> %594, splat (i64 32)
  %596 = trunc <8 x i64> %592 to <8 x i32>
  %597 = mul <8 x i32> %596, splat (i32 -845247145)
  %598 = xor <8 x i64> %broadcast.splat136, %595
  %599 = xor <8 x i64> %598, %584
  %600 = and <8 x i64> %599, splat (i64 4294967295)
  %601 = mul nuw <8 x i64> %600, splat (i64 3449720151)
  %602 = lshr <8 x i64> %601, splat (i64 32)
  %603 = trunc nuw <8 x i64> %602 to <8 x i32>
  %604 = trunc <8 x i64> %601 to <8 x i32>
  %605 = xor <8 x i32> %597, %broadcast.splat138
  %606 = xor <8 x i32> %605, %603
  %607 = uitofp <8 x i32> %606 to <8 x double>
  %608 = fadd <8 x double> %607, splat (double 5.000000e-01)
  %609 = fmul <8 x double> %608, splat (double 0x3DF0000000000000)
  %610 = uitofp <8 x i32> %604 to <8 x double>
  %611 = fadd <8 x double> %610, splat (double 5.000000e-01)
  %612 = fmul <8 x double> %611, splat (double 0x3DF0000000000000)
  %613 = fcmp olt <8 x double> %609, splat (double 0x10000000000000)
  %614 = fmul <8 x double> %609, splat (double 0x4350000000000000)
  %615 = select <8 x i1> %613, <8 x double> %614, <8 x double> %609
  %616 = select <8 x i1> %613, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %617 = bitcast <8 x double> %615 to <8 x i64>
  %618 = lshr <8 x i64> %617, splat (i64 32)
  %619 = add nuw nsw <8 x i64> %618, splat (i64 614242)
  %620 = lshr <8 x i64> %619, splat (i64 20)
  %621 = add nsw <8 x i64> %620, %616
  %622 = shl <8 x i64> %619, splat (i64 32)
  %623 = and <8 x i64> %622, splat (i64 4503595332403200)
  %624 = add nuw nsw <8 x i64> %623, splat (i64 4604544269498187776)
  %625 = and <8 x i64> %617, splat (i64 4294967295)
  %626 = or disjoint <8 x i64> %624, %625
  %627 = bitcast <8 x i64> %626 to <8 x double>
  %628 = fadd <8 x double> %627, splat (double -1.000000e+00)
  %629 = fmul <8 x double> %628, splat (double 5.000000e-01)
  %630 = fmul <8 x double> %628, %629
  %631 = fadd <8 x double> %628, splat (double 2.000000e+00)
  %632 = fdiv <8 x double> %628, %631
  %633 = fmul <8 x double> %632, %632
  %634 = fmul <8 x double> %633, %633
  %635 = fmul <8 x double> %634, splat (double 0x3FC39A09D078C69F)
  %636 = fadd <8 x double> %635, splat (double 0x3FCC71C51D8E78AF)
  %637 = fmul <8 x double> %634, %636
  %638 = fadd <8 x double> %637, splat (double 0x3FD999999997FA04)
  %639 = fmul <8 x double> %634, %638
  %640 = fmul <8 x double> %634, splat (double 0x3FC2F112DF3E5244)
  %641 = fadd <8 x double> %640, splat (double 0x3FC7466496CB03DE)
  %642 = fmul <8 x double> %634, %641
  %643 = fadd <8 x double> %642, splat (double 0x3FD2492494229359)
  %644 = fmul <8 x double> %634, %643
  %645 = fadd <8 x double> %644, splat (double 0x3FE5555555555593)
  %646 = fmul <8 x double> %633, %645
  %647 = fadd <8 x double> %639, %646
  %648 = sitofp <8 x i64> %621 to <8 x double>
  %649 = fadd <8 x double> %630, %647
  %650 = fmul <8 x double> %632, %649
  %651 = fmul <8 x double> %648, splat (double 0x3DEA39EF35793C76)
  %652 = fadd <8 x double> %651, %650
  %653 = fsub <8 x double> %652, %630
  %654 = fadd <8 x double> %628, %653
  %655 = fmul <8 x double> %648, splat (double 0x3FE62E42FEE00000)
  %656 = fadd <8 x double> %655, %654
  %657 = fcmp oeq <8 x double> %609, splat (double 0x7FF0000000000000)
  %658 = fcmp oeq <8 x double> %609, zeroinitializer
  %659 = fmul <8 x double> %656, splat (double -2.000000e+00)
  %660 = select <8 x i1> %657, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %659
  %661 = select <8 x i1> %658, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %660
  %662 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %661)
  %663 = fmul <8 x double> %612, splat (double 0x401921FB54442D18)
  %664 = fmul <8 x double> %663, splat (double 0x3FE45F306DC9C883)
  %665 = fadd <8 x double> %664, splat (double 0x4338000000000000)
  %666 = bitcast <8 x double> %665 to <8 x i64>
  %667 = fadd <8 x double> %665, splat (double 0xC338000000000000)
  %668 = fmul <8 x double> %667, splat (double 0x3FF921FB54400000)
  %669 = fsub <8 x double> %663, %668
  %670 = fmul <8 x double> %667, splat (double 0x3DD0B4611A626331)
  %671 = fmul <8 x double> %667, splat (double 0x3DD0B4611A600000)
  %672 = fsub <8 x double> %669, %671
  %673 = fmul <8 x double> %667, splat (double 0x3BA3198A2E037073)
  %674 = fsub <8 x double> %669, %672
  %675 = fsub <8 x double> %674, %671
  %676 = fsub <8 x double> %673, %675
  %677 = fmul <8 x double> %667, splat (double 0x3BA3198A2E000000)
  %678 = fsub <8 x double> %672, %677
  %679 = fmul <8 x double> %667, splat (double 0x397B839A252049C1)
  %680 = fsub <8 x double> %672, %678
  %681 = fsub <8 x double> %680, %677
  %682 = fsub <8 x double> %679, %681
  %683 = fsub <8 x double> %669, %670
  %684 = fsub <8 x double> %672, %676
  %685 = bitcast <8 x double> %663 to <8 x i64>
  %686 = lshr <8 x i64> %685, splat (i64 52)
  %687 = and <8 x i64> %686, splat (i64 2047)
  %688 = bitcast <8 x double> %683 to <8 x i64>
  %689 = lshr <8 x i64> %688, splat (i64 52)
  %690 = and <8 x i64> %689, splat (i64 2047)
  %691 = bitcast <8 x double> %684 to <8 x i64>
  %692 = lshr <8 x i64> %691, splat (i64 52)
  %693 = and <8 x i64> %692, splat (i64 2047)
  %694 = add nuw nsw <8 x i64> %690, splat (i64 16)
  %695 = icmp samesign ult <8 x i64> %694, %687
  %696 = add nuw nsw <8 x i64> %693, splat (i64 49)
  %697 = icmp samesign ult <8 x i64> %696, %687
  %698 = select <8 x i1> %697, <8 x double> %678, <8 x double> %672
  %699 = select <8 x i1> %697, <8 x double> %682, <8 x double> %676
  %700 = select <8 x i1> %695, <8 x double> %698, <8 x double> %669
  %701 = select <8 x i1> %695, <8 x double> %699, <8 x double> %670
  %702 = fsub <8 x double> %700, %701
  %703 = fsub <8 x double> %700, %702
  %704 = fsub <8 x double> %703, %701
  %705 = fmul <8 x double> %702, %702
  %706 = fmul <8 x double> %705, %705
  %707 = fmul <8 x double> %705, splat (double 0x3EFA01A019CB1590)
  %708 = fadd <8 x double> %707, splat (double 0xBF56C16C16C15177)
  %709 = fmul <8 x double> %705, %708
  %710 = fadd <8 x double> %709, splat (double 0x3FA555555555554C)
  %711 = fmul <8 x double> %705, %710
  %712 = fmul <8 x double> %705, splat (double 0x3DA8FAE9BE8838D4)
  %713 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %712
  %714 = fmul <8 x double> %705, %713
  %715 = fadd <8 x double> %714, splat (double 0xBE927E4F809C52AD)
  %716 = fmul <8 x double> %706, %706
  %717 = fmul <8 x double> %716, %715
  %718 = fadd <8 x double> %711, %717
  %719 = fmul <8 x double> %705, splat (double 5.000000e-01)
  %720 = fsub <8 x double> splat (double 1.000000e+00), %719
  %721 = fsub <8 x double> splat (double 1.000000e+00), %720
  %722 = fsub <8 x double> %721, %719
  %723 = fmul <8 x double> %705, %718
  %724 = fmul <8 x double> %702, %704
  %725 = fsub <8 x double> %723, %724
  %726 = fadd <8 x double> %722, %725
  %727 = fadd <8 x double> %720, %726
  %728 = fmul <8 x double> %705, splat (double 0x3EC71DE357B1FE7D)
  %729 = fadd <8 x double> %728, splat (double 0xBF2A01A019C161D5)
  %730 = fmul <8 x double> %705, %729
  %731 = fadd <8 x double> %730, splat (double 0x3F8111111110F8A6)
  %732 = fmul <8 x double> %705, splat (double 0x3DE5D93A5ACFD57C)
  %733 = fadd <8 x double> %732, splat (double 0xBE5AE5E68A2B9CEB)
  %734 = fmul <8 x double> %705, %706
  %735 = fmul <8 x double> %734, %733
  %736 = fadd <8 x double> %735, %731
  %737 = fmul <8 x double> %702, %705
  %738 = fmul <8 x double> %704, splat (double 5.000000e-01)
  %739 = fmul <8 x double> %737, %736
  %740 = fsub <8 x double> %738, %739
  %741 = fmul <8 x double> %705, %740
  %742 = fsub <8 x double> %741, %704
  %743 = fmul <8 x double> %737, splat (double 0x3FC5555555555549)
  %744 = fadd <8 x double> %742, %743
  %745 = fsub <8 x double> %702, %744
  %746 = fneg <8 x double> %727
  %747 = fneg <8 x double> %745
  %748 = and <8 x i64> %666, splat (i64 1)
  %749 = and <8 x i64> %666, splat (i64 2)
  %750 = icmp eq <8 x i64> %748, zeroinitializer
  %751 = icmp eq <8 x i64> %749, zeroinitializer
  %752 = select <8 x i1> %751, <8 x double> %727, <8 x double> %746
  %753 = select <8 x i1> %751, <8 x double> %747, <8 x double> %745
  %754 = select <8 x i1> %750, <8 x double> %752, <8 x double> %753
  %755 = fcmp olt <8 x double> %663, splat (double 0x413921FB00000000)
  %756 = select <8 x i1> %755, <8 x double> %754, <8 x double> splat (double 0x7FF8000000000000)
  %757 = fmul <8 x double> %756, %662
  %758 = fptrunc <8 x double> %757 to <8 x float>
  %759 = fmul <8 x float> %522, %758
  %760 = fmul <8 x float> %broadcast.splat140, %759
  %761 = fadd <8 x float> %760, %525
  %762 = fmul <8 x float> %522, %761
  store <8 x float> %762, ptr %515, align 4, !alias.scope !15, !noalias !18
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %763 = icmp eq i64 %index.next, %n.vec
  br i1 %763, label %middle.block, label %vector.body, !llvm.loop !20

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.loopexit29.us, label %feature.body8.us.preheader

feature.body8.us.preheader:                       ; preds = %feature.body8.lr.ph.us, %middle.block
  %feature1032.us.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %feature.body8.lr.ph.us ]
  %invariant.op = xor i64 %17, %505
  %invariant.op214 = xor i64 %20, %510
  br label %feature.body8.us

step.header.step.exit_crit_edge.split.us51:       ; preds = %noise.done.loopexit29.us
  %764 = add nuw i64 %row36.us, 1
  %exitcond80.not = icmp eq i64 %764, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond80.not, label %row.exit, label %row.body.us

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.split.us51, %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us, %row.body.lr.ph.split.us.split.us, %row.body.lr.ph, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.ctpop.v8i64(<8 x i64>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.disable"}
!4 = !{!5}
!5 = distinct !{!5, !6}
!6 = distinct !{!6, !"LVerDomain"}
!7 = !{!8}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !1, !10}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = !{!"branch_weights", i32 8, i32 24}
!12 = distinct !{!12, !1, !10}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !3}
!15 = !{!16}
!16 = distinct !{!16, !17}
!17 = distinct !{!17, !"LVerDomain"}
!18 = !{!19}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !1, !10}
