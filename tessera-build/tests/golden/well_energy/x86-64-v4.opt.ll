; ModuleID = 'well_energy'
source_filename = "well_energy.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_well_energy_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %state90 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %out_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %out_1 = load ptr, ptr %1, align 8
  %out_189 = ptrtoint ptr %out_1 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %input_0 = load ptr, ptr %2, align 8
  %input_091 = ptrtoint ptr %input_0 to i64
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %scratch = load ptr, ptr %3, align 8
  %scratch109 = ptrtoint ptr %scratch to i64
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %row_begin = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %row_end = load i64, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %n_features = load i64, ptr %6, align 8
  %7 = icmp ult i64 %row_begin, %row_end
  br i1 %7, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %entry
  %.not = icmp eq i64 %n_features, 0
  %8 = getelementptr float, ptr %scratch, i64 %n_features
  br i1 %.not, label %row.body.preheader, label %feature.body.us.preheader.preheader

feature.body.us.preheader.preheader:              ; preds = %row.body.lr.ph
  %9 = sub i64 %out_189, %state90
  %10 = sub i64 %out_189, %input_091
  %11 = shl i64 %row_begin, 2
  %12 = sub i64 4, %11
  %13 = mul i64 %n_features, %12
  %14 = add i64 %13, %scratch109
  %15 = sub i64 %14, %state90
  %16 = mul i64 %n_features, -4
  %17 = sub i64 %14, %input_091
  %18 = mul i64 %row_begin, %n_features
  %19 = shl i64 %18, 2
  %20 = sub i64 %scratch109, %19
  %21 = sub i64 %20, %state90
  %22 = sub i64 %20, %input_091
  %23 = add i64 %n_features, -1
  %min.iters.check117 = icmp ult i64 %n_features, 4
  %min.iters.check120 = icmp ult i64 %n_features, 16
  %n.mod.vf123 = and i64 %n_features, 12
  %n.vec124 = and i64 %n_features, -16
  %cmp.n133 = icmp eq i64 %n_features, %n.vec124
  %min.epilog.iters.check137 = icmp eq i64 %n.mod.vf123, 0
  %n.vec140 = and i64 %n_features, -4
  %cmp.n147 = icmp eq i64 %n_features, %n.vec140
  %xtraiter = and i64 %n_features, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %xtraiter150 = and i64 %n_features, 7
  %24 = icmp ult i64 %23, 7
  %unroll_iter = and i64 %n_features, -8
  %lcmp.mod151.not = icmp eq i64 %xtraiter150, 0
  %lcmp.mod153 = icmp ne i64 %xtraiter150, 0
  %xtraiter154 = and i64 %n_features, 7
  %25 = icmp ult i64 %23, 7
  %unroll_iter159 = and i64 %n_features, -8
  %lcmp.mod156.not = icmp eq i64 %xtraiter154, 0
  %lcmp.mod158 = icmp ne i64 %xtraiter154, 0
  %min.iters.check = icmp ult i64 %n_features, 4
  %diff.check = icmp ult i64 %9, 128
  %diff.check92 = icmp ult i64 %10, 128
  %conflict.rdx = or i1 %diff.check, %diff.check92
  %min.iters.check93 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec102 = and i64 %n_features, -4
  %cmp.n107 = icmp eq i64 %n_features, %n.vec102
  %xtraiter161 = and i64 %n_features, 1
  %lcmp.mod162.not = icmp eq i64 %xtraiter161, 0
  br label %iter.check119

row.body.preheader:                               ; preds = %row.body.lr.ph
  %26 = shl i64 %row_begin, 2
  %scevgep = getelementptr i8, ptr %out_0, i64 %26
  %27 = sub i64 %row_end, %row_begin
  %28 = shl i64 %27, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %scevgep, i8 0, i64 %28, i1 false)
  br label %row.exit

iter.check119:                                    ; preds = %feature.body.us.preheader.preheader, %feature.header10.feature.exit12_crit_edge.us
  %indvar = phi i64 [ 0, %feature.body.us.preheader.preheader ], [ %indvar.next, %feature.header10.feature.exit12_crit_edge.us ]
  %row25.us = phi i64 [ %row_begin, %feature.body.us.preheader.preheader ], [ %320, %feature.header10.feature.exit12_crit_edge.us ]
  %row_offset.us = mul i64 %row25.us, %n_features
  %29 = getelementptr inbounds float, ptr %out_0, i64 %row25.us
  %30 = getelementptr inbounds float, ptr %out_1, i64 %row_offset.us
  %31 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %32 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  br i1 %min.iters.check117, label %feature.body.us.preheader, label %vector.memcheck108

vector.memcheck108:                               ; preds = %iter.check119
  %33 = mul i64 %16, %indvar
  %34 = add i64 %22, %33
  %35 = add i64 %21, %33
  %36 = add i64 %17, %33
  %37 = add i64 %15, %33
  %diff.check110 = icmp ult i64 %37, 64
  %diff.check111 = icmp ult i64 %36, 64
  %conflict.rdx112 = or i1 %diff.check110, %diff.check111
  %diff.check113 = icmp ult i64 %35, 64
  %conflict.rdx114 = or i1 %conflict.rdx112, %diff.check113
  %diff.check115 = icmp ult i64 %34, 64
  %conflict.rdx116 = or i1 %conflict.rdx114, %diff.check115
  br i1 %conflict.rdx116, label %feature.body.us.preheader, label %vector.main.loop.iter.check121

vector.main.loop.iter.check121:                   ; preds = %vector.memcheck108
  br i1 %min.iters.check120, label %vec.epilog.ph138, label %vector.body125

vector.body125:                                   ; preds = %vector.main.loop.iter.check121, %vector.body125
  %index126 = phi i64 [ %index.next131, %vector.body125 ], [ 0, %vector.main.loop.iter.check121 ]
  %38 = getelementptr inbounds float, ptr %31, i64 %index126
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 32
  %wide.load127 = load <8 x float>, ptr %38, align 4
  %wide.load128 = load <8 x float>, ptr %39, align 4
  %40 = fmul <8 x float> %wide.load127, %wide.load127
  %41 = fmul <8 x float> %wide.load128, %wide.load128
  %42 = fmul <8 x float> %wide.load127, %40
  %43 = fmul <8 x float> %wide.load128, %41
  %44 = fmul <8 x float> %wide.load127, %42
  %45 = fmul <8 x float> %wide.load128, %43
  %46 = fmul <8 x float> %44, splat (float 2.500000e-01)
  %47 = fmul <8 x float> %45, splat (float 2.500000e-01)
  %48 = fmul <8 x float> %40, splat (float 5.000000e-01)
  %49 = fmul <8 x float> %41, splat (float 5.000000e-01)
  %50 = fsub <8 x float> %46, %48
  %51 = fsub <8 x float> %47, %49
  %52 = getelementptr inbounds float, ptr %32, i64 %index126
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 32
  %wide.load129 = load <8 x float>, ptr %52, align 4
  %wide.load130 = load <8 x float>, ptr %53, align 4
  %54 = fsub <8 x float> %wide.load127, %wide.load129
  %55 = fsub <8 x float> %wide.load128, %wide.load130
  %56 = fmul <8 x float> %54, %54
  %57 = fmul <8 x float> %55, %55
  %58 = getelementptr inbounds float, ptr %scratch, i64 %index126
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 32
  store <8 x float> %50, ptr %58, align 4
  store <8 x float> %51, ptr %59, align 4
  %60 = getelementptr float, ptr %8, i64 %index126
  %61 = getelementptr i8, ptr %60, i64 32
  store <8 x float> %56, ptr %60, align 4
  store <8 x float> %57, ptr %61, align 4
  %index.next131 = add nuw i64 %index126, 16
  %62 = icmp eq i64 %index.next131, %n.vec124
  br i1 %62, label %middle.block132, label %vector.body125, !llvm.loop !0

middle.block132:                                  ; preds = %vector.body125
  br i1 %cmp.n133, label %fold_tail.body.us.preheader, label %vec.epilog.iter.check136

fold_tail.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block146, %middle.block132
  br i1 %24, label %fold_tail.body.us.epil.preheader, label %fold_tail.body.us

vec.epilog.iter.check136:                         ; preds = %middle.block132
  br i1 %min.epilog.iters.check137, label %feature.body.us.preheader, label %vec.epilog.ph138, !prof !3

vec.epilog.ph138:                                 ; preds = %vector.main.loop.iter.check121, %vec.epilog.iter.check136
  %vec.epilog.resume.val134 = phi i64 [ %n.vec124, %vec.epilog.iter.check136 ], [ 0, %vector.main.loop.iter.check121 ]
  br label %vec.epilog.vector.body141

vec.epilog.vector.body141:                        ; preds = %vec.epilog.vector.body141, %vec.epilog.ph138
  %index142 = phi i64 [ %vec.epilog.resume.val134, %vec.epilog.ph138 ], [ %index.next145, %vec.epilog.vector.body141 ]
  %63 = getelementptr inbounds float, ptr %31, i64 %index142
  %wide.load143 = load <4 x float>, ptr %63, align 4
  %64 = fmul <4 x float> %wide.load143, %wide.load143
  %65 = fmul <4 x float> %wide.load143, %64
  %66 = fmul <4 x float> %wide.load143, %65
  %67 = fmul <4 x float> %66, splat (float 2.500000e-01)
  %68 = fmul <4 x float> %64, splat (float 5.000000e-01)
  %69 = fsub <4 x float> %67, %68
  %70 = getelementptr inbounds float, ptr %32, i64 %index142
  %wide.load144 = load <4 x float>, ptr %70, align 4
  %71 = fsub <4 x float> %wide.load143, %wide.load144
  %72 = fmul <4 x float> %71, %71
  %73 = getelementptr inbounds float, ptr %scratch, i64 %index142
  store <4 x float> %69, ptr %73, align 4
  %74 = getelementptr float, ptr %8, i64 %index142
  store <4 x float> %72, ptr %74, align 4
  %index.next145 = add nuw i64 %index142, 4
  %75 = icmp eq i64 %index.next145, %n.vec140
  br i1 %75, label %vec.epilog.middle.block146, label %vec.epilog.vector.body141, !llvm.loop !4

vec.epilog.middle.block146:                       ; preds = %vec.epilog.vector.body141
  br i1 %cmp.n147, label %fold_tail.body.us.preheader, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %vector.memcheck108, %iter.check119, %vec.epilog.iter.check136, %vec.epilog.middle.block146
  %feature18.us.ph = phi i64 [ 0, %iter.check119 ], [ 0, %vector.memcheck108 ], [ %n.vec124, %vec.epilog.iter.check136 ], [ %n.vec140, %vec.epilog.middle.block146 ]
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %76 = getelementptr inbounds float, ptr %31, i64 %feature18.us.ph
  %77 = load float, ptr %76, align 4
  %78 = fmul float %77, %77
  %79 = fmul float %77, %78
  %80 = fmul float %77, %79
  %81 = fmul float %80, 2.500000e-01
  %82 = fmul float %78, 5.000000e-01
  %83 = fsub float %81, %82
  %84 = getelementptr inbounds float, ptr %32, i64 %feature18.us.ph
  %85 = load float, ptr %84, align 4
  %86 = fsub float %77, %85
  %87 = fmul float %86, %86
  %88 = getelementptr inbounds float, ptr %scratch, i64 %feature18.us.ph
  store float %83, ptr %88, align 4
  %89 = getelementptr float, ptr %8, i64 %feature18.us.ph
  store float %87, ptr %89, align 4
  %90 = or disjoint i64 %feature18.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature18.us.unr = phi i64 [ %feature18.us.ph, %feature.body.us.preheader ], [ %90, %feature.body.us.prol ]
  %91 = icmp eq i64 %23, %feature18.us.ph
  br i1 %91, label %fold_tail.body.us.preheader, label %feature.body.us

iter.check.unr-lcssa:                             ; preds = %fold_tail.body7.us
  br i1 %lcmp.mod156.not, label %iter.check, label %fold_tail.body7.us.epil.preheader

fold_tail.body7.us.epil.preheader:                ; preds = %iter.check.unr-lcssa, %fold_tail.body7.us.preheader
  %fold_tail922.us.epil.init = phi i64 [ 0, %fold_tail.body7.us.preheader ], [ %253, %iter.check.unr-lcssa ]
  %fold_value1.021.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body7.us.preheader ], [ %252, %iter.check.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod158)
  br label %fold_tail.body7.us.epil

fold_tail.body7.us.epil:                          ; preds = %fold_tail.body7.us.epil, %fold_tail.body7.us.epil.preheader
  %fold_tail922.us.epil = phi i64 [ %95, %fold_tail.body7.us.epil ], [ %fold_tail922.us.epil.init, %fold_tail.body7.us.epil.preheader ]
  %fold_value1.021.us.epil = phi float [ %94, %fold_tail.body7.us.epil ], [ %fold_value1.021.us.epil.init, %fold_tail.body7.us.epil.preheader ]
  %epil.iter155 = phi i64 [ %epil.iter155.next, %fold_tail.body7.us.epil ], [ 0, %fold_tail.body7.us.epil.preheader ]
  %92 = getelementptr inbounds float, ptr %8, i64 %fold_tail922.us.epil
  %93 = load float, ptr %92, align 4
  %94 = fadd float %fold_value1.021.us.epil, %93
  %95 = add nuw i64 %fold_tail922.us.epil, 1
  %epil.iter155.next = add i64 %epil.iter155, 1
  %epil.iter155.cmp.not = icmp eq i64 %epil.iter155.next, %xtraiter154
  br i1 %epil.iter155.cmp.not, label %iter.check, label %fold_tail.body7.us.epil, !llvm.loop !5

iter.check:                                       ; preds = %fold_tail.body7.us.epil, %iter.check.unr-lcssa
  %.lcssa149 = phi float [ %252, %iter.check.unr-lcssa ], [ %94, %fold_tail.body7.us.epil ]
  %96 = fmul float %.lcssa149, 5.000000e-01
  %97 = fadd float %.lcssa, %96
  store float %97, ptr %29, align 4
  %brmerge = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge, label %feature.body11.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check93, label %vec.epilog.ph, label %vector.body

vector.body:                                      ; preds = %vector.main.loop.iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.main.loop.iter.check ]
  %98 = getelementptr inbounds float, ptr %31, i64 %index
  %99 = getelementptr inbounds nuw i8, ptr %98, i64 32
  %100 = getelementptr inbounds nuw i8, ptr %98, i64 64
  %101 = getelementptr inbounds nuw i8, ptr %98, i64 96
  %wide.load = load <8 x float>, ptr %98, align 4
  %wide.load94 = load <8 x float>, ptr %99, align 4
  %wide.load95 = load <8 x float>, ptr %100, align 4
  %wide.load96 = load <8 x float>, ptr %101, align 4
  %102 = getelementptr inbounds float, ptr %32, i64 %index
  %103 = getelementptr inbounds nuw i8, ptr %102, i64 32
  %104 = getelementptr inbounds nuw i8, ptr %102, i64 64
  %105 = getelementptr inbounds nuw i8, ptr %102, i64 96
  %wide.load97 = load <8 x float>, ptr %102, align 4
  %wide.load98 = load <8 x float>, ptr %103, align 4
  %wide.load99 = load <8 x float>, ptr %104, align 4
  %wide.load100 = load <8 x float>, ptr %105, align 4
  %106 = fsub <8 x float> %wide.load, %wide.load97
  %107 = fsub <8 x float> %wide.load94, %wide.load98
  %108 = fsub <8 x float> %wide.load95, %wide.load99
  %109 = fsub <8 x float> %wide.load96, %wide.load100
  %110 = fmul <8 x float> %106, splat (float 2.000000e+00)
  %111 = fmul <8 x float> %107, splat (float 2.000000e+00)
  %112 = fmul <8 x float> %108, splat (float 2.000000e+00)
  %113 = fmul <8 x float> %109, splat (float 2.000000e+00)
  %114 = fmul <8 x float> %110, splat (float 5.000000e-01)
  %115 = fmul <8 x float> %111, splat (float 5.000000e-01)
  %116 = fmul <8 x float> %112, splat (float 5.000000e-01)
  %117 = fmul <8 x float> %113, splat (float 5.000000e-01)
  %118 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %119 = fmul <8 x float> %wide.load94, splat (float 2.000000e+00)
  %120 = fmul <8 x float> %wide.load95, splat (float 2.000000e+00)
  %121 = fmul <8 x float> %wide.load96, splat (float 2.000000e+00)
  %122 = fmul <8 x float> %118, splat (float 5.000000e-01)
  %123 = fmul <8 x float> %119, splat (float 5.000000e-01)
  %124 = fmul <8 x float> %120, splat (float 5.000000e-01)
  %125 = fmul <8 x float> %121, splat (float 5.000000e-01)
  %126 = fsub <8 x float> %114, %122
  %127 = fsub <8 x float> %115, %123
  %128 = fsub <8 x float> %116, %124
  %129 = fsub <8 x float> %117, %125
  %130 = fmul <8 x float> %wide.load, %wide.load
  %131 = fmul <8 x float> %wide.load94, %wide.load94
  %132 = fmul <8 x float> %wide.load95, %wide.load95
  %133 = fmul <8 x float> %wide.load96, %wide.load96
  %134 = fmul <8 x float> %wide.load, %130
  %135 = fmul <8 x float> %wide.load94, %131
  %136 = fmul <8 x float> %wide.load95, %132
  %137 = fmul <8 x float> %wide.load96, %133
  %138 = fmul <8 x float> %134, splat (float 4.000000e+00)
  %139 = fmul <8 x float> %135, splat (float 4.000000e+00)
  %140 = fmul <8 x float> %136, splat (float 4.000000e+00)
  %141 = fmul <8 x float> %137, splat (float 4.000000e+00)
  %142 = fmul <8 x float> %138, splat (float 2.500000e-01)
  %143 = fmul <8 x float> %139, splat (float 2.500000e-01)
  %144 = fmul <8 x float> %140, splat (float 2.500000e-01)
  %145 = fmul <8 x float> %141, splat (float 2.500000e-01)
  %146 = fadd <8 x float> %142, %126
  %147 = fadd <8 x float> %143, %127
  %148 = fadd <8 x float> %144, %128
  %149 = fadd <8 x float> %145, %129
  %150 = getelementptr inbounds float, ptr %30, i64 %index
  %151 = getelementptr inbounds nuw i8, ptr %150, i64 32
  %152 = getelementptr inbounds nuw i8, ptr %150, i64 64
  %153 = getelementptr inbounds nuw i8, ptr %150, i64 96
  store <8 x float> %146, ptr %150, align 4
  store <8 x float> %147, ptr %151, align 4
  store <8 x float> %148, ptr %152, align 4
  store <8 x float> %149, ptr %153, align 4
  %index.next = add nuw i64 %index, 32
  %154 = icmp eq i64 %index.next, %n.vec
  br i1 %154, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.header10.feature.exit12_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body11.us.preheader, label %vec.epilog.ph, !prof !8

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index103 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next106, %vec.epilog.vector.body ]
  %155 = getelementptr inbounds float, ptr %31, i64 %index103
  %wide.load104 = load <4 x float>, ptr %155, align 4
  %156 = getelementptr inbounds float, ptr %32, i64 %index103
  %wide.load105 = load <4 x float>, ptr %156, align 4
  %157 = fsub <4 x float> %wide.load104, %wide.load105
  %158 = fmul <4 x float> %157, splat (float 2.000000e+00)
  %159 = fmul <4 x float> %158, splat (float 5.000000e-01)
  %160 = fmul <4 x float> %wide.load104, splat (float 2.000000e+00)
  %161 = fmul <4 x float> %160, splat (float 5.000000e-01)
  %162 = fsub <4 x float> %159, %161
  %163 = fmul <4 x float> %wide.load104, %wide.load104
  %164 = fmul <4 x float> %wide.load104, %163
  %165 = fmul <4 x float> %164, splat (float 4.000000e+00)
  %166 = fmul <4 x float> %165, splat (float 2.500000e-01)
  %167 = fadd <4 x float> %166, %162
  %168 = getelementptr inbounds float, ptr %30, i64 %index103
  store <4 x float> %167, ptr %168, align 4
  %index.next106 = add nuw i64 %index103, 4
  %169 = icmp eq i64 %index.next106, %n.vec102
  br i1 %169, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !9

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n107, label %feature.header10.feature.exit12_crit_edge.us, label %feature.body11.us.preheader

feature.body11.us.preheader:                      ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature1324.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec102, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg = or disjoint i64 %feature1324.us.ph, 1
  br i1 %lcmp.mod162.not, label %feature.body11.us.prol.loopexit, label %feature.body11.us.prol

feature.body11.us.prol:                           ; preds = %feature.body11.us.preheader
  %170 = getelementptr inbounds float, ptr %31, i64 %feature1324.us.ph
  %171 = load float, ptr %170, align 4
  %172 = getelementptr inbounds float, ptr %32, i64 %feature1324.us.ph
  %173 = load float, ptr %172, align 4
  %174 = fsub float %171, %173
  %175 = fmul float %174, 2.000000e+00
  %176 = fmul float %175, 5.000000e-01
  %177 = fmul float %171, 2.000000e+00
  %178 = fmul float %177, 5.000000e-01
  %179 = fsub float %176, %178
  %180 = fmul float %171, %171
  %181 = fmul float %171, %180
  %182 = fmul float %181, 4.000000e+00
  %183 = fmul float %182, 2.500000e-01
  %184 = fadd float %183, %179
  %185 = getelementptr inbounds float, ptr %30, i64 %feature1324.us.ph
  store float %184, ptr %185, align 4
  %186 = or disjoint i64 %feature1324.us.ph, 1
  br label %feature.body11.us.prol.loopexit

feature.body11.us.prol.loopexit:                  ; preds = %feature.body11.us.prol, %feature.body11.us.preheader
  %feature1324.us.unr = phi i64 [ %feature1324.us.ph, %feature.body11.us.preheader ], [ %186, %feature.body11.us.prol ]
  %187 = icmp eq i64 %n_features, %.neg
  br i1 %187, label %feature.header10.feature.exit12_crit_edge.us, label %feature.body11.us

feature.body11.us:                                ; preds = %feature.body11.us.prol.loopexit, %feature.body11.us
  %feature1324.us = phi i64 [ %221, %feature.body11.us ], [ %feature1324.us.unr, %feature.body11.us.prol.loopexit ]
  %188 = getelementptr inbounds float, ptr %31, i64 %feature1324.us
  %189 = load float, ptr %188, align 4
  %190 = getelementptr inbounds float, ptr %32, i64 %feature1324.us
  %191 = load float, ptr %190, align 4
  %192 = fsub float %189, %191
  %193 = fmul float %192, 2.000000e+00
  %194 = fmul float %193, 5.000000e-01
  %195 = fmul float %189, 2.000000e+00
  %196 = fmul float %195, 5.000000e-01
  %197 = fsub float %194, %196
  %198 = fmul float %189, %189
  %199 = fmul float %189, %198
  %200 = fmul float %199, 4.000000e+00
  %201 = fmul float %200, 2.500000e-01
  %202 = fadd float %201, %197
  %203 = getelementptr inbounds float, ptr %30, i64 %feature1324.us
  store float %202, ptr %203, align 4
  %204 = add nuw i64 %feature1324.us, 1
  %205 = getelementptr inbounds float, ptr %31, i64 %204
  %206 = load float, ptr %205, align 4
  %207 = getelementptr inbounds float, ptr %32, i64 %204
  %208 = load float, ptr %207, align 4
  %209 = fsub float %206, %208
  %210 = fmul float %209, 2.000000e+00
  %211 = fmul float %210, 5.000000e-01
  %212 = fmul float %206, 2.000000e+00
  %213 = fmul float %212, 5.000000e-01
  %214 = fsub float %211, %213
  %215 = fmul float %206, %206
  %216 = fmul float %206, %215
  %217 = fmul float %216, 4.000000e+00
  %218 = fmul float %217, 2.500000e-01
  %219 = fadd float %218, %214
  %220 = getelementptr inbounds float, ptr %30, i64 %204
  store float %219, ptr %220, align 4
  %221 = add nuw i64 %feature1324.us, 2
  %exitcond85.not.1 = icmp eq i64 %221, %n_features
  br i1 %exitcond85.not.1, label %feature.header10.feature.exit12_crit_edge.us, label %feature.body11.us, !llvm.loop !10

fold_tail.body7.us:                               ; preds = %fold_tail.body7.us.preheader, %fold_tail.body7.us
  %fold_tail922.us = phi i64 [ %253, %fold_tail.body7.us ], [ 0, %fold_tail.body7.us.preheader ]
  %fold_value1.021.us = phi float [ %252, %fold_tail.body7.us ], [ 0.000000e+00, %fold_tail.body7.us.preheader ]
  %niter160 = phi i64 [ %niter160.next.7, %fold_tail.body7.us ], [ 0, %fold_tail.body7.us.preheader ]
  %222 = getelementptr inbounds float, ptr %8, i64 %fold_tail922.us
  %223 = load float, ptr %222, align 4
  %224 = fadd float %fold_value1.021.us, %223
  %225 = getelementptr float, ptr %8, i64 %fold_tail922.us
  %226 = getelementptr i8, ptr %225, i64 4
  %227 = load float, ptr %226, align 4
  %228 = fadd float %224, %227
  %229 = getelementptr float, ptr %8, i64 %fold_tail922.us
  %230 = getelementptr i8, ptr %229, i64 8
  %231 = load float, ptr %230, align 4
  %232 = fadd float %228, %231
  %233 = getelementptr float, ptr %8, i64 %fold_tail922.us
  %234 = getelementptr i8, ptr %233, i64 12
  %235 = load float, ptr %234, align 4
  %236 = fadd float %232, %235
  %237 = getelementptr float, ptr %8, i64 %fold_tail922.us
  %238 = getelementptr i8, ptr %237, i64 16
  %239 = load float, ptr %238, align 4
  %240 = fadd float %236, %239
  %241 = getelementptr float, ptr %8, i64 %fold_tail922.us
  %242 = getelementptr i8, ptr %241, i64 20
  %243 = load float, ptr %242, align 4
  %244 = fadd float %240, %243
  %245 = getelementptr float, ptr %8, i64 %fold_tail922.us
  %246 = getelementptr i8, ptr %245, i64 24
  %247 = load float, ptr %246, align 4
  %248 = fadd float %244, %247
  %249 = getelementptr float, ptr %8, i64 %fold_tail922.us
  %250 = getelementptr i8, ptr %249, i64 28
  %251 = load float, ptr %250, align 4
  %252 = fadd float %248, %251
  %253 = add nuw i64 %fold_tail922.us, 8
  %niter160.next.7 = add i64 %niter160, 8
  %niter160.ncmp.7 = icmp eq i64 %niter160.next.7, %unroll_iter159
  br i1 %niter160.ncmp.7, label %iter.check.unr-lcssa, label %fold_tail.body7.us

fold_tail.body.us:                                ; preds = %fold_tail.body.us.preheader, %fold_tail.body.us
  %fold_tail20.us = phi i64 [ %285, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %fold_value.019.us = phi float [ %284, %fold_tail.body.us ], [ 0.000000e+00, %fold_tail.body.us.preheader ]
  %niter = phi i64 [ %niter.next.7, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %254 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail20.us
  %255 = load float, ptr %254, align 4
  %256 = fadd float %fold_value.019.us, %255
  %257 = getelementptr float, ptr %scratch, i64 %fold_tail20.us
  %258 = getelementptr i8, ptr %257, i64 4
  %259 = load float, ptr %258, align 4
  %260 = fadd float %256, %259
  %261 = getelementptr float, ptr %scratch, i64 %fold_tail20.us
  %262 = getelementptr i8, ptr %261, i64 8
  %263 = load float, ptr %262, align 4
  %264 = fadd float %260, %263
  %265 = getelementptr float, ptr %scratch, i64 %fold_tail20.us
  %266 = getelementptr i8, ptr %265, i64 12
  %267 = load float, ptr %266, align 4
  %268 = fadd float %264, %267
  %269 = getelementptr float, ptr %scratch, i64 %fold_tail20.us
  %270 = getelementptr i8, ptr %269, i64 16
  %271 = load float, ptr %270, align 4
  %272 = fadd float %268, %271
  %273 = getelementptr float, ptr %scratch, i64 %fold_tail20.us
  %274 = getelementptr i8, ptr %273, i64 20
  %275 = load float, ptr %274, align 4
  %276 = fadd float %272, %275
  %277 = getelementptr float, ptr %scratch, i64 %fold_tail20.us
  %278 = getelementptr i8, ptr %277, i64 24
  %279 = load float, ptr %278, align 4
  %280 = fadd float %276, %279
  %281 = getelementptr float, ptr %scratch, i64 %fold_tail20.us
  %282 = getelementptr i8, ptr %281, i64 28
  %283 = load float, ptr %282, align 4
  %284 = fadd float %280, %283
  %285 = add nuw i64 %fold_tail20.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold_tail.body7.us.preheader.unr-lcssa, label %fold_tail.body.us

fold_tail.body7.us.preheader.unr-lcssa:           ; preds = %fold_tail.body.us
  br i1 %lcmp.mod151.not, label %fold_tail.body7.us.preheader, label %fold_tail.body.us.epil.preheader

fold_tail.body.us.epil.preheader:                 ; preds = %fold_tail.body7.us.preheader.unr-lcssa, %fold_tail.body.us.preheader
  %fold_tail20.us.epil.init = phi i64 [ 0, %fold_tail.body.us.preheader ], [ %285, %fold_tail.body7.us.preheader.unr-lcssa ]
  %fold_value.019.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body.us.preheader ], [ %284, %fold_tail.body7.us.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod153)
  br label %fold_tail.body.us.epil

fold_tail.body.us.epil:                           ; preds = %fold_tail.body.us.epil, %fold_tail.body.us.epil.preheader
  %fold_tail20.us.epil = phi i64 [ %289, %fold_tail.body.us.epil ], [ %fold_tail20.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %fold_value.019.us.epil = phi float [ %288, %fold_tail.body.us.epil ], [ %fold_value.019.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_tail.body.us.epil ], [ 0, %fold_tail.body.us.epil.preheader ]
  %286 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail20.us.epil
  %287 = load float, ptr %286, align 4
  %288 = fadd float %fold_value.019.us.epil, %287
  %289 = add nuw i64 %fold_tail20.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter150
  br i1 %epil.iter.cmp.not, label %fold_tail.body7.us.preheader, label %fold_tail.body.us.epil, !llvm.loop !11

fold_tail.body7.us.preheader:                     ; preds = %fold_tail.body.us.epil, %fold_tail.body7.us.preheader.unr-lcssa
  %.lcssa = phi float [ %284, %fold_tail.body7.us.preheader.unr-lcssa ], [ %288, %fold_tail.body.us.epil ]
  br i1 %25, label %fold_tail.body7.us.epil.preheader, label %fold_tail.body7.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature18.us = phi i64 [ %319, %feature.body.us ], [ %feature18.us.unr, %feature.body.us.prol.loopexit ]
  %290 = getelementptr inbounds float, ptr %31, i64 %feature18.us
  %291 = load float, ptr %290, align 4
  %292 = fmul float %291, %291
  %293 = fmul float %291, %292
  %294 = fmul float %291, %293
  %295 = fmul float %294, 2.500000e-01
  %296 = fmul float %292, 5.000000e-01
  %297 = fsub float %295, %296
  %298 = getelementptr inbounds float, ptr %32, i64 %feature18.us
  %299 = load float, ptr %298, align 4
  %300 = fsub float %291, %299
  %301 = fmul float %300, %300
  %302 = getelementptr inbounds float, ptr %scratch, i64 %feature18.us
  store float %297, ptr %302, align 4
  %303 = getelementptr float, ptr %8, i64 %feature18.us
  store float %301, ptr %303, align 4
  %304 = add nuw i64 %feature18.us, 1
  %305 = getelementptr inbounds float, ptr %31, i64 %304
  %306 = load float, ptr %305, align 4
  %307 = fmul float %306, %306
  %308 = fmul float %306, %307
  %309 = fmul float %306, %308
  %310 = fmul float %309, 2.500000e-01
  %311 = fmul float %307, 5.000000e-01
  %312 = fsub float %310, %311
  %313 = getelementptr inbounds float, ptr %32, i64 %304
  %314 = load float, ptr %313, align 4
  %315 = fsub float %306, %314
  %316 = fmul float %315, %315
  %317 = getelementptr inbounds float, ptr %scratch, i64 %304
  store float %312, ptr %317, align 4
  %318 = getelementptr float, ptr %8, i64 %304
  store float %316, ptr %318, align 4
  %319 = add nuw i64 %feature18.us, 2
  %exitcond.not.1 = icmp eq i64 %319, %n_features
  br i1 %exitcond.not.1, label %fold_tail.body.us.preheader, label %feature.body.us, !llvm.loop !12

feature.header10.feature.exit12_crit_edge.us:     ; preds = %feature.body11.us.prol.loopexit, %feature.body11.us, %vec.epilog.middle.block, %middle.block
  %320 = add nuw i64 %row25.us, 1
  %exitcond86.not = icmp eq i64 %320, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond86.not, label %row.exit, label %iter.check119

row.exit:                                         ; preds = %feature.header10.feature.exit12_crit_edge.us, %row.body.preheader, %entry
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = !{!"branch_weights", i32 4, i32 12}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = distinct !{!7, !1, !2}
!8 = !{!"branch_weights", i32 4, i32 28}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !1}
