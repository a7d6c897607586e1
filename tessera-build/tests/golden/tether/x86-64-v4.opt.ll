; ModuleID = 'tether'
source_filename = "tether.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_tether_x86_64_v4(ptr captures(none) %state, ptr readonly captures(none) %inputs, i64 %row_begin, i64 %row_end, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i64 %key0, i64 %key1) local_unnamed_addr #0 {
entry:
  %input = load ptr, ptr %inputs, align 8
  %n_rows = sub i64 %row_end, %row_begin
  %.not62 = icmp eq i64 %row_end, %row_begin
  br i1 %.not62, label %row.exit, label %row.body.lr.ph

row.body.lr.ph:                                   ; preds = %entry
  %.not63 = icmp eq i64 %steps, 0
  %.not64 = icmp eq i64 %n_features, 0
  %0 = trunc i64 %key0 to i32
  %1 = lshr i64 %key0, 32
  %2 = add i64 %key0, 2654435769
  %3 = add nuw nsw i64 %1, 3144134277
  %4 = add i64 %key0, 1013904242
  %5 = add nuw nsw i64 %1, 1993301258
  %6 = add i64 %key0, 3668340011
  %7 = add nuw nsw i64 %1, 842468239
  %8 = add i64 %key0, 2027808484
  %9 = add nuw nsw i64 %1, 3986602516
  %10 = add i64 %key0, 387276957
  %11 = add nuw nsw i64 %1, 2835769497
  %12 = add i64 %key0, 3041712726
  %13 = add nuw nsw i64 %1, 1684936478
  %14 = add i64 %key0, 1401181199
  %15 = add nuw nsw i64 %1, 534103459
  %16 = add nuw nsw i64 %1, 3678237736
  %17 = add i32 %0, -1879881855
  br i1 %.not63, label %row.exit, label %row.body.lr.ph.split.us

row.body.lr.ph.split.us:                          ; preds = %row.body.lr.ph
  %.not = icmp eq i32 %draw_noise, 0
  br i1 %.not, label %row.body.lr.ph.split.us.split.us, label %row.body.lr.ph.split.us.split

row.body.lr.ph.split.us.split.us:                 ; preds = %row.body.lr.ph.split.us
  br i1 %.not64, label %row.exit, label %row.body.us.us.us.us.preheader

row.body.us.us.us.us.preheader:                   ; preds = %row.body.lr.ph.split.us.split.us
  %18 = shl i64 %n_features, 2
  %19 = add i64 %n_features, -1
  %xtraiter188 = and i64 %n_features, 7
  %20 = icmp ult i64 %19, 7
  %unroll_iter193 = and i64 %n_features, -8
  %lcmp.mod190.not = icmp eq i64 %xtraiter188, 0
  %lcmp.mod192 = icmp ne i64 %xtraiter188, 0
  %min.iters.check145 = icmp ult i64 %n_features, 4
  %min.iters.check147 = icmp ult i64 %n_features, 32
  %n.mod.vf149 = and i64 %n_features, 28
  %n.vec150 = and i64 %n_features, -32
  %broadcast.splatinsert153 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat154 = shufflevector <8 x float> %broadcast.splatinsert153, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n167 = icmp eq i64 %n_features, %n.vec150
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf149, 0
  %n.vec169 = and i64 %n_features, -4
  %broadcast.splatinsert172 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat173 = shufflevector <4 x float> %broadcast.splatinsert172, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n178 = icmp eq i64 %n_features, %n.vec169
  %xtraiter195 = and i64 %n_features, 1
  %lcmp.mod196.not = icmp eq i64 %xtraiter195, 0
  br label %row.body.us.us.us.us

row.body.us.us.us.us:                             ; preds = %row.body.us.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us
  %row35.us.us.us.us = phi i64 [ %166, %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us ], [ 0, %row.body.us.us.us.us.preheader ]
  %21 = mul i64 %18, %row35.us.us.us.us
  %scevgep137 = getelementptr i8, ptr %state, i64 %21
  %22 = add i64 %18, %21
  %scevgep138 = getelementptr i8, ptr %state, i64 %22
  %scevgep139 = getelementptr i8, ptr %input, i64 %21
  %scevgep140 = getelementptr i8, ptr %input, i64 %22
  %row_offset.us.us.us.us = mul i64 %row35.us.us.us.us, %n_features
  %23 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us.us
  %24 = getelementptr inbounds float, ptr %input, i64 %row_offset.us.us.us.us
  %bound0141 = icmp ult ptr %scevgep137, %scevgep140
  %bound1142 = icmp ult ptr %scevgep139, %scevgep138
  %found.conflict143 = and i1 %bound0141, %bound1142
  br label %step.body.us.us.us.us.us.us.us

step.body.us.us.us.us.us.us.us:                   ; preds = %feature.header2.stored.loopexit_crit_edge.us.us.us.us.us.us.us, %row.body.us.us.us.us
  %step15.us.us.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us.us ], [ %165, %feature.header2.stored.loopexit_crit_edge.us.us.us.us.us.us.us ]
  br i1 %20, label %fold.body.us.us.us.us.us.us.us.epil.preheader, label %fold.body.us.us.us.us.us.us.us

feature.body3.us.us.us.us.us.us.us:               ; preds = %feature.body3.us.us.us.us.us.us.us.prol.loopexit, %feature.body3.us.us.us.us.us.us.us
  %feature514.us.us.us.us.us.us.us = phi i64 [ %50, %feature.body3.us.us.us.us.us.us.us ], [ %feature514.us.us.us.us.us.us.us.unr, %feature.body3.us.us.us.us.us.us.us.prol.loopexit ]
  %25 = getelementptr inbounds float, ptr %23, i64 %feature514.us.us.us.us.us.us.us
  %26 = load float, ptr %25, align 4
  %27 = fmul float %26, 2.000000e+00
  %28 = fmul float %98, %27
  %29 = getelementptr inbounds float, ptr %24, i64 %feature514.us.us.us.us.us.us.us
  %30 = load float, ptr %29, align 4
  %31 = fsub float %26, %30
  %32 = fmul float %31, 2.000000e+00
  %33 = fmul float %32, 5.000000e-01
  %34 = fadd float %28, %33
  %35 = fmul float %eta, %34
  %36 = fsub float %26, %35
  store float %36, ptr %25, align 4
  %37 = add nuw i64 %feature514.us.us.us.us.us.us.us, 1
  %38 = getelementptr inbounds float, ptr %23, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = fmul float %39, 2.000000e+00
  %41 = fmul float %98, %40
  %42 = getelementptr inbounds float, ptr %24, i64 %37
  %43 = load float, ptr %42, align 4
  %44 = fsub float %39, %43
  %45 = fmul float %44, 2.000000e+00
  %46 = fmul float %45, 5.000000e-01
  %47 = fadd float %41, %46
  %48 = fmul float %eta, %47
  %49 = fsub float %39, %48
  store float %49, ptr %38, align 4
  %50 = add nuw i64 %feature514.us.us.us.us.us.us.us, 2
  %exitcond76.not.1 = icmp eq i64 %50, %n_features
  br i1 %exitcond76.not.1, label %feature.header2.stored.loopexit_crit_edge.us.us.us.us.us.us.us, label %feature.body3.us.us.us.us.us.us.us, !llvm.loop !0

fold.body.us.us.us.us.us.us.us:                   ; preds = %step.body.us.us.us.us.us.us.us, %fold.body.us.us.us.us.us.us.us
  %fold12.us.us.us.us.us.us.us = phi i64 [ %90, %fold.body.us.us.us.us.us.us.us ], [ 0, %step.body.us.us.us.us.us.us.us ]
  %acc.011.us.us.us.us.us.us.us = phi float [ %89, %fold.body.us.us.us.us.us.us.us ], [ 0.000000e+00, %step.body.us.us.us.us.us.us.us ]
  %niter194 = phi i64 [ %niter194.next.7, %fold.body.us.us.us.us.us.us.us ], [ 0, %step.body.us.us.us.us.us.us.us ]
  %51 = getelementptr inbounds float, ptr %23, i64 %fold12.us.us.us.us.us.us.us
  %52 = load float, ptr %51, align 4
  %53 = fmul float %52, %52
  %54 = fadd float %acc.011.us.us.us.us.us.us.us, %53
  %55 = getelementptr float, ptr %23, i64 %fold12.us.us.us.us.us.us.us
  %56 = getelementptr i8, ptr %55, i64 4
  %57 = load float, ptr %56, align 4
  %58 = fmul float %57, %57
  %59 = fadd float %54, %58
  %60 = getelementptr float, ptr %23, i64 %fold12.us.us.us.us.us.us.us
  %61 = getelementptr i8, ptr %60, i64 8
  %62 = load float, ptr %61, align 4
  %63 = fmul float %62, %62
  %64 = fadd float %59, %63
  %65 = getelementptr float, ptr %23, i64 %fold12.us.us.us.us.us.us.us
  %66 = getelementptr i8, ptr %65, i64 12
  %67 = load float, ptr %66, align 4
  %68 = fmul float %67, %67
  %69 = fadd float %64, %68
  %70 = getelementptr float, ptr %23, i64 %fold12.us.us.us.us.us.us.us
  %71 = getelementptr i8, ptr %70, i64 16
  %72 = load float, ptr %71, align 4
  %73 = fmul float %72, %72
  %74 = fadd float %69, %73
  %75 = getelementptr float, ptr %23, i64 %fold12.us.us.us.us.us.us.us
  %76 = getelementptr i8, ptr %75, i64 20
  %77 = load float, ptr %76, align 4
  %78 = fmul float %77, %77
  %79 = fadd float %74, %78
  %80 = getelementptr float, ptr %23, i64 %fold12.us.us.us.us.us.us.us
  %81 = getelementptr i8, ptr %80, i64 24
  %82 = load float, ptr %81, align 4
  %83 = fmul float %82, %82
  %84 = fadd float %79, %83
  %85 = getelementptr float, ptr %23, i64 %fold12.us.us.us.us.us.us.us
  %86 = getelementptr i8, ptr %85, i64 28
  %87 = load float, ptr %86, align 4
  %88 = fmul float %87, %87
  %89 = fadd float %84, %88
  %90 = add nuw i64 %fold12.us.us.us.us.us.us.us, 8
  %niter194.next.7 = add i64 %niter194, 8
  %niter194.ncmp.7 = icmp eq i64 %niter194.next.7, %unroll_iter193
  br i1 %niter194.ncmp.7, label %iter.check.unr-lcssa, label %fold.body.us.us.us.us.us.us.us

iter.check.unr-lcssa:                             ; preds = %fold.body.us.us.us.us.us.us.us
  br i1 %lcmp.mod190.not, label %iter.check, label %fold.body.us.us.us.us.us.us.us.epil.preheader

fold.body.us.us.us.us.us.us.us.epil.preheader:    ; preds = %iter.check.unr-lcssa, %step.body.us.us.us.us.us.us.us
  %fold12.us.us.us.us.us.us.us.epil.init = phi i64 [ 0, %step.body.us.us.us.us.us.us.us ], [ %90, %iter.check.unr-lcssa ]
  %acc.011.us.us.us.us.us.us.us.epil.init = phi float [ 0.000000e+00, %step.body.us.us.us.us.us.us.us ], [ %89, %iter.check.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod192)
  br label %fold.body.us.us.us.us.us.us.us.epil

fold.body.us.us.us.us.us.us.us.epil:              ; preds = %fold.body.us.us.us.us.us.us.us.epil, %fold.body.us.us.us.us.us.us.us.epil.preheader
  %fold12.us.us.us.us.us.us.us.epil = phi i64 [ %fold12.us.us.us.us.us.us.us.epil.init, %fold.body.us.us.us.us.us.us.us.epil.preheader ], [ %95, %fold.body.us.us.us.us.us.us.us.epil ]
  %acc.011.us.us.us.us.us.us.us.epil = phi float [ %acc.011.us.us.us.us.us.us.us.epil.init, %fold.body.us.us.us.us.us.us.us.epil.preheader ], [ %94, %fold.body.us.us.us.us.us.us.us.epil ]
  %epil.iter189 = phi i64 [ 0, %fold.body.us.us.us.us.us.us.us.epil.preheader ], [ %epil.iter189.next, %fold.body.us.us.us.us.us.us.us.epil ]
  %91 = getelementptr inbounds float, ptr %23, i64 %fold12.us.us.us.us.us.us.us.epil
  %92 = load float, ptr %91, align 4
  %93 = fmul float %92, %92
  %94 = fadd float %acc.011.us.us.us.us.us.us.us.epil, %93
  %95 = add nuw i64 %fold12.us.us.us.us.us.us.us.epil, 1
  %epil.iter189.next = add i64 %epil.iter189, 1
  %epil.iter189.cmp.not = icmp eq i64 %epil.iter189.next, %xtraiter188
  br i1 %epil.iter189.cmp.not, label %iter.check, label %fold.body.us.us.us.us.us.us.us.epil, !llvm.loop !2

iter.check:                                       ; preds = %fold.body.us.us.us.us.us.us.us.epil, %iter.check.unr-lcssa
  %.lcssa = phi float [ %89, %iter.check.unr-lcssa ], [ %94, %fold.body.us.us.us.us.us.us.us.epil ]
  %96 = fadd float %.lcssa, -4.000000e+00
  %97 = fmul float %96, 2.000000e+00
  %98 = fmul float %97, 0x3F847AE140000000
  %brmerge = select i1 %min.iters.check145, i1 true, i1 %found.conflict143
  br i1 %brmerge, label %feature.body3.us.us.us.us.us.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check147, label %vec.epilog.ph, label %vector.ph148

vector.ph148:                                     ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert151 = insertelement <8 x float> poison, float %98, i64 0
  %broadcast.splat152 = shufflevector <8 x float> %broadcast.splatinsert151, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body155

vector.body155:                                   ; preds = %vector.body155, %vector.ph148
  %index156 = phi i64 [ 0, %vector.ph148 ], [ %index.next165, %vector.body155 ]
  %99 = getelementptr inbounds float, ptr %23, i64 %index156
  %100 = getelementptr inbounds nuw i8, ptr %99, i64 32
  %101 = getelementptr inbounds nuw i8, ptr %99, i64 64
  %102 = getelementptr inbounds nuw i8, ptr %99, i64 96
  %wide.load157 = load <8 x float>, ptr %99, align 4, !alias.scope !4, !noalias !7
  %wide.load158 = load <8 x float>, ptr %100, align 4, !alias.scope !4, !noalias !7
  %wide.load159 = load <8 x float>, ptr %101, align 4, !alias.scope !4, !noalias !7
  %wide.load160 = load <8 x float>, ptr %102, align 4, !alias.scope !4, !noalias !7
  %103 = fmul <8 x float> %wide.load157, splat (float 2.000000e+00)
  %104 = fmul <8 x float> %wide.load158, splat (float 2.000000e+00)
  %105 = fmul <8 x float> %wide.load159, splat (float 2.000000e+00)
  %106 = fmul <8 x float> %wide.load160, splat (float 2.000000e+00)
  %107 = fmul <8 x float> %broadcast.splat152, %103
  %108 = fmul <8 x float> %broadcast.splat152, %104
  %109 = fmul <8 x float> %broadcast.splat152, %105
  %110 = fmul <8 x float> %broadcast.splat152, %106
  %111 = getelementptr inbounds float, ptr %24, i64 %index156
  %112 = getelementptr inbounds nuw i8, ptr %111, i64 32
  %113 = getelementptr inbounds nuw i8, ptr %111, i64 64
  %114 = getelementptr inbounds nuw i8, ptr %111, i64 96
  %wide.load161 = load <8 x float>, ptr %111, align 4, !alias.scope !7
  %wide.load162 = load <8 x float>, ptr %112, align 4, !alias.scope !7
  %wide.load163 = load <8 x float>, ptr %113, align 4, !alias.scope !7
  %wide.load164 = load <8 x float>, ptr %114, align 4, !alias.scope !7
  %115 = fsub <8 x float> %wide.load157, %wide.load161
  %116 = fsub <8 x float> %wide.load158, %wide.load162
  %117 = fsub <8 x float> %wide.load159, %wide.load163
  %118 = fsub <8 x float> %wide.load160, %wide.load164
  %119 = fmul <8 x float> %115, splat (float 2.000000e+00)
  %120 = fmul <8 x float> %116, splat (float 2.000000e+00)
  %121 = fmul <8 x float> %117, splat (float 2.000000e+00)
  %122 = fmul <8 x float> %118, splat (float 2.000000e+00)
  %123 = fmul <8 x float> %119, splat (float 5.000000e-01)
  %124 = fmul <8 x float> %120, splat (float 5.000000e-01)
  %125 = fmul <8 x float> %121, splat (float 5.000000e-01)
  %126 = fmul <8 x float> %122, splat (float 5.000000e-01)
  %127 = fadd <8 x float> %107, %123
  %128 = fadd <8 x float> %108, %124
  %129 = fadd <8 x float> %109, %125
  %130 = fadd <8 x float> %110, %126
  %131 = fmul <8 x float> %broadcast.splat154, %127
  %132 = fmul <8 x float> %broadcast.splat154, %128
  %133 = fmul <8 x float> %broadcast.splat154, %129
  %134 = fmul <8 x float> %broadcast.splat154, %130
  %135 = fsub <8 x float> %wide.load157, %131
  %136 = fsub <8 x float> %wide.load158, %132
  %137 = fsub <8 x float> %wide.load159, %133
  %138 = fsub <8 x float> %wide.load160, %134
  store <8 x float> %135, ptr %99, align 4, !alias.scope !4, !noalias !7
  store <8 x float> %136, ptr %100, align 4, !alias.scope !4, !noalias !7
  store <8 x float> %137, ptr %101, align 4, !alias.scope !4, !noalias !7
  store <8 x float> %138, ptr %102, align 4, !alias.scope !4, !noalias !7
  %index.next165 = add nuw i64 %index156, 32
  %139 = icmp eq i64 %index.next165, %n.vec150
  br i1 %139, label %middle.block166, label %vector.body155, !llvm.loop !9

middle.block166:                                  ; preds = %vector.body155
  br i1 %cmp.n167, label %feature.header2.stored.loopexit_crit_edge.us.us.us.us.us.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block166
  br i1 %min.epilog.iters.check, label %feature.body3.us.us.us.us.us.us.us.preheader, label %vec.epilog.ph, !prof !11

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec150, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert170 = insertelement <4 x float> poison, float %98, i64 0
  %broadcast.splat171 = shufflevector <4 x float> %broadcast.splatinsert170, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index174 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next177, %vec.epilog.vector.body ]
  %140 = getelementptr inbounds float, ptr %23, i64 %index174
  %wide.load175 = load <4 x float>, ptr %140, align 4, !alias.scope !4, !noalias !7
  %141 = fmul <4 x float> %wide.load175, splat (float 2.000000e+00)
  %142 = fmul <4 x float> %broadcast.splat171, %141
  %143 = getelementptr inbounds float, ptr %24, i64 %index174
  %wide.load176 = load <4 x float>, ptr %143, align 4, !alias.scope !7
  %144 = fsub <4 x float> %wide.load175, %wide.load176
  %145 = fmul <4 x float> %144, splat (float 2.000000e+00)
  %146 = fmul <4 x float> %145, splat (float 5.000000e-01)
  %147 = fadd <4 x float> %142, %146
  %148 = fmul <4 x float> %broadcast.splat173, %147
  %149 = fsub <4 x float> %wide.load175, %148
  store <4 x float> %149, ptr %140, align 4, !alias.scope !4, !noalias !7
  %index.next177 = add nuw i64 %index174, 4
  %150 = icmp eq i64 %index.next177, %n.vec169
  br i1 %150, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n178, label %feature.header2.stored.loopexit_crit_edge.us.us.us.us.us.us.us, label %feature.body3.us.us.us.us.us.us.us.preheader

feature.body3.us.us.us.us.us.us.us.preheader:     ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature514.us.us.us.us.us.us.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec169, %vec.epilog.middle.block ], [ %n.vec150, %vec.epilog.iter.check ]
  %.neg = or disjoint i64 %feature514.us.us.us.us.us.us.us.ph, 1
  br i1 %lcmp.mod196.not, label %feature.body3.us.us.us.us.us.us.us.prol.loopexit, label %feature.body3.us.us.us.us.us.us.us.prol

feature.body3.us.us.us.us.us.us.us.prol:          ; preds = %feature.body3.us.us.us.us.us.us.us.preheader
  %151 = getelementptr inbounds float, ptr %23, i64 %feature514.us.us.us.us.us.us.us.ph
  %152 = load float, ptr %151, align 4
  %153 = fmul float %152, 2.000000e+00
  %154 = fmul float %98, %153
  %155 = getelementptr inbounds float, ptr %24, i64 %feature514.us.us.us.us.us.us.us.ph
  %156 = load float, ptr %155, align 4
  %157 = fsub float %152, %156
  %158 = fmul float %157, 2.000000e+00
  %159 = fmul float %158, 5.000000e-01
  %160 = fadd float %154, %159
  %161 = fmul float %eta, %160
  %162 = fsub float %152, %161
  store float %162, ptr %151, align 4
  %163 = or disjoint i64 %feature514.us.us.us.us.us.us.us.ph, 1
  br label %feature.body3.us.us.us.us.us.us.us.prol.loopexit

feature.body3.us.us.us.us.us.us.us.prol.loopexit: ; preds = %feature.body3.us.us.us.us.us.us.us.prol, %feature.body3.us.us.us.us.us.us.us.preheader
  %feature514.us.us.us.us.us.us.us.unr = phi i64 [ %feature514.us.us.us.us.us.us.us.ph, %feature.body3.us.us.us.us.us.us.us.preheader ], [ %163, %feature.body3.us.us.us.us.us.us.us.prol ]
  %164 = icmp eq i64 %n_features, %.neg
  br i1 %164, label %feature.header2.stored.loopexit_crit_edge.us.us.us.us.us.us.us, label %feature.body3.us.us.us.us.us.us.us

feature.header2.stored.loopexit_crit_edge.us.us.us.us.us.us.us: ; preds = %feature.body3.us.us.us.us.us.us.us.prol.loopexit, %feature.body3.us.us.us.us.us.us.us, %vec.epilog.middle.block, %middle.block166
  %165 = add nuw i64 %step15.us.us.us.us.us.us.us, 1
  %exitcond77.not = icmp eq i64 %165, %steps
  br i1 %exitcond77.not, label %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us, label %step.body.us.us.us.us.us.us.us

step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us: ; preds = %feature.header2.stored.loopexit_crit_edge.us.us.us.us.us.us.us
  %166 = add nuw i64 %row35.us.us.us.us, 1
  %exitcond78.not = icmp eq i64 %166, %n_rows
  br i1 %exitcond78.not, label %row.exit, label %row.body.us.us.us.us

row.body.lr.ph.split.us.split:                    ; preds = %row.body.lr.ph.split.us
  br i1 %.not64, label %row.exit, label %row.body.us.us44.preheader

row.body.us.us44.preheader:                       ; preds = %row.body.lr.ph.split.us.split
  %167 = shl i64 %n_features, 2
  %168 = add i64 %n_features, -1
  %xtraiter = and i64 %n_features, 7
  %169 = icmp ult i64 %168, 7
  %unroll_iter = and i64 %n_features, -8
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %lcmp.mod187 = icmp ne i64 %xtraiter, 0
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec = and i64 %n_features, -8
  %broadcast.splatinsert97 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat98 = shufflevector <8 x float> %broadcast.splatinsert97, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert101 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat102 = shufflevector <8 x i64> %broadcast.splatinsert101, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert105 = insertelement <8 x i64> poison, i64 %4, i64 0
  %broadcast.splat106 = shufflevector <8 x i64> %broadcast.splatinsert105, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert109 = insertelement <8 x i64> poison, i64 %6, i64 0
  %broadcast.splat110 = shufflevector <8 x i64> %broadcast.splatinsert109, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert111 = insertelement <8 x i64> poison, i64 %7, i64 0
  %broadcast.splat112 = shufflevector <8 x i64> %broadcast.splatinsert111, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert113 = insertelement <8 x i64> poison, i64 %8, i64 0
  %broadcast.splat114 = shufflevector <8 x i64> %broadcast.splatinsert113, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert115 = insertelement <8 x i64> poison, i64 %9, i64 0
  %broadcast.splat116 = shufflevector <8 x i64> %broadcast.splatinsert115, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert117 = insertelement <8 x i64> poison, i64 %10, i64 0
  %broadcast.splat118 = shufflevector <8 x i64> %broadcast.splatinsert117, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert119 = insertelement <8 x i64> poison, i64 %11, i64 0
  %broadcast.splat120 = shufflevector <8 x i64> %broadcast.splatinsert119, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert121 = insertelement <8 x i64> poison, i64 %12, i64 0
  %broadcast.splat122 = shufflevector <8 x i64> %broadcast.splatinsert121, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert123 = insertelement <8 x i64> poison, i64 %13, i64 0
  %broadcast.splat124 = shufflevector <8 x i64> %broadcast.splatinsert123, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert125 = insertelement <8 x i64> poison, i64 %14, i64 0
  %broadcast.splat126 = shufflevector <8 x i64> %broadcast.splatinsert125, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert127 = insertelement <8 x i64> poison, i64 %15, i64 0
  %broadcast.splat128 = shufflevector <8 x i64> %broadcast.splatinsert127, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert129 = insertelement <8 x i64> poison, i64 %16, i64 0
  %broadcast.splat130 = shufflevector <8 x i64> %broadcast.splatinsert129, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert131 = insertelement <8 x i32> poison, i32 %17, i64 0
  %broadcast.splat132 = shufflevector <8 x i32> %broadcast.splatinsert131, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert133 = insertelement <8 x float> poison, float %noise_scale, i64 0
  %broadcast.splat134 = shufflevector <8 x float> %broadcast.splatinsert133, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  br label %row.body.us.us44

row.body.us.us44:                                 ; preds = %row.body.us.us44.preheader, %step.header.step.exit_crit_edge.split.split.us.us.us
  %row35.us.us45 = phi i64 [ %727, %step.header.step.exit_crit_edge.split.split.us.us.us ], [ 0, %row.body.us.us44.preheader ]
  %170 = mul i64 %167, %row35.us.us45
  %scevgep = getelementptr i8, ptr %state, i64 %170
  %171 = add i64 %167, %170
  %scevgep88 = getelementptr i8, ptr %state, i64 %171
  %scevgep89 = getelementptr i8, ptr %input, i64 %170
  %scevgep90 = getelementptr i8, ptr %input, i64 %171
  %row_offset.us.us46 = mul i64 %row35.us.us45, %n_features
  %row1.us.us47 = add i64 %row35.us.us45, %row_begin
  %172 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us46
  %173 = getelementptr inbounds float, ptr %input, i64 %row_offset.us.us46
  %174 = mul i64 %row1.us.us47, %n_features
  %bound0 = icmp ult ptr %scevgep, %scevgep90
  %bound1 = icmp ult ptr %scevgep89, %scevgep88
  %found.conflict = and i1 %bound0, %bound1
  %broadcast.splatinsert99 = insertelement <8 x i64> poison, i64 %174, i64 0
  %broadcast.splat100 = shufflevector <8 x i64> %broadcast.splatinsert99, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %fold.body.us21.us.us.preheader

fold.body.us21.us.us.preheader:                   ; preds = %row.body.us.us44, %feature.header.stored.loopexit10_crit_edge.us.us.us
  %step15.us17.us.us = phi i64 [ 0, %row.body.us.us44 ], [ %726, %feature.header.stored.loopexit10_crit_edge.us.us.us ]
  %key1_step.us18.us.us = add i64 %step15.us17.us.us, %key1
  br i1 %169, label %fold.body.us21.us.us.epil.preheader, label %fold.body.us21.us.us

fold.exit.us19.us.us.unr-lcssa:                   ; preds = %fold.body.us21.us.us
  br i1 %lcmp.mod.not, label %fold.exit.us19.us.us, label %fold.body.us21.us.us.epil.preheader

fold.body.us21.us.us.epil.preheader:              ; preds = %fold.exit.us19.us.us.unr-lcssa, %fold.body.us21.us.us.preheader
  %fold12.us22.us.us.epil.init = phi i64 [ 0, %fold.body.us21.us.us.preheader ], [ %725, %fold.exit.us19.us.us.unr-lcssa ]
  %acc.011.us23.us.us.epil.init = phi float [ 0.000000e+00, %fold.body.us21.us.us.preheader ], [ %724, %fold.exit.us19.us.us.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod187)
  br label %fold.body.us21.us.us.epil

fold.body.us21.us.us.epil:                        ; preds = %fold.body.us21.us.us.epil, %fold.body.us21.us.us.epil.preheader
  %fold12.us22.us.us.epil = phi i64 [ %179, %fold.body.us21.us.us.epil ], [ %fold12.us22.us.us.epil.init, %fold.body.us21.us.us.epil.preheader ]
  %acc.011.us23.us.us.epil = phi float [ %178, %fold.body.us21.us.us.epil ], [ %acc.011.us23.us.us.epil.init, %fold.body.us21.us.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold.body.us21.us.us.epil ], [ 0, %fold.body.us21.us.us.epil.preheader ]
  %175 = getelementptr inbounds float, ptr %172, i64 %fold12.us22.us.us.epil
  %176 = load float, ptr %175, align 4
  %177 = fmul float %176, %176
  %178 = fadd float %acc.011.us23.us.us.epil, %177
  %179 = add nuw i64 %fold12.us22.us.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %fold.exit.us19.us.us, label %fold.body.us21.us.us.epil, !llvm.loop !13

fold.exit.us19.us.us:                             ; preds = %fold.body.us21.us.us.epil, %fold.exit.us19.us.us.unr-lcssa
  %.lcssa185 = phi float [ %724, %fold.exit.us19.us.us.unr-lcssa ], [ %178, %fold.body.us21.us.us.epil ]
  %180 = fadd float %.lcssa185, -4.000000e+00
  %181 = fmul float %180, 2.000000e+00
  %182 = fmul float %181, 0x3F847AE140000000
  %183 = lshr i64 %key1_step.us18.us.us, 32
  %184 = mul nuw i64 %183, 3449720151
  %185 = lshr i64 %184, 32
  %186 = xor i64 %key0, %185
  %187 = xor i64 %186, %key1_step.us18.us.us
  %188 = and i64 %187, 4294967295
  %189 = mul nuw i64 %188, 3528531795
  %190 = lshr i64 %189, 32
  %191 = xor i64 %190, %3
  %brmerge204 = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge204, label %feature.body.us.us.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %fold.exit.us19.us.us
  %broadcast.splatinsert = insertelement <8 x float> poison, float %182, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert95 = insertelement <8 x i64> poison, i64 %191, i64 0
  %broadcast.splat96 = shufflevector <8 x i64> %broadcast.splatinsert95, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %184, %2
  %.scalar181 = and i64 %.scalar, 4294967295
  %192 = insertelement <8 x i64> poison, i64 %.scalar181, i64 0
  %.masked = shufflevector <8 x i64> %192, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar182 = xor i64 %189, %5
  %.scalar183 = and i64 %.scalar182, 4294967295
  %193 = insertelement <8 x i64> poison, i64 %.scalar183, i64 0
  %.masked180 = shufflevector <8 x i64> %193, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %194 = getelementptr inbounds float, ptr %172, i64 %index
  %wide.load = load <8 x float>, ptr %194, align 4, !alias.scope !14, !noalias !17
  %195 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %196 = fmul <8 x float> %broadcast.splat, %195
  %197 = getelementptr inbounds float, ptr %173, i64 %index
  %wide.load135 = load <8 x float>, ptr %197, align 4, !alias.scope !17
  %198 = fsub <8 x float> %wide.load, %wide.load135
  %199 = fmul <8 x float> %198, splat (float 2.000000e+00)
  %200 = fmul <8 x float> %199, splat (float 5.000000e-01)
  %201 = fadd <8 x float> %196, %200
  %202 = fmul <8 x float> %broadcast.splat98, %201
  %203 = fsub <8 x float> %wide.load, %202
  %204 = add <8 x i64> %vec.ind, %broadcast.splat100
  %205 = and <8 x i64> %204, splat (i64 4294967295)
  %206 = mul nuw <8 x i64> %205, splat (i64 3528531795)
  %207 = xor <8 x i64> %204, %broadcast.splat102
  %208 = xor <8 x i64> %207, %206
  %209 = lshr <8 x i64> %208, splat (i64 32)
  %210 = mul nuw <8 x i64> %209, splat (i64 3449720151)
  %211 = lshr <8 x i64> %210, splat (i64 32)
  %212 = xor <8 x i64> %broadcast.splat96, %206
  %213 = xor <8 x i64> %.masked, %211
  %214 = mul nuw <8 x i64> %213, splat (i64 3528531795)
  %215 = and <8 x i64> %212, splat (i64 4294967295)
  %216 = mul nuw <8 x i64> %215, splat (i64 3449720151)
  %217 = lshr <8 x i64> %214, splat (i64 32)
  %218 = lshr <8 x i64> %216, splat (i64 32)
  %219 = xor <8 x i64> %218, %broadcast.splat106
  %220 = xor <8 x i64> %219, %210
  %221 = and <8 x i64> %220, splat (i64 4294967295)
  %222 = mul nuw <8 x i64> %221, splat (i64 3528531795)
  %223 = xor <8 x i64> %.masked180, %217
  %224 = mul nuw <8 x i64> %223, splat (i64 3449720151)
  %225 = lshr <8 x i64> %222, splat (i64 32)
  %226 = lshr <8 x i64> %224, splat (i64 32)
  %227 = xor <8 x i64> %broadcast.splat110, %226
  %228 = xor <8 x i64> %227, %216
  %229 = xor <8 x i64> %225, %broadcast.splat112
  %230 = xor <8 x i64> %229, %214
  %231 = and <8 x i64> %228, splat (i64 4294967295)
  %232 = mul nuw <8 x i64> %231, splat (i64 3528531795)
  %233 = and <8 x i64> %230, splat (i64 4294967295)
  %234 = mul nuw <8 x i64> %233, splat (i64 3449720151)
  %235 = lshr <8 x i64> %232, splat (i64 32)
  %236 = lshr <8 x i64> %234, splat (i64 32)
  %237 = xor <8 x i64> %236, %broadcast.splat114
  %238 = xor <8 x i64> %237, %224
  %239 = xor <8 x i64> %broadcast.splat116, %235
  %240 = xor <8 x i64> %239, %222
  %241 = and <8 x i64> %238, splat (i64 4294967295)
  %242 = mul nuw <8 x i64> %241, splat (i64 3528531795)
  %243 = and <8 x i64> %240, splat (i64 4294967295)
  %244 = mul nuw <8 x i64> %243, splat (i64 3449720151)
  %245 = lshr <8 x i64> %242, splat (i64 32)
  %246 = lshr <8 x i64> %244, splat (i64 32)
  %247 = xor <8 x i64> %broadcast.splat118, %246
  %248 = xor <8 x i64> %247, %234
  %249 = xor <8 x i64> %245, %broadcast.splat120
  %250 = xor <8 x i64> %249, %232
  %251 = and <8 x i64> %248, splat (i64 4294967295)
  %252 = mul nuw <8 x i64> %251, splat (i64 3528531795)
  %253 = and <8 x i64> %250, splat (i64 4294967295)
  %254 = mul nuw <8 x i64> %253, splat (i64 3449720151)
  %255 = lshr <8 x i64> %252, splat (i64 32)
  %256 = lshr <8 x i64> %254, splat (i64 32)
  %257 = xor <8 x i64> %256, %broadcast.splat122
  %258 = xor <8 x i64> %257, %244
  %259 = xor <8 x i64> %broadcast.splat124, %255
  %260 = xor <8 x i64> %259, %242
  %261 = and <8 x i64> %258, splat (i64 4294967295)
  %262 = mul nuw <8 x i64> %261, splat (i64 3528531795)
  %263 = and <8 x i64> %260, splat (i64 4294967295)
  %264 = mul nuw <8 x i64> %263, splat (i64 3449720151)
  %265 = lshr <8 x i64> %262, splat (i64 32)
  %266 = lshr <8 x i64> %264, splat (i64 32)
  %267 = xor <8 x i64> %broadcast.splat126, %266
  %268 = xor <8 x i64> %267, %254
  %269 = xor <8 x i64> %265, %broadcast.splat128
  %270 = xor <8 x i64> %269, %252
  %271 = and <8 x i64> %268, splat (i64 4294967295)
  %272 = mul nuw <8 x i64> %271, splat (i64 3528531795)
  %273 = lshr <8 x i64> %272, splat (i64 32)
  %274 = trunc <8 x i64> %270 to <8 x i32>
  %275 = mul <8 x i32> %274, splat (i32 -845247145)
  %276 = xor <8 x i64> %broadcast.splat130, %273
  %277 = xor <8 x i64> %276, %262
  %278 = and <8 x i64> %277, splat (i64 4294967295)
  %279 = mul nuw <8 x i64> %278, splat (i64 3449720151)
  %280 = lshr <8 x i64> %279, splat (i64 32)
  %281 = trunc nuw <8 x i64> %280 to <8 x i32>
  %282 = trunc <8 x i64> %279 to <8 x i32>
  %283 = xor <8 x i32> %275, %broadcast.splat132
  %284 = xor <8 x i32> %283, %281
  %285 = uitofp <8 x i32> %284 to <8 x double>
  %286 = fadd <8 x double> %285, splat (double 5.000000e-01)
  %287 = fmul <8 x double> %286, splat (double 0x3DF0000000000000)
  %288 = uitofp <8 x i32> %282 to <8 x double>
  %289 = fadd <8 x double> %288, splat (double 5.000000e-01)
  %290 = fmul <8 x double> %289, splat (double 0x3DF0000000000000)
  %291 = fcmp olt <8 x double> %287, splat (double 0x10000000000000)
  %292 = fmul <8 x double> %287, splat (double 0x4350000000000000)
  %293 = select <8 x i1> %291, <8 x double> %292, <8 x double> %287
  %294 = select <8 x i1> %291, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %295 = bitcast <8 x double> %293 to <8 x i64>
  %296 = lshr <8 x i64> %295, splat (i64 32)
  %297 = add nuw nsw <8 x i64> %296, splat (i64 614242)
  %298 = lshr <8 x i64> %297, splat (i64 20)
  %299 = add nsw <8 x i64> %298, %294
  %300 = shl <8 x i64> %297, splat (i64 32)
  %301 = and <8 x i64> %300, splat (i64 4503595332403200)
  %302 = add nuw nsw <8 x i64> %301, splat (i64 4604544269498187776)
  %303 = and <8 x i64> %295, splat (i64 4294967295)
  %304 = or disjoint <8 x i64> %302, %303
  %305 = bitcast <8 x i64> %304 to <8 x double>
  %306 = fadd <8 x double> %305, splat (double -1.000000e+00)
  %307 = fmul <8 x double> %306, splat (double 5.000000e-01)
  %308 = fmul <8 x double> %306, %307
  %309 = fadd <8 x double> %306, splat (double 2.000000e+00)
  %310 = fdiv <8 x double> %306, %309
  %311 = fmul <8 x double> %310, %310
  %312 = fmul <8 x double> %311, %311
  %313 = fmul <8 x double> %312, splat (double 0x3FC39A09D078C69F)
  %314 = fadd <8 x double> %313, splat (double 0x3FCC71C51D8E78AF)
  %315 = fmul <8 x double> %312, %314
  %316 = fadd <8 x double> %315, splat (double 0x3FD999999997FA04)
  %317 = fmul <8 x double> %312, %316
  %318 = fmul <8 x double> %312, splat (double 0x3FC2F112DF3E5244)
  %319 = fadd <8 x double> %318, splat (double 0x3FC7466496CB03DE)
  %320 = fmul <8 x double> %312, %319
  %321 = fadd <8 x double> %320, splat (double 0x3FD2492494229359)
  %322 = fmul <8 x double> %312, %321
  %323 = fadd <8 x double> %322, splat (double 0x3FE5555555555593)
  %324 = fmul <8 x double> %311, %323
  %325 = fadd <8 x double> %317, %324
  %326 = sitofp <8 x i64> %299 to <8 x double>
  %327 = fadd <8 x double> %308, %325
  %328 = fmul <8 x double> %310, %327
  %329 = fmul <8 x double> %326, splat (double 0x3DEA39EF35793C76)
  %330 = fadd <8 x double> %329, %328
  %331 = fsub <8 x double> %330, %308
  %332 = fadd <8 x double> %306, %331
  %333 = fmul <8 x double> %326, splat (double 0x3FE62E42FEE00000)
  %334 = fadd <8 x double> %333, %332
  %335 = fcmp oeq <8 x double> %287, splat (double 0x7FF0000000000000)
  %336 = fcmp oeq <8 x double> %287, zeroinitializer
  %337 = fmul <8 x double> %334, splat (double -2.000000e+00)
  %338 = select <8 x i1> %335, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %337
  %339 = select <8 x i1> %336, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %338
  %340 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %339)
  %341 = fmul <8 x double> %290, splat (double 0x401921FB54442D18)
  %342 = fmul <8 x double> %341, splat (double 0x3FE45F306DC9C883)
  %343 = fadd <8 x double> %342, splat (double 0x4338000000000000)
  %344 = bitcast <8 x double> %343 to <8 x i64>
  %345 = fadd <8 x double> %343, splat (double 0xC338000000000000)
  %346 = fmul <8 x double> %345, splat (double 0x3FF921FB54400000)
  %347 = fsub <8 x double> %341, %346
  %348 = fmul <8 x double> %345, splat (double 0x3DD0B4611A626331)
  %349 = fmul <8 x double> %345, splat (double 0x3DD0B4611A600000)
  %350 = fsub <8 x double> %347, %349
  %351 = fmul <8 x double> %345, splat (double 0x3BA3198A2E037073)
  %352 = fsub <8 x double> %347, %350
  %353 = fsub <8 x double> %352, %349
  %354 = fsub <8 x double> %351, %353
  %355 = fmul <8 x double> %345, splat (double 0x3BA3198A2E000000)
  %356 = fsub <8 x double> %350, %355
  %357 = fmul <8 x double> %345, splat (double 0x397B839A252049C1)
  %358 = fsub <8 x double> %350, %356
  %359 = fsub <8 x double> %358, %355
  %360 = fsub <8 x double> %357, %359
  %361 = fsub <8 x double> %347, %348
  %362 = fsub <8 x double> %350, %354
  %363 = bitcast <8 x double> %341 to <8 x i64>
  %364 = lshr <8 x i64> %363, splat (i64 52)
  %365 = and <8 x i64> %364, splat (i64 2047)
  %366 = bitcast <8 x double> %361 to <8 x i64>
  %367 = lshr <8 x i64> %366, splat (i64 52)
  %368 = and <8 x i64> %367, splat (i64 2047)
  %369 = bitcast <8 x double> %362 to <8 x i64>
  %370 = lshr <8 x i64> %369, splat (i64 52)
  %371 = and <8 x i64> %370, splat (i64 2047)
  %372 = add nuw nsw <8 x i64> %368, splat (i64 16)
  %373 = icmp samesign ult <8 x i64> %372, %365
  %374 = add nuw nsw <8 x i64> %371, splat (i64 49)
  %375 = icmp samesign ult <8 x i64> %374, %365
  %376 = select <8 x i1> %375, <8 x double> %356, <8 x double> %350
  %377 = select <8 x i1> %375, <8 x double> %360, <8 x double> %354
  %378 = select <8 x i1> %373, <8 x double> %376, <8 x double> %347
  %379 = select <8 x i1> %373, <8 x double> %377, <8 x double> %348
  %380 = fsub <8 x double> %378, %379
  %381 = fsub <8 x double> %378, %380
  %382 = fsub <8 x double> %381, %379
  %383 = fmul <8 x double> %380, %380
  %384 = fmul <8 x double> %383, %383
  %385 = fmul <8 x double> %383, splat (double 0x3EFA01A019CB1590)
  %386 = fadd <8 x double> %385, splat (double 0xBF56C16C16C15177)
  %387 = fmul <8 x double> %383, %386
  %388 = fadd <8 x double> %387, splat (double 0x3FA555555555554C)
  %389 = fmul <8 x double> %383, %388
  %390 = fmul <8 x double> %383, splat (double 0x3DA8FAE9BE8838D4)
  %391 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %390
  %392 = fmul <8 x double> %383, %391
  %393 = fadd <8 x double> %392, splat (double 0xBE927E4F809C52AD)
  %394 = fmul <8 x double> %384, %384
  %395 = fmul <8 x double> %394, %393
  %396 = fadd <8 x double> %389, %395
  %397 = fmul <8 x double> %383, splat (double 5.000000e-01)
  %398 = fsub <8 x double> splat (double 1.000000e+00), %397
  %399 = fsub <8 x double> splat (double 1.000000e+00), %398
  %400 = fsub <8 x double> %399, %397
  %401 = fmul <8 x double> %383, %396
  %402 = fmul <8 x double> %380, %382
  %403 = fsub <8 x double> %401, %402
  %404 = fadd <8 x double> %400, %403
  %405 = fadd <8 x double> %398, %404
  %406 = fmul <8 x double> %383, splat (double 0x3EC71DE357B1FE7D)
  %407 = fadd <8 x double> %406, splat (double 0xBF2A01A019C161D5)
  %408 = fmul <8 x double> %383, %407
  %409 = fadd <8 x double> %408, splat (double 0x3F8111111110F8A6)
  %410 = fmul <8 x double> %383, splat (double 0x3DE5D93A5ACFD57C)
  %411 = fadd <8 x double> %410, splat (double 0xBE5AE5E68A2B9CEB)
  %412 = fmul <8 x double> %383, %384
  %413 = fmul <8 x double> %412, %411
  %414 = fadd <8 x double> %413, %409
  %415 = fmul <8 x double> %380, %383
  %416 = fmul <8 x double> %382, splat (double 5.000000e-01)
  %417 = fmul <8 x double> %415, %414
  %418 = fsub <8 x double> %416, %417
  %419 = fmul <8 x double> %383, %418
  %420 = fsub <8 x double> %419, %382
  %421 = fmul <8 x double> %415, splat (double 0x3FC5555555555549)
  %422 = fadd <8 x double> %420, %421
  %423 = fsub <8 x double> %380, %422
  %424 = fneg <8 x double> %405
  %425 = fneg <8 x double> %423
  %426 = and <8 x i64> %344, splat (i64 1)
  %427 = and <8 x i64> %344, splat (i64 2)
  %428 = icmp eq <8 x i64> %426, zeroinitializer
  %429 = icmp eq <8 x i64> %427, zeroinitializer
  %430 = select <8 x i1> %429, <8 x double> %405, <8 x double> %424
  %431 = select <8 x i1> %429, <8 x double> %425, <8 x double> %423
  %432 = select <8 x i1> %428, <8 x double> %430, <8 x double> %431
  %433 = fcmp olt <8 x double> %341, splat (double 0x413921FB00000000)
  %434 = select <8 x i1> %433, <8 x double> %432, <8 x double> splat (double 0x7FF8000000000000)
  %435 = fmul <8 x double> %434, %340
  %436 = fptrunc <8 x double> %435 to <8 x float>
  %437 = fmul <8 x float> %broadcast.splat134, %436
  %438 = fadd <8 x float> %437, %203
  store <8 x float> %438, ptr %194, align 4, !alias.scope !14, !noalias !17
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %439 = icmp eq i64 %index.next, %n.vec
  br i1 %439, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.header.stored.loopexit10_crit_edge.us.us.us, label %feature.body.us.us.us.preheader

feature.body.us.us.us.preheader:                  ; preds = %fold.exit.us19.us.us, %middle.block
  %feature13.us.us.us.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %fold.exit.us19.us.us ]
  %invariant.op = xor i64 %2, %184
  %invariant.op203 = xor i64 %5, %189
  br label %feature.body.us.us.us

feature.body.us.us.us:                            ; preds = %feature.body.us.us.us.preheader, %feature.body.us.us.us
  %feature13.us.us.us = phi i64 [ %685, %feature.body.us.us.us ], [ %feature13.us.us.us.ph, %feature.body.us.us.us.preheader ]
  %440 = getelementptr inbounds float, ptr %172, i64 %feature13.us.us.us
  %441 = load float, ptr %440, align 4
  %442 = fmul float %441, 2.000000e+00
  %443 = fmul float %182, %442
  %444 = getelementptr inbounds float, ptr %173, i64 %feature13.us.us.us
  %445 = load float, ptr %444, align 4
  %446 = fsub float %441, %445
  %447 = fmul float %446, 2.000000e+00
  %448 = fmul float %447, 5.000000e-01
  %449 = fadd float %443, %448
  %450 = fmul float %eta, %449
  %451 = fsub float %441, %450
  %452 = add i64 %feature13.us.us.us, %174
  %453 = and i64 %452, 4294967295
  %454 = mul nuw i64 %453, 3528531795
  %455 = xor i64 %452, %key0
  %456 = xor i64 %455, %454
  %457 = lshr i64 %456, 32
  %458 = mul nuw i64 %457, 3449720151
  %459 = lshr i64 %458, 32
  %.reass.reass = xor i64 %459, %invariant.op
  %460 = xor i64 %191, %454
  %461 = and i64 %.reass.reass, 4294967295
  %462 = mul nuw i64 %461, 3528531795
  %463 = and i64 %460, 4294967295
  %464 = mul nuw i64 %463, 3449720151
  %465 = lshr i64 %462, 32
  %466 = lshr i64 %464, 32
  %467 = xor i64 %466, %4
  %468 = xor i64 %467, %458
  %.reass85.reass = xor i64 %465, %invariant.op203
  %469 = and i64 %468, 4294967295
  %470 = mul nuw i64 %469, 3528531795
  %471 = and i64 %.reass85.reass, 4294967295
  %472 = mul nuw i64 %471, 3449720151
  %473 = lshr i64 %470, 32
  %474 = lshr i64 %472, 32
  %475 = xor i64 %6, %474
  %476 = xor i64 %475, %464
  %477 = xor i64 %473, %7
  %478 = xor i64 %477, %462
  %479 = and i64 %476, 4294967295
  %480 = mul nuw i64 %479, 3528531795
  %481 = and i64 %478, 4294967295
  %482 = mul nuw i64 %481, 3449720151
  %483 = lshr i64 %480, 32
  %484 = lshr i64 %482, 32
  %485 = xor i64 %484, %8
  %486 = xor i64 %485, %472
  %487 = xor i64 %9, %483
  %488 = xor i64 %487, %470
  %489 = and i64 %486, 4294967295
  %490 = mul nuw i64 %489, 3528531795
  %491 = and i64 %488, 4294967295
  %492 = mul nuw i64 %491, 3449720151
  %493 = lshr i64 %490, 32
  %494 = lshr i64 %492, 32
  %495 = xor i64 %10, %494
  %496 = xor i64 %495, %482
  %497 = xor i64 %493, %11
  %498 = xor i64 %497, %480
  %499 = and i64 %496, 4294967295
  %500 = mul nuw i64 %499, 3528531795
  %501 = and i64 %498, 4294967295
  %502 = mul nuw i64 %501, 3449720151
  %503 = lshr i64 %500, 32
  %504 = lshr i64 %502, 32
  %505 = xor i64 %504, %12
  %506 = xor i64 %505, %492
  %507 = xor i64 %13, %503
  %508 = xor i64 %507, %490
  %509 = and i64 %506, 4294967295
  %510 = mul nuw i64 %509, 3528531795
  %511 = and i64 %508, 4294967295
  %512 = mul nuw i64 %511, 3449720151
  %513 = lshr i64 %510, 32
  %514 = lshr i64 %512, 32
  %515 = xor i64 %14, %514
  %516 = xor i64 %515, %502
  %517 = xor i64 %513, %15
  %518 = xor i64 %517, %500
  %519 = and i64 %516, 4294967295
  %520 = mul nuw i64 %519, 3528531795
  %521 = lshr i64 %520, 32
  %522 = trunc i64 %518 to i32
  %523 = mul i32 %522, -845247145
  %524 = xor i64 %16, %521
  %525 = xor i64 %524, %510
  %526 = and i64 %525, 4294967295
  %527 = mul nuw i64 %526, 3449720151
  %528 = lshr i64 %527, 32
  %529 = trunc nuw i64 %528 to i32
  %530 = trunc i64 %527 to i32
  %531 = xor i32 %523, %529
  %532 = xor i32 %531, %17
  %533 = uitofp i32 %532 to double
  %534 = fadd double %533, 5.000000e-01
  %535 = fmul double %534, 0x3DF0000000000000
  %536 = uitofp i32 %530 to double
  %537 = fadd double %536, 5.000000e-01
  %538 = fmul double %537, 0x3DF0000000000000
  %539 = fcmp olt double %535, 0x10000000000000
  %540 = fmul double %535, 0x4350000000000000
  %541 = select i1 %539, double %540, double %535
  %.neg.us.us.us = select i1 %539, i64 -1077, i64 -1023
  %542 = bitcast double %541 to i64
  %543 = lshr i64 %542, 32
  %544 = add nuw nsw i64 %543, 614242
  %545 = lshr i64 %544, 20
  %546 = add nsw i64 %545, %.neg.us.us.us
  %547 = shl i64 %544, 32
  %548 = and i64 %547, 4503595332403200
  %549 = add nuw nsw i64 %548, 4604544269498187776
  %550 = and i64 %542, 4294967295
  %551 = or disjoint i64 %549, %550
  %552 = bitcast i64 %551 to double
  %553 = fadd double %552, -1.000000e+00
  %554 = fmul double %553, 5.000000e-01
  %555 = fmul double %553, %554
  %556 = fadd double %553, 2.000000e+00
  %557 = fdiv double %553, %556
  %558 = fmul double %557, %557
  %559 = fmul double %558, %558
  %560 = fmul double %559, 0x3FC39A09D078C69F
  %561 = fadd double %560, 0x3FCC71C51D8E78AF
  %562 = fmul double %559, %561
  %563 = fadd double %562, 0x3FD999999997FA04
  %564 = fmul double %559, %563
  %565 = fmul double %559, 0x3FC2F112DF3E5244
  %566 = fadd double %565, 0x3FC7466496CB03DE
  %567 = fmul double %559, %566
  %568 = fadd double %567, 0x3FD2492494229359
  %569 = fmul double %559, %568
  %570 = fadd double %569, 0x3FE5555555555593
  %571 = fmul double %558, %570
  %572 = fadd double %564, %571
  %573 = sitofp i64 %546 to double
  %574 = fadd double %555, %572
  %575 = fmul double %557, %574
  %576 = fmul double %573, 0x3DEA39EF35793C76
  %577 = fadd double %576, %575
  %578 = fsub double %577, %555
  %579 = fadd double %553, %578
  %580 = fmul double %573, 0x3FE62E42FEE00000
  %581 = fadd double %580, %579
  %582 = fcmp oeq double %535, 0x7FF0000000000000
  %583 = fcmp oeq double %535, 0.000000e+00
  %584 = fmul double %581, -2.000000e+00
  %585 = select i1 %582, double 0xFFF0000000000000, double %584
  %586 = select i1 %583, double 0x7FF0000000000000, double %585
  %587 = tail call double @llvm.sqrt.f64(double %586)
  %588 = fmul double %538, 0x401921FB54442D18
  %589 = fmul double %588, 0x3FE45F306DC9C883
  %590 = fadd double %589, 0x4338000000000000
  %591 = bitcast double %590 to i64
  %592 = fadd double %590, 0xC338000000000000
  %593 = fmul double %592, 0x3FF921FB54400000
  %594 = fsub double %588, %593
  %595 = fmul double %592, 0x3DD0B4611A626331
  %596 = fmul double %592, 0x3DD0B4611A600000
  %597 = fsub double %594, %596
  %598 = fmul double %592, 0x3BA3198A2E037073
  %599 = fsub double %594, %597
  %600 = fsub double %599, %596
  %601 = fsub double %598, %600
  %602 = fmul double %592, 0x3BA3198A2E000000
  %603 = fsub double %597, %602
  %604 = fmul double %592, 0x397B839A252049C1
  %605 = fsub double %597, %603
  %606 = fsub double %605, %602
  %607 = fsub double %604, %606
  %608 = fsub double %594, %595
  %609 = fsub double %597, %601
  %610 = bitcast double %608 to i64
  %611 = lshr i64 %610, 52
  %612 = and i64 %611, 2047
  %613 = insertelement <2 x double> poison, double %609, i64 0
  %614 = insertelement <2 x double> %613, double %588, i64 1
  %615 = bitcast <2 x double> %614 to <2 x i64>
  %616 = lshr <2 x i64> %615, splat (i64 52)
  %617 = and <2 x i64> %616, splat (i64 2047)
  %618 = add nuw nsw i64 %612, 16
  %619 = extractelement <2 x i64> %617, i64 1
  %620 = icmp samesign ult i64 %618, %619
  %621 = extractelement <2 x i64> %617, i64 0
  %622 = add nuw nsw i64 %621, 49
  %623 = icmp samesign ult i64 %622, %619
  %624 = select i1 %623, double %603, double %597
  %625 = select i1 %623, double %607, double %601
  %626 = select i1 %620, double %624, double %594
  %627 = select i1 %620, double %625, double %595
  %628 = fsub double %626, %627
  %629 = fsub double %626, %628
  %630 = fsub double %629, %627
  %631 = fmul double %628, %628
  %632 = fmul double %631, %631
  %633 = fmul double %631, 0x3EFA01A019CB1590
  %634 = fadd double %633, 0xBF56C16C16C15177
  %635 = fmul double %631, %634
  %636 = fadd double %635, 0x3FA555555555554C
  %637 = fmul double %631, %636
  %638 = fmul double %631, 0x3DA8FAE9BE8838D4
  %639 = fsub double 0x3E21EE9EBDB4B1C4, %638
  %640 = fmul double %631, %639
  %641 = fadd double %640, 0xBE927E4F809C52AD
  %642 = fmul double %632, %632
  %643 = fmul double %642, %641
  %644 = fadd double %637, %643
  %645 = fmul double %631, 5.000000e-01
  %646 = fsub double 1.000000e+00, %645
  %647 = fsub double 1.000000e+00, %646
  %648 = fsub double %647, %645
  %649 = fmul double %631, %644
  %650 = fmul double %628, %630
  %651 = fsub double %649, %650
  %652 = fadd double %648, %651
  %653 = fadd double %646, %652
  %654 = fmul double %631, 0x3EC71DE357B1FE7D
  %655 = fadd double %654, 0xBF2A01A019C161D5
  %656 = fmul double %631, %655
  %657 = fadd double %656, 0x3F8111111110F8A6
  %658 = fmul double %631, 0x3DE5D93A5ACFD57C
  %659 = fadd double %658, 0xBE5AE5E68A2B9CEB
  %660 = fmul double %631, %632
  %661 = fmul double %660, %659
  %662 = fadd double %661, %657
  %663 = fmul double %628, %631
  %664 = fmul double %630, 5.000000e-01
  %665 = fmul double %663, %662
  %666 = fsub double %664, %665
  %667 = fmul double %631, %666
  %668 = fsub double %667, %630
  %669 = fmul double %663, 0x3FC5555555555549
  %670 = fadd double %668, %669
  %671 = fsub double %628, %670
  %672 = fneg double %653
  %673 = fneg double %671
  %674 = and i64 %591, 1
  %675 = and i64 %591, 2
  %.not8.us.us.us = icmp eq i64 %674, 0
  %.not9.us.us.us = icmp eq i64 %675, 0
  %676 = select i1 %.not9.us.us.us, double %653, double %672
  %677 = select i1 %.not9.us.us.us, double %673, double %671
  %678 = select i1 %.not8.us.us.us, double %676, double %677
  %679 = fcmp olt double %588, 0x413921FB00000000
  %680 = select i1 %679, double %678, double 0x7FF8000000000000
  %681 = fmul double %680, %587
  %682 = fptrunc double %681 to float
  %683 = fmul float %noise_scale, %682
  %684 = fadd float %683, %451
  store float %684, ptr %440, align 4
  %685 = add nuw i64 %feature13.us.us.us, 1
  %exitcond72.not = icmp eq i64 %685, %n_features
  br i1 %exitcond72.not, label %feature.header.stored.loopexit10_crit_edge.us.us.us, label %feature.body.us.us.us, !llvm.loop !20

fold.body.us21.us.us:                             ; preds = %fold.body.us21.us.us.preheader, %fold.body.us21.us.us
  %fold12.us22.us.us = phi i64 [ %725, %fold.body.us21.us.us ], [ 0, %fold.body.us21.us.us.preheader ]
  %acc.011.us23.us.us = phi float [ %724, %fold.body.us21.us.us ], [ 0.000000e+00, %fold.body.us21.us.us.preheader ]
  %niter = phi i64 [ %niter.next.7, %fold.body.us21.us.us ], [ 0, %fold.body.us21.us.us.preheader ]
  %686 = getelementptr inbounds float, ptr %172, i64 %fold12.us22.us.us
  %687 = load float, ptr %686, align 4
  %688 = fmul float %687, %687
  %689 = fadd float %acc.011.us23.us.us, %688
  %690 = getelementptr float, ptr %172, i64 %fold12.us22.us.us
  %691 = getelementptr i8, ptr %690, i64 4
  %692 = load float, ptr %691, align 4
  %693 = fmul float %692, %692
  %694 = fadd float %689, %693
  %695 = getelementptr float, ptr %172, i64 %fold12.us22.us.us
  %696 = getelementptr i8, ptr %695, i64 8
  %697 = load float, ptr %696, align 4
  %698 = fmul float %697, %697
  %699 = fadd float %694, %698
  %700 = getelementptr float, ptr %172, i64 %fold12.us22.us.us
  %701 = getelementptr i8, ptr %700, i64 12
  %702 = load float, ptr %701, align 4
  %703 = fmul float %702, %702
  %704 = fadd float %699, %703
  %705 = getelementptr float, ptr %172, i64 %fold12.us22.us.us
  %706 = getelementptr i8, ptr %705, i64 16
  %707 = load float, ptr %706, align 4
  %708 = fmul float %707, %707
  %709 = fadd float %704, %708
  %710 = getelementptr float, ptr %172, i64 %fold12.us22.us.us
  %711 = getelementptr i8, ptr %710, i64 20
  %712 = load float, ptr %711, align 4
  %713 = fmul float %712, %712
  %714 = fadd float %709, %713
  %715 = getelementptr float, ptr %172, i64 %fold12.us22.us.us
  %716 = getelementptr i8, ptr %715, i64 24
  %717 = load float, ptr %716, align 4
  %718 = fmul float %717, %717
  %719 = fadd float %714, %718
  %720 = getelementptr float, ptr %172, i64 %fold12.us22.us.us
  %721 = getelementptr i8, ptr %720, i64 28
  %722 = load float, ptr %721, align 4
  %723 = fmul float %722, %722
  %724 = fadd float %719, %723
  %725 = add nuw i64 %fold12.us22.us.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold.exit.us19.us.us.unr-lcssa, label %fold.body.us21.us.us

feature.header.stored.loopexit10_crit_edge.us.us.us: ; preds = %feature.body.us.us.us, %middle.block
  %726 = add nuw i64 %step15.us17.us.us, 1
  %exitcond73.not = icmp eq i64 %726, %steps
  br i1 %exitcond73.not, label %step.header.step.exit_crit_edge.split.split.us.us.us, label %fold.body.us21.us.us.preheader

step.header.step.exit_crit_edge.split.split.us.us.us: ; preds = %feature.header.stored.loopexit10_crit_edge.us.us.us
  %727 = add nuw i64 %row35.us.us45, 1
  %exitcond74.not = icmp eq i64 %727, %n_rows
  br i1 %exitcond74.not, label %row.exit, label %row.body.us.us44

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.split.split.us.us.us, %step.header.step.exit_crit_edge.split.us.us.us.split.us.us.split.us.us, %row.body.lr.ph.split.us.split, %row.body.lr.ph.split.us.split.us, %row.body.lr.ph, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
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
