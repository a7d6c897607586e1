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
  %scratch46 = ptrtoint ptr %scratch to i64
  %input_032 = ptrtoint ptr %input_0 to i64
  %out_031 = ptrtoint ptr %out_0 to i64
  %6 = sub i64 %out_031, %input_032
  %7 = mul i64 %row_begin, %n_features
  %8 = shl i64 %7, 2
  %9 = add i64 %8, %input_032
  %10 = mul i64 %n_features, -4
  %min.iters.check = icmp ult i64 %n_features, 4
  %diff.check = icmp ult i64 %6, 128
  %or.cond82 = select i1 %min.iters.check, i1 true, i1 %diff.check
  %min.iters.check33 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec38 = and i64 %n_features, -4
  %cmp.n44 = icmp eq i64 %n_features, %n.vec38
  br label %row.body.us.us

row.body.us.us:                                   ; preds = %row.body.us.us.preheader, %feature.header1.feature.exit3_crit_edge.us.us
  %indvar = phi i64 [ 0, %row.body.us.us.preheader ], [ %indvar.next, %feature.header1.feature.exit3_crit_edge.us.us ]
  %row13.us.us = phi i64 [ %row_begin, %row.body.us.us.preheader ], [ %203, %feature.header1.feature.exit3_crit_edge.us.us ]
  %11 = mul i64 %10, %indvar
  %row_offset.us.us = mul i64 %row13.us.us, %n_features
  %12 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us
  %13 = add i64 %11, %scratch46
  br label %fold_chunk.body.us.us

feature.body2.us.us:                              ; preds = %feature.body2.us.us.prol.loopexit, %feature.body2.us.us
  %feature412.us.us = phi i64 [ %53, %feature.body2.us.us ], [ %feature412.us.us.unr, %feature.body2.us.us.prol.loopexit ]
  %14 = getelementptr inbounds float, ptr %12, i64 %feature412.us.us
  %15 = load float, ptr %14, align 4
  %16 = fdiv float %15, %177
  %17 = getelementptr inbounds float, ptr %176, i64 %feature412.us.us
  store float %16, ptr %17, align 4
  %18 = add nuw i64 %feature412.us.us, 1
  %19 = getelementptr inbounds float, ptr %12, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fdiv float %20, %177
  %22 = getelementptr inbounds float, ptr %176, i64 %18
  store float %21, ptr %22, align 4
  %23 = add nuw i64 %feature412.us.us, 2
  %24 = getelementptr inbounds float, ptr %12, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = fdiv float %25, %177
  %27 = getelementptr inbounds float, ptr %176, i64 %23
  store float %26, ptr %27, align 4
  %28 = add nuw i64 %feature412.us.us, 3
  %29 = getelementptr inbounds float, ptr %12, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fdiv float %30, %177
  %32 = getelementptr inbounds float, ptr %176, i64 %28
  store float %31, ptr %32, align 4
  %33 = add nuw i64 %feature412.us.us, 4
  %34 = getelementptr inbounds float, ptr %12, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = fdiv float %35, %177
  %37 = getelementptr inbounds float, ptr %176, i64 %33
  store float %36, ptr %37, align 4
  %38 = add nuw i64 %feature412.us.us, 5
  %39 = getelementptr inbounds float, ptr %12, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = fdiv float %40, %177
  %42 = getelementptr inbounds float, ptr %176, i64 %38
  store float %41, ptr %42, align 4
  %43 = add nuw i64 %feature412.us.us, 6
  %44 = getelementptr inbounds float, ptr %12, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = fdiv float %45, %177
  %47 = getelementptr inbounds float, ptr %176, i64 %43
  store float %46, ptr %47, align 4
  %48 = add nuw i64 %feature412.us.us, 7
  %49 = getelementptr inbounds float, ptr %12, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fdiv float %50, %177
  %52 = getelementptr inbounds float, ptr %176, i64 %48
  store float %51, ptr %52, align 4
  %53 = add nuw i64 %feature412.us.us, 8
  %exitcond28.not.7 = icmp eq i64 %53, %n_features
  br i1 %exitcond28.not.7, label %feature.header1.feature.exit3_crit_edge.us.us, label %feature.body2.us.us, !llvm.loop !0

fold_chunk.body.us.us:                            ; preds = %fold_chunk.header.loopexit.us.us, %row.body.us.us
  %indvar47 = phi i64 [ %indvar.next48, %fold_chunk.header.loopexit.us.us ], [ 0, %row.body.us.us ]
  %indvars.iv25 = phi i64 [ %indvars.iv.next26, %fold_chunk.header.loopexit.us.us ], [ 0, %row.body.us.us ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %fold_chunk.header.loopexit.us.us ], [ 1024, %row.body.us.us ]
  %fold_chunk10.us.us = phi i64 [ %56, %fold_chunk.header.loopexit.us.us ], [ 0, %row.body.us.us ]
  %fold_value.09.us.us = phi float [ %fold_value.1.lcssa.us.us, %fold_chunk.header.loopexit.us.us ], [ 0.000000e+00, %row.body.us.us ]
  %umin84 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %54 = add i64 %umin84, %indvars.iv25
  %umax85 = tail call i64 @llvm.umax.i64(i64 %54, i64 1)
  %umin83 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %55 = add i64 %umin, %indvars.iv25
  %umin24 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %56 = add i64 %fold_chunk10.us.us, 1024
  %chunk_end.us.us = tail call i64 @llvm.umin.i64(i64 %56, i64 %n_features)
  %57 = icmp ult i64 %fold_chunk10.us.us, %chunk_end.us.us
  br i1 %57, label %iter.check52, label %feature.exit.us.us

iter.check52:                                     ; preds = %fold_chunk.body.us.us
  %58 = shl i64 %indvar47, 12
  %59 = add i64 %9, %58
  %60 = sub i64 %13, %59
  %min.iters.check50 = icmp ult i64 %55, 4
  %diff.check49 = icmp ult i64 %60, 128
  %or.cond81 = select i1 %min.iters.check50, i1 true, i1 %diff.check49
  br i1 %or.cond81, label %feature.body.us.us.preheader, label %vector.main.loop.iter.check54

vector.main.loop.iter.check54:                    ; preds = %iter.check52
  %min.iters.check53 = icmp ult i64 %55, 32
  br i1 %min.iters.check53, label %vec.epilog.ph71, label %vector.ph55

vector.ph55:                                      ; preds = %vector.main.loop.iter.check54
  %n.mod.vf56 = and i64 %umin, 31
  %n.vec57 = sub nuw i64 %55, %n.mod.vf56
  %61 = getelementptr float, ptr %12, i64 %fold_chunk10.us.us
  br label %vector.body58

vector.body58:                                    ; preds = %vector.body58, %vector.ph55
  %index59 = phi i64 [ 0, %vector.ph55 ], [ %index.next64, %vector.body58 ]
  %62 = getelementptr float, ptr %61, i64 %index59
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 32
  %64 = getelementptr inbounds nuw i8, ptr %62, i64 64
  %65 = getelementptr inbounds nuw i8, ptr %62, i64 96
  %wide.load60 = load <8 x float>, ptr %62, align 4
  %wide.load61 = load <8 x float>, ptr %63, align 4
  %wide.load62 = load <8 x float>, ptr %64, align 4
  %wide.load63 = load <8 x float>, ptr %65, align 4
  %66 = fmul <8 x float> %wide.load60, %wide.load60
  %67 = fmul <8 x float> %wide.load61, %wide.load61
  %68 = fmul <8 x float> %wide.load62, %wide.load62
  %69 = fmul <8 x float> %wide.load63, %wide.load63
  %70 = getelementptr inbounds float, ptr %scratch, i64 %index59
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 32
  %72 = getelementptr inbounds nuw i8, ptr %70, i64 64
  %73 = getelementptr inbounds nuw i8, ptr %70, i64 96
  store <8 x float> %66, ptr %70, align 4
  store <8 x float> %67, ptr %71, align 4
  store <8 x float> %68, ptr %72, align 4
  store <8 x float> %69, ptr %73, align 4
  %index.next64 = add nuw i64 %index59, 32
  %74 = icmp eq i64 %index.next64, %n.vec57
  br i1 %74, label %middle.block65, label %vector.body58, !llvm.loop !2

middle.block65:                                   ; preds = %vector.body58
  %cmp.n66 = icmp eq i64 %n.mod.vf56, 0
  br i1 %cmp.n66, label %feature.exit.us.us, label %vec.epilog.iter.check69

vec.epilog.iter.check69:                          ; preds = %middle.block65
  %ind.end = add i64 %fold_chunk10.us.us, %n.vec57
  %min.epilog.iters.check70 = icmp samesign ult i64 %n.mod.vf56, 4
  br i1 %min.epilog.iters.check70, label %feature.body.us.us.preheader, label %vec.epilog.ph71, !prof !4

vec.epilog.ph71:                                  ; preds = %vector.main.loop.iter.check54, %vec.epilog.iter.check69
  %vec.epilog.resume.val67 = phi i64 [ %n.vec57, %vec.epilog.iter.check69 ], [ 0, %vector.main.loop.iter.check54 ]
  %n.mod.vf72 = and i64 %umin, 3
  %n.vec73 = sub i64 %55, %n.mod.vf72
  %75 = add i64 %fold_chunk10.us.us, %n.vec73
  %76 = getelementptr float, ptr %12, i64 %fold_chunk10.us.us
  br label %vec.epilog.vector.body74

vec.epilog.vector.body74:                         ; preds = %vec.epilog.vector.body74, %vec.epilog.ph71
  %index75 = phi i64 [ %vec.epilog.resume.val67, %vec.epilog.ph71 ], [ %index.next77, %vec.epilog.vector.body74 ]
  %77 = getelementptr float, ptr %76, i64 %index75
  %wide.load76 = load <4 x float>, ptr %77, align 4
  %78 = fmul <4 x float> %wide.load76, %wide.load76
  %79 = getelementptr inbounds float, ptr %scratch, i64 %index75
  store <4 x float> %78, ptr %79, align 4
  %index.next77 = add nuw i64 %index75, 4
  %80 = icmp eq i64 %index.next77, %n.vec73
  br i1 %80, label %vec.epilog.middle.block78, label %vec.epilog.vector.body74, !llvm.loop !5

vec.epilog.middle.block78:                        ; preds = %vec.epilog.vector.body74
  %cmp.n79 = icmp eq i64 %n.mod.vf72, 0
  br i1 %cmp.n79, label %feature.exit.us.us, label %feature.body.us.us.preheader

feature.body.us.us.preheader:                     ; preds = %iter.check52, %vec.epilog.iter.check69, %vec.epilog.middle.block78
  %feature6.us.us.ph = phi i64 [ %fold_chunk10.us.us, %iter.check52 ], [ %ind.end, %vec.epilog.iter.check69 ], [ %75, %vec.epilog.middle.block78 ]
  %81 = sub i64 %umin83, %feature6.us.us.ph
  %xtraiter = and i64 %81, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body.us.us.prol.loopexit, label %feature.body.us.us.prol

feature.body.us.us.prol:                          ; preds = %feature.body.us.us.preheader, %feature.body.us.us.prol
  %feature6.us.us.prol = phi i64 [ %87, %feature.body.us.us.prol ], [ %feature6.us.us.ph, %feature.body.us.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body.us.us.prol ], [ 0, %feature.body.us.us.preheader ]
  %82 = getelementptr inbounds float, ptr %12, i64 %feature6.us.us.prol
  %83 = load float, ptr %82, align 4
  %84 = fmul float %83, %83
  %85 = sub nuw i64 %feature6.us.us.prol, %fold_chunk10.us.us
  %86 = getelementptr inbounds float, ptr %scratch, i64 %85
  store float %84, ptr %86, align 4
  %87 = add nuw i64 %feature6.us.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %feature.body.us.us.prol.loopexit, label %feature.body.us.us.prol, !llvm.loop !6

feature.body.us.us.prol.loopexit:                 ; preds = %feature.body.us.us.prol, %feature.body.us.us.preheader
  %feature6.us.us.unr = phi i64 [ %feature6.us.us.ph, %feature.body.us.us.preheader ], [ %87, %feature.body.us.us.prol ]
  %88 = sub i64 %feature6.us.us.ph, %umin83
  %89 = icmp ugt i64 %88, -8
  br i1 %89, label %feature.exit.us.us, label %feature.body.us.us

feature.exit.us.us:                               ; preds = %feature.body.us.us.prol.loopexit, %feature.body.us.us, %middle.block65, %vec.epilog.middle.block78, %fold_chunk.body.us.us
  %.not22 = icmp eq i64 %chunk_end.us.us, %fold_chunk10.us.us
  br i1 %.not22, label %fold_chunk.header.loopexit.us.us, label %fold_sums.body.us.us.preheader

fold_sums.body.us.us.preheader:                   ; preds = %feature.exit.us.us
  %xtraiter86 = and i64 %umax85, 7
  %90 = icmp ult i64 %54, 8
  br i1 %90, label %fold_sums.body.us.us.epil.preheader, label %fold_sums.body.us.us.preheader.new

fold_sums.body.us.us.preheader.new:               ; preds = %fold_sums.body.us.us.preheader
  %unroll_iter = and i64 %umax85, -8
  br label %fold_sums.body.us.us

fold_sums.body.us.us:                             ; preds = %fold_sums.body.us.us, %fold_sums.body.us.us.preheader.new
  %fold_sums8.us.us = phi i64 [ 0, %fold_sums.body.us.us.preheader.new ], [ %122, %fold_sums.body.us.us ]
  %fold_value.17.us.us = phi float [ %fold_value.09.us.us, %fold_sums.body.us.us.preheader.new ], [ %121, %fold_sums.body.us.us ]
  %niter = phi i64 [ 0, %fold_sums.body.us.us.preheader.new ], [ %niter.next.7, %fold_sums.body.us.us ]
  %91 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums8.us.us
  %92 = load float, ptr %91, align 4
  %93 = fadd float %fold_value.17.us.us, %92
  %94 = getelementptr float, ptr %scratch, i64 %fold_sums8.us.us
  %95 = getelementptr i8, ptr %94, i64 4
  %96 = load float, ptr %95, align 4
  %97 = fadd float %93, %96
  %98 = getelementptr float, ptr %scratch, i64 %fold_sums8.us.us
  %99 = getelementptr i8, ptr %98, i64 8
  %100 = load float, ptr %99, align 4
  %101 = fadd float %97, %100
  %102 = getelementptr float, ptr %scratch, i64 %fold_sums8.us.us
  %103 = getelementptr i8, ptr %102, i64 12
  %104 = load float, ptr %103, align 4
  %105 = fadd float %101, %104
  %106 = getelementptr float, ptr %scratch, i64 %fold_sums8.us.us
  %107 = getelementptr i8, ptr %106, i64 16
  %108 = load float, ptr %107, align 4
  %109 = fadd float %105, %108
  %110 = getelementptr float, ptr %scratch, i64 %fold_sums8.us.us
  %111 = getelementptr i8, ptr %110, i64 20
  %112 = load float, ptr %111, align 4
  %113 = fadd float %109, %112
  %114 = getelementptr float, ptr %scratch, i64 %fold_sums8.us.us
  %115 = getelementptr i8, ptr %114, i64 24
  %116 = load float, ptr %115, align 4
  %117 = fadd float %113, %116
  %118 = getelementptr float, ptr %scratch, i64 %fold_sums8.us.us
  %119 = getelementptr i8, ptr %118, i64 28
  %120 = load float, ptr %119, align 4
  %121 = fadd float %117, %120
  %122 = add nuw i64 %fold_sums8.us.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold_chunk.header.loopexit.us.us.loopexit.unr-lcssa, label %fold_sums.body.us.us

feature.body.us.us:                               ; preds = %feature.body.us.us.prol.loopexit, %feature.body.us.us
  %feature6.us.us = phi i64 [ %170, %feature.body.us.us ], [ %feature6.us.us.unr, %feature.body.us.us.prol.loopexit ]
  %123 = getelementptr inbounds float, ptr %12, i64 %feature6.us.us
  %124 = load float, ptr %123, align 4
  %125 = fmul float %124, %124
  %126 = sub nuw i64 %feature6.us.us, %fold_chunk10.us.us
  %127 = getelementptr inbounds float, ptr %scratch, i64 %126
  store float %125, ptr %127, align 4
  %128 = add nuw i64 %feature6.us.us, 1
  %129 = getelementptr inbounds float, ptr %12, i64 %128
  %130 = load float, ptr %129, align 4
  %131 = fmul float %130, %130
  %132 = sub nuw i64 %128, %fold_chunk10.us.us
  %133 = getelementptr inbounds float, ptr %scratch, i64 %132
  store float %131, ptr %133, align 4
  %134 = add nuw i64 %feature6.us.us, 2
  %135 = getelementptr inbounds float, ptr %12, i64 %134
  %136 = load float, ptr %135, align 4
  %137 = fmul float %136, %136
  %138 = sub nuw i64 %134, %fold_chunk10.us.us
  %139 = getelementptr inbounds float, ptr %scratch, i64 %138
  store float %137, ptr %139, align 4
  %140 = add nuw i64 %feature6.us.us, 3
  %141 = getelementptr inbounds float, ptr %12, i64 %140
  %142 = load float, ptr %141, align 4
  %143 = fmul float %142, %142
  %144 = sub nuw i64 %140, %fold_chunk10.us.us
  %145 = getelementptr inbounds float, ptr %scratch, i64 %144
  store float %143, ptr %145, align 4
  %146 = add nuw i64 %feature6.us.us, 4
  %147 = getelementptr inbounds float, ptr %12, i64 %146
  %148 = load float, ptr %147, align 4
  %149 = fmul float %148, %148
  %150 = sub nuw i64 %146, %fold_chunk10.us.us
  %151 = getelementptr inbounds float, ptr %scratch, i64 %150
  store float %149, ptr %151, align 4
  %152 = add nuw i64 %feature6.us.us, 5
  %153 = getelementptr inbounds float, ptr %12, i64 %152
  %154 = load float, ptr %153, align 4
  %155 = fmul float %154, %154
  %156 = sub nuw i64 %152, %fold_chunk10.us.us
  %157 = getelementptr inbounds float, ptr %scratch, i64 %156
  store float %155, ptr %157, align 4
  %158 = add nuw i64 %feature6.us.us, 6
  %159 = getelementptr inbounds float, ptr %12, i64 %158
  %160 = load float, ptr %159, align 4
  %161 = fmul float %160, %160
  %162 = sub nuw i64 %158, %fold_chunk10.us.us
  %163 = getelementptr inbounds float, ptr %scratch, i64 %162
  store float %161, ptr %163, align 4
  %164 = add nuw i64 %feature6.us.us, 7
  %165 = getelementptr inbounds float, ptr %12, i64 %164
  %166 = load float, ptr %165, align 4
  %167 = fmul float %166, %166
  %168 = sub nuw i64 %164, %fold_chunk10.us.us
  %169 = getelementptr inbounds float, ptr %scratch, i64 %168
  store float %167, ptr %169, align 4
  %170 = add nuw i64 %feature6.us.us, 8
  %exitcond.not.7 = icmp eq i64 %170, %umin24
  br i1 %exitcond.not.7, label %feature.exit.us.us, label %feature.body.us.us, !llvm.loop !8

fold_chunk.header.loopexit.us.us.loopexit.unr-lcssa: ; preds = %fold_sums.body.us.us
  %lcmp.mod87.not = icmp eq i64 %xtraiter86, 0
  br i1 %lcmp.mod87.not, label %fold_chunk.header.loopexit.us.us, label %fold_sums.body.us.us.epil.preheader

fold_sums.body.us.us.epil.preheader:              ; preds = %fold_chunk.header.loopexit.us.us.loopexit.unr-lcssa, %fold_sums.body.us.us.preheader
  %fold_sums8.us.us.epil.init = phi i64 [ 0, %fold_sums.body.us.us.preheader ], [ %122, %fold_chunk.header.loopexit.us.us.loopexit.unr-lcssa ]
  %fold_value.17.us.us.epil.init = phi float [ %fold_value.09.us.us, %fold_sums.body.us.us.preheader ], [ %121, %fold_chunk.header.loopexit.us.us.loopexit.unr-lcssa ]
  %lcmp.mod89 = icmp ne i64 %xtraiter86, 0
  tail call void @llvm.assume(i1 %lcmp.mod89)
  br label %fold_sums.body.us.us.epil

fold_sums.body.us.us.epil:                        ; preds = %fold_sums.body.us.us.epil, %fold_sums.body.us.us.epil.preheader
  %fold_sums8.us.us.epil = phi i64 [ %174, %fold_sums.body.us.us.epil ], [ %fold_sums8.us.us.epil.init, %fold_sums.body.us.us.epil.preheader ]
  %fold_value.17.us.us.epil = phi float [ %173, %fold_sums.body.us.us.epil ], [ %fold_value.17.us.us.epil.init, %fold_sums.body.us.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.us.us.epil ], [ 0, %fold_sums.body.us.us.epil.preheader ]
  %171 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums8.us.us.epil
  %172 = load float, ptr %171, align 4
  %173 = fadd float %fold_value.17.us.us.epil, %172
  %174 = add nuw i64 %fold_sums8.us.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter86
  br i1 %epil.iter.cmp.not, label %fold_chunk.header.loopexit.us.us, label %fold_sums.body.us.us.epil, !llvm.loop !9

fold_chunk.header.loopexit.us.us:                 ; preds = %fold_chunk.header.loopexit.us.us.loopexit.unr-lcssa, %fold_sums.body.us.us.epil, %feature.exit.us.us
  %fold_value.1.lcssa.us.us = phi float [ %fold_value.09.us.us, %feature.exit.us.us ], [ %121, %fold_chunk.header.loopexit.us.us.loopexit.unr-lcssa ], [ %173, %fold_sums.body.us.us.epil ]
  %175 = icmp ult i64 %56, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 1024
  %indvars.iv.next26 = add i64 %indvars.iv25, -1024
  %indvar.next48 = add i64 %indvar47, 1
  br i1 %175, label %fold_chunk.body.us.us, label %iter.check

iter.check:                                       ; preds = %fold_chunk.header.loopexit.us.us
  %176 = getelementptr inbounds float, ptr %out_0, i64 %row_offset.us.us
  %177 = tail call float @llvm.sqrt.f32(float %fold_value.1.lcssa.us.us)
  br i1 %or.cond82, label %feature.body2.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check33, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x float> poison, float %177, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %178 = getelementptr inbounds float, ptr %12, i64 %index
  %179 = getelementptr inbounds nuw i8, ptr %178, i64 32
  %180 = getelementptr inbounds nuw i8, ptr %178, i64 64
  %181 = getelementptr inbounds nuw i8, ptr %178, i64 96
  %wide.load = load <8 x float>, ptr %178, align 4
  %wide.load34 = load <8 x float>, ptr %179, align 4
  %wide.load35 = load <8 x float>, ptr %180, align 4
  %wide.load36 = load <8 x float>, ptr %181, align 4
  %182 = fdiv <8 x float> %wide.load, %broadcast.splat
  %183 = fdiv <8 x float> %wide.load34, %broadcast.splat
  %184 = fdiv <8 x float> %wide.load35, %broadcast.splat
  %185 = fdiv <8 x float> %wide.load36, %broadcast.splat
  %186 = getelementptr inbounds float, ptr %176, i64 %index
  %187 = getelementptr inbounds nuw i8, ptr %186, i64 32
  %188 = getelementptr inbounds nuw i8, ptr %186, i64 64
  %189 = getelementptr inbounds nuw i8, ptr %186, i64 96
  store <8 x float> %182, ptr %186, align 4
  store <8 x float> %183, ptr %187, align 4
  store <8 x float> %184, ptr %188, align 4
  store <8 x float> %185, ptr %189, align 4
  %index.next = add nuw i64 %index, 32
  %190 = icmp eq i64 %index.next, %n.vec
  br i1 %190, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.header1.feature.exit3_crit_edge.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body2.us.us.preheader, label %vec.epilog.ph, !prof !4

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert39 = insertelement <4 x float> poison, float %177, i64 0
  %broadcast.splat40 = shufflevector <4 x float> %broadcast.splatinsert39, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index41 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next43, %vec.epilog.vector.body ]
  %191 = getelementptr inbounds float, ptr %12, i64 %index41
  %wide.load42 = load <4 x float>, ptr %191, align 4
  %192 = fdiv <4 x float> %wide.load42, %broadcast.splat40
  %193 = getelementptr inbounds float, ptr %176, i64 %index41
  store <4 x float> %192, ptr %193, align 4
  %index.next43 = add nuw i64 %index41, 4
  %194 = icmp eq i64 %index.next43, %n.vec38
  br i1 %194, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !11

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n44, label %feature.header1.feature.exit3_crit_edge.us.us, label %feature.body2.us.us.preheader

feature.body2.us.us.preheader:                    ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature412.us.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec38, %vec.epilog.middle.block ]
  %195 = sub i64 %n_features, %feature412.us.us.ph
  %xtraiter90 = and i64 %195, 7
  %lcmp.mod91.not = icmp eq i64 %xtraiter90, 0
  br i1 %lcmp.mod91.not, label %feature.body2.us.us.prol.loopexit, label %feature.body2.us.us.prol

feature.body2.us.us.prol:                         ; preds = %feature.body2.us.us.preheader, %feature.body2.us.us.prol
  %feature412.us.us.prol = phi i64 [ %200, %feature.body2.us.us.prol ], [ %feature412.us.us.ph, %feature.body2.us.us.preheader ]
  %prol.iter92 = phi i64 [ %prol.iter92.next, %feature.body2.us.us.prol ], [ 0, %feature.body2.us.us.preheader ]
  %196 = getelementptr inbounds float, ptr %12, i64 %feature412.us.us.prol
  %197 = load float, ptr %196, align 4
  %198 = fdiv float %197, %177
  %199 = getelementptr inbounds float, ptr %176, i64 %feature412.us.us.prol
  store float %198, ptr %199, align 4
  %200 = add nuw i64 %feature412.us.us.prol, 1
  %prol.iter92.next = add i64 %prol.iter92, 1
  %prol.iter92.cmp.not = icmp eq i64 %prol.iter92.next, %xtraiter90
  br i1 %prol.iter92.cmp.not, label %feature.body2.us.us.prol.loopexit, label %feature.body2.us.us.prol, !llvm.loop !12

feature.body2.us.us.prol.loopexit:                ; preds = %feature.body2.us.us.prol, %feature.body2.us.us.preheader
  %feature412.us.us.unr = phi i64 [ %feature412.us.us.ph, %feature.body2.us.us.preheader ], [ %200, %feature.body2.us.us.prol ]
  %201 = sub i64 %feature412.us.us.ph, %n_features
  %202 = icmp ugt i64 %201, -8
  br i1 %202, label %feature.header1.feature.exit3_crit_edge.us.us, label %feature.body2.us.us

feature.header1.feature.exit3_crit_edge.us.us:    ; preds = %feature.body2.us.us.prol.loopexit, %feature.body2.us.us, %vec.epilog.middle.block, %middle.block
  %203 = add nuw i64 %row13.us.us, 1
  %exitcond29.not = icmp eq i64 %203, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond29.not, label %row.exit, label %row.body.us.us

row.exit:                                         ; preds = %feature.header1.feature.exit3_crit_edge.us.us, %entry
  ret void
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
