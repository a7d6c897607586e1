; ModuleID = 'double_well'
source_filename = "double_well.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_double_well_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
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
  %n.mod.vf218 = and i64 %n_features, 28
  %n.vec219 = and i64 %n_features, -32
  %broadcast.splatinsert220 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat221 = shufflevector <8 x float> %broadcast.splatinsert220, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n234 = icmp eq i64 %n_features, %n.vec219
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf218, 0
  %n.vec236 = and i64 %n_features, -4
  %broadcast.splatinsert237 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat238 = shufflevector <4 x float> %broadcast.splatinsert237, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n243 = icmp eq i64 %n_features, %n.vec236
  %xtraiter407 = and i64 %n_features, 1
  %lcmp.mod408.not = icmp eq i64 %xtraiter407, 0
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
  %row66.us.us = phi i64 [ %180, %step.header14.step.exit16_crit_edge.split.us.us.us ], [ %row_begin, %row.body.us.us.preheader ]
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
  %step1765.us.us.us = phi i64 [ 0, %row.body.us.us ], [ %179, %noise.done48.loopexit.us.us.us ]
  br i1 %found.conflict214, label %feature.body50.us.us.us.preheader, label %vector.body222

vector.body222:                                   ; preds = %vector.memcheck205, %vector.body222
  %index223 = phi i64 [ %index.next232, %vector.body222 ], [ 0, %vector.memcheck205 ]
  %47 = getelementptr inbounds float, ptr %45, i64 %index223
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 32
  %49 = getelementptr inbounds nuw i8, ptr %47, i64 64
  %50 = getelementptr inbounds nuw i8, ptr %47, i64 96
  %wide.load224 = load <8 x float>, ptr %47, align 4, !alias.scope !0, !noalias !3
  %wide.load225 = load <8 x float>, ptr %48, align 4, !alias.scope !0, !noalias !3
  %wide.load226 = load <8 x float>, ptr %49, align 4, !alias.scope !0, !noalias !3
  %wide.load227 = load <8 x float>, ptr %50, align 4, !alias.scope !0, !noalias !3
  %51 = getelementptr inbounds float, ptr %46, i64 %index223
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 32
  %53 = getelementptr inbounds nuw i8, ptr %51, i64 64
  %54 = getelementptr inbounds nuw i8, ptr %51, i64 96
  %wide.load228 = load <8 x float>, ptr %51, align 4, !alias.scope !3
  %wide.load229 = load <8 x float>, ptr %52, align 4, !alias.scope !3
  %wide.load230 = load <8 x float>, ptr %53, align 4, !alias.scope !3
  %wide.load231 = load <8 x float>, ptr %54, align 4, !alias.scope !3
  %55 = fsub <8 x float> %wide.load224, %wide.load228
  %56 = fsub <8 x float> %wide.load225, %wide.load229
  %57 = fsub <8 x float> %wide.load226, %wide.load230
  %58 = fsub <8 x float> %wide.load227, %wide.load231
  %59 = fmul <8 x float> %55, splat (float 2.000000e+00)
  %60 = fmul <8 x float> %56, splat (float 2.000000e+00)
  %61 = fmul <8 x float> %57, splat (float 2.000000e+00)
  %62 = fmul <8 x float> %58, splat (float 2.000000e+00)
  %63 = fmul <8 x float> %59, splat (float 5.000000e-01)
  %64 = fmul <8 x float> %60, splat (float 5.000000e-01)
  %65 = fmul <8 x float> %61, splat (float 5.000000e-01)
  %66 = fmul <8 x float> %62, splat (float 5.000000e-01)
  %67 = fmul <8 x float> %wide.load224, splat (float 2.000000e+00)
  %68 = fmul <8 x float> %wide.load225, splat (float 2.000000e+00)
  %69 = fmul <8 x float> %wide.load226, splat (float 2.000000e+00)
  %70 = fmul <8 x float> %wide.load227, splat (float 2.000000e+00)
  %71 = fmul <8 x float> %67, splat (float 5.000000e-01)
  %72 = fmul <8 x float> %68, splat (float 5.000000e-01)
  %73 = fmul <8 x float> %69, splat (float 5.000000e-01)
  %74 = fmul <8 x float> %70, splat (float 5.000000e-01)
  %75 = fsub <8 x float> %63, %71
  %76 = fsub <8 x float> %64, %72
  %77 = fsub <8 x float> %65, %73
  %78 = fsub <8 x float> %66, %74
  %79 = fmul <8 x float> %wide.load224, %wide.load224
  %80 = fmul <8 x float> %wide.load225, %wide.load225
  %81 = fmul <8 x float> %wide.load226, %wide.load226
  %82 = fmul <8 x float> %wide.load227, %wide.load227
  %83 = fmul <8 x float> %wide.load224, %79
  %84 = fmul <8 x float> %wide.load225, %80
  %85 = fmul <8 x float> %wide.load226, %81
  %86 = fmul <8 x float> %wide.load227, %82
  %87 = fmul <8 x float> %83, splat (float 4.000000e+00)
  %88 = fmul <8 x float> %84, splat (float 4.000000e+00)
  %89 = fmul <8 x float> %85, splat (float 4.000000e+00)
  %90 = fmul <8 x float> %86, splat (float 4.000000e+00)
  %91 = fmul <8 x float> %87, splat (float 2.500000e-01)
  %92 = fmul <8 x float> %88, splat (float 2.500000e-01)
  %93 = fmul <8 x float> %89, splat (float 2.500000e-01)
  %94 = fmul <8 x float> %90, splat (float 2.500000e-01)
  %95 = fadd <8 x float> %91, %75
  %96 = fadd <8 x float> %92, %76
  %97 = fadd <8 x float> %93, %77
  %98 = fadd <8 x float> %94, %78
  %99 = fmul <8 x float> %broadcast.splat221, %95
  %100 = fmul <8 x float> %broadcast.splat221, %96
  %101 = fmul <8 x float> %broadcast.splat221, %97
  %102 = fmul <8 x float> %broadcast.splat221, %98
  %103 = fsub <8 x float> %wide.load224, %99
  %104 = fsub <8 x float> %wide.load225, %100
  %105 = fsub <8 x float> %wide.load226, %101
  %106 = fsub <8 x float> %wide.load227, %102
  store <8 x float> %103, ptr %47, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %104, ptr %48, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %105, ptr %49, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %106, ptr %50, align 4, !alias.scope !0, !noalias !3
  %index.next232 = add nuw i64 %index223, 32
  %107 = icmp eq i64 %index.next232, %n.vec219
  br i1 %107, label %middle.block233, label %vector.body222, !llvm.loop !5

middle.block233:                                  ; preds = %vector.body222
  br i1 %cmp.n234, label %noise.done48.loopexit.us.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block233
  br i1 %min.epilog.iters.check, label %feature.body50.us.us.us.preheader, label %vec.epilog.vector.body, !prof !8

vec.epilog.vector.body:                           ; preds = %vec.epilog.iter.check, %vec.epilog.vector.body
  %index239 = phi i64 [ %index.next242, %vec.epilog.vector.body ], [ %n.vec219, %vec.epilog.iter.check ]
  %108 = getelementptr inbounds float, ptr %45, i64 %index239
  %wide.load240 = load <4 x float>, ptr %108, align 4, !alias.scope !0, !noalias !3
  %109 = getelementptr inbounds float, ptr %46, i64 %index239
  %wide.load241 = load <4 x float>, ptr %109, align 4, !alias.scope !3
  %110 = fsub <4 x float> %wide.load240, %wide.load241
  %111 = fmul <4 x float> %110, splat (float 2.000000e+00)
  %112 = fmul <4 x float> %111, splat (float 5.000000e-01)
  %113 = fmul <4 x float> %wide.load240, splat (float 2.000000e+00)
  %114 = fmul <4 x float> %113, splat (float 5.000000e-01)
  %115 = fsub <4 x float> %112, %114
  %116 = fmul <4 x float> %wide.load240, %wide.load240
  %117 = fmul <4 x float> %wide.load240, %116
  %118 = fmul <4 x float> %117, splat (float 4.000000e+00)
  %119 = fmul <4 x float> %118, splat (float 2.500000e-01)
  %120 = fadd <4 x float> %119, %115
  %121 = fmul <4 x float> %broadcast.splat238, %120
  %122 = fsub <4 x float> %wide.load240, %121
  store <4 x float> %122, ptr %108, align 4, !alias.scope !0, !noalias !3
  %index.next242 = add nuw i64 %index239, 4
  %123 = icmp eq i64 %index.next242, %n.vec236
  br i1 %123, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !9

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n243, label %noise.done48.loopexit.us.us.us, label %feature.body50.us.us.us.preheader

feature.body50.us.us.us.preheader:                ; preds = %vector.memcheck205, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature5263.us.us.us.ph = phi i64 [ 0, %vector.memcheck205 ], [ %n.vec219, %vec.epilog.iter.check ], [ %n.vec236, %vec.epilog.middle.block ]
  %.neg409 = or disjoint i64 %feature5263.us.us.us.ph, 1
  br i1 %lcmp.mod408.not, label %feature.body50.us.us.us.prol.loopexit, label %feature.body50.us.us.us.prol

feature.body50.us.us.us.prol:                     ; preds = %feature.body50.us.us.us.preheader
  %124 = getelementptr inbounds float, ptr %45, i64 %feature5263.us.us.us.ph
  %125 = load float, ptr %124, align 4
  %126 = getelementptr inbounds float, ptr %46, i64 %feature5263.us.us.us.ph
  %127 = load float, ptr %126, align 4
  %128 = fsub float %125, %127
  %129 = fmul float %128, 2.000000e+00
  %130 = fmul float %129, 5.000000e-01
  %131 = fmul float %125, 2.000000e+00
  %132 = fmul float %131, 5.000000e-01
  %133 = fsub float %130, %132
  %134 = fmul float %125, %125
  %135 = fmul float %125, %134
  %136 = fmul float %135, 4.000000e+00
  %137 = fmul float %136, 2.500000e-01
  %138 = fadd float %137, %133
  %139 = fmul float %eta, %138
  %140 = fsub float %125, %139
  store float %140, ptr %124, align 4
  %141 = or disjoint i64 %feature5263.us.us.us.ph, 1
  br label %feature.body50.us.us.us.prol.loopexit

feature.body50.us.us.us.prol.loopexit:            ; preds = %feature.body50.us.us.us.prol, %feature.body50.us.us.us.preheader
  %feature5263.us.us.us.unr = phi i64 [ %feature5263.us.us.us.ph, %feature.body50.us.us.us.preheader ], [ %141, %feature.body50.us.us.us.prol ]
  %142 = icmp eq i64 %n_features, %.neg409
  br i1 %142, label %noise.done48.loopexit.us.us.us, label %feature.body50.us.us.us

feature.body50.us.us.us:                          ; preds = %feature.body50.us.us.us.prol.loopexit, %feature.body50.us.us.us
  %feature5263.us.us.us = phi i64 [ %178, %feature.body50.us.us.us ], [ %feature5263.us.us.us.unr, %feature.body50.us.us.us.prol.loopexit ]
  %143 = getelementptr inbounds float, ptr %45, i64 %feature5263.us.us.us
  %144 = load float, ptr %143, align 4
  %145 = getelementptr inbounds float, ptr %46, i64 %feature5263.us.us.us
  %146 = load float, ptr %145, align 4
  %147 = fsub float %144, %146
  %148 = fmul float %147, 2.000000e+00
  %149 = fmul float %148, 5.000000e-01
  %150 = fmul float %144, 2.000000e+00
  %151 = fmul float %150, 5.000000e-01
  %152 = fsub float %149, %151
  %153 = fmul float %144, %144
  %154 = fmul float %144, %153
  %155 = fmul float %154, 4.000000e+00
  %156 = fmul float %155, 2.500000e-01
  %157 = fadd float %156, %152
  %158 = fmul float %eta, %157
  %159 = fsub float %144, %158
  store float %159, ptr %143, align 4
  %160 = add nuw i64 %feature5263.us.us.us, 1
  %161 = getelementptr inbounds float, ptr %45, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = getelementptr inbounds float, ptr %46, i64 %160
  %164 = load float, ptr %163, align 4
  %165 = fsub float %162, %164
  %166 = fmul float %165, 2.000000e+00
  %167 = fmul float %166, 5.000000e-01
  %168 = fmul float %162, 2.000000e+00
  %169 = fmul float %168, 5.000000e-01
  %170 = fsub float %167, %169
  %171 = fmul float %162, %162
  %172 = fmul float %162, %171
  %173 = fmul float %172, 4.000000e+00
  %174 = fmul float %173, 2.500000e-01
  %175 = fadd float %174, %170
  %176 = fmul float %eta, %175
  %177 = fsub float %162, %176
  store float %177, ptr %161, align 4
  %178 = add nuw i64 %feature5263.us.us.us, 2
  %exitcond107.not.1 = icmp eq i64 %178, %n_features
  br i1 %exitcond107.not.1, label %noise.done48.loopexit.us.us.us, label %feature.body50.us.us.us, !llvm.loop !10

noise.done48.loopexit.us.us.us:                   ; preds = %feature.body50.us.us.us.prol.loopexit, %feature.body50.us.us.us, %vec.epilog.middle.block, %middle.block233
  %179 = add nuw i64 %step1765.us.us.us, 1
  %exitcond108.not = icmp eq i64 %179, %steps
  br i1 %exitcond108.not, label %step.header14.step.exit16_crit_edge.split.us.us.us, label %vector.memcheck205

step.header14.step.exit16_crit_edge.split.us.us.us: ; preds = %noise.done48.loopexit.us.us.us
  %180 = add nuw i64 %row66.us.us, 1
  %exitcond109.not = icmp eq i64 %180, %row_end
  %indvar.next207 = add i64 %indvar206, 1
  br i1 %exitcond109.not, label %flat.done, label %row.body.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header14.step.exit16_crit_edge.split.us71
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header14.step.exit16_crit_edge.split.us71 ]
  %row66.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %715, %step.header14.step.exit16_crit_edge.split.us71 ]
  %181 = mul i64 %37, %indvar
  %182 = add i64 %36, %181
  %scevgep = getelementptr i8, ptr %state, i64 %182
  %183 = add i64 %40, %181
  %scevgep134 = getelementptr i8, ptr %state, i64 %183
  %scevgep135 = getelementptr i8, ptr %input_0, i64 %182
  %scevgep136 = getelementptr i8, ptr %input_0, i64 %183
  %row_offset11.us = mul i64 %row66.us, %n_features
  %184 = getelementptr inbounds float, ptr %state, i64 %row_offset11.us
  %185 = getelementptr inbounds float, ptr %input_0, i64 %row_offset11.us
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
  %step1765.us68 = phi i64 [ 0, %row.body.us ], [ %714, %noise.done48.loopexit58.us ]
  %temperature12.064.us69 = phi float [ %temperature, %row.body.us ], [ %t_next53.us70, %noise.done48.loopexit58.us ]
  %key1_step19.us = add i64 %step1765.us68, %key1
  %186 = lshr i64 %key1_step19.us, 32
  %187 = mul nuw i64 %186, 3449720151
  %188 = lshr i64 %187, 32
  %189 = xor i64 %key0, %188
  %190 = xor i64 %189, %key1_step19.us
  %191 = and i64 %190, 4294967295
  %192 = mul nuw i64 %191, 3528531795
  %193 = lshr i64 %192, 32
  %194 = xor i64 %193, %20
  %broadcast.splatinsert164 = insertelement <8 x i64> poison, i64 %194, i64 0
  %broadcast.splat165 = shufflevector <8 x i64> %broadcast.splatinsert164, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %187, %19
  %.scalar389 = and i64 %.scalar, 4294967295
  %195 = insertelement <8 x i64> poison, i64 %.scalar389, i64 0
  %.masked = shufflevector <8 x i64> %195, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar390 = xor i64 %192, %22
  %.scalar391 = and i64 %.scalar390, 4294967295
  %196 = insertelement <8 x i64> poison, i64 %.scalar391, i64 0
  %.masked386 = shufflevector <8 x i64> %196, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body200

vector.body200:                                   ; preds = %vector.body200, %step.body15.us67
  %index201 = phi i64 [ 0, %step.body15.us67 ], [ %index.next202, %vector.body200 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %step.body15.us67 ], [ %vec.ind.next, %vector.body200 ]
  %197 = add <8 x i64> %vec.ind, %broadcast.splat167
  %198 = and <8 x i64> %197, splat (i64 4294967295)
  %199 = mul nuw <8 x i64> %198, splat (i64 3528531795)
  %200 = xor <8 x i64> %197, %broadcast.splat169
  %201 = xor <8 x i64> %200, %199
  %202 = lshr <8 x i64> %201, splat (i64 32)
  %203 = mul nuw <8 x i64> %202, splat (i64 3449720151)
  %204 = lshr <8 x i64> %203, splat (i64 32)
  %205 = xor <8 x i64> %broadcast.splat165, %199
  %206 = xor <8 x i64> %.masked, %204
  %207 = mul nuw <8 x i64> %206, splat (i64 3528531795)
  %208 = and <8 x i64> %205, splat (i64 4294967295)
  %209 = mul nuw <8 x i64> %208, splat (i64 3449720151)
  %210 = lshr <8 x i64> %207, splat (i64 32)
  %211 = lshr <8 x i64> %209, splat (i64 32)
  %212 = xor <8 x i64> %211, %broadcast.splat173
  %213 = xor <8 x i64> %212, %203
  %214 = and <8 x i64> %213, splat (i64 4294967295)
  %215 = mul nuw <8 x i64> %214, splat (i64 3528531795)
  %216 = xor <8 x i64> %.masked386, %210
  %217 = mul nuw <8 x i64> %216, splat (i64 3449720151)
  %218 = lshr <8 x i64> %215, splat (i64 32)
  %219 = lshr <8 x i64> %217, splat (i64 32)
  %220 = xor <8 x i64> %broadcast.splat177, %219
  %221 = xor <8 x i64> %220, %209
  %222 = xor <8 x i64> %218, %broadcast.splat179
  %223 = xor <8 x i64> %222, %207
  %224 = and <8 x i64> %221, splat (i64 4294967295)
  %225 = mul nuw <8 x i64> %224, splat (i64 3528531795)
  %226 = and <8 x i64> %223, splat (i64 4294967295)
  %227 = mul nuw <8 x i64> %226, splat (i64 3449720151)
  %228 = lshr <8 x i64> %225, splat (i64 32)
  %229 = lshr <8 x i64> %227, splat (i64 32)
  %230 = xor <8 x i64> %229, %broadcast.splat181
  %231 = xor <8 x i64> %230, %217
  %232 = xor <8 x i64> %broadcast.splat183, %228
  %233 = xor <8 x i64> %232, %215
  %234 = and <8 x i64> %231, splat (i64 4294967295)
  %235 = mul nuw <8 x i64> %234, splat (i64 3528531795)
  %236 = and <8 x i64> %233, splat (i64 4294967295)
  %237 = mul nuw <8 x i64> %236, splat (i64 3449720151)
  %238 = lshr <8 x i64> %235, splat (i64 32)
  %239 = lshr <8 x i64> %237, splat (i64 32)
  %240 = xor <8 x i64> %broadcast.splat185, %239
  %241 = xor <8 x i64> %240, %227
  %242 = xor <8 x i64> %238, %broadcast.splat187
  %243 = xor <8 x i64> %242, %225
  %244 = and <8 x i64> %241, splat (i64 4294967295)
  %245 = mul nuw <8 x i64> %244, splat (i64 3528531795)
  %246 = and <8 x i64> %243, splat (i64 4294967295)
  %247 = mul nuw <8 x i64> %246, splat (i64 3449720151)
  %248 = lshr <8 x i64> %245, splat (i64 32)
  %249 = lshr <8 x i64> %247, splat (i64 32)
  %250 = xor <8 x i64> %249, %broadcast.splat189
  %251 = xor <8 x i64> %250, %237
  %252 = xor <8 x i64> %broadcast.splat191, %248
  %253 = xor <8 x i64> %252, %235
  %254 = and <8 x i64> %251, splat (i64 4294967295)
  %255 = mul nuw <8 x i64> %254, splat (i64 3528531795)
  %256 = and <8 x i64> %253, splat (i64 4294967295)
  %257 = mul nuw <8 x i64> %256, splat (i64 3449720151)
  %258 = lshr <8 x i64> %255, splat (i64 32)
  %259 = lshr <8 x i64> %257, splat (i64 32)
  %260 = xor <8 x i64> %broadcast.splat193, %259
  %261 = xor <8 x i64> %260, %247
  %262 = xor <8 x i64> %258, %broadcast.splat195
  %263 = xor <8 x i64> %262, %245
  %264 = and <8 x i64> %261, splat (i64 4294967295)
  %265 = mul nuw <8 x i64> %264, splat (i64 3528531795)
  %266 = lshr <8 x i64> %265, splat (i64 32)
  %267 = trunc <8 x i64> %263 to <8 x i32>
  %268 = mul <8 x i32> %267, splat (i32 -845247145)
  %269 = xor <8 x i64> %broadcast.splat197, %266
  %270 = xor <8 x i64> %269, %255
  %271 = and <8 x i64> %270, splat (i64 4294967295)
  %272 = mul nuw <8 x i64> %271, splat (i64 3449720151)
  %273 = lshr <8 x i64> %272, splat (i64 32)
  %274 = trunc nuw <8 x i64> %273 to <8 x i32>
  %275 = trunc <8 x i64> %272 to <8 x i32>
  %276 = xor <8 x i32> %268, %broadcast.splat199
  %277 = xor <8 x i32> %276, %274
  %278 = getelementptr inbounds float, ptr %16, i64 %index201
  store <8 x i32> %277, ptr %278, align 4
  %279 = getelementptr inbounds float, ptr %scratch, i64 %index201
  store <8 x i32> %275, ptr %279, align 4
  %index.next202 = add nuw i64 %index201, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %280 = icmp eq i64 %index.next202, %n.vec159
  br i1 %280, label %middle.block203, label %vector.body200, !llvm.loop !11

middle.block203:                                  ; preds = %vector.body200
  br i1 %cmp.n204, label %vector.ph146, label %philox.body34.us.preheader

philox.body34.us.preheader:                       ; preds = %middle.block203
  %invariant.op = xor i64 %19, %187
  %invariant.op410 = xor i64 %22, %192
  br label %philox.body34.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature62.us = phi i64 [ %324, %feature.body.us ], [ %feature62.us.unr, %feature.body.us.prol.loopexit ]
  %281 = getelementptr inbounds float, ptr %184, i64 %feature62.us
  %282 = load float, ptr %281, align 4
  %283 = getelementptr inbounds float, ptr %185, i64 %feature62.us
  %284 = load float, ptr %283, align 4
  %285 = fsub float %282, %284
  %286 = fmul float %285, 2.000000e+00
  %287 = fmul float %286, 5.000000e-01
  %288 = fmul float %282, 2.000000e+00
  %289 = fmul float %288, 5.000000e-01
  %290 = fsub float %287, %289
  %291 = fmul float %282, %282
  %292 = fmul float %282, %291
  %293 = fmul float %292, 4.000000e+00
  %294 = fmul float %293, 2.500000e-01
  %295 = fadd float %294, %290
  %296 = fmul float %eta, %295
  %297 = fsub float %282, %296
  %298 = getelementptr inbounds float, ptr %16, i64 %feature62.us
  %299 = load float, ptr %298, align 4
  %300 = fmul float %noise_scale18.us, %299
  %301 = fadd float %300, %297
  store float %301, ptr %281, align 4
  %302 = add nuw i64 %feature62.us, 1
  %303 = getelementptr inbounds float, ptr %184, i64 %302
  %304 = load float, ptr %303, align 4
  %305 = getelementptr inbounds float, ptr %185, i64 %302
  %306 = load float, ptr %305, align 4
  %307 = fsub float %304, %306
  %308 = fmul float %307, 2.000000e+00
  %309 = fmul float %308, 5.000000e-01
  %310 = fmul float %304, 2.000000e+00
  %311 = fmul float %310, 5.000000e-01
  %312 = fsub float %309, %311
  %313 = fmul float %304, %304
  %314 = fmul float %304, %313
  %315 = fmul float %314, 4.000000e+00
  %316 = fmul float %315, 2.500000e-01
  %317 = fadd float %316, %312
  %318 = fmul float %eta, %317
  %319 = fsub float %304, %318
  %320 = getelementptr inbounds float, ptr %16, i64 %302
  %321 = load float, ptr %320, align 4
  %322 = fmul float %noise_scale18.us, %321
  %323 = fadd float %322, %319
  store float %323, ptr %303, align 4
  %324 = add nuw i64 %feature62.us, 2
  %exitcond104.not.1 = icmp eq i64 %324, %n_features
  br i1 %exitcond104.not.1, label %noise.done48.loopexit58.us, label %feature.body.us, !llvm.loop !12

noise.body39.us:                                  ; preds = %middle.block154, %noise.body39.us
  %noise4161.us = phi i64 [ %453, %noise.body39.us ], [ %n.vec148, %middle.block154 ]
  %325 = getelementptr inbounds float, ptr %16, i64 %noise4161.us
  %w042.us = load i32, ptr %325, align 4
  %326 = getelementptr inbounds float, ptr %scratch, i64 %noise4161.us
  %w143.us = load i32, ptr %326, align 4
  %327 = uitofp i32 %w042.us to double
  %328 = fadd double %327, 5.000000e-01
  %329 = fmul double %328, 0x3DF0000000000000
  %330 = uitofp i32 %w143.us to double
  %331 = fadd double %330, 5.000000e-01
  %332 = fmul double %331, 0x3DF0000000000000
  %333 = bitcast double %329 to i64
  %334 = lshr i64 %333, 32
  %335 = add nuw nsw i64 %334, 614242
  %336 = lshr i64 %335, 20
  %337 = add nsw i64 %336, -1023
  %338 = shl nuw i64 %335, 32
  %339 = and i64 %338, 4503595332403200
  %340 = add nuw nsw i64 %339, 4604544269498187776
  %341 = and i64 %333, 4294967295
  %342 = or disjoint i64 %340, %341
  %343 = bitcast i64 %342 to double
  %344 = fadd double %343, -1.000000e+00
  %345 = fmul double %344, 5.000000e-01
  %346 = fmul double %344, %345
  %347 = fadd double %344, 2.000000e+00
  %348 = fdiv double %344, %347
  %349 = fmul double %348, %348
  %350 = fmul double %349, %349
  %351 = fmul double %350, 0x3FC2F112DF3E5244
  %352 = fadd double %351, 0x3FC7466496CB03DE
  %353 = insertelement <2 x double> poison, double %350, i64 0
  %354 = shufflevector <2 x double> %353, <2 x double> poison, <2 x i32> zeroinitializer
  %355 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %352, i64 1
  %356 = fmul <2 x double> %354, %355
  %357 = fadd <2 x double> %356, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %358 = fmul <2 x double> %354, %357
  %359 = fadd <2 x double> %358, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %360 = insertelement <2 x double> %353, double %349, i64 1
  %361 = fmul <2 x double> %360, %359
  %shift = shufflevector <2 x double> %361, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %361, %shift
  %362 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %363 = sitofp i64 %337 to double
  %364 = fadd double %346, %362
  %365 = fmul double %348, %364
  %366 = fmul double %363, 0x3DEA39EF35793C76
  %367 = fadd double %366, %365
  %368 = fsub double %367, %346
  %369 = fadd double %344, %368
  %370 = fmul double %363, 0x3FE62E42FEE00000
  %371 = fadd double %370, %369
  %372 = fmul double %371, -2.000000e+00
  %373 = tail call double @llvm.sqrt.f64(double %372)
  %374 = fmul double %332, 0x401921FB54442D18
  %375 = fmul double %374, 0x3FE45F306DC9C883
  %376 = fadd double %375, 0x4338000000000000
  %377 = bitcast double %376 to i64
  %378 = fadd double %376, 0xC338000000000000
  %379 = fmul double %378, 0x3FF921FB54400000
  %380 = fsub double %374, %379
  %381 = fmul double %378, 0x3DD0B4611A626331
  %382 = fmul double %378, 0x3DD0B4611A600000
  %383 = fsub double %380, %382
  %384 = fmul double %378, 0x3BA3198A2E037073
  %385 = fsub double %380, %383
  %386 = fsub double %385, %382
  %387 = fsub double %384, %386
  %388 = fsub double %380, %381
  %389 = insertelement <2 x double> poison, double %388, i64 0
  %390 = insertelement <2 x double> %389, double %374, i64 1
  %391 = bitcast <2 x double> %390 to <2 x i64>
  %392 = lshr <2 x i64> %391, splat (i64 52)
  %393 = and <2 x i64> %392, splat (i64 2047)
  %394 = extractelement <2 x i64> %393, i64 0
  %395 = add nuw nsw i64 %394, 16
  %396 = extractelement <2 x i64> %393, i64 1
  %397 = icmp samesign ult i64 %395, %396
  %398 = select i1 %397, double %383, double %380
  %399 = select i1 %397, double %387, double %381
  %400 = fsub double %398, %399
  %401 = fsub double %398, %400
  %402 = fsub double %401, %399
  %403 = fmul double %400, %400
  %404 = fmul double %403, %403
  %405 = fmul double %403, 0x3EFA01A019CB1590
  %406 = fadd double %405, 0xBF56C16C16C15177
  %407 = fmul double %403, %406
  %408 = fadd double %407, 0x3FA555555555554C
  %409 = fmul double %403, %408
  %410 = fmul double %403, 0x3DA8FAE9BE8838D4
  %411 = fsub double 0x3E21EE9EBDB4B1C4, %410
  %412 = fmul double %403, %411
  %413 = fadd double %412, 0xBE927E4F809C52AD
  %414 = fmul double %404, %404
  %415 = fmul double %414, %413
  %416 = fadd double %409, %415
  %417 = fmul double %403, 5.000000e-01
  %418 = fsub double 1.000000e+00, %417
  %419 = fsub double 1.000000e+00, %418
  %420 = fsub double %419, %417
  %421 = fmul double %403, %416
  %422 = fmul double %400, %402
  %423 = fsub double %421, %422
  %424 = fadd double %420, %423
  %425 = fadd double %418, %424
  %426 = fmul double %403, 0x3EC71DE357B1FE7D
  %427 = fadd double %426, 0xBF2A01A019C161D5
  %428 = fmul double %403, %427
  %429 = fadd double %428, 0x3F8111111110F8A6
  %430 = fmul double %403, 0x3DE5D93A5ACFD57C
  %431 = fadd double %430, 0xBE5AE5E68A2B9CEB
  %432 = fmul double %403, %404
  %433 = fmul double %432, %431
  %434 = fadd double %433, %429
  %435 = fmul double %400, %403
  %436 = fmul double %402, 5.000000e-01
  %437 = fmul double %435, %434
  %438 = fsub double %436, %437
  %439 = fmul double %403, %438
  %440 = fsub double %439, %402
  %441 = fmul double %435, 0x3FC5555555555549
  %442 = fadd double %440, %441
  %443 = fsub double %400, %442
  %444 = fneg double %425
  %445 = fneg double %443
  %446 = and i64 %377, 1
  %447 = and i64 %377, 2
  %.not.us = icmp eq i64 %446, 0
  %.not54.us = icmp eq i64 %447, 0
  %448 = select i1 %.not54.us, double %425, double %444
  %449 = select i1 %.not54.us, double %445, double %443
  %450 = select i1 %.not.us, double %448, double %449
  %451 = fmul double %373, %450
  %452 = fptrunc double %451 to float
  store float %452, ptr %325, align 4
  %453 = add nuw i64 %noise4161.us, 1
  %exitcond103.not = icmp eq i64 %453, %n_features
  br i1 %exitcond103.not, label %feature.body.us.preheader, label %noise.body39.us, !llvm.loop !13

feature.body.us.preheader:                        ; preds = %noise.body39.us, %middle.block154
  %454 = fmul float %two_eta, %temperature12.064.us69
  %455 = fcmp ogt float %454, 0.000000e+00
  %456 = tail call float @llvm.sqrt.f32(float %454)
  %457 = select i1 %455, float %456, float 0.000000e+00
  %noise_scale18.us = select i1 %anneal13.not, float %noise_scale, float %457
  br i1 %conflict.rdx, label %feature.body.us.preheader405, label %vector.ph

vector.ph:                                        ; preds = %feature.body.us.preheader
  %broadcast.splatinsert = insertelement <8 x float> poison, float %noise_scale18.us, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %458 = getelementptr inbounds float, ptr %184, i64 %index
  %wide.load = load <8 x float>, ptr %458, align 4, !alias.scope !14, !noalias !17
  %459 = getelementptr inbounds float, ptr %185, i64 %index
  %wide.load143 = load <8 x float>, ptr %459, align 4, !alias.scope !20
  %460 = fsub <8 x float> %wide.load, %wide.load143
  %461 = fmul <8 x float> %460, splat (float 2.000000e+00)
  %462 = fmul <8 x float> %461, splat (float 5.000000e-01)
  %463 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %464 = fmul <8 x float> %463, splat (float 5.000000e-01)
  %465 = fsub <8 x float> %462, %464
  %466 = fmul <8 x float> %wide.load, %wide.load
  %467 = fmul <8 x float> %wide.load, %466
  %468 = fmul <8 x float> %467, splat (float 4.000000e+00)
  %469 = fmul <8 x float> %468, splat (float 2.500000e-01)
  %470 = fadd <8 x float> %469, %465
  %471 = fmul <8 x float> %broadcast.splat142, %470
  %472 = fsub <8 x float> %wide.load, %471
  %473 = getelementptr inbounds float, ptr %16, i64 %index
  %wide.load144 = load <8 x float>, ptr %473, align 4, !alias.scope !21
  %474 = fmul <8 x float> %broadcast.splat, %wide.load144
  %475 = fadd <8 x float> %474, %472
  store <8 x float> %475, ptr %458, align 4, !alias.scope !14, !noalias !17
  %index.next = add nuw i64 %index, 8
  %476 = icmp eq i64 %index.next, %n.vec
  br i1 %476, label %middle.block, label %vector.body, !llvm.loop !22

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done48.loopexit58.us, label %feature.body.us.preheader405

feature.body.us.preheader405:                     ; preds = %feature.body.us.preheader, %middle.block
  %feature62.us.ph = phi i64 [ 0, %feature.body.us.preheader ], [ %n.vec, %middle.block ]
  %.neg = or disjoint i64 %feature62.us.ph, 1
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader405
  %477 = getelementptr inbounds float, ptr %184, i64 %feature62.us.ph
  %478 = load float, ptr %477, align 4
  %479 = getelementptr inbounds float, ptr %185, i64 %feature62.us.ph
  %480 = load float, ptr %479, align 4
  %481 = fsub float %478, %480
  %482 = fmul float %481, 2.000000e+00
  %483 = fmul float %482, 5.000000e-01
  %484 = fmul float %478, 2.000000e+00
  %485 = fmul float %484, 5.000000e-01
  %486 = fsub float %483, %485
  %487 = fmul float %478, %478
  %488 = fmul float %478, %487
  %489 = fmul float %488, 4.000000e+00
  %490 = fmul float %489, 2.500000e-01
  %491 = fadd float %490, %486
  %492 = fmul float %eta, %491
  %493 = fsub float %478, %492
  %494 = getelementptr inbounds float, ptr %16, i64 %feature62.us.ph
  %495 = load float, ptr %494, align 4
  %496 = fmul float %noise_scale18.us, %495
  %497 = fadd float %496, %493
  store float %497, ptr %477, align 4
  %498 = or disjoint i64 %feature62.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader405
  %feature62.us.unr = phi i64 [ %feature62.us.ph, %feature.body.us.preheader405 ], [ %498, %feature.body.us.prol ]
  %499 = icmp eq i64 %n_features, %.neg
  br i1 %499, label %noise.done48.loopexit58.us, label %feature.body.us

philox.body34.us:                                 ; preds = %philox.body34.us.preheader, %philox.body34.us
  %philox3660.us = phi i64 [ %582, %philox.body34.us ], [ %n.vec159, %philox.body34.us.preheader ]
  %element37.us = add i64 %philox3660.us, %row_offset11.us
  %500 = and i64 %element37.us, 4294967295
  %501 = mul nuw i64 %500, 3528531795
  %502 = xor i64 %element37.us, %key0
  %503 = xor i64 %502, %501
  %504 = lshr i64 %503, 32
  %505 = mul nuw i64 %504, 3449720151
  %506 = lshr i64 %505, 32
  %.reass.reass = xor i64 %506, %invariant.op
  %507 = xor i64 %194, %501
  %508 = and i64 %.reass.reass, 4294967295
  %509 = mul nuw i64 %508, 3528531795
  %510 = and i64 %507, 4294967295
  %511 = mul nuw i64 %510, 3449720151
  %512 = lshr i64 %509, 32
  %513 = lshr i64 %511, 32
  %514 = xor i64 %513, %21
  %515 = xor i64 %514, %505
  %.reass125.reass = xor i64 %512, %invariant.op410
  %516 = and i64 %515, 4294967295
  %517 = mul nuw i64 %516, 3528531795
  %518 = and i64 %.reass125.reass, 4294967295
  %519 = mul nuw i64 %518, 3449720151
  %520 = lshr i64 %517, 32
  %521 = lshr i64 %519, 32
  %522 = xor i64 %23, %521
  %523 = xor i64 %522, %511
  %524 = xor i64 %520, %24
  %525 = xor i64 %524, %509
  %526 = and i64 %523, 4294967295
  %527 = mul nuw i64 %526, 3528531795
  %528 = and i64 %525, 4294967295
  %529 = mul nuw i64 %528, 3449720151
  %530 = lshr i64 %527, 32
  %531 = lshr i64 %529, 32
  %532 = xor i64 %531, %25
  %533 = xor i64 %532, %519
  %534 = xor i64 %26, %530
  %535 = xor i64 %534, %517
  %536 = and i64 %533, 4294967295
  %537 = mul nuw i64 %536, 3528531795
  %538 = and i64 %535, 4294967295
  %539 = mul nuw i64 %538, 3449720151
  %540 = lshr i64 %537, 32
  %541 = lshr i64 %539, 32
  %542 = xor i64 %27, %541
  %543 = xor i64 %542, %529
  %544 = xor i64 %540, %28
  %545 = xor i64 %544, %527
  %546 = and i64 %543, 4294967295
  %547 = mul nuw i64 %546, 3528531795
  %548 = and i64 %545, 4294967295
  %549 = mul nuw i64 %548, 3449720151
  %550 = lshr i64 %547, 32
  %551 = lshr i64 %549, 32
  %552 = xor i64 %551, %29
  %553 = xor i64 %552, %539
  %554 = xor i64 %30, %550
  %555 = xor i64 %554, %537
  %556 = and i64 %553, 4294967295
  %557 = mul nuw i64 %556, 3528531795
  %558 = and i64 %555, 4294967295
  %559 = mul nuw i64 %558, 3449720151
  %560 = lshr i64 %557, 32
  %561 = lshr i64 %559, 32
  %562 = xor i64 %31, %561
  %563 = xor i64 %562, %549
  %564 = xor i64 %560, %32
  %565 = xor i64 %564, %547
  %566 = and i64 %563, 4294967295
  %567 = mul nuw i64 %566, 3528531795
  %568 = lshr i64 %567, 32
  %569 = trunc i64 %565 to i32
  %570 = mul i32 %569, -845247145
  %571 = xor i64 %33, %568
  %572 = xor i64 %571, %557
  %573 = and i64 %572, 4294967295
  %574 = mul nuw i64 %573, 3449720151
  %575 = lshr i64 %574, 32
  %576 = trunc nuw i64 %575 to i32
  %577 = trunc i64 %574 to i32
  %578 = xor i32 %570, %576
  %579 = xor i32 %578, %34
  %580 = getelementptr inbounds float, ptr %16, i64 %philox3660.us
  store i32 %579, ptr %580, align 4
  %581 = getelementptr inbounds float, ptr %scratch, i64 %philox3660.us
  store i32 %577, ptr %581, align 4
  %582 = add nuw i64 %philox3660.us, 1
  %exitcond.not = icmp eq i64 %582, %n_features
  br i1 %exitcond.not, label %vector.ph146, label %philox.body34.us, !llvm.loop !23

vector.ph146:                                     ; preds = %philox.body34.us, %middle.block203
  br label %vector.body149

vector.body149:                                   ; preds = %vector.body149, %vector.ph146
  %index150 = phi i64 [ 0, %vector.ph146 ], [ %index.next153, %vector.body149 ]
  %583 = getelementptr inbounds float, ptr %16, i64 %index150
  %wide.load151 = load <8 x i32>, ptr %583, align 4
  %584 = getelementptr inbounds float, ptr %scratch, i64 %index150
  %wide.load152 = load <8 x i32>, ptr %584, align 4
  %585 = uitofp <8 x i32> %wide.load151 to <8 x double>
  %586 = fadd <8 x double> %585, splat (double 5.000000e-01)
  %587 = fmul <8 x double> %586, splat (double 0x3DF0000000000000)
  %588 = uitofp <8 x i32> %wide.load152 to <8 x double>
  %589 = fadd <8 x double> %588, splat (double 5.000000e-01)
  %590 = fmul <8 x double> %589, splat (double 0x3DF0000000000000)
  %591 = bitcast <8 x double> %587 to <8 x i64>
  %592 = lshr <8 x i64> %591, splat (i64 32)
  %593 = add nuw nsw <8 x i64> %592, splat (i64 614242)
  %594 = lshr <8 x i64> %593, splat (i64 20)
  %595 = add nsw <8 x i64> %594, splat (i64 -1023)
  %596 = shl nuw <8 x i64> %593, splat (i64 32)
  %597 = and <8 x i64> %596, splat (i64 4503595332403200)
  %598 = add nuw nsw <8 x i64> %597, splat (i64 4604544269498187776)
  %599 = and <8 x i64> %591, splat (i64 4294967295)
  %600 = or disjoint <8 x i64> %598, %599
  %601 = bitcast <8 x i64> %600 to <8 x double>
  %602 = fadd <8 x double> %601, splat (double -1.000000e+00)
  %603 = fmul <8 x double> %602, splat (double 5.000000e-01)
  %604 = fmul <8 x double> %602, %603
  %605 = fadd <8 x double> %602, splat (double 2.000000e+00)
  %606 = fdiv <8 x double> %602, %605
  %607 = fmul <8 x double> %606, %606
  %608 = fmul <8 x double> %607, %607
  %609 = fmul <8 x double> %608, splat (double 0x3FC39A09D078C69F)
  %610 = fadd <8 x double> %609, splat (double 0x3FCC71C51D8E78AF)
  %611 = fmul <8 x double> %608, %610
  %612 = fadd <8 x double> %611, splat (double 0x3FD999999997FA04)
  %613 = fmul <8 x double> %608, %612
  %614 = fmul <8 x double> %608, splat (double 0x3FC2F112DF3E5244)
  %615 = fadd <8 x double> %614, splat (double 0x3FC7466496CB03DE)
  %616 = fmul <8 x double> %608, %615
  %617 = fadd <8 x double> %616, splat (double 0x3FD2492494229359)
  %618 = fmul <8 x double> %608, %617
  %619 = fadd <8 x double> %618, splat (double 0x3FE5555555555593)
  %620 = fmul <8 x double> %607, %619
  %621 = fadd <8 x double> %613, %620
  %622 = sitofp <8 x i64> %595 to <8 x double>
  %623 = fadd <8 x double> %604, %621
  %624 = fmul <8 x double> %606, %623
  %625 = fmul <8 x double> %622, splat (double 0x3DEA39EF35793C76)
  %626 = fadd <8 x double> %625, %624
  %627 = fsub <8 x double> %626, %604
  %628 = fadd <8 x double> %602, %627
  %629 = fmul <8 x double> %622, splat (double 0x3FE62E42FEE00000)
  %630 = fadd <8 x double> %629, %628
  %631 = fmul <8 x double> %630, splat (double -2.000000e+00)
  %632 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %631)
  %633 = fmul <8 x double> %590, splat (double 0x401921FB54442D18)
  %634 = fmul <8 x double> %633, splat (double 0x3FE45F306DC9C883)
  %635 = fadd <8 x double> %634, splat (double 0x4338000000000000)
  %636 = bitcast <8 x double> %635 to <8 x i64>
  %637 = fadd <8 x double> %635, splat (double 0xC338000000000000)
  %638 = fmul <8 x double> %637, splat (double 0x3FF921FB54400000)
  %639 = fsub <8 x double> %633, %638
  %640 = fmul <8 x double> %637, splat (double 0x3DD0B4611A626331)
  %641 = fmul <8 x double> %637, splat (double 0x3DD0B4611A600000)
  %642 = fsub <8 x double> %639, %641
  %643 = fmul <8 x double> %637, splat (double 0x3BA3198A2E037073)
  %644 = fsub <8 x double> %639, %642
  %645 = fsub <8 x double> %644, %641
  %646 = fsub <8 x double> %643, %645
  %647 = fsub <8 x double> %639, %640
  %648 = bitcast <8 x double> %633 to <8 x i64>
  %649 = lshr <8 x i64> %648, splat (i64 52)
  %650 = and <8 x i64> %649, splat (i64 2047)
  %651 = bitcast <8 x double> %647 to <8 x i64>
  %652 = lshr <8 x i64> %651, splat (i64 52)
  %653 = and <8 x i64> %652, splat (i64 2047)
  %654 = add nuw nsw <8 x i64> %653, splat (i64 16)
  %655 = icmp samesign ult <8 x i64> %654, %650
  %656 = select <8 x i1> %655, <8 x double> %642, <8 x double> %639
  %657 = select <8 x i1> %655, <8 x double> %646, <8 x double> %640
  %658 = fsub <8 x double> %656, %657
  %659 = fsub <8 x double> %656, %658
  %660 = fsub <8 x double> %659, %657
  %661 = fmul <8 x double> %658, %658
  %662 = fmul <8 x double> %661, %661
  %663 = fmul <8 x double> %661, splat (double 0x3EFA01A019CB1590)
  %664 = fadd <8 x double> %663, splat (double 0xBF56C16C16C15177)
  %665 = fmul <8 x double> %661, %664
  %666 = fadd <8 x double> %665, splat (double 0x3FA555555555554C)
  %667 = fmul <8 x double> %661, %666
  %668 = fmul <8 x double> %661, splat (double 0x3DA8FAE9BE8838D4)
  %669 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %668
  %670 = fmul <8 x double> %661, %669
  %671 = fadd <8 x double> %670, splat (double 0xBE927E4F809C52AD)
  %672 = fmul <8 x double> %662, %662
  %673 = fmul <8 x double> %672, %671
  %674 = fadd <8 x double> %667, %673
  %675 = fmul <8 x double> %661, splat (double 5.000000e-01)
  %676 = fsub <8 x double> splat (double 1.000000e+00), %675
  %677 = fsub <8 x double> splat (double 1.000000e+00), %676
  %678 = fsub <8 x double> %677, %675
  %679 = fmul <8 x double> %661, %674
  %680 = fmul <8 x double> %658, %660
  %681 = fsub <8 x double> %679, %680
  %682 = fadd <8 x double> %678, %681
  %683 = fadd <8 x double> %676, %682
  %684 = fmul <8 x double> %661, splat (double 0x3EC71DE357B1FE7D)
  %685 = fadd <8 x double> %684, splat (double 0xBF2A01A019C161D5)
  %686 = fmul <8 x double> %661, %685
  %687 = fadd <8 x double> %686, splat (double 0x3F8111111110F8A6)
  %688 = fmul <8 x double> %661, splat (double 0x3DE5D93A5ACFD57C)
  %689 = fadd <8 x double> %688, splat (double 0xBE5AE5E68A2B9CEB)
  %690 = fmul <8 x double> %661, %662
  %691 = fmul <8 x double> %690, %689
  %692 = fadd <8 x double> %691, %687
  %693 = fmul <8 x double> %658, %661
  %694 = fmul <8 x double> %660, splat (double 5.000000e-01)
  %695 = fmul <8 x double> %693, %692
  %696 = fsub <8 x double> %694, %695
  %697 = fmul <8 x double> %661, %696
  %698 = fsub <8 x double> %697, %660
  %699 = fmul <8 x double> %693, splat (double 0x3FC5555555555549)
  %700 = fadd <8 x double> %698, %699
  %701 = fsub <8 x double> %658, %700
  %702 = fneg <8 x double> %683
  %703 = fneg <8 x double> %701
  %704 = and <8 x i64> %636, splat (i64 1)
  %705 = and <8 x i64> %636, splat (i64 2)
  %706 = icmp eq <8 x i64> %704, zeroinitializer
  %707 = icmp eq <8 x i64> %705, zeroinitializer
  %708 = select <8 x i1> %707, <8 x double> %683, <8 x double> %702
  %709 = select <8 x i1> %707, <8 x double> %703, <8 x double> %701
  %710 = select <8 x i1> %706, <8 x double> %708, <8 x double> %709
  %711 = fmul <8 x double> %632, %710
  %712 = fptrunc <8 x double> %711 to <8 x float>
  store <8 x float> %712, ptr %583, align 4
  %index.next153 = add nuw i64 %index150, 8
  %713 = icmp eq i64 %index.next153, %n.vec148
  br i1 %713, label %middle.block154, label %vector.body149, !llvm.loop !24

middle.block154:                                  ; preds = %vector.body149
  br i1 %cmp.n155, label %feature.body.us.preheader, label %noise.body39.us

noise.done48.loopexit58.us:                       ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block
  %t_next53.us70 = fmul float %anneal_ratio, %temperature12.064.us69
  %714 = add nuw i64 %step1765.us68, 1
  %exitcond105.not = icmp eq i64 %714, %steps
  br i1 %exitcond105.not, label %step.header14.step.exit16_crit_edge.split.us71, label %step.body15.us67

step.header14.step.exit16_crit_edge.split.us71:   ; preds = %noise.done48.loopexit58.us
  %715 = add nuw i64 %row66.us, 1
  %exitcond106.not = icmp eq i64 %715, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond106.not, label %flat.done, label %row.body.us

small_tables.then:                                ; preds = %entry
  %rows_per_block.rhs.trunc = trunc nuw i64 %n_features to i16
  %rows_per_block119 = udiv i16 512, %rows_per_block.rhs.trunc
  %rows_per_block.zext = zext nneg i16 %rows_per_block119 to i64
  %716 = icmp ult i64 %row_begin, %row_end
  br i1 %716, label %flat_block.body.lr.ph, label %flat.done

flat_block.body.lr.ph:                            ; preds = %small_tables.then
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not92 = icmp eq i64 %steps, 0
  %717 = trunc i64 %key0 to i32
  %718 = lshr i64 %key0, 32
  %719 = add i64 %key0, 2654435769
  %720 = add nuw nsw i64 %718, 3144134277
  %721 = add i64 %key0, 1013904242
  %722 = add nuw nsw i64 %718, 1993301258
  %723 = add i64 %key0, 3668340011
  %724 = add nuw nsw i64 %718, 842468239
  %725 = add i64 %key0, 2027808484
  %726 = add nuw nsw i64 %718, 3986602516
  %727 = add i64 %key0, 387276957
  %728 = add nuw nsw i64 %718, 2835769497
  %729 = add i64 %key0, 3041712726
  %730 = add nuw nsw i64 %718, 1684936478
  %731 = add i64 %key0, 1401181199
  %732 = add nuw nsw i64 %718, 534103459
  %733 = add nuw nsw i64 %718, 3678237736
  %734 = add i32 %717, -1879881855
  br i1 %.not92, label %flat_block.body, label %flat_block.body.lr.ph.split.us

flat_block.body.lr.ph.split.us:                   ; preds = %flat_block.body.lr.ph
  %cond = icmp eq i32 %draw_noise, 0
  br i1 %cond, label %step.body.us.us.us.us.preheader.preheader, label %flat_block.body.us.preheader

flat_block.body.us.preheader:                     ; preds = %flat_block.body.lr.ph.split.us
  %broadcast.splatinsert297 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat298 = shufflevector <8 x i64> %broadcast.splatinsert297, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert301 = insertelement <8 x i64> poison, i64 %721, i64 0
  %broadcast.splat302 = shufflevector <8 x i64> %broadcast.splatinsert301, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert305 = insertelement <8 x i64> poison, i64 %723, i64 0
  %broadcast.splat306 = shufflevector <8 x i64> %broadcast.splatinsert305, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert307 = insertelement <8 x i64> poison, i64 %724, i64 0
  %broadcast.splat308 = shufflevector <8 x i64> %broadcast.splatinsert307, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert309 = insertelement <8 x i64> poison, i64 %725, i64 0
  %broadcast.splat310 = shufflevector <8 x i64> %broadcast.splatinsert309, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert311 = insertelement <8 x i64> poison, i64 %726, i64 0
  %broadcast.splat312 = shufflevector <8 x i64> %broadcast.splatinsert311, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert313 = insertelement <8 x i64> poison, i64 %727, i64 0
  %broadcast.splat314 = shufflevector <8 x i64> %broadcast.splatinsert313, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert315 = insertelement <8 x i64> poison, i64 %728, i64 0
  %broadcast.splat316 = shufflevector <8 x i64> %broadcast.splatinsert315, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert317 = insertelement <8 x i64> poison, i64 %729, i64 0
  %broadcast.splat318 = shufflevector <8 x i64> %broadcast.splatinsert317, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert319 = insertelement <8 x i64> poison, i64 %730, i64 0
  %broadcast.splat320 = shufflevector <8 x i64> %broadcast.splatinsert319, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert321 = insertelement <8 x i64> poison, i64 %731, i64 0
  %broadcast.splat322 = shufflevector <8 x i64> %broadcast.splatinsert321, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert323 = insertelement <8 x i64> poison, i64 %732, i64 0
  %broadcast.splat324 = shufflevector <8 x i64> %broadcast.splatinsert323, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert325 = insertelement <8 x i64> poison, i64 %733, i64 0
  %broadcast.splat326 = shufflevector <8 x i64> %broadcast.splatinsert325, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert327 = insertelement <8 x i32> poison, i32 %734, i64 0
  %broadcast.splat328 = shufflevector <8 x i32> %broadcast.splatinsert327, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert256 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat257 = shufflevector <8 x float> %broadcast.splatinsert256, <8 x float> poison, <8 x i32> zeroinitializer
  br label %flat_block.body.us

step.body.us.us.us.us.preheader.preheader:        ; preds = %flat_block.body.lr.ph.split.us
  %broadcast.splatinsert354 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat355 = shufflevector <8 x float> %broadcast.splatinsert354, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert376 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat377 = shufflevector <4 x float> %broadcast.splatinsert376, <4 x float> poison, <4 x i32> zeroinitializer
  br label %step.body.us.us.us.us.preheader

step.body.us.us.us.us.preheader:                  ; preds = %step.body.us.us.us.us.preheader.preheader, %step.header.step.exit_crit_edge.split.us.us.us
  %flat_block79.us.us = phi i64 [ %739, %step.header.step.exit_crit_edge.split.us.us.us ], [ %row_begin, %step.body.us.us.us.us.preheader.preheader ]
  %rows_left.us.us = sub nuw i64 %row_end, %flat_block79.us.us
  %735 = tail call i64 @llvm.umin.i64(i64 %rows_left.us.us, i64 %rows_per_block.zext)
  %block_elements.us.us = mul nuw nsw i64 %735, %n_features
  %first_element.us.us = mul i64 %flat_block79.us.us, %n_features
  %736 = getelementptr inbounds float, ptr %state, i64 %first_element.us.us
  %737 = getelementptr inbounds float, ptr %input_0, i64 %first_element.us.us
  %umax344 = tail call i64 @llvm.umax.i64(i64 %block_elements.us.us, i64 1)
  %min.iters.check346 = icmp ult i64 %block_elements.us.us, 4
  %738 = shl nuw nsw i64 %block_elements.us.us, 2
  %scevgep339 = getelementptr i8, ptr %736, i64 %738
  %scevgep340 = getelementptr i8, ptr %737, i64 %738
  %bound0341 = icmp ult ptr %736, %scevgep340
  %bound1342 = icmp ult ptr %737, %scevgep339
  %found.conflict343 = and i1 %bound0341, %bound1342
  %min.iters.check349 = icmp ult i64 %block_elements.us.us, 32
  %n.mod.vf352 = and i64 %umax344, 28
  %n.vec353 = and i64 %umax344, 32736
  %cmp.n368 = icmp eq i64 %block_elements.us.us, %n.vec353
  %min.epilog.iters.check372 = icmp eq i64 %n.mod.vf352, 0
  %n.vec375 = and i64 %umax344, 32764
  %cmp.n384 = icmp eq i64 %block_elements.us.us, %n.vec375
  br label %iter.check348

step.header.step.exit_crit_edge.split.us.us.us:   ; preds = %flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us
  %739 = add i64 %flat_block79.us.us, %rows_per_block.zext
  %740 = icmp ult i64 %739, %row_end
  br i1 %740, label %step.body.us.us.us.us.preheader, label %flat.done

iter.check348:                                    ; preds = %step.body.us.us.us.us.preheader, %flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us
  %step378.us.us.us.us = phi i64 [ %837, %flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us ], [ 0, %step.body.us.us.us.us.preheader ]
  %brmerge = select i1 %min.iters.check346, i1 true, i1 %found.conflict343
  br i1 %brmerge, label %flat_element.body8.us.us.us.us.preheader, label %vector.main.loop.iter.check350

vector.main.loop.iter.check350:                   ; preds = %iter.check348
  br i1 %min.iters.check349, label %vec.epilog.ph373, label %vector.body356

vector.body356:                                   ; preds = %vector.main.loop.iter.check350, %vector.body356
  %index357 = phi i64 [ %index.next366, %vector.body356 ], [ 0, %vector.main.loop.iter.check350 ]
  %741 = getelementptr inbounds float, ptr %736, i64 %index357
  %742 = getelementptr inbounds nuw i8, ptr %741, i64 32
  %743 = getelementptr inbounds nuw i8, ptr %741, i64 64
  %744 = getelementptr inbounds nuw i8, ptr %741, i64 96
  %wide.load358 = load <8 x float>, ptr %741, align 4, !alias.scope !25, !noalias !28
  %wide.load359 = load <8 x float>, ptr %742, align 4, !alias.scope !25, !noalias !28
  %wide.load360 = load <8 x float>, ptr %743, align 4, !alias.scope !25, !noalias !28
  %wide.load361 = load <8 x float>, ptr %744, align 4, !alias.scope !25, !noalias !28
  %745 = getelementptr inbounds float, ptr %737, i64 %index357
  %746 = getelementptr inbounds nuw i8, ptr %745, i64 32
  %747 = getelementptr inbounds nuw i8, ptr %745, i64 64
  %748 = getelementptr inbounds nuw i8, ptr %745, i64 96
  %wide.load362 = load <8 x float>, ptr %745, align 4, !alias.scope !28
  %wide.load363 = load <8 x float>, ptr %746, align 4, !alias.scope !28
  %wide.load364 = load <8 x float>, ptr %747, align 4, !alias.scope !28
  %wide.load365 = load <8 x float>, ptr %748, align 4, !alias.scope !28
  %749 = fsub <8 x float> %wide.load358, %wide.load362
  %750 = fsub <8 x float> %wide.load359, %wide.load363
  %751 = fsub <8 x float> %wide.load360, %wide.load364
  %752 = fsub <8 x float> %wide.load361, %wide.load365
  %753 = fmul <8 x float> %749, splat (float 2.000000e+00)
  %754 = fmul <8 x float> %750, splat (float 2.000000e+00)
  %755 = fmul <8 x float> %751, splat (float 2.000000e+00)
  %756 = fmul <8 x float> %752, splat (float 2.000000e+00)
  %757 = fmul <8 x float> %753, splat (float 5.000000e-01)
  %758 = fmul <8 x float> %754, splat (float 5.000000e-01)
  %759 = fmul <8 x float> %755, splat (float 5.000000e-01)
  %760 = fmul <8 x float> %756, splat (float 5.000000e-01)
  %761 = fmul <8 x float> %wide.load358, splat (float 2.000000e+00)
  %762 = fmul <8 x float> %wide.load359, splat (float 2.000000e+00)
  %763 = fmul <8 x float> %wide.load360, splat (float 2.000000e+00)
  %764 = fmul <8 x float> %wide.load361, splat (float 2.000000e+00)
  %765 = fmul <8 x float> %761, splat (float 5.000000e-01)
  %766 = fmul <8 x float> %762, splat (float 5.000000e-01)
  %767 = fmul <8 x float> %763, splat (float 5.000000e-01)
  %768 = fmul <8 x float> %764, splat (float 5.000000e-01)
  %769 = fsub <8 x float> %757, %765
  %770 = fsub <8 x float> %758, %766
  %771 = fsub <8 x float> %759, %767
  %772 = fsub <8 x float> %760, %768
  %773 = fmul <8 x float> %wide.load358, %wide.load358
  %774 = fmul <8 x float> %wide.load359, %wide.load359
  %775 = fmul <8 x float> %wide.load360, %wide.load360
  %776 = fmul <8 x float> %wide.load361, %wide.load361
  %777 = fmul <8 x float> %wide.load358, %773
  %778 = fmul <8 x float> %wide.load359, %774
  %779 = fmul <8 x float> %wide.load360, %775
  %780 = fmul <8 x float> %wide.load361, %776
  %781 = fmul <8 x float> %777, splat (float 4.000000e+00)
  %782 = fmul <8 x float> %778, splat (float 4.000000e+00)
  %783 = fmul <8 x float> %779, splat (float 4.000000e+00)
  %784 = fmul <8 x float> %780, splat (float 4.000000e+00)
  %785 = fmul <8 x float> %781, splat (float 2.500000e-01)
  %786 = fmul <8 x float> %782, splat (float 2.500000e-01)
  %787 = fmul <8 x float> %783, splat (float 2.500000e-01)
  %788 = fmul <8 x float> %784, splat (float 2.500000e-01)
  %789 = fadd <8 x float> %785, %769
  %790 = fadd <8 x float> %786, %770
  %791 = fadd <8 x float> %787, %771
  %792 = fadd <8 x float> %788, %772
  %793 = fmul <8 x float> %broadcast.splat355, %789
  %794 = fmul <8 x float> %broadcast.splat355, %790
  %795 = fmul <8 x float> %broadcast.splat355, %791
  %796 = fmul <8 x float> %broadcast.splat355, %792
  %797 = fsub <8 x float> %wide.load358, %793
  %798 = fsub <8 x float> %wide.load359, %794
  %799 = fsub <8 x float> %wide.load360, %795
  %800 = fsub <8 x float> %wide.load361, %796
  store <8 x float> %797, ptr %741, align 4, !alias.scope !25, !noalias !28
  store <8 x float> %798, ptr %742, align 4, !alias.scope !25, !noalias !28
  store <8 x float> %799, ptr %743, align 4, !alias.scope !25, !noalias !28
  store <8 x float> %800, ptr %744, align 4, !alias.scope !25, !noalias !28
  %index.next366 = add nuw i64 %index357, 32
  %801 = icmp eq i64 %index.next366, %n.vec353
  br i1 %801, label %middle.block367, label %vector.body356, !llvm.loop !30

middle.block367:                                  ; preds = %vector.body356
  br i1 %cmp.n368, label %flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us, label %vec.epilog.iter.check371

vec.epilog.iter.check371:                         ; preds = %middle.block367
  br i1 %min.epilog.iters.check372, label %flat_element.body8.us.us.us.us.preheader, label %vec.epilog.ph373, !prof !8

vec.epilog.ph373:                                 ; preds = %vector.main.loop.iter.check350, %vec.epilog.iter.check371
  %vec.epilog.resume.val369 = phi i64 [ %n.vec353, %vec.epilog.iter.check371 ], [ 0, %vector.main.loop.iter.check350 ]
  br label %vec.epilog.vector.body378

vec.epilog.vector.body378:                        ; preds = %vec.epilog.vector.body378, %vec.epilog.ph373
  %index379 = phi i64 [ %vec.epilog.resume.val369, %vec.epilog.ph373 ], [ %index.next382, %vec.epilog.vector.body378 ]
  %802 = getelementptr inbounds float, ptr %736, i64 %index379
  %wide.load380 = load <4 x float>, ptr %802, align 4, !alias.scope !25, !noalias !28
  %803 = getelementptr inbounds float, ptr %737, i64 %index379
  %wide.load381 = load <4 x float>, ptr %803, align 4, !alias.scope !28
  %804 = fsub <4 x float> %wide.load380, %wide.load381
  %805 = fmul <4 x float> %804, splat (float 2.000000e+00)
  %806 = fmul <4 x float> %805, splat (float 5.000000e-01)
  %807 = fmul <4 x float> %wide.load380, splat (float 2.000000e+00)
  %808 = fmul <4 x float> %807, splat (float 5.000000e-01)
  %809 = fsub <4 x float> %806, %808
  %810 = fmul <4 x float> %wide.load380, %wide.load380
  %811 = fmul <4 x float> %wide.load380, %810
  %812 = fmul <4 x float> %811, splat (float 4.000000e+00)
  %813 = fmul <4 x float> %812, splat (float 2.500000e-01)
  %814 = fadd <4 x float> %813, %809
  %815 = fmul <4 x float> %broadcast.splat377, %814
  %816 = fsub <4 x float> %wide.load380, %815
  store <4 x float> %816, ptr %802, align 4, !alias.scope !25, !noalias !28
  %index.next382 = add nuw i64 %index379, 4
  %817 = icmp eq i64 %index.next382, %n.vec375
  br i1 %817, label %vec.epilog.middle.block383, label %vec.epilog.vector.body378, !llvm.loop !31

vec.epilog.middle.block383:                       ; preds = %vec.epilog.vector.body378
  br i1 %cmp.n384, label %flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us, label %flat_element.body8.us.us.us.us.preheader

flat_element.body8.us.us.us.us.preheader:         ; preds = %iter.check348, %vec.epilog.iter.check371, %vec.epilog.middle.block383
  %flat_element1076.us.us.us.us.ph = phi i64 [ 0, %iter.check348 ], [ %n.vec375, %vec.epilog.middle.block383 ], [ %n.vec353, %vec.epilog.iter.check371 ]
  br label %flat_element.body8.us.us.us.us

flat_element.body8.us.us.us.us:                   ; preds = %flat_element.body8.us.us.us.us.preheader, %flat_element.body8.us.us.us.us
  %flat_element1076.us.us.us.us = phi i64 [ %835, %flat_element.body8.us.us.us.us ], [ %flat_element1076.us.us.us.us.ph, %flat_element.body8.us.us.us.us.preheader ]
  %818 = getelementptr inbounds float, ptr %736, i64 %flat_element1076.us.us.us.us
  %819 = load float, ptr %818, align 4
  %820 = getelementptr inbounds float, ptr %737, i64 %flat_element1076.us.us.us.us
  %821 = load float, ptr %820, align 4
  %822 = fsub float %819, %821
  %823 = fmul float %822, 2.000000e+00
  %824 = fmul float %823, 5.000000e-01
  %825 = fmul float %819, 2.000000e+00
  %826 = fmul float %825, 5.000000e-01
  %827 = fsub float %824, %826
  %828 = fmul float %819, %819
  %829 = fmul float %819, %828
  %830 = fmul float %829, 4.000000e+00
  %831 = fmul float %830, 2.500000e-01
  %832 = fadd float %831, %827
  %833 = fmul float %eta, %832
  %834 = fsub float %819, %833
  store float %834, ptr %818, align 4
  %835 = add nuw i64 %flat_element1076.us.us.us.us, 1
  %836 = icmp ult i64 %835, %block_elements.us.us
  br i1 %836, label %flat_element.body8.us.us.us.us, label %flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us, !llvm.loop !32

flat_element.header7.noise.done.loopexit_crit_edge.us.us.us.us: ; preds = %flat_element.body8.us.us.us.us, %vec.epilog.middle.block383, %middle.block367
  %837 = add nuw i64 %step378.us.us.us.us, 1
  %exitcond111.not = icmp eq i64 %837, %steps
  br i1 %exitcond111.not, label %step.header.step.exit_crit_edge.split.us.us.us, label %iter.check348

flat_block.body.us:                               ; preds = %flat_block.body.us.preheader, %step.header.step.exit_crit_edge.split.us84
  %flat_block79.us = phi i64 [ %1329, %step.header.step.exit_crit_edge.split.us84 ], [ %row_begin, %flat_block.body.us.preheader ]
  %rows_left.us = sub i64 %row_end, %flat_block79.us
  %838 = tail call i64 @llvm.umin.i64(i64 %rows_left.us, i64 %rows_per_block.zext)
  %block_elements.us = mul nuw nsw i64 %838, %n_features
  %first_element.us = mul i64 %flat_block79.us, %n_features
  %839 = getelementptr float, ptr %state, i64 %first_element.us
  %840 = getelementptr float, ptr %input_0, i64 %first_element.us
  %min.iters.check285 = icmp ult i64 %block_elements.us, 8
  %n.vec288 = and i64 %block_elements.us, 32760
  %broadcast.splatinsert295 = insertelement <8 x i64> poison, i64 %first_element.us, i64 0
  %broadcast.splat296 = shufflevector <8 x i64> %broadcast.splatinsert295, <8 x i64> poison, <8 x i32> zeroinitializer
  %cmp.n335 = icmp eq i64 %block_elements.us, %n.vec288
  %min.iters.check271 = icmp ult i64 %block_elements.us, 8
  %n.vec274 = and i64 %block_elements.us, 32760
  %cmp.n281 = icmp eq i64 %block_elements.us, %n.vec274
  %min.iters.check = icmp ult i64 %block_elements.us, 8
  %841 = shl nuw nsw i64 %block_elements.us, 2
  %scevgep246 = getelementptr i8, ptr %839, i64 %841
  %scevgep247 = getelementptr i8, ptr %840, i64 %841
  %bound0248 = icmp ult ptr %839, %scevgep247
  %bound1249 = icmp ult ptr %840, %scevgep246
  %found.conflict250 = and i1 %bound0248, %bound1249
  %n.vec255 = and i64 %block_elements.us, 32760
  %cmp.n267 = icmp eq i64 %block_elements.us, %n.vec255
  br label %philox.body.lr.ph.us

flat_element.body.us:                             ; preds = %flat_element.body.us.preheader401, %flat_element.body.us
  %flat_element75.us = phi i64 [ %863, %flat_element.body.us ], [ %flat_element75.us.ph, %flat_element.body.us.preheader401 ]
  %842 = getelementptr inbounds float, ptr %839, i64 %flat_element75.us
  %843 = load float, ptr %842, align 4
  %844 = getelementptr inbounds float, ptr %840, i64 %flat_element75.us
  %845 = load float, ptr %844, align 4
  %846 = fsub float %843, %845
  %847 = fmul float %846, 2.000000e+00
  %848 = fmul float %847, 5.000000e-01
  %849 = fmul float %843, 2.000000e+00
  %850 = fmul float %849, 5.000000e-01
  %851 = fsub float %848, %850
  %852 = fmul float %843, %843
  %853 = fmul float %843, %852
  %854 = fmul float %853, 4.000000e+00
  %855 = fmul float %854, 2.500000e-01
  %856 = fadd float %855, %851
  %857 = fmul float %eta, %856
  %858 = fsub float %843, %857
  %859 = getelementptr inbounds float, ptr %flat_noise, i64 %flat_element75.us
  %860 = load float, ptr %859, align 4
  %861 = fmul float %noise_scale4.us, %860
  %862 = fadd float %861, %858
  store float %862, ptr %842, align 4
  %863 = add nuw i64 %flat_element75.us, 1
  %864 = icmp ult i64 %863, %block_elements.us
  br i1 %864, label %flat_element.body.us, label %noise.done.loopexit57.us, !llvm.loop !33

noise.body.us:                                    ; preds = %noise.body.us.preheader402, %noise.body.us
  %noise74.us = phi i64 [ %993, %noise.body.us ], [ %noise74.us.ph, %noise.body.us.preheader402 ]
  %865 = getelementptr inbounds float, ptr %flat_noise, i64 %noise74.us
  %w0.us = load i32, ptr %865, align 4
  %866 = getelementptr inbounds float, ptr %flat_staging, i64 %noise74.us
  %w1.us = load i32, ptr %866, align 4
  %867 = uitofp i32 %w0.us to double
  %868 = fadd double %867, 5.000000e-01
  %869 = fmul double %868, 0x3DF0000000000000
  %870 = uitofp i32 %w1.us to double
  %871 = fadd double %870, 5.000000e-01
  %872 = fmul double %871, 0x3DF0000000000000
  %873 = bitcast double %869 to i64
  %874 = lshr i64 %873, 32
  %875 = add nuw nsw i64 %874, 614242
  %876 = lshr i64 %875, 20
  %877 = add nsw i64 %876, -1023
  %878 = shl nuw i64 %875, 32
  %879 = and i64 %878, 4503595332403200
  %880 = add nuw nsw i64 %879, 4604544269498187776
  %881 = and i64 %873, 4294967295
  %882 = or disjoint i64 %880, %881
  %883 = bitcast i64 %882 to double
  %884 = fadd double %883, -1.000000e+00
  %885 = fmul double %884, 5.000000e-01
  %886 = fmul double %884, %885
  %887 = fadd double %884, 2.000000e+00
  %888 = fdiv double %884, %887
  %889 = fmul double %888, %888
  %890 = fmul double %889, %889
  %891 = fmul double %890, 0x3FC2F112DF3E5244
  %892 = fadd double %891, 0x3FC7466496CB03DE
  %893 = insertelement <2 x double> poison, double %890, i64 0
  %894 = shufflevector <2 x double> %893, <2 x double> poison, <2 x i32> zeroinitializer
  %895 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %892, i64 1
  %896 = fmul <2 x double> %894, %895
  %897 = fadd <2 x double> %896, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %898 = fmul <2 x double> %894, %897
  %899 = fadd <2 x double> %898, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %900 = insertelement <2 x double> %893, double %889, i64 1
  %901 = fmul <2 x double> %900, %899
  %shift393 = shufflevector <2 x double> %901, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop394 = fadd <2 x double> %901, %shift393
  %902 = extractelement <2 x double> %foldExtExtBinop394, i64 0
  %903 = sitofp i64 %877 to double
  %904 = fadd double %886, %902
  %905 = fmul double %888, %904
  %906 = fmul double %903, 0x3DEA39EF35793C76
  %907 = fadd double %906, %905
  %908 = fsub double %907, %886
  %909 = fadd double %884, %908
  %910 = fmul double %903, 0x3FE62E42FEE00000
  %911 = fadd double %910, %909
  %912 = fmul double %911, -2.000000e+00
  %913 = tail call double @llvm.sqrt.f64(double %912)
  %914 = fmul double %872, 0x401921FB54442D18
  %915 = fmul double %914, 0x3FE45F306DC9C883
  %916 = fadd double %915, 0x4338000000000000
  %917 = bitcast double %916 to i64
  %918 = fadd double %916, 0xC338000000000000
  %919 = fmul double %918, 0x3FF921FB54400000
  %920 = fsub double %914, %919
  %921 = fmul double %918, 0x3DD0B4611A626331
  %922 = fmul double %918, 0x3DD0B4611A600000
  %923 = fsub double %920, %922
  %924 = fmul double %918, 0x3BA3198A2E037073
  %925 = fsub double %920, %923
  %926 = fsub double %925, %922
  %927 = fsub double %924, %926
  %928 = fsub double %920, %921
  %929 = insertelement <2 x double> poison, double %928, i64 0
  %930 = insertelement <2 x double> %929, double %914, i64 1
  %931 = bitcast <2 x double> %930 to <2 x i64>
  %932 = lshr <2 x i64> %931, splat (i64 52)
  %933 = and <2 x i64> %932, splat (i64 2047)
  %934 = extractelement <2 x i64> %933, i64 0
  %935 = add nuw nsw i64 %934, 16
  %936 = extractelement <2 x i64> %933, i64 1
  %937 = icmp samesign ult i64 %935, %936
  %938 = select i1 %937, double %923, double %920
  %939 = select i1 %937, double %927, double %921
  %940 = fsub double %938, %939
  %941 = fsub double %938, %940
  %942 = fsub double %941, %939
  %943 = fmul double %940, %940
  %944 = fmul double %943, %943
  %945 = fmul double %943, 0x3EFA01A019CB1590
  %946 = fadd double %945, 0xBF56C16C16C15177
  %947 = fmul double %943, %946
  %948 = fadd double %947, 0x3FA555555555554C
  %949 = fmul double %943, %948
  %950 = fmul double %943, 0x3DA8FAE9BE8838D4
  %951 = fsub double 0x3E21EE9EBDB4B1C4, %950
  %952 = fmul double %943, %951
  %953 = fadd double %952, 0xBE927E4F809C52AD
  %954 = fmul double %944, %944
  %955 = fmul double %954, %953
  %956 = fadd double %949, %955
  %957 = fmul double %943, 5.000000e-01
  %958 = fsub double 1.000000e+00, %957
  %959 = fsub double 1.000000e+00, %958
  %960 = fsub double %959, %957
  %961 = fmul double %943, %956
  %962 = fmul double %940, %942
  %963 = fsub double %961, %962
  %964 = fadd double %960, %963
  %965 = fadd double %958, %964
  %966 = fmul double %943, 0x3EC71DE357B1FE7D
  %967 = fadd double %966, 0xBF2A01A019C161D5
  %968 = fmul double %943, %967
  %969 = fadd double %968, 0x3F8111111110F8A6
  %970 = fmul double %943, 0x3DE5D93A5ACFD57C
  %971 = fadd double %970, 0xBE5AE5E68A2B9CEB
  %972 = fmul double %943, %944
  %973 = fmul double %972, %971
  %974 = fadd double %973, %969
  %975 = fmul double %940, %943
  %976 = fmul double %942, 5.000000e-01
  %977 = fmul double %975, %974
  %978 = fsub double %976, %977
  %979 = fmul double %943, %978
  %980 = fsub double %979, %942
  %981 = fmul double %975, 0x3FC5555555555549
  %982 = fadd double %980, %981
  %983 = fsub double %940, %982
  %984 = fneg double %965
  %985 = fneg double %983
  %986 = and i64 %917, 1
  %987 = and i64 %917, 2
  %.not55.us = icmp eq i64 %986, 0
  %.not56.us = icmp eq i64 %987, 0
  %988 = select i1 %.not56.us, double %965, double %984
  %989 = select i1 %.not56.us, double %985, double %983
  %990 = select i1 %.not55.us, double %988, double %989
  %991 = fmul double %913, %990
  %992 = fptrunc double %991 to float
  store float %992, ptr %865, align 4
  %993 = add nuw i64 %noise74.us, 1
  %994 = icmp ult i64 %993, %block_elements.us
  br i1 %994, label %noise.body.us, label %flat_element.body.us.preheader, !llvm.loop !34

flat_element.body.us.preheader:                   ; preds = %noise.body.us, %middle.block280
  %brmerge413 = select i1 %min.iters.check, i1 true, i1 %found.conflict250
  br i1 %brmerge413, label %flat_element.body.us.preheader401, label %vector.ph253

vector.ph253:                                     ; preds = %flat_element.body.us.preheader
  %broadcast.splatinsert258 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat259 = shufflevector <8 x float> %broadcast.splatinsert258, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body260

vector.body260:                                   ; preds = %vector.body260, %vector.ph253
  %index261 = phi i64 [ 0, %vector.ph253 ], [ %index.next265, %vector.body260 ]
  %995 = getelementptr inbounds float, ptr %839, i64 %index261
  %wide.load262 = load <8 x float>, ptr %995, align 4, !alias.scope !35, !noalias !38
  %996 = getelementptr inbounds float, ptr %840, i64 %index261
  %wide.load263 = load <8 x float>, ptr %996, align 4, !alias.scope !38
  %997 = fsub <8 x float> %wide.load262, %wide.load263
  %998 = fmul <8 x float> %997, splat (float 2.000000e+00)
  %999 = fmul <8 x float> %998, splat (float 5.000000e-01)
  %1000 = fmul <8 x float> %wide.load262, splat (float 2.000000e+00)
  %1001 = fmul <8 x float> %1000, splat (float 5.000000e-01)
  %1002 = fsub <8 x float> %999, %1001
  %1003 = fmul <8 x float> %wide.load262, %wide.load262
  %1004 = fmul <8 x float> %wide.load262, %1003
  %1005 = fmul <8 x float> %1004, splat (float 4.000000e+00)
  %1006 = fmul <8 x float> %1005, splat (float 2.500000e-01)
  %1007 = fadd <8 x float> %1006, %1002
  %1008 = fmul <8 x float> %broadcast.splat257, %1007
  %1009 = fsub <8 x float> %wide.load262, %1008
  %1010 = getelementptr inbounds float, ptr %flat_noise, i64 %index261
  %wide.load264 = load <8 x float>, ptr %1010, align 4
  %1011 = fmul <8 x float> %broadcast.splat259, %wide.load264
  %1012 = fadd <8 x float> %1011, %1009
  store <8 x float> %1012, ptr %995, align 4, !alias.scope !35, !noalias !38
  %index.next265 = add nuw i64 %index261, 8
  %1013 = icmp eq i64 %index.next265, %n.vec255
  br i1 %1013, label %middle.block266, label %vector.body260, !llvm.loop !40

middle.block266:                                  ; preds = %vector.body260
  br i1 %cmp.n267, label %noise.done.loopexit57.us, label %flat_element.body.us.preheader401

flat_element.body.us.preheader401:                ; preds = %flat_element.body.us.preheader, %middle.block266
  %flat_element75.us.ph = phi i64 [ %n.vec255, %middle.block266 ], [ 0, %flat_element.body.us.preheader ]
  br label %flat_element.body.us

philox.body.us:                                   ; preds = %philox.body.us.preheader, %philox.body.us
  %philox73.us = phi i64 [ %1096, %philox.body.us ], [ %philox73.us.ph, %philox.body.us.preheader ]
  %element.us = add i64 %philox73.us, %first_element.us
  %1014 = and i64 %element.us, 4294967295
  %1015 = mul nuw i64 %1014, 3528531795
  %1016 = xor i64 %element.us, %key0
  %1017 = xor i64 %1016, %1015
  %1018 = lshr i64 %1017, 32
  %1019 = mul nuw i64 %1018, 3449720151
  %1020 = lshr i64 %1019, 32
  %.reass127.reass = xor i64 %1020, %invariant.op411
  %1021 = xor i64 %1242, %1015
  %1022 = and i64 %.reass127.reass, 4294967295
  %1023 = mul nuw i64 %1022, 3528531795
  %1024 = and i64 %1021, 4294967295
  %1025 = mul nuw i64 %1024, 3449720151
  %1026 = lshr i64 %1023, 32
  %1027 = lshr i64 %1025, 32
  %1028 = xor i64 %1027, %721
  %1029 = xor i64 %1028, %1019
  %.reass129.reass = xor i64 %1026, %invariant.op412
  %1030 = and i64 %1029, 4294967295
  %1031 = mul nuw i64 %1030, 3528531795
  %1032 = and i64 %.reass129.reass, 4294967295
  %1033 = mul nuw i64 %1032, 3449720151
  %1034 = lshr i64 %1031, 32
  %1035 = lshr i64 %1033, 32
  %1036 = xor i64 %723, %1035
  %1037 = xor i64 %1036, %1025
  %1038 = xor i64 %1034, %724
  %1039 = xor i64 %1038, %1023
  %1040 = and i64 %1037, 4294967295
  %1041 = mul nuw i64 %1040, 3528531795
  %1042 = and i64 %1039, 4294967295
  %1043 = mul nuw i64 %1042, 3449720151
  %1044 = lshr i64 %1041, 32
  %1045 = lshr i64 %1043, 32
  %1046 = xor i64 %1045, %725
  %1047 = xor i64 %1046, %1033
  %1048 = xor i64 %726, %1044
  %1049 = xor i64 %1048, %1031
  %1050 = and i64 %1047, 4294967295
  %1051 = mul nuw i64 %1050, 3528531795
  %1052 = and i64 %1049, 4294967295
  %1053 = mul nuw i64 %1052, 3449720151
  %1054 = lshr i64 %1051, 32
  %1055 = lshr i64 %1053, 32
  %1056 = xor i64 %727, %1055
  %1057 = xor i64 %1056, %1043
  %1058 = xor i64 %1054, %728
  %1059 = xor i64 %1058, %1041
  %1060 = and i64 %1057, 4294967295
  %1061 = mul nuw i64 %1060, 3528531795
  %1062 = and i64 %1059, 4294967295
  %1063 = mul nuw i64 %1062, 3449720151
  %1064 = lshr i64 %1061, 32
  %1065 = lshr i64 %1063, 32
  %1066 = xor i64 %1065, %729
  %1067 = xor i64 %1066, %1053
  %1068 = xor i64 %730, %1064
  %1069 = xor i64 %1068, %1051
  %1070 = and i64 %1067, 4294967295
  %1071 = mul nuw i64 %1070, 3528531795
  %1072 = and i64 %1069, 4294967295
  %1073 = mul nuw i64 %1072, 3449720151
  %1074 = lshr i64 %1071, 32
  %1075 = lshr i64 %1073, 32
  %1076 = xor i64 %731, %1075
  %1077 = xor i64 %1076, %1063
  %1078 = xor i64 %1074, %732
  %1079 = xor i64 %1078, %1061
  %1080 = and i64 %1077, 4294967295
  %1081 = mul nuw i64 %1080, 3528531795
  %1082 = lshr i64 %1081, 32
  %1083 = trunc i64 %1079 to i32
  %1084 = mul i32 %1083, -845247145
  %1085 = xor i64 %733, %1082
  %1086 = xor i64 %1085, %1071
  %1087 = and i64 %1086, 4294967295
  %1088 = mul nuw i64 %1087, 3449720151
  %1089 = lshr i64 %1088, 32
  %1090 = trunc nuw i64 %1089 to i32
  %1091 = trunc i64 %1088 to i32
  %1092 = xor i32 %1084, %1090
  %1093 = xor i32 %1092, %734
  %1094 = getelementptr inbounds float, ptr %flat_noise, i64 %philox73.us
  store i32 %1093, ptr %1094, align 4
  %1095 = getelementptr inbounds float, ptr %flat_staging, i64 %philox73.us
  store i32 %1091, ptr %1095, align 4
  %1096 = add nuw i64 %philox73.us, 1
  %1097 = icmp ult i64 %1096, %block_elements.us
  br i1 %1097, label %philox.body.us, label %noise.body.us.preheader, !llvm.loop !41

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block334
  br i1 %min.iters.check271, label %noise.body.us.preheader402, label %vector.body275

vector.body275:                                   ; preds = %noise.body.us.preheader, %vector.body275
  %index276 = phi i64 [ %index.next279, %vector.body275 ], [ 0, %noise.body.us.preheader ]
  %1098 = getelementptr inbounds float, ptr %flat_noise, i64 %index276
  %wide.load277 = load <8 x i32>, ptr %1098, align 4
  %1099 = getelementptr inbounds float, ptr %flat_staging, i64 %index276
  %wide.load278 = load <8 x i32>, ptr %1099, align 4
  %1100 = uitofp <8 x i32> %wide.load277 to <8 x double>
  %1101 = fadd <8 x double> %1100, splat (double 5.000000e-01)
  %1102 = fmul <8 x double> %1101, splat (double 0x3DF0000000000000)
  %1103 = uitofp <8 x i32> %wide.load278 to <8 x double>
  %1104 = fadd <8 x double> %1103, splat (double 5.000000e-01)
  %1105 = fmul <8 x double> %1104, splat (double 0x3DF0000000000000)
  %1106 = bitcast <8 x double> %1102 to <8 x i64>
  %1107 = lshr <8 x i64> %1106, splat (i64 32)
  %1108 = add nuw nsw <8 x i64> %1107, splat (i64 614242)
  %1109 = lshr <8 x i64> %1108, splat (i64 20)
  %1110 = add nsw <8 x i64> %1109, splat (i64 -1023)
  %1111 = shl nuw <8 x i64> %1108, splat (i64 32)
  %1112 = and <8 x i64> %1111, splat (i64 4503595332403200)
  %1113 = add nuw nsw <8 x i64> %1112, splat (i64 4604544269498187776)
  %1114 = and <8 x i64> %1106, splat (i64 4294967295)
  %1115 = or disjoint <8 x i64> %1113, %1114
  %1116 = bitcast <8 x i64> %1115 to <8 x double>
  %1117 = fadd <8 x double> %1116, splat (double -1.000000e+00)
  %1118 = fmul <8 x double> %1117, splat (double 5.000000e-01)
  %1119 = fmul <8 x double> %1117, %1118
  %1120 = fadd <8 x double> %1117, splat (double 2.000000e+00)
  %1121 = fdiv <8 x double> %1117, %1120
  %1122 = fmul <8 x double> %1121, %1121
  %1123 = fmul <8 x double> %1122, %1122
  %1124 = fmul <8 x double> %1123, splat (double 0x3FC39A09D078C69F)
  %1125 = fadd <8 x double> %1124, splat (double 0x3FCC71C51D8E78AF)
  %1126 = fmul <8 x double> %1123, %1125
  %1127 = fadd <8 x double> %1126, splat (double 0x3FD999999997FA04)
  %1128 = fmul <8 x double> %1123, %1127
  %1129 = fmul <8 x double> %1123, splat (double 0x3FC2F112DF3E5244)
  %1130 = fadd <8 x double> %1129, splat (double 0x3FC7466496CB03DE)
  %1131 = fmul <8 x double> %1123, %1130
  %1132 = fadd <8 x double> %1131, splat (double 0x3FD2492494229359)
  %1133 = fmul <8 x double> %1123, %1132
  %1134 = fadd <8 x double> %1133, splat (double 0x3FE5555555555593)
  %1135 = fmul <8 x double> %1122, %1134
  %1136 = fadd <8 x double> %1128, %1135
  %1137 = sitofp <8 x i64> %1110 to <8 x double>
  %1138 = fadd <8 x double> %1119, %1136
  %1139 = fmul <8 x double> %1121, %1138
  %1140 = fmul <8 x double> %1137, splat (double 0x3DEA39EF35793C76)
  %1141 = fadd <8 x double> %1140, %1139
  %1142 = fsub <8 x double> %1141, %1119
  %1143 = fadd <8 x double> %1117, %1142
  %1144 = fmul <8 x double> %1137, splat (double 0x3FE62E42FEE00000)
  %1145 = fadd <8 x double> %1144, %1143
  %1146 = fmul <8 x double> %1145, splat (double -2.000000e+00)
  %1147 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %1146)
  %1148 = fmul <8 x double> %1105, splat (double 0x401921FB54442D18)
  %1149 = fmul <8 x double> %1148, splat (double 0x3FE45F306DC9C883)
  %1150 = fadd <8 x double> %1149, splat (double 0x4338000000000000)
  %1151 = bitcast <8 x double> %1150 to <8 x i64>
  %1152 = fadd <8 x double> %1150, splat (double 0xC338000000000000)
  %1153 = fmul <8 x double> %1152, splat (double 0x3FF921FB54400000)
  %1154 = fsub <8 x double> %1148, %1153
  %1155 = fmul <8 x double> %1152, splat (double 0x3DD0B4611A626331)
  %1156 = fmul <8 x double> %1152, splat (double 0x3DD0B4611A600000)
  %1157 = fsub <8 x double> %1154, %1156
  %1158 = fmul <8 x double> %1152, splat (double 0x3BA3198A2E037073)
  %1159 = fsub <8 x double> %1154, %1157
  %1160 = fsub <8 x double> %1159, %1156
  %1161 = fsub <8 x double> %1158, %1160
  %1162 = fsub <8 x double> %1154, %1155
  %1163 = bitcast <8 x double> %1148 to <8 x i64>
  %1164 = lshr <8 x i64> %1163, splat (i64 52)
  %1165 = and <8 x i64> %1164, splat (i64 2047)
  %1166 = bitcast <8 x double> %1162 to <8 x i64>
  %1167 = lshr <8 x i64> %1166, splat (i64 52)
  %1168 = and <8 x i64> %1167, splat (i64 2047)
  %1169 = add nuw nsw <8 x i64> %1168, splat (i64 16)
  %1170 = icmp samesign ult <8 x i64> %1169, %1165
  %1171 = select <8 x i1> %1170, <8 x double> %1157, <8 x double> %1154
  %1172 = select <8 x i1> %1170, <8 x double> %1161, <8 x double> %1155
  %1173 = fsub <8 x double> %1171, %1172
  %1174 = fsub <8 x double> %1171, %1173
  %1175 = fsub <8 x double> %1174, %1172
  %1176 = fmul <8 x double> %1173, %1173
  %1177 = fmul <8 x double> %1176, %1176
  %1178 = fmul <8 x double> %1176, splat (double 0x3EFA01A019CB1590)
  %1179 = fadd <8 x double> %1178, splat (double 0xBF56C16C16C15177)
  %1180 = fmul <8 x double> %1176, %1179
  %1181 = fadd <8 x double> %1180, splat (double 0x3FA555555555554C)
  %1182 = fmul <8 x double> %1176, %1181
  %1183 = fmul <8 x double> %1176, splat (double 0x3DA8FAE9BE8838D4)
  %1184 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %1183
  %1185 = fmul <8 x double> %1176, %1184
  %1186 = fadd <8 x double> %1185, splat (double 0xBE927E4F809C52AD)
  %1187 = fmul <8 x double> %1177, %1177
  %1188 = fmul <8 x double> %1187, %1186
  %1189 = fadd <8 x double> %1182, %1188
  %1190 = fmul <8 x double> %1176, splat (double 5.000000e-01)
  %1191 = fsub <8 x double> splat (double 1.000000e+00), %1190
  %1192 = fsub <8 x double> splat (double 1.000000e+00), %1191
  %1193 = fsub <8 x double> %1192, %1190
  %1194 = fmul <8 x double> %1176, %1189
  %1195 = fmul <8 x double> %1173, %1175
  %1196 = fsub <8 x double> %1194, %1195
  %1197 = fadd <8 x double> %1193, %1196
  %1198 = fadd <8 x double> %1191, %1197
  %1199 = fmul <8 x double> %1176, splat (double 0x3EC71DE357B1FE7D)
  %1200 = fadd <8 x double> %1199, splat (double 0xBF2A01A019C161D5)
  %1201 = fmul <8 x double> %1176, %1200
  %1202 = fadd <8 x double> %1201, splat (double 0x3F8111111110F8A6)
  %1203 = fmul <8 x double> %1176, splat (double 0x3DE5D93A5ACFD57C)
  %1204 = fadd <8 x double> %1203, splat (double 0xBE5AE5E68A2B9CEB)
  %1205 = fmul <8 x double> %1176, %1177
  %1206 = fmul <8 x double> %1205, %1204
  %1207 = fadd <8 x double> %1206, %1202
  %1208 = fmul <8 x double> %1173, %1176
  %1209 = fmul <8 x double> %1175, splat (double 5.000000e-01)
  %1210 = fmul <8 x double> %1208, %1207
  %1211 = fsub <8 x double> %1209, %1210
  %1212 = fmul <8 x double> %1176, %1211
  %1213 = fsub <8 x double> %1212, %1175
  %1214 = fmul <8 x double> %1208, splat (double 0x3FC5555555555549)
  %1215 = fadd <8 x double> %1213, %1214
  %1216 = fsub <8 x double> %1173, %1215
  %1217 = fneg <8 x double> %1198
  %1218 = fneg <8 x double> %1216
  %1219 = and <8 x i64> %1151, splat (i64 1)
  %1220 = and <8 x i64> %1151, splat (i64 2)
  %1221 = icmp eq <8 x i64> %1219, zeroinitializer
  %1222 = icmp eq <8 x i64> %1220, zeroinitializer
  %1223 = select <8 x i1> %1222, <8 x double> %1198, <8 x double> %1217
  %1224 = select <8 x i1> %1222, <8 x double> %1218, <8 x double> %1216
  %1225 = select <8 x i1> %1221, <8 x double> %1223, <8 x double> %1224
  %1226 = fmul <8 x double> %1147, %1225
  %1227 = fptrunc <8 x double> %1226 to <8 x float>
  store <8 x float> %1227, ptr %1098, align 4
  %index.next279 = add nuw i64 %index276, 8
  %1228 = icmp eq i64 %index.next279, %n.vec274
  br i1 %1228, label %middle.block280, label %vector.body275, !llvm.loop !42

middle.block280:                                  ; preds = %vector.body275
  br i1 %cmp.n281, label %flat_element.body.us.preheader, label %noise.body.us.preheader402

noise.body.us.preheader402:                       ; preds = %noise.body.us.preheader, %middle.block280
  %noise74.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec274, %middle.block280 ]
  br label %noise.body.us

noise.done.loopexit57.us:                         ; preds = %flat_element.body.us, %middle.block266
  %t_next.us83 = fmul float %anneal_ratio, %temperature1.077.us82
  %1229 = add nuw i64 %step378.us81, 1
  %exitcond110.not = icmp eq i64 %1229, %steps
  br i1 %exitcond110.not, label %step.header.step.exit_crit_edge.split.us84, label %philox.body.lr.ph.us

philox.body.lr.ph.us:                             ; preds = %noise.done.loopexit57.us, %flat_block.body.us
  %step378.us81 = phi i64 [ 0, %flat_block.body.us ], [ %1229, %noise.done.loopexit57.us ]
  %temperature1.077.us82 = phi float [ %temperature, %flat_block.body.us ], [ %t_next.us83, %noise.done.loopexit57.us ]
  %1230 = fmul float %two_eta, %temperature1.077.us82
  %1231 = fcmp ogt float %1230, 0.000000e+00
  %1232 = tail call float @llvm.sqrt.f32(float %1230)
  %1233 = select i1 %1231, float %1232, float 0.000000e+00
  %noise_scale4.us = select i1 %anneal2.not, float %noise_scale, float %1233
  %key1_step.us = add i64 %step378.us81, %key1
  %1234 = lshr i64 %key1_step.us, 32
  %1235 = mul nuw i64 %1234, 3449720151
  %1236 = lshr i64 %1235, 32
  %1237 = xor i64 %key0, %1236
  %1238 = xor i64 %1237, %key1_step.us
  %1239 = and i64 %1238, 4294967295
  %1240 = mul nuw i64 %1239, 3528531795
  %1241 = lshr i64 %1240, 32
  %1242 = xor i64 %1241, %720
  br i1 %min.iters.check285, label %philox.body.us.preheader, label %vector.ph286

vector.ph286:                                     ; preds = %philox.body.lr.ph.us
  %broadcast.splatinsert293 = insertelement <8 x i64> poison, i64 %1242, i64 0
  %broadcast.splat294 = shufflevector <8 x i64> %broadcast.splatinsert293, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar396 = xor i64 %1235, %719
  %.scalar397 = and i64 %.scalar396, 4294967295
  %1243 = insertelement <8 x i64> poison, i64 %.scalar397, i64 0
  %.masked387 = shufflevector <8 x i64> %1243, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar398 = xor i64 %1240, %722
  %.scalar399 = and i64 %.scalar398, 4294967295
  %1244 = insertelement <8 x i64> poison, i64 %.scalar399, i64 0
  %.masked388 = shufflevector <8 x i64> %1244, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body329

vector.body329:                                   ; preds = %vector.body329, %vector.ph286
  %index330 = phi i64 [ 0, %vector.ph286 ], [ %index.next332, %vector.body329 ]
  %vec.ind331 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph286 ], [ %vec.ind.next333, %vector.body329 ]
  %1245 = add <8 x i64> %vec.ind331, %broadcast.splat296
  %1246 = and <8 x i64> %1245, splat (i64 4294967295)
  %1247 = mul nuw <8 x i64> %1246, splat (i64 3528531795)
  %1248 = xor <8 x i64> %1245, %broadcast.splat298
  %1249 = xor <8 x i64> %1248, %1247
  %1250 = lshr <8 x i64> %1249, splat (i64 32)
  %1251 = mul nuw <8 x i64> %1250, splat (i64 3449720151)
  %1252 = lshr <8 x i64> %1251, splat (i64 32)
  %1253 = xor <8 x i64> %broadcast.splat294, %1247
  %1254 = xor <8 x i64> %.masked387, %1252
  %1255 = mul nuw <8 x i64> %1254, splat (i64 3528531795)
  %1256 = and <8 x i64> %1253, splat (i64 4294967295)
  %1257 = mul nuw <8 x i64> %1256, splat (i64 3449720151)
  %1258 = lshr <8 x i64> %1255, splat (i64 32)
  %1259 = lshr <8 x i64> %1257, splat (i64 32)
  %1260 = xor <8 x i64> %1259, %broadcast.splat302
  %1261 = xor <8 x i64> %1260, %1251
  %1262 = and <8 x i64> %1261, splat (i64 4294967295)
  %1263 = mul nuw <8 x i64> %1262, splat (i64 3528531795)
  %1264 = xor <8 x i64> %.masked388, %1258
  %1265 = mul nuw <8 x i64> %1264, splat (i64 3449720151)
  %1266 = lshr <8 x i64> %1263, splat (i64 32)
  %1267 = lshr <8 x i64> %1265, splat (i64 32)
  %1268 = xor <8 x i64> %broadcast.splat306, %1267
  %1269 = xor <8 x i64> %1268, %1257
  %1270 = xor <8 x i64> %1266, %broadcast.splat308
  %1271 = xor <8 x i64> %1270, %1255
  %1272 = and <8 x i64> %1269, splat (i64 4294967295)
  %1273 = mul nuw <8 x i64> %1272, splat (i64 3528531795)
  %1274 = and <8 x i64> %1271, splat (i64 4294967295)
  %1275 = mul nuw <8 x i64> %1274, splat (i64 3449720151)
  %1276 = lshr <8 x i64> %1273, splat (i64 32)
  %1277 = lshr <8 x i64> %1275, splat (i64 32)
  %1278 = xor <8 x i64> %1277, %broadcast.splat310
  %1279 = xor <8 x i64> %1278, %1265
  %1280 = xor <8 x i64> %broadcast.splat312, %1276
  %1281 = xor <8 x i64> %1280, %1263
  %1282 = and <8 x i64> %1279, splat (i64 4294967295)
  %1283 = mul nuw <8 x i64> %1282, splat (i64 3528531795)
  %1284 = and <8 x i64> %1281, splat (i64 4294967295)
  %1285 = mul nuw <8 x i64> %1284, splat (i64 3449720151)
  %1286 = lshr <8 x i64> %1283, splat (i64 32)
  %1287 = lshr <8 x i64> %1285, splat (i64 32)
  %1288 = xor <8 x i64> %broadcast.splat314, %1287
  %1289 = xor <8 x i64> %1288, %1275
  %1290 = xor <8 x i64> %1286, %broadcast.splat316
  %1291 = xor <8 x i64> %1290, %1273
  %1292 = and <8 x i64> %1289, splat (i64 4294967295)
  %1293 = mul nuw <8 x i64> %1292, splat (i64 3528531795)
  %1294 = and <8 x i64> %1291, splat (i64 4294967295)
  %1295 = mul nuw <8 x i64> %1294, splat (i64 3449720151)
  %1296 = lshr <8 x i64> %1293, splat (i64 32)
  %1297 = lshr <8 x i64> %1295, splat (i64 32)
  %1298 = xor <8 x i64> %1297, %broadcast.splat318
  %1299 = xor <8 x i64> %1298, %1285
  %1300 = xor <8 x i64> %broadcast.splat320, %1296
  %1301 = xor <8 x i64> %1300, %1283
  %1302 = and <8 x i64> %1299, splat (i64 4294967295)
  %1303 = mul nuw <8 x i64> %1302, splat (i64 3528531795)
  %1304 = and <8 x i64> %1301, splat (i64 4294967295)
  %1305 = mul nuw <8 x i64> %1304, splat (i64 3449720151)
  %1306 = lshr <8 x i64> %1303, splat (i64 32)
  %1307 = lshr <8 x i64> %1305, splat (i64 32)
  %1308 = xor <8 x i64> %broadcast.splat322, %1307
  %1309 = xor <8 x i64> %1308, %1295
  %1310 = xor <8 x i64> %1306, %broadcast.splat324
  %1311 = xor <8 x i64> %1310, %1293
  %1312 = and <8 x i64> %1309, splat (i64 4294967295)
  %1313 = mul nuw <8 x i64> %1312, splat (i64 3528531795)
  %1314 = lshr <8 x i64> %1313, splat (i64 32)
  %1315 = trunc <8 x i64> %1311 to <8 x i32>
  %1316 = mul <8 x i32> %1315, splat (i32 -845247145)
  %1317 = xor <8 x i64> %broadcast.splat326, %1314
  %1318 = xor <8 x i64> %1317, %1303
  %1319 = and <8 x i64> %1318, splat (i64 4294967295)
  %1320 = mul nuw <8 x i64> %1319, splat (i64 3449720151)
  %1321 = lshr <8 x i64> %1320, splat (i64 32)
  %1322 = trunc nuw <8 x i64> %1321 to <8 x i32>
  %1323 = trunc <8 x i64> %1320 to <8 x i32>
  %1324 = xor <8 x i32> %1316, %broadcast.splat328
  %1325 = xor <8 x i32> %1324, %1322
  %1326 = getelementptr inbounds float, ptr %flat_noise, i64 %index330
  store <8 x i32> %1325, ptr %1326, align 4
  %1327 = getelementptr inbounds float, ptr %flat_staging, i64 %index330
  store <8 x i32> %1323, ptr %1327, align 4
  %index.next332 = add nuw i64 %index330, 8
  %vec.ind.next333 = add nuw <8 x i64> %vec.ind331, splat (i64 8)
  %1328 = icmp eq i64 %index.next332, %n.vec288
  br i1 %1328, label %middle.block334, label %vector.body329, !llvm.loop !43

middle.block334:                                  ; preds = %vector.body329
  br i1 %cmp.n335, label %noise.body.us.preheader, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %philox.body.lr.ph.us, %middle.block334
  %philox73.us.ph = phi i64 [ 0, %philox.body.lr.ph.us ], [ %n.vec288, %middle.block334 ]
  %invariant.op411 = xor i64 %719, %1235
  %invariant.op412 = xor i64 %722, %1240
  br label %philox.body.us

step.header.step.exit_crit_edge.split.us84:       ; preds = %noise.done.loopexit57.us
  %1329 = add i64 %flat_block79.us, %rows_per_block.zext
  %1330 = icmp ult i64 %1329, %row_end
  br i1 %1330, label %flat_block.body.us, label %flat.done

flat.done:                                        ; preds = %step.header14.step.exit16_crit_edge.split.us71, %step.header14.step.exit16_crit_edge.split.us.us.us, %step.header.step.exit_crit_edge.split.us84, %step.header.step.exit_crit_edge.split.us.us.us, %flat_block.body, %row.body.lr.ph, %row.header.preheader, %small_tables.then
  ret void

flat_block.body:                                  ; preds = %flat_block.body.lr.ph, %flat_block.body
  %flat_block79 = phi i64 [ %1331, %flat_block.body ], [ %row_begin, %flat_block.body.lr.ph ]
  %1331 = add i64 %flat_block79, %rows_per_block.zext
  %1332 = icmp ult i64 %1331, %row_end
  br i1 %1332, label %flat_block.body, label %flat.done
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
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6, !7}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !7, !6}
!14 = !{!15}
!15 = distinct !{!15, !16}
!16 = distinct !{!16, !"LVerDomain"}
!17 = !{!18, !19}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
!20 = !{!18}
!21 = !{!19}
!22 = distinct !{!22, !6, !7}
!23 = distinct !{!23, !7, !6}
!24 = distinct !{!24, !6, !7}
!25 = !{!26}
!26 = distinct !{!26, !27}
!27 = distinct !{!27, !"LVerDomain"}
!28 = !{!29}
!29 = distinct !{!29, !27}
!30 = distinct !{!30, !6, !7}
!31 = distinct !{!31, !6, !7}
!32 = distinct !{!32, !6}
!33 = distinct !{!33, !6}
!34 = distinct !{!34, !7, !6}
!35 = !{!36}
!36 = distinct !{!36, !37}
!37 = distinct !{!37, !"LVerDomain"}
!38 = !{!39}
!39 = distinct !{!39, !37}
!40 = distinct !{!40, !6, !7}
!41 = distinct !{!41, !7, !6}
!42 = distinct !{!42, !6, !7}
!43 = distinct !{!43, !6, !7}
