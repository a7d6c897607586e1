; ModuleID = 'quadratic'
source_filename = "quadratic.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_quadratic_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
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
  %min.iters.check92 = icmp ult i64 %n_features, 8
  %n.vec95 = and i64 %n_features, -8
  %broadcast.splatinsert104 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat105 = shufflevector <8 x i64> %broadcast.splatinsert104, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert108 = insertelement <8 x i64> poison, i64 %20, i64 0
  %broadcast.splat109 = shufflevector <8 x i64> %broadcast.splatinsert108, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert112 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat113 = shufflevector <8 x i64> %broadcast.splatinsert112, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert114 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat115 = shufflevector <8 x i64> %broadcast.splatinsert114, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert116 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat117 = shufflevector <8 x i64> %broadcast.splatinsert116, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert118 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat119 = shufflevector <8 x i64> %broadcast.splatinsert118, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert120 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat121 = shufflevector <8 x i64> %broadcast.splatinsert120, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert122 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat123 = shufflevector <8 x i64> %broadcast.splatinsert122, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert124 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat125 = shufflevector <8 x i64> %broadcast.splatinsert124, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert126 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat127 = shufflevector <8 x i64> %broadcast.splatinsert126, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert128 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat129 = shufflevector <8 x i64> %broadcast.splatinsert128, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert130 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat131 = shufflevector <8 x i64> %broadcast.splatinsert130, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert132 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat133 = shufflevector <8 x i64> %broadcast.splatinsert132, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert134 = insertelement <8 x i32> poison, i32 %33, i64 0
  %broadcast.splat135 = shufflevector <8 x i32> %broadcast.splatinsert134, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n140 = icmp eq i64 %n_features, %n.vec95
  %min.iters.check79 = icmp ult i64 %n_features, 8
  %n.vec82 = and i64 %n_features, -8
  %cmp.n89 = icmp eq i64 %n_features, %n.vec82
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check59 = icmp ult i64 %n_features, 16
  %n.mod.vf = and i64 %n_features, 12
  %n.vec = and i64 %n_features, -16
  %broadcast.splatinsert = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec68 = and i64 %n_features, -4
  %broadcast.splatinsert69 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat70 = shufflevector <4 x float> %broadcast.splatinsert69, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n78 = icmp eq i64 %n_features, %n.vec68
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
  %min.iters.check153 = icmp ult i64 %n_features, 4
  %min.iters.check156 = icmp ult i64 %n_features, 32
  %n.mod.vf159 = and i64 %n_features, 28
  %n.vec160 = and i64 %n_features, -32
  %broadcast.splatinsert161 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat162 = shufflevector <8 x float> %broadcast.splatinsert161, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n175 = icmp eq i64 %n_features, %n.vec160
  %min.epilog.iters.check179 = icmp eq i64 %n.mod.vf159, 0
  %n.vec182 = and i64 %n_features, -4
  %broadcast.splatinsert183 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat184 = shufflevector <4 x float> %broadcast.splatinsert183, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n191 = icmp eq i64 %n_features, %n.vec182
  %xtraiter200 = and i64 %n_features, 3
  %lcmp.mod201.not = icmp eq i64 %xtraiter200, 0
  br label %row.body.us.us.us

row.body.us.us.us:                                ; preds = %row.body.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us
  %indvar143 = phi i64 [ 0, %row.body.us.us.us.preheader ], [ %indvar.next144, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %row18.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.preheader ], [ %143, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %48 = mul i64 %44, %indvar143
  %49 = add i64 %43, %48
  %scevgep145 = getelementptr i8, ptr %state, i64 %49
  %50 = add i64 %47, %48
  %scevgep146 = getelementptr i8, ptr %state, i64 %50
  %scevgep147 = getelementptr i8, ptr %input_0, i64 %49
  %scevgep148 = getelementptr i8, ptr %input_0, i64 %50
  %row_offset.us.us.us = mul i64 %row18.us.us.us, %n_features
  %51 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us
  %52 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us.us
  %bound0149 = icmp ult ptr %scevgep145, %scevgep148
  %bound1150 = icmp ult ptr %scevgep147, %scevgep146
  %found.conflict151 = and i1 %bound0149, %bound1150
  br label %iter.check155

iter.check155:                                    ; preds = %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, %row.body.us.us.us
  %step17.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us ], [ %142, %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us ]
  %brmerge = select i1 %min.iters.check153, i1 true, i1 %found.conflict151
  br i1 %brmerge, label %feature.body7.us.us.us.us.us.preheader, label %vector.main.loop.iter.check157

vector.main.loop.iter.check157:                   ; preds = %iter.check155
  br i1 %min.iters.check156, label %vec.epilog.ph180, label %vector.body163

vector.body163:                                   ; preds = %vector.main.loop.iter.check157, %vector.body163
  %index164 = phi i64 [ %index.next173, %vector.body163 ], [ 0, %vector.main.loop.iter.check157 ]
  %53 = getelementptr inbounds float, ptr %51, i64 %index164
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 32
  %55 = getelementptr inbounds nuw i8, ptr %53, i64 64
  %56 = getelementptr inbounds nuw i8, ptr %53, i64 96
  %wide.load165 = load <8 x float>, ptr %53, align 4, !alias.scope !0, !noalias !3
  %wide.load166 = load <8 x float>, ptr %54, align 4, !alias.scope !0, !noalias !3
  %wide.load167 = load <8 x float>, ptr %55, align 4, !alias.scope !0, !noalias !3
  %wide.load168 = load <8 x float>, ptr %56, align 4, !alias.scope !0, !noalias !3
  %57 = getelementptr inbounds float, ptr %52, i64 %index164
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 32
  %59 = getelementptr inbounds nuw i8, ptr %57, i64 64
  %60 = getelementptr inbounds nuw i8, ptr %57, i64 96
  %wide.load169 = load <8 x float>, ptr %57, align 4, !alias.scope !3
  %wide.load170 = load <8 x float>, ptr %58, align 4, !alias.scope !3
  %wide.load171 = load <8 x float>, ptr %59, align 4, !alias.scope !3
  %wide.load172 = load <8 x float>, ptr %60, align 4, !alias.scope !3
  %61 = fsub <8 x float> %wide.load169, %wide.load165
  %62 = fsub <8 x float> %wide.load170, %wide.load166
  %63 = fsub <8 x float> %wide.load171, %wide.load167
  %64 = fsub <8 x float> %wide.load172, %wide.load168
  %65 = fmul <8 x float> %61, splat (float 2.000000e+00)
  %66 = fmul <8 x float> %62, splat (float 2.000000e+00)
  %67 = fmul <8 x float> %63, splat (float 2.000000e+00)
  %68 = fmul <8 x float> %64, splat (float 2.000000e+00)
  %69 = fmul <8 x float> %65, splat (float 5.000000e-01)
  %70 = fmul <8 x float> %66, splat (float 5.000000e-01)
  %71 = fmul <8 x float> %67, splat (float 5.000000e-01)
  %72 = fmul <8 x float> %68, splat (float 5.000000e-01)
  %73 = fmul <8 x float> %broadcast.splat162, %69
  %74 = fmul <8 x float> %broadcast.splat162, %70
  %75 = fmul <8 x float> %broadcast.splat162, %71
  %76 = fmul <8 x float> %broadcast.splat162, %72
  %77 = fadd <8 x float> %wide.load165, %73
  %78 = fadd <8 x float> %wide.load166, %74
  %79 = fadd <8 x float> %wide.load167, %75
  %80 = fadd <8 x float> %wide.load168, %76
  store <8 x float> %77, ptr %53, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %78, ptr %54, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %79, ptr %55, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %80, ptr %56, align 4, !alias.scope !0, !noalias !3
  %index.next173 = add nuw i64 %index164, 32
  %81 = icmp eq i64 %index.next173, %n.vec160
  br i1 %81, label %middle.block174, label %vector.body163, !llvm.loop !5

middle.block174:                                  ; preds = %vector.body163
  br i1 %cmp.n175, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %vec.epilog.iter.check178

vec.epilog.iter.check178:                         ; preds = %middle.block174
  br i1 %min.epilog.iters.check179, label %feature.body7.us.us.us.us.us.preheader, label %vec.epilog.ph180, !prof !8

vec.epilog.ph180:                                 ; preds = %vector.main.loop.iter.check157, %vec.epilog.iter.check178
  %vec.epilog.resume.val176 = phi i64 [ %n.vec160, %vec.epilog.iter.check178 ], [ 0, %vector.main.loop.iter.check157 ]
  br label %vec.epilog.vector.body185

vec.epilog.vector.body185:                        ; preds = %vec.epilog.vector.body185, %vec.epilog.ph180
  %index186 = phi i64 [ %vec.epilog.resume.val176, %vec.epilog.ph180 ], [ %index.next189, %vec.epilog.vector.body185 ]
  %82 = getelementptr inbounds float, ptr %51, i64 %index186
  %wide.load187 = load <4 x float>, ptr %82, align 4, !alias.scope !0, !noalias !3
  %83 = getelementptr inbounds float, ptr %52, i64 %index186
  %wide.load188 = load <4 x float>, ptr %83, align 4, !alias.scope !3
  %84 = fsub <4 x float> %wide.load188, %wide.load187
  %85 = fmul <4 x float> %84, splat (float 2.000000e+00)
  %86 = fmul <4 x float> %85, splat (float 5.000000e-01)
  %87 = fmul <4 x float> %broadcast.splat184, %86
  %88 = fadd <4 x float> %wide.load187, %87
  store <4 x float> %88, ptr %82, align 4, !alias.scope !0, !noalias !3
  %index.next189 = add nuw i64 %index186, 4
  %89 = icmp eq i64 %index.next189, %n.vec182
  br i1 %89, label %vec.epilog.middle.block190, label %vec.epilog.vector.body185, !llvm.loop !9

vec.epilog.middle.block190:                       ; preds = %vec.epilog.vector.body185
  br i1 %cmp.n191, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us.preheader

feature.body7.us.us.us.us.us.preheader:           ; preds = %iter.check155, %vec.epilog.iter.check178, %vec.epilog.middle.block190
  %feature915.us.us.us.us.us.ph = phi i64 [ 0, %iter.check155 ], [ %n.vec182, %vec.epilog.middle.block190 ], [ %n.vec160, %vec.epilog.iter.check178 ]
  br i1 %lcmp.mod201.not, label %feature.body7.us.us.us.us.us.prol.loopexit, label %feature.body7.us.us.us.us.us.prol

feature.body7.us.us.us.us.us.prol:                ; preds = %feature.body7.us.us.us.us.us.preheader, %feature.body7.us.us.us.us.us.prol
  %feature915.us.us.us.us.us.prol = phi i64 [ %99, %feature.body7.us.us.us.us.us.prol ], [ %feature915.us.us.us.us.us.ph, %feature.body7.us.us.us.us.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body7.us.us.us.us.us.prol ], [ 0, %feature.body7.us.us.us.us.us.preheader ]
  %90 = getelementptr inbounds float, ptr %51, i64 %feature915.us.us.us.us.us.prol
  %91 = load float, ptr %90, align 4
  %92 = getelementptr inbounds float, ptr %52, i64 %feature915.us.us.us.us.us.prol
  %93 = load float, ptr %92, align 4
  %94 = fsub float %93, %91
  %95 = fmul float %94, 2.000000e+00
  %96 = fmul float %95, 5.000000e-01
  %97 = fmul float %eta, %96
  %98 = fadd float %91, %97
  store float %98, ptr %90, align 4
  %99 = add nuw i64 %feature915.us.us.us.us.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter200
  br i1 %prol.iter.cmp.not, label %feature.body7.us.us.us.us.us.prol.loopexit, label %feature.body7.us.us.us.us.us.prol, !llvm.loop !10

feature.body7.us.us.us.us.us.prol.loopexit:       ; preds = %feature.body7.us.us.us.us.us.prol, %feature.body7.us.us.us.us.us.preheader
  %feature915.us.us.us.us.us.unr = phi i64 [ %feature915.us.us.us.us.us.ph, %feature.body7.us.us.us.us.us.preheader ], [ %99, %feature.body7.us.us.us.us.us.prol ]
  %100 = sub i64 %feature915.us.us.us.us.us.ph, %n_features
  %101 = icmp ugt i64 %100, -4
  br i1 %101, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us

feature.body7.us.us.us.us.us:                     ; preds = %feature.body7.us.us.us.us.us.prol.loopexit, %feature.body7.us.us.us.us.us
  %feature915.us.us.us.us.us = phi i64 [ %141, %feature.body7.us.us.us.us.us ], [ %feature915.us.us.us.us.us.unr, %feature.body7.us.us.us.us.us.prol.loopexit ]
  %102 = getelementptr inbounds float, ptr %51, i64 %feature915.us.us.us.us.us
  %103 = load float, ptr %102, align 4
  %104 = getelementptr inbounds float, ptr %52, i64 %feature915.us.us.us.us.us
  %105 = load float, ptr %104, align 4
  %106 = fsub float %105, %103
  %107 = fmul float %106, 2.000000e+00
  %108 = fmul float %107, 5.000000e-01
  %109 = fmul float %eta, %108
  %110 = fadd float %103, %109
  store float %110, ptr %102, align 4
  %111 = add nuw i64 %feature915.us.us.us.us.us, 1
  %112 = getelementptr inbounds float, ptr %51, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = getelementptr inbounds float, ptr %52, i64 %111
  %115 = load float, ptr %114, align 4
  %116 = fsub float %115, %113
  %117 = fmul float %116, 2.000000e+00
  %118 = fmul float %117, 5.000000e-01
  %119 = fmul float %eta, %118
  %120 = fadd float %113, %119
  store float %120, ptr %112, align 4
  %121 = add nuw i64 %feature915.us.us.us.us.us, 2
  %122 = getelementptr inbounds float, ptr %51, i64 %121
  %123 = load float, ptr %122, align 4
  %124 = getelementptr inbounds float, ptr %52, i64 %121
  %125 = load float, ptr %124, align 4
  %126 = fsub float %125, %123
  %127 = fmul float %126, 2.000000e+00
  %128 = fmul float %127, 5.000000e-01
  %129 = fmul float %eta, %128
  %130 = fadd float %123, %129
  store float %130, ptr %122, align 4
  %131 = add nuw i64 %feature915.us.us.us.us.us, 3
  %132 = getelementptr inbounds float, ptr %51, i64 %131
  %133 = load float, ptr %132, align 4
  %134 = getelementptr inbounds float, ptr %52, i64 %131
  %135 = load float, ptr %134, align 4
  %136 = fsub float %135, %133
  %137 = fmul float %136, 2.000000e+00
  %138 = fmul float %137, 5.000000e-01
  %139 = fmul float %eta, %138
  %140 = fadd float %133, %139
  store float %140, ptr %132, align 4
  %141 = add nuw i64 %feature915.us.us.us.us.us, 4
  %exitcond42.not.3 = icmp eq i64 %141, %n_features
  br i1 %exitcond42.not.3, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us, !llvm.loop !12

feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us: ; preds = %feature.body7.us.us.us.us.us.prol.loopexit, %feature.body7.us.us.us.us.us, %vec.epilog.middle.block190, %middle.block174
  %142 = add nuw i64 %step17.us.us.us.us.us, 1
  %exitcond43.not = icmp eq i64 %142, %steps
  br i1 %exitcond43.not, label %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, label %iter.check155

step.header.step.exit_crit_edge.split.us.split.us.us.us.us: ; preds = %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us
  %143 = add nuw i64 %row18.us.us.us, 1
  %exitcond44.not = icmp eq i64 %143, %row_end
  %indvar.next144 = add i64 %indvar143, 1
  br i1 %exitcond44.not, label %row.exit, label %row.body.us.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.split.us23
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.us23 ]
  %row18.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %667, %step.header.step.exit_crit_edge.split.us23 ]
  %144 = mul i64 %37, %indvar
  %145 = add i64 %36, %144
  %scevgep = getelementptr i8, ptr %state, i64 %145
  %146 = add i64 %40, %144
  %scevgep52 = getelementptr i8, ptr %state, i64 %146
  %scevgep53 = getelementptr i8, ptr %input_0, i64 %145
  %scevgep54 = getelementptr i8, ptr %input_0, i64 %146
  %row_offset.us = mul i64 %row18.us, %n_features
  %147 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %148 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert102 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat103 = shufflevector <8 x i64> %broadcast.splatinsert102, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0 = icmp ult ptr %scevgep, %scevgep54
  %bound1 = icmp ult ptr %scevgep53, %scevgep52
  %found.conflict = and i1 %bound0, %bound1
  %bound056 = icmp ult ptr %scevgep, %scevgep55
  %bound157 = icmp ult ptr %15, %scevgep52
  %found.conflict58 = and i1 %bound056, %bound157
  %conflict.rdx = or i1 %found.conflict, %found.conflict58
  br label %step.body.us19

step.body.us19:                                   ; preds = %row.body.us, %noise.done.loopexit11.us
  %step17.us20 = phi i64 [ 0, %row.body.us ], [ %571, %noise.done.loopexit11.us ]
  %temperature1.016.us21 = phi float [ %temperature, %row.body.us ], [ %t_next.us22, %noise.done.loopexit11.us ]
  %149 = fmul float %two_eta, %temperature1.016.us21
  %150 = fcmp ogt float %149, 0.000000e+00
  %151 = tail call float @llvm.sqrt.f32(float %149)
  %152 = select i1 %150, float %151, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %152
  br i1 %.not31, label %noise.done.loopexit11.us, label %philox.body.lr.ph.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature14.us = phi i64 [ %180, %feature.body.us ], [ %feature14.us.unr, %feature.body.us.prol.loopexit ]
  %153 = getelementptr inbounds float, ptr %147, i64 %feature14.us
  %154 = load float, ptr %153, align 4
  %155 = getelementptr inbounds float, ptr %148, i64 %feature14.us
  %156 = load float, ptr %155, align 4
  %157 = fsub float %156, %154
  %158 = fmul float %157, 2.000000e+00
  %159 = fmul float %158, 5.000000e-01
  %160 = fmul float %eta, %159
  %161 = fadd float %154, %160
  %162 = getelementptr inbounds float, ptr %15, i64 %feature14.us
  %163 = load float, ptr %162, align 4
  %164 = fmul float %noise_scale3.us, %163
  %165 = fadd float %164, %161
  store float %165, ptr %153, align 4
  %166 = add nuw i64 %feature14.us, 1
  %167 = getelementptr inbounds float, ptr %147, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = getelementptr inbounds float, ptr %148, i64 %166
  %170 = load float, ptr %169, align 4
  %171 = fsub float %170, %168
  %172 = fmul float %171, 2.000000e+00
  %173 = fmul float %172, 5.000000e-01
  %174 = fmul float %eta, %173
  %175 = fadd float %168, %174
  %176 = getelementptr inbounds float, ptr %15, i64 %166
  %177 = load float, ptr %176, align 4
  %178 = fmul float %noise_scale3.us, %177
  %179 = fadd float %178, %175
  store float %179, ptr %167, align 4
  %180 = add nuw i64 %feature14.us, 2
  %exitcond39.not.1 = icmp eq i64 %180, %n_features
  br i1 %exitcond39.not.1, label %noise.done.loopexit11.us, label %feature.body.us, !llvm.loop !13

noise.body.us:                                    ; preds = %noise.body.us.preheader198, %noise.body.us
  %noise13.us = phi i64 [ %309, %noise.body.us ], [ %noise13.us.ph, %noise.body.us.preheader198 ]
  %181 = getelementptr inbounds float, ptr %15, i64 %noise13.us
  %w0.us = load i32, ptr %181, align 4
  %182 = getelementptr inbounds float, ptr %scratch, i64 %noise13.us
  %w1.us = load i32, ptr %182, align 4
  %183 = uitofp i32 %w0.us to double
  %184 = fadd double %183, 5.000000e-01
  %185 = fmul double %184, 0x3DF0000000000000
  %186 = uitofp i32 %w1.us to double
  %187 = fadd double %186, 5.000000e-01
  %188 = fmul double %187, 0x3DF0000000000000
  %189 = bitcast double %185 to i64
  %190 = lshr i64 %189, 32
  %191 = add nuw nsw i64 %190, 614242
  %192 = lshr i64 %191, 20
  %193 = add nsw i64 %192, -1023
  %194 = shl nuw i64 %191, 32
  %195 = and i64 %194, 4503595332403200
  %196 = add nuw nsw i64 %195, 4604544269498187776
  %197 = and i64 %189, 4294967295
  %198 = or disjoint i64 %196, %197
  %199 = bitcast i64 %198 to double
  %200 = fadd double %199, -1.000000e+00
  %201 = fmul double %200, 5.000000e-01
  %202 = fmul double %200, %201
  %203 = fadd double %200, 2.000000e+00
  %204 = fdiv double %200, %203
  %205 = fmul double %204, %204
  %206 = fmul double %205, %205
  %207 = fmul double %206, 0x3FC2F112DF3E5244
  %208 = fadd double %207, 0x3FC7466496CB03DE
  %209 = insertelement <2 x double> poison, double %206, i64 0
  %210 = shufflevector <2 x double> %209, <2 x double> poison, <2 x i32> zeroinitializer
  %211 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %208, i64 1
  %212 = fmul <2 x double> %210, %211
  %213 = fadd <2 x double> %212, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %214 = fmul <2 x double> %210, %213
  %215 = fadd <2 x double> %214, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %216 = insertelement <2 x double> %209, double %205, i64 1
  %217 = fmul <2 x double> %216, %215
  %shift = shufflevector <2 x double> %217, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %217, %shift
  %218 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %219 = sitofp i64 %193 to double
  %220 = fadd double %202, %218
  %221 = fmul double %204, %220
  %222 = fmul double %219, 0x3DEA39EF35793C76
  %223 = fadd double %222, %221
  %224 = fsub double %223, %202
  %225 = fadd double %200, %224
  %226 = fmul double %219, 0x3FE62E42FEE00000
  %227 = fadd double %226, %225
  %228 = fmul double %227, -2.000000e+00
  %229 = tail call double @llvm.sqrt.f64(double %228)
  %230 = fmul double %188, 0x401921FB54442D18
  %231 = fmul double %230, 0x3FE45F306DC9C883
  %232 = fadd double %231, 0x4338000000000000
  %233 = bitcast double %232 to i64
  %234 = fadd double %232, 0xC338000000000000
  %235 = fmul double %234, 0x3FF921FB54400000
  %236 = fsub double %230, %235
  %237 = fmul double %234, 0x3DD0B4611A626331
  %238 = fmul double %234, 0x3DD0B4611A600000
  %239 = fsub double %236, %238
  %240 = fmul double %234, 0x3BA3198A2E037073
  %241 = fsub double %236, %239
  %242 = fsub double %241, %238
  %243 = fsub double %240, %242
  %244 = fsub double %236, %237
  %245 = insertelement <2 x double> poison, double %244, i64 0
  %246 = insertelement <2 x double> %245, double %230, i64 1
  %247 = bitcast <2 x double> %246 to <2 x i64>
  %248 = lshr <2 x i64> %247, splat (i64 52)
  %249 = and <2 x i64> %248, splat (i64 2047)
  %250 = extractelement <2 x i64> %249, i64 0
  %251 = add nuw nsw i64 %250, 16
  %252 = extractelement <2 x i64> %249, i64 1
  %253 = icmp samesign ult i64 %251, %252
  %254 = select i1 %253, double %239, double %236
  %255 = select i1 %253, double %243, double %237
  %256 = fsub double %254, %255
  %257 = fsub double %254, %256
  %258 = fsub double %257, %255
  %259 = fmul double %256, %256
  %260 = fmul double %259, %259
  %261 = fmul double %259, 0x3EFA01A019CB1590
  %262 = fadd double %261, 0xBF56C16C16C15177
  %263 = fmul double %259, %262
  %264 = fadd double %263, 0x3FA555555555554C
  %265 = fmul double %259, %264
  %266 = fmul double %259, 0x3DA8FAE9BE8838D4
  %267 = fsub double 0x3E21EE9EBDB4B1C4, %266
  %268 = fmul double %259, %267
  %269 = fadd double %268, 0xBE927E4F809C52AD
  %270 = fmul double %260, %260
  %271 = fmul double %270, %269
  %272 = fadd double %265, %271
  %273 = fmul double %259, 5.000000e-01
  %274 = fsub double 1.000000e+00, %273
  %275 = fsub double 1.000000e+00, %274
  %276 = fsub double %275, %273
  %277 = fmul double %259, %272
  %278 = fmul double %256, %258
  %279 = fsub double %277, %278
  %280 = fadd double %276, %279
  %281 = fadd double %274, %280
  %282 = fmul double %259, 0x3EC71DE357B1FE7D
  %283 = fadd double %282, 0xBF2A01A019C161D5
  %284 = fmul double %259, %283
  %285 = fadd double %284, 0x3F8111111110F8A6
  %286 = fmul double %259, 0x3DE5D93A5ACFD57C
  %287 = fadd double %286, 0xBE5AE5E68A2B9CEB
  %288 = fmul double %259, %260
  %289 = fmul double %288, %287
  %290 = fadd double %289, %285
  %291 = fmul double %256, %259
  %292 = fmul double %258, 5.000000e-01
  %293 = fmul double %291, %290
  %294 = fsub double %292, %293
  %295 = fmul double %259, %294
  %296 = fsub double %295, %258
  %297 = fmul double %291, 0x3FC5555555555549
  %298 = fadd double %296, %297
  %299 = fsub double %256, %298
  %300 = fneg double %281
  %301 = fneg double %299
  %302 = and i64 %233, 1
  %303 = and i64 %233, 2
  %.not.us = icmp eq i64 %302, 0
  %.not10.us = icmp eq i64 %303, 0
  %304 = select i1 %.not10.us, double %281, double %300
  %305 = select i1 %.not10.us, double %301, double %299
  %306 = select i1 %.not.us, double %304, double %305
  %307 = fmul double %229, %306
  %308 = fptrunc double %307 to float
  store float %308, ptr %181, align 4
  %309 = add nuw i64 %noise13.us, 1
  %exitcond38.not = icmp eq i64 %309, %n_features
  br i1 %exitcond38.not, label %iter.check, label %noise.body.us, !llvm.loop !14

iter.check:                                       ; preds = %noise.body.us, %middle.block88
  %brmerge203 = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge203, label %feature.body.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check59, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert60 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat61 = shufflevector <8 x float> %broadcast.splatinsert60, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %310 = getelementptr inbounds float, ptr %147, i64 %index
  %311 = getelementptr inbounds nuw i8, ptr %310, i64 32
  %wide.load = load <8 x float>, ptr %310, align 4, !alias.scope !15, !noalias !18
  %wide.load62 = load <8 x float>, ptr %311, align 4, !alias.scope !15, !noalias !18
  %312 = getelementptr inbounds float, ptr %148, i64 %index
  %313 = getelementptr inbounds nuw i8, ptr %312, i64 32
  %wide.load63 = load <8 x float>, ptr %312, align 4, !alias.scope !21
  %wide.load64 = load <8 x float>, ptr %313, align 4, !alias.scope !21
  %314 = fsub <8 x float> %wide.load63, %wide.load
  %315 = fsub <8 x float> %wide.load64, %wide.load62
  %316 = fmul <8 x float> %314, splat (float 2.000000e+00)
  %317 = fmul <8 x float> %315, splat (float 2.000000e+00)
  %318 = fmul <8 x float> %316, splat (float 5.000000e-01)
  %319 = fmul <8 x float> %317, splat (float 5.000000e-01)
  %320 = fmul <8 x float> %broadcast.splat, %318
  %321 = fmul <8 x float> %broadcast.splat, %319
  %322 = fadd <8 x float> %wide.load, %320
  %323 = fadd <8 x float> %wide.load62, %321
  %324 = getelementptr inbounds float, ptr %15, i64 %index
  %325 = getelementptr inbounds nuw i8, ptr %324, i64 32
  %wide.load65 = load <8 x float>, ptr %324, align 4, !alias.scope !22
  %wide.load66 = load <8 x float>, ptr %325, align 4, !alias.scope !22
  %326 = fmul <8 x float> %broadcast.splat61, %wide.load65
  %327 = fmul <8 x float> %broadcast.splat61, %wide.load66
  %328 = fadd <8 x float> %326, %322
  %329 = fadd <8 x float> %327, %323
  store <8 x float> %328, ptr %310, align 4, !alias.scope !15, !noalias !18
  store <8 x float> %329, ptr %311, align 4, !alias.scope !15, !noalias !18
  %index.next = add nuw i64 %index, 16
  %330 = icmp eq i64 %index.next, %n.vec
  br i1 %330, label %middle.block, label %vector.body, !llvm.loop !23

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.loopexit11.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body.us.preheader, label %vec.epilog.ph, !prof !24

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert71 = insertelement <4 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat72 = shufflevector <4 x float> %broadcast.splatinsert71, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index73 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next77, %vec.epilog.vector.body ]
  %331 = getelementptr inbounds float, ptr %147, i64 %index73
  %wide.load74 = load <4 x float>, ptr %331, align 4, !alias.scope !15, !noalias !18
  %332 = getelementptr inbounds float, ptr %148, i64 %index73
  %wide.load75 = load <4 x float>, ptr %332, align 4, !alias.scope !21
  %333 = fsub <4 x float> %wide.load75, %wide.load74
  %334 = fmul <4 x float> %333, splat (float 2.000000e+00)
  %335 = fmul <4 x float> %334, splat (float 5.000000e-01)
  %336 = fmul <4 x float> %broadcast.splat70, %335
  %337 = fadd <4 x float> %wide.load74, %336
  %338 = getelementptr inbounds float, ptr %15, i64 %index73
  %wide.load76 = load <4 x float>, ptr %338, align 4, !alias.scope !22
  %339 = fmul <4 x float> %broadcast.splat72, %wide.load76
  %340 = fadd <4 x float> %339, %337
  store <4 x float> %340, ptr %331, align 4, !alias.scope !15, !noalias !18
  %index.next77 = add nuw i64 %index73, 4
  %341 = icmp eq i64 %index.next77, %n.vec68
  br i1 %341, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !25

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n78, label %noise.done.loopexit11.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature14.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec68, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg = or disjoint i64 %feature14.us.ph, 1
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %342 = getelementptr inbounds float, ptr %147, i64 %feature14.us.ph
  %343 = load float, ptr %342, align 4
  %344 = getelementptr inbounds float, ptr %148, i64 %feature14.us.ph
  %345 = load float, ptr %344, align 4
  %346 = fsub float %345, %343
  %347 = fmul float %346, 2.000000e+00
  %348 = fmul float %347, 5.000000e-01
  %349 = fmul float %eta, %348
  %350 = fadd float %343, %349
  %351 = getelementptr inbounds float, ptr %15, i64 %feature14.us.ph
  %352 = load float, ptr %351, align 4
  %353 = fmul float %noise_scale3.us, %352
  %354 = fadd float %353, %350
  store float %354, ptr %342, align 4
  %355 = or disjoint i64 %feature14.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature14.us.unr = phi i64 [ %feature14.us.ph, %feature.body.us.preheader ], [ %355, %feature.body.us.prol ]
  %356 = icmp eq i64 %n_features, %.neg
  br i1 %356, label %noise.done.loopexit11.us, label %feature.body.us

philox.body.us:                                   ; preds = %philox.body.us.preheader, %philox.body.us
  %philox12.us = phi i64 [ %439, %philox.body.us ], [ %philox12.us.ph, %philox.body.us.preheader ]
  %element.us = add i64 %philox12.us, %row_offset.us
  %357 = and i64 %element.us, 4294967295
  %358 = mul nuw i64 %357, 3528531795
  %359 = xor i64 %element.us, %key0
  %360 = xor i64 %359, %358
  %361 = lshr i64 %360, 32
  %362 = mul nuw i64 %361, 3449720151
  %363 = lshr i64 %362, 32
  %.reass.reass = xor i64 %363, %invariant.op
  %364 = xor i64 %580, %358
  %365 = and i64 %.reass.reass, 4294967295
  %366 = mul nuw i64 %365, 3528531795
  %367 = and i64 %364, 4294967295
  %368 = mul nuw i64 %367, 3449720151
  %369 = lshr i64 %366, 32
  %370 = lshr i64 %368, 32
  %371 = xor i64 %370, %20
  %372 = xor i64 %371, %362
  %.reass50.reass = xor i64 %369, %invariant.op202
  %373 = and i64 %372, 4294967295
  %374 = mul nuw i64 %373, 3528531795
  %375 = and i64 %.reass50.reass, 4294967295
  %376 = mul nuw i64 %375, 3449720151
  %377 = lshr i64 %374, 32
  %378 = lshr i64 %376, 32
  %379 = xor i64 %22, %378
  %380 = xor i64 %379, %368
  %381 = xor i64 %377, %23
  %382 = xor i64 %381, %366
  %383 = and i64 %380, 4294967295
  %384 = mul nuw i64 %383, 3528531795
  %385 = and i64 %382, 4294967295
  %386 = mul nuw i64 %385, 3449720151
  %387 = lshr i64 %384, 32
  %388 = lshr i64 %386, 32
  %389 = xor i64 %388, %24
  %390 = xor i64 %389, %376
  %391 = xor i64 %25, %387
  %392 = xor i64 %391, %374
  %393 = and i64 %390, 4294967295
  %394 = mul nuw i64 %393, 3528531795
  %395 = and i64 %392, 4294967295
  %396 = mul nuw i64 %395, 3449720151
  %397 = lshr i64 %394, 32
  %398 = lshr i64 %396, 32
  %399 = xor i64 %26, %398
  %400 = xor i64 %399, %386
  %401 = xor i64 %397, %27
  %402 = xor i64 %401, %384
  %403 = and i64 %400, 4294967295
  %404 = mul nuw i64 %403, 3528531795
  %405 = and i64 %402, 4294967295
  %406 = mul nuw i64 %405, 3449720151
  %407 = lshr i64 %404, 32
  %408 = lshr i64 %406, 32
  %409 = xor i64 %408, %28
  %410 = xor i64 %409, %396
  %411 = xor i64 %29, %407
  %412 = xor i64 %411, %394
  %413 = and i64 %410, 4294967295
  %414 = mul nuw i64 %413, 3528531795
  %415 = and i64 %412, 4294967295
  %416 = mul nuw i64 %415, 3449720151
  %417 = lshr i64 %414, 32
  %418 = lshr i64 %416, 32
  %419 = xor i64 %30, %418
  %420 = xor i64 %419, %406
  %421 = xor i64 %417, %31
  %422 = xor i64 %421, %404
  %423 = and i64 %420, 4294967295
  %424 = mul nuw i64 %423, 3528531795
  %425 = lshr i64 %424, 32
  %426 = trunc i64 %422 to i32
  %427 = mul i32 %426, -845247145
  %428 = xor i64 %32, %425
  %429 = xor i64 %428, %414
  %430 = and i64 %429, 4294967295
  %431 = mul nuw i64 %430, 3449720151
  %432 = lshr i64 %431, 32
  %433 = trunc nuw i64 %432 to i32
  %434 = trunc i64 %431 to i32
  %435 = xor i32 %427, %433
  %436 = xor i32 %435, %33
  %437 = getelementptr inbounds float, ptr %15, i64 %philox12.us
  store i32 %436, ptr %437, align 4
  %438 = getelementptr inbounds float, ptr %scratch, i64 %philox12.us
  store i32 %434, ptr %438, align 4
  %439 = add nuw i64 %philox12.us, 1
  %exitcond.not = icmp eq i64 %439, %n_features
  br i1 %exitcond.not, label %noise.body.us.preheader, label %philox.body.us, !llvm.loop !26

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block139
  br i1 %min.iters.check79, label %noise.body.us.preheader198, label %vector.body83

vector.body83:                                    ; preds = %noise.body.us.preheader, %vector.body83
  %index84 = phi i64 [ %index.next87, %vector.body83 ], [ 0, %noise.body.us.preheader ]
  %440 = getelementptr inbounds float, ptr %15, i64 %index84
  %wide.load85 = load <8 x i32>, ptr %440, align 4
  %441 = getelementptr inbounds float, ptr %scratch, i64 %index84
  %wide.load86 = load <8 x i32>, ptr %441, align 4
  %442 = uitofp <8 x i32> %wide.load85 to <8 x double>
  %443 = fadd <8 x double> %442, splat (double 5.000000e-01)
  %444 = fmul <8 x double> %443, splat (double 0x3DF0000000000000)
  %445 = uitofp <8 x i32> %wide.load86 to <8 x double>
  %446 = fadd <8 x double> %445, splat (double 5.000000e-01)
  %447 = fmul <8 x double> %446, splat (double 0x3DF0000000000000)
  %448 = bitcast <8 x double> %444 to <8 x i64>
  %449 = lshr <8 x i64> %448, splat (i64 32)
  %450 = add nuw nsw <8 x i64> %449, splat (i64 614242)
  %451 = lshr <8 x i64> %450, splat (i64 20)
  %452 = add nsw <8 x i64> %451, splat (i64 -1023)
  %453 = shl nuw <8 x i64> %450, splat (i64 32)
  %454 = and <8 x i64> %453, splat (i64 4503595332403200)
  %455 = add nuw nsw <8 x i64> %454, splat (i64 4604544269498187776)
  %456 = and <8 x i64> %448, splat (i64 4294967295)
  %457 = or disjoint <8 x i64> %455, %456
  %458 = bitcast <8 x i64> %457 to <8 x double>
  %459 = fadd <8 x double> %458, splat (double -1.000000e+00)
  %460 = fmul <8 x double> %459, splat (double 5.000000e-01)
  %461 = fmul <8 x double> %459, %460
  %462 = fadd <8 x double> %459, splat (double 2.000000e+00)
  %463 = fdiv <8 x double> %459, %462
  %464 = fmul <8 x double> %463, %463
  %465 = fmul <8 x double> %464, %464
  %466 = fmul <8 x double> %465, splat (double 0x3FC39A09D078C69F)
  %467 = fadd <8 x double> %466, splat (double 0x3FCC71C51D8E78AF)
  %468 = fmul <8 x double> %465, %467
  %469 = fadd <8 x double> %468, splat (double 0x3FD999999997FA04)
  %470 = fmul <8 x double> %465, %469
  %471 = fmul <8 x double> %465, splat (double 0x3FC2F112DF3E5244)
  %472 = fadd <8 x double> %471, splat (double 0x3FC7466496CB03DE)
  %473 = fmul <8 x double> %465, %472
  %474 = fadd <8 x double> %473, splat (double 0x3FD2492494229359)
  %475 = fmul <8 x double> %465, %474
  %476 = fadd <8 x double> %475, splat (double 0x3FE5555555555593)
  %477 = fmul <8 x double> %464, %476
  %478 = fadd <8 x double> %470, %477
  %479 = sitofp <8 x i64> %452 to <8 x double>
  %480 = fadd <8 x double> %461, %478
  %481 = fmul <8 x double> %463, %480
  %482 = fmul <8 x double> %479, splat (double 0x3DEA39EF35793C76)
  %483 = fadd <8 x double> %482, %481
  %484 = fsub <8 x double> %483, %461
  %485 = fadd <8 x double> %459, %484
  %486 = fmul <8 x double> %479, splat (double 0x3FE62E42FEE00000)
  %487 = fadd <8 x double> %486, %485
  %488 = fmul <8 x double> %487, splat (double -2.000000e+00)
  %489 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %488)
  %490 = fmul <8 x double> %447, splat (double 0x401921FB54442D18)
  %491 = fmul <8 x double> %490, splat (double 0x3FE45F306DC9C883)
  %492 = fadd <8 x double> %491, splat (double 0x4338000000000000)
  %493 = bitcast <8 x double> %492 to <8 x i64>
  %494 = fadd <8 x double> %492, splat (double 0xC338000000000000)
  %495 = fmul <8 x double> %494, splat (double 0x3FF921FB54400000)
  %496 = fsub <8 x double> %490, %495
  %497 = fmul <8 x double> %494, splat (double 0x3DD0B4611A626331)
  %498 = fmul <8 x double> %494, splat (double 0x3DD0B4611A600000)
  %499 = fsub <8 x double> %496, %498
  %500 = fmul <8 x double> %494, splat (double 0x3BA3198A2E037073)
  %501 = fsub <8 x double> %496, %499
  %502 = fsub <8 x double> %501, %498
  %503 = fsub <8 x double> %500, %502
  %504 = fsub <8 x double> %496, %497
  %505 = bitcast <8 x double> %490 to <8 x i64>
  %506 = lshr <8 x i64> %505, splat (i64 52)
  %507 = and <8 x i64> %506, splat (i64 2047)
  %508 = bitcast <8 x double> %504 to <8 x i64>
  %509 = lshr <8 x i64> %508, splat (i64 52)
  %510 = and <8 x i64> %509, splat (i64 2047)
  %511 = add nuw nsw <8 x i64> %510, splat (i64 16)
  %512 = icmp samesign ult <8 x i64> %511, %507
  %513 = select <8 x i1> %512, <8 x double> %499, <8 x double> %496
  %514 = select <8 x i1> %512, <8 x double> %503, <8 x double> %497
  %515 = fsub <8 x double> %513, %514
  %516 = fsub <8 x double> %513, %515
  %517 = fsub <8 x double> %516, %514
  %518 = fmul <8 x double> %515, %515
  %519 = fmul <8 x double> %518, %518
  %520 = fmul <8 x double> %518, splat (double 0x3EFA01A019CB1590)
  %521 = fadd <8 x double> %520, splat (double 0xBF56C16C16C15177)
  %522 = fmul <8 x double> %518, %521
  %523 = fadd <8 x double> %522, splat (double 0x3FA555555555554C)
  %524 = fmul <8 x double> %518, %523
  %525 = fmul <8 x double> %518, splat (double 0x3DA8FAE9BE8838D4)
  %526 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %525
  %527 = fmul <8 x double> %518, %526
  %528 = fadd <8 x double> %527, splat (double 0xBE927E4F809C52AD)
  %529 = fmul <8 x double> %519, %519
  %530 = fmul <8 x double> %529, %528
  %531 = fadd <8 x double> %524, %530
  %532 = fmul <8 x double> %518, splat (double 5.000000e-01)
  %533 = fsub <8 x double> splat (double 1.000000e+00), %532
  %534 = fsub <8 x double> splat (double 1.000000e+00), %533
  %535 = fsub <8 x double> %534, %532
  %536 = fmul <8 x double> %518, %531
  %537 = fmul <8 x double> %515, %517
  %538 = fsub <8 x double> %536, %537
  %539 = fadd <8 x double> %535, %538
  %540 = fadd <8 x double> %533, %539
  %541 = fmul <8 x double> %518, splat (double 0x3EC71DE357B1FE7D)
  %542 = fadd <8 x double> %541, splat (double 0xBF2A01A019C161D5)
  %543 = fmul <8 x double> %518, %542
  %544 = fadd <8 x double> %543, splat (double 0x3F8111111110F8A6)
  %545 = fmul <8 x double> %518, splat (double 0x3DE5D93A5ACFD57C)
  %546 = fadd <8 x double> %545, splat (double 0xBE5AE5E68A2B9CEB)
  %547 = fmul <8 x double> %518, %519
  %548 = fmul <8 x double> %547, %546
  %549 = fadd <8 x double> %548, %544
  %550 = fmul <8 x double> %515, %518
  %551 = fmul <8 x double> %517, splat (double 5.000000e-01)
  %552 = fmul <8 x double> %550, %549
  %553 = fsub <8 x double> %551, %552
  %554 = fmul <8 x double> %518, %553
  %555 = fsub <8 x double> %554, %517
  %556 = fmul <8 x double> %550, splat (double 0x3FC5555555555549)
  %557 = fadd <8 x double> %555, %556
  %558 = fsub <8 x double> %515, %557
  %559 = fneg <8 x double> %540
  %560 = fneg <8 x double> %558
  %561 = and <8 x i64> %493, splat (i64 1)
  %562 = and <8 x i64> %493, splat (i64 2)
  %563 = icmp eq <8 x i64> %561, zeroinitializer
  %564 = icmp eq <8 x i64> %562, zeroinitializer
  %565 = select <8 x i1> %564, <8 x double> %540, <8 x double> %559
  %566 = select <8 x i1> %564, <8 x double> %560, <8 x double> %558
  %567 = select <8 x i1> %563, <8 x double> %565, <8 x double> %566
  %568 = fmul <8 x double> %489, %567
  %569 = fptrunc <8 x double> %568 to <8 x float>
  store <8 x float> %569, ptr %440, align 4
  %index.next87 = add nuw i64 %index84, 8
  %570 = icmp eq i64 %index.next87, %n.vec82
  br i1 %570, label %middle.block88, label %vector.body83, !llvm.loop !27

middle.block88:                                   ; preds = %vector.body83
  br i1 %cmp.n89, label %iter.check, label %noise.body.us.preheader198

noise.body.us.preheader198:                       ; preds = %noise.body.us.preheader, %middle.block88
  %noise13.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec82, %middle.block88 ]
  br label %noise.body.us

noise.done.loopexit11.us:                         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block, %vec.epilog.middle.block, %step.body.us19
  %t_next.us22 = fmul float %anneal_ratio, %temperature1.016.us21
  %571 = add nuw i64 %step17.us20, 1
  %exitcond40.not = icmp eq i64 %571, %steps
  br i1 %exitcond40.not, label %step.header.step.exit_crit_edge.split.us23, label %step.body.us19

philox.body.lr.ph.us:                             ; preds = %step.body.us19
  %key1_step.us = add i64 %step17.us20, %key1
  %572 = lshr i64 %key1_step.us, 32
  %573 = mul nuw i64 %572, 3449720151
  %574 = lshr i64 %573, 32
  %575 = xor i64 %key0, %574
  %576 = xor i64 %575, %key1_step.us
  %577 = and i64 %576, 4294967295
  %578 = mul nuw i64 %577, 3528531795
  %579 = lshr i64 %578, 32
  %580 = xor i64 %579, %19
  br i1 %min.iters.check92, label %philox.body.us.preheader, label %vector.ph93

vector.ph93:                                      ; preds = %philox.body.lr.ph.us
  %broadcast.splatinsert100 = insertelement <8 x i64> poison, i64 %580, i64 0
  %broadcast.splat101 = shufflevector <8 x i64> %broadcast.splatinsert100, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %573, %18
  %.scalar195 = and i64 %.scalar, 4294967295
  %581 = insertelement <8 x i64> poison, i64 %.scalar195, i64 0
  %.masked = shufflevector <8 x i64> %581, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar196 = xor i64 %578, %21
  %.scalar197 = and i64 %.scalar196, 4294967295
  %582 = insertelement <8 x i64> poison, i64 %.scalar197, i64 0
  %.masked193 = shufflevector <8 x i64> %582, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body136

vector.body136:                                   ; preds = %vector.body136, %vector.ph93
  %index137 = phi i64 [ 0, %vector.ph93 ], [ %index.next138, %vector.body136 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph93 ], [ %vec.ind.next, %vector.body136 ]
  %583 = add <8 x i64> %vec.ind, %broadcast.splat103
  %584 = and <8 x i64> %583, splat (i64 4294967295)
  %585 = mul nuw <8 x i64> %584, splat (i64 3528531795)
  %586 = xor <8 x i64> %583, %broadcast.splat105
  %587 = xor <8 x i64> %586, %585
  %588 = lshr <8 x i64> %587, splat (i64 32)
  %589 = mul nuw <8 x i64> %588, splat (i64 3449720151)
  %590 = lshr <8 x i64> %589, splat (i64 32)
  %591 = xor <8 x i64> %broadcast.splat101, %585
  %592 = xor <8 x i64> %.masked, %590
  %593 = mul nuw <8 x i64> %592, splat (i64 3528531795)
  %594 = and <8 x i64> %591, splat (i64 4294967295)
  %595 = mul nuw <8 x i64> %594, splat (i64 3449720151)
  %596 = lshr <8 x i64> %593, splat (i64 32)
  %597 = lshr <8 x i64> %595, splat (i64 32)
  %598 = xor <8 x i64> %597, %broadcast.splat109
  %599 = xor <8 x i64> %598, %589
  %600 = and <8 x i64> %599, splat (i64 4294967295)
  %601 = mul nuw <8 x i64> %600, splat (i64 3528531795)
  %602 = xor <8 x i64> %.masked193, %596
  %603 = mul nuw <8 x i64> %602, splat (i64 3449720151)
  %604 = lshr <8 x i64> %601, splat (i64 32)
  %605 = lshr <8 x i64> %603, splat (i64 32)
  %606 = xor <8 x i64> %broadcast.splat113, %605
  %607 = xor <8 x i64> %606, %595
  %608 = xor <8 x i64> %604, %broadcast.splat115
  %609 = xor <8 x i64> %608, %593
  %610 = and <8 x i64> %607, splat (i64 4294967295)
  %611 = mul nuw <8 x i64> %610, splat (i64 3528531795)
  %612 = and <8 x i64> %609, splat (i64 4294967295)
  %613 = mul nuw <8 x i64> %612, splat (i64 3449720151)
  %614 = lshr <8 x i64> %611, splat (i64 32)
  %615 = lshr <8 x i64> %613, splat (i64 32)
  %616 = xor <8 x i64> %615, %broadcast.splat117
  %617 = xor <8 x i64> %616, %603
  %618 = xor <8 x i64> %broadcast.splat119, %614
  %619 = xor <8 x i64> %618, %601
  %620 = and <8 x i64> %617, splat (i64 4294967295)
  %621 = mul nuw <8 x i64> %620, splat (i64 3528531795)
  %622 = and <8 x i64> %619, splat (i64 4294967295)
  %623 = mul nuw <8 x i64> %622, splat (i64 3449720151)
  %624 = lshr <8 x i64> %621, splat (i64 32)
  %625 = lshr <8 x i64> %623, splat (i64 32)
  %626 = xor <8 x i64> %broadcast.splat121, %625
  %627 = xor <8 x i64> %626, %613
  %628 = xor <8 x i64> %624, %broadcast.splat123
  %629 = xor <8 x i64> %628, %611
  %630 = and <8 x i64> %627, splat (i64 4294967295)
  %631 = mul nuw <8 x i64> %630, splat (i64 3528531795)
  %632 = and <8 x i64> %629, splat (i64 4294967295)
  %633 = mul nuw <8 x i64> %632, splat (i64 3449720151)
  %634 = lshr <8 x i64> %631, splat (i64 32)
  %635 = lshr <8 x i64> %633, splat (i64 32)
  %636 = xor <8 x i64> %635, %broadcast.splat125
  %637 = xor <8 x i64> %636, %623
  %638 = xor <8 x i64> %broadcast.splat127, %634
  %639 = xor <8 x i64> %638, %621
  %640 = and <8 x i64> %637, splat (i64 4294967295)
  %641 = mul nuw <8 x i64> %640, splat (i64 3528531795)
  %642 = and <8 x i64> %639, splat (i64 4294967295)
  %643 = mul nuw <8 x i64> %642, splat (i64 3449720151)
  %644 = lshr <8 x i64> %641, splat (i64 32)
  %645 = lshr <8 x i64> %643, splat (i64 32)
  %646 = xor <8 x i64> %broadcast.splat129, %645
  %647 = xor <8 x i64> %646, %633
  %648 = xor <8 x i64> %644, %broadcast.splat131
  %649 = xor <8 x i64> %648, %631
  %650 = and <8 x i64> %647, splat (i64 4294967295)
  %651 = mul nuw <8 x i64> %650, splat (i64 3528531795)
  %652 = lshr <8 x i64> %651, splat (i64 32)
  %653 = trunc <8 x i64> %649 to <8 x i32>
  %654 = mul <8 x i32> %653, splat (i32 -845247145)
  %655 = xor <8 x i64> %broadcast.splat133, %652
  %656 = xor <8 x i64> %655, %641
  %657 = and <8 x i64> %656, splat (i64 4294967295)
  %658 = mul nuw <8 x i64> %657, splat (i64 3449720151)
  %659 = lshr <8 x i64> %658, splat (i64 32)
  %660 = trunc nuw <8 x i64> %659 to <8 x i32>
  %661 = trunc <8 x i64> %658 to <8 x i32>
  %662 = xor <8 x i32> %654, %broadcast.splat135
  %663 = xor <8 x i32> %662, %660
  %664 = getelementptr inbounds float, ptr %15, i64 %index137
  store <8 x i32> %663, ptr %664, align 4
  %665 = getelementptr inbounds float, ptr %scratch, i64 %index137
  store <8 x i32> %661, ptr %665, align 4
  %index.next138 = add nuw i64 %index137, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %666 = icmp eq i64 %index.next138, %n.vec95
  br i1 %666, label %middle.block139, label %vector.body136, !llvm.loop !28

middle.block139:                                  ; preds = %vector.body136
  br i1 %cmp.n140, label %noise.body.us.preheader, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %philox.body.lr.ph.us, %middle.block139
  %philox12.us.ph = phi i64 [ 0, %philox.body.lr.ph.us ], [ %n.vec95, %middle.block139 ]
  %invariant.op = xor i64 %18, %573
  %invariant.op202 = xor i64 %21, %578
  br label %philox.body.us

step.header.step.exit_crit_edge.split.us23:       ; preds = %noise.done.loopexit11.us
  %667 = add nuw i64 %row18.us, 1
  %exitcond41.not = icmp eq i64 %667, %row_end
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
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !7, !6}
!15 = !{!16}
!16 = distinct !{!16, !17}
!17 = distinct !{!17, !"LVerDomain"}
!18 = !{!19, !20}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !17}
!21 = !{!19}
!22 = !{!20}
!23 = distinct !{!23, !6, !7}
!24 = !{!"branch_weights", i32 4, i32 12}
!25 = distinct !{!25, !6, !7}
!26 = distinct !{!26, !7, !6}
!27 = distinct !{!27, !6, !7}
!28 = distinct !{!28, !6, !7}
