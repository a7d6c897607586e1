; ModuleID = 'sphere_align'
source_filename = "sphere_align.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_sphere_align_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %small_step_of = alloca [512 x float], align 4
  %small_unit_of = alloca [512 x float], align 4
  %small_staging = alloca [512 x float], align 4
  %small_noise = alloca [512 x float], align 4
  %state = load ptr, ptr %args, align 8
  %state303 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %status = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %input_0 = load ptr, ptr %1, align 8
  %input_0304 = ptrtoint ptr %input_0 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %scratch = load ptr, ptr %2, align 8
  %scratch302 = ptrtoint ptr %scratch to i64
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
  %steps_per_chunk129 = udiv i16 512, %steps_per_chunk.rhs.trunc
  %steps_per_chunk.zext = zext nneg i16 %steps_per_chunk129 to i64
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
  %17 = icmp ult i64 %table_len, 2
  br i1 %17, label %small_table.body.epil.preheader, label %small_table.body.preheader.new

small_table.body.preheader.new:                   ; preds = %small_table.body.preheader
  %unroll_iter = and i64 %umax, 32766
  br label %small_table.body

small_tables.done.loopexit.unr-lcssa:             ; preds = %small_table.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %small_tables.done, label %small_table.body.epil.preheader

small_table.body.epil.preheader:                  ; preds = %small_tables.done.loopexit.unr-lcssa, %small_table.body.preheader
  %small_table134.epil.init = phi i64 [ 0, %small_table.body.preheader ], [ %1802, %small_tables.done.loopexit.unr-lcssa ]
  %lcmp.mod687 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod687)
  %unit.lhs.trunc.epil = trunc i64 %small_table134.epil.init to i16
  %unit255.epil = urem i16 %unit.lhs.trunc.epil, %unit.rhs.trunc
  %step.lhs.trunc.epil = trunc i64 %small_table134.epil.init to i16
  %step256.epil = udiv i16 %step.lhs.trunc.epil, %step.rhs.trunc
  %18 = zext nneg i16 %unit255.epil to i32
  %19 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table134.epil.init
  store i32 %18, ptr %19, align 4
  %20 = zext i16 %step256.epil to i32
  %21 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table134.epil.init
  store i32 %20, ptr %21, align 4
  br label %small_tables.done

small_tables.done:                                ; preds = %small_table.body.epil.preheader, %small_tables.done.loopexit.unr-lcssa, %entry
  %22 = icmp ult i64 %row_begin, %row_end
  br i1 %22, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %small_tables.done
  %.idx = mul i64 %n_features, 12
  %23 = getelementptr i8, ptr %scratch, i64 %.idx
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not167 = icmp eq i64 %steps, 0
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
  %.not168 = icmp eq i64 %n_features, 0
  %42 = getelementptr float, ptr %scratch, i64 %n_features
  %.idx126 = shl i64 %n_features, 3
  %43 = getelementptr i8, ptr %scratch, i64 %.idx126
  br i1 %.not167, label %row.exit, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %44 = mul i64 %row_begin, %n_features
  %45 = shl i64 %44, 2
  %46 = shl i64 %n_features, 2
  %47 = shl i64 %row_begin, 2
  %48 = add i64 %47, 4
  %49 = mul i64 %n_features, %48
  %50 = sub i64 %scratch302, %45
  %51 = sub i64 %50, %state303
  %52 = mul i64 %n_features, -4
  %53 = sub i64 %50, %input_0304
  %54 = mul i64 %row_begin, %n_features
  %55 = shl i64 %54, 2
  %56 = sub i64 %scratch302, %55
  %57 = sub i64 %56, %state303
  %58 = mul i64 %n_features, -4
  %59 = sub i64 %56, %input_0304
  %60 = shl i64 %row_begin, 2
  %61 = sub i64 4, %60
  %62 = mul i64 %n_features, %61
  %63 = add i64 %62, %scratch302
  %64 = sub i64 %63, %state303
  %65 = sub i64 %63, %input_0304
  %66 = sub i64 8, %60
  %67 = mul i64 %n_features, %66
  %68 = add i64 %67, %scratch302
  %69 = sub i64 %68, %state303
  %70 = sub i64 %68, %input_0304
  %71 = mul i64 %row_begin, %n_features
  %72 = shl i64 %71, 2
  %73 = shl i64 %n_features, 2
  %74 = shl i64 %row_begin, 2
  %75 = add i64 %74, 4
  %76 = mul i64 %n_features, %75
  %77 = sub i64 %scratch302, %72
  %78 = sub i64 %77, %state303
  %79 = mul i64 %n_features, -4
  %80 = sub i64 %77, %input_0304
  %81 = shl i64 %n_features, 2
  %82 = mul i64 %row_begin, %n_features
  %83 = shl i64 %82, 2
  %84 = sub i64 %scratch302, %83
  %85 = sub i64 %84, %state303
  %86 = mul i64 %n_features, -4
  %87 = sub i64 %84, %input_0304
  %88 = shl i64 %row_begin, 2
  %89 = sub i64 4, %88
  %90 = mul i64 %n_features, %89
  %91 = add i64 %90, %scratch302
  %92 = sub i64 %91, %state303
  %93 = sub i64 %91, %input_0304
  %94 = add i64 %81, %scratch302
  %95 = sub i64 8, %88
  %96 = mul i64 %n_features, %95
  %97 = add i64 %96, %scratch302
  %98 = sub i64 %97, %state303
  %99 = sub i64 %97, %input_0304
  %100 = add i64 %.idx126, %scratch302
  %101 = shl i64 %n_features, 4
  %scevgep600 = getelementptr i8, ptr %scratch, i64 %101
  %102 = mul i64 %n_features, -12
  %103 = add i64 %n_features, -1
  %diff.check617 = icmp ult i64 %102, 32
  %n.vec621 = and i64 %n_features, -8
  %broadcast.splatinsert630 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat631 = shufflevector <8 x i64> %broadcast.splatinsert630, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert634 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat635 = shufflevector <8 x i64> %broadcast.splatinsert634, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert638 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat639 = shufflevector <8 x i64> %broadcast.splatinsert638, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert640 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat641 = shufflevector <8 x i64> %broadcast.splatinsert640, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert642 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat643 = shufflevector <8 x i64> %broadcast.splatinsert642, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert644 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat645 = shufflevector <8 x i64> %broadcast.splatinsert644, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert646 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat647 = shufflevector <8 x i64> %broadcast.splatinsert646, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert648 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat649 = shufflevector <8 x i64> %broadcast.splatinsert648, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert650 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat651 = shufflevector <8 x i64> %broadcast.splatinsert650, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert652 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat653 = shufflevector <8 x i64> %broadcast.splatinsert652, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert654 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat655 = shufflevector <8 x i64> %broadcast.splatinsert654, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert656 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat657 = shufflevector <8 x i64> %broadcast.splatinsert656, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert658 = insertelement <8 x i64> poison, i64 %40, i64 0
  %broadcast.splat659 = shufflevector <8 x i64> %broadcast.splatinsert658, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert660 = insertelement <8 x i32> poison, i32 %41, i64 0
  %broadcast.splat661 = shufflevector <8 x i32> %broadcast.splatinsert660, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n666 = icmp eq i64 %n_features, %n.vec621
  %bound0601 = icmp ult ptr %23, %42
  %bound1602 = icmp ult ptr %scratch, %scevgep600
  %found.conflict603 = and i1 %bound0601, %bound1602
  %n.vec607 = and i64 %n_features, -8
  %cmp.n614 = icmp eq i64 %n_features, %n.vec607
  %broadcast.splatinsert557 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat558 = shufflevector <8 x i64> %broadcast.splatinsert557, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert559 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat560 = shufflevector <8 x i64> %broadcast.splatinsert559, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert561 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat562 = shufflevector <8 x i64> %broadcast.splatinsert561, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert563 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat564 = shufflevector <8 x i64> %broadcast.splatinsert563, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert565 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat566 = shufflevector <8 x i64> %broadcast.splatinsert565, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert567 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat568 = shufflevector <8 x i64> %broadcast.splatinsert567, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert569 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat570 = shufflevector <8 x i64> %broadcast.splatinsert569, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert571 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat572 = shufflevector <8 x i64> %broadcast.splatinsert571, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert573 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat574 = shufflevector <8 x i64> %broadcast.splatinsert573, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert575 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat576 = shufflevector <8 x i64> %broadcast.splatinsert575, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert577 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat578 = shufflevector <8 x i64> %broadcast.splatinsert577, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert579 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat580 = shufflevector <8 x i64> %broadcast.splatinsert579, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert581 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat582 = shufflevector <8 x i64> %broadcast.splatinsert581, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert583 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat584 = shufflevector <8 x i64> %broadcast.splatinsert583, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert585 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat586 = shufflevector <8 x i64> %broadcast.splatinsert585, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert587 = insertelement <8 x i64> poison, i64 %40, i64 0
  %broadcast.splat588 = shufflevector <8 x i64> %broadcast.splatinsert587, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert589 = insertelement <8 x i32> poison, i32 %41, i64 0
  %broadcast.splat590 = shufflevector <8 x i32> %broadcast.splatinsert589, <8 x i32> poison, <8 x i32> zeroinitializer
  %min.iters.check522 = icmp ult i64 %n_features, 16
  %diff.check500 = icmp ult i64 %81, 32
  %diff.check501 = icmp ult i64 %.idx126, 32
  %conflict.rdx502 = or i1 %diff.check500, %diff.check501
  %n.vec525 = and i64 %n_features, -8
  %cmp.n533 = icmp eq i64 %n_features, %n.vec525
  %xtraiter688 = and i64 %n_features, 1
  %lcmp.mod689.not = icmp eq i64 %xtraiter688, 0
  %xtraiter690 = and i64 %n_features, 3
  %104 = icmp ult i64 %103, 3
  %unroll_iter696 = and i64 %n_features, -4
  %lcmp.mod691.not = icmp eq i64 %xtraiter690, 0
  %lcmp.mod695 = icmp ne i64 %xtraiter690, 0
  %min.iters.check442 = icmp ult i64 %n_features, 4
  %min.iters.check445 = icmp ult i64 %n_features, 32
  %n.mod.vf448 = and i64 %n_features, 28
  %n.vec449 = and i64 %n_features, -32
  %broadcast.splatinsert454 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat455 = shufflevector <8 x float> %broadcast.splatinsert454, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n474 = icmp eq i64 %n_features, %n.vec449
  %min.epilog.iters.check478 = icmp eq i64 %n.mod.vf448, 0
  %n.vec481 = and i64 %n_features, -4
  %broadcast.splatinsert486 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat487 = shufflevector <4 x float> %broadcast.splatinsert486, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n497 = icmp eq i64 %n_features, %n.vec481
  %xtraiter698 = and i64 %n_features, 1
  %lcmp.mod699.not = icmp eq i64 %xtraiter698, 0
  %xtraiter700 = and i64 %n_features, 7
  %105 = icmp ult i64 %103, 7
  %unroll_iter705 = and i64 %n_features, -8
  %lcmp.mod702.not = icmp eq i64 %xtraiter700, 0
  %lcmp.mod704 = icmp ne i64 %xtraiter700, 0
  %min.iters.check411 = icmp ult i64 %n_features, 8
  %n.vec414 = and i64 %n_features, -8
  %broadcast.splatinsert417 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat418 = shufflevector <8 x float> %broadcast.splatinsert417, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n432 = icmp eq i64 %n_features, %n.vec414
  %xtraiter707 = and i64 %n_features, 1
  %lcmp.mod708.not = icmp eq i64 %xtraiter707, 0
  %min.iters.check366 = icmp ult i64 %n_features, 4
  %106 = and i64 %n_features, 4611686018427387888
  %diff.check351 = icmp eq i64 %106, 0
  %diff.check352 = icmp ult i64 %.idx126, 64
  %conflict.rdx353 = or i1 %diff.check351, %diff.check352
  %min.iters.check369 = icmp ult i64 %n_features, 16
  %n.mod.vf372 = and i64 %n_features, 12
  %n.vec373 = and i64 %n_features, -16
  %cmp.n382 = icmp eq i64 %n_features, %n.vec373
  %min.epilog.iters.check386 = icmp eq i64 %n.mod.vf372, 0
  %n.vec389 = and i64 %n_features, -4
  %cmp.n396 = icmp eq i64 %n_features, %n.vec389
  %xtraiter709 = and i64 %n_features, 1
  %lcmp.mod710.not = icmp eq i64 %xtraiter709, 0
  %xtraiter711 = and i64 %n_features, 7
  %107 = icmp ult i64 %103, 7
  %unroll_iter717 = and i64 %n_features, -8
  %lcmp.mod713.not = icmp eq i64 %xtraiter711, 0
  %lcmp.mod716 = icmp ne i64 %xtraiter711, 0
  %min.iters.check306 = icmp ult i64 %n_features, 4
  %min.iters.check309 = icmp ult i64 %n_features, 32
  %n.mod.vf312 = and i64 %n_features, 28
  %n.vec313 = and i64 %n_features, -32
  %broadcast.splatinsert316 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat317 = shufflevector <8 x float> %broadcast.splatinsert316, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n330 = icmp eq i64 %n_features, %n.vec313
  %min.epilog.iters.check334 = icmp eq i64 %n.mod.vf312, 0
  %n.vec337 = and i64 %n_features, -4
  %broadcast.splatinsert340 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat341 = shufflevector <4 x float> %broadcast.splatinsert340, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n348 = icmp eq i64 %n_features, %n.vec337
  %xtraiter719 = and i64 %n_features, 3
  %lcmp.mod720.not = icmp eq i64 %xtraiter719, 0
  %xtraiter721 = and i64 %n_features, 7
  %108 = icmp ult i64 %103, 7
  %unroll_iter726 = and i64 %n_features, -8
  %lcmp.mod723.not = icmp eq i64 %xtraiter721, 0
  %lcmp.mod725 = icmp ne i64 %xtraiter721, 0
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check276 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert277 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat278 = shufflevector <8 x float> %broadcast.splatinsert277, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec289 = and i64 %n_features, -4
  %broadcast.splatinsert292 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat293 = shufflevector <4 x float> %broadcast.splatinsert292, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n300 = icmp eq i64 %n_features, %n.vec289
  %xtraiter728 = and i64 %n_features, 3
  %lcmp.mod729.not = icmp eq i64 %xtraiter728, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row166.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %1792, %step.header.step.exit_crit_edge.us ]
  %109 = mul i64 %86, %indvar
  %110 = add i64 %85, %109
  %111 = add i64 %87, %109
  %112 = add i64 %92, %109
  %113 = add i64 %93, %109
  %114 = add i64 %98, %109
  %115 = add i64 %99, %109
  %116 = mul i64 %79, %indvar
  %117 = add i64 %78, %116
  %118 = add i64 %80, %116
  %119 = mul i64 %73, %indvar
  %120 = add i64 %72, %119
  %scevgep399 = getelementptr i8, ptr %state, i64 %120
  %121 = add i64 %76, %119
  %scevgep400 = getelementptr i8, ptr %state, i64 %121
  %scevgep401 = getelementptr i8, ptr %input_0, i64 %120
  %scevgep402 = getelementptr i8, ptr %input_0, i64 %121
  %122 = mul i64 %58, %indvar
  %123 = add i64 %57, %122
  %124 = add i64 %59, %122
  %125 = add i64 %64, %122
  %126 = add i64 %65, %122
  %127 = add i64 %69, %122
  %128 = add i64 %70, %122
  %129 = mul i64 %52, %indvar
  %130 = add i64 %51, %129
  %131 = add i64 %53, %129
  %132 = mul i64 %46, %indvar
  %133 = add i64 %45, %132
  %scevgep = getelementptr i8, ptr %state, i64 %133
  %134 = add i64 %49, %132
  %scevgep273 = getelementptr i8, ptr %state, i64 %134
  %scevgep274 = getelementptr i8, ptr %input_0, i64 %133
  %scevgep275 = getelementptr i8, ptr %input_0, i64 %134
  %row_offset.us = mul i64 %row166.us, %n_features
  %135 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %136 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %137 = getelementptr inbounds float, ptr %status, i64 %row166.us
  %broadcast.splatinsert628 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat629 = shufflevector <8 x i64> %broadcast.splatinsert628, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert553 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat554 = shufflevector <8 x i64> %broadcast.splatinsert553, <8 x i64> poison, <8 x i32> zeroinitializer
  %diff.check503 = icmp ult i64 %110, 32
  %conflict.rdx504 = or i1 %conflict.rdx502, %diff.check503
  %diff.check505 = icmp ult i64 %111, 32
  %conflict.rdx506 = or i1 %conflict.rdx504, %diff.check505
  %diff.check509 = icmp ult i64 %112, 32
  %invariant.op755 = or i1 %conflict.rdx506, %diff.check509
  %diff.check511 = icmp ult i64 %113, 32
  %invariant.op756 = or i1 %invariant.op755, %diff.check511
  %diff.check515 = icmp ult i64 %114, 32
  %diff.check517 = icmp ult i64 %115, 32
  %invariant.op757 = or i1 %diff.check515, %diff.check517
  %diff.check435 = icmp ult i64 %117, 128
  %diff.check436 = icmp ult i64 %118, 128
  %conflict.rdx437 = or i1 %diff.check435, %diff.check436
  %bound0404 = icmp ult ptr %scevgep399, %scevgep402
  %bound1405 = icmp ult ptr %scevgep401, %scevgep400
  %found.conflict406 = and i1 %bound0404, %bound1405
  %diff.check354 = icmp ult i64 %123, 64
  %conflict.rdx355 = or i1 %conflict.rdx353, %diff.check354
  %diff.check356 = icmp ult i64 %124, 64
  %conflict.rdx357 = or i1 %conflict.rdx355, %diff.check356
  %diff.check358 = icmp ult i64 %125, 64
  %conflict.rdx359 = or i1 %conflict.rdx357, %diff.check358
  %diff.check360 = icmp ult i64 %126, 64
  %conflict.rdx361 = or i1 %conflict.rdx359, %diff.check360
  %diff.check362 = icmp ult i64 %127, 64
  %conflict.rdx363 = or i1 %conflict.rdx361, %diff.check362
  %diff.check364 = icmp ult i64 %128, 64
  %conflict.rdx365 = or i1 %conflict.rdx363, %diff.check364
  %diff.check = icmp ult i64 %130, 128
  %diff.check305 = icmp ult i64 %131, 128
  %conflict.rdx = or i1 %diff.check, %diff.check305
  %bound0 = icmp ult ptr %scevgep, %scevgep275
  %bound1 = icmp ult ptr %scevgep274, %scevgep273
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done85.us
  %step3165.us = phi i64 [ 0, %row.body.us ], [ %1246, %noise.done85.us ]
  %temperature1.0164.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done85.us ]
  %138 = fmul float %two_eta, %temperature1.0164.us
  %139 = fcmp ogt float %138, 0.000000e+00
  %140 = tail call float @llvm.sqrt.f32(float %138)
  %141 = select i1 %139, float %140, float 0.000000e+00
  %noise_scale4.us = select i1 %anneal2.not, float %noise_scale, float %141
  %key1_step.us = add i64 %step3165.us, %key1
  %step_in_chunk.us = urem i64 %step3165.us, %steps_per_chunk.zext
  br i1 %draw.not, label %feature.header29.preheader.us, label %draw.then.us

draw.then.us:                                     ; preds = %step.body.us
  br i1 %small_rows, label %small_rows.then.us, label %philox.header6.preheader.us

noise.body11.us:                                  ; preds = %noise.body11.us.preheader, %noise.body11.us
  %noise13136.us = phi i64 [ %270, %noise.body11.us ], [ %noise13136.us.ph, %noise.body11.us.preheader ]
  %142 = getelementptr inbounds float, ptr %23, i64 %noise13136.us
  %w014.us = load i32, ptr %142, align 4
  %143 = getelementptr inbounds float, ptr %scratch, i64 %noise13136.us
  %w115.us = load i32, ptr %143, align 4
  %144 = uitofp i32 %w014.us to double
  %145 = fadd double %144, 5.000000e-01
  %146 = fmul double %145, 0x3DF0000000000000
  %147 = uitofp i32 %w115.us to double
  %148 = fadd double %147, 5.000000e-01
  %149 = fmul double %148, 0x3DF0000000000000
  %150 = bitcast double %146 to i64
  %151 = lshr i64 %150, 32
  %152 = add nuw nsw i64 %151, 614242
  %153 = lshr i64 %152, 20
  %154 = add nsw i64 %153, -1023
  %155 = shl nuw i64 %152, 32
  %156 = and i64 %155, 4503595332403200
  %157 = add nuw nsw i64 %156, 4604544269498187776
  %158 = and i64 %150, 4294967295
  %159 = or disjoint i64 %157, %158
  %160 = bitcast i64 %159 to double
  %161 = fadd double %160, -1.000000e+00
  %162 = fmul double %161, 5.000000e-01
  %163 = fmul double %161, %162
  %164 = fadd double %161, 2.000000e+00
  %165 = fdiv double %161, %164
  %166 = fmul double %165, %165
  %167 = fmul double %166, %166
  %168 = fmul double %167, 0x3FC2F112DF3E5244
  %169 = fadd double %168, 0x3FC7466496CB03DE
  %170 = insertelement <2 x double> poison, double %167, i64 0
  %171 = shufflevector <2 x double> %170, <2 x double> poison, <2 x i32> zeroinitializer
  %172 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %169, i64 1
  %173 = fmul <2 x double> %171, %172
  %174 = fadd <2 x double> %173, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %175 = fmul <2 x double> %171, %174
  %176 = fadd <2 x double> %175, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %177 = insertelement <2 x double> %170, double %166, i64 1
  %178 = fmul <2 x double> %177, %176
  %shift = shufflevector <2 x double> %178, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %178, %shift
  %179 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %180 = sitofp i64 %154 to double
  %181 = fadd double %163, %179
  %182 = fmul double %165, %181
  %183 = fmul double %180, 0x3DEA39EF35793C76
  %184 = fadd double %183, %182
  %185 = fsub double %184, %163
  %186 = fadd double %161, %185
  %187 = fmul double %180, 0x3FE62E42FEE00000
  %188 = fadd double %187, %186
  %189 = fmul double %188, -2.000000e+00
  %190 = tail call double @llvm.sqrt.f64(double %189)
  %191 = fmul double %149, 0x401921FB54442D18
  %192 = fmul double %191, 0x3FE45F306DC9C883
  %193 = fadd double %192, 0x4338000000000000
  %194 = bitcast double %193 to i64
  %195 = fadd double %193, 0xC338000000000000
  %196 = fmul double %195, 0x3FF921FB54400000
  %197 = fsub double %191, %196
  %198 = fmul double %195, 0x3DD0B4611A626331
  %199 = fmul double %195, 0x3DD0B4611A600000
  %200 = fsub double %197, %199
  %201 = fmul double %195, 0x3BA3198A2E037073
  %202 = fsub double %197, %200
  %203 = fsub double %202, %199
  %204 = fsub double %201, %203
  %205 = fsub double %197, %198
  %206 = insertelement <2 x double> poison, double %205, i64 0
  %207 = insertelement <2 x double> %206, double %191, i64 1
  %208 = bitcast <2 x double> %207 to <2 x i64>
  %209 = lshr <2 x i64> %208, splat (i64 52)
  %210 = and <2 x i64> %209, splat (i64 2047)
  %211 = extractelement <2 x i64> %210, i64 0
  %212 = add nuw nsw i64 %211, 16
  %213 = extractelement <2 x i64> %210, i64 1
  %214 = icmp samesign ult i64 %212, %213
  %215 = select i1 %214, double %200, double %197
  %216 = select i1 %214, double %204, double %198
  %217 = fsub double %215, %216
  %218 = fsub double %215, %217
  %219 = fsub double %218, %216
  %220 = fmul double %217, %217
  %221 = fmul double %220, %220
  %222 = fmul double %220, 0x3EFA01A019CB1590
  %223 = fadd double %222, 0xBF56C16C16C15177
  %224 = fmul double %220, %223
  %225 = fadd double %224, 0x3FA555555555554C
  %226 = fmul double %220, %225
  %227 = fmul double %220, 0x3DA8FAE9BE8838D4
  %228 = fsub double 0x3E21EE9EBDB4B1C4, %227
  %229 = fmul double %220, %228
  %230 = fadd double %229, 0xBE927E4F809C52AD
  %231 = fmul double %221, %221
  %232 = fmul double %231, %230
  %233 = fadd double %226, %232
  %234 = fmul double %220, 5.000000e-01
  %235 = fsub double 1.000000e+00, %234
  %236 = fsub double 1.000000e+00, %235
  %237 = fsub double %236, %234
  %238 = fmul double %220, %233
  %239 = fmul double %217, %219
  %240 = fsub double %238, %239
  %241 = fadd double %237, %240
  %242 = fadd double %235, %241
  %243 = fmul double %220, 0x3EC71DE357B1FE7D
  %244 = fadd double %243, 0xBF2A01A019C161D5
  %245 = fmul double %220, %244
  %246 = fadd double %245, 0x3F8111111110F8A6
  %247 = fmul double %220, 0x3DE5D93A5ACFD57C
  %248 = fadd double %247, 0xBE5AE5E68A2B9CEB
  %249 = fmul double %220, %221
  %250 = fmul double %249, %248
  %251 = fadd double %250, %246
  %252 = fmul double %217, %220
  %253 = fmul double %219, 5.000000e-01
  %254 = fmul double %252, %251
  %255 = fsub double %253, %254
  %256 = fmul double %220, %255
  %257 = fsub double %256, %219
  %258 = fmul double %252, 0x3FC5555555555549
  %259 = fadd double %257, %258
  %260 = fsub double %217, %259
  %261 = fneg double %242
  %262 = fneg double %260
  %263 = and i64 %194, 1
  %264 = and i64 %194, 2
  %.not.us = icmp eq i64 %263, 0
  %.not122.us = icmp eq i64 %264, 0
  %265 = select i1 %.not122.us, double %242, double %261
  %266 = select i1 %.not122.us, double %262, double %260
  %267 = select i1 %.not.us, double %265, double %266
  %268 = fmul double %190, %267
  %269 = fptrunc double %268 to float
  store float %269, ptr %142, align 4
  %270 = add nuw i64 %noise13136.us, 1
  %exitcond193.not = icmp eq i64 %270, %n_features
  br i1 %exitcond193.not, label %feature.body.us.preheader, label %noise.body11.us, !llvm.loop !0

philox.body7.us:                                  ; preds = %philox.body7.us.preheader, %philox.body7.us
  %philox9135.us = phi i64 [ %353, %philox.body7.us ], [ %philox9135.us.ph, %philox.body7.us.preheader ]
  %element.us = add i64 %philox9135.us, %row_offset.us
  %271 = and i64 %element.us, 4294967295
  %272 = mul nuw i64 %271, 3528531795
  %273 = xor i64 %element.us, %key0
  %274 = xor i64 %273, %272
  %275 = lshr i64 %274, 32
  %276 = mul nuw i64 %275, 3449720151
  %277 = lshr i64 %276, 32
  %.reass.reass = xor i64 %277, %invariant.op
  %278 = xor i64 %1705, %272
  %279 = and i64 %.reass.reass, 4294967295
  %280 = mul nuw i64 %279, 3528531795
  %281 = and i64 %278, 4294967295
  %282 = mul nuw i64 %281, 3449720151
  %283 = lshr i64 %280, 32
  %284 = lshr i64 %282, 32
  %285 = xor i64 %284, %28
  %286 = xor i64 %285, %276
  %.reass265.reass = xor i64 %283, %invariant.op754
  %287 = and i64 %286, 4294967295
  %288 = mul nuw i64 %287, 3528531795
  %289 = and i64 %.reass265.reass, 4294967295
  %290 = mul nuw i64 %289, 3449720151
  %291 = lshr i64 %288, 32
  %292 = lshr i64 %290, 32
  %293 = xor i64 %30, %292
  %294 = xor i64 %293, %282
  %295 = xor i64 %291, %31
  %296 = xor i64 %295, %280
  %297 = and i64 %294, 4294967295
  %298 = mul nuw i64 %297, 3528531795
  %299 = and i64 %296, 4294967295
  %300 = mul nuw i64 %299, 3449720151
  %301 = lshr i64 %298, 32
  %302 = lshr i64 %300, 32
  %303 = xor i64 %302, %32
  %304 = xor i64 %303, %290
  %305 = xor i64 %33, %301
  %306 = xor i64 %305, %288
  %307 = and i64 %304, 4294967295
  %308 = mul nuw i64 %307, 3528531795
  %309 = and i64 %306, 4294967295
  %310 = mul nuw i64 %309, 3449720151
  %311 = lshr i64 %308, 32
  %312 = lshr i64 %310, 32
  %313 = xor i64 %34, %312
  %314 = xor i64 %313, %300
  %315 = xor i64 %311, %35
  %316 = xor i64 %315, %298
  %317 = and i64 %314, 4294967295
  %318 = mul nuw i64 %317, 3528531795
  %319 = and i64 %316, 4294967295
  %320 = mul nuw i64 %319, 3449720151
  %321 = lshr i64 %318, 32
  %322 = lshr i64 %320, 32
  %323 = xor i64 %322, %36
  %324 = xor i64 %323, %310
  %325 = xor i64 %37, %321
  %326 = xor i64 %325, %308
  %327 = and i64 %324, 4294967295
  %328 = mul nuw i64 %327, 3528531795
  %329 = and i64 %326, 4294967295
  %330 = mul nuw i64 %329, 3449720151
  %331 = lshr i64 %328, 32
  %332 = lshr i64 %330, 32
  %333 = xor i64 %38, %332
  %334 = xor i64 %333, %320
  %335 = xor i64 %331, %39
  %336 = xor i64 %335, %318
  %337 = and i64 %334, 4294967295
  %338 = mul nuw i64 %337, 3528531795
  %339 = lshr i64 %338, 32
  %340 = trunc i64 %336 to i32
  %341 = mul i32 %340, -845247145
  %342 = xor i64 %40, %339
  %343 = xor i64 %342, %328
  %344 = and i64 %343, 4294967295
  %345 = mul nuw i64 %344, 3449720151
  %346 = lshr i64 %345, 32
  %347 = trunc nuw i64 %346 to i32
  %348 = trunc i64 %345 to i32
  %349 = xor i32 %341, %347
  %350 = xor i32 %349, %41
  %351 = getelementptr inbounds float, ptr %23, i64 %philox9135.us
  store i32 %350, ptr %351, align 4
  %352 = getelementptr inbounds float, ptr %scratch, i64 %philox9135.us
  store i32 %348, ptr %352, align 4
  %353 = add nuw i64 %philox9135.us, 1
  %exitcond.not = icmp eq i64 %353, %n_features
  br i1 %exitcond.not, label %vector.memcheck599, label %philox.body7.us, !llvm.loop !2

vector.memcheck599:                               ; preds = %philox.body7.us, %middle.block665
  br i1 %found.conflict603, label %noise.body11.us.preheader, label %vector.body608

vector.body608:                                   ; preds = %vector.memcheck599, %vector.body608
  %index609 = phi i64 [ %index.next612, %vector.body608 ], [ 0, %vector.memcheck599 ]
  %354 = getelementptr inbounds float, ptr %23, i64 %index609
  %wide.load610 = load <8 x i32>, ptr %354, align 4, !alias.scope !3, !noalias !6
  %355 = getelementptr inbounds float, ptr %scratch, i64 %index609
  %wide.load611 = load <8 x i32>, ptr %355, align 4, !alias.scope !6
  %356 = uitofp <8 x i32> %wide.load610 to <8 x double>
  %357 = fadd <8 x double> %356, splat (double 5.000000e-01)
  %358 = fmul <8 x double> %357, splat (double 0x3DF0000000000000)
  %359 = uitofp <8 x i32> %wide.load611 to <8 x double>
  %360 = fadd <8 x double> %359, splat (double 5.000000e-01)
  %361 = fmul <8 x double> %360, splat (double 0x3DF0000000000000)
  %362 = bitcast <8 x double> %358 to <8 x i64>
  %363 = lshr <8 x i64> %362, splat (i64 32)
  %364 = add nuw nsw <8 x i64> %363, splat (i64 614242)
  %365 = lshr <8 x i64> %364, splat (i64 20)
  %366 = add nsw <8 x i64> %365, splat (i64 -1023)
  %367 = shl nuw <8 x i64> %364, splat (i64 32)
  %368 = and <8 x i64> %367, splat (i64 4503595332403200)
  %369 = add nuw nsw <8 x i64> %368, splat (i64 4604544269498187776)
  %370 = and <8 x i64> %362, splat (i64 4294967295)
  %371 = or disjoint <8 x i64> %369, %370
  %372 = bitcast <8 x i64> %371 to <8 x double>
  %373 = fadd <8 x double> %372, splat (double -1.000000e+00)
  %374 = fmul <8 x double> %373, splat (double 5.000000e-01)
  %375 = fmul <8 x double> %373, %374
  %376 = fadd <8 x double> %373, splat (double 2.000000e+00)
  %377 = fdiv <8 x double> %373, %376
  %378 = fmul <8 x double> %377, %377
  %379 = fmul <8 x double> %378, %378
  %380 = fmul <8 x double> %379, splat (double 0x3FC39A09D078C69F)
  %381 = fadd <8 x double> %380, splat (double 0x3FCC71C51D8E78AF)
  %382 = fmul <8 x double> %379, %381
  %383 = fadd <8 x double> %382, splat (double 0x3FD999999997FA04)
  %384 = fmul <8 x double> %379, %383
  %385 = fmul <8 x double> %379, splat (double 0x3FC2F112DF3E5244)
  %386 = fadd <8 x double> %385, splat (double 0x3FC7466496CB03DE)
  %387 = fmul <8 x double> %379, %386
  %388 = fadd <8 x double> %387, splat (double 0x3FD2492494229359)
  %389 = fmul <8 x double> %379, %388
  %390 = fadd <8 x double> %389, splat (double 0x3FE5555555555593)
  %391 = fmul <8 x double> %378, %390
  %392 = fadd <8 x double> %384, %391
  %393 = sitofp <8 x i64> %366 to <8 x double>
  %394 = fadd <8 x double> %375, %392
  %395 = fmul <8 x double> %377, %394
  %396 = fmul <8 x double> %393, splat (double 0x3DEA39EF35793C76)
  %397 = fadd <8 x double> %396, %395
  %398 = fsub <8 x double> %397, %375
  %399 = fadd <8 x double> %373, %398
  %400 = fmul <8 x double> %393, splat (double 0x3FE62E42FEE00000)
  %401 = fadd <8 x double> %400, %399
  %402 = fmul <8 x double> %401, splat (double -2.000000e+00)
  %403 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %402)
  %404 = fmul <8 x double> %361, splat (double 0x401921FB54442D18)
  %405 = fmul <8 x double> %404, splat (double 0x3FE45F306DC9C883)
  %406 = fadd <8 x double> %405, splat (double 0x4338000000000000)
  %407 = bitcast <8 x double> %406 to <8 x i64>
  %408 = fadd <8 x double> %406, splat (double 0xC338000000000000)
  %409 = fmul <8 x double> %408, splat (double 0x3FF921FB54400000)
  %410 = fsub <8 x double> %404, %409
  %411 = fmul <8 x double> %408, splat (double 0x3DD0B4611A626331)
  %412 = fmul <8 x double> %408, splat (double 0x3DD0B4611A600000)
  %413 = fsub <8 x double> %410, %412
  %414 = fmul <8 x double> %408, splat (double 0x3BA3198A2E037073)
  %415 = fsub <8 x double> %410, %413
  %416 = fsub <8 x double> %415, %412
  %417 = fsub <8 x double> %414, %416
  %418 = fsub <8 x double> %410, %411
  %419 = bitcast <8 x double> %404 to <8 x i64>
  %420 = lshr <8 x i64> %419, splat (i64 52)
  %421 = and <8 x i64> %420, splat (i64 2047)
  %422 = bitcast <8 x double> %418 to <8 x i64>
  %423 = lshr <8 x i64> %422, splat (i64 52)
  %424 = and <8 x i64> %423, splat (i64 2047)
  %425 = add nuw nsw <8 x i64> %424, splat (i64 16)
  %426 = icmp samesign ult <8 x i64> %425, %421
  %427 = select <8 x i1> %426, <8 x double> %413, <8 x double> %410
  %428 = select <8 x i1> %426, <8 x double> %417, <8 x double> %411
  %429 = fsub <8 x double> %427, %428
  %430 = fsub <8 x double> %427, %429
  %431 = fsub <8 x double> %430, %428
  %432 = fmul <8 x double> %429, %429
  %433 = fmul <8 x double> %432, %432
  %434 = fmul <8 x double> %432, splat (double 0x3EFA01A019CB1590)
  %435 = fadd <8 x double> %434, splat (double 0xBF56C16C16C15177)
  %436 = fmul <8 x double> %432, %435
  %437 = fadd <8 x double> %436, splat (double 0x3FA555555555554C)
  %438 = fmul <8 x double> %432, %437
  %439 = fmul <8 x double> %432, splat (double 0x3DA8FAE9BE8838D4)
  %440 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %439
  %441 = fmul <8 x double> %432, %440
  %442 = fadd <8 x double> %441, splat (double 0xBE927E4F809C52AD)
  %443 = fmul <8 x double> %433, %433
  %444 = fmul <8 x double> %443, %442
  %445 = fadd <8 x double> %438, %444
  %446 = fmul <8 x double> %432, splat (double 5.000000e-01)
  %447 = fsub <8 x double> splat (double 1.000000e+00), %446
  %448 = fsub <8 x double> splat (double 1.000000e+00), %447
  %449 = fsub <8 x double> %448, %446
  %450 = fmul <8 x double> %432, %445
  %451 = fmul <8 x double> %429, %431
  %452 = fsub <8 x double> %450, %451
  %453 = fadd <8 x double> %449, %452
  %454 = fadd <8 x double> %447, %453
  %455 = fmul <8 x double> %432, splat (double 0x3EC71DE357B1FE7D)
  %456 = fadd <8 x double> %455, splat (double 0xBF2A01A019C161D5)
  %457 = fmul <8 x double> %432, %456
  %458 = fadd <8 x double> %457, splat (double 0x3F8111111110F8A6)
  %459 = fmul <8 x double> %432, splat (double 0x3DE5D93A5ACFD57C)
  %460 = fadd <8 x double> %459, splat (double 0xBE5AE5E68A2B9CEB)
  %461 = fmul <8 x double> %432, %433
  %462 = fmul <8 x double> %461, %460
  %463 = fadd <8 x double> %462, %458
  %464 = fmul <8 x double> %429, %432
  %465 = fmul <8 x double> %431, splat (double 5.000000e-01)
  %466 = fmul <8 x double> %464, %463
  %467 = fsub <8 x double> %465, %466
  %468 = fmul <8 x double> %432, %467
  %469 = fsub <8 x double> %468, %431
  %470 = fmul <8 x double> %464, splat (double 0x3FC5555555555549)
  %471 = fadd <8 x double> %469, %470
  %472 = fsub <8 x double> %429, %471
  %473 = fneg <8 x double> %454
  %474 = fneg <8 x double> %472
  %475 = and <8 x i64> %407, splat (i64 1)
  %476 = and <8 x i64> %407, splat (i64 2)
  %477 = icmp eq <8 x i64> %475, zeroinitializer
  %478 = icmp eq <8 x i64> %476, zeroinitializer
  %479 = select <8 x i1> %478, <8 x double> %454, <8 x double> %473
  %480 = select <8 x i1> %478, <8 x double> %474, <8 x double> %472
  %481 = select <8 x i1> %477, <8 x double> %479, <8 x double> %480
  %482 = fmul <8 x double> %403, %481
  %483 = fptrunc <8 x double> %482 to <8 x float>
  store <8 x float> %483, ptr %354, align 4, !alias.scope !3, !noalias !6
  %index.next612 = add nuw i64 %index609, 8
  %484 = icmp eq i64 %index.next612, %n.vec607
  br i1 %484, label %middle.block613, label %vector.body608, !llvm.loop !8

middle.block613:                                  ; preds = %vector.body608
  br i1 %cmp.n614, label %feature.body.us.preheader, label %noise.body11.us.preheader

noise.body11.us.preheader:                        ; preds = %vector.memcheck599, %middle.block613
  %noise13136.us.ph = phi i64 [ 0, %vector.memcheck599 ], [ %n.vec607, %middle.block613 ]
  br label %noise.body11.us

small_rows.then.us:                               ; preds = %draw.then.us
  %chunk_starts.us = icmp eq i64 %step_in_chunk.us, 0
  br i1 %chunk_starts.us, label %small_draw.then.us, label %feature.header.preheader.us

small_draw.then.us:                               ; preds = %small_rows.then.us
  %steps_left.us = sub i64 %steps, %step3165.us
  %485 = tail call i64 @llvm.umin.i64(i64 %steps_left.us, i64 %steps_per_chunk.zext)
  %chunk_units.us = mul nuw nsw i64 %485, %n_features
  %.not179 = icmp eq i64 %chunk_units.us, 0
  br i1 %.not179, label %feature.header.preheader.us, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %small_draw.then.us
  %min.iters.check549 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check549, label %philox.body.us.preheader680, label %vector.ph550

vector.ph550:                                     ; preds = %philox.body.us.preheader
  %n.vec552 = and i64 %chunk_units.us, 32760
  %broadcast.splatinsert555 = insertelement <8 x i64> poison, i64 %key1_step.us, i64 0
  %broadcast.splat556 = shufflevector <8 x i64> %broadcast.splatinsert555, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body591

vector.body591:                                   ; preds = %vector.body591, %vector.ph550
  %index592 = phi i64 [ 0, %vector.ph550 ], [ %index.next595, %vector.body591 ]
  %486 = getelementptr inbounds float, ptr %small_unit_of, i64 %index592
  %wide.load593 = load <8 x i32>, ptr %486, align 4
  %487 = zext <8 x i32> %wide.load593 to <8 x i64>
  %488 = add <8 x i64> %broadcast.splat554, %487
  %489 = getelementptr inbounds float, ptr %small_step_of, i64 %index592
  %wide.load594 = load <8 x i32>, ptr %489, align 4
  %490 = zext <8 x i32> %wide.load594 to <8 x i64>
  %491 = add <8 x i64> %broadcast.splat556, %490
  %492 = lshr <8 x i64> %491, splat (i64 32)
  %493 = and <8 x i64> %488, splat (i64 4294967295)
  %494 = mul nuw <8 x i64> %493, splat (i64 3528531795)
  %495 = mul nuw <8 x i64> %492, splat (i64 3449720151)
  %496 = lshr <8 x i64> %495, splat (i64 32)
  %497 = xor <8 x i64> %broadcast.splat558, %496
  %498 = xor <8 x i64> %497, %491
  %499 = xor <8 x i64> %488, %broadcast.splat558
  %500 = xor <8 x i64> %499, %494
  %501 = lshr <8 x i64> %500, splat (i64 32)
  %502 = and <8 x i64> %498, splat (i64 4294967295)
  %503 = mul nuw <8 x i64> %502, splat (i64 3528531795)
  %504 = mul nuw <8 x i64> %501, splat (i64 3449720151)
  %505 = lshr <8 x i64> %503, splat (i64 32)
  %506 = lshr <8 x i64> %504, splat (i64 32)
  %507 = xor <8 x i64> %broadcast.splat560, %506
  %508 = xor <8 x i64> %507, %495
  %509 = xor <8 x i64> %broadcast.splat562, %505
  %510 = xor <8 x i64> %509, %494
  %511 = and <8 x i64> %508, splat (i64 4294967295)
  %512 = mul nuw <8 x i64> %511, splat (i64 3528531795)
  %513 = and <8 x i64> %510, splat (i64 4294967295)
  %514 = mul nuw <8 x i64> %513, splat (i64 3449720151)
  %515 = lshr <8 x i64> %512, splat (i64 32)
  %516 = lshr <8 x i64> %514, splat (i64 32)
  %517 = xor <8 x i64> %broadcast.splat564, %516
  %518 = xor <8 x i64> %517, %504
  %519 = xor <8 x i64> %broadcast.splat566, %515
  %520 = xor <8 x i64> %519, %503
  %521 = and <8 x i64> %518, splat (i64 4294967295)
  %522 = mul nuw <8 x i64> %521, splat (i64 3528531795)
  %523 = and <8 x i64> %520, splat (i64 4294967295)
  %524 = mul nuw <8 x i64> %523, splat (i64 3449720151)
  %525 = lshr <8 x i64> %522, splat (i64 32)
  %526 = lshr <8 x i64> %524, splat (i64 32)
  %527 = xor <8 x i64> %broadcast.splat568, %526
  %528 = xor <8 x i64> %527, %514
  %529 = xor <8 x i64> %broadcast.splat570, %525
  %530 = xor <8 x i64> %529, %512
  %531 = and <8 x i64> %528, splat (i64 4294967295)
  %532 = mul nuw <8 x i64> %531, splat (i64 3528531795)
  %533 = and <8 x i64> %530, splat (i64 4294967295)
  %534 = mul nuw <8 x i64> %533, splat (i64 3449720151)
  %535 = lshr <8 x i64> %532, splat (i64 32)
  %536 = lshr <8 x i64> %534, splat (i64 32)
  %537 = xor <8 x i64> %broadcast.splat572, %536
  %538 = xor <8 x i64> %537, %524
  %539 = xor <8 x i64> %broadcast.splat574, %535
  %540 = xor <8 x i64> %539, %522
  %541 = and <8 x i64> %538, splat (i64 4294967295)
  %542 = mul nuw <8 x i64> %541, splat (i64 3528531795)
  %543 = and <8 x i64> %540, splat (i64 4294967295)
  %544 = mul nuw <8 x i64> %543, splat (i64 3449720151)
  %545 = lshr <8 x i64> %542, splat (i64 32)
  %546 = lshr <8 x i64> %544, splat (i64 32)
  %547 = xor <8 x i64> %broadcast.splat576, %546
  %548 = xor <8 x i64> %547, %534
  %549 = xor <8 x i64> %broadcast.splat578, %545
  %550 = xor <8 x i64> %549, %532
  %551 = and <8 x i64> %548, splat (i64 4294967295)
  %552 = mul nuw <8 x i64> %551, splat (i64 3528531795)
  %553 = and <8 x i64> %550, splat (i64 4294967295)
  %554 = mul nuw <8 x i64> %553, splat (i64 3449720151)
  %555 = lshr <8 x i64> %552, splat (i64 32)
  %556 = lshr <8 x i64> %554, splat (i64 32)
  %557 = xor <8 x i64> %broadcast.splat580, %556
  %558 = xor <8 x i64> %557, %544
  %559 = xor <8 x i64> %broadcast.splat582, %555
  %560 = xor <8 x i64> %559, %542
  %561 = and <8 x i64> %558, splat (i64 4294967295)
  %562 = mul nuw <8 x i64> %561, splat (i64 3528531795)
  %563 = and <8 x i64> %560, splat (i64 4294967295)
  %564 = mul nuw <8 x i64> %563, splat (i64 3449720151)
  %565 = lshr <8 x i64> %562, splat (i64 32)
  %566 = lshr <8 x i64> %564, splat (i64 32)
  %567 = xor <8 x i64> %broadcast.splat584, %566
  %568 = xor <8 x i64> %567, %554
  %569 = xor <8 x i64> %broadcast.splat586, %565
  %570 = xor <8 x i64> %569, %552
  %571 = and <8 x i64> %568, splat (i64 4294967295)
  %572 = mul nuw <8 x i64> %571, splat (i64 3528531795)
  %573 = lshr <8 x i64> %572, splat (i64 32)
  %574 = trunc <8 x i64> %570 to <8 x i32>
  %575 = mul <8 x i32> %574, splat (i32 -845247145)
  %576 = xor <8 x i64> %broadcast.splat588, %573
  %577 = xor <8 x i64> %576, %562
  %578 = and <8 x i64> %577, splat (i64 4294967295)
  %579 = mul nuw <8 x i64> %578, splat (i64 3449720151)
  %580 = lshr <8 x i64> %579, splat (i64 32)
  %581 = trunc nuw <8 x i64> %580 to <8 x i32>
  %582 = trunc <8 x i64> %579 to <8 x i32>
  %583 = xor <8 x i32> %575, %581
  %584 = xor <8 x i32> %583, %broadcast.splat590
  %585 = getelementptr inbounds float, ptr %small_noise, i64 %index592
  store <8 x i32> %584, ptr %585, align 4
  %586 = getelementptr inbounds float, ptr %small_staging, i64 %index592
  store <8 x i32> %582, ptr %586, align 4
  %index.next595 = add nuw i64 %index592, 8
  %587 = icmp eq i64 %index.next595, %n.vec552
  br i1 %587, label %middle.block596, label %vector.body591, !llvm.loop !10

middle.block596:                                  ; preds = %vector.body591
  %cmp.n597 = icmp eq i64 %chunk_units.us, %n.vec552
  br i1 %cmp.n597, label %noise.body.us.preheader, label %philox.body.us.preheader680

philox.body.us.preheader680:                      ; preds = %philox.body.us.preheader, %middle.block596
  %philox137.us.ph = phi i64 [ 0, %philox.body.us.preheader ], [ %n.vec552, %middle.block596 ]
  br label %philox.body.us

noise.body.us:                                    ; preds = %noise.body.us.preheader679, %noise.body.us
  %noise138.us = phi i64 [ %716, %noise.body.us ], [ %noise138.us.ph, %noise.body.us.preheader679 ]
  %588 = getelementptr inbounds float, ptr %small_noise, i64 %noise138.us
  %w0.us = load i32, ptr %588, align 4
  %589 = getelementptr inbounds float, ptr %small_staging, i64 %noise138.us
  %w1.us = load i32, ptr %589, align 4
  %590 = uitofp i32 %w0.us to double
  %591 = fadd double %590, 5.000000e-01
  %592 = fmul double %591, 0x3DF0000000000000
  %593 = uitofp i32 %w1.us to double
  %594 = fadd double %593, 5.000000e-01
  %595 = fmul double %594, 0x3DF0000000000000
  %596 = bitcast double %592 to i64
  %597 = lshr i64 %596, 32
  %598 = add nuw nsw i64 %597, 614242
  %599 = lshr i64 %598, 20
  %600 = add nsw i64 %599, -1023
  %601 = shl nuw i64 %598, 32
  %602 = and i64 %601, 4503595332403200
  %603 = add nuw nsw i64 %602, 4604544269498187776
  %604 = and i64 %596, 4294967295
  %605 = or disjoint i64 %603, %604
  %606 = bitcast i64 %605 to double
  %607 = fadd double %606, -1.000000e+00
  %608 = fmul double %607, 5.000000e-01
  %609 = fmul double %607, %608
  %610 = fadd double %607, 2.000000e+00
  %611 = fdiv double %607, %610
  %612 = fmul double %611, %611
  %613 = fmul double %612, %612
  %614 = fmul double %613, 0x3FC2F112DF3E5244
  %615 = fadd double %614, 0x3FC7466496CB03DE
  %616 = insertelement <2 x double> poison, double %613, i64 0
  %617 = shufflevector <2 x double> %616, <2 x double> poison, <2 x i32> zeroinitializer
  %618 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %615, i64 1
  %619 = fmul <2 x double> %617, %618
  %620 = fadd <2 x double> %619, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %621 = fmul <2 x double> %617, %620
  %622 = fadd <2 x double> %621, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %623 = insertelement <2 x double> %616, double %612, i64 1
  %624 = fmul <2 x double> %623, %622
  %shift671 = shufflevector <2 x double> %624, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop672 = fadd <2 x double> %624, %shift671
  %625 = extractelement <2 x double> %foldExtExtBinop672, i64 0
  %626 = sitofp i64 %600 to double
  %627 = fadd double %609, %625
  %628 = fmul double %611, %627
  %629 = fmul double %626, 0x3DEA39EF35793C76
  %630 = fadd double %629, %628
  %631 = fsub double %630, %609
  %632 = fadd double %607, %631
  %633 = fmul double %626, 0x3FE62E42FEE00000
  %634 = fadd double %633, %632
  %635 = fmul double %634, -2.000000e+00
  %636 = tail call double @llvm.sqrt.f64(double %635)
  %637 = fmul double %595, 0x401921FB54442D18
  %638 = fmul double %637, 0x3FE45F306DC9C883
  %639 = fadd double %638, 0x4338000000000000
  %640 = bitcast double %639 to i64
  %641 = fadd double %639, 0xC338000000000000
  %642 = fmul double %641, 0x3FF921FB54400000
  %643 = fsub double %637, %642
  %644 = fmul double %641, 0x3DD0B4611A626331
  %645 = fmul double %641, 0x3DD0B4611A600000
  %646 = fsub double %643, %645
  %647 = fmul double %641, 0x3BA3198A2E037073
  %648 = fsub double %643, %646
  %649 = fsub double %648, %645
  %650 = fsub double %647, %649
  %651 = fsub double %643, %644
  %652 = insertelement <2 x double> poison, double %651, i64 0
  %653 = insertelement <2 x double> %652, double %637, i64 1
  %654 = bitcast <2 x double> %653 to <2 x i64>
  %655 = lshr <2 x i64> %654, splat (i64 52)
  %656 = and <2 x i64> %655, splat (i64 2047)
  %657 = extractelement <2 x i64> %656, i64 0
  %658 = add nuw nsw i64 %657, 16
  %659 = extractelement <2 x i64> %656, i64 1
  %660 = icmp samesign ult i64 %658, %659
  %661 = select i1 %660, double %646, double %643
  %662 = select i1 %660, double %650, double %644
  %663 = fsub double %661, %662
  %664 = fsub double %661, %663
  %665 = fsub double %664, %662
  %666 = fmul double %663, %663
  %667 = fmul double %666, %666
  %668 = fmul double %666, 0x3EFA01A019CB1590
  %669 = fadd double %668, 0xBF56C16C16C15177
  %670 = fmul double %666, %669
  %671 = fadd double %670, 0x3FA555555555554C
  %672 = fmul double %666, %671
  %673 = fmul double %666, 0x3DA8FAE9BE8838D4
  %674 = fsub double 0x3E21EE9EBDB4B1C4, %673
  %675 = fmul double %666, %674
  %676 = fadd double %675, 0xBE927E4F809C52AD
  %677 = fmul double %667, %667
  %678 = fmul double %677, %676
  %679 = fadd double %672, %678
  %680 = fmul double %666, 5.000000e-01
  %681 = fsub double 1.000000e+00, %680
  %682 = fsub double 1.000000e+00, %681
  %683 = fsub double %682, %680
  %684 = fmul double %666, %679
  %685 = fmul double %663, %665
  %686 = fsub double %684, %685
  %687 = fadd double %683, %686
  %688 = fadd double %681, %687
  %689 = fmul double %666, 0x3EC71DE357B1FE7D
  %690 = fadd double %689, 0xBF2A01A019C161D5
  %691 = fmul double %666, %690
  %692 = fadd double %691, 0x3F8111111110F8A6
  %693 = fmul double %666, 0x3DE5D93A5ACFD57C
  %694 = fadd double %693, 0xBE5AE5E68A2B9CEB
  %695 = fmul double %666, %667
  %696 = fmul double %695, %694
  %697 = fadd double %696, %692
  %698 = fmul double %663, %666
  %699 = fmul double %665, 5.000000e-01
  %700 = fmul double %698, %697
  %701 = fsub double %699, %700
  %702 = fmul double %666, %701
  %703 = fsub double %702, %665
  %704 = fmul double %698, 0x3FC5555555555549
  %705 = fadd double %703, %704
  %706 = fsub double %663, %705
  %707 = fneg double %688
  %708 = fneg double %706
  %709 = and i64 %640, 1
  %710 = and i64 %640, 2
  %.not127.us = icmp eq i64 %709, 0
  %.not128.us = icmp eq i64 %710, 0
  %711 = select i1 %.not128.us, double %688, double %707
  %712 = select i1 %.not128.us, double %708, double %706
  %713 = select i1 %.not127.us, double %711, double %712
  %714 = fmul double %636, %713
  %715 = fptrunc double %714 to float
  store float %715, ptr %588, align 4
  %716 = add nuw i64 %noise138.us, 1
  %717 = icmp ult i64 %716, %chunk_units.us
  br i1 %717, label %noise.body.us, label %feature.header.preheader.us, !llvm.loop !11

philox.body.us:                                   ; preds = %philox.body.us.preheader680, %philox.body.us
  %philox137.us = phi i64 [ %819, %philox.body.us ], [ %philox137.us.ph, %philox.body.us.preheader680 ]
  %718 = getelementptr inbounds float, ptr %small_unit_of, i64 %philox137.us
  %719 = load i32, ptr %718, align 4
  %720 = zext i32 %719 to i64
  %index.us = add i64 %row_offset.us, %720
  %721 = getelementptr inbounds float, ptr %small_step_of, i64 %philox137.us
  %722 = load i32, ptr %721, align 4
  %723 = zext i32 %722 to i64
  %key1_step5.us = add i64 %key1_step.us, %723
  %724 = lshr i64 %key1_step5.us, 32
  %725 = and i64 %index.us, 4294967295
  %726 = mul nuw i64 %725, 3528531795
  %727 = mul nuw i64 %724, 3449720151
  %728 = lshr i64 %727, 32
  %729 = xor i64 %key0, %728
  %730 = xor i64 %729, %key1_step5.us
  %731 = xor i64 %index.us, %key0
  %732 = xor i64 %731, %726
  %733 = lshr i64 %732, 32
  %734 = and i64 %730, 4294967295
  %735 = mul nuw i64 %734, 3528531795
  %736 = mul nuw i64 %733, 3449720151
  %737 = lshr i64 %735, 32
  %738 = lshr i64 %736, 32
  %739 = xor i64 %26, %738
  %740 = xor i64 %739, %727
  %741 = xor i64 %27, %737
  %742 = xor i64 %741, %726
  %743 = and i64 %740, 4294967295
  %744 = mul nuw i64 %743, 3528531795
  %745 = and i64 %742, 4294967295
  %746 = mul nuw i64 %745, 3449720151
  %747 = lshr i64 %744, 32
  %748 = lshr i64 %746, 32
  %749 = xor i64 %28, %748
  %750 = xor i64 %749, %736
  %751 = xor i64 %29, %747
  %752 = xor i64 %751, %735
  %753 = and i64 %750, 4294967295
  %754 = mul nuw i64 %753, 3528531795
  %755 = and i64 %752, 4294967295
  %756 = mul nuw i64 %755, 3449720151
  %757 = lshr i64 %754, 32
  %758 = lshr i64 %756, 32
  %759 = xor i64 %30, %758
  %760 = xor i64 %759, %746
  %761 = xor i64 %31, %757
  %762 = xor i64 %761, %744
  %763 = and i64 %760, 4294967295
  %764 = mul nuw i64 %763, 3528531795
  %765 = and i64 %762, 4294967295
  %766 = mul nuw i64 %765, 3449720151
  %767 = lshr i64 %764, 32
  %768 = lshr i64 %766, 32
  %769 = xor i64 %32, %768
  %770 = xor i64 %769, %756
  %771 = xor i64 %33, %767
  %772 = xor i64 %771, %754
  %773 = and i64 %770, 4294967295
  %774 = mul nuw i64 %773, 3528531795
  %775 = and i64 %772, 4294967295
  %776 = mul nuw i64 %775, 3449720151
  %777 = lshr i64 %774, 32
  %778 = lshr i64 %776, 32
  %779 = xor i64 %34, %778
  %780 = xor i64 %779, %766
  %781 = xor i64 %35, %777
  %782 = xor i64 %781, %764
  %783 = and i64 %780, 4294967295
  %784 = mul nuw i64 %783, 3528531795
  %785 = and i64 %782, 4294967295
  %786 = mul nuw i64 %785, 3449720151
  %787 = lshr i64 %784, 32
  %788 = lshr i64 %786, 32
  %789 = xor i64 %36, %788
  %790 = xor i64 %789, %776
  %791 = xor i64 %37, %787
  %792 = xor i64 %791, %774
  %793 = and i64 %790, 4294967295
  %794 = mul nuw i64 %793, 3528531795
  %795 = and i64 %792, 4294967295
  %796 = mul nuw i64 %795, 3449720151
  %797 = lshr i64 %794, 32
  %798 = lshr i64 %796, 32
  %799 = xor i64 %38, %798
  %800 = xor i64 %799, %786
  %801 = xor i64 %39, %797
  %802 = xor i64 %801, %784
  %803 = and i64 %800, 4294967295
  %804 = mul nuw i64 %803, 3528531795
  %805 = lshr i64 %804, 32
  %806 = trunc i64 %802 to i32
  %807 = mul i32 %806, -845247145
  %808 = xor i64 %40, %805
  %809 = xor i64 %808, %794
  %810 = and i64 %809, 4294967295
  %811 = mul nuw i64 %810, 3449720151
  %812 = lshr i64 %811, 32
  %813 = trunc nuw i64 %812 to i32
  %814 = trunc i64 %811 to i32
  %815 = xor i32 %807, %813
  %816 = xor i32 %815, %41
  %817 = getelementptr inbounds float, ptr %small_noise, i64 %philox137.us
  store i32 %816, ptr %817, align 4
  %818 = getelementptr inbounds float, ptr %small_staging, i64 %philox137.us
  store i32 %814, ptr %818, align 4
  %819 = add nuw i64 %philox137.us, 1
  %820 = icmp ult i64 %819, %chunk_units.us
  br i1 %820, label %philox.body.us, label %noise.body.us.preheader, !llvm.loop !12

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block596
  %min.iters.check536 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check536, label %noise.body.us.preheader679, label %vector.ph537

vector.ph537:                                     ; preds = %noise.body.us.preheader
  %n.vec539 = and i64 %chunk_units.us, 32760
  br label %vector.body540

vector.body540:                                   ; preds = %vector.body540, %vector.ph537
  %index541 = phi i64 [ 0, %vector.ph537 ], [ %index.next544, %vector.body540 ]
  %821 = getelementptr inbounds float, ptr %small_noise, i64 %index541
  %wide.load542 = load <8 x i32>, ptr %821, align 4
  %822 = getelementptr inbounds float, ptr %small_staging, i64 %index541
  %wide.load543 = load <8 x i32>, ptr %822, align 4
  %823 = uitofp <8 x i32> %wide.load542 to <8 x double>
  %824 = fadd <8 x double> %823, splat (double 5.000000e-01)
  %825 = fmul <8 x double> %824, splat (double 0x3DF0000000000000)
  %826 = uitofp <8 x i32> %wide.load543 to <8 x double>
  %827 = fadd <8 x double> %826, splat (double 5.000000e-01)
  %828 = fmul <8 x double> %827, splat (double 0x3DF0000000000000)
  %829 = bitcast <8 x double> %825 to <8 x i64>
  %830 = lshr <8 x i64> %829, splat (i64 32)
  %831 = add nuw nsw <8 x i64> %830, splat (i64 614242)
  %832 = lshr <8 x i64> %831, splat (i64 20)
  %833 = add nsw <8 x i64> %832, splat (i64 -1023)
  %834 = shl nuw <8 x i64> %831, splat (i64 32)
  %835 = and <8 x i64> %834, splat (i64 4503595332403200)
  %836 = add nuw nsw <8 x i64> %835, splat (i64 4604544269498187776)
  %837 = and <8 x i64> %829, splat (i64 4294967295)
  %838 = or disjoint <8 x i64> %836, %837
  %839 = bitcast <8 x i64> %838 to <8 x double>
  %840 = fadd <8 x double> %839, splat (double -1.000000e+00)
  %841 = fmul <8 x double> %840, splat (double 5.000000e-01)
  %842 = fmul <8 x double> %840, %841
  %843 = fadd <8 x double> %840, splat (double 2.000000e+00)
  %844 = fdiv <8 x double> %840, %843
  %845 = fmul <8 x double> %844, %844
  %846 = fmul <8 x double> %845, %845
  %847 = fmul <8 x double> %846, splat (double 0x3FC39A09D078C69F)
  %848 = fadd <8 x double> %847, splat (double 0x3FCC71C51D8E78AF)
  %849 = fmul <8 x double> %846, %848
  %850 = fadd <8 x double> %849, splat (double 0x3FD999999997FA04)
  %851 = fmul <8 x double> %846, %850
  %852 = fmul <8 x double> %846, splat (double 0x3FC2F112DF3E5244)
  %853 = fadd <8 x double> %852, splat (double 0x3FC7466496CB03DE)
  %854 = fmul <8 x double> %846, %853
  %855 = fadd <8 x double> %854, splat (double 0x3FD2492494229359)
  %856 = fmul <8 x double> %846, %855
  %857 = fadd <8 x double> %856, splat (double 0x3FE5555555555593)
  %858 = fmul <8 x double> %845, %857
  %859 = fadd <8 x double> %851, %858
  %860 = sitofp <8 x i64> %833 to <8 x double>
  %861 = fadd <8 x double> %842, %859
  %862 = fmul <8 x double> %844, %861
  %863 = fmul <8 x double> %860, splat (double 0x3DEA39EF35793C76)
  %864 = fadd <8 x double> %863, %862
  %865 = fsub <8 x double> %864, %842
  %866 = fadd <8 x double> %840, %865
  %867 = fmul <8 x double> %860, splat (double 0x3FE62E42FEE00000)
  %868 = fadd <8 x double> %867, %866
  %869 = fmul <8 x double> %868, splat (double -2.000000e+00)
  %870 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %869)
  %871 = fmul <8 x double> %828, splat (double 0x401921FB54442D18)
  %872 = fmul <8 x double> %871, splat (double 0x3FE45F306DC9C883)
  %873 = fadd <8 x double> %872, splat (double 0x4338000000000000)
  %874 = bitcast <8 x double> %873 to <8 x i64>
  %875 = fadd <8 x double> %873, splat (double 0xC338000000000000)
  %876 = fmul <8 x double> %875, splat (double 0x3FF921FB54400000)
  %877 = fsub <8 x double> %871, %876
  %878 = fmul <8 x double> %875, splat (double 0x3DD0B4611A626331)
  %879 = fmul <8 x double> %875, splat (double 0x3DD0B4611A600000)
  %880 = fsub <8 x double> %877, %879
  %881 = fmul <8 x double> %875, splat (double 0x3BA3198A2E037073)
  %882 = fsub <8 x double> %877, %880
  %883 = fsub <8 x double> %882, %879
  %884 = fsub <8 x double> %881, %883
  %885 = fsub <8 x double> %877, %878
  %886 = bitcast <8 x double> %871 to <8 x i64>
  %887 = lshr <8 x i64> %886, splat (i64 52)
  %888 = and <8 x i64> %887, splat (i64 2047)
  %889 = bitcast <8 x double> %885 to <8 x i64>
  %890 = lshr <8 x i64> %889, splat (i64 52)
  %891 = and <8 x i64> %890, splat (i64 2047)
  %892 = add nuw nsw <8 x i64> %891, splat (i64 16)
  %893 = icmp samesign ult <8 x i64> %892, %888
  %894 = select <8 x i1> %893, <8 x double> %880, <8 x double> %877
  %895 = select <8 x i1> %893, <8 x double> %884, <8 x double> %878
  %896 = fsub <8 x double> %894, %895
  %897 = fsub <8 x double> %894, %896
  %898 = fsub <8 x double> %897, %895
  %899 = fmul <8 x double> %896, %896
  %900 = fmul <8 x double> %899, %899
  %901 = fmul <8 x double> %899, splat (double 0x3EFA01A019CB1590)
  %902 = fadd <8 x double> %901, splat (double 0xBF56C16C16C15177)
  %903 = fmul <8 x double> %899, %902
  %904 = fadd <8 x double> %903, splat (double 0x3FA555555555554C)
  %905 = fmul <8 x double> %899, %904
  %906 = fmul <8 x double> %899, splat (double 0x3DA8FAE9BE8838D4)
  %907 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %906
  %908 = fmul <8 x double> %899, %907
  %909 = fadd <8 x double> %908, splat (double 0xBE927E4F809C52AD)
  %910 = fmul <8 x double> %900, %900
  %911 = fmul <8 x double> %910, %909
  %912 = fadd <8 x double> %905, %911
  %913 = fmul <8 x double> %899, splat (double 5.000000e-01)
  %914 = fsub <8 x double> splat (double 1.000000e+00), %913
  %915 = fsub <8 x double> splat (double 1.000000e+00), %914
  %916 = fsub <8 x double> %915, %913
  %917 = fmul <8 x double> %899, %912
  %918 = fmul <8 x double> %896, %898
  %919 = fsub <8 x double> %917, %918
  %920 = fadd <8 x double> %916, %919
  %921 = fadd <8 x double> %914, %920
  %922 = fmul <8 x double> %899, splat (double 0x3EC71DE357B1FE7D)
  %923 = fadd <8 x double> %922, splat (double 0xBF2A01A019C161D5)
  %924 = fmul <8 x double> %899, %923
  %925 = fadd <8 x double> %924, splat (double 0x3F8111111110F8A6)
  %926 = fmul <8 x double> %899, splat (double 0x3DE5D93A5ACFD57C)
  %927 = fadd <8 x double> %926, splat (double 0xBE5AE5E68A2B9CEB)
  %928 = fmul <8 x double> %899, %900
  %929 = fmul <8 x double> %928, %927
  %930 = fadd <8 x double> %929, %925
  %931 = fmul <8 x double> %896, %899
  %932 = fmul <8 x double> %898, splat (double 5.000000e-01)
  %933 = fmul <8 x double> %931, %930
  %934 = fsub <8 x double> %932, %933
  %935 = fmul <8 x double> %899, %934
  %936 = fsub <8 x double> %935, %898
  %937 = fmul <8 x double> %931, splat (double 0x3FC5555555555549)
  %938 = fadd <8 x double> %936, %937
  %939 = fsub <8 x double> %896, %938
  %940 = fneg <8 x double> %921
  %941 = fneg <8 x double> %939
  %942 = and <8 x i64> %874, splat (i64 1)
  %943 = and <8 x i64> %874, splat (i64 2)
  %944 = icmp eq <8 x i64> %942, zeroinitializer
  %945 = icmp eq <8 x i64> %943, zeroinitializer
  %946 = select <8 x i1> %945, <8 x double> %921, <8 x double> %940
  %947 = select <8 x i1> %945, <8 x double> %941, <8 x double> %939
  %948 = select <8 x i1> %944, <8 x double> %946, <8 x double> %947
  %949 = fmul <8 x double> %870, %948
  %950 = fptrunc <8 x double> %949 to <8 x float>
  store <8 x float> %950, ptr %821, align 4
  %index.next544 = add nuw i64 %index541, 8
  %951 = icmp eq i64 %index.next544, %n.vec539
  br i1 %951, label %middle.block545, label %vector.body540, !llvm.loop !13

middle.block545:                                  ; preds = %vector.body540
  %cmp.n546 = icmp eq i64 %chunk_units.us, %n.vec539
  br i1 %cmp.n546, label %feature.header.preheader.us, label %noise.body.us.preheader679

noise.body.us.preheader679:                       ; preds = %noise.body.us.preheader, %middle.block545
  %noise138.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec539, %middle.block545 ]
  br label %noise.body.us

fold_sums.body.us:                                ; preds = %fold_sums.body.us.preheader, %fold_sums.body.us
  %fold_sums143.us = phi i64 [ %991, %fold_sums.body.us ], [ 0, %fold_sums.body.us.preheader ]
  %fold_value.0142.us = phi float [ %984, %fold_sums.body.us ], [ 0.000000e+00, %fold_sums.body.us.preheader ]
  %fold_value19.0141.us = phi float [ %987, %fold_sums.body.us ], [ 0.000000e+00, %fold_sums.body.us.preheader ]
  %fold_value24.0140.us = phi float [ %990, %fold_sums.body.us ], [ 0.000000e+00, %fold_sums.body.us.preheader ]
  %niter697 = phi i64 [ %niter697.next.3, %fold_sums.body.us ], [ 0, %fold_sums.body.us.preheader ]
  %952 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums143.us
  %953 = load float, ptr %952, align 4
  %954 = fadd float %fold_value.0142.us, %953
  %955 = getelementptr inbounds float, ptr %42, i64 %fold_sums143.us
  %956 = load float, ptr %955, align 4
  %957 = fadd float %fold_value19.0141.us, %956
  %958 = getelementptr inbounds float, ptr %43, i64 %fold_sums143.us
  %959 = load float, ptr %958, align 4
  %960 = fadd float %fold_value24.0140.us, %959
  %961 = or disjoint i64 %fold_sums143.us, 1
  %962 = getelementptr inbounds float, ptr %scratch, i64 %961
  %963 = load float, ptr %962, align 4
  %964 = fadd float %954, %963
  %965 = getelementptr inbounds float, ptr %42, i64 %961
  %966 = load float, ptr %965, align 4
  %967 = fadd float %957, %966
  %968 = getelementptr inbounds float, ptr %43, i64 %961
  %969 = load float, ptr %968, align 4
  %970 = fadd float %960, %969
  %971 = or disjoint i64 %fold_sums143.us, 2
  %972 = getelementptr inbounds float, ptr %scratch, i64 %971
  %973 = load float, ptr %972, align 4
  %974 = fadd float %964, %973
  %975 = getelementptr inbounds float, ptr %42, i64 %971
  %976 = load float, ptr %975, align 4
  %977 = fadd float %967, %976
  %978 = getelementptr inbounds float, ptr %43, i64 %971
  %979 = load float, ptr %978, align 4
  %980 = fadd float %970, %979
  %981 = or disjoint i64 %fold_sums143.us, 3
  %982 = getelementptr inbounds float, ptr %scratch, i64 %981
  %983 = load float, ptr %982, align 4
  %984 = fadd float %974, %983
  %985 = getelementptr inbounds float, ptr %42, i64 %981
  %986 = load float, ptr %985, align 4
  %987 = fadd float %977, %986
  %988 = getelementptr inbounds float, ptr %43, i64 %981
  %989 = load float, ptr %988, align 4
  %990 = fadd float %980, %989
  %991 = add nuw i64 %fold_sums143.us, 4
  %niter697.next.3 = add i64 %niter697, 4
  %niter697.ncmp.3 = icmp eq i64 %niter697.next.3, %unroll_iter696
  br i1 %niter697.ncmp.3, label %iter.check444.unr-lcssa, label %fold_sums.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature139.us = phi i64 [ %1019, %feature.body.us ], [ %feature139.us.unr, %feature.body.us.prol.loopexit ]
  %992 = getelementptr inbounds float, ptr %135, i64 %feature139.us
  %993 = load float, ptr %992, align 4
  %994 = fmul float %993, %993
  %995 = getelementptr inbounds float, ptr %136, i64 %feature139.us
  %996 = load float, ptr %995, align 4
  %997 = fneg float %996
  %998 = fmul float %993, %997
  %999 = getelementptr inbounds float, ptr %noise16.us208254, i64 %feature139.us
  %1000 = load float, ptr %999, align 4
  %1001 = fmul float %993, %1000
  %1002 = getelementptr inbounds float, ptr %scratch, i64 %feature139.us
  store float %994, ptr %1002, align 4
  %1003 = getelementptr float, ptr %42, i64 %feature139.us
  store float %998, ptr %1003, align 4
  %1004 = getelementptr float, ptr %43, i64 %feature139.us
  store float %1001, ptr %1004, align 4
  %1005 = add nuw i64 %feature139.us, 1
  %1006 = getelementptr inbounds float, ptr %135, i64 %1005
  %1007 = load float, ptr %1006, align 4
  %1008 = fmul float %1007, %1007
  %1009 = getelementptr inbounds float, ptr %136, i64 %1005
  %1010 = load float, ptr %1009, align 4
  %1011 = fneg float %1010
  %1012 = fmul float %1007, %1011
  %1013 = getelementptr inbounds float, ptr %noise16.us208254, i64 %1005
  %1014 = load float, ptr %1013, align 4
  %1015 = fmul float %1007, %1014
  %1016 = getelementptr inbounds float, ptr %scratch, i64 %1005
  store float %1008, ptr %1016, align 4
  %1017 = getelementptr float, ptr %42, i64 %1005
  store float %1012, ptr %1017, align 4
  %1018 = getelementptr float, ptr %43, i64 %1005
  store float %1015, ptr %1018, align 4
  %1019 = add nuw i64 %feature139.us, 2
  %exitcond194.not.1 = icmp eq i64 %1019, %n_features
  br i1 %exitcond194.not.1, label %fold_sums.body.us.preheader, label %feature.body.us, !llvm.loop !14

fold_sums.body66.us:                              ; preds = %fold_sums.body66.us.preheader, %fold_sums.body66.us
  %fold_sums68156.us = phi i64 [ %1051, %fold_sums.body66.us ], [ 0, %fold_sums.body66.us.preheader ]
  %fold_value60.0155.us = phi float [ %1050, %fold_sums.body66.us ], [ 0.000000e+00, %fold_sums.body66.us.preheader ]
  %niter706 = phi i64 [ %niter706.next.7, %fold_sums.body66.us ], [ 0, %fold_sums.body66.us.preheader ]
  %1020 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums68156.us
  %1021 = load float, ptr %1020, align 4
  %1022 = fadd float %fold_value60.0155.us, %1021
  %1023 = getelementptr float, ptr %scratch, i64 %fold_sums68156.us
  %1024 = getelementptr i8, ptr %1023, i64 4
  %1025 = load float, ptr %1024, align 4
  %1026 = fadd float %1022, %1025
  %1027 = getelementptr float, ptr %scratch, i64 %fold_sums68156.us
  %1028 = getelementptr i8, ptr %1027, i64 8
  %1029 = load float, ptr %1028, align 4
  %1030 = fadd float %1026, %1029
  %1031 = getelementptr float, ptr %scratch, i64 %fold_sums68156.us
  %1032 = getelementptr i8, ptr %1031, i64 12
  %1033 = load float, ptr %1032, align 4
  %1034 = fadd float %1030, %1033
  %1035 = getelementptr float, ptr %scratch, i64 %fold_sums68156.us
  %1036 = getelementptr i8, ptr %1035, i64 16
  %1037 = load float, ptr %1036, align 4
  %1038 = fadd float %1034, %1037
  %1039 = getelementptr float, ptr %scratch, i64 %fold_sums68156.us
  %1040 = getelementptr i8, ptr %1039, i64 20
  %1041 = load float, ptr %1040, align 4
  %1042 = fadd float %1038, %1041
  %1043 = getelementptr float, ptr %scratch, i64 %fold_sums68156.us
  %1044 = getelementptr i8, ptr %1043, i64 24
  %1045 = load float, ptr %1044, align 4
  %1046 = fadd float %1042, %1045
  %1047 = getelementptr float, ptr %scratch, i64 %fold_sums68156.us
  %1048 = getelementptr i8, ptr %1047, i64 28
  %1049 = load float, ptr %1048, align 4
  %1050 = fadd float %1046, %1049
  %1051 = add nuw i64 %fold_sums68156.us, 8
  %niter706.next.7 = add i64 %niter706, 8
  %niter706.ncmp.7 = icmp eq i64 %niter706.next.7, %unroll_iter705
  br i1 %niter706.ncmp.7, label %noise83.us.loopexit.unr-lcssa, label %fold_sums.body66.us

feature.body57.us:                                ; preds = %feature.body57.us.prol.loopexit, %feature.body57.us
  %feature59154.us = phi i64 [ %1087, %feature.body57.us ], [ %feature59154.us.unr, %feature.body57.us.prol.loopexit ]
  %1052 = getelementptr inbounds float, ptr %135, i64 %feature59154.us
  %1053 = load float, ptr %1052, align 4
  %1054 = getelementptr inbounds float, ptr %136, i64 %feature59154.us
  %1055 = load float, ptr %1054, align 4
  %1056 = fneg float %1055
  %1057 = fmul float %.lcssa681, %1053
  %1058 = fsub float %1056, %1057
  %1059 = fmul float %eta, %1058
  %1060 = fsub float %1053, %1059
  %1061 = getelementptr inbounds float, ptr %noise16.us208254, i64 %feature59154.us
  %1062 = load float, ptr %1061, align 4
  %1063 = fmul float %.lcssa, %1053
  %1064 = fsub float %1062, %1063
  %1065 = fmul float %noise_scale4.us, %1064
  %1066 = fadd float %1060, %1065
  %1067 = fmul float %1066, %1066
  %1068 = getelementptr inbounds float, ptr %scratch, i64 %feature59154.us
  store float %1067, ptr %1068, align 4
  %1069 = add nuw i64 %feature59154.us, 1
  %1070 = getelementptr inbounds float, ptr %135, i64 %1069
  %1071 = load float, ptr %1070, align 4
  %1072 = getelementptr inbounds float, ptr %136, i64 %1069
  %1073 = load float, ptr %1072, align 4
  %1074 = fneg float %1073
  %1075 = fmul float %.lcssa681, %1071
  %1076 = fsub float %1074, %1075
  %1077 = fmul float %eta, %1076
  %1078 = fsub float %1071, %1077
  %1079 = getelementptr inbounds float, ptr %noise16.us208254, i64 %1069
  %1080 = load float, ptr %1079, align 4
  %1081 = fmul float %.lcssa, %1071
  %1082 = fsub float %1080, %1081
  %1083 = fmul float %noise_scale4.us, %1082
  %1084 = fadd float %1078, %1083
  %1085 = fmul float %1084, %1084
  %1086 = getelementptr inbounds float, ptr %scratch, i64 %1069
  store float %1085, ptr %1086, align 4
  %1087 = add nuw i64 %feature59154.us, 2
  %exitcond198.not.1 = icmp eq i64 %1087, %n_features
  br i1 %exitcond198.not.1, label %fold_sums.body66.us.preheader, label %feature.body57.us, !llvm.loop !15

noise83.us.loopexit.unr-lcssa:                    ; preds = %fold_sums.body66.us
  br i1 %lcmp.mod702.not, label %noise83.us.loopexit, label %fold_sums.body66.us.epil.preheader

fold_sums.body66.us.epil.preheader:               ; preds = %noise83.us.loopexit.unr-lcssa, %fold_sums.body66.us.preheader
  %fold_sums68156.us.epil.init = phi i64 [ 0, %fold_sums.body66.us.preheader ], [ %1051, %noise83.us.loopexit.unr-lcssa ]
  %fold_value60.0155.us.epil.init = phi float [ 0.000000e+00, %fold_sums.body66.us.preheader ], [ %1050, %noise83.us.loopexit.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod704)
  br label %fold_sums.body66.us.epil

fold_sums.body66.us.epil:                         ; preds = %fold_sums.body66.us.epil, %fold_sums.body66.us.epil.preheader
  %fold_sums68156.us.epil = phi i64 [ %1091, %fold_sums.body66.us.epil ], [ %fold_sums68156.us.epil.init, %fold_sums.body66.us.epil.preheader ]
  %fold_value60.0155.us.epil = phi float [ %1090, %fold_sums.body66.us.epil ], [ %fold_value60.0155.us.epil.init, %fold_sums.body66.us.epil.preheader ]
  %epil.iter701 = phi i64 [ %epil.iter701.next, %fold_sums.body66.us.epil ], [ 0, %fold_sums.body66.us.epil.preheader ]
  %1088 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums68156.us.epil
  %1089 = load float, ptr %1088, align 4
  %1090 = fadd float %fold_value60.0155.us.epil, %1089
  %1091 = add nuw i64 %fold_sums68156.us.epil, 1
  %epil.iter701.next = add i64 %epil.iter701, 1
  %epil.iter701.cmp.not = icmp eq i64 %epil.iter701.next, %xtraiter700
  br i1 %epil.iter701.cmp.not, label %noise83.us.loopexit, label %fold_sums.body66.us.epil, !llvm.loop !16

noise83.us.loopexit:                              ; preds = %fold_sums.body66.us.epil, %noise83.us.loopexit.unr-lcssa
  %.lcssa683 = phi float [ %1050, %noise83.us.loopexit.unr-lcssa ], [ %1090, %fold_sums.body66.us.epil ]
  %1092 = fadd float %.lcssa682, -1.000000e+00
  %1093 = tail call float @llvm.fabs.f32(float %1092)
  %1094 = fcmp ogt float %1093, 0x3F60624DE0000000
  %1095 = select i1 %1094, float 1.000000e+00, float 0.000000e+00
  %1096 = fcmp olt float %.lcssa683, 0x3D71979980000000
  %1097 = tail call float @llvm.sqrt.f32(float %.lcssa683)
  %1098 = select i1 %1096, float 2.000000e+00, float 0.000000e+00
  %1099 = fadd float %1095, %1098
  %status_bits.us = fptoui float %1099 to i32
  %status86.us = load i32, ptr %137, align 4
  %1100 = or i32 %status86.us, %status_bits.us
  store i32 %1100, ptr %137, align 4
  br i1 %min.iters.check411, label %feature.body88.us.preheader, label %vector.memcheck398

vector.memcheck398:                               ; preds = %noise83.us.loopexit
  %scevgep403 = getelementptr i8, ptr %noise16.us208254, i64 %73
  %bound0407 = icmp ult ptr %scevgep399, %scevgep403
  %bound1408 = icmp ult ptr %noise16.us208254, %scevgep400
  %found.conflict409 = and i1 %bound0407, %bound1408
  %conflict.rdx410 = or i1 %found.conflict406, %found.conflict409
  br i1 %conflict.rdx410, label %feature.body88.us.preheader, label %vector.ph412

vector.ph412:                                     ; preds = %vector.memcheck398
  %broadcast.splatinsert415 = insertelement <8 x float> poison, float %.lcssa681, i64 0
  %broadcast.splat416 = shufflevector <8 x float> %broadcast.splatinsert415, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert419 = insertelement <8 x float> poison, float %.lcssa, i64 0
  %broadcast.splat420 = shufflevector <8 x float> %broadcast.splatinsert419, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert421 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat422 = shufflevector <8 x float> %broadcast.splatinsert421, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert423 = insertelement <8 x float> poison, float %1097, i64 0
  %broadcast.splat424 = shufflevector <8 x float> %broadcast.splatinsert423, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body425

vector.body425:                                   ; preds = %vector.body425, %vector.ph412
  %index426 = phi i64 [ 0, %vector.ph412 ], [ %index.next430, %vector.body425 ]
  %1101 = getelementptr inbounds float, ptr %135, i64 %index426
  %wide.load427 = load <8 x float>, ptr %1101, align 4, !alias.scope !18, !noalias !21
  %1102 = getelementptr inbounds float, ptr %136, i64 %index426
  %wide.load428 = load <8 x float>, ptr %1102, align 4, !alias.scope !24
  %1103 = fneg <8 x float> %wide.load428
  %1104 = fmul <8 x float> %broadcast.splat416, %wide.load427
  %1105 = fsub <8 x float> %1103, %1104
  %1106 = fmul <8 x float> %broadcast.splat418, %1105
  %1107 = fsub <8 x float> %wide.load427, %1106
  %1108 = getelementptr inbounds float, ptr %noise16.us208254, i64 %index426
  %wide.load429 = load <8 x float>, ptr %1108, align 4, !alias.scope !25
  %1109 = fmul <8 x float> %broadcast.splat420, %wide.load427
  %1110 = fsub <8 x float> %wide.load429, %1109
  %1111 = fmul <8 x float> %broadcast.splat422, %1110
  %1112 = fadd <8 x float> %1107, %1111
  %1113 = fdiv <8 x float> %1112, %broadcast.splat424
  %1114 = select i1 %1096, <8 x float> %wide.load427, <8 x float> %1113
  store <8 x float> %1114, ptr %1101, align 4, !alias.scope !18, !noalias !21
  %index.next430 = add nuw i64 %index426, 8
  %1115 = icmp eq i64 %index.next430, %n.vec414
  br i1 %1115, label %middle.block431, label %vector.body425, !llvm.loop !26

middle.block431:                                  ; preds = %vector.body425
  br i1 %cmp.n432, label %noise.done85.us, label %feature.body88.us.preheader

feature.body88.us.preheader:                      ; preds = %vector.memcheck398, %noise83.us.loopexit, %middle.block431
  %feature90162.us.ph = phi i64 [ 0, %vector.memcheck398 ], [ 0, %noise83.us.loopexit ], [ %n.vec414, %middle.block431 ]
  %.neg731 = or disjoint i64 %feature90162.us.ph, 1
  br i1 %lcmp.mod708.not, label %feature.body88.us.prol.loopexit, label %feature.body88.us.prol

feature.body88.us.prol:                           ; preds = %feature.body88.us.preheader
  %1116 = getelementptr inbounds float, ptr %135, i64 %feature90162.us.ph
  %1117 = load float, ptr %1116, align 4
  %1118 = getelementptr inbounds float, ptr %136, i64 %feature90162.us.ph
  %1119 = load float, ptr %1118, align 4
  %1120 = fneg float %1119
  %1121 = fmul float %.lcssa681, %1117
  %1122 = fsub float %1120, %1121
  %1123 = fmul float %eta, %1122
  %1124 = fsub float %1117, %1123
  %1125 = getelementptr inbounds float, ptr %noise16.us208254, i64 %feature90162.us.ph
  %1126 = load float, ptr %1125, align 4
  %1127 = fmul float %.lcssa, %1117
  %1128 = fsub float %1126, %1127
  %1129 = fmul float %noise_scale4.us, %1128
  %1130 = fadd float %1124, %1129
  %1131 = fdiv float %1130, %1097
  %1132 = select i1 %1096, float %1117, float %1131
  store float %1132, ptr %1116, align 4
  %1133 = or disjoint i64 %feature90162.us.ph, 1
  br label %feature.body88.us.prol.loopexit

feature.body88.us.prol.loopexit:                  ; preds = %feature.body88.us.prol, %feature.body88.us.preheader
  %feature90162.us.unr = phi i64 [ %feature90162.us.ph, %feature.body88.us.preheader ], [ %1133, %feature.body88.us.prol ]
  %1134 = icmp eq i64 %n_features, %.neg731
  br i1 %1134, label %noise.done85.us, label %feature.body88.us

feature.body88.us:                                ; preds = %feature.body88.us.prol.loopexit, %feature.body88.us
  %feature90162.us = phi i64 [ %1170, %feature.body88.us ], [ %feature90162.us.unr, %feature.body88.us.prol.loopexit ]
  %1135 = getelementptr inbounds float, ptr %135, i64 %feature90162.us
  %1136 = load float, ptr %1135, align 4
  %1137 = getelementptr inbounds float, ptr %136, i64 %feature90162.us
  %1138 = load float, ptr %1137, align 4
  %1139 = fneg float %1138
  %1140 = fmul float %.lcssa681, %1136
  %1141 = fsub float %1139, %1140
  %1142 = fmul float %eta, %1141
  %1143 = fsub float %1136, %1142
  %1144 = getelementptr inbounds float, ptr %noise16.us208254, i64 %feature90162.us
  %1145 = load float, ptr %1144, align 4
  %1146 = fmul float %.lcssa, %1136
  %1147 = fsub float %1145, %1146
  %1148 = fmul float %noise_scale4.us, %1147
  %1149 = fadd float %1143, %1148
  %1150 = fdiv float %1149, %1097
  %1151 = select i1 %1096, float %1136, float %1150
  store float %1151, ptr %1135, align 4
  %1152 = add nuw i64 %feature90162.us, 1
  %1153 = getelementptr inbounds float, ptr %135, i64 %1152
  %1154 = load float, ptr %1153, align 4
  %1155 = getelementptr inbounds float, ptr %136, i64 %1152
  %1156 = load float, ptr %1155, align 4
  %1157 = fneg float %1156
  %1158 = fmul float %.lcssa681, %1154
  %1159 = fsub float %1157, %1158
  %1160 = fmul float %eta, %1159
  %1161 = fsub float %1154, %1160
  %1162 = getelementptr inbounds float, ptr %noise16.us208254, i64 %1152
  %1163 = load float, ptr %1162, align 4
  %1164 = fmul float %.lcssa, %1154
  %1165 = fsub float %1163, %1164
  %1166 = fmul float %noise_scale4.us, %1165
  %1167 = fadd float %1161, %1166
  %1168 = fdiv float %1167, %1097
  %1169 = select i1 %1096, float %1154, float %1168
  store float %1169, ptr %1153, align 4
  %1170 = add nuw i64 %feature90162.us, 2
  %exitcond202.not.1 = icmp eq i64 %1170, %n_features
  br i1 %exitcond202.not.1, label %noise.done85.us, label %feature.body88.us, !llvm.loop !27

quiet84.us.loopexit.unr-lcssa:                    ; preds = %fold_sums.body79.us
  br i1 %lcmp.mod723.not, label %quiet84.us.loopexit, label %fold_sums.body79.us.epil.preheader

fold_sums.body79.us.epil.preheader:               ; preds = %quiet84.us.loopexit.unr-lcssa, %fold_sums.body79.us.preheader
  %fold_sums81160.us.epil.init = phi i64 [ 0, %fold_sums.body79.us.preheader ], [ %1326, %quiet84.us.loopexit.unr-lcssa ]
  %fold_value73.0159.us.epil.init = phi float [ 0.000000e+00, %fold_sums.body79.us.preheader ], [ %1325, %quiet84.us.loopexit.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod725)
  br label %fold_sums.body79.us.epil

fold_sums.body79.us.epil:                         ; preds = %fold_sums.body79.us.epil, %fold_sums.body79.us.epil.preheader
  %fold_sums81160.us.epil = phi i64 [ %1174, %fold_sums.body79.us.epil ], [ %fold_sums81160.us.epil.init, %fold_sums.body79.us.epil.preheader ]
  %fold_value73.0159.us.epil = phi float [ %1173, %fold_sums.body79.us.epil ], [ %fold_value73.0159.us.epil.init, %fold_sums.body79.us.epil.preheader ]
  %epil.iter722 = phi i64 [ %epil.iter722.next, %fold_sums.body79.us.epil ], [ 0, %fold_sums.body79.us.epil.preheader ]
  %1171 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums81160.us.epil
  %1172 = load float, ptr %1171, align 4
  %1173 = fadd float %fold_value73.0159.us.epil, %1172
  %1174 = add nuw i64 %fold_sums81160.us.epil, 1
  %epil.iter722.next = add i64 %epil.iter722, 1
  %epil.iter722.cmp.not = icmp eq i64 %epil.iter722.next, %xtraiter721
  br i1 %epil.iter722.cmp.not, label %quiet84.us.loopexit, label %fold_sums.body79.us.epil, !llvm.loop !28

quiet84.us.loopexit:                              ; preds = %fold_sums.body79.us.epil, %quiet84.us.loopexit.unr-lcssa
  %.lcssa686 = phi float [ %1325, %quiet84.us.loopexit.unr-lcssa ], [ %1173, %fold_sums.body79.us.epil ]
  %1175 = fadd float %.lcssa685, -1.000000e+00
  %1176 = tail call float @llvm.fabs.f32(float %1175)
  %1177 = fcmp ogt float %1176, 0x3F60624DE0000000
  %1178 = select i1 %1177, float 1.000000e+00, float 0.000000e+00
  %1179 = fcmp olt float %.lcssa686, 0x3D71979980000000
  %1180 = tail call float @llvm.sqrt.f32(float %.lcssa686)
  %1181 = select i1 %1179, float 2.000000e+00, float 0.000000e+00
  %1182 = fadd float %1178, %1181
  %status_bits91.us = fptoui float %1182 to i32
  %status92.us = load i32, ptr %137, align 4
  %1183 = or i32 %status92.us, %status_bits91.us
  store i32 %1183, ptr %137, align 4
  %brmerge = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge, label %feature.body94.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %quiet84.us.loopexit
  br i1 %min.iters.check276, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x float> poison, float %.lcssa684, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert279 = insertelement <8 x float> poison, float %1180, i64 0
  %broadcast.splat280 = shufflevector <8 x float> %broadcast.splatinsert279, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1184 = getelementptr inbounds float, ptr %135, i64 %index
  %1185 = getelementptr inbounds nuw i8, ptr %1184, i64 32
  %1186 = getelementptr inbounds nuw i8, ptr %1184, i64 64
  %1187 = getelementptr inbounds nuw i8, ptr %1184, i64 96
  %wide.load = load <8 x float>, ptr %1184, align 4, !alias.scope !29, !noalias !32
  %wide.load281 = load <8 x float>, ptr %1185, align 4, !alias.scope !29, !noalias !32
  %wide.load282 = load <8 x float>, ptr %1186, align 4, !alias.scope !29, !noalias !32
  %wide.load283 = load <8 x float>, ptr %1187, align 4, !alias.scope !29, !noalias !32
  %1188 = getelementptr inbounds float, ptr %136, i64 %index
  %1189 = getelementptr inbounds nuw i8, ptr %1188, i64 32
  %1190 = getelementptr inbounds nuw i8, ptr %1188, i64 64
  %1191 = getelementptr inbounds nuw i8, ptr %1188, i64 96
  %wide.load284 = load <8 x float>, ptr %1188, align 4, !alias.scope !32
  %wide.load285 = load <8 x float>, ptr %1189, align 4, !alias.scope !32
  %wide.load286 = load <8 x float>, ptr %1190, align 4, !alias.scope !32
  %wide.load287 = load <8 x float>, ptr %1191, align 4, !alias.scope !32
  %1192 = fneg <8 x float> %wide.load284
  %1193 = fneg <8 x float> %wide.load285
  %1194 = fneg <8 x float> %wide.load286
  %1195 = fneg <8 x float> %wide.load287
  %1196 = fmul <8 x float> %broadcast.splat, %wide.load
  %1197 = fmul <8 x float> %broadcast.splat, %wide.load281
  %1198 = fmul <8 x float> %broadcast.splat, %wide.load282
  %1199 = fmul <8 x float> %broadcast.splat, %wide.load283
  %1200 = fsub <8 x float> %1192, %1196
  %1201 = fsub <8 x float> %1193, %1197
  %1202 = fsub <8 x float> %1194, %1198
  %1203 = fsub <8 x float> %1195, %1199
  %1204 = fmul <8 x float> %broadcast.splat278, %1200
  %1205 = fmul <8 x float> %broadcast.splat278, %1201
  %1206 = fmul <8 x float> %broadcast.splat278, %1202
  %1207 = fmul <8 x float> %broadcast.splat278, %1203
  %1208 = fsub <8 x float> %wide.load, %1204
  %1209 = fsub <8 x float> %wide.load281, %1205
  %1210 = fsub <8 x float> %wide.load282, %1206
  %1211 = fsub <8 x float> %wide.load283, %1207
  %1212 = fdiv <8 x float> %1208, %broadcast.splat280
  %1213 = fdiv <8 x float> %1209, %broadcast.splat280
  %1214 = fdiv <8 x float> %1210, %broadcast.splat280
  %1215 = fdiv <8 x float> %1211, %broadcast.splat280
  %1216 = select i1 %1179, <8 x float> %wide.load, <8 x float> %1212
  %1217 = select i1 %1179, <8 x float> %wide.load281, <8 x float> %1213
  %1218 = select i1 %1179, <8 x float> %wide.load282, <8 x float> %1214
  %1219 = select i1 %1179, <8 x float> %wide.load283, <8 x float> %1215
  store <8 x float> %1216, ptr %1184, align 4, !alias.scope !29, !noalias !32
  store <8 x float> %1217, ptr %1185, align 4, !alias.scope !29, !noalias !32
  store <8 x float> %1218, ptr %1186, align 4, !alias.scope !29, !noalias !32
  store <8 x float> %1219, ptr %1187, align 4, !alias.scope !29, !noalias !32
  %index.next = add nuw i64 %index, 32
  %1220 = icmp eq i64 %index.next, %n.vec
  br i1 %1220, label %middle.block, label %vector.body, !llvm.loop !34

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done85.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body94.us.preheader, label %vec.epilog.ph, !prof !35

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert290 = insertelement <4 x float> poison, float %.lcssa684, i64 0
  %broadcast.splat291 = shufflevector <4 x float> %broadcast.splatinsert290, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert294 = insertelement <4 x float> poison, float %1180, i64 0
  %broadcast.splat295 = shufflevector <4 x float> %broadcast.splatinsert294, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index296 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next299, %vec.epilog.vector.body ]
  %1221 = getelementptr inbounds float, ptr %135, i64 %index296
  %wide.load297 = load <4 x float>, ptr %1221, align 4, !alias.scope !29, !noalias !32
  %1222 = getelementptr inbounds float, ptr %136, i64 %index296
  %wide.load298 = load <4 x float>, ptr %1222, align 4, !alias.scope !32
  %1223 = fneg <4 x float> %wide.load298
  %1224 = fmul <4 x float> %broadcast.splat291, %wide.load297
  %1225 = fsub <4 x float> %1223, %1224
  %1226 = fmul <4 x float> %broadcast.splat293, %1225
  %1227 = fsub <4 x float> %wide.load297, %1226
  %1228 = fdiv <4 x float> %1227, %broadcast.splat295
  %1229 = select i1 %1179, <4 x float> %wide.load297, <4 x float> %1228
  store <4 x float> %1229, ptr %1221, align 4, !alias.scope !29, !noalias !32
  %index.next299 = add nuw i64 %index296, 4
  %1230 = icmp eq i64 %index.next299, %n.vec289
  br i1 %1230, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !36

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n300, label %noise.done85.us, label %feature.body94.us.preheader

feature.body94.us.preheader:                      ; preds = %quiet84.us.loopexit, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature96163.us.ph = phi i64 [ 0, %quiet84.us.loopexit ], [ %n.vec289, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  br i1 %lcmp.mod729.not, label %feature.body94.us.prol.loopexit, label %feature.body94.us.prol

feature.body94.us.prol:                           ; preds = %feature.body94.us.preheader, %feature.body94.us.prol
  %feature96163.us.prol = phi i64 [ %1242, %feature.body94.us.prol ], [ %feature96163.us.ph, %feature.body94.us.preheader ]
  %prol.iter730 = phi i64 [ %prol.iter730.next, %feature.body94.us.prol ], [ 0, %feature.body94.us.preheader ]
  %1231 = getelementptr inbounds float, ptr %135, i64 %feature96163.us.prol
  %1232 = load float, ptr %1231, align 4
  %1233 = getelementptr inbounds float, ptr %136, i64 %feature96163.us.prol
  %1234 = load float, ptr %1233, align 4
  %1235 = fneg float %1234
  %1236 = fmul float %.lcssa684, %1232
  %1237 = fsub float %1235, %1236
  %1238 = fmul float %eta, %1237
  %1239 = fsub float %1232, %1238
  %1240 = fdiv float %1239, %1180
  %1241 = select i1 %1179, float %1232, float %1240
  store float %1241, ptr %1231, align 4
  %1242 = add nuw i64 %feature96163.us.prol, 1
  %prol.iter730.next = add i64 %prol.iter730, 1
  %prol.iter730.cmp.not = icmp eq i64 %prol.iter730.next, %xtraiter728
  br i1 %prol.iter730.cmp.not, label %feature.body94.us.prol.loopexit, label %feature.body94.us.prol, !llvm.loop !37

feature.body94.us.prol.loopexit:                  ; preds = %feature.body94.us.prol, %feature.body94.us.preheader
  %feature96163.us.unr = phi i64 [ %feature96163.us.ph, %feature.body94.us.preheader ], [ %1242, %feature.body94.us.prol ]
  %1243 = sub i64 %feature96163.us.ph, %n_features
  %1244 = icmp ugt i64 %1243, -4
  br i1 %1244, label %noise.done85.us, label %feature.body94.us

noise.done85.us.sink.split:                       ; preds = %feature.header29.preheader.us, %feature.header.preheader.us
  %status92.us.c = load i32, ptr %137, align 4
  %1245 = or i32 %status92.us.c, 3
  store i32 %1245, ptr %137, align 4
  br label %noise.done85.us

noise.done85.us:                                  ; preds = %feature.body88.us.prol.loopexit, %feature.body88.us, %feature.body94.us.prol.loopexit, %feature.body94.us, %noise.done85.us.sink.split, %middle.block431, %middle.block, %vec.epilog.middle.block
  %t_next.us = fmul float %anneal_ratio, %temperature1.0164.us
  %1246 = add nuw i64 %step3165.us, 1
  %exitcond204.not = icmp eq i64 %1246, %steps
  br i1 %exitcond204.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body94.us:                                ; preds = %feature.body94.us.prol.loopexit, %feature.body94.us
  %feature96163.us = phi i64 [ %1294, %feature.body94.us ], [ %feature96163.us.unr, %feature.body94.us.prol.loopexit ]
  %1247 = getelementptr inbounds float, ptr %135, i64 %feature96163.us
  %1248 = load float, ptr %1247, align 4
  %1249 = getelementptr inbounds float, ptr %136, i64 %feature96163.us
  %1250 = load float, ptr %1249, align 4
  %1251 = fneg float %1250
  %1252 = fmul float %.lcssa684, %1248
  %1253 = fsub float %1251, %1252
  %1254 = fmul float %eta, %1253
  %1255 = fsub float %1248, %1254
  %1256 = fdiv float %1255, %1180
  %1257 = select i1 %1179, float %1248, float %1256
  store float %1257, ptr %1247, align 4
  %1258 = add nuw i64 %feature96163.us, 1
  %1259 = getelementptr inbounds float, ptr %135, i64 %1258
  %1260 = load float, ptr %1259, align 4
  %1261 = getelementptr inbounds float, ptr %136, i64 %1258
  %1262 = load float, ptr %1261, align 4
  %1263 = fneg float %1262
  %1264 = fmul float %.lcssa684, %1260
  %1265 = fsub float %1263, %1264
  %1266 = fmul float %eta, %1265
  %1267 = fsub float %1260, %1266
  %1268 = fdiv float %1267, %1180
  %1269 = select i1 %1179, float %1260, float %1268
  store float %1269, ptr %1259, align 4
  %1270 = add nuw i64 %feature96163.us, 2
  %1271 = getelementptr inbounds float, ptr %135, i64 %1270
  %1272 = load float, ptr %1271, align 4
  %1273 = getelementptr inbounds float, ptr %136, i64 %1270
  %1274 = load float, ptr %1273, align 4
  %1275 = fneg float %1274
  %1276 = fmul float %.lcssa684, %1272
  %1277 = fsub float %1275, %1276
  %1278 = fmul float %eta, %1277
  %1279 = fsub float %1272, %1278
  %1280 = fdiv float %1279, %1180
  %1281 = select i1 %1179, float %1272, float %1280
  store float %1281, ptr %1271, align 4
  %1282 = add nuw i64 %feature96163.us, 3
  %1283 = getelementptr inbounds float, ptr %135, i64 %1282
  %1284 = load float, ptr %1283, align 4
  %1285 = getelementptr inbounds float, ptr %136, i64 %1282
  %1286 = load float, ptr %1285, align 4
  %1287 = fneg float %1286
  %1288 = fmul float %.lcssa684, %1284
  %1289 = fsub float %1287, %1288
  %1290 = fmul float %eta, %1289
  %1291 = fsub float %1284, %1290
  %1292 = fdiv float %1291, %1180
  %1293 = select i1 %1179, float %1284, float %1292
  store float %1293, ptr %1283, align 4
  %1294 = add nuw i64 %feature96163.us, 4
  %exitcond203.not.3 = icmp eq i64 %1294, %n_features
  br i1 %exitcond203.not.3, label %noise.done85.us, label %feature.body94.us, !llvm.loop !38

fold_sums.body79.us:                              ; preds = %fold_sums.body79.us.preheader, %fold_sums.body79.us
  %fold_sums81160.us = phi i64 [ %1326, %fold_sums.body79.us ], [ 0, %fold_sums.body79.us.preheader ]
  %fold_value73.0159.us = phi float [ %1325, %fold_sums.body79.us ], [ 0.000000e+00, %fold_sums.body79.us.preheader ]
  %niter727 = phi i64 [ %niter727.next.7, %fold_sums.body79.us ], [ 0, %fold_sums.body79.us.preheader ]
  %1295 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums81160.us
  %1296 = load float, ptr %1295, align 4
  %1297 = fadd float %fold_value73.0159.us, %1296
  %1298 = getelementptr float, ptr %scratch, i64 %fold_sums81160.us
  %1299 = getelementptr i8, ptr %1298, i64 4
  %1300 = load float, ptr %1299, align 4
  %1301 = fadd float %1297, %1300
  %1302 = getelementptr float, ptr %scratch, i64 %fold_sums81160.us
  %1303 = getelementptr i8, ptr %1302, i64 8
  %1304 = load float, ptr %1303, align 4
  %1305 = fadd float %1301, %1304
  %1306 = getelementptr float, ptr %scratch, i64 %fold_sums81160.us
  %1307 = getelementptr i8, ptr %1306, i64 12
  %1308 = load float, ptr %1307, align 4
  %1309 = fadd float %1305, %1308
  %1310 = getelementptr float, ptr %scratch, i64 %fold_sums81160.us
  %1311 = getelementptr i8, ptr %1310, i64 16
  %1312 = load float, ptr %1311, align 4
  %1313 = fadd float %1309, %1312
  %1314 = getelementptr float, ptr %scratch, i64 %fold_sums81160.us
  %1315 = getelementptr i8, ptr %1314, i64 20
  %1316 = load float, ptr %1315, align 4
  %1317 = fadd float %1313, %1316
  %1318 = getelementptr float, ptr %scratch, i64 %fold_sums81160.us
  %1319 = getelementptr i8, ptr %1318, i64 24
  %1320 = load float, ptr %1319, align 4
  %1321 = fadd float %1317, %1320
  %1322 = getelementptr float, ptr %scratch, i64 %fold_sums81160.us
  %1323 = getelementptr i8, ptr %1322, i64 28
  %1324 = load float, ptr %1323, align 4
  %1325 = fadd float %1321, %1324
  %1326 = add nuw i64 %fold_sums81160.us, 8
  %niter727.next.7 = add i64 %niter727, 8
  %niter727.ncmp.7 = icmp eq i64 %niter727.next.7, %unroll_iter726
  br i1 %niter727.ncmp.7, label %quiet84.us.loopexit.unr-lcssa, label %fold_sums.body79.us

feature.body70.us:                                ; preds = %feature.body70.us.prol.loopexit, %feature.body70.us
  %feature72158.us = phi i64 [ %1374, %feature.body70.us ], [ %feature72158.us.unr, %feature.body70.us.prol.loopexit ]
  %1327 = getelementptr inbounds float, ptr %135, i64 %feature72158.us
  %1328 = load float, ptr %1327, align 4
  %1329 = getelementptr inbounds float, ptr %136, i64 %feature72158.us
  %1330 = load float, ptr %1329, align 4
  %1331 = fneg float %1330
  %1332 = fmul float %.lcssa684, %1328
  %1333 = fsub float %1331, %1332
  %1334 = fmul float %eta, %1333
  %1335 = fsub float %1328, %1334
  %1336 = fmul float %1335, %1335
  %1337 = getelementptr inbounds float, ptr %scratch, i64 %feature72158.us
  store float %1336, ptr %1337, align 4
  %1338 = add nuw i64 %feature72158.us, 1
  %1339 = getelementptr inbounds float, ptr %135, i64 %1338
  %1340 = load float, ptr %1339, align 4
  %1341 = getelementptr inbounds float, ptr %136, i64 %1338
  %1342 = load float, ptr %1341, align 4
  %1343 = fneg float %1342
  %1344 = fmul float %.lcssa684, %1340
  %1345 = fsub float %1343, %1344
  %1346 = fmul float %eta, %1345
  %1347 = fsub float %1340, %1346
  %1348 = fmul float %1347, %1347
  %1349 = getelementptr inbounds float, ptr %scratch, i64 %1338
  store float %1348, ptr %1349, align 4
  %1350 = add nuw i64 %feature72158.us, 2
  %1351 = getelementptr inbounds float, ptr %135, i64 %1350
  %1352 = load float, ptr %1351, align 4
  %1353 = getelementptr inbounds float, ptr %136, i64 %1350
  %1354 = load float, ptr %1353, align 4
  %1355 = fneg float %1354
  %1356 = fmul float %.lcssa684, %1352
  %1357 = fsub float %1355, %1356
  %1358 = fmul float %eta, %1357
  %1359 = fsub float %1352, %1358
  %1360 = fmul float %1359, %1359
  %1361 = getelementptr inbounds float, ptr %scratch, i64 %1350
  store float %1360, ptr %1361, align 4
  %1362 = add nuw i64 %feature72158.us, 3
  %1363 = getelementptr inbounds float, ptr %135, i64 %1362
  %1364 = load float, ptr %1363, align 4
  %1365 = getelementptr inbounds float, ptr %136, i64 %1362
  %1366 = load float, ptr %1365, align 4
  %1367 = fneg float %1366
  %1368 = fmul float %.lcssa684, %1364
  %1369 = fsub float %1367, %1368
  %1370 = fmul float %eta, %1369
  %1371 = fsub float %1364, %1370
  %1372 = fmul float %1371, %1371
  %1373 = getelementptr inbounds float, ptr %scratch, i64 %1362
  store float %1372, ptr %1373, align 4
  %1374 = add nuw i64 %feature72158.us, 4
  %exitcond200.not.3 = icmp eq i64 %1374, %n_features
  br i1 %exitcond200.not.3, label %fold_sums.body79.us.preheader, label %feature.body70.us, !llvm.loop !39

fold_sums.body49.us:                              ; preds = %fold_sums.body49.us.preheader, %fold_sums.body49.us
  %fold_sums51150.us = phi i64 [ %1430, %fold_sums.body49.us ], [ 0, %fold_sums.body49.us.preheader ]
  %fold_value38.0148.us = phi float [ %1429, %fold_sums.body49.us ], [ 0.000000e+00, %fold_sums.body49.us.preheader ]
  %fold_value33.0147.us = phi float [ %1426, %fold_sums.body49.us ], [ 0.000000e+00, %fold_sums.body49.us.preheader ]
  %niter718 = phi i64 [ %niter718.next.7, %fold_sums.body49.us ], [ 0, %fold_sums.body49.us.preheader ]
  %1375 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums51150.us
  %1376 = load float, ptr %1375, align 4
  %1377 = fadd float %fold_value33.0147.us, %1376
  %1378 = getelementptr inbounds float, ptr %42, i64 %fold_sums51150.us
  %1379 = load float, ptr %1378, align 4
  %1380 = fadd float %fold_value38.0148.us, %1379
  %1381 = or disjoint i64 %fold_sums51150.us, 1
  %1382 = getelementptr inbounds float, ptr %scratch, i64 %1381
  %1383 = load float, ptr %1382, align 4
  %1384 = fadd float %1377, %1383
  %1385 = getelementptr inbounds float, ptr %42, i64 %1381
  %1386 = load float, ptr %1385, align 4
  %1387 = fadd float %1380, %1386
  %1388 = or disjoint i64 %fold_sums51150.us, 2
  %1389 = getelementptr inbounds float, ptr %scratch, i64 %1388
  %1390 = load float, ptr %1389, align 4
  %1391 = fadd float %1384, %1390
  %1392 = getelementptr inbounds float, ptr %42, i64 %1388
  %1393 = load float, ptr %1392, align 4
  %1394 = fadd float %1387, %1393
  %1395 = or disjoint i64 %fold_sums51150.us, 3
  %1396 = getelementptr inbounds float, ptr %scratch, i64 %1395
  %1397 = load float, ptr %1396, align 4
  %1398 = fadd float %1391, %1397
  %1399 = getelementptr inbounds float, ptr %42, i64 %1395
  %1400 = load float, ptr %1399, align 4
  %1401 = fadd float %1394, %1400
  %1402 = or disjoint i64 %fold_sums51150.us, 4
  %1403 = getelementptr inbounds float, ptr %scratch, i64 %1402
  %1404 = load float, ptr %1403, align 4
  %1405 = fadd float %1398, %1404
  %1406 = getelementptr inbounds float, ptr %42, i64 %1402
  %1407 = load float, ptr %1406, align 4
  %1408 = fadd float %1401, %1407
  %1409 = or disjoint i64 %fold_sums51150.us, 5
  %1410 = getelementptr inbounds float, ptr %scratch, i64 %1409
  %1411 = load float, ptr %1410, align 4
  %1412 = fadd float %1405, %1411
  %1413 = getelementptr inbounds float, ptr %42, i64 %1409
  %1414 = load float, ptr %1413, align 4
  %1415 = fadd float %1408, %1414
  %1416 = or disjoint i64 %fold_sums51150.us, 6
  %1417 = getelementptr inbounds float, ptr %scratch, i64 %1416
  %1418 = load float, ptr %1417, align 4
  %1419 = fadd float %1412, %1418
  %1420 = getelementptr inbounds float, ptr %42, i64 %1416
  %1421 = load float, ptr %1420, align 4
  %1422 = fadd float %1415, %1421
  %1423 = or disjoint i64 %fold_sums51150.us, 7
  %1424 = getelementptr inbounds float, ptr %scratch, i64 %1423
  %1425 = load float, ptr %1424, align 4
  %1426 = fadd float %1419, %1425
  %1427 = getelementptr inbounds float, ptr %42, i64 %1423
  %1428 = load float, ptr %1427, align 4
  %1429 = fadd float %1422, %1428
  %1430 = add nuw i64 %fold_sums51150.us, 8
  %niter718.next.7 = add i64 %niter718, 8
  %niter718.ncmp.7 = icmp eq i64 %niter718.next.7, %unroll_iter717
  br i1 %niter718.ncmp.7, label %iter.check308.unr-lcssa, label %fold_sums.body49.us

feature.body30.us:                                ; preds = %feature.body30.us.prol.loopexit, %feature.body30.us
  %feature32146.us = phi i64 [ %1454, %feature.body30.us ], [ %feature32146.us.unr, %feature.body30.us.prol.loopexit ]
  %1431 = getelementptr inbounds float, ptr %135, i64 %feature32146.us
  %1432 = load float, ptr %1431, align 4
  %1433 = fmul float %1432, %1432
  %1434 = getelementptr inbounds float, ptr %136, i64 %feature32146.us
  %1435 = load float, ptr %1434, align 4
  %1436 = fneg float %1435
  %1437 = fmul float %1432, %1436
  %1438 = fmul float %1432, 0.000000e+00
  %1439 = getelementptr inbounds float, ptr %scratch, i64 %feature32146.us
  store float %1433, ptr %1439, align 4
  %1440 = getelementptr float, ptr %42, i64 %feature32146.us
  store float %1437, ptr %1440, align 4
  %1441 = getelementptr float, ptr %43, i64 %feature32146.us
  store float %1438, ptr %1441, align 4
  %1442 = add nuw i64 %feature32146.us, 1
  %1443 = getelementptr inbounds float, ptr %135, i64 %1442
  %1444 = load float, ptr %1443, align 4
  %1445 = fmul float %1444, %1444
  %1446 = getelementptr inbounds float, ptr %136, i64 %1442
  %1447 = load float, ptr %1446, align 4
  %1448 = fneg float %1447
  %1449 = fmul float %1444, %1448
  %1450 = fmul float %1444, 0.000000e+00
  %1451 = getelementptr inbounds float, ptr %scratch, i64 %1442
  store float %1445, ptr %1451, align 4
  %1452 = getelementptr float, ptr %42, i64 %1442
  store float %1449, ptr %1452, align 4
  %1453 = getelementptr float, ptr %43, i64 %1442
  store float %1450, ptr %1453, align 4
  %1454 = add nuw i64 %feature32146.us, 2
  %exitcond196.not.1 = icmp eq i64 %1454, %n_features
  br i1 %exitcond196.not.1, label %fold_sums.body49.us.preheader, label %feature.body30.us, !llvm.loop !40

iter.check308.unr-lcssa:                          ; preds = %fold_sums.body49.us
  br i1 %lcmp.mod713.not, label %iter.check308, label %fold_sums.body49.us.epil.preheader

fold_sums.body49.us.epil.preheader:               ; preds = %iter.check308.unr-lcssa, %fold_sums.body49.us.preheader
  %fold_sums51150.us.epil.init = phi i64 [ 0, %fold_sums.body49.us.preheader ], [ %1430, %iter.check308.unr-lcssa ]
  %fold_value38.0148.us.epil.init = phi float [ 0.000000e+00, %fold_sums.body49.us.preheader ], [ %1429, %iter.check308.unr-lcssa ]
  %fold_value33.0147.us.epil.init = phi float [ 0.000000e+00, %fold_sums.body49.us.preheader ], [ %1426, %iter.check308.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod716)
  br label %fold_sums.body49.us.epil

fold_sums.body49.us.epil:                         ; preds = %fold_sums.body49.us.epil, %fold_sums.body49.us.epil.preheader
  %fold_sums51150.us.epil = phi i64 [ %1461, %fold_sums.body49.us.epil ], [ %fold_sums51150.us.epil.init, %fold_sums.body49.us.epil.preheader ]
  %fold_value38.0148.us.epil = phi float [ %1460, %fold_sums.body49.us.epil ], [ %fold_value38.0148.us.epil.init, %fold_sums.body49.us.epil.preheader ]
  %fold_value33.0147.us.epil = phi float [ %1457, %fold_sums.body49.us.epil ], [ %fold_value33.0147.us.epil.init, %fold_sums.body49.us.epil.preheader ]
  %epil.iter712 = phi i64 [ %epil.iter712.next, %fold_sums.body49.us.epil ], [ 0, %fold_sums.body49.us.epil.preheader ]
  %1455 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums51150.us.epil
  %1456 = load float, ptr %1455, align 4
  %1457 = fadd float %fold_value33.0147.us.epil, %1456
  %1458 = getelementptr inbounds float, ptr %42, i64 %fold_sums51150.us.epil
  %1459 = load float, ptr %1458, align 4
  %1460 = fadd float %fold_value38.0148.us.epil, %1459
  %1461 = add nuw i64 %fold_sums51150.us.epil, 1
  %epil.iter712.next = add i64 %epil.iter712, 1
  %epil.iter712.cmp.not = icmp eq i64 %epil.iter712.next, %xtraiter711
  br i1 %epil.iter712.cmp.not, label %iter.check308, label %fold_sums.body49.us.epil, !llvm.loop !41

iter.check308:                                    ; preds = %fold_sums.body49.us.epil, %iter.check308.unr-lcssa
  %.lcssa685 = phi float [ %1426, %iter.check308.unr-lcssa ], [ %1457, %fold_sums.body49.us.epil ]
  %.lcssa684 = phi float [ %1429, %iter.check308.unr-lcssa ], [ %1460, %fold_sums.body49.us.epil ]
  %brmerge758 = select i1 %min.iters.check306, i1 true, i1 %conflict.rdx
  br i1 %brmerge758, label %feature.body70.us.preheader, label %vector.main.loop.iter.check310

vector.main.loop.iter.check310:                   ; preds = %iter.check308
  br i1 %min.iters.check309, label %vec.epilog.ph335, label %vector.ph311

vector.ph311:                                     ; preds = %vector.main.loop.iter.check310
  %broadcast.splatinsert314 = insertelement <8 x float> poison, float %.lcssa684, i64 0
  %broadcast.splat315 = shufflevector <8 x float> %broadcast.splatinsert314, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body318

vector.body318:                                   ; preds = %vector.body318, %vector.ph311
  %index319 = phi i64 [ 0, %vector.ph311 ], [ %index.next328, %vector.body318 ]
  %1462 = getelementptr inbounds float, ptr %135, i64 %index319
  %1463 = getelementptr inbounds nuw i8, ptr %1462, i64 32
  %1464 = getelementptr inbounds nuw i8, ptr %1462, i64 64
  %1465 = getelementptr inbounds nuw i8, ptr %1462, i64 96
  %wide.load320 = load <8 x float>, ptr %1462, align 4
  %wide.load321 = load <8 x float>, ptr %1463, align 4
  %wide.load322 = load <8 x float>, ptr %1464, align 4
  %wide.load323 = load <8 x float>, ptr %1465, align 4
  %1466 = getelementptr inbounds float, ptr %136, i64 %index319
  %1467 = getelementptr inbounds nuw i8, ptr %1466, i64 32
  %1468 = getelementptr inbounds nuw i8, ptr %1466, i64 64
  %1469 = getelementptr inbounds nuw i8, ptr %1466, i64 96
  %wide.load324 = load <8 x float>, ptr %1466, align 4
  %wide.load325 = load <8 x float>, ptr %1467, align 4
  %wide.load326 = load <8 x float>, ptr %1468, align 4
  %wide.load327 = load <8 x float>, ptr %1469, align 4
  %1470 = fneg <8 x float> %wide.load324
  %1471 = fneg <8 x float> %wide.load325
  %1472 = fneg <8 x float> %wide.load326
  %1473 = fneg <8 x float> %wide.load327
  %1474 = fmul <8 x float> %broadcast.splat315, %wide.load320
  %1475 = fmul <8 x float> %broadcast.splat315, %wide.load321
  %1476 = fmul <8 x float> %broadcast.splat315, %wide.load322
  %1477 = fmul <8 x float> %broadcast.splat315, %wide.load323
  %1478 = fsub <8 x float> %1470, %1474
  %1479 = fsub <8 x float> %1471, %1475
  %1480 = fsub <8 x float> %1472, %1476
  %1481 = fsub <8 x float> %1473, %1477
  %1482 = fmul <8 x float> %broadcast.splat317, %1478
  %1483 = fmul <8 x float> %broadcast.splat317, %1479
  %1484 = fmul <8 x float> %broadcast.splat317, %1480
  %1485 = fmul <8 x float> %broadcast.splat317, %1481
  %1486 = fsub <8 x float> %wide.load320, %1482
  %1487 = fsub <8 x float> %wide.load321, %1483
  %1488 = fsub <8 x float> %wide.load322, %1484
  %1489 = fsub <8 x float> %wide.load323, %1485
  %1490 = fmul <8 x float> %1486, %1486
  %1491 = fmul <8 x float> %1487, %1487
  %1492 = fmul <8 x float> %1488, %1488
  %1493 = fmul <8 x float> %1489, %1489
  %1494 = getelementptr inbounds float, ptr %scratch, i64 %index319
  %1495 = getelementptr inbounds nuw i8, ptr %1494, i64 32
  %1496 = getelementptr inbounds nuw i8, ptr %1494, i64 64
  %1497 = getelementptr inbounds nuw i8, ptr %1494, i64 96
  store <8 x float> %1490, ptr %1494, align 4
  store <8 x float> %1491, ptr %1495, align 4
  store <8 x float> %1492, ptr %1496, align 4
  store <8 x float> %1493, ptr %1497, align 4
  %index.next328 = add nuw i64 %index319, 32
  %1498 = icmp eq i64 %index.next328, %n.vec313
  br i1 %1498, label %middle.block329, label %vector.body318, !llvm.loop !42

middle.block329:                                  ; preds = %vector.body318
  br i1 %cmp.n330, label %fold_sums.body79.us.preheader, label %vec.epilog.iter.check333

fold_sums.body79.us.preheader:                    ; preds = %feature.body70.us.prol.loopexit, %feature.body70.us, %vec.epilog.middle.block347, %middle.block329
  br i1 %108, label %fold_sums.body79.us.epil.preheader, label %fold_sums.body79.us

vec.epilog.iter.check333:                         ; preds = %middle.block329
  br i1 %min.epilog.iters.check334, label %feature.body70.us.preheader, label %vec.epilog.ph335, !prof !35

vec.epilog.ph335:                                 ; preds = %vector.main.loop.iter.check310, %vec.epilog.iter.check333
  %vec.epilog.resume.val331 = phi i64 [ %n.vec313, %vec.epilog.iter.check333 ], [ 0, %vector.main.loop.iter.check310 ]
  %broadcast.splatinsert338 = insertelement <4 x float> poison, float %.lcssa684, i64 0
  %broadcast.splat339 = shufflevector <4 x float> %broadcast.splatinsert338, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body342

vec.epilog.vector.body342:                        ; preds = %vec.epilog.vector.body342, %vec.epilog.ph335
  %index343 = phi i64 [ %vec.epilog.resume.val331, %vec.epilog.ph335 ], [ %index.next346, %vec.epilog.vector.body342 ]
  %1499 = getelementptr inbounds float, ptr %135, i64 %index343
  %wide.load344 = load <4 x float>, ptr %1499, align 4
  %1500 = getelementptr inbounds float, ptr %136, i64 %index343
  %wide.load345 = load <4 x float>, ptr %1500, align 4
  %1501 = fneg <4 x float> %wide.load345
  %1502 = fmul <4 x float> %broadcast.splat339, %wide.load344
  %1503 = fsub <4 x float> %1501, %1502
  %1504 = fmul <4 x float> %broadcast.splat341, %1503
  %1505 = fsub <4 x float> %wide.load344, %1504
  %1506 = fmul <4 x float> %1505, %1505
  %1507 = getelementptr inbounds float, ptr %scratch, i64 %index343
  store <4 x float> %1506, ptr %1507, align 4
  %index.next346 = add nuw i64 %index343, 4
  %1508 = icmp eq i64 %index.next346, %n.vec337
  br i1 %1508, label %vec.epilog.middle.block347, label %vec.epilog.vector.body342, !llvm.loop !43

vec.epilog.middle.block347:                       ; preds = %vec.epilog.vector.body342
  br i1 %cmp.n348, label %fold_sums.body79.us.preheader, label %feature.body70.us.preheader

feature.body70.us.preheader:                      ; preds = %iter.check308, %vec.epilog.iter.check333, %vec.epilog.middle.block347
  %feature72158.us.ph = phi i64 [ 0, %iter.check308 ], [ %n.vec337, %vec.epilog.middle.block347 ], [ %n.vec313, %vec.epilog.iter.check333 ]
  br i1 %lcmp.mod720.not, label %feature.body70.us.prol.loopexit, label %feature.body70.us.prol

feature.body70.us.prol:                           ; preds = %feature.body70.us.preheader, %feature.body70.us.prol
  %feature72158.us.prol = phi i64 [ %1520, %feature.body70.us.prol ], [ %feature72158.us.ph, %feature.body70.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body70.us.prol ], [ 0, %feature.body70.us.preheader ]
  %1509 = getelementptr inbounds float, ptr %135, i64 %feature72158.us.prol
  %1510 = load float, ptr %1509, align 4
  %1511 = getelementptr inbounds float, ptr %136, i64 %feature72158.us.prol
  %1512 = load float, ptr %1511, align 4
  %1513 = fneg float %1512
  %1514 = fmul float %.lcssa684, %1510
  %1515 = fsub float %1513, %1514
  %1516 = fmul float %eta, %1515
  %1517 = fsub float %1510, %1516
  %1518 = fmul float %1517, %1517
  %1519 = getelementptr inbounds float, ptr %scratch, i64 %feature72158.us.prol
  store float %1518, ptr %1519, align 4
  %1520 = add nuw i64 %feature72158.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter719
  br i1 %prol.iter.cmp.not, label %feature.body70.us.prol.loopexit, label %feature.body70.us.prol, !llvm.loop !44

feature.body70.us.prol.loopexit:                  ; preds = %feature.body70.us.prol, %feature.body70.us.preheader
  %feature72158.us.unr = phi i64 [ %feature72158.us.ph, %feature.body70.us.preheader ], [ %1520, %feature.body70.us.prol ]
  %1521 = sub i64 %feature72158.us.ph, %n_features
  %1522 = icmp ugt i64 %1521, -4
  br i1 %1522, label %fold_sums.body79.us.preheader, label %feature.body70.us

iter.check444.unr-lcssa:                          ; preds = %fold_sums.body.us
  br i1 %lcmp.mod691.not, label %iter.check444, label %fold_sums.body.us.epil.preheader

fold_sums.body.us.epil.preheader:                 ; preds = %iter.check444.unr-lcssa, %fold_sums.body.us.preheader
  %fold_sums143.us.epil.init = phi i64 [ 0, %fold_sums.body.us.preheader ], [ %991, %iter.check444.unr-lcssa ]
  %fold_value.0142.us.epil.init = phi float [ 0.000000e+00, %fold_sums.body.us.preheader ], [ %984, %iter.check444.unr-lcssa ]
  %fold_value19.0141.us.epil.init = phi float [ 0.000000e+00, %fold_sums.body.us.preheader ], [ %987, %iter.check444.unr-lcssa ]
  %fold_value24.0140.us.epil.init = phi float [ 0.000000e+00, %fold_sums.body.us.preheader ], [ %990, %iter.check444.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod695)
  br label %fold_sums.body.us.epil

fold_sums.body.us.epil:                           ; preds = %fold_sums.body.us.epil, %fold_sums.body.us.epil.preheader
  %fold_sums143.us.epil = phi i64 [ %1532, %fold_sums.body.us.epil ], [ %fold_sums143.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value.0142.us.epil = phi float [ %1525, %fold_sums.body.us.epil ], [ %fold_value.0142.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value19.0141.us.epil = phi float [ %1528, %fold_sums.body.us.epil ], [ %fold_value19.0141.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value24.0140.us.epil = phi float [ %1531, %fold_sums.body.us.epil ], [ %fold_value24.0140.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.us.epil ], [ 0, %fold_sums.body.us.epil.preheader ]
  %1523 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums143.us.epil
  %1524 = load float, ptr %1523, align 4
  %1525 = fadd float %fold_value.0142.us.epil, %1524
  %1526 = getelementptr inbounds float, ptr %42, i64 %fold_sums143.us.epil
  %1527 = load float, ptr %1526, align 4
  %1528 = fadd float %fold_value19.0141.us.epil, %1527
  %1529 = getelementptr inbounds float, ptr %43, i64 %fold_sums143.us.epil
  %1530 = load float, ptr %1529, align 4
  %1531 = fadd float %fold_value24.0140.us.epil, %1530
  %1532 = add nuw i64 %fold_sums143.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter690
  br i1 %epil.iter.cmp.not, label %iter.check444, label %fold_sums.body.us.epil, !llvm.loop !45

iter.check444:                                    ; preds = %fold_sums.body.us.epil, %iter.check444.unr-lcssa
  %.lcssa682 = phi float [ %984, %iter.check444.unr-lcssa ], [ %1525, %fold_sums.body.us.epil ]
  %.lcssa681 = phi float [ %987, %iter.check444.unr-lcssa ], [ %1528, %fold_sums.body.us.epil ]
  %.lcssa = phi float [ %990, %iter.check444.unr-lcssa ], [ %1531, %fold_sums.body.us.epil ]
  br i1 %min.iters.check442, label %feature.body57.us.preheader, label %vector.memcheck434

vector.memcheck434:                               ; preds = %iter.check444
  %1533 = sub i64 %scratch302, %noise16.us208254438
  %diff.check439 = icmp ult i64 %1533, 128
  %conflict.rdx440 = or i1 %conflict.rdx437, %diff.check439
  br i1 %conflict.rdx440, label %feature.body57.us.preheader, label %vector.main.loop.iter.check446

vector.main.loop.iter.check446:                   ; preds = %vector.memcheck434
  br i1 %min.iters.check445, label %vec.epilog.ph479, label %vector.ph447

vector.ph447:                                     ; preds = %vector.main.loop.iter.check446
  %broadcast.splatinsert450 = insertelement <8 x float> poison, float %.lcssa681, i64 0
  %broadcast.splat451 = shufflevector <8 x float> %broadcast.splatinsert450, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert452 = insertelement <8 x float> poison, float %.lcssa, i64 0
  %broadcast.splat453 = shufflevector <8 x float> %broadcast.splatinsert452, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert456 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat457 = shufflevector <8 x float> %broadcast.splatinsert456, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body458

vector.body458:                                   ; preds = %vector.body458, %vector.ph447
  %index459 = phi i64 [ 0, %vector.ph447 ], [ %index.next472, %vector.body458 ]
  %1534 = getelementptr inbounds float, ptr %135, i64 %index459
  %1535 = getelementptr inbounds nuw i8, ptr %1534, i64 32
  %1536 = getelementptr inbounds nuw i8, ptr %1534, i64 64
  %1537 = getelementptr inbounds nuw i8, ptr %1534, i64 96
  %wide.load460 = load <8 x float>, ptr %1534, align 4
  %wide.load461 = load <8 x float>, ptr %1535, align 4
  %wide.load462 = load <8 x float>, ptr %1536, align 4
  %wide.load463 = load <8 x float>, ptr %1537, align 4
  %1538 = getelementptr inbounds float, ptr %136, i64 %index459
  %1539 = getelementptr inbounds nuw i8, ptr %1538, i64 32
  %1540 = getelementptr inbounds nuw i8, ptr %1538, i64 64
  %1541 = getelementptr inbounds nuw i8, ptr %1538, i64 96
  %wide.load464 = load <8 x float>, ptr %1538, align 4
  %wide.load465 = load <8 x float>, ptr %1539, align 4
  %wide.load466 = load <8 x float>, ptr %1540, align 4
  %wide.load467 = load <8 x float>, ptr %1541, align 4
  %1542 = fneg <8 x float> %wide.load464
  %1543 = fneg <8 x float> %wide.load465
  %1544 = fneg <8 x float> %wide.load466
  %1545 = fneg <8 x float> %wide.load467
  %1546 = fmul <8 x float> %broadcast.splat451, %wide.load460
  %1547 = fmul <8 x float> %broadcast.splat451, %wide.load461
  %1548 = fmul <8 x float> %broadcast.splat451, %wide.load462
  %1549 = fmul <8 x float> %broadcast.splat451, %wide.load463
  %1550 = fsub <8 x float> %1542, %1546
  %1551 = fsub <8 x float> %1543, %1547
  %1552 = fsub <8 x float> %1544, %1548
  %1553 = fsub <8 x float> %1545, %1549
  %1554 = fmul <8 x float> %broadcast.splat455, %1550
  %1555 = fmul <8 x float> %broadcast.splat455, %1551
  %1556 = fmul <8 x float> %broadcast.splat455, %1552
  %1557 = fmul <8 x float> %broadcast.splat455, %1553
  %1558 = fsub <8 x float> %wide.load460, %1554
  %1559 = fsub <8 x float> %wide.load461, %1555
  %1560 = fsub <8 x float> %wide.load462, %1556
  %1561 = fsub <8 x float> %wide.load463, %1557
  %1562 = getelementptr inbounds float, ptr %noise16.us208254, i64 %index459
  %1563 = getelementptr inbounds nuw i8, ptr %1562, i64 32
  %1564 = getelementptr inbounds nuw i8, ptr %1562, i64 64
  %1565 = getelementptr inbounds nuw i8, ptr %1562, i64 96
  %wide.load468 = load <8 x float>, ptr %1562, align 4
  %wide.load469 = load <8 x float>, ptr %1563, align 4
  %wide.load470 = load <8 x float>, ptr %1564, align 4
  %wide.load471 = load <8 x float>, ptr %1565, align 4
  %1566 = fmul <8 x float> %broadcast.splat453, %wide.load460
  %1567 = fmul <8 x float> %broadcast.splat453, %wide.load461
  %1568 = fmul <8 x float> %broadcast.splat453, %wide.load462
  %1569 = fmul <8 x float> %broadcast.splat453, %wide.load463
  %1570 = fsub <8 x float> %wide.load468, %1566
  %1571 = fsub <8 x float> %wide.load469, %1567
  %1572 = fsub <8 x float> %wide.load470, %1568
  %1573 = fsub <8 x float> %wide.load471, %1569
  %1574 = fmul <8 x float> %broadcast.splat457, %1570
  %1575 = fmul <8 x float> %broadcast.splat457, %1571
  %1576 = fmul <8 x float> %broadcast.splat457, %1572
  %1577 = fmul <8 x float> %broadcast.splat457, %1573
  %1578 = fadd <8 x float> %1558, %1574
  %1579 = fadd <8 x float> %1559, %1575
  %1580 = fadd <8 x float> %1560, %1576
  %1581 = fadd <8 x float> %1561, %1577
  %1582 = fmul <8 x float> %1578, %1578
  %1583 = fmul <8 x float> %1579, %1579
  %1584 = fmul <8 x float> %1580, %1580
  %1585 = fmul <8 x float> %1581, %1581
  %1586 = getelementptr inbounds float, ptr %scratch, i64 %index459
  %1587 = getelementptr inbounds nuw i8, ptr %1586, i64 32
  %1588 = getelementptr inbounds nuw i8, ptr %1586, i64 64
  %1589 = getelementptr inbounds nuw i8, ptr %1586, i64 96
  store <8 x float> %1582, ptr %1586, align 4
  store <8 x float> %1583, ptr %1587, align 4
  store <8 x float> %1584, ptr %1588, align 4
  store <8 x float> %1585, ptr %1589, align 4
  %index.next472 = add nuw i64 %index459, 32
  %1590 = icmp eq i64 %index.next472, %n.vec449
  br i1 %1590, label %middle.block473, label %vector.body458, !llvm.loop !46

middle.block473:                                  ; preds = %vector.body458
  br i1 %cmp.n474, label %fold_sums.body66.us.preheader, label %vec.epilog.iter.check477

fold_sums.body66.us.preheader:                    ; preds = %feature.body57.us.prol.loopexit, %feature.body57.us, %vec.epilog.middle.block496, %middle.block473
  br i1 %105, label %fold_sums.body66.us.epil.preheader, label %fold_sums.body66.us

vec.epilog.iter.check477:                         ; preds = %middle.block473
  br i1 %min.epilog.iters.check478, label %feature.body57.us.preheader, label %vec.epilog.ph479, !prof !35

vec.epilog.ph479:                                 ; preds = %vector.main.loop.iter.check446, %vec.epilog.iter.check477
  %vec.epilog.resume.val475 = phi i64 [ %n.vec449, %vec.epilog.iter.check477 ], [ 0, %vector.main.loop.iter.check446 ]
  %broadcast.splatinsert482 = insertelement <4 x float> poison, float %.lcssa681, i64 0
  %broadcast.splat483 = shufflevector <4 x float> %broadcast.splatinsert482, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert484 = insertelement <4 x float> poison, float %.lcssa, i64 0
  %broadcast.splat485 = shufflevector <4 x float> %broadcast.splatinsert484, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert488 = insertelement <4 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat489 = shufflevector <4 x float> %broadcast.splatinsert488, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body490

vec.epilog.vector.body490:                        ; preds = %vec.epilog.vector.body490, %vec.epilog.ph479
  %index491 = phi i64 [ %vec.epilog.resume.val475, %vec.epilog.ph479 ], [ %index.next495, %vec.epilog.vector.body490 ]
  %1591 = getelementptr inbounds float, ptr %135, i64 %index491
  %wide.load492 = load <4 x float>, ptr %1591, align 4
  %1592 = getelementptr inbounds float, ptr %136, i64 %index491
  %wide.load493 = load <4 x float>, ptr %1592, align 4
  %1593 = fneg <4 x float> %wide.load493
  %1594 = fmul <4 x float> %broadcast.splat483, %wide.load492
  %1595 = fsub <4 x float> %1593, %1594
  %1596 = fmul <4 x float> %broadcast.splat487, %1595
  %1597 = fsub <4 x float> %wide.load492, %1596
  %1598 = getelementptr inbounds float, ptr %noise16.us208254, i64 %index491
  %wide.load494 = load <4 x float>, ptr %1598, align 4
  %1599 = fmul <4 x float> %broadcast.splat485, %wide.load492
  %1600 = fsub <4 x float> %wide.load494, %1599
  %1601 = fmul <4 x float> %broadcast.splat489, %1600
  %1602 = fadd <4 x float> %1597, %1601
  %1603 = fmul <4 x float> %1602, %1602
  %1604 = getelementptr inbounds float, ptr %scratch, i64 %index491
  store <4 x float> %1603, ptr %1604, align 4
  %index.next495 = add nuw i64 %index491, 4
  %1605 = icmp eq i64 %index.next495, %n.vec481
  br i1 %1605, label %vec.epilog.middle.block496, label %vec.epilog.vector.body490, !llvm.loop !47

vec.epilog.middle.block496:                       ; preds = %vec.epilog.vector.body490
  br i1 %cmp.n497, label %fold_sums.body66.us.preheader, label %feature.body57.us.preheader

feature.body57.us.preheader:                      ; preds = %vector.memcheck434, %iter.check444, %vec.epilog.iter.check477, %vec.epilog.middle.block496
  %feature59154.us.ph = phi i64 [ 0, %iter.check444 ], [ 0, %vector.memcheck434 ], [ %n.vec449, %vec.epilog.iter.check477 ], [ %n.vec481, %vec.epilog.middle.block496 ]
  %.neg = or disjoint i64 %feature59154.us.ph, 1
  br i1 %lcmp.mod699.not, label %feature.body57.us.prol.loopexit, label %feature.body57.us.prol

feature.body57.us.prol:                           ; preds = %feature.body57.us.preheader
  %1606 = getelementptr inbounds float, ptr %135, i64 %feature59154.us.ph
  %1607 = load float, ptr %1606, align 4
  %1608 = getelementptr inbounds float, ptr %136, i64 %feature59154.us.ph
  %1609 = load float, ptr %1608, align 4
  %1610 = fneg float %1609
  %1611 = fmul float %.lcssa681, %1607
  %1612 = fsub float %1610, %1611
  %1613 = fmul float %eta, %1612
  %1614 = fsub float %1607, %1613
  %1615 = getelementptr inbounds float, ptr %noise16.us208254, i64 %feature59154.us.ph
  %1616 = load float, ptr %1615, align 4
  %1617 = fmul float %.lcssa, %1607
  %1618 = fsub float %1616, %1617
  %1619 = fmul float %noise_scale4.us, %1618
  %1620 = fadd float %1614, %1619
  %1621 = fmul float %1620, %1620
  %1622 = getelementptr inbounds float, ptr %scratch, i64 %feature59154.us.ph
  store float %1621, ptr %1622, align 4
  %1623 = or disjoint i64 %feature59154.us.ph, 1
  br label %feature.body57.us.prol.loopexit

feature.body57.us.prol.loopexit:                  ; preds = %feature.body57.us.prol, %feature.body57.us.preheader
  %feature59154.us.unr = phi i64 [ %feature59154.us.ph, %feature.body57.us.preheader ], [ %1623, %feature.body57.us.prol ]
  %1624 = icmp eq i64 %n_features, %.neg
  br i1 %1624, label %fold_sums.body66.us.preheader, label %feature.body57.us

feature.header29.preheader.us:                    ; preds = %step.body.us
  br i1 %.not168, label %noise.done85.us.sink.split, label %iter.check368

iter.check368:                                    ; preds = %feature.header29.preheader.us
  %brmerge759 = select i1 %min.iters.check366, i1 true, i1 %conflict.rdx365
  br i1 %brmerge759, label %feature.body30.us.preheader, label %vector.main.loop.iter.check370

vector.main.loop.iter.check370:                   ; preds = %iter.check368
  br i1 %min.iters.check369, label %vec.epilog.ph387, label %vector.body374

vector.body374:                                   ; preds = %vector.main.loop.iter.check370, %vector.body374
  %index375 = phi i64 [ %index.next380, %vector.body374 ], [ 0, %vector.main.loop.iter.check370 ]
  %1625 = getelementptr inbounds float, ptr %135, i64 %index375
  %1626 = getelementptr inbounds nuw i8, ptr %1625, i64 32
  %wide.load376 = load <8 x float>, ptr %1625, align 4
  %wide.load377 = load <8 x float>, ptr %1626, align 4
  %1627 = fmul <8 x float> %wide.load376, %wide.load376
  %1628 = fmul <8 x float> %wide.load377, %wide.load377
  %1629 = getelementptr inbounds float, ptr %136, i64 %index375
  %1630 = getelementptr inbounds nuw i8, ptr %1629, i64 32
  %wide.load378 = load <8 x float>, ptr %1629, align 4
  %wide.load379 = load <8 x float>, ptr %1630, align 4
  %1631 = fneg <8 x float> %wide.load378
  %1632 = fneg <8 x float> %wide.load379
  %1633 = fmul <8 x float> %wide.load376, %1631
  %1634 = fmul <8 x float> %wide.load377, %1632
  %1635 = fmul <8 x float> %wide.load376, zeroinitializer
  %1636 = fmul <8 x float> %wide.load377, zeroinitializer
  %1637 = getelementptr inbounds float, ptr %scratch, i64 %index375
  %1638 = getelementptr inbounds nuw i8, ptr %1637, i64 32
  store <8 x float> %1627, ptr %1637, align 4
  store <8 x float> %1628, ptr %1638, align 4
  %1639 = getelementptr float, ptr %42, i64 %index375
  %1640 = getelementptr i8, ptr %1639, i64 32
  store <8 x float> %1633, ptr %1639, align 4
  store <8 x float> %1634, ptr %1640, align 4
  %1641 = getelementptr float, ptr %43, i64 %index375
  %1642 = getelementptr i8, ptr %1641, i64 32
  store <8 x float> %1635, ptr %1641, align 4
  store <8 x float> %1636, ptr %1642, align 4
  %index.next380 = add nuw i64 %index375, 16
  %1643 = icmp eq i64 %index.next380, %n.vec373
  br i1 %1643, label %middle.block381, label %vector.body374, !llvm.loop !48

middle.block381:                                  ; preds = %vector.body374
  br i1 %cmp.n382, label %fold_sums.body49.us.preheader, label %vec.epilog.iter.check385

fold_sums.body49.us.preheader:                    ; preds = %feature.body30.us.prol.loopexit, %feature.body30.us, %vec.epilog.middle.block395, %middle.block381
  br i1 %107, label %fold_sums.body49.us.epil.preheader, label %fold_sums.body49.us

vec.epilog.iter.check385:                         ; preds = %middle.block381
  br i1 %min.epilog.iters.check386, label %feature.body30.us.preheader, label %vec.epilog.ph387, !prof !49

vec.epilog.ph387:                                 ; preds = %vector.main.loop.iter.check370, %vec.epilog.iter.check385
  %vec.epilog.resume.val383 = phi i64 [ %n.vec373, %vec.epilog.iter.check385 ], [ 0, %vector.main.loop.iter.check370 ]
  br label %vec.epilog.vector.body390

vec.epilog.vector.body390:                        ; preds = %vec.epilog.vector.body390, %vec.epilog.ph387
  %index391 = phi i64 [ %vec.epilog.resume.val383, %vec.epilog.ph387 ], [ %index.next394, %vec.epilog.vector.body390 ]
  %1644 = getelementptr inbounds float, ptr %135, i64 %index391
  %wide.load392 = load <4 x float>, ptr %1644, align 4
  %1645 = fmul <4 x float> %wide.load392, %wide.load392
  %1646 = getelementptr inbounds float, ptr %136, i64 %index391
  %wide.load393 = load <4 x float>, ptr %1646, align 4
  %1647 = fneg <4 x float> %wide.load393
  %1648 = fmul <4 x float> %wide.load392, %1647
  %1649 = fmul <4 x float> %wide.load392, zeroinitializer
  %1650 = getelementptr inbounds float, ptr %scratch, i64 %index391
  store <4 x float> %1645, ptr %1650, align 4
  %1651 = getelementptr float, ptr %42, i64 %index391
  store <4 x float> %1648, ptr %1651, align 4
  %1652 = getelementptr float, ptr %43, i64 %index391
  store <4 x float> %1649, ptr %1652, align 4
  %index.next394 = add nuw i64 %index391, 4
  %1653 = icmp eq i64 %index.next394, %n.vec389
  br i1 %1653, label %vec.epilog.middle.block395, label %vec.epilog.vector.body390, !llvm.loop !50

vec.epilog.middle.block395:                       ; preds = %vec.epilog.vector.body390
  br i1 %cmp.n396, label %fold_sums.body49.us.preheader, label %feature.body30.us.preheader

feature.body30.us.preheader:                      ; preds = %iter.check368, %vec.epilog.iter.check385, %vec.epilog.middle.block395
  %feature32146.us.ph = phi i64 [ 0, %iter.check368 ], [ %n.vec389, %vec.epilog.middle.block395 ], [ %n.vec373, %vec.epilog.iter.check385 ]
  %.neg732 = or disjoint i64 %feature32146.us.ph, 1
  br i1 %lcmp.mod710.not, label %feature.body30.us.prol.loopexit, label %feature.body30.us.prol

feature.body30.us.prol:                           ; preds = %feature.body30.us.preheader
  %1654 = getelementptr inbounds float, ptr %135, i64 %feature32146.us.ph
  %1655 = load float, ptr %1654, align 4
  %1656 = fmul float %1655, %1655
  %1657 = getelementptr inbounds float, ptr %136, i64 %feature32146.us.ph
  %1658 = load float, ptr %1657, align 4
  %1659 = fneg float %1658
  %1660 = fmul float %1655, %1659
  %1661 = fmul float %1655, 0.000000e+00
  %1662 = getelementptr inbounds float, ptr %scratch, i64 %feature32146.us.ph
  store float %1656, ptr %1662, align 4
  %1663 = getelementptr float, ptr %42, i64 %feature32146.us.ph
  store float %1660, ptr %1663, align 4
  %1664 = getelementptr float, ptr %43, i64 %feature32146.us.ph
  store float %1661, ptr %1664, align 4
  %1665 = or disjoint i64 %feature32146.us.ph, 1
  br label %feature.body30.us.prol.loopexit

feature.body30.us.prol.loopexit:                  ; preds = %feature.body30.us.prol, %feature.body30.us.preheader
  %feature32146.us.unr = phi i64 [ %feature32146.us.ph, %feature.body30.us.preheader ], [ %1665, %feature.body30.us.prol ]
  %1666 = icmp eq i64 %n_features, %.neg732
  br i1 %1666, label %fold_sums.body49.us.preheader, label %feature.body30.us

feature.header.preheader.us:                      ; preds = %noise.body.us, %middle.block545, %small_draw.then.us, %small_rows.then.us
  %chunk_offset.us207 = mul nuw nsw i64 %step_in_chunk.us, %n_features
  %1667 = getelementptr inbounds nuw float, ptr %small_noise, i64 %chunk_offset.us207
  br i1 %.not168, label %noise.done85.us.sink.split, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %noise.body11.us, %middle.block613, %feature.header.preheader.us
  %noise16.us208254 = phi ptr [ %1667, %feature.header.preheader.us ], [ %23, %middle.block613 ], [ %23, %noise.body11.us ]
  %noise16.us208254438 = ptrtoint ptr %noise16.us208254 to i64
  br i1 %min.iters.check522, label %feature.body.us.preheader678, label %vector.memcheck499

vector.memcheck499:                               ; preds = %feature.body.us.preheader
  %1668 = sub i64 %scratch302, %noise16.us208254438
  %diff.check507 = icmp ult i64 %1668, 32
  %conflict.rdx512.reass = or i1 %diff.check507, %invariant.op756
  %1669 = sub i64 %94, %noise16.us208254438
  %diff.check513 = icmp ult i64 %1669, 32
  %conflict.rdx514 = or i1 %conflict.rdx512.reass, %diff.check513
  %conflict.rdx518.reass = or i1 %conflict.rdx514, %invariant.op757
  %1670 = sub i64 %100, %noise16.us208254438
  %diff.check519 = icmp ult i64 %1670, 32
  %conflict.rdx520 = or i1 %conflict.rdx518.reass, %diff.check519
  br i1 %conflict.rdx520, label %feature.body.us.preheader678, label %vector.body526

vector.body526:                                   ; preds = %vector.memcheck499, %vector.body526
  %index527 = phi i64 [ %index.next531, %vector.body526 ], [ 0, %vector.memcheck499 ]
  %1671 = getelementptr inbounds float, ptr %135, i64 %index527
  %wide.load528 = load <8 x float>, ptr %1671, align 4
  %1672 = fmul <8 x float> %wide.load528, %wide.load528
  %1673 = getelementptr inbounds float, ptr %136, i64 %index527
  %wide.load529 = load <8 x float>, ptr %1673, align 4
  %1674 = fneg <8 x float> %wide.load529
  %1675 = fmul <8 x float> %wide.load528, %1674
  %1676 = getelementptr inbounds float, ptr %noise16.us208254, i64 %index527
  %wide.load530 = load <8 x float>, ptr %1676, align 4
  %1677 = fmul <8 x float> %wide.load528, %wide.load530
  %1678 = getelementptr inbounds float, ptr %scratch, i64 %index527
  store <8 x float> %1672, ptr %1678, align 4
  %1679 = getelementptr float, ptr %42, i64 %index527
  store <8 x float> %1675, ptr %1679, align 4
  %1680 = getelementptr float, ptr %43, i64 %index527
  store <8 x float> %1677, ptr %1680, align 4
  %index.next531 = add nuw i64 %index527, 8
  %1681 = icmp eq i64 %index.next531, %n.vec525
  br i1 %1681, label %middle.block532, label %vector.body526, !llvm.loop !51

middle.block532:                                  ; preds = %vector.body526
  br i1 %cmp.n533, label %fold_sums.body.us.preheader, label %feature.body.us.preheader678

feature.body.us.preheader678:                     ; preds = %vector.memcheck499, %feature.body.us.preheader, %middle.block532
  %feature139.us.ph = phi i64 [ 0, %vector.memcheck499 ], [ 0, %feature.body.us.preheader ], [ %n.vec525, %middle.block532 ]
  br i1 %lcmp.mod689.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader678
  %1682 = getelementptr inbounds float, ptr %135, i64 %feature139.us.ph
  %1683 = load float, ptr %1682, align 4
  %1684 = fmul float %1683, %1683
  %1685 = getelementptr inbounds float, ptr %136, i64 %feature139.us.ph
  %1686 = load float, ptr %1685, align 4
  %1687 = fneg float %1686
  %1688 = fmul float %1683, %1687
  %1689 = getelementptr inbounds float, ptr %noise16.us208254, i64 %feature139.us.ph
  %1690 = load float, ptr %1689, align 4
  %1691 = fmul float %1683, %1690
  %1692 = getelementptr inbounds float, ptr %scratch, i64 %feature139.us.ph
  store float %1684, ptr %1692, align 4
  %1693 = getelementptr float, ptr %42, i64 %feature139.us.ph
  store float %1688, ptr %1693, align 4
  %1694 = getelementptr float, ptr %43, i64 %feature139.us.ph
  store float %1691, ptr %1694, align 4
  %1695 = or disjoint i64 %feature139.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader678
  %feature139.us.unr = phi i64 [ %feature139.us.ph, %feature.body.us.preheader678 ], [ %1695, %feature.body.us.prol ]
  %1696 = icmp eq i64 %103, %feature139.us.ph
  br i1 %1696, label %fold_sums.body.us.preheader, label %feature.body.us

fold_sums.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block532
  br i1 %104, label %fold_sums.body.us.epil.preheader, label %fold_sums.body.us

philox.header6.preheader.us:                      ; preds = %draw.then.us
  %1697 = lshr i64 %key1_step.us, 32
  %1698 = mul nuw i64 %1697, 3449720151
  %1699 = lshr i64 %1698, 32
  %1700 = xor i64 %key0, %1699
  %1701 = xor i64 %1700, %key1_step.us
  %1702 = and i64 %1701, 4294967295
  %1703 = mul nuw i64 %1702, 3528531795
  %1704 = lshr i64 %1703, 32
  %1705 = xor i64 %1704, %27
  br i1 %diff.check617, label %philox.body7.us.preheader, label %vector.ph619

vector.ph619:                                     ; preds = %philox.header6.preheader.us
  %broadcast.splatinsert626 = insertelement <8 x i64> poison, i64 %1705, i64 0
  %broadcast.splat627 = shufflevector <8 x i64> %broadcast.splatinsert626, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %26, %1698
  %.scalar674 = and i64 %.scalar, 4294967295
  %1706 = insertelement <8 x i64> poison, i64 %.scalar674, i64 0
  %.masked = shufflevector <8 x i64> %1706, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar675 = xor i64 %29, %1703
  %.scalar676 = and i64 %.scalar675, 4294967295
  %1707 = insertelement <8 x i64> poison, i64 %.scalar676, i64 0
  %.masked668 = shufflevector <8 x i64> %1707, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body662

vector.body662:                                   ; preds = %vector.body662, %vector.ph619
  %index663 = phi i64 [ 0, %vector.ph619 ], [ %index.next664, %vector.body662 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph619 ], [ %vec.ind.next, %vector.body662 ]
  %1708 = add <8 x i64> %vec.ind, %broadcast.splat629
  %1709 = and <8 x i64> %1708, splat (i64 4294967295)
  %1710 = mul nuw <8 x i64> %1709, splat (i64 3528531795)
  %1711 = xor <8 x i64> %1708, %broadcast.splat631
  %1712 = xor <8 x i64> %1711, %1710
  %1713 = lshr <8 x i64> %1712, splat (i64 32)
  %1714 = mul nuw <8 x i64> %1713, splat (i64 3449720151)
  %1715 = lshr <8 x i64> %1714, splat (i64 32)
  %1716 = xor <8 x i64> %broadcast.splat627, %1710
  %1717 = xor <8 x i64> %.masked, %1715
  %1718 = mul nuw <8 x i64> %1717, splat (i64 3528531795)
  %1719 = and <8 x i64> %1716, splat (i64 4294967295)
  %1720 = mul nuw <8 x i64> %1719, splat (i64 3449720151)
  %1721 = lshr <8 x i64> %1718, splat (i64 32)
  %1722 = lshr <8 x i64> %1720, splat (i64 32)
  %1723 = xor <8 x i64> %1722, %broadcast.splat635
  %1724 = xor <8 x i64> %1723, %1714
  %1725 = and <8 x i64> %1724, splat (i64 4294967295)
  %1726 = mul nuw <8 x i64> %1725, splat (i64 3528531795)
  %1727 = xor <8 x i64> %.masked668, %1721
  %1728 = mul nuw <8 x i64> %1727, splat (i64 3449720151)
  %1729 = lshr <8 x i64> %1726, splat (i64 32)
  %1730 = lshr <8 x i64> %1728, splat (i64 32)
  %1731 = xor <8 x i64> %broadcast.splat639, %1730
  %1732 = xor <8 x i64> %1731, %1720
  %1733 = xor <8 x i64> %1729, %broadcast.splat641
  %1734 = xor <8 x i64> %1733, %1718
  %1735 = and <8 x i64> %1732, splat (i64 4294967295)
  %1736 = mul nuw <8 x i64> %1735, splat (i64 3528531795)
  %1737 = and <8 x i64> %1734, splat (i64 4294967295)
  %1738 = mul nuw <8 x i64> %1737, splat (i64 3449720151)
  %1739 = lshr <8 x i64> %1736, splat (i64 32)
  %1740 = lshr <8 x i64> %1738, splat (i64 32)
  %1741 = xor <8 x i64> %1740, %broadcast.splat643
  %1742 = xor <8 x i64> %1741, %1728
  %1743 = xor <8 x i64> %broadcast.splat645, %1739
  %1744 = xor <8 x i64> %1743, %1726
  %1745 = and <8 x i64> %1742, splat (i64 4294967295)
  %1746 = mul nuw <8 x i64> %1745, splat (i64 3528531795)
  %1747 = and <8 x i64> %1744, splat (i64 4294967295)
  %1748 = mul nuw <8 x i64> %1747, splat (i64 3449720151)
  %1749 = lshr <8 x i64> %1746, splat (i64 32)
  %1750 = lshr <8 x i64> %1748, splat (i64 32)
  %1751 = xor <8 x i64> %broadcast.splat647, %1750
  %1752 = xor <8 x i64> %1751, %1738
  %1753 = xor <8 x i64> %1749, %broadcast.splat649
  %1754 = xor <8 x i64> %1753, %1736
  %1755 = and <8 x i64> %1752, splat (i64 4294967295)
  %1756 = mul nuw <8 x i64> %1755, splat (i64 3528531795)
  %1757 = and <8 x i64> %1754, splat (i64 4294967295)
  %1758 = mul nuw <8 x i64> %1757, splat (i64 3449720151)
  %1759 = lshr <8 x i64> %1756, splat (i64 32)
  %1760 = lshr <8 x i64> %1758, splat (i64 32)
  %1761 = xor <8 x i64> %1760, %broadcast.splat651
  %1762 = xor <8 x i64> %1761, %1748
  %1763 = xor <8 x i64> %broadcast.splat653, %1759
  %1764 = xor <8 x i64> %1763, %1746
  %1765 = and <8 x i64> %1762, splat (i64 4294967295)
  %1766 = mul nuw <8 x i64> %1765, splat (i64 3528531795)
  %1767 = and <8 x i64> %1764, splat (i64 4294967295)
  %1768 = mul nuw <8 x i64> %1767, splat (i64 3449720151)
  %1769 = lshr <8 x i64> %1766, splat (i64 32)
  %1770 = lshr <8 x i64> %1768, splat (i64 32)
  %1771 = xor <8 x i64> %broadcast.splat655, %1770
  %1772 = xor <8 x i64> %1771, %1758
  %1773 = xor <8 x i64> %1769, %broadcast.splat657
  %1774 = xor <8 x i64> %1773, %1756
  %1775 = and <8 x i64> %1772, splat (i64 4294967295)
  %1776 = mul nuw <8 x i64> %1775, splat (i64 3528531795)
  %1777 = lshr <8 x i64> %1776, splat (i64 32)
  %1778 = trunc <8 x i64> %1774 to <8 x i32>
  %1779 = mul <8 x i32> %1778, splat (i32 -845247145)
  %1780 = xor <8 x i64> %broadcast.splat659, %1777
  %1781 = xor <8 x i64> %1780, %1766
  %1782 = and <8 x i64> %1781, splat (i64 4294967295)
  %1783 = mul nuw <8 x i64> %1782, splat (i64 3449720151)
  %1784 = lshr <8 x i64> %1783, splat (i64 32)
  %1785 = trunc nuw <8 x i64> %1784 to <8 x i32>
  %1786 = trunc <8 x i64> %1783 to <8 x i32>
  %1787 = xor <8 x i32> %1779, %1785
  %1788 = xor <8 x i32> %1787, %broadcast.splat661
  %1789 = getelementptr inbounds float, ptr %23, i64 %index663
  store <8 x i32> %1788, ptr %1789, align 4
  %1790 = getelementptr inbounds float, ptr %scratch, i64 %index663
  store <8 x i32> %1786, ptr %1790, align 4
  %index.next664 = add nuw i64 %index663, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %1791 = icmp eq i64 %index.next664, %n.vec621
  br i1 %1791, label %middle.block665, label %vector.body662, !llvm.loop !52

middle.block665:                                  ; preds = %vector.body662
  br i1 %cmp.n666, label %vector.memcheck599, label %philox.body7.us.preheader

philox.body7.us.preheader:                        ; preds = %philox.header6.preheader.us, %middle.block665
  %philox9135.us.ph = phi i64 [ 0, %philox.header6.preheader.us ], [ %n.vec621, %middle.block665 ]
  %invariant.op = xor i64 %1698, %26
  %invariant.op754 = xor i64 %1703, %29
  br label %philox.body7.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done85.us
  %1792 = add nuw i64 %row166.us, 1
  %exitcond205.not = icmp eq i64 %1792, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond205.not, label %row.exit, label %row.body.us

small_table.body:                                 ; preds = %small_table.body, %small_table.body.preheader.new
  %small_table134 = phi i64 [ 0, %small_table.body.preheader.new ], [ %1802, %small_table.body ]
  %niter = phi i64 [ 0, %small_table.body.preheader.new ], [ %niter.next.1, %small_table.body ]
  %unit.lhs.trunc = trunc i64 %small_table134 to i16
  %unit255 = urem i16 %unit.lhs.trunc, %unit.rhs.trunc
  %step.lhs.trunc = trunc i64 %small_table134 to i16
  %step256 = udiv i16 %step.lhs.trunc, %step.rhs.trunc
  %1793 = zext nneg i16 %unit255 to i32
  %1794 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table134
  store i32 %1793, ptr %1794, align 4
  %1795 = zext i16 %step256 to i32
  %1796 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table134
  store i32 %1795, ptr %1796, align 4
  %1797 = or disjoint i64 %small_table134, 1
  %unit.lhs.trunc.1 = trunc i64 %1797 to i16
  %unit255.1 = urem i16 %unit.lhs.trunc.1, %unit.rhs.trunc
  %step.lhs.trunc.1 = trunc i64 %1797 to i16
  %step256.1 = udiv i16 %step.lhs.trunc.1, %step.rhs.trunc
  %1798 = zext nneg i16 %unit255.1 to i32
  %1799 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %1797
  store i32 %1798, ptr %1799, align 4
  %1800 = zext i16 %step256.1 to i32
  %1801 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %1797
  store i32 %1800, ptr %1801, align 4
  %1802 = add nuw nsw i64 %small_table134, 2
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
declare float @llvm.fabs.f32(float) #2

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

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !1}
!3 = !{!4}
!4 = distinct !{!4, !5}
!5 = distinct !{!5, !"LVerDomain"}
!6 = !{!7}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !1, !9}
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = distinct !{!10, !1, !9}
!11 = distinct !{!11, !9, !1}
!12 = distinct !{!12, !9, !1}
!13 = distinct !{!13, !1, !9}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = !{!19}
!19 = distinct !{!19, !20}
!20 = distinct !{!20, !"LVerDomain"}
!21 = !{!22, !23}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !20}
!24 = !{!22}
!25 = !{!23}
!26 = distinct !{!26, !1, !9}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !17}
!29 = !{!30}
!30 = distinct !{!30, !31}
!31 = distinct !{!31, !"LVerDomain"}
!32 = !{!33}
!33 = distinct !{!33, !31}
!34 = distinct !{!34, !1, !9}
!35 = !{!"branch_weights", i32 4, i32 28}
!36 = distinct !{!36, !1, !9}
!37 = distinct !{!37, !17}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !17}
!42 = distinct !{!42, !1, !9}
!43 = distinct !{!43, !1, !9}
!44 = distinct !{!44, !17}
!45 = distinct !{!45, !17}
!46 = distinct !{!46, !1, !9}
!47 = distinct !{!47, !1, !9}
!48 = distinct !{!48, !1, !9}
!49 = !{!"branch_weights", i32 4, i32 12}
!50 = distinct !{!50, !1, !9}
!51 = distinct !{!51, !1, !9}
!52 = distinct !{!52, !1, !9}
