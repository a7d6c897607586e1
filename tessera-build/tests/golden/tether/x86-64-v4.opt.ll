; ModuleID = 'tether'
source_filename = "tether.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_tether_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %state165 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %input_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %scratch = load ptr, ptr %1, align 8
  %scratch164 = ptrtoint ptr %scratch to i64
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
  %.not88 = icmp eq i64 %n_features, 0
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
  %40 = add i64 %35, %state165
  %41 = sub i64 %scratch164, %40
  %42 = mul i64 %n_features, -4
  %43 = add i64 %n_features, -1
  %min.iters.check167 = icmp ult i64 %n_features, 4
  %min.iters.check169 = icmp ult i64 %n_features, 32
  %n.mod.vf171 = and i64 %n_features, 28
  %n.vec172 = and i64 %n_features, -32
  %cmp.n181 = icmp eq i64 %n_features, %n.vec172
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf171, 0
  %n.vec183 = and i64 %n_features, -4
  %cmp.n187 = icmp eq i64 %n_features, %n.vec183
  %xtraiter285 = and i64 %n_features, 7
  %44 = icmp ult i64 %43, 7
  %unroll_iter = and i64 %n_features, -8
  %lcmp.mod286.not = icmp eq i64 %xtraiter285, 0
  %lcmp.mod288 = icmp ne i64 %xtraiter285, 0
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec = and i64 %n_features, -8
  %broadcast.splatinsert124 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat125 = shufflevector <8 x float> %broadcast.splatinsert124, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert128 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat129 = shufflevector <8 x i64> %broadcast.splatinsert128, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert132 = insertelement <8 x i64> poison, i64 %19, i64 0
  %broadcast.splat133 = shufflevector <8 x i64> %broadcast.splatinsert132, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert136 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat137 = shufflevector <8 x i64> %broadcast.splatinsert136, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert138 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat139 = shufflevector <8 x i64> %broadcast.splatinsert138, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert140 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat141 = shufflevector <8 x i64> %broadcast.splatinsert140, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert142 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat143 = shufflevector <8 x i64> %broadcast.splatinsert142, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert144 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat145 = shufflevector <8 x i64> %broadcast.splatinsert144, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert146 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat147 = shufflevector <8 x i64> %broadcast.splatinsert146, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert148 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat149 = shufflevector <8 x i64> %broadcast.splatinsert148, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert150 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat151 = shufflevector <8 x i64> %broadcast.splatinsert150, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert152 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat153 = shufflevector <8 x i64> %broadcast.splatinsert152, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert154 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat155 = shufflevector <8 x i64> %broadcast.splatinsert154, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert156 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat157 = shufflevector <8 x i64> %broadcast.splatinsert156, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert158 = insertelement <8 x i32> poison, i32 %32, i64 0
  %broadcast.splat159 = shufflevector <8 x i32> %broadcast.splatinsert158, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  br label %row.body.us

row.body.lr.ph.split.us.split.us:                 ; preds = %row.body.lr.ph.split.us
  br i1 %.not88, label %row.exit, label %row.body.us.us.us.us.us.preheader

row.body.us.us.us.us.us.preheader:                ; preds = %row.body.lr.ph.split.us.split.us
  %45 = mul i64 %row_begin, %n_features
  %46 = shl i64 %45, 2
  %47 = shl i64 %n_features, 2
  %48 = shl i64 %row_begin, 2
  %49 = add i64 %48, 4
  %50 = mul i64 %n_features, %49
  %51 = add i64 %46, %state165
  %52 = sub i64 %scratch164, %51
  %53 = mul i64 %n_features, -4
  %54 = add i64 %n_features, -1
  %min.iters.check247 = icmp ult i64 %n_features, 4
  %min.iters.check250 = icmp ult i64 %n_features, 32
  %n.mod.vf253 = and i64 %n_features, 28
  %n.vec254 = and i64 %n_features, -32
  %cmp.n263 = icmp eq i64 %n_features, %n.vec254
  %min.epilog.iters.check267 = icmp eq i64 %n.mod.vf253, 0
  %n.vec270 = and i64 %n_features, -4
  %cmp.n276 = icmp eq i64 %n_features, %n.vec270
  %xtraiter292 = and i64 %n_features, 7
  %55 = icmp ult i64 %54, 7
  %unroll_iter297 = and i64 %n_features, -8
  %lcmp.mod294.not = icmp eq i64 %xtraiter292, 0
  %lcmp.mod296 = icmp ne i64 %xtraiter292, 0
  %min.iters.check200 = icmp ult i64 %n_features, 4
  %min.iters.check203 = icmp ult i64 %n_features, 32
  %n.mod.vf206 = and i64 %n_features, 28
  %n.vec207 = and i64 %n_features, -32
  %broadcast.splatinsert210 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat211 = shufflevector <8 x float> %broadcast.splatinsert210, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n224 = icmp eq i64 %n_features, %n.vec207
  %min.epilog.iters.check228 = icmp eq i64 %n.mod.vf206, 0
  %n.vec231 = and i64 %n_features, -4
  %broadcast.splatinsert234 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat235 = shufflevector <4 x float> %broadcast.splatinsert234, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n242 = icmp eq i64 %n_features, %n.vec231
  %xtraiter299 = and i64 %n_features, 1
  %lcmp.mod300.not = icmp eq i64 %xtraiter299, 0
  br label %row.body.us.us.us.us.us

row.body.us.us.us.us.us:                          ; preds = %row.body.us.us.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us.split.us.us.split.us.us
  %indvar190 = phi i64 [ 0, %row.body.us.us.us.us.us.preheader ], [ %indvar.next191, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us.split.us.us.split.us.us ]
  %row48.us.us.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.us.us.preheader ], [ %260, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us.split.us.us.split.us.us ]
  %56 = mul i64 %53, %indvar190
  %57 = add i64 %52, %56
  %58 = mul i64 %47, %indvar190
  %59 = add i64 %46, %58
  %scevgep192 = getelementptr i8, ptr %state, i64 %59
  %60 = add i64 %50, %58
  %scevgep193 = getelementptr i8, ptr %state, i64 %60
  %scevgep194 = getelementptr i8, ptr %input_0, i64 %59
  %scevgep195 = getelementptr i8, ptr %input_0, i64 %60
  %row_offset.us.us.us.us.us = mul i64 %row48.us.us.us.us.us, %n_features
  %61 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us.us.us
  %62 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us.us.us.us
  %diff.check245 = icmp ult i64 %57, 128
  %or.cond = select i1 %min.iters.check247, i1 true, i1 %diff.check245
  %bound0196 = icmp ult ptr %scevgep192, %scevgep195
  %bound1197 = icmp ult ptr %scevgep194, %scevgep193
  %found.conflict198 = and i1 %bound0196, %bound1197
  br label %iter.check249

iter.check249:                                    ; preds = %feature.header8.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us.us.us, %row.body.us.us.us.us.us
  %step22.us.us.us.us.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us.us.us ], [ %259, %feature.header8.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us.us.us ]
  br i1 %or.cond, label %feature.body.us.us.us.us.us.us.us.us.us.preheader, label %vector.main.loop.iter.check251

vector.main.loop.iter.check251:                   ; preds = %iter.check249
  br i1 %min.iters.check250, label %vec.epilog.ph268, label %vector.body255

vector.body255:                                   ; preds = %vector.main.loop.iter.check251, %vector.body255
  %index256 = phi i64 [ %index.next261, %vector.body255 ], [ 0, %vector.main.loop.iter.check251 ]
  %63 = getelementptr inbounds float, ptr %61, i64 %index256
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 32
  %65 = getelementptr inbounds nuw i8, ptr %63, i64 64
  %66 = getelementptr inbounds nuw i8, ptr %63, i64 96
  %wide.load257 = load <8 x float>, ptr %63, align 4
  %wide.load258 = load <8 x float>, ptr %64, align 4
  %wide.load259 = load <8 x float>, ptr %65, align 4
  %wide.load260 = load <8 x float>, ptr %66, align 4
  %67 = fmul <8 x float> %wide.load257, %wide.load257
  %68 = fmul <8 x float> %wide.load258, %wide.load258
  %69 = fmul <8 x float> %wide.load259, %wide.load259
  %70 = fmul <8 x float> %wide.load260, %wide.load260
  %71 = getelementptr inbounds float, ptr %scratch, i64 %index256
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 32
  %73 = getelementptr inbounds nuw i8, ptr %71, i64 64
  %74 = getelementptr inbounds nuw i8, ptr %71, i64 96
  store <8 x float> %67, ptr %71, align 4
  store <8 x float> %68, ptr %72, align 4
  store <8 x float> %69, ptr %73, align 4
  store <8 x float> %70, ptr %74, align 4
  %index.next261 = add nuw i64 %index256, 32
  %75 = icmp eq i64 %index.next261, %n.vec254
  br i1 %75, label %middle.block262, label %vector.body255, !llvm.loop !0

middle.block262:                                  ; preds = %vector.body255
  br i1 %cmp.n263, label %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader, label %vec.epilog.iter.check266

fold_tail.body.us.us.us.us.us.us.us.us.us.preheader: ; preds = %feature.body.us.us.us.us.us.us.us.us.us.prol.loopexit, %feature.body.us.us.us.us.us.us.us.us.us, %vec.epilog.middle.block275, %middle.block262
  br i1 %55, label %fold_tail.body.us.us.us.us.us.us.us.us.us.epil.preheader, label %fold_tail.body.us.us.us.us.us.us.us.us.us

vec.epilog.iter.check266:                         ; preds = %middle.block262
  br i1 %min.epilog.iters.check267, label %feature.body.us.us.us.us.us.us.us.us.us.preheader, label %vec.epilog.ph268, !prof !3

vec.epilog.ph268:                                 ; preds = %vector.main.loop.iter.check251, %vec.epilog.iter.check266
  %vec.epilog.resume.val264 = phi i64 [ %n.vec254, %vec.epilog.iter.check266 ], [ 0, %vector.main.loop.iter.check251 ]
  br label %vec.epilog.vector.body271

vec.epilog.vector.body271:                        ; preds = %vec.epilog.vector.body271, %vec.epilog.ph268
  %index272 = phi i64 [ %vec.epilog.resume.val264, %vec.epilog.ph268 ], [ %index.next274, %vec.epilog.vector.body271 ]
  %76 = getelementptr inbounds float, ptr %61, i64 %index272
  %wide.load273 = load <4 x float>, ptr %76, align 4
  %77 = fmul <4 x float> %wide.load273, %wide.load273
  %78 = getelementptr inbounds float, ptr %scratch, i64 %index272
  store <4 x float> %77, ptr %78, align 4
  %index.next274 = add nuw i64 %index272, 4
  %79 = icmp eq i64 %index.next274, %n.vec270
  br i1 %79, label %vec.epilog.middle.block275, label %vec.epilog.vector.body271, !llvm.loop !4

vec.epilog.middle.block275:                       ; preds = %vec.epilog.vector.body271
  br i1 %cmp.n276, label %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader, label %feature.body.us.us.us.us.us.us.us.us.us.preheader

feature.body.us.us.us.us.us.us.us.us.us.preheader: ; preds = %iter.check249, %vec.epilog.iter.check266, %vec.epilog.middle.block275
  %feature16.us.us.us.us.us.us.us.us.us.ph = phi i64 [ 0, %iter.check249 ], [ %n.vec254, %vec.epilog.iter.check266 ], [ %n.vec270, %vec.epilog.middle.block275 ]
  %80 = sub i64 %n_features, %feature16.us.us.us.us.us.us.us.us.us.ph
  %81 = sub i64 %54, %feature16.us.us.us.us.us.us.us.us.us.ph
  %xtraiter289 = and i64 %80, 7
  %lcmp.mod290.not = icmp eq i64 %xtraiter289, 0
  br i1 %lcmp.mod290.not, label %feature.body.us.us.us.us.us.us.us.us.us.prol.loopexit, label %feature.body.us.us.us.us.us.us.us.us.us.prol

feature.body.us.us.us.us.us.us.us.us.us.prol:     ; preds = %feature.body.us.us.us.us.us.us.us.us.us.preheader, %feature.body.us.us.us.us.us.us.us.us.us.prol
  %feature16.us.us.us.us.us.us.us.us.us.prol = phi i64 [ %86, %feature.body.us.us.us.us.us.us.us.us.us.prol ], [ %feature16.us.us.us.us.us.us.us.us.us.ph, %feature.body.us.us.us.us.us.us.us.us.us.preheader ]
  %prol.iter291 = phi i64 [ %prol.iter291.next, %feature.body.us.us.us.us.us.us.us.us.us.prol ], [ 0, %feature.body.us.us.us.us.us.us.us.us.us.preheader ]
  %82 = getelementptr inbounds float, ptr %61, i64 %feature16.us.us.us.us.us.us.us.us.us.prol
  %83 = load float, ptr %82, align 4
  %84 = fmul float %83, %83
  %85 = getelementptr inbounds float, ptr %scratch, i64 %feature16.us.us.us.us.us.us.us.us.us.prol
  store float %84, ptr %85, align 4
  %86 = add nuw i64 %feature16.us.us.us.us.us.us.us.us.us.prol, 1
  %prol.iter291.next = add i64 %prol.iter291, 1
  %prol.iter291.cmp.not = icmp eq i64 %prol.iter291.next, %xtraiter289
  br i1 %prol.iter291.cmp.not, label %feature.body.us.us.us.us.us.us.us.us.us.prol.loopexit, label %feature.body.us.us.us.us.us.us.us.us.us.prol, !llvm.loop !5

feature.body.us.us.us.us.us.us.us.us.us.prol.loopexit: ; preds = %feature.body.us.us.us.us.us.us.us.us.us.prol, %feature.body.us.us.us.us.us.us.us.us.us.preheader
  %feature16.us.us.us.us.us.us.us.us.us.unr = phi i64 [ %feature16.us.us.us.us.us.us.us.us.us.ph, %feature.body.us.us.us.us.us.us.us.us.us.preheader ], [ %86, %feature.body.us.us.us.us.us.us.us.us.us.prol ]
  %87 = icmp ult i64 %81, 7
  br i1 %87, label %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader, label %feature.body.us.us.us.us.us.us.us.us.us

feature.body9.us.us.us.us.us.us.us.us.us:         ; preds = %feature.body9.us.us.us.us.us.us.us.us.us.prol.loopexit, %feature.body9.us.us.us.us.us.us.us.us.us
  %feature1120.us.us.us.us.us.us.us.us.us = phi i64 [ %113, %feature.body9.us.us.us.us.us.us.us.us.us ], [ %feature1120.us.us.us.us.us.us.us.us.us.unr, %feature.body9.us.us.us.us.us.us.us.us.us.prol.loopexit ]
  %88 = getelementptr inbounds float, ptr %61, i64 %feature1120.us.us.us.us.us.us.us.us.us
  %89 = load float, ptr %88, align 4
  %90 = fmul float %89, 2.000000e+00
  %91 = fmul float %192, %90
  %92 = getelementptr inbounds float, ptr %62, i64 %feature1120.us.us.us.us.us.us.us.us.us
  %93 = load float, ptr %92, align 4
  %94 = fsub float %89, %93
  %95 = fmul float %94, 2.000000e+00
  %96 = fmul float %95, 5.000000e-01
  %97 = fadd float %91, %96
  %98 = fmul float %eta, %97
  %99 = fsub float %89, %98
  store float %99, ptr %88, align 4
  %100 = add nuw i64 %feature1120.us.us.us.us.us.us.us.us.us, 1
  %101 = getelementptr inbounds float, ptr %61, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = fmul float %102, 2.000000e+00
  %104 = fmul float %192, %103
  %105 = getelementptr inbounds float, ptr %62, i64 %100
  %106 = load float, ptr %105, align 4
  %107 = fsub float %102, %106
  %108 = fmul float %107, 2.000000e+00
  %109 = fmul float %108, 5.000000e-01
  %110 = fadd float %104, %109
  %111 = fmul float %eta, %110
  %112 = fsub float %102, %111
  store float %112, ptr %101, align 4
  %113 = add nuw i64 %feature1120.us.us.us.us.us.us.us.us.us, 2
  %exitcond102.not.1 = icmp eq i64 %113, %n_features
  br i1 %exitcond102.not.1, label %feature.header8.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us.us.us, label %feature.body9.us.us.us.us.us.us.us.us.us, !llvm.loop !7

fold_tail.body.us.us.us.us.us.us.us.us.us:        ; preds = %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader, %fold_tail.body.us.us.us.us.us.us.us.us.us
  %fold_tail18.us.us.us.us.us.us.us.us.us = phi i64 [ %145, %fold_tail.body.us.us.us.us.us.us.us.us.us ], [ 0, %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader ]
  %fold_value.017.us.us.us.us.us.us.us.us.us = phi float [ %144, %fold_tail.body.us.us.us.us.us.us.us.us.us ], [ 0.000000e+00, %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader ]
  %niter298 = phi i64 [ %niter298.next.7, %fold_tail.body.us.us.us.us.us.us.us.us.us ], [ 0, %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader ]
  %114 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail18.us.us.us.us.us.us.us.us.us
  %115 = load float, ptr %114, align 4
  %116 = fadd float %fold_value.017.us.us.us.us.us.us.us.us.us, %115
  %117 = getelementptr float, ptr %scratch, i64 %fold_tail18.us.us.us.us.us.us.us.us.us
  %118 = getelementptr i8, ptr %117, i64 4
  %119 = load float, ptr %118, align 4
  %120 = fadd float %116, %119
  %121 = getelementptr float, ptr %scratch, i64 %fold_tail18.us.us.us.us.us.us.us.us.us
  %122 = getelementptr i8, ptr %121, i64 8
  %123 = load float, ptr %122, align 4
  %124 = fadd float %120, %123
  %125 = getelementptr float, ptr %scratch, i64 %fold_tail18.us.us.us.us.us.us.us.us.us
  %126 = getelementptr i8, ptr %125, i64 12
  %127 = load float, ptr %126, align 4
  %128 = fadd float %124, %127
  %129 = getelementptr float, ptr %scratch, i64 %fold_tail18.us.us.us.us.us.us.us.us.us
  %130 = getelementptr i8, ptr %129, i64 16
  %131 = load float, ptr %130, align 4
  %132 = fadd float %128, %131
  %133 = getelementptr float, ptr %scratch, i64 %fold_tail18.us.us.us.us.us.us.us.us.us
  %134 = getelementptr i8, ptr %133, i64 20
  %135 = load float, ptr %134, align 4
  %136 = fadd float %132, %135
  %137 = getelementptr float, ptr %scratch, i64 %fold_tail18.us.us.us.us.us.us.us.us.us
  %138 = getelementptr i8, ptr %137, i64 24
  %139 = load float, ptr %138, align 4
  %140 = fadd float %136, %139
  %141 = getelementptr float, ptr %scratch, i64 %fold_tail18.us.us.us.us.us.us.us.us.us
  %142 = getelementptr i8, ptr %141, i64 28
  %143 = load float, ptr %142, align 4
  %144 = fadd float %140, %143
  %145 = add nuw i64 %fold_tail18.us.us.us.us.us.us.us.us.us, 8
  %niter298.next.7 = add i64 %niter298, 8
  %niter298.ncmp.7 = icmp eq i64 %niter298.next.7, %unroll_iter297
  br i1 %niter298.ncmp.7, label %iter.check202.unr-lcssa, label %fold_tail.body.us.us.us.us.us.us.us.us.us

feature.body.us.us.us.us.us.us.us.us.us:          ; preds = %feature.body.us.us.us.us.us.us.us.us.us.prol.loopexit, %feature.body.us.us.us.us.us.us.us.us.us
  %feature16.us.us.us.us.us.us.us.us.us = phi i64 [ %185, %feature.body.us.us.us.us.us.us.us.us.us ], [ %feature16.us.us.us.us.us.us.us.us.us.unr, %feature.body.us.us.us.us.us.us.us.us.us.prol.loopexit ]
  %146 = getelementptr inbounds float, ptr %61, i64 %feature16.us.us.us.us.us.us.us.us.us
  %147 = load float, ptr %146, align 4
  %148 = fmul float %147, %147
  %149 = getelementptr inbounds float, ptr %scratch, i64 %feature16.us.us.us.us.us.us.us.us.us
  store float %148, ptr %149, align 4
  %150 = add nuw i64 %feature16.us.us.us.us.us.us.us.us.us, 1
  %151 = getelementptr inbounds float, ptr %61, i64 %150
  %152 = load float, ptr %151, align 4
  %153 = fmul float %152, %152
  %154 = getelementptr inbounds float, ptr %scratch, i64 %150
  store float %153, ptr %154, align 4
  %155 = add nuw i64 %feature16.us.us.us.us.us.us.us.us.us, 2
  %156 = getelementptr inbounds float, ptr %61, i64 %155
  %157 = load float, ptr %156, align 4
  %158 = fmul float %157, %157
  %159 = getelementptr inbounds float, ptr %scratch, i64 %155
  store float %158, ptr %159, align 4
  %160 = add nuw i64 %feature16.us.us.us.us.us.us.us.us.us, 3
  %161 = getelementptr inbounds float, ptr %61, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = fmul float %162, %162
  %164 = getelementptr inbounds float, ptr %scratch, i64 %160
  store float %163, ptr %164, align 4
  %165 = add nuw i64 %feature16.us.us.us.us.us.us.us.us.us, 4
  %166 = getelementptr inbounds float, ptr %61, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = fmul float %167, %167
  %169 = getelementptr inbounds float, ptr %scratch, i64 %165
  store float %168, ptr %169, align 4
  %170 = add nuw i64 %feature16.us.us.us.us.us.us.us.us.us, 5
  %171 = getelementptr inbounds float, ptr %61, i64 %170
  %172 = load float, ptr %171, align 4
  %173 = fmul float %172, %172
  %174 = getelementptr inbounds float, ptr %scratch, i64 %170
  store float %173, ptr %174, align 4
  %175 = add nuw i64 %feature16.us.us.us.us.us.us.us.us.us, 6
  %176 = getelementptr inbounds float, ptr %61, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = fmul float %177, %177
  %179 = getelementptr inbounds float, ptr %scratch, i64 %175
  store float %178, ptr %179, align 4
  %180 = add nuw i64 %feature16.us.us.us.us.us.us.us.us.us, 7
  %181 = getelementptr inbounds float, ptr %61, i64 %180
  %182 = load float, ptr %181, align 4
  %183 = fmul float %182, %182
  %184 = getelementptr inbounds float, ptr %scratch, i64 %180
  store float %183, ptr %184, align 4
  %185 = add nuw i64 %feature16.us.us.us.us.us.us.us.us.us, 8
  %exitcond100.not.7 = icmp eq i64 %185, %n_features
  br i1 %exitcond100.not.7, label %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader, label %feature.body.us.us.us.us.us.us.us.us.us, !llvm.loop !8

iter.check202.unr-lcssa:                          ; preds = %fold_tail.body.us.us.us.us.us.us.us.us.us
  br i1 %lcmp.mod294.not, label %iter.check202, label %fold_tail.body.us.us.us.us.us.us.us.us.us.epil.preheader

fold_tail.body.us.us.us.us.us.us.us.us.us.epil.preheader: ; preds = %iter.check202.unr-lcssa, %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader
  %fold_tail18.us.us.us.us.us.us.us.us.us.epil.init = phi i64 [ 0, %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader ], [ %145, %iter.check202.unr-lcssa ]
  %fold_value.017.us.us.us.us.us.us.us.us.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body.us.us.us.us.us.us.us.us.us.preheader ], [ %144, %iter.check202.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod296)
  br label %fold_tail.body.us.us.us.us.us.us.us.us.us.epil

fold_tail.body.us.us.us.us.us.us.us.us.us.epil:   ; preds = %fold_tail.body.us.us.us.us.us.us.us.us.us.epil, %fold_tail.body.us.us.us.us.us.us.us.us.us.epil.preheader
  %fold_tail18.us.us.us.us.us.us.us.us.us.epil = phi i64 [ %189, %fold_tail.body.us.us.us.us.us.us.us.us.us.epil ], [ %fold_tail18.us.us.us.us.us.us.us.us.us.epil.init, %fold_tail.body.us.us.us.us.us.us.us.us.us.epil.preheader ]
  %fold_value.017.us.us.us.us.us.us.us.us.us.epil = phi float [ %188, %fold_tail.body.us.us.us.us.us.us.us.us.us.epil ], [ %fold_value.017.us.us.us.us.us.us.us.us.us.epil.init, %fold_tail.body.us.us.us.us.us.us.us.us.us.epil.preheader ]
  %epil.iter293 = phi i64 [ %epil.iter293.next, %fold_tail.body.us.us.us.us.us.us.us.us.us.epil ], [ 0, %fold_tail.body.us.us.us.us.us.us.us.us.us.epil.preheader ]
  %186 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail18.us.us.us.us.us.us.us.us.us.epil
  %187 = load float, ptr %186, align 4
  %188 = fadd float %fold_value.017.us.us.us.us.us.us.us.us.us.epil, %187
  %189 = add nuw i64 %fold_tail18.us.us.us.us.us.us.us.us.us.epil, 1
  %epil.iter293.next = add i64 %epil.iter293, 1
  %epil.iter293.cmp.not = icmp eq i64 %epil.iter293.next, %xtraiter292
  br i1 %epil.iter293.cmp.not, label %iter.check202, label %fold_tail.body.us.us.us.us.us.us.us.us.us.epil, !llvm.loop !9

iter.check202:                                    ; preds = %fold_tail.body.us.us.us.us.us.us.us.us.us.epil, %iter.check202.unr-lcssa
  %.lcssa = phi float [ %144, %iter.check202.unr-lcssa ], [ %188, %fold_tail.body.us.us.us.us.us.us.us.us.us.epil ]
  %190 = fadd float %.lcssa, -4.000000e+00
  %191 = fmul float %190, 2.000000e+00
  %192 = fmul float %191, 0x3F847AE140000000
  %brmerge = select i1 %min.iters.check200, i1 true, i1 %found.conflict198
  br i1 %brmerge, label %feature.body9.us.us.us.us.us.us.us.us.us.preheader, label %vector.main.loop.iter.check204

vector.main.loop.iter.check204:                   ; preds = %iter.check202
  br i1 %min.iters.check203, label %vec.epilog.ph229, label %vector.ph205

vector.ph205:                                     ; preds = %vector.main.loop.iter.check204
  %broadcast.splatinsert208 = insertelement <8 x float> poison, float %192, i64 0
  %broadcast.splat209 = shufflevector <8 x float> %broadcast.splatinsert208, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body212

vector.body212:                                   ; preds = %vector.body212, %vector.ph205
  %index213 = phi i64 [ 0, %vector.ph205 ], [ %index.next222, %vector.body212 ]
  %193 = getelementptr inbounds float, ptr %61, i64 %index213
  %194 = getelementptr inbounds nuw i8, ptr %193, i64 32
  %195 = getelementptr inbounds nuw i8, ptr %193, i64 64
  %196 = getelementptr inbounds nuw i8, ptr %193, i64 96
  %wide.load214 = load <8 x float>, ptr %193, align 4, !alias.scope !10, !noalias !13
  %wide.load215 = load <8 x float>, ptr %194, align 4, !alias.scope !10, !noalias !13
  %wide.load216 = load <8 x float>, ptr %195, align 4, !alias.scope !10, !noalias !13
  %wide.load217 = load <8 x float>, ptr %196, align 4, !alias.scope !10, !noalias !13
  %197 = fmul <8 x float> %wide.load214, splat (float 2.000000e+00)
  %198 = fmul <8 x float> %wide.load215, splat (float 2.000000e+00)
  %199 = fmul <8 x float> %wide.load216, splat (float 2.000000e+00)
  %200 = fmul <8 x float> %wide.load217, splat (float 2.000000e+00)
  %201 = fmul <8 x float> %broadcast.splat209, %197
  %202 = fmul <8 x float> %broadcast.splat209, %198
  %203 = fmul <8 x float> %broadcast.splat209, %199
  %204 = fmul <8 x float> %broadcast.splat209, %200
  %205 = getelementptr inbounds float, ptr %62, i64 %index213
  %206 = getelementptr inbounds nuw i8, ptr %205, i64 32
  %207 = getelementptr inbounds nuw i8, ptr %205, i64 64
  %208 = getelementptr inbounds nuw i8, ptr %205, i64 96
  %wide.load218 = load <8 x float>, ptr %205, align 4, !alias.scope !13
  %wide.load219 = load <8 x float>, ptr %206, align 4, !alias.scope !13
  %wide.load220 = load <8 x float>, ptr %207, align 4, !alias.scope !13
  %wide.load221 = load <8 x float>, ptr %208, align 4, !alias.scope !13
  %209 = fsub <8 x float> %wide.load214, %wide.load218
  %210 = fsub <8 x float> %wide.load215, %wide.load219
  %211 = fsub <8 x float> %wide.load216, %wide.load220
  %212 = fsub <8 x float> %wide.load217, %wide.load221
  %213 = fmul <8 x float> %209, splat (float 2.000000e+00)
  %214 = fmul <8 x float> %210, splat (float 2.000000e+00)
  %215 = fmul <8 x float> %211, splat (float 2.000000e+00)
  %216 = fmul <8 x float> %212, splat (float 2.000000e+00)
  %217 = fmul <8 x float> %213, splat (float 5.000000e-01)
  %218 = fmul <8 x float> %214, splat (float 5.000000e-01)
  %219 = fmul <8 x float> %215, splat (float 5.000000e-01)
  %220 = fmul <8 x float> %216, splat (float 5.000000e-01)
  %221 = fadd <8 x float> %201, %217
  %222 = fadd <8 x float> %202, %218
  %223 = fadd <8 x float> %203, %219
  %224 = fadd <8 x float> %204, %220
  %225 = fmul <8 x float> %broadcast.splat211, %221
  %226 = fmul <8 x float> %broadcast.splat211, %222
  %227 = fmul <8 x float> %broadcast.splat211, %223
  %228 = fmul <8 x float> %broadcast.splat211, %224
  %229 = fsub <8 x float> %wide.load214, %225
  %230 = fsub <8 x float> %wide.load215, %226
  %231 = fsub <8 x float> %wide.load216, %227
  %232 = fsub <8 x float> %wide.load217, %228
  store <8 x float> %229, ptr %193, align 4, !alias.scope !10, !noalias !13
  store <8 x float> %230, ptr %194, align 4, !alias.scope !10, !noalias !13
  store <8 x float> %231, ptr %195, align 4, !alias.scope !10, !noalias !13
  store <8 x float> %232, ptr %196, align 4, !alias.scope !10, !noalias !13
  %index.next222 = add nuw i64 %index213, 32
  %233 = icmp eq i64 %index.next222, %n.vec207
  br i1 %233, label %middle.block223, label %vector.body212, !llvm.loop !15

middle.block223:                                  ; preds = %vector.body212
  br i1 %cmp.n224, label %feature.header8.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us.us.us, label %vec.epilog.iter.check227

vec.epilog.iter.check227:                         ; preds = %middle.block223
  br i1 %min.epilog.iters.check228, label %feature.body9.us.us.us.us.us.us.us.us.us.preheader, label %vec.epilog.ph229, !prof !3

vec.epilog.ph229:                                 ; preds = %vector.main.loop.iter.check204, %vec.epilog.iter.check227
  %vec.epilog.resume.val225 = phi i64 [ %n.vec207, %vec.epilog.iter.check227 ], [ 0, %vector.main.loop.iter.check204 ]
  %broadcast.splatinsert232 = insertelement <4 x float> poison, float %192, i64 0
  %broadcast.splat233 = shufflevector <4 x float> %broadcast.splatinsert232, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body236

vec.epilog.vector.body236:                        ; preds = %vec.epilog.vector.body236, %vec.epilog.ph229
  %index237 = phi i64 [ %vec.epilog.resume.val225, %vec.epilog.ph229 ], [ %index.next240, %vec.epilog.vector.body236 ]
  %234 = getelementptr inbounds float, ptr %61, i64 %index237
  %wide.load238 = load <4 x float>, ptr %234, align 4, !alias.scope !10, !noalias !13
  %235 = fmul <4 x float> %wide.load238, splat (float 2.000000e+00)
  %236 = fmul <4 x float> %broadcast.splat233, %235
  %237 = getelementptr inbounds float, ptr %62, i64 %index237
  %wide.load239 = load <4 x float>, ptr %237, align 4, !alias.scope !13
  %238 = fsub <4 x float> %wide.load238, %wide.load239
  %239 = fmul <4 x float> %238, splat (float 2.000000e+00)
  %240 = fmul <4 x float> %239, splat (float 5.000000e-01)
  %241 = fadd <4 x float> %236, %240
  %242 = fmul <4 x float> %broadcast.splat235, %241
  %243 = fsub <4 x float> %wide.load238, %242
  store <4 x float> %243, ptr %234, align 4, !alias.scope !10, !noalias !13
  %index.next240 = add nuw i64 %index237, 4
  %244 = icmp eq i64 %index.next240, %n.vec231
  br i1 %244, label %vec.epilog.middle.block241, label %vec.epilog.vector.body236, !llvm.loop !16

vec.epilog.middle.block241:                       ; preds = %vec.epilog.vector.body236
  br i1 %cmp.n242, label %feature.header8.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us.us.us, label %feature.body9.us.us.us.us.us.us.us.us.us.preheader

feature.body9.us.us.us.us.us.us.us.us.us.preheader: ; preds = %iter.check202, %vec.epilog.iter.check227, %vec.epilog.middle.block241
  %feature1120.us.us.us.us.us.us.us.us.us.ph = phi i64 [ 0, %iter.check202 ], [ %n.vec231, %vec.epilog.middle.block241 ], [ %n.vec207, %vec.epilog.iter.check227 ]
  %.neg = or disjoint i64 %feature1120.us.us.us.us.us.us.us.us.us.ph, 1
  br i1 %lcmp.mod300.not, label %feature.body9.us.us.us.us.us.us.us.us.us.prol.loopexit, label %feature.body9.us.us.us.us.us.us.us.us.us.prol

feature.body9.us.us.us.us.us.us.us.us.us.prol:    ; preds = %feature.body9.us.us.us.us.us.us.us.us.us.preheader
  %245 = getelementptr inbounds float, ptr %61, i64 %feature1120.us.us.us.us.us.us.us.us.us.ph
  %246 = load float, ptr %245, align 4
  %247 = fmul float %246, 2.000000e+00
  %248 = fmul float %192, %247
  %249 = getelementptr inbounds float, ptr %62, i64 %feature1120.us.us.us.us.us.us.us.us.us.ph
  %250 = load float, ptr %249, align 4
  %251 = fsub float %246, %250
  %252 = fmul float %251, 2.000000e+00
  %253 = fmul float %252, 5.000000e-01
  %254 = fadd float %248, %253
  %255 = fmul float %eta, %254
  %256 = fsub float %246, %255
  store float %256, ptr %245, align 4
  %257 = or disjoint i64 %feature1120.us.us.us.us.us.us.us.us.us.ph, 1
  br label %feature.body9.us.us.us.us.us.us.us.us.us.prol.loopexit

feature.body9.us.us.us.us.us.us.us.us.us.prol.loopexit: ; preds = %feature.body9.us.us.us.us.us.us.us.us.us.prol, %feature.body9.us.us.us.us.us.us.us.us.us.preheader
  %feature1120.us.us.us.us.us.us.us.us.us.unr = phi i64 [ %feature1120.us.us.us.us.us.us.us.us.us.ph, %feature.body9.us.us.us.us.us.us.us.us.us.preheader ], [ %257, %feature.body9.us.us.us.us.us.us.us.us.us.prol ]
  %258 = icmp eq i64 %n_features, %.neg
  br i1 %258, label %feature.header8.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us.us.us, label %feature.body9.us.us.us.us.us.us.us.us.us

feature.header8.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us.us.us: ; preds = %feature.body9.us.us.us.us.us.us.us.us.us.prol.loopexit, %feature.body9.us.us.us.us.us.us.us.us.us, %vec.epilog.middle.block241, %middle.block223
  %259 = add nuw i64 %step22.us.us.us.us.us.us.us.us.us, 1
  %exitcond103.not = icmp eq i64 %259, %steps
  br i1 %exitcond103.not, label %step.header.step.exit_crit_edge.split.us.split.us.us.us.us.split.us.us.split.us.us, label %iter.check249

step.header.step.exit_crit_edge.split.us.split.us.us.us.us.split.us.us.split.us.us: ; preds = %feature.header8.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us.us.us
  %260 = add nuw i64 %row48.us.us.us.us.us, 1
  %exitcond104.not = icmp eq i64 %260, %row_end
  %indvar.next191 = add i64 %indvar190, 1
  br i1 %exitcond104.not, label %row.exit, label %row.body.us.us.us.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.split.us53
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.us53 ]
  %row48.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %879, %step.header.step.exit_crit_edge.split.us53 ]
  %261 = mul i64 %42, %indvar
  %262 = add i64 %41, %261
  %263 = mul i64 %36, %indvar
  %264 = add i64 %35, %263
  %scevgep = getelementptr i8, ptr %state, i64 %264
  %265 = add i64 %39, %263
  %scevgep115 = getelementptr i8, ptr %state, i64 %265
  %scevgep116 = getelementptr i8, ptr %input_0, i64 %264
  %scevgep117 = getelementptr i8, ptr %input_0, i64 %265
  %row_offset.us = mul i64 %row48.us, %n_features
  %266 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %267 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %diff.check = icmp ult i64 %262, 128
  %or.cond279 = select i1 %min.iters.check167, i1 true, i1 %diff.check
  %bound0 = icmp ult ptr %scevgep, %scevgep117
  %bound1 = icmp ult ptr %scevgep116, %scevgep115
  %found.conflict = and i1 %bound0, %bound1
  %broadcast.splatinsert126 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat127 = shufflevector <8 x i64> %broadcast.splatinsert126, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %step.body.us49

step.body.us49:                                   ; preds = %row.body.us, %noise.done.loopexit15.us
  %step22.us50 = phi i64 [ 0, %row.body.us ], [ %614, %noise.done.loopexit15.us ]
  %temperature1.021.us51 = phi float [ %temperature, %row.body.us ], [ %t_next.us52, %noise.done.loopexit15.us ]
  %268 = fmul float %two_eta, %temperature1.021.us51
  %269 = fcmp ogt float %268, 0.000000e+00
  %270 = tail call float @llvm.sqrt.f32(float %268)
  %271 = select i1 %269, float %270, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %271
  %key1_step.us = add i64 %step22.us50, %key1
  br i1 %.not88, label %noise.done.loopexit15.us, label %iter.check

iter.check:                                       ; preds = %step.body.us49
  br i1 %or.cond279, label %feature.body.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check169, label %vec.epilog.ph, label %vector.body173

vector.body173:                                   ; preds = %vector.main.loop.iter.check, %vector.body173
  %index174 = phi i64 [ %index.next179, %vector.body173 ], [ 0, %vector.main.loop.iter.check ]
  %272 = getelementptr inbounds float, ptr %266, i64 %index174
  %273 = getelementptr inbounds nuw i8, ptr %272, i64 32
  %274 = getelementptr inbounds nuw i8, ptr %272, i64 64
  %275 = getelementptr inbounds nuw i8, ptr %272, i64 96
  %wide.load175 = load <8 x float>, ptr %272, align 4
  %wide.load176 = load <8 x float>, ptr %273, align 4
  %wide.load177 = load <8 x float>, ptr %274, align 4
  %wide.load178 = load <8 x float>, ptr %275, align 4
  %276 = fmul <8 x float> %wide.load175, %wide.load175
  %277 = fmul <8 x float> %wide.load176, %wide.load176
  %278 = fmul <8 x float> %wide.load177, %wide.load177
  %279 = fmul <8 x float> %wide.load178, %wide.load178
  %280 = getelementptr inbounds float, ptr %scratch, i64 %index174
  %281 = getelementptr inbounds nuw i8, ptr %280, i64 32
  %282 = getelementptr inbounds nuw i8, ptr %280, i64 64
  %283 = getelementptr inbounds nuw i8, ptr %280, i64 96
  store <8 x float> %276, ptr %280, align 4
  store <8 x float> %277, ptr %281, align 4
  store <8 x float> %278, ptr %282, align 4
  store <8 x float> %279, ptr %283, align 4
  %index.next179 = add nuw i64 %index174, 32
  %284 = icmp eq i64 %index.next179, %n.vec172
  br i1 %284, label %middle.block180, label %vector.body173, !llvm.loop !17

middle.block180:                                  ; preds = %vector.body173
  br i1 %cmp.n181, label %fold_tail.body.us.preheader, label %vec.epilog.iter.check

fold_tail.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block, %middle.block180
  br i1 %44, label %fold_tail.body.us.epil.preheader, label %fold_tail.body.us

vec.epilog.iter.check:                            ; preds = %middle.block180
  br i1 %min.epilog.iters.check, label %feature.body.us.preheader, label %vec.epilog.ph, !prof !3

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec172, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index184 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next186, %vec.epilog.vector.body ]
  %285 = getelementptr inbounds float, ptr %266, i64 %index184
  %wide.load185 = load <4 x float>, ptr %285, align 4
  %286 = fmul <4 x float> %wide.load185, %wide.load185
  %287 = getelementptr inbounds float, ptr %scratch, i64 %index184
  store <4 x float> %286, ptr %287, align 4
  %index.next186 = add nuw i64 %index184, 4
  %288 = icmp eq i64 %index.next186, %n.vec183
  br i1 %288, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n187, label %fold_tail.body.us.preheader, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature16.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec172, %vec.epilog.iter.check ], [ %n.vec183, %vec.epilog.middle.block ]
  %289 = sub i64 %n_features, %feature16.us.ph
  %290 = sub i64 %43, %feature16.us.ph
  %xtraiter = and i64 %289, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader, %feature.body.us.prol
  %feature16.us.prol = phi i64 [ %295, %feature.body.us.prol ], [ %feature16.us.ph, %feature.body.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body.us.prol ], [ 0, %feature.body.us.preheader ]
  %291 = getelementptr inbounds float, ptr %266, i64 %feature16.us.prol
  %292 = load float, ptr %291, align 4
  %293 = fmul float %292, %292
  %294 = getelementptr inbounds float, ptr %scratch, i64 %feature16.us.prol
  store float %293, ptr %294, align 4
  %295 = add nuw i64 %feature16.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol, !llvm.loop !19

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature16.us.unr = phi i64 [ %feature16.us.ph, %feature.body.us.preheader ], [ %295, %feature.body.us.prol ]
  %296 = icmp ult i64 %290, 7
  br i1 %296, label %fold_tail.body.us.preheader, label %feature.body.us

feature.body5.us:                                 ; preds = %feature.body5.us.preheader, %feature.body5.us
  %feature719.us = phi i64 [ %541, %feature.body5.us ], [ %feature719.us.ph, %feature.body5.us.preheader ]
  %297 = getelementptr inbounds float, ptr %266, i64 %feature719.us
  %298 = load float, ptr %297, align 4
  %299 = fmul float %298, 2.000000e+00
  %300 = fmul float %621, %299
  %301 = getelementptr inbounds float, ptr %267, i64 %feature719.us
  %302 = load float, ptr %301, align 4
  %303 = fsub float %298, %302
  %304 = fmul float %303, 2.000000e+00
  %305 = fmul float %304, 5.000000e-01
  %306 = fadd float %300, %305
  %307 = fmul float %eta, %306
  %308 = fsub float %298, %307
  %element.us = add i64 %feature719.us, %row_offset.us
  %309 = and i64 %element.us, 4294967295
  %310 = mul nuw i64 %309, 3528531795
  %311 = xor i64 %element.us, %key0
  %312 = xor i64 %311, %310
  %313 = lshr i64 %312, 32
  %314 = mul nuw i64 %313, 3449720151
  %315 = lshr i64 %314, 32
  %.reass.reass = xor i64 %315, %invariant.op
  %316 = xor i64 %630, %310
  %317 = and i64 %.reass.reass, 4294967295
  %318 = mul nuw i64 %317, 3528531795
  %319 = and i64 %316, 4294967295
  %320 = mul nuw i64 %319, 3449720151
  %321 = lshr i64 %318, 32
  %322 = lshr i64 %320, 32
  %323 = xor i64 %322, %19
  %324 = xor i64 %323, %314
  %.reass112.reass = xor i64 %321, %invariant.op310
  %325 = and i64 %324, 4294967295
  %326 = mul nuw i64 %325, 3528531795
  %327 = and i64 %.reass112.reass, 4294967295
  %328 = mul nuw i64 %327, 3449720151
  %329 = lshr i64 %326, 32
  %330 = lshr i64 %328, 32
  %331 = xor i64 %21, %330
  %332 = xor i64 %331, %320
  %333 = xor i64 %329, %22
  %334 = xor i64 %333, %318
  %335 = and i64 %332, 4294967295
  %336 = mul nuw i64 %335, 3528531795
  %337 = and i64 %334, 4294967295
  %338 = mul nuw i64 %337, 3449720151
  %339 = lshr i64 %336, 32
  %340 = lshr i64 %338, 32
  %341 = xor i64 %340, %23
  %342 = xor i64 %341, %328
  %343 = xor i64 %24, %339
  %344 = xor i64 %343, %326
  %345 = and i64 %342, 4294967295
  %346 = mul nuw i64 %345, 3528531795
  %347 = and i64 %344, 4294967295
  %348 = mul nuw i64 %347, 3449720151
  %349 = lshr i64 %346, 32
  %350 = lshr i64 %348, 32
  %351 = xor i64 %25, %350
  %352 = xor i64 %351, %338
  %353 = xor i64 %349, %26
  %354 = xor i64 %353, %336
  %355 = and i64 %352, 4294967295
  %356 = mul nuw i64 %355, 3528531795
  %357 = and i64 %354, 4294967295
  %358 = mul nuw i64 %357, 3449720151
  %359 = lshr i64 %356, 32
  %360 = lshr i64 %358, 32
  %361 = xor i64 %360, %27
  %362 = xor i64 %361, %348
  %363 = xor i64 %28, %359
  %364 = xor i64 %363, %346
  %365 = and i64 %362, 4294967295
  %366 = mul nuw i64 %365, 3528531795
  %367 = and i64 %364, 4294967295
  %368 = mul nuw i64 %367, 3449720151
  %369 = lshr i64 %366, 32
  %370 = lshr i64 %368, 32
  %371 = xor i64 %29, %370
  %372 = xor i64 %371, %358
  %373 = xor i64 %369, %30
  %374 = xor i64 %373, %356
  %375 = and i64 %372, 4294967295
  %376 = mul nuw i64 %375, 3528531795
  %377 = lshr i64 %376, 32
  %378 = trunc i64 %374 to i32
  %379 = mul i32 %378, -845247145
  %380 = xor i64 %31, %377
  %381 = xor i64 %380, %366
  %382 = and i64 %381, 4294967295
  %383 = mul nuw i64 %382, 3449720151
  %384 = lshr i64 %383, 32
  %385 = trunc nuw i64 %384 to i32
  %386 = trunc i64 %383 to i32
  %387 = xor i32 %379, %385
  %388 = xor i32 %387, %32
  %389 = uitofp i32 %388 to double
  %390 = fadd double %389, 5.000000e-01
  %391 = fmul double %390, 0x3DF0000000000000
  %392 = uitofp i32 %386 to double
  %393 = fadd double %392, 5.000000e-01
  %394 = fmul double %393, 0x3DF0000000000000
  %395 = fcmp olt double %391, 0x10000000000000
  %396 = fmul double %391, 0x4350000000000000
  %397 = select i1 %395, double %396, double %391
  %.neg.us = select i1 %395, i64 -1077, i64 -1023
  %398 = bitcast double %397 to i64
  %399 = lshr i64 %398, 32
  %400 = add nuw nsw i64 %399, 614242
  %401 = lshr i64 %400, 20
  %402 = add nsw i64 %401, %.neg.us
  %403 = shl i64 %400, 32
  %404 = and i64 %403, 4503595332403200
  %405 = add nuw nsw i64 %404, 4604544269498187776
  %406 = and i64 %398, 4294967295
  %407 = or disjoint i64 %405, %406
  %408 = bitcast i64 %407 to double
  %409 = fadd double %408, -1.000000e+00
  %410 = fmul double %409, 5.000000e-01
  %411 = fmul double %409, %410
  %412 = fadd double %409, 2.000000e+00
  %413 = fdiv double %409, %412
  %414 = fmul double %413, %413
  %415 = fmul double %414, %414
  %416 = fmul double %415, 0x3FC39A09D078C69F
  %417 = fadd double %416, 0x3FCC71C51D8E78AF
  %418 = fmul double %415, %417
  %419 = fadd double %418, 0x3FD999999997FA04
  %420 = fmul double %415, %419
  %421 = fmul double %415, 0x3FC2F112DF3E5244
  %422 = fadd double %421, 0x3FC7466496CB03DE
  %423 = fmul double %415, %422
  %424 = fadd double %423, 0x3FD2492494229359
  %425 = fmul double %415, %424
  %426 = fadd double %425, 0x3FE5555555555593
  %427 = fmul double %414, %426
  %428 = fadd double %420, %427
  %429 = sitofp i64 %402 to double
  %430 = fadd double %411, %428
  %431 = fmul double %413, %430
  %432 = fmul double %429, 0x3DEA39EF35793C76
  %433 = fadd double %432, %431
  %434 = fsub double %433, %411
  %435 = fadd double %409, %434
  %436 = fmul double %429, 0x3FE62E42FEE00000
  %437 = fadd double %436, %435
  %438 = fcmp oeq double %391, 0x7FF0000000000000
  %439 = fcmp oeq double %391, 0.000000e+00
  %440 = fmul double %437, -2.000000e+00
  %441 = select i1 %438, double 0xFFF0000000000000, double %440
  %442 = select i1 %439, double 0x7FF0000000000000, double %441
  %443 = tail call double @llvm.sqrt.f64(double %442)
  %444 = fmul double %394, 0x401921FB54442D18
  %445 = fmul double %444, 0x3FE45F306DC9C883
  %446 = fadd double %445, 0x4338000000000000
  %447 = bitcast double %446 to i64
  %448 = fadd double %446, 0xC338000000000000
  %449 = fmul double %448, 0x3FF921FB54400000
  %450 = fsub double %444, %449
  %451 = fmul double %448, 0x3DD0B4611A626331
  %452 = fmul double %448, 0x3DD0B4611A600000
  %453 = fsub double %450, %452
  %454 = fmul double %448, 0x3BA3198A2E037073
  %455 = fsub double %450, %453
  %456 = fsub double %455, %452
  %457 = fsub double %454, %456
  %458 = fmul double %448, 0x3BA3198A2E000000
  %459 = fsub double %453, %458
  %460 = fmul double %448, 0x397B839A252049C1
  %461 = fsub double %453, %459
  %462 = fsub double %461, %458
  %463 = fsub double %460, %462
  %464 = fsub double %450, %451
  %465 = fsub double %453, %457
  %466 = bitcast double %464 to i64
  %467 = lshr i64 %466, 52
  %468 = and i64 %467, 2047
  %469 = insertelement <2 x double> poison, double %465, i64 0
  %470 = insertelement <2 x double> %469, double %444, i64 1
  %471 = bitcast <2 x double> %470 to <2 x i64>
  %472 = lshr <2 x i64> %471, splat (i64 52)
  %473 = and <2 x i64> %472, splat (i64 2047)
  %474 = add nuw nsw i64 %468, 16
  %475 = extractelement <2 x i64> %473, i64 1
  %476 = icmp samesign ult i64 %474, %475
  %477 = extractelement <2 x i64> %473, i64 0
  %478 = add nuw nsw i64 %477, 49
  %479 = icmp samesign ult i64 %478, %475
  %480 = select i1 %479, double %459, double %453
  %481 = select i1 %479, double %463, double %457
  %482 = select i1 %476, double %480, double %450
  %483 = select i1 %476, double %481, double %451
  %484 = fsub double %482, %483
  %485 = fsub double %482, %484
  %486 = fsub double %485, %483
  %487 = fmul double %484, %484
  %488 = fmul double %487, %487
  %489 = fmul double %487, 0x3EFA01A019CB1590
  %490 = fadd double %489, 0xBF56C16C16C15177
  %491 = fmul double %487, %490
  %492 = fadd double %491, 0x3FA555555555554C
  %493 = fmul double %487, %492
  %494 = fmul double %487, 0x3DA8FAE9BE8838D4
  %495 = fsub double 0x3E21EE9EBDB4B1C4, %494
  %496 = fmul double %487, %495
  %497 = fadd double %496, 0xBE927E4F809C52AD
  %498 = fmul double %488, %488
  %499 = fmul double %498, %497
  %500 = fadd double %493, %499
  %501 = fmul double %487, 5.000000e-01
  %502 = fsub double 1.000000e+00, %501
  %503 = fsub double 1.000000e+00, %502
  %504 = fsub double %503, %501
  %505 = fmul double %487, %500
  %506 = fmul double %484, %486
  %507 = fsub double %505, %506
  %508 = fadd double %504, %507
  %509 = fadd double %502, %508
  %510 = fmul double %487, 0x3EC71DE357B1FE7D
  %511 = fadd double %510, 0xBF2A01A019C161D5
  %512 = fmul double %487, %511
  %513 = fadd double %512, 0x3F8111111110F8A6
  %514 = fmul double %487, 0x3DE5D93A5ACFD57C
  %515 = fadd double %514, 0xBE5AE5E68A2B9CEB
  %516 = fmul double %487, %488
  %517 = fmul double %516, %515
  %518 = fadd double %517, %513
  %519 = fmul double %484, %487
  %520 = fmul double %486, 5.000000e-01
  %521 = fmul double %519, %518
  %522 = fsub double %520, %521
  %523 = fmul double %487, %522
  %524 = fsub double %523, %486
  %525 = fmul double %519, 0x3FC5555555555549
  %526 = fadd double %524, %525
  %527 = fsub double %484, %526
  %528 = fneg double %509
  %529 = fneg double %527
  %530 = and i64 %447, 1
  %531 = and i64 %447, 2
  %.not.us = icmp eq i64 %530, 0
  %.not14.us = icmp eq i64 %531, 0
  %532 = select i1 %.not14.us, double %509, double %528
  %533 = select i1 %.not14.us, double %529, double %527
  %534 = select i1 %.not.us, double %532, double %533
  %535 = fcmp olt double %444, 0x413921FB00000000
  %536 = select i1 %535, double %534, double 0x7FF8000000000000
  %537 = fmul double %536, %443
  %538 = fptrunc double %537 to float
  %539 = fmul float %noise_scale3.us, %538
  %540 = fadd float %539, %308
  store float %540, ptr %297, align 4
  %541 = add nuw i64 %feature719.us, 1
  %exitcond97.not = icmp eq i64 %541, %n_features
  br i1 %exitcond97.not, label %noise.done.loopexit15.us, label %feature.body5.us, !llvm.loop !20

fold_tail.body.us:                                ; preds = %fold_tail.body.us.preheader, %fold_tail.body.us
  %fold_tail18.us = phi i64 [ %573, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %fold_value.017.us = phi float [ %572, %fold_tail.body.us ], [ 0.000000e+00, %fold_tail.body.us.preheader ]
  %niter = phi i64 [ %niter.next.7, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %542 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail18.us
  %543 = load float, ptr %542, align 4
  %544 = fadd float %fold_value.017.us, %543
  %545 = getelementptr float, ptr %scratch, i64 %fold_tail18.us
  %546 = getelementptr i8, ptr %545, i64 4
  %547 = load float, ptr %546, align 4
  %548 = fadd float %544, %547
  %549 = getelementptr float, ptr %scratch, i64 %fold_tail18.us
  %550 = getelementptr i8, ptr %549, i64 8
  %551 = load float, ptr %550, align 4
  %552 = fadd float %548, %551
  %553 = getelementptr float, ptr %scratch, i64 %fold_tail18.us
  %554 = getelementptr i8, ptr %553, i64 12
  %555 = load float, ptr %554, align 4
  %556 = fadd float %552, %555
  %557 = getelementptr float, ptr %scratch, i64 %fold_tail18.us
  %558 = getelementptr i8, ptr %557, i64 16
  %559 = load float, ptr %558, align 4
  %560 = fadd float %556, %559
  %561 = getelementptr float, ptr %scratch, i64 %fold_tail18.us
  %562 = getelementptr i8, ptr %561, i64 20
  %563 = load float, ptr %562, align 4
  %564 = fadd float %560, %563
  %565 = getelementptr float, ptr %scratch, i64 %fold_tail18.us
  %566 = getelementptr i8, ptr %565, i64 24
  %567 = load float, ptr %566, align 4
  %568 = fadd float %564, %567
  %569 = getelementptr float, ptr %scratch, i64 %fold_tail18.us
  %570 = getelementptr i8, ptr %569, i64 28
  %571 = load float, ptr %570, align 4
  %572 = fadd float %568, %571
  %573 = add nuw i64 %fold_tail18.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %feature.body5.lr.ph.us.unr-lcssa, label %fold_tail.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature16.us = phi i64 [ %613, %feature.body.us ], [ %feature16.us.unr, %feature.body.us.prol.loopexit ]
  %574 = getelementptr inbounds float, ptr %266, i64 %feature16.us
  %575 = load float, ptr %574, align 4
  %576 = fmul float %575, %575
  %577 = getelementptr inbounds float, ptr %scratch, i64 %feature16.us
  store float %576, ptr %577, align 4
  %578 = add nuw i64 %feature16.us, 1
  %579 = getelementptr inbounds float, ptr %266, i64 %578
  %580 = load float, ptr %579, align 4
  %581 = fmul float %580, %580
  %582 = getelementptr inbounds float, ptr %scratch, i64 %578
  store float %581, ptr %582, align 4
  %583 = add nuw i64 %feature16.us, 2
  %584 = getelementptr inbounds float, ptr %266, i64 %583
  %585 = load float, ptr %584, align 4
  %586 = fmul float %585, %585
  %587 = getelementptr inbounds float, ptr %scratch, i64 %583
  store float %586, ptr %587, align 4
  %588 = add nuw i64 %feature16.us, 3
  %589 = getelementptr inbounds float, ptr %266, i64 %588
  %590 = load float, ptr %589, align 4
  %591 = fmul float %590, %590
  %592 = getelementptr inbounds float, ptr %scratch, i64 %588
  store float %591, ptr %592, align 4
  %593 = add nuw i64 %feature16.us, 4
  %594 = getelementptr inbounds float, ptr %266, i64 %593
  %595 = load float, ptr %594, align 4
  %596 = fmul float %595, %595
  %597 = getelementptr inbounds float, ptr %scratch, i64 %593
  store float %596, ptr %597, align 4
  %598 = add nuw i64 %feature16.us, 5
  %599 = getelementptr inbounds float, ptr %266, i64 %598
  %600 = load float, ptr %599, align 4
  %601 = fmul float %600, %600
  %602 = getelementptr inbounds float, ptr %scratch, i64 %598
  store float %601, ptr %602, align 4
  %603 = add nuw i64 %feature16.us, 6
  %604 = getelementptr inbounds float, ptr %266, i64 %603
  %605 = load float, ptr %604, align 4
  %606 = fmul float %605, %605
  %607 = getelementptr inbounds float, ptr %scratch, i64 %603
  store float %606, ptr %607, align 4
  %608 = add nuw i64 %feature16.us, 7
  %609 = getelementptr inbounds float, ptr %266, i64 %608
  %610 = load float, ptr %609, align 4
  %611 = fmul float %610, %610
  %612 = getelementptr inbounds float, ptr %scratch, i64 %608
  store float %611, ptr %612, align 4
  %613 = add nuw i64 %feature16.us, 8
  %exitcond.not.7 = icmp eq i64 %613, %n_features
  br i1 %exitcond.not.7, label %fold_tail.body.us.preheader, label %feature.body.us, !llvm.loop !21

noise.done.loopexit15.us:                         ; preds = %feature.body5.us, %middle.block, %step.body.us49
  %t_next.us52 = fmul float %anneal_ratio, %temperature1.021.us51
  %614 = add nuw i64 %step22.us50, 1
  %exitcond98.not = icmp eq i64 %614, %steps
  br i1 %exitcond98.not, label %step.header.step.exit_crit_edge.split.us53, label %step.body.us49

feature.body5.lr.ph.us.unr-lcssa:                 ; preds = %fold_tail.body.us
  br i1 %lcmp.mod286.not, label %feature.body5.lr.ph.us, label %fold_tail.body.us.epil.preheader

fold_tail.body.us.epil.preheader:                 ; preds = %feature.body5.lr.ph.us.unr-lcssa, %fold_tail.body.us.preheader
  %fold_tail18.us.epil.init = phi i64 [ 0, %fold_tail.body.us.preheader ], [ %573, %feature.body5.lr.ph.us.unr-lcssa ]
  %fold_value.017.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body.us.preheader ], [ %572, %feature.body5.lr.ph.us.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod288)
  br label %fold_tail.body.us.epil

fold_tail.body.us.epil:                           ; preds = %fold_tail.body.us.epil, %fold_tail.body.us.epil.preheader
  %fold_tail18.us.epil = phi i64 [ %618, %fold_tail.body.us.epil ], [ %fold_tail18.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %fold_value.017.us.epil = phi float [ %617, %fold_tail.body.us.epil ], [ %fold_value.017.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_tail.body.us.epil ], [ 0, %fold_tail.body.us.epil.preheader ]
  %615 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail18.us.epil
  %616 = load float, ptr %615, align 4
  %617 = fadd float %fold_value.017.us.epil, %616
  %618 = add nuw i64 %fold_tail18.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter285
  br i1 %epil.iter.cmp.not, label %feature.body5.lr.ph.us, label %fold_tail.body.us.epil, !llvm.loop !22

feature.body5.lr.ph.us:                           ; preds = %fold_tail.body.us.epil, %feature.body5.lr.ph.us.unr-lcssa
  %.lcssa284 = phi float [ %572, %feature.body5.lr.ph.us.unr-lcssa ], [ %617, %fold_tail.body.us.epil ]
  %619 = fadd float %.lcssa284, -4.000000e+00
  %620 = fmul float %619, 2.000000e+00
  %621 = fmul float %620, 0x3F847AE140000000
  %622 = lshr i64 %key1_step.us, 32
  %623 = mul nuw i64 %622, 3449720151
  %624 = lshr i64 %623, 32
  %625 = xor i64 %key0, %624
  %626 = xor i64 %625, %key1_step.us
  %627 = and i64 %626, 4294967295
  %628 = mul nuw i64 %627, 3528531795
  %629 = lshr i64 %628, 32
  %630 = xor i64 %629, %18
  %brmerge311 = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge311, label %feature.body5.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %feature.body5.lr.ph.us
  %broadcast.splatinsert = insertelement <8 x float> poison, float %621, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert122 = insertelement <8 x i64> poison, i64 %630, i64 0
  %broadcast.splat123 = shufflevector <8 x i64> %broadcast.splatinsert122, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert160 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat161 = shufflevector <8 x float> %broadcast.splatinsert160, <8 x float> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %623, %17
  %.scalar280 = and i64 %.scalar, 4294967295
  %631 = insertelement <8 x i64> poison, i64 %.scalar280, i64 0
  %.masked = shufflevector <8 x i64> %631, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar281 = xor i64 %628, %20
  %.scalar282 = and i64 %.scalar281, 4294967295
  %632 = insertelement <8 x i64> poison, i64 %.scalar282, i64 0
  %.masked278 = shufflevector <8 x i64> %632, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %633 = getelementptr inbounds float, ptr %266, i64 %index
  %wide.load = load <8 x float>, ptr %633, align 4, !alias.scope !23, !noalias !26
  %634 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %635 = fmul <8 x float> %broadcast.splat, %634
  %636 = getelementptr inbounds float, ptr %267, i64 %index
  %wide.load162 = load <8 x float>, ptr %636, align 4, !alias.scope !26
  %637 = fsub <8 x float> %wide.load, %wide.load162
  %638 = fmul <8 x float> %637, splat (float 2.000000e+00)
  %639 = fmul <8 x float> %638, splat (float 5.000000e-01)
  %640 = fadd <8 x float> %635, %639
  %641 = fmul <8 x float> %broadcast.splat125, %640
  %642 = fsub <8 x float> %wide.load, %641
  %643 = add <8 x i64> %vec.ind, %broadcast.splat127
  %644 = and <8 x i64> %643, splat (i64 4294967295)
  %645 = mul nuw <8 x i64> %644, splat (i64 3528531795)
  %646 = xor <8 x i64> %643, %broadcast.splat129
  %647 = xor <8 x i64> %646, %645
  %648 = lshr <8 x i64> %647, splat (i64 32)
  %649 = mul nuw <8 x i64> %648, splat (i64 3449720151)
  %650 = lshr <8 x i64> %649, splat (i64 32)
  %651 = xor <8 x i64> %broadcast.splat123, %645
  %652 = xor <8 x i64> %.masked, %650
  %653 = mul nuw <8 x i64> %652, splat (i64 3528531795)
  %654 = and <8 x i64> %651, splat (i64 4294967295)
  %655 = mul nuw <8 x i64> %654, splat (i64 3449720151)
  %656 = lshr <8 x i64> %653, splat (i64 32)
  %657 = lshr <8 x i64> %655, splat (i64 32)
  %658 = xor <8 x i64> %657, %broadcast.splat133
  %659 = xor <8 x i64> %658, %649
  %660 = and <8 x i64> %659, splat (i64 4294967295)
  %661 = mul nuw <8 x i64> %660, splat (i64 3528531795)
  %662 = xor <8 x i64> %.masked278, %656
  %663 = mul nuw <8 x i64> %662, splat (i64 3449720151)
  %664 = lshr <8 x i64> %661, splat (i64 32)
  %665 = lshr <8 x i64> %663, splat (i64 32)
  %666 = xor <8 x i64> %broadcast.splat137, %665
  %667 = xor <8 x i64> %666, %655
  %668 = xor <8 x i64> %664, %broadcast.splat139
  %669 = xor <8 x i64> %668, %653
  %670 = and <8 x i64> %667, splat (i64 4294967295)
  %671 = mul nuw <8 x i64> %670, splat (i64 3528531795)
  %672 = and <8 x i64> %669, splat (i64 4294967295)
  %673 = mul nuw <8 x i64> %672, splat (i64 3449720151)
  %674 = lshr <8 x i64> %671, splat (i64 32)
  %675 = lshr <8 x i64> %673, splat (i64 32)
  %676 = xor <8 x i64> %675, %broadcast.splat141
  %677 = xor <8 x i64> %676, %663
  %678 = xor <8 x i64> %broadcast.splat143, %674
  %679 = xor <8 x i64> %678, %661
  %680 = and <8 x i64> %677, splat (i64 4294967295)
  %681 = mul nuw <8 x i64> %680, splat (i64 3528531795)
  %682 = and <8 x i64> %679, splat (i64 4294967295)
  %683 = mul nuw <8 x i64> %682, splat (i64 3449720151)
  %684 = lshr <8 x i64> %681, splat (i64 32)
  %685 = lshr <8 x i64> %683, splat (i64 32)
  %686 = xor <8 x i64> %broadcast.splat145, %685
  %687 = xor <8 x i64> %686, %673
  %688 = xor <8 x i64> %684, %broadcast.splat147
  %689 = xor <8 x i64> %688, %671
  %690 = and <8 x i64> %687, splat (i64 4294967295)
  %691 = mul nuw <8 x i64> %690, splat (i64 3528531795)
  %692 = and <8 x i64> %689, splat (i64 4294967295)
  %693 = mul nuw <8 x i64> %692, splat (i64 3449720151)
  %694 = lshr <8 x i64> %691, splat (i64 32)
  %695 = lshr <8 x i64> %693, splat (i64 32)
  %696 = xor <8 x i64> %695, %broadcast.splat149
  %697 = xor <8 x i64> %696, %683
  %698 = xor <8 x i64> %broadcast.splat151, %694
  %699 = xor <8 x i64> %698, %681
  %700 = and <8 x i64> %697, splat (i64 4294967295)
  %701 = mul nuw <8 x i64> %700, splat (i64 3528531795)
  %702 = and <8 x i64> %699, splat (i64 4294967295)
  %703 = mul nuw <8 x i64> %702, splat (i64 3449720151)
  %704 = lshr <8 x i64> %701, splat (i64 32)
  %705 = lshr <8 x i64> %703, splat (i64 32)
  %706 = xor <8 x i64> %broadcast.splat153, %705
  %707 = xor <8 x i64> %706, %693
  %708 = xor <8 x i64> %704, %broadcast.splat155
  %709 = xor <8 x i64> %708, %691
  %710 = and <8 x i64> %707, splat (i64 4294967295)
  %711 = mul nuw <8 x i64> %710, splat (i64 3528531795)
  %712 = lshr <8 x i64> %711, splat (i64 32)
  %713 = trunc <8 x i64> %709 to <8 x i32>
  %714 = mul <8 x i32> %713, splat (i32 -845247145)
  %715 = xor <8 x i64> %broadcast.splat157, %712
  %716 = xor <8 x i64> %715, %701
  %717 = and <8 x i64> %716, splat (i64 4294967295)
  %718 = mul nuw <8 x i64> %717, splat (i64 3449720151)
  %719 = lshr <8 x i64> %718, splat (i64 32)
  %720 = trunc nuw <8 x i64> %719 to <8 x i32>
  %721 = trunc <8 x i64> %718 to <8 x i32>
  %722 = xor <8 x i32> %714, %broadcast.splat159
  %723 = xor <8 x i32> %722, %720
  %724 = uitofp <8 x i32> %723 to <8 x double>
  %725 = fadd <8 x double> %724, splat (double 5.000000e-01)
  %726 = fmul <8 x double> %725, splat (double 0x3DF0000000000000)
  %727 = uitofp <8 x i32> %721 to <8 x double>
  %728 = fadd <8 x double> %727, splat (double 5.000000e-01)
  %729 = fmul <8 x double> %728, splat (double 0x3DF0000000000000)
  %730 = fcmp olt <8 x double> %726, splat (double 0x10000000000000)
  %731 = fmul <8 x double> %726, splat (double 0x4350000000000000)
  %732 = select <8 x i1> %730, <8 x double> %731, <8 x double> %726
  %733 = select <8 x i1> %730, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %734 = bitcast <8 x double> %732 to <8 x i64>
  %735 = lshr <8 x i64> %734, splat (i64 32)
  %736 = add nuw nsw <8 x i64> %735, splat (i64 614242)
  %737 = lshr <8 x i64> %736, splat (i64 20)
  %738 = add nsw <8 x i64> %737, %733
  %739 = shl <8 x i64> %736, splat (i64 32)
  %740 = and <8 x i64> %739, splat (i64 4503595332403200)
  %741 = add nuw nsw <8 x i64> %740, splat (i64 4604544269498187776)
  %742 = and <8 x i64> %734, splat (i64 4294967295)
  %743 = or disjoint <8 x i64> %741, %742
  %744 = bitcast <8 x i64> %743 to <8 x double>
  %745 = fadd <8 x double> %744, splat (double -1.000000e+00)
  %746 = fmul <8 x double> %745, splat (double 5.000000e-01)
  %747 = fmul <8 x double> %745, %746
  %748 = fadd <8 x double> %745, splat (double 2.000000e+00)
  %749 = fdiv <8 x double> %745, %748
  %750 = fmul <8 x double> %749, %749
  %751 = fmul <8 x double> %750, %750
  %752 = fmul <8 x double> %751, splat (double 0x3FC39A09D078C69F)
  %753 = fadd <8 x double> %752, splat (double 0x3FCC71C51D8E78AF)
  %754 = fmul <8 x double> %751, %753
  %755 = fadd <8 x double> %754, splat (double 0x3FD999999997FA04)
  %756 = fmul <8 x double> %751, %755
  %757 = fmul <8 x double> %751, splat (double 0x3FC2F112DF3E5244)
  %758 = fadd <8 x double> %757, splat (double 0x3FC7466496CB03DE)
  %759 = fmul <8 x double> %751, %758
  %760 = fadd <8 x double> %759, splat (double 0x3FD2492494229359)
  %761 = fmul <8 x double> %751, %760
  %762 = fadd <8 x double> %761, splat (double 0x3FE5555555555593)
  %763 = fmul <8 x double> %750, %762
  %764 = fadd <8 x double> %756, %763
  %765 = sitofp <8 x i64> %738 to <8 x double>
  %766 = fadd <8 x double> %747, %764
  %767 = fmul <8 x double> %749, %766
  %768 = fmul <8 x double> %765, splat (double 0x3DEA39EF35793C76)
  %769 = fadd <8 x double> %768, %767
  %770 = fsub <8 x double> %769, %747
  %771 = fadd <8 x double> %745, %770
  %772 = fmul <8 x double> %765, splat (double 0x3FE62E42FEE00000)
  %773 = fadd <8 x double> %772, %771
  %774 = fcmp oeq <8 x double> %726, splat (double 0x7FF0000000000000)
  %775 = fcmp oeq <8 x double> %726, zeroinitializer
  %776 = fmul <8 x double> %773, splat (double -2.000000e+00)
  %777 = select <8 x i1> %774, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %776
  %778 = select <8 x i1> %775, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %777
  %779 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %778)
  %780 = fmul <8 x double> %729, splat (double 0x401921FB54442D18)
  %781 = fmul <8 x double> %780, splat (double 0x3FE45F306DC9C883)
  %782 = fadd <8 x double> %781, splat (double 0x4338000000000000)
  %783 = bitcast <8 x double> %782 to <8 x i64>
  %784 = fadd <8 x double> %782, splat (double 0xC338000000000000)
  %785 = fmul <8 x double> %784, splat (double 0x3FF921FB54400000)
  %786 = fsub <8 x double> %780, %785
  %787 = fmul <8 x double> %784, splat (double 0x3DD0B4611A626331)
  %788 = fmul <8 x double> %784, splat (double 0x3DD0B4611A600000)
  %789 = fsub <8 x double> %786, %788
  %790 = fmul <8 x double> %784, splat (double 0x3BA3198A2E037073)
  %791 = fsub <8 x double> %786, %789
  %792 = fsub <8 x double> %791, %788
  %793 = fsub <8 x double> %790, %792
  %794 = fmul <8 x double> %784, splat (double 0x3BA3198A2E000000)
  %795 = fsub <8 x double> %789, %794
  %796 = fmul <8 x double> %784, splat (double 0x397B839A252049C1)
  %797 = fsub <8 x double> %789, %795
  %798 = fsub <8 x double> %797, %794
  %799 = fsub <8 x double> %796, %798
  %800 = fsub <8 x double> %786, %787
  %801 = fsub <8 x double> %789, %793
  %802 = bitcast <8 x double> %780 to <8 x i64>
  %803 = lshr <8 x i64> %802, splat (i64 52)
  %804 = and <8 x i64> %803, splat (i64 2047)
  %805 = bitcast <8 x double> %800 to <8 x i64>
  %806 = lshr <8 x i64> %805, splat (i64 52)
  %807 = and <8 x i64> %806, splat (i64 2047)
  %808 = bitcast <8 x double> %801 to <8 x i64>
  %809 = lshr <8 x i64> %808, splat (i64 52)
  %810 = and <8 x i64> %809, splat (i64 2047)
  %811 = add nuw nsw <8 x i64> %807, splat (i64 16)
  %812 = icmp samesign ult <8 x i64> %811, %804
  %813 = add nuw nsw <8 x i64> %810, splat (i64 49)
  %814 = icmp samesign ult <8 x i64> %813, %804
  %815 = select <8 x i1> %814, <8 x double> %795, <8 x double> %789
  %816 = select <8 x i1> %814, <8 x double> %799, <8 x double> %793
  %817 = select <8 x i1> %812, <8 x double> %815, <8 x double> %786
  %818 = select <8 x i1> %812, <8 x double> %816, <8 x double> %787
  %819 = fsub <8 x double> %817, %818
  %820 = fsub <8 x double> %817, %819
  %821 = fsub <8 x double> %820, %818
  %822 = fmul <8 x double> %819, %819
  %823 = fmul <8 x double> %822, %822
  %824 = fmul <8 x double> %822, splat (double 0x3EFA01A019CB1590)
  %825 = fadd <8 x double> %824, splat (double 0xBF56C16C16C15177)
  %826 = fmul <8 x double> %822, %825
  %827 = fadd <8 x double> %826, splat (double 0x3FA555555555554C)
  %828 = fmul <8 x double> %822, %827
  %829 = fmul <8 x double> %822, splat (double 0x3DA8FAE9BE8838D4)
  %830 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %829
  %831 = fmul <8 x double> %822, %830
  %832 = fadd <8 x double> %831, splat (double 0xBE927E4F809C52AD)
  %833 = fmul <8 x double> %823, %823
  %834 = fmul <8 x double> %833, %832
  %835 = fadd <8 x double> %828, %834
  %836 = fmul <8 x double> %822, splat (double 5.000000e-01)
  %837 = fsub <8 x double> splat (double 1.000000e+00), %836
  %838 = fsub <8 x double> splat (double 1.000000e+00), %837
  %839 = fsub <8 x double> %838, %836
  %840 = fmul <8 x double> %822, %835
  %841 = fmul <8 x double> %819, %821
  %842 = fsub <8 x double> %840, %841
  %843 = fadd <8 x double> %839, %842
  %844 = fadd <8 x double> %837, %843
  %845 = fmul <8 x double> %822, splat (double 0x3EC71DE357B1FE7D)
  %846 = fadd <8 x double> %845, splat (double 0xBF2A01A019C161D5)
  %847 = fmul <8 x double> %822, %846
  %848 = fadd <8 x double> %847, splat (double 0x3F8111111110F8A6)
  %849 = fmul <8 x double> %822, splat (double 0x3DE5D93A5ACFD57C)
  %850 = fadd <8 x double> %849, splat (double 0xBE5AE5E68A2B9CEB)
  %851 = fmul <8 x double> %822, %823
  %852 = fmul <8 x double> %851, %850
  %853 = fadd <8 x double> %852, %848
  %854 = fmul <8 x double> %819, %822
  %855 = fmul <8 x double> %821, splat (double 5.000000e-01)
  %856 = fmul <8 x double> %854, %853
  %857 = fsub <8 x double> %855, %856
  %858 = fmul <8 x double> %822, %857
  %859 = fsub <8 x double> %858, %821
  %860 = fmul <8 x double> %854, splat (double 0x3FC5555555555549)
  %861 = fadd <8 x double> %859, %860
  %862 = fsub <8 x double> %819, %861
  %863 = fneg <8 x double> %844
  %864 = fneg <8 x double> %862
  %865 = and <8 x i64> %783, splat (i64 1)
  %866 = and <8 x i64> %783, splat (i64 2)
  %867 = icmp eq <8 x i64> %865, zeroinitializer
  %868 = icmp eq <8 x i64> %866, zeroinitializer
  %869 = select <8 x i1> %868, <8 x double> %844, <8 x double> %863
  %870 = select <8 x i1> %868, <8 x double> %864, <8 x double> %862
  %871 = select <8 x i1> %867, <8 x double> %869, <8 x double> %870
  %872 = fcmp olt <8 x double> %780, splat (double 0x413921FB00000000)
  %873 = select <8 x i1> %872, <8 x double> %871, <8 x double> splat (double 0x7FF8000000000000)
  %874 = fmul <8 x double> %873, %779
  %875 = fptrunc <8 x double> %874 to <8 x float>
  %876 = fmul <8 x float> %broadcast.splat161, %875
  %877 = fadd <8 x float> %876, %642
  store <8 x float> %877, ptr %633, align 4, !alias.scope !23, !noalias !26
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %878 = icmp eq i64 %index.next, %n.vec
  br i1 %878, label %middle.block, label %vector.body, !llvm.loop !28

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.loopexit15.us, label %feature.body5.us.preheader

feature.body5.us.preheader:                       ; preds = %feature.body5.lr.ph.us, %middle.block
  %feature719.us.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %feature.body5.lr.ph.us ]
  %invariant.op = xor i64 %17, %623
  %invariant.op310 = xor i64 %20, %628
  br label %feature.body5.us

step.header.step.exit_crit_edge.split.us53:       ; preds = %noise.done.loopexit15.us
  %879 = add nuw i64 %row48.us, 1
  %exitcond99.not = icmp eq i64 %879, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond99.not, label %row.exit, label %row.body.us

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.split.us53, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us.split.us.us.split.us.us, %row.body.lr.ph.split.us.split.us, %row.body.lr.ph, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

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
!3 = !{!"branch_weights", i32 4, i32 28}
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
