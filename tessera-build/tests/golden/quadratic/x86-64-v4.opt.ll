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
  %min.iters.check76 = icmp ult i64 %n_features, 8
  %n.vec79 = and i64 %n_features, -8
  %broadcast.splatinsert88 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat89 = shufflevector <8 x i64> %broadcast.splatinsert88, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert92 = insertelement <8 x i64> poison, i64 %19, i64 0
  %broadcast.splat93 = shufflevector <8 x i64> %broadcast.splatinsert92, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert96 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat97 = shufflevector <8 x i64> %broadcast.splatinsert96, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert98 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat99 = shufflevector <8 x i64> %broadcast.splatinsert98, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert100 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat101 = shufflevector <8 x i64> %broadcast.splatinsert100, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert102 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat103 = shufflevector <8 x i64> %broadcast.splatinsert102, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert104 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat105 = shufflevector <8 x i64> %broadcast.splatinsert104, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert106 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat107 = shufflevector <8 x i64> %broadcast.splatinsert106, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert108 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat109 = shufflevector <8 x i64> %broadcast.splatinsert108, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert110 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat111 = shufflevector <8 x i64> %broadcast.splatinsert110, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert112 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat113 = shufflevector <8 x i64> %broadcast.splatinsert112, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert114 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat115 = shufflevector <8 x i64> %broadcast.splatinsert114, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert116 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat117 = shufflevector <8 x i64> %broadcast.splatinsert116, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert118 = insertelement <8 x i32> poison, i32 %32, i64 0
  %broadcast.splat119 = shufflevector <8 x i32> %broadcast.splatinsert118, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n124 = icmp eq i64 %n_features, %n.vec79
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check56 = icmp ult i64 %n_features, 16
  %n.mod.vf = and i64 %n_features, 12
  %n.vec = and i64 %n_features, -16
  %broadcast.splatinsert = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec65 = and i64 %n_features, -4
  %broadcast.splatinsert66 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat67 = shufflevector <4 x float> %broadcast.splatinsert66, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n75 = icmp eq i64 %n_features, %n.vec65
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
  %min.iters.check137 = icmp ult i64 %n_features, 4
  %min.iters.check140 = icmp ult i64 %n_features, 32
  %n.mod.vf143 = and i64 %n_features, 28
  %n.vec144 = and i64 %n_features, -32
  %broadcast.splatinsert145 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat146 = shufflevector <8 x float> %broadcast.splatinsert145, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n159 = icmp eq i64 %n_features, %n.vec144
  %min.epilog.iters.check163 = icmp eq i64 %n.mod.vf143, 0
  %n.vec166 = and i64 %n_features, -4
  %broadcast.splatinsert167 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat168 = shufflevector <4 x float> %broadcast.splatinsert167, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n175 = icmp eq i64 %n_features, %n.vec166
  %xtraiter182 = and i64 %n_features, 3
  %lcmp.mod183.not = icmp eq i64 %xtraiter182, 0
  br label %row.body.us.us.us

row.body.us.us.us:                                ; preds = %row.body.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us
  %indvar127 = phi i64 [ 0, %row.body.us.us.us.preheader ], [ %indvar.next128, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %row17.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.preheader ], [ %141, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %46 = mul i64 %42, %indvar127
  %47 = add i64 %41, %46
  %scevgep129 = getelementptr i8, ptr %state, i64 %47
  %48 = add i64 %45, %46
  %scevgep130 = getelementptr i8, ptr %state, i64 %48
  %scevgep131 = getelementptr i8, ptr %input_0, i64 %47
  %scevgep132 = getelementptr i8, ptr %input_0, i64 %48
  %row_offset.us.us.us = mul i64 %row17.us.us.us, %n_features
  %49 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us
  %50 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us.us
  %bound0133 = icmp ult ptr %scevgep129, %scevgep132
  %bound1134 = icmp ult ptr %scevgep131, %scevgep130
  %found.conflict135 = and i1 %bound0133, %bound1134
  br label %iter.check139

iter.check139:                                    ; preds = %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, %row.body.us.us.us
  %step16.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us ], [ %140, %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us ]
  %brmerge = select i1 %min.iters.check137, i1 true, i1 %found.conflict135
  br i1 %brmerge, label %feature.body7.us.us.us.us.us.preheader, label %vector.main.loop.iter.check141

vector.main.loop.iter.check141:                   ; preds = %iter.check139
  br i1 %min.iters.check140, label %vec.epilog.ph164, label %vector.body147

vector.body147:                                   ; preds = %vector.main.loop.iter.check141, %vector.body147
  %index148 = phi i64 [ %index.next157, %vector.body147 ], [ 0, %vector.main.loop.iter.check141 ]
  %51 = getelementptr inbounds float, ptr %49, i64 %index148
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 32
  %53 = getelementptr inbounds nuw i8, ptr %51, i64 64
  %54 = getelementptr inbounds nuw i8, ptr %51, i64 96
  %wide.load149 = load <8 x float>, ptr %51, align 4, !alias.scope !0, !noalias !3
  %wide.load150 = load <8 x float>, ptr %52, align 4, !alias.scope !0, !noalias !3
  %wide.load151 = load <8 x float>, ptr %53, align 4, !alias.scope !0, !noalias !3
  %wide.load152 = load <8 x float>, ptr %54, align 4, !alias.scope !0, !noalias !3
  %55 = getelementptr inbounds float, ptr %50, i64 %index148
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 32
  %57 = getelementptr inbounds nuw i8, ptr %55, i64 64
  %58 = getelementptr inbounds nuw i8, ptr %55, i64 96
  %wide.load153 = load <8 x float>, ptr %55, align 4, !alias.scope !3
  %wide.load154 = load <8 x float>, ptr %56, align 4, !alias.scope !3
  %wide.load155 = load <8 x float>, ptr %57, align 4, !alias.scope !3
  %wide.load156 = load <8 x float>, ptr %58, align 4, !alias.scope !3
  %59 = fsub <8 x float> %wide.load153, %wide.load149
  %60 = fsub <8 x float> %wide.load154, %wide.load150
  %61 = fsub <8 x float> %wide.load155, %wide.load151
  %62 = fsub <8 x float> %wide.load156, %wide.load152
  %63 = fmul <8 x float> %59, splat (float 2.000000e+00)
  %64 = fmul <8 x float> %60, splat (float 2.000000e+00)
  %65 = fmul <8 x float> %61, splat (float 2.000000e+00)
  %66 = fmul <8 x float> %62, splat (float 2.000000e+00)
  %67 = fmul <8 x float> %63, splat (float 5.000000e-01)
  %68 = fmul <8 x float> %64, splat (float 5.000000e-01)
  %69 = fmul <8 x float> %65, splat (float 5.000000e-01)
  %70 = fmul <8 x float> %66, splat (float 5.000000e-01)
  %71 = fmul <8 x float> %broadcast.splat146, %67
  %72 = fmul <8 x float> %broadcast.splat146, %68
  %73 = fmul <8 x float> %broadcast.splat146, %69
  %74 = fmul <8 x float> %broadcast.splat146, %70
  %75 = fadd <8 x float> %wide.load149, %71
  %76 = fadd <8 x float> %wide.load150, %72
  %77 = fadd <8 x float> %wide.load151, %73
  %78 = fadd <8 x float> %wide.load152, %74
  store <8 x float> %75, ptr %51, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %76, ptr %52, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %77, ptr %53, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %78, ptr %54, align 4, !alias.scope !0, !noalias !3
  %index.next157 = add nuw i64 %index148, 32
  %79 = icmp eq i64 %index.next157, %n.vec144
  br i1 %79, label %middle.block158, label %vector.body147, !llvm.loop !5

middle.block158:                                  ; preds = %vector.body147
  br i1 %cmp.n159, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %vec.epilog.iter.check162

vec.epilog.iter.check162:                         ; preds = %middle.block158
  br i1 %min.epilog.iters.check163, label %feature.body7.us.us.us.us.us.preheader, label %vec.epilog.ph164, !prof !8

vec.epilog.ph164:                                 ; preds = %vector.main.loop.iter.check141, %vec.epilog.iter.check162
  %vec.epilog.resume.val160 = phi i64 [ %n.vec144, %vec.epilog.iter.check162 ], [ 0, %vector.main.loop.iter.check141 ]
  br label %vec.epilog.vector.body169

vec.epilog.vector.body169:                        ; preds = %vec.epilog.vector.body169, %vec.epilog.ph164
  %index170 = phi i64 [ %vec.epilog.resume.val160, %vec.epilog.ph164 ], [ %index.next173, %vec.epilog.vector.body169 ]
  %80 = getelementptr inbounds float, ptr %49, i64 %index170
  %wide.load171 = load <4 x float>, ptr %80, align 4, !alias.scope !0, !noalias !3
  %81 = getelementptr inbounds float, ptr %50, i64 %index170
  %wide.load172 = load <4 x float>, ptr %81, align 4, !alias.scope !3
  %82 = fsub <4 x float> %wide.load172, %wide.load171
  %83 = fmul <4 x float> %82, splat (float 2.000000e+00)
  %84 = fmul <4 x float> %83, splat (float 5.000000e-01)
  %85 = fmul <4 x float> %broadcast.splat168, %84
  %86 = fadd <4 x float> %wide.load171, %85
  store <4 x float> %86, ptr %80, align 4, !alias.scope !0, !noalias !3
  %index.next173 = add nuw i64 %index170, 4
  %87 = icmp eq i64 %index.next173, %n.vec166
  br i1 %87, label %vec.epilog.middle.block174, label %vec.epilog.vector.body169, !llvm.loop !9

vec.epilog.middle.block174:                       ; preds = %vec.epilog.vector.body169
  br i1 %cmp.n175, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us.preheader

feature.body7.us.us.us.us.us.preheader:           ; preds = %iter.check139, %vec.epilog.iter.check162, %vec.epilog.middle.block174
  %feature914.us.us.us.us.us.ph = phi i64 [ 0, %iter.check139 ], [ %n.vec166, %vec.epilog.middle.block174 ], [ %n.vec144, %vec.epilog.iter.check162 ]
  br i1 %lcmp.mod183.not, label %feature.body7.us.us.us.us.us.prol.loopexit, label %feature.body7.us.us.us.us.us.prol

feature.body7.us.us.us.us.us.prol:                ; preds = %feature.body7.us.us.us.us.us.preheader, %feature.body7.us.us.us.us.us.prol
  %feature914.us.us.us.us.us.prol = phi i64 [ %97, %feature.body7.us.us.us.us.us.prol ], [ %feature914.us.us.us.us.us.ph, %feature.body7.us.us.us.us.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body7.us.us.us.us.us.prol ], [ 0, %feature.body7.us.us.us.us.us.preheader ]
  %88 = getelementptr inbounds float, ptr %49, i64 %feature914.us.us.us.us.us.prol
  %89 = load float, ptr %88, align 4
  %90 = getelementptr inbounds float, ptr %50, i64 %feature914.us.us.us.us.us.prol
  %91 = load float, ptr %90, align 4
  %92 = fsub float %91, %89
  %93 = fmul float %92, 2.000000e+00
  %94 = fmul float %93, 5.000000e-01
  %95 = fmul float %eta, %94
  %96 = fadd float %89, %95
  store float %96, ptr %88, align 4
  %97 = add nuw i64 %feature914.us.us.us.us.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter182
  br i1 %prol.iter.cmp.not, label %feature.body7.us.us.us.us.us.prol.loopexit, label %feature.body7.us.us.us.us.us.prol, !llvm.loop !10

feature.body7.us.us.us.us.us.prol.loopexit:       ; preds = %feature.body7.us.us.us.us.us.prol, %feature.body7.us.us.us.us.us.preheader
  %feature914.us.us.us.us.us.unr = phi i64 [ %feature914.us.us.us.us.us.ph, %feature.body7.us.us.us.us.us.preheader ], [ %97, %feature.body7.us.us.us.us.us.prol ]
  %98 = sub i64 %feature914.us.us.us.us.us.ph, %n_features
  %99 = icmp ugt i64 %98, -4
  br i1 %99, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us

feature.body7.us.us.us.us.us:                     ; preds = %feature.body7.us.us.us.us.us.prol.loopexit, %feature.body7.us.us.us.us.us
  %feature914.us.us.us.us.us = phi i64 [ %139, %feature.body7.us.us.us.us.us ], [ %feature914.us.us.us.us.us.unr, %feature.body7.us.us.us.us.us.prol.loopexit ]
  %100 = getelementptr inbounds float, ptr %49, i64 %feature914.us.us.us.us.us
  %101 = load float, ptr %100, align 4
  %102 = getelementptr inbounds float, ptr %50, i64 %feature914.us.us.us.us.us
  %103 = load float, ptr %102, align 4
  %104 = fsub float %103, %101
  %105 = fmul float %104, 2.000000e+00
  %106 = fmul float %105, 5.000000e-01
  %107 = fmul float %eta, %106
  %108 = fadd float %101, %107
  store float %108, ptr %100, align 4
  %109 = add nuw i64 %feature914.us.us.us.us.us, 1
  %110 = getelementptr inbounds float, ptr %49, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = getelementptr inbounds float, ptr %50, i64 %109
  %113 = load float, ptr %112, align 4
  %114 = fsub float %113, %111
  %115 = fmul float %114, 2.000000e+00
  %116 = fmul float %115, 5.000000e-01
  %117 = fmul float %eta, %116
  %118 = fadd float %111, %117
  store float %118, ptr %110, align 4
  %119 = add nuw i64 %feature914.us.us.us.us.us, 2
  %120 = getelementptr inbounds float, ptr %49, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = getelementptr inbounds float, ptr %50, i64 %119
  %123 = load float, ptr %122, align 4
  %124 = fsub float %123, %121
  %125 = fmul float %124, 2.000000e+00
  %126 = fmul float %125, 5.000000e-01
  %127 = fmul float %eta, %126
  %128 = fadd float %121, %127
  store float %128, ptr %120, align 4
  %129 = add nuw i64 %feature914.us.us.us.us.us, 3
  %130 = getelementptr inbounds float, ptr %49, i64 %129
  %131 = load float, ptr %130, align 4
  %132 = getelementptr inbounds float, ptr %50, i64 %129
  %133 = load float, ptr %132, align 4
  %134 = fsub float %133, %131
  %135 = fmul float %134, 2.000000e+00
  %136 = fmul float %135, 5.000000e-01
  %137 = fmul float %eta, %136
  %138 = fadd float %131, %137
  store float %138, ptr %130, align 4
  %139 = add nuw i64 %feature914.us.us.us.us.us, 4
  %exitcond39.not.3 = icmp eq i64 %139, %n_features
  br i1 %exitcond39.not.3, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us, !llvm.loop !12

feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us: ; preds = %feature.body7.us.us.us.us.us.prol.loopexit, %feature.body7.us.us.us.us.us, %vec.epilog.middle.block174, %middle.block158
  %140 = add nuw i64 %step16.us.us.us.us.us, 1
  %exitcond40.not = icmp eq i64 %140, %steps
  br i1 %exitcond40.not, label %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, label %iter.check139

step.header.step.exit_crit_edge.split.us.split.us.us.us.us: ; preds = %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us
  %141 = add nuw i64 %row17.us.us.us, 1
  %exitcond41.not = icmp eq i64 %141, %row_end
  %indvar.next128 = add i64 %indvar127, 1
  br i1 %exitcond41.not, label %row.exit, label %row.body.us.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.split.us22
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.us22 ]
  %row17.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %705, %step.header.step.exit_crit_edge.split.us22 ]
  %142 = mul i64 %36, %indvar
  %143 = add i64 %35, %142
  %scevgep = getelementptr i8, ptr %state, i64 %143
  %144 = add i64 %39, %142
  %scevgep49 = getelementptr i8, ptr %state, i64 %144
  %scevgep50 = getelementptr i8, ptr %input_0, i64 %143
  %scevgep51 = getelementptr i8, ptr %input_0, i64 %144
  %row_offset.us = mul i64 %row17.us, %n_features
  %145 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %146 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert86 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat87 = shufflevector <8 x i64> %broadcast.splatinsert86, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0 = icmp ult ptr %scevgep, %scevgep51
  %bound1 = icmp ult ptr %scevgep50, %scevgep49
  %found.conflict = and i1 %bound0, %bound1
  %bound053 = icmp ult ptr %scevgep, %scevgep52
  %bound154 = icmp ult ptr %scratch, %scevgep49
  %found.conflict55 = and i1 %bound053, %bound154
  %conflict.rdx = or i1 %found.conflict, %found.conflict55
  br label %step.body.us18

step.body.us18:                                   ; preds = %row.body.us, %noise.done.loopexit11.us
  %step16.us19 = phi i64 [ 0, %row.body.us ], [ %458, %noise.done.loopexit11.us ]
  %temperature1.015.us20 = phi float [ %temperature, %row.body.us ], [ %t_next.us21, %noise.done.loopexit11.us ]
  %147 = fmul float %two_eta, %temperature1.015.us20
  %148 = fcmp ogt float %147, 0.000000e+00
  %149 = tail call float @llvm.sqrt.f32(float %147)
  %150 = select i1 %148, float %149, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %150
  br i1 %.not30, label %noise.done.loopexit11.us, label %noise.body.lr.ph.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature13.us = phi i64 [ %178, %feature.body.us ], [ %feature13.us.unr, %feature.body.us.prol.loopexit ]
  %151 = getelementptr inbounds float, ptr %145, i64 %feature13.us
  %152 = load float, ptr %151, align 4
  %153 = getelementptr inbounds float, ptr %146, i64 %feature13.us
  %154 = load float, ptr %153, align 4
  %155 = fsub float %154, %152
  %156 = fmul float %155, 2.000000e+00
  %157 = fmul float %156, 5.000000e-01
  %158 = fmul float %eta, %157
  %159 = fadd float %152, %158
  %160 = getelementptr inbounds float, ptr %scratch, i64 %feature13.us
  %161 = load float, ptr %160, align 4
  %162 = fmul float %noise_scale3.us, %161
  %163 = fadd float %162, %159
  store float %163, ptr %151, align 4
  %164 = add nuw i64 %feature13.us, 1
  %165 = getelementptr inbounds float, ptr %145, i64 %164
  %166 = load float, ptr %165, align 4
  %167 = getelementptr inbounds float, ptr %146, i64 %164
  %168 = load float, ptr %167, align 4
  %169 = fsub float %168, %166
  %170 = fmul float %169, 2.000000e+00
  %171 = fmul float %170, 5.000000e-01
  %172 = fmul float %eta, %171
  %173 = fadd float %166, %172
  %174 = getelementptr inbounds float, ptr %scratch, i64 %164
  %175 = load float, ptr %174, align 4
  %176 = fmul float %noise_scale3.us, %175
  %177 = fadd float %176, %173
  store float %177, ptr %165, align 4
  %178 = add nuw i64 %feature13.us, 2
  %exitcond36.not.1 = icmp eq i64 %178, %n_features
  br i1 %exitcond36.not.1, label %noise.done.loopexit11.us, label %feature.body.us, !llvm.loop !13

noise.body.us:                                    ; preds = %noise.body.us.preheader, %noise.body.us
  %noise12.us = phi i64 [ %410, %noise.body.us ], [ %noise12.us.ph, %noise.body.us.preheader ]
  %element.us = add i64 %noise12.us, %row_offset.us
  %179 = and i64 %element.us, 4294967295
  %180 = mul nuw i64 %179, 3528531795
  %181 = xor i64 %element.us, %key0
  %182 = xor i64 %181, %180
  %183 = lshr i64 %182, 32
  %184 = mul nuw i64 %183, 3449720151
  %185 = lshr i64 %184, 32
  %.reass.reass = xor i64 %185, %invariant.op
  %186 = xor i64 %467, %180
  %187 = and i64 %.reass.reass, 4294967295
  %188 = mul nuw i64 %187, 3528531795
  %189 = and i64 %186, 4294967295
  %190 = mul nuw i64 %189, 3449720151
  %191 = lshr i64 %188, 32
  %192 = lshr i64 %190, 32
  %193 = xor i64 %192, %19
  %194 = xor i64 %193, %184
  %.reass47.reass = xor i64 %191, %invariant.op184
  %195 = and i64 %194, 4294967295
  %196 = mul nuw i64 %195, 3528531795
  %197 = and i64 %.reass47.reass, 4294967295
  %198 = mul nuw i64 %197, 3449720151
  %199 = lshr i64 %196, 32
  %200 = lshr i64 %198, 32
  %201 = xor i64 %21, %200
  %202 = xor i64 %201, %190
  %203 = xor i64 %199, %22
  %204 = xor i64 %203, %188
  %205 = and i64 %202, 4294967295
  %206 = mul nuw i64 %205, 3528531795
  %207 = and i64 %204, 4294967295
  %208 = mul nuw i64 %207, 3449720151
  %209 = lshr i64 %206, 32
  %210 = lshr i64 %208, 32
  %211 = xor i64 %210, %23
  %212 = xor i64 %211, %198
  %213 = xor i64 %24, %209
  %214 = xor i64 %213, %196
  %215 = and i64 %212, 4294967295
  %216 = mul nuw i64 %215, 3528531795
  %217 = and i64 %214, 4294967295
  %218 = mul nuw i64 %217, 3449720151
  %219 = lshr i64 %216, 32
  %220 = lshr i64 %218, 32
  %221 = xor i64 %25, %220
  %222 = xor i64 %221, %208
  %223 = xor i64 %219, %26
  %224 = xor i64 %223, %206
  %225 = and i64 %222, 4294967295
  %226 = mul nuw i64 %225, 3528531795
  %227 = and i64 %224, 4294967295
  %228 = mul nuw i64 %227, 3449720151
  %229 = lshr i64 %226, 32
  %230 = lshr i64 %228, 32
  %231 = xor i64 %230, %27
  %232 = xor i64 %231, %218
  %233 = xor i64 %28, %229
  %234 = xor i64 %233, %216
  %235 = and i64 %232, 4294967295
  %236 = mul nuw i64 %235, 3528531795
  %237 = and i64 %234, 4294967295
  %238 = mul nuw i64 %237, 3449720151
  %239 = lshr i64 %236, 32
  %240 = lshr i64 %238, 32
  %241 = xor i64 %29, %240
  %242 = xor i64 %241, %228
  %243 = xor i64 %239, %30
  %244 = xor i64 %243, %226
  %245 = and i64 %242, 4294967295
  %246 = mul nuw i64 %245, 3528531795
  %247 = lshr i64 %246, 32
  %248 = trunc i64 %244 to i32
  %249 = mul i32 %248, -845247145
  %250 = xor i64 %31, %247
  %251 = xor i64 %250, %236
  %252 = and i64 %251, 4294967295
  %253 = mul nuw i64 %252, 3449720151
  %254 = lshr i64 %253, 32
  %255 = trunc nuw i64 %254 to i32
  %256 = trunc i64 %253 to i32
  %257 = xor i32 %249, %255
  %258 = xor i32 %257, %32
  %259 = uitofp i32 %258 to double
  %260 = fadd double %259, 5.000000e-01
  %261 = fmul double %260, 0x3DF0000000000000
  %262 = uitofp i32 %256 to double
  %263 = fadd double %262, 5.000000e-01
  %264 = fmul double %263, 0x3DF0000000000000
  %265 = fcmp olt double %261, 0x10000000000000
  %266 = fmul double %261, 0x4350000000000000
  %267 = select i1 %265, double %266, double %261
  %.neg.us = select i1 %265, i64 -1077, i64 -1023
  %268 = bitcast double %267 to i64
  %269 = lshr i64 %268, 32
  %270 = add nuw nsw i64 %269, 614242
  %271 = lshr i64 %270, 20
  %272 = add nsw i64 %271, %.neg.us
  %273 = shl i64 %270, 32
  %274 = and i64 %273, 4503595332403200
  %275 = add nuw nsw i64 %274, 4604544269498187776
  %276 = and i64 %268, 4294967295
  %277 = or disjoint i64 %275, %276
  %278 = bitcast i64 %277 to double
  %279 = fadd double %278, -1.000000e+00
  %280 = fmul double %279, 5.000000e-01
  %281 = fmul double %279, %280
  %282 = fadd double %279, 2.000000e+00
  %283 = fdiv double %279, %282
  %284 = fmul double %283, %283
  %285 = fmul double %284, %284
  %286 = fmul double %285, 0x3FC39A09D078C69F
  %287 = fadd double %286, 0x3FCC71C51D8E78AF
  %288 = fmul double %285, %287
  %289 = fadd double %288, 0x3FD999999997FA04
  %290 = fmul double %285, %289
  %291 = fmul double %285, 0x3FC2F112DF3E5244
  %292 = fadd double %291, 0x3FC7466496CB03DE
  %293 = fmul double %285, %292
  %294 = fadd double %293, 0x3FD2492494229359
  %295 = fmul double %285, %294
  %296 = fadd double %295, 0x3FE5555555555593
  %297 = fmul double %284, %296
  %298 = fadd double %290, %297
  %299 = sitofp i64 %272 to double
  %300 = fadd double %281, %298
  %301 = fmul double %283, %300
  %302 = fmul double %299, 0x3DEA39EF35793C76
  %303 = fadd double %302, %301
  %304 = fsub double %303, %281
  %305 = fadd double %279, %304
  %306 = fmul double %299, 0x3FE62E42FEE00000
  %307 = fadd double %306, %305
  %308 = fcmp oeq double %261, 0x7FF0000000000000
  %309 = fcmp oeq double %261, 0.000000e+00
  %310 = fmul double %307, -2.000000e+00
  %311 = select i1 %308, double 0xFFF0000000000000, double %310
  %312 = select i1 %309, double 0x7FF0000000000000, double %311
  %313 = tail call double @llvm.sqrt.f64(double %312)
  %314 = fmul double %264, 0x401921FB54442D18
  %315 = fmul double %314, 0x3FE45F306DC9C883
  %316 = fadd double %315, 0x4338000000000000
  %317 = bitcast double %316 to i64
  %318 = fadd double %316, 0xC338000000000000
  %319 = fmul double %318, 0x3FF921FB54400000
  %320 = fsub double %314, %319
  %321 = fmul double %318, 0x3DD0B4611A626331
  %322 = fmul double %318, 0x3DD0B4611A600000
  %323 = fsub double %320, %322
  %324 = fmul double %318, 0x3BA3198A2E037073
  %325 = fsub double %320, %323
  %326 = fsub double %325, %322
  %327 = fsub double %324, %326
  %328 = fmul double %318, 0x3BA3198A2E000000
  %329 = fsub double %323, %328
  %330 = fmul double %318, 0x397B839A252049C1
  %331 = fsub double %323, %329
  %332 = fsub double %331, %328
  %333 = fsub double %330, %332
  %334 = fsub double %320, %321
  %335 = fsub double %323, %327
  %336 = bitcast double %334 to i64
  %337 = lshr i64 %336, 52
  %338 = and i64 %337, 2047
  %339 = insertelement <2 x double> poison, double %335, i64 0
  %340 = insertelement <2 x double> %339, double %314, i64 1
  %341 = bitcast <2 x double> %340 to <2 x i64>
  %342 = lshr <2 x i64> %341, splat (i64 52)
  %343 = and <2 x i64> %342, splat (i64 2047)
  %344 = add nuw nsw i64 %338, 16
  %345 = extractelement <2 x i64> %343, i64 1
  %346 = icmp samesign ult i64 %344, %345
  %347 = extractelement <2 x i64> %343, i64 0
  %348 = add nuw nsw i64 %347, 49
  %349 = icmp samesign ult i64 %348, %345
  %350 = select i1 %349, double %329, double %323
  %351 = select i1 %349, double %333, double %327
  %352 = select i1 %346, double %350, double %320
  %353 = select i1 %346, double %351, double %321
  %354 = fsub double %352, %353
  %355 = fsub double %352, %354
  %356 = fsub double %355, %353
  %357 = fmul double %354, %354
  %358 = fmul double %357, %357
  %359 = fmul double %357, 0x3EFA01A019CB1590
  %360 = fadd double %359, 0xBF56C16C16C15177
  %361 = fmul double %357, %360
  %362 = fadd double %361, 0x3FA555555555554C
  %363 = fmul double %357, %362
  %364 = fmul double %357, 0x3DA8FAE9BE8838D4
  %365 = fsub double 0x3E21EE9EBDB4B1C4, %364
  %366 = fmul double %357, %365
  %367 = fadd double %366, 0xBE927E4F809C52AD
  %368 = fmul double %358, %358
  %369 = fmul double %368, %367
  %370 = fadd double %363, %369
  %371 = fmul double %357, 5.000000e-01
  %372 = fsub double 1.000000e+00, %371
  %373 = fsub double 1.000000e+00, %372
  %374 = fsub double %373, %371
  %375 = fmul double %357, %370
  %376 = fmul double %354, %356
  %377 = fsub double %375, %376
  %378 = fadd double %374, %377
  %379 = fadd double %372, %378
  %380 = fmul double %357, 0x3EC71DE357B1FE7D
  %381 = fadd double %380, 0xBF2A01A019C161D5
  %382 = fmul double %357, %381
  %383 = fadd double %382, 0x3F8111111110F8A6
  %384 = fmul double %357, 0x3DE5D93A5ACFD57C
  %385 = fadd double %384, 0xBE5AE5E68A2B9CEB
  %386 = fmul double %357, %358
  %387 = fmul double %386, %385
  %388 = fadd double %387, %383
  %389 = fmul double %354, %357
  %390 = fmul double %356, 5.000000e-01
  %391 = fmul double %389, %388
  %392 = fsub double %390, %391
  %393 = fmul double %357, %392
  %394 = fsub double %393, %356
  %395 = fmul double %389, 0x3FC5555555555549
  %396 = fadd double %394, %395
  %397 = fsub double %354, %396
  %398 = fneg double %379
  %399 = fneg double %397
  %400 = and i64 %317, 1
  %401 = and i64 %317, 2
  %.not.us = icmp eq i64 %400, 0
  %.not10.us = icmp eq i64 %401, 0
  %402 = select i1 %.not10.us, double %379, double %398
  %403 = select i1 %.not10.us, double %399, double %397
  %404 = select i1 %.not.us, double %402, double %403
  %405 = fcmp olt double %314, 0x413921FB00000000
  %406 = select i1 %405, double %404, double 0x7FF8000000000000
  %407 = fmul double %406, %313
  %408 = fptrunc double %407 to float
  %409 = getelementptr inbounds float, ptr %scratch, i64 %noise12.us
  store float %408, ptr %409, align 4
  %410 = add nuw i64 %noise12.us, 1
  %exitcond.not = icmp eq i64 %410, %n_features
  br i1 %exitcond.not, label %iter.check, label %noise.body.us, !llvm.loop !14

iter.check:                                       ; preds = %noise.body.us, %middle.block123
  %brmerge185 = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge185, label %feature.body.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check56, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert57 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat58 = shufflevector <8 x float> %broadcast.splatinsert57, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %411 = getelementptr inbounds float, ptr %145, i64 %index
  %412 = getelementptr inbounds nuw i8, ptr %411, i64 32
  %wide.load = load <8 x float>, ptr %411, align 4, !alias.scope !15, !noalias !18
  %wide.load59 = load <8 x float>, ptr %412, align 4, !alias.scope !15, !noalias !18
  %413 = getelementptr inbounds float, ptr %146, i64 %index
  %414 = getelementptr inbounds nuw i8, ptr %413, i64 32
  %wide.load60 = load <8 x float>, ptr %413, align 4, !alias.scope !21
  %wide.load61 = load <8 x float>, ptr %414, align 4, !alias.scope !21
  %415 = fsub <8 x float> %wide.load60, %wide.load
  %416 = fsub <8 x float> %wide.load61, %wide.load59
  %417 = fmul <8 x float> %415, splat (float 2.000000e+00)
  %418 = fmul <8 x float> %416, splat (float 2.000000e+00)
  %419 = fmul <8 x float> %417, splat (float 5.000000e-01)
  %420 = fmul <8 x float> %418, splat (float 5.000000e-01)
  %421 = fmul <8 x float> %broadcast.splat, %419
  %422 = fmul <8 x float> %broadcast.splat, %420
  %423 = fadd <8 x float> %wide.load, %421
  %424 = fadd <8 x float> %wide.load59, %422
  %425 = getelementptr inbounds float, ptr %scratch, i64 %index
  %426 = getelementptr inbounds nuw i8, ptr %425, i64 32
  %wide.load62 = load <8 x float>, ptr %425, align 4, !alias.scope !22
  %wide.load63 = load <8 x float>, ptr %426, align 4, !alias.scope !22
  %427 = fmul <8 x float> %broadcast.splat58, %wide.load62
  %428 = fmul <8 x float> %broadcast.splat58, %wide.load63
  %429 = fadd <8 x float> %427, %423
  %430 = fadd <8 x float> %428, %424
  store <8 x float> %429, ptr %411, align 4, !alias.scope !15, !noalias !18
  store <8 x float> %430, ptr %412, align 4, !alias.scope !15, !noalias !18
  %index.next = add nuw i64 %index, 16
  %431 = icmp eq i64 %index.next, %n.vec
  br i1 %431, label %middle.block, label %vector.body, !llvm.loop !23

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.loopexit11.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body.us.preheader, label %vec.epilog.ph, !prof !24

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert68 = insertelement <4 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat69 = shufflevector <4 x float> %broadcast.splatinsert68, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index70 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next74, %vec.epilog.vector.body ]
  %432 = getelementptr inbounds float, ptr %145, i64 %index70
  %wide.load71 = load <4 x float>, ptr %432, align 4, !alias.scope !15, !noalias !18
  %433 = getelementptr inbounds float, ptr %146, i64 %index70
  %wide.load72 = load <4 x float>, ptr %433, align 4, !alias.scope !21
  %434 = fsub <4 x float> %wide.load72, %wide.load71
  %435 = fmul <4 x float> %434, splat (float 2.000000e+00)
  %436 = fmul <4 x float> %435, splat (float 5.000000e-01)
  %437 = fmul <4 x float> %broadcast.splat67, %436
  %438 = fadd <4 x float> %wide.load71, %437
  %439 = getelementptr inbounds float, ptr %scratch, i64 %index70
  %wide.load73 = load <4 x float>, ptr %439, align 4, !alias.scope !22
  %440 = fmul <4 x float> %broadcast.splat69, %wide.load73
  %441 = fadd <4 x float> %440, %438
  store <4 x float> %441, ptr %432, align 4, !alias.scope !15, !noalias !18
  %index.next74 = add nuw i64 %index70, 4
  %442 = icmp eq i64 %index.next74, %n.vec65
  br i1 %442, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !25

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n75, label %noise.done.loopexit11.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature13.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec65, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg = or disjoint i64 %feature13.us.ph, 1
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %443 = getelementptr inbounds float, ptr %145, i64 %feature13.us.ph
  %444 = load float, ptr %443, align 4
  %445 = getelementptr inbounds float, ptr %146, i64 %feature13.us.ph
  %446 = load float, ptr %445, align 4
  %447 = fsub float %446, %444
  %448 = fmul float %447, 2.000000e+00
  %449 = fmul float %448, 5.000000e-01
  %450 = fmul float %eta, %449
  %451 = fadd float %444, %450
  %452 = getelementptr inbounds float, ptr %scratch, i64 %feature13.us.ph
  %453 = load float, ptr %452, align 4
  %454 = fmul float %noise_scale3.us, %453
  %455 = fadd float %454, %451
  store float %455, ptr %443, align 4
  %456 = or disjoint i64 %feature13.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature13.us.unr = phi i64 [ %feature13.us.ph, %feature.body.us.preheader ], [ %456, %feature.body.us.prol ]
  %457 = icmp eq i64 %n_features, %.neg
  br i1 %457, label %noise.done.loopexit11.us, label %feature.body.us

noise.done.loopexit11.us:                         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block, %vec.epilog.middle.block, %step.body.us18
  %t_next.us21 = fmul float %anneal_ratio, %temperature1.015.us20
  %458 = add nuw i64 %step16.us19, 1
  %exitcond37.not = icmp eq i64 %458, %steps
  br i1 %exitcond37.not, label %step.header.step.exit_crit_edge.split.us22, label %step.body.us18

noise.body.lr.ph.us:                              ; preds = %step.body.us18
  %key1_step.us = add i64 %step16.us19, %key1
  %459 = lshr i64 %key1_step.us, 32
  %460 = mul nuw i64 %459, 3449720151
  %461 = lshr i64 %460, 32
  %462 = xor i64 %key0, %461
  %463 = xor i64 %462, %key1_step.us
  %464 = and i64 %463, 4294967295
  %465 = mul nuw i64 %464, 3528531795
  %466 = lshr i64 %465, 32
  %467 = xor i64 %466, %18
  br i1 %min.iters.check76, label %noise.body.us.preheader, label %vector.ph77

vector.ph77:                                      ; preds = %noise.body.lr.ph.us
  %broadcast.splatinsert84 = insertelement <8 x i64> poison, i64 %467, i64 0
  %broadcast.splat85 = shufflevector <8 x i64> %broadcast.splatinsert84, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %460, %17
  %.scalar178 = and i64 %.scalar, 4294967295
  %468 = insertelement <8 x i64> poison, i64 %.scalar178, i64 0
  %.masked = shufflevector <8 x i64> %468, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar179 = xor i64 %465, %20
  %.scalar180 = and i64 %.scalar179, 4294967295
  %469 = insertelement <8 x i64> poison, i64 %.scalar180, i64 0
  %.masked177 = shufflevector <8 x i64> %469, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body120

vector.body120:                                   ; preds = %vector.body120, %vector.ph77
  %index121 = phi i64 [ 0, %vector.ph77 ], [ %index.next122, %vector.body120 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph77 ], [ %vec.ind.next, %vector.body120 ]
  %470 = add <8 x i64> %vec.ind, %broadcast.splat87
  %471 = and <8 x i64> %470, splat (i64 4294967295)
  %472 = mul nuw <8 x i64> %471, splat (i64 3528531795)
  %473 = xor <8 x i64> %470, %broadcast.splat89
  %474 = xor <8 x i64> %473, %472
  %475 = lshr <8 x i64> %474, splat (i64 32)
  %476 = mul nuw <8 x i64> %475, splat (i64 3449720151)
  %477 = lshr <8 x i64> %476, splat (i64 32)
  %478 = xor <8 x i64> %broadcast.splat85, %472
  %479 = xor <8 x i64> %.masked, %477
  %480 = mul nuw <8 x i64> %479, splat (i64 3528531795)
  %481 = and <8 x i64> %478, splat (i64 4294967295)
  %482 = mul nuw <8 x i64> %481, splat (i64 3449720151)
  %483 = lshr <8 x i64> %480, splat (i64 32)
  %484 = lshr <8 x i64> %482, splat (i64 32)
  %485 = xor <8 x i64> %484, %broadcast.splat93
  %486 = xor <8 x i64> %485, %476
  %487 = and <8 x i64> %486, splat (i64 4294967295)
  %488 = mul nuw <8 x i64> %487, splat (i64 3528531795)
  %489 = xor <8 x i64> %.masked177, %483
  %490 = mul nuw <8 x i64> %489, splat (i64 3449720151)
  %491 = lshr <8 x i64> %488, splat (i64 32)
  %492 = lshr <8 x i64> %490, splat (i64 32)
  %493 = xor <8 x i64> %broadcast.splat97, %492
  %494 = xor <8 x i64> %493, %482
  %495 = xor <8 x i64> %491, %broadcast.splat99
  %496 = xor <8 x i64> %495, %480
  %497 = and <8 x i64> %494, splat (i64 4294967295)
  %498 = mul nuw <8 x i64> %497, splat (i64 3528531795)
  %499 = and <8 x i64> %496, splat (i64 4294967295)
  %500 = mul nuw <8 x i64> %499, splat (i64 3449720151)
  %501 = lshr <8 x i64> %498, splat (i64 32)
  %502 = lshr <8 x i64> %500, splat (i64 32)
  %503 = xor <8 x i64> %502, %broadcast.splat101
  %504 = xor <8 x i64> %503, %490
  %505 = xor <8 x i64> %broadcast.splat103, %501
  %506 = xor <8 x i64> %505, %488
  %507 = and <8 x i64> %504, splat (i64 4294967295)
  %508 = mul nuw <8 x i64> %507, splat (i64 3528531795)
  %509 = and <8 x i64> %506, splat (i64 4294967295)
  %510 = mul nuw <8 x i64> %509, splat (i64 3449720151)
  %511 = lshr <8 x i64> %508, splat (i64 32)
  %512 = lshr <8 x i64> %510, splat (i64 32)
  %513 = xor <8 x i64> %broadcast.splat105, %512
  %514 = xor <8 x i64> %513, %500
  %515 = xor <8 x i64> %511, %broadcast.splat107
  %516 = xor <8 x i64> %515, %498
  %517 = and <8 x i64> %514, splat (i64 4294967295)
  %518 = mul nuw <8 x i64> %517, splat (i64 3528531795)
  %519 = and <8 x i64> %516, splat (i64 4294967295)
  %520 = mul nuw <8 x i64> %519, splat (i64 3449720151)
  %521 = lshr <8 x i64> %518, splat (i64 32)
  %522 = lshr <8 x i64> %520, splat (i64 32)
  %523 = xor <8 x i64> %522, %broadcast.splat109
  %524 = xor <8 x i64> %523, %510
  %525 = xor <8 x i64> %broadcast.splat111, %521
  %526 = xor <8 x i64> %525, %508
  %527 = and <8 x i64> %524, splat (i64 4294967295)
  %528 = mul nuw <8 x i64> %527, splat (i64 3528531795)
  %529 = and <8 x i64> %526, splat (i64 4294967295)
  %530 = mul nuw <8 x i64> %529, splat (i64 3449720151)
  %531 = lshr <8 x i64> %528, splat (i64 32)
  %532 = lshr <8 x i64> %530, splat (i64 32)
  %533 = xor <8 x i64> %broadcast.splat113, %532
  %534 = xor <8 x i64> %533, %520
  %535 = xor <8 x i64> %531, %broadcast.splat115
  %536 = xor <8 x i64> %535, %518
  %537 = and <8 x i64> %534, splat (i64 4294967295)
  %538 = mul nuw <8 x i64> %537, splat (i64 3528531795)
  %539 = lshr <8 x i64> %538, splat (i64 32)
  %540 = trunc <8 x i64> %536 to <8 x i32>
  %541 = mul <8 x i32> %540, splat (i32 -845247145)
  %542 = xor <8 x i64> %broadcast.splat117, %539
  %543 = xor <8 x i64> %542, %528
  %544 = and <8 x i64> %543, splat (i64 4294967295)
  %545 = mul nuw <8 x i64> %544, splat (i64 3449720151)
  %546 = lshr <8 x i64> %545, splat (i64 32)
  %547 = trunc nuw <8 x i64> %546 to <8 x i32>
  %548 = trunc <8 x i64> %545 to <8 x i32>
  %549 = xor <8 x i32> %541, %broadcast.splat119
  %550 = xor <8 x i32> %549, %547
  %551 = uitofp <8 x i32> %550 to <8 x double>
  %552 = fadd <8 x double> %551, splat (double 5.000000e-01)
  %553 = fmul <8 x double> %552, splat (double 0x3DF0000000000000)
  %554 = uitofp <8 x i32> %548 to <8 x double>
  %555 = fadd <8 x double> %554, splat (double 5.000000e-01)
  %556 = fmul <8 x double> %555, splat (double 0x3DF0000000000000)
  %557 = fcmp olt <8 x double> %553, splat (double 0x10000000000000)
  %558 = fmul <8 x double> %553, splat (double 0x4350000000000000)
  %559 = select <8 x i1> %557, <8 x double> %558, <8 x double> %553
  %560 = select <8 x i1> %557, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %561 = bitcast <8 x double> %559 to <8 x i64>
  %562 = lshr <8 x i64> %561, splat (i64 32)
  %563 = add nuw nsw <8 x i64> %562, splat (i64 614242)
  %564 = lshr <8 x i64> %563, splat (i64 20)
  %565 = add nsw <8 x i64> %564, %560
  %566 = shl <8 x i64> %563, splat (i64 32)
  %567 = and <8 x i64> %566, splat (i64 4503595332403200)
  %568 = add nuw nsw <8 x i64> %567, splat (i64 4604544269498187776)
  %569 = and <8 x i64> %561, splat (i64 4294967295)
  %570 = or disjoint <8 x i64> %568, %569
  %571 = bitcast <8 x i64> %570 to <8 x double>
  %572 = fadd <8 x double> %571, splat (double -1.000000e+00)
  %573 = fmul <8 x double> %572, splat (double 5.000000e-01)
  %574 = fmul <8 x double> %572, %573
  %575 = fadd <8 x double> %572, splat (double 2.000000e+00)
  %576 = fdiv <8 x double> %572, %575
  %577 = fmul <8 x double> %576, %576
  %578 = fmul <8 x double> %577, %577
  %579 = fmul <8 x double> %578, splat (double 0x3FC39A09D078C69F)
  %580 = fadd <8 x double> %579, splat (double 0x3FCC71C51D8E78AF)
  %581 = fmul <8 x double> %578, %580
  %582 = fadd <8 x double> %581, splat (double 0x3FD999999997FA04)
  %583 = fmul <8 x double> %578, %582
  %584 = fmul <8 x double> %578, splat (double 0x3FC2F112DF3E5244)
  %585 = fadd <8 x double> %584, splat (double 0x3FC7466496CB03DE)
  %586 = fmul <8 x double> %578, %585
  %587 = fadd <8 x double> %586, splat (double 0x3FD2492494229359)
  %588 = fmul <8 x double> %578, %587
  %589 = fadd <8 x double> %588, splat (double 0x3FE5555555555593)
  %590 = fmul <8 x double> %577, %589
  %591 = fadd <8 x double> %583, %590
  %592 = sitofp <8 x i64> %565 to <8 x double>
  %593 = fadd <8 x double> %574, %591
  %594 = fmul <8 x double> %576, %593
  %595 = fmul <8 x double> %592, splat (double 0x3DEA39EF35793C76)
  %596 = fadd <8 x double> %595, %594
  %597 = fsub <8 x double> %596, %574
  %598 = fadd <8 x double> %572, %597
  %599 = fmul <8 x double> %592, splat (double 0x3FE62E42FEE00000)
  %600 = fadd <8 x double> %599, %598
  %601 = fcmp oeq <8 x double> %553, splat (double 0x7FF0000000000000)
  %602 = fcmp oeq <8 x double> %553, zeroinitializer
  %603 = fmul <8 x double> %600, splat (double -2.000000e+00)
  %604 = select <8 x i1> %601, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %603
  %605 = select <8 x i1> %602, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %604
  %606 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %605)
  %607 = fmul <8 x double> %556, splat (double 0x401921FB54442D18)
  %608 = fmul <8 x double> %607, splat (double 0x3FE45F306DC9C883)
  %609 = fadd <8 x double> %608, splat (double 0x4338000000000000)
  %610 = bitcast <8 x double> %609 to <8 x i64>
  %611 = fadd <8 x double> %609, splat (double 0xC338000000000000)
  %612 = fmul <8 x double> %611, splat (double 0x3FF921FB54400000)
  %613 = fsub <8 x double> %607, %612
  %614 = fmul <8 x double> %611, splat (double 0x3DD0B4611A626331)
  %615 = fmul <8 x double> %611, splat (double 0x3DD0B4611A600000)
  %616 = fsub <8 x double> %613, %615
  %617 = fmul <8 x double> %611, splat (double 0x3BA3198A2E037073)
  %618 = fsub <8 x double> %613, %616
  %619 = fsub <8 x double> %618, %615
  %620 = fsub <8 x double> %617, %619
  %621 = fmul <8 x double> %611, splat (double 0x3BA3198A2E000000)
  %622 = fsub <8 x double> %616, %621
  %623 = fmul <8 x double> %611, splat (double 0x397B839A252049C1)
  %624 = fsub <8 x double> %616, %622
  %625 = fsub <8 x double> %624, %621
  %626 = fsub <8 x double> %623, %625
  %627 = fsub <8 x double> %613, %614
  %628 = fsub <8 x double> %616, %620
  %629 = bitcast <8 x double> %607 to <8 x i64>
  %630 = lshr <8 x i64> %629, splat (i64 52)
  %631 = and <8 x i64> %630, splat (i64 2047)
  %632 = bitcast <8 x double> %627 to <8 x i64>
  %633 = lshr <8 x i64> %632, splat (i64 52)
  %634 = and <8 x i64> %633, splat (i64 2047)
  %635 = bitcast <8 x double> %628 to <8 x i64>
  %636 = lshr <8 x i64> %635, splat (i64 52)
  %637 = and <8 x i64> %636, splat (i64 2047)
  %638 = add nuw nsw <8 x i64> %634, splat (i64 16)
  %639 = icmp samesign ult <8 x i64> %638, %631
  %640 = add nuw nsw <8 x i64> %637, splat (i64 49)
  %641 = icmp samesign ult <8 x i64> %640, %631
  %642 = select <8 x i1> %641, <8 x double> %622, <8 x double> %616
  %643 = select <8 x i1> %641, <8 x double> %626, <8 x double> %620
  %644 = select <8 x i1> %639, <8 x double> %642, <8 x double> %613
  %645 = select <8 x i1> %639, <8 x double> %643, <8 x double> %614
  %646 = fsub <8 x double> %644, %645
  %647 = fsub <8 x double> %644, %646
  %648 = fsub <8 x double> %647, %645
  %649 = fmul <8 x double> %646, %646
  %650 = fmul <8 x double> %649, %649
  %651 = fmul <8 x double> %649, splat (double 0x3EFA01A019CB1590)
  %652 = fadd <8 x double> %651, splat (double 0xBF56C16C16C15177)
  %653 = fmul <8 x double> %649, %652
  %654 = fadd <8 x double> %653, splat (double 0x3FA555555555554C)
  %655 = fmul <8 x double> %649, %654
  %656 = fmul <8 x double> %649, splat (double 0x3DA8FAE9BE8838D4)
  %657 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %656
  %658 = fmul <8 x double> %649, %657
  %659 = fadd <8 x double> %658, splat (double 0xBE927E4F809C52AD)
  %660 = fmul <8 x double> %650, %650
  %661 = fmul <8 x double> %660, %659
  %662 = fadd <8 x double> %655, %661
  %663 = fmul <8 x double> %649, splat (double 5.000000e-01)
  %664 = fsub <8 x double> splat (double 1.000000e+00), %663
  %665 = fsub <8 x double> splat (double 1.000000e+00), %664
  %666 = fsub <8 x double> %665, %663
  %667 = fmul <8 x double> %649, %662
  %668 = fmul <8 x double> %646, %648
  %669 = fsub <8 x double> %667, %668
  %670 = fadd <8 x double> %666, %669
  %671 = fadd <8 x double> %664, %670
  %672 = fmul <8 x double> %649, splat (double 0x3EC71DE357B1FE7D)
  %673 = fadd <8 x double> %672, splat (double 0xBF2A01A019C161D5)
  %674 = fmul <8 x double> %649, %673
  %675 = fadd <8 x double> %674, splat (double 0x3F8111111110F8A6)
  %676 = fmul <8 x double> %649, splat (double 0x3DE5D93A5ACFD57C)
  %677 = fadd <8 x double> %676, splat (double 0xBE5AE5E68A2B9CEB)
  %678 = fmul <8 x double> %649, %650
  %679 = fmul <8 x double> %678, %677
  %680 = fadd <8 x double> %679, %675
  %681 = fmul <8 x double> %646, %649
  %682 = fmul <8 x double> %648, splat (double 5.000000e-01)
  %683 = fmul <8 x double> %681, %680
  %684 = fsub <8 x double> %682, %683
  %685 = fmul <8 x double> %649, %684
  %686 = fsub <8 x double> %685, %648
  %687 = fmul <8 x double> %681, splat (double 0x3FC5555555555549)
  %688 = fadd <8 x double> %686, %687
  %689 = fsub <8 x double> %646, %688
  %690 = fneg <8 x double> %671
  %691 = fneg <8 x double> %689
  %692 = and <8 x i64> %610, splat (i64 1)
  %693 = and <8 x i64> %610, splat (i64 2)
  %694 = icmp eq <8 x i64> %692, zeroinitializer
  %695 = icmp eq <8 x i64> %693, zeroinitializer
  %696 = select <8 x i1> %695, <8 x double> %671, <8 x double> %690
  %697 = select <8 x i1> %695, <8 x double> %691, <8 x double> %689
  %698 = select <8 x i1> %694, <8 x double> %696, <8 x double> %697
  %699 = fcmp olt <8 x double> %607, splat (double 0x413921FB00000000)
  %700 = select <8 x i1> %699, <8 x double> %698, <8 x double> splat (double 0x7FF8000000000000)
  %701 = fmul <8 x double> %700, %606
  %702 = fptrunc <8 x double> %701 to <8 x float>
  %703 = getelementptr inbounds float, ptr %scratch, i64 %index121
  store <8 x float> %702, ptr %703, align 4
  %index.next122 = add nuw i64 %index121, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %704 = icmp eq i64 %index.next122, %n.vec79
  br i1 %704, label %middle.block123, label %vector.body120, !llvm.loop !26

middle.block123:                                  ; preds = %vector.body120
  br i1 %cmp.n124, label %iter.check, label %noise.body.us.preheader

noise.body.us.preheader:                          ; preds = %noise.body.lr.ph.us, %middle.block123
  %noise12.us.ph = phi i64 [ 0, %noise.body.lr.ph.us ], [ %n.vec79, %middle.block123 ]
  %invariant.op = xor i64 %17, %460
  %invariant.op184 = xor i64 %20, %465
  br label %noise.body.us

step.header.step.exit_crit_edge.split.us22:       ; preds = %noise.done.loopexit11.us
  %705 = add nuw i64 %row17.us, 1
  %exitcond38.not = icmp eq i64 %705, %row_end
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
!26 = distinct !{!26, !6, !7}
