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
  %state344 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %status = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %input_0 = load ptr, ptr %1, align 8
  %input_0345 = ptrtoint ptr %input_0 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %scratch = load ptr, ptr %2, align 8
  %scratch343 = ptrtoint ptr %scratch to i64
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
  %steps_per_chunk146 = udiv i16 512, %steps_per_chunk.rhs.trunc
  %steps_per_chunk.zext = zext nneg i16 %steps_per_chunk146 to i64
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
  %small_table151.epil.init = phi i64 [ 0, %small_table.body.preheader ], [ %1872, %small_tables.done.loopexit.unr-lcssa ]
  %lcmp.mod728 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod728)
  %unit.lhs.trunc.epil = trunc i64 %small_table151.epil.init to i16
  %unit296.epil = urem i16 %unit.lhs.trunc.epil, %unit.rhs.trunc
  %step.lhs.trunc.epil = trunc i64 %small_table151.epil.init to i16
  %step297.epil = udiv i16 %step.lhs.trunc.epil, %step.rhs.trunc
  %18 = zext nneg i16 %unit296.epil to i32
  %19 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table151.epil.init
  store i32 %18, ptr %19, align 4
  %20 = zext i16 %step297.epil to i32
  %21 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table151.epil.init
  store i32 %20, ptr %21, align 4
  br label %small_tables.done

small_tables.done:                                ; preds = %small_table.body.epil.preheader, %small_tables.done.loopexit.unr-lcssa, %entry
  %22 = icmp ult i64 %row_begin, %row_end
  br i1 %22, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %small_tables.done
  %.idx = mul i64 %n_features, 12
  %23 = getelementptr i8, ptr %scratch, i64 %.idx
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not188 = icmp eq i64 %steps, 0
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
  %.not189 = icmp eq i64 %n_features, 0
  %42 = getelementptr float, ptr %scratch, i64 %n_features
  %.idx143 = shl i64 %n_features, 3
  %43 = getelementptr i8, ptr %scratch, i64 %.idx143
  br i1 %.not188, label %row.exit, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %44 = mul i64 %row_begin, %n_features
  %45 = shl i64 %44, 2
  %46 = shl i64 %n_features, 2
  %47 = shl i64 %row_begin, 2
  %48 = add i64 %47, 4
  %49 = mul i64 %n_features, %48
  %50 = sub i64 %scratch343, %45
  %51 = sub i64 %50, %state344
  %52 = mul i64 %n_features, -4
  %53 = sub i64 %50, %input_0345
  %54 = mul i64 %row_begin, %n_features
  %55 = shl i64 %54, 2
  %56 = sub i64 %scratch343, %55
  %57 = sub i64 %56, %state344
  %58 = mul i64 %n_features, -4
  %59 = sub i64 %56, %input_0345
  %60 = shl i64 %row_begin, 2
  %61 = sub i64 4, %60
  %62 = mul i64 %n_features, %61
  %63 = add i64 %62, %scratch343
  %64 = sub i64 %63, %state344
  %65 = sub i64 %63, %input_0345
  %66 = sub i64 8, %60
  %67 = mul i64 %n_features, %66
  %68 = add i64 %67, %scratch343
  %69 = sub i64 %68, %state344
  %70 = sub i64 %68, %input_0345
  %71 = mul i64 %row_begin, %n_features
  %72 = shl i64 %71, 2
  %73 = shl i64 %n_features, 2
  %74 = shl i64 %row_begin, 2
  %75 = add i64 %74, 4
  %76 = mul i64 %n_features, %75
  %77 = sub i64 %scratch343, %72
  %78 = sub i64 %77, %state344
  %79 = mul i64 %n_features, -4
  %80 = sub i64 %77, %input_0345
  %81 = shl i64 %n_features, 2
  %82 = mul i64 %row_begin, %n_features
  %83 = shl i64 %82, 2
  %84 = sub i64 %scratch343, %83
  %85 = sub i64 %84, %state344
  %86 = mul i64 %n_features, -4
  %87 = sub i64 %84, %input_0345
  %88 = shl i64 %row_begin, 2
  %89 = sub i64 4, %88
  %90 = mul i64 %n_features, %89
  %91 = add i64 %90, %scratch343
  %92 = sub i64 %91, %state344
  %93 = sub i64 %91, %input_0345
  %94 = add i64 %81, %scratch343
  %95 = sub i64 8, %88
  %96 = mul i64 %n_features, %95
  %97 = add i64 %96, %scratch343
  %98 = sub i64 %97, %state344
  %99 = sub i64 %97, %input_0345
  %100 = add i64 %.idx143, %scratch343
  %101 = shl i64 %n_features, 4
  %scevgep641 = getelementptr i8, ptr %scratch, i64 %101
  %102 = mul i64 %n_features, -12
  %103 = add i64 %n_features, -1
  %diff.check658 = icmp ult i64 %102, 32
  %n.vec662 = and i64 %n_features, -8
  %broadcast.splatinsert671 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat672 = shufflevector <8 x i64> %broadcast.splatinsert671, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert675 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat676 = shufflevector <8 x i64> %broadcast.splatinsert675, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert679 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat680 = shufflevector <8 x i64> %broadcast.splatinsert679, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert681 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat682 = shufflevector <8 x i64> %broadcast.splatinsert681, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert683 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat684 = shufflevector <8 x i64> %broadcast.splatinsert683, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert685 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat686 = shufflevector <8 x i64> %broadcast.splatinsert685, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert687 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat688 = shufflevector <8 x i64> %broadcast.splatinsert687, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert689 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat690 = shufflevector <8 x i64> %broadcast.splatinsert689, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert691 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat692 = shufflevector <8 x i64> %broadcast.splatinsert691, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert693 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat694 = shufflevector <8 x i64> %broadcast.splatinsert693, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert695 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat696 = shufflevector <8 x i64> %broadcast.splatinsert695, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert697 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat698 = shufflevector <8 x i64> %broadcast.splatinsert697, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert699 = insertelement <8 x i64> poison, i64 %40, i64 0
  %broadcast.splat700 = shufflevector <8 x i64> %broadcast.splatinsert699, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert701 = insertelement <8 x i32> poison, i32 %41, i64 0
  %broadcast.splat702 = shufflevector <8 x i32> %broadcast.splatinsert701, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n707 = icmp eq i64 %n_features, %n.vec662
  %bound0642 = icmp ult ptr %23, %42
  %bound1643 = icmp ult ptr %scratch, %scevgep641
  %found.conflict644 = and i1 %bound0642, %bound1643
  %n.vec648 = and i64 %n_features, -8
  %cmp.n655 = icmp eq i64 %n_features, %n.vec648
  %broadcast.splatinsert598 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat599 = shufflevector <8 x i64> %broadcast.splatinsert598, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert600 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat601 = shufflevector <8 x i64> %broadcast.splatinsert600, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert602 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat603 = shufflevector <8 x i64> %broadcast.splatinsert602, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert604 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat605 = shufflevector <8 x i64> %broadcast.splatinsert604, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert606 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat607 = shufflevector <8 x i64> %broadcast.splatinsert606, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert608 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat609 = shufflevector <8 x i64> %broadcast.splatinsert608, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert610 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat611 = shufflevector <8 x i64> %broadcast.splatinsert610, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert612 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat613 = shufflevector <8 x i64> %broadcast.splatinsert612, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert614 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat615 = shufflevector <8 x i64> %broadcast.splatinsert614, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert616 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat617 = shufflevector <8 x i64> %broadcast.splatinsert616, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert618 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat619 = shufflevector <8 x i64> %broadcast.splatinsert618, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert620 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat621 = shufflevector <8 x i64> %broadcast.splatinsert620, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert622 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat623 = shufflevector <8 x i64> %broadcast.splatinsert622, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert624 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat625 = shufflevector <8 x i64> %broadcast.splatinsert624, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert626 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat627 = shufflevector <8 x i64> %broadcast.splatinsert626, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert628 = insertelement <8 x i64> poison, i64 %40, i64 0
  %broadcast.splat629 = shufflevector <8 x i64> %broadcast.splatinsert628, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert630 = insertelement <8 x i32> poison, i32 %41, i64 0
  %broadcast.splat631 = shufflevector <8 x i32> %broadcast.splatinsert630, <8 x i32> poison, <8 x i32> zeroinitializer
  %min.iters.check563 = icmp ult i64 %n_features, 16
  %diff.check541 = icmp ult i64 %81, 32
  %diff.check542 = icmp ult i64 %.idx143, 32
  %conflict.rdx543 = or i1 %diff.check541, %diff.check542
  %n.vec566 = and i64 %n_features, -8
  %cmp.n574 = icmp eq i64 %n_features, %n.vec566
  %xtraiter729 = and i64 %n_features, 1
  %lcmp.mod730.not = icmp eq i64 %xtraiter729, 0
  %xtraiter731 = and i64 %n_features, 7
  %104 = icmp ult i64 %103, 7
  %unroll_iter735 = and i64 %n_features, -8
  %lcmp.mod732.not = icmp eq i64 %xtraiter731, 0
  %lcmp.mod734 = icmp ne i64 %xtraiter731, 0
  %xtraiter737 = and i64 %n_features, 7
  %105 = icmp ult i64 %103, 7
  %unroll_iter742 = and i64 %n_features, -8
  %lcmp.mod739.not = icmp eq i64 %xtraiter737, 0
  %lcmp.mod741 = icmp ne i64 %xtraiter737, 0
  %xtraiter744 = and i64 %n_features, 7
  %106 = icmp ult i64 %103, 7
  %unroll_iter749 = and i64 %n_features, -8
  %lcmp.mod746.not = icmp eq i64 %xtraiter744, 0
  %lcmp.mod748 = icmp ne i64 %xtraiter744, 0
  %min.iters.check483 = icmp ult i64 %n_features, 4
  %min.iters.check486 = icmp ult i64 %n_features, 32
  %n.mod.vf489 = and i64 %n_features, 28
  %n.vec490 = and i64 %n_features, -32
  %broadcast.splatinsert495 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat496 = shufflevector <8 x float> %broadcast.splatinsert495, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n515 = icmp eq i64 %n_features, %n.vec490
  %min.epilog.iters.check519 = icmp eq i64 %n.mod.vf489, 0
  %n.vec522 = and i64 %n_features, -4
  %broadcast.splatinsert527 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat528 = shufflevector <4 x float> %broadcast.splatinsert527, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n538 = icmp eq i64 %n_features, %n.vec522
  %xtraiter751 = and i64 %n_features, 1
  %lcmp.mod752.not = icmp eq i64 %xtraiter751, 0
  %xtraiter753 = and i64 %n_features, 7
  %107 = icmp ult i64 %103, 7
  %unroll_iter758 = and i64 %n_features, -8
  %lcmp.mod755.not = icmp eq i64 %xtraiter753, 0
  %lcmp.mod757 = icmp ne i64 %xtraiter753, 0
  %min.iters.check452 = icmp ult i64 %n_features, 8
  %n.vec455 = and i64 %n_features, -8
  %broadcast.splatinsert458 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat459 = shufflevector <8 x float> %broadcast.splatinsert458, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n473 = icmp eq i64 %n_features, %n.vec455
  %xtraiter760 = and i64 %n_features, 1
  %lcmp.mod761.not = icmp eq i64 %xtraiter760, 0
  %min.iters.check407 = icmp ult i64 %n_features, 4
  %108 = and i64 %n_features, 4611686018427387888
  %diff.check392 = icmp eq i64 %108, 0
  %diff.check393 = icmp ult i64 %.idx143, 64
  %conflict.rdx394 = or i1 %diff.check392, %diff.check393
  %min.iters.check410 = icmp ult i64 %n_features, 16
  %n.mod.vf413 = and i64 %n_features, 12
  %n.vec414 = and i64 %n_features, -16
  %cmp.n423 = icmp eq i64 %n_features, %n.vec414
  %min.epilog.iters.check427 = icmp eq i64 %n.mod.vf413, 0
  %n.vec430 = and i64 %n_features, -4
  %cmp.n437 = icmp eq i64 %n_features, %n.vec430
  %xtraiter762 = and i64 %n_features, 1
  %lcmp.mod763.not = icmp eq i64 %xtraiter762, 0
  %xtraiter764 = and i64 %n_features, 7
  %109 = icmp ult i64 %103, 7
  %unroll_iter769 = and i64 %n_features, -8
  %lcmp.mod766.not = icmp eq i64 %xtraiter764, 0
  %lcmp.mod768 = icmp ne i64 %xtraiter764, 0
  %xtraiter771 = and i64 %n_features, 7
  %110 = icmp ult i64 %103, 7
  %unroll_iter776 = and i64 %n_features, -8
  %lcmp.mod773.not = icmp eq i64 %xtraiter771, 0
  %lcmp.mod775 = icmp ne i64 %xtraiter771, 0
  %min.iters.check347 = icmp ult i64 %n_features, 4
  %min.iters.check350 = icmp ult i64 %n_features, 32
  %n.mod.vf353 = and i64 %n_features, 28
  %n.vec354 = and i64 %n_features, -32
  %broadcast.splatinsert357 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat358 = shufflevector <8 x float> %broadcast.splatinsert357, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n371 = icmp eq i64 %n_features, %n.vec354
  %min.epilog.iters.check375 = icmp eq i64 %n.mod.vf353, 0
  %n.vec378 = and i64 %n_features, -4
  %broadcast.splatinsert381 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat382 = shufflevector <4 x float> %broadcast.splatinsert381, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n389 = icmp eq i64 %n_features, %n.vec378
  %xtraiter778 = and i64 %n_features, 3
  %lcmp.mod779.not = icmp eq i64 %xtraiter778, 0
  %xtraiter780 = and i64 %n_features, 7
  %111 = icmp ult i64 %103, 7
  %unroll_iter785 = and i64 %n_features, -8
  %lcmp.mod782.not = icmp eq i64 %xtraiter780, 0
  %lcmp.mod784 = icmp ne i64 %xtraiter780, 0
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check317 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert318 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat319 = shufflevector <8 x float> %broadcast.splatinsert318, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec330 = and i64 %n_features, -4
  %broadcast.splatinsert333 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat334 = shufflevector <4 x float> %broadcast.splatinsert333, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n341 = icmp eq i64 %n_features, %n.vec330
  %xtraiter787 = and i64 %n_features, 3
  %lcmp.mod788.not = icmp eq i64 %xtraiter787, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row187.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %1862, %step.header.step.exit_crit_edge.us ]
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
  %scevgep440 = getelementptr i8, ptr %state, i64 %123
  %124 = add i64 %76, %122
  %scevgep441 = getelementptr i8, ptr %state, i64 %124
  %scevgep442 = getelementptr i8, ptr %input_0, i64 %123
  %scevgep443 = getelementptr i8, ptr %input_0, i64 %124
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
  %scevgep314 = getelementptr i8, ptr %state, i64 %137
  %scevgep315 = getelementptr i8, ptr %input_0, i64 %136
  %scevgep316 = getelementptr i8, ptr %input_0, i64 %137
  %row_offset.us = mul i64 %row187.us, %n_features
  %138 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %139 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %140 = getelementptr inbounds float, ptr %status, i64 %row187.us
  %broadcast.splatinsert669 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat670 = shufflevector <8 x i64> %broadcast.splatinsert669, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert594 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat595 = shufflevector <8 x i64> %broadcast.splatinsert594, <8 x i64> poison, <8 x i32> zeroinitializer
  %diff.check544 = icmp ult i64 %113, 32
  %conflict.rdx545 = or i1 %conflict.rdx543, %diff.check544
  %diff.check546 = icmp ult i64 %114, 32
  %conflict.rdx547 = or i1 %conflict.rdx545, %diff.check546
  %diff.check550 = icmp ult i64 %115, 32
  %invariant.op817 = or i1 %conflict.rdx547, %diff.check550
  %diff.check552 = icmp ult i64 %116, 32
  %invariant.op818 = or i1 %invariant.op817, %diff.check552
  %diff.check556 = icmp ult i64 %117, 32
  %diff.check558 = icmp ult i64 %118, 32
  %invariant.op819 = or i1 %diff.check556, %diff.check558
  %diff.check476 = icmp ult i64 %120, 128
  %diff.check477 = icmp ult i64 %121, 128
  %conflict.rdx478 = or i1 %diff.check476, %diff.check477
  %bound0445 = icmp ult ptr %scevgep440, %scevgep443
  %bound1446 = icmp ult ptr %scevgep442, %scevgep441
  %found.conflict447 = and i1 %bound0445, %bound1446
  %diff.check395 = icmp ult i64 %126, 64
  %conflict.rdx396 = or i1 %conflict.rdx394, %diff.check395
  %diff.check397 = icmp ult i64 %127, 64
  %conflict.rdx398 = or i1 %conflict.rdx396, %diff.check397
  %diff.check399 = icmp ult i64 %128, 64
  %conflict.rdx400 = or i1 %conflict.rdx398, %diff.check399
  %diff.check401 = icmp ult i64 %129, 64
  %conflict.rdx402 = or i1 %conflict.rdx400, %diff.check401
  %diff.check403 = icmp ult i64 %130, 64
  %conflict.rdx404 = or i1 %conflict.rdx402, %diff.check403
  %diff.check405 = icmp ult i64 %131, 64
  %conflict.rdx406 = or i1 %conflict.rdx404, %diff.check405
  %diff.check = icmp ult i64 %133, 128
  %diff.check346 = icmp ult i64 %134, 128
  %conflict.rdx = or i1 %diff.check, %diff.check346
  %bound0 = icmp ult ptr %scevgep, %scevgep316
  %bound1 = icmp ult ptr %scevgep315, %scevgep314
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done102.us
  %step3186.us = phi i64 [ 0, %row.body.us ], [ %1313, %noise.done102.us ]
  %temperature1.0185.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done102.us ]
  %141 = fmul float %two_eta, %temperature1.0185.us
  %142 = fcmp ogt float %141, 0.000000e+00
  %143 = tail call float @llvm.sqrt.f32(float %141)
  %144 = select i1 %142, float %143, float 0.000000e+00
  %noise_scale4.us = select i1 %anneal2.not, float %noise_scale, float %144
  %key1_step.us = add i64 %step3186.us, %key1
  br i1 %draw.not, label %feature.header38.preheader.us, label %draw.then.us

draw.then.us:                                     ; preds = %step.body.us
  br i1 %small_rows, label %small_rows.then.us, label %philox.header6.preheader.us

noise.body11.us:                                  ; preds = %noise.body11.us.preheader, %noise.body11.us
  %noise13153.us = phi i64 [ %273, %noise.body11.us ], [ %noise13153.us.ph, %noise.body11.us.preheader ]
  %145 = getelementptr inbounds float, ptr %23, i64 %noise13153.us
  %w014.us = load i32, ptr %145, align 4
  %146 = getelementptr inbounds float, ptr %scratch, i64 %noise13153.us
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
  %.not139.us = icmp eq i64 %267, 0
  %268 = select i1 %.not139.us, double %245, double %264
  %269 = select i1 %.not139.us, double %265, double %263
  %270 = select i1 %.not.us, double %268, double %269
  %271 = fmul double %193, %270
  %272 = fptrunc double %271 to float
  store float %272, ptr %145, align 4
  %273 = add nuw i64 %noise13153.us, 1
  %exitcond218.not = icmp eq i64 %273, %n_features
  br i1 %exitcond218.not, label %feature.body.us.preheader, label %noise.body11.us, !llvm.loop !0

philox.body7.us:                                  ; preds = %philox.body7.us.preheader, %philox.body7.us
  %philox9152.us = phi i64 [ %356, %philox.body7.us ], [ %philox9152.us.ph, %philox.body7.us.preheader ]
  %element.us = add i64 %philox9152.us, %row_offset.us
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
  %.reass306.reass = xor i64 %286, %invariant.op816
  %290 = and i64 %289, 4294967295
  %291 = mul nuw i64 %290, 3528531795
  %292 = and i64 %.reass306.reass, 4294967295
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
  %354 = getelementptr inbounds float, ptr %23, i64 %philox9152.us
  store i32 %353, ptr %354, align 4
  %355 = getelementptr inbounds float, ptr %scratch, i64 %philox9152.us
  store i32 %351, ptr %355, align 4
  %356 = add nuw i64 %philox9152.us, 1
  %exitcond.not = icmp eq i64 %356, %n_features
  br i1 %exitcond.not, label %vector.memcheck640, label %philox.body7.us, !llvm.loop !2

vector.memcheck640:                               ; preds = %philox.body7.us, %middle.block706
  br i1 %found.conflict644, label %noise.body11.us.preheader, label %vector.body649

vector.body649:                                   ; preds = %vector.memcheck640, %vector.body649
  %index650 = phi i64 [ %index.next653, %vector.body649 ], [ 0, %vector.memcheck640 ]
  %357 = getelementptr inbounds float, ptr %23, i64 %index650
  %wide.load651 = load <8 x i32>, ptr %357, align 4, !alias.scope !3, !noalias !6
  %358 = getelementptr inbounds float, ptr %scratch, i64 %index650
  %wide.load652 = load <8 x i32>, ptr %358, align 4, !alias.scope !6
  %359 = uitofp <8 x i32> %wide.load651 to <8 x double>
  %360 = fadd <8 x double> %359, splat (double 5.000000e-01)
  %361 = fmul <8 x double> %360, splat (double 0x3DF0000000000000)
  %362 = uitofp <8 x i32> %wide.load652 to <8 x double>
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
  %index.next653 = add nuw i64 %index650, 8
  %487 = icmp eq i64 %index.next653, %n.vec648
  br i1 %487, label %middle.block654, label %vector.body649, !llvm.loop !8

middle.block654:                                  ; preds = %vector.body649
  br i1 %cmp.n655, label %feature.body.us.preheader, label %noise.body11.us.preheader

noise.body11.us.preheader:                        ; preds = %vector.memcheck640, %middle.block654
  %noise13153.us.ph = phi i64 [ 0, %vector.memcheck640 ], [ %n.vec648, %middle.block654 ]
  br label %noise.body11.us

small_rows.then.us:                               ; preds = %draw.then.us
  %step_in_chunk.us = urem i64 %step3186.us, %steps_per_chunk.zext
  %chunk_starts.us = icmp eq i64 %step_in_chunk.us, 0
  br i1 %chunk_starts.us, label %small_draw.then.us, label %feature.header.preheader.us

small_draw.then.us:                               ; preds = %small_rows.then.us
  %steps_left.us = sub i64 %steps, %step3186.us
  %488 = tail call i64 @llvm.umin.i64(i64 %steps_left.us, i64 %steps_per_chunk.zext)
  %chunk_units.us = mul nuw nsw i64 %488, %n_features
  %.not204 = icmp eq i64 %chunk_units.us, 0
  br i1 %.not204, label %feature.header.preheader.us, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %small_draw.then.us
  %min.iters.check590 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check590, label %philox.body.us.preheader721, label %vector.ph591

vector.ph591:                                     ; preds = %philox.body.us.preheader
  %n.vec593 = and i64 %chunk_units.us, 32760
  %broadcast.splatinsert596 = insertelement <8 x i64> poison, i64 %key1_step.us, i64 0
  %broadcast.splat597 = shufflevector <8 x i64> %broadcast.splatinsert596, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body632

vector.body632:                                   ; preds = %vector.body632, %vector.ph591
  %index633 = phi i64 [ 0, %vector.ph591 ], [ %index.next636, %vector.body632 ]
  %489 = getelementptr inbounds float, ptr %small_unit_of, i64 %index633
  %wide.load634 = load <8 x i32>, ptr %489, align 4
  %490 = zext <8 x i32> %wide.load634 to <8 x i64>
  %491 = add <8 x i64> %broadcast.splat595, %490
  %492 = getelementptr inbounds float, ptr %small_step_of, i64 %index633
  %wide.load635 = load <8 x i32>, ptr %492, align 4
  %493 = zext <8 x i32> %wide.load635 to <8 x i64>
  %494 = add <8 x i64> %broadcast.splat597, %493
  %495 = lshr <8 x i64> %494, splat (i64 32)
  %496 = and <8 x i64> %491, splat (i64 4294967295)
  %497 = mul nuw <8 x i64> %496, splat (i64 3528531795)
  %498 = mul nuw <8 x i64> %495, splat (i64 3449720151)
  %499 = lshr <8 x i64> %498, splat (i64 32)
  %500 = xor <8 x i64> %broadcast.splat599, %499
  %501 = xor <8 x i64> %500, %494
  %502 = xor <8 x i64> %491, %broadcast.splat599
  %503 = xor <8 x i64> %502, %497
  %504 = lshr <8 x i64> %503, splat (i64 32)
  %505 = and <8 x i64> %501, splat (i64 4294967295)
  %506 = mul nuw <8 x i64> %505, splat (i64 3528531795)
  %507 = mul nuw <8 x i64> %504, splat (i64 3449720151)
  %508 = lshr <8 x i64> %506, splat (i64 32)
  %509 = lshr <8 x i64> %507, splat (i64 32)
  %510 = xor <8 x i64> %broadcast.splat601, %509
  %511 = xor <8 x i64> %510, %498
  %512 = xor <8 x i64> %broadcast.splat603, %508
  %513 = xor <8 x i64> %512, %497
  %514 = and <8 x i64> %511, splat (i64 4294967295)
  %515 = mul nuw <8 x i64> %514, splat (i64 3528531795)
  %516 = and <8 x i64> %513, splat (i64 4294967295)
  %517 = mul nuw <8 x i64> %516, splat (i64 3449720151)
  %518 = lshr <8 x i64> %515, splat (i64 32)
  %519 = lshr <8 x i64> %517, splat (i64 32)
  %520 = xor <8 x i64> %broadcast.splat605, %519
  %521 = xor <8 x i64> %520, %507
  %522 = xor <8 x i64> %broadcast.splat607, %518
  %523 = xor <8 x i64> %522, %506
  %524 = and <8 x i64> %521, splat (i64 4294967295)
  %525 = mul nuw <8 x i64> %524, splat (i64 3528531795)
  %526 = and <8 x i64> %523, splat (i64 4294967295)
  %527 = mul nuw <8 x i64> %526, splat (i64 3449720151)
  %528 = lshr <8 x i64> %525, splat (i64 32)
  %529 = lshr <8 x i64> %527, splat (i64 32)
  %530 = xor <8 x i64> %broadcast.splat609, %529
  %531 = xor <8 x i64> %530, %517
  %532 = xor <8 x i64> %broadcast.splat611, %528
  %533 = xor <8 x i64> %532, %515
  %534 = and <8 x i64> %531, splat (i64 4294967295)
  %535 = mul nuw <8 x i64> %534, splat (i64 3528531795)
  %536 = and <8 x i64> %533, splat (i64 4294967295)
  %537 = mul nuw <8 x i64> %536, splat (i64 3449720151)
  %538 = lshr <8 x i64> %535, splat (i64 32)
  %539 = lshr <8 x i64> %537, splat (i64 32)
  %540 = xor <8 x i64> %broadcast.splat613, %539
  %541 = xor <8 x i64> %540, %527
  %542 = xor <8 x i64> %broadcast.splat615, %538
  %543 = xor <8 x i64> %542, %525
  %544 = and <8 x i64> %541, splat (i64 4294967295)
  %545 = mul nuw <8 x i64> %544, splat (i64 3528531795)
  %546 = and <8 x i64> %543, splat (i64 4294967295)
  %547 = mul nuw <8 x i64> %546, splat (i64 3449720151)
  %548 = lshr <8 x i64> %545, splat (i64 32)
  %549 = lshr <8 x i64> %547, splat (i64 32)
  %550 = xor <8 x i64> %broadcast.splat617, %549
  %551 = xor <8 x i64> %550, %537
  %552 = xor <8 x i64> %broadcast.splat619, %548
  %553 = xor <8 x i64> %552, %535
  %554 = and <8 x i64> %551, splat (i64 4294967295)
  %555 = mul nuw <8 x i64> %554, splat (i64 3528531795)
  %556 = and <8 x i64> %553, splat (i64 4294967295)
  %557 = mul nuw <8 x i64> %556, splat (i64 3449720151)
  %558 = lshr <8 x i64> %555, splat (i64 32)
  %559 = lshr <8 x i64> %557, splat (i64 32)
  %560 = xor <8 x i64> %broadcast.splat621, %559
  %561 = xor <8 x i64> %560, %547
  %562 = xor <8 x i64> %broadcast.splat623, %558
  %563 = xor <8 x i64> %562, %545
  %564 = and <8 x i64> %561, splat (i64 4294967295)
  %565 = mul nuw <8 x i64> %564, splat (i64 3528531795)
  %566 = and <8 x i64> %563, splat (i64 4294967295)
  %567 = mul nuw <8 x i64> %566, splat (i64 3449720151)
  %568 = lshr <8 x i64> %565, splat (i64 32)
  %569 = lshr <8 x i64> %567, splat (i64 32)
  %570 = xor <8 x i64> %broadcast.splat625, %569
  %571 = xor <8 x i64> %570, %557
  %572 = xor <8 x i64> %broadcast.splat627, %568
  %573 = xor <8 x i64> %572, %555
  %574 = and <8 x i64> %571, splat (i64 4294967295)
  %575 = mul nuw <8 x i64> %574, splat (i64 3528531795)
  %576 = lshr <8 x i64> %575, splat (i64 32)
  %577 = trunc <8 x i64> %573 to <8 x i32>
  %578 = mul <8 x i32> %577, splat (i32 -845247145)
  %579 = xor <8 x i64> %broadcast.splat629, %576
  %580 = xor <8 x i64> %579, %565
  %581 = and <8 x i64> %580, splat (i64 4294967295)
  %582 = mul nuw <8 x i64> %581, splat (i64 3449720151)
  %583 = lshr <8 x i64> %582, splat (i64 32)
  %584 = trunc nuw <8 x i64> %583 to <8 x i32>
  %585 = trunc <8 x i64> %582 to <8 x i32>
  %586 = xor <8 x i32> %578, %584
  %587 = xor <8 x i32> %586, %broadcast.splat631
  %588 = getelementptr inbounds float, ptr %small_noise, i64 %index633
  store <8 x i32> %587, ptr %588, align 4
  %589 = getelementptr inbounds float, ptr %small_staging, i64 %index633
  store <8 x i32> %585, ptr %589, align 4
  %index.next636 = add nuw i64 %index633, 8
  %590 = icmp eq i64 %index.next636, %n.vec593
  br i1 %590, label %middle.block637, label %vector.body632, !llvm.loop !10

middle.block637:                                  ; preds = %vector.body632
  %cmp.n638 = icmp eq i64 %chunk_units.us, %n.vec593
  br i1 %cmp.n638, label %noise.body.us.preheader, label %philox.body.us.preheader721

philox.body.us.preheader721:                      ; preds = %philox.body.us.preheader, %middle.block637
  %philox154.us.ph = phi i64 [ 0, %philox.body.us.preheader ], [ %n.vec593, %middle.block637 ]
  br label %philox.body.us

noise.body.us:                                    ; preds = %noise.body.us.preheader720, %noise.body.us
  %noise155.us = phi i64 [ %719, %noise.body.us ], [ %noise155.us.ph, %noise.body.us.preheader720 ]
  %591 = getelementptr inbounds float, ptr %small_noise, i64 %noise155.us
  %w0.us = load i32, ptr %591, align 4
  %592 = getelementptr inbounds float, ptr %small_staging, i64 %noise155.us
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
  %shift712 = shufflevector <2 x double> %627, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop713 = fadd <2 x double> %627, %shift712
  %628 = extractelement <2 x double> %foldExtExtBinop713, i64 0
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
  %.not144.us = icmp eq i64 %712, 0
  %.not145.us = icmp eq i64 %713, 0
  %714 = select i1 %.not145.us, double %691, double %710
  %715 = select i1 %.not145.us, double %711, double %709
  %716 = select i1 %.not144.us, double %714, double %715
  %717 = fmul double %639, %716
  %718 = fptrunc double %717 to float
  store float %718, ptr %591, align 4
  %719 = add nuw i64 %noise155.us, 1
  %720 = icmp ult i64 %719, %chunk_units.us
  br i1 %720, label %noise.body.us, label %feature.header.preheader.us, !llvm.loop !11

philox.body.us:                                   ; preds = %philox.body.us.preheader721, %philox.body.us
  %philox154.us = phi i64 [ %822, %philox.body.us ], [ %philox154.us.ph, %philox.body.us.preheader721 ]
  %721 = getelementptr inbounds float, ptr %small_unit_of, i64 %philox154.us
  %722 = load i32, ptr %721, align 4
  %723 = zext i32 %722 to i64
  %index.us = add i64 %row_offset.us, %723
  %724 = getelementptr inbounds float, ptr %small_step_of, i64 %philox154.us
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
  %820 = getelementptr inbounds float, ptr %small_noise, i64 %philox154.us
  store i32 %819, ptr %820, align 4
  %821 = getelementptr inbounds float, ptr %small_staging, i64 %philox154.us
  store i32 %817, ptr %821, align 4
  %822 = add nuw i64 %philox154.us, 1
  %823 = icmp ult i64 %822, %chunk_units.us
  br i1 %823, label %philox.body.us, label %noise.body.us.preheader, !llvm.loop !12

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block637
  %min.iters.check577 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check577, label %noise.body.us.preheader720, label %vector.ph578

vector.ph578:                                     ; preds = %noise.body.us.preheader
  %n.vec580 = and i64 %chunk_units.us, 32760
  br label %vector.body581

vector.body581:                                   ; preds = %vector.body581, %vector.ph578
  %index582 = phi i64 [ 0, %vector.ph578 ], [ %index.next585, %vector.body581 ]
  %824 = getelementptr inbounds float, ptr %small_noise, i64 %index582
  %wide.load583 = load <8 x i32>, ptr %824, align 4
  %825 = getelementptr inbounds float, ptr %small_staging, i64 %index582
  %wide.load584 = load <8 x i32>, ptr %825, align 4
  %826 = uitofp <8 x i32> %wide.load583 to <8 x double>
  %827 = fadd <8 x double> %826, splat (double 5.000000e-01)
  %828 = fmul <8 x double> %827, splat (double 0x3DF0000000000000)
  %829 = uitofp <8 x i32> %wide.load584 to <8 x double>
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
  %index.next585 = add nuw i64 %index582, 8
  %954 = icmp eq i64 %index.next585, %n.vec580
  br i1 %954, label %middle.block586, label %vector.body581, !llvm.loop !13

middle.block586:                                  ; preds = %vector.body581
  %cmp.n587 = icmp eq i64 %chunk_units.us, %n.vec580
  br i1 %cmp.n587, label %feature.header.preheader.us, label %noise.body.us.preheader720

noise.body.us.preheader720:                       ; preds = %noise.body.us.preheader, %middle.block586
  %noise155.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec580, %middle.block586 ]
  br label %noise.body.us

fold_tail.body35.us:                              ; preds = %fold_tail.body35.us.preheader, %fold_tail.body35.us
  %fold_tail37163.us = phi i64 [ %986, %fold_tail.body35.us ], [ 0, %fold_tail.body35.us.preheader ]
  %fold_value29.0162.us = phi float [ %985, %fold_tail.body35.us ], [ 0.000000e+00, %fold_tail.body35.us.preheader ]
  %niter750 = phi i64 [ %niter750.next.7, %fold_tail.body35.us ], [ 0, %fold_tail.body35.us.preheader ]
  %955 = getelementptr inbounds float, ptr %43, i64 %fold_tail37163.us
  %956 = load float, ptr %955, align 4
  %957 = fadd float %fold_value29.0162.us, %956
  %958 = getelementptr float, ptr %43, i64 %fold_tail37163.us
  %959 = getelementptr i8, ptr %958, i64 4
  %960 = load float, ptr %959, align 4
  %961 = fadd float %957, %960
  %962 = getelementptr float, ptr %43, i64 %fold_tail37163.us
  %963 = getelementptr i8, ptr %962, i64 8
  %964 = load float, ptr %963, align 4
  %965 = fadd float %961, %964
  %966 = getelementptr float, ptr %43, i64 %fold_tail37163.us
  %967 = getelementptr i8, ptr %966, i64 12
  %968 = load float, ptr %967, align 4
  %969 = fadd float %965, %968
  %970 = getelementptr float, ptr %43, i64 %fold_tail37163.us
  %971 = getelementptr i8, ptr %970, i64 16
  %972 = load float, ptr %971, align 4
  %973 = fadd float %969, %972
  %974 = getelementptr float, ptr %43, i64 %fold_tail37163.us
  %975 = getelementptr i8, ptr %974, i64 20
  %976 = load float, ptr %975, align 4
  %977 = fadd float %973, %976
  %978 = getelementptr float, ptr %43, i64 %fold_tail37163.us
  %979 = getelementptr i8, ptr %978, i64 24
  %980 = load float, ptr %979, align 4
  %981 = fadd float %977, %980
  %982 = getelementptr float, ptr %43, i64 %fold_tail37163.us
  %983 = getelementptr i8, ptr %982, i64 28
  %984 = load float, ptr %983, align 4
  %985 = fadd float %981, %984
  %986 = add nuw i64 %fold_tail37163.us, 8
  %niter750.next.7 = add i64 %niter750, 8
  %niter750.ncmp.7 = icmp eq i64 %niter750.next.7, %unroll_iter749
  br i1 %niter750.ncmp.7, label %iter.check485.unr-lcssa, label %fold_tail.body35.us

fold_tail.body26.us:                              ; preds = %fold_tail.body26.us.preheader, %fold_tail.body26.us
  %fold_tail28160.us = phi i64 [ %1018, %fold_tail.body26.us ], [ 0, %fold_tail.body26.us.preheader ]
  %fold_value20.0159.us = phi float [ %1017, %fold_tail.body26.us ], [ 0.000000e+00, %fold_tail.body26.us.preheader ]
  %niter743 = phi i64 [ %niter743.next.7, %fold_tail.body26.us ], [ 0, %fold_tail.body26.us.preheader ]
  %987 = getelementptr inbounds float, ptr %42, i64 %fold_tail28160.us
  %988 = load float, ptr %987, align 4
  %989 = fadd float %fold_value20.0159.us, %988
  %990 = getelementptr float, ptr %42, i64 %fold_tail28160.us
  %991 = getelementptr i8, ptr %990, i64 4
  %992 = load float, ptr %991, align 4
  %993 = fadd float %989, %992
  %994 = getelementptr float, ptr %42, i64 %fold_tail28160.us
  %995 = getelementptr i8, ptr %994, i64 8
  %996 = load float, ptr %995, align 4
  %997 = fadd float %993, %996
  %998 = getelementptr float, ptr %42, i64 %fold_tail28160.us
  %999 = getelementptr i8, ptr %998, i64 12
  %1000 = load float, ptr %999, align 4
  %1001 = fadd float %997, %1000
  %1002 = getelementptr float, ptr %42, i64 %fold_tail28160.us
  %1003 = getelementptr i8, ptr %1002, i64 16
  %1004 = load float, ptr %1003, align 4
  %1005 = fadd float %1001, %1004
  %1006 = getelementptr float, ptr %42, i64 %fold_tail28160.us
  %1007 = getelementptr i8, ptr %1006, i64 20
  %1008 = load float, ptr %1007, align 4
  %1009 = fadd float %1005, %1008
  %1010 = getelementptr float, ptr %42, i64 %fold_tail28160.us
  %1011 = getelementptr i8, ptr %1010, i64 24
  %1012 = load float, ptr %1011, align 4
  %1013 = fadd float %1009, %1012
  %1014 = getelementptr float, ptr %42, i64 %fold_tail28160.us
  %1015 = getelementptr i8, ptr %1014, i64 28
  %1016 = load float, ptr %1015, align 4
  %1017 = fadd float %1013, %1016
  %1018 = add nuw i64 %fold_tail28160.us, 8
  %niter743.next.7 = add i64 %niter743, 8
  %niter743.ncmp.7 = icmp eq i64 %niter743.next.7, %unroll_iter742
  br i1 %niter743.ncmp.7, label %fold_tail.body35.us.preheader.unr-lcssa, label %fold_tail.body26.us

fold_tail.body35.us.preheader.unr-lcssa:          ; preds = %fold_tail.body26.us
  br i1 %lcmp.mod739.not, label %fold_tail.body35.us.preheader, label %fold_tail.body26.us.epil.preheader

fold_tail.body26.us.epil.preheader:               ; preds = %fold_tail.body35.us.preheader.unr-lcssa, %fold_tail.body26.us.preheader
  %fold_tail28160.us.epil.init = phi i64 [ 0, %fold_tail.body26.us.preheader ], [ %1018, %fold_tail.body35.us.preheader.unr-lcssa ]
  %fold_value20.0159.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body26.us.preheader ], [ %1017, %fold_tail.body35.us.preheader.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod741)
  br label %fold_tail.body26.us.epil

fold_tail.body26.us.epil:                         ; preds = %fold_tail.body26.us.epil, %fold_tail.body26.us.epil.preheader
  %fold_tail28160.us.epil = phi i64 [ %1022, %fold_tail.body26.us.epil ], [ %fold_tail28160.us.epil.init, %fold_tail.body26.us.epil.preheader ]
  %fold_value20.0159.us.epil = phi float [ %1021, %fold_tail.body26.us.epil ], [ %fold_value20.0159.us.epil.init, %fold_tail.body26.us.epil.preheader ]
  %epil.iter738 = phi i64 [ %epil.iter738.next, %fold_tail.body26.us.epil ], [ 0, %fold_tail.body26.us.epil.preheader ]
  %1019 = getelementptr inbounds float, ptr %42, i64 %fold_tail28160.us.epil
  %1020 = load float, ptr %1019, align 4
  %1021 = fadd float %fold_value20.0159.us.epil, %1020
  %1022 = add nuw i64 %fold_tail28160.us.epil, 1
  %epil.iter738.next = add i64 %epil.iter738, 1
  %epil.iter738.cmp.not = icmp eq i64 %epil.iter738.next, %xtraiter737
  br i1 %epil.iter738.cmp.not, label %fold_tail.body35.us.preheader, label %fold_tail.body26.us.epil, !llvm.loop !14

fold_tail.body35.us.preheader:                    ; preds = %fold_tail.body26.us.epil, %fold_tail.body35.us.preheader.unr-lcssa
  %.lcssa722 = phi float [ %1017, %fold_tail.body35.us.preheader.unr-lcssa ], [ %1021, %fold_tail.body26.us.epil ]
  br i1 %106, label %fold_tail.body35.us.epil.preheader, label %fold_tail.body35.us

fold_tail.body.us:                                ; preds = %fold_tail.body.us.preheader, %fold_tail.body.us
  %fold_tail158.us = phi i64 [ %1054, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %fold_value.0157.us = phi float [ %1053, %fold_tail.body.us ], [ 0.000000e+00, %fold_tail.body.us.preheader ]
  %niter736 = phi i64 [ %niter736.next.7, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %1023 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail158.us
  %1024 = load float, ptr %1023, align 4
  %1025 = fadd float %fold_value.0157.us, %1024
  %1026 = getelementptr float, ptr %scratch, i64 %fold_tail158.us
  %1027 = getelementptr i8, ptr %1026, i64 4
  %1028 = load float, ptr %1027, align 4
  %1029 = fadd float %1025, %1028
  %1030 = getelementptr float, ptr %scratch, i64 %fold_tail158.us
  %1031 = getelementptr i8, ptr %1030, i64 8
  %1032 = load float, ptr %1031, align 4
  %1033 = fadd float %1029, %1032
  %1034 = getelementptr float, ptr %scratch, i64 %fold_tail158.us
  %1035 = getelementptr i8, ptr %1034, i64 12
  %1036 = load float, ptr %1035, align 4
  %1037 = fadd float %1033, %1036
  %1038 = getelementptr float, ptr %scratch, i64 %fold_tail158.us
  %1039 = getelementptr i8, ptr %1038, i64 16
  %1040 = load float, ptr %1039, align 4
  %1041 = fadd float %1037, %1040
  %1042 = getelementptr float, ptr %scratch, i64 %fold_tail158.us
  %1043 = getelementptr i8, ptr %1042, i64 20
  %1044 = load float, ptr %1043, align 4
  %1045 = fadd float %1041, %1044
  %1046 = getelementptr float, ptr %scratch, i64 %fold_tail158.us
  %1047 = getelementptr i8, ptr %1046, i64 24
  %1048 = load float, ptr %1047, align 4
  %1049 = fadd float %1045, %1048
  %1050 = getelementptr float, ptr %scratch, i64 %fold_tail158.us
  %1051 = getelementptr i8, ptr %1050, i64 28
  %1052 = load float, ptr %1051, align 4
  %1053 = fadd float %1049, %1052
  %1054 = add nuw i64 %fold_tail158.us, 8
  %niter736.next.7 = add i64 %niter736, 8
  %niter736.ncmp.7 = icmp eq i64 %niter736.next.7, %unroll_iter735
  br i1 %niter736.ncmp.7, label %fold_tail.body26.us.preheader.unr-lcssa, label %fold_tail.body.us

fold_tail.body26.us.preheader.unr-lcssa:          ; preds = %fold_tail.body.us
  br i1 %lcmp.mod732.not, label %fold_tail.body26.us.preheader, label %fold_tail.body.us.epil.preheader

fold_tail.body.us.epil.preheader:                 ; preds = %fold_tail.body26.us.preheader.unr-lcssa, %fold_tail.body.us.preheader
  %fold_tail158.us.epil.init = phi i64 [ 0, %fold_tail.body.us.preheader ], [ %1054, %fold_tail.body26.us.preheader.unr-lcssa ]
  %fold_value.0157.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body.us.preheader ], [ %1053, %fold_tail.body26.us.preheader.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod734)
  br label %fold_tail.body.us.epil

fold_tail.body.us.epil:                           ; preds = %fold_tail.body.us.epil, %fold_tail.body.us.epil.preheader
  %fold_tail158.us.epil = phi i64 [ %1058, %fold_tail.body.us.epil ], [ %fold_tail158.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %fold_value.0157.us.epil = phi float [ %1057, %fold_tail.body.us.epil ], [ %fold_value.0157.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_tail.body.us.epil ], [ 0, %fold_tail.body.us.epil.preheader ]
  %1055 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail158.us.epil
  %1056 = load float, ptr %1055, align 4
  %1057 = fadd float %fold_value.0157.us.epil, %1056
  %1058 = add nuw i64 %fold_tail158.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter731
  br i1 %epil.iter.cmp.not, label %fold_tail.body26.us.preheader, label %fold_tail.body.us.epil, !llvm.loop !16

fold_tail.body26.us.preheader:                    ; preds = %fold_tail.body.us.epil, %fold_tail.body26.us.preheader.unr-lcssa
  %.lcssa = phi float [ %1053, %fold_tail.body26.us.preheader.unr-lcssa ], [ %1057, %fold_tail.body.us.epil ]
  br i1 %105, label %fold_tail.body26.us.epil.preheader, label %fold_tail.body26.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature156.us = phi i64 [ %1086, %feature.body.us ], [ %feature156.us.unr, %feature.body.us.prol.loopexit ]
  %1059 = getelementptr inbounds float, ptr %138, i64 %feature156.us
  %1060 = load float, ptr %1059, align 4
  %1061 = fmul float %1060, %1060
  %1062 = getelementptr inbounds float, ptr %139, i64 %feature156.us
  %1063 = load float, ptr %1062, align 4
  %1064 = fneg float %1063
  %1065 = fmul float %1060, %1064
  %1066 = getelementptr inbounds float, ptr %noise17.us238295, i64 %feature156.us
  %1067 = load float, ptr %1066, align 4
  %1068 = fmul float %1060, %1067
  %1069 = getelementptr inbounds float, ptr %scratch, i64 %feature156.us
  store float %1061, ptr %1069, align 4
  %1070 = getelementptr float, ptr %42, i64 %feature156.us
  store float %1065, ptr %1070, align 4
  %1071 = getelementptr float, ptr %43, i64 %feature156.us
  store float %1068, ptr %1071, align 4
  %1072 = add nuw i64 %feature156.us, 1
  %1073 = getelementptr inbounds float, ptr %138, i64 %1072
  %1074 = load float, ptr %1073, align 4
  %1075 = fmul float %1074, %1074
  %1076 = getelementptr inbounds float, ptr %139, i64 %1072
  %1077 = load float, ptr %1076, align 4
  %1078 = fneg float %1077
  %1079 = fmul float %1074, %1078
  %1080 = getelementptr inbounds float, ptr %noise17.us238295, i64 %1072
  %1081 = load float, ptr %1080, align 4
  %1082 = fmul float %1074, %1081
  %1083 = getelementptr inbounds float, ptr %scratch, i64 %1072
  store float %1075, ptr %1083, align 4
  %1084 = getelementptr float, ptr %42, i64 %1072
  store float %1079, ptr %1084, align 4
  %1085 = getelementptr float, ptr %43, i64 %1072
  store float %1082, ptr %1085, align 4
  %1086 = add nuw i64 %feature156.us, 2
  %exitcond219.not.1 = icmp eq i64 %1086, %n_features
  br i1 %exitcond219.not.1, label %fold_tail.body.us.preheader, label %feature.body.us, !llvm.loop !17

fold_tail.body83.us:                              ; preds = %fold_tail.body83.us.preheader, %fold_tail.body83.us
  %fold_tail85177.us = phi i64 [ %1118, %fold_tail.body83.us ], [ 0, %fold_tail.body83.us.preheader ]
  %fold_value77.0176.us = phi float [ %1117, %fold_tail.body83.us ], [ 0.000000e+00, %fold_tail.body83.us.preheader ]
  %niter759 = phi i64 [ %niter759.next.7, %fold_tail.body83.us ], [ 0, %fold_tail.body83.us.preheader ]
  %1087 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail85177.us
  %1088 = load float, ptr %1087, align 4
  %1089 = fadd float %fold_value77.0176.us, %1088
  %1090 = getelementptr float, ptr %scratch, i64 %fold_tail85177.us
  %1091 = getelementptr i8, ptr %1090, i64 4
  %1092 = load float, ptr %1091, align 4
  %1093 = fadd float %1089, %1092
  %1094 = getelementptr float, ptr %scratch, i64 %fold_tail85177.us
  %1095 = getelementptr i8, ptr %1094, i64 8
  %1096 = load float, ptr %1095, align 4
  %1097 = fadd float %1093, %1096
  %1098 = getelementptr float, ptr %scratch, i64 %fold_tail85177.us
  %1099 = getelementptr i8, ptr %1098, i64 12
  %1100 = load float, ptr %1099, align 4
  %1101 = fadd float %1097, %1100
  %1102 = getelementptr float, ptr %scratch, i64 %fold_tail85177.us
  %1103 = getelementptr i8, ptr %1102, i64 16
  %1104 = load float, ptr %1103, align 4
  %1105 = fadd float %1101, %1104
  %1106 = getelementptr float, ptr %scratch, i64 %fold_tail85177.us
  %1107 = getelementptr i8, ptr %1106, i64 20
  %1108 = load float, ptr %1107, align 4
  %1109 = fadd float %1105, %1108
  %1110 = getelementptr float, ptr %scratch, i64 %fold_tail85177.us
  %1111 = getelementptr i8, ptr %1110, i64 24
  %1112 = load float, ptr %1111, align 4
  %1113 = fadd float %1109, %1112
  %1114 = getelementptr float, ptr %scratch, i64 %fold_tail85177.us
  %1115 = getelementptr i8, ptr %1114, i64 28
  %1116 = load float, ptr %1115, align 4
  %1117 = fadd float %1113, %1116
  %1118 = add nuw i64 %fold_tail85177.us, 8
  %niter759.next.7 = add i64 %niter759, 8
  %niter759.ncmp.7 = icmp eq i64 %niter759.next.7, %unroll_iter758
  br i1 %niter759.ncmp.7, label %noise100.us.loopexit.unr-lcssa, label %fold_tail.body83.us

feature.body74.us:                                ; preds = %feature.body74.us.prol.loopexit, %feature.body74.us
  %feature76175.us = phi i64 [ %1154, %feature.body74.us ], [ %feature76175.us.unr, %feature.body74.us.prol.loopexit ]
  %1119 = getelementptr inbounds float, ptr %138, i64 %feature76175.us
  %1120 = load float, ptr %1119, align 4
  %1121 = getelementptr inbounds float, ptr %139, i64 %feature76175.us
  %1122 = load float, ptr %1121, align 4
  %1123 = fneg float %1122
  %1124 = fmul float %.lcssa722, %1120
  %1125 = fsub float %1123, %1124
  %1126 = fmul float %eta, %1125
  %1127 = fsub float %1120, %1126
  %1128 = getelementptr inbounds float, ptr %noise17.us238295, i64 %feature76175.us
  %1129 = load float, ptr %1128, align 4
  %1130 = fmul float %.lcssa723, %1120
  %1131 = fsub float %1129, %1130
  %1132 = fmul float %noise_scale4.us, %1131
  %1133 = fadd float %1127, %1132
  %1134 = fmul float %1133, %1133
  %1135 = getelementptr inbounds float, ptr %scratch, i64 %feature76175.us
  store float %1134, ptr %1135, align 4
  %1136 = add nuw i64 %feature76175.us, 1
  %1137 = getelementptr inbounds float, ptr %138, i64 %1136
  %1138 = load float, ptr %1137, align 4
  %1139 = getelementptr inbounds float, ptr %139, i64 %1136
  %1140 = load float, ptr %1139, align 4
  %1141 = fneg float %1140
  %1142 = fmul float %.lcssa722, %1138
  %1143 = fsub float %1141, %1142
  %1144 = fmul float %eta, %1143
  %1145 = fsub float %1138, %1144
  %1146 = getelementptr inbounds float, ptr %noise17.us238295, i64 %1136
  %1147 = load float, ptr %1146, align 4
  %1148 = fmul float %.lcssa723, %1138
  %1149 = fsub float %1147, %1148
  %1150 = fmul float %noise_scale4.us, %1149
  %1151 = fadd float %1145, %1150
  %1152 = fmul float %1151, %1151
  %1153 = getelementptr inbounds float, ptr %scratch, i64 %1136
  store float %1152, ptr %1153, align 4
  %1154 = add nuw i64 %feature76175.us, 2
  %exitcond227.not.1 = icmp eq i64 %1154, %n_features
  br i1 %exitcond227.not.1, label %fold_tail.body83.us.preheader, label %feature.body74.us, !llvm.loop !18

noise100.us.loopexit.unr-lcssa:                   ; preds = %fold_tail.body83.us
  br i1 %lcmp.mod755.not, label %noise100.us.loopexit, label %fold_tail.body83.us.epil.preheader

fold_tail.body83.us.epil.preheader:               ; preds = %noise100.us.loopexit.unr-lcssa, %fold_tail.body83.us.preheader
  %fold_tail85177.us.epil.init = phi i64 [ 0, %fold_tail.body83.us.preheader ], [ %1118, %noise100.us.loopexit.unr-lcssa ]
  %fold_value77.0176.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body83.us.preheader ], [ %1117, %noise100.us.loopexit.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod757)
  br label %fold_tail.body83.us.epil

fold_tail.body83.us.epil:                         ; preds = %fold_tail.body83.us.epil, %fold_tail.body83.us.epil.preheader
  %fold_tail85177.us.epil = phi i64 [ %1158, %fold_tail.body83.us.epil ], [ %fold_tail85177.us.epil.init, %fold_tail.body83.us.epil.preheader ]
  %fold_value77.0176.us.epil = phi float [ %1157, %fold_tail.body83.us.epil ], [ %fold_value77.0176.us.epil.init, %fold_tail.body83.us.epil.preheader ]
  %epil.iter754 = phi i64 [ %epil.iter754.next, %fold_tail.body83.us.epil ], [ 0, %fold_tail.body83.us.epil.preheader ]
  %1155 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail85177.us.epil
  %1156 = load float, ptr %1155, align 4
  %1157 = fadd float %fold_value77.0176.us.epil, %1156
  %1158 = add nuw i64 %fold_tail85177.us.epil, 1
  %epil.iter754.next = add i64 %epil.iter754, 1
  %epil.iter754.cmp.not = icmp eq i64 %epil.iter754.next, %xtraiter753
  br i1 %epil.iter754.cmp.not, label %noise100.us.loopexit, label %fold_tail.body83.us.epil, !llvm.loop !19

noise100.us.loopexit:                             ; preds = %fold_tail.body83.us.epil, %noise100.us.loopexit.unr-lcssa
  %.lcssa724 = phi float [ %1117, %noise100.us.loopexit.unr-lcssa ], [ %1157, %fold_tail.body83.us.epil ]
  %1159 = fadd float %.lcssa, -1.000000e+00
  %1160 = tail call float @llvm.fabs.f32(float %1159)
  %1161 = fcmp ogt float %1160, 0x3F60624DE0000000
  %1162 = select i1 %1161, float 1.000000e+00, float 0.000000e+00
  %1163 = fcmp olt float %.lcssa724, 0x3D71979980000000
  %1164 = tail call float @llvm.sqrt.f32(float %.lcssa724)
  %1165 = select i1 %1163, float 2.000000e+00, float 0.000000e+00
  %1166 = fadd float %1162, %1165
  %status_bits.us = fptoui float %1166 to i32
  %status103.us = load i32, ptr %140, align 4
  %1167 = or i32 %status103.us, %status_bits.us
  store i32 %1167, ptr %140, align 4
  br i1 %min.iters.check452, label %feature.body105.us.preheader, label %vector.memcheck439

vector.memcheck439:                               ; preds = %noise100.us.loopexit
  %scevgep444 = getelementptr i8, ptr %noise17.us238295, i64 %73
  %bound0448 = icmp ult ptr %scevgep440, %scevgep444
  %bound1449 = icmp ult ptr %noise17.us238295, %scevgep441
  %found.conflict450 = and i1 %bound0448, %bound1449
  %conflict.rdx451 = or i1 %found.conflict447, %found.conflict450
  br i1 %conflict.rdx451, label %feature.body105.us.preheader, label %vector.ph453

vector.ph453:                                     ; preds = %vector.memcheck439
  %broadcast.splatinsert456 = insertelement <8 x float> poison, float %.lcssa722, i64 0
  %broadcast.splat457 = shufflevector <8 x float> %broadcast.splatinsert456, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert460 = insertelement <8 x float> poison, float %.lcssa723, i64 0
  %broadcast.splat461 = shufflevector <8 x float> %broadcast.splatinsert460, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert462 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat463 = shufflevector <8 x float> %broadcast.splatinsert462, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert464 = insertelement <8 x float> poison, float %1164, i64 0
  %broadcast.splat465 = shufflevector <8 x float> %broadcast.splatinsert464, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body466

vector.body466:                                   ; preds = %vector.body466, %vector.ph453
  %index467 = phi i64 [ 0, %vector.ph453 ], [ %index.next471, %vector.body466 ]
  %1168 = getelementptr inbounds float, ptr %138, i64 %index467
  %wide.load468 = load <8 x float>, ptr %1168, align 4, !alias.scope !20, !noalias !23
  %1169 = getelementptr inbounds float, ptr %139, i64 %index467
  %wide.load469 = load <8 x float>, ptr %1169, align 4, !alias.scope !26
  %1170 = fneg <8 x float> %wide.load469
  %1171 = fmul <8 x float> %broadcast.splat457, %wide.load468
  %1172 = fsub <8 x float> %1170, %1171
  %1173 = fmul <8 x float> %broadcast.splat459, %1172
  %1174 = fsub <8 x float> %wide.load468, %1173
  %1175 = getelementptr inbounds float, ptr %noise17.us238295, i64 %index467
  %wide.load470 = load <8 x float>, ptr %1175, align 4, !alias.scope !27
  %1176 = fmul <8 x float> %broadcast.splat461, %wide.load468
  %1177 = fsub <8 x float> %wide.load470, %1176
  %1178 = fmul <8 x float> %broadcast.splat463, %1177
  %1179 = fadd <8 x float> %1174, %1178
  %1180 = fdiv <8 x float> %1179, %broadcast.splat465
  %1181 = select i1 %1163, <8 x float> %wide.load468, <8 x float> %1180
  store <8 x float> %1181, ptr %1168, align 4, !alias.scope !20, !noalias !23
  %index.next471 = add nuw i64 %index467, 8
  %1182 = icmp eq i64 %index.next471, %n.vec455
  br i1 %1182, label %middle.block472, label %vector.body466, !llvm.loop !28

middle.block472:                                  ; preds = %vector.body466
  br i1 %cmp.n473, label %noise.done102.us, label %feature.body105.us.preheader

feature.body105.us.preheader:                     ; preds = %vector.memcheck439, %noise100.us.loopexit, %middle.block472
  %feature107183.us.ph = phi i64 [ 0, %vector.memcheck439 ], [ 0, %noise100.us.loopexit ], [ %n.vec455, %middle.block472 ]
  %.neg790 = or disjoint i64 %feature107183.us.ph, 1
  br i1 %lcmp.mod761.not, label %feature.body105.us.prol.loopexit, label %feature.body105.us.prol

feature.body105.us.prol:                          ; preds = %feature.body105.us.preheader
  %1183 = getelementptr inbounds float, ptr %138, i64 %feature107183.us.ph
  %1184 = load float, ptr %1183, align 4
  %1185 = getelementptr inbounds float, ptr %139, i64 %feature107183.us.ph
  %1186 = load float, ptr %1185, align 4
  %1187 = fneg float %1186
  %1188 = fmul float %.lcssa722, %1184
  %1189 = fsub float %1187, %1188
  %1190 = fmul float %eta, %1189
  %1191 = fsub float %1184, %1190
  %1192 = getelementptr inbounds float, ptr %noise17.us238295, i64 %feature107183.us.ph
  %1193 = load float, ptr %1192, align 4
  %1194 = fmul float %.lcssa723, %1184
  %1195 = fsub float %1193, %1194
  %1196 = fmul float %noise_scale4.us, %1195
  %1197 = fadd float %1191, %1196
  %1198 = fdiv float %1197, %1164
  %1199 = select i1 %1163, float %1184, float %1198
  store float %1199, ptr %1183, align 4
  %1200 = or disjoint i64 %feature107183.us.ph, 1
  br label %feature.body105.us.prol.loopexit

feature.body105.us.prol.loopexit:                 ; preds = %feature.body105.us.prol, %feature.body105.us.preheader
  %feature107183.us.unr = phi i64 [ %feature107183.us.ph, %feature.body105.us.preheader ], [ %1200, %feature.body105.us.prol ]
  %1201 = icmp eq i64 %n_features, %.neg790
  br i1 %1201, label %noise.done102.us, label %feature.body105.us

feature.body105.us:                               ; preds = %feature.body105.us.prol.loopexit, %feature.body105.us
  %feature107183.us = phi i64 [ %1237, %feature.body105.us ], [ %feature107183.us.unr, %feature.body105.us.prol.loopexit ]
  %1202 = getelementptr inbounds float, ptr %138, i64 %feature107183.us
  %1203 = load float, ptr %1202, align 4
  %1204 = getelementptr inbounds float, ptr %139, i64 %feature107183.us
  %1205 = load float, ptr %1204, align 4
  %1206 = fneg float %1205
  %1207 = fmul float %.lcssa722, %1203
  %1208 = fsub float %1206, %1207
  %1209 = fmul float %eta, %1208
  %1210 = fsub float %1203, %1209
  %1211 = getelementptr inbounds float, ptr %noise17.us238295, i64 %feature107183.us
  %1212 = load float, ptr %1211, align 4
  %1213 = fmul float %.lcssa723, %1203
  %1214 = fsub float %1212, %1213
  %1215 = fmul float %noise_scale4.us, %1214
  %1216 = fadd float %1210, %1215
  %1217 = fdiv float %1216, %1164
  %1218 = select i1 %1163, float %1203, float %1217
  store float %1218, ptr %1202, align 4
  %1219 = add nuw i64 %feature107183.us, 1
  %1220 = getelementptr inbounds float, ptr %138, i64 %1219
  %1221 = load float, ptr %1220, align 4
  %1222 = getelementptr inbounds float, ptr %139, i64 %1219
  %1223 = load float, ptr %1222, align 4
  %1224 = fneg float %1223
  %1225 = fmul float %.lcssa722, %1221
  %1226 = fsub float %1224, %1225
  %1227 = fmul float %eta, %1226
  %1228 = fsub float %1221, %1227
  %1229 = getelementptr inbounds float, ptr %noise17.us238295, i64 %1219
  %1230 = load float, ptr %1229, align 4
  %1231 = fmul float %.lcssa723, %1221
  %1232 = fsub float %1230, %1231
  %1233 = fmul float %noise_scale4.us, %1232
  %1234 = fadd float %1228, %1233
  %1235 = fdiv float %1234, %1164
  %1236 = select i1 %1163, float %1221, float %1235
  store float %1236, ptr %1220, align 4
  %1237 = add nuw i64 %feature107183.us, 2
  %exitcond231.not.1 = icmp eq i64 %1237, %n_features
  br i1 %exitcond231.not.1, label %noise.done102.us, label %feature.body105.us, !llvm.loop !29

quiet101.us.loopexit.unr-lcssa:                   ; preds = %fold_tail.body96.us
  br i1 %lcmp.mod782.not, label %quiet101.us.loopexit, label %fold_tail.body96.us.epil.preheader

fold_tail.body96.us.epil.preheader:               ; preds = %quiet101.us.loopexit.unr-lcssa, %fold_tail.body96.us.preheader
  %fold_tail98181.us.epil.init = phi i64 [ 0, %fold_tail.body96.us.preheader ], [ %1393, %quiet101.us.loopexit.unr-lcssa ]
  %fold_value90.0180.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body96.us.preheader ], [ %1392, %quiet101.us.loopexit.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod784)
  br label %fold_tail.body96.us.epil

fold_tail.body96.us.epil:                         ; preds = %fold_tail.body96.us.epil, %fold_tail.body96.us.epil.preheader
  %fold_tail98181.us.epil = phi i64 [ %1241, %fold_tail.body96.us.epil ], [ %fold_tail98181.us.epil.init, %fold_tail.body96.us.epil.preheader ]
  %fold_value90.0180.us.epil = phi float [ %1240, %fold_tail.body96.us.epil ], [ %fold_value90.0180.us.epil.init, %fold_tail.body96.us.epil.preheader ]
  %epil.iter781 = phi i64 [ %epil.iter781.next, %fold_tail.body96.us.epil ], [ 0, %fold_tail.body96.us.epil.preheader ]
  %1238 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail98181.us.epil
  %1239 = load float, ptr %1238, align 4
  %1240 = fadd float %fold_value90.0180.us.epil, %1239
  %1241 = add nuw i64 %fold_tail98181.us.epil, 1
  %epil.iter781.next = add i64 %epil.iter781, 1
  %epil.iter781.cmp.not = icmp eq i64 %epil.iter781.next, %xtraiter780
  br i1 %epil.iter781.cmp.not, label %quiet101.us.loopexit, label %fold_tail.body96.us.epil, !llvm.loop !30

quiet101.us.loopexit:                             ; preds = %fold_tail.body96.us.epil, %quiet101.us.loopexit.unr-lcssa
  %.lcssa727 = phi float [ %1392, %quiet101.us.loopexit.unr-lcssa ], [ %1240, %fold_tail.body96.us.epil ]
  %1242 = fadd float %.lcssa725, -1.000000e+00
  %1243 = tail call float @llvm.fabs.f32(float %1242)
  %1244 = fcmp ogt float %1243, 0x3F60624DE0000000
  %1245 = select i1 %1244, float 1.000000e+00, float 0.000000e+00
  %1246 = fcmp olt float %.lcssa727, 0x3D71979980000000
  %1247 = tail call float @llvm.sqrt.f32(float %.lcssa727)
  %1248 = select i1 %1246, float 2.000000e+00, float 0.000000e+00
  %1249 = fadd float %1245, %1248
  %status_bits108.us = fptoui float %1249 to i32
  %status109.us = load i32, ptr %140, align 4
  %1250 = or i32 %status109.us, %status_bits108.us
  store i32 %1250, ptr %140, align 4
  %brmerge = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge, label %feature.body111.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %quiet101.us.loopexit
  br i1 %min.iters.check317, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x float> poison, float %.lcssa726, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert320 = insertelement <8 x float> poison, float %1247, i64 0
  %broadcast.splat321 = shufflevector <8 x float> %broadcast.splatinsert320, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1251 = getelementptr inbounds float, ptr %138, i64 %index
  %1252 = getelementptr inbounds nuw i8, ptr %1251, i64 32
  %1253 = getelementptr inbounds nuw i8, ptr %1251, i64 64
  %1254 = getelementptr inbounds nuw i8, ptr %1251, i64 96
  %wide.load = load <8 x float>, ptr %1251, align 4, !alias.scope !31, !noalias !34
  %wide.load322 = load <8 x float>, ptr %1252, align 4, !alias.scope !31, !noalias !34
  %wide.load323 = load <8 x float>, ptr %1253, align 4, !alias.scope !31, !noalias !34
  %wide.load324 = load <8 x float>, ptr %1254, align 4, !alias.scope !31, !noalias !34
  %1255 = getelementptr inbounds float, ptr %139, i64 %index
  %1256 = getelementptr inbounds nuw i8, ptr %1255, i64 32
  %1257 = getelementptr inbounds nuw i8, ptr %1255, i64 64
  %1258 = getelementptr inbounds nuw i8, ptr %1255, i64 96
  %wide.load325 = load <8 x float>, ptr %1255, align 4, !alias.scope !34
  %wide.load326 = load <8 x float>, ptr %1256, align 4, !alias.scope !34
  %wide.load327 = load <8 x float>, ptr %1257, align 4, !alias.scope !34
  %wide.load328 = load <8 x float>, ptr %1258, align 4, !alias.scope !34
  %1259 = fneg <8 x float> %wide.load325
  %1260 = fneg <8 x float> %wide.load326
  %1261 = fneg <8 x float> %wide.load327
  %1262 = fneg <8 x float> %wide.load328
  %1263 = fmul <8 x float> %broadcast.splat, %wide.load
  %1264 = fmul <8 x float> %broadcast.splat, %wide.load322
  %1265 = fmul <8 x float> %broadcast.splat, %wide.load323
  %1266 = fmul <8 x float> %broadcast.splat, %wide.load324
  %1267 = fsub <8 x float> %1259, %1263
  %1268 = fsub <8 x float> %1260, %1264
  %1269 = fsub <8 x float> %1261, %1265
  %1270 = fsub <8 x float> %1262, %1266
  %1271 = fmul <8 x float> %broadcast.splat319, %1267
  %1272 = fmul <8 x float> %broadcast.splat319, %1268
  %1273 = fmul <8 x float> %broadcast.splat319, %1269
  %1274 = fmul <8 x float> %broadcast.splat319, %1270
  %1275 = fsub <8 x float> %wide.load, %1271
  %1276 = fsub <8 x float> %wide.load322, %1272
  %1277 = fsub <8 x float> %wide.load323, %1273
  %1278 = fsub <8 x float> %wide.load324, %1274
  %1279 = fdiv <8 x float> %1275, %broadcast.splat321
  %1280 = fdiv <8 x float> %1276, %broadcast.splat321
  %1281 = fdiv <8 x float> %1277, %broadcast.splat321
  %1282 = fdiv <8 x float> %1278, %broadcast.splat321
  %1283 = select i1 %1246, <8 x float> %wide.load, <8 x float> %1279
  %1284 = select i1 %1246, <8 x float> %wide.load322, <8 x float> %1280
  %1285 = select i1 %1246, <8 x float> %wide.load323, <8 x float> %1281
  %1286 = select i1 %1246, <8 x float> %wide.load324, <8 x float> %1282
  store <8 x float> %1283, ptr %1251, align 4, !alias.scope !31, !noalias !34
  store <8 x float> %1284, ptr %1252, align 4, !alias.scope !31, !noalias !34
  store <8 x float> %1285, ptr %1253, align 4, !alias.scope !31, !noalias !34
  store <8 x float> %1286, ptr %1254, align 4, !alias.scope !31, !noalias !34
  %index.next = add nuw i64 %index, 32
  %1287 = icmp eq i64 %index.next, %n.vec
  br i1 %1287, label %middle.block, label %vector.body, !llvm.loop !36

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done102.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body111.us.preheader, label %vec.epilog.ph, !prof !37

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert331 = insertelement <4 x float> poison, float %.lcssa726, i64 0
  %broadcast.splat332 = shufflevector <4 x float> %broadcast.splatinsert331, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert335 = insertelement <4 x float> poison, float %1247, i64 0
  %broadcast.splat336 = shufflevector <4 x float> %broadcast.splatinsert335, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index337 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next340, %vec.epilog.vector.body ]
  %1288 = getelementptr inbounds float, ptr %138, i64 %index337
  %wide.load338 = load <4 x float>, ptr %1288, align 4, !alias.scope !31, !noalias !34
  %1289 = getelementptr inbounds float, ptr %139, i64 %index337
  %wide.load339 = load <4 x float>, ptr %1289, align 4, !alias.scope !34
  %1290 = fneg <4 x float> %wide.load339
  %1291 = fmul <4 x float> %broadcast.splat332, %wide.load338
  %1292 = fsub <4 x float> %1290, %1291
  %1293 = fmul <4 x float> %broadcast.splat334, %1292
  %1294 = fsub <4 x float> %wide.load338, %1293
  %1295 = fdiv <4 x float> %1294, %broadcast.splat336
  %1296 = select i1 %1246, <4 x float> %wide.load338, <4 x float> %1295
  store <4 x float> %1296, ptr %1288, align 4, !alias.scope !31, !noalias !34
  %index.next340 = add nuw i64 %index337, 4
  %1297 = icmp eq i64 %index.next340, %n.vec330
  br i1 %1297, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !38

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n341, label %noise.done102.us, label %feature.body111.us.preheader

feature.body111.us.preheader:                     ; preds = %quiet101.us.loopexit, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature113184.us.ph = phi i64 [ 0, %quiet101.us.loopexit ], [ %n.vec330, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  br i1 %lcmp.mod788.not, label %feature.body111.us.prol.loopexit, label %feature.body111.us.prol

feature.body111.us.prol:                          ; preds = %feature.body111.us.preheader, %feature.body111.us.prol
  %feature113184.us.prol = phi i64 [ %1309, %feature.body111.us.prol ], [ %feature113184.us.ph, %feature.body111.us.preheader ]
  %prol.iter789 = phi i64 [ %prol.iter789.next, %feature.body111.us.prol ], [ 0, %feature.body111.us.preheader ]
  %1298 = getelementptr inbounds float, ptr %138, i64 %feature113184.us.prol
  %1299 = load float, ptr %1298, align 4
  %1300 = getelementptr inbounds float, ptr %139, i64 %feature113184.us.prol
  %1301 = load float, ptr %1300, align 4
  %1302 = fneg float %1301
  %1303 = fmul float %.lcssa726, %1299
  %1304 = fsub float %1302, %1303
  %1305 = fmul float %eta, %1304
  %1306 = fsub float %1299, %1305
  %1307 = fdiv float %1306, %1247
  %1308 = select i1 %1246, float %1299, float %1307
  store float %1308, ptr %1298, align 4
  %1309 = add nuw i64 %feature113184.us.prol, 1
  %prol.iter789.next = add i64 %prol.iter789, 1
  %prol.iter789.cmp.not = icmp eq i64 %prol.iter789.next, %xtraiter787
  br i1 %prol.iter789.cmp.not, label %feature.body111.us.prol.loopexit, label %feature.body111.us.prol, !llvm.loop !39

feature.body111.us.prol.loopexit:                 ; preds = %feature.body111.us.prol, %feature.body111.us.preheader
  %feature113184.us.unr = phi i64 [ %feature113184.us.ph, %feature.body111.us.preheader ], [ %1309, %feature.body111.us.prol ]
  %1310 = sub i64 %feature113184.us.ph, %n_features
  %1311 = icmp ugt i64 %1310, -4
  br i1 %1311, label %noise.done102.us, label %feature.body111.us

noise.done102.us.sink.split:                      ; preds = %feature.header38.preheader.us, %feature.header.preheader.us
  %status109.us.c = load i32, ptr %140, align 4
  %1312 = or i32 %status109.us.c, 3
  store i32 %1312, ptr %140, align 4
  br label %noise.done102.us

noise.done102.us:                                 ; preds = %feature.body105.us.prol.loopexit, %feature.body105.us, %feature.body111.us.prol.loopexit, %feature.body111.us, %noise.done102.us.sink.split, %middle.block472, %middle.block, %vec.epilog.middle.block
  %t_next.us = fmul float %anneal_ratio, %temperature1.0185.us
  %1313 = add nuw i64 %step3186.us, 1
  %exitcond233.not = icmp eq i64 %1313, %steps
  br i1 %exitcond233.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body111.us:                               ; preds = %feature.body111.us.prol.loopexit, %feature.body111.us
  %feature113184.us = phi i64 [ %1361, %feature.body111.us ], [ %feature113184.us.unr, %feature.body111.us.prol.loopexit ]
  %1314 = getelementptr inbounds float, ptr %138, i64 %feature113184.us
  %1315 = load float, ptr %1314, align 4
  %1316 = getelementptr inbounds float, ptr %139, i64 %feature113184.us
  %1317 = load float, ptr %1316, align 4
  %1318 = fneg float %1317
  %1319 = fmul float %.lcssa726, %1315
  %1320 = fsub float %1318, %1319
  %1321 = fmul float %eta, %1320
  %1322 = fsub float %1315, %1321
  %1323 = fdiv float %1322, %1247
  %1324 = select i1 %1246, float %1315, float %1323
  store float %1324, ptr %1314, align 4
  %1325 = add nuw i64 %feature113184.us, 1
  %1326 = getelementptr inbounds float, ptr %138, i64 %1325
  %1327 = load float, ptr %1326, align 4
  %1328 = getelementptr inbounds float, ptr %139, i64 %1325
  %1329 = load float, ptr %1328, align 4
  %1330 = fneg float %1329
  %1331 = fmul float %.lcssa726, %1327
  %1332 = fsub float %1330, %1331
  %1333 = fmul float %eta, %1332
  %1334 = fsub float %1327, %1333
  %1335 = fdiv float %1334, %1247
  %1336 = select i1 %1246, float %1327, float %1335
  store float %1336, ptr %1326, align 4
  %1337 = add nuw i64 %feature113184.us, 2
  %1338 = getelementptr inbounds float, ptr %138, i64 %1337
  %1339 = load float, ptr %1338, align 4
  %1340 = getelementptr inbounds float, ptr %139, i64 %1337
  %1341 = load float, ptr %1340, align 4
  %1342 = fneg float %1341
  %1343 = fmul float %.lcssa726, %1339
  %1344 = fsub float %1342, %1343
  %1345 = fmul float %eta, %1344
  %1346 = fsub float %1339, %1345
  %1347 = fdiv float %1346, %1247
  %1348 = select i1 %1246, float %1339, float %1347
  store float %1348, ptr %1338, align 4
  %1349 = add nuw i64 %feature113184.us, 3
  %1350 = getelementptr inbounds float, ptr %138, i64 %1349
  %1351 = load float, ptr %1350, align 4
  %1352 = getelementptr inbounds float, ptr %139, i64 %1349
  %1353 = load float, ptr %1352, align 4
  %1354 = fneg float %1353
  %1355 = fmul float %.lcssa726, %1351
  %1356 = fsub float %1354, %1355
  %1357 = fmul float %eta, %1356
  %1358 = fsub float %1351, %1357
  %1359 = fdiv float %1358, %1247
  %1360 = select i1 %1246, float %1351, float %1359
  store float %1360, ptr %1350, align 4
  %1361 = add nuw i64 %feature113184.us, 4
  %exitcond232.not.3 = icmp eq i64 %1361, %n_features
  br i1 %exitcond232.not.3, label %noise.done102.us, label %feature.body111.us, !llvm.loop !40

fold_tail.body96.us:                              ; preds = %fold_tail.body96.us.preheader, %fold_tail.body96.us
  %fold_tail98181.us = phi i64 [ %1393, %fold_tail.body96.us ], [ 0, %fold_tail.body96.us.preheader ]
  %fold_value90.0180.us = phi float [ %1392, %fold_tail.body96.us ], [ 0.000000e+00, %fold_tail.body96.us.preheader ]
  %niter786 = phi i64 [ %niter786.next.7, %fold_tail.body96.us ], [ 0, %fold_tail.body96.us.preheader ]
  %1362 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail98181.us
  %1363 = load float, ptr %1362, align 4
  %1364 = fadd float %fold_value90.0180.us, %1363
  %1365 = getelementptr float, ptr %scratch, i64 %fold_tail98181.us
  %1366 = getelementptr i8, ptr %1365, i64 4
  %1367 = load float, ptr %1366, align 4
  %1368 = fadd float %1364, %1367
  %1369 = getelementptr float, ptr %scratch, i64 %fold_tail98181.us
  %1370 = getelementptr i8, ptr %1369, i64 8
  %1371 = load float, ptr %1370, align 4
  %1372 = fadd float %1368, %1371
  %1373 = getelementptr float, ptr %scratch, i64 %fold_tail98181.us
  %1374 = getelementptr i8, ptr %1373, i64 12
  %1375 = load float, ptr %1374, align 4
  %1376 = fadd float %1372, %1375
  %1377 = getelementptr float, ptr %scratch, i64 %fold_tail98181.us
  %1378 = getelementptr i8, ptr %1377, i64 16
  %1379 = load float, ptr %1378, align 4
  %1380 = fadd float %1376, %1379
  %1381 = getelementptr float, ptr %scratch, i64 %fold_tail98181.us
  %1382 = getelementptr i8, ptr %1381, i64 20
  %1383 = load float, ptr %1382, align 4
  %1384 = fadd float %1380, %1383
  %1385 = getelementptr float, ptr %scratch, i64 %fold_tail98181.us
  %1386 = getelementptr i8, ptr %1385, i64 24
  %1387 = load float, ptr %1386, align 4
  %1388 = fadd float %1384, %1387
  %1389 = getelementptr float, ptr %scratch, i64 %fold_tail98181.us
  %1390 = getelementptr i8, ptr %1389, i64 28
  %1391 = load float, ptr %1390, align 4
  %1392 = fadd float %1388, %1391
  %1393 = add nuw i64 %fold_tail98181.us, 8
  %niter786.next.7 = add i64 %niter786, 8
  %niter786.ncmp.7 = icmp eq i64 %niter786.next.7, %unroll_iter785
  br i1 %niter786.ncmp.7, label %quiet101.us.loopexit.unr-lcssa, label %fold_tail.body96.us

feature.body87.us:                                ; preds = %feature.body87.us.prol.loopexit, %feature.body87.us
  %feature89179.us = phi i64 [ %1441, %feature.body87.us ], [ %feature89179.us.unr, %feature.body87.us.prol.loopexit ]
  %1394 = getelementptr inbounds float, ptr %138, i64 %feature89179.us
  %1395 = load float, ptr %1394, align 4
  %1396 = getelementptr inbounds float, ptr %139, i64 %feature89179.us
  %1397 = load float, ptr %1396, align 4
  %1398 = fneg float %1397
  %1399 = fmul float %.lcssa726, %1395
  %1400 = fsub float %1398, %1399
  %1401 = fmul float %eta, %1400
  %1402 = fsub float %1395, %1401
  %1403 = fmul float %1402, %1402
  %1404 = getelementptr inbounds float, ptr %scratch, i64 %feature89179.us
  store float %1403, ptr %1404, align 4
  %1405 = add nuw i64 %feature89179.us, 1
  %1406 = getelementptr inbounds float, ptr %138, i64 %1405
  %1407 = load float, ptr %1406, align 4
  %1408 = getelementptr inbounds float, ptr %139, i64 %1405
  %1409 = load float, ptr %1408, align 4
  %1410 = fneg float %1409
  %1411 = fmul float %.lcssa726, %1407
  %1412 = fsub float %1410, %1411
  %1413 = fmul float %eta, %1412
  %1414 = fsub float %1407, %1413
  %1415 = fmul float %1414, %1414
  %1416 = getelementptr inbounds float, ptr %scratch, i64 %1405
  store float %1415, ptr %1416, align 4
  %1417 = add nuw i64 %feature89179.us, 2
  %1418 = getelementptr inbounds float, ptr %138, i64 %1417
  %1419 = load float, ptr %1418, align 4
  %1420 = getelementptr inbounds float, ptr %139, i64 %1417
  %1421 = load float, ptr %1420, align 4
  %1422 = fneg float %1421
  %1423 = fmul float %.lcssa726, %1419
  %1424 = fsub float %1422, %1423
  %1425 = fmul float %eta, %1424
  %1426 = fsub float %1419, %1425
  %1427 = fmul float %1426, %1426
  %1428 = getelementptr inbounds float, ptr %scratch, i64 %1417
  store float %1427, ptr %1428, align 4
  %1429 = add nuw i64 %feature89179.us, 3
  %1430 = getelementptr inbounds float, ptr %138, i64 %1429
  %1431 = load float, ptr %1430, align 4
  %1432 = getelementptr inbounds float, ptr %139, i64 %1429
  %1433 = load float, ptr %1432, align 4
  %1434 = fneg float %1433
  %1435 = fmul float %.lcssa726, %1431
  %1436 = fsub float %1434, %1435
  %1437 = fmul float %eta, %1436
  %1438 = fsub float %1431, %1437
  %1439 = fmul float %1438, %1438
  %1440 = getelementptr inbounds float, ptr %scratch, i64 %1429
  store float %1439, ptr %1440, align 4
  %1441 = add nuw i64 %feature89179.us, 4
  %exitcond229.not.3 = icmp eq i64 %1441, %n_features
  br i1 %exitcond229.not.3, label %fold_tail.body96.us.preheader, label %feature.body87.us, !llvm.loop !41

iter.check349.unr-lcssa:                          ; preds = %fold_tail.body57.us
  br i1 %lcmp.mod773.not, label %iter.check349, label %fold_tail.body57.us.epil.preheader

fold_tail.body57.us.epil.preheader:               ; preds = %iter.check349.unr-lcssa, %fold_tail.body57.us.preheader
  %fold_tail59170.us.epil.init = phi i64 [ 0, %fold_tail.body57.us.preheader ], [ %1538, %iter.check349.unr-lcssa ]
  %fold_value51.0169.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body57.us.preheader ], [ %1537, %iter.check349.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod775)
  br label %fold_tail.body57.us.epil

fold_tail.body57.us.epil:                         ; preds = %fold_tail.body57.us.epil, %fold_tail.body57.us.epil.preheader
  %fold_tail59170.us.epil = phi i64 [ %1445, %fold_tail.body57.us.epil ], [ %fold_tail59170.us.epil.init, %fold_tail.body57.us.epil.preheader ]
  %fold_value51.0169.us.epil = phi float [ %1444, %fold_tail.body57.us.epil ], [ %fold_value51.0169.us.epil.init, %fold_tail.body57.us.epil.preheader ]
  %epil.iter772 = phi i64 [ %epil.iter772.next, %fold_tail.body57.us.epil ], [ 0, %fold_tail.body57.us.epil.preheader ]
  %1442 = getelementptr inbounds float, ptr %42, i64 %fold_tail59170.us.epil
  %1443 = load float, ptr %1442, align 4
  %1444 = fadd float %fold_value51.0169.us.epil, %1443
  %1445 = add nuw i64 %fold_tail59170.us.epil, 1
  %epil.iter772.next = add i64 %epil.iter772, 1
  %epil.iter772.cmp.not = icmp eq i64 %epil.iter772.next, %xtraiter771
  br i1 %epil.iter772.cmp.not, label %iter.check349, label %fold_tail.body57.us.epil, !llvm.loop !42

iter.check349:                                    ; preds = %fold_tail.body57.us.epil, %iter.check349.unr-lcssa
  %.lcssa726 = phi float [ %1537, %iter.check349.unr-lcssa ], [ %1444, %fold_tail.body57.us.epil ]
  %brmerge820 = select i1 %min.iters.check347, i1 true, i1 %conflict.rdx
  br i1 %brmerge820, label %feature.body87.us.preheader, label %vector.main.loop.iter.check351

vector.main.loop.iter.check351:                   ; preds = %iter.check349
  br i1 %min.iters.check350, label %vec.epilog.ph376, label %vector.ph352

vector.ph352:                                     ; preds = %vector.main.loop.iter.check351
  %broadcast.splatinsert355 = insertelement <8 x float> poison, float %.lcssa726, i64 0
  %broadcast.splat356 = shufflevector <8 x float> %broadcast.splatinsert355, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body359

vector.body359:                                   ; preds = %vector.body359, %vector.ph352
  %index360 = phi i64 [ 0, %vector.ph352 ], [ %index.next369, %vector.body359 ]
  %1446 = getelementptr inbounds float, ptr %138, i64 %index360
  %1447 = getelementptr inbounds nuw i8, ptr %1446, i64 32
  %1448 = getelementptr inbounds nuw i8, ptr %1446, i64 64
  %1449 = getelementptr inbounds nuw i8, ptr %1446, i64 96
  %wide.load361 = load <8 x float>, ptr %1446, align 4
  %wide.load362 = load <8 x float>, ptr %1447, align 4
  %wide.load363 = load <8 x float>, ptr %1448, align 4
  %wide.load364 = load <8 x float>, ptr %1449, align 4
  %1450 = getelementptr inbounds float, ptr %139, i64 %index360
  %1451 = getelementptr inbounds nuw i8, ptr %1450, i64 32
  %1452 = getelementptr inbounds nuw i8, ptr %1450, i64 64
  %1453 = getelementptr inbounds nuw i8, ptr %1450, i64 96
  %wide.load365 = load <8 x float>, ptr %1450, align 4
  %wide.load366 = load <8 x float>, ptr %1451, align 4
  %wide.load367 = load <8 x float>, ptr %1452, align 4
  %wide.load368 = load <8 x float>, ptr %1453, align 4
  %1454 = fneg <8 x float> %wide.load365
  %1455 = fneg <8 x float> %wide.load366
  %1456 = fneg <8 x float> %wide.load367
  %1457 = fneg <8 x float> %wide.load368
  %1458 = fmul <8 x float> %broadcast.splat356, %wide.load361
  %1459 = fmul <8 x float> %broadcast.splat356, %wide.load362
  %1460 = fmul <8 x float> %broadcast.splat356, %wide.load363
  %1461 = fmul <8 x float> %broadcast.splat356, %wide.load364
  %1462 = fsub <8 x float> %1454, %1458
  %1463 = fsub <8 x float> %1455, %1459
  %1464 = fsub <8 x float> %1456, %1460
  %1465 = fsub <8 x float> %1457, %1461
  %1466 = fmul <8 x float> %broadcast.splat358, %1462
  %1467 = fmul <8 x float> %broadcast.splat358, %1463
  %1468 = fmul <8 x float> %broadcast.splat358, %1464
  %1469 = fmul <8 x float> %broadcast.splat358, %1465
  %1470 = fsub <8 x float> %wide.load361, %1466
  %1471 = fsub <8 x float> %wide.load362, %1467
  %1472 = fsub <8 x float> %wide.load363, %1468
  %1473 = fsub <8 x float> %wide.load364, %1469
  %1474 = fmul <8 x float> %1470, %1470
  %1475 = fmul <8 x float> %1471, %1471
  %1476 = fmul <8 x float> %1472, %1472
  %1477 = fmul <8 x float> %1473, %1473
  %1478 = getelementptr inbounds float, ptr %scratch, i64 %index360
  %1479 = getelementptr inbounds nuw i8, ptr %1478, i64 32
  %1480 = getelementptr inbounds nuw i8, ptr %1478, i64 64
  %1481 = getelementptr inbounds nuw i8, ptr %1478, i64 96
  store <8 x float> %1474, ptr %1478, align 4
  store <8 x float> %1475, ptr %1479, align 4
  store <8 x float> %1476, ptr %1480, align 4
  store <8 x float> %1477, ptr %1481, align 4
  %index.next369 = add nuw i64 %index360, 32
  %1482 = icmp eq i64 %index.next369, %n.vec354
  br i1 %1482, label %middle.block370, label %vector.body359, !llvm.loop !43

middle.block370:                                  ; preds = %vector.body359
  br i1 %cmp.n371, label %fold_tail.body96.us.preheader, label %vec.epilog.iter.check374

fold_tail.body96.us.preheader:                    ; preds = %feature.body87.us.prol.loopexit, %feature.body87.us, %vec.epilog.middle.block388, %middle.block370
  br i1 %111, label %fold_tail.body96.us.epil.preheader, label %fold_tail.body96.us

vec.epilog.iter.check374:                         ; preds = %middle.block370
  br i1 %min.epilog.iters.check375, label %feature.body87.us.preheader, label %vec.epilog.ph376, !prof !37

vec.epilog.ph376:                                 ; preds = %vector.main.loop.iter.check351, %vec.epilog.iter.check374
  %vec.epilog.resume.val372 = phi i64 [ %n.vec354, %vec.epilog.iter.check374 ], [ 0, %vector.main.loop.iter.check351 ]
  %broadcast.splatinsert379 = insertelement <4 x float> poison, float %.lcssa726, i64 0
  %broadcast.splat380 = shufflevector <4 x float> %broadcast.splatinsert379, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body383

vec.epilog.vector.body383:                        ; preds = %vec.epilog.vector.body383, %vec.epilog.ph376
  %index384 = phi i64 [ %vec.epilog.resume.val372, %vec.epilog.ph376 ], [ %index.next387, %vec.epilog.vector.body383 ]
  %1483 = getelementptr inbounds float, ptr %138, i64 %index384
  %wide.load385 = load <4 x float>, ptr %1483, align 4
  %1484 = getelementptr inbounds float, ptr %139, i64 %index384
  %wide.load386 = load <4 x float>, ptr %1484, align 4
  %1485 = fneg <4 x float> %wide.load386
  %1486 = fmul <4 x float> %broadcast.splat380, %wide.load385
  %1487 = fsub <4 x float> %1485, %1486
  %1488 = fmul <4 x float> %broadcast.splat382, %1487
  %1489 = fsub <4 x float> %wide.load385, %1488
  %1490 = fmul <4 x float> %1489, %1489
  %1491 = getelementptr inbounds float, ptr %scratch, i64 %index384
  store <4 x float> %1490, ptr %1491, align 4
  %index.next387 = add nuw i64 %index384, 4
  %1492 = icmp eq i64 %index.next387, %n.vec378
  br i1 %1492, label %vec.epilog.middle.block388, label %vec.epilog.vector.body383, !llvm.loop !44

vec.epilog.middle.block388:                       ; preds = %vec.epilog.vector.body383
  br i1 %cmp.n389, label %fold_tail.body96.us.preheader, label %feature.body87.us.preheader

feature.body87.us.preheader:                      ; preds = %iter.check349, %vec.epilog.iter.check374, %vec.epilog.middle.block388
  %feature89179.us.ph = phi i64 [ 0, %iter.check349 ], [ %n.vec378, %vec.epilog.middle.block388 ], [ %n.vec354, %vec.epilog.iter.check374 ]
  br i1 %lcmp.mod779.not, label %feature.body87.us.prol.loopexit, label %feature.body87.us.prol

feature.body87.us.prol:                           ; preds = %feature.body87.us.preheader, %feature.body87.us.prol
  %feature89179.us.prol = phi i64 [ %1504, %feature.body87.us.prol ], [ %feature89179.us.ph, %feature.body87.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body87.us.prol ], [ 0, %feature.body87.us.preheader ]
  %1493 = getelementptr inbounds float, ptr %138, i64 %feature89179.us.prol
  %1494 = load float, ptr %1493, align 4
  %1495 = getelementptr inbounds float, ptr %139, i64 %feature89179.us.prol
  %1496 = load float, ptr %1495, align 4
  %1497 = fneg float %1496
  %1498 = fmul float %.lcssa726, %1494
  %1499 = fsub float %1497, %1498
  %1500 = fmul float %eta, %1499
  %1501 = fsub float %1494, %1500
  %1502 = fmul float %1501, %1501
  %1503 = getelementptr inbounds float, ptr %scratch, i64 %feature89179.us.prol
  store float %1502, ptr %1503, align 4
  %1504 = add nuw i64 %feature89179.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter778
  br i1 %prol.iter.cmp.not, label %feature.body87.us.prol.loopexit, label %feature.body87.us.prol, !llvm.loop !45

feature.body87.us.prol.loopexit:                  ; preds = %feature.body87.us.prol, %feature.body87.us.preheader
  %feature89179.us.unr = phi i64 [ %feature89179.us.ph, %feature.body87.us.preheader ], [ %1504, %feature.body87.us.prol ]
  %1505 = sub i64 %feature89179.us.ph, %n_features
  %1506 = icmp ugt i64 %1505, -4
  br i1 %1506, label %fold_tail.body96.us.preheader, label %feature.body87.us

fold_tail.body57.us:                              ; preds = %fold_tail.body57.us.preheader, %fold_tail.body57.us
  %fold_tail59170.us = phi i64 [ %1538, %fold_tail.body57.us ], [ 0, %fold_tail.body57.us.preheader ]
  %fold_value51.0169.us = phi float [ %1537, %fold_tail.body57.us ], [ 0.000000e+00, %fold_tail.body57.us.preheader ]
  %niter777 = phi i64 [ %niter777.next.7, %fold_tail.body57.us ], [ 0, %fold_tail.body57.us.preheader ]
  %1507 = getelementptr inbounds float, ptr %42, i64 %fold_tail59170.us
  %1508 = load float, ptr %1507, align 4
  %1509 = fadd float %fold_value51.0169.us, %1508
  %1510 = getelementptr float, ptr %42, i64 %fold_tail59170.us
  %1511 = getelementptr i8, ptr %1510, i64 4
  %1512 = load float, ptr %1511, align 4
  %1513 = fadd float %1509, %1512
  %1514 = getelementptr float, ptr %42, i64 %fold_tail59170.us
  %1515 = getelementptr i8, ptr %1514, i64 8
  %1516 = load float, ptr %1515, align 4
  %1517 = fadd float %1513, %1516
  %1518 = getelementptr float, ptr %42, i64 %fold_tail59170.us
  %1519 = getelementptr i8, ptr %1518, i64 12
  %1520 = load float, ptr %1519, align 4
  %1521 = fadd float %1517, %1520
  %1522 = getelementptr float, ptr %42, i64 %fold_tail59170.us
  %1523 = getelementptr i8, ptr %1522, i64 16
  %1524 = load float, ptr %1523, align 4
  %1525 = fadd float %1521, %1524
  %1526 = getelementptr float, ptr %42, i64 %fold_tail59170.us
  %1527 = getelementptr i8, ptr %1526, i64 20
  %1528 = load float, ptr %1527, align 4
  %1529 = fadd float %1525, %1528
  %1530 = getelementptr float, ptr %42, i64 %fold_tail59170.us
  %1531 = getelementptr i8, ptr %1530, i64 24
  %1532 = load float, ptr %1531, align 4
  %1533 = fadd float %1529, %1532
  %1534 = getelementptr float, ptr %42, i64 %fold_tail59170.us
  %1535 = getelementptr i8, ptr %1534, i64 28
  %1536 = load float, ptr %1535, align 4
  %1537 = fadd float %1533, %1536
  %1538 = add nuw i64 %fold_tail59170.us, 8
  %niter777.next.7 = add i64 %niter777, 8
  %niter777.ncmp.7 = icmp eq i64 %niter777.next.7, %unroll_iter776
  br i1 %niter777.ncmp.7, label %iter.check349.unr-lcssa, label %fold_tail.body57.us

fold_tail.body48.us:                              ; preds = %fold_tail.body48.us.preheader, %fold_tail.body48.us
  %fold_tail50167.us = phi i64 [ %1570, %fold_tail.body48.us ], [ 0, %fold_tail.body48.us.preheader ]
  %fold_value42.0166.us = phi float [ %1569, %fold_tail.body48.us ], [ 0.000000e+00, %fold_tail.body48.us.preheader ]
  %niter770 = phi i64 [ %niter770.next.7, %fold_tail.body48.us ], [ 0, %fold_tail.body48.us.preheader ]
  %1539 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail50167.us
  %1540 = load float, ptr %1539, align 4
  %1541 = fadd float %fold_value42.0166.us, %1540
  %1542 = getelementptr float, ptr %scratch, i64 %fold_tail50167.us
  %1543 = getelementptr i8, ptr %1542, i64 4
  %1544 = load float, ptr %1543, align 4
  %1545 = fadd float %1541, %1544
  %1546 = getelementptr float, ptr %scratch, i64 %fold_tail50167.us
  %1547 = getelementptr i8, ptr %1546, i64 8
  %1548 = load float, ptr %1547, align 4
  %1549 = fadd float %1545, %1548
  %1550 = getelementptr float, ptr %scratch, i64 %fold_tail50167.us
  %1551 = getelementptr i8, ptr %1550, i64 12
  %1552 = load float, ptr %1551, align 4
  %1553 = fadd float %1549, %1552
  %1554 = getelementptr float, ptr %scratch, i64 %fold_tail50167.us
  %1555 = getelementptr i8, ptr %1554, i64 16
  %1556 = load float, ptr %1555, align 4
  %1557 = fadd float %1553, %1556
  %1558 = getelementptr float, ptr %scratch, i64 %fold_tail50167.us
  %1559 = getelementptr i8, ptr %1558, i64 20
  %1560 = load float, ptr %1559, align 4
  %1561 = fadd float %1557, %1560
  %1562 = getelementptr float, ptr %scratch, i64 %fold_tail50167.us
  %1563 = getelementptr i8, ptr %1562, i64 24
  %1564 = load float, ptr %1563, align 4
  %1565 = fadd float %1561, %1564
  %1566 = getelementptr float, ptr %scratch, i64 %fold_tail50167.us
  %1567 = getelementptr i8, ptr %1566, i64 28
  %1568 = load float, ptr %1567, align 4
  %1569 = fadd float %1565, %1568
  %1570 = add nuw i64 %fold_tail50167.us, 8
  %niter770.next.7 = add i64 %niter770, 8
  %niter770.ncmp.7 = icmp eq i64 %niter770.next.7, %unroll_iter769
  br i1 %niter770.ncmp.7, label %fold_tail.body57.us.preheader.unr-lcssa, label %fold_tail.body48.us

fold_tail.body57.us.preheader.unr-lcssa:          ; preds = %fold_tail.body48.us
  br i1 %lcmp.mod766.not, label %fold_tail.body57.us.preheader, label %fold_tail.body48.us.epil.preheader

fold_tail.body48.us.epil.preheader:               ; preds = %fold_tail.body57.us.preheader.unr-lcssa, %fold_tail.body48.us.preheader
  %fold_tail50167.us.epil.init = phi i64 [ 0, %fold_tail.body48.us.preheader ], [ %1570, %fold_tail.body57.us.preheader.unr-lcssa ]
  %fold_value42.0166.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body48.us.preheader ], [ %1569, %fold_tail.body57.us.preheader.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod768)
  br label %fold_tail.body48.us.epil

fold_tail.body48.us.epil:                         ; preds = %fold_tail.body48.us.epil, %fold_tail.body48.us.epil.preheader
  %fold_tail50167.us.epil = phi i64 [ %1574, %fold_tail.body48.us.epil ], [ %fold_tail50167.us.epil.init, %fold_tail.body48.us.epil.preheader ]
  %fold_value42.0166.us.epil = phi float [ %1573, %fold_tail.body48.us.epil ], [ %fold_value42.0166.us.epil.init, %fold_tail.body48.us.epil.preheader ]
  %epil.iter765 = phi i64 [ %epil.iter765.next, %fold_tail.body48.us.epil ], [ 0, %fold_tail.body48.us.epil.preheader ]
  %1571 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail50167.us.epil
  %1572 = load float, ptr %1571, align 4
  %1573 = fadd float %fold_value42.0166.us.epil, %1572
  %1574 = add nuw i64 %fold_tail50167.us.epil, 1
  %epil.iter765.next = add i64 %epil.iter765, 1
  %epil.iter765.cmp.not = icmp eq i64 %epil.iter765.next, %xtraiter764
  br i1 %epil.iter765.cmp.not, label %fold_tail.body57.us.preheader, label %fold_tail.body48.us.epil, !llvm.loop !46

fold_tail.body57.us.preheader:                    ; preds = %fold_tail.body48.us.epil, %fold_tail.body57.us.preheader.unr-lcssa
  %.lcssa725 = phi float [ %1569, %fold_tail.body57.us.preheader.unr-lcssa ], [ %1573, %fold_tail.body48.us.epil ]
  br i1 %110, label %fold_tail.body57.us.epil.preheader, label %fold_tail.body57.us

feature.body39.us:                                ; preds = %feature.body39.us.prol.loopexit, %feature.body39.us
  %feature41165.us = phi i64 [ %1598, %feature.body39.us ], [ %feature41165.us.unr, %feature.body39.us.prol.loopexit ]
  %1575 = getelementptr inbounds float, ptr %138, i64 %feature41165.us
  %1576 = load float, ptr %1575, align 4
  %1577 = fmul float %1576, %1576
  %1578 = getelementptr inbounds float, ptr %139, i64 %feature41165.us
  %1579 = load float, ptr %1578, align 4
  %1580 = fneg float %1579
  %1581 = fmul float %1576, %1580
  %1582 = fmul float %1576, 0.000000e+00
  %1583 = getelementptr inbounds float, ptr %scratch, i64 %feature41165.us
  store float %1577, ptr %1583, align 4
  %1584 = getelementptr float, ptr %42, i64 %feature41165.us
  store float %1581, ptr %1584, align 4
  %1585 = getelementptr float, ptr %43, i64 %feature41165.us
  store float %1582, ptr %1585, align 4
  %1586 = add nuw i64 %feature41165.us, 1
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
  %1598 = add nuw i64 %feature41165.us, 2
  %exitcond223.not.1 = icmp eq i64 %1598, %n_features
  br i1 %exitcond223.not.1, label %fold_tail.body48.us.preheader, label %feature.body39.us, !llvm.loop !47

iter.check485.unr-lcssa:                          ; preds = %fold_tail.body35.us
  br i1 %lcmp.mod746.not, label %iter.check485, label %fold_tail.body35.us.epil.preheader

fold_tail.body35.us.epil.preheader:               ; preds = %iter.check485.unr-lcssa, %fold_tail.body35.us.preheader
  %fold_tail37163.us.epil.init = phi i64 [ 0, %fold_tail.body35.us.preheader ], [ %986, %iter.check485.unr-lcssa ]
  %fold_value29.0162.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body35.us.preheader ], [ %985, %iter.check485.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod748)
  br label %fold_tail.body35.us.epil

fold_tail.body35.us.epil:                         ; preds = %fold_tail.body35.us.epil, %fold_tail.body35.us.epil.preheader
  %fold_tail37163.us.epil = phi i64 [ %1602, %fold_tail.body35.us.epil ], [ %fold_tail37163.us.epil.init, %fold_tail.body35.us.epil.preheader ]
  %fold_value29.0162.us.epil = phi float [ %1601, %fold_tail.body35.us.epil ], [ %fold_value29.0162.us.epil.init, %fold_tail.body35.us.epil.preheader ]
  %epil.iter745 = phi i64 [ %epil.iter745.next, %fold_tail.body35.us.epil ], [ 0, %fold_tail.body35.us.epil.preheader ]
  %1599 = getelementptr inbounds float, ptr %43, i64 %fold_tail37163.us.epil
  %1600 = load float, ptr %1599, align 4
  %1601 = fadd float %fold_value29.0162.us.epil, %1600
  %1602 = add nuw i64 %fold_tail37163.us.epil, 1
  %epil.iter745.next = add i64 %epil.iter745, 1
  %epil.iter745.cmp.not = icmp eq i64 %epil.iter745.next, %xtraiter744
  br i1 %epil.iter745.cmp.not, label %iter.check485, label %fold_tail.body35.us.epil, !llvm.loop !48

iter.check485:                                    ; preds = %fold_tail.body35.us.epil, %iter.check485.unr-lcssa
  %.lcssa723 = phi float [ %985, %iter.check485.unr-lcssa ], [ %1601, %fold_tail.body35.us.epil ]
  br i1 %min.iters.check483, label %feature.body74.us.preheader, label %vector.memcheck475

vector.memcheck475:                               ; preds = %iter.check485
  %1603 = sub i64 %scratch343, %noise17.us238295479
  %diff.check480 = icmp ult i64 %1603, 128
  %conflict.rdx481 = or i1 %conflict.rdx478, %diff.check480
  br i1 %conflict.rdx481, label %feature.body74.us.preheader, label %vector.main.loop.iter.check487

vector.main.loop.iter.check487:                   ; preds = %vector.memcheck475
  br i1 %min.iters.check486, label %vec.epilog.ph520, label %vector.ph488

vector.ph488:                                     ; preds = %vector.main.loop.iter.check487
  %broadcast.splatinsert491 = insertelement <8 x float> poison, float %.lcssa723, i64 0
  %broadcast.splat492 = shufflevector <8 x float> %broadcast.splatinsert491, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert493 = insertelement <8 x float> poison, float %.lcssa722, i64 0
  %broadcast.splat494 = shufflevector <8 x float> %broadcast.splatinsert493, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert497 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat498 = shufflevector <8 x float> %broadcast.splatinsert497, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body499

vector.body499:                                   ; preds = %vector.body499, %vector.ph488
  %index500 = phi i64 [ 0, %vector.ph488 ], [ %index.next513, %vector.body499 ]
  %1604 = getelementptr inbounds float, ptr %138, i64 %index500
  %1605 = getelementptr inbounds nuw i8, ptr %1604, i64 32
  %1606 = getelementptr inbounds nuw i8, ptr %1604, i64 64
  %1607 = getelementptr inbounds nuw i8, ptr %1604, i64 96
  %wide.load501 = load <8 x float>, ptr %1604, align 4
  %wide.load502 = load <8 x float>, ptr %1605, align 4
  %wide.load503 = load <8 x float>, ptr %1606, align 4
  %wide.load504 = load <8 x float>, ptr %1607, align 4
  %1608 = getelementptr inbounds float, ptr %139, i64 %index500
  %1609 = getelementptr inbounds nuw i8, ptr %1608, i64 32
  %1610 = getelementptr inbounds nuw i8, ptr %1608, i64 64
  %1611 = getelementptr inbounds nuw i8, ptr %1608, i64 96
  %wide.load505 = load <8 x float>, ptr %1608, align 4
  %wide.load506 = load <8 x float>, ptr %1609, align 4
  %wide.load507 = load <8 x float>, ptr %1610, align 4
  %wide.load508 = load <8 x float>, ptr %1611, align 4
  %1612 = fneg <8 x float> %wide.load505
  %1613 = fneg <8 x float> %wide.load506
  %1614 = fneg <8 x float> %wide.load507
  %1615 = fneg <8 x float> %wide.load508
  %1616 = fmul <8 x float> %broadcast.splat494, %wide.load501
  %1617 = fmul <8 x float> %broadcast.splat494, %wide.load502
  %1618 = fmul <8 x float> %broadcast.splat494, %wide.load503
  %1619 = fmul <8 x float> %broadcast.splat494, %wide.load504
  %1620 = fsub <8 x float> %1612, %1616
  %1621 = fsub <8 x float> %1613, %1617
  %1622 = fsub <8 x float> %1614, %1618
  %1623 = fsub <8 x float> %1615, %1619
  %1624 = fmul <8 x float> %broadcast.splat496, %1620
  %1625 = fmul <8 x float> %broadcast.splat496, %1621
  %1626 = fmul <8 x float> %broadcast.splat496, %1622
  %1627 = fmul <8 x float> %broadcast.splat496, %1623
  %1628 = fsub <8 x float> %wide.load501, %1624
  %1629 = fsub <8 x float> %wide.load502, %1625
  %1630 = fsub <8 x float> %wide.load503, %1626
  %1631 = fsub <8 x float> %wide.load504, %1627
  %1632 = getelementptr inbounds float, ptr %noise17.us238295, i64 %index500
  %1633 = getelementptr inbounds nuw i8, ptr %1632, i64 32
  %1634 = getelementptr inbounds nuw i8, ptr %1632, i64 64
  %1635 = getelementptr inbounds nuw i8, ptr %1632, i64 96
  %wide.load509 = load <8 x float>, ptr %1632, align 4
  %wide.load510 = load <8 x float>, ptr %1633, align 4
  %wide.load511 = load <8 x float>, ptr %1634, align 4
  %wide.load512 = load <8 x float>, ptr %1635, align 4
  %1636 = fmul <8 x float> %broadcast.splat492, %wide.load501
  %1637 = fmul <8 x float> %broadcast.splat492, %wide.load502
  %1638 = fmul <8 x float> %broadcast.splat492, %wide.load503
  %1639 = fmul <8 x float> %broadcast.splat492, %wide.load504
  %1640 = fsub <8 x float> %wide.load509, %1636
  %1641 = fsub <8 x float> %wide.load510, %1637
  %1642 = fsub <8 x float> %wide.load511, %1638
  %1643 = fsub <8 x float> %wide.load512, %1639
  %1644 = fmul <8 x float> %broadcast.splat498, %1640
  %1645 = fmul <8 x float> %broadcast.splat498, %1641
  %1646 = fmul <8 x float> %broadcast.splat498, %1642
  %1647 = fmul <8 x float> %broadcast.splat498, %1643
  %1648 = fadd <8 x float> %1628, %1644
  %1649 = fadd <8 x float> %1629, %1645
  %1650 = fadd <8 x float> %1630, %1646
  %1651 = fadd <8 x float> %1631, %1647
  %1652 = fmul <8 x float> %1648, %1648
  %1653 = fmul <8 x float> %1649, %1649
  %1654 = fmul <8 x float> %1650, %1650
  %1655 = fmul <8 x float> %1651, %1651
  %1656 = getelementptr inbounds float, ptr %scratch, i64 %index500
  %1657 = getelementptr inbounds nuw i8, ptr %1656, i64 32
  %1658 = getelementptr inbounds nuw i8, ptr %1656, i64 64
  %1659 = getelementptr inbounds nuw i8, ptr %1656, i64 96
  store <8 x float> %1652, ptr %1656, align 4
  store <8 x float> %1653, ptr %1657, align 4
  store <8 x float> %1654, ptr %1658, align 4
  store <8 x float> %1655, ptr %1659, align 4
  %index.next513 = add nuw i64 %index500, 32
  %1660 = icmp eq i64 %index.next513, %n.vec490
  br i1 %1660, label %middle.block514, label %vector.body499, !llvm.loop !49

middle.block514:                                  ; preds = %vector.body499
  br i1 %cmp.n515, label %fold_tail.body83.us.preheader, label %vec.epilog.iter.check518

fold_tail.body83.us.preheader:                    ; preds = %feature.body74.us.prol.loopexit, %feature.body74.us, %vec.epilog.middle.block537, %middle.block514
  br i1 %107, label %fold_tail.body83.us.epil.preheader, label %fold_tail.body83.us

vec.epilog.iter.check518:                         ; preds = %middle.block514
  br i1 %min.epilog.iters.check519, label %feature.body74.us.preheader, label %vec.epilog.ph520, !prof !37

vec.epilog.ph520:                                 ; preds = %vector.main.loop.iter.check487, %vec.epilog.iter.check518
  %vec.epilog.resume.val516 = phi i64 [ %n.vec490, %vec.epilog.iter.check518 ], [ 0, %vector.main.loop.iter.check487 ]
  %broadcast.splatinsert523 = insertelement <4 x float> poison, float %.lcssa723, i64 0
  %broadcast.splat524 = shufflevector <4 x float> %broadcast.splatinsert523, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert525 = insertelement <4 x float> poison, float %.lcssa722, i64 0
  %broadcast.splat526 = shufflevector <4 x float> %broadcast.splatinsert525, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert529 = insertelement <4 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat530 = shufflevector <4 x float> %broadcast.splatinsert529, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body531

vec.epilog.vector.body531:                        ; preds = %vec.epilog.vector.body531, %vec.epilog.ph520
  %index532 = phi i64 [ %vec.epilog.resume.val516, %vec.epilog.ph520 ], [ %index.next536, %vec.epilog.vector.body531 ]
  %1661 = getelementptr inbounds float, ptr %138, i64 %index532
  %wide.load533 = load <4 x float>, ptr %1661, align 4
  %1662 = getelementptr inbounds float, ptr %139, i64 %index532
  %wide.load534 = load <4 x float>, ptr %1662, align 4
  %1663 = fneg <4 x float> %wide.load534
  %1664 = fmul <4 x float> %broadcast.splat526, %wide.load533
  %1665 = fsub <4 x float> %1663, %1664
  %1666 = fmul <4 x float> %broadcast.splat528, %1665
  %1667 = fsub <4 x float> %wide.load533, %1666
  %1668 = getelementptr inbounds float, ptr %noise17.us238295, i64 %index532
  %wide.load535 = load <4 x float>, ptr %1668, align 4
  %1669 = fmul <4 x float> %broadcast.splat524, %wide.load533
  %1670 = fsub <4 x float> %wide.load535, %1669
  %1671 = fmul <4 x float> %broadcast.splat530, %1670
  %1672 = fadd <4 x float> %1667, %1671
  %1673 = fmul <4 x float> %1672, %1672
  %1674 = getelementptr inbounds float, ptr %scratch, i64 %index532
  store <4 x float> %1673, ptr %1674, align 4
  %index.next536 = add nuw i64 %index532, 4
  %1675 = icmp eq i64 %index.next536, %n.vec522
  br i1 %1675, label %vec.epilog.middle.block537, label %vec.epilog.vector.body531, !llvm.loop !50

vec.epilog.middle.block537:                       ; preds = %vec.epilog.vector.body531
  br i1 %cmp.n538, label %fold_tail.body83.us.preheader, label %feature.body74.us.preheader

feature.body74.us.preheader:                      ; preds = %vector.memcheck475, %iter.check485, %vec.epilog.iter.check518, %vec.epilog.middle.block537
  %feature76175.us.ph = phi i64 [ 0, %iter.check485 ], [ 0, %vector.memcheck475 ], [ %n.vec490, %vec.epilog.iter.check518 ], [ %n.vec522, %vec.epilog.middle.block537 ]
  %.neg = or disjoint i64 %feature76175.us.ph, 1
  br i1 %lcmp.mod752.not, label %feature.body74.us.prol.loopexit, label %feature.body74.us.prol

feature.body74.us.prol:                           ; preds = %feature.body74.us.preheader
  %1676 = getelementptr inbounds float, ptr %138, i64 %feature76175.us.ph
  %1677 = load float, ptr %1676, align 4
  %1678 = getelementptr inbounds float, ptr %139, i64 %feature76175.us.ph
  %1679 = load float, ptr %1678, align 4
  %1680 = fneg float %1679
  %1681 = fmul float %.lcssa722, %1677
  %1682 = fsub float %1680, %1681
  %1683 = fmul float %eta, %1682
  %1684 = fsub float %1677, %1683
  %1685 = getelementptr inbounds float, ptr %noise17.us238295, i64 %feature76175.us.ph
  %1686 = load float, ptr %1685, align 4
  %1687 = fmul float %.lcssa723, %1677
  %1688 = fsub float %1686, %1687
  %1689 = fmul float %noise_scale4.us, %1688
  %1690 = fadd float %1684, %1689
  %1691 = fmul float %1690, %1690
  %1692 = getelementptr inbounds float, ptr %scratch, i64 %feature76175.us.ph
  store float %1691, ptr %1692, align 4
  %1693 = or disjoint i64 %feature76175.us.ph, 1
  br label %feature.body74.us.prol.loopexit

feature.body74.us.prol.loopexit:                  ; preds = %feature.body74.us.prol, %feature.body74.us.preheader
  %feature76175.us.unr = phi i64 [ %feature76175.us.ph, %feature.body74.us.preheader ], [ %1693, %feature.body74.us.prol ]
  %1694 = icmp eq i64 %n_features, %.neg
  br i1 %1694, label %fold_tail.body83.us.preheader, label %feature.body74.us

feature.header38.preheader.us:                    ; preds = %step.body.us
  br i1 %.not189, label %noise.done102.us.sink.split, label %iter.check409

iter.check409:                                    ; preds = %feature.header38.preheader.us
  %brmerge821 = select i1 %min.iters.check407, i1 true, i1 %conflict.rdx406
  br i1 %brmerge821, label %feature.body39.us.preheader, label %vector.main.loop.iter.check411

vector.main.loop.iter.check411:                   ; preds = %iter.check409
  br i1 %min.iters.check410, label %vec.epilog.ph428, label %vector.body415

vector.body415:                                   ; preds = %vector.main.loop.iter.check411, %vector.body415
  %index416 = phi i64 [ %index.next421, %vector.body415 ], [ 0, %vector.main.loop.iter.check411 ]
  %1695 = getelementptr inbounds float, ptr %138, i64 %index416
  %1696 = getelementptr inbounds nuw i8, ptr %1695, i64 32
  %wide.load417 = load <8 x float>, ptr %1695, align 4
  %wide.load418 = load <8 x float>, ptr %1696, align 4
  %1697 = fmul <8 x float> %wide.load417, %wide.load417
  %1698 = fmul <8 x float> %wide.load418, %wide.load418
  %1699 = getelementptr inbounds float, ptr %139, i64 %index416
  %1700 = getelementptr inbounds nuw i8, ptr %1699, i64 32
  %wide.load419 = load <8 x float>, ptr %1699, align 4
  %wide.load420 = load <8 x float>, ptr %1700, align 4
  %1701 = fneg <8 x float> %wide.load419
  %1702 = fneg <8 x float> %wide.load420
  %1703 = fmul <8 x float> %wide.load417, %1701
  %1704 = fmul <8 x float> %wide.load418, %1702
  %1705 = fmul <8 x float> %wide.load417, zeroinitializer
  %1706 = fmul <8 x float> %wide.load418, zeroinitializer
  %1707 = getelementptr inbounds float, ptr %scratch, i64 %index416
  %1708 = getelementptr inbounds nuw i8, ptr %1707, i64 32
  store <8 x float> %1697, ptr %1707, align 4
  store <8 x float> %1698, ptr %1708, align 4
  %1709 = getelementptr float, ptr %42, i64 %index416
  %1710 = getelementptr i8, ptr %1709, i64 32
  store <8 x float> %1703, ptr %1709, align 4
  store <8 x float> %1704, ptr %1710, align 4
  %1711 = getelementptr float, ptr %43, i64 %index416
  %1712 = getelementptr i8, ptr %1711, i64 32
  store <8 x float> %1705, ptr %1711, align 4
  store <8 x float> %1706, ptr %1712, align 4
  %index.next421 = add nuw i64 %index416, 16
  %1713 = icmp eq i64 %index.next421, %n.vec414
  br i1 %1713, label %middle.block422, label %vector.body415, !llvm.loop !51

middle.block422:                                  ; preds = %vector.body415
  br i1 %cmp.n423, label %fold_tail.body48.us.preheader, label %vec.epilog.iter.check426

fold_tail.body48.us.preheader:                    ; preds = %feature.body39.us.prol.loopexit, %feature.body39.us, %vec.epilog.middle.block436, %middle.block422
  br i1 %109, label %fold_tail.body48.us.epil.preheader, label %fold_tail.body48.us

vec.epilog.iter.check426:                         ; preds = %middle.block422
  br i1 %min.epilog.iters.check427, label %feature.body39.us.preheader, label %vec.epilog.ph428, !prof !52

vec.epilog.ph428:                                 ; preds = %vector.main.loop.iter.check411, %vec.epilog.iter.check426
  %vec.epilog.resume.val424 = phi i64 [ %n.vec414, %vec.epilog.iter.check426 ], [ 0, %vector.main.loop.iter.check411 ]
  br label %vec.epilog.vector.body431

vec.epilog.vector.body431:                        ; preds = %vec.epilog.vector.body431, %vec.epilog.ph428
  %index432 = phi i64 [ %vec.epilog.resume.val424, %vec.epilog.ph428 ], [ %index.next435, %vec.epilog.vector.body431 ]
  %1714 = getelementptr inbounds float, ptr %138, i64 %index432
  %wide.load433 = load <4 x float>, ptr %1714, align 4
  %1715 = fmul <4 x float> %wide.load433, %wide.load433
  %1716 = getelementptr inbounds float, ptr %139, i64 %index432
  %wide.load434 = load <4 x float>, ptr %1716, align 4
  %1717 = fneg <4 x float> %wide.load434
  %1718 = fmul <4 x float> %wide.load433, %1717
  %1719 = fmul <4 x float> %wide.load433, zeroinitializer
  %1720 = getelementptr inbounds float, ptr %scratch, i64 %index432
  store <4 x float> %1715, ptr %1720, align 4
  %1721 = getelementptr float, ptr %42, i64 %index432
  store <4 x float> %1718, ptr %1721, align 4
  %1722 = getelementptr float, ptr %43, i64 %index432
  store <4 x float> %1719, ptr %1722, align 4
  %index.next435 = add nuw i64 %index432, 4
  %1723 = icmp eq i64 %index.next435, %n.vec430
  br i1 %1723, label %vec.epilog.middle.block436, label %vec.epilog.vector.body431, !llvm.loop !53

vec.epilog.middle.block436:                       ; preds = %vec.epilog.vector.body431
  br i1 %cmp.n437, label %fold_tail.body48.us.preheader, label %feature.body39.us.preheader

feature.body39.us.preheader:                      ; preds = %iter.check409, %vec.epilog.iter.check426, %vec.epilog.middle.block436
  %feature41165.us.ph = phi i64 [ 0, %iter.check409 ], [ %n.vec430, %vec.epilog.middle.block436 ], [ %n.vec414, %vec.epilog.iter.check426 ]
  %.neg791 = or disjoint i64 %feature41165.us.ph, 1
  br i1 %lcmp.mod763.not, label %feature.body39.us.prol.loopexit, label %feature.body39.us.prol

feature.body39.us.prol:                           ; preds = %feature.body39.us.preheader
  %1724 = getelementptr inbounds float, ptr %138, i64 %feature41165.us.ph
  %1725 = load float, ptr %1724, align 4
  %1726 = fmul float %1725, %1725
  %1727 = getelementptr inbounds float, ptr %139, i64 %feature41165.us.ph
  %1728 = load float, ptr %1727, align 4
  %1729 = fneg float %1728
  %1730 = fmul float %1725, %1729
  %1731 = fmul float %1725, 0.000000e+00
  %1732 = getelementptr inbounds float, ptr %scratch, i64 %feature41165.us.ph
  store float %1726, ptr %1732, align 4
  %1733 = getelementptr float, ptr %42, i64 %feature41165.us.ph
  store float %1730, ptr %1733, align 4
  %1734 = getelementptr float, ptr %43, i64 %feature41165.us.ph
  store float %1731, ptr %1734, align 4
  %1735 = or disjoint i64 %feature41165.us.ph, 1
  br label %feature.body39.us.prol.loopexit

feature.body39.us.prol.loopexit:                  ; preds = %feature.body39.us.prol, %feature.body39.us.preheader
  %feature41165.us.unr = phi i64 [ %feature41165.us.ph, %feature.body39.us.preheader ], [ %1735, %feature.body39.us.prol ]
  %1736 = icmp eq i64 %n_features, %.neg791
  br i1 %1736, label %fold_tail.body48.us.preheader, label %feature.body39.us

feature.header.preheader.us:                      ; preds = %noise.body.us, %middle.block586, %small_draw.then.us, %small_rows.then.us
  %step_in_chunk16.us236 = urem i64 %step3186.us, %steps_per_chunk.zext
  %chunk_offset.us237 = mul nuw nsw i64 %step_in_chunk16.us236, %n_features
  %1737 = getelementptr inbounds nuw float, ptr %small_noise, i64 %chunk_offset.us237
  br i1 %.not189, label %noise.done102.us.sink.split, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %noise.body11.us, %middle.block654, %feature.header.preheader.us
  %noise17.us238295 = phi ptr [ %1737, %feature.header.preheader.us ], [ %23, %middle.block654 ], [ %23, %noise.body11.us ]
  %noise17.us238295479 = ptrtoint ptr %noise17.us238295 to i64
  br i1 %min.iters.check563, label %feature.body.us.preheader719, label %vector.memcheck540

vector.memcheck540:                               ; preds = %feature.body.us.preheader
  %1738 = sub i64 %scratch343, %noise17.us238295479
  %diff.check548 = icmp ult i64 %1738, 32
  %conflict.rdx553.reass = or i1 %diff.check548, %invariant.op818
  %1739 = sub i64 %94, %noise17.us238295479
  %diff.check554 = icmp ult i64 %1739, 32
  %conflict.rdx555 = or i1 %conflict.rdx553.reass, %diff.check554
  %conflict.rdx559.reass = or i1 %conflict.rdx555, %invariant.op819
  %1740 = sub i64 %100, %noise17.us238295479
  %diff.check560 = icmp ult i64 %1740, 32
  %conflict.rdx561 = or i1 %conflict.rdx559.reass, %diff.check560
  br i1 %conflict.rdx561, label %feature.body.us.preheader719, label %vector.body567

vector.body567:                                   ; preds = %vector.memcheck540, %vector.body567
  %index568 = phi i64 [ %index.next572, %vector.body567 ], [ 0, %vector.memcheck540 ]
  %1741 = getelementptr inbounds float, ptr %138, i64 %index568
  %wide.load569 = load <8 x float>, ptr %1741, align 4
  %1742 = fmul <8 x float> %wide.load569, %wide.load569
  %1743 = getelementptr inbounds float, ptr %139, i64 %index568
  %wide.load570 = load <8 x float>, ptr %1743, align 4
  %1744 = fneg <8 x float> %wide.load570
  %1745 = fmul <8 x float> %wide.load569, %1744
  %1746 = getelementptr inbounds float, ptr %noise17.us238295, i64 %index568
  %wide.load571 = load <8 x float>, ptr %1746, align 4
  %1747 = fmul <8 x float> %wide.load569, %wide.load571
  %1748 = getelementptr inbounds float, ptr %scratch, i64 %index568
  store <8 x float> %1742, ptr %1748, align 4
  %1749 = getelementptr float, ptr %42, i64 %index568
  store <8 x float> %1745, ptr %1749, align 4
  %1750 = getelementptr float, ptr %43, i64 %index568
  store <8 x float> %1747, ptr %1750, align 4
  %index.next572 = add nuw i64 %index568, 8
  %1751 = icmp eq i64 %index.next572, %n.vec566
  br i1 %1751, label %middle.block573, label %vector.body567, !llvm.loop !54

middle.block573:                                  ; preds = %vector.body567
  br i1 %cmp.n574, label %fold_tail.body.us.preheader, label %feature.body.us.preheader719

feature.body.us.preheader719:                     ; preds = %vector.memcheck540, %feature.body.us.preheader, %middle.block573
  %feature156.us.ph = phi i64 [ 0, %vector.memcheck540 ], [ 0, %feature.body.us.preheader ], [ %n.vec566, %middle.block573 ]
  br i1 %lcmp.mod730.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader719
  %1752 = getelementptr inbounds float, ptr %138, i64 %feature156.us.ph
  %1753 = load float, ptr %1752, align 4
  %1754 = fmul float %1753, %1753
  %1755 = getelementptr inbounds float, ptr %139, i64 %feature156.us.ph
  %1756 = load float, ptr %1755, align 4
  %1757 = fneg float %1756
  %1758 = fmul float %1753, %1757
  %1759 = getelementptr inbounds float, ptr %noise17.us238295, i64 %feature156.us.ph
  %1760 = load float, ptr %1759, align 4
  %1761 = fmul float %1753, %1760
  %1762 = getelementptr inbounds float, ptr %scratch, i64 %feature156.us.ph
  store float %1754, ptr %1762, align 4
  %1763 = getelementptr float, ptr %42, i64 %feature156.us.ph
  store float %1758, ptr %1763, align 4
  %1764 = getelementptr float, ptr %43, i64 %feature156.us.ph
  store float %1761, ptr %1764, align 4
  %1765 = or disjoint i64 %feature156.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader719
  %feature156.us.unr = phi i64 [ %feature156.us.ph, %feature.body.us.preheader719 ], [ %1765, %feature.body.us.prol ]
  %1766 = icmp eq i64 %103, %feature156.us.ph
  br i1 %1766, label %fold_tail.body.us.preheader, label %feature.body.us

fold_tail.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block573
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
  br i1 %diff.check658, label %philox.body7.us.preheader, label %vector.ph660

vector.ph660:                                     ; preds = %philox.header6.preheader.us
  %broadcast.splatinsert667 = insertelement <8 x i64> poison, i64 %1775, i64 0
  %broadcast.splat668 = shufflevector <8 x i64> %broadcast.splatinsert667, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %26, %1768
  %.scalar715 = and i64 %.scalar, 4294967295
  %1776 = insertelement <8 x i64> poison, i64 %.scalar715, i64 0
  %.masked = shufflevector <8 x i64> %1776, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar716 = xor i64 %29, %1773
  %.scalar717 = and i64 %.scalar716, 4294967295
  %1777 = insertelement <8 x i64> poison, i64 %.scalar717, i64 0
  %.masked709 = shufflevector <8 x i64> %1777, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body703

vector.body703:                                   ; preds = %vector.body703, %vector.ph660
  %index704 = phi i64 [ 0, %vector.ph660 ], [ %index.next705, %vector.body703 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph660 ], [ %vec.ind.next, %vector.body703 ]
  %1778 = add <8 x i64> %vec.ind, %broadcast.splat670
  %1779 = and <8 x i64> %1778, splat (i64 4294967295)
  %1780 = mul nuw <8 x i64> %1779, splat (i64 3528531795)
  %1781 = xor <8 x i64> %1778, %broadcast.splat672
  %1782 = xor <8 x i64> %1781, %1780
  %1783 = lshr <8 x i64> %1782, splat (i64 32)
  %1784 = mul nuw <8 x i64> %1783, splat (i64 3449720151)
  %1785 = lshr <8 x i64> %1784, splat (i64 32)
  %1786 = xor <8 x i64> %broadcast.splat668, %1780
  %1787 = xor <8 x i64> %.masked, %1785
  %1788 = mul nuw <8 x i64> %1787, splat (i64 3528531795)
  %1789 = and <8 x i64> %1786, splat (i64 4294967295)
  %1790 = mul nuw <8 x i64> %1789, splat (i64 3449720151)
  %1791 = lshr <8 x i64> %1788, splat (i64 32)
  %1792 = lshr <8 x i64> %1790, splat (i64 32)
  %1793 = xor <8 x i64> %1792, %broadcast.splat676
  %1794 = xor <8 x i64> %1793, %1784
  %1795 = and <8 x i64> %1794, splat (i64 4294967295)
  %1796 = mul nuw <8 x i64> %1795, splat (i64 3528531795)
  %1797 = xor <8 x i64> %.masked709, %1791
  %1798 = mul nuw <8 x i64> %1797, splat (i64 3449720151)
  %1799 = lshr <8 x i64> %1796, splat (i64 32)
  %1800 = lshr <8 x i64> %1798, splat (i64 32)
  %1801 = xor <8 x i64> %broadcast.splat680, %1800
  %1802 = xor <8 x i64> %1801, %1790
  %1803 = xor <8 x i64> %1799, %broadcast.splat682
  %1804 = xor <8 x i64> %1803, %1788
  %1805 = and <8 x i64> %1802, splat (i64 4294967295)
  %1806 = mul nuw <8 x i64> %1805, splat (i64 3528531795)
  %1807 = and <8 x i64> %1804, splat (i64 4294967295)
  %1808 = mul nuw <8 x i64> %1807, splat (i64 3449720151)
  %1809 = lshr <8 x i64> %1806, splat (i64 32)
  %1810 = lshr <8 x i64> %1808, splat (i64 32)
  %1811 = xor <8 x i64> %1810, %broadcast.splat684
  %1812 = xor <8 x i64> %1811, %1798
  %1813 = xor <8 x i64> %broadcast.splat686, %1809
  %1814 = xor <8 x i64> %1813, %1796
  %1815 = and <8 x i64> %1812, splat (i64 4294967295)
  %1816 = mul nuw <8 x i64> %1815, splat (i64 3528531795)
  %1817 = and <8 x i64> %1814, splat (i64 4294967295)
  %1818 = mul nuw <8 x i64> %1817, splat (i64 3449720151)
  %1819 = lshr <8 x i64> %1816, splat (i64 32)
  %1820 = lshr <8 x i64> %1818, splat (i64 32)
  %1821 = xor <8 x i64> %broadcast.splat688, %1820
  %1822 = xor <8 x i64> %1821, %1808
  %1823 = xor <8 x i64> %1819, %broadcast.splat690
  %1824 = xor <8 x i64> %1823, %1806
  %1825 = and <8 x i64> %1822, splat (i64 4294967295)
  %1826 = mul nuw <8 x i64> %1825, splat (i64 3528531795)
  %1827 = and <8 x i64> %1824, splat (i64 4294967295)
  %1828 = mul nuw <8 x i64> %1827, splat (i64 3449720151)
  %1829 = lshr <8 x i64> %1826, splat (i64 32)
  %1830 = lshr <8 x i64> %1828, splat (i64 32)
  %1831 = xor <8 x i64> %1830, %broadcast.splat692
  %1832 = xor <8 x i64> %1831, %1818
  %1833 = xor <8 x i64> %broadcast.splat694, %1829
  %1834 = xor <8 x i64> %1833, %1816
  %1835 = and <8 x i64> %1832, splat (i64 4294967295)
  %1836 = mul nuw <8 x i64> %1835, splat (i64 3528531795)
  %1837 = and <8 x i64> %1834, splat (i64 4294967295)
  %1838 = mul nuw <8 x i64> %1837, splat (i64 3449720151)
  %1839 = lshr <8 x i64> %1836, splat (i64 32)
  %1840 = lshr <8 x i64> %1838, splat (i64 32)
  %1841 = xor <8 x i64> %broadcast.splat696, %1840
  %1842 = xor <8 x i64> %1841, %1828
  %1843 = xor <8 x i64> %1839, %broadcast.splat698
  %1844 = xor <8 x i64> %1843, %1826
  %1845 = and <8 x i64> %1842, splat (i64 4294967295)
  %1846 = mul nuw <8 x i64> %1845, splat (i64 3528531795)
  %1847 = lshr <8 x i64> %1846, splat (i64 32)
  %1848 = trunc <8 x i64> %1844 to <8 x i32>
  %1849 = mul <8 x i32> %1848, splat (i32 -845247145)
  %1850 = xor <8 x i64> %broadcast.splat700, %1847
  %1851 = xor <8 x i64> %1850, %1836
  %1852 = and <8 x i64> %1851, splat (i64 4294967295)
  %1853 = mul nuw <8 x i64> %1852, splat (i64 3449720151)
  %1854 = lshr <8 x i64> %1853, splat (i64 32)
  %1855 = trunc nuw <8 x i64> %1854 to <8 x i32>
  %1856 = trunc <8 x i64> %1853 to <8 x i32>
  %1857 = xor <8 x i32> %1849, %1855
  %1858 = xor <8 x i32> %1857, %broadcast.splat702
  %1859 = getelementptr inbounds float, ptr %23, i64 %index704
  store <8 x i32> %1858, ptr %1859, align 4
  %1860 = getelementptr inbounds float, ptr %scratch, i64 %index704
  store <8 x i32> %1856, ptr %1860, align 4
  %index.next705 = add nuw i64 %index704, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %1861 = icmp eq i64 %index.next705, %n.vec662
  br i1 %1861, label %middle.block706, label %vector.body703, !llvm.loop !55

middle.block706:                                  ; preds = %vector.body703
  br i1 %cmp.n707, label %vector.memcheck640, label %philox.body7.us.preheader

philox.body7.us.preheader:                        ; preds = %philox.header6.preheader.us, %middle.block706
  %philox9152.us.ph = phi i64 [ 0, %philox.header6.preheader.us ], [ %n.vec662, %middle.block706 ]
  %invariant.op = xor i64 %1768, %26
  %invariant.op816 = xor i64 %1773, %29
  br label %philox.body7.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done102.us
  %1862 = add nuw i64 %row187.us, 1
  %exitcond234.not = icmp eq i64 %1862, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond234.not, label %row.exit, label %row.body.us

small_table.body:                                 ; preds = %small_table.body, %small_table.body.preheader.new
  %small_table151 = phi i64 [ 0, %small_table.body.preheader.new ], [ %1872, %small_table.body ]
  %niter = phi i64 [ 0, %small_table.body.preheader.new ], [ %niter.next.1, %small_table.body ]
  %unit.lhs.trunc = trunc i64 %small_table151 to i16
  %unit296 = urem i16 %unit.lhs.trunc, %unit.rhs.trunc
  %step.lhs.trunc = trunc i64 %small_table151 to i16
  %step297 = udiv i16 %step.lhs.trunc, %step.rhs.trunc
  %1863 = zext nneg i16 %unit296 to i32
  %1864 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table151
  store i32 %1863, ptr %1864, align 4
  %1865 = zext i16 %step297 to i32
  %1866 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table151
  store i32 %1865, ptr %1866, align 4
  %1867 = or disjoint i64 %small_table151, 1
  %unit.lhs.trunc.1 = trunc i64 %1867 to i16
  %unit296.1 = urem i16 %unit.lhs.trunc.1, %unit.rhs.trunc
  %step.lhs.trunc.1 = trunc i64 %1867 to i16
  %step297.1 = udiv i16 %step.lhs.trunc.1, %step.rhs.trunc
  %1868 = zext nneg i16 %unit296.1 to i32
  %1869 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %1867
  store i32 %1868, ptr %1869, align 4
  %1870 = zext i16 %step297.1 to i32
  %1871 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %1867
  store i32 %1870, ptr %1871, align 4
  %1872 = add nuw nsw i64 %small_table151, 2
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
