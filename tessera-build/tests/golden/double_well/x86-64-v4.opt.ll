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
  %min.iters.check77 = icmp ult i64 %n_features, 8
  %n.vec80 = and i64 %n_features, -8
  %broadcast.splatinsert89 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat90 = shufflevector <8 x i64> %broadcast.splatinsert89, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert93 = insertelement <8 x i64> poison, i64 %20, i64 0
  %broadcast.splat94 = shufflevector <8 x i64> %broadcast.splatinsert93, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert97 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat98 = shufflevector <8 x i64> %broadcast.splatinsert97, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert99 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat100 = shufflevector <8 x i64> %broadcast.splatinsert99, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert101 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat102 = shufflevector <8 x i64> %broadcast.splatinsert101, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert103 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat104 = shufflevector <8 x i64> %broadcast.splatinsert103, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert105 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat106 = shufflevector <8 x i64> %broadcast.splatinsert105, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert107 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat108 = shufflevector <8 x i64> %broadcast.splatinsert107, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert109 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat110 = shufflevector <8 x i64> %broadcast.splatinsert109, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert111 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat112 = shufflevector <8 x i64> %broadcast.splatinsert111, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert113 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat114 = shufflevector <8 x i64> %broadcast.splatinsert113, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert115 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat116 = shufflevector <8 x i64> %broadcast.splatinsert115, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert117 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat118 = shufflevector <8 x i64> %broadcast.splatinsert117, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert119 = insertelement <8 x i32> poison, i32 %33, i64 0
  %broadcast.splat120 = shufflevector <8 x i32> %broadcast.splatinsert119, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n125 = icmp eq i64 %n_features, %n.vec80
  %min.iters.check64 = icmp ult i64 %n_features, 8
  %n.vec67 = and i64 %n_features, -8
  %cmp.n74 = icmp eq i64 %n_features, %n.vec67
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec = and i64 %n_features, -8
  %broadcast.splatinsert = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
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
  %min.iters.check138 = icmp ult i64 %n_features, 4
  %min.iters.check140 = icmp ult i64 %n_features, 32
  %n.mod.vf142 = and i64 %n_features, 28
  %n.vec143 = and i64 %n_features, -32
  %broadcast.splatinsert144 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat145 = shufflevector <8 x float> %broadcast.splatinsert144, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n158 = icmp eq i64 %n_features, %n.vec143
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf142, 0
  %n.vec160 = and i64 %n_features, -4
  %broadcast.splatinsert161 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat162 = shufflevector <4 x float> %broadcast.splatinsert161, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n167 = icmp eq i64 %n_features, %n.vec160
  %xtraiter177 = and i64 %n_features, 1
  %lcmp.mod178.not = icmp eq i64 %xtraiter177, 0
  br label %row.body.us.us.us

row.body.us.us.us:                                ; preds = %row.body.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us
  %indvar128 = phi i64 [ 0, %row.body.us.us.us.preheader ], [ %indvar.next129, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %row18.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.preheader ], [ %186, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %48 = mul i64 %44, %indvar128
  %49 = add i64 %43, %48
  %scevgep130 = getelementptr i8, ptr %state, i64 %49
  %50 = add i64 %47, %48
  %scevgep131 = getelementptr i8, ptr %state, i64 %50
  %scevgep132 = getelementptr i8, ptr %input_0, i64 %49
  %scevgep133 = getelementptr i8, ptr %input_0, i64 %50
  %row_offset.us.us.us = mul i64 %row18.us.us.us, %n_features
  %51 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us
  %52 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us.us
  %bound0134 = icmp ult ptr %scevgep130, %scevgep133
  %bound1135 = icmp ult ptr %scevgep132, %scevgep131
  %found.conflict136 = and i1 %bound0134, %bound1135
  br label %iter.check

iter.check:                                       ; preds = %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, %row.body.us.us.us
  %step17.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us ], [ %185, %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us ]
  %brmerge = select i1 %min.iters.check138, i1 true, i1 %found.conflict136
  br i1 %brmerge, label %feature.body7.us.us.us.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check140, label %vec.epilog.ph, label %vector.body146

vector.body146:                                   ; preds = %vector.main.loop.iter.check, %vector.body146
  %index147 = phi i64 [ %index.next156, %vector.body146 ], [ 0, %vector.main.loop.iter.check ]
  %53 = getelementptr inbounds float, ptr %51, i64 %index147
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 32
  %55 = getelementptr inbounds nuw i8, ptr %53, i64 64
  %56 = getelementptr inbounds nuw i8, ptr %53, i64 96
  %wide.load148 = load <8 x float>, ptr %53, align 4, !alias.scope !0, !noalias !3
  %wide.load149 = load <8 x float>, ptr %54, align 4, !alias.scope !0, !noalias !3
  %wide.load150 = load <8 x float>, ptr %55, align 4, !alias.scope !0, !noalias !3
  %wide.load151 = load <8 x float>, ptr %56, align 4, !alias.scope !0, !noalias !3
  %57 = getelementptr inbounds float, ptr %52, i64 %index147
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 32
  %59 = getelementptr inbounds nuw i8, ptr %57, i64 64
  %60 = getelementptr inbounds nuw i8, ptr %57, i64 96
  %wide.load152 = load <8 x float>, ptr %57, align 4, !alias.scope !3
  %wide.load153 = load <8 x float>, ptr %58, align 4, !alias.scope !3
  %wide.load154 = load <8 x float>, ptr %59, align 4, !alias.scope !3
  %wide.load155 = load <8 x float>, ptr %60, align 4, !alias.scope !3
  %61 = fsub <8 x float> %wide.load148, %wide.load152
  %62 = fsub <8 x float> %wide.load149, %wide.load153
  %63 = fsub <8 x float> %wide.load150, %wide.load154
  %64 = fsub <8 x float> %wide.load151, %wide.load155
  %65 = fmul <8 x float> %61, splat (float 2.000000e+00)
  %66 = fmul <8 x float> %62, splat (float 2.000000e+00)
  %67 = fmul <8 x float> %63, splat (float 2.000000e+00)
  %68 = fmul <8 x float> %64, splat (float 2.000000e+00)
  %69 = fmul <8 x float> %65, splat (float 5.000000e-01)
  %70 = fmul <8 x float> %66, splat (float 5.000000e-01)
  %71 = fmul <8 x float> %67, splat (float 5.000000e-01)
  %72 = fmul <8 x float> %68, splat (float 5.000000e-01)
  %73 = fmul <8 x float> %wide.load148, splat (float 2.000000e+00)
  %74 = fmul <8 x float> %wide.load149, splat (float 2.000000e+00)
  %75 = fmul <8 x float> %wide.load150, splat (float 2.000000e+00)
  %76 = fmul <8 x float> %wide.load151, splat (float 2.000000e+00)
  %77 = fmul <8 x float> %73, splat (float 5.000000e-01)
  %78 = fmul <8 x float> %74, splat (float 5.000000e-01)
  %79 = fmul <8 x float> %75, splat (float 5.000000e-01)
  %80 = fmul <8 x float> %76, splat (float 5.000000e-01)
  %81 = fsub <8 x float> %69, %77
  %82 = fsub <8 x float> %70, %78
  %83 = fsub <8 x float> %71, %79
  %84 = fsub <8 x float> %72, %80
  %85 = fmul <8 x float> %wide.load148, %wide.load148
  %86 = fmul <8 x float> %wide.load149, %wide.load149
  %87 = fmul <8 x float> %wide.load150, %wide.load150
  %88 = fmul <8 x float> %wide.load151, %wide.load151
  %89 = fmul <8 x float> %wide.load148, %85
  %90 = fmul <8 x float> %wide.load149, %86
  %91 = fmul <8 x float> %wide.load150, %87
  %92 = fmul <8 x float> %wide.load151, %88
  %93 = fmul <8 x float> %89, splat (float 4.000000e+00)
  %94 = fmul <8 x float> %90, splat (float 4.000000e+00)
  %95 = fmul <8 x float> %91, splat (float 4.000000e+00)
  %96 = fmul <8 x float> %92, splat (float 4.000000e+00)
  %97 = fmul <8 x float> %93, splat (float 2.500000e-01)
  %98 = fmul <8 x float> %94, splat (float 2.500000e-01)
  %99 = fmul <8 x float> %95, splat (float 2.500000e-01)
  %100 = fmul <8 x float> %96, splat (float 2.500000e-01)
  %101 = fadd <8 x float> %97, %81
  %102 = fadd <8 x float> %98, %82
  %103 = fadd <8 x float> %99, %83
  %104 = fadd <8 x float> %100, %84
  %105 = fmul <8 x float> %broadcast.splat145, %101
  %106 = fmul <8 x float> %broadcast.splat145, %102
  %107 = fmul <8 x float> %broadcast.splat145, %103
  %108 = fmul <8 x float> %broadcast.splat145, %104
  %109 = fsub <8 x float> %wide.load148, %105
  %110 = fsub <8 x float> %wide.load149, %106
  %111 = fsub <8 x float> %wide.load150, %107
  %112 = fsub <8 x float> %wide.load151, %108
  store <8 x float> %109, ptr %53, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %110, ptr %54, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %111, ptr %55, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %112, ptr %56, align 4, !alias.scope !0, !noalias !3
  %index.next156 = add nuw i64 %index147, 32
  %113 = icmp eq i64 %index.next156, %n.vec143
  br i1 %113, label %middle.block157, label %vector.body146, !llvm.loop !5

middle.block157:                                  ; preds = %vector.body146
  br i1 %cmp.n158, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block157
  br i1 %min.epilog.iters.check, label %feature.body7.us.us.us.us.us.preheader, label %vec.epilog.ph, !prof !8

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec143, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index163 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next166, %vec.epilog.vector.body ]
  %114 = getelementptr inbounds float, ptr %51, i64 %index163
  %wide.load164 = load <4 x float>, ptr %114, align 4, !alias.scope !0, !noalias !3
  %115 = getelementptr inbounds float, ptr %52, i64 %index163
  %wide.load165 = load <4 x float>, ptr %115, align 4, !alias.scope !3
  %116 = fsub <4 x float> %wide.load164, %wide.load165
  %117 = fmul <4 x float> %116, splat (float 2.000000e+00)
  %118 = fmul <4 x float> %117, splat (float 5.000000e-01)
  %119 = fmul <4 x float> %wide.load164, splat (float 2.000000e+00)
  %120 = fmul <4 x float> %119, splat (float 5.000000e-01)
  %121 = fsub <4 x float> %118, %120
  %122 = fmul <4 x float> %wide.load164, %wide.load164
  %123 = fmul <4 x float> %wide.load164, %122
  %124 = fmul <4 x float> %123, splat (float 4.000000e+00)
  %125 = fmul <4 x float> %124, splat (float 2.500000e-01)
  %126 = fadd <4 x float> %125, %121
  %127 = fmul <4 x float> %broadcast.splat162, %126
  %128 = fsub <4 x float> %wide.load164, %127
  store <4 x float> %128, ptr %114, align 4, !alias.scope !0, !noalias !3
  %index.next166 = add nuw i64 %index163, 4
  %129 = icmp eq i64 %index.next166, %n.vec160
  br i1 %129, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !9

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n167, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us.preheader

feature.body7.us.us.us.us.us.preheader:           ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature915.us.us.us.us.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec160, %vec.epilog.middle.block ], [ %n.vec143, %vec.epilog.iter.check ]
  %.neg179 = or disjoint i64 %feature915.us.us.us.us.us.ph, 1
  br i1 %lcmp.mod178.not, label %feature.body7.us.us.us.us.us.prol.loopexit, label %feature.body7.us.us.us.us.us.prol

feature.body7.us.us.us.us.us.prol:                ; preds = %feature.body7.us.us.us.us.us.preheader
  %130 = getelementptr inbounds float, ptr %51, i64 %feature915.us.us.us.us.us.ph
  %131 = load float, ptr %130, align 4
  %132 = getelementptr inbounds float, ptr %52, i64 %feature915.us.us.us.us.us.ph
  %133 = load float, ptr %132, align 4
  %134 = fsub float %131, %133
  %135 = fmul float %134, 2.000000e+00
  %136 = fmul float %135, 5.000000e-01
  %137 = fmul float %131, 2.000000e+00
  %138 = fmul float %137, 5.000000e-01
  %139 = fsub float %136, %138
  %140 = fmul float %131, %131
  %141 = fmul float %131, %140
  %142 = fmul float %141, 4.000000e+00
  %143 = fmul float %142, 2.500000e-01
  %144 = fadd float %143, %139
  %145 = fmul float %eta, %144
  %146 = fsub float %131, %145
  store float %146, ptr %130, align 4
  %147 = or disjoint i64 %feature915.us.us.us.us.us.ph, 1
  br label %feature.body7.us.us.us.us.us.prol.loopexit

feature.body7.us.us.us.us.us.prol.loopexit:       ; preds = %feature.body7.us.us.us.us.us.prol, %feature.body7.us.us.us.us.us.preheader
  %feature915.us.us.us.us.us.unr = phi i64 [ %feature915.us.us.us.us.us.ph, %feature.body7.us.us.us.us.us.preheader ], [ %147, %feature.body7.us.us.us.us.us.prol ]
  %148 = icmp eq i64 %n_features, %.neg179
  br i1 %148, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us

feature.body7.us.us.us.us.us:                     ; preds = %feature.body7.us.us.us.us.us.prol.loopexit, %feature.body7.us.us.us.us.us
  %feature915.us.us.us.us.us = phi i64 [ %184, %feature.body7.us.us.us.us.us ], [ %feature915.us.us.us.us.us.unr, %feature.body7.us.us.us.us.us.prol.loopexit ]
  %149 = getelementptr inbounds float, ptr %51, i64 %feature915.us.us.us.us.us
  %150 = load float, ptr %149, align 4
  %151 = getelementptr inbounds float, ptr %52, i64 %feature915.us.us.us.us.us
  %152 = load float, ptr %151, align 4
  %153 = fsub float %150, %152
  %154 = fmul float %153, 2.000000e+00
  %155 = fmul float %154, 5.000000e-01
  %156 = fmul float %150, 2.000000e+00
  %157 = fmul float %156, 5.000000e-01
  %158 = fsub float %155, %157
  %159 = fmul float %150, %150
  %160 = fmul float %150, %159
  %161 = fmul float %160, 4.000000e+00
  %162 = fmul float %161, 2.500000e-01
  %163 = fadd float %162, %158
  %164 = fmul float %eta, %163
  %165 = fsub float %150, %164
  store float %165, ptr %149, align 4
  %166 = add nuw i64 %feature915.us.us.us.us.us, 1
  %167 = getelementptr inbounds float, ptr %51, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = getelementptr inbounds float, ptr %52, i64 %166
  %170 = load float, ptr %169, align 4
  %171 = fsub float %168, %170
  %172 = fmul float %171, 2.000000e+00
  %173 = fmul float %172, 5.000000e-01
  %174 = fmul float %168, 2.000000e+00
  %175 = fmul float %174, 5.000000e-01
  %176 = fsub float %173, %175
  %177 = fmul float %168, %168
  %178 = fmul float %168, %177
  %179 = fmul float %178, 4.000000e+00
  %180 = fmul float %179, 2.500000e-01
  %181 = fadd float %180, %176
  %182 = fmul float %eta, %181
  %183 = fsub float %168, %182
  store float %183, ptr %167, align 4
  %184 = add nuw i64 %feature915.us.us.us.us.us, 2
  %exitcond42.not.1 = icmp eq i64 %184, %n_features
  br i1 %exitcond42.not.1, label %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body7.us.us.us.us.us, !llvm.loop !10

feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us: ; preds = %feature.body7.us.us.us.us.us.prol.loopexit, %feature.body7.us.us.us.us.us, %vec.epilog.middle.block, %middle.block157
  %185 = add nuw i64 %step17.us.us.us.us.us, 1
  %exitcond43.not = icmp eq i64 %185, %steps
  br i1 %exitcond43.not, label %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, label %iter.check

step.header.step.exit_crit_edge.split.us.split.us.us.us.us: ; preds = %feature.header6.noise.done.loopexit_crit_edge.us.us.us.us.us
  %186 = add nuw i64 %row18.us.us.us, 1
  %exitcond44.not = icmp eq i64 %186, %row_end
  %indvar.next129 = add i64 %indvar128, 1
  br i1 %exitcond44.not, label %row.exit, label %row.body.us.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.split.us23
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.us23 ]
  %row18.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %721, %step.header.step.exit_crit_edge.split.us23 ]
  %187 = mul i64 %37, %indvar
  %188 = add i64 %36, %187
  %scevgep = getelementptr i8, ptr %state, i64 %188
  %189 = add i64 %40, %187
  %scevgep52 = getelementptr i8, ptr %state, i64 %189
  %scevgep53 = getelementptr i8, ptr %input_0, i64 %188
  %scevgep54 = getelementptr i8, ptr %input_0, i64 %189
  %row_offset.us = mul i64 %row18.us, %n_features
  %190 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %191 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert87 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat88 = shufflevector <8 x i64> %broadcast.splatinsert87, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0 = icmp ult ptr %scevgep, %scevgep54
  %bound1 = icmp ult ptr %scevgep53, %scevgep52
  %found.conflict = and i1 %bound0, %bound1
  %bound056 = icmp ult ptr %scevgep, %scevgep55
  %bound157 = icmp ult ptr %15, %scevgep52
  %found.conflict58 = and i1 %bound056, %bound157
  %conflict.rdx = or i1 %found.conflict, %found.conflict58
  br label %step.body.us19

step.body.us19:                                   ; preds = %row.body.us, %noise.done.loopexit11.us
  %step17.us20 = phi i64 [ 0, %row.body.us ], [ %625, %noise.done.loopexit11.us ]
  %temperature1.016.us21 = phi float [ %temperature, %row.body.us ], [ %t_next.us22, %noise.done.loopexit11.us ]
  %192 = fmul float %two_eta, %temperature1.016.us21
  %193 = fcmp ogt float %192, 0.000000e+00
  %194 = tail call float @llvm.sqrt.f32(float %192)
  %195 = select i1 %193, float %194, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %195
  br i1 %.not31, label %noise.done.loopexit11.us, label %philox.body.lr.ph.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature14.us = phi i64 [ %239, %feature.body.us ], [ %feature14.us.unr, %feature.body.us.prol.loopexit ]
  %196 = getelementptr inbounds float, ptr %190, i64 %feature14.us
  %197 = load float, ptr %196, align 4
  %198 = getelementptr inbounds float, ptr %191, i64 %feature14.us
  %199 = load float, ptr %198, align 4
  %200 = fsub float %197, %199
  %201 = fmul float %200, 2.000000e+00
  %202 = fmul float %201, 5.000000e-01
  %203 = fmul float %197, 2.000000e+00
  %204 = fmul float %203, 5.000000e-01
  %205 = fsub float %202, %204
  %206 = fmul float %197, %197
  %207 = fmul float %197, %206
  %208 = fmul float %207, 4.000000e+00
  %209 = fmul float %208, 2.500000e-01
  %210 = fadd float %209, %205
  %211 = fmul float %eta, %210
  %212 = fsub float %197, %211
  %213 = getelementptr inbounds float, ptr %15, i64 %feature14.us
  %214 = load float, ptr %213, align 4
  %215 = fmul float %noise_scale3.us, %214
  %216 = fadd float %215, %212
  store float %216, ptr %196, align 4
  %217 = add nuw i64 %feature14.us, 1
  %218 = getelementptr inbounds float, ptr %190, i64 %217
  %219 = load float, ptr %218, align 4
  %220 = getelementptr inbounds float, ptr %191, i64 %217
  %221 = load float, ptr %220, align 4
  %222 = fsub float %219, %221
  %223 = fmul float %222, 2.000000e+00
  %224 = fmul float %223, 5.000000e-01
  %225 = fmul float %219, 2.000000e+00
  %226 = fmul float %225, 5.000000e-01
  %227 = fsub float %224, %226
  %228 = fmul float %219, %219
  %229 = fmul float %219, %228
  %230 = fmul float %229, 4.000000e+00
  %231 = fmul float %230, 2.500000e-01
  %232 = fadd float %231, %227
  %233 = fmul float %eta, %232
  %234 = fsub float %219, %233
  %235 = getelementptr inbounds float, ptr %15, i64 %217
  %236 = load float, ptr %235, align 4
  %237 = fmul float %noise_scale3.us, %236
  %238 = fadd float %237, %234
  store float %238, ptr %218, align 4
  %239 = add nuw i64 %feature14.us, 2
  %exitcond39.not.1 = icmp eq i64 %239, %n_features
  br i1 %exitcond39.not.1, label %noise.done.loopexit11.us, label %feature.body.us, !llvm.loop !11

noise.body.us:                                    ; preds = %noise.body.us.preheader175, %noise.body.us
  %noise13.us = phi i64 [ %368, %noise.body.us ], [ %noise13.us.ph, %noise.body.us.preheader175 ]
  %240 = getelementptr inbounds float, ptr %15, i64 %noise13.us
  %w0.us = load i32, ptr %240, align 4
  %241 = getelementptr inbounds float, ptr %scratch, i64 %noise13.us
  %w1.us = load i32, ptr %241, align 4
  %242 = uitofp i32 %w0.us to double
  %243 = fadd double %242, 5.000000e-01
  %244 = fmul double %243, 0x3DF0000000000000
  %245 = uitofp i32 %w1.us to double
  %246 = fadd double %245, 5.000000e-01
  %247 = fmul double %246, 0x3DF0000000000000
  %248 = bitcast double %244 to i64
  %249 = lshr i64 %248, 32
  %250 = add nuw nsw i64 %249, 614242
  %251 = lshr i64 %250, 20
  %252 = add nsw i64 %251, -1023
  %253 = shl nuw i64 %250, 32
  %254 = and i64 %253, 4503595332403200
  %255 = add nuw nsw i64 %254, 4604544269498187776
  %256 = and i64 %248, 4294967295
  %257 = or disjoint i64 %255, %256
  %258 = bitcast i64 %257 to double
  %259 = fadd double %258, -1.000000e+00
  %260 = fmul double %259, 5.000000e-01
  %261 = fmul double %259, %260
  %262 = fadd double %259, 2.000000e+00
  %263 = fdiv double %259, %262
  %264 = fmul double %263, %263
  %265 = fmul double %264, %264
  %266 = fmul double %265, 0x3FC2F112DF3E5244
  %267 = fadd double %266, 0x3FC7466496CB03DE
  %268 = insertelement <2 x double> poison, double %265, i64 0
  %269 = shufflevector <2 x double> %268, <2 x double> poison, <2 x i32> zeroinitializer
  %270 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %267, i64 1
  %271 = fmul <2 x double> %269, %270
  %272 = fadd <2 x double> %271, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %273 = fmul <2 x double> %269, %272
  %274 = fadd <2 x double> %273, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %275 = insertelement <2 x double> %268, double %264, i64 1
  %276 = fmul <2 x double> %275, %274
  %shift = shufflevector <2 x double> %276, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %276, %shift
  %277 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %278 = sitofp i64 %252 to double
  %279 = fadd double %261, %277
  %280 = fmul double %263, %279
  %281 = fmul double %278, 0x3DEA39EF35793C76
  %282 = fadd double %281, %280
  %283 = fsub double %282, %261
  %284 = fadd double %259, %283
  %285 = fmul double %278, 0x3FE62E42FEE00000
  %286 = fadd double %285, %284
  %287 = fmul double %286, -2.000000e+00
  %288 = tail call double @llvm.sqrt.f64(double %287)
  %289 = fmul double %247, 0x401921FB54442D18
  %290 = fmul double %289, 0x3FE45F306DC9C883
  %291 = fadd double %290, 0x4338000000000000
  %292 = bitcast double %291 to i64
  %293 = fadd double %291, 0xC338000000000000
  %294 = fmul double %293, 0x3FF921FB54400000
  %295 = fsub double %289, %294
  %296 = fmul double %293, 0x3DD0B4611A626331
  %297 = fmul double %293, 0x3DD0B4611A600000
  %298 = fsub double %295, %297
  %299 = fmul double %293, 0x3BA3198A2E037073
  %300 = fsub double %295, %298
  %301 = fsub double %300, %297
  %302 = fsub double %299, %301
  %303 = fsub double %295, %296
  %304 = insertelement <2 x double> poison, double %303, i64 0
  %305 = insertelement <2 x double> %304, double %289, i64 1
  %306 = bitcast <2 x double> %305 to <2 x i64>
  %307 = lshr <2 x i64> %306, splat (i64 52)
  %308 = and <2 x i64> %307, splat (i64 2047)
  %309 = extractelement <2 x i64> %308, i64 0
  %310 = add nuw nsw i64 %309, 16
  %311 = extractelement <2 x i64> %308, i64 1
  %312 = icmp samesign ult i64 %310, %311
  %313 = select i1 %312, double %298, double %295
  %314 = select i1 %312, double %302, double %296
  %315 = fsub double %313, %314
  %316 = fsub double %313, %315
  %317 = fsub double %316, %314
  %318 = fmul double %315, %315
  %319 = fmul double %318, %318
  %320 = fmul double %318, 0x3EFA01A019CB1590
  %321 = fadd double %320, 0xBF56C16C16C15177
  %322 = fmul double %318, %321
  %323 = fadd double %322, 0x3FA555555555554C
  %324 = fmul double %318, %323
  %325 = fmul double %318, 0x3DA8FAE9BE8838D4
  %326 = fsub double 0x3E21EE9EBDB4B1C4, %325
  %327 = fmul double %318, %326
  %328 = fadd double %327, 0xBE927E4F809C52AD
  %329 = fmul double %319, %319
  %330 = fmul double %329, %328
  %331 = fadd double %324, %330
  %332 = fmul double %318, 5.000000e-01
  %333 = fsub double 1.000000e+00, %332
  %334 = fsub double 1.000000e+00, %333
  %335 = fsub double %334, %332
  %336 = fmul double %318, %331
  %337 = fmul double %315, %317
  %338 = fsub double %336, %337
  %339 = fadd double %335, %338
  %340 = fadd double %333, %339
  %341 = fmul double %318, 0x3EC71DE357B1FE7D
  %342 = fadd double %341, 0xBF2A01A019C161D5
  %343 = fmul double %318, %342
  %344 = fadd double %343, 0x3F8111111110F8A6
  %345 = fmul double %318, 0x3DE5D93A5ACFD57C
  %346 = fadd double %345, 0xBE5AE5E68A2B9CEB
  %347 = fmul double %318, %319
  %348 = fmul double %347, %346
  %349 = fadd double %348, %344
  %350 = fmul double %315, %318
  %351 = fmul double %317, 5.000000e-01
  %352 = fmul double %350, %349
  %353 = fsub double %351, %352
  %354 = fmul double %318, %353
  %355 = fsub double %354, %317
  %356 = fmul double %350, 0x3FC5555555555549
  %357 = fadd double %355, %356
  %358 = fsub double %315, %357
  %359 = fneg double %340
  %360 = fneg double %358
  %361 = and i64 %292, 1
  %362 = and i64 %292, 2
  %.not.us = icmp eq i64 %361, 0
  %.not10.us = icmp eq i64 %362, 0
  %363 = select i1 %.not10.us, double %340, double %359
  %364 = select i1 %.not10.us, double %360, double %358
  %365 = select i1 %.not.us, double %363, double %364
  %366 = fmul double %288, %365
  %367 = fptrunc double %366 to float
  store float %367, ptr %240, align 4
  %368 = add nuw i64 %noise13.us, 1
  %exitcond38.not = icmp eq i64 %368, %n_features
  br i1 %exitcond38.not, label %feature.body.us.preheader, label %noise.body.us, !llvm.loop !12

feature.body.us.preheader:                        ; preds = %noise.body.us, %middle.block73
  %brmerge181 = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge181, label %feature.body.us.preheader174, label %vector.ph

vector.ph:                                        ; preds = %feature.body.us.preheader
  %broadcast.splatinsert59 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat60 = shufflevector <8 x float> %broadcast.splatinsert59, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %369 = getelementptr inbounds float, ptr %190, i64 %index
  %wide.load = load <8 x float>, ptr %369, align 4, !alias.scope !13, !noalias !16
  %370 = getelementptr inbounds float, ptr %191, i64 %index
  %wide.load61 = load <8 x float>, ptr %370, align 4, !alias.scope !19
  %371 = fsub <8 x float> %wide.load, %wide.load61
  %372 = fmul <8 x float> %371, splat (float 2.000000e+00)
  %373 = fmul <8 x float> %372, splat (float 5.000000e-01)
  %374 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %375 = fmul <8 x float> %374, splat (float 5.000000e-01)
  %376 = fsub <8 x float> %373, %375
  %377 = fmul <8 x float> %wide.load, %wide.load
  %378 = fmul <8 x float> %wide.load, %377
  %379 = fmul <8 x float> %378, splat (float 4.000000e+00)
  %380 = fmul <8 x float> %379, splat (float 2.500000e-01)
  %381 = fadd <8 x float> %380, %376
  %382 = fmul <8 x float> %broadcast.splat, %381
  %383 = fsub <8 x float> %wide.load, %382
  %384 = getelementptr inbounds float, ptr %15, i64 %index
  %wide.load62 = load <8 x float>, ptr %384, align 4, !alias.scope !20
  %385 = fmul <8 x float> %broadcast.splat60, %wide.load62
  %386 = fadd <8 x float> %385, %383
  store <8 x float> %386, ptr %369, align 4, !alias.scope !13, !noalias !16
  %index.next = add nuw i64 %index, 8
  %387 = icmp eq i64 %index.next, %n.vec
  br i1 %387, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.loopexit11.us, label %feature.body.us.preheader174

feature.body.us.preheader174:                     ; preds = %feature.body.us.preheader, %middle.block
  %feature14.us.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %feature.body.us.preheader ]
  %.neg = or disjoint i64 %feature14.us.ph, 1
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader174
  %388 = getelementptr inbounds float, ptr %190, i64 %feature14.us.ph
  %389 = load float, ptr %388, align 4
  %390 = getelementptr inbounds float, ptr %191, i64 %feature14.us.ph
  %391 = load float, ptr %390, align 4
  %392 = fsub float %389, %391
  %393 = fmul float %392, 2.000000e+00
  %394 = fmul float %393, 5.000000e-01
  %395 = fmul float %389, 2.000000e+00
  %396 = fmul float %395, 5.000000e-01
  %397 = fsub float %394, %396
  %398 = fmul float %389, %389
  %399 = fmul float %389, %398
  %400 = fmul float %399, 4.000000e+00
  %401 = fmul float %400, 2.500000e-01
  %402 = fadd float %401, %397
  %403 = fmul float %eta, %402
  %404 = fsub float %389, %403
  %405 = getelementptr inbounds float, ptr %15, i64 %feature14.us.ph
  %406 = load float, ptr %405, align 4
  %407 = fmul float %noise_scale3.us, %406
  %408 = fadd float %407, %404
  store float %408, ptr %388, align 4
  %409 = or disjoint i64 %feature14.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader174
  %feature14.us.unr = phi i64 [ %feature14.us.ph, %feature.body.us.preheader174 ], [ %409, %feature.body.us.prol ]
  %410 = icmp eq i64 %n_features, %.neg
  br i1 %410, label %noise.done.loopexit11.us, label %feature.body.us

philox.body.us:                                   ; preds = %philox.body.us.preheader, %philox.body.us
  %philox12.us = phi i64 [ %493, %philox.body.us ], [ %philox12.us.ph, %philox.body.us.preheader ]
  %element.us = add i64 %philox12.us, %row_offset.us
  %411 = and i64 %element.us, 4294967295
  %412 = mul nuw i64 %411, 3528531795
  %413 = xor i64 %element.us, %key0
  %414 = xor i64 %413, %412
  %415 = lshr i64 %414, 32
  %416 = mul nuw i64 %415, 3449720151
  %417 = lshr i64 %416, 32
  %.reass.reass = xor i64 %417, %invariant.op
  %418 = xor i64 %634, %412
  %419 = and i64 %.reass.reass, 4294967295
  %420 = mul nuw i64 %419, 3528531795
  %421 = and i64 %418, 4294967295
  %422 = mul nuw i64 %421, 3449720151
  %423 = lshr i64 %420, 32
  %424 = lshr i64 %422, 32
  %425 = xor i64 %424, %20
  %426 = xor i64 %425, %416
  %.reass50.reass = xor i64 %423, %invariant.op180
  %427 = and i64 %426, 4294967295
  %428 = mul nuw i64 %427, 3528531795
  %429 = and i64 %.reass50.reass, 4294967295
  %430 = mul nuw i64 %429, 3449720151
  %431 = lshr i64 %428, 32
  %432 = lshr i64 %430, 32
  %433 = xor i64 %22, %432
  %434 = xor i64 %433, %422
  %435 = xor i64 %431, %23
  %436 = xor i64 %435, %420
  %437 = and i64 %434, 4294967295
  %438 = mul nuw i64 %437, 3528531795
  %439 = and i64 %436, 4294967295
  %440 = mul nuw i64 %439, 3449720151
  %441 = lshr i64 %438, 32
  %442 = lshr i64 %440, 32
  %443 = xor i64 %442, %24
  %444 = xor i64 %443, %430
  %445 = xor i64 %25, %441
  %446 = xor i64 %445, %428
  %447 = and i64 %444, 4294967295
  %448 = mul nuw i64 %447, 3528531795
  %449 = and i64 %446, 4294967295
  %450 = mul nuw i64 %449, 3449720151
  %451 = lshr i64 %448, 32
  %452 = lshr i64 %450, 32
  %453 = xor i64 %26, %452
  %454 = xor i64 %453, %440
  %455 = xor i64 %451, %27
  %456 = xor i64 %455, %438
  %457 = and i64 %454, 4294967295
  %458 = mul nuw i64 %457, 3528531795
  %459 = and i64 %456, 4294967295
  %460 = mul nuw i64 %459, 3449720151
  %461 = lshr i64 %458, 32
  %462 = lshr i64 %460, 32
  %463 = xor i64 %462, %28
  %464 = xor i64 %463, %450
  %465 = xor i64 %29, %461
  %466 = xor i64 %465, %448
  %467 = and i64 %464, 4294967295
  %468 = mul nuw i64 %467, 3528531795
  %469 = and i64 %466, 4294967295
  %470 = mul nuw i64 %469, 3449720151
  %471 = lshr i64 %468, 32
  %472 = lshr i64 %470, 32
  %473 = xor i64 %30, %472
  %474 = xor i64 %473, %460
  %475 = xor i64 %471, %31
  %476 = xor i64 %475, %458
  %477 = and i64 %474, 4294967295
  %478 = mul nuw i64 %477, 3528531795
  %479 = lshr i64 %478, 32
  %480 = trunc i64 %476 to i32
  %481 = mul i32 %480, -845247145
  %482 = xor i64 %32, %479
  %483 = xor i64 %482, %468
  %484 = and i64 %483, 4294967295
  %485 = mul nuw i64 %484, 3449720151
  %486 = lshr i64 %485, 32
  %487 = trunc nuw i64 %486 to i32
  %488 = trunc i64 %485 to i32
  %489 = xor i32 %481, %487
  %490 = xor i32 %489, %33
  %491 = getelementptr inbounds float, ptr %15, i64 %philox12.us
  store i32 %490, ptr %491, align 4
  %492 = getelementptr inbounds float, ptr %scratch, i64 %philox12.us
  store i32 %488, ptr %492, align 4
  %493 = add nuw i64 %philox12.us, 1
  %exitcond.not = icmp eq i64 %493, %n_features
  br i1 %exitcond.not, label %noise.body.us.preheader, label %philox.body.us, !llvm.loop !22

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block124
  br i1 %min.iters.check64, label %noise.body.us.preheader175, label %vector.body68

vector.body68:                                    ; preds = %noise.body.us.preheader, %vector.body68
  %index69 = phi i64 [ %index.next72, %vector.body68 ], [ 0, %noise.body.us.preheader ]
  %494 = getelementptr inbounds float, ptr %15, i64 %index69
  %wide.load70 = load <8 x i32>, ptr %494, align 4
  %495 = getelementptr inbounds float, ptr %scratch, i64 %index69
  %wide.load71 = load <8 x i32>, ptr %495, align 4
  %496 = uitofp <8 x i32> %wide.load70 to <8 x double>
  %497 = fadd <8 x double> %496, splat (double 5.000000e-01)
  %498 = fmul <8 x double> %497, splat (double 0x3DF0000000000000)
  %499 = uitofp <8 x i32> %wide.load71 to <8 x double>
  %500 = fadd <8 x double> %499, splat (double 5.000000e-01)
  %501 = fmul <8 x double> %500, splat (double 0x3DF0000000000000)
  %502 = bitcast <8 x double> %498 to <8 x i64>
  %503 = lshr <8 x i64> %502, splat (i64 32)
  %504 = add nuw nsw <8 x i64> %503, splat (i64 614242)
  %505 = lshr <8 x i64> %504, splat (i64 20)
  %506 = add nsw <8 x i64> %505, splat (i64 -1023)
  %507 = shl nuw <8 x i64> %504, splat (i64 32)
  %508 = and <8 x i64> %507, splat (i64 4503595332403200)
  %509 = add nuw nsw <8 x i64> %508, splat (i64 4604544269498187776)
  %510 = and <8 x i64> %502, splat (i64 4294967295)
  %511 = or disjoint <8 x i64> %509, %510
  %512 = bitcast <8 x i64> %511 to <8 x double>
  %513 = fadd <8 x double> %512, splat (double -1.000000e+00)
  %514 = fmul <8 x double> %513, splat (double 5.000000e-01)
  %515 = fmul <8 x double> %513, %514
  %516 = fadd <8 x double> %513, splat (double 2.000000e+00)
  %517 = fdiv <8 x double> %513, %516
  %518 = fmul <8 x double> %517, %517
  %519 = fmul <8 x double> %518, %518
  %520 = fmul <8 x double> %519, splat (double 0x3FC39A09D078C69F)
  %521 = fadd <8 x double> %520, splat (double 0x3FCC71C51D8E78AF)
  %522 = fmul <8 x double> %519, %521
  %523 = fadd <8 x double> %522, splat (double 0x3FD999999997FA04)
  %524 = fmul <8 x double> %519, %523
  %525 = fmul <8 x double> %519, splat (double 0x3FC2F112DF3E5244)
  %526 = fadd <8 x double> %525, splat (double 0x3FC7466496CB03DE)
  %527 = fmul <8 x double> %519, %526
  %528 = fadd <8 x double> %527, splat (double 0x3FD2492494229359)
  %529 = fmul <8 x double> %519, %528
  %530 = fadd <8 x double> %529, splat (double 0x3FE5555555555593)
  %531 = fmul <8 x double> %518, %530
  %532 = fadd <8 x double> %524, %531
  %533 = sitofp <8 x i64> %506 to <8 x double>
  %534 = fadd <8 x double> %515, %532
  %535 = fmul <8 x double> %517, %534
  %536 = fmul <8 x double> %533, splat (double 0x3DEA39EF35793C76)
  %537 = fadd <8 x double> %536, %535
  %538 = fsub <8 x double> %537, %515
  %539 = fadd <8 x double> %513, %538
  %540 = fmul <8 x double> %533, splat (double 0x3FE62E42FEE00000)
  %541 = fadd <8 x double> %540, %539
  %542 = fmul <8 x double> %541, splat (double -2.000000e+00)
  %543 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %542)
  %544 = fmul <8 x double> %501, splat (double 0x401921FB54442D18)
  %545 = fmul <8 x double> %544, splat (double 0x3FE45F306DC9C883)
  %546 = fadd <8 x double> %545, splat (double 0x4338000000000000)
  %547 = bitcast <8 x double> %546 to <8 x i64>
  %548 = fadd <8 x double> %546, splat (double 0xC338000000000000)
  %549 = fmul <8 x double> %548, splat (double 0x3FF921FB54400000)
  %550 = fsub <8 x double> %544, %549
  %551 = fmul <8 x double> %548, splat (double 0x3DD0B4611A626331)
  %552 = fmul <8 x double> %548, splat (double 0x3DD0B4611A600000)
  %553 = fsub <8 x double> %550, %552
  %554 = fmul <8 x double> %548, splat (double 0x3BA3198A2E037073)
  %555 = fsub <8 x double> %550, %553
  %556 = fsub <8 x double> %555, %552
  %557 = fsub <8 x double> %554, %556
  %558 = fsub <8 x double> %550, %551
  %559 = bitcast <8 x double> %544 to <8 x i64>
  %560 = lshr <8 x i64> %559, splat (i64 52)
  %561 = and <8 x i64> %560, splat (i64 2047)
  %562 = bitcast <8 x double> %558 to <8 x i64>
  %563 = lshr <8 x i64> %562, splat (i64 52)
  %564 = and <8 x i64> %563, splat (i64 2047)
  %565 = add nuw nsw <8 x i64> %564, splat (i64 16)
  %566 = icmp samesign ult <8 x i64> %565, %561
  %567 = select <8 x i1> %566, <8 x double> %553, <8 x double> %550
  %568 = select <8 x i1> %566, <8 x double> %557, <8 x double> %551
  %569 = fsub <8 x double> %567, %568
  %570 = fsub <8 x double> %567, %569
  %571 = fsub <8 x double> %570, %568
  %572 = fmul <8 x double> %569, %569
  %573 = fmul <8 x double> %572, %572
  %574 = fmul <8 x double> %572, splat (double 0x3EFA01A019CB1590)
  %575 = fadd <8 x double> %574, splat (double 0xBF56C16C16C15177)
  %576 = fmul <8 x double> %572, %575
  %577 = fadd <8 x double> %576, splat (double 0x3FA555555555554C)
  %578 = fmul <8 x double> %572, %577
  %579 = fmul <8 x double> %572, splat (double 0x3DA8FAE9BE8838D4)
  %580 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %579
  %581 = fmul <8 x double> %572, %580
  %582 = fadd <8 x double> %581, splat (double 0xBE927E4F809C52AD)
  %583 = fmul <8 x double> %573, %573
  %584 = fmul <8 x double> %583, %582
  %585 = fadd <8 x double> %578, %584
  %586 = fmul <8 x double> %572, splat (double 5.000000e-01)
  %587 = fsub <8 x double> splat (double 1.000000e+00), %586
  %588 = fsub <8 x double> splat (double 1.000000e+00), %587
  %589 = fsub <8 x double> %588, %586
  %590 = fmul <8 x double> %572, %585
  %591 = fmul <8 x double> %569, %571
  %592 = fsub <8 x double> %590, %591
  %593 = fadd <8 x double> %589, %592
  %594 = fadd <8 x double> %587, %593
  %595 = fmul <8 x double> %572, splat (double 0x3EC71DE357B1FE7D)
  %596 = fadd <8 x double> %595, splat (double 0xBF2A01A019C161D5)
  %597 = fmul <8 x double> %572, %596
  %598 = fadd <8 x double> %597, splat (double 0x3F8111111110F8A6)
  %599 = fmul <8 x double> %572, splat (double 0x3DE5D93A5ACFD57C)
  %600 = fadd <8 x double> %599, splat (double 0xBE5AE5E68A2B9CEB)
  %601 = fmul <8 x double> %572, %573
  %602 = fmul <8 x double> %601, %600
  %603 = fadd <8 x double> %602, %598
  %604 = fmul <8 x double> %569, %572
  %605 = fmul <8 x double> %571, splat (double 5.000000e-01)
  %606 = fmul <8 x double> %604, %603
  %607 = fsub <8 x double> %605, %606
  %608 = fmul <8 x double> %572, %607
  %609 = fsub <8 x double> %608, %571
  %610 = fmul <8 x double> %604, splat (double 0x3FC5555555555549)
  %611 = fadd <8 x double> %609, %610
  %612 = fsub <8 x double> %569, %611
  %613 = fneg <8 x double> %594
  %614 = fneg <8 x double> %612
  %615 = and <8 x i64> %547, splat (i64 1)
  %616 = and <8 x i64> %547, splat (i64 2)
  %617 = icmp eq <8 x i64> %615, zeroinitializer
  %618 = icmp eq <8 x i64> %616, zeroinitializer
  %619 = select <8 x i1> %618, <8 x double> %594, <8 x double> %613
  %620 = select <8 x i1> %618, <8 x double> %614, <8 x double> %612
  %621 = select <8 x i1> %617, <8 x double> %619, <8 x double> %620
  %622 = fmul <8 x double> %543, %621
  %623 = fptrunc <8 x double> %622 to <8 x float>
  store <8 x float> %623, ptr %494, align 4
  %index.next72 = add nuw i64 %index69, 8
  %624 = icmp eq i64 %index.next72, %n.vec67
  br i1 %624, label %middle.block73, label %vector.body68, !llvm.loop !23

middle.block73:                                   ; preds = %vector.body68
  br i1 %cmp.n74, label %feature.body.us.preheader, label %noise.body.us.preheader175

noise.body.us.preheader175:                       ; preds = %noise.body.us.preheader, %middle.block73
  %noise13.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec67, %middle.block73 ]
  br label %noise.body.us

noise.done.loopexit11.us:                         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block, %step.body.us19
  %t_next.us22 = fmul float %anneal_ratio, %temperature1.016.us21
  %625 = add nuw i64 %step17.us20, 1
  %exitcond40.not = icmp eq i64 %625, %steps
  br i1 %exitcond40.not, label %step.header.step.exit_crit_edge.split.us23, label %step.body.us19

philox.body.lr.ph.us:                             ; preds = %step.body.us19
  %key1_step.us = add i64 %step17.us20, %key1
  %626 = lshr i64 %key1_step.us, 32
  %627 = mul nuw i64 %626, 3449720151
  %628 = lshr i64 %627, 32
  %629 = xor i64 %key0, %628
  %630 = xor i64 %629, %key1_step.us
  %631 = and i64 %630, 4294967295
  %632 = mul nuw i64 %631, 3528531795
  %633 = lshr i64 %632, 32
  %634 = xor i64 %633, %19
  br i1 %min.iters.check77, label %philox.body.us.preheader, label %vector.ph78

vector.ph78:                                      ; preds = %philox.body.lr.ph.us
  %broadcast.splatinsert85 = insertelement <8 x i64> poison, i64 %634, i64 0
  %broadcast.splat86 = shufflevector <8 x i64> %broadcast.splatinsert85, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %627, %18
  %.scalar171 = and i64 %.scalar, 4294967295
  %635 = insertelement <8 x i64> poison, i64 %.scalar171, i64 0
  %.masked = shufflevector <8 x i64> %635, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar172 = xor i64 %632, %21
  %.scalar173 = and i64 %.scalar172, 4294967295
  %636 = insertelement <8 x i64> poison, i64 %.scalar173, i64 0
  %.masked169 = shufflevector <8 x i64> %636, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body121

vector.body121:                                   ; preds = %vector.body121, %vector.ph78
  %index122 = phi i64 [ 0, %vector.ph78 ], [ %index.next123, %vector.body121 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph78 ], [ %vec.ind.next, %vector.body121 ]
  %637 = add <8 x i64> %vec.ind, %broadcast.splat88
  %638 = and <8 x i64> %637, splat (i64 4294967295)
  %639 = mul nuw <8 x i64> %638, splat (i64 3528531795)
  %640 = xor <8 x i64> %637, %broadcast.splat90
  %641 = xor <8 x i64> %640, %639
  %642 = lshr <8 x i64> %641, splat (i64 32)
  %643 = mul nuw <8 x i64> %642, splat (i64 3449720151)
  %644 = lshr <8 x i64> %643, splat (i64 32)
  %645 = xor <8 x i64> %broadcast.splat86, %639
  %646 = xor <8 x i64> %.masked, %644
  %647 = mul nuw <8 x i64> %646, splat (i64 3528531795)
  %648 = and <8 x i64> %645, splat (i64 4294967295)
  %649 = mul nuw <8 x i64> %648, splat (i64 3449720151)
  %650 = lshr <8 x i64> %647, splat (i64 32)
  %651 = lshr <8 x i64> %649, splat (i64 32)
  %652 = xor <8 x i64> %651, %broadcast.splat94
  %653 = xor <8 x i64> %652, %643
  %654 = and <8 x i64> %653, splat (i64 4294967295)
  %655 = mul nuw <8 x i64> %654, splat (i64 3528531795)
  %656 = xor <8 x i64> %.masked169, %650
  %657 = mul nuw <8 x i64> %656, splat (i64 3449720151)
  %658 = lshr <8 x i64> %655, splat (i64 32)
  %659 = lshr <8 x i64> %657, splat (i64 32)
  %660 = xor <8 x i64> %broadcast.splat98, %659
  %661 = xor <8 x i64> %660, %649
  %662 = xor <8 x i64> %658, %broadcast.splat100
  %663 = xor <8 x i64> %662, %647
  %664 = and <8 x i64> %661, splat (i64 4294967295)
  %665 = mul nuw <8 x i64> %664, splat (i64 3528531795)
  %666 = and <8 x i64> %663, splat (i64 4294967295)
  %667 = mul nuw <8 x i64> %666, splat (i64 3449720151)
  %668 = lshr <8 x i64> %665, splat (i64 32)
  %669 = lshr <8 x i64> %667, splat (i64 32)
  %670 = xor <8 x i64> %669, %broadcast.splat102
  %671 = xor <8 x i64> %670, %657
  %672 = xor <8 x i64> %broadcast.splat104, %668
  %673 = xor <8 x i64> %672, %655
  %674 = and <8 x i64> %671, splat (i64 4294967295)
  %675 = mul nuw <8 x i64> %674, splat (i64 3528531795)
  %676 = and <8 x i64> %673, splat (i64 4294967295)
  %677 = mul nuw <8 x i64> %676, splat (i64 3449720151)
  %678 = lshr <8 x i64> %675, splat (i64 32)
  %679 = lshr <8 x i64> %677, splat (i64 32)
  %680 = xor <8 x i64> %broadcast.splat106, %679
  %681 = xor <8 x i64> %680, %667
  %682 = xor <8 x i64> %678, %broadcast.splat108
  %683 = xor <8 x i64> %682, %665
  %684 = and <8 x i64> %681, splat (i64 4294967295)
  %685 = mul nuw <8 x i64> %684, splat (i64 3528531795)
  %686 = and <8 x i64> %683, splat (i64 4294967295)
  %687 = mul nuw <8 x i64> %686, splat (i64 3449720151)
  %688 = lshr <8 x i64> %685, splat (i64 32)
  %689 = lshr <8 x i64> %687, splat (i64 32)
  %690 = xor <8 x i64> %689, %broadcast.splat110
  %691 = xor <8 x i64> %690, %677
  %692 = xor <8 x i64> %broadcast.splat112, %688
  %693 = xor <8 x i64> %692, %675
  %694 = and <8 x i64> %691, splat (i64 4294967295)
  %695 = mul nuw <8 x i64> %694, splat (i64 3528531795)
  %696 = and <8 x i64> %693, splat (i64 4294967295)
  %697 = mul nuw <8 x i64> %696, splat (i64 3449720151)
  %698 = lshr <8 x i64> %695, splat (i64 32)
  %699 = lshr <8 x i64> %697, splat (i64 32)
  %700 = xor <8 x i64> %broadcast.splat114, %699
  %701 = xor <8 x i64> %700, %687
  %702 = xor <8 x i64> %698, %broadcast.splat116
  %703 = xor <8 x i64> %702, %685
  %704 = and <8 x i64> %701, splat (i64 4294967295)
  %705 = mul nuw <8 x i64> %704, splat (i64 3528531795)
  %706 = lshr <8 x i64> %705, splat (i64 32)
  %707 = trunc <8 x i64> %703 to <8 x i32>
  %708 = mul <8 x i32> %707, splat (i32 -845247145)
  %709 = xor <8 x i64> %broadcast.splat118, %706
  %710 = xor <8 x i64> %709, %695
  %711 = and <8 x i64> %710, splat (i64 4294967295)
  %712 = mul nuw <8 x i64> %711, splat (i64 3449720151)
  %713 = lshr <8 x i64> %712, splat (i64 32)
  %714 = trunc nuw <8 x i64> %713 to <8 x i32>
  %715 = trunc <8 x i64> %712 to <8 x i32>
  %716 = xor <8 x i32> %708, %broadcast.splat120
  %717 = xor <8 x i32> %716, %714
  %718 = getelementptr inbounds float, ptr %15, i64 %index122
  store <8 x i32> %717, ptr %718, align 4
  %719 = getelementptr inbounds float, ptr %scratch, i64 %index122
  store <8 x i32> %715, ptr %719, align 4
  %index.next123 = add nuw i64 %index122, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %720 = icmp eq i64 %index.next123, %n.vec80
  br i1 %720, label %middle.block124, label %vector.body121, !llvm.loop !24

middle.block124:                                  ; preds = %vector.body121
  br i1 %cmp.n125, label %noise.body.us.preheader, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %philox.body.lr.ph.us, %middle.block124
  %philox12.us.ph = phi i64 [ 0, %philox.body.lr.ph.us ], [ %n.vec80, %middle.block124 ]
  %invariant.op = xor i64 %18, %627
  %invariant.op180 = xor i64 %21, %632
  br label %philox.body.us

step.header.step.exit_crit_edge.split.us23:       ; preds = %noise.done.loopexit11.us
  %721 = add nuw i64 %row18.us, 1
  %exitcond41.not = icmp eq i64 %721, %row_end
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
!22 = distinct !{!22, !7, !6}
!23 = distinct !{!23, !6, !7}
!24 = distinct !{!24, !6, !7}
