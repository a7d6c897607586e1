; ModuleID = 'bivector_pull'
source_filename = "bivector_pull.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_bivector_pull_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %state174 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %status = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %input_0 = load ptr, ptr %1, align 8
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %scratch = load ptr, ptr %2, align 8
  %scratch173 = ptrtoint ptr %scratch to i64
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
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %temperature = load float, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 84
  %anneal_ratio = load float, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %two_eta = load float, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %args, i64 96
  %key0 = load i64, ptr %12, align 8
  %13 = getelementptr inbounds nuw i8, ptr %args, i64 104
  %key1 = load i64, ptr %13, align 8
  %14 = icmp ult i64 %row_begin, %row_end
  br i1 %14, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %entry
  %15 = getelementptr inbounds nuw i8, ptr %args, i64 76
  %anneal = load i32, ptr %15, align 4
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not = icmp eq i64 %steps, 0
  %.not98 = icmp eq i64 %n_features, 0
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
  %34 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %draw_noise = load i32, ptr %34, align 4
  %draw.not = icmp eq i32 %draw_noise, 0
  br i1 %draw.not, label %row.body.lr.ph.split.us.split.us, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph.split.us
  %35 = mul i64 %row_begin, %n_features
  %36 = shl i64 %35, 2
  %37 = shl i64 %n_features, 2
  %38 = shl i64 %row_begin, 2
  %39 = add i64 %38, 4
  %40 = mul i64 %n_features, %39
  %41 = add i64 %36, %state174
  %42 = sub i64 %scratch173, %41
  %43 = mul i64 %n_features, -4
  %44 = add i64 %n_features, -1
  %min.iters.check176 = icmp ult i64 %n_features, 8
  %min.iters.check178 = icmp ult i64 %n_features, 32
  %n.mod.vf180 = and i64 %n_features, 24
  %n.vec181 = and i64 %n_features, -32
  %cmp.n192 = icmp eq i64 %n_features, %n.vec181
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf180, 0
  %n.vec195 = and i64 %n_features, -8
  %cmp.n203 = icmp eq i64 %n_features, %n.vec195
  %xtraiter = and i64 %n_features, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %xtraiter317 = and i64 %n_features, 7
  %45 = icmp ult i64 %44, 7
  %unroll_iter = and i64 %n_features, -8
  %lcmp.mod318.not = icmp eq i64 %xtraiter317, 0
  %lcmp.mod320 = icmp ne i64 %xtraiter317, 0
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec = and i64 %n_features, -8
  %broadcast.splatinsert133 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat134 = shufflevector <8 x float> %broadcast.splatinsert133, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert137 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat138 = shufflevector <8 x i64> %broadcast.splatinsert137, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert141 = insertelement <8 x i64> poison, i64 %20, i64 0
  %broadcast.splat142 = shufflevector <8 x i64> %broadcast.splatinsert141, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert145 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat146 = shufflevector <8 x i64> %broadcast.splatinsert145, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert147 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat148 = shufflevector <8 x i64> %broadcast.splatinsert147, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert149 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat150 = shufflevector <8 x i64> %broadcast.splatinsert149, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert151 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat152 = shufflevector <8 x i64> %broadcast.splatinsert151, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert153 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat154 = shufflevector <8 x i64> %broadcast.splatinsert153, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert155 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat156 = shufflevector <8 x i64> %broadcast.splatinsert155, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert157 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat158 = shufflevector <8 x i64> %broadcast.splatinsert157, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert159 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat160 = shufflevector <8 x i64> %broadcast.splatinsert159, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert161 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat162 = shufflevector <8 x i64> %broadcast.splatinsert161, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert163 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat164 = shufflevector <8 x i64> %broadcast.splatinsert163, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert165 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat166 = shufflevector <8 x i64> %broadcast.splatinsert165, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert167 = insertelement <8 x i32> poison, i32 %33, i64 0
  %broadcast.splat168 = shufflevector <8 x i32> %broadcast.splatinsert167, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  br label %row.body.us

row.body.lr.ph.split.us.split.us:                 ; preds = %row.body.lr.ph.split.us
  br i1 %.not98, label %row.exit, label %row.body.us.us.us.us.us.preheader

row.body.us.us.us.us.us.preheader:                ; preds = %row.body.lr.ph.split.us.split.us
  %46 = mul i64 %row_begin, %n_features
  %47 = shl i64 %46, 2
  %48 = shl i64 %n_features, 2
  %49 = shl i64 %row_begin, 2
  %50 = add i64 %49, 4
  %51 = mul i64 %n_features, %50
  %52 = add i64 %47, %state174
  %53 = sub i64 %scratch173, %52
  %54 = mul i64 %n_features, -4
  %55 = add i64 %n_features, -1
  %min.iters.check269 = icmp ult i64 %n_features, 8
  %min.iters.check272 = icmp ult i64 %n_features, 32
  %n.mod.vf275 = and i64 %n_features, 24
  %n.vec276 = and i64 %n_features, -32
  %cmp.n290 = icmp eq i64 %n_features, %n.vec276
  %min.epilog.iters.check294 = icmp eq i64 %n.mod.vf275, 0
  %n.vec297 = and i64 %n_features, -8
  %cmp.n308 = icmp eq i64 %n_features, %n.vec297
  %xtraiter321 = and i64 %n_features, 3
  %lcmp.mod322.not = icmp eq i64 %xtraiter321, 0
  %xtraiter324 = and i64 %n_features, 7
  %56 = icmp ult i64 %55, 7
  %unroll_iter329 = and i64 %n_features, -8
  %lcmp.mod326.not = icmp eq i64 %xtraiter324, 0
  %lcmp.mod328 = icmp ne i64 %xtraiter324, 0
  %min.iters.check216 = icmp ult i64 %n_features, 8
  %min.iters.check219 = icmp ult i64 %n_features, 32
  %n.mod.vf222 = and i64 %n_features, 24
  %n.vec223 = and i64 %n_features, -32
  %broadcast.splatinsert224 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat225 = shufflevector <8 x float> %broadcast.splatinsert224, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n243 = icmp eq i64 %n_features, %n.vec223
  %min.epilog.iters.check247 = icmp eq i64 %n.mod.vf222, 0
  %n.vec250 = and i64 %n_features, -8
  %broadcast.splatinsert251 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat252 = shufflevector <8 x float> %broadcast.splatinsert251, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n264 = icmp eq i64 %n_features, %n.vec250
  %xtraiter331 = and i64 %n_features, 1
  %lcmp.mod332.not = icmp eq i64 %xtraiter331, 0
  br label %row.body.us.us.us.us.us

row.body.us.us.us.us.us:                          ; preds = %row.body.us.us.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us.split.us.us
  %indvar206 = phi i64 [ 0, %row.body.us.us.us.us.us.preheader ], [ %indvar.next207, %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us.split.us.us ]
  %row37.us.us.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.us.us.preheader ], [ %291, %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us.split.us.us ]
  %57 = mul i64 %54, %indvar206
  %58 = add i64 %53, %57
  %59 = mul i64 %48, %indvar206
  %60 = add i64 %47, %59
  %scevgep208 = getelementptr i8, ptr %state, i64 %60
  %61 = add i64 %51, %59
  %scevgep209 = getelementptr i8, ptr %state, i64 %61
  %scevgep210 = getelementptr i8, ptr %input_0, i64 %60
  %scevgep211 = getelementptr i8, ptr %input_0, i64 %61
  %row_offset.us.us.us.us.us = mul i64 %row37.us.us.us.us.us, %n_features
  %62 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us.us.us
  %63 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us.us.us.us
  %64 = getelementptr inbounds float, ptr %status, i64 %row37.us.us.us.us.us
  %diff.check267 = icmp ult i64 %58, 128
  %or.cond = select i1 %min.iters.check269, i1 true, i1 %diff.check267
  %bound0212 = icmp ult ptr %scevgep208, %scevgep211
  %bound1213 = icmp ult ptr %scevgep210, %scevgep209
  %found.conflict214 = and i1 %bound0212, %bound1213
  br label %iter.check271

iter.check271:                                    ; preds = %feature.header18.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us.us.us, %row.body.us.us.us.us.us
  %step36.us.us.us.us.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us.us.us ], [ %290, %feature.header18.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us.us.us ]
  br i1 %or.cond, label %feature.body.us.us.us.us.us.us.us.us.us.preheader, label %vector.main.loop.iter.check273

vector.main.loop.iter.check273:                   ; preds = %iter.check271
  br i1 %min.iters.check272, label %vec.epilog.ph295, label %vector.body277

vector.body277:                                   ; preds = %vector.main.loop.iter.check273, %vector.body277
  %index278 = phi i64 [ %index.next287, %vector.body277 ], [ 0, %vector.main.loop.iter.check273 ]
  %vec.ind279 = phi <8 x i64> [ %vec.ind.next288, %vector.body277 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.main.loop.iter.check273 ]
  %step.add280 = add <8 x i64> %vec.ind279, splat (i64 8)
  %step.add.2281 = add <8 x i64> %vec.ind279, splat (i64 16)
  %step.add.3282 = add <8 x i64> %vec.ind279, splat (i64 24)
  %65 = getelementptr inbounds float, ptr %62, i64 %index278
  %66 = getelementptr inbounds nuw i8, ptr %65, i64 32
  %67 = getelementptr inbounds nuw i8, ptr %65, i64 64
  %68 = getelementptr inbounds nuw i8, ptr %65, i64 96
  %wide.load283 = load <8 x float>, ptr %65, align 4
  %wide.load284 = load <8 x float>, ptr %66, align 4
  %wide.load285 = load <8 x float>, ptr %67, align 4
  %wide.load286 = load <8 x float>, ptr %68, align 4
  %69 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind279)
  %70 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add280)
  %71 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.2281)
  %72 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.3282)
  %73 = icmp eq <8 x i64> %69, splat (i64 2)
  %74 = icmp eq <8 x i64> %70, splat (i64 2)
  %75 = icmp eq <8 x i64> %71, splat (i64 2)
  %76 = icmp eq <8 x i64> %72, splat (i64 2)
  %77 = select <8 x i1> %73, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %78 = select <8 x i1> %74, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %79 = select <8 x i1> %75, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %80 = select <8 x i1> %76, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %81 = fmul <8 x float> %77, %wide.load283
  %82 = fmul <8 x float> %78, %wide.load284
  %83 = fmul <8 x float> %79, %wide.load285
  %84 = fmul <8 x float> %80, %wide.load286
  %85 = fsub <8 x float> %wide.load283, %81
  %86 = fsub <8 x float> %wide.load284, %82
  %87 = fsub <8 x float> %wide.load285, %83
  %88 = fsub <8 x float> %wide.load286, %84
  %89 = fmul <8 x float> %85, %85
  %90 = fmul <8 x float> %86, %86
  %91 = fmul <8 x float> %87, %87
  %92 = fmul <8 x float> %88, %88
  %93 = getelementptr inbounds float, ptr %scratch, i64 %index278
  %94 = getelementptr inbounds nuw i8, ptr %93, i64 32
  %95 = getelementptr inbounds nuw i8, ptr %93, i64 64
  %96 = getelementptr inbounds nuw i8, ptr %93, i64 96
  store <8 x float> %89, ptr %93, align 4
  store <8 x float> %90, ptr %94, align 4
  store <8 x float> %91, ptr %95, align 4
  store <8 x float> %92, ptr %96, align 4
  %index.next287 = add nuw i64 %index278, 32
  %vec.ind.next288 = add <8 x i64> %vec.ind279, splat (i64 32)
  %97 = icmp eq i64 %index.next287, %n.vec276
  br i1 %97, label %middle.block289, label %vector.body277, !llvm.loop !0

middle.block289:                                  ; preds = %vector.body277
  br i1 %cmp.n290, label %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader, label %vec.epilog.iter.check293

fold_tail.body.us.us.us.us.us.us.us.us.us.preheader: ; preds = %feature.body.us.us.us.us.us.us.us.us.us.prol.loopexit, %feature.body.us.us.us.us.us.us.us.us.us, %vec.epilog.middle.block307, %middle.block289
  br i1 %56, label %fold_tail.body.us.us.us.us.us.us.us.us.us.epil.preheader, label %fold_tail.body.us.us.us.us.us.us.us.us.us

vec.epilog.iter.check293:                         ; preds = %middle.block289
  br i1 %min.epilog.iters.check294, label %feature.body.us.us.us.us.us.us.us.us.us.preheader, label %vec.epilog.ph295, !prof !3

vec.epilog.ph295:                                 ; preds = %vector.main.loop.iter.check273, %vec.epilog.iter.check293
  %bc.resume.val291 = phi i64 [ %n.vec276, %vec.epilog.iter.check293 ], [ 0, %vector.main.loop.iter.check273 ]
  %broadcast.splatinsert298 = insertelement <8 x i64> poison, i64 %bc.resume.val291, i64 0
  %broadcast.splat299 = shufflevector <8 x i64> %broadcast.splatinsert298, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction300 = or disjoint <8 x i64> %broadcast.splat299, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body301

vec.epilog.vector.body301:                        ; preds = %vec.epilog.vector.body301, %vec.epilog.ph295
  %index302 = phi i64 [ %bc.resume.val291, %vec.epilog.ph295 ], [ %index.next305, %vec.epilog.vector.body301 ]
  %vec.ind303 = phi <8 x i64> [ %induction300, %vec.epilog.ph295 ], [ %vec.ind.next306, %vec.epilog.vector.body301 ]
  %98 = getelementptr inbounds float, ptr %62, i64 %index302
  %wide.load304 = load <8 x float>, ptr %98, align 4
  %99 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind303)
  %100 = icmp eq <8 x i64> %99, splat (i64 2)
  %101 = select <8 x i1> %100, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %102 = fmul <8 x float> %101, %wide.load304
  %103 = fsub <8 x float> %wide.load304, %102
  %104 = fmul <8 x float> %103, %103
  %105 = getelementptr inbounds float, ptr %scratch, i64 %index302
  store <8 x float> %104, ptr %105, align 4
  %index.next305 = add nuw i64 %index302, 8
  %vec.ind.next306 = add nuw <8 x i64> %vec.ind303, splat (i64 8)
  %106 = icmp eq i64 %index.next305, %n.vec297
  br i1 %106, label %vec.epilog.middle.block307, label %vec.epilog.vector.body301, !llvm.loop !4

vec.epilog.middle.block307:                       ; preds = %vec.epilog.vector.body301
  br i1 %cmp.n308, label %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader, label %feature.body.us.us.us.us.us.us.us.us.us.preheader

feature.body.us.us.us.us.us.us.us.us.us.preheader: ; preds = %iter.check271, %vec.epilog.iter.check293, %vec.epilog.middle.block307
  %feature30.us.us.us.us.us.us.us.us.us.ph = phi i64 [ 0, %iter.check271 ], [ %n.vec276, %vec.epilog.iter.check293 ], [ %n.vec297, %vec.epilog.middle.block307 ]
  %107 = sub i64 %55, %feature30.us.us.us.us.us.us.us.us.us.ph
  br i1 %lcmp.mod322.not, label %feature.body.us.us.us.us.us.us.us.us.us.prol.loopexit, label %feature.body.us.us.us.us.us.us.us.us.us.prol

feature.body.us.us.us.us.us.us.us.us.us.prol:     ; preds = %feature.body.us.us.us.us.us.us.us.us.us.preheader, %feature.body.us.us.us.us.us.us.us.us.us.prol
  %feature30.us.us.us.us.us.us.us.us.us.prol = phi i64 [ %115, %feature.body.us.us.us.us.us.us.us.us.us.prol ], [ %feature30.us.us.us.us.us.us.us.us.us.ph, %feature.body.us.us.us.us.us.us.us.us.us.preheader ]
  %prol.iter323 = phi i64 [ %prol.iter323.next, %feature.body.us.us.us.us.us.us.us.us.us.prol ], [ 0, %feature.body.us.us.us.us.us.us.us.us.us.preheader ]
  %108 = getelementptr inbounds float, ptr %62, i64 %feature30.us.us.us.us.us.us.us.us.us.prol
  %109 = load float, ptr %108, align 4
  %popcount.us.us.us.us.us.us.us.us.us.prol = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature30.us.us.us.us.us.us.us.us.us.prol)
  %110 = icmp eq i64 %popcount.us.us.us.us.us.us.us.us.us.prol, 2
  %grade.us.us.us.us.us.us.us.us.us.prol = select i1 %110, float 1.000000e+00, float 0.000000e+00
  %111 = fmul float %grade.us.us.us.us.us.us.us.us.us.prol, %109
  %112 = fsub float %109, %111
  %113 = fmul float %112, %112
  %114 = getelementptr inbounds float, ptr %scratch, i64 %feature30.us.us.us.us.us.us.us.us.us.prol
  store float %113, ptr %114, align 4
  %115 = add nuw i64 %feature30.us.us.us.us.us.us.us.us.us.prol, 1
  %prol.iter323.next = add i64 %prol.iter323, 1
  %prol.iter323.cmp.not = icmp eq i64 %prol.iter323.next, %xtraiter321
  br i1 %prol.iter323.cmp.not, label %feature.body.us.us.us.us.us.us.us.us.us.prol.loopexit, label %feature.body.us.us.us.us.us.us.us.us.us.prol, !llvm.loop !5

feature.body.us.us.us.us.us.us.us.us.us.prol.loopexit: ; preds = %feature.body.us.us.us.us.us.us.us.us.us.prol, %feature.body.us.us.us.us.us.us.us.us.us.preheader
  %feature30.us.us.us.us.us.us.us.us.us.unr = phi i64 [ %feature30.us.us.us.us.us.us.us.us.us.ph, %feature.body.us.us.us.us.us.us.us.us.us.preheader ], [ %115, %feature.body.us.us.us.us.us.us.us.us.us.prol ]
  %116 = icmp ult i64 %107, 3
  br i1 %116, label %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader, label %feature.body.us.us.us.us.us.us.us.us.us

feature.body19.us.us.us.us.us.us.us.us.us:        ; preds = %feature.body19.us.us.us.us.us.us.us.us.us.prol.loopexit, %feature.body19.us.us.us.us.us.us.us.us.us
  %feature2134.us.us.us.us.us.us.us.us.us = phi i64 [ %142, %feature.body19.us.us.us.us.us.us.us.us.us ], [ %feature2134.us.us.us.us.us.us.us.us.us.unr, %feature.body19.us.us.us.us.us.us.us.us.us.prol.loopexit ]
  %117 = getelementptr inbounds float, ptr %62, i64 %feature2134.us.us.us.us.us.us.us.us.us
  %118 = load float, ptr %117, align 4
  %119 = getelementptr inbounds float, ptr %63, i64 %feature2134.us.us.us.us.us.us.us.us.us
  %120 = load float, ptr %119, align 4
  %121 = fsub float %118, %120
  %122 = fmul float %121, 2.000000e+00
  %123 = fmul float %122, 5.000000e-01
  %popcount22.us.us.us.us.us.us.us.us.us = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature2134.us.us.us.us.us.us.us.us.us)
  %124 = icmp eq i64 %popcount22.us.us.us.us.us.us.us.us.us, 2
  %grade23.us.us.us.us.us.us.us.us.us = select i1 %124, float 1.000000e+00, float 0.000000e+00
  %125 = fmul float %grade23.us.us.us.us.us.us.us.us.us, %123
  %126 = fmul float %eta, %125
  %127 = fsub float %118, %126
  %128 = fmul float %grade23.us.us.us.us.us.us.us.us.us, %127
  store float %128, ptr %117, align 4
  %129 = add nuw i64 %feature2134.us.us.us.us.us.us.us.us.us, 1
  %130 = getelementptr inbounds float, ptr %62, i64 %129
  %131 = load float, ptr %130, align 4
  %132 = getelementptr inbounds float, ptr %63, i64 %129
  %133 = load float, ptr %132, align 4
  %134 = fsub float %131, %133
  %135 = fmul float %134, 2.000000e+00
  %136 = fmul float %135, 5.000000e-01
  %popcount22.us.us.us.us.us.us.us.us.us.1 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %129)
  %137 = icmp eq i64 %popcount22.us.us.us.us.us.us.us.us.us.1, 2
  %grade23.us.us.us.us.us.us.us.us.us.1 = select i1 %137, float 1.000000e+00, float 0.000000e+00
  %138 = fmul float %grade23.us.us.us.us.us.us.us.us.us.1, %136
  %139 = fmul float %eta, %138
  %140 = fsub float %131, %139
  %141 = fmul float %grade23.us.us.us.us.us.us.us.us.us.1, %140
  store float %141, ptr %130, align 4
  %142 = add nuw i64 %feature2134.us.us.us.us.us.us.us.us.us, 2
  %exitcond112.not.1 = icmp eq i64 %142, %n_features
  br i1 %exitcond112.not.1, label %feature.header18.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us.us.us, label %feature.body19.us.us.us.us.us.us.us.us.us, !llvm.loop !7

fold_tail.body.us.us.us.us.us.us.us.us.us:        ; preds = %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader, %fold_tail.body.us.us.us.us.us.us.us.us.us
  %fold_tail32.us.us.us.us.us.us.us.us.us = phi i64 [ %174, %fold_tail.body.us.us.us.us.us.us.us.us.us ], [ 0, %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader ]
  %fold_value.031.us.us.us.us.us.us.us.us.us = phi float [ %173, %fold_tail.body.us.us.us.us.us.us.us.us.us ], [ 0.000000e+00, %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader ]
  %niter330 = phi i64 [ %niter330.next.7, %fold_tail.body.us.us.us.us.us.us.us.us.us ], [ 0, %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader ]
  %143 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail32.us.us.us.us.us.us.us.us.us
  %144 = load float, ptr %143, align 4
  %145 = fadd float %fold_value.031.us.us.us.us.us.us.us.us.us, %144
  %146 = getelementptr float, ptr %scratch, i64 %fold_tail32.us.us.us.us.us.us.us.us.us
  %147 = getelementptr i8, ptr %146, i64 4
  %148 = load float, ptr %147, align 4
  %149 = fadd float %145, %148
  %150 = getelementptr float, ptr %scratch, i64 %fold_tail32.us.us.us.us.us.us.us.us.us
  %151 = getelementptr i8, ptr %150, i64 8
  %152 = load float, ptr %151, align 4
  %153 = fadd float %149, %152
  %154 = getelementptr float, ptr %scratch, i64 %fold_tail32.us.us.us.us.us.us.us.us.us
  %155 = getelementptr i8, ptr %154, i64 12
  %156 = load float, ptr %155, align 4
  %157 = fadd float %153, %156
  %158 = getelementptr float, ptr %scratch, i64 %fold_tail32.us.us.us.us.us.us.us.us.us
  %159 = getelementptr i8, ptr %158, i64 16
  %160 = load float, ptr %159, align 4
  %161 = fadd float %157, %160
  %162 = getelementptr float, ptr %scratch, i64 %fold_tail32.us.us.us.us.us.us.us.us.us
  %163 = getelementptr i8, ptr %162, i64 20
  %164 = load float, ptr %163, align 4
  %165 = fadd float %161, %164
  %166 = getelementptr float, ptr %scratch, i64 %fold_tail32.us.us.us.us.us.us.us.us.us
  %167 = getelementptr i8, ptr %166, i64 24
  %168 = load float, ptr %167, align 4
  %169 = fadd float %165, %168
  %170 = getelementptr float, ptr %scratch, i64 %fold_tail32.us.us.us.us.us.us.us.us.us
  %171 = getelementptr i8, ptr %170, i64 28
  %172 = load float, ptr %171, align 4
  %173 = fadd float %169, %172
  %174 = add nuw i64 %fold_tail32.us.us.us.us.us.us.us.us.us, 8
  %niter330.next.7 = add i64 %niter330, 8
  %niter330.ncmp.7 = icmp eq i64 %niter330.next.7, %unroll_iter329
  br i1 %niter330.ncmp.7, label %iter.check218.unr-lcssa, label %fold_tail.body.us.us.us.us.us.us.us.us.us

feature.body.us.us.us.us.us.us.us.us.us:          ; preds = %feature.body.us.us.us.us.us.us.us.us.us.prol.loopexit, %feature.body.us.us.us.us.us.us.us.us.us
  %feature30.us.us.us.us.us.us.us.us.us = phi i64 [ %206, %feature.body.us.us.us.us.us.us.us.us.us ], [ %feature30.us.us.us.us.us.us.us.us.us.unr, %feature.body.us.us.us.us.us.us.us.us.us.prol.loopexit ]
  %175 = getelementptr inbounds float, ptr %62, i64 %feature30.us.us.us.us.us.us.us.us.us
  %176 = load float, ptr %175, align 4
  %popcount.us.us.us.us.us.us.us.us.us = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature30.us.us.us.us.us.us.us.us.us)
  %177 = icmp eq i64 %popcount.us.us.us.us.us.us.us.us.us, 2
  %grade.us.us.us.us.us.us.us.us.us = select i1 %177, float 1.000000e+00, float 0.000000e+00
  %178 = fmul float %grade.us.us.us.us.us.us.us.us.us, %176
  %179 = fsub float %176, %178
  %180 = fmul float %179, %179
  %181 = getelementptr inbounds float, ptr %scratch, i64 %feature30.us.us.us.us.us.us.us.us.us
  store float %180, ptr %181, align 4
  %182 = add nuw i64 %feature30.us.us.us.us.us.us.us.us.us, 1
  %183 = getelementptr inbounds float, ptr %62, i64 %182
  %184 = load float, ptr %183, align 4
  %popcount.us.us.us.us.us.us.us.us.us.1 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %182)
  %185 = icmp eq i64 %popcount.us.us.us.us.us.us.us.us.us.1, 2
  %grade.us.us.us.us.us.us.us.us.us.1 = select i1 %185, float 1.000000e+00, float 0.000000e+00
  %186 = fmul float %grade.us.us.us.us.us.us.us.us.us.1, %184
  %187 = fsub float %184, %186
  %188 = fmul float %187, %187
  %189 = getelementptr inbounds float, ptr %scratch, i64 %182
  store float %188, ptr %189, align 4
  %190 = add nuw i64 %feature30.us.us.us.us.us.us.us.us.us, 2
  %191 = getelementptr inbounds float, ptr %62, i64 %190
  %192 = load float, ptr %191, align 4
  %popcount.us.us.us.us.us.us.us.us.us.2 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %190)
  %193 = icmp eq i64 %popcount.us.us.us.us.us.us.us.us.us.2, 2
  %grade.us.us.us.us.us.us.us.us.us.2 = select i1 %193, float 1.000000e+00, float 0.000000e+00
  %194 = fmul float %grade.us.us.us.us.us.us.us.us.us.2, %192
  %195 = fsub float %192, %194
  %196 = fmul float %195, %195
  %197 = getelementptr inbounds float, ptr %scratch, i64 %190
  store float %196, ptr %197, align 4
  %198 = add nuw i64 %feature30.us.us.us.us.us.us.us.us.us, 3
  %199 = getelementptr inbounds float, ptr %62, i64 %198
  %200 = load float, ptr %199, align 4
  %popcount.us.us.us.us.us.us.us.us.us.3 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %198)
  %201 = icmp eq i64 %popcount.us.us.us.us.us.us.us.us.us.3, 2
  %grade.us.us.us.us.us.us.us.us.us.3 = select i1 %201, float 1.000000e+00, float 0.000000e+00
  %202 = fmul float %grade.us.us.us.us.us.us.us.us.us.3, %200
  %203 = fsub float %200, %202
  %204 = fmul float %203, %203
  %205 = getelementptr inbounds float, ptr %scratch, i64 %198
  store float %204, ptr %205, align 4
  %206 = add nuw i64 %feature30.us.us.us.us.us.us.us.us.us, 4
  %exitcond110.not.3 = icmp eq i64 %206, %n_features
  br i1 %exitcond110.not.3, label %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader, label %feature.body.us.us.us.us.us.us.us.us.us, !llvm.loop !8

iter.check218.unr-lcssa:                          ; preds = %fold_tail.body.us.us.us.us.us.us.us.us.us
  br i1 %lcmp.mod326.not, label %iter.check218, label %fold_tail.body.us.us.us.us.us.us.us.us.us.epil.preheader

fold_tail.body.us.us.us.us.us.us.us.us.us.epil.preheader: ; preds = %iter.check218.unr-lcssa, %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader
  %fold_tail32.us.us.us.us.us.us.us.us.us.epil.init = phi i64 [ 0, %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader ], [ %174, %iter.check218.unr-lcssa ]
  %fold_value.031.us.us.us.us.us.us.us.us.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader ], [ %173, %iter.check218.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod328)
  br label %fold_tail.body.us.us.us.us.us.us.us.us.us.epil

fold_tail.body.us.us.us.us.us.us.us.us.us.epil:   ; preds = %fold_tail.body.us.us.us.us.us.us.us.us.us.epil, %fold_tail.body.us.us.us.us.us.us.us.us.us.epil.preheader
  %fold_tail32.us.us.us.us.us.us.us.us.us.epil = phi i64 [ %210, %fold_tail.body.us.us.us.us.us.us.us.us.us.epil ], [ %fold_tail32.us.us.us.us.us.us.us.us.us.epil.init, %fold_tail.body.us.us.us.us.us.us.us.us.us.epil.preheader ]
  %fold_value.031.us.us.us.us.us.us.us.us.us.epil = phi float [ %209, %fold_tail.body.us.us.us.us.us.us.us.us.us.epil ], [ %fold_value.031.us.us.us.us.us.us.us.us.us.epil.init, %fold_tail.body.us.us.us.us.us.us.us.us.us.epil.preheader ]
  %epil.iter325 = phi i64 [ %epil.iter325.next, %fold_tail.body.us.us.us.us.us.us.us.us.us.epil ], [ 0, %fold_tail.body.us.us.us.us.us.us.us.us.us.epil.preheader ]
  %207 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail32.us.us.us.us.us.us.us.us.us.epil
  %208 = load float, ptr %207, align 4
  %209 = fadd float %fold_value.031.us.us.us.us.us.us.us.us.us.epil, %208
  %210 = add nuw i64 %fold_tail32.us.us.us.us.us.us.us.us.us.epil, 1
  %epil.iter325.next = add i64 %epil.iter325, 1
  %epil.iter325.cmp.not = icmp eq i64 %epil.iter325.next, %xtraiter324
  br i1 %epil.iter325.cmp.not, label %iter.check218, label %fold_tail.body.us.us.us.us.us.us.us.us.us.epil, !llvm.loop !9

iter.check218:                                    ; preds = %fold_tail.body.us.us.us.us.us.us.us.us.us.epil, %iter.check218.unr-lcssa
  %.lcssa = phi float [ %173, %iter.check218.unr-lcssa ], [ %209, %fold_tail.body.us.us.us.us.us.us.us.us.us.epil ]
  %211 = fcmp ogt float %.lcssa, 0x3D71979980000000
  %212 = select i1 %211, float 1.000000e+00, float 0.000000e+00
  %status_bits16.us.us.us.us.us.us.us.us.us = fptoui float %212 to i32
  %status17.us.us.us.us.us.us.us.us.us = load i32, ptr %64, align 4
  %213 = or i32 %status17.us.us.us.us.us.us.us.us.us, %status_bits16.us.us.us.us.us.us.us.us.us
  store i32 %213, ptr %64, align 4
  %brmerge = select i1 %min.iters.check216, i1 true, i1 %found.conflict214
  br i1 %brmerge, label %feature.body19.us.us.us.us.us.us.us.us.us.preheader, label %vector.main.loop.iter.check220

vector.main.loop.iter.check220:                   ; preds = %iter.check218
  br i1 %min.iters.check219, label %vec.epilog.ph248, label %vector.body226

vector.body226:                                   ; preds = %vector.main.loop.iter.check220, %vector.body226
  %index227 = phi i64 [ %index.next240, %vector.body226 ], [ 0, %vector.main.loop.iter.check220 ]
  %vec.ind228 = phi <8 x i64> [ %vec.ind.next241, %vector.body226 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.main.loop.iter.check220 ]
  %step.add229 = add <8 x i64> %vec.ind228, splat (i64 8)
  %step.add.2230 = add <8 x i64> %vec.ind228, splat (i64 16)
  %step.add.3231 = add <8 x i64> %vec.ind228, splat (i64 24)
  %214 = getelementptr inbounds float, ptr %62, i64 %index227
  %215 = getelementptr inbounds nuw i8, ptr %214, i64 32
  %216 = getelementptr inbounds nuw i8, ptr %214, i64 64
  %217 = getelementptr inbounds nuw i8, ptr %214, i64 96
  %wide.load232 = load <8 x float>, ptr %214, align 4, !alias.scope !10, !noalias !13
  %wide.load233 = load <8 x float>, ptr %215, align 4, !alias.scope !10, !noalias !13
  %wide.load234 = load <8 x float>, ptr %216, align 4, !alias.scope !10, !noalias !13
  %wide.load235 = load <8 x float>, ptr %217, align 4, !alias.scope !10, !noalias !13
  %218 = getelementptr inbounds float, ptr %63, i64 %index227
  %219 = getelementptr inbounds nuw i8, ptr %218, i64 32
  %220 = getelementptr inbounds nuw i8, ptr %218, i64 64
  %221 = getelementptr inbounds nuw i8, ptr %218, i64 96
  %wide.load236 = load <8 x float>, ptr %218, align 4, !alias.scope !13
  %wide.load237 = load <8 x float>, ptr %219, align 4, !alias.scope !13
  %wide.load238 = load <8 x float>, ptr %220, align 4, !alias.scope !13
  %wide.load239 = load <8 x float>, ptr %221, align 4, !alias.scope !13
  %222 = fsub <8 x float> %wide.load232, %wide.load236
  %223 = fsub <8 x float> %wide.load233, %wide.load237
  %224 = fsub <8 x float> %wide.load234, %wide.load238
  %225 = fsub <8 x float> %wide.load235, %wide.load239
  %226 = fmul <8 x float> %222, splat (float 2.000000e+00)
  %227 = fmul <8 x float> %223, splat (float 2.000000e+00)
  %228 = fmul <8 x float> %224, splat (float 2.000000e+00)
  %229 = fmul <8 x float> %225, splat (float 2.000000e+00)
  %230 = fmul <8 x float> %226, splat (float 5.000000e-01)
  %231 = fmul <8 x float> %227, splat (float 5.000000e-01)
  %232 = fmul <8 x float> %228, splat (float 5.000000e-01)
  %233 = fmul <8 x float> %229, splat (float 5.000000e-01)
  %234 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind228)
  %235 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add229)
  %236 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.2230)
  %237 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.3231)
  %238 = icmp eq <8 x i64> %234, splat (i64 2)
  %239 = icmp eq <8 x i64> %235, splat (i64 2)
  %240 = icmp eq <8 x i64> %236, splat (i64 2)
  %241 = icmp eq <8 x i64> %237, splat (i64 2)
  %242 = select <8 x i1> %238, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %243 = select <8 x i1> %239, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %244 = select <8 x i1> %240, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %245 = select <8 x i1> %241, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %246 = fmul <8 x float> %242, %230
  %247 = fmul <8 x float> %243, %231
  %248 = fmul <8 x float> %244, %232
  %249 = fmul <8 x float> %245, %233
  %250 = fmul <8 x float> %broadcast.splat225, %246
  %251 = fmul <8 x float> %broadcast.splat225, %247
  %252 = fmul <8 x float> %broadcast.splat225, %248
  %253 = fmul <8 x float> %broadcast.splat225, %249
  %254 = fsub <8 x float> %wide.load232, %250
  %255 = fsub <8 x float> %wide.load233, %251
  %256 = fsub <8 x float> %wide.load234, %252
  %257 = fsub <8 x float> %wide.load235, %253
  %258 = fmul <8 x float> %242, %254
  %259 = fmul <8 x float> %243, %255
  %260 = fmul <8 x float> %244, %256
  %261 = fmul <8 x float> %245, %257
  store <8 x float> %258, ptr %214, align 4, !alias.scope !10, !noalias !13
  store <8 x float> %259, ptr %215, align 4, !alias.scope !10, !noalias !13
  store <8 x float> %260, ptr %216, align 4, !alias.scope !10, !noalias !13
  store <8 x float> %261, ptr %217, align 4, !alias.scope !10, !noalias !13
  %index.next240 = add nuw i64 %index227, 32
  %vec.ind.next241 = add <8 x i64> %vec.ind228, splat (i64 32)
  %262 = icmp eq i64 %index.next240, %n.vec223
  br i1 %262, label %middle.block242, label %vector.body226, !llvm.loop !15

middle.block242:                                  ; preds = %vector.body226
  br i1 %cmp.n243, label %feature.header18.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us.us.us, label %vec.epilog.iter.check246

vec.epilog.iter.check246:                         ; preds = %middle.block242
  br i1 %min.epilog.iters.check247, label %feature.body19.us.us.us.us.us.us.us.us.us.preheader, label %vec.epilog.ph248, !prof !3

vec.epilog.ph248:                                 ; preds = %vector.main.loop.iter.check220, %vec.epilog.iter.check246
  %bc.resume.val244 = phi i64 [ %n.vec223, %vec.epilog.iter.check246 ], [ 0, %vector.main.loop.iter.check220 ]
  %broadcast.splatinsert253 = insertelement <8 x i64> poison, i64 %bc.resume.val244, i64 0
  %broadcast.splat254 = shufflevector <8 x i64> %broadcast.splatinsert253, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction255 = or disjoint <8 x i64> %broadcast.splat254, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body256

vec.epilog.vector.body256:                        ; preds = %vec.epilog.vector.body256, %vec.epilog.ph248
  %index257 = phi i64 [ %bc.resume.val244, %vec.epilog.ph248 ], [ %index.next261, %vec.epilog.vector.body256 ]
  %vec.ind258 = phi <8 x i64> [ %induction255, %vec.epilog.ph248 ], [ %vec.ind.next262, %vec.epilog.vector.body256 ]
  %263 = getelementptr inbounds float, ptr %62, i64 %index257
  %wide.load259 = load <8 x float>, ptr %263, align 4, !alias.scope !10, !noalias !13
  %264 = getelementptr inbounds float, ptr %63, i64 %index257
  %wide.load260 = load <8 x float>, ptr %264, align 4, !alias.scope !13
  %265 = fsub <8 x float> %wide.load259, %wide.load260
  %266 = fmul <8 x float> %265, splat (float 2.000000e+00)
  %267 = fmul <8 x float> %266, splat (float 5.000000e-01)
  %268 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind258)
  %269 = icmp eq <8 x i64> %268, splat (i64 2)
  %270 = select <8 x i1> %269, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %271 = fmul <8 x float> %270, %267
  %272 = fmul <8 x float> %broadcast.splat252, %271
  %273 = fsub <8 x float> %wide.load259, %272
  %274 = fmul <8 x float> %270, %273
  store <8 x float> %274, ptr %263, align 4, !alias.scope !10, !noalias !13
  %index.next261 = add nuw i64 %index257, 8
  %vec.ind.next262 = add nuw <8 x i64> %vec.ind258, splat (i64 8)
  %275 = icmp eq i64 %index.next261, %n.vec250
  br i1 %275, label %vec.epilog.middle.block263, label %vec.epilog.vector.body256, !llvm.loop !16

vec.epilog.middle.block263:                       ; preds = %vec.epilog.vector.body256
  br i1 %cmp.n264, label %feature.header18.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us.us.us, label %feature.body19.us.us.us.us.us.us.us.us.us.preheader

feature.body19.us.us.us.us.us.us.us.us.us.preheader: ; preds = %iter.check218, %vec.epilog.iter.check246, %vec.epilog.middle.block263
  %feature2134.us.us.us.us.us.us.us.us.us.ph = phi i64 [ 0, %iter.check218 ], [ %n.vec250, %vec.epilog.middle.block263 ], [ %n.vec223, %vec.epilog.iter.check246 ]
  %.neg = or disjoint i64 %feature2134.us.us.us.us.us.us.us.us.us.ph, 1
  br i1 %lcmp.mod332.not, label %feature.body19.us.us.us.us.us.us.us.us.us.prol.loopexit, label %feature.body19.us.us.us.us.us.us.us.us.us.prol

feature.body19.us.us.us.us.us.us.us.us.us.prol:   ; preds = %feature.body19.us.us.us.us.us.us.us.us.us.preheader
  %276 = getelementptr inbounds float, ptr %62, i64 %feature2134.us.us.us.us.us.us.us.us.us.ph
  %277 = load float, ptr %276, align 4
  %278 = getelementptr inbounds float, ptr %63, i64 %feature2134.us.us.us.us.us.us.us.us.us.ph
  %279 = load float, ptr %278, align 4
  %280 = fsub float %277, %279
  %281 = fmul float %280, 2.000000e+00
  %282 = fmul float %281, 5.000000e-01
  %popcount22.us.us.us.us.us.us.us.us.us.prol = tail call range(i64 0, 62) i64 @llvm.ctpop.i64(i64 %feature2134.us.us.us.us.us.us.us.us.us.ph)
  %283 = icmp eq i64 %popcount22.us.us.us.us.us.us.us.us.us.prol, 2
  %grade23.us.us.us.us.us.us.us.us.us.prol = select i1 %283, float 1.000000e+00, float 0.000000e+00
  %284 = fmul float %grade23.us.us.us.us.us.us.us.us.us.prol, %282
  %285 = fmul float %eta, %284
  %286 = fsub float %277, %285
  %287 = fmul float %grade23.us.us.us.us.us.us.us.us.us.prol, %286
  store float %287, ptr %276, align 4
  %288 = or disjoint i64 %feature2134.us.us.us.us.us.us.us.us.us.ph, 1
  br label %feature.body19.us.us.us.us.us.us.us.us.us.prol.loopexit

feature.body19.us.us.us.us.us.us.us.us.us.prol.loopexit: ; preds = %feature.body19.us.us.us.us.us.us.us.us.us.prol, %feature.body19.us.us.us.us.us.us.us.us.us.preheader
  %feature2134.us.us.us.us.us.us.us.us.us.unr = phi i64 [ %feature2134.us.us.us.us.us.us.us.us.us.ph, %feature.body19.us.us.us.us.us.us.us.us.us.preheader ], [ %288, %feature.body19.us.us.us.us.us.us.us.us.us.prol ]
  %289 = icmp eq i64 %n_features, %.neg
  br i1 %289, label %feature.header18.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us.us.us, label %feature.body19.us.us.us.us.us.us.us.us.us

feature.header18.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us.us.us: ; preds = %feature.body19.us.us.us.us.us.us.us.us.us.prol.loopexit, %feature.body19.us.us.us.us.us.us.us.us.us, %vec.epilog.middle.block263, %middle.block242
  %290 = add nuw i64 %step36.us.us.us.us.us.us.us.us.us, 1
  %exitcond113.not = icmp eq i64 %290, %steps
  br i1 %exitcond113.not, label %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us.split.us.us, label %iter.check271

step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us.split.us.us: ; preds = %feature.header18.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us.us.us
  %291 = add nuw i64 %row37.us.us.us.us.us, 1
  %exitcond114.not = icmp eq i64 %291, %row_end
  %indvar.next207 = add i64 %indvar206, 1
  br i1 %exitcond114.not, label %row.exit, label %row.body.us.us.us.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.split.us57
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.us57 ]
  %row37.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %935, %step.header.step.exit_crit_edge.split.us57 ]
  %292 = mul i64 %43, %indvar
  %293 = add i64 %42, %292
  %294 = mul i64 %37, %indvar
  %295 = add i64 %36, %294
  %scevgep = getelementptr i8, ptr %state, i64 %295
  %296 = add i64 %40, %294
  %scevgep126 = getelementptr i8, ptr %state, i64 %296
  %scevgep127 = getelementptr i8, ptr %input_0, i64 %295
  %scevgep128 = getelementptr i8, ptr %input_0, i64 %296
  %row_offset.us = mul i64 %row37.us, %n_features
  %297 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %298 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %299 = getelementptr inbounds float, ptr %status, i64 %row37.us
  %diff.check = icmp ult i64 %293, 128
  %or.cond311 = select i1 %min.iters.check176, i1 true, i1 %diff.check
  %bound0 = icmp ult ptr %scevgep, %scevgep128
  %bound1 = icmp ult ptr %scevgep127, %scevgep126
  %found.conflict = and i1 %bound0, %bound1
  %broadcast.splatinsert135 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat136 = shufflevector <8 x i64> %broadcast.splatinsert135, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %step.body.us38

step.body.us38:                                   ; preds = %row.body.us, %noise.done.loopexit29.us
  %step36.us39 = phi i64 [ 0, %row.body.us ], [ %666, %noise.done.loopexit29.us ]
  %temperature1.035.us40 = phi float [ %temperature, %row.body.us ], [ %t_next.us50, %noise.done.loopexit29.us ]
  %300 = fmul float %two_eta, %temperature1.035.us40
  %301 = fcmp ogt float %300, 0.000000e+00
  %302 = tail call float @llvm.sqrt.f32(float %300)
  %303 = select i1 %301, float %302, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %303
  %key1_step.us = add i64 %step36.us39, %key1
  br i1 %.not98, label %noise.done.loopexit29.us, label %iter.check

iter.check:                                       ; preds = %step.body.us38
  br i1 %or.cond311, label %feature.body.us46.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check178, label %vec.epilog.ph, label %vector.body182

vector.body182:                                   ; preds = %vector.main.loop.iter.check, %vector.body182
  %index183 = phi i64 [ %index.next189, %vector.body182 ], [ 0, %vector.main.loop.iter.check ]
  %vec.ind184 = phi <8 x i64> [ %vec.ind.next190, %vector.body182 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.main.loop.iter.check ]
  %step.add = add <8 x i64> %vec.ind184, splat (i64 8)
  %step.add.2 = add <8 x i64> %vec.ind184, splat (i64 16)
  %step.add.3 = add <8 x i64> %vec.ind184, splat (i64 24)
  %304 = getelementptr inbounds float, ptr %297, i64 %index183
  %305 = getelementptr inbounds nuw i8, ptr %304, i64 32
  %306 = getelementptr inbounds nuw i8, ptr %304, i64 64
  %307 = getelementptr inbounds nuw i8, ptr %304, i64 96
  %wide.load185 = load <8 x float>, ptr %304, align 4
  %wide.load186 = load <8 x float>, ptr %305, align 4
  %wide.load187 = load <8 x float>, ptr %306, align 4
  %wide.load188 = load <8 x float>, ptr %307, align 4
  %308 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind184)
  %309 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add)
  %310 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.2)
  %311 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.3)
  %312 = icmp eq <8 x i64> %308, splat (i64 2)
  %313 = icmp eq <8 x i64> %309, splat (i64 2)
  %314 = icmp eq <8 x i64> %310, splat (i64 2)
  %315 = icmp eq <8 x i64> %311, splat (i64 2)
  %316 = select <8 x i1> %312, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %317 = select <8 x i1> %313, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %318 = select <8 x i1> %314, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %319 = select <8 x i1> %315, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %320 = fmul <8 x float> %316, %wide.load185
  %321 = fmul <8 x float> %317, %wide.load186
  %322 = fmul <8 x float> %318, %wide.load187
  %323 = fmul <8 x float> %319, %wide.load188
  %324 = fsub <8 x float> %wide.load185, %320
  %325 = fsub <8 x float> %wide.load186, %321
  %326 = fsub <8 x float> %wide.load187, %322
  %327 = fsub <8 x float> %wide.load188, %323
  %328 = fmul <8 x float> %324, %324
  %329 = fmul <8 x float> %325, %325
  %330 = fmul <8 x float> %326, %326
  %331 = fmul <8 x float> %327, %327
  %332 = getelementptr inbounds float, ptr %scratch, i64 %index183
  %333 = getelementptr inbounds nuw i8, ptr %332, i64 32
  %334 = getelementptr inbounds nuw i8, ptr %332, i64 64
  %335 = getelementptr inbounds nuw i8, ptr %332, i64 96
  store <8 x float> %328, ptr %332, align 4
  store <8 x float> %329, ptr %333, align 4
  store <8 x float> %330, ptr %334, align 4
  store <8 x float> %331, ptr %335, align 4
  %index.next189 = add nuw i64 %index183, 32
  %vec.ind.next190 = add <8 x i64> %vec.ind184, splat (i64 32)
  %336 = icmp eq i64 %index.next189, %n.vec181
  br i1 %336, label %middle.block191, label %vector.body182, !llvm.loop !17

middle.block191:                                  ; preds = %vector.body182
  br i1 %cmp.n192, label %fold_tail.body.us43.preheader, label %vec.epilog.iter.check

fold_tail.body.us43.preheader:                    ; preds = %feature.body.us46.prol.loopexit, %feature.body.us46, %vec.epilog.middle.block, %middle.block191
  br i1 %45, label %fold_tail.body.us43.epil.preheader, label %fold_tail.body.us43

vec.epilog.iter.check:                            ; preds = %middle.block191
  br i1 %min.epilog.iters.check, label %feature.body.us46.preheader, label %vec.epilog.ph, !prof !3

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.resume.val193 = phi i64 [ %n.vec181, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert196 = insertelement <8 x i64> poison, i64 %bc.resume.val193, i64 0
  %broadcast.splat197 = shufflevector <8 x i64> %broadcast.splatinsert196, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i64> %broadcast.splat197, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index198 = phi i64 [ %bc.resume.val193, %vec.epilog.ph ], [ %index.next201, %vec.epilog.vector.body ]
  %vec.ind199 = phi <8 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next202, %vec.epilog.vector.body ]
  %337 = getelementptr inbounds float, ptr %297, i64 %index198
  %wide.load200 = load <8 x float>, ptr %337, align 4
  %338 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind199)
  %339 = icmp eq <8 x i64> %338, splat (i64 2)
  %340 = select <8 x i1> %339, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %341 = fmul <8 x float> %340, %wide.load200
  %342 = fsub <8 x float> %wide.load200, %341
  %343 = fmul <8 x float> %342, %342
  %344 = getelementptr inbounds float, ptr %scratch, i64 %index198
  store <8 x float> %343, ptr %344, align 4
  %index.next201 = add nuw i64 %index198, 8
  %vec.ind.next202 = add nuw <8 x i64> %vec.ind199, splat (i64 8)
  %345 = icmp eq i64 %index.next201, %n.vec195
  br i1 %345, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n203, label %fold_tail.body.us43.preheader, label %feature.body.us46.preheader

feature.body.us46.preheader:                      ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature30.us47.ph = phi i64 [ 0, %iter.check ], [ %n.vec181, %vec.epilog.iter.check ], [ %n.vec195, %vec.epilog.middle.block ]
  %346 = sub i64 %44, %feature30.us47.ph
  br i1 %lcmp.mod.not, label %feature.body.us46.prol.loopexit, label %feature.body.us46.prol

feature.body.us46.prol:                           ; preds = %feature.body.us46.preheader, %feature.body.us46.prol
  %feature30.us47.prol = phi i64 [ %354, %feature.body.us46.prol ], [ %feature30.us47.ph, %feature.body.us46.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body.us46.prol ], [ 0, %feature.body.us46.preheader ]
  %347 = getelementptr inbounds float, ptr %297, i64 %feature30.us47.prol
  %348 = load float, ptr %347, align 4
  %popcount.us48.prol = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature30.us47.prol)
  %349 = icmp eq i64 %popcount.us48.prol, 2
  %grade.us49.prol = select i1 %349, float 1.000000e+00, float 0.000000e+00
  %350 = fmul float %grade.us49.prol, %348
  %351 = fsub float %348, %350
  %352 = fmul float %351, %351
  %353 = getelementptr inbounds float, ptr %scratch, i64 %feature30.us47.prol
  store float %352, ptr %353, align 4
  %354 = add nuw i64 %feature30.us47.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %feature.body.us46.prol.loopexit, label %feature.body.us46.prol, !llvm.loop !19

feature.body.us46.prol.loopexit:                  ; preds = %feature.body.us46.prol, %feature.body.us46.preheader
  %feature30.us47.unr = phi i64 [ %feature30.us47.ph, %feature.body.us46.preheader ], [ %354, %feature.body.us46.prol ]
  %355 = icmp ult i64 %346, 3
  br i1 %355, label %fold_tail.body.us43.preheader, label %feature.body.us46

feature.body8.us:                                 ; preds = %feature.body8.us.preheader, %feature.body8.us
  %feature1033.us = phi i64 [ %601, %feature.body8.us ], [ %feature1033.us.ph, %feature.body8.us.preheader ]
  %356 = getelementptr inbounds float, ptr %297, i64 %feature1033.us
  %357 = load float, ptr %356, align 4
  %358 = getelementptr inbounds float, ptr %298, i64 %feature1033.us
  %359 = load float, ptr %358, align 4
  %360 = fsub float %357, %359
  %361 = fmul float %360, 2.000000e+00
  %362 = fmul float %361, 5.000000e-01
  %popcount11.us = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature1033.us)
  %363 = icmp eq i64 %popcount11.us, 2
  %grade12.us = select i1 %363, float 1.000000e+00, float 0.000000e+00
  %364 = fmul float %grade12.us, %362
  %365 = fmul float %eta, %364
  %366 = fsub float %357, %365
  %element13.us = add i64 %feature1033.us, %row_offset.us
  %367 = and i64 %element13.us, 4294967295
  %368 = mul nuw i64 %367, 3528531795
  %369 = xor i64 %element13.us, %key0
  %370 = xor i64 %369, %368
  %371 = lshr i64 %370, 32
  %372 = mul nuw i64 %371, 3449720151
  %373 = lshr i64 %372, 32
  %.reass.reass = xor i64 %373, %invariant.op
  %374 = xor i64 %683, %368
  %375 = and i64 %.reass.reass, 4294967295
  %376 = mul nuw i64 %375, 3528531795
  %377 = and i64 %374, 4294967295
  %378 = mul nuw i64 %377, 3449720151
  %379 = lshr i64 %376, 32
  %380 = lshr i64 %378, 32
  %381 = xor i64 %380, %20
  %382 = xor i64 %381, %372
  %.reass123.reass = xor i64 %379, %invariant.op342
  %383 = and i64 %382, 4294967295
  %384 = mul nuw i64 %383, 3528531795
  %385 = and i64 %.reass123.reass, 4294967295
  %386 = mul nuw i64 %385, 3449720151
  %387 = lshr i64 %384, 32
  %388 = lshr i64 %386, 32
  %389 = xor i64 %22, %388
  %390 = xor i64 %389, %378
  %391 = xor i64 %387, %23
  %392 = xor i64 %391, %376
  %393 = and i64 %390, 4294967295
  %394 = mul nuw i64 %393, 3528531795
  %395 = and i64 %392, 4294967295
  %396 = mul nuw i64 %395, 3449720151
  %397 = lshr i64 %394, 32
  %398 = lshr i64 %396, 32
  %399 = xor i64 %398, %24
  %400 = xor i64 %399, %386
  %401 = xor i64 %25, %397
  %402 = xor i64 %401, %384
  %403 = and i64 %400, 4294967295
  %404 = mul nuw i64 %403, 3528531795
  %405 = and i64 %402, 4294967295
  %406 = mul nuw i64 %405, 3449720151
  %407 = lshr i64 %404, 32
  %408 = lshr i64 %406, 32
  %409 = xor i64 %26, %408
  %410 = xor i64 %409, %396
  %411 = xor i64 %407, %27
  %412 = xor i64 %411, %394
  %413 = and i64 %410, 4294967295
  %414 = mul nuw i64 %413, 3528531795
  %415 = and i64 %412, 4294967295
  %416 = mul nuw i64 %415, 3449720151
  %417 = lshr i64 %414, 32
  %418 = lshr i64 %416, 32
  %419 = xor i64 %418, %28
  %420 = xor i64 %419, %406
  %421 = xor i64 %29, %417
  %422 = xor i64 %421, %404
  %423 = and i64 %420, 4294967295
  %424 = mul nuw i64 %423, 3528531795
  %425 = and i64 %422, 4294967295
  %426 = mul nuw i64 %425, 3449720151
  %427 = lshr i64 %424, 32
  %428 = lshr i64 %426, 32
  %429 = xor i64 %30, %428
  %430 = xor i64 %429, %416
  %431 = xor i64 %427, %31
  %432 = xor i64 %431, %414
  %433 = and i64 %430, 4294967295
  %434 = mul nuw i64 %433, 3528531795
  %435 = lshr i64 %434, 32
  %436 = trunc i64 %432 to i32
  %437 = mul i32 %436, -845247145
  %438 = xor i64 %32, %435
  %439 = xor i64 %438, %424
  %440 = and i64 %439, 4294967295
  %441 = mul nuw i64 %440, 3449720151
  %442 = lshr i64 %441, 32
  %443 = trunc nuw i64 %442 to i32
  %444 = trunc i64 %441 to i32
  %445 = xor i32 %437, %443
  %446 = xor i32 %445, %33
  %447 = uitofp i32 %446 to double
  %448 = fadd double %447, 5.000000e-01
  %449 = fmul double %448, 0x3DF0000000000000
  %450 = uitofp i32 %444 to double
  %451 = fadd double %450, 5.000000e-01
  %452 = fmul double %451, 0x3DF0000000000000
  %453 = fcmp olt double %449, 0x10000000000000
  %454 = fmul double %449, 0x4350000000000000
  %455 = select i1 %453, double %454, double %449
  %.neg.us = select i1 %453, i64 -1077, i64 -1023
  %456 = bitcast double %455 to i64
  %457 = lshr i64 %456, 32
  %458 = add nuw nsw i64 %457, 614242
  %459 = lshr i64 %458, 20
  %460 = add nsw i64 %459, %.neg.us
  %461 = shl i64 %458, 32
  %462 = and i64 %461, 4503595332403200
  %463 = add nuw nsw i64 %462, 4604544269498187776
  %464 = and i64 %456, 4294967295
  %465 = or disjoint i64 %463, %464
  %466 = bitcast i64 %465 to double
  %467 = fadd double %466, -1.000000e+00
  %468 = fmul double %467, 5.000000e-01
  %469 = fmul double %467, %468
  %470 = fadd double %467, 2.000000e+00
  %471 = fdiv double %467, %470
  %472 = fmul double %471, %471
  %473 = fmul double %472, %472
  %474 = fmul double %473, 0x3FC39A09D078C69F
  %475 = fadd double %474, 0x3FCC71C51D8E78AF
  %476 = fmul double %473, %475
  %477 = fadd double %476, 0x3FD999999997FA04
  %478 = fmul double %473, %477
  %479 = fmul double %473, 0x3FC2F112DF3E5244
  %480 = fadd double %479, 0x3FC7466496CB03DE
  %481 = fmul double %473, %480
  %482 = fadd double %481, 0x3FD2492494229359
  %483 = fmul double %473, %482
  %484 = fadd double %483, 0x3FE5555555555593
  %485 = fmul double %472, %484
  %486 = fadd double %478, %485
  %487 = sitofp i64 %460 to double
  %488 = fadd double %469, %486
  %489 = fmul double %471, %488
  %490 = fmul double %487, 0x3DEA39EF35793C76
  %491 = fadd double %490, %489
  %492 = fsub double %491, %469
  %493 = fadd double %467, %492
  %494 = fmul double %487, 0x3FE62E42FEE00000
  %495 = fadd double %494, %493
  %496 = fcmp oeq double %449, 0x7FF0000000000000
  %497 = fcmp oeq double %449, 0.000000e+00
  %498 = fmul double %495, -2.000000e+00
  %499 = select i1 %496, double 0xFFF0000000000000, double %498
  %500 = select i1 %497, double 0x7FF0000000000000, double %499
  %501 = tail call double @llvm.sqrt.f64(double %500)
  %502 = fmul double %452, 0x401921FB54442D18
  %503 = fmul double %502, 0x3FE45F306DC9C883
  %504 = fadd double %503, 0x4338000000000000
  %505 = bitcast double %504 to i64
  %506 = fadd double %504, 0xC338000000000000
  %507 = fmul double %506, 0x3FF921FB54400000
  %508 = fsub double %502, %507
  %509 = fmul double %506, 0x3DD0B4611A626331
  %510 = fmul double %506, 0x3DD0B4611A600000
  %511 = fsub double %508, %510
  %512 = fmul double %506, 0x3BA3198A2E037073
  %513 = fsub double %508, %511
  %514 = fsub double %513, %510
  %515 = fsub double %512, %514
  %516 = fmul double %506, 0x3BA3198A2E000000
  %517 = fsub double %511, %516
  %518 = fmul double %506, 0x397B839A252049C1
  %519 = fsub double %511, %517
  %520 = fsub double %519, %516
  %521 = fsub double %518, %520
  %522 = fsub double %508, %509
  %523 = fsub double %511, %515
  %524 = bitcast double %522 to i64
  %525 = lshr i64 %524, 52
  %526 = and i64 %525, 2047
  %527 = insertelement <2 x double> poison, double %523, i64 0
  %528 = insertelement <2 x double> %527, double %502, i64 1
  %529 = bitcast <2 x double> %528 to <2 x i64>
  %530 = lshr <2 x i64> %529, splat (i64 52)
  %531 = and <2 x i64> %530, splat (i64 2047)
  %532 = add nuw nsw i64 %526, 16
  %533 = extractelement <2 x i64> %531, i64 1
  %534 = icmp samesign ult i64 %532, %533
  %535 = extractelement <2 x i64> %531, i64 0
  %536 = add nuw nsw i64 %535, 49
  %537 = icmp samesign ult i64 %536, %533
  %538 = select i1 %537, double %517, double %511
  %539 = select i1 %537, double %521, double %515
  %540 = select i1 %534, double %538, double %508
  %541 = select i1 %534, double %539, double %509
  %542 = fsub double %540, %541
  %543 = fsub double %540, %542
  %544 = fsub double %543, %541
  %545 = fmul double %542, %542
  %546 = fmul double %545, %545
  %547 = fmul double %545, 0x3EFA01A019CB1590
  %548 = fadd double %547, 0xBF56C16C16C15177
  %549 = fmul double %545, %548
  %550 = fadd double %549, 0x3FA555555555554C
  %551 = fmul double %545, %550
  %552 = fmul double %545, 0x3DA8FAE9BE8838D4
  %553 = fsub double 0x3E21EE9EBDB4B1C4, %552
  %554 = fmul double %545, %553
  %555 = fadd double %554, 0xBE927E4F809C52AD
  %556 = fmul double %546, %546
  %557 = fmul double %556, %555
  %558 = fadd double %551, %557
  %559 = fmul double %545, 5.000000e-01
  %560 = fsub double 1.000000e+00, %559
  %561 = fsub double 1.000000e+00, %560
  %562 = fsub double %561, %559
  %563 = fmul double %545, %558
  %564 = fmul double %542, %544
  %565 = fsub double %563, %564
  %566 = fadd double %562, %565
  %567 = fadd double %560, %566
  %568 = fmul double %545, 0x3EC71DE357B1FE7D
  %569 = fadd double %568, 0xBF2A01A019C161D5
  %570 = fmul double %545, %569
  %571 = fadd double %570, 0x3F8111111110F8A6
  %572 = fmul double %545, 0x3DE5D93A5ACFD57C
  %573 = fadd double %572, 0xBE5AE5E68A2B9CEB
  %574 = fmul double %545, %546
  %575 = fmul double %574, %573
  %576 = fadd double %575, %571
  %577 = fmul double %542, %545
  %578 = fmul double %544, 5.000000e-01
  %579 = fmul double %577, %576
  %580 = fsub double %578, %579
  %581 = fmul double %545, %580
  %582 = fsub double %581, %544
  %583 = fmul double %577, 0x3FC5555555555549
  %584 = fadd double %582, %583
  %585 = fsub double %542, %584
  %586 = fneg double %567
  %587 = fneg double %585
  %588 = and i64 %505, 1
  %589 = and i64 %505, 2
  %.not.us = icmp eq i64 %588, 0
  %.not28.us = icmp eq i64 %589, 0
  %590 = select i1 %.not28.us, double %567, double %586
  %591 = select i1 %.not28.us, double %587, double %585
  %592 = select i1 %.not.us, double %590, double %591
  %593 = fcmp olt double %502, 0x413921FB00000000
  %594 = select i1 %593, double %592, double 0x7FF8000000000000
  %595 = fmul double %594, %501
  %596 = fptrunc double %595 to float
  %597 = fmul float %grade12.us, %596
  %598 = fmul float %noise_scale3.us, %597
  %599 = fadd float %598, %366
  %600 = fmul float %grade12.us, %599
  store float %600, ptr %356, align 4
  %601 = add nuw i64 %feature1033.us, 1
  %exitcond107.not = icmp eq i64 %601, %n_features
  br i1 %exitcond107.not, label %noise.done.loopexit29.us, label %feature.body8.us, !llvm.loop !20

fold_tail.body.us43:                              ; preds = %fold_tail.body.us43.preheader, %fold_tail.body.us43
  %fold_tail32.us44 = phi i64 [ %633, %fold_tail.body.us43 ], [ 0, %fold_tail.body.us43.preheader ]
  %fold_value.031.us45 = phi float [ %632, %fold_tail.body.us43 ], [ 0.000000e+00, %fold_tail.body.us43.preheader ]
  %niter = phi i64 [ %niter.next.7, %fold_tail.body.us43 ], [ 0, %fold_tail.body.us43.preheader ]
  %602 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail32.us44
  %603 = load float, ptr %602, align 4
  %604 = fadd float %fold_value.031.us45, %603
  %605 = getelementptr float, ptr %scratch, i64 %fold_tail32.us44
  %606 = getelementptr i8, ptr %605, i64 4
  %607 = load float, ptr %606, align 4
  %608 = fadd float %604, %607
  %609 = getelementptr float, ptr %scratch, i64 %fold_tail32.us44
  %610 = getelementptr i8, ptr %609, i64 8
  %611 = load float, ptr %610, align 4
  %612 = fadd float %608, %611
  %613 = getelementptr float, ptr %scratch, i64 %fold_tail32.us44
  %614 = getelementptr i8, ptr %613, i64 12
  %615 = load float, ptr %614, align 4
  %616 = fadd float %612, %615
  %617 = getelementptr float, ptr %scratch, i64 %fold_tail32.us44
  %618 = getelementptr i8, ptr %617, i64 16
  %619 = load float, ptr %618, align 4
  %620 = fadd float %616, %619
  %621 = getelementptr float, ptr %scratch, i64 %fold_tail32.us44
  %622 = getelementptr i8, ptr %621, i64 20
  %623 = load float, ptr %622, align 4
  %624 = fadd float %620, %623
  %625 = getelementptr float, ptr %scratch, i64 %fold_tail32.us44
  %626 = getelementptr i8, ptr %625, i64 24
  %627 = load float, ptr %626, align 4
  %628 = fadd float %624, %627
  %629 = getelementptr float, ptr %scratch, i64 %fold_tail32.us44
  %630 = getelementptr i8, ptr %629, i64 28
  %631 = load float, ptr %630, align 4
  %632 = fadd float %628, %631
  %633 = add nuw i64 %fold_tail32.us44, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %feature.body8.lr.ph.us.unr-lcssa, label %fold_tail.body.us43

feature.body.us46:                                ; preds = %feature.body.us46.prol.loopexit, %feature.body.us46
  %feature30.us47 = phi i64 [ %665, %feature.body.us46 ], [ %feature30.us47.unr, %feature.body.us46.prol.loopexit ]
  %634 = getelementptr inbounds float, ptr %297, i64 %feature30.us47
  %635 = load float, ptr %634, align 4
  %popcount.us48 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature30.us47)
  %636 = icmp eq i64 %popcount.us48, 2
  %grade.us49 = select i1 %636, float 1.000000e+00, float 0.000000e+00
  %637 = fmul float %grade.us49, %635
  %638 = fsub float %635, %637
  %639 = fmul float %638, %638
  %640 = getelementptr inbounds float, ptr %scratch, i64 %feature30.us47
  store float %639, ptr %640, align 4
  %641 = add nuw i64 %feature30.us47, 1
  %642 = getelementptr inbounds float, ptr %297, i64 %641
  %643 = load float, ptr %642, align 4
  %popcount.us48.1 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %641)
  %644 = icmp eq i64 %popcount.us48.1, 2
  %grade.us49.1 = select i1 %644, float 1.000000e+00, float 0.000000e+00
  %645 = fmul float %grade.us49.1, %643
  %646 = fsub float %643, %645
  %647 = fmul float %646, %646
  %648 = getelementptr inbounds float, ptr %scratch, i64 %641
  store float %647, ptr %648, align 4
  %649 = add nuw i64 %feature30.us47, 2
  %650 = getelementptr inbounds float, ptr %297, i64 %649
  %651 = load float, ptr %650, align 4
  %popcount.us48.2 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %649)
  %652 = icmp eq i64 %popcount.us48.2, 2
  %grade.us49.2 = select i1 %652, float 1.000000e+00, float 0.000000e+00
  %653 = fmul float %grade.us49.2, %651
  %654 = fsub float %651, %653
  %655 = fmul float %654, %654
  %656 = getelementptr inbounds float, ptr %scratch, i64 %649
  store float %655, ptr %656, align 4
  %657 = add nuw i64 %feature30.us47, 3
  %658 = getelementptr inbounds float, ptr %297, i64 %657
  %659 = load float, ptr %658, align 4
  %popcount.us48.3 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %657)
  %660 = icmp eq i64 %popcount.us48.3, 2
  %grade.us49.3 = select i1 %660, float 1.000000e+00, float 0.000000e+00
  %661 = fmul float %grade.us49.3, %659
  %662 = fsub float %659, %661
  %663 = fmul float %662, %662
  %664 = getelementptr inbounds float, ptr %scratch, i64 %657
  store float %663, ptr %664, align 4
  %665 = add nuw i64 %feature30.us47, 4
  %exitcond.not.3 = icmp eq i64 %665, %n_features
  br i1 %exitcond.not.3, label %fold_tail.body.us43.preheader, label %feature.body.us46, !llvm.loop !21

noise.done.loopexit29.us:                         ; preds = %feature.body8.us, %middle.block, %step.body.us38
  %t_next.us50 = fmul float %anneal_ratio, %temperature1.035.us40
  %666 = add nuw i64 %step36.us39, 1
  %exitcond108.not = icmp eq i64 %666, %steps
  br i1 %exitcond108.not, label %step.header.step.exit_crit_edge.split.us57, label %step.body.us38

feature.body8.lr.ph.us.unr-lcssa:                 ; preds = %fold_tail.body.us43
  br i1 %lcmp.mod318.not, label %feature.body8.lr.ph.us, label %fold_tail.body.us43.epil.preheader

fold_tail.body.us43.epil.preheader:               ; preds = %feature.body8.lr.ph.us.unr-lcssa, %fold_tail.body.us43.preheader
  %fold_tail32.us44.epil.init = phi i64 [ 0, %fold_tail.body.us43.preheader ], [ %633, %feature.body8.lr.ph.us.unr-lcssa ]
  %fold_value.031.us45.epil.init = phi float [ 0.000000e+00, %fold_tail.body.us43.preheader ], [ %632, %feature.body8.lr.ph.us.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod320)
  br label %fold_tail.body.us43.epil

fold_tail.body.us43.epil:                         ; preds = %fold_tail.body.us43.epil, %fold_tail.body.us43.epil.preheader
  %fold_tail32.us44.epil = phi i64 [ %670, %fold_tail.body.us43.epil ], [ %fold_tail32.us44.epil.init, %fold_tail.body.us43.epil.preheader ]
  %fold_value.031.us45.epil = phi float [ %669, %fold_tail.body.us43.epil ], [ %fold_value.031.us45.epil.init, %fold_tail.body.us43.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_tail.body.us43.epil ], [ 0, %fold_tail.body.us43.epil.preheader ]
  %667 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail32.us44.epil
  %668 = load float, ptr %667, align 4
  %669 = fadd float %fold_value.031.us45.epil, %668
  %670 = add nuw i64 %fold_tail32.us44.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter317
  br i1 %epil.iter.cmp.not, label %feature.body8.lr.ph.us, label %fold_tail.body.us43.epil, !llvm.loop !22

feature.body8.lr.ph.us:                           ; preds = %fold_tail.body.us43.epil, %feature.body8.lr.ph.us.unr-lcssa
  %.lcssa316 = phi float [ %632, %feature.body8.lr.ph.us.unr-lcssa ], [ %669, %fold_tail.body.us43.epil ]
  %671 = fcmp ogt float %.lcssa316, 0x3D71979980000000
  %672 = select i1 %671, float 1.000000e+00, float 0.000000e+00
  %673 = fptoui float %672 to i32
  %status6.us = load i32, ptr %299, align 4
  %674 = or i32 %status6.us, %673
  store i32 %674, ptr %299, align 4
  %675 = lshr i64 %key1_step.us, 32
  %676 = mul nuw i64 %675, 3449720151
  %677 = lshr i64 %676, 32
  %678 = xor i64 %key0, %677
  %679 = xor i64 %678, %key1_step.us
  %680 = and i64 %679, 4294967295
  %681 = mul nuw i64 %680, 3528531795
  %682 = lshr i64 %681, 32
  %683 = xor i64 %682, %19
  %brmerge343 = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge343, label %feature.body8.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %feature.body8.lr.ph.us
  %broadcast.splatinsert131 = insertelement <8 x i64> poison, i64 %683, i64 0
  %broadcast.splat132 = shufflevector <8 x i64> %broadcast.splatinsert131, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert169 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat170 = shufflevector <8 x float> %broadcast.splatinsert169, <8 x float> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %676, %18
  %.scalar312 = and i64 %.scalar, 4294967295
  %684 = insertelement <8 x i64> poison, i64 %.scalar312, i64 0
  %.masked = shufflevector <8 x i64> %684, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar313 = xor i64 %681, %21
  %.scalar314 = and i64 %.scalar313, 4294967295
  %685 = insertelement <8 x i64> poison, i64 %.scalar314, i64 0
  %.masked310 = shufflevector <8 x i64> %685, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %686 = getelementptr inbounds float, ptr %297, i64 %index
  %wide.load = load <8 x float>, ptr %686, align 4, !alias.scope !23, !noalias !26
  %687 = getelementptr inbounds float, ptr %298, i64 %index
  %wide.load171 = load <8 x float>, ptr %687, align 4, !alias.scope !26
  %688 = fsub <8 x float> %wide.load, %wide.load171
  %689 = fmul <8 x float> %688, splat (float 2.000000e+00)
  %690 = fmul <8 x float> %689, splat (float 5.000000e-01)
  %691 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind)
  %692 = icmp eq <8 x i64> %691, splat (i64 2)
  %693 = select <8 x i1> %692, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %694 = fmul <8 x float> %693, %690
  %695 = fmul <8 x float> %broadcast.splat134, %694
  %696 = fsub <8 x float> %wide.load, %695
  %697 = add <8 x i64> %vec.ind, %broadcast.splat136
  %698 = and <8 x i64> %697, splat (i64 4294967295)
  %699 = mul nuw <8 x i64> %698, splat (i64 3528531795)
  %700 = xor <8 x i64> %697, %broadcast.splat138
  %701 = xor <8 x i64> %700, %699
  %702 = lshr <8 x i64> %701, splat (i64 32)
  %703 = mul nuw <8 x i64> %702, splat (i64 3449720151)
  %704 = lshr <8 x i64> %703, splat (i64 32)
  %705 = xor <8 x i64> %broadcast.splat132, %699
  %706 = xor <8 x i64> %.masked, %704
  %707 = mul nuw <8 x i64> %706, splat (i64 3528531795)
  %708 = and <8 x i64> %705, splat (i64 4294967295)
  %709 = mul nuw <8 x i64> %708, splat (i64 3449720151)
  %710 = lshr <8 x i64> %707, splat (i64 32)
  %711 = lshr <8 x i64> %709, splat (i64 32)
  %712 = xor <8 x i64> %711, %broadcast.splat142
  %713 = xor <8 x i64> %712, %703
  %714 = and <8 x i64> %713, splat (i64 4294967295)
  %715 = mul nuw <8 x i64> %714, splat (i64 3528531795)
  %716 = xor <8 x i64> %.masked310, %710
  %717 = mul nuw <8 x i64> %716, splat (i64 3449720151)
  %718 = lshr <8 x i64> %715, splat (i64 32)
  %719 = lshr <8 x i64> %717, splat (i64 32)
  %720 = xor <8 x i64> %broadcast.splat146, %719
  %721 = xor <8 x i64> %720, %709
  %722 = xor <8 x i64> %718, %broadcast.splat148
  %723 = xor <8 x i64> %722, %707
  %724 = and <8 x i64> %721, splat (i64 4294967295)
  %725 = mul nuw <8 x i64> %724, splat (i64 3528531795)
  %726 = and <8 x i64> %723, splat (i64 4294967295)
  %727 = mul nuw <8 x i64> %726, splat (i64 3449720151)
  %728 = lshr <8 x i64> %725, splat (i64 32)
  %729 = lshr <8 x i64> %727, splat (i64 32)
  %730 = xor <8 x i64> %729, %broadcast.splat150
  %731 = xor <8 x i64> %730, %717
  %732 = xor <8 x i64> %broadcast.splat152, %728
  %733 = xor <8 x i64> %732, %715
  %734 = and <8 x i64> %731, splat (i64 4294967295)
  %735 = mul nuw <8 x i64> %734, splat (i64 3528531795)
  %736 = and <8 x i64> %733, splat (i64 4294967295)
  %737 = mul nuw <8 x i64> %736, splat (i64 3449720151)
  %738 = lshr <8 x i64> %735, splat (i64 32)
  %739 = lshr <8 x i64> %737, splat (i64 32)
  %740 = xor <8 x i64> %broadcast.splat154, %739
  %741 = xor <8 x i64> %740, %727
  %742 = xor <8 x i64> %738, %broadcast.splat156
  %743 = xor <8 x i64> %742, %725
  %744 = and <8 x i64> %741, splat (i64 4294967295)
  %745 = mul nuw <8 x i64> %744, splat (i64 3528531795)
  %746 = and <8 x i64> %743, splat (i64 4294967295)
  %747 = mul nuw <8 x i64> %746, splat (i64 3449720151)
  %748 = lshr <8 x i64> %745, splat (i64 32)
  %749 = lshr <8 x i64> %747, splat (i64 32)
  %750 = xor <8 x i64> %749, %broadcast.splat158
  %751 = xor <8 x i64> %750, %737
  %752 = xor <8 x i64> %broadcast.splat160, %748
  %753 = xor <8 x i64> %752, %735
  %754 = and <8 x i64> %751, splat (i64 4294967295)
  %755 = mul nuw <8 x i64> %754, splat (i64 3528531795)
  %756 = and <8 x i64> %753, splat (i64 4294967295)
  %757 = mul nuw <8 x i64> %756, splat (i64 3449720151)
  %758 = lshr <8 x i64> %755, splat (i64 32)
  %759 = lshr <8 x i64> %757, splat (i64 32)
  %760 = xor <8 x i64> %broadcast.splat162, %759
  %761 = xor <8 x i64> %760, %747
  %762 = xor <8 x i64> %758, %broadcast.splat164
  %763 = xor <8 x i64> %762, %745
  %764 = and <8 x i64> %761, splat (i64 4294967295)
  %765 = mul nuw <8 x i64> %764, splat (i64 3528531795)
  %766 = lshr <8 x i64> %765, splat (i64 32)
  %767 = trunc <8 x i64> %763 to <8 x i32>
  %768 = mul <8 x i32> %767, splat (i32 -845247145)
  %769 = xor <8 x i64> %broadcast.splat166, %766
  %770 = xor <8 x i64> %769, %755
  %771 = and <8 x i64> %770, splat (i64 4294967295)
  %772 = mul nuw <8 x i64> %771, splat (i64 3449720151)
  %773 = lshr <8 x i64> %772, splat (i64 32)
  %774 = trunc nuw <8 x i64> %773 to <8 x i32>
  %775 = trunc <8 x i64> %772 to <8 x i32>
  %776 = xor <8 x i32> %768, %broadcast.splat168
  %777 = xor <8 x i32> %776, %774
  %778 = uitofp <8 x i32> %777 to <8 x double>
  %779 = fadd <8 x double> %778, splat (double 5.000000e-01)
  %780 = fmul <8 x double> %779, splat (double 0x3DF0000000000000)
  %781 = uitofp <8 x i32> %775 to <8 x double>
  %782 = fadd <8 x double> %781, splat (double 5.000000e-01)
  %783 = fmul <8 x double> %782, splat (double 0x3DF0000000000000)
  %784 = fcmp olt <8 x double> %780, splat (double 0x10000000000000)
  %785 = fmul <8 x double> %780, splat (double 0x4350000000000000)
  %786 = select <8 x i1> %784, <8 x double> %785, <8 x double> %780
  %787 = select <8 x i1> %784, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %788 = bitcast <8 x double> %786 to <8 x i64>
  %789 = lshr <8 x i64> %788, splat (i64 32)
  %790 = add nuw nsw <8 x i64> %789, splat (i64 614242)
  %791 = lshr <8 x i64> %790, splat (i64 20)
  %792 = add nsw <8 x i64> %791, %787
  %793 = shl <8 x i64> %790, splat (i64 32)
  %794 = and <8 x i64> %793, splat (i64 4503595332403200)
  %795 = add nuw nsw <8 x i64> %794, splat (i64 4604544269498187776)
  %796 = and <8 x i64> %788, splat (i64 4294967295)
  %797 = or disjoint <8 x i64> %795, %796
  %798 = bitcast <8 x i64> %797 to <8 x double>
  %799 = fadd <8 x double> %798, splat (double -1.000000e+00)
  %800 = fmul <8 x double> %799, splat (double 5.000000e-01)
  %801 = fmul <8 x double> %799, %800
  %802 = fadd <8 x double> %799, splat (double 2.000000e+00)
  %803 = fdiv <8 x double> %799, %802
  %804 = fmul <8 x double> %803, %803
  %805 = fmul <8 x double> %804, %804
  %806 = fmul <8 x double> %805, splat (double 0x3FC39A09D078C69F)
  %807 = fadd <8 x double> %806, splat (double 0x3FCC71C51D8E78AF)
  %808 = fmul <8 x double> %805, %807
  %809 = fadd <8 x double> %808, splat (double 0x3FD999999997FA04)
  %810 = fmul <8 x double> %805, %809
  %811 = fmul <8 x double> %805, splat (double 0x3FC2F112DF3E5244)
  %812 = fadd <8 x double> %811, splat (double 0x3FC7466496CB03DE)
  %813 = fmul <8 x double> %805, %812
  %814 = fadd <8 x double> %813, splat (double 0x3FD2492494229359)
  %815 = fmul <8 x double> %805, %814
  %816 = fadd <8 x double> %815, splat (double 0x3FE5555555555593)
  %817 = fmul <8 x double> %804, %816
  %818 = fadd <8 x double> %810, %817
  %819 = sitofp <8 x i64> %792 to <8 x double>
  %820 = fadd <8 x double> %801, %818
  %821 = fmul <8 x double> %803, %820
  %822 = fmul <8 x double> %819, splat (double 0x3DEA39EF35793C76)
  %823 = fadd <8 x double> %822, %821
  %824 = fsub <8 x double> %823, %801
  %825 = fadd <8 x double> %799, %824
  %826 = fmul <8 x double> %819, splat (double 0x3FE62E42FEE00000)
  %827 = fadd <8 x double> %826, %825
  %828 = fcmp oeq <8 x double> %780, splat (double 0x7FF0000000000000)
  %829 = fcmp oeq <8 x double> %780, zeroinitializer
  %830 = fmul <8 x double> %827, splat (double -2.000000e+00)
  %831 = select <8 x i1> %828, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %830
  %832 = select <8 x i1> %829, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %831
  %833 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %832)
  %834 = fmul <8 x double> %783, splat (double 0x401921FB54442D18)
  %835 = fmul <8 x double> %834, splat (double 0x3FE45F306DC9C883)
  %836 = fadd <8 x double> %835, splat (double 0x4338000000000000)
  %837 = bitcast <8 x double> %836 to <8 x i64>
  %838 = fadd <8 x double> %836, splat (double 0xC338000000000000)
  %839 = fmul <8 x double> %838, splat (double 0x3FF921FB54400000)
  %840 = fsub <8 x double> %834, %839
  %841 = fmul <8 x double> %838, splat (double 0x3DD0B4611A626331)
  %842 = fmul <8 x double> %838, splat (double 0x3DD0B4611A600000)
  %843 = fsub <8 x double> %840, %842
  %844 = fmul <8 x double> %838, splat (double 0x3BA3198A2E037073)
  %845 = fsub <8 x double> %840, %843
  %846 = fsub <8 x double> %845, %842
  %847 = fsub <8 x double> %844, %846
  %848 = fmul <8 x double> %838, splat (double 0x3BA3198A2E000000)
  %849 = fsub <8 x double> %843, %848
  %850 = fmul <8 x double> %838, splat (double 0x397B839A252049C1)
  %851 = fsub <8 x double> %843, %849
  %852 = fsub <8 x double> %851, %848
  %853 = fsub <8 x double> %850, %852
  %854 = fsub <8 x double> %840, %841
  %855 = fsub <8 x double> %843, %847
  %856 = bitcast <8 x double> %834 to <8 x i64>
  %857 = lshr <8 x i64> %856, splat (i64 52)
  %858 = and <8 x i64> %857, splat (i64 2047)
  %859 = bitcast <8 x double> %854 to <8 x i64>
  %860 = lshr <8 x i64> %859, splat (i64 52)
  %861 = and <8 x i64> %860, splat (i64 2047)
  %862 = bitcast <8 x double> %855 to <8 x i64>
  %863 = lshr <8 x i64> %862, splat (i64 52)
  %864 = and <8 x i64> %863, splat (i64 2047)
  %865 = add nuw nsw <8 x i64> %861, splat (i64 16)
  %866 = icmp samesign ult <8 x i64> %865, %858
  %867 = add nuw nsw <8 x i64> %864, splat (i64 49)
  %868 = icmp samesign ult <8 x i64> %867, %858
  %869 = select <8 x i1> %868, <8 x double> %849, <8 x double> %843
  %870 = select <8 x i1> %868, <8 x double> %853, <8 x double> %847
  %871 = select <8 x i1> %866, <8 x double> %869, <8 x double> %840
  %872 = select <8 x i1> %866, <8 x double> %870, <8 x double> %841
  %873 = fsub <8 x double> %871, %872
  %874 = fsub <8 x double> %871, %873
  %875 = fsub <8 x double> %874, %872
  %876 = fmul <8 x double> %873, %873
  %877 = fmul <8 x double> %876, %876
  %878 = fmul <8 x double> %876, splat (double 0x3EFA01A019CB1590)
  %879 = fadd <8 x double> %878, splat (double 0xBF56C16C16C15177)
  %880 = fmul <8 x double> %876, %879
  %881 = fadd <8 x double> %880, splat (double 0x3FA555555555554C)
  %882 = fmul <8 x double> %876, %881
  %883 = fmul <8 x double> %876, splat (double 0x3DA8FAE9BE8838D4)
  %884 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %883
  %885 = fmul <8 x double> %876, %884
  %886 = fadd <8 x double> %885, splat (double 0xBE927E4F809C52AD)
  %887 = fmul <8 x double> %877, %877
  %888 = fmul <8 x double> %887, %886
  %889 = fadd <8 x double> %882, %888
  %890 = fmul <8 x double> %876, splat (double 5.000000e-01)
  %891 = fsub <8 x double> splat (double 1.000000e+00), %890
  %892 = fsub <8 x double> splat (double 1.000000e+00), %891
  %893 = fsub <8 x double> %892, %890
  %894 = fmul <8 x double> %876, %889
  %895 = fmul <8 x double> %873, %875
  %896 = fsub <8 x double> %894, %895
  %897 = fadd <8 x double> %893, %896
  %898 = fadd <8 x double> %891, %897
  %899 = fmul <8 x double> %876, splat (double 0x3EC71DE357B1FE7D)
  %900 = fadd <8 x double> %899, splat (double 0xBF2A01A019C161D5)
  %901 = fmul <8 x double> %876, %900
  %902 = fadd <8 x double> %901, splat (double 0x3F8111111110F8A6)
  %903 = fmul <8 x double> %876, splat (double 0x3DE5D93A5ACFD57C)
  %904 = fadd <8 x double> %903, splat (double 0xBE5AE5E68A2B9CEB)
  %905 = fmul <8 x double> %876, %877
  %906 = fmul <8 x double> %905, %904
  %907 = fadd <8 x double> %906, %902
  %908 = fmul <8 x double> %873, %876
  %909 = fmul <8 x double> %875, splat (double 5.000000e-01)
  %910 = fmul <8 x double> %908, %907
  %911 = fsub <8 x double> %909, %910
  %912 = fmul <8 x double> %876, %911
  %913 = fsub <8 x double> %912, %875
  %914 = fmul <8 x double> %908, splat (double 0x3FC5555555555549)
  %915 = fadd <8 x double> %913, %914
  %916 = fsub <8 x double> %873, %915
  %917 = fneg <8 x double> %898
  %918 = fneg <8 x double> %916
  %919 = and <8 x i64> %837, splat (i64 1)
  %920 = and <8 x i64> %837, splat (i64 2)
  %921 = icmp eq <8 x i64> %919, zeroinitializer
  %922 = icmp eq <8 x i64> %920, zeroinitializer
  %923 = select <8 x i1> %922, <8 x double> %898, <8 x double> %917
  %924 = select <8 x i1> %922, <8 x double> %918, <8 x double> %916
  %925 = select <8 x i1> %921, <8 x double> %923, <8 x double> %924
  %926 = fcmp olt <8 x double> %834, splat (double 0x413921FB00000000)
  %927 = select <8 x i1> %926, <8 x double> %925, <8 x double> splat (double 0x7FF8000000000000)
  %928 = fmul <8 x double> %927, %833
  %929 = fptrunc <8 x double> %928 to <8 x float>
  %930 = fmul <8 x float> %693, %929
  %931 = fmul <8 x float> %broadcast.splat170, %930
  %932 = fadd <8 x float> %931, %696
  %933 = fmul <8 x float> %693, %932
  store <8 x float> %933, ptr %686, align 4, !alias.scope !23, !noalias !26
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %934 = icmp eq i64 %index.next, %n.vec
  br i1 %934, label %middle.block, label %vector.body, !llvm.loop !28

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.loopexit29.us, label %feature.body8.us.preheader

feature.body8.us.preheader:                       ; preds = %feature.body8.lr.ph.us, %middle.block
  %feature1033.us.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %feature.body8.lr.ph.us ]
  %invariant.op = xor i64 %18, %676
  %invariant.op342 = xor i64 %21, %681
  br label %feature.body8.us

step.header.step.exit_crit_edge.split.us57:       ; preds = %noise.done.loopexit29.us
  %935 = add nuw i64 %row37.us, 1
  %exitcond109.not = icmp eq i64 %935, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond109.not, label %row.exit, label %row.body.us

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.split.us57, %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us.split.us.us, %row.body.lr.ph.split.us.split.us, %row.body.lr.ph, %entry
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

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = !{!"branch_weights", i32 8, i32 24}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !6}
!10 = !{!11}
!11 = distinct !{!11, !12}
!12 = distinct !{!12, !"LVerDomain"}
!13 = !{!14}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !6}
!23 = !{!24}
!24 = distinct !{!24, !25}
!25 = distinct !{!25, !"LVerDomain"}
!26 = !{!27}
!27 = distinct !{!27, !25}
!28 = distinct !{!28, !1, !2}
