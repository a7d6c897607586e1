; ModuleID = 'sphere_align'
source_filename = "sphere_align.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_sphere_align_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %state296 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %status = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %input_0 = load ptr, ptr %1, align 8
  %input_0297 = ptrtoint ptr %input_0 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %scratch = load ptr, ptr %2, align 8
  %scratch295 = ptrtoint ptr %scratch to i64
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
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %temperature = load float, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 84
  %anneal_ratio = load float, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %two_eta = load float, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %args, i64 96
  %key0 = load i64, ptr %12, align 8
  %13 = getelementptr inbounds nuw i8, ptr %args, i64 104
  %key1 = load i64, ptr %13, align 8
  %14 = icmp ult i64 %row_begin, %row_end
  br i1 %14, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %entry
  %15 = getelementptr inbounds nuw i8, ptr %args, i64 76
  %anneal = load i32, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %draw_noise = load i32, ptr %16, align 4
  %.idx = mul i64 %n_features, 12
  %17 = getelementptr i8, ptr %scratch, i64 %.idx
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not = icmp eq i64 %steps, 0
  %cond = icmp eq i32 %draw_noise, 0
  %.not166 = icmp eq i64 %n_features, 0
  %18 = trunc i64 %key0 to i32
  %19 = lshr i64 %key0, 32
  %20 = add i64 %key0, 2654435769
  %21 = add nuw nsw i64 %19, 3144134277
  %22 = add i64 %key0, 1013904242
  %23 = add nuw nsw i64 %19, 1993301258
  %24 = add i64 %key0, 3668340011
  %25 = add nuw nsw i64 %19, 842468239
  %26 = add i64 %key0, 2027808484
  %27 = add nuw nsw i64 %19, 3986602516
  %28 = add i64 %key0, 387276957
  %29 = add nuw nsw i64 %19, 2835769497
  %30 = add i64 %key0, 3041712726
  %31 = add nuw nsw i64 %19, 1684936478
  %32 = add i64 %key0, 1401181199
  %33 = add nuw nsw i64 %19, 534103459
  %34 = add nuw nsw i64 %19, 3678237736
  %35 = add i32 %18, -1879881855
  %36 = getelementptr float, ptr %scratch, i64 %n_features
  %.idx125 = shl i64 %n_features, 3
  %37 = getelementptr i8, ptr %scratch, i64 %.idx125
  br i1 %.not, label %row.exit, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %38 = mul i64 %row_begin, %n_features
  %39 = shl i64 %38, 2
  %40 = shl i64 %n_features, 2
  %41 = shl i64 %row_begin, 2
  %42 = add i64 %41, 4
  %43 = mul i64 %n_features, %42
  %44 = sub i64 %scratch295, %39
  %45 = sub i64 %44, %state296
  %46 = mul i64 %n_features, -4
  %47 = sub i64 %44, %input_0297
  %48 = mul i64 %row_begin, %n_features
  %49 = shl i64 %48, 2
  %50 = sub i64 %scratch295, %49
  %51 = sub i64 %50, %state296
  %52 = mul i64 %n_features, -4
  %53 = sub i64 %50, %input_0297
  %54 = shl i64 %row_begin, 2
  %55 = sub i64 4, %54
  %56 = mul i64 %n_features, %55
  %57 = add i64 %56, %scratch295
  %58 = sub i64 %57, %state296
  %59 = sub i64 %57, %input_0297
  %60 = sub i64 8, %54
  %61 = mul i64 %n_features, %60
  %62 = add i64 %61, %scratch295
  %63 = sub i64 %62, %state296
  %64 = sub i64 %62, %input_0297
  %65 = mul i64 %row_begin, %n_features
  %66 = shl i64 %65, 2
  %67 = shl i64 %n_features, 2
  %68 = shl i64 %row_begin, 2
  %69 = add i64 %68, 4
  %70 = mul i64 %n_features, %69
  %71 = shl i64 %n_features, 4
  %scevgep396 = getelementptr i8, ptr %scratch, i64 %71
  %72 = mul i64 %row_begin, %n_features
  %73 = shl i64 %72, 2
  %74 = sub i64 %scratch295, %73
  %75 = sub i64 %74, %state296
  %76 = mul i64 %n_features, -4
  %77 = sub i64 %74, %input_0297
  %78 = mul i64 %n_features, -12
  %79 = mul i64 %row_begin, %n_features
  %80 = shl i64 %79, 2
  %81 = sub i64 %scratch295, %80
  %82 = mul i64 %n_features, -4
  %83 = shl i64 %row_begin, 2
  %84 = insertelement <2 x i64> poison, i64 %83, i64 0
  %85 = shufflevector <2 x i64> %84, <2 x i64> poison, <2 x i32> zeroinitializer
  %86 = sub <2 x i64> <i64 4, i64 8>, %85
  %87 = insertelement <2 x i64> poison, i64 %n_features, i64 0
  %88 = shufflevector <2 x i64> %87, <2 x i64> poison, <2 x i32> zeroinitializer
  %89 = mul <2 x i64> %88, %86
  %90 = insertelement <2 x i64> poison, i64 %scratch295, i64 0
  %91 = shufflevector <2 x i64> %90, <2 x i64> poison, <2 x i32> zeroinitializer
  %92 = add <2 x i64> %89, %91
  %93 = insertelement <8 x i64> poison, i64 %81, i64 0
  %94 = insertelement <8 x i64> %93, i64 %n_features, i64 1
  %95 = shufflevector <2 x i64> %92, <2 x i64> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %96 = shufflevector <8 x i64> %94, <8 x i64> %95, <8 x i32> <i32 0, i32 0, i32 1, i32 8, i32 8, i32 1, i32 9, i32 9>
  %97 = insertelement <8 x i64> <i64 poison, i64 poison, i64 -12, i64 -8, i64 poison, i64 poison, i64 poison, i64 poison>, i64 %state296, i64 0
  %98 = insertelement <8 x i64> %97, i64 %input_0297, i64 1
  %99 = shufflevector <8 x i64> %98, <8 x i64> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 0, i32 1, i32 3, i32 0, i32 1>
  %100 = sub <8 x i64> %96, %99
  %101 = mul <8 x i64> %96, %99
  %102 = shufflevector <8 x i64> %100, <8 x i64> %101, <8 x i32> <i32 0, i32 1, i32 10, i32 3, i32 4, i32 13, i32 6, i32 7>
  %103 = mul i64 %n_features, -4
  %104 = shl i64 %n_features, 4
  %scevgep528 = getelementptr i8, ptr %scratch, i64 %104
  %105 = mul i64 %n_features, -12
  %106 = add i64 %n_features, -1
  %min.iters.check548 = icmp ult i64 %n_features, 8
  %diff.check546 = icmp ult i64 %105, 32
  %or.cond = or i1 %min.iters.check548, %diff.check546
  %n.vec551 = and i64 %n_features, -8
  %broadcast.splatinsert560 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat561 = shufflevector <8 x i64> %broadcast.splatinsert560, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert564 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat565 = shufflevector <8 x i64> %broadcast.splatinsert564, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert568 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat569 = shufflevector <8 x i64> %broadcast.splatinsert568, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert570 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat571 = shufflevector <8 x i64> %broadcast.splatinsert570, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert572 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat573 = shufflevector <8 x i64> %broadcast.splatinsert572, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert574 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat575 = shufflevector <8 x i64> %broadcast.splatinsert574, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert576 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat577 = shufflevector <8 x i64> %broadcast.splatinsert576, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert578 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat579 = shufflevector <8 x i64> %broadcast.splatinsert578, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert580 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat581 = shufflevector <8 x i64> %broadcast.splatinsert580, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert582 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat583 = shufflevector <8 x i64> %broadcast.splatinsert582, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert584 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat585 = shufflevector <8 x i64> %broadcast.splatinsert584, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert586 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat587 = shufflevector <8 x i64> %broadcast.splatinsert586, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert588 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat589 = shufflevector <8 x i64> %broadcast.splatinsert588, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert590 = insertelement <8 x i32> poison, i32 %35, i64 0
  %broadcast.splat591 = shufflevector <8 x i32> %broadcast.splatinsert590, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n596 = icmp eq i64 %n_features, %n.vec551
  %min.iters.check533 = icmp ult i64 %n_features, 8
  %bound0529 = icmp ult ptr %17, %36
  %bound1530 = icmp ult ptr %scratch, %scevgep528
  %found.conflict531 = and i1 %bound0529, %bound1530
  %n.vec536 = and i64 %n_features, -8
  %cmp.n543 = icmp eq i64 %n_features, %n.vec536
  %min.iters.check514 = icmp ult i64 %n_features, 16
  %107 = and i64 %n_features, 4611686018427387896
  %diff.check492 = icmp eq i64 %107, 0
  %diff.check493 = icmp ult i64 %.idx125, 32
  %diff.check511 = icmp ult i64 %103, 32
  %op.rdx600 = or i1 %diff.check511, %diff.check492
  %invariant.op698 = or i1 %diff.check493, %op.rdx600
  %n.vec517 = and i64 %n_features, -8
  %cmp.n525 = icmp eq i64 %n_features, %n.vec517
  %xtraiter = and i64 %n_features, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %xtraiter615 = and i64 %n_features, 7
  %108 = icmp ult i64 %106, 7
  %unroll_iter = and i64 %n_features, -8
  %lcmp.mod616.not = icmp eq i64 %xtraiter615, 0
  %lcmp.mod618 = icmp ne i64 %xtraiter615, 0
  %xtraiter619 = and i64 %n_features, 7
  %109 = icmp ult i64 %106, 7
  %unroll_iter624 = and i64 %n_features, -8
  %lcmp.mod621.not = icmp eq i64 %xtraiter619, 0
  %lcmp.mod623 = icmp ne i64 %xtraiter619, 0
  %xtraiter626 = and i64 %n_features, 7
  %110 = icmp ult i64 %106, 7
  %unroll_iter631 = and i64 %n_features, -8
  %lcmp.mod628.not = icmp eq i64 %xtraiter626, 0
  %lcmp.mod630 = icmp ne i64 %xtraiter626, 0
  %min.iters.check434 = icmp ult i64 %n_features, 4
  %diff.check431 = icmp ult i64 %78, 128
  %min.iters.check437 = icmp ult i64 %n_features, 32
  %n.mod.vf440 = and i64 %n_features, 28
  %n.vec441 = and i64 %n_features, -32
  %broadcast.splatinsert446 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat447 = shufflevector <8 x float> %broadcast.splatinsert446, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n466 = icmp eq i64 %n_features, %n.vec441
  %min.epilog.iters.check470 = icmp eq i64 %n.mod.vf440, 0
  %n.vec473 = and i64 %n_features, -4
  %broadcast.splatinsert478 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat479 = shufflevector <4 x float> %broadcast.splatinsert478, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n489 = icmp eq i64 %n_features, %n.vec473
  %xtraiter633 = and i64 %n_features, 1
  %lcmp.mod634.not = icmp eq i64 %xtraiter633, 0
  %xtraiter635 = and i64 %n_features, 7
  %111 = icmp ult i64 %106, 7
  %unroll_iter640 = and i64 %n_features, -8
  %lcmp.mod637.not = icmp eq i64 %xtraiter635, 0
  %lcmp.mod639 = icmp ne i64 %xtraiter635, 0
  %min.iters.check404 = icmp ult i64 %n_features, 8
  %n.vec407 = and i64 %n_features, -8
  %broadcast.splatinsert410 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat411 = shufflevector <8 x float> %broadcast.splatinsert410, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n425 = icmp eq i64 %n_features, %n.vec407
  %xtraiter642 = and i64 %n_features, 1
  %lcmp.mod643.not = icmp eq i64 %xtraiter642, 0
  %min.iters.check359 = icmp ult i64 %n_features, 4
  %112 = and i64 %n_features, 4611686018427387888
  %diff.check344 = icmp eq i64 %112, 0
  %diff.check345 = icmp ult i64 %.idx125, 64
  %conflict.rdx346 = or i1 %diff.check344, %diff.check345
  %min.iters.check362 = icmp ult i64 %n_features, 16
  %n.mod.vf365 = and i64 %n_features, 12
  %n.vec366 = and i64 %n_features, -16
  %cmp.n375 = icmp eq i64 %n_features, %n.vec366
  %min.epilog.iters.check379 = icmp eq i64 %n.mod.vf365, 0
  %n.vec382 = and i64 %n_features, -4
  %cmp.n389 = icmp eq i64 %n_features, %n.vec382
  %xtraiter644 = and i64 %n_features, 1
  %lcmp.mod645.not = icmp eq i64 %xtraiter644, 0
  %xtraiter646 = and i64 %n_features, 7
  %113 = icmp ult i64 %106, 7
  %unroll_iter651 = and i64 %n_features, -8
  %lcmp.mod648.not = icmp eq i64 %xtraiter646, 0
  %lcmp.mod650 = icmp ne i64 %xtraiter646, 0
  %xtraiter653 = and i64 %n_features, 7
  %114 = icmp ult i64 %106, 7
  %unroll_iter658 = and i64 %n_features, -8
  %lcmp.mod655.not = icmp eq i64 %xtraiter653, 0
  %lcmp.mod657 = icmp ne i64 %xtraiter653, 0
  %min.iters.check299 = icmp ult i64 %n_features, 4
  %min.iters.check302 = icmp ult i64 %n_features, 32
  %n.mod.vf305 = and i64 %n_features, 28
  %n.vec306 = and i64 %n_features, -32
  %broadcast.splatinsert309 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat310 = shufflevector <8 x float> %broadcast.splatinsert309, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n323 = icmp eq i64 %n_features, %n.vec306
  %min.epilog.iters.check327 = icmp eq i64 %n.mod.vf305, 0
  %n.vec330 = and i64 %n_features, -4
  %broadcast.splatinsert333 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat334 = shufflevector <4 x float> %broadcast.splatinsert333, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n341 = icmp eq i64 %n_features, %n.vec330
  %xtraiter660 = and i64 %n_features, 3
  %lcmp.mod661.not = icmp eq i64 %xtraiter660, 0
  %xtraiter662 = and i64 %n_features, 7
  %115 = icmp ult i64 %106, 7
  %unroll_iter667 = and i64 %n_features, -8
  %lcmp.mod664.not = icmp eq i64 %xtraiter662, 0
  %lcmp.mod666 = icmp ne i64 %xtraiter662, 0
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check269 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert270 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat271 = shufflevector <8 x float> %broadcast.splatinsert270, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec282 = and i64 %n_features, -4
  %broadcast.splatinsert285 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat286 = shufflevector <4 x float> %broadcast.splatinsert285, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n293 = icmp eq i64 %n_features, %n.vec282
  %xtraiter669 = and i64 %n_features, 3
  %lcmp.mod670.not = icmp eq i64 %xtraiter669, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row165.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %1394, %step.header.step.exit_crit_edge.us ]
  %116 = mul i64 %82, %indvar
  %117 = insertelement <8 x i64> <i64 poison, i64 poison, i64 0, i64 poison, i64 poison, i64 0, i64 poison, i64 poison>, i64 %116, i64 0
  %118 = shufflevector <8 x i64> %117, <8 x i64> poison, <8 x i32> <i32 0, i32 0, i32 2, i32 0, i32 0, i32 5, i32 0, i32 0>
  %119 = add <8 x i64> %102, %118
  %120 = mul i64 %76, %indvar
  %121 = add i64 %75, %120
  %122 = add i64 %77, %120
  %123 = mul i64 %67, %indvar
  %124 = add i64 %66, %123
  %scevgep392 = getelementptr i8, ptr %state, i64 %124
  %125 = add i64 %70, %123
  %scevgep393 = getelementptr i8, ptr %state, i64 %125
  %scevgep394 = getelementptr i8, ptr %input_0, i64 %124
  %scevgep395 = getelementptr i8, ptr %input_0, i64 %125
  %126 = mul i64 %52, %indvar
  %127 = add i64 %51, %126
  %128 = add i64 %53, %126
  %129 = add i64 %58, %126
  %130 = add i64 %59, %126
  %131 = add i64 %63, %126
  %132 = add i64 %64, %126
  %133 = mul i64 %46, %indvar
  %134 = add i64 %45, %133
  %135 = add i64 %47, %133
  %136 = mul i64 %40, %indvar
  %137 = add i64 %39, %136
  %scevgep = getelementptr i8, ptr %state, i64 %137
  %138 = add i64 %43, %136
  %scevgep266 = getelementptr i8, ptr %state, i64 %138
  %scevgep267 = getelementptr i8, ptr %input_0, i64 %137
  %scevgep268 = getelementptr i8, ptr %input_0, i64 %138
  %row_offset.us = mul i64 %row165.us, %n_features
  %139 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %140 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %141 = getelementptr inbounds float, ptr %status, i64 %row165.us
  %broadcast.splatinsert558 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat559 = shufflevector <8 x i64> %broadcast.splatinsert558, <8 x i64> poison, <8 x i32> zeroinitializer
  %142 = icmp ult <8 x i64> %119, splat (i64 32)
  %143 = bitcast <8 x i1> %142 to i8
  %144 = icmp ne i8 %143, 0
  %op.rdx601.reass = or i1 %144, %invariant.op698
  %diff.check428 = icmp ult i64 %121, 128
  %diff.check429 = icmp ult i64 %122, 128
  %conflict.rdx430 = or i1 %diff.check428, %diff.check429
  %conflict.rdx432 = or i1 %conflict.rdx430, %diff.check431
  %bound0397 = icmp ult ptr %scevgep392, %scevgep395
  %bound1398 = icmp ult ptr %scevgep394, %scevgep393
  %found.conflict399 = and i1 %bound0397, %bound1398
  %bound0400 = icmp ult ptr %scevgep392, %scevgep396
  %bound1401 = icmp ult ptr %17, %scevgep393
  %found.conflict402 = and i1 %bound0400, %bound1401
  %conflict.rdx403 = or i1 %found.conflict399, %found.conflict402
  %diff.check347 = icmp ult i64 %127, 64
  %conflict.rdx348 = or i1 %conflict.rdx346, %diff.check347
  %diff.check349 = icmp ult i64 %128, 64
  %conflict.rdx350 = or i1 %conflict.rdx348, %diff.check349
  %diff.check351 = icmp ult i64 %129, 64
  %conflict.rdx352 = or i1 %conflict.rdx350, %diff.check351
  %diff.check353 = icmp ult i64 %130, 64
  %conflict.rdx354 = or i1 %conflict.rdx352, %diff.check353
  %diff.check355 = icmp ult i64 %131, 64
  %conflict.rdx356 = or i1 %conflict.rdx354, %diff.check355
  %diff.check357 = icmp ult i64 %132, 64
  %conflict.rdx358 = or i1 %conflict.rdx356, %diff.check357
  %diff.check = icmp ult i64 %134, 128
  %diff.check298 = icmp ult i64 %135, 128
  %conflict.rdx = or i1 %diff.check, %diff.check298
  %bound0 = icmp ult ptr %scevgep, %scevgep268
  %bound1 = icmp ult ptr %scevgep267, %scevgep266
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done88.us
  %step164.us = phi i64 [ 0, %row.body.us ], [ %876, %noise.done88.us ]
  %temperature1.0163.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done88.us ]
  %145 = fmul float %two_eta, %temperature1.0163.us
  %146 = fcmp ogt float %145, 0.000000e+00
  %147 = tail call float @llvm.sqrt.f32(float %145)
  %148 = select i1 %146, float %147, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %148
  %key1_step.us = add i64 %step164.us, %key1
  br i1 %cond, label %feature.header24.preheader.us, label %philox.header.preheader.us

fold_tail.body21.us:                              ; preds = %fold_tail.body21.us.preheader, %fold_tail.body21.us
  %fold_tail23141.us = phi i64 [ %180, %fold_tail.body21.us ], [ 0, %fold_tail.body21.us.preheader ]
  %fold_value15.0140.us = phi float [ %179, %fold_tail.body21.us ], [ 0.000000e+00, %fold_tail.body21.us.preheader ]
  %niter632 = phi i64 [ %niter632.next.7, %fold_tail.body21.us ], [ 0, %fold_tail.body21.us.preheader ]
  %149 = getelementptr inbounds float, ptr %37, i64 %fold_tail23141.us
  %150 = load float, ptr %149, align 4
  %151 = fadd float %fold_value15.0140.us, %150
  %152 = getelementptr float, ptr %37, i64 %fold_tail23141.us
  %153 = getelementptr i8, ptr %152, i64 4
  %154 = load float, ptr %153, align 4
  %155 = fadd float %151, %154
  %156 = getelementptr float, ptr %37, i64 %fold_tail23141.us
  %157 = getelementptr i8, ptr %156, i64 8
  %158 = load float, ptr %157, align 4
  %159 = fadd float %155, %158
  %160 = getelementptr float, ptr %37, i64 %fold_tail23141.us
  %161 = getelementptr i8, ptr %160, i64 12
  %162 = load float, ptr %161, align 4
  %163 = fadd float %159, %162
  %164 = getelementptr float, ptr %37, i64 %fold_tail23141.us
  %165 = getelementptr i8, ptr %164, i64 16
  %166 = load float, ptr %165, align 4
  %167 = fadd float %163, %166
  %168 = getelementptr float, ptr %37, i64 %fold_tail23141.us
  %169 = getelementptr i8, ptr %168, i64 20
  %170 = load float, ptr %169, align 4
  %171 = fadd float %167, %170
  %172 = getelementptr float, ptr %37, i64 %fold_tail23141.us
  %173 = getelementptr i8, ptr %172, i64 24
  %174 = load float, ptr %173, align 4
  %175 = fadd float %171, %174
  %176 = getelementptr float, ptr %37, i64 %fold_tail23141.us
  %177 = getelementptr i8, ptr %176, i64 28
  %178 = load float, ptr %177, align 4
  %179 = fadd float %175, %178
  %180 = add nuw i64 %fold_tail23141.us, 8
  %niter632.next.7 = add i64 %niter632, 8
  %niter632.ncmp.7 = icmp eq i64 %niter632.next.7, %unroll_iter631
  br i1 %niter632.ncmp.7, label %iter.check436.unr-lcssa, label %fold_tail.body21.us

fold_tail.body12.us:                              ; preds = %fold_tail.body12.us.preheader, %fold_tail.body12.us
  %fold_tail14138.us = phi i64 [ %212, %fold_tail.body12.us ], [ 0, %fold_tail.body12.us.preheader ]
  %fold_value6.0137.us = phi float [ %211, %fold_tail.body12.us ], [ 0.000000e+00, %fold_tail.body12.us.preheader ]
  %niter625 = phi i64 [ %niter625.next.7, %fold_tail.body12.us ], [ 0, %fold_tail.body12.us.preheader ]
  %181 = getelementptr inbounds float, ptr %36, i64 %fold_tail14138.us
  %182 = load float, ptr %181, align 4
  %183 = fadd float %fold_value6.0137.us, %182
  %184 = getelementptr float, ptr %36, i64 %fold_tail14138.us
  %185 = getelementptr i8, ptr %184, i64 4
  %186 = load float, ptr %185, align 4
  %187 = fadd float %183, %186
  %188 = getelementptr float, ptr %36, i64 %fold_tail14138.us
  %189 = getelementptr i8, ptr %188, i64 8
  %190 = load float, ptr %189, align 4
  %191 = fadd float %187, %190
  %192 = getelementptr float, ptr %36, i64 %fold_tail14138.us
  %193 = getelementptr i8, ptr %192, i64 12
  %194 = load float, ptr %193, align 4
  %195 = fadd float %191, %194
  %196 = getelementptr float, ptr %36, i64 %fold_tail14138.us
  %197 = getelementptr i8, ptr %196, i64 16
  %198 = load float, ptr %197, align 4
  %199 = fadd float %195, %198
  %200 = getelementptr float, ptr %36, i64 %fold_tail14138.us
  %201 = getelementptr i8, ptr %200, i64 20
  %202 = load float, ptr %201, align 4
  %203 = fadd float %199, %202
  %204 = getelementptr float, ptr %36, i64 %fold_tail14138.us
  %205 = getelementptr i8, ptr %204, i64 24
  %206 = load float, ptr %205, align 4
  %207 = fadd float %203, %206
  %208 = getelementptr float, ptr %36, i64 %fold_tail14138.us
  %209 = getelementptr i8, ptr %208, i64 28
  %210 = load float, ptr %209, align 4
  %211 = fadd float %207, %210
  %212 = add nuw i64 %fold_tail14138.us, 8
  %niter625.next.7 = add i64 %niter625, 8
  %niter625.ncmp.7 = icmp eq i64 %niter625.next.7, %unroll_iter624
  br i1 %niter625.ncmp.7, label %fold_tail.body21.us.preheader.unr-lcssa, label %fold_tail.body12.us

fold_tail.body21.us.preheader.unr-lcssa:          ; preds = %fold_tail.body12.us
  br i1 %lcmp.mod621.not, label %fold_tail.body21.us.preheader, label %fold_tail.body12.us.epil.preheader

fold_tail.body12.us.epil.preheader:               ; preds = %fold_tail.body21.us.preheader.unr-lcssa, %fold_tail.body12.us.preheader
  %fold_tail14138.us.epil.init = phi i64 [ 0, %fold_tail.body12.us.preheader ], [ %212, %fold_tail.body21.us.preheader.unr-lcssa ]
  %fold_value6.0137.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body12.us.preheader ], [ %211, %fold_tail.body21.us.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod623)
  br label %fold_tail.body12.us.epil

fold_tail.body12.us.epil:                         ; preds = %fold_tail.body12.us.epil, %fold_tail.body12.us.epil.preheader
  %fold_tail14138.us.epil = phi i64 [ %216, %fold_tail.body12.us.epil ], [ %fold_tail14138.us.epil.init, %fold_tail.body12.us.epil.preheader ]
  %fold_value6.0137.us.epil = phi float [ %215, %fold_tail.body12.us.epil ], [ %fold_value6.0137.us.epil.init, %fold_tail.body12.us.epil.preheader ]
  %epil.iter620 = phi i64 [ %epil.iter620.next, %fold_tail.body12.us.epil ], [ 0, %fold_tail.body12.us.epil.preheader ]
  %213 = getelementptr inbounds float, ptr %36, i64 %fold_tail14138.us.epil
  %214 = load float, ptr %213, align 4
  %215 = fadd float %fold_value6.0137.us.epil, %214
  %216 = add nuw i64 %fold_tail14138.us.epil, 1
  %epil.iter620.next = add i64 %epil.iter620, 1
  %epil.iter620.cmp.not = icmp eq i64 %epil.iter620.next, %xtraiter619
  br i1 %epil.iter620.cmp.not, label %fold_tail.body21.us.preheader, label %fold_tail.body12.us.epil, !llvm.loop !0

fold_tail.body21.us.preheader:                    ; preds = %fold_tail.body12.us.epil, %fold_tail.body21.us.preheader.unr-lcssa
  %.lcssa609 = phi float [ %211, %fold_tail.body21.us.preheader.unr-lcssa ], [ %215, %fold_tail.body12.us.epil ]
  br i1 %110, label %fold_tail.body21.us.epil.preheader, label %fold_tail.body21.us

fold_tail.body.us:                                ; preds = %fold_tail.body.us.preheader, %fold_tail.body.us
  %fold_tail136.us = phi i64 [ %248, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %fold_value.0135.us = phi float [ %247, %fold_tail.body.us ], [ 0.000000e+00, %fold_tail.body.us.preheader ]
  %niter = phi i64 [ %niter.next.7, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %217 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail136.us
  %218 = load float, ptr %217, align 4
  %219 = fadd float %fold_value.0135.us, %218
  %220 = getelementptr float, ptr %scratch, i64 %fold_tail136.us
  %221 = getelementptr i8, ptr %220, i64 4
  %222 = load float, ptr %221, align 4
  %223 = fadd float %219, %222
  %224 = getelementptr float, ptr %scratch, i64 %fold_tail136.us
  %225 = getelementptr i8, ptr %224, i64 8
  %226 = load float, ptr %225, align 4
  %227 = fadd float %223, %226
  %228 = getelementptr float, ptr %scratch, i64 %fold_tail136.us
  %229 = getelementptr i8, ptr %228, i64 12
  %230 = load float, ptr %229, align 4
  %231 = fadd float %227, %230
  %232 = getelementptr float, ptr %scratch, i64 %fold_tail136.us
  %233 = getelementptr i8, ptr %232, i64 16
  %234 = load float, ptr %233, align 4
  %235 = fadd float %231, %234
  %236 = getelementptr float, ptr %scratch, i64 %fold_tail136.us
  %237 = getelementptr i8, ptr %236, i64 20
  %238 = load float, ptr %237, align 4
  %239 = fadd float %235, %238
  %240 = getelementptr float, ptr %scratch, i64 %fold_tail136.us
  %241 = getelementptr i8, ptr %240, i64 24
  %242 = load float, ptr %241, align 4
  %243 = fadd float %239, %242
  %244 = getelementptr float, ptr %scratch, i64 %fold_tail136.us
  %245 = getelementptr i8, ptr %244, i64 28
  %246 = load float, ptr %245, align 4
  %247 = fadd float %243, %246
  %248 = add nuw i64 %fold_tail136.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold_tail.body12.us.preheader.unr-lcssa, label %fold_tail.body.us

fold_tail.body12.us.preheader.unr-lcssa:          ; preds = %fold_tail.body.us
  br i1 %lcmp.mod616.not, label %fold_tail.body12.us.preheader, label %fold_tail.body.us.epil.preheader

fold_tail.body.us.epil.preheader:                 ; preds = %fold_tail.body12.us.preheader.unr-lcssa, %fold_tail.body.us.preheader
  %fold_tail136.us.epil.init = phi i64 [ 0, %fold_tail.body.us.preheader ], [ %248, %fold_tail.body12.us.preheader.unr-lcssa ]
  %fold_value.0135.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body.us.preheader ], [ %247, %fold_tail.body12.us.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod618)
  br label %fold_tail.body.us.epil

fold_tail.body.us.epil:                           ; preds = %fold_tail.body.us.epil, %fold_tail.body.us.epil.preheader
  %fold_tail136.us.epil = phi i64 [ %252, %fold_tail.body.us.epil ], [ %fold_tail136.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %fold_value.0135.us.epil = phi float [ %251, %fold_tail.body.us.epil ], [ %fold_value.0135.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_tail.body.us.epil ], [ 0, %fold_tail.body.us.epil.preheader ]
  %249 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail136.us.epil
  %250 = load float, ptr %249, align 4
  %251 = fadd float %fold_value.0135.us.epil, %250
  %252 = add nuw i64 %fold_tail136.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter615
  br i1 %epil.iter.cmp.not, label %fold_tail.body12.us.preheader, label %fold_tail.body.us.epil, !llvm.loop !2

fold_tail.body12.us.preheader:                    ; preds = %fold_tail.body.us.epil, %fold_tail.body12.us.preheader.unr-lcssa
  %.lcssa = phi float [ %247, %fold_tail.body12.us.preheader.unr-lcssa ], [ %251, %fold_tail.body.us.epil ]
  br i1 %109, label %fold_tail.body12.us.epil.preheader, label %fold_tail.body12.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature134.us = phi i64 [ %280, %feature.body.us ], [ %feature134.us.unr, %feature.body.us.prol.loopexit ]
  %253 = getelementptr inbounds float, ptr %139, i64 %feature134.us
  %254 = load float, ptr %253, align 4
  %255 = fmul float %254, %254
  %256 = getelementptr inbounds float, ptr %140, i64 %feature134.us
  %257 = load float, ptr %256, align 4
  %258 = fneg float %257
  %259 = fmul float %254, %258
  %260 = getelementptr inbounds float, ptr %17, i64 %feature134.us
  %261 = load float, ptr %260, align 4
  %262 = fmul float %254, %261
  %263 = getelementptr inbounds float, ptr %scratch, i64 %feature134.us
  store float %255, ptr %263, align 4
  %264 = getelementptr float, ptr %36, i64 %feature134.us
  store float %259, ptr %264, align 4
  %265 = getelementptr float, ptr %37, i64 %feature134.us
  store float %262, ptr %265, align 4
  %266 = add nuw i64 %feature134.us, 1
  %267 = getelementptr inbounds float, ptr %139, i64 %266
  %268 = load float, ptr %267, align 4
  %269 = fmul float %268, %268
  %270 = getelementptr inbounds float, ptr %140, i64 %266
  %271 = load float, ptr %270, align 4
  %272 = fneg float %271
  %273 = fmul float %268, %272
  %274 = getelementptr inbounds float, ptr %17, i64 %266
  %275 = load float, ptr %274, align 4
  %276 = fmul float %268, %275
  %277 = getelementptr inbounds float, ptr %scratch, i64 %266
  store float %269, ptr %277, align 4
  %278 = getelementptr float, ptr %36, i64 %266
  store float %273, ptr %278, align 4
  %279 = getelementptr float, ptr %37, i64 %266
  store float %276, ptr %279, align 4
  %280 = add nuw i64 %feature134.us, 2
  %exitcond194.not.1 = icmp eq i64 %280, %n_features
  br i1 %exitcond194.not.1, label %fold_tail.body.us.preheader, label %feature.body.us, !llvm.loop !3

noise.body.us:                                    ; preds = %noise.body.us.preheader608, %noise.body.us
  %noise133.us = phi i64 [ %409, %noise.body.us ], [ %noise133.us.ph, %noise.body.us.preheader608 ]
  %281 = getelementptr inbounds float, ptr %17, i64 %noise133.us
  %w0.us = load i32, ptr %281, align 4
  %282 = getelementptr inbounds float, ptr %scratch, i64 %noise133.us
  %w1.us = load i32, ptr %282, align 4
  %283 = uitofp i32 %w0.us to double
  %284 = fadd double %283, 5.000000e-01
  %285 = fmul double %284, 0x3DF0000000000000
  %286 = uitofp i32 %w1.us to double
  %287 = fadd double %286, 5.000000e-01
  %288 = fmul double %287, 0x3DF0000000000000
  %289 = bitcast double %285 to i64
  %290 = lshr i64 %289, 32
  %291 = add nuw nsw i64 %290, 614242
  %292 = lshr i64 %291, 20
  %293 = add nsw i64 %292, -1023
  %294 = shl nuw i64 %291, 32
  %295 = and i64 %294, 4503595332403200
  %296 = add nuw nsw i64 %295, 4604544269498187776
  %297 = and i64 %289, 4294967295
  %298 = or disjoint i64 %296, %297
  %299 = bitcast i64 %298 to double
  %300 = fadd double %299, -1.000000e+00
  %301 = fmul double %300, 5.000000e-01
  %302 = fmul double %300, %301
  %303 = fadd double %300, 2.000000e+00
  %304 = fdiv double %300, %303
  %305 = fmul double %304, %304
  %306 = fmul double %305, %305
  %307 = fmul double %306, 0x3FC2F112DF3E5244
  %308 = fadd double %307, 0x3FC7466496CB03DE
  %309 = insertelement <2 x double> poison, double %306, i64 0
  %310 = shufflevector <2 x double> %309, <2 x double> poison, <2 x i32> zeroinitializer
  %311 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %308, i64 1
  %312 = fmul <2 x double> %310, %311
  %313 = fadd <2 x double> %312, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %314 = fmul <2 x double> %310, %313
  %315 = fadd <2 x double> %314, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %316 = insertelement <2 x double> %309, double %305, i64 1
  %317 = fmul <2 x double> %316, %315
  %shift = shufflevector <2 x double> %317, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %317, %shift
  %318 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %319 = sitofp i64 %293 to double
  %320 = fadd double %302, %318
  %321 = fmul double %304, %320
  %322 = fmul double %319, 0x3DEA39EF35793C76
  %323 = fadd double %322, %321
  %324 = fsub double %323, %302
  %325 = fadd double %300, %324
  %326 = fmul double %319, 0x3FE62E42FEE00000
  %327 = fadd double %326, %325
  %328 = fmul double %327, -2.000000e+00
  %329 = tail call double @llvm.sqrt.f64(double %328)
  %330 = fmul double %288, 0x401921FB54442D18
  %331 = fmul double %330, 0x3FE45F306DC9C883
  %332 = fadd double %331, 0x4338000000000000
  %333 = bitcast double %332 to i64
  %334 = fadd double %332, 0xC338000000000000
  %335 = fmul double %334, 0x3FF921FB54400000
  %336 = fsub double %330, %335
  %337 = fmul double %334, 0x3DD0B4611A626331
  %338 = fmul double %334, 0x3DD0B4611A600000
  %339 = fsub double %336, %338
  %340 = fmul double %334, 0x3BA3198A2E037073
  %341 = fsub double %336, %339
  %342 = fsub double %341, %338
  %343 = fsub double %340, %342
  %344 = fsub double %336, %337
  %345 = insertelement <2 x double> poison, double %344, i64 0
  %346 = insertelement <2 x double> %345, double %330, i64 1
  %347 = bitcast <2 x double> %346 to <2 x i64>
  %348 = lshr <2 x i64> %347, splat (i64 52)
  %349 = and <2 x i64> %348, splat (i64 2047)
  %350 = extractelement <2 x i64> %349, i64 0
  %351 = add nuw nsw i64 %350, 16
  %352 = extractelement <2 x i64> %349, i64 1
  %353 = icmp samesign ult i64 %351, %352
  %354 = select i1 %353, double %339, double %336
  %355 = select i1 %353, double %343, double %337
  %356 = fsub double %354, %355
  %357 = fsub double %354, %356
  %358 = fsub double %357, %355
  %359 = fmul double %356, %356
  %360 = fmul double %359, %359
  %361 = fmul double %359, 0x3EFA01A019CB1590
  %362 = fadd double %361, 0xBF56C16C16C15177
  %363 = fmul double %359, %362
  %364 = fadd double %363, 0x3FA555555555554C
  %365 = fmul double %359, %364
  %366 = fmul double %359, 0x3DA8FAE9BE8838D4
  %367 = fsub double 0x3E21EE9EBDB4B1C4, %366
  %368 = fmul double %359, %367
  %369 = fadd double %368, 0xBE927E4F809C52AD
  %370 = fmul double %360, %360
  %371 = fmul double %370, %369
  %372 = fadd double %365, %371
  %373 = fmul double %359, 5.000000e-01
  %374 = fsub double 1.000000e+00, %373
  %375 = fsub double 1.000000e+00, %374
  %376 = fsub double %375, %373
  %377 = fmul double %359, %372
  %378 = fmul double %356, %358
  %379 = fsub double %377, %378
  %380 = fadd double %376, %379
  %381 = fadd double %374, %380
  %382 = fmul double %359, 0x3EC71DE357B1FE7D
  %383 = fadd double %382, 0xBF2A01A019C161D5
  %384 = fmul double %359, %383
  %385 = fadd double %384, 0x3F8111111110F8A6
  %386 = fmul double %359, 0x3DE5D93A5ACFD57C
  %387 = fadd double %386, 0xBE5AE5E68A2B9CEB
  %388 = fmul double %359, %360
  %389 = fmul double %388, %387
  %390 = fadd double %389, %385
  %391 = fmul double %356, %359
  %392 = fmul double %358, 5.000000e-01
  %393 = fmul double %391, %390
  %394 = fsub double %392, %393
  %395 = fmul double %359, %394
  %396 = fsub double %395, %358
  %397 = fmul double %391, 0x3FC5555555555549
  %398 = fadd double %396, %397
  %399 = fsub double %356, %398
  %400 = fneg double %381
  %401 = fneg double %399
  %402 = and i64 %333, 1
  %403 = and i64 %333, 2
  %.not.us = icmp eq i64 %402, 0
  %.not126.us = icmp eq i64 %403, 0
  %404 = select i1 %.not126.us, double %381, double %400
  %405 = select i1 %.not126.us, double %401, double %399
  %406 = select i1 %.not.us, double %404, double %405
  %407 = fmul double %329, %406
  %408 = fptrunc double %407 to float
  store float %408, ptr %281, align 4
  %409 = add nuw i64 %noise133.us, 1
  %exitcond193.not = icmp eq i64 %409, %n_features
  br i1 %exitcond193.not, label %feature.body.us.preheader, label %noise.body.us, !llvm.loop !5

feature.body.us.preheader:                        ; preds = %noise.body.us, %middle.block542
  %brmerge = select i1 %min.iters.check514, i1 true, i1 %op.rdx601.reass
  br i1 %brmerge, label %feature.body.us.preheader607, label %vector.body518

vector.body518:                                   ; preds = %feature.body.us.preheader, %vector.body518
  %index519 = phi i64 [ %index.next523, %vector.body518 ], [ 0, %feature.body.us.preheader ]
  %410 = getelementptr inbounds float, ptr %139, i64 %index519
  %wide.load520 = load <8 x float>, ptr %410, align 4
  %411 = fmul <8 x float> %wide.load520, %wide.load520
  %412 = getelementptr inbounds float, ptr %140, i64 %index519
  %wide.load521 = load <8 x float>, ptr %412, align 4
  %413 = fneg <8 x float> %wide.load521
  %414 = fmul <8 x float> %wide.load520, %413
  %415 = getelementptr inbounds float, ptr %17, i64 %index519
  %wide.load522 = load <8 x float>, ptr %415, align 4
  %416 = fmul <8 x float> %wide.load520, %wide.load522
  %417 = getelementptr inbounds float, ptr %scratch, i64 %index519
  store <8 x float> %411, ptr %417, align 4
  %418 = getelementptr float, ptr %36, i64 %index519
  store <8 x float> %414, ptr %418, align 4
  %419 = getelementptr float, ptr %37, i64 %index519
  store <8 x float> %416, ptr %419, align 4
  %index.next523 = add nuw i64 %index519, 8
  %420 = icmp eq i64 %index.next523, %n.vec517
  br i1 %420, label %middle.block524, label %vector.body518, !llvm.loop !6

middle.block524:                                  ; preds = %vector.body518
  br i1 %cmp.n525, label %fold_tail.body.us.preheader, label %feature.body.us.preheader607

feature.body.us.preheader607:                     ; preds = %feature.body.us.preheader, %middle.block524
  %feature134.us.ph = phi i64 [ %n.vec517, %middle.block524 ], [ 0, %feature.body.us.preheader ]
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader607
  %421 = getelementptr inbounds float, ptr %139, i64 %feature134.us.ph
  %422 = load float, ptr %421, align 4
  %423 = fmul float %422, %422
  %424 = getelementptr inbounds float, ptr %140, i64 %feature134.us.ph
  %425 = load float, ptr %424, align 4
  %426 = fneg float %425
  %427 = fmul float %422, %426
  %428 = getelementptr inbounds float, ptr %17, i64 %feature134.us.ph
  %429 = load float, ptr %428, align 4
  %430 = fmul float %422, %429
  %431 = getelementptr inbounds float, ptr %scratch, i64 %feature134.us.ph
  store float %423, ptr %431, align 4
  %432 = getelementptr float, ptr %36, i64 %feature134.us.ph
  store float %427, ptr %432, align 4
  %433 = getelementptr float, ptr %37, i64 %feature134.us.ph
  store float %430, ptr %433, align 4
  %434 = or disjoint i64 %feature134.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader607
  %feature134.us.unr = phi i64 [ %feature134.us.ph, %feature.body.us.preheader607 ], [ %434, %feature.body.us.prol ]
  %435 = icmp eq i64 %106, %feature134.us.ph
  br i1 %435, label %fold_tail.body.us.preheader, label %feature.body.us

fold_tail.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block524
  br i1 %108, label %fold_tail.body.us.epil.preheader, label %fold_tail.body.us

philox.body.us:                                   ; preds = %philox.body.us.preheader, %philox.body.us
  %philox132.us = phi i64 [ %518, %philox.body.us ], [ %philox132.us.ph, %philox.body.us.preheader ]
  %element.us = add i64 %philox132.us, %row_offset.us
  %436 = and i64 %element.us, 4294967295
  %437 = mul nuw i64 %436, 3528531795
  %438 = xor i64 %element.us, %key0
  %439 = xor i64 %438, %437
  %440 = lshr i64 %439, 32
  %441 = mul nuw i64 %440, 3449720151
  %442 = lshr i64 %441, 32
  %.reass.reass = xor i64 %442, %invariant.op
  %443 = xor i64 %1307, %437
  %444 = and i64 %.reass.reass, 4294967295
  %445 = mul nuw i64 %444, 3528531795
  %446 = and i64 %443, 4294967295
  %447 = mul nuw i64 %446, 3449720151
  %448 = lshr i64 %445, 32
  %449 = lshr i64 %447, 32
  %450 = xor i64 %449, %22
  %451 = xor i64 %450, %441
  %.reass258.reass = xor i64 %448, %invariant.op697
  %452 = and i64 %451, 4294967295
  %453 = mul nuw i64 %452, 3528531795
  %454 = and i64 %.reass258.reass, 4294967295
  %455 = mul nuw i64 %454, 3449720151
  %456 = lshr i64 %453, 32
  %457 = lshr i64 %455, 32
  %458 = xor i64 %24, %457
  %459 = xor i64 %458, %447
  %460 = xor i64 %456, %25
  %461 = xor i64 %460, %445
  %462 = and i64 %459, 4294967295
  %463 = mul nuw i64 %462, 3528531795
  %464 = and i64 %461, 4294967295
  %465 = mul nuw i64 %464, 3449720151
  %466 = lshr i64 %463, 32
  %467 = lshr i64 %465, 32
  %468 = xor i64 %467, %26
  %469 = xor i64 %468, %455
  %470 = xor i64 %27, %466
  %471 = xor i64 %470, %453
  %472 = and i64 %469, 4294967295
  %473 = mul nuw i64 %472, 3528531795
  %474 = and i64 %471, 4294967295
  %475 = mul nuw i64 %474, 3449720151
  %476 = lshr i64 %473, 32
  %477 = lshr i64 %475, 32
  %478 = xor i64 %28, %477
  %479 = xor i64 %478, %465
  %480 = xor i64 %476, %29
  %481 = xor i64 %480, %463
  %482 = and i64 %479, 4294967295
  %483 = mul nuw i64 %482, 3528531795
  %484 = and i64 %481, 4294967295
  %485 = mul nuw i64 %484, 3449720151
  %486 = lshr i64 %483, 32
  %487 = lshr i64 %485, 32
  %488 = xor i64 %487, %30
  %489 = xor i64 %488, %475
  %490 = xor i64 %31, %486
  %491 = xor i64 %490, %473
  %492 = and i64 %489, 4294967295
  %493 = mul nuw i64 %492, 3528531795
  %494 = and i64 %491, 4294967295
  %495 = mul nuw i64 %494, 3449720151
  %496 = lshr i64 %493, 32
  %497 = lshr i64 %495, 32
  %498 = xor i64 %32, %497
  %499 = xor i64 %498, %485
  %500 = xor i64 %496, %33
  %501 = xor i64 %500, %483
  %502 = and i64 %499, 4294967295
  %503 = mul nuw i64 %502, 3528531795
  %504 = lshr i64 %503, 32
  %505 = trunc i64 %501 to i32
  %506 = mul i32 %505, -845247145
  %507 = xor i64 %34, %504
  %508 = xor i64 %507, %493
  %509 = and i64 %508, 4294967295
  %510 = mul nuw i64 %509, 3449720151
  %511 = lshr i64 %510, 32
  %512 = trunc nuw i64 %511 to i32
  %513 = trunc i64 %510 to i32
  %514 = xor i32 %506, %512
  %515 = xor i32 %514, %35
  %516 = getelementptr inbounds float, ptr %17, i64 %philox132.us
  store i32 %515, ptr %516, align 4
  %517 = getelementptr inbounds float, ptr %scratch, i64 %philox132.us
  store i32 %513, ptr %517, align 4
  %518 = add nuw i64 %philox132.us, 1
  %exitcond.not = icmp eq i64 %518, %n_features
  br i1 %exitcond.not, label %noise.body.us.preheader, label %philox.body.us, !llvm.loop !8

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block595
  %brmerge699 = select i1 %min.iters.check533, i1 true, i1 %found.conflict531
  br i1 %brmerge699, label %noise.body.us.preheader608, label %vector.body537

vector.body537:                                   ; preds = %noise.body.us.preheader, %vector.body537
  %index538 = phi i64 [ %index.next541, %vector.body537 ], [ 0, %noise.body.us.preheader ]
  %519 = getelementptr inbounds float, ptr %17, i64 %index538
  %wide.load539 = load <8 x i32>, ptr %519, align 4, !alias.scope !9, !noalias !12
  %520 = getelementptr inbounds float, ptr %scratch, i64 %index538
  %wide.load540 = load <8 x i32>, ptr %520, align 4, !alias.scope !12
  %521 = uitofp <8 x i32> %wide.load539 to <8 x double>
  %522 = fadd <8 x double> %521, splat (double 5.000000e-01)
  %523 = fmul <8 x double> %522, splat (double 0x3DF0000000000000)
  %524 = uitofp <8 x i32> %wide.load540 to <8 x double>
  %525 = fadd <8 x double> %524, splat (double 5.000000e-01)
  %526 = fmul <8 x double> %525, splat (double 0x3DF0000000000000)
  %527 = bitcast <8 x double> %523 to <8 x i64>
  %528 = lshr <8 x i64> %527, splat (i64 32)
  %529 = add nuw nsw <8 x i64> %528, splat (i64 614242)
  %530 = lshr <8 x i64> %529, splat (i64 20)
  %531 = add nsw <8 x i64> %530, splat (i64 -1023)
  %532 = shl nuw <8 x i64> %529, splat (i64 32)
  %533 = and <8 x i64> %532, splat (i64 4503595332403200)
  %534 = add nuw nsw <8 x i64> %533, splat (i64 4604544269498187776)
  %535 = and <8 x i64> %527, splat (i64 4294967295)
  %536 = or disjoint <8 x i64> %534, %535
  %537 = bitcast <8 x i64> %536 to <8 x double>
  %538 = fadd <8 x double> %537, splat (double -1.000000e+00)
  %539 = fmul <8 x double> %538, splat (double 5.000000e-01)
  %540 = fmul <8 x double> %538, %539
  %541 = fadd <8 x double> %538, splat (double 2.000000e+00)
  %542 = fdiv <8 x double> %538, %541
  %543 = fmul <8 x double> %542, %542
  %544 = fmul <8 x double> %543, %543
  %545 = fmul <8 x double> %544, splat (double 0x3FC39A09D078C69F)
  %546 = fadd <8 x double> %545, splat (double 0x3FCC71C51D8E78AF)
  %547 = fmul <8 x double> %544, %546
  %548 = fadd <8 x double> %547, splat (double 0x3FD999999997FA04)
  %549 = fmul <8 x double> %544, %548
  %550 = fmul <8 x double> %544, splat (double 0x3FC2F112DF3E5244)
  %551 = fadd <8 x double> %550, splat (double 0x3FC7466496CB03DE)
  %552 = fmul <8 x double> %544, %551
  %553 = fadd <8 x double> %552, splat (double 0x3FD2492494229359)
  %554 = fmul <8 x double> %544, %553
  %555 = fadd <8 x double> %554, splat (double 0x3FE5555555555593)
  %556 = fmul <8 x double> %543, %555
  %557 = fadd <8 x double> %549, %556
  %558 = sitofp <8 x i64> %531 to <8 x double>
  %559 = fadd <8 x double> %540, %557
  %560 = fmul <8 x double> %542, %559
  %561 = fmul <8 x double> %558, splat (double 0x3DEA39EF35793C76)
  %562 = fadd <8 x double> %561, %560
  %563 = fsub <8 x double> %562, %540
  %564 = fadd <8 x double> %538, %563
  %565 = fmul <8 x double> %558, splat (double 0x3FE62E42FEE00000)
  %566 = fadd <8 x double> %565, %564
  %567 = fmul <8 x double> %566, splat (double -2.000000e+00)
  %568 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %567)
  %569 = fmul <8 x double> %526, splat (double 0x401921FB54442D18)
  %570 = fmul <8 x double> %569, splat (double 0x3FE45F306DC9C883)
  %571 = fadd <8 x double> %570, splat (double 0x4338000000000000)
  %572 = bitcast <8 x double> %571 to <8 x i64>
  %573 = fadd <8 x double> %571, splat (double 0xC338000000000000)
  %574 = fmul <8 x double> %573, splat (double 0x3FF921FB54400000)
  %575 = fsub <8 x double> %569, %574
  %576 = fmul <8 x double> %573, splat (double 0x3DD0B4611A626331)
  %577 = fmul <8 x double> %573, splat (double 0x3DD0B4611A600000)
  %578 = fsub <8 x double> %575, %577
  %579 = fmul <8 x double> %573, splat (double 0x3BA3198A2E037073)
  %580 = fsub <8 x double> %575, %578
  %581 = fsub <8 x double> %580, %577
  %582 = fsub <8 x double> %579, %581
  %583 = fsub <8 x double> %575, %576
  %584 = bitcast <8 x double> %569 to <8 x i64>
  %585 = lshr <8 x i64> %584, splat (i64 52)
  %586 = and <8 x i64> %585, splat (i64 2047)
  %587 = bitcast <8 x double> %583 to <8 x i64>
  %588 = lshr <8 x i64> %587, splat (i64 52)
  %589 = and <8 x i64> %588, splat (i64 2047)
  %590 = add nuw nsw <8 x i64> %589, splat (i64 16)
  %591 = icmp samesign ult <8 x i64> %590, %586
  %592 = select <8 x i1> %591, <8 x double> %578, <8 x double> %575
  %593 = select <8 x i1> %591, <8 x double> %582, <8 x double> %576
  %594 = fsub <8 x double> %592, %593
  %595 = fsub <8 x double> %592, %594
  %596 = fsub <8 x double> %595, %593
  %597 = fmul <8 x double> %594, %594
  %598 = fmul <8 x double> %597, %597
  %599 = fmul <8 x double> %597, splat (double 0x3EFA01A019CB1590)
  %600 = fadd <8 x double> %599, splat (double 0xBF56C16C16C15177)
  %601 = fmul <8 x double> %597, %600
  %602 = fadd <8 x double> %601, splat (double 0x3FA555555555554C)
  %603 = fmul <8 x double> %597, %602
  %604 = fmul <8 x double> %597, splat (double 0x3DA8FAE9BE8838D4)
  %605 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %604
  %606 = fmul <8 x double> %597, %605
  %607 = fadd <8 x double> %606, splat (double 0xBE927E4F809C52AD)
  %608 = fmul <8 x double> %598, %598
  %609 = fmul <8 x double> %608, %607
  %610 = fadd <8 x double> %603, %609
  %611 = fmul <8 x double> %597, splat (double 5.000000e-01)
  %612 = fsub <8 x double> splat (double 1.000000e+00), %611
  %613 = fsub <8 x double> splat (double 1.000000e+00), %612
  %614 = fsub <8 x double> %613, %611
  %615 = fmul <8 x double> %597, %610
  %616 = fmul <8 x double> %594, %596
  %617 = fsub <8 x double> %615, %616
  %618 = fadd <8 x double> %614, %617
  %619 = fadd <8 x double> %612, %618
  %620 = fmul <8 x double> %597, splat (double 0x3EC71DE357B1FE7D)
  %621 = fadd <8 x double> %620, splat (double 0xBF2A01A019C161D5)
  %622 = fmul <8 x double> %597, %621
  %623 = fadd <8 x double> %622, splat (double 0x3F8111111110F8A6)
  %624 = fmul <8 x double> %597, splat (double 0x3DE5D93A5ACFD57C)
  %625 = fadd <8 x double> %624, splat (double 0xBE5AE5E68A2B9CEB)
  %626 = fmul <8 x double> %597, %598
  %627 = fmul <8 x double> %626, %625
  %628 = fadd <8 x double> %627, %623
  %629 = fmul <8 x double> %594, %597
  %630 = fmul <8 x double> %596, splat (double 5.000000e-01)
  %631 = fmul <8 x double> %629, %628
  %632 = fsub <8 x double> %630, %631
  %633 = fmul <8 x double> %597, %632
  %634 = fsub <8 x double> %633, %596
  %635 = fmul <8 x double> %629, splat (double 0x3FC5555555555549)
  %636 = fadd <8 x double> %634, %635
  %637 = fsub <8 x double> %594, %636
  %638 = fneg <8 x double> %619
  %639 = fneg <8 x double> %637
  %640 = and <8 x i64> %572, splat (i64 1)
  %641 = and <8 x i64> %572, splat (i64 2)
  %642 = icmp eq <8 x i64> %640, zeroinitializer
  %643 = icmp eq <8 x i64> %641, zeroinitializer
  %644 = select <8 x i1> %643, <8 x double> %619, <8 x double> %638
  %645 = select <8 x i1> %643, <8 x double> %639, <8 x double> %637
  %646 = select <8 x i1> %642, <8 x double> %644, <8 x double> %645
  %647 = fmul <8 x double> %568, %646
  %648 = fptrunc <8 x double> %647 to <8 x float>
  store <8 x float> %648, ptr %519, align 4, !alias.scope !9, !noalias !12
  %index.next541 = add nuw i64 %index538, 8
  %649 = icmp eq i64 %index.next541, %n.vec536
  br i1 %649, label %middle.block542, label %vector.body537, !llvm.loop !14

middle.block542:                                  ; preds = %vector.body537
  br i1 %cmp.n543, label %feature.body.us.preheader, label %noise.body.us.preheader608

noise.body.us.preheader608:                       ; preds = %noise.body.us.preheader, %middle.block542
  %noise133.us.ph = phi i64 [ %n.vec536, %middle.block542 ], [ 0, %noise.body.us.preheader ]
  br label %noise.body.us

fold_tail.body69.us:                              ; preds = %fold_tail.body69.us.preheader, %fold_tail.body69.us
  %fold_tail71155.us = phi i64 [ %681, %fold_tail.body69.us ], [ 0, %fold_tail.body69.us.preheader ]
  %fold_value63.0154.us = phi float [ %680, %fold_tail.body69.us ], [ 0.000000e+00, %fold_tail.body69.us.preheader ]
  %niter641 = phi i64 [ %niter641.next.7, %fold_tail.body69.us ], [ 0, %fold_tail.body69.us.preheader ]
  %650 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail71155.us
  %651 = load float, ptr %650, align 4
  %652 = fadd float %fold_value63.0154.us, %651
  %653 = getelementptr float, ptr %scratch, i64 %fold_tail71155.us
  %654 = getelementptr i8, ptr %653, i64 4
  %655 = load float, ptr %654, align 4
  %656 = fadd float %652, %655
  %657 = getelementptr float, ptr %scratch, i64 %fold_tail71155.us
  %658 = getelementptr i8, ptr %657, i64 8
  %659 = load float, ptr %658, align 4
  %660 = fadd float %656, %659
  %661 = getelementptr float, ptr %scratch, i64 %fold_tail71155.us
  %662 = getelementptr i8, ptr %661, i64 12
  %663 = load float, ptr %662, align 4
  %664 = fadd float %660, %663
  %665 = getelementptr float, ptr %scratch, i64 %fold_tail71155.us
  %666 = getelementptr i8, ptr %665, i64 16
  %667 = load float, ptr %666, align 4
  %668 = fadd float %664, %667
  %669 = getelementptr float, ptr %scratch, i64 %fold_tail71155.us
  %670 = getelementptr i8, ptr %669, i64 20
  %671 = load float, ptr %670, align 4
  %672 = fadd float %668, %671
  %673 = getelementptr float, ptr %scratch, i64 %fold_tail71155.us
  %674 = getelementptr i8, ptr %673, i64 24
  %675 = load float, ptr %674, align 4
  %676 = fadd float %672, %675
  %677 = getelementptr float, ptr %scratch, i64 %fold_tail71155.us
  %678 = getelementptr i8, ptr %677, i64 28
  %679 = load float, ptr %678, align 4
  %680 = fadd float %676, %679
  %681 = add nuw i64 %fold_tail71155.us, 8
  %niter641.next.7 = add i64 %niter641, 8
  %niter641.ncmp.7 = icmp eq i64 %niter641.next.7, %unroll_iter640
  br i1 %niter641.ncmp.7, label %noise86.us.loopexit.unr-lcssa, label %fold_tail.body69.us

feature.body60.us:                                ; preds = %feature.body60.us.prol.loopexit, %feature.body60.us
  %feature62153.us = phi i64 [ %717, %feature.body60.us ], [ %feature62153.us.unr, %feature.body60.us.prol.loopexit ]
  %682 = getelementptr inbounds float, ptr %139, i64 %feature62153.us
  %683 = load float, ptr %682, align 4
  %684 = getelementptr inbounds float, ptr %140, i64 %feature62153.us
  %685 = load float, ptr %684, align 4
  %686 = fneg float %685
  %687 = fmul float %.lcssa609, %683
  %688 = fsub float %686, %687
  %689 = fmul float %eta, %688
  %690 = fsub float %683, %689
  %691 = getelementptr inbounds float, ptr %17, i64 %feature62153.us
  %692 = load float, ptr %691, align 4
  %693 = fmul float %.lcssa610, %683
  %694 = fsub float %692, %693
  %695 = fmul float %noise_scale3.us, %694
  %696 = fadd float %690, %695
  %697 = fmul float %696, %696
  %698 = getelementptr inbounds float, ptr %scratch, i64 %feature62153.us
  store float %697, ptr %698, align 4
  %699 = add nuw i64 %feature62153.us, 1
  %700 = getelementptr inbounds float, ptr %139, i64 %699
  %701 = load float, ptr %700, align 4
  %702 = getelementptr inbounds float, ptr %140, i64 %699
  %703 = load float, ptr %702, align 4
  %704 = fneg float %703
  %705 = fmul float %.lcssa609, %701
  %706 = fsub float %704, %705
  %707 = fmul float %eta, %706
  %708 = fsub float %701, %707
  %709 = getelementptr inbounds float, ptr %17, i64 %699
  %710 = load float, ptr %709, align 4
  %711 = fmul float %.lcssa610, %701
  %712 = fsub float %710, %711
  %713 = fmul float %noise_scale3.us, %712
  %714 = fadd float %708, %713
  %715 = fmul float %714, %714
  %716 = getelementptr inbounds float, ptr %scratch, i64 %699
  store float %715, ptr %716, align 4
  %717 = add nuw i64 %feature62153.us, 2
  %exitcond202.not.1 = icmp eq i64 %717, %n_features
  br i1 %exitcond202.not.1, label %fold_tail.body69.us.preheader, label %feature.body60.us, !llvm.loop !15

noise86.us.loopexit.unr-lcssa:                    ; preds = %fold_tail.body69.us
  br i1 %lcmp.mod637.not, label %noise86.us.loopexit, label %fold_tail.body69.us.epil.preheader

fold_tail.body69.us.epil.preheader:               ; preds = %noise86.us.loopexit.unr-lcssa, %fold_tail.body69.us.preheader
  %fold_tail71155.us.epil.init = phi i64 [ 0, %fold_tail.body69.us.preheader ], [ %681, %noise86.us.loopexit.unr-lcssa ]
  %fold_value63.0154.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body69.us.preheader ], [ %680, %noise86.us.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod639)
  br label %fold_tail.body69.us.epil

fold_tail.body69.us.epil:                         ; preds = %fold_tail.body69.us.epil, %fold_tail.body69.us.epil.preheader
  %fold_tail71155.us.epil = phi i64 [ %721, %fold_tail.body69.us.epil ], [ %fold_tail71155.us.epil.init, %fold_tail.body69.us.epil.preheader ]
  %fold_value63.0154.us.epil = phi float [ %720, %fold_tail.body69.us.epil ], [ %fold_value63.0154.us.epil.init, %fold_tail.body69.us.epil.preheader ]
  %epil.iter636 = phi i64 [ %epil.iter636.next, %fold_tail.body69.us.epil ], [ 0, %fold_tail.body69.us.epil.preheader ]
  %718 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail71155.us.epil
  %719 = load float, ptr %718, align 4
  %720 = fadd float %fold_value63.0154.us.epil, %719
  %721 = add nuw i64 %fold_tail71155.us.epil, 1
  %epil.iter636.next = add i64 %epil.iter636, 1
  %epil.iter636.cmp.not = icmp eq i64 %epil.iter636.next, %xtraiter635
  br i1 %epil.iter636.cmp.not, label %noise86.us.loopexit, label %fold_tail.body69.us.epil, !llvm.loop !16

noise86.us.loopexit:                              ; preds = %fold_tail.body69.us.epil, %noise86.us.loopexit.unr-lcssa
  %.lcssa611 = phi float [ %680, %noise86.us.loopexit.unr-lcssa ], [ %720, %fold_tail.body69.us.epil ]
  %722 = fadd float %.lcssa, -1.000000e+00
  %723 = tail call float @llvm.fabs.f32(float %722)
  %724 = fcmp ogt float %723, 0x3F60624DE0000000
  %725 = select i1 %724, float 1.000000e+00, float 0.000000e+00
  %726 = fcmp olt float %.lcssa611, 0x3D71979980000000
  %727 = tail call float @llvm.sqrt.f32(float %.lcssa611)
  %728 = select i1 %726, float 2.000000e+00, float 0.000000e+00
  %729 = fadd float %725, %728
  %status_bits.us = fptoui float %729 to i32
  %status89.us = load i32, ptr %141, align 4
  %730 = or i32 %status89.us, %status_bits.us
  store i32 %730, ptr %141, align 4
  %brmerge700 = select i1 %min.iters.check404, i1 true, i1 %conflict.rdx403
  br i1 %brmerge700, label %feature.body91.us.preheader, label %vector.ph405

vector.ph405:                                     ; preds = %noise86.us.loopexit
  %broadcast.splatinsert408 = insertelement <8 x float> poison, float %.lcssa609, i64 0
  %broadcast.splat409 = shufflevector <8 x float> %broadcast.splatinsert408, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert412 = insertelement <8 x float> poison, float %.lcssa610, i64 0
  %broadcast.splat413 = shufflevector <8 x float> %broadcast.splatinsert412, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert414 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat415 = shufflevector <8 x float> %broadcast.splatinsert414, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert416 = insertelement <8 x float> poison, float %727, i64 0
  %broadcast.splat417 = shufflevector <8 x float> %broadcast.splatinsert416, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body418

vector.body418:                                   ; preds = %vector.body418, %vector.ph405
  %index419 = phi i64 [ 0, %vector.ph405 ], [ %index.next423, %vector.body418 ]
  %731 = getelementptr inbounds float, ptr %139, i64 %index419
  %wide.load420 = load <8 x float>, ptr %731, align 4, !alias.scope !17, !noalias !20
  %732 = getelementptr inbounds float, ptr %140, i64 %index419
  %wide.load421 = load <8 x float>, ptr %732, align 4, !alias.scope !23
  %733 = fneg <8 x float> %wide.load421
  %734 = fmul <8 x float> %broadcast.splat409, %wide.load420
  %735 = fsub <8 x float> %733, %734
  %736 = fmul <8 x float> %broadcast.splat411, %735
  %737 = fsub <8 x float> %wide.load420, %736
  %738 = getelementptr inbounds float, ptr %17, i64 %index419
  %wide.load422 = load <8 x float>, ptr %738, align 4, !alias.scope !24
  %739 = fmul <8 x float> %broadcast.splat413, %wide.load420
  %740 = fsub <8 x float> %wide.load422, %739
  %741 = fmul <8 x float> %broadcast.splat415, %740
  %742 = fadd <8 x float> %737, %741
  %743 = fdiv <8 x float> %742, %broadcast.splat417
  %744 = select i1 %726, <8 x float> %wide.load420, <8 x float> %743
  store <8 x float> %744, ptr %731, align 4, !alias.scope !17, !noalias !20
  %index.next423 = add nuw i64 %index419, 8
  %745 = icmp eq i64 %index.next423, %n.vec407
  br i1 %745, label %middle.block424, label %vector.body418, !llvm.loop !25

middle.block424:                                  ; preds = %vector.body418
  br i1 %cmp.n425, label %noise.done88.us, label %feature.body91.us.preheader

feature.body91.us.preheader:                      ; preds = %noise86.us.loopexit, %middle.block424
  %feature93161.us.ph = phi i64 [ %n.vec407, %middle.block424 ], [ 0, %noise86.us.loopexit ]
  %.neg672 = or disjoint i64 %feature93161.us.ph, 1
  br i1 %lcmp.mod643.not, label %feature.body91.us.prol.loopexit, label %feature.body91.us.prol

feature.body91.us.prol:                           ; preds = %feature.body91.us.preheader
  %746 = getelementptr inbounds float, ptr %139, i64 %feature93161.us.ph
  %747 = load float, ptr %746, align 4
  %748 = getelementptr inbounds float, ptr %140, i64 %feature93161.us.ph
  %749 = load float, ptr %748, align 4
  %750 = fneg float %749
  %751 = fmul float %.lcssa609, %747
  %752 = fsub float %750, %751
  %753 = fmul float %eta, %752
  %754 = fsub float %747, %753
  %755 = getelementptr inbounds float, ptr %17, i64 %feature93161.us.ph
  %756 = load float, ptr %755, align 4
  %757 = fmul float %.lcssa610, %747
  %758 = fsub float %756, %757
  %759 = fmul float %noise_scale3.us, %758
  %760 = fadd float %754, %759
  %761 = fdiv float %760, %727
  %762 = select i1 %726, float %747, float %761
  store float %762, ptr %746, align 4
  %763 = or disjoint i64 %feature93161.us.ph, 1
  br label %feature.body91.us.prol.loopexit

feature.body91.us.prol.loopexit:                  ; preds = %feature.body91.us.prol, %feature.body91.us.preheader
  %feature93161.us.unr = phi i64 [ %feature93161.us.ph, %feature.body91.us.preheader ], [ %763, %feature.body91.us.prol ]
  %764 = icmp eq i64 %n_features, %.neg672
  br i1 %764, label %noise.done88.us, label %feature.body91.us

feature.body91.us:                                ; preds = %feature.body91.us.prol.loopexit, %feature.body91.us
  %feature93161.us = phi i64 [ %800, %feature.body91.us ], [ %feature93161.us.unr, %feature.body91.us.prol.loopexit ]
  %765 = getelementptr inbounds float, ptr %139, i64 %feature93161.us
  %766 = load float, ptr %765, align 4
  %767 = getelementptr inbounds float, ptr %140, i64 %feature93161.us
  %768 = load float, ptr %767, align 4
  %769 = fneg float %768
  %770 = fmul float %.lcssa609, %766
  %771 = fsub float %769, %770
  %772 = fmul float %eta, %771
  %773 = fsub float %766, %772
  %774 = getelementptr inbounds float, ptr %17, i64 %feature93161.us
  %775 = load float, ptr %774, align 4
  %776 = fmul float %.lcssa610, %766
  %777 = fsub float %775, %776
  %778 = fmul float %noise_scale3.us, %777
  %779 = fadd float %773, %778
  %780 = fdiv float %779, %727
  %781 = select i1 %726, float %766, float %780
  store float %781, ptr %765, align 4
  %782 = add nuw i64 %feature93161.us, 1
  %783 = getelementptr inbounds float, ptr %139, i64 %782
  %784 = load float, ptr %783, align 4
  %785 = getelementptr inbounds float, ptr %140, i64 %782
  %786 = load float, ptr %785, align 4
  %787 = fneg float %786
  %788 = fmul float %.lcssa609, %784
  %789 = fsub float %787, %788
  %790 = fmul float %eta, %789
  %791 = fsub float %784, %790
  %792 = getelementptr inbounds float, ptr %17, i64 %782
  %793 = load float, ptr %792, align 4
  %794 = fmul float %.lcssa610, %784
  %795 = fsub float %793, %794
  %796 = fmul float %noise_scale3.us, %795
  %797 = fadd float %791, %796
  %798 = fdiv float %797, %727
  %799 = select i1 %726, float %784, float %798
  store float %799, ptr %783, align 4
  %800 = add nuw i64 %feature93161.us, 2
  %exitcond206.not.1 = icmp eq i64 %800, %n_features
  br i1 %exitcond206.not.1, label %noise.done88.us, label %feature.body91.us, !llvm.loop !26

quiet87.us.loopexit.unr-lcssa:                    ; preds = %fold_tail.body82.us
  br i1 %lcmp.mod664.not, label %quiet87.us.loopexit, label %fold_tail.body82.us.epil.preheader

fold_tail.body82.us.epil.preheader:               ; preds = %quiet87.us.loopexit.unr-lcssa, %fold_tail.body82.us.preheader
  %fold_tail84159.us.epil.init = phi i64 [ 0, %fold_tail.body82.us.preheader ], [ %956, %quiet87.us.loopexit.unr-lcssa ]
  %fold_value76.0158.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body82.us.preheader ], [ %955, %quiet87.us.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod666)
  br label %fold_tail.body82.us.epil

fold_tail.body82.us.epil:                         ; preds = %fold_tail.body82.us.epil, %fold_tail.body82.us.epil.preheader
  %fold_tail84159.us.epil = phi i64 [ %804, %fold_tail.body82.us.epil ], [ %fold_tail84159.us.epil.init, %fold_tail.body82.us.epil.preheader ]
  %fold_value76.0158.us.epil = phi float [ %803, %fold_tail.body82.us.epil ], [ %fold_value76.0158.us.epil.init, %fold_tail.body82.us.epil.preheader ]
  %epil.iter663 = phi i64 [ %epil.iter663.next, %fold_tail.body82.us.epil ], [ 0, %fold_tail.body82.us.epil.preheader ]
  %801 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail84159.us.epil
  %802 = load float, ptr %801, align 4
  %803 = fadd float %fold_value76.0158.us.epil, %802
  %804 = add nuw i64 %fold_tail84159.us.epil, 1
  %epil.iter663.next = add i64 %epil.iter663, 1
  %epil.iter663.cmp.not = icmp eq i64 %epil.iter663.next, %xtraiter662
  br i1 %epil.iter663.cmp.not, label %quiet87.us.loopexit, label %fold_tail.body82.us.epil, !llvm.loop !27

quiet87.us.loopexit:                              ; preds = %fold_tail.body82.us.epil, %quiet87.us.loopexit.unr-lcssa
  %.lcssa614 = phi float [ %955, %quiet87.us.loopexit.unr-lcssa ], [ %803, %fold_tail.body82.us.epil ]
  %805 = fadd float %.lcssa612, -1.000000e+00
  %806 = tail call float @llvm.fabs.f32(float %805)
  %807 = fcmp ogt float %806, 0x3F60624DE0000000
  %808 = select i1 %807, float 1.000000e+00, float 0.000000e+00
  %809 = fcmp olt float %.lcssa614, 0x3D71979980000000
  %810 = tail call float @llvm.sqrt.f32(float %.lcssa614)
  %811 = select i1 %809, float 2.000000e+00, float 0.000000e+00
  %812 = fadd float %808, %811
  %status_bits94.us = fptoui float %812 to i32
  %status95.us = load i32, ptr %141, align 4
  %813 = or i32 %status95.us, %status_bits94.us
  store i32 %813, ptr %141, align 4
  %brmerge701 = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge701, label %feature.body97.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %quiet87.us.loopexit
  br i1 %min.iters.check269, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x float> poison, float %.lcssa613, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert272 = insertelement <8 x float> poison, float %810, i64 0
  %broadcast.splat273 = shufflevector <8 x float> %broadcast.splatinsert272, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %814 = getelementptr inbounds float, ptr %139, i64 %index
  %815 = getelementptr inbounds nuw i8, ptr %814, i64 32
  %816 = getelementptr inbounds nuw i8, ptr %814, i64 64
  %817 = getelementptr inbounds nuw i8, ptr %814, i64 96
  %wide.load = load <8 x float>, ptr %814, align 4, !alias.scope !28, !noalias !31
  %wide.load274 = load <8 x float>, ptr %815, align 4, !alias.scope !28, !noalias !31
  %wide.load275 = load <8 x float>, ptr %816, align 4, !alias.scope !28, !noalias !31
  %wide.load276 = load <8 x float>, ptr %817, align 4, !alias.scope !28, !noalias !31
  %818 = getelementptr inbounds float, ptr %140, i64 %index
  %819 = getelementptr inbounds nuw i8, ptr %818, i64 32
  %820 = getelementptr inbounds nuw i8, ptr %818, i64 64
  %821 = getelementptr inbounds nuw i8, ptr %818, i64 96
  %wide.load277 = load <8 x float>, ptr %818, align 4, !alias.scope !31
  %wide.load278 = load <8 x float>, ptr %819, align 4, !alias.scope !31
  %wide.load279 = load <8 x float>, ptr %820, align 4, !alias.scope !31
  %wide.load280 = load <8 x float>, ptr %821, align 4, !alias.scope !31
  %822 = fneg <8 x float> %wide.load277
  %823 = fneg <8 x float> %wide.load278
  %824 = fneg <8 x float> %wide.load279
  %825 = fneg <8 x float> %wide.load280
  %826 = fmul <8 x float> %broadcast.splat, %wide.load
  %827 = fmul <8 x float> %broadcast.splat, %wide.load274
  %828 = fmul <8 x float> %broadcast.splat, %wide.load275
  %829 = fmul <8 x float> %broadcast.splat, %wide.load276
  %830 = fsub <8 x float> %822, %826
  %831 = fsub <8 x float> %823, %827
  %832 = fsub <8 x float> %824, %828
  %833 = fsub <8 x float> %825, %829
  %834 = fmul <8 x float> %broadcast.splat271, %830
  %835 = fmul <8 x float> %broadcast.splat271, %831
  %836 = fmul <8 x float> %broadcast.splat271, %832
  %837 = fmul <8 x float> %broadcast.splat271, %833
  %838 = fsub <8 x float> %wide.load, %834
  %839 = fsub <8 x float> %wide.load274, %835
  %840 = fsub <8 x float> %wide.load275, %836
  %841 = fsub <8 x float> %wide.load276, %837
  %842 = fdiv <8 x float> %838, %broadcast.splat273
  %843 = fdiv <8 x float> %839, %broadcast.splat273
  %844 = fdiv <8 x float> %840, %broadcast.splat273
  %845 = fdiv <8 x float> %841, %broadcast.splat273
  %846 = select i1 %809, <8 x float> %wide.load, <8 x float> %842
  %847 = select i1 %809, <8 x float> %wide.load274, <8 x float> %843
  %848 = select i1 %809, <8 x float> %wide.load275, <8 x float> %844
  %849 = select i1 %809, <8 x float> %wide.load276, <8 x float> %845
  store <8 x float> %846, ptr %814, align 4, !alias.scope !28, !noalias !31
  store <8 x float> %847, ptr %815, align 4, !alias.scope !28, !noalias !31
  store <8 x float> %848, ptr %816, align 4, !alias.scope !28, !noalias !31
  store <8 x float> %849, ptr %817, align 4, !alias.scope !28, !noalias !31
  %index.next = add nuw i64 %index, 32
  %850 = icmp eq i64 %index.next, %n.vec
  br i1 %850, label %middle.block, label %vector.body, !llvm.loop !33

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done88.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body97.us.preheader, label %vec.epilog.ph, !prof !34

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert283 = insertelement <4 x float> poison, float %.lcssa613, i64 0
  %broadcast.splat284 = shufflevector <4 x float> %broadcast.splatinsert283, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert287 = insertelement <4 x float> poison, float %810, i64 0
  %broadcast.splat288 = shufflevector <4 x float> %broadcast.splatinsert287, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index289 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next292, %vec.epilog.vector.body ]
  %851 = getelementptr inbounds float, ptr %139, i64 %index289
  %wide.load290 = load <4 x float>, ptr %851, align 4, !alias.scope !28, !noalias !31
  %852 = getelementptr inbounds float, ptr %140, i64 %index289
  %wide.load291 = load <4 x float>, ptr %852, align 4, !alias.scope !31
  %853 = fneg <4 x float> %wide.load291
  %854 = fmul <4 x float> %broadcast.splat284, %wide.load290
  %855 = fsub <4 x float> %853, %854
  %856 = fmul <4 x float> %broadcast.splat286, %855
  %857 = fsub <4 x float> %wide.load290, %856
  %858 = fdiv <4 x float> %857, %broadcast.splat288
  %859 = select i1 %809, <4 x float> %wide.load290, <4 x float> %858
  store <4 x float> %859, ptr %851, align 4, !alias.scope !28, !noalias !31
  %index.next292 = add nuw i64 %index289, 4
  %860 = icmp eq i64 %index.next292, %n.vec282
  br i1 %860, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !35

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n293, label %noise.done88.us, label %feature.body97.us.preheader

feature.body97.us.preheader:                      ; preds = %quiet87.us.loopexit, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature99162.us.ph = phi i64 [ 0, %quiet87.us.loopexit ], [ %n.vec282, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  br i1 %lcmp.mod670.not, label %feature.body97.us.prol.loopexit, label %feature.body97.us.prol

feature.body97.us.prol:                           ; preds = %feature.body97.us.preheader, %feature.body97.us.prol
  %feature99162.us.prol = phi i64 [ %872, %feature.body97.us.prol ], [ %feature99162.us.ph, %feature.body97.us.preheader ]
  %prol.iter671 = phi i64 [ %prol.iter671.next, %feature.body97.us.prol ], [ 0, %feature.body97.us.preheader ]
  %861 = getelementptr inbounds float, ptr %139, i64 %feature99162.us.prol
  %862 = load float, ptr %861, align 4
  %863 = getelementptr inbounds float, ptr %140, i64 %feature99162.us.prol
  %864 = load float, ptr %863, align 4
  %865 = fneg float %864
  %866 = fmul float %.lcssa613, %862
  %867 = fsub float %865, %866
  %868 = fmul float %eta, %867
  %869 = fsub float %862, %868
  %870 = fdiv float %869, %810
  %871 = select i1 %809, float %862, float %870
  store float %871, ptr %861, align 4
  %872 = add nuw i64 %feature99162.us.prol, 1
  %prol.iter671.next = add i64 %prol.iter671, 1
  %prol.iter671.cmp.not = icmp eq i64 %prol.iter671.next, %xtraiter669
  br i1 %prol.iter671.cmp.not, label %feature.body97.us.prol.loopexit, label %feature.body97.us.prol, !llvm.loop !36

feature.body97.us.prol.loopexit:                  ; preds = %feature.body97.us.prol, %feature.body97.us.preheader
  %feature99162.us.unr = phi i64 [ %feature99162.us.ph, %feature.body97.us.preheader ], [ %872, %feature.body97.us.prol ]
  %873 = sub i64 %feature99162.us.ph, %n_features
  %874 = icmp ugt i64 %873, -4
  br i1 %874, label %noise.done88.us, label %feature.body97.us

noise.done88.us.sink.split:                       ; preds = %feature.header24.preheader.us, %philox.header.preheader.us
  %status95.us.c = load i32, ptr %141, align 4
  %875 = or i32 %status95.us.c, 3
  store i32 %875, ptr %141, align 4
  br label %noise.done88.us

noise.done88.us:                                  ; preds = %feature.body91.us.prol.loopexit, %feature.body91.us, %feature.body97.us.prol.loopexit, %feature.body97.us, %noise.done88.us.sink.split, %middle.block424, %middle.block, %vec.epilog.middle.block
  %t_next.us = fmul float %anneal_ratio, %temperature1.0163.us
  %876 = add nuw i64 %step164.us, 1
  %exitcond208.not = icmp eq i64 %876, %steps
  br i1 %exitcond208.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body97.us:                                ; preds = %feature.body97.us.prol.loopexit, %feature.body97.us
  %feature99162.us = phi i64 [ %924, %feature.body97.us ], [ %feature99162.us.unr, %feature.body97.us.prol.loopexit ]
  %877 = getelementptr inbounds float, ptr %139, i64 %feature99162.us
  %878 = load float, ptr %877, align 4
  %879 = getelementptr inbounds float, ptr %140, i64 %feature99162.us
  %880 = load float, ptr %879, align 4
  %881 = fneg float %880
  %882 = fmul float %.lcssa613, %878
  %883 = fsub float %881, %882
  %884 = fmul float %eta, %883
  %885 = fsub float %878, %884
  %886 = fdiv float %885, %810
  %887 = select i1 %809, float %878, float %886
  store float %887, ptr %877, align 4
  %888 = add nuw i64 %feature99162.us, 1
  %889 = getelementptr inbounds float, ptr %139, i64 %888
  %890 = load float, ptr %889, align 4
  %891 = getelementptr inbounds float, ptr %140, i64 %888
  %892 = load float, ptr %891, align 4
  %893 = fneg float %892
  %894 = fmul float %.lcssa613, %890
  %895 = fsub float %893, %894
  %896 = fmul float %eta, %895
  %897 = fsub float %890, %896
  %898 = fdiv float %897, %810
  %899 = select i1 %809, float %890, float %898
  store float %899, ptr %889, align 4
  %900 = add nuw i64 %feature99162.us, 2
  %901 = getelementptr inbounds float, ptr %139, i64 %900
  %902 = load float, ptr %901, align 4
  %903 = getelementptr inbounds float, ptr %140, i64 %900
  %904 = load float, ptr %903, align 4
  %905 = fneg float %904
  %906 = fmul float %.lcssa613, %902
  %907 = fsub float %905, %906
  %908 = fmul float %eta, %907
  %909 = fsub float %902, %908
  %910 = fdiv float %909, %810
  %911 = select i1 %809, float %902, float %910
  store float %911, ptr %901, align 4
  %912 = add nuw i64 %feature99162.us, 3
  %913 = getelementptr inbounds float, ptr %139, i64 %912
  %914 = load float, ptr %913, align 4
  %915 = getelementptr inbounds float, ptr %140, i64 %912
  %916 = load float, ptr %915, align 4
  %917 = fneg float %916
  %918 = fmul float %.lcssa613, %914
  %919 = fsub float %917, %918
  %920 = fmul float %eta, %919
  %921 = fsub float %914, %920
  %922 = fdiv float %921, %810
  %923 = select i1 %809, float %914, float %922
  store float %923, ptr %913, align 4
  %924 = add nuw i64 %feature99162.us, 4
  %exitcond207.not.3 = icmp eq i64 %924, %n_features
  br i1 %exitcond207.not.3, label %noise.done88.us, label %feature.body97.us, !llvm.loop !37

fold_tail.body82.us:                              ; preds = %fold_tail.body82.us.preheader, %fold_tail.body82.us
  %fold_tail84159.us = phi i64 [ %956, %fold_tail.body82.us ], [ 0, %fold_tail.body82.us.preheader ]
  %fold_value76.0158.us = phi float [ %955, %fold_tail.body82.us ], [ 0.000000e+00, %fold_tail.body82.us.preheader ]
  %niter668 = phi i64 [ %niter668.next.7, %fold_tail.body82.us ], [ 0, %fold_tail.body82.us.preheader ]
  %925 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail84159.us
  %926 = load float, ptr %925, align 4
  %927 = fadd float %fold_value76.0158.us, %926
  %928 = getelementptr float, ptr %scratch, i64 %fold_tail84159.us
  %929 = getelementptr i8, ptr %928, i64 4
  %930 = load float, ptr %929, align 4
  %931 = fadd float %927, %930
  %932 = getelementptr float, ptr %scratch, i64 %fold_tail84159.us
  %933 = getelementptr i8, ptr %932, i64 8
  %934 = load float, ptr %933, align 4
  %935 = fadd float %931, %934
  %936 = getelementptr float, ptr %scratch, i64 %fold_tail84159.us
  %937 = getelementptr i8, ptr %936, i64 12
  %938 = load float, ptr %937, align 4
  %939 = fadd float %935, %938
  %940 = getelementptr float, ptr %scratch, i64 %fold_tail84159.us
  %941 = getelementptr i8, ptr %940, i64 16
  %942 = load float, ptr %941, align 4
  %943 = fadd float %939, %942
  %944 = getelementptr float, ptr %scratch, i64 %fold_tail84159.us
  %945 = getelementptr i8, ptr %944, i64 20
  %946 = load float, ptr %945, align 4
  %947 = fadd float %943, %946
  %948 = getelementptr float, ptr %scratch, i64 %fold_tail84159.us
  %949 = getelementptr i8, ptr %948, i64 24
  %950 = load float, ptr %949, align 4
  %951 = fadd float %947, %950
  %952 = getelementptr float, ptr %scratch, i64 %fold_tail84159.us
  %953 = getelementptr i8, ptr %952, i64 28
  %954 = load float, ptr %953, align 4
  %955 = fadd float %951, %954
  %956 = add nuw i64 %fold_tail84159.us, 8
  %niter668.next.7 = add i64 %niter668, 8
  %niter668.ncmp.7 = icmp eq i64 %niter668.next.7, %unroll_iter667
  br i1 %niter668.ncmp.7, label %quiet87.us.loopexit.unr-lcssa, label %fold_tail.body82.us

feature.body73.us:                                ; preds = %feature.body73.us.prol.loopexit, %feature.body73.us
  %feature75157.us = phi i64 [ %1004, %feature.body73.us ], [ %feature75157.us.unr, %feature.body73.us.prol.loopexit ]
  %957 = getelementptr inbounds float, ptr %139, i64 %feature75157.us
  %958 = load float, ptr %957, align 4
  %959 = getelementptr inbounds float, ptr %140, i64 %feature75157.us
  %960 = load float, ptr %959, align 4
  %961 = fneg float %960
  %962 = fmul float %.lcssa613, %958
  %963 = fsub float %961, %962
  %964 = fmul float %eta, %963
  %965 = fsub float %958, %964
  %966 = fmul float %965, %965
  %967 = getelementptr inbounds float, ptr %scratch, i64 %feature75157.us
  store float %966, ptr %967, align 4
  %968 = add nuw i64 %feature75157.us, 1
  %969 = getelementptr inbounds float, ptr %139, i64 %968
  %970 = load float, ptr %969, align 4
  %971 = getelementptr inbounds float, ptr %140, i64 %968
  %972 = load float, ptr %971, align 4
  %973 = fneg float %972
  %974 = fmul float %.lcssa613, %970
  %975 = fsub float %973, %974
  %976 = fmul float %eta, %975
  %977 = fsub float %970, %976
  %978 = fmul float %977, %977
  %979 = getelementptr inbounds float, ptr %scratch, i64 %968
  store float %978, ptr %979, align 4
  %980 = add nuw i64 %feature75157.us, 2
  %981 = getelementptr inbounds float, ptr %139, i64 %980
  %982 = load float, ptr %981, align 4
  %983 = getelementptr inbounds float, ptr %140, i64 %980
  %984 = load float, ptr %983, align 4
  %985 = fneg float %984
  %986 = fmul float %.lcssa613, %982
  %987 = fsub float %985, %986
  %988 = fmul float %eta, %987
  %989 = fsub float %982, %988
  %990 = fmul float %989, %989
  %991 = getelementptr inbounds float, ptr %scratch, i64 %980
  store float %990, ptr %991, align 4
  %992 = add nuw i64 %feature75157.us, 3
  %993 = getelementptr inbounds float, ptr %139, i64 %992
  %994 = load float, ptr %993, align 4
  %995 = getelementptr inbounds float, ptr %140, i64 %992
  %996 = load float, ptr %995, align 4
  %997 = fneg float %996
  %998 = fmul float %.lcssa613, %994
  %999 = fsub float %997, %998
  %1000 = fmul float %eta, %999
  %1001 = fsub float %994, %1000
  %1002 = fmul float %1001, %1001
  %1003 = getelementptr inbounds float, ptr %scratch, i64 %992
  store float %1002, ptr %1003, align 4
  %1004 = add nuw i64 %feature75157.us, 4
  %exitcond204.not.3 = icmp eq i64 %1004, %n_features
  br i1 %exitcond204.not.3, label %fold_tail.body82.us.preheader, label %feature.body73.us, !llvm.loop !38

iter.check301.unr-lcssa:                          ; preds = %fold_tail.body43.us
  br i1 %lcmp.mod655.not, label %iter.check301, label %fold_tail.body43.us.epil.preheader

fold_tail.body43.us.epil.preheader:               ; preds = %iter.check301.unr-lcssa, %fold_tail.body43.us.preheader
  %fold_tail45148.us.epil.init = phi i64 [ 0, %fold_tail.body43.us.preheader ], [ %1101, %iter.check301.unr-lcssa ]
  %fold_value37.0147.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body43.us.preheader ], [ %1100, %iter.check301.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod657)
  br label %fold_tail.body43.us.epil

fold_tail.body43.us.epil:                         ; preds = %fold_tail.body43.us.epil, %fold_tail.body43.us.epil.preheader
  %fold_tail45148.us.epil = phi i64 [ %1008, %fold_tail.body43.us.epil ], [ %fold_tail45148.us.epil.init, %fold_tail.body43.us.epil.preheader ]
  %fold_value37.0147.us.epil = phi float [ %1007, %fold_tail.body43.us.epil ], [ %fold_value37.0147.us.epil.init, %fold_tail.body43.us.epil.preheader ]
  %epil.iter654 = phi i64 [ %epil.iter654.next, %fold_tail.body43.us.epil ], [ 0, %fold_tail.body43.us.epil.preheader ]
  %1005 = getelementptr inbounds float, ptr %36, i64 %fold_tail45148.us.epil
  %1006 = load float, ptr %1005, align 4
  %1007 = fadd float %fold_value37.0147.us.epil, %1006
  %1008 = add nuw i64 %fold_tail45148.us.epil, 1
  %epil.iter654.next = add i64 %epil.iter654, 1
  %epil.iter654.cmp.not = icmp eq i64 %epil.iter654.next, %xtraiter653
  br i1 %epil.iter654.cmp.not, label %iter.check301, label %fold_tail.body43.us.epil, !llvm.loop !39

iter.check301:                                    ; preds = %fold_tail.body43.us.epil, %iter.check301.unr-lcssa
  %.lcssa613 = phi float [ %1100, %iter.check301.unr-lcssa ], [ %1007, %fold_tail.body43.us.epil ]
  %brmerge702 = select i1 %min.iters.check299, i1 true, i1 %conflict.rdx
  br i1 %brmerge702, label %feature.body73.us.preheader, label %vector.main.loop.iter.check303

vector.main.loop.iter.check303:                   ; preds = %iter.check301
  br i1 %min.iters.check302, label %vec.epilog.ph328, label %vector.ph304

vector.ph304:                                     ; preds = %vector.main.loop.iter.check303
  %broadcast.splatinsert307 = insertelement <8 x float> poison, float %.lcssa613, i64 0
  %broadcast.splat308 = shufflevector <8 x float> %broadcast.splatinsert307, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body311

vector.body311:                                   ; preds = %vector.body311, %vector.ph304
  %index312 = phi i64 [ 0, %vector.ph304 ], [ %index.next321, %vector.body311 ]
  %1009 = getelementptr inbounds float, ptr %139, i64 %index312
  %1010 = getelementptr inbounds nuw i8, ptr %1009, i64 32
  %1011 = getelementptr inbounds nuw i8, ptr %1009, i64 64
  %1012 = getelementptr inbounds nuw i8, ptr %1009, i64 96
  %wide.load313 = load <8 x float>, ptr %1009, align 4
  %wide.load314 = load <8 x float>, ptr %1010, align 4
  %wide.load315 = load <8 x float>, ptr %1011, align 4
  %wide.load316 = load <8 x float>, ptr %1012, align 4
  %1013 = getelementptr inbounds float, ptr %140, i64 %index312
  %1014 = getelementptr inbounds nuw i8, ptr %1013, i64 32
  %1015 = getelementptr inbounds nuw i8, ptr %1013, i64 64
  %1016 = getelementptr inbounds nuw i8, ptr %1013, i64 96
  %wide.load317 = load <8 x float>, ptr %1013, align 4
  %wide.load318 = load <8 x float>, ptr %1014, align 4
  %wide.load319 = load <8 x float>, ptr %1015, align 4
  %wide.load320 = load <8 x float>, ptr %1016, align 4
  %1017 = fneg <8 x float> %wide.load317
  %1018 = fneg <8 x float> %wide.load318
  %1019 = fneg <8 x float> %wide.load319
  %1020 = fneg <8 x float> %wide.load320
  %1021 = fmul <8 x float> %broadcast.splat308, %wide.load313
  %1022 = fmul <8 x float> %broadcast.splat308, %wide.load314
  %1023 = fmul <8 x float> %broadcast.splat308, %wide.load315
  %1024 = fmul <8 x float> %broadcast.splat308, %wide.load316
  %1025 = fsub <8 x float> %1017, %1021
  %1026 = fsub <8 x float> %1018, %1022
  %1027 = fsub <8 x float> %1019, %1023
  %1028 = fsub <8 x float> %1020, %1024
  %1029 = fmul <8 x float> %broadcast.splat310, %1025
  %1030 = fmul <8 x float> %broadcast.splat310, %1026
  %1031 = fmul <8 x float> %broadcast.splat310, %1027
  %1032 = fmul <8 x float> %broadcast.splat310, %1028
  %1033 = fsub <8 x float> %wide.load313, %1029
  %1034 = fsub <8 x float> %wide.load314, %1030
  %1035 = fsub <8 x float> %wide.load315, %1031
  %1036 = fsub <8 x float> %wide.load316, %1032
  %1037 = fmul <8 x float> %1033, %1033
  %1038 = fmul <8 x float> %1034, %1034
  %1039 = fmul <8 x float> %1035, %1035
  %1040 = fmul <8 x float> %1036, %1036
  %1041 = getelementptr inbounds float, ptr %scratch, i64 %index312
  %1042 = getelementptr inbounds nuw i8, ptr %1041, i64 32
  %1043 = getelementptr inbounds nuw i8, ptr %1041, i64 64
  %1044 = getelementptr inbounds nuw i8, ptr %1041, i64 96
  store <8 x float> %1037, ptr %1041, align 4
  store <8 x float> %1038, ptr %1042, align 4
  store <8 x float> %1039, ptr %1043, align 4
  store <8 x float> %1040, ptr %1044, align 4
  %index.next321 = add nuw i64 %index312, 32
  %1045 = icmp eq i64 %index.next321, %n.vec306
  br i1 %1045, label %middle.block322, label %vector.body311, !llvm.loop !40

middle.block322:                                  ; preds = %vector.body311
  br i1 %cmp.n323, label %fold_tail.body82.us.preheader, label %vec.epilog.iter.check326

fold_tail.body82.us.preheader:                    ; preds = %feature.body73.us.prol.loopexit, %feature.body73.us, %vec.epilog.middle.block340, %middle.block322
  br i1 %115, label %fold_tail.body82.us.epil.preheader, label %fold_tail.body82.us

vec.epilog.iter.check326:                         ; preds = %middle.block322
  br i1 %min.epilog.iters.check327, label %feature.body73.us.preheader, label %vec.epilog.ph328, !prof !34

vec.epilog.ph328:                                 ; preds = %vector.main.loop.iter.check303, %vec.epilog.iter.check326
  %vec.epilog.resume.val324 = phi i64 [ %n.vec306, %vec.epilog.iter.check326 ], [ 0, %vector.main.loop.iter.check303 ]
  %broadcast.splatinsert331 = insertelement <4 x float> poison, float %.lcssa613, i64 0
  %broadcast.splat332 = shufflevector <4 x float> %broadcast.splatinsert331, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body335

vec.epilog.vector.body335:                        ; preds = %vec.epilog.vector.body335, %vec.epilog.ph328
  %index336 = phi i64 [ %vec.epilog.resume.val324, %vec.epilog.ph328 ], [ %index.next339, %vec.epilog.vector.body335 ]
  %1046 = getelementptr inbounds float, ptr %139, i64 %index336
  %wide.load337 = load <4 x float>, ptr %1046, align 4
  %1047 = getelementptr inbounds float, ptr %140, i64 %index336
  %wide.load338 = load <4 x float>, ptr %1047, align 4
  %1048 = fneg <4 x float> %wide.load338
  %1049 = fmul <4 x float> %broadcast.splat332, %wide.load337
  %1050 = fsub <4 x float> %1048, %1049
  %1051 = fmul <4 x float> %broadcast.splat334, %1050
  %1052 = fsub <4 x float> %wide.load337, %1051
  %1053 = fmul <4 x float> %1052, %1052
  %1054 = getelementptr inbounds float, ptr %scratch, i64 %index336
  store <4 x float> %1053, ptr %1054, align 4
  %index.next339 = add nuw i64 %index336, 4
  %1055 = icmp eq i64 %index.next339, %n.vec330
  br i1 %1055, label %vec.epilog.middle.block340, label %vec.epilog.vector.body335, !llvm.loop !41

vec.epilog.middle.block340:                       ; preds = %vec.epilog.vector.body335
  br i1 %cmp.n341, label %fold_tail.body82.us.preheader, label %feature.body73.us.preheader

feature.body73.us.preheader:                      ; preds = %iter.check301, %vec.epilog.iter.check326, %vec.epilog.middle.block340
  %feature75157.us.ph = phi i64 [ 0, %iter.check301 ], [ %n.vec330, %vec.epilog.middle.block340 ], [ %n.vec306, %vec.epilog.iter.check326 ]
  br i1 %lcmp.mod661.not, label %feature.body73.us.prol.loopexit, label %feature.body73.us.prol

feature.body73.us.prol:                           ; preds = %feature.body73.us.preheader, %feature.body73.us.prol
  %feature75157.us.prol = phi i64 [ %1067, %feature.body73.us.prol ], [ %feature75157.us.ph, %feature.body73.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body73.us.prol ], [ 0, %feature.body73.us.preheader ]
  %1056 = getelementptr inbounds float, ptr %139, i64 %feature75157.us.prol
  %1057 = load float, ptr %1056, align 4
  %1058 = getelementptr inbounds float, ptr %140, i64 %feature75157.us.prol
  %1059 = load float, ptr %1058, align 4
  %1060 = fneg float %1059
  %1061 = fmul float %.lcssa613, %1057
  %1062 = fsub float %1060, %1061
  %1063 = fmul float %eta, %1062
  %1064 = fsub float %1057, %1063
  %1065 = fmul float %1064, %1064
  %1066 = getelementptr inbounds float, ptr %scratch, i64 %feature75157.us.prol
  store float %1065, ptr %1066, align 4
  %1067 = add nuw i64 %feature75157.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter660
  br i1 %prol.iter.cmp.not, label %feature.body73.us.prol.loopexit, label %feature.body73.us.prol, !llvm.loop !42

feature.body73.us.prol.loopexit:                  ; preds = %feature.body73.us.prol, %feature.body73.us.preheader
  %feature75157.us.unr = phi i64 [ %feature75157.us.ph, %feature.body73.us.preheader ], [ %1067, %feature.body73.us.prol ]
  %1068 = sub i64 %feature75157.us.ph, %n_features
  %1069 = icmp ugt i64 %1068, -4
  br i1 %1069, label %fold_tail.body82.us.preheader, label %feature.body73.us

fold_tail.body43.us:                              ; preds = %fold_tail.body43.us.preheader, %fold_tail.body43.us
  %fold_tail45148.us = phi i64 [ %1101, %fold_tail.body43.us ], [ 0, %fold_tail.body43.us.preheader ]
  %fold_value37.0147.us = phi float [ %1100, %fold_tail.body43.us ], [ 0.000000e+00, %fold_tail.body43.us.preheader ]
  %niter659 = phi i64 [ %niter659.next.7, %fold_tail.body43.us ], [ 0, %fold_tail.body43.us.preheader ]
  %1070 = getelementptr inbounds float, ptr %36, i64 %fold_tail45148.us
  %1071 = load float, ptr %1070, align 4
  %1072 = fadd float %fold_value37.0147.us, %1071
  %1073 = getelementptr float, ptr %36, i64 %fold_tail45148.us
  %1074 = getelementptr i8, ptr %1073, i64 4
  %1075 = load float, ptr %1074, align 4
  %1076 = fadd float %1072, %1075
  %1077 = getelementptr float, ptr %36, i64 %fold_tail45148.us
  %1078 = getelementptr i8, ptr %1077, i64 8
  %1079 = load float, ptr %1078, align 4
  %1080 = fadd float %1076, %1079
  %1081 = getelementptr float, ptr %36, i64 %fold_tail45148.us
  %1082 = getelementptr i8, ptr %1081, i64 12
  %1083 = load float, ptr %1082, align 4
  %1084 = fadd float %1080, %1083
  %1085 = getelementptr float, ptr %36, i64 %fold_tail45148.us
  %1086 = getelementptr i8, ptr %1085, i64 16
  %1087 = load float, ptr %1086, align 4
  %1088 = fadd float %1084, %1087
  %1089 = getelementptr float, ptr %36, i64 %fold_tail45148.us
  %1090 = getelementptr i8, ptr %1089, i64 20
  %1091 = load float, ptr %1090, align 4
  %1092 = fadd float %1088, %1091
  %1093 = getelementptr float, ptr %36, i64 %fold_tail45148.us
  %1094 = getelementptr i8, ptr %1093, i64 24
  %1095 = load float, ptr %1094, align 4
  %1096 = fadd float %1092, %1095
  %1097 = getelementptr float, ptr %36, i64 %fold_tail45148.us
  %1098 = getelementptr i8, ptr %1097, i64 28
  %1099 = load float, ptr %1098, align 4
  %1100 = fadd float %1096, %1099
  %1101 = add nuw i64 %fold_tail45148.us, 8
  %niter659.next.7 = add i64 %niter659, 8
  %niter659.ncmp.7 = icmp eq i64 %niter659.next.7, %unroll_iter658
  br i1 %niter659.ncmp.7, label %iter.check301.unr-lcssa, label %fold_tail.body43.us

fold_tail.body34.us:                              ; preds = %fold_tail.body34.us.preheader, %fold_tail.body34.us
  %fold_tail36145.us = phi i64 [ %1133, %fold_tail.body34.us ], [ 0, %fold_tail.body34.us.preheader ]
  %fold_value28.0144.us = phi float [ %1132, %fold_tail.body34.us ], [ 0.000000e+00, %fold_tail.body34.us.preheader ]
  %niter652 = phi i64 [ %niter652.next.7, %fold_tail.body34.us ], [ 0, %fold_tail.body34.us.preheader ]
  %1102 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail36145.us
  %1103 = load float, ptr %1102, align 4
  %1104 = fadd float %fold_value28.0144.us, %1103
  %1105 = getelementptr float, ptr %scratch, i64 %fold_tail36145.us
  %1106 = getelementptr i8, ptr %1105, i64 4
  %1107 = load float, ptr %1106, align 4
  %1108 = fadd float %1104, %1107
  %1109 = getelementptr float, ptr %scratch, i64 %fold_tail36145.us
  %1110 = getelementptr i8, ptr %1109, i64 8
  %1111 = load float, ptr %1110, align 4
  %1112 = fadd float %1108, %1111
  %1113 = getelementptr float, ptr %scratch, i64 %fold_tail36145.us
  %1114 = getelementptr i8, ptr %1113, i64 12
  %1115 = load float, ptr %1114, align 4
  %1116 = fadd float %1112, %1115
  %1117 = getelementptr float, ptr %scratch, i64 %fold_tail36145.us
  %1118 = getelementptr i8, ptr %1117, i64 16
  %1119 = load float, ptr %1118, align 4
  %1120 = fadd float %1116, %1119
  %1121 = getelementptr float, ptr %scratch, i64 %fold_tail36145.us
  %1122 = getelementptr i8, ptr %1121, i64 20
  %1123 = load float, ptr %1122, align 4
  %1124 = fadd float %1120, %1123
  %1125 = getelementptr float, ptr %scratch, i64 %fold_tail36145.us
  %1126 = getelementptr i8, ptr %1125, i64 24
  %1127 = load float, ptr %1126, align 4
  %1128 = fadd float %1124, %1127
  %1129 = getelementptr float, ptr %scratch, i64 %fold_tail36145.us
  %1130 = getelementptr i8, ptr %1129, i64 28
  %1131 = load float, ptr %1130, align 4
  %1132 = fadd float %1128, %1131
  %1133 = add nuw i64 %fold_tail36145.us, 8
  %niter652.next.7 = add i64 %niter652, 8
  %niter652.ncmp.7 = icmp eq i64 %niter652.next.7, %unroll_iter651
  br i1 %niter652.ncmp.7, label %fold_tail.body43.us.preheader.unr-lcssa, label %fold_tail.body34.us

fold_tail.body43.us.preheader.unr-lcssa:          ; preds = %fold_tail.body34.us
  br i1 %lcmp.mod648.not, label %fold_tail.body43.us.preheader, label %fold_tail.body34.us.epil.preheader

fold_tail.body34.us.epil.preheader:               ; preds = %fold_tail.body43.us.preheader.unr-lcssa, %fold_tail.body34.us.preheader
  %fold_tail36145.us.epil.init = phi i64 [ 0, %fold_tail.body34.us.preheader ], [ %1133, %fold_tail.body43.us.preheader.unr-lcssa ]
  %fold_value28.0144.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body34.us.preheader ], [ %1132, %fold_tail.body43.us.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod650)
  br label %fold_tail.body34.us.epil

fold_tail.body34.us.epil:                         ; preds = %fold_tail.body34.us.epil, %fold_tail.body34.us.epil.preheader
  %fold_tail36145.us.epil = phi i64 [ %1137, %fold_tail.body34.us.epil ], [ %fold_tail36145.us.epil.init, %fold_tail.body34.us.epil.preheader ]
  %fold_value28.0144.us.epil = phi float [ %1136, %fold_tail.body34.us.epil ], [ %fold_value28.0144.us.epil.init, %fold_tail.body34.us.epil.preheader ]
  %epil.iter647 = phi i64 [ %epil.iter647.next, %fold_tail.body34.us.epil ], [ 0, %fold_tail.body34.us.epil.preheader ]
  %1134 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail36145.us.epil
  %1135 = load float, ptr %1134, align 4
  %1136 = fadd float %fold_value28.0144.us.epil, %1135
  %1137 = add nuw i64 %fold_tail36145.us.epil, 1
  %epil.iter647.next = add i64 %epil.iter647, 1
  %epil.iter647.cmp.not = icmp eq i64 %epil.iter647.next, %xtraiter646
  br i1 %epil.iter647.cmp.not, label %fold_tail.body43.us.preheader, label %fold_tail.body34.us.epil, !llvm.loop !43

fold_tail.body43.us.preheader:                    ; preds = %fold_tail.body34.us.epil, %fold_tail.body43.us.preheader.unr-lcssa
  %.lcssa612 = phi float [ %1132, %fold_tail.body43.us.preheader.unr-lcssa ], [ %1136, %fold_tail.body34.us.epil ]
  br i1 %114, label %fold_tail.body43.us.epil.preheader, label %fold_tail.body43.us

feature.body25.us:                                ; preds = %feature.body25.us.prol.loopexit, %feature.body25.us
  %feature27143.us = phi i64 [ %1161, %feature.body25.us ], [ %feature27143.us.unr, %feature.body25.us.prol.loopexit ]
  %1138 = getelementptr inbounds float, ptr %139, i64 %feature27143.us
  %1139 = load float, ptr %1138, align 4
  %1140 = fmul float %1139, %1139
  %1141 = getelementptr inbounds float, ptr %140, i64 %feature27143.us
  %1142 = load float, ptr %1141, align 4
  %1143 = fneg float %1142
  %1144 = fmul float %1139, %1143
  %1145 = fmul float %1139, 0.000000e+00
  %1146 = getelementptr inbounds float, ptr %scratch, i64 %feature27143.us
  store float %1140, ptr %1146, align 4
  %1147 = getelementptr float, ptr %36, i64 %feature27143.us
  store float %1144, ptr %1147, align 4
  %1148 = getelementptr float, ptr %37, i64 %feature27143.us
  store float %1145, ptr %1148, align 4
  %1149 = add nuw i64 %feature27143.us, 1
  %1150 = getelementptr inbounds float, ptr %139, i64 %1149
  %1151 = load float, ptr %1150, align 4
  %1152 = fmul float %1151, %1151
  %1153 = getelementptr inbounds float, ptr %140, i64 %1149
  %1154 = load float, ptr %1153, align 4
  %1155 = fneg float %1154
  %1156 = fmul float %1151, %1155
  %1157 = fmul float %1151, 0.000000e+00
  %1158 = getelementptr inbounds float, ptr %scratch, i64 %1149
  store float %1152, ptr %1158, align 4
  %1159 = getelementptr float, ptr %36, i64 %1149
  store float %1156, ptr %1159, align 4
  %1160 = getelementptr float, ptr %37, i64 %1149
  store float %1157, ptr %1160, align 4
  %1161 = add nuw i64 %feature27143.us, 2
  %exitcond198.not.1 = icmp eq i64 %1161, %n_features
  br i1 %exitcond198.not.1, label %fold_tail.body34.us.preheader, label %feature.body25.us, !llvm.loop !44

iter.check436.unr-lcssa:                          ; preds = %fold_tail.body21.us
  br i1 %lcmp.mod628.not, label %iter.check436, label %fold_tail.body21.us.epil.preheader

fold_tail.body21.us.epil.preheader:               ; preds = %iter.check436.unr-lcssa, %fold_tail.body21.us.preheader
  %fold_tail23141.us.epil.init = phi i64 [ 0, %fold_tail.body21.us.preheader ], [ %180, %iter.check436.unr-lcssa ]
  %fold_value15.0140.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body21.us.preheader ], [ %179, %iter.check436.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod630)
  br label %fold_tail.body21.us.epil

fold_tail.body21.us.epil:                         ; preds = %fold_tail.body21.us.epil, %fold_tail.body21.us.epil.preheader
  %fold_tail23141.us.epil = phi i64 [ %1165, %fold_tail.body21.us.epil ], [ %fold_tail23141.us.epil.init, %fold_tail.body21.us.epil.preheader ]
  %fold_value15.0140.us.epil = phi float [ %1164, %fold_tail.body21.us.epil ], [ %fold_value15.0140.us.epil.init, %fold_tail.body21.us.epil.preheader ]
  %epil.iter627 = phi i64 [ %epil.iter627.next, %fold_tail.body21.us.epil ], [ 0, %fold_tail.body21.us.epil.preheader ]
  %1162 = getelementptr inbounds float, ptr %37, i64 %fold_tail23141.us.epil
  %1163 = load float, ptr %1162, align 4
  %1164 = fadd float %fold_value15.0140.us.epil, %1163
  %1165 = add nuw i64 %fold_tail23141.us.epil, 1
  %epil.iter627.next = add i64 %epil.iter627, 1
  %epil.iter627.cmp.not = icmp eq i64 %epil.iter627.next, %xtraiter626
  br i1 %epil.iter627.cmp.not, label %iter.check436, label %fold_tail.body21.us.epil, !llvm.loop !45

iter.check436:                                    ; preds = %fold_tail.body21.us.epil, %iter.check436.unr-lcssa
  %.lcssa610 = phi float [ %179, %iter.check436.unr-lcssa ], [ %1164, %fold_tail.body21.us.epil ]
  %brmerge703 = select i1 %min.iters.check434, i1 true, i1 %conflict.rdx432
  br i1 %brmerge703, label %feature.body60.us.preheader, label %vector.main.loop.iter.check438

vector.main.loop.iter.check438:                   ; preds = %iter.check436
  br i1 %min.iters.check437, label %vec.epilog.ph471, label %vector.ph439

vector.ph439:                                     ; preds = %vector.main.loop.iter.check438
  %broadcast.splatinsert442 = insertelement <8 x float> poison, float %.lcssa610, i64 0
  %broadcast.splat443 = shufflevector <8 x float> %broadcast.splatinsert442, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert444 = insertelement <8 x float> poison, float %.lcssa609, i64 0
  %broadcast.splat445 = shufflevector <8 x float> %broadcast.splatinsert444, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert448 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat449 = shufflevector <8 x float> %broadcast.splatinsert448, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body450

vector.body450:                                   ; preds = %vector.body450, %vector.ph439
  %index451 = phi i64 [ 0, %vector.ph439 ], [ %index.next464, %vector.body450 ]
  %1166 = getelementptr inbounds float, ptr %139, i64 %index451
  %1167 = getelementptr inbounds nuw i8, ptr %1166, i64 32
  %1168 = getelementptr inbounds nuw i8, ptr %1166, i64 64
  %1169 = getelementptr inbounds nuw i8, ptr %1166, i64 96
  %wide.load452 = load <8 x float>, ptr %1166, align 4
  %wide.load453 = load <8 x float>, ptr %1167, align 4
  %wide.load454 = load <8 x float>, ptr %1168, align 4
  %wide.load455 = load <8 x float>, ptr %1169, align 4
  %1170 = getelementptr inbounds float, ptr %140, i64 %index451
  %1171 = getelementptr inbounds nuw i8, ptr %1170, i64 32
  %1172 = getelementptr inbounds nuw i8, ptr %1170, i64 64
  %1173 = getelementptr inbounds nuw i8, ptr %1170, i64 96
  %wide.load456 = load <8 x float>, ptr %1170, align 4
  %wide.load457 = load <8 x float>, ptr %1171, align 4
  %wide.load458 = load <8 x float>, ptr %1172, align 4
  %wide.load459 = load <8 x float>, ptr %1173, align 4
  %1174 = fneg <8 x float> %wide.load456
  %1175 = fneg <8 x float> %wide.load457
  %1176 = fneg <8 x float> %wide.load458
  %1177 = fneg <8 x float> %wide.load459
  %1178 = fmul <8 x float> %broadcast.splat445, %wide.load452
  %1179 = fmul <8 x float> %broadcast.splat445, %wide.load453
  %1180 = fmul <8 x float> %broadcast.splat445, %wide.load454
  %1181 = fmul <8 x float> %broadcast.splat445, %wide.load455
  %1182 = fsub <8 x float> %1174, %1178
  %1183 = fsub <8 x float> %1175, %1179
  %1184 = fsub <8 x float> %1176, %1180
  %1185 = fsub <8 x float> %1177, %1181
  %1186 = fmul <8 x float> %broadcast.splat447, %1182
  %1187 = fmul <8 x float> %broadcast.splat447, %1183
  %1188 = fmul <8 x float> %broadcast.splat447, %1184
  %1189 = fmul <8 x float> %broadcast.splat447, %1185
  %1190 = fsub <8 x float> %wide.load452, %1186
  %1191 = fsub <8 x float> %wide.load453, %1187
  %1192 = fsub <8 x float> %wide.load454, %1188
  %1193 = fsub <8 x float> %wide.load455, %1189
  %1194 = getelementptr inbounds float, ptr %17, i64 %index451
  %1195 = getelementptr inbounds nuw i8, ptr %1194, i64 32
  %1196 = getelementptr inbounds nuw i8, ptr %1194, i64 64
  %1197 = getelementptr inbounds nuw i8, ptr %1194, i64 96
  %wide.load460 = load <8 x float>, ptr %1194, align 4
  %wide.load461 = load <8 x float>, ptr %1195, align 4
  %wide.load462 = load <8 x float>, ptr %1196, align 4
  %wide.load463 = load <8 x float>, ptr %1197, align 4
  %1198 = fmul <8 x float> %broadcast.splat443, %wide.load452
  %1199 = fmul <8 x float> %broadcast.splat443, %wide.load453
  %1200 = fmul <8 x float> %broadcast.splat443, %wide.load454
  %1201 = fmul <8 x float> %broadcast.splat443, %wide.load455
  %1202 = fsub <8 x float> %wide.load460, %1198
  %1203 = fsub <8 x float> %wide.load461, %1199
  %1204 = fsub <8 x float> %wide.load462, %1200
  %1205 = fsub <8 x float> %wide.load463, %1201
  %1206 = fmul <8 x float> %broadcast.splat449, %1202
  %1207 = fmul <8 x float> %broadcast.splat449, %1203
  %1208 = fmul <8 x float> %broadcast.splat449, %1204
  %1209 = fmul <8 x float> %broadcast.splat449, %1205
  %1210 = fadd <8 x float> %1190, %1206
  %1211 = fadd <8 x float> %1191, %1207
  %1212 = fadd <8 x float> %1192, %1208
  %1213 = fadd <8 x float> %1193, %1209
  %1214 = fmul <8 x float> %1210, %1210
  %1215 = fmul <8 x float> %1211, %1211
  %1216 = fmul <8 x float> %1212, %1212
  %1217 = fmul <8 x float> %1213, %1213
  %1218 = getelementptr inbounds float, ptr %scratch, i64 %index451
  %1219 = getelementptr inbounds nuw i8, ptr %1218, i64 32
  %1220 = getelementptr inbounds nuw i8, ptr %1218, i64 64
  %1221 = getelementptr inbounds nuw i8, ptr %1218, i64 96
  store <8 x float> %1214, ptr %1218, align 4
  store <8 x float> %1215, ptr %1219, align 4
  store <8 x float> %1216, ptr %1220, align 4
  store <8 x float> %1217, ptr %1221, align 4
  %index.next464 = add nuw i64 %index451, 32
  %1222 = icmp eq i64 %index.next464, %n.vec441
  br i1 %1222, label %middle.block465, label %vector.body450, !llvm.loop !46

middle.block465:                                  ; preds = %vector.body450
  br i1 %cmp.n466, label %fold_tail.body69.us.preheader, label %vec.epilog.iter.check469

fold_tail.body69.us.preheader:                    ; preds = %feature.body60.us.prol.loopexit, %feature.body60.us, %vec.epilog.middle.block488, %middle.block465
  br i1 %111, label %fold_tail.body69.us.epil.preheader, label %fold_tail.body69.us

vec.epilog.iter.check469:                         ; preds = %middle.block465
  br i1 %min.epilog.iters.check470, label %feature.body60.us.preheader, label %vec.epilog.ph471, !prof !34

vec.epilog.ph471:                                 ; preds = %vector.main.loop.iter.check438, %vec.epilog.iter.check469
  %vec.epilog.resume.val467 = phi i64 [ %n.vec441, %vec.epilog.iter.check469 ], [ 0, %vector.main.loop.iter.check438 ]
  %broadcast.splatinsert474 = insertelement <4 x float> poison, float %.lcssa610, i64 0
  %broadcast.splat475 = shufflevector <4 x float> %broadcast.splatinsert474, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert476 = insertelement <4 x float> poison, float %.lcssa609, i64 0
  %broadcast.splat477 = shufflevector <4 x float> %broadcast.splatinsert476, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert480 = insertelement <4 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat481 = shufflevector <4 x float> %broadcast.splatinsert480, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body482

vec.epilog.vector.body482:                        ; preds = %vec.epilog.vector.body482, %vec.epilog.ph471
  %index483 = phi i64 [ %vec.epilog.resume.val467, %vec.epilog.ph471 ], [ %index.next487, %vec.epilog.vector.body482 ]
  %1223 = getelementptr inbounds float, ptr %139, i64 %index483
  %wide.load484 = load <4 x float>, ptr %1223, align 4
  %1224 = getelementptr inbounds float, ptr %140, i64 %index483
  %wide.load485 = load <4 x float>, ptr %1224, align 4
  %1225 = fneg <4 x float> %wide.load485
  %1226 = fmul <4 x float> %broadcast.splat477, %wide.load484
  %1227 = fsub <4 x float> %1225, %1226
  %1228 = fmul <4 x float> %broadcast.splat479, %1227
  %1229 = fsub <4 x float> %wide.load484, %1228
  %1230 = getelementptr inbounds float, ptr %17, i64 %index483
  %wide.load486 = load <4 x float>, ptr %1230, align 4
  %1231 = fmul <4 x float> %broadcast.splat475, %wide.load484
  %1232 = fsub <4 x float> %wide.load486, %1231
  %1233 = fmul <4 x float> %broadcast.splat481, %1232
  %1234 = fadd <4 x float> %1229, %1233
  %1235 = fmul <4 x float> %1234, %1234
  %1236 = getelementptr inbounds float, ptr %scratch, i64 %index483
  store <4 x float> %1235, ptr %1236, align 4
  %index.next487 = add nuw i64 %index483, 4
  %1237 = icmp eq i64 %index.next487, %n.vec473
  br i1 %1237, label %vec.epilog.middle.block488, label %vec.epilog.vector.body482, !llvm.loop !47

vec.epilog.middle.block488:                       ; preds = %vec.epilog.vector.body482
  br i1 %cmp.n489, label %fold_tail.body69.us.preheader, label %feature.body60.us.preheader

feature.body60.us.preheader:                      ; preds = %iter.check436, %vec.epilog.iter.check469, %vec.epilog.middle.block488
  %feature62153.us.ph = phi i64 [ 0, %iter.check436 ], [ %n.vec473, %vec.epilog.middle.block488 ], [ %n.vec441, %vec.epilog.iter.check469 ]
  %.neg = or disjoint i64 %feature62153.us.ph, 1
  br i1 %lcmp.mod634.not, label %feature.body60.us.prol.loopexit, label %feature.body60.us.prol

feature.body60.us.prol:                           ; preds = %feature.body60.us.preheader
  %1238 = getelementptr inbounds float, ptr %139, i64 %feature62153.us.ph
  %1239 = load float, ptr %1238, align 4
  %1240 = getelementptr inbounds float, ptr %140, i64 %feature62153.us.ph
  %1241 = load float, ptr %1240, align 4
  %1242 = fneg float %1241
  %1243 = fmul float %.lcssa609, %1239
  %1244 = fsub float %1242, %1243
  %1245 = fmul float %eta, %1244
  %1246 = fsub float %1239, %1245
  %1247 = getelementptr inbounds float, ptr %17, i64 %feature62153.us.ph
  %1248 = load float, ptr %1247, align 4
  %1249 = fmul float %.lcssa610, %1239
  %1250 = fsub float %1248, %1249
  %1251 = fmul float %noise_scale3.us, %1250
  %1252 = fadd float %1246, %1251
  %1253 = fmul float %1252, %1252
  %1254 = getelementptr inbounds float, ptr %scratch, i64 %feature62153.us.ph
  store float %1253, ptr %1254, align 4
  %1255 = or disjoint i64 %feature62153.us.ph, 1
  br label %feature.body60.us.prol.loopexit

feature.body60.us.prol.loopexit:                  ; preds = %feature.body60.us.prol, %feature.body60.us.preheader
  %feature62153.us.unr = phi i64 [ %feature62153.us.ph, %feature.body60.us.preheader ], [ %1255, %feature.body60.us.prol ]
  %1256 = icmp eq i64 %n_features, %.neg
  br i1 %1256, label %fold_tail.body69.us.preheader, label %feature.body60.us

feature.header24.preheader.us:                    ; preds = %step.body.us
  br i1 %.not166, label %noise.done88.us.sink.split, label %iter.check361

iter.check361:                                    ; preds = %feature.header24.preheader.us
  %brmerge704 = select i1 %min.iters.check359, i1 true, i1 %conflict.rdx358
  br i1 %brmerge704, label %feature.body25.us.preheader, label %vector.main.loop.iter.check363

vector.main.loop.iter.check363:                   ; preds = %iter.check361
  br i1 %min.iters.check362, label %vec.epilog.ph380, label %vector.body367

vector.body367:                                   ; preds = %vector.main.loop.iter.check363, %vector.body367
  %index368 = phi i64 [ %index.next373, %vector.body367 ], [ 0, %vector.main.loop.iter.check363 ]
  %1257 = getelementptr inbounds float, ptr %139, i64 %index368
  %1258 = getelementptr inbounds nuw i8, ptr %1257, i64 32
  %wide.load369 = load <8 x float>, ptr %1257, align 4
  %wide.load370 = load <8 x float>, ptr %1258, align 4
  %1259 = fmul <8 x float> %wide.load369, %wide.load369
  %1260 = fmul <8 x float> %wide.load370, %wide.load370
  %1261 = getelementptr inbounds float, ptr %140, i64 %index368
  %1262 = getelementptr inbounds nuw i8, ptr %1261, i64 32
  %wide.load371 = load <8 x float>, ptr %1261, align 4
  %wide.load372 = load <8 x float>, ptr %1262, align 4
  %1263 = fneg <8 x float> %wide.load371
  %1264 = fneg <8 x float> %wide.load372
  %1265 = fmul <8 x float> %wide.load369, %1263
  %1266 = fmul <8 x float> %wide.load370, %1264
  %1267 = fmul <8 x float> %wide.load369, zeroinitializer
  %1268 = fmul <8 x float> %wide.load370, zeroinitializer
  %1269 = getelementptr inbounds float, ptr %scratch, i64 %index368
  %1270 = getelementptr inbounds nuw i8, ptr %1269, i64 32
  store <8 x float> %1259, ptr %1269, align 4
  store <8 x float> %1260, ptr %1270, align 4
  %1271 = getelementptr float, ptr %36, i64 %index368
  %1272 = getelementptr i8, ptr %1271, i64 32
  store <8 x float> %1265, ptr %1271, align 4
  store <8 x float> %1266, ptr %1272, align 4
  %1273 = getelementptr float, ptr %37, i64 %index368
  %1274 = getelementptr i8, ptr %1273, i64 32
  store <8 x float> %1267, ptr %1273, align 4
  store <8 x float> %1268, ptr %1274, align 4
  %index.next373 = add nuw i64 %index368, 16
  %1275 = icmp eq i64 %index.next373, %n.vec366
  br i1 %1275, label %middle.block374, label %vector.body367, !llvm.loop !48

middle.block374:                                  ; preds = %vector.body367
  br i1 %cmp.n375, label %fold_tail.body34.us.preheader, label %vec.epilog.iter.check378

fold_tail.body34.us.preheader:                    ; preds = %feature.body25.us.prol.loopexit, %feature.body25.us, %vec.epilog.middle.block388, %middle.block374
  br i1 %113, label %fold_tail.body34.us.epil.preheader, label %fold_tail.body34.us

vec.epilog.iter.check378:                         ; preds = %middle.block374
  br i1 %min.epilog.iters.check379, label %feature.body25.us.preheader, label %vec.epilog.ph380, !prof !49

vec.epilog.ph380:                                 ; preds = %vector.main.loop.iter.check363, %vec.epilog.iter.check378
  %vec.epilog.resume.val376 = phi i64 [ %n.vec366, %vec.epilog.iter.check378 ], [ 0, %vector.main.loop.iter.check363 ]
  br label %vec.epilog.vector.body383

vec.epilog.vector.body383:                        ; preds = %vec.epilog.vector.body383, %vec.epilog.ph380
  %index384 = phi i64 [ %vec.epilog.resume.val376, %vec.epilog.ph380 ], [ %index.next387, %vec.epilog.vector.body383 ]
  %1276 = getelementptr inbounds float, ptr %139, i64 %index384
  %wide.load385 = load <4 x float>, ptr %1276, align 4
  %1277 = fmul <4 x float> %wide.load385, %wide.load385
  %1278 = getelementptr inbounds float, ptr %140, i64 %index384
  %wide.load386 = load <4 x float>, ptr %1278, align 4
  %1279 = fneg <4 x float> %wide.load386
  %1280 = fmul <4 x float> %wide.load385, %1279
  %1281 = fmul <4 x float> %wide.load385, zeroinitializer
  %1282 = getelementptr inbounds float, ptr %scratch, i64 %index384
  store <4 x float> %1277, ptr %1282, align 4
  %1283 = getelementptr float, ptr %36, i64 %index384
  store <4 x float> %1280, ptr %1283, align 4
  %1284 = getelementptr float, ptr %37, i64 %index384
  store <4 x float> %1281, ptr %1284, align 4
  %index.next387 = add nuw i64 %index384, 4
  %1285 = icmp eq i64 %index.next387, %n.vec382
  br i1 %1285, label %vec.epilog.middle.block388, label %vec.epilog.vector.body383, !llvm.loop !50

vec.epilog.middle.block388:                       ; preds = %vec.epilog.vector.body383
  br i1 %cmp.n389, label %fold_tail.body34.us.preheader, label %feature.body25.us.preheader

feature.body25.us.preheader:                      ; preds = %iter.check361, %vec.epilog.iter.check378, %vec.epilog.middle.block388
  %feature27143.us.ph = phi i64 [ 0, %iter.check361 ], [ %n.vec382, %vec.epilog.middle.block388 ], [ %n.vec366, %vec.epilog.iter.check378 ]
  %.neg673 = or disjoint i64 %feature27143.us.ph, 1
  br i1 %lcmp.mod645.not, label %feature.body25.us.prol.loopexit, label %feature.body25.us.prol

feature.body25.us.prol:                           ; preds = %feature.body25.us.preheader
  %1286 = getelementptr inbounds float, ptr %139, i64 %feature27143.us.ph
  %1287 = load float, ptr %1286, align 4
  %1288 = fmul float %1287, %1287
  %1289 = getelementptr inbounds float, ptr %140, i64 %feature27143.us.ph
  %1290 = load float, ptr %1289, align 4
  %1291 = fneg float %1290
  %1292 = fmul float %1287, %1291
  %1293 = fmul float %1287, 0.000000e+00
  %1294 = getelementptr inbounds float, ptr %scratch, i64 %feature27143.us.ph
  store float %1288, ptr %1294, align 4
  %1295 = getelementptr float, ptr %36, i64 %feature27143.us.ph
  store float %1292, ptr %1295, align 4
  %1296 = getelementptr float, ptr %37, i64 %feature27143.us.ph
  store float %1293, ptr %1296, align 4
  %1297 = or disjoint i64 %feature27143.us.ph, 1
  br label %feature.body25.us.prol.loopexit

feature.body25.us.prol.loopexit:                  ; preds = %feature.body25.us.prol, %feature.body25.us.preheader
  %feature27143.us.unr = phi i64 [ %feature27143.us.ph, %feature.body25.us.preheader ], [ %1297, %feature.body25.us.prol ]
  %1298 = icmp eq i64 %n_features, %.neg673
  br i1 %1298, label %fold_tail.body34.us.preheader, label %feature.body25.us

philox.header.preheader.us:                       ; preds = %step.body.us
  br i1 %.not166, label %noise.done88.us.sink.split, label %philox.body.lr.ph.us

philox.body.lr.ph.us:                             ; preds = %philox.header.preheader.us
  %1299 = lshr i64 %key1_step.us, 32
  %1300 = mul nuw i64 %1299, 3449720151
  %1301 = lshr i64 %1300, 32
  %1302 = xor i64 %key0, %1301
  %1303 = xor i64 %1302, %key1_step.us
  %1304 = and i64 %1303, 4294967295
  %1305 = mul nuw i64 %1304, 3528531795
  %1306 = lshr i64 %1305, 32
  %1307 = xor i64 %1306, %21
  br i1 %or.cond, label %philox.body.us.preheader, label %vector.ph549

vector.ph549:                                     ; preds = %philox.body.lr.ph.us
  %broadcast.splatinsert556 = insertelement <8 x i64> poison, i64 %1307, i64 0
  %broadcast.splat557 = shufflevector <8 x i64> %broadcast.splatinsert556, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %1300, %20
  %.scalar603 = and i64 %.scalar, 4294967295
  %1308 = insertelement <8 x i64> poison, i64 %.scalar603, i64 0
  %.masked = shufflevector <8 x i64> %1308, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar604 = xor i64 %1305, %23
  %.scalar605 = and i64 %.scalar604, 4294967295
  %1309 = insertelement <8 x i64> poison, i64 %.scalar605, i64 0
  %.masked598 = shufflevector <8 x i64> %1309, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body592

vector.body592:                                   ; preds = %vector.body592, %vector.ph549
  %index593 = phi i64 [ 0, %vector.ph549 ], [ %index.next594, %vector.body592 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph549 ], [ %vec.ind.next, %vector.body592 ]
  %1310 = add <8 x i64> %vec.ind, %broadcast.splat559
  %1311 = and <8 x i64> %1310, splat (i64 4294967295)
  %1312 = mul nuw <8 x i64> %1311, splat (i64 3528531795)
  %1313 = xor <8 x i64> %1310, %broadcast.splat561
  %1314 = xor <8 x i64> %1313, %1312
  %1315 = lshr <8 x i64> %1314, splat (i64 32)
  %1316 = mul nuw <8 x i64> %1315, splat (i64 3449720151)
  %1317 = lshr <8 x i64> %1316, splat (i64 32)
  %1318 = xor <8 x i64> %broadcast.splat557, %1312
  %1319 = xor <8 x i64> %.masked, %1317
  %1320 = mul nuw <8 x i64> %1319, splat (i64 3528531795)
  %1321 = and <8 x i64> %1318, splat (i64 4294967295)
  %1322 = mul nuw <8 x i64> %1321, splat (i64 3449720151)
  %1323 = lshr <8 x i64> %1320, splat (i64 32)
  %1324 = lshr <8 x i64> %1322, splat (i64 32)
  %1325 = xor <8 x i64> %1324, %broadcast.splat565
  %1326 = xor <8 x i64> %1325, %1316
  %1327 = and <8 x i64> %1326, splat (i64 4294967295)
  %1328 = mul nuw <8 x i64> %1327, splat (i64 3528531795)
  %1329 = xor <8 x i64> %.masked598, %1323
  %1330 = mul nuw <8 x i64> %1329, splat (i64 3449720151)
  %1331 = lshr <8 x i64> %1328, splat (i64 32)
  %1332 = lshr <8 x i64> %1330, splat (i64 32)
  %1333 = xor <8 x i64> %broadcast.splat569, %1332
  %1334 = xor <8 x i64> %1333, %1322
  %1335 = xor <8 x i64> %1331, %broadcast.splat571
  %1336 = xor <8 x i64> %1335, %1320
  %1337 = and <8 x i64> %1334, splat (i64 4294967295)
  %1338 = mul nuw <8 x i64> %1337, splat (i64 3528531795)
  %1339 = and <8 x i64> %1336, splat (i64 4294967295)
  %1340 = mul nuw <8 x i64> %1339, splat (i64 3449720151)
  %1341 = lshr <8 x i64> %1338, splat (i64 32)
  %1342 = lshr <8 x i64> %1340, splat (i64 32)
  %1343 = xor <8 x i64> %1342, %broadcast.splat573
  %1344 = xor <8 x i64> %1343, %1330
  %1345 = xor <8 x i64> %broadcast.splat575, %1341
  %1346 = xor <8 x i64> %1345, %1328
  %1347 = and <8 x i64> %1344, splat (i64 4294967295)
  %1348 = mul nuw <8 x i64> %1347, splat (i64 3528531795)
  %1349 = and <8 x i64> %1346, splat (i64 4294967295)
  %1350 = mul nuw <8 x i64> %1349, splat (i64 3449720151)
  %1351 = lshr <8 x i64> %1348, splat (i64 32)
  %1352 = lshr <8 x i64> %1350, splat (i64 32)
  %1353 = xor <8 x i64> %broadcast.splat577, %1352
  %1354 = xor <8 x i64> %1353, %1340
  %1355 = xor <8 x i64> %1351, %broadcast.splat579
  %1356 = xor <8 x i64> %1355, %1338
  %1357 = and <8 x i64> %1354, splat (i64 4294967295)
  %1358 = mul nuw <8 x i64> %1357, splat (i64 3528531795)
  %1359 = and <8 x i64> %1356, splat (i64 4294967295)
  %1360 = mul nuw <8 x i64> %1359, splat (i64 3449720151)
  %1361 = lshr <8 x i64> %1358, splat (i64 32)
  %1362 = lshr <8 x i64> %1360, splat (i64 32)
  %1363 = xor <8 x i64> %1362, %broadcast.splat581
  %1364 = xor <8 x i64> %1363, %1350
  %1365 = xor <8 x i64> %broadcast.splat583, %1361
  %1366 = xor <8 x i64> %1365, %1348
  %1367 = and <8 x i64> %1364, splat (i64 4294967295)
  %1368 = mul nuw <8 x i64> %1367, splat (i64 3528531795)
  %1369 = and <8 x i64> %1366, splat (i64 4294967295)
  %1370 = mul nuw <8 x i64> %1369, splat (i64 3449720151)
  %1371 = lshr <8 x i64> %1368, splat (i64 32)
  %1372 = lshr <8 x i64> %1370, splat (i64 32)
  %1373 = xor <8 x i64> %broadcast.splat585, %1372
  %1374 = xor <8 x i64> %1373, %1360
  %1375 = xor <8 x i64> %1371, %broadcast.splat587
  %1376 = xor <8 x i64> %1375, %1358
  %1377 = and <8 x i64> %1374, splat (i64 4294967295)
  %1378 = mul nuw <8 x i64> %1377, splat (i64 3528531795)
  %1379 = lshr <8 x i64> %1378, splat (i64 32)
  %1380 = trunc <8 x i64> %1376 to <8 x i32>
  %1381 = mul <8 x i32> %1380, splat (i32 -845247145)
  %1382 = xor <8 x i64> %broadcast.splat589, %1379
  %1383 = xor <8 x i64> %1382, %1368
  %1384 = and <8 x i64> %1383, splat (i64 4294967295)
  %1385 = mul nuw <8 x i64> %1384, splat (i64 3449720151)
  %1386 = lshr <8 x i64> %1385, splat (i64 32)
  %1387 = trunc nuw <8 x i64> %1386 to <8 x i32>
  %1388 = trunc <8 x i64> %1385 to <8 x i32>
  %1389 = xor <8 x i32> %1381, %broadcast.splat591
  %1390 = xor <8 x i32> %1389, %1387
  %1391 = getelementptr inbounds float, ptr %17, i64 %index593
  store <8 x i32> %1390, ptr %1391, align 4
  %1392 = getelementptr inbounds float, ptr %scratch, i64 %index593
  store <8 x i32> %1388, ptr %1392, align 4
  %index.next594 = add nuw i64 %index593, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %1393 = icmp eq i64 %index.next594, %n.vec551
  br i1 %1393, label %middle.block595, label %vector.body592, !llvm.loop !51

middle.block595:                                  ; preds = %vector.body592
  br i1 %cmp.n596, label %noise.body.us.preheader, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %philox.body.lr.ph.us, %middle.block595
  %philox132.us.ph = phi i64 [ 0, %philox.body.lr.ph.us ], [ %n.vec551, %middle.block595 ]
  %invariant.op = xor i64 %20, %1300
  %invariant.op697 = xor i64 %23, %1305
  br label %philox.body.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done88.us
  %1394 = add nuw i64 %row165.us, 1
  %exitcond209.not = icmp eq i64 %1394, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond209.not, label %row.exit, label %row.body.us

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.us, %row.body.lr.ph, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.isvectorized", i32 1}
!5 = distinct !{!5, !4}
!6 = distinct !{!6, !4, !7}
!7 = !{!"llvm.loop.unroll.runtime.disable"}
!8 = distinct !{!8, !4}
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !4, !7}
!15 = distinct !{!15, !4}
!16 = distinct !{!16, !1}
!17 = !{!18}
!18 = distinct !{!18, !19}
!19 = distinct !{!19, !"LVerDomain"}
!20 = !{!21, !22}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !19}
!23 = !{!21}
!24 = !{!22}
!25 = distinct !{!25, !4, !7}
!26 = distinct !{!26, !4}
!27 = distinct !{!27, !1}
!28 = !{!29}
!29 = distinct !{!29, !30}
!30 = distinct !{!30, !"LVerDomain"}
!31 = !{!32}
!32 = distinct !{!32, !30}
!33 = distinct !{!33, !4, !7}
!34 = !{!"branch_weights", i32 4, i32 28}
!35 = distinct !{!35, !4, !7}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !4}
!38 = distinct !{!38, !4}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !4, !7}
!41 = distinct !{!41, !4, !7}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !4}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !4, !7}
!47 = distinct !{!47, !4, !7}
!48 = distinct !{!48, !4, !7}
!49 = !{!"branch_weights", i32 4, i32 12}
!50 = distinct !{!50, !4, !7}
!51 = distinct !{!51, !4, !7}
