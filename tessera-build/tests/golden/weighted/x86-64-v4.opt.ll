; ModuleID = 'weighted'
source_filename = "weighted.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_weighted_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %input_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %vector_0 = load ptr, ptr %1, align 8
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %scratch = load ptr, ptr %2, align 8
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %row_begin = load i64, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %row_end = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %n_features = load i64, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %steps = load i64, ptr %6, align 8
  %7 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %eta = load float, ptr %7, align 8
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 76
  %noise_scale = load float, ptr %8, align 4
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %temperature = load float, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 92
  %anneal_ratio = load float, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 96
  %two_eta = load float, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %args, i64 104
  %key0 = load i64, ptr %12, align 8
  %13 = getelementptr inbounds nuw i8, ptr %args, i64 112
  %key1 = load i64, ptr %13, align 8
  %14 = icmp ult i64 %row_begin, %row_end
  br i1 %14, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %entry
  %15 = getelementptr inbounds nuw i8, ptr %args, i64 84
  %anneal = load i32, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %param_0 = load float, ptr %16, align 4
  %17 = getelementptr float, ptr %scratch, i64 %n_features
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not = icmp eq i64 %steps, 0
  %.not31 = icmp eq i64 %n_features, 0
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
  %36 = fmul float %param_0, 5.000000e-01
  br i1 %.not, label %row.exit, label %row.body.lr.ph.split.us

row.body.lr.ph.split.us:                          ; preds = %row.body.lr.ph
  %37 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %draw_noise = load i32, ptr %37, align 4
  %cond = icmp eq i32 %draw_noise, 0
  br i1 %cond, label %row.body.lr.ph.split.us.split.us, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph.split.us
  %38 = mul i64 %row_begin, %n_features
  %39 = shl i64 %38, 2
  %40 = shl i64 %n_features, 2
  %41 = shl i64 %row_begin, 2
  %42 = add i64 %41, 4
  %43 = mul i64 %n_features, %42
  %scevgep53 = getelementptr i8, ptr %vector_0, i64 %40
  %44 = shl i64 %n_features, 3
  %scevgep56 = getelementptr i8, ptr %scratch, i64 %44
  %min.iters.check104 = icmp ult i64 %n_features, 8
  %n.vec107 = and i64 %n_features, -8
  %broadcast.splatinsert116 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat117 = shufflevector <8 x i64> %broadcast.splatinsert116, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert120 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat121 = shufflevector <8 x i64> %broadcast.splatinsert120, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert124 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat125 = shufflevector <8 x i64> %broadcast.splatinsert124, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert126 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat127 = shufflevector <8 x i64> %broadcast.splatinsert126, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert128 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat129 = shufflevector <8 x i64> %broadcast.splatinsert128, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert130 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat131 = shufflevector <8 x i64> %broadcast.splatinsert130, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert132 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat133 = shufflevector <8 x i64> %broadcast.splatinsert132, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert134 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat135 = shufflevector <8 x i64> %broadcast.splatinsert134, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert136 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat137 = shufflevector <8 x i64> %broadcast.splatinsert136, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert138 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat139 = shufflevector <8 x i64> %broadcast.splatinsert138, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert140 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat141 = shufflevector <8 x i64> %broadcast.splatinsert140, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert142 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat143 = shufflevector <8 x i64> %broadcast.splatinsert142, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert144 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat145 = shufflevector <8 x i64> %broadcast.splatinsert144, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert146 = insertelement <8 x i32> poison, i32 %35, i64 0
  %broadcast.splat147 = shufflevector <8 x i32> %broadcast.splatinsert146, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n152 = icmp eq i64 %n_features, %n.vec107
  %min.iters.check91 = icmp ult i64 %n_features, 8
  %n.vec94 = and i64 %n_features, -8
  %cmp.n101 = icmp eq i64 %n_features, %n.vec94
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check64 = icmp ult i64 %n_features, 16
  %n.mod.vf = and i64 %n_features, 12
  %n.vec = and i64 %n_features, -16
  %broadcast.splatinsert = insertelement <8 x float> poison, float %36, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert65 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat66 = shufflevector <8 x float> %broadcast.splatinsert65, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec77 = and i64 %n_features, -4
  %broadcast.splatinsert78 = insertelement <4 x float> poison, float %36, i64 0
  %broadcast.splat79 = shufflevector <4 x float> %broadcast.splatinsert78, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert80 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat81 = shufflevector <4 x float> %broadcast.splatinsert80, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n90 = icmp eq i64 %n_features, %n.vec77
  %xtraiter = and i64 %n_features, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %row.body.us

row.body.lr.ph.split.us.split.us:                 ; preds = %row.body.lr.ph.split.us
  br i1 %.not31, label %row.exit, label %row.body.us.us.us.preheader

row.body.us.us.us.preheader:                      ; preds = %row.body.lr.ph.split.us.split.us
  %45 = mul i64 %row_begin, %n_features
  %46 = shl i64 %45, 2
  %47 = shl i64 %n_features, 2
  %48 = shl i64 %row_begin, 2
  %49 = add i64 %48, 4
  %50 = mul i64 %n_features, %49
  %scevgep159 = getelementptr i8, ptr %vector_0, i64 %47
  %min.iters.check170 = icmp ult i64 %n_features, 4
  %min.iters.check173 = icmp ult i64 %n_features, 16
  %n.mod.vf176 = and i64 %n_features, 12
  %n.vec177 = and i64 %n_features, -16
  %broadcast.splatinsert178 = insertelement <8 x float> poison, float %36, i64 0
  %broadcast.splat179 = shufflevector <8 x float> %broadcast.splatinsert178, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert180 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat181 = shufflevector <8 x float> %broadcast.splatinsert180, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n192 = icmp eq i64 %n_features, %n.vec177
  %min.epilog.iters.check196 = icmp eq i64 %n.mod.vf176, 0
  %n.vec199 = and i64 %n_features, -4
  %broadcast.splatinsert200 = insertelement <4 x float> poison, float %36, i64 0
  %broadcast.splat201 = shufflevector <4 x float> %broadcast.splatinsert200, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert202 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat203 = shufflevector <4 x float> %broadcast.splatinsert202, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n211 = icmp eq i64 %n_features, %n.vec199
  %xtraiter220 = and i64 %n_features, 3
  %lcmp.mod221.not = icmp eq i64 %xtraiter220, 0
  br label %row.body.us.us.us

row.body.us.us.us:                                ; preds = %row.body.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us
  %indvar155 = phi i64 [ 0, %row.body.us.us.us.preheader ], [ %indvar.next156, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %row18.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.preheader ], [ %153, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %51 = mul i64 %47, %indvar155
  %52 = add i64 %46, %51
  %scevgep157 = getelementptr i8, ptr %state, i64 %52
  %53 = add i64 %50, %51
  %scevgep158 = getelementptr i8, ptr %state, i64 %53
  %scevgep160 = getelementptr i8, ptr %input_0, i64 %52
  %scevgep161 = getelementptr i8, ptr %input_0, i64 %53
  %row_offset.us.us.us = mul i64 %row18.us.us.us, %n_features
  %54 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us
  %55 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us.us
  %bound0162 = icmp ult ptr %scevgep157, %scevgep159
  %bound1163 = icmp ult ptr %vector_0, %scevgep158
  %found.conflict164 = and i1 %bound0162, %bound1163
  %bound0165 = icmp ult ptr %scevgep157, %scevgep161
  %bound1166 = icmp ult ptr %scevgep160, %scevgep158
  %found.conflict167 = and i1 %bound0165, %bound1166
  %conflict.rdx168 = or i1 %found.conflict164, %found.conflict167
  br label %iter.check172

iter.check172:                                    ; preds = %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, %row.body.us.us.us
  %step17.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us ], [ %152, %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us ]
  %brmerge = select i1 %min.iters.check170, i1 true, i1 %conflict.rdx168
  br i1 %brmerge, label %feature.body7.us.us.us.us.us.preheader, label %vector.main.loop.iter.check174

vector.main.loop.iter.check174:                   ; preds = %iter.check172
  br i1 %min.iters.check173, label %vec.epilog.ph197, label %vector.body182

vector.body182:                                   ; preds = %vector.main.loop.iter.check174, %vector.body182
  %index183 = phi i64 [ %index.next190, %vector.body182 ], [ 0, %vector.main.loop.iter.check174 ]
  %56 = getelementptr inbounds float, ptr %54, i64 %index183
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 32
  %wide.load184 = load <8 x float>, ptr %56, align 4, !alias.scope !0, !noalias !3
  %wide.load185 = load <8 x float>, ptr %57, align 4, !alias.scope !0, !noalias !3
  %58 = getelementptr inbounds float, ptr %vector_0, i64 %index183
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 32
  %wide.load186 = load <8 x float>, ptr %58, align 4, !alias.scope !6
  %wide.load187 = load <8 x float>, ptr %59, align 4, !alias.scope !6
  %60 = fmul <8 x float> %broadcast.splat179, %wide.load186
  %61 = fmul <8 x float> %broadcast.splat179, %wide.load187
  %62 = getelementptr inbounds float, ptr %55, i64 %index183
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 32
  %wide.load188 = load <8 x float>, ptr %62, align 4, !alias.scope !7
  %wide.load189 = load <8 x float>, ptr %63, align 4, !alias.scope !7
  %64 = fsub <8 x float> %wide.load184, %wide.load188
  %65 = fsub <8 x float> %wide.load185, %wide.load189
  %66 = fmul <8 x float> %64, splat (float 2.000000e+00)
  %67 = fmul <8 x float> %65, splat (float 2.000000e+00)
  %68 = fmul <8 x float> %60, %66
  %69 = fmul <8 x float> %61, %67
  %70 = fmul <8 x float> %broadcast.splat181, %68
  %71 = fmul <8 x float> %broadcast.splat181, %69
  %72 = fsub <8 x float> %wide.load184, %70
  %73 = fsub <8 x float> %wide.load185, %71
  store <8 x float> %72, ptr %56, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %73, ptr %57, align 4, !alias.scope !0, !noalias !3
  %index.next190 = add nuw i64 %index183, 16
  %74 = icmp eq i64 %index.next190, %n.vec177
  br i1 %74, label %middle.block191, label %vector.body182, !llvm.loop !8

middle.block191:                                  ; preds = %vector.body182
  br i1 %cmp.n192, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %vec.epilog.iter.check195

vec.epilog.iter.check195:                         ; preds = %middle.block191
  br i1 %min.epilog.iters.check196, label %feature.body7.us.us.us.us.us.preheader, label %vec.epilog.ph197, !prof !11

vec.epilog.ph197:                                 ; preds = %vector.main.loop.iter.check174, %vec.epilog.iter.check195
  %vec.epilog.resume.val193 = phi i64 [ %n.vec177, %vec.epilog.iter.check195 ], [ 0, %vector.main.loop.iter.check174 ]
  br label %vec.epilog.vector.body204

vec.epilog.vector.body204:                        ; preds = %vec.epilog.vector.body204, %vec.epilog.ph197
  %index205 = phi i64 [ %vec.epilog.resume.val193, %vec.epilog.ph197 ], [ %index.next209, %vec.epilog.vector.body204 ]
  %75 = getelementptr inbounds float, ptr %54, i64 %index205
  %wide.load206 = load <4 x float>, ptr %75, align 4, !alias.scope !0, !noalias !3
  %76 = getelementptr inbounds float, ptr %vector_0, i64 %index205
  %wide.load207 = load <4 x float>, ptr %76, align 4, !alias.scope !6
  %77 = fmul <4 x float> %broadcast.splat201, %wide.load207
  %78 = getelementptr inbounds float, ptr %55, i64 %index205
  %wide.load208 = load <4 x float>, ptr %78, align 4, !alias.scope !7
  %79 = fsub <4 x float> %wide.load206, %wide.load208
  %80 = fmul <4 x float> %79, splat (float 2.000000e+00)
  %81 = fmul <4 x float> %77, %80
  %82 = fmul <4 x float> %broadcast.splat203, %81
  %83 = fsub <4 x float> %wide.load206, %82
  store <4 x float> %83, ptr %75, align 4, !alias.scope !0, !noalias !3
  %index.next209 = add nuw i64 %index205, 4
  %84 = icmp eq i64 %index.next209, %n.vec199
  br i1 %84, label %vec.epilog.middle.block210, label %vec.epilog.vector.body204, !llvm.loop !12

vec.epilog.middle.block210:                       ; preds = %vec.epilog.vector.body204
  br i1 %cmp.n211, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us.preheader

feature.body7.us.us.us.us.us.preheader:           ; preds = %iter.check172, %vec.epilog.iter.check195, %vec.epilog.middle.block210
  %feature915.us.us.us.us.us.ph = phi i64 [ 0, %iter.check172 ], [ %n.vec199, %vec.epilog.middle.block210 ], [ %n.vec177, %vec.epilog.iter.check195 ]
  br i1 %lcmp.mod221.not, label %feature.body7.us.us.us.us.us.prol.loopexit, label %feature.body7.us.us.us.us.us.prol

feature.body7.us.us.us.us.us.prol:                ; preds = %feature.body7.us.us.us.us.us.preheader, %feature.body7.us.us.us.us.us.prol
  %feature915.us.us.us.us.us.prol = phi i64 [ %97, %feature.body7.us.us.us.us.us.prol ], [ %feature915.us.us.us.us.us.ph, %feature.body7.us.us.us.us.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body7.us.us.us.us.us.prol ], [ 0, %feature.body7.us.us.us.us.us.preheader ]
  %85 = getelementptr inbounds float, ptr %54, i64 %feature915.us.us.us.us.us.prol
  %86 = load float, ptr %85, align 4
  %87 = getelementptr inbounds float, ptr %vector_0, i64 %feature915.us.us.us.us.us.prol
  %88 = load float, ptr %87, align 4
  %89 = fmul float %36, %88
  %90 = getelementptr inbounds float, ptr %55, i64 %feature915.us.us.us.us.us.prol
  %91 = load float, ptr %90, align 4
  %92 = fsub float %86, %91
  %93 = fmul float %92, 2.000000e+00
  %94 = fmul float %89, %93
  %95 = fmul float %eta, %94
  %96 = fsub float %86, %95
  store float %96, ptr %85, align 4
  %97 = add nuw i64 %feature915.us.us.us.us.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter220
  br i1 %prol.iter.cmp.not, label %feature.body7.us.us.us.us.us.prol.loopexit, label %feature.body7.us.us.us.us.us.prol, !llvm.loop !13

feature.body7.us.us.us.us.us.prol.loopexit:       ; preds = %feature.body7.us.us.us.us.us.prol, %feature.body7.us.us.us.us.us.preheader
  %feature915.us.us.us.us.us.unr = phi i64 [ %feature915.us.us.us.us.us.ph, %feature.body7.us.us.us.us.us.preheader ], [ %97, %feature.body7.us.us.us.us.us.prol ]
  %98 = sub i64 %feature915.us.us.us.us.us.ph, %n_features
  %99 = icmp ugt i64 %98, -4
  br i1 %99, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us

feature.body7.us.us.us.us.us:                     ; preds = %feature.body7.us.us.us.us.us.prol.loopexit, %feature.body7.us.us.us.us.us
  %feature915.us.us.us.us.us = phi i64 [ %151, %feature.body7.us.us.us.us.us ], [ %feature915.us.us.us.us.us.unr, %feature.body7.us.us.us.us.us.prol.loopexit ]
  %100 = getelementptr inbounds float, ptr %54, i64 %feature915.us.us.us.us.us
  %101 = load float, ptr %100, align 4
  %102 = getelementptr inbounds float, ptr %vector_0, i64 %feature915.us.us.us.us.us
  %103 = load float, ptr %102, align 4
  %104 = fmul float %36, %103
  %105 = getelementptr inbounds float, ptr %55, i64 %feature915.us.us.us.us.us
  %106 = load float, ptr %105, align 4
  %107 = fsub float %101, %106
  %108 = fmul float %107, 2.000000e+00
  %109 = fmul float %104, %108
  %110 = fmul float %eta, %109
  %111 = fsub float %101, %110
  store float %111, ptr %100, align 4
  %112 = add nuw i64 %feature915.us.us.us.us.us, 1
  %113 = getelementptr inbounds float, ptr %54, i64 %112
  %114 = load float, ptr %113, align 4
  %115 = getelementptr inbounds float, ptr %vector_0, i64 %112
  %116 = load float, ptr %115, align 4
  %117 = fmul float %36, %116
  %118 = getelementptr inbounds float, ptr %55, i64 %112
  %119 = load float, ptr %118, align 4
  %120 = fsub float %114, %119
  %121 = fmul float %120, 2.000000e+00
  %122 = fmul float %117, %121
  %123 = fmul float %eta, %122
  %124 = fsub float %114, %123
  store float %124, ptr %113, align 4
  %125 = add nuw i64 %feature915.us.us.us.us.us, 2
  %126 = getelementptr inbounds float, ptr %54, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = getelementptr inbounds float, ptr %vector_0, i64 %125
  %129 = load float, ptr %128, align 4
  %130 = fmul float %36, %129
  %131 = getelementptr inbounds float, ptr %55, i64 %125
  %132 = load float, ptr %131, align 4
  %133 = fsub float %127, %132
  %134 = fmul float %133, 2.000000e+00
  %135 = fmul float %130, %134
  %136 = fmul float %eta, %135
  %137 = fsub float %127, %136
  store float %137, ptr %126, align 4
  %138 = add nuw i64 %feature915.us.us.us.us.us, 3
  %139 = getelementptr inbounds float, ptr %54, i64 %138
  %140 = load float, ptr %139, align 4
  %141 = getelementptr inbounds float, ptr %vector_0, i64 %138
  %142 = load float, ptr %141, align 4
  %143 = fmul float %36, %142
  %144 = getelementptr inbounds float, ptr %55, i64 %138
  %145 = load float, ptr %144, align 4
  %146 = fsub float %140, %145
  %147 = fmul float %146, 2.000000e+00
  %148 = fmul float %143, %147
  %149 = fmul float %eta, %148
  %150 = fsub float %140, %149
  store float %150, ptr %139, align 4
  %151 = add nuw i64 %feature915.us.us.us.us.us, 4
  %exitcond42.not.3 = icmp eq i64 %151, %n_features
  br i1 %exitcond42.not.3, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us, !llvm.loop !15

feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us: ; preds = %feature.body7.us.us.us.us.us.prol.loopexit, %feature.body7.us.us.us.us.us, %vec.epilog.middle.block210, %middle.block191
  %152 = add nuw i64 %step17.us.us.us.us.us, 1
  %exitcond43.not = icmp eq i64 %152, %steps
  br i1 %exitcond43.not, label %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, label %iter.check172

step.header.step.exit_crit_edge.split.us.split.us.us.us.us: ; preds = %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us
  %153 = add nuw i64 %row18.us.us.us, 1
  %exitcond44.not = icmp eq i64 %153, %row_end
  %indvar.next156 = add i64 %indvar155, 1
  br i1 %exitcond44.not, label %row.exit, label %row.body.us.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.split.us23
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.us23 ]
  %row18.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %692, %step.header.step.exit_crit_edge.split.us23 ]
  %154 = mul i64 %40, %indvar
  %155 = add i64 %39, %154
  %scevgep = getelementptr i8, ptr %state, i64 %155
  %156 = add i64 %43, %154
  %scevgep52 = getelementptr i8, ptr %state, i64 %156
  %scevgep54 = getelementptr i8, ptr %input_0, i64 %155
  %scevgep55 = getelementptr i8, ptr %input_0, i64 %156
  %row_offset.us = mul i64 %row18.us, %n_features
  %157 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %158 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert114 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat115 = shufflevector <8 x i64> %broadcast.splatinsert114, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0 = icmp ult ptr %scevgep, %scevgep53
  %bound1 = icmp ult ptr %vector_0, %scevgep52
  %found.conflict = and i1 %bound0, %bound1
  %bound057 = icmp ult ptr %scevgep, %scevgep55
  %bound158 = icmp ult ptr %scevgep54, %scevgep52
  %found.conflict59 = and i1 %bound057, %bound158
  %conflict.rdx = or i1 %found.conflict, %found.conflict59
  %bound060 = icmp ult ptr %scevgep, %scevgep56
  %bound161 = icmp ult ptr %17, %scevgep52
  %found.conflict62 = and i1 %bound060, %bound161
  %conflict.rdx63 = or i1 %conflict.rdx, %found.conflict62
  br label %step.body.us19

step.body.us19:                                   ; preds = %row.body.us, %noise.done.loopexit11.us
  %step17.us20 = phi i64 [ 0, %row.body.us ], [ %596, %noise.done.loopexit11.us ]
  %temperature1.016.us21 = phi float [ %temperature, %row.body.us ], [ %t_next.us22, %noise.done.loopexit11.us ]
  %159 = fmul float %two_eta, %temperature1.016.us21
  %160 = fcmp ogt float %159, 0.000000e+00
  %161 = tail call float @llvm.sqrt.f32(float %159)
  %162 = select i1 %160, float %161, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %162
  br i1 %.not31, label %noise.done.loopexit11.us, label %philox.body.lr.ph.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature14.us = phi i64 [ %196, %feature.body.us ], [ %feature14.us.unr, %feature.body.us.prol.loopexit ]
  %163 = getelementptr inbounds float, ptr %157, i64 %feature14.us
  %164 = load float, ptr %163, align 4
  %165 = getelementptr inbounds float, ptr %vector_0, i64 %feature14.us
  %166 = load float, ptr %165, align 4
  %167 = fmul float %36, %166
  %168 = getelementptr inbounds float, ptr %158, i64 %feature14.us
  %169 = load float, ptr %168, align 4
  %170 = fsub float %164, %169
  %171 = fmul float %170, 2.000000e+00
  %172 = fmul float %167, %171
  %173 = fmul float %eta, %172
  %174 = fsub float %164, %173
  %175 = getelementptr inbounds float, ptr %17, i64 %feature14.us
  %176 = load float, ptr %175, align 4
  %177 = fmul float %noise_scale3.us, %176
  %178 = fadd float %177, %174
  store float %178, ptr %163, align 4
  %179 = add nuw i64 %feature14.us, 1
  %180 = getelementptr inbounds float, ptr %157, i64 %179
  %181 = load float, ptr %180, align 4
  %182 = getelementptr inbounds float, ptr %vector_0, i64 %179
  %183 = load float, ptr %182, align 4
  %184 = fmul float %36, %183
  %185 = getelementptr inbounds float, ptr %158, i64 %179
  %186 = load float, ptr %185, align 4
  %187 = fsub float %181, %186
  %188 = fmul float %187, 2.000000e+00
  %189 = fmul float %184, %188
  %190 = fmul float %eta, %189
  %191 = fsub float %181, %190
  %192 = getelementptr inbounds float, ptr %17, i64 %179
  %193 = load float, ptr %192, align 4
  %194 = fmul float %noise_scale3.us, %193
  %195 = fadd float %194, %191
  store float %195, ptr %180, align 4
  %196 = add nuw i64 %feature14.us, 2
  %exitcond39.not.1 = icmp eq i64 %196, %n_features
  br i1 %exitcond39.not.1, label %noise.done.loopexit11.us, label %feature.body.us, !llvm.loop !16

noise.body.us:                                    ; preds = %noise.body.us.preheader218, %noise.body.us
  %noise13.us = phi i64 [ %325, %noise.body.us ], [ %noise13.us.ph, %noise.body.us.preheader218 ]
  %197 = getelementptr inbounds float, ptr %17, i64 %noise13.us
  %w0.us = load i32, ptr %197, align 4
  %198 = getelementptr inbounds float, ptr %scratch, i64 %noise13.us
  %w1.us = load i32, ptr %198, align 4
  %199 = uitofp i32 %w0.us to double
  %200 = fadd double %199, 5.000000e-01
  %201 = fmul double %200, 0x3DF0000000000000
  %202 = uitofp i32 %w1.us to double
  %203 = fadd double %202, 5.000000e-01
  %204 = fmul double %203, 0x3DF0000000000000
  %205 = bitcast double %201 to i64
  %206 = lshr i64 %205, 32
  %207 = add nuw nsw i64 %206, 614242
  %208 = lshr i64 %207, 20
  %209 = add nsw i64 %208, -1023
  %210 = shl nuw i64 %207, 32
  %211 = and i64 %210, 4503595332403200
  %212 = add nuw nsw i64 %211, 4604544269498187776
  %213 = and i64 %205, 4294967295
  %214 = or disjoint i64 %212, %213
  %215 = bitcast i64 %214 to double
  %216 = fadd double %215, -1.000000e+00
  %217 = fmul double %216, 5.000000e-01
  %218 = fmul double %216, %217
  %219 = fadd double %216, 2.000000e+00
  %220 = fdiv double %216, %219
  %221 = fmul double %220, %220
  %222 = fmul double %221, %221
  %223 = fmul double %222, 0x3FC2F112DF3E5244
  %224 = fadd double %223, 0x3FC7466496CB03DE
  %225 = insertelement <2 x double> poison, double %222, i64 0
  %226 = shufflevector <2 x double> %225, <2 x double> poison, <2 x i32> zeroinitializer
  %227 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %224, i64 1
  %228 = fmul <2 x double> %226, %227
  %229 = fadd <2 x double> %228, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %230 = fmul <2 x double> %226, %229
  %231 = fadd <2 x double> %230, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %232 = insertelement <2 x double> %225, double %221, i64 1
  %233 = fmul <2 x double> %232, %231
  %shift = shufflevector <2 x double> %233, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %233, %shift
  %234 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %235 = sitofp i64 %209 to double
  %236 = fadd double %218, %234
  %237 = fmul double %220, %236
  %238 = fmul double %235, 0x3DEA39EF35793C76
  %239 = fadd double %238, %237
  %240 = fsub double %239, %218
  %241 = fadd double %216, %240
  %242 = fmul double %235, 0x3FE62E42FEE00000
  %243 = fadd double %242, %241
  %244 = fmul double %243, -2.000000e+00
  %245 = tail call double @llvm.sqrt.f64(double %244)
  %246 = fmul double %204, 0x401921FB54442D18
  %247 = fmul double %246, 0x3FE45F306DC9C883
  %248 = fadd double %247, 0x4338000000000000
  %249 = bitcast double %248 to i64
  %250 = fadd double %248, 0xC338000000000000
  %251 = fmul double %250, 0x3FF921FB54400000
  %252 = fsub double %246, %251
  %253 = fmul double %250, 0x3DD0B4611A626331
  %254 = fmul double %250, 0x3DD0B4611A600000
  %255 = fsub double %252, %254
  %256 = fmul double %250, 0x3BA3198A2E037073
  %257 = fsub double %252, %255
  %258 = fsub double %257, %254
  %259 = fsub double %256, %258
  %260 = fsub double %252, %253
  %261 = insertelement <2 x double> poison, double %260, i64 0
  %262 = insertelement <2 x double> %261, double %246, i64 1
  %263 = bitcast <2 x double> %262 to <2 x i64>
  %264 = lshr <2 x i64> %263, splat (i64 52)
  %265 = and <2 x i64> %264, splat (i64 2047)
  %266 = extractelement <2 x i64> %265, i64 0
  %267 = add nuw nsw i64 %266, 16
  %268 = extractelement <2 x i64> %265, i64 1
  %269 = icmp samesign ult i64 %267, %268
  %270 = select i1 %269, double %255, double %252
  %271 = select i1 %269, double %259, double %253
  %272 = fsub double %270, %271
  %273 = fsub double %270, %272
  %274 = fsub double %273, %271
  %275 = fmul double %272, %272
  %276 = fmul double %275, %275
  %277 = fmul double %275, 0x3EFA01A019CB1590
  %278 = fadd double %277, 0xBF56C16C16C15177
  %279 = fmul double %275, %278
  %280 = fadd double %279, 0x3FA555555555554C
  %281 = fmul double %275, %280
  %282 = fmul double %275, 0x3DA8FAE9BE8838D4
  %283 = fsub double 0x3E21EE9EBDB4B1C4, %282
  %284 = fmul double %275, %283
  %285 = fadd double %284, 0xBE927E4F809C52AD
  %286 = fmul double %276, %276
  %287 = fmul double %286, %285
  %288 = fadd double %281, %287
  %289 = fmul double %275, 5.000000e-01
  %290 = fsub double 1.000000e+00, %289
  %291 = fsub double 1.000000e+00, %290
  %292 = fsub double %291, %289
  %293 = fmul double %275, %288
  %294 = fmul double %272, %274
  %295 = fsub double %293, %294
  %296 = fadd double %292, %295
  %297 = fadd double %290, %296
  %298 = fmul double %275, 0x3EC71DE357B1FE7D
  %299 = fadd double %298, 0xBF2A01A019C161D5
  %300 = fmul double %275, %299
  %301 = fadd double %300, 0x3F8111111110F8A6
  %302 = fmul double %275, 0x3DE5D93A5ACFD57C
  %303 = fadd double %302, 0xBE5AE5E68A2B9CEB
  %304 = fmul double %275, %276
  %305 = fmul double %304, %303
  %306 = fadd double %305, %301
  %307 = fmul double %272, %275
  %308 = fmul double %274, 5.000000e-01
  %309 = fmul double %307, %306
  %310 = fsub double %308, %309
  %311 = fmul double %275, %310
  %312 = fsub double %311, %274
  %313 = fmul double %307, 0x3FC5555555555549
  %314 = fadd double %312, %313
  %315 = fsub double %272, %314
  %316 = fneg double %297
  %317 = fneg double %315
  %318 = and i64 %249, 1
  %319 = and i64 %249, 2
  %.not.us = icmp eq i64 %318, 0
  %.not10.us = icmp eq i64 %319, 0
  %320 = select i1 %.not10.us, double %297, double %316
  %321 = select i1 %.not10.us, double %317, double %315
  %322 = select i1 %.not.us, double %320, double %321
  %323 = fmul double %245, %322
  %324 = fptrunc double %323 to float
  store float %324, ptr %197, align 4
  %325 = add nuw i64 %noise13.us, 1
  %exitcond38.not = icmp eq i64 %325, %n_features
  br i1 %exitcond38.not, label %iter.check, label %noise.body.us, !llvm.loop !17

iter.check:                                       ; preds = %noise.body.us, %middle.block100
  %brmerge223 = select i1 %min.iters.check, i1 true, i1 %conflict.rdx63
  br i1 %brmerge223, label %feature.body.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check64, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert67 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat68 = shufflevector <8 x float> %broadcast.splatinsert67, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %326 = getelementptr inbounds float, ptr %157, i64 %index
  %327 = getelementptr inbounds nuw i8, ptr %326, i64 32
  %wide.load = load <8 x float>, ptr %326, align 4, !alias.scope !18, !noalias !21
  %wide.load69 = load <8 x float>, ptr %327, align 4, !alias.scope !18, !noalias !21
  %328 = getelementptr inbounds float, ptr %vector_0, i64 %index
  %329 = getelementptr inbounds nuw i8, ptr %328, i64 32
  %wide.load70 = load <8 x float>, ptr %328, align 4, !alias.scope !25
  %wide.load71 = load <8 x float>, ptr %329, align 4, !alias.scope !25
  %330 = fmul <8 x float> %broadcast.splat, %wide.load70
  %331 = fmul <8 x float> %broadcast.splat, %wide.load71
  %332 = getelementptr inbounds float, ptr %158, i64 %index
  %333 = getelementptr inbounds nuw i8, ptr %332, i64 32
  %wide.load72 = load <8 x float>, ptr %332, align 4, !alias.scope !26
  %wide.load73 = load <8 x float>, ptr %333, align 4, !alias.scope !26
  %334 = fsub <8 x float> %wide.load, %wide.load72
  %335 = fsub <8 x float> %wide.load69, %wide.load73
  %336 = fmul <8 x float> %334, splat (float 2.000000e+00)
  %337 = fmul <8 x float> %335, splat (float 2.000000e+00)
  %338 = fmul <8 x float> %330, %336
  %339 = fmul <8 x float> %331, %337
  %340 = fmul <8 x float> %broadcast.splat66, %338
  %341 = fmul <8 x float> %broadcast.splat66, %339
  %342 = fsub <8 x float> %wide.load, %340
  %343 = fsub <8 x float> %wide.load69, %341
  %344 = getelementptr inbounds float, ptr %17, i64 %index
  %345 = getelementptr inbounds nuw i8, ptr %344, i64 32
  %wide.load74 = load <8 x float>, ptr %344, align 4, !alias.scope !27
  %wide.load75 = load <8 x float>, ptr %345, align 4, !alias.scope !27
  %346 = fmul <8 x float> %broadcast.splat68, %wide.load74
  %347 = fmul <8 x float> %broadcast.splat68, %wide.load75
  %348 = fadd <8 x float> %346, %342
  %349 = fadd <8 x float> %347, %343
  store <8 x float> %348, ptr %326, align 4, !alias.scope !18, !noalias !21
  store <8 x float> %349, ptr %327, align 4, !alias.scope !18, !noalias !21
  %index.next = add nuw i64 %index, 16
  %350 = icmp eq i64 %index.next, %n.vec
  br i1 %350, label %middle.block, label %vector.body, !llvm.loop !28

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.loopexit11.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body.us.preheader, label %vec.epilog.ph, !prof !11

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert82 = insertelement <4 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat83 = shufflevector <4 x float> %broadcast.splatinsert82, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index84 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next89, %vec.epilog.vector.body ]
  %351 = getelementptr inbounds float, ptr %157, i64 %index84
  %wide.load85 = load <4 x float>, ptr %351, align 4, !alias.scope !18, !noalias !21
  %352 = getelementptr inbounds float, ptr %vector_0, i64 %index84
  %wide.load86 = load <4 x float>, ptr %352, align 4, !alias.scope !25
  %353 = fmul <4 x float> %broadcast.splat79, %wide.load86
  %354 = getelementptr inbounds float, ptr %158, i64 %index84
  %wide.load87 = load <4 x float>, ptr %354, align 4, !alias.scope !26
  %355 = fsub <4 x float> %wide.load85, %wide.load87
  %356 = fmul <4 x float> %355, splat (float 2.000000e+00)
  %357 = fmul <4 x float> %353, %356
  %358 = fmul <4 x float> %broadcast.splat81, %357
  %359 = fsub <4 x float> %wide.load85, %358
  %360 = getelementptr inbounds float, ptr %17, i64 %index84
  %wide.load88 = load <4 x float>, ptr %360, align 4, !alias.scope !27
  %361 = fmul <4 x float> %broadcast.splat83, %wide.load88
  %362 = fadd <4 x float> %361, %359
  store <4 x float> %362, ptr %351, align 4, !alias.scope !18, !noalias !21
  %index.next89 = add nuw i64 %index84, 4
  %363 = icmp eq i64 %index.next89, %n.vec77
  br i1 %363, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !29

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n90, label %noise.done.loopexit11.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature14.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec77, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg = or disjoint i64 %feature14.us.ph, 1
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %364 = getelementptr inbounds float, ptr %157, i64 %feature14.us.ph
  %365 = load float, ptr %364, align 4
  %366 = getelementptr inbounds float, ptr %vector_0, i64 %feature14.us.ph
  %367 = load float, ptr %366, align 4
  %368 = fmul float %36, %367
  %369 = getelementptr inbounds float, ptr %158, i64 %feature14.us.ph
  %370 = load float, ptr %369, align 4
  %371 = fsub float %365, %370
  %372 = fmul float %371, 2.000000e+00
  %373 = fmul float %368, %372
  %374 = fmul float %eta, %373
  %375 = fsub float %365, %374
  %376 = getelementptr inbounds float, ptr %17, i64 %feature14.us.ph
  %377 = load float, ptr %376, align 4
  %378 = fmul float %noise_scale3.us, %377
  %379 = fadd float %378, %375
  store float %379, ptr %364, align 4
  %380 = or disjoint i64 %feature14.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature14.us.unr = phi i64 [ %feature14.us.ph, %feature.body.us.preheader ], [ %380, %feature.body.us.prol ]
  %381 = icmp eq i64 %n_features, %.neg
  br i1 %381, label %noise.done.loopexit11.us, label %feature.body.us

philox.body.us:                                   ; preds = %philox.body.us.preheader, %philox.body.us
  %philox12.us = phi i64 [ %464, %philox.body.us ], [ %philox12.us.ph, %philox.body.us.preheader ]
  %element.us = add i64 %philox12.us, %row_offset.us
  %382 = and i64 %element.us, 4294967295
  %383 = mul nuw i64 %382, 3528531795
  %384 = xor i64 %element.us, %key0
  %385 = xor i64 %384, %383
  %386 = lshr i64 %385, 32
  %387 = mul nuw i64 %386, 3449720151
  %388 = lshr i64 %387, 32
  %.reass.reass = xor i64 %388, %invariant.op
  %389 = xor i64 %605, %383
  %390 = and i64 %.reass.reass, 4294967295
  %391 = mul nuw i64 %390, 3528531795
  %392 = and i64 %389, 4294967295
  %393 = mul nuw i64 %392, 3449720151
  %394 = lshr i64 %391, 32
  %395 = lshr i64 %393, 32
  %396 = xor i64 %395, %22
  %397 = xor i64 %396, %387
  %.reass50.reass = xor i64 %394, %invariant.op222
  %398 = and i64 %397, 4294967295
  %399 = mul nuw i64 %398, 3528531795
  %400 = and i64 %.reass50.reass, 4294967295
  %401 = mul nuw i64 %400, 3449720151
  %402 = lshr i64 %399, 32
  %403 = lshr i64 %401, 32
  %404 = xor i64 %24, %403
  %405 = xor i64 %404, %393
  %406 = xor i64 %402, %25
  %407 = xor i64 %406, %391
  %408 = and i64 %405, 4294967295
  %409 = mul nuw i64 %408, 3528531795
  %410 = and i64 %407, 4294967295
  %411 = mul nuw i64 %410, 3449720151
  %412 = lshr i64 %409, 32
  %413 = lshr i64 %411, 32
  %414 = xor i64 %413, %26
  %415 = xor i64 %414, %401
  %416 = xor i64 %27, %412
  %417 = xor i64 %416, %399
  %418 = and i64 %415, 4294967295
  %419 = mul nuw i64 %418, 3528531795
  %420 = and i64 %417, 4294967295
  %421 = mul nuw i64 %420, 3449720151
  %422 = lshr i64 %419, 32
  %423 = lshr i64 %421, 32
  %424 = xor i64 %28, %423
  %425 = xor i64 %424, %411
  %426 = xor i64 %422, %29
  %427 = xor i64 %426, %409
  %428 = and i64 %425, 4294967295
  %429 = mul nuw i64 %428, 3528531795
  %430 = and i64 %427, 4294967295
  %431 = mul nuw i64 %430, 3449720151
  %432 = lshr i64 %429, 32
  %433 = lshr i64 %431, 32
  %434 = xor i64 %433, %30
  %435 = xor i64 %434, %421
  %436 = xor i64 %31, %432
  %437 = xor i64 %436, %419
  %438 = and i64 %435, 4294967295
  %439 = mul nuw i64 %438, 3528531795
  %440 = and i64 %437, 4294967295
  %441 = mul nuw i64 %440, 3449720151
  %442 = lshr i64 %439, 32
  %443 = lshr i64 %441, 32
  %444 = xor i64 %32, %443
  %445 = xor i64 %444, %431
  %446 = xor i64 %442, %33
  %447 = xor i64 %446, %429
  %448 = and i64 %445, 4294967295
  %449 = mul nuw i64 %448, 3528531795
  %450 = lshr i64 %449, 32
  %451 = trunc i64 %447 to i32
  %452 = mul i32 %451, -845247145
  %453 = xor i64 %34, %450
  %454 = xor i64 %453, %439
  %455 = and i64 %454, 4294967295
  %456 = mul nuw i64 %455, 3449720151
  %457 = lshr i64 %456, 32
  %458 = trunc nuw i64 %457 to i32
  %459 = trunc i64 %456 to i32
  %460 = xor i32 %452, %458
  %461 = xor i32 %460, %35
  %462 = getelementptr inbounds float, ptr %17, i64 %philox12.us
  store i32 %461, ptr %462, align 4
  %463 = getelementptr inbounds float, ptr %scratch, i64 %philox12.us
  store i32 %459, ptr %463, align 4
  %464 = add nuw i64 %philox12.us, 1
  %exitcond.not = icmp eq i64 %464, %n_features
  br i1 %exitcond.not, label %noise.body.us.preheader, label %philox.body.us, !llvm.loop !30

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block151
  br i1 %min.iters.check91, label %noise.body.us.preheader218, label %vector.body95

vector.body95:                                    ; preds = %noise.body.us.preheader, %vector.body95
  %index96 = phi i64 [ %index.next99, %vector.body95 ], [ 0, %noise.body.us.preheader ]
  %465 = getelementptr inbounds float, ptr %17, i64 %index96
  %wide.load97 = load <8 x i32>, ptr %465, align 4
  %466 = getelementptr inbounds float, ptr %scratch, i64 %index96
  %wide.load98 = load <8 x i32>, ptr %466, align 4
  %467 = uitofp <8 x i32> %wide.load97 to <8 x double>
  %468 = fadd <8 x double> %467, splat (double 5.000000e-01)
  %469 = fmul <8 x double> %468, splat (double 0x3DF0000000000000)
  %470 = uitofp <8 x i32> %wide.load98 to <8 x double>
  %471 = fadd <8 x double> %470, splat (double 5.000000e-01)
  %472 = fmul <8 x double> %471, splat (double 0x3DF0000000000000)
  %473 = bitcast <8 x double> %469 to <8 x i64>
  %474 = lshr <8 x i64> %473, splat (i64 32)
  %475 = add nuw nsw <8 x i64> %474, splat (i64 614242)
  %476 = lshr <8 x i64> %475, splat (i64 20)
  %477 = add nsw <8 x i64> %476, splat (i64 -1023)
  %478 = shl nuw <8 x i64> %475, splat (i64 32)
  %479 = and <8 x i64> %478, splat (i64 4503595332403200)
  %480 = add nuw nsw <8 x i64> %479, splat (i64 4604544269498187776)
  %481 = and <8 x i64> %473, splat (i64 4294967295)
  %482 = or disjoint <8 x i64> %480, %481
  %483 = bitcast <8 x i64> %482 to <8 x double>
  %484 = fadd <8 x double> %483, splat (double -1.000000e+00)
  %485 = fmul <8 x double> %484, splat (double 5.000000e-01)
  %486 = fmul <8 x double> %484, %485
  %487 = fadd <8 x double> %484, splat (double 2.000000e+00)
  %488 = fdiv <8 x double> %484, %487
  %489 = fmul <8 x double> %488, %488
  %490 = fmul <8 x double> %489, %489
  %491 = fmul <8 x double> %490, splat (double 0x3FC39A09D078C69F)
  %492 = fadd <8 x double> %491, splat (double 0x3FCC71C51D8E78AF)
  %493 = fmul <8 x double> %490, %492
  %494 = fadd <8 x double> %493, splat (double 0x3FD999999997FA04)
  %495 = fmul <8 x double> %490, %494
  %496 = fmul <8 x double> %490, splat (double 0x3FC2F112DF3E5244)
  %497 = fadd <8 x double> %496, splat (double 0x3FC7466496CB03DE)
  %498 = fmul <8 x double> %490, %497
  %499 = fadd <8 x double> %498, splat (double 0x3FD2492494229359)
  %500 = fmul <8 x double> %490, %499
  %501 = fadd <8 x double> %500, splat (double 0x3FE5555555555593)
  %502 = fmul <8 x double> %489, %501
  %503 = fadd <8 x double> %495, %502
  %504 = sitofp <8 x i64> %477 to <8 x double>
  %505 = fadd <8 x double> %486, %503
  %506 = fmul <8 x double> %488, %505
  %507 = fmul <8 x double> %504, splat (double 0x3DEA39EF35793C76)
  %508 = fadd <8 x double> %507, %506
  %509 = fsub <8 x double> %508, %486
  %510 = fadd <8 x double> %484, %509
  %511 = fmul <8 x double> %504, splat (double 0x3FE62E42FEE00000)
  %512 = fadd <8 x double> %511, %510
  %513 = fmul <8 x double> %512, splat (double -2.000000e+00)
  %514 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %513)
  %515 = fmul <8 x double> %472, splat (double 0x401921FB54442D18)
  %516 = fmul <8 x double> %515, splat (double 0x3FE45F306DC9C883)
  %517 = fadd <8 x double> %516, splat (double 0x4338000000000000)
  %518 = bitcast <8 x double> %517 to <8 x i64>
  %519 = fadd <8 x double> %517, splat (double 0xC338000000000000)
  %520 = fmul <8 x double> %519, splat (double 0x3FF921FB54400000)
  %521 = fsub <8 x double> %515, %520
  %522 = fmul <8 x double> %519, splat (double 0x3DD0B4611A626331)
  %523 = fmul <8 x double> %519, splat (double 0x3DD0B4611A600000)
  %524 = fsub <8 x double> %521, %523
  %525 = fmul <8 x double> %519, splat (double 0x3BA3198A2E037073)
  %526 = fsub <8 x double> %521, %524
  %527 = fsub <8 x double> %526, %523
  %528 = fsub <8 x double> %525, %527
  %529 = fsub <8 x double> %521, %522
  %530 = bitcast <8 x double> %515 to <8 x i64>
  %531 = lshr <8 x i64> %530, splat (i64 52)
  %532 = and <8 x i64> %531, splat (i64 2047)
  %533 = bitcast <8 x double> %529 to <8 x i64>
  %534 = lshr <8 x i64> %533, splat (i64 52)
  %535 = and <8 x i64> %534, splat (i64 2047)
  %536 = add nuw nsw <8 x i64> %535, splat (i64 16)
  %537 = icmp samesign ult <8 x i64> %536, %532
  %538 = select <8 x i1> %537, <8 x double> %524, <8 x double> %521
  %539 = select <8 x i1> %537, <8 x double> %528, <8 x double> %522
  %540 = fsub <8 x double> %538, %539
  %541 = fsub <8 x double> %538, %540
  %542 = fsub <8 x double> %541, %539
  %543 = fmul <8 x double> %540, %540
  %544 = fmul <8 x double> %543, %543
  %545 = fmul <8 x double> %543, splat (double 0x3EFA01A019CB1590)
  %546 = fadd <8 x double> %545, splat (double 0xBF56C16C16C15177)
  %547 = fmul <8 x double> %543, %546
  %548 = fadd <8 x double> %547, splat (double 0x3FA555555555554C)
  %549 = fmul <8 x double> %543, %548
  %550 = fmul <8 x double> %543, splat (double 0x3DA8FAE9BE8838D4)
  %551 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %550
  %552 = fmul <8 x double> %543, %551
  %553 = fadd <8 x double> %552, splat (double 0xBE927E4F809C52AD)
  %554 = fmul <8 x double> %544, %544
  %555 = fmul <8 x double> %554, %553
  %556 = fadd <8 x double> %549, %555
  %557 = fmul <8 x double> %543, splat (double 5.000000e-01)
  %558 = fsub <8 x double> splat (double 1.000000e+00), %557
  %559 = fsub <8 x double> splat (double 1.000000e+00), %558
  %560 = fsub <8 x double> %559, %557
  %561 = fmul <8 x double> %543, %556
  %562 = fmul <8 x double> %540, %542
  %563 = fsub <8 x double> %561, %562
  %564 = fadd <8 x double> %560, %563
  %565 = fadd <8 x double> %558, %564
  %566 = fmul <8 x double> %543, splat (double 0x3EC71DE357B1FE7D)
  %567 = fadd <8 x double> %566, splat (double 0xBF2A01A019C161D5)
  %568 = fmul <8 x double> %543, %567
  %569 = fadd <8 x double> %568, splat (double 0x3F8111111110F8A6)
  %570 = fmul <8 x double> %543, splat (double 0x3DE5D93A5ACFD57C)
  %571 = fadd <8 x double> %570, splat (double 0xBE5AE5E68A2B9CEB)
  %572 = fmul <8 x double> %543, %544
  %573 = fmul <8 x double> %572, %571
  %574 = fadd <8 x double> %573, %569
  %575 = fmul <8 x double> %540, %543
  %576 = fmul <8 x double> %542, splat (double 5.000000e-01)
  %577 = fmul <8 x double> %575, %574
  %578 = fsub <8 x double> %576, %577
  %579 = fmul <8 x double> %543, %578
  %580 = fsub <8 x double> %579, %542
  %581 = fmul <8 x double> %575, splat (double 0x3FC5555555555549)
  %582 = fadd <8 x double> %580, %581
  %583 = fsub <8 x double> %540, %582
  %584 = fneg <8 x double> %565
  %585 = fneg <8 x double> %583
  %586 = and <8 x i64> %518, splat (i64 1)
  %587 = and <8 x i64> %518, splat (i64 2)
  %588 = icmp eq <8 x i64> %586, zeroinitializer
  %589 = icmp eq <8 x i64> %587, zeroinitializer
  %590 = select <8 x i1> %589, <8 x double> %565, <8 x double> %584
  %591 = select <8 x i1> %589, <8 x double> %585, <8 x double> %583
  %592 = select <8 x i1> %588, <8 x double> %590, <8 x double> %591
  %593 = fmul <8 x double> %514, %592
  %594 = fptrunc <8 x double> %593 to <8 x float>
  store <8 x float> %594, ptr %465, align 4
  %index.next99 = add nuw i64 %index96, 8
  %595 = icmp eq i64 %index.next99, %n.vec94
  br i1 %595, label %middle.block100, label %vector.body95, !llvm.loop !31

middle.block100:                                  ; preds = %vector.body95
  br i1 %cmp.n101, label %iter.check, label %noise.body.us.preheader218

noise.body.us.preheader218:                       ; preds = %noise.body.us.preheader, %middle.block100
  %noise13.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec94, %middle.block100 ]
  br label %noise.body.us

noise.done.loopexit11.us:                         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block, %vec.epilog.middle.block, %step.body.us19
  %t_next.us22 = fmul float %anneal_ratio, %temperature1.016.us21
  %596 = add nuw i64 %step17.us20, 1
  %exitcond40.not = icmp eq i64 %596, %steps
  br i1 %exitcond40.not, label %step.header.step.exit_crit_edge.split.us23, label %step.body.us19

philox.body.lr.ph.us:                             ; preds = %step.body.us19
  %key1_step.us = add i64 %step17.us20, %key1
  %597 = lshr i64 %key1_step.us, 32
  %598 = mul nuw i64 %597, 3449720151
  %599 = lshr i64 %598, 32
  %600 = xor i64 %key0, %599
  %601 = xor i64 %600, %key1_step.us
  %602 = and i64 %601, 4294967295
  %603 = mul nuw i64 %602, 3528531795
  %604 = lshr i64 %603, 32
  %605 = xor i64 %604, %21
  br i1 %min.iters.check104, label %philox.body.us.preheader, label %vector.ph105

vector.ph105:                                     ; preds = %philox.body.lr.ph.us
  %broadcast.splatinsert112 = insertelement <8 x i64> poison, i64 %605, i64 0
  %broadcast.splat113 = shufflevector <8 x i64> %broadcast.splatinsert112, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %598, %20
  %.scalar215 = and i64 %.scalar, 4294967295
  %606 = insertelement <8 x i64> poison, i64 %.scalar215, i64 0
  %.masked = shufflevector <8 x i64> %606, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar216 = xor i64 %603, %23
  %.scalar217 = and i64 %.scalar216, 4294967295
  %607 = insertelement <8 x i64> poison, i64 %.scalar217, i64 0
  %.masked213 = shufflevector <8 x i64> %607, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body148

vector.body148:                                   ; preds = %vector.body148, %vector.ph105
  %index149 = phi i64 [ 0, %vector.ph105 ], [ %index.next150, %vector.body148 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph105 ], [ %vec.ind.next, %vector.body148 ]
  %608 = add <8 x i64> %vec.ind, %broadcast.splat115
  %609 = and <8 x i64> %608, splat (i64 4294967295)
  %610 = mul nuw <8 x i64> %609, splat (i64 3528531795)
  %611 = xor <8 x i64> %608, %broadcast.splat117
  %612 = xor <8 x i64> %611, %610
  %613 = lshr <8 x i64> %612, splat (i64 32)
  %614 = mul nuw <8 x i64> %613, splat (i64 3449720151)
  %615 = lshr <8 x i64> %614, splat (i64 32)
  %616 = xor <8 x i64> %broadcast.splat113, %610
  %617 = xor <8 x i64> %.masked, %615
  %618 = mul nuw <8 x i64> %617, splat (i64 3528531795)
  %619 = and <8 x i64> %616, splat (i64 4294967295)
  %620 = mul nuw <8 x i64> %619, splat (i64 3449720151)
  %621 = lshr <8 x i64> %618, splat (i64 32)
  %622 = lshr <8 x i64> %620, splat (i64 32)
  %623 = xor <8 x i64> %622, %broadcast.splat121
  %624 = xor <8 x i64> %623, %614
  %625 = and <8 x i64> %624, splat (i64 4294967295)
  %626 = mul nuw <8 x i64> %625, splat (i64 3528531795)
  %627 = xor <8 x i64> %.masked213, %621
  %628 = mul nuw <8 x i64> %627, splat (i64 3449720151)
  %629 = lshr <8 x i64> %626, splat (i64 32)
  %630 = lshr <8 x i64> %628, splat (i64 32)
  %631 = xor <8 x i64> %broadcast.splat125, %630
  %632 = xor <8 x i64> %631, %620
  %633 = xor <8 x i64> %629, %broadcast.splat127
  %634 = xor <8 x i64> %633, %618
  %635 = and <8 x i64> %632, splat (i64 4294967295)
  %636 = mul nuw <8 x i64> %635, splat (i64 3528531795)
  %637 = and <8 x i64> %634, splat (i64 4294967295)
  %638 = mul nuw <8 x i64> %637, splat (i64 3449720151)
  %639 = lshr <8 x i64> %636, splat (i64 32)
  %640 = lshr <8 x i64> %638, splat (i64 32)
  %641 = xor <8 x i64> %640, %broadcast.splat129
  %642 = xor <8 x i64> %641, %628
  %643 = xor <8 x i64> %broadcast.splat131, %639
  %644 = xor <8 x i64> %643, %626
  %645 = and <8 x i64> %642, splat (i64 4294967295)
  %646 = mul nuw <8 x i64> %645, splat (i64 3528531795)
  %647 = and <8 x i64> %644, splat (i64 4294967295)
  %648 = mul nuw <8 x i64> %647, splat (i64 3449720151)
  %649 = lshr <8 x i64> %646, splat (i64 32)
  %650 = lshr <8 x i64> %648, splat (i64 32)
  %651 = xor <8 x i64> %broadcast.splat133, %650
  %652 = xor <8 x i64> %651, %638
  %653 = xor <8 x i64> %649, %broadcast.splat135
  %654 = xor <8 x i64> %653, %636
  %655 = and <8 x i64> %652, splat (i64 4294967295)
  %656 = mul nuw <8 x i64> %655, splat (i64 3528531795)
  %657 = and <8 x i64> %654, splat (i64 4294967295)
  %658 = mul nuw <8 x i64> %657, splat (i64 3449720151)
  %659 = lshr <8 x i64> %656, splat (i64 32)
  %660 = lshr <8 x i64> %658, splat (i64 32)
  %661 = xor <8 x i64> %660, %broadcast.splat137
  %662 = xor <8 x i64> %661, %648
  %663 = xor <8 x i64> %broadcast.splat139, %659
  %664 = xor <8 x i64> %663, %646
  %665 = and <8 x i64> %662, splat (i64 4294967295)
  %666 = mul nuw <8 x i64> %665, splat (i64 3528531795)
  %667 = and <8 x i64> %664, splat (i64 4294967295)
  %668 = mul nuw <8 x i64> %667, splat (i64 3449720151)
  %669 = lshr <8 x i64> %666, splat (i64 32)
  %670 = lshr <8 x i64> %668, splat (i64 32)
  %671 = xor <8 x i64> %broadcast.splat141, %670
  %672 = xor <8 x i64> %671, %658
  %673 = xor <8 x i64> %669, %broadcast.splat143
  %674 = xor <8 x i64> %673, %656
  %675 = and <8 x i64> %672, splat (i64 4294967295)
  %676 = mul nuw <8 x i64> %675, splat (i64 3528531795)
  %677 = lshr <8 x i64> %676, splat (i64 32)
  %678 = trunc <8 x i64> %674 to <8 x i32>
  %679 = mul <8 x i32> %678, splat (i32 -845247145)
  %680 = xor <8 x i64> %broadcast.splat145, %677
  %681 = xor <8 x i64> %680, %666
  %682 = and <8 x i64> %681, splat (i64 4294967295)
  %683 = mul nuw <8 x i64> %682, splat (i64 3449720151)
  %684 = lshr <8 x i64> %683, splat (i64 32)
  %685 = trunc nuw <8 x i64> %684 to <8 x i32>
  %686 = trunc <8 x i64> %683 to <8 x i32>
  %687 = xor <8 x i32> %679, %broadcast.splat147
  %688 = xor <8 x i32> %687, %685
  %689 = getelementptr inbounds float, ptr %17, i64 %index149
  store <8 x i32> %688, ptr %689, align 4
  %690 = getelementptr inbounds float, ptr %scratch, i64 %index149
  store <8 x i32> %686, ptr %690, align 4
  %index.next150 = add nuw i64 %index149, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %691 = icmp eq i64 %index.next150, %n.vec107
  br i1 %691, label %middle.block151, label %vector.body148, !llvm.loop !32

middle.block151:                                  ; preds = %vector.body148
  br i1 %cmp.n152, label %noise.body.us.preheader, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %philox.body.lr.ph.us, %middle.block151
  %philox12.us.ph = phi i64 [ 0, %philox.body.lr.ph.us ], [ %n.vec107, %middle.block151 ]
  %invariant.op = xor i64 %20, %598
  %invariant.op222 = xor i64 %23, %603
  br label %philox.body.us

step.header.step.exit_crit_edge.split.us23:       ; preds = %noise.done.loopexit11.us
  %692 = add nuw i64 %row18.us, 1
  %exitcond41.not = icmp eq i64 %692, %row_end
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
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2, !"LVerDomain"}
!3 = !{!4, !5}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !2}
!6 = !{!4}
!7 = !{!5}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = !{!"branch_weights", i32 4, i32 12}
!12 = distinct !{!12, !9, !10}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !10, !9}
!18 = !{!19}
!19 = distinct !{!19, !20}
!20 = distinct !{!20, !"LVerDomain"}
!21 = !{!22, !23, !24}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !20}
!24 = distinct !{!24, !20}
!25 = !{!22}
!26 = !{!23}
!27 = !{!24}
!28 = distinct !{!28, !9, !10}
!29 = distinct !{!29, !9, !10}
!30 = distinct !{!30, !10, !9}
!31 = distinct !{!31, !9, !10}
!32 = distinct !{!32, !9, !10}
