; ModuleID = 'well_energy'
source_filename = "well_energy.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_well_energy_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %state51 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %out_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %out_1 = load ptr, ptr %1, align 8
  %out_150 = ptrtoint ptr %out_1 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %input_0 = load ptr, ptr %2, align 8
  %input_052 = ptrtoint ptr %input_0 to i64
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %scratch = load ptr, ptr %3, align 8
  %scratch71 = ptrtoint ptr %scratch to i64
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
  br i1 %.not, label %iter.check116, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %9 = sub i64 %out_150, %state51
  %10 = sub i64 %out_150, %input_052
  %11 = mul i64 %row_begin, %n_features
  %12 = shl i64 %11, 2
  %13 = sub i64 %scratch71, %12
  %14 = sub i64 %13, %state51
  %15 = mul i64 %n_features, -4
  %16 = sub i64 %13, %input_052
  %17 = shl i64 %row_begin, 2
  %18 = sub i64 4, %17
  %19 = mul i64 %n_features, %18
  %20 = add i64 %19, %scratch71
  %21 = sub i64 %20, %state51
  %22 = sub i64 %20, %input_052
  %23 = and i64 %n_features, 4611686018427387888
  %diff.check70 = icmp eq i64 %23, 0
  %min.iters.check = icmp ult i64 %n_features, 4
  %diff.check = icmp ult i64 %9, 128
  %diff.check53 = icmp ult i64 %10, 128
  %conflict.rdx = or i1 %diff.check, %diff.check53
  %min.iters.check54 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec63 = and i64 %n_features, -4
  %cmp.n68 = icmp eq i64 %n_features, %n.vec63
  %xtraiter152 = and i64 %n_features, 1
  %lcmp.mod153.not = icmp eq i64 %xtraiter152, 0
  br label %row.body.us

iter.check116:                                    ; preds = %row.body.lr.ph
  %24 = sub i64 %row_end, %row_begin
  %min.iters.check114 = icmp ult i64 %24, 4
  br i1 %min.iters.check114, label %row.body.preheader, label %vector.main.loop.iter.check118

vector.main.loop.iter.check118:                   ; preds = %iter.check116
  %min.iters.check117 = icmp ult i64 %24, 32
  br i1 %min.iters.check117, label %vec.epilog.ph131, label %vector.ph119

vector.ph119:                                     ; preds = %vector.main.loop.iter.check118
  %n.mod.vf120 = and i64 %24, 28
  %n.vec121 = and i64 %24, -32
  %25 = getelementptr float, ptr %out_0, i64 %row_begin
  br label %vector.body122

vector.body122:                                   ; preds = %vector.body122, %vector.ph119
  %index123 = phi i64 [ 0, %vector.ph119 ], [ %index.next124, %vector.body122 ]
  %26 = getelementptr float, ptr %25, i64 %index123
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 32
  %28 = getelementptr inbounds nuw i8, ptr %26, i64 64
  %29 = getelementptr inbounds nuw i8, ptr %26, i64 96
  store <8 x float> zeroinitializer, ptr %26, align 4
  store <8 x float> zeroinitializer, ptr %27, align 4
  store <8 x float> zeroinitializer, ptr %28, align 4
  store <8 x float> zeroinitializer, ptr %29, align 4
  %index.next124 = add nuw i64 %index123, 32
  %30 = icmp eq i64 %index.next124, %n.vec121
  br i1 %30, label %middle.block125, label %vector.body122, !llvm.loop !0

middle.block125:                                  ; preds = %vector.body122
  %cmp.n126 = icmp eq i64 %24, %n.vec121
  br i1 %cmp.n126, label %row.exit, label %vec.epilog.iter.check129

vec.epilog.iter.check129:                         ; preds = %middle.block125
  %ind.end141 = add i64 %row_begin, %n.vec121
  %min.epilog.iters.check130 = icmp eq i64 %n.mod.vf120, 0
  br i1 %min.epilog.iters.check130, label %row.body.preheader, label %vec.epilog.ph131, !prof !3

vec.epilog.ph131:                                 ; preds = %vector.main.loop.iter.check118, %vec.epilog.iter.check129
  %vec.epilog.resume.val127 = phi i64 [ %n.vec121, %vec.epilog.iter.check129 ], [ 0, %vector.main.loop.iter.check118 ]
  %n.vec133 = and i64 %24, -4
  %31 = add i64 %row_begin, %n.vec133
  %32 = getelementptr float, ptr %out_0, i64 %row_begin
  br label %vec.epilog.vector.body134

vec.epilog.vector.body134:                        ; preds = %vec.epilog.vector.body134, %vec.epilog.ph131
  %index135 = phi i64 [ %vec.epilog.resume.val127, %vec.epilog.ph131 ], [ %index.next137, %vec.epilog.vector.body134 ]
  %33 = getelementptr float, ptr %32, i64 %index135
  store <4 x float> zeroinitializer, ptr %33, align 4
  %index.next137 = add nuw i64 %index135, 4
  %34 = icmp eq i64 %index.next137, %n.vec133
  br i1 %34, label %vec.epilog.middle.block138, label %vec.epilog.vector.body134, !llvm.loop !4

vec.epilog.middle.block138:                       ; preds = %vec.epilog.vector.body134
  %cmp.n139 = icmp eq i64 %24, %n.vec133
  br i1 %cmp.n139, label %row.exit, label %row.body.preheader

row.body.preheader:                               ; preds = %iter.check116, %vec.epilog.iter.check129, %vec.epilog.middle.block138
  %row25.ph = phi i64 [ %row_begin, %iter.check116 ], [ %ind.end141, %vec.epilog.iter.check129 ], [ %31, %vec.epilog.middle.block138 ]
  br label %row.body

row.body.us:                                      ; preds = %row.body.us.preheader, %feature.exit8.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %feature.exit8.us ]
  %row25.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %42, %feature.exit8.us ]
  %35 = mul i64 %15, %indvar
  %36 = add i64 %14, %35
  %37 = add i64 %16, %35
  %38 = add i64 %21, %35
  %39 = add i64 %22, %35
  %row_offset.us = mul i64 %row25.us, %n_features
  %40 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %41 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  br label %fold_chunk.body.us

feature.exit8.us:                                 ; preds = %feature.body7.us.prol.loopexit, %feature.body7.us, %vec.epilog.middle.block, %middle.block
  %42 = add nuw i64 %row25.us, 1
  %exitcond43.not = icmp eq i64 %42, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond43.not, label %row.exit, label %row.body.us

feature.body7.us:                                 ; preds = %feature.body7.us.prol.loopexit, %feature.body7.us
  %feature924.us = phi i64 [ %76, %feature.body7.us ], [ %feature924.us.unr, %feature.body7.us.prol.loopexit ]
  %43 = getelementptr inbounds float, ptr %40, i64 %feature924.us
  %44 = load float, ptr %43, align 4
  %45 = getelementptr inbounds float, ptr %41, i64 %feature924.us
  %46 = load float, ptr %45, align 4
  %47 = fsub float %44, %46
  %48 = fmul float %47, 2.000000e+00
  %49 = fmul float %48, 5.000000e-01
  %50 = fmul float %44, 2.000000e+00
  %51 = fmul float %50, 5.000000e-01
  %52 = fsub float %49, %51
  %53 = fmul float %44, %44
  %54 = fmul float %44, %53
  %55 = fmul float %54, 4.000000e+00
  %56 = fmul float %55, 2.500000e-01
  %57 = fadd float %56, %52
  %58 = getelementptr inbounds float, ptr %242, i64 %feature924.us
  store float %57, ptr %58, align 4
  %59 = add nuw i64 %feature924.us, 1
  %60 = getelementptr inbounds float, ptr %40, i64 %59
  %61 = load float, ptr %60, align 4
  %62 = getelementptr inbounds float, ptr %41, i64 %59
  %63 = load float, ptr %62, align 4
  %64 = fsub float %61, %63
  %65 = fmul float %64, 2.000000e+00
  %66 = fmul float %65, 5.000000e-01
  %67 = fmul float %61, 2.000000e+00
  %68 = fmul float %67, 5.000000e-01
  %69 = fsub float %66, %68
  %70 = fmul float %61, %61
  %71 = fmul float %61, %70
  %72 = fmul float %71, 4.000000e+00
  %73 = fmul float %72, 2.500000e-01
  %74 = fadd float %73, %69
  %75 = getelementptr inbounds float, ptr %242, i64 %59
  store float %74, ptr %75, align 4
  %76 = add nuw i64 %feature924.us, 2
  %exitcond42.not.1 = icmp eq i64 %76, %n_features
  br i1 %exitcond42.not.1, label %feature.exit8.us, label %feature.body7.us, !llvm.loop !5

fold_chunk.body.us:                               ; preds = %row.body.us, %fold_chunk.header.loopexit.us
  %indvar72 = phi i64 [ 0, %row.body.us ], [ %indvar.next73, %fold_chunk.header.loopexit.us ]
  %indvars.iv39 = phi i64 [ 0, %row.body.us ], [ %indvars.iv.next40, %fold_chunk.header.loopexit.us ]
  %indvars.iv = phi i64 [ 1024, %row.body.us ], [ %indvars.iv.next, %fold_chunk.header.loopexit.us ]
  %fold_chunk21.us = phi i64 [ 0, %row.body.us ], [ %84, %fold_chunk.header.loopexit.us ]
  %fold_value1.020.us = phi float [ 0.000000e+00, %row.body.us ], [ %fold_value1.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  %fold_value.019.us = phi float [ 0.000000e+00, %row.body.us ], [ %fold_value.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  %umin145 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %77 = add i64 %umin145, %indvars.iv39
  %umax146 = tail call i64 @llvm.umax.i64(i64 %77, i64 1)
  %umin144 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %78 = add i64 %umin, %indvars.iv39
  %79 = mul i64 %indvar72, -4096
  %80 = add i64 %36, %79
  %81 = add i64 %37, %79
  %82 = add i64 %38, %79
  %83 = add i64 %39, %79
  %umin38 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %84 = add i64 %fold_chunk21.us, 1024
  %chunk_end.us = tail call i64 @llvm.umin.i64(i64 %84, i64 %n_features)
  %85 = icmp ult i64 %fold_chunk21.us, %chunk_end.us
  br i1 %85, label %iter.check84, label %feature.exit.us

iter.check84:                                     ; preds = %fold_chunk.body.us
  %min.iters.check82 = icmp ult i64 %78, 4
  br i1 %min.iters.check82, label %feature.body.us.preheader, label %vector.memcheck69

vector.memcheck69:                                ; preds = %iter.check84
  %diff.check74 = icmp ult i64 %80, 64
  %conflict.rdx75 = or i1 %diff.check70, %diff.check74
  %diff.check76 = icmp ult i64 %81, 64
  %conflict.rdx77 = or i1 %conflict.rdx75, %diff.check76
  %diff.check78 = icmp ult i64 %82, 64
  %conflict.rdx79 = or i1 %conflict.rdx77, %diff.check78
  %diff.check80 = icmp ult i64 %83, 64
  %conflict.rdx81 = or i1 %conflict.rdx79, %diff.check80
  br i1 %conflict.rdx81, label %feature.body.us.preheader, label %vector.main.loop.iter.check86

vector.main.loop.iter.check86:                    ; preds = %vector.memcheck69
  %min.iters.check85 = icmp ult i64 %78, 16
  br i1 %min.iters.check85, label %vec.epilog.ph103, label %vector.ph87

vector.ph87:                                      ; preds = %vector.main.loop.iter.check86
  %n.mod.vf88 = and i64 %umin, 15
  %n.vec89 = sub nuw i64 %78, %n.mod.vf88
  br label %vector.body90

vector.body90:                                    ; preds = %vector.body90, %vector.ph87
  %index91 = phi i64 [ 0, %vector.ph87 ], [ %index.next96, %vector.body90 ]
  %86 = add i64 %fold_chunk21.us, %index91
  %87 = getelementptr inbounds float, ptr %40, i64 %86
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 32
  %wide.load92 = load <8 x float>, ptr %87, align 4
  %wide.load93 = load <8 x float>, ptr %88, align 4
  %89 = fmul <8 x float> %wide.load92, %wide.load92
  %90 = fmul <8 x float> %wide.load93, %wide.load93
  %91 = fmul <8 x float> %wide.load92, %89
  %92 = fmul <8 x float> %wide.load93, %90
  %93 = fmul <8 x float> %wide.load92, %91
  %94 = fmul <8 x float> %wide.load93, %92
  %95 = fmul <8 x float> %93, splat (float 2.500000e-01)
  %96 = fmul <8 x float> %94, splat (float 2.500000e-01)
  %97 = fmul <8 x float> %89, splat (float 5.000000e-01)
  %98 = fmul <8 x float> %90, splat (float 5.000000e-01)
  %99 = fsub <8 x float> %95, %97
  %100 = fsub <8 x float> %96, %98
  %101 = getelementptr inbounds float, ptr %41, i64 %86
  %102 = getelementptr inbounds nuw i8, ptr %101, i64 32
  %wide.load94 = load <8 x float>, ptr %101, align 4
  %wide.load95 = load <8 x float>, ptr %102, align 4
  %103 = fsub <8 x float> %wide.load92, %wide.load94
  %104 = fsub <8 x float> %wide.load93, %wide.load95
  %105 = fmul <8 x float> %103, %103
  %106 = fmul <8 x float> %104, %104
  %107 = getelementptr inbounds float, ptr %scratch, i64 %index91
  %108 = getelementptr inbounds nuw i8, ptr %107, i64 32
  store <8 x float> %99, ptr %107, align 4
  store <8 x float> %100, ptr %108, align 4
  %109 = getelementptr float, ptr %8, i64 %index91
  %110 = getelementptr i8, ptr %109, i64 32
  store <8 x float> %105, ptr %109, align 4
  store <8 x float> %106, ptr %110, align 4
  %index.next96 = add nuw i64 %index91, 16
  %111 = icmp eq i64 %index.next96, %n.vec89
  br i1 %111, label %middle.block97, label %vector.body90, !llvm.loop !6

middle.block97:                                   ; preds = %vector.body90
  %cmp.n98 = icmp eq i64 %n.mod.vf88, 0
  br i1 %cmp.n98, label %feature.exit.us, label %vec.epilog.iter.check101

vec.epilog.iter.check101:                         ; preds = %middle.block97
  %ind.end = add i64 %fold_chunk21.us, %n.vec89
  %min.epilog.iters.check102 = icmp samesign ult i64 %n.mod.vf88, 4
  br i1 %min.epilog.iters.check102, label %feature.body.us.preheader, label %vec.epilog.ph103, !prof !7

vec.epilog.ph103:                                 ; preds = %vector.main.loop.iter.check86, %vec.epilog.iter.check101
  %vec.epilog.resume.val99 = phi i64 [ %n.vec89, %vec.epilog.iter.check101 ], [ 0, %vector.main.loop.iter.check86 ]
  %n.mod.vf104 = and i64 %umin, 3
  %n.vec105 = sub i64 %78, %n.mod.vf104
  %112 = add i64 %fold_chunk21.us, %n.vec105
  br label %vec.epilog.vector.body106

vec.epilog.vector.body106:                        ; preds = %vec.epilog.vector.body106, %vec.epilog.ph103
  %index107 = phi i64 [ %vec.epilog.resume.val99, %vec.epilog.ph103 ], [ %index.next110, %vec.epilog.vector.body106 ]
  %offset.idx = add i64 %fold_chunk21.us, %index107
  %113 = getelementptr inbounds float, ptr %40, i64 %offset.idx
  %wide.load108 = load <4 x float>, ptr %113, align 4
  %114 = fmul <4 x float> %wide.load108, %wide.load108
  %115 = fmul <4 x float> %wide.load108, %114
  %116 = fmul <4 x float> %wide.load108, %115
  %117 = fmul <4 x float> %116, splat (float 2.500000e-01)
  %118 = fmul <4 x float> %114, splat (float 5.000000e-01)
  %119 = fsub <4 x float> %117, %118
  %120 = getelementptr inbounds float, ptr %41, i64 %offset.idx
  %wide.load109 = load <4 x float>, ptr %120, align 4
  %121 = fsub <4 x float> %wide.load108, %wide.load109
  %122 = fmul <4 x float> %121, %121
  %123 = getelementptr inbounds float, ptr %scratch, i64 %index107
  store <4 x float> %119, ptr %123, align 4
  %124 = getelementptr float, ptr %8, i64 %index107
  store <4 x float> %122, ptr %124, align 4
  %index.next110 = add nuw i64 %index107, 4
  %125 = icmp eq i64 %index.next110, %n.vec105
  br i1 %125, label %vec.epilog.middle.block111, label %vec.epilog.vector.body106, !llvm.loop !8

vec.epilog.middle.block111:                       ; preds = %vec.epilog.vector.body106
  %cmp.n112 = icmp eq i64 %n.mod.vf104, 0
  br i1 %cmp.n112, label %feature.exit.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %vector.memcheck69, %iter.check84, %vec.epilog.iter.check101, %vec.epilog.middle.block111
  %feature14.us.ph = phi i64 [ %fold_chunk21.us, %iter.check84 ], [ %fold_chunk21.us, %vector.memcheck69 ], [ %ind.end, %vec.epilog.iter.check101 ], [ %112, %vec.epilog.middle.block111 ]
  %126 = sub i64 %umin144, %feature14.us.ph
  %.neg = add i64 %feature14.us.ph, 1
  %xtraiter = and i64 %126, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %127 = getelementptr inbounds float, ptr %40, i64 %feature14.us.ph
  %128 = load float, ptr %127, align 4
  %129 = fmul float %128, %128
  %130 = fmul float %128, %129
  %131 = fmul float %128, %130
  %132 = fmul float %131, 2.500000e-01
  %133 = fmul float %129, 5.000000e-01
  %134 = fsub float %132, %133
  %135 = getelementptr inbounds float, ptr %41, i64 %feature14.us.ph
  %136 = load float, ptr %135, align 4
  %137 = fsub float %128, %136
  %138 = fmul float %137, %137
  %139 = sub nuw i64 %feature14.us.ph, %fold_chunk21.us
  %140 = getelementptr inbounds float, ptr %scratch, i64 %139
  store float %134, ptr %140, align 4
  %141 = getelementptr float, ptr %8, i64 %139
  store float %138, ptr %141, align 4
  %142 = add nuw i64 %feature14.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature14.us.unr = phi i64 [ %feature14.us.ph, %feature.body.us.preheader ], [ %142, %feature.body.us.prol ]
  %143 = icmp eq i64 %umin144, %.neg
  br i1 %143, label %feature.exit.us, label %feature.body.us

feature.exit.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block97, %vec.epilog.middle.block111, %fold_chunk.body.us
  %.not35 = icmp eq i64 %chunk_end.us, %fold_chunk21.us
  br i1 %.not35, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.preheader

fold_sums.body.us.preheader:                      ; preds = %feature.exit.us
  %xtraiter147 = and i64 %umax146, 7
  %144 = icmp ult i64 %77, 8
  br i1 %144, label %fold_sums.body.us.epil.preheader, label %fold_sums.body.us.preheader.new

fold_sums.body.us.preheader.new:                  ; preds = %fold_sums.body.us.preheader
  %unroll_iter = and i64 %umax146, -8
  br label %fold_sums.body.us

fold_sums.body.us:                                ; preds = %fold_sums.body.us, %fold_sums.body.us.preheader.new
  %fold_sums17.us = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %200, %fold_sums.body.us ]
  %fold_value1.116.us = phi float [ %fold_value1.020.us, %fold_sums.body.us.preheader.new ], [ %199, %fold_sums.body.us ]
  %fold_value.115.us = phi float [ %fold_value.019.us, %fold_sums.body.us.preheader.new ], [ %196, %fold_sums.body.us ]
  %niter = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %niter.next.7, %fold_sums.body.us ]
  %145 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums17.us
  %146 = load float, ptr %145, align 4
  %147 = fadd float %fold_value.115.us, %146
  %148 = getelementptr inbounds float, ptr %8, i64 %fold_sums17.us
  %149 = load float, ptr %148, align 4
  %150 = fadd float %fold_value1.116.us, %149
  %151 = or disjoint i64 %fold_sums17.us, 1
  %152 = getelementptr inbounds float, ptr %scratch, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = fadd float %147, %153
  %155 = getelementptr inbounds float, ptr %8, i64 %151
  %156 = load float, ptr %155, align 4
  %157 = fadd float %150, %156
  %158 = or disjoint i64 %fold_sums17.us, 2
  %159 = getelementptr inbounds float, ptr %scratch, i64 %158
  %160 = load float, ptr %159, align 4
  %161 = fadd float %154, %160
  %162 = getelementptr inbounds float, ptr %8, i64 %158
  %163 = load float, ptr %162, align 4
  %164 = fadd float %157, %163
  %165 = or disjoint i64 %fold_sums17.us, 3
  %166 = getelementptr inbounds float, ptr %scratch, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = fadd float %161, %167
  %169 = getelementptr inbounds float, ptr %8, i64 %165
  %170 = load float, ptr %169, align 4
  %171 = fadd float %164, %170
  %172 = or disjoint i64 %fold_sums17.us, 4
  %173 = getelementptr inbounds float, ptr %scratch, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = fadd float %168, %174
  %176 = getelementptr inbounds float, ptr %8, i64 %172
  %177 = load float, ptr %176, align 4
  %178 = fadd float %171, %177
  %179 = or disjoint i64 %fold_sums17.us, 5
  %180 = getelementptr inbounds float, ptr %scratch, i64 %179
  %181 = load float, ptr %180, align 4
  %182 = fadd float %175, %181
  %183 = getelementptr inbounds float, ptr %8, i64 %179
  %184 = load float, ptr %183, align 4
  %185 = fadd float %178, %184
  %186 = or disjoint i64 %fold_sums17.us, 6
  %187 = getelementptr inbounds float, ptr %scratch, i64 %186
  %188 = load float, ptr %187, align 4
  %189 = fadd float %182, %188
  %190 = getelementptr inbounds float, ptr %8, i64 %186
  %191 = load float, ptr %190, align 4
  %192 = fadd float %185, %191
  %193 = or disjoint i64 %fold_sums17.us, 7
  %194 = getelementptr inbounds float, ptr %scratch, i64 %193
  %195 = load float, ptr %194, align 4
  %196 = fadd float %189, %195
  %197 = getelementptr inbounds float, ptr %8, i64 %193
  %198 = load float, ptr %197, align 4
  %199 = fadd float %192, %198
  %200 = add nuw i64 %fold_sums17.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature14.us = phi i64 [ %232, %feature.body.us ], [ %feature14.us.unr, %feature.body.us.prol.loopexit ]
  %201 = getelementptr inbounds float, ptr %40, i64 %feature14.us
  %202 = load float, ptr %201, align 4
  %203 = fmul float %202, %202
  %204 = fmul float %202, %203
  %205 = fmul float %202, %204
  %206 = fmul float %205, 2.500000e-01
  %207 = fmul float %203, 5.000000e-01
  %208 = fsub float %206, %207
  %209 = getelementptr inbounds float, ptr %41, i64 %feature14.us
  %210 = load float, ptr %209, align 4
  %211 = fsub float %202, %210
  %212 = fmul float %211, %211
  %213 = sub nuw i64 %feature14.us, %fold_chunk21.us
  %214 = getelementptr inbounds float, ptr %scratch, i64 %213
  store float %208, ptr %214, align 4
  %215 = getelementptr float, ptr %8, i64 %213
  store float %212, ptr %215, align 4
  %216 = add nuw i64 %feature14.us, 1
  %217 = getelementptr inbounds float, ptr %40, i64 %216
  %218 = load float, ptr %217, align 4
  %219 = fmul float %218, %218
  %220 = fmul float %218, %219
  %221 = fmul float %218, %220
  %222 = fmul float %221, 2.500000e-01
  %223 = fmul float %219, 5.000000e-01
  %224 = fsub float %222, %223
  %225 = getelementptr inbounds float, ptr %41, i64 %216
  %226 = load float, ptr %225, align 4
  %227 = fsub float %218, %226
  %228 = fmul float %227, %227
  %229 = sub nuw i64 %216, %fold_chunk21.us
  %230 = getelementptr inbounds float, ptr %scratch, i64 %229
  store float %224, ptr %230, align 4
  %231 = getelementptr float, ptr %8, i64 %229
  store float %228, ptr %231, align 4
  %232 = add nuw i64 %feature14.us, 2
  %exitcond.not.1 = icmp eq i64 %232, %umin38
  br i1 %exitcond.not.1, label %feature.exit.us, label %feature.body.us, !llvm.loop !9

fold_chunk.header.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body.us
  %lcmp.mod148.not = icmp eq i64 %xtraiter147, 0
  br i1 %lcmp.mod148.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil.preheader

fold_sums.body.us.epil.preheader:                 ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.preheader
  %fold_sums17.us.epil.init = phi i64 [ 0, %fold_sums.body.us.preheader ], [ %200, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value1.116.us.epil.init = phi float [ %fold_value1.020.us, %fold_sums.body.us.preheader ], [ %199, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value.115.us.epil.init = phi float [ %fold_value.019.us, %fold_sums.body.us.preheader ], [ %196, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod151 = icmp ne i64 %xtraiter147, 0
  tail call void @llvm.assume(i1 %lcmp.mod151)
  br label %fold_sums.body.us.epil

fold_sums.body.us.epil:                           ; preds = %fold_sums.body.us.epil, %fold_sums.body.us.epil.preheader
  %fold_sums17.us.epil = phi i64 [ %239, %fold_sums.body.us.epil ], [ %fold_sums17.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value1.116.us.epil = phi float [ %238, %fold_sums.body.us.epil ], [ %fold_value1.116.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value.115.us.epil = phi float [ %235, %fold_sums.body.us.epil ], [ %fold_value.115.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.us.epil ], [ 0, %fold_sums.body.us.epil.preheader ]
  %233 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums17.us.epil
  %234 = load float, ptr %233, align 4
  %235 = fadd float %fold_value.115.us.epil, %234
  %236 = getelementptr inbounds float, ptr %8, i64 %fold_sums17.us.epil
  %237 = load float, ptr %236, align 4
  %238 = fadd float %fold_value1.116.us.epil, %237
  %239 = add nuw i64 %fold_sums17.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter147
  br i1 %epil.iter.cmp.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil, !llvm.loop !10

fold_chunk.header.loopexit.us:                    ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.epil, %feature.exit.us
  %fold_value.1.lcssa.us = phi float [ %fold_value.019.us, %feature.exit.us ], [ %196, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %235, %fold_sums.body.us.epil ]
  %fold_value1.1.lcssa.us = phi float [ %fold_value1.020.us, %feature.exit.us ], [ %199, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %238, %fold_sums.body.us.epil ]
  %240 = icmp ult i64 %84, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 1024
  %indvars.iv.next40 = add i64 %indvars.iv39, -1024
  %indvar.next73 = add i64 %indvar72, 1
  br i1 %240, label %fold_chunk.body.us, label %iter.check

iter.check:                                       ; preds = %fold_chunk.header.loopexit.us
  %241 = getelementptr inbounds float, ptr %out_0, i64 %row25.us
  %242 = getelementptr inbounds float, ptr %out_1, i64 %row_offset.us
  %243 = fmul float %fold_value1.1.lcssa.us, 5.000000e-01
  %244 = fadd float %fold_value.1.lcssa.us, %243
  store float %244, ptr %241, align 4
  %brmerge = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge, label %feature.body7.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check54, label %vec.epilog.ph, label %vector.body

vector.body:                                      ; preds = %vector.main.loop.iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.main.loop.iter.check ]
  %245 = getelementptr inbounds float, ptr %40, i64 %index
  %246 = getelementptr inbounds nuw i8, ptr %245, i64 32
  %247 = getelementptr inbounds nuw i8, ptr %245, i64 64
  %248 = getelementptr inbounds nuw i8, ptr %245, i64 96
  %wide.load = load <8 x float>, ptr %245, align 4
  %wide.load55 = load <8 x float>, ptr %246, align 4
  %wide.load56 = load <8 x float>, ptr %247, align 4
  %wide.load57 = load <8 x float>, ptr %248, align 4
  %249 = getelementptr inbounds float, ptr %41, i64 %index
  %250 = getelementptr inbounds nuw i8, ptr %249, i64 32
  %251 = getelementptr inbounds nuw i8, ptr %249, i64 64
  %252 = getelementptr inbounds nuw i8, ptr %249, i64 96
  %wide.load58 = load <8 x float>, ptr %249, align 4
  %wide.load59 = load <8 x float>, ptr %250, align 4
  %wide.load60 = load <8 x float>, ptr %251, align 4
  %wide.load61 = load <8 x float>, ptr %252, align 4
  %253 = fsub <8 x float> %wide.load, %wide.load58
  %254 = fsub <8 x float> %wide.load55, %wide.load59
  %255 = fsub <8 x float> %wide.load56, %wide.load60
  %256 = fsub <8 x float> %wide.load57, %wide.load61
  %257 = fmul <8 x float> %253, splat (float 2.000000e+00)
  %258 = fmul <8 x float> %254, splat (float 2.000000e+00)
  %259 = fmul <8 x float> %255, splat (float 2.000000e+00)
  %260 = fmul <8 x float> %256, splat (float 2.000000e+00)
  %261 = fmul <8 x float> %257, splat (float 5.000000e-01)
  %262 = fmul <8 x float> %258, splat (float 5.000000e-01)
  %263 = fmul <8 x float> %259, splat (float 5.000000e-01)
  %264 = fmul <8 x float> %260, splat (float 5.000000e-01)
  %265 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %266 = fmul <8 x float> %wide.load55, splat (float 2.000000e+00)
  %267 = fmul <8 x float> %wide.load56, splat (float 2.000000e+00)
  %268 = fmul <8 x float> %wide.load57, splat (float 2.000000e+00)
  %269 = fmul <8 x float> %265, splat (float 5.000000e-01)
  %270 = fmul <8 x float> %266, splat (float 5.000000e-01)
  %271 = fmul <8 x float> %267, splat (float 5.000000e-01)
  %272 = fmul <8 x float> %268, splat (float 5.000000e-01)
  %273 = fsub <8 x float> %261, %269
  %274 = fsub <8 x float> %262, %270
  %275 = fsub <8 x float> %263, %271
  %276 = fsub <8 x float> %264, %272
  %277 = fmul <8 x float> %wide.load, %wide.load
  %278 = fmul <8 x float> %wide.load55, %wide.load55
  %279 = fmul <8 x float> %wide.load56, %wide.load56
  %280 = fmul <8 x float> %wide.load57, %wide.load57
  %281 = fmul <8 x float> %wide.load, %277
  %282 = fmul <8 x float> %wide.load55, %278
  %283 = fmul <8 x float> %wide.load56, %279
  %284 = fmul <8 x float> %wide.load57, %280
  %285 = fmul <8 x float> %281, splat (float 4.000000e+00)
  %286 = fmul <8 x float> %282, splat (float 4.000000e+00)
  %287 = fmul <8 x float> %283, splat (float 4.000000e+00)
  %288 = fmul <8 x float> %284, splat (float 4.000000e+00)
  %289 = fmul <8 x float> %285, splat (float 2.500000e-01)
  %290 = fmul <8 x float> %286, splat (float 2.500000e-01)
  %291 = fmul <8 x float> %287, splat (float 2.500000e-01)
  %292 = fmul <8 x float> %288, splat (float 2.500000e-01)
  %293 = fadd <8 x float> %289, %273
  %294 = fadd <8 x float> %290, %274
  %295 = fadd <8 x float> %291, %275
  %296 = fadd <8 x float> %292, %276
  %297 = getelementptr inbounds float, ptr %242, i64 %index
  %298 = getelementptr inbounds nuw i8, ptr %297, i64 32
  %299 = getelementptr inbounds nuw i8, ptr %297, i64 64
  %300 = getelementptr inbounds nuw i8, ptr %297, i64 96
  store <8 x float> %293, ptr %297, align 4
  store <8 x float> %294, ptr %298, align 4
  store <8 x float> %295, ptr %299, align 4
  store <8 x float> %296, ptr %300, align 4
  %index.next = add nuw i64 %index, 32
  %301 = icmp eq i64 %index.next, %n.vec
  br i1 %301, label %middle.block, label %vector.body, !llvm.loop !12

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.exit8.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body7.us.preheader, label %vec.epilog.ph, !prof !3

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index64 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next67, %vec.epilog.vector.body ]
  %302 = getelementptr inbounds float, ptr %40, i64 %index64
  %wide.load65 = load <4 x float>, ptr %302, align 4
  %303 = getelementptr inbounds float, ptr %41, i64 %index64
  %wide.load66 = load <4 x float>, ptr %303, align 4
  %304 = fsub <4 x float> %wide.load65, %wide.load66
  %305 = fmul <4 x float> %304, splat (float 2.000000e+00)
  %306 = fmul <4 x float> %305, splat (float 5.000000e-01)
  %307 = fmul <4 x float> %wide.load65, splat (float 2.000000e+00)
  %308 = fmul <4 x float> %307, splat (float 5.000000e-01)
  %309 = fsub <4 x float> %306, %308
  %310 = fmul <4 x float> %wide.load65, %wide.load65
  %311 = fmul <4 x float> %wide.load65, %310
  %312 = fmul <4 x float> %311, splat (float 4.000000e+00)
  %313 = fmul <4 x float> %312, splat (float 2.500000e-01)
  %314 = fadd <4 x float> %313, %309
  %315 = getelementptr inbounds float, ptr %242, i64 %index64
  store <4 x float> %314, ptr %315, align 4
  %index.next67 = add nuw i64 %index64, 4
  %316 = icmp eq i64 %index.next67, %n.vec63
  br i1 %316, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n68, label %feature.exit8.us, label %feature.body7.us.preheader

feature.body7.us.preheader:                       ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature924.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec63, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg154 = or disjoint i64 %feature924.us.ph, 1
  br i1 %lcmp.mod153.not, label %feature.body7.us.prol.loopexit, label %feature.body7.us.prol

feature.body7.us.prol:                            ; preds = %feature.body7.us.preheader
  %317 = getelementptr inbounds float, ptr %40, i64 %feature924.us.ph
  %318 = load float, ptr %317, align 4
  %319 = getelementptr inbounds float, ptr %41, i64 %feature924.us.ph
  %320 = load float, ptr %319, align 4
  %321 = fsub float %318, %320
  %322 = fmul float %321, 2.000000e+00
  %323 = fmul float %322, 5.000000e-01
  %324 = fmul float %318, 2.000000e+00
  %325 = fmul float %324, 5.000000e-01
  %326 = fsub float %323, %325
  %327 = fmul float %318, %318
  %328 = fmul float %318, %327
  %329 = fmul float %328, 4.000000e+00
  %330 = fmul float %329, 2.500000e-01
  %331 = fadd float %330, %326
  %332 = getelementptr inbounds float, ptr %242, i64 %feature924.us.ph
  store float %331, ptr %332, align 4
  %333 = or disjoint i64 %feature924.us.ph, 1
  br label %feature.body7.us.prol.loopexit

feature.body7.us.prol.loopexit:                   ; preds = %feature.body7.us.prol, %feature.body7.us.preheader
  %feature924.us.unr = phi i64 [ %feature924.us.ph, %feature.body7.us.preheader ], [ %333, %feature.body7.us.prol ]
  %334 = icmp eq i64 %n_features, %.neg154
  br i1 %334, label %feature.exit8.us, label %feature.body7.us

row.body:                                         ; preds = %row.body.preheader, %row.body
  %row25 = phi i64 [ %336, %row.body ], [ %row25.ph, %row.body.preheader ]
  %335 = getelementptr inbounds float, ptr %out_0, i64 %row25
  store float 0.000000e+00, ptr %335, align 4
  %336 = add nuw i64 %row25, 1
  %exitcond44.not = icmp eq i64 %336, %row_end
  br i1 %exitcond44.not, label %row.exit, label %row.body, !llvm.loop !14

row.exit:                                         ; preds = %feature.exit8.us, %row.body, %middle.block125, %vec.epilog.middle.block138, %entry
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-builtins" "no-trapping-math"="true" "probe-stack"="inline-asm" "target-cpu"="x86-64-v4" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = !{!"branch_weights", i32 4, i32 28}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = !{!"branch_weights", i32 4, i32 12}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !2, !1}
