; ModuleID = 'double_well'
source_filename = "double_well.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_double_well_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
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
  %small_table29.epil.init = phi i64 [ 0, %small_table.body.preheader ], [ %1204, %small_tables.done.loopexit.unr-lcssa ]
  %lcmp.mod269 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod269)
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
  %xtraiter270 = and i64 %n_features, 1
  %lcmp.mod271.not = icmp eq i64 %xtraiter270, 0
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
  %min.iters.check226 = icmp ult i64 %n_features, 4
  %min.iters.check228 = icmp ult i64 %n_features, 32
  %n.mod.vf230 = and i64 %n_features, 28
  %n.vec231 = and i64 %n_features, -32
  %broadcast.splatinsert232 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat233 = shufflevector <8 x float> %broadcast.splatinsert232, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n246 = icmp eq i64 %n_features, %n.vec231
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf230, 0
  %n.vec248 = and i64 %n_features, -4
  %broadcast.splatinsert249 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat250 = shufflevector <4 x float> %broadcast.splatinsert249, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n255 = icmp eq i64 %n_features, %n.vec248
  %xtraiter272 = and i64 %n_features, 1
  %lcmp.mod273.not = icmp eq i64 %xtraiter272, 0
  br label %row.body.us.us.us

row.body.us.us.us:                                ; preds = %row.body.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us
  %indvar216 = phi i64 [ 0, %row.body.us.us.us.preheader ], [ %indvar.next217, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %row39.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.preheader ], [ %191, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
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
  br label %iter.check

iter.check:                                       ; preds = %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, %row.body.us.us.us
  %step337.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us ], [ %190, %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us ]
  %brmerge = select i1 %min.iters.check226, i1 true, i1 %found.conflict224
  br i1 %brmerge, label %feature.body20.us.us.us.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check228, label %vec.epilog.ph, label %vector.body234

vector.body234:                                   ; preds = %vector.main.loop.iter.check, %vector.body234
  %index235 = phi i64 [ %index.next244, %vector.body234 ], [ 0, %vector.main.loop.iter.check ]
  %58 = getelementptr inbounds float, ptr %56, i64 %index235
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 32
  %60 = getelementptr inbounds nuw i8, ptr %58, i64 64
  %61 = getelementptr inbounds nuw i8, ptr %58, i64 96
  %wide.load236 = load <8 x float>, ptr %58, align 4, !alias.scope !0, !noalias !3
  %wide.load237 = load <8 x float>, ptr %59, align 4, !alias.scope !0, !noalias !3
  %wide.load238 = load <8 x float>, ptr %60, align 4, !alias.scope !0, !noalias !3
  %wide.load239 = load <8 x float>, ptr %61, align 4, !alias.scope !0, !noalias !3
  %62 = getelementptr inbounds float, ptr %57, i64 %index235
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 32
  %64 = getelementptr inbounds nuw i8, ptr %62, i64 64
  %65 = getelementptr inbounds nuw i8, ptr %62, i64 96
  %wide.load240 = load <8 x float>, ptr %62, align 4, !alias.scope !3
  %wide.load241 = load <8 x float>, ptr %63, align 4, !alias.scope !3
  %wide.load242 = load <8 x float>, ptr %64, align 4, !alias.scope !3
  %wide.load243 = load <8 x float>, ptr %65, align 4, !alias.scope !3
  %66 = fsub <8 x float> %wide.load236, %wide.load240
  %67 = fsub <8 x float> %wide.load237, %wide.load241
  %68 = fsub <8 x float> %wide.load238, %wide.load242
  %69 = fsub <8 x float> %wide.load239, %wide.load243
  %70 = fmul <8 x float> %66, splat (float 2.000000e+00)
  %71 = fmul <8 x float> %67, splat (float 2.000000e+00)
  %72 = fmul <8 x float> %68, splat (float 2.000000e+00)
  %73 = fmul <8 x float> %69, splat (float 2.000000e+00)
  %74 = fmul <8 x float> %70, splat (float 5.000000e-01)
  %75 = fmul <8 x float> %71, splat (float 5.000000e-01)
  %76 = fmul <8 x float> %72, splat (float 5.000000e-01)
  %77 = fmul <8 x float> %73, splat (float 5.000000e-01)
  %78 = fmul <8 x float> %wide.load236, splat (float 2.000000e+00)
  %79 = fmul <8 x float> %wide.load237, splat (float 2.000000e+00)
  %80 = fmul <8 x float> %wide.load238, splat (float 2.000000e+00)
  %81 = fmul <8 x float> %wide.load239, splat (float 2.000000e+00)
  %82 = fmul <8 x float> %78, splat (float 5.000000e-01)
  %83 = fmul <8 x float> %79, splat (float 5.000000e-01)
  %84 = fmul <8 x float> %80, splat (float 5.000000e-01)
  %85 = fmul <8 x float> %81, splat (float 5.000000e-01)
  %86 = fsub <8 x float> %74, %82
  %87 = fsub <8 x float> %75, %83
  %88 = fsub <8 x float> %76, %84
  %89 = fsub <8 x float> %77, %85
  %90 = fmul <8 x float> %wide.load236, %wide.load236
  %91 = fmul <8 x float> %wide.load237, %wide.load237
  %92 = fmul <8 x float> %wide.load238, %wide.load238
  %93 = fmul <8 x float> %wide.load239, %wide.load239
  %94 = fmul <8 x float> %wide.load236, %90
  %95 = fmul <8 x float> %wide.load237, %91
  %96 = fmul <8 x float> %wide.load238, %92
  %97 = fmul <8 x float> %wide.load239, %93
  %98 = fmul <8 x float> %94, splat (float 4.000000e+00)
  %99 = fmul <8 x float> %95, splat (float 4.000000e+00)
  %100 = fmul <8 x float> %96, splat (float 4.000000e+00)
  %101 = fmul <8 x float> %97, splat (float 4.000000e+00)
  %102 = fmul <8 x float> %98, splat (float 2.500000e-01)
  %103 = fmul <8 x float> %99, splat (float 2.500000e-01)
  %104 = fmul <8 x float> %100, splat (float 2.500000e-01)
  %105 = fmul <8 x float> %101, splat (float 2.500000e-01)
  %106 = fadd <8 x float> %102, %86
  %107 = fadd <8 x float> %103, %87
  %108 = fadd <8 x float> %104, %88
  %109 = fadd <8 x float> %105, %89
  %110 = fmul <8 x float> %broadcast.splat233, %106
  %111 = fmul <8 x float> %broadcast.splat233, %107
  %112 = fmul <8 x float> %broadcast.splat233, %108
  %113 = fmul <8 x float> %broadcast.splat233, %109
  %114 = fsub <8 x float> %wide.load236, %110
  %115 = fsub <8 x float> %wide.load237, %111
  %116 = fsub <8 x float> %wide.load238, %112
  %117 = fsub <8 x float> %wide.load239, %113
  store <8 x float> %114, ptr %58, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %115, ptr %59, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %116, ptr %60, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %117, ptr %61, align 4, !alias.scope !0, !noalias !3
  %index.next244 = add nuw i64 %index235, 32
  %118 = icmp eq i64 %index.next244, %n.vec231
  br i1 %118, label %middle.block245, label %vector.body234, !llvm.loop !5

middle.block245:                                  ; preds = %vector.body234
  br i1 %cmp.n246, label %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block245
  br i1 %min.epilog.iters.check, label %feature.body20.us.us.us.us.us.preheader, label %vec.epilog.ph, !prof !8

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec231, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index251 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next254, %vec.epilog.vector.body ]
  %119 = getelementptr inbounds float, ptr %56, i64 %index251
  %wide.load252 = load <4 x float>, ptr %119, align 4, !alias.scope !0, !noalias !3
  %120 = getelementptr inbounds float, ptr %57, i64 %index251
  %wide.load253 = load <4 x float>, ptr %120, align 4, !alias.scope !3
  %121 = fsub <4 x float> %wide.load252, %wide.load253
  %122 = fmul <4 x float> %121, splat (float 2.000000e+00)
  %123 = fmul <4 x float> %122, splat (float 5.000000e-01)
  %124 = fmul <4 x float> %wide.load252, splat (float 2.000000e+00)
  %125 = fmul <4 x float> %124, splat (float 5.000000e-01)
  %126 = fsub <4 x float> %123, %125
  %127 = fmul <4 x float> %wide.load252, %wide.load252
  %128 = fmul <4 x float> %wide.load252, %127
  %129 = fmul <4 x float> %128, splat (float 4.000000e+00)
  %130 = fmul <4 x float> %129, splat (float 2.500000e-01)
  %131 = fadd <4 x float> %130, %126
  %132 = fmul <4 x float> %broadcast.splat250, %131
  %133 = fsub <4 x float> %wide.load252, %132
  store <4 x float> %133, ptr %119, align 4, !alias.scope !0, !noalias !3
  %index.next254 = add nuw i64 %index251, 4
  %134 = icmp eq i64 %index.next254, %n.vec248
  br i1 %134, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !9

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n255, label %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body20.us.us.us.us.us.preheader

feature.body20.us.us.us.us.us.preheader:          ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature2235.us.us.us.us.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec248, %vec.epilog.middle.block ], [ %n.vec231, %vec.epilog.iter.check ]
  %.neg274 = or disjoint i64 %feature2235.us.us.us.us.us.ph, 1
  br i1 %lcmp.mod273.not, label %feature.body20.us.us.us.us.us.prol.loopexit, label %feature.body20.us.us.us.us.us.prol

feature.body20.us.us.us.us.us.prol:               ; preds = %feature.body20.us.us.us.us.us.preheader
  %135 = getelementptr inbounds float, ptr %56, i64 %feature2235.us.us.us.us.us.ph
  %136 = load float, ptr %135, align 4
  %137 = getelementptr inbounds float, ptr %57, i64 %feature2235.us.us.us.us.us.ph
  %138 = load float, ptr %137, align 4
  %139 = fsub float %136, %138
  %140 = fmul float %139, 2.000000e+00
  %141 = fmul float %140, 5.000000e-01
  %142 = fmul float %136, 2.000000e+00
  %143 = fmul float %142, 5.000000e-01
  %144 = fsub float %141, %143
  %145 = fmul float %136, %136
  %146 = fmul float %136, %145
  %147 = fmul float %146, 4.000000e+00
  %148 = fmul float %147, 2.500000e-01
  %149 = fadd float %148, %144
  %150 = fmul float %eta, %149
  %151 = fsub float %136, %150
  store float %151, ptr %135, align 4
  %152 = or disjoint i64 %feature2235.us.us.us.us.us.ph, 1
  br label %feature.body20.us.us.us.us.us.prol.loopexit

feature.body20.us.us.us.us.us.prol.loopexit:      ; preds = %feature.body20.us.us.us.us.us.prol, %feature.body20.us.us.us.us.us.preheader
  %feature2235.us.us.us.us.us.unr = phi i64 [ %feature2235.us.us.us.us.us.ph, %feature.body20.us.us.us.us.us.preheader ], [ %152, %feature.body20.us.us.us.us.us.prol ]
  %153 = icmp eq i64 %n_features, %.neg274
  br i1 %153, label %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body20.us.us.us.us.us

feature.body20.us.us.us.us.us:                    ; preds = %feature.body20.us.us.us.us.us.prol.loopexit, %feature.body20.us.us.us.us.us
  %feature2235.us.us.us.us.us = phi i64 [ %189, %feature.body20.us.us.us.us.us ], [ %feature2235.us.us.us.us.us.unr, %feature.body20.us.us.us.us.us.prol.loopexit ]
  %154 = getelementptr inbounds float, ptr %56, i64 %feature2235.us.us.us.us.us
  %155 = load float, ptr %154, align 4
  %156 = getelementptr inbounds float, ptr %57, i64 %feature2235.us.us.us.us.us
  %157 = load float, ptr %156, align 4
  %158 = fsub float %155, %157
  %159 = fmul float %158, 2.000000e+00
  %160 = fmul float %159, 5.000000e-01
  %161 = fmul float %155, 2.000000e+00
  %162 = fmul float %161, 5.000000e-01
  %163 = fsub float %160, %162
  %164 = fmul float %155, %155
  %165 = fmul float %155, %164
  %166 = fmul float %165, 4.000000e+00
  %167 = fmul float %166, 2.500000e-01
  %168 = fadd float %167, %163
  %169 = fmul float %eta, %168
  %170 = fsub float %155, %169
  store float %170, ptr %154, align 4
  %171 = add nuw i64 %feature2235.us.us.us.us.us, 1
  %172 = getelementptr inbounds float, ptr %56, i64 %171
  %173 = load float, ptr %172, align 4
  %174 = getelementptr inbounds float, ptr %57, i64 %171
  %175 = load float, ptr %174, align 4
  %176 = fsub float %173, %175
  %177 = fmul float %176, 2.000000e+00
  %178 = fmul float %177, 5.000000e-01
  %179 = fmul float %173, 2.000000e+00
  %180 = fmul float %179, 5.000000e-01
  %181 = fsub float %178, %180
  %182 = fmul float %173, %173
  %183 = fmul float %173, %182
  %184 = fmul float %183, 4.000000e+00
  %185 = fmul float %184, 2.500000e-01
  %186 = fadd float %185, %181
  %187 = fmul float %eta, %186
  %188 = fsub float %173, %187
  store float %188, ptr %172, align 4
  %189 = add nuw i64 %feature2235.us.us.us.us.us, 2
  %exitcond65.not.1 = icmp eq i64 %189, %n_features
  br i1 %exitcond65.not.1, label %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body20.us.us.us.us.us, !llvm.loop !10

feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us: ; preds = %feature.body20.us.us.us.us.us.prol.loopexit, %feature.body20.us.us.us.us.us, %vec.epilog.middle.block, %middle.block245
  %190 = add nuw i64 %step337.us.us.us.us.us, 1
  %exitcond66.not = icmp eq i64 %190, %steps
  br i1 %exitcond66.not, label %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, label %iter.check

step.header.step.exit_crit_edge.split.us.split.us.us.us.us: ; preds = %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us
  %191 = add nuw i64 %row39.us.us.us, 1
  %exitcond67.not = icmp eq i64 %191, %row_end
  %indvar.next217 = add i64 %indvar216, 1
  br i1 %exitcond67.not, label %row.exit, label %row.body.us.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.split.us44
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.us44 ]
  %row39.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %1194, %step.header.step.exit_crit_edge.split.us44 ]
  %192 = mul i64 %43, %indvar
  %193 = add i64 %42, %192
  %scevgep = getelementptr i8, ptr %state, i64 %193
  %194 = add i64 %46, %192
  %scevgep80 = getelementptr i8, ptr %state, i64 %194
  %scevgep81 = getelementptr i8, ptr %input_0, i64 %193
  %scevgep82 = getelementptr i8, ptr %input_0, i64 %194
  %row_offset.us = mul i64 %row39.us, %n_features
  %195 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %196 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert176 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat177 = shufflevector <8 x i64> %broadcast.splatinsert176, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert109 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat110 = shufflevector <8 x i64> %broadcast.splatinsert109, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0 = icmp ult ptr %scevgep, %scevgep82
  %bound1 = icmp ult ptr %scevgep81, %scevgep80
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us40

step.body.us40:                                   ; preds = %row.body.us, %noise.done.loopexit27.us
  %step337.us41 = phi i64 [ 0, %row.body.us ], [ %1098, %noise.done.loopexit27.us ]
  %temperature1.036.us42 = phi float [ %temperature, %row.body.us ], [ %t_next.us43, %noise.done.loopexit27.us ]
  %197 = fmul float %two_eta, %temperature1.036.us42
  %198 = fcmp ogt float %197, 0.000000e+00
  %199 = tail call float @llvm.sqrt.f32(float %197)
  %200 = select i1 %198, float %199, float 0.000000e+00
  %noise_scale4.us = select i1 %anneal2.not, float %noise_scale, float %200
  %key1_step.us = add i64 %step337.us41, %key1
  %step_in_chunk.us = urem i64 %step337.us41, %steps_per_chunk.zext
  br i1 %small_rows, label %small_rows.then.us, label %philox.header6.preheader.us

noise.body11.us:                                  ; preds = %middle.block164, %noise.body11.us
  %noise1331.us = phi i64 [ %329, %noise.body11.us ], [ %n.vec158, %middle.block164 ]
  %201 = getelementptr inbounds float, ptr %22, i64 %noise1331.us
  %w014.us = load i32, ptr %201, align 4
  %202 = getelementptr inbounds float, ptr %scratch, i64 %noise1331.us
  %w115.us = load i32, ptr %202, align 4
  %203 = uitofp i32 %w014.us to double
  %204 = fadd double %203, 5.000000e-01
  %205 = fmul double %204, 0x3DF0000000000000
  %206 = uitofp i32 %w115.us to double
  %207 = fadd double %206, 5.000000e-01
  %208 = fmul double %207, 0x3DF0000000000000
  %209 = bitcast double %205 to i64
  %210 = lshr i64 %209, 32
  %211 = add nuw nsw i64 %210, 614242
  %212 = lshr i64 %211, 20
  %213 = add nsw i64 %212, -1023
  %214 = shl nuw i64 %211, 32
  %215 = and i64 %214, 4503595332403200
  %216 = add nuw nsw i64 %215, 4604544269498187776
  %217 = and i64 %209, 4294967295
  %218 = or disjoint i64 %216, %217
  %219 = bitcast i64 %218 to double
  %220 = fadd double %219, -1.000000e+00
  %221 = fmul double %220, 5.000000e-01
  %222 = fmul double %220, %221
  %223 = fadd double %220, 2.000000e+00
  %224 = fdiv double %220, %223
  %225 = fmul double %224, %224
  %226 = fmul double %225, %225
  %227 = fmul double %226, 0x3FC2F112DF3E5244
  %228 = fadd double %227, 0x3FC7466496CB03DE
  %229 = insertelement <2 x double> poison, double %226, i64 0
  %230 = shufflevector <2 x double> %229, <2 x double> poison, <2 x i32> zeroinitializer
  %231 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %228, i64 1
  %232 = fmul <2 x double> %230, %231
  %233 = fadd <2 x double> %232, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %234 = fmul <2 x double> %230, %233
  %235 = fadd <2 x double> %234, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %236 = insertelement <2 x double> %229, double %225, i64 1
  %237 = fmul <2 x double> %236, %235
  %shift = shufflevector <2 x double> %237, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %237, %shift
  %238 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %239 = sitofp i64 %213 to double
  %240 = fadd double %222, %238
  %241 = fmul double %224, %240
  %242 = fmul double %239, 0x3DEA39EF35793C76
  %243 = fadd double %242, %241
  %244 = fsub double %243, %222
  %245 = fadd double %220, %244
  %246 = fmul double %239, 0x3FE62E42FEE00000
  %247 = fadd double %246, %245
  %248 = fmul double %247, -2.000000e+00
  %249 = tail call double @llvm.sqrt.f64(double %248)
  %250 = fmul double %208, 0x401921FB54442D18
  %251 = fmul double %250, 0x3FE45F306DC9C883
  %252 = fadd double %251, 0x4338000000000000
  %253 = bitcast double %252 to i64
  %254 = fadd double %252, 0xC338000000000000
  %255 = fmul double %254, 0x3FF921FB54400000
  %256 = fsub double %250, %255
  %257 = fmul double %254, 0x3DD0B4611A626331
  %258 = fmul double %254, 0x3DD0B4611A600000
  %259 = fsub double %256, %258
  %260 = fmul double %254, 0x3BA3198A2E037073
  %261 = fsub double %256, %259
  %262 = fsub double %261, %258
  %263 = fsub double %260, %262
  %264 = fsub double %256, %257
  %265 = insertelement <2 x double> poison, double %264, i64 0
  %266 = insertelement <2 x double> %265, double %250, i64 1
  %267 = bitcast <2 x double> %266 to <2 x i64>
  %268 = lshr <2 x i64> %267, splat (i64 52)
  %269 = and <2 x i64> %268, splat (i64 2047)
  %270 = extractelement <2 x i64> %269, i64 0
  %271 = add nuw nsw i64 %270, 16
  %272 = extractelement <2 x i64> %269, i64 1
  %273 = icmp samesign ult i64 %271, %272
  %274 = select i1 %273, double %259, double %256
  %275 = select i1 %273, double %263, double %257
  %276 = fsub double %274, %275
  %277 = fsub double %274, %276
  %278 = fsub double %277, %275
  %279 = fmul double %276, %276
  %280 = fmul double %279, %279
  %281 = fmul double %279, 0x3EFA01A019CB1590
  %282 = fadd double %281, 0xBF56C16C16C15177
  %283 = fmul double %279, %282
  %284 = fadd double %283, 0x3FA555555555554C
  %285 = fmul double %279, %284
  %286 = fmul double %279, 0x3DA8FAE9BE8838D4
  %287 = fsub double 0x3E21EE9EBDB4B1C4, %286
  %288 = fmul double %279, %287
  %289 = fadd double %288, 0xBE927E4F809C52AD
  %290 = fmul double %280, %280
  %291 = fmul double %290, %289
  %292 = fadd double %285, %291
  %293 = fmul double %279, 5.000000e-01
  %294 = fsub double 1.000000e+00, %293
  %295 = fsub double 1.000000e+00, %294
  %296 = fsub double %295, %293
  %297 = fmul double %279, %292
  %298 = fmul double %276, %278
  %299 = fsub double %297, %298
  %300 = fadd double %296, %299
  %301 = fadd double %294, %300
  %302 = fmul double %279, 0x3EC71DE357B1FE7D
  %303 = fadd double %302, 0xBF2A01A019C161D5
  %304 = fmul double %279, %303
  %305 = fadd double %304, 0x3F8111111110F8A6
  %306 = fmul double %279, 0x3DE5D93A5ACFD57C
  %307 = fadd double %306, 0xBE5AE5E68A2B9CEB
  %308 = fmul double %279, %280
  %309 = fmul double %308, %307
  %310 = fadd double %309, %305
  %311 = fmul double %276, %279
  %312 = fmul double %278, 5.000000e-01
  %313 = fmul double %311, %310
  %314 = fsub double %312, %313
  %315 = fmul double %279, %314
  %316 = fsub double %315, %278
  %317 = fmul double %311, 0x3FC5555555555549
  %318 = fadd double %316, %317
  %319 = fsub double %276, %318
  %320 = fneg double %301
  %321 = fneg double %319
  %322 = and i64 %253, 1
  %323 = and i64 %253, 2
  %.not.us = icmp eq i64 %322, 0
  %.not23.us = icmp eq i64 %323, 0
  %324 = select i1 %.not23.us, double %301, double %320
  %325 = select i1 %.not23.us, double %321, double %319
  %326 = select i1 %.not.us, double %324, double %325
  %327 = fmul double %249, %326
  %328 = fptrunc double %327 to float
  store float %328, ptr %201, align 4
  %329 = add nuw i64 %noise1331.us, 1
  %exitcond61.not = icmp eq i64 %329, %n_features
  br i1 %exitcond61.not, label %feature.body.us.preheader, label %noise.body11.us, !llvm.loop !11

philox.body7.us:                                  ; preds = %philox.body7.us.preheader, %philox.body7.us
  %philox930.us = phi i64 [ %412, %philox.body7.us ], [ %n.vec169, %philox.body7.us.preheader ]
  %element.us = add i64 %philox930.us, %row_offset.us
  %330 = and i64 %element.us, 4294967295
  %331 = mul nuw i64 %330, 3528531795
  %332 = xor i64 %element.us, %key0
  %333 = xor i64 %332, %331
  %334 = lshr i64 %333, 32
  %335 = mul nuw i64 %334, 3449720151
  %336 = lshr i64 %335, 32
  %.reass.reass = xor i64 %336, %invariant.op
  %337 = xor i64 %1107, %331
  %338 = and i64 %.reass.reass, 4294967295
  %339 = mul nuw i64 %338, 3528531795
  %340 = and i64 %337, 4294967295
  %341 = mul nuw i64 %340, 3449720151
  %342 = lshr i64 %339, 32
  %343 = lshr i64 %341, 32
  %344 = xor i64 %343, %27
  %345 = xor i64 %344, %335
  %.reass78.reass = xor i64 %342, %invariant.op275
  %346 = and i64 %345, 4294967295
  %347 = mul nuw i64 %346, 3528531795
  %348 = and i64 %.reass78.reass, 4294967295
  %349 = mul nuw i64 %348, 3449720151
  %350 = lshr i64 %347, 32
  %351 = lshr i64 %349, 32
  %352 = xor i64 %29, %351
  %353 = xor i64 %352, %341
  %354 = xor i64 %350, %30
  %355 = xor i64 %354, %339
  %356 = and i64 %353, 4294967295
  %357 = mul nuw i64 %356, 3528531795
  %358 = and i64 %355, 4294967295
  %359 = mul nuw i64 %358, 3449720151
  %360 = lshr i64 %357, 32
  %361 = lshr i64 %359, 32
  %362 = xor i64 %361, %31
  %363 = xor i64 %362, %349
  %364 = xor i64 %32, %360
  %365 = xor i64 %364, %347
  %366 = and i64 %363, 4294967295
  %367 = mul nuw i64 %366, 3528531795
  %368 = and i64 %365, 4294967295
  %369 = mul nuw i64 %368, 3449720151
  %370 = lshr i64 %367, 32
  %371 = lshr i64 %369, 32
  %372 = xor i64 %33, %371
  %373 = xor i64 %372, %359
  %374 = xor i64 %370, %34
  %375 = xor i64 %374, %357
  %376 = and i64 %373, 4294967295
  %377 = mul nuw i64 %376, 3528531795
  %378 = and i64 %375, 4294967295
  %379 = mul nuw i64 %378, 3449720151
  %380 = lshr i64 %377, 32
  %381 = lshr i64 %379, 32
  %382 = xor i64 %381, %35
  %383 = xor i64 %382, %369
  %384 = xor i64 %36, %380
  %385 = xor i64 %384, %367
  %386 = and i64 %383, 4294967295
  %387 = mul nuw i64 %386, 3528531795
  %388 = and i64 %385, 4294967295
  %389 = mul nuw i64 %388, 3449720151
  %390 = lshr i64 %387, 32
  %391 = lshr i64 %389, 32
  %392 = xor i64 %37, %391
  %393 = xor i64 %392, %379
  %394 = xor i64 %390, %38
  %395 = xor i64 %394, %377
  %396 = and i64 %393, 4294967295
  %397 = mul nuw i64 %396, 3528531795
  %398 = lshr i64 %397, 32
  %399 = trunc i64 %395 to i32
  %400 = mul i32 %399, -845247145
  %401 = xor i64 %39, %398
  %402 = xor i64 %401, %387
  %403 = and i64 %402, 4294967295
  %404 = mul nuw i64 %403, 3449720151
  %405 = lshr i64 %404, 32
  %406 = trunc nuw i64 %405 to i32
  %407 = trunc i64 %404 to i32
  %408 = xor i32 %400, %406
  %409 = xor i32 %408, %40
  %410 = getelementptr inbounds float, ptr %22, i64 %philox930.us
  store i32 %409, ptr %410, align 4
  %411 = getelementptr inbounds float, ptr %scratch, i64 %philox930.us
  store i32 %407, ptr %411, align 4
  %412 = add nuw i64 %philox930.us, 1
  %exitcond.not = icmp eq i64 %412, %n_features
  br i1 %exitcond.not, label %vector.ph156, label %philox.body7.us, !llvm.loop !12

vector.ph156:                                     ; preds = %philox.body7.us, %middle.block213
  br label %vector.body159

vector.body159:                                   ; preds = %vector.body159, %vector.ph156
  %index160 = phi i64 [ 0, %vector.ph156 ], [ %index.next163, %vector.body159 ]
  %413 = getelementptr inbounds float, ptr %22, i64 %index160
  %wide.load161 = load <8 x i32>, ptr %413, align 4
  %414 = getelementptr inbounds float, ptr %scratch, i64 %index160
  %wide.load162 = load <8 x i32>, ptr %414, align 4
  %415 = uitofp <8 x i32> %wide.load161 to <8 x double>
  %416 = fadd <8 x double> %415, splat (double 5.000000e-01)
  %417 = fmul <8 x double> %416, splat (double 0x3DF0000000000000)
  %418 = uitofp <8 x i32> %wide.load162 to <8 x double>
  %419 = fadd <8 x double> %418, splat (double 5.000000e-01)
  %420 = fmul <8 x double> %419, splat (double 0x3DF0000000000000)
  %421 = bitcast <8 x double> %417 to <8 x i64>
  %422 = lshr <8 x i64> %421, splat (i64 32)
  %423 = add nuw nsw <8 x i64> %422, splat (i64 614242)
  %424 = lshr <8 x i64> %423, splat (i64 20)
  %425 = add nsw <8 x i64> %424, splat (i64 -1023)
  %426 = shl nuw <8 x i64> %423, splat (i64 32)
  %427 = and <8 x i64> %426, splat (i64 4503595332403200)
  %428 = add nuw nsw <8 x i64> %427, splat (i64 4604544269498187776)
  %429 = and <8 x i64> %421, splat (i64 4294967295)
  %430 = or disjoint <8 x i64> %428, %429
  %431 = bitcast <8 x i64> %430 to <8 x double>
  %432 = fadd <8 x double> %431, splat (double -1.000000e+00)
  %433 = fmul <8 x double> %432, splat (double 5.000000e-01)
  %434 = fmul <8 x double> %432, %433
  %435 = fadd <8 x double> %432, splat (double 2.000000e+00)
  %436 = fdiv <8 x double> %432, %435
  %437 = fmul <8 x double> %436, %436
  %438 = fmul <8 x double> %437, %437
  %439 = fmul <8 x double> %438, splat (double 0x3FC39A09D078C69F)
  %440 = fadd <8 x double> %439, splat (double 0x3FCC71C51D8E78AF)
  %441 = fmul <8 x double> %438, %440
  %442 = fadd <8 x double> %441, splat (double 0x3FD999999997FA04)
  %443 = fmul <8 x double> %438, %442
  %444 = fmul <8 x double> %438, splat (double 0x3FC2F112DF3E5244)
  %445 = fadd <8 x double> %444, splat (double 0x3FC7466496CB03DE)
  %446 = fmul <8 x double> %438, %445
  %447 = fadd <8 x double> %446, splat (double 0x3FD2492494229359)
  %448 = fmul <8 x double> %438, %447
  %449 = fadd <8 x double> %448, splat (double 0x3FE5555555555593)
  %450 = fmul <8 x double> %437, %449
  %451 = fadd <8 x double> %443, %450
  %452 = sitofp <8 x i64> %425 to <8 x double>
  %453 = fadd <8 x double> %434, %451
  %454 = fmul <8 x double> %436, %453
  %455 = fmul <8 x double> %452, splat (double 0x3DEA39EF35793C76)
  %456 = fadd <8 x double> %455, %454
  %457 = fsub <8 x double> %456, %434
  %458 = fadd <8 x double> %432, %457
  %459 = fmul <8 x double> %452, splat (double 0x3FE62E42FEE00000)
  %460 = fadd <8 x double> %459, %458
  %461 = fmul <8 x double> %460, splat (double -2.000000e+00)
  %462 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %461)
  %463 = fmul <8 x double> %420, splat (double 0x401921FB54442D18)
  %464 = fmul <8 x double> %463, splat (double 0x3FE45F306DC9C883)
  %465 = fadd <8 x double> %464, splat (double 0x4338000000000000)
  %466 = bitcast <8 x double> %465 to <8 x i64>
  %467 = fadd <8 x double> %465, splat (double 0xC338000000000000)
  %468 = fmul <8 x double> %467, splat (double 0x3FF921FB54400000)
  %469 = fsub <8 x double> %463, %468
  %470 = fmul <8 x double> %467, splat (double 0x3DD0B4611A626331)
  %471 = fmul <8 x double> %467, splat (double 0x3DD0B4611A600000)
  %472 = fsub <8 x double> %469, %471
  %473 = fmul <8 x double> %467, splat (double 0x3BA3198A2E037073)
  %474 = fsub <8 x double> %469, %472
  %475 = fsub <8 x double> %474, %471
  %476 = fsub <8 x double> %473, %475
  %477 = fsub <8 x double> %469, %470
  %478 = bitcast <8 x double> %463 to <8 x i64>
  %479 = lshr <8 x i64> %478, splat (i64 52)
  %480 = and <8 x i64> %479, splat (i64 2047)
  %481 = bitcast <8 x double> %477 to <8 x i64>
  %482 = lshr <8 x i64> %481, splat (i64 52)
  %483 = and <8 x i64> %482, splat (i64 2047)
  %484 = add nuw nsw <8 x i64> %483, splat (i64 16)
  %485 = icmp samesign ult <8 x i64> %484, %480
  %486 = select <8 x i1> %485, <8 x double> %472, <8 x double> %469
  %487 = select <8 x i1> %485, <8 x double> %476, <8 x double> %470
  %488 = fsub <8 x double> %486, %487
  %489 = fsub <8 x double> %486, %488
  %490 = fsub <8 x double> %489, %487
  %491 = fmul <8 x double> %488, %488
  %492 = fmul <8 x double> %491, %491
  %493 = fmul <8 x double> %491, splat (double 0x3EFA01A019CB1590)
  %494 = fadd <8 x double> %493, splat (double 0xBF56C16C16C15177)
  %495 = fmul <8 x double> %491, %494
  %496 = fadd <8 x double> %495, splat (double 0x3FA555555555554C)
  %497 = fmul <8 x double> %491, %496
  %498 = fmul <8 x double> %491, splat (double 0x3DA8FAE9BE8838D4)
  %499 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %498
  %500 = fmul <8 x double> %491, %499
  %501 = fadd <8 x double> %500, splat (double 0xBE927E4F809C52AD)
  %502 = fmul <8 x double> %492, %492
  %503 = fmul <8 x double> %502, %501
  %504 = fadd <8 x double> %497, %503
  %505 = fmul <8 x double> %491, splat (double 5.000000e-01)
  %506 = fsub <8 x double> splat (double 1.000000e+00), %505
  %507 = fsub <8 x double> splat (double 1.000000e+00), %506
  %508 = fsub <8 x double> %507, %505
  %509 = fmul <8 x double> %491, %504
  %510 = fmul <8 x double> %488, %490
  %511 = fsub <8 x double> %509, %510
  %512 = fadd <8 x double> %508, %511
  %513 = fadd <8 x double> %506, %512
  %514 = fmul <8 x double> %491, splat (double 0x3EC71DE357B1FE7D)
  %515 = fadd <8 x double> %514, splat (double 0xBF2A01A019C161D5)
  %516 = fmul <8 x double> %491, %515
  %517 = fadd <8 x double> %516, splat (double 0x3F8111111110F8A6)
  %518 = fmul <8 x double> %491, splat (double 0x3DE5D93A5ACFD57C)
  %519 = fadd <8 x double> %518, splat (double 0xBE5AE5E68A2B9CEB)
  %520 = fmul <8 x double> %491, %492
  %521 = fmul <8 x double> %520, %519
  %522 = fadd <8 x double> %521, %517
  %523 = fmul <8 x double> %488, %491
  %524 = fmul <8 x double> %490, splat (double 5.000000e-01)
  %525 = fmul <8 x double> %523, %522
  %526 = fsub <8 x double> %524, %525
  %527 = fmul <8 x double> %491, %526
  %528 = fsub <8 x double> %527, %490
  %529 = fmul <8 x double> %523, splat (double 0x3FC5555555555549)
  %530 = fadd <8 x double> %528, %529
  %531 = fsub <8 x double> %488, %530
  %532 = fneg <8 x double> %513
  %533 = fneg <8 x double> %531
  %534 = and <8 x i64> %466, splat (i64 1)
  %535 = and <8 x i64> %466, splat (i64 2)
  %536 = icmp eq <8 x i64> %534, zeroinitializer
  %537 = icmp eq <8 x i64> %535, zeroinitializer
  %538 = select <8 x i1> %537, <8 x double> %513, <8 x double> %532
  %539 = select <8 x i1> %537, <8 x double> %533, <8 x double> %531
  %540 = select <8 x i1> %536, <8 x double> %538, <8 x double> %539
  %541 = fmul <8 x double> %462, %540
  %542 = fptrunc <8 x double> %541 to <8 x float>
  store <8 x float> %542, ptr %413, align 4
  %index.next163 = add nuw i64 %index160, 8
  %543 = icmp eq i64 %index.next163, %n.vec158
  br i1 %543, label %middle.block164, label %vector.body159, !llvm.loop !13

middle.block164:                                  ; preds = %vector.body159
  br i1 %cmp.n165, label %feature.body.us.preheader, label %noise.body11.us

small_rows.then.us:                               ; preds = %step.body.us40
  %chunk_starts.us = icmp eq i64 %step_in_chunk.us, 0
  br i1 %chunk_starts.us, label %small_draw.then.us, label %draw.done.us

small_draw.then.us:                               ; preds = %small_rows.then.us
  %steps_left.us = sub i64 %steps, %step337.us41
  %544 = tail call i64 @llvm.umin.i64(i64 %steps_left.us, i64 %steps_per_chunk.zext)
  %chunk_units.us = mul nuw nsw i64 %544, %n_features
  %.not55 = icmp eq i64 %chunk_units.us, 0
  br i1 %.not55, label %draw.done.us, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %small_draw.then.us
  %min.iters.check105 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check105, label %philox.body.us.preheader267, label %vector.ph106

vector.ph106:                                     ; preds = %philox.body.us.preheader
  %n.vec108 = and i64 %chunk_units.us, 32760
  %broadcast.splatinsert111 = insertelement <8 x i64> poison, i64 %key1_step.us, i64 0
  %broadcast.splat112 = shufflevector <8 x i64> %broadcast.splatinsert111, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body147

vector.body147:                                   ; preds = %vector.body147, %vector.ph106
  %index148 = phi i64 [ 0, %vector.ph106 ], [ %index.next151, %vector.body147 ]
  %545 = getelementptr inbounds float, ptr %small_unit_of, i64 %index148
  %wide.load149 = load <8 x i32>, ptr %545, align 4
  %546 = zext <8 x i32> %wide.load149 to <8 x i64>
  %547 = add <8 x i64> %broadcast.splat110, %546
  %548 = getelementptr inbounds float, ptr %small_step_of, i64 %index148
  %wide.load150 = load <8 x i32>, ptr %548, align 4
  %549 = zext <8 x i32> %wide.load150 to <8 x i64>
  %550 = add <8 x i64> %broadcast.splat112, %549
  %551 = lshr <8 x i64> %550, splat (i64 32)
  %552 = and <8 x i64> %547, splat (i64 4294967295)
  %553 = mul nuw <8 x i64> %552, splat (i64 3528531795)
  %554 = mul nuw <8 x i64> %551, splat (i64 3449720151)
  %555 = lshr <8 x i64> %554, splat (i64 32)
  %556 = xor <8 x i64> %broadcast.splat114, %555
  %557 = xor <8 x i64> %556, %550
  %558 = xor <8 x i64> %547, %broadcast.splat114
  %559 = xor <8 x i64> %558, %553
  %560 = lshr <8 x i64> %559, splat (i64 32)
  %561 = and <8 x i64> %557, splat (i64 4294967295)
  %562 = mul nuw <8 x i64> %561, splat (i64 3528531795)
  %563 = mul nuw <8 x i64> %560, splat (i64 3449720151)
  %564 = lshr <8 x i64> %562, splat (i64 32)
  %565 = lshr <8 x i64> %563, splat (i64 32)
  %566 = xor <8 x i64> %broadcast.splat116, %565
  %567 = xor <8 x i64> %566, %554
  %568 = xor <8 x i64> %broadcast.splat118, %564
  %569 = xor <8 x i64> %568, %553
  %570 = and <8 x i64> %567, splat (i64 4294967295)
  %571 = mul nuw <8 x i64> %570, splat (i64 3528531795)
  %572 = and <8 x i64> %569, splat (i64 4294967295)
  %573 = mul nuw <8 x i64> %572, splat (i64 3449720151)
  %574 = lshr <8 x i64> %571, splat (i64 32)
  %575 = lshr <8 x i64> %573, splat (i64 32)
  %576 = xor <8 x i64> %broadcast.splat120, %575
  %577 = xor <8 x i64> %576, %563
  %578 = xor <8 x i64> %broadcast.splat122, %574
  %579 = xor <8 x i64> %578, %562
  %580 = and <8 x i64> %577, splat (i64 4294967295)
  %581 = mul nuw <8 x i64> %580, splat (i64 3528531795)
  %582 = and <8 x i64> %579, splat (i64 4294967295)
  %583 = mul nuw <8 x i64> %582, splat (i64 3449720151)
  %584 = lshr <8 x i64> %581, splat (i64 32)
  %585 = lshr <8 x i64> %583, splat (i64 32)
  %586 = xor <8 x i64> %broadcast.splat124, %585
  %587 = xor <8 x i64> %586, %573
  %588 = xor <8 x i64> %broadcast.splat126, %584
  %589 = xor <8 x i64> %588, %571
  %590 = and <8 x i64> %587, splat (i64 4294967295)
  %591 = mul nuw <8 x i64> %590, splat (i64 3528531795)
  %592 = and <8 x i64> %589, splat (i64 4294967295)
  %593 = mul nuw <8 x i64> %592, splat (i64 3449720151)
  %594 = lshr <8 x i64> %591, splat (i64 32)
  %595 = lshr <8 x i64> %593, splat (i64 32)
  %596 = xor <8 x i64> %broadcast.splat128, %595
  %597 = xor <8 x i64> %596, %583
  %598 = xor <8 x i64> %broadcast.splat130, %594
  %599 = xor <8 x i64> %598, %581
  %600 = and <8 x i64> %597, splat (i64 4294967295)
  %601 = mul nuw <8 x i64> %600, splat (i64 3528531795)
  %602 = and <8 x i64> %599, splat (i64 4294967295)
  %603 = mul nuw <8 x i64> %602, splat (i64 3449720151)
  %604 = lshr <8 x i64> %601, splat (i64 32)
  %605 = lshr <8 x i64> %603, splat (i64 32)
  %606 = xor <8 x i64> %broadcast.splat132, %605
  %607 = xor <8 x i64> %606, %593
  %608 = xor <8 x i64> %broadcast.splat134, %604
  %609 = xor <8 x i64> %608, %591
  %610 = and <8 x i64> %607, splat (i64 4294967295)
  %611 = mul nuw <8 x i64> %610, splat (i64 3528531795)
  %612 = and <8 x i64> %609, splat (i64 4294967295)
  %613 = mul nuw <8 x i64> %612, splat (i64 3449720151)
  %614 = lshr <8 x i64> %611, splat (i64 32)
  %615 = lshr <8 x i64> %613, splat (i64 32)
  %616 = xor <8 x i64> %broadcast.splat136, %615
  %617 = xor <8 x i64> %616, %603
  %618 = xor <8 x i64> %broadcast.splat138, %614
  %619 = xor <8 x i64> %618, %601
  %620 = and <8 x i64> %617, splat (i64 4294967295)
  %621 = mul nuw <8 x i64> %620, splat (i64 3528531795)
  %622 = and <8 x i64> %619, splat (i64 4294967295)
  %623 = mul nuw <8 x i64> %622, splat (i64 3449720151)
  %624 = lshr <8 x i64> %621, splat (i64 32)
  %625 = lshr <8 x i64> %623, splat (i64 32)
  %626 = xor <8 x i64> %broadcast.splat140, %625
  %627 = xor <8 x i64> %626, %613
  %628 = xor <8 x i64> %broadcast.splat142, %624
  %629 = xor <8 x i64> %628, %611
  %630 = and <8 x i64> %627, splat (i64 4294967295)
  %631 = mul nuw <8 x i64> %630, splat (i64 3528531795)
  %632 = lshr <8 x i64> %631, splat (i64 32)
  %633 = trunc <8 x i64> %629 to <8 x i32>
  %634 = mul <8 x i32> %633, splat (i32 -845247145)
  %635 = xor <8 x i64> %broadcast.splat144, %632
  %636 = xor <8 x i64> %635, %621
  %637 = and <8 x i64> %636, splat (i64 4294967295)
  %638 = mul nuw <8 x i64> %637, splat (i64 3449720151)
  %639 = lshr <8 x i64> %638, splat (i64 32)
  %640 = trunc nuw <8 x i64> %639 to <8 x i32>
  %641 = trunc <8 x i64> %638 to <8 x i32>
  %642 = xor <8 x i32> %634, %640
  %643 = xor <8 x i32> %642, %broadcast.splat146
  %644 = getelementptr inbounds float, ptr %small_noise, i64 %index148
  store <8 x i32> %643, ptr %644, align 4
  %645 = getelementptr inbounds float, ptr %small_staging, i64 %index148
  store <8 x i32> %641, ptr %645, align 4
  %index.next151 = add nuw i64 %index148, 8
  %646 = icmp eq i64 %index.next151, %n.vec108
  br i1 %646, label %middle.block152, label %vector.body147, !llvm.loop !14

middle.block152:                                  ; preds = %vector.body147
  %cmp.n153 = icmp eq i64 %chunk_units.us, %n.vec108
  br i1 %cmp.n153, label %noise.body.us.preheader, label %philox.body.us.preheader267

philox.body.us.preheader267:                      ; preds = %philox.body.us.preheader, %middle.block152
  %philox32.us.ph = phi i64 [ 0, %philox.body.us.preheader ], [ %n.vec108, %middle.block152 ]
  br label %philox.body.us

draw.done.us:                                     ; preds = %noise.body.us, %middle.block101, %small_draw.then.us, %small_rows.then.us
  %chunk_offset.us = mul nuw nsw i64 %step_in_chunk.us, %n_features
  %647 = getelementptr inbounds nuw float, ptr %small_noise, i64 %chunk_offset.us
  br i1 %.not53, label %noise.done.loopexit27.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %noise.body11.us, %middle.block164, %draw.done.us
  %noise16.us73 = phi ptr [ %647, %draw.done.us ], [ %22, %middle.block164 ], [ %22, %noise.body11.us ]
  br i1 %min.iters.check, label %feature.body.us.preheader265, label %vector.memcheck

vector.memcheck:                                  ; preds = %feature.body.us.preheader
  %scevgep83 = getelementptr i8, ptr %noise16.us73, i64 %43
  %bound084 = icmp ult ptr %scevgep, %scevgep83
  %bound185 = icmp ult ptr %noise16.us73, %scevgep80
  %found.conflict86 = and i1 %bound084, %bound185
  %conflict.rdx = or i1 %found.conflict, %found.conflict86
  br i1 %conflict.rdx, label %feature.body.us.preheader265, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %broadcast.splatinsert87 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat88 = shufflevector <8 x float> %broadcast.splatinsert87, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %648 = getelementptr inbounds float, ptr %195, i64 %index
  %wide.load = load <8 x float>, ptr %648, align 4, !alias.scope !15, !noalias !18
  %649 = getelementptr inbounds float, ptr %196, i64 %index
  %wide.load89 = load <8 x float>, ptr %649, align 4, !alias.scope !21
  %650 = fsub <8 x float> %wide.load, %wide.load89
  %651 = fmul <8 x float> %650, splat (float 2.000000e+00)
  %652 = fmul <8 x float> %651, splat (float 5.000000e-01)
  %653 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %654 = fmul <8 x float> %653, splat (float 5.000000e-01)
  %655 = fsub <8 x float> %652, %654
  %656 = fmul <8 x float> %wide.load, %wide.load
  %657 = fmul <8 x float> %wide.load, %656
  %658 = fmul <8 x float> %657, splat (float 4.000000e+00)
  %659 = fmul <8 x float> %658, splat (float 2.500000e-01)
  %660 = fadd <8 x float> %659, %655
  %661 = fmul <8 x float> %broadcast.splat, %660
  %662 = fsub <8 x float> %wide.load, %661
  %663 = getelementptr inbounds float, ptr %noise16.us73, i64 %index
  %wide.load90 = load <8 x float>, ptr %663, align 4, !alias.scope !22
  %664 = fmul <8 x float> %broadcast.splat88, %wide.load90
  %665 = fadd <8 x float> %664, %662
  store <8 x float> %665, ptr %648, align 4, !alias.scope !15, !noalias !18
  %index.next = add nuw i64 %index, 8
  %666 = icmp eq i64 %index.next, %n.vec
  br i1 %666, label %middle.block, label %vector.body, !llvm.loop !23

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.loopexit27.us, label %feature.body.us.preheader265

feature.body.us.preheader265:                     ; preds = %vector.memcheck, %feature.body.us.preheader, %middle.block
  %feature34.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %feature.body.us.preheader ], [ %n.vec, %middle.block ]
  %.neg = or disjoint i64 %feature34.us.ph, 1
  br i1 %lcmp.mod271.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader265
  %667 = getelementptr inbounds float, ptr %195, i64 %feature34.us.ph
  %668 = load float, ptr %667, align 4
  %669 = getelementptr inbounds float, ptr %196, i64 %feature34.us.ph
  %670 = load float, ptr %669, align 4
  %671 = fsub float %668, %670
  %672 = fmul float %671, 2.000000e+00
  %673 = fmul float %672, 5.000000e-01
  %674 = fmul float %668, 2.000000e+00
  %675 = fmul float %674, 5.000000e-01
  %676 = fsub float %673, %675
  %677 = fmul float %668, %668
  %678 = fmul float %668, %677
  %679 = fmul float %678, 4.000000e+00
  %680 = fmul float %679, 2.500000e-01
  %681 = fadd float %680, %676
  %682 = fmul float %eta, %681
  %683 = fsub float %668, %682
  %684 = getelementptr inbounds float, ptr %noise16.us73, i64 %feature34.us.ph
  %685 = load float, ptr %684, align 4
  %686 = fmul float %noise_scale4.us, %685
  %687 = fadd float %686, %683
  store float %687, ptr %667, align 4
  %688 = or disjoint i64 %feature34.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader265
  %feature34.us.unr = phi i64 [ %feature34.us.ph, %feature.body.us.preheader265 ], [ %688, %feature.body.us.prol ]
  %689 = icmp eq i64 %n_features, %.neg
  br i1 %689, label %noise.done.loopexit27.us, label %feature.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature34.us = phi i64 [ %733, %feature.body.us ], [ %feature34.us.unr, %feature.body.us.prol.loopexit ]
  %690 = getelementptr inbounds float, ptr %195, i64 %feature34.us
  %691 = load float, ptr %690, align 4
  %692 = getelementptr inbounds float, ptr %196, i64 %feature34.us
  %693 = load float, ptr %692, align 4
  %694 = fsub float %691, %693
  %695 = fmul float %694, 2.000000e+00
  %696 = fmul float %695, 5.000000e-01
  %697 = fmul float %691, 2.000000e+00
  %698 = fmul float %697, 5.000000e-01
  %699 = fsub float %696, %698
  %700 = fmul float %691, %691
  %701 = fmul float %691, %700
  %702 = fmul float %701, 4.000000e+00
  %703 = fmul float %702, 2.500000e-01
  %704 = fadd float %703, %699
  %705 = fmul float %eta, %704
  %706 = fsub float %691, %705
  %707 = getelementptr inbounds float, ptr %noise16.us73, i64 %feature34.us
  %708 = load float, ptr %707, align 4
  %709 = fmul float %noise_scale4.us, %708
  %710 = fadd float %709, %706
  store float %710, ptr %690, align 4
  %711 = add nuw i64 %feature34.us, 1
  %712 = getelementptr inbounds float, ptr %195, i64 %711
  %713 = load float, ptr %712, align 4
  %714 = getelementptr inbounds float, ptr %196, i64 %711
  %715 = load float, ptr %714, align 4
  %716 = fsub float %713, %715
  %717 = fmul float %716, 2.000000e+00
  %718 = fmul float %717, 5.000000e-01
  %719 = fmul float %713, 2.000000e+00
  %720 = fmul float %719, 5.000000e-01
  %721 = fsub float %718, %720
  %722 = fmul float %713, %713
  %723 = fmul float %713, %722
  %724 = fmul float %723, 4.000000e+00
  %725 = fmul float %724, 2.500000e-01
  %726 = fadd float %725, %721
  %727 = fmul float %eta, %726
  %728 = fsub float %713, %727
  %729 = getelementptr inbounds float, ptr %noise16.us73, i64 %711
  %730 = load float, ptr %729, align 4
  %731 = fmul float %noise_scale4.us, %730
  %732 = fadd float %731, %728
  store float %732, ptr %712, align 4
  %733 = add nuw i64 %feature34.us, 2
  %exitcond62.not.1 = icmp eq i64 %733, %n_features
  br i1 %exitcond62.not.1, label %noise.done.loopexit27.us, label %feature.body.us, !llvm.loop !24

noise.body.us:                                    ; preds = %noise.body.us.preheader266, %noise.body.us
  %noise33.us = phi i64 [ %862, %noise.body.us ], [ %noise33.us.ph, %noise.body.us.preheader266 ]
  %734 = getelementptr inbounds float, ptr %small_noise, i64 %noise33.us
  %w0.us = load i32, ptr %734, align 4
  %735 = getelementptr inbounds float, ptr %small_staging, i64 %noise33.us
  %w1.us = load i32, ptr %735, align 4
  %736 = uitofp i32 %w0.us to double
  %737 = fadd double %736, 5.000000e-01
  %738 = fmul double %737, 0x3DF0000000000000
  %739 = uitofp i32 %w1.us to double
  %740 = fadd double %739, 5.000000e-01
  %741 = fmul double %740, 0x3DF0000000000000
  %742 = bitcast double %738 to i64
  %743 = lshr i64 %742, 32
  %744 = add nuw nsw i64 %743, 614242
  %745 = lshr i64 %744, 20
  %746 = add nsw i64 %745, -1023
  %747 = shl nuw i64 %744, 32
  %748 = and i64 %747, 4503595332403200
  %749 = add nuw nsw i64 %748, 4604544269498187776
  %750 = and i64 %742, 4294967295
  %751 = or disjoint i64 %749, %750
  %752 = bitcast i64 %751 to double
  %753 = fadd double %752, -1.000000e+00
  %754 = fmul double %753, 5.000000e-01
  %755 = fmul double %753, %754
  %756 = fadd double %753, 2.000000e+00
  %757 = fdiv double %753, %756
  %758 = fmul double %757, %757
  %759 = fmul double %758, %758
  %760 = fmul double %759, 0x3FC2F112DF3E5244
  %761 = fadd double %760, 0x3FC7466496CB03DE
  %762 = insertelement <2 x double> poison, double %759, i64 0
  %763 = shufflevector <2 x double> %762, <2 x double> poison, <2 x i32> zeroinitializer
  %764 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %761, i64 1
  %765 = fmul <2 x double> %763, %764
  %766 = fadd <2 x double> %765, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %767 = fmul <2 x double> %763, %766
  %768 = fadd <2 x double> %767, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %769 = insertelement <2 x double> %762, double %758, i64 1
  %770 = fmul <2 x double> %769, %768
  %shift259 = shufflevector <2 x double> %770, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop260 = fadd <2 x double> %770, %shift259
  %771 = extractelement <2 x double> %foldExtExtBinop260, i64 0
  %772 = sitofp i64 %746 to double
  %773 = fadd double %755, %771
  %774 = fmul double %757, %773
  %775 = fmul double %772, 0x3DEA39EF35793C76
  %776 = fadd double %775, %774
  %777 = fsub double %776, %755
  %778 = fadd double %753, %777
  %779 = fmul double %772, 0x3FE62E42FEE00000
  %780 = fadd double %779, %778
  %781 = fmul double %780, -2.000000e+00
  %782 = tail call double @llvm.sqrt.f64(double %781)
  %783 = fmul double %741, 0x401921FB54442D18
  %784 = fmul double %783, 0x3FE45F306DC9C883
  %785 = fadd double %784, 0x4338000000000000
  %786 = bitcast double %785 to i64
  %787 = fadd double %785, 0xC338000000000000
  %788 = fmul double %787, 0x3FF921FB54400000
  %789 = fsub double %783, %788
  %790 = fmul double %787, 0x3DD0B4611A626331
  %791 = fmul double %787, 0x3DD0B4611A600000
  %792 = fsub double %789, %791
  %793 = fmul double %787, 0x3BA3198A2E037073
  %794 = fsub double %789, %792
  %795 = fsub double %794, %791
  %796 = fsub double %793, %795
  %797 = fsub double %789, %790
  %798 = insertelement <2 x double> poison, double %797, i64 0
  %799 = insertelement <2 x double> %798, double %783, i64 1
  %800 = bitcast <2 x double> %799 to <2 x i64>
  %801 = lshr <2 x i64> %800, splat (i64 52)
  %802 = and <2 x i64> %801, splat (i64 2047)
  %803 = extractelement <2 x i64> %802, i64 0
  %804 = add nuw nsw i64 %803, 16
  %805 = extractelement <2 x i64> %802, i64 1
  %806 = icmp samesign ult i64 %804, %805
  %807 = select i1 %806, double %792, double %789
  %808 = select i1 %806, double %796, double %790
  %809 = fsub double %807, %808
  %810 = fsub double %807, %809
  %811 = fsub double %810, %808
  %812 = fmul double %809, %809
  %813 = fmul double %812, %812
  %814 = fmul double %812, 0x3EFA01A019CB1590
  %815 = fadd double %814, 0xBF56C16C16C15177
  %816 = fmul double %812, %815
  %817 = fadd double %816, 0x3FA555555555554C
  %818 = fmul double %812, %817
  %819 = fmul double %812, 0x3DA8FAE9BE8838D4
  %820 = fsub double 0x3E21EE9EBDB4B1C4, %819
  %821 = fmul double %812, %820
  %822 = fadd double %821, 0xBE927E4F809C52AD
  %823 = fmul double %813, %813
  %824 = fmul double %823, %822
  %825 = fadd double %818, %824
  %826 = fmul double %812, 5.000000e-01
  %827 = fsub double 1.000000e+00, %826
  %828 = fsub double 1.000000e+00, %827
  %829 = fsub double %828, %826
  %830 = fmul double %812, %825
  %831 = fmul double %809, %811
  %832 = fsub double %830, %831
  %833 = fadd double %829, %832
  %834 = fadd double %827, %833
  %835 = fmul double %812, 0x3EC71DE357B1FE7D
  %836 = fadd double %835, 0xBF2A01A019C161D5
  %837 = fmul double %812, %836
  %838 = fadd double %837, 0x3F8111111110F8A6
  %839 = fmul double %812, 0x3DE5D93A5ACFD57C
  %840 = fadd double %839, 0xBE5AE5E68A2B9CEB
  %841 = fmul double %812, %813
  %842 = fmul double %841, %840
  %843 = fadd double %842, %838
  %844 = fmul double %809, %812
  %845 = fmul double %811, 5.000000e-01
  %846 = fmul double %844, %843
  %847 = fsub double %845, %846
  %848 = fmul double %812, %847
  %849 = fsub double %848, %811
  %850 = fmul double %844, 0x3FC5555555555549
  %851 = fadd double %849, %850
  %852 = fsub double %809, %851
  %853 = fneg double %834
  %854 = fneg double %852
  %855 = and i64 %786, 1
  %856 = and i64 %786, 2
  %.not24.us = icmp eq i64 %855, 0
  %.not25.us = icmp eq i64 %856, 0
  %857 = select i1 %.not25.us, double %834, double %853
  %858 = select i1 %.not25.us, double %854, double %852
  %859 = select i1 %.not24.us, double %857, double %858
  %860 = fmul double %782, %859
  %861 = fptrunc double %860 to float
  store float %861, ptr %734, align 4
  %862 = add nuw i64 %noise33.us, 1
  %863 = icmp ult i64 %862, %chunk_units.us
  br i1 %863, label %noise.body.us, label %draw.done.us, !llvm.loop !25

philox.body.us:                                   ; preds = %philox.body.us.preheader267, %philox.body.us
  %philox32.us = phi i64 [ %965, %philox.body.us ], [ %philox32.us.ph, %philox.body.us.preheader267 ]
  %864 = getelementptr inbounds float, ptr %small_unit_of, i64 %philox32.us
  %865 = load i32, ptr %864, align 4
  %866 = zext i32 %865 to i64
  %index.us = add i64 %row_offset.us, %866
  %867 = getelementptr inbounds float, ptr %small_step_of, i64 %philox32.us
  %868 = load i32, ptr %867, align 4
  %869 = zext i32 %868 to i64
  %key1_step5.us = add i64 %key1_step.us, %869
  %870 = lshr i64 %key1_step5.us, 32
  %871 = and i64 %index.us, 4294967295
  %872 = mul nuw i64 %871, 3528531795
  %873 = mul nuw i64 %870, 3449720151
  %874 = lshr i64 %873, 32
  %875 = xor i64 %key0, %874
  %876 = xor i64 %875, %key1_step5.us
  %877 = xor i64 %index.us, %key0
  %878 = xor i64 %877, %872
  %879 = lshr i64 %878, 32
  %880 = and i64 %876, 4294967295
  %881 = mul nuw i64 %880, 3528531795
  %882 = mul nuw i64 %879, 3449720151
  %883 = lshr i64 %881, 32
  %884 = lshr i64 %882, 32
  %885 = xor i64 %25, %884
  %886 = xor i64 %885, %873
  %887 = xor i64 %26, %883
  %888 = xor i64 %887, %872
  %889 = and i64 %886, 4294967295
  %890 = mul nuw i64 %889, 3528531795
  %891 = and i64 %888, 4294967295
  %892 = mul nuw i64 %891, 3449720151
  %893 = lshr i64 %890, 32
  %894 = lshr i64 %892, 32
  %895 = xor i64 %27, %894
  %896 = xor i64 %895, %882
  %897 = xor i64 %28, %893
  %898 = xor i64 %897, %881
  %899 = and i64 %896, 4294967295
  %900 = mul nuw i64 %899, 3528531795
  %901 = and i64 %898, 4294967295
  %902 = mul nuw i64 %901, 3449720151
  %903 = lshr i64 %900, 32
  %904 = lshr i64 %902, 32
  %905 = xor i64 %29, %904
  %906 = xor i64 %905, %892
  %907 = xor i64 %30, %903
  %908 = xor i64 %907, %890
  %909 = and i64 %906, 4294967295
  %910 = mul nuw i64 %909, 3528531795
  %911 = and i64 %908, 4294967295
  %912 = mul nuw i64 %911, 3449720151
  %913 = lshr i64 %910, 32
  %914 = lshr i64 %912, 32
  %915 = xor i64 %31, %914
  %916 = xor i64 %915, %902
  %917 = xor i64 %32, %913
  %918 = xor i64 %917, %900
  %919 = and i64 %916, 4294967295
  %920 = mul nuw i64 %919, 3528531795
  %921 = and i64 %918, 4294967295
  %922 = mul nuw i64 %921, 3449720151
  %923 = lshr i64 %920, 32
  %924 = lshr i64 %922, 32
  %925 = xor i64 %33, %924
  %926 = xor i64 %925, %912
  %927 = xor i64 %34, %923
  %928 = xor i64 %927, %910
  %929 = and i64 %926, 4294967295
  %930 = mul nuw i64 %929, 3528531795
  %931 = and i64 %928, 4294967295
  %932 = mul nuw i64 %931, 3449720151
  %933 = lshr i64 %930, 32
  %934 = lshr i64 %932, 32
  %935 = xor i64 %35, %934
  %936 = xor i64 %935, %922
  %937 = xor i64 %36, %933
  %938 = xor i64 %937, %920
  %939 = and i64 %936, 4294967295
  %940 = mul nuw i64 %939, 3528531795
  %941 = and i64 %938, 4294967295
  %942 = mul nuw i64 %941, 3449720151
  %943 = lshr i64 %940, 32
  %944 = lshr i64 %942, 32
  %945 = xor i64 %37, %944
  %946 = xor i64 %945, %932
  %947 = xor i64 %38, %943
  %948 = xor i64 %947, %930
  %949 = and i64 %946, 4294967295
  %950 = mul nuw i64 %949, 3528531795
  %951 = lshr i64 %950, 32
  %952 = trunc i64 %948 to i32
  %953 = mul i32 %952, -845247145
  %954 = xor i64 %39, %951
  %955 = xor i64 %954, %940
  %956 = and i64 %955, 4294967295
  %957 = mul nuw i64 %956, 3449720151
  %958 = lshr i64 %957, 32
  %959 = trunc nuw i64 %958 to i32
  %960 = trunc i64 %957 to i32
  %961 = xor i32 %953, %959
  %962 = xor i32 %961, %40
  %963 = getelementptr inbounds float, ptr %small_noise, i64 %philox32.us
  store i32 %962, ptr %963, align 4
  %964 = getelementptr inbounds float, ptr %small_staging, i64 %philox32.us
  store i32 %960, ptr %964, align 4
  %965 = add nuw i64 %philox32.us, 1
  %966 = icmp ult i64 %965, %chunk_units.us
  br i1 %966, label %philox.body.us, label %noise.body.us.preheader, !llvm.loop !26

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block152
  %min.iters.check92 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check92, label %noise.body.us.preheader266, label %vector.ph93

vector.ph93:                                      ; preds = %noise.body.us.preheader
  %n.vec95 = and i64 %chunk_units.us, 32760
  br label %vector.body96

vector.body96:                                    ; preds = %vector.body96, %vector.ph93
  %index97 = phi i64 [ 0, %vector.ph93 ], [ %index.next100, %vector.body96 ]
  %967 = getelementptr inbounds float, ptr %small_noise, i64 %index97
  %wide.load98 = load <8 x i32>, ptr %967, align 4
  %968 = getelementptr inbounds float, ptr %small_staging, i64 %index97
  %wide.load99 = load <8 x i32>, ptr %968, align 4
  %969 = uitofp <8 x i32> %wide.load98 to <8 x double>
  %970 = fadd <8 x double> %969, splat (double 5.000000e-01)
  %971 = fmul <8 x double> %970, splat (double 0x3DF0000000000000)
  %972 = uitofp <8 x i32> %wide.load99 to <8 x double>
  %973 = fadd <8 x double> %972, splat (double 5.000000e-01)
  %974 = fmul <8 x double> %973, splat (double 0x3DF0000000000000)
  %975 = bitcast <8 x double> %971 to <8 x i64>
  %976 = lshr <8 x i64> %975, splat (i64 32)
  %977 = add nuw nsw <8 x i64> %976, splat (i64 614242)
  %978 = lshr <8 x i64> %977, splat (i64 20)
  %979 = add nsw <8 x i64> %978, splat (i64 -1023)
  %980 = shl nuw <8 x i64> %977, splat (i64 32)
  %981 = and <8 x i64> %980, splat (i64 4503595332403200)
  %982 = add nuw nsw <8 x i64> %981, splat (i64 4604544269498187776)
  %983 = and <8 x i64> %975, splat (i64 4294967295)
  %984 = or disjoint <8 x i64> %982, %983
  %985 = bitcast <8 x i64> %984 to <8 x double>
  %986 = fadd <8 x double> %985, splat (double -1.000000e+00)
  %987 = fmul <8 x double> %986, splat (double 5.000000e-01)
  %988 = fmul <8 x double> %986, %987
  %989 = fadd <8 x double> %986, splat (double 2.000000e+00)
  %990 = fdiv <8 x double> %986, %989
  %991 = fmul <8 x double> %990, %990
  %992 = fmul <8 x double> %991, %991
  %993 = fmul <8 x double> %992, splat (double 0x3FC39A09D078C69F)
  %994 = fadd <8 x double> %993, splat (double 0x3FCC71C51D8E78AF)
  %995 = fmul <8 x double> %992, %994
  %996 = fadd <8 x double> %995, splat (double 0x3FD999999997FA04)
  %997 = fmul <8 x double> %992, %996
  %998 = fmul <8 x double> %992, splat (double 0x3FC2F112DF3E5244)
  %999 = fadd <8 x double> %998, splat (double 0x3FC7466496CB03DE)
  %1000 = fmul <8 x double> %992, %999
  %1001 = fadd <8 x double> %1000, splat (double 0x3FD2492494229359)
  %1002 = fmul <8 x double> %992, %1001
  %1003 = fadd <8 x double> %1002, splat (double 0x3FE5555555555593)
  %1004 = fmul <8 x double> %991, %1003
  %1005 = fadd <8 x double> %997, %1004
  %1006 = sitofp <8 x i64> %979 to <8 x double>
  %1007 = fadd <8 x double> %988, %1005
  %1008 = fmul <8 x double> %990, %1007
  %1009 = fmul <8 x double> %1006, splat (double 0x3DEA39EF35793C76)
  %1010 = fadd <8 x double> %1009, %1008
  %1011 = fsub <8 x double> %1010, %988
  %1012 = fadd <8 x double> %986, %1011
  %1013 = fmul <8 x double> %1006, splat (double 0x3FE62E42FEE00000)
  %1014 = fadd <8 x double> %1013, %1012
  %1015 = fmul <8 x double> %1014, splat (double -2.000000e+00)
  %1016 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %1015)
  %1017 = fmul <8 x double> %974, splat (double 0x401921FB54442D18)
  %1018 = fmul <8 x double> %1017, splat (double 0x3FE45F306DC9C883)
  %1019 = fadd <8 x double> %1018, splat (double 0x4338000000000000)
  %1020 = bitcast <8 x double> %1019 to <8 x i64>
  %1021 = fadd <8 x double> %1019, splat (double 0xC338000000000000)
  %1022 = fmul <8 x double> %1021, splat (double 0x3FF921FB54400000)
  %1023 = fsub <8 x double> %1017, %1022
  %1024 = fmul <8 x double> %1021, splat (double 0x3DD0B4611A626331)
  %1025 = fmul <8 x double> %1021, splat (double 0x3DD0B4611A600000)
  %1026 = fsub <8 x double> %1023, %1025
  %1027 = fmul <8 x double> %1021, splat (double 0x3BA3198A2E037073)
  %1028 = fsub <8 x double> %1023, %1026
  %1029 = fsub <8 x double> %1028, %1025
  %1030 = fsub <8 x double> %1027, %1029
  %1031 = fsub <8 x double> %1023, %1024
  %1032 = bitcast <8 x double> %1017 to <8 x i64>
  %1033 = lshr <8 x i64> %1032, splat (i64 52)
  %1034 = and <8 x i64> %1033, splat (i64 2047)
  %1035 = bitcast <8 x double> %1031 to <8 x i64>
  %1036 = lshr <8 x i64> %1035, splat (i64 52)
  %1037 = and <8 x i64> %1036, splat (i64 2047)
  %1038 = add nuw nsw <8 x i64> %1037, splat (i64 16)
  %1039 = icmp samesign ult <8 x i64> %1038, %1034
  %1040 = select <8 x i1> %1039, <8 x double> %1026, <8 x double> %1023
  %1041 = select <8 x i1> %1039, <8 x double> %1030, <8 x double> %1024
  %1042 = fsub <8 x double> %1040, %1041
  %1043 = fsub <8 x double> %1040, %1042
  %1044 = fsub <8 x double> %1043, %1041
  %1045 = fmul <8 x double> %1042, %1042
  %1046 = fmul <8 x double> %1045, %1045
  %1047 = fmul <8 x double> %1045, splat (double 0x3EFA01A019CB1590)
  %1048 = fadd <8 x double> %1047, splat (double 0xBF56C16C16C15177)
  %1049 = fmul <8 x double> %1045, %1048
  %1050 = fadd <8 x double> %1049, splat (double 0x3FA555555555554C)
  %1051 = fmul <8 x double> %1045, %1050
  %1052 = fmul <8 x double> %1045, splat (double 0x3DA8FAE9BE8838D4)
  %1053 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %1052
  %1054 = fmul <8 x double> %1045, %1053
  %1055 = fadd <8 x double> %1054, splat (double 0xBE927E4F809C52AD)
  %1056 = fmul <8 x double> %1046, %1046
  %1057 = fmul <8 x double> %1056, %1055
  %1058 = fadd <8 x double> %1051, %1057
  %1059 = fmul <8 x double> %1045, splat (double 5.000000e-01)
  %1060 = fsub <8 x double> splat (double 1.000000e+00), %1059
  %1061 = fsub <8 x double> splat (double 1.000000e+00), %1060
  %1062 = fsub <8 x double> %1061, %1059
  %1063 = fmul <8 x double> %1045, %1058
  %1064 = fmul <8 x double> %1042, %1044
  %1065 = fsub <8 x double> %1063, %1064
  %1066 = fadd <8 x double> %1062, %1065
  %1067 = fadd <8 x double> %1060, %1066
  %1068 = fmul <8 x double> %1045, splat (double 0x3EC71DE357B1FE7D)
  %1069 = fadd <8 x double> %1068, splat (double 0xBF2A01A019C161D5)
  %1070 = fmul <8 x double> %1045, %1069
  %1071 = fadd <8 x double> %1070, splat (double 0x3F8111111110F8A6)
  %1072 = fmul <8 x double> %1045, splat (double 0x3DE5D93A5ACFD57C)
  %1073 = fadd <8 x double> %1072, splat (double 0xBE5AE5E68A2B9CEB)
  %1074 = fmul <8 x double> %1045, %1046
  %1075 = fmul <8 x double> %1074, %1073
  %1076 = fadd <8 x double> %1075, %1071
  %1077 = fmul <8 x double> %1042, %1045
  %1078 = fmul <8 x double> %1044, splat (double 5.000000e-01)
  %1079 = fmul <8 x double> %1077, %1076
  %1080 = fsub <8 x double> %1078, %1079
  %1081 = fmul <8 x double> %1045, %1080
  %1082 = fsub <8 x double> %1081, %1044
  %1083 = fmul <8 x double> %1077, splat (double 0x3FC5555555555549)
  %1084 = fadd <8 x double> %1082, %1083
  %1085 = fsub <8 x double> %1042, %1084
  %1086 = fneg <8 x double> %1067
  %1087 = fneg <8 x double> %1085
  %1088 = and <8 x i64> %1020, splat (i64 1)
  %1089 = and <8 x i64> %1020, splat (i64 2)
  %1090 = icmp eq <8 x i64> %1088, zeroinitializer
  %1091 = icmp eq <8 x i64> %1089, zeroinitializer
  %1092 = select <8 x i1> %1091, <8 x double> %1067, <8 x double> %1086
  %1093 = select <8 x i1> %1091, <8 x double> %1087, <8 x double> %1085
  %1094 = select <8 x i1> %1090, <8 x double> %1092, <8 x double> %1093
  %1095 = fmul <8 x double> %1016, %1094
  %1096 = fptrunc <8 x double> %1095 to <8 x float>
  store <8 x float> %1096, ptr %967, align 4
  %index.next100 = add nuw i64 %index97, 8
  %1097 = icmp eq i64 %index.next100, %n.vec95
  br i1 %1097, label %middle.block101, label %vector.body96, !llvm.loop !27

middle.block101:                                  ; preds = %vector.body96
  %cmp.n102 = icmp eq i64 %chunk_units.us, %n.vec95
  br i1 %cmp.n102, label %draw.done.us, label %noise.body.us.preheader266

noise.body.us.preheader266:                       ; preds = %noise.body.us.preheader, %middle.block101
  %noise33.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec95, %middle.block101 ]
  br label %noise.body.us

noise.done.loopexit27.us:                         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block, %draw.done.us
  %t_next.us43 = fmul float %anneal_ratio, %temperature1.036.us42
  %1098 = add nuw i64 %step337.us41, 1
  %exitcond63.not = icmp eq i64 %1098, %steps
  br i1 %exitcond63.not, label %step.header.step.exit_crit_edge.split.us44, label %step.body.us40

philox.header6.preheader.us:                      ; preds = %step.body.us40
  %1099 = lshr i64 %key1_step.us, 32
  %1100 = mul nuw i64 %1099, 3449720151
  %1101 = lshr i64 %1100, 32
  %1102 = xor i64 %key0, %1101
  %1103 = xor i64 %1102, %key1_step.us
  %1104 = and i64 %1103, 4294967295
  %1105 = mul nuw i64 %1104, 3528531795
  %1106 = lshr i64 %1105, 32
  %1107 = xor i64 %1106, %26
  %broadcast.splatinsert174 = insertelement <8 x i64> poison, i64 %1107, i64 0
  %broadcast.splat175 = shufflevector <8 x i64> %broadcast.splatinsert174, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %25, %1100
  %.scalar262 = and i64 %.scalar, 4294967295
  %1108 = insertelement <8 x i64> poison, i64 %.scalar262, i64 0
  %.masked = shufflevector <8 x i64> %1108, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar263 = xor i64 %28, %1105
  %.scalar264 = and i64 %.scalar263, 4294967295
  %1109 = insertelement <8 x i64> poison, i64 %.scalar264, i64 0
  %.masked257 = shufflevector <8 x i64> %1109, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body210

vector.body210:                                   ; preds = %vector.body210, %philox.header6.preheader.us
  %index211 = phi i64 [ 0, %philox.header6.preheader.us ], [ %index.next212, %vector.body210 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %philox.header6.preheader.us ], [ %vec.ind.next, %vector.body210 ]
  %1110 = add <8 x i64> %vec.ind, %broadcast.splat177
  %1111 = and <8 x i64> %1110, splat (i64 4294967295)
  %1112 = mul nuw <8 x i64> %1111, splat (i64 3528531795)
  %1113 = xor <8 x i64> %1110, %broadcast.splat179
  %1114 = xor <8 x i64> %1113, %1112
  %1115 = lshr <8 x i64> %1114, splat (i64 32)
  %1116 = mul nuw <8 x i64> %1115, splat (i64 3449720151)
  %1117 = lshr <8 x i64> %1116, splat (i64 32)
  %1118 = xor <8 x i64> %broadcast.splat175, %1112
  %1119 = xor <8 x i64> %.masked, %1117
  %1120 = mul nuw <8 x i64> %1119, splat (i64 3528531795)
  %1121 = and <8 x i64> %1118, splat (i64 4294967295)
  %1122 = mul nuw <8 x i64> %1121, splat (i64 3449720151)
  %1123 = lshr <8 x i64> %1120, splat (i64 32)
  %1124 = lshr <8 x i64> %1122, splat (i64 32)
  %1125 = xor <8 x i64> %1124, %broadcast.splat183
  %1126 = xor <8 x i64> %1125, %1116
  %1127 = and <8 x i64> %1126, splat (i64 4294967295)
  %1128 = mul nuw <8 x i64> %1127, splat (i64 3528531795)
  %1129 = xor <8 x i64> %.masked257, %1123
  %1130 = mul nuw <8 x i64> %1129, splat (i64 3449720151)
  %1131 = lshr <8 x i64> %1128, splat (i64 32)
  %1132 = lshr <8 x i64> %1130, splat (i64 32)
  %1133 = xor <8 x i64> %broadcast.splat187, %1132
  %1134 = xor <8 x i64> %1133, %1122
  %1135 = xor <8 x i64> %1131, %broadcast.splat189
  %1136 = xor <8 x i64> %1135, %1120
  %1137 = and <8 x i64> %1134, splat (i64 4294967295)
  %1138 = mul nuw <8 x i64> %1137, splat (i64 3528531795)
  %1139 = and <8 x i64> %1136, splat (i64 4294967295)
  %1140 = mul nuw <8 x i64> %1139, splat (i64 3449720151)
  %1141 = lshr <8 x i64> %1138, splat (i64 32)
  %1142 = lshr <8 x i64> %1140, splat (i64 32)
  %1143 = xor <8 x i64> %1142, %broadcast.splat191
  %1144 = xor <8 x i64> %1143, %1130
  %1145 = xor <8 x i64> %broadcast.splat193, %1141
  %1146 = xor <8 x i64> %1145, %1128
  %1147 = and <8 x i64> %1144, splat (i64 4294967295)
  %1148 = mul nuw <8 x i64> %1147, splat (i64 3528531795)
  %1149 = and <8 x i64> %1146, splat (i64 4294967295)
  %1150 = mul nuw <8 x i64> %1149, splat (i64 3449720151)
  %1151 = lshr <8 x i64> %1148, splat (i64 32)
  %1152 = lshr <8 x i64> %1150, splat (i64 32)
  %1153 = xor <8 x i64> %broadcast.splat195, %1152
  %1154 = xor <8 x i64> %1153, %1140
  %1155 = xor <8 x i64> %1151, %broadcast.splat197
  %1156 = xor <8 x i64> %1155, %1138
  %1157 = and <8 x i64> %1154, splat (i64 4294967295)
  %1158 = mul nuw <8 x i64> %1157, splat (i64 3528531795)
  %1159 = and <8 x i64> %1156, splat (i64 4294967295)
  %1160 = mul nuw <8 x i64> %1159, splat (i64 3449720151)
  %1161 = lshr <8 x i64> %1158, splat (i64 32)
  %1162 = lshr <8 x i64> %1160, splat (i64 32)
  %1163 = xor <8 x i64> %1162, %broadcast.splat199
  %1164 = xor <8 x i64> %1163, %1150
  %1165 = xor <8 x i64> %broadcast.splat201, %1161
  %1166 = xor <8 x i64> %1165, %1148
  %1167 = and <8 x i64> %1164, splat (i64 4294967295)
  %1168 = mul nuw <8 x i64> %1167, splat (i64 3528531795)
  %1169 = and <8 x i64> %1166, splat (i64 4294967295)
  %1170 = mul nuw <8 x i64> %1169, splat (i64 3449720151)
  %1171 = lshr <8 x i64> %1168, splat (i64 32)
  %1172 = lshr <8 x i64> %1170, splat (i64 32)
  %1173 = xor <8 x i64> %broadcast.splat203, %1172
  %1174 = xor <8 x i64> %1173, %1160
  %1175 = xor <8 x i64> %1171, %broadcast.splat205
  %1176 = xor <8 x i64> %1175, %1158
  %1177 = and <8 x i64> %1174, splat (i64 4294967295)
  %1178 = mul nuw <8 x i64> %1177, splat (i64 3528531795)
  %1179 = lshr <8 x i64> %1178, splat (i64 32)
  %1180 = trunc <8 x i64> %1176 to <8 x i32>
  %1181 = mul <8 x i32> %1180, splat (i32 -845247145)
  %1182 = xor <8 x i64> %broadcast.splat207, %1179
  %1183 = xor <8 x i64> %1182, %1168
  %1184 = and <8 x i64> %1183, splat (i64 4294967295)
  %1185 = mul nuw <8 x i64> %1184, splat (i64 3449720151)
  %1186 = lshr <8 x i64> %1185, splat (i64 32)
  %1187 = trunc nuw <8 x i64> %1186 to <8 x i32>
  %1188 = trunc <8 x i64> %1185 to <8 x i32>
  %1189 = xor <8 x i32> %1181, %1187
  %1190 = xor <8 x i32> %1189, %broadcast.splat209
  %1191 = getelementptr inbounds float, ptr %22, i64 %index211
  store <8 x i32> %1190, ptr %1191, align 4
  %1192 = getelementptr inbounds float, ptr %scratch, i64 %index211
  store <8 x i32> %1188, ptr %1192, align 4
  %index.next212 = add nuw i64 %index211, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %1193 = icmp eq i64 %index.next212, %n.vec169
  br i1 %1193, label %middle.block213, label %vector.body210, !llvm.loop !28

middle.block213:                                  ; preds = %vector.body210
  br i1 %cmp.n214, label %vector.ph156, label %philox.body7.us.preheader

philox.body7.us.preheader:                        ; preds = %middle.block213
  %invariant.op = xor i64 %1100, %25
  %invariant.op275 = xor i64 %1105, %28
  br label %philox.body7.us

step.header.step.exit_crit_edge.split.us44:       ; preds = %noise.done.loopexit27.us
  %1194 = add nuw i64 %row39.us, 1
  %exitcond64.not = icmp eq i64 %1194, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond64.not, label %row.exit, label %row.body.us

small_table.body:                                 ; preds = %small_table.body, %small_table.body.preheader.new
  %small_table29 = phi i64 [ 0, %small_table.body.preheader.new ], [ %1204, %small_table.body ]
  %niter = phi i64 [ 0, %small_table.body.preheader.new ], [ %niter.next.1, %small_table.body ]
  %unit.lhs.trunc = trunc i64 %small_table29 to i16
  %unit74 = urem i16 %unit.lhs.trunc, %unit.rhs.trunc
  %step.lhs.trunc = trunc i64 %small_table29 to i16
  %step75 = udiv i16 %step.lhs.trunc, %step.rhs.trunc
  %1195 = zext nneg i16 %unit74 to i32
  %1196 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table29
  store i32 %1195, ptr %1196, align 4
  %1197 = zext i16 %step75 to i32
  %1198 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table29
  store i32 %1197, ptr %1198, align 4
  %1199 = or disjoint i64 %small_table29, 1
  %unit.lhs.trunc.1 = trunc i64 %1199 to i16
  %unit74.1 = urem i16 %unit.lhs.trunc.1, %unit.rhs.trunc
  %step.lhs.trunc.1 = trunc i64 %1199 to i16
  %step75.1 = udiv i16 %step.lhs.trunc.1, %step.rhs.trunc
  %1200 = zext nneg i16 %unit74.1 to i32
  %1201 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %1199
  store i32 %1200, ptr %1201, align 4
  %1202 = zext i16 %step75.1 to i32
  %1203 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %1199
  store i32 %1202, ptr %1203, align 4
  %1204 = add nuw nsw i64 %small_table29, 2
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
!8 = !{!"branch_weights", i32 4, i32 28}
!9 = distinct !{!9, !6, !7}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !7, !6}
!12 = distinct !{!12, !7, !6}
!13 = distinct !{!13, !6, !7}
!14 = distinct !{!14, !6, !7}
!15 = !{!16}
!16 = distinct !{!16, !17}
!17 = distinct !{!17, !"LVerDomain"}
!18 = !{!19, !20}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !17}
!21 = !{!19}
!22 = !{!20}
!23 = distinct !{!23, !6, !7}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !7, !6}
!26 = distinct !{!26, !7, !6}
!27 = distinct !{!27, !6, !7}
!28 = distinct !{!28, !6, !7}
