; ModuleID = 'tether'
source_filename = "tether.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_tether_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
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
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not = icmp eq i64 %steps, 0
  %.not76 = icmp eq i64 %n_features, 0
  %14 = trunc i64 %key0 to i32
  %15 = lshr i64 %key0, 32
  %16 = add i64 %key0, 2654435769
  %17 = add nuw nsw i64 %15, 3144134277
  %18 = add i64 %key0, 1013904242
  %19 = add nuw nsw i64 %15, 1993301258
  %20 = add i64 %key0, 3668340011
  %21 = add nuw nsw i64 %15, 842468239
  %22 = add i64 %key0, 2027808484
  %23 = add nuw nsw i64 %15, 3986602516
  %24 = add i64 %key0, 387276957
  %25 = add nuw nsw i64 %15, 2835769497
  %26 = add i64 %key0, 3041712726
  %27 = add nuw nsw i64 %15, 1684936478
  %28 = add i64 %key0, 1401181199
  %29 = add nuw nsw i64 %15, 534103459
  %30 = add nuw nsw i64 %15, 3678237736
  %31 = add i32 %14, -1879881855
  br i1 %.not, label %row.exit, label %row.body.lr.ph.split.us

row.body.lr.ph.split.us:                          ; preds = %row.body.lr.ph
  %32 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %draw_noise = load i32, ptr %32, align 4
  %draw.not = icmp eq i32 %draw_noise, 0
  br i1 %draw.not, label %row.body.lr.ph.split.us.split.us, label %row.body.lr.ph.split.us.split

row.body.lr.ph.split.us.split.us:                 ; preds = %row.body.lr.ph.split.us
  br i1 %.not76, label %row.exit, label %row.body.us.us.us.us.preheader

row.body.us.us.us.us.preheader:                   ; preds = %row.body.lr.ph.split.us.split.us
  %33 = mul i64 %row_begin, %n_features
  %34 = shl i64 %33, 2
  %35 = shl i64 %n_features, 2
  %36 = shl i64 %row_begin, 2
  %37 = add i64 %36, 4
  %38 = mul i64 %n_features, %37
  %39 = add i64 %n_features, -1
  %xtraiter202 = and i64 %n_features, 7
  %40 = icmp ult i64 %39, 7
  %unroll_iter207 = and i64 %n_features, -8
  %lcmp.mod204.not = icmp eq i64 %xtraiter202, 0
  %lcmp.mod206 = icmp ne i64 %xtraiter202, 0
  %min.iters.check159 = icmp ult i64 %n_features, 4
  %min.iters.check161 = icmp ult i64 %n_features, 32
  %n.mod.vf163 = and i64 %n_features, 28
  %n.vec164 = and i64 %n_features, -32
  %broadcast.splatinsert167 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat168 = shufflevector <8 x float> %broadcast.splatinsert167, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n181 = icmp eq i64 %n_features, %n.vec164
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf163, 0
  %n.vec183 = and i64 %n_features, -4
  %broadcast.splatinsert186 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat187 = shufflevector <4 x float> %broadcast.splatinsert186, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n192 = icmp eq i64 %n_features, %n.vec183
  %xtraiter209 = and i64 %n_features, 1
  %lcmp.mod210.not = icmp eq i64 %xtraiter209, 0
  br label %row.body.us.us.us.us

row.body.us.us.us.us:                             ; preds = %row.body.us.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us
  %indvar149 = phi i64 [ 0, %row.body.us.us.us.us.preheader ], [ %indvar.next150, %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %row46.us.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.us.preheader ], [ %187, %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %41 = mul i64 %35, %indvar149
  %42 = add i64 %34, %41
  %scevgep151 = getelementptr i8, ptr %state, i64 %42
  %43 = add i64 %38, %41
  %scevgep152 = getelementptr i8, ptr %state, i64 %43
  %scevgep153 = getelementptr i8, ptr %input_0, i64 %42
  %scevgep154 = getelementptr i8, ptr %input_0, i64 %43
  %row_offset.us.us.us.us = mul i64 %row46.us.us.us.us, %n_features
  %44 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us.us
  %45 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us.us.us
  %bound0155 = icmp ult ptr %scevgep151, %scevgep154
  %bound1156 = icmp ult ptr %scevgep153, %scevgep152
  %found.conflict157 = and i1 %bound0155, %bound1156
  br label %step.body.us.us.us.us.us.us.us

step.body.us.us.us.us.us.us.us:                   ; preds = %feature.header8.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us, %row.body.us.us.us.us
  %step21.us.us.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us.us ], [ %186, %feature.header8.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us ]
  br i1 %40, label %feature.body.us.us.us.us.us.us.us.epil.preheader, label %feature.body.us.us.us.us.us.us.us

feature.body9.us.us.us.us.us.us.us:               ; preds = %feature.body9.us.us.us.us.us.us.us.prol.loopexit, %feature.body9.us.us.us.us.us.us.us
  %feature1119.us.us.us.us.us.us.us = phi i64 [ %71, %feature.body9.us.us.us.us.us.us.us ], [ %feature1119.us.us.us.us.us.us.us.unr, %feature.body9.us.us.us.us.us.us.us.prol.loopexit ]
  %46 = getelementptr inbounds float, ptr %44, i64 %feature1119.us.us.us.us.us.us.us
  %47 = load float, ptr %46, align 4
  %48 = fmul float %47, 2.000000e+00
  %49 = fmul float %119, %48
  %50 = getelementptr inbounds float, ptr %45, i64 %feature1119.us.us.us.us.us.us.us
  %51 = load float, ptr %50, align 4
  %52 = fsub float %47, %51
  %53 = fmul float %52, 2.000000e+00
  %54 = fmul float %53, 5.000000e-01
  %55 = fadd float %49, %54
  %56 = fmul float %eta, %55
  %57 = fsub float %47, %56
  store float %57, ptr %46, align 4
  %58 = add nuw i64 %feature1119.us.us.us.us.us.us.us, 1
  %59 = getelementptr inbounds float, ptr %44, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = fmul float %60, 2.000000e+00
  %62 = fmul float %119, %61
  %63 = getelementptr inbounds float, ptr %45, i64 %58
  %64 = load float, ptr %63, align 4
  %65 = fsub float %60, %64
  %66 = fmul float %65, 2.000000e+00
  %67 = fmul float %66, 5.000000e-01
  %68 = fadd float %62, %67
  %69 = fmul float %eta, %68
  %70 = fsub float %60, %69
  store float %70, ptr %59, align 4
  %71 = add nuw i64 %feature1119.us.us.us.us.us.us.us, 2
  %exitcond88.not.1 = icmp eq i64 %71, %n_features
  br i1 %exitcond88.not.1, label %feature.header8.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us, label %feature.body9.us.us.us.us.us.us.us, !llvm.loop !0

feature.body.us.us.us.us.us.us.us:                ; preds = %step.body.us.us.us.us.us.us.us, %feature.body.us.us.us.us.us.us.us
  %feature17.us.us.us.us.us.us.us = phi i64 [ %111, %feature.body.us.us.us.us.us.us.us ], [ 0, %step.body.us.us.us.us.us.us.us ]
  %fold_value.016.us.us.us.us.us.us.us = phi float [ %110, %feature.body.us.us.us.us.us.us.us ], [ 0.000000e+00, %step.body.us.us.us.us.us.us.us ]
  %niter208 = phi i64 [ %niter208.next.7, %feature.body.us.us.us.us.us.us.us ], [ 0, %step.body.us.us.us.us.us.us.us ]
  %72 = getelementptr inbounds float, ptr %44, i64 %feature17.us.us.us.us.us.us.us
  %73 = load float, ptr %72, align 4
  %74 = fmul float %73, %73
  %75 = fadd float %fold_value.016.us.us.us.us.us.us.us, %74
  %76 = getelementptr float, ptr %44, i64 %feature17.us.us.us.us.us.us.us
  %77 = getelementptr i8, ptr %76, i64 4
  %78 = load float, ptr %77, align 4
  %79 = fmul float %78, %78
  %80 = fadd float %75, %79
  %81 = getelementptr float, ptr %44, i64 %feature17.us.us.us.us.us.us.us
  %82 = getelementptr i8, ptr %81, i64 8
  %83 = load float, ptr %82, align 4
  %84 = fmul float %83, %83
  %85 = fadd float %80, %84
  %86 = getelementptr float, ptr %44, i64 %feature17.us.us.us.us.us.us.us
  %87 = getelementptr i8, ptr %86, i64 12
  %88 = load float, ptr %87, align 4
  %89 = fmul float %88, %88
  %90 = fadd float %85, %89
  %91 = getelementptr float, ptr %44, i64 %feature17.us.us.us.us.us.us.us
  %92 = getelementptr i8, ptr %91, i64 16
  %93 = load float, ptr %92, align 4
  %94 = fmul float %93, %93
  %95 = fadd float %90, %94
  %96 = getelementptr float, ptr %44, i64 %feature17.us.us.us.us.us.us.us
  %97 = getelementptr i8, ptr %96, i64 20
  %98 = load float, ptr %97, align 4
  %99 = fmul float %98, %98
  %100 = fadd float %95, %99
  %101 = getelementptr float, ptr %44, i64 %feature17.us.us.us.us.us.us.us
  %102 = getelementptr i8, ptr %101, i64 24
  %103 = load float, ptr %102, align 4
  %104 = fmul float %103, %103
  %105 = fadd float %100, %104
  %106 = getelementptr float, ptr %44, i64 %feature17.us.us.us.us.us.us.us
  %107 = getelementptr i8, ptr %106, i64 28
  %108 = load float, ptr %107, align 4
  %109 = fmul float %108, %108
  %110 = fadd float %105, %109
  %111 = add nuw i64 %feature17.us.us.us.us.us.us.us, 8
  %niter208.next.7 = add i64 %niter208, 8
  %niter208.ncmp.7 = icmp eq i64 %niter208.next.7, %unroll_iter207
  br i1 %niter208.ncmp.7, label %iter.check.unr-lcssa, label %feature.body.us.us.us.us.us.us.us

iter.check.unr-lcssa:                             ; preds = %feature.body.us.us.us.us.us.us.us
  br i1 %lcmp.mod204.not, label %iter.check, label %feature.body.us.us.us.us.us.us.us.epil.preheader

feature.body.us.us.us.us.us.us.us.epil.preheader: ; preds = %iter.check.unr-lcssa, %step.body.us.us.us.us.us.us.us
  %feature17.us.us.us.us.us.us.us.epil.init = phi i64 [ 0, %step.body.us.us.us.us.us.us.us ], [ %111, %iter.check.unr-lcssa ]
  %fold_value.016.us.us.us.us.us.us.us.epil.init = phi float [ 0.000000e+00, %step.body.us.us.us.us.us.us.us ], [ %110, %iter.check.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod206)
  br label %feature.body.us.us.us.us.us.us.us.epil

feature.body.us.us.us.us.us.us.us.epil:           ; preds = %feature.body.us.us.us.us.us.us.us.epil, %feature.body.us.us.us.us.us.us.us.epil.preheader
  %feature17.us.us.us.us.us.us.us.epil = phi i64 [ %feature17.us.us.us.us.us.us.us.epil.init, %feature.body.us.us.us.us.us.us.us.epil.preheader ], [ %116, %feature.body.us.us.us.us.us.us.us.epil ]
  %fold_value.016.us.us.us.us.us.us.us.epil = phi float [ %fold_value.016.us.us.us.us.us.us.us.epil.init, %feature.body.us.us.us.us.us.us.us.epil.preheader ], [ %115, %feature.body.us.us.us.us.us.us.us.epil ]
  %epil.iter203 = phi i64 [ 0, %feature.body.us.us.us.us.us.us.us.epil.preheader ], [ %epil.iter203.next, %feature.body.us.us.us.us.us.us.us.epil ]
  %112 = getelementptr inbounds float, ptr %44, i64 %feature17.us.us.us.us.us.us.us.epil
  %113 = load float, ptr %112, align 4
  %114 = fmul float %113, %113
  %115 = fadd float %fold_value.016.us.us.us.us.us.us.us.epil, %114
  %116 = add nuw i64 %feature17.us.us.us.us.us.us.us.epil, 1
  %epil.iter203.next = add i64 %epil.iter203, 1
  %epil.iter203.cmp.not = icmp eq i64 %epil.iter203.next, %xtraiter202
  br i1 %epil.iter203.cmp.not, label %iter.check, label %feature.body.us.us.us.us.us.us.us.epil, !llvm.loop !2

iter.check:                                       ; preds = %feature.body.us.us.us.us.us.us.us.epil, %iter.check.unr-lcssa
  %.lcssa = phi float [ %110, %iter.check.unr-lcssa ], [ %115, %feature.body.us.us.us.us.us.us.us.epil ]
  %117 = fadd float %.lcssa, -4.000000e+00
  %118 = fmul float %117, 2.000000e+00
  %119 = fmul float %118, 0x3F847AE140000000
  %brmerge = select i1 %min.iters.check159, i1 true, i1 %found.conflict157
  br i1 %brmerge, label %feature.body9.us.us.us.us.us.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check161, label %vec.epilog.ph, label %vector.ph162

vector.ph162:                                     ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert165 = insertelement <8 x float> poison, float %119, i64 0
  %broadcast.splat166 = shufflevector <8 x float> %broadcast.splatinsert165, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body169

vector.body169:                                   ; preds = %vector.body169, %vector.ph162
  %index170 = phi i64 [ 0, %vector.ph162 ], [ %index.next179, %vector.body169 ]
  %120 = getelementptr inbounds float, ptr %44, i64 %index170
  %121 = getelementptr inbounds nuw i8, ptr %120, i64 32
  %122 = getelementptr inbounds nuw i8, ptr %120, i64 64
  %123 = getelementptr inbounds nuw i8, ptr %120, i64 96
  %wide.load171 = load <8 x float>, ptr %120, align 4, !alias.scope !4, !noalias !7
  %wide.load172 = load <8 x float>, ptr %121, align 4, !alias.scope !4, !noalias !7
  %wide.load173 = load <8 x float>, ptr %122, align 4, !alias.scope !4, !noalias !7
  %wide.load174 = load <8 x float>, ptr %123, align 4, !alias.scope !4, !noalias !7
  %124 = fmul <8 x float> %wide.load171, splat (float 2.000000e+00)
  %125 = fmul <8 x float> %wide.load172, splat (float 2.000000e+00)
  %126 = fmul <8 x float> %wide.load173, splat (float 2.000000e+00)
  %127 = fmul <8 x float> %wide.load174, splat (float 2.000000e+00)
  %128 = fmul <8 x float> %broadcast.splat166, %124
  %129 = fmul <8 x float> %broadcast.splat166, %125
  %130 = fmul <8 x float> %broadcast.splat166, %126
  %131 = fmul <8 x float> %broadcast.splat166, %127
  %132 = getelementptr inbounds float, ptr %45, i64 %index170
  %133 = getelementptr inbounds nuw i8, ptr %132, i64 32
  %134 = getelementptr inbounds nuw i8, ptr %132, i64 64
  %135 = getelementptr inbounds nuw i8, ptr %132, i64 96
  %wide.load175 = load <8 x float>, ptr %132, align 4, !alias.scope !7
  %wide.load176 = load <8 x float>, ptr %133, align 4, !alias.scope !7
  %wide.load177 = load <8 x float>, ptr %134, align 4, !alias.scope !7
  %wide.load178 = load <8 x float>, ptr %135, align 4, !alias.scope !7
  %136 = fsub <8 x float> %wide.load171, %wide.load175
  %137 = fsub <8 x float> %wide.load172, %wide.load176
  %138 = fsub <8 x float> %wide.load173, %wide.load177
  %139 = fsub <8 x float> %wide.load174, %wide.load178
  %140 = fmul <8 x float> %136, splat (float 2.000000e+00)
  %141 = fmul <8 x float> %137, splat (float 2.000000e+00)
  %142 = fmul <8 x float> %138, splat (float 2.000000e+00)
  %143 = fmul <8 x float> %139, splat (float 2.000000e+00)
  %144 = fmul <8 x float> %140, splat (float 5.000000e-01)
  %145 = fmul <8 x float> %141, splat (float 5.000000e-01)
  %146 = fmul <8 x float> %142, splat (float 5.000000e-01)
  %147 = fmul <8 x float> %143, splat (float 5.000000e-01)
  %148 = fadd <8 x float> %128, %144
  %149 = fadd <8 x float> %129, %145
  %150 = fadd <8 x float> %130, %146
  %151 = fadd <8 x float> %131, %147
  %152 = fmul <8 x float> %broadcast.splat168, %148
  %153 = fmul <8 x float> %broadcast.splat168, %149
  %154 = fmul <8 x float> %broadcast.splat168, %150
  %155 = fmul <8 x float> %broadcast.splat168, %151
  %156 = fsub <8 x float> %wide.load171, %152
  %157 = fsub <8 x float> %wide.load172, %153
  %158 = fsub <8 x float> %wide.load173, %154
  %159 = fsub <8 x float> %wide.load174, %155
  store <8 x float> %156, ptr %120, align 4, !alias.scope !4, !noalias !7
  store <8 x float> %157, ptr %121, align 4, !alias.scope !4, !noalias !7
  store <8 x float> %158, ptr %122, align 4, !alias.scope !4, !noalias !7
  store <8 x float> %159, ptr %123, align 4, !alias.scope !4, !noalias !7
  %index.next179 = add nuw i64 %index170, 32
  %160 = icmp eq i64 %index.next179, %n.vec164
  br i1 %160, label %middle.block180, label %vector.body169, !llvm.loop !9

middle.block180:                                  ; preds = %vector.body169
  br i1 %cmp.n181, label %feature.header8.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block180
  br i1 %min.epilog.iters.check, label %feature.body9.us.us.us.us.us.us.us.preheader, label %vec.epilog.ph, !prof !11

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec164, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert184 = insertelement <4 x float> poison, float %119, i64 0
  %broadcast.splat185 = shufflevector <4 x float> %broadcast.splatinsert184, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index188 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next191, %vec.epilog.vector.body ]
  %161 = getelementptr inbounds float, ptr %44, i64 %index188
  %wide.load189 = load <4 x float>, ptr %161, align 4, !alias.scope !4, !noalias !7
  %162 = fmul <4 x float> %wide.load189, splat (float 2.000000e+00)
  %163 = fmul <4 x float> %broadcast.splat185, %162
  %164 = getelementptr inbounds float, ptr %45, i64 %index188
  %wide.load190 = load <4 x float>, ptr %164, align 4, !alias.scope !7
  %165 = fsub <4 x float> %wide.load189, %wide.load190
  %166 = fmul <4 x float> %165, splat (float 2.000000e+00)
  %167 = fmul <4 x float> %166, splat (float 5.000000e-01)
  %168 = fadd <4 x float> %163, %167
  %169 = fmul <4 x float> %broadcast.splat187, %168
  %170 = fsub <4 x float> %wide.load189, %169
  store <4 x float> %170, ptr %161, align 4, !alias.scope !4, !noalias !7
  %index.next191 = add nuw i64 %index188, 4
  %171 = icmp eq i64 %index.next191, %n.vec183
  br i1 %171, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n192, label %feature.header8.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us, label %feature.body9.us.us.us.us.us.us.us.preheader

feature.body9.us.us.us.us.us.us.us.preheader:     ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature1119.us.us.us.us.us.us.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec183, %vec.epilog.middle.block ], [ %n.vec164, %vec.epilog.iter.check ]
  %.neg = or disjoint i64 %feature1119.us.us.us.us.us.us.us.ph, 1
  br i1 %lcmp.mod210.not, label %feature.body9.us.us.us.us.us.us.us.prol.loopexit, label %feature.body9.us.us.us.us.us.us.us.prol

feature.body9.us.us.us.us.us.us.us.prol:          ; preds = %feature.body9.us.us.us.us.us.us.us.preheader
  %172 = getelementptr inbounds float, ptr %44, i64 %feature1119.us.us.us.us.us.us.us.ph
  %173 = load float, ptr %172, align 4
  %174 = fmul float %173, 2.000000e+00
  %175 = fmul float %119, %174
  %176 = getelementptr inbounds float, ptr %45, i64 %feature1119.us.us.us.us.us.us.us.ph
  %177 = load float, ptr %176, align 4
  %178 = fsub float %173, %177
  %179 = fmul float %178, 2.000000e+00
  %180 = fmul float %179, 5.000000e-01
  %181 = fadd float %175, %180
  %182 = fmul float %eta, %181
  %183 = fsub float %173, %182
  store float %183, ptr %172, align 4
  %184 = or disjoint i64 %feature1119.us.us.us.us.us.us.us.ph, 1
  br label %feature.body9.us.us.us.us.us.us.us.prol.loopexit

feature.body9.us.us.us.us.us.us.us.prol.loopexit: ; preds = %feature.body9.us.us.us.us.us.us.us.prol, %feature.body9.us.us.us.us.us.us.us.preheader
  %feature1119.us.us.us.us.us.us.us.unr = phi i64 [ %feature1119.us.us.us.us.us.us.us.ph, %feature.body9.us.us.us.us.us.us.us.preheader ], [ %184, %feature.body9.us.us.us.us.us.us.us.prol ]
  %185 = icmp eq i64 %n_features, %.neg
  br i1 %185, label %feature.header8.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us, label %feature.body9.us.us.us.us.us.us.us

feature.header8.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us: ; preds = %feature.body9.us.us.us.us.us.us.us.prol.loopexit, %feature.body9.us.us.us.us.us.us.us, %vec.epilog.middle.block, %middle.block180
  %186 = add nuw i64 %step21.us.us.us.us.us.us.us, 1
  %exitcond89.not = icmp eq i64 %186, %steps
  br i1 %exitcond89.not, label %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us, label %step.body.us.us.us.us.us.us.us

step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us: ; preds = %feature.header8.noise.done.loopexit_crit_edge.us.us.us.us.us.us.us
  %187 = add nuw i64 %row46.us.us.us.us, 1
  %exitcond90.not = icmp eq i64 %187, %row_end
  %indvar.next150 = add i64 %indvar149, 1
  br i1 %exitcond90.not, label %row.exit, label %row.body.us.us.us.us

row.body.lr.ph.split.us.split:                    ; preds = %row.body.lr.ph.split.us
  br i1 %.not76, label %row.exit, label %row.body.us.us57.preheader

row.body.us.us57.preheader:                       ; preds = %row.body.lr.ph.split.us.split
  %188 = mul i64 %row_begin, %n_features
  %189 = shl i64 %188, 2
  %190 = shl i64 %n_features, 2
  %191 = shl i64 %row_begin, 2
  %192 = add i64 %191, 4
  %193 = mul i64 %n_features, %192
  %194 = add i64 %n_features, -1
  %xtraiter = and i64 %n_features, 7
  %195 = icmp ult i64 %194, 7
  %unroll_iter = and i64 %n_features, -8
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %lcmp.mod201 = icmp ne i64 %xtraiter, 0
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec = and i64 %n_features, -8
  %broadcast.splatinsert109 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat110 = shufflevector <8 x float> %broadcast.splatinsert109, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert113 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat114 = shufflevector <8 x i64> %broadcast.splatinsert113, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert117 = insertelement <8 x i64> poison, i64 %18, i64 0
  %broadcast.splat118 = shufflevector <8 x i64> %broadcast.splatinsert117, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert121 = insertelement <8 x i64> poison, i64 %20, i64 0
  %broadcast.splat122 = shufflevector <8 x i64> %broadcast.splatinsert121, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert123 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat124 = shufflevector <8 x i64> %broadcast.splatinsert123, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert125 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat126 = shufflevector <8 x i64> %broadcast.splatinsert125, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert127 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat128 = shufflevector <8 x i64> %broadcast.splatinsert127, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert129 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat130 = shufflevector <8 x i64> %broadcast.splatinsert129, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert131 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat132 = shufflevector <8 x i64> %broadcast.splatinsert131, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert133 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat134 = shufflevector <8 x i64> %broadcast.splatinsert133, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert135 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat136 = shufflevector <8 x i64> %broadcast.splatinsert135, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert137 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat138 = shufflevector <8 x i64> %broadcast.splatinsert137, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert139 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat140 = shufflevector <8 x i64> %broadcast.splatinsert139, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert141 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat142 = shufflevector <8 x i64> %broadcast.splatinsert141, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert143 = insertelement <8 x i32> poison, i32 %31, i64 0
  %broadcast.splat144 = shufflevector <8 x i32> %broadcast.splatinsert143, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  br label %row.body.us.us57

row.body.us.us57:                                 ; preds = %row.body.us.us57.preheader, %step.header.step.exit_crit_edge.split.split.us.us.us
  %indvar = phi i64 [ 0, %row.body.us.us57.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.split.us.us.us ]
  %row46.us.us58 = phi i64 [ %row_begin, %row.body.us.us57.preheader ], [ %756, %step.header.step.exit_crit_edge.split.split.us.us.us ]
  %196 = mul i64 %190, %indvar
  %197 = add i64 %189, %196
  %scevgep = getelementptr i8, ptr %state, i64 %197
  %198 = add i64 %193, %196
  %scevgep100 = getelementptr i8, ptr %state, i64 %198
  %scevgep101 = getelementptr i8, ptr %input_0, i64 %197
  %scevgep102 = getelementptr i8, ptr %input_0, i64 %198
  %row_offset.us.us59 = mul i64 %row46.us.us58, %n_features
  %199 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us59
  %200 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us59
  %bound0 = icmp ult ptr %scevgep, %scevgep102
  %bound1 = icmp ult ptr %scevgep101, %scevgep100
  %found.conflict = and i1 %bound0, %bound1
  %broadcast.splatinsert111 = insertelement <8 x i64> poison, i64 %row_offset.us.us59, i64 0
  %broadcast.splat112 = shufflevector <8 x i64> %broadcast.splatinsert111, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %feature.body.us29.us.us.preheader

feature.body.us29.us.us.preheader:                ; preds = %row.body.us.us57, %feature.header4.noise.done.loopexit15_crit_edge.us.us.us
  %step21.us23.us.us = phi i64 [ 0, %row.body.us.us57 ], [ %755, %feature.header4.noise.done.loopexit15_crit_edge.us.us.us ]
  %temperature1.020.us24.us.us = phi float [ %temperature, %row.body.us.us57 ], [ %t_next.us32.us.us, %feature.header4.noise.done.loopexit15_crit_edge.us.us.us ]
  %201 = fmul float %two_eta, %temperature1.020.us24.us.us
  %202 = fcmp ogt float %201, 0.000000e+00
  %203 = tail call float @llvm.sqrt.f32(float %201)
  %204 = select i1 %202, float %203, float 0.000000e+00
  %noise_scale3.us25.us.us = select i1 %anneal2.not, float %noise_scale, float %204
  %key1_step.us26.us.us = add i64 %step21.us23.us.us, %key1
  br i1 %195, label %feature.body.us29.us.us.epil.preheader, label %feature.body.us29.us.us

feature.exit.us27.us.us.unr-lcssa:                ; preds = %feature.body.us29.us.us
  br i1 %lcmp.mod.not, label %feature.exit.us27.us.us, label %feature.body.us29.us.us.epil.preheader

feature.body.us29.us.us.epil.preheader:           ; preds = %feature.exit.us27.us.us.unr-lcssa, %feature.body.us29.us.us.preheader
  %feature17.us30.us.us.epil.init = phi i64 [ 0, %feature.body.us29.us.us.preheader ], [ %754, %feature.exit.us27.us.us.unr-lcssa ]
  %fold_value.016.us31.us.us.epil.init = phi float [ 0.000000e+00, %feature.body.us29.us.us.preheader ], [ %753, %feature.exit.us27.us.us.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod201)
  br label %feature.body.us29.us.us.epil

feature.body.us29.us.us.epil:                     ; preds = %feature.body.us29.us.us.epil, %feature.body.us29.us.us.epil.preheader
  %feature17.us30.us.us.epil = phi i64 [ %209, %feature.body.us29.us.us.epil ], [ %feature17.us30.us.us.epil.init, %feature.body.us29.us.us.epil.preheader ]
  %fold_value.016.us31.us.us.epil = phi float [ %208, %feature.body.us29.us.us.epil ], [ %fold_value.016.us31.us.us.epil.init, %feature.body.us29.us.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %feature.body.us29.us.us.epil ], [ 0, %feature.body.us29.us.us.epil.preheader ]
  %205 = getelementptr inbounds float, ptr %199, i64 %feature17.us30.us.us.epil
  %206 = load float, ptr %205, align 4
  %207 = fmul float %206, %206
  %208 = fadd float %fold_value.016.us31.us.us.epil, %207
  %209 = add nuw i64 %feature17.us30.us.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %feature.exit.us27.us.us, label %feature.body.us29.us.us.epil, !llvm.loop !13

feature.exit.us27.us.us:                          ; preds = %feature.body.us29.us.us.epil, %feature.exit.us27.us.us.unr-lcssa
  %.lcssa199 = phi float [ %753, %feature.exit.us27.us.us.unr-lcssa ], [ %208, %feature.body.us29.us.us.epil ]
  %210 = fadd float %.lcssa199, -4.000000e+00
  %211 = fmul float %210, 2.000000e+00
  %212 = fmul float %211, 0x3F847AE140000000
  %213 = lshr i64 %key1_step.us26.us.us, 32
  %214 = mul nuw i64 %213, 3449720151
  %215 = lshr i64 %214, 32
  %216 = xor i64 %key0, %215
  %217 = xor i64 %216, %key1_step.us26.us.us
  %218 = and i64 %217, 4294967295
  %219 = mul nuw i64 %218, 3528531795
  %220 = lshr i64 %219, 32
  %221 = xor i64 %220, %17
  %brmerge218 = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge218, label %feature.body5.us.us.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %feature.exit.us27.us.us
  %broadcast.splatinsert = insertelement <8 x float> poison, float %212, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert107 = insertelement <8 x i64> poison, i64 %221, i64 0
  %broadcast.splat108 = shufflevector <8 x i64> %broadcast.splatinsert107, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert145 = insertelement <8 x float> poison, float %noise_scale3.us25.us.us, i64 0
  %broadcast.splat146 = shufflevector <8 x float> %broadcast.splatinsert145, <8 x float> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %214, %16
  %.scalar195 = and i64 %.scalar, 4294967295
  %222 = insertelement <8 x i64> poison, i64 %.scalar195, i64 0
  %.masked = shufflevector <8 x i64> %222, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar196 = xor i64 %219, %19
  %.scalar197 = and i64 %.scalar196, 4294967295
  %223 = insertelement <8 x i64> poison, i64 %.scalar197, i64 0
  %.masked194 = shufflevector <8 x i64> %223, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %224 = getelementptr inbounds float, ptr %199, i64 %index
  %wide.load = load <8 x float>, ptr %224, align 4, !alias.scope !14, !noalias !17
  %225 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %226 = fmul <8 x float> %broadcast.splat, %225
  %227 = getelementptr inbounds float, ptr %200, i64 %index
  %wide.load147 = load <8 x float>, ptr %227, align 4, !alias.scope !17
  %228 = fsub <8 x float> %wide.load, %wide.load147
  %229 = fmul <8 x float> %228, splat (float 2.000000e+00)
  %230 = fmul <8 x float> %229, splat (float 5.000000e-01)
  %231 = fadd <8 x float> %226, %230
  %232 = fmul <8 x float> %broadcast.splat110, %231
  %233 = fsub <8 x float> %wide.load, %232
  %234 = add <8 x i64> %vec.ind, %broadcast.splat112
  %235 = and <8 x i64> %234, splat (i64 4294967295)
  %236 = mul nuw <8 x i64> %235, splat (i64 3528531795)
  %237 = xor <8 x i64> %234, %broadcast.splat114
  %238 = xor <8 x i64> %237, %236
  %239 = lshr <8 x i64> %238, splat (i64 32)
  %240 = mul nuw <8 x i64> %239, splat (i64 3449720151)
  %241 = lshr <8 x i64> %240, splat (i64 32)
  %242 = xor <8 x i64> %broadcast.splat108, %236
  %243 = xor <8 x i64> %.masked, %241
  %244 = mul nuw <8 x i64> %243, splat (i64 3528531795)
  %245 = and <8 x i64> %242, splat (i64 4294967295)
  %246 = mul nuw <8 x i64> %245, splat (i64 3449720151)
  %247 = lshr <8 x i64> %244, splat (i64 32)
  %248 = lshr <8 x i64> %246, splat (i64 32)
  %249 = xor <8 x i64> %248, %broadcast.splat118
  %250 = xor <8 x i64> %249, %240
  %251 = and <8 x i64> %250, splat (i64 4294967295)
  %252 = mul nuw <8 x i64> %251, splat (i64 3528531795)
  %253 = xor <8 x i64> %.masked194, %247
  %254 = mul nuw <8 x i64> %253, splat (i64 3449720151)
  %255 = lshr <8 x i64> %252, splat (i64 32)
  %256 = lshr <8 x i64> %254, splat (i64 32)
  %257 = xor <8 x i64> %broadcast.splat122, %256
  %258 = xor <8 x i64> %257, %246
  %259 = xor <8 x i64> %255, %broadcast.splat124
  %260 = xor <8 x i64> %259, %244
  %261 = and <8 x i64> %258, splat (i64 4294967295)
  %262 = mul nuw <8 x i64> %261, splat (i64 3528531795)
  %263 = and <8 x i64> %260, splat (i64 4294967295)
  %264 = mul nuw <8 x i64> %263, splat (i64 3449720151)
  %265 = lshr <8 x i64> %262, splat (i64 32)
  %266 = lshr <8 x i64> %264, splat (i64 32)
  %267 = xor <8 x i64> %266, %broadcast.splat126
  %268 = xor <8 x i64> %267, %254
  %269 = xor <8 x i64> %broadcast.splat128, %265
  %270 = xor <8 x i64> %269, %252
  %271 = and <8 x i64> %268, splat (i64 4294967295)
  %272 = mul nuw <8 x i64> %271, splat (i64 3528531795)
  %273 = and <8 x i64> %270, splat (i64 4294967295)
  %274 = mul nuw <8 x i64> %273, splat (i64 3449720151)
  %275 = lshr <8 x i64> %272, splat (i64 32)
  %276 = lshr <8 x i64> %274, splat (i64 32)
  %277 = xor <8 x i64> %broadcast.splat130, %276
  %278 = xor <8 x i64> %277, %264
  %279 = xor <8 x i64> %275, %broadcast.splat132
  %280 = xor <8 x i64> %279, %262
  %281 = and <8 x i64> %278, splat (i64 4294967295)
  %282 = mul nuw <8 x i64> %281, splat (i64 3528531795)
  %283 = and <8 x i64> %280, splat (i64 4294967295)
  %284 = mul nuw <8 x i64> %283, splat (i64 3449720151)
  %285 = lshr <8 x i64> %282, splat (i64 32)
  %286 = lshr <8 x i64> %284, splat (i64 32)
  %287 = xor <8 x i64> %286, %broadcast.splat134
  %288 = xor <8 x i64> %287, %274
  %289 = xor <8 x i64> %broadcast.splat136, %285
  %290 = xor <8 x i64> %289, %272
  %291 = and <8 x i64> %288, splat (i64 4294967295)
  %292 = mul nuw <8 x i64> %291, splat (i64 3528531795)
  %293 = and <8 x i64> %290, splat (i64 4294967295)
  %294 = mul nuw <8 x i64> %293, splat (i64 3449720151)
  %295 = lshr <8 x i64> %292, splat (i64 32)
  %296 = lshr <8 x i64> %294, splat (i64 32)
  %297 = xor <8 x i64> %broadcast.splat138, %296
  %298 = xor <8 x i64> %297, %284
  %299 = xor <8 x i64> %295, %broadcast.splat140
  %300 = xor <8 x i64> %299, %282
  %301 = and <8 x i64> %298, splat (i64 4294967295)
  %302 = mul nuw <8 x i64> %301, splat (i64 3528531795)
  %303 = lshr <8 x i64> %302, splat (i64 32)
  %304 = trunc <8 x i64> %300 to <8 x i32>
  %305 = mul <8 x i32> %304, splat (i32 -845247145)
  %306 = xor <8 x i64> %broadcast.splat142, %303
  %307 = xor <8 x i64> %306, %292
  %308 = and <8 x i64> %307, splat (i64 4294967295)
  %309 = mul nuw <8 x i64> %308, splat (i64 3449720151)
  %310 = lshr <8 x i64> %309, splat (i64 32)
  %311 = trunc nuw <8 x i64> %310 to <8 x i32>
  %312 = trunc <8 x i64> %309 to <8 x i32>
  %313 = xor <8 x i32> %305, %broadcast.splat144
  %314 = xor <8 x i32> %313, %311
  %315 = uitofp <8 x i32> %314 to <8 x double>
  %316 = fadd <8 x double> %315, splat (double 5.000000e-01)
  %317 = fmul <8 x double> %316, splat (double 0x3DF0000000000000)
  %318 = uitofp <8 x i32> %312 to <8 x double>
  %319 = fadd <8 x double> %318, splat (double 5.000000e-01)
  %320 = fmul <8 x double> %319, splat (double 0x3DF0000000000000)
  %321 = fcmp olt <8 x double> %317, splat (double 0x10000000000000)
  %322 = fmul <8 x double> %317, splat (double 0x4350000000000000)
  %323 = select <8 x i1> %321, <8 x double> %322, <8 x double> %317
  %324 = select <8 x i1> %321, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %325 = bitcast <8 x double> %323 to <8 x i64>
  %326 = lshr <8 x i64> %325, splat (i64 32)
  %327 = add nuw nsw <8 x i64> %326, splat (i64 614242)
  %328 = lshr <8 x i64> %327, splat (i64 20)
  %329 = add nsw <8 x i64> %328, %324
  %330 = shl <8 x i64> %327, splat (i64 32)
  %331 = and <8 x i64> %330, splat (i64 4503595332403200)
  %332 = add nuw nsw <8 x i64> %331, splat (i64 4604544269498187776)
  %333 = and <8 x i64> %325, splat (i64 4294967295)
  %334 = or disjoint <8 x i64> %332, %333
  %335 = bitcast <8 x i64> %334 to <8 x double>
  %336 = fadd <8 x double> %335, splat (double -1.000000e+00)
  %337 = fmul <8 x double> %336, splat (double 5.000000e-01)
  %338 = fmul <8 x double> %336, %337
  %339 = fadd <8 x double> %336, splat (double 2.000000e+00)
  %340 = fdiv <8 x double> %336, %339
  %341 = fmul <8 x double> %340, %340
  %342 = fmul <8 x double> %341, %341
  %343 = fmul <8 x double> %342, splat (double 0x3FC39A09D078C69F)
  %344 = fadd <8 x double> %343, splat (double 0x3FCC71C51D8E78AF)
  %345 = fmul <8 x double> %342, %344
  %346 = fadd <8 x double> %345, splat (double 0x3FD999999997FA04)
  %347 = fmul <8 x double> %342, %346
  %348 = fmul <8 x double> %342, splat (double 0x3FC2F112DF3E5244)
  %349 = fadd <8 x double> %348, splat (double 0x3FC7466496CB03DE)
  %350 = fmul <8 x double> %342, %349
  %351 = fadd <8 x double> %350, splat (double 0x3FD2492494229359)
  %352 = fmul <8 x double> %342, %351
  %353 = fadd <8 x double> %352, splat (double 0x3FE5555555555593)
  %354 = fmul <8 x double> %341, %353
  %355 = fadd <8 x double> %347, %354
  %356 = sitofp <8 x i64> %329 to <8 x double>
  %357 = fadd <8 x double> %338, %355
  %358 = fmul <8 x double> %340, %357
  %359 = fmul <8 x double> %356, splat (double 0x3DEA39EF35793C76)
  %360 = fadd <8 x double> %359, %358
  %361 = fsub <8 x double> %360, %338
  %362 = fadd <8 x double> %336, %361
  %363 = fmul <8 x double> %356, splat (double 0x3FE62E42FEE00000)
  %364 = fadd <8 x double> %363, %362
  %365 = fcmp oeq <8 x double> %317, splat (double 0x7FF0000000000000)
  %366 = fcmp oeq <8 x double> %317, zeroinitializer
  %367 = fmul <8 x double> %364, splat (double -2.000000e+00)
  %368 = select <8 x i1> %365, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %367
  %369 = select <8 x i1> %366, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %368
  %370 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %369)
  %371 = fmul <8 x double> %320, splat (double 0x401921FB54442D18)
  %372 = fmul <8 x double> %371, splat (double 0x3FE45F306DC9C883)
  %373 = fadd <8 x double> %372, splat (double 0x4338000000000000)
  %374 = bitcast <8 x double> %373 to <8 x i64>
  %375 = fadd <8 x double> %373, splat (double 0xC338000000000000)
  %376 = fmul <8 x double> %375, splat (double 0x3FF921FB54400000)
  %377 = fsub <8 x double> %371, %376
  %378 = fmul <8 x double> %375, splat (double 0x3DD0B4611A626331)
  %379 = fmul <8 x double> %375, splat (double 0x3DD0B4611A600000)
  %380 = fsub <8 x double> %377, %379
  %381 = fmul <8 x double> %375, splat (double 0x3BA3198A2E037073)
  %382 = fsub <8 x double> %377, %380
  %383 = fsub <8 x double> %382, %379
  %384 = fsub <8 x double> %381, %383
  %385 = fmul <8 x double> %375, splat (double 0x3BA3198A2E000000)
  %386 = fsub <8 x double> %380, %385
  %387 = fmul <8 x double> %375, splat (double 0x397B839A252049C1)
  %388 = fsub <8 x double> %380, %386
  %389 = fsub <8 x double> %388, %385
  %390 = fsub <8 x double> %387, %389
  %391 = fsub <8 x double> %377, %378
  %392 = fsub <8 x double> %380, %384
  %393 = bitcast <8 x double> %371 to <8 x i64>
  %394 = lshr <8 x i64> %393, splat (i64 52)
  %395 = and <8 x i64> %394, splat (i64 2047)
  %396 = bitcast <8 x double> %391 to <8 x i64>
  %397 = lshr <8 x i64> %396, splat (i64 52)
  %398 = and <8 x i64> %397, splat (i64 2047)
  %399 = bitcast <8 x double> %392 to <8 x i64>
  %400 = lshr <8 x i64> %399, splat (i64 52)
  %401 = and <8 x i64> %400, splat (i64 2047)
  %402 = add nuw nsw <8 x i64> %398, splat (i64 16)
  %403 = icmp samesign ult <8 x i64> %402, %395
  %404 = add nuw nsw <8 x i64> %401, splat (i64 49)
  %405 = icmp samesign ult <8 x i64> %404, %395
  %406 = select <8 x i1> %405, <8 x double> %386, <8 x double> %380
  %407 = select <8 x i1> %405, <8 x double> %390, <8 x double> %384
  %408 = select <8 x i1> %403, <8 x double> %406, <8 x double> %377
  %409 = select <8 x i1> %403, <8 x double> %407, <8 x double> %378
  %410 = fsub <8 x double> %408, %409
  %411 = fsub <8 x double> %408, %410
  %412 = fsub <8 x double> %411, %409
  %413 = fmul <8 x double> %410, %410
  %414 = fmul <8 x double> %413, %413
  %415 = fmul <8 x double> %413, splat (double 0x3EFA01A019CB1590)
  %416 = fadd <8 x double> %415, splat (double 0xBF56C16C16C15177)
  %417 = fmul <8 x double> %413, %416
  %418 = fadd <8 x double> %417, splat (double 0x3FA555555555554C)
  %419 = fmul <8 x double> %413, %418
  %420 = fmul <8 x double> %413, splat (double 0x3DA8FAE9BE8838D4)
  %421 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %420
  %422 = fmul <8 x double> %413, %421
  %423 = fadd <8 x double> %422, splat (double 0xBE927E4F809C52AD)
  %424 = fmul <8 x double> %414, %414
  %425 = fmul <8 x double> %424, %423
  %426 = fadd <8 x double> %419, %425
  %427 = fmul <8 x double> %413, splat (double 5.000000e-01)
  %428 = fsub <8 x double> splat (double 1.000000e+00), %427
  %429 = fsub <8 x double> splat (double 1.000000e+00), %428
  %430 = fsub <8 x double> %429, %427
  %431 = fmul <8 x double> %413, %426
  %432 = fmul <8 x double> %410, %412
  %433 = fsub <8 x double> %431, %432
  %434 = fadd <8 x double> %430, %433
  %435 = fadd <8 x double> %428, %434
  %436 = fmul <8 x double> %413, splat (double 0x3EC71DE357B1FE7D)
  %437 = fadd <8 x double> %436, splat (double 0xBF2A01A019C161D5)
  %438 = fmul <8 x double> %413, %437
  %439 = fadd <8 x double> %438, splat (double 0x3F8111111110F8A6)
  %440 = fmul <8 x double> %413, splat (double 0x3DE5D93A5ACFD57C)
  %441 = fadd <8 x double> %440, splat (double 0xBE5AE5E68A2B9CEB)
  %442 = fmul <8 x double> %413, %414
  %443 = fmul <8 x double> %442, %441
  %444 = fadd <8 x double> %443, %439
  %445 = fmul <8 x double> %410, %413
  %446 = fmul <8 x double> %412, splat (double 5.000000e-01)
  %447 = fmul <8 x double> %445, %444
  %448 = fsub <8 x double> %446, %447
  %449 = fmul <8 x double> %413, %448
  %450 = fsub <8 x double> %449, %412
  %451 = fmul <8 x double> %445, splat (double 0x3FC5555555555549)
  %452 = fadd <8 x double> %450, %451
  %453 = fsub <8 x double> %410, %452
  %454 = fneg <8 x double> %435
  %455 = fneg <8 x double> %453
  %456 = and <8 x i64> %374, splat (i64 1)
  %457 = and <8 x i64> %374, splat (i64 2)
  %458 = icmp eq <8 x i64> %456, zeroinitializer
  %459 = icmp eq <8 x i64> %457, zeroinitializer
  %460 = select <8 x i1> %459, <8 x double> %435, <8 x double> %454
  %461 = select <8 x i1> %459, <8 x double> %455, <8 x double> %453
  %462 = select <8 x i1> %458, <8 x double> %460, <8 x double> %461
  %463 = fcmp olt <8 x double> %371, splat (double 0x413921FB00000000)
  %464 = select <8 x i1> %463, <8 x double> %462, <8 x double> splat (double 0x7FF8000000000000)
  %465 = fmul <8 x double> %464, %370
  %466 = fptrunc <8 x double> %465 to <8 x float>
  %467 = fmul <8 x float> %broadcast.splat146, %466
  %468 = fadd <8 x float> %467, %233
  store <8 x float> %468, ptr %224, align 4, !alias.scope !14, !noalias !17
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %469 = icmp eq i64 %index.next, %n.vec
  br i1 %469, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.header4.noise.done.loopexit15_crit_edge.us.us.us, label %feature.body5.us.us.us.preheader

feature.body5.us.us.us.preheader:                 ; preds = %feature.exit.us27.us.us, %middle.block
  %feature718.us.us.us.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %feature.exit.us27.us.us ]
  %invariant.op = xor i64 %16, %214
  %invariant.op217 = xor i64 %19, %219
  br label %feature.body5.us.us.us

feature.body5.us.us.us:                           ; preds = %feature.body5.us.us.us.preheader, %feature.body5.us.us.us
  %feature718.us.us.us = phi i64 [ %714, %feature.body5.us.us.us ], [ %feature718.us.us.us.ph, %feature.body5.us.us.us.preheader ]
  %470 = getelementptr inbounds float, ptr %199, i64 %feature718.us.us.us
  %471 = load float, ptr %470, align 4
  %472 = fmul float %471, 2.000000e+00
  %473 = fmul float %212, %472
  %474 = getelementptr inbounds float, ptr %200, i64 %feature718.us.us.us
  %475 = load float, ptr %474, align 4
  %476 = fsub float %471, %475
  %477 = fmul float %476, 2.000000e+00
  %478 = fmul float %477, 5.000000e-01
  %479 = fadd float %473, %478
  %480 = fmul float %eta, %479
  %481 = fsub float %471, %480
  %element.us.us.us = add i64 %feature718.us.us.us, %row_offset.us.us59
  %482 = and i64 %element.us.us.us, 4294967295
  %483 = mul nuw i64 %482, 3528531795
  %484 = xor i64 %element.us.us.us, %key0
  %485 = xor i64 %484, %483
  %486 = lshr i64 %485, 32
  %487 = mul nuw i64 %486, 3449720151
  %488 = lshr i64 %487, 32
  %.reass.reass = xor i64 %488, %invariant.op
  %489 = xor i64 %221, %483
  %490 = and i64 %.reass.reass, 4294967295
  %491 = mul nuw i64 %490, 3528531795
  %492 = and i64 %489, 4294967295
  %493 = mul nuw i64 %492, 3449720151
  %494 = lshr i64 %491, 32
  %495 = lshr i64 %493, 32
  %496 = xor i64 %495, %18
  %497 = xor i64 %496, %487
  %.reass97.reass = xor i64 %494, %invariant.op217
  %498 = and i64 %497, 4294967295
  %499 = mul nuw i64 %498, 3528531795
  %500 = and i64 %.reass97.reass, 4294967295
  %501 = mul nuw i64 %500, 3449720151
  %502 = lshr i64 %499, 32
  %503 = lshr i64 %501, 32
  %504 = xor i64 %20, %503
  %505 = xor i64 %504, %493
  %506 = xor i64 %502, %21
  %507 = xor i64 %506, %491
  %508 = and i64 %505, 4294967295
  %509 = mul nuw i64 %508, 3528531795
  %510 = and i64 %507, 4294967295
  %511 = mul nuw i64 %510, 3449720151
  %512 = lshr i64 %509, 32
  %513 = lshr i64 %511, 32
  %514 = xor i64 %513, %22
  %515 = xor i64 %514, %501
  %516 = xor i64 %23, %512
  %517 = xor i64 %516, %499
  %518 = and i64 %515, 4294967295
  %519 = mul nuw i64 %518, 3528531795
  %520 = and i64 %517, 4294967295
  %521 = mul nuw i64 %520, 3449720151
  %522 = lshr i64 %519, 32
  %523 = lshr i64 %521, 32
  %524 = xor i64 %24, %523
  %525 = xor i64 %524, %511
  %526 = xor i64 %522, %25
  %527 = xor i64 %526, %509
  %528 = and i64 %525, 4294967295
  %529 = mul nuw i64 %528, 3528531795
  %530 = and i64 %527, 4294967295
  %531 = mul nuw i64 %530, 3449720151
  %532 = lshr i64 %529, 32
  %533 = lshr i64 %531, 32
  %534 = xor i64 %533, %26
  %535 = xor i64 %534, %521
  %536 = xor i64 %27, %532
  %537 = xor i64 %536, %519
  %538 = and i64 %535, 4294967295
  %539 = mul nuw i64 %538, 3528531795
  %540 = and i64 %537, 4294967295
  %541 = mul nuw i64 %540, 3449720151
  %542 = lshr i64 %539, 32
  %543 = lshr i64 %541, 32
  %544 = xor i64 %28, %543
  %545 = xor i64 %544, %531
  %546 = xor i64 %542, %29
  %547 = xor i64 %546, %529
  %548 = and i64 %545, 4294967295
  %549 = mul nuw i64 %548, 3528531795
  %550 = lshr i64 %549, 32
  %551 = trunc i64 %547 to i32
  %552 = mul i32 %551, -845247145
  %553 = xor i64 %30, %550
  %554 = xor i64 %553, %539
  %555 = and i64 %554, 4294967295
  %556 = mul nuw i64 %555, 3449720151
  %557 = lshr i64 %556, 32
  %558 = trunc nuw i64 %557 to i32
  %559 = trunc i64 %556 to i32
  %560 = xor i32 %552, %558
  %561 = xor i32 %560, %31
  %562 = uitofp i32 %561 to double
  %563 = fadd double %562, 5.000000e-01
  %564 = fmul double %563, 0x3DF0000000000000
  %565 = uitofp i32 %559 to double
  %566 = fadd double %565, 5.000000e-01
  %567 = fmul double %566, 0x3DF0000000000000
  %568 = fcmp olt double %564, 0x10000000000000
  %569 = fmul double %564, 0x4350000000000000
  %570 = select i1 %568, double %569, double %564
  %.neg.us.us.us = select i1 %568, i64 -1077, i64 -1023
  %571 = bitcast double %570 to i64
  %572 = lshr i64 %571, 32
  %573 = add nuw nsw i64 %572, 614242
  %574 = lshr i64 %573, 20
  %575 = add nsw i64 %574, %.neg.us.us.us
  %576 = shl i64 %573, 32
  %577 = and i64 %576, 4503595332403200
  %578 = add nuw nsw i64 %577, 4604544269498187776
  %579 = and i64 %571, 4294967295
  %580 = or disjoint i64 %578, %579
  %581 = bitcast i64 %580 to double
  %582 = fadd double %581, -1.000000e+00
  %583 = fmul double %582, 5.000000e-01
  %584 = fmul double %582, %583
  %585 = fadd double %582, 2.000000e+00
  %586 = fdiv double %582, %585
  %587 = fmul double %586, %586
  %588 = fmul double %587, %587
  %589 = fmul double %588, 0x3FC39A09D078C69F
  %590 = fadd double %589, 0x3FCC71C51D8E78AF
  %591 = fmul double %588, %590
  %592 = fadd double %591, 0x3FD999999997FA04
  %593 = fmul double %588, %592
  %594 = fmul double %588, 0x3FC2F112DF3E5244
  %595 = fadd double %594, 0x3FC7466496CB03DE
  %596 = fmul double %588, %595
  %597 = fadd double %596, 0x3FD2492494229359
  %598 = fmul double %588, %597
  %599 = fadd double %598, 0x3FE5555555555593
  %600 = fmul double %587, %599
  %601 = fadd double %593, %600
  %602 = sitofp i64 %575 to double
  %603 = fadd double %584, %601
  %604 = fmul double %586, %603
  %605 = fmul double %602, 0x3DEA39EF35793C76
  %606 = fadd double %605, %604
  %607 = fsub double %606, %584
  %608 = fadd double %582, %607
  %609 = fmul double %602, 0x3FE62E42FEE00000
  %610 = fadd double %609, %608
  %611 = fcmp oeq double %564, 0x7FF0000000000000
  %612 = fcmp oeq double %564, 0.000000e+00
  %613 = fmul double %610, -2.000000e+00
  %614 = select i1 %611, double 0xFFF0000000000000, double %613
  %615 = select i1 %612, double 0x7FF0000000000000, double %614
  %616 = tail call double @llvm.sqrt.f64(double %615)
  %617 = fmul double %567, 0x401921FB54442D18
  %618 = fmul double %617, 0x3FE45F306DC9C883
  %619 = fadd double %618, 0x4338000000000000
  %620 = bitcast double %619 to i64
  %621 = fadd double %619, 0xC338000000000000
  %622 = fmul double %621, 0x3FF921FB54400000
  %623 = fsub double %617, %622
  %624 = fmul double %621, 0x3DD0B4611A626331
  %625 = fmul double %621, 0x3DD0B4611A600000
  %626 = fsub double %623, %625
  %627 = fmul double %621, 0x3BA3198A2E037073
  %628 = fsub double %623, %626
  %629 = fsub double %628, %625
  %630 = fsub double %627, %629
  %631 = fmul double %621, 0x3BA3198A2E000000
  %632 = fsub double %626, %631
  %633 = fmul double %621, 0x397B839A252049C1
  %634 = fsub double %626, %632
  %635 = fsub double %634, %631
  %636 = fsub double %633, %635
  %637 = fsub double %623, %624
  %638 = fsub double %626, %630
  %639 = bitcast double %637 to i64
  %640 = lshr i64 %639, 52
  %641 = and i64 %640, 2047
  %642 = insertelement <2 x double> poison, double %638, i64 0
  %643 = insertelement <2 x double> %642, double %617, i64 1
  %644 = bitcast <2 x double> %643 to <2 x i64>
  %645 = lshr <2 x i64> %644, splat (i64 52)
  %646 = and <2 x i64> %645, splat (i64 2047)
  %647 = add nuw nsw i64 %641, 16
  %648 = extractelement <2 x i64> %646, i64 1
  %649 = icmp samesign ult i64 %647, %648
  %650 = extractelement <2 x i64> %646, i64 0
  %651 = add nuw nsw i64 %650, 49
  %652 = icmp samesign ult i64 %651, %648
  %653 = select i1 %652, double %632, double %626
  %654 = select i1 %652, double %636, double %630
  %655 = select i1 %649, double %653, double %623
  %656 = select i1 %649, double %654, double %624
  %657 = fsub double %655, %656
  %658 = fsub double %655, %657
  %659 = fsub double %658, %656
  %660 = fmul double %657, %657
  %661 = fmul double %660, %660
  %662 = fmul double %660, 0x3EFA01A019CB1590
  %663 = fadd double %662, 0xBF56C16C16C15177
  %664 = fmul double %660, %663
  %665 = fadd double %664, 0x3FA555555555554C
  %666 = fmul double %660, %665
  %667 = fmul double %660, 0x3DA8FAE9BE8838D4
  %668 = fsub double 0x3E21EE9EBDB4B1C4, %667
  %669 = fmul double %660, %668
  %670 = fadd double %669, 0xBE927E4F809C52AD
  %671 = fmul double %661, %661
  %672 = fmul double %671, %670
  %673 = fadd double %666, %672
  %674 = fmul double %660, 5.000000e-01
  %675 = fsub double 1.000000e+00, %674
  %676 = fsub double 1.000000e+00, %675
  %677 = fsub double %676, %674
  %678 = fmul double %660, %673
  %679 = fmul double %657, %659
  %680 = fsub double %678, %679
  %681 = fadd double %677, %680
  %682 = fadd double %675, %681
  %683 = fmul double %660, 0x3EC71DE357B1FE7D
  %684 = fadd double %683, 0xBF2A01A019C161D5
  %685 = fmul double %660, %684
  %686 = fadd double %685, 0x3F8111111110F8A6
  %687 = fmul double %660, 0x3DE5D93A5ACFD57C
  %688 = fadd double %687, 0xBE5AE5E68A2B9CEB
  %689 = fmul double %660, %661
  %690 = fmul double %689, %688
  %691 = fadd double %690, %686
  %692 = fmul double %657, %660
  %693 = fmul double %659, 5.000000e-01
  %694 = fmul double %692, %691
  %695 = fsub double %693, %694
  %696 = fmul double %660, %695
  %697 = fsub double %696, %659
  %698 = fmul double %692, 0x3FC5555555555549
  %699 = fadd double %697, %698
  %700 = fsub double %657, %699
  %701 = fneg double %682
  %702 = fneg double %700
  %703 = and i64 %620, 1
  %704 = and i64 %620, 2
  %.not.us.us.us = icmp eq i64 %703, 0
  %.not14.us.us.us = icmp eq i64 %704, 0
  %705 = select i1 %.not14.us.us.us, double %682, double %701
  %706 = select i1 %.not14.us.us.us, double %702, double %700
  %707 = select i1 %.not.us.us.us, double %705, double %706
  %708 = fcmp olt double %617, 0x413921FB00000000
  %709 = select i1 %708, double %707, double 0x7FF8000000000000
  %710 = fmul double %709, %616
  %711 = fptrunc double %710 to float
  %712 = fmul float %noise_scale3.us25.us.us, %711
  %713 = fadd float %712, %481
  store float %713, ptr %470, align 4
  %714 = add nuw i64 %feature718.us.us.us, 1
  %exitcond84.not = icmp eq i64 %714, %n_features
  br i1 %exitcond84.not, label %feature.header4.noise.done.loopexit15_crit_edge.us.us.us, label %feature.body5.us.us.us, !llvm.loop !20

feature.body.us29.us.us:                          ; preds = %feature.body.us29.us.us.preheader, %feature.body.us29.us.us
  %feature17.us30.us.us = phi i64 [ %754, %feature.body.us29.us.us ], [ 0, %feature.body.us29.us.us.preheader ]
  %fold_value.016.us31.us.us = phi float [ %753, %feature.body.us29.us.us ], [ 0.000000e+00, %feature.body.us29.us.us.preheader ]
  %niter = phi i64 [ %niter.next.7, %feature.body.us29.us.us ], [ 0, %feature.body.us29.us.us.preheader ]
  %715 = getelementptr inbounds float, ptr %199, i64 %feature17.us30.us.us
  %716 = load float, ptr %715, align 4
  %717 = fmul float %716, %716
  %718 = fadd float %fold_value.016.us31.us.us, %717
  %719 = getelementptr float, ptr %199, i64 %feature17.us30.us.us
  %720 = getelementptr i8, ptr %719, i64 4
  %721 = load float, ptr %720, align 4
  %722 = fmul float %721, %721
  %723 = fadd float %718, %722
  %724 = getelementptr float, ptr %199, i64 %feature17.us30.us.us
  %725 = getelementptr i8, ptr %724, i64 8
  %726 = load float, ptr %725, align 4
  %727 = fmul float %726, %726
  %728 = fadd float %723, %727
  %729 = getelementptr float, ptr %199, i64 %feature17.us30.us.us
  %730 = getelementptr i8, ptr %729, i64 12
  %731 = load float, ptr %730, align 4
  %732 = fmul float %731, %731
  %733 = fadd float %728, %732
  %734 = getelementptr float, ptr %199, i64 %feature17.us30.us.us
  %735 = getelementptr i8, ptr %734, i64 16
  %736 = load float, ptr %735, align 4
  %737 = fmul float %736, %736
  %738 = fadd float %733, %737
  %739 = getelementptr float, ptr %199, i64 %feature17.us30.us.us
  %740 = getelementptr i8, ptr %739, i64 20
  %741 = load float, ptr %740, align 4
  %742 = fmul float %741, %741
  %743 = fadd float %738, %742
  %744 = getelementptr float, ptr %199, i64 %feature17.us30.us.us
  %745 = getelementptr i8, ptr %744, i64 24
  %746 = load float, ptr %745, align 4
  %747 = fmul float %746, %746
  %748 = fadd float %743, %747
  %749 = getelementptr float, ptr %199, i64 %feature17.us30.us.us
  %750 = getelementptr i8, ptr %749, i64 28
  %751 = load float, ptr %750, align 4
  %752 = fmul float %751, %751
  %753 = fadd float %748, %752
  %754 = add nuw i64 %feature17.us30.us.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %feature.exit.us27.us.us.unr-lcssa, label %feature.body.us29.us.us

feature.header4.noise.done.loopexit15_crit_edge.us.us.us: ; preds = %feature.body5.us.us.us, %middle.block
  %t_next.us32.us.us = fmul float %anneal_ratio, %temperature1.020.us24.us.us
  %755 = add nuw i64 %step21.us23.us.us, 1
  %exitcond85.not = icmp eq i64 %755, %steps
  br i1 %exitcond85.not, label %step.header.step.exit_crit_edge.split.split.us.us.us, label %feature.body.us29.us.us.preheader

step.header.step.exit_crit_edge.split.split.us.us.us: ; preds = %feature.header4.noise.done.loopexit15_crit_edge.us.us.us
  %756 = add nuw i64 %row46.us.us58, 1
  %exitcond86.not = icmp eq i64 %756, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond86.not, label %row.exit, label %row.body.us.us57

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.split.split.us.us.us, %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us, %row.body.lr.ph.split.us.split, %row.body.lr.ph.split.us.split.us, %row.body.lr.ph, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.disable"}
!4 = !{!5}
!5 = distinct !{!5, !6}
!6 = distinct !{!6, !"LVerDomain"}
!7 = !{!8}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !1, !10}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = !{!"branch_weights", i32 4, i32 28}
!12 = distinct !{!12, !1, !10}
!13 = distinct !{!13, !3}
!14 = !{!15}
!15 = distinct !{!15, !16}
!16 = distinct !{!16, !"LVerDomain"}
!17 = !{!18}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !1, !10}
!20 = distinct !{!20, !1}
