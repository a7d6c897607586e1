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
  %state340 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %status = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %input_0 = load ptr, ptr %1, align 8
  %input_0341 = ptrtoint ptr %input_0 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %scratch = load ptr, ptr %2, align 8
  %scratch339 = ptrtoint ptr %scratch to i64
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
  %steps_per_chunk145 = udiv i16 512, %steps_per_chunk.rhs.trunc
  %steps_per_chunk.zext = zext nneg i16 %steps_per_chunk145 to i64
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
  %small_table150.epil.init = phi i64 [ 0, %small_table.body.preheader ], [ %1872, %small_tables.done.loopexit.unr-lcssa ]
  %lcmp.mod724 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod724)
  %unit.lhs.trunc.epil = trunc i64 %small_table150.epil.init to i16
  %unit292.epil = urem i16 %unit.lhs.trunc.epil, %unit.rhs.trunc
  %step.lhs.trunc.epil = trunc i64 %small_table150.epil.init to i16
  %step293.epil = udiv i16 %step.lhs.trunc.epil, %step.rhs.trunc
  %18 = zext nneg i16 %unit292.epil to i32
  %19 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table150.epil.init
  store i32 %18, ptr %19, align 4
  %20 = zext i16 %step293.epil to i32
  %21 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table150.epil.init
  store i32 %20, ptr %21, align 4
  br label %small_tables.done

small_tables.done:                                ; preds = %small_table.body.epil.preheader, %small_tables.done.loopexit.unr-lcssa, %entry
  %22 = icmp ult i64 %row_begin, %row_end
  br i1 %22, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %small_tables.done
  %.idx = mul i64 %n_features, 12
  %23 = getelementptr i8, ptr %scratch, i64 %.idx
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not187 = icmp eq i64 %steps, 0
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
  %.not188 = icmp eq i64 %n_features, 0
  %42 = getelementptr float, ptr %scratch, i64 %n_features
  %.idx142 = shl i64 %n_features, 3
  %43 = getelementptr i8, ptr %scratch, i64 %.idx142
  br i1 %.not187, label %row.exit, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %44 = mul i64 %row_begin, %n_features
  %45 = shl i64 %44, 2
  %46 = shl i64 %n_features, 2
  %47 = shl i64 %row_begin, 2
  %48 = add i64 %47, 4
  %49 = mul i64 %n_features, %48
  %50 = sub i64 %scratch339, %45
  %51 = sub i64 %50, %state340
  %52 = mul i64 %n_features, -4
  %53 = sub i64 %50, %input_0341
  %54 = mul i64 %row_begin, %n_features
  %55 = shl i64 %54, 2
  %56 = sub i64 %scratch339, %55
  %57 = sub i64 %56, %state340
  %58 = mul i64 %n_features, -4
  %59 = sub i64 %56, %input_0341
  %60 = shl i64 %row_begin, 2
  %61 = sub i64 4, %60
  %62 = mul i64 %n_features, %61
  %63 = add i64 %62, %scratch339
  %64 = sub i64 %63, %state340
  %65 = sub i64 %63, %input_0341
  %66 = sub i64 8, %60
  %67 = mul i64 %n_features, %66
  %68 = add i64 %67, %scratch339
  %69 = sub i64 %68, %state340
  %70 = sub i64 %68, %input_0341
  %71 = mul i64 %row_begin, %n_features
  %72 = shl i64 %71, 2
  %73 = shl i64 %n_features, 2
  %74 = shl i64 %row_begin, 2
  %75 = add i64 %74, 4
  %76 = mul i64 %n_features, %75
  %77 = sub i64 %scratch339, %72
  %78 = sub i64 %77, %state340
  %79 = mul i64 %n_features, -4
  %80 = sub i64 %77, %input_0341
  %81 = shl i64 %n_features, 2
  %82 = mul i64 %row_begin, %n_features
  %83 = shl i64 %82, 2
  %84 = sub i64 %scratch339, %83
  %85 = sub i64 %84, %state340
  %86 = mul i64 %n_features, -4
  %87 = sub i64 %84, %input_0341
  %88 = shl i64 %row_begin, 2
  %89 = sub i64 4, %88
  %90 = mul i64 %n_features, %89
  %91 = add i64 %90, %scratch339
  %92 = sub i64 %91, %state340
  %93 = sub i64 %91, %input_0341
  %94 = add i64 %81, %scratch339
  %95 = sub i64 8, %88
  %96 = mul i64 %n_features, %95
  %97 = add i64 %96, %scratch339
  %98 = sub i64 %97, %state340
  %99 = sub i64 %97, %input_0341
  %100 = add i64 %.idx142, %scratch339
  %101 = shl i64 %n_features, 4
  %scevgep637 = getelementptr i8, ptr %scratch, i64 %101
  %102 = mul i64 %n_features, -12
  %103 = add i64 %n_features, -1
  %diff.check654 = icmp ult i64 %102, 32
  %n.vec658 = and i64 %n_features, -8
  %broadcast.splatinsert667 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat668 = shufflevector <8 x i64> %broadcast.splatinsert667, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert671 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat672 = shufflevector <8 x i64> %broadcast.splatinsert671, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert675 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat676 = shufflevector <8 x i64> %broadcast.splatinsert675, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert677 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat678 = shufflevector <8 x i64> %broadcast.splatinsert677, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert679 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat680 = shufflevector <8 x i64> %broadcast.splatinsert679, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert681 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat682 = shufflevector <8 x i64> %broadcast.splatinsert681, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert683 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat684 = shufflevector <8 x i64> %broadcast.splatinsert683, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert685 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat686 = shufflevector <8 x i64> %broadcast.splatinsert685, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert687 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat688 = shufflevector <8 x i64> %broadcast.splatinsert687, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert689 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat690 = shufflevector <8 x i64> %broadcast.splatinsert689, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert691 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat692 = shufflevector <8 x i64> %broadcast.splatinsert691, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert693 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat694 = shufflevector <8 x i64> %broadcast.splatinsert693, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert695 = insertelement <8 x i64> poison, i64 %40, i64 0
  %broadcast.splat696 = shufflevector <8 x i64> %broadcast.splatinsert695, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert697 = insertelement <8 x i32> poison, i32 %41, i64 0
  %broadcast.splat698 = shufflevector <8 x i32> %broadcast.splatinsert697, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n703 = icmp eq i64 %n_features, %n.vec658
  %bound0638 = icmp ult ptr %23, %42
  %bound1639 = icmp ult ptr %scratch, %scevgep637
  %found.conflict640 = and i1 %bound0638, %bound1639
  %n.vec644 = and i64 %n_features, -8
  %cmp.n651 = icmp eq i64 %n_features, %n.vec644
  %broadcast.splatinsert594 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat595 = shufflevector <8 x i64> %broadcast.splatinsert594, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert596 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat597 = shufflevector <8 x i64> %broadcast.splatinsert596, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert598 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat599 = shufflevector <8 x i64> %broadcast.splatinsert598, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert600 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat601 = shufflevector <8 x i64> %broadcast.splatinsert600, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert602 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat603 = shufflevector <8 x i64> %broadcast.splatinsert602, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert604 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat605 = shufflevector <8 x i64> %broadcast.splatinsert604, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert606 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat607 = shufflevector <8 x i64> %broadcast.splatinsert606, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert608 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat609 = shufflevector <8 x i64> %broadcast.splatinsert608, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert610 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat611 = shufflevector <8 x i64> %broadcast.splatinsert610, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert612 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat613 = shufflevector <8 x i64> %broadcast.splatinsert612, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert614 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat615 = shufflevector <8 x i64> %broadcast.splatinsert614, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert616 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat617 = shufflevector <8 x i64> %broadcast.splatinsert616, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert618 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat619 = shufflevector <8 x i64> %broadcast.splatinsert618, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert620 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat621 = shufflevector <8 x i64> %broadcast.splatinsert620, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert622 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat623 = shufflevector <8 x i64> %broadcast.splatinsert622, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert624 = insertelement <8 x i64> poison, i64 %40, i64 0
  %broadcast.splat625 = shufflevector <8 x i64> %broadcast.splatinsert624, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert626 = insertelement <8 x i32> poison, i32 %41, i64 0
  %broadcast.splat627 = shufflevector <8 x i32> %broadcast.splatinsert626, <8 x i32> poison, <8 x i32> zeroinitializer
  %min.iters.check559 = icmp ult i64 %n_features, 16
  %diff.check537 = icmp ult i64 %81, 32
  %diff.check538 = icmp ult i64 %.idx142, 32
  %conflict.rdx539 = or i1 %diff.check537, %diff.check538
  %n.vec562 = and i64 %n_features, -8
  %cmp.n570 = icmp eq i64 %n_features, %n.vec562
  %xtraiter725 = and i64 %n_features, 1
  %lcmp.mod726.not = icmp eq i64 %xtraiter725, 0
  %xtraiter727 = and i64 %n_features, 7
  %104 = icmp ult i64 %103, 7
  %unroll_iter731 = and i64 %n_features, -8
  %lcmp.mod728.not = icmp eq i64 %xtraiter727, 0
  %lcmp.mod730 = icmp ne i64 %xtraiter727, 0
  %xtraiter733 = and i64 %n_features, 7
  %105 = icmp ult i64 %103, 7
  %unroll_iter738 = and i64 %n_features, -8
  %lcmp.mod735.not = icmp eq i64 %xtraiter733, 0
  %lcmp.mod737 = icmp ne i64 %xtraiter733, 0
  %xtraiter740 = and i64 %n_features, 7
  %106 = icmp ult i64 %103, 7
  %unroll_iter745 = and i64 %n_features, -8
  %lcmp.mod742.not = icmp eq i64 %xtraiter740, 0
  %lcmp.mod744 = icmp ne i64 %xtraiter740, 0
  %min.iters.check479 = icmp ult i64 %n_features, 4
  %min.iters.check482 = icmp ult i64 %n_features, 32
  %n.mod.vf485 = and i64 %n_features, 28
  %n.vec486 = and i64 %n_features, -32
  %broadcast.splatinsert491 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat492 = shufflevector <8 x float> %broadcast.splatinsert491, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n511 = icmp eq i64 %n_features, %n.vec486
  %min.epilog.iters.check515 = icmp eq i64 %n.mod.vf485, 0
  %n.vec518 = and i64 %n_features, -4
  %broadcast.splatinsert523 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat524 = shufflevector <4 x float> %broadcast.splatinsert523, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n534 = icmp eq i64 %n_features, %n.vec518
  %xtraiter747 = and i64 %n_features, 1
  %lcmp.mod748.not = icmp eq i64 %xtraiter747, 0
  %xtraiter749 = and i64 %n_features, 7
  %107 = icmp ult i64 %103, 7
  %unroll_iter754 = and i64 %n_features, -8
  %lcmp.mod751.not = icmp eq i64 %xtraiter749, 0
  %lcmp.mod753 = icmp ne i64 %xtraiter749, 0
  %min.iters.check448 = icmp ult i64 %n_features, 8
  %n.vec451 = and i64 %n_features, -8
  %broadcast.splatinsert454 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat455 = shufflevector <8 x float> %broadcast.splatinsert454, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n469 = icmp eq i64 %n_features, %n.vec451
  %xtraiter756 = and i64 %n_features, 1
  %lcmp.mod757.not = icmp eq i64 %xtraiter756, 0
  %min.iters.check403 = icmp ult i64 %n_features, 4
  %108 = and i64 %n_features, 4611686018427387888
  %diff.check388 = icmp eq i64 %108, 0
  %diff.check389 = icmp ult i64 %.idx142, 64
  %conflict.rdx390 = or i1 %diff.check388, %diff.check389
  %min.iters.check406 = icmp ult i64 %n_features, 16
  %n.mod.vf409 = and i64 %n_features, 12
  %n.vec410 = and i64 %n_features, -16
  %cmp.n419 = icmp eq i64 %n_features, %n.vec410
  %min.epilog.iters.check423 = icmp eq i64 %n.mod.vf409, 0
  %n.vec426 = and i64 %n_features, -4
  %cmp.n433 = icmp eq i64 %n_features, %n.vec426
  %xtraiter758 = and i64 %n_features, 1
  %lcmp.mod759.not = icmp eq i64 %xtraiter758, 0
  %xtraiter760 = and i64 %n_features, 7
  %109 = icmp ult i64 %103, 7
  %unroll_iter765 = and i64 %n_features, -8
  %lcmp.mod762.not = icmp eq i64 %xtraiter760, 0
  %lcmp.mod764 = icmp ne i64 %xtraiter760, 0
  %xtraiter767 = and i64 %n_features, 7
  %110 = icmp ult i64 %103, 7
  %unroll_iter772 = and i64 %n_features, -8
  %lcmp.mod769.not = icmp eq i64 %xtraiter767, 0
  %lcmp.mod771 = icmp ne i64 %xtraiter767, 0
  %min.iters.check343 = icmp ult i64 %n_features, 4
  %min.iters.check346 = icmp ult i64 %n_features, 32
  %n.mod.vf349 = and i64 %n_features, 28
  %n.vec350 = and i64 %n_features, -32
  %broadcast.splatinsert353 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat354 = shufflevector <8 x float> %broadcast.splatinsert353, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n367 = icmp eq i64 %n_features, %n.vec350
  %min.epilog.iters.check371 = icmp eq i64 %n.mod.vf349, 0
  %n.vec374 = and i64 %n_features, -4
  %broadcast.splatinsert377 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat378 = shufflevector <4 x float> %broadcast.splatinsert377, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n385 = icmp eq i64 %n_features, %n.vec374
  %xtraiter774 = and i64 %n_features, 3
  %lcmp.mod775.not = icmp eq i64 %xtraiter774, 0
  %xtraiter776 = and i64 %n_features, 7
  %111 = icmp ult i64 %103, 7
  %unroll_iter781 = and i64 %n_features, -8
  %lcmp.mod778.not = icmp eq i64 %xtraiter776, 0
  %lcmp.mod780 = icmp ne i64 %xtraiter776, 0
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check313 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert314 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat315 = shufflevector <8 x float> %broadcast.splatinsert314, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec326 = and i64 %n_features, -4
  %broadcast.splatinsert329 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat330 = shufflevector <4 x float> %broadcast.splatinsert329, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n337 = icmp eq i64 %n_features, %n.vec326
  %xtraiter783 = and i64 %n_features, 3
  %lcmp.mod784.not = icmp eq i64 %xtraiter783, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row186.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %1862, %step.header.step.exit_crit_edge.us ]
  %112 = mul i64 %86, %indvar
  %113 = add i64 %85, %112
  %114 = add i64 %87, %112
  %115 = add i64 %92, %112
  %116 = add i64 %93, %112
  %117 = add i64 %98, %112
  %118 = add i64 %99, %112
  %119 = mul i64 %79, %indvar
  %120 = add i64 %78, %119
  %121 = add i64 %80, %119
  %122 = mul i64 %73, %indvar
  %123 = add i64 %72, %122
  %scevgep436 = getelementptr i8, ptr %state, i64 %123
  %124 = add i64 %76, %122
  %scevgep437 = getelementptr i8, ptr %state, i64 %124
  %scevgep438 = getelementptr i8, ptr %input_0, i64 %123
  %scevgep439 = getelementptr i8, ptr %input_0, i64 %124
  %125 = mul i64 %58, %indvar
  %126 = add i64 %57, %125
  %127 = add i64 %59, %125
  %128 = add i64 %64, %125
  %129 = add i64 %65, %125
  %130 = add i64 %69, %125
  %131 = add i64 %70, %125
  %132 = mul i64 %52, %indvar
  %133 = add i64 %51, %132
  %134 = add i64 %53, %132
  %135 = mul i64 %46, %indvar
  %136 = add i64 %45, %135
  %scevgep = getelementptr i8, ptr %state, i64 %136
  %137 = add i64 %49, %135
  %scevgep310 = getelementptr i8, ptr %state, i64 %137
  %scevgep311 = getelementptr i8, ptr %input_0, i64 %136
  %scevgep312 = getelementptr i8, ptr %input_0, i64 %137
  %row_offset.us = mul i64 %row186.us, %n_features
  %138 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %139 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %140 = getelementptr inbounds float, ptr %status, i64 %row186.us
  %broadcast.splatinsert665 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat666 = shufflevector <8 x i64> %broadcast.splatinsert665, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert590 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat591 = shufflevector <8 x i64> %broadcast.splatinsert590, <8 x i64> poison, <8 x i32> zeroinitializer
  %diff.check540 = icmp ult i64 %113, 32
  %conflict.rdx541 = or i1 %conflict.rdx539, %diff.check540
  %diff.check542 = icmp ult i64 %114, 32
  %conflict.rdx543 = or i1 %conflict.rdx541, %diff.check542
  %diff.check546 = icmp ult i64 %115, 32
  %invariant.op813 = or i1 %conflict.rdx543, %diff.check546
  %diff.check548 = icmp ult i64 %116, 32
  %invariant.op814 = or i1 %invariant.op813, %diff.check548
  %diff.check552 = icmp ult i64 %117, 32
  %diff.check554 = icmp ult i64 %118, 32
  %invariant.op815 = or i1 %diff.check552, %diff.check554
  %diff.check472 = icmp ult i64 %120, 128
  %diff.check473 = icmp ult i64 %121, 128
  %conflict.rdx474 = or i1 %diff.check472, %diff.check473
  %bound0441 = icmp ult ptr %scevgep436, %scevgep439
  %bound1442 = icmp ult ptr %scevgep438, %scevgep437
  %found.conflict443 = and i1 %bound0441, %bound1442
  %diff.check391 = icmp ult i64 %126, 64
  %conflict.rdx392 = or i1 %conflict.rdx390, %diff.check391
  %diff.check393 = icmp ult i64 %127, 64
  %conflict.rdx394 = or i1 %conflict.rdx392, %diff.check393
  %diff.check395 = icmp ult i64 %128, 64
  %conflict.rdx396 = or i1 %conflict.rdx394, %diff.check395
  %diff.check397 = icmp ult i64 %129, 64
  %conflict.rdx398 = or i1 %conflict.rdx396, %diff.check397
  %diff.check399 = icmp ult i64 %130, 64
  %conflict.rdx400 = or i1 %conflict.rdx398, %diff.check399
  %diff.check401 = icmp ult i64 %131, 64
  %conflict.rdx402 = or i1 %conflict.rdx400, %diff.check401
  %diff.check = icmp ult i64 %133, 128
  %diff.check342 = icmp ult i64 %134, 128
  %conflict.rdx = or i1 %diff.check, %diff.check342
  %bound0 = icmp ult ptr %scevgep, %scevgep312
  %bound1 = icmp ult ptr %scevgep311, %scevgep310
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done101.us
  %step3185.us = phi i64 [ 0, %row.body.us ], [ %1313, %noise.done101.us ]
  %temperature1.0184.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done101.us ]
  %141 = fmul float %two_eta, %temperature1.0184.us
  %142 = fcmp ogt float %141, 0.000000e+00
  %143 = tail call float @llvm.sqrt.f32(float %141)
  %144 = select i1 %142, float %143, float 0.000000e+00
  %noise_scale4.us = select i1 %anneal2.not, float %noise_scale, float %144
  %key1_step.us = add i64 %step3185.us, %key1
  %step_in_chunk.us = urem i64 %step3185.us, %steps_per_chunk.zext
  br i1 %draw.not, label %feature.header37.preheader.us, label %draw.then.us

draw.then.us:                                     ; preds = %step.body.us
  br i1 %small_rows, label %small_rows.then.us, label %philox.header6.preheader.us

noise.body11.us:                                  ; preds = %noise.body11.us.preheader, %noise.body11.us
  %noise13152.us = phi i64 [ %273, %noise.body11.us ], [ %noise13152.us.ph, %noise.body11.us.preheader ]
  %145 = getelementptr inbounds float, ptr %23, i64 %noise13152.us
  %w014.us = load i32, ptr %145, align 4
  %146 = getelementptr inbounds float, ptr %scratch, i64 %noise13152.us
  %w115.us = load i32, ptr %146, align 4
  %147 = uitofp i32 %w014.us to double
  %148 = fadd double %147, 5.000000e-01
  %149 = fmul double %148, 0x3DF0000000000000
  %150 = uitofp i32 %w115.us to double
  %151 = fadd double %150, 5.000000e-01
  %152 = fmul double %151, 0x3DF0000000000000
  %153 = bitcast double %149 to i64
  %154 = lshr i64 %153, 32
  %155 = add nuw nsw i64 %154, 614242
  %156 = lshr i64 %155, 20
  %157 = add nsw i64 %156, -1023
  %158 = shl nuw i64 %155, 32
  %159 = and i64 %158, 4503595332403200
  %160 = add nuw nsw i64 %159, 4604544269498187776
  %161 = and i64 %153, 4294967295
  %162 = or disjoint i64 %160, %161
  %163 = bitcast i64 %162 to double
  %164 = fadd double %163, -1.000000e+00
  %165 = fmul double %164, 5.000000e-01
  %166 = fmul double %164, %165
  %167 = fadd double %164, 2.000000e+00
  %168 = fdiv double %164, %167
  %169 = fmul double %168, %168
  %170 = fmul double %169, %169
  %171 = fmul double %170, 0x3FC2F112DF3E5244
  %172 = fadd double %171, 0x3FC7466496CB03DE
  %173 = insertelement <2 x double> poison, double %170, i64 0
  %174 = shufflevector <2 x double> %173, <2 x double> poison, <2 x i32> zeroinitializer
  %175 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %172, i64 1
  %176 = fmul <2 x double> %174, %175
  %177 = fadd <2 x double> %176, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %178 = fmul <2 x double> %174, %177
  %179 = fadd <2 x double> %178, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %180 = insertelement <2 x double> %173, double %169, i64 1
  %181 = fmul <2 x double> %180, %179
  %shift = shufflevector <2 x double> %181, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %181, %shift
  %182 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %183 = sitofp i64 %157 to double
  %184 = fadd double %166, %182
  %185 = fmul double %168, %184
  %186 = fmul double %183, 0x3DEA39EF35793C76
  %187 = fadd double %186, %185
  %188 = fsub double %187, %166
  %189 = fadd double %164, %188
  %190 = fmul double %183, 0x3FE62E42FEE00000
  %191 = fadd double %190, %189
  %192 = fmul double %191, -2.000000e+00
  %193 = tail call double @llvm.sqrt.f64(double %192)
  %194 = fmul double %152, 0x401921FB54442D18
  %195 = fmul double %194, 0x3FE45F306DC9C883
  %196 = fadd double %195, 0x4338000000000000
  %197 = bitcast double %196 to i64
  %198 = fadd double %196, 0xC338000000000000
  %199 = fmul double %198, 0x3FF921FB54400000
  %200 = fsub double %194, %199
  %201 = fmul double %198, 0x3DD0B4611A626331
  %202 = fmul double %198, 0x3DD0B4611A600000
  %203 = fsub double %200, %202
  %204 = fmul double %198, 0x3BA3198A2E037073
  %205 = fsub double %200, %203
  %206 = fsub double %205, %202
  %207 = fsub double %204, %206
  %208 = fsub double %200, %201
  %209 = insertelement <2 x double> poison, double %208, i64 0
  %210 = insertelement <2 x double> %209, double %194, i64 1
  %211 = bitcast <2 x double> %210 to <2 x i64>
  %212 = lshr <2 x i64> %211, splat (i64 52)
  %213 = and <2 x i64> %212, splat (i64 2047)
  %214 = extractelement <2 x i64> %213, i64 0
  %215 = add nuw nsw i64 %214, 16
  %216 = extractelement <2 x i64> %213, i64 1
  %217 = icmp samesign ult i64 %215, %216
  %218 = select i1 %217, double %203, double %200
  %219 = select i1 %217, double %207, double %201
  %220 = fsub double %218, %219
  %221 = fsub double %218, %220
  %222 = fsub double %221, %219
  %223 = fmul double %220, %220
  %224 = fmul double %223, %223
  %225 = fmul double %223, 0x3EFA01A019CB1590
  %226 = fadd double %225, 0xBF56C16C16C15177
  %227 = fmul double %223, %226
  %228 = fadd double %227, 0x3FA555555555554C
  %229 = fmul double %223, %228
  %230 = fmul double %223, 0x3DA8FAE9BE8838D4
  %231 = fsub double 0x3E21EE9EBDB4B1C4, %230
  %232 = fmul double %223, %231
  %233 = fadd double %232, 0xBE927E4F809C52AD
  %234 = fmul double %224, %224
  %235 = fmul double %234, %233
  %236 = fadd double %229, %235
  %237 = fmul double %223, 5.000000e-01
  %238 = fsub double 1.000000e+00, %237
  %239 = fsub double 1.000000e+00, %238
  %240 = fsub double %239, %237
  %241 = fmul double %223, %236
  %242 = fmul double %220, %222
  %243 = fsub double %241, %242
  %244 = fadd double %240, %243
  %245 = fadd double %238, %244
  %246 = fmul double %223, 0x3EC71DE357B1FE7D
  %247 = fadd double %246, 0xBF2A01A019C161D5
  %248 = fmul double %223, %247
  %249 = fadd double %248, 0x3F8111111110F8A6
  %250 = fmul double %223, 0x3DE5D93A5ACFD57C
  %251 = fadd double %250, 0xBE5AE5E68A2B9CEB
  %252 = fmul double %223, %224
  %253 = fmul double %252, %251
  %254 = fadd double %253, %249
  %255 = fmul double %220, %223
  %256 = fmul double %222, 5.000000e-01
  %257 = fmul double %255, %254
  %258 = fsub double %256, %257
  %259 = fmul double %223, %258
  %260 = fsub double %259, %222
  %261 = fmul double %255, 0x3FC5555555555549
  %262 = fadd double %260, %261
  %263 = fsub double %220, %262
  %264 = fneg double %245
  %265 = fneg double %263
  %266 = and i64 %197, 1
  %267 = and i64 %197, 2
  %.not.us = icmp eq i64 %266, 0
  %.not138.us = icmp eq i64 %267, 0
  %268 = select i1 %.not138.us, double %245, double %264
  %269 = select i1 %.not138.us, double %265, double %263
  %270 = select i1 %.not.us, double %268, double %269
  %271 = fmul double %193, %270
  %272 = fptrunc double %271 to float
  store float %272, ptr %145, align 4
  %273 = add nuw i64 %noise13152.us, 1
  %exitcond217.not = icmp eq i64 %273, %n_features
  br i1 %exitcond217.not, label %feature.body.us.preheader, label %noise.body11.us, !llvm.loop !0

philox.body7.us:                                  ; preds = %philox.body7.us.preheader, %philox.body7.us
  %philox9151.us = phi i64 [ %356, %philox.body7.us ], [ %philox9151.us.ph, %philox.body7.us.preheader ]
  %element.us = add i64 %philox9151.us, %row_offset.us
  %274 = and i64 %element.us, 4294967295
  %275 = mul nuw i64 %274, 3528531795
  %276 = xor i64 %element.us, %key0
  %277 = xor i64 %276, %275
  %278 = lshr i64 %277, 32
  %279 = mul nuw i64 %278, 3449720151
  %280 = lshr i64 %279, 32
  %.reass.reass = xor i64 %280, %invariant.op
  %281 = xor i64 %1775, %275
  %282 = and i64 %.reass.reass, 4294967295
  %283 = mul nuw i64 %282, 3528531795
  %284 = and i64 %281, 4294967295
  %285 = mul nuw i64 %284, 3449720151
  %286 = lshr i64 %283, 32
  %287 = lshr i64 %285, 32
  %288 = xor i64 %287, %28
  %289 = xor i64 %288, %279
  %.reass302.reass = xor i64 %286, %invariant.op812
  %290 = and i64 %289, 4294967295
  %291 = mul nuw i64 %290, 3528531795
  %292 = and i64 %.reass302.reass, 4294967295
  %293 = mul nuw i64 %292, 3449720151
  %294 = lshr i64 %291, 32
  %295 = lshr i64 %293, 32
  %296 = xor i64 %30, %295
  %297 = xor i64 %296, %285
  %298 = xor i64 %294, %31
  %299 = xor i64 %298, %283
  %300 = and i64 %297, 4294967295
  %301 = mul nuw i64 %300, 3528531795
  %302 = and i64 %299, 4294967295
  %303 = mul nuw i64 %302, 3449720151
  %304 = lshr i64 %301, 32
  %305 = lshr i64 %303, 32
  %306 = xor i64 %305, %32
  %307 = xor i64 %306, %293
  %308 = xor i64 %33, %304
  %309 = xor i64 %308, %291
  %310 = and i64 %307, 4294967295
  %311 = mul nuw i64 %310, 3528531795
  %312 = and i64 %309, 4294967295
  %313 = mul nuw i64 %312, 3449720151
  %314 = lshr i64 %311, 32
  %315 = lshr i64 %313, 32
  %316 = xor i64 %34, %315
  %317 = xor i64 %316, %303
  %318 = xor i64 %314, %35
  %319 = xor i64 %318, %301
  %320 = and i64 %317, 4294967295
  %321 = mul nuw i64 %320, 3528531795
  %322 = and i64 %319, 4294967295
  %323 = mul nuw i64 %322, 3449720151
  %324 = lshr i64 %321, 32
  %325 = lshr i64 %323, 32
  %326 = xor i64 %325, %36
  %327 = xor i64 %326, %313
  %328 = xor i64 %37, %324
  %329 = xor i64 %328, %311
  %330 = and i64 %327, 4294967295
  %331 = mul nuw i64 %330, 3528531795
  %332 = and i64 %329, 4294967295
  %333 = mul nuw i64 %332, 3449720151
  %334 = lshr i64 %331, 32
  %335 = lshr i64 %333, 32
  %336 = xor i64 %38, %335
  %337 = xor i64 %336, %323
  %338 = xor i64 %334, %39
  %339 = xor i64 %338, %321
  %340 = and i64 %337, 4294967295
  %341 = mul nuw i64 %340, 3528531795
  %342 = lshr i64 %341, 32
  %343 = trunc i64 %339 to i32
  %344 = mul i32 %343, -845247145
  %345 = xor i64 %40, %342
  %346 = xor i64 %345, %331
  %347 = and i64 %346, 4294967295
  %348 = mul nuw i64 %347, 3449720151
  %349 = lshr i64 %348, 32
  %350 = trunc nuw i64 %349 to i32
  %351 = trunc i64 %348 to i32
  %352 = xor i32 %344, %350
  %353 = xor i32 %352, %41
  %354 = getelementptr inbounds float, ptr %23, i64 %philox9151.us
  store i32 %353, ptr %354, align 4
  %355 = getelementptr inbounds float, ptr %scratch, i64 %philox9151.us
  store i32 %351, ptr %355, align 4
  %356 = add nuw i64 %philox9151.us, 1
  %exitcond.not = icmp eq i64 %356, %n_features
  br i1 %exitcond.not, label %vector.memcheck636, label %philox.body7.us, !llvm.loop !2

vector.memcheck636:                               ; preds = %philox.body7.us, %middle.block702
  br i1 %found.conflict640, label %noise.body11.us.preheader, label %vector.body645

vector.body645:                                   ; preds = %vector.memcheck636, %vector.body645
  %index646 = phi i64 [ %index.next649, %vector.body645 ], [ 0, %vector.memcheck636 ]
  %357 = getelementptr inbounds float, ptr %23, i64 %index646
  %wide.load647 = load <8 x i32>, ptr %357, align 4, !alias.scope !3, !noalias !6
  %358 = getelementptr inbounds float, ptr %scratch, i64 %index646
  %wide.load648 = load <8 x i32>, ptr %358, align 4, !alias.scope !6
  %359 = uitofp <8 x i32> %wide.load647 to <8 x double>
  %360 = fadd <8 x double> %359, splat (double 5.000000e-01)
  %361 = fmul <8 x double> %360, splat (double 0x3DF0000000000000)
  %362 = uitofp <8 x i32> %wide.load648 to <8 x double>
  %363 = fadd <8 x double> %362, splat (double 5.000000e-01)
  %364 = fmul <8 x double> %363, splat (double 0x3DF0000000000000)
  %365 = bitcast <8 x double> %361 to <8 x i64>
  %366 = lshr <8 x i64> %365, splat (i64 32)
  %367 = add nuw nsw <8 x i64> %366, splat (i64 614242)
  %368 = lshr <8 x i64> %367, splat (i64 20)
  %369 = add nsw <8 x i64> %368, splat (i64 -1023)
  %370 = shl nuw <8 x i64> %367, splat (i64 32)
  %371 = and <8 x i64> %370, splat (i64 4503595332403200)
  %372 = add nuw nsw <8 x i64> %371, splat (i64 4604544269498187776)
  %373 = and <8 x i64> %365, splat (i64 4294967295)
  %374 = or disjoint <8 x i64> %372, %373
  %375 = bitcast <8 x i64> %374 to <8 x double>
  %376 = fadd <8 x double> %375, splat (double -1.000000e+00)
  %377 = fmul <8 x double> %376, splat (double 5.000000e-01)
  %378 = fmul <8 x double> %376, %377
  %379 = fadd <8 x double> %376, splat (double 2.000000e+00)
  %380 = fdiv <8 x double> %376, %379
  %381 = fmul <8 x double> %380, %380
  %382 = fmul <8 x double> %381, %381
  %383 = fmul <8 x double> %382, splat (double 0x3FC39A09D078C69F)
  %384 = fadd <8 x double> %383, splat (double 0x3FCC71C51D8E78AF)
  %385 = fmul <8 x double> %382, %384
  %386 = fadd <8 x double> %385, splat (double 0x3FD999999997FA04)
  %387 = fmul <8 x double> %382, %386
  %388 = fmul <8 x double> %382, splat (double 0x3FC2F112DF3E5244)
  %389 = fadd <8 x double> %388, splat (double 0x3FC7466496CB03DE)
  %390 = fmul <8 x double> %382, %389
  %391 = fadd <8 x double> %390, splat (double 0x3FD2492494229359)
  %392 = fmul <8 x double> %382, %391
  %393 = fadd <8 x double> %392, splat (double 0x3FE5555555555593)
  %394 = fmul <8 x double> %381, %393
  %395 = fadd <8 x double> %387, %394
  %396 = sitofp <8 x i64> %369 to <8 x double>
  %397 = fadd <8 x double> %378, %395
  %398 = fmul <8 x double> %380, %397
  %399 = fmul <8 x double> %396, splat (double 0x3DEA39EF35793C76)
  %400 = fadd <8 x double> %399, %398
  %401 = fsub <8 x double> %400, %378
  %402 = fadd <8 x double> %376, %401
  %403 = fmul <8 x double> %396, splat (double 0x3FE62E42FEE00000)
  %404 = fadd <8 x double> %403, %402
  %405 = fmul <8 x double> %404, splat (double -2.000000e+00)
  %406 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %405)
  %407 = fmul <8 x double> %364, splat (double 0x401921FB54442D18)
  %408 = fmul <8 x double> %407, splat (double 0x3FE45F306DC9C883)
  %409 = fadd <8 x double> %408, splat (double 0x4338000000000000)
  %410 = bitcast <8 x double> %409 to <8 x i64>
  %411 = fadd <8 x double> %409, splat (double 0xC338000000000000)
  %412 = fmul <8 x double> %411, splat (double 0x3FF921FB54400000)
  %413 = fsub <8 x double> %407, %412
  %414 = fmul <8 x double> %411, splat (double 0x3DD0B4611A626331)
  %415 = fmul <8 x double> %411, splat (double 0x3DD0B4611A600000)
  %416 = fsub <8 x double> %413, %415
  %417 = fmul <8 x double> %411, splat (double 0x3BA3198A2E037073)
  %418 = fsub <8 x double> %413, %416
  %419 = fsub <8 x double> %418, %415
  %420 = fsub <8 x double> %417, %419
  %421 = fsub <8 x double> %413, %414
  %422 = bitcast <8 x double> %407 to <8 x i64>
  %423 = lshr <8 x i64> %422, splat (i64 52)
  %424 = and <8 x i64> %423, splat (i64 2047)
  %425 = bitcast <8 x double> %421 to <8 x i64>
  %426 = lshr <8 x i64> %425, splat (i64 52)
  %427 = and <8 x i64> %426, splat (i64 2047)
  %428 = add nuw nsw <8 x i64> %427, splat (i64 16)
  %429 = icmp samesign ult <8 x i64> %428, %424
  %430 = select <8 x i1> %429, <8 x double> %416, <8 x double> %413
  %431 = select <8 x i1> %429, <8 x double> %420, <8 x double> %414
  %432 = fsub <8 x double> %430, %431
  %433 = fsub <8 x double> %430, %432
  %434 = fsub <8 x double> %433, %431
  %435 = fmul <8 x double> %432, %432
  %436 = fmul <8 x double> %435, %435
  %437 = fmul <8 x double> %435, splat (double 0x3EFA01A019CB1590)
  %438 = fadd <8 x double> %437, splat (double 0xBF56C16C16C15177)
  %439 = fmul <8 x double> %435, %438
  %440 = fadd <8 x double> %439, splat (double 0x3FA555555555554C)
  %441 = fmul <8 x double> %435, %440
  %442 = fmul <8 x double> %435, splat (double 0x3DA8FAE9BE8838D4)
  %443 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %442
  %444 = fmul <8 x double> %435, %443
  %445 = fadd <8 x double> %444, splat (double 0xBE927E4F809C52AD)
  %446 = fmul <8 x double> %436, %436
  %447 = fmul <8 x double> %446, %445
  %448 = fadd <8 x double> %441, %447
  %449 = fmul <8 x double> %435, splat (double 5.000000e-01)
  %450 = fsub <8 x double> splat (double 1.000000e+00), %449
  %451 = fsub <8 x double> splat (double 1.000000e+00), %450
  %452 = fsub <8 x double> %451, %449
  %453 = fmul <8 x double> %435, %448
  %454 = fmul <8 x double> %432, %434
  %455 = fsub <8 x double> %453, %454
  %456 = fadd <8 x double> %452, %455
  %457 = fadd <8 x double> %450, %456
  %458 = fmul <8 x double> %435, splat (double 0x3EC71DE357B1FE7D)
  %459 = fadd <8 x double> %458, splat (double 0xBF2A01A019C161D5)
  %460 = fmul <8 x double> %435, %459
  %461 = fadd <8 x double> %460, splat (double 0x3F8111111110F8A6)
  %462 = fmul <8 x double> %435, splat (double 0x3DE5D93A5ACFD57C)
  %463 = fadd <8 x double> %462, splat (double 0xBE5AE5E68A2B9CEB)
  %464 = fmul <8 x double> %435, %436
  %465 = fmul <8 x double> %464, %463
  %466 = fadd <8 x double> %465, %461
  %467 = fmul <8 x double> %432, %435
  %468 = fmul <8 x double> %434, splat (double 5.000000e-01)
  %469 = fmul <8 x double> %467, %466
  %470 = fsub <8 x double> %468, %469
  %471 = fmul <8 x double> %435, %470
  %472 = fsub <8 x double> %471, %434
  %473 = fmul <8 x double> %467, splat (double 0x3FC5555555555549)
  %474 = fadd <8 x double> %472, %473
  %475 = fsub <8 x double> %432, %474
  %476 = fneg <8 x double> %457
  %477 = fneg <8 x double> %475
  %478 = and <8 x i64> %410, splat (i64 1)
  %479 = and <8 x i64> %410, splat (i64 2)
  %480 = icmp eq <8 x i64> %478, zeroinitializer
  %481 = icmp eq <8 x i64> %479, zeroinitializer
  %482 = select <8 x i1> %481, <8 x double> %457, <8 x double> %476
  %483 = select <8 x i1> %481, <8 x double> %477, <8 x double> %475
  %484 = select <8 x i1> %480, <8 x double> %482, <8 x double> %483
  %485 = fmul <8 x double> %406, %484
  %486 = fptrunc <8 x double> %485 to <8 x float>
  store <8 x float> %486, ptr %357, align 4, !alias.scope !3, !noalias !6
  %index.next649 = add nuw i64 %index646, 8
  %487 = icmp eq i64 %index.next649, %n.vec644
  br i1 %487, label %middle.block650, label %vector.body645, !llvm.loop !8

middle.block650:                                  ; preds = %vector.body645
  br i1 %cmp.n651, label %feature.body.us.preheader, label %noise.body11.us.preheader

noise.body11.us.preheader:                        ; preds = %vector.memcheck636, %middle.block650
  %noise13152.us.ph = phi i64 [ 0, %vector.memcheck636 ], [ %n.vec644, %middle.block650 ]
  br label %noise.body11.us

small_rows.then.us:                               ; preds = %draw.then.us
  %chunk_starts.us = icmp eq i64 %step_in_chunk.us, 0
  br i1 %chunk_starts.us, label %small_draw.then.us, label %feature.header.preheader.us

small_draw.then.us:                               ; preds = %small_rows.then.us
  %steps_left.us = sub i64 %steps, %step3185.us
  %488 = tail call i64 @llvm.umin.i64(i64 %steps_left.us, i64 %steps_per_chunk.zext)
  %chunk_units.us = mul nuw nsw i64 %488, %n_features
  %.not203 = icmp eq i64 %chunk_units.us, 0
  br i1 %.not203, label %feature.header.preheader.us, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %small_draw.then.us
  %min.iters.check586 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check586, label %philox.body.us.preheader717, label %vector.ph587

vector.ph587:                                     ; preds = %philox.body.us.preheader
  %n.vec589 = and i64 %chunk_units.us, 32760
  %broadcast.splatinsert592 = insertelement <8 x i64> poison, i64 %key1_step.us, i64 0
  %broadcast.splat593 = shufflevector <8 x i64> %broadcast.splatinsert592, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body628

vector.body628:                                   ; preds = %vector.body628, %vector.ph587
  %index629 = phi i64 [ 0, %vector.ph587 ], [ %index.next632, %vector.body628 ]
  %489 = getelementptr inbounds float, ptr %small_unit_of, i64 %index629
  %wide.load630 = load <8 x i32>, ptr %489, align 4
  %490 = zext <8 x i32> %wide.load630 to <8 x i64>
  %491 = add <8 x i64> %broadcast.splat591, %490
  %492 = getelementptr inbounds float, ptr %small_step_of, i64 %index629
  %wide.load631 = load <8 x i32>, ptr %492, align 4
  %493 = zext <8 x i32> %wide.load631 to <8 x i64>
  %494 = add <8 x i64> %broadcast.splat593, %493
  %495 = lshr <8 x i64> %494, splat (i64 32)
  %496 = and <8 x i64> %491, splat (i64 4294967295)
  %497 = mul nuw <8 x i64> %496, splat (i64 3528531795)
  %498 = mul nuw <8 x i64> %495, splat (i64 3449720151)
  %499 = lshr <8 x i64> %498, splat (i64 32)
  %500 = xor <8 x i64> %broadcast.splat595, %499
  %501 = xor <8 x i64> %500, %494
  %502 = xor <8 x i64> %491, %broadcast.splat595
  %503 = xor <8 x i64> %502, %497
  %504 = lshr <8 x i64> %503, splat (i64 32)
  %505 = and <8 x i64> %501, splat (i64 4294967295)
  %506 = mul nuw <8 x i64> %505, splat (i64 3528531795)
  %507 = mul nuw <8 x i64> %504, splat (i64 3449720151)
  %508 = lshr <8 x i64> %506, splat (i64 32)
  %509 = lshr <8 x i64> %507, splat (i64 32)
  %510 = xor <8 x i64> %broadcast.splat597, %509
  %511 = xor <8 x i64> %510, %498
  %512 = xor <8 x i64> %broadcast.splat599, %508
  %513 = xor <8 x i64> %512, %497
  %514 = and <8 x i64> %511, splat (i64 4294967295)
  %515 = mul nuw <8 x i64> %514, splat (i64 3528531795)
  %516 = and <8 x i64> %513, splat (i64 4294967295)
  %517 = mul nuw <8 x i64> %516, splat (i64 3449720151)
  %518 = lshr <8 x i64> %515, splat (i64 32)
  %519 = lshr <8 x i64> %517, splat (i64 32)
  %520 = xor <8 x i64> %broadcast.splat601, %519
  %521 = xor <8 x i64> %520, %507
  %522 = xor <8 x i64> %broadcast.splat603, %518
  %523 = xor <8 x i64> %522, %506
  %524 = and <8 x i64> %521, splat (i64 4294967295)
  %525 = mul nuw <8 x i64> %524, splat (i64 3528531795)
  %526 = and <8 x i64> %523, splat (i64 4294967295)
  %527 = mul nuw <8 x i64> %526, splat (i64 3449720151)
  %528 = lshr <8 x i64> %525, splat (i64 32)
  %529 = lshr <8 x i64> %527, splat (i64 32)
  %530 = xor <8 x i64> %broadcast.splat605, %529
  %531 = xor <8 x i64> %530, %517
  %532 = xor <8 x i64> %broadcast.splat607, %528
  %533 = xor <8 x i64> %532, %515
  %534 = and <8 x i64> %531, splat (i64 4294967295)
  %535 = mul nuw <8 x i64> %534, splat (i64 3528531795)
  %536 = and <8 x i64> %533, splat (i64 4294967295)
  %537 = mul nuw <8 x i64> %536, splat (i64 3449720151)
  %538 = lshr <8 x i64> %535, splat (i64 32)
  %539 = lshr <8 x i64> %537, splat (i64 32)
  %540 = xor <8 x i64> %broadcast.splat609, %539
  %541 = xor <8 x i64> %540, %527
  %542 = xor <8 x i64> %broadcast.splat611, %538
  %543 = xor <8 x i64> %542, %525
  %544 = and <8 x i64> %541, splat (i64 4294967295)
  %545 = mul nuw <8 x i64> %544, splat (i64 3528531795)
  %546 = and <8 x i64> %543, splat (i64 4294967295)
  %547 = mul nuw <8 x i64> %546, splat (i64 3449720151)
  %548 = lshr <8 x i64> %545, splat (i64 32)
  %549 = lshr <8 x i64> %547, splat (i64 32)
  %550 = xor <8 x i64> %broadcast.splat613, %549
  %551 = xor <8 x i64> %550, %537
  %552 = xor <8 x i64> %broadcast.splat615, %548
  %553 = xor <8 x i64> %552, %535
  %554 = and <8 x i64> %551, splat (i64 4294967295)
  %555 = mul nuw <8 x i64> %554, splat (i64 3528531795)
  %556 = and <8 x i64> %553, splat (i64 4294967295)
  %557 = mul nuw <8 x i64> %556, splat (i64 3449720151)
  %558 = lshr <8 x i64> %555, splat (i64 32)
  %559 = lshr <8 x i64> %557, splat (i64 32)
  %560 = xor <8 x i64> %broadcast.splat617, %559
  %561 = xor <8 x i64> %560, %547
  %562 = xor <8 x i64> %broadcast.splat619, %558
  %563 = xor <8 x i64> %562, %545
  %564 = and <8 x i64> %561, splat (i64 4294967295)
  %565 = mul nuw <8 x i64> %564, splat (i64 3528531795)
  %566 = and <8 x i64> %563, splat (i64 4294967295)
  %567 = mul nuw <8 x i64> %566, splat (i64 3449720151)
  %568 = lshr <8 x i64> %565, splat (i64 32)
  %569 = lshr <8 x i64> %567, splat (i64 32)
  %570 = xor <8 x i64> %broadcast.splat621, %569
  %571 = xor <8 x i64> %570, %557
  %572 = xor <8 x i64> %broadcast.splat623, %568
  %573 = xor <8 x i64> %572, %555
  %574 = and <8 x i64> %571, splat (i64 4294967295)
  %575 = mul nuw <8 x i64> %574, splat (i64 3528531795)
  %576 = lshr <8 x i64> %575, splat (i64 32)
  %577 = trunc <8 x i64> %573 to <8 x i32>
  %578 = mul <8 x i32> %577, splat (i32 -845247145)
  %579 = xor <8 x i64> %broadcast.splat625, %576
  %580 = xor <8 x i64> %579, %565
  %581 = and <8 x i64> %580, splat (i64 4294967295)
  %582 = mul nuw <8 x i64> %581, splat (i64 3449720151)
  %583 = lshr <8 x i64> %582, splat (i64 32)
  %584 = trunc nuw <8 x i64> %583 to <8 x i32>
  %585 = trunc <8 x i64> %582 to <8 x i32>
  %586 = xor <8 x i32> %578, %584
  %587 = xor <8 x i32> %586, %broadcast.splat627
  %588 = getelementptr inbounds float, ptr %small_noise, i64 %index629
  store <8 x i32> %587, ptr %588, align 4
  %589 = getelementptr inbounds float, ptr %small_staging, i64 %index629
  store <8 x i32> %585, ptr %589, align 4
  %index.next632 = add nuw i64 %index629, 8
  %590 = icmp eq i64 %index.next632, %n.vec589
  br i1 %590, label %middle.block633, label %vector.body628, !llvm.loop !10

middle.block633:                                  ; preds = %vector.body628
  %cmp.n634 = icmp eq i64 %chunk_units.us, %n.vec589
  br i1 %cmp.n634, label %noise.body.us.preheader, label %philox.body.us.preheader717

philox.body.us.preheader717:                      ; preds = %philox.body.us.preheader, %middle.block633
  %philox153.us.ph = phi i64 [ 0, %philox.body.us.preheader ], [ %n.vec589, %middle.block633 ]
  br label %philox.body.us

noise.body.us:                                    ; preds = %noise.body.us.preheader716, %noise.body.us
  %noise154.us = phi i64 [ %719, %noise.body.us ], [ %noise154.us.ph, %noise.body.us.preheader716 ]
  %591 = getelementptr inbounds float, ptr %small_noise, i64 %noise154.us
  %w0.us = load i32, ptr %591, align 4
  %592 = getelementptr inbounds float, ptr %small_staging, i64 %noise154.us
  %w1.us = load i32, ptr %592, align 4
  %593 = uitofp i32 %w0.us to double
  %594 = fadd double %593, 5.000000e-01
  %595 = fmul double %594, 0x3DF0000000000000
  %596 = uitofp i32 %w1.us to double
  %597 = fadd double %596, 5.000000e-01
  %598 = fmul double %597, 0x3DF0000000000000
  %599 = bitcast double %595 to i64
  %600 = lshr i64 %599, 32
  %601 = add nuw nsw i64 %600, 614242
  %602 = lshr i64 %601, 20
  %603 = add nsw i64 %602, -1023
  %604 = shl nuw i64 %601, 32
  %605 = and i64 %604, 4503595332403200
  %606 = add nuw nsw i64 %605, 4604544269498187776
  %607 = and i64 %599, 4294967295
  %608 = or disjoint i64 %606, %607
  %609 = bitcast i64 %608 to double
  %610 = fadd double %609, -1.000000e+00
  %611 = fmul double %610, 5.000000e-01
  %612 = fmul double %610, %611
  %613 = fadd double %610, 2.000000e+00
  %614 = fdiv double %610, %613
  %615 = fmul double %614, %614
  %616 = fmul double %615, %615
  %617 = fmul double %616, 0x3FC2F112DF3E5244
  %618 = fadd double %617, 0x3FC7466496CB03DE
  %619 = insertelement <2 x double> poison, double %616, i64 0
  %620 = shufflevector <2 x double> %619, <2 x double> poison, <2 x i32> zeroinitializer
  %621 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %618, i64 1
  %622 = fmul <2 x double> %620, %621
  %623 = fadd <2 x double> %622, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %624 = fmul <2 x double> %620, %623
  %625 = fadd <2 x double> %624, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %626 = insertelement <2 x double> %619, double %615, i64 1
  %627 = fmul <2 x double> %626, %625
  %shift708 = shufflevector <2 x double> %627, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop709 = fadd <2 x double> %627, %shift708
  %628 = extractelement <2 x double> %foldExtExtBinop709, i64 0
  %629 = sitofp i64 %603 to double
  %630 = fadd double %612, %628
  %631 = fmul double %614, %630
  %632 = fmul double %629, 0x3DEA39EF35793C76
  %633 = fadd double %632, %631
  %634 = fsub double %633, %612
  %635 = fadd double %610, %634
  %636 = fmul double %629, 0x3FE62E42FEE00000
  %637 = fadd double %636, %635
  %638 = fmul double %637, -2.000000e+00
  %639 = tail call double @llvm.sqrt.f64(double %638)
  %640 = fmul double %598, 0x401921FB54442D18
  %641 = fmul double %640, 0x3FE45F306DC9C883
  %642 = fadd double %641, 0x4338000000000000
  %643 = bitcast double %642 to i64
  %644 = fadd double %642, 0xC338000000000000
  %645 = fmul double %644, 0x3FF921FB54400000
  %646 = fsub double %640, %645
  %647 = fmul double %644, 0x3DD0B4611A626331
  %648 = fmul double %644, 0x3DD0B4611A600000
  %649 = fsub double %646, %648
  %650 = fmul double %644, 0x3BA3198A2E037073
  %651 = fsub double %646, %649
  %652 = fsub double %651, %648
  %653 = fsub double %650, %652
  %654 = fsub double %646, %647
  %655 = insertelement <2 x double> poison, double %654, i64 0
  %656 = insertelement <2 x double> %655, double %640, i64 1
  %657 = bitcast <2 x double> %656 to <2 x i64>
  %658 = lshr <2 x i64> %657, splat (i64 52)
  %659 = and <2 x i64> %658, splat (i64 2047)
  %660 = extractelement <2 x i64> %659, i64 0
  %661 = add nuw nsw i64 %660, 16
  %662 = extractelement <2 x i64> %659, i64 1
  %663 = icmp samesign ult i64 %661, %662
  %664 = select i1 %663, double %649, double %646
  %665 = select i1 %663, double %653, double %647
  %666 = fsub double %664, %665
  %667 = fsub double %664, %666
  %668 = fsub double %667, %665
  %669 = fmul double %666, %666
  %670 = fmul double %669, %669
  %671 = fmul double %669, 0x3EFA01A019CB1590
  %672 = fadd double %671, 0xBF56C16C16C15177
  %673 = fmul double %669, %672
  %674 = fadd double %673, 0x3FA555555555554C
  %675 = fmul double %669, %674
  %676 = fmul double %669, 0x3DA8FAE9BE8838D4
  %677 = fsub double 0x3E21EE9EBDB4B1C4, %676
  %678 = fmul double %669, %677
  %679 = fadd double %678, 0xBE927E4F809C52AD
  %680 = fmul double %670, %670
  %681 = fmul double %680, %679
  %682 = fadd double %675, %681
  %683 = fmul double %669, 5.000000e-01
  %684 = fsub double 1.000000e+00, %683
  %685 = fsub double 1.000000e+00, %684
  %686 = fsub double %685, %683
  %687 = fmul double %669, %682
  %688 = fmul double %666, %668
  %689 = fsub double %687, %688
  %690 = fadd double %686, %689
  %691 = fadd double %684, %690
  %692 = fmul double %669, 0x3EC71DE357B1FE7D
  %693 = fadd double %692, 0xBF2A01A019C161D5
  %694 = fmul double %669, %693
  %695 = fadd double %694, 0x3F8111111110F8A6
  %696 = fmul double %669, 0x3DE5D93A5ACFD57C
  %697 = fadd double %696, 0xBE5AE5E68A2B9CEB
  %698 = fmul double %669, %670
  %699 = fmul double %698, %697
  %700 = fadd double %699, %695
  %701 = fmul double %666, %669
  %702 = fmul double %668, 5.000000e-01
  %703 = fmul double %701, %700
  %704 = fsub double %702, %703
  %705 = fmul double %669, %704
  %706 = fsub double %705, %668
  %707 = fmul double %701, 0x3FC5555555555549
  %708 = fadd double %706, %707
  %709 = fsub double %666, %708
  %710 = fneg double %691
  %711 = fneg double %709
  %712 = and i64 %643, 1
  %713 = and i64 %643, 2
  %.not143.us = icmp eq i64 %712, 0
  %.not144.us = icmp eq i64 %713, 0
  %714 = select i1 %.not144.us, double %691, double %710
  %715 = select i1 %.not144.us, double %711, double %709
  %716 = select i1 %.not143.us, double %714, double %715
  %717 = fmul double %639, %716
  %718 = fptrunc double %717 to float
  store float %718, ptr %591, align 4
  %719 = add nuw i64 %noise154.us, 1
  %720 = icmp ult i64 %719, %chunk_units.us
  br i1 %720, label %noise.body.us, label %feature.header.preheader.us, !llvm.loop !11

philox.body.us:                                   ; preds = %philox.body.us.preheader717, %philox.body.us
  %philox153.us = phi i64 [ %822, %philox.body.us ], [ %philox153.us.ph, %philox.body.us.preheader717 ]
  %721 = getelementptr inbounds float, ptr %small_unit_of, i64 %philox153.us
  %722 = load i32, ptr %721, align 4
  %723 = zext i32 %722 to i64
  %index.us = add i64 %row_offset.us, %723
  %724 = getelementptr inbounds float, ptr %small_step_of, i64 %philox153.us
  %725 = load i32, ptr %724, align 4
  %726 = zext i32 %725 to i64
  %key1_step5.us = add i64 %key1_step.us, %726
  %727 = lshr i64 %key1_step5.us, 32
  %728 = and i64 %index.us, 4294967295
  %729 = mul nuw i64 %728, 3528531795
  %730 = mul nuw i64 %727, 3449720151
  %731 = lshr i64 %730, 32
  %732 = xor i64 %key0, %731
  %733 = xor i64 %732, %key1_step5.us
  %734 = xor i64 %index.us, %key0
  %735 = xor i64 %734, %729
  %736 = lshr i64 %735, 32
  %737 = and i64 %733, 4294967295
  %738 = mul nuw i64 %737, 3528531795
  %739 = mul nuw i64 %736, 3449720151
  %740 = lshr i64 %738, 32
  %741 = lshr i64 %739, 32
  %742 = xor i64 %26, %741
  %743 = xor i64 %742, %730
  %744 = xor i64 %27, %740
  %745 = xor i64 %744, %729
  %746 = and i64 %743, 4294967295
  %747 = mul nuw i64 %746, 3528531795
  %748 = and i64 %745, 4294967295
  %749 = mul nuw i64 %748, 3449720151
  %750 = lshr i64 %747, 32
  %751 = lshr i64 %749, 32
  %752 = xor i64 %28, %751
  %753 = xor i64 %752, %739
  %754 = xor i64 %29, %750
  %755 = xor i64 %754, %738
  %756 = and i64 %753, 4294967295
  %757 = mul nuw i64 %756, 3528531795
  %758 = and i64 %755, 4294967295
  %759 = mul nuw i64 %758, 3449720151
  %760 = lshr i64 %757, 32
  %761 = lshr i64 %759, 32
  %762 = xor i64 %30, %761
  %763 = xor i64 %762, %749
  %764 = xor i64 %31, %760
  %765 = xor i64 %764, %747
  %766 = and i64 %763, 4294967295
  %767 = mul nuw i64 %766, 3528531795
  %768 = and i64 %765, 4294967295
  %769 = mul nuw i64 %768, 3449720151
  %770 = lshr i64 %767, 32
  %771 = lshr i64 %769, 32
  %772 = xor i64 %32, %771
  %773 = xor i64 %772, %759
  %774 = xor i64 %33, %770
  %775 = xor i64 %774, %757
  %776 = and i64 %773, 4294967295
  %777 = mul nuw i64 %776, 3528531795
  %778 = and i64 %775, 4294967295
  %779 = mul nuw i64 %778, 3449720151
  %780 = lshr i64 %777, 32
  %781 = lshr i64 %779, 32
  %782 = xor i64 %34, %781
  %783 = xor i64 %782, %769
  %784 = xor i64 %35, %780
  %785 = xor i64 %784, %767
  %786 = and i64 %783, 4294967295
  %787 = mul nuw i64 %786, 3528531795
  %788 = and i64 %785, 4294967295
  %789 = mul nuw i64 %788, 3449720151
  %790 = lshr i64 %787, 32
  %791 = lshr i64 %789, 32
  %792 = xor i64 %36, %791
  %793 = xor i64 %792, %779
  %794 = xor i64 %37, %790
  %795 = xor i64 %794, %777
  %796 = and i64 %793, 4294967295
  %797 = mul nuw i64 %796, 3528531795
  %798 = and i64 %795, 4294967295
  %799 = mul nuw i64 %798, 3449720151
  %800 = lshr i64 %797, 32
  %801 = lshr i64 %799, 32
  %802 = xor i64 %38, %801
  %803 = xor i64 %802, %789
  %804 = xor i64 %39, %800
  %805 = xor i64 %804, %787
  %806 = and i64 %803, 4294967295
  %807 = mul nuw i64 %806, 3528531795
  %808 = lshr i64 %807, 32
  %809 = trunc i64 %805 to i32
  %810 = mul i32 %809, -845247145
  %811 = xor i64 %40, %808
  %812 = xor i64 %811, %797
  %813 = and i64 %812, 4294967295
  %814 = mul nuw i64 %813, 3449720151
  %815 = lshr i64 %814, 32
  %816 = trunc nuw i64 %815 to i32
  %817 = trunc i64 %814 to i32
  %818 = xor i32 %810, %816
  %819 = xor i32 %818, %41
  %820 = getelementptr inbounds float, ptr %small_noise, i64 %philox153.us
  store i32 %819, ptr %820, align 4
  %821 = getelementptr inbounds float, ptr %small_staging, i64 %philox153.us
  store i32 %817, ptr %821, align 4
  %822 = add nuw i64 %philox153.us, 1
  %823 = icmp ult i64 %822, %chunk_units.us
  br i1 %823, label %philox.body.us, label %noise.body.us.preheader, !llvm.loop !12

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block633
  %min.iters.check573 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check573, label %noise.body.us.preheader716, label %vector.ph574

vector.ph574:                                     ; preds = %noise.body.us.preheader
  %n.vec576 = and i64 %chunk_units.us, 32760
  br label %vector.body577

vector.body577:                                   ; preds = %vector.body577, %vector.ph574
  %index578 = phi i64 [ 0, %vector.ph574 ], [ %index.next581, %vector.body577 ]
  %824 = getelementptr inbounds float, ptr %small_noise, i64 %index578
  %wide.load579 = load <8 x i32>, ptr %824, align 4
  %825 = getelementptr inbounds float, ptr %small_staging, i64 %index578
  %wide.load580 = load <8 x i32>, ptr %825, align 4
  %826 = uitofp <8 x i32> %wide.load579 to <8 x double>
  %827 = fadd <8 x double> %826, splat (double 5.000000e-01)
  %828 = fmul <8 x double> %827, splat (double 0x3DF0000000000000)
  %829 = uitofp <8 x i32> %wide.load580 to <8 x double>
  %830 = fadd <8 x double> %829, splat (double 5.000000e-01)
  %831 = fmul <8 x double> %830, splat (double 0x3DF0000000000000)
  %832 = bitcast <8 x double> %828 to <8 x i64>
  %833 = lshr <8 x i64> %832, splat (i64 32)
  %834 = add nuw nsw <8 x i64> %833, splat (i64 614242)
  %835 = lshr <8 x i64> %834, splat (i64 20)
  %836 = add nsw <8 x i64> %835, splat (i64 -1023)
  %837 = shl nuw <8 x i64> %834, splat (i64 32)
  %838 = and <8 x i64> %837, splat (i64 4503595332403200)
  %839 = add nuw nsw <8 x i64> %838, splat (i64 4604544269498187776)
  %840 = and <8 x i64> %832, splat (i64 4294967295)
  %841 = or disjoint <8 x i64> %839, %840
  %842 = bitcast <8 x i64> %841 to <8 x double>
  %843 = fadd <8 x double> %842, splat (double -1.000000e+00)
  %844 = fmul <8 x double> %843, splat (double 5.000000e-01)
  %845 = fmul <8 x double> %843, %844
  %846 = fadd <8 x double> %843, splat (double 2.000000e+00)
  %847 = fdiv <8 x double> %843, %846
  %848 = fmul <8 x double> %847, %847
  %849 = fmul <8 x double> %848, %848
  %850 = fmul <8 x double> %849, splat (double 0x3FC39A09D078C69F)
  %851 = fadd <8 x double> %850, splat (double 0x3FCC71C51D8E78AF)
  %852 = fmul <8 x double> %849, %851
  %853 = fadd <8 x double> %852, splat (double 0x3FD999999997FA04)
  %854 = fmul <8 x double> %849, %853
  %855 = fmul <8 x double> %849, splat (double 0x3FC2F112DF3E5244)
  %856 = fadd <8 x double> %855, splat (double 0x3FC7466496CB03DE)
  %857 = fmul <8 x double> %849, %856
  %858 = fadd <8 x double> %857, splat (double 0x3FD2492494229359)
  %859 = fmul <8 x double> %849, %858
  %860 = fadd <8 x double> %859, splat (double 0x3FE5555555555593)
  %861 = fmul <8 x double> %848, %860
  %862 = fadd <8 x double> %854, %861
  %863 = sitofp <8 x i64> %836 to <8 x double>
  %864 = fadd <8 x double> %845, %862
  %865 = fmul <8 x double> %847, %864
  %866 = fmul <8 x double> %863, splat (double 0x3DEA39EF35793C76)
  %867 = fadd <8 x double> %866, %865
  %868 = fsub <8 x double> %867, %845
  %869 = fadd <8 x double> %843, %868
  %870 = fmul <8 x double> %863, splat (double 0x3FE62E42FEE00000)
  %871 = fadd <8 x double> %870, %869
  %872 = fmul <8 x double> %871, splat (double -2.000000e+00)
  %873 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %872)
  %874 = fmul <8 x double> %831, splat (double 0x401921FB54442D18)
  %875 = fmul <8 x double> %874, splat (double 0x3FE45F306DC9C883)
  %876 = fadd <8 x double> %875, splat (double 0x4338000000000000)
  %877 = bitcast <8 x double> %876 to <8 x i64>
  %878 = fadd <8 x double> %876, splat (double 0xC338000000000000)
  %879 = fmul <8 x double> %878, splat (double 0x3FF921FB54400000)
  %880 = fsub <8 x double> %874, %879
  %881 = fmul <8 x double> %878, splat (double 0x3DD0B4611A626331)
  %882 = fmul <8 x double> %878, splat (double 0x3DD0B4611A600000)
  %883 = fsub <8 x double> %880, %882
  %884 = fmul <8 x double> %878, splat (double 0x3BA3198A2E037073)
  %885 = fsub <8 x double> %880, %883
  %886 = fsub <8 x double> %885, %882
  %887 = fsub <8 x double> %884, %886
  %888 = fsub <8 x double> %880, %881
  %889 = bitcast <8 x double> %874 to <8 x i64>
  %890 = lshr <8 x i64> %889, splat (i64 52)
  %891 = and <8 x i64> %890, splat (i64 2047)
  %892 = bitcast <8 x double> %888 to <8 x i64>
  %893 = lshr <8 x i64> %892, splat (i64 52)
  %894 = and <8 x i64> %893, splat (i64 2047)
  %895 = add nuw nsw <8 x i64> %894, splat (i64 16)
  %896 = icmp samesign ult <8 x i64> %895, %891
  %897 = select <8 x i1> %896, <8 x double> %883, <8 x double> %880
  %898 = select <8 x i1> %896, <8 x double> %887, <8 x double> %881
  %899 = fsub <8 x double> %897, %898
  %900 = fsub <8 x double> %897, %899
  %901 = fsub <8 x double> %900, %898
  %902 = fmul <8 x double> %899, %899
  %903 = fmul <8 x double> %902, %902
  %904 = fmul <8 x double> %902, splat (double 0x3EFA01A019CB1590)
  %905 = fadd <8 x double> %904, splat (double 0xBF56C16C16C15177)
  %906 = fmul <8 x double> %902, %905
  %907 = fadd <8 x double> %906, splat (double 0x3FA555555555554C)
  %908 = fmul <8 x double> %902, %907
  %909 = fmul <8 x double> %902, splat (double 0x3DA8FAE9BE8838D4)
  %910 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %909
  %911 = fmul <8 x double> %902, %910
  %912 = fadd <8 x double> %911, splat (double 0xBE927E4F809C52AD)
  %913 = fmul <8 x double> %903, %903
  %914 = fmul <8 x double> %913, %912
  %915 = fadd <8 x double> %908, %914
  %916 = fmul <8 x double> %902, splat (double 5.000000e-01)
  %917 = fsub <8 x double> splat (double 1.000000e+00), %916
  %918 = fsub <8 x double> splat (double 1.000000e+00), %917
  %919 = fsub <8 x double> %918, %916
  %920 = fmul <8 x double> %902, %915
  %921 = fmul <8 x double> %899, %901
  %922 = fsub <8 x double> %920, %921
  %923 = fadd <8 x double> %919, %922
  %924 = fadd <8 x double> %917, %923
  %925 = fmul <8 x double> %902, splat (double 0x3EC71DE357B1FE7D)
  %926 = fadd <8 x double> %925, splat (double 0xBF2A01A019C161D5)
  %927 = fmul <8 x double> %902, %926
  %928 = fadd <8 x double> %927, splat (double 0x3F8111111110F8A6)
  %929 = fmul <8 x double> %902, splat (double 0x3DE5D93A5ACFD57C)
  %930 = fadd <8 x double> %929, splat (double 0xBE5AE5E68A2B9CEB)
  %931 = fmul <8 x double> %902, %903
  %932 = fmul <8 x double> %931, %930
  %933 = fadd <8 x double> %932, %928
  %934 = fmul <8 x double> %899, %902
  %935 = fmul <8 x double> %901, splat (double 5.000000e-01)
  %936 = fmul <8 x double> %934, %933
  %937 = fsub <8 x double> %935, %936
  %938 = fmul <8 x double> %902, %937
  %939 = fsub <8 x double> %938, %901
  %940 = fmul <8 x double> %934, splat (double 0x3FC5555555555549)
  %941 = fadd <8 x double> %939, %940
  %942 = fsub <8 x double> %899, %941
  %943 = fneg <8 x double> %924
  %944 = fneg <8 x double> %942
  %945 = and <8 x i64> %877, splat (i64 1)
  %946 = and <8 x i64> %877, splat (i64 2)
  %947 = icmp eq <8 x i64> %945, zeroinitializer
  %948 = icmp eq <8 x i64> %946, zeroinitializer
  %949 = select <8 x i1> %948, <8 x double> %924, <8 x double> %943
  %950 = select <8 x i1> %948, <8 x double> %944, <8 x double> %942
  %951 = select <8 x i1> %947, <8 x double> %949, <8 x double> %950
  %952 = fmul <8 x double> %873, %951
  %953 = fptrunc <8 x double> %952 to <8 x float>
  store <8 x float> %953, ptr %824, align 4
  %index.next581 = add nuw i64 %index578, 8
  %954 = icmp eq i64 %index.next581, %n.vec576
  br i1 %954, label %middle.block582, label %vector.body577, !llvm.loop !13

middle.block582:                                  ; preds = %vector.body577
  %cmp.n583 = icmp eq i64 %chunk_units.us, %n.vec576
  br i1 %cmp.n583, label %feature.header.preheader.us, label %noise.body.us.preheader716

noise.body.us.preheader716:                       ; preds = %noise.body.us.preheader, %middle.block582
  %noise154.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec576, %middle.block582 ]
  br label %noise.body.us

fold_tail.body34.us:                              ; preds = %fold_tail.body34.us.preheader, %fold_tail.body34.us
  %fold_tail36162.us = phi i64 [ %986, %fold_tail.body34.us ], [ 0, %fold_tail.body34.us.preheader ]
  %fold_value28.0161.us = phi float [ %985, %fold_tail.body34.us ], [ 0.000000e+00, %fold_tail.body34.us.preheader ]
  %niter746 = phi i64 [ %niter746.next.7, %fold_tail.body34.us ], [ 0, %fold_tail.body34.us.preheader ]
  %955 = getelementptr inbounds float, ptr %43, i64 %fold_tail36162.us
  %956 = load float, ptr %955, align 4
  %957 = fadd float %fold_value28.0161.us, %956
  %958 = getelementptr float, ptr %43, i64 %fold_tail36162.us
  %959 = getelementptr i8, ptr %958, i64 4
  %960 = load float, ptr %959, align 4
  %961 = fadd float %957, %960
  %962 = getelementptr float, ptr %43, i64 %fold_tail36162.us
  %963 = getelementptr i8, ptr %962, i64 8
  %964 = load float, ptr %963, align 4
  %965 = fadd float %961, %964
  %966 = getelementptr float, ptr %43, i64 %fold_tail36162.us
  %967 = getelementptr i8, ptr %966, i64 12
  %968 = load float, ptr %967, align 4
  %969 = fadd float %965, %968
  %970 = getelementptr float, ptr %43, i64 %fold_tail36162.us
  %971 = getelementptr i8, ptr %970, i64 16
  %972 = load float, ptr %971, align 4
  %973 = fadd float %969, %972
  %974 = getelementptr float, ptr %43, i64 %fold_tail36162.us
  %975 = getelementptr i8, ptr %974, i64 20
  %976 = load float, ptr %975, align 4
  %977 = fadd float %973, %976
  %978 = getelementptr float, ptr %43, i64 %fold_tail36162.us
  %979 = getelementptr i8, ptr %978, i64 24
  %980 = load float, ptr %979, align 4
  %981 = fadd float %977, %980
  %982 = getelementptr float, ptr %43, i64 %fold_tail36162.us
  %983 = getelementptr i8, ptr %982, i64 28
  %984 = load float, ptr %983, align 4
  %985 = fadd float %981, %984
  %986 = add nuw i64 %fold_tail36162.us, 8
  %niter746.next.7 = add i64 %niter746, 8
  %niter746.ncmp.7 = icmp eq i64 %niter746.next.7, %unroll_iter745
  br i1 %niter746.ncmp.7, label %iter.check481.unr-lcssa, label %fold_tail.body34.us

fold_tail.body25.us:                              ; preds = %fold_tail.body25.us.preheader, %fold_tail.body25.us
  %fold_tail27159.us = phi i64 [ %1018, %fold_tail.body25.us ], [ 0, %fold_tail.body25.us.preheader ]
  %fold_value19.0158.us = phi float [ %1017, %fold_tail.body25.us ], [ 0.000000e+00, %fold_tail.body25.us.preheader ]
  %niter739 = phi i64 [ %niter739.next.7, %fold_tail.body25.us ], [ 0, %fold_tail.body25.us.preheader ]
  %987 = getelementptr inbounds float, ptr %42, i64 %fold_tail27159.us
  %988 = load float, ptr %987, align 4
  %989 = fadd float %fold_value19.0158.us, %988
  %990 = getelementptr float, ptr %42, i64 %fold_tail27159.us
  %991 = getelementptr i8, ptr %990, i64 4
  %992 = load float, ptr %991, align 4
  %993 = fadd float %989, %992
  %994 = getelementptr float, ptr %42, i64 %fold_tail27159.us
  %995 = getelementptr i8, ptr %994, i64 8
  %996 = load float, ptr %995, align 4
  %997 = fadd float %993, %996
  %998 = getelementptr float, ptr %42, i64 %fold_tail27159.us
  %999 = getelementptr i8, ptr %998, i64 12
  %1000 = load float, ptr %999, align 4
  %1001 = fadd float %997, %1000
  %1002 = getelementptr float, ptr %42, i64 %fold_tail27159.us
  %1003 = getelementptr i8, ptr %1002, i64 16
  %1004 = load float, ptr %1003, align 4
  %1005 = fadd float %1001, %1004
  %1006 = getelementptr float, ptr %42, i64 %fold_tail27159.us
  %1007 = getelementptr i8, ptr %1006, i64 20
  %1008 = load float, ptr %1007, align 4
  %1009 = fadd float %1005, %1008
  %1010 = getelementptr float, ptr %42, i64 %fold_tail27159.us
  %1011 = getelementptr i8, ptr %1010, i64 24
  %1012 = load float, ptr %1011, align 4
  %1013 = fadd float %1009, %1012
  %1014 = getelementptr float, ptr %42, i64 %fold_tail27159.us
  %1015 = getelementptr i8, ptr %1014, i64 28
  %1016 = load float, ptr %1015, align 4
  %1017 = fadd float %1013, %1016
  %1018 = add nuw i64 %fold_tail27159.us, 8
  %niter739.next.7 = add i64 %niter739, 8
  %niter739.ncmp.7 = icmp eq i64 %niter739.next.7, %unroll_iter738
  br i1 %niter739.ncmp.7, label %fold_tail.body34.us.preheader.unr-lcssa, label %fold_tail.body25.us

fold_tail.body34.us.preheader.unr-lcssa:          ; preds = %fold_tail.body25.us
  br i1 %lcmp.mod735.not, label %fold_tail.body34.us.preheader, label %fold_tail.body25.us.epil.preheader

fold_tail.body25.us.epil.preheader:               ; preds = %fold_tail.body34.us.preheader.unr-lcssa, %fold_tail.body25.us.preheader
  %fold_tail27159.us.epil.init = phi i64 [ 0, %fold_tail.body25.us.preheader ], [ %1018, %fold_tail.body34.us.preheader.unr-lcssa ]
  %fold_value19.0158.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body25.us.preheader ], [ %1017, %fold_tail.body34.us.preheader.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod737)
  br label %fold_tail.body25.us.epil

fold_tail.body25.us.epil:                         ; preds = %fold_tail.body25.us.epil, %fold_tail.body25.us.epil.preheader
  %fold_tail27159.us.epil = phi i64 [ %1022, %fold_tail.body25.us.epil ], [ %fold_tail27159.us.epil.init, %fold_tail.body25.us.epil.preheader ]
  %fold_value19.0158.us.epil = phi float [ %1021, %fold_tail.body25.us.epil ], [ %fold_value19.0158.us.epil.init, %fold_tail.body25.us.epil.preheader ]
  %epil.iter734 = phi i64 [ %epil.iter734.next, %fold_tail.body25.us.epil ], [ 0, %fold_tail.body25.us.epil.preheader ]
  %1019 = getelementptr inbounds float, ptr %42, i64 %fold_tail27159.us.epil
  %1020 = load float, ptr %1019, align 4
  %1021 = fadd float %fold_value19.0158.us.epil, %1020
  %1022 = add nuw i64 %fold_tail27159.us.epil, 1
  %epil.iter734.next = add i64 %epil.iter734, 1
  %epil.iter734.cmp.not = icmp eq i64 %epil.iter734.next, %xtraiter733
  br i1 %epil.iter734.cmp.not, label %fold_tail.body34.us.preheader, label %fold_tail.body25.us.epil, !llvm.loop !14

fold_tail.body34.us.preheader:                    ; preds = %fold_tail.body25.us.epil, %fold_tail.body34.us.preheader.unr-lcssa
  %.lcssa718 = phi float [ %1017, %fold_tail.body34.us.preheader.unr-lcssa ], [ %1021, %fold_tail.body25.us.epil ]
  br i1 %106, label %fold_tail.body34.us.epil.preheader, label %fold_tail.body34.us

fold_tail.body.us:                                ; preds = %fold_tail.body.us.preheader, %fold_tail.body.us
  %fold_tail157.us = phi i64 [ %1054, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %fold_value.0156.us = phi float [ %1053, %fold_tail.body.us ], [ 0.000000e+00, %fold_tail.body.us.preheader ]
  %niter732 = phi i64 [ %niter732.next.7, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %1023 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail157.us
  %1024 = load float, ptr %1023, align 4
  %1025 = fadd float %fold_value.0156.us, %1024
  %1026 = getelementptr float, ptr %scratch, i64 %fold_tail157.us
  %1027 = getelementptr i8, ptr %1026, i64 4
  %1028 = load float, ptr %1027, align 4
  %1029 = fadd float %1025, %1028
  %1030 = getelementptr float, ptr %scratch, i64 %fold_tail157.us
  %1031 = getelementptr i8, ptr %1030, i64 8
  %1032 = load float, ptr %1031, align 4
  %1033 = fadd float %1029, %1032
  %1034 = getelementptr float, ptr %scratch, i64 %fold_tail157.us
  %1035 = getelementptr i8, ptr %1034, i64 12
  %1036 = load float, ptr %1035, align 4
  %1037 = fadd float %1033, %1036
  %1038 = getelementptr float, ptr %scratch, i64 %fold_tail157.us
  %1039 = getelementptr i8, ptr %1038, i64 16
  %1040 = load float, ptr %1039, align 4
  %1041 = fadd float %1037, %1040
  %1042 = getelementptr float, ptr %scratch, i64 %fold_tail157.us
  %1043 = getelementptr i8, ptr %1042, i64 20
  %1044 = load float, ptr %1043, align 4
  %1045 = fadd float %1041, %1044
  %1046 = getelementptr float, ptr %scratch, i64 %fold_tail157.us
  %1047 = getelementptr i8, ptr %1046, i64 24
  %1048 = load float, ptr %1047, align 4
  %1049 = fadd float %1045, %1048
  %1050 = getelementptr float, ptr %scratch, i64 %fold_tail157.us
  %1051 = getelementptr i8, ptr %1050, i64 28
  %1052 = load float, ptr %1051, align 4
  %1053 = fadd float %1049, %1052
  %1054 = add nuw i64 %fold_tail157.us, 8
  %niter732.next.7 = add i64 %niter732, 8
  %niter732.ncmp.7 = icmp eq i64 %niter732.next.7, %unroll_iter731
  br i1 %niter732.ncmp.7, label %fold_tail.body25.us.preheader.unr-lcssa, label %fold_tail.body.us

fold_tail.body25.us.preheader.unr-lcssa:          ; preds = %fold_tail.body.us
  br i1 %lcmp.mod728.not, label %fold_tail.body25.us.preheader, label %fold_tail.body.us.epil.preheader

fold_tail.body.us.epil.preheader:                 ; preds = %fold_tail.body25.us.preheader.unr-lcssa, %fold_tail.body.us.preheader
  %fold_tail157.us.epil.init = phi i64 [ 0, %fold_tail.body.us.preheader ], [ %1054, %fold_tail.body25.us.preheader.unr-lcssa ]
  %fold_value.0156.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body.us.preheader ], [ %1053, %fold_tail.body25.us.preheader.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod730)
  br label %fold_tail.body.us.epil

fold_tail.body.us.epil:                           ; preds = %fold_tail.body.us.epil, %fold_tail.body.us.epil.preheader
  %fold_tail157.us.epil = phi i64 [ %1058, %fold_tail.body.us.epil ], [ %fold_tail157.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %fold_value.0156.us.epil = phi float [ %1057, %fold_tail.body.us.epil ], [ %fold_value.0156.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_tail.body.us.epil ], [ 0, %fold_tail.body.us.epil.preheader ]
  %1055 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail157.us.epil
  %1056 = load float, ptr %1055, align 4
  %1057 = fadd float %fold_value.0156.us.epil, %1056
  %1058 = add nuw i64 %fold_tail157.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter727
  br i1 %epil.iter.cmp.not, label %fold_tail.body25.us.preheader, label %fold_tail.body.us.epil, !llvm.loop !16

fold_tail.body25.us.preheader:                    ; preds = %fold_tail.body.us.epil, %fold_tail.body25.us.preheader.unr-lcssa
  %.lcssa = phi float [ %1053, %fold_tail.body25.us.preheader.unr-lcssa ], [ %1057, %fold_tail.body.us.epil ]
  br i1 %105, label %fold_tail.body25.us.epil.preheader, label %fold_tail.body25.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature155.us = phi i64 [ %1086, %feature.body.us ], [ %feature155.us.unr, %feature.body.us.prol.loopexit ]
  %1059 = getelementptr inbounds float, ptr %138, i64 %feature155.us
  %1060 = load float, ptr %1059, align 4
  %1061 = fmul float %1060, %1060
  %1062 = getelementptr inbounds float, ptr %139, i64 %feature155.us
  %1063 = load float, ptr %1062, align 4
  %1064 = fneg float %1063
  %1065 = fmul float %1060, %1064
  %1066 = getelementptr inbounds float, ptr %noise16.us236291, i64 %feature155.us
  %1067 = load float, ptr %1066, align 4
  %1068 = fmul float %1060, %1067
  %1069 = getelementptr inbounds float, ptr %scratch, i64 %feature155.us
  store float %1061, ptr %1069, align 4
  %1070 = getelementptr float, ptr %42, i64 %feature155.us
  store float %1065, ptr %1070, align 4
  %1071 = getelementptr float, ptr %43, i64 %feature155.us
  store float %1068, ptr %1071, align 4
  %1072 = add nuw i64 %feature155.us, 1
  %1073 = getelementptr inbounds float, ptr %138, i64 %1072
  %1074 = load float, ptr %1073, align 4
  %1075 = fmul float %1074, %1074
  %1076 = getelementptr inbounds float, ptr %139, i64 %1072
  %1077 = load float, ptr %1076, align 4
  %1078 = fneg float %1077
  %1079 = fmul float %1074, %1078
  %1080 = getelementptr inbounds float, ptr %noise16.us236291, i64 %1072
  %1081 = load float, ptr %1080, align 4
  %1082 = fmul float %1074, %1081
  %1083 = getelementptr inbounds float, ptr %scratch, i64 %1072
  store float %1075, ptr %1083, align 4
  %1084 = getelementptr float, ptr %42, i64 %1072
  store float %1079, ptr %1084, align 4
  %1085 = getelementptr float, ptr %43, i64 %1072
  store float %1082, ptr %1085, align 4
  %1086 = add nuw i64 %feature155.us, 2
  %exitcond218.not.1 = icmp eq i64 %1086, %n_features
  br i1 %exitcond218.not.1, label %fold_tail.body.us.preheader, label %feature.body.us, !llvm.loop !17

fold_tail.body82.us:                              ; preds = %fold_tail.body82.us.preheader, %fold_tail.body82.us
  %fold_tail84176.us = phi i64 [ %1118, %fold_tail.body82.us ], [ 0, %fold_tail.body82.us.preheader ]
  %fold_value76.0175.us = phi float [ %1117, %fold_tail.body82.us ], [ 0.000000e+00, %fold_tail.body82.us.preheader ]
  %niter755 = phi i64 [ %niter755.next.7, %fold_tail.body82.us ], [ 0, %fold_tail.body82.us.preheader ]
  %1087 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail84176.us
  %1088 = load float, ptr %1087, align 4
  %1089 = fadd float %fold_value76.0175.us, %1088
  %1090 = getelementptr float, ptr %scratch, i64 %fold_tail84176.us
  %1091 = getelementptr i8, ptr %1090, i64 4
  %1092 = load float, ptr %1091, align 4
  %1093 = fadd float %1089, %1092
  %1094 = getelementptr float, ptr %scratch, i64 %fold_tail84176.us
  %1095 = getelementptr i8, ptr %1094, i64 8
  %1096 = load float, ptr %1095, align 4
  %1097 = fadd float %1093, %1096
  %1098 = getelementptr float, ptr %scratch, i64 %fold_tail84176.us
  %1099 = getelementptr i8, ptr %1098, i64 12
  %1100 = load float, ptr %1099, align 4
  %1101 = fadd float %1097, %1100
  %1102 = getelementptr float, ptr %scratch, i64 %fold_tail84176.us
  %1103 = getelementptr i8, ptr %1102, i64 16
  %1104 = load float, ptr %1103, align 4
  %1105 = fadd float %1101, %1104
  %1106 = getelementptr float, ptr %scratch, i64 %fold_tail84176.us
  %1107 = getelementptr i8, ptr %1106, i64 20
  %1108 = load float, ptr %1107, align 4
  %1109 = fadd float %1105, %1108
  %1110 = getelementptr float, ptr %scratch, i64 %fold_tail84176.us
  %1111 = getelementptr i8, ptr %1110, i64 24
  %1112 = load float, ptr %1111, align 4
  %1113 = fadd float %1109, %1112
  %1114 = getelementptr float, ptr %scratch, i64 %fold_tail84176.us
  %1115 = getelementptr i8, ptr %1114, i64 28
  %1116 = load float, ptr %1115, align 4
  %1117 = fadd float %1113, %1116
  %1118 = add nuw i64 %fold_tail84176.us, 8
  %niter755.next.7 = add i64 %niter755, 8
  %niter755.ncmp.7 = icmp eq i64 %niter755.next.7, %unroll_iter754
  br i1 %niter755.ncmp.7, label %noise99.us.loopexit.unr-lcssa, label %fold_tail.body82.us

feature.body73.us:                                ; preds = %feature.body73.us.prol.loopexit, %feature.body73.us
  %feature75174.us = phi i64 [ %1154, %feature.body73.us ], [ %feature75174.us.unr, %feature.body73.us.prol.loopexit ]
  %1119 = getelementptr inbounds float, ptr %138, i64 %feature75174.us
  %1120 = load float, ptr %1119, align 4
  %1121 = getelementptr inbounds float, ptr %139, i64 %feature75174.us
  %1122 = load float, ptr %1121, align 4
  %1123 = fneg float %1122
  %1124 = fmul float %.lcssa718, %1120
  %1125 = fsub float %1123, %1124
  %1126 = fmul float %eta, %1125
  %1127 = fsub float %1120, %1126
  %1128 = getelementptr inbounds float, ptr %noise16.us236291, i64 %feature75174.us
  %1129 = load float, ptr %1128, align 4
  %1130 = fmul float %.lcssa719, %1120
  %1131 = fsub float %1129, %1130
  %1132 = fmul float %noise_scale4.us, %1131
  %1133 = fadd float %1127, %1132
  %1134 = fmul float %1133, %1133
  %1135 = getelementptr inbounds float, ptr %scratch, i64 %feature75174.us
  store float %1134, ptr %1135, align 4
  %1136 = add nuw i64 %feature75174.us, 1
  %1137 = getelementptr inbounds float, ptr %138, i64 %1136
  %1138 = load float, ptr %1137, align 4
  %1139 = getelementptr inbounds float, ptr %139, i64 %1136
  %1140 = load float, ptr %1139, align 4
  %1141 = fneg float %1140
  %1142 = fmul float %.lcssa718, %1138
  %1143 = fsub float %1141, %1142
  %1144 = fmul float %eta, %1143
  %1145 = fsub float %1138, %1144
  %1146 = getelementptr inbounds float, ptr %noise16.us236291, i64 %1136
  %1147 = load float, ptr %1146, align 4
  %1148 = fmul float %.lcssa719, %1138
  %1149 = fsub float %1147, %1148
  %1150 = fmul float %noise_scale4.us, %1149
  %1151 = fadd float %1145, %1150
  %1152 = fmul float %1151, %1151
  %1153 = getelementptr inbounds float, ptr %scratch, i64 %1136
  store float %1152, ptr %1153, align 4
  %1154 = add nuw i64 %feature75174.us, 2
  %exitcond226.not.1 = icmp eq i64 %1154, %n_features
  br i1 %exitcond226.not.1, label %fold_tail.body82.us.preheader, label %feature.body73.us, !llvm.loop !18

noise99.us.loopexit.unr-lcssa:                    ; preds = %fold_tail.body82.us
  br i1 %lcmp.mod751.not, label %noise99.us.loopexit, label %fold_tail.body82.us.epil.preheader

fold_tail.body82.us.epil.preheader:               ; preds = %noise99.us.loopexit.unr-lcssa, %fold_tail.body82.us.preheader
  %fold_tail84176.us.epil.init = phi i64 [ 0, %fold_tail.body82.us.preheader ], [ %1118, %noise99.us.loopexit.unr-lcssa ]
  %fold_value76.0175.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body82.us.preheader ], [ %1117, %noise99.us.loopexit.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod753)
  br label %fold_tail.body82.us.epil

fold_tail.body82.us.epil:                         ; preds = %fold_tail.body82.us.epil, %fold_tail.body82.us.epil.preheader
  %fold_tail84176.us.epil = phi i64 [ %1158, %fold_tail.body82.us.epil ], [ %fold_tail84176.us.epil.init, %fold_tail.body82.us.epil.preheader ]
  %fold_value76.0175.us.epil = phi float [ %1157, %fold_tail.body82.us.epil ], [ %fold_value76.0175.us.epil.init, %fold_tail.body82.us.epil.preheader ]
  %epil.iter750 = phi i64 [ %epil.iter750.next, %fold_tail.body82.us.epil ], [ 0, %fold_tail.body82.us.epil.preheader ]
  %1155 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail84176.us.epil
  %1156 = load float, ptr %1155, align 4
  %1157 = fadd float %fold_value76.0175.us.epil, %1156
  %1158 = add nuw i64 %fold_tail84176.us.epil, 1
  %epil.iter750.next = add i64 %epil.iter750, 1
  %epil.iter750.cmp.not = icmp eq i64 %epil.iter750.next, %xtraiter749
  br i1 %epil.iter750.cmp.not, label %noise99.us.loopexit, label %fold_tail.body82.us.epil, !llvm.loop !19

noise99.us.loopexit:                              ; preds = %fold_tail.body82.us.epil, %noise99.us.loopexit.unr-lcssa
  %.lcssa720 = phi float [ %1117, %noise99.us.loopexit.unr-lcssa ], [ %1157, %fold_tail.body82.us.epil ]
  %1159 = fadd float %.lcssa, -1.000000e+00
  %1160 = tail call float @llvm.fabs.f32(float %1159)
  %1161 = fcmp ogt float %1160, 0x3F60624DE0000000
  %1162 = select i1 %1161, float 1.000000e+00, float 0.000000e+00
  %1163 = fcmp olt float %.lcssa720, 0x3D71979980000000
  %1164 = tail call float @llvm.sqrt.f32(float %.lcssa720)
  %1165 = select i1 %1163, float 2.000000e+00, float 0.000000e+00
  %1166 = fadd float %1162, %1165
  %status_bits.us = fptoui float %1166 to i32
  %status102.us = load i32, ptr %140, align 4
  %1167 = or i32 %status102.us, %status_bits.us
  store i32 %1167, ptr %140, align 4
  br i1 %min.iters.check448, label %feature.body104.us.preheader, label %vector.memcheck435

vector.memcheck435:                               ; preds = %noise99.us.loopexit
  %scevgep440 = getelementptr i8, ptr %noise16.us236291, i64 %73
  %bound0444 = icmp ult ptr %scevgep436, %scevgep440
  %bound1445 = icmp ult ptr %noise16.us236291, %scevgep437
  %found.conflict446 = and i1 %bound0444, %bound1445
  %conflict.rdx447 = or i1 %found.conflict443, %found.conflict446
  br i1 %conflict.rdx447, label %feature.body104.us.preheader, label %vector.ph449

vector.ph449:                                     ; preds = %vector.memcheck435
  %broadcast.splatinsert452 = insertelement <8 x float> poison, float %.lcssa718, i64 0
  %broadcast.splat453 = shufflevector <8 x float> %broadcast.splatinsert452, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert456 = insertelement <8 x float> poison, float %.lcssa719, i64 0
  %broadcast.splat457 = shufflevector <8 x float> %broadcast.splatinsert456, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert458 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat459 = shufflevector <8 x float> %broadcast.splatinsert458, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert460 = insertelement <8 x float> poison, float %1164, i64 0
  %broadcast.splat461 = shufflevector <8 x float> %broadcast.splatinsert460, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body462

vector.body462:                                   ; preds = %vector.body462, %vector.ph449
  %index463 = phi i64 [ 0, %vector.ph449 ], [ %index.next467, %vector.body462 ]
  %1168 = getelementptr inbounds float, ptr %138, i64 %index463
  %wide.load464 = load <8 x float>, ptr %1168, align 4, !alias.scope !20, !noalias !23
  %1169 = getelementptr inbounds float, ptr %139, i64 %index463
  %wide.load465 = load <8 x float>, ptr %1169, align 4, !alias.scope !26
  %1170 = fneg <8 x float> %wide.load465
  %1171 = fmul <8 x float> %broadcast.splat453, %wide.load464
  %1172 = fsub <8 x float> %1170, %1171
  %1173 = fmul <8 x float> %broadcast.splat455, %1172
  %1174 = fsub <8 x float> %wide.load464, %1173
  %1175 = getelementptr inbounds float, ptr %noise16.us236291, i64 %index463
  %wide.load466 = load <8 x float>, ptr %1175, align 4, !alias.scope !27
  %1176 = fmul <8 x float> %broadcast.splat457, %wide.load464
  %1177 = fsub <8 x float> %wide.load466, %1176
  %1178 = fmul <8 x float> %broadcast.splat459, %1177
  %1179 = fadd <8 x float> %1174, %1178
  %1180 = fdiv <8 x float> %1179, %broadcast.splat461
  %1181 = select i1 %1163, <8 x float> %wide.load464, <8 x float> %1180
  store <8 x float> %1181, ptr %1168, align 4, !alias.scope !20, !noalias !23
  %index.next467 = add nuw i64 %index463, 8
  %1182 = icmp eq i64 %index.next467, %n.vec451
  br i1 %1182, label %middle.block468, label %vector.body462, !llvm.loop !28

middle.block468:                                  ; preds = %vector.body462
  br i1 %cmp.n469, label %noise.done101.us, label %feature.body104.us.preheader

feature.body104.us.preheader:                     ; preds = %vector.memcheck435, %noise99.us.loopexit, %middle.block468
  %feature106182.us.ph = phi i64 [ 0, %vector.memcheck435 ], [ 0, %noise99.us.loopexit ], [ %n.vec451, %middle.block468 ]
  %.neg786 = or disjoint i64 %feature106182.us.ph, 1
  br i1 %lcmp.mod757.not, label %feature.body104.us.prol.loopexit, label %feature.body104.us.prol

feature.body104.us.prol:                          ; preds = %feature.body104.us.preheader
  %1183 = getelementptr inbounds float, ptr %138, i64 %feature106182.us.ph
  %1184 = load float, ptr %1183, align 4
  %1185 = getelementptr inbounds float, ptr %139, i64 %feature106182.us.ph
  %1186 = load float, ptr %1185, align 4
  %1187 = fneg float %1186
  %1188 = fmul float %.lcssa718, %1184
  %1189 = fsub float %1187, %1188
  %1190 = fmul float %eta, %1189
  %1191 = fsub float %1184, %1190
  %1192 = getelementptr inbounds float, ptr %noise16.us236291, i64 %feature106182.us.ph
  %1193 = load float, ptr %1192, align 4
  %1194 = fmul float %.lcssa719, %1184
  %1195 = fsub float %1193, %1194
  %1196 = fmul float %noise_scale4.us, %1195
  %1197 = fadd float %1191, %1196
  %1198 = fdiv float %1197, %1164
  %1199 = select i1 %1163, float %1184, float %1198
  store float %1199, ptr %1183, align 4
  %1200 = or disjoint i64 %feature106182.us.ph, 1
  br label %feature.body104.us.prol.loopexit

feature.body104.us.prol.loopexit:                 ; preds = %feature.body104.us.prol, %feature.body104.us.preheader
  %feature106182.us.unr = phi i64 [ %feature106182.us.ph, %feature.body104.us.preheader ], [ %1200, %feature.body104.us.prol ]
  %1201 = icmp eq i64 %n_features, %.neg786
  br i1 %1201, label %noise.done101.us, label %feature.body104.us

feature.body104.us:                               ; preds = %feature.body104.us.prol.loopexit, %feature.body104.us
  %feature106182.us = phi i64 [ %1237, %feature.body104.us ], [ %feature106182.us.unr, %feature.body104.us.prol.loopexit ]
  %1202 = getelementptr inbounds float, ptr %138, i64 %feature106182.us
  %1203 = load float, ptr %1202, align 4
  %1204 = getelementptr inbounds float, ptr %139, i64 %feature106182.us
  %1205 = load float, ptr %1204, align 4
  %1206 = fneg float %1205
  %1207 = fmul float %.lcssa718, %1203
  %1208 = fsub float %1206, %1207
  %1209 = fmul float %eta, %1208
  %1210 = fsub float %1203, %1209
  %1211 = getelementptr inbounds float, ptr %noise16.us236291, i64 %feature106182.us
  %1212 = load float, ptr %1211, align 4
  %1213 = fmul float %.lcssa719, %1203
  %1214 = fsub float %1212, %1213
  %1215 = fmul float %noise_scale4.us, %1214
  %1216 = fadd float %1210, %1215
  %1217 = fdiv float %1216, %1164
  %1218 = select i1 %1163, float %1203, float %1217
  store float %1218, ptr %1202, align 4
  %1219 = add nuw i64 %feature106182.us, 1
  %1220 = getelementptr inbounds float, ptr %138, i64 %1219
  %1221 = load float, ptr %1220, align 4
  %1222 = getelementptr inbounds float, ptr %139, i64 %1219
  %1223 = load float, ptr %1222, align 4
  %1224 = fneg float %1223
  %1225 = fmul float %.lcssa718, %1221
  %1226 = fsub float %1224, %1225
  %1227 = fmul float %eta, %1226
  %1228 = fsub float %1221, %1227
  %1229 = getelementptr inbounds float, ptr %noise16.us236291, i64 %1219
  %1230 = load float, ptr %1229, align 4
  %1231 = fmul float %.lcssa719, %1221
  %1232 = fsub float %1230, %1231
  %1233 = fmul float %noise_scale4.us, %1232
  %1234 = fadd float %1228, %1233
  %1235 = fdiv float %1234, %1164
  %1236 = select i1 %1163, float %1221, float %1235
  store float %1236, ptr %1220, align 4
  %1237 = add nuw i64 %feature106182.us, 2
  %exitcond230.not.1 = icmp eq i64 %1237, %n_features
  br i1 %exitcond230.not.1, label %noise.done101.us, label %feature.body104.us, !llvm.loop !29

quiet100.us.loopexit.unr-lcssa:                   ; preds = %fold_tail.body95.us
  br i1 %lcmp.mod778.not, label %quiet100.us.loopexit, label %fold_tail.body95.us.epil.preheader

fold_tail.body95.us.epil.preheader:               ; preds = %quiet100.us.loopexit.unr-lcssa, %fold_tail.body95.us.preheader
  %fold_tail97180.us.epil.init = phi i64 [ 0, %fold_tail.body95.us.preheader ], [ %1393, %quiet100.us.loopexit.unr-lcssa ]
  %fold_value89.0179.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body95.us.preheader ], [ %1392, %quiet100.us.loopexit.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod780)
  br label %fold_tail.body95.us.epil

fold_tail.body95.us.epil:                         ; preds = %fold_tail.body95.us.epil, %fold_tail.body95.us.epil.preheader
  %fold_tail97180.us.epil = phi i64 [ %1241, %fold_tail.body95.us.epil ], [ %fold_tail97180.us.epil.init, %fold_tail.body95.us.epil.preheader ]
  %fold_value89.0179.us.epil = phi float [ %1240, %fold_tail.body95.us.epil ], [ %fold_value89.0179.us.epil.init, %fold_tail.body95.us.epil.preheader ]
  %epil.iter777 = phi i64 [ %epil.iter777.next, %fold_tail.body95.us.epil ], [ 0, %fold_tail.body95.us.epil.preheader ]
  %1238 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail97180.us.epil
  %1239 = load float, ptr %1238, align 4
  %1240 = fadd float %fold_value89.0179.us.epil, %1239
  %1241 = add nuw i64 %fold_tail97180.us.epil, 1
  %epil.iter777.next = add i64 %epil.iter777, 1
  %epil.iter777.cmp.not = icmp eq i64 %epil.iter777.next, %xtraiter776
  br i1 %epil.iter777.cmp.not, label %quiet100.us.loopexit, label %fold_tail.body95.us.epil, !llvm.loop !30

quiet100.us.loopexit:                             ; preds = %fold_tail.body95.us.epil, %quiet100.us.loopexit.unr-lcssa
  %.lcssa723 = phi float [ %1392, %quiet100.us.loopexit.unr-lcssa ], [ %1240, %fold_tail.body95.us.epil ]
  %1242 = fadd float %.lcssa721, -1.000000e+00
  %1243 = tail call float @llvm.fabs.f32(float %1242)
  %1244 = fcmp ogt float %1243, 0x3F60624DE0000000
  %1245 = select i1 %1244, float 1.000000e+00, float 0.000000e+00
  %1246 = fcmp olt float %.lcssa723, 0x3D71979980000000
  %1247 = tail call float @llvm.sqrt.f32(float %.lcssa723)
  %1248 = select i1 %1246, float 2.000000e+00, float 0.000000e+00
  %1249 = fadd float %1245, %1248
  %status_bits107.us = fptoui float %1249 to i32
  %status108.us = load i32, ptr %140, align 4
  %1250 = or i32 %status108.us, %status_bits107.us
  store i32 %1250, ptr %140, align 4
  %brmerge = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge, label %feature.body110.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %quiet100.us.loopexit
  br i1 %min.iters.check313, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x float> poison, float %.lcssa722, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert316 = insertelement <8 x float> poison, float %1247, i64 0
  %broadcast.splat317 = shufflevector <8 x float> %broadcast.splatinsert316, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1251 = getelementptr inbounds float, ptr %138, i64 %index
  %1252 = getelementptr inbounds nuw i8, ptr %1251, i64 32
  %1253 = getelementptr inbounds nuw i8, ptr %1251, i64 64
  %1254 = getelementptr inbounds nuw i8, ptr %1251, i64 96
  %wide.load = load <8 x float>, ptr %1251, align 4, !alias.scope !31, !noalias !34
  %wide.load318 = load <8 x float>, ptr %1252, align 4, !alias.scope !31, !noalias !34
  %wide.load319 = load <8 x float>, ptr %1253, align 4, !alias.scope !31, !noalias !34
  %wide.load320 = load <8 x float>, ptr %1254, align 4, !alias.scope !31, !noalias !34
  %1255 = getelementptr inbounds float, ptr %139, i64 %index
  %1256 = getelementptr inbounds nuw i8, ptr %1255, i64 32
  %1257 = getelementptr inbounds nuw i8, ptr %1255, i64 64
  %1258 = getelementptr inbounds nuw i8, ptr %1255, i64 96
  %wide.load321 = load <8 x float>, ptr %1255, align 4, !alias.scope !34
  %wide.load322 = load <8 x float>, ptr %1256, align 4, !alias.scope !34
  %wide.load323 = load <8 x float>, ptr %1257, align 4, !alias.scope !34
  %wide.load324 = load <8 x float>, ptr %1258, align 4, !alias.scope !34
  %1259 = fneg <8 x float> %wide.load321
  %1260 = fneg <8 x float> %wide.load322
  %1261 = fneg <8 x float> %wide.load323
  %1262 = fneg <8 x float> %wide.load324
  %1263 = fmul <8 x float> %broadcast.splat, %wide.load
  %1264 = fmul <8 x float> %broadcast.splat, %wide.load318
  %1265 = fmul <8 x float> %broadcast.splat, %wide.load319
  %1266 = fmul <8 x float> %broadcast.splat, %wide.load320
  %1267 = fsub <8 x float> %1259, %1263
  %1268 = fsub <8 x float> %1260, %1264
  %1269 = fsub <8 x float> %1261, %1265
  %1270 = fsub <8 x float> %1262, %1266
  %1271 = fmul <8 x float> %broadcast.splat315, %1267
  %1272 = fmul <8 x float> %broadcast.splat315, %1268
  %1273 = fmul <8 x float> %broadcast.splat315, %1269
  %1274 = fmul <8 x float> %broadcast.splat315, %1270
  %1275 = fsub <8 x float> %wide.load, %1271
  %1276 = fsub <8 x float> %wide.load318, %1272
  %1277 = fsub <8 x float> %wide.load319, %1273
  %1278 = fsub <8 x float> %wide.load320, %1274
  %1279 = fdiv <8 x float> %1275, %broadcast.splat317
  %1280 = fdiv <8 x float> %1276, %broadcast.splat317
  %1281 = fdiv <8 x float> %1277, %broadcast.splat317
  %1282 = fdiv <8 x float> %1278, %broadcast.splat317
  %1283 = select i1 %1246, <8 x float> %wide.load, <8 x float> %1279
  %1284 = select i1 %1246, <8 x float> %wide.load318, <8 x float> %1280
  %1285 = select i1 %1246, <8 x float> %wide.load319, <8 x float> %1281
  %1286 = select i1 %1246, <8 x float> %wide.load320, <8 x float> %1282
  store <8 x float> %1283, ptr %1251, align 4, !alias.scope !31, !noalias !34
  store <8 x float> %1284, ptr %1252, align 4, !alias.scope !31, !noalias !34
  store <8 x float> %1285, ptr %1253, align 4, !alias.scope !31, !noalias !34
  store <8 x float> %1286, ptr %1254, align 4, !alias.scope !31, !noalias !34
  %index.next = add nuw i64 %index, 32
  %1287 = icmp eq i64 %index.next, %n.vec
  br i1 %1287, label %middle.block, label %vector.body, !llvm.loop !36

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done101.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body110.us.preheader, label %vec.epilog.ph, !prof !37

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert327 = insertelement <4 x float> poison, float %.lcssa722, i64 0
  %broadcast.splat328 = shufflevector <4 x float> %broadcast.splatinsert327, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert331 = insertelement <4 x float> poison, float %1247, i64 0
  %broadcast.splat332 = shufflevector <4 x float> %broadcast.splatinsert331, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index333 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next336, %vec.epilog.vector.body ]
  %1288 = getelementptr inbounds float, ptr %138, i64 %index333
  %wide.load334 = load <4 x float>, ptr %1288, align 4, !alias.scope !31, !noalias !34
  %1289 = getelementptr inbounds float, ptr %139, i64 %index333
  %wide.load335 = load <4 x float>, ptr %1289, align 4, !alias.scope !34
  %1290 = fneg <4 x float> %wide.load335
  %1291 = fmul <4 x float> %broadcast.splat328, %wide.load334
  %1292 = fsub <4 x float> %1290, %1291
  %1293 = fmul <4 x float> %broadcast.splat330, %1292
  %1294 = fsub <4 x float> %wide.load334, %1293
  %1295 = fdiv <4 x float> %1294, %broadcast.splat332
  %1296 = select i1 %1246, <4 x float> %wide.load334, <4 x float> %1295
  store <4 x float> %1296, ptr %1288, align 4, !alias.scope !31, !noalias !34
  %index.next336 = add nuw i64 %index333, 4
  %1297 = icmp eq i64 %index.next336, %n.vec326
  br i1 %1297, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !38

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n337, label %noise.done101.us, label %feature.body110.us.preheader

feature.body110.us.preheader:                     ; preds = %quiet100.us.loopexit, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature112183.us.ph = phi i64 [ 0, %quiet100.us.loopexit ], [ %n.vec326, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  br i1 %lcmp.mod784.not, label %feature.body110.us.prol.loopexit, label %feature.body110.us.prol

feature.body110.us.prol:                          ; preds = %feature.body110.us.preheader, %feature.body110.us.prol
  %feature112183.us.prol = phi i64 [ %1309, %feature.body110.us.prol ], [ %feature112183.us.ph, %feature.body110.us.preheader ]
  %prol.iter785 = phi i64 [ %prol.iter785.next, %feature.body110.us.prol ], [ 0, %feature.body110.us.preheader ]
  %1298 = getelementptr inbounds float, ptr %138, i64 %feature112183.us.prol
  %1299 = load float, ptr %1298, align 4
  %1300 = getelementptr inbounds float, ptr %139, i64 %feature112183.us.prol
  %1301 = load float, ptr %1300, align 4
  %1302 = fneg float %1301
  %1303 = fmul float %.lcssa722, %1299
  %1304 = fsub float %1302, %1303
  %1305 = fmul float %eta, %1304
  %1306 = fsub float %1299, %1305
  %1307 = fdiv float %1306, %1247
  %1308 = select i1 %1246, float %1299, float %1307
  store float %1308, ptr %1298, align 4
  %1309 = add nuw i64 %feature112183.us.prol, 1
  %prol.iter785.next = add i64 %prol.iter785, 1
  %prol.iter785.cmp.not = icmp eq i64 %prol.iter785.next, %xtraiter783
  br i1 %prol.iter785.cmp.not, label %feature.body110.us.prol.loopexit, label %feature.body110.us.prol, !llvm.loop !39

feature.body110.us.prol.loopexit:                 ; preds = %feature.body110.us.prol, %feature.body110.us.preheader
  %feature112183.us.unr = phi i64 [ %feature112183.us.ph, %feature.body110.us.preheader ], [ %1309, %feature.body110.us.prol ]
  %1310 = sub i64 %feature112183.us.ph, %n_features
  %1311 = icmp ugt i64 %1310, -4
  br i1 %1311, label %noise.done101.us, label %feature.body110.us

noise.done101.us.sink.split:                      ; preds = %feature.header37.preheader.us, %feature.header.preheader.us
  %status108.us.c = load i32, ptr %140, align 4
  %1312 = or i32 %status108.us.c, 3
  store i32 %1312, ptr %140, align 4
  br label %noise.done101.us

noise.done101.us:                                 ; preds = %feature.body104.us.prol.loopexit, %feature.body104.us, %feature.body110.us.prol.loopexit, %feature.body110.us, %noise.done101.us.sink.split, %middle.block468, %middle.block, %vec.epilog.middle.block
  %t_next.us = fmul float %anneal_ratio, %temperature1.0184.us
  %1313 = add nuw i64 %step3185.us, 1
  %exitcond232.not = icmp eq i64 %1313, %steps
  br i1 %exitcond232.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body110.us:                               ; preds = %feature.body110.us.prol.loopexit, %feature.body110.us
  %feature112183.us = phi i64 [ %1361, %feature.body110.us ], [ %feature112183.us.unr, %feature.body110.us.prol.loopexit ]
  %1314 = getelementptr inbounds float, ptr %138, i64 %feature112183.us
  %1315 = load float, ptr %1314, align 4
  %1316 = getelementptr inbounds float, ptr %139, i64 %feature112183.us
  %1317 = load float, ptr %1316, align 4
  %1318 = fneg float %1317
  %1319 = fmul float %.lcssa722, %1315
  %1320 = fsub float %1318, %1319
  %1321 = fmul float %eta, %1320
  %1322 = fsub float %1315, %1321
  %1323 = fdiv float %1322, %1247
  %1324 = select i1 %1246, float %1315, float %1323
  store float %1324, ptr %1314, align 4
  %1325 = add nuw i64 %feature112183.us, 1
  %1326 = getelementptr inbounds float, ptr %138, i64 %1325
  %1327 = load float, ptr %1326, align 4
  %1328 = getelementptr inbounds float, ptr %139, i64 %1325
  %1329 = load float, ptr %1328, align 4
  %1330 = fneg float %1329
  %1331 = fmul float %.lcssa722, %1327
  %1332 = fsub float %1330, %1331
  %1333 = fmul float %eta, %1332
  %1334 = fsub float %1327, %1333
  %1335 = fdiv float %1334, %1247
  %1336 = select i1 %1246, float %1327, float %1335
  store float %1336, ptr %1326, align 4
  %1337 = add nuw i64 %feature112183.us, 2
  %1338 = getelementptr inbounds float, ptr %138, i64 %1337
  %1339 = load float, ptr %1338, align 4
  %1340 = getelementptr inbounds float, ptr %139, i64 %1337
  %1341 = load float, ptr %1340, align 4
  %1342 = fneg float %1341
  %1343 = fmul float %.lcssa722, %1339
  %1344 = fsub float %1342, %1343
  %1345 = fmul float %eta, %1344
  %1346 = fsub float %1339, %1345
  %1347 = fdiv float %1346, %1247
  %1348 = select i1 %1246, float %1339, float %1347
  store float %1348, ptr %1338, align 4
  %1349 = add nuw i64 %feature112183.us, 3
  %1350 = getelementptr inbounds float, ptr %138, i64 %1349
  %1351 = load float, ptr %1350, align 4
  %1352 = getelementptr inbounds float, ptr %139, i64 %1349
  %1353 = load float, ptr %1352, align 4
  %1354 = fneg float %1353
  %1355 = fmul float %.lcssa722, %1351
  %1356 = fsub float %1354, %1355
  %1357 = fmul float %eta, %1356
  %1358 = fsub float %1351, %1357
  %1359 = fdiv float %1358, %1247
  %1360 = select i1 %1246, float %1351, float %1359
  store float %1360, ptr %1350, align 4
  %1361 = add nuw i64 %feature112183.us, 4
  %exitcond231.not.3 = icmp eq i64 %1361, %n_features
  br i1 %exitcond231.not.3, label %noise.done101.us, label %feature.body110.us, !llvm.loop !40

fold_tail.body95.us:                              ; preds = %fold_tail.body95.us.preheader, %fold_tail.body95.us
  %fold_tail97180.us = phi i64 [ %1393, %fold_tail.body95.us ], [ 0, %fold_tail.body95.us.preheader ]
  %fold_value89.0179.us = phi float [ %1392, %fold_tail.body95.us ], [ 0.000000e+00, %fold_tail.body95.us.preheader ]
  %niter782 = phi i64 [ %niter782.next.7, %fold_tail.body95.us ], [ 0, %fold_tail.body95.us.preheader ]
  %1362 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail97180.us
  %1363 = load float, ptr %1362, align 4
  %1364 = fadd float %fold_value89.0179.us, %1363
  %1365 = getelementptr float, ptr %scratch, i64 %fold_tail97180.us
  %1366 = getelementptr i8, ptr %1365, i64 4
  %1367 = load float, ptr %1366, align 4
  %1368 = fadd float %1364, %1367
  %1369 = getelementptr float, ptr %scratch, i64 %fold_tail97180.us
  %1370 = getelementptr i8, ptr %1369, i64 8
  %1371 = load float, ptr %1370, align 4
  %1372 = fadd float %1368, %1371
  %1373 = getelementptr float, ptr %scratch, i64 %fold_tail97180.us
  %1374 = getelementptr i8, ptr %1373, i64 12
  %1375 = load float, ptr %1374, align 4
  %1376 = fadd float %1372, %1375
  %1377 = getelementptr float, ptr %scratch, i64 %fold_tail97180.us
  %1378 = getelementptr i8, ptr %1377, i64 16
  %1379 = load float, ptr %1378, align 4
  %1380 = fadd float %1376, %1379
  %1381 = getelementptr float, ptr %scratch, i64 %fold_tail97180.us
  %1382 = getelementptr i8, ptr %1381, i64 20
  %1383 = load float, ptr %1382, align 4
  %1384 = fadd float %1380, %1383
  %1385 = getelementptr float, ptr %scratch, i64 %fold_tail97180.us
  %1386 = getelementptr i8, ptr %1385, i64 24
  %1387 = load float, ptr %1386, align 4
  %1388 = fadd float %1384, %1387
  %1389 = getelementptr float, ptr %scratch, i64 %fold_tail97180.us
  %1390 = getelementptr i8, ptr %1389, i64 28
  %1391 = load float, ptr %1390, align 4
  %1392 = fadd float %1388, %1391
  %1393 = add nuw i64 %fold_tail97180.us, 8
  %niter782.next.7 = add i64 %niter782, 8
  %niter782.ncmp.7 = icmp eq i64 %niter782.next.7, %unroll_iter781
  br i1 %niter782.ncmp.7, label %quiet100.us.loopexit.unr-lcssa, label %fold_tail.body95.us

feature.body86.us:                                ; preds = %feature.body86.us.prol.loopexit, %feature.body86.us
  %feature88178.us = phi i64 [ %1441, %feature.body86.us ], [ %feature88178.us.unr, %feature.body86.us.prol.loopexit ]
  %1394 = getelementptr inbounds float, ptr %138, i64 %feature88178.us
  %1395 = load float, ptr %1394, align 4
  %1396 = getelementptr inbounds float, ptr %139, i64 %feature88178.us
  %1397 = load float, ptr %1396, align 4
  %1398 = fneg float %1397
  %1399 = fmul float %.lcssa722, %1395
  %1400 = fsub float %1398, %1399
  %1401 = fmul float %eta, %1400
  %1402 = fsub float %1395, %1401
  %1403 = fmul float %1402, %1402
  %1404 = getelementptr inbounds float, ptr %scratch, i64 %feature88178.us
  store float %1403, ptr %1404, align 4
  %1405 = add nuw i64 %feature88178.us, 1
  %1406 = getelementptr inbounds float, ptr %138, i64 %1405
  %1407 = load float, ptr %1406, align 4
  %1408 = getelementptr inbounds float, ptr %139, i64 %1405
  %1409 = load float, ptr %1408, align 4
  %1410 = fneg float %1409
  %1411 = fmul float %.lcssa722, %1407
  %1412 = fsub float %1410, %1411
  %1413 = fmul float %eta, %1412
  %1414 = fsub float %1407, %1413
  %1415 = fmul float %1414, %1414
  %1416 = getelementptr inbounds float, ptr %scratch, i64 %1405
  store float %1415, ptr %1416, align 4
  %1417 = add nuw i64 %feature88178.us, 2
  %1418 = getelementptr inbounds float, ptr %138, i64 %1417
  %1419 = load float, ptr %1418, align 4
  %1420 = getelementptr inbounds float, ptr %139, i64 %1417
  %1421 = load float, ptr %1420, align 4
  %1422 = fneg float %1421
  %1423 = fmul float %.lcssa722, %1419
  %1424 = fsub float %1422, %1423
  %1425 = fmul float %eta, %1424
  %1426 = fsub float %1419, %1425
  %1427 = fmul float %1426, %1426
  %1428 = getelementptr inbounds float, ptr %scratch, i64 %1417
  store float %1427, ptr %1428, align 4
  %1429 = add nuw i64 %feature88178.us, 3
  %1430 = getelementptr inbounds float, ptr %138, i64 %1429
  %1431 = load float, ptr %1430, align 4
  %1432 = getelementptr inbounds float, ptr %139, i64 %1429
  %1433 = load float, ptr %1432, align 4
  %1434 = fneg float %1433
  %1435 = fmul float %.lcssa722, %1431
  %1436 = fsub float %1434, %1435
  %1437 = fmul float %eta, %1436
  %1438 = fsub float %1431, %1437
  %1439 = fmul float %1438, %1438
  %1440 = getelementptr inbounds float, ptr %scratch, i64 %1429
  store float %1439, ptr %1440, align 4
  %1441 = add nuw i64 %feature88178.us, 4
  %exitcond228.not.3 = icmp eq i64 %1441, %n_features
  br i1 %exitcond228.not.3, label %fold_tail.body95.us.preheader, label %feature.body86.us, !llvm.loop !41

iter.check345.unr-lcssa:                          ; preds = %fold_tail.body56.us
  br i1 %lcmp.mod769.not, label %iter.check345, label %fold_tail.body56.us.epil.preheader

fold_tail.body56.us.epil.preheader:               ; preds = %iter.check345.unr-lcssa, %fold_tail.body56.us.preheader
  %fold_tail58169.us.epil.init = phi i64 [ 0, %fold_tail.body56.us.preheader ], [ %1538, %iter.check345.unr-lcssa ]
  %fold_value50.0168.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body56.us.preheader ], [ %1537, %iter.check345.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod771)
  br label %fold_tail.body56.us.epil

fold_tail.body56.us.epil:                         ; preds = %fold_tail.body56.us.epil, %fold_tail.body56.us.epil.preheader
  %fold_tail58169.us.epil = phi i64 [ %1445, %fold_tail.body56.us.epil ], [ %fold_tail58169.us.epil.init, %fold_tail.body56.us.epil.preheader ]
  %fold_value50.0168.us.epil = phi float [ %1444, %fold_tail.body56.us.epil ], [ %fold_value50.0168.us.epil.init, %fold_tail.body56.us.epil.preheader ]
  %epil.iter768 = phi i64 [ %epil.iter768.next, %fold_tail.body56.us.epil ], [ 0, %fold_tail.body56.us.epil.preheader ]
  %1442 = getelementptr inbounds float, ptr %42, i64 %fold_tail58169.us.epil
  %1443 = load float, ptr %1442, align 4
  %1444 = fadd float %fold_value50.0168.us.epil, %1443
  %1445 = add nuw i64 %fold_tail58169.us.epil, 1
  %epil.iter768.next = add i64 %epil.iter768, 1
  %epil.iter768.cmp.not = icmp eq i64 %epil.iter768.next, %xtraiter767
  br i1 %epil.iter768.cmp.not, label %iter.check345, label %fold_tail.body56.us.epil, !llvm.loop !42

iter.check345:                                    ; preds = %fold_tail.body56.us.epil, %iter.check345.unr-lcssa
  %.lcssa722 = phi float [ %1537, %iter.check345.unr-lcssa ], [ %1444, %fold_tail.body56.us.epil ]
  %brmerge816 = select i1 %min.iters.check343, i1 true, i1 %conflict.rdx
  br i1 %brmerge816, label %feature.body86.us.preheader, label %vector.main.loop.iter.check347

vector.main.loop.iter.check347:                   ; preds = %iter.check345
  br i1 %min.iters.check346, label %vec.epilog.ph372, label %vector.ph348

vector.ph348:                                     ; preds = %vector.main.loop.iter.check347
  %broadcast.splatinsert351 = insertelement <8 x float> poison, float %.lcssa722, i64 0
  %broadcast.splat352 = shufflevector <8 x float> %broadcast.splatinsert351, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body355

vector.body355:                                   ; preds = %vector.body355, %vector.ph348
  %index356 = phi i64 [ 0, %vector.ph348 ], [ %index.next365, %vector.body355 ]
  %1446 = getelementptr inbounds float, ptr %138, i64 %index356
  %1447 = getelementptr inbounds nuw i8, ptr %1446, i64 32
  %1448 = getelementptr inbounds nuw i8, ptr %1446, i64 64
  %1449 = getelementptr inbounds nuw i8, ptr %1446, i64 96
  %wide.load357 = load <8 x float>, ptr %1446, align 4
  %wide.load358 = load <8 x float>, ptr %1447, align 4
  %wide.load359 = load <8 x float>, ptr %1448, align 4
  %wide.load360 = load <8 x float>, ptr %1449, align 4
  %1450 = getelementptr inbounds float, ptr %139, i64 %index356
  %1451 = getelementptr inbounds nuw i8, ptr %1450, i64 32
  %1452 = getelementptr inbounds nuw i8, ptr %1450, i64 64
  %1453 = getelementptr inbounds nuw i8, ptr %1450, i64 96
  %wide.load361 = load <8 x float>, ptr %1450, align 4
  %wide.load362 = load <8 x float>, ptr %1451, align 4
  %wide.load363 = load <8 x float>, ptr %1452, align 4
  %wide.load364 = load <8 x float>, ptr %1453, align 4
  %1454 = fneg <8 x float> %wide.load361
  %1455 = fneg <8 x float> %wide.load362
  %1456 = fneg <8 x float> %wide.load363
  %1457 = fneg <8 x float> %wide.load364
  %1458 = fmul <8 x float> %broadcast.splat352, %wide.load357
  %1459 = fmul <8 x float> %broadcast.splat352, %wide.load358
  %1460 = fmul <8 x float> %broadcast.splat352, %wide.load359
  %1461 = fmul <8 x float> %broadcast.splat352, %wide.load360
  %1462 = fsub <8 x float> %1454, %1458
  %1463 = fsub <8 x float> %1455, %1459
  %1464 = fsub <8 x float> %1456, %1460
  %1465 = fsub <8 x float> %1457, %1461
  %1466 = fmul <8 x float> %broadcast.splat354, %1462
  %1467 = fmul <8 x float> %broadcast.splat354, %1463
  %1468 = fmul <8 x float> %broadcast.splat354, %1464
  %1469 = fmul <8 x float> %broadcast.splat354, %1465
  %1470 = fsub <8 x float> %wide.load357, %1466
  %1471 = fsub <8 x float> %wide.load358, %1467
  %1472 = fsub <8 x float> %wide.load359, %1468
  %1473 = fsub <8 x float> %wide.load360, %1469
  %1474 = fmul <8 x float> %1470, %1470
  %1475 = fmul <8 x float> %1471, %1471
  %1476 = fmul <8 x float> %1472, %1472
  %1477 = fmul <8 x float> %1473, %1473
  %1478 = getelementptr inbounds float, ptr %scratch, i64 %index356
  %1479 = getelementptr inbounds nuw i8, ptr %1478, i64 32
  %1480 = getelementptr inbounds nuw i8, ptr %1478, i64 64
  %1481 = getelementptr inbounds nuw i8, ptr %1478, i64 96
  store <8 x float> %1474, ptr %1478, align 4
  store <8 x float> %1475, ptr %1479, align 4
  store <8 x float> %1476, ptr %1480, align 4
  store <8 x float> %1477, ptr %1481, align 4
  %index.next365 = add nuw i64 %index356, 32
  %1482 = icmp eq i64 %index.next365, %n.vec350
  br i1 %1482, label %middle.block366, label %vector.body355, !llvm.loop !43

middle.block366:                                  ; preds = %vector.body355
  br i1 %cmp.n367, label %fold_tail.body95.us.preheader, label %vec.epilog.iter.check370

fold_tail.body95.us.preheader:                    ; preds = %feature.body86.us.prol.loopexit, %feature.body86.us, %vec.epilog.middle.block384, %middle.block366
  br i1 %111, label %fold_tail.body95.us.epil.preheader, label %fold_tail.body95.us

vec.epilog.iter.check370:                         ; preds = %middle.block366
  br i1 %min.epilog.iters.check371, label %feature.body86.us.preheader, label %vec.epilog.ph372, !prof !37

vec.epilog.ph372:                                 ; preds = %vector.main.loop.iter.check347, %vec.epilog.iter.check370
  %vec.epilog.resume.val368 = phi i64 [ %n.vec350, %vec.epilog.iter.check370 ], [ 0, %vector.main.loop.iter.check347 ]
  %broadcast.splatinsert375 = insertelement <4 x float> poison, float %.lcssa722, i64 0
  %broadcast.splat376 = shufflevector <4 x float> %broadcast.splatinsert375, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body379

vec.epilog.vector.body379:                        ; preds = %vec.epilog.vector.body379, %vec.epilog.ph372
  %index380 = phi i64 [ %vec.epilog.resume.val368, %vec.epilog.ph372 ], [ %index.next383, %vec.epilog.vector.body379 ]
  %1483 = getelementptr inbounds float, ptr %138, i64 %index380
  %wide.load381 = load <4 x float>, ptr %1483, align 4
  %1484 = getelementptr inbounds float, ptr %139, i64 %index380
  %wide.load382 = load <4 x float>, ptr %1484, align 4
  %1485 = fneg <4 x float> %wide.load382
  %1486 = fmul <4 x float> %broadcast.splat376, %wide.load381
  %1487 = fsub <4 x float> %1485, %1486
  %1488 = fmul <4 x float> %broadcast.splat378, %1487
  %1489 = fsub <4 x float> %wide.load381, %1488
  %1490 = fmul <4 x float> %1489, %1489
  %1491 = getelementptr inbounds float, ptr %scratch, i64 %index380
  store <4 x float> %1490, ptr %1491, align 4
  %index.next383 = add nuw i64 %index380, 4
  %1492 = icmp eq i64 %index.next383, %n.vec374
  br i1 %1492, label %vec.epilog.middle.block384, label %vec.epilog.vector.body379, !llvm.loop !44

vec.epilog.middle.block384:                       ; preds = %vec.epilog.vector.body379
  br i1 %cmp.n385, label %fold_tail.body95.us.preheader, label %feature.body86.us.preheader

feature.body86.us.preheader:                      ; preds = %iter.check345, %vec.epilog.iter.check370, %vec.epilog.middle.block384
  %feature88178.us.ph = phi i64 [ 0, %iter.check345 ], [ %n.vec374, %vec.epilog.middle.block384 ], [ %n.vec350, %vec.epilog.iter.check370 ]
  br i1 %lcmp.mod775.not, label %feature.body86.us.prol.loopexit, label %feature.body86.us.prol

feature.body86.us.prol:                           ; preds = %feature.body86.us.preheader, %feature.body86.us.prol
  %feature88178.us.prol = phi i64 [ %1504, %feature.body86.us.prol ], [ %feature88178.us.ph, %feature.body86.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body86.us.prol ], [ 0, %feature.body86.us.preheader ]
  %1493 = getelementptr inbounds float, ptr %138, i64 %feature88178.us.prol
  %1494 = load float, ptr %1493, align 4
  %1495 = getelementptr inbounds float, ptr %139, i64 %feature88178.us.prol
  %1496 = load float, ptr %1495, align 4
  %1497 = fneg float %1496
  %1498 = fmul float %.lcssa722, %1494
  %1499 = fsub float %1497, %1498
  %1500 = fmul float %eta, %1499
  %1501 = fsub float %1494, %1500
  %1502 = fmul float %1501, %1501
  %1503 = getelementptr inbounds float, ptr %scratch, i64 %feature88178.us.prol
  store float %1502, ptr %1503, align 4
  %1504 = add nuw i64 %feature88178.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter774
  br i1 %prol.iter.cmp.not, label %feature.body86.us.prol.loopexit, label %feature.body86.us.prol, !llvm.loop !45

feature.body86.us.prol.loopexit:                  ; preds = %feature.body86.us.prol, %feature.body86.us.preheader
  %feature88178.us.unr = phi i64 [ %feature88178.us.ph, %feature.body86.us.preheader ], [ %1504, %feature.body86.us.prol ]
  %1505 = sub i64 %feature88178.us.ph, %n_features
  %1506 = icmp ugt i64 %1505, -4
  br i1 %1506, label %fold_tail.body95.us.preheader, label %feature.body86.us

fold_tail.body56.us:                              ; preds = %fold_tail.body56.us.preheader, %fold_tail.body56.us
  %fold_tail58169.us = phi i64 [ %1538, %fold_tail.body56.us ], [ 0, %fold_tail.body56.us.preheader ]
  %fold_value50.0168.us = phi float [ %1537, %fold_tail.body56.us ], [ 0.000000e+00, %fold_tail.body56.us.preheader ]
  %niter773 = phi i64 [ %niter773.next.7, %fold_tail.body56.us ], [ 0, %fold_tail.body56.us.preheader ]
  %1507 = getelementptr inbounds float, ptr %42, i64 %fold_tail58169.us
  %1508 = load float, ptr %1507, align 4
  %1509 = fadd float %fold_value50.0168.us, %1508
  %1510 = getelementptr float, ptr %42, i64 %fold_tail58169.us
  %1511 = getelementptr i8, ptr %1510, i64 4
  %1512 = load float, ptr %1511, align 4
  %1513 = fadd float %1509, %1512
  %1514 = getelementptr float, ptr %42, i64 %fold_tail58169.us
  %1515 = getelementptr i8, ptr %1514, i64 8
  %1516 = load float, ptr %1515, align 4
  %1517 = fadd float %1513, %1516
  %1518 = getelementptr float, ptr %42, i64 %fold_tail58169.us
  %1519 = getelementptr i8, ptr %1518, i64 12
  %1520 = load float, ptr %1519, align 4
  %1521 = fadd float %1517, %1520
  %1522 = getelementptr float, ptr %42, i64 %fold_tail58169.us
  %1523 = getelementptr i8, ptr %1522, i64 16
  %1524 = load float, ptr %1523, align 4
  %1525 = fadd float %1521, %1524
  %1526 = getelementptr float, ptr %42, i64 %fold_tail58169.us
  %1527 = getelementptr i8, ptr %1526, i64 20
  %1528 = load float, ptr %1527, align 4
  %1529 = fadd float %1525, %1528
  %1530 = getelementptr float, ptr %42, i64 %fold_tail58169.us
  %1531 = getelementptr i8, ptr %1530, i64 24
  %1532 = load float, ptr %1531, align 4
  %1533 = fadd float %1529, %1532
  %1534 = getelementptr float, ptr %42, i64 %fold_tail58169.us
  %1535 = getelementptr i8, ptr %1534, i64 28
  %1536 = load float, ptr %1535, align 4
  %1537 = fadd float %1533, %1536
  %1538 = add nuw i64 %fold_tail58169.us, 8
  %niter773.next.7 = add i64 %niter773, 8
  %niter773.ncmp.7 = icmp eq i64 %niter773.next.7, %unroll_iter772
  br i1 %niter773.ncmp.7, label %iter.check345.unr-lcssa, label %fold_tail.body56.us

fold_tail.body47.us:                              ; preds = %fold_tail.body47.us.preheader, %fold_tail.body47.us
  %fold_tail49166.us = phi i64 [ %1570, %fold_tail.body47.us ], [ 0, %fold_tail.body47.us.preheader ]
  %fold_value41.0165.us = phi float [ %1569, %fold_tail.body47.us ], [ 0.000000e+00, %fold_tail.body47.us.preheader ]
  %niter766 = phi i64 [ %niter766.next.7, %fold_tail.body47.us ], [ 0, %fold_tail.body47.us.preheader ]
  %1539 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail49166.us
  %1540 = load float, ptr %1539, align 4
  %1541 = fadd float %fold_value41.0165.us, %1540
  %1542 = getelementptr float, ptr %scratch, i64 %fold_tail49166.us
  %1543 = getelementptr i8, ptr %1542, i64 4
  %1544 = load float, ptr %1543, align 4
  %1545 = fadd float %1541, %1544
  %1546 = getelementptr float, ptr %scratch, i64 %fold_tail49166.us
  %1547 = getelementptr i8, ptr %1546, i64 8
  %1548 = load float, ptr %1547, align 4
  %1549 = fadd float %1545, %1548
  %1550 = getelementptr float, ptr %scratch, i64 %fold_tail49166.us
  %1551 = getelementptr i8, ptr %1550, i64 12
  %1552 = load float, ptr %1551, align 4
  %1553 = fadd float %1549, %1552
  %1554 = getelementptr float, ptr %scratch, i64 %fold_tail49166.us
  %1555 = getelementptr i8, ptr %1554, i64 16
  %1556 = load float, ptr %1555, align 4
  %1557 = fadd float %1553, %1556
  %1558 = getelementptr float, ptr %scratch, i64 %fold_tail49166.us
  %1559 = getelementptr i8, ptr %1558, i64 20
  %1560 = load float, ptr %1559, align 4
  %1561 = fadd float %1557, %1560
  %1562 = getelementptr float, ptr %scratch, i64 %fold_tail49166.us
  %1563 = getelementptr i8, ptr %1562, i64 24
  %1564 = load float, ptr %1563, align 4
  %1565 = fadd float %1561, %1564
  %1566 = getelementptr float, ptr %scratch, i64 %fold_tail49166.us
  %1567 = getelementptr i8, ptr %1566, i64 28
  %1568 = load float, ptr %1567, align 4
  %1569 = fadd float %1565, %1568
  %1570 = add nuw i64 %fold_tail49166.us, 8
  %niter766.next.7 = add i64 %niter766, 8
  %niter766.ncmp.7 = icmp eq i64 %niter766.next.7, %unroll_iter765
  br i1 %niter766.ncmp.7, label %fold_tail.body56.us.preheader.unr-lcssa, label %fold_tail.body47.us

fold_tail.body56.us.preheader.unr-lcssa:          ; preds = %fold_tail.body47.us
  br i1 %lcmp.mod762.not, label %fold_tail.body56.us.preheader, label %fold_tail.body47.us.epil.preheader

fold_tail.body47.us.epil.preheader:               ; preds = %fold_tail.body56.us.preheader.unr-lcssa, %fold_tail.body47.us.preheader
  %fold_tail49166.us.epil.init = phi i64 [ 0, %fold_tail.body47.us.preheader ], [ %1570, %fold_tail.body56.us.preheader.unr-lcssa ]
  %fold_value41.0165.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body47.us.preheader ], [ %1569, %fold_tail.body56.us.preheader.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod764)
  br label %fold_tail.body47.us.epil

fold_tail.body47.us.epil:                         ; preds = %fold_tail.body47.us.epil, %fold_tail.body47.us.epil.preheader
  %fold_tail49166.us.epil = phi i64 [ %1574, %fold_tail.body47.us.epil ], [ %fold_tail49166.us.epil.init, %fold_tail.body47.us.epil.preheader ]
  %fold_value41.0165.us.epil = phi float [ %1573, %fold_tail.body47.us.epil ], [ %fold_value41.0165.us.epil.init, %fold_tail.body47.us.epil.preheader ]
  %epil.iter761 = phi i64 [ %epil.iter761.next, %fold_tail.body47.us.epil ], [ 0, %fold_tail.body47.us.epil.preheader ]
  %1571 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail49166.us.epil
  %1572 = load float, ptr %1571, align 4
  %1573 = fadd float %fold_value41.0165.us.epil, %1572
  %1574 = add nuw i64 %fold_tail49166.us.epil, 1
  %epil.iter761.next = add i64 %epil.iter761, 1
  %epil.iter761.cmp.not = icmp eq i64 %epil.iter761.next, %xtraiter760
  br i1 %epil.iter761.cmp.not, label %fold_tail.body56.us.preheader, label %fold_tail.body47.us.epil, !llvm.loop !46

fold_tail.body56.us.preheader:                    ; preds = %fold_tail.body47.us.epil, %fold_tail.body56.us.preheader.unr-lcssa
  %.lcssa721 = phi float [ %1569, %fold_tail.body56.us.preheader.unr-lcssa ], [ %1573, %fold_tail.body47.us.epil ]
  br i1 %110, label %fold_tail.body56.us.epil.preheader, label %fold_tail.body56.us

feature.body38.us:                                ; preds = %feature.body38.us.prol.loopexit, %feature.body38.us
  %feature40164.us = phi i64 [ %1598, %feature.body38.us ], [ %feature40164.us.unr, %feature.body38.us.prol.loopexit ]
  %1575 = getelementptr inbounds float, ptr %138, i64 %feature40164.us
  %1576 = load float, ptr %1575, align 4
  %1577 = fmul float %1576, %1576
  %1578 = getelementptr inbounds float, ptr %139, i64 %feature40164.us
  %1579 = load float, ptr %1578, align 4
  %1580 = fneg float %1579
  %1581 = fmul float %1576, %1580
  %1582 = fmul float %1576, 0.000000e+00
  %1583 = getelementptr inbounds float, ptr %scratch, i64 %feature40164.us
  store float %1577, ptr %1583, align 4
  %1584 = getelementptr float, ptr %42, i64 %feature40164.us
  store float %1581, ptr %1584, align 4
  %1585 = getelementptr float, ptr %43, i64 %feature40164.us
  store float %1582, ptr %1585, align 4
  %1586 = add nuw i64 %feature40164.us, 1
  %1587 = getelementptr inbounds float, ptr %138, i64 %1586
  %1588 = load float, ptr %1587, align 4
  %1589 = fmul float %1588, %1588
  %1590 = getelementptr inbounds float, ptr %139, i64 %1586
  %1591 = load float, ptr %1590, align 4
  %1592 = fneg float %1591
  %1593 = fmul float %1588, %1592
  %1594 = fmul float %1588, 0.000000e+00
  %1595 = getelementptr inbounds float, ptr %scratch, i64 %1586
  store float %1589, ptr %1595, align 4
  %1596 = getelementptr float, ptr %42, i64 %1586
  store float %1593, ptr %1596, align 4
  %1597 = getelementptr float, ptr %43, i64 %1586
  store float %1594, ptr %1597, align 4
  %1598 = add nuw i64 %feature40164.us, 2
  %exitcond222.not.1 = icmp eq i64 %1598, %n_features
  br i1 %exitcond222.not.1, label %fold_tail.body47.us.preheader, label %feature.body38.us, !llvm.loop !47

iter.check481.unr-lcssa:                          ; preds = %fold_tail.body34.us
  br i1 %lcmp.mod742.not, label %iter.check481, label %fold_tail.body34.us.epil.preheader

fold_tail.body34.us.epil.preheader:               ; preds = %iter.check481.unr-lcssa, %fold_tail.body34.us.preheader
  %fold_tail36162.us.epil.init = phi i64 [ 0, %fold_tail.body34.us.preheader ], [ %986, %iter.check481.unr-lcssa ]
  %fold_value28.0161.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body34.us.preheader ], [ %985, %iter.check481.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod744)
  br label %fold_tail.body34.us.epil

fold_tail.body34.us.epil:                         ; preds = %fold_tail.body34.us.epil, %fold_tail.body34.us.epil.preheader
  %fold_tail36162.us.epil = phi i64 [ %1602, %fold_tail.body34.us.epil ], [ %fold_tail36162.us.epil.init, %fold_tail.body34.us.epil.preheader ]
  %fold_value28.0161.us.epil = phi float [ %1601, %fold_tail.body34.us.epil ], [ %fold_value28.0161.us.epil.init, %fold_tail.body34.us.epil.preheader ]
  %epil.iter741 = phi i64 [ %epil.iter741.next, %fold_tail.body34.us.epil ], [ 0, %fold_tail.body34.us.epil.preheader ]
  %1599 = getelementptr inbounds float, ptr %43, i64 %fold_tail36162.us.epil
  %1600 = load float, ptr %1599, align 4
  %1601 = fadd float %fold_value28.0161.us.epil, %1600
  %1602 = add nuw i64 %fold_tail36162.us.epil, 1
  %epil.iter741.next = add i64 %epil.iter741, 1
  %epil.iter741.cmp.not = icmp eq i64 %epil.iter741.next, %xtraiter740
  br i1 %epil.iter741.cmp.not, label %iter.check481, label %fold_tail.body34.us.epil, !llvm.loop !48

iter.check481:                                    ; preds = %fold_tail.body34.us.epil, %iter.check481.unr-lcssa
  %.lcssa719 = phi float [ %985, %iter.check481.unr-lcssa ], [ %1601, %fold_tail.body34.us.epil ]
  br i1 %min.iters.check479, label %feature.body73.us.preheader, label %vector.memcheck471

vector.memcheck471:                               ; preds = %iter.check481
  %1603 = sub i64 %scratch339, %noise16.us236291475
  %diff.check476 = icmp ult i64 %1603, 128
  %conflict.rdx477 = or i1 %conflict.rdx474, %diff.check476
  br i1 %conflict.rdx477, label %feature.body73.us.preheader, label %vector.main.loop.iter.check483

vector.main.loop.iter.check483:                   ; preds = %vector.memcheck471
  br i1 %min.iters.check482, label %vec.epilog.ph516, label %vector.ph484

vector.ph484:                                     ; preds = %vector.main.loop.iter.check483
  %broadcast.splatinsert487 = insertelement <8 x float> poison, float %.lcssa719, i64 0
  %broadcast.splat488 = shufflevector <8 x float> %broadcast.splatinsert487, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert489 = insertelement <8 x float> poison, float %.lcssa718, i64 0
  %broadcast.splat490 = shufflevector <8 x float> %broadcast.splatinsert489, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert493 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat494 = shufflevector <8 x float> %broadcast.splatinsert493, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body495

vector.body495:                                   ; preds = %vector.body495, %vector.ph484
  %index496 = phi i64 [ 0, %vector.ph484 ], [ %index.next509, %vector.body495 ]
  %1604 = getelementptr inbounds float, ptr %138, i64 %index496
  %1605 = getelementptr inbounds nuw i8, ptr %1604, i64 32
  %1606 = getelementptr inbounds nuw i8, ptr %1604, i64 64
  %1607 = getelementptr inbounds nuw i8, ptr %1604, i64 96
  %wide.load497 = load <8 x float>, ptr %1604, align 4
  %wide.load498 = load <8 x float>, ptr %1605, align 4
  %wide.load499 = load <8 x float>, ptr %1606, align 4
  %wide.load500 = load <8 x float>, ptr %1607, align 4
  %1608 = getelementptr inbounds float, ptr %139, i64 %index496
  %1609 = getelementptr inbounds nuw i8, ptr %1608, i64 32
  %1610 = getelementptr inbounds nuw i8, ptr %1608, i64 64
  %1611 = getelementptr inbounds nuw i8, ptr %1608, i64 96
  %wide.load501 = load <8 x float>, ptr %1608, align 4
  %wide.load502 = load <8 x float>, ptr %1609, align 4
  %wide.load503 = load <8 x float>, ptr %1610, align 4
  %wide.load504 = load <8 x float>, ptr %1611, align 4
  %1612 = fneg <8 x float> %wide.load501
  %1613 = fneg <8 x float> %wide.load502
  %1614 = fneg <8 x float> %wide.load503
  %1615 = fneg <8 x float> %wide.load504
  %1616 = fmul <8 x float> %broadcast.splat490, %wide.load497
  %1617 = fmul <8 x float> %broadcast.splat490, %wide.load498
  %1618 = fmul <8 x float> %broadcast.splat490, %wide.load499
  %1619 = fmul <8 x float> %broadcast.splat490, %wide.load500
  %1620 = fsub <8 x float> %1612, %1616
  %1621 = fsub <8 x float> %1613, %1617
  %1622 = fsub <8 x float> %1614, %1618
  %1623 = fsub <8 x float> %1615, %1619
  %1624 = fmul <8 x float> %broadcast.splat492, %1620
  %1625 = fmul <8 x float> %broadcast.splat492, %1621
  %1626 = fmul <8 x float> %broadcast.splat492, %1622
  %1627 = fmul <8 x float> %broadcast.splat492, %1623
  %1628 = fsub <8 x float> %wide.load497, %1624
  %1629 = fsub <8 x float> %wide.load498, %1625
  %1630 = fsub <8 x float> %wide.load499, %1626
  %1631 = fsub <8 x float> %wide.load500, %1627
  %1632 = getelementptr inbounds float, ptr %noise16.us236291, i64 %index496
  %1633 = getelementptr inbounds nuw i8, ptr %1632, i64 32
  %1634 = getelementptr inbounds nuw i8, ptr %1632, i64 64
  %1635 = getelementptr inbounds nuw i8, ptr %1632, i64 96
  %wide.load505 = load <8 x float>, ptr %1632, align 4
  %wide.load506 = load <8 x float>, ptr %1633, align 4
  %wide.load507 = load <8 x float>, ptr %1634, align 4
  %wide.load508 = load <8 x float>, ptr %1635, align 4
  %1636 = fmul <8 x float> %broadcast.splat488, %wide.load497
  %1637 = fmul <8 x float> %broadcast.splat488, %wide.load498
  %1638 = fmul <8 x float> %broadcast.splat488, %wide.load499
  %1639 = fmul <8 x float> %broadcast.splat488, %wide.load500
  %1640 = fsub <8 x float> %wide.load505, %1636
  %1641 = fsub <8 x float> %wide.load506, %1637
  %1642 = fsub <8 x float> %wide.load507, %1638
  %1643 = fsub <8 x float> %wide.load508, %1639
  %1644 = fmul <8 x float> %broadcast.splat494, %1640
  %1645 = fmul <8 x float> %broadcast.splat494, %1641
  %1646 = fmul <8 x float> %broadcast.splat494, %1642
  %1647 = fmul <8 x float> %broadcast.splat494, %1643
  %1648 = fadd <8 x float> %1628, %1644
  %1649 = fadd <8 x float> %1629, %1645
  %1650 = fadd <8 x float> %1630, %1646
  %1651 = fadd <8 x float> %1631, %1647
  %1652 = fmul <8 x float> %1648, %1648
  %1653 = fmul <8 x float> %1649, %1649
  %1654 = fmul <8 x float> %1650, %1650
  %1655 = fmul <8 x float> %1651, %1651
  %1656 = getelementptr inbounds float, ptr %scratch, i64 %index496
  %1657 = getelementptr inbounds nuw i8, ptr %1656, i64 32
  %1658 = getelementptr inbounds nuw i8, ptr %1656, i64 64
  %1659 = getelementptr inbounds nuw i8, ptr %1656, i64 96
  store <8 x float> %1652, ptr %1656, align 4
  store <8 x float> %1653, ptr %1657, align 4
  store <8 x float> %1654, ptr %1658, align 4
  store <8 x float> %1655, ptr %1659, align 4
  %index.next509 = add nuw i64 %index496, 32
  %1660 = icmp eq i64 %index.next509, %n.vec486
  br i1 %1660, label %middle.block510, label %vector.body495, !llvm.loop !49

middle.block510:                                  ; preds = %vector.body495
  br i1 %cmp.n511, label %fold_tail.body82.us.preheader, label %vec.epilog.iter.check514

fold_tail.body82.us.preheader:                    ; preds = %feature.body73.us.prol.loopexit, %feature.body73.us, %vec.epilog.middle.block533, %middle.block510
  br i1 %107, label %fold_tail.body82.us.epil.preheader, label %fold_tail.body82.us

vec.epilog.iter.check514:                         ; preds = %middle.block510
  br i1 %min.epilog.iters.check515, label %feature.body73.us.preheader, label %vec.epilog.ph516, !prof !37

vec.epilog.ph516:                                 ; preds = %vector.main.loop.iter.check483, %vec.epilog.iter.check514
  %vec.epilog.resume.val512 = phi i64 [ %n.vec486, %vec.epilog.iter.check514 ], [ 0, %vector.main.loop.iter.check483 ]
  %broadcast.splatinsert519 = insertelement <4 x float> poison, float %.lcssa719, i64 0
  %broadcast.splat520 = shufflevector <4 x float> %broadcast.splatinsert519, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert521 = insertelement <4 x float> poison, float %.lcssa718, i64 0
  %broadcast.splat522 = shufflevector <4 x float> %broadcast.splatinsert521, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert525 = insertelement <4 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat526 = shufflevector <4 x float> %broadcast.splatinsert525, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body527

vec.epilog.vector.body527:                        ; preds = %vec.epilog.vector.body527, %vec.epilog.ph516
  %index528 = phi i64 [ %vec.epilog.resume.val512, %vec.epilog.ph516 ], [ %index.next532, %vec.epilog.vector.body527 ]
  %1661 = getelementptr inbounds float, ptr %138, i64 %index528
  %wide.load529 = load <4 x float>, ptr %1661, align 4
  %1662 = getelementptr inbounds float, ptr %139, i64 %index528
  %wide.load530 = load <4 x float>, ptr %1662, align 4
  %1663 = fneg <4 x float> %wide.load530
  %1664 = fmul <4 x float> %broadcast.splat522, %wide.load529
  %1665 = fsub <4 x float> %1663, %1664
  %1666 = fmul <4 x float> %broadcast.splat524, %1665
  %1667 = fsub <4 x float> %wide.load529, %1666
  %1668 = getelementptr inbounds float, ptr %noise16.us236291, i64 %index528
  %wide.load531 = load <4 x float>, ptr %1668, align 4
  %1669 = fmul <4 x float> %broadcast.splat520, %wide.load529
  %1670 = fsub <4 x float> %wide.load531, %1669
  %1671 = fmul <4 x float> %broadcast.splat526, %1670
  %1672 = fadd <4 x float> %1667, %1671
  %1673 = fmul <4 x float> %1672, %1672
  %1674 = getelementptr inbounds float, ptr %scratch, i64 %index528
  store <4 x float> %1673, ptr %1674, align 4
  %index.next532 = add nuw i64 %index528, 4
  %1675 = icmp eq i64 %index.next532, %n.vec518
  br i1 %1675, label %vec.epilog.middle.block533, label %vec.epilog.vector.body527, !llvm.loop !50

vec.epilog.middle.block533:                       ; preds = %vec.epilog.vector.body527
  br i1 %cmp.n534, label %fold_tail.body82.us.preheader, label %feature.body73.us.preheader

feature.body73.us.preheader:                      ; preds = %vector.memcheck471, %iter.check481, %vec.epilog.iter.check514, %vec.epilog.middle.block533
  %feature75174.us.ph = phi i64 [ 0, %iter.check481 ], [ 0, %vector.memcheck471 ], [ %n.vec486, %vec.epilog.iter.check514 ], [ %n.vec518, %vec.epilog.middle.block533 ]
  %.neg = or disjoint i64 %feature75174.us.ph, 1
  br i1 %lcmp.mod748.not, label %feature.body73.us.prol.loopexit, label %feature.body73.us.prol

feature.body73.us.prol:                           ; preds = %feature.body73.us.preheader
  %1676 = getelementptr inbounds float, ptr %138, i64 %feature75174.us.ph
  %1677 = load float, ptr %1676, align 4
  %1678 = getelementptr inbounds float, ptr %139, i64 %feature75174.us.ph
  %1679 = load float, ptr %1678, align 4
  %1680 = fneg float %1679
  %1681 = fmul float %.lcssa718, %1677
  %1682 = fsub float %1680, %1681
  %1683 = fmul float %eta, %1682
  %1684 = fsub float %1677, %1683
  %1685 = getelementptr inbounds float, ptr %noise16.us236291, i64 %feature75174.us.ph
  %1686 = load float, ptr %1685, align 4
  %1687 = fmul float %.lcssa719, %1677
  %1688 = fsub float %1686, %1687
  %1689 = fmul float %noise_scale4.us, %1688
  %1690 = fadd float %1684, %1689
  %1691 = fmul float %1690, %1690
  %1692 = getelementptr inbounds float, ptr %scratch, i64 %feature75174.us.ph
  store float %1691, ptr %1692, align 4
  %1693 = or disjoint i64 %feature75174.us.ph, 1
  br label %feature.body73.us.prol.loopexit

feature.body73.us.prol.loopexit:                  ; preds = %feature.body73.us.prol, %feature.body73.us.preheader
  %feature75174.us.unr = phi i64 [ %feature75174.us.ph, %feature.body73.us.preheader ], [ %1693, %feature.body73.us.prol ]
  %1694 = icmp eq i64 %n_features, %.neg
  br i1 %1694, label %fold_tail.body82.us.preheader, label %feature.body73.us

feature.header37.preheader.us:                    ; preds = %step.body.us
  br i1 %.not188, label %noise.done101.us.sink.split, label %iter.check405

iter.check405:                                    ; preds = %feature.header37.preheader.us
  %brmerge817 = select i1 %min.iters.check403, i1 true, i1 %conflict.rdx402
  br i1 %brmerge817, label %feature.body38.us.preheader, label %vector.main.loop.iter.check407

vector.main.loop.iter.check407:                   ; preds = %iter.check405
  br i1 %min.iters.check406, label %vec.epilog.ph424, label %vector.body411

vector.body411:                                   ; preds = %vector.main.loop.iter.check407, %vector.body411
  %index412 = phi i64 [ %index.next417, %vector.body411 ], [ 0, %vector.main.loop.iter.check407 ]
  %1695 = getelementptr inbounds float, ptr %138, i64 %index412
  %1696 = getelementptr inbounds nuw i8, ptr %1695, i64 32
  %wide.load413 = load <8 x float>, ptr %1695, align 4
  %wide.load414 = load <8 x float>, ptr %1696, align 4
  %1697 = fmul <8 x float> %wide.load413, %wide.load413
  %1698 = fmul <8 x float> %wide.load414, %wide.load414
  %1699 = getelementptr inbounds float, ptr %139, i64 %index412
  %1700 = getelementptr inbounds nuw i8, ptr %1699, i64 32
  %wide.load415 = load <8 x float>, ptr %1699, align 4
  %wide.load416 = load <8 x float>, ptr %1700, align 4
  %1701 = fneg <8 x float> %wide.load415
  %1702 = fneg <8 x float> %wide.load416
  %1703 = fmul <8 x float> %wide.load413, %1701
  %1704 = fmul <8 x float> %wide.load414, %1702
  %1705 = fmul <8 x float> %wide.load413, zeroinitializer
  %1706 = fmul <8 x float> %wide.load414, zeroinitializer
  %1707 = getelementptr inbounds float, ptr %scratch, i64 %index412
  %1708 = getelementptr inbounds nuw i8, ptr %1707, i64 32
  store <8 x float> %1697, ptr %1707, align 4
  store <8 x float> %1698, ptr %1708, align 4
  %1709 = getelementptr float, ptr %42, i64 %index412
  %1710 = getelementptr i8, ptr %1709, i64 32
  store <8 x float> %1703, ptr %1709, align 4
  store <8 x float> %1704, ptr %1710, align 4
  %1711 = getelementptr float, ptr %43, i64 %index412
  %1712 = getelementptr i8, ptr %1711, i64 32
  store <8 x float> %1705, ptr %1711, align 4
  store <8 x float> %1706, ptr %1712, align 4
  %index.next417 = add nuw i64 %index412, 16
  %1713 = icmp eq i64 %index.next417, %n.vec410
  br i1 %1713, label %middle.block418, label %vector.body411, !llvm.loop !51

middle.block418:                                  ; preds = %vector.body411
  br i1 %cmp.n419, label %fold_tail.body47.us.preheader, label %vec.epilog.iter.check422

fold_tail.body47.us.preheader:                    ; preds = %feature.body38.us.prol.loopexit, %feature.body38.us, %vec.epilog.middle.block432, %middle.block418
  br i1 %109, label %fold_tail.body47.us.epil.preheader, label %fold_tail.body47.us

vec.epilog.iter.check422:                         ; preds = %middle.block418
  br i1 %min.epilog.iters.check423, label %feature.body38.us.preheader, label %vec.epilog.ph424, !prof !52

vec.epilog.ph424:                                 ; preds = %vector.main.loop.iter.check407, %vec.epilog.iter.check422
  %vec.epilog.resume.val420 = phi i64 [ %n.vec410, %vec.epilog.iter.check422 ], [ 0, %vector.main.loop.iter.check407 ]
  br label %vec.epilog.vector.body427

vec.epilog.vector.body427:                        ; preds = %vec.epilog.vector.body427, %vec.epilog.ph424
  %index428 = phi i64 [ %vec.epilog.resume.val420, %vec.epilog.ph424 ], [ %index.next431, %vec.epilog.vector.body427 ]
  %1714 = getelementptr inbounds float, ptr %138, i64 %index428
  %wide.load429 = load <4 x float>, ptr %1714, align 4
  %1715 = fmul <4 x float> %wide.load429, %wide.load429
  %1716 = getelementptr inbounds float, ptr %139, i64 %index428
  %wide.load430 = load <4 x float>, ptr %1716, align 4
  %1717 = fneg <4 x float> %wide.load430
  %1718 = fmul <4 x float> %wide.load429, %1717
  %1719 = fmul <4 x float> %wide.load429, zeroinitializer
  %1720 = getelementptr inbounds float, ptr %scratch, i64 %index428
  store <4 x float> %1715, ptr %1720, align 4
  %1721 = getelementptr float, ptr %42, i64 %index428
  store <4 x float> %1718, ptr %1721, align 4
  %1722 = getelementptr float, ptr %43, i64 %index428
  store <4 x float> %1719, ptr %1722, align 4
  %index.next431 = add nuw i64 %index428, 4
  %1723 = icmp eq i64 %index.next431, %n.vec426
  br i1 %1723, label %vec.epilog.middle.block432, label %vec.epilog.vector.body427, !llvm.loop !53

vec.epilog.middle.block432:                       ; preds = %vec.epilog.vector.body427
  br i1 %cmp.n433, label %fold_tail.body47.us.preheader, label %feature.body38.us.preheader

feature.body38.us.preheader:                      ; preds = %iter.check405, %vec.epilog.iter.check422, %vec.epilog.middle.block432
  %feature40164.us.ph = phi i64 [ 0, %iter.check405 ], [ %n.vec426, %vec.epilog.middle.block432 ], [ %n.vec410, %vec.epilog.iter.check422 ]
  %.neg787 = or disjoint i64 %feature40164.us.ph, 1
  br i1 %lcmp.mod759.not, label %feature.body38.us.prol.loopexit, label %feature.body38.us.prol

feature.body38.us.prol:                           ; preds = %feature.body38.us.preheader
  %1724 = getelementptr inbounds float, ptr %138, i64 %feature40164.us.ph
  %1725 = load float, ptr %1724, align 4
  %1726 = fmul float %1725, %1725
  %1727 = getelementptr inbounds float, ptr %139, i64 %feature40164.us.ph
  %1728 = load float, ptr %1727, align 4
  %1729 = fneg float %1728
  %1730 = fmul float %1725, %1729
  %1731 = fmul float %1725, 0.000000e+00
  %1732 = getelementptr inbounds float, ptr %scratch, i64 %feature40164.us.ph
  store float %1726, ptr %1732, align 4
  %1733 = getelementptr float, ptr %42, i64 %feature40164.us.ph
  store float %1730, ptr %1733, align 4
  %1734 = getelementptr float, ptr %43, i64 %feature40164.us.ph
  store float %1731, ptr %1734, align 4
  %1735 = or disjoint i64 %feature40164.us.ph, 1
  br label %feature.body38.us.prol.loopexit

feature.body38.us.prol.loopexit:                  ; preds = %feature.body38.us.prol, %feature.body38.us.preheader
  %feature40164.us.unr = phi i64 [ %feature40164.us.ph, %feature.body38.us.preheader ], [ %1735, %feature.body38.us.prol ]
  %1736 = icmp eq i64 %n_features, %.neg787
  br i1 %1736, label %fold_tail.body47.us.preheader, label %feature.body38.us

feature.header.preheader.us:                      ; preds = %noise.body.us, %middle.block582, %small_draw.then.us, %small_rows.then.us
  %chunk_offset.us235 = mul nuw nsw i64 %step_in_chunk.us, %n_features
  %1737 = getelementptr inbounds nuw float, ptr %small_noise, i64 %chunk_offset.us235
  br i1 %.not188, label %noise.done101.us.sink.split, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %noise.body11.us, %middle.block650, %feature.header.preheader.us
  %noise16.us236291 = phi ptr [ %1737, %feature.header.preheader.us ], [ %23, %middle.block650 ], [ %23, %noise.body11.us ]
  %noise16.us236291475 = ptrtoint ptr %noise16.us236291 to i64
  br i1 %min.iters.check559, label %feature.body.us.preheader715, label %vector.memcheck536

vector.memcheck536:                               ; preds = %feature.body.us.preheader
  %1738 = sub i64 %scratch339, %noise16.us236291475
  %diff.check544 = icmp ult i64 %1738, 32
  %conflict.rdx549.reass = or i1 %diff.check544, %invariant.op814
  %1739 = sub i64 %94, %noise16.us236291475
  %diff.check550 = icmp ult i64 %1739, 32
  %conflict.rdx551 = or i1 %conflict.rdx549.reass, %diff.check550
  %conflict.rdx555.reass = or i1 %conflict.rdx551, %invariant.op815
  %1740 = sub i64 %100, %noise16.us236291475
  %diff.check556 = icmp ult i64 %1740, 32
  %conflict.rdx557 = or i1 %conflict.rdx555.reass, %diff.check556
  br i1 %conflict.rdx557, label %feature.body.us.preheader715, label %vector.body563

vector.body563:                                   ; preds = %vector.memcheck536, %vector.body563
  %index564 = phi i64 [ %index.next568, %vector.body563 ], [ 0, %vector.memcheck536 ]
  %1741 = getelementptr inbounds float, ptr %138, i64 %index564
  %wide.load565 = load <8 x float>, ptr %1741, align 4
  %1742 = fmul <8 x float> %wide.load565, %wide.load565
  %1743 = getelementptr inbounds float, ptr %139, i64 %index564
  %wide.load566 = load <8 x float>, ptr %1743, align 4
  %1744 = fneg <8 x float> %wide.load566
  %1745 = fmul <8 x float> %wide.load565, %1744
  %1746 = getelementptr inbounds float, ptr %noise16.us236291, i64 %index564
  %wide.load567 = load <8 x float>, ptr %1746, align 4
  %1747 = fmul <8 x float> %wide.load565, %wide.load567
  %1748 = getelementptr inbounds float, ptr %scratch, i64 %index564
  store <8 x float> %1742, ptr %1748, align 4
  %1749 = getelementptr float, ptr %42, i64 %index564
  store <8 x float> %1745, ptr %1749, align 4
  %1750 = getelementptr float, ptr %43, i64 %index564
  store <8 x float> %1747, ptr %1750, align 4
  %index.next568 = add nuw i64 %index564, 8
  %1751 = icmp eq i64 %index.next568, %n.vec562
  br i1 %1751, label %middle.block569, label %vector.body563, !llvm.loop !54

middle.block569:                                  ; preds = %vector.body563
  br i1 %cmp.n570, label %fold_tail.body.us.preheader, label %feature.body.us.preheader715

feature.body.us.preheader715:                     ; preds = %vector.memcheck536, %feature.body.us.preheader, %middle.block569
  %feature155.us.ph = phi i64 [ 0, %vector.memcheck536 ], [ 0, %feature.body.us.preheader ], [ %n.vec562, %middle.block569 ]
  br i1 %lcmp.mod726.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader715
  %1752 = getelementptr inbounds float, ptr %138, i64 %feature155.us.ph
  %1753 = load float, ptr %1752, align 4
  %1754 = fmul float %1753, %1753
  %1755 = getelementptr inbounds float, ptr %139, i64 %feature155.us.ph
  %1756 = load float, ptr %1755, align 4
  %1757 = fneg float %1756
  %1758 = fmul float %1753, %1757
  %1759 = getelementptr inbounds float, ptr %noise16.us236291, i64 %feature155.us.ph
  %1760 = load float, ptr %1759, align 4
  %1761 = fmul float %1753, %1760
  %1762 = getelementptr inbounds float, ptr %scratch, i64 %feature155.us.ph
  store float %1754, ptr %1762, align 4
  %1763 = getelementptr float, ptr %42, i64 %feature155.us.ph
  store float %1758, ptr %1763, align 4
  %1764 = getelementptr float, ptr %43, i64 %feature155.us.ph
  store float %1761, ptr %1764, align 4
  %1765 = or disjoint i64 %feature155.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader715
  %feature155.us.unr = phi i64 [ %feature155.us.ph, %feature.body.us.preheader715 ], [ %1765, %feature.body.us.prol ]
  %1766 = icmp eq i64 %103, %feature155.us.ph
  br i1 %1766, label %fold_tail.body.us.preheader, label %feature.body.us

fold_tail.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block569
  br i1 %104, label %fold_tail.body.us.epil.preheader, label %fold_tail.body.us

philox.header6.preheader.us:                      ; preds = %draw.then.us
  %1767 = lshr i64 %key1_step.us, 32
  %1768 = mul nuw i64 %1767, 3449720151
  %1769 = lshr i64 %1768, 32
  %1770 = xor i64 %key0, %1769
  %1771 = xor i64 %1770, %key1_step.us
  %1772 = and i64 %1771, 4294967295
  %1773 = mul nuw i64 %1772, 3528531795
  %1774 = lshr i64 %1773, 32
  %1775 = xor i64 %1774, %27
  br i1 %diff.check654, label %philox.body7.us.preheader, label %vector.ph656

vector.ph656:                                     ; preds = %philox.header6.preheader.us
  %broadcast.splatinsert663 = insertelement <8 x i64> poison, i64 %1775, i64 0
  %broadcast.splat664 = shufflevector <8 x i64> %broadcast.splatinsert663, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %26, %1768
  %.scalar711 = and i64 %.scalar, 4294967295
  %1776 = insertelement <8 x i64> poison, i64 %.scalar711, i64 0
  %.masked = shufflevector <8 x i64> %1776, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar712 = xor i64 %29, %1773
  %.scalar713 = and i64 %.scalar712, 4294967295
  %1777 = insertelement <8 x i64> poison, i64 %.scalar713, i64 0
  %.masked705 = shufflevector <8 x i64> %1777, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body699

vector.body699:                                   ; preds = %vector.body699, %vector.ph656
  %index700 = phi i64 [ 0, %vector.ph656 ], [ %index.next701, %vector.body699 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph656 ], [ %vec.ind.next, %vector.body699 ]
  %1778 = add <8 x i64> %vec.ind, %broadcast.splat666
  %1779 = and <8 x i64> %1778, splat (i64 4294967295)
  %1780 = mul nuw <8 x i64> %1779, splat (i64 3528531795)
  %1781 = xor <8 x i64> %1778, %broadcast.splat668
  %1782 = xor <8 x i64> %1781, %1780
  %1783 = lshr <8 x i64> %1782, splat (i64 32)
  %1784 = mul nuw <8 x i64> %1783, splat (i64 3449720151)
  %1785 = lshr <8 x i64> %1784, splat (i64 32)
  %1786 = xor <8 x i64> %broadcast.splat664, %1780
  %1787 = xor <8 x i64> %.masked, %1785
  %1788 = mul nuw <8 x i64> %1787, splat (i64 3528531795)
  %1789 = and <8 x i64> %1786, splat (i64 4294967295)
  %1790 = mul nuw <8 x i64> %1789, splat (i64 3449720151)
  %1791 = lshr <8 x i64> %1788, splat (i64 32)
  %1792 = lshr <8 x i64> %1790, splat (i64 32)
  %1793 = xor <8 x i64> %1792, %broadcast.splat672
  %1794 = xor <8 x i64> %1793, %1784
  %1795 = and <8 x i64> %1794, splat (i64 4294967295)
  %1796 = mul nuw <8 x i64> %1795, splat (i64 3528531795)
  %1797 = xor <8 x i64> %.masked705, %1791
  %1798 = mul nuw <8 x i64> %1797, splat (i64 3449720151)
  %1799 = lshr <8 x i64> %1796, splat (i64 32)
  %1800 = lshr <8 x i64> %1798, splat (i64 32)
  %1801 = xor <8 x i64> %broadcast.splat676, %1800
  %1802 = xor <8 x i64> %1801, %1790
  %1803 = xor <8 x i64> %1799, %broadcast.splat678
  %1804 = xor <8 x i64> %1803, %1788
  %1805 = and <8 x i64> %1802, splat (i64 4294967295)
  %1806 = mul nuw <8 x i64> %1805, splat (i64 3528531795)
  %1807 = and <8 x i64> %1804, splat (i64 4294967295)
  %1808 = mul nuw <8 x i64> %1807, splat (i64 3449720151)
  %1809 = lshr <8 x i64> %1806, splat (i64 32)
  %1810 = lshr <8 x i64> %1808, splat (i64 32)
  %1811 = xor <8 x i64> %1810, %broadcast.splat680
  %1812 = xor <8 x i64> %1811, %1798
  %1813 = xor <8 x i64> %broadcast.splat682, %1809
  %1814 = xor <8 x i64> %1813, %1796
  %1815 = and <8 x i64> %1812, splat (i64 4294967295)
  %1816 = mul nuw <8 x i64> %1815, splat (i64 3528531795)
  %1817 = and <8 x i64> %1814, splat (i64 4294967295)
  %1818 = mul nuw <8 x i64> %1817, splat (i64 3449720151)
  %1819 = lshr <8 x i64> %1816, splat (i64 32)
  %1820 = lshr <8 x i64> %1818, splat (i64 32)
  %1821 = xor <8 x i64> %broadcast.splat684, %1820
  %1822 = xor <8 x i64> %1821, %1808
  %1823 = xor <8 x i64> %1819, %broadcast.splat686
  %1824 = xor <8 x i64> %1823, %1806
  %1825 = and <8 x i64> %1822, splat (i64 4294967295)
  %1826 = mul nuw <8 x i64> %1825, splat (i64 3528531795)
  %1827 = and <8 x i64> %1824, splat (i64 4294967295)
  %1828 = mul nuw <8 x i64> %1827, splat (i64 3449720151)
  %1829 = lshr <8 x i64> %1826, splat (i64 32)
  %1830 = lshr <8 x i64> %1828, splat (i64 32)
  %1831 = xor <8 x i64> %1830, %broadcast.splat688
  %1832 = xor <8 x i64> %1831, %1818
  %1833 = xor <8 x i64> %broadcast.splat690, %1829
  %1834 = xor <8 x i64> %1833, %1816
  %1835 = and <8 x i64> %1832, splat (i64 4294967295)
  %1836 = mul nuw <8 x i64> %1835, splat (i64 3528531795)
  %1837 = and <8 x i64> %1834, splat (i64 4294967295)
  %1838 = mul nuw <8 x i64> %1837, splat (i64 3449720151)
  %1839 = lshr <8 x i64> %1836, splat (i64 32)
  %1840 = lshr <8 x i64> %1838, splat (i64 32)
  %1841 = xor <8 x i64> %broadcast.splat692, %1840
  %1842 = xor <8 x i64> %1841, %1828
  %1843 = xor <8 x i64> %1839, %broadcast.splat694
  %1844 = xor <8 x i64> %1843, %1826
  %1845 = and <8 x i64> %1842, splat (i64 4294967295)
  %1846 = mul nuw <8 x i64> %1845, splat (i64 3528531795)
  %1847 = lshr <8 x i64> %1846, splat (i64 32)
  %1848 = trunc <8 x i64> %1844 to <8 x i32>
  %1849 = mul <8 x i32> %1848, splat (i32 -845247145)
  %1850 = xor <8 x i64> %broadcast.splat696, %1847
  %1851 = xor <8 x i64> %1850, %1836
  %1852 = and <8 x i64> %1851, splat (i64 4294967295)
  %1853 = mul nuw <8 x i64> %1852, splat (i64 3449720151)
  %1854 = lshr <8 x i64> %1853, splat (i64 32)
  %1855 = trunc nuw <8 x i64> %1854 to <8 x i32>
  %1856 = trunc <8 x i64> %1853 to <8 x i32>
  %1857 = xor <8 x i32> %1849, %1855
  %1858 = xor <8 x i32> %1857, %broadcast.splat698
  %1859 = getelementptr inbounds float, ptr %23, i64 %index700
  store <8 x i32> %1858, ptr %1859, align 4
  %1860 = getelementptr inbounds float, ptr %scratch, i64 %index700
  store <8 x i32> %1856, ptr %1860, align 4
  %index.next701 = add nuw i64 %index700, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %1861 = icmp eq i64 %index.next701, %n.vec658
  br i1 %1861, label %middle.block702, label %vector.body699, !llvm.loop !55

middle.block702:                                  ; preds = %vector.body699
  br i1 %cmp.n703, label %vector.memcheck636, label %philox.body7.us.preheader

philox.body7.us.preheader:                        ; preds = %philox.header6.preheader.us, %middle.block702
  %philox9151.us.ph = phi i64 [ 0, %philox.header6.preheader.us ], [ %n.vec658, %middle.block702 ]
  %invariant.op = xor i64 %1768, %26
  %invariant.op812 = xor i64 %1773, %29
  br label %philox.body7.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done101.us
  %1862 = add nuw i64 %row186.us, 1
  %exitcond233.not = icmp eq i64 %1862, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond233.not, label %row.exit, label %row.body.us

small_table.body:                                 ; preds = %small_table.body, %small_table.body.preheader.new
  %small_table150 = phi i64 [ 0, %small_table.body.preheader.new ], [ %1872, %small_table.body ]
  %niter = phi i64 [ 0, %small_table.body.preheader.new ], [ %niter.next.1, %small_table.body ]
  %unit.lhs.trunc = trunc i64 %small_table150 to i16
  %unit292 = urem i16 %unit.lhs.trunc, %unit.rhs.trunc
  %step.lhs.trunc = trunc i64 %small_table150 to i16
  %step293 = udiv i16 %step.lhs.trunc, %step.rhs.trunc
  %1863 = zext nneg i16 %unit292 to i32
  %1864 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table150
  store i32 %1863, ptr %1864, align 4
  %1865 = zext i16 %step293 to i32
  %1866 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table150
  store i32 %1865, ptr %1866, align 4
  %1867 = or disjoint i64 %small_table150, 1
  %unit.lhs.trunc.1 = trunc i64 %1867 to i16
  %unit292.1 = urem i16 %unit.lhs.trunc.1, %unit.rhs.trunc
  %step.lhs.trunc.1 = trunc i64 %1867 to i16
  %step293.1 = udiv i16 %step.lhs.trunc.1, %step.rhs.trunc
  %1868 = zext nneg i16 %unit292.1 to i32
  %1869 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %1867
  store i32 %1868, ptr %1869, align 4
  %1870 = zext i16 %step293.1 to i32
  %1871 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %1867
  store i32 %1870, ptr %1871, align 4
  %1872 = add nuw nsw i64 %small_table150, 2
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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !15}
!20 = !{!21}
!21 = distinct !{!21, !22}
!22 = distinct !{!22, !"LVerDomain"}
!23 = !{!24, !25}
!24 = distinct !{!24, !22}
!25 = distinct !{!25, !22}
!26 = !{!24}
!27 = !{!25}
!28 = distinct !{!28, !1, !9}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !15}
!31 = !{!32}
!32 = distinct !{!32, !33}
!33 = distinct !{!33, !"LVerDomain"}
!34 = !{!35}
!35 = distinct !{!35, !33}
!36 = distinct !{!36, !1, !9}
!37 = !{!"branch_weights", i32 4, i32 28}
!38 = distinct !{!38, !1, !9}
!39 = distinct !{!39, !15}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !15}
!43 = distinct !{!43, !1, !9}
!44 = distinct !{!44, !1, !9}
!45 = distinct !{!45, !15}
!46 = distinct !{!46, !15}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !15}
!49 = distinct !{!49, !1, !9}
!50 = distinct !{!50, !1, !9}
!51 = distinct !{!51, !1, !9}
!52 = !{!"branch_weights", i32 4, i32 12}
!53 = distinct !{!53, !1, !9}
!54 = distinct !{!54, !1, !9}
!55 = distinct !{!55, !1, !9}
