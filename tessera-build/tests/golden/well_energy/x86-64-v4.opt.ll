; ModuleID = 'well_energy'
source_filename = "well_energy.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_well_energy_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %state41 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %out_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %out_1 = load ptr, ptr %1, align 8
  %out_140 = ptrtoint ptr %out_1 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %input_0 = load ptr, ptr %2, align 8
  %input_042 = ptrtoint ptr %input_0 to i64
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %row_begin = load i64, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %row_end = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %n_features = load i64, ptr %5, align 8
  %6 = icmp ult i64 %row_begin, %row_end
  br i1 %6, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %entry
  %.not = icmp eq i64 %n_features, 0
  br i1 %.not, label %row.body.preheader, label %row.body.us.us.preheader

row.body.us.us.preheader:                         ; preds = %row.body.lr.ph
  %7 = sub i64 %out_140, %state41
  %8 = sub i64 %out_140, %input_042
  %xtraiter = and i64 %n_features, 1
  %9 = icmp eq i64 %n_features, 1
  %unroll_iter = and i64 %n_features, -2
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %lcmp.mod62 = icmp ne i64 %xtraiter, 0
  %min.iters.check = icmp ult i64 %n_features, 4
  %diff.check = icmp ult i64 %7, 128
  %diff.check43 = icmp ult i64 %8, 128
  %conflict.rdx = or i1 %diff.check, %diff.check43
  %min.iters.check44 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec53 = and i64 %n_features, -4
  %cmp.n58 = icmp eq i64 %n_features, %n.vec53
  %xtraiter63 = and i64 %n_features, 1
  %lcmp.mod64.not = icmp eq i64 %xtraiter63, 0
  br label %row.body.us.us

row.body.preheader:                               ; preds = %row.body.lr.ph
  %10 = shl i64 %row_begin, 2
  %scevgep = getelementptr i8, ptr %out_0, i64 %10
  %11 = sub i64 %row_end, %row_begin
  %12 = shl i64 %11, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %scevgep, i8 0, i64 %12, i1 false)
  br label %row.exit

row.body.us.us:                                   ; preds = %row.body.us.us.preheader, %feature.header6.feature.exit8_crit_edge.us.us
  %row19.us.us = phi i64 [ %187, %feature.header6.feature.exit8_crit_edge.us.us ], [ %row_begin, %row.body.us.us.preheader ]
  %row_offset.us.us = mul i64 %row19.us.us, %n_features
  %13 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us
  %14 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us
  br i1 %9, label %feature.body.us.us.epil.preheader, label %feature.body.us.us

feature.body7.us.us:                              ; preds = %feature.body7.us.us.prol.loopexit, %feature.body7.us.us
  %feature918.us.us = phi i64 [ %48, %feature.body7.us.us ], [ %feature918.us.us.unr, %feature.body7.us.us.prol.loopexit ]
  %15 = getelementptr inbounds float, ptr %13, i64 %feature918.us.us
  %16 = load float, ptr %15, align 4
  %17 = getelementptr inbounds float, ptr %14, i64 %feature918.us.us
  %18 = load float, ptr %17, align 4
  %19 = fsub float %16, %18
  %20 = fmul float %19, 2.000000e+00
  %21 = fmul float %20, 5.000000e-01
  %22 = fmul float %16, 2.000000e+00
  %23 = fmul float %22, 5.000000e-01
  %24 = fsub float %21, %23
  %25 = fmul float %16, %16
  %26 = fmul float %16, %25
  %27 = fmul float %26, 4.000000e+00
  %28 = fmul float %27, 2.500000e-01
  %29 = fadd float %28, %24
  %30 = getelementptr inbounds float, ptr %94, i64 %feature918.us.us
  store float %29, ptr %30, align 4
  %31 = add nuw i64 %feature918.us.us, 1
  %32 = getelementptr inbounds float, ptr %13, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = getelementptr inbounds float, ptr %14, i64 %31
  %35 = load float, ptr %34, align 4
  %36 = fsub float %33, %35
  %37 = fmul float %36, 2.000000e+00
  %38 = fmul float %37, 5.000000e-01
  %39 = fmul float %33, 2.000000e+00
  %40 = fmul float %39, 5.000000e-01
  %41 = fsub float %38, %40
  %42 = fmul float %33, %33
  %43 = fmul float %33, %42
  %44 = fmul float %43, 4.000000e+00
  %45 = fmul float %44, 2.500000e-01
  %46 = fadd float %45, %41
  %47 = getelementptr inbounds float, ptr %94, i64 %31
  store float %46, ptr %47, align 4
  %48 = add nuw i64 %feature918.us.us, 2
  %exitcond36.not.1 = icmp eq i64 %48, %n_features
  br i1 %exitcond36.not.1, label %feature.header6.feature.exit8_crit_edge.us.us, label %feature.body7.us.us, !llvm.loop !0

feature.body.us.us:                               ; preds = %row.body.us.us, %feature.body.us.us
  %feature16.us.us = phi i64 [ %78, %feature.body.us.us ], [ 0, %row.body.us.us ]
  %fold_value1.015.us.us = phi float [ %77, %feature.body.us.us ], [ 0.000000e+00, %row.body.us.us ]
  %fold_value.014.us.us = phi float [ %76, %feature.body.us.us ], [ 0.000000e+00, %row.body.us.us ]
  %niter = phi i64 [ %niter.next.1, %feature.body.us.us ], [ 0, %row.body.us.us ]
  %49 = getelementptr inbounds float, ptr %13, i64 %feature16.us.us
  %50 = load float, ptr %49, align 4
  %51 = fmul float %50, %50
  %52 = fmul float %50, %51
  %53 = fmul float %50, %52
  %54 = fmul float %53, 2.500000e-01
  %55 = fmul float %51, 5.000000e-01
  %56 = fsub float %54, %55
  %57 = getelementptr inbounds float, ptr %14, i64 %feature16.us.us
  %58 = load float, ptr %57, align 4
  %59 = fsub float %50, %58
  %60 = fmul float %59, %59
  %61 = fadd float %fold_value.014.us.us, %56
  %62 = fadd float %fold_value1.015.us.us, %60
  %63 = or disjoint i64 %feature16.us.us, 1
  %64 = getelementptr inbounds float, ptr %13, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = fmul float %65, %65
  %67 = fmul float %65, %66
  %68 = fmul float %65, %67
  %69 = fmul float %68, 2.500000e-01
  %70 = fmul float %66, 5.000000e-01
  %71 = fsub float %69, %70
  %72 = getelementptr inbounds float, ptr %14, i64 %63
  %73 = load float, ptr %72, align 4
  %74 = fsub float %65, %73
  %75 = fmul float %74, %74
  %76 = fadd float %61, %71
  %77 = fadd float %62, %75
  %78 = add nuw i64 %feature16.us.us, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %iter.check.unr-lcssa, label %feature.body.us.us

iter.check.unr-lcssa:                             ; preds = %feature.body.us.us
  br i1 %lcmp.mod.not, label %iter.check, label %feature.body.us.us.epil.preheader

feature.body.us.us.epil.preheader:                ; preds = %iter.check.unr-lcssa, %row.body.us.us
  %feature16.us.us.epil.init = phi i64 [ 0, %row.body.us.us ], [ %78, %iter.check.unr-lcssa ]
  %fold_value1.015.us.us.epil.init = phi float [ 0.000000e+00, %row.body.us.us ], [ %77, %iter.check.unr-lcssa ]
  %fold_value.014.us.us.epil.init = phi float [ 0.000000e+00, %row.body.us.us ], [ %76, %iter.check.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod62)
  %79 = getelementptr inbounds float, ptr %13, i64 %feature16.us.us.epil.init
  %80 = load float, ptr %79, align 4
  %81 = fmul float %80, %80
  %82 = fmul float %80, %81
  %83 = fmul float %80, %82
  %84 = fmul float %83, 2.500000e-01
  %85 = fmul float %81, 5.000000e-01
  %86 = fsub float %84, %85
  %87 = getelementptr inbounds float, ptr %14, i64 %feature16.us.us.epil.init
  %88 = load float, ptr %87, align 4
  %89 = fsub float %80, %88
  %90 = fmul float %89, %89
  %91 = fadd float %fold_value.014.us.us.epil.init, %86
  %92 = fadd float %fold_value1.015.us.us.epil.init, %90
  br label %iter.check

iter.check:                                       ; preds = %iter.check.unr-lcssa, %feature.body.us.us.epil.preheader
  %.lcssa59 = phi float [ %76, %iter.check.unr-lcssa ], [ %91, %feature.body.us.us.epil.preheader ]
  %.lcssa = phi float [ %77, %iter.check.unr-lcssa ], [ %92, %feature.body.us.us.epil.preheader ]
  %93 = getelementptr inbounds float, ptr %out_0, i64 %row19.us.us
  %94 = getelementptr inbounds float, ptr %out_1, i64 %row_offset.us.us
  %95 = fmul float %.lcssa, 5.000000e-01
  %96 = fadd float %.lcssa59, %95
  store float %96, ptr %93, align 4
  %brmerge = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge, label %feature.body7.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check44, label %vec.epilog.ph, label %vector.body

vector.body:                                      ; preds = %vector.main.loop.iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.main.loop.iter.check ]
  %97 = getelementptr inbounds float, ptr %13, i64 %index
  %98 = getelementptr inbounds nuw i8, ptr %97, i64 32
  %99 = getelementptr inbounds nuw i8, ptr %97, i64 64
  %100 = getelementptr inbounds nuw i8, ptr %97, i64 96
  %wide.load = load <8 x float>, ptr %97, align 4
  %wide.load45 = load <8 x float>, ptr %98, align 4
  %wide.load46 = load <8 x float>, ptr %99, align 4
  %wide.load47 = load <8 x float>, ptr %100, align 4
  %101 = getelementptr inbounds float, ptr %14, i64 %index
  %102 = getelementptr inbounds nuw i8, ptr %101, i64 32
  %103 = getelementptr inbounds nuw i8, ptr %101, i64 64
  %104 = getelementptr inbounds nuw i8, ptr %101, i64 96
  %wide.load48 = load <8 x float>, ptr %101, align 4
  %wide.load49 = load <8 x float>, ptr %102, align 4
  %wide.load50 = load <8 x float>, ptr %103, align 4
  %wide.load51 = load <8 x float>, ptr %104, align 4
  %105 = fsub <8 x float> %wide.load, %wide.load48
  %106 = fsub <8 x float> %wide.load45, %wide.load49
  %107 = fsub <8 x float> %wide.load46, %wide.load50
  %108 = fsub <8 x float> %wide.load47, %wide.load51
  %109 = fmul <8 x float> %105, splat (float 2.000000e+00)
  %110 = fmul <8 x float> %106, splat (float 2.000000e+00)
  %111 = fmul <8 x float> %107, splat (float 2.000000e+00)
  %112 = fmul <8 x float> %108, splat (float 2.000000e+00)
  %113 = fmul <8 x float> %109, splat (float 5.000000e-01)
  %114 = fmul <8 x float> %110, splat (float 5.000000e-01)
  %115 = fmul <8 x float> %111, splat (float 5.000000e-01)
  %116 = fmul <8 x float> %112, splat (float 5.000000e-01)
  %117 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %118 = fmul <8 x float> %wide.load45, splat (float 2.000000e+00)
  %119 = fmul <8 x float> %wide.load46, splat (float 2.000000e+00)
  %120 = fmul <8 x float> %wide.load47, splat (float 2.000000e+00)
  %121 = fmul <8 x float> %117, splat (float 5.000000e-01)
  %122 = fmul <8 x float> %118, splat (float 5.000000e-01)
  %123 = fmul <8 x float> %119, splat (float 5.000000e-01)
  %124 = fmul <8 x float> %120, splat (float 5.000000e-01)
  %125 = fsub <8 x float> %113, %121
  %126 = fsub <8 x float> %114, %122
  %127 = fsub <8 x float> %115, %123
  %128 = fsub <8 x float> %116, %124
  %129 = fmul <8 x float> %wide.load, %wide.load
  %130 = fmul <8 x float> %wide.load45, %wide.load45
  %131 = fmul <8 x float> %wide.load46, %wide.load46
  %132 = fmul <8 x float> %wide.load47, %wide.load47
  %133 = fmul <8 x float> %wide.load, %129
  %134 = fmul <8 x float> %wide.load45, %130
  %135 = fmul <8 x float> %wide.load46, %131
  %136 = fmul <8 x float> %wide.load47, %132
  %137 = fmul <8 x float> %133, splat (float 4.000000e+00)
  %138 = fmul <8 x float> %134, splat (float 4.000000e+00)
  %139 = fmul <8 x float> %135, splat (float 4.000000e+00)
  %140 = fmul <8 x float> %136, splat (float 4.000000e+00)
  %141 = fmul <8 x float> %137, splat (float 2.500000e-01)
  %142 = fmul <8 x float> %138, splat (float 2.500000e-01)
  %143 = fmul <8 x float> %139, splat (float 2.500000e-01)
  %144 = fmul <8 x float> %140, splat (float 2.500000e-01)
  %145 = fadd <8 x float> %141, %125
  %146 = fadd <8 x float> %142, %126
  %147 = fadd <8 x float> %143, %127
  %148 = fadd <8 x float> %144, %128
  %149 = getelementptr inbounds float, ptr %94, i64 %index
  %150 = getelementptr inbounds nuw i8, ptr %149, i64 32
  %151 = getelementptr inbounds nuw i8, ptr %149, i64 64
  %152 = getelementptr inbounds nuw i8, ptr %149, i64 96
  store <8 x float> %145, ptr %149, align 4
  store <8 x float> %146, ptr %150, align 4
  store <8 x float> %147, ptr %151, align 4
  store <8 x float> %148, ptr %152, align 4
  %index.next = add nuw i64 %index, 32
  %153 = icmp eq i64 %index.next, %n.vec
  br i1 %153, label %middle.block, label %vector.body, !llvm.loop !2

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.header6.feature.exit8_crit_edge.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body7.us.us.preheader, label %vec.epilog.ph, !prof !4

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index54 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next57, %vec.epilog.vector.body ]
  %154 = getelementptr inbounds float, ptr %13, i64 %index54
  %wide.load55 = load <4 x float>, ptr %154, align 4
  %155 = getelementptr inbounds float, ptr %14, i64 %index54
  %wide.load56 = load <4 x float>, ptr %155, align 4
  %156 = fsub <4 x float> %wide.load55, %wide.load56
  %157 = fmul <4 x float> %156, splat (float 2.000000e+00)
  %158 = fmul <4 x float> %157, splat (float 5.000000e-01)
  %159 = fmul <4 x float> %wide.load55, splat (float 2.000000e+00)
  %160 = fmul <4 x float> %159, splat (float 5.000000e-01)
  %161 = fsub <4 x float> %158, %160
  %162 = fmul <4 x float> %wide.load55, %wide.load55
  %163 = fmul <4 x float> %wide.load55, %162
  %164 = fmul <4 x float> %163, splat (float 4.000000e+00)
  %165 = fmul <4 x float> %164, splat (float 2.500000e-01)
  %166 = fadd <4 x float> %165, %161
  %167 = getelementptr inbounds float, ptr %94, i64 %index54
  store <4 x float> %166, ptr %167, align 4
  %index.next57 = add nuw i64 %index54, 4
  %168 = icmp eq i64 %index.next57, %n.vec53
  br i1 %168, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !5

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n58, label %feature.header6.feature.exit8_crit_edge.us.us, label %feature.body7.us.us.preheader

feature.body7.us.us.preheader:                    ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature918.us.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec53, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg = or disjoint i64 %feature918.us.us.ph, 1
  br i1 %lcmp.mod64.not, label %feature.body7.us.us.prol.loopexit, label %feature.body7.us.us.prol

feature.body7.us.us.prol:                         ; preds = %feature.body7.us.us.preheader
  %169 = getelementptr inbounds float, ptr %13, i64 %feature918.us.us.ph
  %170 = load float, ptr %169, align 4
  %171 = getelementptr inbounds float, ptr %14, i64 %feature918.us.us.ph
  %172 = load float, ptr %171, align 4
  %173 = fsub float %170, %172
  %174 = fmul float %173, 2.000000e+00
  %175 = fmul float %174, 5.000000e-01
  %176 = fmul float %170, 2.000000e+00
  %177 = fmul float %176, 5.000000e-01
  %178 = fsub float %175, %177
  %179 = fmul float %170, %170
  %180 = fmul float %170, %179
  %181 = fmul float %180, 4.000000e+00
  %182 = fmul float %181, 2.500000e-01
  %183 = fadd float %182, %178
  %184 = getelementptr inbounds float, ptr %94, i64 %feature918.us.us.ph
  store float %183, ptr %184, align 4
  %185 = or disjoint i64 %feature918.us.us.ph, 1
  br label %feature.body7.us.us.prol.loopexit

feature.body7.us.us.prol.loopexit:                ; preds = %feature.body7.us.us.prol, %feature.body7.us.us.preheader
  %feature918.us.us.unr = phi i64 [ %feature918.us.us.ph, %feature.body7.us.us.preheader ], [ %185, %feature.body7.us.us.prol ]
  %186 = icmp eq i64 %n_features, %.neg
  br i1 %186, label %feature.header6.feature.exit8_crit_edge.us.us, label %feature.body7.us.us

feature.header6.feature.exit8_crit_edge.us.us:    ; preds = %feature.body7.us.us.prol.loopexit, %feature.body7.us.us, %vec.epilog.middle.block, %middle.block
  %187 = add nuw i64 %row19.us.us, 1
  %exitcond37.not = icmp eq i64 %187, %row_end
  br i1 %exitcond37.not, label %row.exit, label %row.body.us.us

row.exit:                                         ; preds = %feature.header6.feature.exit8_crit_edge.us.us, %row.body.preheader, %entry
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !1, !3}
!3 = !{!"llvm.loop.unroll.runtime.disable"}
!4 = !{!"branch_weights", i32 4, i32 28}
!5 = distinct !{!5, !1, !3}
