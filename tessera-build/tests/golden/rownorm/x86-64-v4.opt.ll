; ModuleID = 'rownorm'
source_filename = "rownorm.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_rownorm_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %lockstep_uniforms = alloca [4 x float], align 16
  %out_0 = load ptr, ptr %args, align 8
  %out_0119 = ptrtoint ptr %out_0 to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %input_0 = load ptr, ptr %0, align 8
  %input_0120 = ptrtoint ptr %input_0 to i64
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %scratch = load ptr, ptr %1, align 8
  %scratch134 = ptrtoint ptr %scratch to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %row_begin = load i64, ptr %2, align 8
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %row_end = load i64, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %n_features = load i64, ptr %4, align 8
  %5 = add i64 %n_features, -16
  %lockstep = icmp ult i64 %5, 4081
  %6 = icmp uge i64 %row_begin, %row_end
  br i1 %lockstep, label %lockstep_block.header.preheader, label %row.header.preheader

row.header.preheader:                             ; preds = %entry
  %.not = icmp eq i64 %n_features, 0
  %or.cond = or i1 %6, %.not
  br i1 %or.cond, label %lockstep.done, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.header.preheader
  %7 = sub i64 %out_0119, %input_0120
  %8 = mul i64 %row_begin, %n_features
  %9 = shl i64 %8, 2
  %10 = add i64 %9, %input_0120
  %11 = mul i64 %n_features, -4
  %min.iters.check = icmp ult i64 %n_features, 8
  %diff.check = icmp ult i64 %7, 256
  %or.cond240 = select i1 %min.iters.check, i1 true, i1 %diff.check
  %min.iters.check121 = icmp ult i64 %n_features, 64
  %n.mod.vf = and i64 %n_features, 56
  %n.vec = and i64 %n_features, -64
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec126 = and i64 %n_features, -8
  %cmp.n132 = icmp eq i64 %n_features, %n.vec126
  %xtraiter251 = and i64 %n_features, 7
  %lcmp.mod252.not = icmp eq i64 %xtraiter251, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %feature.exit42.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %feature.exit42.us ]
  %row3458.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %15, %feature.exit42.us ]
  %12 = mul i64 %11, %indvar
  %row_offset35.us = mul i64 %row3458.us, %n_features
  %13 = getelementptr inbounds float, ptr %input_0, i64 %row_offset35.us
  %14 = add i64 %12, %scratch134
  br label %fold_chunk.body.us

feature.exit42.us:                                ; preds = %feature.body41.us.prol.loopexit, %feature.body41.us, %vec.epilog.middle.block, %middle.block
  %15 = add nuw i64 %row3458.us, 1
  %exitcond97.not = icmp eq i64 %15, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond97.not, label %lockstep.done, label %row.body.us

feature.body41.us:                                ; preds = %feature.body41.us.prol.loopexit, %feature.body41.us
  %feature4357.us = phi i64 [ %55, %feature.body41.us ], [ %feature4357.us.unr, %feature.body41.us.prol.loopexit ]
  %16 = getelementptr inbounds float, ptr %13, i64 %feature4357.us
  %17 = load float, ptr %16, align 4
  %18 = fdiv float %17, %179
  %19 = getelementptr inbounds float, ptr %178, i64 %feature4357.us
  store float %18, ptr %19, align 4
  %20 = add nuw i64 %feature4357.us, 1
  %21 = getelementptr inbounds float, ptr %13, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fdiv float %22, %179
  %24 = getelementptr inbounds float, ptr %178, i64 %20
  store float %23, ptr %24, align 4
  %25 = add nuw i64 %feature4357.us, 2
  %26 = getelementptr inbounds float, ptr %13, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fdiv float %27, %179
  %29 = getelementptr inbounds float, ptr %178, i64 %25
  store float %28, ptr %29, align 4
  %30 = add nuw i64 %feature4357.us, 3
  %31 = getelementptr inbounds float, ptr %13, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fdiv float %32, %179
  %34 = getelementptr inbounds float, ptr %178, i64 %30
  store float %33, ptr %34, align 4
  %35 = add nuw i64 %feature4357.us, 4
  %36 = getelementptr inbounds float, ptr %13, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fdiv float %37, %179
  %39 = getelementptr inbounds float, ptr %178, i64 %35
  store float %38, ptr %39, align 4
  %40 = add nuw i64 %feature4357.us, 5
  %41 = getelementptr inbounds float, ptr %13, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fdiv float %42, %179
  %44 = getelementptr inbounds float, ptr %178, i64 %40
  store float %43, ptr %44, align 4
  %45 = add nuw i64 %feature4357.us, 6
  %46 = getelementptr inbounds float, ptr %13, i64 %45
  %47 = load float, ptr %46, align 4
  %48 = fdiv float %47, %179
  %49 = getelementptr inbounds float, ptr %178, i64 %45
  store float %48, ptr %49, align 4
  %50 = add nuw i64 %feature4357.us, 7
  %51 = getelementptr inbounds float, ptr %13, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = fdiv float %52, %179
  %54 = getelementptr inbounds float, ptr %178, i64 %50
  store float %53, ptr %54, align 4
  %55 = add nuw i64 %feature4357.us, 8
  %exitcond96.not.7 = icmp eq i64 %55, %n_features
  br i1 %exitcond96.not.7, label %feature.exit42.us, label %feature.body41.us, !llvm.loop !0

fold_chunk.body.us:                               ; preds = %row.body.us, %fold_chunk.header.loopexit.us
  %indvar135 = phi i64 [ 0, %row.body.us ], [ %indvar.next136, %fold_chunk.header.loopexit.us ]
  %indvars.iv93 = phi i64 [ 0, %row.body.us ], [ %indvars.iv.next94, %fold_chunk.header.loopexit.us ]
  %indvars.iv = phi i64 [ 1024, %row.body.us ], [ %indvars.iv.next, %fold_chunk.header.loopexit.us ]
  %fold_chunk55.us = phi i64 [ 0, %row.body.us ], [ %58, %fold_chunk.header.loopexit.us ]
  %fold_value.054.us = phi float [ 0.000000e+00, %row.body.us ], [ %fold_value.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  %umin245 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %56 = add i64 %umin245, %indvars.iv93
  %umax246 = tail call i64 @llvm.umax.i64(i64 %56, i64 1)
  %umin244 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %57 = add i64 %umin, %indvars.iv93
  %umin92 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %58 = add i64 %fold_chunk55.us, 1024
  %chunk_end.us = tail call i64 @llvm.umin.i64(i64 %58, i64 %n_features)
  %59 = icmp ult i64 %fold_chunk55.us, %chunk_end.us
  br i1 %59, label %iter.check140, label %feature.exit38.us

iter.check140:                                    ; preds = %fold_chunk.body.us
  %60 = shl i64 %indvar135, 12
  %61 = add i64 %10, %60
  %62 = sub i64 %14, %61
  %min.iters.check138 = icmp ult i64 %57, 8
  %diff.check137 = icmp ult i64 %62, 256
  %or.cond239 = select i1 %min.iters.check138, i1 true, i1 %diff.check137
  br i1 %or.cond239, label %feature.body37.us.preheader, label %vector.main.loop.iter.check142

vector.main.loop.iter.check142:                   ; preds = %iter.check140
  %min.iters.check141 = icmp ult i64 %57, 64
  br i1 %min.iters.check141, label %vec.epilog.ph159, label %vector.ph143

vector.ph143:                                     ; preds = %vector.main.loop.iter.check142
  %n.mod.vf144 = and i64 %umin, 63
  %n.vec145 = sub nuw i64 %57, %n.mod.vf144
  %63 = getelementptr float, ptr %13, i64 %fold_chunk55.us
  br label %vector.body146

vector.body146:                                   ; preds = %vector.body146, %vector.ph143
  %index147 = phi i64 [ 0, %vector.ph143 ], [ %index.next152, %vector.body146 ]
  %64 = getelementptr float, ptr %63, i64 %index147
  %65 = getelementptr inbounds nuw i8, ptr %64, i64 64
  %66 = getelementptr inbounds nuw i8, ptr %64, i64 128
  %67 = getelementptr inbounds nuw i8, ptr %64, i64 192
  %wide.load148 = load <16 x float>, ptr %64, align 4
  %wide.load149 = load <16 x float>, ptr %65, align 4
  %wide.load150 = load <16 x float>, ptr %66, align 4
  %wide.load151 = load <16 x float>, ptr %67, align 4
  %68 = fmul <16 x float> %wide.load148, %wide.load148
  %69 = fmul <16 x float> %wide.load149, %wide.load149
  %70 = fmul <16 x float> %wide.load150, %wide.load150
  %71 = fmul <16 x float> %wide.load151, %wide.load151
  %72 = getelementptr inbounds float, ptr %scratch, i64 %index147
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 64
  %74 = getelementptr inbounds nuw i8, ptr %72, i64 128
  %75 = getelementptr inbounds nuw i8, ptr %72, i64 192
  store <16 x float> %68, ptr %72, align 4
  store <16 x float> %69, ptr %73, align 4
  store <16 x float> %70, ptr %74, align 4
  store <16 x float> %71, ptr %75, align 4
  %index.next152 = add nuw i64 %index147, 64
  %76 = icmp eq i64 %index.next152, %n.vec145
  br i1 %76, label %middle.block153, label %vector.body146, !llvm.loop !2

middle.block153:                                  ; preds = %vector.body146
  %cmp.n154 = icmp eq i64 %n.mod.vf144, 0
  br i1 %cmp.n154, label %feature.exit38.us, label %vec.epilog.iter.check157

vec.epilog.iter.check157:                         ; preds = %middle.block153
  %ind.end = add i64 %fold_chunk55.us, %n.vec145
  %min.epilog.iters.check158 = icmp samesign ult i64 %n.mod.vf144, 8
  br i1 %min.epilog.iters.check158, label %feature.body37.us.preheader, label %vec.epilog.ph159, !prof !4

vec.epilog.ph159:                                 ; preds = %vector.main.loop.iter.check142, %vec.epilog.iter.check157
  %vec.epilog.resume.val155 = phi i64 [ %n.vec145, %vec.epilog.iter.check157 ], [ 0, %vector.main.loop.iter.check142 ]
  %n.mod.vf160 = and i64 %umin, 7
  %n.vec161 = sub i64 %57, %n.mod.vf160
  %77 = add i64 %fold_chunk55.us, %n.vec161
  %78 = getelementptr float, ptr %13, i64 %fold_chunk55.us
  br label %vec.epilog.vector.body162

vec.epilog.vector.body162:                        ; preds = %vec.epilog.vector.body162, %vec.epilog.ph159
  %index163 = phi i64 [ %vec.epilog.resume.val155, %vec.epilog.ph159 ], [ %index.next165, %vec.epilog.vector.body162 ]
  %79 = getelementptr float, ptr %78, i64 %index163
  %wide.load164 = load <8 x float>, ptr %79, align 4
  %80 = fmul <8 x float> %wide.load164, %wide.load164
  %81 = getelementptr inbounds float, ptr %scratch, i64 %index163
  store <8 x float> %80, ptr %81, align 4
  %index.next165 = add nuw i64 %index163, 8
  %82 = icmp eq i64 %index.next165, %n.vec161
  br i1 %82, label %vec.epilog.middle.block166, label %vec.epilog.vector.body162, !llvm.loop !5

vec.epilog.middle.block166:                       ; preds = %vec.epilog.vector.body162
  %cmp.n167 = icmp eq i64 %n.mod.vf160, 0
  br i1 %cmp.n167, label %feature.exit38.us, label %feature.body37.us.preheader

feature.body37.us.preheader:                      ; preds = %iter.check140, %vec.epilog.iter.check157, %vec.epilog.middle.block166
  %feature3951.us.ph = phi i64 [ %fold_chunk55.us, %iter.check140 ], [ %ind.end, %vec.epilog.iter.check157 ], [ %77, %vec.epilog.middle.block166 ]
  %83 = sub i64 %umin244, %feature3951.us.ph
  %xtraiter = and i64 %83, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body37.us.prol.loopexit, label %feature.body37.us.prol

feature.body37.us.prol:                           ; preds = %feature.body37.us.preheader, %feature.body37.us.prol
  %feature3951.us.prol = phi i64 [ %89, %feature.body37.us.prol ], [ %feature3951.us.ph, %feature.body37.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body37.us.prol ], [ 0, %feature.body37.us.preheader ]
  %84 = getelementptr inbounds float, ptr %13, i64 %feature3951.us.prol
  %85 = load float, ptr %84, align 4
  %86 = fmul float %85, %85
  %87 = sub nuw i64 %feature3951.us.prol, %fold_chunk55.us
  %88 = getelementptr inbounds float, ptr %scratch, i64 %87
  store float %86, ptr %88, align 4
  %89 = add nuw i64 %feature3951.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %feature.body37.us.prol.loopexit, label %feature.body37.us.prol, !llvm.loop !6

feature.body37.us.prol.loopexit:                  ; preds = %feature.body37.us.prol, %feature.body37.us.preheader
  %feature3951.us.unr = phi i64 [ %feature3951.us.ph, %feature.body37.us.preheader ], [ %89, %feature.body37.us.prol ]
  %90 = sub i64 %feature3951.us.ph, %umin244
  %91 = icmp ugt i64 %90, -8
  br i1 %91, label %feature.exit38.us, label %feature.body37.us

feature.exit38.us:                                ; preds = %feature.body37.us.prol.loopexit, %feature.body37.us, %middle.block153, %vec.epilog.middle.block166, %fold_chunk.body.us
  %.not79 = icmp eq i64 %chunk_end.us, %fold_chunk55.us
  br i1 %.not79, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.preheader

fold_sums.body.us.preheader:                      ; preds = %feature.exit38.us
  %xtraiter247 = and i64 %umax246, 7
  %92 = icmp ult i64 %56, 8
  br i1 %92, label %fold_sums.body.us.epil.preheader, label %fold_sums.body.us.preheader.new

fold_sums.body.us.preheader.new:                  ; preds = %fold_sums.body.us.preheader
  %unroll_iter = and i64 %umax246, -8
  br label %fold_sums.body.us

fold_sums.body.us:                                ; preds = %fold_sums.body.us, %fold_sums.body.us.preheader.new
  %fold_sums53.us = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %124, %fold_sums.body.us ]
  %fold_value.152.us = phi float [ %fold_value.054.us, %fold_sums.body.us.preheader.new ], [ %123, %fold_sums.body.us ]
  %niter = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %niter.next.7, %fold_sums.body.us ]
  %93 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums53.us
  %94 = load float, ptr %93, align 4
  %95 = fadd float %fold_value.152.us, %94
  %96 = getelementptr float, ptr %scratch, i64 %fold_sums53.us
  %97 = getelementptr i8, ptr %96, i64 4
  %98 = load float, ptr %97, align 4
  %99 = fadd float %95, %98
  %100 = getelementptr float, ptr %scratch, i64 %fold_sums53.us
  %101 = getelementptr i8, ptr %100, i64 8
  %102 = load float, ptr %101, align 4
  %103 = fadd float %99, %102
  %104 = getelementptr float, ptr %scratch, i64 %fold_sums53.us
  %105 = getelementptr i8, ptr %104, i64 12
  %106 = load float, ptr %105, align 4
  %107 = fadd float %103, %106
  %108 = getelementptr float, ptr %scratch, i64 %fold_sums53.us
  %109 = getelementptr i8, ptr %108, i64 16
  %110 = load float, ptr %109, align 4
  %111 = fadd float %107, %110
  %112 = getelementptr float, ptr %scratch, i64 %fold_sums53.us
  %113 = getelementptr i8, ptr %112, i64 20
  %114 = load float, ptr %113, align 4
  %115 = fadd float %111, %114
  %116 = getelementptr float, ptr %scratch, i64 %fold_sums53.us
  %117 = getelementptr i8, ptr %116, i64 24
  %118 = load float, ptr %117, align 4
  %119 = fadd float %115, %118
  %120 = getelementptr float, ptr %scratch, i64 %fold_sums53.us
  %121 = getelementptr i8, ptr %120, i64 28
  %122 = load float, ptr %121, align 4
  %123 = fadd float %119, %122
  %124 = add nuw i64 %fold_sums53.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body.us

feature.body37.us:                                ; preds = %feature.body37.us.prol.loopexit, %feature.body37.us
  %feature3951.us = phi i64 [ %172, %feature.body37.us ], [ %feature3951.us.unr, %feature.body37.us.prol.loopexit ]
  %125 = getelementptr inbounds float, ptr %13, i64 %feature3951.us
  %126 = load float, ptr %125, align 4
  %127 = fmul float %126, %126
  %128 = sub nuw i64 %feature3951.us, %fold_chunk55.us
  %129 = getelementptr inbounds float, ptr %scratch, i64 %128
  store float %127, ptr %129, align 4
  %130 = add nuw i64 %feature3951.us, 1
  %131 = getelementptr inbounds float, ptr %13, i64 %130
  %132 = load float, ptr %131, align 4
  %133 = fmul float %132, %132
  %134 = sub nuw i64 %130, %fold_chunk55.us
  %135 = getelementptr inbounds float, ptr %scratch, i64 %134
  store float %133, ptr %135, align 4
  %136 = add nuw i64 %feature3951.us, 2
  %137 = getelementptr inbounds float, ptr %13, i64 %136
  %138 = load float, ptr %137, align 4
  %139 = fmul float %138, %138
  %140 = sub nuw i64 %136, %fold_chunk55.us
  %141 = getelementptr inbounds float, ptr %scratch, i64 %140
  store float %139, ptr %141, align 4
  %142 = add nuw i64 %feature3951.us, 3
  %143 = getelementptr inbounds float, ptr %13, i64 %142
  %144 = load float, ptr %143, align 4
  %145 = fmul float %144, %144
  %146 = sub nuw i64 %142, %fold_chunk55.us
  %147 = getelementptr inbounds float, ptr %scratch, i64 %146
  store float %145, ptr %147, align 4
  %148 = add nuw i64 %feature3951.us, 4
  %149 = getelementptr inbounds float, ptr %13, i64 %148
  %150 = load float, ptr %149, align 4
  %151 = fmul float %150, %150
  %152 = sub nuw i64 %148, %fold_chunk55.us
  %153 = getelementptr inbounds float, ptr %scratch, i64 %152
  store float %151, ptr %153, align 4
  %154 = add nuw i64 %feature3951.us, 5
  %155 = getelementptr inbounds float, ptr %13, i64 %154
  %156 = load float, ptr %155, align 4
  %157 = fmul float %156, %156
  %158 = sub nuw i64 %154, %fold_chunk55.us
  %159 = getelementptr inbounds float, ptr %scratch, i64 %158
  store float %157, ptr %159, align 4
  %160 = add nuw i64 %feature3951.us, 6
  %161 = getelementptr inbounds float, ptr %13, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = fmul float %162, %162
  %164 = sub nuw i64 %160, %fold_chunk55.us
  %165 = getelementptr inbounds float, ptr %scratch, i64 %164
  store float %163, ptr %165, align 4
  %166 = add nuw i64 %feature3951.us, 7
  %167 = getelementptr inbounds float, ptr %13, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = fmul float %168, %168
  %170 = sub nuw i64 %166, %fold_chunk55.us
  %171 = getelementptr inbounds float, ptr %scratch, i64 %170
  store float %169, ptr %171, align 4
  %172 = add nuw i64 %feature3951.us, 8
  %exitcond.not.7 = icmp eq i64 %172, %umin92
  br i1 %exitcond.not.7, label %feature.exit38.us, label %feature.body37.us, !llvm.loop !8

fold_chunk.header.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body.us
  %lcmp.mod248.not = icmp eq i64 %xtraiter247, 0
  br i1 %lcmp.mod248.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil.preheader

fold_sums.body.us.epil.preheader:                 ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.preheader
  %fold_sums53.us.epil.init = phi i64 [ 0, %fold_sums.body.us.preheader ], [ %124, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value.152.us.epil.init = phi float [ %fold_value.054.us, %fold_sums.body.us.preheader ], [ %123, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod250 = icmp ne i64 %xtraiter247, 0
  tail call void @llvm.assume(i1 %lcmp.mod250)
  br label %fold_sums.body.us.epil

fold_sums.body.us.epil:                           ; preds = %fold_sums.body.us.epil, %fold_sums.body.us.epil.preheader
  %fold_sums53.us.epil = phi i64 [ %176, %fold_sums.body.us.epil ], [ %fold_sums53.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value.152.us.epil = phi float [ %175, %fold_sums.body.us.epil ], [ %fold_value.152.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.us.epil ], [ 0, %fold_sums.body.us.epil.preheader ]
  %173 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums53.us.epil
  %174 = load float, ptr %173, align 4
  %175 = fadd float %fold_value.152.us.epil, %174
  %176 = add nuw i64 %fold_sums53.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter247
  br i1 %epil.iter.cmp.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil, !llvm.loop !9

fold_chunk.header.loopexit.us:                    ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.epil, %feature.exit38.us
  %fold_value.1.lcssa.us = phi float [ %fold_value.054.us, %feature.exit38.us ], [ %123, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %175, %fold_sums.body.us.epil ]
  %177 = icmp ult i64 %58, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 1024
  %indvars.iv.next94 = add i64 %indvars.iv93, -1024
  %indvar.next136 = add i64 %indvar135, 1
  br i1 %177, label %fold_chunk.body.us, label %iter.check

iter.check:                                       ; preds = %fold_chunk.header.loopexit.us
  %178 = getelementptr inbounds float, ptr %out_0, i64 %row_offset35.us
  %179 = tail call float @llvm.sqrt.f32(float %fold_value.1.lcssa.us)
  br i1 %or.cond240, label %feature.body41.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check121, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <16 x float> poison, float %179, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %180 = getelementptr inbounds float, ptr %13, i64 %index
  %181 = getelementptr inbounds nuw i8, ptr %180, i64 64
  %182 = getelementptr inbounds nuw i8, ptr %180, i64 128
  %183 = getelementptr inbounds nuw i8, ptr %180, i64 192
  %wide.load = load <16 x float>, ptr %180, align 4
  %wide.load122 = load <16 x float>, ptr %181, align 4
  %wide.load123 = load <16 x float>, ptr %182, align 4
  %wide.load124 = load <16 x float>, ptr %183, align 4
  %184 = fdiv <16 x float> %wide.load, %broadcast.splat
  %185 = fdiv <16 x float> %wide.load122, %broadcast.splat
  %186 = fdiv <16 x float> %wide.load123, %broadcast.splat
  %187 = fdiv <16 x float> %wide.load124, %broadcast.splat
  %188 = getelementptr inbounds float, ptr %178, i64 %index
  %189 = getelementptr inbounds nuw i8, ptr %188, i64 64
  %190 = getelementptr inbounds nuw i8, ptr %188, i64 128
  %191 = getelementptr inbounds nuw i8, ptr %188, i64 192
  store <16 x float> %184, ptr %188, align 4
  store <16 x float> %185, ptr %189, align 4
  store <16 x float> %186, ptr %190, align 4
  store <16 x float> %187, ptr %191, align 4
  %index.next = add nuw i64 %index, 64
  %192 = icmp eq i64 %index.next, %n.vec
  br i1 %192, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.exit42.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body41.us.preheader, label %vec.epilog.ph, !prof !4

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert127 = insertelement <8 x float> poison, float %179, i64 0
  %broadcast.splat128 = shufflevector <8 x float> %broadcast.splatinsert127, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index129 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next131, %vec.epilog.vector.body ]
  %193 = getelementptr inbounds float, ptr %13, i64 %index129
  %wide.load130 = load <8 x float>, ptr %193, align 4
  %194 = fdiv <8 x float> %wide.load130, %broadcast.splat128
  %195 = getelementptr inbounds float, ptr %178, i64 %index129
  store <8 x float> %194, ptr %195, align 4
  %index.next131 = add nuw i64 %index129, 8
  %196 = icmp eq i64 %index.next131, %n.vec126
  br i1 %196, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !11

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n132, label %feature.exit42.us, label %feature.body41.us.preheader

feature.body41.us.preheader:                      ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature4357.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec126, %vec.epilog.middle.block ]
  br i1 %lcmp.mod252.not, label %feature.body41.us.prol.loopexit, label %feature.body41.us.prol

feature.body41.us.prol:                           ; preds = %feature.body41.us.preheader, %feature.body41.us.prol
  %feature4357.us.prol = phi i64 [ %201, %feature.body41.us.prol ], [ %feature4357.us.ph, %feature.body41.us.preheader ]
  %prol.iter253 = phi i64 [ %prol.iter253.next, %feature.body41.us.prol ], [ 0, %feature.body41.us.preheader ]
  %197 = getelementptr inbounds float, ptr %13, i64 %feature4357.us.prol
  %198 = load float, ptr %197, align 4
  %199 = fdiv float %198, %179
  %200 = getelementptr inbounds float, ptr %178, i64 %feature4357.us.prol
  store float %199, ptr %200, align 4
  %201 = add nuw i64 %feature4357.us.prol, 1
  %prol.iter253.next = add i64 %prol.iter253, 1
  %prol.iter253.cmp.not = icmp eq i64 %prol.iter253.next, %xtraiter251
  br i1 %prol.iter253.cmp.not, label %feature.body41.us.prol.loopexit, label %feature.body41.us.prol, !llvm.loop !12

feature.body41.us.prol.loopexit:                  ; preds = %feature.body41.us.prol, %feature.body41.us.preheader
  %feature4357.us.unr = phi i64 [ %feature4357.us.ph, %feature.body41.us.preheader ], [ %201, %feature.body41.us.prol ]
  %202 = sub i64 %feature4357.us.ph, %n_features
  %203 = icmp ugt i64 %202, -8
  br i1 %203, label %feature.exit42.us, label %feature.body41.us

lockstep_block.header.preheader:                  ; preds = %entry
  br i1 %6, label %lockstep.done, label %lockstep_block.body.lr.ph

lockstep_block.body.lr.ph:                        ; preds = %lockstep_block.header.preheader
  %whole_tiles_end = and i64 %n_features, 8188
  %.not82 = icmp eq i64 %whole_tiles_end, %n_features
  %204 = sub nuw i64 %row_end, %row_begin
  %205 = sub i64 %out_0119, %input_0120
  %206 = mul i64 %row_begin, %n_features
  %207 = shl i64 %206, 2
  %208 = add i64 %207, %input_0120
  %209 = sub i64 %scratch134, %208
  %210 = mul nsw i64 %n_features, -16
  %211 = add nsw i64 %whole_tiles_end, -1
  %212 = lshr i64 %211, 2
  %213 = add nuw nsw i64 %212, 1
  %min.iters.check211 = icmp ult i64 %n_features, 64
  %n.mod.vf214 = and i64 %n_features, 56
  %n.vec215 = and i64 %n_features, 8128
  %cmp.n224 = icmp eq i64 %n_features, %n.vec215
  %min.epilog.iters.check228 = icmp eq i64 %n.mod.vf214, 0
  %n.vec231 = and i64 %n_features, 8184
  %cmp.n237 = icmp eq i64 %n_features, %n.vec231
  %xtraiter254 = and i64 %n_features, 7
  %lcmp.mod255.not = icmp eq i64 %xtraiter254, 0
  %xtraiter257 = and i64 %213, 1
  %214 = icmp eq i64 %212, 0
  %unroll_iter262 = and i64 %213, 9223372036854775806
  %lcmp.mod259.not = icmp eq i64 %xtraiter257, 0
  %lcmp.mod261 = icmp ne i64 %xtraiter257, 0
  %diff.check170 = icmp ult i64 %205, 256
  %min.iters.check173 = icmp ult i64 %n_features, 64
  %n.mod.vf176 = and i64 %n_features, 56
  %n.vec177 = and i64 %n_features, 8128
  %cmp.n188 = icmp eq i64 %n_features, %n.vec177
  %min.epilog.iters.check192 = icmp eq i64 %n.mod.vf176, 0
  %n.vec195 = and i64 %n_features, 8184
  %cmp.n203 = icmp eq i64 %n_features, %n.vec195
  %xtraiter264 = and i64 %n_features, 7
  %lcmp.mod265.not = icmp eq i64 %xtraiter264, 0
  br label %lockstep_row.body.lr.ph

lockstep.done:                                    ; preds = %feature.exit42.us, %lockstep_row.exit26, %row.header.preheader, %lockstep_block.header.preheader
  ret void

lockstep_row.body.lr.ph:                          ; preds = %lockstep_row.exit26, %lockstep_block.body.lr.ph
  %indvar206 = phi i64 [ %indvar.next207, %lockstep_row.exit26 ], [ 0, %lockstep_block.body.lr.ph ]
  %indvars.iv99 = phi i64 [ %indvars.iv.next100, %lockstep_row.exit26 ], [ %204, %lockstep_block.body.lr.ph ]
  %lockstep_block76 = phi i64 [ %410, %lockstep_row.exit26 ], [ %row_begin, %lockstep_block.body.lr.ph ]
  %215 = mul i64 %210, %indvar206
  %216 = add i64 %209, %215
  %217 = tail call i64 @llvm.umax.i64(i64 %indvars.iv99, i64 1)
  %umax106 = tail call i64 @llvm.umin.i64(i64 %217, i64 4)
  %rows_left = sub nuw i64 %row_end, %lockstep_block76
  %218 = tail call i64 @llvm.umin.i64(i64 %rows_left, i64 4)
  %last_slot = add nsw i64 %218, -1
  %diff.check208 = icmp ult i64 %216, 256
  br label %iter.check210

iter.check210:                                    ; preds = %lockstep_row.body.lr.ph, %feature.header.feature.exit_crit_edge.us
  %lockstep_row68.us = phi i64 [ %286, %feature.header.feature.exit_crit_edge.us ], [ 0, %lockstep_row.body.lr.ph ]
  %row.us = add i64 %lockstep_row68.us, %lockstep_block76
  %219 = mul i64 %lockstep_row68.us, %n_features
  %220 = getelementptr inbounds float, ptr %scratch, i64 %219
  %row_offset.us = mul i64 %row.us, %n_features
  %221 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  br i1 %diff.check208, label %feature.body.us.preheader, label %vector.main.loop.iter.check212

vector.main.loop.iter.check212:                   ; preds = %iter.check210
  br i1 %min.iters.check211, label %vec.epilog.ph229, label %vector.body216

vector.body216:                                   ; preds = %vector.main.loop.iter.check212, %vector.body216
  %index217 = phi i64 [ %index.next222, %vector.body216 ], [ 0, %vector.main.loop.iter.check212 ]
  %222 = getelementptr inbounds nuw float, ptr %221, i64 %index217
  %223 = getelementptr inbounds nuw i8, ptr %222, i64 64
  %224 = getelementptr inbounds nuw i8, ptr %222, i64 128
  %225 = getelementptr inbounds nuw i8, ptr %222, i64 192
  %wide.load218 = load <16 x float>, ptr %222, align 4
  %wide.load219 = load <16 x float>, ptr %223, align 4
  %wide.load220 = load <16 x float>, ptr %224, align 4
  %wide.load221 = load <16 x float>, ptr %225, align 4
  %226 = fmul <16 x float> %wide.load218, %wide.load218
  %227 = fmul <16 x float> %wide.load219, %wide.load219
  %228 = fmul <16 x float> %wide.load220, %wide.load220
  %229 = fmul <16 x float> %wide.load221, %wide.load221
  %230 = getelementptr inbounds nuw float, ptr %220, i64 %index217
  %231 = getelementptr inbounds nuw i8, ptr %230, i64 64
  %232 = getelementptr inbounds nuw i8, ptr %230, i64 128
  %233 = getelementptr inbounds nuw i8, ptr %230, i64 192
  store <16 x float> %226, ptr %230, align 4
  store <16 x float> %227, ptr %231, align 4
  store <16 x float> %228, ptr %232, align 4
  store <16 x float> %229, ptr %233, align 4
  %index.next222 = add nuw i64 %index217, 64
  %234 = icmp eq i64 %index.next222, %n.vec215
  br i1 %234, label %middle.block223, label %vector.body216, !llvm.loop !13

middle.block223:                                  ; preds = %vector.body216
  br i1 %cmp.n224, label %feature.header.feature.exit_crit_edge.us, label %vec.epilog.iter.check227

vec.epilog.iter.check227:                         ; preds = %middle.block223
  br i1 %min.epilog.iters.check228, label %feature.body.us.preheader, label %vec.epilog.ph229, !prof !4

vec.epilog.ph229:                                 ; preds = %vector.main.loop.iter.check212, %vec.epilog.iter.check227
  %vec.epilog.resume.val225 = phi i64 [ %n.vec215, %vec.epilog.iter.check227 ], [ 0, %vector.main.loop.iter.check212 ]
  br label %vec.epilog.vector.body232

vec.epilog.vector.body232:                        ; preds = %vec.epilog.vector.body232, %vec.epilog.ph229
  %index233 = phi i64 [ %vec.epilog.resume.val225, %vec.epilog.ph229 ], [ %index.next235, %vec.epilog.vector.body232 ]
  %235 = getelementptr inbounds nuw float, ptr %221, i64 %index233
  %wide.load234 = load <8 x float>, ptr %235, align 4
  %236 = fmul <8 x float> %wide.load234, %wide.load234
  %237 = getelementptr inbounds nuw float, ptr %220, i64 %index233
  store <8 x float> %236, ptr %237, align 4
  %index.next235 = add nuw i64 %index233, 8
  %238 = icmp eq i64 %index.next235, %n.vec231
  br i1 %238, label %vec.epilog.middle.block236, label %vec.epilog.vector.body232, !llvm.loop !14

vec.epilog.middle.block236:                       ; preds = %vec.epilog.vector.body232
  br i1 %cmp.n237, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check210, %vec.epilog.iter.check227, %vec.epilog.middle.block236
  %feature67.us.ph = phi i64 [ 0, %iter.check210 ], [ %n.vec215, %vec.epilog.iter.check227 ], [ %n.vec231, %vec.epilog.middle.block236 ]
  br i1 %lcmp.mod255.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader, %feature.body.us.prol
  %feature67.us.prol = phi i64 [ %243, %feature.body.us.prol ], [ %feature67.us.ph, %feature.body.us.preheader ]
  %prol.iter256 = phi i64 [ %prol.iter256.next, %feature.body.us.prol ], [ 0, %feature.body.us.preheader ]
  %239 = getelementptr inbounds nuw float, ptr %221, i64 %feature67.us.prol
  %240 = load float, ptr %239, align 4
  %241 = fmul float %240, %240
  %242 = getelementptr inbounds nuw float, ptr %220, i64 %feature67.us.prol
  store float %241, ptr %242, align 4
  %243 = add nuw nsw i64 %feature67.us.prol, 1
  %prol.iter256.next = add i64 %prol.iter256, 1
  %prol.iter256.cmp.not = icmp eq i64 %prol.iter256.next, %xtraiter254
  br i1 %prol.iter256.cmp.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol, !llvm.loop !15

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature67.us.unr = phi i64 [ %feature67.us.ph, %feature.body.us.preheader ], [ %243, %feature.body.us.prol ]
  %244 = sub nsw i64 %feature67.us.ph, %n_features
  %245 = icmp ugt i64 %244, -8
  br i1 %245, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature67.us = phi i64 [ %285, %feature.body.us ], [ %feature67.us.unr, %feature.body.us.prol.loopexit ]
  %246 = getelementptr inbounds nuw float, ptr %221, i64 %feature67.us
  %247 = load float, ptr %246, align 4
  %248 = fmul float %247, %247
  %249 = getelementptr inbounds nuw float, ptr %220, i64 %feature67.us
  store float %248, ptr %249, align 4
  %250 = add nuw nsw i64 %feature67.us, 1
  %251 = getelementptr inbounds nuw float, ptr %221, i64 %250
  %252 = load float, ptr %251, align 4
  %253 = fmul float %252, %252
  %254 = getelementptr inbounds nuw float, ptr %220, i64 %250
  store float %253, ptr %254, align 4
  %255 = add nuw nsw i64 %feature67.us, 2
  %256 = getelementptr inbounds nuw float, ptr %221, i64 %255
  %257 = load float, ptr %256, align 4
  %258 = fmul float %257, %257
  %259 = getelementptr inbounds nuw float, ptr %220, i64 %255
  store float %258, ptr %259, align 4
  %260 = add nuw nsw i64 %feature67.us, 3
  %261 = getelementptr inbounds nuw float, ptr %221, i64 %260
  %262 = load float, ptr %261, align 4
  %263 = fmul float %262, %262
  %264 = getelementptr inbounds nuw float, ptr %220, i64 %260
  store float %263, ptr %264, align 4
  %265 = add nuw nsw i64 %feature67.us, 4
  %266 = getelementptr inbounds nuw float, ptr %221, i64 %265
  %267 = load float, ptr %266, align 4
  %268 = fmul float %267, %267
  %269 = getelementptr inbounds nuw float, ptr %220, i64 %265
  store float %268, ptr %269, align 4
  %270 = add nuw nsw i64 %feature67.us, 5
  %271 = getelementptr inbounds nuw float, ptr %221, i64 %270
  %272 = load float, ptr %271, align 4
  %273 = fmul float %272, %272
  %274 = getelementptr inbounds nuw float, ptr %220, i64 %270
  store float %273, ptr %274, align 4
  %275 = add nuw nsw i64 %feature67.us, 6
  %276 = getelementptr inbounds nuw float, ptr %221, i64 %275
  %277 = load float, ptr %276, align 4
  %278 = fmul float %277, %277
  %279 = getelementptr inbounds nuw float, ptr %220, i64 %275
  store float %278, ptr %279, align 4
  %280 = add nuw nsw i64 %feature67.us, 7
  %281 = getelementptr inbounds nuw float, ptr %221, i64 %280
  %282 = load float, ptr %281, align 4
  %283 = fmul float %282, %282
  %284 = getelementptr inbounds nuw float, ptr %220, i64 %280
  store float %283, ptr %284, align 4
  %285 = add nuw nsw i64 %feature67.us, 8
  %exitcond98.not.7 = icmp eq i64 %285, %n_features
  br i1 %exitcond98.not.7, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us, !llvm.loop !16

feature.header.feature.exit_crit_edge.us:         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block236, %middle.block223
  %286 = add nuw nsw i64 %lockstep_row68.us, 1
  %exitcond103.not = icmp eq i64 %286, %umax106
  br i1 %exitcond103.not, label %lockstep_row.exit, label %iter.check210

lockstep_row.exit:                                ; preds = %feature.header.feature.exit_crit_edge.us
  %287 = icmp ugt i64 %rows_left, 1
  %288 = select i1 %287, i64 1, i64 %last_slot
  %289 = mul nsw i64 %288, %n_features
  %290 = getelementptr inbounds float, ptr %scratch, i64 %289
  %291 = icmp ugt i64 %rows_left, 2
  %292 = select i1 %291, i64 2, i64 %last_slot
  %293 = mul nsw i64 %292, %n_features
  %294 = getelementptr inbounds float, ptr %scratch, i64 %293
  %295 = icmp ugt i64 %rows_left, 3
  %296 = select i1 %295, i64 3, i64 %last_slot
  %297 = mul nsw i64 %296, %n_features
  %298 = getelementptr inbounds float, ptr %scratch, i64 %297
  br i1 %214, label %lockstep_sums.body.epil.preheader, label %lockstep_sums.body

lockstep_sums_tail.header.preheader.unr-lcssa:    ; preds = %lockstep_sums.body
  br i1 %lcmp.mod259.not, label %lockstep_sums_tail.header.preheader, label %lockstep_sums.body.epil.preheader

lockstep_sums.body.epil.preheader:                ; preds = %lockstep_sums_tail.header.preheader.unr-lcssa, %lockstep_row.exit
  %lockstep_sums970.epil.init = phi i64 [ 0, %lockstep_row.exit ], [ %324, %lockstep_sums_tail.header.preheader.unr-lcssa ]
  %lockstep_sums.069.epil.init = phi <4 x float> [ zeroinitializer, %lockstep_row.exit ], [ %323, %lockstep_sums_tail.header.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod261)
  %299 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums970.epil.init
  %block.epil = load <4 x float>, ptr %299, align 4
  %300 = getelementptr inbounds nuw float, ptr %290, i64 %lockstep_sums970.epil.init
  %block10.epil = load <4 x float>, ptr %300, align 4
  %301 = getelementptr inbounds nuw float, ptr %294, i64 %lockstep_sums970.epil.init
  %block11.epil = load <4 x float>, ptr %301, align 4
  %302 = getelementptr inbounds nuw float, ptr %298, i64 %lockstep_sums970.epil.init
  %block12.epil = load <4 x float>, ptr %302, align 4
  %transpose.epil = shufflevector <4 x float> %block.epil, <4 x float> %block11.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose13.epil = shufflevector <4 x float> %block.epil, <4 x float> %block11.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose14.epil = shufflevector <4 x float> %block10.epil, <4 x float> %block12.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose15.epil = shufflevector <4 x float> %block10.epil, <4 x float> %block12.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose16.epil = shufflevector <4 x float> %transpose.epil, <4 x float> %transpose14.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose17.epil = shufflevector <4 x float> %transpose.epil, <4 x float> %transpose14.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose18.epil = shufflevector <4 x float> %transpose13.epil, <4 x float> %transpose15.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose19.epil = shufflevector <4 x float> %transpose13.epil, <4 x float> %transpose15.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %303 = fadd <4 x float> %lockstep_sums.069.epil.init, %transpose16.epil
  %304 = fadd <4 x float> %transpose17.epil, %303
  %305 = fadd <4 x float> %transpose18.epil, %304
  %306 = fadd <4 x float> %transpose19.epil, %305
  br label %lockstep_sums_tail.header.preheader

lockstep_sums_tail.header.preheader:              ; preds = %lockstep_sums_tail.header.preheader.unr-lcssa, %lockstep_sums.body.epil.preheader
  %.lcssa = phi <4 x float> [ %323, %lockstep_sums_tail.header.preheader.unr-lcssa ], [ %306, %lockstep_sums.body.epil.preheader ]
  br i1 %.not82, label %lockstep_row.body25.lr.ph, label %lockstep_sums_tail.body

lockstep_sums.body:                               ; preds = %lockstep_row.exit, %lockstep_sums.body
  %lockstep_sums970 = phi i64 [ %324, %lockstep_sums.body ], [ 0, %lockstep_row.exit ]
  %lockstep_sums.069 = phi <4 x float> [ %323, %lockstep_sums.body ], [ zeroinitializer, %lockstep_row.exit ]
  %niter263 = phi i64 [ %niter263.next.1, %lockstep_sums.body ], [ 0, %lockstep_row.exit ]
  %307 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums970
  %block = load <4 x float>, ptr %307, align 4
  %308 = getelementptr inbounds nuw float, ptr %290, i64 %lockstep_sums970
  %block10 = load <4 x float>, ptr %308, align 4
  %309 = getelementptr inbounds nuw float, ptr %294, i64 %lockstep_sums970
  %block11 = load <4 x float>, ptr %309, align 4
  %310 = getelementptr inbounds nuw float, ptr %298, i64 %lockstep_sums970
  %block12 = load <4 x float>, ptr %310, align 4
  %transpose = shufflevector <4 x float> %block, <4 x float> %block11, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose13 = shufflevector <4 x float> %block, <4 x float> %block11, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose14 = shufflevector <4 x float> %block10, <4 x float> %block12, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose15 = shufflevector <4 x float> %block10, <4 x float> %block12, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose16 = shufflevector <4 x float> %transpose, <4 x float> %transpose14, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose17 = shufflevector <4 x float> %transpose, <4 x float> %transpose14, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose18 = shufflevector <4 x float> %transpose13, <4 x float> %transpose15, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose19 = shufflevector <4 x float> %transpose13, <4 x float> %transpose15, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %311 = fadd <4 x float> %lockstep_sums.069, %transpose16
  %312 = fadd <4 x float> %transpose17, %311
  %313 = fadd <4 x float> %transpose18, %312
  %314 = fadd <4 x float> %transpose19, %313
  %315 = or disjoint i64 %lockstep_sums970, 4
  %316 = getelementptr inbounds nuw float, ptr %scratch, i64 %315
  %block.1 = load <4 x float>, ptr %316, align 4
  %317 = getelementptr inbounds nuw float, ptr %290, i64 %315
  %block10.1 = load <4 x float>, ptr %317, align 4
  %318 = getelementptr inbounds nuw float, ptr %294, i64 %315
  %block11.1 = load <4 x float>, ptr %318, align 4
  %319 = getelementptr inbounds nuw float, ptr %298, i64 %315
  %block12.1 = load <4 x float>, ptr %319, align 4
  %transpose.1 = shufflevector <4 x float> %block.1, <4 x float> %block11.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose13.1 = shufflevector <4 x float> %block.1, <4 x float> %block11.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose14.1 = shufflevector <4 x float> %block10.1, <4 x float> %block12.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose15.1 = shufflevector <4 x float> %block10.1, <4 x float> %block12.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose16.1 = shufflevector <4 x float> %transpose.1, <4 x float> %transpose14.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose17.1 = shufflevector <4 x float> %transpose.1, <4 x float> %transpose14.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose18.1 = shufflevector <4 x float> %transpose13.1, <4 x float> %transpose15.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose19.1 = shufflevector <4 x float> %transpose13.1, <4 x float> %transpose15.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %320 = fadd <4 x float> %314, %transpose16.1
  %321 = fadd <4 x float> %transpose17.1, %320
  %322 = fadd <4 x float> %transpose18.1, %321
  %323 = fadd <4 x float> %transpose19.1, %322
  %324 = add nuw nsw i64 %lockstep_sums970, 8
  %niter263.next.1 = add nuw nsw i64 %niter263, 2
  %niter263.ncmp.1.not = icmp eq i64 %niter263.next.1, %unroll_iter262
  br i1 %niter263.ncmp.1.not, label %lockstep_sums_tail.header.preheader.unr-lcssa, label %lockstep_sums.body, !llvm.loop !17

lockstep_sums_tail.body:                          ; preds = %lockstep_sums_tail.header.preheader, %lockstep_sums_tail.body
  %lockstep_sums_tail72 = phi i64 [ %338, %lockstep_sums_tail.body ], [ %whole_tiles_end, %lockstep_sums_tail.header.preheader ]
  %lockstep_sums.171 = phi <4 x float> [ %337, %lockstep_sums_tail.body ], [ %.lcssa, %lockstep_sums_tail.header.preheader ]
  %325 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail72
  %326 = load float, ptr %325, align 4
  %327 = insertelement <4 x float> poison, float %326, i64 0
  %328 = getelementptr inbounds nuw float, ptr %290, i64 %lockstep_sums_tail72
  %329 = load float, ptr %328, align 4
  %330 = insertelement <4 x float> %327, float %329, i64 1
  %331 = getelementptr inbounds nuw float, ptr %294, i64 %lockstep_sums_tail72
  %332 = load float, ptr %331, align 4
  %333 = insertelement <4 x float> %330, float %332, i64 2
  %334 = getelementptr inbounds nuw float, ptr %298, i64 %lockstep_sums_tail72
  %335 = load float, ptr %334, align 4
  %336 = insertelement <4 x float> %333, float %335, i64 3
  %337 = fadd <4 x float> %lockstep_sums.171, %336
  %338 = add nuw nsw i64 %lockstep_sums_tail72, 1
  %339 = icmp ult i64 %338, %n_features
  br i1 %339, label %lockstep_sums_tail.body, label %lockstep_row.body25.lr.ph, !llvm.loop !19

lockstep_row.body25.lr.ph:                        ; preds = %lockstep_sums_tail.body, %lockstep_sums_tail.header.preheader
  %lockstep_sums.1.lcssa = phi <4 x float> [ %.lcssa, %lockstep_sums_tail.header.preheader ], [ %337, %lockstep_sums_tail.body ]
  store <4 x float> %lockstep_sums.1.lcssa, ptr %lockstep_uniforms, align 16
  br label %iter.check172

iter.check172:                                    ; preds = %lockstep_row.body25.lr.ph, %feature.header30.feature.exit32_crit_edge.us
  %lockstep_row2775.us = phi i64 [ %409, %feature.header30.feature.exit32_crit_edge.us ], [ 0, %lockstep_row.body25.lr.ph ]
  %row28.us = add i64 %lockstep_row2775.us, %lockstep_block76
  %340 = getelementptr inbounds nuw float, ptr %lockstep_uniforms, i64 %lockstep_row2775.us
  %row_offset29.us = mul i64 %row28.us, %n_features
  %341 = getelementptr inbounds float, ptr %out_0, i64 %row_offset29.us
  %342 = getelementptr inbounds float, ptr %input_0, i64 %row_offset29.us
  %343 = load float, ptr %340, align 4
  %344 = tail call float @llvm.sqrt.f32(float %343)
  br i1 %diff.check170, label %feature.body31.us.preheader, label %vector.main.loop.iter.check174

vector.main.loop.iter.check174:                   ; preds = %iter.check172
  br i1 %min.iters.check173, label %vec.epilog.ph193, label %vector.ph175

vector.ph175:                                     ; preds = %vector.main.loop.iter.check174
  %broadcast.splatinsert178 = insertelement <16 x float> poison, float %344, i64 0
  %broadcast.splat179 = shufflevector <16 x float> %broadcast.splatinsert178, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body180

vector.body180:                                   ; preds = %vector.body180, %vector.ph175
  %index181 = phi i64 [ 0, %vector.ph175 ], [ %index.next186, %vector.body180 ]
  %345 = getelementptr inbounds nuw float, ptr %342, i64 %index181
  %346 = getelementptr inbounds nuw i8, ptr %345, i64 64
  %347 = getelementptr inbounds nuw i8, ptr %345, i64 128
  %348 = getelementptr inbounds nuw i8, ptr %345, i64 192
  %wide.load182 = load <16 x float>, ptr %345, align 4
  %wide.load183 = load <16 x float>, ptr %346, align 4
  %wide.load184 = load <16 x float>, ptr %347, align 4
  %wide.load185 = load <16 x float>, ptr %348, align 4
  %349 = fdiv <16 x float> %wide.load182, %broadcast.splat179
  %350 = fdiv <16 x float> %wide.load183, %broadcast.splat179
  %351 = fdiv <16 x float> %wide.load184, %broadcast.splat179
  %352 = fdiv <16 x float> %wide.load185, %broadcast.splat179
  %353 = getelementptr inbounds nuw float, ptr %341, i64 %index181
  %354 = getelementptr inbounds nuw i8, ptr %353, i64 64
  %355 = getelementptr inbounds nuw i8, ptr %353, i64 128
  %356 = getelementptr inbounds nuw i8, ptr %353, i64 192
  store <16 x float> %349, ptr %353, align 4
  store <16 x float> %350, ptr %354, align 4
  store <16 x float> %351, ptr %355, align 4
  store <16 x float> %352, ptr %356, align 4
  %index.next186 = add nuw i64 %index181, 64
  %357 = icmp eq i64 %index.next186, %n.vec177
  br i1 %357, label %middle.block187, label %vector.body180, !llvm.loop !20

middle.block187:                                  ; preds = %vector.body180
  br i1 %cmp.n188, label %feature.header30.feature.exit32_crit_edge.us, label %vec.epilog.iter.check191

vec.epilog.iter.check191:                         ; preds = %middle.block187
  br i1 %min.epilog.iters.check192, label %feature.body31.us.preheader, label %vec.epilog.ph193, !prof !4

vec.epilog.ph193:                                 ; preds = %vector.main.loop.iter.check174, %vec.epilog.iter.check191
  %vec.epilog.resume.val189 = phi i64 [ %n.vec177, %vec.epilog.iter.check191 ], [ 0, %vector.main.loop.iter.check174 ]
  %broadcast.splatinsert196 = insertelement <8 x float> poison, float %344, i64 0
  %broadcast.splat197 = shufflevector <8 x float> %broadcast.splatinsert196, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body198

vec.epilog.vector.body198:                        ; preds = %vec.epilog.vector.body198, %vec.epilog.ph193
  %index199 = phi i64 [ %vec.epilog.resume.val189, %vec.epilog.ph193 ], [ %index.next201, %vec.epilog.vector.body198 ]
  %358 = getelementptr inbounds nuw float, ptr %342, i64 %index199
  %wide.load200 = load <8 x float>, ptr %358, align 4
  %359 = fdiv <8 x float> %wide.load200, %broadcast.splat197
  %360 = getelementptr inbounds nuw float, ptr %341, i64 %index199
  store <8 x float> %359, ptr %360, align 4
  %index.next201 = add nuw i64 %index199, 8
  %361 = icmp eq i64 %index.next201, %n.vec195
  br i1 %361, label %vec.epilog.middle.block202, label %vec.epilog.vector.body198, !llvm.loop !21

vec.epilog.middle.block202:                       ; preds = %vec.epilog.vector.body198
  br i1 %cmp.n203, label %feature.header30.feature.exit32_crit_edge.us, label %feature.body31.us.preheader

feature.body31.us.preheader:                      ; preds = %iter.check172, %vec.epilog.iter.check191, %vec.epilog.middle.block202
  %feature3374.us.ph = phi i64 [ 0, %iter.check172 ], [ %n.vec177, %vec.epilog.iter.check191 ], [ %n.vec195, %vec.epilog.middle.block202 ]
  br i1 %lcmp.mod265.not, label %feature.body31.us.prol.loopexit, label %feature.body31.us.prol

feature.body31.us.prol:                           ; preds = %feature.body31.us.preheader, %feature.body31.us.prol
  %feature3374.us.prol = phi i64 [ %366, %feature.body31.us.prol ], [ %feature3374.us.ph, %feature.body31.us.preheader ]
  %prol.iter266 = phi i64 [ %prol.iter266.next, %feature.body31.us.prol ], [ 0, %feature.body31.us.preheader ]
  %362 = getelementptr inbounds nuw float, ptr %342, i64 %feature3374.us.prol
  %363 = load float, ptr %362, align 4
  %364 = fdiv float %363, %344
  %365 = getelementptr inbounds nuw float, ptr %341, i64 %feature3374.us.prol
  store float %364, ptr %365, align 4
  %366 = add nuw nsw i64 %feature3374.us.prol, 1
  %prol.iter266.next = add i64 %prol.iter266, 1
  %prol.iter266.cmp.not = icmp eq i64 %prol.iter266.next, %xtraiter264
  br i1 %prol.iter266.cmp.not, label %feature.body31.us.prol.loopexit, label %feature.body31.us.prol, !llvm.loop !22

feature.body31.us.prol.loopexit:                  ; preds = %feature.body31.us.prol, %feature.body31.us.preheader
  %feature3374.us.unr = phi i64 [ %feature3374.us.ph, %feature.body31.us.preheader ], [ %366, %feature.body31.us.prol ]
  %367 = sub nsw i64 %feature3374.us.ph, %n_features
  %368 = icmp ugt i64 %367, -8
  br i1 %368, label %feature.header30.feature.exit32_crit_edge.us, label %feature.body31.us

feature.body31.us:                                ; preds = %feature.body31.us.prol.loopexit, %feature.body31.us
  %feature3374.us = phi i64 [ %408, %feature.body31.us ], [ %feature3374.us.unr, %feature.body31.us.prol.loopexit ]
  %369 = getelementptr inbounds nuw float, ptr %342, i64 %feature3374.us
  %370 = load float, ptr %369, align 4
  %371 = fdiv float %370, %344
  %372 = getelementptr inbounds nuw float, ptr %341, i64 %feature3374.us
  store float %371, ptr %372, align 4
  %373 = add nuw nsw i64 %feature3374.us, 1
  %374 = getelementptr inbounds nuw float, ptr %342, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = fdiv float %375, %344
  %377 = getelementptr inbounds nuw float, ptr %341, i64 %373
  store float %376, ptr %377, align 4
  %378 = add nuw nsw i64 %feature3374.us, 2
  %379 = getelementptr inbounds nuw float, ptr %342, i64 %378
  %380 = load float, ptr %379, align 4
  %381 = fdiv float %380, %344
  %382 = getelementptr inbounds nuw float, ptr %341, i64 %378
  store float %381, ptr %382, align 4
  %383 = add nuw nsw i64 %feature3374.us, 3
  %384 = getelementptr inbounds nuw float, ptr %342, i64 %383
  %385 = load float, ptr %384, align 4
  %386 = fdiv float %385, %344
  %387 = getelementptr inbounds nuw float, ptr %341, i64 %383
  store float %386, ptr %387, align 4
  %388 = add nuw nsw i64 %feature3374.us, 4
  %389 = getelementptr inbounds nuw float, ptr %342, i64 %388
  %390 = load float, ptr %389, align 4
  %391 = fdiv float %390, %344
  %392 = getelementptr inbounds nuw float, ptr %341, i64 %388
  store float %391, ptr %392, align 4
  %393 = add nuw nsw i64 %feature3374.us, 5
  %394 = getelementptr inbounds nuw float, ptr %342, i64 %393
  %395 = load float, ptr %394, align 4
  %396 = fdiv float %395, %344
  %397 = getelementptr inbounds nuw float, ptr %341, i64 %393
  store float %396, ptr %397, align 4
  %398 = add nuw nsw i64 %feature3374.us, 6
  %399 = getelementptr inbounds nuw float, ptr %342, i64 %398
  %400 = load float, ptr %399, align 4
  %401 = fdiv float %400, %344
  %402 = getelementptr inbounds nuw float, ptr %341, i64 %398
  store float %401, ptr %402, align 4
  %403 = add nuw nsw i64 %feature3374.us, 7
  %404 = getelementptr inbounds nuw float, ptr %342, i64 %403
  %405 = load float, ptr %404, align 4
  %406 = fdiv float %405, %344
  %407 = getelementptr inbounds nuw float, ptr %341, i64 %403
  store float %406, ptr %407, align 4
  %408 = add nuw nsw i64 %feature3374.us, 8
  %exitcond104.not.7 = icmp eq i64 %408, %n_features
  br i1 %exitcond104.not.7, label %feature.header30.feature.exit32_crit_edge.us, label %feature.body31.us, !llvm.loop !23

feature.header30.feature.exit32_crit_edge.us:     ; preds = %feature.body31.us.prol.loopexit, %feature.body31.us, %vec.epilog.middle.block202, %middle.block187
  %409 = add nuw nsw i64 %lockstep_row2775.us, 1
  %exitcond107.not = icmp eq i64 %409, %umax106
  br i1 %exitcond107.not, label %lockstep_row.exit26, label %iter.check172

lockstep_row.exit26:                              ; preds = %feature.header30.feature.exit32_crit_edge.us
  %410 = add i64 %lockstep_block76, 4
  %411 = icmp ult i64 %410, %row_end
  %indvars.iv.next100 = add i64 %indvars.iv99, -4
  %indvar.next207 = add i64 %indvar206, 1
  br i1 %411, label %lockstep_row.body.lr.ph, label %lockstep.done
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-builtins" "no-trapping-math"="true" "prefer-vector-width"="512" "probe-stack"="inline-asm" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !1, !3}
!3 = !{!"llvm.loop.unroll.runtime.disable"}
!4 = !{!"branch_weights", i32 8, i32 56}
!5 = distinct !{!5, !1, !3}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !1, !3}
!11 = distinct !{!11, !1, !3}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !1, !3}
!14 = distinct !{!14, !1, !3}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.vectorize.width", i32 1}
!19 = distinct !{!19, !18}
!20 = distinct !{!20, !1, !3}
!21 = distinct !{!21, !1, !3}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !1}
