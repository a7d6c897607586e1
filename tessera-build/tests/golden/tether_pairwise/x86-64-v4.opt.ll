; ModuleID = 'tether_pairwise'
source_filename = "tether_pairwise.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_tether_pairwise_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %small_step_of = alloca [512 x float], align 4
  %small_unit_of = alloca [512 x float], align 4
  %small_staging = alloca [512 x float], align 4
  %small_noise = alloca [512 x float], align 4
  %state = load ptr, ptr %args, align 8
  %state200 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %input_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %scratch = load ptr, ptr %1, align 8
  %scratch199 = ptrtoint ptr %scratch to i64
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
  %steps_per_chunk35 = udiv i16 512, %steps_per_chunk.rhs.trunc
  %steps_per_chunk.zext = zext nneg i16 %steps_per_chunk35 to i64
  %small_rows.not = xor i1 %small_rows, true
  %.not = icmp eq i64 %n_features, 0
  %or.cond393 = or i1 %small_rows.not, %.not
  br i1 %or.cond393, label %small_tables.done, label %small_table.body.preheader

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
  %small_table38.epil.init = phi i64 [ 0, %small_table.body.preheader ], [ %1303, %small_tables.done.loopexit.unr-lcssa ]
  %lcmp.mod369 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod369)
  %unit.lhs.trunc.epil = trunc i64 %small_table38.epil.init to i16
  %unit103.epil = urem i16 %unit.lhs.trunc.epil, %unit.rhs.trunc
  %step.lhs.trunc.epil = trunc i64 %small_table38.epil.init to i16
  %step104.epil = udiv i16 %step.lhs.trunc.epil, %step.rhs.trunc
  %17 = zext nneg i16 %unit103.epil to i32
  %18 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table38.epil.init
  store i32 %17, ptr %18, align 4
  %19 = zext i16 %step104.epil to i32
  %20 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table38.epil.init
  store i32 %19, ptr %20, align 4
  br label %small_tables.done

small_tables.done:                                ; preds = %small_table.body.epil.preheader, %small_tables.done.loopexit.unr-lcssa, %entry
  %21 = icmp ult i64 %row_begin, %row_end
  br i1 %21, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %small_tables.done
  %22 = getelementptr inbounds float, ptr %scratch, i64 %n_features
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not60 = icmp eq i64 %steps, 0
  %draw.not = icmp eq i32 %draw_noise, 0
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
  %.not61 = icmp eq i64 %n_features, 0
  br i1 %.not60, label %row.exit, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %41 = mul i64 %row_begin, %n_features
  %42 = shl i64 %41, 2
  %43 = shl i64 %n_features, 2
  %44 = shl i64 %row_begin, 2
  %45 = add i64 %44, 4
  %46 = mul i64 %n_features, %45
  %47 = shl i64 %n_features, 2
  %48 = mul i64 %row_begin, %n_features
  %49 = shl i64 %48, 2
  %50 = add i64 %49, %state200
  %51 = sub i64 %scratch199, %50
  %52 = mul i64 %n_features, -4
  %n.vec309 = and i64 %n_features, -8
  %broadcast.splatinsert318 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat319 = shufflevector <8 x i64> %broadcast.splatinsert318, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert322 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat323 = shufflevector <8 x i64> %broadcast.splatinsert322, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert326 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat327 = shufflevector <8 x i64> %broadcast.splatinsert326, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert328 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat329 = shufflevector <8 x i64> %broadcast.splatinsert328, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert330 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat331 = shufflevector <8 x i64> %broadcast.splatinsert330, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert332 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat333 = shufflevector <8 x i64> %broadcast.splatinsert332, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert334 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat335 = shufflevector <8 x i64> %broadcast.splatinsert334, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert336 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat337 = shufflevector <8 x i64> %broadcast.splatinsert336, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert338 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat339 = shufflevector <8 x i64> %broadcast.splatinsert338, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert340 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat341 = shufflevector <8 x i64> %broadcast.splatinsert340, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert342 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat343 = shufflevector <8 x i64> %broadcast.splatinsert342, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert344 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat345 = shufflevector <8 x i64> %broadcast.splatinsert344, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert346 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat347 = shufflevector <8 x i64> %broadcast.splatinsert346, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert348 = insertelement <8 x i32> poison, i32 %40, i64 0
  %broadcast.splat349 = shufflevector <8 x i32> %broadcast.splatinsert348, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n354 = icmp eq i64 %n_features, %n.vec309
  %n.vec298 = and i64 %n_features, -8
  %cmp.n305 = icmp eq i64 %n_features, %n.vec298
  %broadcast.splatinsert253 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat254 = shufflevector <8 x i64> %broadcast.splatinsert253, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert255 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat256 = shufflevector <8 x i64> %broadcast.splatinsert255, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert257 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat258 = shufflevector <8 x i64> %broadcast.splatinsert257, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert259 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat260 = shufflevector <8 x i64> %broadcast.splatinsert259, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert261 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat262 = shufflevector <8 x i64> %broadcast.splatinsert261, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert263 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat264 = shufflevector <8 x i64> %broadcast.splatinsert263, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert265 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat266 = shufflevector <8 x i64> %broadcast.splatinsert265, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert267 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat268 = shufflevector <8 x i64> %broadcast.splatinsert267, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert269 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat270 = shufflevector <8 x i64> %broadcast.splatinsert269, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert271 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat272 = shufflevector <8 x i64> %broadcast.splatinsert271, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert273 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat274 = shufflevector <8 x i64> %broadcast.splatinsert273, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert275 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat276 = shufflevector <8 x i64> %broadcast.splatinsert275, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert277 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat278 = shufflevector <8 x i64> %broadcast.splatinsert277, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert279 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat280 = shufflevector <8 x i64> %broadcast.splatinsert279, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert281 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat282 = shufflevector <8 x i64> %broadcast.splatinsert281, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert283 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat284 = shufflevector <8 x i64> %broadcast.splatinsert283, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert285 = insertelement <8 x i32> poison, i32 %40, i64 0
  %broadcast.splat286 = shufflevector <8 x i32> %broadcast.splatinsert285, <8 x i32> poison, <8 x i32> zeroinitializer
  %min.iters.check201 = icmp ult i64 %n_features, 4
  %min.iters.check204 = icmp ult i64 %n_features, 32
  %n.mod.vf207 = and i64 %n_features, 28
  %n.vec208 = and i64 %n_features, -32
  %cmp.n217 = icmp eq i64 %n_features, %n.vec208
  %min.epilog.iters.check221 = icmp eq i64 %n.mod.vf207, 0
  %n.vec224 = and i64 %n_features, -4
  %cmp.n230 = icmp eq i64 %n_features, %n.vec224
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check154 = icmp ult i64 %n_features, 16
  %n.mod.vf157 = and i64 %n_features, 12
  %n.vec158 = and i64 %n_features, -16
  %broadcast.splatinsert161 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat162 = shufflevector <8 x float> %broadcast.splatinsert161, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n175 = icmp eq i64 %n_features, %n.vec158
  %min.epilog.iters.check179 = icmp eq i64 %n.mod.vf157, 0
  %n.vec182 = and i64 %n_features, -4
  %broadcast.splatinsert185 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat186 = shufflevector <4 x float> %broadcast.splatinsert185, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n196 = icmp eq i64 %n_features, %n.vec182
  %xtraiter378 = and i64 %n_features, 1
  %lcmp.mod379.not = icmp eq i64 %xtraiter378, 0
  %min.iters.check118 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert119 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat120 = shufflevector <8 x float> %broadcast.splatinsert119, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec129 = and i64 %n_features, -4
  %broadcast.splatinsert132 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat133 = shufflevector <4 x float> %broadcast.splatinsert132, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n138 = icmp eq i64 %n_features, %n.vec129
  %xtraiter381 = and i64 %n_features, 1
  %lcmp.mod382.not = icmp eq i64 %xtraiter381, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row59.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %1293, %step.header.step.exit_crit_edge.us ]
  %53 = mul i64 %52, %indvar
  %54 = add i64 %51, %53
  %55 = mul i64 %47, %indvar
  %56 = add i64 %42, %55
  %scevgep140 = getelementptr i8, ptr %state, i64 %56
  %57 = add i64 %46, %55
  %scevgep141 = getelementptr i8, ptr %state, i64 %57
  %scevgep142 = getelementptr i8, ptr %input_0, i64 %56
  %scevgep143 = getelementptr i8, ptr %input_0, i64 %57
  %58 = mul i64 %43, %indvar
  %59 = add i64 %42, %58
  %scevgep = getelementptr i8, ptr %state, i64 %59
  %60 = add i64 %46, %58
  %scevgep115 = getelementptr i8, ptr %state, i64 %60
  %scevgep116 = getelementptr i8, ptr %input_0, i64 %59
  %scevgep117 = getelementptr i8, ptr %input_0, i64 %60
  %row_offset.us = mul i64 %row59.us, %n_features
  %61 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %62 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert316 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat317 = shufflevector <8 x i64> %broadcast.splatinsert316, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert249 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat250 = shufflevector <8 x i64> %broadcast.splatinsert249, <8 x i64> poison, <8 x i32> zeroinitializer
  %diff.check = icmp ult i64 %54, 128
  %or.cond = select i1 %min.iters.check201, i1 true, i1 %diff.check
  %bound0145 = icmp ult ptr %scevgep140, %scevgep143
  %bound1146 = icmp ult ptr %scevgep142, %scevgep141
  %found.conflict147 = and i1 %bound0145, %bound1146
  %bound0 = icmp ult ptr %scevgep, %scevgep117
  %bound1 = icmp ult ptr %scevgep116, %scevgep115
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done.us
  %step358.us = phi i64 [ 0, %row.body.us ], [ %1076, %noise.done.us ]
  %temperature1.057.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done.us ]
  %63 = fmul float %two_eta, %temperature1.057.us
  %64 = fcmp ogt float %63, 0.000000e+00
  %65 = tail call float @llvm.sqrt.f32(float %63)
  %66 = select i1 %64, float %65, float 0.000000e+00
  %noise_scale4.us = select i1 %anneal2.not, float %noise_scale, float %66
  %key1_step.us = add i64 %step358.us, %key1
  %step_in_chunk.us = urem i64 %step358.us, %steps_per_chunk.zext
  br i1 %draw.not, label %draw.done.us.thread100, label %draw.then.us

draw.then.us:                                     ; preds = %step.body.us
  br i1 %small_rows, label %small_rows.then.us, label %philox.header6.preheader.us

noise.body11.us:                                  ; preds = %middle.block304, %noise.body11.us
  %noise1340.us = phi i64 [ %195, %noise.body11.us ], [ %n.vec298, %middle.block304 ]
  %67 = getelementptr inbounds float, ptr %22, i64 %noise1340.us
  %w014.us = load i32, ptr %67, align 4
  %68 = getelementptr inbounds float, ptr %scratch, i64 %noise1340.us
  %w115.us = load i32, ptr %68, align 4
  %69 = uitofp i32 %w014.us to double
  %70 = fadd double %69, 5.000000e-01
  %71 = fmul double %70, 0x3DF0000000000000
  %72 = uitofp i32 %w115.us to double
  %73 = fadd double %72, 5.000000e-01
  %74 = fmul double %73, 0x3DF0000000000000
  %75 = bitcast double %71 to i64
  %76 = lshr i64 %75, 32
  %77 = add nuw nsw i64 %76, 614242
  %78 = lshr i64 %77, 20
  %79 = add nsw i64 %78, -1023
  %80 = shl nuw i64 %77, 32
  %81 = and i64 %80, 4503595332403200
  %82 = add nuw nsw i64 %81, 4604544269498187776
  %83 = and i64 %75, 4294967295
  %84 = or disjoint i64 %82, %83
  %85 = bitcast i64 %84 to double
  %86 = fadd double %85, -1.000000e+00
  %87 = fmul double %86, 5.000000e-01
  %88 = fmul double %86, %87
  %89 = fadd double %86, 2.000000e+00
  %90 = fdiv double %86, %89
  %91 = fmul double %90, %90
  %92 = fmul double %91, %91
  %93 = fmul double %92, 0x3FC2F112DF3E5244
  %94 = fadd double %93, 0x3FC7466496CB03DE
  %95 = insertelement <2 x double> poison, double %92, i64 0
  %96 = shufflevector <2 x double> %95, <2 x double> poison, <2 x i32> zeroinitializer
  %97 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %94, i64 1
  %98 = fmul <2 x double> %96, %97
  %99 = fadd <2 x double> %98, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %100 = fmul <2 x double> %96, %99
  %101 = fadd <2 x double> %100, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %102 = insertelement <2 x double> %95, double %91, i64 1
  %103 = fmul <2 x double> %102, %101
  %shift = shufflevector <2 x double> %103, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %103, %shift
  %104 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %105 = sitofp i64 %79 to double
  %106 = fadd double %88, %104
  %107 = fmul double %90, %106
  %108 = fmul double %105, 0x3DEA39EF35793C76
  %109 = fadd double %108, %107
  %110 = fsub double %109, %88
  %111 = fadd double %86, %110
  %112 = fmul double %105, 0x3FE62E42FEE00000
  %113 = fadd double %112, %111
  %114 = fmul double %113, -2.000000e+00
  %115 = tail call double @llvm.sqrt.f64(double %114)
  %116 = fmul double %74, 0x401921FB54442D18
  %117 = fmul double %116, 0x3FE45F306DC9C883
  %118 = fadd double %117, 0x4338000000000000
  %119 = bitcast double %118 to i64
  %120 = fadd double %118, 0xC338000000000000
  %121 = fmul double %120, 0x3FF921FB54400000
  %122 = fsub double %116, %121
  %123 = fmul double %120, 0x3DD0B4611A626331
  %124 = fmul double %120, 0x3DD0B4611A600000
  %125 = fsub double %122, %124
  %126 = fmul double %120, 0x3BA3198A2E037073
  %127 = fsub double %122, %125
  %128 = fsub double %127, %124
  %129 = fsub double %126, %128
  %130 = fsub double %122, %123
  %131 = insertelement <2 x double> poison, double %130, i64 0
  %132 = insertelement <2 x double> %131, double %116, i64 1
  %133 = bitcast <2 x double> %132 to <2 x i64>
  %134 = lshr <2 x i64> %133, splat (i64 52)
  %135 = and <2 x i64> %134, splat (i64 2047)
  %136 = extractelement <2 x i64> %135, i64 0
  %137 = add nuw nsw i64 %136, 16
  %138 = extractelement <2 x i64> %135, i64 1
  %139 = icmp samesign ult i64 %137, %138
  %140 = select i1 %139, double %125, double %122
  %141 = select i1 %139, double %129, double %123
  %142 = fsub double %140, %141
  %143 = fsub double %140, %142
  %144 = fsub double %143, %141
  %145 = fmul double %142, %142
  %146 = fmul double %145, %145
  %147 = fmul double %145, 0x3EFA01A019CB1590
  %148 = fadd double %147, 0xBF56C16C16C15177
  %149 = fmul double %145, %148
  %150 = fadd double %149, 0x3FA555555555554C
  %151 = fmul double %145, %150
  %152 = fmul double %145, 0x3DA8FAE9BE8838D4
  %153 = fsub double 0x3E21EE9EBDB4B1C4, %152
  %154 = fmul double %145, %153
  %155 = fadd double %154, 0xBE927E4F809C52AD
  %156 = fmul double %146, %146
  %157 = fmul double %156, %155
  %158 = fadd double %151, %157
  %159 = fmul double %145, 5.000000e-01
  %160 = fsub double 1.000000e+00, %159
  %161 = fsub double 1.000000e+00, %160
  %162 = fsub double %161, %159
  %163 = fmul double %145, %158
  %164 = fmul double %142, %144
  %165 = fsub double %163, %164
  %166 = fadd double %162, %165
  %167 = fadd double %160, %166
  %168 = fmul double %145, 0x3EC71DE357B1FE7D
  %169 = fadd double %168, 0xBF2A01A019C161D5
  %170 = fmul double %145, %169
  %171 = fadd double %170, 0x3F8111111110F8A6
  %172 = fmul double %145, 0x3DE5D93A5ACFD57C
  %173 = fadd double %172, 0xBE5AE5E68A2B9CEB
  %174 = fmul double %145, %146
  %175 = fmul double %174, %173
  %176 = fadd double %175, %171
  %177 = fmul double %142, %145
  %178 = fmul double %144, 5.000000e-01
  %179 = fmul double %177, %176
  %180 = fsub double %178, %179
  %181 = fmul double %145, %180
  %182 = fsub double %181, %144
  %183 = fmul double %177, 0x3FC5555555555549
  %184 = fadd double %182, %183
  %185 = fsub double %142, %184
  %186 = fneg double %167
  %187 = fneg double %185
  %188 = and i64 %119, 1
  %189 = and i64 %119, 2
  %.not.us = icmp eq i64 %188, 0
  %.not31.us = icmp eq i64 %189, 0
  %190 = select i1 %.not31.us, double %167, double %186
  %191 = select i1 %.not31.us, double %187, double %185
  %192 = select i1 %.not.us, double %190, double %191
  %193 = fmul double %115, %192
  %194 = fptrunc double %193 to float
  store float %194, ptr %67, align 4
  %195 = add nuw i64 %noise1340.us, 1
  %exitcond74.not = icmp eq i64 %195, %n_features
  br i1 %exitcond74.not, label %iter.check203, label %noise.body11.us, !llvm.loop !0

philox.body7.us:                                  ; preds = %philox.body7.us.preheader, %philox.body7.us
  %philox939.us = phi i64 [ %278, %philox.body7.us ], [ %n.vec309, %philox.body7.us.preheader ]
  %element.us = add i64 %philox939.us, %row_offset.us
  %196 = and i64 %element.us, 4294967295
  %197 = mul nuw i64 %196, 3528531795
  %198 = xor i64 %element.us, %key0
  %199 = xor i64 %198, %197
  %200 = lshr i64 %199, 32
  %201 = mul nuw i64 %200, 3449720151
  %202 = lshr i64 %201, 32
  %.reass.reass = xor i64 %202, %invariant.op
  %203 = xor i64 %1206, %197
  %204 = and i64 %.reass.reass, 4294967295
  %205 = mul nuw i64 %204, 3528531795
  %206 = and i64 %203, 4294967295
  %207 = mul nuw i64 %206, 3449720151
  %208 = lshr i64 %205, 32
  %209 = lshr i64 %207, 32
  %210 = xor i64 %209, %27
  %211 = xor i64 %210, %201
  %.reass110.reass = xor i64 %208, %invariant.op392
  %212 = and i64 %211, 4294967295
  %213 = mul nuw i64 %212, 3528531795
  %214 = and i64 %.reass110.reass, 4294967295
  %215 = mul nuw i64 %214, 3449720151
  %216 = lshr i64 %213, 32
  %217 = lshr i64 %215, 32
  %218 = xor i64 %29, %217
  %219 = xor i64 %218, %207
  %220 = xor i64 %216, %30
  %221 = xor i64 %220, %205
  %222 = and i64 %219, 4294967295
  %223 = mul nuw i64 %222, 3528531795
  %224 = and i64 %221, 4294967295
  %225 = mul nuw i64 %224, 3449720151
  %226 = lshr i64 %223, 32
  %227 = lshr i64 %225, 32
  %228 = xor i64 %227, %31
  %229 = xor i64 %228, %215
  %230 = xor i64 %32, %226
  %231 = xor i64 %230, %213
  %232 = and i64 %229, 4294967295
  %233 = mul nuw i64 %232, 3528531795
  %234 = and i64 %231, 4294967295
  %235 = mul nuw i64 %234, 3449720151
  %236 = lshr i64 %233, 32
  %237 = lshr i64 %235, 32
  %238 = xor i64 %33, %237
  %239 = xor i64 %238, %225
  %240 = xor i64 %236, %34
  %241 = xor i64 %240, %223
  %242 = and i64 %239, 4294967295
  %243 = mul nuw i64 %242, 3528531795
  %244 = and i64 %241, 4294967295
  %245 = mul nuw i64 %244, 3449720151
  %246 = lshr i64 %243, 32
  %247 = lshr i64 %245, 32
  %248 = xor i64 %247, %35
  %249 = xor i64 %248, %235
  %250 = xor i64 %36, %246
  %251 = xor i64 %250, %233
  %252 = and i64 %249, 4294967295
  %253 = mul nuw i64 %252, 3528531795
  %254 = and i64 %251, 4294967295
  %255 = mul nuw i64 %254, 3449720151
  %256 = lshr i64 %253, 32
  %257 = lshr i64 %255, 32
  %258 = xor i64 %37, %257
  %259 = xor i64 %258, %245
  %260 = xor i64 %256, %38
  %261 = xor i64 %260, %243
  %262 = and i64 %259, 4294967295
  %263 = mul nuw i64 %262, 3528531795
  %264 = lshr i64 %263, 32
  %265 = trunc i64 %261 to i32
  %266 = mul i32 %265, -845247145
  %267 = xor i64 %39, %264
  %268 = xor i64 %267, %253
  %269 = and i64 %268, 4294967295
  %270 = mul nuw i64 %269, 3449720151
  %271 = lshr i64 %270, 32
  %272 = trunc nuw i64 %271 to i32
  %273 = trunc i64 %270 to i32
  %274 = xor i32 %266, %272
  %275 = xor i32 %274, %40
  %276 = getelementptr inbounds float, ptr %22, i64 %philox939.us
  store i32 %275, ptr %276, align 4
  %277 = getelementptr inbounds float, ptr %scratch, i64 %philox939.us
  store i32 %273, ptr %277, align 4
  %278 = add nuw i64 %philox939.us, 1
  %exitcond.not = icmp eq i64 %278, %n_features
  br i1 %exitcond.not, label %vector.ph296, label %philox.body7.us, !llvm.loop !3

vector.ph296:                                     ; preds = %philox.body7.us, %middle.block353
  br label %vector.body299

vector.body299:                                   ; preds = %vector.body299, %vector.ph296
  %index300 = phi i64 [ 0, %vector.ph296 ], [ %index.next303, %vector.body299 ]
  %279 = getelementptr inbounds float, ptr %22, i64 %index300
  %wide.load301 = load <8 x i32>, ptr %279, align 4
  %280 = getelementptr inbounds float, ptr %scratch, i64 %index300
  %wide.load302 = load <8 x i32>, ptr %280, align 4
  %281 = uitofp <8 x i32> %wide.load301 to <8 x double>
  %282 = fadd <8 x double> %281, splat (double 5.000000e-01)
  %283 = fmul <8 x double> %282, splat (double 0x3DF0000000000000)
  %284 = uitofp <8 x i32> %wide.load302 to <8 x double>
  %285 = fadd <8 x double> %284, splat (double 5.000000e-01)
  %286 = fmul <8 x double> %285, splat (double 0x3DF0000000000000)
  %287 = bitcast <8 x double> %283 to <8 x i64>
  %288 = lshr <8 x i64> %287, splat (i64 32)
  %289 = add nuw nsw <8 x i64> %288, splat (i64 614242)
  %290 = lshr <8 x i64> %289, splat (i64 20)
  %291 = add nsw <8 x i64> %290, splat (i64 -1023)
  %292 = shl nuw <8 x i64> %289, splat (i64 32)
  %293 = and <8 x i64> %292, splat (i64 4503595332403200)
  %294 = add nuw nsw <8 x i64> %293, splat (i64 4604544269498187776)
  %295 = and <8 x i64> %287, splat (i64 4294967295)
  %296 = or disjoint <8 x i64> %294, %295
  %297 = bitcast <8 x i64> %296 to <8 x double>
  %298 = fadd <8 x double> %297, splat (double -1.000000e+00)
  %299 = fmul <8 x double> %298, splat (double 5.000000e-01)
  %300 = fmul <8 x double> %298, %299
  %301 = fadd <8 x double> %298, splat (double 2.000000e+00)
  %302 = fdiv <8 x double> %298, %301
  %303 = fmul <8 x double> %302, %302
  %304 = fmul <8 x double> %303, %303
  %305 = fmul <8 x double> %304, splat (double 0x3FC39A09D078C69F)
  %306 = fadd <8 x double> %305, splat (double 0x3FCC71C51D8E78AF)
  %307 = fmul <8 x double> %304, %306
  %308 = fadd <8 x double> %307, splat (double 0x3FD999999997FA04)
  %309 = fmul <8 x double> %304, %308
  %310 = fmul <8 x double> %304, splat (double 0x3FC2F112DF3E5244)
  %311 = fadd <8 x double> %310, splat (double 0x3FC7466496CB03DE)
  %312 = fmul <8 x double> %304, %311
  %313 = fadd <8 x double> %312, splat (double 0x3FD2492494229359)
  %314 = fmul <8 x double> %304, %313
  %315 = fadd <8 x double> %314, splat (double 0x3FE5555555555593)
  %316 = fmul <8 x double> %303, %315
  %317 = fadd <8 x double> %309, %316
  %318 = sitofp <8 x i64> %291 to <8 x double>
  %319 = fadd <8 x double> %300, %317
  %320 = fmul <8 x double> %302, %319
  %321 = fmul <8 x double> %318, splat (double 0x3DEA39EF35793C76)
  %322 = fadd <8 x double> %321, %320
  %323 = fsub <8 x double> %322, %300
  %324 = fadd <8 x double> %298, %323
  %325 = fmul <8 x double> %318, splat (double 0x3FE62E42FEE00000)
  %326 = fadd <8 x double> %325, %324
  %327 = fmul <8 x double> %326, splat (double -2.000000e+00)
  %328 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %327)
  %329 = fmul <8 x double> %286, splat (double 0x401921FB54442D18)
  %330 = fmul <8 x double> %329, splat (double 0x3FE45F306DC9C883)
  %331 = fadd <8 x double> %330, splat (double 0x4338000000000000)
  %332 = bitcast <8 x double> %331 to <8 x i64>
  %333 = fadd <8 x double> %331, splat (double 0xC338000000000000)
  %334 = fmul <8 x double> %333, splat (double 0x3FF921FB54400000)
  %335 = fsub <8 x double> %329, %334
  %336 = fmul <8 x double> %333, splat (double 0x3DD0B4611A626331)
  %337 = fmul <8 x double> %333, splat (double 0x3DD0B4611A600000)
  %338 = fsub <8 x double> %335, %337
  %339 = fmul <8 x double> %333, splat (double 0x3BA3198A2E037073)
  %340 = fsub <8 x double> %335, %338
  %341 = fsub <8 x double> %340, %337
  %342 = fsub <8 x double> %339, %341
  %343 = fsub <8 x double> %335, %336
  %344 = bitcast <8 x double> %329 to <8 x i64>
  %345 = lshr <8 x i64> %344, splat (i64 52)
  %346 = and <8 x i64> %345, splat (i64 2047)
  %347 = bitcast <8 x double> %343 to <8 x i64>
  %348 = lshr <8 x i64> %347, splat (i64 52)
  %349 = and <8 x i64> %348, splat (i64 2047)
  %350 = add nuw nsw <8 x i64> %349, splat (i64 16)
  %351 = icmp samesign ult <8 x i64> %350, %346
  %352 = select <8 x i1> %351, <8 x double> %338, <8 x double> %335
  %353 = select <8 x i1> %351, <8 x double> %342, <8 x double> %336
  %354 = fsub <8 x double> %352, %353
  %355 = fsub <8 x double> %352, %354
  %356 = fsub <8 x double> %355, %353
  %357 = fmul <8 x double> %354, %354
  %358 = fmul <8 x double> %357, %357
  %359 = fmul <8 x double> %357, splat (double 0x3EFA01A019CB1590)
  %360 = fadd <8 x double> %359, splat (double 0xBF56C16C16C15177)
  %361 = fmul <8 x double> %357, %360
  %362 = fadd <8 x double> %361, splat (double 0x3FA555555555554C)
  %363 = fmul <8 x double> %357, %362
  %364 = fmul <8 x double> %357, splat (double 0x3DA8FAE9BE8838D4)
  %365 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %364
  %366 = fmul <8 x double> %357, %365
  %367 = fadd <8 x double> %366, splat (double 0xBE927E4F809C52AD)
  %368 = fmul <8 x double> %358, %358
  %369 = fmul <8 x double> %368, %367
  %370 = fadd <8 x double> %363, %369
  %371 = fmul <8 x double> %357, splat (double 5.000000e-01)
  %372 = fsub <8 x double> splat (double 1.000000e+00), %371
  %373 = fsub <8 x double> splat (double 1.000000e+00), %372
  %374 = fsub <8 x double> %373, %371
  %375 = fmul <8 x double> %357, %370
  %376 = fmul <8 x double> %354, %356
  %377 = fsub <8 x double> %375, %376
  %378 = fadd <8 x double> %374, %377
  %379 = fadd <8 x double> %372, %378
  %380 = fmul <8 x double> %357, splat (double 0x3EC71DE357B1FE7D)
  %381 = fadd <8 x double> %380, splat (double 0xBF2A01A019C161D5)
  %382 = fmul <8 x double> %357, %381
  %383 = fadd <8 x double> %382, splat (double 0x3F8111111110F8A6)
  %384 = fmul <8 x double> %357, splat (double 0x3DE5D93A5ACFD57C)
  %385 = fadd <8 x double> %384, splat (double 0xBE5AE5E68A2B9CEB)
  %386 = fmul <8 x double> %357, %358
  %387 = fmul <8 x double> %386, %385
  %388 = fadd <8 x double> %387, %383
  %389 = fmul <8 x double> %354, %357
  %390 = fmul <8 x double> %356, splat (double 5.000000e-01)
  %391 = fmul <8 x double> %389, %388
  %392 = fsub <8 x double> %390, %391
  %393 = fmul <8 x double> %357, %392
  %394 = fsub <8 x double> %393, %356
  %395 = fmul <8 x double> %389, splat (double 0x3FC5555555555549)
  %396 = fadd <8 x double> %394, %395
  %397 = fsub <8 x double> %354, %396
  %398 = fneg <8 x double> %379
  %399 = fneg <8 x double> %397
  %400 = and <8 x i64> %332, splat (i64 1)
  %401 = and <8 x i64> %332, splat (i64 2)
  %402 = icmp eq <8 x i64> %400, zeroinitializer
  %403 = icmp eq <8 x i64> %401, zeroinitializer
  %404 = select <8 x i1> %403, <8 x double> %379, <8 x double> %398
  %405 = select <8 x i1> %403, <8 x double> %399, <8 x double> %397
  %406 = select <8 x i1> %402, <8 x double> %404, <8 x double> %405
  %407 = fmul <8 x double> %328, %406
  %408 = fptrunc <8 x double> %407 to <8 x float>
  store <8 x float> %408, ptr %279, align 4
  %index.next303 = add nuw i64 %index300, 8
  %409 = icmp eq i64 %index.next303, %n.vec298
  br i1 %409, label %middle.block304, label %vector.body299, !llvm.loop !4

middle.block304:                                  ; preds = %vector.body299
  br i1 %cmp.n305, label %iter.check203, label %noise.body11.us

small_rows.then.us:                               ; preds = %draw.then.us
  %chunk_starts.us = icmp eq i64 %step_in_chunk.us, 0
  br i1 %chunk_starts.us, label %small_draw.then.us, label %draw.done.us

small_draw.then.us:                               ; preds = %small_rows.then.us
  %steps_left.us = sub i64 %steps, %step358.us
  %410 = tail call i64 @llvm.umin.i64(i64 %steps_left.us, i64 %steps_per_chunk.zext)
  %chunk_units.us = mul nuw nsw i64 %410, %n_features
  %.not65 = icmp eq i64 %chunk_units.us, 0
  br i1 %.not65, label %draw.done.us, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %small_draw.then.us
  %min.iters.check245 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check245, label %philox.body.us.preheader365, label %vector.ph246

vector.ph246:                                     ; preds = %philox.body.us.preheader
  %n.vec248 = and i64 %chunk_units.us, 32760
  %broadcast.splatinsert251 = insertelement <8 x i64> poison, i64 %key1_step.us, i64 0
  %broadcast.splat252 = shufflevector <8 x i64> %broadcast.splatinsert251, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body287

vector.body287:                                   ; preds = %vector.body287, %vector.ph246
  %index288 = phi i64 [ 0, %vector.ph246 ], [ %index.next291, %vector.body287 ]
  %411 = getelementptr inbounds float, ptr %small_unit_of, i64 %index288
  %wide.load289 = load <8 x i32>, ptr %411, align 4
  %412 = zext <8 x i32> %wide.load289 to <8 x i64>
  %413 = add <8 x i64> %broadcast.splat250, %412
  %414 = getelementptr inbounds float, ptr %small_step_of, i64 %index288
  %wide.load290 = load <8 x i32>, ptr %414, align 4
  %415 = zext <8 x i32> %wide.load290 to <8 x i64>
  %416 = add <8 x i64> %broadcast.splat252, %415
  %417 = lshr <8 x i64> %416, splat (i64 32)
  %418 = and <8 x i64> %413, splat (i64 4294967295)
  %419 = mul nuw <8 x i64> %418, splat (i64 3528531795)
  %420 = mul nuw <8 x i64> %417, splat (i64 3449720151)
  %421 = lshr <8 x i64> %420, splat (i64 32)
  %422 = xor <8 x i64> %broadcast.splat254, %421
  %423 = xor <8 x i64> %422, %416
  %424 = xor <8 x i64> %413, %broadcast.splat254
  %425 = xor <8 x i64> %424, %419
  %426 = lshr <8 x i64> %425, splat (i64 32)
  %427 = and <8 x i64> %423, splat (i64 4294967295)
  %428 = mul nuw <8 x i64> %427, splat (i64 3528531795)
  %429 = mul nuw <8 x i64> %426, splat (i64 3449720151)
  %430 = lshr <8 x i64> %428, splat (i64 32)
  %431 = lshr <8 x i64> %429, splat (i64 32)
  %432 = xor <8 x i64> %broadcast.splat256, %431
  %433 = xor <8 x i64> %432, %420
  %434 = xor <8 x i64> %broadcast.splat258, %430
  %435 = xor <8 x i64> %434, %419
  %436 = and <8 x i64> %433, splat (i64 4294967295)
  %437 = mul nuw <8 x i64> %436, splat (i64 3528531795)
  %438 = and <8 x i64> %435, splat (i64 4294967295)
  %439 = mul nuw <8 x i64> %438, splat (i64 3449720151)
  %440 = lshr <8 x i64> %437, splat (i64 32)
  %441 = lshr <8 x i64> %439, splat (i64 32)
  %442 = xor <8 x i64> %broadcast.splat260, %441
  %443 = xor <8 x i64> %442, %429
  %444 = xor <8 x i64> %broadcast.splat262, %440
  %445 = xor <8 x i64> %444, %428
  %446 = and <8 x i64> %443, splat (i64 4294967295)
  %447 = mul nuw <8 x i64> %446, splat (i64 3528531795)
  %448 = and <8 x i64> %445, splat (i64 4294967295)
  %449 = mul nuw <8 x i64> %448, splat (i64 3449720151)
  %450 = lshr <8 x i64> %447, splat (i64 32)
  %451 = lshr <8 x i64> %449, splat (i64 32)
  %452 = xor <8 x i64> %broadcast.splat264, %451
  %453 = xor <8 x i64> %452, %439
  %454 = xor <8 x i64> %broadcast.splat266, %450
  %455 = xor <8 x i64> %454, %437
  %456 = and <8 x i64> %453, splat (i64 4294967295)
  %457 = mul nuw <8 x i64> %456, splat (i64 3528531795)
  %458 = and <8 x i64> %455, splat (i64 4294967295)
  %459 = mul nuw <8 x i64> %458, splat (i64 3449720151)
  %460 = lshr <8 x i64> %457, splat (i64 32)
  %461 = lshr <8 x i64> %459, splat (i64 32)
  %462 = xor <8 x i64> %broadcast.splat268, %461
  %463 = xor <8 x i64> %462, %449
  %464 = xor <8 x i64> %broadcast.splat270, %460
  %465 = xor <8 x i64> %464, %447
  %466 = and <8 x i64> %463, splat (i64 4294967295)
  %467 = mul nuw <8 x i64> %466, splat (i64 3528531795)
  %468 = and <8 x i64> %465, splat (i64 4294967295)
  %469 = mul nuw <8 x i64> %468, splat (i64 3449720151)
  %470 = lshr <8 x i64> %467, splat (i64 32)
  %471 = lshr <8 x i64> %469, splat (i64 32)
  %472 = xor <8 x i64> %broadcast.splat272, %471
  %473 = xor <8 x i64> %472, %459
  %474 = xor <8 x i64> %broadcast.splat274, %470
  %475 = xor <8 x i64> %474, %457
  %476 = and <8 x i64> %473, splat (i64 4294967295)
  %477 = mul nuw <8 x i64> %476, splat (i64 3528531795)
  %478 = and <8 x i64> %475, splat (i64 4294967295)
  %479 = mul nuw <8 x i64> %478, splat (i64 3449720151)
  %480 = lshr <8 x i64> %477, splat (i64 32)
  %481 = lshr <8 x i64> %479, splat (i64 32)
  %482 = xor <8 x i64> %broadcast.splat276, %481
  %483 = xor <8 x i64> %482, %469
  %484 = xor <8 x i64> %broadcast.splat278, %480
  %485 = xor <8 x i64> %484, %467
  %486 = and <8 x i64> %483, splat (i64 4294967295)
  %487 = mul nuw <8 x i64> %486, splat (i64 3528531795)
  %488 = and <8 x i64> %485, splat (i64 4294967295)
  %489 = mul nuw <8 x i64> %488, splat (i64 3449720151)
  %490 = lshr <8 x i64> %487, splat (i64 32)
  %491 = lshr <8 x i64> %489, splat (i64 32)
  %492 = xor <8 x i64> %broadcast.splat280, %491
  %493 = xor <8 x i64> %492, %479
  %494 = xor <8 x i64> %broadcast.splat282, %490
  %495 = xor <8 x i64> %494, %477
  %496 = and <8 x i64> %493, splat (i64 4294967295)
  %497 = mul nuw <8 x i64> %496, splat (i64 3528531795)
  %498 = lshr <8 x i64> %497, splat (i64 32)
  %499 = trunc <8 x i64> %495 to <8 x i32>
  %500 = mul <8 x i32> %499, splat (i32 -845247145)
  %501 = xor <8 x i64> %broadcast.splat284, %498
  %502 = xor <8 x i64> %501, %487
  %503 = and <8 x i64> %502, splat (i64 4294967295)
  %504 = mul nuw <8 x i64> %503, splat (i64 3449720151)
  %505 = lshr <8 x i64> %504, splat (i64 32)
  %506 = trunc nuw <8 x i64> %505 to <8 x i32>
  %507 = trunc <8 x i64> %504 to <8 x i32>
  %508 = xor <8 x i32> %500, %506
  %509 = xor <8 x i32> %508, %broadcast.splat286
  %510 = getelementptr inbounds float, ptr %small_noise, i64 %index288
  store <8 x i32> %509, ptr %510, align 4
  %511 = getelementptr inbounds float, ptr %small_staging, i64 %index288
  store <8 x i32> %507, ptr %511, align 4
  %index.next291 = add nuw i64 %index288, 8
  %512 = icmp eq i64 %index.next291, %n.vec248
  br i1 %512, label %middle.block292, label %vector.body287, !llvm.loop !5

middle.block292:                                  ; preds = %vector.body287
  %cmp.n293 = icmp eq i64 %chunk_units.us, %n.vec248
  br i1 %cmp.n293, label %noise.body.us.preheader, label %philox.body.us.preheader365

philox.body.us.preheader365:                      ; preds = %philox.body.us.preheader, %middle.block292
  %philox41.us.ph = phi i64 [ 0, %philox.body.us.preheader ], [ %n.vec248, %middle.block292 ]
  br label %philox.body.us

noise.body.us:                                    ; preds = %noise.body.us.preheader364, %noise.body.us
  %noise42.us = phi i64 [ %641, %noise.body.us ], [ %noise42.us.ph, %noise.body.us.preheader364 ]
  %513 = getelementptr inbounds float, ptr %small_noise, i64 %noise42.us
  %w0.us = load i32, ptr %513, align 4
  %514 = getelementptr inbounds float, ptr %small_staging, i64 %noise42.us
  %w1.us = load i32, ptr %514, align 4
  %515 = uitofp i32 %w0.us to double
  %516 = fadd double %515, 5.000000e-01
  %517 = fmul double %516, 0x3DF0000000000000
  %518 = uitofp i32 %w1.us to double
  %519 = fadd double %518, 5.000000e-01
  %520 = fmul double %519, 0x3DF0000000000000
  %521 = bitcast double %517 to i64
  %522 = lshr i64 %521, 32
  %523 = add nuw nsw i64 %522, 614242
  %524 = lshr i64 %523, 20
  %525 = add nsw i64 %524, -1023
  %526 = shl nuw i64 %523, 32
  %527 = and i64 %526, 4503595332403200
  %528 = add nuw nsw i64 %527, 4604544269498187776
  %529 = and i64 %521, 4294967295
  %530 = or disjoint i64 %528, %529
  %531 = bitcast i64 %530 to double
  %532 = fadd double %531, -1.000000e+00
  %533 = fmul double %532, 5.000000e-01
  %534 = fmul double %532, %533
  %535 = fadd double %532, 2.000000e+00
  %536 = fdiv double %532, %535
  %537 = fmul double %536, %536
  %538 = fmul double %537, %537
  %539 = fmul double %538, 0x3FC2F112DF3E5244
  %540 = fadd double %539, 0x3FC7466496CB03DE
  %541 = insertelement <2 x double> poison, double %538, i64 0
  %542 = shufflevector <2 x double> %541, <2 x double> poison, <2 x i32> zeroinitializer
  %543 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %540, i64 1
  %544 = fmul <2 x double> %542, %543
  %545 = fadd <2 x double> %544, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %546 = fmul <2 x double> %542, %545
  %547 = fadd <2 x double> %546, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %548 = insertelement <2 x double> %541, double %537, i64 1
  %549 = fmul <2 x double> %548, %547
  %shift357 = shufflevector <2 x double> %549, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop358 = fadd <2 x double> %549, %shift357
  %550 = extractelement <2 x double> %foldExtExtBinop358, i64 0
  %551 = sitofp i64 %525 to double
  %552 = fadd double %534, %550
  %553 = fmul double %536, %552
  %554 = fmul double %551, 0x3DEA39EF35793C76
  %555 = fadd double %554, %553
  %556 = fsub double %555, %534
  %557 = fadd double %532, %556
  %558 = fmul double %551, 0x3FE62E42FEE00000
  %559 = fadd double %558, %557
  %560 = fmul double %559, -2.000000e+00
  %561 = tail call double @llvm.sqrt.f64(double %560)
  %562 = fmul double %520, 0x401921FB54442D18
  %563 = fmul double %562, 0x3FE45F306DC9C883
  %564 = fadd double %563, 0x4338000000000000
  %565 = bitcast double %564 to i64
  %566 = fadd double %564, 0xC338000000000000
  %567 = fmul double %566, 0x3FF921FB54400000
  %568 = fsub double %562, %567
  %569 = fmul double %566, 0x3DD0B4611A626331
  %570 = fmul double %566, 0x3DD0B4611A600000
  %571 = fsub double %568, %570
  %572 = fmul double %566, 0x3BA3198A2E037073
  %573 = fsub double %568, %571
  %574 = fsub double %573, %570
  %575 = fsub double %572, %574
  %576 = fsub double %568, %569
  %577 = insertelement <2 x double> poison, double %576, i64 0
  %578 = insertelement <2 x double> %577, double %562, i64 1
  %579 = bitcast <2 x double> %578 to <2 x i64>
  %580 = lshr <2 x i64> %579, splat (i64 52)
  %581 = and <2 x i64> %580, splat (i64 2047)
  %582 = extractelement <2 x i64> %581, i64 0
  %583 = add nuw nsw i64 %582, 16
  %584 = extractelement <2 x i64> %581, i64 1
  %585 = icmp samesign ult i64 %583, %584
  %586 = select i1 %585, double %571, double %568
  %587 = select i1 %585, double %575, double %569
  %588 = fsub double %586, %587
  %589 = fsub double %586, %588
  %590 = fsub double %589, %587
  %591 = fmul double %588, %588
  %592 = fmul double %591, %591
  %593 = fmul double %591, 0x3EFA01A019CB1590
  %594 = fadd double %593, 0xBF56C16C16C15177
  %595 = fmul double %591, %594
  %596 = fadd double %595, 0x3FA555555555554C
  %597 = fmul double %591, %596
  %598 = fmul double %591, 0x3DA8FAE9BE8838D4
  %599 = fsub double 0x3E21EE9EBDB4B1C4, %598
  %600 = fmul double %591, %599
  %601 = fadd double %600, 0xBE927E4F809C52AD
  %602 = fmul double %592, %592
  %603 = fmul double %602, %601
  %604 = fadd double %597, %603
  %605 = fmul double %591, 5.000000e-01
  %606 = fsub double 1.000000e+00, %605
  %607 = fsub double 1.000000e+00, %606
  %608 = fsub double %607, %605
  %609 = fmul double %591, %604
  %610 = fmul double %588, %590
  %611 = fsub double %609, %610
  %612 = fadd double %608, %611
  %613 = fadd double %606, %612
  %614 = fmul double %591, 0x3EC71DE357B1FE7D
  %615 = fadd double %614, 0xBF2A01A019C161D5
  %616 = fmul double %591, %615
  %617 = fadd double %616, 0x3F8111111110F8A6
  %618 = fmul double %591, 0x3DE5D93A5ACFD57C
  %619 = fadd double %618, 0xBE5AE5E68A2B9CEB
  %620 = fmul double %591, %592
  %621 = fmul double %620, %619
  %622 = fadd double %621, %617
  %623 = fmul double %588, %591
  %624 = fmul double %590, 5.000000e-01
  %625 = fmul double %623, %622
  %626 = fsub double %624, %625
  %627 = fmul double %591, %626
  %628 = fsub double %627, %590
  %629 = fmul double %623, 0x3FC5555555555549
  %630 = fadd double %628, %629
  %631 = fsub double %588, %630
  %632 = fneg double %613
  %633 = fneg double %631
  %634 = and i64 %565, 1
  %635 = and i64 %565, 2
  %.not33.us = icmp eq i64 %634, 0
  %.not34.us = icmp eq i64 %635, 0
  %636 = select i1 %.not34.us, double %613, double %632
  %637 = select i1 %.not34.us, double %633, double %631
  %638 = select i1 %.not33.us, double %636, double %637
  %639 = fmul double %561, %638
  %640 = fptrunc double %639 to float
  store float %640, ptr %513, align 4
  %641 = add nuw i64 %noise42.us, 1
  %642 = icmp ult i64 %641, %chunk_units.us
  br i1 %642, label %noise.body.us, label %draw.done.us, !llvm.loop !6

philox.body.us:                                   ; preds = %philox.body.us.preheader365, %philox.body.us
  %philox41.us = phi i64 [ %744, %philox.body.us ], [ %philox41.us.ph, %philox.body.us.preheader365 ]
  %643 = getelementptr inbounds float, ptr %small_unit_of, i64 %philox41.us
  %644 = load i32, ptr %643, align 4
  %645 = zext i32 %644 to i64
  %index.us = add i64 %row_offset.us, %645
  %646 = getelementptr inbounds float, ptr %small_step_of, i64 %philox41.us
  %647 = load i32, ptr %646, align 4
  %648 = zext i32 %647 to i64
  %key1_step5.us = add i64 %key1_step.us, %648
  %649 = lshr i64 %key1_step5.us, 32
  %650 = and i64 %index.us, 4294967295
  %651 = mul nuw i64 %650, 3528531795
  %652 = mul nuw i64 %649, 3449720151
  %653 = lshr i64 %652, 32
  %654 = xor i64 %key0, %653
  %655 = xor i64 %654, %key1_step5.us
  %656 = xor i64 %index.us, %key0
  %657 = xor i64 %656, %651
  %658 = lshr i64 %657, 32
  %659 = and i64 %655, 4294967295
  %660 = mul nuw i64 %659, 3528531795
  %661 = mul nuw i64 %658, 3449720151
  %662 = lshr i64 %660, 32
  %663 = lshr i64 %661, 32
  %664 = xor i64 %25, %663
  %665 = xor i64 %664, %652
  %666 = xor i64 %26, %662
  %667 = xor i64 %666, %651
  %668 = and i64 %665, 4294967295
  %669 = mul nuw i64 %668, 3528531795
  %670 = and i64 %667, 4294967295
  %671 = mul nuw i64 %670, 3449720151
  %672 = lshr i64 %669, 32
  %673 = lshr i64 %671, 32
  %674 = xor i64 %27, %673
  %675 = xor i64 %674, %661
  %676 = xor i64 %28, %672
  %677 = xor i64 %676, %660
  %678 = and i64 %675, 4294967295
  %679 = mul nuw i64 %678, 3528531795
  %680 = and i64 %677, 4294967295
  %681 = mul nuw i64 %680, 3449720151
  %682 = lshr i64 %679, 32
  %683 = lshr i64 %681, 32
  %684 = xor i64 %29, %683
  %685 = xor i64 %684, %671
  %686 = xor i64 %30, %682
  %687 = xor i64 %686, %669
  %688 = and i64 %685, 4294967295
  %689 = mul nuw i64 %688, 3528531795
  %690 = and i64 %687, 4294967295
  %691 = mul nuw i64 %690, 3449720151
  %692 = lshr i64 %689, 32
  %693 = lshr i64 %691, 32
  %694 = xor i64 %31, %693
  %695 = xor i64 %694, %681
  %696 = xor i64 %32, %692
  %697 = xor i64 %696, %679
  %698 = and i64 %695, 4294967295
  %699 = mul nuw i64 %698, 3528531795
  %700 = and i64 %697, 4294967295
  %701 = mul nuw i64 %700, 3449720151
  %702 = lshr i64 %699, 32
  %703 = lshr i64 %701, 32
  %704 = xor i64 %33, %703
  %705 = xor i64 %704, %691
  %706 = xor i64 %34, %702
  %707 = xor i64 %706, %689
  %708 = and i64 %705, 4294967295
  %709 = mul nuw i64 %708, 3528531795
  %710 = and i64 %707, 4294967295
  %711 = mul nuw i64 %710, 3449720151
  %712 = lshr i64 %709, 32
  %713 = lshr i64 %711, 32
  %714 = xor i64 %35, %713
  %715 = xor i64 %714, %701
  %716 = xor i64 %36, %712
  %717 = xor i64 %716, %699
  %718 = and i64 %715, 4294967295
  %719 = mul nuw i64 %718, 3528531795
  %720 = and i64 %717, 4294967295
  %721 = mul nuw i64 %720, 3449720151
  %722 = lshr i64 %719, 32
  %723 = lshr i64 %721, 32
  %724 = xor i64 %37, %723
  %725 = xor i64 %724, %711
  %726 = xor i64 %38, %722
  %727 = xor i64 %726, %709
  %728 = and i64 %725, 4294967295
  %729 = mul nuw i64 %728, 3528531795
  %730 = lshr i64 %729, 32
  %731 = trunc i64 %727 to i32
  %732 = mul i32 %731, -845247145
  %733 = xor i64 %39, %730
  %734 = xor i64 %733, %719
  %735 = and i64 %734, 4294967295
  %736 = mul nuw i64 %735, 3449720151
  %737 = lshr i64 %736, 32
  %738 = trunc nuw i64 %737 to i32
  %739 = trunc i64 %736 to i32
  %740 = xor i32 %732, %738
  %741 = xor i32 %740, %40
  %742 = getelementptr inbounds float, ptr %small_noise, i64 %philox41.us
  store i32 %741, ptr %742, align 4
  %743 = getelementptr inbounds float, ptr %small_staging, i64 %philox41.us
  store i32 %739, ptr %743, align 4
  %744 = add nuw i64 %philox41.us, 1
  %745 = icmp ult i64 %744, %chunk_units.us
  br i1 %745, label %philox.body.us, label %noise.body.us.preheader, !llvm.loop !7

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block292
  %min.iters.check232 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check232, label %noise.body.us.preheader364, label %vector.ph233

vector.ph233:                                     ; preds = %noise.body.us.preheader
  %n.vec235 = and i64 %chunk_units.us, 32760
  br label %vector.body236

vector.body236:                                   ; preds = %vector.body236, %vector.ph233
  %index237 = phi i64 [ 0, %vector.ph233 ], [ %index.next240, %vector.body236 ]
  %746 = getelementptr inbounds float, ptr %small_noise, i64 %index237
  %wide.load238 = load <8 x i32>, ptr %746, align 4
  %747 = getelementptr inbounds float, ptr %small_staging, i64 %index237
  %wide.load239 = load <8 x i32>, ptr %747, align 4
  %748 = uitofp <8 x i32> %wide.load238 to <8 x double>
  %749 = fadd <8 x double> %748, splat (double 5.000000e-01)
  %750 = fmul <8 x double> %749, splat (double 0x3DF0000000000000)
  %751 = uitofp <8 x i32> %wide.load239 to <8 x double>
  %752 = fadd <8 x double> %751, splat (double 5.000000e-01)
  %753 = fmul <8 x double> %752, splat (double 0x3DF0000000000000)
  %754 = bitcast <8 x double> %750 to <8 x i64>
  %755 = lshr <8 x i64> %754, splat (i64 32)
  %756 = add nuw nsw <8 x i64> %755, splat (i64 614242)
  %757 = lshr <8 x i64> %756, splat (i64 20)
  %758 = add nsw <8 x i64> %757, splat (i64 -1023)
  %759 = shl nuw <8 x i64> %756, splat (i64 32)
  %760 = and <8 x i64> %759, splat (i64 4503595332403200)
  %761 = add nuw nsw <8 x i64> %760, splat (i64 4604544269498187776)
  %762 = and <8 x i64> %754, splat (i64 4294967295)
  %763 = or disjoint <8 x i64> %761, %762
  %764 = bitcast <8 x i64> %763 to <8 x double>
  %765 = fadd <8 x double> %764, splat (double -1.000000e+00)
  %766 = fmul <8 x double> %765, splat (double 5.000000e-01)
  %767 = fmul <8 x double> %765, %766
  %768 = fadd <8 x double> %765, splat (double 2.000000e+00)
  %769 = fdiv <8 x double> %765, %768
  %770 = fmul <8 x double> %769, %769
  %771 = fmul <8 x double> %770, %770
  %772 = fmul <8 x double> %771, splat (double 0x3FC39A09D078C69F)
  %773 = fadd <8 x double> %772, splat (double 0x3FCC71C51D8E78AF)
  %774 = fmul <8 x double> %771, %773
  %775 = fadd <8 x double> %774, splat (double 0x3FD999999997FA04)
  %776 = fmul <8 x double> %771, %775
  %777 = fmul <8 x double> %771, splat (double 0x3FC2F112DF3E5244)
  %778 = fadd <8 x double> %777, splat (double 0x3FC7466496CB03DE)
  %779 = fmul <8 x double> %771, %778
  %780 = fadd <8 x double> %779, splat (double 0x3FD2492494229359)
  %781 = fmul <8 x double> %771, %780
  %782 = fadd <8 x double> %781, splat (double 0x3FE5555555555593)
  %783 = fmul <8 x double> %770, %782
  %784 = fadd <8 x double> %776, %783
  %785 = sitofp <8 x i64> %758 to <8 x double>
  %786 = fadd <8 x double> %767, %784
  %787 = fmul <8 x double> %769, %786
  %788 = fmul <8 x double> %785, splat (double 0x3DEA39EF35793C76)
  %789 = fadd <8 x double> %788, %787
  %790 = fsub <8 x double> %789, %767
  %791 = fadd <8 x double> %765, %790
  %792 = fmul <8 x double> %785, splat (double 0x3FE62E42FEE00000)
  %793 = fadd <8 x double> %792, %791
  %794 = fmul <8 x double> %793, splat (double -2.000000e+00)
  %795 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %794)
  %796 = fmul <8 x double> %753, splat (double 0x401921FB54442D18)
  %797 = fmul <8 x double> %796, splat (double 0x3FE45F306DC9C883)
  %798 = fadd <8 x double> %797, splat (double 0x4338000000000000)
  %799 = bitcast <8 x double> %798 to <8 x i64>
  %800 = fadd <8 x double> %798, splat (double 0xC338000000000000)
  %801 = fmul <8 x double> %800, splat (double 0x3FF921FB54400000)
  %802 = fsub <8 x double> %796, %801
  %803 = fmul <8 x double> %800, splat (double 0x3DD0B4611A626331)
  %804 = fmul <8 x double> %800, splat (double 0x3DD0B4611A600000)
  %805 = fsub <8 x double> %802, %804
  %806 = fmul <8 x double> %800, splat (double 0x3BA3198A2E037073)
  %807 = fsub <8 x double> %802, %805
  %808 = fsub <8 x double> %807, %804
  %809 = fsub <8 x double> %806, %808
  %810 = fsub <8 x double> %802, %803
  %811 = bitcast <8 x double> %796 to <8 x i64>
  %812 = lshr <8 x i64> %811, splat (i64 52)
  %813 = and <8 x i64> %812, splat (i64 2047)
  %814 = bitcast <8 x double> %810 to <8 x i64>
  %815 = lshr <8 x i64> %814, splat (i64 52)
  %816 = and <8 x i64> %815, splat (i64 2047)
  %817 = add nuw nsw <8 x i64> %816, splat (i64 16)
  %818 = icmp samesign ult <8 x i64> %817, %813
  %819 = select <8 x i1> %818, <8 x double> %805, <8 x double> %802
  %820 = select <8 x i1> %818, <8 x double> %809, <8 x double> %803
  %821 = fsub <8 x double> %819, %820
  %822 = fsub <8 x double> %819, %821
  %823 = fsub <8 x double> %822, %820
  %824 = fmul <8 x double> %821, %821
  %825 = fmul <8 x double> %824, %824
  %826 = fmul <8 x double> %824, splat (double 0x3EFA01A019CB1590)
  %827 = fadd <8 x double> %826, splat (double 0xBF56C16C16C15177)
  %828 = fmul <8 x double> %824, %827
  %829 = fadd <8 x double> %828, splat (double 0x3FA555555555554C)
  %830 = fmul <8 x double> %824, %829
  %831 = fmul <8 x double> %824, splat (double 0x3DA8FAE9BE8838D4)
  %832 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %831
  %833 = fmul <8 x double> %824, %832
  %834 = fadd <8 x double> %833, splat (double 0xBE927E4F809C52AD)
  %835 = fmul <8 x double> %825, %825
  %836 = fmul <8 x double> %835, %834
  %837 = fadd <8 x double> %830, %836
  %838 = fmul <8 x double> %824, splat (double 5.000000e-01)
  %839 = fsub <8 x double> splat (double 1.000000e+00), %838
  %840 = fsub <8 x double> splat (double 1.000000e+00), %839
  %841 = fsub <8 x double> %840, %838
  %842 = fmul <8 x double> %824, %837
  %843 = fmul <8 x double> %821, %823
  %844 = fsub <8 x double> %842, %843
  %845 = fadd <8 x double> %841, %844
  %846 = fadd <8 x double> %839, %845
  %847 = fmul <8 x double> %824, splat (double 0x3EC71DE357B1FE7D)
  %848 = fadd <8 x double> %847, splat (double 0xBF2A01A019C161D5)
  %849 = fmul <8 x double> %824, %848
  %850 = fadd <8 x double> %849, splat (double 0x3F8111111110F8A6)
  %851 = fmul <8 x double> %824, splat (double 0x3DE5D93A5ACFD57C)
  %852 = fadd <8 x double> %851, splat (double 0xBE5AE5E68A2B9CEB)
  %853 = fmul <8 x double> %824, %825
  %854 = fmul <8 x double> %853, %852
  %855 = fadd <8 x double> %854, %850
  %856 = fmul <8 x double> %821, %824
  %857 = fmul <8 x double> %823, splat (double 5.000000e-01)
  %858 = fmul <8 x double> %856, %855
  %859 = fsub <8 x double> %857, %858
  %860 = fmul <8 x double> %824, %859
  %861 = fsub <8 x double> %860, %823
  %862 = fmul <8 x double> %856, splat (double 0x3FC5555555555549)
  %863 = fadd <8 x double> %861, %862
  %864 = fsub <8 x double> %821, %863
  %865 = fneg <8 x double> %846
  %866 = fneg <8 x double> %864
  %867 = and <8 x i64> %799, splat (i64 1)
  %868 = and <8 x i64> %799, splat (i64 2)
  %869 = icmp eq <8 x i64> %867, zeroinitializer
  %870 = icmp eq <8 x i64> %868, zeroinitializer
  %871 = select <8 x i1> %870, <8 x double> %846, <8 x double> %865
  %872 = select <8 x i1> %870, <8 x double> %866, <8 x double> %864
  %873 = select <8 x i1> %869, <8 x double> %871, <8 x double> %872
  %874 = fmul <8 x double> %795, %873
  %875 = fptrunc <8 x double> %874 to <8 x float>
  store <8 x float> %875, ptr %746, align 4
  %index.next240 = add nuw i64 %index237, 8
  %876 = icmp eq i64 %index.next240, %n.vec235
  br i1 %876, label %middle.block241, label %vector.body236, !llvm.loop !8

middle.block241:                                  ; preds = %vector.body236
  %cmp.n242 = icmp eq i64 %chunk_units.us, %n.vec235
  br i1 %cmp.n242, label %draw.done.us, label %noise.body.us.preheader364

noise.body.us.preheader364:                       ; preds = %noise.body.us.preheader, %middle.block241
  %noise42.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec235, %middle.block241 ]
  br label %noise.body.us

draw.done.us:                                     ; preds = %noise.body.us, %middle.block241, %small_draw.then.us, %small_rows.then.us
  %chunk_offset.us = mul nuw nsw i64 %step_in_chunk.us, %n_features
  %877 = getelementptr inbounds nuw float, ptr %small_noise, i64 %chunk_offset.us
  br i1 %.not61, label %noise.done.us, label %iter.check203

draw.done.us.thread100:                           ; preds = %step.body.us
  %chunk_offset.us101 = mul i64 %step_in_chunk.us, %n_features
  %878 = getelementptr inbounds float, ptr %small_noise, i64 %chunk_offset.us101
  %noise16.us102 = select i1 %small_rows, ptr %878, ptr %22
  br i1 %.not61, label %noise.done.us, label %iter.check203

iter.check203:                                    ; preds = %noise.body11.us, %middle.block304, %draw.done.us.thread100, %draw.done.us
  %noise16.us85 = phi ptr [ %noise16.us102, %draw.done.us.thread100 ], [ %877, %draw.done.us ], [ %22, %middle.block304 ], [ %22, %noise.body11.us ]
  br i1 %or.cond, label %feature.body.us.preheader, label %vector.main.loop.iter.check205

vector.main.loop.iter.check205:                   ; preds = %iter.check203
  br i1 %min.iters.check204, label %vec.epilog.ph222, label %vector.body209

vector.body209:                                   ; preds = %vector.main.loop.iter.check205, %vector.body209
  %index210 = phi i64 [ %index.next215, %vector.body209 ], [ 0, %vector.main.loop.iter.check205 ]
  %879 = getelementptr inbounds float, ptr %61, i64 %index210
  %880 = getelementptr inbounds nuw i8, ptr %879, i64 32
  %881 = getelementptr inbounds nuw i8, ptr %879, i64 64
  %882 = getelementptr inbounds nuw i8, ptr %879, i64 96
  %wide.load211 = load <8 x float>, ptr %879, align 4
  %wide.load212 = load <8 x float>, ptr %880, align 4
  %wide.load213 = load <8 x float>, ptr %881, align 4
  %wide.load214 = load <8 x float>, ptr %882, align 4
  %883 = fmul <8 x float> %wide.load211, %wide.load211
  %884 = fmul <8 x float> %wide.load212, %wide.load212
  %885 = fmul <8 x float> %wide.load213, %wide.load213
  %886 = fmul <8 x float> %wide.load214, %wide.load214
  %887 = getelementptr inbounds float, ptr %scratch, i64 %index210
  %888 = getelementptr inbounds nuw i8, ptr %887, i64 32
  %889 = getelementptr inbounds nuw i8, ptr %887, i64 64
  %890 = getelementptr inbounds nuw i8, ptr %887, i64 96
  store <8 x float> %883, ptr %887, align 4
  store <8 x float> %884, ptr %888, align 4
  store <8 x float> %885, ptr %889, align 4
  store <8 x float> %886, ptr %890, align 4
  %index.next215 = add nuw i64 %index210, 32
  %891 = icmp eq i64 %index.next215, %n.vec208
  br i1 %891, label %middle.block216, label %vector.body209, !llvm.loop !9

middle.block216:                                  ; preds = %vector.body209
  br i1 %cmp.n217, label %fold_sums.body.us.preheader, label %vec.epilog.iter.check220

fold_sums.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block229, %middle.block216
  br label %fold_sums.body.us

vec.epilog.iter.check220:                         ; preds = %middle.block216
  br i1 %min.epilog.iters.check221, label %feature.body.us.preheader, label %vec.epilog.ph222, !prof !10

vec.epilog.ph222:                                 ; preds = %vector.main.loop.iter.check205, %vec.epilog.iter.check220
  %vec.epilog.resume.val218 = phi i64 [ %n.vec208, %vec.epilog.iter.check220 ], [ 0, %vector.main.loop.iter.check205 ]
  br label %vec.epilog.vector.body225

vec.epilog.vector.body225:                        ; preds = %vec.epilog.vector.body225, %vec.epilog.ph222
  %index226 = phi i64 [ %vec.epilog.resume.val218, %vec.epilog.ph222 ], [ %index.next228, %vec.epilog.vector.body225 ]
  %892 = getelementptr inbounds float, ptr %61, i64 %index226
  %wide.load227 = load <4 x float>, ptr %892, align 4
  %893 = fmul <4 x float> %wide.load227, %wide.load227
  %894 = getelementptr inbounds float, ptr %scratch, i64 %index226
  store <4 x float> %893, ptr %894, align 4
  %index.next228 = add nuw i64 %index226, 4
  %895 = icmp eq i64 %index.next228, %n.vec224
  br i1 %895, label %vec.epilog.middle.block229, label %vec.epilog.vector.body225, !llvm.loop !11

vec.epilog.middle.block229:                       ; preds = %vec.epilog.vector.body225
  br i1 %cmp.n230, label %fold_sums.body.us.preheader, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check203, %vec.epilog.iter.check220, %vec.epilog.middle.block229
  %feature43.us.ph = phi i64 [ 0, %iter.check203 ], [ %n.vec208, %vec.epilog.iter.check220 ], [ %n.vec224, %vec.epilog.middle.block229 ]
  %896 = sub i64 %n_features, %feature43.us.ph
  %xtraiter370 = and i64 %896, 7
  %lcmp.mod371.not = icmp eq i64 %xtraiter370, 0
  br i1 %lcmp.mod371.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader, %feature.body.us.prol
  %feature43.us.prol = phi i64 [ %901, %feature.body.us.prol ], [ %feature43.us.ph, %feature.body.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body.us.prol ], [ 0, %feature.body.us.preheader ]
  %897 = getelementptr inbounds float, ptr %61, i64 %feature43.us.prol
  %898 = load float, ptr %897, align 4
  %899 = fmul float %898, %898
  %900 = getelementptr inbounds float, ptr %scratch, i64 %feature43.us.prol
  store float %899, ptr %900, align 4
  %901 = add nuw i64 %feature43.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter370
  br i1 %prol.iter.cmp.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol, !llvm.loop !12

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature43.us.unr = phi i64 [ %feature43.us.ph, %feature.body.us.preheader ], [ %901, %feature.body.us.prol ]
  %902 = sub i64 %feature43.us.ph, %n_features
  %903 = icmp ugt i64 %902, -8
  br i1 %903, label %fold_sums.body.us.preheader, label %feature.body.us

fold_sums.exit.us:                                ; preds = %merge.done.us
  %.not32.us = icmp eq i64 %1146, 0
  %904 = tail call i64 @llvm.usub.sat.i64(i64 %1146, i64 1)
  %905 = getelementptr inbounds float, ptr %pairwise_sums, i64 %904
  %906 = load float, ptr %905, align 4
  %spec.select = select i1 %.not32.us, float 0.000000e+00, float %906
  %.not67 = icmp ult i64 %1146, 2
  br i1 %.not67, label %pairwise_finish.exit.us, label %pairwise_finish.body.us.preheader

pairwise_finish.body.us.preheader:                ; preds = %fold_sums.exit.us
  %907 = add i64 %pairwise_depth.1.lcssa.us, -1
  %xtraiter372 = and i64 %904, 7
  %908 = icmp ult i64 %907, 7
  br i1 %908, label %pairwise_finish.body.us.epil.preheader, label %pairwise_finish.body.us.preheader.new

pairwise_finish.body.us.preheader.new:            ; preds = %pairwise_finish.body.us.preheader
  %unroll_iter376 = and i64 %904, -8
  br label %pairwise_finish.body.us

pairwise_finish.exit.us.loopexit.unr-lcssa:       ; preds = %pairwise_finish.body.us
  %lcmp.mod373.not = icmp eq i64 %xtraiter372, 0
  br i1 %lcmp.mod373.not, label %pairwise_finish.exit.us, label %pairwise_finish.body.us.epil.preheader

pairwise_finish.body.us.epil.preheader:           ; preds = %pairwise_finish.exit.us.loopexit.unr-lcssa, %pairwise_finish.body.us.preheader
  %pairwise_finish53.us.epil.init = phi i64 [ 0, %pairwise_finish.body.us.preheader ], [ %1135, %pairwise_finish.exit.us.loopexit.unr-lcssa ]
  %pairwise_acc.052.us.epil.init = phi float [ %spec.select, %pairwise_finish.body.us.preheader ], [ %1134, %pairwise_finish.exit.us.loopexit.unr-lcssa ]
  %lcmp.mod375 = icmp ne i64 %xtraiter372, 0
  call void @llvm.assume(i1 %lcmp.mod375)
  br label %pairwise_finish.body.us.epil

pairwise_finish.body.us.epil:                     ; preds = %pairwise_finish.body.us.epil, %pairwise_finish.body.us.epil.preheader
  %pairwise_finish53.us.epil = phi i64 [ %913, %pairwise_finish.body.us.epil ], [ %pairwise_finish53.us.epil.init, %pairwise_finish.body.us.epil.preheader ]
  %pairwise_acc.052.us.epil = phi float [ %912, %pairwise_finish.body.us.epil ], [ %pairwise_acc.052.us.epil.init, %pairwise_finish.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %pairwise_finish.body.us.epil ], [ 0, %pairwise_finish.body.us.epil.preheader ]
  %909 = xor i64 %pairwise_finish53.us.epil, -1
  %910 = getelementptr float, ptr %905, i64 %909
  %911 = load float, ptr %910, align 4
  %912 = fadd float %pairwise_acc.052.us.epil, %911
  %913 = add nuw i64 %pairwise_finish53.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter372
  br i1 %epil.iter.cmp.not, label %pairwise_finish.exit.us, label %pairwise_finish.body.us.epil, !llvm.loop !14

pairwise_finish.exit.us:                          ; preds = %pairwise_finish.exit.us.loopexit.unr-lcssa, %pairwise_finish.body.us.epil, %fold_sums.exit.us
  %pairwise_acc.0.lcssa.us = phi float [ %spec.select, %fold_sums.exit.us ], [ %1134, %pairwise_finish.exit.us.loopexit.unr-lcssa ], [ %912, %pairwise_finish.body.us.epil ]
  %914 = fadd float %pairwise_acc.0.lcssa.us, -4.000000e+00
  %915 = fmul float %914, 2.000000e+00
  %916 = fmul float %915, 0x3F847AE140000000
  br i1 %draw.not, label %iter.check, label %iter.check153

iter.check153:                                    ; preds = %pairwise_finish.exit.us
  br i1 %min.iters.check, label %feature.body20.us.preheader, label %vector.memcheck139

vector.memcheck139:                               ; preds = %iter.check153
  %scevgep144 = getelementptr i8, ptr %noise16.us85, i64 %47
  %bound0148 = icmp ult ptr %scevgep140, %scevgep144
  %bound1149 = icmp ult ptr %noise16.us85, %scevgep141
  %found.conflict150 = and i1 %bound0148, %bound1149
  %conflict.rdx = or i1 %found.conflict147, %found.conflict150
  br i1 %conflict.rdx, label %feature.body20.us.preheader, label %vector.main.loop.iter.check155

vector.main.loop.iter.check155:                   ; preds = %vector.memcheck139
  br i1 %min.iters.check154, label %vec.epilog.ph180, label %vector.ph156

vector.ph156:                                     ; preds = %vector.main.loop.iter.check155
  %broadcast.splatinsert159 = insertelement <8 x float> poison, float %916, i64 0
  %broadcast.splat160 = shufflevector <8 x float> %broadcast.splatinsert159, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert163 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat164 = shufflevector <8 x float> %broadcast.splatinsert163, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body165

vector.body165:                                   ; preds = %vector.body165, %vector.ph156
  %index166 = phi i64 [ 0, %vector.ph156 ], [ %index.next173, %vector.body165 ]
  %917 = getelementptr inbounds float, ptr %61, i64 %index166
  %918 = getelementptr inbounds nuw i8, ptr %917, i64 32
  %wide.load167 = load <8 x float>, ptr %917, align 4, !alias.scope !15, !noalias !18
  %wide.load168 = load <8 x float>, ptr %918, align 4, !alias.scope !15, !noalias !18
  %919 = fmul <8 x float> %wide.load167, splat (float 2.000000e+00)
  %920 = fmul <8 x float> %wide.load168, splat (float 2.000000e+00)
  %921 = fmul <8 x float> %broadcast.splat160, %919
  %922 = fmul <8 x float> %broadcast.splat160, %920
  %923 = getelementptr inbounds float, ptr %62, i64 %index166
  %924 = getelementptr inbounds nuw i8, ptr %923, i64 32
  %wide.load169 = load <8 x float>, ptr %923, align 4, !alias.scope !21
  %wide.load170 = load <8 x float>, ptr %924, align 4, !alias.scope !21
  %925 = fsub <8 x float> %wide.load167, %wide.load169
  %926 = fsub <8 x float> %wide.load168, %wide.load170
  %927 = fmul <8 x float> %925, splat (float 2.000000e+00)
  %928 = fmul <8 x float> %926, splat (float 2.000000e+00)
  %929 = fmul <8 x float> %927, splat (float 5.000000e-01)
  %930 = fmul <8 x float> %928, splat (float 5.000000e-01)
  %931 = fadd <8 x float> %921, %929
  %932 = fadd <8 x float> %922, %930
  %933 = fmul <8 x float> %broadcast.splat162, %931
  %934 = fmul <8 x float> %broadcast.splat162, %932
  %935 = fsub <8 x float> %wide.load167, %933
  %936 = fsub <8 x float> %wide.load168, %934
  %937 = getelementptr inbounds float, ptr %noise16.us85, i64 %index166
  %938 = getelementptr inbounds nuw i8, ptr %937, i64 32
  %wide.load171 = load <8 x float>, ptr %937, align 4, !alias.scope !22
  %wide.load172 = load <8 x float>, ptr %938, align 4, !alias.scope !22
  %939 = fmul <8 x float> %broadcast.splat164, %wide.load171
  %940 = fmul <8 x float> %broadcast.splat164, %wide.load172
  %941 = fadd <8 x float> %939, %935
  %942 = fadd <8 x float> %940, %936
  store <8 x float> %941, ptr %917, align 4, !alias.scope !15, !noalias !18
  store <8 x float> %942, ptr %918, align 4, !alias.scope !15, !noalias !18
  %index.next173 = add nuw i64 %index166, 16
  %943 = icmp eq i64 %index.next173, %n.vec158
  br i1 %943, label %middle.block174, label %vector.body165, !llvm.loop !23

middle.block174:                                  ; preds = %vector.body165
  br i1 %cmp.n175, label %noise.done.us, label %vec.epilog.iter.check178

vec.epilog.iter.check178:                         ; preds = %middle.block174
  br i1 %min.epilog.iters.check179, label %feature.body20.us.preheader, label %vec.epilog.ph180, !prof !24

vec.epilog.ph180:                                 ; preds = %vector.main.loop.iter.check155, %vec.epilog.iter.check178
  %vec.epilog.resume.val176 = phi i64 [ %n.vec158, %vec.epilog.iter.check178 ], [ 0, %vector.main.loop.iter.check155 ]
  %broadcast.splatinsert183 = insertelement <4 x float> poison, float %916, i64 0
  %broadcast.splat184 = shufflevector <4 x float> %broadcast.splatinsert183, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert187 = insertelement <4 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat188 = shufflevector <4 x float> %broadcast.splatinsert187, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body189

vec.epilog.vector.body189:                        ; preds = %vec.epilog.vector.body189, %vec.epilog.ph180
  %index190 = phi i64 [ %vec.epilog.resume.val176, %vec.epilog.ph180 ], [ %index.next194, %vec.epilog.vector.body189 ]
  %944 = getelementptr inbounds float, ptr %61, i64 %index190
  %wide.load191 = load <4 x float>, ptr %944, align 4, !alias.scope !15, !noalias !18
  %945 = fmul <4 x float> %wide.load191, splat (float 2.000000e+00)
  %946 = fmul <4 x float> %broadcast.splat184, %945
  %947 = getelementptr inbounds float, ptr %62, i64 %index190
  %wide.load192 = load <4 x float>, ptr %947, align 4, !alias.scope !21
  %948 = fsub <4 x float> %wide.load191, %wide.load192
  %949 = fmul <4 x float> %948, splat (float 2.000000e+00)
  %950 = fmul <4 x float> %949, splat (float 5.000000e-01)
  %951 = fadd <4 x float> %946, %950
  %952 = fmul <4 x float> %broadcast.splat186, %951
  %953 = fsub <4 x float> %wide.load191, %952
  %954 = getelementptr inbounds float, ptr %noise16.us85, i64 %index190
  %wide.load193 = load <4 x float>, ptr %954, align 4, !alias.scope !22
  %955 = fmul <4 x float> %broadcast.splat188, %wide.load193
  %956 = fadd <4 x float> %955, %953
  store <4 x float> %956, ptr %944, align 4, !alias.scope !15, !noalias !18
  %index.next194 = add nuw i64 %index190, 4
  %957 = icmp eq i64 %index.next194, %n.vec182
  br i1 %957, label %vec.epilog.middle.block195, label %vec.epilog.vector.body189, !llvm.loop !25

vec.epilog.middle.block195:                       ; preds = %vec.epilog.vector.body189
  br i1 %cmp.n196, label %noise.done.us, label %feature.body20.us.preheader

feature.body20.us.preheader:                      ; preds = %vector.memcheck139, %iter.check153, %vec.epilog.iter.check178, %vec.epilog.middle.block195
  %feature2255.us.ph = phi i64 [ 0, %iter.check153 ], [ 0, %vector.memcheck139 ], [ %n.vec158, %vec.epilog.iter.check178 ], [ %n.vec182, %vec.epilog.middle.block195 ]
  %.neg = or disjoint i64 %feature2255.us.ph, 1
  br i1 %lcmp.mod379.not, label %feature.body20.us.prol.loopexit, label %feature.body20.us.prol

feature.body20.us.prol:                           ; preds = %feature.body20.us.preheader
  %958 = getelementptr inbounds float, ptr %61, i64 %feature2255.us.ph
  %959 = load float, ptr %958, align 4
  %960 = fmul float %959, 2.000000e+00
  %961 = fmul float %916, %960
  %962 = getelementptr inbounds float, ptr %62, i64 %feature2255.us.ph
  %963 = load float, ptr %962, align 4
  %964 = fsub float %959, %963
  %965 = fmul float %964, 2.000000e+00
  %966 = fmul float %965, 5.000000e-01
  %967 = fadd float %961, %966
  %968 = fmul float %eta, %967
  %969 = fsub float %959, %968
  %970 = getelementptr inbounds float, ptr %noise16.us85, i64 %feature2255.us.ph
  %971 = load float, ptr %970, align 4
  %972 = fmul float %noise_scale4.us, %971
  %973 = fadd float %972, %969
  store float %973, ptr %958, align 4
  %974 = or disjoint i64 %feature2255.us.ph, 1
  br label %feature.body20.us.prol.loopexit

feature.body20.us.prol.loopexit:                  ; preds = %feature.body20.us.prol, %feature.body20.us.preheader
  %feature2255.us.unr = phi i64 [ %feature2255.us.ph, %feature.body20.us.preheader ], [ %974, %feature.body20.us.prol ]
  %975 = icmp eq i64 %n_features, %.neg
  br i1 %975, label %noise.done.us, label %feature.body20.us

iter.check:                                       ; preds = %pairwise_finish.exit.us
  %brmerge = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge, label %feature.body24.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check118, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x float> poison, float %916, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %976 = getelementptr inbounds float, ptr %61, i64 %index
  %977 = getelementptr inbounds nuw i8, ptr %976, i64 32
  %978 = getelementptr inbounds nuw i8, ptr %976, i64 64
  %979 = getelementptr inbounds nuw i8, ptr %976, i64 96
  %wide.load = load <8 x float>, ptr %976, align 4, !alias.scope !26, !noalias !29
  %wide.load121 = load <8 x float>, ptr %977, align 4, !alias.scope !26, !noalias !29
  %wide.load122 = load <8 x float>, ptr %978, align 4, !alias.scope !26, !noalias !29
  %wide.load123 = load <8 x float>, ptr %979, align 4, !alias.scope !26, !noalias !29
  %980 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %981 = fmul <8 x float> %wide.load121, splat (float 2.000000e+00)
  %982 = fmul <8 x float> %wide.load122, splat (float 2.000000e+00)
  %983 = fmul <8 x float> %wide.load123, splat (float 2.000000e+00)
  %984 = fmul <8 x float> %broadcast.splat, %980
  %985 = fmul <8 x float> %broadcast.splat, %981
  %986 = fmul <8 x float> %broadcast.splat, %982
  %987 = fmul <8 x float> %broadcast.splat, %983
  %988 = getelementptr inbounds float, ptr %62, i64 %index
  %989 = getelementptr inbounds nuw i8, ptr %988, i64 32
  %990 = getelementptr inbounds nuw i8, ptr %988, i64 64
  %991 = getelementptr inbounds nuw i8, ptr %988, i64 96
  %wide.load124 = load <8 x float>, ptr %988, align 4, !alias.scope !29
  %wide.load125 = load <8 x float>, ptr %989, align 4, !alias.scope !29
  %wide.load126 = load <8 x float>, ptr %990, align 4, !alias.scope !29
  %wide.load127 = load <8 x float>, ptr %991, align 4, !alias.scope !29
  %992 = fsub <8 x float> %wide.load, %wide.load124
  %993 = fsub <8 x float> %wide.load121, %wide.load125
  %994 = fsub <8 x float> %wide.load122, %wide.load126
  %995 = fsub <8 x float> %wide.load123, %wide.load127
  %996 = fmul <8 x float> %992, splat (float 2.000000e+00)
  %997 = fmul <8 x float> %993, splat (float 2.000000e+00)
  %998 = fmul <8 x float> %994, splat (float 2.000000e+00)
  %999 = fmul <8 x float> %995, splat (float 2.000000e+00)
  %1000 = fmul <8 x float> %996, splat (float 5.000000e-01)
  %1001 = fmul <8 x float> %997, splat (float 5.000000e-01)
  %1002 = fmul <8 x float> %998, splat (float 5.000000e-01)
  %1003 = fmul <8 x float> %999, splat (float 5.000000e-01)
  %1004 = fadd <8 x float> %984, %1000
  %1005 = fadd <8 x float> %985, %1001
  %1006 = fadd <8 x float> %986, %1002
  %1007 = fadd <8 x float> %987, %1003
  %1008 = fmul <8 x float> %broadcast.splat120, %1004
  %1009 = fmul <8 x float> %broadcast.splat120, %1005
  %1010 = fmul <8 x float> %broadcast.splat120, %1006
  %1011 = fmul <8 x float> %broadcast.splat120, %1007
  %1012 = fsub <8 x float> %wide.load, %1008
  %1013 = fsub <8 x float> %wide.load121, %1009
  %1014 = fsub <8 x float> %wide.load122, %1010
  %1015 = fsub <8 x float> %wide.load123, %1011
  store <8 x float> %1012, ptr %976, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1013, ptr %977, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1014, ptr %978, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1015, ptr %979, align 4, !alias.scope !26, !noalias !29
  %index.next = add nuw i64 %index, 32
  %1016 = icmp eq i64 %index.next, %n.vec
  br i1 %1016, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body24.us.preheader, label %vec.epilog.ph, !prof !10

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert130 = insertelement <4 x float> poison, float %916, i64 0
  %broadcast.splat131 = shufflevector <4 x float> %broadcast.splatinsert130, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index134 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next137, %vec.epilog.vector.body ]
  %1017 = getelementptr inbounds float, ptr %61, i64 %index134
  %wide.load135 = load <4 x float>, ptr %1017, align 4, !alias.scope !26, !noalias !29
  %1018 = fmul <4 x float> %wide.load135, splat (float 2.000000e+00)
  %1019 = fmul <4 x float> %broadcast.splat131, %1018
  %1020 = getelementptr inbounds float, ptr %62, i64 %index134
  %wide.load136 = load <4 x float>, ptr %1020, align 4, !alias.scope !29
  %1021 = fsub <4 x float> %wide.load135, %wide.load136
  %1022 = fmul <4 x float> %1021, splat (float 2.000000e+00)
  %1023 = fmul <4 x float> %1022, splat (float 5.000000e-01)
  %1024 = fadd <4 x float> %1019, %1023
  %1025 = fmul <4 x float> %broadcast.splat133, %1024
  %1026 = fsub <4 x float> %wide.load135, %1025
  store <4 x float> %1026, ptr %1017, align 4, !alias.scope !26, !noalias !29
  %index.next137 = add nuw i64 %index134, 4
  %1027 = icmp eq i64 %index.next137, %n.vec129
  br i1 %1027, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !32

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n138, label %noise.done.us, label %feature.body24.us.preheader

feature.body24.us.preheader:                      ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature2656.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec129, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg384 = or disjoint i64 %feature2656.us.ph, 1
  br i1 %lcmp.mod382.not, label %feature.body24.us.prol.loopexit, label %feature.body24.us.prol

feature.body24.us.prol:                           ; preds = %feature.body24.us.preheader
  %1028 = getelementptr inbounds float, ptr %61, i64 %feature2656.us.ph
  %1029 = load float, ptr %1028, align 4
  %1030 = fmul float %1029, 2.000000e+00
  %1031 = fmul float %916, %1030
  %1032 = getelementptr inbounds float, ptr %62, i64 %feature2656.us.ph
  %1033 = load float, ptr %1032, align 4
  %1034 = fsub float %1029, %1033
  %1035 = fmul float %1034, 2.000000e+00
  %1036 = fmul float %1035, 5.000000e-01
  %1037 = fadd float %1031, %1036
  %1038 = fmul float %eta, %1037
  %1039 = fsub float %1029, %1038
  store float %1039, ptr %1028, align 4
  %1040 = or disjoint i64 %feature2656.us.ph, 1
  br label %feature.body24.us.prol.loopexit

feature.body24.us.prol.loopexit:                  ; preds = %feature.body24.us.prol, %feature.body24.us.preheader
  %feature2656.us.unr = phi i64 [ %feature2656.us.ph, %feature.body24.us.preheader ], [ %1040, %feature.body24.us.prol ]
  %1041 = icmp eq i64 %n_features, %.neg384
  br i1 %1041, label %noise.done.us, label %feature.body24.us

feature.body20.us:                                ; preds = %feature.body20.us.prol.loopexit, %feature.body20.us
  %feature2255.us = phi i64 [ %1075, %feature.body20.us ], [ %feature2255.us.unr, %feature.body20.us.prol.loopexit ]
  %1042 = getelementptr inbounds float, ptr %61, i64 %feature2255.us
  %1043 = load float, ptr %1042, align 4
  %1044 = fmul float %1043, 2.000000e+00
  %1045 = fmul float %916, %1044
  %1046 = getelementptr inbounds float, ptr %62, i64 %feature2255.us
  %1047 = load float, ptr %1046, align 4
  %1048 = fsub float %1043, %1047
  %1049 = fmul float %1048, 2.000000e+00
  %1050 = fmul float %1049, 5.000000e-01
  %1051 = fadd float %1045, %1050
  %1052 = fmul float %eta, %1051
  %1053 = fsub float %1043, %1052
  %1054 = getelementptr inbounds float, ptr %noise16.us85, i64 %feature2255.us
  %1055 = load float, ptr %1054, align 4
  %1056 = fmul float %noise_scale4.us, %1055
  %1057 = fadd float %1056, %1053
  store float %1057, ptr %1042, align 4
  %1058 = add nuw i64 %feature2255.us, 1
  %1059 = getelementptr inbounds float, ptr %61, i64 %1058
  %1060 = load float, ptr %1059, align 4
  %1061 = fmul float %1060, 2.000000e+00
  %1062 = fmul float %916, %1061
  %1063 = getelementptr inbounds float, ptr %62, i64 %1058
  %1064 = load float, ptr %1063, align 4
  %1065 = fsub float %1060, %1064
  %1066 = fmul float %1065, 2.000000e+00
  %1067 = fmul float %1066, 5.000000e-01
  %1068 = fadd float %1062, %1067
  %1069 = fmul float %eta, %1068
  %1070 = fsub float %1060, %1069
  %1071 = getelementptr inbounds float, ptr %noise16.us85, i64 %1058
  %1072 = load float, ptr %1071, align 4
  %1073 = fmul float %noise_scale4.us, %1072
  %1074 = fadd float %1073, %1070
  store float %1074, ptr %1059, align 4
  %1075 = add nuw i64 %feature2255.us, 2
  %exitcond77.not.1 = icmp eq i64 %1075, %n_features
  br i1 %exitcond77.not.1, label %noise.done.us, label %feature.body20.us, !llvm.loop !33

noise.done.us:                                    ; preds = %feature.body20.us.prol.loopexit, %feature.body20.us, %feature.body24.us.prol.loopexit, %feature.body24.us, %middle.block174, %vec.epilog.middle.block195, %middle.block, %vec.epilog.middle.block, %draw.done.us, %draw.done.us.thread100
  %t_next.us = fmul float %anneal_ratio, %temperature1.057.us
  %1076 = add nuw i64 %step358.us, 1
  %exitcond79.not = icmp eq i64 %1076, %steps
  br i1 %exitcond79.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body24.us:                                ; preds = %feature.body24.us.prol.loopexit, %feature.body24.us
  %feature2656.us = phi i64 [ %1102, %feature.body24.us ], [ %feature2656.us.unr, %feature.body24.us.prol.loopexit ]
  %1077 = getelementptr inbounds float, ptr %61, i64 %feature2656.us
  %1078 = load float, ptr %1077, align 4
  %1079 = fmul float %1078, 2.000000e+00
  %1080 = fmul float %916, %1079
  %1081 = getelementptr inbounds float, ptr %62, i64 %feature2656.us
  %1082 = load float, ptr %1081, align 4
  %1083 = fsub float %1078, %1082
  %1084 = fmul float %1083, 2.000000e+00
  %1085 = fmul float %1084, 5.000000e-01
  %1086 = fadd float %1080, %1085
  %1087 = fmul float %eta, %1086
  %1088 = fsub float %1078, %1087
  store float %1088, ptr %1077, align 4
  %1089 = add nuw i64 %feature2656.us, 1
  %1090 = getelementptr inbounds float, ptr %61, i64 %1089
  %1091 = load float, ptr %1090, align 4
  %1092 = fmul float %1091, 2.000000e+00
  %1093 = fmul float %916, %1092
  %1094 = getelementptr inbounds float, ptr %62, i64 %1089
  %1095 = load float, ptr %1094, align 4
  %1096 = fsub float %1091, %1095
  %1097 = fmul float %1096, 2.000000e+00
  %1098 = fmul float %1097, 5.000000e-01
  %1099 = fadd float %1093, %1098
  %1100 = fmul float %eta, %1099
  %1101 = fsub float %1091, %1100
  store float %1101, ptr %1090, align 4
  %1102 = add nuw i64 %feature2656.us, 2
  %exitcond78.not.1 = icmp eq i64 %1102, %n_features
  br i1 %exitcond78.not.1, label %noise.done.us, label %feature.body24.us, !llvm.loop !34

pairwise_finish.body.us:                          ; preds = %pairwise_finish.body.us, %pairwise_finish.body.us.preheader.new
  %pairwise_finish53.us = phi i64 [ 0, %pairwise_finish.body.us.preheader.new ], [ %1135, %pairwise_finish.body.us ]
  %pairwise_acc.052.us = phi float [ %spec.select, %pairwise_finish.body.us.preheader.new ], [ %1134, %pairwise_finish.body.us ]
  %niter377 = phi i64 [ 0, %pairwise_finish.body.us.preheader.new ], [ %niter377.next.7, %pairwise_finish.body.us ]
  %1103 = xor i64 %pairwise_finish53.us, -1
  %1104 = getelementptr float, ptr %905, i64 %1103
  %1105 = load float, ptr %1104, align 4
  %1106 = fadd float %pairwise_acc.052.us, %1105
  %1107 = xor i64 %pairwise_finish53.us, -2
  %1108 = getelementptr float, ptr %905, i64 %1107
  %1109 = load float, ptr %1108, align 4
  %1110 = fadd float %1106, %1109
  %1111 = xor i64 %pairwise_finish53.us, -3
  %1112 = getelementptr float, ptr %905, i64 %1111
  %1113 = load float, ptr %1112, align 4
  %1114 = fadd float %1110, %1113
  %1115 = xor i64 %pairwise_finish53.us, -4
  %1116 = getelementptr float, ptr %905, i64 %1115
  %1117 = load float, ptr %1116, align 4
  %1118 = fadd float %1114, %1117
  %1119 = xor i64 %pairwise_finish53.us, -5
  %1120 = getelementptr float, ptr %905, i64 %1119
  %1121 = load float, ptr %1120, align 4
  %1122 = fadd float %1118, %1121
  %1123 = xor i64 %pairwise_finish53.us, -6
  %1124 = getelementptr float, ptr %905, i64 %1123
  %1125 = load float, ptr %1124, align 4
  %1126 = fadd float %1122, %1125
  %1127 = xor i64 %pairwise_finish53.us, -7
  %1128 = getelementptr float, ptr %905, i64 %1127
  %1129 = load float, ptr %1128, align 4
  %1130 = fadd float %1126, %1129
  %1131 = xor i64 %pairwise_finish53.us, -8
  %1132 = getelementptr float, ptr %905, i64 %1131
  %1133 = load float, ptr %1132, align 4
  %1134 = fadd float %1130, %1133
  %1135 = add nuw i64 %pairwise_finish53.us, 8
  %niter377.next.7 = add i64 %niter377, 8
  %niter377.ncmp.7.not = icmp eq i64 %niter377.next.7, %unroll_iter376
  br i1 %niter377.ncmp.7.not, label %pairwise_finish.exit.us.loopexit.unr-lcssa, label %pairwise_finish.body.us

fold_sums.body.us:                                ; preds = %fold_sums.body.us.preheader, %merge.done.us
  %fold_sums50.us = phi i64 [ %1147, %merge.done.us ], [ 0, %fold_sums.body.us.preheader ]
  %pairwise_depth.049.us = phi i64 [ %1146, %merge.done.us ], [ 0, %fold_sums.body.us.preheader ]
  %1136 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums50.us
  %1137 = load float, ptr %1136, align 4
  %1138 = icmp ne i64 %pairwise_depth.049.us, 0
  %1139 = tail call i64 @llvm.usub.sat.i64(i64 %pairwise_depth.049.us, i64 1)
  %1140 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %1139
  %1141 = load i64, ptr %1140, align 8
  %1142 = icmp eq i64 %1141, 0
  %1143 = and i1 %1138, %1142
  br i1 %1143, label %merge.body.us, label %merge.done.us

merge.done.us:                                    ; preds = %merge.body.us, %fold_sums.body.us
  %pairwise_depth.1.lcssa.us = phi i64 [ %pairwise_depth.049.us, %fold_sums.body.us ], [ %top.us, %merge.body.us ]
  %item_value.0.lcssa.us = phi float [ %1137, %fold_sums.body.us ], [ %1150, %merge.body.us ]
  %item_level.0.lcssa.us = phi i64 [ 0, %fold_sums.body.us ], [ %1151, %merge.body.us ]
  %1144 = getelementptr inbounds float, ptr %pairwise_sums, i64 %pairwise_depth.1.lcssa.us
  store float %item_value.0.lcssa.us, ptr %1144, align 4
  %1145 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %pairwise_depth.1.lcssa.us
  store i64 %item_level.0.lcssa.us, ptr %1145, align 8
  %1146 = add i64 %pairwise_depth.1.lcssa.us, 1
  %1147 = add nuw i64 %fold_sums50.us, 1
  %exitcond76.not = icmp eq i64 %1147, %n_features
  br i1 %exitcond76.not, label %fold_sums.exit.us, label %fold_sums.body.us

merge.body.us:                                    ; preds = %fold_sums.body.us, %merge.body.us
  %item_level.046.us = phi i64 [ %1151, %merge.body.us ], [ 0, %fold_sums.body.us ]
  %item_value.045.us = phi float [ %1150, %merge.body.us ], [ %1137, %fold_sums.body.us ]
  %pairwise_depth.144.us = phi i64 [ %top.us, %merge.body.us ], [ %pairwise_depth.049.us, %fold_sums.body.us ]
  %top.us = add i64 %pairwise_depth.144.us, -1
  %1148 = getelementptr inbounds float, ptr %pairwise_sums, i64 %top.us
  %1149 = load float, ptr %1148, align 4
  %1150 = fadd float %item_value.045.us, %1149
  %1151 = add nuw i64 %item_level.046.us, 1
  %1152 = icmp ne i64 %top.us, 0
  %1153 = tail call i64 @llvm.usub.sat.i64(i64 %top.us, i64 1)
  %1154 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %1153
  %1155 = load i64, ptr %1154, align 8
  %1156 = icmp eq i64 %1155, %1151
  %1157 = and i1 %1152, %1156
  br i1 %1157, label %merge.body.us, label %merge.done.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature43.us = phi i64 [ %1197, %feature.body.us ], [ %feature43.us.unr, %feature.body.us.prol.loopexit ]
  %1158 = getelementptr inbounds float, ptr %61, i64 %feature43.us
  %1159 = load float, ptr %1158, align 4
  %1160 = fmul float %1159, %1159
  %1161 = getelementptr inbounds float, ptr %scratch, i64 %feature43.us
  store float %1160, ptr %1161, align 4
  %1162 = add nuw i64 %feature43.us, 1
  %1163 = getelementptr inbounds float, ptr %61, i64 %1162
  %1164 = load float, ptr %1163, align 4
  %1165 = fmul float %1164, %1164
  %1166 = getelementptr inbounds float, ptr %scratch, i64 %1162
  store float %1165, ptr %1166, align 4
  %1167 = add nuw i64 %feature43.us, 2
  %1168 = getelementptr inbounds float, ptr %61, i64 %1167
  %1169 = load float, ptr %1168, align 4
  %1170 = fmul float %1169, %1169
  %1171 = getelementptr inbounds float, ptr %scratch, i64 %1167
  store float %1170, ptr %1171, align 4
  %1172 = add nuw i64 %feature43.us, 3
  %1173 = getelementptr inbounds float, ptr %61, i64 %1172
  %1174 = load float, ptr %1173, align 4
  %1175 = fmul float %1174, %1174
  %1176 = getelementptr inbounds float, ptr %scratch, i64 %1172
  store float %1175, ptr %1176, align 4
  %1177 = add nuw i64 %feature43.us, 4
  %1178 = getelementptr inbounds float, ptr %61, i64 %1177
  %1179 = load float, ptr %1178, align 4
  %1180 = fmul float %1179, %1179
  %1181 = getelementptr inbounds float, ptr %scratch, i64 %1177
  store float %1180, ptr %1181, align 4
  %1182 = add nuw i64 %feature43.us, 5
  %1183 = getelementptr inbounds float, ptr %61, i64 %1182
  %1184 = load float, ptr %1183, align 4
  %1185 = fmul float %1184, %1184
  %1186 = getelementptr inbounds float, ptr %scratch, i64 %1182
  store float %1185, ptr %1186, align 4
  %1187 = add nuw i64 %feature43.us, 6
  %1188 = getelementptr inbounds float, ptr %61, i64 %1187
  %1189 = load float, ptr %1188, align 4
  %1190 = fmul float %1189, %1189
  %1191 = getelementptr inbounds float, ptr %scratch, i64 %1187
  store float %1190, ptr %1191, align 4
  %1192 = add nuw i64 %feature43.us, 7
  %1193 = getelementptr inbounds float, ptr %61, i64 %1192
  %1194 = load float, ptr %1193, align 4
  %1195 = fmul float %1194, %1194
  %1196 = getelementptr inbounds float, ptr %scratch, i64 %1192
  store float %1195, ptr %1196, align 4
  %1197 = add nuw i64 %feature43.us, 8
  %exitcond75.not.7 = icmp eq i64 %1197, %n_features
  br i1 %exitcond75.not.7, label %fold_sums.body.us.preheader, label %feature.body.us, !llvm.loop !35

philox.header6.preheader.us:                      ; preds = %draw.then.us
  %1198 = lshr i64 %key1_step.us, 32
  %1199 = mul nuw i64 %1198, 3449720151
  %1200 = lshr i64 %1199, 32
  %1201 = xor i64 %key0, %1200
  %1202 = xor i64 %1201, %key1_step.us
  %1203 = and i64 %1202, 4294967295
  %1204 = mul nuw i64 %1203, 3528531795
  %1205 = lshr i64 %1204, 32
  %1206 = xor i64 %1205, %26
  %broadcast.splatinsert314 = insertelement <8 x i64> poison, i64 %1206, i64 0
  %broadcast.splat315 = shufflevector <8 x i64> %broadcast.splatinsert314, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %25, %1199
  %.scalar360 = and i64 %.scalar, 4294967295
  %1207 = insertelement <8 x i64> poison, i64 %.scalar360, i64 0
  %.masked = shufflevector <8 x i64> %1207, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar361 = xor i64 %28, %1204
  %.scalar362 = and i64 %.scalar361, 4294967295
  %1208 = insertelement <8 x i64> poison, i64 %.scalar362, i64 0
  %.masked355 = shufflevector <8 x i64> %1208, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body350

vector.body350:                                   ; preds = %vector.body350, %philox.header6.preheader.us
  %index351 = phi i64 [ 0, %philox.header6.preheader.us ], [ %index.next352, %vector.body350 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %philox.header6.preheader.us ], [ %vec.ind.next, %vector.body350 ]
  %1209 = add <8 x i64> %vec.ind, %broadcast.splat317
  %1210 = and <8 x i64> %1209, splat (i64 4294967295)
  %1211 = mul nuw <8 x i64> %1210, splat (i64 3528531795)
  %1212 = xor <8 x i64> %1209, %broadcast.splat319
  %1213 = xor <8 x i64> %1212, %1211
  %1214 = lshr <8 x i64> %1213, splat (i64 32)
  %1215 = mul nuw <8 x i64> %1214, splat (i64 3449720151)
  %1216 = lshr <8 x i64> %1215, splat (i64 32)
  %1217 = xor <8 x i64> %broadcast.splat315, %1211
  %1218 = xor <8 x i64> %.masked, %1216
  %1219 = mul nuw <8 x i64> %1218, splat (i64 3528531795)
  %1220 = and <8 x i64> %1217, splat (i64 4294967295)
  %1221 = mul nuw <8 x i64> %1220, splat (i64 3449720151)
  %1222 = lshr <8 x i64> %1219, splat (i64 32)
  %1223 = lshr <8 x i64> %1221, splat (i64 32)
  %1224 = xor <8 x i64> %1223, %broadcast.splat323
  %1225 = xor <8 x i64> %1224, %1215
  %1226 = and <8 x i64> %1225, splat (i64 4294967295)
  %1227 = mul nuw <8 x i64> %1226, splat (i64 3528531795)
  %1228 = xor <8 x i64> %.masked355, %1222
  %1229 = mul nuw <8 x i64> %1228, splat (i64 3449720151)
  %1230 = lshr <8 x i64> %1227, splat (i64 32)
  %1231 = lshr <8 x i64> %1229, splat (i64 32)
  %1232 = xor <8 x i64> %broadcast.splat327, %1231
  %1233 = xor <8 x i64> %1232, %1221
  %1234 = xor <8 x i64> %1230, %broadcast.splat329
  %1235 = xor <8 x i64> %1234, %1219
  %1236 = and <8 x i64> %1233, splat (i64 4294967295)
  %1237 = mul nuw <8 x i64> %1236, splat (i64 3528531795)
  %1238 = and <8 x i64> %1235, splat (i64 4294967295)
  %1239 = mul nuw <8 x i64> %1238, splat (i64 3449720151)
  %1240 = lshr <8 x i64> %1237, splat (i64 32)
  %1241 = lshr <8 x i64> %1239, splat (i64 32)
  %1242 = xor <8 x i64> %1241, %broadcast.splat331
  %1243 = xor <8 x i64> %1242, %1229
  %1244 = xor <8 x i64> %broadcast.splat333, %1240
  %1245 = xor <8 x i64> %1244, %1227
  %1246 = and <8 x i64> %1243, splat (i64 4294967295)
  %1247 = mul nuw <8 x i64> %1246, splat (i64 3528531795)
  %1248 = and <8 x i64> %1245, splat (i64 4294967295)
  %1249 = mul nuw <8 x i64> %1248, splat (i64 3449720151)
  %1250 = lshr <8 x i64> %1247, splat (i64 32)
  %1251 = lshr <8 x i64> %1249, splat (i64 32)
  %1252 = xor <8 x i64> %broadcast.splat335, %1251
  %1253 = xor <8 x i64> %1252, %1239
  %1254 = xor <8 x i64> %1250, %broadcast.splat337
  %1255 = xor <8 x i64> %1254, %1237
  %1256 = and <8 x i64> %1253, splat (i64 4294967295)
  %1257 = mul nuw <8 x i64> %1256, splat (i64 3528531795)
  %1258 = and <8 x i64> %1255, splat (i64 4294967295)
  %1259 = mul nuw <8 x i64> %1258, splat (i64 3449720151)
  %1260 = lshr <8 x i64> %1257, splat (i64 32)
  %1261 = lshr <8 x i64> %1259, splat (i64 32)
  %1262 = xor <8 x i64> %1261, %broadcast.splat339
  %1263 = xor <8 x i64> %1262, %1249
  %1264 = xor <8 x i64> %broadcast.splat341, %1260
  %1265 = xor <8 x i64> %1264, %1247
  %1266 = and <8 x i64> %1263, splat (i64 4294967295)
  %1267 = mul nuw <8 x i64> %1266, splat (i64 3528531795)
  %1268 = and <8 x i64> %1265, splat (i64 4294967295)
  %1269 = mul nuw <8 x i64> %1268, splat (i64 3449720151)
  %1270 = lshr <8 x i64> %1267, splat (i64 32)
  %1271 = lshr <8 x i64> %1269, splat (i64 32)
  %1272 = xor <8 x i64> %broadcast.splat343, %1271
  %1273 = xor <8 x i64> %1272, %1259
  %1274 = xor <8 x i64> %1270, %broadcast.splat345
  %1275 = xor <8 x i64> %1274, %1257
  %1276 = and <8 x i64> %1273, splat (i64 4294967295)
  %1277 = mul nuw <8 x i64> %1276, splat (i64 3528531795)
  %1278 = lshr <8 x i64> %1277, splat (i64 32)
  %1279 = trunc <8 x i64> %1275 to <8 x i32>
  %1280 = mul <8 x i32> %1279, splat (i32 -845247145)
  %1281 = xor <8 x i64> %broadcast.splat347, %1278
  %1282 = xor <8 x i64> %1281, %1267
  %1283 = and <8 x i64> %1282, splat (i64 4294967295)
  %1284 = mul nuw <8 x i64> %1283, splat (i64 3449720151)
  %1285 = lshr <8 x i64> %1284, splat (i64 32)
  %1286 = trunc nuw <8 x i64> %1285 to <8 x i32>
  %1287 = trunc <8 x i64> %1284 to <8 x i32>
  %1288 = xor <8 x i32> %1280, %1286
  %1289 = xor <8 x i32> %1288, %broadcast.splat349
  %1290 = getelementptr inbounds float, ptr %22, i64 %index351
  store <8 x i32> %1289, ptr %1290, align 4
  %1291 = getelementptr inbounds float, ptr %scratch, i64 %index351
  store <8 x i32> %1287, ptr %1291, align 4
  %index.next352 = add nuw i64 %index351, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %1292 = icmp eq i64 %index.next352, %n.vec309
  br i1 %1292, label %middle.block353, label %vector.body350, !llvm.loop !36

middle.block353:                                  ; preds = %vector.body350
  br i1 %cmp.n354, label %vector.ph296, label %philox.body7.us.preheader

philox.body7.us.preheader:                        ; preds = %middle.block353
  %invariant.op = xor i64 %1199, %25
  %invariant.op392 = xor i64 %1204, %28
  br label %philox.body7.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done.us
  %1293 = add nuw i64 %row59.us, 1
  %exitcond80.not = icmp eq i64 %1293, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond80.not, label %row.exit, label %row.body.us

small_table.body:                                 ; preds = %small_table.body, %small_table.body.preheader.new
  %small_table38 = phi i64 [ 0, %small_table.body.preheader.new ], [ %1303, %small_table.body ]
  %niter = phi i64 [ 0, %small_table.body.preheader.new ], [ %niter.next.1, %small_table.body ]
  %unit.lhs.trunc = trunc i64 %small_table38 to i16
  %unit103 = urem i16 %unit.lhs.trunc, %unit.rhs.trunc
  %step.lhs.trunc = trunc i64 %small_table38 to i16
  %step104 = udiv i16 %step.lhs.trunc, %step.rhs.trunc
  %1294 = zext nneg i16 %unit103 to i32
  %1295 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table38
  store i32 %1294, ptr %1295, align 4
  %1296 = zext i16 %step104 to i32
  %1297 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table38
  store i32 %1296, ptr %1297, align 4
  %1298 = or disjoint i64 %small_table38, 1
  %unit.lhs.trunc.1 = trunc i64 %1298 to i16
  %unit103.1 = urem i16 %unit.lhs.trunc.1, %unit.rhs.trunc
  %step.lhs.trunc.1 = trunc i64 %1298 to i16
  %step104.1 = udiv i16 %step.lhs.trunc.1, %step.rhs.trunc
  %1299 = zext nneg i16 %unit103.1 to i32
  %1300 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %1298
  store i32 %1299, ptr %1300, align 4
  %1301 = zext i16 %step104.1 to i32
  %1302 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %1298
  store i32 %1301, ptr %1302, align 4
  %1303 = add nuw nsw i64 %small_table38, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1.not = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1.not, label %small_tables.done.loopexit.unr-lcssa, label %small_table.body

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.us, %row.body.lr.ph, %small_tables.done
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #2

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

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"llvm.loop.isvectorized", i32 1}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !2, !1}
!5 = distinct !{!5, !2, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !2, !1}
!9 = distinct !{!9, !2, !1}
!10 = !{!"branch_weights", i32 4, i32 28}
!11 = distinct !{!11, !2, !1}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !13}
!15 = !{!16}
!16 = distinct !{!16, !17}
!17 = distinct !{!17, !"LVerDomain"}
!18 = !{!19, !20}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !17}
!21 = !{!19}
!22 = !{!20}
!23 = distinct !{!23, !2, !1}
!24 = !{!"branch_weights", i32 4, i32 12}
!25 = distinct !{!25, !2, !1}
!26 = !{!27}
!27 = distinct !{!27, !28}
!28 = distinct !{!28, !"LVerDomain"}
!29 = !{!30}
!30 = distinct !{!30, !28}
!31 = distinct !{!31, !2, !1}
!32 = distinct !{!32, !2, !1}
!33 = distinct !{!33, !2}
!34 = distinct !{!34, !2}
!35 = distinct !{!35, !2}
!36 = distinct !{!36, !2, !1}
