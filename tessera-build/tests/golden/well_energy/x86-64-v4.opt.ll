; ModuleID = 'well_energy'
source_filename = "well_energy.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_well_energy_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %state63 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %out_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %out_1 = load ptr, ptr %1, align 8
  %out_162 = ptrtoint ptr %out_1 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %input_0 = load ptr, ptr %2, align 8
  %input_064 = ptrtoint ptr %input_0 to i64
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %scratch = load ptr, ptr %3, align 8
  %scratch82 = ptrtoint ptr %scratch to i64
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
  %9 = sub i64 %out_162, %state63
  %10 = sub i64 %out_162, %input_064
  %11 = shl i64 %row_begin, 2
  %12 = sub i64 4, %11
  %13 = mul i64 %n_features, %12
  %14 = add i64 %13, %scratch82
  %15 = sub i64 %14, %state63
  %16 = mul i64 %n_features, -4
  %17 = sub i64 %14, %input_064
  %18 = mul i64 %row_begin, %n_features
  %19 = shl i64 %18, 2
  %20 = sub i64 %scratch82, %19
  %21 = sub i64 %20, %state63
  %22 = sub i64 %20, %input_064
  %23 = add i64 %n_features, -1
  %min.iters.check90 = icmp ult i64 %n_features, 4
  %min.iters.check93 = icmp ult i64 %n_features, 16
  %n.mod.vf96 = and i64 %n_features, 12
  %n.vec97 = and i64 %n_features, -16
  %cmp.n106 = icmp eq i64 %n_features, %n.vec97
  %min.epilog.iters.check110 = icmp eq i64 %n.mod.vf96, 0
  %n.vec113 = and i64 %n_features, -4
  %cmp.n120 = icmp eq i64 %n_features, %n.vec113
  %xtraiter = and i64 %n_features, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %xtraiter123 = and i64 %n_features, 7
  %24 = icmp ult i64 %23, 7
  %unroll_iter = and i64 %n_features, -8
  %lcmp.mod124.not = icmp eq i64 %xtraiter123, 0
  %lcmp.mod127 = icmp ne i64 %xtraiter123, 0
  %min.iters.check = icmp ult i64 %n_features, 4
  %diff.check = icmp ult i64 %9, 128
  %diff.check65 = icmp ult i64 %10, 128
  %conflict.rdx = or i1 %diff.check, %diff.check65
  %min.iters.check66 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec75 = and i64 %n_features, -4
  %cmp.n80 = icmp eq i64 %n_features, %n.vec75
  %xtraiter128 = and i64 %n_features, 1
  %lcmp.mod129.not = icmp eq i64 %xtraiter128, 0
  br label %iter.check92

row.body.preheader:                               ; preds = %row.body.lr.ph
  %25 = shl i64 %row_begin, 2
  %scevgep = getelementptr i8, ptr %out_0, i64 %25
  %26 = sub i64 %row_end, %row_begin
  %27 = shl i64 %26, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %scevgep, i8 0, i64 %27, i1 false)
  br label %row.exit

iter.check92:                                     ; preds = %feature.body.us.preheader.preheader, %feature.header6.feature.exit8_crit_edge.us
  %indvar = phi i64 [ 0, %feature.body.us.preheader.preheader ], [ %indvar.next, %feature.header6.feature.exit8_crit_edge.us ]
  %row20.us = phi i64 [ %row_begin, %feature.body.us.preheader.preheader ], [ %310, %feature.header6.feature.exit8_crit_edge.us ]
  %row_offset.us = mul i64 %row20.us, %n_features
  %28 = getelementptr inbounds float, ptr %out_0, i64 %row20.us
  %29 = getelementptr inbounds float, ptr %out_1, i64 %row_offset.us
  %30 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %31 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  br i1 %min.iters.check90, label %feature.body.us.preheader, label %vector.memcheck81

vector.memcheck81:                                ; preds = %iter.check92
  %32 = mul i64 %16, %indvar
  %33 = add i64 %22, %32
  %34 = add i64 %21, %32
  %35 = add i64 %17, %32
  %36 = add i64 %15, %32
  %diff.check83 = icmp ult i64 %36, 64
  %diff.check84 = icmp ult i64 %35, 64
  %conflict.rdx85 = or i1 %diff.check83, %diff.check84
  %diff.check86 = icmp ult i64 %34, 64
  %conflict.rdx87 = or i1 %conflict.rdx85, %diff.check86
  %diff.check88 = icmp ult i64 %33, 64
  %conflict.rdx89 = or i1 %conflict.rdx87, %diff.check88
  br i1 %conflict.rdx89, label %feature.body.us.preheader, label %vector.main.loop.iter.check94

vector.main.loop.iter.check94:                    ; preds = %vector.memcheck81
  br i1 %min.iters.check93, label %vec.epilog.ph111, label %vector.body98

vector.body98:                                    ; preds = %vector.main.loop.iter.check94, %vector.body98
  %index99 = phi i64 [ %index.next104, %vector.body98 ], [ 0, %vector.main.loop.iter.check94 ]
  %37 = getelementptr inbounds float, ptr %30, i64 %index99
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 32
  %wide.load100 = load <8 x float>, ptr %37, align 4
  %wide.load101 = load <8 x float>, ptr %38, align 4
  %39 = fmul <8 x float> %wide.load100, %wide.load100
  %40 = fmul <8 x float> %wide.load101, %wide.load101
  %41 = fmul <8 x float> %wide.load100, %39
  %42 = fmul <8 x float> %wide.load101, %40
  %43 = fmul <8 x float> %wide.load100, %41
  %44 = fmul <8 x float> %wide.load101, %42
  %45 = fmul <8 x float> %43, splat (float 2.500000e-01)
  %46 = fmul <8 x float> %44, splat (float 2.500000e-01)
  %47 = fmul <8 x float> %39, splat (float 5.000000e-01)
  %48 = fmul <8 x float> %40, splat (float 5.000000e-01)
  %49 = fsub <8 x float> %45, %47
  %50 = fsub <8 x float> %46, %48
  %51 = getelementptr inbounds float, ptr %31, i64 %index99
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 32
  %wide.load102 = load <8 x float>, ptr %51, align 4
  %wide.load103 = load <8 x float>, ptr %52, align 4
  %53 = fsub <8 x float> %wide.load100, %wide.load102
  %54 = fsub <8 x float> %wide.load101, %wide.load103
  %55 = fmul <8 x float> %53, %53
  %56 = fmul <8 x float> %54, %54
  %57 = getelementptr inbounds float, ptr %scratch, i64 %index99
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 32
  store <8 x float> %49, ptr %57, align 4
  store <8 x float> %50, ptr %58, align 4
  %59 = getelementptr float, ptr %8, i64 %index99
  %60 = getelementptr i8, ptr %59, i64 32
  store <8 x float> %55, ptr %59, align 4
  store <8 x float> %56, ptr %60, align 4
  %index.next104 = add nuw i64 %index99, 16
  %61 = icmp eq i64 %index.next104, %n.vec97
  br i1 %61, label %middle.block105, label %vector.body98, !llvm.loop !0

middle.block105:                                  ; preds = %vector.body98
  br i1 %cmp.n106, label %fold_sums.body.us.preheader, label %vec.epilog.iter.check109

fold_sums.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block119, %middle.block105
  br i1 %24, label %fold_sums.body.us.epil.preheader, label %fold_sums.body.us

vec.epilog.iter.check109:                         ; preds = %middle.block105
  br i1 %min.epilog.iters.check110, label %feature.body.us.preheader, label %vec.epilog.ph111, !prof !3

vec.epilog.ph111:                                 ; preds = %vector.main.loop.iter.check94, %vec.epilog.iter.check109
  %vec.epilog.resume.val107 = phi i64 [ %n.vec97, %vec.epilog.iter.check109 ], [ 0, %vector.main.loop.iter.check94 ]
  br label %vec.epilog.vector.body114

vec.epilog.vector.body114:                        ; preds = %vec.epilog.vector.body114, %vec.epilog.ph111
  %index115 = phi i64 [ %vec.epilog.resume.val107, %vec.epilog.ph111 ], [ %index.next118, %vec.epilog.vector.body114 ]
  %62 = getelementptr inbounds float, ptr %30, i64 %index115
  %wide.load116 = load <4 x float>, ptr %62, align 4
  %63 = fmul <4 x float> %wide.load116, %wide.load116
  %64 = fmul <4 x float> %wide.load116, %63
  %65 = fmul <4 x float> %wide.load116, %64
  %66 = fmul <4 x float> %65, splat (float 2.500000e-01)
  %67 = fmul <4 x float> %63, splat (float 5.000000e-01)
  %68 = fsub <4 x float> %66, %67
  %69 = getelementptr inbounds float, ptr %31, i64 %index115
  %wide.load117 = load <4 x float>, ptr %69, align 4
  %70 = fsub <4 x float> %wide.load116, %wide.load117
  %71 = fmul <4 x float> %70, %70
  %72 = getelementptr inbounds float, ptr %scratch, i64 %index115
  store <4 x float> %68, ptr %72, align 4
  %73 = getelementptr float, ptr %8, i64 %index115
  store <4 x float> %71, ptr %73, align 4
  %index.next118 = add nuw i64 %index115, 4
  %74 = icmp eq i64 %index.next118, %n.vec113
  br i1 %74, label %vec.epilog.middle.block119, label %vec.epilog.vector.body114, !llvm.loop !4

vec.epilog.middle.block119:                       ; preds = %vec.epilog.vector.body114
  br i1 %cmp.n120, label %fold_sums.body.us.preheader, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %vector.memcheck81, %iter.check92, %vec.epilog.iter.check109, %vec.epilog.middle.block119
  %feature14.us.ph = phi i64 [ 0, %iter.check92 ], [ 0, %vector.memcheck81 ], [ %n.vec97, %vec.epilog.iter.check109 ], [ %n.vec113, %vec.epilog.middle.block119 ]
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %75 = getelementptr inbounds float, ptr %30, i64 %feature14.us.ph
  %76 = load float, ptr %75, align 4
  %77 = fmul float %76, %76
  %78 = fmul float %76, %77
  %79 = fmul float %76, %78
  %80 = fmul float %79, 2.500000e-01
  %81 = fmul float %77, 5.000000e-01
  %82 = fsub float %80, %81
  %83 = getelementptr inbounds float, ptr %31, i64 %feature14.us.ph
  %84 = load float, ptr %83, align 4
  %85 = fsub float %76, %84
  %86 = fmul float %85, %85
  %87 = getelementptr inbounds float, ptr %scratch, i64 %feature14.us.ph
  store float %82, ptr %87, align 4
  %88 = getelementptr float, ptr %8, i64 %feature14.us.ph
  store float %86, ptr %88, align 4
  %89 = or disjoint i64 %feature14.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature14.us.unr = phi i64 [ %feature14.us.ph, %feature.body.us.preheader ], [ %89, %feature.body.us.prol ]
  %90 = icmp eq i64 %23, %feature14.us.ph
  br i1 %90, label %fold_sums.body.us.preheader, label %feature.body.us

iter.check.unr-lcssa:                             ; preds = %fold_sums.body.us
  br i1 %lcmp.mod124.not, label %iter.check, label %fold_sums.body.us.epil.preheader

fold_sums.body.us.epil.preheader:                 ; preds = %iter.check.unr-lcssa, %fold_sums.body.us.preheader
  %fold_sums17.us.epil.init = phi i64 [ 0, %fold_sums.body.us.preheader ], [ %279, %iter.check.unr-lcssa ]
  %fold_value1.016.us.epil.init = phi float [ 0.000000e+00, %fold_sums.body.us.preheader ], [ %278, %iter.check.unr-lcssa ]
  %fold_value.015.us.epil.init = phi float [ 0.000000e+00, %fold_sums.body.us.preheader ], [ %275, %iter.check.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod127)
  br label %fold_sums.body.us.epil

fold_sums.body.us.epil:                           ; preds = %fold_sums.body.us.epil, %fold_sums.body.us.epil.preheader
  %fold_sums17.us.epil = phi i64 [ %97, %fold_sums.body.us.epil ], [ %fold_sums17.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value1.016.us.epil = phi float [ %96, %fold_sums.body.us.epil ], [ %fold_value1.016.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value.015.us.epil = phi float [ %93, %fold_sums.body.us.epil ], [ %fold_value.015.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.us.epil ], [ 0, %fold_sums.body.us.epil.preheader ]
  %91 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums17.us.epil
  %92 = load float, ptr %91, align 4
  %93 = fadd float %fold_value.015.us.epil, %92
  %94 = getelementptr inbounds float, ptr %8, i64 %fold_sums17.us.epil
  %95 = load float, ptr %94, align 4
  %96 = fadd float %fold_value1.016.us.epil, %95
  %97 = add nuw i64 %fold_sums17.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter123
  br i1 %epil.iter.cmp.not, label %iter.check, label %fold_sums.body.us.epil, !llvm.loop !5

iter.check:                                       ; preds = %fold_sums.body.us.epil, %iter.check.unr-lcssa
  %.lcssa122 = phi float [ %275, %iter.check.unr-lcssa ], [ %93, %fold_sums.body.us.epil ]
  %.lcssa = phi float [ %278, %iter.check.unr-lcssa ], [ %96, %fold_sums.body.us.epil ]
  %98 = fmul float %.lcssa, 5.000000e-01
  %99 = fadd float %.lcssa122, %98
  store float %99, ptr %28, align 4
  %brmerge = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge, label %feature.body7.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check66, label %vec.epilog.ph, label %vector.body

vector.body:                                      ; preds = %vector.main.loop.iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.main.loop.iter.check ]
  %100 = getelementptr inbounds float, ptr %30, i64 %index
  %101 = getelementptr inbounds nuw i8, ptr %100, i64 32
  %102 = getelementptr inbounds nuw i8, ptr %100, i64 64
  %103 = getelementptr inbounds nuw i8, ptr %100, i64 96
  %wide.load = load <8 x float>, ptr %100, align 4
  %wide.load67 = load <8 x float>, ptr %101, align 4
  %wide.load68 = load <8 x float>, ptr %102, align 4
  %wide.load69 = load <8 x float>, ptr %103, align 4
  %104 = getelementptr inbounds float, ptr %31, i64 %index
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 32
  %106 = getelementptr inbounds nuw i8, ptr %104, i64 64
  %107 = getelementptr inbounds nuw i8, ptr %104, i64 96
  %wide.load70 = load <8 x float>, ptr %104, align 4
  %wide.load71 = load <8 x float>, ptr %105, align 4
  %wide.load72 = load <8 x float>, ptr %106, align 4
  %wide.load73 = load <8 x float>, ptr %107, align 4
  %108 = fsub <8 x float> %wide.load, %wide.load70
  %109 = fsub <8 x float> %wide.load67, %wide.load71
  %110 = fsub <8 x float> %wide.load68, %wide.load72
  %111 = fsub <8 x float> %wide.load69, %wide.load73
  %112 = fmul <8 x float> %108, splat (float 2.000000e+00)
  %113 = fmul <8 x float> %109, splat (float 2.000000e+00)
  %114 = fmul <8 x float> %110, splat (float 2.000000e+00)
  %115 = fmul <8 x float> %111, splat (float 2.000000e+00)
  %116 = fmul <8 x float> %112, splat (float 5.000000e-01)
  %117 = fmul <8 x float> %113, splat (float 5.000000e-01)
  %118 = fmul <8 x float> %114, splat (float 5.000000e-01)
  %119 = fmul <8 x float> %115, splat (float 5.000000e-01)
  %120 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %121 = fmul <8 x float> %wide.load67, splat (float 2.000000e+00)
  %122 = fmul <8 x float> %wide.load68, splat (float 2.000000e+00)
  %123 = fmul <8 x float> %wide.load69, splat (float 2.000000e+00)
  %124 = fmul <8 x float> %120, splat (float 5.000000e-01)
  %125 = fmul <8 x float> %121, splat (float 5.000000e-01)
  %126 = fmul <8 x float> %122, splat (float 5.000000e-01)
  %127 = fmul <8 x float> %123, splat (float 5.000000e-01)
  %128 = fsub <8 x float> %116, %124
  %129 = fsub <8 x float> %117, %125
  %130 = fsub <8 x float> %118, %126
  %131 = fsub <8 x float> %119, %127
  %132 = fmul <8 x float> %wide.load, %wide.load
  %133 = fmul <8 x float> %wide.load67, %wide.load67
  %134 = fmul <8 x float> %wide.load68, %wide.load68
  %135 = fmul <8 x float> %wide.load69, %wide.load69
  %136 = fmul <8 x float> %wide.load, %132
  %137 = fmul <8 x float> %wide.load67, %133
  %138 = fmul <8 x float> %wide.load68, %134
  %139 = fmul <8 x float> %wide.load69, %135
  %140 = fmul <8 x float> %136, splat (float 4.000000e+00)
  %141 = fmul <8 x float> %137, splat (float 4.000000e+00)
  %142 = fmul <8 x float> %138, splat (float 4.000000e+00)
  %143 = fmul <8 x float> %139, splat (float 4.000000e+00)
  %144 = fmul <8 x float> %140, splat (float 2.500000e-01)
  %145 = fmul <8 x float> %141, splat (float 2.500000e-01)
  %146 = fmul <8 x float> %142, splat (float 2.500000e-01)
  %147 = fmul <8 x float> %143, splat (float 2.500000e-01)
  %148 = fadd <8 x float> %144, %128
  %149 = fadd <8 x float> %145, %129
  %150 = fadd <8 x float> %146, %130
  %151 = fadd <8 x float> %147, %131
  %152 = getelementptr inbounds float, ptr %29, i64 %index
  %153 = getelementptr inbounds nuw i8, ptr %152, i64 32
  %154 = getelementptr inbounds nuw i8, ptr %152, i64 64
  %155 = getelementptr inbounds nuw i8, ptr %152, i64 96
  store <8 x float> %148, ptr %152, align 4
  store <8 x float> %149, ptr %153, align 4
  store <8 x float> %150, ptr %154, align 4
  store <8 x float> %151, ptr %155, align 4
  %index.next = add nuw i64 %index, 32
  %156 = icmp eq i64 %index.next, %n.vec
  br i1 %156, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.header6.feature.exit8_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body7.us.preheader, label %vec.epilog.ph, !prof !8

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index76 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next79, %vec.epilog.vector.body ]
  %157 = getelementptr inbounds float, ptr %30, i64 %index76
  %wide.load77 = load <4 x float>, ptr %157, align 4
  %158 = getelementptr inbounds float, ptr %31, i64 %index76
  %wide.load78 = load <4 x float>, ptr %158, align 4
  %159 = fsub <4 x float> %wide.load77, %wide.load78
  %160 = fmul <4 x float> %159, splat (float 2.000000e+00)
  %161 = fmul <4 x float> %160, splat (float 5.000000e-01)
  %162 = fmul <4 x float> %wide.load77, splat (float 2.000000e+00)
  %163 = fmul <4 x float> %162, splat (float 5.000000e-01)
  %164 = fsub <4 x float> %161, %163
  %165 = fmul <4 x float> %wide.load77, %wide.load77
  %166 = fmul <4 x float> %wide.load77, %165
  %167 = fmul <4 x float> %166, splat (float 4.000000e+00)
  %168 = fmul <4 x float> %167, splat (float 2.500000e-01)
  %169 = fadd <4 x float> %168, %164
  %170 = getelementptr inbounds float, ptr %29, i64 %index76
  store <4 x float> %169, ptr %170, align 4
  %index.next79 = add nuw i64 %index76, 4
  %171 = icmp eq i64 %index.next79, %n.vec75
  br i1 %171, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !9

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n80, label %feature.header6.feature.exit8_crit_edge.us, label %feature.body7.us.preheader

feature.body7.us.preheader:                       ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature919.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec75, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg = or disjoint i64 %feature919.us.ph, 1
  br i1 %lcmp.mod129.not, label %feature.body7.us.prol.loopexit, label %feature.body7.us.prol

feature.body7.us.prol:                            ; preds = %feature.body7.us.preheader
  %172 = getelementptr inbounds float, ptr %30, i64 %feature919.us.ph
  %173 = load float, ptr %172, align 4
  %174 = getelementptr inbounds float, ptr %31, i64 %feature919.us.ph
  %175 = load float, ptr %174, align 4
  %176 = fsub float %173, %175
  %177 = fmul float %176, 2.000000e+00
  %178 = fmul float %177, 5.000000e-01
  %179 = fmul float %173, 2.000000e+00
  %180 = fmul float %179, 5.000000e-01
  %181 = fsub float %178, %180
  %182 = fmul float %173, %173
  %183 = fmul float %173, %182
  %184 = fmul float %183, 4.000000e+00
  %185 = fmul float %184, 2.500000e-01
  %186 = fadd float %185, %181
  %187 = getelementptr inbounds float, ptr %29, i64 %feature919.us.ph
  store float %186, ptr %187, align 4
  %188 = or disjoint i64 %feature919.us.ph, 1
  br label %feature.body7.us.prol.loopexit

feature.body7.us.prol.loopexit:                   ; preds = %feature.body7.us.prol, %feature.body7.us.preheader
  %feature919.us.unr = phi i64 [ %feature919.us.ph, %feature.body7.us.preheader ], [ %188, %feature.body7.us.prol ]
  %189 = icmp eq i64 %n_features, %.neg
  br i1 %189, label %feature.header6.feature.exit8_crit_edge.us, label %feature.body7.us

feature.body7.us:                                 ; preds = %feature.body7.us.prol.loopexit, %feature.body7.us
  %feature919.us = phi i64 [ %223, %feature.body7.us ], [ %feature919.us.unr, %feature.body7.us.prol.loopexit ]
  %190 = getelementptr inbounds float, ptr %30, i64 %feature919.us
  %191 = load float, ptr %190, align 4
  %192 = getelementptr inbounds float, ptr %31, i64 %feature919.us
  %193 = load float, ptr %192, align 4
  %194 = fsub float %191, %193
  %195 = fmul float %194, 2.000000e+00
  %196 = fmul float %195, 5.000000e-01
  %197 = fmul float %191, 2.000000e+00
  %198 = fmul float %197, 5.000000e-01
  %199 = fsub float %196, %198
  %200 = fmul float %191, %191
  %201 = fmul float %191, %200
  %202 = fmul float %201, 4.000000e+00
  %203 = fmul float %202, 2.500000e-01
  %204 = fadd float %203, %199
  %205 = getelementptr inbounds float, ptr %29, i64 %feature919.us
  store float %204, ptr %205, align 4
  %206 = add nuw i64 %feature919.us, 1
  %207 = getelementptr inbounds float, ptr %30, i64 %206
  %208 = load float, ptr %207, align 4
  %209 = getelementptr inbounds float, ptr %31, i64 %206
  %210 = load float, ptr %209, align 4
  %211 = fsub float %208, %210
  %212 = fmul float %211, 2.000000e+00
  %213 = fmul float %212, 5.000000e-01
  %214 = fmul float %208, 2.000000e+00
  %215 = fmul float %214, 5.000000e-01
  %216 = fsub float %213, %215
  %217 = fmul float %208, %208
  %218 = fmul float %208, %217
  %219 = fmul float %218, 4.000000e+00
  %220 = fmul float %219, 2.500000e-01
  %221 = fadd float %220, %216
  %222 = getelementptr inbounds float, ptr %29, i64 %206
  store float %221, ptr %222, align 4
  %223 = add nuw i64 %feature919.us, 2
  %exitcond58.not.1 = icmp eq i64 %223, %n_features
  br i1 %exitcond58.not.1, label %feature.header6.feature.exit8_crit_edge.us, label %feature.body7.us, !llvm.loop !10

fold_sums.body.us:                                ; preds = %fold_sums.body.us.preheader, %fold_sums.body.us
  %fold_sums17.us = phi i64 [ %279, %fold_sums.body.us ], [ 0, %fold_sums.body.us.preheader ]
  %fold_value1.016.us = phi float [ %278, %fold_sums.body.us ], [ 0.000000e+00, %fold_sums.body.us.preheader ]
  %fold_value.015.us = phi float [ %275, %fold_sums.body.us ], [ 0.000000e+00, %fold_sums.body.us.preheader ]
  %niter = phi i64 [ %niter.next.7, %fold_sums.body.us ], [ 0, %fold_sums.body.us.preheader ]
  %224 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums17.us
  %225 = load float, ptr %224, align 4
  %226 = fadd float %fold_value.015.us, %225
  %227 = getelementptr inbounds float, ptr %8, i64 %fold_sums17.us
  %228 = load float, ptr %227, align 4
  %229 = fadd float %fold_value1.016.us, %228
  %230 = or disjoint i64 %fold_sums17.us, 1
  %231 = getelementptr inbounds float, ptr %scratch, i64 %230
  %232 = load float, ptr %231, align 4
  %233 = fadd float %226, %232
  %234 = getelementptr inbounds float, ptr %8, i64 %230
  %235 = load float, ptr %234, align 4
  %236 = fadd float %229, %235
  %237 = or disjoint i64 %fold_sums17.us, 2
  %238 = getelementptr inbounds float, ptr %scratch, i64 %237
  %239 = load float, ptr %238, align 4
  %240 = fadd float %233, %239
  %241 = getelementptr inbounds float, ptr %8, i64 %237
  %242 = load float, ptr %241, align 4
  %243 = fadd float %236, %242
  %244 = or disjoint i64 %fold_sums17.us, 3
  %245 = getelementptr inbounds float, ptr %scratch, i64 %244
  %246 = load float, ptr %245, align 4
  %247 = fadd float %240, %246
  %248 = getelementptr inbounds float, ptr %8, i64 %244
  %249 = load float, ptr %248, align 4
  %250 = fadd float %243, %249
  %251 = or disjoint i64 %fold_sums17.us, 4
  %252 = getelementptr inbounds float, ptr %scratch, i64 %251
  %253 = load float, ptr %252, align 4
  %254 = fadd float %247, %253
  %255 = getelementptr inbounds float, ptr %8, i64 %251
  %256 = load float, ptr %255, align 4
  %257 = fadd float %250, %256
  %258 = or disjoint i64 %fold_sums17.us, 5
  %259 = getelementptr inbounds float, ptr %scratch, i64 %258
  %260 = load float, ptr %259, align 4
  %261 = fadd float %254, %260
  %262 = getelementptr inbounds float, ptr %8, i64 %258
  %263 = load float, ptr %262, align 4
  %264 = fadd float %257, %263
  %265 = or disjoint i64 %fold_sums17.us, 6
  %266 = getelementptr inbounds float, ptr %scratch, i64 %265
  %267 = load float, ptr %266, align 4
  %268 = fadd float %261, %267
  %269 = getelementptr inbounds float, ptr %8, i64 %265
  %270 = load float, ptr %269, align 4
  %271 = fadd float %264, %270
  %272 = or disjoint i64 %fold_sums17.us, 7
  %273 = getelementptr inbounds float, ptr %scratch, i64 %272
  %274 = load float, ptr %273, align 4
  %275 = fadd float %268, %274
  %276 = getelementptr inbounds float, ptr %8, i64 %272
  %277 = load float, ptr %276, align 4
  %278 = fadd float %271, %277
  %279 = add nuw i64 %fold_sums17.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %iter.check.unr-lcssa, label %fold_sums.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature14.us = phi i64 [ %309, %feature.body.us ], [ %feature14.us.unr, %feature.body.us.prol.loopexit ]
  %280 = getelementptr inbounds float, ptr %30, i64 %feature14.us
  %281 = load float, ptr %280, align 4
  %282 = fmul float %281, %281
  %283 = fmul float %281, %282
  %284 = fmul float %281, %283
  %285 = fmul float %284, 2.500000e-01
  %286 = fmul float %282, 5.000000e-01
  %287 = fsub float %285, %286
  %288 = getelementptr inbounds float, ptr %31, i64 %feature14.us
  %289 = load float, ptr %288, align 4
  %290 = fsub float %281, %289
  %291 = fmul float %290, %290
  %292 = getelementptr inbounds float, ptr %scratch, i64 %feature14.us
  store float %287, ptr %292, align 4
  %293 = getelementptr float, ptr %8, i64 %feature14.us
  store float %291, ptr %293, align 4
  %294 = add nuw i64 %feature14.us, 1
  %295 = getelementptr inbounds float, ptr %30, i64 %294
  %296 = load float, ptr %295, align 4
  %297 = fmul float %296, %296
  %298 = fmul float %296, %297
  %299 = fmul float %296, %298
  %300 = fmul float %299, 2.500000e-01
  %301 = fmul float %297, 5.000000e-01
  %302 = fsub float %300, %301
  %303 = getelementptr inbounds float, ptr %31, i64 %294
  %304 = load float, ptr %303, align 4
  %305 = fsub float %296, %304
  %306 = fmul float %305, %305
  %307 = getelementptr inbounds float, ptr %scratch, i64 %294
  store float %302, ptr %307, align 4
  %308 = getelementptr float, ptr %8, i64 %294
  store float %306, ptr %308, align 4
  %309 = add nuw i64 %feature14.us, 2
  %exitcond.not.1 = icmp eq i64 %309, %n_features
  br i1 %exitcond.not.1, label %fold_sums.body.us.preheader, label %feature.body.us, !llvm.loop !11

feature.header6.feature.exit8_crit_edge.us:       ; preds = %feature.body7.us.prol.loopexit, %feature.body7.us, %vec.epilog.middle.block, %middle.block
  %310 = add nuw i64 %row20.us, 1
  %exitcond59.not = icmp eq i64 %310, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond59.not, label %row.exit, label %iter.check92

row.exit:                                         ; preds = %feature.header6.feature.exit8_crit_edge.us, %row.body.preheader, %entry
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
!11 = distinct !{!11, !1}
