; ModuleID = 'double_well'
source_filename = "double_well.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_double_well_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
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
  %min.iters.check61 = icmp ult i64 %n_features, 8
  %n.vec64 = and i64 %n_features, -8
  %broadcast.splatinsert73 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat74 = shufflevector <8 x i64> %broadcast.splatinsert73, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert77 = insertelement <8 x i64> poison, i64 %19, i64 0
  %broadcast.splat78 = shufflevector <8 x i64> %broadcast.splatinsert77, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert81 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat82 = shufflevector <8 x i64> %broadcast.splatinsert81, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert83 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat84 = shufflevector <8 x i64> %broadcast.splatinsert83, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert85 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat86 = shufflevector <8 x i64> %broadcast.splatinsert85, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert87 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat88 = shufflevector <8 x i64> %broadcast.splatinsert87, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert89 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat90 = shufflevector <8 x i64> %broadcast.splatinsert89, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert91 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat92 = shufflevector <8 x i64> %broadcast.splatinsert91, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert93 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat94 = shufflevector <8 x i64> %broadcast.splatinsert93, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert95 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat96 = shufflevector <8 x i64> %broadcast.splatinsert95, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert97 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat98 = shufflevector <8 x i64> %broadcast.splatinsert97, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert99 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat100 = shufflevector <8 x i64> %broadcast.splatinsert99, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert101 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat102 = shufflevector <8 x i64> %broadcast.splatinsert101, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert103 = insertelement <8 x i32> poison, i32 %32, i64 0
  %broadcast.splat104 = shufflevector <8 x i32> %broadcast.splatinsert103, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n109 = icmp eq i64 %n_features, %n.vec64
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec = and i64 %n_features, -8
  %broadcast.splatinsert = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
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
  %min.iters.check122 = icmp ult i64 %n_features, 4
  %min.iters.check124 = icmp ult i64 %n_features, 32
  %n.mod.vf126 = and i64 %n_features, 28
  %n.vec127 = and i64 %n_features, -32
  %broadcast.splatinsert128 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat129 = shufflevector <8 x float> %broadcast.splatinsert128, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n142 = icmp eq i64 %n_features, %n.vec127
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf126, 0
  %n.vec144 = and i64 %n_features, -4
  %broadcast.splatinsert145 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat146 = shufflevector <4 x float> %broadcast.splatinsert145, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n151 = icmp eq i64 %n_features, %n.vec144
  %xtraiter159 = and i64 %n_features, 1
  %lcmp.mod160.not = icmp eq i64 %xtraiter159, 0
  br label %row.body.us.us.us

row.body.us.us.us:                                ; preds = %row.body.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us
  %indvar112 = phi i64 [ 0, %row.body.us.us.us.preheader ], [ %indvar.next113, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %row17.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.preheader ], [ %184, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %46 = mul i64 %42, %indvar112
  %47 = add i64 %41, %46
  %scevgep114 = getelementptr i8, ptr %state, i64 %47
  %48 = add i64 %45, %46
  %scevgep115 = getelementptr i8, ptr %state, i64 %48
  %scevgep116 = getelementptr i8, ptr %input_0, i64 %47
  %scevgep117 = getelementptr i8, ptr %input_0, i64 %48
  %row_offset.us.us.us = mul i64 %row17.us.us.us, %n_features
  %49 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us
  %50 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us.us
  %bound0118 = icmp ult ptr %scevgep114, %scevgep117
  %bound1119 = icmp ult ptr %scevgep116, %scevgep115
  %found.conflict120 = and i1 %bound0118, %bound1119
  br label %iter.check

iter.check:                                       ; preds = %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, %row.body.us.us.us
  %step16.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us ], [ %183, %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us ]
  %brmerge = select i1 %min.iters.check122, i1 true, i1 %found.conflict120
  br i1 %brmerge, label %feature.body7.us.us.us.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check124, label %vec.epilog.ph, label %vector.body130

vector.body130:                                   ; preds = %vector.main.loop.iter.check, %vector.body130
  %index131 = phi i64 [ %index.next140, %vector.body130 ], [ 0, %vector.main.loop.iter.check ]
  %51 = getelementptr inbounds float, ptr %49, i64 %index131
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 32
  %53 = getelementptr inbounds nuw i8, ptr %51, i64 64
  %54 = getelementptr inbounds nuw i8, ptr %51, i64 96
  %wide.load132 = load <8 x float>, ptr %51, align 4, !alias.scope !0, !noalias !3
  %wide.load133 = load <8 x float>, ptr %52, align 4, !alias.scope !0, !noalias !3
  %wide.load134 = load <8 x float>, ptr %53, align 4, !alias.scope !0, !noalias !3
  %wide.load135 = load <8 x float>, ptr %54, align 4, !alias.scope !0, !noalias !3
  %55 = getelementptr inbounds float, ptr %50, i64 %index131
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 32
  %57 = getelementptr inbounds nuw i8, ptr %55, i64 64
  %58 = getelementptr inbounds nuw i8, ptr %55, i64 96
  %wide.load136 = load <8 x float>, ptr %55, align 4, !alias.scope !3
  %wide.load137 = load <8 x float>, ptr %56, align 4, !alias.scope !3
  %wide.load138 = load <8 x float>, ptr %57, align 4, !alias.scope !3
  %wide.load139 = load <8 x float>, ptr %58, align 4, !alias.scope !3
  %59 = fsub <8 x float> %wide.load132, %wide.load136
  %60 = fsub <8 x float> %wide.load133, %wide.load137
  %61 = fsub <8 x float> %wide.load134, %wide.load138
  %62 = fsub <8 x float> %wide.load135, %wide.load139
  %63 = fmul <8 x float> %59, splat (float 2.000000e+00)
  %64 = fmul <8 x float> %60, splat (float 2.000000e+00)
  %65 = fmul <8 x float> %61, splat (float 2.000000e+00)
  %66 = fmul <8 x float> %62, splat (float 2.000000e+00)
  %67 = fmul <8 x float> %63, splat (float 5.000000e-01)
  %68 = fmul <8 x float> %64, splat (float 5.000000e-01)
  %69 = fmul <8 x float> %65, splat (float 5.000000e-01)
  %70 = fmul <8 x float> %66, splat (float 5.000000e-01)
  %71 = fmul <8 x float> %wide.load132, splat (float 2.000000e+00)
  %72 = fmul <8 x float> %wide.load133, splat (float 2.000000e+00)
  %73 = fmul <8 x float> %wide.load134, splat (float 2.000000e+00)
  %74 = fmul <8 x float> %wide.load135, splat (float 2.000000e+00)
  %75 = fmul <8 x float> %71, splat (float 5.000000e-01)
  %76 = fmul <8 x float> %72, splat (float 5.000000e-01)
  %77 = fmul <8 x float> %73, splat (float 5.000000e-01)
  %78 = fmul <8 x float> %74, splat (float 5.000000e-01)
  %79 = fsub <8 x float> %67, %75
  %80 = fsub <8 x float> %68, %76
  %81 = fsub <8 x float> %69, %77
  %82 = fsub <8 x float> %70, %78
  %83 = fmul <8 x float> %wide.load132, %wide.load132
  %84 = fmul <8 x float> %wide.load133, %wide.load133
  %85 = fmul <8 x float> %wide.load134, %wide.load134
  %86 = fmul <8 x float> %wide.load135, %wide.load135
  %87 = fmul <8 x float> %wide.load132, %83
  %88 = fmul <8 x float> %wide.load133, %84
  %89 = fmul <8 x float> %wide.load134, %85
  %90 = fmul <8 x float> %wide.load135, %86
  %91 = fmul <8 x float> %87, splat (float 4.000000e+00)
  %92 = fmul <8 x float> %88, splat (float 4.000000e+00)
  %93 = fmul <8 x float> %89, splat (float 4.000000e+00)
  %94 = fmul <8 x float> %90, splat (float 4.000000e+00)
  %95 = fmul <8 x float> %91, splat (float 2.500000e-01)
  %96 = fmul <8 x float> %92, splat (float 2.500000e-01)
  %97 = fmul <8 x float> %93, splat (float 2.500000e-01)
  %98 = fmul <8 x float> %94, splat (float 2.500000e-01)
  %99 = fadd <8 x float> %95, %79
  %100 = fadd <8 x float> %96, %80
  %101 = fadd <8 x float> %97, %81
  %102 = fadd <8 x float> %98, %82
  %103 = fmul <8 x float> %broadcast.splat129, %99
  %104 = fmul <8 x float> %broadcast.splat129, %100
  %105 = fmul <8 x float> %broadcast.splat129, %101
  %106 = fmul <8 x float> %broadcast.splat129, %102
  %107 = fsub <8 x float> %wide.load132, %103
  %108 = fsub <8 x float> %wide.load133, %104
  %109 = fsub <8 x float> %wide.load134, %105
  %110 = fsub <8 x float> %wide.load135, %106
  store <8 x float> %107, ptr %51, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %108, ptr %52, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %109, ptr %53, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %110, ptr %54, align 4, !alias.scope !0, !noalias !3
  %index.next140 = add nuw i64 %index131, 32
  %111 = icmp eq i64 %index.next140, %n.vec127
  br i1 %111, label %middle.block141, label %vector.body130, !llvm.loop !5

middle.block141:                                  ; preds = %vector.body130
  br i1 %cmp.n142, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block141
  br i1 %min.epilog.iters.check, label %feature.body7.us.us.us.us.us.preheader, label %vec.epilog.ph, !prof !8

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec127, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index147 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next150, %vec.epilog.vector.body ]
  %112 = getelementptr inbounds float, ptr %49, i64 %index147
  %wide.load148 = load <4 x float>, ptr %112, align 4, !alias.scope !0, !noalias !3
  %113 = getelementptr inbounds float, ptr %50, i64 %index147
  %wide.load149 = load <4 x float>, ptr %113, align 4, !alias.scope !3
  %114 = fsub <4 x float> %wide.load148, %wide.load149
  %115 = fmul <4 x float> %114, splat (float 2.000000e+00)
  %116 = fmul <4 x float> %115, splat (float 5.000000e-01)
  %117 = fmul <4 x float> %wide.load148, splat (float 2.000000e+00)
  %118 = fmul <4 x float> %117, splat (float 5.000000e-01)
  %119 = fsub <4 x float> %116, %118
  %120 = fmul <4 x float> %wide.load148, %wide.load148
  %121 = fmul <4 x float> %wide.load148, %120
  %122 = fmul <4 x float> %121, splat (float 4.000000e+00)
  %123 = fmul <4 x float> %122, splat (float 2.500000e-01)
  %124 = fadd <4 x float> %123, %119
  %125 = fmul <4 x float> %broadcast.splat146, %124
  %126 = fsub <4 x float> %wide.load148, %125
  store <4 x float> %126, ptr %112, align 4, !alias.scope !0, !noalias !3
  %index.next150 = add nuw i64 %index147, 4
  %127 = icmp eq i64 %index.next150, %n.vec144
  br i1 %127, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !9

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n151, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us.preheader

feature.body7.us.us.us.us.us.preheader:           ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature914.us.us.us.us.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec144, %vec.epilog.middle.block ], [ %n.vec127, %vec.epilog.iter.check ]
  %.neg161 = or disjoint i64 %feature914.us.us.us.us.us.ph, 1
  br i1 %lcmp.mod160.not, label %feature.body7.us.us.us.us.us.prol.loopexit, label %feature.body7.us.us.us.us.us.prol

feature.body7.us.us.us.us.us.prol:                ; preds = %feature.body7.us.us.us.us.us.preheader
  %128 = getelementptr inbounds float, ptr %49, i64 %feature914.us.us.us.us.us.ph
  %129 = load float, ptr %128, align 4
  %130 = getelementptr inbounds float, ptr %50, i64 %feature914.us.us.us.us.us.ph
  %131 = load float, ptr %130, align 4
  %132 = fsub float %129, %131
  %133 = fmul float %132, 2.000000e+00
  %134 = fmul float %133, 5.000000e-01
  %135 = fmul float %129, 2.000000e+00
  %136 = fmul float %135, 5.000000e-01
  %137 = fsub float %134, %136
  %138 = fmul float %129, %129
  %139 = fmul float %129, %138
  %140 = fmul float %139, 4.000000e+00
  %141 = fmul float %140, 2.500000e-01
  %142 = fadd float %141, %137
  %143 = fmul float %eta, %142
  %144 = fsub float %129, %143
  store float %144, ptr %128, align 4
  %145 = or disjoint i64 %feature914.us.us.us.us.us.ph, 1
  br label %feature.body7.us.us.us.us.us.prol.loopexit

feature.body7.us.us.us.us.us.prol.loopexit:       ; preds = %feature.body7.us.us.us.us.us.prol, %feature.body7.us.us.us.us.us.preheader
  %feature914.us.us.us.us.us.unr = phi i64 [ %feature914.us.us.us.us.us.ph, %feature.body7.us.us.us.us.us.preheader ], [ %145, %feature.body7.us.us.us.us.us.prol ]
  %146 = icmp eq i64 %n_features, %.neg161
  br i1 %146, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us

feature.body7.us.us.us.us.us:                     ; preds = %feature.body7.us.us.us.us.us.prol.loopexit, %feature.body7.us.us.us.us.us
  %feature914.us.us.us.us.us = phi i64 [ %182, %feature.body7.us.us.us.us.us ], [ %feature914.us.us.us.us.us.unr, %feature.body7.us.us.us.us.us.prol.loopexit ]
  %147 = getelementptr inbounds float, ptr %49, i64 %feature914.us.us.us.us.us
  %148 = load float, ptr %147, align 4
  %149 = getelementptr inbounds float, ptr %50, i64 %feature914.us.us.us.us.us
  %150 = load float, ptr %149, align 4
  %151 = fsub float %148, %150
  %152 = fmul float %151, 2.000000e+00
  %153 = fmul float %152, 5.000000e-01
  %154 = fmul float %148, 2.000000e+00
  %155 = fmul float %154, 5.000000e-01
  %156 = fsub float %153, %155
  %157 = fmul float %148, %148
  %158 = fmul float %148, %157
  %159 = fmul float %158, 4.000000e+00
  %160 = fmul float %159, 2.500000e-01
  %161 = fadd float %160, %156
  %162 = fmul float %eta, %161
  %163 = fsub float %148, %162
  store float %163, ptr %147, align 4
  %164 = add nuw i64 %feature914.us.us.us.us.us, 1
  %165 = getelementptr inbounds float, ptr %49, i64 %164
  %166 = load float, ptr %165, align 4
  %167 = getelementptr inbounds float, ptr %50, i64 %164
  %168 = load float, ptr %167, align 4
  %169 = fsub float %166, %168
  %170 = fmul float %169, 2.000000e+00
  %171 = fmul float %170, 5.000000e-01
  %172 = fmul float %166, 2.000000e+00
  %173 = fmul float %172, 5.000000e-01
  %174 = fsub float %171, %173
  %175 = fmul float %166, %166
  %176 = fmul float %166, %175
  %177 = fmul float %176, 4.000000e+00
  %178 = fmul float %177, 2.500000e-01
  %179 = fadd float %178, %174
  %180 = fmul float %eta, %179
  %181 = fsub float %166, %180
  store float %181, ptr %165, align 4
  %182 = add nuw i64 %feature914.us.us.us.us.us, 2
  %exitcond39.not.1 = icmp eq i64 %182, %n_features
  br i1 %exitcond39.not.1, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us, !llvm.loop !10

feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us: ; preds = %feature.body7.us.us.us.us.us.prol.loopexit, %feature.body7.us.us.us.us.us, %vec.epilog.middle.block, %middle.block141
  %183 = add nuw i64 %step16.us.us.us.us.us, 1
  %exitcond40.not = icmp eq i64 %183, %steps
  br i1 %exitcond40.not, label %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, label %iter.check

step.header.step.exit_crit_edge.split.us.split.us.us.us.us: ; preds = %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us
  %184 = add nuw i64 %row17.us.us.us, 1
  %exitcond41.not = icmp eq i64 %184, %row_end
  %indvar.next113 = add i64 %indvar112, 1
  br i1 %exitcond41.not, label %row.exit, label %row.body.us.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.split.us22
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.us22 ]
  %row17.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %759, %step.header.step.exit_crit_edge.split.us22 ]
  %185 = mul i64 %36, %indvar
  %186 = add i64 %35, %185
  %scevgep = getelementptr i8, ptr %state, i64 %186
  %187 = add i64 %39, %185
  %scevgep49 = getelementptr i8, ptr %state, i64 %187
  %scevgep50 = getelementptr i8, ptr %input_0, i64 %186
  %scevgep51 = getelementptr i8, ptr %input_0, i64 %187
  %row_offset.us = mul i64 %row17.us, %n_features
  %188 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %189 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert71 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat72 = shufflevector <8 x i64> %broadcast.splatinsert71, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0 = icmp ult ptr %scevgep, %scevgep51
  %bound1 = icmp ult ptr %scevgep50, %scevgep49
  %found.conflict = and i1 %bound0, %bound1
  %bound053 = icmp ult ptr %scevgep, %scevgep52
  %bound154 = icmp ult ptr %scratch, %scevgep49
  %found.conflict55 = and i1 %bound053, %bound154
  %conflict.rdx = or i1 %found.conflict, %found.conflict55
  br label %step.body.us18

step.body.us18:                                   ; preds = %row.body.us, %noise.done.loopexit11.us
  %step16.us19 = phi i64 [ 0, %row.body.us ], [ %512, %noise.done.loopexit11.us ]
  %temperature1.015.us20 = phi float [ %temperature, %row.body.us ], [ %t_next.us21, %noise.done.loopexit11.us ]
  %190 = fmul float %two_eta, %temperature1.015.us20
  %191 = fcmp ogt float %190, 0.000000e+00
  %192 = tail call float @llvm.sqrt.f32(float %190)
  %193 = select i1 %191, float %192, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %193
  br i1 %.not30, label %noise.done.loopexit11.us, label %noise.body.lr.ph.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature13.us = phi i64 [ %237, %feature.body.us ], [ %feature13.us.unr, %feature.body.us.prol.loopexit ]
  %194 = getelementptr inbounds float, ptr %188, i64 %feature13.us
  %195 = load float, ptr %194, align 4
  %196 = getelementptr inbounds float, ptr %189, i64 %feature13.us
  %197 = load float, ptr %196, align 4
  %198 = fsub float %195, %197
  %199 = fmul float %198, 2.000000e+00
  %200 = fmul float %199, 5.000000e-01
  %201 = fmul float %195, 2.000000e+00
  %202 = fmul float %201, 5.000000e-01
  %203 = fsub float %200, %202
  %204 = fmul float %195, %195
  %205 = fmul float %195, %204
  %206 = fmul float %205, 4.000000e+00
  %207 = fmul float %206, 2.500000e-01
  %208 = fadd float %207, %203
  %209 = fmul float %eta, %208
  %210 = fsub float %195, %209
  %211 = getelementptr inbounds float, ptr %scratch, i64 %feature13.us
  %212 = load float, ptr %211, align 4
  %213 = fmul float %noise_scale3.us, %212
  %214 = fadd float %213, %210
  store float %214, ptr %194, align 4
  %215 = add nuw i64 %feature13.us, 1
  %216 = getelementptr inbounds float, ptr %188, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = getelementptr inbounds float, ptr %189, i64 %215
  %219 = load float, ptr %218, align 4
  %220 = fsub float %217, %219
  %221 = fmul float %220, 2.000000e+00
  %222 = fmul float %221, 5.000000e-01
  %223 = fmul float %217, 2.000000e+00
  %224 = fmul float %223, 5.000000e-01
  %225 = fsub float %222, %224
  %226 = fmul float %217, %217
  %227 = fmul float %217, %226
  %228 = fmul float %227, 4.000000e+00
  %229 = fmul float %228, 2.500000e-01
  %230 = fadd float %229, %225
  %231 = fmul float %eta, %230
  %232 = fsub float %217, %231
  %233 = getelementptr inbounds float, ptr %scratch, i64 %215
  %234 = load float, ptr %233, align 4
  %235 = fmul float %noise_scale3.us, %234
  %236 = fadd float %235, %232
  store float %236, ptr %216, align 4
  %237 = add nuw i64 %feature13.us, 2
  %exitcond36.not.1 = icmp eq i64 %237, %n_features
  br i1 %exitcond36.not.1, label %noise.done.loopexit11.us, label %feature.body.us, !llvm.loop !11

noise.body.us:                                    ; preds = %noise.body.us.preheader, %noise.body.us
  %noise12.us = phi i64 [ %469, %noise.body.us ], [ %noise12.us.ph, %noise.body.us.preheader ]
  %element.us = add i64 %noise12.us, %row_offset.us
  %238 = and i64 %element.us, 4294967295
  %239 = mul nuw i64 %238, 3528531795
  %240 = xor i64 %element.us, %key0
  %241 = xor i64 %240, %239
  %242 = lshr i64 %241, 32
  %243 = mul nuw i64 %242, 3449720151
  %244 = lshr i64 %243, 32
  %.reass.reass = xor i64 %244, %invariant.op
  %245 = xor i64 %521, %239
  %246 = and i64 %.reass.reass, 4294967295
  %247 = mul nuw i64 %246, 3528531795
  %248 = and i64 %245, 4294967295
  %249 = mul nuw i64 %248, 3449720151
  %250 = lshr i64 %247, 32
  %251 = lshr i64 %249, 32
  %252 = xor i64 %251, %19
  %253 = xor i64 %252, %243
  %.reass47.reass = xor i64 %250, %invariant.op162
  %254 = and i64 %253, 4294967295
  %255 = mul nuw i64 %254, 3528531795
  %256 = and i64 %.reass47.reass, 4294967295
  %257 = mul nuw i64 %256, 3449720151
  %258 = lshr i64 %255, 32
  %259 = lshr i64 %257, 32
  %260 = xor i64 %21, %259
  %261 = xor i64 %260, %249
  %262 = xor i64 %258, %22
  %263 = xor i64 %262, %247
  %264 = and i64 %261, 4294967295
  %265 = mul nuw i64 %264, 3528531795
  %266 = and i64 %263, 4294967295
  %267 = mul nuw i64 %266, 3449720151
  %268 = lshr i64 %265, 32
  %269 = lshr i64 %267, 32
  %270 = xor i64 %269, %23
  %271 = xor i64 %270, %257
  %272 = xor i64 %24, %268
  %273 = xor i64 %272, %255
  %274 = and i64 %271, 4294967295
  %275 = mul nuw i64 %274, 3528531795
  %276 = and i64 %273, 4294967295
  %277 = mul nuw i64 %276, 3449720151
  %278 = lshr i64 %275, 32
  %279 = lshr i64 %277, 32
  %280 = xor i64 %25, %279
  %281 = xor i64 %280, %267
  %282 = xor i64 %278, %26
  %283 = xor i64 %282, %265
  %284 = and i64 %281, 4294967295
  %285 = mul nuw i64 %284, 3528531795
  %286 = and i64 %283, 4294967295
  %287 = mul nuw i64 %286, 3449720151
  %288 = lshr i64 %285, 32
  %289 = lshr i64 %287, 32
  %290 = xor i64 %289, %27
  %291 = xor i64 %290, %277
  %292 = xor i64 %28, %288
  %293 = xor i64 %292, %275
  %294 = and i64 %291, 4294967295
  %295 = mul nuw i64 %294, 3528531795
  %296 = and i64 %293, 4294967295
  %297 = mul nuw i64 %296, 3449720151
  %298 = lshr i64 %295, 32
  %299 = lshr i64 %297, 32
  %300 = xor i64 %29, %299
  %301 = xor i64 %300, %287
  %302 = xor i64 %298, %30
  %303 = xor i64 %302, %285
  %304 = and i64 %301, 4294967295
  %305 = mul nuw i64 %304, 3528531795
  %306 = lshr i64 %305, 32
  %307 = trunc i64 %303 to i32
  %308 = mul i32 %307, -845247145
  %309 = xor i64 %31, %306
  %310 = xor i64 %309, %295
  %311 = and i64 %310, 4294967295
  %312 = mul nuw i64 %311, 3449720151
  %313 = lshr i64 %312, 32
  %314 = trunc nuw i64 %313 to i32
  %315 = trunc i64 %312 to i32
  %316 = xor i32 %308, %314
  %317 = xor i32 %316, %32
  %318 = uitofp i32 %317 to double
  %319 = fadd double %318, 5.000000e-01
  %320 = fmul double %319, 0x3DF0000000000000
  %321 = uitofp i32 %315 to double
  %322 = fadd double %321, 5.000000e-01
  %323 = fmul double %322, 0x3DF0000000000000
  %324 = fcmp olt double %320, 0x10000000000000
  %325 = fmul double %320, 0x4350000000000000
  %326 = select i1 %324, double %325, double %320
  %.neg.us = select i1 %324, i64 -1077, i64 -1023
  %327 = bitcast double %326 to i64
  %328 = lshr i64 %327, 32
  %329 = add nuw nsw i64 %328, 614242
  %330 = lshr i64 %329, 20
  %331 = add nsw i64 %330, %.neg.us
  %332 = shl i64 %329, 32
  %333 = and i64 %332, 4503595332403200
  %334 = add nuw nsw i64 %333, 4604544269498187776
  %335 = and i64 %327, 4294967295
  %336 = or disjoint i64 %334, %335
  %337 = bitcast i64 %336 to double
  %338 = fadd double %337, -1.000000e+00
  %339 = fmul double %338, 5.000000e-01
  %340 = fmul double %338, %339
  %341 = fadd double %338, 2.000000e+00
  %342 = fdiv double %338, %341
  %343 = fmul double %342, %342
  %344 = fmul double %343, %343
  %345 = fmul double %344, 0x3FC39A09D078C69F
  %346 = fadd double %345, 0x3FCC71C51D8E78AF
  %347 = fmul double %344, %346
  %348 = fadd double %347, 0x3FD999999997FA04
  %349 = fmul double %344, %348
  %350 = fmul double %344, 0x3FC2F112DF3E5244
  %351 = fadd double %350, 0x3FC7466496CB03DE
  %352 = fmul double %344, %351
  %353 = fadd double %352, 0x3FD2492494229359
  %354 = fmul double %344, %353
  %355 = fadd double %354, 0x3FE5555555555593
  %356 = fmul double %343, %355
  %357 = fadd double %349, %356
  %358 = sitofp i64 %331 to double
  %359 = fadd double %340, %357
  %360 = fmul double %342, %359
  %361 = fmul double %358, 0x3DEA39EF35793C76
  %362 = fadd double %361, %360
  %363 = fsub double %362, %340
  %364 = fadd double %338, %363
  %365 = fmul double %358, 0x3FE62E42FEE00000
  %366 = fadd double %365, %364
  %367 = fcmp oeq double %320, 0x7FF0000000000000
  %368 = fcmp oeq double %320, 0.000000e+00
  %369 = fmul double %366, -2.000000e+00
  %370 = select i1 %367, double 0xFFF0000000000000, double %369
  %371 = select i1 %368, double 0x7FF0000000000000, double %370
  %372 = tail call double @llvm.sqrt.f64(double %371)
  %373 = fmul double %323, 0x401921FB54442D18
  %374 = fmul double %373, 0x3FE45F306DC9C883
  %375 = fadd double %374, 0x4338000000000000
  %376 = bitcast double %375 to i64
  %377 = fadd double %375, 0xC338000000000000
  %378 = fmul double %377, 0x3FF921FB54400000
  %379 = fsub double %373, %378
  %380 = fmul double %377, 0x3DD0B4611A626331
  %381 = fmul double %377, 0x3DD0B4611A600000
  %382 = fsub double %379, %381
  %383 = fmul double %377, 0x3BA3198A2E037073
  %384 = fsub double %379, %382
  %385 = fsub double %384, %381
  %386 = fsub double %383, %385
  %387 = fmul double %377, 0x3BA3198A2E000000
  %388 = fsub double %382, %387
  %389 = fmul double %377, 0x397B839A252049C1
  %390 = fsub double %382, %388
  %391 = fsub double %390, %387
  %392 = fsub double %389, %391
  %393 = fsub double %379, %380
  %394 = fsub double %382, %386
  %395 = bitcast double %393 to i64
  %396 = lshr i64 %395, 52
  %397 = and i64 %396, 2047
  %398 = insertelement <2 x double> poison, double %394, i64 0
  %399 = insertelement <2 x double> %398, double %373, i64 1
  %400 = bitcast <2 x double> %399 to <2 x i64>
  %401 = lshr <2 x i64> %400, splat (i64 52)
  %402 = and <2 x i64> %401, splat (i64 2047)
  %403 = add nuw nsw i64 %397, 16
  %404 = extractelement <2 x i64> %402, i64 1
  %405 = icmp samesign ult i64 %403, %404
  %406 = extractelement <2 x i64> %402, i64 0
  %407 = add nuw nsw i64 %406, 49
  %408 = icmp samesign ult i64 %407, %404
  %409 = select i1 %408, double %388, double %382
  %410 = select i1 %408, double %392, double %386
  %411 = select i1 %405, double %409, double %379
  %412 = select i1 %405, double %410, double %380
  %413 = fsub double %411, %412
  %414 = fsub double %411, %413
  %415 = fsub double %414, %412
  %416 = fmul double %413, %413
  %417 = fmul double %416, %416
  %418 = fmul double %416, 0x3EFA01A019CB1590
  %419 = fadd double %418, 0xBF56C16C16C15177
  %420 = fmul double %416, %419
  %421 = fadd double %420, 0x3FA555555555554C
  %422 = fmul double %416, %421
  %423 = fmul double %416, 0x3DA8FAE9BE8838D4
  %424 = fsub double 0x3E21EE9EBDB4B1C4, %423
  %425 = fmul double %416, %424
  %426 = fadd double %425, 0xBE927E4F809C52AD
  %427 = fmul double %417, %417
  %428 = fmul double %427, %426
  %429 = fadd double %422, %428
  %430 = fmul double %416, 5.000000e-01
  %431 = fsub double 1.000000e+00, %430
  %432 = fsub double 1.000000e+00, %431
  %433 = fsub double %432, %430
  %434 = fmul double %416, %429
  %435 = fmul double %413, %415
  %436 = fsub double %434, %435
  %437 = fadd double %433, %436
  %438 = fadd double %431, %437
  %439 = fmul double %416, 0x3EC71DE357B1FE7D
  %440 = fadd double %439, 0xBF2A01A019C161D5
  %441 = fmul double %416, %440
  %442 = fadd double %441, 0x3F8111111110F8A6
  %443 = fmul double %416, 0x3DE5D93A5ACFD57C
  %444 = fadd double %443, 0xBE5AE5E68A2B9CEB
  %445 = fmul double %416, %417
  %446 = fmul double %445, %444
  %447 = fadd double %446, %442
  %448 = fmul double %413, %416
  %449 = fmul double %415, 5.000000e-01
  %450 = fmul double %448, %447
  %451 = fsub double %449, %450
  %452 = fmul double %416, %451
  %453 = fsub double %452, %415
  %454 = fmul double %448, 0x3FC5555555555549
  %455 = fadd double %453, %454
  %456 = fsub double %413, %455
  %457 = fneg double %438
  %458 = fneg double %456
  %459 = and i64 %376, 1
  %460 = and i64 %376, 2
  %.not.us = icmp eq i64 %459, 0
  %.not10.us = icmp eq i64 %460, 0
  %461 = select i1 %.not10.us, double %438, double %457
  %462 = select i1 %.not10.us, double %458, double %456
  %463 = select i1 %.not.us, double %461, double %462
  %464 = fcmp olt double %373, 0x413921FB00000000
  %465 = select i1 %464, double %463, double 0x7FF8000000000000
  %466 = fmul double %465, %372
  %467 = fptrunc double %466 to float
  %468 = getelementptr inbounds float, ptr %scratch, i64 %noise12.us
  store float %467, ptr %468, align 4
  %469 = add nuw i64 %noise12.us, 1
  %exitcond.not = icmp eq i64 %469, %n_features
  br i1 %exitcond.not, label %feature.body.us.preheader, label %noise.body.us, !llvm.loop !12

feature.body.us.preheader:                        ; preds = %noise.body.us, %middle.block108
  %brmerge163 = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge163, label %feature.body.us.preheader157, label %vector.ph

vector.ph:                                        ; preds = %feature.body.us.preheader
  %broadcast.splatinsert56 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat57 = shufflevector <8 x float> %broadcast.splatinsert56, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %470 = getelementptr inbounds float, ptr %188, i64 %index
  %wide.load = load <8 x float>, ptr %470, align 4, !alias.scope !13, !noalias !16
  %471 = getelementptr inbounds float, ptr %189, i64 %index
  %wide.load58 = load <8 x float>, ptr %471, align 4, !alias.scope !19
  %472 = fsub <8 x float> %wide.load, %wide.load58
  %473 = fmul <8 x float> %472, splat (float 2.000000e+00)
  %474 = fmul <8 x float> %473, splat (float 5.000000e-01)
  %475 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %476 = fmul <8 x float> %475, splat (float 5.000000e-01)
  %477 = fsub <8 x float> %474, %476
  %478 = fmul <8 x float> %wide.load, %wide.load
  %479 = fmul <8 x float> %wide.load, %478
  %480 = fmul <8 x float> %479, splat (float 4.000000e+00)
  %481 = fmul <8 x float> %480, splat (float 2.500000e-01)
  %482 = fadd <8 x float> %481, %477
  %483 = fmul <8 x float> %broadcast.splat, %482
  %484 = fsub <8 x float> %wide.load, %483
  %485 = getelementptr inbounds float, ptr %scratch, i64 %index
  %wide.load59 = load <8 x float>, ptr %485, align 4, !alias.scope !20
  %486 = fmul <8 x float> %broadcast.splat57, %wide.load59
  %487 = fadd <8 x float> %486, %484
  store <8 x float> %487, ptr %470, align 4, !alias.scope !13, !noalias !16
  %index.next = add nuw i64 %index, 8
  %488 = icmp eq i64 %index.next, %n.vec
  br i1 %488, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.loopexit11.us, label %feature.body.us.preheader157

feature.body.us.preheader157:                     ; preds = %feature.body.us.preheader, %middle.block
  %feature13.us.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %feature.body.us.preheader ]
  %.neg = or disjoint i64 %feature13.us.ph, 1
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader157
  %489 = getelementptr inbounds float, ptr %188, i64 %feature13.us.ph
  %490 = load float, ptr %489, align 4
  %491 = getelementptr inbounds float, ptr %189, i64 %feature13.us.ph
  %492 = load float, ptr %491, align 4
  %493 = fsub float %490, %492
  %494 = fmul float %493, 2.000000e+00
  %495 = fmul float %494, 5.000000e-01
  %496 = fmul float %490, 2.000000e+00
  %497 = fmul float %496, 5.000000e-01
  %498 = fsub float %495, %497
  %499 = fmul float %490, %490
  %500 = fmul float %490, %499
  %501 = fmul float %500, 4.000000e+00
  %502 = fmul float %501, 2.500000e-01
  %503 = fadd float %502, %498
  %504 = fmul float %eta, %503
  %505 = fsub float %490, %504
  %506 = getelementptr inbounds float, ptr %scratch, i64 %feature13.us.ph
  %507 = load float, ptr %506, align 4
  %508 = fmul float %noise_scale3.us, %507
  %509 = fadd float %508, %505
  store float %509, ptr %489, align 4
  %510 = or disjoint i64 %feature13.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader157
  %feature13.us.unr = phi i64 [ %feature13.us.ph, %feature.body.us.preheader157 ], [ %510, %feature.body.us.prol ]
  %511 = icmp eq i64 %n_features, %.neg
  br i1 %511, label %noise.done.loopexit11.us, label %feature.body.us

noise.done.loopexit11.us:                         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block, %step.body.us18
  %t_next.us21 = fmul float %anneal_ratio, %temperature1.015.us20
  %512 = add nuw i64 %step16.us19, 1
  %exitcond37.not = icmp eq i64 %512, %steps
  br i1 %exitcond37.not, label %step.header.step.exit_crit_edge.split.us22, label %step.body.us18

noise.body.lr.ph.us:                              ; preds = %step.body.us18
  %key1_step.us = add i64 %step16.us19, %key1
  %513 = lshr i64 %key1_step.us, 32
  %514 = mul nuw i64 %513, 3449720151
  %515 = lshr i64 %514, 32
  %516 = xor i64 %key0, %515
  %517 = xor i64 %516, %key1_step.us
  %518 = and i64 %517, 4294967295
  %519 = mul nuw i64 %518, 3528531795
  %520 = lshr i64 %519, 32
  %521 = xor i64 %520, %18
  br i1 %min.iters.check61, label %noise.body.us.preheader, label %vector.ph62

vector.ph62:                                      ; preds = %noise.body.lr.ph.us
  %broadcast.splatinsert69 = insertelement <8 x i64> poison, i64 %521, i64 0
  %broadcast.splat70 = shufflevector <8 x i64> %broadcast.splatinsert69, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %514, %17
  %.scalar154 = and i64 %.scalar, 4294967295
  %522 = insertelement <8 x i64> poison, i64 %.scalar154, i64 0
  %.masked = shufflevector <8 x i64> %522, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar155 = xor i64 %519, %20
  %.scalar156 = and i64 %.scalar155, 4294967295
  %523 = insertelement <8 x i64> poison, i64 %.scalar156, i64 0
  %.masked153 = shufflevector <8 x i64> %523, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body105

vector.body105:                                   ; preds = %vector.body105, %vector.ph62
  %index106 = phi i64 [ 0, %vector.ph62 ], [ %index.next107, %vector.body105 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph62 ], [ %vec.ind.next, %vector.body105 ]
  %524 = add <8 x i64> %vec.ind, %broadcast.splat72
  %525 = and <8 x i64> %524, splat (i64 4294967295)
  %526 = mul nuw <8 x i64> %525, splat (i64 3528531795)
  %527 = xor <8 x i64> %524, %broadcast.splat74
  %528 = xor <8 x i64> %527, %526
  %529 = lshr <8 x i64> %528, splat (i64 32)
  %530 = mul nuw <8 x i64> %529, splat (i64 3449720151)
  %531 = lshr <8 x i64> %530, splat (i64 32)
  %532 = xor <8 x i64> %broadcast.splat70, %526
  %533 = xor <8 x i64> %.masked, %531
  %534 = mul nuw <8 x i64> %533, splat (i64 3528531795)
  %535 = and <8 x i64> %532, splat (i64 4294967295)
  %536 = mul nuw <8 x i64> %535, splat (i64 3449720151)
  %537 = lshr <8 x i64> %534, splat (i64 32)
  %538 = lshr <8 x i64> %536, splat (i64 32)
  %539 = xor <8 x i64> %538, %broadcast.splat78
  %540 = xor <8 x i64> %539, %530
  %541 = and <8 x i64> %540, splat (i64 4294967295)
  %542 = mul nuw <8 x i64> %541, splat (i64 3528531795)
  %543 = xor <8 x i64> %.masked153, %537
  %544 = mul nuw <8 x i64> %543, splat (i64 3449720151)
  %545 = lshr <8 x i64> %542, splat (i64 32)
  %546 = lshr <8 x i64> %544, splat (i64 32)
  %547 = xor <8 x i64> %broadcast.splat82, %546
  %548 = xor <8 x i64> %547, %536
  %549 = xor <8 x i64> %545, %broadcast.splat84
  %550 = xor <8 x i64> %549, %534
  %551 = and <8 x i64> %548, splat (i64 4294967295)
  %552 = mul nuw <8 x i64> %551, splat (i64 3528531795)
  %553 = and <8 x i64> %550, splat (i64 4294967295)
  %554 = mul nuw <8 x i64> %553, splat (i64 3449720151)
  %555 = lshr <8 x i64> %552, splat (i64 32)
  %556 = lshr <8 x i64> %554, splat (i64 32)
  %557 = xor <8 x i64> %556, %broadcast.splat86
  %558 = xor <8 x i64> %557, %544
  %559 = xor <8 x i64> %broadcast.splat88, %555
  %560 = xor <8 x i64> %559, %542
  %561 = and <8 x i64> %558, splat (i64 4294967295)
  %562 = mul nuw <8 x i64> %561, splat (i64 3528531795)
  %563 = and <8 x i64> %560, splat (i64 4294967295)
  %564 = mul nuw <8 x i64> %563, splat (i64 3449720151)
  %565 = lshr <8 x i64> %562, splat (i64 32)
  %566 = lshr <8 x i64> %564, splat (i64 32)
  %567 = xor <8 x i64> %broadcast.splat90, %566
  %568 = xor <8 x i64> %567, %554
  %569 = xor <8 x i64> %565, %broadcast.splat92
  %570 = xor <8 x i64> %569, %552
  %571 = and <8 x i64> %568, splat (i64 4294967295)
  %572 = mul nuw <8 x i64> %571, splat (i64 3528531795)
  %573 = and <8 x i64> %570, splat (i64 4294967295)
  %574 = mul nuw <8 x i64> %573, splat (i64 3449720151)
  %575 = lshr <8 x i64> %572, splat (i64 32)
  %576 = lshr <8 x i64> %574, splat (i64 32)
  %577 = xor <8 x i64> %576, %broadcast.splat94
  %578 = xor <8 x i64> %577, %564
  %579 = xor <8 x i64> %broadcast.splat96, %575
  %580 = xor <8 x i64> %579, %562
  %581 = and <8 x i64> %578, splat (i64 4294967295)
  %582 = mul nuw <8 x i64> %581, splat (i64 3528531795)
  %583 = and <8 x i64> %580, splat (i64 4294967295)
  %584 = mul nuw <8 x i64> %583, splat (i64 3449720151)
  %585 = lshr <8 x i64> %582, splat (i64 32)
  %586 = lshr <8 x i64> %584, splat (i64 32)
  %587 = xor <8 x i64> %broadcast.splat98, %586
  %588 = xor <8 x i64> %587, %574
  %589 = xor <8 x i64> %585, %broadcast.splat100
  %590 = xor <8 x i64> %589, %572
  %591 = and <8 x i64> %588, splat (i64 4294967295)
  %592 = mul nuw <8 x i64> %591, splat (i64 3528531795)
  %593 = lshr <8 x i64> %592, splat (i64 32)
  %594 = trunc <8 x i64> %590 to <8 x i32>
  %595 = mul <8 x i32> %594, splat (i32 -845247145)
  %596 = xor <8 x i64> %broadcast.splat102, %593
  %597 = xor <8 x i64> %596, %582
  %598 = and <8 x i64> %597, splat (i64 4294967295)
  %599 = mul nuw <8 x i64> %598, splat (i64 3449720151)
  %600 = lshr <8 x i64> %599, splat (i64 32)
  %601 = trunc nuw <8 x i64> %600 to <8 x i32>
  %602 = trunc <8 x i64> %599 to <8 x i32>
  %603 = xor <8 x i32> %595, %broadcast.splat104
  %604 = xor <8 x i32> %603, %601
  %605 = uitofp <8 x i32> %604 to <8 x double>
  %606 = fadd <8 x double> %605, splat (double 5.000000e-01)
  %607 = fmul <8 x double> %606, splat (double 0x3DF0000000000000)
  %608 = uitofp <8 x i32> %602 to <8 x double>
  %609 = fadd <8 x double> %608, splat (double 5.000000e-01)
  %610 = fmul <8 x double> %609, splat (double 0x3DF0000000000000)
  %611 = fcmp olt <8 x double> %607, splat (double 0x10000000000000)
  %612 = fmul <8 x double> %607, splat (double 0x4350000000000000)
  %613 = select <8 x i1> %611, <8 x double> %612, <8 x double> %607
  %614 = select <8 x i1> %611, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %615 = bitcast <8 x double> %613 to <8 x i64>
  %616 = lshr <8 x i64> %615, splat (i64 32)
  %617 = add nuw nsw <8 x i64> %616, splat (i64 614242)
  %618 = lshr <8 x i64> %617, splat (i64 20)
  %619 = add nsw <8 x i64> %618, %614
  %620 = shl <8 x i64> %617, splat (i64 32)
  %621 = and <8 x i64> %620, splat (i64 4503595332403200)
  %622 = add nuw nsw <8 x i64> %621, splat (i64 4604544269498187776)
  %623 = and <8 x i64> %615, splat (i64 4294967295)
  %624 = or disjoint <8 x i64> %622, %623
  %625 = bitcast <8 x i64> %624 to <8 x double>
  %626 = fadd <8 x double> %625, splat (double -1.000000e+00)
  %627 = fmul <8 x double> %626, splat (double 5.000000e-01)
  %628 = fmul <8 x double> %626, %627
  %629 = fadd <8 x double> %626, splat (double 2.000000e+00)
  %630 = fdiv <8 x double> %626, %629
  %631 = fmul <8 x double> %630, %630
  %632 = fmul <8 x double> %631, %631
  %633 = fmul <8 x double> %632, splat (double 0x3FC39A09D078C69F)
  %634 = fadd <8 x double> %633, splat (double 0x3FCC71C51D8E78AF)
  %635 = fmul <8 x double> %632, %634
  %636 = fadd <8 x double> %635, splat (double 0x3FD999999997FA04)
  %637 = fmul <8 x double> %632, %636
  %638 = fmul <8 x double> %632, splat (double 0x3FC2F112DF3E5244)
  %639 = fadd <8 x double> %638, splat (double 0x3FC7466496CB03DE)
  %640 = fmul <8 x double> %632, %639
  %641 = fadd <8 x double> %640, splat (double 0x3FD2492494229359)
  %642 = fmul <8 x double> %632, %641
  %643 = fadd <8 x double> %642, splat (double 0x3FE5555555555593)
  %644 = fmul <8 x double> %631, %643
  %645 = fadd <8 x double> %637, %644
  %646 = sitofp <8 x i64> %619 to <8 x double>
  %647 = fadd <8 x double> %628, %645
  %648 = fmul <8 x double> %630, %647
  %649 = fmul <8 x double> %646, splat (double 0x3DEA39EF35793C76)
  %650 = fadd <8 x double> %649, %648
  %651 = fsub <8 x double> %650, %628
  %652 = fadd <8 x double> %626, %651
  %653 = fmul <8 x double> %646, splat (double 0x3FE62E42FEE00000)
  %654 = fadd <8 x double> %653, %652
  %655 = fcmp oeq <8 x double> %607, splat (double 0x7FF0000000000000)
  %656 = fcmp oeq <8 x double> %607, zeroinitializer
  %657 = fmul <8 x double> %654, splat (double -2.000000e+00)
  %658 = select <8 x i1> %655, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %657
  %659 = select <8 x i1> %656, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %658
  %660 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %659)
  %661 = fmul <8 x double> %610, splat (double 0x401921FB54442D18)
  %662 = fmul <8 x double> %661, splat (double 0x3FE45F306DC9C883)
  %663 = fadd <8 x double> %662, splat (double 0x4338000000000000)
  %664 = bitcast <8 x double> %663 to <8 x i64>
  %665 = fadd <8 x double> %663, splat (double 0xC338000000000000)
  %666 = fmul <8 x double> %665, splat (double 0x3FF921FB54400000)
  %667 = fsub <8 x double> %661, %666
  %668 = fmul <8 x double> %665, splat (double 0x3DD0B4611A626331)
  %669 = fmul <8 x double> %665, splat (double 0x3DD0B4611A600000)
  %670 = fsub <8 x double> %667, %669
  %671 = fmul <8 x double> %665, splat (double 0x3BA3198A2E037073)
  %672 = fsub <8 x double> %667, %670
  %673 = fsub <8 x double> %672, %669
  %674 = fsub <8 x double> %671, %673
  %675 = fmul <8 x double> %665, splat (double 0x3BA3198A2E000000)
  %676 = fsub <8 x double> %670, %675
  %677 = fmul <8 x double> %665, splat (double 0x397B839A252049C1)
  %678 = fsub <8 x double> %670, %676
  %679 = fsub <8 x double> %678, %675
  %680 = fsub <8 x double> %677, %679
  %681 = fsub <8 x double> %667, %668
  %682 = fsub <8 x double> %670, %674
  %683 = bitcast <8 x double> %661 to <8 x i64>
  %684 = lshr <8 x i64> %683, splat (i64 52)
  %685 = and <8 x i64> %684, splat (i64 2047)
  %686 = bitcast <8 x double> %681 to <8 x i64>
  %687 = lshr <8 x i64> %686, splat (i64 52)
  %688 = and <8 x i64> %687, splat (i64 2047)
  %689 = bitcast <8 x double> %682 to <8 x i64>
  %690 = lshr <8 x i64> %689, splat (i64 52)
  %691 = and <8 x i64> %690, splat (i64 2047)
  %692 = add nuw nsw <8 x i64> %688, splat (i64 16)
  %693 = icmp samesign ult <8 x i64> %692, %685
  %694 = add nuw nsw <8 x i64> %691, splat (i64 49)
  %695 = icmp samesign ult <8 x i64> %694, %685
  %696 = select <8 x i1> %695, <8 x double> %676, <8 x double> %670
  %697 = select <8 x i1> %695, <8 x double> %680, <8 x double> %674
  %698 = select <8 x i1> %693, <8 x double> %696, <8 x double> %667
  %699 = select <8 x i1> %693, <8 x double> %697, <8 x double> %668
  %700 = fsub <8 x double> %698, %699
  %701 = fsub <8 x double> %698, %700
  %702 = fsub <8 x double> %701, %699
  %703 = fmul <8 x double> %700, %700
  %704 = fmul <8 x double> %703, %703
  %705 = fmul <8 x double> %703, splat (double 0x3EFA01A019CB1590)
  %706 = fadd <8 x double> %705, splat (double 0xBF56C16C16C15177)
  %707 = fmul <8 x double> %703, %706
  %708 = fadd <8 x double> %707, splat (double 0x3FA555555555554C)
  %709 = fmul <8 x double> %703, %708
  %710 = fmul <8 x double> %703, splat (double 0x3DA8FAE9BE8838D4)
  %711 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %710
  %712 = fmul <8 x double> %703, %711
  %713 = fadd <8 x double> %712, splat (double 0xBE927E4F809C52AD)
  %714 = fmul <8 x double> %704, %704
  %715 = fmul <8 x double> %714, %713
  %716 = fadd <8 x double> %709, %715
  %717 = fmul <8 x double> %703, splat (double 5.000000e-01)
  %718 = fsub <8 x double> splat (double 1.000000e+00), %717
  %719 = fsub <8 x double> splat (double 1.000000e+00), %718
  %720 = fsub <8 x double> %719, %717
  %721 = fmul <8 x double> %703, %716
  %722 = fmul <8 x double> %700, %702
  %723 = fsub <8 x double> %721, %722
  %724 = fadd <8 x double> %720, %723
  %725 = fadd <8 x double> %718, %724
  %726 = fmul <8 x double> %703, splat (double 0x3EC71DE357B1FE7D)
  %727 = fadd <8 x double> %726, splat (double 0xBF2A01A019C161D5)
  %728 = fmul <8 x double> %703, %727
  %729 = fadd <8 x double> %728, splat (double 0x3F8111111110F8A6)
  %730 = fmul <8 x double> %703, splat (double 0x3DE5D93A5ACFD57C)
  %731 = fadd <8 x double> %730, splat (double 0xBE5AE5E68A2B9CEB)
  %732 = fmul <8 x double> %703, %704
  %733 = fmul <8 x double> %732, %731
  %734 = fadd <8 x double> %733, %729
  %735 = fmul <8 x double> %700, %703
  %736 = fmul <8 x double> %702, splat (double 5.000000e-01)
  %737 = fmul <8 x double> %735, %734
  %738 = fsub <8 x double> %736, %737
  %739 = fmul <8 x double> %703, %738
  %740 = fsub <8 x double> %739, %702
  %741 = fmul <8 x double> %735, splat (double 0x3FC5555555555549)
  %742 = fadd <8 x double> %740, %741
  %743 = fsub <8 x double> %700, %742
  %744 = fneg <8 x double> %725
  %745 = fneg <8 x double> %743
  %746 = and <8 x i64> %664, splat (i64 1)
  %747 = and <8 x i64> %664, splat (i64 2)
  %748 = icmp eq <8 x i64> %746, zeroinitializer
  %749 = icmp eq <8 x i64> %747, zeroinitializer
  %750 = select <8 x i1> %749, <8 x double> %725, <8 x double> %744
  %751 = select <8 x i1> %749, <8 x double> %745, <8 x double> %743
  %752 = select <8 x i1> %748, <8 x double> %750, <8 x double> %751
  %753 = fcmp olt <8 x double> %661, splat (double 0x413921FB00000000)
  %754 = select <8 x i1> %753, <8 x double> %752, <8 x double> splat (double 0x7FF8000000000000)
  %755 = fmul <8 x double> %754, %660
  %756 = fptrunc <8 x double> %755 to <8 x float>
  %757 = getelementptr inbounds float, ptr %scratch, i64 %index106
  store <8 x float> %756, ptr %757, align 4
  %index.next107 = add nuw i64 %index106, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %758 = icmp eq i64 %index.next107, %n.vec64
  br i1 %758, label %middle.block108, label %vector.body105, !llvm.loop !22

middle.block108:                                  ; preds = %vector.body105
  br i1 %cmp.n109, label %feature.body.us.preheader, label %noise.body.us.preheader

noise.body.us.preheader:                          ; preds = %noise.body.lr.ph.us, %middle.block108
  %noise12.us.ph = phi i64 [ 0, %noise.body.lr.ph.us ], [ %n.vec64, %middle.block108 ]
  %invariant.op = xor i64 %17, %514
  %invariant.op162 = xor i64 %20, %519
  br label %noise.body.us

step.header.step.exit_crit_edge.split.us22:       ; preds = %noise.done.loopexit11.us
  %759 = add nuw i64 %row17.us, 1
  %exitcond38.not = icmp eq i64 %759, %row_end
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
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !7, !6}
!13 = !{!14}
!14 = distinct !{!14, !15}
!15 = distinct !{!15, !"LVerDomain"}
!16 = !{!17, !18}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = !{!17}
!20 = !{!18}
!21 = distinct !{!21, !6, !7}
!22 = distinct !{!22, !6, !7}
