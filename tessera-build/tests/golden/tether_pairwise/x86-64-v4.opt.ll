; ModuleID = 'tether_pairwise'
source_filename = "tether_pairwise.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_tether_pairwise_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %state = load ptr, ptr %args, align 8
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %input_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %row_begin = load i64, ptr %1, align 8
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %row_end = load i64, ptr %2, align 8
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %n_features = load i64, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %steps = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %eta = load float, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %args, i64 52
  %noise_scale = load float, ptr %6, align 4
  %7 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %temperature = load float, ptr %7, align 8
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 68
  %anneal_ratio = load float, ptr %8, align 4
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %two_eta = load float, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %key0 = load i64, ptr %10, align 8
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %key1 = load i64, ptr %11, align 8
  %12 = icmp ult i64 %row_begin, %row_end
  br i1 %12, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %entry
  %13 = getelementptr inbounds nuw i8, ptr %args, i64 60
  %anneal = load i32, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %draw_noise = load i32, ptr %14, align 4
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not = icmp eq i64 %steps, 0
  %.not35 = icmp eq i64 %n_features, 0
  %draw.not = icmp eq i32 %draw_noise, 0
  %15 = trunc i64 %key0 to i32
  %16 = lshr i64 %key0, 32
  %17 = add i64 %key0, 2654435769
  %18 = add nuw nsw i64 %16, 3144134277
  %19 = add i64 %key0, 1013904242
  %20 = add nuw nsw i64 %16, 1993301258
  %21 = add i64 %key0, 3668340011
  %22 = add nuw nsw i64 %16, 842468239
  %23 = add i64 %key0, 2027808484
  %24 = add nuw nsw i64 %16, 3986602516
  %25 = add i64 %key0, 387276957
  %26 = add nuw nsw i64 %16, 2835769497
  %27 = add i64 %key0, 3041712726
  %28 = add nuw nsw i64 %16, 1684936478
  %29 = add i64 %key0, 1401181199
  %30 = add nuw nsw i64 %16, 534103459
  %31 = add nuw nsw i64 %16, 3678237736
  %32 = add i32 %15, -1879881855
  br i1 %.not, label %row.exit, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %33 = mul i64 %row_begin, %n_features
  %34 = shl i64 %33, 2
  %35 = shl i64 %n_features, 2
  %36 = shl i64 %row_begin, 2
  %37 = add i64 %36, 4
  %38 = mul i64 %n_features, %37
  %39 = shl i64 %n_features, 2
  %min.iters.check104 = icmp ult i64 %n_features, 8
  %n.vec107 = and i64 %n_features, -8
  %broadcast.splatinsert116 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat117 = shufflevector <8 x float> %broadcast.splatinsert116, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert120 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat121 = shufflevector <8 x i64> %broadcast.splatinsert120, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert124 = insertelement <8 x i64> poison, i64 %19, i64 0
  %broadcast.splat125 = shufflevector <8 x i64> %broadcast.splatinsert124, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert128 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat129 = shufflevector <8 x i64> %broadcast.splatinsert128, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert130 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat131 = shufflevector <8 x i64> %broadcast.splatinsert130, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert132 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat133 = shufflevector <8 x i64> %broadcast.splatinsert132, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert134 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat135 = shufflevector <8 x i64> %broadcast.splatinsert134, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert136 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat137 = shufflevector <8 x i64> %broadcast.splatinsert136, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert138 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat139 = shufflevector <8 x i64> %broadcast.splatinsert138, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert140 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat141 = shufflevector <8 x i64> %broadcast.splatinsert140, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert142 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat143 = shufflevector <8 x i64> %broadcast.splatinsert142, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert144 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat145 = shufflevector <8 x i64> %broadcast.splatinsert144, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert146 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat147 = shufflevector <8 x i64> %broadcast.splatinsert146, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert148 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat149 = shufflevector <8 x i64> %broadcast.splatinsert148, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert150 = insertelement <8 x i32> poison, i32 %32, i64 0
  %broadcast.splat151 = shufflevector <8 x i32> %broadcast.splatinsert150, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n160 = icmp eq i64 %n_features, %n.vec107
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check75 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert76 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat77 = shufflevector <8 x float> %broadcast.splatinsert76, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec86 = and i64 %n_features, -4
  %broadcast.splatinsert89 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat90 = shufflevector <4 x float> %broadcast.splatinsert89, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n95 = icmp eq i64 %n_features, %n.vec86
  %xtraiter172 = and i64 %n_features, 1
  %lcmp.mod173.not = icmp eq i64 %xtraiter172, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row34.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %716, %step.header.step.exit_crit_edge.us ]
  %40 = mul i64 %39, %indvar
  %41 = add i64 %34, %40
  %scevgep97 = getelementptr i8, ptr %state, i64 %41
  %42 = add i64 %38, %40
  %scevgep98 = getelementptr i8, ptr %state, i64 %42
  %scevgep99 = getelementptr i8, ptr %input_0, i64 %41
  %scevgep100 = getelementptr i8, ptr %input_0, i64 %42
  %43 = mul i64 %35, %indvar
  %44 = add i64 %34, %43
  %scevgep = getelementptr i8, ptr %state, i64 %44
  %45 = add i64 %38, %43
  %scevgep72 = getelementptr i8, ptr %state, i64 %45
  %scevgep73 = getelementptr i8, ptr %input_0, i64 %44
  %scevgep74 = getelementptr i8, ptr %input_0, i64 %45
  %row_offset.us = mul i64 %row34.us, %n_features
  %46 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %47 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %bound0101 = icmp ult ptr %scevgep97, %scevgep100
  %bound1102 = icmp ult ptr %scevgep99, %scevgep98
  %found.conflict103 = and i1 %bound0101, %bound1102
  %broadcast.splatinsert118 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat119 = shufflevector <8 x i64> %broadcast.splatinsert118, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0 = icmp ult ptr %scevgep, %scevgep74
  %bound1 = icmp ult ptr %scevgep73, %scevgep72
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done.us
  %step33.us = phi i64 [ 0, %row.body.us ], [ %310, %noise.done.us ]
  %temperature1.032.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done.us ]
  %48 = fmul float %two_eta, %temperature1.032.us
  %49 = fcmp ogt float %48, 0.000000e+00
  %50 = tail call float @llvm.sqrt.f32(float %48)
  %51 = select i1 %49, float %50, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %51
  %key1_step.us = add i64 %step33.us, %key1
  br i1 %.not35, label %noise.done.us, label %feature.body.us

feature.exit.us:                                  ; preds = %merge.done.us
  %.not.us = icmp eq i64 %381, 0
  %52 = tail call i64 @llvm.usub.sat.i64(i64 %381, i64 1)
  %53 = getelementptr inbounds float, ptr %pairwise_sums, i64 %52
  %54 = load float, ptr %53, align 4
  %spec.select = select i1 %.not.us, float 0.000000e+00, float %54
  %.not38 = icmp ult i64 %381, 2
  br i1 %.not38, label %pairwise_finish.exit.us, label %pairwise_finish.body.us.preheader

pairwise_finish.body.us.preheader:                ; preds = %feature.exit.us
  %55 = add i64 %pairwise_depth.1.lcssa.us, -1
  %xtraiter = and i64 %52, 7
  %56 = icmp ult i64 %55, 7
  br i1 %56, label %pairwise_finish.body.us.epil.preheader, label %pairwise_finish.body.us.preheader.new

pairwise_finish.body.us.preheader.new:            ; preds = %pairwise_finish.body.us.preheader
  %unroll_iter = and i64 %52, -8
  br label %pairwise_finish.body.us

pairwise_finish.exit.us.loopexit.unr-lcssa:       ; preds = %pairwise_finish.body.us
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %pairwise_finish.exit.us, label %pairwise_finish.body.us.epil.preheader

pairwise_finish.body.us.epil.preheader:           ; preds = %pairwise_finish.exit.us.loopexit.unr-lcssa, %pairwise_finish.body.us.preheader
  %pairwise_finish28.us.epil.init = phi i64 [ 0, %pairwise_finish.body.us.preheader ], [ %369, %pairwise_finish.exit.us.loopexit.unr-lcssa ]
  %pairwise_acc.027.us.epil.init = phi float [ %spec.select, %pairwise_finish.body.us.preheader ], [ %368, %pairwise_finish.exit.us.loopexit.unr-lcssa ]
  %lcmp.mod171 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod171)
  br label %pairwise_finish.body.us.epil

pairwise_finish.body.us.epil:                     ; preds = %pairwise_finish.body.us.epil, %pairwise_finish.body.us.epil.preheader
  %pairwise_finish28.us.epil = phi i64 [ %61, %pairwise_finish.body.us.epil ], [ %pairwise_finish28.us.epil.init, %pairwise_finish.body.us.epil.preheader ]
  %pairwise_acc.027.us.epil = phi float [ %60, %pairwise_finish.body.us.epil ], [ %pairwise_acc.027.us.epil.init, %pairwise_finish.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %pairwise_finish.body.us.epil ], [ 0, %pairwise_finish.body.us.epil.preheader ]
  %57 = xor i64 %pairwise_finish28.us.epil, -1
  %58 = getelementptr float, ptr %53, i64 %57
  %59 = load float, ptr %58, align 4
  %60 = fadd float %pairwise_acc.027.us.epil, %59
  %61 = add nuw i64 %pairwise_finish28.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %pairwise_finish.exit.us, label %pairwise_finish.body.us.epil, !llvm.loop !0

pairwise_finish.exit.us:                          ; preds = %pairwise_finish.exit.us.loopexit.unr-lcssa, %pairwise_finish.body.us.epil, %feature.exit.us
  %pairwise_acc.0.lcssa.us = phi float [ %spec.select, %feature.exit.us ], [ %368, %pairwise_finish.exit.us.loopexit.unr-lcssa ], [ %60, %pairwise_finish.body.us.epil ]
  %62 = fadd float %pairwise_acc.0.lcssa.us, -4.000000e+00
  %63 = fmul float %62, 2.000000e+00
  %64 = fmul float %63, 0x3F847AE140000000
  br i1 %draw.not, label %iter.check, label %feature.body5.lr.ph.us

feature.body5.us:                                 ; preds = %feature.body5.us.preheader, %feature.body5.us
  %feature730.us = phi i64 [ %309, %feature.body5.us ], [ %feature730.us.ph, %feature.body5.us.preheader ]
  %65 = getelementptr inbounds float, ptr %46, i64 %feature730.us
  %66 = load float, ptr %65, align 4
  %67 = fmul float %66, 2.000000e+00
  %68 = fmul float %64, %67
  %69 = getelementptr inbounds float, ptr %47, i64 %feature730.us
  %70 = load float, ptr %69, align 4
  %71 = fsub float %66, %70
  %72 = fmul float %71, 2.000000e+00
  %73 = fmul float %72, 5.000000e-01
  %74 = fadd float %68, %73
  %75 = fmul float %eta, %74
  %76 = fsub float %66, %75
  %element.us = add i64 %feature730.us, %row_offset.us
  %77 = and i64 %element.us, 4294967295
  %78 = mul nuw i64 %77, 3528531795
  %79 = xor i64 %element.us, %key0
  %80 = xor i64 %79, %78
  %81 = lshr i64 %80, 32
  %82 = mul nuw i64 %81, 3449720151
  %83 = lshr i64 %82, 32
  %.reass.reass = xor i64 %83, %invariant.op
  %84 = xor i64 %401, %78
  %85 = and i64 %.reass.reass, 4294967295
  %86 = mul nuw i64 %85, 3528531795
  %87 = and i64 %84, 4294967295
  %88 = mul nuw i64 %87, 3449720151
  %89 = lshr i64 %86, 32
  %90 = lshr i64 %88, 32
  %91 = xor i64 %90, %19
  %92 = xor i64 %91, %82
  %.reass67.reass = xor i64 %89, %invariant.op179
  %93 = and i64 %92, 4294967295
  %94 = mul nuw i64 %93, 3528531795
  %95 = and i64 %.reass67.reass, 4294967295
  %96 = mul nuw i64 %95, 3449720151
  %97 = lshr i64 %94, 32
  %98 = lshr i64 %96, 32
  %99 = xor i64 %21, %98
  %100 = xor i64 %99, %88
  %101 = xor i64 %97, %22
  %102 = xor i64 %101, %86
  %103 = and i64 %100, 4294967295
  %104 = mul nuw i64 %103, 3528531795
  %105 = and i64 %102, 4294967295
  %106 = mul nuw i64 %105, 3449720151
  %107 = lshr i64 %104, 32
  %108 = lshr i64 %106, 32
  %109 = xor i64 %108, %23
  %110 = xor i64 %109, %96
  %111 = xor i64 %24, %107
  %112 = xor i64 %111, %94
  %113 = and i64 %110, 4294967295
  %114 = mul nuw i64 %113, 3528531795
  %115 = and i64 %112, 4294967295
  %116 = mul nuw i64 %115, 3449720151
  %117 = lshr i64 %114, 32
  %118 = lshr i64 %116, 32
  %119 = xor i64 %25, %118
  %120 = xor i64 %119, %106
  %121 = xor i64 %117, %26
  %122 = xor i64 %121, %104
  %123 = and i64 %120, 4294967295
  %124 = mul nuw i64 %123, 3528531795
  %125 = and i64 %122, 4294967295
  %126 = mul nuw i64 %125, 3449720151
  %127 = lshr i64 %124, 32
  %128 = lshr i64 %126, 32
  %129 = xor i64 %128, %27
  %130 = xor i64 %129, %116
  %131 = xor i64 %28, %127
  %132 = xor i64 %131, %114
  %133 = and i64 %130, 4294967295
  %134 = mul nuw i64 %133, 3528531795
  %135 = and i64 %132, 4294967295
  %136 = mul nuw i64 %135, 3449720151
  %137 = lshr i64 %134, 32
  %138 = lshr i64 %136, 32
  %139 = xor i64 %29, %138
  %140 = xor i64 %139, %126
  %141 = xor i64 %137, %30
  %142 = xor i64 %141, %124
  %143 = and i64 %140, 4294967295
  %144 = mul nuw i64 %143, 3528531795
  %145 = lshr i64 %144, 32
  %146 = trunc i64 %142 to i32
  %147 = mul i32 %146, -845247145
  %148 = xor i64 %31, %145
  %149 = xor i64 %148, %134
  %150 = and i64 %149, 4294967295
  %151 = mul nuw i64 %150, 3449720151
  %152 = lshr i64 %151, 32
  %153 = trunc nuw i64 %152 to i32
  %154 = trunc i64 %151 to i32
  %155 = xor i32 %147, %153
  %156 = xor i32 %155, %32
  %157 = uitofp i32 %156 to double
  %158 = fadd double %157, 5.000000e-01
  %159 = fmul double %158, 0x3DF0000000000000
  %160 = uitofp i32 %154 to double
  %161 = fadd double %160, 5.000000e-01
  %162 = fmul double %161, 0x3DF0000000000000
  %163 = fcmp olt double %159, 0x10000000000000
  %164 = fmul double %159, 0x4350000000000000
  %165 = select i1 %163, double %164, double %159
  %.neg.us = select i1 %163, i64 -1077, i64 -1023
  %166 = bitcast double %165 to i64
  %167 = lshr i64 %166, 32
  %168 = add nuw nsw i64 %167, 614242
  %169 = lshr i64 %168, 20
  %170 = add nsw i64 %169, %.neg.us
  %171 = shl i64 %168, 32
  %172 = and i64 %171, 4503595332403200
  %173 = add nuw nsw i64 %172, 4604544269498187776
  %174 = and i64 %166, 4294967295
  %175 = or disjoint i64 %173, %174
  %176 = bitcast i64 %175 to double
  %177 = fadd double %176, -1.000000e+00
  %178 = fmul double %177, 5.000000e-01
  %179 = fmul double %177, %178
  %180 = fadd double %177, 2.000000e+00
  %181 = fdiv double %177, %180
  %182 = fmul double %181, %181
  %183 = fmul double %182, %182
  %184 = fmul double %183, 0x3FC39A09D078C69F
  %185 = fadd double %184, 0x3FCC71C51D8E78AF
  %186 = fmul double %183, %185
  %187 = fadd double %186, 0x3FD999999997FA04
  %188 = fmul double %183, %187
  %189 = fmul double %183, 0x3FC2F112DF3E5244
  %190 = fadd double %189, 0x3FC7466496CB03DE
  %191 = fmul double %183, %190
  %192 = fadd double %191, 0x3FD2492494229359
  %193 = fmul double %183, %192
  %194 = fadd double %193, 0x3FE5555555555593
  %195 = fmul double %182, %194
  %196 = fadd double %188, %195
  %197 = sitofp i64 %170 to double
  %198 = fadd double %179, %196
  %199 = fmul double %181, %198
  %200 = fmul double %197, 0x3DEA39EF35793C76
  %201 = fadd double %200, %199
  %202 = fsub double %201, %179
  %203 = fadd double %177, %202
  %204 = fmul double %197, 0x3FE62E42FEE00000
  %205 = fadd double %204, %203
  %206 = fcmp oeq double %159, 0x7FF0000000000000
  %207 = fcmp oeq double %159, 0.000000e+00
  %208 = fmul double %205, -2.000000e+00
  %209 = select i1 %206, double 0xFFF0000000000000, double %208
  %210 = select i1 %207, double 0x7FF0000000000000, double %209
  %211 = tail call double @llvm.sqrt.f64(double %210)
  %212 = fmul double %162, 0x401921FB54442D18
  %213 = fmul double %212, 0x3FE45F306DC9C883
  %214 = fadd double %213, 0x4338000000000000
  %215 = bitcast double %214 to i64
  %216 = fadd double %214, 0xC338000000000000
  %217 = fmul double %216, 0x3FF921FB54400000
  %218 = fsub double %212, %217
  %219 = fmul double %216, 0x3DD0B4611A626331
  %220 = fmul double %216, 0x3DD0B4611A600000
  %221 = fsub double %218, %220
  %222 = fmul double %216, 0x3BA3198A2E037073
  %223 = fsub double %218, %221
  %224 = fsub double %223, %220
  %225 = fsub double %222, %224
  %226 = fmul double %216, 0x3BA3198A2E000000
  %227 = fsub double %221, %226
  %228 = fmul double %216, 0x397B839A252049C1
  %229 = fsub double %221, %227
  %230 = fsub double %229, %226
  %231 = fsub double %228, %230
  %232 = fsub double %218, %219
  %233 = fsub double %221, %225
  %234 = bitcast double %232 to i64
  %235 = lshr i64 %234, 52
  %236 = and i64 %235, 2047
  %237 = insertelement <2 x double> poison, double %233, i64 0
  %238 = insertelement <2 x double> %237, double %212, i64 1
  %239 = bitcast <2 x double> %238 to <2 x i64>
  %240 = lshr <2 x i64> %239, splat (i64 52)
  %241 = and <2 x i64> %240, splat (i64 2047)
  %242 = add nuw nsw i64 %236, 16
  %243 = extractelement <2 x i64> %241, i64 1
  %244 = icmp samesign ult i64 %242, %243
  %245 = extractelement <2 x i64> %241, i64 0
  %246 = add nuw nsw i64 %245, 49
  %247 = icmp samesign ult i64 %246, %243
  %248 = select i1 %247, double %227, double %221
  %249 = select i1 %247, double %231, double %225
  %250 = select i1 %244, double %248, double %218
  %251 = select i1 %244, double %249, double %219
  %252 = fsub double %250, %251
  %253 = fsub double %250, %252
  %254 = fsub double %253, %251
  %255 = fmul double %252, %252
  %256 = fmul double %255, %255
  %257 = fmul double %255, 0x3EFA01A019CB1590
  %258 = fadd double %257, 0xBF56C16C16C15177
  %259 = fmul double %255, %258
  %260 = fadd double %259, 0x3FA555555555554C
  %261 = fmul double %255, %260
  %262 = fmul double %255, 0x3DA8FAE9BE8838D4
  %263 = fsub double 0x3E21EE9EBDB4B1C4, %262
  %264 = fmul double %255, %263
  %265 = fadd double %264, 0xBE927E4F809C52AD
  %266 = fmul double %256, %256
  %267 = fmul double %266, %265
  %268 = fadd double %261, %267
  %269 = fmul double %255, 5.000000e-01
  %270 = fsub double 1.000000e+00, %269
  %271 = fsub double 1.000000e+00, %270
  %272 = fsub double %271, %269
  %273 = fmul double %255, %268
  %274 = fmul double %252, %254
  %275 = fsub double %273, %274
  %276 = fadd double %272, %275
  %277 = fadd double %270, %276
  %278 = fmul double %255, 0x3EC71DE357B1FE7D
  %279 = fadd double %278, 0xBF2A01A019C161D5
  %280 = fmul double %255, %279
  %281 = fadd double %280, 0x3F8111111110F8A6
  %282 = fmul double %255, 0x3DE5D93A5ACFD57C
  %283 = fadd double %282, 0xBE5AE5E68A2B9CEB
  %284 = fmul double %255, %256
  %285 = fmul double %284, %283
  %286 = fadd double %285, %281
  %287 = fmul double %252, %255
  %288 = fmul double %254, 5.000000e-01
  %289 = fmul double %287, %286
  %290 = fsub double %288, %289
  %291 = fmul double %255, %290
  %292 = fsub double %291, %254
  %293 = fmul double %287, 0x3FC5555555555549
  %294 = fadd double %292, %293
  %295 = fsub double %252, %294
  %296 = fneg double %277
  %297 = fneg double %295
  %298 = and i64 %215, 1
  %299 = and i64 %215, 2
  %.not16.us = icmp eq i64 %298, 0
  %.not17.us = icmp eq i64 %299, 0
  %300 = select i1 %.not17.us, double %277, double %296
  %301 = select i1 %.not17.us, double %297, double %295
  %302 = select i1 %.not16.us, double %300, double %301
  %303 = fcmp olt double %212, 0x413921FB00000000
  %304 = select i1 %303, double %302, double 0x7FF8000000000000
  %305 = fmul double %304, %211
  %306 = fptrunc double %305 to float
  %307 = fmul float %noise_scale3.us, %306
  %308 = fadd float %307, %76
  store float %308, ptr %65, align 4
  %309 = add nuw i64 %feature730.us, 1
  %exitcond44.not = icmp eq i64 %309, %n_features
  br i1 %exitcond44.not, label %noise.done.us, label %feature.body5.us, !llvm.loop !2

noise.done.us:                                    ; preds = %feature.body5.us, %feature.body9.us.prol.loopexit, %feature.body9.us, %middle.block159, %middle.block, %vec.epilog.middle.block, %step.body.us
  %t_next.us = fmul float %anneal_ratio, %temperature1.032.us
  %310 = add nuw i64 %step33.us, 1
  %exitcond46.not = icmp eq i64 %310, %steps
  br i1 %exitcond46.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body9.us:                                 ; preds = %feature.body9.us.prol.loopexit, %feature.body9.us
  %feature1131.us = phi i64 [ %336, %feature.body9.us ], [ %feature1131.us.unr, %feature.body9.us.prol.loopexit ]
  %311 = getelementptr inbounds float, ptr %46, i64 %feature1131.us
  %312 = load float, ptr %311, align 4
  %313 = fmul float %312, 2.000000e+00
  %314 = fmul float %64, %313
  %315 = getelementptr inbounds float, ptr %47, i64 %feature1131.us
  %316 = load float, ptr %315, align 4
  %317 = fsub float %312, %316
  %318 = fmul float %317, 2.000000e+00
  %319 = fmul float %318, 5.000000e-01
  %320 = fadd float %314, %319
  %321 = fmul float %eta, %320
  %322 = fsub float %312, %321
  store float %322, ptr %311, align 4
  %323 = add nuw i64 %feature1131.us, 1
  %324 = getelementptr inbounds float, ptr %46, i64 %323
  %325 = load float, ptr %324, align 4
  %326 = fmul float %325, 2.000000e+00
  %327 = fmul float %64, %326
  %328 = getelementptr inbounds float, ptr %47, i64 %323
  %329 = load float, ptr %328, align 4
  %330 = fsub float %325, %329
  %331 = fmul float %330, 2.000000e+00
  %332 = fmul float %331, 5.000000e-01
  %333 = fadd float %327, %332
  %334 = fmul float %eta, %333
  %335 = fsub float %325, %334
  store float %335, ptr %324, align 4
  %336 = add nuw i64 %feature1131.us, 2
  %exitcond45.not.1 = icmp eq i64 %336, %n_features
  br i1 %exitcond45.not.1, label %noise.done.us, label %feature.body9.us, !llvm.loop !4

pairwise_finish.body.us:                          ; preds = %pairwise_finish.body.us, %pairwise_finish.body.us.preheader.new
  %pairwise_finish28.us = phi i64 [ 0, %pairwise_finish.body.us.preheader.new ], [ %369, %pairwise_finish.body.us ]
  %pairwise_acc.027.us = phi float [ %spec.select, %pairwise_finish.body.us.preheader.new ], [ %368, %pairwise_finish.body.us ]
  %niter = phi i64 [ 0, %pairwise_finish.body.us.preheader.new ], [ %niter.next.7, %pairwise_finish.body.us ]
  %337 = xor i64 %pairwise_finish28.us, -1
  %338 = getelementptr float, ptr %53, i64 %337
  %339 = load float, ptr %338, align 4
  %340 = fadd float %pairwise_acc.027.us, %339
  %341 = xor i64 %pairwise_finish28.us, -2
  %342 = getelementptr float, ptr %53, i64 %341
  %343 = load float, ptr %342, align 4
  %344 = fadd float %340, %343
  %345 = xor i64 %pairwise_finish28.us, -3
  %346 = getelementptr float, ptr %53, i64 %345
  %347 = load float, ptr %346, align 4
  %348 = fadd float %344, %347
  %349 = xor i64 %pairwise_finish28.us, -4
  %350 = getelementptr float, ptr %53, i64 %349
  %351 = load float, ptr %350, align 4
  %352 = fadd float %348, %351
  %353 = xor i64 %pairwise_finish28.us, -5
  %354 = getelementptr float, ptr %53, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = fadd float %352, %355
  %357 = xor i64 %pairwise_finish28.us, -6
  %358 = getelementptr float, ptr %53, i64 %357
  %359 = load float, ptr %358, align 4
  %360 = fadd float %356, %359
  %361 = xor i64 %pairwise_finish28.us, -7
  %362 = getelementptr float, ptr %53, i64 %361
  %363 = load float, ptr %362, align 4
  %364 = fadd float %360, %363
  %365 = xor i64 %pairwise_finish28.us, -8
  %366 = getelementptr float, ptr %53, i64 %365
  %367 = load float, ptr %366, align 4
  %368 = fadd float %364, %367
  %369 = add nuw i64 %pairwise_finish28.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7.not = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7.not, label %pairwise_finish.exit.us.loopexit.unr-lcssa, label %pairwise_finish.body.us

feature.body.us:                                  ; preds = %step.body.us, %merge.done.us
  %feature25.us = phi i64 [ %382, %merge.done.us ], [ 0, %step.body.us ]
  %pairwise_depth.024.us = phi i64 [ %381, %merge.done.us ], [ 0, %step.body.us ]
  %370 = getelementptr inbounds float, ptr %46, i64 %feature25.us
  %371 = load float, ptr %370, align 4
  %372 = fmul float %371, %371
  %373 = icmp ne i64 %pairwise_depth.024.us, 0
  %374 = tail call i64 @llvm.usub.sat.i64(i64 %pairwise_depth.024.us, i64 1)
  %375 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %374
  %376 = load i64, ptr %375, align 8
  %377 = icmp eq i64 %376, 0
  %378 = and i1 %373, %377
  br i1 %378, label %merge.body.us, label %merge.done.us

merge.done.us:                                    ; preds = %merge.body.us, %feature.body.us
  %pairwise_depth.1.lcssa.us = phi i64 [ %pairwise_depth.024.us, %feature.body.us ], [ %top.us, %merge.body.us ]
  %item_value.0.lcssa.us = phi float [ %372, %feature.body.us ], [ %385, %merge.body.us ]
  %item_level.0.lcssa.us = phi i64 [ 0, %feature.body.us ], [ %386, %merge.body.us ]
  %379 = getelementptr inbounds float, ptr %pairwise_sums, i64 %pairwise_depth.1.lcssa.us
  store float %item_value.0.lcssa.us, ptr %379, align 4
  %380 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %pairwise_depth.1.lcssa.us
  store i64 %item_level.0.lcssa.us, ptr %380, align 8
  %381 = add i64 %pairwise_depth.1.lcssa.us, 1
  %382 = add nuw i64 %feature25.us, 1
  %exitcond.not = icmp eq i64 %382, %n_features
  br i1 %exitcond.not, label %feature.exit.us, label %feature.body.us

merge.body.us:                                    ; preds = %feature.body.us, %merge.body.us
  %item_level.021.us = phi i64 [ %386, %merge.body.us ], [ 0, %feature.body.us ]
  %item_value.020.us = phi float [ %385, %merge.body.us ], [ %372, %feature.body.us ]
  %pairwise_depth.119.us = phi i64 [ %top.us, %merge.body.us ], [ %pairwise_depth.024.us, %feature.body.us ]
  %top.us = add i64 %pairwise_depth.119.us, -1
  %383 = getelementptr inbounds float, ptr %pairwise_sums, i64 %top.us
  %384 = load float, ptr %383, align 4
  %385 = fadd float %item_value.020.us, %384
  %386 = add nuw i64 %item_level.021.us, 1
  %387 = icmp ne i64 %top.us, 0
  %388 = tail call i64 @llvm.usub.sat.i64(i64 %top.us, i64 1)
  %389 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %388
  %390 = load i64, ptr %389, align 8
  %391 = icmp eq i64 %390, %386
  %392 = and i1 %387, %391
  br i1 %392, label %merge.body.us, label %merge.done.us

feature.body5.lr.ph.us:                           ; preds = %pairwise_finish.exit.us
  %393 = lshr i64 %key1_step.us, 32
  %394 = mul nuw i64 %393, 3449720151
  %395 = lshr i64 %394, 32
  %396 = xor i64 %key0, %395
  %397 = xor i64 %396, %key1_step.us
  %398 = and i64 %397, 4294967295
  %399 = mul nuw i64 %398, 3528531795
  %400 = lshr i64 %399, 32
  %401 = xor i64 %400, %18
  %brmerge = select i1 %min.iters.check104, i1 true, i1 %found.conflict103
  br i1 %brmerge, label %feature.body5.us.preheader, label %vector.ph105

vector.ph105:                                     ; preds = %feature.body5.lr.ph.us
  %broadcast.splatinsert108 = insertelement <8 x float> poison, float %64, i64 0
  %broadcast.splat109 = shufflevector <8 x float> %broadcast.splatinsert108, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert114 = insertelement <8 x i64> poison, i64 %401, i64 0
  %broadcast.splat115 = shufflevector <8 x i64> %broadcast.splatinsert114, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert152 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat153 = shufflevector <8 x float> %broadcast.splatinsert152, <8 x float> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %394, %17
  %.scalar163 = and i64 %.scalar, 4294967295
  %402 = insertelement <8 x i64> poison, i64 %.scalar163, i64 0
  %.masked = shufflevector <8 x i64> %402, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar164 = xor i64 %399, %20
  %.scalar165 = and i64 %.scalar164, 4294967295
  %403 = insertelement <8 x i64> poison, i64 %.scalar165, i64 0
  %.masked162 = shufflevector <8 x i64> %403, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body154

vector.body154:                                   ; preds = %vector.body154, %vector.ph105
  %index155 = phi i64 [ 0, %vector.ph105 ], [ %index.next158, %vector.body154 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph105 ], [ %vec.ind.next, %vector.body154 ]
  %404 = getelementptr inbounds float, ptr %46, i64 %index155
  %wide.load156 = load <8 x float>, ptr %404, align 4, !alias.scope !5, !noalias !8
  %405 = fmul <8 x float> %wide.load156, splat (float 2.000000e+00)
  %406 = fmul <8 x float> %broadcast.splat109, %405
  %407 = getelementptr inbounds float, ptr %47, i64 %index155
  %wide.load157 = load <8 x float>, ptr %407, align 4, !alias.scope !8
  %408 = fsub <8 x float> %wide.load156, %wide.load157
  %409 = fmul <8 x float> %408, splat (float 2.000000e+00)
  %410 = fmul <8 x float> %409, splat (float 5.000000e-01)
  %411 = fadd <8 x float> %406, %410
  %412 = fmul <8 x float> %broadcast.splat117, %411
  %413 = fsub <8 x float> %wide.load156, %412
  %414 = add <8 x i64> %vec.ind, %broadcast.splat119
  %415 = and <8 x i64> %414, splat (i64 4294967295)
  %416 = mul nuw <8 x i64> %415, splat (i64 3528531795)
  %417 = xor <8 x i64> %414, %broadcast.splat121
  %418 = xor <8 x i64> %417, %416
  %419 = lshr <8 x i64> %418, splat (i64 32)
  %420 = mul nuw <8 x i64> %419, splat (i64 3449720151)
  %421 = lshr <8 x i64> %420, splat (i64 32)
  %422 = xor <8 x i64> %broadcast.splat115, %416
  %423 = xor <8 x i64> %.masked, %421
  %424 = mul nuw <8 x i64> %423, splat (i64 3528531795)
  %425 = and <8 x i64> %422, splat (i64 4294967295)
  %426 = mul nuw <8 x i64> %425, splat (i64 3449720151)
  %427 = lshr <8 x i64> %424, splat (i64 32)
  %428 = lshr <8 x i64> %426, splat (i64 32)
  %429 = xor <8 x i64> %428, %broadcast.splat125
  %430 = xor <8 x i64> %429, %420
  %431 = and <8 x i64> %430, splat (i64 4294967295)
  %432 = mul nuw <8 x i64> %431, splat (i64 3528531795)
  %433 = xor <8 x i64> %.masked162, %427
  %434 = mul nuw <8 x i64> %433, splat (i64 3449720151)
  %435 = lshr <8 x i64> %432, splat (i64 32)
  %436 = lshr <8 x i64> %434, splat (i64 32)
  %437 = xor <8 x i64> %broadcast.splat129, %436
  %438 = xor <8 x i64> %437, %426
  %439 = xor <8 x i64> %435, %broadcast.splat131
  %440 = xor <8 x i64> %439, %424
  %441 = and <8 x i64> %438, splat (i64 4294967295)
  %442 = mul nuw <8 x i64> %441, splat (i64 3528531795)
  %443 = and <8 x i64> %440, splat (i64 4294967295)
  %444 = mul nuw <8 x i64> %443, splat (i64 3449720151)
  %445 = lshr <8 x i64> %442, splat (i64 32)
  %446 = lshr <8 x i64> %444, splat (i64 32)
  %447 = xor <8 x i64> %446, %broadcast.splat133
  %448 = xor <8 x i64> %447, %434
  %449 = xor <8 x i64> %broadcast.splat135, %445
  %450 = xor <8 x i64> %449, %432
  %451 = and <8 x i64> %448, splat (i64 4294967295)
  %452 = mul nuw <8 x i64> %451, splat (i64 3528531795)
  %453 = and <8 x i64> %450, splat (i64 4294967295)
  %454 = mul nuw <8 x i64> %453, splat (i64 3449720151)
  %455 = lshr <8 x i64> %452, splat (i64 32)
  %456 = lshr <8 x i64> %454, splat (i64 32)
  %457 = xor <8 x i64> %broadcast.splat137, %456
  %458 = xor <8 x i64> %457, %444
  %459 = xor <8 x i64> %455, %broadcast.splat139
  %460 = xor <8 x i64> %459, %442
  %461 = and <8 x i64> %458, splat (i64 4294967295)
  %462 = mul nuw <8 x i64> %461, splat (i64 3528531795)
  %463 = and <8 x i64> %460, splat (i64 4294967295)
  %464 = mul nuw <8 x i64> %463, splat (i64 3449720151)
  %465 = lshr <8 x i64> %462, splat (i64 32)
  %466 = lshr <8 x i64> %464, splat (i64 32)
  %467 = xor <8 x i64> %466, %broadcast.splat141
  %468 = xor <8 x i64> %467, %454
  %469 = xor <8 x i64> %broadcast.splat143, %465
  %470 = xor <8 x i64> %469, %452
  %471 = and <8 x i64> %468, splat (i64 4294967295)
  %472 = mul nuw <8 x i64> %471, splat (i64 3528531795)
  %473 = and <8 x i64> %470, splat (i64 4294967295)
  %474 = mul nuw <8 x i64> %473, splat (i64 3449720151)
  %475 = lshr <8 x i64> %472, splat (i64 32)
  %476 = lshr <8 x i64> %474, splat (i64 32)
  %477 = xor <8 x i64> %broadcast.splat145, %476
  %478 = xor <8 x i64> %477, %464
  %479 = xor <8 x i64> %475, %broadcast.splat147
  %480 = xor <8 x i64> %479, %462
  %481 = and <8 x i64> %478, splat (i64 4294967295)
  %482 = mul nuw <8 x i64> %481, splat (i64 3528531795)
  %483 = lshr <8 x i64> %482, splat (i64 32)
  %484 = trunc <8 x i64> %480 to <8 x i32>
  %485 = mul <8 x i32> %484, splat (i32 -845247145)
  %486 = xor <8 x i64> %broadcast.splat149, %483
  %487 = xor <8 x i64> %486, %472
  %488 = and <8 x i64> %487, splat (i64 4294967295)
  %489 = mul nuw <8 x i64> %488, splat (i64 3449720151)
  %490 = lshr <8 x i64> %489, splat (i64 32)
  %491 = trunc nuw <8 x i64> %490 to <8 x i32>
  %492 = trunc <8 x i64> %489 to <8 x i32>
  %493 = xor <8 x i32> %485, %broadcast.splat151
  %494 = xor <8 x i32> %493, %491
  %495 = uitofp <8 x i32> %494 to <8 x double>
  %496 = fadd <8 x double> %495, splat (double 5.000000e-01)
  %497 = fmul <8 x double> %496, splat (double 0x3DF0000000000000)
  %498 = uitofp <8 x i32> %492 to <8 x double>
  %499 = fadd <8 x double> %498, splat (double 5.000000e-01)
  %500 = fmul <8 x double> %499, splat (double 0x3DF0000000000000)
  %501 = fcmp olt <8 x double> %497, splat (double 0x10000000000000)
  %502 = fmul <8 x double> %497, splat (double 0x4350000000000000)
  %503 = select <8 x i1> %501, <8 x double> %502, <8 x double> %497
  %504 = select <8 x i1> %501, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %505 = bitcast <8 x double> %503 to <8 x i64>
  %506 = lshr <8 x i64> %505, splat (i64 32)
  %507 = add nuw nsw <8 x i64> %506, splat (i64 614242)
  %508 = lshr <8 x i64> %507, splat (i64 20)
  %509 = add nsw <8 x i64> %508, %504
  %510 = shl <8 x i64> %507, splat (i64 32)
  %511 = and <8 x i64> %510, splat (i64 4503595332403200)
  %512 = add nuw nsw <8 x i64> %511, splat (i64 4604544269498187776)
  %513 = and <8 x i64> %505, splat (i64 4294967295)
  %514 = or disjoint <8 x i64> %512, %513
  %515 = bitcast <8 x i64> %514 to <8 x double>
  %516 = fadd <8 x double> %515, splat (double -1.000000e+00)
  %517 = fmul <8 x double> %516, splat (double 5.000000e-01)
  %518 = fmul <8 x double> %516, %517
  %519 = fadd <8 x double> %516, splat (double 2.000000e+00)
  %520 = fdiv <8 x double> %516, %519
  %521 = fmul <8 x double> %520, %520
  %522 = fmul <8 x double> %521, %521
  %523 = fmul <8 x double> %522, splat (double 0x3FC39A09D078C69F)
  %524 = fadd <8 x double> %523, splat (double 0x3FCC71C51D8E78AF)
  %525 = fmul <8 x double> %522, %524
  %526 = fadd <8 x double> %525, splat (double 0x3FD999999997FA04)
  %527 = fmul <8 x double> %522, %526
  %528 = fmul <8 x double> %522, splat (double 0x3FC2F112DF3E5244)
  %529 = fadd <8 x double> %528, splat (double 0x3FC7466496CB03DE)
  %530 = fmul <8 x double> %522, %529
  %531 = fadd <8 x double> %530, splat (double 0x3FD2492494229359)
  %532 = fmul <8 x double> %522, %531
  %533 = fadd <8 x double> %532, splat (double 0x3FE5555555555593)
  %534 = fmul <8 x double> %521, %533
  %535 = fadd <8 x double> %527, %534
  %536 = sitofp <8 x i64> %509 to <8 x double>
  %537 = fadd <8 x double> %518, %535
  %538 = fmul <8 x double> %520, %537
  %539 = fmul <8 x double> %536, splat (double 0x3DEA39EF35793C76)
  %540 = fadd <8 x double> %539, %538
  %541 = fsub <8 x double> %540, %518
  %542 = fadd <8 x double> %516, %541
  %543 = fmul <8 x double> %536, splat (double 0x3FE62E42FEE00000)
  %544 = fadd <8 x double> %543, %542
  %545 = fcmp oeq <8 x double> %497, splat (double 0x7FF0000000000000)
  %546 = fcmp oeq <8 x double> %497, zeroinitializer
  %547 = fmul <8 x double> %544, splat (double -2.000000e+00)
  %548 = select <8 x i1> %545, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %547
  %549 = select <8 x i1> %546, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %548
  %550 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %549)
  %551 = fmul <8 x double> %500, splat (double 0x401921FB54442D18)
  %552 = fmul <8 x double> %551, splat (double 0x3FE45F306DC9C883)
  %553 = fadd <8 x double> %552, splat (double 0x4338000000000000)
  %554 = bitcast <8 x double> %553 to <8 x i64>
  %555 = fadd <8 x double> %553, splat (double 0xC338000000000000)
  %556 = fmul <8 x double> %555, splat (double 0x3FF921FB54400000)
  %557 = fsub <8 x double> %551, %556
  %558 = fmul <8 x double> %555, splat (double 0x3DD0B4611A626331)
  %559 = fmul <8 x double> %555, splat (double 0x3DD0B4611A600000)
  %560 = fsub <8 x double> %557, %559
  %561 = fmul <8 x double> %555, splat (double 0x3BA3198A2E037073)
  %562 = fsub <8 x double> %557, %560
  %563 = fsub <8 x double> %562, %559
  %564 = fsub <8 x double> %561, %563
  %565 = fmul <8 x double> %555, splat (double 0x3BA3198A2E000000)
  %566 = fsub <8 x double> %560, %565
  %567 = fmul <8 x double> %555, splat (double 0x397B839A252049C1)
  %568 = fsub <8 x double> %560, %566
  %569 = fsub <8 x double> %568, %565
  %570 = fsub <8 x double> %567, %569
  %571 = fsub <8 x double> %557, %558
  %572 = fsub <8 x double> %560, %564
  %573 = bitcast <8 x double> %551 to <8 x i64>
  %574 = lshr <8 x i64> %573, splat (i64 52)
  %575 = and <8 x i64> %574, splat (i64 2047)
  %576 = bitcast <8 x double> %571 to <8 x i64>
  %577 = lshr <8 x i64> %576, splat (i64 52)
  %578 = and <8 x i64> %577, splat (i64 2047)
  %579 = bitcast <8 x double> %572 to <8 x i64>
  %580 = lshr <8 x i64> %579, splat (i64 52)
  %581 = and <8 x i64> %580, splat (i64 2047)
  %582 = add nuw nsw <8 x i64> %578, splat (i64 16)
  %583 = icmp samesign ult <8 x i64> %582, %575
  %584 = add nuw nsw <8 x i64> %581, splat (i64 49)
  %585 = icmp samesign ult <8 x i64> %584, %575
  %586 = select <8 x i1> %585, <8 x double> %566, <8 x double> %560
  %587 = select <8 x i1> %585, <8 x double> %570, <8 x double> %564
  %588 = select <8 x i1> %583, <8 x double> %586, <8 x double> %557
  %589 = select <8 x i1> %583, <8 x double> %587, <8 x double> %558
  %590 = fsub <8 x double> %588, %589
  %591 = fsub <8 x double> %588, %590
  %592 = fsub <8 x double> %591, %589
  %593 = fmul <8 x double> %590, %590
  %594 = fmul <8 x double> %593, %593
  %595 = fmul <8 x double> %593, splat (double 0x3EFA01A019CB1590)
  %596 = fadd <8 x double> %595, splat (double 0xBF56C16C16C15177)
  %597 = fmul <8 x double> %593, %596
  %598 = fadd <8 x double> %597, splat (double 0x3FA555555555554C)
  %599 = fmul <8 x double> %593, %598
  %600 = fmul <8 x double> %593, splat (double 0x3DA8FAE9BE8838D4)
  %601 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %600
  %602 = fmul <8 x double> %593, %601
  %603 = fadd <8 x double> %602, splat (double 0xBE927E4F809C52AD)
  %604 = fmul <8 x double> %594, %594
  %605 = fmul <8 x double> %604, %603
  %606 = fadd <8 x double> %599, %605
  %607 = fmul <8 x double> %593, splat (double 5.000000e-01)
  %608 = fsub <8 x double> splat (double 1.000000e+00), %607
  %609 = fsub <8 x double> splat (double 1.000000e+00), %608
  %610 = fsub <8 x double> %609, %607
  %611 = fmul <8 x double> %593, %606
  %612 = fmul <8 x double> %590, %592
  %613 = fsub <8 x double> %611, %612
  %614 = fadd <8 x double> %610, %613
  %615 = fadd <8 x double> %608, %614
  %616 = fmul <8 x double> %593, splat (double 0x3EC71DE357B1FE7D)
  %617 = fadd <8 x double> %616, splat (double 0xBF2A01A019C161D5)
  %618 = fmul <8 x double> %593, %617
  %619 = fadd <8 x double> %618, splat (double 0x3F8111111110F8A6)
  %620 = fmul <8 x double> %593, splat (double 0x3DE5D93A5ACFD57C)
  %621 = fadd <8 x double> %620, splat (double 0xBE5AE5E68A2B9CEB)
  %622 = fmul <8 x double> %593, %594
  %623 = fmul <8 x double> %622, %621
  %624 = fadd <8 x double> %623, %619
  %625 = fmul <8 x double> %590, %593
  %626 = fmul <8 x double> %592, splat (double 5.000000e-01)
  %627 = fmul <8 x double> %625, %624
  %628 = fsub <8 x double> %626, %627
  %629 = fmul <8 x double> %593, %628
  %630 = fsub <8 x double> %629, %592
  %631 = fmul <8 x double> %625, splat (double 0x3FC5555555555549)
  %632 = fadd <8 x double> %630, %631
  %633 = fsub <8 x double> %590, %632
  %634 = fneg <8 x double> %615
  %635 = fneg <8 x double> %633
  %636 = and <8 x i64> %554, splat (i64 1)
  %637 = and <8 x i64> %554, splat (i64 2)
  %638 = icmp eq <8 x i64> %636, zeroinitializer
  %639 = icmp eq <8 x i64> %637, zeroinitializer
  %640 = select <8 x i1> %639, <8 x double> %615, <8 x double> %634
  %641 = select <8 x i1> %639, <8 x double> %635, <8 x double> %633
  %642 = select <8 x i1> %638, <8 x double> %640, <8 x double> %641
  %643 = fcmp olt <8 x double> %551, splat (double 0x413921FB00000000)
  %644 = select <8 x i1> %643, <8 x double> %642, <8 x double> splat (double 0x7FF8000000000000)
  %645 = fmul <8 x double> %644, %550
  %646 = fptrunc <8 x double> %645 to <8 x float>
  %647 = fmul <8 x float> %broadcast.splat153, %646
  %648 = fadd <8 x float> %647, %413
  store <8 x float> %648, ptr %404, align 4, !alias.scope !5, !noalias !8
  %index.next158 = add nuw i64 %index155, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %649 = icmp eq i64 %index.next158, %n.vec107
  br i1 %649, label %middle.block159, label %vector.body154, !llvm.loop !10

middle.block159:                                  ; preds = %vector.body154
  br i1 %cmp.n160, label %noise.done.us, label %feature.body5.us.preheader

feature.body5.us.preheader:                       ; preds = %feature.body5.lr.ph.us, %middle.block159
  %feature730.us.ph = phi i64 [ %n.vec107, %middle.block159 ], [ 0, %feature.body5.lr.ph.us ]
  %invariant.op = xor i64 %17, %394
  %invariant.op179 = xor i64 %20, %399
  br label %feature.body5.us

iter.check:                                       ; preds = %pairwise_finish.exit.us
  %brmerge180 = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge180, label %feature.body9.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check75, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x float> poison, float %64, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %650 = getelementptr inbounds float, ptr %46, i64 %index
  %651 = getelementptr inbounds nuw i8, ptr %650, i64 32
  %652 = getelementptr inbounds nuw i8, ptr %650, i64 64
  %653 = getelementptr inbounds nuw i8, ptr %650, i64 96
  %wide.load = load <8 x float>, ptr %650, align 4, !alias.scope !12, !noalias !15
  %wide.load78 = load <8 x float>, ptr %651, align 4, !alias.scope !12, !noalias !15
  %wide.load79 = load <8 x float>, ptr %652, align 4, !alias.scope !12, !noalias !15
  %wide.load80 = load <8 x float>, ptr %653, align 4, !alias.scope !12, !noalias !15
  %654 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %655 = fmul <8 x float> %wide.load78, splat (float 2.000000e+00)
  %656 = fmul <8 x float> %wide.load79, splat (float 2.000000e+00)
  %657 = fmul <8 x float> %wide.load80, splat (float 2.000000e+00)
  %658 = fmul <8 x float> %broadcast.splat, %654
  %659 = fmul <8 x float> %broadcast.splat, %655
  %660 = fmul <8 x float> %broadcast.splat, %656
  %661 = fmul <8 x float> %broadcast.splat, %657
  %662 = getelementptr inbounds float, ptr %47, i64 %index
  %663 = getelementptr inbounds nuw i8, ptr %662, i64 32
  %664 = getelementptr inbounds nuw i8, ptr %662, i64 64
  %665 = getelementptr inbounds nuw i8, ptr %662, i64 96
  %wide.load81 = load <8 x float>, ptr %662, align 4, !alias.scope !15
  %wide.load82 = load <8 x float>, ptr %663, align 4, !alias.scope !15
  %wide.load83 = load <8 x float>, ptr %664, align 4, !alias.scope !15
  %wide.load84 = load <8 x float>, ptr %665, align 4, !alias.scope !15
  %666 = fsub <8 x float> %wide.load, %wide.load81
  %667 = fsub <8 x float> %wide.load78, %wide.load82
  %668 = fsub <8 x float> %wide.load79, %wide.load83
  %669 = fsub <8 x float> %wide.load80, %wide.load84
  %670 = fmul <8 x float> %666, splat (float 2.000000e+00)
  %671 = fmul <8 x float> %667, splat (float 2.000000e+00)
  %672 = fmul <8 x float> %668, splat (float 2.000000e+00)
  %673 = fmul <8 x float> %669, splat (float 2.000000e+00)
  %674 = fmul <8 x float> %670, splat (float 5.000000e-01)
  %675 = fmul <8 x float> %671, splat (float 5.000000e-01)
  %676 = fmul <8 x float> %672, splat (float 5.000000e-01)
  %677 = fmul <8 x float> %673, splat (float 5.000000e-01)
  %678 = fadd <8 x float> %658, %674
  %679 = fadd <8 x float> %659, %675
  %680 = fadd <8 x float> %660, %676
  %681 = fadd <8 x float> %661, %677
  %682 = fmul <8 x float> %broadcast.splat77, %678
  %683 = fmul <8 x float> %broadcast.splat77, %679
  %684 = fmul <8 x float> %broadcast.splat77, %680
  %685 = fmul <8 x float> %broadcast.splat77, %681
  %686 = fsub <8 x float> %wide.load, %682
  %687 = fsub <8 x float> %wide.load78, %683
  %688 = fsub <8 x float> %wide.load79, %684
  %689 = fsub <8 x float> %wide.load80, %685
  store <8 x float> %686, ptr %650, align 4, !alias.scope !12, !noalias !15
  store <8 x float> %687, ptr %651, align 4, !alias.scope !12, !noalias !15
  store <8 x float> %688, ptr %652, align 4, !alias.scope !12, !noalias !15
  store <8 x float> %689, ptr %653, align 4, !alias.scope !12, !noalias !15
  %index.next = add nuw i64 %index, 32
  %690 = icmp eq i64 %index.next, %n.vec
  br i1 %690, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body9.us.preheader, label %vec.epilog.ph, !prof !18

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert87 = insertelement <4 x float> poison, float %64, i64 0
  %broadcast.splat88 = shufflevector <4 x float> %broadcast.splatinsert87, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index91 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next94, %vec.epilog.vector.body ]
  %691 = getelementptr inbounds float, ptr %46, i64 %index91
  %wide.load92 = load <4 x float>, ptr %691, align 4, !alias.scope !12, !noalias !15
  %692 = fmul <4 x float> %wide.load92, splat (float 2.000000e+00)
  %693 = fmul <4 x float> %broadcast.splat88, %692
  %694 = getelementptr inbounds float, ptr %47, i64 %index91
  %wide.load93 = load <4 x float>, ptr %694, align 4, !alias.scope !15
  %695 = fsub <4 x float> %wide.load92, %wide.load93
  %696 = fmul <4 x float> %695, splat (float 2.000000e+00)
  %697 = fmul <4 x float> %696, splat (float 5.000000e-01)
  %698 = fadd <4 x float> %693, %697
  %699 = fmul <4 x float> %broadcast.splat90, %698
  %700 = fsub <4 x float> %wide.load92, %699
  store <4 x float> %700, ptr %691, align 4, !alias.scope !12, !noalias !15
  %index.next94 = add nuw i64 %index91, 4
  %701 = icmp eq i64 %index.next94, %n.vec86
  br i1 %701, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n95, label %noise.done.us, label %feature.body9.us.preheader

feature.body9.us.preheader:                       ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature1131.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec86, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg = or disjoint i64 %feature1131.us.ph, 1
  br i1 %lcmp.mod173.not, label %feature.body9.us.prol.loopexit, label %feature.body9.us.prol

feature.body9.us.prol:                            ; preds = %feature.body9.us.preheader
  %702 = getelementptr inbounds float, ptr %46, i64 %feature1131.us.ph
  %703 = load float, ptr %702, align 4
  %704 = fmul float %703, 2.000000e+00
  %705 = fmul float %64, %704
  %706 = getelementptr inbounds float, ptr %47, i64 %feature1131.us.ph
  %707 = load float, ptr %706, align 4
  %708 = fsub float %703, %707
  %709 = fmul float %708, 2.000000e+00
  %710 = fmul float %709, 5.000000e-01
  %711 = fadd float %705, %710
  %712 = fmul float %eta, %711
  %713 = fsub float %703, %712
  store float %713, ptr %702, align 4
  %714 = or disjoint i64 %feature1131.us.ph, 1
  br label %feature.body9.us.prol.loopexit

feature.body9.us.prol.loopexit:                   ; preds = %feature.body9.us.prol, %feature.body9.us.preheader
  %feature1131.us.unr = phi i64 [ %feature1131.us.ph, %feature.body9.us.preheader ], [ %714, %feature.body9.us.prol ]
  %715 = icmp eq i64 %n_features, %.neg
  br i1 %715, label %noise.done.us, label %feature.body9.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done.us
  %716 = add nuw i64 %row34.us, 1
  %exitcond47.not = icmp eq i64 %716, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond47.not, label %row.exit, label %row.body.us

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.us, %row.body.lr.ph, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #2

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
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.isvectorized", i32 1}
!4 = distinct !{!4, !3}
!5 = !{!6}
!6 = distinct !{!6, !7}
!7 = distinct !{!7, !"LVerDomain"}
!8 = !{!9}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !3, !11}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = !{!13}
!13 = distinct !{!13, !14}
!14 = distinct !{!14, !"LVerDomain"}
!15 = !{!16}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !3, !11}
!18 = !{!"branch_weights", i32 4, i32 28}
!19 = distinct !{!19, !3, !11}
