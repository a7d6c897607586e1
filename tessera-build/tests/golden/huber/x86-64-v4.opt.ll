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
  %15 = getelementptr float, ptr %scratch, i64 %n_features
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not = icmp eq i64 %steps, 0
  %.not31 = icmp eq i64 %n_features, 0
  %16 = trunc i64 %key0 to i32
  %17 = lshr i64 %key0, 32
  %18 = add i64 %key0, 2654435769
  %19 = add nuw nsw i64 %17, 3144134277
  %20 = add i64 %key0, 1013904242
  %21 = add nuw nsw i64 %17, 1993301258
  %22 = add i64 %key0, 3668340011
  %23 = add nuw nsw i64 %17, 842468239
  %24 = add i64 %key0, 2027808484
  %25 = add nuw nsw i64 %17, 3986602516
  %26 = add i64 %key0, 387276957
  %27 = add nuw nsw i64 %17, 2835769497
  %28 = add i64 %key0, 3041712726
  %29 = add nuw nsw i64 %17, 1684936478
  %30 = add i64 %key0, 1401181199
  %31 = add nuw nsw i64 %17, 534103459
  %32 = add nuw nsw i64 %17, 3678237736
  %33 = add i32 %16, -1879881855
  br i1 %.not, label %row.exit, label %row.body.lr.ph.split.us

row.body.lr.ph.split.us:                          ; preds = %row.body.lr.ph
  %34 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %draw_noise = load i32, ptr %34, align 4
  %cond = icmp eq i32 %draw_noise, 0
  br i1 %cond, label %row.body.lr.ph.split.us.split.us, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph.split.us
  %35 = mul i64 %row_begin, %n_features
  %36 = shl i64 %35, 2
  %37 = shl i64 %n_features, 2
  %38 = shl i64 %row_begin, 2
  %39 = add i64 %38, 4
  %40 = mul i64 %n_features, %39
  %41 = shl i64 %n_features, 3
  %scevgep55 = getelementptr i8, ptr %scratch, i64 %41
  %min.iters.check77 = icmp ult i64 %n_features, 8
  %n.vec80 = and i64 %n_features, -8
  %broadcast.splatinsert89 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat90 = shufflevector <8 x i64> %broadcast.splatinsert89, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert93 = insertelement <8 x i64> poison, i64 %20, i64 0
  %broadcast.splat94 = shufflevector <8 x i64> %broadcast.splatinsert93, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert97 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat98 = shufflevector <8 x i64> %broadcast.splatinsert97, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert99 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat100 = shufflevector <8 x i64> %broadcast.splatinsert99, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert101 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat102 = shufflevector <8 x i64> %broadcast.splatinsert101, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert103 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat104 = shufflevector <8 x i64> %broadcast.splatinsert103, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert105 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat106 = shufflevector <8 x i64> %broadcast.splatinsert105, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert107 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat108 = shufflevector <8 x i64> %broadcast.splatinsert107, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert109 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat110 = shufflevector <8 x i64> %broadcast.splatinsert109, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert111 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat112 = shufflevector <8 x i64> %broadcast.splatinsert111, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert113 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat114 = shufflevector <8 x i64> %broadcast.splatinsert113, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert115 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat116 = shufflevector <8 x i64> %broadcast.splatinsert115, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert117 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat118 = shufflevector <8 x i64> %broadcast.splatinsert117, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert119 = insertelement <8 x i32> poison, i32 %33, i64 0
  %broadcast.splat120 = shufflevector <8 x i32> %broadcast.splatinsert119, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n125 = icmp eq i64 %n_features, %n.vec80
  %min.iters.check64 = icmp ult i64 %n_features, 8
  %n.vec67 = and i64 %n_features, -8
  %cmp.n74 = icmp eq i64 %n_features, %n.vec67
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec = and i64 %n_features, -8
  %broadcast.splatinsert = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %xtraiter = and i64 %n_features, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %row.body.us

row.body.lr.ph.split.us.split.us:                 ; preds = %row.body.lr.ph.split.us
  br i1 %.not31, label %row.exit, label %row.body.us.us.us.preheader

row.body.us.us.us.preheader:                      ; preds = %row.body.lr.ph.split.us.split.us
  %42 = mul i64 %row_begin, %n_features
  %43 = shl i64 %42, 2
  %44 = shl i64 %n_features, 2
  %45 = shl i64 %row_begin, 2
  %46 = add i64 %45, 4
  %47 = mul i64 %n_features, %46
  %min.iters.check138 = icmp ult i64 %n_features, 8
  %n.vec141 = and i64 %n_features, -8
  %broadcast.splatinsert142 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat143 = shufflevector <8 x float> %broadcast.splatinsert142, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n150 = icmp eq i64 %n_features, %n.vec141
  %xtraiter160 = and i64 %n_features, 1
  %lcmp.mod161.not = icmp eq i64 %xtraiter160, 0
  br label %row.body.us.us.us

row.body.us.us.us:                                ; preds = %row.body.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us
  %indvar128 = phi i64 [ 0, %row.body.us.us.us.preheader ], [ %indvar.next129, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %row18.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.preheader ], [ %133, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %48 = mul i64 %44, %indvar128
  %49 = add i64 %43, %48
  %scevgep130 = getelementptr i8, ptr %state, i64 %49
  %50 = add i64 %47, %48
  %scevgep131 = getelementptr i8, ptr %state, i64 %50
  %scevgep132 = getelementptr i8, ptr %input_0, i64 %49
  %scevgep133 = getelementptr i8, ptr %input_0, i64 %50
  %row_offset.us.us.us = mul i64 %row18.us.us.us, %n_features
  %51 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us
  %52 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us.us
  %bound0134 = icmp ult ptr %scevgep130, %scevgep133
  %bound1135 = icmp ult ptr %scevgep132, %scevgep131
  %found.conflict136 = and i1 %bound0134, %bound1135
  br label %step.body.us.us.us.us.us

step.body.us.us.us.us.us:                         ; preds = %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, %row.body.us.us.us
  %step17.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us ], [ %132, %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us ]
  %brmerge = select i1 %min.iters.check138, i1 true, i1 %found.conflict136
  br i1 %brmerge, label %feature.body7.us.us.us.us.us.preheader, label %vector.body144

vector.body144:                                   ; preds = %step.body.us.us.us.us.us, %vector.body144
  %index145 = phi i64 [ %index.next148, %vector.body144 ], [ 0, %step.body.us.us.us.us.us ]
  %53 = getelementptr inbounds float, ptr %51, i64 %index145
  %wide.load146 = load <8 x float>, ptr %53, align 4, !alias.scope !0, !noalias !3
  %54 = getelementptr inbounds float, ptr %52, i64 %index145
  %wide.load147 = load <8 x float>, ptr %54, align 4, !alias.scope !3
  %55 = fsub <8 x float> %wide.load146, %wide.load147
  %56 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %55)
  %57 = fcmp ole <8 x float> %56, splat (float 1.000000e+00)
  %58 = select <8 x i1> %57, <8 x float> splat (float 5.000000e-01), <8 x float> zeroinitializer
  %59 = fmul <8 x float> %55, splat (float 2.000000e+00)
  %60 = fmul <8 x float> %59, %58
  %61 = select <8 x i1> %57, <8 x float> zeroinitializer, <8 x float> splat (float 1.000000e+00)
  %62 = fcmp ogt <8 x float> %55, zeroinitializer
  %63 = fcmp olt <8 x float> %55, zeroinitializer
  %64 = select <8 x i1> %63, <8 x float> splat (float -1.000000e+00), <8 x float> %55
  %65 = select <8 x i1> %62, <8 x float> splat (float 1.000000e+00), <8 x float> %64
  %66 = fmul <8 x float> %61, %65
  %67 = fadd <8 x float> %60, %66
  %68 = fmul <8 x float> %broadcast.splat143, %67
  %69 = fsub <8 x float> %wide.load146, %68
  store <8 x float> %69, ptr %53, align 4, !alias.scope !0, !noalias !3
  %index.next148 = add nuw i64 %index145, 8
  %70 = icmp eq i64 %index.next148, %n.vec141
  br i1 %70, label %middle.block149, label %vector.body144, !llvm.loop !5

middle.block149:                                  ; preds = %vector.body144
  br i1 %cmp.n150, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us.preheader

feature.body7.us.us.us.us.us.preheader:           ; preds = %step.body.us.us.us.us.us, %middle.block149
  %feature915.us.us.us.us.us.ph = phi i64 [ %n.vec141, %middle.block149 ], [ 0, %step.body.us.us.us.us.us ]
  %.neg162 = or disjoint i64 %feature915.us.us.us.us.us.ph, 1
  br i1 %lcmp.mod161.not, label %feature.body7.us.us.us.us.us.prol.loopexit, label %feature.body7.us.us.us.us.us.prol

feature.body7.us.us.us.us.us.prol:                ; preds = %feature.body7.us.us.us.us.us.preheader
  %71 = getelementptr inbounds float, ptr %51, i64 %feature915.us.us.us.us.us.ph
  %72 = load float, ptr %71, align 4
  %73 = getelementptr inbounds float, ptr %52, i64 %feature915.us.us.us.us.us.ph
  %74 = load float, ptr %73, align 4
  %75 = fsub float %72, %74
  %76 = tail call float @llvm.fabs.f32(float %75)
  %77 = fcmp ole float %76, 1.000000e+00
  %78 = select i1 %77, float 5.000000e-01, float 0.000000e+00
  %79 = fmul float %75, 2.000000e+00
  %80 = fmul float %79, %78
  %81 = select i1 %77, float 0.000000e+00, float 1.000000e+00
  %82 = fcmp ogt float %75, 0.000000e+00
  %83 = fcmp olt float %75, 0.000000e+00
  %84 = select i1 %83, float -1.000000e+00, float %75
  %85 = select i1 %82, float 1.000000e+00, float %84
  %86 = fmul float %81, %85
  %87 = fadd float %80, %86
  %88 = fmul float %eta, %87
  %89 = fsub float %72, %88
  store float %89, ptr %71, align 4
  %90 = or disjoint i64 %feature915.us.us.us.us.us.ph, 1
  br label %feature.body7.us.us.us.us.us.prol.loopexit

feature.body7.us.us.us.us.us.prol.loopexit:       ; preds = %feature.body7.us.us.us.us.us.prol, %feature.body7.us.us.us.us.us.preheader
  %feature915.us.us.us.us.us.unr = phi i64 [ %feature915.us.us.us.us.us.ph, %feature.body7.us.us.us.us.us.preheader ], [ %90, %feature.body7.us.us.us.us.us.prol ]
  %91 = icmp eq i64 %n_features, %.neg162
  br i1 %91, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us

feature.body7.us.us.us.us.us:                     ; preds = %feature.body7.us.us.us.us.us.prol.loopexit, %feature.body7.us.us.us.us.us
  %feature915.us.us.us.us.us = phi i64 [ %131, %feature.body7.us.us.us.us.us ], [ %feature915.us.us.us.us.us.unr, %feature.body7.us.us.us.us.us.prol.loopexit ]
  %92 = getelementptr inbounds float, ptr %51, i64 %feature915.us.us.us.us.us
  %93 = load float, ptr %92, align 4
  %94 = getelementptr inbounds float, ptr %52, i64 %feature915.us.us.us.us.us
  %95 = load float, ptr %94, align 4
  %96 = fsub float %93, %95
  %97 = tail call float @llvm.fabs.f32(float %96)
  %98 = fcmp ole float %97, 1.000000e+00
  %99 = select i1 %98, float 5.000000e-01, float 0.000000e+00
  %100 = fmul float %96, 2.000000e+00
  %101 = fmul float %100, %99
  %102 = select i1 %98, float 0.000000e+00, float 1.000000e+00
  %103 = fcmp ogt float %96, 0.000000e+00
  %104 = fcmp olt float %96, 0.000000e+00
  %105 = select i1 %104, float -1.000000e+00, float %96
  %106 = select i1 %103, float 1.000000e+00, float %105
  %107 = fmul float %102, %106
  %108 = fadd float %101, %107
  %109 = fmul float %eta, %108
  %110 = fsub float %93, %109
  store float %110, ptr %92, align 4
  %111 = add nuw i64 %feature915.us.us.us.us.us, 1
  %112 = getelementptr inbounds float, ptr %51, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = getelementptr inbounds float, ptr %52, i64 %111
  %115 = load float, ptr %114, align 4
  %116 = fsub float %113, %115
  %117 = tail call float @llvm.fabs.f32(float %116)
  %118 = fcmp ole float %117, 1.000000e+00
  %119 = select i1 %118, float 5.000000e-01, float 0.000000e+00
  %120 = fmul float %116, 2.000000e+00
  %121 = fmul float %120, %119
  %122 = select i1 %118, float 0.000000e+00, float 1.000000e+00
  %123 = fcmp ogt float %116, 0.000000e+00
  %124 = fcmp olt float %116, 0.000000e+00
  %125 = select i1 %124, float -1.000000e+00, float %116
  %126 = select i1 %123, float 1.000000e+00, float %125
  %127 = fmul float %122, %126
  %128 = fadd float %121, %127
  %129 = fmul float %eta, %128
  %130 = fsub float %113, %129
  store float %130, ptr %112, align 4
  %131 = add nuw i64 %feature915.us.us.us.us.us, 2
  %exitcond42.not.1 = icmp eq i64 %131, %n_features
  br i1 %exitcond42.not.1, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us, !llvm.loop !8

feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us: ; preds = %feature.body7.us.us.us.us.us.prol.loopexit, %feature.body7.us.us.us.us.us, %middle.block149
  %132 = add nuw i64 %step17.us.us.us.us.us, 1
  %exitcond43.not = icmp eq i64 %132, %steps
  br i1 %exitcond43.not, label %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, label %step.body.us.us.us.us.us

step.header.step.exit_crit_edge.split.us.split.us.us.us.us: ; preds = %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us
  %133 = add nuw i64 %row18.us.us.us, 1
  %exitcond44.not = icmp eq i64 %133, %row_end
  %indvar.next129 = add i64 %indvar128, 1
  br i1 %exitcond44.not, label %row.exit, label %row.body.us.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.split.us23
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.us23 ]
  %row18.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %676, %step.header.step.exit_crit_edge.split.us23 ]
  %134 = mul i64 %37, %indvar
  %135 = add i64 %36, %134
  %scevgep = getelementptr i8, ptr %state, i64 %135
  %136 = add i64 %40, %134
  %scevgep52 = getelementptr i8, ptr %state, i64 %136
  %scevgep53 = getelementptr i8, ptr %input_0, i64 %135
  %scevgep54 = getelementptr i8, ptr %input_0, i64 %136
  %row_offset.us = mul i64 %row18.us, %n_features
  %137 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %138 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert87 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat88 = shufflevector <8 x i64> %broadcast.splatinsert87, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0 = icmp ult ptr %scevgep, %scevgep54
  %bound1 = icmp ult ptr %scevgep53, %scevgep52
  %found.conflict = and i1 %bound0, %bound1
  %bound056 = icmp ult ptr %scevgep, %scevgep55
  %bound157 = icmp ult ptr %15, %scevgep52
  %found.conflict58 = and i1 %bound056, %bound157
  %conflict.rdx = or i1 %found.conflict, %found.conflict58
  br label %step.body.us19

step.body.us19:                                   ; preds = %row.body.us, %noise.done.loopexit11.us
  %step17.us20 = phi i64 [ 0, %row.body.us ], [ %580, %noise.done.loopexit11.us ]
  %temperature1.016.us21 = phi float [ %temperature, %row.body.us ], [ %t_next.us22, %noise.done.loopexit11.us ]
  %139 = fmul float %two_eta, %temperature1.016.us21
  %140 = fcmp ogt float %139, 0.000000e+00
  %141 = tail call float @llvm.sqrt.f32(float %139)
  %142 = select i1 %140, float %141, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %142
  br i1 %.not31, label %noise.done.loopexit11.us, label %philox.body.lr.ph.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature14.us = phi i64 [ %190, %feature.body.us ], [ %feature14.us.unr, %feature.body.us.prol.loopexit ]
  %143 = getelementptr inbounds float, ptr %137, i64 %feature14.us
  %144 = load float, ptr %143, align 4
  %145 = getelementptr inbounds float, ptr %138, i64 %feature14.us
  %146 = load float, ptr %145, align 4
  %147 = fsub float %144, %146
  %148 = tail call float @llvm.fabs.f32(float %147)
  %149 = fcmp ole float %148, 1.000000e+00
  %150 = select i1 %149, float 5.000000e-01, float 0.000000e+00
  %151 = fmul float %147, 2.000000e+00
  %152 = fmul float %151, %150
  %153 = select i1 %149, float 0.000000e+00, float 1.000000e+00
  %154 = fcmp ogt float %147, 0.000000e+00
  %155 = fcmp olt float %147, 0.000000e+00
  %156 = select i1 %155, float -1.000000e+00, float %147
  %157 = select i1 %154, float 1.000000e+00, float %156
  %158 = fmul float %153, %157
  %159 = fadd float %152, %158
  %160 = fmul float %eta, %159
  %161 = fsub float %144, %160
  %162 = getelementptr inbounds float, ptr %15, i64 %feature14.us
  %163 = load float, ptr %162, align 4
  %164 = fmul float %noise_scale3.us, %163
  %165 = fadd float %164, %161
  store float %165, ptr %143, align 4
  %166 = add nuw i64 %feature14.us, 1
  %167 = getelementptr inbounds float, ptr %137, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = getelementptr inbounds float, ptr %138, i64 %166
  %170 = load float, ptr %169, align 4
  %171 = fsub float %168, %170
  %172 = tail call float @llvm.fabs.f32(float %171)
  %173 = fcmp ole float %172, 1.000000e+00
  %174 = select i1 %173, float 5.000000e-01, float 0.000000e+00
  %175 = fmul float %171, 2.000000e+00
  %176 = fmul float %175, %174
  %177 = select i1 %173, float 0.000000e+00, float 1.000000e+00
  %178 = fcmp ogt float %171, 0.000000e+00
  %179 = fcmp olt float %171, 0.000000e+00
  %180 = select i1 %179, float -1.000000e+00, float %171
  %181 = select i1 %178, float 1.000000e+00, float %180
  %182 = fmul float %177, %181
  %183 = fadd float %176, %182
  %184 = fmul float %eta, %183
  %185 = fsub float %168, %184
  %186 = getelementptr inbounds float, ptr %15, i64 %166
  %187 = load float, ptr %186, align 4
  %188 = fmul float %noise_scale3.us, %187
  %189 = fadd float %188, %185
  store float %189, ptr %167, align 4
  %190 = add nuw i64 %feature14.us, 2
  %exitcond39.not.1 = icmp eq i64 %190, %n_features
  br i1 %exitcond39.not.1, label %noise.done.loopexit11.us, label %feature.body.us, !llvm.loop !9

noise.body.us:                                    ; preds = %noise.body.us.preheader158, %noise.body.us
  %noise13.us = phi i64 [ %319, %noise.body.us ], [ %noise13.us.ph, %noise.body.us.preheader158 ]
  %191 = getelementptr inbounds float, ptr %15, i64 %noise13.us
  %w0.us = load i32, ptr %191, align 4
  %192 = getelementptr inbounds float, ptr %scratch, i64 %noise13.us
  %w1.us = load i32, ptr %192, align 4
  %193 = uitofp i32 %w0.us to double
  %194 = fadd double %193, 5.000000e-01
  %195 = fmul double %194, 0x3DF0000000000000
  %196 = uitofp i32 %w1.us to double
  %197 = fadd double %196, 5.000000e-01
  %198 = fmul double %197, 0x3DF0000000000000
  %199 = bitcast double %195 to i64
  %200 = lshr i64 %199, 32
  %201 = add nuw nsw i64 %200, 614242
  %202 = lshr i64 %201, 20
  %203 = add nsw i64 %202, -1023
  %204 = shl nuw i64 %201, 32
  %205 = and i64 %204, 4503595332403200
  %206 = add nuw nsw i64 %205, 4604544269498187776
  %207 = and i64 %199, 4294967295
  %208 = or disjoint i64 %206, %207
  %209 = bitcast i64 %208 to double
  %210 = fadd double %209, -1.000000e+00
  %211 = fmul double %210, 5.000000e-01
  %212 = fmul double %210, %211
  %213 = fadd double %210, 2.000000e+00
  %214 = fdiv double %210, %213
  %215 = fmul double %214, %214
  %216 = fmul double %215, %215
  %217 = fmul double %216, 0x3FC2F112DF3E5244
  %218 = fadd double %217, 0x3FC7466496CB03DE
  %219 = insertelement <2 x double> poison, double %216, i64 0
  %220 = shufflevector <2 x double> %219, <2 x double> poison, <2 x i32> zeroinitializer
  %221 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %218, i64 1
  %222 = fmul <2 x double> %220, %221
  %223 = fadd <2 x double> %222, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %224 = fmul <2 x double> %220, %223
  %225 = fadd <2 x double> %224, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %226 = insertelement <2 x double> %219, double %215, i64 1
  %227 = fmul <2 x double> %226, %225
  %shift = shufflevector <2 x double> %227, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %227, %shift
  %228 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %229 = sitofp i64 %203 to double
  %230 = fadd double %212, %228
  %231 = fmul double %214, %230
  %232 = fmul double %229, 0x3DEA39EF35793C76
  %233 = fadd double %232, %231
  %234 = fsub double %233, %212
  %235 = fadd double %210, %234
  %236 = fmul double %229, 0x3FE62E42FEE00000
  %237 = fadd double %236, %235
  %238 = fmul double %237, -2.000000e+00
  %239 = tail call double @llvm.sqrt.f64(double %238)
  %240 = fmul double %198, 0x401921FB54442D18
  %241 = fmul double %240, 0x3FE45F306DC9C883
  %242 = fadd double %241, 0x4338000000000000
  %243 = bitcast double %242 to i64
  %244 = fadd double %242, 0xC338000000000000
  %245 = fmul double %244, 0x3FF921FB54400000
  %246 = fsub double %240, %245
  %247 = fmul double %244, 0x3DD0B4611A626331
  %248 = fmul double %244, 0x3DD0B4611A600000
  %249 = fsub double %246, %248
  %250 = fmul double %244, 0x3BA3198A2E037073
  %251 = fsub double %246, %249
  %252 = fsub double %251, %248
  %253 = fsub double %250, %252
  %254 = fsub double %246, %247
  %255 = insertelement <2 x double> poison, double %254, i64 0
  %256 = insertelement <2 x double> %255, double %240, i64 1
  %257 = bitcast <2 x double> %256 to <2 x i64>
  %258 = lshr <2 x i64> %257, splat (i64 52)
  %259 = and <2 x i64> %258, splat (i64 2047)
  %260 = extractelement <2 x i64> %259, i64 0
  %261 = add nuw nsw i64 %260, 16
  %262 = extractelement <2 x i64> %259, i64 1
  %263 = icmp samesign ult i64 %261, %262
  %264 = select i1 %263, double %249, double %246
  %265 = select i1 %263, double %253, double %247
  %266 = fsub double %264, %265
  %267 = fsub double %264, %266
  %268 = fsub double %267, %265
  %269 = fmul double %266, %266
  %270 = fmul double %269, %269
  %271 = fmul double %269, 0x3EFA01A019CB1590
  %272 = fadd double %271, 0xBF56C16C16C15177
  %273 = fmul double %269, %272
  %274 = fadd double %273, 0x3FA555555555554C
  %275 = fmul double %269, %274
  %276 = fmul double %269, 0x3DA8FAE9BE8838D4
  %277 = fsub double 0x3E21EE9EBDB4B1C4, %276
  %278 = fmul double %269, %277
  %279 = fadd double %278, 0xBE927E4F809C52AD
  %280 = fmul double %270, %270
  %281 = fmul double %280, %279
  %282 = fadd double %275, %281
  %283 = fmul double %269, 5.000000e-01
  %284 = fsub double 1.000000e+00, %283
  %285 = fsub double 1.000000e+00, %284
  %286 = fsub double %285, %283
  %287 = fmul double %269, %282
  %288 = fmul double %266, %268
  %289 = fsub double %287, %288
  %290 = fadd double %286, %289
  %291 = fadd double %284, %290
  %292 = fmul double %269, 0x3EC71DE357B1FE7D
  %293 = fadd double %292, 0xBF2A01A019C161D5
  %294 = fmul double %269, %293
  %295 = fadd double %294, 0x3F8111111110F8A6
  %296 = fmul double %269, 0x3DE5D93A5ACFD57C
  %297 = fadd double %296, 0xBE5AE5E68A2B9CEB
  %298 = fmul double %269, %270
  %299 = fmul double %298, %297
  %300 = fadd double %299, %295
  %301 = fmul double %266, %269
  %302 = fmul double %268, 5.000000e-01
  %303 = fmul double %301, %300
  %304 = fsub double %302, %303
  %305 = fmul double %269, %304
  %306 = fsub double %305, %268
  %307 = fmul double %301, 0x3FC5555555555549
  %308 = fadd double %306, %307
  %309 = fsub double %266, %308
  %310 = fneg double %291
  %311 = fneg double %309
  %312 = and i64 %243, 1
  %313 = and i64 %243, 2
  %.not.us = icmp eq i64 %312, 0
  %.not10.us = icmp eq i64 %313, 0
  %314 = select i1 %.not10.us, double %291, double %310
  %315 = select i1 %.not10.us, double %311, double %309
  %316 = select i1 %.not.us, double %314, double %315
  %317 = fmul double %239, %316
  %318 = fptrunc double %317 to float
  store float %318, ptr %191, align 4
  %319 = add nuw i64 %noise13.us, 1
  %exitcond38.not = icmp eq i64 %319, %n_features
  br i1 %exitcond38.not, label %feature.body.us.preheader, label %noise.body.us, !llvm.loop !10

feature.body.us.preheader:                        ; preds = %noise.body.us, %middle.block73
  %brmerge164 = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge164, label %feature.body.us.preheader157, label %vector.ph

vector.ph:                                        ; preds = %feature.body.us.preheader
  %broadcast.splatinsert59 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat60 = shufflevector <8 x float> %broadcast.splatinsert59, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %320 = getelementptr inbounds float, ptr %137, i64 %index
  %wide.load = load <8 x float>, ptr %320, align 4, !alias.scope !11, !noalias !14
  %321 = getelementptr inbounds float, ptr %138, i64 %index
  %wide.load61 = load <8 x float>, ptr %321, align 4, !alias.scope !17
  %322 = fsub <8 x float> %wide.load, %wide.load61
  %323 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %322)
  %324 = fcmp ole <8 x float> %323, splat (float 1.000000e+00)
  %325 = select <8 x i1> %324, <8 x float> splat (float 5.000000e-01), <8 x float> zeroinitializer
  %326 = fmul <8 x float> %322, splat (float 2.000000e+00)
  %327 = fmul <8 x float> %326, %325
  %328 = select <8 x i1> %324, <8 x float> zeroinitializer, <8 x float> splat (float 1.000000e+00)
  %329 = fcmp ogt <8 x float> %322, zeroinitializer
  %330 = fcmp olt <8 x float> %322, zeroinitializer
  %331 = select <8 x i1> %330, <8 x float> splat (float -1.000000e+00), <8 x float> %322
  %332 = select <8 x i1> %329, <8 x float> splat (float 1.000000e+00), <8 x float> %331
  %333 = fmul <8 x float> %328, %332
  %334 = fadd <8 x float> %327, %333
  %335 = fmul <8 x float> %broadcast.splat, %334
  %336 = fsub <8 x float> %wide.load, %335
  %337 = getelementptr inbounds float, ptr %15, i64 %index
  %wide.load62 = load <8 x float>, ptr %337, align 4, !alias.scope !18
  %338 = fmul <8 x float> %broadcast.splat60, %wide.load62
  %339 = fadd <8 x float> %338, %336
  store <8 x float> %339, ptr %320, align 4, !alias.scope !11, !noalias !14
  %index.next = add nuw i64 %index, 8
  %340 = icmp eq i64 %index.next, %n.vec
  br i1 %340, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.loopexit11.us, label %feature.body.us.preheader157

feature.body.us.preheader157:                     ; preds = %feature.body.us.preheader, %middle.block
  %feature14.us.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %feature.body.us.preheader ]
  %.neg = or disjoint i64 %feature14.us.ph, 1
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader157
  %341 = getelementptr inbounds float, ptr %137, i64 %feature14.us.ph
  %342 = load float, ptr %341, align 4
  %343 = getelementptr inbounds float, ptr %138, i64 %feature14.us.ph
  %344 = load float, ptr %343, align 4
  %345 = fsub float %342, %344
  %346 = tail call float @llvm.fabs.f32(float %345)
  %347 = fcmp ole float %346, 1.000000e+00
  %348 = select i1 %347, float 5.000000e-01, float 0.000000e+00
  %349 = fmul float %345, 2.000000e+00
  %350 = fmul float %349, %348
  %351 = select i1 %347, float 0.000000e+00, float 1.000000e+00
  %352 = fcmp ogt float %345, 0.000000e+00
  %353 = fcmp olt float %345, 0.000000e+00
  %354 = select i1 %353, float -1.000000e+00, float %345
  %355 = select i1 %352, float 1.000000e+00, float %354
  %356 = fmul float %351, %355
  %357 = fadd float %350, %356
  %358 = fmul float %eta, %357
  %359 = fsub float %342, %358
  %360 = getelementptr inbounds float, ptr %15, i64 %feature14.us.ph
  %361 = load float, ptr %360, align 4
  %362 = fmul float %noise_scale3.us, %361
  %363 = fadd float %362, %359
  store float %363, ptr %341, align 4
  %364 = or disjoint i64 %feature14.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader157
  %feature14.us.unr = phi i64 [ %feature14.us.ph, %feature.body.us.preheader157 ], [ %364, %feature.body.us.prol ]
  %365 = icmp eq i64 %n_features, %.neg
  br i1 %365, label %noise.done.loopexit11.us, label %feature.body.us

philox.body.us:                                   ; preds = %philox.body.us.preheader, %philox.body.us
  %philox12.us = phi i64 [ %448, %philox.body.us ], [ %philox12.us.ph, %philox.body.us.preheader ]
  %element.us = add i64 %philox12.us, %row_offset.us
  %366 = and i64 %element.us, 4294967295
  %367 = mul nuw i64 %366, 3528531795
  %368 = xor i64 %element.us, %key0
  %369 = xor i64 %368, %367
  %370 = lshr i64 %369, 32
  %371 = mul nuw i64 %370, 3449720151
  %372 = lshr i64 %371, 32
  %.reass.reass = xor i64 %372, %invariant.op
  %373 = xor i64 %589, %367
  %374 = and i64 %.reass.reass, 4294967295
  %375 = mul nuw i64 %374, 3528531795
  %376 = and i64 %373, 4294967295
  %377 = mul nuw i64 %376, 3449720151
  %378 = lshr i64 %375, 32
  %379 = lshr i64 %377, 32
  %380 = xor i64 %379, %20
  %381 = xor i64 %380, %371
  %.reass50.reass = xor i64 %378, %invariant.op163
  %382 = and i64 %381, 4294967295
  %383 = mul nuw i64 %382, 3528531795
  %384 = and i64 %.reass50.reass, 4294967295
  %385 = mul nuw i64 %384, 3449720151
  %386 = lshr i64 %383, 32
  %387 = lshr i64 %385, 32
  %388 = xor i64 %22, %387
  %389 = xor i64 %388, %377
  %390 = xor i64 %386, %23
  %391 = xor i64 %390, %375
  %392 = and i64 %389, 4294967295
  %393 = mul nuw i64 %392, 3528531795
  %394 = and i64 %391, 4294967295
  %395 = mul nuw i64 %394, 3449720151
  %396 = lshr i64 %393, 32
  %397 = lshr i64 %395, 32
  %398 = xor i64 %397, %24
  %399 = xor i64 %398, %385
  %400 = xor i64 %25, %396
  %401 = xor i64 %400, %383
  %402 = and i64 %399, 4294967295
  %403 = mul nuw i64 %402, 3528531795
  %404 = and i64 %401, 4294967295
  %405 = mul nuw i64 %404, 3449720151
  %406 = lshr i64 %403, 32
  %407 = lshr i64 %405, 32
  %408 = xor i64 %26, %407
  %409 = xor i64 %408, %395
  %410 = xor i64 %406, %27
  %411 = xor i64 %410, %393
  %412 = and i64 %409, 4294967295
  %413 = mul nuw i64 %412, 3528531795
  %414 = and i64 %411, 4294967295
  %415 = mul nuw i64 %414, 3449720151
  %416 = lshr i64 %413, 32
  %417 = lshr i64 %415, 32
  %418 = xor i64 %417, %28
  %419 = xor i64 %418, %405
  %420 = xor i64 %29, %416
  %421 = xor i64 %420, %403
  %422 = and i64 %419, 4294967295
  %423 = mul nuw i64 %422, 3528531795
  %424 = and i64 %421, 4294967295
  %425 = mul nuw i64 %424, 3449720151
  %426 = lshr i64 %423, 32
  %427 = lshr i64 %425, 32
  %428 = xor i64 %30, %427
  %429 = xor i64 %428, %415
  %430 = xor i64 %426, %31
  %431 = xor i64 %430, %413
  %432 = and i64 %429, 4294967295
  %433 = mul nuw i64 %432, 3528531795
  %434 = lshr i64 %433, 32
  %435 = trunc i64 %431 to i32
  %436 = mul i32 %435, -845247145
  %437 = xor i64 %32, %434
  %438 = xor i64 %437, %423
  %439 = and i64 %438, 4294967295
  %440 = mul nuw i64 %439, 3449720151
  %441 = lshr i64 %440, 32
  %442 = trunc nuw i64 %441 to i32
  %443 = trunc i64 %440 to i32
  %444 = xor i32 %436, %442
  %445 = xor i32 %444, %33
  %446 = getelementptr inbounds float, ptr %15, i64 %philox12.us
  store i32 %445, ptr %446, align 4
  %447 = getelementptr inbounds float, ptr %scratch, i64 %philox12.us
  store i32 %443, ptr %447, align 4
  %448 = add nuw i64 %philox12.us, 1
  %exitcond.not = icmp eq i64 %448, %n_features
  br i1 %exitcond.not, label %noise.body.us.preheader, label %philox.body.us, !llvm.loop !20

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block124
  br i1 %min.iters.check64, label %noise.body.us.preheader158, label %vector.body68

vector.body68:                                    ; preds = %noise.body.us.preheader, %vector.body68
  %index69 = phi i64 [ %index.next72, %vector.body68 ], [ 0, %noise.body.us.preheader ]
  %449 = getelementptr inbounds float, ptr %15, i64 %index69
  %wide.load70 = load <8 x i32>, ptr %449, align 4
  %450 = getelementptr inbounds float, ptr %scratch, i64 %index69
  %wide.load71 = load <8 x i32>, ptr %450, align 4
  %451 = uitofp <8 x i32> %wide.load70 to <8 x double>
  %452 = fadd <8 x double> %451, splat (double 5.000000e-01)
  %453 = fmul <8 x double> %452, splat (double 0x3DF0000000000000)
  %454 = uitofp <8 x i32> %wide.load71 to <8 x double>
  %455 = fadd <8 x double> %454, splat (double 5.000000e-01)
  %456 = fmul <8 x double> %455, splat (double 0x3DF0000000000000)
  %457 = bitcast <8 x double> %453 to <8 x i64>
  %458 = lshr <8 x i64> %457, splat (i64 32)
  %459 = add nuw nsw <8 x i64> %458, splat (i64 614242)
  %460 = lshr <8 x i64> %459, splat (i64 20)
  %461 = add nsw <8 x i64> %460, splat (i64 -1023)
  %462 = shl nuw <8 x i64> %459, splat (i64 32)
  %463 = and <8 x i64> %462, splat (i64 4503595332403200)
  %464 = add nuw nsw <8 x i64> %463, splat (i64 4604544269498187776)
  %465 = and <8 x i64> %457, splat (i64 4294967295)
  %466 = or disjoint <8 x i64> %464, %465
  %467 = bitcast <8 x i64> %466 to <8 x double>
  %468 = fadd <8 x double> %467, splat (double -1.000000e+00)
  %469 = fmul <8 x double> %468, splat (double 5.000000e-01)
  %470 = fmul <8 x double> %468, %469
  %471 = fadd <8 x double> %468, splat (double 2.000000e+00)
  %472 = fdiv <8 x double> %468, %471
  %473 = fmul <8 x double> %472, %472
  %474 = fmul <8 x double> %473, %473
  %475 = fmul <8 x double> %474, splat (double 0x3FC39A09D078C69F)
  %476 = fadd <8 x double> %475, splat (double 0x3FCC71C51D8E78AF)
  %477 = fmul <8 x double> %474, %476
  %478 = fadd <8 x double> %477, splat (double 0x3FD999999997FA04)
  %479 = fmul <8 x double> %474, %478
  %480 = fmul <8 x double> %474, splat (double 0x3FC2F112DF3E5244)
  %481 = fadd <8 x double> %480, splat (double 0x3FC7466496CB03DE)
  %482 = fmul <8 x double> %474, %481
  %483 = fadd <8 x double> %482, splat (double 0x3FD2492494229359)
  %484 = fmul <8 x double> %474, %483
  %485 = fadd <8 x double> %484, splat (double 0x3FE5555555555593)
  %486 = fmul <8 x double> %473, %485
  %487 = fadd <8 x double> %479, %486
  %488 = sitofp <8 x i64> %461 to <8 x double>
  %489 = fadd <8 x double> %470, %487
  %490 = fmul <8 x double> %472, %489
  %491 = fmul <8 x double> %488, splat (double 0x3DEA39EF35793C76)
  %492 = fadd <8 x double> %491, %490
  %493 = fsub <8 x double> %492, %470
  %494 = fadd <8 x double> %468, %493
  %495 = fmul <8 x double> %488, splat (double 0x3FE62E42FEE00000)
  %496 = fadd <8 x double> %495, %494
  %497 = fmul <8 x double> %496, splat (double -2.000000e+00)
  %498 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %497)
  %499 = fmul <8 x double> %456, splat (double 0x401921FB54442D18)
  %500 = fmul <8 x double> %499, splat (double 0x3FE45F306DC9C883)
  %501 = fadd <8 x double> %500, splat (double 0x4338000000000000)
  %502 = bitcast <8 x double> %501 to <8 x i64>
  %503 = fadd <8 x double> %501, splat (double 0xC338000000000000)
  %504 = fmul <8 x double> %503, splat (double 0x3FF921FB54400000)
  %505 = fsub <8 x double> %499, %504
  %506 = fmul <8 x double> %503, splat (double 0x3DD0B4611A626331)
  %507 = fmul <8 x double> %503, splat (double 0x3DD0B4611A600000)
  %508 = fsub <8 x double> %505, %507
  %509 = fmul <8 x double> %503, splat (double 0x3BA3198A2E037073)
  %510 = fsub <8 x double> %505, %508
  %511 = fsub <8 x double> %510, %507
  %512 = fsub <8 x double> %509, %511
  %513 = fsub <8 x double> %505, %506
  %514 = bitcast <8 x double> %499 to <8 x i64>
  %515 = lshr <8 x i64> %514, splat (i64 52)
  %516 = and <8 x i64> %515, splat (i64 2047)
  %517 = bitcast <8 x double> %513 to <8 x i64>
  %518 = lshr <8 x i64> %517, splat (i64 52)
  %519 = and <8 x i64> %518, splat (i64 2047)
  %520 = add nuw nsw <8 x i64> %519, splat (i64 16)
  %521 = icmp samesign ult <8 x i64> %520, %516
  %522 = select <8 x i1> %521, <8 x double> %508, <8 x double> %505
  %523 = select <8 x i1> %521, <8 x double> %512, <8 x double> %506
  %524 = fsub <8 x double> %522, %523
  %525 = fsub <8 x double> %522, %524
  %526 = fsub <8 x double> %525, %523
  %527 = fmul <8 x double> %524, %524
  %528 = fmul <8 x double> %527, %527
  %529 = fmul <8 x double> %527, splat (double 0x3EFA01A019CB1590)
  %530 = fadd <8 x double> %529, splat (double 0xBF56C16C16C15177)
  %531 = fmul <8 x double> %527, %530
  %532 = fadd <8 x double> %531, splat (double 0x3FA555555555554C)
  %533 = fmul <8 x double> %527, %532
  %534 = fmul <8 x double> %527, splat (double 0x3DA8FAE9BE8838D4)
  %535 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %534
  %536 = fmul <8 x double> %527, %535
  %537 = fadd <8 x double> %536, splat (double 0xBE927E4F809C52AD)
  %538 = fmul <8 x double> %528, %528
  %539 = fmul <8 x double> %538, %537
  %540 = fadd <8 x double> %533, %539
  %541 = fmul <8 x double> %527, splat (double 5.000000e-01)
  %542 = fsub <8 x double> splat (double 1.000000e+00), %541
  %543 = fsub <8 x double> splat (double 1.000000e+00), %542
  %544 = fsub <8 x double> %543, %541
  %545 = fmul <8 x double> %527, %540
  %546 = fmul <8 x double> %524, %526
  %547 = fsub <8 x double> %545, %546
  %548 = fadd <8 x double> %544, %547
  %549 = fadd <8 x double> %542, %548
  %550 = fmul <8 x double> %527, splat (double 0x3EC71DE357B1FE7D)
  %551 = fadd <8 x double> %550, splat (double 0xBF2A01A019C161D5)
  %552 = fmul <8 x double> %527, %551
  %553 = fadd <8 x double> %552, splat (double 0x3F8111111110F8A6)
  %554 = fmul <8 x double> %527, splat (double 0x3DE5D93A5ACFD57C)
  %555 = fadd <8 x double> %554, splat (double 0xBE5AE5E68A2B9CEB)
  %556 = fmul <8 x double> %527, %528
  %557 = fmul <8 x double> %556, %555
  %558 = fadd <8 x double> %557, %553
  %559 = fmul <8 x double> %524, %527
  %560 = fmul <8 x double> %526, splat (double 5.000000e-01)
  %561 = fmul <8 x double> %559, %558
  %562 = fsub <8 x double> %560, %561
  %563 = fmul <8 x double> %527, %562
  %564 = fsub <8 x double> %563, %526
  %565 = fmul <8 x double> %559, splat (double 0x3FC5555555555549)
  %566 = fadd <8 x double> %564, %565
  %567 = fsub <8 x double> %524, %566
  %568 = fneg <8 x double> %549
  %569 = fneg <8 x double> %567
  %570 = and <8 x i64> %502, splat (i64 1)
  %571 = and <8 x i64> %502, splat (i64 2)
  %572 = icmp eq <8 x i64> %570, zeroinitializer
  %573 = icmp eq <8 x i64> %571, zeroinitializer
  %574 = select <8 x i1> %573, <8 x double> %549, <8 x double> %568
  %575 = select <8 x i1> %573, <8 x double> %569, <8 x double> %567
  %576 = select <8 x i1> %572, <8 x double> %574, <8 x double> %575
  %577 = fmul <8 x double> %498, %576
  %578 = fptrunc <8 x double> %577 to <8 x float>
  store <8 x float> %578, ptr %449, align 4
  %index.next72 = add nuw i64 %index69, 8
  %579 = icmp eq i64 %index.next72, %n.vec67
  br i1 %579, label %middle.block73, label %vector.body68, !llvm.loop !21

middle.block73:                                   ; preds = %vector.body68
  br i1 %cmp.n74, label %feature.body.us.preheader, label %noise.body.us.preheader158

noise.body.us.preheader158:                       ; preds = %noise.body.us.preheader, %middle.block73
  %noise13.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec67, %middle.block73 ]
  br label %noise.body.us

noise.done.loopexit11.us:                         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block, %step.body.us19
  %t_next.us22 = fmul float %anneal_ratio, %temperature1.016.us21
  %580 = add nuw i64 %step17.us20, 1
  %exitcond40.not = icmp eq i64 %580, %steps
  br i1 %exitcond40.not, label %step.header.step.exit_crit_edge.split.us23, label %step.body.us19

philox.body.lr.ph.us:                             ; preds = %step.body.us19
  %key1_step.us = add i64 %step17.us20, %key1
  %581 = lshr i64 %key1_step.us, 32
  %582 = mul nuw i64 %581, 3449720151
  %583 = lshr i64 %582, 32
  %584 = xor i64 %key0, %583
  %585 = xor i64 %584, %key1_step.us
  %586 = and i64 %585, 4294967295
  %587 = mul nuw i64 %586, 3528531795
  %588 = lshr i64 %587, 32
  %589 = xor i64 %588, %19
  br i1 %min.iters.check77, label %philox.body.us.preheader, label %vector.ph78

vector.ph78:                                      ; preds = %philox.body.lr.ph.us
  %broadcast.splatinsert85 = insertelement <8 x i64> poison, i64 %589, i64 0
  %broadcast.splat86 = shufflevector <8 x i64> %broadcast.splatinsert85, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %582, %18
  %.scalar154 = and i64 %.scalar, 4294967295
  %590 = insertelement <8 x i64> poison, i64 %.scalar154, i64 0
  %.masked = shufflevector <8 x i64> %590, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar155 = xor i64 %587, %21
  %.scalar156 = and i64 %.scalar155, 4294967295
  %591 = insertelement <8 x i64> poison, i64 %.scalar156, i64 0
  %.masked152 = shufflevector <8 x i64> %591, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body121

vector.body121:                                   ; preds = %vector.body121, %vector.ph78
  %index122 = phi i64 [ 0, %vector.ph78 ], [ %index.next123, %vector.body121 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph78 ], [ %vec.ind.next, %vector.body121 ]
  %592 = add <8 x i64> %vec.ind, %broadcast.splat88
  %593 = and <8 x i64> %592, splat (i64 4294967295)
  %594 = mul nuw <8 x i64> %593, splat (i64 3528531795)
  %595 = xor <8 x i64> %592, %broadcast.splat90
  %596 = xor <8 x i64> %595, %594
  %597 = lshr <8 x i64> %596, splat (i64 32)
  %598 = mul nuw <8 x i64> %597, splat (i64 3449720151)
  %599 = lshr <8 x i64> %598, splat (i64 32)
  %600 = xor <8 x i64> %broadcast.splat86, %594
  %601 = xor <8 x i64> %.masked, %599
  %602 = mul nuw <8 x i64> %601, splat (i64 3528531795)
  %603 = and <8 x i64> %600, splat (i64 4294967295)
  %604 = mul nuw <8 x i64> %603, splat (i64 3449720151)
  %605 = lshr <8 x i64> %602, splat (i64 32)
  %606 = lshr <8 x i64> %604, splat (i64 32)
  %607 = xor <8 x i64> %606, %broadcast.splat94
  %608 = xor <8 x i64> %607, %598
  %609 = and <8 x i64> %608, splat (i64 4294967295)
  %610 = mul nuw <8 x i64> %609, splat (i64 3528531795)
  %611 = xor <8 x i64> %.masked152, %605
  %612 = mul nuw <8 x i64> %611, splat (i64 3449720151)
  %613 = lshr <8 x i64> %610, splat (i64 32)
  %614 = lshr <8 x i64> %612, splat (i64 32)
  %615 = xor <8 x i64> %broadcast.splat98, %614
  %616 = xor <8 x i64> %615, %604
  %617 = xor <8 x i64> %613, %broadcast.splat100
  %618 = xor <8 x i64> %617, %602
  %619 = and <8 x i64> %616, splat (i64 4294967295)
  %620 = mul nuw <8 x i64> %619, splat (i64 3528531795)
  %621 = and <8 x i64> %618, splat (i64 4294967295)
  %622 = mul nuw <8 x i64> %621, splat (i64 3449720151)
  %623 = lshr <8 x i64> %620, splat (i64 32)
  %624 = lshr <8 x i64> %622, splat (i64 32)
  %625 = xor <8 x i64> %624, %broadcast.splat102
  %626 = xor <8 x i64> %625, %612
  %627 = xor <8 x i64> %broadcast.splat104, %623
  %628 = xor <8 x i64> %627, %610
  %629 = and <8 x i64> %626, splat (i64 4294967295)
  %630 = mul nuw <8 x i64> %629, splat (i64 3528531795)
  %631 = and <8 x i64> %628, splat (i64 4294967295)
  %632 = mul nuw <8 x i64> %631, splat (i64 3449720151)
  %633 = lshr <8 x i64> %630, splat (i64 32)
  %634 = lshr <8 x i64> %632, splat (i64 32)
  %635 = xor <8 x i64> %broadcast.splat106, %634
  %636 = xor <8 x i64> %635, %622
  %637 = xor <8 x i64> %633, %broadcast.splat108
  %638 = xor <8 x i64> %637, %620
  %639 = and <8 x i64> %636, splat (i64 4294967295)
  %640 = mul nuw <8 x i64> %639, splat (i64 3528531795)
  %641 = and <8 x i64> %638, splat (i64 4294967295)
  %642 = mul nuw <8 x i64> %641, splat (i64 3449720151)
  %643 = lshr <8 x i64> %640, splat (i64 32)
  %644 = lshr <8 x i64> %642, splat (i64 32)
  %645 = xor <8 x i64> %644, %broadcast.splat110
  %646 = xor <8 x i64> %645, %632
  %647 = xor <8 x i64> %broadcast.splat112, %643
  %648 = xor <8 x i64> %647, %630
  %649 = and <8 x i64> %646, splat (i64 4294967295)
  %650 = mul nuw <8 x i64> %649, splat (i64 3528531795)
  %651 = and <8 x i64> %648, splat (i64 4294967295)
  %652 = mul nuw <8 x i64> %651, splat (i64 3449720151)
  %653 = lshr <8 x i64> %650, splat (i64 32)
  %654 = lshr <8 x i64> %652, splat (i64 32)
  %655 = xor <8 x i64> %broadcast.splat114, %654
  %656 = xor <8 x i64> %655, %642
  %657 = xor <8 x i64> %653, %broadcast.splat116
  %658 = xor <8 x i64> %657, %640
  %659 = and <8 x i64> %656, splat (i64 4294967295)
  %660 = mul nuw <8 x i64> %659, splat (i64 3528531795)
  %661 = lshr <8 x i64> %660, splat (i64 32)
  %662 = trunc <8 x i64> %658 to <8 x i32>
  %663 = mul <8 x i32> %662, splat (i32 -845247145)
  %664 = xor <8 x i64> %broadcast.splat118, %661
  %665 = xor <8 x i64> %664, %650
  %666 = and <8 x i64> %665, splat (i64 4294967295)
  %667 = mul nuw <8 x i64> %666, splat (i64 3449720151)
  %668 = lshr <8 x i64> %667, splat (i64 32)
  %669 = trunc nuw <8 x i64> %668 to <8 x i32>
  %670 = trunc <8 x i64> %667 to <8 x i32>
  %671 = xor <8 x i32> %663, %broadcast.splat120
  %672 = xor <8 x i32> %671, %669
  %673 = getelementptr inbounds float, ptr %15, i64 %index122
  store <8 x i32> %672, ptr %673, align 4
  %674 = getelementptr inbounds float, ptr %scratch, i64 %index122
  store <8 x i32> %670, ptr %674, align 4
  %index.next123 = add nuw i64 %index122, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %675 = icmp eq i64 %index.next123, %n.vec80
  br i1 %675, label %middle.block124, label %vector.body121, !llvm.loop !22

middle.block124:                                  ; preds = %vector.body121
  br i1 %cmp.n125, label %noise.body.us.preheader, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %philox.body.lr.ph.us, %middle.block124
  %philox12.us.ph = phi i64 [ 0, %philox.body.lr.ph.us ], [ %n.vec80, %middle.block124 ]
  %invariant.op = xor i64 %18, %582
  %invariant.op163 = xor i64 %21, %587
  br label %philox.body.us

step.header.step.exit_crit_edge.split.us23:       ; preds = %noise.done.loopexit11.us
  %676 = add nuw i64 %row18.us, 1
  %exitcond41.not = icmp eq i64 %676, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond41.not, label %row.exit, label %row.body.us

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.split.us23, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, %row.body.lr.ph.split.us.split.us, %row.body.lr.ph, %entry
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
!20 = distinct !{!20, !7, !6}
!21 = distinct !{!21, !6, !7}
!22 = distinct !{!22, !6, !7}
