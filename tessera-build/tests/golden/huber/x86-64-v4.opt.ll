; ModuleID = 'huber'
source_filename = "huber.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_huber_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %input_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %scratch = load ptr, ptr %1, align 8
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
  %.not30 = icmp eq i64 %n_features, 0
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
  %cond = icmp eq i32 %draw_noise, 0
  br i1 %cond, label %row.body.lr.ph.split.us.split.us, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph.split.us
  %34 = mul i64 %row_begin, %n_features
  %35 = shl i64 %34, 2
  %36 = shl i64 %n_features, 2
  %37 = shl i64 %row_begin, 2
  %38 = add i64 %37, 4
  %39 = mul i64 %n_features, %38
  %scevgep52 = getelementptr i8, ptr %scratch, i64 %36
  %min.iters.check61 = icmp ult i64 %n_features, 8
  %n.vec64 = and i64 %n_features, -8
  %broadcast.splatinsert73 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat74 = shufflevector <8 x i64> %broadcast.splatinsert73, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert77 = insertelement <8 x i64> poison, i64 %19, i64 0
  %broadcast.splat78 = shufflevector <8 x i64> %broadcast.splatinsert77, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert81 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat82 = shufflevector <8 x i64> %broadcast.splatinsert81, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert83 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat84 = shufflevector <8 x i64> %broadcast.splatinsert83, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert85 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat86 = shufflevector <8 x i64> %broadcast.splatinsert85, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert87 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat88 = shufflevector <8 x i64> %broadcast.splatinsert87, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert89 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat90 = shufflevector <8 x i64> %broadcast.splatinsert89, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert91 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat92 = shufflevector <8 x i64> %broadcast.splatinsert91, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert93 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat94 = shufflevector <8 x i64> %broadcast.splatinsert93, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert95 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat96 = shufflevector <8 x i64> %broadcast.splatinsert95, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert97 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat98 = shufflevector <8 x i64> %broadcast.splatinsert97, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert99 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat100 = shufflevector <8 x i64> %broadcast.splatinsert99, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert101 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat102 = shufflevector <8 x i64> %broadcast.splatinsert101, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert103 = insertelement <8 x i32> poison, i32 %32, i64 0
  %broadcast.splat104 = shufflevector <8 x i32> %broadcast.splatinsert103, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n109 = icmp eq i64 %n_features, %n.vec64
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec = and i64 %n_features, -8
  %broadcast.splatinsert = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %xtraiter = and i64 %n_features, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %row.body.us

row.body.lr.ph.split.us.split.us:                 ; preds = %row.body.lr.ph.split.us
  br i1 %.not30, label %row.exit, label %row.body.us.us.us.preheader

row.body.us.us.us.preheader:                      ; preds = %row.body.lr.ph.split.us.split.us
  %40 = mul i64 %row_begin, %n_features
  %41 = shl i64 %40, 2
  %42 = shl i64 %n_features, 2
  %43 = shl i64 %row_begin, 2
  %44 = add i64 %43, 4
  %45 = mul i64 %n_features, %44
  %min.iters.check122 = icmp ult i64 %n_features, 8
  %n.vec125 = and i64 %n_features, -8
  %broadcast.splatinsert126 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat127 = shufflevector <8 x float> %broadcast.splatinsert126, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n134 = icmp eq i64 %n_features, %n.vec125
  %xtraiter142 = and i64 %n_features, 1
  %lcmp.mod143.not = icmp eq i64 %xtraiter142, 0
  br label %row.body.us.us.us

row.body.us.us.us:                                ; preds = %row.body.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us
  %indvar112 = phi i64 [ 0, %row.body.us.us.us.preheader ], [ %indvar.next113, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %row17.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.preheader ], [ %131, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %46 = mul i64 %42, %indvar112
  %47 = add i64 %41, %46
  %scevgep114 = getelementptr i8, ptr %state, i64 %47
  %48 = add i64 %45, %46
  %scevgep115 = getelementptr i8, ptr %state, i64 %48
  %scevgep116 = getelementptr i8, ptr %input_0, i64 %47
  %scevgep117 = getelementptr i8, ptr %input_0, i64 %48
  %row_offset.us.us.us = mul i64 %row17.us.us.us, %n_features
  %49 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us
  %50 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us.us
  %bound0118 = icmp ult ptr %scevgep114, %scevgep117
  %bound1119 = icmp ult ptr %scevgep116, %scevgep115
  %found.conflict120 = and i1 %bound0118, %bound1119
  br label %step.body.us.us.us.us.us

step.body.us.us.us.us.us:                         ; preds = %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, %row.body.us.us.us
  %step16.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us ], [ %130, %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us ]
  %brmerge = select i1 %min.iters.check122, i1 true, i1 %found.conflict120
  br i1 %brmerge, label %feature.body7.us.us.us.us.us.preheader, label %vector.body128

vector.body128:                                   ; preds = %step.body.us.us.us.us.us, %vector.body128
  %index129 = phi i64 [ %index.next132, %vector.body128 ], [ 0, %step.body.us.us.us.us.us ]
  %51 = getelementptr inbounds float, ptr %49, i64 %index129
  %wide.load130 = load <8 x float>, ptr %51, align 4, !alias.scope !0, !noalias !3
  %52 = getelementptr inbounds float, ptr %50, i64 %index129
  %wide.load131 = load <8 x float>, ptr %52, align 4, !alias.scope !3
  %53 = fsub <8 x float> %wide.load130, %wide.load131
  %54 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %53)
  %55 = fcmp ole <8 x float> %54, splat (float 1.000000e+00)
  %56 = select <8 x i1> %55, <8 x float> splat (float 5.000000e-01), <8 x float> zeroinitializer
  %57 = fmul <8 x float> %53, splat (float 2.000000e+00)
  %58 = fmul <8 x float> %57, %56
  %59 = select <8 x i1> %55, <8 x float> zeroinitializer, <8 x float> splat (float 1.000000e+00)
  %60 = fcmp ogt <8 x float> %53, zeroinitializer
  %61 = fcmp olt <8 x float> %53, zeroinitializer
  %62 = select <8 x i1> %61, <8 x float> splat (float -1.000000e+00), <8 x float> %53
  %63 = select <8 x i1> %60, <8 x float> splat (float 1.000000e+00), <8 x float> %62
  %64 = fmul <8 x float> %59, %63
  %65 = fadd <8 x float> %58, %64
  %66 = fmul <8 x float> %broadcast.splat127, %65
  %67 = fsub <8 x float> %wide.load130, %66
  store <8 x float> %67, ptr %51, align 4, !alias.scope !0, !noalias !3
  %index.next132 = add nuw i64 %index129, 8
  %68 = icmp eq i64 %index.next132, %n.vec125
  br i1 %68, label %middle.block133, label %vector.body128, !llvm.loop !5

middle.block133:                                  ; preds = %vector.body128
  br i1 %cmp.n134, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us.preheader

feature.body7.us.us.us.us.us.preheader:           ; preds = %step.body.us.us.us.us.us, %middle.block133
  %feature914.us.us.us.us.us.ph = phi i64 [ %n.vec125, %middle.block133 ], [ 0, %step.body.us.us.us.us.us ]
  %.neg144 = or disjoint i64 %feature914.us.us.us.us.us.ph, 1
  br i1 %lcmp.mod143.not, label %feature.body7.us.us.us.us.us.prol.loopexit, label %feature.body7.us.us.us.us.us.prol

feature.body7.us.us.us.us.us.prol:                ; preds = %feature.body7.us.us.us.us.us.preheader
  %69 = getelementptr inbounds float, ptr %49, i64 %feature914.us.us.us.us.us.ph
  %70 = load float, ptr %69, align 4
  %71 = getelementptr inbounds float, ptr %50, i64 %feature914.us.us.us.us.us.ph
  %72 = load float, ptr %71, align 4
  %73 = fsub float %70, %72
  %74 = tail call float @llvm.fabs.f32(float %73)
  %75 = fcmp ole float %74, 1.000000e+00
  %76 = select i1 %75, float 5.000000e-01, float 0.000000e+00
  %77 = fmul float %73, 2.000000e+00
  %78 = fmul float %77, %76
  %79 = select i1 %75, float 0.000000e+00, float 1.000000e+00
  %80 = fcmp ogt float %73, 0.000000e+00
  %81 = fcmp olt float %73, 0.000000e+00
  %82 = select i1 %81, float -1.000000e+00, float %73
  %83 = select i1 %80, float 1.000000e+00, float %82
  %84 = fmul float %79, %83
  %85 = fadd float %78, %84
  %86 = fmul float %eta, %85
  %87 = fsub float %70, %86
  store float %87, ptr %69, align 4
  %88 = or disjoint i64 %feature914.us.us.us.us.us.ph, 1
  br label %feature.body7.us.us.us.us.us.prol.loopexit

feature.body7.us.us.us.us.us.prol.loopexit:       ; preds = %feature.body7.us.us.us.us.us.prol, %feature.body7.us.us.us.us.us.preheader
  %feature914.us.us.us.us.us.unr = phi i64 [ %feature914.us.us.us.us.us.ph, %feature.body7.us.us.us.us.us.preheader ], [ %88, %feature.body7.us.us.us.us.us.prol ]
  %89 = icmp eq i64 %n_features, %.neg144
  br i1 %89, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us

feature.body7.us.us.us.us.us:                     ; preds = %feature.body7.us.us.us.us.us.prol.loopexit, %feature.body7.us.us.us.us.us
  %feature914.us.us.us.us.us = phi i64 [ %129, %feature.body7.us.us.us.us.us ], [ %feature914.us.us.us.us.us.unr, %feature.body7.us.us.us.us.us.prol.loopexit ]
  %90 = getelementptr inbounds float, ptr %49, i64 %feature914.us.us.us.us.us
  %91 = load float, ptr %90, align 4
  %92 = getelementptr inbounds float, ptr %50, i64 %feature914.us.us.us.us.us
  %93 = load float, ptr %92, align 4
  %94 = fsub float %91, %93
  %95 = tail call float @llvm.fabs.f32(float %94)
  %96 = fcmp ole float %95, 1.000000e+00
  %97 = select i1 %96, float 5.000000e-01, float 0.000000e+00
  %98 = fmul float %94, 2.000000e+00
  %99 = fmul float %98, %97
  %100 = select i1 %96, float 0.000000e+00, float 1.000000e+00
  %101 = fcmp ogt float %94, 0.000000e+00
  %102 = fcmp olt float %94, 0.000000e+00
  %103 = select i1 %102, float -1.000000e+00, float %94
  %104 = select i1 %101, float 1.000000e+00, float %103
  %105 = fmul float %100, %104
  %106 = fadd float %99, %105
  %107 = fmul float %eta, %106
  %108 = fsub float %91, %107
  store float %108, ptr %90, align 4
  %109 = add nuw i64 %feature914.us.us.us.us.us, 1
  %110 = getelementptr inbounds float, ptr %49, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = getelementptr inbounds float, ptr %50, i64 %109
  %113 = load float, ptr %112, align 4
  %114 = fsub float %111, %113
  %115 = tail call float @llvm.fabs.f32(float %114)
  %116 = fcmp ole float %115, 1.000000e+00
  %117 = select i1 %116, float 5.000000e-01, float 0.000000e+00
  %118 = fmul float %114, 2.000000e+00
  %119 = fmul float %118, %117
  %120 = select i1 %116, float 0.000000e+00, float 1.000000e+00
  %121 = fcmp ogt float %114, 0.000000e+00
  %122 = fcmp olt float %114, 0.000000e+00
  %123 = select i1 %122, float -1.000000e+00, float %114
  %124 = select i1 %121, float 1.000000e+00, float %123
  %125 = fmul float %120, %124
  %126 = fadd float %119, %125
  %127 = fmul float %eta, %126
  %128 = fsub float %111, %127
  store float %128, ptr %110, align 4
  %129 = add nuw i64 %feature914.us.us.us.us.us, 2
  %exitcond39.not.1 = icmp eq i64 %129, %n_features
  br i1 %exitcond39.not.1, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us, !llvm.loop !8

feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us: ; preds = %feature.body7.us.us.us.us.us.prol.loopexit, %feature.body7.us.us.us.us.us, %middle.block133
  %130 = add nuw i64 %step16.us.us.us.us.us, 1
  %exitcond40.not = icmp eq i64 %130, %steps
  br i1 %exitcond40.not, label %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, label %step.body.us.us.us.us.us

step.header.step.exit_crit_edge.split.us.split.us.us.us.us: ; preds = %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us
  %131 = add nuw i64 %row17.us.us.us, 1
  %exitcond41.not = icmp eq i64 %131, %row_end
  %indvar.next113 = add i64 %indvar112, 1
  br i1 %exitcond41.not, label %row.exit, label %row.body.us.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.split.us22
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.us22 ]
  %row17.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %714, %step.header.step.exit_crit_edge.split.us22 ]
  %132 = mul i64 %36, %indvar
  %133 = add i64 %35, %132
  %scevgep = getelementptr i8, ptr %state, i64 %133
  %134 = add i64 %39, %132
  %scevgep49 = getelementptr i8, ptr %state, i64 %134
  %scevgep50 = getelementptr i8, ptr %input_0, i64 %133
  %scevgep51 = getelementptr i8, ptr %input_0, i64 %134
  %row_offset.us = mul i64 %row17.us, %n_features
  %135 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %136 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert71 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat72 = shufflevector <8 x i64> %broadcast.splatinsert71, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0 = icmp ult ptr %scevgep, %scevgep51
  %bound1 = icmp ult ptr %scevgep50, %scevgep49
  %found.conflict = and i1 %bound0, %bound1
  %bound053 = icmp ult ptr %scevgep, %scevgep52
  %bound154 = icmp ult ptr %scratch, %scevgep49
  %found.conflict55 = and i1 %bound053, %bound154
  %conflict.rdx = or i1 %found.conflict, %found.conflict55
  br label %step.body.us18

step.body.us18:                                   ; preds = %row.body.us, %noise.done.loopexit11.us
  %step16.us19 = phi i64 [ 0, %row.body.us ], [ %467, %noise.done.loopexit11.us ]
  %temperature1.015.us20 = phi float [ %temperature, %row.body.us ], [ %t_next.us21, %noise.done.loopexit11.us ]
  %137 = fmul float %two_eta, %temperature1.015.us20
  %138 = fcmp ogt float %137, 0.000000e+00
  %139 = tail call float @llvm.sqrt.f32(float %137)
  %140 = select i1 %138, float %139, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %140
  br i1 %.not30, label %noise.done.loopexit11.us, label %noise.body.lr.ph.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature13.us = phi i64 [ %188, %feature.body.us ], [ %feature13.us.unr, %feature.body.us.prol.loopexit ]
  %141 = getelementptr inbounds float, ptr %135, i64 %feature13.us
  %142 = load float, ptr %141, align 4
  %143 = getelementptr inbounds float, ptr %136, i64 %feature13.us
  %144 = load float, ptr %143, align 4
  %145 = fsub float %142, %144
  %146 = tail call float @llvm.fabs.f32(float %145)
  %147 = fcmp ole float %146, 1.000000e+00
  %148 = select i1 %147, float 5.000000e-01, float 0.000000e+00
  %149 = fmul float %145, 2.000000e+00
  %150 = fmul float %149, %148
  %151 = select i1 %147, float 0.000000e+00, float 1.000000e+00
  %152 = fcmp ogt float %145, 0.000000e+00
  %153 = fcmp olt float %145, 0.000000e+00
  %154 = select i1 %153, float -1.000000e+00, float %145
  %155 = select i1 %152, float 1.000000e+00, float %154
  %156 = fmul float %151, %155
  %157 = fadd float %150, %156
  %158 = fmul float %eta, %157
  %159 = fsub float %142, %158
  %160 = getelementptr inbounds float, ptr %scratch, i64 %feature13.us
  %161 = load float, ptr %160, align 4
  %162 = fmul float %noise_scale3.us, %161
  %163 = fadd float %162, %159
  store float %163, ptr %141, align 4
  %164 = add nuw i64 %feature13.us, 1
  %165 = getelementptr inbounds float, ptr %135, i64 %164
  %166 = load float, ptr %165, align 4
  %167 = getelementptr inbounds float, ptr %136, i64 %164
  %168 = load float, ptr %167, align 4
  %169 = fsub float %166, %168
  %170 = tail call float @llvm.fabs.f32(float %169)
  %171 = fcmp ole float %170, 1.000000e+00
  %172 = select i1 %171, float 5.000000e-01, float 0.000000e+00
  %173 = fmul float %169, 2.000000e+00
  %174 = fmul float %173, %172
  %175 = select i1 %171, float 0.000000e+00, float 1.000000e+00
  %176 = fcmp ogt float %169, 0.000000e+00
  %177 = fcmp olt float %169, 0.000000e+00
  %178 = select i1 %177, float -1.000000e+00, float %169
  %179 = select i1 %176, float 1.000000e+00, float %178
  %180 = fmul float %175, %179
  %181 = fadd float %174, %180
  %182 = fmul float %eta, %181
  %183 = fsub float %166, %182
  %184 = getelementptr inbounds float, ptr %scratch, i64 %164
  %185 = load float, ptr %184, align 4
  %186 = fmul float %noise_scale3.us, %185
  %187 = fadd float %186, %183
  store float %187, ptr %165, align 4
  %188 = add nuw i64 %feature13.us, 2
  %exitcond36.not.1 = icmp eq i64 %188, %n_features
  br i1 %exitcond36.not.1, label %noise.done.loopexit11.us, label %feature.body.us, !llvm.loop !9

noise.body.us:                                    ; preds = %noise.body.us.preheader, %noise.body.us
  %noise12.us = phi i64 [ %420, %noise.body.us ], [ %noise12.us.ph, %noise.body.us.preheader ]
  %element.us = add i64 %noise12.us, %row_offset.us
  %189 = and i64 %element.us, 4294967295
  %190 = mul nuw i64 %189, 3528531795
  %191 = xor i64 %element.us, %key0
  %192 = xor i64 %191, %190
  %193 = lshr i64 %192, 32
  %194 = mul nuw i64 %193, 3449720151
  %195 = lshr i64 %194, 32
  %.reass.reass = xor i64 %195, %invariant.op
  %196 = xor i64 %476, %190
  %197 = and i64 %.reass.reass, 4294967295
  %198 = mul nuw i64 %197, 3528531795
  %199 = and i64 %196, 4294967295
  %200 = mul nuw i64 %199, 3449720151
  %201 = lshr i64 %198, 32
  %202 = lshr i64 %200, 32
  %203 = xor i64 %202, %19
  %204 = xor i64 %203, %194
  %.reass47.reass = xor i64 %201, %invariant.op145
  %205 = and i64 %204, 4294967295
  %206 = mul nuw i64 %205, 3528531795
  %207 = and i64 %.reass47.reass, 4294967295
  %208 = mul nuw i64 %207, 3449720151
  %209 = lshr i64 %206, 32
  %210 = lshr i64 %208, 32
  %211 = xor i64 %21, %210
  %212 = xor i64 %211, %200
  %213 = xor i64 %209, %22
  %214 = xor i64 %213, %198
  %215 = and i64 %212, 4294967295
  %216 = mul nuw i64 %215, 3528531795
  %217 = and i64 %214, 4294967295
  %218 = mul nuw i64 %217, 3449720151
  %219 = lshr i64 %216, 32
  %220 = lshr i64 %218, 32
  %221 = xor i64 %220, %23
  %222 = xor i64 %221, %208
  %223 = xor i64 %24, %219
  %224 = xor i64 %223, %206
  %225 = and i64 %222, 4294967295
  %226 = mul nuw i64 %225, 3528531795
  %227 = and i64 %224, 4294967295
  %228 = mul nuw i64 %227, 3449720151
  %229 = lshr i64 %226, 32
  %230 = lshr i64 %228, 32
  %231 = xor i64 %25, %230
  %232 = xor i64 %231, %218
  %233 = xor i64 %229, %26
  %234 = xor i64 %233, %216
  %235 = and i64 %232, 4294967295
  %236 = mul nuw i64 %235, 3528531795
  %237 = and i64 %234, 4294967295
  %238 = mul nuw i64 %237, 3449720151
  %239 = lshr i64 %236, 32
  %240 = lshr i64 %238, 32
  %241 = xor i64 %240, %27
  %242 = xor i64 %241, %228
  %243 = xor i64 %28, %239
  %244 = xor i64 %243, %226
  %245 = and i64 %242, 4294967295
  %246 = mul nuw i64 %245, 3528531795
  %247 = and i64 %244, 4294967295
  %248 = mul nuw i64 %247, 3449720151
  %249 = lshr i64 %246, 32
  %250 = lshr i64 %248, 32
  %251 = xor i64 %29, %250
  %252 = xor i64 %251, %238
  %253 = xor i64 %249, %30
  %254 = xor i64 %253, %236
  %255 = and i64 %252, 4294967295
  %256 = mul nuw i64 %255, 3528531795
  %257 = lshr i64 %256, 32
  %258 = trunc i64 %254 to i32
  %259 = mul i32 %258, -845247145
  %260 = xor i64 %31, %257
  %261 = xor i64 %260, %246
  %262 = and i64 %261, 4294967295
  %263 = mul nuw i64 %262, 3449720151
  %264 = lshr i64 %263, 32
  %265 = trunc nuw i64 %264 to i32
  %266 = trunc i64 %263 to i32
  %267 = xor i32 %259, %265
  %268 = xor i32 %267, %32
  %269 = uitofp i32 %268 to double
  %270 = fadd double %269, 5.000000e-01
  %271 = fmul double %270, 0x3DF0000000000000
  %272 = uitofp i32 %266 to double
  %273 = fadd double %272, 5.000000e-01
  %274 = fmul double %273, 0x3DF0000000000000
  %275 = fcmp olt double %271, 0x10000000000000
  %276 = fmul double %271, 0x4350000000000000
  %277 = select i1 %275, double %276, double %271
  %.neg.us = select i1 %275, i64 -1077, i64 -1023
  %278 = bitcast double %277 to i64
  %279 = lshr i64 %278, 32
  %280 = add nuw nsw i64 %279, 614242
  %281 = lshr i64 %280, 20
  %282 = add nsw i64 %281, %.neg.us
  %283 = shl i64 %280, 32
  %284 = and i64 %283, 4503595332403200
  %285 = add nuw nsw i64 %284, 4604544269498187776
  %286 = and i64 %278, 4294967295
  %287 = or disjoint i64 %285, %286
  %288 = bitcast i64 %287 to double
  %289 = fadd double %288, -1.000000e+00
  %290 = fmul double %289, 5.000000e-01
  %291 = fmul double %289, %290
  %292 = fadd double %289, 2.000000e+00
  %293 = fdiv double %289, %292
  %294 = fmul double %293, %293
  %295 = fmul double %294, %294
  %296 = fmul double %295, 0x3FC39A09D078C69F
  %297 = fadd double %296, 0x3FCC71C51D8E78AF
  %298 = fmul double %295, %297
  %299 = fadd double %298, 0x3FD999999997FA04
  %300 = fmul double %295, %299
  %301 = fmul double %295, 0x3FC2F112DF3E5244
  %302 = fadd double %301, 0x3FC7466496CB03DE
  %303 = fmul double %295, %302
  %304 = fadd double %303, 0x3FD2492494229359
  %305 = fmul double %295, %304
  %306 = fadd double %305, 0x3FE5555555555593
  %307 = fmul double %294, %306
  %308 = fadd double %300, %307
  %309 = sitofp i64 %282 to double
  %310 = fadd double %291, %308
  %311 = fmul double %293, %310
  %312 = fmul double %309, 0x3DEA39EF35793C76
  %313 = fadd double %312, %311
  %314 = fsub double %313, %291
  %315 = fadd double %289, %314
  %316 = fmul double %309, 0x3FE62E42FEE00000
  %317 = fadd double %316, %315
  %318 = fcmp oeq double %271, 0x7FF0000000000000
  %319 = fcmp oeq double %271, 0.000000e+00
  %320 = fmul double %317, -2.000000e+00
  %321 = select i1 %318, double 0xFFF0000000000000, double %320
  %322 = select i1 %319, double 0x7FF0000000000000, double %321
  %323 = tail call double @llvm.sqrt.f64(double %322)
  %324 = fmul double %274, 0x401921FB54442D18
  %325 = fmul double %324, 0x3FE45F306DC9C883
  %326 = fadd double %325, 0x4338000000000000
  %327 = bitcast double %326 to i64
  %328 = fadd double %326, 0xC338000000000000
  %329 = fmul double %328, 0x3FF921FB54400000
  %330 = fsub double %324, %329
  %331 = fmul double %328, 0x3DD0B4611A626331
  %332 = fmul double %328, 0x3DD0B4611A600000
  %333 = fsub double %330, %332
  %334 = fmul double %328, 0x3BA3198A2E037073
  %335 = fsub double %330, %333
  %336 = fsub double %335, %332
  %337 = fsub double %334, %336
  %338 = fmul double %328, 0x3BA3198A2E000000
  %339 = fsub double %333, %338
  %340 = fmul double %328, 0x397B839A252049C1
  %341 = fsub double %333, %339
  %342 = fsub double %341, %338
  %343 = fsub double %340, %342
  %344 = fsub double %330, %331
  %345 = fsub double %333, %337
  %346 = bitcast double %344 to i64
  %347 = lshr i64 %346, 52
  %348 = and i64 %347, 2047
  %349 = insertelement <2 x double> poison, double %345, i64 0
  %350 = insertelement <2 x double> %349, double %324, i64 1
  %351 = bitcast <2 x double> %350 to <2 x i64>
  %352 = lshr <2 x i64> %351, splat (i64 52)
  %353 = and <2 x i64> %352, splat (i64 2047)
  %354 = add nuw nsw i64 %348, 16
  %355 = extractelement <2 x i64> %353, i64 1
  %356 = icmp samesign ult i64 %354, %355
  %357 = extractelement <2 x i64> %353, i64 0
  %358 = add nuw nsw i64 %357, 49
  %359 = icmp samesign ult i64 %358, %355
  %360 = select i1 %359, double %339, double %333
  %361 = select i1 %359, double %343, double %337
  %362 = select i1 %356, double %360, double %330
  %363 = select i1 %356, double %361, double %331
  %364 = fsub double %362, %363
  %365 = fsub double %362, %364
  %366 = fsub double %365, %363
  %367 = fmul double %364, %364
  %368 = fmul double %367, %367
  %369 = fmul double %367, 0x3EFA01A019CB1590
  %370 = fadd double %369, 0xBF56C16C16C15177
  %371 = fmul double %367, %370
  %372 = fadd double %371, 0x3FA555555555554C
  %373 = fmul double %367, %372
  %374 = fmul double %367, 0x3DA8FAE9BE8838D4
  %375 = fsub double 0x3E21EE9EBDB4B1C4, %374
  %376 = fmul double %367, %375
  %377 = fadd double %376, 0xBE927E4F809C52AD
  %378 = fmul double %368, %368
  %379 = fmul double %378, %377
  %380 = fadd double %373, %379
  %381 = fmul double %367, 5.000000e-01
  %382 = fsub double 1.000000e+00, %381
  %383 = fsub double 1.000000e+00, %382
  %384 = fsub double %383, %381
  %385 = fmul double %367, %380
  %386 = fmul double %364, %366
  %387 = fsub double %385, %386
  %388 = fadd double %384, %387
  %389 = fadd double %382, %388
  %390 = fmul double %367, 0x3EC71DE357B1FE7D
  %391 = fadd double %390, 0xBF2A01A019C161D5
  %392 = fmul double %367, %391
  %393 = fadd double %392, 0x3F8111111110F8A6
  %394 = fmul double %367, 0x3DE5D93A5ACFD57C
  %395 = fadd double %394, 0xBE5AE5E68A2B9CEB
  %396 = fmul double %367, %368
  %397 = fmul double %396, %395
  %398 = fadd double %397, %393
  %399 = fmul double %364, %367
  %400 = fmul double %366, 5.000000e-01
  %401 = fmul double %399, %398
  %402 = fsub double %400, %401
  %403 = fmul double %367, %402
  %404 = fsub double %403, %366
  %405 = fmul double %399, 0x3FC5555555555549
  %406 = fadd double %404, %405
  %407 = fsub double %364, %406
  %408 = fneg double %389
  %409 = fneg double %407
  %410 = and i64 %327, 1
  %411 = and i64 %327, 2
  %.not.us = icmp eq i64 %410, 0
  %.not10.us = icmp eq i64 %411, 0
  %412 = select i1 %.not10.us, double %389, double %408
  %413 = select i1 %.not10.us, double %409, double %407
  %414 = select i1 %.not.us, double %412, double %413
  %415 = fcmp olt double %324, 0x413921FB00000000
  %416 = select i1 %415, double %414, double 0x7FF8000000000000
  %417 = fmul double %416, %323
  %418 = fptrunc double %417 to float
  %419 = getelementptr inbounds float, ptr %scratch, i64 %noise12.us
  store float %418, ptr %419, align 4
  %420 = add nuw i64 %noise12.us, 1
  %exitcond.not = icmp eq i64 %420, %n_features
  br i1 %exitcond.not, label %feature.body.us.preheader, label %noise.body.us, !llvm.loop !10

feature.body.us.preheader:                        ; preds = %noise.body.us, %middle.block108
  %brmerge146 = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge146, label %feature.body.us.preheader140, label %vector.ph

vector.ph:                                        ; preds = %feature.body.us.preheader
  %broadcast.splatinsert56 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat57 = shufflevector <8 x float> %broadcast.splatinsert56, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %421 = getelementptr inbounds float, ptr %135, i64 %index
  %wide.load = load <8 x float>, ptr %421, align 4, !alias.scope !11, !noalias !14
  %422 = getelementptr inbounds float, ptr %136, i64 %index
  %wide.load58 = load <8 x float>, ptr %422, align 4, !alias.scope !17
  %423 = fsub <8 x float> %wide.load, %wide.load58
  %424 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %423)
  %425 = fcmp ole <8 x float> %424, splat (float 1.000000e+00)
  %426 = select <8 x i1> %425, <8 x float> splat (float 5.000000e-01), <8 x float> zeroinitializer
  %427 = fmul <8 x float> %423, splat (float 2.000000e+00)
  %428 = fmul <8 x float> %427, %426
  %429 = select <8 x i1> %425, <8 x float> zeroinitializer, <8 x float> splat (float 1.000000e+00)
  %430 = fcmp ogt <8 x float> %423, zeroinitializer
  %431 = fcmp olt <8 x float> %423, zeroinitializer
  %432 = select <8 x i1> %431, <8 x float> splat (float -1.000000e+00), <8 x float> %423
  %433 = select <8 x i1> %430, <8 x float> splat (float 1.000000e+00), <8 x float> %432
  %434 = fmul <8 x float> %429, %433
  %435 = fadd <8 x float> %428, %434
  %436 = fmul <8 x float> %broadcast.splat, %435
  %437 = fsub <8 x float> %wide.load, %436
  %438 = getelementptr inbounds float, ptr %scratch, i64 %index
  %wide.load59 = load <8 x float>, ptr %438, align 4, !alias.scope !18
  %439 = fmul <8 x float> %broadcast.splat57, %wide.load59
  %440 = fadd <8 x float> %439, %437
  store <8 x float> %440, ptr %421, align 4, !alias.scope !11, !noalias !14
  %index.next = add nuw i64 %index, 8
  %441 = icmp eq i64 %index.next, %n.vec
  br i1 %441, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.loopexit11.us, label %feature.body.us.preheader140

feature.body.us.preheader140:                     ; preds = %feature.body.us.preheader, %middle.block
  %feature13.us.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %feature.body.us.preheader ]
  %.neg = or disjoint i64 %feature13.us.ph, 1
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader140
  %442 = getelementptr inbounds float, ptr %135, i64 %feature13.us.ph
  %443 = load float, ptr %442, align 4
  %444 = getelementptr inbounds float, ptr %136, i64 %feature13.us.ph
  %445 = load float, ptr %444, align 4
  %446 = fsub float %443, %445
  %447 = tail call float @llvm.fabs.f32(float %446)
  %448 = fcmp ole float %447, 1.000000e+00
  %449 = select i1 %448, float 5.000000e-01, float 0.000000e+00
  %450 = fmul float %446, 2.000000e+00
  %451 = fmul float %450, %449
  %452 = select i1 %448, float 0.000000e+00, float 1.000000e+00
  %453 = fcmp ogt float %446, 0.000000e+00
  %454 = fcmp olt float %446, 0.000000e+00
  %455 = select i1 %454, float -1.000000e+00, float %446
  %456 = select i1 %453, float 1.000000e+00, float %455
  %457 = fmul float %452, %456
  %458 = fadd float %451, %457
  %459 = fmul float %eta, %458
  %460 = fsub float %443, %459
  %461 = getelementptr inbounds float, ptr %scratch, i64 %feature13.us.ph
  %462 = load float, ptr %461, align 4
  %463 = fmul float %noise_scale3.us, %462
  %464 = fadd float %463, %460
  store float %464, ptr %442, align 4
  %465 = or disjoint i64 %feature13.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader140
  %feature13.us.unr = phi i64 [ %feature13.us.ph, %feature.body.us.preheader140 ], [ %465, %feature.body.us.prol ]
  %466 = icmp eq i64 %n_features, %.neg
  br i1 %466, label %noise.done.loopexit11.us, label %feature.body.us

noise.done.loopexit11.us:                         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block, %step.body.us18
  %t_next.us21 = fmul float %anneal_ratio, %temperature1.015.us20
  %467 = add nuw i64 %step16.us19, 1
  %exitcond37.not = icmp eq i64 %467, %steps
  br i1 %exitcond37.not, label %step.header.step.exit_crit_edge.split.us22, label %step.body.us18

noise.body.lr.ph.us:                              ; preds = %step.body.us18
  %key1_step.us = add i64 %step16.us19, %key1
  %468 = lshr i64 %key1_step.us, 32
  %469 = mul nuw i64 %468, 3449720151
  %470 = lshr i64 %469, 32
  %471 = xor i64 %key0, %470
  %472 = xor i64 %471, %key1_step.us
  %473 = and i64 %472, 4294967295
  %474 = mul nuw i64 %473, 3528531795
  %475 = lshr i64 %474, 32
  %476 = xor i64 %475, %18
  br i1 %min.iters.check61, label %noise.body.us.preheader, label %vector.ph62

vector.ph62:                                      ; preds = %noise.body.lr.ph.us
  %broadcast.splatinsert69 = insertelement <8 x i64> poison, i64 %476, i64 0
  %broadcast.splat70 = shufflevector <8 x i64> %broadcast.splatinsert69, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %469, %17
  %.scalar137 = and i64 %.scalar, 4294967295
  %477 = insertelement <8 x i64> poison, i64 %.scalar137, i64 0
  %.masked = shufflevector <8 x i64> %477, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar138 = xor i64 %474, %20
  %.scalar139 = and i64 %.scalar138, 4294967295
  %478 = insertelement <8 x i64> poison, i64 %.scalar139, i64 0
  %.masked136 = shufflevector <8 x i64> %478, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body105

vector.body105:                                   ; preds = %vector.body105, %vector.ph62
  %index106 = phi i64 [ 0, %vector.ph62 ], [ %index.next107, %vector.body105 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph62 ], [ %vec.ind.next, %vector.body105 ]
  %479 = add <8 x i64> %vec.ind, %broadcast.splat72
  %480 = and <8 x i64> %479, splat (i64 4294967295)
  %481 = mul nuw <8 x i64> %480, splat (i64 3528531795)
  %482 = xor <8 x i64> %479, %broadcast.splat74
  %483 = xor <8 x i64> %482, %481
  %484 = lshr <8 x i64> %483, splat (i64 32)
  %485 = mul nuw <8 x i64> %484, splat (i64 3449720151)
  %486 = lshr <8 x i64> %485, splat (i64 32)
  %487 = xor <8 x i64> %broadcast.splat70, %481
  %488 = xor <8 x i64> %.masked, %486
  %489 = mul nuw <8 x i64> %488, splat (i64 3528531795)
  %490 = and <8 x i64> %487, splat (i64 4294967295)
  %491 = mul nuw <8 x i64> %490, splat (i64 3449720151)
  %492 = lshr <8 x i64> %489, splat (i64 32)
  %493 = lshr <8 x i64> %491, splat (i64 32)
  %494 = xor <8 x i64> %493, %broadcast.splat78
  %495 = xor <8 x i64> %494, %485
  %496 = and <8 x i64> %495, splat (i64 4294967295)
  %497 = mul nuw <8 x i64> %496, splat (i64 3528531795)
  %498 = xor <8 x i64> %.masked136, %492
  %499 = mul nuw <8 x i64> %498, splat (i64 3449720151)
  %500 = lshr <8 x i64> %497, splat (i64 32)
  %501 = lshr <8 x i64> %499, splat (i64 32)
  %502 = xor <8 x i64> %broadcast.splat82, %501
  %503 = xor <8 x i64> %502, %491
  %504 = xor <8 x i64> %500, %broadcast.splat84
  %505 = xor <8 x i64> %504, %489
  %506 = and <8 x i64> %503, splat (i64 4294967295)
  %507 = mul nuw <8 x i64> %506, splat (i64 3528531795)
  %508 = and <8 x i64> %505, splat (i64 4294967295)
  %509 = mul nuw <8 x i64> %508, splat (i64 3449720151)
  %510 = lshr <8 x i64> %507, splat (i64 32)
  %511 = lshr <8 x i64> %509, splat (i64 32)
  %512 = xor <8 x i64> %511, %broadcast.splat86
  %513 = xor <8 x i64> %512, %499
  %514 = xor <8 x i64> %broadcast.splat88, %510
  %515 = xor <8 x i64> %514, %497
  %516 = and <8 x i64> %513, splat (i64 4294967295)
  %517 = mul nuw <8 x i64> %516, splat (i64 3528531795)
  %518 = and <8 x i64> %515, splat (i64 4294967295)
  %519 = mul nuw <8 x i64> %518, splat (i64 3449720151)
  %520 = lshr <8 x i64> %517, splat (i64 32)
  %521 = lshr <8 x i64> %519, splat (i64 32)
  %522 = xor <8 x i64> %broadcast.splat90, %521
  %523 = xor <8 x i64> %522, %509
  %524 = xor <8 x i64> %520, %broadcast.splat92
  %525 = xor <8 x i64> %524, %507
  %526 = and <8 x i64> %523, splat (i64 4294967295)
  %527 = mul nuw <8 x i64> %526, splat (i64 3528531795)
  %528 = and <8 x i64> %525, splat (i64 4294967295)
  %529 = mul nuw <8 x i64> %528, splat (i64 3449720151)
  %530 = lshr <8 x i64> %527, splat (i64 32)
  %531 = lshr <8 x i64> %529, splat (i64 32)
  %532 = xor <8 x i64> %531, %broadcast.splat94
  %533 = xor <8 x i64> %532, %519
  %534 = xor <8 x i64> %broadcast.splat96, %530
  %535 = xor <8 x i64> %534, %517
  %536 = and <8 x i64> %533, splat (i64 4294967295)
  %537 = mul nuw <8 x i64> %536, splat (i64 3528531795)
  %538 = and <8 x i64> %535, splat (i64 4294967295)
  %539 = mul nuw <8 x i64> %538, splat (i64 3449720151)
  %540 = lshr <8 x i64> %537, splat (i64 32)
  %541 = lshr <8 x i64> %539, splat (i64 32)
  %542 = xor <8 x i64> %broadcast.splat98, %541
  %543 = xor <8 x i64> %542, %529
  %544 = xor <8 x i64> %540, %broadcast.splat100
  %545 = xor <8 x i64> %544, %527
  %546 = and <8 x i64> %543, splat (i64 4294967295)
  %547 = mul nuw <8 x i64> %546, splat (i64 3528531795)
  %548 = lshr <8 x i64> %547, splat (i64 32)
  %549 = trunc <8 x i64> %545 to <8 x i32>
  %550 = mul <8 x i32> %549, splat (i32 -845247145)
  %551 = xor <8 x i64> %broadcast.splat102, %548
  %552 = xor <8 x i64> %551, %537
  %553 = and <8 x i64> %552, splat (i64 4294967295)
  %554 = mul nuw <8 x i64> %553, splat (i64 3449720151)
  %555 = lshr <8 x i64> %554, splat (i64 32)
  %556 = trunc nuw <8 x i64> %555 to <8 x i32>
  %557 = trunc <8 x i64> %554 to <8 x i32>
  %558 = xor <8 x i32> %550, %broadcast.splat104
  %559 = xor <8 x i32> %558, %556
  %560 = uitofp <8 x i32> %559 to <8 x double>
  %561 = fadd <8 x double> %560, splat (double 5.000000e-01)
  %562 = fmul <8 x double> %561, splat (double 0x3DF0000000000000)
  %563 = uitofp <8 x i32> %557 to <8 x double>
  %564 = fadd <8 x double> %563, splat (double 5.000000e-01)
  %565 = fmul <8 x double> %564, splat (double 0x3DF0000000000000)
  %566 = fcmp olt <8 x double> %562, splat (double 0x10000000000000)
  %567 = fmul <8 x double> %562, splat (double 0x4350000000000000)
  %568 = select <8 x i1> %566, <8 x double> %567, <8 x double> %562
  %569 = select <8 x i1> %566, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %570 = bitcast <8 x double> %568 to <8 x i64>
  %571 = lshr <8 x i64> %570, splat (i64 32)
  %572 = add nuw nsw <8 x i64> %571, splat (i64 614242)
  %573 = lshr <8 x i64> %572, splat (i64 20)
  %574 = add nsw <8 x i64> %573, %569
  %575 = shl <8 x i64> %572, splat (i64 32)
  %576 = and <8 x i64> %575, splat (i64 4503595332403200)
  %577 = add nuw nsw <8 x i64> %576, splat (i64 4604544269498187776)
  %578 = and <8 x i64> %570, splat (i64 4294967295)
  %579 = or disjoint <8 x i64> %577, %578
  %580 = bitcast <8 x i64> %579 to <8 x double>
  %581 = fadd <8 x double> %580, splat (double -1.000000e+00)
  %582 = fmul <8 x double> %581, splat (double 5.000000e-01)
  %583 = fmul <8 x double> %581, %582
  %584 = fadd <8 x double> %581, splat (double 2.000000e+00)
  %585 = fdiv <8 x double> %581, %584
  %586 = fmul <8 x double> %585, %585
  %587 = fmul <8 x double> %586, %586
  %588 = fmul <8 x double> %587, splat (double 0x3FC39A09D078C69F)
  %589 = fadd <8 x double> %588, splat (double 0x3FCC71C51D8E78AF)
  %590 = fmul <8 x double> %587, %589
  %591 = fadd <8 x double> %590, splat (double 0x3FD999999997FA04)
  %592 = fmul <8 x double> %587, %591
  %593 = fmul <8 x double> %587, splat (double 0x3FC2F112DF3E5244)
  %594 = fadd <8 x double> %593, splat (double 0x3FC7466496CB03DE)
  %595 = fmul <8 x double> %587, %594
  %596 = fadd <8 x double> %595, splat (double 0x3FD2492494229359)
  %597 = fmul <8 x double> %587, %596
  %598 = fadd <8 x double> %597, splat (double 0x3FE5555555555593)
  %599 = fmul <8 x double> %586, %598
  %600 = fadd <8 x double> %592, %599
  %601 = sitofp <8 x i64> %574 to <8 x double>
  %602 = fadd <8 x double> %583, %600
  %603 = fmul <8 x double> %585, %602
  %604 = fmul <8 x double> %601, splat (double 0x3DEA39EF35793C76)
  %605 = fadd <8 x double> %604, %603
  %606 = fsub <8 x double> %605, %583
  %607 = fadd <8 x double> %581, %606
  %608 = fmul <8 x double> %601, splat (double 0x3FE62E42FEE00000)
  %609 = fadd <8 x double> %608, %607
  %610 = fcmp oeq <8 x double> %562, splat (double 0x7FF0000000000000)
  %611 = fcmp oeq <8 x double> %562, zeroinitializer
  %612 = fmul <8 x double> %609, splat (double -2.000000e+00)
  %613 = select <8 x i1> %610, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %612
  %614 = select <8 x i1> %611, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %613
  %615 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %614)
  %616 = fmul <8 x double> %565, splat (double 0x401921FB54442D18)
  %617 = fmul <8 x double> %616, splat (double 0x3FE45F306DC9C883)
  %618 = fadd <8 x double> %617, splat (double 0x4338000000000000)
  %619 = bitcast <8 x double> %618 to <8 x i64>
  %620 = fadd <8 x double> %618, splat (double 0xC338000000000000)
  %621 = fmul <8 x double> %620, splat (double 0x3FF921FB54400000)
  %622 = fsub <8 x double> %616, %621
  %623 = fmul <8 x double> %620, splat (double 0x3DD0B4611A626331)
  %624 = fmul <8 x double> %620, splat (double 0x3DD0B4611A600000)
  %625 = fsub <8 x double> %622, %624
  %626 = fmul <8 x double> %620, splat (double 0x3BA3198A2E037073)
  %627 = fsub <8 x double> %622, %625
  %628 = fsub <8 x double> %627, %624
  %629 = fsub <8 x double> %626, %628
  %630 = fmul <8 x double> %620, splat (double 0x3BA3198A2E000000)
  %631 = fsub <8 x double> %625, %630
  %632 = fmul <8 x double> %620, splat (double 0x397B839A252049C1)
  %633 = fsub <8 x double> %625, %631
  %634 = fsub <8 x double> %633, %630
  %635 = fsub <8 x double> %632, %634
  %636 = fsub <8 x double> %622, %623
  %637 = fsub <8 x double> %625, %629
  %638 = bitcast <8 x double> %616 to <8 x i64>
  %639 = lshr <8 x i64> %638, splat (i64 52)
  %640 = and <8 x i64> %639, splat (i64 2047)
  %641 = bitcast <8 x double> %636 to <8 x i64>
  %642 = lshr <8 x i64> %641, splat (i64 52)
  %643 = and <8 x i64> %642, splat (i64 2047)
  %644 = bitcast <8 x double> %637 to <8 x i64>
  %645 = lshr <8 x i64> %644, splat (i64 52)
  %646 = and <8 x i64> %645, splat (i64 2047)
  %647 = add nuw nsw <8 x i64> %643, splat (i64 16)
  %648 = icmp samesign ult <8 x i64> %647, %640
  %649 = add nuw nsw <8 x i64> %646, splat (i64 49)
  %650 = icmp samesign ult <8 x i64> %649, %640
  %651 = select <8 x i1> %650, <8 x double> %631, <8 x double> %625
  %652 = select <8 x i1> %650, <8 x double> %635, <8 x double> %629
  %653 = select <8 x i1> %648, <8 x double> %651, <8 x double> %622
  %654 = select <8 x i1> %648, <8 x double> %652, <8 x double> %623
  %655 = fsub <8 x double> %653, %654
  %656 = fsub <8 x double> %653, %655
  %657 = fsub <8 x double> %656, %654
  %658 = fmul <8 x double> %655, %655
  %659 = fmul <8 x double> %658, %658
  %660 = fmul <8 x double> %658, splat (double 0x3EFA01A019CB1590)
  %661 = fadd <8 x double> %660, splat (double 0xBF56C16C16C15177)
  %662 = fmul <8 x double> %658, %661
  %663 = fadd <8 x double> %662, splat (double 0x3FA555555555554C)
  %664 = fmul <8 x double> %658, %663
  %665 = fmul <8 x double> %658, splat (double 0x3DA8FAE9BE8838D4)
  %666 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %665
  %667 = fmul <8 x double> %658, %666
  %668 = fadd <8 x double> %667, splat (double 0xBE927E4F809C52AD)
  %669 = fmul <8 x double> %659, %659
  %670 = fmul <8 x double> %669, %668
  %671 = fadd <8 x double> %664, %670
  %672 = fmul <8 x double> %658, splat (double 5.000000e-01)
  %673 = fsub <8 x double> splat (double 1.000000e+00), %672
  %674 = fsub <8 x double> splat (double 1.000000e+00), %673
  %675 = fsub <8 x double> %674, %672
  %676 = fmul <8 x double> %658, %671
  %677 = fmul <8 x double> %655, %657
  %678 = fsub <8 x double> %676, %677
  %679 = fadd <8 x double> %675, %678
  %680 = fadd <8 x double> %673, %679
  %681 = fmul <8 x double> %658, splat (double 0x3EC71DE357B1FE7D)
  %682 = fadd <8 x double> %681, splat (double 0xBF2A01A019C161D5)
  %683 = fmul <8 x double> %658, %682
  %684 = fadd <8 x double> %683, splat (double 0x3F8111111110F8A6)
  %685 = fmul <8 x double> %658, splat (double 0x3DE5D93A5ACFD57C)
  %686 = fadd <8 x double> %685, splat (double 0xBE5AE5E68A2B9CEB)
  %687 = fmul <8 x double> %658, %659
  %688 = fmul <8 x double> %687, %686
  %689 = fadd <8 x double> %688, %684
  %690 = fmul <8 x double> %655, %658
  %691 = fmul <8 x double> %657, splat (double 5.000000e-01)
  %692 = fmul <8 x double> %690, %689
  %693 = fsub <8 x double> %691, %692
  %694 = fmul <8 x double> %658, %693
  %695 = fsub <8 x double> %694, %657
  %696 = fmul <8 x double> %690, splat (double 0x3FC5555555555549)
  %697 = fadd <8 x double> %695, %696
  %698 = fsub <8 x double> %655, %697
  %699 = fneg <8 x double> %680
  %700 = fneg <8 x double> %698
  %701 = and <8 x i64> %619, splat (i64 1)
  %702 = and <8 x i64> %619, splat (i64 2)
  %703 = icmp eq <8 x i64> %701, zeroinitializer
  %704 = icmp eq <8 x i64> %702, zeroinitializer
  %705 = select <8 x i1> %704, <8 x double> %680, <8 x double> %699
  %706 = select <8 x i1> %704, <8 x double> %700, <8 x double> %698
  %707 = select <8 x i1> %703, <8 x double> %705, <8 x double> %706
  %708 = fcmp olt <8 x double> %616, splat (double 0x413921FB00000000)
  %709 = select <8 x i1> %708, <8 x double> %707, <8 x double> splat (double 0x7FF8000000000000)
  %710 = fmul <8 x double> %709, %615
  %711 = fptrunc <8 x double> %710 to <8 x float>
  %712 = getelementptr inbounds float, ptr %scratch, i64 %index106
  store <8 x float> %711, ptr %712, align 4
  %index.next107 = add nuw i64 %index106, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %713 = icmp eq i64 %index.next107, %n.vec64
  br i1 %713, label %middle.block108, label %vector.body105, !llvm.loop !20

middle.block108:                                  ; preds = %vector.body105
  br i1 %cmp.n109, label %feature.body.us.preheader, label %noise.body.us.preheader

noise.body.us.preheader:                          ; preds = %noise.body.lr.ph.us, %middle.block108
  %noise12.us.ph = phi i64 [ 0, %noise.body.lr.ph.us ], [ %n.vec64, %middle.block108 ]
  %invariant.op = xor i64 %17, %469
  %invariant.op145 = xor i64 %20, %474
  br label %noise.body.us

step.header.step.exit_crit_edge.split.us22:       ; preds = %noise.done.loopexit11.us
  %714 = add nuw i64 %row17.us, 1
  %exitcond38.not = icmp eq i64 %714, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond38.not, label %row.exit, label %row.body.us

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.split.us22, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, %row.body.lr.ph.split.us.split.us, %row.body.lr.ph, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fabs.v8f32(<8 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2, !"LVerDomain"}
!3 = !{!4}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.isvectorized", i32 1}
!7 = !{!"llvm.loop.unroll.runtime.disable"}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !7, !6}
!11 = !{!12}
!12 = distinct !{!12, !13}
!13 = distinct !{!13, !"LVerDomain"}
!14 = !{!15, !16}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = !{!15}
!18 = !{!16}
!19 = distinct !{!19, !6, !7}
!20 = distinct !{!20, !6, !7}
