; ModuleID = 'huber'
source_filename = "huber.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_huber_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %small_step_of = alloca [512 x float], align 4
  %small_unit_of = alloca [512 x float], align 4
  %small_staging = alloca [512 x float], align 4
  %small_noise = alloca [512 x float], align 4
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
  %15 = trunc nuw nsw i64 %n_features to i16
  %steps_per_chunk.rhs.trunc = select i1 %small_rows, i16 %15, i16 1
  %steps_per_chunk26 = udiv i16 512, %steps_per_chunk.rhs.trunc
  %steps_per_chunk.zext = zext nneg i16 %steps_per_chunk26 to i64
  %small_rows.not = xor i1 %small_rows, true
  %.not = icmp eq i64 %n_features, 0
  %or.cond = or i1 %small_rows.not, %.not
  br i1 %or.cond, label %small_tables.done, label %small_table.body.preheader

small_table.body.preheader:                       ; preds = %entry
  %table_len = mul nuw nsw i64 %n_features, %steps_per_chunk.zext
  %unit.rhs.trunc = trunc nuw i64 %n_features to i16
  %step.rhs.trunc = trunc nuw i64 %n_features to i16
  %umax = tail call i64 @llvm.umax.i64(i64 %table_len, i64 1)
  %xtraiter = and i64 %umax, 1
  %16 = icmp ult i64 %table_len, 2
  br i1 %16, label %small_table.body.epil.preheader, label %small_table.body.preheader.new

small_table.body.preheader.new:                   ; preds = %small_table.body.preheader
  %unroll_iter = and i64 %umax, 32766
  br label %small_table.body

small_tables.done.loopexit.unr-lcssa:             ; preds = %small_table.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %small_tables.done, label %small_table.body.epil.preheader

small_table.body.epil.preheader:                  ; preds = %small_tables.done.loopexit.unr-lcssa, %small_table.body.preheader
  %small_table29.epil.init = phi i64 [ 0, %small_table.body.preheader ], [ %1159, %small_tables.done.loopexit.unr-lcssa ]
  %lcmp.mod252 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod252)
  %unit.lhs.trunc.epil = trunc i64 %small_table29.epil.init to i16
  %unit74.epil = urem i16 %unit.lhs.trunc.epil, %unit.rhs.trunc
  %step.lhs.trunc.epil = trunc i64 %small_table29.epil.init to i16
  %step75.epil = udiv i16 %step.lhs.trunc.epil, %step.rhs.trunc
  %17 = zext nneg i16 %unit74.epil to i32
  %18 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table29.epil.init
  store i32 %17, ptr %18, align 4
  %19 = zext i16 %step75.epil to i32
  %20 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table29.epil.init
  store i32 %19, ptr %20, align 4
  br label %small_tables.done

small_tables.done:                                ; preds = %small_table.body.epil.preheader, %small_tables.done.loopexit.unr-lcssa, %entry
  %21 = icmp ult i64 %row_begin, %row_end
  br i1 %21, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %small_tables.done
  %22 = getelementptr inbounds float, ptr %scratch, i64 %n_features
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not52 = icmp eq i64 %steps, 0
  %23 = trunc i64 %key0 to i32
  %24 = lshr i64 %key0, 32
  %25 = add i64 %key0, 2654435769
  %26 = add nuw nsw i64 %24, 3144134277
  %27 = add i64 %key0, 1013904242
  %28 = add nuw nsw i64 %24, 1993301258
  %29 = add i64 %key0, 3668340011
  %30 = add nuw nsw i64 %24, 842468239
  %31 = add i64 %key0, 2027808484
  %32 = add nuw nsw i64 %24, 3986602516
  %33 = add i64 %key0, 387276957
  %34 = add nuw nsw i64 %24, 2835769497
  %35 = add i64 %key0, 3041712726
  %36 = add nuw nsw i64 %24, 1684936478
  %37 = add i64 %key0, 1401181199
  %38 = add nuw nsw i64 %24, 534103459
  %39 = add nuw nsw i64 %24, 3678237736
  %40 = add i32 %23, -1879881855
  %.not53 = icmp eq i64 %n_features, 0
  br i1 %.not52, label %row.exit, label %row.body.lr.ph.split.us

row.body.lr.ph.split.us:                          ; preds = %row.body.lr.ph
  %draw.not = icmp eq i32 %draw_noise, 0
  br i1 %draw.not, label %row.body.lr.ph.split.us.split.us, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph.split.us
  %41 = mul i64 %row_begin, %n_features
  %42 = shl i64 %41, 2
  %43 = shl i64 %n_features, 2
  %44 = shl i64 %row_begin, 2
  %45 = add i64 %44, 4
  %46 = mul i64 %n_features, %45
  %n.vec169 = and i64 %n_features, -8
  %broadcast.splatinsert178 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat179 = shufflevector <8 x i64> %broadcast.splatinsert178, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert182 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat183 = shufflevector <8 x i64> %broadcast.splatinsert182, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert186 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat187 = shufflevector <8 x i64> %broadcast.splatinsert186, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert188 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat189 = shufflevector <8 x i64> %broadcast.splatinsert188, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert190 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat191 = shufflevector <8 x i64> %broadcast.splatinsert190, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert192 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat193 = shufflevector <8 x i64> %broadcast.splatinsert192, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert194 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat195 = shufflevector <8 x i64> %broadcast.splatinsert194, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert196 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat197 = shufflevector <8 x i64> %broadcast.splatinsert196, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert198 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat199 = shufflevector <8 x i64> %broadcast.splatinsert198, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert200 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat201 = shufflevector <8 x i64> %broadcast.splatinsert200, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert202 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat203 = shufflevector <8 x i64> %broadcast.splatinsert202, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert204 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat205 = shufflevector <8 x i64> %broadcast.splatinsert204, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert206 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat207 = shufflevector <8 x i64> %broadcast.splatinsert206, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert208 = insertelement <8 x i32> poison, i32 %40, i64 0
  %broadcast.splat209 = shufflevector <8 x i32> %broadcast.splatinsert208, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n214 = icmp eq i64 %n_features, %n.vec169
  %n.vec158 = and i64 %n_features, -8
  %cmp.n165 = icmp eq i64 %n_features, %n.vec158
  %broadcast.splatinsert113 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat114 = shufflevector <8 x i64> %broadcast.splatinsert113, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert115 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat116 = shufflevector <8 x i64> %broadcast.splatinsert115, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert117 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat118 = shufflevector <8 x i64> %broadcast.splatinsert117, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert119 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat120 = shufflevector <8 x i64> %broadcast.splatinsert119, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert121 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat122 = shufflevector <8 x i64> %broadcast.splatinsert121, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert123 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat124 = shufflevector <8 x i64> %broadcast.splatinsert123, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert125 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat126 = shufflevector <8 x i64> %broadcast.splatinsert125, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert127 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat128 = shufflevector <8 x i64> %broadcast.splatinsert127, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert129 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat130 = shufflevector <8 x i64> %broadcast.splatinsert129, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert131 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat132 = shufflevector <8 x i64> %broadcast.splatinsert131, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert133 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat134 = shufflevector <8 x i64> %broadcast.splatinsert133, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert135 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat136 = shufflevector <8 x i64> %broadcast.splatinsert135, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert137 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat138 = shufflevector <8 x i64> %broadcast.splatinsert137, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert139 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat140 = shufflevector <8 x i64> %broadcast.splatinsert139, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert141 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat142 = shufflevector <8 x i64> %broadcast.splatinsert141, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert143 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat144 = shufflevector <8 x i64> %broadcast.splatinsert143, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert145 = insertelement <8 x i32> poison, i32 %40, i64 0
  %broadcast.splat146 = shufflevector <8 x i32> %broadcast.splatinsert145, <8 x i32> poison, <8 x i32> zeroinitializer
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec = and i64 %n_features, -8
  %broadcast.splatinsert = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %xtraiter253 = and i64 %n_features, 1
  %lcmp.mod254.not = icmp eq i64 %xtraiter253, 0
  br label %row.body.us

row.body.lr.ph.split.us.split.us:                 ; preds = %row.body.lr.ph.split.us
  br i1 %.not53, label %row.exit, label %row.body.us.us.us.preheader

row.body.us.us.us.preheader:                      ; preds = %row.body.lr.ph.split.us.split.us
  %47 = mul i64 %row_begin, %n_features
  %48 = shl i64 %47, 2
  %49 = shl i64 %n_features, 2
  %50 = shl i64 %row_begin, 2
  %51 = add i64 %50, 4
  %52 = mul i64 %n_features, %51
  %min.iters.check226 = icmp ult i64 %n_features, 8
  %n.vec229 = and i64 %n_features, -8
  %broadcast.splatinsert230 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat231 = shufflevector <8 x float> %broadcast.splatinsert230, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n238 = icmp eq i64 %n_features, %n.vec229
  %xtraiter255 = and i64 %n_features, 1
  %lcmp.mod256.not = icmp eq i64 %xtraiter255, 0
  br label %row.body.us.us.us

row.body.us.us.us:                                ; preds = %row.body.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us
  %indvar216 = phi i64 [ 0, %row.body.us.us.us.preheader ], [ %indvar.next217, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %row39.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.preheader ], [ %138, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %53 = mul i64 %49, %indvar216
  %54 = add i64 %48, %53
  %scevgep218 = getelementptr i8, ptr %state, i64 %54
  %55 = add i64 %52, %53
  %scevgep219 = getelementptr i8, ptr %state, i64 %55
  %scevgep220 = getelementptr i8, ptr %input_0, i64 %54
  %scevgep221 = getelementptr i8, ptr %input_0, i64 %55
  %row_offset.us.us.us = mul i64 %row39.us.us.us, %n_features
  %56 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us
  %57 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us.us
  %bound0222 = icmp ult ptr %scevgep218, %scevgep221
  %bound1223 = icmp ult ptr %scevgep220, %scevgep219
  %found.conflict224 = and i1 %bound0222, %bound1223
  br label %step.body.us.us.us.us.us

step.body.us.us.us.us.us:                         ; preds = %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, %row.body.us.us.us
  %step337.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us ], [ %137, %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us ]
  %brmerge = select i1 %min.iters.check226, i1 true, i1 %found.conflict224
  br i1 %brmerge, label %feature.body20.us.us.us.us.us.preheader, label %vector.body232

vector.body232:                                   ; preds = %step.body.us.us.us.us.us, %vector.body232
  %index233 = phi i64 [ %index.next236, %vector.body232 ], [ 0, %step.body.us.us.us.us.us ]
  %58 = getelementptr inbounds float, ptr %56, i64 %index233
  %wide.load234 = load <8 x float>, ptr %58, align 4, !alias.scope !0, !noalias !3
  %59 = getelementptr inbounds float, ptr %57, i64 %index233
  %wide.load235 = load <8 x float>, ptr %59, align 4, !alias.scope !3
  %60 = fsub <8 x float> %wide.load234, %wide.load235
  %61 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %60)
  %62 = fcmp ole <8 x float> %61, splat (float 1.000000e+00)
  %63 = select <8 x i1> %62, <8 x float> splat (float 5.000000e-01), <8 x float> zeroinitializer
  %64 = fmul <8 x float> %60, splat (float 2.000000e+00)
  %65 = fmul <8 x float> %64, %63
  %66 = select <8 x i1> %62, <8 x float> zeroinitializer, <8 x float> splat (float 1.000000e+00)
  %67 = fcmp ogt <8 x float> %60, zeroinitializer
  %68 = fcmp olt <8 x float> %60, zeroinitializer
  %69 = select <8 x i1> %68, <8 x float> splat (float -1.000000e+00), <8 x float> %60
  %70 = select <8 x i1> %67, <8 x float> splat (float 1.000000e+00), <8 x float> %69
  %71 = fmul <8 x float> %66, %70
  %72 = fadd <8 x float> %65, %71
  %73 = fmul <8 x float> %broadcast.splat231, %72
  %74 = fsub <8 x float> %wide.load234, %73
  store <8 x float> %74, ptr %58, align 4, !alias.scope !0, !noalias !3
  %index.next236 = add nuw i64 %index233, 8
  %75 = icmp eq i64 %index.next236, %n.vec229
  br i1 %75, label %middle.block237, label %vector.body232, !llvm.loop !5

middle.block237:                                  ; preds = %vector.body232
  br i1 %cmp.n238, label %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body20.us.us.us.us.us.preheader

feature.body20.us.us.us.us.us.preheader:          ; preds = %step.body.us.us.us.us.us, %middle.block237
  %feature2235.us.us.us.us.us.ph = phi i64 [ %n.vec229, %middle.block237 ], [ 0, %step.body.us.us.us.us.us ]
  %.neg257 = or disjoint i64 %feature2235.us.us.us.us.us.ph, 1
  br i1 %lcmp.mod256.not, label %feature.body20.us.us.us.us.us.prol.loopexit, label %feature.body20.us.us.us.us.us.prol

feature.body20.us.us.us.us.us.prol:               ; preds = %feature.body20.us.us.us.us.us.preheader
  %76 = getelementptr inbounds float, ptr %56, i64 %feature2235.us.us.us.us.us.ph
  %77 = load float, ptr %76, align 4
  %78 = getelementptr inbounds float, ptr %57, i64 %feature2235.us.us.us.us.us.ph
  %79 = load float, ptr %78, align 4
  %80 = fsub float %77, %79
  %81 = tail call float @llvm.fabs.f32(float %80)
  %82 = fcmp ole float %81, 1.000000e+00
  %83 = select i1 %82, float 5.000000e-01, float 0.000000e+00
  %84 = fmul float %80, 2.000000e+00
  %85 = fmul float %84, %83
  %86 = select i1 %82, float 0.000000e+00, float 1.000000e+00
  %87 = fcmp ogt float %80, 0.000000e+00
  %88 = fcmp olt float %80, 0.000000e+00
  %89 = select i1 %88, float -1.000000e+00, float %80
  %90 = select i1 %87, float 1.000000e+00, float %89
  %91 = fmul float %86, %90
  %92 = fadd float %85, %91
  %93 = fmul float %eta, %92
  %94 = fsub float %77, %93
  store float %94, ptr %76, align 4
  %95 = or disjoint i64 %feature2235.us.us.us.us.us.ph, 1
  br label %feature.body20.us.us.us.us.us.prol.loopexit

feature.body20.us.us.us.us.us.prol.loopexit:      ; preds = %feature.body20.us.us.us.us.us.prol, %feature.body20.us.us.us.us.us.preheader
  %feature2235.us.us.us.us.us.unr = phi i64 [ %feature2235.us.us.us.us.us.ph, %feature.body20.us.us.us.us.us.preheader ], [ %95, %feature.body20.us.us.us.us.us.prol ]
  %96 = icmp eq i64 %n_features, %.neg257
  br i1 %96, label %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body20.us.us.us.us.us

feature.body20.us.us.us.us.us:                    ; preds = %feature.body20.us.us.us.us.us.prol.loopexit, %feature.body20.us.us.us.us.us
  %feature2235.us.us.us.us.us = phi i64 [ %136, %feature.body20.us.us.us.us.us ], [ %feature2235.us.us.us.us.us.unr, %feature.body20.us.us.us.us.us.prol.loopexit ]
  %97 = getelementptr inbounds float, ptr %56, i64 %feature2235.us.us.us.us.us
  %98 = load float, ptr %97, align 4
  %99 = getelementptr inbounds float, ptr %57, i64 %feature2235.us.us.us.us.us
  %100 = load float, ptr %99, align 4
  %101 = fsub float %98, %100
  %102 = tail call float @llvm.fabs.f32(float %101)
  %103 = fcmp ole float %102, 1.000000e+00
  %104 = select i1 %103, float 5.000000e-01, float 0.000000e+00
  %105 = fmul float %101, 2.000000e+00
  %106 = fmul float %105, %104
  %107 = select i1 %103, float 0.000000e+00, float 1.000000e+00
  %108 = fcmp ogt float %101, 0.000000e+00
  %109 = fcmp olt float %101, 0.000000e+00
  %110 = select i1 %109, float -1.000000e+00, float %101
  %111 = select i1 %108, float 1.000000e+00, float %110
  %112 = fmul float %107, %111
  %113 = fadd float %106, %112
  %114 = fmul float %eta, %113
  %115 = fsub float %98, %114
  store float %115, ptr %97, align 4
  %116 = add nuw i64 %feature2235.us.us.us.us.us, 1
  %117 = getelementptr inbounds float, ptr %56, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = getelementptr inbounds float, ptr %57, i64 %116
  %120 = load float, ptr %119, align 4
  %121 = fsub float %118, %120
  %122 = tail call float @llvm.fabs.f32(float %121)
  %123 = fcmp ole float %122, 1.000000e+00
  %124 = select i1 %123, float 5.000000e-01, float 0.000000e+00
  %125 = fmul float %121, 2.000000e+00
  %126 = fmul float %125, %124
  %127 = select i1 %123, float 0.000000e+00, float 1.000000e+00
  %128 = fcmp ogt float %121, 0.000000e+00
  %129 = fcmp olt float %121, 0.000000e+00
  %130 = select i1 %129, float -1.000000e+00, float %121
  %131 = select i1 %128, float 1.000000e+00, float %130
  %132 = fmul float %127, %131
  %133 = fadd float %126, %132
  %134 = fmul float %eta, %133
  %135 = fsub float %118, %134
  store float %135, ptr %117, align 4
  %136 = add nuw i64 %feature2235.us.us.us.us.us, 2
  %exitcond65.not.1 = icmp eq i64 %136, %n_features
  br i1 %exitcond65.not.1, label %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body20.us.us.us.us.us, !llvm.loop !8

feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us: ; preds = %feature.body20.us.us.us.us.us.prol.loopexit, %feature.body20.us.us.us.us.us, %middle.block237
  %137 = add nuw i64 %step337.us.us.us.us.us, 1
  %exitcond66.not = icmp eq i64 %137, %steps
  br i1 %exitcond66.not, label %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, label %step.body.us.us.us.us.us

step.header.step.exit_crit_edge.split.us.split.us.us.us.us: ; preds = %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us
  %138 = add nuw i64 %row39.us.us.us, 1
  %exitcond67.not = icmp eq i64 %138, %row_end
  %indvar.next217 = add i64 %indvar216, 1
  br i1 %exitcond67.not, label %row.exit, label %row.body.us.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.split.us44
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.us44 ]
  %row39.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %1149, %step.header.step.exit_crit_edge.split.us44 ]
  %139 = mul i64 %43, %indvar
  %140 = add i64 %42, %139
  %scevgep = getelementptr i8, ptr %state, i64 %140
  %141 = add i64 %46, %139
  %scevgep80 = getelementptr i8, ptr %state, i64 %141
  %scevgep81 = getelementptr i8, ptr %input_0, i64 %140
  %scevgep82 = getelementptr i8, ptr %input_0, i64 %141
  %row_offset.us = mul i64 %row39.us, %n_features
  %142 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %143 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert176 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat177 = shufflevector <8 x i64> %broadcast.splatinsert176, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert109 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat110 = shufflevector <8 x i64> %broadcast.splatinsert109, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0 = icmp ult ptr %scevgep, %scevgep82
  %bound1 = icmp ult ptr %scevgep81, %scevgep80
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us40

step.body.us40:                                   ; preds = %row.body.us, %noise.done.loopexit27.us
  %step337.us41 = phi i64 [ 0, %row.body.us ], [ %1053, %noise.done.loopexit27.us ]
  %temperature1.036.us42 = phi float [ %temperature, %row.body.us ], [ %t_next.us43, %noise.done.loopexit27.us ]
  %144 = fmul float %two_eta, %temperature1.036.us42
  %145 = fcmp ogt float %144, 0.000000e+00
  %146 = tail call float @llvm.sqrt.f32(float %144)
  %147 = select i1 %145, float %146, float 0.000000e+00
  %noise_scale4.us = select i1 %anneal2.not, float %noise_scale, float %147
  %key1_step.us = add i64 %step337.us41, %key1
  %step_in_chunk.us = urem i64 %step337.us41, %steps_per_chunk.zext
  br i1 %small_rows, label %small_rows.then.us, label %philox.header6.preheader.us

noise.body11.us:                                  ; preds = %middle.block164, %noise.body11.us
  %noise1331.us = phi i64 [ %276, %noise.body11.us ], [ %n.vec158, %middle.block164 ]
  %148 = getelementptr inbounds float, ptr %22, i64 %noise1331.us
  %w014.us = load i32, ptr %148, align 4
  %149 = getelementptr inbounds float, ptr %scratch, i64 %noise1331.us
  %w115.us = load i32, ptr %149, align 4
  %150 = uitofp i32 %w014.us to double
  %151 = fadd double %150, 5.000000e-01
  %152 = fmul double %151, 0x3DF0000000000000
  %153 = uitofp i32 %w115.us to double
  %154 = fadd double %153, 5.000000e-01
  %155 = fmul double %154, 0x3DF0000000000000
  %156 = bitcast double %152 to i64
  %157 = lshr i64 %156, 32
  %158 = add nuw nsw i64 %157, 614242
  %159 = lshr i64 %158, 20
  %160 = add nsw i64 %159, -1023
  %161 = shl nuw i64 %158, 32
  %162 = and i64 %161, 4503595332403200
  %163 = add nuw nsw i64 %162, 4604544269498187776
  %164 = and i64 %156, 4294967295
  %165 = or disjoint i64 %163, %164
  %166 = bitcast i64 %165 to double
  %167 = fadd double %166, -1.000000e+00
  %168 = fmul double %167, 5.000000e-01
  %169 = fmul double %167, %168
  %170 = fadd double %167, 2.000000e+00
  %171 = fdiv double %167, %170
  %172 = fmul double %171, %171
  %173 = fmul double %172, %172
  %174 = fmul double %173, 0x3FC2F112DF3E5244
  %175 = fadd double %174, 0x3FC7466496CB03DE
  %176 = insertelement <2 x double> poison, double %173, i64 0
  %177 = shufflevector <2 x double> %176, <2 x double> poison, <2 x i32> zeroinitializer
  %178 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %175, i64 1
  %179 = fmul <2 x double> %177, %178
  %180 = fadd <2 x double> %179, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %181 = fmul <2 x double> %177, %180
  %182 = fadd <2 x double> %181, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %183 = insertelement <2 x double> %176, double %172, i64 1
  %184 = fmul <2 x double> %183, %182
  %shift = shufflevector <2 x double> %184, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %184, %shift
  %185 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %186 = sitofp i64 %160 to double
  %187 = fadd double %169, %185
  %188 = fmul double %171, %187
  %189 = fmul double %186, 0x3DEA39EF35793C76
  %190 = fadd double %189, %188
  %191 = fsub double %190, %169
  %192 = fadd double %167, %191
  %193 = fmul double %186, 0x3FE62E42FEE00000
  %194 = fadd double %193, %192
  %195 = fmul double %194, -2.000000e+00
  %196 = tail call double @llvm.sqrt.f64(double %195)
  %197 = fmul double %155, 0x401921FB54442D18
  %198 = fmul double %197, 0x3FE45F306DC9C883
  %199 = fadd double %198, 0x4338000000000000
  %200 = bitcast double %199 to i64
  %201 = fadd double %199, 0xC338000000000000
  %202 = fmul double %201, 0x3FF921FB54400000
  %203 = fsub double %197, %202
  %204 = fmul double %201, 0x3DD0B4611A626331
  %205 = fmul double %201, 0x3DD0B4611A600000
  %206 = fsub double %203, %205
  %207 = fmul double %201, 0x3BA3198A2E037073
  %208 = fsub double %203, %206
  %209 = fsub double %208, %205
  %210 = fsub double %207, %209
  %211 = fsub double %203, %204
  %212 = insertelement <2 x double> poison, double %211, i64 0
  %213 = insertelement <2 x double> %212, double %197, i64 1
  %214 = bitcast <2 x double> %213 to <2 x i64>
  %215 = lshr <2 x i64> %214, splat (i64 52)
  %216 = and <2 x i64> %215, splat (i64 2047)
  %217 = extractelement <2 x i64> %216, i64 0
  %218 = add nuw nsw i64 %217, 16
  %219 = extractelement <2 x i64> %216, i64 1
  %220 = icmp samesign ult i64 %218, %219
  %221 = select i1 %220, double %206, double %203
  %222 = select i1 %220, double %210, double %204
  %223 = fsub double %221, %222
  %224 = fsub double %221, %223
  %225 = fsub double %224, %222
  %226 = fmul double %223, %223
  %227 = fmul double %226, %226
  %228 = fmul double %226, 0x3EFA01A019CB1590
  %229 = fadd double %228, 0xBF56C16C16C15177
  %230 = fmul double %226, %229
  %231 = fadd double %230, 0x3FA555555555554C
  %232 = fmul double %226, %231
  %233 = fmul double %226, 0x3DA8FAE9BE8838D4
  %234 = fsub double 0x3E21EE9EBDB4B1C4, %233
  %235 = fmul double %226, %234
  %236 = fadd double %235, 0xBE927E4F809C52AD
  %237 = fmul double %227, %227
  %238 = fmul double %237, %236
  %239 = fadd double %232, %238
  %240 = fmul double %226, 5.000000e-01
  %241 = fsub double 1.000000e+00, %240
  %242 = fsub double 1.000000e+00, %241
  %243 = fsub double %242, %240
  %244 = fmul double %226, %239
  %245 = fmul double %223, %225
  %246 = fsub double %244, %245
  %247 = fadd double %243, %246
  %248 = fadd double %241, %247
  %249 = fmul double %226, 0x3EC71DE357B1FE7D
  %250 = fadd double %249, 0xBF2A01A019C161D5
  %251 = fmul double %226, %250
  %252 = fadd double %251, 0x3F8111111110F8A6
  %253 = fmul double %226, 0x3DE5D93A5ACFD57C
  %254 = fadd double %253, 0xBE5AE5E68A2B9CEB
  %255 = fmul double %226, %227
  %256 = fmul double %255, %254
  %257 = fadd double %256, %252
  %258 = fmul double %223, %226
  %259 = fmul double %225, 5.000000e-01
  %260 = fmul double %258, %257
  %261 = fsub double %259, %260
  %262 = fmul double %226, %261
  %263 = fsub double %262, %225
  %264 = fmul double %258, 0x3FC5555555555549
  %265 = fadd double %263, %264
  %266 = fsub double %223, %265
  %267 = fneg double %248
  %268 = fneg double %266
  %269 = and i64 %200, 1
  %270 = and i64 %200, 2
  %.not.us = icmp eq i64 %269, 0
  %.not23.us = icmp eq i64 %270, 0
  %271 = select i1 %.not23.us, double %248, double %267
  %272 = select i1 %.not23.us, double %268, double %266
  %273 = select i1 %.not.us, double %271, double %272
  %274 = fmul double %196, %273
  %275 = fptrunc double %274 to float
  store float %275, ptr %148, align 4
  %276 = add nuw i64 %noise1331.us, 1
  %exitcond61.not = icmp eq i64 %276, %n_features
  br i1 %exitcond61.not, label %feature.body.us.preheader, label %noise.body11.us, !llvm.loop !9

philox.body7.us:                                  ; preds = %philox.body7.us.preheader, %philox.body7.us
  %philox930.us = phi i64 [ %359, %philox.body7.us ], [ %n.vec169, %philox.body7.us.preheader ]
  %element.us = add i64 %philox930.us, %row_offset.us
  %277 = and i64 %element.us, 4294967295
  %278 = mul nuw i64 %277, 3528531795
  %279 = xor i64 %element.us, %key0
  %280 = xor i64 %279, %278
  %281 = lshr i64 %280, 32
  %282 = mul nuw i64 %281, 3449720151
  %283 = lshr i64 %282, 32
  %.reass.reass = xor i64 %283, %invariant.op
  %284 = xor i64 %1062, %278
  %285 = and i64 %.reass.reass, 4294967295
  %286 = mul nuw i64 %285, 3528531795
  %287 = and i64 %284, 4294967295
  %288 = mul nuw i64 %287, 3449720151
  %289 = lshr i64 %286, 32
  %290 = lshr i64 %288, 32
  %291 = xor i64 %290, %27
  %292 = xor i64 %291, %282
  %.reass78.reass = xor i64 %289, %invariant.op258
  %293 = and i64 %292, 4294967295
  %294 = mul nuw i64 %293, 3528531795
  %295 = and i64 %.reass78.reass, 4294967295
  %296 = mul nuw i64 %295, 3449720151
  %297 = lshr i64 %294, 32
  %298 = lshr i64 %296, 32
  %299 = xor i64 %29, %298
  %300 = xor i64 %299, %288
  %301 = xor i64 %297, %30
  %302 = xor i64 %301, %286
  %303 = and i64 %300, 4294967295
  %304 = mul nuw i64 %303, 3528531795
  %305 = and i64 %302, 4294967295
  %306 = mul nuw i64 %305, 3449720151
  %307 = lshr i64 %304, 32
  %308 = lshr i64 %306, 32
  %309 = xor i64 %308, %31
  %310 = xor i64 %309, %296
  %311 = xor i64 %32, %307
  %312 = xor i64 %311, %294
  %313 = and i64 %310, 4294967295
  %314 = mul nuw i64 %313, 3528531795
  %315 = and i64 %312, 4294967295
  %316 = mul nuw i64 %315, 3449720151
  %317 = lshr i64 %314, 32
  %318 = lshr i64 %316, 32
  %319 = xor i64 %33, %318
  %320 = xor i64 %319, %306
  %321 = xor i64 %317, %34
  %322 = xor i64 %321, %304
  %323 = and i64 %320, 4294967295
  %324 = mul nuw i64 %323, 3528531795
  %325 = and i64 %322, 4294967295
  %326 = mul nuw i64 %325, 3449720151
  %327 = lshr i64 %324, 32
  %328 = lshr i64 %326, 32
  %329 = xor i64 %328, %35
  %330 = xor i64 %329, %316
  %331 = xor i64 %36, %327
  %332 = xor i64 %331, %314
  %333 = and i64 %330, 4294967295
  %334 = mul nuw i64 %333, 3528531795
  %335 = and i64 %332, 4294967295
  %336 = mul nuw i64 %335, 3449720151
  %337 = lshr i64 %334, 32
  %338 = lshr i64 %336, 32
  %339 = xor i64 %37, %338
  %340 = xor i64 %339, %326
  %341 = xor i64 %337, %38
  %342 = xor i64 %341, %324
  %343 = and i64 %340, 4294967295
  %344 = mul nuw i64 %343, 3528531795
  %345 = lshr i64 %344, 32
  %346 = trunc i64 %342 to i32
  %347 = mul i32 %346, -845247145
  %348 = xor i64 %39, %345
  %349 = xor i64 %348, %334
  %350 = and i64 %349, 4294967295
  %351 = mul nuw i64 %350, 3449720151
  %352 = lshr i64 %351, 32
  %353 = trunc nuw i64 %352 to i32
  %354 = trunc i64 %351 to i32
  %355 = xor i32 %347, %353
  %356 = xor i32 %355, %40
  %357 = getelementptr inbounds float, ptr %22, i64 %philox930.us
  store i32 %356, ptr %357, align 4
  %358 = getelementptr inbounds float, ptr %scratch, i64 %philox930.us
  store i32 %354, ptr %358, align 4
  %359 = add nuw i64 %philox930.us, 1
  %exitcond.not = icmp eq i64 %359, %n_features
  br i1 %exitcond.not, label %vector.ph156, label %philox.body7.us, !llvm.loop !10

vector.ph156:                                     ; preds = %philox.body7.us, %middle.block213
  br label %vector.body159

vector.body159:                                   ; preds = %vector.body159, %vector.ph156
  %index160 = phi i64 [ 0, %vector.ph156 ], [ %index.next163, %vector.body159 ]
  %360 = getelementptr inbounds float, ptr %22, i64 %index160
  %wide.load161 = load <8 x i32>, ptr %360, align 4
  %361 = getelementptr inbounds float, ptr %scratch, i64 %index160
  %wide.load162 = load <8 x i32>, ptr %361, align 4
  %362 = uitofp <8 x i32> %wide.load161 to <8 x double>
  %363 = fadd <8 x double> %362, splat (double 5.000000e-01)
  %364 = fmul <8 x double> %363, splat (double 0x3DF0000000000000)
  %365 = uitofp <8 x i32> %wide.load162 to <8 x double>
  %366 = fadd <8 x double> %365, splat (double 5.000000e-01)
  %367 = fmul <8 x double> %366, splat (double 0x3DF0000000000000)
  %368 = bitcast <8 x double> %364 to <8 x i64>
  %369 = lshr <8 x i64> %368, splat (i64 32)
  %370 = add nuw nsw <8 x i64> %369, splat (i64 614242)
  %371 = lshr <8 x i64> %370, splat (i64 20)
  %372 = add nsw <8 x i64> %371, splat (i64 -1023)
  %373 = shl nuw <8 x i64> %370, splat (i64 32)
  %374 = and <8 x i64> %373, splat (i64 4503595332403200)
  %375 = add nuw nsw <8 x i64> %374, splat (i64 4604544269498187776)
  %376 = and <8 x i64> %368, splat (i64 4294967295)
  %377 = or disjoint <8 x i64> %375, %376
  %378 = bitcast <8 x i64> %377 to <8 x double>
  %379 = fadd <8 x double> %378, splat (double -1.000000e+00)
  %380 = fmul <8 x double> %379, splat (double 5.000000e-01)
  %381 = fmul <8 x double> %379, %380
  %382 = fadd <8 x double> %379, splat (double 2.000000e+00)
  %383 = fdiv <8 x double> %379, %382
  %384 = fmul <8 x double> %383, %383
  %385 = fmul <8 x double> %384, %384
  %386 = fmul <8 x double> %385, splat (double 0x3FC39A09D078C69F)
  %387 = fadd <8 x double> %386, splat (double 0x3FCC71C51D8E78AF)
  %388 = fmul <8 x double> %385, %387
  %389 = fadd <8 x double> %388, splat (double 0x3FD999999997FA04)
  %390 = fmul <8 x double> %385, %389
  %391 = fmul <8 x double> %385, splat (double 0x3FC2F112DF3E5244)
  %392 = fadd <8 x double> %391, splat (double 0x3FC7466496CB03DE)
  %393 = fmul <8 x double> %385, %392
  %394 = fadd <8 x double> %393, splat (double 0x3FD2492494229359)
  %395 = fmul <8 x double> %385, %394
  %396 = fadd <8 x double> %395, splat (double 0x3FE5555555555593)
  %397 = fmul <8 x double> %384, %396
  %398 = fadd <8 x double> %390, %397
  %399 = sitofp <8 x i64> %372 to <8 x double>
  %400 = fadd <8 x double> %381, %398
  %401 = fmul <8 x double> %383, %400
  %402 = fmul <8 x double> %399, splat (double 0x3DEA39EF35793C76)
  %403 = fadd <8 x double> %402, %401
  %404 = fsub <8 x double> %403, %381
  %405 = fadd <8 x double> %379, %404
  %406 = fmul <8 x double> %399, splat (double 0x3FE62E42FEE00000)
  %407 = fadd <8 x double> %406, %405
  %408 = fmul <8 x double> %407, splat (double -2.000000e+00)
  %409 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %408)
  %410 = fmul <8 x double> %367, splat (double 0x401921FB54442D18)
  %411 = fmul <8 x double> %410, splat (double 0x3FE45F306DC9C883)
  %412 = fadd <8 x double> %411, splat (double 0x4338000000000000)
  %413 = bitcast <8 x double> %412 to <8 x i64>
  %414 = fadd <8 x double> %412, splat (double 0xC338000000000000)
  %415 = fmul <8 x double> %414, splat (double 0x3FF921FB54400000)
  %416 = fsub <8 x double> %410, %415
  %417 = fmul <8 x double> %414, splat (double 0x3DD0B4611A626331)
  %418 = fmul <8 x double> %414, splat (double 0x3DD0B4611A600000)
  %419 = fsub <8 x double> %416, %418
  %420 = fmul <8 x double> %414, splat (double 0x3BA3198A2E037073)
  %421 = fsub <8 x double> %416, %419
  %422 = fsub <8 x double> %421, %418
  %423 = fsub <8 x double> %420, %422
  %424 = fsub <8 x double> %416, %417
  %425 = bitcast <8 x double> %410 to <8 x i64>
  %426 = lshr <8 x i64> %425, splat (i64 52)
  %427 = and <8 x i64> %426, splat (i64 2047)
  %428 = bitcast <8 x double> %424 to <8 x i64>
  %429 = lshr <8 x i64> %428, splat (i64 52)
  %430 = and <8 x i64> %429, splat (i64 2047)
  %431 = add nuw nsw <8 x i64> %430, splat (i64 16)
  %432 = icmp samesign ult <8 x i64> %431, %427
  %433 = select <8 x i1> %432, <8 x double> %419, <8 x double> %416
  %434 = select <8 x i1> %432, <8 x double> %423, <8 x double> %417
  %435 = fsub <8 x double> %433, %434
  %436 = fsub <8 x double> %433, %435
  %437 = fsub <8 x double> %436, %434
  %438 = fmul <8 x double> %435, %435
  %439 = fmul <8 x double> %438, %438
  %440 = fmul <8 x double> %438, splat (double 0x3EFA01A019CB1590)
  %441 = fadd <8 x double> %440, splat (double 0xBF56C16C16C15177)
  %442 = fmul <8 x double> %438, %441
  %443 = fadd <8 x double> %442, splat (double 0x3FA555555555554C)
  %444 = fmul <8 x double> %438, %443
  %445 = fmul <8 x double> %438, splat (double 0x3DA8FAE9BE8838D4)
  %446 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %445
  %447 = fmul <8 x double> %438, %446
  %448 = fadd <8 x double> %447, splat (double 0xBE927E4F809C52AD)
  %449 = fmul <8 x double> %439, %439
  %450 = fmul <8 x double> %449, %448
  %451 = fadd <8 x double> %444, %450
  %452 = fmul <8 x double> %438, splat (double 5.000000e-01)
  %453 = fsub <8 x double> splat (double 1.000000e+00), %452
  %454 = fsub <8 x double> splat (double 1.000000e+00), %453
  %455 = fsub <8 x double> %454, %452
  %456 = fmul <8 x double> %438, %451
  %457 = fmul <8 x double> %435, %437
  %458 = fsub <8 x double> %456, %457
  %459 = fadd <8 x double> %455, %458
  %460 = fadd <8 x double> %453, %459
  %461 = fmul <8 x double> %438, splat (double 0x3EC71DE357B1FE7D)
  %462 = fadd <8 x double> %461, splat (double 0xBF2A01A019C161D5)
  %463 = fmul <8 x double> %438, %462
  %464 = fadd <8 x double> %463, splat (double 0x3F8111111110F8A6)
  %465 = fmul <8 x double> %438, splat (double 0x3DE5D93A5ACFD57C)
  %466 = fadd <8 x double> %465, splat (double 0xBE5AE5E68A2B9CEB)
  %467 = fmul <8 x double> %438, %439
  %468 = fmul <8 x double> %467, %466
  %469 = fadd <8 x double> %468, %464
  %470 = fmul <8 x double> %435, %438
  %471 = fmul <8 x double> %437, splat (double 5.000000e-01)
  %472 = fmul <8 x double> %470, %469
  %473 = fsub <8 x double> %471, %472
  %474 = fmul <8 x double> %438, %473
  %475 = fsub <8 x double> %474, %437
  %476 = fmul <8 x double> %470, splat (double 0x3FC5555555555549)
  %477 = fadd <8 x double> %475, %476
  %478 = fsub <8 x double> %435, %477
  %479 = fneg <8 x double> %460
  %480 = fneg <8 x double> %478
  %481 = and <8 x i64> %413, splat (i64 1)
  %482 = and <8 x i64> %413, splat (i64 2)
  %483 = icmp eq <8 x i64> %481, zeroinitializer
  %484 = icmp eq <8 x i64> %482, zeroinitializer
  %485 = select <8 x i1> %484, <8 x double> %460, <8 x double> %479
  %486 = select <8 x i1> %484, <8 x double> %480, <8 x double> %478
  %487 = select <8 x i1> %483, <8 x double> %485, <8 x double> %486
  %488 = fmul <8 x double> %409, %487
  %489 = fptrunc <8 x double> %488 to <8 x float>
  store <8 x float> %489, ptr %360, align 4
  %index.next163 = add nuw i64 %index160, 8
  %490 = icmp eq i64 %index.next163, %n.vec158
  br i1 %490, label %middle.block164, label %vector.body159, !llvm.loop !11

middle.block164:                                  ; preds = %vector.body159
  br i1 %cmp.n165, label %feature.body.us.preheader, label %noise.body11.us

small_rows.then.us:                               ; preds = %step.body.us40
  %chunk_starts.us = icmp eq i64 %step_in_chunk.us, 0
  br i1 %chunk_starts.us, label %small_draw.then.us, label %draw.done.us

small_draw.then.us:                               ; preds = %small_rows.then.us
  %steps_left.us = sub i64 %steps, %step337.us41
  %491 = tail call i64 @llvm.umin.i64(i64 %steps_left.us, i64 %steps_per_chunk.zext)
  %chunk_units.us = mul nuw nsw i64 %491, %n_features
  %.not55 = icmp eq i64 %chunk_units.us, 0
  br i1 %.not55, label %draw.done.us, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %small_draw.then.us
  %min.iters.check105 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check105, label %philox.body.us.preheader250, label %vector.ph106

vector.ph106:                                     ; preds = %philox.body.us.preheader
  %n.vec108 = and i64 %chunk_units.us, 32760
  %broadcast.splatinsert111 = insertelement <8 x i64> poison, i64 %key1_step.us, i64 0
  %broadcast.splat112 = shufflevector <8 x i64> %broadcast.splatinsert111, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body147

vector.body147:                                   ; preds = %vector.body147, %vector.ph106
  %index148 = phi i64 [ 0, %vector.ph106 ], [ %index.next151, %vector.body147 ]
  %492 = getelementptr inbounds float, ptr %small_unit_of, i64 %index148
  %wide.load149 = load <8 x i32>, ptr %492, align 4
  %493 = zext <8 x i32> %wide.load149 to <8 x i64>
  %494 = add <8 x i64> %broadcast.splat110, %493
  %495 = getelementptr inbounds float, ptr %small_step_of, i64 %index148
  %wide.load150 = load <8 x i32>, ptr %495, align 4
  %496 = zext <8 x i32> %wide.load150 to <8 x i64>
  %497 = add <8 x i64> %broadcast.splat112, %496
  %498 = lshr <8 x i64> %497, splat (i64 32)
  %499 = and <8 x i64> %494, splat (i64 4294967295)
  %500 = mul nuw <8 x i64> %499, splat (i64 3528531795)
  %501 = mul nuw <8 x i64> %498, splat (i64 3449720151)
  %502 = lshr <8 x i64> %501, splat (i64 32)
  %503 = xor <8 x i64> %broadcast.splat114, %502
  %504 = xor <8 x i64> %503, %497
  %505 = xor <8 x i64> %494, %broadcast.splat114
  %506 = xor <8 x i64> %505, %500
  %507 = lshr <8 x i64> %506, splat (i64 32)
  %508 = and <8 x i64> %504, splat (i64 4294967295)
  %509 = mul nuw <8 x i64> %508, splat (i64 3528531795)
  %510 = mul nuw <8 x i64> %507, splat (i64 3449720151)
  %511 = lshr <8 x i64> %509, splat (i64 32)
  %512 = lshr <8 x i64> %510, splat (i64 32)
  %513 = xor <8 x i64> %broadcast.splat116, %512
  %514 = xor <8 x i64> %513, %501
  %515 = xor <8 x i64> %broadcast.splat118, %511
  %516 = xor <8 x i64> %515, %500
  %517 = and <8 x i64> %514, splat (i64 4294967295)
  %518 = mul nuw <8 x i64> %517, splat (i64 3528531795)
  %519 = and <8 x i64> %516, splat (i64 4294967295)
  %520 = mul nuw <8 x i64> %519, splat (i64 3449720151)
  %521 = lshr <8 x i64> %518, splat (i64 32)
  %522 = lshr <8 x i64> %520, splat (i64 32)
  %523 = xor <8 x i64> %broadcast.splat120, %522
  %524 = xor <8 x i64> %523, %510
  %525 = xor <8 x i64> %broadcast.splat122, %521
  %526 = xor <8 x i64> %525, %509
  %527 = and <8 x i64> %524, splat (i64 4294967295)
  %528 = mul nuw <8 x i64> %527, splat (i64 3528531795)
  %529 = and <8 x i64> %526, splat (i64 4294967295)
  %530 = mul nuw <8 x i64> %529, splat (i64 3449720151)
  %531 = lshr <8 x i64> %528, splat (i64 32)
  %532 = lshr <8 x i64> %530, splat (i64 32)
  %533 = xor <8 x i64> %broadcast.splat124, %532
  %534 = xor <8 x i64> %533, %520
  %535 = xor <8 x i64> %broadcast.splat126, %531
  %536 = xor <8 x i64> %535, %518
  %537 = and <8 x i64> %534, splat (i64 4294967295)
  %538 = mul nuw <8 x i64> %537, splat (i64 3528531795)
  %539 = and <8 x i64> %536, splat (i64 4294967295)
  %540 = mul nuw <8 x i64> %539, splat (i64 3449720151)
  %541 = lshr <8 x i64> %538, splat (i64 32)
  %542 = lshr <8 x i64> %540, splat (i64 32)
  %543 = xor <8 x i64> %broadcast.splat128, %542
  %544 = xor <8 x i64> %543, %530
  %545 = xor <8 x i64> %broadcast.splat130, %541
  %546 = xor <8 x i64> %545, %528
  %547 = and <8 x i64> %544, splat (i64 4294967295)
  %548 = mul nuw <8 x i64> %547, splat (i64 3528531795)
  %549 = and <8 x i64> %546, splat (i64 4294967295)
  %550 = mul nuw <8 x i64> %549, splat (i64 3449720151)
  %551 = lshr <8 x i64> %548, splat (i64 32)
  %552 = lshr <8 x i64> %550, splat (i64 32)
  %553 = xor <8 x i64> %broadcast.splat132, %552
  %554 = xor <8 x i64> %553, %540
  %555 = xor <8 x i64> %broadcast.splat134, %551
  %556 = xor <8 x i64> %555, %538
  %557 = and <8 x i64> %554, splat (i64 4294967295)
  %558 = mul nuw <8 x i64> %557, splat (i64 3528531795)
  %559 = and <8 x i64> %556, splat (i64 4294967295)
  %560 = mul nuw <8 x i64> %559, splat (i64 3449720151)
  %561 = lshr <8 x i64> %558, splat (i64 32)
  %562 = lshr <8 x i64> %560, splat (i64 32)
  %563 = xor <8 x i64> %broadcast.splat136, %562
  %564 = xor <8 x i64> %563, %550
  %565 = xor <8 x i64> %broadcast.splat138, %561
  %566 = xor <8 x i64> %565, %548
  %567 = and <8 x i64> %564, splat (i64 4294967295)
  %568 = mul nuw <8 x i64> %567, splat (i64 3528531795)
  %569 = and <8 x i64> %566, splat (i64 4294967295)
  %570 = mul nuw <8 x i64> %569, splat (i64 3449720151)
  %571 = lshr <8 x i64> %568, splat (i64 32)
  %572 = lshr <8 x i64> %570, splat (i64 32)
  %573 = xor <8 x i64> %broadcast.splat140, %572
  %574 = xor <8 x i64> %573, %560
  %575 = xor <8 x i64> %broadcast.splat142, %571
  %576 = xor <8 x i64> %575, %558
  %577 = and <8 x i64> %574, splat (i64 4294967295)
  %578 = mul nuw <8 x i64> %577, splat (i64 3528531795)
  %579 = lshr <8 x i64> %578, splat (i64 32)
  %580 = trunc <8 x i64> %576 to <8 x i32>
  %581 = mul <8 x i32> %580, splat (i32 -845247145)
  %582 = xor <8 x i64> %broadcast.splat144, %579
  %583 = xor <8 x i64> %582, %568
  %584 = and <8 x i64> %583, splat (i64 4294967295)
  %585 = mul nuw <8 x i64> %584, splat (i64 3449720151)
  %586 = lshr <8 x i64> %585, splat (i64 32)
  %587 = trunc nuw <8 x i64> %586 to <8 x i32>
  %588 = trunc <8 x i64> %585 to <8 x i32>
  %589 = xor <8 x i32> %581, %587
  %590 = xor <8 x i32> %589, %broadcast.splat146
  %591 = getelementptr inbounds float, ptr %small_noise, i64 %index148
  store <8 x i32> %590, ptr %591, align 4
  %592 = getelementptr inbounds float, ptr %small_staging, i64 %index148
  store <8 x i32> %588, ptr %592, align 4
  %index.next151 = add nuw i64 %index148, 8
  %593 = icmp eq i64 %index.next151, %n.vec108
  br i1 %593, label %middle.block152, label %vector.body147, !llvm.loop !12

middle.block152:                                  ; preds = %vector.body147
  %cmp.n153 = icmp eq i64 %chunk_units.us, %n.vec108
  br i1 %cmp.n153, label %noise.body.us.preheader, label %philox.body.us.preheader250

philox.body.us.preheader250:                      ; preds = %philox.body.us.preheader, %middle.block152
  %philox32.us.ph = phi i64 [ 0, %philox.body.us.preheader ], [ %n.vec108, %middle.block152 ]
  br label %philox.body.us

draw.done.us:                                     ; preds = %noise.body.us, %middle.block101, %small_draw.then.us, %small_rows.then.us
  %chunk_offset.us = mul nuw nsw i64 %step_in_chunk.us, %n_features
  %594 = getelementptr inbounds nuw float, ptr %small_noise, i64 %chunk_offset.us
  br i1 %.not53, label %noise.done.loopexit27.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %noise.body11.us, %middle.block164, %draw.done.us
  %noise16.us73 = phi ptr [ %594, %draw.done.us ], [ %22, %middle.block164 ], [ %22, %noise.body11.us ]
  br i1 %min.iters.check, label %feature.body.us.preheader248, label %vector.memcheck

vector.memcheck:                                  ; preds = %feature.body.us.preheader
  %scevgep83 = getelementptr i8, ptr %noise16.us73, i64 %43
  %bound084 = icmp ult ptr %scevgep, %scevgep83
  %bound185 = icmp ult ptr %noise16.us73, %scevgep80
  %found.conflict86 = and i1 %bound084, %bound185
  %conflict.rdx = or i1 %found.conflict, %found.conflict86
  br i1 %conflict.rdx, label %feature.body.us.preheader248, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %broadcast.splatinsert87 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat88 = shufflevector <8 x float> %broadcast.splatinsert87, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %595 = getelementptr inbounds float, ptr %142, i64 %index
  %wide.load = load <8 x float>, ptr %595, align 4, !alias.scope !13, !noalias !16
  %596 = getelementptr inbounds float, ptr %143, i64 %index
  %wide.load89 = load <8 x float>, ptr %596, align 4, !alias.scope !19
  %597 = fsub <8 x float> %wide.load, %wide.load89
  %598 = call <8 x float> @llvm.fabs.v8f32(<8 x float> %597)
  %599 = fcmp ole <8 x float> %598, splat (float 1.000000e+00)
  %600 = select <8 x i1> %599, <8 x float> splat (float 5.000000e-01), <8 x float> zeroinitializer
  %601 = fmul <8 x float> %597, splat (float 2.000000e+00)
  %602 = fmul <8 x float> %601, %600
  %603 = select <8 x i1> %599, <8 x float> zeroinitializer, <8 x float> splat (float 1.000000e+00)
  %604 = fcmp ogt <8 x float> %597, zeroinitializer
  %605 = fcmp olt <8 x float> %597, zeroinitializer
  %606 = select <8 x i1> %605, <8 x float> splat (float -1.000000e+00), <8 x float> %597
  %607 = select <8 x i1> %604, <8 x float> splat (float 1.000000e+00), <8 x float> %606
  %608 = fmul <8 x float> %603, %607
  %609 = fadd <8 x float> %602, %608
  %610 = fmul <8 x float> %broadcast.splat, %609
  %611 = fsub <8 x float> %wide.load, %610
  %612 = getelementptr inbounds float, ptr %noise16.us73, i64 %index
  %wide.load90 = load <8 x float>, ptr %612, align 4, !alias.scope !20
  %613 = fmul <8 x float> %broadcast.splat88, %wide.load90
  %614 = fadd <8 x float> %613, %611
  store <8 x float> %614, ptr %595, align 4, !alias.scope !13, !noalias !16
  %index.next = add nuw i64 %index, 8
  %615 = icmp eq i64 %index.next, %n.vec
  br i1 %615, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.loopexit27.us, label %feature.body.us.preheader248

feature.body.us.preheader248:                     ; preds = %vector.memcheck, %feature.body.us.preheader, %middle.block
  %feature34.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %feature.body.us.preheader ], [ %n.vec, %middle.block ]
  %.neg = or disjoint i64 %feature34.us.ph, 1
  br i1 %lcmp.mod254.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader248
  %616 = getelementptr inbounds float, ptr %142, i64 %feature34.us.ph
  %617 = load float, ptr %616, align 4
  %618 = getelementptr inbounds float, ptr %143, i64 %feature34.us.ph
  %619 = load float, ptr %618, align 4
  %620 = fsub float %617, %619
  %621 = tail call float @llvm.fabs.f32(float %620)
  %622 = fcmp ole float %621, 1.000000e+00
  %623 = select i1 %622, float 5.000000e-01, float 0.000000e+00
  %624 = fmul float %620, 2.000000e+00
  %625 = fmul float %624, %623
  %626 = select i1 %622, float 0.000000e+00, float 1.000000e+00
  %627 = fcmp ogt float %620, 0.000000e+00
  %628 = fcmp olt float %620, 0.000000e+00
  %629 = select i1 %628, float -1.000000e+00, float %620
  %630 = select i1 %627, float 1.000000e+00, float %629
  %631 = fmul float %626, %630
  %632 = fadd float %625, %631
  %633 = fmul float %eta, %632
  %634 = fsub float %617, %633
  %635 = getelementptr inbounds float, ptr %noise16.us73, i64 %feature34.us.ph
  %636 = load float, ptr %635, align 4
  %637 = fmul float %noise_scale4.us, %636
  %638 = fadd float %637, %634
  store float %638, ptr %616, align 4
  %639 = or disjoint i64 %feature34.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader248
  %feature34.us.unr = phi i64 [ %feature34.us.ph, %feature.body.us.preheader248 ], [ %639, %feature.body.us.prol ]
  %640 = icmp eq i64 %n_features, %.neg
  br i1 %640, label %noise.done.loopexit27.us, label %feature.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature34.us = phi i64 [ %688, %feature.body.us ], [ %feature34.us.unr, %feature.body.us.prol.loopexit ]
  %641 = getelementptr inbounds float, ptr %142, i64 %feature34.us
  %642 = load float, ptr %641, align 4
  %643 = getelementptr inbounds float, ptr %143, i64 %feature34.us
  %644 = load float, ptr %643, align 4
  %645 = fsub float %642, %644
  %646 = tail call float @llvm.fabs.f32(float %645)
  %647 = fcmp ole float %646, 1.000000e+00
  %648 = select i1 %647, float 5.000000e-01, float 0.000000e+00
  %649 = fmul float %645, 2.000000e+00
  %650 = fmul float %649, %648
  %651 = select i1 %647, float 0.000000e+00, float 1.000000e+00
  %652 = fcmp ogt float %645, 0.000000e+00
  %653 = fcmp olt float %645, 0.000000e+00
  %654 = select i1 %653, float -1.000000e+00, float %645
  %655 = select i1 %652, float 1.000000e+00, float %654
  %656 = fmul float %651, %655
  %657 = fadd float %650, %656
  %658 = fmul float %eta, %657
  %659 = fsub float %642, %658
  %660 = getelementptr inbounds float, ptr %noise16.us73, i64 %feature34.us
  %661 = load float, ptr %660, align 4
  %662 = fmul float %noise_scale4.us, %661
  %663 = fadd float %662, %659
  store float %663, ptr %641, align 4
  %664 = add nuw i64 %feature34.us, 1
  %665 = getelementptr inbounds float, ptr %142, i64 %664
  %666 = load float, ptr %665, align 4
  %667 = getelementptr inbounds float, ptr %143, i64 %664
  %668 = load float, ptr %667, align 4
  %669 = fsub float %666, %668
  %670 = tail call float @llvm.fabs.f32(float %669)
  %671 = fcmp ole float %670, 1.000000e+00
  %672 = select i1 %671, float 5.000000e-01, float 0.000000e+00
  %673 = fmul float %669, 2.000000e+00
  %674 = fmul float %673, %672
  %675 = select i1 %671, float 0.000000e+00, float 1.000000e+00
  %676 = fcmp ogt float %669, 0.000000e+00
  %677 = fcmp olt float %669, 0.000000e+00
  %678 = select i1 %677, float -1.000000e+00, float %669
  %679 = select i1 %676, float 1.000000e+00, float %678
  %680 = fmul float %675, %679
  %681 = fadd float %674, %680
  %682 = fmul float %eta, %681
  %683 = fsub float %666, %682
  %684 = getelementptr inbounds float, ptr %noise16.us73, i64 %664
  %685 = load float, ptr %684, align 4
  %686 = fmul float %noise_scale4.us, %685
  %687 = fadd float %686, %683
  store float %687, ptr %665, align 4
  %688 = add nuw i64 %feature34.us, 2
  %exitcond62.not.1 = icmp eq i64 %688, %n_features
  br i1 %exitcond62.not.1, label %noise.done.loopexit27.us, label %feature.body.us, !llvm.loop !22

noise.body.us:                                    ; preds = %noise.body.us.preheader249, %noise.body.us
  %noise33.us = phi i64 [ %817, %noise.body.us ], [ %noise33.us.ph, %noise.body.us.preheader249 ]
  %689 = getelementptr inbounds float, ptr %small_noise, i64 %noise33.us
  %w0.us = load i32, ptr %689, align 4
  %690 = getelementptr inbounds float, ptr %small_staging, i64 %noise33.us
  %w1.us = load i32, ptr %690, align 4
  %691 = uitofp i32 %w0.us to double
  %692 = fadd double %691, 5.000000e-01
  %693 = fmul double %692, 0x3DF0000000000000
  %694 = uitofp i32 %w1.us to double
  %695 = fadd double %694, 5.000000e-01
  %696 = fmul double %695, 0x3DF0000000000000
  %697 = bitcast double %693 to i64
  %698 = lshr i64 %697, 32
  %699 = add nuw nsw i64 %698, 614242
  %700 = lshr i64 %699, 20
  %701 = add nsw i64 %700, -1023
  %702 = shl nuw i64 %699, 32
  %703 = and i64 %702, 4503595332403200
  %704 = add nuw nsw i64 %703, 4604544269498187776
  %705 = and i64 %697, 4294967295
  %706 = or disjoint i64 %704, %705
  %707 = bitcast i64 %706 to double
  %708 = fadd double %707, -1.000000e+00
  %709 = fmul double %708, 5.000000e-01
  %710 = fmul double %708, %709
  %711 = fadd double %708, 2.000000e+00
  %712 = fdiv double %708, %711
  %713 = fmul double %712, %712
  %714 = fmul double %713, %713
  %715 = fmul double %714, 0x3FC2F112DF3E5244
  %716 = fadd double %715, 0x3FC7466496CB03DE
  %717 = insertelement <2 x double> poison, double %714, i64 0
  %718 = shufflevector <2 x double> %717, <2 x double> poison, <2 x i32> zeroinitializer
  %719 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %716, i64 1
  %720 = fmul <2 x double> %718, %719
  %721 = fadd <2 x double> %720, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %722 = fmul <2 x double> %718, %721
  %723 = fadd <2 x double> %722, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %724 = insertelement <2 x double> %717, double %713, i64 1
  %725 = fmul <2 x double> %724, %723
  %shift242 = shufflevector <2 x double> %725, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop243 = fadd <2 x double> %725, %shift242
  %726 = extractelement <2 x double> %foldExtExtBinop243, i64 0
  %727 = sitofp i64 %701 to double
  %728 = fadd double %710, %726
  %729 = fmul double %712, %728
  %730 = fmul double %727, 0x3DEA39EF35793C76
  %731 = fadd double %730, %729
  %732 = fsub double %731, %710
  %733 = fadd double %708, %732
  %734 = fmul double %727, 0x3FE62E42FEE00000
  %735 = fadd double %734, %733
  %736 = fmul double %735, -2.000000e+00
  %737 = tail call double @llvm.sqrt.f64(double %736)
  %738 = fmul double %696, 0x401921FB54442D18
  %739 = fmul double %738, 0x3FE45F306DC9C883
  %740 = fadd double %739, 0x4338000000000000
  %741 = bitcast double %740 to i64
  %742 = fadd double %740, 0xC338000000000000
  %743 = fmul double %742, 0x3FF921FB54400000
  %744 = fsub double %738, %743
  %745 = fmul double %742, 0x3DD0B4611A626331
  %746 = fmul double %742, 0x3DD0B4611A600000
  %747 = fsub double %744, %746
  %748 = fmul double %742, 0x3BA3198A2E037073
  %749 = fsub double %744, %747
  %750 = fsub double %749, %746
  %751 = fsub double %748, %750
  %752 = fsub double %744, %745
  %753 = insertelement <2 x double> poison, double %752, i64 0
  %754 = insertelement <2 x double> %753, double %738, i64 1
  %755 = bitcast <2 x double> %754 to <2 x i64>
  %756 = lshr <2 x i64> %755, splat (i64 52)
  %757 = and <2 x i64> %756, splat (i64 2047)
  %758 = extractelement <2 x i64> %757, i64 0
  %759 = add nuw nsw i64 %758, 16
  %760 = extractelement <2 x i64> %757, i64 1
  %761 = icmp samesign ult i64 %759, %760
  %762 = select i1 %761, double %747, double %744
  %763 = select i1 %761, double %751, double %745
  %764 = fsub double %762, %763
  %765 = fsub double %762, %764
  %766 = fsub double %765, %763
  %767 = fmul double %764, %764
  %768 = fmul double %767, %767
  %769 = fmul double %767, 0x3EFA01A019CB1590
  %770 = fadd double %769, 0xBF56C16C16C15177
  %771 = fmul double %767, %770
  %772 = fadd double %771, 0x3FA555555555554C
  %773 = fmul double %767, %772
  %774 = fmul double %767, 0x3DA8FAE9BE8838D4
  %775 = fsub double 0x3E21EE9EBDB4B1C4, %774
  %776 = fmul double %767, %775
  %777 = fadd double %776, 0xBE927E4F809C52AD
  %778 = fmul double %768, %768
  %779 = fmul double %778, %777
  %780 = fadd double %773, %779
  %781 = fmul double %767, 5.000000e-01
  %782 = fsub double 1.000000e+00, %781
  %783 = fsub double 1.000000e+00, %782
  %784 = fsub double %783, %781
  %785 = fmul double %767, %780
  %786 = fmul double %764, %766
  %787 = fsub double %785, %786
  %788 = fadd double %784, %787
  %789 = fadd double %782, %788
  %790 = fmul double %767, 0x3EC71DE357B1FE7D
  %791 = fadd double %790, 0xBF2A01A019C161D5
  %792 = fmul double %767, %791
  %793 = fadd double %792, 0x3F8111111110F8A6
  %794 = fmul double %767, 0x3DE5D93A5ACFD57C
  %795 = fadd double %794, 0xBE5AE5E68A2B9CEB
  %796 = fmul double %767, %768
  %797 = fmul double %796, %795
  %798 = fadd double %797, %793
  %799 = fmul double %764, %767
  %800 = fmul double %766, 5.000000e-01
  %801 = fmul double %799, %798
  %802 = fsub double %800, %801
  %803 = fmul double %767, %802
  %804 = fsub double %803, %766
  %805 = fmul double %799, 0x3FC5555555555549
  %806 = fadd double %804, %805
  %807 = fsub double %764, %806
  %808 = fneg double %789
  %809 = fneg double %807
  %810 = and i64 %741, 1
  %811 = and i64 %741, 2
  %.not24.us = icmp eq i64 %810, 0
  %.not25.us = icmp eq i64 %811, 0
  %812 = select i1 %.not25.us, double %789, double %808
  %813 = select i1 %.not25.us, double %809, double %807
  %814 = select i1 %.not24.us, double %812, double %813
  %815 = fmul double %737, %814
  %816 = fptrunc double %815 to float
  store float %816, ptr %689, align 4
  %817 = add nuw i64 %noise33.us, 1
  %818 = icmp ult i64 %817, %chunk_units.us
  br i1 %818, label %noise.body.us, label %draw.done.us, !llvm.loop !23

philox.body.us:                                   ; preds = %philox.body.us.preheader250, %philox.body.us
  %philox32.us = phi i64 [ %920, %philox.body.us ], [ %philox32.us.ph, %philox.body.us.preheader250 ]
  %819 = getelementptr inbounds float, ptr %small_unit_of, i64 %philox32.us
  %820 = load i32, ptr %819, align 4
  %821 = zext i32 %820 to i64
  %index.us = add i64 %row_offset.us, %821
  %822 = getelementptr inbounds float, ptr %small_step_of, i64 %philox32.us
  %823 = load i32, ptr %822, align 4
  %824 = zext i32 %823 to i64
  %key1_step5.us = add i64 %key1_step.us, %824
  %825 = lshr i64 %key1_step5.us, 32
  %826 = and i64 %index.us, 4294967295
  %827 = mul nuw i64 %826, 3528531795
  %828 = mul nuw i64 %825, 3449720151
  %829 = lshr i64 %828, 32
  %830 = xor i64 %key0, %829
  %831 = xor i64 %830, %key1_step5.us
  %832 = xor i64 %index.us, %key0
  %833 = xor i64 %832, %827
  %834 = lshr i64 %833, 32
  %835 = and i64 %831, 4294967295
  %836 = mul nuw i64 %835, 3528531795
  %837 = mul nuw i64 %834, 3449720151
  %838 = lshr i64 %836, 32
  %839 = lshr i64 %837, 32
  %840 = xor i64 %25, %839
  %841 = xor i64 %840, %828
  %842 = xor i64 %26, %838
  %843 = xor i64 %842, %827
  %844 = and i64 %841, 4294967295
  %845 = mul nuw i64 %844, 3528531795
  %846 = and i64 %843, 4294967295
  %847 = mul nuw i64 %846, 3449720151
  %848 = lshr i64 %845, 32
  %849 = lshr i64 %847, 32
  %850 = xor i64 %27, %849
  %851 = xor i64 %850, %837
  %852 = xor i64 %28, %848
  %853 = xor i64 %852, %836
  %854 = and i64 %851, 4294967295
  %855 = mul nuw i64 %854, 3528531795
  %856 = and i64 %853, 4294967295
  %857 = mul nuw i64 %856, 3449720151
  %858 = lshr i64 %855, 32
  %859 = lshr i64 %857, 32
  %860 = xor i64 %29, %859
  %861 = xor i64 %860, %847
  %862 = xor i64 %30, %858
  %863 = xor i64 %862, %845
  %864 = and i64 %861, 4294967295
  %865 = mul nuw i64 %864, 3528531795
  %866 = and i64 %863, 4294967295
  %867 = mul nuw i64 %866, 3449720151
  %868 = lshr i64 %865, 32
  %869 = lshr i64 %867, 32
  %870 = xor i64 %31, %869
  %871 = xor i64 %870, %857
  %872 = xor i64 %32, %868
  %873 = xor i64 %872, %855
  %874 = and i64 %871, 4294967295
  %875 = mul nuw i64 %874, 3528531795
  %876 = and i64 %873, 4294967295
  %877 = mul nuw i64 %876, 3449720151
  %878 = lshr i64 %875, 32
  %879 = lshr i64 %877, 32
  %880 = xor i64 %33, %879
  %881 = xor i64 %880, %867
  %882 = xor i64 %34, %878
  %883 = xor i64 %882, %865
  %884 = and i64 %881, 4294967295
  %885 = mul nuw i64 %884, 3528531795
  %886 = and i64 %883, 4294967295
  %887 = mul nuw i64 %886, 3449720151
  %888 = lshr i64 %885, 32
  %889 = lshr i64 %887, 32
  %890 = xor i64 %35, %889
  %891 = xor i64 %890, %877
  %892 = xor i64 %36, %888
  %893 = xor i64 %892, %875
  %894 = and i64 %891, 4294967295
  %895 = mul nuw i64 %894, 3528531795
  %896 = and i64 %893, 4294967295
  %897 = mul nuw i64 %896, 3449720151
  %898 = lshr i64 %895, 32
  %899 = lshr i64 %897, 32
  %900 = xor i64 %37, %899
  %901 = xor i64 %900, %887
  %902 = xor i64 %38, %898
  %903 = xor i64 %902, %885
  %904 = and i64 %901, 4294967295
  %905 = mul nuw i64 %904, 3528531795
  %906 = lshr i64 %905, 32
  %907 = trunc i64 %903 to i32
  %908 = mul i32 %907, -845247145
  %909 = xor i64 %39, %906
  %910 = xor i64 %909, %895
  %911 = and i64 %910, 4294967295
  %912 = mul nuw i64 %911, 3449720151
  %913 = lshr i64 %912, 32
  %914 = trunc nuw i64 %913 to i32
  %915 = trunc i64 %912 to i32
  %916 = xor i32 %908, %914
  %917 = xor i32 %916, %40
  %918 = getelementptr inbounds float, ptr %small_noise, i64 %philox32.us
  store i32 %917, ptr %918, align 4
  %919 = getelementptr inbounds float, ptr %small_staging, i64 %philox32.us
  store i32 %915, ptr %919, align 4
  %920 = add nuw i64 %philox32.us, 1
  %921 = icmp ult i64 %920, %chunk_units.us
  br i1 %921, label %philox.body.us, label %noise.body.us.preheader, !llvm.loop !24

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block152
  %min.iters.check92 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check92, label %noise.body.us.preheader249, label %vector.ph93

vector.ph93:                                      ; preds = %noise.body.us.preheader
  %n.vec95 = and i64 %chunk_units.us, 32760
  br label %vector.body96

vector.body96:                                    ; preds = %vector.body96, %vector.ph93
  %index97 = phi i64 [ 0, %vector.ph93 ], [ %index.next100, %vector.body96 ]
  %922 = getelementptr inbounds float, ptr %small_noise, i64 %index97
  %wide.load98 = load <8 x i32>, ptr %922, align 4
  %923 = getelementptr inbounds float, ptr %small_staging, i64 %index97
  %wide.load99 = load <8 x i32>, ptr %923, align 4
  %924 = uitofp <8 x i32> %wide.load98 to <8 x double>
  %925 = fadd <8 x double> %924, splat (double 5.000000e-01)
  %926 = fmul <8 x double> %925, splat (double 0x3DF0000000000000)
  %927 = uitofp <8 x i32> %wide.load99 to <8 x double>
  %928 = fadd <8 x double> %927, splat (double 5.000000e-01)
  %929 = fmul <8 x double> %928, splat (double 0x3DF0000000000000)
  %930 = bitcast <8 x double> %926 to <8 x i64>
  %931 = lshr <8 x i64> %930, splat (i64 32)
  %932 = add nuw nsw <8 x i64> %931, splat (i64 614242)
  %933 = lshr <8 x i64> %932, splat (i64 20)
  %934 = add nsw <8 x i64> %933, splat (i64 -1023)
  %935 = shl nuw <8 x i64> %932, splat (i64 32)
  %936 = and <8 x i64> %935, splat (i64 4503595332403200)
  %937 = add nuw nsw <8 x i64> %936, splat (i64 4604544269498187776)
  %938 = and <8 x i64> %930, splat (i64 4294967295)
  %939 = or disjoint <8 x i64> %937, %938
  %940 = bitcast <8 x i64> %939 to <8 x double>
  %941 = fadd <8 x double> %940, splat (double -1.000000e+00)
  %942 = fmul <8 x double> %941, splat (double 5.000000e-01)
  %943 = fmul <8 x double> %941, %942
  %944 = fadd <8 x double> %941, splat (double 2.000000e+00)
  %945 = fdiv <8 x double> %941, %944
  %946 = fmul <8 x double> %945, %945
  %947 = fmul <8 x double> %946, %946
  %948 = fmul <8 x double> %947, splat (double 0x3FC39A09D078C69F)
  %949 = fadd <8 x double> %948, splat (double 0x3FCC71C51D8E78AF)
  %950 = fmul <8 x double> %947, %949
  %951 = fadd <8 x double> %950, splat (double 0x3FD999999997FA04)
  %952 = fmul <8 x double> %947, %951
  %953 = fmul <8 x double> %947, splat (double 0x3FC2F112DF3E5244)
  %954 = fadd <8 x double> %953, splat (double 0x3FC7466496CB03DE)
  %955 = fmul <8 x double> %947, %954
  %956 = fadd <8 x double> %955, splat (double 0x3FD2492494229359)
  %957 = fmul <8 x double> %947, %956
  %958 = fadd <8 x double> %957, splat (double 0x3FE5555555555593)
  %959 = fmul <8 x double> %946, %958
  %960 = fadd <8 x double> %952, %959
  %961 = sitofp <8 x i64> %934 to <8 x double>
  %962 = fadd <8 x double> %943, %960
  %963 = fmul <8 x double> %945, %962
  %964 = fmul <8 x double> %961, splat (double 0x3DEA39EF35793C76)
  %965 = fadd <8 x double> %964, %963
  %966 = fsub <8 x double> %965, %943
  %967 = fadd <8 x double> %941, %966
  %968 = fmul <8 x double> %961, splat (double 0x3FE62E42FEE00000)
  %969 = fadd <8 x double> %968, %967
  %970 = fmul <8 x double> %969, splat (double -2.000000e+00)
  %971 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %970)
  %972 = fmul <8 x double> %929, splat (double 0x401921FB54442D18)
  %973 = fmul <8 x double> %972, splat (double 0x3FE45F306DC9C883)
  %974 = fadd <8 x double> %973, splat (double 0x4338000000000000)
  %975 = bitcast <8 x double> %974 to <8 x i64>
  %976 = fadd <8 x double> %974, splat (double 0xC338000000000000)
  %977 = fmul <8 x double> %976, splat (double 0x3FF921FB54400000)
  %978 = fsub <8 x double> %972, %977
  %979 = fmul <8 x double> %976, splat (double 0x3DD0B4611A626331)
  %980 = fmul <8 x double> %976, splat (double 0x3DD0B4611A600000)
  %981 = fsub <8 x double> %978, %980
  %982 = fmul <8 x double> %976, splat (double 0x3BA3198A2E037073)
  %983 = fsub <8 x double> %978, %981
  %984 = fsub <8 x double> %983, %980
  %985 = fsub <8 x double> %982, %984
  %986 = fsub <8 x double> %978, %979
  %987 = bitcast <8 x double> %972 to <8 x i64>
  %988 = lshr <8 x i64> %987, splat (i64 52)
  %989 = and <8 x i64> %988, splat (i64 2047)
  %990 = bitcast <8 x double> %986 to <8 x i64>
  %991 = lshr <8 x i64> %990, splat (i64 52)
  %992 = and <8 x i64> %991, splat (i64 2047)
  %993 = add nuw nsw <8 x i64> %992, splat (i64 16)
  %994 = icmp samesign ult <8 x i64> %993, %989
  %995 = select <8 x i1> %994, <8 x double> %981, <8 x double> %978
  %996 = select <8 x i1> %994, <8 x double> %985, <8 x double> %979
  %997 = fsub <8 x double> %995, %996
  %998 = fsub <8 x double> %995, %997
  %999 = fsub <8 x double> %998, %996
  %1000 = fmul <8 x double> %997, %997
  %1001 = fmul <8 x double> %1000, %1000
  %1002 = fmul <8 x double> %1000, splat (double 0x3EFA01A019CB1590)
  %1003 = fadd <8 x double> %1002, splat (double 0xBF56C16C16C15177)
  %1004 = fmul <8 x double> %1000, %1003
  %1005 = fadd <8 x double> %1004, splat (double 0x3FA555555555554C)
  %1006 = fmul <8 x double> %1000, %1005
  %1007 = fmul <8 x double> %1000, splat (double 0x3DA8FAE9BE8838D4)
  %1008 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %1007
  %1009 = fmul <8 x double> %1000, %1008
  %1010 = fadd <8 x double> %1009, splat (double 0xBE927E4F809C52AD)
  %1011 = fmul <8 x double> %1001, %1001
  %1012 = fmul <8 x double> %1011, %1010
  %1013 = fadd <8 x double> %1006, %1012
  %1014 = fmul <8 x double> %1000, splat (double 5.000000e-01)
  %1015 = fsub <8 x double> splat (double 1.000000e+00), %1014
  %1016 = fsub <8 x double> splat (double 1.000000e+00), %1015
  %1017 = fsub <8 x double> %1016, %1014
  %1018 = fmul <8 x double> %1000, %1013
  %1019 = fmul <8 x double> %997, %999
  %1020 = fsub <8 x double> %1018, %1019
  %1021 = fadd <8 x double> %1017, %1020
  %1022 = fadd <8 x double> %1015, %1021
  %1023 = fmul <8 x double> %1000, splat (double 0x3EC71DE357B1FE7D)
  %1024 = fadd <8 x double> %1023, splat (double 0xBF2A01A019C161D5)
  %1025 = fmul <8 x double> %1000, %1024
  %1026 = fadd <8 x double> %1025, splat (double 0x3F8111111110F8A6)
  %1027 = fmul <8 x double> %1000, splat (double 0x3DE5D93A5ACFD57C)
  %1028 = fadd <8 x double> %1027, splat (double 0xBE5AE5E68A2B9CEB)
  %1029 = fmul <8 x double> %1000, %1001
  %1030 = fmul <8 x double> %1029, %1028
  %1031 = fadd <8 x double> %1030, %1026
  %1032 = fmul <8 x double> %997, %1000
  %1033 = fmul <8 x double> %999, splat (double 5.000000e-01)
  %1034 = fmul <8 x double> %1032, %1031
  %1035 = fsub <8 x double> %1033, %1034
  %1036 = fmul <8 x double> %1000, %1035
  %1037 = fsub <8 x double> %1036, %999
  %1038 = fmul <8 x double> %1032, splat (double 0x3FC5555555555549)
  %1039 = fadd <8 x double> %1037, %1038
  %1040 = fsub <8 x double> %997, %1039
  %1041 = fneg <8 x double> %1022
  %1042 = fneg <8 x double> %1040
  %1043 = and <8 x i64> %975, splat (i64 1)
  %1044 = and <8 x i64> %975, splat (i64 2)
  %1045 = icmp eq <8 x i64> %1043, zeroinitializer
  %1046 = icmp eq <8 x i64> %1044, zeroinitializer
  %1047 = select <8 x i1> %1046, <8 x double> %1022, <8 x double> %1041
  %1048 = select <8 x i1> %1046, <8 x double> %1042, <8 x double> %1040
  %1049 = select <8 x i1> %1045, <8 x double> %1047, <8 x double> %1048
  %1050 = fmul <8 x double> %971, %1049
  %1051 = fptrunc <8 x double> %1050 to <8 x float>
  store <8 x float> %1051, ptr %922, align 4
  %index.next100 = add nuw i64 %index97, 8
  %1052 = icmp eq i64 %index.next100, %n.vec95
  br i1 %1052, label %middle.block101, label %vector.body96, !llvm.loop !25

middle.block101:                                  ; preds = %vector.body96
  %cmp.n102 = icmp eq i64 %chunk_units.us, %n.vec95
  br i1 %cmp.n102, label %draw.done.us, label %noise.body.us.preheader249

noise.body.us.preheader249:                       ; preds = %noise.body.us.preheader, %middle.block101
  %noise33.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec95, %middle.block101 ]
  br label %noise.body.us

noise.done.loopexit27.us:                         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block, %draw.done.us
  %t_next.us43 = fmul float %anneal_ratio, %temperature1.036.us42
  %1053 = add nuw i64 %step337.us41, 1
  %exitcond63.not = icmp eq i64 %1053, %steps
  br i1 %exitcond63.not, label %step.header.step.exit_crit_edge.split.us44, label %step.body.us40

philox.header6.preheader.us:                      ; preds = %step.body.us40
  %1054 = lshr i64 %key1_step.us, 32
  %1055 = mul nuw i64 %1054, 3449720151
  %1056 = lshr i64 %1055, 32
  %1057 = xor i64 %key0, %1056
  %1058 = xor i64 %1057, %key1_step.us
  %1059 = and i64 %1058, 4294967295
  %1060 = mul nuw i64 %1059, 3528531795
  %1061 = lshr i64 %1060, 32
  %1062 = xor i64 %1061, %26
  %broadcast.splatinsert174 = insertelement <8 x i64> poison, i64 %1062, i64 0
  %broadcast.splat175 = shufflevector <8 x i64> %broadcast.splatinsert174, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %25, %1055
  %.scalar245 = and i64 %.scalar, 4294967295
  %1063 = insertelement <8 x i64> poison, i64 %.scalar245, i64 0
  %.masked = shufflevector <8 x i64> %1063, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar246 = xor i64 %28, %1060
  %.scalar247 = and i64 %.scalar246, 4294967295
  %1064 = insertelement <8 x i64> poison, i64 %.scalar247, i64 0
  %.masked240 = shufflevector <8 x i64> %1064, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body210

vector.body210:                                   ; preds = %vector.body210, %philox.header6.preheader.us
  %index211 = phi i64 [ 0, %philox.header6.preheader.us ], [ %index.next212, %vector.body210 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %philox.header6.preheader.us ], [ %vec.ind.next, %vector.body210 ]
  %1065 = add <8 x i64> %vec.ind, %broadcast.splat177
  %1066 = and <8 x i64> %1065, splat (i64 4294967295)
  %1067 = mul nuw <8 x i64> %1066, splat (i64 3528531795)
  %1068 = xor <8 x i64> %1065, %broadcast.splat179
  %1069 = xor <8 x i64> %1068, %1067
  %1070 = lshr <8 x i64> %1069, splat (i64 32)
  %1071 = mul nuw <8 x i64> %1070, splat (i64 3449720151)
  %1072 = lshr <8 x i64> %1071, splat (i64 32)
  %1073 = xor <8 x i64> %broadcast.splat175, %1067
  %1074 = xor <8 x i64> %.masked, %1072
  %1075 = mul nuw <8 x i64> %1074, splat (i64 3528531795)
  %1076 = and <8 x i64> %1073, splat (i64 4294967295)
  %1077 = mul nuw <8 x i64> %1076, splat (i64 3449720151)
  %1078 = lshr <8 x i64> %1075, splat (i64 32)
  %1079 = lshr <8 x i64> %1077, splat (i64 32)
  %1080 = xor <8 x i64> %1079, %broadcast.splat183
  %1081 = xor <8 x i64> %1080, %1071
  %1082 = and <8 x i64> %1081, splat (i64 4294967295)
  %1083 = mul nuw <8 x i64> %1082, splat (i64 3528531795)
  %1084 = xor <8 x i64> %.masked240, %1078
  %1085 = mul nuw <8 x i64> %1084, splat (i64 3449720151)
  %1086 = lshr <8 x i64> %1083, splat (i64 32)
  %1087 = lshr <8 x i64> %1085, splat (i64 32)
  %1088 = xor <8 x i64> %broadcast.splat187, %1087
  %1089 = xor <8 x i64> %1088, %1077
  %1090 = xor <8 x i64> %1086, %broadcast.splat189
  %1091 = xor <8 x i64> %1090, %1075
  %1092 = and <8 x i64> %1089, splat (i64 4294967295)
  %1093 = mul nuw <8 x i64> %1092, splat (i64 3528531795)
  %1094 = and <8 x i64> %1091, splat (i64 4294967295)
  %1095 = mul nuw <8 x i64> %1094, splat (i64 3449720151)
  %1096 = lshr <8 x i64> %1093, splat (i64 32)
  %1097 = lshr <8 x i64> %1095, splat (i64 32)
  %1098 = xor <8 x i64> %1097, %broadcast.splat191
  %1099 = xor <8 x i64> %1098, %1085
  %1100 = xor <8 x i64> %broadcast.splat193, %1096
  %1101 = xor <8 x i64> %1100, %1083
  %1102 = and <8 x i64> %1099, splat (i64 4294967295)
  %1103 = mul nuw <8 x i64> %1102, splat (i64 3528531795)
  %1104 = and <8 x i64> %1101, splat (i64 4294967295)
  %1105 = mul nuw <8 x i64> %1104, splat (i64 3449720151)
  %1106 = lshr <8 x i64> %1103, splat (i64 32)
  %1107 = lshr <8 x i64> %1105, splat (i64 32)
  %1108 = xor <8 x i64> %broadcast.splat195, %1107
  %1109 = xor <8 x i64> %1108, %1095
  %1110 = xor <8 x i64> %1106, %broadcast.splat197
  %1111 = xor <8 x i64> %1110, %1093
  %1112 = and <8 x i64> %1109, splat (i64 4294967295)
  %1113 = mul nuw <8 x i64> %1112, splat (i64 3528531795)
  %1114 = and <8 x i64> %1111, splat (i64 4294967295)
  %1115 = mul nuw <8 x i64> %1114, splat (i64 3449720151)
  %1116 = lshr <8 x i64> %1113, splat (i64 32)
  %1117 = lshr <8 x i64> %1115, splat (i64 32)
  %1118 = xor <8 x i64> %1117, %broadcast.splat199
  %1119 = xor <8 x i64> %1118, %1105
  %1120 = xor <8 x i64> %broadcast.splat201, %1116
  %1121 = xor <8 x i64> %1120, %1103
  %1122 = and <8 x i64> %1119, splat (i64 4294967295)
  %1123 = mul nuw <8 x i64> %1122, splat (i64 3528531795)
  %1124 = and <8 x i64> %1121, splat (i64 4294967295)
  %1125 = mul nuw <8 x i64> %1124, splat (i64 3449720151)
  %1126 = lshr <8 x i64> %1123, splat (i64 32)
  %1127 = lshr <8 x i64> %1125, splat (i64 32)
  %1128 = xor <8 x i64> %broadcast.splat203, %1127
  %1129 = xor <8 x i64> %1128, %1115
  %1130 = xor <8 x i64> %1126, %broadcast.splat205
  %1131 = xor <8 x i64> %1130, %1113
  %1132 = and <8 x i64> %1129, splat (i64 4294967295)
  %1133 = mul nuw <8 x i64> %1132, splat (i64 3528531795)
  %1134 = lshr <8 x i64> %1133, splat (i64 32)
  %1135 = trunc <8 x i64> %1131 to <8 x i32>
  %1136 = mul <8 x i32> %1135, splat (i32 -845247145)
  %1137 = xor <8 x i64> %broadcast.splat207, %1134
  %1138 = xor <8 x i64> %1137, %1123
  %1139 = and <8 x i64> %1138, splat (i64 4294967295)
  %1140 = mul nuw <8 x i64> %1139, splat (i64 3449720151)
  %1141 = lshr <8 x i64> %1140, splat (i64 32)
  %1142 = trunc nuw <8 x i64> %1141 to <8 x i32>
  %1143 = trunc <8 x i64> %1140 to <8 x i32>
  %1144 = xor <8 x i32> %1136, %1142
  %1145 = xor <8 x i32> %1144, %broadcast.splat209
  %1146 = getelementptr inbounds float, ptr %22, i64 %index211
  store <8 x i32> %1145, ptr %1146, align 4
  %1147 = getelementptr inbounds float, ptr %scratch, i64 %index211
  store <8 x i32> %1143, ptr %1147, align 4
  %index.next212 = add nuw i64 %index211, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %1148 = icmp eq i64 %index.next212, %n.vec169
  br i1 %1148, label %middle.block213, label %vector.body210, !llvm.loop !26

middle.block213:                                  ; preds = %vector.body210
  br i1 %cmp.n214, label %vector.ph156, label %philox.body7.us.preheader

philox.body7.us.preheader:                        ; preds = %middle.block213
  %invariant.op = xor i64 %1055, %25
  %invariant.op258 = xor i64 %1060, %28
  br label %philox.body7.us

step.header.step.exit_crit_edge.split.us44:       ; preds = %noise.done.loopexit27.us
  %1149 = add nuw i64 %row39.us, 1
  %exitcond64.not = icmp eq i64 %1149, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond64.not, label %row.exit, label %row.body.us

small_table.body:                                 ; preds = %small_table.body, %small_table.body.preheader.new
  %small_table29 = phi i64 [ 0, %small_table.body.preheader.new ], [ %1159, %small_table.body ]
  %niter = phi i64 [ 0, %small_table.body.preheader.new ], [ %niter.next.1, %small_table.body ]
  %unit.lhs.trunc = trunc i64 %small_table29 to i16
  %unit74 = urem i16 %unit.lhs.trunc, %unit.rhs.trunc
  %step.lhs.trunc = trunc i64 %small_table29 to i16
  %step75 = udiv i16 %step.lhs.trunc, %step.rhs.trunc
  %1150 = zext nneg i16 %unit74 to i32
  %1151 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table29
  store i32 %1150, ptr %1151, align 4
  %1152 = zext i16 %step75 to i32
  %1153 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table29
  store i32 %1152, ptr %1153, align 4
  %1154 = or disjoint i64 %small_table29, 1
  %unit.lhs.trunc.1 = trunc i64 %1154 to i16
  %unit74.1 = urem i16 %unit.lhs.trunc.1, %unit.rhs.trunc
  %step.lhs.trunc.1 = trunc i64 %1154 to i16
  %step75.1 = udiv i16 %step.lhs.trunc.1, %step.rhs.trunc
  %1155 = zext nneg i16 %unit74.1 to i32
  %1156 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %1154
  store i32 %1155, ptr %1156, align 4
  %1157 = zext i16 %step75.1 to i32
  %1158 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %1154
  store i32 %1157, ptr %1158, align 4
  %1159 = add nuw nsw i64 %small_table29, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1.not = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1.not, label %small_tables.done.loopexit.unr-lcssa, label %small_table.body

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.split.us44, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, %row.body.lr.ph.split.us.split.us, %row.body.lr.ph, %small_tables.done
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fabs.v8f32(<8 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2, !"LVerDomain"}
!3 = !{!4}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.isvectorized", i32 1}
!7 = !{!"llvm.loop.unroll.runtime.disable"}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !7, !6}
!10 = distinct !{!10, !7, !6}
!11 = distinct !{!11, !6, !7}
!12 = distinct !{!12, !6, !7}
!13 = !{!14}
!14 = distinct !{!14, !15}
!15 = distinct !{!15, !"LVerDomain"}
!16 = !{!17, !18}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = !{!17}
!20 = !{!18}
!21 = distinct !{!21, !6, !7}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !7, !6}
!24 = distinct !{!24, !7, !6}
!25 = distinct !{!25, !6, !7}
!26 = distinct !{!26, !6, !7}
