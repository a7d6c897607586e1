; ModuleID = 'sphere_align'
source_filename = "sphere_align.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_sphere_align_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %state293 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %status = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %input_0 = load ptr, ptr %1, align 8
  %input_0294 = ptrtoint ptr %input_0 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %scratch = load ptr, ptr %2, align 8
  %scratch292 = ptrtoint ptr %scratch to i64
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
  %.not165 = icmp eq i64 %n_features, 0
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
  %44 = sub i64 %scratch292, %39
  %45 = sub i64 %44, %state293
  %46 = mul i64 %n_features, -4
  %47 = sub i64 %44, %input_0294
  %48 = mul i64 %row_begin, %n_features
  %49 = shl i64 %48, 2
  %50 = sub i64 %scratch292, %49
  %51 = sub i64 %50, %state293
  %52 = mul i64 %n_features, -4
  %53 = sub i64 %50, %input_0294
  %54 = shl i64 %row_begin, 2
  %55 = sub i64 4, %54
  %56 = mul i64 %n_features, %55
  %57 = add i64 %56, %scratch292
  %58 = sub i64 %57, %state293
  %59 = sub i64 %57, %input_0294
  %60 = sub i64 8, %54
  %61 = mul i64 %n_features, %60
  %62 = add i64 %61, %scratch292
  %63 = sub i64 %62, %state293
  %64 = sub i64 %62, %input_0294
  %65 = mul i64 %row_begin, %n_features
  %66 = shl i64 %65, 2
  %67 = shl i64 %n_features, 2
  %68 = shl i64 %row_begin, 2
  %69 = add i64 %68, 4
  %70 = mul i64 %n_features, %69
  %71 = shl i64 %n_features, 4
  %scevgep393 = getelementptr i8, ptr %scratch, i64 %71
  %72 = mul i64 %row_begin, %n_features
  %73 = shl i64 %72, 2
  %74 = sub i64 %scratch292, %73
  %75 = sub i64 %74, %state293
  %76 = mul i64 %n_features, -4
  %77 = sub i64 %74, %input_0294
  %78 = mul i64 %n_features, -12
  %79 = mul i64 %row_begin, %n_features
  %80 = shl i64 %79, 2
  %81 = sub i64 %scratch292, %80
  %82 = mul i64 %n_features, -4
  %83 = shl i64 %row_begin, 2
  %84 = insertelement <2 x i64> poison, i64 %83, i64 0
  %85 = shufflevector <2 x i64> %84, <2 x i64> poison, <2 x i32> zeroinitializer
  %86 = sub <2 x i64> <i64 4, i64 8>, %85
  %87 = insertelement <2 x i64> poison, i64 %n_features, i64 0
  %88 = shufflevector <2 x i64> %87, <2 x i64> poison, <2 x i32> zeroinitializer
  %89 = mul <2 x i64> %88, %86
  %90 = insertelement <2 x i64> poison, i64 %scratch292, i64 0
  %91 = shufflevector <2 x i64> %90, <2 x i64> poison, <2 x i32> zeroinitializer
  %92 = add <2 x i64> %89, %91
  %93 = insertelement <8 x i64> poison, i64 %81, i64 0
  %94 = insertelement <8 x i64> %93, i64 %n_features, i64 1
  %95 = shufflevector <2 x i64> %92, <2 x i64> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %96 = shufflevector <8 x i64> %94, <8 x i64> %95, <8 x i32> <i32 0, i32 0, i32 1, i32 8, i32 8, i32 1, i32 9, i32 9>
  %97 = insertelement <8 x i64> <i64 poison, i64 poison, i64 -12, i64 -8, i64 poison, i64 poison, i64 poison, i64 poison>, i64 %state293, i64 0
  %98 = insertelement <8 x i64> %97, i64 %input_0294, i64 1
  %99 = shufflevector <8 x i64> %98, <8 x i64> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 0, i32 1, i32 3, i32 0, i32 1>
  %100 = sub <8 x i64> %96, %99
  %101 = mul <8 x i64> %96, %99
  %102 = shufflevector <8 x i64> %100, <8 x i64> %101, <8 x i32> <i32 0, i32 1, i32 10, i32 3, i32 4, i32 13, i32 6, i32 7>
  %103 = mul i64 %n_features, -4
  %104 = add i64 %n_features, -1
  %min.iters.check525 = icmp ult i64 %n_features, 8
  %n.vec528 = and i64 %n_features, -8
  %broadcast.splatinsert537 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat538 = shufflevector <8 x i64> %broadcast.splatinsert537, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert541 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat542 = shufflevector <8 x i64> %broadcast.splatinsert541, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert545 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat546 = shufflevector <8 x i64> %broadcast.splatinsert545, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert547 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat548 = shufflevector <8 x i64> %broadcast.splatinsert547, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert549 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat550 = shufflevector <8 x i64> %broadcast.splatinsert549, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert551 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat552 = shufflevector <8 x i64> %broadcast.splatinsert551, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert553 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat554 = shufflevector <8 x i64> %broadcast.splatinsert553, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert555 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat556 = shufflevector <8 x i64> %broadcast.splatinsert555, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert557 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat558 = shufflevector <8 x i64> %broadcast.splatinsert557, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert559 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat560 = shufflevector <8 x i64> %broadcast.splatinsert559, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert561 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat562 = shufflevector <8 x i64> %broadcast.splatinsert561, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert563 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat564 = shufflevector <8 x i64> %broadcast.splatinsert563, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert565 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat566 = shufflevector <8 x i64> %broadcast.splatinsert565, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert567 = insertelement <8 x i32> poison, i32 %35, i64 0
  %broadcast.splat568 = shufflevector <8 x i32> %broadcast.splatinsert567, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n573 = icmp eq i64 %n_features, %n.vec528
  %min.iters.check511 = icmp ult i64 %n_features, 16
  %105 = and i64 %n_features, 4611686018427387896
  %diff.check489 = icmp eq i64 %105, 0
  %diff.check490 = icmp ult i64 %.idx125, 32
  %diff.check508 = icmp ult i64 %103, 32
  %op.rdx577 = or i1 %diff.check508, %diff.check489
  %invariant.op673 = or i1 %diff.check490, %op.rdx577
  %n.vec514 = and i64 %n_features, -8
  %cmp.n522 = icmp eq i64 %n_features, %n.vec514
  %xtraiter = and i64 %n_features, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %xtraiter590 = and i64 %n_features, 7
  %106 = icmp ult i64 %104, 7
  %unroll_iter = and i64 %n_features, -8
  %lcmp.mod591.not = icmp eq i64 %xtraiter590, 0
  %lcmp.mod593 = icmp ne i64 %xtraiter590, 0
  %xtraiter594 = and i64 %n_features, 7
  %107 = icmp ult i64 %104, 7
  %unroll_iter599 = and i64 %n_features, -8
  %lcmp.mod596.not = icmp eq i64 %xtraiter594, 0
  %lcmp.mod598 = icmp ne i64 %xtraiter594, 0
  %xtraiter601 = and i64 %n_features, 7
  %108 = icmp ult i64 %104, 7
  %unroll_iter606 = and i64 %n_features, -8
  %lcmp.mod603.not = icmp eq i64 %xtraiter601, 0
  %lcmp.mod605 = icmp ne i64 %xtraiter601, 0
  %min.iters.check431 = icmp ult i64 %n_features, 4
  %diff.check428 = icmp ult i64 %78, 128
  %min.iters.check434 = icmp ult i64 %n_features, 32
  %n.mod.vf437 = and i64 %n_features, 28
  %n.vec438 = and i64 %n_features, -32
  %broadcast.splatinsert443 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat444 = shufflevector <8 x float> %broadcast.splatinsert443, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n463 = icmp eq i64 %n_features, %n.vec438
  %min.epilog.iters.check467 = icmp eq i64 %n.mod.vf437, 0
  %n.vec470 = and i64 %n_features, -4
  %broadcast.splatinsert475 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat476 = shufflevector <4 x float> %broadcast.splatinsert475, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n486 = icmp eq i64 %n_features, %n.vec470
  %xtraiter608 = and i64 %n_features, 1
  %lcmp.mod609.not = icmp eq i64 %xtraiter608, 0
  %xtraiter610 = and i64 %n_features, 7
  %109 = icmp ult i64 %104, 7
  %unroll_iter615 = and i64 %n_features, -8
  %lcmp.mod612.not = icmp eq i64 %xtraiter610, 0
  %lcmp.mod614 = icmp ne i64 %xtraiter610, 0
  %min.iters.check401 = icmp ult i64 %n_features, 8
  %n.vec404 = and i64 %n_features, -8
  %broadcast.splatinsert407 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat408 = shufflevector <8 x float> %broadcast.splatinsert407, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n422 = icmp eq i64 %n_features, %n.vec404
  %xtraiter617 = and i64 %n_features, 1
  %lcmp.mod618.not = icmp eq i64 %xtraiter617, 0
  %min.iters.check356 = icmp ult i64 %n_features, 4
  %110 = and i64 %n_features, 4611686018427387888
  %diff.check341 = icmp eq i64 %110, 0
  %diff.check342 = icmp ult i64 %.idx125, 64
  %conflict.rdx343 = or i1 %diff.check341, %diff.check342
  %min.iters.check359 = icmp ult i64 %n_features, 16
  %n.mod.vf362 = and i64 %n_features, 12
  %n.vec363 = and i64 %n_features, -16
  %cmp.n372 = icmp eq i64 %n_features, %n.vec363
  %min.epilog.iters.check376 = icmp eq i64 %n.mod.vf362, 0
  %n.vec379 = and i64 %n_features, -4
  %cmp.n386 = icmp eq i64 %n_features, %n.vec379
  %xtraiter619 = and i64 %n_features, 1
  %lcmp.mod620.not = icmp eq i64 %xtraiter619, 0
  %xtraiter621 = and i64 %n_features, 7
  %111 = icmp ult i64 %104, 7
  %unroll_iter626 = and i64 %n_features, -8
  %lcmp.mod623.not = icmp eq i64 %xtraiter621, 0
  %lcmp.mod625 = icmp ne i64 %xtraiter621, 0
  %xtraiter628 = and i64 %n_features, 7
  %112 = icmp ult i64 %104, 7
  %unroll_iter633 = and i64 %n_features, -8
  %lcmp.mod630.not = icmp eq i64 %xtraiter628, 0
  %lcmp.mod632 = icmp ne i64 %xtraiter628, 0
  %min.iters.check296 = icmp ult i64 %n_features, 4
  %min.iters.check299 = icmp ult i64 %n_features, 32
  %n.mod.vf302 = and i64 %n_features, 28
  %n.vec303 = and i64 %n_features, -32
  %broadcast.splatinsert306 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat307 = shufflevector <8 x float> %broadcast.splatinsert306, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n320 = icmp eq i64 %n_features, %n.vec303
  %min.epilog.iters.check324 = icmp eq i64 %n.mod.vf302, 0
  %n.vec327 = and i64 %n_features, -4
  %broadcast.splatinsert330 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat331 = shufflevector <4 x float> %broadcast.splatinsert330, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n338 = icmp eq i64 %n_features, %n.vec327
  %xtraiter635 = and i64 %n_features, 3
  %lcmp.mod636.not = icmp eq i64 %xtraiter635, 0
  %xtraiter637 = and i64 %n_features, 7
  %113 = icmp ult i64 %104, 7
  %unroll_iter642 = and i64 %n_features, -8
  %lcmp.mod639.not = icmp eq i64 %xtraiter637, 0
  %lcmp.mod641 = icmp ne i64 %xtraiter637, 0
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check266 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert267 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat268 = shufflevector <8 x float> %broadcast.splatinsert267, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec279 = and i64 %n_features, -4
  %broadcast.splatinsert282 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat283 = shufflevector <4 x float> %broadcast.splatinsert282, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n290 = icmp eq i64 %n_features, %n.vec279
  %xtraiter644 = and i64 %n_features, 3
  %lcmp.mod645.not = icmp eq i64 %xtraiter644, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row164.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %1432, %step.header.step.exit_crit_edge.us ]
  %114 = mul i64 %82, %indvar
  %115 = insertelement <8 x i64> <i64 poison, i64 poison, i64 0, i64 poison, i64 poison, i64 0, i64 poison, i64 poison>, i64 %114, i64 0
  %116 = shufflevector <8 x i64> %115, <8 x i64> poison, <8 x i32> <i32 0, i32 0, i32 2, i32 0, i32 0, i32 5, i32 0, i32 0>
  %117 = add <8 x i64> %102, %116
  %118 = mul i64 %76, %indvar
  %119 = add i64 %75, %118
  %120 = add i64 %77, %118
  %121 = mul i64 %67, %indvar
  %122 = add i64 %66, %121
  %scevgep389 = getelementptr i8, ptr %state, i64 %122
  %123 = add i64 %70, %121
  %scevgep390 = getelementptr i8, ptr %state, i64 %123
  %scevgep391 = getelementptr i8, ptr %input_0, i64 %122
  %scevgep392 = getelementptr i8, ptr %input_0, i64 %123
  %124 = mul i64 %52, %indvar
  %125 = add i64 %51, %124
  %126 = add i64 %53, %124
  %127 = add i64 %58, %124
  %128 = add i64 %59, %124
  %129 = add i64 %63, %124
  %130 = add i64 %64, %124
  %131 = mul i64 %46, %indvar
  %132 = add i64 %45, %131
  %133 = add i64 %47, %131
  %134 = mul i64 %40, %indvar
  %135 = add i64 %39, %134
  %scevgep = getelementptr i8, ptr %state, i64 %135
  %136 = add i64 %43, %134
  %scevgep263 = getelementptr i8, ptr %state, i64 %136
  %scevgep264 = getelementptr i8, ptr %input_0, i64 %135
  %scevgep265 = getelementptr i8, ptr %input_0, i64 %136
  %row_offset.us = mul i64 %row164.us, %n_features
  %137 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %138 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %139 = getelementptr inbounds float, ptr %status, i64 %row164.us
  %broadcast.splatinsert535 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat536 = shufflevector <8 x i64> %broadcast.splatinsert535, <8 x i64> poison, <8 x i32> zeroinitializer
  %140 = icmp ult <8 x i64> %117, splat (i64 32)
  %141 = bitcast <8 x i1> %140 to i8
  %142 = icmp ne i8 %141, 0
  %op.rdx578.reass = or i1 %142, %invariant.op673
  %diff.check425 = icmp ult i64 %119, 128
  %diff.check426 = icmp ult i64 %120, 128
  %conflict.rdx427 = or i1 %diff.check425, %diff.check426
  %conflict.rdx429 = or i1 %conflict.rdx427, %diff.check428
  %bound0394 = icmp ult ptr %scevgep389, %scevgep392
  %bound1395 = icmp ult ptr %scevgep391, %scevgep390
  %found.conflict396 = and i1 %bound0394, %bound1395
  %bound0397 = icmp ult ptr %scevgep389, %scevgep393
  %bound1398 = icmp ult ptr %17, %scevgep390
  %found.conflict399 = and i1 %bound0397, %bound1398
  %conflict.rdx400 = or i1 %found.conflict396, %found.conflict399
  %diff.check344 = icmp ult i64 %125, 64
  %conflict.rdx345 = or i1 %conflict.rdx343, %diff.check344
  %diff.check346 = icmp ult i64 %126, 64
  %conflict.rdx347 = or i1 %conflict.rdx345, %diff.check346
  %diff.check348 = icmp ult i64 %127, 64
  %conflict.rdx349 = or i1 %conflict.rdx347, %diff.check348
  %diff.check350 = icmp ult i64 %128, 64
  %conflict.rdx351 = or i1 %conflict.rdx349, %diff.check350
  %diff.check352 = icmp ult i64 %129, 64
  %conflict.rdx353 = or i1 %conflict.rdx351, %diff.check352
  %diff.check354 = icmp ult i64 %130, 64
  %conflict.rdx355 = or i1 %conflict.rdx353, %diff.check354
  %diff.check = icmp ult i64 %132, 128
  %diff.check295 = icmp ult i64 %133, 128
  %conflict.rdx = or i1 %diff.check, %diff.check295
  %bound0 = icmp ult ptr %scevgep, %scevgep265
  %bound1 = icmp ult ptr %scevgep264, %scevgep263
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done88.us
  %step163.us = phi i64 [ 0, %row.body.us ], [ %763, %noise.done88.us ]
  %temperature1.0162.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done88.us ]
  %143 = fmul float %two_eta, %temperature1.0162.us
  %144 = fcmp ogt float %143, 0.000000e+00
  %145 = tail call float @llvm.sqrt.f32(float %143)
  %146 = select i1 %144, float %145, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %146
  %key1_step.us = add i64 %step163.us, %key1
  br i1 %cond, label %feature.header24.preheader.us, label %noise.header.preheader.us

fold_tail.body21.us:                              ; preds = %fold_tail.body21.us.preheader, %fold_tail.body21.us
  %fold_tail23140.us = phi i64 [ %178, %fold_tail.body21.us ], [ 0, %fold_tail.body21.us.preheader ]
  %fold_value15.0139.us = phi float [ %177, %fold_tail.body21.us ], [ 0.000000e+00, %fold_tail.body21.us.preheader ]
  %niter607 = phi i64 [ %niter607.next.7, %fold_tail.body21.us ], [ 0, %fold_tail.body21.us.preheader ]
  %147 = getelementptr inbounds float, ptr %37, i64 %fold_tail23140.us
  %148 = load float, ptr %147, align 4
  %149 = fadd float %fold_value15.0139.us, %148
  %150 = getelementptr float, ptr %37, i64 %fold_tail23140.us
  %151 = getelementptr i8, ptr %150, i64 4
  %152 = load float, ptr %151, align 4
  %153 = fadd float %149, %152
  %154 = getelementptr float, ptr %37, i64 %fold_tail23140.us
  %155 = getelementptr i8, ptr %154, i64 8
  %156 = load float, ptr %155, align 4
  %157 = fadd float %153, %156
  %158 = getelementptr float, ptr %37, i64 %fold_tail23140.us
  %159 = getelementptr i8, ptr %158, i64 12
  %160 = load float, ptr %159, align 4
  %161 = fadd float %157, %160
  %162 = getelementptr float, ptr %37, i64 %fold_tail23140.us
  %163 = getelementptr i8, ptr %162, i64 16
  %164 = load float, ptr %163, align 4
  %165 = fadd float %161, %164
  %166 = getelementptr float, ptr %37, i64 %fold_tail23140.us
  %167 = getelementptr i8, ptr %166, i64 20
  %168 = load float, ptr %167, align 4
  %169 = fadd float %165, %168
  %170 = getelementptr float, ptr %37, i64 %fold_tail23140.us
  %171 = getelementptr i8, ptr %170, i64 24
  %172 = load float, ptr %171, align 4
  %173 = fadd float %169, %172
  %174 = getelementptr float, ptr %37, i64 %fold_tail23140.us
  %175 = getelementptr i8, ptr %174, i64 28
  %176 = load float, ptr %175, align 4
  %177 = fadd float %173, %176
  %178 = add nuw i64 %fold_tail23140.us, 8
  %niter607.next.7 = add i64 %niter607, 8
  %niter607.ncmp.7 = icmp eq i64 %niter607.next.7, %unroll_iter606
  br i1 %niter607.ncmp.7, label %iter.check433.unr-lcssa, label %fold_tail.body21.us

fold_tail.body12.us:                              ; preds = %fold_tail.body12.us.preheader, %fold_tail.body12.us
  %fold_tail14137.us = phi i64 [ %210, %fold_tail.body12.us ], [ 0, %fold_tail.body12.us.preheader ]
  %fold_value6.0136.us = phi float [ %209, %fold_tail.body12.us ], [ 0.000000e+00, %fold_tail.body12.us.preheader ]
  %niter600 = phi i64 [ %niter600.next.7, %fold_tail.body12.us ], [ 0, %fold_tail.body12.us.preheader ]
  %179 = getelementptr inbounds float, ptr %36, i64 %fold_tail14137.us
  %180 = load float, ptr %179, align 4
  %181 = fadd float %fold_value6.0136.us, %180
  %182 = getelementptr float, ptr %36, i64 %fold_tail14137.us
  %183 = getelementptr i8, ptr %182, i64 4
  %184 = load float, ptr %183, align 4
  %185 = fadd float %181, %184
  %186 = getelementptr float, ptr %36, i64 %fold_tail14137.us
  %187 = getelementptr i8, ptr %186, i64 8
  %188 = load float, ptr %187, align 4
  %189 = fadd float %185, %188
  %190 = getelementptr float, ptr %36, i64 %fold_tail14137.us
  %191 = getelementptr i8, ptr %190, i64 12
  %192 = load float, ptr %191, align 4
  %193 = fadd float %189, %192
  %194 = getelementptr float, ptr %36, i64 %fold_tail14137.us
  %195 = getelementptr i8, ptr %194, i64 16
  %196 = load float, ptr %195, align 4
  %197 = fadd float %193, %196
  %198 = getelementptr float, ptr %36, i64 %fold_tail14137.us
  %199 = getelementptr i8, ptr %198, i64 20
  %200 = load float, ptr %199, align 4
  %201 = fadd float %197, %200
  %202 = getelementptr float, ptr %36, i64 %fold_tail14137.us
  %203 = getelementptr i8, ptr %202, i64 24
  %204 = load float, ptr %203, align 4
  %205 = fadd float %201, %204
  %206 = getelementptr float, ptr %36, i64 %fold_tail14137.us
  %207 = getelementptr i8, ptr %206, i64 28
  %208 = load float, ptr %207, align 4
  %209 = fadd float %205, %208
  %210 = add nuw i64 %fold_tail14137.us, 8
  %niter600.next.7 = add i64 %niter600, 8
  %niter600.ncmp.7 = icmp eq i64 %niter600.next.7, %unroll_iter599
  br i1 %niter600.ncmp.7, label %fold_tail.body21.us.preheader.unr-lcssa, label %fold_tail.body12.us

fold_tail.body21.us.preheader.unr-lcssa:          ; preds = %fold_tail.body12.us
  br i1 %lcmp.mod596.not, label %fold_tail.body21.us.preheader, label %fold_tail.body12.us.epil.preheader

fold_tail.body12.us.epil.preheader:               ; preds = %fold_tail.body21.us.preheader.unr-lcssa, %fold_tail.body12.us.preheader
  %fold_tail14137.us.epil.init = phi i64 [ 0, %fold_tail.body12.us.preheader ], [ %210, %fold_tail.body21.us.preheader.unr-lcssa ]
  %fold_value6.0136.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body12.us.preheader ], [ %209, %fold_tail.body21.us.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod598)
  br label %fold_tail.body12.us.epil

fold_tail.body12.us.epil:                         ; preds = %fold_tail.body12.us.epil, %fold_tail.body12.us.epil.preheader
  %fold_tail14137.us.epil = phi i64 [ %214, %fold_tail.body12.us.epil ], [ %fold_tail14137.us.epil.init, %fold_tail.body12.us.epil.preheader ]
  %fold_value6.0136.us.epil = phi float [ %213, %fold_tail.body12.us.epil ], [ %fold_value6.0136.us.epil.init, %fold_tail.body12.us.epil.preheader ]
  %epil.iter595 = phi i64 [ %epil.iter595.next, %fold_tail.body12.us.epil ], [ 0, %fold_tail.body12.us.epil.preheader ]
  %211 = getelementptr inbounds float, ptr %36, i64 %fold_tail14137.us.epil
  %212 = load float, ptr %211, align 4
  %213 = fadd float %fold_value6.0136.us.epil, %212
  %214 = add nuw i64 %fold_tail14137.us.epil, 1
  %epil.iter595.next = add i64 %epil.iter595, 1
  %epil.iter595.cmp.not = icmp eq i64 %epil.iter595.next, %xtraiter594
  br i1 %epil.iter595.cmp.not, label %fold_tail.body21.us.preheader, label %fold_tail.body12.us.epil, !llvm.loop !0

fold_tail.body21.us.preheader:                    ; preds = %fold_tail.body12.us.epil, %fold_tail.body21.us.preheader.unr-lcssa
  %.lcssa584 = phi float [ %209, %fold_tail.body21.us.preheader.unr-lcssa ], [ %213, %fold_tail.body12.us.epil ]
  br i1 %108, label %fold_tail.body21.us.epil.preheader, label %fold_tail.body21.us

fold_tail.body.us:                                ; preds = %fold_tail.body.us.preheader, %fold_tail.body.us
  %fold_tail135.us = phi i64 [ %246, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %fold_value.0134.us = phi float [ %245, %fold_tail.body.us ], [ 0.000000e+00, %fold_tail.body.us.preheader ]
  %niter = phi i64 [ %niter.next.7, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %215 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail135.us
  %216 = load float, ptr %215, align 4
  %217 = fadd float %fold_value.0134.us, %216
  %218 = getelementptr float, ptr %scratch, i64 %fold_tail135.us
  %219 = getelementptr i8, ptr %218, i64 4
  %220 = load float, ptr %219, align 4
  %221 = fadd float %217, %220
  %222 = getelementptr float, ptr %scratch, i64 %fold_tail135.us
  %223 = getelementptr i8, ptr %222, i64 8
  %224 = load float, ptr %223, align 4
  %225 = fadd float %221, %224
  %226 = getelementptr float, ptr %scratch, i64 %fold_tail135.us
  %227 = getelementptr i8, ptr %226, i64 12
  %228 = load float, ptr %227, align 4
  %229 = fadd float %225, %228
  %230 = getelementptr float, ptr %scratch, i64 %fold_tail135.us
  %231 = getelementptr i8, ptr %230, i64 16
  %232 = load float, ptr %231, align 4
  %233 = fadd float %229, %232
  %234 = getelementptr float, ptr %scratch, i64 %fold_tail135.us
  %235 = getelementptr i8, ptr %234, i64 20
  %236 = load float, ptr %235, align 4
  %237 = fadd float %233, %236
  %238 = getelementptr float, ptr %scratch, i64 %fold_tail135.us
  %239 = getelementptr i8, ptr %238, i64 24
  %240 = load float, ptr %239, align 4
  %241 = fadd float %237, %240
  %242 = getelementptr float, ptr %scratch, i64 %fold_tail135.us
  %243 = getelementptr i8, ptr %242, i64 28
  %244 = load float, ptr %243, align 4
  %245 = fadd float %241, %244
  %246 = add nuw i64 %fold_tail135.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold_tail.body12.us.preheader.unr-lcssa, label %fold_tail.body.us

fold_tail.body12.us.preheader.unr-lcssa:          ; preds = %fold_tail.body.us
  br i1 %lcmp.mod591.not, label %fold_tail.body12.us.preheader, label %fold_tail.body.us.epil.preheader

fold_tail.body.us.epil.preheader:                 ; preds = %fold_tail.body12.us.preheader.unr-lcssa, %fold_tail.body.us.preheader
  %fold_tail135.us.epil.init = phi i64 [ 0, %fold_tail.body.us.preheader ], [ %246, %fold_tail.body12.us.preheader.unr-lcssa ]
  %fold_value.0134.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body.us.preheader ], [ %245, %fold_tail.body12.us.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod593)
  br label %fold_tail.body.us.epil

fold_tail.body.us.epil:                           ; preds = %fold_tail.body.us.epil, %fold_tail.body.us.epil.preheader
  %fold_tail135.us.epil = phi i64 [ %250, %fold_tail.body.us.epil ], [ %fold_tail135.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %fold_value.0134.us.epil = phi float [ %249, %fold_tail.body.us.epil ], [ %fold_value.0134.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_tail.body.us.epil ], [ 0, %fold_tail.body.us.epil.preheader ]
  %247 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail135.us.epil
  %248 = load float, ptr %247, align 4
  %249 = fadd float %fold_value.0134.us.epil, %248
  %250 = add nuw i64 %fold_tail135.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter590
  br i1 %epil.iter.cmp.not, label %fold_tail.body12.us.preheader, label %fold_tail.body.us.epil, !llvm.loop !2

fold_tail.body12.us.preheader:                    ; preds = %fold_tail.body.us.epil, %fold_tail.body12.us.preheader.unr-lcssa
  %.lcssa = phi float [ %245, %fold_tail.body12.us.preheader.unr-lcssa ], [ %249, %fold_tail.body.us.epil ]
  br i1 %107, label %fold_tail.body12.us.epil.preheader, label %fold_tail.body12.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature133.us = phi i64 [ %278, %feature.body.us ], [ %feature133.us.unr, %feature.body.us.prol.loopexit ]
  %251 = getelementptr inbounds float, ptr %137, i64 %feature133.us
  %252 = load float, ptr %251, align 4
  %253 = fmul float %252, %252
  %254 = getelementptr inbounds float, ptr %138, i64 %feature133.us
  %255 = load float, ptr %254, align 4
  %256 = fneg float %255
  %257 = fmul float %252, %256
  %258 = getelementptr inbounds float, ptr %17, i64 %feature133.us
  %259 = load float, ptr %258, align 4
  %260 = fmul float %252, %259
  %261 = getelementptr inbounds float, ptr %scratch, i64 %feature133.us
  store float %253, ptr %261, align 4
  %262 = getelementptr float, ptr %36, i64 %feature133.us
  store float %257, ptr %262, align 4
  %263 = getelementptr float, ptr %37, i64 %feature133.us
  store float %260, ptr %263, align 4
  %264 = add nuw i64 %feature133.us, 1
  %265 = getelementptr inbounds float, ptr %137, i64 %264
  %266 = load float, ptr %265, align 4
  %267 = fmul float %266, %266
  %268 = getelementptr inbounds float, ptr %138, i64 %264
  %269 = load float, ptr %268, align 4
  %270 = fneg float %269
  %271 = fmul float %266, %270
  %272 = getelementptr inbounds float, ptr %17, i64 %264
  %273 = load float, ptr %272, align 4
  %274 = fmul float %266, %273
  %275 = getelementptr inbounds float, ptr %scratch, i64 %264
  store float %267, ptr %275, align 4
  %276 = getelementptr float, ptr %36, i64 %264
  store float %271, ptr %276, align 4
  %277 = getelementptr float, ptr %37, i64 %264
  store float %274, ptr %277, align 4
  %278 = add nuw i64 %feature133.us, 2
  %exitcond191.not.1 = icmp eq i64 %278, %n_features
  br i1 %exitcond191.not.1, label %fold_tail.body.us.preheader, label %feature.body.us, !llvm.loop !3

noise.body.us:                                    ; preds = %noise.body.us.preheader, %noise.body.us
  %noise132.us = phi i64 [ %510, %noise.body.us ], [ %noise132.us.ph, %noise.body.us.preheader ]
  %element.us = add i64 %noise132.us, %row_offset.us
  %279 = and i64 %element.us, 4294967295
  %280 = mul nuw i64 %279, 3528531795
  %281 = xor i64 %element.us, %key0
  %282 = xor i64 %281, %280
  %283 = lshr i64 %282, 32
  %284 = mul nuw i64 %283, 3449720151
  %285 = lshr i64 %284, 32
  %.reass.reass = xor i64 %285, %invariant.op
  %286 = xor i64 %1194, %280
  %287 = and i64 %.reass.reass, 4294967295
  %288 = mul nuw i64 %287, 3528531795
  %289 = and i64 %286, 4294967295
  %290 = mul nuw i64 %289, 3449720151
  %291 = lshr i64 %288, 32
  %292 = lshr i64 %290, 32
  %293 = xor i64 %292, %22
  %294 = xor i64 %293, %284
  %.reass255.reass = xor i64 %291, %invariant.op672
  %295 = and i64 %294, 4294967295
  %296 = mul nuw i64 %295, 3528531795
  %297 = and i64 %.reass255.reass, 4294967295
  %298 = mul nuw i64 %297, 3449720151
  %299 = lshr i64 %296, 32
  %300 = lshr i64 %298, 32
  %301 = xor i64 %24, %300
  %302 = xor i64 %301, %290
  %303 = xor i64 %299, %25
  %304 = xor i64 %303, %288
  %305 = and i64 %302, 4294967295
  %306 = mul nuw i64 %305, 3528531795
  %307 = and i64 %304, 4294967295
  %308 = mul nuw i64 %307, 3449720151
  %309 = lshr i64 %306, 32
  %310 = lshr i64 %308, 32
  %311 = xor i64 %310, %26
  %312 = xor i64 %311, %298
  %313 = xor i64 %27, %309
  %314 = xor i64 %313, %296
  %315 = and i64 %312, 4294967295
  %316 = mul nuw i64 %315, 3528531795
  %317 = and i64 %314, 4294967295
  %318 = mul nuw i64 %317, 3449720151
  %319 = lshr i64 %316, 32
  %320 = lshr i64 %318, 32
  %321 = xor i64 %28, %320
  %322 = xor i64 %321, %308
  %323 = xor i64 %319, %29
  %324 = xor i64 %323, %306
  %325 = and i64 %322, 4294967295
  %326 = mul nuw i64 %325, 3528531795
  %327 = and i64 %324, 4294967295
  %328 = mul nuw i64 %327, 3449720151
  %329 = lshr i64 %326, 32
  %330 = lshr i64 %328, 32
  %331 = xor i64 %330, %30
  %332 = xor i64 %331, %318
  %333 = xor i64 %31, %329
  %334 = xor i64 %333, %316
  %335 = and i64 %332, 4294967295
  %336 = mul nuw i64 %335, 3528531795
  %337 = and i64 %334, 4294967295
  %338 = mul nuw i64 %337, 3449720151
  %339 = lshr i64 %336, 32
  %340 = lshr i64 %338, 32
  %341 = xor i64 %32, %340
  %342 = xor i64 %341, %328
  %343 = xor i64 %339, %33
  %344 = xor i64 %343, %326
  %345 = and i64 %342, 4294967295
  %346 = mul nuw i64 %345, 3528531795
  %347 = lshr i64 %346, 32
  %348 = trunc i64 %344 to i32
  %349 = mul i32 %348, -845247145
  %350 = xor i64 %34, %347
  %351 = xor i64 %350, %336
  %352 = and i64 %351, 4294967295
  %353 = mul nuw i64 %352, 3449720151
  %354 = lshr i64 %353, 32
  %355 = trunc nuw i64 %354 to i32
  %356 = trunc i64 %353 to i32
  %357 = xor i32 %349, %355
  %358 = xor i32 %357, %35
  %359 = uitofp i32 %358 to double
  %360 = fadd double %359, 5.000000e-01
  %361 = fmul double %360, 0x3DF0000000000000
  %362 = uitofp i32 %356 to double
  %363 = fadd double %362, 5.000000e-01
  %364 = fmul double %363, 0x3DF0000000000000
  %365 = fcmp olt double %361, 0x10000000000000
  %366 = fmul double %361, 0x4350000000000000
  %367 = select i1 %365, double %366, double %361
  %.neg.us = select i1 %365, i64 -1077, i64 -1023
  %368 = bitcast double %367 to i64
  %369 = lshr i64 %368, 32
  %370 = add nuw nsw i64 %369, 614242
  %371 = lshr i64 %370, 20
  %372 = add nsw i64 %371, %.neg.us
  %373 = shl i64 %370, 32
  %374 = and i64 %373, 4503595332403200
  %375 = add nuw nsw i64 %374, 4604544269498187776
  %376 = and i64 %368, 4294967295
  %377 = or disjoint i64 %375, %376
  %378 = bitcast i64 %377 to double
  %379 = fadd double %378, -1.000000e+00
  %380 = fmul double %379, 5.000000e-01
  %381 = fmul double %379, %380
  %382 = fadd double %379, 2.000000e+00
  %383 = fdiv double %379, %382
  %384 = fmul double %383, %383
  %385 = fmul double %384, %384
  %386 = fmul double %385, 0x3FC39A09D078C69F
  %387 = fadd double %386, 0x3FCC71C51D8E78AF
  %388 = fmul double %385, %387
  %389 = fadd double %388, 0x3FD999999997FA04
  %390 = fmul double %385, %389
  %391 = fmul double %385, 0x3FC2F112DF3E5244
  %392 = fadd double %391, 0x3FC7466496CB03DE
  %393 = fmul double %385, %392
  %394 = fadd double %393, 0x3FD2492494229359
  %395 = fmul double %385, %394
  %396 = fadd double %395, 0x3FE5555555555593
  %397 = fmul double %384, %396
  %398 = fadd double %390, %397
  %399 = sitofp i64 %372 to double
  %400 = fadd double %381, %398
  %401 = fmul double %383, %400
  %402 = fmul double %399, 0x3DEA39EF35793C76
  %403 = fadd double %402, %401
  %404 = fsub double %403, %381
  %405 = fadd double %379, %404
  %406 = fmul double %399, 0x3FE62E42FEE00000
  %407 = fadd double %406, %405
  %408 = fcmp oeq double %361, 0x7FF0000000000000
  %409 = fcmp oeq double %361, 0.000000e+00
  %410 = fmul double %407, -2.000000e+00
  %411 = select i1 %408, double 0xFFF0000000000000, double %410
  %412 = select i1 %409, double 0x7FF0000000000000, double %411
  %413 = tail call double @llvm.sqrt.f64(double %412)
  %414 = fmul double %364, 0x401921FB54442D18
  %415 = fmul double %414, 0x3FE45F306DC9C883
  %416 = fadd double %415, 0x4338000000000000
  %417 = bitcast double %416 to i64
  %418 = fadd double %416, 0xC338000000000000
  %419 = fmul double %418, 0x3FF921FB54400000
  %420 = fsub double %414, %419
  %421 = fmul double %418, 0x3DD0B4611A626331
  %422 = fmul double %418, 0x3DD0B4611A600000
  %423 = fsub double %420, %422
  %424 = fmul double %418, 0x3BA3198A2E037073
  %425 = fsub double %420, %423
  %426 = fsub double %425, %422
  %427 = fsub double %424, %426
  %428 = fmul double %418, 0x3BA3198A2E000000
  %429 = fsub double %423, %428
  %430 = fmul double %418, 0x397B839A252049C1
  %431 = fsub double %423, %429
  %432 = fsub double %431, %428
  %433 = fsub double %430, %432
  %434 = fsub double %420, %421
  %435 = fsub double %423, %427
  %436 = bitcast double %434 to i64
  %437 = lshr i64 %436, 52
  %438 = and i64 %437, 2047
  %439 = insertelement <2 x double> poison, double %435, i64 0
  %440 = insertelement <2 x double> %439, double %414, i64 1
  %441 = bitcast <2 x double> %440 to <2 x i64>
  %442 = lshr <2 x i64> %441, splat (i64 52)
  %443 = and <2 x i64> %442, splat (i64 2047)
  %444 = add nuw nsw i64 %438, 16
  %445 = extractelement <2 x i64> %443, i64 1
  %446 = icmp samesign ult i64 %444, %445
  %447 = extractelement <2 x i64> %443, i64 0
  %448 = add nuw nsw i64 %447, 49
  %449 = icmp samesign ult i64 %448, %445
  %450 = select i1 %449, double %429, double %423
  %451 = select i1 %449, double %433, double %427
  %452 = select i1 %446, double %450, double %420
  %453 = select i1 %446, double %451, double %421
  %454 = fsub double %452, %453
  %455 = fsub double %452, %454
  %456 = fsub double %455, %453
  %457 = fmul double %454, %454
  %458 = fmul double %457, %457
  %459 = fmul double %457, 0x3EFA01A019CB1590
  %460 = fadd double %459, 0xBF56C16C16C15177
  %461 = fmul double %457, %460
  %462 = fadd double %461, 0x3FA555555555554C
  %463 = fmul double %457, %462
  %464 = fmul double %457, 0x3DA8FAE9BE8838D4
  %465 = fsub double 0x3E21EE9EBDB4B1C4, %464
  %466 = fmul double %457, %465
  %467 = fadd double %466, 0xBE927E4F809C52AD
  %468 = fmul double %458, %458
  %469 = fmul double %468, %467
  %470 = fadd double %463, %469
  %471 = fmul double %457, 5.000000e-01
  %472 = fsub double 1.000000e+00, %471
  %473 = fsub double 1.000000e+00, %472
  %474 = fsub double %473, %471
  %475 = fmul double %457, %470
  %476 = fmul double %454, %456
  %477 = fsub double %475, %476
  %478 = fadd double %474, %477
  %479 = fadd double %472, %478
  %480 = fmul double %457, 0x3EC71DE357B1FE7D
  %481 = fadd double %480, 0xBF2A01A019C161D5
  %482 = fmul double %457, %481
  %483 = fadd double %482, 0x3F8111111110F8A6
  %484 = fmul double %457, 0x3DE5D93A5ACFD57C
  %485 = fadd double %484, 0xBE5AE5E68A2B9CEB
  %486 = fmul double %457, %458
  %487 = fmul double %486, %485
  %488 = fadd double %487, %483
  %489 = fmul double %454, %457
  %490 = fmul double %456, 5.000000e-01
  %491 = fmul double %489, %488
  %492 = fsub double %490, %491
  %493 = fmul double %457, %492
  %494 = fsub double %493, %456
  %495 = fmul double %489, 0x3FC5555555555549
  %496 = fadd double %494, %495
  %497 = fsub double %454, %496
  %498 = fneg double %479
  %499 = fneg double %497
  %500 = and i64 %417, 1
  %501 = and i64 %417, 2
  %.not.us = icmp eq i64 %500, 0
  %.not126.us = icmp eq i64 %501, 0
  %502 = select i1 %.not126.us, double %479, double %498
  %503 = select i1 %.not126.us, double %499, double %497
  %504 = select i1 %.not.us, double %502, double %503
  %505 = fcmp olt double %414, 0x413921FB00000000
  %506 = select i1 %505, double %504, double 0x7FF8000000000000
  %507 = fmul double %506, %413
  %508 = fptrunc double %507 to float
  %509 = getelementptr inbounds float, ptr %17, i64 %noise132.us
  store float %508, ptr %509, align 4
  %510 = add nuw i64 %noise132.us, 1
  %exitcond.not = icmp eq i64 %510, %n_features
  br i1 %exitcond.not, label %feature.body.us.preheader, label %noise.body.us, !llvm.loop !5

feature.body.us.preheader:                        ; preds = %noise.body.us, %middle.block572
  %brmerge = select i1 %min.iters.check511, i1 true, i1 %op.rdx578.reass
  br i1 %brmerge, label %feature.body.us.preheader583, label %vector.body515

vector.body515:                                   ; preds = %feature.body.us.preheader, %vector.body515
  %index516 = phi i64 [ %index.next520, %vector.body515 ], [ 0, %feature.body.us.preheader ]
  %511 = getelementptr inbounds float, ptr %137, i64 %index516
  %wide.load517 = load <8 x float>, ptr %511, align 4
  %512 = fmul <8 x float> %wide.load517, %wide.load517
  %513 = getelementptr inbounds float, ptr %138, i64 %index516
  %wide.load518 = load <8 x float>, ptr %513, align 4
  %514 = fneg <8 x float> %wide.load518
  %515 = fmul <8 x float> %wide.load517, %514
  %516 = getelementptr inbounds float, ptr %17, i64 %index516
  %wide.load519 = load <8 x float>, ptr %516, align 4
  %517 = fmul <8 x float> %wide.load517, %wide.load519
  %518 = getelementptr inbounds float, ptr %scratch, i64 %index516
  store <8 x float> %512, ptr %518, align 4
  %519 = getelementptr float, ptr %36, i64 %index516
  store <8 x float> %515, ptr %519, align 4
  %520 = getelementptr float, ptr %37, i64 %index516
  store <8 x float> %517, ptr %520, align 4
  %index.next520 = add nuw i64 %index516, 8
  %521 = icmp eq i64 %index.next520, %n.vec514
  br i1 %521, label %middle.block521, label %vector.body515, !llvm.loop !7

middle.block521:                                  ; preds = %vector.body515
  br i1 %cmp.n522, label %fold_tail.body.us.preheader, label %feature.body.us.preheader583

feature.body.us.preheader583:                     ; preds = %feature.body.us.preheader, %middle.block521
  %feature133.us.ph = phi i64 [ %n.vec514, %middle.block521 ], [ 0, %feature.body.us.preheader ]
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader583
  %522 = getelementptr inbounds float, ptr %137, i64 %feature133.us.ph
  %523 = load float, ptr %522, align 4
  %524 = fmul float %523, %523
  %525 = getelementptr inbounds float, ptr %138, i64 %feature133.us.ph
  %526 = load float, ptr %525, align 4
  %527 = fneg float %526
  %528 = fmul float %523, %527
  %529 = getelementptr inbounds float, ptr %17, i64 %feature133.us.ph
  %530 = load float, ptr %529, align 4
  %531 = fmul float %523, %530
  %532 = getelementptr inbounds float, ptr %scratch, i64 %feature133.us.ph
  store float %524, ptr %532, align 4
  %533 = getelementptr float, ptr %36, i64 %feature133.us.ph
  store float %528, ptr %533, align 4
  %534 = getelementptr float, ptr %37, i64 %feature133.us.ph
  store float %531, ptr %534, align 4
  %535 = or disjoint i64 %feature133.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader583
  %feature133.us.unr = phi i64 [ %feature133.us.ph, %feature.body.us.preheader583 ], [ %535, %feature.body.us.prol ]
  %536 = icmp eq i64 %104, %feature133.us.ph
  br i1 %536, label %fold_tail.body.us.preheader, label %feature.body.us

fold_tail.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block521
  br i1 %106, label %fold_tail.body.us.epil.preheader, label %fold_tail.body.us

fold_tail.body69.us:                              ; preds = %fold_tail.body69.us.preheader, %fold_tail.body69.us
  %fold_tail71154.us = phi i64 [ %568, %fold_tail.body69.us ], [ 0, %fold_tail.body69.us.preheader ]
  %fold_value63.0153.us = phi float [ %567, %fold_tail.body69.us ], [ 0.000000e+00, %fold_tail.body69.us.preheader ]
  %niter616 = phi i64 [ %niter616.next.7, %fold_tail.body69.us ], [ 0, %fold_tail.body69.us.preheader ]
  %537 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail71154.us
  %538 = load float, ptr %537, align 4
  %539 = fadd float %fold_value63.0153.us, %538
  %540 = getelementptr float, ptr %scratch, i64 %fold_tail71154.us
  %541 = getelementptr i8, ptr %540, i64 4
  %542 = load float, ptr %541, align 4
  %543 = fadd float %539, %542
  %544 = getelementptr float, ptr %scratch, i64 %fold_tail71154.us
  %545 = getelementptr i8, ptr %544, i64 8
  %546 = load float, ptr %545, align 4
  %547 = fadd float %543, %546
  %548 = getelementptr float, ptr %scratch, i64 %fold_tail71154.us
  %549 = getelementptr i8, ptr %548, i64 12
  %550 = load float, ptr %549, align 4
  %551 = fadd float %547, %550
  %552 = getelementptr float, ptr %scratch, i64 %fold_tail71154.us
  %553 = getelementptr i8, ptr %552, i64 16
  %554 = load float, ptr %553, align 4
  %555 = fadd float %551, %554
  %556 = getelementptr float, ptr %scratch, i64 %fold_tail71154.us
  %557 = getelementptr i8, ptr %556, i64 20
  %558 = load float, ptr %557, align 4
  %559 = fadd float %555, %558
  %560 = getelementptr float, ptr %scratch, i64 %fold_tail71154.us
  %561 = getelementptr i8, ptr %560, i64 24
  %562 = load float, ptr %561, align 4
  %563 = fadd float %559, %562
  %564 = getelementptr float, ptr %scratch, i64 %fold_tail71154.us
  %565 = getelementptr i8, ptr %564, i64 28
  %566 = load float, ptr %565, align 4
  %567 = fadd float %563, %566
  %568 = add nuw i64 %fold_tail71154.us, 8
  %niter616.next.7 = add i64 %niter616, 8
  %niter616.ncmp.7 = icmp eq i64 %niter616.next.7, %unroll_iter615
  br i1 %niter616.ncmp.7, label %noise86.us.loopexit.unr-lcssa, label %fold_tail.body69.us

feature.body60.us:                                ; preds = %feature.body60.us.prol.loopexit, %feature.body60.us
  %feature62152.us = phi i64 [ %604, %feature.body60.us ], [ %feature62152.us.unr, %feature.body60.us.prol.loopexit ]
  %569 = getelementptr inbounds float, ptr %137, i64 %feature62152.us
  %570 = load float, ptr %569, align 4
  %571 = getelementptr inbounds float, ptr %138, i64 %feature62152.us
  %572 = load float, ptr %571, align 4
  %573 = fneg float %572
  %574 = fmul float %.lcssa584, %570
  %575 = fsub float %573, %574
  %576 = fmul float %eta, %575
  %577 = fsub float %570, %576
  %578 = getelementptr inbounds float, ptr %17, i64 %feature62152.us
  %579 = load float, ptr %578, align 4
  %580 = fmul float %.lcssa585, %570
  %581 = fsub float %579, %580
  %582 = fmul float %noise_scale3.us, %581
  %583 = fadd float %577, %582
  %584 = fmul float %583, %583
  %585 = getelementptr inbounds float, ptr %scratch, i64 %feature62152.us
  store float %584, ptr %585, align 4
  %586 = add nuw i64 %feature62152.us, 1
  %587 = getelementptr inbounds float, ptr %137, i64 %586
  %588 = load float, ptr %587, align 4
  %589 = getelementptr inbounds float, ptr %138, i64 %586
  %590 = load float, ptr %589, align 4
  %591 = fneg float %590
  %592 = fmul float %.lcssa584, %588
  %593 = fsub float %591, %592
  %594 = fmul float %eta, %593
  %595 = fsub float %588, %594
  %596 = getelementptr inbounds float, ptr %17, i64 %586
  %597 = load float, ptr %596, align 4
  %598 = fmul float %.lcssa585, %588
  %599 = fsub float %597, %598
  %600 = fmul float %noise_scale3.us, %599
  %601 = fadd float %595, %600
  %602 = fmul float %601, %601
  %603 = getelementptr inbounds float, ptr %scratch, i64 %586
  store float %602, ptr %603, align 4
  %604 = add nuw i64 %feature62152.us, 2
  %exitcond199.not.1 = icmp eq i64 %604, %n_features
  br i1 %exitcond199.not.1, label %fold_tail.body69.us.preheader, label %feature.body60.us, !llvm.loop !8

noise86.us.loopexit.unr-lcssa:                    ; preds = %fold_tail.body69.us
  br i1 %lcmp.mod612.not, label %noise86.us.loopexit, label %fold_tail.body69.us.epil.preheader

fold_tail.body69.us.epil.preheader:               ; preds = %noise86.us.loopexit.unr-lcssa, %fold_tail.body69.us.preheader
  %fold_tail71154.us.epil.init = phi i64 [ 0, %fold_tail.body69.us.preheader ], [ %568, %noise86.us.loopexit.unr-lcssa ]
  %fold_value63.0153.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body69.us.preheader ], [ %567, %noise86.us.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod614)
  br label %fold_tail.body69.us.epil

fold_tail.body69.us.epil:                         ; preds = %fold_tail.body69.us.epil, %fold_tail.body69.us.epil.preheader
  %fold_tail71154.us.epil = phi i64 [ %608, %fold_tail.body69.us.epil ], [ %fold_tail71154.us.epil.init, %fold_tail.body69.us.epil.preheader ]
  %fold_value63.0153.us.epil = phi float [ %607, %fold_tail.body69.us.epil ], [ %fold_value63.0153.us.epil.init, %fold_tail.body69.us.epil.preheader ]
  %epil.iter611 = phi i64 [ %epil.iter611.next, %fold_tail.body69.us.epil ], [ 0, %fold_tail.body69.us.epil.preheader ]
  %605 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail71154.us.epil
  %606 = load float, ptr %605, align 4
  %607 = fadd float %fold_value63.0153.us.epil, %606
  %608 = add nuw i64 %fold_tail71154.us.epil, 1
  %epil.iter611.next = add i64 %epil.iter611, 1
  %epil.iter611.cmp.not = icmp eq i64 %epil.iter611.next, %xtraiter610
  br i1 %epil.iter611.cmp.not, label %noise86.us.loopexit, label %fold_tail.body69.us.epil, !llvm.loop !9

noise86.us.loopexit:                              ; preds = %fold_tail.body69.us.epil, %noise86.us.loopexit.unr-lcssa
  %.lcssa586 = phi float [ %567, %noise86.us.loopexit.unr-lcssa ], [ %607, %fold_tail.body69.us.epil ]
  %609 = fadd float %.lcssa, -1.000000e+00
  %610 = tail call float @llvm.fabs.f32(float %609)
  %611 = fcmp ogt float %610, 0x3F60624DE0000000
  %612 = select i1 %611, float 1.000000e+00, float 0.000000e+00
  %613 = fcmp olt float %.lcssa586, 0x3D71979980000000
  %614 = tail call float @llvm.sqrt.f32(float %.lcssa586)
  %615 = select i1 %613, float 2.000000e+00, float 0.000000e+00
  %616 = fadd float %612, %615
  %status_bits.us = fptoui float %616 to i32
  %status89.us = load i32, ptr %139, align 4
  %617 = or i32 %status89.us, %status_bits.us
  store i32 %617, ptr %139, align 4
  %brmerge674 = select i1 %min.iters.check401, i1 true, i1 %conflict.rdx400
  br i1 %brmerge674, label %feature.body91.us.preheader, label %vector.ph402

vector.ph402:                                     ; preds = %noise86.us.loopexit
  %broadcast.splatinsert405 = insertelement <8 x float> poison, float %.lcssa584, i64 0
  %broadcast.splat406 = shufflevector <8 x float> %broadcast.splatinsert405, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert409 = insertelement <8 x float> poison, float %.lcssa585, i64 0
  %broadcast.splat410 = shufflevector <8 x float> %broadcast.splatinsert409, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert411 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat412 = shufflevector <8 x float> %broadcast.splatinsert411, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert413 = insertelement <8 x float> poison, float %614, i64 0
  %broadcast.splat414 = shufflevector <8 x float> %broadcast.splatinsert413, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body415

vector.body415:                                   ; preds = %vector.body415, %vector.ph402
  %index416 = phi i64 [ 0, %vector.ph402 ], [ %index.next420, %vector.body415 ]
  %618 = getelementptr inbounds float, ptr %137, i64 %index416
  %wide.load417 = load <8 x float>, ptr %618, align 4, !alias.scope !10, !noalias !13
  %619 = getelementptr inbounds float, ptr %138, i64 %index416
  %wide.load418 = load <8 x float>, ptr %619, align 4, !alias.scope !16
  %620 = fneg <8 x float> %wide.load418
  %621 = fmul <8 x float> %broadcast.splat406, %wide.load417
  %622 = fsub <8 x float> %620, %621
  %623 = fmul <8 x float> %broadcast.splat408, %622
  %624 = fsub <8 x float> %wide.load417, %623
  %625 = getelementptr inbounds float, ptr %17, i64 %index416
  %wide.load419 = load <8 x float>, ptr %625, align 4, !alias.scope !17
  %626 = fmul <8 x float> %broadcast.splat410, %wide.load417
  %627 = fsub <8 x float> %wide.load419, %626
  %628 = fmul <8 x float> %broadcast.splat412, %627
  %629 = fadd <8 x float> %624, %628
  %630 = fdiv <8 x float> %629, %broadcast.splat414
  %631 = select i1 %613, <8 x float> %wide.load417, <8 x float> %630
  store <8 x float> %631, ptr %618, align 4, !alias.scope !10, !noalias !13
  %index.next420 = add nuw i64 %index416, 8
  %632 = icmp eq i64 %index.next420, %n.vec404
  br i1 %632, label %middle.block421, label %vector.body415, !llvm.loop !18

middle.block421:                                  ; preds = %vector.body415
  br i1 %cmp.n422, label %noise.done88.us, label %feature.body91.us.preheader

feature.body91.us.preheader:                      ; preds = %noise86.us.loopexit, %middle.block421
  %feature93160.us.ph = phi i64 [ %n.vec404, %middle.block421 ], [ 0, %noise86.us.loopexit ]
  %.neg647 = or disjoint i64 %feature93160.us.ph, 1
  br i1 %lcmp.mod618.not, label %feature.body91.us.prol.loopexit, label %feature.body91.us.prol

feature.body91.us.prol:                           ; preds = %feature.body91.us.preheader
  %633 = getelementptr inbounds float, ptr %137, i64 %feature93160.us.ph
  %634 = load float, ptr %633, align 4
  %635 = getelementptr inbounds float, ptr %138, i64 %feature93160.us.ph
  %636 = load float, ptr %635, align 4
  %637 = fneg float %636
  %638 = fmul float %.lcssa584, %634
  %639 = fsub float %637, %638
  %640 = fmul float %eta, %639
  %641 = fsub float %634, %640
  %642 = getelementptr inbounds float, ptr %17, i64 %feature93160.us.ph
  %643 = load float, ptr %642, align 4
  %644 = fmul float %.lcssa585, %634
  %645 = fsub float %643, %644
  %646 = fmul float %noise_scale3.us, %645
  %647 = fadd float %641, %646
  %648 = fdiv float %647, %614
  %649 = select i1 %613, float %634, float %648
  store float %649, ptr %633, align 4
  %650 = or disjoint i64 %feature93160.us.ph, 1
  br label %feature.body91.us.prol.loopexit

feature.body91.us.prol.loopexit:                  ; preds = %feature.body91.us.prol, %feature.body91.us.preheader
  %feature93160.us.unr = phi i64 [ %feature93160.us.ph, %feature.body91.us.preheader ], [ %650, %feature.body91.us.prol ]
  %651 = icmp eq i64 %n_features, %.neg647
  br i1 %651, label %noise.done88.us, label %feature.body91.us

feature.body91.us:                                ; preds = %feature.body91.us.prol.loopexit, %feature.body91.us
  %feature93160.us = phi i64 [ %687, %feature.body91.us ], [ %feature93160.us.unr, %feature.body91.us.prol.loopexit ]
  %652 = getelementptr inbounds float, ptr %137, i64 %feature93160.us
  %653 = load float, ptr %652, align 4
  %654 = getelementptr inbounds float, ptr %138, i64 %feature93160.us
  %655 = load float, ptr %654, align 4
  %656 = fneg float %655
  %657 = fmul float %.lcssa584, %653
  %658 = fsub float %656, %657
  %659 = fmul float %eta, %658
  %660 = fsub float %653, %659
  %661 = getelementptr inbounds float, ptr %17, i64 %feature93160.us
  %662 = load float, ptr %661, align 4
  %663 = fmul float %.lcssa585, %653
  %664 = fsub float %662, %663
  %665 = fmul float %noise_scale3.us, %664
  %666 = fadd float %660, %665
  %667 = fdiv float %666, %614
  %668 = select i1 %613, float %653, float %667
  store float %668, ptr %652, align 4
  %669 = add nuw i64 %feature93160.us, 1
  %670 = getelementptr inbounds float, ptr %137, i64 %669
  %671 = load float, ptr %670, align 4
  %672 = getelementptr inbounds float, ptr %138, i64 %669
  %673 = load float, ptr %672, align 4
  %674 = fneg float %673
  %675 = fmul float %.lcssa584, %671
  %676 = fsub float %674, %675
  %677 = fmul float %eta, %676
  %678 = fsub float %671, %677
  %679 = getelementptr inbounds float, ptr %17, i64 %669
  %680 = load float, ptr %679, align 4
  %681 = fmul float %.lcssa585, %671
  %682 = fsub float %680, %681
  %683 = fmul float %noise_scale3.us, %682
  %684 = fadd float %678, %683
  %685 = fdiv float %684, %614
  %686 = select i1 %613, float %671, float %685
  store float %686, ptr %670, align 4
  %687 = add nuw i64 %feature93160.us, 2
  %exitcond203.not.1 = icmp eq i64 %687, %n_features
  br i1 %exitcond203.not.1, label %noise.done88.us, label %feature.body91.us, !llvm.loop !19

quiet87.us.loopexit.unr-lcssa:                    ; preds = %fold_tail.body82.us
  br i1 %lcmp.mod639.not, label %quiet87.us.loopexit, label %fold_tail.body82.us.epil.preheader

fold_tail.body82.us.epil.preheader:               ; preds = %quiet87.us.loopexit.unr-lcssa, %fold_tail.body82.us.preheader
  %fold_tail84158.us.epil.init = phi i64 [ 0, %fold_tail.body82.us.preheader ], [ %843, %quiet87.us.loopexit.unr-lcssa ]
  %fold_value76.0157.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body82.us.preheader ], [ %842, %quiet87.us.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod641)
  br label %fold_tail.body82.us.epil

fold_tail.body82.us.epil:                         ; preds = %fold_tail.body82.us.epil, %fold_tail.body82.us.epil.preheader
  %fold_tail84158.us.epil = phi i64 [ %691, %fold_tail.body82.us.epil ], [ %fold_tail84158.us.epil.init, %fold_tail.body82.us.epil.preheader ]
  %fold_value76.0157.us.epil = phi float [ %690, %fold_tail.body82.us.epil ], [ %fold_value76.0157.us.epil.init, %fold_tail.body82.us.epil.preheader ]
  %epil.iter638 = phi i64 [ %epil.iter638.next, %fold_tail.body82.us.epil ], [ 0, %fold_tail.body82.us.epil.preheader ]
  %688 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail84158.us.epil
  %689 = load float, ptr %688, align 4
  %690 = fadd float %fold_value76.0157.us.epil, %689
  %691 = add nuw i64 %fold_tail84158.us.epil, 1
  %epil.iter638.next = add i64 %epil.iter638, 1
  %epil.iter638.cmp.not = icmp eq i64 %epil.iter638.next, %xtraiter637
  br i1 %epil.iter638.cmp.not, label %quiet87.us.loopexit, label %fold_tail.body82.us.epil, !llvm.loop !20

quiet87.us.loopexit:                              ; preds = %fold_tail.body82.us.epil, %quiet87.us.loopexit.unr-lcssa
  %.lcssa589 = phi float [ %842, %quiet87.us.loopexit.unr-lcssa ], [ %690, %fold_tail.body82.us.epil ]
  %692 = fadd float %.lcssa587, -1.000000e+00
  %693 = tail call float @llvm.fabs.f32(float %692)
  %694 = fcmp ogt float %693, 0x3F60624DE0000000
  %695 = select i1 %694, float 1.000000e+00, float 0.000000e+00
  %696 = fcmp olt float %.lcssa589, 0x3D71979980000000
  %697 = tail call float @llvm.sqrt.f32(float %.lcssa589)
  %698 = select i1 %696, float 2.000000e+00, float 0.000000e+00
  %699 = fadd float %695, %698
  %status_bits94.us = fptoui float %699 to i32
  %status95.us = load i32, ptr %139, align 4
  %700 = or i32 %status95.us, %status_bits94.us
  store i32 %700, ptr %139, align 4
  %brmerge675 = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge675, label %feature.body97.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %quiet87.us.loopexit
  br i1 %min.iters.check266, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x float> poison, float %.lcssa588, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert269 = insertelement <8 x float> poison, float %697, i64 0
  %broadcast.splat270 = shufflevector <8 x float> %broadcast.splatinsert269, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %701 = getelementptr inbounds float, ptr %137, i64 %index
  %702 = getelementptr inbounds nuw i8, ptr %701, i64 32
  %703 = getelementptr inbounds nuw i8, ptr %701, i64 64
  %704 = getelementptr inbounds nuw i8, ptr %701, i64 96
  %wide.load = load <8 x float>, ptr %701, align 4, !alias.scope !21, !noalias !24
  %wide.load271 = load <8 x float>, ptr %702, align 4, !alias.scope !21, !noalias !24
  %wide.load272 = load <8 x float>, ptr %703, align 4, !alias.scope !21, !noalias !24
  %wide.load273 = load <8 x float>, ptr %704, align 4, !alias.scope !21, !noalias !24
  %705 = getelementptr inbounds float, ptr %138, i64 %index
  %706 = getelementptr inbounds nuw i8, ptr %705, i64 32
  %707 = getelementptr inbounds nuw i8, ptr %705, i64 64
  %708 = getelementptr inbounds nuw i8, ptr %705, i64 96
  %wide.load274 = load <8 x float>, ptr %705, align 4, !alias.scope !24
  %wide.load275 = load <8 x float>, ptr %706, align 4, !alias.scope !24
  %wide.load276 = load <8 x float>, ptr %707, align 4, !alias.scope !24
  %wide.load277 = load <8 x float>, ptr %708, align 4, !alias.scope !24
  %709 = fneg <8 x float> %wide.load274
  %710 = fneg <8 x float> %wide.load275
  %711 = fneg <8 x float> %wide.load276
  %712 = fneg <8 x float> %wide.load277
  %713 = fmul <8 x float> %broadcast.splat, %wide.load
  %714 = fmul <8 x float> %broadcast.splat, %wide.load271
  %715 = fmul <8 x float> %broadcast.splat, %wide.load272
  %716 = fmul <8 x float> %broadcast.splat, %wide.load273
  %717 = fsub <8 x float> %709, %713
  %718 = fsub <8 x float> %710, %714
  %719 = fsub <8 x float> %711, %715
  %720 = fsub <8 x float> %712, %716
  %721 = fmul <8 x float> %broadcast.splat268, %717
  %722 = fmul <8 x float> %broadcast.splat268, %718
  %723 = fmul <8 x float> %broadcast.splat268, %719
  %724 = fmul <8 x float> %broadcast.splat268, %720
  %725 = fsub <8 x float> %wide.load, %721
  %726 = fsub <8 x float> %wide.load271, %722
  %727 = fsub <8 x float> %wide.load272, %723
  %728 = fsub <8 x float> %wide.load273, %724
  %729 = fdiv <8 x float> %725, %broadcast.splat270
  %730 = fdiv <8 x float> %726, %broadcast.splat270
  %731 = fdiv <8 x float> %727, %broadcast.splat270
  %732 = fdiv <8 x float> %728, %broadcast.splat270
  %733 = select i1 %696, <8 x float> %wide.load, <8 x float> %729
  %734 = select i1 %696, <8 x float> %wide.load271, <8 x float> %730
  %735 = select i1 %696, <8 x float> %wide.load272, <8 x float> %731
  %736 = select i1 %696, <8 x float> %wide.load273, <8 x float> %732
  store <8 x float> %733, ptr %701, align 4, !alias.scope !21, !noalias !24
  store <8 x float> %734, ptr %702, align 4, !alias.scope !21, !noalias !24
  store <8 x float> %735, ptr %703, align 4, !alias.scope !21, !noalias !24
  store <8 x float> %736, ptr %704, align 4, !alias.scope !21, !noalias !24
  %index.next = add nuw i64 %index, 32
  %737 = icmp eq i64 %index.next, %n.vec
  br i1 %737, label %middle.block, label %vector.body, !llvm.loop !26

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done88.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body97.us.preheader, label %vec.epilog.ph, !prof !27

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert280 = insertelement <4 x float> poison, float %.lcssa588, i64 0
  %broadcast.splat281 = shufflevector <4 x float> %broadcast.splatinsert280, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert284 = insertelement <4 x float> poison, float %697, i64 0
  %broadcast.splat285 = shufflevector <4 x float> %broadcast.splatinsert284, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index286 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next289, %vec.epilog.vector.body ]
  %738 = getelementptr inbounds float, ptr %137, i64 %index286
  %wide.load287 = load <4 x float>, ptr %738, align 4, !alias.scope !21, !noalias !24
  %739 = getelementptr inbounds float, ptr %138, i64 %index286
  %wide.load288 = load <4 x float>, ptr %739, align 4, !alias.scope !24
  %740 = fneg <4 x float> %wide.load288
  %741 = fmul <4 x float> %broadcast.splat281, %wide.load287
  %742 = fsub <4 x float> %740, %741
  %743 = fmul <4 x float> %broadcast.splat283, %742
  %744 = fsub <4 x float> %wide.load287, %743
  %745 = fdiv <4 x float> %744, %broadcast.splat285
  %746 = select i1 %696, <4 x float> %wide.load287, <4 x float> %745
  store <4 x float> %746, ptr %738, align 4, !alias.scope !21, !noalias !24
  %index.next289 = add nuw i64 %index286, 4
  %747 = icmp eq i64 %index.next289, %n.vec279
  br i1 %747, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !28

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n290, label %noise.done88.us, label %feature.body97.us.preheader

feature.body97.us.preheader:                      ; preds = %quiet87.us.loopexit, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature99161.us.ph = phi i64 [ 0, %quiet87.us.loopexit ], [ %n.vec279, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  br i1 %lcmp.mod645.not, label %feature.body97.us.prol.loopexit, label %feature.body97.us.prol

feature.body97.us.prol:                           ; preds = %feature.body97.us.preheader, %feature.body97.us.prol
  %feature99161.us.prol = phi i64 [ %759, %feature.body97.us.prol ], [ %feature99161.us.ph, %feature.body97.us.preheader ]
  %prol.iter646 = phi i64 [ %prol.iter646.next, %feature.body97.us.prol ], [ 0, %feature.body97.us.preheader ]
  %748 = getelementptr inbounds float, ptr %137, i64 %feature99161.us.prol
  %749 = load float, ptr %748, align 4
  %750 = getelementptr inbounds float, ptr %138, i64 %feature99161.us.prol
  %751 = load float, ptr %750, align 4
  %752 = fneg float %751
  %753 = fmul float %.lcssa588, %749
  %754 = fsub float %752, %753
  %755 = fmul float %eta, %754
  %756 = fsub float %749, %755
  %757 = fdiv float %756, %697
  %758 = select i1 %696, float %749, float %757
  store float %758, ptr %748, align 4
  %759 = add nuw i64 %feature99161.us.prol, 1
  %prol.iter646.next = add i64 %prol.iter646, 1
  %prol.iter646.cmp.not = icmp eq i64 %prol.iter646.next, %xtraiter644
  br i1 %prol.iter646.cmp.not, label %feature.body97.us.prol.loopexit, label %feature.body97.us.prol, !llvm.loop !29

feature.body97.us.prol.loopexit:                  ; preds = %feature.body97.us.prol, %feature.body97.us.preheader
  %feature99161.us.unr = phi i64 [ %feature99161.us.ph, %feature.body97.us.preheader ], [ %759, %feature.body97.us.prol ]
  %760 = sub i64 %feature99161.us.ph, %n_features
  %761 = icmp ugt i64 %760, -4
  br i1 %761, label %noise.done88.us, label %feature.body97.us

noise.done88.us.sink.split:                       ; preds = %feature.header24.preheader.us, %noise.header.preheader.us
  %status95.us.c = load i32, ptr %139, align 4
  %762 = or i32 %status95.us.c, 3
  store i32 %762, ptr %139, align 4
  br label %noise.done88.us

noise.done88.us:                                  ; preds = %feature.body91.us.prol.loopexit, %feature.body91.us, %feature.body97.us.prol.loopexit, %feature.body97.us, %noise.done88.us.sink.split, %middle.block421, %middle.block, %vec.epilog.middle.block
  %t_next.us = fmul float %anneal_ratio, %temperature1.0162.us
  %763 = add nuw i64 %step163.us, 1
  %exitcond205.not = icmp eq i64 %763, %steps
  br i1 %exitcond205.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body97.us:                                ; preds = %feature.body97.us.prol.loopexit, %feature.body97.us
  %feature99161.us = phi i64 [ %811, %feature.body97.us ], [ %feature99161.us.unr, %feature.body97.us.prol.loopexit ]
  %764 = getelementptr inbounds float, ptr %137, i64 %feature99161.us
  %765 = load float, ptr %764, align 4
  %766 = getelementptr inbounds float, ptr %138, i64 %feature99161.us
  %767 = load float, ptr %766, align 4
  %768 = fneg float %767
  %769 = fmul float %.lcssa588, %765
  %770 = fsub float %768, %769
  %771 = fmul float %eta, %770
  %772 = fsub float %765, %771
  %773 = fdiv float %772, %697
  %774 = select i1 %696, float %765, float %773
  store float %774, ptr %764, align 4
  %775 = add nuw i64 %feature99161.us, 1
  %776 = getelementptr inbounds float, ptr %137, i64 %775
  %777 = load float, ptr %776, align 4
  %778 = getelementptr inbounds float, ptr %138, i64 %775
  %779 = load float, ptr %778, align 4
  %780 = fneg float %779
  %781 = fmul float %.lcssa588, %777
  %782 = fsub float %780, %781
  %783 = fmul float %eta, %782
  %784 = fsub float %777, %783
  %785 = fdiv float %784, %697
  %786 = select i1 %696, float %777, float %785
  store float %786, ptr %776, align 4
  %787 = add nuw i64 %feature99161.us, 2
  %788 = getelementptr inbounds float, ptr %137, i64 %787
  %789 = load float, ptr %788, align 4
  %790 = getelementptr inbounds float, ptr %138, i64 %787
  %791 = load float, ptr %790, align 4
  %792 = fneg float %791
  %793 = fmul float %.lcssa588, %789
  %794 = fsub float %792, %793
  %795 = fmul float %eta, %794
  %796 = fsub float %789, %795
  %797 = fdiv float %796, %697
  %798 = select i1 %696, float %789, float %797
  store float %798, ptr %788, align 4
  %799 = add nuw i64 %feature99161.us, 3
  %800 = getelementptr inbounds float, ptr %137, i64 %799
  %801 = load float, ptr %800, align 4
  %802 = getelementptr inbounds float, ptr %138, i64 %799
  %803 = load float, ptr %802, align 4
  %804 = fneg float %803
  %805 = fmul float %.lcssa588, %801
  %806 = fsub float %804, %805
  %807 = fmul float %eta, %806
  %808 = fsub float %801, %807
  %809 = fdiv float %808, %697
  %810 = select i1 %696, float %801, float %809
  store float %810, ptr %800, align 4
  %811 = add nuw i64 %feature99161.us, 4
  %exitcond204.not.3 = icmp eq i64 %811, %n_features
  br i1 %exitcond204.not.3, label %noise.done88.us, label %feature.body97.us, !llvm.loop !30

fold_tail.body82.us:                              ; preds = %fold_tail.body82.us.preheader, %fold_tail.body82.us
  %fold_tail84158.us = phi i64 [ %843, %fold_tail.body82.us ], [ 0, %fold_tail.body82.us.preheader ]
  %fold_value76.0157.us = phi float [ %842, %fold_tail.body82.us ], [ 0.000000e+00, %fold_tail.body82.us.preheader ]
  %niter643 = phi i64 [ %niter643.next.7, %fold_tail.body82.us ], [ 0, %fold_tail.body82.us.preheader ]
  %812 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail84158.us
  %813 = load float, ptr %812, align 4
  %814 = fadd float %fold_value76.0157.us, %813
  %815 = getelementptr float, ptr %scratch, i64 %fold_tail84158.us
  %816 = getelementptr i8, ptr %815, i64 4
  %817 = load float, ptr %816, align 4
  %818 = fadd float %814, %817
  %819 = getelementptr float, ptr %scratch, i64 %fold_tail84158.us
  %820 = getelementptr i8, ptr %819, i64 8
  %821 = load float, ptr %820, align 4
  %822 = fadd float %818, %821
  %823 = getelementptr float, ptr %scratch, i64 %fold_tail84158.us
  %824 = getelementptr i8, ptr %823, i64 12
  %825 = load float, ptr %824, align 4
  %826 = fadd float %822, %825
  %827 = getelementptr float, ptr %scratch, i64 %fold_tail84158.us
  %828 = getelementptr i8, ptr %827, i64 16
  %829 = load float, ptr %828, align 4
  %830 = fadd float %826, %829
  %831 = getelementptr float, ptr %scratch, i64 %fold_tail84158.us
  %832 = getelementptr i8, ptr %831, i64 20
  %833 = load float, ptr %832, align 4
  %834 = fadd float %830, %833
  %835 = getelementptr float, ptr %scratch, i64 %fold_tail84158.us
  %836 = getelementptr i8, ptr %835, i64 24
  %837 = load float, ptr %836, align 4
  %838 = fadd float %834, %837
  %839 = getelementptr float, ptr %scratch, i64 %fold_tail84158.us
  %840 = getelementptr i8, ptr %839, i64 28
  %841 = load float, ptr %840, align 4
  %842 = fadd float %838, %841
  %843 = add nuw i64 %fold_tail84158.us, 8
  %niter643.next.7 = add i64 %niter643, 8
  %niter643.ncmp.7 = icmp eq i64 %niter643.next.7, %unroll_iter642
  br i1 %niter643.ncmp.7, label %quiet87.us.loopexit.unr-lcssa, label %fold_tail.body82.us

feature.body73.us:                                ; preds = %feature.body73.us.prol.loopexit, %feature.body73.us
  %feature75156.us = phi i64 [ %891, %feature.body73.us ], [ %feature75156.us.unr, %feature.body73.us.prol.loopexit ]
  %844 = getelementptr inbounds float, ptr %137, i64 %feature75156.us
  %845 = load float, ptr %844, align 4
  %846 = getelementptr inbounds float, ptr %138, i64 %feature75156.us
  %847 = load float, ptr %846, align 4
  %848 = fneg float %847
  %849 = fmul float %.lcssa588, %845
  %850 = fsub float %848, %849
  %851 = fmul float %eta, %850
  %852 = fsub float %845, %851
  %853 = fmul float %852, %852
  %854 = getelementptr inbounds float, ptr %scratch, i64 %feature75156.us
  store float %853, ptr %854, align 4
  %855 = add nuw i64 %feature75156.us, 1
  %856 = getelementptr inbounds float, ptr %137, i64 %855
  %857 = load float, ptr %856, align 4
  %858 = getelementptr inbounds float, ptr %138, i64 %855
  %859 = load float, ptr %858, align 4
  %860 = fneg float %859
  %861 = fmul float %.lcssa588, %857
  %862 = fsub float %860, %861
  %863 = fmul float %eta, %862
  %864 = fsub float %857, %863
  %865 = fmul float %864, %864
  %866 = getelementptr inbounds float, ptr %scratch, i64 %855
  store float %865, ptr %866, align 4
  %867 = add nuw i64 %feature75156.us, 2
  %868 = getelementptr inbounds float, ptr %137, i64 %867
  %869 = load float, ptr %868, align 4
  %870 = getelementptr inbounds float, ptr %138, i64 %867
  %871 = load float, ptr %870, align 4
  %872 = fneg float %871
  %873 = fmul float %.lcssa588, %869
  %874 = fsub float %872, %873
  %875 = fmul float %eta, %874
  %876 = fsub float %869, %875
  %877 = fmul float %876, %876
  %878 = getelementptr inbounds float, ptr %scratch, i64 %867
  store float %877, ptr %878, align 4
  %879 = add nuw i64 %feature75156.us, 3
  %880 = getelementptr inbounds float, ptr %137, i64 %879
  %881 = load float, ptr %880, align 4
  %882 = getelementptr inbounds float, ptr %138, i64 %879
  %883 = load float, ptr %882, align 4
  %884 = fneg float %883
  %885 = fmul float %.lcssa588, %881
  %886 = fsub float %884, %885
  %887 = fmul float %eta, %886
  %888 = fsub float %881, %887
  %889 = fmul float %888, %888
  %890 = getelementptr inbounds float, ptr %scratch, i64 %879
  store float %889, ptr %890, align 4
  %891 = add nuw i64 %feature75156.us, 4
  %exitcond201.not.3 = icmp eq i64 %891, %n_features
  br i1 %exitcond201.not.3, label %fold_tail.body82.us.preheader, label %feature.body73.us, !llvm.loop !31

iter.check298.unr-lcssa:                          ; preds = %fold_tail.body43.us
  br i1 %lcmp.mod630.not, label %iter.check298, label %fold_tail.body43.us.epil.preheader

fold_tail.body43.us.epil.preheader:               ; preds = %iter.check298.unr-lcssa, %fold_tail.body43.us.preheader
  %fold_tail45147.us.epil.init = phi i64 [ 0, %fold_tail.body43.us.preheader ], [ %988, %iter.check298.unr-lcssa ]
  %fold_value37.0146.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body43.us.preheader ], [ %987, %iter.check298.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod632)
  br label %fold_tail.body43.us.epil

fold_tail.body43.us.epil:                         ; preds = %fold_tail.body43.us.epil, %fold_tail.body43.us.epil.preheader
  %fold_tail45147.us.epil = phi i64 [ %895, %fold_tail.body43.us.epil ], [ %fold_tail45147.us.epil.init, %fold_tail.body43.us.epil.preheader ]
  %fold_value37.0146.us.epil = phi float [ %894, %fold_tail.body43.us.epil ], [ %fold_value37.0146.us.epil.init, %fold_tail.body43.us.epil.preheader ]
  %epil.iter629 = phi i64 [ %epil.iter629.next, %fold_tail.body43.us.epil ], [ 0, %fold_tail.body43.us.epil.preheader ]
  %892 = getelementptr inbounds float, ptr %36, i64 %fold_tail45147.us.epil
  %893 = load float, ptr %892, align 4
  %894 = fadd float %fold_value37.0146.us.epil, %893
  %895 = add nuw i64 %fold_tail45147.us.epil, 1
  %epil.iter629.next = add i64 %epil.iter629, 1
  %epil.iter629.cmp.not = icmp eq i64 %epil.iter629.next, %xtraiter628
  br i1 %epil.iter629.cmp.not, label %iter.check298, label %fold_tail.body43.us.epil, !llvm.loop !32

iter.check298:                                    ; preds = %fold_tail.body43.us.epil, %iter.check298.unr-lcssa
  %.lcssa588 = phi float [ %987, %iter.check298.unr-lcssa ], [ %894, %fold_tail.body43.us.epil ]
  %brmerge676 = select i1 %min.iters.check296, i1 true, i1 %conflict.rdx
  br i1 %brmerge676, label %feature.body73.us.preheader, label %vector.main.loop.iter.check300

vector.main.loop.iter.check300:                   ; preds = %iter.check298
  br i1 %min.iters.check299, label %vec.epilog.ph325, label %vector.ph301

vector.ph301:                                     ; preds = %vector.main.loop.iter.check300
  %broadcast.splatinsert304 = insertelement <8 x float> poison, float %.lcssa588, i64 0
  %broadcast.splat305 = shufflevector <8 x float> %broadcast.splatinsert304, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body308

vector.body308:                                   ; preds = %vector.body308, %vector.ph301
  %index309 = phi i64 [ 0, %vector.ph301 ], [ %index.next318, %vector.body308 ]
  %896 = getelementptr inbounds float, ptr %137, i64 %index309
  %897 = getelementptr inbounds nuw i8, ptr %896, i64 32
  %898 = getelementptr inbounds nuw i8, ptr %896, i64 64
  %899 = getelementptr inbounds nuw i8, ptr %896, i64 96
  %wide.load310 = load <8 x float>, ptr %896, align 4
  %wide.load311 = load <8 x float>, ptr %897, align 4
  %wide.load312 = load <8 x float>, ptr %898, align 4
  %wide.load313 = load <8 x float>, ptr %899, align 4
  %900 = getelementptr inbounds float, ptr %138, i64 %index309
  %901 = getelementptr inbounds nuw i8, ptr %900, i64 32
  %902 = getelementptr inbounds nuw i8, ptr %900, i64 64
  %903 = getelementptr inbounds nuw i8, ptr %900, i64 96
  %wide.load314 = load <8 x float>, ptr %900, align 4
  %wide.load315 = load <8 x float>, ptr %901, align 4
  %wide.load316 = load <8 x float>, ptr %902, align 4
  %wide.load317 = load <8 x float>, ptr %903, align 4
  %904 = fneg <8 x float> %wide.load314
  %905 = fneg <8 x float> %wide.load315
  %906 = fneg <8 x float> %wide.load316
  %907 = fneg <8 x float> %wide.load317
  %908 = fmul <8 x float> %broadcast.splat305, %wide.load310
  %909 = fmul <8 x float> %broadcast.splat305, %wide.load311
  %910 = fmul <8 x float> %broadcast.splat305, %wide.load312
  %911 = fmul <8 x float> %broadcast.splat305, %wide.load313
  %912 = fsub <8 x float> %904, %908
  %913 = fsub <8 x float> %905, %909
  %914 = fsub <8 x float> %906, %910
  %915 = fsub <8 x float> %907, %911
  %916 = fmul <8 x float> %broadcast.splat307, %912
  %917 = fmul <8 x float> %broadcast.splat307, %913
  %918 = fmul <8 x float> %broadcast.splat307, %914
  %919 = fmul <8 x float> %broadcast.splat307, %915
  %920 = fsub <8 x float> %wide.load310, %916
  %921 = fsub <8 x float> %wide.load311, %917
  %922 = fsub <8 x float> %wide.load312, %918
  %923 = fsub <8 x float> %wide.load313, %919
  %924 = fmul <8 x float> %920, %920
  %925 = fmul <8 x float> %921, %921
  %926 = fmul <8 x float> %922, %922
  %927 = fmul <8 x float> %923, %923
  %928 = getelementptr inbounds float, ptr %scratch, i64 %index309
  %929 = getelementptr inbounds nuw i8, ptr %928, i64 32
  %930 = getelementptr inbounds nuw i8, ptr %928, i64 64
  %931 = getelementptr inbounds nuw i8, ptr %928, i64 96
  store <8 x float> %924, ptr %928, align 4
  store <8 x float> %925, ptr %929, align 4
  store <8 x float> %926, ptr %930, align 4
  store <8 x float> %927, ptr %931, align 4
  %index.next318 = add nuw i64 %index309, 32
  %932 = icmp eq i64 %index.next318, %n.vec303
  br i1 %932, label %middle.block319, label %vector.body308, !llvm.loop !33

middle.block319:                                  ; preds = %vector.body308
  br i1 %cmp.n320, label %fold_tail.body82.us.preheader, label %vec.epilog.iter.check323

fold_tail.body82.us.preheader:                    ; preds = %feature.body73.us.prol.loopexit, %feature.body73.us, %vec.epilog.middle.block337, %middle.block319
  br i1 %113, label %fold_tail.body82.us.epil.preheader, label %fold_tail.body82.us

vec.epilog.iter.check323:                         ; preds = %middle.block319
  br i1 %min.epilog.iters.check324, label %feature.body73.us.preheader, label %vec.epilog.ph325, !prof !27

vec.epilog.ph325:                                 ; preds = %vector.main.loop.iter.check300, %vec.epilog.iter.check323
  %vec.epilog.resume.val321 = phi i64 [ %n.vec303, %vec.epilog.iter.check323 ], [ 0, %vector.main.loop.iter.check300 ]
  %broadcast.splatinsert328 = insertelement <4 x float> poison, float %.lcssa588, i64 0
  %broadcast.splat329 = shufflevector <4 x float> %broadcast.splatinsert328, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body332

vec.epilog.vector.body332:                        ; preds = %vec.epilog.vector.body332, %vec.epilog.ph325
  %index333 = phi i64 [ %vec.epilog.resume.val321, %vec.epilog.ph325 ], [ %index.next336, %vec.epilog.vector.body332 ]
  %933 = getelementptr inbounds float, ptr %137, i64 %index333
  %wide.load334 = load <4 x float>, ptr %933, align 4
  %934 = getelementptr inbounds float, ptr %138, i64 %index333
  %wide.load335 = load <4 x float>, ptr %934, align 4
  %935 = fneg <4 x float> %wide.load335
  %936 = fmul <4 x float> %broadcast.splat329, %wide.load334
  %937 = fsub <4 x float> %935, %936
  %938 = fmul <4 x float> %broadcast.splat331, %937
  %939 = fsub <4 x float> %wide.load334, %938
  %940 = fmul <4 x float> %939, %939
  %941 = getelementptr inbounds float, ptr %scratch, i64 %index333
  store <4 x float> %940, ptr %941, align 4
  %index.next336 = add nuw i64 %index333, 4
  %942 = icmp eq i64 %index.next336, %n.vec327
  br i1 %942, label %vec.epilog.middle.block337, label %vec.epilog.vector.body332, !llvm.loop !34

vec.epilog.middle.block337:                       ; preds = %vec.epilog.vector.body332
  br i1 %cmp.n338, label %fold_tail.body82.us.preheader, label %feature.body73.us.preheader

feature.body73.us.preheader:                      ; preds = %iter.check298, %vec.epilog.iter.check323, %vec.epilog.middle.block337
  %feature75156.us.ph = phi i64 [ 0, %iter.check298 ], [ %n.vec327, %vec.epilog.middle.block337 ], [ %n.vec303, %vec.epilog.iter.check323 ]
  br i1 %lcmp.mod636.not, label %feature.body73.us.prol.loopexit, label %feature.body73.us.prol

feature.body73.us.prol:                           ; preds = %feature.body73.us.preheader, %feature.body73.us.prol
  %feature75156.us.prol = phi i64 [ %954, %feature.body73.us.prol ], [ %feature75156.us.ph, %feature.body73.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body73.us.prol ], [ 0, %feature.body73.us.preheader ]
  %943 = getelementptr inbounds float, ptr %137, i64 %feature75156.us.prol
  %944 = load float, ptr %943, align 4
  %945 = getelementptr inbounds float, ptr %138, i64 %feature75156.us.prol
  %946 = load float, ptr %945, align 4
  %947 = fneg float %946
  %948 = fmul float %.lcssa588, %944
  %949 = fsub float %947, %948
  %950 = fmul float %eta, %949
  %951 = fsub float %944, %950
  %952 = fmul float %951, %951
  %953 = getelementptr inbounds float, ptr %scratch, i64 %feature75156.us.prol
  store float %952, ptr %953, align 4
  %954 = add nuw i64 %feature75156.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter635
  br i1 %prol.iter.cmp.not, label %feature.body73.us.prol.loopexit, label %feature.body73.us.prol, !llvm.loop !35

feature.body73.us.prol.loopexit:                  ; preds = %feature.body73.us.prol, %feature.body73.us.preheader
  %feature75156.us.unr = phi i64 [ %feature75156.us.ph, %feature.body73.us.preheader ], [ %954, %feature.body73.us.prol ]
  %955 = sub i64 %feature75156.us.ph, %n_features
  %956 = icmp ugt i64 %955, -4
  br i1 %956, label %fold_tail.body82.us.preheader, label %feature.body73.us

fold_tail.body43.us:                              ; preds = %fold_tail.body43.us.preheader, %fold_tail.body43.us
  %fold_tail45147.us = phi i64 [ %988, %fold_tail.body43.us ], [ 0, %fold_tail.body43.us.preheader ]
  %fold_value37.0146.us = phi float [ %987, %fold_tail.body43.us ], [ 0.000000e+00, %fold_tail.body43.us.preheader ]
  %niter634 = phi i64 [ %niter634.next.7, %fold_tail.body43.us ], [ 0, %fold_tail.body43.us.preheader ]
  %957 = getelementptr inbounds float, ptr %36, i64 %fold_tail45147.us
  %958 = load float, ptr %957, align 4
  %959 = fadd float %fold_value37.0146.us, %958
  %960 = getelementptr float, ptr %36, i64 %fold_tail45147.us
  %961 = getelementptr i8, ptr %960, i64 4
  %962 = load float, ptr %961, align 4
  %963 = fadd float %959, %962
  %964 = getelementptr float, ptr %36, i64 %fold_tail45147.us
  %965 = getelementptr i8, ptr %964, i64 8
  %966 = load float, ptr %965, align 4
  %967 = fadd float %963, %966
  %968 = getelementptr float, ptr %36, i64 %fold_tail45147.us
  %969 = getelementptr i8, ptr %968, i64 12
  %970 = load float, ptr %969, align 4
  %971 = fadd float %967, %970
  %972 = getelementptr float, ptr %36, i64 %fold_tail45147.us
  %973 = getelementptr i8, ptr %972, i64 16
  %974 = load float, ptr %973, align 4
  %975 = fadd float %971, %974
  %976 = getelementptr float, ptr %36, i64 %fold_tail45147.us
  %977 = getelementptr i8, ptr %976, i64 20
  %978 = load float, ptr %977, align 4
  %979 = fadd float %975, %978
  %980 = getelementptr float, ptr %36, i64 %fold_tail45147.us
  %981 = getelementptr i8, ptr %980, i64 24
  %982 = load float, ptr %981, align 4
  %983 = fadd float %979, %982
  %984 = getelementptr float, ptr %36, i64 %fold_tail45147.us
  %985 = getelementptr i8, ptr %984, i64 28
  %986 = load float, ptr %985, align 4
  %987 = fadd float %983, %986
  %988 = add nuw i64 %fold_tail45147.us, 8
  %niter634.next.7 = add i64 %niter634, 8
  %niter634.ncmp.7 = icmp eq i64 %niter634.next.7, %unroll_iter633
  br i1 %niter634.ncmp.7, label %iter.check298.unr-lcssa, label %fold_tail.body43.us

fold_tail.body34.us:                              ; preds = %fold_tail.body34.us.preheader, %fold_tail.body34.us
  %fold_tail36144.us = phi i64 [ %1020, %fold_tail.body34.us ], [ 0, %fold_tail.body34.us.preheader ]
  %fold_value28.0143.us = phi float [ %1019, %fold_tail.body34.us ], [ 0.000000e+00, %fold_tail.body34.us.preheader ]
  %niter627 = phi i64 [ %niter627.next.7, %fold_tail.body34.us ], [ 0, %fold_tail.body34.us.preheader ]
  %989 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail36144.us
  %990 = load float, ptr %989, align 4
  %991 = fadd float %fold_value28.0143.us, %990
  %992 = getelementptr float, ptr %scratch, i64 %fold_tail36144.us
  %993 = getelementptr i8, ptr %992, i64 4
  %994 = load float, ptr %993, align 4
  %995 = fadd float %991, %994
  %996 = getelementptr float, ptr %scratch, i64 %fold_tail36144.us
  %997 = getelementptr i8, ptr %996, i64 8
  %998 = load float, ptr %997, align 4
  %999 = fadd float %995, %998
  %1000 = getelementptr float, ptr %scratch, i64 %fold_tail36144.us
  %1001 = getelementptr i8, ptr %1000, i64 12
  %1002 = load float, ptr %1001, align 4
  %1003 = fadd float %999, %1002
  %1004 = getelementptr float, ptr %scratch, i64 %fold_tail36144.us
  %1005 = getelementptr i8, ptr %1004, i64 16
  %1006 = load float, ptr %1005, align 4
  %1007 = fadd float %1003, %1006
  %1008 = getelementptr float, ptr %scratch, i64 %fold_tail36144.us
  %1009 = getelementptr i8, ptr %1008, i64 20
  %1010 = load float, ptr %1009, align 4
  %1011 = fadd float %1007, %1010
  %1012 = getelementptr float, ptr %scratch, i64 %fold_tail36144.us
  %1013 = getelementptr i8, ptr %1012, i64 24
  %1014 = load float, ptr %1013, align 4
  %1015 = fadd float %1011, %1014
  %1016 = getelementptr float, ptr %scratch, i64 %fold_tail36144.us
  %1017 = getelementptr i8, ptr %1016, i64 28
  %1018 = load float, ptr %1017, align 4
  %1019 = fadd float %1015, %1018
  %1020 = add nuw i64 %fold_tail36144.us, 8
  %niter627.next.7 = add i64 %niter627, 8
  %niter627.ncmp.7 = icmp eq i64 %niter627.next.7, %unroll_iter626
  br i1 %niter627.ncmp.7, label %fold_tail.body43.us.preheader.unr-lcssa, label %fold_tail.body34.us

fold_tail.body43.us.preheader.unr-lcssa:          ; preds = %fold_tail.body34.us
  br i1 %lcmp.mod623.not, label %fold_tail.body43.us.preheader, label %fold_tail.body34.us.epil.preheader

fold_tail.body34.us.epil.preheader:               ; preds = %fold_tail.body43.us.preheader.unr-lcssa, %fold_tail.body34.us.preheader
  %fold_tail36144.us.epil.init = phi i64 [ 0, %fold_tail.body34.us.preheader ], [ %1020, %fold_tail.body43.us.preheader.unr-lcssa ]
  %fold_value28.0143.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body34.us.preheader ], [ %1019, %fold_tail.body43.us.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod625)
  br label %fold_tail.body34.us.epil

fold_tail.body34.us.epil:                         ; preds = %fold_tail.body34.us.epil, %fold_tail.body34.us.epil.preheader
  %fold_tail36144.us.epil = phi i64 [ %1024, %fold_tail.body34.us.epil ], [ %fold_tail36144.us.epil.init, %fold_tail.body34.us.epil.preheader ]
  %fold_value28.0143.us.epil = phi float [ %1023, %fold_tail.body34.us.epil ], [ %fold_value28.0143.us.epil.init, %fold_tail.body34.us.epil.preheader ]
  %epil.iter622 = phi i64 [ %epil.iter622.next, %fold_tail.body34.us.epil ], [ 0, %fold_tail.body34.us.epil.preheader ]
  %1021 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail36144.us.epil
  %1022 = load float, ptr %1021, align 4
  %1023 = fadd float %fold_value28.0143.us.epil, %1022
  %1024 = add nuw i64 %fold_tail36144.us.epil, 1
  %epil.iter622.next = add i64 %epil.iter622, 1
  %epil.iter622.cmp.not = icmp eq i64 %epil.iter622.next, %xtraiter621
  br i1 %epil.iter622.cmp.not, label %fold_tail.body43.us.preheader, label %fold_tail.body34.us.epil, !llvm.loop !36

fold_tail.body43.us.preheader:                    ; preds = %fold_tail.body34.us.epil, %fold_tail.body43.us.preheader.unr-lcssa
  %.lcssa587 = phi float [ %1019, %fold_tail.body43.us.preheader.unr-lcssa ], [ %1023, %fold_tail.body34.us.epil ]
  br i1 %112, label %fold_tail.body43.us.epil.preheader, label %fold_tail.body43.us

feature.body25.us:                                ; preds = %feature.body25.us.prol.loopexit, %feature.body25.us
  %feature27142.us = phi i64 [ %1048, %feature.body25.us ], [ %feature27142.us.unr, %feature.body25.us.prol.loopexit ]
  %1025 = getelementptr inbounds float, ptr %137, i64 %feature27142.us
  %1026 = load float, ptr %1025, align 4
  %1027 = fmul float %1026, %1026
  %1028 = getelementptr inbounds float, ptr %138, i64 %feature27142.us
  %1029 = load float, ptr %1028, align 4
  %1030 = fneg float %1029
  %1031 = fmul float %1026, %1030
  %1032 = fmul float %1026, 0.000000e+00
  %1033 = getelementptr inbounds float, ptr %scratch, i64 %feature27142.us
  store float %1027, ptr %1033, align 4
  %1034 = getelementptr float, ptr %36, i64 %feature27142.us
  store float %1031, ptr %1034, align 4
  %1035 = getelementptr float, ptr %37, i64 %feature27142.us
  store float %1032, ptr %1035, align 4
  %1036 = add nuw i64 %feature27142.us, 1
  %1037 = getelementptr inbounds float, ptr %137, i64 %1036
  %1038 = load float, ptr %1037, align 4
  %1039 = fmul float %1038, %1038
  %1040 = getelementptr inbounds float, ptr %138, i64 %1036
  %1041 = load float, ptr %1040, align 4
  %1042 = fneg float %1041
  %1043 = fmul float %1038, %1042
  %1044 = fmul float %1038, 0.000000e+00
  %1045 = getelementptr inbounds float, ptr %scratch, i64 %1036
  store float %1039, ptr %1045, align 4
  %1046 = getelementptr float, ptr %36, i64 %1036
  store float %1043, ptr %1046, align 4
  %1047 = getelementptr float, ptr %37, i64 %1036
  store float %1044, ptr %1047, align 4
  %1048 = add nuw i64 %feature27142.us, 2
  %exitcond195.not.1 = icmp eq i64 %1048, %n_features
  br i1 %exitcond195.not.1, label %fold_tail.body34.us.preheader, label %feature.body25.us, !llvm.loop !37

iter.check433.unr-lcssa:                          ; preds = %fold_tail.body21.us
  br i1 %lcmp.mod603.not, label %iter.check433, label %fold_tail.body21.us.epil.preheader

fold_tail.body21.us.epil.preheader:               ; preds = %iter.check433.unr-lcssa, %fold_tail.body21.us.preheader
  %fold_tail23140.us.epil.init = phi i64 [ 0, %fold_tail.body21.us.preheader ], [ %178, %iter.check433.unr-lcssa ]
  %fold_value15.0139.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body21.us.preheader ], [ %177, %iter.check433.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod605)
  br label %fold_tail.body21.us.epil

fold_tail.body21.us.epil:                         ; preds = %fold_tail.body21.us.epil, %fold_tail.body21.us.epil.preheader
  %fold_tail23140.us.epil = phi i64 [ %1052, %fold_tail.body21.us.epil ], [ %fold_tail23140.us.epil.init, %fold_tail.body21.us.epil.preheader ]
  %fold_value15.0139.us.epil = phi float [ %1051, %fold_tail.body21.us.epil ], [ %fold_value15.0139.us.epil.init, %fold_tail.body21.us.epil.preheader ]
  %epil.iter602 = phi i64 [ %epil.iter602.next, %fold_tail.body21.us.epil ], [ 0, %fold_tail.body21.us.epil.preheader ]
  %1049 = getelementptr inbounds float, ptr %37, i64 %fold_tail23140.us.epil
  %1050 = load float, ptr %1049, align 4
  %1051 = fadd float %fold_value15.0139.us.epil, %1050
  %1052 = add nuw i64 %fold_tail23140.us.epil, 1
  %epil.iter602.next = add i64 %epil.iter602, 1
  %epil.iter602.cmp.not = icmp eq i64 %epil.iter602.next, %xtraiter601
  br i1 %epil.iter602.cmp.not, label %iter.check433, label %fold_tail.body21.us.epil, !llvm.loop !38

iter.check433:                                    ; preds = %fold_tail.body21.us.epil, %iter.check433.unr-lcssa
  %.lcssa585 = phi float [ %177, %iter.check433.unr-lcssa ], [ %1051, %fold_tail.body21.us.epil ]
  %brmerge677 = select i1 %min.iters.check431, i1 true, i1 %conflict.rdx429
  br i1 %brmerge677, label %feature.body60.us.preheader, label %vector.main.loop.iter.check435

vector.main.loop.iter.check435:                   ; preds = %iter.check433
  br i1 %min.iters.check434, label %vec.epilog.ph468, label %vector.ph436

vector.ph436:                                     ; preds = %vector.main.loop.iter.check435
  %broadcast.splatinsert439 = insertelement <8 x float> poison, float %.lcssa585, i64 0
  %broadcast.splat440 = shufflevector <8 x float> %broadcast.splatinsert439, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert441 = insertelement <8 x float> poison, float %.lcssa584, i64 0
  %broadcast.splat442 = shufflevector <8 x float> %broadcast.splatinsert441, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert445 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat446 = shufflevector <8 x float> %broadcast.splatinsert445, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body447

vector.body447:                                   ; preds = %vector.body447, %vector.ph436
  %index448 = phi i64 [ 0, %vector.ph436 ], [ %index.next461, %vector.body447 ]
  %1053 = getelementptr inbounds float, ptr %137, i64 %index448
  %1054 = getelementptr inbounds nuw i8, ptr %1053, i64 32
  %1055 = getelementptr inbounds nuw i8, ptr %1053, i64 64
  %1056 = getelementptr inbounds nuw i8, ptr %1053, i64 96
  %wide.load449 = load <8 x float>, ptr %1053, align 4
  %wide.load450 = load <8 x float>, ptr %1054, align 4
  %wide.load451 = load <8 x float>, ptr %1055, align 4
  %wide.load452 = load <8 x float>, ptr %1056, align 4
  %1057 = getelementptr inbounds float, ptr %138, i64 %index448
  %1058 = getelementptr inbounds nuw i8, ptr %1057, i64 32
  %1059 = getelementptr inbounds nuw i8, ptr %1057, i64 64
  %1060 = getelementptr inbounds nuw i8, ptr %1057, i64 96
  %wide.load453 = load <8 x float>, ptr %1057, align 4
  %wide.load454 = load <8 x float>, ptr %1058, align 4
  %wide.load455 = load <8 x float>, ptr %1059, align 4
  %wide.load456 = load <8 x float>, ptr %1060, align 4
  %1061 = fneg <8 x float> %wide.load453
  %1062 = fneg <8 x float> %wide.load454
  %1063 = fneg <8 x float> %wide.load455
  %1064 = fneg <8 x float> %wide.load456
  %1065 = fmul <8 x float> %broadcast.splat442, %wide.load449
  %1066 = fmul <8 x float> %broadcast.splat442, %wide.load450
  %1067 = fmul <8 x float> %broadcast.splat442, %wide.load451
  %1068 = fmul <8 x float> %broadcast.splat442, %wide.load452
  %1069 = fsub <8 x float> %1061, %1065
  %1070 = fsub <8 x float> %1062, %1066
  %1071 = fsub <8 x float> %1063, %1067
  %1072 = fsub <8 x float> %1064, %1068
  %1073 = fmul <8 x float> %broadcast.splat444, %1069
  %1074 = fmul <8 x float> %broadcast.splat444, %1070
  %1075 = fmul <8 x float> %broadcast.splat444, %1071
  %1076 = fmul <8 x float> %broadcast.splat444, %1072
  %1077 = fsub <8 x float> %wide.load449, %1073
  %1078 = fsub <8 x float> %wide.load450, %1074
  %1079 = fsub <8 x float> %wide.load451, %1075
  %1080 = fsub <8 x float> %wide.load452, %1076
  %1081 = getelementptr inbounds float, ptr %17, i64 %index448
  %1082 = getelementptr inbounds nuw i8, ptr %1081, i64 32
  %1083 = getelementptr inbounds nuw i8, ptr %1081, i64 64
  %1084 = getelementptr inbounds nuw i8, ptr %1081, i64 96
  %wide.load457 = load <8 x float>, ptr %1081, align 4
  %wide.load458 = load <8 x float>, ptr %1082, align 4
  %wide.load459 = load <8 x float>, ptr %1083, align 4
  %wide.load460 = load <8 x float>, ptr %1084, align 4
  %1085 = fmul <8 x float> %broadcast.splat440, %wide.load449
  %1086 = fmul <8 x float> %broadcast.splat440, %wide.load450
  %1087 = fmul <8 x float> %broadcast.splat440, %wide.load451
  %1088 = fmul <8 x float> %broadcast.splat440, %wide.load452
  %1089 = fsub <8 x float> %wide.load457, %1085
  %1090 = fsub <8 x float> %wide.load458, %1086
  %1091 = fsub <8 x float> %wide.load459, %1087
  %1092 = fsub <8 x float> %wide.load460, %1088
  %1093 = fmul <8 x float> %broadcast.splat446, %1089
  %1094 = fmul <8 x float> %broadcast.splat446, %1090
  %1095 = fmul <8 x float> %broadcast.splat446, %1091
  %1096 = fmul <8 x float> %broadcast.splat446, %1092
  %1097 = fadd <8 x float> %1077, %1093
  %1098 = fadd <8 x float> %1078, %1094
  %1099 = fadd <8 x float> %1079, %1095
  %1100 = fadd <8 x float> %1080, %1096
  %1101 = fmul <8 x float> %1097, %1097
  %1102 = fmul <8 x float> %1098, %1098
  %1103 = fmul <8 x float> %1099, %1099
  %1104 = fmul <8 x float> %1100, %1100
  %1105 = getelementptr inbounds float, ptr %scratch, i64 %index448
  %1106 = getelementptr inbounds nuw i8, ptr %1105, i64 32
  %1107 = getelementptr inbounds nuw i8, ptr %1105, i64 64
  %1108 = getelementptr inbounds nuw i8, ptr %1105, i64 96
  store <8 x float> %1101, ptr %1105, align 4
  store <8 x float> %1102, ptr %1106, align 4
  store <8 x float> %1103, ptr %1107, align 4
  store <8 x float> %1104, ptr %1108, align 4
  %index.next461 = add nuw i64 %index448, 32
  %1109 = icmp eq i64 %index.next461, %n.vec438
  br i1 %1109, label %middle.block462, label %vector.body447, !llvm.loop !39

middle.block462:                                  ; preds = %vector.body447
  br i1 %cmp.n463, label %fold_tail.body69.us.preheader, label %vec.epilog.iter.check466

fold_tail.body69.us.preheader:                    ; preds = %feature.body60.us.prol.loopexit, %feature.body60.us, %vec.epilog.middle.block485, %middle.block462
  br i1 %109, label %fold_tail.body69.us.epil.preheader, label %fold_tail.body69.us

vec.epilog.iter.check466:                         ; preds = %middle.block462
  br i1 %min.epilog.iters.check467, label %feature.body60.us.preheader, label %vec.epilog.ph468, !prof !27

vec.epilog.ph468:                                 ; preds = %vector.main.loop.iter.check435, %vec.epilog.iter.check466
  %vec.epilog.resume.val464 = phi i64 [ %n.vec438, %vec.epilog.iter.check466 ], [ 0, %vector.main.loop.iter.check435 ]
  %broadcast.splatinsert471 = insertelement <4 x float> poison, float %.lcssa585, i64 0
  %broadcast.splat472 = shufflevector <4 x float> %broadcast.splatinsert471, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert473 = insertelement <4 x float> poison, float %.lcssa584, i64 0
  %broadcast.splat474 = shufflevector <4 x float> %broadcast.splatinsert473, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert477 = insertelement <4 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat478 = shufflevector <4 x float> %broadcast.splatinsert477, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body479

vec.epilog.vector.body479:                        ; preds = %vec.epilog.vector.body479, %vec.epilog.ph468
  %index480 = phi i64 [ %vec.epilog.resume.val464, %vec.epilog.ph468 ], [ %index.next484, %vec.epilog.vector.body479 ]
  %1110 = getelementptr inbounds float, ptr %137, i64 %index480
  %wide.load481 = load <4 x float>, ptr %1110, align 4
  %1111 = getelementptr inbounds float, ptr %138, i64 %index480
  %wide.load482 = load <4 x float>, ptr %1111, align 4
  %1112 = fneg <4 x float> %wide.load482
  %1113 = fmul <4 x float> %broadcast.splat474, %wide.load481
  %1114 = fsub <4 x float> %1112, %1113
  %1115 = fmul <4 x float> %broadcast.splat476, %1114
  %1116 = fsub <4 x float> %wide.load481, %1115
  %1117 = getelementptr inbounds float, ptr %17, i64 %index480
  %wide.load483 = load <4 x float>, ptr %1117, align 4
  %1118 = fmul <4 x float> %broadcast.splat472, %wide.load481
  %1119 = fsub <4 x float> %wide.load483, %1118
  %1120 = fmul <4 x float> %broadcast.splat478, %1119
  %1121 = fadd <4 x float> %1116, %1120
  %1122 = fmul <4 x float> %1121, %1121
  %1123 = getelementptr inbounds float, ptr %scratch, i64 %index480
  store <4 x float> %1122, ptr %1123, align 4
  %index.next484 = add nuw i64 %index480, 4
  %1124 = icmp eq i64 %index.next484, %n.vec470
  br i1 %1124, label %vec.epilog.middle.block485, label %vec.epilog.vector.body479, !llvm.loop !40

vec.epilog.middle.block485:                       ; preds = %vec.epilog.vector.body479
  br i1 %cmp.n486, label %fold_tail.body69.us.preheader, label %feature.body60.us.preheader

feature.body60.us.preheader:                      ; preds = %iter.check433, %vec.epilog.iter.check466, %vec.epilog.middle.block485
  %feature62152.us.ph = phi i64 [ 0, %iter.check433 ], [ %n.vec470, %vec.epilog.middle.block485 ], [ %n.vec438, %vec.epilog.iter.check466 ]
  %.neg = or disjoint i64 %feature62152.us.ph, 1
  br i1 %lcmp.mod609.not, label %feature.body60.us.prol.loopexit, label %feature.body60.us.prol

feature.body60.us.prol:                           ; preds = %feature.body60.us.preheader
  %1125 = getelementptr inbounds float, ptr %137, i64 %feature62152.us.ph
  %1126 = load float, ptr %1125, align 4
  %1127 = getelementptr inbounds float, ptr %138, i64 %feature62152.us.ph
  %1128 = load float, ptr %1127, align 4
  %1129 = fneg float %1128
  %1130 = fmul float %.lcssa584, %1126
  %1131 = fsub float %1129, %1130
  %1132 = fmul float %eta, %1131
  %1133 = fsub float %1126, %1132
  %1134 = getelementptr inbounds float, ptr %17, i64 %feature62152.us.ph
  %1135 = load float, ptr %1134, align 4
  %1136 = fmul float %.lcssa585, %1126
  %1137 = fsub float %1135, %1136
  %1138 = fmul float %noise_scale3.us, %1137
  %1139 = fadd float %1133, %1138
  %1140 = fmul float %1139, %1139
  %1141 = getelementptr inbounds float, ptr %scratch, i64 %feature62152.us.ph
  store float %1140, ptr %1141, align 4
  %1142 = or disjoint i64 %feature62152.us.ph, 1
  br label %feature.body60.us.prol.loopexit

feature.body60.us.prol.loopexit:                  ; preds = %feature.body60.us.prol, %feature.body60.us.preheader
  %feature62152.us.unr = phi i64 [ %feature62152.us.ph, %feature.body60.us.preheader ], [ %1142, %feature.body60.us.prol ]
  %1143 = icmp eq i64 %n_features, %.neg
  br i1 %1143, label %fold_tail.body69.us.preheader, label %feature.body60.us

feature.header24.preheader.us:                    ; preds = %step.body.us
  br i1 %.not165, label %noise.done88.us.sink.split, label %iter.check358

iter.check358:                                    ; preds = %feature.header24.preheader.us
  %brmerge678 = select i1 %min.iters.check356, i1 true, i1 %conflict.rdx355
  br i1 %brmerge678, label %feature.body25.us.preheader, label %vector.main.loop.iter.check360

vector.main.loop.iter.check360:                   ; preds = %iter.check358
  br i1 %min.iters.check359, label %vec.epilog.ph377, label %vector.body364

vector.body364:                                   ; preds = %vector.main.loop.iter.check360, %vector.body364
  %index365 = phi i64 [ %index.next370, %vector.body364 ], [ 0, %vector.main.loop.iter.check360 ]
  %1144 = getelementptr inbounds float, ptr %137, i64 %index365
  %1145 = getelementptr inbounds nuw i8, ptr %1144, i64 32
  %wide.load366 = load <8 x float>, ptr %1144, align 4
  %wide.load367 = load <8 x float>, ptr %1145, align 4
  %1146 = fmul <8 x float> %wide.load366, %wide.load366
  %1147 = fmul <8 x float> %wide.load367, %wide.load367
  %1148 = getelementptr inbounds float, ptr %138, i64 %index365
  %1149 = getelementptr inbounds nuw i8, ptr %1148, i64 32
  %wide.load368 = load <8 x float>, ptr %1148, align 4
  %wide.load369 = load <8 x float>, ptr %1149, align 4
  %1150 = fneg <8 x float> %wide.load368
  %1151 = fneg <8 x float> %wide.load369
  %1152 = fmul <8 x float> %wide.load366, %1150
  %1153 = fmul <8 x float> %wide.load367, %1151
  %1154 = fmul <8 x float> %wide.load366, zeroinitializer
  %1155 = fmul <8 x float> %wide.load367, zeroinitializer
  %1156 = getelementptr inbounds float, ptr %scratch, i64 %index365
  %1157 = getelementptr inbounds nuw i8, ptr %1156, i64 32
  store <8 x float> %1146, ptr %1156, align 4
  store <8 x float> %1147, ptr %1157, align 4
  %1158 = getelementptr float, ptr %36, i64 %index365
  %1159 = getelementptr i8, ptr %1158, i64 32
  store <8 x float> %1152, ptr %1158, align 4
  store <8 x float> %1153, ptr %1159, align 4
  %1160 = getelementptr float, ptr %37, i64 %index365
  %1161 = getelementptr i8, ptr %1160, i64 32
  store <8 x float> %1154, ptr %1160, align 4
  store <8 x float> %1155, ptr %1161, align 4
  %index.next370 = add nuw i64 %index365, 16
  %1162 = icmp eq i64 %index.next370, %n.vec363
  br i1 %1162, label %middle.block371, label %vector.body364, !llvm.loop !41

middle.block371:                                  ; preds = %vector.body364
  br i1 %cmp.n372, label %fold_tail.body34.us.preheader, label %vec.epilog.iter.check375

fold_tail.body34.us.preheader:                    ; preds = %feature.body25.us.prol.loopexit, %feature.body25.us, %vec.epilog.middle.block385, %middle.block371
  br i1 %111, label %fold_tail.body34.us.epil.preheader, label %fold_tail.body34.us

vec.epilog.iter.check375:                         ; preds = %middle.block371
  br i1 %min.epilog.iters.check376, label %feature.body25.us.preheader, label %vec.epilog.ph377, !prof !42

vec.epilog.ph377:                                 ; preds = %vector.main.loop.iter.check360, %vec.epilog.iter.check375
  %vec.epilog.resume.val373 = phi i64 [ %n.vec363, %vec.epilog.iter.check375 ], [ 0, %vector.main.loop.iter.check360 ]
  br label %vec.epilog.vector.body380

vec.epilog.vector.body380:                        ; preds = %vec.epilog.vector.body380, %vec.epilog.ph377
  %index381 = phi i64 [ %vec.epilog.resume.val373, %vec.epilog.ph377 ], [ %index.next384, %vec.epilog.vector.body380 ]
  %1163 = getelementptr inbounds float, ptr %137, i64 %index381
  %wide.load382 = load <4 x float>, ptr %1163, align 4
  %1164 = fmul <4 x float> %wide.load382, %wide.load382
  %1165 = getelementptr inbounds float, ptr %138, i64 %index381
  %wide.load383 = load <4 x float>, ptr %1165, align 4
  %1166 = fneg <4 x float> %wide.load383
  %1167 = fmul <4 x float> %wide.load382, %1166
  %1168 = fmul <4 x float> %wide.load382, zeroinitializer
  %1169 = getelementptr inbounds float, ptr %scratch, i64 %index381
  store <4 x float> %1164, ptr %1169, align 4
  %1170 = getelementptr float, ptr %36, i64 %index381
  store <4 x float> %1167, ptr %1170, align 4
  %1171 = getelementptr float, ptr %37, i64 %index381
  store <4 x float> %1168, ptr %1171, align 4
  %index.next384 = add nuw i64 %index381, 4
  %1172 = icmp eq i64 %index.next384, %n.vec379
  br i1 %1172, label %vec.epilog.middle.block385, label %vec.epilog.vector.body380, !llvm.loop !43

vec.epilog.middle.block385:                       ; preds = %vec.epilog.vector.body380
  br i1 %cmp.n386, label %fold_tail.body34.us.preheader, label %feature.body25.us.preheader

feature.body25.us.preheader:                      ; preds = %iter.check358, %vec.epilog.iter.check375, %vec.epilog.middle.block385
  %feature27142.us.ph = phi i64 [ 0, %iter.check358 ], [ %n.vec379, %vec.epilog.middle.block385 ], [ %n.vec363, %vec.epilog.iter.check375 ]
  %.neg648 = or disjoint i64 %feature27142.us.ph, 1
  br i1 %lcmp.mod620.not, label %feature.body25.us.prol.loopexit, label %feature.body25.us.prol

feature.body25.us.prol:                           ; preds = %feature.body25.us.preheader
  %1173 = getelementptr inbounds float, ptr %137, i64 %feature27142.us.ph
  %1174 = load float, ptr %1173, align 4
  %1175 = fmul float %1174, %1174
  %1176 = getelementptr inbounds float, ptr %138, i64 %feature27142.us.ph
  %1177 = load float, ptr %1176, align 4
  %1178 = fneg float %1177
  %1179 = fmul float %1174, %1178
  %1180 = fmul float %1174, 0.000000e+00
  %1181 = getelementptr inbounds float, ptr %scratch, i64 %feature27142.us.ph
  store float %1175, ptr %1181, align 4
  %1182 = getelementptr float, ptr %36, i64 %feature27142.us.ph
  store float %1179, ptr %1182, align 4
  %1183 = getelementptr float, ptr %37, i64 %feature27142.us.ph
  store float %1180, ptr %1183, align 4
  %1184 = or disjoint i64 %feature27142.us.ph, 1
  br label %feature.body25.us.prol.loopexit

feature.body25.us.prol.loopexit:                  ; preds = %feature.body25.us.prol, %feature.body25.us.preheader
  %feature27142.us.unr = phi i64 [ %feature27142.us.ph, %feature.body25.us.preheader ], [ %1184, %feature.body25.us.prol ]
  %1185 = icmp eq i64 %n_features, %.neg648
  br i1 %1185, label %fold_tail.body34.us.preheader, label %feature.body25.us

noise.header.preheader.us:                        ; preds = %step.body.us
  br i1 %.not165, label %noise.done88.us.sink.split, label %noise.body.lr.ph.us

noise.body.lr.ph.us:                              ; preds = %noise.header.preheader.us
  %1186 = lshr i64 %key1_step.us, 32
  %1187 = mul nuw i64 %1186, 3449720151
  %1188 = lshr i64 %1187, 32
  %1189 = xor i64 %key0, %1188
  %1190 = xor i64 %1189, %key1_step.us
  %1191 = and i64 %1190, 4294967295
  %1192 = mul nuw i64 %1191, 3528531795
  %1193 = lshr i64 %1192, 32
  %1194 = xor i64 %1193, %21
  br i1 %min.iters.check525, label %noise.body.us.preheader, label %vector.ph526

vector.ph526:                                     ; preds = %noise.body.lr.ph.us
  %broadcast.splatinsert533 = insertelement <8 x i64> poison, i64 %1194, i64 0
  %broadcast.splat534 = shufflevector <8 x i64> %broadcast.splatinsert533, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %1187, %20
  %.scalar579 = and i64 %.scalar, 4294967295
  %1195 = insertelement <8 x i64> poison, i64 %.scalar579, i64 0
  %.masked = shufflevector <8 x i64> %1195, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar580 = xor i64 %1192, %23
  %.scalar581 = and i64 %.scalar580, 4294967295
  %1196 = insertelement <8 x i64> poison, i64 %.scalar581, i64 0
  %.masked575 = shufflevector <8 x i64> %1196, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body569

vector.body569:                                   ; preds = %vector.body569, %vector.ph526
  %index570 = phi i64 [ 0, %vector.ph526 ], [ %index.next571, %vector.body569 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph526 ], [ %vec.ind.next, %vector.body569 ]
  %1197 = add <8 x i64> %vec.ind, %broadcast.splat536
  %1198 = and <8 x i64> %1197, splat (i64 4294967295)
  %1199 = mul nuw <8 x i64> %1198, splat (i64 3528531795)
  %1200 = xor <8 x i64> %1197, %broadcast.splat538
  %1201 = xor <8 x i64> %1200, %1199
  %1202 = lshr <8 x i64> %1201, splat (i64 32)
  %1203 = mul nuw <8 x i64> %1202, splat (i64 3449720151)
  %1204 = lshr <8 x i64> %1203, splat (i64 32)
  %1205 = xor <8 x i64> %broadcast.splat534, %1199
  %1206 = xor <8 x i64> %.masked, %1204
  %1207 = mul nuw <8 x i64> %1206, splat (i64 3528531795)
  %1208 = and <8 x i64> %1205, splat (i64 4294967295)
  %1209 = mul nuw <8 x i64> %1208, splat (i64 3449720151)
  %1210 = lshr <8 x i64> %1207, splat (i64 32)
  %1211 = lshr <8 x i64> %1209, splat (i64 32)
  %1212 = xor <8 x i64> %1211, %broadcast.splat542
  %1213 = xor <8 x i64> %1212, %1203
  %1214 = and <8 x i64> %1213, splat (i64 4294967295)
  %1215 = mul nuw <8 x i64> %1214, splat (i64 3528531795)
  %1216 = xor <8 x i64> %.masked575, %1210
  %1217 = mul nuw <8 x i64> %1216, splat (i64 3449720151)
  %1218 = lshr <8 x i64> %1215, splat (i64 32)
  %1219 = lshr <8 x i64> %1217, splat (i64 32)
  %1220 = xor <8 x i64> %broadcast.splat546, %1219
  %1221 = xor <8 x i64> %1220, %1209
  %1222 = xor <8 x i64> %1218, %broadcast.splat548
  %1223 = xor <8 x i64> %1222, %1207
  %1224 = and <8 x i64> %1221, splat (i64 4294967295)
  %1225 = mul nuw <8 x i64> %1224, splat (i64 3528531795)
  %1226 = and <8 x i64> %1223, splat (i64 4294967295)
  %1227 = mul nuw <8 x i64> %1226, splat (i64 3449720151)
  %1228 = lshr <8 x i64> %1225, splat (i64 32)
  %1229 = lshr <8 x i64> %1227, splat (i64 32)
  %1230 = xor <8 x i64> %1229, %broadcast.splat550
  %1231 = xor <8 x i64> %1230, %1217
  %1232 = xor <8 x i64> %broadcast.splat552, %1228
  %1233 = xor <8 x i64> %1232, %1215
  %1234 = and <8 x i64> %1231, splat (i64 4294967295)
  %1235 = mul nuw <8 x i64> %1234, splat (i64 3528531795)
  %1236 = and <8 x i64> %1233, splat (i64 4294967295)
  %1237 = mul nuw <8 x i64> %1236, splat (i64 3449720151)
  %1238 = lshr <8 x i64> %1235, splat (i64 32)
  %1239 = lshr <8 x i64> %1237, splat (i64 32)
  %1240 = xor <8 x i64> %broadcast.splat554, %1239
  %1241 = xor <8 x i64> %1240, %1227
  %1242 = xor <8 x i64> %1238, %broadcast.splat556
  %1243 = xor <8 x i64> %1242, %1225
  %1244 = and <8 x i64> %1241, splat (i64 4294967295)
  %1245 = mul nuw <8 x i64> %1244, splat (i64 3528531795)
  %1246 = and <8 x i64> %1243, splat (i64 4294967295)
  %1247 = mul nuw <8 x i64> %1246, splat (i64 3449720151)
  %1248 = lshr <8 x i64> %1245, splat (i64 32)
  %1249 = lshr <8 x i64> %1247, splat (i64 32)
  %1250 = xor <8 x i64> %1249, %broadcast.splat558
  %1251 = xor <8 x i64> %1250, %1237
  %1252 = xor <8 x i64> %broadcast.splat560, %1248
  %1253 = xor <8 x i64> %1252, %1235
  %1254 = and <8 x i64> %1251, splat (i64 4294967295)
  %1255 = mul nuw <8 x i64> %1254, splat (i64 3528531795)
  %1256 = and <8 x i64> %1253, splat (i64 4294967295)
  %1257 = mul nuw <8 x i64> %1256, splat (i64 3449720151)
  %1258 = lshr <8 x i64> %1255, splat (i64 32)
  %1259 = lshr <8 x i64> %1257, splat (i64 32)
  %1260 = xor <8 x i64> %broadcast.splat562, %1259
  %1261 = xor <8 x i64> %1260, %1247
  %1262 = xor <8 x i64> %1258, %broadcast.splat564
  %1263 = xor <8 x i64> %1262, %1245
  %1264 = and <8 x i64> %1261, splat (i64 4294967295)
  %1265 = mul nuw <8 x i64> %1264, splat (i64 3528531795)
  %1266 = lshr <8 x i64> %1265, splat (i64 32)
  %1267 = trunc <8 x i64> %1263 to <8 x i32>
  %1268 = mul <8 x i32> %1267, splat (i32 -845247145)
  %1269 = xor <8 x i64> %broadcast.splat566, %1266
  %1270 = xor <8 x i64> %1269, %1255
  %1271 = and <8 x i64> %1270, splat (i64 4294967295)
  %1272 = mul nuw <8 x i64> %1271, splat (i64 3449720151)
  %1273 = lshr <8 x i64> %1272, splat (i64 32)
  %1274 = trunc nuw <8 x i64> %1273 to <8 x i32>
  %1275 = trunc <8 x i64> %1272 to <8 x i32>
  %1276 = xor <8 x i32> %1268, %broadcast.splat568
  %1277 = xor <8 x i32> %1276, %1274
  %1278 = uitofp <8 x i32> %1277 to <8 x double>
  %1279 = fadd <8 x double> %1278, splat (double 5.000000e-01)
  %1280 = fmul <8 x double> %1279, splat (double 0x3DF0000000000000)
  %1281 = uitofp <8 x i32> %1275 to <8 x double>
  %1282 = fadd <8 x double> %1281, splat (double 5.000000e-01)
  %1283 = fmul <8 x double> %1282, splat (double 0x3DF0000000000000)
  %1284 = fcmp olt <8 x double> %1280, splat (double 0x10000000000000)
  %1285 = fmul <8 x double> %1280, splat (double 0x4350000000000000)
  %1286 = select <8 x i1> %1284, <8 x double> %1285, <8 x double> %1280
  %1287 = select <8 x i1> %1284, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %1288 = bitcast <8 x double> %1286 to <8 x i64>
  %1289 = lshr <8 x i64> %1288, splat (i64 32)
  %1290 = add nuw nsw <8 x i64> %1289, splat (i64 614242)
  %1291 = lshr <8 x i64> %1290, splat (i64 20)
  %1292 = add nsw <8 x i64> %1291, %1287
  %1293 = shl <8 x i64> %1290, splat (i64 32)
  %1294 = and <8 x i64> %1293, splat (i64 4503595332403200)
  %1295 = add nuw nsw <8 x i64> %1294, splat (i64 4604544269498187776)
  %1296 = and <8 x i64> %1288, splat (i64 4294967295)
  %1297 = or disjoint <8 x i64> %1295, %1296
  %1298 = bitcast <8 x i64> %1297 to <8 x double>
  %1299 = fadd <8 x double> %1298, splat (double -1.000000e+00)
  %1300 = fmul <8 x double> %1299, splat (double 5.000000e-01)
  %1301 = fmul <8 x double> %1299, %1300
  %1302 = fadd <8 x double> %1299, splat (double 2.000000e+00)
  %1303 = fdiv <8 x double> %1299, %1302
  %1304 = fmul <8 x double> %1303, %1303
  %1305 = fmul <8 x double> %1304, %1304
  %1306 = fmul <8 x double> %1305, splat (double 0x3FC39A09D078C69F)
  %1307 = fadd <8 x double> %1306, splat (double 0x3FCC71C51D8E78AF)
  %1308 = fmul <8 x double> %1305, %1307
  %1309 = fadd <8 x double> %1308, splat (double 0x3FD999999997FA04)
  %1310 = fmul <8 x double> %1305, %1309
  %1311 = fmul <8 x double> %1305, splat (double 0x3FC2F112DF3E5244)
  %1312 = fadd <8 x double> %1311, splat (double 0x3FC7466496CB03DE)
  %1313 = fmul <8 x double> %1305, %1312
  %1314 = fadd <8 x double> %1313, splat (double 0x3FD2492494229359)
  %1315 = fmul <8 x double> %1305, %1314
  %1316 = fadd <8 x double> %1315, splat (double 0x3FE5555555555593)
  %1317 = fmul <8 x double> %1304, %1316
  %1318 = fadd <8 x double> %1310, %1317
  %1319 = sitofp <8 x i64> %1292 to <8 x double>
  %1320 = fadd <8 x double> %1301, %1318
  %1321 = fmul <8 x double> %1303, %1320
  %1322 = fmul <8 x double> %1319, splat (double 0x3DEA39EF35793C76)
  %1323 = fadd <8 x double> %1322, %1321
  %1324 = fsub <8 x double> %1323, %1301
  %1325 = fadd <8 x double> %1299, %1324
  %1326 = fmul <8 x double> %1319, splat (double 0x3FE62E42FEE00000)
  %1327 = fadd <8 x double> %1326, %1325
  %1328 = fcmp oeq <8 x double> %1280, splat (double 0x7FF0000000000000)
  %1329 = fcmp oeq <8 x double> %1280, zeroinitializer
  %1330 = fmul <8 x double> %1327, splat (double -2.000000e+00)
  %1331 = select <8 x i1> %1328, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %1330
  %1332 = select <8 x i1> %1329, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %1331
  %1333 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %1332)
  %1334 = fmul <8 x double> %1283, splat (double 0x401921FB54442D18)
  %1335 = fmul <8 x double> %1334, splat (double 0x3FE45F306DC9C883)
  %1336 = fadd <8 x double> %1335, splat (double 0x4338000000000000)
  %1337 = bitcast <8 x double> %1336 to <8 x i64>
  %1338 = fadd <8 x double> %1336, splat (double 0xC338000000000000)
  %1339 = fmul <8 x double> %1338, splat (double 0x3FF921FB54400000)
  %1340 = fsub <8 x double> %1334, %1339
  %1341 = fmul <8 x double> %1338, splat (double 0x3DD0B4611A626331)
  %1342 = fmul <8 x double> %1338, splat (double 0x3DD0B4611A600000)
  %1343 = fsub <8 x double> %1340, %1342
  %1344 = fmul <8 x double> %1338, splat (double 0x3BA3198A2E037073)
  %1345 = fsub <8 x double> %1340, %1343
  %1346 = fsub <8 x double> %1345, %1342
  %1347 = fsub <8 x double> %1344, %1346
  %1348 = fmul <8 x double> %1338, splat (double 0x3BA3198A2E000000)
  %1349 = fsub <8 x double> %1343, %1348
  %1350 = fmul <8 x double> %1338, splat (double 0x397B839A252049C1)
  %1351 = fsub <8 x double> %1343, %1349
  %1352 = fsub <8 x double> %1351, %1348
  %1353 = fsub <8 x double> %1350, %1352
  %1354 = fsub <8 x double> %1340, %1341
  %1355 = fsub <8 x double> %1343, %1347
  %1356 = bitcast <8 x double> %1334 to <8 x i64>
  %1357 = lshr <8 x i64> %1356, splat (i64 52)
  %1358 = and <8 x i64> %1357, splat (i64 2047)
  %1359 = bitcast <8 x double> %1354 to <8 x i64>
  %1360 = lshr <8 x i64> %1359, splat (i64 52)
  %1361 = and <8 x i64> %1360, splat (i64 2047)
  %1362 = bitcast <8 x double> %1355 to <8 x i64>
  %1363 = lshr <8 x i64> %1362, splat (i64 52)
  %1364 = and <8 x i64> %1363, splat (i64 2047)
  %1365 = add nuw nsw <8 x i64> %1361, splat (i64 16)
  %1366 = icmp samesign ult <8 x i64> %1365, %1358
  %1367 = add nuw nsw <8 x i64> %1364, splat (i64 49)
  %1368 = icmp samesign ult <8 x i64> %1367, %1358
  %1369 = select <8 x i1> %1368, <8 x double> %1349, <8 x double> %1343
  %1370 = select <8 x i1> %1368, <8 x double> %1353, <8 x double> %1347
  %1371 = select <8 x i1> %1366, <8 x double> %1369, <8 x double> %1340
  %1372 = select <8 x i1> %1366, <8 x double> %1370, <8 x double> %1341
  %1373 = fsub <8 x double> %1371, %1372
  %1374 = fsub <8 x double> %1371, %1373
  %1375 = fsub <8 x double> %1374, %1372
  %1376 = fmul <8 x double> %1373, %1373
  %1377 = fmul <8 x double> %1376, %1376
  %1378 = fmul <8 x double> %1376, splat (double 0x3EFA01A019CB1590)
  %1379 = fadd <8 x double> %1378, splat (double 0xBF56C16C16C15177)
  %1380 = fmul <8 x double> %1376, %1379
  %1381 = fadd <8 x double> %1380, splat (double 0x3FA555555555554C)
  %1382 = fmul <8 x double> %1376, %1381
  %1383 = fmul <8 x double> %1376, splat (double 0x3DA8FAE9BE8838D4)
  %1384 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %1383
  %1385 = fmul <8 x double> %1376, %1384
  %1386 = fadd <8 x double> %1385, splat (double 0xBE927E4F809C52AD)
  %1387 = fmul <8 x double> %1377, %1377
  %1388 = fmul <8 x double> %1387, %1386
  %1389 = fadd <8 x double> %1382, %1388
  %1390 = fmul <8 x double> %1376, splat (double 5.000000e-01)
  %1391 = fsub <8 x double> splat (double 1.000000e+00), %1390
  %1392 = fsub <8 x double> splat (double 1.000000e+00), %1391
  %1393 = fsub <8 x double> %1392, %1390
  %1394 = fmul <8 x double> %1376, %1389
  %1395 = fmul <8 x double> %1373, %1375
  %1396 = fsub <8 x double> %1394, %1395
  %1397 = fadd <8 x double> %1393, %1396
  %1398 = fadd <8 x double> %1391, %1397
  %1399 = fmul <8 x double> %1376, splat (double 0x3EC71DE357B1FE7D)
  %1400 = fadd <8 x double> %1399, splat (double 0xBF2A01A019C161D5)
  %1401 = fmul <8 x double> %1376, %1400
  %1402 = fadd <8 x double> %1401, splat (double 0x3F8111111110F8A6)
  %1403 = fmul <8 x double> %1376, splat (double 0x3DE5D93A5ACFD57C)
  %1404 = fadd <8 x double> %1403, splat (double 0xBE5AE5E68A2B9CEB)
  %1405 = fmul <8 x double> %1376, %1377
  %1406 = fmul <8 x double> %1405, %1404
  %1407 = fadd <8 x double> %1406, %1402
  %1408 = fmul <8 x double> %1373, %1376
  %1409 = fmul <8 x double> %1375, splat (double 5.000000e-01)
  %1410 = fmul <8 x double> %1408, %1407
  %1411 = fsub <8 x double> %1409, %1410
  %1412 = fmul <8 x double> %1376, %1411
  %1413 = fsub <8 x double> %1412, %1375
  %1414 = fmul <8 x double> %1408, splat (double 0x3FC5555555555549)
  %1415 = fadd <8 x double> %1413, %1414
  %1416 = fsub <8 x double> %1373, %1415
  %1417 = fneg <8 x double> %1398
  %1418 = fneg <8 x double> %1416
  %1419 = and <8 x i64> %1337, splat (i64 1)
  %1420 = and <8 x i64> %1337, splat (i64 2)
  %1421 = icmp eq <8 x i64> %1419, zeroinitializer
  %1422 = icmp eq <8 x i64> %1420, zeroinitializer
  %1423 = select <8 x i1> %1422, <8 x double> %1398, <8 x double> %1417
  %1424 = select <8 x i1> %1422, <8 x double> %1418, <8 x double> %1416
  %1425 = select <8 x i1> %1421, <8 x double> %1423, <8 x double> %1424
  %1426 = fcmp olt <8 x double> %1334, splat (double 0x413921FB00000000)
  %1427 = select <8 x i1> %1426, <8 x double> %1425, <8 x double> splat (double 0x7FF8000000000000)
  %1428 = fmul <8 x double> %1427, %1333
  %1429 = fptrunc <8 x double> %1428 to <8 x float>
  %1430 = getelementptr inbounds float, ptr %17, i64 %index570
  store <8 x float> %1429, ptr %1430, align 4
  %index.next571 = add nuw i64 %index570, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %1431 = icmp eq i64 %index.next571, %n.vec528
  br i1 %1431, label %middle.block572, label %vector.body569, !llvm.loop !44

middle.block572:                                  ; preds = %vector.body569
  br i1 %cmp.n573, label %feature.body.us.preheader, label %noise.body.us.preheader

noise.body.us.preheader:                          ; preds = %noise.body.lr.ph.us, %middle.block572
  %noise132.us.ph = phi i64 [ 0, %noise.body.lr.ph.us ], [ %n.vec528, %middle.block572 ]
  %invariant.op = xor i64 %20, %1187
  %invariant.op672 = xor i64 %23, %1192
  br label %noise.body.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done88.us
  %1432 = add nuw i64 %row164.us, 1
  %exitcond206.not = icmp eq i64 %1432, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond206.not, label %row.exit, label %row.body.us

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
!5 = distinct !{!5, !6, !4}
!6 = !{!"llvm.loop.unroll.runtime.disable"}
!7 = distinct !{!7, !4, !6}
!8 = distinct !{!8, !4}
!9 = distinct !{!9, !1}
!10 = !{!11}
!11 = distinct !{!11, !12}
!12 = distinct !{!12, !"LVerDomain"}
!13 = !{!14, !15}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = !{!14}
!17 = !{!15}
!18 = distinct !{!18, !4, !6}
!19 = distinct !{!19, !4}
!20 = distinct !{!20, !1}
!21 = !{!22}
!22 = distinct !{!22, !23}
!23 = distinct !{!23, !"LVerDomain"}
!24 = !{!25}
!25 = distinct !{!25, !23}
!26 = distinct !{!26, !4, !6}
!27 = !{!"branch_weights", i32 4, i32 28}
!28 = distinct !{!28, !4, !6}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !4}
!31 = distinct !{!31, !4}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !4, !6}
!34 = distinct !{!34, !4, !6}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !4}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !4, !6}
!40 = distinct !{!40, !4, !6}
!41 = distinct !{!41, !4, !6}
!42 = !{!"branch_weights", i32 4, i32 12}
!43 = distinct !{!43, !4, !6}
!44 = distinct !{!44, !4, !6}
