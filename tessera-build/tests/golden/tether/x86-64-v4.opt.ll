; ModuleID = 'tether'
source_filename = "tether.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_tether_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %small_step_of = alloca [512 x float], align 4
  %small_unit_of = alloca [512 x float], align 4
  %small_staging = alloca [512 x float], align 4
  %small_noise = alloca [512 x float], align 4
  %state = load ptr, ptr %args, align 8
  %state173 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %input_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %scratch = load ptr, ptr %1, align 8
  %scratch172 = ptrtoint ptr %scratch to i64
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
  %steps_per_chunk32 = udiv i16 512, %steps_per_chunk.rhs.trunc
  %steps_per_chunk.zext = zext nneg i16 %steps_per_chunk32 to i64
  %small_rows.not = xor i1 %small_rows, true
  %.not = icmp eq i64 %n_features, 0
  %or.cond361 = or i1 %small_rows.not, %.not
  br i1 %or.cond361, label %small_tables.done, label %small_table.body.preheader

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
  %small_table35.epil.init = phi i64 [ 0, %small_table.body.preheader ], [ %1276, %small_tables.done.loopexit.unr-lcssa ]
  %lcmp.mod339 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod339)
  %unit.lhs.trunc.epil = trunc i64 %small_table35.epil.init to i16
  %unit82.epil = urem i16 %unit.lhs.trunc.epil, %unit.rhs.trunc
  %step.lhs.trunc.epil = trunc i64 %small_table35.epil.init to i16
  %step83.epil = udiv i16 %step.lhs.trunc.epil, %step.rhs.trunc
  %17 = zext nneg i16 %unit82.epil to i32
  %18 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table35.epil.init
  store i32 %17, ptr %18, align 4
  %19 = zext i16 %step83.epil to i32
  %20 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table35.epil.init
  store i32 %19, ptr %20, align 4
  br label %small_tables.done

small_tables.done:                                ; preds = %small_table.body.epil.preheader, %small_tables.done.loopexit.unr-lcssa, %entry
  %21 = icmp ult i64 %row_begin, %row_end
  br i1 %21, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %small_tables.done
  %22 = getelementptr inbounds float, ptr %scratch, i64 %n_features
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not48 = icmp eq i64 %steps, 0
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
  %.not49 = icmp eq i64 %n_features, 0
  br i1 %.not48, label %row.exit, label %row.body.us.preheader

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
  %50 = add i64 %49, %state173
  %51 = sub i64 %scratch172, %50
  %52 = mul i64 %n_features, -4
  %53 = add i64 %n_features, -1
  %n.vec282 = and i64 %n_features, -8
  %broadcast.splatinsert291 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat292 = shufflevector <8 x i64> %broadcast.splatinsert291, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert295 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat296 = shufflevector <8 x i64> %broadcast.splatinsert295, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert299 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat300 = shufflevector <8 x i64> %broadcast.splatinsert299, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert301 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat302 = shufflevector <8 x i64> %broadcast.splatinsert301, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert303 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat304 = shufflevector <8 x i64> %broadcast.splatinsert303, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert305 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat306 = shufflevector <8 x i64> %broadcast.splatinsert305, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert307 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat308 = shufflevector <8 x i64> %broadcast.splatinsert307, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert309 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat310 = shufflevector <8 x i64> %broadcast.splatinsert309, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert311 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat312 = shufflevector <8 x i64> %broadcast.splatinsert311, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert313 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat314 = shufflevector <8 x i64> %broadcast.splatinsert313, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert315 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat316 = shufflevector <8 x i64> %broadcast.splatinsert315, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert317 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat318 = shufflevector <8 x i64> %broadcast.splatinsert317, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert319 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat320 = shufflevector <8 x i64> %broadcast.splatinsert319, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert321 = insertelement <8 x i32> poison, i32 %40, i64 0
  %broadcast.splat322 = shufflevector <8 x i32> %broadcast.splatinsert321, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n327 = icmp eq i64 %n_features, %n.vec282
  %n.vec271 = and i64 %n_features, -8
  %cmp.n278 = icmp eq i64 %n_features, %n.vec271
  %broadcast.splatinsert226 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat227 = shufflevector <8 x i64> %broadcast.splatinsert226, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert228 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat229 = shufflevector <8 x i64> %broadcast.splatinsert228, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert230 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat231 = shufflevector <8 x i64> %broadcast.splatinsert230, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert232 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat233 = shufflevector <8 x i64> %broadcast.splatinsert232, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert234 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat235 = shufflevector <8 x i64> %broadcast.splatinsert234, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert236 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat237 = shufflevector <8 x i64> %broadcast.splatinsert236, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert238 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat239 = shufflevector <8 x i64> %broadcast.splatinsert238, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert240 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat241 = shufflevector <8 x i64> %broadcast.splatinsert240, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert242 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat243 = shufflevector <8 x i64> %broadcast.splatinsert242, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert244 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat245 = shufflevector <8 x i64> %broadcast.splatinsert244, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert246 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat247 = shufflevector <8 x i64> %broadcast.splatinsert246, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert248 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat249 = shufflevector <8 x i64> %broadcast.splatinsert248, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert250 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat251 = shufflevector <8 x i64> %broadcast.splatinsert250, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert252 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat253 = shufflevector <8 x i64> %broadcast.splatinsert252, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert254 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat255 = shufflevector <8 x i64> %broadcast.splatinsert254, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert256 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat257 = shufflevector <8 x i64> %broadcast.splatinsert256, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert258 = insertelement <8 x i32> poison, i32 %40, i64 0
  %broadcast.splat259 = shufflevector <8 x i32> %broadcast.splatinsert258, <8 x i32> poison, <8 x i32> zeroinitializer
  %min.iters.check174 = icmp ult i64 %n_features, 4
  %min.iters.check177 = icmp ult i64 %n_features, 32
  %n.mod.vf180 = and i64 %n_features, 28
  %n.vec181 = and i64 %n_features, -32
  %cmp.n190 = icmp eq i64 %n_features, %n.vec181
  %min.epilog.iters.check194 = icmp eq i64 %n.mod.vf180, 0
  %n.vec197 = and i64 %n_features, -4
  %cmp.n203 = icmp eq i64 %n_features, %n.vec197
  %xtraiter342 = and i64 %n_features, 7
  %54 = icmp ult i64 %53, 7
  %unroll_iter346 = and i64 %n_features, -8
  %lcmp.mod343.not = icmp eq i64 %xtraiter342, 0
  %lcmp.mod345 = icmp ne i64 %xtraiter342, 0
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check127 = icmp ult i64 %n_features, 16
  %n.mod.vf130 = and i64 %n_features, 12
  %n.vec131 = and i64 %n_features, -16
  %broadcast.splatinsert134 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat135 = shufflevector <8 x float> %broadcast.splatinsert134, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n148 = icmp eq i64 %n_features, %n.vec131
  %min.epilog.iters.check152 = icmp eq i64 %n.mod.vf130, 0
  %n.vec155 = and i64 %n_features, -4
  %broadcast.splatinsert158 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat159 = shufflevector <4 x float> %broadcast.splatinsert158, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n169 = icmp eq i64 %n_features, %n.vec155
  %xtraiter348 = and i64 %n_features, 1
  %lcmp.mod349.not = icmp eq i64 %xtraiter348, 0
  %min.iters.check91 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert92 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat93 = shufflevector <8 x float> %broadcast.splatinsert92, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec102 = and i64 %n_features, -4
  %broadcast.splatinsert105 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat106 = shufflevector <4 x float> %broadcast.splatinsert105, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n111 = icmp eq i64 %n_features, %n.vec102
  %xtraiter351 = and i64 %n_features, 1
  %lcmp.mod352.not = icmp eq i64 %xtraiter351, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row47.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %1266, %step.header.step.exit_crit_edge.us ]
  %55 = mul i64 %52, %indvar
  %56 = add i64 %51, %55
  %57 = mul i64 %47, %indvar
  %58 = add i64 %42, %57
  %scevgep113 = getelementptr i8, ptr %state, i64 %58
  %59 = add i64 %46, %57
  %scevgep114 = getelementptr i8, ptr %state, i64 %59
  %scevgep115 = getelementptr i8, ptr %input_0, i64 %58
  %scevgep116 = getelementptr i8, ptr %input_0, i64 %59
  %60 = mul i64 %43, %indvar
  %61 = add i64 %42, %60
  %scevgep = getelementptr i8, ptr %state, i64 %61
  %62 = add i64 %46, %60
  %scevgep88 = getelementptr i8, ptr %state, i64 %62
  %scevgep89 = getelementptr i8, ptr %input_0, i64 %61
  %scevgep90 = getelementptr i8, ptr %input_0, i64 %62
  %row_offset.us = mul i64 %row47.us, %n_features
  %63 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %64 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert289 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat290 = shufflevector <8 x i64> %broadcast.splatinsert289, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert222 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat223 = shufflevector <8 x i64> %broadcast.splatinsert222, <8 x i64> poison, <8 x i32> zeroinitializer
  %diff.check = icmp ult i64 %56, 128
  %or.cond = select i1 %min.iters.check174, i1 true, i1 %diff.check
  %bound0118 = icmp ult ptr %scevgep113, %scevgep116
  %bound1119 = icmp ult ptr %scevgep115, %scevgep114
  %found.conflict120 = and i1 %bound0118, %bound1119
  %bound0 = icmp ult ptr %scevgep, %scevgep90
  %bound1 = icmp ult ptr %scevgep89, %scevgep88
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done.us
  %step346.us = phi i64 [ 0, %row.body.us ], [ %1072, %noise.done.us ]
  %temperature1.045.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done.us ]
  %65 = fmul float %two_eta, %temperature1.045.us
  %66 = fcmp ogt float %65, 0.000000e+00
  %67 = tail call float @llvm.sqrt.f32(float %65)
  %68 = select i1 %66, float %67, float 0.000000e+00
  %noise_scale4.us = select i1 %anneal2.not, float %noise_scale, float %68
  %key1_step.us = add i64 %step346.us, %key1
  %step_in_chunk.us = urem i64 %step346.us, %steps_per_chunk.zext
  br i1 %draw.not, label %draw.done.us.thread78, label %draw.then.us

draw.then.us:                                     ; preds = %step.body.us
  br i1 %small_rows, label %small_rows.then.us, label %philox.header6.preheader.us

noise.body11.us:                                  ; preds = %middle.block277, %noise.body11.us
  %noise1337.us = phi i64 [ %197, %noise.body11.us ], [ %n.vec271, %middle.block277 ]
  %69 = getelementptr inbounds float, ptr %22, i64 %noise1337.us
  %w014.us = load i32, ptr %69, align 4
  %70 = getelementptr inbounds float, ptr %scratch, i64 %noise1337.us
  %w115.us = load i32, ptr %70, align 4
  %71 = uitofp i32 %w014.us to double
  %72 = fadd double %71, 5.000000e-01
  %73 = fmul double %72, 0x3DF0000000000000
  %74 = uitofp i32 %w115.us to double
  %75 = fadd double %74, 5.000000e-01
  %76 = fmul double %75, 0x3DF0000000000000
  %77 = bitcast double %73 to i64
  %78 = lshr i64 %77, 32
  %79 = add nuw nsw i64 %78, 614242
  %80 = lshr i64 %79, 20
  %81 = add nsw i64 %80, -1023
  %82 = shl nuw i64 %79, 32
  %83 = and i64 %82, 4503595332403200
  %84 = add nuw nsw i64 %83, 4604544269498187776
  %85 = and i64 %77, 4294967295
  %86 = or disjoint i64 %84, %85
  %87 = bitcast i64 %86 to double
  %88 = fadd double %87, -1.000000e+00
  %89 = fmul double %88, 5.000000e-01
  %90 = fmul double %88, %89
  %91 = fadd double %88, 2.000000e+00
  %92 = fdiv double %88, %91
  %93 = fmul double %92, %92
  %94 = fmul double %93, %93
  %95 = fmul double %94, 0x3FC2F112DF3E5244
  %96 = fadd double %95, 0x3FC7466496CB03DE
  %97 = insertelement <2 x double> poison, double %94, i64 0
  %98 = shufflevector <2 x double> %97, <2 x double> poison, <2 x i32> zeroinitializer
  %99 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %96, i64 1
  %100 = fmul <2 x double> %98, %99
  %101 = fadd <2 x double> %100, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %102 = fmul <2 x double> %98, %101
  %103 = fadd <2 x double> %102, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %104 = insertelement <2 x double> %97, double %93, i64 1
  %105 = fmul <2 x double> %104, %103
  %shift = shufflevector <2 x double> %105, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %105, %shift
  %106 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %107 = sitofp i64 %81 to double
  %108 = fadd double %90, %106
  %109 = fmul double %92, %108
  %110 = fmul double %107, 0x3DEA39EF35793C76
  %111 = fadd double %110, %109
  %112 = fsub double %111, %90
  %113 = fadd double %88, %112
  %114 = fmul double %107, 0x3FE62E42FEE00000
  %115 = fadd double %114, %113
  %116 = fmul double %115, -2.000000e+00
  %117 = tail call double @llvm.sqrt.f64(double %116)
  %118 = fmul double %76, 0x401921FB54442D18
  %119 = fmul double %118, 0x3FE45F306DC9C883
  %120 = fadd double %119, 0x4338000000000000
  %121 = bitcast double %120 to i64
  %122 = fadd double %120, 0xC338000000000000
  %123 = fmul double %122, 0x3FF921FB54400000
  %124 = fsub double %118, %123
  %125 = fmul double %122, 0x3DD0B4611A626331
  %126 = fmul double %122, 0x3DD0B4611A600000
  %127 = fsub double %124, %126
  %128 = fmul double %122, 0x3BA3198A2E037073
  %129 = fsub double %124, %127
  %130 = fsub double %129, %126
  %131 = fsub double %128, %130
  %132 = fsub double %124, %125
  %133 = insertelement <2 x double> poison, double %132, i64 0
  %134 = insertelement <2 x double> %133, double %118, i64 1
  %135 = bitcast <2 x double> %134 to <2 x i64>
  %136 = lshr <2 x i64> %135, splat (i64 52)
  %137 = and <2 x i64> %136, splat (i64 2047)
  %138 = extractelement <2 x i64> %137, i64 0
  %139 = add nuw nsw i64 %138, 16
  %140 = extractelement <2 x i64> %137, i64 1
  %141 = icmp samesign ult i64 %139, %140
  %142 = select i1 %141, double %127, double %124
  %143 = select i1 %141, double %131, double %125
  %144 = fsub double %142, %143
  %145 = fsub double %142, %144
  %146 = fsub double %145, %143
  %147 = fmul double %144, %144
  %148 = fmul double %147, %147
  %149 = fmul double %147, 0x3EFA01A019CB1590
  %150 = fadd double %149, 0xBF56C16C16C15177
  %151 = fmul double %147, %150
  %152 = fadd double %151, 0x3FA555555555554C
  %153 = fmul double %147, %152
  %154 = fmul double %147, 0x3DA8FAE9BE8838D4
  %155 = fsub double 0x3E21EE9EBDB4B1C4, %154
  %156 = fmul double %147, %155
  %157 = fadd double %156, 0xBE927E4F809C52AD
  %158 = fmul double %148, %148
  %159 = fmul double %158, %157
  %160 = fadd double %153, %159
  %161 = fmul double %147, 5.000000e-01
  %162 = fsub double 1.000000e+00, %161
  %163 = fsub double 1.000000e+00, %162
  %164 = fsub double %163, %161
  %165 = fmul double %147, %160
  %166 = fmul double %144, %146
  %167 = fsub double %165, %166
  %168 = fadd double %164, %167
  %169 = fadd double %162, %168
  %170 = fmul double %147, 0x3EC71DE357B1FE7D
  %171 = fadd double %170, 0xBF2A01A019C161D5
  %172 = fmul double %147, %171
  %173 = fadd double %172, 0x3F8111111110F8A6
  %174 = fmul double %147, 0x3DE5D93A5ACFD57C
  %175 = fadd double %174, 0xBE5AE5E68A2B9CEB
  %176 = fmul double %147, %148
  %177 = fmul double %176, %175
  %178 = fadd double %177, %173
  %179 = fmul double %144, %147
  %180 = fmul double %146, 5.000000e-01
  %181 = fmul double %179, %178
  %182 = fsub double %180, %181
  %183 = fmul double %147, %182
  %184 = fsub double %183, %146
  %185 = fmul double %179, 0x3FC5555555555549
  %186 = fadd double %184, %185
  %187 = fsub double %144, %186
  %188 = fneg double %169
  %189 = fneg double %187
  %190 = and i64 %121, 1
  %191 = and i64 %121, 2
  %.not.us = icmp eq i64 %190, 0
  %.not29.us = icmp eq i64 %191, 0
  %192 = select i1 %.not29.us, double %169, double %188
  %193 = select i1 %.not29.us, double %189, double %187
  %194 = select i1 %.not.us, double %192, double %193
  %195 = fmul double %117, %194
  %196 = fptrunc double %195 to float
  store float %196, ptr %69, align 4
  %197 = add nuw i64 %noise1337.us, 1
  %exitcond58.not = icmp eq i64 %197, %n_features
  br i1 %exitcond58.not, label %iter.check176, label %noise.body11.us, !llvm.loop !0

philox.body7.us:                                  ; preds = %philox.body7.us.preheader, %philox.body7.us
  %philox936.us = phi i64 [ %280, %philox.body7.us ], [ %n.vec282, %philox.body7.us.preheader ]
  %element.us = add i64 %philox936.us, %row_offset.us
  %198 = and i64 %element.us, 4294967295
  %199 = mul nuw i64 %198, 3528531795
  %200 = xor i64 %element.us, %key0
  %201 = xor i64 %200, %199
  %202 = lshr i64 %201, 32
  %203 = mul nuw i64 %202, 3449720151
  %204 = lshr i64 %203, 32
  %.reass.reass = xor i64 %204, %invariant.op
  %205 = xor i64 %1179, %199
  %206 = and i64 %.reass.reass, 4294967295
  %207 = mul nuw i64 %206, 3528531795
  %208 = and i64 %205, 4294967295
  %209 = mul nuw i64 %208, 3449720151
  %210 = lshr i64 %207, 32
  %211 = lshr i64 %209, 32
  %212 = xor i64 %211, %27
  %213 = xor i64 %212, %203
  %.reass86.reass = xor i64 %210, %invariant.op360
  %214 = and i64 %213, 4294967295
  %215 = mul nuw i64 %214, 3528531795
  %216 = and i64 %.reass86.reass, 4294967295
  %217 = mul nuw i64 %216, 3449720151
  %218 = lshr i64 %215, 32
  %219 = lshr i64 %217, 32
  %220 = xor i64 %29, %219
  %221 = xor i64 %220, %209
  %222 = xor i64 %218, %30
  %223 = xor i64 %222, %207
  %224 = and i64 %221, 4294967295
  %225 = mul nuw i64 %224, 3528531795
  %226 = and i64 %223, 4294967295
  %227 = mul nuw i64 %226, 3449720151
  %228 = lshr i64 %225, 32
  %229 = lshr i64 %227, 32
  %230 = xor i64 %229, %31
  %231 = xor i64 %230, %217
  %232 = xor i64 %32, %228
  %233 = xor i64 %232, %215
  %234 = and i64 %231, 4294967295
  %235 = mul nuw i64 %234, 3528531795
  %236 = and i64 %233, 4294967295
  %237 = mul nuw i64 %236, 3449720151
  %238 = lshr i64 %235, 32
  %239 = lshr i64 %237, 32
  %240 = xor i64 %33, %239
  %241 = xor i64 %240, %227
  %242 = xor i64 %238, %34
  %243 = xor i64 %242, %225
  %244 = and i64 %241, 4294967295
  %245 = mul nuw i64 %244, 3528531795
  %246 = and i64 %243, 4294967295
  %247 = mul nuw i64 %246, 3449720151
  %248 = lshr i64 %245, 32
  %249 = lshr i64 %247, 32
  %250 = xor i64 %249, %35
  %251 = xor i64 %250, %237
  %252 = xor i64 %36, %248
  %253 = xor i64 %252, %235
  %254 = and i64 %251, 4294967295
  %255 = mul nuw i64 %254, 3528531795
  %256 = and i64 %253, 4294967295
  %257 = mul nuw i64 %256, 3449720151
  %258 = lshr i64 %255, 32
  %259 = lshr i64 %257, 32
  %260 = xor i64 %37, %259
  %261 = xor i64 %260, %247
  %262 = xor i64 %258, %38
  %263 = xor i64 %262, %245
  %264 = and i64 %261, 4294967295
  %265 = mul nuw i64 %264, 3528531795
  %266 = lshr i64 %265, 32
  %267 = trunc i64 %263 to i32
  %268 = mul i32 %267, -845247145
  %269 = xor i64 %39, %266
  %270 = xor i64 %269, %255
  %271 = and i64 %270, 4294967295
  %272 = mul nuw i64 %271, 3449720151
  %273 = lshr i64 %272, 32
  %274 = trunc nuw i64 %273 to i32
  %275 = trunc i64 %272 to i32
  %276 = xor i32 %268, %274
  %277 = xor i32 %276, %40
  %278 = getelementptr inbounds float, ptr %22, i64 %philox936.us
  store i32 %277, ptr %278, align 4
  %279 = getelementptr inbounds float, ptr %scratch, i64 %philox936.us
  store i32 %275, ptr %279, align 4
  %280 = add nuw i64 %philox936.us, 1
  %exitcond.not = icmp eq i64 %280, %n_features
  br i1 %exitcond.not, label %vector.ph269, label %philox.body7.us, !llvm.loop !3

vector.ph269:                                     ; preds = %philox.body7.us, %middle.block326
  br label %vector.body272

vector.body272:                                   ; preds = %vector.body272, %vector.ph269
  %index273 = phi i64 [ 0, %vector.ph269 ], [ %index.next276, %vector.body272 ]
  %281 = getelementptr inbounds float, ptr %22, i64 %index273
  %wide.load274 = load <8 x i32>, ptr %281, align 4
  %282 = getelementptr inbounds float, ptr %scratch, i64 %index273
  %wide.load275 = load <8 x i32>, ptr %282, align 4
  %283 = uitofp <8 x i32> %wide.load274 to <8 x double>
  %284 = fadd <8 x double> %283, splat (double 5.000000e-01)
  %285 = fmul <8 x double> %284, splat (double 0x3DF0000000000000)
  %286 = uitofp <8 x i32> %wide.load275 to <8 x double>
  %287 = fadd <8 x double> %286, splat (double 5.000000e-01)
  %288 = fmul <8 x double> %287, splat (double 0x3DF0000000000000)
  %289 = bitcast <8 x double> %285 to <8 x i64>
  %290 = lshr <8 x i64> %289, splat (i64 32)
  %291 = add nuw nsw <8 x i64> %290, splat (i64 614242)
  %292 = lshr <8 x i64> %291, splat (i64 20)
  %293 = add nsw <8 x i64> %292, splat (i64 -1023)
  %294 = shl nuw <8 x i64> %291, splat (i64 32)
  %295 = and <8 x i64> %294, splat (i64 4503595332403200)
  %296 = add nuw nsw <8 x i64> %295, splat (i64 4604544269498187776)
  %297 = and <8 x i64> %289, splat (i64 4294967295)
  %298 = or disjoint <8 x i64> %296, %297
  %299 = bitcast <8 x i64> %298 to <8 x double>
  %300 = fadd <8 x double> %299, splat (double -1.000000e+00)
  %301 = fmul <8 x double> %300, splat (double 5.000000e-01)
  %302 = fmul <8 x double> %300, %301
  %303 = fadd <8 x double> %300, splat (double 2.000000e+00)
  %304 = fdiv <8 x double> %300, %303
  %305 = fmul <8 x double> %304, %304
  %306 = fmul <8 x double> %305, %305
  %307 = fmul <8 x double> %306, splat (double 0x3FC39A09D078C69F)
  %308 = fadd <8 x double> %307, splat (double 0x3FCC71C51D8E78AF)
  %309 = fmul <8 x double> %306, %308
  %310 = fadd <8 x double> %309, splat (double 0x3FD999999997FA04)
  %311 = fmul <8 x double> %306, %310
  %312 = fmul <8 x double> %306, splat (double 0x3FC2F112DF3E5244)
  %313 = fadd <8 x double> %312, splat (double 0x3FC7466496CB03DE)
  %314 = fmul <8 x double> %306, %313
  %315 = fadd <8 x double> %314, splat (double 0x3FD2492494229359)
  %316 = fmul <8 x double> %306, %315
  %317 = fadd <8 x double> %316, splat (double 0x3FE5555555555593)
  %318 = fmul <8 x double> %305, %317
  %319 = fadd <8 x double> %311, %318
  %320 = sitofp <8 x i64> %293 to <8 x double>
  %321 = fadd <8 x double> %302, %319
  %322 = fmul <8 x double> %304, %321
  %323 = fmul <8 x double> %320, splat (double 0x3DEA39EF35793C76)
  %324 = fadd <8 x double> %323, %322
  %325 = fsub <8 x double> %324, %302
  %326 = fadd <8 x double> %300, %325
  %327 = fmul <8 x double> %320, splat (double 0x3FE62E42FEE00000)
  %328 = fadd <8 x double> %327, %326
  %329 = fmul <8 x double> %328, splat (double -2.000000e+00)
  %330 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %329)
  %331 = fmul <8 x double> %288, splat (double 0x401921FB54442D18)
  %332 = fmul <8 x double> %331, splat (double 0x3FE45F306DC9C883)
  %333 = fadd <8 x double> %332, splat (double 0x4338000000000000)
  %334 = bitcast <8 x double> %333 to <8 x i64>
  %335 = fadd <8 x double> %333, splat (double 0xC338000000000000)
  %336 = fmul <8 x double> %335, splat (double 0x3FF921FB54400000)
  %337 = fsub <8 x double> %331, %336
  %338 = fmul <8 x double> %335, splat (double 0x3DD0B4611A626331)
  %339 = fmul <8 x double> %335, splat (double 0x3DD0B4611A600000)
  %340 = fsub <8 x double> %337, %339
  %341 = fmul <8 x double> %335, splat (double 0x3BA3198A2E037073)
  %342 = fsub <8 x double> %337, %340
  %343 = fsub <8 x double> %342, %339
  %344 = fsub <8 x double> %341, %343
  %345 = fsub <8 x double> %337, %338
  %346 = bitcast <8 x double> %331 to <8 x i64>
  %347 = lshr <8 x i64> %346, splat (i64 52)
  %348 = and <8 x i64> %347, splat (i64 2047)
  %349 = bitcast <8 x double> %345 to <8 x i64>
  %350 = lshr <8 x i64> %349, splat (i64 52)
  %351 = and <8 x i64> %350, splat (i64 2047)
  %352 = add nuw nsw <8 x i64> %351, splat (i64 16)
  %353 = icmp samesign ult <8 x i64> %352, %348
  %354 = select <8 x i1> %353, <8 x double> %340, <8 x double> %337
  %355 = select <8 x i1> %353, <8 x double> %344, <8 x double> %338
  %356 = fsub <8 x double> %354, %355
  %357 = fsub <8 x double> %354, %356
  %358 = fsub <8 x double> %357, %355
  %359 = fmul <8 x double> %356, %356
  %360 = fmul <8 x double> %359, %359
  %361 = fmul <8 x double> %359, splat (double 0x3EFA01A019CB1590)
  %362 = fadd <8 x double> %361, splat (double 0xBF56C16C16C15177)
  %363 = fmul <8 x double> %359, %362
  %364 = fadd <8 x double> %363, splat (double 0x3FA555555555554C)
  %365 = fmul <8 x double> %359, %364
  %366 = fmul <8 x double> %359, splat (double 0x3DA8FAE9BE8838D4)
  %367 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %366
  %368 = fmul <8 x double> %359, %367
  %369 = fadd <8 x double> %368, splat (double 0xBE927E4F809C52AD)
  %370 = fmul <8 x double> %360, %360
  %371 = fmul <8 x double> %370, %369
  %372 = fadd <8 x double> %365, %371
  %373 = fmul <8 x double> %359, splat (double 5.000000e-01)
  %374 = fsub <8 x double> splat (double 1.000000e+00), %373
  %375 = fsub <8 x double> splat (double 1.000000e+00), %374
  %376 = fsub <8 x double> %375, %373
  %377 = fmul <8 x double> %359, %372
  %378 = fmul <8 x double> %356, %358
  %379 = fsub <8 x double> %377, %378
  %380 = fadd <8 x double> %376, %379
  %381 = fadd <8 x double> %374, %380
  %382 = fmul <8 x double> %359, splat (double 0x3EC71DE357B1FE7D)
  %383 = fadd <8 x double> %382, splat (double 0xBF2A01A019C161D5)
  %384 = fmul <8 x double> %359, %383
  %385 = fadd <8 x double> %384, splat (double 0x3F8111111110F8A6)
  %386 = fmul <8 x double> %359, splat (double 0x3DE5D93A5ACFD57C)
  %387 = fadd <8 x double> %386, splat (double 0xBE5AE5E68A2B9CEB)
  %388 = fmul <8 x double> %359, %360
  %389 = fmul <8 x double> %388, %387
  %390 = fadd <8 x double> %389, %385
  %391 = fmul <8 x double> %356, %359
  %392 = fmul <8 x double> %358, splat (double 5.000000e-01)
  %393 = fmul <8 x double> %391, %390
  %394 = fsub <8 x double> %392, %393
  %395 = fmul <8 x double> %359, %394
  %396 = fsub <8 x double> %395, %358
  %397 = fmul <8 x double> %391, splat (double 0x3FC5555555555549)
  %398 = fadd <8 x double> %396, %397
  %399 = fsub <8 x double> %356, %398
  %400 = fneg <8 x double> %381
  %401 = fneg <8 x double> %399
  %402 = and <8 x i64> %334, splat (i64 1)
  %403 = and <8 x i64> %334, splat (i64 2)
  %404 = icmp eq <8 x i64> %402, zeroinitializer
  %405 = icmp eq <8 x i64> %403, zeroinitializer
  %406 = select <8 x i1> %405, <8 x double> %381, <8 x double> %400
  %407 = select <8 x i1> %405, <8 x double> %401, <8 x double> %399
  %408 = select <8 x i1> %404, <8 x double> %406, <8 x double> %407
  %409 = fmul <8 x double> %330, %408
  %410 = fptrunc <8 x double> %409 to <8 x float>
  store <8 x float> %410, ptr %281, align 4
  %index.next276 = add nuw i64 %index273, 8
  %411 = icmp eq i64 %index.next276, %n.vec271
  br i1 %411, label %middle.block277, label %vector.body272, !llvm.loop !4

middle.block277:                                  ; preds = %vector.body272
  br i1 %cmp.n278, label %iter.check176, label %noise.body11.us

small_rows.then.us:                               ; preds = %draw.then.us
  %chunk_starts.us = icmp eq i64 %step_in_chunk.us, 0
  br i1 %chunk_starts.us, label %small_draw.then.us, label %draw.done.us

small_draw.then.us:                               ; preds = %small_rows.then.us
  %steps_left.us = sub i64 %steps, %step346.us
  %412 = tail call i64 @llvm.umin.i64(i64 %steps_left.us, i64 %steps_per_chunk.zext)
  %chunk_units.us = mul nuw nsw i64 %412, %n_features
  %.not53 = icmp eq i64 %chunk_units.us, 0
  br i1 %.not53, label %draw.done.us, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %small_draw.then.us
  %min.iters.check218 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check218, label %philox.body.us.preheader338, label %vector.ph219

vector.ph219:                                     ; preds = %philox.body.us.preheader
  %n.vec221 = and i64 %chunk_units.us, 32760
  %broadcast.splatinsert224 = insertelement <8 x i64> poison, i64 %key1_step.us, i64 0
  %broadcast.splat225 = shufflevector <8 x i64> %broadcast.splatinsert224, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body260

vector.body260:                                   ; preds = %vector.body260, %vector.ph219
  %index261 = phi i64 [ 0, %vector.ph219 ], [ %index.next264, %vector.body260 ]
  %413 = getelementptr inbounds float, ptr %small_unit_of, i64 %index261
  %wide.load262 = load <8 x i32>, ptr %413, align 4
  %414 = zext <8 x i32> %wide.load262 to <8 x i64>
  %415 = add <8 x i64> %broadcast.splat223, %414
  %416 = getelementptr inbounds float, ptr %small_step_of, i64 %index261
  %wide.load263 = load <8 x i32>, ptr %416, align 4
  %417 = zext <8 x i32> %wide.load263 to <8 x i64>
  %418 = add <8 x i64> %broadcast.splat225, %417
  %419 = lshr <8 x i64> %418, splat (i64 32)
  %420 = and <8 x i64> %415, splat (i64 4294967295)
  %421 = mul nuw <8 x i64> %420, splat (i64 3528531795)
  %422 = mul nuw <8 x i64> %419, splat (i64 3449720151)
  %423 = lshr <8 x i64> %422, splat (i64 32)
  %424 = xor <8 x i64> %broadcast.splat227, %423
  %425 = xor <8 x i64> %424, %418
  %426 = xor <8 x i64> %415, %broadcast.splat227
  %427 = xor <8 x i64> %426, %421
  %428 = lshr <8 x i64> %427, splat (i64 32)
  %429 = and <8 x i64> %425, splat (i64 4294967295)
  %430 = mul nuw <8 x i64> %429, splat (i64 3528531795)
  %431 = mul nuw <8 x i64> %428, splat (i64 3449720151)
  %432 = lshr <8 x i64> %430, splat (i64 32)
  %433 = lshr <8 x i64> %431, splat (i64 32)
  %434 = xor <8 x i64> %broadcast.splat229, %433
  %435 = xor <8 x i64> %434, %422
  %436 = xor <8 x i64> %broadcast.splat231, %432
  %437 = xor <8 x i64> %436, %421
  %438 = and <8 x i64> %435, splat (i64 4294967295)
  %439 = mul nuw <8 x i64> %438, splat (i64 3528531795)
  %440 = and <8 x i64> %437, splat (i64 4294967295)
  %441 = mul nuw <8 x i64> %440, splat (i64 3449720151)
  %442 = lshr <8 x i64> %439, splat (i64 32)
  %443 = lshr <8 x i64> %441, splat (i64 32)
  %444 = xor <8 x i64> %broadcast.splat233, %443
  %445 = xor <8 x i64> %444, %431
  %446 = xor <8 x i64> %broadcast.splat235, %442
  %447 = xor <8 x i64> %446, %430
  %448 = and <8 x i64> %445, splat (i64 4294967295)
  %449 = mul nuw <8 x i64> %448, splat (i64 3528531795)
  %450 = and <8 x i64> %447, splat (i64 4294967295)
  %451 = mul nuw <8 x i64> %450, splat (i64 3449720151)
  %452 = lshr <8 x i64> %449, splat (i64 32)
  %453 = lshr <8 x i64> %451, splat (i64 32)
  %454 = xor <8 x i64> %broadcast.splat237, %453
  %455 = xor <8 x i64> %454, %441
  %456 = xor <8 x i64> %broadcast.splat239, %452
  %457 = xor <8 x i64> %456, %439
  %458 = and <8 x i64> %455, splat (i64 4294967295)
  %459 = mul nuw <8 x i64> %458, splat (i64 3528531795)
  %460 = and <8 x i64> %457, splat (i64 4294967295)
  %461 = mul nuw <8 x i64> %460, splat (i64 3449720151)
  %462 = lshr <8 x i64> %459, splat (i64 32)
  %463 = lshr <8 x i64> %461, splat (i64 32)
  %464 = xor <8 x i64> %broadcast.splat241, %463
  %465 = xor <8 x i64> %464, %451
  %466 = xor <8 x i64> %broadcast.splat243, %462
  %467 = xor <8 x i64> %466, %449
  %468 = and <8 x i64> %465, splat (i64 4294967295)
  %469 = mul nuw <8 x i64> %468, splat (i64 3528531795)
  %470 = and <8 x i64> %467, splat (i64 4294967295)
  %471 = mul nuw <8 x i64> %470, splat (i64 3449720151)
  %472 = lshr <8 x i64> %469, splat (i64 32)
  %473 = lshr <8 x i64> %471, splat (i64 32)
  %474 = xor <8 x i64> %broadcast.splat245, %473
  %475 = xor <8 x i64> %474, %461
  %476 = xor <8 x i64> %broadcast.splat247, %472
  %477 = xor <8 x i64> %476, %459
  %478 = and <8 x i64> %475, splat (i64 4294967295)
  %479 = mul nuw <8 x i64> %478, splat (i64 3528531795)
  %480 = and <8 x i64> %477, splat (i64 4294967295)
  %481 = mul nuw <8 x i64> %480, splat (i64 3449720151)
  %482 = lshr <8 x i64> %479, splat (i64 32)
  %483 = lshr <8 x i64> %481, splat (i64 32)
  %484 = xor <8 x i64> %broadcast.splat249, %483
  %485 = xor <8 x i64> %484, %471
  %486 = xor <8 x i64> %broadcast.splat251, %482
  %487 = xor <8 x i64> %486, %469
  %488 = and <8 x i64> %485, splat (i64 4294967295)
  %489 = mul nuw <8 x i64> %488, splat (i64 3528531795)
  %490 = and <8 x i64> %487, splat (i64 4294967295)
  %491 = mul nuw <8 x i64> %490, splat (i64 3449720151)
  %492 = lshr <8 x i64> %489, splat (i64 32)
  %493 = lshr <8 x i64> %491, splat (i64 32)
  %494 = xor <8 x i64> %broadcast.splat253, %493
  %495 = xor <8 x i64> %494, %481
  %496 = xor <8 x i64> %broadcast.splat255, %492
  %497 = xor <8 x i64> %496, %479
  %498 = and <8 x i64> %495, splat (i64 4294967295)
  %499 = mul nuw <8 x i64> %498, splat (i64 3528531795)
  %500 = lshr <8 x i64> %499, splat (i64 32)
  %501 = trunc <8 x i64> %497 to <8 x i32>
  %502 = mul <8 x i32> %501, splat (i32 -845247145)
  %503 = xor <8 x i64> %broadcast.splat257, %500
  %504 = xor <8 x i64> %503, %489
  %505 = and <8 x i64> %504, splat (i64 4294967295)
  %506 = mul nuw <8 x i64> %505, splat (i64 3449720151)
  %507 = lshr <8 x i64> %506, splat (i64 32)
  %508 = trunc nuw <8 x i64> %507 to <8 x i32>
  %509 = trunc <8 x i64> %506 to <8 x i32>
  %510 = xor <8 x i32> %502, %508
  %511 = xor <8 x i32> %510, %broadcast.splat259
  %512 = getelementptr inbounds float, ptr %small_noise, i64 %index261
  store <8 x i32> %511, ptr %512, align 4
  %513 = getelementptr inbounds float, ptr %small_staging, i64 %index261
  store <8 x i32> %509, ptr %513, align 4
  %index.next264 = add nuw i64 %index261, 8
  %514 = icmp eq i64 %index.next264, %n.vec221
  br i1 %514, label %middle.block265, label %vector.body260, !llvm.loop !5

middle.block265:                                  ; preds = %vector.body260
  %cmp.n266 = icmp eq i64 %chunk_units.us, %n.vec221
  br i1 %cmp.n266, label %noise.body.us.preheader, label %philox.body.us.preheader338

philox.body.us.preheader338:                      ; preds = %philox.body.us.preheader, %middle.block265
  %philox38.us.ph = phi i64 [ 0, %philox.body.us.preheader ], [ %n.vec221, %middle.block265 ]
  br label %philox.body.us

noise.body.us:                                    ; preds = %noise.body.us.preheader337, %noise.body.us
  %noise39.us = phi i64 [ %643, %noise.body.us ], [ %noise39.us.ph, %noise.body.us.preheader337 ]
  %515 = getelementptr inbounds float, ptr %small_noise, i64 %noise39.us
  %w0.us = load i32, ptr %515, align 4
  %516 = getelementptr inbounds float, ptr %small_staging, i64 %noise39.us
  %w1.us = load i32, ptr %516, align 4
  %517 = uitofp i32 %w0.us to double
  %518 = fadd double %517, 5.000000e-01
  %519 = fmul double %518, 0x3DF0000000000000
  %520 = uitofp i32 %w1.us to double
  %521 = fadd double %520, 5.000000e-01
  %522 = fmul double %521, 0x3DF0000000000000
  %523 = bitcast double %519 to i64
  %524 = lshr i64 %523, 32
  %525 = add nuw nsw i64 %524, 614242
  %526 = lshr i64 %525, 20
  %527 = add nsw i64 %526, -1023
  %528 = shl nuw i64 %525, 32
  %529 = and i64 %528, 4503595332403200
  %530 = add nuw nsw i64 %529, 4604544269498187776
  %531 = and i64 %523, 4294967295
  %532 = or disjoint i64 %530, %531
  %533 = bitcast i64 %532 to double
  %534 = fadd double %533, -1.000000e+00
  %535 = fmul double %534, 5.000000e-01
  %536 = fmul double %534, %535
  %537 = fadd double %534, 2.000000e+00
  %538 = fdiv double %534, %537
  %539 = fmul double %538, %538
  %540 = fmul double %539, %539
  %541 = fmul double %540, 0x3FC2F112DF3E5244
  %542 = fadd double %541, 0x3FC7466496CB03DE
  %543 = insertelement <2 x double> poison, double %540, i64 0
  %544 = shufflevector <2 x double> %543, <2 x double> poison, <2 x i32> zeroinitializer
  %545 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %542, i64 1
  %546 = fmul <2 x double> %544, %545
  %547 = fadd <2 x double> %546, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %548 = fmul <2 x double> %544, %547
  %549 = fadd <2 x double> %548, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %550 = insertelement <2 x double> %543, double %539, i64 1
  %551 = fmul <2 x double> %550, %549
  %shift330 = shufflevector <2 x double> %551, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop331 = fadd <2 x double> %551, %shift330
  %552 = extractelement <2 x double> %foldExtExtBinop331, i64 0
  %553 = sitofp i64 %527 to double
  %554 = fadd double %536, %552
  %555 = fmul double %538, %554
  %556 = fmul double %553, 0x3DEA39EF35793C76
  %557 = fadd double %556, %555
  %558 = fsub double %557, %536
  %559 = fadd double %534, %558
  %560 = fmul double %553, 0x3FE62E42FEE00000
  %561 = fadd double %560, %559
  %562 = fmul double %561, -2.000000e+00
  %563 = tail call double @llvm.sqrt.f64(double %562)
  %564 = fmul double %522, 0x401921FB54442D18
  %565 = fmul double %564, 0x3FE45F306DC9C883
  %566 = fadd double %565, 0x4338000000000000
  %567 = bitcast double %566 to i64
  %568 = fadd double %566, 0xC338000000000000
  %569 = fmul double %568, 0x3FF921FB54400000
  %570 = fsub double %564, %569
  %571 = fmul double %568, 0x3DD0B4611A626331
  %572 = fmul double %568, 0x3DD0B4611A600000
  %573 = fsub double %570, %572
  %574 = fmul double %568, 0x3BA3198A2E037073
  %575 = fsub double %570, %573
  %576 = fsub double %575, %572
  %577 = fsub double %574, %576
  %578 = fsub double %570, %571
  %579 = insertelement <2 x double> poison, double %578, i64 0
  %580 = insertelement <2 x double> %579, double %564, i64 1
  %581 = bitcast <2 x double> %580 to <2 x i64>
  %582 = lshr <2 x i64> %581, splat (i64 52)
  %583 = and <2 x i64> %582, splat (i64 2047)
  %584 = extractelement <2 x i64> %583, i64 0
  %585 = add nuw nsw i64 %584, 16
  %586 = extractelement <2 x i64> %583, i64 1
  %587 = icmp samesign ult i64 %585, %586
  %588 = select i1 %587, double %573, double %570
  %589 = select i1 %587, double %577, double %571
  %590 = fsub double %588, %589
  %591 = fsub double %588, %590
  %592 = fsub double %591, %589
  %593 = fmul double %590, %590
  %594 = fmul double %593, %593
  %595 = fmul double %593, 0x3EFA01A019CB1590
  %596 = fadd double %595, 0xBF56C16C16C15177
  %597 = fmul double %593, %596
  %598 = fadd double %597, 0x3FA555555555554C
  %599 = fmul double %593, %598
  %600 = fmul double %593, 0x3DA8FAE9BE8838D4
  %601 = fsub double 0x3E21EE9EBDB4B1C4, %600
  %602 = fmul double %593, %601
  %603 = fadd double %602, 0xBE927E4F809C52AD
  %604 = fmul double %594, %594
  %605 = fmul double %604, %603
  %606 = fadd double %599, %605
  %607 = fmul double %593, 5.000000e-01
  %608 = fsub double 1.000000e+00, %607
  %609 = fsub double 1.000000e+00, %608
  %610 = fsub double %609, %607
  %611 = fmul double %593, %606
  %612 = fmul double %590, %592
  %613 = fsub double %611, %612
  %614 = fadd double %610, %613
  %615 = fadd double %608, %614
  %616 = fmul double %593, 0x3EC71DE357B1FE7D
  %617 = fadd double %616, 0xBF2A01A019C161D5
  %618 = fmul double %593, %617
  %619 = fadd double %618, 0x3F8111111110F8A6
  %620 = fmul double %593, 0x3DE5D93A5ACFD57C
  %621 = fadd double %620, 0xBE5AE5E68A2B9CEB
  %622 = fmul double %593, %594
  %623 = fmul double %622, %621
  %624 = fadd double %623, %619
  %625 = fmul double %590, %593
  %626 = fmul double %592, 5.000000e-01
  %627 = fmul double %625, %624
  %628 = fsub double %626, %627
  %629 = fmul double %593, %628
  %630 = fsub double %629, %592
  %631 = fmul double %625, 0x3FC5555555555549
  %632 = fadd double %630, %631
  %633 = fsub double %590, %632
  %634 = fneg double %615
  %635 = fneg double %633
  %636 = and i64 %567, 1
  %637 = and i64 %567, 2
  %.not30.us = icmp eq i64 %636, 0
  %.not31.us = icmp eq i64 %637, 0
  %638 = select i1 %.not31.us, double %615, double %634
  %639 = select i1 %.not31.us, double %635, double %633
  %640 = select i1 %.not30.us, double %638, double %639
  %641 = fmul double %563, %640
  %642 = fptrunc double %641 to float
  store float %642, ptr %515, align 4
  %643 = add nuw i64 %noise39.us, 1
  %644 = icmp ult i64 %643, %chunk_units.us
  br i1 %644, label %noise.body.us, label %draw.done.us, !llvm.loop !6

philox.body.us:                                   ; preds = %philox.body.us.preheader338, %philox.body.us
  %philox38.us = phi i64 [ %746, %philox.body.us ], [ %philox38.us.ph, %philox.body.us.preheader338 ]
  %645 = getelementptr inbounds float, ptr %small_unit_of, i64 %philox38.us
  %646 = load i32, ptr %645, align 4
  %647 = zext i32 %646 to i64
  %index.us = add i64 %row_offset.us, %647
  %648 = getelementptr inbounds float, ptr %small_step_of, i64 %philox38.us
  %649 = load i32, ptr %648, align 4
  %650 = zext i32 %649 to i64
  %key1_step5.us = add i64 %key1_step.us, %650
  %651 = lshr i64 %key1_step5.us, 32
  %652 = and i64 %index.us, 4294967295
  %653 = mul nuw i64 %652, 3528531795
  %654 = mul nuw i64 %651, 3449720151
  %655 = lshr i64 %654, 32
  %656 = xor i64 %key0, %655
  %657 = xor i64 %656, %key1_step5.us
  %658 = xor i64 %index.us, %key0
  %659 = xor i64 %658, %653
  %660 = lshr i64 %659, 32
  %661 = and i64 %657, 4294967295
  %662 = mul nuw i64 %661, 3528531795
  %663 = mul nuw i64 %660, 3449720151
  %664 = lshr i64 %662, 32
  %665 = lshr i64 %663, 32
  %666 = xor i64 %25, %665
  %667 = xor i64 %666, %654
  %668 = xor i64 %26, %664
  %669 = xor i64 %668, %653
  %670 = and i64 %667, 4294967295
  %671 = mul nuw i64 %670, 3528531795
  %672 = and i64 %669, 4294967295
  %673 = mul nuw i64 %672, 3449720151
  %674 = lshr i64 %671, 32
  %675 = lshr i64 %673, 32
  %676 = xor i64 %27, %675
  %677 = xor i64 %676, %663
  %678 = xor i64 %28, %674
  %679 = xor i64 %678, %662
  %680 = and i64 %677, 4294967295
  %681 = mul nuw i64 %680, 3528531795
  %682 = and i64 %679, 4294967295
  %683 = mul nuw i64 %682, 3449720151
  %684 = lshr i64 %681, 32
  %685 = lshr i64 %683, 32
  %686 = xor i64 %29, %685
  %687 = xor i64 %686, %673
  %688 = xor i64 %30, %684
  %689 = xor i64 %688, %671
  %690 = and i64 %687, 4294967295
  %691 = mul nuw i64 %690, 3528531795
  %692 = and i64 %689, 4294967295
  %693 = mul nuw i64 %692, 3449720151
  %694 = lshr i64 %691, 32
  %695 = lshr i64 %693, 32
  %696 = xor i64 %31, %695
  %697 = xor i64 %696, %683
  %698 = xor i64 %32, %694
  %699 = xor i64 %698, %681
  %700 = and i64 %697, 4294967295
  %701 = mul nuw i64 %700, 3528531795
  %702 = and i64 %699, 4294967295
  %703 = mul nuw i64 %702, 3449720151
  %704 = lshr i64 %701, 32
  %705 = lshr i64 %703, 32
  %706 = xor i64 %33, %705
  %707 = xor i64 %706, %693
  %708 = xor i64 %34, %704
  %709 = xor i64 %708, %691
  %710 = and i64 %707, 4294967295
  %711 = mul nuw i64 %710, 3528531795
  %712 = and i64 %709, 4294967295
  %713 = mul nuw i64 %712, 3449720151
  %714 = lshr i64 %711, 32
  %715 = lshr i64 %713, 32
  %716 = xor i64 %35, %715
  %717 = xor i64 %716, %703
  %718 = xor i64 %36, %714
  %719 = xor i64 %718, %701
  %720 = and i64 %717, 4294967295
  %721 = mul nuw i64 %720, 3528531795
  %722 = and i64 %719, 4294967295
  %723 = mul nuw i64 %722, 3449720151
  %724 = lshr i64 %721, 32
  %725 = lshr i64 %723, 32
  %726 = xor i64 %37, %725
  %727 = xor i64 %726, %713
  %728 = xor i64 %38, %724
  %729 = xor i64 %728, %711
  %730 = and i64 %727, 4294967295
  %731 = mul nuw i64 %730, 3528531795
  %732 = lshr i64 %731, 32
  %733 = trunc i64 %729 to i32
  %734 = mul i32 %733, -845247145
  %735 = xor i64 %39, %732
  %736 = xor i64 %735, %721
  %737 = and i64 %736, 4294967295
  %738 = mul nuw i64 %737, 3449720151
  %739 = lshr i64 %738, 32
  %740 = trunc nuw i64 %739 to i32
  %741 = trunc i64 %738 to i32
  %742 = xor i32 %734, %740
  %743 = xor i32 %742, %40
  %744 = getelementptr inbounds float, ptr %small_noise, i64 %philox38.us
  store i32 %743, ptr %744, align 4
  %745 = getelementptr inbounds float, ptr %small_staging, i64 %philox38.us
  store i32 %741, ptr %745, align 4
  %746 = add nuw i64 %philox38.us, 1
  %747 = icmp ult i64 %746, %chunk_units.us
  br i1 %747, label %philox.body.us, label %noise.body.us.preheader, !llvm.loop !7

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block265
  %min.iters.check205 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check205, label %noise.body.us.preheader337, label %vector.ph206

vector.ph206:                                     ; preds = %noise.body.us.preheader
  %n.vec208 = and i64 %chunk_units.us, 32760
  br label %vector.body209

vector.body209:                                   ; preds = %vector.body209, %vector.ph206
  %index210 = phi i64 [ 0, %vector.ph206 ], [ %index.next213, %vector.body209 ]
  %748 = getelementptr inbounds float, ptr %small_noise, i64 %index210
  %wide.load211 = load <8 x i32>, ptr %748, align 4
  %749 = getelementptr inbounds float, ptr %small_staging, i64 %index210
  %wide.load212 = load <8 x i32>, ptr %749, align 4
  %750 = uitofp <8 x i32> %wide.load211 to <8 x double>
  %751 = fadd <8 x double> %750, splat (double 5.000000e-01)
  %752 = fmul <8 x double> %751, splat (double 0x3DF0000000000000)
  %753 = uitofp <8 x i32> %wide.load212 to <8 x double>
  %754 = fadd <8 x double> %753, splat (double 5.000000e-01)
  %755 = fmul <8 x double> %754, splat (double 0x3DF0000000000000)
  %756 = bitcast <8 x double> %752 to <8 x i64>
  %757 = lshr <8 x i64> %756, splat (i64 32)
  %758 = add nuw nsw <8 x i64> %757, splat (i64 614242)
  %759 = lshr <8 x i64> %758, splat (i64 20)
  %760 = add nsw <8 x i64> %759, splat (i64 -1023)
  %761 = shl nuw <8 x i64> %758, splat (i64 32)
  %762 = and <8 x i64> %761, splat (i64 4503595332403200)
  %763 = add nuw nsw <8 x i64> %762, splat (i64 4604544269498187776)
  %764 = and <8 x i64> %756, splat (i64 4294967295)
  %765 = or disjoint <8 x i64> %763, %764
  %766 = bitcast <8 x i64> %765 to <8 x double>
  %767 = fadd <8 x double> %766, splat (double -1.000000e+00)
  %768 = fmul <8 x double> %767, splat (double 5.000000e-01)
  %769 = fmul <8 x double> %767, %768
  %770 = fadd <8 x double> %767, splat (double 2.000000e+00)
  %771 = fdiv <8 x double> %767, %770
  %772 = fmul <8 x double> %771, %771
  %773 = fmul <8 x double> %772, %772
  %774 = fmul <8 x double> %773, splat (double 0x3FC39A09D078C69F)
  %775 = fadd <8 x double> %774, splat (double 0x3FCC71C51D8E78AF)
  %776 = fmul <8 x double> %773, %775
  %777 = fadd <8 x double> %776, splat (double 0x3FD999999997FA04)
  %778 = fmul <8 x double> %773, %777
  %779 = fmul <8 x double> %773, splat (double 0x3FC2F112DF3E5244)
  %780 = fadd <8 x double> %779, splat (double 0x3FC7466496CB03DE)
  %781 = fmul <8 x double> %773, %780
  %782 = fadd <8 x double> %781, splat (double 0x3FD2492494229359)
  %783 = fmul <8 x double> %773, %782
  %784 = fadd <8 x double> %783, splat (double 0x3FE5555555555593)
  %785 = fmul <8 x double> %772, %784
  %786 = fadd <8 x double> %778, %785
  %787 = sitofp <8 x i64> %760 to <8 x double>
  %788 = fadd <8 x double> %769, %786
  %789 = fmul <8 x double> %771, %788
  %790 = fmul <8 x double> %787, splat (double 0x3DEA39EF35793C76)
  %791 = fadd <8 x double> %790, %789
  %792 = fsub <8 x double> %791, %769
  %793 = fadd <8 x double> %767, %792
  %794 = fmul <8 x double> %787, splat (double 0x3FE62E42FEE00000)
  %795 = fadd <8 x double> %794, %793
  %796 = fmul <8 x double> %795, splat (double -2.000000e+00)
  %797 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %796)
  %798 = fmul <8 x double> %755, splat (double 0x401921FB54442D18)
  %799 = fmul <8 x double> %798, splat (double 0x3FE45F306DC9C883)
  %800 = fadd <8 x double> %799, splat (double 0x4338000000000000)
  %801 = bitcast <8 x double> %800 to <8 x i64>
  %802 = fadd <8 x double> %800, splat (double 0xC338000000000000)
  %803 = fmul <8 x double> %802, splat (double 0x3FF921FB54400000)
  %804 = fsub <8 x double> %798, %803
  %805 = fmul <8 x double> %802, splat (double 0x3DD0B4611A626331)
  %806 = fmul <8 x double> %802, splat (double 0x3DD0B4611A600000)
  %807 = fsub <8 x double> %804, %806
  %808 = fmul <8 x double> %802, splat (double 0x3BA3198A2E037073)
  %809 = fsub <8 x double> %804, %807
  %810 = fsub <8 x double> %809, %806
  %811 = fsub <8 x double> %808, %810
  %812 = fsub <8 x double> %804, %805
  %813 = bitcast <8 x double> %798 to <8 x i64>
  %814 = lshr <8 x i64> %813, splat (i64 52)
  %815 = and <8 x i64> %814, splat (i64 2047)
  %816 = bitcast <8 x double> %812 to <8 x i64>
  %817 = lshr <8 x i64> %816, splat (i64 52)
  %818 = and <8 x i64> %817, splat (i64 2047)
  %819 = add nuw nsw <8 x i64> %818, splat (i64 16)
  %820 = icmp samesign ult <8 x i64> %819, %815
  %821 = select <8 x i1> %820, <8 x double> %807, <8 x double> %804
  %822 = select <8 x i1> %820, <8 x double> %811, <8 x double> %805
  %823 = fsub <8 x double> %821, %822
  %824 = fsub <8 x double> %821, %823
  %825 = fsub <8 x double> %824, %822
  %826 = fmul <8 x double> %823, %823
  %827 = fmul <8 x double> %826, %826
  %828 = fmul <8 x double> %826, splat (double 0x3EFA01A019CB1590)
  %829 = fadd <8 x double> %828, splat (double 0xBF56C16C16C15177)
  %830 = fmul <8 x double> %826, %829
  %831 = fadd <8 x double> %830, splat (double 0x3FA555555555554C)
  %832 = fmul <8 x double> %826, %831
  %833 = fmul <8 x double> %826, splat (double 0x3DA8FAE9BE8838D4)
  %834 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %833
  %835 = fmul <8 x double> %826, %834
  %836 = fadd <8 x double> %835, splat (double 0xBE927E4F809C52AD)
  %837 = fmul <8 x double> %827, %827
  %838 = fmul <8 x double> %837, %836
  %839 = fadd <8 x double> %832, %838
  %840 = fmul <8 x double> %826, splat (double 5.000000e-01)
  %841 = fsub <8 x double> splat (double 1.000000e+00), %840
  %842 = fsub <8 x double> splat (double 1.000000e+00), %841
  %843 = fsub <8 x double> %842, %840
  %844 = fmul <8 x double> %826, %839
  %845 = fmul <8 x double> %823, %825
  %846 = fsub <8 x double> %844, %845
  %847 = fadd <8 x double> %843, %846
  %848 = fadd <8 x double> %841, %847
  %849 = fmul <8 x double> %826, splat (double 0x3EC71DE357B1FE7D)
  %850 = fadd <8 x double> %849, splat (double 0xBF2A01A019C161D5)
  %851 = fmul <8 x double> %826, %850
  %852 = fadd <8 x double> %851, splat (double 0x3F8111111110F8A6)
  %853 = fmul <8 x double> %826, splat (double 0x3DE5D93A5ACFD57C)
  %854 = fadd <8 x double> %853, splat (double 0xBE5AE5E68A2B9CEB)
  %855 = fmul <8 x double> %826, %827
  %856 = fmul <8 x double> %855, %854
  %857 = fadd <8 x double> %856, %852
  %858 = fmul <8 x double> %823, %826
  %859 = fmul <8 x double> %825, splat (double 5.000000e-01)
  %860 = fmul <8 x double> %858, %857
  %861 = fsub <8 x double> %859, %860
  %862 = fmul <8 x double> %826, %861
  %863 = fsub <8 x double> %862, %825
  %864 = fmul <8 x double> %858, splat (double 0x3FC5555555555549)
  %865 = fadd <8 x double> %863, %864
  %866 = fsub <8 x double> %823, %865
  %867 = fneg <8 x double> %848
  %868 = fneg <8 x double> %866
  %869 = and <8 x i64> %801, splat (i64 1)
  %870 = and <8 x i64> %801, splat (i64 2)
  %871 = icmp eq <8 x i64> %869, zeroinitializer
  %872 = icmp eq <8 x i64> %870, zeroinitializer
  %873 = select <8 x i1> %872, <8 x double> %848, <8 x double> %867
  %874 = select <8 x i1> %872, <8 x double> %868, <8 x double> %866
  %875 = select <8 x i1> %871, <8 x double> %873, <8 x double> %874
  %876 = fmul <8 x double> %797, %875
  %877 = fptrunc <8 x double> %876 to <8 x float>
  store <8 x float> %877, ptr %748, align 4
  %index.next213 = add nuw i64 %index210, 8
  %878 = icmp eq i64 %index.next213, %n.vec208
  br i1 %878, label %middle.block214, label %vector.body209, !llvm.loop !8

middle.block214:                                  ; preds = %vector.body209
  %cmp.n215 = icmp eq i64 %chunk_units.us, %n.vec208
  br i1 %cmp.n215, label %draw.done.us, label %noise.body.us.preheader337

noise.body.us.preheader337:                       ; preds = %noise.body.us.preheader, %middle.block214
  %noise39.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec208, %middle.block214 ]
  br label %noise.body.us

draw.done.us:                                     ; preds = %noise.body.us, %middle.block214, %small_draw.then.us, %small_rows.then.us
  %chunk_offset.us = mul nuw nsw i64 %step_in_chunk.us, %n_features
  %879 = getelementptr inbounds nuw float, ptr %small_noise, i64 %chunk_offset.us
  br i1 %.not49, label %noise.done.us, label %iter.check176

draw.done.us.thread78:                            ; preds = %step.body.us
  %chunk_offset.us79 = mul i64 %step_in_chunk.us, %n_features
  %880 = getelementptr inbounds float, ptr %small_noise, i64 %chunk_offset.us79
  %noise16.us80 = select i1 %small_rows, ptr %880, ptr %22
  br i1 %.not49, label %noise.done.us, label %iter.check176

iter.check176:                                    ; preds = %noise.body11.us, %middle.block277, %draw.done.us.thread78, %draw.done.us
  %noise16.us68 = phi ptr [ %noise16.us80, %draw.done.us.thread78 ], [ %879, %draw.done.us ], [ %22, %middle.block277 ], [ %22, %noise.body11.us ]
  br i1 %or.cond, label %feature.body.us.preheader, label %vector.main.loop.iter.check178

vector.main.loop.iter.check178:                   ; preds = %iter.check176
  br i1 %min.iters.check177, label %vec.epilog.ph195, label %vector.body182

vector.body182:                                   ; preds = %vector.main.loop.iter.check178, %vector.body182
  %index183 = phi i64 [ %index.next188, %vector.body182 ], [ 0, %vector.main.loop.iter.check178 ]
  %881 = getelementptr inbounds float, ptr %63, i64 %index183
  %882 = getelementptr inbounds nuw i8, ptr %881, i64 32
  %883 = getelementptr inbounds nuw i8, ptr %881, i64 64
  %884 = getelementptr inbounds nuw i8, ptr %881, i64 96
  %wide.load184 = load <8 x float>, ptr %881, align 4
  %wide.load185 = load <8 x float>, ptr %882, align 4
  %wide.load186 = load <8 x float>, ptr %883, align 4
  %wide.load187 = load <8 x float>, ptr %884, align 4
  %885 = fmul <8 x float> %wide.load184, %wide.load184
  %886 = fmul <8 x float> %wide.load185, %wide.load185
  %887 = fmul <8 x float> %wide.load186, %wide.load186
  %888 = fmul <8 x float> %wide.load187, %wide.load187
  %889 = getelementptr inbounds float, ptr %scratch, i64 %index183
  %890 = getelementptr inbounds nuw i8, ptr %889, i64 32
  %891 = getelementptr inbounds nuw i8, ptr %889, i64 64
  %892 = getelementptr inbounds nuw i8, ptr %889, i64 96
  store <8 x float> %885, ptr %889, align 4
  store <8 x float> %886, ptr %890, align 4
  store <8 x float> %887, ptr %891, align 4
  store <8 x float> %888, ptr %892, align 4
  %index.next188 = add nuw i64 %index183, 32
  %893 = icmp eq i64 %index.next188, %n.vec181
  br i1 %893, label %middle.block189, label %vector.body182, !llvm.loop !9

middle.block189:                                  ; preds = %vector.body182
  br i1 %cmp.n190, label %fold_sums.body.us.preheader, label %vec.epilog.iter.check193

fold_sums.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block202, %middle.block189
  br i1 %54, label %fold_sums.body.us.epil.preheader, label %fold_sums.body.us

vec.epilog.iter.check193:                         ; preds = %middle.block189
  br i1 %min.epilog.iters.check194, label %feature.body.us.preheader, label %vec.epilog.ph195, !prof !10

vec.epilog.ph195:                                 ; preds = %vector.main.loop.iter.check178, %vec.epilog.iter.check193
  %vec.epilog.resume.val191 = phi i64 [ %n.vec181, %vec.epilog.iter.check193 ], [ 0, %vector.main.loop.iter.check178 ]
  br label %vec.epilog.vector.body198

vec.epilog.vector.body198:                        ; preds = %vec.epilog.vector.body198, %vec.epilog.ph195
  %index199 = phi i64 [ %vec.epilog.resume.val191, %vec.epilog.ph195 ], [ %index.next201, %vec.epilog.vector.body198 ]
  %894 = getelementptr inbounds float, ptr %63, i64 %index199
  %wide.load200 = load <4 x float>, ptr %894, align 4
  %895 = fmul <4 x float> %wide.load200, %wide.load200
  %896 = getelementptr inbounds float, ptr %scratch, i64 %index199
  store <4 x float> %895, ptr %896, align 4
  %index.next201 = add nuw i64 %index199, 4
  %897 = icmp eq i64 %index.next201, %n.vec197
  br i1 %897, label %vec.epilog.middle.block202, label %vec.epilog.vector.body198, !llvm.loop !11

vec.epilog.middle.block202:                       ; preds = %vec.epilog.vector.body198
  br i1 %cmp.n203, label %fold_sums.body.us.preheader, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check176, %vec.epilog.iter.check193, %vec.epilog.middle.block202
  %feature40.us.ph = phi i64 [ 0, %iter.check176 ], [ %n.vec181, %vec.epilog.iter.check193 ], [ %n.vec197, %vec.epilog.middle.block202 ]
  %898 = sub i64 %n_features, %feature40.us.ph
  %899 = sub i64 %53, %feature40.us.ph
  %xtraiter340 = and i64 %898, 7
  %lcmp.mod341.not = icmp eq i64 %xtraiter340, 0
  br i1 %lcmp.mod341.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader, %feature.body.us.prol
  %feature40.us.prol = phi i64 [ %904, %feature.body.us.prol ], [ %feature40.us.ph, %feature.body.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body.us.prol ], [ 0, %feature.body.us.preheader ]
  %900 = getelementptr inbounds float, ptr %63, i64 %feature40.us.prol
  %901 = load float, ptr %900, align 4
  %902 = fmul float %901, %901
  %903 = getelementptr inbounds float, ptr %scratch, i64 %feature40.us.prol
  store float %902, ptr %903, align 4
  %904 = add nuw i64 %feature40.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter340
  br i1 %prol.iter.cmp.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol, !llvm.loop !12

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature40.us.unr = phi i64 [ %feature40.us.ph, %feature.body.us.preheader ], [ %904, %feature.body.us.prol ]
  %905 = icmp ult i64 %899, 7
  br i1 %905, label %fold_sums.body.us.preheader, label %feature.body.us

fold_sums.exit.us.thread.unr-lcssa:               ; preds = %fold_sums.body.us
  br i1 %lcmp.mod343.not, label %fold_sums.exit.us.thread, label %fold_sums.body.us.epil.preheader

fold_sums.body.us.epil.preheader:                 ; preds = %fold_sums.exit.us.thread.unr-lcssa, %fold_sums.body.us.preheader
  %fold_sums42.us.epil.init = phi i64 [ 0, %fold_sums.body.us.preheader ], [ %1130, %fold_sums.exit.us.thread.unr-lcssa ]
  %fold_value.041.us.epil.init = phi float [ 0.000000e+00, %fold_sums.body.us.preheader ], [ %1129, %fold_sums.exit.us.thread.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod345)
  br label %fold_sums.body.us.epil

fold_sums.body.us.epil:                           ; preds = %fold_sums.body.us.epil, %fold_sums.body.us.epil.preheader
  %fold_sums42.us.epil = phi i64 [ %909, %fold_sums.body.us.epil ], [ %fold_sums42.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value.041.us.epil = phi float [ %908, %fold_sums.body.us.epil ], [ %fold_value.041.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.us.epil ], [ 0, %fold_sums.body.us.epil.preheader ]
  %906 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums42.us.epil
  %907 = load float, ptr %906, align 4
  %908 = fadd float %fold_value.041.us.epil, %907
  %909 = add nuw i64 %fold_sums42.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter342
  br i1 %epil.iter.cmp.not, label %fold_sums.exit.us.thread, label %fold_sums.body.us.epil, !llvm.loop !14

fold_sums.exit.us.thread:                         ; preds = %fold_sums.body.us.epil, %fold_sums.exit.us.thread.unr-lcssa
  %.lcssa = phi float [ %1129, %fold_sums.exit.us.thread.unr-lcssa ], [ %908, %fold_sums.body.us.epil ]
  %910 = fadd float %.lcssa, -4.000000e+00
  %911 = fmul float %910, 2.000000e+00
  %912 = fmul float %911, 0x3F847AE140000000
  br i1 %draw.not, label %iter.check, label %iter.check126

iter.check126:                                    ; preds = %fold_sums.exit.us.thread
  br i1 %min.iters.check, label %feature.body20.us.preheader, label %vector.memcheck112

vector.memcheck112:                               ; preds = %iter.check126
  %scevgep117 = getelementptr i8, ptr %noise16.us68, i64 %47
  %bound0121 = icmp ult ptr %scevgep113, %scevgep117
  %bound1122 = icmp ult ptr %noise16.us68, %scevgep114
  %found.conflict123 = and i1 %bound0121, %bound1122
  %conflict.rdx = or i1 %found.conflict120, %found.conflict123
  br i1 %conflict.rdx, label %feature.body20.us.preheader, label %vector.main.loop.iter.check128

vector.main.loop.iter.check128:                   ; preds = %vector.memcheck112
  br i1 %min.iters.check127, label %vec.epilog.ph153, label %vector.ph129

vector.ph129:                                     ; preds = %vector.main.loop.iter.check128
  %broadcast.splatinsert132 = insertelement <8 x float> poison, float %912, i64 0
  %broadcast.splat133 = shufflevector <8 x float> %broadcast.splatinsert132, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert136 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat137 = shufflevector <8 x float> %broadcast.splatinsert136, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body138

vector.body138:                                   ; preds = %vector.body138, %vector.ph129
  %index139 = phi i64 [ 0, %vector.ph129 ], [ %index.next146, %vector.body138 ]
  %913 = getelementptr inbounds float, ptr %63, i64 %index139
  %914 = getelementptr inbounds nuw i8, ptr %913, i64 32
  %wide.load140 = load <8 x float>, ptr %913, align 4, !alias.scope !15, !noalias !18
  %wide.load141 = load <8 x float>, ptr %914, align 4, !alias.scope !15, !noalias !18
  %915 = fmul <8 x float> %wide.load140, splat (float 2.000000e+00)
  %916 = fmul <8 x float> %wide.load141, splat (float 2.000000e+00)
  %917 = fmul <8 x float> %broadcast.splat133, %915
  %918 = fmul <8 x float> %broadcast.splat133, %916
  %919 = getelementptr inbounds float, ptr %64, i64 %index139
  %920 = getelementptr inbounds nuw i8, ptr %919, i64 32
  %wide.load142 = load <8 x float>, ptr %919, align 4, !alias.scope !21
  %wide.load143 = load <8 x float>, ptr %920, align 4, !alias.scope !21
  %921 = fsub <8 x float> %wide.load140, %wide.load142
  %922 = fsub <8 x float> %wide.load141, %wide.load143
  %923 = fmul <8 x float> %921, splat (float 2.000000e+00)
  %924 = fmul <8 x float> %922, splat (float 2.000000e+00)
  %925 = fmul <8 x float> %923, splat (float 5.000000e-01)
  %926 = fmul <8 x float> %924, splat (float 5.000000e-01)
  %927 = fadd <8 x float> %917, %925
  %928 = fadd <8 x float> %918, %926
  %929 = fmul <8 x float> %broadcast.splat135, %927
  %930 = fmul <8 x float> %broadcast.splat135, %928
  %931 = fsub <8 x float> %wide.load140, %929
  %932 = fsub <8 x float> %wide.load141, %930
  %933 = getelementptr inbounds float, ptr %noise16.us68, i64 %index139
  %934 = getelementptr inbounds nuw i8, ptr %933, i64 32
  %wide.load144 = load <8 x float>, ptr %933, align 4, !alias.scope !22
  %wide.load145 = load <8 x float>, ptr %934, align 4, !alias.scope !22
  %935 = fmul <8 x float> %broadcast.splat137, %wide.load144
  %936 = fmul <8 x float> %broadcast.splat137, %wide.load145
  %937 = fadd <8 x float> %935, %931
  %938 = fadd <8 x float> %936, %932
  store <8 x float> %937, ptr %913, align 4, !alias.scope !15, !noalias !18
  store <8 x float> %938, ptr %914, align 4, !alias.scope !15, !noalias !18
  %index.next146 = add nuw i64 %index139, 16
  %939 = icmp eq i64 %index.next146, %n.vec131
  br i1 %939, label %middle.block147, label %vector.body138, !llvm.loop !23

middle.block147:                                  ; preds = %vector.body138
  br i1 %cmp.n148, label %noise.done.us, label %vec.epilog.iter.check151

vec.epilog.iter.check151:                         ; preds = %middle.block147
  br i1 %min.epilog.iters.check152, label %feature.body20.us.preheader, label %vec.epilog.ph153, !prof !24

vec.epilog.ph153:                                 ; preds = %vector.main.loop.iter.check128, %vec.epilog.iter.check151
  %vec.epilog.resume.val149 = phi i64 [ %n.vec131, %vec.epilog.iter.check151 ], [ 0, %vector.main.loop.iter.check128 ]
  %broadcast.splatinsert156 = insertelement <4 x float> poison, float %912, i64 0
  %broadcast.splat157 = shufflevector <4 x float> %broadcast.splatinsert156, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert160 = insertelement <4 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat161 = shufflevector <4 x float> %broadcast.splatinsert160, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body162

vec.epilog.vector.body162:                        ; preds = %vec.epilog.vector.body162, %vec.epilog.ph153
  %index163 = phi i64 [ %vec.epilog.resume.val149, %vec.epilog.ph153 ], [ %index.next167, %vec.epilog.vector.body162 ]
  %940 = getelementptr inbounds float, ptr %63, i64 %index163
  %wide.load164 = load <4 x float>, ptr %940, align 4, !alias.scope !15, !noalias !18
  %941 = fmul <4 x float> %wide.load164, splat (float 2.000000e+00)
  %942 = fmul <4 x float> %broadcast.splat157, %941
  %943 = getelementptr inbounds float, ptr %64, i64 %index163
  %wide.load165 = load <4 x float>, ptr %943, align 4, !alias.scope !21
  %944 = fsub <4 x float> %wide.load164, %wide.load165
  %945 = fmul <4 x float> %944, splat (float 2.000000e+00)
  %946 = fmul <4 x float> %945, splat (float 5.000000e-01)
  %947 = fadd <4 x float> %942, %946
  %948 = fmul <4 x float> %broadcast.splat159, %947
  %949 = fsub <4 x float> %wide.load164, %948
  %950 = getelementptr inbounds float, ptr %noise16.us68, i64 %index163
  %wide.load166 = load <4 x float>, ptr %950, align 4, !alias.scope !22
  %951 = fmul <4 x float> %broadcast.splat161, %wide.load166
  %952 = fadd <4 x float> %951, %949
  store <4 x float> %952, ptr %940, align 4, !alias.scope !15, !noalias !18
  %index.next167 = add nuw i64 %index163, 4
  %953 = icmp eq i64 %index.next167, %n.vec155
  br i1 %953, label %vec.epilog.middle.block168, label %vec.epilog.vector.body162, !llvm.loop !25

vec.epilog.middle.block168:                       ; preds = %vec.epilog.vector.body162
  br i1 %cmp.n169, label %noise.done.us, label %feature.body20.us.preheader

feature.body20.us.preheader:                      ; preds = %vector.memcheck112, %iter.check126, %vec.epilog.iter.check151, %vec.epilog.middle.block168
  %feature2243.us.ph = phi i64 [ 0, %iter.check126 ], [ 0, %vector.memcheck112 ], [ %n.vec131, %vec.epilog.iter.check151 ], [ %n.vec155, %vec.epilog.middle.block168 ]
  %.neg = or disjoint i64 %feature2243.us.ph, 1
  br i1 %lcmp.mod349.not, label %feature.body20.us.prol.loopexit, label %feature.body20.us.prol

feature.body20.us.prol:                           ; preds = %feature.body20.us.preheader
  %954 = getelementptr inbounds float, ptr %63, i64 %feature2243.us.ph
  %955 = load float, ptr %954, align 4
  %956 = fmul float %955, 2.000000e+00
  %957 = fmul float %912, %956
  %958 = getelementptr inbounds float, ptr %64, i64 %feature2243.us.ph
  %959 = load float, ptr %958, align 4
  %960 = fsub float %955, %959
  %961 = fmul float %960, 2.000000e+00
  %962 = fmul float %961, 5.000000e-01
  %963 = fadd float %957, %962
  %964 = fmul float %eta, %963
  %965 = fsub float %955, %964
  %966 = getelementptr inbounds float, ptr %noise16.us68, i64 %feature2243.us.ph
  %967 = load float, ptr %966, align 4
  %968 = fmul float %noise_scale4.us, %967
  %969 = fadd float %968, %965
  store float %969, ptr %954, align 4
  %970 = or disjoint i64 %feature2243.us.ph, 1
  br label %feature.body20.us.prol.loopexit

feature.body20.us.prol.loopexit:                  ; preds = %feature.body20.us.prol, %feature.body20.us.preheader
  %feature2243.us.unr = phi i64 [ %feature2243.us.ph, %feature.body20.us.preheader ], [ %970, %feature.body20.us.prol ]
  %971 = icmp eq i64 %n_features, %.neg
  br i1 %971, label %noise.done.us, label %feature.body20.us

iter.check:                                       ; preds = %fold_sums.exit.us.thread
  %brmerge = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge, label %feature.body24.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check91, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x float> poison, float %912, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %972 = getelementptr inbounds float, ptr %63, i64 %index
  %973 = getelementptr inbounds nuw i8, ptr %972, i64 32
  %974 = getelementptr inbounds nuw i8, ptr %972, i64 64
  %975 = getelementptr inbounds nuw i8, ptr %972, i64 96
  %wide.load = load <8 x float>, ptr %972, align 4, !alias.scope !26, !noalias !29
  %wide.load94 = load <8 x float>, ptr %973, align 4, !alias.scope !26, !noalias !29
  %wide.load95 = load <8 x float>, ptr %974, align 4, !alias.scope !26, !noalias !29
  %wide.load96 = load <8 x float>, ptr %975, align 4, !alias.scope !26, !noalias !29
  %976 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %977 = fmul <8 x float> %wide.load94, splat (float 2.000000e+00)
  %978 = fmul <8 x float> %wide.load95, splat (float 2.000000e+00)
  %979 = fmul <8 x float> %wide.load96, splat (float 2.000000e+00)
  %980 = fmul <8 x float> %broadcast.splat, %976
  %981 = fmul <8 x float> %broadcast.splat, %977
  %982 = fmul <8 x float> %broadcast.splat, %978
  %983 = fmul <8 x float> %broadcast.splat, %979
  %984 = getelementptr inbounds float, ptr %64, i64 %index
  %985 = getelementptr inbounds nuw i8, ptr %984, i64 32
  %986 = getelementptr inbounds nuw i8, ptr %984, i64 64
  %987 = getelementptr inbounds nuw i8, ptr %984, i64 96
  %wide.load97 = load <8 x float>, ptr %984, align 4, !alias.scope !29
  %wide.load98 = load <8 x float>, ptr %985, align 4, !alias.scope !29
  %wide.load99 = load <8 x float>, ptr %986, align 4, !alias.scope !29
  %wide.load100 = load <8 x float>, ptr %987, align 4, !alias.scope !29
  %988 = fsub <8 x float> %wide.load, %wide.load97
  %989 = fsub <8 x float> %wide.load94, %wide.load98
  %990 = fsub <8 x float> %wide.load95, %wide.load99
  %991 = fsub <8 x float> %wide.load96, %wide.load100
  %992 = fmul <8 x float> %988, splat (float 2.000000e+00)
  %993 = fmul <8 x float> %989, splat (float 2.000000e+00)
  %994 = fmul <8 x float> %990, splat (float 2.000000e+00)
  %995 = fmul <8 x float> %991, splat (float 2.000000e+00)
  %996 = fmul <8 x float> %992, splat (float 5.000000e-01)
  %997 = fmul <8 x float> %993, splat (float 5.000000e-01)
  %998 = fmul <8 x float> %994, splat (float 5.000000e-01)
  %999 = fmul <8 x float> %995, splat (float 5.000000e-01)
  %1000 = fadd <8 x float> %980, %996
  %1001 = fadd <8 x float> %981, %997
  %1002 = fadd <8 x float> %982, %998
  %1003 = fadd <8 x float> %983, %999
  %1004 = fmul <8 x float> %broadcast.splat93, %1000
  %1005 = fmul <8 x float> %broadcast.splat93, %1001
  %1006 = fmul <8 x float> %broadcast.splat93, %1002
  %1007 = fmul <8 x float> %broadcast.splat93, %1003
  %1008 = fsub <8 x float> %wide.load, %1004
  %1009 = fsub <8 x float> %wide.load94, %1005
  %1010 = fsub <8 x float> %wide.load95, %1006
  %1011 = fsub <8 x float> %wide.load96, %1007
  store <8 x float> %1008, ptr %972, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1009, ptr %973, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1010, ptr %974, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1011, ptr %975, align 4, !alias.scope !26, !noalias !29
  %index.next = add nuw i64 %index, 32
  %1012 = icmp eq i64 %index.next, %n.vec
  br i1 %1012, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body24.us.preheader, label %vec.epilog.ph, !prof !10

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert103 = insertelement <4 x float> poison, float %912, i64 0
  %broadcast.splat104 = shufflevector <4 x float> %broadcast.splatinsert103, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index107 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next110, %vec.epilog.vector.body ]
  %1013 = getelementptr inbounds float, ptr %63, i64 %index107
  %wide.load108 = load <4 x float>, ptr %1013, align 4, !alias.scope !26, !noalias !29
  %1014 = fmul <4 x float> %wide.load108, splat (float 2.000000e+00)
  %1015 = fmul <4 x float> %broadcast.splat104, %1014
  %1016 = getelementptr inbounds float, ptr %64, i64 %index107
  %wide.load109 = load <4 x float>, ptr %1016, align 4, !alias.scope !29
  %1017 = fsub <4 x float> %wide.load108, %wide.load109
  %1018 = fmul <4 x float> %1017, splat (float 2.000000e+00)
  %1019 = fmul <4 x float> %1018, splat (float 5.000000e-01)
  %1020 = fadd <4 x float> %1015, %1019
  %1021 = fmul <4 x float> %broadcast.splat106, %1020
  %1022 = fsub <4 x float> %wide.load108, %1021
  store <4 x float> %1022, ptr %1013, align 4, !alias.scope !26, !noalias !29
  %index.next110 = add nuw i64 %index107, 4
  %1023 = icmp eq i64 %index.next110, %n.vec102
  br i1 %1023, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !32

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n111, label %noise.done.us, label %feature.body24.us.preheader

feature.body24.us.preheader:                      ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature2644.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec102, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg354 = or disjoint i64 %feature2644.us.ph, 1
  br i1 %lcmp.mod352.not, label %feature.body24.us.prol.loopexit, label %feature.body24.us.prol

feature.body24.us.prol:                           ; preds = %feature.body24.us.preheader
  %1024 = getelementptr inbounds float, ptr %63, i64 %feature2644.us.ph
  %1025 = load float, ptr %1024, align 4
  %1026 = fmul float %1025, 2.000000e+00
  %1027 = fmul float %912, %1026
  %1028 = getelementptr inbounds float, ptr %64, i64 %feature2644.us.ph
  %1029 = load float, ptr %1028, align 4
  %1030 = fsub float %1025, %1029
  %1031 = fmul float %1030, 2.000000e+00
  %1032 = fmul float %1031, 5.000000e-01
  %1033 = fadd float %1027, %1032
  %1034 = fmul float %eta, %1033
  %1035 = fsub float %1025, %1034
  store float %1035, ptr %1024, align 4
  %1036 = or disjoint i64 %feature2644.us.ph, 1
  br label %feature.body24.us.prol.loopexit

feature.body24.us.prol.loopexit:                  ; preds = %feature.body24.us.prol, %feature.body24.us.preheader
  %feature2644.us.unr = phi i64 [ %feature2644.us.ph, %feature.body24.us.preheader ], [ %1036, %feature.body24.us.prol ]
  %1037 = icmp eq i64 %n_features, %.neg354
  br i1 %1037, label %noise.done.us, label %feature.body24.us

feature.body20.us:                                ; preds = %feature.body20.us.prol.loopexit, %feature.body20.us
  %feature2243.us = phi i64 [ %1071, %feature.body20.us ], [ %feature2243.us.unr, %feature.body20.us.prol.loopexit ]
  %1038 = getelementptr inbounds float, ptr %63, i64 %feature2243.us
  %1039 = load float, ptr %1038, align 4
  %1040 = fmul float %1039, 2.000000e+00
  %1041 = fmul float %912, %1040
  %1042 = getelementptr inbounds float, ptr %64, i64 %feature2243.us
  %1043 = load float, ptr %1042, align 4
  %1044 = fsub float %1039, %1043
  %1045 = fmul float %1044, 2.000000e+00
  %1046 = fmul float %1045, 5.000000e-01
  %1047 = fadd float %1041, %1046
  %1048 = fmul float %eta, %1047
  %1049 = fsub float %1039, %1048
  %1050 = getelementptr inbounds float, ptr %noise16.us68, i64 %feature2243.us
  %1051 = load float, ptr %1050, align 4
  %1052 = fmul float %noise_scale4.us, %1051
  %1053 = fadd float %1052, %1049
  store float %1053, ptr %1038, align 4
  %1054 = add nuw i64 %feature2243.us, 1
  %1055 = getelementptr inbounds float, ptr %63, i64 %1054
  %1056 = load float, ptr %1055, align 4
  %1057 = fmul float %1056, 2.000000e+00
  %1058 = fmul float %912, %1057
  %1059 = getelementptr inbounds float, ptr %64, i64 %1054
  %1060 = load float, ptr %1059, align 4
  %1061 = fsub float %1056, %1060
  %1062 = fmul float %1061, 2.000000e+00
  %1063 = fmul float %1062, 5.000000e-01
  %1064 = fadd float %1058, %1063
  %1065 = fmul float %eta, %1064
  %1066 = fsub float %1056, %1065
  %1067 = getelementptr inbounds float, ptr %noise16.us68, i64 %1054
  %1068 = load float, ptr %1067, align 4
  %1069 = fmul float %noise_scale4.us, %1068
  %1070 = fadd float %1069, %1066
  store float %1070, ptr %1055, align 4
  %1071 = add nuw i64 %feature2243.us, 2
  %exitcond61.not.1 = icmp eq i64 %1071, %n_features
  br i1 %exitcond61.not.1, label %noise.done.us, label %feature.body20.us, !llvm.loop !33

noise.done.us:                                    ; preds = %feature.body20.us.prol.loopexit, %feature.body20.us, %feature.body24.us.prol.loopexit, %feature.body24.us, %middle.block147, %vec.epilog.middle.block168, %middle.block, %vec.epilog.middle.block, %draw.done.us, %draw.done.us.thread78
  %t_next.us = fmul float %anneal_ratio, %temperature1.045.us
  %1072 = add nuw i64 %step346.us, 1
  %exitcond63.not = icmp eq i64 %1072, %steps
  br i1 %exitcond63.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body24.us:                                ; preds = %feature.body24.us.prol.loopexit, %feature.body24.us
  %feature2644.us = phi i64 [ %1098, %feature.body24.us ], [ %feature2644.us.unr, %feature.body24.us.prol.loopexit ]
  %1073 = getelementptr inbounds float, ptr %63, i64 %feature2644.us
  %1074 = load float, ptr %1073, align 4
  %1075 = fmul float %1074, 2.000000e+00
  %1076 = fmul float %912, %1075
  %1077 = getelementptr inbounds float, ptr %64, i64 %feature2644.us
  %1078 = load float, ptr %1077, align 4
  %1079 = fsub float %1074, %1078
  %1080 = fmul float %1079, 2.000000e+00
  %1081 = fmul float %1080, 5.000000e-01
  %1082 = fadd float %1076, %1081
  %1083 = fmul float %eta, %1082
  %1084 = fsub float %1074, %1083
  store float %1084, ptr %1073, align 4
  %1085 = add nuw i64 %feature2644.us, 1
  %1086 = getelementptr inbounds float, ptr %63, i64 %1085
  %1087 = load float, ptr %1086, align 4
  %1088 = fmul float %1087, 2.000000e+00
  %1089 = fmul float %912, %1088
  %1090 = getelementptr inbounds float, ptr %64, i64 %1085
  %1091 = load float, ptr %1090, align 4
  %1092 = fsub float %1087, %1091
  %1093 = fmul float %1092, 2.000000e+00
  %1094 = fmul float %1093, 5.000000e-01
  %1095 = fadd float %1089, %1094
  %1096 = fmul float %eta, %1095
  %1097 = fsub float %1087, %1096
  store float %1097, ptr %1086, align 4
  %1098 = add nuw i64 %feature2644.us, 2
  %exitcond62.not.1 = icmp eq i64 %1098, %n_features
  br i1 %exitcond62.not.1, label %noise.done.us, label %feature.body24.us, !llvm.loop !34

fold_sums.body.us:                                ; preds = %fold_sums.body.us.preheader, %fold_sums.body.us
  %fold_sums42.us = phi i64 [ %1130, %fold_sums.body.us ], [ 0, %fold_sums.body.us.preheader ]
  %fold_value.041.us = phi float [ %1129, %fold_sums.body.us ], [ 0.000000e+00, %fold_sums.body.us.preheader ]
  %niter347 = phi i64 [ %niter347.next.7, %fold_sums.body.us ], [ 0, %fold_sums.body.us.preheader ]
  %1099 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums42.us
  %1100 = load float, ptr %1099, align 4
  %1101 = fadd float %fold_value.041.us, %1100
  %1102 = getelementptr float, ptr %scratch, i64 %fold_sums42.us
  %1103 = getelementptr i8, ptr %1102, i64 4
  %1104 = load float, ptr %1103, align 4
  %1105 = fadd float %1101, %1104
  %1106 = getelementptr float, ptr %scratch, i64 %fold_sums42.us
  %1107 = getelementptr i8, ptr %1106, i64 8
  %1108 = load float, ptr %1107, align 4
  %1109 = fadd float %1105, %1108
  %1110 = getelementptr float, ptr %scratch, i64 %fold_sums42.us
  %1111 = getelementptr i8, ptr %1110, i64 12
  %1112 = load float, ptr %1111, align 4
  %1113 = fadd float %1109, %1112
  %1114 = getelementptr float, ptr %scratch, i64 %fold_sums42.us
  %1115 = getelementptr i8, ptr %1114, i64 16
  %1116 = load float, ptr %1115, align 4
  %1117 = fadd float %1113, %1116
  %1118 = getelementptr float, ptr %scratch, i64 %fold_sums42.us
  %1119 = getelementptr i8, ptr %1118, i64 20
  %1120 = load float, ptr %1119, align 4
  %1121 = fadd float %1117, %1120
  %1122 = getelementptr float, ptr %scratch, i64 %fold_sums42.us
  %1123 = getelementptr i8, ptr %1122, i64 24
  %1124 = load float, ptr %1123, align 4
  %1125 = fadd float %1121, %1124
  %1126 = getelementptr float, ptr %scratch, i64 %fold_sums42.us
  %1127 = getelementptr i8, ptr %1126, i64 28
  %1128 = load float, ptr %1127, align 4
  %1129 = fadd float %1125, %1128
  %1130 = add nuw i64 %fold_sums42.us, 8
  %niter347.next.7 = add i64 %niter347, 8
  %niter347.ncmp.7 = icmp eq i64 %niter347.next.7, %unroll_iter346
  br i1 %niter347.ncmp.7, label %fold_sums.exit.us.thread.unr-lcssa, label %fold_sums.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature40.us = phi i64 [ %1170, %feature.body.us ], [ %feature40.us.unr, %feature.body.us.prol.loopexit ]
  %1131 = getelementptr inbounds float, ptr %63, i64 %feature40.us
  %1132 = load float, ptr %1131, align 4
  %1133 = fmul float %1132, %1132
  %1134 = getelementptr inbounds float, ptr %scratch, i64 %feature40.us
  store float %1133, ptr %1134, align 4
  %1135 = add nuw i64 %feature40.us, 1
  %1136 = getelementptr inbounds float, ptr %63, i64 %1135
  %1137 = load float, ptr %1136, align 4
  %1138 = fmul float %1137, %1137
  %1139 = getelementptr inbounds float, ptr %scratch, i64 %1135
  store float %1138, ptr %1139, align 4
  %1140 = add nuw i64 %feature40.us, 2
  %1141 = getelementptr inbounds float, ptr %63, i64 %1140
  %1142 = load float, ptr %1141, align 4
  %1143 = fmul float %1142, %1142
  %1144 = getelementptr inbounds float, ptr %scratch, i64 %1140
  store float %1143, ptr %1144, align 4
  %1145 = add nuw i64 %feature40.us, 3
  %1146 = getelementptr inbounds float, ptr %63, i64 %1145
  %1147 = load float, ptr %1146, align 4
  %1148 = fmul float %1147, %1147
  %1149 = getelementptr inbounds float, ptr %scratch, i64 %1145
  store float %1148, ptr %1149, align 4
  %1150 = add nuw i64 %feature40.us, 4
  %1151 = getelementptr inbounds float, ptr %63, i64 %1150
  %1152 = load float, ptr %1151, align 4
  %1153 = fmul float %1152, %1152
  %1154 = getelementptr inbounds float, ptr %scratch, i64 %1150
  store float %1153, ptr %1154, align 4
  %1155 = add nuw i64 %feature40.us, 5
  %1156 = getelementptr inbounds float, ptr %63, i64 %1155
  %1157 = load float, ptr %1156, align 4
  %1158 = fmul float %1157, %1157
  %1159 = getelementptr inbounds float, ptr %scratch, i64 %1155
  store float %1158, ptr %1159, align 4
  %1160 = add nuw i64 %feature40.us, 6
  %1161 = getelementptr inbounds float, ptr %63, i64 %1160
  %1162 = load float, ptr %1161, align 4
  %1163 = fmul float %1162, %1162
  %1164 = getelementptr inbounds float, ptr %scratch, i64 %1160
  store float %1163, ptr %1164, align 4
  %1165 = add nuw i64 %feature40.us, 7
  %1166 = getelementptr inbounds float, ptr %63, i64 %1165
  %1167 = load float, ptr %1166, align 4
  %1168 = fmul float %1167, %1167
  %1169 = getelementptr inbounds float, ptr %scratch, i64 %1165
  store float %1168, ptr %1169, align 4
  %1170 = add nuw i64 %feature40.us, 8
  %exitcond59.not.7 = icmp eq i64 %1170, %n_features
  br i1 %exitcond59.not.7, label %fold_sums.body.us.preheader, label %feature.body.us, !llvm.loop !35

philox.header6.preheader.us:                      ; preds = %draw.then.us
  %1171 = lshr i64 %key1_step.us, 32
  %1172 = mul nuw i64 %1171, 3449720151
  %1173 = lshr i64 %1172, 32
  %1174 = xor i64 %key0, %1173
  %1175 = xor i64 %1174, %key1_step.us
  %1176 = and i64 %1175, 4294967295
  %1177 = mul nuw i64 %1176, 3528531795
  %1178 = lshr i64 %1177, 32
  %1179 = xor i64 %1178, %26
  %broadcast.splatinsert287 = insertelement <8 x i64> poison, i64 %1179, i64 0
  %broadcast.splat288 = shufflevector <8 x i64> %broadcast.splatinsert287, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %25, %1172
  %.scalar333 = and i64 %.scalar, 4294967295
  %1180 = insertelement <8 x i64> poison, i64 %.scalar333, i64 0
  %.masked = shufflevector <8 x i64> %1180, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar334 = xor i64 %28, %1177
  %.scalar335 = and i64 %.scalar334, 4294967295
  %1181 = insertelement <8 x i64> poison, i64 %.scalar335, i64 0
  %.masked328 = shufflevector <8 x i64> %1181, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body323

vector.body323:                                   ; preds = %vector.body323, %philox.header6.preheader.us
  %index324 = phi i64 [ 0, %philox.header6.preheader.us ], [ %index.next325, %vector.body323 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %philox.header6.preheader.us ], [ %vec.ind.next, %vector.body323 ]
  %1182 = add <8 x i64> %vec.ind, %broadcast.splat290
  %1183 = and <8 x i64> %1182, splat (i64 4294967295)
  %1184 = mul nuw <8 x i64> %1183, splat (i64 3528531795)
  %1185 = xor <8 x i64> %1182, %broadcast.splat292
  %1186 = xor <8 x i64> %1185, %1184
  %1187 = lshr <8 x i64> %1186, splat (i64 32)
  %1188 = mul nuw <8 x i64> %1187, splat (i64 3449720151)
  %1189 = lshr <8 x i64> %1188, splat (i64 32)
  %1190 = xor <8 x i64> %broadcast.splat288, %1184
  %1191 = xor <8 x i64> %.masked, %1189
  %1192 = mul nuw <8 x i64> %1191, splat (i64 3528531795)
  %1193 = and <8 x i64> %1190, splat (i64 4294967295)
  %1194 = mul nuw <8 x i64> %1193, splat (i64 3449720151)
  %1195 = lshr <8 x i64> %1192, splat (i64 32)
  %1196 = lshr <8 x i64> %1194, splat (i64 32)
  %1197 = xor <8 x i64> %1196, %broadcast.splat296
  %1198 = xor <8 x i64> %1197, %1188
  %1199 = and <8 x i64> %1198, splat (i64 4294967295)
  %1200 = mul nuw <8 x i64> %1199, splat (i64 3528531795)
  %1201 = xor <8 x i64> %.masked328, %1195
  %1202 = mul nuw <8 x i64> %1201, splat (i64 3449720151)
  %1203 = lshr <8 x i64> %1200, splat (i64 32)
  %1204 = lshr <8 x i64> %1202, splat (i64 32)
  %1205 = xor <8 x i64> %broadcast.splat300, %1204
  %1206 = xor <8 x i64> %1205, %1194
  %1207 = xor <8 x i64> %1203, %broadcast.splat302
  %1208 = xor <8 x i64> %1207, %1192
  %1209 = and <8 x i64> %1206, splat (i64 4294967295)
  %1210 = mul nuw <8 x i64> %1209, splat (i64 3528531795)
  %1211 = and <8 x i64> %1208, splat (i64 4294967295)
  %1212 = mul nuw <8 x i64> %1211, splat (i64 3449720151)
  %1213 = lshr <8 x i64> %1210, splat (i64 32)
  %1214 = lshr <8 x i64> %1212, splat (i64 32)
  %1215 = xor <8 x i64> %1214, %broadcast.splat304
  %1216 = xor <8 x i64> %1215, %1202
  %1217 = xor <8 x i64> %broadcast.splat306, %1213
  %1218 = xor <8 x i64> %1217, %1200
  %1219 = and <8 x i64> %1216, splat (i64 4294967295)
  %1220 = mul nuw <8 x i64> %1219, splat (i64 3528531795)
  %1221 = and <8 x i64> %1218, splat (i64 4294967295)
  %1222 = mul nuw <8 x i64> %1221, splat (i64 3449720151)
  %1223 = lshr <8 x i64> %1220, splat (i64 32)
  %1224 = lshr <8 x i64> %1222, splat (i64 32)
  %1225 = xor <8 x i64> %broadcast.splat308, %1224
  %1226 = xor <8 x i64> %1225, %1212
  %1227 = xor <8 x i64> %1223, %broadcast.splat310
  %1228 = xor <8 x i64> %1227, %1210
  %1229 = and <8 x i64> %1226, splat (i64 4294967295)
  %1230 = mul nuw <8 x i64> %1229, splat (i64 3528531795)
  %1231 = and <8 x i64> %1228, splat (i64 4294967295)
  %1232 = mul nuw <8 x i64> %1231, splat (i64 3449720151)
  %1233 = lshr <8 x i64> %1230, splat (i64 32)
  %1234 = lshr <8 x i64> %1232, splat (i64 32)
  %1235 = xor <8 x i64> %1234, %broadcast.splat312
  %1236 = xor <8 x i64> %1235, %1222
  %1237 = xor <8 x i64> %broadcast.splat314, %1233
  %1238 = xor <8 x i64> %1237, %1220
  %1239 = and <8 x i64> %1236, splat (i64 4294967295)
  %1240 = mul nuw <8 x i64> %1239, splat (i64 3528531795)
  %1241 = and <8 x i64> %1238, splat (i64 4294967295)
  %1242 = mul nuw <8 x i64> %1241, splat (i64 3449720151)
  %1243 = lshr <8 x i64> %1240, splat (i64 32)
  %1244 = lshr <8 x i64> %1242, splat (i64 32)
  %1245 = xor <8 x i64> %broadcast.splat316, %1244
  %1246 = xor <8 x i64> %1245, %1232
  %1247 = xor <8 x i64> %1243, %broadcast.splat318
  %1248 = xor <8 x i64> %1247, %1230
  %1249 = and <8 x i64> %1246, splat (i64 4294967295)
  %1250 = mul nuw <8 x i64> %1249, splat (i64 3528531795)
  %1251 = lshr <8 x i64> %1250, splat (i64 32)
  %1252 = trunc <8 x i64> %1248 to <8 x i32>
  %1253 = mul <8 x i32> %1252, splat (i32 -845247145)
  %1254 = xor <8 x i64> %broadcast.splat320, %1251
  %1255 = xor <8 x i64> %1254, %1240
  %1256 = and <8 x i64> %1255, splat (i64 4294967295)
  %1257 = mul nuw <8 x i64> %1256, splat (i64 3449720151)
  %1258 = lshr <8 x i64> %1257, splat (i64 32)
  %1259 = trunc nuw <8 x i64> %1258 to <8 x i32>
  %1260 = trunc <8 x i64> %1257 to <8 x i32>
  %1261 = xor <8 x i32> %1253, %1259
  %1262 = xor <8 x i32> %1261, %broadcast.splat322
  %1263 = getelementptr inbounds float, ptr %22, i64 %index324
  store <8 x i32> %1262, ptr %1263, align 4
  %1264 = getelementptr inbounds float, ptr %scratch, i64 %index324
  store <8 x i32> %1260, ptr %1264, align 4
  %index.next325 = add nuw i64 %index324, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %1265 = icmp eq i64 %index.next325, %n.vec282
  br i1 %1265, label %middle.block326, label %vector.body323, !llvm.loop !36

middle.block326:                                  ; preds = %vector.body323
  br i1 %cmp.n327, label %vector.ph269, label %philox.body7.us.preheader

philox.body7.us.preheader:                        ; preds = %middle.block326
  %invariant.op = xor i64 %1172, %25
  %invariant.op360 = xor i64 %1177, %28
  br label %philox.body7.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done.us
  %1266 = add nuw i64 %row47.us, 1
  %exitcond64.not = icmp eq i64 %1266, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond64.not, label %row.exit, label %row.body.us

small_table.body:                                 ; preds = %small_table.body, %small_table.body.preheader.new
  %small_table35 = phi i64 [ 0, %small_table.body.preheader.new ], [ %1276, %small_table.body ]
  %niter = phi i64 [ 0, %small_table.body.preheader.new ], [ %niter.next.1, %small_table.body ]
  %unit.lhs.trunc = trunc i64 %small_table35 to i16
  %unit82 = urem i16 %unit.lhs.trunc, %unit.rhs.trunc
  %step.lhs.trunc = trunc i64 %small_table35 to i16
  %step83 = udiv i16 %step.lhs.trunc, %step.rhs.trunc
  %1267 = zext nneg i16 %unit82 to i32
  %1268 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table35
  store i32 %1267, ptr %1268, align 4
  %1269 = zext i16 %step83 to i32
  %1270 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table35
  store i32 %1269, ptr %1270, align 4
  %1271 = or disjoint i64 %small_table35, 1
  %unit.lhs.trunc.1 = trunc i64 %1271 to i16
  %unit82.1 = urem i16 %unit.lhs.trunc.1, %unit.rhs.trunc
  %step.lhs.trunc.1 = trunc i64 %1271 to i16
  %step83.1 = udiv i16 %step.lhs.trunc.1, %step.rhs.trunc
  %1272 = zext nneg i16 %unit82.1 to i32
  %1273 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %1271
  store i32 %1272, ptr %1273, align 4
  %1274 = zext i16 %step83.1 to i32
  %1275 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %1271
  store i32 %1274, ptr %1275, align 4
  %1276 = add nuw nsw i64 %small_table35, 2
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
