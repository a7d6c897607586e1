; ModuleID = 'quadratic_fast'
source_filename = "quadratic_fast.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_quadratic_fast_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %flat_noise = alloca [512 x float], align 4
  %small_step_of = alloca [512 x float], align 4
  %small_unit_of = alloca [512 x float], align 4
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
  %15 = add i64 %n_features, 3
  %groups = lshr i64 %15, 2
  %16 = and i64 %15, -4
  %17 = select i1 %small_rows, i64 %16, i64 1
  %steps_per_chunk = udiv i64 512, %17
  %small_rows.not = xor i1 %small_rows, true
  %.not113 = icmp eq i64 %groups, 0
  %or.cond = or i1 %small_rows.not, %.not113
  br i1 %or.cond, label %small_tables.done, label %small_table.body.preheader

small_table.body.preheader:                       ; preds = %entry
  %table_len = mul nuw nsw i64 %steps_per_chunk, %groups
  %xtraiter = and i64 %table_len, 1
  %18 = icmp eq i64 %table_len, 1
  br i1 %18, label %small_table.body.epil.preheader, label %small_table.body.preheader.new

small_table.body.preheader.new:                   ; preds = %small_table.body.preheader
  %unroll_iter = and i64 %table_len, 16382
  br label %small_table.body

small_tables.done.loopexit.unr-lcssa:             ; preds = %small_table.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %small_tables.done, label %small_table.body.epil.preheader

small_table.body.epil.preheader:                  ; preds = %small_tables.done.loopexit.unr-lcssa, %small_table.body.preheader
  %small_table83.epil.init = phi i64 [ 0, %small_table.body.preheader ], [ %1312, %small_tables.done.loopexit.unr-lcssa ]
  %lcmp.mod608 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod608)
  %unit.epil = urem i64 %small_table83.epil.init, %groups
  %step.epil = udiv i64 %small_table83.epil.init, %groups
  %19 = trunc nuw i64 %unit.epil to i32
  %20 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table83.epil.init
  store i32 %19, ptr %20, align 4
  %21 = trunc i64 %step.epil to i32
  %22 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table83.epil.init
  store i32 %21, ptr %22, align 4
  br label %small_tables.done

small_tables.done:                                ; preds = %small_table.body.epil.preheader, %small_tables.done.loopexit.unr-lcssa, %entry
  %23 = and i64 %n_features, -29
  %flat = icmp eq i64 %23, 0
  br i1 %flat, label %flat.then, label %row.header.preheader

row.header.preheader:                             ; preds = %small_tables.done
  %24 = icmp ult i64 %row_begin, %row_end
  br i1 %24, label %row.body.lr.ph, label %flat.done

row.body.lr.ph:                                   ; preds = %row.header.preheader
  %anneal15.not = icmp eq i32 %anneal, 0
  %.not114 = icmp eq i64 %steps, 0
  %draw22.not = icmp eq i32 %draw_noise, 0
  %full_groups_end = and i64 %n_features, -4
  %full_groups = lshr i64 %n_features, 2
  %.not115 = icmp eq i64 %full_groups, 0
  %25 = trunc i64 %key0 to i32
  %26 = lshr i64 %key0, 32
  %27 = trunc nuw i64 %26 to i32
  %28 = add i64 %key0, 2654435769
  %29 = add nuw nsw i64 %26, 3144134277
  %30 = add i64 %key0, 1013904242
  %31 = add nuw nsw i64 %26, 1993301258
  %32 = add i64 %key0, 3668340011
  %33 = add nuw nsw i64 %26, 842468239
  %34 = add i64 %key0, 2027808484
  %35 = add nuw nsw i64 %26, 3986602516
  %36 = add i64 %key0, 387276957
  %37 = add nuw nsw i64 %26, 2835769497
  %38 = add i64 %key0, 3041712726
  %39 = add nuw nsw i64 %26, 1684936478
  %40 = add i64 %key0, 1401181199
  %41 = add nuw nsw i64 %26, 534103459
  %42 = add i64 %key0, 4055616968
  %43 = add nuw nsw i64 %26, 3678237736
  %44 = add i32 %25, -1879881855
  %45 = add i32 %27, -1767562579
  %.not116 = icmp eq i64 %full_groups_end, 0
  %.not = icmp eq i64 %full_groups_end, %n_features
  %46 = getelementptr inbounds float, ptr %scratch, i64 %full_groups_end
  %47 = or disjoint i64 %full_groups_end, 1
  %48 = icmp ult i64 %47, %n_features
  %49 = getelementptr inbounds float, ptr %scratch, i64 %47
  %50 = or disjoint i64 %full_groups_end, 2
  %51 = icmp ult i64 %50, %n_features
  %52 = getelementptr inbounds float, ptr %scratch, i64 %50
  br i1 %.not114, label %flat.done, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %53 = mul i64 %row_begin, %n_features
  %54 = shl i64 %53, 2
  %55 = shl i64 %n_features, 2
  %56 = shl i64 %row_begin, 2
  %57 = add i64 %56, 4
  %58 = mul i64 %n_features, %57
  %59 = shl i64 %n_features, 2
  %scevgep240 = getelementptr inbounds nuw i8, ptr %small_noise, i64 4
  %scevgep254 = getelementptr inbounds nuw i8, ptr %small_noise, i64 12
  %60 = add i64 %full_groups_end, -1
  %61 = lshr i64 %60, 1
  %scevgep315 = getelementptr i8, ptr %scratch, i64 4
  %62 = add nuw i64 %61, 1
  %63 = add nsw i64 %full_groups, -1
  %scevgep339 = getelementptr i8, ptr %scratch, i64 8
  %scevgep343 = getelementptr i8, ptr %scratch, i64 12
  %mul.result337 = shl i64 %63, 4
  %64 = getelementptr i8, ptr %scevgep315, i64 %mul.result337
  %65 = icmp ult ptr %64, %scevgep315
  %mul.result341 = shl i64 %63, 4
  %mul.overflow342 = icmp ugt i64 %63, 1152921504606846975
  %66 = getelementptr i8, ptr %scevgep339, i64 %mul.result341
  %67 = icmp ult ptr %66, %scevgep339
  %68 = or i1 %67, %mul.overflow342
  %mul.result345 = shl i64 %63, 4
  %69 = getelementptr i8, ptr %scevgep343, i64 %mul.result345
  %70 = icmp ult ptr %69, %scevgep343
  %71 = or i1 %65, %68
  %72 = or i1 %70, %71
  %n.vec350 = and i64 %full_groups, 2305843009213693944
  %broadcast.splatinsert359 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat360 = shufflevector <8 x i64> %broadcast.splatinsert359, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert363 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat364 = shufflevector <8 x i64> %broadcast.splatinsert363, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert367 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat368 = shufflevector <8 x i64> %broadcast.splatinsert367, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert369 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat370 = shufflevector <8 x i64> %broadcast.splatinsert369, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert371 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat372 = shufflevector <8 x i64> %broadcast.splatinsert371, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert373 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat374 = shufflevector <8 x i64> %broadcast.splatinsert373, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert375 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat376 = shufflevector <8 x i64> %broadcast.splatinsert375, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert377 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat378 = shufflevector <8 x i64> %broadcast.splatinsert377, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert379 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat380 = shufflevector <8 x i64> %broadcast.splatinsert379, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert381 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat382 = shufflevector <8 x i64> %broadcast.splatinsert381, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert383 = insertelement <8 x i64> poison, i64 %40, i64 0
  %broadcast.splat384 = shufflevector <8 x i64> %broadcast.splatinsert383, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert385 = insertelement <8 x i64> poison, i64 %41, i64 0
  %broadcast.splat386 = shufflevector <8 x i64> %broadcast.splatinsert385, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert387 = insertelement <8 x i64> poison, i64 %42, i64 0
  %broadcast.splat388 = shufflevector <8 x i64> %broadcast.splatinsert387, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert389 = insertelement <8 x i64> poison, i64 %43, i64 0
  %broadcast.splat390 = shufflevector <8 x i64> %broadcast.splatinsert389, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert391 = insertelement <8 x i32> poison, i32 %44, i64 0
  %broadcast.splat392 = shufflevector <8 x i32> %broadcast.splatinsert391, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert393 = insertelement <8 x i32> poison, i32 %45, i64 0
  %broadcast.splat394 = shufflevector <8 x i32> %broadcast.splatinsert393, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n400 = icmp eq i64 %full_groups, %n.vec350
  %min.iters.check320 = icmp ult i64 %full_groups_end, 15
  %mul.result317 = shl i64 %61, 3
  %mul.overflow318 = icmp ugt i64 %60, 4611686018427387903
  %73 = getelementptr i8, ptr %scevgep315, i64 %mul.result317
  %74 = icmp ult ptr %73, %scevgep315
  %75 = or i1 %74, %mul.overflow318
  %n.vec323 = and i64 %62, 4611686018427387896
  %76 = shl nuw nsw i64 %n.vec323, 1
  %cmp.n333 = icmp eq i64 %62, %n.vec323
  %broadcast.splatinsert267 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat268 = shufflevector <8 x i64> %broadcast.splatinsert267, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert269 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat270 = shufflevector <8 x i64> %broadcast.splatinsert269, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert271 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat272 = shufflevector <8 x i64> %broadcast.splatinsert271, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert273 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat274 = shufflevector <8 x i64> %broadcast.splatinsert273, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert275 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat276 = shufflevector <8 x i64> %broadcast.splatinsert275, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert277 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat278 = shufflevector <8 x i64> %broadcast.splatinsert277, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert279 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat280 = shufflevector <8 x i64> %broadcast.splatinsert279, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert281 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat282 = shufflevector <8 x i64> %broadcast.splatinsert281, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert283 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat284 = shufflevector <8 x i64> %broadcast.splatinsert283, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert285 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat286 = shufflevector <8 x i64> %broadcast.splatinsert285, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert287 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat288 = shufflevector <8 x i64> %broadcast.splatinsert287, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert289 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat290 = shufflevector <8 x i64> %broadcast.splatinsert289, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert291 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat292 = shufflevector <8 x i64> %broadcast.splatinsert291, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert293 = insertelement <8 x i64> poison, i64 %40, i64 0
  %broadcast.splat294 = shufflevector <8 x i64> %broadcast.splatinsert293, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert295 = insertelement <8 x i64> poison, i64 %41, i64 0
  %broadcast.splat296 = shufflevector <8 x i64> %broadcast.splatinsert295, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert297 = insertelement <8 x i64> poison, i64 %42, i64 0
  %broadcast.splat298 = shufflevector <8 x i64> %broadcast.splatinsert297, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert299 = insertelement <8 x i64> poison, i64 %43, i64 0
  %broadcast.splat300 = shufflevector <8 x i64> %broadcast.splatinsert299, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert301 = insertelement <8 x i32> poison, i32 %44, i64 0
  %broadcast.splat302 = shufflevector <8 x i32> %broadcast.splatinsert301, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert303 = insertelement <8 x i32> poison, i32 %45, i64 0
  %broadcast.splat304 = shufflevector <8 x i32> %broadcast.splatinsert303, <8 x i32> poison, <8 x i32> zeroinitializer
  %min.iters.check197 = icmp ult i64 %n_features, 4
  %min.iters.check200 = icmp ult i64 %n_features, 16
  %n.mod.vf203 = and i64 %n_features, 12
  %n.vec204 = and i64 %n_features, -16
  %broadcast.splatinsert205 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat206 = shufflevector <8 x float> %broadcast.splatinsert205, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n219 = icmp eq i64 %n_features, %n.vec204
  %min.epilog.iters.check223 = icmp eq i64 %n.mod.vf203, 0
  %n.vec226 = and i64 %n_features, -4
  %broadcast.splatinsert227 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat228 = shufflevector <4 x float> %broadcast.splatinsert227, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n238 = icmp eq i64 %n_features, %n.vec226
  %xtraiter609 = and i64 %n_features, 1
  %lcmp.mod610.not = icmp eq i64 %xtraiter609, 0
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check168 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec177 = and i64 %n_features, -4
  %broadcast.splatinsert178 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat179 = shufflevector <4 x float> %broadcast.splatinsert178, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n184 = icmp eq i64 %n_features, %n.vec177
  %xtraiter611 = and i64 %n_features, 3
  %lcmp.mod612.not = icmp eq i64 %xtraiter611, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header16.step.exit18_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header16.step.exit18_crit_edge.us ]
  %row93.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %1302, %step.header16.step.exit18_crit_edge.us ]
  %77 = mul i64 %59, %indvar
  %78 = add i64 %54, %77
  %scevgep186 = getelementptr i8, ptr %state, i64 %78
  %79 = add i64 %58, %77
  %scevgep187 = getelementptr i8, ptr %state, i64 %79
  %scevgep188 = getelementptr i8, ptr %input_0, i64 %78
  %scevgep189 = getelementptr i8, ptr %input_0, i64 %79
  %80 = mul i64 %55, %indvar
  %81 = add i64 %54, %80
  %scevgep = getelementptr i8, ptr %state, i64 %81
  %82 = add i64 %58, %80
  %scevgep165 = getelementptr i8, ptr %state, i64 %82
  %scevgep166 = getelementptr i8, ptr %input_0, i64 %81
  %scevgep167 = getelementptr i8, ptr %input_0, i64 %82
  %row_offset13.us = mul i64 %row93.us, %n_features
  %83 = getelementptr inbounds float, ptr %state, i64 %row_offset13.us
  %84 = getelementptr inbounds float, ptr %input_0, i64 %row_offset13.us
  %85 = mul i64 %row93.us, %groups
  %group51.us = add i64 %85, %full_groups
  %86 = and i64 %group51.us, 4294967295
  %87 = mul nuw i64 %86, 3528531795
  %88 = xor i64 %group51.us, %key0
  %89 = xor i64 %88, %87
  %90 = lshr i64 %89, 32
  %91 = mul nuw i64 %90, 3449720151
  %92 = lshr i64 %91, 32
  %93 = xor i64 %92, %28
  %broadcast.splatinsert357 = insertelement <8 x i64> poison, i64 %85, i64 0
  %broadcast.splat358 = shufflevector <8 x i64> %broadcast.splatinsert357, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op615 = xor i64 %87, %29
  %invariant.op616 = xor i64 %91, %30
  %broadcast.splatinsert263 = insertelement <8 x i64> poison, i64 %85, i64 0
  %broadcast.splat264 = shufflevector <8 x i64> %broadcast.splatinsert263, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0191 = icmp ult ptr %scevgep186, %scevgep189
  %bound1192 = icmp ult ptr %scevgep188, %scevgep187
  %found.conflict193 = and i1 %bound0191, %bound1192
  %bound0 = icmp ult ptr %scevgep, %scevgep167
  %bound1 = icmp ult ptr %scevgep166, %scevgep165
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body17.us

step.body17.us:                                   ; preds = %row.body.us, %noise.done60.us
  %step1991.us = phi i64 [ 0, %row.body.us ], [ %1069, %noise.done60.us ]
  %temperature14.090.us = phi float [ %temperature, %row.body.us ], [ %t_next65.us, %noise.done60.us ]
  %94 = fmul float %two_eta, %temperature14.090.us
  %95 = fcmp ogt float %94, 0.000000e+00
  %96 = tail call float @llvm.sqrt.f32(float %94)
  %97 = select i1 %95, float %96, float 0.000000e+00
  %noise_scale20.us = select i1 %anneal15.not, float %noise_scale, float %97
  %key1_step21.us = add i64 %step1991.us, %key1
  %step_in_chunk.us = urem i64 %step1991.us, %steps_per_chunk
  br i1 %draw22.not, label %iter.check, label %draw.then.us

iter.check:                                       ; preds = %step.body17.us
  %brmerge = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge, label %feature.body62.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check168, label %vec.epilog.ph, label %vector.body

vector.body:                                      ; preds = %vector.main.loop.iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.main.loop.iter.check ]
  %98 = getelementptr inbounds float, ptr %83, i64 %index
  %99 = getelementptr inbounds nuw i8, ptr %98, i64 32
  %100 = getelementptr inbounds nuw i8, ptr %98, i64 64
  %101 = getelementptr inbounds nuw i8, ptr %98, i64 96
  %wide.load = load <8 x float>, ptr %98, align 4, !alias.scope !0, !noalias !3
  %wide.load169 = load <8 x float>, ptr %99, align 4, !alias.scope !0, !noalias !3
  %wide.load170 = load <8 x float>, ptr %100, align 4, !alias.scope !0, !noalias !3
  %wide.load171 = load <8 x float>, ptr %101, align 4, !alias.scope !0, !noalias !3
  %102 = getelementptr inbounds float, ptr %84, i64 %index
  %103 = getelementptr inbounds nuw i8, ptr %102, i64 32
  %104 = getelementptr inbounds nuw i8, ptr %102, i64 64
  %105 = getelementptr inbounds nuw i8, ptr %102, i64 96
  %wide.load172 = load <8 x float>, ptr %102, align 4, !alias.scope !3
  %wide.load173 = load <8 x float>, ptr %103, align 4, !alias.scope !3
  %wide.load174 = load <8 x float>, ptr %104, align 4, !alias.scope !3
  %wide.load175 = load <8 x float>, ptr %105, align 4, !alias.scope !3
  %106 = fsub <8 x float> %wide.load172, %wide.load
  %107 = fsub <8 x float> %wide.load173, %wide.load169
  %108 = fsub <8 x float> %wide.load174, %wide.load170
  %109 = fsub <8 x float> %wide.load175, %wide.load171
  %110 = fmul <8 x float> %106, splat (float 2.000000e+00)
  %111 = fmul <8 x float> %107, splat (float 2.000000e+00)
  %112 = fmul <8 x float> %108, splat (float 2.000000e+00)
  %113 = fmul <8 x float> %109, splat (float 2.000000e+00)
  %114 = fmul <8 x float> %110, splat (float 5.000000e-01)
  %115 = fmul <8 x float> %111, splat (float 5.000000e-01)
  %116 = fmul <8 x float> %112, splat (float 5.000000e-01)
  %117 = fmul <8 x float> %113, splat (float 5.000000e-01)
  %118 = fmul <8 x float> %broadcast.splat, %114
  %119 = fmul <8 x float> %broadcast.splat, %115
  %120 = fmul <8 x float> %broadcast.splat, %116
  %121 = fmul <8 x float> %broadcast.splat, %117
  %122 = fadd <8 x float> %wide.load, %118
  %123 = fadd <8 x float> %wide.load169, %119
  %124 = fadd <8 x float> %wide.load170, %120
  %125 = fadd <8 x float> %wide.load171, %121
  store <8 x float> %122, ptr %98, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %123, ptr %99, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %124, ptr %100, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %125, ptr %101, align 4, !alias.scope !0, !noalias !3
  %index.next = add nuw i64 %index, 32
  %126 = icmp eq i64 %index.next, %n.vec
  br i1 %126, label %middle.block, label %vector.body, !llvm.loop !5

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done60.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body62.us.preheader, label %vec.epilog.ph, !prof !8

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index180 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next183, %vec.epilog.vector.body ]
  %127 = getelementptr inbounds float, ptr %83, i64 %index180
  %wide.load181 = load <4 x float>, ptr %127, align 4, !alias.scope !0, !noalias !3
  %128 = getelementptr inbounds float, ptr %84, i64 %index180
  %wide.load182 = load <4 x float>, ptr %128, align 4, !alias.scope !3
  %129 = fsub <4 x float> %wide.load182, %wide.load181
  %130 = fmul <4 x float> %129, splat (float 2.000000e+00)
  %131 = fmul <4 x float> %130, splat (float 5.000000e-01)
  %132 = fmul <4 x float> %broadcast.splat179, %131
  %133 = fadd <4 x float> %wide.load181, %132
  store <4 x float> %133, ptr %127, align 4, !alias.scope !0, !noalias !3
  %index.next183 = add nuw i64 %index180, 4
  %134 = icmp eq i64 %index.next183, %n.vec177
  br i1 %134, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !9

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n184, label %noise.done60.us, label %feature.body62.us.preheader

feature.body62.us.preheader:                      ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature6489.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec177, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  br i1 %lcmp.mod612.not, label %feature.body62.us.prol.loopexit, label %feature.body62.us.prol

feature.body62.us.prol:                           ; preds = %feature.body62.us.preheader, %feature.body62.us.prol
  %feature6489.us.prol = phi i64 [ %144, %feature.body62.us.prol ], [ %feature6489.us.ph, %feature.body62.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body62.us.prol ], [ 0, %feature.body62.us.preheader ]
  %135 = getelementptr inbounds float, ptr %83, i64 %feature6489.us.prol
  %136 = load float, ptr %135, align 4
  %137 = getelementptr inbounds float, ptr %84, i64 %feature6489.us.prol
  %138 = load float, ptr %137, align 4
  %139 = fsub float %138, %136
  %140 = fmul float %139, 2.000000e+00
  %141 = fmul float %140, 5.000000e-01
  %142 = fmul float %eta, %141
  %143 = fadd float %136, %142
  store float %143, ptr %135, align 4
  %144 = add nuw i64 %feature6489.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter611
  br i1 %prol.iter.cmp.not, label %feature.body62.us.prol.loopexit, label %feature.body62.us.prol, !llvm.loop !10

feature.body62.us.prol.loopexit:                  ; preds = %feature.body62.us.prol, %feature.body62.us.preheader
  %feature6489.us.unr = phi i64 [ %feature6489.us.ph, %feature.body62.us.preheader ], [ %144, %feature.body62.us.prol ]
  %145 = sub i64 %feature6489.us.ph, %n_features
  %146 = icmp ugt i64 %145, -4
  br i1 %146, label %noise.done60.us, label %feature.body62.us

draw.then.us:                                     ; preds = %step.body17.us
  br i1 %small_rows, label %small_rows.then.us, label %small_rows.else.us

small_rows.else.us:                               ; preds = %draw.then.us
  br i1 %.not115, label %noise.header44.preheader.us, label %philox.body39.lr.ph.us

noise.exit46.us:                                  ; preds = %noise.body45.us, %middle.block332, %noise.header44.preheader.us
  br i1 %.not, label %iter.check199, label %noise_tail.then.us

noise_tail.then.us:                               ; preds = %noise.exit46.us
  %147 = lshr i64 %key1_step21.us, 32
  %148 = mul nuw i64 %147, 3449720151
  %149 = lshr i64 %148, 32
  %150 = xor i64 %key0, %149
  %151 = xor i64 %150, %key1_step21.us
  %152 = and i64 %151, 4294967295
  %153 = mul nuw i64 %152, 3528531795
  %154 = lshr i64 %153, 32
  %155 = xor i64 %93, %148
  %.reass154.reass = xor i64 %154, %invariant.op615
  %156 = and i64 %155, 4294967295
  %157 = mul nuw i64 %156, 3528531795
  %158 = and i64 %.reass154.reass, 4294967295
  %159 = mul nuw i64 %158, 3449720151
  %160 = lshr i64 %157, 32
  %161 = lshr i64 %159, 32
  %.reass156.reass = xor i64 %161, %invariant.op616
  %162 = xor i64 %160, %31
  %163 = xor i64 %162, %153
  %164 = and i64 %.reass156.reass, 4294967295
  %165 = mul nuw i64 %164, 3528531795
  %166 = and i64 %163, 4294967295
  %167 = mul nuw i64 %166, 3449720151
  %168 = lshr i64 %165, 32
  %169 = lshr i64 %167, 32
  %170 = xor i64 %169, %32
  %171 = xor i64 %170, %159
  %172 = xor i64 %33, %168
  %173 = xor i64 %172, %157
  %174 = and i64 %171, 4294967295
  %175 = mul nuw i64 %174, 3528531795
  %176 = and i64 %173, 4294967295
  %177 = mul nuw i64 %176, 3449720151
  %178 = lshr i64 %175, 32
  %179 = lshr i64 %177, 32
  %180 = xor i64 %34, %179
  %181 = xor i64 %180, %167
  %182 = xor i64 %178, %35
  %183 = xor i64 %182, %165
  %184 = and i64 %181, 4294967295
  %185 = mul nuw i64 %184, 3528531795
  %186 = and i64 %183, 4294967295
  %187 = mul nuw i64 %186, 3449720151
  %188 = lshr i64 %185, 32
  %189 = lshr i64 %187, 32
  %190 = xor i64 %189, %36
  %191 = xor i64 %190, %177
  %192 = xor i64 %37, %188
  %193 = xor i64 %192, %175
  %194 = and i64 %191, 4294967295
  %195 = mul nuw i64 %194, 3528531795
  %196 = and i64 %193, 4294967295
  %197 = mul nuw i64 %196, 3449720151
  %198 = lshr i64 %195, 32
  %199 = lshr i64 %197, 32
  %200 = xor i64 %38, %199
  %201 = xor i64 %200, %187
  %202 = xor i64 %198, %39
  %203 = xor i64 %202, %185
  %204 = and i64 %201, 4294967295
  %205 = mul nuw i64 %204, 3528531795
  %206 = and i64 %203, 4294967295
  %207 = mul nuw i64 %206, 3449720151
  %208 = lshr i64 %205, 32
  %209 = lshr i64 %207, 32
  %210 = xor i64 %209, %40
  %211 = xor i64 %210, %197
  %212 = xor i64 %41, %208
  %213 = xor i64 %212, %195
  %214 = and i64 %211, 4294967295
  %215 = mul nuw i64 %214, 3528531795
  %216 = and i64 %213, 4294967295
  %217 = mul nuw i64 %216, 3449720151
  %218 = lshr i64 %215, 32
  %219 = lshr i64 %217, 32
  %220 = xor i64 %42, %219
  %221 = xor i64 %220, %207
  %222 = xor i64 %218, %43
  %223 = xor i64 %222, %205
  %224 = and i64 %221, 4294967295
  %225 = mul nuw i64 %224, 3528531795
  %226 = and i64 %223, 4294967295
  %227 = mul nuw i64 %226, 3449720151
  %228 = lshr i64 %225, 32
  %229 = trunc i64 %225 to i32
  %230 = lshr i64 %227, 32
  %231 = trunc i64 %227 to i32
  %232 = xor i64 %217, %230
  %233 = trunc i64 %232 to i32
  %234 = xor i32 %44, %233
  %235 = xor i64 %228, %215
  %236 = trunc i64 %235 to i32
  %237 = xor i32 %45, %236
  %238 = lshr i32 %234, 9
  %239 = uitofp nneg i32 %238 to float
  %240 = fadd float %239, 5.000000e-01
  %241 = fmul float %240, 0x3E80000000000000
  %242 = lshr i32 %231, 9
  %243 = uitofp nneg i32 %242 to float
  %244 = fadd float %243, 5.000000e-01
  %245 = fmul float %244, 0x3E80000000000000
  %246 = bitcast float %241 to i32
  %247 = add nuw i32 %246, 4913933
  %248 = lshr i32 %247, 23
  %249 = add nsw i32 %248, -127
  %250 = and i32 %247, 8388607
  %251 = add nuw nsw i32 %250, 1060439283
  %252 = bitcast i32 %251 to float
  %253 = fadd float %252, -1.000000e+00
  %254 = fadd float %253, 2.000000e+00
  %255 = fdiv float %253, %254
  %256 = fmul float %255, %255
  %257 = fmul float %256, %256
  %258 = fmul float %257, 0x3FCF13C4C0000000
  %259 = fadd float %258, 0x3FD999C260000000
  %260 = fmul float %257, %259
  %261 = fmul float %257, 0x3FD23D3DC0000000
  %262 = fadd float %261, 0x3FE5555540000000
  %263 = fmul float %256, %262
  %264 = fadd float %263, %260
  %265 = fmul float %253, 5.000000e-01
  %266 = fmul float %253, %265
  %267 = sitofp i32 %249 to float
  %268 = fadd float %266, %264
  %269 = fmul float %255, %268
  %270 = fmul float %267, 0x3EE2FEFA20000000
  %271 = fadd float %270, %269
  %272 = fsub float %271, %266
  %273 = fadd float %253, %272
  %274 = fmul float %267, 0x3FE62E3000000000
  %275 = fadd float %274, %273
  %276 = fmul float %275, -2.000000e+00
  %277 = tail call float @llvm.sqrt.f32(float %276)
  %278 = fpext float %245 to double
  %279 = fmul double %278, 4.000000e+00
  %280 = fadd double %279, 0x4338000000000000
  %281 = fadd double %280, 0xC338000000000000
  %282 = fsub double %279, %281
  %283 = fmul double %282, 0x3FF921FB54442D18
  %284 = fmul double %283, %283
  %285 = fmul double %284, 0x3EC71DE3A556C734
  %286 = fadd double %285, 0xBF2A01A01A01A01A
  %287 = fmul double %284, %286
  %288 = fadd double %287, 0x3F81111111111111
  %289 = fmul double %284, %288
  %290 = fadd double %289, 0xBFC5555555555555
  %291 = fmul double %283, %284
  %292 = fmul double %291, %290
  %293 = fadd double %283, %292
  %294 = fmul double %284, 0x3E927E4FB7789F5C
  %295 = fsub double 0x3EFA01A01A01A01A, %294
  %296 = fmul double %284, %295
  %297 = fadd double %296, 0xBF56C16C16C16C17
  %298 = fmul double %284, %297
  %299 = fadd double %298, 0x3FA5555555555555
  %300 = fmul double %284, %284
  %301 = fmul double %300, %299
  %302 = fmul double %284, 5.000000e-01
  %303 = fsub double 1.000000e+00, %302
  %304 = fadd double %303, %301
  %305 = fneg double %293
  %306 = fneg double %304
  %307 = bitcast double %280 to i64
  %308 = and i64 %307, 1
  %309 = and i64 %307, 2
  %.not67.us = icmp eq i64 %308, 0
  %.not68.us = icmp eq i64 %309, 0
  %310 = select i1 %.not68.us, double %304, double %306
  %311 = lshr i32 %237, 9
  %312 = uitofp nneg i32 %311 to float
  %313 = fadd float %312, 5.000000e-01
  %314 = fmul float %313, 0x3E80000000000000
  %315 = lshr i32 %229, 9
  %316 = uitofp nneg i32 %315 to float
  %317 = fadd float %316, 5.000000e-01
  %318 = fmul float %317, 0x3E80000000000000
  %319 = bitcast float %314 to i32
  %320 = add nuw i32 %319, 4913933
  %321 = lshr i32 %320, 23
  %322 = add nsw i32 %321, -127
  %323 = and i32 %320, 8388607
  %324 = add nuw nsw i32 %323, 1060439283
  %325 = bitcast i32 %324 to float
  %326 = fadd float %325, -1.000000e+00
  %327 = fadd float %326, 2.000000e+00
  %328 = fdiv float %326, %327
  %329 = fmul float %328, %328
  %330 = fmul float %329, %329
  %331 = fmul float %330, 0x3FCF13C4C0000000
  %332 = fadd float %331, 0x3FD999C260000000
  %333 = fmul float %330, %332
  %334 = fmul float %330, 0x3FD23D3DC0000000
  %335 = fadd float %334, 0x3FE5555540000000
  %336 = fmul float %329, %335
  %337 = fadd float %336, %333
  %338 = fmul float %326, 5.000000e-01
  %339 = fmul float %326, %338
  %340 = sitofp i32 %322 to float
  %341 = fadd float %339, %337
  %342 = fmul float %328, %341
  %343 = fmul float %340, 0x3EE2FEFA20000000
  %344 = fadd float %343, %342
  %345 = fsub float %344, %339
  %346 = fadd float %326, %345
  %347 = fmul float %340, 0x3FE62E3000000000
  %348 = fadd float %347, %346
  %349 = fmul float %348, -2.000000e+00
  %350 = tail call float @llvm.sqrt.f32(float %349)
  %351 = fpext float %318 to double
  %352 = fmul double %351, 4.000000e+00
  %353 = fadd double %352, 0x4338000000000000
  %354 = fadd double %353, 0xC338000000000000
  %355 = fsub double %352, %354
  %356 = fmul double %355, 0x3FF921FB54442D18
  %357 = fmul double %356, %356
  %358 = fmul double %357, 0x3EC71DE3A556C734
  %359 = fadd double %358, 0xBF2A01A01A01A01A
  %360 = fmul double %357, %359
  %361 = fadd double %360, 0x3F81111111111111
  %362 = fmul double %357, %361
  %363 = fadd double %362, 0xBFC5555555555555
  %364 = fmul double %356, %357
  %365 = fmul double %364, %363
  %366 = fadd double %356, %365
  %367 = fmul double %357, 0x3E927E4FB7789F5C
  %368 = fsub double 0x3EFA01A01A01A01A, %367
  %369 = fmul double %357, %368
  %370 = fadd double %369, 0xBF56C16C16C16C17
  %371 = fmul double %357, %370
  %372 = fadd double %371, 0x3FA5555555555555
  %373 = fmul double %357, %357
  %374 = fmul double %373, %372
  %375 = fmul double %357, 5.000000e-01
  %376 = fsub double 1.000000e+00, %375
  %377 = fadd double %376, %374
  %378 = fneg double %366
  %379 = fneg double %377
  %380 = bitcast double %353 to i64
  %381 = and i64 %380, 1
  %382 = and i64 %380, 2
  %.not69.us = icmp eq i64 %381, 0
  %.not70.us = icmp eq i64 %382, 0
  %383 = select i1 %.not70.us, double %377, double %379
  %384 = select i1 %.not70.us, double %378, double %366
  %385 = select i1 %.not69.us, double %383, double %384
  %386 = fptrunc double %385 to float
  %387 = fmul float %350, %386
  %388 = select i1 %.not68.us, double %305, double %293
  %389 = select i1 %.not67.us, double %310, double %388
  %390 = fptrunc double %389 to float
  %391 = fmul float %277, %390
  store float %391, ptr %46, align 4
  br i1 %48, label %noise_tail_element.then52.us, label %noise_tail_element.done53.us

noise_tail_element.then52.us:                     ; preds = %noise_tail.then.us
  %392 = select i1 %.not68.us, double %293, double %305
  %393 = select i1 %.not67.us, double %392, double %310
  %394 = fptrunc double %393 to float
  %395 = fmul float %277, %394
  store float %395, ptr %49, align 4
  br label %noise_tail_element.done53.us

noise_tail_element.done53.us:                     ; preds = %noise_tail_element.then52.us, %noise_tail.then.us
  br i1 %51, label %noise_tail_element.then54.us, label %iter.check199

noise_tail_element.then54.us:                     ; preds = %noise_tail_element.done53.us
  store float %387, ptr %52, align 4
  br label %iter.check199

noise.body45.us:                                  ; preds = %noise.body45.us.preheader605, %noise.body45.us
  %noise4785.us = phi i64 [ %481, %noise.body45.us ], [ %noise4785.us.ph, %noise.body45.us.preheader605 ]
  %396 = getelementptr inbounds float, ptr %scratch, i64 %noise4785.us
  %word48.us = load i32, ptr %396, align 4
  %397 = getelementptr i8, ptr %396, i64 4
  %word49.us = load i32, ptr %397, align 4
  %398 = lshr i32 %word48.us, 9
  %399 = uitofp nneg i32 %398 to float
  %400 = fadd float %399, 5.000000e-01
  %401 = fmul float %400, 0x3E80000000000000
  %402 = lshr i32 %word49.us, 9
  %403 = uitofp nneg i32 %402 to float
  %404 = fadd float %403, 5.000000e-01
  %405 = fmul float %404, 0x3E80000000000000
  %406 = bitcast float %401 to i32
  %407 = add nuw i32 %406, 4913933
  %408 = lshr i32 %407, 23
  %409 = add nsw i32 %408, -127
  %410 = and i32 %407, 8388607
  %411 = add nuw nsw i32 %410, 1060439283
  %412 = bitcast i32 %411 to float
  %413 = fadd float %412, -1.000000e+00
  %414 = fadd float %413, 2.000000e+00
  %415 = fdiv float %413, %414
  %416 = fmul float %415, %415
  %417 = fmul float %416, %416
  %418 = fmul float %417, 0x3FCF13C4C0000000
  %419 = fadd float %418, 0x3FD999C260000000
  %420 = fmul float %417, %419
  %421 = fmul float %417, 0x3FD23D3DC0000000
  %422 = fadd float %421, 0x3FE5555540000000
  %423 = fmul float %416, %422
  %424 = fadd float %423, %420
  %425 = fmul float %413, 5.000000e-01
  %426 = fmul float %413, %425
  %427 = sitofp i32 %409 to float
  %428 = fadd float %426, %424
  %429 = fmul float %415, %428
  %430 = fmul float %427, 0x3EE2FEFA20000000
  %431 = fadd float %430, %429
  %432 = fsub float %431, %426
  %433 = fadd float %413, %432
  %434 = fmul float %427, 0x3FE62E3000000000
  %435 = fadd float %434, %433
  %436 = fmul float %435, -2.000000e+00
  %437 = tail call float @llvm.sqrt.f32(float %436)
  %438 = fpext float %405 to double
  %439 = fmul double %438, 4.000000e+00
  %440 = fadd double %439, 0x4338000000000000
  %441 = fadd double %440, 0xC338000000000000
  %442 = fsub double %439, %441
  %443 = bitcast double %440 to i64
  %444 = and i64 %443, 1
  %445 = and i64 %443, 2
  %.not71.us = icmp eq i64 %444, 0
  %.not72.us = icmp eq i64 %445, 0
  %446 = fmul double %442, 0x3FF921FB54442D18
  %447 = fmul double %446, %446
  %448 = fmul double %447, 0x3EC71DE3A556C734
  %449 = fadd double %448, 0xBF2A01A01A01A01A
  %450 = fmul double %447, 0x3E927E4FB7789F5C
  %451 = fsub double 0x3EFA01A01A01A01A, %450
  %452 = fmul double %447, %449
  %453 = fmul double %447, %451
  %454 = fadd double %452, 0x3F81111111111111
  %455 = fadd double %453, 0xBF56C16C16C16C17
  %456 = fmul double %447, %454
  %457 = fmul double %447, %455
  %458 = fadd double %456, 0xBFC5555555555555
  %459 = fadd double %457, 0x3FA5555555555555
  %460 = fmul double %446, %447
  %461 = fmul double %447, %447
  %462 = fmul double %460, %458
  %463 = fmul double %461, %459
  %464 = fmul double %447, 5.000000e-01
  %465 = fsub double 1.000000e+00, %464
  %466 = fadd double %446, %462
  %467 = fadd double %465, %463
  %468 = fneg double %466
  %469 = fneg double %467
  %470 = select i1 %.not72.us, double %466, double %468
  %471 = select i1 %.not72.us, double %467, double %469
  %472 = select i1 %.not72.us, double %468, double %466
  %473 = select i1 %.not71.us, double %470, double %471
  %474 = select i1 %.not71.us, double %471, double %472
  %475 = insertelement <2 x double> poison, double %474, i64 0
  %476 = insertelement <2 x double> %475, double %473, i64 1
  %477 = fptrunc <2 x double> %476 to <2 x float>
  %478 = insertelement <2 x float> poison, float %437, i64 0
  %479 = shufflevector <2 x float> %478, <2 x float> poison, <2 x i32> zeroinitializer
  %480 = fmul <2 x float> %479, %477
  store <2 x float> %480, ptr %396, align 4
  %481 = add nuw i64 %noise4785.us, 2
  %482 = icmp ult i64 %481, %full_groups_end
  br i1 %482, label %noise.body45.us, label %noise.exit46.us, !llvm.loop !12

philox.body39.us:                                 ; preds = %philox.body39.us.preheader, %philox.body39.us
  %philox4184.us = phi i64 [ %577, %philox.body39.us ], [ %philox4184.us.ph, %philox.body39.us.preheader ]
  %group42.us = add i64 %philox4184.us, %85
  %483 = and i64 %group42.us, 4294967295
  %484 = mul nuw i64 %483, 3528531795
  %485 = xor i64 %group42.us, %key0
  %486 = xor i64 %485, %484
  %487 = lshr i64 %486, 32
  %488 = mul nuw i64 %487, 3449720151
  %489 = lshr i64 %488, 32
  %.reass.reass = xor i64 %489, %invariant.op
  %490 = xor i64 %1203, %484
  %491 = and i64 %.reass.reass, 4294967295
  %492 = mul nuw i64 %491, 3528531795
  %493 = and i64 %490, 4294967295
  %494 = mul nuw i64 %493, 3449720151
  %495 = lshr i64 %492, 32
  %496 = lshr i64 %494, 32
  %497 = xor i64 %496, %30
  %498 = xor i64 %497, %488
  %.reass152.reass = xor i64 %495, %invariant.op614
  %499 = and i64 %498, 4294967295
  %500 = mul nuw i64 %499, 3528531795
  %501 = and i64 %.reass152.reass, 4294967295
  %502 = mul nuw i64 %501, 3449720151
  %503 = lshr i64 %500, 32
  %504 = lshr i64 %502, 32
  %505 = xor i64 %32, %504
  %506 = xor i64 %505, %494
  %507 = xor i64 %503, %33
  %508 = xor i64 %507, %492
  %509 = and i64 %506, 4294967295
  %510 = mul nuw i64 %509, 3528531795
  %511 = and i64 %508, 4294967295
  %512 = mul nuw i64 %511, 3449720151
  %513 = lshr i64 %510, 32
  %514 = lshr i64 %512, 32
  %515 = xor i64 %514, %34
  %516 = xor i64 %515, %502
  %517 = xor i64 %35, %513
  %518 = xor i64 %517, %500
  %519 = and i64 %516, 4294967295
  %520 = mul nuw i64 %519, 3528531795
  %521 = and i64 %518, 4294967295
  %522 = mul nuw i64 %521, 3449720151
  %523 = lshr i64 %520, 32
  %524 = lshr i64 %522, 32
  %525 = xor i64 %36, %524
  %526 = xor i64 %525, %512
  %527 = xor i64 %523, %37
  %528 = xor i64 %527, %510
  %529 = and i64 %526, 4294967295
  %530 = mul nuw i64 %529, 3528531795
  %531 = and i64 %528, 4294967295
  %532 = mul nuw i64 %531, 3449720151
  %533 = lshr i64 %530, 32
  %534 = lshr i64 %532, 32
  %535 = xor i64 %534, %38
  %536 = xor i64 %535, %522
  %537 = xor i64 %39, %533
  %538 = xor i64 %537, %520
  %539 = and i64 %536, 4294967295
  %540 = mul nuw i64 %539, 3528531795
  %541 = and i64 %538, 4294967295
  %542 = mul nuw i64 %541, 3449720151
  %543 = lshr i64 %540, 32
  %544 = lshr i64 %542, 32
  %545 = xor i64 %40, %544
  %546 = xor i64 %545, %532
  %547 = xor i64 %543, %41
  %548 = xor i64 %547, %530
  %549 = and i64 %546, 4294967295
  %550 = mul nuw i64 %549, 3528531795
  %551 = and i64 %548, 4294967295
  %552 = mul nuw i64 %551, 3449720151
  %553 = lshr i64 %550, 32
  %554 = lshr i64 %552, 32
  %555 = xor i64 %554, %42
  %556 = xor i64 %555, %542
  %557 = xor i64 %43, %553
  %558 = xor i64 %557, %540
  %559 = and i64 %556, 4294967295
  %560 = mul nuw i64 %559, 3528531795
  %561 = and i64 %558, 4294967295
  %562 = mul nuw i64 %561, 3449720151
  %563 = lshr i64 %560, 32
  %564 = trunc i64 %560 to i32
  %565 = lshr i64 %562, 32
  %566 = trunc i64 %562 to i32
  %567 = xor i64 %565, %552
  %568 = trunc i64 %567 to i32
  %569 = xor i32 %44, %568
  %570 = xor i64 %563, %550
  %571 = trunc i64 %570 to i32
  %572 = xor i32 %45, %571
  %.idx.us = shl i64 %philox4184.us, 4
  %573 = getelementptr inbounds i8, ptr %scratch, i64 %.idx.us
  store i32 %569, ptr %573, align 4
  %574 = getelementptr i8, ptr %573, i64 4
  store i32 %566, ptr %574, align 4
  %575 = getelementptr i8, ptr %573, i64 8
  store i32 %572, ptr %575, align 4
  %576 = getelementptr i8, ptr %573, i64 12
  store i32 %564, ptr %576, align 4
  %577 = add nuw nsw i64 %philox4184.us, 1
  %exitcond.not = icmp eq i64 %577, %full_groups
  br i1 %exitcond.not, label %noise.header44.preheader.us, label %philox.body39.us, !llvm.loop !13

small_rows.then.us:                               ; preds = %draw.then.us
  %chunk_starts.us = icmp eq i64 %step_in_chunk.us, 0
  br i1 %chunk_starts.us, label %small_draw.then.us, label %draw.done.us

small_draw.then.us:                               ; preds = %small_rows.then.us
  %steps_left.us = sub i64 %steps, %step1991.us
  %578 = tail call i64 @llvm.umin.i64(i64 %steps_left.us, i64 %steps_per_chunk)
  %chunk_units.us = mul nuw nsw i64 %578, %groups
  %.not119 = icmp eq i64 %chunk_units.us, 0
  br i1 %.not119, label %draw.done.us, label %philox.body24.us.preheader

philox.body24.us.preheader:                       ; preds = %small_draw.then.us
  %min.iters.check259 = icmp samesign ult i64 %chunk_units.us, 8
  br i1 %min.iters.check259, label %philox.body24.us.preheader604, label %vector.scevcheck253

vector.scevcheck253:                              ; preds = %philox.body24.us.preheader
  %579 = add nsw i64 %chunk_units.us, -1
  %mul.result256 = shl i64 %579, 4
  %mul.overflow257 = icmp ugt i64 %579, 1152921504606846975
  %580 = getelementptr i8, ptr %scevgep254, i64 %mul.result256
  %581 = icmp ult ptr %580, %scevgep254
  %582 = or i1 %581, %mul.overflow257
  br i1 %582, label %philox.body24.us.preheader604, label %vector.ph260

vector.ph260:                                     ; preds = %vector.scevcheck253
  %n.vec262 = and i64 %chunk_units.us, 16376
  %broadcast.splatinsert265 = insertelement <8 x i64> poison, i64 %key1_step21.us, i64 0
  %broadcast.splat266 = shufflevector <8 x i64> %broadcast.splatinsert265, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body305

vector.body305:                                   ; preds = %vector.body305, %vector.ph260
  %index306 = phi i64 [ 0, %vector.ph260 ], [ %index.next310, %vector.body305 ]
  %583 = getelementptr inbounds float, ptr %small_unit_of, i64 %index306
  %wide.load307 = load <8 x i32>, ptr %583, align 4
  %584 = zext <8 x i32> %wide.load307 to <8 x i64>
  %585 = add <8 x i64> %broadcast.splat264, %584
  %586 = getelementptr inbounds float, ptr %small_step_of, i64 %index306
  %wide.load308 = load <8 x i32>, ptr %586, align 4
  %587 = zext <8 x i32> %wide.load308 to <8 x i64>
  %588 = add <8 x i64> %broadcast.splat266, %587
  %589 = lshr <8 x i64> %588, splat (i64 32)
  %590 = and <8 x i64> %585, splat (i64 4294967295)
  %591 = mul nuw <8 x i64> %590, splat (i64 3528531795)
  %592 = mul nuw <8 x i64> %589, splat (i64 3449720151)
  %593 = lshr <8 x i64> %592, splat (i64 32)
  %594 = xor <8 x i64> %broadcast.splat268, %593
  %595 = xor <8 x i64> %594, %588
  %596 = xor <8 x i64> %585, %broadcast.splat268
  %597 = xor <8 x i64> %596, %591
  %598 = lshr <8 x i64> %597, splat (i64 32)
  %599 = and <8 x i64> %595, splat (i64 4294967295)
  %600 = mul nuw <8 x i64> %599, splat (i64 3528531795)
  %601 = mul nuw <8 x i64> %598, splat (i64 3449720151)
  %602 = lshr <8 x i64> %600, splat (i64 32)
  %603 = lshr <8 x i64> %601, splat (i64 32)
  %604 = xor <8 x i64> %broadcast.splat270, %603
  %605 = xor <8 x i64> %604, %592
  %606 = xor <8 x i64> %broadcast.splat272, %602
  %607 = xor <8 x i64> %606, %591
  %608 = and <8 x i64> %605, splat (i64 4294967295)
  %609 = mul nuw <8 x i64> %608, splat (i64 3528531795)
  %610 = and <8 x i64> %607, splat (i64 4294967295)
  %611 = mul nuw <8 x i64> %610, splat (i64 3449720151)
  %612 = lshr <8 x i64> %609, splat (i64 32)
  %613 = lshr <8 x i64> %611, splat (i64 32)
  %614 = xor <8 x i64> %broadcast.splat274, %613
  %615 = xor <8 x i64> %614, %601
  %616 = xor <8 x i64> %broadcast.splat276, %612
  %617 = xor <8 x i64> %616, %600
  %618 = and <8 x i64> %615, splat (i64 4294967295)
  %619 = mul nuw <8 x i64> %618, splat (i64 3528531795)
  %620 = and <8 x i64> %617, splat (i64 4294967295)
  %621 = mul nuw <8 x i64> %620, splat (i64 3449720151)
  %622 = lshr <8 x i64> %619, splat (i64 32)
  %623 = lshr <8 x i64> %621, splat (i64 32)
  %624 = xor <8 x i64> %broadcast.splat278, %623
  %625 = xor <8 x i64> %624, %611
  %626 = xor <8 x i64> %broadcast.splat280, %622
  %627 = xor <8 x i64> %626, %609
  %628 = and <8 x i64> %625, splat (i64 4294967295)
  %629 = mul nuw <8 x i64> %628, splat (i64 3528531795)
  %630 = and <8 x i64> %627, splat (i64 4294967295)
  %631 = mul nuw <8 x i64> %630, splat (i64 3449720151)
  %632 = lshr <8 x i64> %629, splat (i64 32)
  %633 = lshr <8 x i64> %631, splat (i64 32)
  %634 = xor <8 x i64> %broadcast.splat282, %633
  %635 = xor <8 x i64> %634, %621
  %636 = xor <8 x i64> %broadcast.splat284, %632
  %637 = xor <8 x i64> %636, %619
  %638 = and <8 x i64> %635, splat (i64 4294967295)
  %639 = mul nuw <8 x i64> %638, splat (i64 3528531795)
  %640 = and <8 x i64> %637, splat (i64 4294967295)
  %641 = mul nuw <8 x i64> %640, splat (i64 3449720151)
  %642 = lshr <8 x i64> %639, splat (i64 32)
  %643 = lshr <8 x i64> %641, splat (i64 32)
  %644 = xor <8 x i64> %broadcast.splat286, %643
  %645 = xor <8 x i64> %644, %631
  %646 = xor <8 x i64> %broadcast.splat288, %642
  %647 = xor <8 x i64> %646, %629
  %648 = and <8 x i64> %645, splat (i64 4294967295)
  %649 = mul nuw <8 x i64> %648, splat (i64 3528531795)
  %650 = and <8 x i64> %647, splat (i64 4294967295)
  %651 = mul nuw <8 x i64> %650, splat (i64 3449720151)
  %652 = lshr <8 x i64> %649, splat (i64 32)
  %653 = lshr <8 x i64> %651, splat (i64 32)
  %654 = xor <8 x i64> %broadcast.splat290, %653
  %655 = xor <8 x i64> %654, %641
  %656 = xor <8 x i64> %broadcast.splat292, %652
  %657 = xor <8 x i64> %656, %639
  %658 = and <8 x i64> %655, splat (i64 4294967295)
  %659 = mul nuw <8 x i64> %658, splat (i64 3528531795)
  %660 = and <8 x i64> %657, splat (i64 4294967295)
  %661 = mul nuw <8 x i64> %660, splat (i64 3449720151)
  %662 = lshr <8 x i64> %659, splat (i64 32)
  %663 = lshr <8 x i64> %661, splat (i64 32)
  %664 = xor <8 x i64> %broadcast.splat294, %663
  %665 = xor <8 x i64> %664, %651
  %666 = xor <8 x i64> %broadcast.splat296, %662
  %667 = xor <8 x i64> %666, %649
  %668 = and <8 x i64> %665, splat (i64 4294967295)
  %669 = mul nuw <8 x i64> %668, splat (i64 3528531795)
  %670 = and <8 x i64> %667, splat (i64 4294967295)
  %671 = mul nuw <8 x i64> %670, splat (i64 3449720151)
  %672 = lshr <8 x i64> %669, splat (i64 32)
  %673 = lshr <8 x i64> %671, splat (i64 32)
  %674 = xor <8 x i64> %broadcast.splat298, %673
  %675 = xor <8 x i64> %674, %661
  %676 = xor <8 x i64> %broadcast.splat300, %672
  %677 = xor <8 x i64> %676, %659
  %678 = and <8 x i64> %675, splat (i64 4294967295)
  %679 = mul nuw <8 x i64> %678, splat (i64 3528531795)
  %680 = and <8 x i64> %677, splat (i64 4294967295)
  %681 = mul nuw <8 x i64> %680, splat (i64 3449720151)
  %682 = lshr <8 x i64> %679, splat (i64 32)
  %683 = trunc <8 x i64> %679 to <8 x i32>
  %684 = lshr <8 x i64> %681, splat (i64 32)
  %685 = trunc <8 x i64> %681 to <8 x i32>
  %686 = xor <8 x i64> %684, %671
  %687 = trunc <8 x i64> %686 to <8 x i32>
  %688 = xor <8 x i32> %broadcast.splat302, %687
  %689 = xor <8 x i64> %682, %669
  %690 = trunc <8 x i64> %689 to <8 x i32>
  %691 = xor <8 x i32> %broadcast.splat304, %690
  %692 = shl i64 %index306, 4
  %693 = getelementptr inbounds i8, ptr %small_noise, i64 %692
  %694 = shufflevector <8 x i32> %688, <8 x i32> %685, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %695 = shufflevector <8 x i32> %691, <8 x i32> %683, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %interleaved.vec309 = shufflevector <16 x i32> %694, <16 x i32> %695, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  store <32 x i32> %interleaved.vec309, ptr %693, align 4
  %index.next310 = add nuw i64 %index306, 8
  %696 = icmp eq i64 %index.next310, %n.vec262
  br i1 %696, label %middle.block311, label %vector.body305, !llvm.loop !14

middle.block311:                                  ; preds = %vector.body305
  %cmp.n312 = icmp eq i64 %chunk_units.us, %n.vec262
  br i1 %cmp.n312, label %noise.body30.us.preheader, label %philox.body24.us.preheader604

philox.body24.us.preheader604:                    ; preds = %vector.scevcheck253, %philox.body24.us.preheader, %middle.block311
  %philox2686.us.ph = phi i64 [ 0, %vector.scevcheck253 ], [ 0, %philox.body24.us.preheader ], [ %n.vec262, %middle.block311 ]
  br label %philox.body24.us

noise.body30.us.preheader:                        ; preds = %philox.body24.us, %middle.block311
  %n_normals28.us = shl nuw nsw i64 %chunk_units.us, 2
  %umax241 = call i64 @llvm.umax.i64(i64 %n_normals28.us, i64 2)
  %697 = add nsw i64 %umax241, -1
  %698 = lshr i64 %697, 1
  %699 = add nuw i64 %698, 1
  %min.iters.check242 = icmp samesign ult i64 %chunk_units.us, 4
  br i1 %min.iters.check242, label %noise.body30.us.preheader603, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %noise.body30.us.preheader
  %umax = call i64 @llvm.umax.i64(i64 %n_normals28.us, i64 2)
  %700 = add nsw i64 %umax, -1
  %701 = shl i64 %700, 2
  %mul.result = and i64 %701, -8
  %mul.overflow = icmp ugt i64 %700, 4611686018427387903
  %702 = getelementptr i8, ptr %scevgep240, i64 %mul.result
  %703 = icmp ult ptr %702, %scevgep240
  %704 = or i1 %703, %mul.overflow
  br i1 %704, label %noise.body30.us.preheader603, label %vector.ph243

vector.ph243:                                     ; preds = %vector.scevcheck
  %n.vec245 = and i64 %699, -8
  %705 = shl i64 %n.vec245, 1
  br label %vector.body246

vector.body246:                                   ; preds = %vector.body246, %vector.ph243
  %index247 = phi i64 [ 0, %vector.ph243 ], [ %index.next249, %vector.body246 ]
  %.idx586 = shl i64 %index247, 3
  %706 = getelementptr inbounds i8, ptr %small_noise, i64 %.idx586
  %wide.vec = load <16 x i32>, ptr %706, align 4
  %strided.vec = shufflevector <16 x i32> %wide.vec, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec248 = shufflevector <16 x i32> %wide.vec, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %707 = lshr <8 x i32> %strided.vec, splat (i32 9)
  %708 = uitofp nneg <8 x i32> %707 to <8 x float>
  %709 = fadd <8 x float> %708, splat (float 5.000000e-01)
  %710 = fmul <8 x float> %709, splat (float 0x3E80000000000000)
  %711 = lshr <8 x i32> %strided.vec248, splat (i32 9)
  %712 = uitofp nneg <8 x i32> %711 to <8 x float>
  %713 = fadd <8 x float> %712, splat (float 5.000000e-01)
  %714 = fmul <8 x float> %713, splat (float 0x3E80000000000000)
  %715 = bitcast <8 x float> %710 to <8 x i32>
  %716 = add nuw <8 x i32> %715, splat (i32 4913933)
  %717 = lshr <8 x i32> %716, splat (i32 23)
  %718 = add nsw <8 x i32> %717, splat (i32 -127)
  %719 = and <8 x i32> %716, splat (i32 8388607)
  %720 = add nuw nsw <8 x i32> %719, splat (i32 1060439283)
  %721 = bitcast <8 x i32> %720 to <8 x float>
  %722 = fadd <8 x float> %721, splat (float -1.000000e+00)
  %723 = fadd <8 x float> %722, splat (float 2.000000e+00)
  %724 = fdiv <8 x float> %722, %723
  %725 = fmul <8 x float> %724, %724
  %726 = fmul <8 x float> %725, %725
  %727 = fmul <8 x float> %726, splat (float 0x3FCF13C4C0000000)
  %728 = fadd <8 x float> %727, splat (float 0x3FD999C260000000)
  %729 = fmul <8 x float> %726, %728
  %730 = fmul <8 x float> %726, splat (float 0x3FD23D3DC0000000)
  %731 = fadd <8 x float> %730, splat (float 0x3FE5555540000000)
  %732 = fmul <8 x float> %725, %731
  %733 = fadd <8 x float> %732, %729
  %734 = fmul <8 x float> %722, splat (float 5.000000e-01)
  %735 = fmul <8 x float> %722, %734
  %736 = sitofp <8 x i32> %718 to <8 x float>
  %737 = fadd <8 x float> %735, %733
  %738 = fmul <8 x float> %724, %737
  %739 = fmul <8 x float> %736, splat (float 0x3EE2FEFA20000000)
  %740 = fadd <8 x float> %739, %738
  %741 = fsub <8 x float> %740, %735
  %742 = fadd <8 x float> %722, %741
  %743 = fmul <8 x float> %736, splat (float 0x3FE62E3000000000)
  %744 = fadd <8 x float> %743, %742
  %745 = fmul <8 x float> %744, splat (float -2.000000e+00)
  %746 = call <8 x float> @llvm.sqrt.v8f32(<8 x float> %745)
  %747 = fpext <8 x float> %714 to <8 x double>
  %748 = fmul <8 x double> %747, splat (double 4.000000e+00)
  %749 = fadd <8 x double> %748, splat (double 0x4338000000000000)
  %750 = fadd <8 x double> %749, splat (double 0xC338000000000000)
  %751 = fsub <8 x double> %748, %750
  %752 = fmul <8 x double> %751, splat (double 0x3FF921FB54442D18)
  %753 = fmul <8 x double> %752, %752
  %754 = fmul <8 x double> %753, splat (double 0x3EC71DE3A556C734)
  %755 = fadd <8 x double> %754, splat (double 0xBF2A01A01A01A01A)
  %756 = fmul <8 x double> %753, %755
  %757 = fadd <8 x double> %756, splat (double 0x3F81111111111111)
  %758 = fmul <8 x double> %753, %757
  %759 = fadd <8 x double> %758, splat (double 0xBFC5555555555555)
  %760 = fmul <8 x double> %752, %753
  %761 = fmul <8 x double> %760, %759
  %762 = fadd <8 x double> %752, %761
  %763 = fmul <8 x double> %753, splat (double 0x3E927E4FB7789F5C)
  %764 = fsub <8 x double> splat (double 0x3EFA01A01A01A01A), %763
  %765 = fmul <8 x double> %753, %764
  %766 = fadd <8 x double> %765, splat (double 0xBF56C16C16C16C17)
  %767 = fmul <8 x double> %753, %766
  %768 = fadd <8 x double> %767, splat (double 0x3FA5555555555555)
  %769 = fmul <8 x double> %753, %753
  %770 = fmul <8 x double> %769, %768
  %771 = fmul <8 x double> %753, splat (double 5.000000e-01)
  %772 = fsub <8 x double> splat (double 1.000000e+00), %771
  %773 = fadd <8 x double> %772, %770
  %774 = fneg <8 x double> %762
  %775 = fneg <8 x double> %773
  %776 = bitcast <8 x double> %749 to <8 x i64>
  %777 = and <8 x i64> %776, splat (i64 1)
  %778 = and <8 x i64> %776, splat (i64 2)
  %779 = icmp eq <8 x i64> %777, zeroinitializer
  %780 = icmp eq <8 x i64> %778, zeroinitializer
  %781 = select <8 x i1> %780, <8 x double> %762, <8 x double> %774
  %782 = select <8 x i1> %780, <8 x double> %773, <8 x double> %775
  %783 = select <8 x i1> %779, <8 x double> %781, <8 x double> %782
  %784 = select <8 x i1> %780, <8 x double> %774, <8 x double> %762
  %785 = select <8 x i1> %779, <8 x double> %782, <8 x double> %784
  %786 = fptrunc <8 x double> %783 to <8 x float>
  %787 = fptrunc <8 x double> %785 to <8 x float>
  %788 = fmul <8 x float> %746, %787
  %789 = fmul <8 x float> %746, %786
  %interleaved.vec = shufflevector <8 x float> %788, <8 x float> %789, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x float> %interleaved.vec, ptr %706, align 4
  %index.next249 = add nuw i64 %index247, 8
  %790 = icmp eq i64 %index.next249, %n.vec245
  br i1 %790, label %middle.block250, label %vector.body246, !llvm.loop !15

middle.block250:                                  ; preds = %vector.body246
  %cmp.n251 = icmp eq i64 %699, %n.vec245
  br i1 %cmp.n251, label %draw.done.us, label %noise.body30.us.preheader603

noise.body30.us.preheader603:                     ; preds = %vector.scevcheck, %noise.body30.us.preheader, %middle.block250
  %noise3287.us.ph = phi i64 [ 0, %vector.scevcheck ], [ 0, %noise.body30.us.preheader ], [ %705, %middle.block250 ]
  br label %noise.body30.us

draw.done.us:                                     ; preds = %noise.body30.us, %middle.block250, %small_draw.then.us, %small_rows.then.us
  %chunk_offset.us = mul nuw nsw i64 %step_in_chunk.us, %16
  %791 = getelementptr inbounds nuw float, ptr %small_noise, i64 %chunk_offset.us
  br label %iter.check199

iter.check199:                                    ; preds = %noise.exit46.us, %noise_tail_element.done53.us, %noise_tail_element.then54.us, %draw.done.us
  %noise56.us146 = phi ptr [ %791, %draw.done.us ], [ %scratch, %noise_tail_element.then54.us ], [ %scratch, %noise_tail_element.done53.us ], [ %scratch, %noise.exit46.us ]
  br i1 %min.iters.check197, label %feature.body.us.preheader, label %vector.memcheck185

vector.memcheck185:                               ; preds = %iter.check199
  %scevgep190 = getelementptr i8, ptr %noise56.us146, i64 %59
  %bound0194 = icmp ult ptr %scevgep186, %scevgep190
  %bound1195 = icmp ult ptr %noise56.us146, %scevgep187
  %found.conflict196 = and i1 %bound0194, %bound1195
  %conflict.rdx = or i1 %found.conflict193, %found.conflict196
  br i1 %conflict.rdx, label %feature.body.us.preheader, label %vector.main.loop.iter.check201

vector.main.loop.iter.check201:                   ; preds = %vector.memcheck185
  br i1 %min.iters.check200, label %vec.epilog.ph224, label %vector.ph202

vector.ph202:                                     ; preds = %vector.main.loop.iter.check201
  %broadcast.splatinsert207 = insertelement <8 x float> poison, float %noise_scale20.us, i64 0
  %broadcast.splat208 = shufflevector <8 x float> %broadcast.splatinsert207, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body209

vector.body209:                                   ; preds = %vector.body209, %vector.ph202
  %index210 = phi i64 [ 0, %vector.ph202 ], [ %index.next217, %vector.body209 ]
  %792 = getelementptr inbounds float, ptr %83, i64 %index210
  %793 = getelementptr inbounds nuw i8, ptr %792, i64 32
  %wide.load211 = load <8 x float>, ptr %792, align 4, !alias.scope !16, !noalias !19
  %wide.load212 = load <8 x float>, ptr %793, align 4, !alias.scope !16, !noalias !19
  %794 = getelementptr inbounds float, ptr %84, i64 %index210
  %795 = getelementptr inbounds nuw i8, ptr %794, i64 32
  %wide.load213 = load <8 x float>, ptr %794, align 4, !alias.scope !22
  %wide.load214 = load <8 x float>, ptr %795, align 4, !alias.scope !22
  %796 = fsub <8 x float> %wide.load213, %wide.load211
  %797 = fsub <8 x float> %wide.load214, %wide.load212
  %798 = fmul <8 x float> %796, splat (float 2.000000e+00)
  %799 = fmul <8 x float> %797, splat (float 2.000000e+00)
  %800 = fmul <8 x float> %798, splat (float 5.000000e-01)
  %801 = fmul <8 x float> %799, splat (float 5.000000e-01)
  %802 = fmul <8 x float> %broadcast.splat206, %800
  %803 = fmul <8 x float> %broadcast.splat206, %801
  %804 = fadd <8 x float> %wide.load211, %802
  %805 = fadd <8 x float> %wide.load212, %803
  %806 = getelementptr inbounds float, ptr %noise56.us146, i64 %index210
  %807 = getelementptr inbounds nuw i8, ptr %806, i64 32
  %wide.load215 = load <8 x float>, ptr %806, align 4, !alias.scope !23
  %wide.load216 = load <8 x float>, ptr %807, align 4, !alias.scope !23
  %808 = fmul <8 x float> %broadcast.splat208, %wide.load215
  %809 = fmul <8 x float> %broadcast.splat208, %wide.load216
  %810 = fadd <8 x float> %808, %804
  %811 = fadd <8 x float> %809, %805
  store <8 x float> %810, ptr %792, align 4, !alias.scope !16, !noalias !19
  store <8 x float> %811, ptr %793, align 4, !alias.scope !16, !noalias !19
  %index.next217 = add nuw i64 %index210, 16
  %812 = icmp eq i64 %index.next217, %n.vec204
  br i1 %812, label %middle.block218, label %vector.body209, !llvm.loop !24

middle.block218:                                  ; preds = %vector.body209
  br i1 %cmp.n219, label %noise.done60.us, label %vec.epilog.iter.check222

vec.epilog.iter.check222:                         ; preds = %middle.block218
  br i1 %min.epilog.iters.check223, label %feature.body.us.preheader, label %vec.epilog.ph224, !prof !25

vec.epilog.ph224:                                 ; preds = %vector.main.loop.iter.check201, %vec.epilog.iter.check222
  %vec.epilog.resume.val220 = phi i64 [ %n.vec204, %vec.epilog.iter.check222 ], [ 0, %vector.main.loop.iter.check201 ]
  %broadcast.splatinsert229 = insertelement <4 x float> poison, float %noise_scale20.us, i64 0
  %broadcast.splat230 = shufflevector <4 x float> %broadcast.splatinsert229, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body231

vec.epilog.vector.body231:                        ; preds = %vec.epilog.vector.body231, %vec.epilog.ph224
  %index232 = phi i64 [ %vec.epilog.resume.val220, %vec.epilog.ph224 ], [ %index.next236, %vec.epilog.vector.body231 ]
  %813 = getelementptr inbounds float, ptr %83, i64 %index232
  %wide.load233 = load <4 x float>, ptr %813, align 4, !alias.scope !16, !noalias !19
  %814 = getelementptr inbounds float, ptr %84, i64 %index232
  %wide.load234 = load <4 x float>, ptr %814, align 4, !alias.scope !22
  %815 = fsub <4 x float> %wide.load234, %wide.load233
  %816 = fmul <4 x float> %815, splat (float 2.000000e+00)
  %817 = fmul <4 x float> %816, splat (float 5.000000e-01)
  %818 = fmul <4 x float> %broadcast.splat228, %817
  %819 = fadd <4 x float> %wide.load233, %818
  %820 = getelementptr inbounds float, ptr %noise56.us146, i64 %index232
  %wide.load235 = load <4 x float>, ptr %820, align 4, !alias.scope !23
  %821 = fmul <4 x float> %broadcast.splat230, %wide.load235
  %822 = fadd <4 x float> %821, %819
  store <4 x float> %822, ptr %813, align 4, !alias.scope !16, !noalias !19
  %index.next236 = add nuw i64 %index232, 4
  %823 = icmp eq i64 %index.next236, %n.vec226
  br i1 %823, label %vec.epilog.middle.block237, label %vec.epilog.vector.body231, !llvm.loop !26

vec.epilog.middle.block237:                       ; preds = %vec.epilog.vector.body231
  br i1 %cmp.n238, label %noise.done60.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %vector.memcheck185, %iter.check199, %vec.epilog.iter.check222, %vec.epilog.middle.block237
  %feature88.us.ph = phi i64 [ 0, %iter.check199 ], [ 0, %vector.memcheck185 ], [ %n.vec204, %vec.epilog.iter.check222 ], [ %n.vec226, %vec.epilog.middle.block237 ]
  %.neg = or disjoint i64 %feature88.us.ph, 1
  br i1 %lcmp.mod610.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %824 = getelementptr inbounds float, ptr %83, i64 %feature88.us.ph
  %825 = load float, ptr %824, align 4
  %826 = getelementptr inbounds float, ptr %84, i64 %feature88.us.ph
  %827 = load float, ptr %826, align 4
  %828 = fsub float %827, %825
  %829 = fmul float %828, 2.000000e+00
  %830 = fmul float %829, 5.000000e-01
  %831 = fmul float %eta, %830
  %832 = fadd float %825, %831
  %833 = getelementptr inbounds float, ptr %noise56.us146, i64 %feature88.us.ph
  %834 = load float, ptr %833, align 4
  %835 = fmul float %noise_scale20.us, %834
  %836 = fadd float %835, %832
  store float %836, ptr %824, align 4
  %837 = or disjoint i64 %feature88.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature88.us.unr = phi i64 [ %feature88.us.ph, %feature.body.us.preheader ], [ %837, %feature.body.us.prol ]
  %838 = icmp eq i64 %n_features, %.neg
  br i1 %838, label %noise.done60.us, label %feature.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature88.us = phi i64 [ %866, %feature.body.us ], [ %feature88.us.unr, %feature.body.us.prol.loopexit ]
  %839 = getelementptr inbounds float, ptr %83, i64 %feature88.us
  %840 = load float, ptr %839, align 4
  %841 = getelementptr inbounds float, ptr %84, i64 %feature88.us
  %842 = load float, ptr %841, align 4
  %843 = fsub float %842, %840
  %844 = fmul float %843, 2.000000e+00
  %845 = fmul float %844, 5.000000e-01
  %846 = fmul float %eta, %845
  %847 = fadd float %840, %846
  %848 = getelementptr inbounds float, ptr %noise56.us146, i64 %feature88.us
  %849 = load float, ptr %848, align 4
  %850 = fmul float %noise_scale20.us, %849
  %851 = fadd float %850, %847
  store float %851, ptr %839, align 4
  %852 = add nuw i64 %feature88.us, 1
  %853 = getelementptr inbounds float, ptr %83, i64 %852
  %854 = load float, ptr %853, align 4
  %855 = getelementptr inbounds float, ptr %84, i64 %852
  %856 = load float, ptr %855, align 4
  %857 = fsub float %856, %854
  %858 = fmul float %857, 2.000000e+00
  %859 = fmul float %858, 5.000000e-01
  %860 = fmul float %eta, %859
  %861 = fadd float %854, %860
  %862 = getelementptr inbounds float, ptr %noise56.us146, i64 %852
  %863 = load float, ptr %862, align 4
  %864 = fmul float %noise_scale20.us, %863
  %865 = fadd float %864, %861
  store float %865, ptr %853, align 4
  %866 = add nuw i64 %feature88.us, 2
  %exitcond132.not.1 = icmp eq i64 %866, %n_features
  br i1 %exitcond132.not.1, label %noise.done60.us, label %feature.body.us, !llvm.loop !27

noise.body30.us:                                  ; preds = %noise.body30.us.preheader603, %noise.body30.us
  %noise3287.us = phi i64 [ %952, %noise.body30.us ], [ %noise3287.us.ph, %noise.body30.us.preheader603 ]
  %867 = getelementptr inbounds float, ptr %small_noise, i64 %noise3287.us
  %word33.us = load i32, ptr %867, align 4
  %868 = getelementptr i8, ptr %867, i64 4
  %word34.us = load i32, ptr %868, align 4
  %869 = lshr i32 %word33.us, 9
  %870 = uitofp nneg i32 %869 to float
  %871 = fadd float %870, 5.000000e-01
  %872 = fmul float %871, 0x3E80000000000000
  %873 = lshr i32 %word34.us, 9
  %874 = uitofp nneg i32 %873 to float
  %875 = fadd float %874, 5.000000e-01
  %876 = fmul float %875, 0x3E80000000000000
  %877 = bitcast float %872 to i32
  %878 = add nuw i32 %877, 4913933
  %879 = lshr i32 %878, 23
  %880 = add nsw i32 %879, -127
  %881 = and i32 %878, 8388607
  %882 = add nuw nsw i32 %881, 1060439283
  %883 = bitcast i32 %882 to float
  %884 = fadd float %883, -1.000000e+00
  %885 = fadd float %884, 2.000000e+00
  %886 = fdiv float %884, %885
  %887 = fmul float %886, %886
  %888 = fmul float %887, %887
  %889 = fmul float %888, 0x3FCF13C4C0000000
  %890 = fadd float %889, 0x3FD999C260000000
  %891 = fmul float %888, %890
  %892 = fmul float %888, 0x3FD23D3DC0000000
  %893 = fadd float %892, 0x3FE5555540000000
  %894 = fmul float %887, %893
  %895 = fadd float %894, %891
  %896 = fmul float %884, 5.000000e-01
  %897 = fmul float %884, %896
  %898 = sitofp i32 %880 to float
  %899 = fadd float %897, %895
  %900 = fmul float %886, %899
  %901 = fmul float %898, 0x3EE2FEFA20000000
  %902 = fadd float %901, %900
  %903 = fsub float %902, %897
  %904 = fadd float %884, %903
  %905 = fmul float %898, 0x3FE62E3000000000
  %906 = fadd float %905, %904
  %907 = fmul float %906, -2.000000e+00
  %908 = tail call float @llvm.sqrt.f32(float %907)
  %909 = fpext float %876 to double
  %910 = fmul double %909, 4.000000e+00
  %911 = fadd double %910, 0x4338000000000000
  %912 = fadd double %911, 0xC338000000000000
  %913 = fsub double %910, %912
  %914 = bitcast double %911 to i64
  %915 = and i64 %914, 1
  %916 = and i64 %914, 2
  %.not73.us = icmp eq i64 %915, 0
  %.not74.us = icmp eq i64 %916, 0
  %917 = fmul double %913, 0x3FF921FB54442D18
  %918 = fmul double %917, %917
  %919 = fmul double %918, 0x3EC71DE3A556C734
  %920 = fadd double %919, 0xBF2A01A01A01A01A
  %921 = fmul double %918, 0x3E927E4FB7789F5C
  %922 = fsub double 0x3EFA01A01A01A01A, %921
  %923 = fmul double %918, %920
  %924 = fmul double %918, %922
  %925 = fadd double %923, 0x3F81111111111111
  %926 = fadd double %924, 0xBF56C16C16C16C17
  %927 = fmul double %918, %925
  %928 = fmul double %918, %926
  %929 = fadd double %927, 0xBFC5555555555555
  %930 = fadd double %928, 0x3FA5555555555555
  %931 = fmul double %917, %918
  %932 = fmul double %918, %918
  %933 = fmul double %931, %929
  %934 = fmul double %932, %930
  %935 = fmul double %918, 5.000000e-01
  %936 = fsub double 1.000000e+00, %935
  %937 = fadd double %917, %933
  %938 = fadd double %936, %934
  %939 = fneg double %937
  %940 = fneg double %938
  %941 = select i1 %.not74.us, double %937, double %939
  %942 = select i1 %.not74.us, double %938, double %940
  %943 = select i1 %.not74.us, double %939, double %937
  %944 = select i1 %.not73.us, double %941, double %942
  %945 = select i1 %.not73.us, double %942, double %943
  %946 = insertelement <2 x double> poison, double %945, i64 0
  %947 = insertelement <2 x double> %946, double %944, i64 1
  %948 = fptrunc <2 x double> %947 to <2 x float>
  %949 = insertelement <2 x float> poison, float %908, i64 0
  %950 = shufflevector <2 x float> %949, <2 x float> poison, <2 x i32> zeroinitializer
  %951 = fmul <2 x float> %950, %948
  store <2 x float> %951, ptr %867, align 4
  %952 = add nuw i64 %noise3287.us, 2
  %953 = icmp ult i64 %952, %n_normals28.us
  br i1 %953, label %noise.body30.us, label %draw.done.us, !llvm.loop !28

philox.body24.us:                                 ; preds = %philox.body24.us.preheader604, %philox.body24.us
  %philox2686.us = phi i64 [ %1067, %philox.body24.us ], [ %philox2686.us.ph, %philox.body24.us.preheader604 ]
  %954 = getelementptr inbounds float, ptr %small_unit_of, i64 %philox2686.us
  %955 = load i32, ptr %954, align 4
  %956 = zext i32 %955 to i64
  %index.us = add i64 %85, %956
  %957 = getelementptr inbounds float, ptr %small_step_of, i64 %philox2686.us
  %958 = load i32, ptr %957, align 4
  %959 = zext i32 %958 to i64
  %key1_step27.us = add i64 %key1_step21.us, %959
  %960 = lshr i64 %key1_step27.us, 32
  %961 = and i64 %index.us, 4294967295
  %962 = mul nuw i64 %961, 3528531795
  %963 = mul nuw i64 %960, 3449720151
  %964 = lshr i64 %963, 32
  %965 = xor i64 %key0, %964
  %966 = xor i64 %965, %key1_step27.us
  %967 = xor i64 %index.us, %key0
  %968 = xor i64 %967, %962
  %969 = lshr i64 %968, 32
  %970 = and i64 %966, 4294967295
  %971 = mul nuw i64 %970, 3528531795
  %972 = mul nuw i64 %969, 3449720151
  %973 = lshr i64 %971, 32
  %974 = lshr i64 %972, 32
  %975 = xor i64 %28, %974
  %976 = xor i64 %975, %963
  %977 = xor i64 %29, %973
  %978 = xor i64 %977, %962
  %979 = and i64 %976, 4294967295
  %980 = mul nuw i64 %979, 3528531795
  %981 = and i64 %978, 4294967295
  %982 = mul nuw i64 %981, 3449720151
  %983 = lshr i64 %980, 32
  %984 = lshr i64 %982, 32
  %985 = xor i64 %30, %984
  %986 = xor i64 %985, %972
  %987 = xor i64 %31, %983
  %988 = xor i64 %987, %971
  %989 = and i64 %986, 4294967295
  %990 = mul nuw i64 %989, 3528531795
  %991 = and i64 %988, 4294967295
  %992 = mul nuw i64 %991, 3449720151
  %993 = lshr i64 %990, 32
  %994 = lshr i64 %992, 32
  %995 = xor i64 %32, %994
  %996 = xor i64 %995, %982
  %997 = xor i64 %33, %993
  %998 = xor i64 %997, %980
  %999 = and i64 %996, 4294967295
  %1000 = mul nuw i64 %999, 3528531795
  %1001 = and i64 %998, 4294967295
  %1002 = mul nuw i64 %1001, 3449720151
  %1003 = lshr i64 %1000, 32
  %1004 = lshr i64 %1002, 32
  %1005 = xor i64 %34, %1004
  %1006 = xor i64 %1005, %992
  %1007 = xor i64 %35, %1003
  %1008 = xor i64 %1007, %990
  %1009 = and i64 %1006, 4294967295
  %1010 = mul nuw i64 %1009, 3528531795
  %1011 = and i64 %1008, 4294967295
  %1012 = mul nuw i64 %1011, 3449720151
  %1013 = lshr i64 %1010, 32
  %1014 = lshr i64 %1012, 32
  %1015 = xor i64 %36, %1014
  %1016 = xor i64 %1015, %1002
  %1017 = xor i64 %37, %1013
  %1018 = xor i64 %1017, %1000
  %1019 = and i64 %1016, 4294967295
  %1020 = mul nuw i64 %1019, 3528531795
  %1021 = and i64 %1018, 4294967295
  %1022 = mul nuw i64 %1021, 3449720151
  %1023 = lshr i64 %1020, 32
  %1024 = lshr i64 %1022, 32
  %1025 = xor i64 %38, %1024
  %1026 = xor i64 %1025, %1012
  %1027 = xor i64 %39, %1023
  %1028 = xor i64 %1027, %1010
  %1029 = and i64 %1026, 4294967295
  %1030 = mul nuw i64 %1029, 3528531795
  %1031 = and i64 %1028, 4294967295
  %1032 = mul nuw i64 %1031, 3449720151
  %1033 = lshr i64 %1030, 32
  %1034 = lshr i64 %1032, 32
  %1035 = xor i64 %40, %1034
  %1036 = xor i64 %1035, %1022
  %1037 = xor i64 %41, %1033
  %1038 = xor i64 %1037, %1020
  %1039 = and i64 %1036, 4294967295
  %1040 = mul nuw i64 %1039, 3528531795
  %1041 = and i64 %1038, 4294967295
  %1042 = mul nuw i64 %1041, 3449720151
  %1043 = lshr i64 %1040, 32
  %1044 = lshr i64 %1042, 32
  %1045 = xor i64 %42, %1044
  %1046 = xor i64 %1045, %1032
  %1047 = xor i64 %43, %1043
  %1048 = xor i64 %1047, %1030
  %1049 = and i64 %1046, 4294967295
  %1050 = mul nuw i64 %1049, 3528531795
  %1051 = and i64 %1048, 4294967295
  %1052 = mul nuw i64 %1051, 3449720151
  %1053 = lshr i64 %1050, 32
  %1054 = trunc i64 %1050 to i32
  %1055 = lshr i64 %1052, 32
  %1056 = trunc i64 %1052 to i32
  %1057 = xor i64 %1055, %1042
  %1058 = trunc i64 %1057 to i32
  %1059 = xor i32 %44, %1058
  %1060 = xor i64 %1053, %1040
  %1061 = trunc i64 %1060 to i32
  %1062 = xor i32 %45, %1061
  %.idx78.us = shl i64 %philox2686.us, 4
  %1063 = getelementptr inbounds i8, ptr %small_noise, i64 %.idx78.us
  store i32 %1059, ptr %1063, align 4
  %1064 = getelementptr i8, ptr %1063, i64 4
  store i32 %1056, ptr %1064, align 4
  %1065 = getelementptr i8, ptr %1063, i64 8
  store i32 %1062, ptr %1065, align 4
  %1066 = getelementptr i8, ptr %1063, i64 12
  store i32 %1054, ptr %1066, align 4
  %1067 = add nuw i64 %philox2686.us, 1
  %1068 = icmp ult i64 %1067, %chunk_units.us
  br i1 %1068, label %philox.body24.us, label %noise.body30.us.preheader, !llvm.loop !29

noise.done60.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %feature.body62.us.prol.loopexit, %feature.body62.us, %middle.block218, %vec.epilog.middle.block237, %middle.block, %vec.epilog.middle.block
  %t_next65.us = fmul float %anneal_ratio, %temperature14.090.us
  %1069 = add nuw i64 %step1991.us, 1
  %exitcond134.not = icmp eq i64 %1069, %steps
  br i1 %exitcond134.not, label %step.header16.step.exit18_crit_edge.us, label %step.body17.us

feature.body62.us:                                ; preds = %feature.body62.us.prol.loopexit, %feature.body62.us
  %feature6489.us = phi i64 [ %1109, %feature.body62.us ], [ %feature6489.us.unr, %feature.body62.us.prol.loopexit ]
  %1070 = getelementptr inbounds float, ptr %83, i64 %feature6489.us
  %1071 = load float, ptr %1070, align 4
  %1072 = getelementptr inbounds float, ptr %84, i64 %feature6489.us
  %1073 = load float, ptr %1072, align 4
  %1074 = fsub float %1073, %1071
  %1075 = fmul float %1074, 2.000000e+00
  %1076 = fmul float %1075, 5.000000e-01
  %1077 = fmul float %eta, %1076
  %1078 = fadd float %1071, %1077
  store float %1078, ptr %1070, align 4
  %1079 = add nuw i64 %feature6489.us, 1
  %1080 = getelementptr inbounds float, ptr %83, i64 %1079
  %1081 = load float, ptr %1080, align 4
  %1082 = getelementptr inbounds float, ptr %84, i64 %1079
  %1083 = load float, ptr %1082, align 4
  %1084 = fsub float %1083, %1081
  %1085 = fmul float %1084, 2.000000e+00
  %1086 = fmul float %1085, 5.000000e-01
  %1087 = fmul float %eta, %1086
  %1088 = fadd float %1081, %1087
  store float %1088, ptr %1080, align 4
  %1089 = add nuw i64 %feature6489.us, 2
  %1090 = getelementptr inbounds float, ptr %83, i64 %1089
  %1091 = load float, ptr %1090, align 4
  %1092 = getelementptr inbounds float, ptr %84, i64 %1089
  %1093 = load float, ptr %1092, align 4
  %1094 = fsub float %1093, %1091
  %1095 = fmul float %1094, 2.000000e+00
  %1096 = fmul float %1095, 5.000000e-01
  %1097 = fmul float %eta, %1096
  %1098 = fadd float %1091, %1097
  store float %1098, ptr %1090, align 4
  %1099 = add nuw i64 %feature6489.us, 3
  %1100 = getelementptr inbounds float, ptr %83, i64 %1099
  %1101 = load float, ptr %1100, align 4
  %1102 = getelementptr inbounds float, ptr %84, i64 %1099
  %1103 = load float, ptr %1102, align 4
  %1104 = fsub float %1103, %1101
  %1105 = fmul float %1104, 2.000000e+00
  %1106 = fmul float %1105, 5.000000e-01
  %1107 = fmul float %eta, %1106
  %1108 = fadd float %1101, %1107
  store float %1108, ptr %1100, align 4
  %1109 = add nuw i64 %feature6489.us, 4
  %exitcond133.not.3 = icmp eq i64 %1109, %n_features
  br i1 %exitcond133.not.3, label %noise.done60.us, label %feature.body62.us, !llvm.loop !30

noise.header44.preheader.us:                      ; preds = %philox.body39.us, %middle.block399, %small_rows.else.us
  br i1 %.not116, label %noise.exit46.us, label %noise.body45.us.preheader

noise.body45.us.preheader:                        ; preds = %noise.header44.preheader.us
  %brmerge619 = select i1 %min.iters.check320, i1 true, i1 %75
  br i1 %brmerge619, label %noise.body45.us.preheader605, label %vector.body324

vector.body324:                                   ; preds = %noise.body45.us.preheader, %vector.body324
  %index325 = phi i64 [ %index.next331, %vector.body324 ], [ 0, %noise.body45.us.preheader ]
  %.idx = shl i64 %index325, 3
  %1110 = getelementptr inbounds i8, ptr %scratch, i64 %.idx
  %wide.vec327 = load <16 x i32>, ptr %1110, align 4
  %strided.vec328 = shufflevector <16 x i32> %wide.vec327, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec329 = shufflevector <16 x i32> %wide.vec327, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %1111 = lshr <8 x i32> %strided.vec328, splat (i32 9)
  %1112 = uitofp nneg <8 x i32> %1111 to <8 x float>
  %1113 = fadd <8 x float> %1112, splat (float 5.000000e-01)
  %1114 = fmul <8 x float> %1113, splat (float 0x3E80000000000000)
  %1115 = lshr <8 x i32> %strided.vec329, splat (i32 9)
  %1116 = uitofp nneg <8 x i32> %1115 to <8 x float>
  %1117 = fadd <8 x float> %1116, splat (float 5.000000e-01)
  %1118 = fmul <8 x float> %1117, splat (float 0x3E80000000000000)
  %1119 = bitcast <8 x float> %1114 to <8 x i32>
  %1120 = add nuw <8 x i32> %1119, splat (i32 4913933)
  %1121 = lshr <8 x i32> %1120, splat (i32 23)
  %1122 = add nsw <8 x i32> %1121, splat (i32 -127)
  %1123 = and <8 x i32> %1120, splat (i32 8388607)
  %1124 = add nuw nsw <8 x i32> %1123, splat (i32 1060439283)
  %1125 = bitcast <8 x i32> %1124 to <8 x float>
  %1126 = fadd <8 x float> %1125, splat (float -1.000000e+00)
  %1127 = fadd <8 x float> %1126, splat (float 2.000000e+00)
  %1128 = fdiv <8 x float> %1126, %1127
  %1129 = fmul <8 x float> %1128, %1128
  %1130 = fmul <8 x float> %1129, %1129
  %1131 = fmul <8 x float> %1130, splat (float 0x3FCF13C4C0000000)
  %1132 = fadd <8 x float> %1131, splat (float 0x3FD999C260000000)
  %1133 = fmul <8 x float> %1130, %1132
  %1134 = fmul <8 x float> %1130, splat (float 0x3FD23D3DC0000000)
  %1135 = fadd <8 x float> %1134, splat (float 0x3FE5555540000000)
  %1136 = fmul <8 x float> %1129, %1135
  %1137 = fadd <8 x float> %1136, %1133
  %1138 = fmul <8 x float> %1126, splat (float 5.000000e-01)
  %1139 = fmul <8 x float> %1126, %1138
  %1140 = sitofp <8 x i32> %1122 to <8 x float>
  %1141 = fadd <8 x float> %1139, %1137
  %1142 = fmul <8 x float> %1128, %1141
  %1143 = fmul <8 x float> %1140, splat (float 0x3EE2FEFA20000000)
  %1144 = fadd <8 x float> %1143, %1142
  %1145 = fsub <8 x float> %1144, %1139
  %1146 = fadd <8 x float> %1126, %1145
  %1147 = fmul <8 x float> %1140, splat (float 0x3FE62E3000000000)
  %1148 = fadd <8 x float> %1147, %1146
  %1149 = fmul <8 x float> %1148, splat (float -2.000000e+00)
  %1150 = call <8 x float> @llvm.sqrt.v8f32(<8 x float> %1149)
  %1151 = fpext <8 x float> %1118 to <8 x double>
  %1152 = fmul <8 x double> %1151, splat (double 4.000000e+00)
  %1153 = fadd <8 x double> %1152, splat (double 0x4338000000000000)
  %1154 = fadd <8 x double> %1153, splat (double 0xC338000000000000)
  %1155 = fsub <8 x double> %1152, %1154
  %1156 = fmul <8 x double> %1155, splat (double 0x3FF921FB54442D18)
  %1157 = fmul <8 x double> %1156, %1156
  %1158 = fmul <8 x double> %1157, splat (double 0x3EC71DE3A556C734)
  %1159 = fadd <8 x double> %1158, splat (double 0xBF2A01A01A01A01A)
  %1160 = fmul <8 x double> %1157, %1159
  %1161 = fadd <8 x double> %1160, splat (double 0x3F81111111111111)
  %1162 = fmul <8 x double> %1157, %1161
  %1163 = fadd <8 x double> %1162, splat (double 0xBFC5555555555555)
  %1164 = fmul <8 x double> %1156, %1157
  %1165 = fmul <8 x double> %1164, %1163
  %1166 = fadd <8 x double> %1156, %1165
  %1167 = fmul <8 x double> %1157, splat (double 0x3E927E4FB7789F5C)
  %1168 = fsub <8 x double> splat (double 0x3EFA01A01A01A01A), %1167
  %1169 = fmul <8 x double> %1157, %1168
  %1170 = fadd <8 x double> %1169, splat (double 0xBF56C16C16C16C17)
  %1171 = fmul <8 x double> %1157, %1170
  %1172 = fadd <8 x double> %1171, splat (double 0x3FA5555555555555)
  %1173 = fmul <8 x double> %1157, %1157
  %1174 = fmul <8 x double> %1173, %1172
  %1175 = fmul <8 x double> %1157, splat (double 5.000000e-01)
  %1176 = fsub <8 x double> splat (double 1.000000e+00), %1175
  %1177 = fadd <8 x double> %1176, %1174
  %1178 = fneg <8 x double> %1166
  %1179 = fneg <8 x double> %1177
  %1180 = bitcast <8 x double> %1153 to <8 x i64>
  %1181 = and <8 x i64> %1180, splat (i64 1)
  %1182 = and <8 x i64> %1180, splat (i64 2)
  %1183 = icmp eq <8 x i64> %1181, zeroinitializer
  %1184 = icmp eq <8 x i64> %1182, zeroinitializer
  %1185 = select <8 x i1> %1184, <8 x double> %1166, <8 x double> %1178
  %1186 = select <8 x i1> %1184, <8 x double> %1177, <8 x double> %1179
  %1187 = select <8 x i1> %1183, <8 x double> %1185, <8 x double> %1186
  %1188 = select <8 x i1> %1184, <8 x double> %1178, <8 x double> %1166
  %1189 = select <8 x i1> %1183, <8 x double> %1186, <8 x double> %1188
  %1190 = fptrunc <8 x double> %1187 to <8 x float>
  %1191 = fptrunc <8 x double> %1189 to <8 x float>
  %1192 = fmul <8 x float> %1150, %1191
  %1193 = fmul <8 x float> %1150, %1190
  %interleaved.vec330 = shufflevector <8 x float> %1192, <8 x float> %1193, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x float> %interleaved.vec330, ptr %1110, align 4
  %index.next331 = add nuw i64 %index325, 8
  %1194 = icmp eq i64 %index.next331, %n.vec323
  br i1 %1194, label %middle.block332, label %vector.body324, !llvm.loop !31

middle.block332:                                  ; preds = %vector.body324
  br i1 %cmp.n333, label %noise.exit46.us, label %noise.body45.us.preheader605

noise.body45.us.preheader605:                     ; preds = %noise.body45.us.preheader, %middle.block332
  %noise4785.us.ph = phi i64 [ %76, %middle.block332 ], [ 0, %noise.body45.us.preheader ]
  br label %noise.body45.us

philox.body39.lr.ph.us:                           ; preds = %small_rows.else.us
  %1195 = lshr i64 %key1_step21.us, 32
  %1196 = mul nuw i64 %1195, 3449720151
  %1197 = lshr i64 %1196, 32
  %1198 = xor i64 %key0, %1197
  %1199 = xor i64 %1198, %key1_step21.us
  %1200 = and i64 %1199, 4294967295
  %1201 = mul nuw i64 %1200, 3528531795
  %1202 = lshr i64 %1201, 32
  %1203 = xor i64 %1202, %29
  br i1 %72, label %philox.body39.us.preheader, label %vector.ph348

vector.ph348:                                     ; preds = %philox.body39.lr.ph.us
  %broadcast.splatinsert355 = insertelement <8 x i64> poison, i64 %1203, i64 0
  %broadcast.splat356 = shufflevector <8 x i64> %broadcast.splatinsert355, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %28, %1196
  %.scalar590 = and i64 %.scalar, 4294967295
  %1204 = insertelement <8 x i64> poison, i64 %.scalar590, i64 0
  %.masked = shufflevector <8 x i64> %1204, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar591 = xor i64 %31, %1201
  %.scalar592 = and i64 %.scalar591, 4294967295
  %1205 = insertelement <8 x i64> poison, i64 %.scalar592, i64 0
  %.masked585 = shufflevector <8 x i64> %1205, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body395

vector.body395:                                   ; preds = %vector.body395, %vector.ph348
  %index396 = phi i64 [ 0, %vector.ph348 ], [ %index.next398, %vector.body395 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph348 ], [ %vec.ind.next, %vector.body395 ]
  %1206 = add <8 x i64> %vec.ind, %broadcast.splat358
  %1207 = and <8 x i64> %1206, splat (i64 4294967295)
  %1208 = mul nuw <8 x i64> %1207, splat (i64 3528531795)
  %1209 = xor <8 x i64> %1206, %broadcast.splat360
  %1210 = xor <8 x i64> %1209, %1208
  %1211 = lshr <8 x i64> %1210, splat (i64 32)
  %1212 = mul nuw <8 x i64> %1211, splat (i64 3449720151)
  %1213 = lshr <8 x i64> %1212, splat (i64 32)
  %1214 = xor <8 x i64> %broadcast.splat356, %1208
  %1215 = xor <8 x i64> %.masked, %1213
  %1216 = mul nuw <8 x i64> %1215, splat (i64 3528531795)
  %1217 = and <8 x i64> %1214, splat (i64 4294967295)
  %1218 = mul nuw <8 x i64> %1217, splat (i64 3449720151)
  %1219 = lshr <8 x i64> %1216, splat (i64 32)
  %1220 = lshr <8 x i64> %1218, splat (i64 32)
  %1221 = xor <8 x i64> %1220, %broadcast.splat364
  %1222 = xor <8 x i64> %1221, %1212
  %1223 = and <8 x i64> %1222, splat (i64 4294967295)
  %1224 = mul nuw <8 x i64> %1223, splat (i64 3528531795)
  %1225 = xor <8 x i64> %.masked585, %1219
  %1226 = mul nuw <8 x i64> %1225, splat (i64 3449720151)
  %1227 = lshr <8 x i64> %1224, splat (i64 32)
  %1228 = lshr <8 x i64> %1226, splat (i64 32)
  %1229 = xor <8 x i64> %broadcast.splat368, %1228
  %1230 = xor <8 x i64> %1229, %1218
  %1231 = xor <8 x i64> %1227, %broadcast.splat370
  %1232 = xor <8 x i64> %1231, %1216
  %1233 = and <8 x i64> %1230, splat (i64 4294967295)
  %1234 = mul nuw <8 x i64> %1233, splat (i64 3528531795)
  %1235 = and <8 x i64> %1232, splat (i64 4294967295)
  %1236 = mul nuw <8 x i64> %1235, splat (i64 3449720151)
  %1237 = lshr <8 x i64> %1234, splat (i64 32)
  %1238 = lshr <8 x i64> %1236, splat (i64 32)
  %1239 = xor <8 x i64> %1238, %broadcast.splat372
  %1240 = xor <8 x i64> %1239, %1226
  %1241 = xor <8 x i64> %broadcast.splat374, %1237
  %1242 = xor <8 x i64> %1241, %1224
  %1243 = and <8 x i64> %1240, splat (i64 4294967295)
  %1244 = mul nuw <8 x i64> %1243, splat (i64 3528531795)
  %1245 = and <8 x i64> %1242, splat (i64 4294967295)
  %1246 = mul nuw <8 x i64> %1245, splat (i64 3449720151)
  %1247 = lshr <8 x i64> %1244, splat (i64 32)
  %1248 = lshr <8 x i64> %1246, splat (i64 32)
  %1249 = xor <8 x i64> %broadcast.splat376, %1248
  %1250 = xor <8 x i64> %1249, %1236
  %1251 = xor <8 x i64> %1247, %broadcast.splat378
  %1252 = xor <8 x i64> %1251, %1234
  %1253 = and <8 x i64> %1250, splat (i64 4294967295)
  %1254 = mul nuw <8 x i64> %1253, splat (i64 3528531795)
  %1255 = and <8 x i64> %1252, splat (i64 4294967295)
  %1256 = mul nuw <8 x i64> %1255, splat (i64 3449720151)
  %1257 = lshr <8 x i64> %1254, splat (i64 32)
  %1258 = lshr <8 x i64> %1256, splat (i64 32)
  %1259 = xor <8 x i64> %1258, %broadcast.splat380
  %1260 = xor <8 x i64> %1259, %1246
  %1261 = xor <8 x i64> %broadcast.splat382, %1257
  %1262 = xor <8 x i64> %1261, %1244
  %1263 = and <8 x i64> %1260, splat (i64 4294967295)
  %1264 = mul nuw <8 x i64> %1263, splat (i64 3528531795)
  %1265 = and <8 x i64> %1262, splat (i64 4294967295)
  %1266 = mul nuw <8 x i64> %1265, splat (i64 3449720151)
  %1267 = lshr <8 x i64> %1264, splat (i64 32)
  %1268 = lshr <8 x i64> %1266, splat (i64 32)
  %1269 = xor <8 x i64> %broadcast.splat384, %1268
  %1270 = xor <8 x i64> %1269, %1256
  %1271 = xor <8 x i64> %1267, %broadcast.splat386
  %1272 = xor <8 x i64> %1271, %1254
  %1273 = and <8 x i64> %1270, splat (i64 4294967295)
  %1274 = mul nuw <8 x i64> %1273, splat (i64 3528531795)
  %1275 = and <8 x i64> %1272, splat (i64 4294967295)
  %1276 = mul nuw <8 x i64> %1275, splat (i64 3449720151)
  %1277 = lshr <8 x i64> %1274, splat (i64 32)
  %1278 = lshr <8 x i64> %1276, splat (i64 32)
  %1279 = xor <8 x i64> %1278, %broadcast.splat388
  %1280 = xor <8 x i64> %1279, %1266
  %1281 = xor <8 x i64> %broadcast.splat390, %1277
  %1282 = xor <8 x i64> %1281, %1264
  %1283 = and <8 x i64> %1280, splat (i64 4294967295)
  %1284 = mul nuw <8 x i64> %1283, splat (i64 3528531795)
  %1285 = and <8 x i64> %1282, splat (i64 4294967295)
  %1286 = mul nuw <8 x i64> %1285, splat (i64 3449720151)
  %1287 = lshr <8 x i64> %1284, splat (i64 32)
  %1288 = trunc <8 x i64> %1284 to <8 x i32>
  %1289 = lshr <8 x i64> %1286, splat (i64 32)
  %1290 = trunc <8 x i64> %1286 to <8 x i32>
  %1291 = xor <8 x i64> %1289, %1276
  %1292 = trunc <8 x i64> %1291 to <8 x i32>
  %1293 = xor <8 x i32> %broadcast.splat392, %1292
  %1294 = xor <8 x i64> %1287, %1274
  %1295 = trunc <8 x i64> %1294 to <8 x i32>
  %1296 = xor <8 x i32> %broadcast.splat394, %1295
  %1297 = shl i64 %index396, 4
  %1298 = getelementptr inbounds i8, ptr %scratch, i64 %1297
  %1299 = shufflevector <8 x i32> %1293, <8 x i32> %1290, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1300 = shufflevector <8 x i32> %1296, <8 x i32> %1288, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %interleaved.vec397 = shufflevector <16 x i32> %1299, <16 x i32> %1300, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  store <32 x i32> %interleaved.vec397, ptr %1298, align 4
  %index.next398 = add nuw i64 %index396, 8
  %vec.ind.next = add nuw nsw <8 x i64> %vec.ind, splat (i64 8)
  %1301 = icmp eq i64 %index.next398, %n.vec350
  br i1 %1301, label %middle.block399, label %vector.body395, !llvm.loop !32

middle.block399:                                  ; preds = %vector.body395
  br i1 %cmp.n400, label %noise.header44.preheader.us, label %philox.body39.us.preheader

philox.body39.us.preheader:                       ; preds = %philox.body39.lr.ph.us, %middle.block399
  %philox4184.us.ph = phi i64 [ 0, %philox.body39.lr.ph.us ], [ %n.vec350, %middle.block399 ]
  %invariant.op = xor i64 %1196, %28
  %invariant.op614 = xor i64 %1201, %31
  br label %philox.body39.us

step.header16.step.exit18_crit_edge.us:           ; preds = %noise.done60.us
  %1302 = add nuw i64 %row93.us, 1
  %exitcond135.not = icmp eq i64 %1302, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond135.not, label %flat.done, label %row.body.us

small_table.body:                                 ; preds = %small_table.body, %small_table.body.preheader.new
  %small_table83 = phi i64 [ 0, %small_table.body.preheader.new ], [ %1312, %small_table.body ]
  %niter = phi i64 [ 0, %small_table.body.preheader.new ], [ %niter.next.1, %small_table.body ]
  %unit = urem i64 %small_table83, %groups
  %step = udiv i64 %small_table83, %groups
  %1303 = trunc nuw i64 %unit to i32
  %1304 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table83
  store i32 %1303, ptr %1304, align 4
  %1305 = trunc i64 %step to i32
  %1306 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table83
  store i32 %1305, ptr %1306, align 4
  %1307 = or disjoint i64 %small_table83, 1
  %unit.1 = urem i64 %1307, %groups
  %step.1 = udiv i64 %1307, %groups
  %1308 = trunc nuw i64 %unit.1 to i32
  %1309 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %1307
  store i32 %1308, ptr %1309, align 4
  %1310 = trunc i64 %step.1 to i32
  %1311 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %1307
  store i32 %1310, ptr %1311, align 4
  %1312 = add nuw nsw i64 %small_table83, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1.not = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1.not, label %small_tables.done.loopexit.unr-lcssa, label %small_table.body

flat.then:                                        ; preds = %small_tables.done
  %rows_per_block.rhs.trunc = trunc nuw nsw i64 %n_features to i16
  %rows_per_block77 = udiv i16 512, %rows_per_block.rhs.trunc
  %rows_per_block.zext = zext nneg i16 %rows_per_block77 to i64
  %1313 = icmp ult i64 %row_begin, %row_end
  br i1 %1313, label %flat_block.body.lr.ph, label %flat.done

flat_block.body.lr.ph:                            ; preds = %flat.then
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not121 = icmp eq i64 %steps, 0
  %1314 = trunc i64 %key0 to i32
  %1315 = lshr i64 %key0, 32
  %1316 = trunc nuw i64 %1315 to i32
  %1317 = add i64 %key0, 2654435769
  %1318 = add nuw nsw i64 %1315, 3144134277
  %1319 = add i64 %key0, 1013904242
  %1320 = add nuw nsw i64 %1315, 1993301258
  %1321 = add i64 %key0, 3668340011
  %1322 = add nuw nsw i64 %1315, 842468239
  %1323 = add i64 %key0, 2027808484
  %1324 = add nuw nsw i64 %1315, 3986602516
  %1325 = add i64 %key0, 387276957
  %1326 = add nuw nsw i64 %1315, 2835769497
  %1327 = add i64 %key0, 3041712726
  %1328 = add nuw nsw i64 %1315, 1684936478
  %1329 = add i64 %key0, 1401181199
  %1330 = add nuw nsw i64 %1315, 534103459
  %1331 = add i64 %key0, 4055616968
  %1332 = add nuw nsw i64 %1315, 3678237736
  %1333 = add i32 %1314, -1879881855
  %1334 = add i32 %1316, -1767562579
  br i1 %.not121, label %flat_block.body, label %flat_block.body.lr.ph.split.us

flat_block.body.lr.ph.split.us:                   ; preds = %flat_block.body.lr.ph
  %cond = icmp eq i32 %draw_noise, 0
  %1335 = shl nuw nsw i64 %n_features, 2
  br i1 %cond, label %flat_block.body.us.us.preheader, label %flat_block.body.us.preheader

flat_block.body.us.us.preheader:                  ; preds = %flat_block.body.lr.ph.split.us
  %broadcast.splatinsert553 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat554 = shufflevector <8 x float> %broadcast.splatinsert553, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert575 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat576 = shufflevector <4 x float> %broadcast.splatinsert575, <4 x float> poison, <4 x i32> zeroinitializer
  br label %flat_block.body.us.us

flat_block.body.us.preheader:                     ; preds = %flat_block.body.lr.ph.split.us
  %scevgep453 = getelementptr inbounds nuw i8, ptr %flat_noise, i64 4
  %scevgep475 = getelementptr inbounds nuw i8, ptr %flat_noise, i64 12
  %broadcast.splatinsert493 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat494 = shufflevector <8 x i64> %broadcast.splatinsert493, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert497 = insertelement <8 x i64> poison, i64 %1319, i64 0
  %broadcast.splat498 = shufflevector <8 x i64> %broadcast.splatinsert497, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert501 = insertelement <8 x i64> poison, i64 %1321, i64 0
  %broadcast.splat502 = shufflevector <8 x i64> %broadcast.splatinsert501, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert503 = insertelement <8 x i64> poison, i64 %1322, i64 0
  %broadcast.splat504 = shufflevector <8 x i64> %broadcast.splatinsert503, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert505 = insertelement <8 x i64> poison, i64 %1323, i64 0
  %broadcast.splat506 = shufflevector <8 x i64> %broadcast.splatinsert505, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert507 = insertelement <8 x i64> poison, i64 %1324, i64 0
  %broadcast.splat508 = shufflevector <8 x i64> %broadcast.splatinsert507, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert509 = insertelement <8 x i64> poison, i64 %1325, i64 0
  %broadcast.splat510 = shufflevector <8 x i64> %broadcast.splatinsert509, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert511 = insertelement <8 x i64> poison, i64 %1326, i64 0
  %broadcast.splat512 = shufflevector <8 x i64> %broadcast.splatinsert511, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert513 = insertelement <8 x i64> poison, i64 %1327, i64 0
  %broadcast.splat514 = shufflevector <8 x i64> %broadcast.splatinsert513, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert515 = insertelement <8 x i64> poison, i64 %1328, i64 0
  %broadcast.splat516 = shufflevector <8 x i64> %broadcast.splatinsert515, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert517 = insertelement <8 x i64> poison, i64 %1329, i64 0
  %broadcast.splat518 = shufflevector <8 x i64> %broadcast.splatinsert517, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert519 = insertelement <8 x i64> poison, i64 %1330, i64 0
  %broadcast.splat520 = shufflevector <8 x i64> %broadcast.splatinsert519, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert521 = insertelement <8 x i64> poison, i64 %1331, i64 0
  %broadcast.splat522 = shufflevector <8 x i64> %broadcast.splatinsert521, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert523 = insertelement <8 x i64> poison, i64 %1332, i64 0
  %broadcast.splat524 = shufflevector <8 x i64> %broadcast.splatinsert523, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert525 = insertelement <8 x i32> poison, i32 %1333, i64 0
  %broadcast.splat526 = shufflevector <8 x i32> %broadcast.splatinsert525, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert527 = insertelement <8 x i32> poison, i32 %1334, i64 0
  %broadcast.splat528 = shufflevector <8 x i32> %broadcast.splatinsert527, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert417 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat418 = shufflevector <8 x float> %broadcast.splatinsert417, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert439 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat440 = shufflevector <4 x float> %broadcast.splatinsert439, <4 x float> poison, <4 x i32> zeroinitializer
  br label %flat_block.body.us

flat_block.body.us.us:                            ; preds = %flat_block.body.us.us.preheader, %step.header.step.exit_crit_edge.split.us.us.us
  %flat_block100.us.us = phi i64 [ %1340, %step.header.step.exit_crit_edge.split.us.us.us ], [ %row_begin, %flat_block.body.us.us.preheader ]
  %rows_left.us.us = sub nuw i64 %row_end, %flat_block100.us.us
  %1336 = tail call i64 @llvm.umin.i64(i64 %rows_left.us.us, i64 %rows_per_block.zext)
  %block_elements.us.us = mul nuw nsw i64 %1336, %n_features
  %first_element.us.us = mul i64 %flat_block100.us.us, %n_features
  %1337 = getelementptr float, ptr %state, i64 %first_element.us.us
  %1338 = getelementptr float, ptr %input_0, i64 %first_element.us.us
  %.not125 = icmp eq i64 %block_elements.us.us, 0
  br i1 %.not125, label %step.header.step.exit_crit_edge.split.us.us.us, label %step.body.us.us.us.us.preheader

step.body.us.us.us.us.preheader:                  ; preds = %flat_block.body.us.us
  %1339 = mul nuw nsw i64 %1335, %1336
  %scevgep539 = getelementptr i8, ptr %1337, i64 %1339
  %scevgep540 = getelementptr i8, ptr %1338, i64 %1339
  %min.iters.check545 = icmp ult i64 %block_elements.us.us, 4
  %bound0541 = icmp ult ptr %1337, %scevgep540
  %bound1542 = icmp ult ptr %1338, %scevgep539
  %found.conflict543 = and i1 %bound0541, %bound1542
  %min.iters.check548 = icmp ult i64 %block_elements.us.us, 32
  %n.mod.vf551 = and i64 %block_elements.us.us, 28
  %n.vec552 = and i64 %block_elements.us.us, 32736
  %cmp.n567 = icmp eq i64 %block_elements.us.us, %n.vec552
  %min.epilog.iters.check571 = icmp eq i64 %n.mod.vf551, 0
  br label %iter.check547

step.header.step.exit_crit_edge.split.us.us.us:   ; preds = %flat_element.header9.noise.done.loopexit_crit_edge.us.us.us.us, %flat_block.body.us.us
  %1340 = add i64 %flat_block100.us.us, %rows_per_block.zext
  %1341 = icmp ult i64 %1340, %row_end
  br i1 %1341, label %flat_block.body.us.us, label %flat.done

iter.check547:                                    ; preds = %step.body.us.us.us.us.preheader, %flat_element.header9.noise.done.loopexit_crit_edge.us.us.us.us
  %step399.us.us.us.us = phi i64 [ %1390, %flat_element.header9.noise.done.loopexit_crit_edge.us.us.us.us ], [ 0, %step.body.us.us.us.us.preheader ]
  %brmerge620 = select i1 %min.iters.check545, i1 true, i1 %found.conflict543
  br i1 %brmerge620, label %flat_element.body10.us.us.us.us.preheader, label %vector.main.loop.iter.check549

vector.main.loop.iter.check549:                   ; preds = %iter.check547
  br i1 %min.iters.check548, label %vec.epilog.ph572, label %vector.body555

vector.body555:                                   ; preds = %vector.main.loop.iter.check549, %vector.body555
  %index556 = phi i64 [ %index.next565, %vector.body555 ], [ 0, %vector.main.loop.iter.check549 ]
  %1342 = getelementptr inbounds float, ptr %1337, i64 %index556
  %1343 = getelementptr inbounds nuw i8, ptr %1342, i64 32
  %1344 = getelementptr inbounds nuw i8, ptr %1342, i64 64
  %1345 = getelementptr inbounds nuw i8, ptr %1342, i64 96
  %wide.load557 = load <8 x float>, ptr %1342, align 4, !alias.scope !33, !noalias !36
  %wide.load558 = load <8 x float>, ptr %1343, align 4, !alias.scope !33, !noalias !36
  %wide.load559 = load <8 x float>, ptr %1344, align 4, !alias.scope !33, !noalias !36
  %wide.load560 = load <8 x float>, ptr %1345, align 4, !alias.scope !33, !noalias !36
  %1346 = getelementptr inbounds float, ptr %1338, i64 %index556
  %1347 = getelementptr inbounds nuw i8, ptr %1346, i64 32
  %1348 = getelementptr inbounds nuw i8, ptr %1346, i64 64
  %1349 = getelementptr inbounds nuw i8, ptr %1346, i64 96
  %wide.load561 = load <8 x float>, ptr %1346, align 4, !alias.scope !36
  %wide.load562 = load <8 x float>, ptr %1347, align 4, !alias.scope !36
  %wide.load563 = load <8 x float>, ptr %1348, align 4, !alias.scope !36
  %wide.load564 = load <8 x float>, ptr %1349, align 4, !alias.scope !36
  %1350 = fsub <8 x float> %wide.load561, %wide.load557
  %1351 = fsub <8 x float> %wide.load562, %wide.load558
  %1352 = fsub <8 x float> %wide.load563, %wide.load559
  %1353 = fsub <8 x float> %wide.load564, %wide.load560
  %1354 = fmul <8 x float> %1350, splat (float 2.000000e+00)
  %1355 = fmul <8 x float> %1351, splat (float 2.000000e+00)
  %1356 = fmul <8 x float> %1352, splat (float 2.000000e+00)
  %1357 = fmul <8 x float> %1353, splat (float 2.000000e+00)
  %1358 = fmul <8 x float> %1354, splat (float 5.000000e-01)
  %1359 = fmul <8 x float> %1355, splat (float 5.000000e-01)
  %1360 = fmul <8 x float> %1356, splat (float 5.000000e-01)
  %1361 = fmul <8 x float> %1357, splat (float 5.000000e-01)
  %1362 = fmul <8 x float> %broadcast.splat554, %1358
  %1363 = fmul <8 x float> %broadcast.splat554, %1359
  %1364 = fmul <8 x float> %broadcast.splat554, %1360
  %1365 = fmul <8 x float> %broadcast.splat554, %1361
  %1366 = fadd <8 x float> %wide.load557, %1362
  %1367 = fadd <8 x float> %wide.load558, %1363
  %1368 = fadd <8 x float> %wide.load559, %1364
  %1369 = fadd <8 x float> %wide.load560, %1365
  store <8 x float> %1366, ptr %1342, align 4, !alias.scope !33, !noalias !36
  store <8 x float> %1367, ptr %1343, align 4, !alias.scope !33, !noalias !36
  store <8 x float> %1368, ptr %1344, align 4, !alias.scope !33, !noalias !36
  store <8 x float> %1369, ptr %1345, align 4, !alias.scope !33, !noalias !36
  %index.next565 = add nuw i64 %index556, 32
  %1370 = icmp eq i64 %index.next565, %n.vec552
  br i1 %1370, label %middle.block566, label %vector.body555, !llvm.loop !38

middle.block566:                                  ; preds = %vector.body555
  br i1 %cmp.n567, label %flat_element.header9.noise.done.loopexit_crit_edge.us.us.us.us, label %vec.epilog.iter.check570

vec.epilog.iter.check570:                         ; preds = %middle.block566
  br i1 %min.epilog.iters.check571, label %flat_element.body10.us.us.us.us.preheader, label %vec.epilog.ph572, !prof !8

flat_element.body10.us.us.us.us.preheader:        ; preds = %iter.check547, %vec.epilog.iter.check570
  %flat_element1297.us.us.us.us.ph = phi i64 [ 0, %iter.check547 ], [ %n.vec552, %vec.epilog.iter.check570 ]
  br label %flat_element.body10.us.us.us.us

vec.epilog.ph572:                                 ; preds = %vector.main.loop.iter.check549, %vec.epilog.iter.check570
  %vec.epilog.resume.val568 = phi i64 [ %n.vec552, %vec.epilog.iter.check570 ], [ 0, %vector.main.loop.iter.check549 ]
  br label %vec.epilog.vector.body577

vec.epilog.vector.body577:                        ; preds = %vec.epilog.vector.body577, %vec.epilog.ph572
  %index578 = phi i64 [ %vec.epilog.resume.val568, %vec.epilog.ph572 ], [ %index.next581, %vec.epilog.vector.body577 ]
  %1371 = getelementptr inbounds float, ptr %1337, i64 %index578
  %wide.load579 = load <4 x float>, ptr %1371, align 4, !alias.scope !33, !noalias !36
  %1372 = getelementptr inbounds float, ptr %1338, i64 %index578
  %wide.load580 = load <4 x float>, ptr %1372, align 4, !alias.scope !36
  %1373 = fsub <4 x float> %wide.load580, %wide.load579
  %1374 = fmul <4 x float> %1373, splat (float 2.000000e+00)
  %1375 = fmul <4 x float> %1374, splat (float 5.000000e-01)
  %1376 = fmul <4 x float> %broadcast.splat576, %1375
  %1377 = fadd <4 x float> %wide.load579, %1376
  store <4 x float> %1377, ptr %1371, align 4, !alias.scope !33, !noalias !36
  %index.next581 = add nuw i64 %index578, 4
  %1378 = icmp eq i64 %index.next581, %block_elements.us.us
  br i1 %1378, label %flat_element.header9.noise.done.loopexit_crit_edge.us.us.us.us, label %vec.epilog.vector.body577, !llvm.loop !39

flat_element.body10.us.us.us.us:                  ; preds = %flat_element.body10.us.us.us.us.preheader, %flat_element.body10.us.us.us.us
  %flat_element1297.us.us.us.us = phi i64 [ %1388, %flat_element.body10.us.us.us.us ], [ %flat_element1297.us.us.us.us.ph, %flat_element.body10.us.us.us.us.preheader ]
  %1379 = getelementptr inbounds float, ptr %1337, i64 %flat_element1297.us.us.us.us
  %1380 = load float, ptr %1379, align 4
  %1381 = getelementptr inbounds float, ptr %1338, i64 %flat_element1297.us.us.us.us
  %1382 = load float, ptr %1381, align 4
  %1383 = fsub float %1382, %1380
  %1384 = fmul float %1383, 2.000000e+00
  %1385 = fmul float %1384, 5.000000e-01
  %1386 = fmul float %eta, %1385
  %1387 = fadd float %1380, %1386
  store float %1387, ptr %1379, align 4
  %1388 = add nuw i64 %flat_element1297.us.us.us.us, 1
  %1389 = icmp ult i64 %1388, %block_elements.us.us
  br i1 %1389, label %flat_element.body10.us.us.us.us, label %flat_element.header9.noise.done.loopexit_crit_edge.us.us.us.us, !llvm.loop !40

flat_element.header9.noise.done.loopexit_crit_edge.us.us.us.us: ; preds = %vec.epilog.vector.body577, %flat_element.body10.us.us.us.us, %middle.block566
  %1390 = add nuw i64 %step399.us.us.us.us, 1
  %exitcond137.not = icmp eq i64 %1390, %steps
  br i1 %exitcond137.not, label %step.header.step.exit_crit_edge.split.us.us.us, label %iter.check547

flat_block.body.us:                               ; preds = %flat_block.body.us.preheader, %step.header.step.exit_crit_edge.split.us105
  %flat_block100.us = phi i64 [ %1836, %step.header.step.exit_crit_edge.split.us105 ], [ %row_begin, %flat_block.body.us.preheader ]
  %rows_left.us = sub nuw i64 %row_end, %flat_block100.us
  %1391 = tail call i64 @llvm.umin.i64(i64 %rows_left.us, i64 %rows_per_block.zext)
  %block_elements.us = mul nuw nsw i64 %1391, %n_features
  %first_element.us = mul i64 %flat_block100.us, %n_features
  %1392 = getelementptr float, ptr %state, i64 %first_element.us
  %1393 = getelementptr float, ptr %input_0, i64 %first_element.us
  %1394 = lshr exact i64 %first_element.us, 2
  %groups5.us = lshr exact i64 %block_elements.us, 2
  %.not122 = icmp eq i64 %block_elements.us, 0
  %1395 = mul nuw nsw i64 %1335, %1391
  %scevgep403 = getelementptr i8, ptr %1392, i64 %1395
  %scevgep404 = getelementptr i8, ptr %1393, i64 %1395
  %1396 = add nsw i64 %block_elements.us, -1
  %1397 = add nsw i64 %block_elements.us, -1
  %1398 = lshr i64 %1397, 1
  %1399 = add nuw i64 %1398, 1
  %min.iters.check481 = icmp ult i64 %block_elements.us, 32
  %1400 = add nsw i64 %groups5.us, -1
  %mul.result477 = shl i64 %1400, 4
  %mul.overflow478 = icmp ugt i64 %1400, 1152921504606846975
  %1401 = getelementptr i8, ptr %scevgep475, i64 %mul.result477
  %1402 = icmp ult ptr %1401, %scevgep475
  %1403 = or i1 %1402, %mul.overflow478
  %n.vec484 = and i64 %groups5.us, 8184
  %broadcast.splatinsert491 = insertelement <8 x i64> poison, i64 %1394, i64 0
  %broadcast.splat492 = shufflevector <8 x i64> %broadcast.splatinsert491, <8 x i64> poison, <8 x i32> zeroinitializer
  %cmp.n536 = icmp eq i64 %groups5.us, %n.vec484
  %min.iters.check458 = icmp ult i64 %block_elements.us, 15
  %1404 = shl i64 %1396, 2
  %mul.result455 = and i64 %1404, -8
  %mul.overflow456 = icmp ugt i64 %1396, 4611686018427387903
  %1405 = getelementptr i8, ptr %scevgep453, i64 %mul.result455
  %1406 = icmp ult ptr %1405, %scevgep453
  %1407 = or i1 %1406, %mul.overflow456
  %n.vec461 = and i64 %1399, -8
  %1408 = shl i64 %n.vec461, 1
  %cmp.n471 = icmp eq i64 %1399, %n.vec461
  %min.iters.check409 = icmp ult i64 %block_elements.us, 4
  %bound0405 = icmp ult ptr %1392, %scevgep404
  %bound1406 = icmp ult ptr %1393, %scevgep403
  %found.conflict407 = and i1 %bound0405, %bound1406
  %min.iters.check412 = icmp ult i64 %block_elements.us, 16
  %n.mod.vf415 = and i64 %block_elements.us, 12
  %n.vec416 = and i64 %block_elements.us, 32752
  %cmp.n431 = icmp eq i64 %block_elements.us, %n.vec416
  %min.epilog.iters.check435 = icmp eq i64 %n.mod.vf415, 0
  br label %step.body.us101

step.body.us101:                                  ; preds = %flat_block.body.us, %noise.done.loopexit80.us
  %step399.us102 = phi i64 [ 0, %flat_block.body.us ], [ %1728, %noise.done.loopexit80.us ]
  %temperature1.098.us103 = phi float [ %temperature, %flat_block.body.us ], [ %t_next.us104, %noise.done.loopexit80.us ]
  %1409 = fmul float %two_eta, %temperature1.098.us103
  %1410 = fcmp ogt float %1409, 0.000000e+00
  %1411 = tail call float @llvm.sqrt.f32(float %1409)
  %1412 = select i1 %1410, float %1411, float 0.000000e+00
  %noise_scale4.us = select i1 %anneal2.not, float %noise_scale, float %1412
  br i1 %.not122, label %noise.done.loopexit80.us, label %philox.body.lr.ph.us

flat_element.body.us:                             ; preds = %flat_element.body.us.preheader, %flat_element.body.us
  %flat_element96.us = phi i64 [ %1426, %flat_element.body.us ], [ %flat_element96.us.ph, %flat_element.body.us.preheader ]
  %1413 = getelementptr inbounds float, ptr %1392, i64 %flat_element96.us
  %1414 = load float, ptr %1413, align 4
  %1415 = getelementptr inbounds float, ptr %1393, i64 %flat_element96.us
  %1416 = load float, ptr %1415, align 4
  %1417 = fsub float %1416, %1414
  %1418 = fmul float %1417, 2.000000e+00
  %1419 = fmul float %1418, 5.000000e-01
  %1420 = fmul float %eta, %1419
  %1421 = fadd float %1414, %1420
  %1422 = getelementptr inbounds float, ptr %flat_noise, i64 %flat_element96.us
  %1423 = load float, ptr %1422, align 4
  %1424 = fmul float %noise_scale4.us, %1423
  %1425 = fadd float %1424, %1421
  store float %1425, ptr %1413, align 4
  %1426 = add nuw i64 %flat_element96.us, 1
  %1427 = icmp ult i64 %1426, %block_elements.us
  br i1 %1427, label %flat_element.body.us, label %noise.done.loopexit80.us, !llvm.loop !41

noise.body.us:                                    ; preds = %noise.body.us.preheader600, %noise.body.us
  %noise95.us = phi i64 [ %1513, %noise.body.us ], [ %noise95.us.ph, %noise.body.us.preheader600 ]
  %1428 = getelementptr inbounds float, ptr %flat_noise, i64 %noise95.us
  %word.us = load i32, ptr %1428, align 4
  %1429 = getelementptr i8, ptr %1428, i64 4
  %word6.us = load i32, ptr %1429, align 4
  %1430 = lshr i32 %word.us, 9
  %1431 = uitofp nneg i32 %1430 to float
  %1432 = fadd float %1431, 5.000000e-01
  %1433 = fmul float %1432, 0x3E80000000000000
  %1434 = lshr i32 %word6.us, 9
  %1435 = uitofp nneg i32 %1434 to float
  %1436 = fadd float %1435, 5.000000e-01
  %1437 = fmul float %1436, 0x3E80000000000000
  %1438 = bitcast float %1433 to i32
  %1439 = add nuw i32 %1438, 4913933
  %1440 = lshr i32 %1439, 23
  %1441 = add nsw i32 %1440, -127
  %1442 = and i32 %1439, 8388607
  %1443 = add nuw nsw i32 %1442, 1060439283
  %1444 = bitcast i32 %1443 to float
  %1445 = fadd float %1444, -1.000000e+00
  %1446 = fadd float %1445, 2.000000e+00
  %1447 = fdiv float %1445, %1446
  %1448 = fmul float %1447, %1447
  %1449 = fmul float %1448, %1448
  %1450 = fmul float %1449, 0x3FCF13C4C0000000
  %1451 = fadd float %1450, 0x3FD999C260000000
  %1452 = fmul float %1449, %1451
  %1453 = fmul float %1449, 0x3FD23D3DC0000000
  %1454 = fadd float %1453, 0x3FE5555540000000
  %1455 = fmul float %1448, %1454
  %1456 = fadd float %1455, %1452
  %1457 = fmul float %1445, 5.000000e-01
  %1458 = fmul float %1445, %1457
  %1459 = sitofp i32 %1441 to float
  %1460 = fadd float %1458, %1456
  %1461 = fmul float %1447, %1460
  %1462 = fmul float %1459, 0x3EE2FEFA20000000
  %1463 = fadd float %1462, %1461
  %1464 = fsub float %1463, %1458
  %1465 = fadd float %1445, %1464
  %1466 = fmul float %1459, 0x3FE62E3000000000
  %1467 = fadd float %1466, %1465
  %1468 = fmul float %1467, -2.000000e+00
  %1469 = tail call float @llvm.sqrt.f32(float %1468)
  %1470 = fpext float %1437 to double
  %1471 = fmul double %1470, 4.000000e+00
  %1472 = fadd double %1471, 0x4338000000000000
  %1473 = fadd double %1472, 0xC338000000000000
  %1474 = fsub double %1471, %1473
  %1475 = bitcast double %1472 to i64
  %1476 = and i64 %1475, 1
  %1477 = and i64 %1475, 2
  %.not75.us = icmp eq i64 %1476, 0
  %.not76.us = icmp eq i64 %1477, 0
  %1478 = fmul double %1474, 0x3FF921FB54442D18
  %1479 = fmul double %1478, %1478
  %1480 = fmul double %1479, 0x3EC71DE3A556C734
  %1481 = fadd double %1480, 0xBF2A01A01A01A01A
  %1482 = fmul double %1479, 0x3E927E4FB7789F5C
  %1483 = fsub double 0x3EFA01A01A01A01A, %1482
  %1484 = fmul double %1479, %1481
  %1485 = fmul double %1479, %1483
  %1486 = fadd double %1484, 0x3F81111111111111
  %1487 = fadd double %1485, 0xBF56C16C16C16C17
  %1488 = fmul double %1479, %1486
  %1489 = fmul double %1479, %1487
  %1490 = fadd double %1488, 0xBFC5555555555555
  %1491 = fadd double %1489, 0x3FA5555555555555
  %1492 = fmul double %1478, %1479
  %1493 = fmul double %1479, %1479
  %1494 = fmul double %1492, %1490
  %1495 = fmul double %1493, %1491
  %1496 = fmul double %1479, 5.000000e-01
  %1497 = fsub double 1.000000e+00, %1496
  %1498 = fadd double %1478, %1494
  %1499 = fadd double %1497, %1495
  %1500 = fneg double %1498
  %1501 = fneg double %1499
  %1502 = select i1 %.not76.us, double %1498, double %1500
  %1503 = select i1 %.not76.us, double %1499, double %1501
  %1504 = select i1 %.not76.us, double %1500, double %1498
  %1505 = select i1 %.not75.us, double %1502, double %1503
  %1506 = select i1 %.not75.us, double %1503, double %1504
  %1507 = insertelement <2 x double> poison, double %1506, i64 0
  %1508 = insertelement <2 x double> %1507, double %1505, i64 1
  %1509 = fptrunc <2 x double> %1508 to <2 x float>
  %1510 = insertelement <2 x float> poison, float %1469, i64 0
  %1511 = shufflevector <2 x float> %1510, <2 x float> poison, <2 x i32> zeroinitializer
  %1512 = fmul <2 x float> %1511, %1509
  store <2 x float> %1512, ptr %1428, align 4
  %1513 = add nuw i64 %noise95.us, 2
  %1514 = icmp ult i64 %1513, %block_elements.us
  br i1 %1514, label %noise.body.us, label %iter.check411, !llvm.loop !42

iter.check411:                                    ; preds = %noise.body.us, %middle.block470
  %brmerge621 = select i1 %min.iters.check409, i1 true, i1 %found.conflict407
  br i1 %brmerge621, label %flat_element.body.us.preheader, label %vector.main.loop.iter.check413

vector.main.loop.iter.check413:                   ; preds = %iter.check411
  br i1 %min.iters.check412, label %vec.epilog.ph436, label %vector.ph414

vector.ph414:                                     ; preds = %vector.main.loop.iter.check413
  %broadcast.splatinsert419 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat420 = shufflevector <8 x float> %broadcast.splatinsert419, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body421

vector.body421:                                   ; preds = %vector.body421, %vector.ph414
  %index422 = phi i64 [ 0, %vector.ph414 ], [ %index.next429, %vector.body421 ]
  %1515 = getelementptr inbounds float, ptr %1392, i64 %index422
  %1516 = getelementptr inbounds nuw i8, ptr %1515, i64 32
  %wide.load423 = load <8 x float>, ptr %1515, align 4, !alias.scope !43, !noalias !46
  %wide.load424 = load <8 x float>, ptr %1516, align 4, !alias.scope !43, !noalias !46
  %1517 = getelementptr inbounds float, ptr %1393, i64 %index422
  %1518 = getelementptr inbounds nuw i8, ptr %1517, i64 32
  %wide.load425 = load <8 x float>, ptr %1517, align 4, !alias.scope !46
  %wide.load426 = load <8 x float>, ptr %1518, align 4, !alias.scope !46
  %1519 = fsub <8 x float> %wide.load425, %wide.load423
  %1520 = fsub <8 x float> %wide.load426, %wide.load424
  %1521 = fmul <8 x float> %1519, splat (float 2.000000e+00)
  %1522 = fmul <8 x float> %1520, splat (float 2.000000e+00)
  %1523 = fmul <8 x float> %1521, splat (float 5.000000e-01)
  %1524 = fmul <8 x float> %1522, splat (float 5.000000e-01)
  %1525 = fmul <8 x float> %broadcast.splat418, %1523
  %1526 = fmul <8 x float> %broadcast.splat418, %1524
  %1527 = fadd <8 x float> %wide.load423, %1525
  %1528 = fadd <8 x float> %wide.load424, %1526
  %1529 = getelementptr inbounds float, ptr %flat_noise, i64 %index422
  %1530 = getelementptr inbounds nuw i8, ptr %1529, i64 32
  %wide.load427 = load <8 x float>, ptr %1529, align 4
  %wide.load428 = load <8 x float>, ptr %1530, align 4
  %1531 = fmul <8 x float> %broadcast.splat420, %wide.load427
  %1532 = fmul <8 x float> %broadcast.splat420, %wide.load428
  %1533 = fadd <8 x float> %1531, %1527
  %1534 = fadd <8 x float> %1532, %1528
  store <8 x float> %1533, ptr %1515, align 4, !alias.scope !43, !noalias !46
  store <8 x float> %1534, ptr %1516, align 4, !alias.scope !43, !noalias !46
  %index.next429 = add nuw i64 %index422, 16
  %1535 = icmp eq i64 %index.next429, %n.vec416
  br i1 %1535, label %middle.block430, label %vector.body421, !llvm.loop !48

middle.block430:                                  ; preds = %vector.body421
  br i1 %cmp.n431, label %noise.done.loopexit80.us, label %vec.epilog.iter.check434

vec.epilog.iter.check434:                         ; preds = %middle.block430
  br i1 %min.epilog.iters.check435, label %flat_element.body.us.preheader, label %vec.epilog.ph436, !prof !25

flat_element.body.us.preheader:                   ; preds = %iter.check411, %vec.epilog.iter.check434
  %flat_element96.us.ph = phi i64 [ 0, %iter.check411 ], [ %n.vec416, %vec.epilog.iter.check434 ]
  br label %flat_element.body.us

vec.epilog.ph436:                                 ; preds = %vector.main.loop.iter.check413, %vec.epilog.iter.check434
  %vec.epilog.resume.val432 = phi i64 [ %n.vec416, %vec.epilog.iter.check434 ], [ 0, %vector.main.loop.iter.check413 ]
  %broadcast.splatinsert441 = insertelement <4 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat442 = shufflevector <4 x float> %broadcast.splatinsert441, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body443

vec.epilog.vector.body443:                        ; preds = %vec.epilog.vector.body443, %vec.epilog.ph436
  %index444 = phi i64 [ %vec.epilog.resume.val432, %vec.epilog.ph436 ], [ %index.next448, %vec.epilog.vector.body443 ]
  %1536 = getelementptr inbounds float, ptr %1392, i64 %index444
  %wide.load445 = load <4 x float>, ptr %1536, align 4, !alias.scope !43, !noalias !46
  %1537 = getelementptr inbounds float, ptr %1393, i64 %index444
  %wide.load446 = load <4 x float>, ptr %1537, align 4, !alias.scope !46
  %1538 = fsub <4 x float> %wide.load446, %wide.load445
  %1539 = fmul <4 x float> %1538, splat (float 2.000000e+00)
  %1540 = fmul <4 x float> %1539, splat (float 5.000000e-01)
  %1541 = fmul <4 x float> %broadcast.splat440, %1540
  %1542 = fadd <4 x float> %wide.load445, %1541
  %1543 = getelementptr inbounds float, ptr %flat_noise, i64 %index444
  %wide.load447 = load <4 x float>, ptr %1543, align 4
  %1544 = fmul <4 x float> %broadcast.splat442, %wide.load447
  %1545 = fadd <4 x float> %1544, %1542
  store <4 x float> %1545, ptr %1536, align 4, !alias.scope !43, !noalias !46
  %index.next448 = add nuw i64 %index444, 4
  %1546 = icmp eq i64 %index.next448, %block_elements.us
  br i1 %1546, label %noise.done.loopexit80.us, label %vec.epilog.vector.body443, !llvm.loop !49

philox.body.us:                                   ; preds = %philox.body.us.preheader, %philox.body.us
  %philox94.us = phi i64 [ %1641, %philox.body.us ], [ %philox94.us.ph, %philox.body.us.preheader ]
  %group.us = add nuw nsw i64 %philox94.us, %1394
  %1547 = and i64 %group.us, 4294967295
  %1548 = mul nuw i64 %1547, 3528531795
  %1549 = xor i64 %group.us, %key0
  %1550 = xor i64 %1549, %1548
  %1551 = lshr i64 %1550, 32
  %1552 = mul nuw i64 %1551, 3449720151
  %1553 = lshr i64 %1552, 32
  %.reass158.reass = xor i64 %1553, %invariant.op617
  %1554 = xor i64 %1737, %1548
  %1555 = and i64 %.reass158.reass, 4294967295
  %1556 = mul nuw i64 %1555, 3528531795
  %1557 = and i64 %1554, 4294967295
  %1558 = mul nuw i64 %1557, 3449720151
  %1559 = lshr i64 %1556, 32
  %1560 = lshr i64 %1558, 32
  %1561 = xor i64 %1560, %1319
  %1562 = xor i64 %1561, %1552
  %.reass160.reass = xor i64 %1559, %invariant.op618
  %1563 = and i64 %1562, 4294967295
  %1564 = mul nuw i64 %1563, 3528531795
  %1565 = and i64 %.reass160.reass, 4294967295
  %1566 = mul nuw i64 %1565, 3449720151
  %1567 = lshr i64 %1564, 32
  %1568 = lshr i64 %1566, 32
  %1569 = xor i64 %1321, %1568
  %1570 = xor i64 %1569, %1558
  %1571 = xor i64 %1567, %1322
  %1572 = xor i64 %1571, %1556
  %1573 = and i64 %1570, 4294967295
  %1574 = mul nuw i64 %1573, 3528531795
  %1575 = and i64 %1572, 4294967295
  %1576 = mul nuw i64 %1575, 3449720151
  %1577 = lshr i64 %1574, 32
  %1578 = lshr i64 %1576, 32
  %1579 = xor i64 %1578, %1323
  %1580 = xor i64 %1579, %1566
  %1581 = xor i64 %1324, %1577
  %1582 = xor i64 %1581, %1564
  %1583 = and i64 %1580, 4294967295
  %1584 = mul nuw i64 %1583, 3528531795
  %1585 = and i64 %1582, 4294967295
  %1586 = mul nuw i64 %1585, 3449720151
  %1587 = lshr i64 %1584, 32
  %1588 = lshr i64 %1586, 32
  %1589 = xor i64 %1325, %1588
  %1590 = xor i64 %1589, %1576
  %1591 = xor i64 %1587, %1326
  %1592 = xor i64 %1591, %1574
  %1593 = and i64 %1590, 4294967295
  %1594 = mul nuw i64 %1593, 3528531795
  %1595 = and i64 %1592, 4294967295
  %1596 = mul nuw i64 %1595, 3449720151
  %1597 = lshr i64 %1594, 32
  %1598 = lshr i64 %1596, 32
  %1599 = xor i64 %1598, %1327
  %1600 = xor i64 %1599, %1586
  %1601 = xor i64 %1328, %1597
  %1602 = xor i64 %1601, %1584
  %1603 = and i64 %1600, 4294967295
  %1604 = mul nuw i64 %1603, 3528531795
  %1605 = and i64 %1602, 4294967295
  %1606 = mul nuw i64 %1605, 3449720151
  %1607 = lshr i64 %1604, 32
  %1608 = lshr i64 %1606, 32
  %1609 = xor i64 %1329, %1608
  %1610 = xor i64 %1609, %1596
  %1611 = xor i64 %1607, %1330
  %1612 = xor i64 %1611, %1594
  %1613 = and i64 %1610, 4294967295
  %1614 = mul nuw i64 %1613, 3528531795
  %1615 = and i64 %1612, 4294967295
  %1616 = mul nuw i64 %1615, 3449720151
  %1617 = lshr i64 %1614, 32
  %1618 = lshr i64 %1616, 32
  %1619 = xor i64 %1618, %1331
  %1620 = xor i64 %1619, %1606
  %1621 = xor i64 %1332, %1617
  %1622 = xor i64 %1621, %1604
  %1623 = and i64 %1620, 4294967295
  %1624 = mul nuw i64 %1623, 3528531795
  %1625 = and i64 %1622, 4294967295
  %1626 = mul nuw i64 %1625, 3449720151
  %1627 = lshr i64 %1624, 32
  %1628 = trunc i64 %1624 to i32
  %1629 = lshr i64 %1626, 32
  %1630 = trunc i64 %1626 to i32
  %1631 = xor i64 %1629, %1616
  %1632 = trunc i64 %1631 to i32
  %1633 = xor i32 %1333, %1632
  %1634 = xor i64 %1627, %1614
  %1635 = trunc i64 %1634 to i32
  %1636 = xor i32 %1334, %1635
  %.idx79.us = shl i64 %philox94.us, 4
  %1637 = getelementptr inbounds i8, ptr %flat_noise, i64 %.idx79.us
  store i32 %1633, ptr %1637, align 4
  %1638 = getelementptr i8, ptr %1637, i64 4
  store i32 %1630, ptr %1638, align 4
  %1639 = getelementptr i8, ptr %1637, i64 8
  store i32 %1636, ptr %1639, align 4
  %1640 = getelementptr i8, ptr %1637, i64 12
  store i32 %1628, ptr %1640, align 4
  %1641 = add nuw nsw i64 %philox94.us, 1
  %1642 = icmp samesign ult i64 %1641, %groups5.us
  br i1 %1642, label %philox.body.us, label %noise.body.us.preheader, !llvm.loop !50

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block535
  %brmerge622 = select i1 %min.iters.check458, i1 true, i1 %1407
  br i1 %brmerge622, label %noise.body.us.preheader600, label %vector.body462

vector.body462:                                   ; preds = %noise.body.us.preheader, %vector.body462
  %index463 = phi i64 [ %index.next469, %vector.body462 ], [ 0, %noise.body.us.preheader ]
  %.idx589 = shl i64 %index463, 3
  %1643 = getelementptr inbounds i8, ptr %flat_noise, i64 %.idx589
  %wide.vec465 = load <16 x i32>, ptr %1643, align 4
  %strided.vec466 = shufflevector <16 x i32> %wide.vec465, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec467 = shufflevector <16 x i32> %wide.vec465, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %1644 = lshr <8 x i32> %strided.vec466, splat (i32 9)
  %1645 = uitofp nneg <8 x i32> %1644 to <8 x float>
  %1646 = fadd <8 x float> %1645, splat (float 5.000000e-01)
  %1647 = fmul <8 x float> %1646, splat (float 0x3E80000000000000)
  %1648 = lshr <8 x i32> %strided.vec467, splat (i32 9)
  %1649 = uitofp nneg <8 x i32> %1648 to <8 x float>
  %1650 = fadd <8 x float> %1649, splat (float 5.000000e-01)
  %1651 = fmul <8 x float> %1650, splat (float 0x3E80000000000000)
  %1652 = bitcast <8 x float> %1647 to <8 x i32>
  %1653 = add nuw <8 x i32> %1652, splat (i32 4913933)
  %1654 = lshr <8 x i32> %1653, splat (i32 23)
  %1655 = add nsw <8 x i32> %1654, splat (i32 -127)
  %1656 = and <8 x i32> %1653, splat (i32 8388607)
  %1657 = add nuw nsw <8 x i32> %1656, splat (i32 1060439283)
  %1658 = bitcast <8 x i32> %1657 to <8 x float>
  %1659 = fadd <8 x float> %1658, splat (float -1.000000e+00)
  %1660 = fadd <8 x float> %1659, splat (float 2.000000e+00)
  %1661 = fdiv <8 x float> %1659, %1660
  %1662 = fmul <8 x float> %1661, %1661
  %1663 = fmul <8 x float> %1662, %1662
  %1664 = fmul <8 x float> %1663, splat (float 0x3FCF13C4C0000000)
  %1665 = fadd <8 x float> %1664, splat (float 0x3FD999C260000000)
  %1666 = fmul <8 x float> %1663, %1665
  %1667 = fmul <8 x float> %1663, splat (float 0x3FD23D3DC0000000)
  %1668 = fadd <8 x float> %1667, splat (float 0x3FE5555540000000)
  %1669 = fmul <8 x float> %1662, %1668
  %1670 = fadd <8 x float> %1669, %1666
  %1671 = fmul <8 x float> %1659, splat (float 5.000000e-01)
  %1672 = fmul <8 x float> %1659, %1671
  %1673 = sitofp <8 x i32> %1655 to <8 x float>
  %1674 = fadd <8 x float> %1672, %1670
  %1675 = fmul <8 x float> %1661, %1674
  %1676 = fmul <8 x float> %1673, splat (float 0x3EE2FEFA20000000)
  %1677 = fadd <8 x float> %1676, %1675
  %1678 = fsub <8 x float> %1677, %1672
  %1679 = fadd <8 x float> %1659, %1678
  %1680 = fmul <8 x float> %1673, splat (float 0x3FE62E3000000000)
  %1681 = fadd <8 x float> %1680, %1679
  %1682 = fmul <8 x float> %1681, splat (float -2.000000e+00)
  %1683 = call <8 x float> @llvm.sqrt.v8f32(<8 x float> %1682)
  %1684 = fpext <8 x float> %1651 to <8 x double>
  %1685 = fmul <8 x double> %1684, splat (double 4.000000e+00)
  %1686 = fadd <8 x double> %1685, splat (double 0x4338000000000000)
  %1687 = fadd <8 x double> %1686, splat (double 0xC338000000000000)
  %1688 = fsub <8 x double> %1685, %1687
  %1689 = fmul <8 x double> %1688, splat (double 0x3FF921FB54442D18)
  %1690 = fmul <8 x double> %1689, %1689
  %1691 = fmul <8 x double> %1690, splat (double 0x3EC71DE3A556C734)
  %1692 = fadd <8 x double> %1691, splat (double 0xBF2A01A01A01A01A)
  %1693 = fmul <8 x double> %1690, %1692
  %1694 = fadd <8 x double> %1693, splat (double 0x3F81111111111111)
  %1695 = fmul <8 x double> %1690, %1694
  %1696 = fadd <8 x double> %1695, splat (double 0xBFC5555555555555)
  %1697 = fmul <8 x double> %1689, %1690
  %1698 = fmul <8 x double> %1697, %1696
  %1699 = fadd <8 x double> %1689, %1698
  %1700 = fmul <8 x double> %1690, splat (double 0x3E927E4FB7789F5C)
  %1701 = fsub <8 x double> splat (double 0x3EFA01A01A01A01A), %1700
  %1702 = fmul <8 x double> %1690, %1701
  %1703 = fadd <8 x double> %1702, splat (double 0xBF56C16C16C16C17)
  %1704 = fmul <8 x double> %1690, %1703
  %1705 = fadd <8 x double> %1704, splat (double 0x3FA5555555555555)
  %1706 = fmul <8 x double> %1690, %1690
  %1707 = fmul <8 x double> %1706, %1705
  %1708 = fmul <8 x double> %1690, splat (double 5.000000e-01)
  %1709 = fsub <8 x double> splat (double 1.000000e+00), %1708
  %1710 = fadd <8 x double> %1709, %1707
  %1711 = fneg <8 x double> %1699
  %1712 = fneg <8 x double> %1710
  %1713 = bitcast <8 x double> %1686 to <8 x i64>
  %1714 = and <8 x i64> %1713, splat (i64 1)
  %1715 = and <8 x i64> %1713, splat (i64 2)
  %1716 = icmp eq <8 x i64> %1714, zeroinitializer
  %1717 = icmp eq <8 x i64> %1715, zeroinitializer
  %1718 = select <8 x i1> %1717, <8 x double> %1699, <8 x double> %1711
  %1719 = select <8 x i1> %1717, <8 x double> %1710, <8 x double> %1712
  %1720 = select <8 x i1> %1716, <8 x double> %1718, <8 x double> %1719
  %1721 = select <8 x i1> %1717, <8 x double> %1711, <8 x double> %1699
  %1722 = select <8 x i1> %1716, <8 x double> %1719, <8 x double> %1721
  %1723 = fptrunc <8 x double> %1720 to <8 x float>
  %1724 = fptrunc <8 x double> %1722 to <8 x float>
  %1725 = fmul <8 x float> %1683, %1724
  %1726 = fmul <8 x float> %1683, %1723
  %interleaved.vec468 = shufflevector <8 x float> %1725, <8 x float> %1726, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x float> %interleaved.vec468, ptr %1643, align 4
  %index.next469 = add nuw i64 %index463, 8
  %1727 = icmp eq i64 %index.next469, %n.vec461
  br i1 %1727, label %middle.block470, label %vector.body462, !llvm.loop !51

middle.block470:                                  ; preds = %vector.body462
  br i1 %cmp.n471, label %iter.check411, label %noise.body.us.preheader600

noise.body.us.preheader600:                       ; preds = %noise.body.us.preheader, %middle.block470
  %noise95.us.ph = phi i64 [ %1408, %middle.block470 ], [ 0, %noise.body.us.preheader ]
  br label %noise.body.us

noise.done.loopexit80.us:                         ; preds = %vec.epilog.vector.body443, %flat_element.body.us, %middle.block430, %step.body.us101
  %t_next.us104 = fmul float %anneal_ratio, %temperature1.098.us103
  %1728 = add nuw i64 %step399.us102, 1
  %exitcond136.not = icmp eq i64 %1728, %steps
  br i1 %exitcond136.not, label %step.header.step.exit_crit_edge.split.us105, label %step.body.us101

philox.body.lr.ph.us:                             ; preds = %step.body.us101
  %key1_step.us = add i64 %step399.us102, %key1
  %1729 = lshr i64 %key1_step.us, 32
  %1730 = mul nuw i64 %1729, 3449720151
  %1731 = lshr i64 %1730, 32
  %1732 = xor i64 %key0, %1731
  %1733 = xor i64 %1732, %key1_step.us
  %1734 = and i64 %1733, 4294967295
  %1735 = mul nuw i64 %1734, 3528531795
  %1736 = lshr i64 %1735, 32
  %1737 = xor i64 %1736, %1318
  %brmerge623 = select i1 %min.iters.check481, i1 true, i1 %1403
  br i1 %brmerge623, label %philox.body.us.preheader, label %vector.ph482

vector.ph482:                                     ; preds = %philox.body.lr.ph.us
  %broadcast.splatinsert489 = insertelement <8 x i64> poison, i64 %1737, i64 0
  %broadcast.splat490 = shufflevector <8 x i64> %broadcast.splatinsert489, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar593 = xor i64 %1730, %1317
  %.scalar594 = and i64 %.scalar593, 4294967295
  %1738 = insertelement <8 x i64> poison, i64 %.scalar594, i64 0
  %.masked587 = shufflevector <8 x i64> %1738, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar595 = xor i64 %1735, %1320
  %.scalar596 = and i64 %.scalar595, 4294967295
  %1739 = insertelement <8 x i64> poison, i64 %.scalar596, i64 0
  %.masked588 = shufflevector <8 x i64> %1739, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body529

vector.body529:                                   ; preds = %vector.body529, %vector.ph482
  %index530 = phi i64 [ 0, %vector.ph482 ], [ %index.next533, %vector.body529 ]
  %vec.ind531 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph482 ], [ %vec.ind.next534, %vector.body529 ]
  %1740 = add nuw nsw <8 x i64> %vec.ind531, %broadcast.splat492
  %1741 = and <8 x i64> %1740, splat (i64 4294967295)
  %1742 = mul nuw <8 x i64> %1741, splat (i64 3528531795)
  %1743 = xor <8 x i64> %1740, %broadcast.splat494
  %1744 = xor <8 x i64> %1743, %1742
  %1745 = lshr <8 x i64> %1744, splat (i64 32)
  %1746 = mul nuw <8 x i64> %1745, splat (i64 3449720151)
  %1747 = lshr <8 x i64> %1746, splat (i64 32)
  %1748 = xor <8 x i64> %broadcast.splat490, %1742
  %1749 = xor <8 x i64> %.masked587, %1747
  %1750 = mul nuw <8 x i64> %1749, splat (i64 3528531795)
  %1751 = and <8 x i64> %1748, splat (i64 4294967295)
  %1752 = mul nuw <8 x i64> %1751, splat (i64 3449720151)
  %1753 = lshr <8 x i64> %1750, splat (i64 32)
  %1754 = lshr <8 x i64> %1752, splat (i64 32)
  %1755 = xor <8 x i64> %1754, %broadcast.splat498
  %1756 = xor <8 x i64> %1755, %1746
  %1757 = and <8 x i64> %1756, splat (i64 4294967295)
  %1758 = mul nuw <8 x i64> %1757, splat (i64 3528531795)
  %1759 = xor <8 x i64> %.masked588, %1753
  %1760 = mul nuw <8 x i64> %1759, splat (i64 3449720151)
  %1761 = lshr <8 x i64> %1758, splat (i64 32)
  %1762 = lshr <8 x i64> %1760, splat (i64 32)
  %1763 = xor <8 x i64> %broadcast.splat502, %1762
  %1764 = xor <8 x i64> %1763, %1752
  %1765 = xor <8 x i64> %1761, %broadcast.splat504
  %1766 = xor <8 x i64> %1765, %1750
  %1767 = and <8 x i64> %1764, splat (i64 4294967295)
  %1768 = mul nuw <8 x i64> %1767, splat (i64 3528531795)
  %1769 = and <8 x i64> %1766, splat (i64 4294967295)
  %1770 = mul nuw <8 x i64> %1769, splat (i64 3449720151)
  %1771 = lshr <8 x i64> %1768, splat (i64 32)
  %1772 = lshr <8 x i64> %1770, splat (i64 32)
  %1773 = xor <8 x i64> %1772, %broadcast.splat506
  %1774 = xor <8 x i64> %1773, %1760
  %1775 = xor <8 x i64> %broadcast.splat508, %1771
  %1776 = xor <8 x i64> %1775, %1758
  %1777 = and <8 x i64> %1774, splat (i64 4294967295)
  %1778 = mul nuw <8 x i64> %1777, splat (i64 3528531795)
  %1779 = and <8 x i64> %1776, splat (i64 4294967295)
  %1780 = mul nuw <8 x i64> %1779, splat (i64 3449720151)
  %1781 = lshr <8 x i64> %1778, splat (i64 32)
  %1782 = lshr <8 x i64> %1780, splat (i64 32)
  %1783 = xor <8 x i64> %broadcast.splat510, %1782
  %1784 = xor <8 x i64> %1783, %1770
  %1785 = xor <8 x i64> %1781, %broadcast.splat512
  %1786 = xor <8 x i64> %1785, %1768
  %1787 = and <8 x i64> %1784, splat (i64 4294967295)
  %1788 = mul nuw <8 x i64> %1787, splat (i64 3528531795)
  %1789 = and <8 x i64> %1786, splat (i64 4294967295)
  %1790 = mul nuw <8 x i64> %1789, splat (i64 3449720151)
  %1791 = lshr <8 x i64> %1788, splat (i64 32)
  %1792 = lshr <8 x i64> %1790, splat (i64 32)
  %1793 = xor <8 x i64> %1792, %broadcast.splat514
  %1794 = xor <8 x i64> %1793, %1780
  %1795 = xor <8 x i64> %broadcast.splat516, %1791
  %1796 = xor <8 x i64> %1795, %1778
  %1797 = and <8 x i64> %1794, splat (i64 4294967295)
  %1798 = mul nuw <8 x i64> %1797, splat (i64 3528531795)
  %1799 = and <8 x i64> %1796, splat (i64 4294967295)
  %1800 = mul nuw <8 x i64> %1799, splat (i64 3449720151)
  %1801 = lshr <8 x i64> %1798, splat (i64 32)
  %1802 = lshr <8 x i64> %1800, splat (i64 32)
  %1803 = xor <8 x i64> %broadcast.splat518, %1802
  %1804 = xor <8 x i64> %1803, %1790
  %1805 = xor <8 x i64> %1801, %broadcast.splat520
  %1806 = xor <8 x i64> %1805, %1788
  %1807 = and <8 x i64> %1804, splat (i64 4294967295)
  %1808 = mul nuw <8 x i64> %1807, splat (i64 3528531795)
  %1809 = and <8 x i64> %1806, splat (i64 4294967295)
  %1810 = mul nuw <8 x i64> %1809, splat (i64 3449720151)
  %1811 = lshr <8 x i64> %1808, splat (i64 32)
  %1812 = lshr <8 x i64> %1810, splat (i64 32)
  %1813 = xor <8 x i64> %1812, %broadcast.splat522
  %1814 = xor <8 x i64> %1813, %1800
  %1815 = xor <8 x i64> %broadcast.splat524, %1811
  %1816 = xor <8 x i64> %1815, %1798
  %1817 = and <8 x i64> %1814, splat (i64 4294967295)
  %1818 = mul nuw <8 x i64> %1817, splat (i64 3528531795)
  %1819 = and <8 x i64> %1816, splat (i64 4294967295)
  %1820 = mul nuw <8 x i64> %1819, splat (i64 3449720151)
  %1821 = lshr <8 x i64> %1818, splat (i64 32)
  %1822 = trunc <8 x i64> %1818 to <8 x i32>
  %1823 = lshr <8 x i64> %1820, splat (i64 32)
  %1824 = trunc <8 x i64> %1820 to <8 x i32>
  %1825 = xor <8 x i64> %1823, %1810
  %1826 = trunc <8 x i64> %1825 to <8 x i32>
  %1827 = xor <8 x i32> %broadcast.splat526, %1826
  %1828 = xor <8 x i64> %1821, %1808
  %1829 = trunc <8 x i64> %1828 to <8 x i32>
  %1830 = xor <8 x i32> %broadcast.splat528, %1829
  %1831 = shl i64 %index530, 4
  %1832 = getelementptr inbounds i8, ptr %flat_noise, i64 %1831
  %1833 = shufflevector <8 x i32> %1827, <8 x i32> %1824, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1834 = shufflevector <8 x i32> %1830, <8 x i32> %1822, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %interleaved.vec532 = shufflevector <16 x i32> %1833, <16 x i32> %1834, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  store <32 x i32> %interleaved.vec532, ptr %1832, align 4
  %index.next533 = add nuw i64 %index530, 8
  %vec.ind.next534 = add nuw nsw <8 x i64> %vec.ind531, splat (i64 8)
  %1835 = icmp eq i64 %index.next533, %n.vec484
  br i1 %1835, label %middle.block535, label %vector.body529, !llvm.loop !52

middle.block535:                                  ; preds = %vector.body529
  br i1 %cmp.n536, label %noise.body.us.preheader, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %philox.body.lr.ph.us, %middle.block535
  %philox94.us.ph = phi i64 [ %n.vec484, %middle.block535 ], [ 0, %philox.body.lr.ph.us ]
  %invariant.op617 = xor i64 %1317, %1730
  %invariant.op618 = xor i64 %1320, %1735
  br label %philox.body.us

step.header.step.exit_crit_edge.split.us105:      ; preds = %noise.done.loopexit80.us
  %1836 = add i64 %flat_block100.us, %rows_per_block.zext
  %1837 = icmp ult i64 %1836, %row_end
  br i1 %1837, label %flat_block.body.us, label %flat.done

flat.done:                                        ; preds = %step.header16.step.exit18_crit_edge.us, %step.header.step.exit_crit_edge.split.us105, %step.header.step.exit_crit_edge.split.us.us.us, %flat_block.body, %row.body.lr.ph, %row.header.preheader, %flat.then
  ret void

flat_block.body:                                  ; preds = %flat_block.body.lr.ph, %flat_block.body
  %flat_block100 = phi i64 [ %1838, %flat_block.body ], [ %row_begin, %flat_block.body.lr.ph ]
  %1838 = add i64 %flat_block100, %rows_per_block.zext
  %1839 = icmp ult i64 %1838, %row_end
  br i1 %1839, label %flat_block.body, label %flat.done
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.sqrt.v8f32(<8 x float>) #2

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6, !7}
!15 = distinct !{!15, !6, !7}
!16 = !{!17}
!17 = distinct !{!17, !18}
!18 = distinct !{!18, !"LVerDomain"}
!19 = !{!20, !21}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !18}
!22 = !{!20}
!23 = !{!21}
!24 = distinct !{!24, !6, !7}
!25 = !{!"branch_weights", i32 4, i32 12}
!26 = distinct !{!26, !6, !7}
!27 = distinct !{!27, !6}
!28 = distinct !{!28, !6}
!29 = distinct !{!29, !6}
!30 = distinct !{!30, !6}
!31 = distinct !{!31, !6, !7}
!32 = distinct !{!32, !6, !7}
!33 = !{!34}
!34 = distinct !{!34, !35}
!35 = distinct !{!35, !"LVerDomain"}
!36 = !{!37}
!37 = distinct !{!37, !35}
!38 = distinct !{!38, !6, !7}
!39 = distinct !{!39, !6, !7}
!40 = distinct !{!40, !6}
!41 = distinct !{!41, !6}
!42 = distinct !{!42, !6}
!43 = !{!44}
!44 = distinct !{!44, !45}
!45 = distinct !{!45, !"LVerDomain"}
!46 = !{!47}
!47 = distinct !{!47, !45}
!48 = distinct !{!48, !6, !7}
!49 = distinct !{!49, !6, !7}
!50 = distinct !{!50, !6}
!51 = distinct !{!51, !6, !7}
!52 = distinct !{!52, !6, !7}
