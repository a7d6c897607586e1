; ModuleID = 'rownorm'
source_filename = "rownorm.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_rownorm_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %out_0 = load ptr, ptr %args, align 8
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
  %5 = icmp uge i64 %row_begin, %row_end
  %.not = icmp eq i64 %n_features, 0
  %or.cond = select i1 %5, i1 true, i1 %.not
  br i1 %or.cond, label %row.exit, label %row.body.us.us.preheader

row.body.us.us.preheader:                         ; preds = %entry
  %scratch67 = ptrtoint ptr %scratch to i64
  %input_053 = ptrtoint ptr %input_0 to i64
  %out_052 = ptrtoint ptr %out_0 to i64
  %6 = sub i64 %out_052, %input_053
  %7 = mul i64 %row_begin, %n_features
  %8 = shl i64 %7, 2
  %9 = add i64 %8, %input_053
  %10 = sub i64 %scratch67, %9
  %11 = mul i64 %n_features, -4
  %12 = add i64 %n_features, -1
  %min.iters.check69 = icmp ult i64 %n_features, 4
  %min.iters.check72 = icmp ult i64 %n_features, 32
  %n.mod.vf75 = and i64 %n_features, 28
  %n.vec76 = and i64 %n_features, -32
  %cmp.n85 = icmp eq i64 %n_features, %n.vec76
  %min.epilog.iters.check89 = icmp eq i64 %n.mod.vf75, 0
  %n.vec92 = and i64 %n_features, -4
  %cmp.n98 = icmp eq i64 %n_features, %n.vec92
  %xtraiter101 = and i64 %n_features, 7
  %13 = icmp ult i64 %12, 7
  %unroll_iter = and i64 %n_features, -8
  %lcmp.mod102.not = icmp eq i64 %xtraiter101, 0
  %lcmp.mod104 = icmp ne i64 %xtraiter101, 0
  %min.iters.check = icmp ult i64 %n_features, 4
  %diff.check = icmp ult i64 %6, 128
  %or.cond100 = select i1 %min.iters.check, i1 true, i1 %diff.check
  %min.iters.check54 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec59 = and i64 %n_features, -4
  %cmp.n65 = icmp eq i64 %n_features, %n.vec59
  br label %iter.check71

iter.check71:                                     ; preds = %row.body.us.us.preheader, %feature.header1.feature.exit3_crit_edge.us.us
  %indvar = phi i64 [ 0, %row.body.us.us.preheader ], [ %indvar.next, %feature.header1.feature.exit3_crit_edge.us.us ]
  %row10.us.us = phi i64 [ %row_begin, %row.body.us.us.preheader ], [ %185, %feature.header1.feature.exit3_crit_edge.us.us ]
  %row_offset.us.us = mul i64 %row10.us.us, %n_features
  %14 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us
  br i1 %min.iters.check69, label %feature.body.us.us.preheader, label %vector.memcheck66

vector.memcheck66:                                ; preds = %iter.check71
  %15 = mul i64 %11, %indvar
  %16 = add i64 %10, %15
  %diff.check68 = icmp ult i64 %16, 128
  br i1 %diff.check68, label %feature.body.us.us.preheader, label %vector.main.loop.iter.check73

vector.main.loop.iter.check73:                    ; preds = %vector.memcheck66
  br i1 %min.iters.check72, label %vec.epilog.ph90, label %vector.body77

vector.body77:                                    ; preds = %vector.main.loop.iter.check73, %vector.body77
  %index78 = phi i64 [ %index.next83, %vector.body77 ], [ 0, %vector.main.loop.iter.check73 ]
  %17 = getelementptr inbounds float, ptr %14, i64 %index78
  %18 = getelementptr inbounds nuw i8, ptr %17, i64 32
  %19 = getelementptr inbounds nuw i8, ptr %17, i64 64
  %20 = getelementptr inbounds nuw i8, ptr %17, i64 96
  %wide.load79 = load <8 x float>, ptr %17, align 4
  %wide.load80 = load <8 x float>, ptr %18, align 4
  %wide.load81 = load <8 x float>, ptr %19, align 4
  %wide.load82 = load <8 x float>, ptr %20, align 4
  %21 = fmul <8 x float> %wide.load79, %wide.load79
  %22 = fmul <8 x float> %wide.load80, %wide.load80
  %23 = fmul <8 x float> %wide.load81, %wide.load81
  %24 = fmul <8 x float> %wide.load82, %wide.load82
  %25 = getelementptr inbounds float, ptr %scratch, i64 %index78
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 32
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 64
  %28 = getelementptr inbounds nuw i8, ptr %25, i64 96
  store <8 x float> %21, ptr %25, align 4
  store <8 x float> %22, ptr %26, align 4
  store <8 x float> %23, ptr %27, align 4
  store <8 x float> %24, ptr %28, align 4
  %index.next83 = add nuw i64 %index78, 32
  %29 = icmp eq i64 %index.next83, %n.vec76
  br i1 %29, label %middle.block84, label %vector.body77, !llvm.loop !0

middle.block84:                                   ; preds = %vector.body77
  br i1 %cmp.n85, label %fold_sums.body.us.us.preheader, label %vec.epilog.iter.check88

vec.epilog.iter.check88:                          ; preds = %middle.block84
  br i1 %min.epilog.iters.check89, label %feature.body.us.us.preheader, label %vec.epilog.ph90, !prof !3

vec.epilog.ph90:                                  ; preds = %vector.main.loop.iter.check73, %vec.epilog.iter.check88
  %vec.epilog.resume.val86 = phi i64 [ %n.vec76, %vec.epilog.iter.check88 ], [ 0, %vector.main.loop.iter.check73 ]
  br label %vec.epilog.vector.body93

vec.epilog.vector.body93:                         ; preds = %vec.epilog.vector.body93, %vec.epilog.ph90
  %index94 = phi i64 [ %vec.epilog.resume.val86, %vec.epilog.ph90 ], [ %index.next96, %vec.epilog.vector.body93 ]
  %30 = getelementptr inbounds float, ptr %14, i64 %index94
  %wide.load95 = load <4 x float>, ptr %30, align 4
  %31 = fmul <4 x float> %wide.load95, %wide.load95
  %32 = getelementptr inbounds float, ptr %scratch, i64 %index94
  store <4 x float> %31, ptr %32, align 4
  %index.next96 = add nuw i64 %index94, 4
  %33 = icmp eq i64 %index.next96, %n.vec92
  br i1 %33, label %vec.epilog.middle.block97, label %vec.epilog.vector.body93, !llvm.loop !4

vec.epilog.middle.block97:                        ; preds = %vec.epilog.vector.body93
  br i1 %cmp.n98, label %fold_sums.body.us.us.preheader, label %feature.body.us.us.preheader

feature.body.us.us.preheader:                     ; preds = %vector.memcheck66, %iter.check71, %vec.epilog.iter.check88, %vec.epilog.middle.block97
  %feature6.us.us.ph = phi i64 [ 0, %iter.check71 ], [ 0, %vector.memcheck66 ], [ %n.vec76, %vec.epilog.iter.check88 ], [ %n.vec92, %vec.epilog.middle.block97 ]
  %34 = sub i64 %n_features, %feature6.us.us.ph
  %35 = sub i64 %12, %feature6.us.us.ph
  %xtraiter = and i64 %34, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body.us.us.prol.loopexit, label %feature.body.us.us.prol

feature.body.us.us.prol:                          ; preds = %feature.body.us.us.preheader, %feature.body.us.us.prol
  %feature6.us.us.prol = phi i64 [ %40, %feature.body.us.us.prol ], [ %feature6.us.us.ph, %feature.body.us.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body.us.us.prol ], [ 0, %feature.body.us.us.preheader ]
  %36 = getelementptr inbounds float, ptr %14, i64 %feature6.us.us.prol
  %37 = load float, ptr %36, align 4
  %38 = fmul float %37, %37
  %39 = getelementptr inbounds float, ptr %scratch, i64 %feature6.us.us.prol
  store float %38, ptr %39, align 4
  %40 = add nuw i64 %feature6.us.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %feature.body.us.us.prol.loopexit, label %feature.body.us.us.prol, !llvm.loop !5

feature.body.us.us.prol.loopexit:                 ; preds = %feature.body.us.us.prol, %feature.body.us.us.preheader
  %feature6.us.us.unr = phi i64 [ %feature6.us.us.ph, %feature.body.us.us.preheader ], [ %40, %feature.body.us.us.prol ]
  %41 = icmp ult i64 %35, 7
  br i1 %41, label %fold_sums.body.us.us.preheader, label %feature.body.us.us

feature.body2.us.us:                              ; preds = %feature.body2.us.us.prol.loopexit, %feature.body2.us.us
  %feature49.us.us = phi i64 [ %81, %feature.body2.us.us ], [ %feature49.us.us.unr, %feature.body2.us.us.prol.loopexit ]
  %42 = getelementptr inbounds float, ptr %14, i64 %feature49.us.us
  %43 = load float, ptr %42, align 4
  %44 = fdiv float %43, %158
  %45 = getelementptr inbounds float, ptr %184, i64 %feature49.us.us
  store float %44, ptr %45, align 4
  %46 = add nuw i64 %feature49.us.us, 1
  %47 = getelementptr inbounds float, ptr %14, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = fdiv float %48, %158
  %50 = getelementptr inbounds float, ptr %184, i64 %46
  store float %49, ptr %50, align 4
  %51 = add nuw i64 %feature49.us.us, 2
  %52 = getelementptr inbounds float, ptr %14, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = fdiv float %53, %158
  %55 = getelementptr inbounds float, ptr %184, i64 %51
  store float %54, ptr %55, align 4
  %56 = add nuw i64 %feature49.us.us, 3
  %57 = getelementptr inbounds float, ptr %14, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = fdiv float %58, %158
  %60 = getelementptr inbounds float, ptr %184, i64 %56
  store float %59, ptr %60, align 4
  %61 = add nuw i64 %feature49.us.us, 4
  %62 = getelementptr inbounds float, ptr %14, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = fdiv float %63, %158
  %65 = getelementptr inbounds float, ptr %184, i64 %61
  store float %64, ptr %65, align 4
  %66 = add nuw i64 %feature49.us.us, 5
  %67 = getelementptr inbounds float, ptr %14, i64 %66
  %68 = load float, ptr %67, align 4
  %69 = fdiv float %68, %158
  %70 = getelementptr inbounds float, ptr %184, i64 %66
  store float %69, ptr %70, align 4
  %71 = add nuw i64 %feature49.us.us, 6
  %72 = getelementptr inbounds float, ptr %14, i64 %71
  %73 = load float, ptr %72, align 4
  %74 = fdiv float %73, %158
  %75 = getelementptr inbounds float, ptr %184, i64 %71
  store float %74, ptr %75, align 4
  %76 = add nuw i64 %feature49.us.us, 7
  %77 = getelementptr inbounds float, ptr %14, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = fdiv float %78, %158
  %80 = getelementptr inbounds float, ptr %184, i64 %76
  store float %79, ptr %80, align 4
  %81 = add nuw i64 %feature49.us.us, 8
  %exitcond50.not.7 = icmp eq i64 %81, %n_features
  br i1 %exitcond50.not.7, label %feature.header1.feature.exit3_crit_edge.us.us, label %feature.body2.us.us, !llvm.loop !7

fold_sums.body.us.us:                             ; preds = %fold_sums.body.us.us.preheader, %fold_sums.body.us.us
  %fold_sums8.us.us = phi i64 [ %113, %fold_sums.body.us.us ], [ 0, %fold_sums.body.us.us.preheader ]
  %fold_value.07.us.us = phi float [ %112, %fold_sums.body.us.us ], [ 0.000000e+00, %fold_sums.body.us.us.preheader ]
  %niter = phi i64 [ %niter.next.7, %fold_sums.body.us.us ], [ 0, %fold_sums.body.us.us.preheader ]
  %82 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums8.us.us
  %83 = load float, ptr %82, align 4
  %84 = fadd float %fold_value.07.us.us, %83
  %85 = getelementptr float, ptr %scratch, i64 %fold_sums8.us.us
  %86 = getelementptr i8, ptr %85, i64 4
  %87 = load float, ptr %86, align 4
  %88 = fadd float %84, %87
  %89 = getelementptr float, ptr %scratch, i64 %fold_sums8.us.us
  %90 = getelementptr i8, ptr %89, i64 8
  %91 = load float, ptr %90, align 4
  %92 = fadd float %88, %91
  %93 = getelementptr float, ptr %scratch, i64 %fold_sums8.us.us
  %94 = getelementptr i8, ptr %93, i64 12
  %95 = load float, ptr %94, align 4
  %96 = fadd float %92, %95
  %97 = getelementptr float, ptr %scratch, i64 %fold_sums8.us.us
  %98 = getelementptr i8, ptr %97, i64 16
  %99 = load float, ptr %98, align 4
  %100 = fadd float %96, %99
  %101 = getelementptr float, ptr %scratch, i64 %fold_sums8.us.us
  %102 = getelementptr i8, ptr %101, i64 20
  %103 = load float, ptr %102, align 4
  %104 = fadd float %100, %103
  %105 = getelementptr float, ptr %scratch, i64 %fold_sums8.us.us
  %106 = getelementptr i8, ptr %105, i64 24
  %107 = load float, ptr %106, align 4
  %108 = fadd float %104, %107
  %109 = getelementptr float, ptr %scratch, i64 %fold_sums8.us.us
  %110 = getelementptr i8, ptr %109, i64 28
  %111 = load float, ptr %110, align 4
  %112 = fadd float %108, %111
  %113 = add nuw i64 %fold_sums8.us.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %iter.check.unr-lcssa, label %fold_sums.body.us.us

feature.body.us.us:                               ; preds = %feature.body.us.us.prol.loopexit, %feature.body.us.us
  %feature6.us.us = phi i64 [ %153, %feature.body.us.us ], [ %feature6.us.us.unr, %feature.body.us.us.prol.loopexit ]
  %114 = getelementptr inbounds float, ptr %14, i64 %feature6.us.us
  %115 = load float, ptr %114, align 4
  %116 = fmul float %115, %115
  %117 = getelementptr inbounds float, ptr %scratch, i64 %feature6.us.us
  store float %116, ptr %117, align 4
  %118 = add nuw i64 %feature6.us.us, 1
  %119 = getelementptr inbounds float, ptr %14, i64 %118
  %120 = load float, ptr %119, align 4
  %121 = fmul float %120, %120
  %122 = getelementptr inbounds float, ptr %scratch, i64 %118
  store float %121, ptr %122, align 4
  %123 = add nuw i64 %feature6.us.us, 2
  %124 = getelementptr inbounds float, ptr %14, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = fmul float %125, %125
  %127 = getelementptr inbounds float, ptr %scratch, i64 %123
  store float %126, ptr %127, align 4
  %128 = add nuw i64 %feature6.us.us, 3
  %129 = getelementptr inbounds float, ptr %14, i64 %128
  %130 = load float, ptr %129, align 4
  %131 = fmul float %130, %130
  %132 = getelementptr inbounds float, ptr %scratch, i64 %128
  store float %131, ptr %132, align 4
  %133 = add nuw i64 %feature6.us.us, 4
  %134 = getelementptr inbounds float, ptr %14, i64 %133
  %135 = load float, ptr %134, align 4
  %136 = fmul float %135, %135
  %137 = getelementptr inbounds float, ptr %scratch, i64 %133
  store float %136, ptr %137, align 4
  %138 = add nuw i64 %feature6.us.us, 5
  %139 = getelementptr inbounds float, ptr %14, i64 %138
  %140 = load float, ptr %139, align 4
  %141 = fmul float %140, %140
  %142 = getelementptr inbounds float, ptr %scratch, i64 %138
  store float %141, ptr %142, align 4
  %143 = add nuw i64 %feature6.us.us, 6
  %144 = getelementptr inbounds float, ptr %14, i64 %143
  %145 = load float, ptr %144, align 4
  %146 = fmul float %145, %145
  %147 = getelementptr inbounds float, ptr %scratch, i64 %143
  store float %146, ptr %147, align 4
  %148 = add nuw i64 %feature6.us.us, 7
  %149 = getelementptr inbounds float, ptr %14, i64 %148
  %150 = load float, ptr %149, align 4
  %151 = fmul float %150, %150
  %152 = getelementptr inbounds float, ptr %scratch, i64 %148
  store float %151, ptr %152, align 4
  %153 = add nuw i64 %feature6.us.us, 8
  %exitcond.not.7 = icmp eq i64 %153, %n_features
  br i1 %exitcond.not.7, label %fold_sums.body.us.us.preheader, label %feature.body.us.us, !llvm.loop !8

iter.check.unr-lcssa:                             ; preds = %fold_sums.body.us.us
  br i1 %lcmp.mod102.not, label %iter.check, label %fold_sums.body.us.us.epil.preheader

fold_sums.body.us.us.epil.preheader:              ; preds = %iter.check.unr-lcssa, %fold_sums.body.us.us.preheader
  %fold_sums8.us.us.epil.init = phi i64 [ 0, %fold_sums.body.us.us.preheader ], [ %113, %iter.check.unr-lcssa ]
  %fold_value.07.us.us.epil.init = phi float [ 0.000000e+00, %fold_sums.body.us.us.preheader ], [ %112, %iter.check.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod104)
  br label %fold_sums.body.us.us.epil

fold_sums.body.us.us.epil:                        ; preds = %fold_sums.body.us.us.epil, %fold_sums.body.us.us.epil.preheader
  %fold_sums8.us.us.epil = phi i64 [ %157, %fold_sums.body.us.us.epil ], [ %fold_sums8.us.us.epil.init, %fold_sums.body.us.us.epil.preheader ]
  %fold_value.07.us.us.epil = phi float [ %156, %fold_sums.body.us.us.epil ], [ %fold_value.07.us.us.epil.init, %fold_sums.body.us.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.us.us.epil ], [ 0, %fold_sums.body.us.us.epil.preheader ]
  %154 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums8.us.us.epil
  %155 = load float, ptr %154, align 4
  %156 = fadd float %fold_value.07.us.us.epil, %155
  %157 = add nuw i64 %fold_sums8.us.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter101
  br i1 %epil.iter.cmp.not, label %iter.check, label %fold_sums.body.us.us.epil, !llvm.loop !9

iter.check:                                       ; preds = %fold_sums.body.us.us.epil, %iter.check.unr-lcssa
  %.lcssa = phi float [ %112, %iter.check.unr-lcssa ], [ %156, %fold_sums.body.us.us.epil ]
  %158 = tail call float @llvm.sqrt.f32(float %.lcssa)
  br i1 %or.cond100, label %feature.body2.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check54, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x float> poison, float %158, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %159 = getelementptr inbounds float, ptr %14, i64 %index
  %160 = getelementptr inbounds nuw i8, ptr %159, i64 32
  %161 = getelementptr inbounds nuw i8, ptr %159, i64 64
  %162 = getelementptr inbounds nuw i8, ptr %159, i64 96
  %wide.load = load <8 x float>, ptr %159, align 4
  %wide.load55 = load <8 x float>, ptr %160, align 4
  %wide.load56 = load <8 x float>, ptr %161, align 4
  %wide.load57 = load <8 x float>, ptr %162, align 4
  %163 = fdiv <8 x float> %wide.load, %broadcast.splat
  %164 = fdiv <8 x float> %wide.load55, %broadcast.splat
  %165 = fdiv <8 x float> %wide.load56, %broadcast.splat
  %166 = fdiv <8 x float> %wide.load57, %broadcast.splat
  %167 = getelementptr inbounds float, ptr %184, i64 %index
  %168 = getelementptr inbounds nuw i8, ptr %167, i64 32
  %169 = getelementptr inbounds nuw i8, ptr %167, i64 64
  %170 = getelementptr inbounds nuw i8, ptr %167, i64 96
  store <8 x float> %163, ptr %167, align 4
  store <8 x float> %164, ptr %168, align 4
  store <8 x float> %165, ptr %169, align 4
  store <8 x float> %166, ptr %170, align 4
  %index.next = add nuw i64 %index, 32
  %171 = icmp eq i64 %index.next, %n.vec
  br i1 %171, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.header1.feature.exit3_crit_edge.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body2.us.us.preheader, label %vec.epilog.ph, !prof !3

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert60 = insertelement <4 x float> poison, float %158, i64 0
  %broadcast.splat61 = shufflevector <4 x float> %broadcast.splatinsert60, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index62 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next64, %vec.epilog.vector.body ]
  %172 = getelementptr inbounds float, ptr %14, i64 %index62
  %wide.load63 = load <4 x float>, ptr %172, align 4
  %173 = fdiv <4 x float> %wide.load63, %broadcast.splat61
  %174 = getelementptr inbounds float, ptr %184, i64 %index62
  store <4 x float> %173, ptr %174, align 4
  %index.next64 = add nuw i64 %index62, 4
  %175 = icmp eq i64 %index.next64, %n.vec59
  br i1 %175, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !11

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n65, label %feature.header1.feature.exit3_crit_edge.us.us, label %feature.body2.us.us.preheader

feature.body2.us.us.preheader:                    ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature49.us.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec59, %vec.epilog.middle.block ]
  %176 = sub i64 %n_features, %feature49.us.us.ph
  %xtraiter105 = and i64 %176, 7
  %lcmp.mod106.not = icmp eq i64 %xtraiter105, 0
  br i1 %lcmp.mod106.not, label %feature.body2.us.us.prol.loopexit, label %feature.body2.us.us.prol

feature.body2.us.us.prol:                         ; preds = %feature.body2.us.us.preheader, %feature.body2.us.us.prol
  %feature49.us.us.prol = phi i64 [ %181, %feature.body2.us.us.prol ], [ %feature49.us.us.ph, %feature.body2.us.us.preheader ]
  %prol.iter107 = phi i64 [ %prol.iter107.next, %feature.body2.us.us.prol ], [ 0, %feature.body2.us.us.preheader ]
  %177 = getelementptr inbounds float, ptr %14, i64 %feature49.us.us.prol
  %178 = load float, ptr %177, align 4
  %179 = fdiv float %178, %158
  %180 = getelementptr inbounds float, ptr %184, i64 %feature49.us.us.prol
  store float %179, ptr %180, align 4
  %181 = add nuw i64 %feature49.us.us.prol, 1
  %prol.iter107.next = add i64 %prol.iter107, 1
  %prol.iter107.cmp.not = icmp eq i64 %prol.iter107.next, %xtraiter105
  br i1 %prol.iter107.cmp.not, label %feature.body2.us.us.prol.loopexit, label %feature.body2.us.us.prol, !llvm.loop !12

feature.body2.us.us.prol.loopexit:                ; preds = %feature.body2.us.us.prol, %feature.body2.us.us.preheader
  %feature49.us.us.unr = phi i64 [ %feature49.us.us.ph, %feature.body2.us.us.preheader ], [ %181, %feature.body2.us.us.prol ]
  %182 = sub i64 %feature49.us.us.ph, %n_features
  %183 = icmp ugt i64 %182, -8
  br i1 %183, label %feature.header1.feature.exit3_crit_edge.us.us, label %feature.body2.us.us

fold_sums.body.us.us.preheader:                   ; preds = %feature.body.us.us.prol.loopexit, %feature.body.us.us, %vec.epilog.middle.block97, %middle.block84
  %184 = getelementptr inbounds float, ptr %out_0, i64 %row_offset.us.us
  br i1 %13, label %fold_sums.body.us.us.epil.preheader, label %fold_sums.body.us.us

feature.header1.feature.exit3_crit_edge.us.us:    ; preds = %feature.body2.us.us.prol.loopexit, %feature.body2.us.us, %vec.epilog.middle.block, %middle.block
  %185 = add nuw i64 %row10.us.us, 1
  %exitcond51.not = icmp eq i64 %185, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond51.not, label %row.exit, label %iter.check71

row.exit:                                         ; preds = %feature.header1.feature.exit3_crit_edge.us.us, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = !{!"branch_weights", i32 4, i32 28}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !6}
