; ModuleID = 'well_energy'
source_filename = "well_energy.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_well_energy_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %state48 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %out_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %out_1 = load ptr, ptr %1, align 8
  %out_147 = ptrtoint ptr %out_1 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %input_0 = load ptr, ptr %2, align 8
  %input_049 = ptrtoint ptr %input_0 to i64
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %scratch = load ptr, ptr %3, align 8
  %scratch68 = ptrtoint ptr %scratch to i64
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
  br i1 %.not, label %row.body.preheader, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %9 = sub i64 %out_147, %state48
  %10 = sub i64 %out_147, %input_049
  %11 = mul i64 %row_begin, %n_features
  %12 = shl i64 %11, 2
  %13 = sub i64 %scratch68, %12
  %14 = sub i64 %13, %state48
  %15 = mul i64 %n_features, -4
  %16 = sub i64 %13, %input_049
  %17 = shl i64 %row_begin, 2
  %18 = sub i64 4, %17
  %19 = mul i64 %n_features, %18
  %20 = add i64 %19, %scratch68
  %21 = sub i64 %20, %state48
  %22 = sub i64 %20, %input_049
  %23 = and i64 %n_features, 4611686018427387888
  %diff.check67 = icmp eq i64 %23, 0
  %min.iters.check = icmp ult i64 %n_features, 4
  %diff.check = icmp ult i64 %9, 128
  %diff.check50 = icmp ult i64 %10, 128
  %conflict.rdx = or i1 %diff.check, %diff.check50
  %min.iters.check51 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec60 = and i64 %n_features, -4
  %cmp.n65 = icmp eq i64 %n_features, %n.vec60
  %xtraiter120 = and i64 %n_features, 1
  %lcmp.mod121.not = icmp eq i64 %xtraiter120, 0
  br label %row.body.us

row.body.preheader:                               ; preds = %row.body.lr.ph
  %24 = shl i64 %row_begin, 2
  %scevgep = getelementptr i8, ptr %out_0, i64 %24
  %25 = sub i64 %row_end, %row_begin
  %26 = shl i64 %25, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %scevgep, i8 0, i64 %26, i1 false)
  br label %row.exit

row.body.us:                                      ; preds = %row.body.us.preheader, %feature.exit8.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %feature.exit8.us ]
  %row25.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %34, %feature.exit8.us ]
  %27 = mul i64 %15, %indvar
  %28 = add i64 %14, %27
  %29 = add i64 %16, %27
  %30 = add i64 %21, %27
  %31 = add i64 %22, %27
  %row_offset.us = mul i64 %row25.us, %n_features
  %32 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %33 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  br label %fold_chunk.body.us

feature.exit8.us:                                 ; preds = %feature.body7.us.prol.loopexit, %feature.body7.us, %vec.epilog.middle.block, %middle.block
  %34 = add nuw i64 %row25.us, 1
  %exitcond43.not = icmp eq i64 %34, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond43.not, label %row.exit, label %row.body.us

feature.body7.us:                                 ; preds = %feature.body7.us.prol.loopexit, %feature.body7.us
  %feature924.us = phi i64 [ %68, %feature.body7.us ], [ %feature924.us.unr, %feature.body7.us.prol.loopexit ]
  %35 = getelementptr inbounds float, ptr %32, i64 %feature924.us
  %36 = load float, ptr %35, align 4
  %37 = getelementptr inbounds float, ptr %33, i64 %feature924.us
  %38 = load float, ptr %37, align 4
  %39 = fsub float %36, %38
  %40 = fmul float %39, 2.000000e+00
  %41 = fmul float %40, 5.000000e-01
  %42 = fmul float %36, 2.000000e+00
  %43 = fmul float %42, 5.000000e-01
  %44 = fsub float %41, %43
  %45 = fmul float %36, %36
  %46 = fmul float %36, %45
  %47 = fmul float %46, 4.000000e+00
  %48 = fmul float %47, 2.500000e-01
  %49 = fadd float %48, %44
  %50 = getelementptr inbounds float, ptr %234, i64 %feature924.us
  store float %49, ptr %50, align 4
  %51 = add nuw i64 %feature924.us, 1
  %52 = getelementptr inbounds float, ptr %32, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = getelementptr inbounds float, ptr %33, i64 %51
  %55 = load float, ptr %54, align 4
  %56 = fsub float %53, %55
  %57 = fmul float %56, 2.000000e+00
  %58 = fmul float %57, 5.000000e-01
  %59 = fmul float %53, 2.000000e+00
  %60 = fmul float %59, 5.000000e-01
  %61 = fsub float %58, %60
  %62 = fmul float %53, %53
  %63 = fmul float %53, %62
  %64 = fmul float %63, 4.000000e+00
  %65 = fmul float %64, 2.500000e-01
  %66 = fadd float %65, %61
  %67 = getelementptr inbounds float, ptr %234, i64 %51
  store float %66, ptr %67, align 4
  %68 = add nuw i64 %feature924.us, 2
  %exitcond42.not.1 = icmp eq i64 %68, %n_features
  br i1 %exitcond42.not.1, label %feature.exit8.us, label %feature.body7.us, !llvm.loop !0

fold_chunk.body.us:                               ; preds = %row.body.us, %fold_chunk.header.loopexit.us
  %indvar69 = phi i64 [ 0, %row.body.us ], [ %indvar.next70, %fold_chunk.header.loopexit.us ]
  %indvars.iv39 = phi i64 [ 0, %row.body.us ], [ %indvars.iv.next40, %fold_chunk.header.loopexit.us ]
  %indvars.iv = phi i64 [ 1024, %row.body.us ], [ %indvars.iv.next, %fold_chunk.header.loopexit.us ]
  %fold_chunk21.us = phi i64 [ 0, %row.body.us ], [ %76, %fold_chunk.header.loopexit.us ]
  %fold_value1.020.us = phi float [ 0.000000e+00, %row.body.us ], [ %fold_value1.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  %fold_value.019.us = phi float [ 0.000000e+00, %row.body.us ], [ %fold_value.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  %umin113 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %69 = add i64 %umin113, %indvars.iv39
  %umax114 = tail call i64 @llvm.umax.i64(i64 %69, i64 1)
  %umin112 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %70 = add i64 %umin, %indvars.iv39
  %71 = mul i64 %indvar69, -4096
  %72 = add i64 %28, %71
  %73 = add i64 %29, %71
  %74 = add i64 %30, %71
  %75 = add i64 %31, %71
  %umin38 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %76 = add i64 %fold_chunk21.us, 1024
  %chunk_end.us = tail call i64 @llvm.umin.i64(i64 %76, i64 %n_features)
  %77 = icmp ult i64 %fold_chunk21.us, %chunk_end.us
  br i1 %77, label %iter.check81, label %feature.exit.us

iter.check81:                                     ; preds = %fold_chunk.body.us
  %min.iters.check79 = icmp ult i64 %70, 4
  br i1 %min.iters.check79, label %feature.body.us.preheader, label %vector.memcheck66

vector.memcheck66:                                ; preds = %iter.check81
  %diff.check71 = icmp ult i64 %72, 64
  %conflict.rdx72 = or i1 %diff.check67, %diff.check71
  %diff.check73 = icmp ult i64 %73, 64
  %conflict.rdx74 = or i1 %conflict.rdx72, %diff.check73
  %diff.check75 = icmp ult i64 %74, 64
  %conflict.rdx76 = or i1 %conflict.rdx74, %diff.check75
  %diff.check77 = icmp ult i64 %75, 64
  %conflict.rdx78 = or i1 %conflict.rdx76, %diff.check77
  br i1 %conflict.rdx78, label %feature.body.us.preheader, label %vector.main.loop.iter.check83

vector.main.loop.iter.check83:                    ; preds = %vector.memcheck66
  %min.iters.check82 = icmp ult i64 %70, 16
  br i1 %min.iters.check82, label %vec.epilog.ph100, label %vector.ph84

vector.ph84:                                      ; preds = %vector.main.loop.iter.check83
  %n.mod.vf85 = and i64 %umin, 15
  %n.vec86 = sub nuw i64 %70, %n.mod.vf85
  br label %vector.body87

vector.body87:                                    ; preds = %vector.body87, %vector.ph84
  %index88 = phi i64 [ 0, %vector.ph84 ], [ %index.next93, %vector.body87 ]
  %78 = add i64 %fold_chunk21.us, %index88
  %79 = getelementptr inbounds float, ptr %32, i64 %78
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 32
  %wide.load89 = load <8 x float>, ptr %79, align 4
  %wide.load90 = load <8 x float>, ptr %80, align 4
  %81 = fmul <8 x float> %wide.load89, %wide.load89
  %82 = fmul <8 x float> %wide.load90, %wide.load90
  %83 = fmul <8 x float> %wide.load89, %81
  %84 = fmul <8 x float> %wide.load90, %82
  %85 = fmul <8 x float> %wide.load89, %83
  %86 = fmul <8 x float> %wide.load90, %84
  %87 = fmul <8 x float> %85, splat (float 2.500000e-01)
  %88 = fmul <8 x float> %86, splat (float 2.500000e-01)
  %89 = fmul <8 x float> %81, splat (float 5.000000e-01)
  %90 = fmul <8 x float> %82, splat (float 5.000000e-01)
  %91 = fsub <8 x float> %87, %89
  %92 = fsub <8 x float> %88, %90
  %93 = getelementptr inbounds float, ptr %33, i64 %78
  %94 = getelementptr inbounds nuw i8, ptr %93, i64 32
  %wide.load91 = load <8 x float>, ptr %93, align 4
  %wide.load92 = load <8 x float>, ptr %94, align 4
  %95 = fsub <8 x float> %wide.load89, %wide.load91
  %96 = fsub <8 x float> %wide.load90, %wide.load92
  %97 = fmul <8 x float> %95, %95
  %98 = fmul <8 x float> %96, %96
  %99 = getelementptr inbounds float, ptr %scratch, i64 %index88
  %100 = getelementptr inbounds nuw i8, ptr %99, i64 32
  store <8 x float> %91, ptr %99, align 4
  store <8 x float> %92, ptr %100, align 4
  %101 = getelementptr float, ptr %8, i64 %index88
  %102 = getelementptr i8, ptr %101, i64 32
  store <8 x float> %97, ptr %101, align 4
  store <8 x float> %98, ptr %102, align 4
  %index.next93 = add nuw i64 %index88, 16
  %103 = icmp eq i64 %index.next93, %n.vec86
  br i1 %103, label %middle.block94, label %vector.body87, !llvm.loop !2

middle.block94:                                   ; preds = %vector.body87
  %cmp.n95 = icmp eq i64 %n.mod.vf85, 0
  br i1 %cmp.n95, label %feature.exit.us, label %vec.epilog.iter.check98

vec.epilog.iter.check98:                          ; preds = %middle.block94
  %ind.end = add i64 %fold_chunk21.us, %n.vec86
  %min.epilog.iters.check99 = icmp samesign ult i64 %n.mod.vf85, 4
  br i1 %min.epilog.iters.check99, label %feature.body.us.preheader, label %vec.epilog.ph100, !prof !4

vec.epilog.ph100:                                 ; preds = %vector.main.loop.iter.check83, %vec.epilog.iter.check98
  %vec.epilog.resume.val96 = phi i64 [ %n.vec86, %vec.epilog.iter.check98 ], [ 0, %vector.main.loop.iter.check83 ]
  %n.mod.vf101 = and i64 %umin, 3
  %n.vec102 = sub i64 %70, %n.mod.vf101
  %104 = add i64 %fold_chunk21.us, %n.vec102
  br label %vec.epilog.vector.body103

vec.epilog.vector.body103:                        ; preds = %vec.epilog.vector.body103, %vec.epilog.ph100
  %index104 = phi i64 [ %vec.epilog.resume.val96, %vec.epilog.ph100 ], [ %index.next107, %vec.epilog.vector.body103 ]
  %offset.idx = add i64 %fold_chunk21.us, %index104
  %105 = getelementptr inbounds float, ptr %32, i64 %offset.idx
  %wide.load105 = load <4 x float>, ptr %105, align 4
  %106 = fmul <4 x float> %wide.load105, %wide.load105
  %107 = fmul <4 x float> %wide.load105, %106
  %108 = fmul <4 x float> %wide.load105, %107
  %109 = fmul <4 x float> %108, splat (float 2.500000e-01)
  %110 = fmul <4 x float> %106, splat (float 5.000000e-01)
  %111 = fsub <4 x float> %109, %110
  %112 = getelementptr inbounds float, ptr %33, i64 %offset.idx
  %wide.load106 = load <4 x float>, ptr %112, align 4
  %113 = fsub <4 x float> %wide.load105, %wide.load106
  %114 = fmul <4 x float> %113, %113
  %115 = getelementptr inbounds float, ptr %scratch, i64 %index104
  store <4 x float> %111, ptr %115, align 4
  %116 = getelementptr float, ptr %8, i64 %index104
  store <4 x float> %114, ptr %116, align 4
  %index.next107 = add nuw i64 %index104, 4
  %117 = icmp eq i64 %index.next107, %n.vec102
  br i1 %117, label %vec.epilog.middle.block108, label %vec.epilog.vector.body103, !llvm.loop !5

vec.epilog.middle.block108:                       ; preds = %vec.epilog.vector.body103
  %cmp.n109 = icmp eq i64 %n.mod.vf101, 0
  br i1 %cmp.n109, label %feature.exit.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %vector.memcheck66, %iter.check81, %vec.epilog.iter.check98, %vec.epilog.middle.block108
  %feature14.us.ph = phi i64 [ %fold_chunk21.us, %iter.check81 ], [ %fold_chunk21.us, %vector.memcheck66 ], [ %ind.end, %vec.epilog.iter.check98 ], [ %104, %vec.epilog.middle.block108 ]
  %118 = sub i64 %umin112, %feature14.us.ph
  %.neg = add i64 %feature14.us.ph, 1
  %xtraiter = and i64 %118, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %119 = getelementptr inbounds float, ptr %32, i64 %feature14.us.ph
  %120 = load float, ptr %119, align 4
  %121 = fmul float %120, %120
  %122 = fmul float %120, %121
  %123 = fmul float %120, %122
  %124 = fmul float %123, 2.500000e-01
  %125 = fmul float %121, 5.000000e-01
  %126 = fsub float %124, %125
  %127 = getelementptr inbounds float, ptr %33, i64 %feature14.us.ph
  %128 = load float, ptr %127, align 4
  %129 = fsub float %120, %128
  %130 = fmul float %129, %129
  %131 = sub nuw i64 %feature14.us.ph, %fold_chunk21.us
  %132 = getelementptr inbounds float, ptr %scratch, i64 %131
  store float %126, ptr %132, align 4
  %133 = getelementptr float, ptr %8, i64 %131
  store float %130, ptr %133, align 4
  %134 = add nuw i64 %feature14.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature14.us.unr = phi i64 [ %feature14.us.ph, %feature.body.us.preheader ], [ %134, %feature.body.us.prol ]
  %135 = icmp eq i64 %umin112, %.neg
  br i1 %135, label %feature.exit.us, label %feature.body.us

feature.exit.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block94, %vec.epilog.middle.block108, %fold_chunk.body.us
  %.not35 = icmp eq i64 %chunk_end.us, %fold_chunk21.us
  br i1 %.not35, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.preheader

fold_sums.body.us.preheader:                      ; preds = %feature.exit.us
  %xtraiter115 = and i64 %umax114, 7
  %136 = icmp ult i64 %69, 8
  br i1 %136, label %fold_sums.body.us.epil.preheader, label %fold_sums.body.us.preheader.new

fold_sums.body.us.preheader.new:                  ; preds = %fold_sums.body.us.preheader
  %unroll_iter = and i64 %umax114, -8
  br label %fold_sums.body.us

fold_sums.body.us:                                ; preds = %fold_sums.body.us, %fold_sums.body.us.preheader.new
  %fold_sums17.us = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %192, %fold_sums.body.us ]
  %fold_value1.116.us = phi float [ %fold_value1.020.us, %fold_sums.body.us.preheader.new ], [ %191, %fold_sums.body.us ]
  %fold_value.115.us = phi float [ %fold_value.019.us, %fold_sums.body.us.preheader.new ], [ %188, %fold_sums.body.us ]
  %niter = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %niter.next.7, %fold_sums.body.us ]
  %137 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums17.us
  %138 = load float, ptr %137, align 4
  %139 = fadd float %fold_value.115.us, %138
  %140 = getelementptr inbounds float, ptr %8, i64 %fold_sums17.us
  %141 = load float, ptr %140, align 4
  %142 = fadd float %fold_value1.116.us, %141
  %143 = or disjoint i64 %fold_sums17.us, 1
  %144 = getelementptr inbounds float, ptr %scratch, i64 %143
  %145 = load float, ptr %144, align 4
  %146 = fadd float %139, %145
  %147 = getelementptr inbounds float, ptr %8, i64 %143
  %148 = load float, ptr %147, align 4
  %149 = fadd float %142, %148
  %150 = or disjoint i64 %fold_sums17.us, 2
  %151 = getelementptr inbounds float, ptr %scratch, i64 %150
  %152 = load float, ptr %151, align 4
  %153 = fadd float %146, %152
  %154 = getelementptr inbounds float, ptr %8, i64 %150
  %155 = load float, ptr %154, align 4
  %156 = fadd float %149, %155
  %157 = or disjoint i64 %fold_sums17.us, 3
  %158 = getelementptr inbounds float, ptr %scratch, i64 %157
  %159 = load float, ptr %158, align 4
  %160 = fadd float %153, %159
  %161 = getelementptr inbounds float, ptr %8, i64 %157
  %162 = load float, ptr %161, align 4
  %163 = fadd float %156, %162
  %164 = or disjoint i64 %fold_sums17.us, 4
  %165 = getelementptr inbounds float, ptr %scratch, i64 %164
  %166 = load float, ptr %165, align 4
  %167 = fadd float %160, %166
  %168 = getelementptr inbounds float, ptr %8, i64 %164
  %169 = load float, ptr %168, align 4
  %170 = fadd float %163, %169
  %171 = or disjoint i64 %fold_sums17.us, 5
  %172 = getelementptr inbounds float, ptr %scratch, i64 %171
  %173 = load float, ptr %172, align 4
  %174 = fadd float %167, %173
  %175 = getelementptr inbounds float, ptr %8, i64 %171
  %176 = load float, ptr %175, align 4
  %177 = fadd float %170, %176
  %178 = or disjoint i64 %fold_sums17.us, 6
  %179 = getelementptr inbounds float, ptr %scratch, i64 %178
  %180 = load float, ptr %179, align 4
  %181 = fadd float %174, %180
  %182 = getelementptr inbounds float, ptr %8, i64 %178
  %183 = load float, ptr %182, align 4
  %184 = fadd float %177, %183
  %185 = or disjoint i64 %fold_sums17.us, 7
  %186 = getelementptr inbounds float, ptr %scratch, i64 %185
  %187 = load float, ptr %186, align 4
  %188 = fadd float %181, %187
  %189 = getelementptr inbounds float, ptr %8, i64 %185
  %190 = load float, ptr %189, align 4
  %191 = fadd float %184, %190
  %192 = add nuw i64 %fold_sums17.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature14.us = phi i64 [ %224, %feature.body.us ], [ %feature14.us.unr, %feature.body.us.prol.loopexit ]
  %193 = getelementptr inbounds float, ptr %32, i64 %feature14.us
  %194 = load float, ptr %193, align 4
  %195 = fmul float %194, %194
  %196 = fmul float %194, %195
  %197 = fmul float %194, %196
  %198 = fmul float %197, 2.500000e-01
  %199 = fmul float %195, 5.000000e-01
  %200 = fsub float %198, %199
  %201 = getelementptr inbounds float, ptr %33, i64 %feature14.us
  %202 = load float, ptr %201, align 4
  %203 = fsub float %194, %202
  %204 = fmul float %203, %203
  %205 = sub nuw i64 %feature14.us, %fold_chunk21.us
  %206 = getelementptr inbounds float, ptr %scratch, i64 %205
  store float %200, ptr %206, align 4
  %207 = getelementptr float, ptr %8, i64 %205
  store float %204, ptr %207, align 4
  %208 = add nuw i64 %feature14.us, 1
  %209 = getelementptr inbounds float, ptr %32, i64 %208
  %210 = load float, ptr %209, align 4
  %211 = fmul float %210, %210
  %212 = fmul float %210, %211
  %213 = fmul float %210, %212
  %214 = fmul float %213, 2.500000e-01
  %215 = fmul float %211, 5.000000e-01
  %216 = fsub float %214, %215
  %217 = getelementptr inbounds float, ptr %33, i64 %208
  %218 = load float, ptr %217, align 4
  %219 = fsub float %210, %218
  %220 = fmul float %219, %219
  %221 = sub nuw i64 %208, %fold_chunk21.us
  %222 = getelementptr inbounds float, ptr %scratch, i64 %221
  store float %216, ptr %222, align 4
  %223 = getelementptr float, ptr %8, i64 %221
  store float %220, ptr %223, align 4
  %224 = add nuw i64 %feature14.us, 2
  %exitcond.not.1 = icmp eq i64 %224, %umin38
  br i1 %exitcond.not.1, label %feature.exit.us, label %feature.body.us, !llvm.loop !6

fold_chunk.header.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body.us
  %lcmp.mod116.not = icmp eq i64 %xtraiter115, 0
  br i1 %lcmp.mod116.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil.preheader

fold_sums.body.us.epil.preheader:                 ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.preheader
  %fold_sums17.us.epil.init = phi i64 [ 0, %fold_sums.body.us.preheader ], [ %192, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value1.116.us.epil.init = phi float [ %fold_value1.020.us, %fold_sums.body.us.preheader ], [ %191, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value.115.us.epil.init = phi float [ %fold_value.019.us, %fold_sums.body.us.preheader ], [ %188, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod119 = icmp ne i64 %xtraiter115, 0
  tail call void @llvm.assume(i1 %lcmp.mod119)
  br label %fold_sums.body.us.epil

fold_sums.body.us.epil:                           ; preds = %fold_sums.body.us.epil, %fold_sums.body.us.epil.preheader
  %fold_sums17.us.epil = phi i64 [ %231, %fold_sums.body.us.epil ], [ %fold_sums17.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value1.116.us.epil = phi float [ %230, %fold_sums.body.us.epil ], [ %fold_value1.116.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value.115.us.epil = phi float [ %227, %fold_sums.body.us.epil ], [ %fold_value.115.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.us.epil ], [ 0, %fold_sums.body.us.epil.preheader ]
  %225 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums17.us.epil
  %226 = load float, ptr %225, align 4
  %227 = fadd float %fold_value.115.us.epil, %226
  %228 = getelementptr inbounds float, ptr %8, i64 %fold_sums17.us.epil
  %229 = load float, ptr %228, align 4
  %230 = fadd float %fold_value1.116.us.epil, %229
  %231 = add nuw i64 %fold_sums17.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter115
  br i1 %epil.iter.cmp.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil, !llvm.loop !7

fold_chunk.header.loopexit.us:                    ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.epil, %feature.exit.us
  %fold_value.1.lcssa.us = phi float [ %fold_value.019.us, %feature.exit.us ], [ %188, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %227, %fold_sums.body.us.epil ]
  %fold_value1.1.lcssa.us = phi float [ %fold_value1.020.us, %feature.exit.us ], [ %191, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %230, %fold_sums.body.us.epil ]
  %232 = icmp ult i64 %76, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 1024
  %indvars.iv.next40 = add i64 %indvars.iv39, -1024
  %indvar.next70 = add i64 %indvar69, 1
  br i1 %232, label %fold_chunk.body.us, label %iter.check

iter.check:                                       ; preds = %fold_chunk.header.loopexit.us
  %233 = getelementptr inbounds float, ptr %out_0, i64 %row25.us
  %234 = getelementptr inbounds float, ptr %out_1, i64 %row_offset.us
  %235 = fmul float %fold_value1.1.lcssa.us, 5.000000e-01
  %236 = fadd float %fold_value.1.lcssa.us, %235
  store float %236, ptr %233, align 4
  %brmerge = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge, label %feature.body7.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check51, label %vec.epilog.ph, label %vector.body

vector.body:                                      ; preds = %vector.main.loop.iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.main.loop.iter.check ]
  %237 = getelementptr inbounds float, ptr %32, i64 %index
  %238 = getelementptr inbounds nuw i8, ptr %237, i64 32
  %239 = getelementptr inbounds nuw i8, ptr %237, i64 64
  %240 = getelementptr inbounds nuw i8, ptr %237, i64 96
  %wide.load = load <8 x float>, ptr %237, align 4
  %wide.load52 = load <8 x float>, ptr %238, align 4
  %wide.load53 = load <8 x float>, ptr %239, align 4
  %wide.load54 = load <8 x float>, ptr %240, align 4
  %241 = getelementptr inbounds float, ptr %33, i64 %index
  %242 = getelementptr inbounds nuw i8, ptr %241, i64 32
  %243 = getelementptr inbounds nuw i8, ptr %241, i64 64
  %244 = getelementptr inbounds nuw i8, ptr %241, i64 96
  %wide.load55 = load <8 x float>, ptr %241, align 4
  %wide.load56 = load <8 x float>, ptr %242, align 4
  %wide.load57 = load <8 x float>, ptr %243, align 4
  %wide.load58 = load <8 x float>, ptr %244, align 4
  %245 = fsub <8 x float> %wide.load, %wide.load55
  %246 = fsub <8 x float> %wide.load52, %wide.load56
  %247 = fsub <8 x float> %wide.load53, %wide.load57
  %248 = fsub <8 x float> %wide.load54, %wide.load58
  %249 = fmul <8 x float> %245, splat (float 2.000000e+00)
  %250 = fmul <8 x float> %246, splat (float 2.000000e+00)
  %251 = fmul <8 x float> %247, splat (float 2.000000e+00)
  %252 = fmul <8 x float> %248, splat (float 2.000000e+00)
  %253 = fmul <8 x float> %249, splat (float 5.000000e-01)
  %254 = fmul <8 x float> %250, splat (float 5.000000e-01)
  %255 = fmul <8 x float> %251, splat (float 5.000000e-01)
  %256 = fmul <8 x float> %252, splat (float 5.000000e-01)
  %257 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %258 = fmul <8 x float> %wide.load52, splat (float 2.000000e+00)
  %259 = fmul <8 x float> %wide.load53, splat (float 2.000000e+00)
  %260 = fmul <8 x float> %wide.load54, splat (float 2.000000e+00)
  %261 = fmul <8 x float> %257, splat (float 5.000000e-01)
  %262 = fmul <8 x float> %258, splat (float 5.000000e-01)
  %263 = fmul <8 x float> %259, splat (float 5.000000e-01)
  %264 = fmul <8 x float> %260, splat (float 5.000000e-01)
  %265 = fsub <8 x float> %253, %261
  %266 = fsub <8 x float> %254, %262
  %267 = fsub <8 x float> %255, %263
  %268 = fsub <8 x float> %256, %264
  %269 = fmul <8 x float> %wide.load, %wide.load
  %270 = fmul <8 x float> %wide.load52, %wide.load52
  %271 = fmul <8 x float> %wide.load53, %wide.load53
  %272 = fmul <8 x float> %wide.load54, %wide.load54
  %273 = fmul <8 x float> %wide.load, %269
  %274 = fmul <8 x float> %wide.load52, %270
  %275 = fmul <8 x float> %wide.load53, %271
  %276 = fmul <8 x float> %wide.load54, %272
  %277 = fmul <8 x float> %273, splat (float 4.000000e+00)
  %278 = fmul <8 x float> %274, splat (float 4.000000e+00)
  %279 = fmul <8 x float> %275, splat (float 4.000000e+00)
  %280 = fmul <8 x float> %276, splat (float 4.000000e+00)
  %281 = fmul <8 x float> %277, splat (float 2.500000e-01)
  %282 = fmul <8 x float> %278, splat (float 2.500000e-01)
  %283 = fmul <8 x float> %279, splat (float 2.500000e-01)
  %284 = fmul <8 x float> %280, splat (float 2.500000e-01)
  %285 = fadd <8 x float> %281, %265
  %286 = fadd <8 x float> %282, %266
  %287 = fadd <8 x float> %283, %267
  %288 = fadd <8 x float> %284, %268
  %289 = getelementptr inbounds float, ptr %234, i64 %index
  %290 = getelementptr inbounds nuw i8, ptr %289, i64 32
  %291 = getelementptr inbounds nuw i8, ptr %289, i64 64
  %292 = getelementptr inbounds nuw i8, ptr %289, i64 96
  store <8 x float> %285, ptr %289, align 4
  store <8 x float> %286, ptr %290, align 4
  store <8 x float> %287, ptr %291, align 4
  store <8 x float> %288, ptr %292, align 4
  %index.next = add nuw i64 %index, 32
  %293 = icmp eq i64 %index.next, %n.vec
  br i1 %293, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.exit8.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body7.us.preheader, label %vec.epilog.ph, !prof !10

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index61 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next64, %vec.epilog.vector.body ]
  %294 = getelementptr inbounds float, ptr %32, i64 %index61
  %wide.load62 = load <4 x float>, ptr %294, align 4
  %295 = getelementptr inbounds float, ptr %33, i64 %index61
  %wide.load63 = load <4 x float>, ptr %295, align 4
  %296 = fsub <4 x float> %wide.load62, %wide.load63
  %297 = fmul <4 x float> %296, splat (float 2.000000e+00)
  %298 = fmul <4 x float> %297, splat (float 5.000000e-01)
  %299 = fmul <4 x float> %wide.load62, splat (float 2.000000e+00)
  %300 = fmul <4 x float> %299, splat (float 5.000000e-01)
  %301 = fsub <4 x float> %298, %300
  %302 = fmul <4 x float> %wide.load62, %wide.load62
  %303 = fmul <4 x float> %wide.load62, %302
  %304 = fmul <4 x float> %303, splat (float 4.000000e+00)
  %305 = fmul <4 x float> %304, splat (float 2.500000e-01)
  %306 = fadd <4 x float> %305, %301
  %307 = getelementptr inbounds float, ptr %234, i64 %index61
  store <4 x float> %306, ptr %307, align 4
  %index.next64 = add nuw i64 %index61, 4
  %308 = icmp eq i64 %index.next64, %n.vec60
  br i1 %308, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !11

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n65, label %feature.exit8.us, label %feature.body7.us.preheader

feature.body7.us.preheader:                       ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature924.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec60, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg122 = or disjoint i64 %feature924.us.ph, 1
  br i1 %lcmp.mod121.not, label %feature.body7.us.prol.loopexit, label %feature.body7.us.prol

feature.body7.us.prol:                            ; preds = %feature.body7.us.preheader
  %309 = getelementptr inbounds float, ptr %32, i64 %feature924.us.ph
  %310 = load float, ptr %309, align 4
  %311 = getelementptr inbounds float, ptr %33, i64 %feature924.us.ph
  %312 = load float, ptr %311, align 4
  %313 = fsub float %310, %312
  %314 = fmul float %313, 2.000000e+00
  %315 = fmul float %314, 5.000000e-01
  %316 = fmul float %310, 2.000000e+00
  %317 = fmul float %316, 5.000000e-01
  %318 = fsub float %315, %317
  %319 = fmul float %310, %310
  %320 = fmul float %310, %319
  %321 = fmul float %320, 4.000000e+00
  %322 = fmul float %321, 2.500000e-01
  %323 = fadd float %322, %318
  %324 = getelementptr inbounds float, ptr %234, i64 %feature924.us.ph
  store float %323, ptr %324, align 4
  %325 = or disjoint i64 %feature924.us.ph, 1
  br label %feature.body7.us.prol.loopexit

feature.body7.us.prol.loopexit:                   ; preds = %feature.body7.us.prol, %feature.body7.us.preheader
  %feature924.us.unr = phi i64 [ %feature924.us.ph, %feature.body7.us.preheader ], [ %325, %feature.body7.us.prol ]
  %326 = icmp eq i64 %n_features, %.neg122
  br i1 %326, label %feature.exit8.us, label %feature.body7.us

row.exit:                                         ; preds = %feature.exit8.us, %row.body.preheader, %entry
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "probe-stack"="inline-asm" "target-cpu"="x86-64-v4" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !1, !3}
!3 = !{!"llvm.loop.unroll.runtime.disable"}
!4 = !{!"branch_weights", i32 4, i32 12}
!5 = distinct !{!5, !1, !3}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = distinct !{!9, !1, !3}
!10 = !{!"branch_weights", i32 4, i32 28}
!11 = distinct !{!11, !1, !3}
