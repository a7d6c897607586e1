; ModuleID = 'bivector_pull'
source_filename = "bivector_pull.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_bivector_pull_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %small_step_of = alloca [512 x float], align 4
  %small_unit_of = alloca [512 x float], align 4
  %small_staging = alloca [512 x float], align 4
  %small_noise = alloca [512 x float], align 4
  %state = load ptr, ptr %args, align 8
  %state160 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %status = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %input_0 = load ptr, ptr %1, align 8
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %scratch = load ptr, ptr %2, align 8
  %scratch159 = ptrtoint ptr %scratch to i64
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %row_begin = load i64, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %row_end = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %n_features = load i64, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %steps = load i64, ptr %6, align 8
  %7 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %eta = load float, ptr %7, align 8
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 68
  %noise_scale = load float, ptr %8, align 4
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %draw_noise = load i32, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 76
  %anneal = load i32, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %temperature = load float, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %args, i64 84
  %anneal_ratio = load float, ptr %12, align 4
  %13 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %two_eta = load float, ptr %13, align 8
  %14 = getelementptr inbounds nuw i8, ptr %args, i64 96
  %key0 = load i64, ptr %14, align 8
  %15 = getelementptr inbounds nuw i8, ptr %args, i64 104
  %key1 = load i64, ptr %15, align 8
  %small_rows = icmp ult i64 %n_features, 32
  %16 = trunc nuw nsw i64 %n_features to i16
  %steps_per_chunk.rhs.trunc = select i1 %small_rows, i16 %16, i16 1
  %steps_per_chunk46 = udiv i16 512, %steps_per_chunk.rhs.trunc
  %steps_per_chunk.zext = zext nneg i16 %steps_per_chunk46 to i64
  %small_rows.not = xor i1 %small_rows, true
  %.not = icmp eq i64 %n_features, 0
  %or.cond363 = or i1 %small_rows.not, %.not
  br i1 %or.cond363, label %small_tables.done, label %small_table.body.preheader

small_table.body.preheader:                       ; preds = %entry
  %table_len = mul nuw nsw i64 %n_features, %steps_per_chunk.zext
  %unit.rhs.trunc = trunc nuw i64 %n_features to i16
  %step.rhs.trunc = trunc nuw i64 %n_features to i16
  %umax = tail call i64 @llvm.umax.i64(i64 %table_len, i64 1)
  %xtraiter = and i64 %umax, 1
  %17 = icmp ult i64 %table_len, 2
  br i1 %17, label %small_table.body.epil.preheader, label %small_table.body.preheader.new

small_table.body.preheader.new:                   ; preds = %small_table.body.preheader
  %unroll_iter = and i64 %umax, 32766
  br label %small_table.body

small_tables.done.loopexit.unr-lcssa:             ; preds = %small_table.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %small_tables.done, label %small_table.body.epil.preheader

small_table.body.epil.preheader:                  ; preds = %small_tables.done.loopexit.unr-lcssa, %small_table.body.preheader
  %small_table49.epil.init = phi i64 [ 0, %small_table.body.preheader ], [ %1287, %small_tables.done.loopexit.unr-lcssa ]
  %lcmp.mod341 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod341)
  %unit.lhs.trunc.epil = trunc i64 %small_table49.epil.init to i16
  %unit96.epil = urem i16 %unit.lhs.trunc.epil, %unit.rhs.trunc
  %step.lhs.trunc.epil = trunc i64 %small_table49.epil.init to i16
  %step97.epil = udiv i16 %step.lhs.trunc.epil, %step.rhs.trunc
  %18 = zext nneg i16 %unit96.epil to i32
  %19 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table49.epil.init
  store i32 %18, ptr %19, align 4
  %20 = zext i16 %step97.epil to i32
  %21 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table49.epil.init
  store i32 %20, ptr %21, align 4
  br label %small_tables.done

small_tables.done:                                ; preds = %small_table.body.epil.preheader, %small_tables.done.loopexit.unr-lcssa, %entry
  %22 = icmp ult i64 %row_begin, %row_end
  br i1 %22, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %small_tables.done
  %23 = getelementptr inbounds float, ptr %scratch, i64 %n_features
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not62 = icmp eq i64 %steps, 0
  %draw.not = icmp eq i32 %draw_noise, 0
  %24 = trunc i64 %key0 to i32
  %25 = lshr i64 %key0, 32
  %26 = add i64 %key0, 2654435769
  %27 = add nuw nsw i64 %25, 3144134277
  %28 = add i64 %key0, 1013904242
  %29 = add nuw nsw i64 %25, 1993301258
  %30 = add i64 %key0, 3668340011
  %31 = add nuw nsw i64 %25, 842468239
  %32 = add i64 %key0, 2027808484
  %33 = add nuw nsw i64 %25, 3986602516
  %34 = add i64 %key0, 387276957
  %35 = add nuw nsw i64 %25, 2835769497
  %36 = add i64 %key0, 3041712726
  %37 = add nuw nsw i64 %25, 1684936478
  %38 = add i64 %key0, 1401181199
  %39 = add nuw nsw i64 %25, 534103459
  %40 = add nuw nsw i64 %25, 3678237736
  %41 = add i32 %24, -1879881855
  %.not63 = icmp eq i64 %n_features, 0
  br i1 %.not62, label %row.exit, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %42 = mul i64 %row_begin, %n_features
  %43 = shl i64 %42, 2
  %44 = shl i64 %n_features, 2
  %45 = shl i64 %row_begin, 2
  %46 = add i64 %45, 4
  %47 = mul i64 %n_features, %46
  %48 = shl i64 %n_features, 2
  %49 = mul i64 %row_begin, %n_features
  %50 = shl i64 %49, 2
  %51 = add i64 %50, %state160
  %52 = sub i64 %scratch159, %51
  %53 = mul i64 %n_features, -4
  %54 = add i64 %n_features, -1
  %n.vec281 = and i64 %n_features, -8
  %broadcast.splatinsert290 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat291 = shufflevector <8 x i64> %broadcast.splatinsert290, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert294 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat295 = shufflevector <8 x i64> %broadcast.splatinsert294, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert298 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat299 = shufflevector <8 x i64> %broadcast.splatinsert298, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert300 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat301 = shufflevector <8 x i64> %broadcast.splatinsert300, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert302 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat303 = shufflevector <8 x i64> %broadcast.splatinsert302, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert304 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat305 = shufflevector <8 x i64> %broadcast.splatinsert304, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert306 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat307 = shufflevector <8 x i64> %broadcast.splatinsert306, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert308 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat309 = shufflevector <8 x i64> %broadcast.splatinsert308, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert310 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat311 = shufflevector <8 x i64> %broadcast.splatinsert310, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert312 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat313 = shufflevector <8 x i64> %broadcast.splatinsert312, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert314 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat315 = shufflevector <8 x i64> %broadcast.splatinsert314, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert316 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat317 = shufflevector <8 x i64> %broadcast.splatinsert316, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert318 = insertelement <8 x i64> poison, i64 %40, i64 0
  %broadcast.splat319 = shufflevector <8 x i64> %broadcast.splatinsert318, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert320 = insertelement <8 x i32> poison, i32 %41, i64 0
  %broadcast.splat321 = shufflevector <8 x i32> %broadcast.splatinsert320, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n328 = icmp eq i64 %n_features, %n.vec281
  %n.vec270 = and i64 %n_features, -8
  %cmp.n277 = icmp eq i64 %n_features, %n.vec270
  %broadcast.splatinsert225 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat226 = shufflevector <8 x i64> %broadcast.splatinsert225, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert227 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat228 = shufflevector <8 x i64> %broadcast.splatinsert227, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert229 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat230 = shufflevector <8 x i64> %broadcast.splatinsert229, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert231 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat232 = shufflevector <8 x i64> %broadcast.splatinsert231, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert233 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat234 = shufflevector <8 x i64> %broadcast.splatinsert233, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert235 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat236 = shufflevector <8 x i64> %broadcast.splatinsert235, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert237 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat238 = shufflevector <8 x i64> %broadcast.splatinsert237, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert239 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat240 = shufflevector <8 x i64> %broadcast.splatinsert239, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert241 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat242 = shufflevector <8 x i64> %broadcast.splatinsert241, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert243 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat244 = shufflevector <8 x i64> %broadcast.splatinsert243, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert245 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat246 = shufflevector <8 x i64> %broadcast.splatinsert245, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert247 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat248 = shufflevector <8 x i64> %broadcast.splatinsert247, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert249 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat250 = shufflevector <8 x i64> %broadcast.splatinsert249, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert251 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat252 = shufflevector <8 x i64> %broadcast.splatinsert251, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert253 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat254 = shufflevector <8 x i64> %broadcast.splatinsert253, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert255 = insertelement <8 x i64> poison, i64 %40, i64 0
  %broadcast.splat256 = shufflevector <8 x i64> %broadcast.splatinsert255, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert257 = insertelement <8 x i32> poison, i32 %41, i64 0
  %broadcast.splat258 = shufflevector <8 x i32> %broadcast.splatinsert257, <8 x i32> poison, <8 x i32> zeroinitializer
  %min.iters.check162 = icmp ult i64 %n_features, 8
  %min.iters.check165 = icmp ult i64 %n_features, 32
  %n.mod.vf168 = and i64 %n_features, 24
  %n.vec169 = and i64 %n_features, -32
  %cmp.n183 = icmp eq i64 %n_features, %n.vec169
  %min.epilog.iters.check187 = icmp eq i64 %n.mod.vf168, 0
  %n.vec190 = and i64 %n_features, -8
  %cmp.n201 = icmp eq i64 %n_features, %n.vec190
  %xtraiter342 = and i64 %n_features, 3
  %lcmp.mod343.not = icmp eq i64 %xtraiter342, 0
  %xtraiter344 = and i64 %n_features, 7
  %55 = icmp ult i64 %54, 7
  %unroll_iter348 = and i64 %n_features, -8
  %lcmp.mod345.not = icmp eq i64 %xtraiter344, 0
  %lcmp.mod347 = icmp ne i64 %xtraiter344, 0
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec142 = and i64 %n_features, -8
  %broadcast.splatinsert143 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat144 = shufflevector <8 x float> %broadcast.splatinsert143, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n156 = icmp eq i64 %n_features, %n.vec142
  %xtraiter350 = and i64 %n_features, 1
  %lcmp.mod351.not = icmp eq i64 %xtraiter350, 0
  %min.iters.check105 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 24
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec114 = and i64 %n_features, -8
  %broadcast.splatinsert115 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat116 = shufflevector <8 x float> %broadcast.splatinsert115, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n125 = icmp eq i64 %n_features, %n.vec114
  %xtraiter353 = and i64 %n_features, 1
  %lcmp.mod354.not = icmp eq i64 %xtraiter353, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row61.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %1277, %step.header.step.exit_crit_edge.us ]
  %56 = mul i64 %53, %indvar
  %57 = add i64 %52, %56
  %58 = mul i64 %48, %indvar
  %59 = add i64 %43, %58
  %scevgep128 = getelementptr i8, ptr %state, i64 %59
  %60 = add i64 %47, %58
  %scevgep129 = getelementptr i8, ptr %state, i64 %60
  %scevgep130 = getelementptr i8, ptr %input_0, i64 %59
  %scevgep131 = getelementptr i8, ptr %input_0, i64 %60
  %61 = mul i64 %44, %indvar
  %62 = add i64 %43, %61
  %scevgep = getelementptr i8, ptr %state, i64 %62
  %63 = add i64 %47, %61
  %scevgep102 = getelementptr i8, ptr %state, i64 %63
  %scevgep103 = getelementptr i8, ptr %input_0, i64 %62
  %scevgep104 = getelementptr i8, ptr %input_0, i64 %63
  %row_offset.us = mul i64 %row61.us, %n_features
  %64 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %65 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %66 = getelementptr inbounds float, ptr %status, i64 %row61.us
  %broadcast.splatinsert288 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat289 = shufflevector <8 x i64> %broadcast.splatinsert288, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert221 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat222 = shufflevector <8 x i64> %broadcast.splatinsert221, <8 x i64> poison, <8 x i32> zeroinitializer
  %diff.check = icmp ult i64 %57, 128
  %or.cond = select i1 %min.iters.check162, i1 true, i1 %diff.check
  %bound0133 = icmp ult ptr %scevgep128, %scevgep131
  %bound1134 = icmp ult ptr %scevgep130, %scevgep129
  %found.conflict135 = and i1 %bound0133, %bound1134
  %bound0 = icmp ult ptr %scevgep, %scevgep104
  %bound1 = icmp ult ptr %scevgep103, %scevgep102
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done.us
  %step360.us = phi i64 [ 0, %row.body.us ], [ %1091, %noise.done.us ]
  %temperature1.059.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done.us ]
  %67 = fmul float %two_eta, %temperature1.059.us
  %68 = fcmp ogt float %67, 0.000000e+00
  %69 = tail call float @llvm.sqrt.f32(float %67)
  %70 = select i1 %68, float %69, float 0.000000e+00
  %noise_scale4.us = select i1 %anneal2.not, float %noise_scale, float %70
  %key1_step.us = add i64 %step360.us, %key1
  %step_in_chunk.us = urem i64 %step360.us, %steps_per_chunk.zext
  br i1 %draw.not, label %draw.done.us.thread92, label %draw.then.us

draw.then.us:                                     ; preds = %step.body.us
  br i1 %small_rows, label %small_rows.then.us, label %philox.header6.preheader.us

noise.body11.us:                                  ; preds = %middle.block276, %noise.body11.us
  %noise1351.us = phi i64 [ %199, %noise.body11.us ], [ %n.vec270, %middle.block276 ]
  %71 = getelementptr inbounds float, ptr %23, i64 %noise1351.us
  %w014.us = load i32, ptr %71, align 4
  %72 = getelementptr inbounds float, ptr %scratch, i64 %noise1351.us
  %w115.us = load i32, ptr %72, align 4
  %73 = uitofp i32 %w014.us to double
  %74 = fadd double %73, 5.000000e-01
  %75 = fmul double %74, 0x3DF0000000000000
  %76 = uitofp i32 %w115.us to double
  %77 = fadd double %76, 5.000000e-01
  %78 = fmul double %77, 0x3DF0000000000000
  %79 = bitcast double %75 to i64
  %80 = lshr i64 %79, 32
  %81 = add nuw nsw i64 %80, 614242
  %82 = lshr i64 %81, 20
  %83 = add nsw i64 %82, -1023
  %84 = shl nuw i64 %81, 32
  %85 = and i64 %84, 4503595332403200
  %86 = add nuw nsw i64 %85, 4604544269498187776
  %87 = and i64 %79, 4294967295
  %88 = or disjoint i64 %86, %87
  %89 = bitcast i64 %88 to double
  %90 = fadd double %89, -1.000000e+00
  %91 = fmul double %90, 5.000000e-01
  %92 = fmul double %90, %91
  %93 = fadd double %90, 2.000000e+00
  %94 = fdiv double %90, %93
  %95 = fmul double %94, %94
  %96 = fmul double %95, %95
  %97 = fmul double %96, 0x3FC2F112DF3E5244
  %98 = fadd double %97, 0x3FC7466496CB03DE
  %99 = insertelement <2 x double> poison, double %96, i64 0
  %100 = shufflevector <2 x double> %99, <2 x double> poison, <2 x i32> zeroinitializer
  %101 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %98, i64 1
  %102 = fmul <2 x double> %100, %101
  %103 = fadd <2 x double> %102, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %104 = fmul <2 x double> %100, %103
  %105 = fadd <2 x double> %104, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %106 = insertelement <2 x double> %99, double %95, i64 1
  %107 = fmul <2 x double> %106, %105
  %shift = shufflevector <2 x double> %107, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %107, %shift
  %108 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %109 = sitofp i64 %83 to double
  %110 = fadd double %92, %108
  %111 = fmul double %94, %110
  %112 = fmul double %109, 0x3DEA39EF35793C76
  %113 = fadd double %112, %111
  %114 = fsub double %113, %92
  %115 = fadd double %90, %114
  %116 = fmul double %109, 0x3FE62E42FEE00000
  %117 = fadd double %116, %115
  %118 = fmul double %117, -2.000000e+00
  %119 = tail call double @llvm.sqrt.f64(double %118)
  %120 = fmul double %78, 0x401921FB54442D18
  %121 = fmul double %120, 0x3FE45F306DC9C883
  %122 = fadd double %121, 0x4338000000000000
  %123 = bitcast double %122 to i64
  %124 = fadd double %122, 0xC338000000000000
  %125 = fmul double %124, 0x3FF921FB54400000
  %126 = fsub double %120, %125
  %127 = fmul double %124, 0x3DD0B4611A626331
  %128 = fmul double %124, 0x3DD0B4611A600000
  %129 = fsub double %126, %128
  %130 = fmul double %124, 0x3BA3198A2E037073
  %131 = fsub double %126, %129
  %132 = fsub double %131, %128
  %133 = fsub double %130, %132
  %134 = fsub double %126, %127
  %135 = insertelement <2 x double> poison, double %134, i64 0
  %136 = insertelement <2 x double> %135, double %120, i64 1
  %137 = bitcast <2 x double> %136 to <2 x i64>
  %138 = lshr <2 x i64> %137, splat (i64 52)
  %139 = and <2 x i64> %138, splat (i64 2047)
  %140 = extractelement <2 x i64> %139, i64 0
  %141 = add nuw nsw i64 %140, 16
  %142 = extractelement <2 x i64> %139, i64 1
  %143 = icmp samesign ult i64 %141, %142
  %144 = select i1 %143, double %129, double %126
  %145 = select i1 %143, double %133, double %127
  %146 = fsub double %144, %145
  %147 = fsub double %144, %146
  %148 = fsub double %147, %145
  %149 = fmul double %146, %146
  %150 = fmul double %149, %149
  %151 = fmul double %149, 0x3EFA01A019CB1590
  %152 = fadd double %151, 0xBF56C16C16C15177
  %153 = fmul double %149, %152
  %154 = fadd double %153, 0x3FA555555555554C
  %155 = fmul double %149, %154
  %156 = fmul double %149, 0x3DA8FAE9BE8838D4
  %157 = fsub double 0x3E21EE9EBDB4B1C4, %156
  %158 = fmul double %149, %157
  %159 = fadd double %158, 0xBE927E4F809C52AD
  %160 = fmul double %150, %150
  %161 = fmul double %160, %159
  %162 = fadd double %155, %161
  %163 = fmul double %149, 5.000000e-01
  %164 = fsub double 1.000000e+00, %163
  %165 = fsub double 1.000000e+00, %164
  %166 = fsub double %165, %163
  %167 = fmul double %149, %162
  %168 = fmul double %146, %148
  %169 = fsub double %167, %168
  %170 = fadd double %166, %169
  %171 = fadd double %164, %170
  %172 = fmul double %149, 0x3EC71DE357B1FE7D
  %173 = fadd double %172, 0xBF2A01A019C161D5
  %174 = fmul double %149, %173
  %175 = fadd double %174, 0x3F8111111110F8A6
  %176 = fmul double %149, 0x3DE5D93A5ACFD57C
  %177 = fadd double %176, 0xBE5AE5E68A2B9CEB
  %178 = fmul double %149, %150
  %179 = fmul double %178, %177
  %180 = fadd double %179, %175
  %181 = fmul double %146, %149
  %182 = fmul double %148, 5.000000e-01
  %183 = fmul double %181, %180
  %184 = fsub double %182, %183
  %185 = fmul double %149, %184
  %186 = fsub double %185, %148
  %187 = fmul double %181, 0x3FC5555555555549
  %188 = fadd double %186, %187
  %189 = fsub double %146, %188
  %190 = fneg double %171
  %191 = fneg double %189
  %192 = and i64 %123, 1
  %193 = and i64 %123, 2
  %.not.us = icmp eq i64 %192, 0
  %.not43.us = icmp eq i64 %193, 0
  %194 = select i1 %.not43.us, double %171, double %190
  %195 = select i1 %.not43.us, double %191, double %189
  %196 = select i1 %.not.us, double %194, double %195
  %197 = fmul double %119, %196
  %198 = fptrunc double %197 to float
  store float %198, ptr %71, align 4
  %199 = add nuw i64 %noise1351.us, 1
  %exitcond72.not = icmp eq i64 %199, %n_features
  br i1 %exitcond72.not, label %iter.check164, label %noise.body11.us, !llvm.loop !0

philox.body7.us:                                  ; preds = %philox.body7.us.preheader, %philox.body7.us
  %philox950.us = phi i64 [ %282, %philox.body7.us ], [ %n.vec281, %philox.body7.us.preheader ]
  %element.us = add i64 %philox950.us, %row_offset.us
  %200 = and i64 %element.us, 4294967295
  %201 = mul nuw i64 %200, 3528531795
  %202 = xor i64 %element.us, %key0
  %203 = xor i64 %202, %201
  %204 = lshr i64 %203, 32
  %205 = mul nuw i64 %204, 3449720151
  %206 = lshr i64 %205, 32
  %.reass.reass = xor i64 %206, %invariant.op
  %207 = xor i64 %1190, %201
  %208 = and i64 %.reass.reass, 4294967295
  %209 = mul nuw i64 %208, 3528531795
  %210 = and i64 %207, 4294967295
  %211 = mul nuw i64 %210, 3449720151
  %212 = lshr i64 %209, 32
  %213 = lshr i64 %211, 32
  %214 = xor i64 %213, %28
  %215 = xor i64 %214, %205
  %.reass100.reass = xor i64 %212, %invariant.op362
  %216 = and i64 %215, 4294967295
  %217 = mul nuw i64 %216, 3528531795
  %218 = and i64 %.reass100.reass, 4294967295
  %219 = mul nuw i64 %218, 3449720151
  %220 = lshr i64 %217, 32
  %221 = lshr i64 %219, 32
  %222 = xor i64 %30, %221
  %223 = xor i64 %222, %211
  %224 = xor i64 %220, %31
  %225 = xor i64 %224, %209
  %226 = and i64 %223, 4294967295
  %227 = mul nuw i64 %226, 3528531795
  %228 = and i64 %225, 4294967295
  %229 = mul nuw i64 %228, 3449720151
  %230 = lshr i64 %227, 32
  %231 = lshr i64 %229, 32
  %232 = xor i64 %231, %32
  %233 = xor i64 %232, %219
  %234 = xor i64 %33, %230
  %235 = xor i64 %234, %217
  %236 = and i64 %233, 4294967295
  %237 = mul nuw i64 %236, 3528531795
  %238 = and i64 %235, 4294967295
  %239 = mul nuw i64 %238, 3449720151
  %240 = lshr i64 %237, 32
  %241 = lshr i64 %239, 32
  %242 = xor i64 %34, %241
  %243 = xor i64 %242, %229
  %244 = xor i64 %240, %35
  %245 = xor i64 %244, %227
  %246 = and i64 %243, 4294967295
  %247 = mul nuw i64 %246, 3528531795
  %248 = and i64 %245, 4294967295
  %249 = mul nuw i64 %248, 3449720151
  %250 = lshr i64 %247, 32
  %251 = lshr i64 %249, 32
  %252 = xor i64 %251, %36
  %253 = xor i64 %252, %239
  %254 = xor i64 %37, %250
  %255 = xor i64 %254, %237
  %256 = and i64 %253, 4294967295
  %257 = mul nuw i64 %256, 3528531795
  %258 = and i64 %255, 4294967295
  %259 = mul nuw i64 %258, 3449720151
  %260 = lshr i64 %257, 32
  %261 = lshr i64 %259, 32
  %262 = xor i64 %38, %261
  %263 = xor i64 %262, %249
  %264 = xor i64 %260, %39
  %265 = xor i64 %264, %247
  %266 = and i64 %263, 4294967295
  %267 = mul nuw i64 %266, 3528531795
  %268 = lshr i64 %267, 32
  %269 = trunc i64 %265 to i32
  %270 = mul i32 %269, -845247145
  %271 = xor i64 %40, %268
  %272 = xor i64 %271, %257
  %273 = and i64 %272, 4294967295
  %274 = mul nuw i64 %273, 3449720151
  %275 = lshr i64 %274, 32
  %276 = trunc nuw i64 %275 to i32
  %277 = trunc i64 %274 to i32
  %278 = xor i32 %270, %276
  %279 = xor i32 %278, %41
  %280 = getelementptr inbounds float, ptr %23, i64 %philox950.us
  store i32 %279, ptr %280, align 4
  %281 = getelementptr inbounds float, ptr %scratch, i64 %philox950.us
  store i32 %277, ptr %281, align 4
  %282 = add nuw i64 %philox950.us, 1
  %exitcond.not = icmp eq i64 %282, %n_features
  br i1 %exitcond.not, label %vector.ph268, label %philox.body7.us, !llvm.loop !3

vector.ph268:                                     ; preds = %philox.body7.us, %middle.block327
  br label %vector.body271

vector.body271:                                   ; preds = %vector.body271, %vector.ph268
  %index272 = phi i64 [ 0, %vector.ph268 ], [ %index.next275, %vector.body271 ]
  %283 = getelementptr inbounds float, ptr %23, i64 %index272
  %wide.load273 = load <8 x i32>, ptr %283, align 4
  %284 = getelementptr inbounds float, ptr %scratch, i64 %index272
  %wide.load274 = load <8 x i32>, ptr %284, align 4
  %285 = uitofp <8 x i32> %wide.load273 to <8 x double>
  %286 = fadd <8 x double> %285, splat (double 5.000000e-01)
  %287 = fmul <8 x double> %286, splat (double 0x3DF0000000000000)
  %288 = uitofp <8 x i32> %wide.load274 to <8 x double>
  %289 = fadd <8 x double> %288, splat (double 5.000000e-01)
  %290 = fmul <8 x double> %289, splat (double 0x3DF0000000000000)
  %291 = bitcast <8 x double> %287 to <8 x i64>
  %292 = lshr <8 x i64> %291, splat (i64 32)
  %293 = add nuw nsw <8 x i64> %292, splat (i64 614242)
  %294 = lshr <8 x i64> %293, splat (i64 20)
  %295 = add nsw <8 x i64> %294, splat (i64 -1023)
  %296 = shl nuw <8 x i64> %293, splat (i64 32)
  %297 = and <8 x i64> %296, splat (i64 4503595332403200)
  %298 = add nuw nsw <8 x i64> %297, splat (i64 4604544269498187776)
  %299 = and <8 x i64> %291, splat (i64 4294967295)
  %300 = or disjoint <8 x i64> %298, %299
  %301 = bitcast <8 x i64> %300 to <8 x double>
  %302 = fadd <8 x double> %301, splat (double -1.000000e+00)
  %303 = fmul <8 x double> %302, splat (double 5.000000e-01)
  %304 = fmul <8 x double> %302, %303
  %305 = fadd <8 x double> %302, splat (double 2.000000e+00)
  %306 = fdiv <8 x double> %302, %305
  %307 = fmul <8 x double> %306, %306
  %308 = fmul <8 x double> %307, %307
  %309 = fmul <8 x double> %308, splat (double 0x3FC39A09D078C69F)
  %310 = fadd <8 x double> %309, splat (double 0x3FCC71C51D8E78AF)
  %311 = fmul <8 x double> %308, %310
  %312 = fadd <8 x double> %311, splat (double 0x3FD999999997FA04)
  %313 = fmul <8 x double> %308, %312
  %314 = fmul <8 x double> %308, splat (double 0x3FC2F112DF3E5244)
  %315 = fadd <8 x double> %314, splat (double 0x3FC7466496CB03DE)
  %316 = fmul <8 x double> %308, %315
  %317 = fadd <8 x double> %316, splat (double 0x3FD2492494229359)
  %318 = fmul <8 x double> %308, %317
  %319 = fadd <8 x double> %318, splat (double 0x3FE5555555555593)
  %320 = fmul <8 x double> %307, %319
  %321 = fadd <8 x double> %313, %320
  %322 = sitofp <8 x i64> %295 to <8 x double>
  %323 = fadd <8 x double> %304, %321
  %324 = fmul <8 x double> %306, %323
  %325 = fmul <8 x double> %322, splat (double 0x3DEA39EF35793C76)
  %326 = fadd <8 x double> %325, %324
  %327 = fsub <8 x double> %326, %304
  %328 = fadd <8 x double> %302, %327
  %329 = fmul <8 x double> %322, splat (double 0x3FE62E42FEE00000)
  %330 = fadd <8 x double> %329, %328
  %331 = fmul <8 x double> %330, splat (double -2.000000e+00)
  %332 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %331)
  %333 = fmul <8 x double> %290, splat (double 0x401921FB54442D18)
  %334 = fmul <8 x double> %333, splat (double 0x3FE45F306DC9C883)
  %335 = fadd <8 x double> %334, splat (double 0x4338000000000000)
  %336 = bitcast <8 x double> %335 to <8 x i64>
  %337 = fadd <8 x double> %335, splat (double 0xC338000000000000)
  %338 = fmul <8 x double> %337, splat (double 0x3FF921FB54400000)
  %339 = fsub <8 x double> %333, %338
  %340 = fmul <8 x double> %337, splat (double 0x3DD0B4611A626331)
  %341 = fmul <8 x double> %337, splat (double 0x3DD0B4611A600000)
  %342 = fsub <8 x double> %339, %341
  %343 = fmul <8 x double> %337, splat (double 0x3BA3198A2E037073)
  %344 = fsub <8 x double> %339, %342
  %345 = fsub <8 x double> %344, %341
  %346 = fsub <8 x double> %343, %345
  %347 = fsub <8 x double> %339, %340
  %348 = bitcast <8 x double> %333 to <8 x i64>
  %349 = lshr <8 x i64> %348, splat (i64 52)
  %350 = and <8 x i64> %349, splat (i64 2047)
  %351 = bitcast <8 x double> %347 to <8 x i64>
  %352 = lshr <8 x i64> %351, splat (i64 52)
  %353 = and <8 x i64> %352, splat (i64 2047)
  %354 = add nuw nsw <8 x i64> %353, splat (i64 16)
  %355 = icmp samesign ult <8 x i64> %354, %350
  %356 = select <8 x i1> %355, <8 x double> %342, <8 x double> %339
  %357 = select <8 x i1> %355, <8 x double> %346, <8 x double> %340
  %358 = fsub <8 x double> %356, %357
  %359 = fsub <8 x double> %356, %358
  %360 = fsub <8 x double> %359, %357
  %361 = fmul <8 x double> %358, %358
  %362 = fmul <8 x double> %361, %361
  %363 = fmul <8 x double> %361, splat (double 0x3EFA01A019CB1590)
  %364 = fadd <8 x double> %363, splat (double 0xBF56C16C16C15177)
  %365 = fmul <8 x double> %361, %364
  %366 = fadd <8 x double> %365, splat (double 0x3FA555555555554C)
  %367 = fmul <8 x double> %361, %366
  %368 = fmul <8 x double> %361, splat (double 0x3DA8FAE9BE8838D4)
  %369 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %368
  %370 = fmul <8 x double> %361, %369
  %371 = fadd <8 x double> %370, splat (double 0xBE927E4F809C52AD)
  %372 = fmul <8 x double> %362, %362
  %373 = fmul <8 x double> %372, %371
  %374 = fadd <8 x double> %367, %373
  %375 = fmul <8 x double> %361, splat (double 5.000000e-01)
  %376 = fsub <8 x double> splat (double 1.000000e+00), %375
  %377 = fsub <8 x double> splat (double 1.000000e+00), %376
  %378 = fsub <8 x double> %377, %375
  %379 = fmul <8 x double> %361, %374
  %380 = fmul <8 x double> %358, %360
  %381 = fsub <8 x double> %379, %380
  %382 = fadd <8 x double> %378, %381
  %383 = fadd <8 x double> %376, %382
  %384 = fmul <8 x double> %361, splat (double 0x3EC71DE357B1FE7D)
  %385 = fadd <8 x double> %384, splat (double 0xBF2A01A019C161D5)
  %386 = fmul <8 x double> %361, %385
  %387 = fadd <8 x double> %386, splat (double 0x3F8111111110F8A6)
  %388 = fmul <8 x double> %361, splat (double 0x3DE5D93A5ACFD57C)
  %389 = fadd <8 x double> %388, splat (double 0xBE5AE5E68A2B9CEB)
  %390 = fmul <8 x double> %361, %362
  %391 = fmul <8 x double> %390, %389
  %392 = fadd <8 x double> %391, %387
  %393 = fmul <8 x double> %358, %361
  %394 = fmul <8 x double> %360, splat (double 5.000000e-01)
  %395 = fmul <8 x double> %393, %392
  %396 = fsub <8 x double> %394, %395
  %397 = fmul <8 x double> %361, %396
  %398 = fsub <8 x double> %397, %360
  %399 = fmul <8 x double> %393, splat (double 0x3FC5555555555549)
  %400 = fadd <8 x double> %398, %399
  %401 = fsub <8 x double> %358, %400
  %402 = fneg <8 x double> %383
  %403 = fneg <8 x double> %401
  %404 = and <8 x i64> %336, splat (i64 1)
  %405 = and <8 x i64> %336, splat (i64 2)
  %406 = icmp eq <8 x i64> %404, zeroinitializer
  %407 = icmp eq <8 x i64> %405, zeroinitializer
  %408 = select <8 x i1> %407, <8 x double> %383, <8 x double> %402
  %409 = select <8 x i1> %407, <8 x double> %403, <8 x double> %401
  %410 = select <8 x i1> %406, <8 x double> %408, <8 x double> %409
  %411 = fmul <8 x double> %332, %410
  %412 = fptrunc <8 x double> %411 to <8 x float>
  store <8 x float> %412, ptr %283, align 4
  %index.next275 = add nuw i64 %index272, 8
  %413 = icmp eq i64 %index.next275, %n.vec270
  br i1 %413, label %middle.block276, label %vector.body271, !llvm.loop !4

middle.block276:                                  ; preds = %vector.body271
  br i1 %cmp.n277, label %iter.check164, label %noise.body11.us

small_rows.then.us:                               ; preds = %draw.then.us
  %chunk_starts.us = icmp eq i64 %step_in_chunk.us, 0
  br i1 %chunk_starts.us, label %small_draw.then.us, label %draw.done.us

small_draw.then.us:                               ; preds = %small_rows.then.us
  %steps_left.us = sub i64 %steps, %step360.us
  %414 = tail call i64 @llvm.umin.i64(i64 %steps_left.us, i64 %steps_per_chunk.zext)
  %chunk_units.us = mul nuw nsw i64 %414, %n_features
  %.not67 = icmp eq i64 %chunk_units.us, 0
  br i1 %.not67, label %draw.done.us, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %small_draw.then.us
  %min.iters.check217 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check217, label %philox.body.us.preheader340, label %vector.ph218

vector.ph218:                                     ; preds = %philox.body.us.preheader
  %n.vec220 = and i64 %chunk_units.us, 32760
  %broadcast.splatinsert223 = insertelement <8 x i64> poison, i64 %key1_step.us, i64 0
  %broadcast.splat224 = shufflevector <8 x i64> %broadcast.splatinsert223, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body259

vector.body259:                                   ; preds = %vector.body259, %vector.ph218
  %index260 = phi i64 [ 0, %vector.ph218 ], [ %index.next263, %vector.body259 ]
  %415 = getelementptr inbounds float, ptr %small_unit_of, i64 %index260
  %wide.load261 = load <8 x i32>, ptr %415, align 4
  %416 = zext <8 x i32> %wide.load261 to <8 x i64>
  %417 = add <8 x i64> %broadcast.splat222, %416
  %418 = getelementptr inbounds float, ptr %small_step_of, i64 %index260
  %wide.load262 = load <8 x i32>, ptr %418, align 4
  %419 = zext <8 x i32> %wide.load262 to <8 x i64>
  %420 = add <8 x i64> %broadcast.splat224, %419
  %421 = lshr <8 x i64> %420, splat (i64 32)
  %422 = and <8 x i64> %417, splat (i64 4294967295)
  %423 = mul nuw <8 x i64> %422, splat (i64 3528531795)
  %424 = mul nuw <8 x i64> %421, splat (i64 3449720151)
  %425 = lshr <8 x i64> %424, splat (i64 32)
  %426 = xor <8 x i64> %broadcast.splat226, %425
  %427 = xor <8 x i64> %426, %420
  %428 = xor <8 x i64> %417, %broadcast.splat226
  %429 = xor <8 x i64> %428, %423
  %430 = lshr <8 x i64> %429, splat (i64 32)
  %431 = and <8 x i64> %427, splat (i64 4294967295)
  %432 = mul nuw <8 x i64> %431, splat (i64 3528531795)
  %433 = mul nuw <8 x i64> %430, splat (i64 3449720151)
  %434 = lshr <8 x i64> %432, splat (i64 32)
  %435 = lshr <8 x i64> %433, splat (i64 32)
  %436 = xor <8 x i64> %broadcast.splat228, %435
  %437 = xor <8 x i64> %436, %424
  %438 = xor <8 x i64> %broadcast.splat230, %434
  %439 = xor <8 x i64> %438, %423
  %440 = and <8 x i64> %437, splat (i64 4294967295)
  %441 = mul nuw <8 x i64> %440, splat (i64 3528531795)
  %442 = and <8 x i64> %439, splat (i64 4294967295)
  %443 = mul nuw <8 x i64> %442, splat (i64 3449720151)
  %444 = lshr <8 x i64> %441, splat (i64 32)
  %445 = lshr <8 x i64> %443, splat (i64 32)
  %446 = xor <8 x i64> %broadcast.splat232, %445
  %447 = xor <8 x i64> %446, %433
  %448 = xor <8 x i64> %broadcast.splat234, %444
  %449 = xor <8 x i64> %448, %432
  %450 = and <8 x i64> %447, splat (i64 4294967295)
  %451 = mul nuw <8 x i64> %450, splat (i64 3528531795)
  %452 = and <8 x i64> %449, splat (i64 4294967295)
  %453 = mul nuw <8 x i64> %452, splat (i64 3449720151)
  %454 = lshr <8 x i64> %451, splat (i64 32)
  %455 = lshr <8 x i64> %453, splat (i64 32)
  %456 = xor <8 x i64> %broadcast.splat236, %455
  %457 = xor <8 x i64> %456, %443
  %458 = xor <8 x i64> %broadcast.splat238, %454
  %459 = xor <8 x i64> %458, %441
  %460 = and <8 x i64> %457, splat (i64 4294967295)
  %461 = mul nuw <8 x i64> %460, splat (i64 3528531795)
  %462 = and <8 x i64> %459, splat (i64 4294967295)
  %463 = mul nuw <8 x i64> %462, splat (i64 3449720151)
  %464 = lshr <8 x i64> %461, splat (i64 32)
  %465 = lshr <8 x i64> %463, splat (i64 32)
  %466 = xor <8 x i64> %broadcast.splat240, %465
  %467 = xor <8 x i64> %466, %453
  %468 = xor <8 x i64> %broadcast.splat242, %464
  %469 = xor <8 x i64> %468, %451
  %470 = and <8 x i64> %467, splat (i64 4294967295)
  %471 = mul nuw <8 x i64> %470, splat (i64 3528531795)
  %472 = and <8 x i64> %469, splat (i64 4294967295)
  %473 = mul nuw <8 x i64> %472, splat (i64 3449720151)
  %474 = lshr <8 x i64> %471, splat (i64 32)
  %475 = lshr <8 x i64> %473, splat (i64 32)
  %476 = xor <8 x i64> %broadcast.splat244, %475
  %477 = xor <8 x i64> %476, %463
  %478 = xor <8 x i64> %broadcast.splat246, %474
  %479 = xor <8 x i64> %478, %461
  %480 = and <8 x i64> %477, splat (i64 4294967295)
  %481 = mul nuw <8 x i64> %480, splat (i64 3528531795)
  %482 = and <8 x i64> %479, splat (i64 4294967295)
  %483 = mul nuw <8 x i64> %482, splat (i64 3449720151)
  %484 = lshr <8 x i64> %481, splat (i64 32)
  %485 = lshr <8 x i64> %483, splat (i64 32)
  %486 = xor <8 x i64> %broadcast.splat248, %485
  %487 = xor <8 x i64> %486, %473
  %488 = xor <8 x i64> %broadcast.splat250, %484
  %489 = xor <8 x i64> %488, %471
  %490 = and <8 x i64> %487, splat (i64 4294967295)
  %491 = mul nuw <8 x i64> %490, splat (i64 3528531795)
  %492 = and <8 x i64> %489, splat (i64 4294967295)
  %493 = mul nuw <8 x i64> %492, splat (i64 3449720151)
  %494 = lshr <8 x i64> %491, splat (i64 32)
  %495 = lshr <8 x i64> %493, splat (i64 32)
  %496 = xor <8 x i64> %broadcast.splat252, %495
  %497 = xor <8 x i64> %496, %483
  %498 = xor <8 x i64> %broadcast.splat254, %494
  %499 = xor <8 x i64> %498, %481
  %500 = and <8 x i64> %497, splat (i64 4294967295)
  %501 = mul nuw <8 x i64> %500, splat (i64 3528531795)
  %502 = lshr <8 x i64> %501, splat (i64 32)
  %503 = trunc <8 x i64> %499 to <8 x i32>
  %504 = mul <8 x i32> %503, splat (i32 -845247145)
  %505 = xor <8 x i64> %broadcast.splat256, %502
  %506 = xor <8 x i64> %505, %491
  %507 = and <8 x i64> %506, splat (i64 4294967295)
  %508 = mul nuw <8 x i64> %507, splat (i64 3449720151)
  %509 = lshr <8 x i64> %508, splat (i64 32)
  %510 = trunc nuw <8 x i64> %509 to <8 x i32>
  %511 = trunc <8 x i64> %508 to <8 x i32>
  %512 = xor <8 x i32> %504, %510
  %513 = xor <8 x i32> %512, %broadcast.splat258
  %514 = getelementptr inbounds float, ptr %small_noise, i64 %index260
  store <8 x i32> %513, ptr %514, align 4
  %515 = getelementptr inbounds float, ptr %small_staging, i64 %index260
  store <8 x i32> %511, ptr %515, align 4
  %index.next263 = add nuw i64 %index260, 8
  %516 = icmp eq i64 %index.next263, %n.vec220
  br i1 %516, label %middle.block264, label %vector.body259, !llvm.loop !5

middle.block264:                                  ; preds = %vector.body259
  %cmp.n265 = icmp eq i64 %chunk_units.us, %n.vec220
  br i1 %cmp.n265, label %noise.body.us.preheader, label %philox.body.us.preheader340

philox.body.us.preheader340:                      ; preds = %philox.body.us.preheader, %middle.block264
  %philox52.us.ph = phi i64 [ 0, %philox.body.us.preheader ], [ %n.vec220, %middle.block264 ]
  br label %philox.body.us

noise.body.us:                                    ; preds = %noise.body.us.preheader339, %noise.body.us
  %noise53.us = phi i64 [ %645, %noise.body.us ], [ %noise53.us.ph, %noise.body.us.preheader339 ]
  %517 = getelementptr inbounds float, ptr %small_noise, i64 %noise53.us
  %w0.us = load i32, ptr %517, align 4
  %518 = getelementptr inbounds float, ptr %small_staging, i64 %noise53.us
  %w1.us = load i32, ptr %518, align 4
  %519 = uitofp i32 %w0.us to double
  %520 = fadd double %519, 5.000000e-01
  %521 = fmul double %520, 0x3DF0000000000000
  %522 = uitofp i32 %w1.us to double
  %523 = fadd double %522, 5.000000e-01
  %524 = fmul double %523, 0x3DF0000000000000
  %525 = bitcast double %521 to i64
  %526 = lshr i64 %525, 32
  %527 = add nuw nsw i64 %526, 614242
  %528 = lshr i64 %527, 20
  %529 = add nsw i64 %528, -1023
  %530 = shl nuw i64 %527, 32
  %531 = and i64 %530, 4503595332403200
  %532 = add nuw nsw i64 %531, 4604544269498187776
  %533 = and i64 %525, 4294967295
  %534 = or disjoint i64 %532, %533
  %535 = bitcast i64 %534 to double
  %536 = fadd double %535, -1.000000e+00
  %537 = fmul double %536, 5.000000e-01
  %538 = fmul double %536, %537
  %539 = fadd double %536, 2.000000e+00
  %540 = fdiv double %536, %539
  %541 = fmul double %540, %540
  %542 = fmul double %541, %541
  %543 = fmul double %542, 0x3FC2F112DF3E5244
  %544 = fadd double %543, 0x3FC7466496CB03DE
  %545 = insertelement <2 x double> poison, double %542, i64 0
  %546 = shufflevector <2 x double> %545, <2 x double> poison, <2 x i32> zeroinitializer
  %547 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %544, i64 1
  %548 = fmul <2 x double> %546, %547
  %549 = fadd <2 x double> %548, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %550 = fmul <2 x double> %546, %549
  %551 = fadd <2 x double> %550, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %552 = insertelement <2 x double> %545, double %541, i64 1
  %553 = fmul <2 x double> %552, %551
  %shift331 = shufflevector <2 x double> %553, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop332 = fadd <2 x double> %553, %shift331
  %554 = extractelement <2 x double> %foldExtExtBinop332, i64 0
  %555 = sitofp i64 %529 to double
  %556 = fadd double %538, %554
  %557 = fmul double %540, %556
  %558 = fmul double %555, 0x3DEA39EF35793C76
  %559 = fadd double %558, %557
  %560 = fsub double %559, %538
  %561 = fadd double %536, %560
  %562 = fmul double %555, 0x3FE62E42FEE00000
  %563 = fadd double %562, %561
  %564 = fmul double %563, -2.000000e+00
  %565 = tail call double @llvm.sqrt.f64(double %564)
  %566 = fmul double %524, 0x401921FB54442D18
  %567 = fmul double %566, 0x3FE45F306DC9C883
  %568 = fadd double %567, 0x4338000000000000
  %569 = bitcast double %568 to i64
  %570 = fadd double %568, 0xC338000000000000
  %571 = fmul double %570, 0x3FF921FB54400000
  %572 = fsub double %566, %571
  %573 = fmul double %570, 0x3DD0B4611A626331
  %574 = fmul double %570, 0x3DD0B4611A600000
  %575 = fsub double %572, %574
  %576 = fmul double %570, 0x3BA3198A2E037073
  %577 = fsub double %572, %575
  %578 = fsub double %577, %574
  %579 = fsub double %576, %578
  %580 = fsub double %572, %573
  %581 = insertelement <2 x double> poison, double %580, i64 0
  %582 = insertelement <2 x double> %581, double %566, i64 1
  %583 = bitcast <2 x double> %582 to <2 x i64>
  %584 = lshr <2 x i64> %583, splat (i64 52)
  %585 = and <2 x i64> %584, splat (i64 2047)
  %586 = extractelement <2 x i64> %585, i64 0
  %587 = add nuw nsw i64 %586, 16
  %588 = extractelement <2 x i64> %585, i64 1
  %589 = icmp samesign ult i64 %587, %588
  %590 = select i1 %589, double %575, double %572
  %591 = select i1 %589, double %579, double %573
  %592 = fsub double %590, %591
  %593 = fsub double %590, %592
  %594 = fsub double %593, %591
  %595 = fmul double %592, %592
  %596 = fmul double %595, %595
  %597 = fmul double %595, 0x3EFA01A019CB1590
  %598 = fadd double %597, 0xBF56C16C16C15177
  %599 = fmul double %595, %598
  %600 = fadd double %599, 0x3FA555555555554C
  %601 = fmul double %595, %600
  %602 = fmul double %595, 0x3DA8FAE9BE8838D4
  %603 = fsub double 0x3E21EE9EBDB4B1C4, %602
  %604 = fmul double %595, %603
  %605 = fadd double %604, 0xBE927E4F809C52AD
  %606 = fmul double %596, %596
  %607 = fmul double %606, %605
  %608 = fadd double %601, %607
  %609 = fmul double %595, 5.000000e-01
  %610 = fsub double 1.000000e+00, %609
  %611 = fsub double 1.000000e+00, %610
  %612 = fsub double %611, %609
  %613 = fmul double %595, %608
  %614 = fmul double %592, %594
  %615 = fsub double %613, %614
  %616 = fadd double %612, %615
  %617 = fadd double %610, %616
  %618 = fmul double %595, 0x3EC71DE357B1FE7D
  %619 = fadd double %618, 0xBF2A01A019C161D5
  %620 = fmul double %595, %619
  %621 = fadd double %620, 0x3F8111111110F8A6
  %622 = fmul double %595, 0x3DE5D93A5ACFD57C
  %623 = fadd double %622, 0xBE5AE5E68A2B9CEB
  %624 = fmul double %595, %596
  %625 = fmul double %624, %623
  %626 = fadd double %625, %621
  %627 = fmul double %592, %595
  %628 = fmul double %594, 5.000000e-01
  %629 = fmul double %627, %626
  %630 = fsub double %628, %629
  %631 = fmul double %595, %630
  %632 = fsub double %631, %594
  %633 = fmul double %627, 0x3FC5555555555549
  %634 = fadd double %632, %633
  %635 = fsub double %592, %634
  %636 = fneg double %617
  %637 = fneg double %635
  %638 = and i64 %569, 1
  %639 = and i64 %569, 2
  %.not44.us = icmp eq i64 %638, 0
  %.not45.us = icmp eq i64 %639, 0
  %640 = select i1 %.not45.us, double %617, double %636
  %641 = select i1 %.not45.us, double %637, double %635
  %642 = select i1 %.not44.us, double %640, double %641
  %643 = fmul double %565, %642
  %644 = fptrunc double %643 to float
  store float %644, ptr %517, align 4
  %645 = add nuw i64 %noise53.us, 1
  %646 = icmp ult i64 %645, %chunk_units.us
  br i1 %646, label %noise.body.us, label %draw.done.us, !llvm.loop !6

philox.body.us:                                   ; preds = %philox.body.us.preheader340, %philox.body.us
  %philox52.us = phi i64 [ %748, %philox.body.us ], [ %philox52.us.ph, %philox.body.us.preheader340 ]
  %647 = getelementptr inbounds float, ptr %small_unit_of, i64 %philox52.us
  %648 = load i32, ptr %647, align 4
  %649 = zext i32 %648 to i64
  %index.us = add i64 %row_offset.us, %649
  %650 = getelementptr inbounds float, ptr %small_step_of, i64 %philox52.us
  %651 = load i32, ptr %650, align 4
  %652 = zext i32 %651 to i64
  %key1_step5.us = add i64 %key1_step.us, %652
  %653 = lshr i64 %key1_step5.us, 32
  %654 = and i64 %index.us, 4294967295
  %655 = mul nuw i64 %654, 3528531795
  %656 = mul nuw i64 %653, 3449720151
  %657 = lshr i64 %656, 32
  %658 = xor i64 %key0, %657
  %659 = xor i64 %658, %key1_step5.us
  %660 = xor i64 %index.us, %key0
  %661 = xor i64 %660, %655
  %662 = lshr i64 %661, 32
  %663 = and i64 %659, 4294967295
  %664 = mul nuw i64 %663, 3528531795
  %665 = mul nuw i64 %662, 3449720151
  %666 = lshr i64 %664, 32
  %667 = lshr i64 %665, 32
  %668 = xor i64 %26, %667
  %669 = xor i64 %668, %656
  %670 = xor i64 %27, %666
  %671 = xor i64 %670, %655
  %672 = and i64 %669, 4294967295
  %673 = mul nuw i64 %672, 3528531795
  %674 = and i64 %671, 4294967295
  %675 = mul nuw i64 %674, 3449720151
  %676 = lshr i64 %673, 32
  %677 = lshr i64 %675, 32
  %678 = xor i64 %28, %677
  %679 = xor i64 %678, %665
  %680 = xor i64 %29, %676
  %681 = xor i64 %680, %664
  %682 = and i64 %679, 4294967295
  %683 = mul nuw i64 %682, 3528531795
  %684 = and i64 %681, 4294967295
  %685 = mul nuw i64 %684, 3449720151
  %686 = lshr i64 %683, 32
  %687 = lshr i64 %685, 32
  %688 = xor i64 %30, %687
  %689 = xor i64 %688, %675
  %690 = xor i64 %31, %686
  %691 = xor i64 %690, %673
  %692 = and i64 %689, 4294967295
  %693 = mul nuw i64 %692, 3528531795
  %694 = and i64 %691, 4294967295
  %695 = mul nuw i64 %694, 3449720151
  %696 = lshr i64 %693, 32
  %697 = lshr i64 %695, 32
  %698 = xor i64 %32, %697
  %699 = xor i64 %698, %685
  %700 = xor i64 %33, %696
  %701 = xor i64 %700, %683
  %702 = and i64 %699, 4294967295
  %703 = mul nuw i64 %702, 3528531795
  %704 = and i64 %701, 4294967295
  %705 = mul nuw i64 %704, 3449720151
  %706 = lshr i64 %703, 32
  %707 = lshr i64 %705, 32
  %708 = xor i64 %34, %707
  %709 = xor i64 %708, %695
  %710 = xor i64 %35, %706
  %711 = xor i64 %710, %693
  %712 = and i64 %709, 4294967295
  %713 = mul nuw i64 %712, 3528531795
  %714 = and i64 %711, 4294967295
  %715 = mul nuw i64 %714, 3449720151
  %716 = lshr i64 %713, 32
  %717 = lshr i64 %715, 32
  %718 = xor i64 %36, %717
  %719 = xor i64 %718, %705
  %720 = xor i64 %37, %716
  %721 = xor i64 %720, %703
  %722 = and i64 %719, 4294967295
  %723 = mul nuw i64 %722, 3528531795
  %724 = and i64 %721, 4294967295
  %725 = mul nuw i64 %724, 3449720151
  %726 = lshr i64 %723, 32
  %727 = lshr i64 %725, 32
  %728 = xor i64 %38, %727
  %729 = xor i64 %728, %715
  %730 = xor i64 %39, %726
  %731 = xor i64 %730, %713
  %732 = and i64 %729, 4294967295
  %733 = mul nuw i64 %732, 3528531795
  %734 = lshr i64 %733, 32
  %735 = trunc i64 %731 to i32
  %736 = mul i32 %735, -845247145
  %737 = xor i64 %40, %734
  %738 = xor i64 %737, %723
  %739 = and i64 %738, 4294967295
  %740 = mul nuw i64 %739, 3449720151
  %741 = lshr i64 %740, 32
  %742 = trunc nuw i64 %741 to i32
  %743 = trunc i64 %740 to i32
  %744 = xor i32 %736, %742
  %745 = xor i32 %744, %41
  %746 = getelementptr inbounds float, ptr %small_noise, i64 %philox52.us
  store i32 %745, ptr %746, align 4
  %747 = getelementptr inbounds float, ptr %small_staging, i64 %philox52.us
  store i32 %743, ptr %747, align 4
  %748 = add nuw i64 %philox52.us, 1
  %749 = icmp ult i64 %748, %chunk_units.us
  br i1 %749, label %philox.body.us, label %noise.body.us.preheader, !llvm.loop !7

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block264
  %min.iters.check204 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check204, label %noise.body.us.preheader339, label %vector.ph205

vector.ph205:                                     ; preds = %noise.body.us.preheader
  %n.vec207 = and i64 %chunk_units.us, 32760
  br label %vector.body208

vector.body208:                                   ; preds = %vector.body208, %vector.ph205
  %index209 = phi i64 [ 0, %vector.ph205 ], [ %index.next212, %vector.body208 ]
  %750 = getelementptr inbounds float, ptr %small_noise, i64 %index209
  %wide.load210 = load <8 x i32>, ptr %750, align 4
  %751 = getelementptr inbounds float, ptr %small_staging, i64 %index209
  %wide.load211 = load <8 x i32>, ptr %751, align 4
  %752 = uitofp <8 x i32> %wide.load210 to <8 x double>
  %753 = fadd <8 x double> %752, splat (double 5.000000e-01)
  %754 = fmul <8 x double> %753, splat (double 0x3DF0000000000000)
  %755 = uitofp <8 x i32> %wide.load211 to <8 x double>
  %756 = fadd <8 x double> %755, splat (double 5.000000e-01)
  %757 = fmul <8 x double> %756, splat (double 0x3DF0000000000000)
  %758 = bitcast <8 x double> %754 to <8 x i64>
  %759 = lshr <8 x i64> %758, splat (i64 32)
  %760 = add nuw nsw <8 x i64> %759, splat (i64 614242)
  %761 = lshr <8 x i64> %760, splat (i64 20)
  %762 = add nsw <8 x i64> %761, splat (i64 -1023)
  %763 = shl nuw <8 x i64> %760, splat (i64 32)
  %764 = and <8 x i64> %763, splat (i64 4503595332403200)
  %765 = add nuw nsw <8 x i64> %764, splat (i64 4604544269498187776)
  %766 = and <8 x i64> %758, splat (i64 4294967295)
  %767 = or disjoint <8 x i64> %765, %766
  %768 = bitcast <8 x i64> %767 to <8 x double>
  %769 = fadd <8 x double> %768, splat (double -1.000000e+00)
  %770 = fmul <8 x double> %769, splat (double 5.000000e-01)
  %771 = fmul <8 x double> %769, %770
  %772 = fadd <8 x double> %769, splat (double 2.000000e+00)
  %773 = fdiv <8 x double> %769, %772
  %774 = fmul <8 x double> %773, %773
  %775 = fmul <8 x double> %774, %774
  %776 = fmul <8 x double> %775, splat (double 0x3FC39A09D078C69F)
  %777 = fadd <8 x double> %776, splat (double 0x3FCC71C51D8E78AF)
  %778 = fmul <8 x double> %775, %777
  %779 = fadd <8 x double> %778, splat (double 0x3FD999999997FA04)
  %780 = fmul <8 x double> %775, %779
  %781 = fmul <8 x double> %775, splat (double 0x3FC2F112DF3E5244)
  %782 = fadd <8 x double> %781, splat (double 0x3FC7466496CB03DE)
  %783 = fmul <8 x double> %775, %782
  %784 = fadd <8 x double> %783, splat (double 0x3FD2492494229359)
  %785 = fmul <8 x double> %775, %784
  %786 = fadd <8 x double> %785, splat (double 0x3FE5555555555593)
  %787 = fmul <8 x double> %774, %786
  %788 = fadd <8 x double> %780, %787
  %789 = sitofp <8 x i64> %762 to <8 x double>
  %790 = fadd <8 x double> %771, %788
  %791 = fmul <8 x double> %773, %790
  %792 = fmul <8 x double> %789, splat (double 0x3DEA39EF35793C76)
  %793 = fadd <8 x double> %792, %791
  %794 = fsub <8 x double> %793, %771
  %795 = fadd <8 x double> %769, %794
  %796 = fmul <8 x double> %789, splat (double 0x3FE62E42FEE00000)
  %797 = fadd <8 x double> %796, %795
  %798 = fmul <8 x double> %797, splat (double -2.000000e+00)
  %799 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %798)
  %800 = fmul <8 x double> %757, splat (double 0x401921FB54442D18)
  %801 = fmul <8 x double> %800, splat (double 0x3FE45F306DC9C883)
  %802 = fadd <8 x double> %801, splat (double 0x4338000000000000)
  %803 = bitcast <8 x double> %802 to <8 x i64>
  %804 = fadd <8 x double> %802, splat (double 0xC338000000000000)
  %805 = fmul <8 x double> %804, splat (double 0x3FF921FB54400000)
  %806 = fsub <8 x double> %800, %805
  %807 = fmul <8 x double> %804, splat (double 0x3DD0B4611A626331)
  %808 = fmul <8 x double> %804, splat (double 0x3DD0B4611A600000)
  %809 = fsub <8 x double> %806, %808
  %810 = fmul <8 x double> %804, splat (double 0x3BA3198A2E037073)
  %811 = fsub <8 x double> %806, %809
  %812 = fsub <8 x double> %811, %808
  %813 = fsub <8 x double> %810, %812
  %814 = fsub <8 x double> %806, %807
  %815 = bitcast <8 x double> %800 to <8 x i64>
  %816 = lshr <8 x i64> %815, splat (i64 52)
  %817 = and <8 x i64> %816, splat (i64 2047)
  %818 = bitcast <8 x double> %814 to <8 x i64>
  %819 = lshr <8 x i64> %818, splat (i64 52)
  %820 = and <8 x i64> %819, splat (i64 2047)
  %821 = add nuw nsw <8 x i64> %820, splat (i64 16)
  %822 = icmp samesign ult <8 x i64> %821, %817
  %823 = select <8 x i1> %822, <8 x double> %809, <8 x double> %806
  %824 = select <8 x i1> %822, <8 x double> %813, <8 x double> %807
  %825 = fsub <8 x double> %823, %824
  %826 = fsub <8 x double> %823, %825
  %827 = fsub <8 x double> %826, %824
  %828 = fmul <8 x double> %825, %825
  %829 = fmul <8 x double> %828, %828
  %830 = fmul <8 x double> %828, splat (double 0x3EFA01A019CB1590)
  %831 = fadd <8 x double> %830, splat (double 0xBF56C16C16C15177)
  %832 = fmul <8 x double> %828, %831
  %833 = fadd <8 x double> %832, splat (double 0x3FA555555555554C)
  %834 = fmul <8 x double> %828, %833
  %835 = fmul <8 x double> %828, splat (double 0x3DA8FAE9BE8838D4)
  %836 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %835
  %837 = fmul <8 x double> %828, %836
  %838 = fadd <8 x double> %837, splat (double 0xBE927E4F809C52AD)
  %839 = fmul <8 x double> %829, %829
  %840 = fmul <8 x double> %839, %838
  %841 = fadd <8 x double> %834, %840
  %842 = fmul <8 x double> %828, splat (double 5.000000e-01)
  %843 = fsub <8 x double> splat (double 1.000000e+00), %842
  %844 = fsub <8 x double> splat (double 1.000000e+00), %843
  %845 = fsub <8 x double> %844, %842
  %846 = fmul <8 x double> %828, %841
  %847 = fmul <8 x double> %825, %827
  %848 = fsub <8 x double> %846, %847
  %849 = fadd <8 x double> %845, %848
  %850 = fadd <8 x double> %843, %849
  %851 = fmul <8 x double> %828, splat (double 0x3EC71DE357B1FE7D)
  %852 = fadd <8 x double> %851, splat (double 0xBF2A01A019C161D5)
  %853 = fmul <8 x double> %828, %852
  %854 = fadd <8 x double> %853, splat (double 0x3F8111111110F8A6)
  %855 = fmul <8 x double> %828, splat (double 0x3DE5D93A5ACFD57C)
  %856 = fadd <8 x double> %855, splat (double 0xBE5AE5E68A2B9CEB)
  %857 = fmul <8 x double> %828, %829
  %858 = fmul <8 x double> %857, %856
  %859 = fadd <8 x double> %858, %854
  %860 = fmul <8 x double> %825, %828
  %861 = fmul <8 x double> %827, splat (double 5.000000e-01)
  %862 = fmul <8 x double> %860, %859
  %863 = fsub <8 x double> %861, %862
  %864 = fmul <8 x double> %828, %863
  %865 = fsub <8 x double> %864, %827
  %866 = fmul <8 x double> %860, splat (double 0x3FC5555555555549)
  %867 = fadd <8 x double> %865, %866
  %868 = fsub <8 x double> %825, %867
  %869 = fneg <8 x double> %850
  %870 = fneg <8 x double> %868
  %871 = and <8 x i64> %803, splat (i64 1)
  %872 = and <8 x i64> %803, splat (i64 2)
  %873 = icmp eq <8 x i64> %871, zeroinitializer
  %874 = icmp eq <8 x i64> %872, zeroinitializer
  %875 = select <8 x i1> %874, <8 x double> %850, <8 x double> %869
  %876 = select <8 x i1> %874, <8 x double> %870, <8 x double> %868
  %877 = select <8 x i1> %873, <8 x double> %875, <8 x double> %876
  %878 = fmul <8 x double> %799, %877
  %879 = fptrunc <8 x double> %878 to <8 x float>
  store <8 x float> %879, ptr %750, align 4
  %index.next212 = add nuw i64 %index209, 8
  %880 = icmp eq i64 %index.next212, %n.vec207
  br i1 %880, label %middle.block213, label %vector.body208, !llvm.loop !8

middle.block213:                                  ; preds = %vector.body208
  %cmp.n214 = icmp eq i64 %chunk_units.us, %n.vec207
  br i1 %cmp.n214, label %draw.done.us, label %noise.body.us.preheader339

noise.body.us.preheader339:                       ; preds = %noise.body.us.preheader, %middle.block213
  %noise53.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec207, %middle.block213 ]
  br label %noise.body.us

draw.done.us:                                     ; preds = %noise.body.us, %middle.block213, %small_draw.then.us, %small_rows.then.us
  %chunk_offset.us = mul nuw nsw i64 %step_in_chunk.us, %n_features
  %881 = getelementptr inbounds nuw float, ptr %small_noise, i64 %chunk_offset.us
  br i1 %.not63, label %noise.done.us, label %iter.check164

draw.done.us.thread92:                            ; preds = %step.body.us
  %chunk_offset.us93 = mul i64 %step_in_chunk.us, %n_features
  %882 = getelementptr inbounds float, ptr %small_noise, i64 %chunk_offset.us93
  %noise16.us94 = select i1 %small_rows, ptr %882, ptr %23
  br i1 %.not63, label %noise.done.us, label %iter.check164

iter.check164:                                    ; preds = %noise.body11.us, %middle.block276, %draw.done.us.thread92, %draw.done.us
  %noise16.us82 = phi ptr [ %noise16.us94, %draw.done.us.thread92 ], [ %881, %draw.done.us ], [ %23, %middle.block276 ], [ %23, %noise.body11.us ]
  br i1 %or.cond, label %feature.body.us.preheader, label %vector.main.loop.iter.check166

vector.main.loop.iter.check166:                   ; preds = %iter.check164
  br i1 %min.iters.check165, label %vec.epilog.ph188, label %vector.body170

vector.body170:                                   ; preds = %vector.main.loop.iter.check166, %vector.body170
  %index171 = phi i64 [ %index.next180, %vector.body170 ], [ 0, %vector.main.loop.iter.check166 ]
  %vec.ind172 = phi <8 x i64> [ %vec.ind.next181, %vector.body170 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.main.loop.iter.check166 ]
  %step.add173 = add <8 x i64> %vec.ind172, splat (i64 8)
  %step.add.2174 = add <8 x i64> %vec.ind172, splat (i64 16)
  %step.add.3175 = add <8 x i64> %vec.ind172, splat (i64 24)
  %883 = getelementptr inbounds float, ptr %64, i64 %index171
  %884 = getelementptr inbounds nuw i8, ptr %883, i64 32
  %885 = getelementptr inbounds nuw i8, ptr %883, i64 64
  %886 = getelementptr inbounds nuw i8, ptr %883, i64 96
  %wide.load176 = load <8 x float>, ptr %883, align 4
  %wide.load177 = load <8 x float>, ptr %884, align 4
  %wide.load178 = load <8 x float>, ptr %885, align 4
  %wide.load179 = load <8 x float>, ptr %886, align 4
  %887 = call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind172)
  %888 = call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add173)
  %889 = call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.2174)
  %890 = call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.3175)
  %891 = icmp eq <8 x i64> %887, splat (i64 2)
  %892 = icmp eq <8 x i64> %888, splat (i64 2)
  %893 = icmp eq <8 x i64> %889, splat (i64 2)
  %894 = icmp eq <8 x i64> %890, splat (i64 2)
  %895 = select <8 x i1> %891, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %896 = select <8 x i1> %892, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %897 = select <8 x i1> %893, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %898 = select <8 x i1> %894, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %899 = fmul <8 x float> %895, %wide.load176
  %900 = fmul <8 x float> %896, %wide.load177
  %901 = fmul <8 x float> %897, %wide.load178
  %902 = fmul <8 x float> %898, %wide.load179
  %903 = fsub <8 x float> %wide.load176, %899
  %904 = fsub <8 x float> %wide.load177, %900
  %905 = fsub <8 x float> %wide.load178, %901
  %906 = fsub <8 x float> %wide.load179, %902
  %907 = fmul <8 x float> %903, %903
  %908 = fmul <8 x float> %904, %904
  %909 = fmul <8 x float> %905, %905
  %910 = fmul <8 x float> %906, %906
  %911 = getelementptr inbounds float, ptr %scratch, i64 %index171
  %912 = getelementptr inbounds nuw i8, ptr %911, i64 32
  %913 = getelementptr inbounds nuw i8, ptr %911, i64 64
  %914 = getelementptr inbounds nuw i8, ptr %911, i64 96
  store <8 x float> %907, ptr %911, align 4
  store <8 x float> %908, ptr %912, align 4
  store <8 x float> %909, ptr %913, align 4
  store <8 x float> %910, ptr %914, align 4
  %index.next180 = add nuw i64 %index171, 32
  %vec.ind.next181 = add <8 x i64> %vec.ind172, splat (i64 32)
  %915 = icmp eq i64 %index.next180, %n.vec169
  br i1 %915, label %middle.block182, label %vector.body170, !llvm.loop !9

middle.block182:                                  ; preds = %vector.body170
  br i1 %cmp.n183, label %fold_sums.body.us.preheader, label %vec.epilog.iter.check186

fold_sums.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block200, %middle.block182
  br i1 %55, label %fold_sums.body.us.epil.preheader, label %fold_sums.body.us

vec.epilog.iter.check186:                         ; preds = %middle.block182
  br i1 %min.epilog.iters.check187, label %feature.body.us.preheader, label %vec.epilog.ph188, !prof !10

vec.epilog.ph188:                                 ; preds = %vector.main.loop.iter.check166, %vec.epilog.iter.check186
  %bc.resume.val184 = phi i64 [ %n.vec169, %vec.epilog.iter.check186 ], [ 0, %vector.main.loop.iter.check166 ]
  %broadcast.splatinsert191 = insertelement <8 x i64> poison, i64 %bc.resume.val184, i64 0
  %broadcast.splat192 = shufflevector <8 x i64> %broadcast.splatinsert191, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction193 = or disjoint <8 x i64> %broadcast.splat192, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body194

vec.epilog.vector.body194:                        ; preds = %vec.epilog.vector.body194, %vec.epilog.ph188
  %index195 = phi i64 [ %bc.resume.val184, %vec.epilog.ph188 ], [ %index.next198, %vec.epilog.vector.body194 ]
  %vec.ind196 = phi <8 x i64> [ %induction193, %vec.epilog.ph188 ], [ %vec.ind.next199, %vec.epilog.vector.body194 ]
  %916 = getelementptr inbounds float, ptr %64, i64 %index195
  %wide.load197 = load <8 x float>, ptr %916, align 4
  %917 = call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind196)
  %918 = icmp eq <8 x i64> %917, splat (i64 2)
  %919 = select <8 x i1> %918, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %920 = fmul <8 x float> %919, %wide.load197
  %921 = fsub <8 x float> %wide.load197, %920
  %922 = fmul <8 x float> %921, %921
  %923 = getelementptr inbounds float, ptr %scratch, i64 %index195
  store <8 x float> %922, ptr %923, align 4
  %index.next198 = add nuw i64 %index195, 8
  %vec.ind.next199 = add nuw <8 x i64> %vec.ind196, splat (i64 8)
  %924 = icmp eq i64 %index.next198, %n.vec190
  br i1 %924, label %vec.epilog.middle.block200, label %vec.epilog.vector.body194, !llvm.loop !11

vec.epilog.middle.block200:                       ; preds = %vec.epilog.vector.body194
  br i1 %cmp.n201, label %fold_sums.body.us.preheader, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check164, %vec.epilog.iter.check186, %vec.epilog.middle.block200
  %feature54.us.ph = phi i64 [ 0, %iter.check164 ], [ %n.vec169, %vec.epilog.iter.check186 ], [ %n.vec190, %vec.epilog.middle.block200 ]
  %925 = sub i64 %54, %feature54.us.ph
  br i1 %lcmp.mod343.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader, %feature.body.us.prol
  %feature54.us.prol = phi i64 [ %933, %feature.body.us.prol ], [ %feature54.us.ph, %feature.body.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body.us.prol ], [ 0, %feature.body.us.preheader ]
  %926 = getelementptr inbounds float, ptr %64, i64 %feature54.us.prol
  %927 = load float, ptr %926, align 4
  %popcount.us.prol = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature54.us.prol)
  %928 = icmp eq i64 %popcount.us.prol, 2
  %grade.us.prol = select i1 %928, float 1.000000e+00, float 0.000000e+00
  %929 = fmul float %grade.us.prol, %927
  %930 = fsub float %927, %929
  %931 = fmul float %930, %930
  %932 = getelementptr inbounds float, ptr %scratch, i64 %feature54.us.prol
  store float %931, ptr %932, align 4
  %933 = add nuw i64 %feature54.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter342
  br i1 %prol.iter.cmp.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol, !llvm.loop !12

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature54.us.unr = phi i64 [ %feature54.us.ph, %feature.body.us.preheader ], [ %933, %feature.body.us.prol ]
  %934 = icmp ult i64 %925, 3
  br i1 %934, label %fold_sums.body.us.preheader, label %feature.body.us

fold_sums.exit.us.thread.unr-lcssa:               ; preds = %fold_sums.body.us
  br i1 %lcmp.mod345.not, label %fold_sums.exit.us.thread, label %fold_sums.body.us.epil.preheader

fold_sums.body.us.epil.preheader:                 ; preds = %fold_sums.exit.us.thread.unr-lcssa, %fold_sums.body.us.preheader
  %fold_sums56.us.epil.init = phi i64 [ 0, %fold_sums.body.us.preheader ], [ %1149, %fold_sums.exit.us.thread.unr-lcssa ]
  %fold_value.055.us.epil.init = phi float [ 0.000000e+00, %fold_sums.body.us.preheader ], [ %1148, %fold_sums.exit.us.thread.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod347)
  br label %fold_sums.body.us.epil

fold_sums.body.us.epil:                           ; preds = %fold_sums.body.us.epil, %fold_sums.body.us.epil.preheader
  %fold_sums56.us.epil = phi i64 [ %938, %fold_sums.body.us.epil ], [ %fold_sums56.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value.055.us.epil = phi float [ %937, %fold_sums.body.us.epil ], [ %fold_value.055.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.us.epil ], [ 0, %fold_sums.body.us.epil.preheader ]
  %935 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums56.us.epil
  %936 = load float, ptr %935, align 4
  %937 = fadd float %fold_value.055.us.epil, %936
  %938 = add nuw i64 %fold_sums56.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter344
  br i1 %epil.iter.cmp.not, label %fold_sums.exit.us.thread, label %fold_sums.body.us.epil, !llvm.loop !14

fold_sums.exit.us.thread:                         ; preds = %fold_sums.body.us.epil, %fold_sums.exit.us.thread.unr-lcssa
  %.lcssa = phi float [ %1148, %fold_sums.exit.us.thread.unr-lcssa ], [ %937, %fold_sums.body.us.epil ]
  %939 = fcmp ogt float %.lcssa, 0x3D71979980000000
  %940 = select i1 %939, float 1.000000e+00, float 0.000000e+00
  %941 = fptoui float %940 to i32
  %status31.us90 = load i32, ptr %66, align 4
  %942 = or i32 %status31.us90, %941
  store i32 %942, ptr %66, align 4
  br i1 %draw.not, label %iter.check, label %feature.body23.us.preheader

feature.body23.us.preheader:                      ; preds = %fold_sums.exit.us.thread
  br i1 %min.iters.check, label %feature.body23.us.preheader337, label %vector.memcheck127

vector.memcheck127:                               ; preds = %feature.body23.us.preheader
  %scevgep132 = getelementptr i8, ptr %noise16.us82, i64 %48
  %bound0136 = icmp ult ptr %scevgep128, %scevgep132
  %bound1137 = icmp ult ptr %noise16.us82, %scevgep129
  %found.conflict138 = and i1 %bound0136, %bound1137
  %conflict.rdx = or i1 %found.conflict135, %found.conflict138
  br i1 %conflict.rdx, label %feature.body23.us.preheader337, label %vector.ph140

vector.ph140:                                     ; preds = %vector.memcheck127
  %broadcast.splatinsert145 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat146 = shufflevector <8 x float> %broadcast.splatinsert145, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body147

vector.body147:                                   ; preds = %vector.body147, %vector.ph140
  %index148 = phi i64 [ 0, %vector.ph140 ], [ %index.next153, %vector.body147 ]
  %vec.ind149 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph140 ], [ %vec.ind.next154, %vector.body147 ]
  %943 = getelementptr inbounds float, ptr %64, i64 %index148
  %wide.load150 = load <8 x float>, ptr %943, align 4, !alias.scope !15, !noalias !18
  %944 = getelementptr inbounds float, ptr %65, i64 %index148
  %wide.load151 = load <8 x float>, ptr %944, align 4, !alias.scope !21
  %945 = fsub <8 x float> %wide.load150, %wide.load151
  %946 = fmul <8 x float> %945, splat (float 2.000000e+00)
  %947 = fmul <8 x float> %946, splat (float 5.000000e-01)
  %948 = call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind149)
  %949 = icmp eq <8 x i64> %948, splat (i64 2)
  %950 = select <8 x i1> %949, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %951 = fmul <8 x float> %950, %947
  %952 = fmul <8 x float> %broadcast.splat144, %951
  %953 = fsub <8 x float> %wide.load150, %952
  %954 = getelementptr inbounds float, ptr %noise16.us82, i64 %index148
  %wide.load152 = load <8 x float>, ptr %954, align 4, !alias.scope !22
  %955 = fmul <8 x float> %950, %wide.load152
  %956 = fmul <8 x float> %broadcast.splat146, %955
  %957 = fadd <8 x float> %956, %953
  %958 = fmul <8 x float> %950, %957
  store <8 x float> %958, ptr %943, align 4, !alias.scope !15, !noalias !18
  %index.next153 = add nuw i64 %index148, 8
  %vec.ind.next154 = add nuw <8 x i64> %vec.ind149, splat (i64 8)
  %959 = icmp eq i64 %index.next153, %n.vec142
  br i1 %959, label %middle.block155, label %vector.body147, !llvm.loop !23

middle.block155:                                  ; preds = %vector.body147
  br i1 %cmp.n156, label %noise.done.us, label %feature.body23.us.preheader337

feature.body23.us.preheader337:                   ; preds = %vector.memcheck127, %feature.body23.us.preheader, %middle.block155
  %feature2557.us.ph = phi i64 [ 0, %vector.memcheck127 ], [ 0, %feature.body23.us.preheader ], [ %n.vec142, %middle.block155 ]
  %.neg = or disjoint i64 %feature2557.us.ph, 1
  br i1 %lcmp.mod351.not, label %feature.body23.us.prol.loopexit, label %feature.body23.us.prol

feature.body23.us.prol:                           ; preds = %feature.body23.us.preheader337
  %960 = getelementptr inbounds float, ptr %64, i64 %feature2557.us.ph
  %961 = load float, ptr %960, align 4
  %962 = getelementptr inbounds float, ptr %65, i64 %feature2557.us.ph
  %963 = load float, ptr %962, align 4
  %964 = fsub float %961, %963
  %965 = fmul float %964, 2.000000e+00
  %966 = fmul float %965, 5.000000e-01
  %popcount26.us.prol = tail call range(i64 0, 62) i64 @llvm.ctpop.i64(i64 %feature2557.us.ph)
  %967 = icmp eq i64 %popcount26.us.prol, 2
  %grade27.us.prol = select i1 %967, float 1.000000e+00, float 0.000000e+00
  %968 = fmul float %grade27.us.prol, %966
  %969 = fmul float %eta, %968
  %970 = fsub float %961, %969
  %971 = getelementptr inbounds float, ptr %noise16.us82, i64 %feature2557.us.ph
  %972 = load float, ptr %971, align 4
  %973 = fmul float %grade27.us.prol, %972
  %974 = fmul float %noise_scale4.us, %973
  %975 = fadd float %974, %970
  %976 = fmul float %grade27.us.prol, %975
  store float %976, ptr %960, align 4
  %977 = or disjoint i64 %feature2557.us.ph, 1
  br label %feature.body23.us.prol.loopexit

feature.body23.us.prol.loopexit:                  ; preds = %feature.body23.us.prol, %feature.body23.us.preheader337
  %feature2557.us.unr = phi i64 [ %feature2557.us.ph, %feature.body23.us.preheader337 ], [ %977, %feature.body23.us.prol ]
  %978 = icmp eq i64 %n_features, %.neg
  br i1 %978, label %noise.done.us, label %feature.body23.us

iter.check:                                       ; preds = %fold_sums.exit.us.thread
  %brmerge = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge, label %feature.body33.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check105, label %vec.epilog.ph, label %vector.body

vector.body:                                      ; preds = %vector.main.loop.iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.main.loop.iter.check ]
  %vec.ind = phi <8 x i64> [ %vec.ind.next, %vector.body ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.main.loop.iter.check ]
  %step.add = add <8 x i64> %vec.ind, splat (i64 8)
  %step.add.2 = add <8 x i64> %vec.ind, splat (i64 16)
  %step.add.3 = add <8 x i64> %vec.ind, splat (i64 24)
  %979 = getelementptr inbounds float, ptr %64, i64 %index
  %980 = getelementptr inbounds nuw i8, ptr %979, i64 32
  %981 = getelementptr inbounds nuw i8, ptr %979, i64 64
  %982 = getelementptr inbounds nuw i8, ptr %979, i64 96
  %wide.load = load <8 x float>, ptr %979, align 4, !alias.scope !24, !noalias !27
  %wide.load106 = load <8 x float>, ptr %980, align 4, !alias.scope !24, !noalias !27
  %wide.load107 = load <8 x float>, ptr %981, align 4, !alias.scope !24, !noalias !27
  %wide.load108 = load <8 x float>, ptr %982, align 4, !alias.scope !24, !noalias !27
  %983 = getelementptr inbounds float, ptr %65, i64 %index
  %984 = getelementptr inbounds nuw i8, ptr %983, i64 32
  %985 = getelementptr inbounds nuw i8, ptr %983, i64 64
  %986 = getelementptr inbounds nuw i8, ptr %983, i64 96
  %wide.load109 = load <8 x float>, ptr %983, align 4, !alias.scope !27
  %wide.load110 = load <8 x float>, ptr %984, align 4, !alias.scope !27
  %wide.load111 = load <8 x float>, ptr %985, align 4, !alias.scope !27
  %wide.load112 = load <8 x float>, ptr %986, align 4, !alias.scope !27
  %987 = fsub <8 x float> %wide.load, %wide.load109
  %988 = fsub <8 x float> %wide.load106, %wide.load110
  %989 = fsub <8 x float> %wide.load107, %wide.load111
  %990 = fsub <8 x float> %wide.load108, %wide.load112
  %991 = fmul <8 x float> %987, splat (float 2.000000e+00)
  %992 = fmul <8 x float> %988, splat (float 2.000000e+00)
  %993 = fmul <8 x float> %989, splat (float 2.000000e+00)
  %994 = fmul <8 x float> %990, splat (float 2.000000e+00)
  %995 = fmul <8 x float> %991, splat (float 5.000000e-01)
  %996 = fmul <8 x float> %992, splat (float 5.000000e-01)
  %997 = fmul <8 x float> %993, splat (float 5.000000e-01)
  %998 = fmul <8 x float> %994, splat (float 5.000000e-01)
  %999 = call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind)
  %1000 = call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add)
  %1001 = call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.2)
  %1002 = call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.3)
  %1003 = icmp eq <8 x i64> %999, splat (i64 2)
  %1004 = icmp eq <8 x i64> %1000, splat (i64 2)
  %1005 = icmp eq <8 x i64> %1001, splat (i64 2)
  %1006 = icmp eq <8 x i64> %1002, splat (i64 2)
  %1007 = select <8 x i1> %1003, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1008 = select <8 x i1> %1004, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1009 = select <8 x i1> %1005, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1010 = select <8 x i1> %1006, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1011 = fmul <8 x float> %1007, %995
  %1012 = fmul <8 x float> %1008, %996
  %1013 = fmul <8 x float> %1009, %997
  %1014 = fmul <8 x float> %1010, %998
  %1015 = fmul <8 x float> %broadcast.splat, %1011
  %1016 = fmul <8 x float> %broadcast.splat, %1012
  %1017 = fmul <8 x float> %broadcast.splat, %1013
  %1018 = fmul <8 x float> %broadcast.splat, %1014
  %1019 = fsub <8 x float> %wide.load, %1015
  %1020 = fsub <8 x float> %wide.load106, %1016
  %1021 = fsub <8 x float> %wide.load107, %1017
  %1022 = fsub <8 x float> %wide.load108, %1018
  %1023 = fmul <8 x float> %1007, %1019
  %1024 = fmul <8 x float> %1008, %1020
  %1025 = fmul <8 x float> %1009, %1021
  %1026 = fmul <8 x float> %1010, %1022
  store <8 x float> %1023, ptr %979, align 4, !alias.scope !24, !noalias !27
  store <8 x float> %1024, ptr %980, align 4, !alias.scope !24, !noalias !27
  store <8 x float> %1025, ptr %981, align 4, !alias.scope !24, !noalias !27
  store <8 x float> %1026, ptr %982, align 4, !alias.scope !24, !noalias !27
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <8 x i64> %vec.ind, splat (i64 32)
  %1027 = icmp eq i64 %index.next, %n.vec
  br i1 %1027, label %middle.block, label %vector.body, !llvm.loop !29

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body33.us.preheader, label %vec.epilog.ph, !prof !10

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert117 = insertelement <8 x i64> poison, i64 %bc.resume.val, i64 0
  %broadcast.splat118 = shufflevector <8 x i64> %broadcast.splatinsert117, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i64> %broadcast.splat118, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index119 = phi i64 [ %bc.resume.val, %vec.epilog.ph ], [ %index.next123, %vec.epilog.vector.body ]
  %vec.ind120 = phi <8 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next124, %vec.epilog.vector.body ]
  %1028 = getelementptr inbounds float, ptr %64, i64 %index119
  %wide.load121 = load <8 x float>, ptr %1028, align 4, !alias.scope !24, !noalias !27
  %1029 = getelementptr inbounds float, ptr %65, i64 %index119
  %wide.load122 = load <8 x float>, ptr %1029, align 4, !alias.scope !27
  %1030 = fsub <8 x float> %wide.load121, %wide.load122
  %1031 = fmul <8 x float> %1030, splat (float 2.000000e+00)
  %1032 = fmul <8 x float> %1031, splat (float 5.000000e-01)
  %1033 = call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind120)
  %1034 = icmp eq <8 x i64> %1033, splat (i64 2)
  %1035 = select <8 x i1> %1034, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %1036 = fmul <8 x float> %1035, %1032
  %1037 = fmul <8 x float> %broadcast.splat116, %1036
  %1038 = fsub <8 x float> %wide.load121, %1037
  %1039 = fmul <8 x float> %1035, %1038
  store <8 x float> %1039, ptr %1028, align 4, !alias.scope !24, !noalias !27
  %index.next123 = add nuw i64 %index119, 8
  %vec.ind.next124 = add nuw <8 x i64> %vec.ind120, splat (i64 8)
  %1040 = icmp eq i64 %index.next123, %n.vec114
  br i1 %1040, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !30

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n125, label %noise.done.us, label %feature.body33.us.preheader

feature.body33.us.preheader:                      ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature3558.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec114, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg356 = or disjoint i64 %feature3558.us.ph, 1
  br i1 %lcmp.mod354.not, label %feature.body33.us.prol.loopexit, label %feature.body33.us.prol

feature.body33.us.prol:                           ; preds = %feature.body33.us.preheader
  %1041 = getelementptr inbounds float, ptr %64, i64 %feature3558.us.ph
  %1042 = load float, ptr %1041, align 4
  %1043 = getelementptr inbounds float, ptr %65, i64 %feature3558.us.ph
  %1044 = load float, ptr %1043, align 4
  %1045 = fsub float %1042, %1044
  %1046 = fmul float %1045, 2.000000e+00
  %1047 = fmul float %1046, 5.000000e-01
  %popcount36.us.prol = tail call range(i64 0, 62) i64 @llvm.ctpop.i64(i64 %feature3558.us.ph)
  %1048 = icmp eq i64 %popcount36.us.prol, 2
  %grade37.us.prol = select i1 %1048, float 1.000000e+00, float 0.000000e+00
  %1049 = fmul float %grade37.us.prol, %1047
  %1050 = fmul float %eta, %1049
  %1051 = fsub float %1042, %1050
  %1052 = fmul float %grade37.us.prol, %1051
  store float %1052, ptr %1041, align 4
  %1053 = or disjoint i64 %feature3558.us.ph, 1
  br label %feature.body33.us.prol.loopexit

feature.body33.us.prol.loopexit:                  ; preds = %feature.body33.us.prol, %feature.body33.us.preheader
  %feature3558.us.unr = phi i64 [ %feature3558.us.ph, %feature.body33.us.preheader ], [ %1053, %feature.body33.us.prol ]
  %1054 = icmp eq i64 %n_features, %.neg356
  br i1 %1054, label %noise.done.us, label %feature.body33.us

feature.body23.us:                                ; preds = %feature.body23.us.prol.loopexit, %feature.body23.us
  %feature2557.us = phi i64 [ %1090, %feature.body23.us ], [ %feature2557.us.unr, %feature.body23.us.prol.loopexit ]
  %1055 = getelementptr inbounds float, ptr %64, i64 %feature2557.us
  %1056 = load float, ptr %1055, align 4
  %1057 = getelementptr inbounds float, ptr %65, i64 %feature2557.us
  %1058 = load float, ptr %1057, align 4
  %1059 = fsub float %1056, %1058
  %1060 = fmul float %1059, 2.000000e+00
  %1061 = fmul float %1060, 5.000000e-01
  %popcount26.us = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature2557.us)
  %1062 = icmp eq i64 %popcount26.us, 2
  %grade27.us = select i1 %1062, float 1.000000e+00, float 0.000000e+00
  %1063 = fmul float %grade27.us, %1061
  %1064 = fmul float %eta, %1063
  %1065 = fsub float %1056, %1064
  %1066 = getelementptr inbounds float, ptr %noise16.us82, i64 %feature2557.us
  %1067 = load float, ptr %1066, align 4
  %1068 = fmul float %grade27.us, %1067
  %1069 = fmul float %noise_scale4.us, %1068
  %1070 = fadd float %1069, %1065
  %1071 = fmul float %grade27.us, %1070
  store float %1071, ptr %1055, align 4
  %1072 = add nuw i64 %feature2557.us, 1
  %1073 = getelementptr inbounds float, ptr %64, i64 %1072
  %1074 = load float, ptr %1073, align 4
  %1075 = getelementptr inbounds float, ptr %65, i64 %1072
  %1076 = load float, ptr %1075, align 4
  %1077 = fsub float %1074, %1076
  %1078 = fmul float %1077, 2.000000e+00
  %1079 = fmul float %1078, 5.000000e-01
  %popcount26.us.1 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %1072)
  %1080 = icmp eq i64 %popcount26.us.1, 2
  %grade27.us.1 = select i1 %1080, float 1.000000e+00, float 0.000000e+00
  %1081 = fmul float %grade27.us.1, %1079
  %1082 = fmul float %eta, %1081
  %1083 = fsub float %1074, %1082
  %1084 = getelementptr inbounds float, ptr %noise16.us82, i64 %1072
  %1085 = load float, ptr %1084, align 4
  %1086 = fmul float %grade27.us.1, %1085
  %1087 = fmul float %noise_scale4.us, %1086
  %1088 = fadd float %1087, %1083
  %1089 = fmul float %grade27.us.1, %1088
  store float %1089, ptr %1073, align 4
  %1090 = add nuw i64 %feature2557.us, 2
  %exitcond75.not.1 = icmp eq i64 %1090, %n_features
  br i1 %exitcond75.not.1, label %noise.done.us, label %feature.body23.us, !llvm.loop !31

noise.done.us:                                    ; preds = %feature.body23.us.prol.loopexit, %feature.body23.us, %feature.body33.us.prol.loopexit, %feature.body33.us, %middle.block155, %middle.block, %vec.epilog.middle.block, %draw.done.us.thread92, %draw.done.us
  %t_next.us = fmul float %anneal_ratio, %temperature1.059.us
  %1091 = add nuw i64 %step360.us, 1
  %exitcond77.not = icmp eq i64 %1091, %steps
  br i1 %exitcond77.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body33.us:                                ; preds = %feature.body33.us.prol.loopexit, %feature.body33.us
  %feature3558.us = phi i64 [ %1117, %feature.body33.us ], [ %feature3558.us.unr, %feature.body33.us.prol.loopexit ]
  %1092 = getelementptr inbounds float, ptr %64, i64 %feature3558.us
  %1093 = load float, ptr %1092, align 4
  %1094 = getelementptr inbounds float, ptr %65, i64 %feature3558.us
  %1095 = load float, ptr %1094, align 4
  %1096 = fsub float %1093, %1095
  %1097 = fmul float %1096, 2.000000e+00
  %1098 = fmul float %1097, 5.000000e-01
  %popcount36.us = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature3558.us)
  %1099 = icmp eq i64 %popcount36.us, 2
  %grade37.us = select i1 %1099, float 1.000000e+00, float 0.000000e+00
  %1100 = fmul float %grade37.us, %1098
  %1101 = fmul float %eta, %1100
  %1102 = fsub float %1093, %1101
  %1103 = fmul float %grade37.us, %1102
  store float %1103, ptr %1092, align 4
  %1104 = add nuw i64 %feature3558.us, 1
  %1105 = getelementptr inbounds float, ptr %64, i64 %1104
  %1106 = load float, ptr %1105, align 4
  %1107 = getelementptr inbounds float, ptr %65, i64 %1104
  %1108 = load float, ptr %1107, align 4
  %1109 = fsub float %1106, %1108
  %1110 = fmul float %1109, 2.000000e+00
  %1111 = fmul float %1110, 5.000000e-01
  %popcount36.us.1 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %1104)
  %1112 = icmp eq i64 %popcount36.us.1, 2
  %grade37.us.1 = select i1 %1112, float 1.000000e+00, float 0.000000e+00
  %1113 = fmul float %grade37.us.1, %1111
  %1114 = fmul float %eta, %1113
  %1115 = fsub float %1106, %1114
  %1116 = fmul float %grade37.us.1, %1115
  store float %1116, ptr %1105, align 4
  %1117 = add nuw i64 %feature3558.us, 2
  %exitcond76.not.1 = icmp eq i64 %1117, %n_features
  br i1 %exitcond76.not.1, label %noise.done.us, label %feature.body33.us, !llvm.loop !32

fold_sums.body.us:                                ; preds = %fold_sums.body.us.preheader, %fold_sums.body.us
  %fold_sums56.us = phi i64 [ %1149, %fold_sums.body.us ], [ 0, %fold_sums.body.us.preheader ]
  %fold_value.055.us = phi float [ %1148, %fold_sums.body.us ], [ 0.000000e+00, %fold_sums.body.us.preheader ]
  %niter349 = phi i64 [ %niter349.next.7, %fold_sums.body.us ], [ 0, %fold_sums.body.us.preheader ]
  %1118 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums56.us
  %1119 = load float, ptr %1118, align 4
  %1120 = fadd float %fold_value.055.us, %1119
  %1121 = getelementptr float, ptr %scratch, i64 %fold_sums56.us
  %1122 = getelementptr i8, ptr %1121, i64 4
  %1123 = load float, ptr %1122, align 4
  %1124 = fadd float %1120, %1123
  %1125 = getelementptr float, ptr %scratch, i64 %fold_sums56.us
  %1126 = getelementptr i8, ptr %1125, i64 8
  %1127 = load float, ptr %1126, align 4
  %1128 = fadd float %1124, %1127
  %1129 = getelementptr float, ptr %scratch, i64 %fold_sums56.us
  %1130 = getelementptr i8, ptr %1129, i64 12
  %1131 = load float, ptr %1130, align 4
  %1132 = fadd float %1128, %1131
  %1133 = getelementptr float, ptr %scratch, i64 %fold_sums56.us
  %1134 = getelementptr i8, ptr %1133, i64 16
  %1135 = load float, ptr %1134, align 4
  %1136 = fadd float %1132, %1135
  %1137 = getelementptr float, ptr %scratch, i64 %fold_sums56.us
  %1138 = getelementptr i8, ptr %1137, i64 20
  %1139 = load float, ptr %1138, align 4
  %1140 = fadd float %1136, %1139
  %1141 = getelementptr float, ptr %scratch, i64 %fold_sums56.us
  %1142 = getelementptr i8, ptr %1141, i64 24
  %1143 = load float, ptr %1142, align 4
  %1144 = fadd float %1140, %1143
  %1145 = getelementptr float, ptr %scratch, i64 %fold_sums56.us
  %1146 = getelementptr i8, ptr %1145, i64 28
  %1147 = load float, ptr %1146, align 4
  %1148 = fadd float %1144, %1147
  %1149 = add nuw i64 %fold_sums56.us, 8
  %niter349.next.7 = add i64 %niter349, 8
  %niter349.ncmp.7 = icmp eq i64 %niter349.next.7, %unroll_iter348
  br i1 %niter349.ncmp.7, label %fold_sums.exit.us.thread.unr-lcssa, label %fold_sums.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature54.us = phi i64 [ %1181, %feature.body.us ], [ %feature54.us.unr, %feature.body.us.prol.loopexit ]
  %1150 = getelementptr inbounds float, ptr %64, i64 %feature54.us
  %1151 = load float, ptr %1150, align 4
  %popcount.us = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature54.us)
  %1152 = icmp eq i64 %popcount.us, 2
  %grade.us = select i1 %1152, float 1.000000e+00, float 0.000000e+00
  %1153 = fmul float %grade.us, %1151
  %1154 = fsub float %1151, %1153
  %1155 = fmul float %1154, %1154
  %1156 = getelementptr inbounds float, ptr %scratch, i64 %feature54.us
  store float %1155, ptr %1156, align 4
  %1157 = add nuw i64 %feature54.us, 1
  %1158 = getelementptr inbounds float, ptr %64, i64 %1157
  %1159 = load float, ptr %1158, align 4
  %popcount.us.1 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %1157)
  %1160 = icmp eq i64 %popcount.us.1, 2
  %grade.us.1 = select i1 %1160, float 1.000000e+00, float 0.000000e+00
  %1161 = fmul float %grade.us.1, %1159
  %1162 = fsub float %1159, %1161
  %1163 = fmul float %1162, %1162
  %1164 = getelementptr inbounds float, ptr %scratch, i64 %1157
  store float %1163, ptr %1164, align 4
  %1165 = add nuw i64 %feature54.us, 2
  %1166 = getelementptr inbounds float, ptr %64, i64 %1165
  %1167 = load float, ptr %1166, align 4
  %popcount.us.2 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %1165)
  %1168 = icmp eq i64 %popcount.us.2, 2
  %grade.us.2 = select i1 %1168, float 1.000000e+00, float 0.000000e+00
  %1169 = fmul float %grade.us.2, %1167
  %1170 = fsub float %1167, %1169
  %1171 = fmul float %1170, %1170
  %1172 = getelementptr inbounds float, ptr %scratch, i64 %1165
  store float %1171, ptr %1172, align 4
  %1173 = add nuw i64 %feature54.us, 3
  %1174 = getelementptr inbounds float, ptr %64, i64 %1173
  %1175 = load float, ptr %1174, align 4
  %popcount.us.3 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %1173)
  %1176 = icmp eq i64 %popcount.us.3, 2
  %grade.us.3 = select i1 %1176, float 1.000000e+00, float 0.000000e+00
  %1177 = fmul float %grade.us.3, %1175
  %1178 = fsub float %1175, %1177
  %1179 = fmul float %1178, %1178
  %1180 = getelementptr inbounds float, ptr %scratch, i64 %1173
  store float %1179, ptr %1180, align 4
  %1181 = add nuw i64 %feature54.us, 4
  %exitcond73.not.3 = icmp eq i64 %1181, %n_features
  br i1 %exitcond73.not.3, label %fold_sums.body.us.preheader, label %feature.body.us, !llvm.loop !33

philox.header6.preheader.us:                      ; preds = %draw.then.us
  %1182 = lshr i64 %key1_step.us, 32
  %1183 = mul nuw i64 %1182, 3449720151
  %1184 = lshr i64 %1183, 32
  %1185 = xor i64 %key0, %1184
  %1186 = xor i64 %1185, %key1_step.us
  %1187 = and i64 %1186, 4294967295
  %1188 = mul nuw i64 %1187, 3528531795
  %1189 = lshr i64 %1188, 32
  %1190 = xor i64 %1189, %27
  %broadcast.splatinsert286 = insertelement <8 x i64> poison, i64 %1190, i64 0
  %broadcast.splat287 = shufflevector <8 x i64> %broadcast.splatinsert286, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %26, %1183
  %.scalar334 = and i64 %.scalar, 4294967295
  %1191 = insertelement <8 x i64> poison, i64 %.scalar334, i64 0
  %.masked = shufflevector <8 x i64> %1191, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar335 = xor i64 %29, %1188
  %.scalar336 = and i64 %.scalar335, 4294967295
  %1192 = insertelement <8 x i64> poison, i64 %.scalar336, i64 0
  %.masked329 = shufflevector <8 x i64> %1192, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body322

vector.body322:                                   ; preds = %vector.body322, %philox.header6.preheader.us
  %index323 = phi i64 [ 0, %philox.header6.preheader.us ], [ %index.next325, %vector.body322 ]
  %vec.ind324 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %philox.header6.preheader.us ], [ %vec.ind.next326, %vector.body322 ]
  %1193 = add <8 x i64> %vec.ind324, %broadcast.splat289
  %1194 = and <8 x i64> %1193, splat (i64 4294967295)
  %1195 = mul nuw <8 x i64> %1194, splat (i64 3528531795)
  %1196 = xor <8 x i64> %1193, %broadcast.splat291
  %1197 = xor <8 x i64> %1196, %1195
  %1198 = lshr <8 x i64> %1197, splat (i64 32)
  %1199 = mul nuw <8 x i64> %1198, splat (i64 3449720151)
  %1200 = lshr <8 x i64> %1199, splat (i64 32)
  %1201 = xor <8 x i64> %broadcast.splat287, %1195
  %1202 = xor <8 x i64> %.masked, %1200
  %1203 = mul nuw <8 x i64> %1202, splat (i64 3528531795)
  %1204 = and <8 x i64> %1201, splat (i64 4294967295)
  %1205 = mul nuw <8 x i64> %1204, splat (i64 3449720151)
  %1206 = lshr <8 x i64> %1203, splat (i64 32)
  %1207 = lshr <8 x i64> %1205, splat (i64 32)
  %1208 = xor <8 x i64> %1207, %broadcast.splat295
  %1209 = xor <8 x i64> %1208, %1199
  %1210 = and <8 x i64> %1209, splat (i64 4294967295)
  %1211 = mul nuw <8 x i64> %1210, splat (i64 3528531795)
  %1212 = xor <8 x i64> %.masked329, %1206
  %1213 = mul nuw <8 x i64> %1212, splat (i64 3449720151)
  %1214 = lshr <8 x i64> %1211, splat (i64 32)
  %1215 = lshr <8 x i64> %1213, splat (i64 32)
  %1216 = xor <8 x i64> %broadcast.splat299, %1215
  %1217 = xor <8 x i64> %1216, %1205
  %1218 = xor <8 x i64> %1214, %broadcast.splat301
  %1219 = xor <8 x i64> %1218, %1203
  %1220 = and <8 x i64> %1217, splat (i64 4294967295)
  %1221 = mul nuw <8 x i64> %1220, splat (i64 3528531795)
  %1222 = and <8 x i64> %1219, splat (i64 4294967295)
  %1223 = mul nuw <8 x i64> %1222, splat (i64 3449720151)
  %1224 = lshr <8 x i64> %1221, splat (i64 32)
  %1225 = lshr <8 x i64> %1223, splat (i64 32)
  %1226 = xor <8 x i64> %1225, %broadcast.splat303
  %1227 = xor <8 x i64> %1226, %1213
  %1228 = xor <8 x i64> %broadcast.splat305, %1224
  %1229 = xor <8 x i64> %1228, %1211
  %1230 = and <8 x i64> %1227, splat (i64 4294967295)
  %1231 = mul nuw <8 x i64> %1230, splat (i64 3528531795)
  %1232 = and <8 x i64> %1229, splat (i64 4294967295)
  %1233 = mul nuw <8 x i64> %1232, splat (i64 3449720151)
  %1234 = lshr <8 x i64> %1231, splat (i64 32)
  %1235 = lshr <8 x i64> %1233, splat (i64 32)
  %1236 = xor <8 x i64> %broadcast.splat307, %1235
  %1237 = xor <8 x i64> %1236, %1223
  %1238 = xor <8 x i64> %1234, %broadcast.splat309
  %1239 = xor <8 x i64> %1238, %1221
  %1240 = and <8 x i64> %1237, splat (i64 4294967295)
  %1241 = mul nuw <8 x i64> %1240, splat (i64 3528531795)
  %1242 = and <8 x i64> %1239, splat (i64 4294967295)
  %1243 = mul nuw <8 x i64> %1242, splat (i64 3449720151)
  %1244 = lshr <8 x i64> %1241, splat (i64 32)
  %1245 = lshr <8 x i64> %1243, splat (i64 32)
  %1246 = xor <8 x i64> %1245, %broadcast.splat311
  %1247 = xor <8 x i64> %1246, %1233
  %1248 = xor <8 x i64> %broadcast.splat313, %1244
  %1249 = xor <8 x i64> %1248, %1231
  %1250 = and <8 x i64> %1247, splat (i64 4294967295)
  %1251 = mul nuw <8 x i64> %1250, splat (i64 3528531795)
  %1252 = and <8 x i64> %1249, splat (i64 4294967295)
  %1253 = mul nuw <8 x i64> %1252, splat (i64 3449720151)
  %1254 = lshr <8 x i64> %1251, splat (i64 32)
  %1255 = lshr <8 x i64> %1253, splat (i64 32)
  %1256 = xor <8 x i64> %broadcast.splat315, %1255
  %1257 = xor <8 x i64> %1256, %1243
  %1258 = xor <8 x i64> %1254, %broadcast.splat317
  %1259 = xor <8 x i64> %1258, %1241
  %1260 = and <8 x i64> %1257, splat (i64 4294967295)
  %1261 = mul nuw <8 x i64> %1260, splat (i64 3528531795)
  %1262 = lshr <8 x i64> %1261, splat (i64 32)
  %1263 = trunc <8 x i64> %1259 to <8 x i32>
  %1264 = mul <8 x i32> %1263, splat (i32 -845247145)
  %1265 = xor <8 x i64> %broadcast.splat319, %1262
  %1266 = xor <8 x i64> %1265, %1251
  %1267 = and <8 x i64> %1266, splat (i64 4294967295)
  %1268 = mul nuw <8 x i64> %1267, splat (i64 3449720151)
  %1269 = lshr <8 x i64> %1268, splat (i64 32)
  %1270 = trunc nuw <8 x i64> %1269 to <8 x i32>
  %1271 = trunc <8 x i64> %1268 to <8 x i32>
  %1272 = xor <8 x i32> %1264, %1270
  %1273 = xor <8 x i32> %1272, %broadcast.splat321
  %1274 = getelementptr inbounds float, ptr %23, i64 %index323
  store <8 x i32> %1273, ptr %1274, align 4
  %1275 = getelementptr inbounds float, ptr %scratch, i64 %index323
  store <8 x i32> %1271, ptr %1275, align 4
  %index.next325 = add nuw i64 %index323, 8
  %vec.ind.next326 = add nuw <8 x i64> %vec.ind324, splat (i64 8)
  %1276 = icmp eq i64 %index.next325, %n.vec281
  br i1 %1276, label %middle.block327, label %vector.body322, !llvm.loop !34

middle.block327:                                  ; preds = %vector.body322
  br i1 %cmp.n328, label %vector.ph268, label %philox.body7.us.preheader

philox.body7.us.preheader:                        ; preds = %middle.block327
  %invariant.op = xor i64 %1183, %26
  %invariant.op362 = xor i64 %1188, %29
  br label %philox.body7.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done.us
  %1277 = add nuw i64 %row61.us, 1
  %exitcond78.not = icmp eq i64 %1277, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond78.not, label %row.exit, label %row.body.us

small_table.body:                                 ; preds = %small_table.body, %small_table.body.preheader.new
  %small_table49 = phi i64 [ 0, %small_table.body.preheader.new ], [ %1287, %small_table.body ]
  %niter = phi i64 [ 0, %small_table.body.preheader.new ], [ %niter.next.1, %small_table.body ]
  %unit.lhs.trunc = trunc i64 %small_table49 to i16
  %unit96 = urem i16 %unit.lhs.trunc, %unit.rhs.trunc
  %step.lhs.trunc = trunc i64 %small_table49 to i16
  %step97 = udiv i16 %step.lhs.trunc, %step.rhs.trunc
  %1278 = zext nneg i16 %unit96 to i32
  %1279 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table49
  store i32 %1278, ptr %1279, align 4
  %1280 = zext i16 %step97 to i32
  %1281 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table49
  store i32 %1280, ptr %1281, align 4
  %1282 = or disjoint i64 %small_table49, 1
  %unit.lhs.trunc.1 = trunc i64 %1282 to i16
  %unit96.1 = urem i16 %unit.lhs.trunc.1, %unit.rhs.trunc
  %step.lhs.trunc.1 = trunc i64 %1282 to i16
  %step97.1 = udiv i16 %step.lhs.trunc.1, %step.rhs.trunc
  %1283 = zext nneg i16 %unit96.1 to i32
  %1284 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %1282
  store i32 %1283, ptr %1284, align 4
  %1285 = zext i16 %step97.1 to i32
  %1286 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %1282
  store i32 %1285, ptr %1286, align 4
  %1287 = add nuw nsw i64 %small_table49, 2
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.ctpop.v8i64(<8 x i64>) #2

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
!10 = !{!"branch_weights", i32 8, i32 24}
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
!24 = !{!25}
!25 = distinct !{!25, !26}
!26 = distinct !{!26, !"LVerDomain"}
!27 = !{!28}
!28 = distinct !{!28, !26}
!29 = distinct !{!29, !2, !1}
!30 = distinct !{!30, !2, !1}
!31 = distinct !{!31, !2}
!32 = distinct !{!32, !2}
!33 = distinct !{!33, !2}
!34 = distinct !{!34, !2, !1}
