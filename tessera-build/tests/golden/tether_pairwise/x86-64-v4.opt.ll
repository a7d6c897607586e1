; ModuleID = 'tether_pairwise'
source_filename = "tether_pairwise.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_tether_pairwise_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %state = load ptr, ptr %args, align 8
  %state167 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %input_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %scratch = load ptr, ptr %1, align 8
  %scratch166 = ptrtoint ptr %scratch to i64
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
  %15 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %draw_noise = load i32, ptr %15, align 4
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not = icmp eq i64 %steps, 0
  %.not36 = icmp eq i64 %n_features, 0
  %draw.not = icmp eq i32 %draw_noise, 0
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
  br i1 %.not, label %row.exit, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %34 = mul i64 %row_begin, %n_features
  %35 = shl i64 %34, 2
  %36 = shl i64 %n_features, 2
  %37 = shl i64 %row_begin, 2
  %38 = add i64 %37, 4
  %39 = mul i64 %n_features, %38
  %40 = shl i64 %n_features, 2
  %41 = mul i64 %row_begin, %n_features
  %42 = shl i64 %41, 2
  %43 = add i64 %42, %state167
  %44 = sub i64 %scratch166, %43
  %45 = mul i64 %n_features, -4
  %min.iters.check169 = icmp ult i64 %n_features, 4
  %min.iters.check172 = icmp ult i64 %n_features, 32
  %n.mod.vf175 = and i64 %n_features, 28
  %n.vec176 = and i64 %n_features, -32
  %cmp.n185 = icmp eq i64 %n_features, %n.vec176
  %min.epilog.iters.check189 = icmp eq i64 %n.mod.vf175, 0
  %n.vec192 = and i64 %n_features, -4
  %cmp.n198 = icmp eq i64 %n_features, %n.vec192
  %min.iters.check107 = icmp ult i64 %n_features, 8
  %n.vec110 = and i64 %n_features, -8
  %broadcast.splatinsert119 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat120 = shufflevector <8 x float> %broadcast.splatinsert119, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert123 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat124 = shufflevector <8 x i64> %broadcast.splatinsert123, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert127 = insertelement <8 x i64> poison, i64 %20, i64 0
  %broadcast.splat128 = shufflevector <8 x i64> %broadcast.splatinsert127, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert131 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat132 = shufflevector <8 x i64> %broadcast.splatinsert131, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert133 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat134 = shufflevector <8 x i64> %broadcast.splatinsert133, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert135 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat136 = shufflevector <8 x i64> %broadcast.splatinsert135, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert137 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat138 = shufflevector <8 x i64> %broadcast.splatinsert137, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert139 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat140 = shufflevector <8 x i64> %broadcast.splatinsert139, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert141 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat142 = shufflevector <8 x i64> %broadcast.splatinsert141, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert143 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat144 = shufflevector <8 x i64> %broadcast.splatinsert143, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert145 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat146 = shufflevector <8 x i64> %broadcast.splatinsert145, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert147 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat148 = shufflevector <8 x i64> %broadcast.splatinsert147, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert149 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat150 = shufflevector <8 x i64> %broadcast.splatinsert149, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert151 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat152 = shufflevector <8 x i64> %broadcast.splatinsert151, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert153 = insertelement <8 x i32> poison, i32 %33, i64 0
  %broadcast.splat154 = shufflevector <8 x i32> %broadcast.splatinsert153, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n163 = icmp eq i64 %n_features, %n.vec110
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check78 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert79 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat80 = shufflevector <8 x float> %broadcast.splatinsert79, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec89 = and i64 %n_features, -4
  %broadcast.splatinsert92 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat93 = shufflevector <4 x float> %broadcast.splatinsert92, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n98 = icmp eq i64 %n_features, %n.vec89
  %xtraiter212 = and i64 %n_features, 1
  %lcmp.mod213.not = icmp eq i64 %xtraiter212, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row35.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %788, %step.header.step.exit_crit_edge.us ]
  %46 = mul i64 %45, %indvar
  %47 = add i64 %44, %46
  %48 = mul i64 %40, %indvar
  %49 = add i64 %35, %48
  %scevgep100 = getelementptr i8, ptr %state, i64 %49
  %50 = add i64 %39, %48
  %scevgep101 = getelementptr i8, ptr %state, i64 %50
  %scevgep102 = getelementptr i8, ptr %input_0, i64 %49
  %scevgep103 = getelementptr i8, ptr %input_0, i64 %50
  %51 = mul i64 %36, %indvar
  %52 = add i64 %35, %51
  %scevgep = getelementptr i8, ptr %state, i64 %52
  %53 = add i64 %39, %51
  %scevgep75 = getelementptr i8, ptr %state, i64 %53
  %scevgep76 = getelementptr i8, ptr %input_0, i64 %52
  %scevgep77 = getelementptr i8, ptr %input_0, i64 %53
  %row_offset.us = mul i64 %row35.us, %n_features
  %54 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %55 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %diff.check = icmp ult i64 %47, 128
  %or.cond = select i1 %min.iters.check169, i1 true, i1 %diff.check
  %bound0104 = icmp ult ptr %scevgep100, %scevgep103
  %bound1105 = icmp ult ptr %scevgep102, %scevgep101
  %found.conflict106 = and i1 %bound0104, %bound1105
  %broadcast.splatinsert121 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat122 = shufflevector <8 x i64> %broadcast.splatinsert121, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0 = icmp ult ptr %scevgep, %scevgep77
  %bound1 = icmp ult ptr %scevgep76, %scevgep75
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done.us
  %step34.us = phi i64 [ 0, %row.body.us ], [ %409, %noise.done.us ]
  %temperature1.033.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done.us ]
  %56 = fmul float %two_eta, %temperature1.033.us
  %57 = fcmp ogt float %56, 0.000000e+00
  %58 = tail call float @llvm.sqrt.f32(float %56)
  %59 = select i1 %57, float %58, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %59
  %key1_step.us = add i64 %step34.us, %key1
  br i1 %.not36, label %noise.done.us, label %iter.check171

iter.check171:                                    ; preds = %step.body.us
  br i1 %or.cond, label %feature.body.us.preheader, label %vector.main.loop.iter.check173

vector.main.loop.iter.check173:                   ; preds = %iter.check171
  br i1 %min.iters.check172, label %vec.epilog.ph190, label %vector.body177

vector.body177:                                   ; preds = %vector.main.loop.iter.check173, %vector.body177
  %index178 = phi i64 [ %index.next183, %vector.body177 ], [ 0, %vector.main.loop.iter.check173 ]
  %60 = getelementptr inbounds float, ptr %54, i64 %index178
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 32
  %62 = getelementptr inbounds nuw i8, ptr %60, i64 64
  %63 = getelementptr inbounds nuw i8, ptr %60, i64 96
  %wide.load179 = load <8 x float>, ptr %60, align 4
  %wide.load180 = load <8 x float>, ptr %61, align 4
  %wide.load181 = load <8 x float>, ptr %62, align 4
  %wide.load182 = load <8 x float>, ptr %63, align 4
  %64 = fmul <8 x float> %wide.load179, %wide.load179
  %65 = fmul <8 x float> %wide.load180, %wide.load180
  %66 = fmul <8 x float> %wide.load181, %wide.load181
  %67 = fmul <8 x float> %wide.load182, %wide.load182
  %68 = getelementptr inbounds float, ptr %scratch, i64 %index178
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 32
  %70 = getelementptr inbounds nuw i8, ptr %68, i64 64
  %71 = getelementptr inbounds nuw i8, ptr %68, i64 96
  store <8 x float> %64, ptr %68, align 4
  store <8 x float> %65, ptr %69, align 4
  store <8 x float> %66, ptr %70, align 4
  store <8 x float> %67, ptr %71, align 4
  %index.next183 = add nuw i64 %index178, 32
  %72 = icmp eq i64 %index.next183, %n.vec176
  br i1 %72, label %middle.block184, label %vector.body177, !llvm.loop !0

middle.block184:                                  ; preds = %vector.body177
  br i1 %cmp.n185, label %fold_tail.body.us.preheader, label %vec.epilog.iter.check188

fold_tail.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block197, %middle.block184
  br label %fold_tail.body.us

vec.epilog.iter.check188:                         ; preds = %middle.block184
  br i1 %min.epilog.iters.check189, label %feature.body.us.preheader, label %vec.epilog.ph190, !prof !3

vec.epilog.ph190:                                 ; preds = %vector.main.loop.iter.check173, %vec.epilog.iter.check188
  %vec.epilog.resume.val186 = phi i64 [ %n.vec176, %vec.epilog.iter.check188 ], [ 0, %vector.main.loop.iter.check173 ]
  br label %vec.epilog.vector.body193

vec.epilog.vector.body193:                        ; preds = %vec.epilog.vector.body193, %vec.epilog.ph190
  %index194 = phi i64 [ %vec.epilog.resume.val186, %vec.epilog.ph190 ], [ %index.next196, %vec.epilog.vector.body193 ]
  %73 = getelementptr inbounds float, ptr %54, i64 %index194
  %wide.load195 = load <4 x float>, ptr %73, align 4
  %74 = fmul <4 x float> %wide.load195, %wide.load195
  %75 = getelementptr inbounds float, ptr %scratch, i64 %index194
  store <4 x float> %74, ptr %75, align 4
  %index.next196 = add nuw i64 %index194, 4
  %76 = icmp eq i64 %index.next196, %n.vec192
  br i1 %76, label %vec.epilog.middle.block197, label %vec.epilog.vector.body193, !llvm.loop !4

vec.epilog.middle.block197:                       ; preds = %vec.epilog.vector.body193
  br i1 %cmp.n198, label %fold_tail.body.us.preheader, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check171, %vec.epilog.iter.check188, %vec.epilog.middle.block197
  %feature19.us.ph = phi i64 [ 0, %iter.check171 ], [ %n.vec176, %vec.epilog.iter.check188 ], [ %n.vec192, %vec.epilog.middle.block197 ]
  %77 = sub i64 %n_features, %feature19.us.ph
  %xtraiter = and i64 %77, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader, %feature.body.us.prol
  %feature19.us.prol = phi i64 [ %82, %feature.body.us.prol ], [ %feature19.us.ph, %feature.body.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body.us.prol ], [ 0, %feature.body.us.preheader ]
  %78 = getelementptr inbounds float, ptr %54, i64 %feature19.us.prol
  %79 = load float, ptr %78, align 4
  %80 = fmul float %79, %79
  %81 = getelementptr inbounds float, ptr %scratch, i64 %feature19.us.prol
  store float %80, ptr %81, align 4
  %82 = add nuw i64 %feature19.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol, !llvm.loop !5

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature19.us.unr = phi i64 [ %feature19.us.ph, %feature.body.us.preheader ], [ %82, %feature.body.us.prol ]
  %83 = sub i64 %feature19.us.ph, %n_features
  %84 = icmp ugt i64 %83, -8
  br i1 %84, label %fold_tail.body.us.preheader, label %feature.body.us

fold_tail.exit.us:                                ; preds = %merge.done.us
  %.not.us = icmp eq i64 %479, 0
  %85 = tail call i64 @llvm.usub.sat.i64(i64 %479, i64 1)
  %86 = getelementptr inbounds float, ptr %pairwise_sums, i64 %85
  %87 = load float, ptr %86, align 4
  %spec.select = select i1 %.not.us, float 0.000000e+00, float %87
  %.not40 = icmp ult i64 %479, 2
  br i1 %.not40, label %pairwise_finish.exit.us, label %pairwise_finish.body.us.preheader

pairwise_finish.body.us.preheader:                ; preds = %fold_tail.exit.us
  %88 = add i64 %pairwise_depth.1.lcssa.us, -1
  %xtraiter208 = and i64 %85, 7
  %89 = icmp ult i64 %88, 7
  br i1 %89, label %pairwise_finish.body.us.epil.preheader, label %pairwise_finish.body.us.preheader.new

pairwise_finish.body.us.preheader.new:            ; preds = %pairwise_finish.body.us.preheader
  %unroll_iter = and i64 %85, -8
  br label %pairwise_finish.body.us

pairwise_finish.exit.us.loopexit.unr-lcssa:       ; preds = %pairwise_finish.body.us
  %lcmp.mod209.not = icmp eq i64 %xtraiter208, 0
  br i1 %lcmp.mod209.not, label %pairwise_finish.exit.us, label %pairwise_finish.body.us.epil.preheader

pairwise_finish.body.us.epil.preheader:           ; preds = %pairwise_finish.exit.us.loopexit.unr-lcssa, %pairwise_finish.body.us.preheader
  %pairwise_finish29.us.epil.init = phi i64 [ 0, %pairwise_finish.body.us.preheader ], [ %468, %pairwise_finish.exit.us.loopexit.unr-lcssa ]
  %pairwise_acc.028.us.epil.init = phi float [ %spec.select, %pairwise_finish.body.us.preheader ], [ %467, %pairwise_finish.exit.us.loopexit.unr-lcssa ]
  %lcmp.mod211 = icmp ne i64 %xtraiter208, 0
  tail call void @llvm.assume(i1 %lcmp.mod211)
  br label %pairwise_finish.body.us.epil

pairwise_finish.body.us.epil:                     ; preds = %pairwise_finish.body.us.epil, %pairwise_finish.body.us.epil.preheader
  %pairwise_finish29.us.epil = phi i64 [ %94, %pairwise_finish.body.us.epil ], [ %pairwise_finish29.us.epil.init, %pairwise_finish.body.us.epil.preheader ]
  %pairwise_acc.028.us.epil = phi float [ %93, %pairwise_finish.body.us.epil ], [ %pairwise_acc.028.us.epil.init, %pairwise_finish.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %pairwise_finish.body.us.epil ], [ 0, %pairwise_finish.body.us.epil.preheader ]
  %90 = xor i64 %pairwise_finish29.us.epil, -1
  %91 = getelementptr float, ptr %86, i64 %90
  %92 = load float, ptr %91, align 4
  %93 = fadd float %pairwise_acc.028.us.epil, %92
  %94 = add nuw i64 %pairwise_finish29.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter208
  br i1 %epil.iter.cmp.not, label %pairwise_finish.exit.us, label %pairwise_finish.body.us.epil, !llvm.loop !7

pairwise_finish.exit.us:                          ; preds = %pairwise_finish.exit.us.loopexit.unr-lcssa, %pairwise_finish.body.us.epil, %fold_tail.exit.us
  %pairwise_acc.0.lcssa.us = phi float [ %spec.select, %fold_tail.exit.us ], [ %467, %pairwise_finish.exit.us.loopexit.unr-lcssa ], [ %93, %pairwise_finish.body.us.epil ]
  %95 = fadd float %pairwise_acc.0.lcssa.us, -4.000000e+00
  %96 = fmul float %95, 2.000000e+00
  %97 = fmul float %96, 0x3F847AE140000000
  br i1 %draw.not, label %iter.check, label %feature.body5.lr.ph.us

iter.check:                                       ; preds = %pairwise_finish.exit.us
  %brmerge = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge, label %feature.body9.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check78, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x float> poison, float %97, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %98 = getelementptr inbounds float, ptr %54, i64 %index
  %99 = getelementptr inbounds nuw i8, ptr %98, i64 32
  %100 = getelementptr inbounds nuw i8, ptr %98, i64 64
  %101 = getelementptr inbounds nuw i8, ptr %98, i64 96
  %wide.load = load <8 x float>, ptr %98, align 4, !alias.scope !8, !noalias !11
  %wide.load81 = load <8 x float>, ptr %99, align 4, !alias.scope !8, !noalias !11
  %wide.load82 = load <8 x float>, ptr %100, align 4, !alias.scope !8, !noalias !11
  %wide.load83 = load <8 x float>, ptr %101, align 4, !alias.scope !8, !noalias !11
  %102 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %103 = fmul <8 x float> %wide.load81, splat (float 2.000000e+00)
  %104 = fmul <8 x float> %wide.load82, splat (float 2.000000e+00)
  %105 = fmul <8 x float> %wide.load83, splat (float 2.000000e+00)
  %106 = fmul <8 x float> %broadcast.splat, %102
  %107 = fmul <8 x float> %broadcast.splat, %103
  %108 = fmul <8 x float> %broadcast.splat, %104
  %109 = fmul <8 x float> %broadcast.splat, %105
  %110 = getelementptr inbounds float, ptr %55, i64 %index
  %111 = getelementptr inbounds nuw i8, ptr %110, i64 32
  %112 = getelementptr inbounds nuw i8, ptr %110, i64 64
  %113 = getelementptr inbounds nuw i8, ptr %110, i64 96
  %wide.load84 = load <8 x float>, ptr %110, align 4, !alias.scope !11
  %wide.load85 = load <8 x float>, ptr %111, align 4, !alias.scope !11
  %wide.load86 = load <8 x float>, ptr %112, align 4, !alias.scope !11
  %wide.load87 = load <8 x float>, ptr %113, align 4, !alias.scope !11
  %114 = fsub <8 x float> %wide.load, %wide.load84
  %115 = fsub <8 x float> %wide.load81, %wide.load85
  %116 = fsub <8 x float> %wide.load82, %wide.load86
  %117 = fsub <8 x float> %wide.load83, %wide.load87
  %118 = fmul <8 x float> %114, splat (float 2.000000e+00)
  %119 = fmul <8 x float> %115, splat (float 2.000000e+00)
  %120 = fmul <8 x float> %116, splat (float 2.000000e+00)
  %121 = fmul <8 x float> %117, splat (float 2.000000e+00)
  %122 = fmul <8 x float> %118, splat (float 5.000000e-01)
  %123 = fmul <8 x float> %119, splat (float 5.000000e-01)
  %124 = fmul <8 x float> %120, splat (float 5.000000e-01)
  %125 = fmul <8 x float> %121, splat (float 5.000000e-01)
  %126 = fadd <8 x float> %106, %122
  %127 = fadd <8 x float> %107, %123
  %128 = fadd <8 x float> %108, %124
  %129 = fadd <8 x float> %109, %125
  %130 = fmul <8 x float> %broadcast.splat80, %126
  %131 = fmul <8 x float> %broadcast.splat80, %127
  %132 = fmul <8 x float> %broadcast.splat80, %128
  %133 = fmul <8 x float> %broadcast.splat80, %129
  %134 = fsub <8 x float> %wide.load, %130
  %135 = fsub <8 x float> %wide.load81, %131
  %136 = fsub <8 x float> %wide.load82, %132
  %137 = fsub <8 x float> %wide.load83, %133
  store <8 x float> %134, ptr %98, align 4, !alias.scope !8, !noalias !11
  store <8 x float> %135, ptr %99, align 4, !alias.scope !8, !noalias !11
  store <8 x float> %136, ptr %100, align 4, !alias.scope !8, !noalias !11
  store <8 x float> %137, ptr %101, align 4, !alias.scope !8, !noalias !11
  %index.next = add nuw i64 %index, 32
  %138 = icmp eq i64 %index.next, %n.vec
  br i1 %138, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body9.us.preheader, label %vec.epilog.ph, !prof !3

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert90 = insertelement <4 x float> poison, float %97, i64 0
  %broadcast.splat91 = shufflevector <4 x float> %broadcast.splatinsert90, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index94 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next97, %vec.epilog.vector.body ]
  %139 = getelementptr inbounds float, ptr %54, i64 %index94
  %wide.load95 = load <4 x float>, ptr %139, align 4, !alias.scope !8, !noalias !11
  %140 = fmul <4 x float> %wide.load95, splat (float 2.000000e+00)
  %141 = fmul <4 x float> %broadcast.splat91, %140
  %142 = getelementptr inbounds float, ptr %55, i64 %index94
  %wide.load96 = load <4 x float>, ptr %142, align 4, !alias.scope !11
  %143 = fsub <4 x float> %wide.load95, %wide.load96
  %144 = fmul <4 x float> %143, splat (float 2.000000e+00)
  %145 = fmul <4 x float> %144, splat (float 5.000000e-01)
  %146 = fadd <4 x float> %141, %145
  %147 = fmul <4 x float> %broadcast.splat93, %146
  %148 = fsub <4 x float> %wide.load95, %147
  store <4 x float> %148, ptr %139, align 4, !alias.scope !8, !noalias !11
  %index.next97 = add nuw i64 %index94, 4
  %149 = icmp eq i64 %index.next97, %n.vec89
  br i1 %149, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n98, label %noise.done.us, label %feature.body9.us.preheader

feature.body9.us.preheader:                       ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature1132.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec89, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg = or disjoint i64 %feature1132.us.ph, 1
  br i1 %lcmp.mod213.not, label %feature.body9.us.prol.loopexit, label %feature.body9.us.prol

feature.body9.us.prol:                            ; preds = %feature.body9.us.preheader
  %150 = getelementptr inbounds float, ptr %54, i64 %feature1132.us.ph
  %151 = load float, ptr %150, align 4
  %152 = fmul float %151, 2.000000e+00
  %153 = fmul float %97, %152
  %154 = getelementptr inbounds float, ptr %55, i64 %feature1132.us.ph
  %155 = load float, ptr %154, align 4
  %156 = fsub float %151, %155
  %157 = fmul float %156, 2.000000e+00
  %158 = fmul float %157, 5.000000e-01
  %159 = fadd float %153, %158
  %160 = fmul float %eta, %159
  %161 = fsub float %151, %160
  store float %161, ptr %150, align 4
  %162 = or disjoint i64 %feature1132.us.ph, 1
  br label %feature.body9.us.prol.loopexit

feature.body9.us.prol.loopexit:                   ; preds = %feature.body9.us.prol, %feature.body9.us.preheader
  %feature1132.us.unr = phi i64 [ %feature1132.us.ph, %feature.body9.us.preheader ], [ %162, %feature.body9.us.prol ]
  %163 = icmp eq i64 %n_features, %.neg
  br i1 %163, label %noise.done.us, label %feature.body9.us

feature.body5.us:                                 ; preds = %feature.body5.us.preheader, %feature.body5.us
  %feature731.us = phi i64 [ %408, %feature.body5.us ], [ %feature731.us.ph, %feature.body5.us.preheader ]
  %164 = getelementptr inbounds float, ptr %54, i64 %feature731.us
  %165 = load float, ptr %164, align 4
  %166 = fmul float %165, 2.000000e+00
  %167 = fmul float %97, %166
  %168 = getelementptr inbounds float, ptr %55, i64 %feature731.us
  %169 = load float, ptr %168, align 4
  %170 = fsub float %165, %169
  %171 = fmul float %170, 2.000000e+00
  %172 = fmul float %171, 5.000000e-01
  %173 = fadd float %167, %172
  %174 = fmul float %eta, %173
  %175 = fsub float %165, %174
  %element.us = add i64 %feature731.us, %row_offset.us
  %176 = and i64 %element.us, 4294967295
  %177 = mul nuw i64 %176, 3528531795
  %178 = xor i64 %element.us, %key0
  %179 = xor i64 %178, %177
  %180 = lshr i64 %179, 32
  %181 = mul nuw i64 %180, 3449720151
  %182 = lshr i64 %181, 32
  %.reass.reass = xor i64 %182, %invariant.op
  %183 = xor i64 %539, %177
  %184 = and i64 %.reass.reass, 4294967295
  %185 = mul nuw i64 %184, 3528531795
  %186 = and i64 %183, 4294967295
  %187 = mul nuw i64 %186, 3449720151
  %188 = lshr i64 %185, 32
  %189 = lshr i64 %187, 32
  %190 = xor i64 %189, %20
  %191 = xor i64 %190, %181
  %.reass70.reass = xor i64 %188, %invariant.op221
  %192 = and i64 %191, 4294967295
  %193 = mul nuw i64 %192, 3528531795
  %194 = and i64 %.reass70.reass, 4294967295
  %195 = mul nuw i64 %194, 3449720151
  %196 = lshr i64 %193, 32
  %197 = lshr i64 %195, 32
  %198 = xor i64 %22, %197
  %199 = xor i64 %198, %187
  %200 = xor i64 %196, %23
  %201 = xor i64 %200, %185
  %202 = and i64 %199, 4294967295
  %203 = mul nuw i64 %202, 3528531795
  %204 = and i64 %201, 4294967295
  %205 = mul nuw i64 %204, 3449720151
  %206 = lshr i64 %203, 32
  %207 = lshr i64 %205, 32
  %208 = xor i64 %207, %24
  %209 = xor i64 %208, %195
  %210 = xor i64 %25, %206
  %211 = xor i64 %210, %193
  %212 = and i64 %209, 4294967295
  %213 = mul nuw i64 %212, 3528531795
  %214 = and i64 %211, 4294967295
  %215 = mul nuw i64 %214, 3449720151
  %216 = lshr i64 %213, 32
  %217 = lshr i64 %215, 32
  %218 = xor i64 %26, %217
  %219 = xor i64 %218, %205
  %220 = xor i64 %216, %27
  %221 = xor i64 %220, %203
  %222 = and i64 %219, 4294967295
  %223 = mul nuw i64 %222, 3528531795
  %224 = and i64 %221, 4294967295
  %225 = mul nuw i64 %224, 3449720151
  %226 = lshr i64 %223, 32
  %227 = lshr i64 %225, 32
  %228 = xor i64 %227, %28
  %229 = xor i64 %228, %215
  %230 = xor i64 %29, %226
  %231 = xor i64 %230, %213
  %232 = and i64 %229, 4294967295
  %233 = mul nuw i64 %232, 3528531795
  %234 = and i64 %231, 4294967295
  %235 = mul nuw i64 %234, 3449720151
  %236 = lshr i64 %233, 32
  %237 = lshr i64 %235, 32
  %238 = xor i64 %30, %237
  %239 = xor i64 %238, %225
  %240 = xor i64 %236, %31
  %241 = xor i64 %240, %223
  %242 = and i64 %239, 4294967295
  %243 = mul nuw i64 %242, 3528531795
  %244 = lshr i64 %243, 32
  %245 = trunc i64 %241 to i32
  %246 = mul i32 %245, -845247145
  %247 = xor i64 %32, %244
  %248 = xor i64 %247, %233
  %249 = and i64 %248, 4294967295
  %250 = mul nuw i64 %249, 3449720151
  %251 = lshr i64 %250, 32
  %252 = trunc nuw i64 %251 to i32
  %253 = trunc i64 %250 to i32
  %254 = xor i32 %246, %252
  %255 = xor i32 %254, %33
  %256 = uitofp i32 %255 to double
  %257 = fadd double %256, 5.000000e-01
  %258 = fmul double %257, 0x3DF0000000000000
  %259 = uitofp i32 %253 to double
  %260 = fadd double %259, 5.000000e-01
  %261 = fmul double %260, 0x3DF0000000000000
  %262 = fcmp olt double %258, 0x10000000000000
  %263 = fmul double %258, 0x4350000000000000
  %264 = select i1 %262, double %263, double %258
  %.neg.us = select i1 %262, i64 -1077, i64 -1023
  %265 = bitcast double %264 to i64
  %266 = lshr i64 %265, 32
  %267 = add nuw nsw i64 %266, 614242
  %268 = lshr i64 %267, 20
  %269 = add nsw i64 %268, %.neg.us
  %270 = shl i64 %267, 32
  %271 = and i64 %270, 4503595332403200
  %272 = add nuw nsw i64 %271, 4604544269498187776
  %273 = and i64 %265, 4294967295
  %274 = or disjoint i64 %272, %273
  %275 = bitcast i64 %274 to double
  %276 = fadd double %275, -1.000000e+00
  %277 = fmul double %276, 5.000000e-01
  %278 = fmul double %276, %277
  %279 = fadd double %276, 2.000000e+00
  %280 = fdiv double %276, %279
  %281 = fmul double %280, %280
  %282 = fmul double %281, %281
  %283 = fmul double %282, 0x3FC39A09D078C69F
  %284 = fadd double %283, 0x3FCC71C51D8E78AF
  %285 = fmul double %282, %284
  %286 = fadd double %285, 0x3FD999999997FA04
  %287 = fmul double %282, %286
  %288 = fmul double %282, 0x3FC2F112DF3E5244
  %289 = fadd double %288, 0x3FC7466496CB03DE
  %290 = fmul double %282, %289
  %291 = fadd double %290, 0x3FD2492494229359
  %292 = fmul double %282, %291
  %293 = fadd double %292, 0x3FE5555555555593
  %294 = fmul double %281, %293
  %295 = fadd double %287, %294
  %296 = sitofp i64 %269 to double
  %297 = fadd double %278, %295
  %298 = fmul double %280, %297
  %299 = fmul double %296, 0x3DEA39EF35793C76
  %300 = fadd double %299, %298
  %301 = fsub double %300, %278
  %302 = fadd double %276, %301
  %303 = fmul double %296, 0x3FE62E42FEE00000
  %304 = fadd double %303, %302
  %305 = fcmp oeq double %258, 0x7FF0000000000000
  %306 = fcmp oeq double %258, 0.000000e+00
  %307 = fmul double %304, -2.000000e+00
  %308 = select i1 %305, double 0xFFF0000000000000, double %307
  %309 = select i1 %306, double 0x7FF0000000000000, double %308
  %310 = tail call double @llvm.sqrt.f64(double %309)
  %311 = fmul double %261, 0x401921FB54442D18
  %312 = fmul double %311, 0x3FE45F306DC9C883
  %313 = fadd double %312, 0x4338000000000000
  %314 = bitcast double %313 to i64
  %315 = fadd double %313, 0xC338000000000000
  %316 = fmul double %315, 0x3FF921FB54400000
  %317 = fsub double %311, %316
  %318 = fmul double %315, 0x3DD0B4611A626331
  %319 = fmul double %315, 0x3DD0B4611A600000
  %320 = fsub double %317, %319
  %321 = fmul double %315, 0x3BA3198A2E037073
  %322 = fsub double %317, %320
  %323 = fsub double %322, %319
  %324 = fsub double %321, %323
  %325 = fmul double %315, 0x3BA3198A2E000000
  %326 = fsub double %320, %325
  %327 = fmul double %315, 0x397B839A252049C1
  %328 = fsub double %320, %326
  %329 = fsub double %328, %325
  %330 = fsub double %327, %329
  %331 = fsub double %317, %318
  %332 = fsub double %320, %324
  %333 = bitcast double %331 to i64
  %334 = lshr i64 %333, 52
  %335 = and i64 %334, 2047
  %336 = insertelement <2 x double> poison, double %332, i64 0
  %337 = insertelement <2 x double> %336, double %311, i64 1
  %338 = bitcast <2 x double> %337 to <2 x i64>
  %339 = lshr <2 x i64> %338, splat (i64 52)
  %340 = and <2 x i64> %339, splat (i64 2047)
  %341 = add nuw nsw i64 %335, 16
  %342 = extractelement <2 x i64> %340, i64 1
  %343 = icmp samesign ult i64 %341, %342
  %344 = extractelement <2 x i64> %340, i64 0
  %345 = add nuw nsw i64 %344, 49
  %346 = icmp samesign ult i64 %345, %342
  %347 = select i1 %346, double %326, double %320
  %348 = select i1 %346, double %330, double %324
  %349 = select i1 %343, double %347, double %317
  %350 = select i1 %343, double %348, double %318
  %351 = fsub double %349, %350
  %352 = fsub double %349, %351
  %353 = fsub double %352, %350
  %354 = fmul double %351, %351
  %355 = fmul double %354, %354
  %356 = fmul double %354, 0x3EFA01A019CB1590
  %357 = fadd double %356, 0xBF56C16C16C15177
  %358 = fmul double %354, %357
  %359 = fadd double %358, 0x3FA555555555554C
  %360 = fmul double %354, %359
  %361 = fmul double %354, 0x3DA8FAE9BE8838D4
  %362 = fsub double 0x3E21EE9EBDB4B1C4, %361
  %363 = fmul double %354, %362
  %364 = fadd double %363, 0xBE927E4F809C52AD
  %365 = fmul double %355, %355
  %366 = fmul double %365, %364
  %367 = fadd double %360, %366
  %368 = fmul double %354, 5.000000e-01
  %369 = fsub double 1.000000e+00, %368
  %370 = fsub double 1.000000e+00, %369
  %371 = fsub double %370, %368
  %372 = fmul double %354, %367
  %373 = fmul double %351, %353
  %374 = fsub double %372, %373
  %375 = fadd double %371, %374
  %376 = fadd double %369, %375
  %377 = fmul double %354, 0x3EC71DE357B1FE7D
  %378 = fadd double %377, 0xBF2A01A019C161D5
  %379 = fmul double %354, %378
  %380 = fadd double %379, 0x3F8111111110F8A6
  %381 = fmul double %354, 0x3DE5D93A5ACFD57C
  %382 = fadd double %381, 0xBE5AE5E68A2B9CEB
  %383 = fmul double %354, %355
  %384 = fmul double %383, %382
  %385 = fadd double %384, %380
  %386 = fmul double %351, %354
  %387 = fmul double %353, 5.000000e-01
  %388 = fmul double %386, %385
  %389 = fsub double %387, %388
  %390 = fmul double %354, %389
  %391 = fsub double %390, %353
  %392 = fmul double %386, 0x3FC5555555555549
  %393 = fadd double %391, %392
  %394 = fsub double %351, %393
  %395 = fneg double %376
  %396 = fneg double %394
  %397 = and i64 %314, 1
  %398 = and i64 %314, 2
  %.not16.us = icmp eq i64 %397, 0
  %.not17.us = icmp eq i64 %398, 0
  %399 = select i1 %.not17.us, double %376, double %395
  %400 = select i1 %.not17.us, double %396, double %394
  %401 = select i1 %.not16.us, double %399, double %400
  %402 = fcmp olt double %311, 0x413921FB00000000
  %403 = select i1 %402, double %401, double 0x7FF8000000000000
  %404 = fmul double %403, %310
  %405 = fptrunc double %404 to float
  %406 = fmul float %noise_scale3.us, %405
  %407 = fadd float %406, %175
  store float %407, ptr %164, align 4
  %408 = add nuw i64 %feature731.us, 1
  %exitcond47.not = icmp eq i64 %408, %n_features
  br i1 %exitcond47.not, label %noise.done.us, label %feature.body5.us, !llvm.loop !15

noise.done.us:                                    ; preds = %feature.body5.us, %feature.body9.us.prol.loopexit, %feature.body9.us, %middle.block162, %middle.block, %vec.epilog.middle.block, %step.body.us
  %t_next.us = fmul float %anneal_ratio, %temperature1.033.us
  %409 = add nuw i64 %step34.us, 1
  %exitcond49.not = icmp eq i64 %409, %steps
  br i1 %exitcond49.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body9.us:                                 ; preds = %feature.body9.us.prol.loopexit, %feature.body9.us
  %feature1132.us = phi i64 [ %435, %feature.body9.us ], [ %feature1132.us.unr, %feature.body9.us.prol.loopexit ]
  %410 = getelementptr inbounds float, ptr %54, i64 %feature1132.us
  %411 = load float, ptr %410, align 4
  %412 = fmul float %411, 2.000000e+00
  %413 = fmul float %97, %412
  %414 = getelementptr inbounds float, ptr %55, i64 %feature1132.us
  %415 = load float, ptr %414, align 4
  %416 = fsub float %411, %415
  %417 = fmul float %416, 2.000000e+00
  %418 = fmul float %417, 5.000000e-01
  %419 = fadd float %413, %418
  %420 = fmul float %eta, %419
  %421 = fsub float %411, %420
  store float %421, ptr %410, align 4
  %422 = add nuw i64 %feature1132.us, 1
  %423 = getelementptr inbounds float, ptr %54, i64 %422
  %424 = load float, ptr %423, align 4
  %425 = fmul float %424, 2.000000e+00
  %426 = fmul float %97, %425
  %427 = getelementptr inbounds float, ptr %55, i64 %422
  %428 = load float, ptr %427, align 4
  %429 = fsub float %424, %428
  %430 = fmul float %429, 2.000000e+00
  %431 = fmul float %430, 5.000000e-01
  %432 = fadd float %426, %431
  %433 = fmul float %eta, %432
  %434 = fsub float %424, %433
  store float %434, ptr %423, align 4
  %435 = add nuw i64 %feature1132.us, 2
  %exitcond48.not.1 = icmp eq i64 %435, %n_features
  br i1 %exitcond48.not.1, label %noise.done.us, label %feature.body9.us, !llvm.loop !16

pairwise_finish.body.us:                          ; preds = %pairwise_finish.body.us, %pairwise_finish.body.us.preheader.new
  %pairwise_finish29.us = phi i64 [ 0, %pairwise_finish.body.us.preheader.new ], [ %468, %pairwise_finish.body.us ]
  %pairwise_acc.028.us = phi float [ %spec.select, %pairwise_finish.body.us.preheader.new ], [ %467, %pairwise_finish.body.us ]
  %niter = phi i64 [ 0, %pairwise_finish.body.us.preheader.new ], [ %niter.next.7, %pairwise_finish.body.us ]
  %436 = xor i64 %pairwise_finish29.us, -1
  %437 = getelementptr float, ptr %86, i64 %436
  %438 = load float, ptr %437, align 4
  %439 = fadd float %pairwise_acc.028.us, %438
  %440 = xor i64 %pairwise_finish29.us, -2
  %441 = getelementptr float, ptr %86, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = fadd float %439, %442
  %444 = xor i64 %pairwise_finish29.us, -3
  %445 = getelementptr float, ptr %86, i64 %444
  %446 = load float, ptr %445, align 4
  %447 = fadd float %443, %446
  %448 = xor i64 %pairwise_finish29.us, -4
  %449 = getelementptr float, ptr %86, i64 %448
  %450 = load float, ptr %449, align 4
  %451 = fadd float %447, %450
  %452 = xor i64 %pairwise_finish29.us, -5
  %453 = getelementptr float, ptr %86, i64 %452
  %454 = load float, ptr %453, align 4
  %455 = fadd float %451, %454
  %456 = xor i64 %pairwise_finish29.us, -6
  %457 = getelementptr float, ptr %86, i64 %456
  %458 = load float, ptr %457, align 4
  %459 = fadd float %455, %458
  %460 = xor i64 %pairwise_finish29.us, -7
  %461 = getelementptr float, ptr %86, i64 %460
  %462 = load float, ptr %461, align 4
  %463 = fadd float %459, %462
  %464 = xor i64 %pairwise_finish29.us, -8
  %465 = getelementptr float, ptr %86, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = fadd float %463, %466
  %468 = add nuw i64 %pairwise_finish29.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7.not = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7.not, label %pairwise_finish.exit.us.loopexit.unr-lcssa, label %pairwise_finish.body.us

fold_tail.body.us:                                ; preds = %fold_tail.body.us.preheader, %merge.done.us
  %fold_tail26.us = phi i64 [ %480, %merge.done.us ], [ 0, %fold_tail.body.us.preheader ]
  %pairwise_depth.025.us = phi i64 [ %479, %merge.done.us ], [ 0, %fold_tail.body.us.preheader ]
  %469 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail26.us
  %470 = load float, ptr %469, align 4
  %471 = icmp ne i64 %pairwise_depth.025.us, 0
  %472 = tail call i64 @llvm.usub.sat.i64(i64 %pairwise_depth.025.us, i64 1)
  %473 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %472
  %474 = load i64, ptr %473, align 8
  %475 = icmp eq i64 %474, 0
  %476 = and i1 %471, %475
  br i1 %476, label %merge.body.us, label %merge.done.us

merge.done.us:                                    ; preds = %merge.body.us, %fold_tail.body.us
  %pairwise_depth.1.lcssa.us = phi i64 [ %pairwise_depth.025.us, %fold_tail.body.us ], [ %top.us, %merge.body.us ]
  %item_value.0.lcssa.us = phi float [ %470, %fold_tail.body.us ], [ %483, %merge.body.us ]
  %item_level.0.lcssa.us = phi i64 [ 0, %fold_tail.body.us ], [ %484, %merge.body.us ]
  %477 = getelementptr inbounds float, ptr %pairwise_sums, i64 %pairwise_depth.1.lcssa.us
  store float %item_value.0.lcssa.us, ptr %477, align 4
  %478 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %pairwise_depth.1.lcssa.us
  store i64 %item_level.0.lcssa.us, ptr %478, align 8
  %479 = add i64 %pairwise_depth.1.lcssa.us, 1
  %480 = add nuw i64 %fold_tail26.us, 1
  %exitcond46.not = icmp eq i64 %480, %n_features
  br i1 %exitcond46.not, label %fold_tail.exit.us, label %fold_tail.body.us

merge.body.us:                                    ; preds = %fold_tail.body.us, %merge.body.us
  %item_level.022.us = phi i64 [ %484, %merge.body.us ], [ 0, %fold_tail.body.us ]
  %item_value.021.us = phi float [ %483, %merge.body.us ], [ %470, %fold_tail.body.us ]
  %pairwise_depth.120.us = phi i64 [ %top.us, %merge.body.us ], [ %pairwise_depth.025.us, %fold_tail.body.us ]
  %top.us = add i64 %pairwise_depth.120.us, -1
  %481 = getelementptr inbounds float, ptr %pairwise_sums, i64 %top.us
  %482 = load float, ptr %481, align 4
  %483 = fadd float %item_value.021.us, %482
  %484 = add nuw i64 %item_level.022.us, 1
  %485 = icmp ne i64 %top.us, 0
  %486 = tail call i64 @llvm.usub.sat.i64(i64 %top.us, i64 1)
  %487 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %486
  %488 = load i64, ptr %487, align 8
  %489 = icmp eq i64 %488, %484
  %490 = and i1 %485, %489
  br i1 %490, label %merge.body.us, label %merge.done.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature19.us = phi i64 [ %530, %feature.body.us ], [ %feature19.us.unr, %feature.body.us.prol.loopexit ]
  %491 = getelementptr inbounds float, ptr %54, i64 %feature19.us
  %492 = load float, ptr %491, align 4
  %493 = fmul float %492, %492
  %494 = getelementptr inbounds float, ptr %scratch, i64 %feature19.us
  store float %493, ptr %494, align 4
  %495 = add nuw i64 %feature19.us, 1
  %496 = getelementptr inbounds float, ptr %54, i64 %495
  %497 = load float, ptr %496, align 4
  %498 = fmul float %497, %497
  %499 = getelementptr inbounds float, ptr %scratch, i64 %495
  store float %498, ptr %499, align 4
  %500 = add nuw i64 %feature19.us, 2
  %501 = getelementptr inbounds float, ptr %54, i64 %500
  %502 = load float, ptr %501, align 4
  %503 = fmul float %502, %502
  %504 = getelementptr inbounds float, ptr %scratch, i64 %500
  store float %503, ptr %504, align 4
  %505 = add nuw i64 %feature19.us, 3
  %506 = getelementptr inbounds float, ptr %54, i64 %505
  %507 = load float, ptr %506, align 4
  %508 = fmul float %507, %507
  %509 = getelementptr inbounds float, ptr %scratch, i64 %505
  store float %508, ptr %509, align 4
  %510 = add nuw i64 %feature19.us, 4
  %511 = getelementptr inbounds float, ptr %54, i64 %510
  %512 = load float, ptr %511, align 4
  %513 = fmul float %512, %512
  %514 = getelementptr inbounds float, ptr %scratch, i64 %510
  store float %513, ptr %514, align 4
  %515 = add nuw i64 %feature19.us, 5
  %516 = getelementptr inbounds float, ptr %54, i64 %515
  %517 = load float, ptr %516, align 4
  %518 = fmul float %517, %517
  %519 = getelementptr inbounds float, ptr %scratch, i64 %515
  store float %518, ptr %519, align 4
  %520 = add nuw i64 %feature19.us, 6
  %521 = getelementptr inbounds float, ptr %54, i64 %520
  %522 = load float, ptr %521, align 4
  %523 = fmul float %522, %522
  %524 = getelementptr inbounds float, ptr %scratch, i64 %520
  store float %523, ptr %524, align 4
  %525 = add nuw i64 %feature19.us, 7
  %526 = getelementptr inbounds float, ptr %54, i64 %525
  %527 = load float, ptr %526, align 4
  %528 = fmul float %527, %527
  %529 = getelementptr inbounds float, ptr %scratch, i64 %525
  store float %528, ptr %529, align 4
  %530 = add nuw i64 %feature19.us, 8
  %exitcond.not.7 = icmp eq i64 %530, %n_features
  br i1 %exitcond.not.7, label %fold_tail.body.us.preheader, label %feature.body.us, !llvm.loop !17

feature.body5.lr.ph.us:                           ; preds = %pairwise_finish.exit.us
  %531 = lshr i64 %key1_step.us, 32
  %532 = mul nuw i64 %531, 3449720151
  %533 = lshr i64 %532, 32
  %534 = xor i64 %key0, %533
  %535 = xor i64 %534, %key1_step.us
  %536 = and i64 %535, 4294967295
  %537 = mul nuw i64 %536, 3528531795
  %538 = lshr i64 %537, 32
  %539 = xor i64 %538, %19
  %brmerge222 = select i1 %min.iters.check107, i1 true, i1 %found.conflict106
  br i1 %brmerge222, label %feature.body5.us.preheader, label %vector.ph108

vector.ph108:                                     ; preds = %feature.body5.lr.ph.us
  %broadcast.splatinsert115 = insertelement <8 x i64> poison, i64 %539, i64 0
  %broadcast.splat116 = shufflevector <8 x i64> %broadcast.splatinsert115, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert117 = insertelement <8 x float> poison, float %97, i64 0
  %broadcast.splat118 = shufflevector <8 x float> %broadcast.splatinsert117, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert155 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat156 = shufflevector <8 x float> %broadcast.splatinsert155, <8 x float> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %532, %18
  %.scalar201 = and i64 %.scalar, 4294967295
  %540 = insertelement <8 x i64> poison, i64 %.scalar201, i64 0
  %.masked = shufflevector <8 x i64> %540, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar202 = xor i64 %537, %21
  %.scalar203 = and i64 %.scalar202, 4294967295
  %541 = insertelement <8 x i64> poison, i64 %.scalar203, i64 0
  %.masked200 = shufflevector <8 x i64> %541, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body157

vector.body157:                                   ; preds = %vector.body157, %vector.ph108
  %index158 = phi i64 [ 0, %vector.ph108 ], [ %index.next161, %vector.body157 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph108 ], [ %vec.ind.next, %vector.body157 ]
  %542 = getelementptr inbounds float, ptr %54, i64 %index158
  %wide.load159 = load <8 x float>, ptr %542, align 4, !alias.scope !18, !noalias !21
  %543 = fmul <8 x float> %wide.load159, splat (float 2.000000e+00)
  %544 = fmul <8 x float> %broadcast.splat118, %543
  %545 = getelementptr inbounds float, ptr %55, i64 %index158
  %wide.load160 = load <8 x float>, ptr %545, align 4, !alias.scope !21
  %546 = fsub <8 x float> %wide.load159, %wide.load160
  %547 = fmul <8 x float> %546, splat (float 2.000000e+00)
  %548 = fmul <8 x float> %547, splat (float 5.000000e-01)
  %549 = fadd <8 x float> %544, %548
  %550 = fmul <8 x float> %broadcast.splat120, %549
  %551 = fsub <8 x float> %wide.load159, %550
  %552 = add <8 x i64> %vec.ind, %broadcast.splat122
  %553 = and <8 x i64> %552, splat (i64 4294967295)
  %554 = mul nuw <8 x i64> %553, splat (i64 3528531795)
  %555 = xor <8 x i64> %552, %broadcast.splat124
  %556 = xor <8 x i64> %555, %554
  %557 = lshr <8 x i64> %556, splat (i64 32)
  %558 = mul nuw <8 x i64> %557, splat (i64 3449720151)
  %559 = lshr <8 x i64> %558, splat (i64 32)
  %560 = xor <8 x i64> %broadcast.splat116, %554
  %561 = xor <8 x i64> %.masked, %559
  %562 = mul nuw <8 x i64> %561, splat (i64 3528531795)
  %563 = and <8 x i64> %560, splat (i64 4294967295)
  %564 = mul nuw <8 x i64> %563, splat (i64 3449720151)
  %565 = lshr <8 x i64> %562, splat (i64 32)
  %566 = lshr <8 x i64> %564, splat (i64 32)
  %567 = xor <8 x i64> %566, %broadcast.splat128
  %568 = xor <8 x i64> %567, %558
  %569 = and <8 x i64> %568, splat (i64 4294967295)
  %570 = mul nuw <8 x i64> %569, splat (i64 3528531795)
  %571 = xor <8 x i64> %.masked200, %565
  %572 = mul nuw <8 x i64> %571, splat (i64 3449720151)
  %573 = lshr <8 x i64> %570, splat (i64 32)
  %574 = lshr <8 x i64> %572, splat (i64 32)
  %575 = xor <8 x i64> %broadcast.splat132, %574
  %576 = xor <8 x i64> %575, %564
  %577 = xor <8 x i64> %573, %broadcast.splat134
  %578 = xor <8 x i64> %577, %562
  %579 = and <8 x i64> %576, splat (i64 4294967295)
  %580 = mul nuw <8 x i64> %579, splat (i64 3528531795)
  %581 = and <8 x i64> %578, splat (i64 4294967295)
  %582 = mul nuw <8 x i64> %581, splat (i64 3449720151)
  %583 = lshr <8 x i64> %580, splat (i64 32)
  %584 = lshr <8 x i64> %582, splat (i64 32)
  %585 = xor <8 x i64> %584, %broadcast.splat136
  %586 = xor <8 x i64> %585, %572
  %587 = xor <8 x i64> %broadcast.splat138, %583
  %588 = xor <8 x i64> %587, %570
  %589 = and <8 x i64> %586, splat (i64 4294967295)
  %590 = mul nuw <8 x i64> %589, splat (i64 3528531795)
  %591 = and <8 x i64> %588, splat (i64 4294967295)
  %592 = mul nuw <8 x i64> %591, splat (i64 3449720151)
  %593 = lshr <8 x i64> %590, splat (i64 32)
  %594 = lshr <8 x i64> %592, splat (i64 32)
  %595 = xor <8 x i64> %broadcast.splat140, %594
  %596 = xor <8 x i64> %595, %582
  %597 = xor <8 x i64> %593, %broadcast.splat142
  %598 = xor <8 x i64> %597, %580
  %599 = and <8 x i64> %596, splat (i64 4294967295)
  %600 = mul nuw <8 x i64> %599, splat (i64 3528531795)
  %601 = and <8 x i64> %598, splat (i64 4294967295)
  %602 = mul nuw <8 x i64> %601, splat (i64 3449720151)
  %603 = lshr <8 x i64> %600, splat (i64 32)
  %604 = lshr <8 x i64> %602, splat (i64 32)
  %605 = xor <8 x i64> %604, %broadcast.splat144
  %606 = xor <8 x i64> %605, %592
  %607 = xor <8 x i64> %broadcast.splat146, %603
  %608 = xor <8 x i64> %607, %590
  %609 = and <8 x i64> %606, splat (i64 4294967295)
  %610 = mul nuw <8 x i64> %609, splat (i64 3528531795)
  %611 = and <8 x i64> %608, splat (i64 4294967295)
  %612 = mul nuw <8 x i64> %611, splat (i64 3449720151)
  %613 = lshr <8 x i64> %610, splat (i64 32)
  %614 = lshr <8 x i64> %612, splat (i64 32)
  %615 = xor <8 x i64> %broadcast.splat148, %614
  %616 = xor <8 x i64> %615, %602
  %617 = xor <8 x i64> %613, %broadcast.splat150
  %618 = xor <8 x i64> %617, %600
  %619 = and <8 x i64> %616, splat (i64 4294967295)
  %620 = mul nuw <8 x i64> %619, splat (i64 3528531795)
  %621 = lshr <8 x i64> %620, splat (i64 32)
  %622 = trunc <8 x i64> %618 to <8 x i32>
  %623 = mul <8 x i32> %622, splat (i32 -845247145)
  %624 = xor <8 x i64> %broadcast.splat152, %621
  %625 = xor <8 x i64> %624, %610
  %626 = and <8 x i64> %625, splat (i64 4294967295)
  %627 = mul nuw <8 x i64> %626, splat (i64 3449720151)
  %628 = lshr <8 x i64> %627, splat (i64 32)
  %629 = trunc nuw <8 x i64> %628 to <8 x i32>
  %630 = trunc <8 x i64> %627 to <8 x i32>
  %631 = xor <8 x i32> %623, %broadcast.splat154
  %632 = xor <8 x i32> %631, %629
  %633 = uitofp <8 x i32> %632 to <8 x double>
  %634 = fadd <8 x double> %633, splat (double 5.000000e-01)
  %635 = fmul <8 x double> %634, splat (double 0x3DF0000000000000)
  %636 = uitofp <8 x i32> %630 to <8 x double>
  %637 = fadd <8 x double> %636, splat (double 5.000000e-01)
  %638 = fmul <8 x double> %637, splat (double 0x3DF0000000000000)
  %639 = fcmp olt <8 x double> %635, splat (double 0x10000000000000)
  %640 = fmul <8 x double> %635, splat (double 0x4350000000000000)
  %641 = select <8 x i1> %639, <8 x double> %640, <8 x double> %635
  %642 = select <8 x i1> %639, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %643 = bitcast <8 x double> %641 to <8 x i64>
  %644 = lshr <8 x i64> %643, splat (i64 32)
  %645 = add nuw nsw <8 x i64> %644, splat (i64 614242)
  %646 = lshr <8 x i64> %645, splat (i64 20)
  %647 = add nsw <8 x i64> %646, %642
  %648 = shl <8 x i64> %645, splat (i64 32)
  %649 = and <8 x i64> %648, splat (i64 4503595332403200)
  %650 = add nuw nsw <8 x i64> %649, splat (i64 4604544269498187776)
  %651 = and <8 x i64> %643, splat (i64 4294967295)
  %652 = or disjoint <8 x i64> %650, %651
  %653 = bitcast <8 x i64> %652 to <8 x double>
  %654 = fadd <8 x double> %653, splat (double -1.000000e+00)
  %655 = fmul <8 x double> %654, splat (double 5.000000e-01)
  %656 = fmul <8 x double> %654, %655
  %657 = fadd <8 x double> %654, splat (double 2.000000e+00)
  %658 = fdiv <8 x double> %654, %657
  %659 = fmul <8 x double> %658, %658
  %660 = fmul <8 x double> %659, %659
  %661 = fmul <8 x double> %660, splat (double 0x3FC39A09D078C69F)
  %662 = fadd <8 x double> %661, splat (double 0x3FCC71C51D8E78AF)
  %663 = fmul <8 x double> %660, %662
  %664 = fadd <8 x double> %663, splat (double 0x3FD999999997FA04)
  %665 = fmul <8 x double> %660, %664
  %666 = fmul <8 x double> %660, splat (double 0x3FC2F112DF3E5244)
  %667 = fadd <8 x double> %666, splat (double 0x3FC7466496CB03DE)
  %668 = fmul <8 x double> %660, %667
  %669 = fadd <8 x double> %668, splat (double 0x3FD2492494229359)
  %670 = fmul <8 x double> %660, %669
  %671 = fadd <8 x double> %670, splat (double 0x3FE5555555555593)
  %672 = fmul <8 x double> %659, %671
  %673 = fadd <8 x double> %665, %672
  %674 = sitofp <8 x i64> %647 to <8 x double>
  %675 = fadd <8 x double> %656, %673
  %676 = fmul <8 x double> %658, %675
  %677 = fmul <8 x double> %674, splat (double 0x3DEA39EF35793C76)
  %678 = fadd <8 x double> %677, %676
  %679 = fsub <8 x double> %678, %656
  %680 = fadd <8 x double> %654, %679
  %681 = fmul <8 x double> %674, splat (double 0x3FE62E42FEE00000)
  %682 = fadd <8 x double> %681, %680
  %683 = fcmp oeq <8 x double> %635, splat (double 0x7FF0000000000000)
  %684 = fcmp oeq <8 x double> %635, zeroinitializer
  %685 = fmul <8 x double> %682, splat (double -2.000000e+00)
  %686 = select <8 x i1> %683, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %685
  %687 = select <8 x i1> %684, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %686
  %688 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %687)
  %689 = fmul <8 x double> %638, splat (double 0x401921FB54442D18)
  %690 = fmul <8 x double> %689, splat (double 0x3FE45F306DC9C883)
  %691 = fadd <8 x double> %690, splat (double 0x4338000000000000)
  %692 = bitcast <8 x double> %691 to <8 x i64>
  %693 = fadd <8 x double> %691, splat (double 0xC338000000000000)
  %694 = fmul <8 x double> %693, splat (double 0x3FF921FB54400000)
  %695 = fsub <8 x double> %689, %694
  %696 = fmul <8 x double> %693, splat (double 0x3DD0B4611A626331)
  %697 = fmul <8 x double> %693, splat (double 0x3DD0B4611A600000)
  %698 = fsub <8 x double> %695, %697
  %699 = fmul <8 x double> %693, splat (double 0x3BA3198A2E037073)
  %700 = fsub <8 x double> %695, %698
  %701 = fsub <8 x double> %700, %697
  %702 = fsub <8 x double> %699, %701
  %703 = fmul <8 x double> %693, splat (double 0x3BA3198A2E000000)
  %704 = fsub <8 x double> %698, %703
  %705 = fmul <8 x double> %693, splat (double 0x397B839A252049C1)
  %706 = fsub <8 x double> %698, %704
  %707 = fsub <8 x double> %706, %703
  %708 = fsub <8 x double> %705, %707
  %709 = fsub <8 x double> %695, %696
  %710 = fsub <8 x double> %698, %702
  %711 = bitcast <8 x double> %689 to <8 x i64>
  %712 = lshr <8 x i64> %711, splat (i64 52)
  %713 = and <8 x i64> %712, splat (i64 2047)
  %714 = bitcast <8 x double> %709 to <8 x i64>
  %715 = lshr <8 x i64> %714, splat (i64 52)
  %716 = and <8 x i64> %715, splat (i64 2047)
  %717 = bitcast <8 x double> %710 to <8 x i64>
  %718 = lshr <8 x i64> %717, splat (i64 52)
  %719 = and <8 x i64> %718, splat (i64 2047)
  %720 = add nuw nsw <8 x i64> %716, splat (i64 16)
  %721 = icmp samesign ult <8 x i64> %720, %713
  %722 = add nuw nsw <8 x i64> %719, splat (i64 49)
  %723 = icmp samesign ult <8 x i64> %722, %713
  %724 = select <8 x i1> %723, <8 x double> %704, <8 x double> %698
  %725 = select <8 x i1> %723, <8 x double> %708, <8 x double> %702
  %726 = select <8 x i1> %721, <8 x double> %724, <8 x double> %695
  %727 = select <8 x i1> %721, <8 x double> %725, <8 x double> %696
  %728 = fsub <8 x double> %726, %727
  %729 = fsub <8 x double> %726, %728
  %730 = fsub <8 x double> %729, %727
  %731 = fmul <8 x double> %728, %728
  %732 = fmul <8 x double> %731, %731
  %733 = fmul <8 x double> %731, splat (double 0x3EFA01A019CB1590)
  %734 = fadd <8 x double> %733, splat (double 0xBF56C16C16C15177)
  %735 = fmul <8 x double> %731, %734
  %736 = fadd <8 x double> %735, splat (double 0x3FA555555555554C)
  %737 = fmul <8 x double> %731, %736
  %738 = fmul <8 x double> %731, splat (double 0x3DA8FAE9BE8838D4)
  %739 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %738
  %740 = fmul <8 x double> %731, %739
  %741 = fadd <8 x double> %740, splat (double 0xBE927E4F809C52AD)
  %742 = fmul <8 x double> %732, %732
  %743 = fmul <8 x double> %742, %741
  %744 = fadd <8 x double> %737, %743
  %745 = fmul <8 x double> %731, splat (double 5.000000e-01)
  %746 = fsub <8 x double> splat (double 1.000000e+00), %745
  %747 = fsub <8 x double> splat (double 1.000000e+00), %746
  %748 = fsub <8 x double> %747, %745
  %749 = fmul <8 x double> %731, %744
  %750 = fmul <8 x double> %728, %730
  %751 = fsub <8 x double> %749, %750
  %752 = fadd <8 x double> %748, %751
  %753 = fadd <8 x double> %746, %752
  %754 = fmul <8 x double> %731, splat (double 0x3EC71DE357B1FE7D)
  %755 = fadd <8 x double> %754, splat (double 0xBF2A01A019C161D5)
  %756 = fmul <8 x double> %731, %755
  %757 = fadd <8 x double> %756, splat (double 0x3F8111111110F8A6)
  %758 = fmul <8 x double> %731, splat (double 0x3DE5D93A5ACFD57C)
  %759 = fadd <8 x double> %758, splat (double 0xBE5AE5E68A2B9CEB)
  %760 = fmul <8 x double> %731, %732
  %761 = fmul <8 x double> %760, %759
  %762 = fadd <8 x double> %761, %757
  %763 = fmul <8 x double> %728, %731
  %764 = fmul <8 x double> %730, splat (double 5.000000e-01)
  %765 = fmul <8 x double> %763, %762
  %766 = fsub <8 x double> %764, %765
  %767 = fmul <8 x double> %731, %766
  %768 = fsub <8 x double> %767, %730
  %769 = fmul <8 x double> %763, splat (double 0x3FC5555555555549)
  %770 = fadd <8 x double> %768, %769
  %771 = fsub <8 x double> %728, %770
  %772 = fneg <8 x double> %753
  %773 = fneg <8 x double> %771
  %774 = and <8 x i64> %692, splat (i64 1)
  %775 = and <8 x i64> %692, splat (i64 2)
  %776 = icmp eq <8 x i64> %774, zeroinitializer
  %777 = icmp eq <8 x i64> %775, zeroinitializer
  %778 = select <8 x i1> %777, <8 x double> %753, <8 x double> %772
  %779 = select <8 x i1> %777, <8 x double> %773, <8 x double> %771
  %780 = select <8 x i1> %776, <8 x double> %778, <8 x double> %779
  %781 = fcmp olt <8 x double> %689, splat (double 0x413921FB00000000)
  %782 = select <8 x i1> %781, <8 x double> %780, <8 x double> splat (double 0x7FF8000000000000)
  %783 = fmul <8 x double> %782, %688
  %784 = fptrunc <8 x double> %783 to <8 x float>
  %785 = fmul <8 x float> %broadcast.splat156, %784
  %786 = fadd <8 x float> %785, %551
  store <8 x float> %786, ptr %542, align 4, !alias.scope !18, !noalias !21
  %index.next161 = add nuw i64 %index158, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %787 = icmp eq i64 %index.next161, %n.vec110
  br i1 %787, label %middle.block162, label %vector.body157, !llvm.loop !23

middle.block162:                                  ; preds = %vector.body157
  br i1 %cmp.n163, label %noise.done.us, label %feature.body5.us.preheader

feature.body5.us.preheader:                       ; preds = %feature.body5.lr.ph.us, %middle.block162
  %feature731.us.ph = phi i64 [ %n.vec110, %middle.block162 ], [ 0, %feature.body5.lr.ph.us ]
  %invariant.op = xor i64 %18, %532
  %invariant.op221 = xor i64 %21, %537
  br label %feature.body5.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done.us
  %788 = add nuw i64 %row35.us, 1
  %exitcond50.not = icmp eq i64 %788, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond50.not, label %row.exit, label %row.body.us

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.us, %row.body.lr.ph, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #2

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
!7 = distinct !{!7, !6}
!8 = !{!9}
!9 = distinct !{!9, !10}
!10 = distinct !{!10, !"LVerDomain"}
!11 = !{!12}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = !{!19}
!19 = distinct !{!19, !20}
!20 = distinct !{!20, !"LVerDomain"}
!21 = !{!22}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !1, !2}
