; ModuleID = 'huber'
source_filename = "huber.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_huber_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %flat_staging = alloca [512 x float], align 4
  %flat_noise = alloca [512 x float], align 4
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
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %draw_noise = load i32, ptr %8, align 8
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 68
  %anneal = load i32, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %temperature = load float, ptr %10, align 8
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 76
  %anneal_ratio = load float, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %two_eta = load float, ptr %12, align 8
  %13 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %key0 = load i64, ptr %13, align 8
  %14 = getelementptr inbounds nuw i8, ptr %args, i64 96
  %key1 = load i64, ptr %14, align 8
  %small_rows = icmp ult i64 %n_features, 32
  br i1 %small_rows, label %small_tables.then, label %row.header.preheader

row.header.preheader:                             ; preds = %entry
  %15 = icmp ult i64 %row_begin, %row_end
  br i1 %15, label %row.body.lr.ph, label %flat.done

row.body.lr.ph:                                   ; preds = %row.header.preheader
  %16 = getelementptr float, ptr %scratch, i64 %n_features
  %anneal13.not = icmp eq i32 %anneal, 0
  %.not = icmp eq i64 %steps, 0
  %17 = trunc i64 %key0 to i32
  %18 = lshr i64 %key0, 32
  %19 = add i64 %key0, 2654435769
  %20 = add nuw nsw i64 %18, 3144134277
  %21 = add i64 %key0, 1013904242
  %22 = add nuw nsw i64 %18, 1993301258
  %23 = add i64 %key0, 3668340011
  %24 = add nuw nsw i64 %18, 842468239
  %25 = add i64 %key0, 2027808484
  %26 = add nuw nsw i64 %18, 3986602516
  %27 = add i64 %key0, 387276957
  %28 = add nuw nsw i64 %18, 2835769497
  %29 = add i64 %key0, 3041712726
  %30 = add nuw nsw i64 %18, 1684936478
  %31 = add i64 %key0, 1401181199
  %32 = add nuw nsw i64 %18, 534103459
  %33 = add nuw nsw i64 %18, 3678237736
  %34 = add i32 %17, -1879881855
  br i1 %.not, label %flat.done, label %row.body.lr.ph.split.us

row.body.lr.ph.split.us:                          ; preds = %row.body.lr.ph
  %draw20.not = icmp eq i32 %draw_noise, 0
  %35 = mul i64 %row_begin, %n_features
  %36 = shl i64 %35, 2
  %37 = shl i64 %n_features, 2
  %38 = shl i64 %row_begin, 2
  %39 = add i64 %38, 4
  %40 = mul i64 %n_features, %39
  br i1 %draw20.not, label %row.body.us.us.preheader, label %row.body.us.preheader

row.body.us.us.preheader:                         ; preds = %row.body.lr.ph.split.us
  %n.vec218 = and i64 %n_features, -8
  %broadcast.splatinsert219 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat220 = shufflevector <8 x float> %broadcast.splatinsert219, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n227 = icmp eq i64 %n_features, %n.vec218
  %xtraiter365 = and i64 %n_features, 1
  %lcmp.mod366.not = icmp eq i64 %xtraiter365, 0
  br label %row.body.us.us

row.body.us.preheader:                            ; preds = %row.body.lr.ph.split.us
  %41 = shl i64 %n_features, 3
  %scevgep137 = getelementptr i8, ptr %scratch, i64 %41
  %n.vec159 = and i64 %n_features, -8
  %broadcast.splatinsert168 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat169 = shufflevector <8 x i64> %broadcast.splatinsert168, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert172 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat173 = shufflevector <8 x i64> %broadcast.splatinsert172, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert176 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat177 = shufflevector <8 x i64> %broadcast.splatinsert176, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert178 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat179 = shufflevector <8 x i64> %broadcast.splatinsert178, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert180 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat181 = shufflevector <8 x i64> %broadcast.splatinsert180, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert182 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat183 = shufflevector <8 x i64> %broadcast.splatinsert182, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert184 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat185 = shufflevector <8 x i64> %broadcast.splatinsert184, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert186 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat187 = shufflevector <8 x i64> %broadcast.splatinsert186, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert188 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat189 = shufflevector <8 x i64> %broadcast.splatinsert188, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert190 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat191 = shufflevector <8 x i64> %broadcast.splatinsert190, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert192 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat193 = shufflevector <8 x i64> %broadcast.splatinsert192, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert194 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat195 = shufflevector <8 x i64> %broadcast.splatinsert194, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert196 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat197 = shufflevector <8 x i64> %broadcast.splatinsert196, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert198 = insertelement <8 x i32> poison, i32 %34, i64 0
  %broadcast.splat199 = shufflevector <8 x i32> %broadcast.splatinsert198, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n204 = icmp eq i64 %n_features, %n.vec159
  %n.vec148 = and i64 %n_features, -8
  %cmp.n155 = icmp eq i64 %n_features, %n.vec148
  %n.vec = and i64 %n_features, -8
  %broadcast.splatinsert141 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat142 = shufflevector <8 x float> %broadcast.splatinsert141, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %xtraiter = and i64 %n_features, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %row.body.us

row.body.us.us:                                   ; preds = %row.body.us.us.preheader, %step.header14.step.exit16_crit_edge.split.us.us.us
  %indvar206 = phi i64 [ %indvar.next207, %step.header14.step.exit16_crit_edge.split.us.us.us ], [ 0, %row.body.us.us.preheader ]
  %row66.us.us = phi i64 [ %127, %step.header14.step.exit16_crit_edge.split.us.us.us ], [ %row_begin, %row.body.us.us.preheader ]
  %42 = mul i64 %37, %indvar206
  %43 = add i64 %36, %42
  %scevgep208 = getelementptr i8, ptr %state, i64 %43
  %44 = add i64 %40, %42
  %scevgep209 = getelementptr i8, ptr %state, i64 %44
  %scevgep210 = getelementptr i8, ptr %input_0, i64 %43
  %scevgep211 = getelementptr i8, ptr %input_0, i64 %44
  %row_offset11.us.us = mul i64 %row66.us.us, %n_features
  %45 = getelementptr inbounds float, ptr %state, i64 %row_offset11.us.us
  %46 = getelementptr inbounds float, ptr %input_0, i64 %row_offset11.us.us
  %bound0212 = icmp ult ptr %scevgep208, %scevgep211
  %bound1213 = icmp ult ptr %scevgep210, %scevgep209
  %found.conflict214 = and i1 %bound0212, %bound1213
  br label %vector.memcheck205

vector.memcheck205:                               ; preds = %row.body.us.us, %noise.done48.loopexit.us.us.us
  %step1765.us.us.us = phi i64 [ 0, %row.body.us.us ], [ %126, %noise.done48.loopexit.us.us.us ]
  br i1 %found.conflict214, label %feature.body50.us.us.us.preheader, label %vector.body221

vector.body221:                                   ; preds = %vector.memcheck205, %vector.body221
  %index222 = phi i64 [ %index.next225, %vector.body221 ], [ 0, %vector.memcheck205 ]
  %47 = getelementptr inbounds float, ptr %45, i64 %index222
  %wide.load223 = load <8 x float>, ptr %47, align 4, !alias.scope !0, !noalias !3
  %48 = getelementptr inbounds float, ptr %46, i64 %index222
  %wide.load224 = load <8 x float>, ptr %48, align 4, !alias.scope !3
  %49 = fsub <8 x float> %wide.load223, %wide.load224
  %50 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %49)
  %51 = fcmp ole <8 x float> %50, splat (float 1.000000e+00)
  %52 = select <8 x i1> %51, <8 x float> splat (float 5.000000e-01), <8 x float> zeroinitializer
  %53 = fmul <8 x float> %49, splat (float 2.000000e+00)
  %54 = fmul <8 x float> %53, %52
  %55 = select <8 x i1> %51, <8 x float> zeroinitializer, <8 x float> splat (float 1.000000e+00)
  %56 = fcmp ogt <8 x float> %49, zeroinitializer
  %57 = fcmp olt <8 x float> %49, zeroinitializer
  %58 = select <8 x i1> %57, <8 x float> splat (float -1.000000e+00), <8 x float> %49
  %59 = select <8 x i1> %56, <8 x float> splat (float 1.000000e+00), <8 x float> %58
  %60 = fmul <8 x float> %55, %59
  %61 = fadd <8 x float> %54, %60
  %62 = fmul <8 x float> %broadcast.splat220, %61
  %63 = fsub <8 x float> %wide.load223, %62
  store <8 x float> %63, ptr %47, align 4, !alias.scope !0, !noalias !3
  %index.next225 = add nuw i64 %index222, 8
  %64 = icmp eq i64 %index.next225, %n.vec218
  br i1 %64, label %middle.block226, label %vector.body221, !llvm.loop !5

middle.block226:                                  ; preds = %vector.body221
  br i1 %cmp.n227, label %noise.done48.loopexit.us.us.us, label %feature.body50.us.us.us.preheader

feature.body50.us.us.us.preheader:                ; preds = %vector.memcheck205, %middle.block226
  %feature5263.us.us.us.ph = phi i64 [ 0, %vector.memcheck205 ], [ %n.vec218, %middle.block226 ]
  %.neg367 = or disjoint i64 %feature5263.us.us.us.ph, 1
  br i1 %lcmp.mod366.not, label %feature.body50.us.us.us.prol.loopexit, label %feature.body50.us.us.us.prol

feature.body50.us.us.us.prol:                     ; preds = %feature.body50.us.us.us.preheader
  %65 = getelementptr inbounds float, ptr %45, i64 %feature5263.us.us.us.ph
  %66 = load float, ptr %65, align 4
  %67 = getelementptr inbounds float, ptr %46, i64 %feature5263.us.us.us.ph
  %68 = load float, ptr %67, align 4
  %69 = fsub float %66, %68
  %70 = tail call float @llvm.fabs.f32(float %69)
  %71 = fcmp ole float %70, 1.000000e+00
  %72 = select i1 %71, float 5.000000e-01, float 0.000000e+00
  %73 = fmul float %69, 2.000000e+00
  %74 = fmul float %73, %72
  %75 = select i1 %71, float 0.000000e+00, float 1.000000e+00
  %76 = fcmp ogt float %69, 0.000000e+00
  %77 = fcmp olt float %69, 0.000000e+00
  %78 = select i1 %77, float -1.000000e+00, float %69
  %79 = select i1 %76, float 1.000000e+00, float %78
  %80 = fmul float %75, %79
  %81 = fadd float %74, %80
  %82 = fmul float %eta, %81
  %83 = fsub float %66, %82
  store float %83, ptr %65, align 4
  %84 = or disjoint i64 %feature5263.us.us.us.ph, 1
  br label %feature.body50.us.us.us.prol.loopexit

feature.body50.us.us.us.prol.loopexit:            ; preds = %feature.body50.us.us.us.prol, %feature.body50.us.us.us.preheader
  %feature5263.us.us.us.unr = phi i64 [ %feature5263.us.us.us.ph, %feature.body50.us.us.us.preheader ], [ %84, %feature.body50.us.us.us.prol ]
  %85 = icmp eq i64 %n_features, %.neg367
  br i1 %85, label %noise.done48.loopexit.us.us.us, label %feature.body50.us.us.us

feature.body50.us.us.us:                          ; preds = %feature.body50.us.us.us.prol.loopexit, %feature.body50.us.us.us
  %feature5263.us.us.us = phi i64 [ %125, %feature.body50.us.us.us ], [ %feature5263.us.us.us.unr, %feature.body50.us.us.us.prol.loopexit ]
  %86 = getelementptr inbounds float, ptr %45, i64 %feature5263.us.us.us
  %87 = load float, ptr %86, align 4
  %88 = getelementptr inbounds float, ptr %46, i64 %feature5263.us.us.us
  %89 = load float, ptr %88, align 4
  %90 = fsub float %87, %89
  %91 = tail call float @llvm.fabs.f32(float %90)
  %92 = fcmp ole float %91, 1.000000e+00
  %93 = select i1 %92, float 5.000000e-01, float 0.000000e+00
  %94 = fmul float %90, 2.000000e+00
  %95 = fmul float %94, %93
  %96 = select i1 %92, float 0.000000e+00, float 1.000000e+00
  %97 = fcmp ogt float %90, 0.000000e+00
  %98 = fcmp olt float %90, 0.000000e+00
  %99 = select i1 %98, float -1.000000e+00, float %90
  %100 = select i1 %97, float 1.000000e+00, float %99
  %101 = fmul float %96, %100
  %102 = fadd float %95, %101
  %103 = fmul float %eta, %102
  %104 = fsub float %87, %103
  store float %104, ptr %86, align 4
  %105 = add nuw i64 %feature5263.us.us.us, 1
  %106 = getelementptr inbounds float, ptr %45, i64 %105
  %107 = load float, ptr %106, align 4
  %108 = getelementptr inbounds float, ptr %46, i64 %105
  %109 = load float, ptr %108, align 4
  %110 = fsub float %107, %109
  %111 = tail call float @llvm.fabs.f32(float %110)
  %112 = fcmp ole float %111, 1.000000e+00
  %113 = select i1 %112, float 5.000000e-01, float 0.000000e+00
  %114 = fmul float %110, 2.000000e+00
  %115 = fmul float %114, %113
  %116 = select i1 %112, float 0.000000e+00, float 1.000000e+00
  %117 = fcmp ogt float %110, 0.000000e+00
  %118 = fcmp olt float %110, 0.000000e+00
  %119 = select i1 %118, float -1.000000e+00, float %110
  %120 = select i1 %117, float 1.000000e+00, float %119
  %121 = fmul float %116, %120
  %122 = fadd float %115, %121
  %123 = fmul float %eta, %122
  %124 = fsub float %107, %123
  store float %124, ptr %106, align 4
  %125 = add nuw i64 %feature5263.us.us.us, 2
  %exitcond107.not.1 = icmp eq i64 %125, %n_features
  br i1 %exitcond107.not.1, label %noise.done48.loopexit.us.us.us, label %feature.body50.us.us.us, !llvm.loop !8

noise.done48.loopexit.us.us.us:                   ; preds = %feature.body50.us.us.us.prol.loopexit, %feature.body50.us.us.us, %middle.block226
  %126 = add nuw i64 %step1765.us.us.us, 1
  %exitcond108.not = icmp eq i64 %126, %steps
  br i1 %exitcond108.not, label %step.header14.step.exit16_crit_edge.split.us.us.us, label %vector.memcheck205

step.header14.step.exit16_crit_edge.split.us.us.us: ; preds = %noise.done48.loopexit.us.us.us
  %127 = add nuw i64 %row66.us.us, 1
  %exitcond109.not = icmp eq i64 %127, %row_end
  %indvar.next207 = add i64 %indvar206, 1
  br i1 %exitcond109.not, label %flat.done, label %row.body.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header14.step.exit16_crit_edge.split.us71
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header14.step.exit16_crit_edge.split.us71 ]
  %row66.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %670, %step.header14.step.exit16_crit_edge.split.us71 ]
  %128 = mul i64 %37, %indvar
  %129 = add i64 %36, %128
  %scevgep = getelementptr i8, ptr %state, i64 %129
  %130 = add i64 %40, %128
  %scevgep134 = getelementptr i8, ptr %state, i64 %130
  %scevgep135 = getelementptr i8, ptr %input_0, i64 %129
  %scevgep136 = getelementptr i8, ptr %input_0, i64 %130
  %row_offset11.us = mul i64 %row66.us, %n_features
  %131 = getelementptr inbounds float, ptr %state, i64 %row_offset11.us
  %132 = getelementptr inbounds float, ptr %input_0, i64 %row_offset11.us
  %broadcast.splatinsert166 = insertelement <8 x i64> poison, i64 %row_offset11.us, i64 0
  %broadcast.splat167 = shufflevector <8 x i64> %broadcast.splatinsert166, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0 = icmp ult ptr %scevgep, %scevgep136
  %bound1 = icmp ult ptr %scevgep135, %scevgep134
  %found.conflict = and i1 %bound0, %bound1
  %bound0138 = icmp ult ptr %scevgep, %scevgep137
  %bound1139 = icmp ult ptr %16, %scevgep134
  %found.conflict140 = and i1 %bound0138, %bound1139
  %conflict.rdx = or i1 %found.conflict, %found.conflict140
  br label %step.body15.us67

step.body15.us67:                                 ; preds = %row.body.us, %noise.done48.loopexit58.us
  %step1765.us68 = phi i64 [ 0, %row.body.us ], [ %669, %noise.done48.loopexit58.us ]
  %temperature12.064.us69 = phi float [ %temperature, %row.body.us ], [ %t_next53.us70, %noise.done48.loopexit58.us ]
  %key1_step19.us = add i64 %step1765.us68, %key1
  %133 = lshr i64 %key1_step19.us, 32
  %134 = mul nuw i64 %133, 3449720151
  %135 = lshr i64 %134, 32
  %136 = xor i64 %key0, %135
  %137 = xor i64 %136, %key1_step19.us
  %138 = and i64 %137, 4294967295
  %139 = mul nuw i64 %138, 3528531795
  %140 = lshr i64 %139, 32
  %141 = xor i64 %140, %20
  %broadcast.splatinsert164 = insertelement <8 x i64> poison, i64 %141, i64 0
  %broadcast.splat165 = shufflevector <8 x i64> %broadcast.splatinsert164, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %134, %19
  %.scalar347 = and i64 %.scalar, 4294967295
  %142 = insertelement <8 x i64> poison, i64 %.scalar347, i64 0
  %.masked = shufflevector <8 x i64> %142, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar348 = xor i64 %139, %22
  %.scalar349 = and i64 %.scalar348, 4294967295
  %143 = insertelement <8 x i64> poison, i64 %.scalar349, i64 0
  %.masked344 = shufflevector <8 x i64> %143, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body200

vector.body200:                                   ; preds = %vector.body200, %step.body15.us67
  %index201 = phi i64 [ 0, %step.body15.us67 ], [ %index.next202, %vector.body200 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %step.body15.us67 ], [ %vec.ind.next, %vector.body200 ]
  %144 = add <8 x i64> %vec.ind, %broadcast.splat167
  %145 = and <8 x i64> %144, splat (i64 4294967295)
  %146 = mul nuw <8 x i64> %145, splat (i64 3528531795)
  %147 = xor <8 x i64> %144, %broadcast.splat169
  %148 = xor <8 x i64> %147, %146
  %149 = lshr <8 x i64> %148, splat (i64 32)
  %150 = mul nuw <8 x i64> %149, splat (i64 3449720151)
  %151 = lshr <8 x i64> %150, splat (i64 32)
  %152 = xor <8 x i64> %broadcast.splat165, %146
  %153 = xor <8 x i64> %.masked, %151
  %154 = mul nuw <8 x i64> %153, splat (i64 3528531795)
  %155 = and <8 x i64> %152, splat (i64 4294967295)
  %156 = mul nuw <8 x i64> %155, splat (i64 3449720151)
  %157 = lshr <8 x i64> %154, splat (i64 32)
  %158 = lshr <8 x i64> %156, splat (i64 32)
  %159 = xor <8 x i64> %158, %broadcast.splat173
  %160 = xor <8 x i64> %159, %150
  %161 = and <8 x i64> %160, splat (i64 4294967295)
  %162 = mul nuw <8 x i64> %161, splat (i64 3528531795)
  %163 = xor <8 x i64> %.masked344, %157
  %164 = mul nuw <8 x i64> %163, splat (i64 3449720151)
  %165 = lshr <8 x i64> %162, splat (i64 32)
  %166 = lshr <8 x i64> %164, splat (i64 32)
  %167 = xor <8 x i64> %broadcast.splat177, %166
  %168 = xor <8 x i64> %167, %156
  %169 = xor <8 x i64> %165, %broadcast.splat179
  %170 = xor <8 x i64> %169, %154
  %171 = and <8 x i64> %168, splat (i64 4294967295)
  %172 = mul nuw <8 x i64> %171, splat (i64 3528531795)
  %173 = and <8 x i64> %170, splat (i64 4294967295)
  %174 = mul nuw <8 x i64> %173, splat (i64 3449720151)
  %175 = lshr <8 x i64> %172, splat (i64 32)
  %176 = lshr <8 x i64> %174, splat (i64 32)
  %177 = xor <8 x i64> %176, %broadcast.splat181
  %178 = xor <8 x i64> %177, %164
  %179 = xor <8 x i64> %broadcast.splat183, %175
  %180 = xor <8 x i64> %179, %162
  %181 = and <8 x i64> %178, splat (i64 4294967295)
  %182 = mul nuw <8 x i64> %181, splat (i64 3528531795)
  %183 = and <8 x i64> %180, splat (i64 4294967295)
  %184 = mul nuw <8 x i64> %183, splat (i64 3449720151)
  %185 = lshr <8 x i64> %182, splat (i64 32)
  %186 = lshr <8 x i64> %184, splat (i64 32)
  %187 = xor <8 x i64> %broadcast.splat185, %186
  %188 = xor <8 x i64> %187, %174
  %189 = xor <8 x i64> %185, %broadcast.splat187
  %190 = xor <8 x i64> %189, %172
  %191 = and <8 x i64> %188, splat (i64 4294967295)
  %192 = mul nuw <8 x i64> %191, splat (i64 3528531795)
  %193 = and <8 x i64> %190, splat (i64 4294967295)
  %194 = mul nuw <8 x i64> %193, splat (i64 3449720151)
  %195 = lshr <8 x i64> %192, splat (i64 32)
  %196 = lshr <8 x i64> %194, splat (i64 32)
  %197 = xor <8 x i64> %196, %broadcast.splat189
  %198 = xor <8 x i64> %197, %184
  %199 = xor <8 x i64> %broadcast.splat191, %195
  %200 = xor <8 x i64> %199, %182
  %201 = and <8 x i64> %198, splat (i64 4294967295)
  %202 = mul nuw <8 x i64> %201, splat (i64 3528531795)
  %203 = and <8 x i64> %200, splat (i64 4294967295)
  %204 = mul nuw <8 x i64> %203, splat (i64 3449720151)
  %205 = lshr <8 x i64> %202, splat (i64 32)
  %206 = lshr <8 x i64> %204, splat (i64 32)
  %207 = xor <8 x i64> %broadcast.splat193, %206
  %208 = xor <8 x i64> %207, %194
  %209 = xor <8 x i64> %205, %broadcast.splat195
  %210 = xor <8 x i64> %209, %192
  %211 = and <8 x i64> %208, splat (i64 4294967295)
  %212 = mul nuw <8 x i64> %211, splat (i64 3528531795)
  %213 = lshr <8 x i64> %212, splat (i64 32)
  %214 = trunc <8 x i64> %210 to <8 x i32>
  %215 = mul <8 x i32> %214, splat (i32 -845247145)
  %216 = xor <8 x i64> %broadcast.splat197, %213
  %217 = xor <8 x i64> %216, %202
  %218 = and <8 x i64> %217, splat (i64 4294967295)
  %219 = mul nuw <8 x i64> %218, splat (i64 3449720151)
  %220 = lshr <8 x i64> %219, splat (i64 32)
  %221 = trunc nuw <8 x i64> %220 to <8 x i32>
  %222 = trunc <8 x i64> %219 to <8 x i32>
  %223 = xor <8 x i32> %215, %broadcast.splat199
  %224 = xor <8 x i32> %223, %221
  %225 = getelementptr inbounds float, ptr %16, i64 %index201
  store <8 x i32> %224, ptr %225, align 4
  %226 = getelementptr inbounds float, ptr %scratch, i64 %index201
  store <8 x i32> %222, ptr %226, align 4
  %index.next202 = add nuw i64 %index201, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %227 = icmp eq i64 %index.next202, %n.vec159
  br i1 %227, label %middle.block203, label %vector.body200, !llvm.loop !9

middle.block203:                                  ; preds = %vector.body200
  br i1 %cmp.n204, label %vector.ph146, label %philox.body34.us.preheader

philox.body34.us.preheader:                       ; preds = %middle.block203
  %invariant.op = xor i64 %19, %134
  %invariant.op368 = xor i64 %22, %139
  br label %philox.body34.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature62.us = phi i64 [ %275, %feature.body.us ], [ %feature62.us.unr, %feature.body.us.prol.loopexit ]
  %228 = getelementptr inbounds float, ptr %131, i64 %feature62.us
  %229 = load float, ptr %228, align 4
  %230 = getelementptr inbounds float, ptr %132, i64 %feature62.us
  %231 = load float, ptr %230, align 4
  %232 = fsub float %229, %231
  %233 = tail call float @llvm.fabs.f32(float %232)
  %234 = fcmp ole float %233, 1.000000e+00
  %235 = select i1 %234, float 5.000000e-01, float 0.000000e+00
  %236 = fmul float %232, 2.000000e+00
  %237 = fmul float %236, %235
  %238 = select i1 %234, float 0.000000e+00, float 1.000000e+00
  %239 = fcmp ogt float %232, 0.000000e+00
  %240 = fcmp olt float %232, 0.000000e+00
  %241 = select i1 %240, float -1.000000e+00, float %232
  %242 = select i1 %239, float 1.000000e+00, float %241
  %243 = fmul float %238, %242
  %244 = fadd float %237, %243
  %245 = fmul float %eta, %244
  %246 = fsub float %229, %245
  %247 = getelementptr inbounds float, ptr %16, i64 %feature62.us
  %248 = load float, ptr %247, align 4
  %249 = fmul float %noise_scale18.us, %248
  %250 = fadd float %249, %246
  store float %250, ptr %228, align 4
  %251 = add nuw i64 %feature62.us, 1
  %252 = getelementptr inbounds float, ptr %131, i64 %251
  %253 = load float, ptr %252, align 4
  %254 = getelementptr inbounds float, ptr %132, i64 %251
  %255 = load float, ptr %254, align 4
  %256 = fsub float %253, %255
  %257 = tail call float @llvm.fabs.f32(float %256)
  %258 = fcmp ole float %257, 1.000000e+00
  %259 = select i1 %258, float 5.000000e-01, float 0.000000e+00
  %260 = fmul float %256, 2.000000e+00
  %261 = fmul float %260, %259
  %262 = select i1 %258, float 0.000000e+00, float 1.000000e+00
  %263 = fcmp ogt float %256, 0.000000e+00
  %264 = fcmp olt float %256, 0.000000e+00
  %265 = select i1 %264, float -1.000000e+00, float %256
  %266 = select i1 %263, float 1.000000e+00, float %265
  %267 = fmul float %262, %266
  %268 = fadd float %261, %267
  %269 = fmul float %eta, %268
  %270 = fsub float %253, %269
  %271 = getelementptr inbounds float, ptr %16, i64 %251
  %272 = load float, ptr %271, align 4
  %273 = fmul float %noise_scale18.us, %272
  %274 = fadd float %273, %270
  store float %274, ptr %252, align 4
  %275 = add nuw i64 %feature62.us, 2
  %exitcond104.not.1 = icmp eq i64 %275, %n_features
  br i1 %exitcond104.not.1, label %noise.done48.loopexit58.us, label %feature.body.us, !llvm.loop !10

noise.body39.us:                                  ; preds = %middle.block154, %noise.body39.us
  %noise4161.us = phi i64 [ %404, %noise.body39.us ], [ %n.vec148, %middle.block154 ]
  %276 = getelementptr inbounds float, ptr %16, i64 %noise4161.us
  %w042.us = load i32, ptr %276, align 4
  %277 = getelementptr inbounds float, ptr %scratch, i64 %noise4161.us
  %w143.us = load i32, ptr %277, align 4
  %278 = uitofp i32 %w042.us to double
  %279 = fadd double %278, 5.000000e-01
  %280 = fmul double %279, 0x3DF0000000000000
  %281 = uitofp i32 %w143.us to double
  %282 = fadd double %281, 5.000000e-01
  %283 = fmul double %282, 0x3DF0000000000000
  %284 = bitcast double %280 to i64
  %285 = lshr i64 %284, 32
  %286 = add nuw nsw i64 %285, 614242
  %287 = lshr i64 %286, 20
  %288 = add nsw i64 %287, -1023
  %289 = shl nuw i64 %286, 32
  %290 = and i64 %289, 4503595332403200
  %291 = add nuw nsw i64 %290, 4604544269498187776
  %292 = and i64 %284, 4294967295
  %293 = or disjoint i64 %291, %292
  %294 = bitcast i64 %293 to double
  %295 = fadd double %294, -1.000000e+00
  %296 = fmul double %295, 5.000000e-01
  %297 = fmul double %295, %296
  %298 = fadd double %295, 2.000000e+00
  %299 = fdiv double %295, %298
  %300 = fmul double %299, %299
  %301 = fmul double %300, %300
  %302 = fmul double %301, 0x3FC2F112DF3E5244
  %303 = fadd double %302, 0x3FC7466496CB03DE
  %304 = insertelement <2 x double> poison, double %301, i64 0
  %305 = shufflevector <2 x double> %304, <2 x double> poison, <2 x i32> zeroinitializer
  %306 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %303, i64 1
  %307 = fmul <2 x double> %305, %306
  %308 = fadd <2 x double> %307, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %309 = fmul <2 x double> %305, %308
  %310 = fadd <2 x double> %309, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %311 = insertelement <2 x double> %304, double %300, i64 1
  %312 = fmul <2 x double> %311, %310
  %shift = shufflevector <2 x double> %312, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %312, %shift
  %313 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %314 = sitofp i64 %288 to double
  %315 = fadd double %297, %313
  %316 = fmul double %299, %315
  %317 = fmul double %314, 0x3DEA39EF35793C76
  %318 = fadd double %317, %316
  %319 = fsub double %318, %297
  %320 = fadd double %295, %319
  %321 = fmul double %314, 0x3FE62E42FEE00000
  %322 = fadd double %321, %320
  %323 = fmul double %322, -2.000000e+00
  %324 = tail call double @llvm.sqrt.f64(double %323)
  %325 = fmul double %283, 0x401921FB54442D18
  %326 = fmul double %325, 0x3FE45F306DC9C883
  %327 = fadd double %326, 0x4338000000000000
  %328 = bitcast double %327 to i64
  %329 = fadd double %327, 0xC338000000000000
  %330 = fmul double %329, 0x3FF921FB54400000
  %331 = fsub double %325, %330
  %332 = fmul double %329, 0x3DD0B4611A626331
  %333 = fmul double %329, 0x3DD0B4611A600000
  %334 = fsub double %331, %333
  %335 = fmul double %329, 0x3BA3198A2E037073
  %336 = fsub double %331, %334
  %337 = fsub double %336, %333
  %338 = fsub double %335, %337
  %339 = fsub double %331, %332
  %340 = insertelement <2 x double> poison, double %339, i64 0
  %341 = insertelement <2 x double> %340, double %325, i64 1
  %342 = bitcast <2 x double> %341 to <2 x i64>
  %343 = lshr <2 x i64> %342, splat (i64 52)
  %344 = and <2 x i64> %343, splat (i64 2047)
  %345 = extractelement <2 x i64> %344, i64 0
  %346 = add nuw nsw i64 %345, 16
  %347 = extractelement <2 x i64> %344, i64 1
  %348 = icmp samesign ult i64 %346, %347
  %349 = select i1 %348, double %334, double %331
  %350 = select i1 %348, double %338, double %332
  %351 = fsub double %349, %350
  %352 = fsub double %349, %351
  %353 = fsub double %352, %350
  %354 = fmul double %351, %351
  %355 = fmul double %354, %354
  %356 = fmul double %354, 0x3EFA01A019CB1590
  %357 = fadd double %356, 0xBF56C16C16C15177
  %358 = fmul double %354, %357
  %359 = fadd double %358, 0x3FA555555555554C
  %360 = fmul double %354, %359
  %361 = fmul double %354, 0x3DA8FAE9BE8838D4
  %362 = fsub double 0x3E21EE9EBDB4B1C4, %361
  %363 = fmul double %354, %362
  %364 = fadd double %363, 0xBE927E4F809C52AD
  %365 = fmul double %355, %355
  %366 = fmul double %365, %364
  %367 = fadd double %360, %366
  %368 = fmul double %354, 5.000000e-01
  %369 = fsub double 1.000000e+00, %368
  %370 = fsub double 1.000000e+00, %369
  %371 = fsub double %370, %368
  %372 = fmul double %354, %367
  %373 = fmul double %351, %353
  %374 = fsub double %372, %373
  %375 = fadd double %371, %374
  %376 = fadd double %369, %375
  %377 = fmul double %354, 0x3EC71DE357B1FE7D
  %378 = fadd double %377, 0xBF2A01A019C161D5
  %379 = fmul double %354, %378
  %380 = fadd double %379, 0x3F8111111110F8A6
  %381 = fmul double %354, 0x3DE5D93A5ACFD57C
  %382 = fadd double %381, 0xBE5AE5E68A2B9CEB
  %383 = fmul double %354, %355
  %384 = fmul double %383, %382
  %385 = fadd double %384, %380
  %386 = fmul double %351, %354
  %387 = fmul double %353, 5.000000e-01
  %388 = fmul double %386, %385
  %389 = fsub double %387, %388
  %390 = fmul double %354, %389
  %391 = fsub double %390, %353
  %392 = fmul double %386, 0x3FC5555555555549
  %393 = fadd double %391, %392
  %394 = fsub double %351, %393
  %395 = fneg double %376
  %396 = fneg double %394
  %397 = and i64 %328, 1
  %398 = and i64 %328, 2
  %.not.us = icmp eq i64 %397, 0
  %.not54.us = icmp eq i64 %398, 0
  %399 = select i1 %.not54.us, double %376, double %395
  %400 = select i1 %.not54.us, double %396, double %394
  %401 = select i1 %.not.us, double %399, double %400
  %402 = fmul double %324, %401
  %403 = fptrunc double %402 to float
  store float %403, ptr %276, align 4
  %404 = add nuw i64 %noise4161.us, 1
  %exitcond103.not = icmp eq i64 %404, %n_features
  br i1 %exitcond103.not, label %feature.body.us.preheader, label %noise.body39.us, !llvm.loop !11

feature.body.us.preheader:                        ; preds = %noise.body39.us, %middle.block154
  %405 = fmul float %two_eta, %temperature12.064.us69
  %406 = fcmp ogt float %405, 0.000000e+00
  %407 = tail call float @llvm.sqrt.f32(float %405)
  %408 = select i1 %406, float %407, float 0.000000e+00
  %noise_scale18.us = select i1 %anneal13.not, float %noise_scale, float %408
  br i1 %conflict.rdx, label %feature.body.us.preheader363, label %vector.ph

vector.ph:                                        ; preds = %feature.body.us.preheader
  %broadcast.splatinsert = insertelement <8 x float> poison, float %noise_scale18.us, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %409 = getelementptr inbounds float, ptr %131, i64 %index
  %wide.load = load <8 x float>, ptr %409, align 4, !alias.scope !12, !noalias !15
  %410 = getelementptr inbounds float, ptr %132, i64 %index
  %wide.load143 = load <8 x float>, ptr %410, align 4, !alias.scope !18
  %411 = fsub <8 x float> %wide.load, %wide.load143
  %412 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %411)
  %413 = fcmp ole <8 x float> %412, splat (float 1.000000e+00)
  %414 = select <8 x i1> %413, <8 x float> splat (float 5.000000e-01), <8 x float> zeroinitializer
  %415 = fmul <8 x float> %411, splat (float 2.000000e+00)
  %416 = fmul <8 x float> %415, %414
  %417 = select <8 x i1> %413, <8 x float> zeroinitializer, <8 x float> splat (float 1.000000e+00)
  %418 = fcmp ogt <8 x float> %411, zeroinitializer
  %419 = fcmp olt <8 x float> %411, zeroinitializer
  %420 = select <8 x i1> %419, <8 x float> splat (float -1.000000e+00), <8 x float> %411
  %421 = select <8 x i1> %418, <8 x float> splat (float 1.000000e+00), <8 x float> %420
  %422 = fmul <8 x float> %417, %421
  %423 = fadd <8 x float> %416, %422
  %424 = fmul <8 x float> %broadcast.splat142, %423
  %425 = fsub <8 x float> %wide.load, %424
  %426 = getelementptr inbounds float, ptr %16, i64 %index
  %wide.load144 = load <8 x float>, ptr %426, align 4, !alias.scope !19
  %427 = fmul <8 x float> %broadcast.splat, %wide.load144
  %428 = fadd <8 x float> %427, %425
  store <8 x float> %428, ptr %409, align 4, !alias.scope !12, !noalias !15
  %index.next = add nuw i64 %index, 8
  %429 = icmp eq i64 %index.next, %n.vec
  br i1 %429, label %middle.block, label %vector.body, !llvm.loop !20

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done48.loopexit58.us, label %feature.body.us.preheader363

feature.body.us.preheader363:                     ; preds = %feature.body.us.preheader, %middle.block
  %feature62.us.ph = phi i64 [ 0, %feature.body.us.preheader ], [ %n.vec, %middle.block ]
  %.neg = or disjoint i64 %feature62.us.ph, 1
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader363
  %430 = getelementptr inbounds float, ptr %131, i64 %feature62.us.ph
  %431 = load float, ptr %430, align 4
  %432 = getelementptr inbounds float, ptr %132, i64 %feature62.us.ph
  %433 = load float, ptr %432, align 4
  %434 = fsub float %431, %433
  %435 = tail call float @llvm.fabs.f32(float %434)
  %436 = fcmp ole float %435, 1.000000e+00
  %437 = select i1 %436, float 5.000000e-01, float 0.000000e+00
  %438 = fmul float %434, 2.000000e+00
  %439 = fmul float %438, %437
  %440 = select i1 %436, float 0.000000e+00, float 1.000000e+00
  %441 = fcmp ogt float %434, 0.000000e+00
  %442 = fcmp olt float %434, 0.000000e+00
  %443 = select i1 %442, float -1.000000e+00, float %434
  %444 = select i1 %441, float 1.000000e+00, float %443
  %445 = fmul float %440, %444
  %446 = fadd float %439, %445
  %447 = fmul float %eta, %446
  %448 = fsub float %431, %447
  %449 = getelementptr inbounds float, ptr %16, i64 %feature62.us.ph
  %450 = load float, ptr %449, align 4
  %451 = fmul float %noise_scale18.us, %450
  %452 = fadd float %451, %448
  store float %452, ptr %430, align 4
  %453 = or disjoint i64 %feature62.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader363
  %feature62.us.unr = phi i64 [ %feature62.us.ph, %feature.body.us.preheader363 ], [ %453, %feature.body.us.prol ]
  %454 = icmp eq i64 %n_features, %.neg
  br i1 %454, label %noise.done48.loopexit58.us, label %feature.body.us

philox.body34.us:                                 ; preds = %philox.body34.us.preheader, %philox.body34.us
  %philox3660.us = phi i64 [ %537, %philox.body34.us ], [ %n.vec159, %philox.body34.us.preheader ]
  %element37.us = add i64 %philox3660.us, %row_offset11.us
  %455 = and i64 %element37.us, 4294967295
  %456 = mul nuw i64 %455, 3528531795
  %457 = xor i64 %element37.us, %key0
  %458 = xor i64 %457, %456
  %459 = lshr i64 %458, 32
  %460 = mul nuw i64 %459, 3449720151
  %461 = lshr i64 %460, 32
  %.reass.reass = xor i64 %461, %invariant.op
  %462 = xor i64 %141, %456
  %463 = and i64 %.reass.reass, 4294967295
  %464 = mul nuw i64 %463, 3528531795
  %465 = and i64 %462, 4294967295
  %466 = mul nuw i64 %465, 3449720151
  %467 = lshr i64 %464, 32
  %468 = lshr i64 %466, 32
  %469 = xor i64 %468, %21
  %470 = xor i64 %469, %460
  %.reass125.reass = xor i64 %467, %invariant.op368
  %471 = and i64 %470, 4294967295
  %472 = mul nuw i64 %471, 3528531795
  %473 = and i64 %.reass125.reass, 4294967295
  %474 = mul nuw i64 %473, 3449720151
  %475 = lshr i64 %472, 32
  %476 = lshr i64 %474, 32
  %477 = xor i64 %23, %476
  %478 = xor i64 %477, %466
  %479 = xor i64 %475, %24
  %480 = xor i64 %479, %464
  %481 = and i64 %478, 4294967295
  %482 = mul nuw i64 %481, 3528531795
  %483 = and i64 %480, 4294967295
  %484 = mul nuw i64 %483, 3449720151
  %485 = lshr i64 %482, 32
  %486 = lshr i64 %484, 32
  %487 = xor i64 %486, %25
  %488 = xor i64 %487, %474
  %489 = xor i64 %26, %485
  %490 = xor i64 %489, %472
  %491 = and i64 %488, 4294967295
  %492 = mul nuw i64 %491, 3528531795
  %493 = and i64 %490, 4294967295
  %494 = mul nuw i64 %493, 3449720151
  %495 = lshr i64 %492, 32
  %496 = lshr i64 %494, 32
  %497 = xor i64 %27, %496
  %498 = xor i64 %497, %484
  %499 = xor i64 %495, %28
  %500 = xor i64 %499, %482
  %501 = and i64 %498, 4294967295
  %502 = mul nuw i64 %501, 3528531795
  %503 = and i64 %500, 4294967295
  %504 = mul nuw i64 %503, 3449720151
  %505 = lshr i64 %502, 32
  %506 = lshr i64 %504, 32
  %507 = xor i64 %506, %29
  %508 = xor i64 %507, %494
  %509 = xor i64 %30, %505
  %510 = xor i64 %509, %492
  %511 = and i64 %508, 4294967295
  %512 = mul nuw i64 %511, 3528531795
  %513 = and i64 %510, 4294967295
  %514 = mul nuw i64 %513, 3449720151
  %515 = lshr i64 %512, 32
  %516 = lshr i64 %514, 32
  %517 = xor i64 %31, %516
  %518 = xor i64 %517, %504
  %519 = xor i64 %515, %32
  %520 = xor i64 %519, %502
  %521 = and i64 %518, 4294967295
  %522 = mul nuw i64 %521, 3528531795
  %523 = lshr i64 %522, 32
  %524 = trunc i64 %520 to i32
  %525 = mul i32 %524, -845247145
  %526 = xor i64 %33, %523
  %527 = xor i64 %526, %512
  %528 = and i64 %527, 4294967295
  %529 = mul nuw i64 %528, 3449720151
  %530 = lshr i64 %529, 32
  %531 = trunc nuw i64 %530 to i32
  %532 = trunc i64 %529 to i32
  %533 = xor i32 %525, %531
  %534 = xor i32 %533, %34
  %535 = getelementptr inbounds float, ptr %16, i64 %philox3660.us
  store i32 %534, ptr %535, align 4
  %536 = getelementptr inbounds float, ptr %scratch, i64 %philox3660.us
  store i32 %532, ptr %536, align 4
  %537 = add nuw i64 %philox3660.us, 1
  %exitcond.not = icmp eq i64 %537, %n_features
  br i1 %exitcond.not, label %vector.ph146, label %philox.body34.us, !llvm.loop !21

vector.ph146:                                     ; preds = %philox.body34.us, %middle.block203
  br label %vector.body149

vector.body149:                                   ; preds = %vector.body149, %vector.ph146
  %index150 = phi i64 [ 0, %vector.ph146 ], [ %index.next153, %vector.body149 ]
  %538 = getelementptr inbounds float, ptr %16, i64 %index150
  %wide.load151 = load <8 x i32>, ptr %538, align 4
  %539 = getelementptr inbounds float, ptr %scratch, i64 %index150
  %wide.load152 = load <8 x i32>, ptr %539, align 4
  %540 = uitofp <8 x i32> %wide.load151 to <8 x double>
  %541 = fadd <8 x double> %540, splat (double 5.000000e-01)
  %542 = fmul <8 x double> %541, splat (double 0x3DF0000000000000)
  %543 = uitofp <8 x i32> %wide.load152 to <8 x double>
  %544 = fadd <8 x double> %543, splat (double 5.000000e-01)
  %545 = fmul <8 x double> %544, splat (double 0x3DF0000000000000)
  %546 = bitcast <8 x double> %542 to <8 x i64>
  %547 = lshr <8 x i64> %546, splat (i64 32)
  %548 = add nuw nsw <8 x i64> %547, splat (i64 614242)
  %549 = lshr <8 x i64> %548, splat (i64 20)
  %550 = add nsw <8 x i64> %549, splat (i64 -1023)
  %551 = shl nuw <8 x i64> %548, splat (i64 32)
  %552 = and <8 x i64> %551, splat (i64 4503595332403200)
  %553 = add nuw nsw <8 x i64> %552, splat (i64 4604544269498187776)
  %554 = and <8 x i64> %546, splat (i64 4294967295)
  %555 = or disjoint <8 x i64> %553, %554
  %556 = bitcast <8 x i64> %555 to <8 x double>
  %557 = fadd <8 x double> %556, splat (double -1.000000e+00)
  %558 = fmul <8 x double> %557, splat (double 5.000000e-01)
  %559 = fmul <8 x double> %557, %558
  %560 = fadd <8 x double> %557, splat (double 2.000000e+00)
  %561 = fdiv <8 x double> %557, %560
  %562 = fmul <8 x double> %561, %561
  %563 = fmul <8 x double> %562, %562
  %564 = fmul <8 x double> %563, splat (double 0x3FC39A09D078C69F)
  %565 = fadd <8 x double> %564, splat (double 0x3FCC71C51D8E78AF)
  %566 = fmul <8 x double> %563, %565
  %567 = fadd <8 x double> %566, splat (double 0x3FD999999997FA04)
  %568 = fmul <8 x double> %563, %567
  %569 = fmul <8 x double> %563, splat (double 0x3FC2F112DF3E5244)
  %570 = fadd <8 x double> %569, splat (double 0x3FC7466496CB03DE)
  %571 = fmul <8 x double> %563, %570
  %572 = fadd <8 x double> %571, splat (double 0x3FD2492494229359)
  %573 = fmul <8 x double> %563, %572
  %574 = fadd <8 x double> %573, splat (double 0x3FE5555555555593)
  %575 = fmul <8 x double> %562, %574
  %576 = fadd <8 x double> %568, %575
  %577 = sitofp <8 x i64> %550 to <8 x double>
  %578 = fadd <8 x double> %559, %576
  %579 = fmul <8 x double> %561, %578
  %580 = fmul <8 x double> %577, splat (double 0x3DEA39EF35793C76)
  %581 = fadd <8 x double> %580, %579
  %582 = fsub <8 x double> %581, %559
  %583 = fadd <8 x double> %557, %582
  %584 = fmul <8 x double> %577, splat (double 0x3FE62E42FEE00000)
  %585 = fadd <8 x double> %584, %583
  %586 = fmul <8 x double> %585, splat (double -2.000000e+00)
  %587 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %586)
  %588 = fmul <8 x double> %545, splat (double 0x401921FB54442D18)
  %589 = fmul <8 x double> %588, splat (double 0x3FE45F306DC9C883)
  %590 = fadd <8 x double> %589, splat (double 0x4338000000000000)
  %591 = bitcast <8 x double> %590 to <8 x i64>
  %592 = fadd <8 x double> %590, splat (double 0xC338000000000000)
  %593 = fmul <8 x double> %592, splat (double 0x3FF921FB54400000)
  %594 = fsub <8 x double> %588, %593
  %595 = fmul <8 x double> %592, splat (double 0x3DD0B4611A626331)
  %596 = fmul <8 x double> %592, splat (double 0x3DD0B4611A600000)
  %597 = fsub <8 x double> %594, %596
  %598 = fmul <8 x double> %592, splat (double 0x3BA3198A2E037073)
  %599 = fsub <8 x double> %594, %597
  %600 = fsub <8 x double> %599, %596
  %601 = fsub <8 x double> %598, %600
  %602 = fsub <8 x double> %594, %595
  %603 = bitcast <8 x double> %588 to <8 x i64>
  %604 = lshr <8 x i64> %603, splat (i64 52)
  %605 = and <8 x i64> %604, splat (i64 2047)
  %606 = bitcast <8 x double> %602 to <8 x i64>
  %607 = lshr <8 x i64> %606, splat (i64 52)
  %608 = and <8 x i64> %607, splat (i64 2047)
  %609 = add nuw nsw <8 x i64> %608, splat (i64 16)
  %610 = icmp samesign ult <8 x i64> %609, %605
  %611 = select <8 x i1> %610, <8 x double> %597, <8 x double> %594
  %612 = select <8 x i1> %610, <8 x double> %601, <8 x double> %595
  %613 = fsub <8 x double> %611, %612
  %614 = fsub <8 x double> %611, %613
  %615 = fsub <8 x double> %614, %612
  %616 = fmul <8 x double> %613, %613
  %617 = fmul <8 x double> %616, %616
  %618 = fmul <8 x double> %616, splat (double 0x3EFA01A019CB1590)
  %619 = fadd <8 x double> %618, splat (double 0xBF56C16C16C15177)
  %620 = fmul <8 x double> %616, %619
  %621 = fadd <8 x double> %620, splat (double 0x3FA555555555554C)
  %622 = fmul <8 x double> %616, %621
  %623 = fmul <8 x double> %616, splat (double 0x3DA8FAE9BE8838D4)
  %624 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %623
  %625 = fmul <8 x double> %616, %624
  %626 = fadd <8 x double> %625, splat (double 0xBE927E4F809C52AD)
  %627 = fmul <8 x double> %617, %617
  %628 = fmul <8 x double> %627, %626
  %629 = fadd <8 x double> %622, %628
  %630 = fmul <8 x double> %616, splat (double 5.000000e-01)
  %631 = fsub <8 x double> splat (double 1.000000e+00), %630
  %632 = fsub <8 x double> splat (double 1.000000e+00), %631
  %633 = fsub <8 x double> %632, %630
  %634 = fmul <8 x double> %616, %629
  %635 = fmul <8 x double> %613, %615
  %636 = fsub <8 x double> %634, %635
  %637 = fadd <8 x double> %633, %636
  %638 = fadd <8 x double> %631, %637
  %639 = fmul <8 x double> %616, splat (double 0x3EC71DE357B1FE7D)
  %640 = fadd <8 x double> %639, splat (double 0xBF2A01A019C161D5)
  %641 = fmul <8 x double> %616, %640
  %642 = fadd <8 x double> %641, splat (double 0x3F8111111110F8A6)
  %643 = fmul <8 x double> %616, splat (double 0x3DE5D93A5ACFD57C)
  %644 = fadd <8 x double> %643, splat (double 0xBE5AE5E68A2B9CEB)
  %645 = fmul <8 x double> %616, %617
  %646 = fmul <8 x double> %645, %644
  %647 = fadd <8 x double> %646, %642
  %648 = fmul <8 x double> %613, %616
  %649 = fmul <8 x double> %615, splat (double 5.000000e-01)
  %650 = fmul <8 x double> %648, %647
  %651 = fsub <8 x double> %649, %650
  %652 = fmul <8 x double> %616, %651
  %653 = fsub <8 x double> %652, %615
  %654 = fmul <8 x double> %648, splat (double 0x3FC5555555555549)
  %655 = fadd <8 x double> %653, %654
  %656 = fsub <8 x double> %613, %655
  %657 = fneg <8 x double> %638
  %658 = fneg <8 x double> %656
  %659 = and <8 x i64> %591, splat (i64 1)
  %660 = and <8 x i64> %591, splat (i64 2)
  %661 = icmp eq <8 x i64> %659, zeroinitializer
  %662 = icmp eq <8 x i64> %660, zeroinitializer
  %663 = select <8 x i1> %662, <8 x double> %638, <8 x double> %657
  %664 = select <8 x i1> %662, <8 x double> %658, <8 x double> %656
  %665 = select <8 x i1> %661, <8 x double> %663, <8 x double> %664
  %666 = fmul <8 x double> %587, %665
  %667 = fptrunc <8 x double> %666 to <8 x float>
  store <8 x float> %667, ptr %538, align 4
  %index.next153 = add nuw i64 %index150, 8
  %668 = icmp eq i64 %index.next153, %n.vec148
  br i1 %668, label %middle.block154, label %vector.body149, !llvm.loop !22

middle.block154:                                  ; preds = %vector.body149
  br i1 %cmp.n155, label %feature.body.us.preheader, label %noise.body39.us

noise.done48.loopexit58.us:                       ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block
  %t_next53.us70 = fmul float %anneal_ratio, %temperature12.064.us69
  %669 = add nuw i64 %step1765.us68, 1
  %exitcond105.not = icmp eq i64 %669, %steps
  br i1 %exitcond105.not, label %step.header14.step.exit16_crit_edge.split.us71, label %step.body15.us67

step.header14.step.exit16_crit_edge.split.us71:   ; preds = %noise.done48.loopexit58.us
  %670 = add nuw i64 %row66.us, 1
  %exitcond106.not = icmp eq i64 %670, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond106.not, label %flat.done, label %row.body.us

small_tables.then:                                ; preds = %entry
  %rows_per_block.rhs.trunc = trunc nuw i64 %n_features to i16
  %rows_per_block119 = udiv i16 512, %rows_per_block.rhs.trunc
  %rows_per_block.zext = zext nneg i16 %rows_per_block119 to i64
  %671 = icmp ult i64 %row_begin, %row_end
  br i1 %671, label %flat_block.body.lr.ph, label %flat.done

flat_block.body.lr.ph:                            ; preds = %small_tables.then
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not92 = icmp eq i64 %steps, 0
  %672 = trunc i64 %key0 to i32
  %673 = lshr i64 %key0, 32
  %674 = add i64 %key0, 2654435769
  %675 = add nuw nsw i64 %673, 3144134277
  %676 = add i64 %key0, 1013904242
  %677 = add nuw nsw i64 %673, 1993301258
  %678 = add i64 %key0, 3668340011
  %679 = add nuw nsw i64 %673, 842468239
  %680 = add i64 %key0, 2027808484
  %681 = add nuw nsw i64 %673, 3986602516
  %682 = add i64 %key0, 387276957
  %683 = add nuw nsw i64 %673, 2835769497
  %684 = add i64 %key0, 3041712726
  %685 = add nuw nsw i64 %673, 1684936478
  %686 = add i64 %key0, 1401181199
  %687 = add nuw nsw i64 %673, 534103459
  %688 = add nuw nsw i64 %673, 3678237736
  %689 = add i32 %672, -1879881855
  br i1 %.not92, label %flat_block.body, label %flat_block.body.lr.ph.split.us

flat_block.body.lr.ph.split.us:                   ; preds = %flat_block.body.lr.ph
  %cond = icmp eq i32 %draw_noise, 0
  br i1 %cond, label %step.body.us.us.us.us.preheader.preheader, label %flat_block.body.us.preheader

flat_block.body.us.preheader:                     ; preds = %flat_block.body.lr.ph.split.us
  %broadcast.splatinsert281 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat282 = shufflevector <8 x i64> %broadcast.splatinsert281, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert285 = insertelement <8 x i64> poison, i64 %676, i64 0
  %broadcast.splat286 = shufflevector <8 x i64> %broadcast.splatinsert285, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert289 = insertelement <8 x i64> poison, i64 %678, i64 0
  %broadcast.splat290 = shufflevector <8 x i64> %broadcast.splatinsert289, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert291 = insertelement <8 x i64> poison, i64 %679, i64 0
  %broadcast.splat292 = shufflevector <8 x i64> %broadcast.splatinsert291, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert293 = insertelement <8 x i64> poison, i64 %680, i64 0
  %broadcast.splat294 = shufflevector <8 x i64> %broadcast.splatinsert293, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert295 = insertelement <8 x i64> poison, i64 %681, i64 0
  %broadcast.splat296 = shufflevector <8 x i64> %broadcast.splatinsert295, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert297 = insertelement <8 x i64> poison, i64 %682, i64 0
  %broadcast.splat298 = shufflevector <8 x i64> %broadcast.splatinsert297, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert299 = insertelement <8 x i64> poison, i64 %683, i64 0
  %broadcast.splat300 = shufflevector <8 x i64> %broadcast.splatinsert299, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert301 = insertelement <8 x i64> poison, i64 %684, i64 0
  %broadcast.splat302 = shufflevector <8 x i64> %broadcast.splatinsert301, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert303 = insertelement <8 x i64> poison, i64 %685, i64 0
  %broadcast.splat304 = shufflevector <8 x i64> %broadcast.splatinsert303, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert305 = insertelement <8 x i64> poison, i64 %686, i64 0
  %broadcast.splat306 = shufflevector <8 x i64> %broadcast.splatinsert305, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert307 = insertelement <8 x i64> poison, i64 %687, i64 0
  %broadcast.splat308 = shufflevector <8 x i64> %broadcast.splatinsert307, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert309 = insertelement <8 x i64> poison, i64 %688, i64 0
  %broadcast.splat310 = shufflevector <8 x i64> %broadcast.splatinsert309, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert311 = insertelement <8 x i32> poison, i32 %689, i64 0
  %broadcast.splat312 = shufflevector <8 x i32> %broadcast.splatinsert311, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert240 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat241 = shufflevector <8 x float> %broadcast.splatinsert240, <8 x float> poison, <8 x i32> zeroinitializer
  br label %flat_block.body.us

step.body.us.us.us.us.preheader.preheader:        ; preds = %flat_block.body.lr.ph.split.us
  %broadcast.splatinsert334 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat335 = shufflevector <8 x float> %broadcast.splatinsert334, <8 x float> poison, <8 x i32> zeroinitializer
  br label %step.body.us.us.us.us.preheader

step.body.us.us.us.us.preheader:                  ; preds = %step.body.us.us.us.us.preheader.preheader, %step.header.step.exit_crit_edge.split.us.us.us
  %flat_block79.us.us = phi i64 [ %694, %step.header.step.exit_crit_edge.split.us.us.us ], [ %row_begin, %step.body.us.us.us.us.preheader.preheader ]
  %rows_left.us.us = sub nuw i64 %row_end, %flat_block79.us.us
  %690 = tail call i64 @llvm.umin.i64(i64 %rows_left.us.us, i64 %rows_per_block.zext)
  %block_elements.us.us = mul nuw nsw i64 %690, %n_features
  %first_element.us.us = mul i64 %flat_block79.us.us, %n_features
  %691 = getelementptr inbounds float, ptr %state, i64 %first_element.us.us
  %692 = getelementptr inbounds float, ptr %input_0, i64 %first_element.us.us
  %min.iters.check330 = icmp ult i64 %block_elements.us.us, 8
  %693 = shl nuw nsw i64 %block_elements.us.us, 2
  %scevgep323 = getelementptr i8, ptr %691, i64 %693
  %scevgep324 = getelementptr i8, ptr %692, i64 %693
  %bound0325 = icmp ult ptr %691, %scevgep324
  %bound1326 = icmp ult ptr %692, %scevgep323
  %found.conflict327 = and i1 %bound0325, %bound1326
  %n.vec333 = and i64 %block_elements.us.us, 32760
  %cmp.n342 = icmp eq i64 %block_elements.us.us, %n.vec333
  br label %step.body.us.us.us.us

step.header.step.exit_crit_edge.split.us.us.us:   ; preds = %flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us
  %694 = add i64 %flat_block79.us.us, %rows_per_block.zext
  %695 = icmp ult i64 %694, %row_end
  br i1 %695, label %step.body.us.us.us.us.preheader, label %flat.done

step.body.us.us.us.us:                            ; preds = %step.body.us.us.us.us.preheader, %flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us
  %step378.us.us.us.us = phi i64 [ %735, %flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us ], [ 0, %step.body.us.us.us.us.preheader ]
  %brmerge = select i1 %min.iters.check330, i1 true, i1 %found.conflict327
  br i1 %brmerge, label %flat_element.body8.us.us.us.us.preheader, label %vector.body336

vector.body336:                                   ; preds = %step.body.us.us.us.us, %vector.body336
  %index337 = phi i64 [ %index.next340, %vector.body336 ], [ 0, %step.body.us.us.us.us ]
  %696 = getelementptr inbounds float, ptr %691, i64 %index337
  %wide.load338 = load <8 x float>, ptr %696, align 4, !alias.scope !23, !noalias !26
  %697 = getelementptr inbounds float, ptr %692, i64 %index337
  %wide.load339 = load <8 x float>, ptr %697, align 4, !alias.scope !26
  %698 = fsub <8 x float> %wide.load338, %wide.load339
  %699 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %698)
  %700 = fcmp ole <8 x float> %699, splat (float 1.000000e+00)
  %701 = select <8 x i1> %700, <8 x float> splat (float 5.000000e-01), <8 x float> zeroinitializer
  %702 = fmul <8 x float> %698, splat (float 2.000000e+00)
  %703 = fmul <8 x float> %702, %701
  %704 = select <8 x i1> %700, <8 x float> zeroinitializer, <8 x float> splat (float 1.000000e+00)
  %705 = fcmp ogt <8 x float> %698, zeroinitializer
  %706 = fcmp olt <8 x float> %698, zeroinitializer
  %707 = select <8 x i1> %706, <8 x float> splat (float -1.000000e+00), <8 x float> %698
  %708 = select <8 x i1> %705, <8 x float> splat (float 1.000000e+00), <8 x float> %707
  %709 = fmul <8 x float> %704, %708
  %710 = fadd <8 x float> %703, %709
  %711 = fmul <8 x float> %broadcast.splat335, %710
  %712 = fsub <8 x float> %wide.load338, %711
  store <8 x float> %712, ptr %696, align 4, !alias.scope !23, !noalias !26
  %index.next340 = add nuw i64 %index337, 8
  %713 = icmp eq i64 %index.next340, %n.vec333
  br i1 %713, label %middle.block341, label %vector.body336, !llvm.loop !28

middle.block341:                                  ; preds = %vector.body336
  br i1 %cmp.n342, label %flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us, label %flat_element.body8.us.us.us.us.preheader

flat_element.body8.us.us.us.us.preheader:         ; preds = %step.body.us.us.us.us, %middle.block341
  %flat_element1076.us.us.us.us.ph = phi i64 [ %n.vec333, %middle.block341 ], [ 0, %step.body.us.us.us.us ]
  br label %flat_element.body8.us.us.us.us

flat_element.body8.us.us.us.us:                   ; preds = %flat_element.body8.us.us.us.us.preheader, %flat_element.body8.us.us.us.us
  %flat_element1076.us.us.us.us = phi i64 [ %733, %flat_element.body8.us.us.us.us ], [ %flat_element1076.us.us.us.us.ph, %flat_element.body8.us.us.us.us.preheader ]
  %714 = getelementptr inbounds float, ptr %691, i64 %flat_element1076.us.us.us.us
  %715 = load float, ptr %714, align 4
  %716 = getelementptr inbounds float, ptr %692, i64 %flat_element1076.us.us.us.us
  %717 = load float, ptr %716, align 4
  %718 = fsub float %715, %717
  %719 = tail call float @llvm.fabs.f32(float %718)
  %720 = fcmp ole float %719, 1.000000e+00
  %721 = select i1 %720, float 5.000000e-01, float 0.000000e+00
  %722 = fmul float %718, 2.000000e+00
  %723 = fmul float %722, %721
  %724 = select i1 %720, float 0.000000e+00, float 1.000000e+00
  %725 = fcmp ogt float %718, 0.000000e+00
  %726 = fcmp olt float %718, 0.000000e+00
  %727 = select i1 %726, float -1.000000e+00, float %718
  %728 = select i1 %725, float 1.000000e+00, float %727
  %729 = fmul float %724, %728
  %730 = fadd float %723, %729
  %731 = fmul float %eta, %730
  %732 = fsub float %715, %731
  store float %732, ptr %714, align 4
  %733 = add nuw i64 %flat_element1076.us.us.us.us, 1
  %734 = icmp ult i64 %733, %block_elements.us.us
  br i1 %734, label %flat_element.body8.us.us.us.us, label %flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us, !llvm.loop !29

flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us: ; preds = %flat_element.body8.us.us.us.us, %middle.block341
  %735 = add nuw i64 %step378.us.us.us.us, 1
  %exitcond111.not = icmp eq i64 %735, %steps
  br i1 %exitcond111.not, label %step.header.step.exit_crit_edge.split.us.us.us, label %step.body.us.us.us.us

flat_block.body.us:                               ; preds = %flat_block.body.us.preheader, %step.header.step.exit_crit_edge.split.us84
  %flat_block79.us = phi i64 [ %1231, %step.header.step.exit_crit_edge.split.us84 ], [ %row_begin, %flat_block.body.us.preheader ]
  %rows_left.us = sub i64 %row_end, %flat_block79.us
  %736 = tail call i64 @llvm.umin.i64(i64 %rows_left.us, i64 %rows_per_block.zext)
  %block_elements.us = mul nuw nsw i64 %736, %n_features
  %first_element.us = mul i64 %flat_block79.us, %n_features
  %737 = getelementptr float, ptr %state, i64 %first_element.us
  %738 = getelementptr float, ptr %input_0, i64 %first_element.us
  %min.iters.check269 = icmp ult i64 %block_elements.us, 8
  %n.vec272 = and i64 %block_elements.us, 32760
  %broadcast.splatinsert279 = insertelement <8 x i64> poison, i64 %first_element.us, i64 0
  %broadcast.splat280 = shufflevector <8 x i64> %broadcast.splatinsert279, <8 x i64> poison, <8 x i32> zeroinitializer
  %cmp.n319 = icmp eq i64 %block_elements.us, %n.vec272
  %min.iters.check255 = icmp ult i64 %block_elements.us, 8
  %n.vec258 = and i64 %block_elements.us, 32760
  %cmp.n265 = icmp eq i64 %block_elements.us, %n.vec258
  %min.iters.check = icmp ult i64 %block_elements.us, 8
  %739 = shl nuw nsw i64 %block_elements.us, 2
  %scevgep230 = getelementptr i8, ptr %737, i64 %739
  %scevgep231 = getelementptr i8, ptr %738, i64 %739
  %bound0232 = icmp ult ptr %737, %scevgep231
  %bound1233 = icmp ult ptr %738, %scevgep230
  %found.conflict234 = and i1 %bound0232, %bound1233
  %n.vec239 = and i64 %block_elements.us, 32760
  %cmp.n251 = icmp eq i64 %block_elements.us, %n.vec239
  br label %philox.body.lr.ph.us

flat_element.body.us:                             ; preds = %flat_element.body.us.preheader359, %flat_element.body.us
  %flat_element75.us = phi i64 [ %763, %flat_element.body.us ], [ %flat_element75.us.ph, %flat_element.body.us.preheader359 ]
  %740 = getelementptr inbounds float, ptr %737, i64 %flat_element75.us
  %741 = load float, ptr %740, align 4
  %742 = getelementptr inbounds float, ptr %738, i64 %flat_element75.us
  %743 = load float, ptr %742, align 4
  %744 = fsub float %741, %743
  %745 = tail call float @llvm.fabs.f32(float %744)
  %746 = fcmp ole float %745, 1.000000e+00
  %747 = select i1 %746, float 5.000000e-01, float 0.000000e+00
  %748 = fmul float %744, 2.000000e+00
  %749 = fmul float %748, %747
  %750 = select i1 %746, float 0.000000e+00, float 1.000000e+00
  %751 = fcmp ogt float %744, 0.000000e+00
  %752 = fcmp olt float %744, 0.000000e+00
  %753 = select i1 %752, float -1.000000e+00, float %744
  %754 = select i1 %751, float 1.000000e+00, float %753
  %755 = fmul float %750, %754
  %756 = fadd float %749, %755
  %757 = fmul float %eta, %756
  %758 = fsub float %741, %757
  %759 = getelementptr inbounds float, ptr %flat_noise, i64 %flat_element75.us
  %760 = load float, ptr %759, align 4
  %761 = fmul float %noise_scale4.us, %760
  %762 = fadd float %761, %758
  store float %762, ptr %740, align 4
  %763 = add nuw i64 %flat_element75.us, 1
  %764 = icmp ult i64 %763, %block_elements.us
  br i1 %764, label %flat_element.body.us, label %noise.done.loopexit57.us, !llvm.loop !30

noise.body.us:                                    ; preds = %noise.body.us.preheader360, %noise.body.us
  %noise74.us = phi i64 [ %893, %noise.body.us ], [ %noise74.us.ph, %noise.body.us.preheader360 ]
  %765 = getelementptr inbounds float, ptr %flat_noise, i64 %noise74.us
  %w0.us = load i32, ptr %765, align 4
  %766 = getelementptr inbounds float, ptr %flat_staging, i64 %noise74.us
  %w1.us = load i32, ptr %766, align 4
  %767 = uitofp i32 %w0.us to double
  %768 = fadd double %767, 5.000000e-01
  %769 = fmul double %768, 0x3DF0000000000000
  %770 = uitofp i32 %w1.us to double
  %771 = fadd double %770, 5.000000e-01
  %772 = fmul double %771, 0x3DF0000000000000
  %773 = bitcast double %769 to i64
  %774 = lshr i64 %773, 32
  %775 = add nuw nsw i64 %774, 614242
  %776 = lshr i64 %775, 20
  %777 = add nsw i64 %776, -1023
  %778 = shl nuw i64 %775, 32
  %779 = and i64 %778, 4503595332403200
  %780 = add nuw nsw i64 %779, 4604544269498187776
  %781 = and i64 %773, 4294967295
  %782 = or disjoint i64 %780, %781
  %783 = bitcast i64 %782 to double
  %784 = fadd double %783, -1.000000e+00
  %785 = fmul double %784, 5.000000e-01
  %786 = fmul double %784, %785
  %787 = fadd double %784, 2.000000e+00
  %788 = fdiv double %784, %787
  %789 = fmul double %788, %788
  %790 = fmul double %789, %789
  %791 = fmul double %790, 0x3FC2F112DF3E5244
  %792 = fadd double %791, 0x3FC7466496CB03DE
  %793 = insertelement <2 x double> poison, double %790, i64 0
  %794 = shufflevector <2 x double> %793, <2 x double> poison, <2 x i32> zeroinitializer
  %795 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %792, i64 1
  %796 = fmul <2 x double> %794, %795
  %797 = fadd <2 x double> %796, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %798 = fmul <2 x double> %794, %797
  %799 = fadd <2 x double> %798, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %800 = insertelement <2 x double> %793, double %789, i64 1
  %801 = fmul <2 x double> %800, %799
  %shift351 = shufflevector <2 x double> %801, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop352 = fadd <2 x double> %801, %shift351
  %802 = extractelement <2 x double> %foldExtExtBinop352, i64 0
  %803 = sitofp i64 %777 to double
  %804 = fadd double %786, %802
  %805 = fmul double %788, %804
  %806 = fmul double %803, 0x3DEA39EF35793C76
  %807 = fadd double %806, %805
  %808 = fsub double %807, %786
  %809 = fadd double %784, %808
  %810 = fmul double %803, 0x3FE62E42FEE00000
  %811 = fadd double %810, %809
  %812 = fmul double %811, -2.000000e+00
  %813 = tail call double @llvm.sqrt.f64(double %812)
  %814 = fmul double %772, 0x401921FB54442D18
  %815 = fmul double %814, 0x3FE45F306DC9C883
  %816 = fadd double %815, 0x4338000000000000
  %817 = bitcast double %816 to i64
  %818 = fadd double %816, 0xC338000000000000
  %819 = fmul double %818, 0x3FF921FB54400000
  %820 = fsub double %814, %819
  %821 = fmul double %818, 0x3DD0B4611A626331
  %822 = fmul double %818, 0x3DD0B4611A600000
  %823 = fsub double %820, %822
  %824 = fmul double %818, 0x3BA3198A2E037073
  %825 = fsub double %820, %823
  %826 = fsub double %825, %822
  %827 = fsub double %824, %826
  %828 = fsub double %820, %821
  %829 = insertelement <2 x double> poison, double %828, i64 0
  %830 = insertelement <2 x double> %829, double %814, i64 1
  %831 = bitcast <2 x double> %830 to <2 x i64>
  %832 = lshr <2 x i64> %831, splat (i64 52)
  %833 = and <2 x i64> %832, splat (i64 2047)
  %834 = extractelement <2 x i64> %833, i64 0
  %835 = add nuw nsw i64 %834, 16
  %836 = extractelement <2 x i64> %833, i64 1
  %837 = icmp samesign ult i64 %835, %836
  %838 = select i1 %837, double %823, double %820
  %839 = select i1 %837, double %827, double %821
  %840 = fsub double %838, %839
  %841 = fsub double %838, %840
  %842 = fsub double %841, %839
  %843 = fmul double %840, %840
  %844 = fmul double %843, %843
  %845 = fmul double %843, 0x3EFA01A019CB1590
  %846 = fadd double %845, 0xBF56C16C16C15177
  %847 = fmul double %843, %846
  %848 = fadd double %847, 0x3FA555555555554C
  %849 = fmul double %843, %848
  %850 = fmul double %843, 0x3DA8FAE9BE8838D4
  %851 = fsub double 0x3E21EE9EBDB4B1C4, %850
  %852 = fmul double %843, %851
  %853 = fadd double %852, 0xBE927E4F809C52AD
  %854 = fmul double %844, %844
  %855 = fmul double %854, %853
  %856 = fadd double %849, %855
  %857 = fmul double %843, 5.000000e-01
  %858 = fsub double 1.000000e+00, %857
  %859 = fsub double 1.000000e+00, %858
  %860 = fsub double %859, %857
  %861 = fmul double %843, %856
  %862 = fmul double %840, %842
  %863 = fsub double %861, %862
  %864 = fadd double %860, %863
  %865 = fadd double %858, %864
  %866 = fmul double %843, 0x3EC71DE357B1FE7D
  %867 = fadd double %866, 0xBF2A01A019C161D5
  %868 = fmul double %843, %867
  %869 = fadd double %868, 0x3F8111111110F8A6
  %870 = fmul double %843, 0x3DE5D93A5ACFD57C
  %871 = fadd double %870, 0xBE5AE5E68A2B9CEB
  %872 = fmul double %843, %844
  %873 = fmul double %872, %871
  %874 = fadd double %873, %869
  %875 = fmul double %840, %843
  %876 = fmul double %842, 5.000000e-01
  %877 = fmul double %875, %874
  %878 = fsub double %876, %877
  %879 = fmul double %843, %878
  %880 = fsub double %879, %842
  %881 = fmul double %875, 0x3FC5555555555549
  %882 = fadd double %880, %881
  %883 = fsub double %840, %882
  %884 = fneg double %865
  %885 = fneg double %883
  %886 = and i64 %817, 1
  %887 = and i64 %817, 2
  %.not55.us = icmp eq i64 %886, 0
  %.not56.us = icmp eq i64 %887, 0
  %888 = select i1 %.not56.us, double %865, double %884
  %889 = select i1 %.not56.us, double %885, double %883
  %890 = select i1 %.not55.us, double %888, double %889
  %891 = fmul double %813, %890
  %892 = fptrunc double %891 to float
  store float %892, ptr %765, align 4
  %893 = add nuw i64 %noise74.us, 1
  %894 = icmp ult i64 %893, %block_elements.us
  br i1 %894, label %noise.body.us, label %flat_element.body.us.preheader, !llvm.loop !31

flat_element.body.us.preheader:                   ; preds = %noise.body.us, %middle.block264
  %brmerge371 = select i1 %min.iters.check, i1 true, i1 %found.conflict234
  br i1 %brmerge371, label %flat_element.body.us.preheader359, label %vector.ph237

vector.ph237:                                     ; preds = %flat_element.body.us.preheader
  %broadcast.splatinsert242 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat243 = shufflevector <8 x float> %broadcast.splatinsert242, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body244

vector.body244:                                   ; preds = %vector.body244, %vector.ph237
  %index245 = phi i64 [ 0, %vector.ph237 ], [ %index.next249, %vector.body244 ]
  %895 = getelementptr inbounds float, ptr %737, i64 %index245
  %wide.load246 = load <8 x float>, ptr %895, align 4, !alias.scope !32, !noalias !35
  %896 = getelementptr inbounds float, ptr %738, i64 %index245
  %wide.load247 = load <8 x float>, ptr %896, align 4, !alias.scope !35
  %897 = fsub <8 x float> %wide.load246, %wide.load247
  %898 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %897)
  %899 = fcmp ole <8 x float> %898, splat (float 1.000000e+00)
  %900 = select <8 x i1> %899, <8 x float> splat (float 5.000000e-01), <8 x float> zeroinitializer
  %901 = fmul <8 x float> %897, splat (float 2.000000e+00)
  %902 = fmul <8 x float> %901, %900
  %903 = select <8 x i1> %899, <8 x float> zeroinitializer, <8 x float> splat (float 1.000000e+00)
  %904 = fcmp ogt <8 x float> %897, zeroinitializer
  %905 = fcmp olt <8 x float> %897, zeroinitializer
  %906 = select <8 x i1> %905, <8 x float> splat (float -1.000000e+00), <8 x float> %897
  %907 = select <8 x i1> %904, <8 x float> splat (float 1.000000e+00), <8 x float> %906
  %908 = fmul <8 x float> %903, %907
  %909 = fadd <8 x float> %902, %908
  %910 = fmul <8 x float> %broadcast.splat241, %909
  %911 = fsub <8 x float> %wide.load246, %910
  %912 = getelementptr inbounds float, ptr %flat_noise, i64 %index245
  %wide.load248 = load <8 x float>, ptr %912, align 4
  %913 = fmul <8 x float> %broadcast.splat243, %wide.load248
  %914 = fadd <8 x float> %913, %911
  store <8 x float> %914, ptr %895, align 4, !alias.scope !32, !noalias !35
  %index.next249 = add nuw i64 %index245, 8
  %915 = icmp eq i64 %index.next249, %n.vec239
  br i1 %915, label %middle.block250, label %vector.body244, !llvm.loop !37

middle.block250:                                  ; preds = %vector.body244
  br i1 %cmp.n251, label %noise.done.loopexit57.us, label %flat_element.body.us.preheader359

flat_element.body.us.preheader359:                ; preds = %flat_element.body.us.preheader, %middle.block250
  %flat_element75.us.ph = phi i64 [ %n.vec239, %middle.block250 ], [ 0, %flat_element.body.us.preheader ]
  br label %flat_element.body.us

philox.body.us:                                   ; preds = %philox.body.us.preheader, %philox.body.us
  %philox73.us = phi i64 [ %998, %philox.body.us ], [ %philox73.us.ph, %philox.body.us.preheader ]
  %element.us = add i64 %philox73.us, %first_element.us
  %916 = and i64 %element.us, 4294967295
  %917 = mul nuw i64 %916, 3528531795
  %918 = xor i64 %element.us, %key0
  %919 = xor i64 %918, %917
  %920 = lshr i64 %919, 32
  %921 = mul nuw i64 %920, 3449720151
  %922 = lshr i64 %921, 32
  %.reass127.reass = xor i64 %922, %invariant.op369
  %923 = xor i64 %1144, %917
  %924 = and i64 %.reass127.reass, 4294967295
  %925 = mul nuw i64 %924, 3528531795
  %926 = and i64 %923, 4294967295
  %927 = mul nuw i64 %926, 3449720151
  %928 = lshr i64 %925, 32
  %929 = lshr i64 %927, 32
  %930 = xor i64 %929, %676
  %931 = xor i64 %930, %921
  %.reass129.reass = xor i64 %928, %invariant.op370
  %932 = and i64 %931, 4294967295
  %933 = mul nuw i64 %932, 3528531795
  %934 = and i64 %.reass129.reass, 4294967295
  %935 = mul nuw i64 %934, 3449720151
  %936 = lshr i64 %933, 32
  %937 = lshr i64 %935, 32
  %938 = xor i64 %678, %937
  %939 = xor i64 %938, %927
  %940 = xor i64 %936, %679
  %941 = xor i64 %940, %925
  %942 = and i64 %939, 4294967295
  %943 = mul nuw i64 %942, 3528531795
  %944 = and i64 %941, 4294967295
  %945 = mul nuw i64 %944, 3449720151
  %946 = lshr i64 %943, 32
  %947 = lshr i64 %945, 32
  %948 = xor i64 %947, %680
  %949 = xor i64 %948, %935
  %950 = xor i64 %681, %946
  %951 = xor i64 %950, %933
  %952 = and i64 %949, 4294967295
  %953 = mul nuw i64 %952, 3528531795
  %954 = and i64 %951, 4294967295
  %955 = mul nuw i64 %954, 3449720151
  %956 = lshr i64 %953, 32
  %957 = lshr i64 %955, 32
  %958 = xor i64 %682, %957
  %959 = xor i64 %958, %945
  %960 = xor i64 %956, %683
  %961 = xor i64 %960, %943
  %962 = and i64 %959, 4294967295
  %963 = mul nuw i64 %962, 3528531795
  %964 = and i64 %961, 4294967295
  %965 = mul nuw i64 %964, 3449720151
  %966 = lshr i64 %963, 32
  %967 = lshr i64 %965, 32
  %968 = xor i64 %967, %684
  %969 = xor i64 %968, %955
  %970 = xor i64 %685, %966
  %971 = xor i64 %970, %953
  %972 = and i64 %969, 4294967295
  %973 = mul nuw i64 %972, 3528531795
  %974 = and i64 %971, 4294967295
  %975 = mul nuw i64 %974, 3449720151
  %976 = lshr i64 %973, 32
  %977 = lshr i64 %975, 32
  %978 = xor i64 %686, %977
  %979 = xor i64 %978, %965
  %980 = xor i64 %976, %687
  %981 = xor i64 %980, %963
  %982 = and i64 %979, 4294967295
  %983 = mul nuw i64 %982, 3528531795
  %984 = lshr i64 %983, 32
  %985 = trunc i64 %981 to i32
  %986 = mul i32 %985, -845247145
  %987 = xor i64 %688, %984
  %988 = xor i64 %987, %973
  %989 = and i64 %988, 4294967295
  %990 = mul nuw i64 %989, 3449720151
  %991 = lshr i64 %990, 32
  %992 = trunc nuw i64 %991 to i32
  %993 = trunc i64 %990 to i32
  %994 = xor i32 %986, %992
  %995 = xor i32 %994, %689
  %996 = getelementptr inbounds float, ptr %flat_noise, i64 %philox73.us
  store i32 %995, ptr %996, align 4
  %997 = getelementptr inbounds float, ptr %flat_staging, i64 %philox73.us
  store i32 %993, ptr %997, align 4
  %998 = add nuw i64 %philox73.us, 1
  %999 = icmp ult i64 %998, %block_elements.us
  br i1 %999, label %philox.body.us, label %noise.body.us.preheader, !llvm.loop !38

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block318
  br i1 %min.iters.check255, label %noise.body.us.preheader360, label %vector.body259

vector.body259:                                   ; preds = %noise.body.us.preheader, %vector.body259
  %index260 = phi i64 [ %index.next263, %vector.body259 ], [ 0, %noise.body.us.preheader ]
  %1000 = getelementptr inbounds float, ptr %flat_noise, i64 %index260
  %wide.load261 = load <8 x i32>, ptr %1000, align 4
  %1001 = getelementptr inbounds float, ptr %flat_staging, i64 %index260
  %wide.load262 = load <8 x i32>, ptr %1001, align 4
  %1002 = uitofp <8 x i32> %wide.load261 to <8 x double>
  %1003 = fadd <8 x double> %1002, splat (double 5.000000e-01)
  %1004 = fmul <8 x double> %1003, splat (double 0x3DF0000000000000)
  %1005 = uitofp <8 x i32> %wide.load262 to <8 x double>
  %1006 = fadd <8 x double> %1005, splat (double 5.000000e-01)
  %1007 = fmul <8 x double> %1006, splat (double 0x3DF0000000000000)
  %1008 = bitcast <8 x double> %1004 to <8 x i64>
  %1009 = lshr <8 x i64> %1008, splat (i64 32)
  %1010 = add nuw nsw <8 x i64> %1009, splat (i64 614242)
  %1011 = lshr <8 x i64> %1010, splat (i64 20)
  %1012 = add nsw <8 x i64> %1011, splat (i64 -1023)
  %1013 = shl nuw <8 x i64> %1010, splat (i64 32)
  %1014 = and <8 x i64> %1013, splat (i64 4503595332403200)
  %1015 = add nuw nsw <8 x i64> %1014, splat (i64 4604544269498187776)
  %1016 = and <8 x i64> %1008, splat (i64 4294967295)
  %1017 = or disjoint <8 x i64> %1015, %1016
  %1018 = bitcast <8 x i64> %1017 to <8 x double>
  %1019 = fadd <8 x double> %1018, splat (double -1.000000e+00)
  %1020 = fmul <8 x double> %1019, splat (double 5.000000e-01)
  %1021 = fmul <8 x double> %1019, %1020
  %1022 = fadd <8 x double> %1019, splat (double 2.000000e+00)
  %1023 = fdiv <8 x double> %1019, %1022
  %1024 = fmul <8 x double> %1023, %1023
  %1025 = fmul <8 x double> %1024, %1024
  %1026 = fmul <8 x double> %1025, splat (double 0x3FC39A09D078C69F)
  %1027 = fadd <8 x double> %1026, splat (double 0x3FCC71C51D8E78AF)
  %1028 = fmul <8 x double> %1025, %1027
  %1029 = fadd <8 x double> %1028, splat (double 0x3FD999999997FA04)
  %1030 = fmul <8 x double> %1025, %1029
  %1031 = fmul <8 x double> %1025, splat (double 0x3FC2F112DF3E5244)
  %1032 = fadd <8 x double> %1031, splat (double 0x3FC7466496CB03DE)
  %1033 = fmul <8 x double> %1025, %1032
  %1034 = fadd <8 x double> %1033, splat (double 0x3FD2492494229359)
  %1035 = fmul <8 x double> %1025, %1034
  %1036 = fadd <8 x double> %1035, splat (double 0x3FE5555555555593)
  %1037 = fmul <8 x double> %1024, %1036
  %1038 = fadd <8 x double> %1030, %1037
  %1039 = sitofp <8 x i64> %1012 to <8 x double>
  %1040 = fadd <8 x double> %1021, %1038
  %1041 = fmul <8 x double> %1023, %1040
  %1042 = fmul <8 x double> %1039, splat (double 0x3DEA39EF35793C76)
  %1043 = fadd <8 x double> %1042, %1041
  %1044 = fsub <8 x double> %1043, %1021
  %1045 = fadd <8 x double> %1019, %1044
  %1046 = fmul <8 x double> %1039, splat (double 0x3FE62E42FEE00000)
  %1047 = fadd <8 x double> %1046, %1045
  %1048 = fmul <8 x double> %1047, splat (double -2.000000e+00)
  %1049 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %1048)
  %1050 = fmul <8 x double> %1007, splat (double 0x401921FB54442D18)
  %1051 = fmul <8 x double> %1050, splat (double 0x3FE45F306DC9C883)
  %1052 = fadd <8 x double> %1051, splat (double 0x4338000000000000)
  %1053 = bitcast <8 x double> %1052 to <8 x i64>
  %1054 = fadd <8 x double> %1052, splat (double 0xC338000000000000)
  %1055 = fmul <8 x double> %1054, splat (double 0x3FF921FB54400000)
  %1056 = fsub <8 x double> %1050, %1055
  %1057 = fmul <8 x double> %1054, splat (double 0x3DD0B4611A626331)
  %1058 = fmul <8 x double> %1054, splat (double 0x3DD0B4611A600000)
  %1059 = fsub <8 x double> %1056, %1058
  %1060 = fmul <8 x double> %1054, splat (double 0x3BA3198A2E037073)
  %1061 = fsub <8 x double> %1056, %1059
  %1062 = fsub <8 x double> %1061, %1058
  %1063 = fsub <8 x double> %1060, %1062
  %1064 = fsub <8 x double> %1056, %1057
  %1065 = bitcast <8 x double> %1050 to <8 x i64>
  %1066 = lshr <8 x i64> %1065, splat (i64 52)
  %1067 = and <8 x i64> %1066, splat (i64 2047)
  %1068 = bitcast <8 x double> %1064 to <8 x i64>
  %1069 = lshr <8 x i64> %1068, splat (i64 52)
  %1070 = and <8 x i64> %1069, splat (i64 2047)
  %1071 = add nuw nsw <8 x i64> %1070, splat (i64 16)
  %1072 = icmp samesign ult <8 x i64> %1071, %1067
  %1073 = select <8 x i1> %1072, <8 x double> %1059, <8 x double> %1056
  %1074 = select <8 x i1> %1072, <8 x double> %1063, <8 x double> %1057
  %1075 = fsub <8 x double> %1073, %1074
  %1076 = fsub <8 x double> %1073, %1075
  %1077 = fsub <8 x double> %1076, %1074
  %1078 = fmul <8 x double> %1075, %1075
  %1079 = fmul <8 x double> %1078, %1078
  %1080 = fmul <8 x double> %1078, splat (double 0x3EFA01A019CB1590)
  %1081 = fadd <8 x double> %1080, splat (double 0xBF56C16C16C15177)
  %1082 = fmul <8 x double> %1078, %1081
  %1083 = fadd <8 x double> %1082, splat (double 0x3FA555555555554C)
  %1084 = fmul <8 x double> %1078, %1083
  %1085 = fmul <8 x double> %1078, splat (double 0x3DA8FAE9BE8838D4)
  %1086 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %1085
  %1087 = fmul <8 x double> %1078, %1086
  %1088 = fadd <8 x double> %1087, splat (double 0xBE927E4F809C52AD)
  %1089 = fmul <8 x double> %1079, %1079
  %1090 = fmul <8 x double> %1089, %1088
  %1091 = fadd <8 x double> %1084, %1090
  %1092 = fmul <8 x double> %1078, splat (double 5.000000e-01)
  %1093 = fsub <8 x double> splat (double 1.000000e+00), %1092
  %1094 = fsub <8 x double> splat (double 1.000000e+00), %1093
  %1095 = fsub <8 x double> %1094, %1092
  %1096 = fmul <8 x double> %1078, %1091
  %1097 = fmul <8 x double> %1075, %1077
  %1098 = fsub <8 x double> %1096, %1097
  %1099 = fadd <8 x double> %1095, %1098
  %1100 = fadd <8 x double> %1093, %1099
  %1101 = fmul <8 x double> %1078, splat (double 0x3EC71DE357B1FE7D)
  %1102 = fadd <8 x double> %1101, splat (double 0xBF2A01A019C161D5)
  %1103 = fmul <8 x double> %1078, %1102
  %1104 = fadd <8 x double> %1103, splat (double 0x3F8111111110F8A6)
  %1105 = fmul <8 x double> %1078, splat (double 0x3DE5D93A5ACFD57C)
  %1106 = fadd <8 x double> %1105, splat (double 0xBE5AE5E68A2B9CEB)
  %1107 = fmul <8 x double> %1078, %1079
  %1108 = fmul <8 x double> %1107, %1106
  %1109 = fadd <8 x double> %1108, %1104
  %1110 = fmul <8 x double> %1075, %1078
  %1111 = fmul <8 x double> %1077, splat (double 5.000000e-01)
  %1112 = fmul <8 x double> %1110, %1109
  %1113 = fsub <8 x double> %1111, %1112
  %1114 = fmul <8 x double> %1078, %1113
  %1115 = fsub <8 x double> %1114, %1077
  %1116 = fmul <8 x double> %1110, splat (double 0x3FC5555555555549)
  %1117 = fadd <8 x double> %1115, %1116
  %1118 = fsub <8 x double> %1075, %1117
  %1119 = fneg <8 x double> %1100
  %1120 = fneg <8 x double> %1118
  %1121 = and <8 x i64> %1053, splat (i64 1)
  %1122 = and <8 x i64> %1053, splat (i64 2)
  %1123 = icmp eq <8 x i64> %1121, zeroinitializer
  %1124 = icmp eq <8 x i64> %1122, zeroinitializer
  %1125 = select <8 x i1> %1124, <8 x double> %1100, <8 x double> %1119
  %1126 = select <8 x i1> %1124, <8 x double> %1120, <8 x double> %1118
  %1127 = select <8 x i1> %1123, <8 x double> %1125, <8 x double> %1126
  %1128 = fmul <8 x double> %1049, %1127
  %1129 = fptrunc <8 x double> %1128 to <8 x float>
  store <8 x float> %1129, ptr %1000, align 4
  %index.next263 = add nuw i64 %index260, 8
  %1130 = icmp eq i64 %index.next263, %n.vec258
  br i1 %1130, label %middle.block264, label %vector.body259, !llvm.loop !39

middle.block264:                                  ; preds = %vector.body259
  br i1 %cmp.n265, label %flat_element.body.us.preheader, label %noise.body.us.preheader360

noise.body.us.preheader360:                       ; preds = %noise.body.us.preheader, %middle.block264
  %noise74.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec258, %middle.block264 ]
  br label %noise.body.us

noise.done.loopexit57.us:                         ; preds = %flat_element.body.us, %middle.block250
  %t_next.us83 = fmul float %anneal_ratio, %temperature1.077.us82
  %1131 = add nuw i64 %step378.us81, 1
  %exitcond110.not = icmp eq i64 %1131, %steps
  br i1 %exitcond110.not, label %step.header.step.exit_crit_edge.split.us84, label %philox.body.lr.ph.us

philox.body.lr.ph.us:                             ; preds = %noise.done.loopexit57.us, %flat_block.body.us
  %step378.us81 = phi i64 [ 0, %flat_block.body.us ], [ %1131, %noise.done.loopexit57.us ]
  %temperature1.077.us82 = phi float [ %temperature, %flat_block.body.us ], [ %t_next.us83, %noise.done.loopexit57.us ]
  %1132 = fmul float %two_eta, %temperature1.077.us82
  %1133 = fcmp ogt float %1132, 0.000000e+00
  %1134 = tail call float @llvm.sqrt.f32(float %1132)
  %1135 = select i1 %1133, float %1134, float 0.000000e+00
  %noise_scale4.us = select i1 %anneal2.not, float %noise_scale, float %1135
  %key1_step.us = add i64 %step378.us81, %key1
  %1136 = lshr i64 %key1_step.us, 32
  %1137 = mul nuw i64 %1136, 3449720151
  %1138 = lshr i64 %1137, 32
  %1139 = xor i64 %key0, %1138
  %1140 = xor i64 %1139, %key1_step.us
  %1141 = and i64 %1140, 4294967295
  %1142 = mul nuw i64 %1141, 3528531795
  %1143 = lshr i64 %1142, 32
  %1144 = xor i64 %1143, %675
  br i1 %min.iters.check269, label %philox.body.us.preheader, label %vector.ph270

vector.ph270:                                     ; preds = %philox.body.lr.ph.us
  %broadcast.splatinsert277 = insertelement <8 x i64> poison, i64 %1144, i64 0
  %broadcast.splat278 = shufflevector <8 x i64> %broadcast.splatinsert277, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar354 = xor i64 %1137, %674
  %.scalar355 = and i64 %.scalar354, 4294967295
  %1145 = insertelement <8 x i64> poison, i64 %.scalar355, i64 0
  %.masked345 = shufflevector <8 x i64> %1145, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar356 = xor i64 %1142, %677
  %.scalar357 = and i64 %.scalar356, 4294967295
  %1146 = insertelement <8 x i64> poison, i64 %.scalar357, i64 0
  %.masked346 = shufflevector <8 x i64> %1146, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body313

vector.body313:                                   ; preds = %vector.body313, %vector.ph270
  %index314 = phi i64 [ 0, %vector.ph270 ], [ %index.next316, %vector.body313 ]
  %vec.ind315 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph270 ], [ %vec.ind.next317, %vector.body313 ]
  %1147 = add <8 x i64> %vec.ind315, %broadcast.splat280
  %1148 = and <8 x i64> %1147, splat (i64 4294967295)
  %1149 = mul nuw <8 x i64> %1148, splat (i64 3528531795)
  %1150 = xor <8 x i64> %1147, %broadcast.splat282
  %1151 = xor <8 x i64> %1150, %1149
  %1152 = lshr <8 x i64> %1151, splat (i64 32)
  %1153 = mul nuw <8 x i64> %1152, splat (i64 3449720151)
  %1154 = lshr <8 x i64> %1153, splat (i64 32)
  %1155 = xor <8 x i64> %broadcast.splat278, %1149
  %1156 = xor <8 x i64> %.masked345, %1154
  %1157 = mul nuw <8 x i64> %1156, splat (i64 3528531795)
  %1158 = and <8 x i64> %1155, splat (i64 4294967295)
  %1159 = mul nuw <8 x i64> %1158, splat (i64 3449720151)
  %1160 = lshr <8 x i64> %1157, splat (i64 32)
  %1161 = lshr <8 x i64> %1159, splat (i64 32)
  %1162 = xor <8 x i64> %1161, %broadcast.splat286
  %1163 = xor <8 x i64> %1162, %1153
  %1164 = and <8 x i64> %1163, splat (i64 4294967295)
  %1165 = mul nuw <8 x i64> %1164, splat (i64 3528531795)
  %1166 = xor <8 x i64> %.masked346, %1160
  %1167 = mul nuw <8 x i64> %1166, splat (i64 3449720151)
  %1168 = lshr <8 x i64> %1165, splat (i64 32)
  %1169 = lshr <8 x i64> %1167, splat (i64 32)
  %1170 = xor <8 x i64> %broadcast.splat290, %1169
  %1171 = xor <8 x i64> %1170, %1159
  %1172 = xor <8 x i64> %1168, %broadcast.splat292
  %1173 = xor <8 x i64> %1172, %1157
  %1174 = and <8 x i64> %1171, splat (i64 4294967295)
  %1175 = mul nuw <8 x i64> %1174, splat (i64 3528531795)
  %1176 = and <8 x i64> %1173, splat (i64 4294967295)
  %1177 = mul nuw <8 x i64> %1176, splat (i64 3449720151)
  %1178 = lshr <8 x i64> %1175, splat (i64 32)
  %1179 = lshr <8 x i64> %1177, splat (i64 32)
  %1180 = xor <8 x i64> %1179, %broadcast.splat294
  %1181 = xor <8 x i64> %1180, %1167
  %1182 = xor <8 x i64> %broadcast.splat296, %1178
  %1183 = xor <8 x i64> %1182, %1165
  %1184 = and <8 x i64> %1181, splat (i64 4294967295)
  %1185 = mul nuw <8 x i64> %1184, splat (i64 3528531795)
  %1186 = and <8 x i64> %1183, splat (i64 4294967295)
  %1187 = mul nuw <8 x i64> %1186, splat (i64 3449720151)
  %1188 = lshr <8 x i64> %1185, splat (i64 32)
  %1189 = lshr <8 x i64> %1187, splat (i64 32)
  %1190 = xor <8 x i64> %broadcast.splat298, %1189
  %1191 = xor <8 x i64> %1190, %1177
  %1192 = xor <8 x i64> %1188, %broadcast.splat300
  %1193 = xor <8 x i64> %1192, %1175
  %1194 = and <8 x i64> %1191, splat (i64 4294967295)
  %1195 = mul nuw <8 x i64> %1194, splat (i64 3528531795)
  %1196 = and <8 x i64> %1193, splat (i64 4294967295)
  %1197 = mul nuw <8 x i64> %1196, splat (i64 3449720151)
  %1198 = lshr <8 x i64> %1195, splat (i64 32)
  %1199 = lshr <8 x i64> %1197, splat (i64 32)
  %1200 = xor <8 x i64> %1199, %broadcast.splat302
  %1201 = xor <8 x i64> %1200, %1187
  %1202 = xor <8 x i64> %broadcast.splat304, %1198
  %1203 = xor <8 x i64> %1202, %1185
  %1204 = and <8 x i64> %1201, splat (i64 4294967295)
  %1205 = mul nuw <8 x i64> %1204, splat (i64 3528531795)
  %1206 = and <8 x i64> %1203, splat (i64 4294967295)
  %1207 = mul nuw <8 x i64> %1206, splat (i64 3449720151)
  %1208 = lshr <8 x i64> %1205, splat (i64 32)
  %1209 = lshr <8 x i64> %1207, splat (i64 32)
  %1210 = xor <8 x i64> %broadcast.splat306, %1209
  %1211 = xor <8 x i64> %1210, %1197
  %1212 = xor <8 x i64> %1208, %broadcast.splat308
  %1213 = xor <8 x i64> %1212, %1195
  %1214 = and <8 x i64> %1211, splat (i64 4294967295)
  %1215 = mul nuw <8 x i64> %1214, splat (i64 3528531795)
  %1216 = lshr <8 x i64> %1215, splat (i64 32)
  %1217 = trunc <8 x i64> %1213 to <8 x i32>
  %1218 = mul <8 x i32> %1217, splat (i32 -845247145)
  %1219 = xor <8 x i64> %broadcast.splat310, %1216
  %1220 = xor <8 x i64> %1219, %1205
  %1221 = and <8 x i64> %1220, splat (i64 4294967295)
  %1222 = mul nuw <8 x i64> %1221, splat (i64 3449720151)
  %1223 = lshr <8 x i64> %1222, splat (i64 32)
  %1224 = trunc nuw <8 x i64> %1223 to <8 x i32>
  %1225 = trunc <8 x i64> %1222 to <8 x i32>
  %1226 = xor <8 x i32> %1218, %broadcast.splat312
  %1227 = xor <8 x i32> %1226, %1224
  %1228 = getelementptr inbounds float, ptr %flat_noise, i64 %index314
  store <8 x i32> %1227, ptr %1228, align 4
  %1229 = getelementptr inbounds float, ptr %flat_staging, i64 %index314
  store <8 x i32> %1225, ptr %1229, align 4
  %index.next316 = add nuw i64 %index314, 8
  %vec.ind.next317 = add nuw <8 x i64> %vec.ind315, splat (i64 8)
  %1230 = icmp eq i64 %index.next316, %n.vec272
  br i1 %1230, label %middle.block318, label %vector.body313, !llvm.loop !40

middle.block318:                                  ; preds = %vector.body313
  br i1 %cmp.n319, label %noise.body.us.preheader, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %philox.body.lr.ph.us, %middle.block318
  %philox73.us.ph = phi i64 [ 0, %philox.body.lr.ph.us ], [ %n.vec272, %middle.block318 ]
  %invariant.op369 = xor i64 %674, %1137
  %invariant.op370 = xor i64 %677, %1142
  br label %philox.body.us

step.header.step.exit_crit_edge.split.us84:       ; preds = %noise.done.loopexit57.us
  %1231 = add i64 %flat_block79.us, %rows_per_block.zext
  %1232 = icmp ult i64 %1231, %row_end
  br i1 %1232, label %flat_block.body.us, label %flat.done

flat.done:                                        ; preds = %step.header14.step.exit16_crit_edge.split.us71, %step.header14.step.exit16_crit_edge.split.us.us.us, %step.header.step.exit_crit_edge.split.us84, %step.header.step.exit_crit_edge.split.us.us.us, %flat_block.body, %row.body.lr.ph, %row.header.preheader, %small_tables.then
  ret void

flat_block.body:                                  ; preds = %flat_block.body.lr.ph, %flat_block.body
  %flat_block79 = phi i64 [ %1233, %flat_block.body ], [ %row_begin, %flat_block.body.lr.ph ]
  %1233 = add i64 %flat_block79, %rows_per_block.zext
  %1234 = icmp ult i64 %1233, %row_end
  br i1 %1234, label %flat_block.body, label %flat.done
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

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
!9 = distinct !{!9, !6, !7}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !7, !6}
!12 = !{!13}
!13 = distinct !{!13, !14}
!14 = distinct !{!14, !"LVerDomain"}
!15 = !{!16, !17}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = !{!16}
!19 = !{!17}
!20 = distinct !{!20, !6, !7}
!21 = distinct !{!21, !7, !6}
!22 = distinct !{!22, !6, !7}
!23 = !{!24}
!24 = distinct !{!24, !25}
!25 = distinct !{!25, !"LVerDomain"}
!26 = !{!27}
!27 = distinct !{!27, !25}
!28 = distinct !{!28, !6, !7}
!29 = distinct !{!29, !6}
!30 = distinct !{!30, !6}
!31 = distinct !{!31, !7, !6}
!32 = !{!33}
!33 = distinct !{!33, !34}
!34 = distinct !{!34, !"LVerDomain"}
!35 = !{!36}
!36 = distinct !{!36, !34}
!37 = distinct !{!37, !6, !7}
!38 = distinct !{!38, !7, !6}
!39 = distinct !{!39, !6, !7}
!40 = distinct !{!40, !6, !7}
