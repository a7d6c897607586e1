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
  %min.iters.check = icmp ult i64 %n_features, 4
  %diff.check = icmp ult i64 %7, 128
  %or.cond240 = select i1 %min.iters.check, i1 true, i1 %diff.check
  %min.iters.check121 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec126 = and i64 %n_features, -4
  %cmp.n132 = icmp eq i64 %n_features, %n.vec126
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
  %min.iters.check138 = icmp ult i64 %57, 4
  %diff.check137 = icmp ult i64 %62, 128
  %or.cond239 = select i1 %min.iters.check138, i1 true, i1 %diff.check137
  br i1 %or.cond239, label %feature.body37.us.preheader, label %vector.main.loop.iter.check142

vector.main.loop.iter.check142:                   ; preds = %iter.check140
  %min.iters.check141 = icmp ult i64 %57, 32
  br i1 %min.iters.check141, label %vec.epilog.ph159, label %vector.ph143

vector.ph143:                                     ; preds = %vector.main.loop.iter.check142
  %n.mod.vf144 = and i64 %umin, 31
  %n.vec145 = sub nuw i64 %57, %n.mod.vf144
  %63 = getelementptr float, ptr %13, i64 %fold_chunk55.us
  br label %vector.body146

vector.body146:                                   ; preds = %vector.body146, %vector.ph143
  %index147 = phi i64 [ 0, %vector.ph143 ], [ %index.next152, %vector.body146 ]
  %64 = getelementptr float, ptr %63, i64 %index147
  %65 = getelementptr inbounds nuw i8, ptr %64, i64 32
  %66 = getelementptr inbounds nuw i8, ptr %64, i64 64
  %67 = getelementptr inbounds nuw i8, ptr %64, i64 96
  %wide.load148 = load <8 x float>, ptr %64, align 4
  %wide.load149 = load <8 x float>, ptr %65, align 4
  %wide.load150 = load <8 x float>, ptr %66, align 4
  %wide.load151 = load <8 x float>, ptr %67, align 4
  %68 = fmul <8 x float> %wide.load148, %wide.load148
  %69 = fmul <8 x float> %wide.load149, %wide.load149
  %70 = fmul <8 x float> %wide.load150, %wide.load150
  %71 = fmul <8 x float> %wide.load151, %wide.load151
  %72 = getelementptr inbounds float, ptr %scratch, i64 %index147
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 32
  %74 = getelementptr inbounds nuw i8, ptr %72, i64 64
  %75 = getelementptr inbounds nuw i8, ptr %72, i64 96
  store <8 x float> %68, ptr %72, align 4
  store <8 x float> %69, ptr %73, align 4
  store <8 x float> %70, ptr %74, align 4
  store <8 x float> %71, ptr %75, align 4
  %index.next152 = add nuw i64 %index147, 32
  %76 = icmp eq i64 %index.next152, %n.vec145
  br i1 %76, label %middle.block153, label %vector.body146, !llvm.loop !2

middle.block153:                                  ; preds = %vector.body146
  %cmp.n154 = icmp eq i64 %n.mod.vf144, 0
  br i1 %cmp.n154, label %feature.exit38.us, label %vec.epilog.iter.check157

vec.epilog.iter.check157:                         ; preds = %middle.block153
  %ind.end = add i64 %fold_chunk55.us, %n.vec145
  %min.epilog.iters.check158 = icmp samesign ult i64 %n.mod.vf144, 4
  br i1 %min.epilog.iters.check158, label %feature.body37.us.preheader, label %vec.epilog.ph159, !prof !4

vec.epilog.ph159:                                 ; preds = %vector.main.loop.iter.check142, %vec.epilog.iter.check157
  %vec.epilog.resume.val155 = phi i64 [ %n.vec145, %vec.epilog.iter.check157 ], [ 0, %vector.main.loop.iter.check142 ]
  %n.mod.vf160 = and i64 %umin, 3
  %n.vec161 = sub i64 %57, %n.mod.vf160
  %77 = add i64 %fold_chunk55.us, %n.vec161
  %78 = getelementptr float, ptr %13, i64 %fold_chunk55.us
  br label %vec.epilog.vector.body162

vec.epilog.vector.body162:                        ; preds = %vec.epilog.vector.body162, %vec.epilog.ph159
  %index163 = phi i64 [ %vec.epilog.resume.val155, %vec.epilog.ph159 ], [ %index.next165, %vec.epilog.vector.body162 ]
  %79 = getelementptr float, ptr %78, i64 %index163
  %wide.load164 = load <4 x float>, ptr %79, align 4
  %80 = fmul <4 x float> %wide.load164, %wide.load164
  %81 = getelementptr inbounds float, ptr %scratch, i64 %index163
  store <4 x float> %80, ptr %81, align 4
  %index.next165 = add nuw i64 %index163, 4
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
  %broadcast.splatinsert = insertelement <8 x float> poison, float %179, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %180 = getelementptr inbounds float, ptr %13, i64 %index
  %181 = getelementptr inbounds nuw i8, ptr %180, i64 32
  %182 = getelementptr inbounds nuw i8, ptr %180, i64 64
  %183 = getelementptr inbounds nuw i8, ptr %180, i64 96
  %wide.load = load <8 x float>, ptr %180, align 4
  %wide.load122 = load <8 x float>, ptr %181, align 4
  %wide.load123 = load <8 x float>, ptr %182, align 4
  %wide.load124 = load <8 x float>, ptr %183, align 4
  %184 = fdiv <8 x float> %wide.load, %broadcast.splat
  %185 = fdiv <8 x float> %wide.load122, %broadcast.splat
  %186 = fdiv <8 x float> %wide.load123, %broadcast.splat
  %187 = fdiv <8 x float> %wide.load124, %broadcast.splat
  %188 = getelementptr inbounds float, ptr %178, i64 %index
  %189 = getelementptr inbounds nuw i8, ptr %188, i64 32
  %190 = getelementptr inbounds nuw i8, ptr %188, i64 64
  %191 = getelementptr inbounds nuw i8, ptr %188, i64 96
  store <8 x float> %184, ptr %188, align 4
  store <8 x float> %185, ptr %189, align 4
  store <8 x float> %186, ptr %190, align 4
  store <8 x float> %187, ptr %191, align 4
  %index.next = add nuw i64 %index, 32
  %192 = icmp eq i64 %index.next, %n.vec
  br i1 %192, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.exit42.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body41.us.preheader, label %vec.epilog.ph, !prof !4

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert127 = insertelement <4 x float> poison, float %179, i64 0
  %broadcast.splat128 = shufflevector <4 x float> %broadcast.splatinsert127, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index129 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next131, %vec.epilog.vector.body ]
  %193 = getelementptr inbounds float, ptr %13, i64 %index129
  %wide.load130 = load <4 x float>, ptr %193, align 4
  %194 = fdiv <4 x float> %wide.load130, %broadcast.splat128
  %195 = getelementptr inbounds float, ptr %178, i64 %index129
  store <4 x float> %194, ptr %195, align 4
  %index.next131 = add nuw i64 %index129, 4
  %196 = icmp eq i64 %index.next131, %n.vec126
  br i1 %196, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !11

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n132, label %feature.exit42.us, label %feature.body41.us.preheader

feature.body41.us.preheader:                      ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature4357.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec126, %vec.epilog.middle.block ]
  %197 = sub i64 %n_features, %feature4357.us.ph
  %xtraiter251 = and i64 %197, 7
  %lcmp.mod252.not = icmp eq i64 %xtraiter251, 0
  br i1 %lcmp.mod252.not, label %feature.body41.us.prol.loopexit, label %feature.body41.us.prol

feature.body41.us.prol:                           ; preds = %feature.body41.us.preheader, %feature.body41.us.prol
  %feature4357.us.prol = phi i64 [ %202, %feature.body41.us.prol ], [ %feature4357.us.ph, %feature.body41.us.preheader ]
  %prol.iter253 = phi i64 [ %prol.iter253.next, %feature.body41.us.prol ], [ 0, %feature.body41.us.preheader ]
  %198 = getelementptr inbounds float, ptr %13, i64 %feature4357.us.prol
  %199 = load float, ptr %198, align 4
  %200 = fdiv float %199, %179
  %201 = getelementptr inbounds float, ptr %178, i64 %feature4357.us.prol
  store float %200, ptr %201, align 4
  %202 = add nuw i64 %feature4357.us.prol, 1
  %prol.iter253.next = add i64 %prol.iter253, 1
  %prol.iter253.cmp.not = icmp eq i64 %prol.iter253.next, %xtraiter251
  br i1 %prol.iter253.cmp.not, label %feature.body41.us.prol.loopexit, label %feature.body41.us.prol, !llvm.loop !12

feature.body41.us.prol.loopexit:                  ; preds = %feature.body41.us.prol, %feature.body41.us.preheader
  %feature4357.us.unr = phi i64 [ %feature4357.us.ph, %feature.body41.us.preheader ], [ %202, %feature.body41.us.prol ]
  %203 = sub i64 %feature4357.us.ph, %n_features
  %204 = icmp ugt i64 %203, -8
  br i1 %204, label %feature.exit42.us, label %feature.body41.us

lockstep_block.header.preheader:                  ; preds = %entry
  br i1 %6, label %lockstep.done, label %lockstep_block.body.lr.ph

lockstep_block.body.lr.ph:                        ; preds = %lockstep_block.header.preheader
  %whole_tiles_end = and i64 %n_features, 8188
  %.not82 = icmp eq i64 %whole_tiles_end, %n_features
  %205 = sub nuw i64 %row_end, %row_begin
  %206 = sub i64 %out_0119, %input_0120
  %207 = mul i64 %row_begin, %n_features
  %208 = shl i64 %207, 2
  %209 = add i64 %208, %input_0120
  %210 = sub i64 %scratch134, %209
  %211 = mul nsw i64 %n_features, -16
  %212 = add nsw i64 %whole_tiles_end, -1
  %213 = lshr i64 %212, 2
  %214 = add nuw nsw i64 %213, 1
  %min.iters.check211 = icmp ult i64 %n_features, 32
  %n.mod.vf214 = and i64 %n_features, 28
  %n.vec215 = and i64 %n_features, 8160
  %cmp.n224 = icmp eq i64 %n_features, %n.vec215
  %min.epilog.iters.check228 = icmp eq i64 %n.mod.vf214, 0
  %n.vec231 = and i64 %n_features, 8188
  %cmp.n237 = icmp eq i64 %n_features, %n.vec231
  %xtraiter257 = and i64 %214, 1
  %215 = icmp eq i64 %213, 0
  %unroll_iter262 = and i64 %214, 9223372036854775806
  %lcmp.mod259.not = icmp eq i64 %xtraiter257, 0
  %lcmp.mod261 = icmp ne i64 %xtraiter257, 0
  %diff.check170 = icmp ult i64 %206, 128
  %min.iters.check173 = icmp ult i64 %n_features, 32
  %n.mod.vf176 = and i64 %n_features, 28
  %n.vec177 = and i64 %n_features, 8160
  %cmp.n188 = icmp eq i64 %n_features, %n.vec177
  %min.epilog.iters.check192 = icmp eq i64 %n.mod.vf176, 0
  %n.vec195 = and i64 %n_features, 8188
  %cmp.n203 = icmp eq i64 %n_features, %n.vec195
  br label %lockstep_row.body.lr.ph

lockstep.done:                                    ; preds = %feature.exit42.us, %lockstep_row.exit26, %row.header.preheader, %lockstep_block.header.preheader
  ret void

lockstep_row.body.lr.ph:                          ; preds = %lockstep_row.exit26, %lockstep_block.body.lr.ph
  %indvar206 = phi i64 [ %indvar.next207, %lockstep_row.exit26 ], [ 0, %lockstep_block.body.lr.ph ]
  %indvars.iv99 = phi i64 [ %indvars.iv.next100, %lockstep_row.exit26 ], [ %205, %lockstep_block.body.lr.ph ]
  %lockstep_block76 = phi i64 [ %413, %lockstep_row.exit26 ], [ %row_begin, %lockstep_block.body.lr.ph ]
  %216 = mul i64 %211, %indvar206
  %217 = add i64 %210, %216
  %218 = tail call i64 @llvm.umax.i64(i64 %indvars.iv99, i64 1)
  %umax106 = tail call i64 @llvm.umin.i64(i64 %218, i64 4)
  %rows_left = sub nuw i64 %row_end, %lockstep_block76
  %219 = tail call i64 @llvm.umin.i64(i64 %rows_left, i64 4)
  %last_slot = add nsw i64 %219, -1
  %diff.check208 = icmp ult i64 %217, 128
  br label %iter.check210

iter.check210:                                    ; preds = %lockstep_row.body.lr.ph, %feature.header.feature.exit_crit_edge.us
  %lockstep_row68.us = phi i64 [ %288, %feature.header.feature.exit_crit_edge.us ], [ 0, %lockstep_row.body.lr.ph ]
  %row.us = add i64 %lockstep_row68.us, %lockstep_block76
  %220 = mul i64 %lockstep_row68.us, %n_features
  %221 = getelementptr inbounds float, ptr %scratch, i64 %220
  %row_offset.us = mul i64 %row.us, %n_features
  %222 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  br i1 %diff.check208, label %feature.body.us.preheader, label %vector.main.loop.iter.check212

vector.main.loop.iter.check212:                   ; preds = %iter.check210
  br i1 %min.iters.check211, label %vec.epilog.ph229, label %vector.body216

vector.body216:                                   ; preds = %vector.main.loop.iter.check212, %vector.body216
  %index217 = phi i64 [ %index.next222, %vector.body216 ], [ 0, %vector.main.loop.iter.check212 ]
  %223 = getelementptr inbounds nuw float, ptr %222, i64 %index217
  %224 = getelementptr inbounds nuw i8, ptr %223, i64 32
  %225 = getelementptr inbounds nuw i8, ptr %223, i64 64
  %226 = getelementptr inbounds nuw i8, ptr %223, i64 96
  %wide.load218 = load <8 x float>, ptr %223, align 4
  %wide.load219 = load <8 x float>, ptr %224, align 4
  %wide.load220 = load <8 x float>, ptr %225, align 4
  %wide.load221 = load <8 x float>, ptr %226, align 4
  %227 = fmul <8 x float> %wide.load218, %wide.load218
  %228 = fmul <8 x float> %wide.load219, %wide.load219
  %229 = fmul <8 x float> %wide.load220, %wide.load220
  %230 = fmul <8 x float> %wide.load221, %wide.load221
  %231 = getelementptr inbounds nuw float, ptr %221, i64 %index217
  %232 = getelementptr inbounds nuw i8, ptr %231, i64 32
  %233 = getelementptr inbounds nuw i8, ptr %231, i64 64
  %234 = getelementptr inbounds nuw i8, ptr %231, i64 96
  store <8 x float> %227, ptr %231, align 4
  store <8 x float> %228, ptr %232, align 4
  store <8 x float> %229, ptr %233, align 4
  store <8 x float> %230, ptr %234, align 4
  %index.next222 = add nuw i64 %index217, 32
  %235 = icmp eq i64 %index.next222, %n.vec215
  br i1 %235, label %middle.block223, label %vector.body216, !llvm.loop !13

middle.block223:                                  ; preds = %vector.body216
  br i1 %cmp.n224, label %feature.header.feature.exit_crit_edge.us, label %vec.epilog.iter.check227

vec.epilog.iter.check227:                         ; preds = %middle.block223
  br i1 %min.epilog.iters.check228, label %feature.body.us.preheader, label %vec.epilog.ph229, !prof !4

vec.epilog.ph229:                                 ; preds = %vector.main.loop.iter.check212, %vec.epilog.iter.check227
  %vec.epilog.resume.val225 = phi i64 [ %n.vec215, %vec.epilog.iter.check227 ], [ 0, %vector.main.loop.iter.check212 ]
  br label %vec.epilog.vector.body232

vec.epilog.vector.body232:                        ; preds = %vec.epilog.vector.body232, %vec.epilog.ph229
  %index233 = phi i64 [ %vec.epilog.resume.val225, %vec.epilog.ph229 ], [ %index.next235, %vec.epilog.vector.body232 ]
  %236 = getelementptr inbounds nuw float, ptr %222, i64 %index233
  %wide.load234 = load <4 x float>, ptr %236, align 4
  %237 = fmul <4 x float> %wide.load234, %wide.load234
  %238 = getelementptr inbounds nuw float, ptr %221, i64 %index233
  store <4 x float> %237, ptr %238, align 4
  %index.next235 = add nuw i64 %index233, 4
  %239 = icmp eq i64 %index.next235, %n.vec231
  br i1 %239, label %vec.epilog.middle.block236, label %vec.epilog.vector.body232, !llvm.loop !14

vec.epilog.middle.block236:                       ; preds = %vec.epilog.vector.body232
  br i1 %cmp.n237, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check210, %vec.epilog.iter.check227, %vec.epilog.middle.block236
  %feature67.us.ph = phi i64 [ 0, %iter.check210 ], [ %n.vec215, %vec.epilog.iter.check227 ], [ %n.vec231, %vec.epilog.middle.block236 ]
  %240 = sub nsw i64 %n_features, %feature67.us.ph
  %xtraiter254 = and i64 %240, 7
  %lcmp.mod255.not = icmp eq i64 %xtraiter254, 0
  br i1 %lcmp.mod255.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader, %feature.body.us.prol
  %feature67.us.prol = phi i64 [ %245, %feature.body.us.prol ], [ %feature67.us.ph, %feature.body.us.preheader ]
  %prol.iter256 = phi i64 [ %prol.iter256.next, %feature.body.us.prol ], [ 0, %feature.body.us.preheader ]
  %241 = getelementptr inbounds nuw float, ptr %222, i64 %feature67.us.prol
  %242 = load float, ptr %241, align 4
  %243 = fmul float %242, %242
  %244 = getelementptr inbounds nuw float, ptr %221, i64 %feature67.us.prol
  store float %243, ptr %244, align 4
  %245 = add nuw nsw i64 %feature67.us.prol, 1
  %prol.iter256.next = add i64 %prol.iter256, 1
  %prol.iter256.cmp.not = icmp eq i64 %prol.iter256.next, %xtraiter254
  br i1 %prol.iter256.cmp.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol, !llvm.loop !15

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature67.us.unr = phi i64 [ %feature67.us.ph, %feature.body.us.preheader ], [ %245, %feature.body.us.prol ]
  %246 = sub nsw i64 %feature67.us.ph, %n_features
  %247 = icmp ugt i64 %246, -8
  br i1 %247, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature67.us = phi i64 [ %287, %feature.body.us ], [ %feature67.us.unr, %feature.body.us.prol.loopexit ]
  %248 = getelementptr inbounds nuw float, ptr %222, i64 %feature67.us
  %249 = load float, ptr %248, align 4
  %250 = fmul float %249, %249
  %251 = getelementptr inbounds nuw float, ptr %221, i64 %feature67.us
  store float %250, ptr %251, align 4
  %252 = add nuw nsw i64 %feature67.us, 1
  %253 = getelementptr inbounds nuw float, ptr %222, i64 %252
  %254 = load float, ptr %253, align 4
  %255 = fmul float %254, %254
  %256 = getelementptr inbounds nuw float, ptr %221, i64 %252
  store float %255, ptr %256, align 4
  %257 = add nuw nsw i64 %feature67.us, 2
  %258 = getelementptr inbounds nuw float, ptr %222, i64 %257
  %259 = load float, ptr %258, align 4
  %260 = fmul float %259, %259
  %261 = getelementptr inbounds nuw float, ptr %221, i64 %257
  store float %260, ptr %261, align 4
  %262 = add nuw nsw i64 %feature67.us, 3
  %263 = getelementptr inbounds nuw float, ptr %222, i64 %262
  %264 = load float, ptr %263, align 4
  %265 = fmul float %264, %264
  %266 = getelementptr inbounds nuw float, ptr %221, i64 %262
  store float %265, ptr %266, align 4
  %267 = add nuw nsw i64 %feature67.us, 4
  %268 = getelementptr inbounds nuw float, ptr %222, i64 %267
  %269 = load float, ptr %268, align 4
  %270 = fmul float %269, %269
  %271 = getelementptr inbounds nuw float, ptr %221, i64 %267
  store float %270, ptr %271, align 4
  %272 = add nuw nsw i64 %feature67.us, 5
  %273 = getelementptr inbounds nuw float, ptr %222, i64 %272
  %274 = load float, ptr %273, align 4
  %275 = fmul float %274, %274
  %276 = getelementptr inbounds nuw float, ptr %221, i64 %272
  store float %275, ptr %276, align 4
  %277 = add nuw nsw i64 %feature67.us, 6
  %278 = getelementptr inbounds nuw float, ptr %222, i64 %277
  %279 = load float, ptr %278, align 4
  %280 = fmul float %279, %279
  %281 = getelementptr inbounds nuw float, ptr %221, i64 %277
  store float %280, ptr %281, align 4
  %282 = add nuw nsw i64 %feature67.us, 7
  %283 = getelementptr inbounds nuw float, ptr %222, i64 %282
  %284 = load float, ptr %283, align 4
  %285 = fmul float %284, %284
  %286 = getelementptr inbounds nuw float, ptr %221, i64 %282
  store float %285, ptr %286, align 4
  %287 = add nuw nsw i64 %feature67.us, 8
  %exitcond98.not.7 = icmp eq i64 %287, %n_features
  br i1 %exitcond98.not.7, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us, !llvm.loop !16

feature.header.feature.exit_crit_edge.us:         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block236, %middle.block223
  %288 = add nuw nsw i64 %lockstep_row68.us, 1
  %exitcond103.not = icmp eq i64 %288, %umax106
  br i1 %exitcond103.not, label %lockstep_row.exit, label %iter.check210

lockstep_row.exit:                                ; preds = %feature.header.feature.exit_crit_edge.us
  %289 = icmp ugt i64 %rows_left, 1
  %290 = select i1 %289, i64 1, i64 %last_slot
  %291 = mul nsw i64 %290, %n_features
  %292 = getelementptr inbounds float, ptr %scratch, i64 %291
  %293 = icmp ugt i64 %rows_left, 2
  %294 = select i1 %293, i64 2, i64 %last_slot
  %295 = mul nsw i64 %294, %n_features
  %296 = getelementptr inbounds float, ptr %scratch, i64 %295
  %297 = icmp ugt i64 %rows_left, 3
  %298 = select i1 %297, i64 3, i64 %last_slot
  %299 = mul nsw i64 %298, %n_features
  %300 = getelementptr inbounds float, ptr %scratch, i64 %299
  br i1 %215, label %lockstep_sums.body.epil.preheader, label %lockstep_sums.body

lockstep_sums_tail.header.preheader.unr-lcssa:    ; preds = %lockstep_sums.body
  br i1 %lcmp.mod259.not, label %lockstep_sums_tail.header.preheader, label %lockstep_sums.body.epil.preheader

lockstep_sums.body.epil.preheader:                ; preds = %lockstep_sums_tail.header.preheader.unr-lcssa, %lockstep_row.exit
  %lockstep_sums970.epil.init = phi i64 [ 0, %lockstep_row.exit ], [ %326, %lockstep_sums_tail.header.preheader.unr-lcssa ]
  %lockstep_sums.069.epil.init = phi <4 x float> [ zeroinitializer, %lockstep_row.exit ], [ %325, %lockstep_sums_tail.header.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod261)
  %301 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums970.epil.init
  %block.epil = load <4 x float>, ptr %301, align 4
  %302 = getelementptr inbounds nuw float, ptr %292, i64 %lockstep_sums970.epil.init
  %block10.epil = load <4 x float>, ptr %302, align 4
  %303 = getelementptr inbounds nuw float, ptr %296, i64 %lockstep_sums970.epil.init
  %block11.epil = load <4 x float>, ptr %303, align 4
  %304 = getelementptr inbounds nuw float, ptr %300, i64 %lockstep_sums970.epil.init
  %block12.epil = load <4 x float>, ptr %304, align 4
  %transpose.epil = shufflevector <4 x float> %block.epil, <4 x float> %block11.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose13.epil = shufflevector <4 x float> %block.epil, <4 x float> %block11.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose14.epil = shufflevector <4 x float> %block10.epil, <4 x float> %block12.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose15.epil = shufflevector <4 x float> %block10.epil, <4 x float> %block12.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose16.epil = shufflevector <4 x float> %transpose.epil, <4 x float> %transpose14.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose17.epil = shufflevector <4 x float> %transpose.epil, <4 x float> %transpose14.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose18.epil = shufflevector <4 x float> %transpose13.epil, <4 x float> %transpose15.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose19.epil = shufflevector <4 x float> %transpose13.epil, <4 x float> %transpose15.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %305 = fadd <4 x float> %lockstep_sums.069.epil.init, %transpose16.epil
  %306 = fadd <4 x float> %transpose17.epil, %305
  %307 = fadd <4 x float> %transpose18.epil, %306
  %308 = fadd <4 x float> %transpose19.epil, %307
  br label %lockstep_sums_tail.header.preheader

lockstep_sums_tail.header.preheader:              ; preds = %lockstep_sums_tail.header.preheader.unr-lcssa, %lockstep_sums.body.epil.preheader
  %.lcssa = phi <4 x float> [ %325, %lockstep_sums_tail.header.preheader.unr-lcssa ], [ %308, %lockstep_sums.body.epil.preheader ]
  br i1 %.not82, label %lockstep_row.body25.lr.ph, label %lockstep_sums_tail.body

lockstep_sums.body:                               ; preds = %lockstep_row.exit, %lockstep_sums.body
  %lockstep_sums970 = phi i64 [ %326, %lockstep_sums.body ], [ 0, %lockstep_row.exit ]
  %lockstep_sums.069 = phi <4 x float> [ %325, %lockstep_sums.body ], [ zeroinitializer, %lockstep_row.exit ]
  %niter263 = phi i64 [ %niter263.next.1, %lockstep_sums.body ], [ 0, %lockstep_row.exit ]
  %309 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums970
  %block = load <4 x float>, ptr %309, align 4
  %310 = getelementptr inbounds nuw float, ptr %292, i64 %lockstep_sums970
  %block10 = load <4 x float>, ptr %310, align 4
  %311 = getelementptr inbounds nuw float, ptr %296, i64 %lockstep_sums970
  %block11 = load <4 x float>, ptr %311, align 4
  %312 = getelementptr inbounds nuw float, ptr %300, i64 %lockstep_sums970
  %block12 = load <4 x float>, ptr %312, align 4
  %transpose = shufflevector <4 x float> %block, <4 x float> %block11, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose13 = shufflevector <4 x float> %block, <4 x float> %block11, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose14 = shufflevector <4 x float> %block10, <4 x float> %block12, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose15 = shufflevector <4 x float> %block10, <4 x float> %block12, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose16 = shufflevector <4 x float> %transpose, <4 x float> %transpose14, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose17 = shufflevector <4 x float> %transpose, <4 x float> %transpose14, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose18 = shufflevector <4 x float> %transpose13, <4 x float> %transpose15, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose19 = shufflevector <4 x float> %transpose13, <4 x float> %transpose15, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %313 = fadd <4 x float> %lockstep_sums.069, %transpose16
  %314 = fadd <4 x float> %transpose17, %313
  %315 = fadd <4 x float> %transpose18, %314
  %316 = fadd <4 x float> %transpose19, %315
  %317 = or disjoint i64 %lockstep_sums970, 4
  %318 = getelementptr inbounds nuw float, ptr %scratch, i64 %317
  %block.1 = load <4 x float>, ptr %318, align 4
  %319 = getelementptr inbounds nuw float, ptr %292, i64 %317
  %block10.1 = load <4 x float>, ptr %319, align 4
  %320 = getelementptr inbounds nuw float, ptr %296, i64 %317
  %block11.1 = load <4 x float>, ptr %320, align 4
  %321 = getelementptr inbounds nuw float, ptr %300, i64 %317
  %block12.1 = load <4 x float>, ptr %321, align 4
  %transpose.1 = shufflevector <4 x float> %block.1, <4 x float> %block11.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose13.1 = shufflevector <4 x float> %block.1, <4 x float> %block11.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose14.1 = shufflevector <4 x float> %block10.1, <4 x float> %block12.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose15.1 = shufflevector <4 x float> %block10.1, <4 x float> %block12.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose16.1 = shufflevector <4 x float> %transpose.1, <4 x float> %transpose14.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose17.1 = shufflevector <4 x float> %transpose.1, <4 x float> %transpose14.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose18.1 = shufflevector <4 x float> %transpose13.1, <4 x float> %transpose15.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose19.1 = shufflevector <4 x float> %transpose13.1, <4 x float> %transpose15.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %322 = fadd <4 x float> %316, %transpose16.1
  %323 = fadd <4 x float> %transpose17.1, %322
  %324 = fadd <4 x float> %transpose18.1, %323
  %325 = fadd <4 x float> %transpose19.1, %324
  %326 = add nuw nsw i64 %lockstep_sums970, 8
  %niter263.next.1 = add nuw nsw i64 %niter263, 2
  %niter263.ncmp.1.not = icmp eq i64 %niter263.next.1, %unroll_iter262
  br i1 %niter263.ncmp.1.not, label %lockstep_sums_tail.header.preheader.unr-lcssa, label %lockstep_sums.body, !llvm.loop !17

lockstep_sums_tail.body:                          ; preds = %lockstep_sums_tail.header.preheader, %lockstep_sums_tail.body
  %lockstep_sums_tail72 = phi i64 [ %340, %lockstep_sums_tail.body ], [ %whole_tiles_end, %lockstep_sums_tail.header.preheader ]
  %lockstep_sums.171 = phi <4 x float> [ %339, %lockstep_sums_tail.body ], [ %.lcssa, %lockstep_sums_tail.header.preheader ]
  %327 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail72
  %328 = load float, ptr %327, align 4
  %329 = insertelement <4 x float> poison, float %328, i64 0
  %330 = getelementptr inbounds nuw float, ptr %292, i64 %lockstep_sums_tail72
  %331 = load float, ptr %330, align 4
  %332 = insertelement <4 x float> %329, float %331, i64 1
  %333 = getelementptr inbounds nuw float, ptr %296, i64 %lockstep_sums_tail72
  %334 = load float, ptr %333, align 4
  %335 = insertelement <4 x float> %332, float %334, i64 2
  %336 = getelementptr inbounds nuw float, ptr %300, i64 %lockstep_sums_tail72
  %337 = load float, ptr %336, align 4
  %338 = insertelement <4 x float> %335, float %337, i64 3
  %339 = fadd <4 x float> %lockstep_sums.171, %338
  %340 = add nuw nsw i64 %lockstep_sums_tail72, 1
  %341 = icmp ult i64 %340, %n_features
  br i1 %341, label %lockstep_sums_tail.body, label %lockstep_row.body25.lr.ph, !llvm.loop !19

lockstep_row.body25.lr.ph:                        ; preds = %lockstep_sums_tail.body, %lockstep_sums_tail.header.preheader
  %lockstep_sums.1.lcssa = phi <4 x float> [ %.lcssa, %lockstep_sums_tail.header.preheader ], [ %339, %lockstep_sums_tail.body ]
  store <4 x float> %lockstep_sums.1.lcssa, ptr %lockstep_uniforms, align 16
  br label %iter.check172

iter.check172:                                    ; preds = %lockstep_row.body25.lr.ph, %feature.header30.feature.exit32_crit_edge.us
  %lockstep_row2775.us = phi i64 [ %412, %feature.header30.feature.exit32_crit_edge.us ], [ 0, %lockstep_row.body25.lr.ph ]
  %row28.us = add i64 %lockstep_row2775.us, %lockstep_block76
  %342 = getelementptr inbounds nuw float, ptr %lockstep_uniforms, i64 %lockstep_row2775.us
  %row_offset29.us = mul i64 %row28.us, %n_features
  %343 = getelementptr inbounds float, ptr %out_0, i64 %row_offset29.us
  %344 = getelementptr inbounds float, ptr %input_0, i64 %row_offset29.us
  %345 = load float, ptr %342, align 4
  %346 = tail call float @llvm.sqrt.f32(float %345)
  br i1 %diff.check170, label %feature.body31.us.preheader, label %vector.main.loop.iter.check174

vector.main.loop.iter.check174:                   ; preds = %iter.check172
  br i1 %min.iters.check173, label %vec.epilog.ph193, label %vector.ph175

vector.ph175:                                     ; preds = %vector.main.loop.iter.check174
  %broadcast.splatinsert178 = insertelement <8 x float> poison, float %346, i64 0
  %broadcast.splat179 = shufflevector <8 x float> %broadcast.splatinsert178, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body180

vector.body180:                                   ; preds = %vector.body180, %vector.ph175
  %index181 = phi i64 [ 0, %vector.ph175 ], [ %index.next186, %vector.body180 ]
  %347 = getelementptr inbounds nuw float, ptr %344, i64 %index181
  %348 = getelementptr inbounds nuw i8, ptr %347, i64 32
  %349 = getelementptr inbounds nuw i8, ptr %347, i64 64
  %350 = getelementptr inbounds nuw i8, ptr %347, i64 96
  %wide.load182 = load <8 x float>, ptr %347, align 4
  %wide.load183 = load <8 x float>, ptr %348, align 4
  %wide.load184 = load <8 x float>, ptr %349, align 4
  %wide.load185 = load <8 x float>, ptr %350, align 4
  %351 = fdiv <8 x float> %wide.load182, %broadcast.splat179
  %352 = fdiv <8 x float> %wide.load183, %broadcast.splat179
  %353 = fdiv <8 x float> %wide.load184, %broadcast.splat179
  %354 = fdiv <8 x float> %wide.load185, %broadcast.splat179
  %355 = getelementptr inbounds nuw float, ptr %343, i64 %index181
  %356 = getelementptr inbounds nuw i8, ptr %355, i64 32
  %357 = getelementptr inbounds nuw i8, ptr %355, i64 64
  %358 = getelementptr inbounds nuw i8, ptr %355, i64 96
  store <8 x float> %351, ptr %355, align 4
  store <8 x float> %352, ptr %356, align 4
  store <8 x float> %353, ptr %357, align 4
  store <8 x float> %354, ptr %358, align 4
  %index.next186 = add nuw i64 %index181, 32
  %359 = icmp eq i64 %index.next186, %n.vec177
  br i1 %359, label %middle.block187, label %vector.body180, !llvm.loop !20

middle.block187:                                  ; preds = %vector.body180
  br i1 %cmp.n188, label %feature.header30.feature.exit32_crit_edge.us, label %vec.epilog.iter.check191

vec.epilog.iter.check191:                         ; preds = %middle.block187
  br i1 %min.epilog.iters.check192, label %feature.body31.us.preheader, label %vec.epilog.ph193, !prof !4

vec.epilog.ph193:                                 ; preds = %vector.main.loop.iter.check174, %vec.epilog.iter.check191
  %vec.epilog.resume.val189 = phi i64 [ %n.vec177, %vec.epilog.iter.check191 ], [ 0, %vector.main.loop.iter.check174 ]
  %broadcast.splatinsert196 = insertelement <4 x float> poison, float %346, i64 0
  %broadcast.splat197 = shufflevector <4 x float> %broadcast.splatinsert196, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body198

vec.epilog.vector.body198:                        ; preds = %vec.epilog.vector.body198, %vec.epilog.ph193
  %index199 = phi i64 [ %vec.epilog.resume.val189, %vec.epilog.ph193 ], [ %index.next201, %vec.epilog.vector.body198 ]
  %360 = getelementptr inbounds nuw float, ptr %344, i64 %index199
  %wide.load200 = load <4 x float>, ptr %360, align 4
  %361 = fdiv <4 x float> %wide.load200, %broadcast.splat197
  %362 = getelementptr inbounds nuw float, ptr %343, i64 %index199
  store <4 x float> %361, ptr %362, align 4
  %index.next201 = add nuw i64 %index199, 4
  %363 = icmp eq i64 %index.next201, %n.vec195
  br i1 %363, label %vec.epilog.middle.block202, label %vec.epilog.vector.body198, !llvm.loop !21

vec.epilog.middle.block202:                       ; preds = %vec.epilog.vector.body198
  br i1 %cmp.n203, label %feature.header30.feature.exit32_crit_edge.us, label %feature.body31.us.preheader

feature.body31.us.preheader:                      ; preds = %iter.check172, %vec.epilog.iter.check191, %vec.epilog.middle.block202
  %feature3374.us.ph = phi i64 [ 0, %iter.check172 ], [ %n.vec177, %vec.epilog.iter.check191 ], [ %n.vec195, %vec.epilog.middle.block202 ]
  %364 = sub nsw i64 %n_features, %feature3374.us.ph
  %xtraiter264 = and i64 %364, 7
  %lcmp.mod265.not = icmp eq i64 %xtraiter264, 0
  br i1 %lcmp.mod265.not, label %feature.body31.us.prol.loopexit, label %feature.body31.us.prol

feature.body31.us.prol:                           ; preds = %feature.body31.us.preheader, %feature.body31.us.prol
  %feature3374.us.prol = phi i64 [ %369, %feature.body31.us.prol ], [ %feature3374.us.ph, %feature.body31.us.preheader ]
  %prol.iter266 = phi i64 [ %prol.iter266.next, %feature.body31.us.prol ], [ 0, %feature.body31.us.preheader ]
  %365 = getelementptr inbounds nuw float, ptr %344, i64 %feature3374.us.prol
  %366 = load float, ptr %365, align 4
  %367 = fdiv float %366, %346
  %368 = getelementptr inbounds nuw float, ptr %343, i64 %feature3374.us.prol
  store float %367, ptr %368, align 4
  %369 = add nuw nsw i64 %feature3374.us.prol, 1
  %prol.iter266.next = add i64 %prol.iter266, 1
  %prol.iter266.cmp.not = icmp eq i64 %prol.iter266.next, %xtraiter264
  br i1 %prol.iter266.cmp.not, label %feature.body31.us.prol.loopexit, label %feature.body31.us.prol, !llvm.loop !22

feature.body31.us.prol.loopexit:                  ; preds = %feature.body31.us.prol, %feature.body31.us.preheader
  %feature3374.us.unr = phi i64 [ %feature3374.us.ph, %feature.body31.us.preheader ], [ %369, %feature.body31.us.prol ]
  %370 = sub nsw i64 %feature3374.us.ph, %n_features
  %371 = icmp ugt i64 %370, -8
  br i1 %371, label %feature.header30.feature.exit32_crit_edge.us, label %feature.body31.us

feature.body31.us:                                ; preds = %feature.body31.us.prol.loopexit, %feature.body31.us
  %feature3374.us = phi i64 [ %411, %feature.body31.us ], [ %feature3374.us.unr, %feature.body31.us.prol.loopexit ]
  %372 = getelementptr inbounds nuw float, ptr %344, i64 %feature3374.us
  %373 = load float, ptr %372, align 4
  %374 = fdiv float %373, %346
  %375 = getelementptr inbounds nuw float, ptr %343, i64 %feature3374.us
  store float %374, ptr %375, align 4
  %376 = add nuw nsw i64 %feature3374.us, 1
  %377 = getelementptr inbounds nuw float, ptr %344, i64 %376
  %378 = load float, ptr %377, align 4
  %379 = fdiv float %378, %346
  %380 = getelementptr inbounds nuw float, ptr %343, i64 %376
  store float %379, ptr %380, align 4
  %381 = add nuw nsw i64 %feature3374.us, 2
  %382 = getelementptr inbounds nuw float, ptr %344, i64 %381
  %383 = load float, ptr %382, align 4
  %384 = fdiv float %383, %346
  %385 = getelementptr inbounds nuw float, ptr %343, i64 %381
  store float %384, ptr %385, align 4
  %386 = add nuw nsw i64 %feature3374.us, 3
  %387 = getelementptr inbounds nuw float, ptr %344, i64 %386
  %388 = load float, ptr %387, align 4
  %389 = fdiv float %388, %346
  %390 = getelementptr inbounds nuw float, ptr %343, i64 %386
  store float %389, ptr %390, align 4
  %391 = add nuw nsw i64 %feature3374.us, 4
  %392 = getelementptr inbounds nuw float, ptr %344, i64 %391
  %393 = load float, ptr %392, align 4
  %394 = fdiv float %393, %346
  %395 = getelementptr inbounds nuw float, ptr %343, i64 %391
  store float %394, ptr %395, align 4
  %396 = add nuw nsw i64 %feature3374.us, 5
  %397 = getelementptr inbounds nuw float, ptr %344, i64 %396
  %398 = load float, ptr %397, align 4
  %399 = fdiv float %398, %346
  %400 = getelementptr inbounds nuw float, ptr %343, i64 %396
  store float %399, ptr %400, align 4
  %401 = add nuw nsw i64 %feature3374.us, 6
  %402 = getelementptr inbounds nuw float, ptr %344, i64 %401
  %403 = load float, ptr %402, align 4
  %404 = fdiv float %403, %346
  %405 = getelementptr inbounds nuw float, ptr %343, i64 %401
  store float %404, ptr %405, align 4
  %406 = add nuw nsw i64 %feature3374.us, 7
  %407 = getelementptr inbounds nuw float, ptr %344, i64 %406
  %408 = load float, ptr %407, align 4
  %409 = fdiv float %408, %346
  %410 = getelementptr inbounds nuw float, ptr %343, i64 %406
  store float %409, ptr %410, align 4
  %411 = add nuw nsw i64 %feature3374.us, 8
  %exitcond104.not.7 = icmp eq i64 %411, %n_features
  br i1 %exitcond104.not.7, label %feature.header30.feature.exit32_crit_edge.us, label %feature.body31.us, !llvm.loop !23

feature.header30.feature.exit32_crit_edge.us:     ; preds = %feature.body31.us.prol.loopexit, %feature.body31.us, %vec.epilog.middle.block202, %middle.block187
  %412 = add nuw nsw i64 %lockstep_row2775.us, 1
  %exitcond107.not = icmp eq i64 %412, %umax106
  br i1 %exitcond107.not, label %lockstep_row.exit26, label %iter.check172

lockstep_row.exit26:                              ; preds = %feature.header30.feature.exit32_crit_edge.us
  %413 = add i64 %lockstep_block76, 4
  %414 = icmp ult i64 %413, %row_end
  %indvars.iv.next100 = add i64 %indvars.iv99, -4
  %indvar.next207 = add i64 %indvar206, 1
  br i1 %414, label %lockstep_row.body.lr.ph, label %lockstep.done
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-builtins" "no-trapping-math"="true" "probe-stack"="inline-asm" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !1, !3}
!3 = !{!"llvm.loop.unroll.runtime.disable"}
!4 = !{!"branch_weights", i32 4, i32 28}
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
