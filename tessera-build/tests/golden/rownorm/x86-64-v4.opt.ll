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
  %row_begin = load i64, ptr %1, align 8
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %row_end = load i64, ptr %2, align 8
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %n_features = load i64, ptr %3, align 8
  %4 = icmp uge i64 %row_begin, %row_end
  %.not = icmp eq i64 %n_features, 0
  %or.cond = select i1 %4, i1 true, i1 %.not
  br i1 %or.cond, label %row.exit, label %row.body.us.us.preheader

row.body.us.us.preheader:                         ; preds = %entry
  %input_023 = ptrtoint ptr %input_0 to i64
  %out_022 = ptrtoint ptr %out_0 to i64
  %5 = sub i64 %out_022, %input_023
  %6 = add i64 %n_features, -1
  %xtraiter = and i64 %n_features, 7
  %7 = icmp ult i64 %6, 7
  %unroll_iter = and i64 %n_features, -8
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %lcmp.mod38 = icmp ne i64 %xtraiter, 0
  %min.iters.check = icmp ult i64 %n_features, 4
  %diff.check = icmp ult i64 %5, 128
  %or.cond36 = select i1 %min.iters.check, i1 true, i1 %diff.check
  %min.iters.check24 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec29 = and i64 %n_features, -4
  %cmp.n35 = icmp eq i64 %n_features, %n.vec29
  br label %row.body.us.us

row.body.us.us:                                   ; preds = %row.body.us.us.preheader, %feature.header1.feature.exit3_crit_edge.us.us
  %row9.us.us = phi i64 [ %121, %feature.header1.feature.exit3_crit_edge.us.us ], [ %row_begin, %row.body.us.us.preheader ]
  %row_offset.us.us = mul i64 %row9.us.us, %n_features
  %8 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us
  br i1 %7, label %feature.body.us.us.epil.preheader, label %feature.body.us.us

feature.body2.us.us:                              ; preds = %feature.body2.us.us.prol.loopexit, %feature.body2.us.us
  %feature48.us.us = phi i64 [ %48, %feature.body2.us.us ], [ %feature48.us.us.unr, %feature.body2.us.us.prol.loopexit ]
  %9 = getelementptr inbounds float, ptr %8, i64 %feature48.us.us
  %10 = load float, ptr %9, align 4
  %11 = fdiv float %10, %95
  %12 = getelementptr inbounds float, ptr %94, i64 %feature48.us.us
  store float %11, ptr %12, align 4
  %13 = add nuw i64 %feature48.us.us, 1
  %14 = getelementptr inbounds float, ptr %8, i64 %13
  %15 = load float, ptr %14, align 4
  %16 = fdiv float %15, %95
  %17 = getelementptr inbounds float, ptr %94, i64 %13
  store float %16, ptr %17, align 4
  %18 = add nuw i64 %feature48.us.us, 2
  %19 = getelementptr inbounds float, ptr %8, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fdiv float %20, %95
  %22 = getelementptr inbounds float, ptr %94, i64 %18
  store float %21, ptr %22, align 4
  %23 = add nuw i64 %feature48.us.us, 3
  %24 = getelementptr inbounds float, ptr %8, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = fdiv float %25, %95
  %27 = getelementptr inbounds float, ptr %94, i64 %23
  store float %26, ptr %27, align 4
  %28 = add nuw i64 %feature48.us.us, 4
  %29 = getelementptr inbounds float, ptr %8, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fdiv float %30, %95
  %32 = getelementptr inbounds float, ptr %94, i64 %28
  store float %31, ptr %32, align 4
  %33 = add nuw i64 %feature48.us.us, 5
  %34 = getelementptr inbounds float, ptr %8, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = fdiv float %35, %95
  %37 = getelementptr inbounds float, ptr %94, i64 %33
  store float %36, ptr %37, align 4
  %38 = add nuw i64 %feature48.us.us, 6
  %39 = getelementptr inbounds float, ptr %8, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = fdiv float %40, %95
  %42 = getelementptr inbounds float, ptr %94, i64 %38
  store float %41, ptr %42, align 4
  %43 = add nuw i64 %feature48.us.us, 7
  %44 = getelementptr inbounds float, ptr %8, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = fdiv float %45, %95
  %47 = getelementptr inbounds float, ptr %94, i64 %43
  store float %46, ptr %47, align 4
  %48 = add nuw i64 %feature48.us.us, 8
  %exitcond20.not.7 = icmp eq i64 %48, %n_features
  br i1 %exitcond20.not.7, label %feature.header1.feature.exit3_crit_edge.us.us, label %feature.body2.us.us, !llvm.loop !0

feature.body.us.us:                               ; preds = %row.body.us.us, %feature.body.us.us
  %feature7.us.us = phi i64 [ %88, %feature.body.us.us ], [ 0, %row.body.us.us ]
  %fold_value.06.us.us = phi float [ %87, %feature.body.us.us ], [ 0.000000e+00, %row.body.us.us ]
  %niter = phi i64 [ %niter.next.7, %feature.body.us.us ], [ 0, %row.body.us.us ]
  %49 = getelementptr inbounds float, ptr %8, i64 %feature7.us.us
  %50 = load float, ptr %49, align 4
  %51 = fmul float %50, %50
  %52 = fadd float %fold_value.06.us.us, %51
  %53 = getelementptr float, ptr %8, i64 %feature7.us.us
  %54 = getelementptr i8, ptr %53, i64 4
  %55 = load float, ptr %54, align 4
  %56 = fmul float %55, %55
  %57 = fadd float %52, %56
  %58 = getelementptr float, ptr %8, i64 %feature7.us.us
  %59 = getelementptr i8, ptr %58, i64 8
  %60 = load float, ptr %59, align 4
  %61 = fmul float %60, %60
  %62 = fadd float %57, %61
  %63 = getelementptr float, ptr %8, i64 %feature7.us.us
  %64 = getelementptr i8, ptr %63, i64 12
  %65 = load float, ptr %64, align 4
  %66 = fmul float %65, %65
  %67 = fadd float %62, %66
  %68 = getelementptr float, ptr %8, i64 %feature7.us.us
  %69 = getelementptr i8, ptr %68, i64 16
  %70 = load float, ptr %69, align 4
  %71 = fmul float %70, %70
  %72 = fadd float %67, %71
  %73 = getelementptr float, ptr %8, i64 %feature7.us.us
  %74 = getelementptr i8, ptr %73, i64 20
  %75 = load float, ptr %74, align 4
  %76 = fmul float %75, %75
  %77 = fadd float %72, %76
  %78 = getelementptr float, ptr %8, i64 %feature7.us.us
  %79 = getelementptr i8, ptr %78, i64 24
  %80 = load float, ptr %79, align 4
  %81 = fmul float %80, %80
  %82 = fadd float %77, %81
  %83 = getelementptr float, ptr %8, i64 %feature7.us.us
  %84 = getelementptr i8, ptr %83, i64 28
  %85 = load float, ptr %84, align 4
  %86 = fmul float %85, %85
  %87 = fadd float %82, %86
  %88 = add nuw i64 %feature7.us.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %iter.check.unr-lcssa, label %feature.body.us.us

iter.check.unr-lcssa:                             ; preds = %feature.body.us.us
  br i1 %lcmp.mod.not, label %iter.check, label %feature.body.us.us.epil.preheader

feature.body.us.us.epil.preheader:                ; preds = %iter.check.unr-lcssa, %row.body.us.us
  %feature7.us.us.epil.init = phi i64 [ 0, %row.body.us.us ], [ %88, %iter.check.unr-lcssa ]
  %fold_value.06.us.us.epil.init = phi float [ 0.000000e+00, %row.body.us.us ], [ %87, %iter.check.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod38)
  br label %feature.body.us.us.epil

feature.body.us.us.epil:                          ; preds = %feature.body.us.us.epil, %feature.body.us.us.epil.preheader
  %feature7.us.us.epil = phi i64 [ %feature7.us.us.epil.init, %feature.body.us.us.epil.preheader ], [ %93, %feature.body.us.us.epil ]
  %fold_value.06.us.us.epil = phi float [ %fold_value.06.us.us.epil.init, %feature.body.us.us.epil.preheader ], [ %92, %feature.body.us.us.epil ]
  %epil.iter = phi i64 [ 0, %feature.body.us.us.epil.preheader ], [ %epil.iter.next, %feature.body.us.us.epil ]
  %89 = getelementptr inbounds float, ptr %8, i64 %feature7.us.us.epil
  %90 = load float, ptr %89, align 4
  %91 = fmul float %90, %90
  %92 = fadd float %fold_value.06.us.us.epil, %91
  %93 = add nuw i64 %feature7.us.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %iter.check, label %feature.body.us.us.epil, !llvm.loop !2

iter.check:                                       ; preds = %feature.body.us.us.epil, %iter.check.unr-lcssa
  %.lcssa = phi float [ %87, %iter.check.unr-lcssa ], [ %92, %feature.body.us.us.epil ]
  %94 = getelementptr inbounds float, ptr %out_0, i64 %row_offset.us.us
  %95 = tail call float @llvm.sqrt.f32(float %.lcssa)
  br i1 %or.cond36, label %feature.body2.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check24, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x float> poison, float %95, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %96 = getelementptr inbounds float, ptr %8, i64 %index
  %97 = getelementptr inbounds nuw i8, ptr %96, i64 32
  %98 = getelementptr inbounds nuw i8, ptr %96, i64 64
  %99 = getelementptr inbounds nuw i8, ptr %96, i64 96
  %wide.load = load <8 x float>, ptr %96, align 4
  %wide.load25 = load <8 x float>, ptr %97, align 4
  %wide.load26 = load <8 x float>, ptr %98, align 4
  %wide.load27 = load <8 x float>, ptr %99, align 4
  %100 = fdiv <8 x float> %wide.load, %broadcast.splat
  %101 = fdiv <8 x float> %wide.load25, %broadcast.splat
  %102 = fdiv <8 x float> %wide.load26, %broadcast.splat
  %103 = fdiv <8 x float> %wide.load27, %broadcast.splat
  %104 = getelementptr inbounds float, ptr %94, i64 %index
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 32
  %106 = getelementptr inbounds nuw i8, ptr %104, i64 64
  %107 = getelementptr inbounds nuw i8, ptr %104, i64 96
  store <8 x float> %100, ptr %104, align 4
  store <8 x float> %101, ptr %105, align 4
  store <8 x float> %102, ptr %106, align 4
  store <8 x float> %103, ptr %107, align 4
  %index.next = add nuw i64 %index, 32
  %108 = icmp eq i64 %index.next, %n.vec
  br i1 %108, label %middle.block, label %vector.body, !llvm.loop !4

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.header1.feature.exit3_crit_edge.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body2.us.us.preheader, label %vec.epilog.ph, !prof !6

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert30 = insertelement <4 x float> poison, float %95, i64 0
  %broadcast.splat31 = shufflevector <4 x float> %broadcast.splatinsert30, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index32 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next34, %vec.epilog.vector.body ]
  %109 = getelementptr inbounds float, ptr %8, i64 %index32
  %wide.load33 = load <4 x float>, ptr %109, align 4
  %110 = fdiv <4 x float> %wide.load33, %broadcast.splat31
  %111 = getelementptr inbounds float, ptr %94, i64 %index32
  store <4 x float> %110, ptr %111, align 4
  %index.next34 = add nuw i64 %index32, 4
  %112 = icmp eq i64 %index.next34, %n.vec29
  br i1 %112, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !7

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n35, label %feature.header1.feature.exit3_crit_edge.us.us, label %feature.body2.us.us.preheader

feature.body2.us.us.preheader:                    ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature48.us.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec29, %vec.epilog.middle.block ]
  %113 = sub i64 %n_features, %feature48.us.us.ph
  %xtraiter39 = and i64 %113, 7
  %lcmp.mod40.not = icmp eq i64 %xtraiter39, 0
  br i1 %lcmp.mod40.not, label %feature.body2.us.us.prol.loopexit, label %feature.body2.us.us.prol

feature.body2.us.us.prol:                         ; preds = %feature.body2.us.us.preheader, %feature.body2.us.us.prol
  %feature48.us.us.prol = phi i64 [ %118, %feature.body2.us.us.prol ], [ %feature48.us.us.ph, %feature.body2.us.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body2.us.us.prol ], [ 0, %feature.body2.us.us.preheader ]
  %114 = getelementptr inbounds float, ptr %8, i64 %feature48.us.us.prol
  %115 = load float, ptr %114, align 4
  %116 = fdiv float %115, %95
  %117 = getelementptr inbounds float, ptr %94, i64 %feature48.us.us.prol
  store float %116, ptr %117, align 4
  %118 = add nuw i64 %feature48.us.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter39
  br i1 %prol.iter.cmp.not, label %feature.body2.us.us.prol.loopexit, label %feature.body2.us.us.prol, !llvm.loop !8

feature.body2.us.us.prol.loopexit:                ; preds = %feature.body2.us.us.prol, %feature.body2.us.us.preheader
  %feature48.us.us.unr = phi i64 [ %feature48.us.us.ph, %feature.body2.us.us.preheader ], [ %118, %feature.body2.us.us.prol ]
  %119 = sub i64 %feature48.us.us.ph, %n_features
  %120 = icmp ugt i64 %119, -8
  br i1 %120, label %feature.header1.feature.exit3_crit_edge.us.us, label %feature.body2.us.us

feature.header1.feature.exit3_crit_edge.us.us:    ; preds = %feature.body2.us.us.prol.loopexit, %feature.body2.us.us, %vec.epilog.middle.block, %middle.block
  %121 = add nuw i64 %row9.us.us, 1
  %exitcond21.not = icmp eq i64 %121, %row_end
  br i1 %exitcond21.not, label %row.exit, label %row.body.us.us

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

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.disable"}
!4 = distinct !{!4, !1, !5}
!5 = !{!"llvm.loop.unroll.runtime.disable"}
!6 = !{!"branch_weights", i32 4, i32 28}
!7 = distinct !{!7, !1, !5}
!8 = distinct !{!8, !3}
