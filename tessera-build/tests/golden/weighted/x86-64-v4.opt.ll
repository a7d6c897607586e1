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
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not = icmp eq i64 %steps, 0
  %.not30 = icmp eq i64 %n_features, 0
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
  %35 = fmul float %param_0, 5.000000e-01
  br i1 %.not, label %row.exit, label %row.body.lr.ph.split.us

row.body.lr.ph.split.us:                          ; preds = %row.body.lr.ph
  %36 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %draw_noise = load i32, ptr %36, align 4
  %cond = icmp eq i32 %draw_noise, 0
  br i1 %cond, label %row.body.lr.ph.split.us.split.us, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph.split.us
  %37 = mul i64 %row_begin, %n_features
  %38 = shl i64 %37, 2
  %39 = shl i64 %n_features, 2
  %40 = shl i64 %row_begin, 2
  %41 = add i64 %40, 4
  %42 = mul i64 %n_features, %41
  %scevgep50 = getelementptr i8, ptr %vector_0, i64 %39
  %scevgep53 = getelementptr i8, ptr %scratch, i64 %39
  %min.iters.check88 = icmp ult i64 %n_features, 8
  %n.vec91 = and i64 %n_features, -8
  %broadcast.splatinsert100 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat101 = shufflevector <8 x i64> %broadcast.splatinsert100, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert104 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat105 = shufflevector <8 x i64> %broadcast.splatinsert104, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert108 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat109 = shufflevector <8 x i64> %broadcast.splatinsert108, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert110 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat111 = shufflevector <8 x i64> %broadcast.splatinsert110, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert112 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat113 = shufflevector <8 x i64> %broadcast.splatinsert112, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert114 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat115 = shufflevector <8 x i64> %broadcast.splatinsert114, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert116 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat117 = shufflevector <8 x i64> %broadcast.splatinsert116, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert118 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat119 = shufflevector <8 x i64> %broadcast.splatinsert118, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert120 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat121 = shufflevector <8 x i64> %broadcast.splatinsert120, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert122 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat123 = shufflevector <8 x i64> %broadcast.splatinsert122, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert124 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat125 = shufflevector <8 x i64> %broadcast.splatinsert124, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert126 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat127 = shufflevector <8 x i64> %broadcast.splatinsert126, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert128 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat129 = shufflevector <8 x i64> %broadcast.splatinsert128, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert130 = insertelement <8 x i32> poison, i32 %34, i64 0
  %broadcast.splat131 = shufflevector <8 x i32> %broadcast.splatinsert130, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n136 = icmp eq i64 %n_features, %n.vec91
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check61 = icmp ult i64 %n_features, 16
  %n.mod.vf = and i64 %n_features, 12
  %n.vec = and i64 %n_features, -16
  %broadcast.splatinsert = insertelement <8 x float> poison, float %35, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert62 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat63 = shufflevector <8 x float> %broadcast.splatinsert62, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec74 = and i64 %n_features, -4
  %broadcast.splatinsert75 = insertelement <4 x float> poison, float %35, i64 0
  %broadcast.splat76 = shufflevector <4 x float> %broadcast.splatinsert75, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert77 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat78 = shufflevector <4 x float> %broadcast.splatinsert77, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n87 = icmp eq i64 %n_features, %n.vec74
  %xtraiter = and i64 %n_features, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %row.body.us

row.body.lr.ph.split.us.split.us:                 ; preds = %row.body.lr.ph.split.us
  br i1 %.not30, label %row.exit, label %row.body.us.us.us.preheader

row.body.us.us.us.preheader:                      ; preds = %row.body.lr.ph.split.us.split.us
  %43 = mul i64 %row_begin, %n_features
  %44 = shl i64 %43, 2
  %45 = shl i64 %n_features, 2
  %46 = shl i64 %row_begin, 2
  %47 = add i64 %46, 4
  %48 = mul i64 %n_features, %47
  %scevgep143 = getelementptr i8, ptr %vector_0, i64 %45
  %min.iters.check154 = icmp ult i64 %n_features, 4
  %min.iters.check157 = icmp ult i64 %n_features, 16
  %n.mod.vf160 = and i64 %n_features, 12
  %n.vec161 = and i64 %n_features, -16
  %broadcast.splatinsert162 = insertelement <8 x float> poison, float %35, i64 0
  %broadcast.splat163 = shufflevector <8 x float> %broadcast.splatinsert162, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert164 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat165 = shufflevector <8 x float> %broadcast.splatinsert164, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n176 = icmp eq i64 %n_features, %n.vec161
  %min.epilog.iters.check180 = icmp eq i64 %n.mod.vf160, 0
  %n.vec183 = and i64 %n_features, -4
  %broadcast.splatinsert184 = insertelement <4 x float> poison, float %35, i64 0
  %broadcast.splat185 = shufflevector <4 x float> %broadcast.splatinsert184, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert186 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat187 = shufflevector <4 x float> %broadcast.splatinsert186, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n195 = icmp eq i64 %n_features, %n.vec183
  %xtraiter202 = and i64 %n_features, 3
  %lcmp.mod203.not = icmp eq i64 %xtraiter202, 0
  br label %row.body.us.us.us

row.body.us.us.us:                                ; preds = %row.body.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us
  %indvar139 = phi i64 [ 0, %row.body.us.us.us.preheader ], [ %indvar.next140, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %row17.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.preheader ], [ %151, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %49 = mul i64 %45, %indvar139
  %50 = add i64 %44, %49
  %scevgep141 = getelementptr i8, ptr %state, i64 %50
  %51 = add i64 %48, %49
  %scevgep142 = getelementptr i8, ptr %state, i64 %51
  %scevgep144 = getelementptr i8, ptr %input_0, i64 %50
  %scevgep145 = getelementptr i8, ptr %input_0, i64 %51
  %row_offset.us.us.us = mul i64 %row17.us.us.us, %n_features
  %52 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us
  %53 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us.us
  %bound0146 = icmp ult ptr %scevgep141, %scevgep143
  %bound1147 = icmp ult ptr %vector_0, %scevgep142
  %found.conflict148 = and i1 %bound0146, %bound1147
  %bound0149 = icmp ult ptr %scevgep141, %scevgep145
  %bound1150 = icmp ult ptr %scevgep144, %scevgep142
  %found.conflict151 = and i1 %bound0149, %bound1150
  %conflict.rdx152 = or i1 %found.conflict148, %found.conflict151
  br label %iter.check156

iter.check156:                                    ; preds = %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, %row.body.us.us.us
  %step16.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us ], [ %150, %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us ]
  %brmerge = select i1 %min.iters.check154, i1 true, i1 %conflict.rdx152
  br i1 %brmerge, label %feature.body7.us.us.us.us.us.preheader, label %vector.main.loop.iter.check158

vector.main.loop.iter.check158:                   ; preds = %iter.check156
  br i1 %min.iters.check157, label %vec.epilog.ph181, label %vector.body166

vector.body166:                                   ; preds = %vector.main.loop.iter.check158, %vector.body166
  %index167 = phi i64 [ %index.next174, %vector.body166 ], [ 0, %vector.main.loop.iter.check158 ]
  %54 = getelementptr inbounds float, ptr %52, i64 %index167
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 32
  %wide.load168 = load <8 x float>, ptr %54, align 4, !alias.scope !0, !noalias !3
  %wide.load169 = load <8 x float>, ptr %55, align 4, !alias.scope !0, !noalias !3
  %56 = getelementptr inbounds float, ptr %vector_0, i64 %index167
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 32
  %wide.load170 = load <8 x float>, ptr %56, align 4, !alias.scope !6
  %wide.load171 = load <8 x float>, ptr %57, align 4, !alias.scope !6
  %58 = fmul <8 x float> %broadcast.splat163, %wide.load170
  %59 = fmul <8 x float> %broadcast.splat163, %wide.load171
  %60 = getelementptr inbounds float, ptr %53, i64 %index167
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 32
  %wide.load172 = load <8 x float>, ptr %60, align 4, !alias.scope !7
  %wide.load173 = load <8 x float>, ptr %61, align 4, !alias.scope !7
  %62 = fsub <8 x float> %wide.load168, %wide.load172
  %63 = fsub <8 x float> %wide.load169, %wide.load173
  %64 = fmul <8 x float> %62, splat (float 2.000000e+00)
  %65 = fmul <8 x float> %63, splat (float 2.000000e+00)
  %66 = fmul <8 x float> %58, %64
  %67 = fmul <8 x float> %59, %65
  %68 = fmul <8 x float> %broadcast.splat165, %66
  %69 = fmul <8 x float> %broadcast.splat165, %67
  %70 = fsub <8 x float> %wide.load168, %68
  %71 = fsub <8 x float> %wide.load169, %69
  store <8 x float> %70, ptr %54, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %71, ptr %55, align 4, !alias.scope !0, !noalias !3
  %index.next174 = add nuw i64 %index167, 16
  %72 = icmp eq i64 %index.next174, %n.vec161
  br i1 %72, label %middle.block175, label %vector.body166, !llvm.loop !8

middle.block175:                                  ; preds = %vector.body166
  br i1 %cmp.n176, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %vec.epilog.iter.check179

vec.epilog.iter.check179:                         ; preds = %middle.block175
  br i1 %min.epilog.iters.check180, label %feature.body7.us.us.us.us.us.preheader, label %vec.epilog.ph181, !prof !11

vec.epilog.ph181:                                 ; preds = %vector.main.loop.iter.check158, %vec.epilog.iter.check179
  %vec.epilog.resume.val177 = phi i64 [ %n.vec161, %vec.epilog.iter.check179 ], [ 0, %vector.main.loop.iter.check158 ]
  br label %vec.epilog.vector.body188

vec.epilog.vector.body188:                        ; preds = %vec.epilog.vector.body188, %vec.epilog.ph181
  %index189 = phi i64 [ %vec.epilog.resume.val177, %vec.epilog.ph181 ], [ %index.next193, %vec.epilog.vector.body188 ]
  %73 = getelementptr inbounds float, ptr %52, i64 %index189
  %wide.load190 = load <4 x float>, ptr %73, align 4, !alias.scope !0, !noalias !3
  %74 = getelementptr inbounds float, ptr %vector_0, i64 %index189
  %wide.load191 = load <4 x float>, ptr %74, align 4, !alias.scope !6
  %75 = fmul <4 x float> %broadcast.splat185, %wide.load191
  %76 = getelementptr inbounds float, ptr %53, i64 %index189
  %wide.load192 = load <4 x float>, ptr %76, align 4, !alias.scope !7
  %77 = fsub <4 x float> %wide.load190, %wide.load192
  %78 = fmul <4 x float> %77, splat (float 2.000000e+00)
  %79 = fmul <4 x float> %75, %78
  %80 = fmul <4 x float> %broadcast.splat187, %79
  %81 = fsub <4 x float> %wide.load190, %80
  store <4 x float> %81, ptr %73, align 4, !alias.scope !0, !noalias !3
  %index.next193 = add nuw i64 %index189, 4
  %82 = icmp eq i64 %index.next193, %n.vec183
  br i1 %82, label %vec.epilog.middle.block194, label %vec.epilog.vector.body188, !llvm.loop !12

vec.epilog.middle.block194:                       ; preds = %vec.epilog.vector.body188
  br i1 %cmp.n195, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us.preheader

feature.body7.us.us.us.us.us.preheader:           ; preds = %iter.check156, %vec.epilog.iter.check179, %vec.epilog.middle.block194
  %feature914.us.us.us.us.us.ph = phi i64 [ 0, %iter.check156 ], [ %n.vec183, %vec.epilog.middle.block194 ], [ %n.vec161, %vec.epilog.iter.check179 ]
  br i1 %lcmp.mod203.not, label %feature.body7.us.us.us.us.us.prol.loopexit, label %feature.body7.us.us.us.us.us.prol

feature.body7.us.us.us.us.us.prol:                ; preds = %feature.body7.us.us.us.us.us.preheader, %feature.body7.us.us.us.us.us.prol
  %feature914.us.us.us.us.us.prol = phi i64 [ %95, %feature.body7.us.us.us.us.us.prol ], [ %feature914.us.us.us.us.us.ph, %feature.body7.us.us.us.us.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body7.us.us.us.us.us.prol ], [ 0, %feature.body7.us.us.us.us.us.preheader ]
  %83 = getelementptr inbounds float, ptr %52, i64 %feature914.us.us.us.us.us.prol
  %84 = load float, ptr %83, align 4
  %85 = getelementptr inbounds float, ptr %vector_0, i64 %feature914.us.us.us.us.us.prol
  %86 = load float, ptr %85, align 4
  %87 = fmul float %35, %86
  %88 = getelementptr inbounds float, ptr %53, i64 %feature914.us.us.us.us.us.prol
  %89 = load float, ptr %88, align 4
  %90 = fsub float %84, %89
  %91 = fmul float %90, 2.000000e+00
  %92 = fmul float %87, %91
  %93 = fmul float %eta, %92
  %94 = fsub float %84, %93
  store float %94, ptr %83, align 4
  %95 = add nuw i64 %feature914.us.us.us.us.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter202
  br i1 %prol.iter.cmp.not, label %feature.body7.us.us.us.us.us.prol.loopexit, label %feature.body7.us.us.us.us.us.prol, !llvm.loop !13

feature.body7.us.us.us.us.us.prol.loopexit:       ; preds = %feature.body7.us.us.us.us.us.prol, %feature.body7.us.us.us.us.us.preheader
  %feature914.us.us.us.us.us.unr = phi i64 [ %feature914.us.us.us.us.us.ph, %feature.body7.us.us.us.us.us.preheader ], [ %95, %feature.body7.us.us.us.us.us.prol ]
  %96 = sub i64 %feature914.us.us.us.us.us.ph, %n_features
  %97 = icmp ugt i64 %96, -4
  br i1 %97, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us

feature.body7.us.us.us.us.us:                     ; preds = %feature.body7.us.us.us.us.us.prol.loopexit, %feature.body7.us.us.us.us.us
  %feature914.us.us.us.us.us = phi i64 [ %149, %feature.body7.us.us.us.us.us ], [ %feature914.us.us.us.us.us.unr, %feature.body7.us.us.us.us.us.prol.loopexit ]
  %98 = getelementptr inbounds float, ptr %52, i64 %feature914.us.us.us.us.us
  %99 = load float, ptr %98, align 4
  %100 = getelementptr inbounds float, ptr %vector_0, i64 %feature914.us.us.us.us.us
  %101 = load float, ptr %100, align 4
  %102 = fmul float %35, %101
  %103 = getelementptr inbounds float, ptr %53, i64 %feature914.us.us.us.us.us
  %104 = load float, ptr %103, align 4
  %105 = fsub float %99, %104
  %106 = fmul float %105, 2.000000e+00
  %107 = fmul float %102, %106
  %108 = fmul float %eta, %107
  %109 = fsub float %99, %108
  store float %109, ptr %98, align 4
  %110 = add nuw i64 %feature914.us.us.us.us.us, 1
  %111 = getelementptr inbounds float, ptr %52, i64 %110
  %112 = load float, ptr %111, align 4
  %113 = getelementptr inbounds float, ptr %vector_0, i64 %110
  %114 = load float, ptr %113, align 4
  %115 = fmul float %35, %114
  %116 = getelementptr inbounds float, ptr %53, i64 %110
  %117 = load float, ptr %116, align 4
  %118 = fsub float %112, %117
  %119 = fmul float %118, 2.000000e+00
  %120 = fmul float %115, %119
  %121 = fmul float %eta, %120
  %122 = fsub float %112, %121
  store float %122, ptr %111, align 4
  %123 = add nuw i64 %feature914.us.us.us.us.us, 2
  %124 = getelementptr inbounds float, ptr %52, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = getelementptr inbounds float, ptr %vector_0, i64 %123
  %127 = load float, ptr %126, align 4
  %128 = fmul float %35, %127
  %129 = getelementptr inbounds float, ptr %53, i64 %123
  %130 = load float, ptr %129, align 4
  %131 = fsub float %125, %130
  %132 = fmul float %131, 2.000000e+00
  %133 = fmul float %128, %132
  %134 = fmul float %eta, %133
  %135 = fsub float %125, %134
  store float %135, ptr %124, align 4
  %136 = add nuw i64 %feature914.us.us.us.us.us, 3
  %137 = getelementptr inbounds float, ptr %52, i64 %136
  %138 = load float, ptr %137, align 4
  %139 = getelementptr inbounds float, ptr %vector_0, i64 %136
  %140 = load float, ptr %139, align 4
  %141 = fmul float %35, %140
  %142 = getelementptr inbounds float, ptr %53, i64 %136
  %143 = load float, ptr %142, align 4
  %144 = fsub float %138, %143
  %145 = fmul float %144, 2.000000e+00
  %146 = fmul float %141, %145
  %147 = fmul float %eta, %146
  %148 = fsub float %138, %147
  store float %148, ptr %137, align 4
  %149 = add nuw i64 %feature914.us.us.us.us.us, 4
  %exitcond39.not.3 = icmp eq i64 %149, %n_features
  br i1 %exitcond39.not.3, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us, !llvm.loop !15

feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us: ; preds = %feature.body7.us.us.us.us.us.prol.loopexit, %feature.body7.us.us.us.us.us, %vec.epilog.middle.block194, %middle.block175
  %150 = add nuw i64 %step16.us.us.us.us.us, 1
  %exitcond40.not = icmp eq i64 %150, %steps
  br i1 %exitcond40.not, label %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, label %iter.check156

step.header.step.exit_crit_edge.split.us.split.us.us.us.us: ; preds = %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us
  %151 = add nuw i64 %row17.us.us.us, 1
  %exitcond41.not = icmp eq i64 %151, %row_end
  %indvar.next140 = add i64 %indvar139, 1
  br i1 %exitcond41.not, label %row.exit, label %row.body.us.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.split.us22
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.us22 ]
  %row17.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %730, %step.header.step.exit_crit_edge.split.us22 ]
  %152 = mul i64 %39, %indvar
  %153 = add i64 %38, %152
  %scevgep = getelementptr i8, ptr %state, i64 %153
  %154 = add i64 %42, %152
  %scevgep49 = getelementptr i8, ptr %state, i64 %154
  %scevgep51 = getelementptr i8, ptr %input_0, i64 %153
  %scevgep52 = getelementptr i8, ptr %input_0, i64 %154
  %row_offset.us = mul i64 %row17.us, %n_features
  %155 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %156 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert98 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat99 = shufflevector <8 x i64> %broadcast.splatinsert98, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0 = icmp ult ptr %scevgep, %scevgep50
  %bound1 = icmp ult ptr %vector_0, %scevgep49
  %found.conflict = and i1 %bound0, %bound1
  %bound054 = icmp ult ptr %scevgep, %scevgep52
  %bound155 = icmp ult ptr %scevgep51, %scevgep49
  %found.conflict56 = and i1 %bound054, %bound155
  %conflict.rdx = or i1 %found.conflict, %found.conflict56
  %bound057 = icmp ult ptr %scevgep, %scevgep53
  %bound158 = icmp ult ptr %scratch, %scevgep49
  %found.conflict59 = and i1 %bound057, %bound158
  %conflict.rdx60 = or i1 %conflict.rdx, %found.conflict59
  br label %step.body.us18

step.body.us18:                                   ; preds = %row.body.us, %noise.done.loopexit11.us
  %step16.us19 = phi i64 [ 0, %row.body.us ], [ %483, %noise.done.loopexit11.us ]
  %temperature1.015.us20 = phi float [ %temperature, %row.body.us ], [ %t_next.us21, %noise.done.loopexit11.us ]
  %157 = fmul float %two_eta, %temperature1.015.us20
  %158 = fcmp ogt float %157, 0.000000e+00
  %159 = tail call float @llvm.sqrt.f32(float %157)
  %160 = select i1 %158, float %159, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %160
  br i1 %.not30, label %noise.done.loopexit11.us, label %noise.body.lr.ph.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature13.us = phi i64 [ %194, %feature.body.us ], [ %feature13.us.unr, %feature.body.us.prol.loopexit ]
  %161 = getelementptr inbounds float, ptr %155, i64 %feature13.us
  %162 = load float, ptr %161, align 4
  %163 = getelementptr inbounds float, ptr %vector_0, i64 %feature13.us
  %164 = load float, ptr %163, align 4
  %165 = fmul float %35, %164
  %166 = getelementptr inbounds float, ptr %156, i64 %feature13.us
  %167 = load float, ptr %166, align 4
  %168 = fsub float %162, %167
  %169 = fmul float %168, 2.000000e+00
  %170 = fmul float %165, %169
  %171 = fmul float %eta, %170
  %172 = fsub float %162, %171
  %173 = getelementptr inbounds float, ptr %scratch, i64 %feature13.us
  %174 = load float, ptr %173, align 4
  %175 = fmul float %noise_scale3.us, %174
  %176 = fadd float %175, %172
  store float %176, ptr %161, align 4
  %177 = add nuw i64 %feature13.us, 1
  %178 = getelementptr inbounds float, ptr %155, i64 %177
  %179 = load float, ptr %178, align 4
  %180 = getelementptr inbounds float, ptr %vector_0, i64 %177
  %181 = load float, ptr %180, align 4
  %182 = fmul float %35, %181
  %183 = getelementptr inbounds float, ptr %156, i64 %177
  %184 = load float, ptr %183, align 4
  %185 = fsub float %179, %184
  %186 = fmul float %185, 2.000000e+00
  %187 = fmul float %182, %186
  %188 = fmul float %eta, %187
  %189 = fsub float %179, %188
  %190 = getelementptr inbounds float, ptr %scratch, i64 %177
  %191 = load float, ptr %190, align 4
  %192 = fmul float %noise_scale3.us, %191
  %193 = fadd float %192, %189
  store float %193, ptr %178, align 4
  %194 = add nuw i64 %feature13.us, 2
  %exitcond36.not.1 = icmp eq i64 %194, %n_features
  br i1 %exitcond36.not.1, label %noise.done.loopexit11.us, label %feature.body.us, !llvm.loop !16

noise.body.us:                                    ; preds = %noise.body.us.preheader, %noise.body.us
  %noise12.us = phi i64 [ %426, %noise.body.us ], [ %noise12.us.ph, %noise.body.us.preheader ]
  %element.us = add i64 %noise12.us, %row_offset.us
  %195 = and i64 %element.us, 4294967295
  %196 = mul nuw i64 %195, 3528531795
  %197 = xor i64 %element.us, %key0
  %198 = xor i64 %197, %196
  %199 = lshr i64 %198, 32
  %200 = mul nuw i64 %199, 3449720151
  %201 = lshr i64 %200, 32
  %.reass.reass = xor i64 %201, %invariant.op
  %202 = xor i64 %492, %196
  %203 = and i64 %.reass.reass, 4294967295
  %204 = mul nuw i64 %203, 3528531795
  %205 = and i64 %202, 4294967295
  %206 = mul nuw i64 %205, 3449720151
  %207 = lshr i64 %204, 32
  %208 = lshr i64 %206, 32
  %209 = xor i64 %208, %21
  %210 = xor i64 %209, %200
  %.reass47.reass = xor i64 %207, %invariant.op204
  %211 = and i64 %210, 4294967295
  %212 = mul nuw i64 %211, 3528531795
  %213 = and i64 %.reass47.reass, 4294967295
  %214 = mul nuw i64 %213, 3449720151
  %215 = lshr i64 %212, 32
  %216 = lshr i64 %214, 32
  %217 = xor i64 %23, %216
  %218 = xor i64 %217, %206
  %219 = xor i64 %215, %24
  %220 = xor i64 %219, %204
  %221 = and i64 %218, 4294967295
  %222 = mul nuw i64 %221, 3528531795
  %223 = and i64 %220, 4294967295
  %224 = mul nuw i64 %223, 3449720151
  %225 = lshr i64 %222, 32
  %226 = lshr i64 %224, 32
  %227 = xor i64 %226, %25
  %228 = xor i64 %227, %214
  %229 = xor i64 %26, %225
  %230 = xor i64 %229, %212
  %231 = and i64 %228, 4294967295
  %232 = mul nuw i64 %231, 3528531795
  %233 = and i64 %230, 4294967295
  %234 = mul nuw i64 %233, 3449720151
  %235 = lshr i64 %232, 32
  %236 = lshr i64 %234, 32
  %237 = xor i64 %27, %236
  %238 = xor i64 %237, %224
  %239 = xor i64 %235, %28
  %240 = xor i64 %239, %222
  %241 = and i64 %238, 4294967295
  %242 = mul nuw i64 %241, 3528531795
  %243 = and i64 %240, 4294967295
  %244 = mul nuw i64 %243, 3449720151
  %245 = lshr i64 %242, 32
  %246 = lshr i64 %244, 32
  %247 = xor i64 %246, %29
  %248 = xor i64 %247, %234
  %249 = xor i64 %30, %245
  %250 = xor i64 %249, %232
  %251 = and i64 %248, 4294967295
  %252 = mul nuw i64 %251, 3528531795
  %253 = and i64 %250, 4294967295
  %254 = mul nuw i64 %253, 3449720151
  %255 = lshr i64 %252, 32
  %256 = lshr i64 %254, 32
  %257 = xor i64 %31, %256
  %258 = xor i64 %257, %244
  %259 = xor i64 %255, %32
  %260 = xor i64 %259, %242
  %261 = and i64 %258, 4294967295
  %262 = mul nuw i64 %261, 3528531795
  %263 = lshr i64 %262, 32
  %264 = trunc i64 %260 to i32
  %265 = mul i32 %264, -845247145
  %266 = xor i64 %33, %263
  %267 = xor i64 %266, %252
  %268 = and i64 %267, 4294967295
  %269 = mul nuw i64 %268, 3449720151
  %270 = lshr i64 %269, 32
  %271 = trunc nuw i64 %270 to i32
  %272 = trunc i64 %269 to i32
  %273 = xor i32 %265, %271
  %274 = xor i32 %273, %34
  %275 = uitofp i32 %274 to double
  %276 = fadd double %275, 5.000000e-01
  %277 = fmul double %276, 0x3DF0000000000000
  %278 = uitofp i32 %272 to double
  %279 = fadd double %278, 5.000000e-01
  %280 = fmul double %279, 0x3DF0000000000000
  %281 = fcmp olt double %277, 0x10000000000000
  %282 = fmul double %277, 0x4350000000000000
  %283 = select i1 %281, double %282, double %277
  %.neg.us = select i1 %281, i64 -1077, i64 -1023
  %284 = bitcast double %283 to i64
  %285 = lshr i64 %284, 32
  %286 = add nuw nsw i64 %285, 614242
  %287 = lshr i64 %286, 20
  %288 = add nsw i64 %287, %.neg.us
  %289 = shl i64 %286, 32
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
  %302 = fmul double %301, 0x3FC39A09D078C69F
  %303 = fadd double %302, 0x3FCC71C51D8E78AF
  %304 = fmul double %301, %303
  %305 = fadd double %304, 0x3FD999999997FA04
  %306 = fmul double %301, %305
  %307 = fmul double %301, 0x3FC2F112DF3E5244
  %308 = fadd double %307, 0x3FC7466496CB03DE
  %309 = fmul double %301, %308
  %310 = fadd double %309, 0x3FD2492494229359
  %311 = fmul double %301, %310
  %312 = fadd double %311, 0x3FE5555555555593
  %313 = fmul double %300, %312
  %314 = fadd double %306, %313
  %315 = sitofp i64 %288 to double
  %316 = fadd double %297, %314
  %317 = fmul double %299, %316
  %318 = fmul double %315, 0x3DEA39EF35793C76
  %319 = fadd double %318, %317
  %320 = fsub double %319, %297
  %321 = fadd double %295, %320
  %322 = fmul double %315, 0x3FE62E42FEE00000
  %323 = fadd double %322, %321
  %324 = fcmp oeq double %277, 0x7FF0000000000000
  %325 = fcmp oeq double %277, 0.000000e+00
  %326 = fmul double %323, -2.000000e+00
  %327 = select i1 %324, double 0xFFF0000000000000, double %326
  %328 = select i1 %325, double 0x7FF0000000000000, double %327
  %329 = tail call double @llvm.sqrt.f64(double %328)
  %330 = fmul double %280, 0x401921FB54442D18
  %331 = fmul double %330, 0x3FE45F306DC9C883
  %332 = fadd double %331, 0x4338000000000000
  %333 = bitcast double %332 to i64
  %334 = fadd double %332, 0xC338000000000000
  %335 = fmul double %334, 0x3FF921FB54400000
  %336 = fsub double %330, %335
  %337 = fmul double %334, 0x3DD0B4611A626331
  %338 = fmul double %334, 0x3DD0B4611A600000
  %339 = fsub double %336, %338
  %340 = fmul double %334, 0x3BA3198A2E037073
  %341 = fsub double %336, %339
  %342 = fsub double %341, %338
  %343 = fsub double %340, %342
  %344 = fmul double %334, 0x3BA3198A2E000000
  %345 = fsub double %339, %344
  %346 = fmul double %334, 0x397B839A252049C1
  %347 = fsub double %339, %345
  %348 = fsub double %347, %344
  %349 = fsub double %346, %348
  %350 = fsub double %336, %337
  %351 = fsub double %339, %343
  %352 = bitcast double %350 to i64
  %353 = lshr i64 %352, 52
  %354 = and i64 %353, 2047
  %355 = insertelement <2 x double> poison, double %351, i64 0
  %356 = insertelement <2 x double> %355, double %330, i64 1
  %357 = bitcast <2 x double> %356 to <2 x i64>
  %358 = lshr <2 x i64> %357, splat (i64 52)
  %359 = and <2 x i64> %358, splat (i64 2047)
  %360 = add nuw nsw i64 %354, 16
  %361 = extractelement <2 x i64> %359, i64 1
  %362 = icmp samesign ult i64 %360, %361
  %363 = extractelement <2 x i64> %359, i64 0
  %364 = add nuw nsw i64 %363, 49
  %365 = icmp samesign ult i64 %364, %361
  %366 = select i1 %365, double %345, double %339
  %367 = select i1 %365, double %349, double %343
  %368 = select i1 %362, double %366, double %336
  %369 = select i1 %362, double %367, double %337
  %370 = fsub double %368, %369
  %371 = fsub double %368, %370
  %372 = fsub double %371, %369
  %373 = fmul double %370, %370
  %374 = fmul double %373, %373
  %375 = fmul double %373, 0x3EFA01A019CB1590
  %376 = fadd double %375, 0xBF56C16C16C15177
  %377 = fmul double %373, %376
  %378 = fadd double %377, 0x3FA555555555554C
  %379 = fmul double %373, %378
  %380 = fmul double %373, 0x3DA8FAE9BE8838D4
  %381 = fsub double 0x3E21EE9EBDB4B1C4, %380
  %382 = fmul double %373, %381
  %383 = fadd double %382, 0xBE927E4F809C52AD
  %384 = fmul double %374, %374
  %385 = fmul double %384, %383
  %386 = fadd double %379, %385
  %387 = fmul double %373, 5.000000e-01
  %388 = fsub double 1.000000e+00, %387
  %389 = fsub double 1.000000e+00, %388
  %390 = fsub double %389, %387
  %391 = fmul double %373, %386
  %392 = fmul double %370, %372
  %393 = fsub double %391, %392
  %394 = fadd double %390, %393
  %395 = fadd double %388, %394
  %396 = fmul double %373, 0x3EC71DE357B1FE7D
  %397 = fadd double %396, 0xBF2A01A019C161D5
  %398 = fmul double %373, %397
  %399 = fadd double %398, 0x3F8111111110F8A6
  %400 = fmul double %373, 0x3DE5D93A5ACFD57C
  %401 = fadd double %400, 0xBE5AE5E68A2B9CEB
  %402 = fmul double %373, %374
  %403 = fmul double %402, %401
  %404 = fadd double %403, %399
  %405 = fmul double %370, %373
  %406 = fmul double %372, 5.000000e-01
  %407 = fmul double %405, %404
  %408 = fsub double %406, %407
  %409 = fmul double %373, %408
  %410 = fsub double %409, %372
  %411 = fmul double %405, 0x3FC5555555555549
  %412 = fadd double %410, %411
  %413 = fsub double %370, %412
  %414 = fneg double %395
  %415 = fneg double %413
  %416 = and i64 %333, 1
  %417 = and i64 %333, 2
  %.not.us = icmp eq i64 %416, 0
  %.not10.us = icmp eq i64 %417, 0
  %418 = select i1 %.not10.us, double %395, double %414
  %419 = select i1 %.not10.us, double %415, double %413
  %420 = select i1 %.not.us, double %418, double %419
  %421 = fcmp olt double %330, 0x413921FB00000000
  %422 = select i1 %421, double %420, double 0x7FF8000000000000
  %423 = fmul double %422, %329
  %424 = fptrunc double %423 to float
  %425 = getelementptr inbounds float, ptr %scratch, i64 %noise12.us
  store float %424, ptr %425, align 4
  %426 = add nuw i64 %noise12.us, 1
  %exitcond.not = icmp eq i64 %426, %n_features
  br i1 %exitcond.not, label %iter.check, label %noise.body.us, !llvm.loop !17

iter.check:                                       ; preds = %noise.body.us, %middle.block135
  %brmerge205 = select i1 %min.iters.check, i1 true, i1 %conflict.rdx60
  br i1 %brmerge205, label %feature.body.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check61, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert64 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat65 = shufflevector <8 x float> %broadcast.splatinsert64, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %427 = getelementptr inbounds float, ptr %155, i64 %index
  %428 = getelementptr inbounds nuw i8, ptr %427, i64 32
  %wide.load = load <8 x float>, ptr %427, align 4, !alias.scope !18, !noalias !21
  %wide.load66 = load <8 x float>, ptr %428, align 4, !alias.scope !18, !noalias !21
  %429 = getelementptr inbounds float, ptr %vector_0, i64 %index
  %430 = getelementptr inbounds nuw i8, ptr %429, i64 32
  %wide.load67 = load <8 x float>, ptr %429, align 4, !alias.scope !25
  %wide.load68 = load <8 x float>, ptr %430, align 4, !alias.scope !25
  %431 = fmul <8 x float> %broadcast.splat, %wide.load67
  %432 = fmul <8 x float> %broadcast.splat, %wide.load68
  %433 = getelementptr inbounds float, ptr %156, i64 %index
  %434 = getelementptr inbounds nuw i8, ptr %433, i64 32
  %wide.load69 = load <8 x float>, ptr %433, align 4, !alias.scope !26
  %wide.load70 = load <8 x float>, ptr %434, align 4, !alias.scope !26
  %435 = fsub <8 x float> %wide.load, %wide.load69
  %436 = fsub <8 x float> %wide.load66, %wide.load70
  %437 = fmul <8 x float> %435, splat (float 2.000000e+00)
  %438 = fmul <8 x float> %436, splat (float 2.000000e+00)
  %439 = fmul <8 x float> %431, %437
  %440 = fmul <8 x float> %432, %438
  %441 = fmul <8 x float> %broadcast.splat63, %439
  %442 = fmul <8 x float> %broadcast.splat63, %440
  %443 = fsub <8 x float> %wide.load, %441
  %444 = fsub <8 x float> %wide.load66, %442
  %445 = getelementptr inbounds float, ptr %scratch, i64 %index
  %446 = getelementptr inbounds nuw i8, ptr %445, i64 32
  %wide.load71 = load <8 x float>, ptr %445, align 4, !alias.scope !27
  %wide.load72 = load <8 x float>, ptr %446, align 4, !alias.scope !27
  %447 = fmul <8 x float> %broadcast.splat65, %wide.load71
  %448 = fmul <8 x float> %broadcast.splat65, %wide.load72
  %449 = fadd <8 x float> %447, %443
  %450 = fadd <8 x float> %448, %444
  store <8 x float> %449, ptr %427, align 4, !alias.scope !18, !noalias !21
  store <8 x float> %450, ptr %428, align 4, !alias.scope !18, !noalias !21
  %index.next = add nuw i64 %index, 16
  %451 = icmp eq i64 %index.next, %n.vec
  br i1 %451, label %middle.block, label %vector.body, !llvm.loop !28

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.loopexit11.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body.us.preheader, label %vec.epilog.ph, !prof !11

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert79 = insertelement <4 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat80 = shufflevector <4 x float> %broadcast.splatinsert79, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index81 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next86, %vec.epilog.vector.body ]
  %452 = getelementptr inbounds float, ptr %155, i64 %index81
  %wide.load82 = load <4 x float>, ptr %452, align 4, !alias.scope !18, !noalias !21
  %453 = getelementptr inbounds float, ptr %vector_0, i64 %index81
  %wide.load83 = load <4 x float>, ptr %453, align 4, !alias.scope !25
  %454 = fmul <4 x float> %broadcast.splat76, %wide.load83
  %455 = getelementptr inbounds float, ptr %156, i64 %index81
  %wide.load84 = load <4 x float>, ptr %455, align 4, !alias.scope !26
  %456 = fsub <4 x float> %wide.load82, %wide.load84
  %457 = fmul <4 x float> %456, splat (float 2.000000e+00)
  %458 = fmul <4 x float> %454, %457
  %459 = fmul <4 x float> %broadcast.splat78, %458
  %460 = fsub <4 x float> %wide.load82, %459
  %461 = getelementptr inbounds float, ptr %scratch, i64 %index81
  %wide.load85 = load <4 x float>, ptr %461, align 4, !alias.scope !27
  %462 = fmul <4 x float> %broadcast.splat80, %wide.load85
  %463 = fadd <4 x float> %462, %460
  store <4 x float> %463, ptr %452, align 4, !alias.scope !18, !noalias !21
  %index.next86 = add nuw i64 %index81, 4
  %464 = icmp eq i64 %index.next86, %n.vec74
  br i1 %464, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !29

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n87, label %noise.done.loopexit11.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature13.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec74, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg = or disjoint i64 %feature13.us.ph, 1
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %465 = getelementptr inbounds float, ptr %155, i64 %feature13.us.ph
  %466 = load float, ptr %465, align 4
  %467 = getelementptr inbounds float, ptr %vector_0, i64 %feature13.us.ph
  %468 = load float, ptr %467, align 4
  %469 = fmul float %35, %468
  %470 = getelementptr inbounds float, ptr %156, i64 %feature13.us.ph
  %471 = load float, ptr %470, align 4
  %472 = fsub float %466, %471
  %473 = fmul float %472, 2.000000e+00
  %474 = fmul float %469, %473
  %475 = fmul float %eta, %474
  %476 = fsub float %466, %475
  %477 = getelementptr inbounds float, ptr %scratch, i64 %feature13.us.ph
  %478 = load float, ptr %477, align 4
  %479 = fmul float %noise_scale3.us, %478
  %480 = fadd float %479, %476
  store float %480, ptr %465, align 4
  %481 = or disjoint i64 %feature13.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature13.us.unr = phi i64 [ %feature13.us.ph, %feature.body.us.preheader ], [ %481, %feature.body.us.prol ]
  %482 = icmp eq i64 %n_features, %.neg
  br i1 %482, label %noise.done.loopexit11.us, label %feature.body.us

noise.done.loopexit11.us:                         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block, %vec.epilog.middle.block, %step.body.us18
  %t_next.us21 = fmul float %anneal_ratio, %temperature1.015.us20
  %483 = add nuw i64 %step16.us19, 1
  %exitcond37.not = icmp eq i64 %483, %steps
  br i1 %exitcond37.not, label %step.header.step.exit_crit_edge.split.us22, label %step.body.us18

noise.body.lr.ph.us:                              ; preds = %step.body.us18
  %key1_step.us = add i64 %step16.us19, %key1
  %484 = lshr i64 %key1_step.us, 32
  %485 = mul nuw i64 %484, 3449720151
  %486 = lshr i64 %485, 32
  %487 = xor i64 %key0, %486
  %488 = xor i64 %487, %key1_step.us
  %489 = and i64 %488, 4294967295
  %490 = mul nuw i64 %489, 3528531795
  %491 = lshr i64 %490, 32
  %492 = xor i64 %491, %20
  br i1 %min.iters.check88, label %noise.body.us.preheader, label %vector.ph89

vector.ph89:                                      ; preds = %noise.body.lr.ph.us
  %broadcast.splatinsert96 = insertelement <8 x i64> poison, i64 %492, i64 0
  %broadcast.splat97 = shufflevector <8 x i64> %broadcast.splatinsert96, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %485, %19
  %.scalar198 = and i64 %.scalar, 4294967295
  %493 = insertelement <8 x i64> poison, i64 %.scalar198, i64 0
  %.masked = shufflevector <8 x i64> %493, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar199 = xor i64 %490, %22
  %.scalar200 = and i64 %.scalar199, 4294967295
  %494 = insertelement <8 x i64> poison, i64 %.scalar200, i64 0
  %.masked197 = shufflevector <8 x i64> %494, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body132

vector.body132:                                   ; preds = %vector.body132, %vector.ph89
  %index133 = phi i64 [ 0, %vector.ph89 ], [ %index.next134, %vector.body132 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph89 ], [ %vec.ind.next, %vector.body132 ]
  %495 = add <8 x i64> %vec.ind, %broadcast.splat99
  %496 = and <8 x i64> %495, splat (i64 4294967295)
  %497 = mul nuw <8 x i64> %496, splat (i64 3528531795)
  %498 = xor <8 x i64> %495, %broadcast.splat101
  %499 = xor <8 x i64> %498, %497
  %500 = lshr <8 x i64> %499, splat (i64 32)
  %501 = mul nuw <8 x i64> %500, splat (i64 3449720151)
  %502 = lshr <8 x i64> %501, splat (i64 32)
  %503 = xor <8 x i64> %broadcast.splat97, %497
  %504 = xor <8 x i64> %.masked, %502
  %505 = mul nuw <8 x i64> %504, splat (i64 3528531795)
  %506 = and <8 x i64> %503, splat (i64 4294967295)
  %507 = mul nuw <8 x i64> %506, splat (i64 3449720151)
  %508 = lshr <8 x i64> %505, splat (i64 32)
  %509 = lshr <8 x i64> %507, splat (i64 32)
  %510 = xor <8 x i64> %509, %broadcast.splat105
  %511 = xor <8 x i64> %510, %501
  %512 = and <8 x i64> %511, splat (i64 4294967295)
  %513 = mul nuw <8 x i64> %512, splat (i64 3528531795)
  %514 = xor <8 x i64> %.masked197, %508
  %515 = mul nuw <8 x i64> %514, splat (i64 3449720151)
  %516 = lshr <8 x i64> %513, splat (i64 32)
  %517 = lshr <8 x i64> %515, splat (i64 32)
  %518 = xor <8 x i64> %broadcast.splat109, %517
  %519 = xor <8 x i64> %518, %507
  %520 = xor <8 x i64> %516, %broadcast.splat111
  %521 = xor <8 x i64> %520, %505
  %522 = and <8 x i64> %519, splat (i64 4294967295)
  %523 = mul nuw <8 x i64> %522, splat (i64 3528531795)
  %524 = and <8 x i64> %521, splat (i64 4294967295)
  %525 = mul nuw <8 x i64> %524, splat (i64 3449720151)
  %526 = lshr <8 x i64> %523, splat (i64 32)
  %527 = lshr <8 x i64> %525, splat (i64 32)
  %528 = xor <8 x i64> %527, %broadcast.splat113
  %529 = xor <8 x i64> %528, %515
  %530 = xor <8 x i64> %broadcast.splat115, %526
  %531 = xor <8 x i64> %530, %513
  %532 = and <8 x i64> %529, splat (i64 4294967295)
  %533 = mul nuw <8 x i64> %532, splat (i64 3528531795)
  %534 = and <8 x i64> %531, splat (i64 4294967295)
  %535 = mul nuw <8 x i64> %534, splat (i64 3449720151)
  %536 = lshr <8 x i64> %533, splat (i64 32)
  %537 = lshr <8 x i64> %535, splat (i64 32)
  %538 = xor <8 x i64> %broadcast.splat117, %537
  %539 = xor <8 x i64> %538, %525
  %540 = xor <8 x i64> %536, %broadcast.splat119
  %541 = xor <8 x i64> %540, %523
  %542 = and <8 x i64> %539, splat (i64 4294967295)
  %543 = mul nuw <8 x i64> %542, splat (i64 3528531795)
  %544 = and <8 x i64> %541, splat (i64 4294967295)
  %545 = mul nuw <8 x i64> %544, splat (i64 3449720151)
  %546 = lshr <8 x i64> %543, splat (i64 32)
  %547 = lshr <8 x i64> %545, splat (i64 32)
  %548 = xor <8 x i64> %547, %broadcast.splat121
  %549 = xor <8 x i64> %548, %535
  %550 = xor <8 x i64> %broadcast.splat123, %546
  %551 = xor <8 x i64> %550, %533
  %552 = and <8 x i64> %549, splat (i64 4294967295)
  %553 = mul nuw <8 x i64> %552, splat (i64 3528531795)
  %554 = and <8 x i64> %551, splat (i64 4294967295)
  %555 = mul nuw <8 x i64> %554, splat (i64 3449720151)
  %556 = lshr <8 x i64> %553, splat (i64 32)
  %557 = lshr <8 x i64> %555, splat (i64 32)
  %558 = xor <8 x i64> %broadcast.splat125, %557
  %559 = xor <8 x i64> %558, %545
  %560 = xor <8 x i64> %556, %broadcast.splat127
  %561 = xor <8 x i64> %560, %543
  %562 = and <8 x i64> %559, splat (i64 4294967295)
  %563 = mul nuw <8 x i64> %562, splat (i64 3528531795)
  %564 = lshr <8 x i64> %563, splat (i64 32)
  %565 = trunc <8 x i64> %561 to <8 x i32>
  %566 = mul <8 x i32> %565, splat (i32 -845247145)
  %567 = xor <8 x i64> %broadcast.splat129, %564
  %568 = xor <8 x i64> %567, %553
  %569 = and <8 x i64> %568, splat (i64 4294967295)
  %570 = mul nuw <8 x i64> %569, splat (i64 3449720151)
  %571 = lshr <8 x i64> %570, splat (i64 32)
  %572 = trunc nuw <8 x i64> %571 to <8 x i32>
  %573 = trunc <8 x i64> %570 to <8 x i32>
  %574 = xor <8 x i32> %566, %broadcast.splat131
  %575 = xor <8 x i32> %574, %572
  %576 = uitofp <8 x i32> %575 to <8 x double>
  %577 = fadd <8 x double> %576, splat (double 5.000000e-01)
  %578 = fmul <8 x double> %577, splat (double 0x3DF0000000000000)
  %579 = uitofp <8 x i32> %573 to <8 x double>
  %580 = fadd <8 x double> %579, splat (double 5.000000e-01)
  %581 = fmul <8 x double> %580, splat (double 0x3DF0000000000000)
  %582 = fcmp olt <8 x double> %578, splat (double 0x10000000000000)
  %583 = fmul <8 x double> %578, splat (double 0x4350000000000000)
  %584 = select <8 x i1> %582, <8 x double> %583, <8 x double> %578
  %585 = select <8 x i1> %582, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %586 = bitcast <8 x double> %584 to <8 x i64>
  %587 = lshr <8 x i64> %586, splat (i64 32)
  %588 = add nuw nsw <8 x i64> %587, splat (i64 614242)
  %589 = lshr <8 x i64> %588, splat (i64 20)
  %590 = add nsw <8 x i64> %589, %585
  %591 = shl <8 x i64> %588, splat (i64 32)
  %592 = and <8 x i64> %591, splat (i64 4503595332403200)
  %593 = add nuw nsw <8 x i64> %592, splat (i64 4604544269498187776)
  %594 = and <8 x i64> %586, splat (i64 4294967295)
  %595 = or disjoint <8 x i64> %593, %594
  %596 = bitcast <8 x i64> %595 to <8 x double>
  %597 = fadd <8 x double> %596, splat (double -1.000000e+00)
  %598 = fmul <8 x double> %597, splat (double 5.000000e-01)
  %599 = fmul <8 x double> %597, %598
  %600 = fadd <8 x double> %597, splat (double 2.000000e+00)
  %601 = fdiv <8 x double> %597, %600
  %602 = fmul <8 x double> %601, %601
  %603 = fmul <8 x double> %602, %602
  %604 = fmul <8 x double> %603, splat (double 0x3FC39A09D078C69F)
  %605 = fadd <8 x double> %604, splat (double 0x3FCC71C51D8E78AF)
  %606 = fmul <8 x double> %603, %605
  %607 = fadd <8 x double> %606, splat (double 0x3FD999999997FA04)
  %608 = fmul <8 x double> %603, %607
  %609 = fmul <8 x double> %603, splat (double 0x3FC2F112DF3E5244)
  %610 = fadd <8 x double> %609, splat (double 0x3FC7466496CB03DE)
  %611 = fmul <8 x double> %603, %610
  %612 = fadd <8 x double> %611, splat (double 0x3FD2492494229359)
  %613 = fmul <8 x double> %603, %612
  %614 = fadd <8 x double> %613, splat (double 0x3FE5555555555593)
  %615 = fmul <8 x double> %602, %614
  %616 = fadd <8 x double> %608, %615
  %617 = sitofp <8 x i64> %590 to <8 x double>
  %618 = fadd <8 x double> %599, %616
  %619 = fmul <8 x double> %601, %618
  %620 = fmul <8 x double> %617, splat (double 0x3DEA39EF35793C76)
  %621 = fadd <8 x double> %620, %619
  %622 = fsub <8 x double> %621, %599
  %623 = fadd <8 x double> %597, %622
  %624 = fmul <8 x double> %617, splat (double 0x3FE62E42FEE00000)
  %625 = fadd <8 x double> %624, %623
  %626 = fcmp oeq <8 x double> %578, splat (double 0x7FF0000000000000)
  %627 = fcmp oeq <8 x double> %578, zeroinitializer
  %628 = fmul <8 x double> %625, splat (double -2.000000e+00)
  %629 = select <8 x i1> %626, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %628
  %630 = select <8 x i1> %627, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %629
  %631 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %630)
  %632 = fmul <8 x double> %581, splat (double 0x401921FB54442D18)
  %633 = fmul <8 x double> %632, splat (double 0x3FE45F306DC9C883)
  %634 = fadd <8 x double> %633, splat (double 0x4338000000000000)
  %635 = bitcast <8 x double> %634 to <8 x i64>
  %636 = fadd <8 x double> %634, splat (double 0xC338000000000000)
  %637 = fmul <8 x double> %636, splat (double 0x3FF921FB54400000)
  %638 = fsub <8 x double> %632, %637
  %639 = fmul <8 x double> %636, splat (double 0x3DD0B4611A626331)
  %640 = fmul <8 x double> %636, splat (double 0x3DD0B4611A600000)
  %641 = fsub <8 x double> %638, %640
  %642 = fmul <8 x double> %636, splat (double 0x3BA3198A2E037073)
  %643 = fsub <8 x double> %638, %641
  %644 = fsub <8 x double> %643, %640
  %645 = fsub <8 x double> %642, %644
  %646 = fmul <8 x double> %636, splat (double 0x3BA3198A2E000000)
  %647 = fsub <8 x double> %641, %646
  %648 = fmul <8 x double> %636, splat (double 0x397B839A252049C1)
  %649 = fsub <8 x double> %641, %647
  %650 = fsub <8 x double> %649, %646
  %651 = fsub <8 x double> %648, %650
  %652 = fsub <8 x double> %638, %639
  %653 = fsub <8 x double> %641, %645
  %654 = bitcast <8 x double> %632 to <8 x i64>
  %655 = lshr <8 x i64> %654, splat (i64 52)
  %656 = and <8 x i64> %655, splat (i64 2047)
  %657 = bitcast <8 x double> %652 to <8 x i64>
  %658 = lshr <8 x i64> %657, splat (i64 52)
  %659 = and <8 x i64> %658, splat (i64 2047)
  %660 = bitcast <8 x double> %653 to <8 x i64>
  %661 = lshr <8 x i64> %660, splat (i64 52)
  %662 = and <8 x i64> %661, splat (i64 2047)
  %663 = add nuw nsw <8 x i64> %659, splat (i64 16)
  %664 = icmp samesign ult <8 x i64> %663, %656
  %665 = add nuw nsw <8 x i64> %662, splat (i64 49)
  %666 = icmp samesign ult <8 x i64> %665, %656
  %667 = select <8 x i1> %666, <8 x double> %647, <8 x double> %641
  %668 = select <8 x i1> %666, <8 x double> %651, <8 x double> %645
  %669 = select <8 x i1> %664, <8 x double> %667, <8 x double> %638
  %670 = select <8 x i1> %664, <8 x double> %668, <8 x double> %639
  %671 = fsub <8 x double> %669, %670
  %672 = fsub <8 x double> %669, %671
  %673 = fsub <8 x double> %672, %670
  %674 = fmul <8 x double> %671, %671
  %675 = fmul <8 x double> %674, %674
  %676 = fmul <8 x double> %674, splat (double 0x3EFA01A019CB1590)
  %677 = fadd <8 x double> %676, splat (double 0xBF56C16C16C15177)
  %678 = fmul <8 x double> %674, %677
  %679 = fadd <8 x double> %678, splat (double 0x3FA555555555554C)
  %680 = fmul <8 x double> %674, %679
  %681 = fmul <8 x double> %674, splat (double 0x3DA8FAE9BE8838D4)
  %682 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %681
  %683 = fmul <8 x double> %674, %682
  %684 = fadd <8 x double> %683, splat (double 0xBE927E4F809C52AD)
  %685 = fmul <8 x double> %675, %675
  %686 = fmul <8 x double> %685, %684
  %687 = fadd <8 x double> %680, %686
  %688 = fmul <8 x double> %674, splat (double 5.000000e-01)
  %689 = fsub <8 x double> splat (double 1.000000e+00), %688
  %690 = fsub <8 x double> splat (double 1.000000e+00), %689
  %691 = fsub <8 x double> %690, %688
  %692 = fmul <8 x double> %674, %687
  %693 = fmul <8 x double> %671, %673
  %694 = fsub <8 x double> %692, %693
  %695 = fadd <8 x double> %691, %694
  %696 = fadd <8 x double> %689, %695
  %697 = fmul <8 x double> %674, splat (double 0x3EC71DE357B1FE7D)
  %698 = fadd <8 x double> %697, splat (double 0xBF2A01A019C161D5)
  %699 = fmul <8 x double> %674, %698
  %700 = fadd <8 x double> %699, splat (double 0x3F8111111110F8A6)
  %701 = fmul <8 x double> %674, splat (double 0x3DE5D93A5ACFD57C)
  %702 = fadd <8 x double> %701, splat (double 0xBE5AE5E68A2B9CEB)
  %703 = fmul <8 x double> %674, %675
  %704 = fmul <8 x double> %703, %702
  %705 = fadd <8 x double> %704, %700
  %706 = fmul <8 x double> %671, %674
  %707 = fmul <8 x double> %673, splat (double 5.000000e-01)
  %708 = fmul <8 x double> %706, %705
  %709 = fsub <8 x double> %707, %708
  %710 = fmul <8 x double> %674, %709
  %711 = fsub <8 x double> %710, %673
  %712 = fmul <8 x double> %706, splat (double 0x3FC5555555555549)
  %713 = fadd <8 x double> %711, %712
  %714 = fsub <8 x double> %671, %713
  %715 = fneg <8 x double> %696
  %716 = fneg <8 x double> %714
  %717 = and <8 x i64> %635, splat (i64 1)
  %718 = and <8 x i64> %635, splat (i64 2)
  %719 = icmp eq <8 x i64> %717, zeroinitializer
  %720 = icmp eq <8 x i64> %718, zeroinitializer
  %721 = select <8 x i1> %720, <8 x double> %696, <8 x double> %715
  %722 = select <8 x i1> %720, <8 x double> %716, <8 x double> %714
  %723 = select <8 x i1> %719, <8 x double> %721, <8 x double> %722
  %724 = fcmp olt <8 x double> %632, splat (double 0x413921FB00000000)
  %725 = select <8 x i1> %724, <8 x double> %723, <8 x double> splat (double 0x7FF8000000000000)
  %726 = fmul <8 x double> %725, %631
  %727 = fptrunc <8 x double> %726 to <8 x float>
  %728 = getelementptr inbounds float, ptr %scratch, i64 %index133
  store <8 x float> %727, ptr %728, align 4
  %index.next134 = add nuw i64 %index133, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %729 = icmp eq i64 %index.next134, %n.vec91
  br i1 %729, label %middle.block135, label %vector.body132, !llvm.loop !30

middle.block135:                                  ; preds = %vector.body132
  br i1 %cmp.n136, label %iter.check, label %noise.body.us.preheader

noise.body.us.preheader:                          ; preds = %noise.body.lr.ph.us, %middle.block135
  %noise12.us.ph = phi i64 [ 0, %noise.body.lr.ph.us ], [ %n.vec91, %middle.block135 ]
  %invariant.op = xor i64 %19, %485
  %invariant.op204 = xor i64 %22, %490
  br label %noise.body.us

step.header.step.exit_crit_edge.split.us22:       ; preds = %noise.done.loopexit11.us
  %730 = add nuw i64 %row17.us, 1
  %exitcond38.not = icmp eq i64 %730, %row_end
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
!30 = distinct !{!30, !9, !10}
