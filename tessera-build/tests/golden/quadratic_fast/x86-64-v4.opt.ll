; ModuleID = 'quadratic_fast'
source_filename = "quadratic_fast.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_quadratic_fast_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
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
  %.not55 = icmp eq i64 %groups, 0
  %or.cond = or i1 %small_rows.not, %.not55
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
  %small_table44.epil.init = phi i64 [ 0, %small_table.body.preheader ], [ %1311, %small_tables.done.loopexit.unr-lcssa ]
  %lcmp.mod329 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod329)
  %unit.epil = urem i64 %small_table44.epil.init, %groups
  %step.epil = udiv i64 %small_table44.epil.init, %groups
  %19 = trunc nuw i64 %unit.epil to i32
  %20 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table44.epil.init
  store i32 %19, ptr %20, align 4
  %21 = trunc i64 %step.epil to i32
  %22 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table44.epil.init
  store i32 %21, ptr %22, align 4
  br label %small_tables.done

small_tables.done:                                ; preds = %small_table.body.epil.preheader, %small_tables.done.loopexit.unr-lcssa, %entry
  %23 = icmp ult i64 %row_begin, %row_end
  br i1 %23, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %small_tables.done
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not56 = icmp eq i64 %steps, 0
  %draw.not = icmp eq i32 %draw_noise, 0
  %full_groups_end = and i64 %n_features, -4
  %full_groups = lshr i64 %n_features, 2
  %.not57 = icmp eq i64 %full_groups, 0
  %24 = trunc i64 %key0 to i32
  %25 = lshr i64 %key0, 32
  %26 = trunc nuw i64 %25 to i32
  %27 = add i64 %key0, 2654435769
  %28 = add nuw nsw i64 %25, 3144134277
  %29 = add i64 %key0, 1013904242
  %30 = add nuw nsw i64 %25, 1993301258
  %31 = add i64 %key0, 3668340011
  %32 = add nuw nsw i64 %25, 842468239
  %33 = add i64 %key0, 2027808484
  %34 = add nuw nsw i64 %25, 3986602516
  %35 = add i64 %key0, 387276957
  %36 = add nuw nsw i64 %25, 2835769497
  %37 = add i64 %key0, 3041712726
  %38 = add nuw nsw i64 %25, 1684936478
  %39 = add i64 %key0, 1401181199
  %40 = add nuw nsw i64 %25, 534103459
  %41 = add i64 %key0, 4055616968
  %42 = add nuw nsw i64 %25, 3678237736
  %43 = add i32 %24, -1879881855
  %44 = add i32 %26, -1767562579
  %.not58 = icmp eq i64 %full_groups_end, 0
  %.not = icmp eq i64 %full_groups_end, %n_features
  %45 = getelementptr inbounds float, ptr %scratch, i64 %full_groups_end
  %46 = or disjoint i64 %full_groups_end, 1
  %47 = icmp ult i64 %46, %n_features
  %48 = getelementptr inbounds float, ptr %scratch, i64 %46
  %49 = or disjoint i64 %full_groups_end, 2
  %50 = icmp ult i64 %49, %n_features
  %51 = getelementptr inbounds float, ptr %scratch, i64 %49
  %.not59 = icmp eq i64 %n_features, 0
  br i1 %.not56, label %row.exit, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %52 = mul i64 %row_begin, %n_features
  %53 = shl i64 %52, 2
  %54 = shl i64 %n_features, 2
  %55 = shl i64 %row_begin, 2
  %56 = add i64 %55, 4
  %57 = mul i64 %n_features, %56
  %58 = shl i64 %n_features, 2
  %scevgep157 = getelementptr inbounds nuw i8, ptr %small_noise, i64 4
  %scevgep171 = getelementptr inbounds nuw i8, ptr %small_noise, i64 12
  %59 = add i64 %full_groups_end, -1
  %60 = lshr i64 %59, 1
  %scevgep232 = getelementptr i8, ptr %scratch, i64 4
  %61 = add nuw i64 %60, 1
  %62 = add nsw i64 %full_groups, -1
  %scevgep256 = getelementptr i8, ptr %scratch, i64 8
  %scevgep260 = getelementptr i8, ptr %scratch, i64 12
  %mul.result254 = shl i64 %62, 4
  %63 = getelementptr i8, ptr %scevgep232, i64 %mul.result254
  %64 = icmp ult ptr %63, %scevgep232
  %mul.result258 = shl i64 %62, 4
  %mul.overflow259 = icmp ugt i64 %62, 1152921504606846975
  %65 = getelementptr i8, ptr %scevgep256, i64 %mul.result258
  %66 = icmp ult ptr %65, %scevgep256
  %67 = or i1 %66, %mul.overflow259
  %mul.result262 = shl i64 %62, 4
  %68 = getelementptr i8, ptr %scevgep260, i64 %mul.result262
  %69 = icmp ult ptr %68, %scevgep260
  %70 = or i1 %64, %67
  %71 = or i1 %69, %70
  %n.vec267 = and i64 %full_groups, 2305843009213693944
  %broadcast.splatinsert276 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat277 = shufflevector <8 x i64> %broadcast.splatinsert276, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert280 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat281 = shufflevector <8 x i64> %broadcast.splatinsert280, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert284 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat285 = shufflevector <8 x i64> %broadcast.splatinsert284, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert286 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat287 = shufflevector <8 x i64> %broadcast.splatinsert286, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert288 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat289 = shufflevector <8 x i64> %broadcast.splatinsert288, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert290 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat291 = shufflevector <8 x i64> %broadcast.splatinsert290, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert292 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat293 = shufflevector <8 x i64> %broadcast.splatinsert292, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert294 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat295 = shufflevector <8 x i64> %broadcast.splatinsert294, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert296 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat297 = shufflevector <8 x i64> %broadcast.splatinsert296, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert298 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat299 = shufflevector <8 x i64> %broadcast.splatinsert298, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert300 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat301 = shufflevector <8 x i64> %broadcast.splatinsert300, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert302 = insertelement <8 x i64> poison, i64 %40, i64 0
  %broadcast.splat303 = shufflevector <8 x i64> %broadcast.splatinsert302, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert304 = insertelement <8 x i64> poison, i64 %41, i64 0
  %broadcast.splat305 = shufflevector <8 x i64> %broadcast.splatinsert304, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert306 = insertelement <8 x i64> poison, i64 %42, i64 0
  %broadcast.splat307 = shufflevector <8 x i64> %broadcast.splatinsert306, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert308 = insertelement <8 x i32> poison, i32 %43, i64 0
  %broadcast.splat309 = shufflevector <8 x i32> %broadcast.splatinsert308, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert310 = insertelement <8 x i32> poison, i32 %44, i64 0
  %broadcast.splat311 = shufflevector <8 x i32> %broadcast.splatinsert310, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n317 = icmp eq i64 %full_groups, %n.vec267
  %min.iters.check237 = icmp ult i64 %full_groups_end, 15
  %mul.result234 = shl i64 %60, 3
  %mul.overflow235 = icmp ugt i64 %59, 4611686018427387903
  %72 = getelementptr i8, ptr %scevgep232, i64 %mul.result234
  %73 = icmp ult ptr %72, %scevgep232
  %74 = or i1 %73, %mul.overflow235
  %n.vec240 = and i64 %61, 4611686018427387896
  %75 = shl nuw nsw i64 %n.vec240, 1
  %cmp.n250 = icmp eq i64 %61, %n.vec240
  %broadcast.splatinsert184 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat185 = shufflevector <8 x i64> %broadcast.splatinsert184, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert186 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat187 = shufflevector <8 x i64> %broadcast.splatinsert186, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert188 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat189 = shufflevector <8 x i64> %broadcast.splatinsert188, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert190 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat191 = shufflevector <8 x i64> %broadcast.splatinsert190, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert192 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat193 = shufflevector <8 x i64> %broadcast.splatinsert192, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert194 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat195 = shufflevector <8 x i64> %broadcast.splatinsert194, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert196 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat197 = shufflevector <8 x i64> %broadcast.splatinsert196, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert198 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat199 = shufflevector <8 x i64> %broadcast.splatinsert198, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert200 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat201 = shufflevector <8 x i64> %broadcast.splatinsert200, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert202 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat203 = shufflevector <8 x i64> %broadcast.splatinsert202, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert204 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat205 = shufflevector <8 x i64> %broadcast.splatinsert204, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert206 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat207 = shufflevector <8 x i64> %broadcast.splatinsert206, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert208 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat209 = shufflevector <8 x i64> %broadcast.splatinsert208, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert210 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat211 = shufflevector <8 x i64> %broadcast.splatinsert210, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert212 = insertelement <8 x i64> poison, i64 %40, i64 0
  %broadcast.splat213 = shufflevector <8 x i64> %broadcast.splatinsert212, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert214 = insertelement <8 x i64> poison, i64 %41, i64 0
  %broadcast.splat215 = shufflevector <8 x i64> %broadcast.splatinsert214, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert216 = insertelement <8 x i64> poison, i64 %42, i64 0
  %broadcast.splat217 = shufflevector <8 x i64> %broadcast.splatinsert216, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert218 = insertelement <8 x i32> poison, i32 %43, i64 0
  %broadcast.splat219 = shufflevector <8 x i32> %broadcast.splatinsert218, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert220 = insertelement <8 x i32> poison, i32 %44, i64 0
  %broadcast.splat221 = shufflevector <8 x i32> %broadcast.splatinsert220, <8 x i32> poison, <8 x i32> zeroinitializer
  %min.iters.check114 = icmp ult i64 %n_features, 4
  %min.iters.check117 = icmp ult i64 %n_features, 16
  %n.mod.vf120 = and i64 %n_features, 12
  %n.vec121 = and i64 %n_features, -16
  %broadcast.splatinsert122 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat123 = shufflevector <8 x float> %broadcast.splatinsert122, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n136 = icmp eq i64 %n_features, %n.vec121
  %min.epilog.iters.check140 = icmp eq i64 %n.mod.vf120, 0
  %n.vec143 = and i64 %n_features, -4
  %broadcast.splatinsert144 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat145 = shufflevector <4 x float> %broadcast.splatinsert144, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n155 = icmp eq i64 %n_features, %n.vec143
  %xtraiter330 = and i64 %n_features, 1
  %lcmp.mod331.not = icmp eq i64 %xtraiter330, 0
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check85 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec94 = and i64 %n_features, -4
  %broadcast.splatinsert95 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat96 = shufflevector <4 x float> %broadcast.splatinsert95, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n101 = icmp eq i64 %n_features, %n.vec94
  %xtraiter332 = and i64 %n_features, 3
  %lcmp.mod333.not = icmp eq i64 %xtraiter332, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row54.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %1301, %step.header.step.exit_crit_edge.us ]
  %76 = mul i64 %58, %indvar
  %77 = add i64 %53, %76
  %scevgep103 = getelementptr i8, ptr %state, i64 %77
  %78 = add i64 %57, %76
  %scevgep104 = getelementptr i8, ptr %state, i64 %78
  %scevgep105 = getelementptr i8, ptr %input_0, i64 %77
  %scevgep106 = getelementptr i8, ptr %input_0, i64 %78
  %79 = mul i64 %54, %indvar
  %80 = add i64 %53, %79
  %scevgep = getelementptr i8, ptr %state, i64 %80
  %81 = add i64 %57, %79
  %scevgep82 = getelementptr i8, ptr %state, i64 %81
  %scevgep83 = getelementptr i8, ptr %input_0, i64 %80
  %scevgep84 = getelementptr i8, ptr %input_0, i64 %81
  %row_offset.us = mul i64 %row54.us, %n_features
  %82 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %83 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %84 = mul i64 %row54.us, %groups
  %group21.us = add i64 %84, %full_groups
  %85 = and i64 %group21.us, 4294967295
  %86 = mul nuw i64 %85, 3528531795
  %87 = xor i64 %group21.us, %key0
  %88 = xor i64 %87, %86
  %89 = lshr i64 %88, 32
  %90 = mul nuw i64 %89, 3449720151
  %91 = lshr i64 %90, 32
  %92 = xor i64 %91, %27
  %broadcast.splatinsert274 = insertelement <8 x i64> poison, i64 %84, i64 0
  %broadcast.splat275 = shufflevector <8 x i64> %broadcast.splatinsert274, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op336 = xor i64 %86, %28
  %invariant.op337 = xor i64 %90, %29
  %broadcast.splatinsert180 = insertelement <8 x i64> poison, i64 %84, i64 0
  %broadcast.splat181 = shufflevector <8 x i64> %broadcast.splatinsert180, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0108 = icmp ult ptr %scevgep103, %scevgep106
  %bound1109 = icmp ult ptr %scevgep105, %scevgep104
  %found.conflict110 = and i1 %bound0108, %bound1109
  %bound0 = icmp ult ptr %scevgep, %scevgep84
  %bound1 = icmp ult ptr %scevgep83, %scevgep82
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done.us
  %step352.us = phi i64 [ 0, %row.body.us ], [ %1019, %noise.done.us ]
  %temperature1.051.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done.us ]
  %93 = fmul float %two_eta, %temperature1.051.us
  %94 = fcmp ogt float %93, 0.000000e+00
  %95 = tail call float @llvm.sqrt.f32(float %93)
  %96 = select i1 %94, float %95, float 0.000000e+00
  %noise_scale4.us = select i1 %anneal2.not, float %noise_scale, float %96
  %key1_step.us = add i64 %step352.us, %key1
  %step_in_chunk.us = urem i64 %step352.us, %steps_per_chunk
  br i1 %draw.not, label %feature.header29.preheader.us, label %draw.then.us

draw.then.us:                                     ; preds = %step.body.us
  br i1 %small_rows, label %small_rows.then.us, label %small_rows.else.us

small_rows.else.us:                               ; preds = %draw.then.us
  br i1 %.not57, label %noise.header14.preheader.us, label %philox.body9.lr.ph.us

noise.exit16.us:                                  ; preds = %noise.body15.us, %middle.block249, %noise.header14.preheader.us
  br i1 %.not, label %iter.check116, label %noise_tail.then.us

noise_tail.then.us:                               ; preds = %noise.exit16.us
  %97 = lshr i64 %key1_step.us, 32
  %98 = mul nuw i64 %97, 3449720151
  %99 = lshr i64 %98, 32
  %100 = xor i64 %key0, %99
  %101 = xor i64 %100, %key1_step.us
  %102 = and i64 %101, 4294967295
  %103 = mul nuw i64 %102, 3528531795
  %104 = lshr i64 %103, 32
  %105 = xor i64 %92, %98
  %.reass78.reass = xor i64 %104, %invariant.op336
  %106 = and i64 %105, 4294967295
  %107 = mul nuw i64 %106, 3528531795
  %108 = and i64 %.reass78.reass, 4294967295
  %109 = mul nuw i64 %108, 3449720151
  %110 = lshr i64 %107, 32
  %111 = lshr i64 %109, 32
  %.reass80.reass = xor i64 %111, %invariant.op337
  %112 = xor i64 %110, %30
  %113 = xor i64 %112, %103
  %114 = and i64 %.reass80.reass, 4294967295
  %115 = mul nuw i64 %114, 3528531795
  %116 = and i64 %113, 4294967295
  %117 = mul nuw i64 %116, 3449720151
  %118 = lshr i64 %115, 32
  %119 = lshr i64 %117, 32
  %120 = xor i64 %119, %31
  %121 = xor i64 %120, %109
  %122 = xor i64 %32, %118
  %123 = xor i64 %122, %107
  %124 = and i64 %121, 4294967295
  %125 = mul nuw i64 %124, 3528531795
  %126 = and i64 %123, 4294967295
  %127 = mul nuw i64 %126, 3449720151
  %128 = lshr i64 %125, 32
  %129 = lshr i64 %127, 32
  %130 = xor i64 %33, %129
  %131 = xor i64 %130, %117
  %132 = xor i64 %128, %34
  %133 = xor i64 %132, %115
  %134 = and i64 %131, 4294967295
  %135 = mul nuw i64 %134, 3528531795
  %136 = and i64 %133, 4294967295
  %137 = mul nuw i64 %136, 3449720151
  %138 = lshr i64 %135, 32
  %139 = lshr i64 %137, 32
  %140 = xor i64 %139, %35
  %141 = xor i64 %140, %127
  %142 = xor i64 %36, %138
  %143 = xor i64 %142, %125
  %144 = and i64 %141, 4294967295
  %145 = mul nuw i64 %144, 3528531795
  %146 = and i64 %143, 4294967295
  %147 = mul nuw i64 %146, 3449720151
  %148 = lshr i64 %145, 32
  %149 = lshr i64 %147, 32
  %150 = xor i64 %37, %149
  %151 = xor i64 %150, %137
  %152 = xor i64 %148, %38
  %153 = xor i64 %152, %135
  %154 = and i64 %151, 4294967295
  %155 = mul nuw i64 %154, 3528531795
  %156 = and i64 %153, 4294967295
  %157 = mul nuw i64 %156, 3449720151
  %158 = lshr i64 %155, 32
  %159 = lshr i64 %157, 32
  %160 = xor i64 %159, %39
  %161 = xor i64 %160, %147
  %162 = xor i64 %40, %158
  %163 = xor i64 %162, %145
  %164 = and i64 %161, 4294967295
  %165 = mul nuw i64 %164, 3528531795
  %166 = and i64 %163, 4294967295
  %167 = mul nuw i64 %166, 3449720151
  %168 = lshr i64 %165, 32
  %169 = lshr i64 %167, 32
  %170 = xor i64 %41, %169
  %171 = xor i64 %170, %157
  %172 = xor i64 %168, %42
  %173 = xor i64 %172, %155
  %174 = and i64 %171, 4294967295
  %175 = mul nuw i64 %174, 3528531795
  %176 = and i64 %173, 4294967295
  %177 = mul nuw i64 %176, 3449720151
  %178 = lshr i64 %175, 32
  %179 = trunc i64 %175 to i32
  %180 = lshr i64 %177, 32
  %181 = trunc i64 %177 to i32
  %182 = xor i64 %167, %180
  %183 = trunc i64 %182 to i32
  %184 = xor i32 %43, %183
  %185 = xor i64 %178, %165
  %186 = trunc i64 %185 to i32
  %187 = xor i32 %44, %186
  %188 = lshr i32 %184, 9
  %189 = uitofp nneg i32 %188 to float
  %190 = fadd float %189, 5.000000e-01
  %191 = fmul float %190, 0x3E80000000000000
  %192 = lshr i32 %181, 9
  %193 = uitofp nneg i32 %192 to float
  %194 = fadd float %193, 5.000000e-01
  %195 = fmul float %194, 0x3E80000000000000
  %196 = bitcast float %191 to i32
  %197 = add nuw i32 %196, 4913933
  %198 = lshr i32 %197, 23
  %199 = add nsw i32 %198, -127
  %200 = and i32 %197, 8388607
  %201 = add nuw nsw i32 %200, 1060439283
  %202 = bitcast i32 %201 to float
  %203 = fadd float %202, -1.000000e+00
  %204 = fadd float %203, 2.000000e+00
  %205 = fdiv float %203, %204
  %206 = fmul float %205, %205
  %207 = fmul float %206, %206
  %208 = fmul float %207, 0x3FCF13C4C0000000
  %209 = fadd float %208, 0x3FD999C260000000
  %210 = fmul float %207, %209
  %211 = fmul float %207, 0x3FD23D3DC0000000
  %212 = fadd float %211, 0x3FE5555540000000
  %213 = fmul float %206, %212
  %214 = fadd float %213, %210
  %215 = fmul float %203, 5.000000e-01
  %216 = fmul float %203, %215
  %217 = sitofp i32 %199 to float
  %218 = fadd float %216, %214
  %219 = fmul float %205, %218
  %220 = fmul float %217, 0x3EE2FEFA20000000
  %221 = fadd float %220, %219
  %222 = fsub float %221, %216
  %223 = fadd float %203, %222
  %224 = fmul float %217, 0x3FE62E3000000000
  %225 = fadd float %224, %223
  %226 = fmul float %225, -2.000000e+00
  %227 = tail call float @llvm.sqrt.f32(float %226)
  %228 = fpext float %195 to double
  %229 = fmul double %228, 4.000000e+00
  %230 = fadd double %229, 0x4338000000000000
  %231 = fadd double %230, 0xC338000000000000
  %232 = fsub double %229, %231
  %233 = fmul double %232, 0x3FF921FB54442D18
  %234 = fmul double %233, %233
  %235 = fmul double %234, 0x3EC71DE3A556C734
  %236 = fadd double %235, 0xBF2A01A01A01A01A
  %237 = fmul double %234, %236
  %238 = fadd double %237, 0x3F81111111111111
  %239 = fmul double %234, %238
  %240 = fadd double %239, 0xBFC5555555555555
  %241 = fmul double %233, %234
  %242 = fmul double %241, %240
  %243 = fadd double %233, %242
  %244 = fmul double %234, 0x3E927E4FB7789F5C
  %245 = fsub double 0x3EFA01A01A01A01A, %244
  %246 = fmul double %234, %245
  %247 = fadd double %246, 0xBF56C16C16C16C17
  %248 = fmul double %234, %247
  %249 = fadd double %248, 0x3FA5555555555555
  %250 = fmul double %234, %234
  %251 = fmul double %250, %249
  %252 = fmul double %234, 5.000000e-01
  %253 = fsub double 1.000000e+00, %252
  %254 = fadd double %253, %251
  %255 = fneg double %243
  %256 = fneg double %254
  %257 = bitcast double %230 to i64
  %258 = and i64 %257, 1
  %259 = and i64 %257, 2
  %.not34.us = icmp eq i64 %258, 0
  %.not35.us = icmp eq i64 %259, 0
  %260 = select i1 %.not35.us, double %254, double %256
  %261 = lshr i32 %187, 9
  %262 = uitofp nneg i32 %261 to float
  %263 = fadd float %262, 5.000000e-01
  %264 = fmul float %263, 0x3E80000000000000
  %265 = lshr i32 %179, 9
  %266 = uitofp nneg i32 %265 to float
  %267 = fadd float %266, 5.000000e-01
  %268 = fmul float %267, 0x3E80000000000000
  %269 = bitcast float %264 to i32
  %270 = add nuw i32 %269, 4913933
  %271 = lshr i32 %270, 23
  %272 = add nsw i32 %271, -127
  %273 = and i32 %270, 8388607
  %274 = add nuw nsw i32 %273, 1060439283
  %275 = bitcast i32 %274 to float
  %276 = fadd float %275, -1.000000e+00
  %277 = fadd float %276, 2.000000e+00
  %278 = fdiv float %276, %277
  %279 = fmul float %278, %278
  %280 = fmul float %279, %279
  %281 = fmul float %280, 0x3FCF13C4C0000000
  %282 = fadd float %281, 0x3FD999C260000000
  %283 = fmul float %280, %282
  %284 = fmul float %280, 0x3FD23D3DC0000000
  %285 = fadd float %284, 0x3FE5555540000000
  %286 = fmul float %279, %285
  %287 = fadd float %286, %283
  %288 = fmul float %276, 5.000000e-01
  %289 = fmul float %276, %288
  %290 = sitofp i32 %272 to float
  %291 = fadd float %289, %287
  %292 = fmul float %278, %291
  %293 = fmul float %290, 0x3EE2FEFA20000000
  %294 = fadd float %293, %292
  %295 = fsub float %294, %289
  %296 = fadd float %276, %295
  %297 = fmul float %290, 0x3FE62E3000000000
  %298 = fadd float %297, %296
  %299 = fmul float %298, -2.000000e+00
  %300 = tail call float @llvm.sqrt.f32(float %299)
  %301 = fpext float %268 to double
  %302 = fmul double %301, 4.000000e+00
  %303 = fadd double %302, 0x4338000000000000
  %304 = fadd double %303, 0xC338000000000000
  %305 = fsub double %302, %304
  %306 = fmul double %305, 0x3FF921FB54442D18
  %307 = fmul double %306, %306
  %308 = fmul double %307, 0x3EC71DE3A556C734
  %309 = fadd double %308, 0xBF2A01A01A01A01A
  %310 = fmul double %307, %309
  %311 = fadd double %310, 0x3F81111111111111
  %312 = fmul double %307, %311
  %313 = fadd double %312, 0xBFC5555555555555
  %314 = fmul double %306, %307
  %315 = fmul double %314, %313
  %316 = fadd double %306, %315
  %317 = fmul double %307, 0x3E927E4FB7789F5C
  %318 = fsub double 0x3EFA01A01A01A01A, %317
  %319 = fmul double %307, %318
  %320 = fadd double %319, 0xBF56C16C16C16C17
  %321 = fmul double %307, %320
  %322 = fadd double %321, 0x3FA5555555555555
  %323 = fmul double %307, %307
  %324 = fmul double %323, %322
  %325 = fmul double %307, 5.000000e-01
  %326 = fsub double 1.000000e+00, %325
  %327 = fadd double %326, %324
  %328 = fneg double %316
  %329 = fneg double %327
  %330 = bitcast double %303 to i64
  %331 = and i64 %330, 1
  %332 = and i64 %330, 2
  %.not36.us = icmp eq i64 %331, 0
  %.not37.us = icmp eq i64 %332, 0
  %333 = select i1 %.not37.us, double %327, double %329
  %334 = select i1 %.not37.us, double %328, double %316
  %335 = select i1 %.not36.us, double %333, double %334
  %336 = fptrunc double %335 to float
  %337 = fmul float %300, %336
  %338 = select i1 %.not35.us, double %255, double %243
  %339 = select i1 %.not34.us, double %260, double %338
  %340 = fptrunc double %339 to float
  %341 = fmul float %227, %340
  store float %341, ptr %45, align 4
  br i1 %47, label %noise_tail_element.then22.us, label %noise_tail_element.done23.us

noise_tail_element.then22.us:                     ; preds = %noise_tail.then.us
  %342 = select i1 %.not35.us, double %243, double %255
  %343 = select i1 %.not34.us, double %342, double %260
  %344 = fptrunc double %343 to float
  %345 = fmul float %227, %344
  store float %345, ptr %48, align 4
  br label %noise_tail_element.done23.us

noise_tail_element.done23.us:                     ; preds = %noise_tail_element.then22.us, %noise_tail.then.us
  br i1 %50, label %noise_tail_element.then24.us, label %iter.check116

noise_tail_element.then24.us:                     ; preds = %noise_tail_element.done23.us
  store float %337, ptr %51, align 4
  br label %iter.check116

noise.body15.us:                                  ; preds = %noise.body15.us.preheader327, %noise.body15.us
  %noise1746.us = phi i64 [ %431, %noise.body15.us ], [ %noise1746.us.ph, %noise.body15.us.preheader327 ]
  %346 = getelementptr inbounds float, ptr %scratch, i64 %noise1746.us
  %word18.us = load i32, ptr %346, align 4
  %347 = getelementptr i8, ptr %346, i64 4
  %word19.us = load i32, ptr %347, align 4
  %348 = lshr i32 %word18.us, 9
  %349 = uitofp nneg i32 %348 to float
  %350 = fadd float %349, 5.000000e-01
  %351 = fmul float %350, 0x3E80000000000000
  %352 = lshr i32 %word19.us, 9
  %353 = uitofp nneg i32 %352 to float
  %354 = fadd float %353, 5.000000e-01
  %355 = fmul float %354, 0x3E80000000000000
  %356 = bitcast float %351 to i32
  %357 = add nuw i32 %356, 4913933
  %358 = lshr i32 %357, 23
  %359 = add nsw i32 %358, -127
  %360 = and i32 %357, 8388607
  %361 = add nuw nsw i32 %360, 1060439283
  %362 = bitcast i32 %361 to float
  %363 = fadd float %362, -1.000000e+00
  %364 = fadd float %363, 2.000000e+00
  %365 = fdiv float %363, %364
  %366 = fmul float %365, %365
  %367 = fmul float %366, %366
  %368 = fmul float %367, 0x3FCF13C4C0000000
  %369 = fadd float %368, 0x3FD999C260000000
  %370 = fmul float %367, %369
  %371 = fmul float %367, 0x3FD23D3DC0000000
  %372 = fadd float %371, 0x3FE5555540000000
  %373 = fmul float %366, %372
  %374 = fadd float %373, %370
  %375 = fmul float %363, 5.000000e-01
  %376 = fmul float %363, %375
  %377 = sitofp i32 %359 to float
  %378 = fadd float %376, %374
  %379 = fmul float %365, %378
  %380 = fmul float %377, 0x3EE2FEFA20000000
  %381 = fadd float %380, %379
  %382 = fsub float %381, %376
  %383 = fadd float %363, %382
  %384 = fmul float %377, 0x3FE62E3000000000
  %385 = fadd float %384, %383
  %386 = fmul float %385, -2.000000e+00
  %387 = tail call float @llvm.sqrt.f32(float %386)
  %388 = fpext float %355 to double
  %389 = fmul double %388, 4.000000e+00
  %390 = fadd double %389, 0x4338000000000000
  %391 = fadd double %390, 0xC338000000000000
  %392 = fsub double %389, %391
  %393 = bitcast double %390 to i64
  %394 = and i64 %393, 1
  %395 = and i64 %393, 2
  %.not38.us = icmp eq i64 %394, 0
  %.not39.us = icmp eq i64 %395, 0
  %396 = fmul double %392, 0x3FF921FB54442D18
  %397 = fmul double %396, %396
  %398 = fmul double %397, 0x3EC71DE3A556C734
  %399 = fadd double %398, 0xBF2A01A01A01A01A
  %400 = fmul double %397, 0x3E927E4FB7789F5C
  %401 = fsub double 0x3EFA01A01A01A01A, %400
  %402 = fmul double %397, %399
  %403 = fmul double %397, %401
  %404 = fadd double %402, 0x3F81111111111111
  %405 = fadd double %403, 0xBF56C16C16C16C17
  %406 = fmul double %397, %404
  %407 = fmul double %397, %405
  %408 = fadd double %406, 0xBFC5555555555555
  %409 = fadd double %407, 0x3FA5555555555555
  %410 = fmul double %396, %397
  %411 = fmul double %397, %397
  %412 = fmul double %410, %408
  %413 = fmul double %411, %409
  %414 = fmul double %397, 5.000000e-01
  %415 = fsub double 1.000000e+00, %414
  %416 = fadd double %396, %412
  %417 = fadd double %415, %413
  %418 = fneg double %416
  %419 = fneg double %417
  %420 = select i1 %.not39.us, double %416, double %418
  %421 = select i1 %.not39.us, double %417, double %419
  %422 = select i1 %.not39.us, double %418, double %416
  %423 = select i1 %.not38.us, double %420, double %421
  %424 = select i1 %.not38.us, double %421, double %422
  %425 = insertelement <2 x double> poison, double %424, i64 0
  %426 = insertelement <2 x double> %425, double %423, i64 1
  %427 = fptrunc <2 x double> %426 to <2 x float>
  %428 = insertelement <2 x float> poison, float %387, i64 0
  %429 = shufflevector <2 x float> %428, <2 x float> poison, <2 x i32> zeroinitializer
  %430 = fmul <2 x float> %429, %427
  store <2 x float> %430, ptr %346, align 4
  %431 = add nuw i64 %noise1746.us, 2
  %432 = icmp ult i64 %431, %full_groups_end
  br i1 %432, label %noise.body15.us, label %noise.exit16.us, !llvm.loop !0

philox.body9.us:                                  ; preds = %philox.body9.us.preheader, %philox.body9.us
  %philox1145.us = phi i64 [ %527, %philox.body9.us ], [ %philox1145.us.ph, %philox.body9.us.preheader ]
  %group12.us = add i64 %philox1145.us, %84
  %433 = and i64 %group12.us, 4294967295
  %434 = mul nuw i64 %433, 3528531795
  %435 = xor i64 %group12.us, %key0
  %436 = xor i64 %435, %434
  %437 = lshr i64 %436, 32
  %438 = mul nuw i64 %437, 3449720151
  %439 = lshr i64 %438, 32
  %.reass.reass = xor i64 %439, %invariant.op
  %440 = xor i64 %1202, %434
  %441 = and i64 %.reass.reass, 4294967295
  %442 = mul nuw i64 %441, 3528531795
  %443 = and i64 %440, 4294967295
  %444 = mul nuw i64 %443, 3449720151
  %445 = lshr i64 %442, 32
  %446 = lshr i64 %444, 32
  %447 = xor i64 %446, %29
  %448 = xor i64 %447, %438
  %.reass76.reass = xor i64 %445, %invariant.op335
  %449 = and i64 %448, 4294967295
  %450 = mul nuw i64 %449, 3528531795
  %451 = and i64 %.reass76.reass, 4294967295
  %452 = mul nuw i64 %451, 3449720151
  %453 = lshr i64 %450, 32
  %454 = lshr i64 %452, 32
  %455 = xor i64 %31, %454
  %456 = xor i64 %455, %444
  %457 = xor i64 %453, %32
  %458 = xor i64 %457, %442
  %459 = and i64 %456, 4294967295
  %460 = mul nuw i64 %459, 3528531795
  %461 = and i64 %458, 4294967295
  %462 = mul nuw i64 %461, 3449720151
  %463 = lshr i64 %460, 32
  %464 = lshr i64 %462, 32
  %465 = xor i64 %464, %33
  %466 = xor i64 %465, %452
  %467 = xor i64 %34, %463
  %468 = xor i64 %467, %450
  %469 = and i64 %466, 4294967295
  %470 = mul nuw i64 %469, 3528531795
  %471 = and i64 %468, 4294967295
  %472 = mul nuw i64 %471, 3449720151
  %473 = lshr i64 %470, 32
  %474 = lshr i64 %472, 32
  %475 = xor i64 %35, %474
  %476 = xor i64 %475, %462
  %477 = xor i64 %473, %36
  %478 = xor i64 %477, %460
  %479 = and i64 %476, 4294967295
  %480 = mul nuw i64 %479, 3528531795
  %481 = and i64 %478, 4294967295
  %482 = mul nuw i64 %481, 3449720151
  %483 = lshr i64 %480, 32
  %484 = lshr i64 %482, 32
  %485 = xor i64 %484, %37
  %486 = xor i64 %485, %472
  %487 = xor i64 %38, %483
  %488 = xor i64 %487, %470
  %489 = and i64 %486, 4294967295
  %490 = mul nuw i64 %489, 3528531795
  %491 = and i64 %488, 4294967295
  %492 = mul nuw i64 %491, 3449720151
  %493 = lshr i64 %490, 32
  %494 = lshr i64 %492, 32
  %495 = xor i64 %39, %494
  %496 = xor i64 %495, %482
  %497 = xor i64 %493, %40
  %498 = xor i64 %497, %480
  %499 = and i64 %496, 4294967295
  %500 = mul nuw i64 %499, 3528531795
  %501 = and i64 %498, 4294967295
  %502 = mul nuw i64 %501, 3449720151
  %503 = lshr i64 %500, 32
  %504 = lshr i64 %502, 32
  %505 = xor i64 %504, %41
  %506 = xor i64 %505, %492
  %507 = xor i64 %42, %503
  %508 = xor i64 %507, %490
  %509 = and i64 %506, 4294967295
  %510 = mul nuw i64 %509, 3528531795
  %511 = and i64 %508, 4294967295
  %512 = mul nuw i64 %511, 3449720151
  %513 = lshr i64 %510, 32
  %514 = trunc i64 %510 to i32
  %515 = lshr i64 %512, 32
  %516 = trunc i64 %512 to i32
  %517 = xor i64 %515, %502
  %518 = trunc i64 %517 to i32
  %519 = xor i32 %43, %518
  %520 = xor i64 %513, %500
  %521 = trunc i64 %520 to i32
  %522 = xor i32 %44, %521
  %.idx.us = shl i64 %philox1145.us, 4
  %523 = getelementptr inbounds i8, ptr %scratch, i64 %.idx.us
  store i32 %519, ptr %523, align 4
  %524 = getelementptr i8, ptr %523, i64 4
  store i32 %516, ptr %524, align 4
  %525 = getelementptr i8, ptr %523, i64 8
  store i32 %522, ptr %525, align 4
  %526 = getelementptr i8, ptr %523, i64 12
  store i32 %514, ptr %526, align 4
  %527 = add nuw nsw i64 %philox1145.us, 1
  %exitcond.not = icmp eq i64 %527, %full_groups
  br i1 %exitcond.not, label %noise.header14.preheader.us, label %philox.body9.us, !llvm.loop !2

small_rows.then.us:                               ; preds = %draw.then.us
  %chunk_starts.us = icmp eq i64 %step_in_chunk.us, 0
  br i1 %chunk_starts.us, label %small_draw.then.us, label %draw.done.us

small_draw.then.us:                               ; preds = %small_rows.then.us
  %steps_left.us = sub i64 %steps, %step352.us
  %528 = tail call i64 @llvm.umin.i64(i64 %steps_left.us, i64 %steps_per_chunk)
  %chunk_units.us = mul nuw nsw i64 %528, %groups
  %.not61 = icmp eq i64 %chunk_units.us, 0
  br i1 %.not61, label %draw.done.us, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %small_draw.then.us
  %min.iters.check176 = icmp samesign ult i64 %chunk_units.us, 8
  br i1 %min.iters.check176, label %philox.body.us.preheader326, label %vector.scevcheck170

vector.scevcheck170:                              ; preds = %philox.body.us.preheader
  %529 = add nsw i64 %chunk_units.us, -1
  %mul.result173 = shl i64 %529, 4
  %mul.overflow174 = icmp ugt i64 %529, 1152921504606846975
  %530 = getelementptr i8, ptr %scevgep171, i64 %mul.result173
  %531 = icmp ult ptr %530, %scevgep171
  %532 = or i1 %531, %mul.overflow174
  br i1 %532, label %philox.body.us.preheader326, label %vector.ph177

vector.ph177:                                     ; preds = %vector.scevcheck170
  %n.vec179 = and i64 %chunk_units.us, 16376
  %broadcast.splatinsert182 = insertelement <8 x i64> poison, i64 %key1_step.us, i64 0
  %broadcast.splat183 = shufflevector <8 x i64> %broadcast.splatinsert182, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body222

vector.body222:                                   ; preds = %vector.body222, %vector.ph177
  %index223 = phi i64 [ 0, %vector.ph177 ], [ %index.next227, %vector.body222 ]
  %533 = getelementptr inbounds float, ptr %small_unit_of, i64 %index223
  %wide.load224 = load <8 x i32>, ptr %533, align 4
  %534 = zext <8 x i32> %wide.load224 to <8 x i64>
  %535 = add <8 x i64> %broadcast.splat181, %534
  %536 = getelementptr inbounds float, ptr %small_step_of, i64 %index223
  %wide.load225 = load <8 x i32>, ptr %536, align 4
  %537 = zext <8 x i32> %wide.load225 to <8 x i64>
  %538 = add <8 x i64> %broadcast.splat183, %537
  %539 = lshr <8 x i64> %538, splat (i64 32)
  %540 = and <8 x i64> %535, splat (i64 4294967295)
  %541 = mul nuw <8 x i64> %540, splat (i64 3528531795)
  %542 = mul nuw <8 x i64> %539, splat (i64 3449720151)
  %543 = lshr <8 x i64> %542, splat (i64 32)
  %544 = xor <8 x i64> %broadcast.splat185, %543
  %545 = xor <8 x i64> %544, %538
  %546 = xor <8 x i64> %535, %broadcast.splat185
  %547 = xor <8 x i64> %546, %541
  %548 = lshr <8 x i64> %547, splat (i64 32)
  %549 = and <8 x i64> %545, splat (i64 4294967295)
  %550 = mul nuw <8 x i64> %549, splat (i64 3528531795)
  %551 = mul nuw <8 x i64> %548, splat (i64 3449720151)
  %552 = lshr <8 x i64> %550, splat (i64 32)
  %553 = lshr <8 x i64> %551, splat (i64 32)
  %554 = xor <8 x i64> %broadcast.splat187, %553
  %555 = xor <8 x i64> %554, %542
  %556 = xor <8 x i64> %broadcast.splat189, %552
  %557 = xor <8 x i64> %556, %541
  %558 = and <8 x i64> %555, splat (i64 4294967295)
  %559 = mul nuw <8 x i64> %558, splat (i64 3528531795)
  %560 = and <8 x i64> %557, splat (i64 4294967295)
  %561 = mul nuw <8 x i64> %560, splat (i64 3449720151)
  %562 = lshr <8 x i64> %559, splat (i64 32)
  %563 = lshr <8 x i64> %561, splat (i64 32)
  %564 = xor <8 x i64> %broadcast.splat191, %563
  %565 = xor <8 x i64> %564, %551
  %566 = xor <8 x i64> %broadcast.splat193, %562
  %567 = xor <8 x i64> %566, %550
  %568 = and <8 x i64> %565, splat (i64 4294967295)
  %569 = mul nuw <8 x i64> %568, splat (i64 3528531795)
  %570 = and <8 x i64> %567, splat (i64 4294967295)
  %571 = mul nuw <8 x i64> %570, splat (i64 3449720151)
  %572 = lshr <8 x i64> %569, splat (i64 32)
  %573 = lshr <8 x i64> %571, splat (i64 32)
  %574 = xor <8 x i64> %broadcast.splat195, %573
  %575 = xor <8 x i64> %574, %561
  %576 = xor <8 x i64> %broadcast.splat197, %572
  %577 = xor <8 x i64> %576, %559
  %578 = and <8 x i64> %575, splat (i64 4294967295)
  %579 = mul nuw <8 x i64> %578, splat (i64 3528531795)
  %580 = and <8 x i64> %577, splat (i64 4294967295)
  %581 = mul nuw <8 x i64> %580, splat (i64 3449720151)
  %582 = lshr <8 x i64> %579, splat (i64 32)
  %583 = lshr <8 x i64> %581, splat (i64 32)
  %584 = xor <8 x i64> %broadcast.splat199, %583
  %585 = xor <8 x i64> %584, %571
  %586 = xor <8 x i64> %broadcast.splat201, %582
  %587 = xor <8 x i64> %586, %569
  %588 = and <8 x i64> %585, splat (i64 4294967295)
  %589 = mul nuw <8 x i64> %588, splat (i64 3528531795)
  %590 = and <8 x i64> %587, splat (i64 4294967295)
  %591 = mul nuw <8 x i64> %590, splat (i64 3449720151)
  %592 = lshr <8 x i64> %589, splat (i64 32)
  %593 = lshr <8 x i64> %591, splat (i64 32)
  %594 = xor <8 x i64> %broadcast.splat203, %593
  %595 = xor <8 x i64> %594, %581
  %596 = xor <8 x i64> %broadcast.splat205, %592
  %597 = xor <8 x i64> %596, %579
  %598 = and <8 x i64> %595, splat (i64 4294967295)
  %599 = mul nuw <8 x i64> %598, splat (i64 3528531795)
  %600 = and <8 x i64> %597, splat (i64 4294967295)
  %601 = mul nuw <8 x i64> %600, splat (i64 3449720151)
  %602 = lshr <8 x i64> %599, splat (i64 32)
  %603 = lshr <8 x i64> %601, splat (i64 32)
  %604 = xor <8 x i64> %broadcast.splat207, %603
  %605 = xor <8 x i64> %604, %591
  %606 = xor <8 x i64> %broadcast.splat209, %602
  %607 = xor <8 x i64> %606, %589
  %608 = and <8 x i64> %605, splat (i64 4294967295)
  %609 = mul nuw <8 x i64> %608, splat (i64 3528531795)
  %610 = and <8 x i64> %607, splat (i64 4294967295)
  %611 = mul nuw <8 x i64> %610, splat (i64 3449720151)
  %612 = lshr <8 x i64> %609, splat (i64 32)
  %613 = lshr <8 x i64> %611, splat (i64 32)
  %614 = xor <8 x i64> %broadcast.splat211, %613
  %615 = xor <8 x i64> %614, %601
  %616 = xor <8 x i64> %broadcast.splat213, %612
  %617 = xor <8 x i64> %616, %599
  %618 = and <8 x i64> %615, splat (i64 4294967295)
  %619 = mul nuw <8 x i64> %618, splat (i64 3528531795)
  %620 = and <8 x i64> %617, splat (i64 4294967295)
  %621 = mul nuw <8 x i64> %620, splat (i64 3449720151)
  %622 = lshr <8 x i64> %619, splat (i64 32)
  %623 = lshr <8 x i64> %621, splat (i64 32)
  %624 = xor <8 x i64> %broadcast.splat215, %623
  %625 = xor <8 x i64> %624, %611
  %626 = xor <8 x i64> %broadcast.splat217, %622
  %627 = xor <8 x i64> %626, %609
  %628 = and <8 x i64> %625, splat (i64 4294967295)
  %629 = mul nuw <8 x i64> %628, splat (i64 3528531795)
  %630 = and <8 x i64> %627, splat (i64 4294967295)
  %631 = mul nuw <8 x i64> %630, splat (i64 3449720151)
  %632 = lshr <8 x i64> %629, splat (i64 32)
  %633 = trunc <8 x i64> %629 to <8 x i32>
  %634 = lshr <8 x i64> %631, splat (i64 32)
  %635 = trunc <8 x i64> %631 to <8 x i32>
  %636 = xor <8 x i64> %634, %621
  %637 = trunc <8 x i64> %636 to <8 x i32>
  %638 = xor <8 x i32> %broadcast.splat219, %637
  %639 = xor <8 x i64> %632, %619
  %640 = trunc <8 x i64> %639 to <8 x i32>
  %641 = xor <8 x i32> %broadcast.splat221, %640
  %642 = shl i64 %index223, 4
  %643 = getelementptr inbounds i8, ptr %small_noise, i64 %642
  %644 = shufflevector <8 x i32> %638, <8 x i32> %635, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %645 = shufflevector <8 x i32> %641, <8 x i32> %633, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %interleaved.vec226 = shufflevector <16 x i32> %644, <16 x i32> %645, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  store <32 x i32> %interleaved.vec226, ptr %643, align 4
  %index.next227 = add nuw i64 %index223, 8
  %646 = icmp eq i64 %index.next227, %n.vec179
  br i1 %646, label %middle.block228, label %vector.body222, !llvm.loop !3

middle.block228:                                  ; preds = %vector.body222
  %cmp.n229 = icmp eq i64 %chunk_units.us, %n.vec179
  br i1 %cmp.n229, label %noise.body.us.preheader, label %philox.body.us.preheader326

philox.body.us.preheader326:                      ; preds = %vector.scevcheck170, %philox.body.us.preheader, %middle.block228
  %philox47.us.ph = phi i64 [ 0, %vector.scevcheck170 ], [ 0, %philox.body.us.preheader ], [ %n.vec179, %middle.block228 ]
  br label %philox.body.us

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block228
  %n_normals.us = shl nuw nsw i64 %chunk_units.us, 2
  %umax158 = call i64 @llvm.umax.i64(i64 %n_normals.us, i64 2)
  %647 = add nsw i64 %umax158, -1
  %648 = lshr i64 %647, 1
  %649 = add nuw i64 %648, 1
  %min.iters.check159 = icmp samesign ult i64 %chunk_units.us, 4
  br i1 %min.iters.check159, label %noise.body.us.preheader325, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %noise.body.us.preheader
  %umax = call i64 @llvm.umax.i64(i64 %n_normals.us, i64 2)
  %650 = add nsw i64 %umax, -1
  %651 = shl i64 %650, 2
  %mul.result = and i64 %651, -8
  %mul.overflow = icmp ugt i64 %650, 4611686018427387903
  %652 = getelementptr i8, ptr %scevgep157, i64 %mul.result
  %653 = icmp ult ptr %652, %scevgep157
  %654 = or i1 %653, %mul.overflow
  br i1 %654, label %noise.body.us.preheader325, label %vector.ph160

vector.ph160:                                     ; preds = %vector.scevcheck
  %n.vec162 = and i64 %649, -8
  %655 = shl i64 %n.vec162, 1
  br label %vector.body163

vector.body163:                                   ; preds = %vector.body163, %vector.ph160
  %index164 = phi i64 [ 0, %vector.ph160 ], [ %index.next166, %vector.body163 ]
  %.idx320 = shl i64 %index164, 3
  %656 = getelementptr inbounds i8, ptr %small_noise, i64 %.idx320
  %wide.vec = load <16 x i32>, ptr %656, align 4
  %strided.vec = shufflevector <16 x i32> %wide.vec, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec165 = shufflevector <16 x i32> %wide.vec, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %657 = lshr <8 x i32> %strided.vec, splat (i32 9)
  %658 = uitofp nneg <8 x i32> %657 to <8 x float>
  %659 = fadd <8 x float> %658, splat (float 5.000000e-01)
  %660 = fmul <8 x float> %659, splat (float 0x3E80000000000000)
  %661 = lshr <8 x i32> %strided.vec165, splat (i32 9)
  %662 = uitofp nneg <8 x i32> %661 to <8 x float>
  %663 = fadd <8 x float> %662, splat (float 5.000000e-01)
  %664 = fmul <8 x float> %663, splat (float 0x3E80000000000000)
  %665 = bitcast <8 x float> %660 to <8 x i32>
  %666 = add nuw <8 x i32> %665, splat (i32 4913933)
  %667 = lshr <8 x i32> %666, splat (i32 23)
  %668 = add nsw <8 x i32> %667, splat (i32 -127)
  %669 = and <8 x i32> %666, splat (i32 8388607)
  %670 = add nuw nsw <8 x i32> %669, splat (i32 1060439283)
  %671 = bitcast <8 x i32> %670 to <8 x float>
  %672 = fadd <8 x float> %671, splat (float -1.000000e+00)
  %673 = fadd <8 x float> %672, splat (float 2.000000e+00)
  %674 = fdiv <8 x float> %672, %673
  %675 = fmul <8 x float> %674, %674
  %676 = fmul <8 x float> %675, %675
  %677 = fmul <8 x float> %676, splat (float 0x3FCF13C4C0000000)
  %678 = fadd <8 x float> %677, splat (float 0x3FD999C260000000)
  %679 = fmul <8 x float> %676, %678
  %680 = fmul <8 x float> %676, splat (float 0x3FD23D3DC0000000)
  %681 = fadd <8 x float> %680, splat (float 0x3FE5555540000000)
  %682 = fmul <8 x float> %675, %681
  %683 = fadd <8 x float> %682, %679
  %684 = fmul <8 x float> %672, splat (float 5.000000e-01)
  %685 = fmul <8 x float> %672, %684
  %686 = sitofp <8 x i32> %668 to <8 x float>
  %687 = fadd <8 x float> %685, %683
  %688 = fmul <8 x float> %674, %687
  %689 = fmul <8 x float> %686, splat (float 0x3EE2FEFA20000000)
  %690 = fadd <8 x float> %689, %688
  %691 = fsub <8 x float> %690, %685
  %692 = fadd <8 x float> %672, %691
  %693 = fmul <8 x float> %686, splat (float 0x3FE62E3000000000)
  %694 = fadd <8 x float> %693, %692
  %695 = fmul <8 x float> %694, splat (float -2.000000e+00)
  %696 = call <8 x float> @llvm.sqrt.v8f32(<8 x float> %695)
  %697 = fpext <8 x float> %664 to <8 x double>
  %698 = fmul <8 x double> %697, splat (double 4.000000e+00)
  %699 = fadd <8 x double> %698, splat (double 0x4338000000000000)
  %700 = fadd <8 x double> %699, splat (double 0xC338000000000000)
  %701 = fsub <8 x double> %698, %700
  %702 = fmul <8 x double> %701, splat (double 0x3FF921FB54442D18)
  %703 = fmul <8 x double> %702, %702
  %704 = fmul <8 x double> %703, splat (double 0x3EC71DE3A556C734)
  %705 = fadd <8 x double> %704, splat (double 0xBF2A01A01A01A01A)
  %706 = fmul <8 x double> %703, %705
  %707 = fadd <8 x double> %706, splat (double 0x3F81111111111111)
  %708 = fmul <8 x double> %703, %707
  %709 = fadd <8 x double> %708, splat (double 0xBFC5555555555555)
  %710 = fmul <8 x double> %702, %703
  %711 = fmul <8 x double> %710, %709
  %712 = fadd <8 x double> %702, %711
  %713 = fmul <8 x double> %703, splat (double 0x3E927E4FB7789F5C)
  %714 = fsub <8 x double> splat (double 0x3EFA01A01A01A01A), %713
  %715 = fmul <8 x double> %703, %714
  %716 = fadd <8 x double> %715, splat (double 0xBF56C16C16C16C17)
  %717 = fmul <8 x double> %703, %716
  %718 = fadd <8 x double> %717, splat (double 0x3FA5555555555555)
  %719 = fmul <8 x double> %703, %703
  %720 = fmul <8 x double> %719, %718
  %721 = fmul <8 x double> %703, splat (double 5.000000e-01)
  %722 = fsub <8 x double> splat (double 1.000000e+00), %721
  %723 = fadd <8 x double> %722, %720
  %724 = fneg <8 x double> %712
  %725 = fneg <8 x double> %723
  %726 = bitcast <8 x double> %699 to <8 x i64>
  %727 = and <8 x i64> %726, splat (i64 1)
  %728 = and <8 x i64> %726, splat (i64 2)
  %729 = icmp eq <8 x i64> %727, zeroinitializer
  %730 = icmp eq <8 x i64> %728, zeroinitializer
  %731 = select <8 x i1> %730, <8 x double> %712, <8 x double> %724
  %732 = select <8 x i1> %730, <8 x double> %723, <8 x double> %725
  %733 = select <8 x i1> %729, <8 x double> %731, <8 x double> %732
  %734 = select <8 x i1> %730, <8 x double> %724, <8 x double> %712
  %735 = select <8 x i1> %729, <8 x double> %732, <8 x double> %734
  %736 = fptrunc <8 x double> %733 to <8 x float>
  %737 = fptrunc <8 x double> %735 to <8 x float>
  %738 = fmul <8 x float> %696, %737
  %739 = fmul <8 x float> %696, %736
  %interleaved.vec = shufflevector <8 x float> %738, <8 x float> %739, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x float> %interleaved.vec, ptr %656, align 4
  %index.next166 = add nuw i64 %index164, 8
  %740 = icmp eq i64 %index.next166, %n.vec162
  br i1 %740, label %middle.block167, label %vector.body163, !llvm.loop !5

middle.block167:                                  ; preds = %vector.body163
  %cmp.n168 = icmp eq i64 %649, %n.vec162
  br i1 %cmp.n168, label %draw.done.us, label %noise.body.us.preheader325

noise.body.us.preheader325:                       ; preds = %vector.scevcheck, %noise.body.us.preheader, %middle.block167
  %noise48.us.ph = phi i64 [ 0, %vector.scevcheck ], [ 0, %noise.body.us.preheader ], [ %655, %middle.block167 ]
  br label %noise.body.us

draw.done.us:                                     ; preds = %noise.body.us, %middle.block167, %small_draw.then.us, %small_rows.then.us
  %chunk_offset.us = mul nuw nsw i64 %step_in_chunk.us, %16
  %741 = getelementptr inbounds nuw float, ptr %small_noise, i64 %chunk_offset.us
  br i1 %.not59, label %noise.done.us, label %iter.check116

iter.check116:                                    ; preds = %noise.exit16.us, %noise_tail_element.done23.us, %noise_tail_element.then24.us, %draw.done.us
  %noise26.us73 = phi ptr [ %741, %draw.done.us ], [ %scratch, %noise_tail_element.then24.us ], [ %scratch, %noise_tail_element.done23.us ], [ %scratch, %noise.exit16.us ]
  br i1 %min.iters.check114, label %feature.body.us.preheader, label %vector.memcheck102

vector.memcheck102:                               ; preds = %iter.check116
  %scevgep107 = getelementptr i8, ptr %noise26.us73, i64 %58
  %bound0111 = icmp ult ptr %scevgep103, %scevgep107
  %bound1112 = icmp ult ptr %noise26.us73, %scevgep104
  %found.conflict113 = and i1 %bound0111, %bound1112
  %conflict.rdx = or i1 %found.conflict110, %found.conflict113
  br i1 %conflict.rdx, label %feature.body.us.preheader, label %vector.main.loop.iter.check118

vector.main.loop.iter.check118:                   ; preds = %vector.memcheck102
  br i1 %min.iters.check117, label %vec.epilog.ph141, label %vector.ph119

vector.ph119:                                     ; preds = %vector.main.loop.iter.check118
  %broadcast.splatinsert124 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat125 = shufflevector <8 x float> %broadcast.splatinsert124, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body126

vector.body126:                                   ; preds = %vector.body126, %vector.ph119
  %index127 = phi i64 [ 0, %vector.ph119 ], [ %index.next134, %vector.body126 ]
  %742 = getelementptr inbounds float, ptr %82, i64 %index127
  %743 = getelementptr inbounds nuw i8, ptr %742, i64 32
  %wide.load128 = load <8 x float>, ptr %742, align 4, !alias.scope !6, !noalias !9
  %wide.load129 = load <8 x float>, ptr %743, align 4, !alias.scope !6, !noalias !9
  %744 = getelementptr inbounds float, ptr %83, i64 %index127
  %745 = getelementptr inbounds nuw i8, ptr %744, i64 32
  %wide.load130 = load <8 x float>, ptr %744, align 4, !alias.scope !12
  %wide.load131 = load <8 x float>, ptr %745, align 4, !alias.scope !12
  %746 = fsub <8 x float> %wide.load130, %wide.load128
  %747 = fsub <8 x float> %wide.load131, %wide.load129
  %748 = fmul <8 x float> %746, splat (float 2.000000e+00)
  %749 = fmul <8 x float> %747, splat (float 2.000000e+00)
  %750 = fmul <8 x float> %748, splat (float 5.000000e-01)
  %751 = fmul <8 x float> %749, splat (float 5.000000e-01)
  %752 = fmul <8 x float> %broadcast.splat123, %750
  %753 = fmul <8 x float> %broadcast.splat123, %751
  %754 = fadd <8 x float> %wide.load128, %752
  %755 = fadd <8 x float> %wide.load129, %753
  %756 = getelementptr inbounds float, ptr %noise26.us73, i64 %index127
  %757 = getelementptr inbounds nuw i8, ptr %756, i64 32
  %wide.load132 = load <8 x float>, ptr %756, align 4, !alias.scope !13
  %wide.load133 = load <8 x float>, ptr %757, align 4, !alias.scope !13
  %758 = fmul <8 x float> %broadcast.splat125, %wide.load132
  %759 = fmul <8 x float> %broadcast.splat125, %wide.load133
  %760 = fadd <8 x float> %758, %754
  %761 = fadd <8 x float> %759, %755
  store <8 x float> %760, ptr %742, align 4, !alias.scope !6, !noalias !9
  store <8 x float> %761, ptr %743, align 4, !alias.scope !6, !noalias !9
  %index.next134 = add nuw i64 %index127, 16
  %762 = icmp eq i64 %index.next134, %n.vec121
  br i1 %762, label %middle.block135, label %vector.body126, !llvm.loop !14

middle.block135:                                  ; preds = %vector.body126
  br i1 %cmp.n136, label %noise.done.us, label %vec.epilog.iter.check139

vec.epilog.iter.check139:                         ; preds = %middle.block135
  br i1 %min.epilog.iters.check140, label %feature.body.us.preheader, label %vec.epilog.ph141, !prof !15

vec.epilog.ph141:                                 ; preds = %vector.main.loop.iter.check118, %vec.epilog.iter.check139
  %vec.epilog.resume.val137 = phi i64 [ %n.vec121, %vec.epilog.iter.check139 ], [ 0, %vector.main.loop.iter.check118 ]
  %broadcast.splatinsert146 = insertelement <4 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat147 = shufflevector <4 x float> %broadcast.splatinsert146, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body148

vec.epilog.vector.body148:                        ; preds = %vec.epilog.vector.body148, %vec.epilog.ph141
  %index149 = phi i64 [ %vec.epilog.resume.val137, %vec.epilog.ph141 ], [ %index.next153, %vec.epilog.vector.body148 ]
  %763 = getelementptr inbounds float, ptr %82, i64 %index149
  %wide.load150 = load <4 x float>, ptr %763, align 4, !alias.scope !6, !noalias !9
  %764 = getelementptr inbounds float, ptr %83, i64 %index149
  %wide.load151 = load <4 x float>, ptr %764, align 4, !alias.scope !12
  %765 = fsub <4 x float> %wide.load151, %wide.load150
  %766 = fmul <4 x float> %765, splat (float 2.000000e+00)
  %767 = fmul <4 x float> %766, splat (float 5.000000e-01)
  %768 = fmul <4 x float> %broadcast.splat145, %767
  %769 = fadd <4 x float> %wide.load150, %768
  %770 = getelementptr inbounds float, ptr %noise26.us73, i64 %index149
  %wide.load152 = load <4 x float>, ptr %770, align 4, !alias.scope !13
  %771 = fmul <4 x float> %broadcast.splat147, %wide.load152
  %772 = fadd <4 x float> %771, %769
  store <4 x float> %772, ptr %763, align 4, !alias.scope !6, !noalias !9
  %index.next153 = add nuw i64 %index149, 4
  %773 = icmp eq i64 %index.next153, %n.vec143
  br i1 %773, label %vec.epilog.middle.block154, label %vec.epilog.vector.body148, !llvm.loop !16

vec.epilog.middle.block154:                       ; preds = %vec.epilog.vector.body148
  br i1 %cmp.n155, label %noise.done.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %vector.memcheck102, %iter.check116, %vec.epilog.iter.check139, %vec.epilog.middle.block154
  %feature49.us.ph = phi i64 [ 0, %iter.check116 ], [ 0, %vector.memcheck102 ], [ %n.vec121, %vec.epilog.iter.check139 ], [ %n.vec143, %vec.epilog.middle.block154 ]
  %.neg = or disjoint i64 %feature49.us.ph, 1
  br i1 %lcmp.mod331.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %774 = getelementptr inbounds float, ptr %82, i64 %feature49.us.ph
  %775 = load float, ptr %774, align 4
  %776 = getelementptr inbounds float, ptr %83, i64 %feature49.us.ph
  %777 = load float, ptr %776, align 4
  %778 = fsub float %777, %775
  %779 = fmul float %778, 2.000000e+00
  %780 = fmul float %779, 5.000000e-01
  %781 = fmul float %eta, %780
  %782 = fadd float %775, %781
  %783 = getelementptr inbounds float, ptr %noise26.us73, i64 %feature49.us.ph
  %784 = load float, ptr %783, align 4
  %785 = fmul float %noise_scale4.us, %784
  %786 = fadd float %785, %782
  store float %786, ptr %774, align 4
  %787 = or disjoint i64 %feature49.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature49.us.unr = phi i64 [ %feature49.us.ph, %feature.body.us.preheader ], [ %787, %feature.body.us.prol ]
  %788 = icmp eq i64 %n_features, %.neg
  br i1 %788, label %noise.done.us, label %feature.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature49.us = phi i64 [ %816, %feature.body.us ], [ %feature49.us.unr, %feature.body.us.prol.loopexit ]
  %789 = getelementptr inbounds float, ptr %82, i64 %feature49.us
  %790 = load float, ptr %789, align 4
  %791 = getelementptr inbounds float, ptr %83, i64 %feature49.us
  %792 = load float, ptr %791, align 4
  %793 = fsub float %792, %790
  %794 = fmul float %793, 2.000000e+00
  %795 = fmul float %794, 5.000000e-01
  %796 = fmul float %eta, %795
  %797 = fadd float %790, %796
  %798 = getelementptr inbounds float, ptr %noise26.us73, i64 %feature49.us
  %799 = load float, ptr %798, align 4
  %800 = fmul float %noise_scale4.us, %799
  %801 = fadd float %800, %797
  store float %801, ptr %789, align 4
  %802 = add nuw i64 %feature49.us, 1
  %803 = getelementptr inbounds float, ptr %82, i64 %802
  %804 = load float, ptr %803, align 4
  %805 = getelementptr inbounds float, ptr %83, i64 %802
  %806 = load float, ptr %805, align 4
  %807 = fsub float %806, %804
  %808 = fmul float %807, 2.000000e+00
  %809 = fmul float %808, 5.000000e-01
  %810 = fmul float %eta, %809
  %811 = fadd float %804, %810
  %812 = getelementptr inbounds float, ptr %noise26.us73, i64 %802
  %813 = load float, ptr %812, align 4
  %814 = fmul float %noise_scale4.us, %813
  %815 = fadd float %814, %811
  store float %815, ptr %803, align 4
  %816 = add nuw i64 %feature49.us, 2
  %exitcond65.not.1 = icmp eq i64 %816, %n_features
  br i1 %exitcond65.not.1, label %noise.done.us, label %feature.body.us, !llvm.loop !17

noise.body.us:                                    ; preds = %noise.body.us.preheader325, %noise.body.us
  %noise48.us = phi i64 [ %902, %noise.body.us ], [ %noise48.us.ph, %noise.body.us.preheader325 ]
  %817 = getelementptr inbounds float, ptr %small_noise, i64 %noise48.us
  %word.us = load i32, ptr %817, align 4
  %818 = getelementptr i8, ptr %817, i64 4
  %word6.us = load i32, ptr %818, align 4
  %819 = lshr i32 %word.us, 9
  %820 = uitofp nneg i32 %819 to float
  %821 = fadd float %820, 5.000000e-01
  %822 = fmul float %821, 0x3E80000000000000
  %823 = lshr i32 %word6.us, 9
  %824 = uitofp nneg i32 %823 to float
  %825 = fadd float %824, 5.000000e-01
  %826 = fmul float %825, 0x3E80000000000000
  %827 = bitcast float %822 to i32
  %828 = add nuw i32 %827, 4913933
  %829 = lshr i32 %828, 23
  %830 = add nsw i32 %829, -127
  %831 = and i32 %828, 8388607
  %832 = add nuw nsw i32 %831, 1060439283
  %833 = bitcast i32 %832 to float
  %834 = fadd float %833, -1.000000e+00
  %835 = fadd float %834, 2.000000e+00
  %836 = fdiv float %834, %835
  %837 = fmul float %836, %836
  %838 = fmul float %837, %837
  %839 = fmul float %838, 0x3FCF13C4C0000000
  %840 = fadd float %839, 0x3FD999C260000000
  %841 = fmul float %838, %840
  %842 = fmul float %838, 0x3FD23D3DC0000000
  %843 = fadd float %842, 0x3FE5555540000000
  %844 = fmul float %837, %843
  %845 = fadd float %844, %841
  %846 = fmul float %834, 5.000000e-01
  %847 = fmul float %834, %846
  %848 = sitofp i32 %830 to float
  %849 = fadd float %847, %845
  %850 = fmul float %836, %849
  %851 = fmul float %848, 0x3EE2FEFA20000000
  %852 = fadd float %851, %850
  %853 = fsub float %852, %847
  %854 = fadd float %834, %853
  %855 = fmul float %848, 0x3FE62E3000000000
  %856 = fadd float %855, %854
  %857 = fmul float %856, -2.000000e+00
  %858 = tail call float @llvm.sqrt.f32(float %857)
  %859 = fpext float %826 to double
  %860 = fmul double %859, 4.000000e+00
  %861 = fadd double %860, 0x4338000000000000
  %862 = fadd double %861, 0xC338000000000000
  %863 = fsub double %860, %862
  %864 = bitcast double %861 to i64
  %865 = and i64 %864, 1
  %866 = and i64 %864, 2
  %.not40.us = icmp eq i64 %865, 0
  %.not41.us = icmp eq i64 %866, 0
  %867 = fmul double %863, 0x3FF921FB54442D18
  %868 = fmul double %867, %867
  %869 = fmul double %868, 0x3EC71DE3A556C734
  %870 = fadd double %869, 0xBF2A01A01A01A01A
  %871 = fmul double %868, 0x3E927E4FB7789F5C
  %872 = fsub double 0x3EFA01A01A01A01A, %871
  %873 = fmul double %868, %870
  %874 = fmul double %868, %872
  %875 = fadd double %873, 0x3F81111111111111
  %876 = fadd double %874, 0xBF56C16C16C16C17
  %877 = fmul double %868, %875
  %878 = fmul double %868, %876
  %879 = fadd double %877, 0xBFC5555555555555
  %880 = fadd double %878, 0x3FA5555555555555
  %881 = fmul double %867, %868
  %882 = fmul double %868, %868
  %883 = fmul double %881, %879
  %884 = fmul double %882, %880
  %885 = fmul double %868, 5.000000e-01
  %886 = fsub double 1.000000e+00, %885
  %887 = fadd double %867, %883
  %888 = fadd double %886, %884
  %889 = fneg double %887
  %890 = fneg double %888
  %891 = select i1 %.not41.us, double %887, double %889
  %892 = select i1 %.not41.us, double %888, double %890
  %893 = select i1 %.not41.us, double %889, double %887
  %894 = select i1 %.not40.us, double %891, double %892
  %895 = select i1 %.not40.us, double %892, double %893
  %896 = insertelement <2 x double> poison, double %895, i64 0
  %897 = insertelement <2 x double> %896, double %894, i64 1
  %898 = fptrunc <2 x double> %897 to <2 x float>
  %899 = insertelement <2 x float> poison, float %858, i64 0
  %900 = shufflevector <2 x float> %899, <2 x float> poison, <2 x i32> zeroinitializer
  %901 = fmul <2 x float> %900, %898
  store <2 x float> %901, ptr %817, align 4
  %902 = add nuw i64 %noise48.us, 2
  %903 = icmp ult i64 %902, %n_normals.us
  br i1 %903, label %noise.body.us, label %draw.done.us, !llvm.loop !18

philox.body.us:                                   ; preds = %philox.body.us.preheader326, %philox.body.us
  %philox47.us = phi i64 [ %1017, %philox.body.us ], [ %philox47.us.ph, %philox.body.us.preheader326 ]
  %904 = getelementptr inbounds float, ptr %small_unit_of, i64 %philox47.us
  %905 = load i32, ptr %904, align 4
  %906 = zext i32 %905 to i64
  %index.us = add i64 %84, %906
  %907 = getelementptr inbounds float, ptr %small_step_of, i64 %philox47.us
  %908 = load i32, ptr %907, align 4
  %909 = zext i32 %908 to i64
  %key1_step5.us = add i64 %key1_step.us, %909
  %910 = lshr i64 %key1_step5.us, 32
  %911 = and i64 %index.us, 4294967295
  %912 = mul nuw i64 %911, 3528531795
  %913 = mul nuw i64 %910, 3449720151
  %914 = lshr i64 %913, 32
  %915 = xor i64 %key0, %914
  %916 = xor i64 %915, %key1_step5.us
  %917 = xor i64 %index.us, %key0
  %918 = xor i64 %917, %912
  %919 = lshr i64 %918, 32
  %920 = and i64 %916, 4294967295
  %921 = mul nuw i64 %920, 3528531795
  %922 = mul nuw i64 %919, 3449720151
  %923 = lshr i64 %921, 32
  %924 = lshr i64 %922, 32
  %925 = xor i64 %27, %924
  %926 = xor i64 %925, %913
  %927 = xor i64 %28, %923
  %928 = xor i64 %927, %912
  %929 = and i64 %926, 4294967295
  %930 = mul nuw i64 %929, 3528531795
  %931 = and i64 %928, 4294967295
  %932 = mul nuw i64 %931, 3449720151
  %933 = lshr i64 %930, 32
  %934 = lshr i64 %932, 32
  %935 = xor i64 %29, %934
  %936 = xor i64 %935, %922
  %937 = xor i64 %30, %933
  %938 = xor i64 %937, %921
  %939 = and i64 %936, 4294967295
  %940 = mul nuw i64 %939, 3528531795
  %941 = and i64 %938, 4294967295
  %942 = mul nuw i64 %941, 3449720151
  %943 = lshr i64 %940, 32
  %944 = lshr i64 %942, 32
  %945 = xor i64 %31, %944
  %946 = xor i64 %945, %932
  %947 = xor i64 %32, %943
  %948 = xor i64 %947, %930
  %949 = and i64 %946, 4294967295
  %950 = mul nuw i64 %949, 3528531795
  %951 = and i64 %948, 4294967295
  %952 = mul nuw i64 %951, 3449720151
  %953 = lshr i64 %950, 32
  %954 = lshr i64 %952, 32
  %955 = xor i64 %33, %954
  %956 = xor i64 %955, %942
  %957 = xor i64 %34, %953
  %958 = xor i64 %957, %940
  %959 = and i64 %956, 4294967295
  %960 = mul nuw i64 %959, 3528531795
  %961 = and i64 %958, 4294967295
  %962 = mul nuw i64 %961, 3449720151
  %963 = lshr i64 %960, 32
  %964 = lshr i64 %962, 32
  %965 = xor i64 %35, %964
  %966 = xor i64 %965, %952
  %967 = xor i64 %36, %963
  %968 = xor i64 %967, %950
  %969 = and i64 %966, 4294967295
  %970 = mul nuw i64 %969, 3528531795
  %971 = and i64 %968, 4294967295
  %972 = mul nuw i64 %971, 3449720151
  %973 = lshr i64 %970, 32
  %974 = lshr i64 %972, 32
  %975 = xor i64 %37, %974
  %976 = xor i64 %975, %962
  %977 = xor i64 %38, %973
  %978 = xor i64 %977, %960
  %979 = and i64 %976, 4294967295
  %980 = mul nuw i64 %979, 3528531795
  %981 = and i64 %978, 4294967295
  %982 = mul nuw i64 %981, 3449720151
  %983 = lshr i64 %980, 32
  %984 = lshr i64 %982, 32
  %985 = xor i64 %39, %984
  %986 = xor i64 %985, %972
  %987 = xor i64 %40, %983
  %988 = xor i64 %987, %970
  %989 = and i64 %986, 4294967295
  %990 = mul nuw i64 %989, 3528531795
  %991 = and i64 %988, 4294967295
  %992 = mul nuw i64 %991, 3449720151
  %993 = lshr i64 %990, 32
  %994 = lshr i64 %992, 32
  %995 = xor i64 %41, %994
  %996 = xor i64 %995, %982
  %997 = xor i64 %42, %993
  %998 = xor i64 %997, %980
  %999 = and i64 %996, 4294967295
  %1000 = mul nuw i64 %999, 3528531795
  %1001 = and i64 %998, 4294967295
  %1002 = mul nuw i64 %1001, 3449720151
  %1003 = lshr i64 %1000, 32
  %1004 = trunc i64 %1000 to i32
  %1005 = lshr i64 %1002, 32
  %1006 = trunc i64 %1002 to i32
  %1007 = xor i64 %1005, %992
  %1008 = trunc i64 %1007 to i32
  %1009 = xor i32 %43, %1008
  %1010 = xor i64 %1003, %990
  %1011 = trunc i64 %1010 to i32
  %1012 = xor i32 %44, %1011
  %.idx42.us = shl i64 %philox47.us, 4
  %1013 = getelementptr inbounds i8, ptr %small_noise, i64 %.idx42.us
  store i32 %1009, ptr %1013, align 4
  %1014 = getelementptr i8, ptr %1013, i64 4
  store i32 %1006, ptr %1014, align 4
  %1015 = getelementptr i8, ptr %1013, i64 8
  store i32 %1012, ptr %1015, align 4
  %1016 = getelementptr i8, ptr %1013, i64 12
  store i32 %1004, ptr %1016, align 4
  %1017 = add nuw i64 %philox47.us, 1
  %1018 = icmp ult i64 %1017, %chunk_units.us
  br i1 %1018, label %philox.body.us, label %noise.body.us.preheader, !llvm.loop !19

noise.done.us:                                    ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %feature.body30.us.prol.loopexit, %feature.body30.us, %middle.block135, %vec.epilog.middle.block154, %middle.block, %vec.epilog.middle.block, %draw.done.us, %feature.header29.preheader.us
  %t_next.us = fmul float %anneal_ratio, %temperature1.051.us
  %1019 = add nuw i64 %step352.us, 1
  %exitcond67.not = icmp eq i64 %1019, %steps
  br i1 %exitcond67.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body30.us:                                ; preds = %feature.body30.us.prol.loopexit, %feature.body30.us
  %feature3250.us = phi i64 [ %1059, %feature.body30.us ], [ %feature3250.us.unr, %feature.body30.us.prol.loopexit ]
  %1020 = getelementptr inbounds float, ptr %82, i64 %feature3250.us
  %1021 = load float, ptr %1020, align 4
  %1022 = getelementptr inbounds float, ptr %83, i64 %feature3250.us
  %1023 = load float, ptr %1022, align 4
  %1024 = fsub float %1023, %1021
  %1025 = fmul float %1024, 2.000000e+00
  %1026 = fmul float %1025, 5.000000e-01
  %1027 = fmul float %eta, %1026
  %1028 = fadd float %1021, %1027
  store float %1028, ptr %1020, align 4
  %1029 = add nuw i64 %feature3250.us, 1
  %1030 = getelementptr inbounds float, ptr %82, i64 %1029
  %1031 = load float, ptr %1030, align 4
  %1032 = getelementptr inbounds float, ptr %83, i64 %1029
  %1033 = load float, ptr %1032, align 4
  %1034 = fsub float %1033, %1031
  %1035 = fmul float %1034, 2.000000e+00
  %1036 = fmul float %1035, 5.000000e-01
  %1037 = fmul float %eta, %1036
  %1038 = fadd float %1031, %1037
  store float %1038, ptr %1030, align 4
  %1039 = add nuw i64 %feature3250.us, 2
  %1040 = getelementptr inbounds float, ptr %82, i64 %1039
  %1041 = load float, ptr %1040, align 4
  %1042 = getelementptr inbounds float, ptr %83, i64 %1039
  %1043 = load float, ptr %1042, align 4
  %1044 = fsub float %1043, %1041
  %1045 = fmul float %1044, 2.000000e+00
  %1046 = fmul float %1045, 5.000000e-01
  %1047 = fmul float %eta, %1046
  %1048 = fadd float %1041, %1047
  store float %1048, ptr %1040, align 4
  %1049 = add nuw i64 %feature3250.us, 3
  %1050 = getelementptr inbounds float, ptr %82, i64 %1049
  %1051 = load float, ptr %1050, align 4
  %1052 = getelementptr inbounds float, ptr %83, i64 %1049
  %1053 = load float, ptr %1052, align 4
  %1054 = fsub float %1053, %1051
  %1055 = fmul float %1054, 2.000000e+00
  %1056 = fmul float %1055, 5.000000e-01
  %1057 = fmul float %eta, %1056
  %1058 = fadd float %1051, %1057
  store float %1058, ptr %1050, align 4
  %1059 = add nuw i64 %feature3250.us, 4
  %exitcond66.not.3 = icmp eq i64 %1059, %n_features
  br i1 %exitcond66.not.3, label %noise.done.us, label %feature.body30.us, !llvm.loop !20

feature.header29.preheader.us:                    ; preds = %step.body.us
  br i1 %.not59, label %noise.done.us, label %iter.check

iter.check:                                       ; preds = %feature.header29.preheader.us
  %brmerge = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge, label %feature.body30.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check85, label %vec.epilog.ph, label %vector.body

vector.body:                                      ; preds = %vector.main.loop.iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.main.loop.iter.check ]
  %1060 = getelementptr inbounds float, ptr %82, i64 %index
  %1061 = getelementptr inbounds nuw i8, ptr %1060, i64 32
  %1062 = getelementptr inbounds nuw i8, ptr %1060, i64 64
  %1063 = getelementptr inbounds nuw i8, ptr %1060, i64 96
  %wide.load = load <8 x float>, ptr %1060, align 4, !alias.scope !21, !noalias !24
  %wide.load86 = load <8 x float>, ptr %1061, align 4, !alias.scope !21, !noalias !24
  %wide.load87 = load <8 x float>, ptr %1062, align 4, !alias.scope !21, !noalias !24
  %wide.load88 = load <8 x float>, ptr %1063, align 4, !alias.scope !21, !noalias !24
  %1064 = getelementptr inbounds float, ptr %83, i64 %index
  %1065 = getelementptr inbounds nuw i8, ptr %1064, i64 32
  %1066 = getelementptr inbounds nuw i8, ptr %1064, i64 64
  %1067 = getelementptr inbounds nuw i8, ptr %1064, i64 96
  %wide.load89 = load <8 x float>, ptr %1064, align 4, !alias.scope !24
  %wide.load90 = load <8 x float>, ptr %1065, align 4, !alias.scope !24
  %wide.load91 = load <8 x float>, ptr %1066, align 4, !alias.scope !24
  %wide.load92 = load <8 x float>, ptr %1067, align 4, !alias.scope !24
  %1068 = fsub <8 x float> %wide.load89, %wide.load
  %1069 = fsub <8 x float> %wide.load90, %wide.load86
  %1070 = fsub <8 x float> %wide.load91, %wide.load87
  %1071 = fsub <8 x float> %wide.load92, %wide.load88
  %1072 = fmul <8 x float> %1068, splat (float 2.000000e+00)
  %1073 = fmul <8 x float> %1069, splat (float 2.000000e+00)
  %1074 = fmul <8 x float> %1070, splat (float 2.000000e+00)
  %1075 = fmul <8 x float> %1071, splat (float 2.000000e+00)
  %1076 = fmul <8 x float> %1072, splat (float 5.000000e-01)
  %1077 = fmul <8 x float> %1073, splat (float 5.000000e-01)
  %1078 = fmul <8 x float> %1074, splat (float 5.000000e-01)
  %1079 = fmul <8 x float> %1075, splat (float 5.000000e-01)
  %1080 = fmul <8 x float> %broadcast.splat, %1076
  %1081 = fmul <8 x float> %broadcast.splat, %1077
  %1082 = fmul <8 x float> %broadcast.splat, %1078
  %1083 = fmul <8 x float> %broadcast.splat, %1079
  %1084 = fadd <8 x float> %wide.load, %1080
  %1085 = fadd <8 x float> %wide.load86, %1081
  %1086 = fadd <8 x float> %wide.load87, %1082
  %1087 = fadd <8 x float> %wide.load88, %1083
  store <8 x float> %1084, ptr %1060, align 4, !alias.scope !21, !noalias !24
  store <8 x float> %1085, ptr %1061, align 4, !alias.scope !21, !noalias !24
  store <8 x float> %1086, ptr %1062, align 4, !alias.scope !21, !noalias !24
  store <8 x float> %1087, ptr %1063, align 4, !alias.scope !21, !noalias !24
  %index.next = add nuw i64 %index, 32
  %1088 = icmp eq i64 %index.next, %n.vec
  br i1 %1088, label %middle.block, label %vector.body, !llvm.loop !26

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body30.us.preheader, label %vec.epilog.ph, !prof !27

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index97 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next100, %vec.epilog.vector.body ]
  %1089 = getelementptr inbounds float, ptr %82, i64 %index97
  %wide.load98 = load <4 x float>, ptr %1089, align 4, !alias.scope !21, !noalias !24
  %1090 = getelementptr inbounds float, ptr %83, i64 %index97
  %wide.load99 = load <4 x float>, ptr %1090, align 4, !alias.scope !24
  %1091 = fsub <4 x float> %wide.load99, %wide.load98
  %1092 = fmul <4 x float> %1091, splat (float 2.000000e+00)
  %1093 = fmul <4 x float> %1092, splat (float 5.000000e-01)
  %1094 = fmul <4 x float> %broadcast.splat96, %1093
  %1095 = fadd <4 x float> %wide.load98, %1094
  store <4 x float> %1095, ptr %1089, align 4, !alias.scope !21, !noalias !24
  %index.next100 = add nuw i64 %index97, 4
  %1096 = icmp eq i64 %index.next100, %n.vec94
  br i1 %1096, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !28

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n101, label %noise.done.us, label %feature.body30.us.preheader

feature.body30.us.preheader:                      ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature3250.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec94, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  br i1 %lcmp.mod333.not, label %feature.body30.us.prol.loopexit, label %feature.body30.us.prol

feature.body30.us.prol:                           ; preds = %feature.body30.us.preheader, %feature.body30.us.prol
  %feature3250.us.prol = phi i64 [ %1106, %feature.body30.us.prol ], [ %feature3250.us.ph, %feature.body30.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body30.us.prol ], [ 0, %feature.body30.us.preheader ]
  %1097 = getelementptr inbounds float, ptr %82, i64 %feature3250.us.prol
  %1098 = load float, ptr %1097, align 4
  %1099 = getelementptr inbounds float, ptr %83, i64 %feature3250.us.prol
  %1100 = load float, ptr %1099, align 4
  %1101 = fsub float %1100, %1098
  %1102 = fmul float %1101, 2.000000e+00
  %1103 = fmul float %1102, 5.000000e-01
  %1104 = fmul float %eta, %1103
  %1105 = fadd float %1098, %1104
  store float %1105, ptr %1097, align 4
  %1106 = add nuw i64 %feature3250.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter332
  br i1 %prol.iter.cmp.not, label %feature.body30.us.prol.loopexit, label %feature.body30.us.prol, !llvm.loop !29

feature.body30.us.prol.loopexit:                  ; preds = %feature.body30.us.prol, %feature.body30.us.preheader
  %feature3250.us.unr = phi i64 [ %feature3250.us.ph, %feature.body30.us.preheader ], [ %1106, %feature.body30.us.prol ]
  %1107 = sub i64 %feature3250.us.ph, %n_features
  %1108 = icmp ugt i64 %1107, -4
  br i1 %1108, label %noise.done.us, label %feature.body30.us

noise.header14.preheader.us:                      ; preds = %philox.body9.us, %middle.block316, %small_rows.else.us
  br i1 %.not58, label %noise.exit16.us, label %noise.body15.us.preheader

noise.body15.us.preheader:                        ; preds = %noise.header14.preheader.us
  %brmerge338 = select i1 %min.iters.check237, i1 true, i1 %74
  br i1 %brmerge338, label %noise.body15.us.preheader327, label %vector.body241

vector.body241:                                   ; preds = %noise.body15.us.preheader, %vector.body241
  %index242 = phi i64 [ %index.next248, %vector.body241 ], [ 0, %noise.body15.us.preheader ]
  %.idx = shl i64 %index242, 3
  %1109 = getelementptr inbounds i8, ptr %scratch, i64 %.idx
  %wide.vec244 = load <16 x i32>, ptr %1109, align 4
  %strided.vec245 = shufflevector <16 x i32> %wide.vec244, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec246 = shufflevector <16 x i32> %wide.vec244, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %1110 = lshr <8 x i32> %strided.vec245, splat (i32 9)
  %1111 = uitofp nneg <8 x i32> %1110 to <8 x float>
  %1112 = fadd <8 x float> %1111, splat (float 5.000000e-01)
  %1113 = fmul <8 x float> %1112, splat (float 0x3E80000000000000)
  %1114 = lshr <8 x i32> %strided.vec246, splat (i32 9)
  %1115 = uitofp nneg <8 x i32> %1114 to <8 x float>
  %1116 = fadd <8 x float> %1115, splat (float 5.000000e-01)
  %1117 = fmul <8 x float> %1116, splat (float 0x3E80000000000000)
  %1118 = bitcast <8 x float> %1113 to <8 x i32>
  %1119 = add nuw <8 x i32> %1118, splat (i32 4913933)
  %1120 = lshr <8 x i32> %1119, splat (i32 23)
  %1121 = add nsw <8 x i32> %1120, splat (i32 -127)
  %1122 = and <8 x i32> %1119, splat (i32 8388607)
  %1123 = add nuw nsw <8 x i32> %1122, splat (i32 1060439283)
  %1124 = bitcast <8 x i32> %1123 to <8 x float>
  %1125 = fadd <8 x float> %1124, splat (float -1.000000e+00)
  %1126 = fadd <8 x float> %1125, splat (float 2.000000e+00)
  %1127 = fdiv <8 x float> %1125, %1126
  %1128 = fmul <8 x float> %1127, %1127
  %1129 = fmul <8 x float> %1128, %1128
  %1130 = fmul <8 x float> %1129, splat (float 0x3FCF13C4C0000000)
  %1131 = fadd <8 x float> %1130, splat (float 0x3FD999C260000000)
  %1132 = fmul <8 x float> %1129, %1131
  %1133 = fmul <8 x float> %1129, splat (float 0x3FD23D3DC0000000)
  %1134 = fadd <8 x float> %1133, splat (float 0x3FE5555540000000)
  %1135 = fmul <8 x float> %1128, %1134
  %1136 = fadd <8 x float> %1135, %1132
  %1137 = fmul <8 x float> %1125, splat (float 5.000000e-01)
  %1138 = fmul <8 x float> %1125, %1137
  %1139 = sitofp <8 x i32> %1121 to <8 x float>
  %1140 = fadd <8 x float> %1138, %1136
  %1141 = fmul <8 x float> %1127, %1140
  %1142 = fmul <8 x float> %1139, splat (float 0x3EE2FEFA20000000)
  %1143 = fadd <8 x float> %1142, %1141
  %1144 = fsub <8 x float> %1143, %1138
  %1145 = fadd <8 x float> %1125, %1144
  %1146 = fmul <8 x float> %1139, splat (float 0x3FE62E3000000000)
  %1147 = fadd <8 x float> %1146, %1145
  %1148 = fmul <8 x float> %1147, splat (float -2.000000e+00)
  %1149 = call <8 x float> @llvm.sqrt.v8f32(<8 x float> %1148)
  %1150 = fpext <8 x float> %1117 to <8 x double>
  %1151 = fmul <8 x double> %1150, splat (double 4.000000e+00)
  %1152 = fadd <8 x double> %1151, splat (double 0x4338000000000000)
  %1153 = fadd <8 x double> %1152, splat (double 0xC338000000000000)
  %1154 = fsub <8 x double> %1151, %1153
  %1155 = fmul <8 x double> %1154, splat (double 0x3FF921FB54442D18)
  %1156 = fmul <8 x double> %1155, %1155
  %1157 = fmul <8 x double> %1156, splat (double 0x3EC71DE3A556C734)
  %1158 = fadd <8 x double> %1157, splat (double 0xBF2A01A01A01A01A)
  %1159 = fmul <8 x double> %1156, %1158
  %1160 = fadd <8 x double> %1159, splat (double 0x3F81111111111111)
  %1161 = fmul <8 x double> %1156, %1160
  %1162 = fadd <8 x double> %1161, splat (double 0xBFC5555555555555)
  %1163 = fmul <8 x double> %1155, %1156
  %1164 = fmul <8 x double> %1163, %1162
  %1165 = fadd <8 x double> %1155, %1164
  %1166 = fmul <8 x double> %1156, splat (double 0x3E927E4FB7789F5C)
  %1167 = fsub <8 x double> splat (double 0x3EFA01A01A01A01A), %1166
  %1168 = fmul <8 x double> %1156, %1167
  %1169 = fadd <8 x double> %1168, splat (double 0xBF56C16C16C16C17)
  %1170 = fmul <8 x double> %1156, %1169
  %1171 = fadd <8 x double> %1170, splat (double 0x3FA5555555555555)
  %1172 = fmul <8 x double> %1156, %1156
  %1173 = fmul <8 x double> %1172, %1171
  %1174 = fmul <8 x double> %1156, splat (double 5.000000e-01)
  %1175 = fsub <8 x double> splat (double 1.000000e+00), %1174
  %1176 = fadd <8 x double> %1175, %1173
  %1177 = fneg <8 x double> %1165
  %1178 = fneg <8 x double> %1176
  %1179 = bitcast <8 x double> %1152 to <8 x i64>
  %1180 = and <8 x i64> %1179, splat (i64 1)
  %1181 = and <8 x i64> %1179, splat (i64 2)
  %1182 = icmp eq <8 x i64> %1180, zeroinitializer
  %1183 = icmp eq <8 x i64> %1181, zeroinitializer
  %1184 = select <8 x i1> %1183, <8 x double> %1165, <8 x double> %1177
  %1185 = select <8 x i1> %1183, <8 x double> %1176, <8 x double> %1178
  %1186 = select <8 x i1> %1182, <8 x double> %1184, <8 x double> %1185
  %1187 = select <8 x i1> %1183, <8 x double> %1177, <8 x double> %1165
  %1188 = select <8 x i1> %1182, <8 x double> %1185, <8 x double> %1187
  %1189 = fptrunc <8 x double> %1186 to <8 x float>
  %1190 = fptrunc <8 x double> %1188 to <8 x float>
  %1191 = fmul <8 x float> %1149, %1190
  %1192 = fmul <8 x float> %1149, %1189
  %interleaved.vec247 = shufflevector <8 x float> %1191, <8 x float> %1192, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x float> %interleaved.vec247, ptr %1109, align 4
  %index.next248 = add nuw i64 %index242, 8
  %1193 = icmp eq i64 %index.next248, %n.vec240
  br i1 %1193, label %middle.block249, label %vector.body241, !llvm.loop !31

middle.block249:                                  ; preds = %vector.body241
  br i1 %cmp.n250, label %noise.exit16.us, label %noise.body15.us.preheader327

noise.body15.us.preheader327:                     ; preds = %noise.body15.us.preheader, %middle.block249
  %noise1746.us.ph = phi i64 [ %75, %middle.block249 ], [ 0, %noise.body15.us.preheader ]
  br label %noise.body15.us

philox.body9.lr.ph.us:                            ; preds = %small_rows.else.us
  %1194 = lshr i64 %key1_step.us, 32
  %1195 = mul nuw i64 %1194, 3449720151
  %1196 = lshr i64 %1195, 32
  %1197 = xor i64 %key0, %1196
  %1198 = xor i64 %1197, %key1_step.us
  %1199 = and i64 %1198, 4294967295
  %1200 = mul nuw i64 %1199, 3528531795
  %1201 = lshr i64 %1200, 32
  %1202 = xor i64 %1201, %28
  br i1 %71, label %philox.body9.us.preheader, label %vector.ph265

vector.ph265:                                     ; preds = %philox.body9.lr.ph.us
  %broadcast.splatinsert272 = insertelement <8 x i64> poison, i64 %1202, i64 0
  %broadcast.splat273 = shufflevector <8 x i64> %broadcast.splatinsert272, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %27, %1195
  %.scalar321 = and i64 %.scalar, 4294967295
  %1203 = insertelement <8 x i64> poison, i64 %.scalar321, i64 0
  %.masked = shufflevector <8 x i64> %1203, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar322 = xor i64 %30, %1200
  %.scalar323 = and i64 %.scalar322, 4294967295
  %1204 = insertelement <8 x i64> poison, i64 %.scalar323, i64 0
  %.masked319 = shufflevector <8 x i64> %1204, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body312

vector.body312:                                   ; preds = %vector.body312, %vector.ph265
  %index313 = phi i64 [ 0, %vector.ph265 ], [ %index.next315, %vector.body312 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph265 ], [ %vec.ind.next, %vector.body312 ]
  %1205 = add <8 x i64> %vec.ind, %broadcast.splat275
  %1206 = and <8 x i64> %1205, splat (i64 4294967295)
  %1207 = mul nuw <8 x i64> %1206, splat (i64 3528531795)
  %1208 = xor <8 x i64> %1205, %broadcast.splat277
  %1209 = xor <8 x i64> %1208, %1207
  %1210 = lshr <8 x i64> %1209, splat (i64 32)
  %1211 = mul nuw <8 x i64> %1210, splat (i64 3449720151)
  %1212 = lshr <8 x i64> %1211, splat (i64 32)
  %1213 = xor <8 x i64> %broadcast.splat273, %1207
  %1214 = xor <8 x i64> %.masked, %1212
  %1215 = mul nuw <8 x i64> %1214, splat (i64 3528531795)
  %1216 = and <8 x i64> %1213, splat (i64 4294967295)
  %1217 = mul nuw <8 x i64> %1216, splat (i64 3449720151)
  %1218 = lshr <8 x i64> %1215, splat (i64 32)
  %1219 = lshr <8 x i64> %1217, splat (i64 32)
  %1220 = xor <8 x i64> %1219, %broadcast.splat281
  %1221 = xor <8 x i64> %1220, %1211
  %1222 = and <8 x i64> %1221, splat (i64 4294967295)
  %1223 = mul nuw <8 x i64> %1222, splat (i64 3528531795)
  %1224 = xor <8 x i64> %.masked319, %1218
  %1225 = mul nuw <8 x i64> %1224, splat (i64 3449720151)
  %1226 = lshr <8 x i64> %1223, splat (i64 32)
  %1227 = lshr <8 x i64> %1225, splat (i64 32)
  %1228 = xor <8 x i64> %broadcast.splat285, %1227
  %1229 = xor <8 x i64> %1228, %1217
  %1230 = xor <8 x i64> %1226, %broadcast.splat287
  %1231 = xor <8 x i64> %1230, %1215
  %1232 = and <8 x i64> %1229, splat (i64 4294967295)
  %1233 = mul nuw <8 x i64> %1232, splat (i64 3528531795)
  %1234 = and <8 x i64> %1231, splat (i64 4294967295)
  %1235 = mul nuw <8 x i64> %1234, splat (i64 3449720151)
  %1236 = lshr <8 x i64> %1233, splat (i64 32)
  %1237 = lshr <8 x i64> %1235, splat (i64 32)
  %1238 = xor <8 x i64> %1237, %broadcast.splat289
  %1239 = xor <8 x i64> %1238, %1225
  %1240 = xor <8 x i64> %broadcast.splat291, %1236
  %1241 = xor <8 x i64> %1240, %1223
  %1242 = and <8 x i64> %1239, splat (i64 4294967295)
  %1243 = mul nuw <8 x i64> %1242, splat (i64 3528531795)
  %1244 = and <8 x i64> %1241, splat (i64 4294967295)
  %1245 = mul nuw <8 x i64> %1244, splat (i64 3449720151)
  %1246 = lshr <8 x i64> %1243, splat (i64 32)
  %1247 = lshr <8 x i64> %1245, splat (i64 32)
  %1248 = xor <8 x i64> %broadcast.splat293, %1247
  %1249 = xor <8 x i64> %1248, %1235
  %1250 = xor <8 x i64> %1246, %broadcast.splat295
  %1251 = xor <8 x i64> %1250, %1233
  %1252 = and <8 x i64> %1249, splat (i64 4294967295)
  %1253 = mul nuw <8 x i64> %1252, splat (i64 3528531795)
  %1254 = and <8 x i64> %1251, splat (i64 4294967295)
  %1255 = mul nuw <8 x i64> %1254, splat (i64 3449720151)
  %1256 = lshr <8 x i64> %1253, splat (i64 32)
  %1257 = lshr <8 x i64> %1255, splat (i64 32)
  %1258 = xor <8 x i64> %1257, %broadcast.splat297
  %1259 = xor <8 x i64> %1258, %1245
  %1260 = xor <8 x i64> %broadcast.splat299, %1256
  %1261 = xor <8 x i64> %1260, %1243
  %1262 = and <8 x i64> %1259, splat (i64 4294967295)
  %1263 = mul nuw <8 x i64> %1262, splat (i64 3528531795)
  %1264 = and <8 x i64> %1261, splat (i64 4294967295)
  %1265 = mul nuw <8 x i64> %1264, splat (i64 3449720151)
  %1266 = lshr <8 x i64> %1263, splat (i64 32)
  %1267 = lshr <8 x i64> %1265, splat (i64 32)
  %1268 = xor <8 x i64> %broadcast.splat301, %1267
  %1269 = xor <8 x i64> %1268, %1255
  %1270 = xor <8 x i64> %1266, %broadcast.splat303
  %1271 = xor <8 x i64> %1270, %1253
  %1272 = and <8 x i64> %1269, splat (i64 4294967295)
  %1273 = mul nuw <8 x i64> %1272, splat (i64 3528531795)
  %1274 = and <8 x i64> %1271, splat (i64 4294967295)
  %1275 = mul nuw <8 x i64> %1274, splat (i64 3449720151)
  %1276 = lshr <8 x i64> %1273, splat (i64 32)
  %1277 = lshr <8 x i64> %1275, splat (i64 32)
  %1278 = xor <8 x i64> %1277, %broadcast.splat305
  %1279 = xor <8 x i64> %1278, %1265
  %1280 = xor <8 x i64> %broadcast.splat307, %1276
  %1281 = xor <8 x i64> %1280, %1263
  %1282 = and <8 x i64> %1279, splat (i64 4294967295)
  %1283 = mul nuw <8 x i64> %1282, splat (i64 3528531795)
  %1284 = and <8 x i64> %1281, splat (i64 4294967295)
  %1285 = mul nuw <8 x i64> %1284, splat (i64 3449720151)
  %1286 = lshr <8 x i64> %1283, splat (i64 32)
  %1287 = trunc <8 x i64> %1283 to <8 x i32>
  %1288 = lshr <8 x i64> %1285, splat (i64 32)
  %1289 = trunc <8 x i64> %1285 to <8 x i32>
  %1290 = xor <8 x i64> %1288, %1275
  %1291 = trunc <8 x i64> %1290 to <8 x i32>
  %1292 = xor <8 x i32> %broadcast.splat309, %1291
  %1293 = xor <8 x i64> %1286, %1273
  %1294 = trunc <8 x i64> %1293 to <8 x i32>
  %1295 = xor <8 x i32> %broadcast.splat311, %1294
  %1296 = shl i64 %index313, 4
  %1297 = getelementptr inbounds i8, ptr %scratch, i64 %1296
  %1298 = shufflevector <8 x i32> %1292, <8 x i32> %1289, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1299 = shufflevector <8 x i32> %1295, <8 x i32> %1287, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %interleaved.vec314 = shufflevector <16 x i32> %1298, <16 x i32> %1299, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  store <32 x i32> %interleaved.vec314, ptr %1297, align 4
  %index.next315 = add nuw i64 %index313, 8
  %vec.ind.next = add nuw nsw <8 x i64> %vec.ind, splat (i64 8)
  %1300 = icmp eq i64 %index.next315, %n.vec267
  br i1 %1300, label %middle.block316, label %vector.body312, !llvm.loop !32

middle.block316:                                  ; preds = %vector.body312
  br i1 %cmp.n317, label %noise.header14.preheader.us, label %philox.body9.us.preheader

philox.body9.us.preheader:                        ; preds = %philox.body9.lr.ph.us, %middle.block316
  %philox1145.us.ph = phi i64 [ 0, %philox.body9.lr.ph.us ], [ %n.vec267, %middle.block316 ]
  %invariant.op = xor i64 %1195, %27
  %invariant.op335 = xor i64 %1200, %30
  br label %philox.body9.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done.us
  %1301 = add nuw i64 %row54.us, 1
  %exitcond68.not = icmp eq i64 %1301, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond68.not, label %row.exit, label %row.body.us

small_table.body:                                 ; preds = %small_table.body, %small_table.body.preheader.new
  %small_table44 = phi i64 [ 0, %small_table.body.preheader.new ], [ %1311, %small_table.body ]
  %niter = phi i64 [ 0, %small_table.body.preheader.new ], [ %niter.next.1, %small_table.body ]
  %unit = urem i64 %small_table44, %groups
  %step = udiv i64 %small_table44, %groups
  %1302 = trunc nuw i64 %unit to i32
  %1303 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table44
  store i32 %1302, ptr %1303, align 4
  %1304 = trunc i64 %step to i32
  %1305 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table44
  store i32 %1304, ptr %1305, align 4
  %1306 = or disjoint i64 %small_table44, 1
  %unit.1 = urem i64 %1306, %groups
  %step.1 = udiv i64 %1306, %groups
  %1307 = trunc nuw i64 %unit.1 to i32
  %1308 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %1306
  store i32 %1307, ptr %1308, align 4
  %1309 = trunc i64 %step.1 to i32
  %1310 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %1306
  store i32 %1309, ptr %1310, align 4
  %1311 = add nuw nsw i64 %small_table44, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1.not = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1.not, label %small_tables.done.loopexit.unr-lcssa, label %small_table.body

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.us, %row.body.lr.ph, %small_tables.done
  ret void
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

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1, !4}
!4 = !{!"llvm.loop.unroll.runtime.disable"}
!5 = distinct !{!5, !1, !4}
!6 = !{!7}
!7 = distinct !{!7, !8}
!8 = distinct !{!8, !"LVerDomain"}
!9 = !{!10, !11}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = !{!10}
!13 = !{!11}
!14 = distinct !{!14, !1, !4}
!15 = !{!"branch_weights", i32 4, i32 12}
!16 = distinct !{!16, !1, !4}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = !{!22}
!22 = distinct !{!22, !23}
!23 = distinct !{!23, !"LVerDomain"}
!24 = !{!25}
!25 = distinct !{!25, !23}
!26 = distinct !{!26, !1, !4}
!27 = !{!"branch_weights", i32 4, i32 28}
!28 = distinct !{!28, !1, !4}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !1, !4}
!32 = distinct !{!32, !1, !4}
