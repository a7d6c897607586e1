; ModuleID = 'quadratic'
source_filename = "quadratic.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_quadratic_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
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
  %n.mod.vf234 = and i64 %n_features, 28
  %n.vec235 = and i64 %n_features, -32
  %broadcast.splatinsert236 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat237 = shufflevector <8 x float> %broadcast.splatinsert236, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n250 = icmp eq i64 %n_features, %n.vec235
  %min.epilog.iters.check254 = icmp eq i64 %n.mod.vf234, 0
  %n.vec257 = and i64 %n_features, -4
  %broadcast.splatinsert258 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat259 = shufflevector <4 x float> %broadcast.splatinsert258, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n266 = icmp eq i64 %n_features, %n.vec257
  %xtraiter454 = and i64 %n_features, 3
  %lcmp.mod455.not = icmp eq i64 %xtraiter454, 0
  br label %row.body.us.us

row.body.us.preheader:                            ; preds = %row.body.lr.ph.split.us
  %41 = shl i64 %n_features, 3
  %scevgep137 = getelementptr i8, ptr %scratch, i64 %41
  %n.vec173 = and i64 %n_features, -8
  %broadcast.splatinsert182 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat183 = shufflevector <8 x i64> %broadcast.splatinsert182, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert186 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat187 = shufflevector <8 x i64> %broadcast.splatinsert186, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert190 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat191 = shufflevector <8 x i64> %broadcast.splatinsert190, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert192 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat193 = shufflevector <8 x i64> %broadcast.splatinsert192, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert194 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat195 = shufflevector <8 x i64> %broadcast.splatinsert194, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert196 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat197 = shufflevector <8 x i64> %broadcast.splatinsert196, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert198 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat199 = shufflevector <8 x i64> %broadcast.splatinsert198, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert200 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat201 = shufflevector <8 x i64> %broadcast.splatinsert200, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert202 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat203 = shufflevector <8 x i64> %broadcast.splatinsert202, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert204 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat205 = shufflevector <8 x i64> %broadcast.splatinsert204, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert206 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat207 = shufflevector <8 x i64> %broadcast.splatinsert206, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert208 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat209 = shufflevector <8 x i64> %broadcast.splatinsert208, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert210 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat211 = shufflevector <8 x i64> %broadcast.splatinsert210, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert212 = insertelement <8 x i32> poison, i32 %34, i64 0
  %broadcast.splat213 = shufflevector <8 x i32> %broadcast.splatinsert212, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n218 = icmp eq i64 %n_features, %n.vec173
  %n.vec162 = and i64 %n_features, -8
  %cmp.n169 = icmp eq i64 %n_features, %n.vec162
  %n.mod.vf = and i64 %n_features, 12
  %n.vec = and i64 %n_features, -16
  %broadcast.splatinsert141 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat142 = shufflevector <8 x float> %broadcast.splatinsert141, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec149 = and i64 %n_features, -4
  %broadcast.splatinsert152 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat153 = shufflevector <4 x float> %broadcast.splatinsert152, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n159 = icmp eq i64 %n_features, %n.vec149
  %xtraiter = and i64 %n_features, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %row.body.us

row.body.us.us:                                   ; preds = %row.body.us.us.preheader, %step.header14.step.exit16_crit_edge.split.us.us.us
  %indvar220 = phi i64 [ %indvar.next221, %step.header14.step.exit16_crit_edge.split.us.us.us ], [ 0, %row.body.us.us.preheader ]
  %row66.us.us = phi i64 [ %137, %step.header14.step.exit16_crit_edge.split.us.us.us ], [ %row_begin, %row.body.us.us.preheader ]
  %42 = mul i64 %37, %indvar220
  %43 = add i64 %36, %42
  %scevgep222 = getelementptr i8, ptr %state, i64 %43
  %44 = add i64 %40, %42
  %scevgep223 = getelementptr i8, ptr %state, i64 %44
  %scevgep224 = getelementptr i8, ptr %input_0, i64 %43
  %scevgep225 = getelementptr i8, ptr %input_0, i64 %44
  %row_offset11.us.us = mul i64 %row66.us.us, %n_features
  %45 = getelementptr inbounds float, ptr %state, i64 %row_offset11.us.us
  %46 = getelementptr inbounds float, ptr %input_0, i64 %row_offset11.us.us
  %bound0226 = icmp ult ptr %scevgep222, %scevgep225
  %bound1227 = icmp ult ptr %scevgep224, %scevgep223
  %found.conflict228 = and i1 %bound0226, %bound1227
  br label %vector.memcheck219

vector.memcheck219:                               ; preds = %row.body.us.us, %noise.done48.loopexit.us.us.us
  %step1765.us.us.us = phi i64 [ 0, %row.body.us.us ], [ %136, %noise.done48.loopexit.us.us.us ]
  br i1 %found.conflict228, label %feature.body50.us.us.us.preheader, label %vector.body238

vector.body238:                                   ; preds = %vector.memcheck219, %vector.body238
  %index239 = phi i64 [ %index.next248, %vector.body238 ], [ 0, %vector.memcheck219 ]
  %47 = getelementptr inbounds float, ptr %45, i64 %index239
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 32
  %49 = getelementptr inbounds nuw i8, ptr %47, i64 64
  %50 = getelementptr inbounds nuw i8, ptr %47, i64 96
  %wide.load240 = load <8 x float>, ptr %47, align 4, !alias.scope !0, !noalias !3
  %wide.load241 = load <8 x float>, ptr %48, align 4, !alias.scope !0, !noalias !3
  %wide.load242 = load <8 x float>, ptr %49, align 4, !alias.scope !0, !noalias !3
  %wide.load243 = load <8 x float>, ptr %50, align 4, !alias.scope !0, !noalias !3
  %51 = getelementptr inbounds float, ptr %46, i64 %index239
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 32
  %53 = getelementptr inbounds nuw i8, ptr %51, i64 64
  %54 = getelementptr inbounds nuw i8, ptr %51, i64 96
  %wide.load244 = load <8 x float>, ptr %51, align 4, !alias.scope !3
  %wide.load245 = load <8 x float>, ptr %52, align 4, !alias.scope !3
  %wide.load246 = load <8 x float>, ptr %53, align 4, !alias.scope !3
  %wide.load247 = load <8 x float>, ptr %54, align 4, !alias.scope !3
  %55 = fsub <8 x float> %wide.load244, %wide.load240
  %56 = fsub <8 x float> %wide.load245, %wide.load241
  %57 = fsub <8 x float> %wide.load246, %wide.load242
  %58 = fsub <8 x float> %wide.load247, %wide.load243
  %59 = fmul <8 x float> %55, splat (float 2.000000e+00)
  %60 = fmul <8 x float> %56, splat (float 2.000000e+00)
  %61 = fmul <8 x float> %57, splat (float 2.000000e+00)
  %62 = fmul <8 x float> %58, splat (float 2.000000e+00)
  %63 = fmul <8 x float> %59, splat (float 5.000000e-01)
  %64 = fmul <8 x float> %60, splat (float 5.000000e-01)
  %65 = fmul <8 x float> %61, splat (float 5.000000e-01)
  %66 = fmul <8 x float> %62, splat (float 5.000000e-01)
  %67 = fmul <8 x float> %broadcast.splat237, %63
  %68 = fmul <8 x float> %broadcast.splat237, %64
  %69 = fmul <8 x float> %broadcast.splat237, %65
  %70 = fmul <8 x float> %broadcast.splat237, %66
  %71 = fadd <8 x float> %wide.load240, %67
  %72 = fadd <8 x float> %wide.load241, %68
  %73 = fadd <8 x float> %wide.load242, %69
  %74 = fadd <8 x float> %wide.load243, %70
  store <8 x float> %71, ptr %47, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %72, ptr %48, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %73, ptr %49, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %74, ptr %50, align 4, !alias.scope !0, !noalias !3
  %index.next248 = add nuw i64 %index239, 32
  %75 = icmp eq i64 %index.next248, %n.vec235
  br i1 %75, label %middle.block249, label %vector.body238, !llvm.loop !5

middle.block249:                                  ; preds = %vector.body238
  br i1 %cmp.n250, label %noise.done48.loopexit.us.us.us, label %vec.epilog.iter.check253

vec.epilog.iter.check253:                         ; preds = %middle.block249
  br i1 %min.epilog.iters.check254, label %feature.body50.us.us.us.preheader, label %vec.epilog.vector.body260, !prof !8

vec.epilog.vector.body260:                        ; preds = %vec.epilog.iter.check253, %vec.epilog.vector.body260
  %index261 = phi i64 [ %index.next264, %vec.epilog.vector.body260 ], [ %n.vec235, %vec.epilog.iter.check253 ]
  %76 = getelementptr inbounds float, ptr %45, i64 %index261
  %wide.load262 = load <4 x float>, ptr %76, align 4, !alias.scope !0, !noalias !3
  %77 = getelementptr inbounds float, ptr %46, i64 %index261
  %wide.load263 = load <4 x float>, ptr %77, align 4, !alias.scope !3
  %78 = fsub <4 x float> %wide.load263, %wide.load262
  %79 = fmul <4 x float> %78, splat (float 2.000000e+00)
  %80 = fmul <4 x float> %79, splat (float 5.000000e-01)
  %81 = fmul <4 x float> %broadcast.splat259, %80
  %82 = fadd <4 x float> %wide.load262, %81
  store <4 x float> %82, ptr %76, align 4, !alias.scope !0, !noalias !3
  %index.next264 = add nuw i64 %index261, 4
  %83 = icmp eq i64 %index.next264, %n.vec257
  br i1 %83, label %vec.epilog.middle.block265, label %vec.epilog.vector.body260, !llvm.loop !9

vec.epilog.middle.block265:                       ; preds = %vec.epilog.vector.body260
  br i1 %cmp.n266, label %noise.done48.loopexit.us.us.us, label %feature.body50.us.us.us.preheader

feature.body50.us.us.us.preheader:                ; preds = %vector.memcheck219, %vec.epilog.iter.check253, %vec.epilog.middle.block265
  %feature5263.us.us.us.ph = phi i64 [ 0, %vector.memcheck219 ], [ %n.vec235, %vec.epilog.iter.check253 ], [ %n.vec257, %vec.epilog.middle.block265 ]
  br i1 %lcmp.mod455.not, label %feature.body50.us.us.us.prol.loopexit, label %feature.body50.us.us.us.prol

feature.body50.us.us.us.prol:                     ; preds = %feature.body50.us.us.us.preheader, %feature.body50.us.us.us.prol
  %feature5263.us.us.us.prol = phi i64 [ %93, %feature.body50.us.us.us.prol ], [ %feature5263.us.us.us.ph, %feature.body50.us.us.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body50.us.us.us.prol ], [ 0, %feature.body50.us.us.us.preheader ]
  %84 = getelementptr inbounds float, ptr %45, i64 %feature5263.us.us.us.prol
  %85 = load float, ptr %84, align 4
  %86 = getelementptr inbounds float, ptr %46, i64 %feature5263.us.us.us.prol
  %87 = load float, ptr %86, align 4
  %88 = fsub float %87, %85
  %89 = fmul float %88, 2.000000e+00
  %90 = fmul float %89, 5.000000e-01
  %91 = fmul float %eta, %90
  %92 = fadd float %85, %91
  store float %92, ptr %84, align 4
  %93 = add nuw i64 %feature5263.us.us.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter454
  br i1 %prol.iter.cmp.not, label %feature.body50.us.us.us.prol.loopexit, label %feature.body50.us.us.us.prol, !llvm.loop !10

feature.body50.us.us.us.prol.loopexit:            ; preds = %feature.body50.us.us.us.prol, %feature.body50.us.us.us.preheader
  %feature5263.us.us.us.unr = phi i64 [ %feature5263.us.us.us.ph, %feature.body50.us.us.us.preheader ], [ %93, %feature.body50.us.us.us.prol ]
  %94 = sub i64 %feature5263.us.us.us.ph, %n_features
  %95 = icmp ugt i64 %94, -4
  br i1 %95, label %noise.done48.loopexit.us.us.us, label %feature.body50.us.us.us

feature.body50.us.us.us:                          ; preds = %feature.body50.us.us.us.prol.loopexit, %feature.body50.us.us.us
  %feature5263.us.us.us = phi i64 [ %135, %feature.body50.us.us.us ], [ %feature5263.us.us.us.unr, %feature.body50.us.us.us.prol.loopexit ]
  %96 = getelementptr inbounds float, ptr %45, i64 %feature5263.us.us.us
  %97 = load float, ptr %96, align 4
  %98 = getelementptr inbounds float, ptr %46, i64 %feature5263.us.us.us
  %99 = load float, ptr %98, align 4
  %100 = fsub float %99, %97
  %101 = fmul float %100, 2.000000e+00
  %102 = fmul float %101, 5.000000e-01
  %103 = fmul float %eta, %102
  %104 = fadd float %97, %103
  store float %104, ptr %96, align 4
  %105 = add nuw i64 %feature5263.us.us.us, 1
  %106 = getelementptr inbounds float, ptr %45, i64 %105
  %107 = load float, ptr %106, align 4
  %108 = getelementptr inbounds float, ptr %46, i64 %105
  %109 = load float, ptr %108, align 4
  %110 = fsub float %109, %107
  %111 = fmul float %110, 2.000000e+00
  %112 = fmul float %111, 5.000000e-01
  %113 = fmul float %eta, %112
  %114 = fadd float %107, %113
  store float %114, ptr %106, align 4
  %115 = add nuw i64 %feature5263.us.us.us, 2
  %116 = getelementptr inbounds float, ptr %45, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = getelementptr inbounds float, ptr %46, i64 %115
  %119 = load float, ptr %118, align 4
  %120 = fsub float %119, %117
  %121 = fmul float %120, 2.000000e+00
  %122 = fmul float %121, 5.000000e-01
  %123 = fmul float %eta, %122
  %124 = fadd float %117, %123
  store float %124, ptr %116, align 4
  %125 = add nuw i64 %feature5263.us.us.us, 3
  %126 = getelementptr inbounds float, ptr %45, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = getelementptr inbounds float, ptr %46, i64 %125
  %129 = load float, ptr %128, align 4
  %130 = fsub float %129, %127
  %131 = fmul float %130, 2.000000e+00
  %132 = fmul float %131, 5.000000e-01
  %133 = fmul float %eta, %132
  %134 = fadd float %127, %133
  store float %134, ptr %126, align 4
  %135 = add nuw i64 %feature5263.us.us.us, 4
  %exitcond107.not.3 = icmp eq i64 %135, %n_features
  br i1 %exitcond107.not.3, label %noise.done48.loopexit.us.us.us, label %feature.body50.us.us.us, !llvm.loop !12

noise.done48.loopexit.us.us.us:                   ; preds = %feature.body50.us.us.us.prol.loopexit, %feature.body50.us.us.us, %vec.epilog.middle.block265, %middle.block249
  %136 = add nuw i64 %step1765.us.us.us, 1
  %exitcond108.not = icmp eq i64 %136, %steps
  br i1 %exitcond108.not, label %step.header14.step.exit16_crit_edge.split.us.us.us, label %vector.memcheck219

step.header14.step.exit16_crit_edge.split.us.us.us: ; preds = %noise.done48.loopexit.us.us.us
  %137 = add nuw i64 %row66.us.us, 1
  %exitcond109.not = icmp eq i64 %137, %row_end
  %indvar.next221 = add i64 %indvar220, 1
  br i1 %exitcond109.not, label %flat.done, label %row.body.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header14.step.exit16_crit_edge.split.us71
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header14.step.exit16_crit_edge.split.us71 ]
  %row66.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %661, %step.header14.step.exit16_crit_edge.split.us71 ]
  %138 = mul i64 %37, %indvar
  %139 = add i64 %36, %138
  %scevgep = getelementptr i8, ptr %state, i64 %139
  %140 = add i64 %40, %138
  %scevgep134 = getelementptr i8, ptr %state, i64 %140
  %scevgep135 = getelementptr i8, ptr %input_0, i64 %139
  %scevgep136 = getelementptr i8, ptr %input_0, i64 %140
  %row_offset11.us = mul i64 %row66.us, %n_features
  %141 = getelementptr inbounds float, ptr %state, i64 %row_offset11.us
  %142 = getelementptr inbounds float, ptr %input_0, i64 %row_offset11.us
  %broadcast.splatinsert180 = insertelement <8 x i64> poison, i64 %row_offset11.us, i64 0
  %broadcast.splat181 = shufflevector <8 x i64> %broadcast.splatinsert180, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0 = icmp ult ptr %scevgep, %scevgep136
  %bound1 = icmp ult ptr %scevgep135, %scevgep134
  %found.conflict = and i1 %bound0, %bound1
  %bound0138 = icmp ult ptr %scevgep, %scevgep137
  %bound1139 = icmp ult ptr %16, %scevgep134
  %found.conflict140 = and i1 %bound0138, %bound1139
  %conflict.rdx = or i1 %found.conflict, %found.conflict140
  br label %step.body15.us67

step.body15.us67:                                 ; preds = %row.body.us, %noise.done48.loopexit58.us
  %step1765.us68 = phi i64 [ 0, %row.body.us ], [ %660, %noise.done48.loopexit58.us ]
  %temperature12.064.us69 = phi float [ %temperature, %row.body.us ], [ %t_next53.us70, %noise.done48.loopexit58.us ]
  %key1_step19.us = add i64 %step1765.us68, %key1
  %143 = lshr i64 %key1_step19.us, 32
  %144 = mul nuw i64 %143, 3449720151
  %145 = lshr i64 %144, 32
  %146 = xor i64 %key0, %145
  %147 = xor i64 %146, %key1_step19.us
  %148 = and i64 %147, 4294967295
  %149 = mul nuw i64 %148, 3528531795
  %150 = lshr i64 %149, 32
  %151 = xor i64 %150, %20
  %broadcast.splatinsert178 = insertelement <8 x i64> poison, i64 %151, i64 0
  %broadcast.splat179 = shufflevector <8 x i64> %broadcast.splatinsert178, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %144, %19
  %.scalar438 = and i64 %.scalar, 4294967295
  %152 = insertelement <8 x i64> poison, i64 %.scalar438, i64 0
  %.masked = shufflevector <8 x i64> %152, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar439 = xor i64 %149, %22
  %.scalar440 = and i64 %.scalar439, 4294967295
  %153 = insertelement <8 x i64> poison, i64 %.scalar440, i64 0
  %.masked435 = shufflevector <8 x i64> %153, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body214

vector.body214:                                   ; preds = %vector.body214, %step.body15.us67
  %index215 = phi i64 [ 0, %step.body15.us67 ], [ %index.next216, %vector.body214 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %step.body15.us67 ], [ %vec.ind.next, %vector.body214 ]
  %154 = add <8 x i64> %vec.ind, %broadcast.splat181
  %155 = and <8 x i64> %154, splat (i64 4294967295)
  %156 = mul nuw <8 x i64> %155, splat (i64 3528531795)
  %157 = xor <8 x i64> %154, %broadcast.splat183
  %158 = xor <8 x i64> %157, %156
  %159 = lshr <8 x i64> %158, splat (i64 32)
  %160 = mul nuw <8 x i64> %159, splat (i64 3449720151)
  %161 = lshr <8 x i64> %160, splat (i64 32)
  %162 = xor <8 x i64> %broadcast.splat179, %156
  %163 = xor <8 x i64> %.masked, %161
  %164 = mul nuw <8 x i64> %163, splat (i64 3528531795)
  %165 = and <8 x i64> %162, splat (i64 4294967295)
  %166 = mul nuw <8 x i64> %165, splat (i64 3449720151)
  %167 = lshr <8 x i64> %164, splat (i64 32)
  %168 = lshr <8 x i64> %166, splat (i64 32)
  %169 = xor <8 x i64> %168, %broadcast.splat187
  %170 = xor <8 x i64> %169, %160
  %171 = and <8 x i64> %170, splat (i64 4294967295)
  %172 = mul nuw <8 x i64> %171, splat (i64 3528531795)
  %173 = xor <8 x i64> %.masked435, %167
  %174 = mul nuw <8 x i64> %173, splat (i64 3449720151)
  %175 = lshr <8 x i64> %172, splat (i64 32)
  %176 = lshr <8 x i64> %174, splat (i64 32)
  %177 = xor <8 x i64> %broadcast.splat191, %176
  %178 = xor <8 x i64> %177, %166
  %179 = xor <8 x i64> %175, %broadcast.splat193
  %180 = xor <8 x i64> %179, %164
  %181 = and <8 x i64> %178, splat (i64 4294967295)
  %182 = mul nuw <8 x i64> %181, splat (i64 3528531795)
  %183 = and <8 x i64> %180, splat (i64 4294967295)
  %184 = mul nuw <8 x i64> %183, splat (i64 3449720151)
  %185 = lshr <8 x i64> %182, splat (i64 32)
  %186 = lshr <8 x i64> %184, splat (i64 32)
  %187 = xor <8 x i64> %186, %broadcast.splat195
  %188 = xor <8 x i64> %187, %174
  %189 = xor <8 x i64> %broadcast.splat197, %185
  %190 = xor <8 x i64> %189, %172
  %191 = and <8 x i64> %188, splat (i64 4294967295)
  %192 = mul nuw <8 x i64> %191, splat (i64 3528531795)
  %193 = and <8 x i64> %190, splat (i64 4294967295)
  %194 = mul nuw <8 x i64> %193, splat (i64 3449720151)
  %195 = lshr <8 x i64> %192, splat (i64 32)
  %196 = lshr <8 x i64> %194, splat (i64 32)
  %197 = xor <8 x i64> %broadcast.splat199, %196
  %198 = xor <8 x i64> %197, %184
  %199 = xor <8 x i64> %195, %broadcast.splat201
  %200 = xor <8 x i64> %199, %182
  %201 = and <8 x i64> %198, splat (i64 4294967295)
  %202 = mul nuw <8 x i64> %201, splat (i64 3528531795)
  %203 = and <8 x i64> %200, splat (i64 4294967295)
  %204 = mul nuw <8 x i64> %203, splat (i64 3449720151)
  %205 = lshr <8 x i64> %202, splat (i64 32)
  %206 = lshr <8 x i64> %204, splat (i64 32)
  %207 = xor <8 x i64> %206, %broadcast.splat203
  %208 = xor <8 x i64> %207, %194
  %209 = xor <8 x i64> %broadcast.splat205, %205
  %210 = xor <8 x i64> %209, %192
  %211 = and <8 x i64> %208, splat (i64 4294967295)
  %212 = mul nuw <8 x i64> %211, splat (i64 3528531795)
  %213 = and <8 x i64> %210, splat (i64 4294967295)
  %214 = mul nuw <8 x i64> %213, splat (i64 3449720151)
  %215 = lshr <8 x i64> %212, splat (i64 32)
  %216 = lshr <8 x i64> %214, splat (i64 32)
  %217 = xor <8 x i64> %broadcast.splat207, %216
  %218 = xor <8 x i64> %217, %204
  %219 = xor <8 x i64> %215, %broadcast.splat209
  %220 = xor <8 x i64> %219, %202
  %221 = and <8 x i64> %218, splat (i64 4294967295)
  %222 = mul nuw <8 x i64> %221, splat (i64 3528531795)
  %223 = lshr <8 x i64> %222, splat (i64 32)
  %224 = trunc <8 x i64> %220 to <8 x i32>
  %225 = mul <8 x i32> %224, splat (i32 -845247145)
  %226 = xor <8 x i64> %broadcast.splat211, %223
  %227 = xor <8 x i64> %226, %212
  %228 = and <8 x i64> %227, splat (i64 4294967295)
  %229 = mul nuw <8 x i64> %228, splat (i64 3449720151)
  %230 = lshr <8 x i64> %229, splat (i64 32)
  %231 = trunc nuw <8 x i64> %230 to <8 x i32>
  %232 = trunc <8 x i64> %229 to <8 x i32>
  %233 = xor <8 x i32> %225, %broadcast.splat213
  %234 = xor <8 x i32> %233, %231
  %235 = getelementptr inbounds float, ptr %16, i64 %index215
  store <8 x i32> %234, ptr %235, align 4
  %236 = getelementptr inbounds float, ptr %scratch, i64 %index215
  store <8 x i32> %232, ptr %236, align 4
  %index.next216 = add nuw i64 %index215, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %237 = icmp eq i64 %index.next216, %n.vec173
  br i1 %237, label %middle.block217, label %vector.body214, !llvm.loop !13

middle.block217:                                  ; preds = %vector.body214
  br i1 %cmp.n218, label %vector.ph160, label %philox.body34.us.preheader

philox.body34.us.preheader:                       ; preds = %middle.block217
  %invariant.op = xor i64 %19, %144
  %invariant.op456 = xor i64 %22, %149
  br label %philox.body34.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature62.us = phi i64 [ %265, %feature.body.us ], [ %feature62.us.unr, %feature.body.us.prol.loopexit ]
  %238 = getelementptr inbounds float, ptr %141, i64 %feature62.us
  %239 = load float, ptr %238, align 4
  %240 = getelementptr inbounds float, ptr %142, i64 %feature62.us
  %241 = load float, ptr %240, align 4
  %242 = fsub float %241, %239
  %243 = fmul float %242, 2.000000e+00
  %244 = fmul float %243, 5.000000e-01
  %245 = fmul float %eta, %244
  %246 = fadd float %239, %245
  %247 = getelementptr inbounds float, ptr %16, i64 %feature62.us
  %248 = load float, ptr %247, align 4
  %249 = fmul float %noise_scale18.us, %248
  %250 = fadd float %249, %246
  store float %250, ptr %238, align 4
  %251 = add nuw i64 %feature62.us, 1
  %252 = getelementptr inbounds float, ptr %141, i64 %251
  %253 = load float, ptr %252, align 4
  %254 = getelementptr inbounds float, ptr %142, i64 %251
  %255 = load float, ptr %254, align 4
  %256 = fsub float %255, %253
  %257 = fmul float %256, 2.000000e+00
  %258 = fmul float %257, 5.000000e-01
  %259 = fmul float %eta, %258
  %260 = fadd float %253, %259
  %261 = getelementptr inbounds float, ptr %16, i64 %251
  %262 = load float, ptr %261, align 4
  %263 = fmul float %noise_scale18.us, %262
  %264 = fadd float %263, %260
  store float %264, ptr %252, align 4
  %265 = add nuw i64 %feature62.us, 2
  %exitcond104.not.1 = icmp eq i64 %265, %n_features
  br i1 %exitcond104.not.1, label %noise.done48.loopexit58.us, label %feature.body.us, !llvm.loop !14

noise.body39.us:                                  ; preds = %middle.block168, %noise.body39.us
  %noise4161.us = phi i64 [ %394, %noise.body39.us ], [ %n.vec162, %middle.block168 ]
  %266 = getelementptr inbounds float, ptr %16, i64 %noise4161.us
  %w042.us = load i32, ptr %266, align 4
  %267 = getelementptr inbounds float, ptr %scratch, i64 %noise4161.us
  %w143.us = load i32, ptr %267, align 4
  %268 = uitofp i32 %w042.us to double
  %269 = fadd double %268, 5.000000e-01
  %270 = fmul double %269, 0x3DF0000000000000
  %271 = uitofp i32 %w143.us to double
  %272 = fadd double %271, 5.000000e-01
  %273 = fmul double %272, 0x3DF0000000000000
  %274 = bitcast double %270 to i64
  %275 = lshr i64 %274, 32
  %276 = add nuw nsw i64 %275, 614242
  %277 = lshr i64 %276, 20
  %278 = add nsw i64 %277, -1023
  %279 = shl nuw i64 %276, 32
  %280 = and i64 %279, 4503595332403200
  %281 = add nuw nsw i64 %280, 4604544269498187776
  %282 = and i64 %274, 4294967295
  %283 = or disjoint i64 %281, %282
  %284 = bitcast i64 %283 to double
  %285 = fadd double %284, -1.000000e+00
  %286 = fmul double %285, 5.000000e-01
  %287 = fmul double %285, %286
  %288 = fadd double %285, 2.000000e+00
  %289 = fdiv double %285, %288
  %290 = fmul double %289, %289
  %291 = fmul double %290, %290
  %292 = fmul double %291, 0x3FC2F112DF3E5244
  %293 = fadd double %292, 0x3FC7466496CB03DE
  %294 = insertelement <2 x double> poison, double %291, i64 0
  %295 = shufflevector <2 x double> %294, <2 x double> poison, <2 x i32> zeroinitializer
  %296 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %293, i64 1
  %297 = fmul <2 x double> %295, %296
  %298 = fadd <2 x double> %297, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %299 = fmul <2 x double> %295, %298
  %300 = fadd <2 x double> %299, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %301 = insertelement <2 x double> %294, double %290, i64 1
  %302 = fmul <2 x double> %301, %300
  %shift = shufflevector <2 x double> %302, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %302, %shift
  %303 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %304 = sitofp i64 %278 to double
  %305 = fadd double %287, %303
  %306 = fmul double %289, %305
  %307 = fmul double %304, 0x3DEA39EF35793C76
  %308 = fadd double %307, %306
  %309 = fsub double %308, %287
  %310 = fadd double %285, %309
  %311 = fmul double %304, 0x3FE62E42FEE00000
  %312 = fadd double %311, %310
  %313 = fmul double %312, -2.000000e+00
  %314 = tail call double @llvm.sqrt.f64(double %313)
  %315 = fmul double %273, 0x401921FB54442D18
  %316 = fmul double %315, 0x3FE45F306DC9C883
  %317 = fadd double %316, 0x4338000000000000
  %318 = bitcast double %317 to i64
  %319 = fadd double %317, 0xC338000000000000
  %320 = fmul double %319, 0x3FF921FB54400000
  %321 = fsub double %315, %320
  %322 = fmul double %319, 0x3DD0B4611A626331
  %323 = fmul double %319, 0x3DD0B4611A600000
  %324 = fsub double %321, %323
  %325 = fmul double %319, 0x3BA3198A2E037073
  %326 = fsub double %321, %324
  %327 = fsub double %326, %323
  %328 = fsub double %325, %327
  %329 = fsub double %321, %322
  %330 = insertelement <2 x double> poison, double %329, i64 0
  %331 = insertelement <2 x double> %330, double %315, i64 1
  %332 = bitcast <2 x double> %331 to <2 x i64>
  %333 = lshr <2 x i64> %332, splat (i64 52)
  %334 = and <2 x i64> %333, splat (i64 2047)
  %335 = extractelement <2 x i64> %334, i64 0
  %336 = add nuw nsw i64 %335, 16
  %337 = extractelement <2 x i64> %334, i64 1
  %338 = icmp samesign ult i64 %336, %337
  %339 = select i1 %338, double %324, double %321
  %340 = select i1 %338, double %328, double %322
  %341 = fsub double %339, %340
  %342 = fsub double %339, %341
  %343 = fsub double %342, %340
  %344 = fmul double %341, %341
  %345 = fmul double %344, %344
  %346 = fmul double %344, 0x3EFA01A019CB1590
  %347 = fadd double %346, 0xBF56C16C16C15177
  %348 = fmul double %344, %347
  %349 = fadd double %348, 0x3FA555555555554C
  %350 = fmul double %344, %349
  %351 = fmul double %344, 0x3DA8FAE9BE8838D4
  %352 = fsub double 0x3E21EE9EBDB4B1C4, %351
  %353 = fmul double %344, %352
  %354 = fadd double %353, 0xBE927E4F809C52AD
  %355 = fmul double %345, %345
  %356 = fmul double %355, %354
  %357 = fadd double %350, %356
  %358 = fmul double %344, 5.000000e-01
  %359 = fsub double 1.000000e+00, %358
  %360 = fsub double 1.000000e+00, %359
  %361 = fsub double %360, %358
  %362 = fmul double %344, %357
  %363 = fmul double %341, %343
  %364 = fsub double %362, %363
  %365 = fadd double %361, %364
  %366 = fadd double %359, %365
  %367 = fmul double %344, 0x3EC71DE357B1FE7D
  %368 = fadd double %367, 0xBF2A01A019C161D5
  %369 = fmul double %344, %368
  %370 = fadd double %369, 0x3F8111111110F8A6
  %371 = fmul double %344, 0x3DE5D93A5ACFD57C
  %372 = fadd double %371, 0xBE5AE5E68A2B9CEB
  %373 = fmul double %344, %345
  %374 = fmul double %373, %372
  %375 = fadd double %374, %370
  %376 = fmul double %341, %344
  %377 = fmul double %343, 5.000000e-01
  %378 = fmul double %376, %375
  %379 = fsub double %377, %378
  %380 = fmul double %344, %379
  %381 = fsub double %380, %343
  %382 = fmul double %376, 0x3FC5555555555549
  %383 = fadd double %381, %382
  %384 = fsub double %341, %383
  %385 = fneg double %366
  %386 = fneg double %384
  %387 = and i64 %318, 1
  %388 = and i64 %318, 2
  %.not.us = icmp eq i64 %387, 0
  %.not54.us = icmp eq i64 %388, 0
  %389 = select i1 %.not54.us, double %366, double %385
  %390 = select i1 %.not54.us, double %386, double %384
  %391 = select i1 %.not.us, double %389, double %390
  %392 = fmul double %314, %391
  %393 = fptrunc double %392 to float
  store float %393, ptr %266, align 4
  %394 = add nuw i64 %noise4161.us, 1
  %exitcond103.not = icmp eq i64 %394, %n_features
  br i1 %exitcond103.not, label %iter.check, label %noise.body39.us, !llvm.loop !15

iter.check:                                       ; preds = %noise.body39.us, %middle.block168
  %395 = fmul float %two_eta, %temperature12.064.us69
  %396 = fcmp ogt float %395, 0.000000e+00
  %397 = tail call float @llvm.sqrt.f32(float %395)
  %398 = select i1 %396, float %397, float 0.000000e+00
  %noise_scale18.us = select i1 %anneal13.not, float %noise_scale, float %398
  br i1 %conflict.rdx, label %feature.body.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %iter.check
  %broadcast.splatinsert = insertelement <8 x float> poison, float %noise_scale18.us, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %399 = getelementptr inbounds float, ptr %141, i64 %index
  %400 = getelementptr inbounds nuw i8, ptr %399, i64 32
  %wide.load = load <8 x float>, ptr %399, align 4, !alias.scope !16, !noalias !19
  %wide.load143 = load <8 x float>, ptr %400, align 4, !alias.scope !16, !noalias !19
  %401 = getelementptr inbounds float, ptr %142, i64 %index
  %402 = getelementptr inbounds nuw i8, ptr %401, i64 32
  %wide.load144 = load <8 x float>, ptr %401, align 4, !alias.scope !22
  %wide.load145 = load <8 x float>, ptr %402, align 4, !alias.scope !22
  %403 = fsub <8 x float> %wide.load144, %wide.load
  %404 = fsub <8 x float> %wide.load145, %wide.load143
  %405 = fmul <8 x float> %403, splat (float 2.000000e+00)
  %406 = fmul <8 x float> %404, splat (float 2.000000e+00)
  %407 = fmul <8 x float> %405, splat (float 5.000000e-01)
  %408 = fmul <8 x float> %406, splat (float 5.000000e-01)
  %409 = fmul <8 x float> %broadcast.splat142, %407
  %410 = fmul <8 x float> %broadcast.splat142, %408
  %411 = fadd <8 x float> %wide.load, %409
  %412 = fadd <8 x float> %wide.load143, %410
  %413 = getelementptr inbounds float, ptr %16, i64 %index
  %414 = getelementptr inbounds nuw i8, ptr %413, i64 32
  %wide.load146 = load <8 x float>, ptr %413, align 4, !alias.scope !23
  %wide.load147 = load <8 x float>, ptr %414, align 4, !alias.scope !23
  %415 = fmul <8 x float> %broadcast.splat, %wide.load146
  %416 = fmul <8 x float> %broadcast.splat, %wide.load147
  %417 = fadd <8 x float> %415, %411
  %418 = fadd <8 x float> %416, %412
  store <8 x float> %417, ptr %399, align 4, !alias.scope !16, !noalias !19
  store <8 x float> %418, ptr %400, align 4, !alias.scope !16, !noalias !19
  %index.next = add nuw i64 %index, 16
  %419 = icmp eq i64 %index.next, %n.vec
  br i1 %419, label %middle.block, label %vector.body, !llvm.loop !24

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done48.loopexit58.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body.us.preheader, label %vec.epilog.ph, !prof !25

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check
  %broadcast.splatinsert150 = insertelement <4 x float> poison, float %noise_scale18.us, i64 0
  %broadcast.splat151 = shufflevector <4 x float> %broadcast.splatinsert150, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index154 = phi i64 [ %n.vec, %vec.epilog.ph ], [ %index.next158, %vec.epilog.vector.body ]
  %420 = getelementptr inbounds float, ptr %141, i64 %index154
  %wide.load155 = load <4 x float>, ptr %420, align 4, !alias.scope !16, !noalias !19
  %421 = getelementptr inbounds float, ptr %142, i64 %index154
  %wide.load156 = load <4 x float>, ptr %421, align 4, !alias.scope !22
  %422 = fsub <4 x float> %wide.load156, %wide.load155
  %423 = fmul <4 x float> %422, splat (float 2.000000e+00)
  %424 = fmul <4 x float> %423, splat (float 5.000000e-01)
  %425 = fmul <4 x float> %broadcast.splat153, %424
  %426 = fadd <4 x float> %wide.load155, %425
  %427 = getelementptr inbounds float, ptr %16, i64 %index154
  %wide.load157 = load <4 x float>, ptr %427, align 4, !alias.scope !23
  %428 = fmul <4 x float> %broadcast.splat151, %wide.load157
  %429 = fadd <4 x float> %428, %426
  store <4 x float> %429, ptr %420, align 4, !alias.scope !16, !noalias !19
  %index.next158 = add nuw i64 %index154, 4
  %430 = icmp eq i64 %index.next158, %n.vec149
  br i1 %430, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !26

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n159, label %noise.done48.loopexit58.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature62.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec149, %vec.epilog.middle.block ]
  %.neg = or disjoint i64 %feature62.us.ph, 1
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %431 = getelementptr inbounds float, ptr %141, i64 %feature62.us.ph
  %432 = load float, ptr %431, align 4
  %433 = getelementptr inbounds float, ptr %142, i64 %feature62.us.ph
  %434 = load float, ptr %433, align 4
  %435 = fsub float %434, %432
  %436 = fmul float %435, 2.000000e+00
  %437 = fmul float %436, 5.000000e-01
  %438 = fmul float %eta, %437
  %439 = fadd float %432, %438
  %440 = getelementptr inbounds float, ptr %16, i64 %feature62.us.ph
  %441 = load float, ptr %440, align 4
  %442 = fmul float %noise_scale18.us, %441
  %443 = fadd float %442, %439
  store float %443, ptr %431, align 4
  %444 = or disjoint i64 %feature62.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature62.us.unr = phi i64 [ %feature62.us.ph, %feature.body.us.preheader ], [ %444, %feature.body.us.prol ]
  %445 = icmp eq i64 %n_features, %.neg
  br i1 %445, label %noise.done48.loopexit58.us, label %feature.body.us

philox.body34.us:                                 ; preds = %philox.body34.us.preheader, %philox.body34.us
  %philox3660.us = phi i64 [ %528, %philox.body34.us ], [ %n.vec173, %philox.body34.us.preheader ]
  %element37.us = add i64 %philox3660.us, %row_offset11.us
  %446 = and i64 %element37.us, 4294967295
  %447 = mul nuw i64 %446, 3528531795
  %448 = xor i64 %element37.us, %key0
  %449 = xor i64 %448, %447
  %450 = lshr i64 %449, 32
  %451 = mul nuw i64 %450, 3449720151
  %452 = lshr i64 %451, 32
  %.reass.reass = xor i64 %452, %invariant.op
  %453 = xor i64 %151, %447
  %454 = and i64 %.reass.reass, 4294967295
  %455 = mul nuw i64 %454, 3528531795
  %456 = and i64 %453, 4294967295
  %457 = mul nuw i64 %456, 3449720151
  %458 = lshr i64 %455, 32
  %459 = lshr i64 %457, 32
  %460 = xor i64 %459, %21
  %461 = xor i64 %460, %451
  %.reass125.reass = xor i64 %458, %invariant.op456
  %462 = and i64 %461, 4294967295
  %463 = mul nuw i64 %462, 3528531795
  %464 = and i64 %.reass125.reass, 4294967295
  %465 = mul nuw i64 %464, 3449720151
  %466 = lshr i64 %463, 32
  %467 = lshr i64 %465, 32
  %468 = xor i64 %23, %467
  %469 = xor i64 %468, %457
  %470 = xor i64 %466, %24
  %471 = xor i64 %470, %455
  %472 = and i64 %469, 4294967295
  %473 = mul nuw i64 %472, 3528531795
  %474 = and i64 %471, 4294967295
  %475 = mul nuw i64 %474, 3449720151
  %476 = lshr i64 %473, 32
  %477 = lshr i64 %475, 32
  %478 = xor i64 %477, %25
  %479 = xor i64 %478, %465
  %480 = xor i64 %26, %476
  %481 = xor i64 %480, %463
  %482 = and i64 %479, 4294967295
  %483 = mul nuw i64 %482, 3528531795
  %484 = and i64 %481, 4294967295
  %485 = mul nuw i64 %484, 3449720151
  %486 = lshr i64 %483, 32
  %487 = lshr i64 %485, 32
  %488 = xor i64 %27, %487
  %489 = xor i64 %488, %475
  %490 = xor i64 %486, %28
  %491 = xor i64 %490, %473
  %492 = and i64 %489, 4294967295
  %493 = mul nuw i64 %492, 3528531795
  %494 = and i64 %491, 4294967295
  %495 = mul nuw i64 %494, 3449720151
  %496 = lshr i64 %493, 32
  %497 = lshr i64 %495, 32
  %498 = xor i64 %497, %29
  %499 = xor i64 %498, %485
  %500 = xor i64 %30, %496
  %501 = xor i64 %500, %483
  %502 = and i64 %499, 4294967295
  %503 = mul nuw i64 %502, 3528531795
  %504 = and i64 %501, 4294967295
  %505 = mul nuw i64 %504, 3449720151
  %506 = lshr i64 %503, 32
  %507 = lshr i64 %505, 32
  %508 = xor i64 %31, %507
  %509 = xor i64 %508, %495
  %510 = xor i64 %506, %32
  %511 = xor i64 %510, %493
  %512 = and i64 %509, 4294967295
  %513 = mul nuw i64 %512, 3528531795
  %514 = lshr i64 %513, 32
  %515 = trunc i64 %511 to i32
  %516 = mul i32 %515, -845247145
  %517 = xor i64 %33, %514
  %518 = xor i64 %517, %503
  %519 = and i64 %518, 4294967295
  %520 = mul nuw i64 %519, 3449720151
  %521 = lshr i64 %520, 32
  %522 = trunc nuw i64 %521 to i32
  %523 = trunc i64 %520 to i32
  %524 = xor i32 %516, %522
  %525 = xor i32 %524, %34
  %526 = getelementptr inbounds float, ptr %16, i64 %philox3660.us
  store i32 %525, ptr %526, align 4
  %527 = getelementptr inbounds float, ptr %scratch, i64 %philox3660.us
  store i32 %523, ptr %527, align 4
  %528 = add nuw i64 %philox3660.us, 1
  %exitcond.not = icmp eq i64 %528, %n_features
  br i1 %exitcond.not, label %vector.ph160, label %philox.body34.us, !llvm.loop !27

vector.ph160:                                     ; preds = %philox.body34.us, %middle.block217
  br label %vector.body163

vector.body163:                                   ; preds = %vector.body163, %vector.ph160
  %index164 = phi i64 [ 0, %vector.ph160 ], [ %index.next167, %vector.body163 ]
  %529 = getelementptr inbounds float, ptr %16, i64 %index164
  %wide.load165 = load <8 x i32>, ptr %529, align 4
  %530 = getelementptr inbounds float, ptr %scratch, i64 %index164
  %wide.load166 = load <8 x i32>, ptr %530, align 4
  %531 = uitofp <8 x i32> %wide.load165 to <8 x double>
  %532 = fadd <8 x double> %531, splat (double 5.000000e-01)
  %533 = fmul <8 x double> %532, splat (double 0x3DF0000000000000)
  %534 = uitofp <8 x i32> %wide.load166 to <8 x double>
  %535 = fadd <8 x double> %534, splat (double 5.000000e-01)
  %536 = fmul <8 x double> %535, splat (double 0x3DF0000000000000)
  %537 = bitcast <8 x double> %533 to <8 x i64>
  %538 = lshr <8 x i64> %537, splat (i64 32)
  %539 = add nuw nsw <8 x i64> %538, splat (i64 614242)
  %540 = lshr <8 x i64> %539, splat (i64 20)
  %541 = add nsw <8 x i64> %540, splat (i64 -1023)
  %542 = shl nuw <8 x i64> %539, splat (i64 32)
  %543 = and <8 x i64> %542, splat (i64 4503595332403200)
  %544 = add nuw nsw <8 x i64> %543, splat (i64 4604544269498187776)
  %545 = and <8 x i64> %537, splat (i64 4294967295)
  %546 = or disjoint <8 x i64> %544, %545
  %547 = bitcast <8 x i64> %546 to <8 x double>
  %548 = fadd <8 x double> %547, splat (double -1.000000e+00)
  %549 = fmul <8 x double> %548, splat (double 5.000000e-01)
  %550 = fmul <8 x double> %548, %549
  %551 = fadd <8 x double> %548, splat (double 2.000000e+00)
  %552 = fdiv <8 x double> %548, %551
  %553 = fmul <8 x double> %552, %552
  %554 = fmul <8 x double> %553, %553
  %555 = fmul <8 x double> %554, splat (double 0x3FC39A09D078C69F)
  %556 = fadd <8 x double> %555, splat (double 0x3FCC71C51D8E78AF)
  %557 = fmul <8 x double> %554, %556
  %558 = fadd <8 x double> %557, splat (double 0x3FD999999997FA04)
  %559 = fmul <8 x double> %554, %558
  %560 = fmul <8 x double> %554, splat (double 0x3FC2F112DF3E5244)
  %561 = fadd <8 x double> %560, splat (double 0x3FC7466496CB03DE)
  %562 = fmul <8 x double> %554, %561
  %563 = fadd <8 x double> %562, splat (double 0x3FD2492494229359)
  %564 = fmul <8 x double> %554, %563
  %565 = fadd <8 x double> %564, splat (double 0x3FE5555555555593)
  %566 = fmul <8 x double> %553, %565
  %567 = fadd <8 x double> %559, %566
  %568 = sitofp <8 x i64> %541 to <8 x double>
  %569 = fadd <8 x double> %550, %567
  %570 = fmul <8 x double> %552, %569
  %571 = fmul <8 x double> %568, splat (double 0x3DEA39EF35793C76)
  %572 = fadd <8 x double> %571, %570
  %573 = fsub <8 x double> %572, %550
  %574 = fadd <8 x double> %548, %573
  %575 = fmul <8 x double> %568, splat (double 0x3FE62E42FEE00000)
  %576 = fadd <8 x double> %575, %574
  %577 = fmul <8 x double> %576, splat (double -2.000000e+00)
  %578 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %577)
  %579 = fmul <8 x double> %536, splat (double 0x401921FB54442D18)
  %580 = fmul <8 x double> %579, splat (double 0x3FE45F306DC9C883)
  %581 = fadd <8 x double> %580, splat (double 0x4338000000000000)
  %582 = bitcast <8 x double> %581 to <8 x i64>
  %583 = fadd <8 x double> %581, splat (double 0xC338000000000000)
  %584 = fmul <8 x double> %583, splat (double 0x3FF921FB54400000)
  %585 = fsub <8 x double> %579, %584
  %586 = fmul <8 x double> %583, splat (double 0x3DD0B4611A626331)
  %587 = fmul <8 x double> %583, splat (double 0x3DD0B4611A600000)
  %588 = fsub <8 x double> %585, %587
  %589 = fmul <8 x double> %583, splat (double 0x3BA3198A2E037073)
  %590 = fsub <8 x double> %585, %588
  %591 = fsub <8 x double> %590, %587
  %592 = fsub <8 x double> %589, %591
  %593 = fsub <8 x double> %585, %586
  %594 = bitcast <8 x double> %579 to <8 x i64>
  %595 = lshr <8 x i64> %594, splat (i64 52)
  %596 = and <8 x i64> %595, splat (i64 2047)
  %597 = bitcast <8 x double> %593 to <8 x i64>
  %598 = lshr <8 x i64> %597, splat (i64 52)
  %599 = and <8 x i64> %598, splat (i64 2047)
  %600 = add nuw nsw <8 x i64> %599, splat (i64 16)
  %601 = icmp samesign ult <8 x i64> %600, %596
  %602 = select <8 x i1> %601, <8 x double> %588, <8 x double> %585
  %603 = select <8 x i1> %601, <8 x double> %592, <8 x double> %586
  %604 = fsub <8 x double> %602, %603
  %605 = fsub <8 x double> %602, %604
  %606 = fsub <8 x double> %605, %603
  %607 = fmul <8 x double> %604, %604
  %608 = fmul <8 x double> %607, %607
  %609 = fmul <8 x double> %607, splat (double 0x3EFA01A019CB1590)
  %610 = fadd <8 x double> %609, splat (double 0xBF56C16C16C15177)
  %611 = fmul <8 x double> %607, %610
  %612 = fadd <8 x double> %611, splat (double 0x3FA555555555554C)
  %613 = fmul <8 x double> %607, %612
  %614 = fmul <8 x double> %607, splat (double 0x3DA8FAE9BE8838D4)
  %615 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %614
  %616 = fmul <8 x double> %607, %615
  %617 = fadd <8 x double> %616, splat (double 0xBE927E4F809C52AD)
  %618 = fmul <8 x double> %608, %608
  %619 = fmul <8 x double> %618, %617
  %620 = fadd <8 x double> %613, %619
  %621 = fmul <8 x double> %607, splat (double 5.000000e-01)
  %622 = fsub <8 x double> splat (double 1.000000e+00), %621
  %623 = fsub <8 x double> splat (double 1.000000e+00), %622
  %624 = fsub <8 x double> %623, %621
  %625 = fmul <8 x double> %607, %620
  %626 = fmul <8 x double> %604, %606
  %627 = fsub <8 x double> %625, %626
  %628 = fadd <8 x double> %624, %627
  %629 = fadd <8 x double> %622, %628
  %630 = fmul <8 x double> %607, splat (double 0x3EC71DE357B1FE7D)
  %631 = fadd <8 x double> %630, splat (double 0xBF2A01A019C161D5)
  %632 = fmul <8 x double> %607, %631
  %633 = fadd <8 x double> %632, splat (double 0x3F8111111110F8A6)
  %634 = fmul <8 x double> %607, splat (double 0x3DE5D93A5ACFD57C)
  %635 = fadd <8 x double> %634, splat (double 0xBE5AE5E68A2B9CEB)
  %636 = fmul <8 x double> %607, %608
  %637 = fmul <8 x double> %636, %635
  %638 = fadd <8 x double> %637, %633
  %639 = fmul <8 x double> %604, %607
  %640 = fmul <8 x double> %606, splat (double 5.000000e-01)
  %641 = fmul <8 x double> %639, %638
  %642 = fsub <8 x double> %640, %641
  %643 = fmul <8 x double> %607, %642
  %644 = fsub <8 x double> %643, %606
  %645 = fmul <8 x double> %639, splat (double 0x3FC5555555555549)
  %646 = fadd <8 x double> %644, %645
  %647 = fsub <8 x double> %604, %646
  %648 = fneg <8 x double> %629
  %649 = fneg <8 x double> %647
  %650 = and <8 x i64> %582, splat (i64 1)
  %651 = and <8 x i64> %582, splat (i64 2)
  %652 = icmp eq <8 x i64> %650, zeroinitializer
  %653 = icmp eq <8 x i64> %651, zeroinitializer
  %654 = select <8 x i1> %653, <8 x double> %629, <8 x double> %648
  %655 = select <8 x i1> %653, <8 x double> %649, <8 x double> %647
  %656 = select <8 x i1> %652, <8 x double> %654, <8 x double> %655
  %657 = fmul <8 x double> %578, %656
  %658 = fptrunc <8 x double> %657 to <8 x float>
  store <8 x float> %658, ptr %529, align 4
  %index.next167 = add nuw i64 %index164, 8
  %659 = icmp eq i64 %index.next167, %n.vec162
  br i1 %659, label %middle.block168, label %vector.body163, !llvm.loop !28

middle.block168:                                  ; preds = %vector.body163
  br i1 %cmp.n169, label %iter.check, label %noise.body39.us

noise.done48.loopexit58.us:                       ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block, %middle.block
  %t_next53.us70 = fmul float %anneal_ratio, %temperature12.064.us69
  %660 = add nuw i64 %step1765.us68, 1
  %exitcond105.not = icmp eq i64 %660, %steps
  br i1 %exitcond105.not, label %step.header14.step.exit16_crit_edge.split.us71, label %step.body15.us67

step.header14.step.exit16_crit_edge.split.us71:   ; preds = %noise.done48.loopexit58.us
  %661 = add nuw i64 %row66.us, 1
  %exitcond106.not = icmp eq i64 %661, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond106.not, label %flat.done, label %row.body.us

small_tables.then:                                ; preds = %entry
  %rows_per_block.rhs.trunc = trunc nuw i64 %n_features to i16
  %rows_per_block119 = udiv i16 512, %rows_per_block.rhs.trunc
  %rows_per_block.zext = zext nneg i16 %rows_per_block119 to i64
  %662 = icmp ult i64 %row_begin, %row_end
  br i1 %662, label %flat_block.body.lr.ph, label %flat.done

flat_block.body.lr.ph:                            ; preds = %small_tables.then
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not92 = icmp eq i64 %steps, 0
  %663 = trunc i64 %key0 to i32
  %664 = lshr i64 %key0, 32
  %665 = add i64 %key0, 2654435769
  %666 = add nuw nsw i64 %664, 3144134277
  %667 = add i64 %key0, 1013904242
  %668 = add nuw nsw i64 %664, 1993301258
  %669 = add i64 %key0, 3668340011
  %670 = add nuw nsw i64 %664, 842468239
  %671 = add i64 %key0, 2027808484
  %672 = add nuw nsw i64 %664, 3986602516
  %673 = add i64 %key0, 387276957
  %674 = add nuw nsw i64 %664, 2835769497
  %675 = add i64 %key0, 3041712726
  %676 = add nuw nsw i64 %664, 1684936478
  %677 = add i64 %key0, 1401181199
  %678 = add nuw nsw i64 %664, 534103459
  %679 = add nuw nsw i64 %664, 3678237736
  %680 = add i32 %663, -1879881855
  br i1 %.not92, label %flat_block.body, label %flat_block.body.lr.ph.split.us

flat_block.body.lr.ph.split.us:                   ; preds = %flat_block.body.lr.ph
  %cond = icmp eq i32 %draw_noise, 0
  br i1 %cond, label %step.body.us.us.us.us.preheader.preheader, label %flat_block.body.us.preheader

flat_block.body.us.preheader:                     ; preds = %flat_block.body.lr.ph.split.us
  %broadcast.splatinsert346 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat347 = shufflevector <8 x i64> %broadcast.splatinsert346, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert350 = insertelement <8 x i64> poison, i64 %667, i64 0
  %broadcast.splat351 = shufflevector <8 x i64> %broadcast.splatinsert350, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert354 = insertelement <8 x i64> poison, i64 %669, i64 0
  %broadcast.splat355 = shufflevector <8 x i64> %broadcast.splatinsert354, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert356 = insertelement <8 x i64> poison, i64 %670, i64 0
  %broadcast.splat357 = shufflevector <8 x i64> %broadcast.splatinsert356, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert358 = insertelement <8 x i64> poison, i64 %671, i64 0
  %broadcast.splat359 = shufflevector <8 x i64> %broadcast.splatinsert358, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert360 = insertelement <8 x i64> poison, i64 %672, i64 0
  %broadcast.splat361 = shufflevector <8 x i64> %broadcast.splatinsert360, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert362 = insertelement <8 x i64> poison, i64 %673, i64 0
  %broadcast.splat363 = shufflevector <8 x i64> %broadcast.splatinsert362, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert364 = insertelement <8 x i64> poison, i64 %674, i64 0
  %broadcast.splat365 = shufflevector <8 x i64> %broadcast.splatinsert364, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert366 = insertelement <8 x i64> poison, i64 %675, i64 0
  %broadcast.splat367 = shufflevector <8 x i64> %broadcast.splatinsert366, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert368 = insertelement <8 x i64> poison, i64 %676, i64 0
  %broadcast.splat369 = shufflevector <8 x i64> %broadcast.splatinsert368, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert370 = insertelement <8 x i64> poison, i64 %677, i64 0
  %broadcast.splat371 = shufflevector <8 x i64> %broadcast.splatinsert370, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert372 = insertelement <8 x i64> poison, i64 %678, i64 0
  %broadcast.splat373 = shufflevector <8 x i64> %broadcast.splatinsert372, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert374 = insertelement <8 x i64> poison, i64 %679, i64 0
  %broadcast.splat375 = shufflevector <8 x i64> %broadcast.splatinsert374, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert376 = insertelement <8 x i32> poison, i32 %680, i64 0
  %broadcast.splat377 = shufflevector <8 x i32> %broadcast.splatinsert376, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert283 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat284 = shufflevector <8 x float> %broadcast.splatinsert283, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert305 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat306 = shufflevector <4 x float> %broadcast.splatinsert305, <4 x float> poison, <4 x i32> zeroinitializer
  br label %flat_block.body.us

step.body.us.us.us.us.preheader.preheader:        ; preds = %flat_block.body.lr.ph.split.us
  %broadcast.splatinsert403 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat404 = shufflevector <8 x float> %broadcast.splatinsert403, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert425 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat426 = shufflevector <4 x float> %broadcast.splatinsert425, <4 x float> poison, <4 x i32> zeroinitializer
  br label %step.body.us.us.us.us.preheader

step.body.us.us.us.us.preheader:                  ; preds = %step.body.us.us.us.us.preheader.preheader, %step.header.step.exit_crit_edge.split.us.us.us
  %flat_block79.us.us = phi i64 [ %685, %step.header.step.exit_crit_edge.split.us.us.us ], [ %row_begin, %step.body.us.us.us.us.preheader.preheader ]
  %rows_left.us.us = sub nuw i64 %row_end, %flat_block79.us.us
  %681 = tail call i64 @llvm.umin.i64(i64 %rows_left.us.us, i64 %rows_per_block.zext)
  %block_elements.us.us = mul nuw nsw i64 %681, %n_features
  %first_element.us.us = mul i64 %flat_block79.us.us, %n_features
  %682 = getelementptr inbounds float, ptr %state, i64 %first_element.us.us
  %683 = getelementptr inbounds float, ptr %input_0, i64 %first_element.us.us
  %umax393 = tail call i64 @llvm.umax.i64(i64 %block_elements.us.us, i64 1)
  %min.iters.check395 = icmp ult i64 %block_elements.us.us, 4
  %684 = shl nuw nsw i64 %block_elements.us.us, 2
  %scevgep388 = getelementptr i8, ptr %682, i64 %684
  %scevgep389 = getelementptr i8, ptr %683, i64 %684
  %bound0390 = icmp ult ptr %682, %scevgep389
  %bound1391 = icmp ult ptr %683, %scevgep388
  %found.conflict392 = and i1 %bound0390, %bound1391
  %min.iters.check398 = icmp ult i64 %block_elements.us.us, 32
  %n.mod.vf401 = and i64 %umax393, 28
  %n.vec402 = and i64 %umax393, 32736
  %cmp.n417 = icmp eq i64 %block_elements.us.us, %n.vec402
  %min.epilog.iters.check421 = icmp eq i64 %n.mod.vf401, 0
  %n.vec424 = and i64 %umax393, 32764
  %cmp.n433 = icmp eq i64 %block_elements.us.us, %n.vec424
  br label %iter.check397

step.header.step.exit_crit_edge.split.us.us.us:   ; preds = %flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us
  %685 = add i64 %flat_block79.us.us, %rows_per_block.zext
  %686 = icmp ult i64 %685, %row_end
  br i1 %686, label %step.body.us.us.us.us.preheader, label %flat.done

iter.check397:                                    ; preds = %step.body.us.us.us.us.preheader, %flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us
  %step378.us.us.us.us = phi i64 [ %735, %flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us ], [ 0, %step.body.us.us.us.us.preheader ]
  %brmerge = select i1 %min.iters.check395, i1 true, i1 %found.conflict392
  br i1 %brmerge, label %flat_element.body8.us.us.us.us.preheader, label %vector.main.loop.iter.check399

vector.main.loop.iter.check399:                   ; preds = %iter.check397
  br i1 %min.iters.check398, label %vec.epilog.ph422, label %vector.body405

vector.body405:                                   ; preds = %vector.main.loop.iter.check399, %vector.body405
  %index406 = phi i64 [ %index.next415, %vector.body405 ], [ 0, %vector.main.loop.iter.check399 ]
  %687 = getelementptr inbounds float, ptr %682, i64 %index406
  %688 = getelementptr inbounds nuw i8, ptr %687, i64 32
  %689 = getelementptr inbounds nuw i8, ptr %687, i64 64
  %690 = getelementptr inbounds nuw i8, ptr %687, i64 96
  %wide.load407 = load <8 x float>, ptr %687, align 4, !alias.scope !29, !noalias !32
  %wide.load408 = load <8 x float>, ptr %688, align 4, !alias.scope !29, !noalias !32
  %wide.load409 = load <8 x float>, ptr %689, align 4, !alias.scope !29, !noalias !32
  %wide.load410 = load <8 x float>, ptr %690, align 4, !alias.scope !29, !noalias !32
  %691 = getelementptr inbounds float, ptr %683, i64 %index406
  %692 = getelementptr inbounds nuw i8, ptr %691, i64 32
  %693 = getelementptr inbounds nuw i8, ptr %691, i64 64
  %694 = getelementptr inbounds nuw i8, ptr %691, i64 96
  %wide.load411 = load <8 x float>, ptr %691, align 4, !alias.scope !32
  %wide.load412 = load <8 x float>, ptr %692, align 4, !alias.scope !32
  %wide.load413 = load <8 x float>, ptr %693, align 4, !alias.scope !32
  %wide.load414 = load <8 x float>, ptr %694, align 4, !alias.scope !32
  %695 = fsub <8 x float> %wide.load411, %wide.load407
  %696 = fsub <8 x float> %wide.load412, %wide.load408
  %697 = fsub <8 x float> %wide.load413, %wide.load409
  %698 = fsub <8 x float> %wide.load414, %wide.load410
  %699 = fmul <8 x float> %695, splat (float 2.000000e+00)
  %700 = fmul <8 x float> %696, splat (float 2.000000e+00)
  %701 = fmul <8 x float> %697, splat (float 2.000000e+00)
  %702 = fmul <8 x float> %698, splat (float 2.000000e+00)
  %703 = fmul <8 x float> %699, splat (float 5.000000e-01)
  %704 = fmul <8 x float> %700, splat (float 5.000000e-01)
  %705 = fmul <8 x float> %701, splat (float 5.000000e-01)
  %706 = fmul <8 x float> %702, splat (float 5.000000e-01)
  %707 = fmul <8 x float> %broadcast.splat404, %703
  %708 = fmul <8 x float> %broadcast.splat404, %704
  %709 = fmul <8 x float> %broadcast.splat404, %705
  %710 = fmul <8 x float> %broadcast.splat404, %706
  %711 = fadd <8 x float> %wide.load407, %707
  %712 = fadd <8 x float> %wide.load408, %708
  %713 = fadd <8 x float> %wide.load409, %709
  %714 = fadd <8 x float> %wide.load410, %710
  store <8 x float> %711, ptr %687, align 4, !alias.scope !29, !noalias !32
  store <8 x float> %712, ptr %688, align 4, !alias.scope !29, !noalias !32
  store <8 x float> %713, ptr %689, align 4, !alias.scope !29, !noalias !32
  store <8 x float> %714, ptr %690, align 4, !alias.scope !29, !noalias !32
  %index.next415 = add nuw i64 %index406, 32
  %715 = icmp eq i64 %index.next415, %n.vec402
  br i1 %715, label %middle.block416, label %vector.body405, !llvm.loop !34

middle.block416:                                  ; preds = %vector.body405
  br i1 %cmp.n417, label %flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us, label %vec.epilog.iter.check420

vec.epilog.iter.check420:                         ; preds = %middle.block416
  br i1 %min.epilog.iters.check421, label %flat_element.body8.us.us.us.us.preheader, label %vec.epilog.ph422, !prof !8

vec.epilog.ph422:                                 ; preds = %vector.main.loop.iter.check399, %vec.epilog.iter.check420
  %vec.epilog.resume.val418 = phi i64 [ %n.vec402, %vec.epilog.iter.check420 ], [ 0, %vector.main.loop.iter.check399 ]
  br label %vec.epilog.vector.body427

vec.epilog.vector.body427:                        ; preds = %vec.epilog.vector.body427, %vec.epilog.ph422
  %index428 = phi i64 [ %vec.epilog.resume.val418, %vec.epilog.ph422 ], [ %index.next431, %vec.epilog.vector.body427 ]
  %716 = getelementptr inbounds float, ptr %682, i64 %index428
  %wide.load429 = load <4 x float>, ptr %716, align 4, !alias.scope !29, !noalias !32
  %717 = getelementptr inbounds float, ptr %683, i64 %index428
  %wide.load430 = load <4 x float>, ptr %717, align 4, !alias.scope !32
  %718 = fsub <4 x float> %wide.load430, %wide.load429
  %719 = fmul <4 x float> %718, splat (float 2.000000e+00)
  %720 = fmul <4 x float> %719, splat (float 5.000000e-01)
  %721 = fmul <4 x float> %broadcast.splat426, %720
  %722 = fadd <4 x float> %wide.load429, %721
  store <4 x float> %722, ptr %716, align 4, !alias.scope !29, !noalias !32
  %index.next431 = add nuw i64 %index428, 4
  %723 = icmp eq i64 %index.next431, %n.vec424
  br i1 %723, label %vec.epilog.middle.block432, label %vec.epilog.vector.body427, !llvm.loop !35

vec.epilog.middle.block432:                       ; preds = %vec.epilog.vector.body427
  br i1 %cmp.n433, label %flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us, label %flat_element.body8.us.us.us.us.preheader

flat_element.body8.us.us.us.us.preheader:         ; preds = %iter.check397, %vec.epilog.iter.check420, %vec.epilog.middle.block432
  %flat_element1076.us.us.us.us.ph = phi i64 [ 0, %iter.check397 ], [ %n.vec424, %vec.epilog.middle.block432 ], [ %n.vec402, %vec.epilog.iter.check420 ]
  br label %flat_element.body8.us.us.us.us

flat_element.body8.us.us.us.us:                   ; preds = %flat_element.body8.us.us.us.us.preheader, %flat_element.body8.us.us.us.us
  %flat_element1076.us.us.us.us = phi i64 [ %733, %flat_element.body8.us.us.us.us ], [ %flat_element1076.us.us.us.us.ph, %flat_element.body8.us.us.us.us.preheader ]
  %724 = getelementptr inbounds float, ptr %682, i64 %flat_element1076.us.us.us.us
  %725 = load float, ptr %724, align 4
  %726 = getelementptr inbounds float, ptr %683, i64 %flat_element1076.us.us.us.us
  %727 = load float, ptr %726, align 4
  %728 = fsub float %727, %725
  %729 = fmul float %728, 2.000000e+00
  %730 = fmul float %729, 5.000000e-01
  %731 = fmul float %eta, %730
  %732 = fadd float %725, %731
  store float %732, ptr %724, align 4
  %733 = add nuw i64 %flat_element1076.us.us.us.us, 1
  %734 = icmp ult i64 %733, %block_elements.us.us
  br i1 %734, label %flat_element.body8.us.us.us.us, label %flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us, !llvm.loop !36

flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us: ; preds = %flat_element.body8.us.us.us.us, %vec.epilog.middle.block432, %middle.block416
  %735 = add nuw i64 %step378.us.us.us.us, 1
  %exitcond111.not = icmp eq i64 %735, %steps
  br i1 %exitcond111.not, label %step.header.step.exit_crit_edge.split.us.us.us, label %iter.check397

flat_block.body.us:                               ; preds = %flat_block.body.us.preheader, %step.header.step.exit_crit_edge.split.us84
  %flat_block79.us = phi i64 [ %1232, %step.header.step.exit_crit_edge.split.us84 ], [ %row_begin, %flat_block.body.us.preheader ]
  %rows_left.us = sub i64 %row_end, %flat_block79.us
  %736 = tail call i64 @llvm.umin.i64(i64 %rows_left.us, i64 %rows_per_block.zext)
  %block_elements.us = mul nuw nsw i64 %736, %n_features
  %first_element.us = mul i64 %flat_block79.us, %n_features
  %737 = getelementptr float, ptr %state, i64 %first_element.us
  %738 = getelementptr float, ptr %input_0, i64 %first_element.us
  %min.iters.check334 = icmp ult i64 %block_elements.us, 8
  %n.vec337 = and i64 %block_elements.us, 32760
  %broadcast.splatinsert344 = insertelement <8 x i64> poison, i64 %first_element.us, i64 0
  %broadcast.splat345 = shufflevector <8 x i64> %broadcast.splatinsert344, <8 x i64> poison, <8 x i32> zeroinitializer
  %cmp.n384 = icmp eq i64 %block_elements.us, %n.vec337
  %min.iters.check320 = icmp ult i64 %block_elements.us, 8
  %n.vec323 = and i64 %block_elements.us, 32760
  %cmp.n330 = icmp eq i64 %block_elements.us, %n.vec323
  %umax274 = tail call i64 @llvm.umax.i64(i64 %block_elements.us, i64 1)
  %min.iters.check = icmp ult i64 %block_elements.us, 4
  %739 = shl nuw nsw i64 %block_elements.us, 2
  %scevgep269 = getelementptr i8, ptr %737, i64 %739
  %scevgep270 = getelementptr i8, ptr %738, i64 %739
  %bound0271 = icmp ult ptr %737, %scevgep270
  %bound1272 = icmp ult ptr %738, %scevgep269
  %found.conflict273 = and i1 %bound0271, %bound1272
  %min.iters.check278 = icmp ult i64 %block_elements.us, 16
  %n.mod.vf281 = and i64 %umax274, 12
  %n.vec282 = and i64 %umax274, 32752
  %cmp.n297 = icmp eq i64 %block_elements.us, %n.vec282
  %min.epilog.iters.check301 = icmp eq i64 %n.mod.vf281, 0
  %n.vec304 = and i64 %umax274, 32764
  %cmp.n316 = icmp eq i64 %block_elements.us, %n.vec304
  br label %philox.body.lr.ph.us

flat_element.body.us:                             ; preds = %flat_element.body.us.preheader, %flat_element.body.us
  %flat_element75.us = phi i64 [ %753, %flat_element.body.us ], [ %flat_element75.us.ph, %flat_element.body.us.preheader ]
  %740 = getelementptr inbounds float, ptr %737, i64 %flat_element75.us
  %741 = load float, ptr %740, align 4
  %742 = getelementptr inbounds float, ptr %738, i64 %flat_element75.us
  %743 = load float, ptr %742, align 4
  %744 = fsub float %743, %741
  %745 = fmul float %744, 2.000000e+00
  %746 = fmul float %745, 5.000000e-01
  %747 = fmul float %eta, %746
  %748 = fadd float %741, %747
  %749 = getelementptr inbounds float, ptr %flat_noise, i64 %flat_element75.us
  %750 = load float, ptr %749, align 4
  %751 = fmul float %noise_scale4.us, %750
  %752 = fadd float %751, %748
  store float %752, ptr %740, align 4
  %753 = add nuw i64 %flat_element75.us, 1
  %754 = icmp ult i64 %753, %block_elements.us
  br i1 %754, label %flat_element.body.us, label %noise.done.loopexit57.us, !llvm.loop !37

noise.body.us:                                    ; preds = %noise.body.us.preheader450, %noise.body.us
  %noise74.us = phi i64 [ %883, %noise.body.us ], [ %noise74.us.ph, %noise.body.us.preheader450 ]
  %755 = getelementptr inbounds float, ptr %flat_noise, i64 %noise74.us
  %w0.us = load i32, ptr %755, align 4
  %756 = getelementptr inbounds float, ptr %flat_staging, i64 %noise74.us
  %w1.us = load i32, ptr %756, align 4
  %757 = uitofp i32 %w0.us to double
  %758 = fadd double %757, 5.000000e-01
  %759 = fmul double %758, 0x3DF0000000000000
  %760 = uitofp i32 %w1.us to double
  %761 = fadd double %760, 5.000000e-01
  %762 = fmul double %761, 0x3DF0000000000000
  %763 = bitcast double %759 to i64
  %764 = lshr i64 %763, 32
  %765 = add nuw nsw i64 %764, 614242
  %766 = lshr i64 %765, 20
  %767 = add nsw i64 %766, -1023
  %768 = shl nuw i64 %765, 32
  %769 = and i64 %768, 4503595332403200
  %770 = add nuw nsw i64 %769, 4604544269498187776
  %771 = and i64 %763, 4294967295
  %772 = or disjoint i64 %770, %771
  %773 = bitcast i64 %772 to double
  %774 = fadd double %773, -1.000000e+00
  %775 = fmul double %774, 5.000000e-01
  %776 = fmul double %774, %775
  %777 = fadd double %774, 2.000000e+00
  %778 = fdiv double %774, %777
  %779 = fmul double %778, %778
  %780 = fmul double %779, %779
  %781 = fmul double %780, 0x3FC2F112DF3E5244
  %782 = fadd double %781, 0x3FC7466496CB03DE
  %783 = insertelement <2 x double> poison, double %780, i64 0
  %784 = shufflevector <2 x double> %783, <2 x double> poison, <2 x i32> zeroinitializer
  %785 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %782, i64 1
  %786 = fmul <2 x double> %784, %785
  %787 = fadd <2 x double> %786, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %788 = fmul <2 x double> %784, %787
  %789 = fadd <2 x double> %788, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %790 = insertelement <2 x double> %783, double %779, i64 1
  %791 = fmul <2 x double> %790, %789
  %shift442 = shufflevector <2 x double> %791, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop443 = fadd <2 x double> %791, %shift442
  %792 = extractelement <2 x double> %foldExtExtBinop443, i64 0
  %793 = sitofp i64 %767 to double
  %794 = fadd double %776, %792
  %795 = fmul double %778, %794
  %796 = fmul double %793, 0x3DEA39EF35793C76
  %797 = fadd double %796, %795
  %798 = fsub double %797, %776
  %799 = fadd double %774, %798
  %800 = fmul double %793, 0x3FE62E42FEE00000
  %801 = fadd double %800, %799
  %802 = fmul double %801, -2.000000e+00
  %803 = tail call double @llvm.sqrt.f64(double %802)
  %804 = fmul double %762, 0x401921FB54442D18
  %805 = fmul double %804, 0x3FE45F306DC9C883
  %806 = fadd double %805, 0x4338000000000000
  %807 = bitcast double %806 to i64
  %808 = fadd double %806, 0xC338000000000000
  %809 = fmul double %808, 0x3FF921FB54400000
  %810 = fsub double %804, %809
  %811 = fmul double %808, 0x3DD0B4611A626331
  %812 = fmul double %808, 0x3DD0B4611A600000
  %813 = fsub double %810, %812
  %814 = fmul double %808, 0x3BA3198A2E037073
  %815 = fsub double %810, %813
  %816 = fsub double %815, %812
  %817 = fsub double %814, %816
  %818 = fsub double %810, %811
  %819 = insertelement <2 x double> poison, double %818, i64 0
  %820 = insertelement <2 x double> %819, double %804, i64 1
  %821 = bitcast <2 x double> %820 to <2 x i64>
  %822 = lshr <2 x i64> %821, splat (i64 52)
  %823 = and <2 x i64> %822, splat (i64 2047)
  %824 = extractelement <2 x i64> %823, i64 0
  %825 = add nuw nsw i64 %824, 16
  %826 = extractelement <2 x i64> %823, i64 1
  %827 = icmp samesign ult i64 %825, %826
  %828 = select i1 %827, double %813, double %810
  %829 = select i1 %827, double %817, double %811
  %830 = fsub double %828, %829
  %831 = fsub double %828, %830
  %832 = fsub double %831, %829
  %833 = fmul double %830, %830
  %834 = fmul double %833, %833
  %835 = fmul double %833, 0x3EFA01A019CB1590
  %836 = fadd double %835, 0xBF56C16C16C15177
  %837 = fmul double %833, %836
  %838 = fadd double %837, 0x3FA555555555554C
  %839 = fmul double %833, %838
  %840 = fmul double %833, 0x3DA8FAE9BE8838D4
  %841 = fsub double 0x3E21EE9EBDB4B1C4, %840
  %842 = fmul double %833, %841
  %843 = fadd double %842, 0xBE927E4F809C52AD
  %844 = fmul double %834, %834
  %845 = fmul double %844, %843
  %846 = fadd double %839, %845
  %847 = fmul double %833, 5.000000e-01
  %848 = fsub double 1.000000e+00, %847
  %849 = fsub double 1.000000e+00, %848
  %850 = fsub double %849, %847
  %851 = fmul double %833, %846
  %852 = fmul double %830, %832
  %853 = fsub double %851, %852
  %854 = fadd double %850, %853
  %855 = fadd double %848, %854
  %856 = fmul double %833, 0x3EC71DE357B1FE7D
  %857 = fadd double %856, 0xBF2A01A019C161D5
  %858 = fmul double %833, %857
  %859 = fadd double %858, 0x3F8111111110F8A6
  %860 = fmul double %833, 0x3DE5D93A5ACFD57C
  %861 = fadd double %860, 0xBE5AE5E68A2B9CEB
  %862 = fmul double %833, %834
  %863 = fmul double %862, %861
  %864 = fadd double %863, %859
  %865 = fmul double %830, %833
  %866 = fmul double %832, 5.000000e-01
  %867 = fmul double %865, %864
  %868 = fsub double %866, %867
  %869 = fmul double %833, %868
  %870 = fsub double %869, %832
  %871 = fmul double %865, 0x3FC5555555555549
  %872 = fadd double %870, %871
  %873 = fsub double %830, %872
  %874 = fneg double %855
  %875 = fneg double %873
  %876 = and i64 %807, 1
  %877 = and i64 %807, 2
  %.not55.us = icmp eq i64 %876, 0
  %.not56.us = icmp eq i64 %877, 0
  %878 = select i1 %.not56.us, double %855, double %874
  %879 = select i1 %.not56.us, double %875, double %873
  %880 = select i1 %.not55.us, double %878, double %879
  %881 = fmul double %803, %880
  %882 = fptrunc double %881 to float
  store float %882, ptr %755, align 4
  %883 = add nuw i64 %noise74.us, 1
  %884 = icmp ult i64 %883, %block_elements.us
  br i1 %884, label %noise.body.us, label %iter.check277, !llvm.loop !38

iter.check277:                                    ; preds = %noise.body.us, %middle.block329
  %brmerge459 = select i1 %min.iters.check, i1 true, i1 %found.conflict273
  br i1 %brmerge459, label %flat_element.body.us.preheader, label %vector.main.loop.iter.check279

vector.main.loop.iter.check279:                   ; preds = %iter.check277
  br i1 %min.iters.check278, label %vec.epilog.ph302, label %vector.ph280

vector.ph280:                                     ; preds = %vector.main.loop.iter.check279
  %broadcast.splatinsert285 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat286 = shufflevector <8 x float> %broadcast.splatinsert285, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body287

vector.body287:                                   ; preds = %vector.body287, %vector.ph280
  %index288 = phi i64 [ 0, %vector.ph280 ], [ %index.next295, %vector.body287 ]
  %885 = getelementptr inbounds float, ptr %737, i64 %index288
  %886 = getelementptr inbounds nuw i8, ptr %885, i64 32
  %wide.load289 = load <8 x float>, ptr %885, align 4, !alias.scope !39, !noalias !42
  %wide.load290 = load <8 x float>, ptr %886, align 4, !alias.scope !39, !noalias !42
  %887 = getelementptr inbounds float, ptr %738, i64 %index288
  %888 = getelementptr inbounds nuw i8, ptr %887, i64 32
  %wide.load291 = load <8 x float>, ptr %887, align 4, !alias.scope !42
  %wide.load292 = load <8 x float>, ptr %888, align 4, !alias.scope !42
  %889 = fsub <8 x float> %wide.load291, %wide.load289
  %890 = fsub <8 x float> %wide.load292, %wide.load290
  %891 = fmul <8 x float> %889, splat (float 2.000000e+00)
  %892 = fmul <8 x float> %890, splat (float 2.000000e+00)
  %893 = fmul <8 x float> %891, splat (float 5.000000e-01)
  %894 = fmul <8 x float> %892, splat (float 5.000000e-01)
  %895 = fmul <8 x float> %broadcast.splat284, %893
  %896 = fmul <8 x float> %broadcast.splat284, %894
  %897 = fadd <8 x float> %wide.load289, %895
  %898 = fadd <8 x float> %wide.load290, %896
  %899 = getelementptr inbounds float, ptr %flat_noise, i64 %index288
  %900 = getelementptr inbounds nuw i8, ptr %899, i64 32
  %wide.load293 = load <8 x float>, ptr %899, align 4
  %wide.load294 = load <8 x float>, ptr %900, align 4
  %901 = fmul <8 x float> %broadcast.splat286, %wide.load293
  %902 = fmul <8 x float> %broadcast.splat286, %wide.load294
  %903 = fadd <8 x float> %901, %897
  %904 = fadd <8 x float> %902, %898
  store <8 x float> %903, ptr %885, align 4, !alias.scope !39, !noalias !42
  store <8 x float> %904, ptr %886, align 4, !alias.scope !39, !noalias !42
  %index.next295 = add nuw i64 %index288, 16
  %905 = icmp eq i64 %index.next295, %n.vec282
  br i1 %905, label %middle.block296, label %vector.body287, !llvm.loop !44

middle.block296:                                  ; preds = %vector.body287
  br i1 %cmp.n297, label %noise.done.loopexit57.us, label %vec.epilog.iter.check300

vec.epilog.iter.check300:                         ; preds = %middle.block296
  br i1 %min.epilog.iters.check301, label %flat_element.body.us.preheader, label %vec.epilog.ph302, !prof !25

vec.epilog.ph302:                                 ; preds = %vector.main.loop.iter.check279, %vec.epilog.iter.check300
  %vec.epilog.resume.val298 = phi i64 [ %n.vec282, %vec.epilog.iter.check300 ], [ 0, %vector.main.loop.iter.check279 ]
  %broadcast.splatinsert307 = insertelement <4 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat308 = shufflevector <4 x float> %broadcast.splatinsert307, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body309

vec.epilog.vector.body309:                        ; preds = %vec.epilog.vector.body309, %vec.epilog.ph302
  %index310 = phi i64 [ %vec.epilog.resume.val298, %vec.epilog.ph302 ], [ %index.next314, %vec.epilog.vector.body309 ]
  %906 = getelementptr inbounds float, ptr %737, i64 %index310
  %wide.load311 = load <4 x float>, ptr %906, align 4, !alias.scope !39, !noalias !42
  %907 = getelementptr inbounds float, ptr %738, i64 %index310
  %wide.load312 = load <4 x float>, ptr %907, align 4, !alias.scope !42
  %908 = fsub <4 x float> %wide.load312, %wide.load311
  %909 = fmul <4 x float> %908, splat (float 2.000000e+00)
  %910 = fmul <4 x float> %909, splat (float 5.000000e-01)
  %911 = fmul <4 x float> %broadcast.splat306, %910
  %912 = fadd <4 x float> %wide.load311, %911
  %913 = getelementptr inbounds float, ptr %flat_noise, i64 %index310
  %wide.load313 = load <4 x float>, ptr %913, align 4
  %914 = fmul <4 x float> %broadcast.splat308, %wide.load313
  %915 = fadd <4 x float> %914, %912
  store <4 x float> %915, ptr %906, align 4, !alias.scope !39, !noalias !42
  %index.next314 = add nuw i64 %index310, 4
  %916 = icmp eq i64 %index.next314, %n.vec304
  br i1 %916, label %vec.epilog.middle.block315, label %vec.epilog.vector.body309, !llvm.loop !45

vec.epilog.middle.block315:                       ; preds = %vec.epilog.vector.body309
  br i1 %cmp.n316, label %noise.done.loopexit57.us, label %flat_element.body.us.preheader

flat_element.body.us.preheader:                   ; preds = %iter.check277, %vec.epilog.iter.check300, %vec.epilog.middle.block315
  %flat_element75.us.ph = phi i64 [ 0, %iter.check277 ], [ %n.vec304, %vec.epilog.middle.block315 ], [ %n.vec282, %vec.epilog.iter.check300 ]
  br label %flat_element.body.us

philox.body.us:                                   ; preds = %philox.body.us.preheader, %philox.body.us
  %philox73.us = phi i64 [ %999, %philox.body.us ], [ %philox73.us.ph, %philox.body.us.preheader ]
  %element.us = add i64 %philox73.us, %first_element.us
  %917 = and i64 %element.us, 4294967295
  %918 = mul nuw i64 %917, 3528531795
  %919 = xor i64 %element.us, %key0
  %920 = xor i64 %919, %918
  %921 = lshr i64 %920, 32
  %922 = mul nuw i64 %921, 3449720151
  %923 = lshr i64 %922, 32
  %.reass127.reass = xor i64 %923, %invariant.op457
  %924 = xor i64 %1145, %918
  %925 = and i64 %.reass127.reass, 4294967295
  %926 = mul nuw i64 %925, 3528531795
  %927 = and i64 %924, 4294967295
  %928 = mul nuw i64 %927, 3449720151
  %929 = lshr i64 %926, 32
  %930 = lshr i64 %928, 32
  %931 = xor i64 %930, %667
  %932 = xor i64 %931, %922
  %.reass129.reass = xor i64 %929, %invariant.op458
  %933 = and i64 %932, 4294967295
  %934 = mul nuw i64 %933, 3528531795
  %935 = and i64 %.reass129.reass, 4294967295
  %936 = mul nuw i64 %935, 3449720151
  %937 = lshr i64 %934, 32
  %938 = lshr i64 %936, 32
  %939 = xor i64 %669, %938
  %940 = xor i64 %939, %928
  %941 = xor i64 %937, %670
  %942 = xor i64 %941, %926
  %943 = and i64 %940, 4294967295
  %944 = mul nuw i64 %943, 3528531795
  %945 = and i64 %942, 4294967295
  %946 = mul nuw i64 %945, 3449720151
  %947 = lshr i64 %944, 32
  %948 = lshr i64 %946, 32
  %949 = xor i64 %948, %671
  %950 = xor i64 %949, %936
  %951 = xor i64 %672, %947
  %952 = xor i64 %951, %934
  %953 = and i64 %950, 4294967295
  %954 = mul nuw i64 %953, 3528531795
  %955 = and i64 %952, 4294967295
  %956 = mul nuw i64 %955, 3449720151
  %957 = lshr i64 %954, 32
  %958 = lshr i64 %956, 32
  %959 = xor i64 %673, %958
  %960 = xor i64 %959, %946
  %961 = xor i64 %957, %674
  %962 = xor i64 %961, %944
  %963 = and i64 %960, 4294967295
  %964 = mul nuw i64 %963, 3528531795
  %965 = and i64 %962, 4294967295
  %966 = mul nuw i64 %965, 3449720151
  %967 = lshr i64 %964, 32
  %968 = lshr i64 %966, 32
  %969 = xor i64 %968, %675
  %970 = xor i64 %969, %956
  %971 = xor i64 %676, %967
  %972 = xor i64 %971, %954
  %973 = and i64 %970, 4294967295
  %974 = mul nuw i64 %973, 3528531795
  %975 = and i64 %972, 4294967295
  %976 = mul nuw i64 %975, 3449720151
  %977 = lshr i64 %974, 32
  %978 = lshr i64 %976, 32
  %979 = xor i64 %677, %978
  %980 = xor i64 %979, %966
  %981 = xor i64 %977, %678
  %982 = xor i64 %981, %964
  %983 = and i64 %980, 4294967295
  %984 = mul nuw i64 %983, 3528531795
  %985 = lshr i64 %984, 32
  %986 = trunc i64 %982 to i32
  %987 = mul i32 %986, -845247145
  %988 = xor i64 %679, %985
  %989 = xor i64 %988, %974
  %990 = and i64 %989, 4294967295
  %991 = mul nuw i64 %990, 3449720151
  %992 = lshr i64 %991, 32
  %993 = trunc nuw i64 %992 to i32
  %994 = trunc i64 %991 to i32
  %995 = xor i32 %987, %993
  %996 = xor i32 %995, %680
  %997 = getelementptr inbounds float, ptr %flat_noise, i64 %philox73.us
  store i32 %996, ptr %997, align 4
  %998 = getelementptr inbounds float, ptr %flat_staging, i64 %philox73.us
  store i32 %994, ptr %998, align 4
  %999 = add nuw i64 %philox73.us, 1
  %1000 = icmp ult i64 %999, %block_elements.us
  br i1 %1000, label %philox.body.us, label %noise.body.us.preheader, !llvm.loop !46

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block383
  br i1 %min.iters.check320, label %noise.body.us.preheader450, label %vector.body324

vector.body324:                                   ; preds = %noise.body.us.preheader, %vector.body324
  %index325 = phi i64 [ %index.next328, %vector.body324 ], [ 0, %noise.body.us.preheader ]
  %1001 = getelementptr inbounds float, ptr %flat_noise, i64 %index325
  %wide.load326 = load <8 x i32>, ptr %1001, align 4
  %1002 = getelementptr inbounds float, ptr %flat_staging, i64 %index325
  %wide.load327 = load <8 x i32>, ptr %1002, align 4
  %1003 = uitofp <8 x i32> %wide.load326 to <8 x double>
  %1004 = fadd <8 x double> %1003, splat (double 5.000000e-01)
  %1005 = fmul <8 x double> %1004, splat (double 0x3DF0000000000000)
  %1006 = uitofp <8 x i32> %wide.load327 to <8 x double>
  %1007 = fadd <8 x double> %1006, splat (double 5.000000e-01)
  %1008 = fmul <8 x double> %1007, splat (double 0x3DF0000000000000)
  %1009 = bitcast <8 x double> %1005 to <8 x i64>
  %1010 = lshr <8 x i64> %1009, splat (i64 32)
  %1011 = add nuw nsw <8 x i64> %1010, splat (i64 614242)
  %1012 = lshr <8 x i64> %1011, splat (i64 20)
  %1013 = add nsw <8 x i64> %1012, splat (i64 -1023)
  %1014 = shl nuw <8 x i64> %1011, splat (i64 32)
  %1015 = and <8 x i64> %1014, splat (i64 4503595332403200)
  %1016 = add nuw nsw <8 x i64> %1015, splat (i64 4604544269498187776)
  %1017 = and <8 x i64> %1009, splat (i64 4294967295)
  %1018 = or disjoint <8 x i64> %1016, %1017
  %1019 = bitcast <8 x i64> %1018 to <8 x double>
  %1020 = fadd <8 x double> %1019, splat (double -1.000000e+00)
  %1021 = fmul <8 x double> %1020, splat (double 5.000000e-01)
  %1022 = fmul <8 x double> %1020, %1021
  %1023 = fadd <8 x double> %1020, splat (double 2.000000e+00)
  %1024 = fdiv <8 x double> %1020, %1023
  %1025 = fmul <8 x double> %1024, %1024
  %1026 = fmul <8 x double> %1025, %1025
  %1027 = fmul <8 x double> %1026, splat (double 0x3FC39A09D078C69F)
  %1028 = fadd <8 x double> %1027, splat (double 0x3FCC71C51D8E78AF)
  %1029 = fmul <8 x double> %1026, %1028
  %1030 = fadd <8 x double> %1029, splat (double 0x3FD999999997FA04)
  %1031 = fmul <8 x double> %1026, %1030
  %1032 = fmul <8 x double> %1026, splat (double 0x3FC2F112DF3E5244)
  %1033 = fadd <8 x double> %1032, splat (double 0x3FC7466496CB03DE)
  %1034 = fmul <8 x double> %1026, %1033
  %1035 = fadd <8 x double> %1034, splat (double 0x3FD2492494229359)
  %1036 = fmul <8 x double> %1026, %1035
  %1037 = fadd <8 x double> %1036, splat (double 0x3FE5555555555593)
  %1038 = fmul <8 x double> %1025, %1037
  %1039 = fadd <8 x double> %1031, %1038
  %1040 = sitofp <8 x i64> %1013 to <8 x double>
  %1041 = fadd <8 x double> %1022, %1039
  %1042 = fmul <8 x double> %1024, %1041
  %1043 = fmul <8 x double> %1040, splat (double 0x3DEA39EF35793C76)
  %1044 = fadd <8 x double> %1043, %1042
  %1045 = fsub <8 x double> %1044, %1022
  %1046 = fadd <8 x double> %1020, %1045
  %1047 = fmul <8 x double> %1040, splat (double 0x3FE62E42FEE00000)
  %1048 = fadd <8 x double> %1047, %1046
  %1049 = fmul <8 x double> %1048, splat (double -2.000000e+00)
  %1050 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %1049)
  %1051 = fmul <8 x double> %1008, splat (double 0x401921FB54442D18)
  %1052 = fmul <8 x double> %1051, splat (double 0x3FE45F306DC9C883)
  %1053 = fadd <8 x double> %1052, splat (double 0x4338000000000000)
  %1054 = bitcast <8 x double> %1053 to <8 x i64>
  %1055 = fadd <8 x double> %1053, splat (double 0xC338000000000000)
  %1056 = fmul <8 x double> %1055, splat (double 0x3FF921FB54400000)
  %1057 = fsub <8 x double> %1051, %1056
  %1058 = fmul <8 x double> %1055, splat (double 0x3DD0B4611A626331)
  %1059 = fmul <8 x double> %1055, splat (double 0x3DD0B4611A600000)
  %1060 = fsub <8 x double> %1057, %1059
  %1061 = fmul <8 x double> %1055, splat (double 0x3BA3198A2E037073)
  %1062 = fsub <8 x double> %1057, %1060
  %1063 = fsub <8 x double> %1062, %1059
  %1064 = fsub <8 x double> %1061, %1063
  %1065 = fsub <8 x double> %1057, %1058
  %1066 = bitcast <8 x double> %1051 to <8 x i64>
  %1067 = lshr <8 x i64> %1066, splat (i64 52)
  %1068 = and <8 x i64> %1067, splat (i64 2047)
  %1069 = bitcast <8 x double> %1065 to <8 x i64>
  %1070 = lshr <8 x i64> %1069, splat (i64 52)
  %1071 = and <8 x i64> %1070, splat (i64 2047)
  %1072 = add nuw nsw <8 x i64> %1071, splat (i64 16)
  %1073 = icmp samesign ult <8 x i64> %1072, %1068
  %1074 = select <8 x i1> %1073, <8 x double> %1060, <8 x double> %1057
  %1075 = select <8 x i1> %1073, <8 x double> %1064, <8 x double> %1058
  %1076 = fsub <8 x double> %1074, %1075
  %1077 = fsub <8 x double> %1074, %1076
  %1078 = fsub <8 x double> %1077, %1075
  %1079 = fmul <8 x double> %1076, %1076
  %1080 = fmul <8 x double> %1079, %1079
  %1081 = fmul <8 x double> %1079, splat (double 0x3EFA01A019CB1590)
  %1082 = fadd <8 x double> %1081, splat (double 0xBF56C16C16C15177)
  %1083 = fmul <8 x double> %1079, %1082
  %1084 = fadd <8 x double> %1083, splat (double 0x3FA555555555554C)
  %1085 = fmul <8 x double> %1079, %1084
  %1086 = fmul <8 x double> %1079, splat (double 0x3DA8FAE9BE8838D4)
  %1087 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %1086
  %1088 = fmul <8 x double> %1079, %1087
  %1089 = fadd <8 x double> %1088, splat (double 0xBE927E4F809C52AD)
  %1090 = fmul <8 x double> %1080, %1080
  %1091 = fmul <8 x double> %1090, %1089
  %1092 = fadd <8 x double> %1085, %1091
  %1093 = fmul <8 x double> %1079, splat (double 5.000000e-01)
  %1094 = fsub <8 x double> splat (double 1.000000e+00), %1093
  %1095 = fsub <8 x double> splat (double 1.000000e+00), %1094
  %1096 = fsub <8 x double> %1095, %1093
  %1097 = fmul <8 x double> %1079, %1092
  %1098 = fmul <8 x double> %1076, %1078
  %1099 = fsub <8 x double> %1097, %1098
  %1100 = fadd <8 x double> %1096, %1099
  %1101 = fadd <8 x double> %1094, %1100
  %1102 = fmul <8 x double> %1079, splat (double 0x3EC71DE357B1FE7D)
  %1103 = fadd <8 x double> %1102, splat (double 0xBF2A01A019C161D5)
  %1104 = fmul <8 x double> %1079, %1103
  %1105 = fadd <8 x double> %1104, splat (double 0x3F8111111110F8A6)
  %1106 = fmul <8 x double> %1079, splat (double 0x3DE5D93A5ACFD57C)
  %1107 = fadd <8 x double> %1106, splat (double 0xBE5AE5E68A2B9CEB)
  %1108 = fmul <8 x double> %1079, %1080
  %1109 = fmul <8 x double> %1108, %1107
  %1110 = fadd <8 x double> %1109, %1105
  %1111 = fmul <8 x double> %1076, %1079
  %1112 = fmul <8 x double> %1078, splat (double 5.000000e-01)
  %1113 = fmul <8 x double> %1111, %1110
  %1114 = fsub <8 x double> %1112, %1113
  %1115 = fmul <8 x double> %1079, %1114
  %1116 = fsub <8 x double> %1115, %1078
  %1117 = fmul <8 x double> %1111, splat (double 0x3FC5555555555549)
  %1118 = fadd <8 x double> %1116, %1117
  %1119 = fsub <8 x double> %1076, %1118
  %1120 = fneg <8 x double> %1101
  %1121 = fneg <8 x double> %1119
  %1122 = and <8 x i64> %1054, splat (i64 1)
  %1123 = and <8 x i64> %1054, splat (i64 2)
  %1124 = icmp eq <8 x i64> %1122, zeroinitializer
  %1125 = icmp eq <8 x i64> %1123, zeroinitializer
  %1126 = select <8 x i1> %1125, <8 x double> %1101, <8 x double> %1120
  %1127 = select <8 x i1> %1125, <8 x double> %1121, <8 x double> %1119
  %1128 = select <8 x i1> %1124, <8 x double> %1126, <8 x double> %1127
  %1129 = fmul <8 x double> %1050, %1128
  %1130 = fptrunc <8 x double> %1129 to <8 x float>
  store <8 x float> %1130, ptr %1001, align 4
  %index.next328 = add nuw i64 %index325, 8
  %1131 = icmp eq i64 %index.next328, %n.vec323
  br i1 %1131, label %middle.block329, label %vector.body324, !llvm.loop !47

middle.block329:                                  ; preds = %vector.body324
  br i1 %cmp.n330, label %iter.check277, label %noise.body.us.preheader450

noise.body.us.preheader450:                       ; preds = %noise.body.us.preheader, %middle.block329
  %noise74.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec323, %middle.block329 ]
  br label %noise.body.us

noise.done.loopexit57.us:                         ; preds = %flat_element.body.us, %vec.epilog.middle.block315, %middle.block296
  %t_next.us83 = fmul float %anneal_ratio, %temperature1.077.us82
  %1132 = add nuw i64 %step378.us81, 1
  %exitcond110.not = icmp eq i64 %1132, %steps
  br i1 %exitcond110.not, label %step.header.step.exit_crit_edge.split.us84, label %philox.body.lr.ph.us

philox.body.lr.ph.us:                             ; preds = %noise.done.loopexit57.us, %flat_block.body.us
  %step378.us81 = phi i64 [ 0, %flat_block.body.us ], [ %1132, %noise.done.loopexit57.us ]
  %temperature1.077.us82 = phi float [ %temperature, %flat_block.body.us ], [ %t_next.us83, %noise.done.loopexit57.us ]
  %1133 = fmul float %two_eta, %temperature1.077.us82
  %1134 = fcmp ogt float %1133, 0.000000e+00
  %1135 = tail call float @llvm.sqrt.f32(float %1133)
  %1136 = select i1 %1134, float %1135, float 0.000000e+00
  %noise_scale4.us = select i1 %anneal2.not, float %noise_scale, float %1136
  %key1_step.us = add i64 %step378.us81, %key1
  %1137 = lshr i64 %key1_step.us, 32
  %1138 = mul nuw i64 %1137, 3449720151
  %1139 = lshr i64 %1138, 32
  %1140 = xor i64 %key0, %1139
  %1141 = xor i64 %1140, %key1_step.us
  %1142 = and i64 %1141, 4294967295
  %1143 = mul nuw i64 %1142, 3528531795
  %1144 = lshr i64 %1143, 32
  %1145 = xor i64 %1144, %666
  br i1 %min.iters.check334, label %philox.body.us.preheader, label %vector.ph335

vector.ph335:                                     ; preds = %philox.body.lr.ph.us
  %broadcast.splatinsert342 = insertelement <8 x i64> poison, i64 %1145, i64 0
  %broadcast.splat343 = shufflevector <8 x i64> %broadcast.splatinsert342, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar445 = xor i64 %1138, %665
  %.scalar446 = and i64 %.scalar445, 4294967295
  %1146 = insertelement <8 x i64> poison, i64 %.scalar446, i64 0
  %.masked436 = shufflevector <8 x i64> %1146, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar447 = xor i64 %1143, %668
  %.scalar448 = and i64 %.scalar447, 4294967295
  %1147 = insertelement <8 x i64> poison, i64 %.scalar448, i64 0
  %.masked437 = shufflevector <8 x i64> %1147, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body378

vector.body378:                                   ; preds = %vector.body378, %vector.ph335
  %index379 = phi i64 [ 0, %vector.ph335 ], [ %index.next381, %vector.body378 ]
  %vec.ind380 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph335 ], [ %vec.ind.next382, %vector.body378 ]
  %1148 = add <8 x i64> %vec.ind380, %broadcast.splat345
  %1149 = and <8 x i64> %1148, splat (i64 4294967295)
  %1150 = mul nuw <8 x i64> %1149, splat (i64 3528531795)
  %1151 = xor <8 x i64> %1148, %broadcast.splat347
  %1152 = xor <8 x i64> %1151, %1150
  %1153 = lshr <8 x i64> %1152, splat (i64 32)
  %1154 = mul nuw <8 x i64> %1153, splat (i64 3449720151)
  %1155 = lshr <8 x i64> %1154, splat (i64 32)
  %1156 = xor <8 x i64> %broadcast.splat343, %1150
  %1157 = xor <8 x i64> %.masked436, %1155
  %1158 = mul nuw <8 x i64> %1157, splat (i64 3528531795)
  %1159 = and <8 x i64> %1156, splat (i64 4294967295)
  %1160 = mul nuw <8 x i64> %1159, splat (i64 3449720151)
  %1161 = lshr <8 x i64> %1158, splat (i64 32)
  %1162 = lshr <8 x i64> %1160, splat (i64 32)
  %1163 = xor <8 x i64> %1162, %broadcast.splat351
  %1164 = xor <8 x i64> %1163, %1154
  %1165 = and <8 x i64> %1164, splat (i64 4294967295)
  %1166 = mul nuw <8 x i64> %1165, splat (i64 3528531795)
  %1167 = xor <8 x i64> %.masked437, %1161
  %1168 = mul nuw <8 x i64> %1167, splat (i64 3449720151)
  %1169 = lshr <8 x i64> %1166, splat (i64 32)
  %1170 = lshr <8 x i64> %1168, splat (i64 32)
  %1171 = xor <8 x i64> %broadcast.splat355, %1170
  %1172 = xor <8 x i64> %1171, %1160
  %1173 = xor <8 x i64> %1169, %broadcast.splat357
  %1174 = xor <8 x i64> %1173, %1158
  %1175 = and <8 x i64> %1172, splat (i64 4294967295)
  %1176 = mul nuw <8 x i64> %1175, splat (i64 3528531795)
  %1177 = and <8 x i64> %1174, splat (i64 4294967295)
  %1178 = mul nuw <8 x i64> %1177, splat (i64 3449720151)
  %1179 = lshr <8 x i64> %1176, splat (i64 32)
  %1180 = lshr <8 x i64> %1178, splat (i64 32)
  %1181 = xor <8 x i64> %1180, %broadcast.splat359
  %1182 = xor <8 x i64> %1181, %1168
  %1183 = xor <8 x i64> %broadcast.splat361, %1179
  %1184 = xor <8 x i64> %1183, %1166
  %1185 = and <8 x i64> %1182, splat (i64 4294967295)
  %1186 = mul nuw <8 x i64> %1185, splat (i64 3528531795)
  %1187 = and <8 x i64> %1184, splat (i64 4294967295)
  %1188 = mul nuw <8 x i64> %1187, splat (i64 3449720151)
  %1189 = lshr <8 x i64> %1186, splat (i64 32)
  %1190 = lshr <8 x i64> %1188, splat (i64 32)
  %1191 = xor <8 x i64> %broadcast.splat363, %1190
  %1192 = xor <8 x i64> %1191, %1178
  %1193 = xor <8 x i64> %1189, %broadcast.splat365
  %1194 = xor <8 x i64> %1193, %1176
  %1195 = and <8 x i64> %1192, splat (i64 4294967295)
  %1196 = mul nuw <8 x i64> %1195, splat (i64 3528531795)
  %1197 = and <8 x i64> %1194, splat (i64 4294967295)
  %1198 = mul nuw <8 x i64> %1197, splat (i64 3449720151)
  %1199 = lshr <8 x i64> %1196, splat (i64 32)
  %1200 = lshr <8 x i64> %1198, splat (i64 32)
  %1201 = xor <8 x i64> %1200, %broadcast.splat367
  %1202 = xor <8 x i64> %1201, %1188
  %1203 = xor <8 x i64> %broadcast.splat369, %1199
  %1204 = xor <8 x i64> %1203, %1186
  %1205 = and <8 x i64> %1202, splat (i64 4294967295)
  %1206 = mul nuw <8 x i64> %1205, splat (i64 3528531795)
  %1207 = and <8 x i64> %1204, splat (i64 4294967295)
  %1208 = mul nuw <8 x i64> %1207, splat (i64 3449720151)
  %1209 = lshr <8 x i64> %1206, splat (i64 32)
  %1210 = lshr <8 x i64> %1208, splat (i64 32)
  %1211 = xor <8 x i64> %broadcast.splat371, %1210
  %1212 = xor <8 x i64> %1211, %1198
  %1213 = xor <8 x i64> %1209, %broadcast.splat373
  %1214 = xor <8 x i64> %1213, %1196
  %1215 = and <8 x i64> %1212, splat (i64 4294967295)
  %1216 = mul nuw <8 x i64> %1215, splat (i64 3528531795)
  %1217 = lshr <8 x i64> %1216, splat (i64 32)
  %1218 = trunc <8 x i64> %1214 to <8 x i32>
  %1219 = mul <8 x i32> %1218, splat (i32 -845247145)
  %1220 = xor <8 x i64> %broadcast.splat375, %1217
  %1221 = xor <8 x i64> %1220, %1206
  %1222 = and <8 x i64> %1221, splat (i64 4294967295)
  %1223 = mul nuw <8 x i64> %1222, splat (i64 3449720151)
  %1224 = lshr <8 x i64> %1223, splat (i64 32)
  %1225 = trunc nuw <8 x i64> %1224 to <8 x i32>
  %1226 = trunc <8 x i64> %1223 to <8 x i32>
  %1227 = xor <8 x i32> %1219, %broadcast.splat377
  %1228 = xor <8 x i32> %1227, %1225
  %1229 = getelementptr inbounds float, ptr %flat_noise, i64 %index379
  store <8 x i32> %1228, ptr %1229, align 4
  %1230 = getelementptr inbounds float, ptr %flat_staging, i64 %index379
  store <8 x i32> %1226, ptr %1230, align 4
  %index.next381 = add nuw i64 %index379, 8
  %vec.ind.next382 = add nuw <8 x i64> %vec.ind380, splat (i64 8)
  %1231 = icmp eq i64 %index.next381, %n.vec337
  br i1 %1231, label %middle.block383, label %vector.body378, !llvm.loop !48

middle.block383:                                  ; preds = %vector.body378
  br i1 %cmp.n384, label %noise.body.us.preheader, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %philox.body.lr.ph.us, %middle.block383
  %philox73.us.ph = phi i64 [ 0, %philox.body.lr.ph.us ], [ %n.vec337, %middle.block383 ]
  %invariant.op457 = xor i64 %665, %1138
  %invariant.op458 = xor i64 %668, %1143
  br label %philox.body.us

step.header.step.exit_crit_edge.split.us84:       ; preds = %noise.done.loopexit57.us
  %1232 = add i64 %flat_block79.us, %rows_per_block.zext
  %1233 = icmp ult i64 %1232, %row_end
  br i1 %1233, label %flat_block.body.us, label %flat.done

flat.done:                                        ; preds = %step.header14.step.exit16_crit_edge.split.us71, %step.header14.step.exit16_crit_edge.split.us.us.us, %step.header.step.exit_crit_edge.split.us84, %step.header.step.exit_crit_edge.split.us.us.us, %flat_block.body, %row.body.lr.ph, %row.header.preheader, %small_tables.then
  ret void

flat_block.body:                                  ; preds = %flat_block.body.lr.ph, %flat_block.body
  %flat_block79 = phi i64 [ %1234, %flat_block.body ], [ %row_begin, %flat_block.body.lr.ph ]
  %1234 = add i64 %flat_block79, %rows_per_block.zext
  %1235 = icmp ult i64 %1234, %row_end
  br i1 %1235, label %flat_block.body, label %flat.done
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

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
!8 = !{!"branch_weights", i32 4, i32 28}
!9 = distinct !{!9, !6, !7}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6, !7}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !7, !6}
!16 = !{!17}
!17 = distinct !{!17, !18}
!18 = distinct !{!18, !"LVerDomain"}
!19 = !{!20, !21}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !18}
!22 = !{!20}
!23 = !{!21}
!24 = distinct !{!24, !6, !7}
!25 = !{!"branch_weights", i32 4, i32 12}
!26 = distinct !{!26, !6, !7}
!27 = distinct !{!27, !7, !6}
!28 = distinct !{!28, !6, !7}
!29 = !{!30}
!30 = distinct !{!30, !31}
!31 = distinct !{!31, !"LVerDomain"}
!32 = !{!33}
!33 = distinct !{!33, !31}
!34 = distinct !{!34, !6, !7}
!35 = distinct !{!35, !6, !7}
!36 = distinct !{!36, !6}
!37 = distinct !{!37, !6}
!38 = distinct !{!38, !7, !6}
!39 = !{!40}
!40 = distinct !{!40, !41}
!41 = distinct !{!41, !"LVerDomain"}
!42 = !{!43}
!43 = distinct !{!43, !41}
!44 = distinct !{!44, !6, !7}
!45 = distinct !{!45, !6, !7}
!46 = distinct !{!46, !7, !6}
!47 = distinct !{!47, !6, !7}
!48 = distinct !{!48, !6, !7}
