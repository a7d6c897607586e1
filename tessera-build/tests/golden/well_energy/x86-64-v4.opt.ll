; ModuleID = 'well_energy'
source_filename = "well_energy.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_well_energy_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %lockstep_uniforms = alloca [8 x float], align 4
  %state = load ptr, ptr %args, align 8
  %state170 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %out_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %out_1 = load ptr, ptr %1, align 8
  %out_1169 = ptrtoint ptr %out_1 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %input_0 = load ptr, ptr %2, align 8
  %input_0171 = ptrtoint ptr %input_0 to i64
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %scratch = load ptr, ptr %3, align 8
  %scratch190 = ptrtoint ptr %scratch to i64
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %row_begin = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %row_end = load i64, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %n_features = load i64, ptr %6, align 8
  %7 = add i64 %n_features, -16
  %lockstep = icmp ult i64 %7, 4081
  br i1 %lockstep, label %lockstep.then, label %row.header.preheader

row.header.preheader:                             ; preds = %entry
  %8 = icmp ult i64 %row_begin, %row_end
  br i1 %8, label %row.body.lr.ph, label %lockstep.done

row.body.lr.ph:                                   ; preds = %row.header.preheader
  %.not = icmp eq i64 %n_features, 0
  %9 = getelementptr float, ptr %scratch, i64 %n_features
  br i1 %.not, label %iter.check235, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %10 = sub i64 %out_1169, %state170
  %11 = sub i64 %out_1169, %input_0171
  %12 = mul i64 %row_begin, %n_features
  %13 = shl i64 %12, 2
  %14 = sub i64 %scratch190, %13
  %15 = sub i64 %14, %state170
  %16 = mul i64 %n_features, -4
  %17 = sub i64 %14, %input_0171
  %18 = shl i64 %row_begin, 2
  %19 = sub i64 4, %18
  %20 = mul i64 %n_features, %19
  %21 = add i64 %20, %scratch190
  %22 = sub i64 %21, %state170
  %23 = sub i64 %21, %input_0171
  %24 = and i64 %n_features, 4611686018427387872
  %diff.check189 = icmp eq i64 %24, 0
  %min.iters.check = icmp ult i64 %n_features, 8
  %diff.check = icmp ult i64 %10, 256
  %diff.check172 = icmp ult i64 %11, 256
  %conflict.rdx = or i1 %diff.check, %diff.check172
  %min.iters.check173 = icmp ult i64 %n_features, 64
  %n.mod.vf = and i64 %n_features, 56
  %n.vec = and i64 %n_features, -64
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec182 = and i64 %n_features, -8
  %cmp.n187 = icmp eq i64 %n_features, %n.vec182
  %xtraiter371 = and i64 %n_features, 1
  %lcmp.mod372.not = icmp eq i64 %xtraiter371, 0
  br label %row.body.us

iter.check235:                                    ; preds = %row.body.lr.ph
  %25 = sub i64 %row_end, %row_begin
  %min.iters.check233 = icmp ult i64 %25, 8
  br i1 %min.iters.check233, label %row.body.preheader, label %vector.main.loop.iter.check237

vector.main.loop.iter.check237:                   ; preds = %iter.check235
  %min.iters.check236 = icmp ult i64 %25, 64
  br i1 %min.iters.check236, label %vec.epilog.ph250, label %vector.ph238

vector.ph238:                                     ; preds = %vector.main.loop.iter.check237
  %n.mod.vf239 = and i64 %25, 56
  %n.vec240 = and i64 %25, -64
  %26 = getelementptr float, ptr %out_0, i64 %row_begin
  br label %vector.body241

vector.body241:                                   ; preds = %vector.body241, %vector.ph238
  %index242 = phi i64 [ 0, %vector.ph238 ], [ %index.next243, %vector.body241 ]
  %27 = getelementptr float, ptr %26, i64 %index242
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 64
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 128
  %30 = getelementptr inbounds nuw i8, ptr %27, i64 192
  store <16 x float> zeroinitializer, ptr %27, align 4
  store <16 x float> zeroinitializer, ptr %28, align 4
  store <16 x float> zeroinitializer, ptr %29, align 4
  store <16 x float> zeroinitializer, ptr %30, align 4
  %index.next243 = add nuw i64 %index242, 64
  %31 = icmp eq i64 %index.next243, %n.vec240
  br i1 %31, label %middle.block244, label %vector.body241, !llvm.loop !0

middle.block244:                                  ; preds = %vector.body241
  %cmp.n245 = icmp eq i64 %25, %n.vec240
  br i1 %cmp.n245, label %lockstep.done, label %vec.epilog.iter.check248

vec.epilog.iter.check248:                         ; preds = %middle.block244
  %ind.end260 = add i64 %row_begin, %n.vec240
  %min.epilog.iters.check249 = icmp eq i64 %n.mod.vf239, 0
  br i1 %min.epilog.iters.check249, label %row.body.preheader, label %vec.epilog.ph250, !prof !3

vec.epilog.ph250:                                 ; preds = %vector.main.loop.iter.check237, %vec.epilog.iter.check248
  %vec.epilog.resume.val246 = phi i64 [ %n.vec240, %vec.epilog.iter.check248 ], [ 0, %vector.main.loop.iter.check237 ]
  %n.vec252 = and i64 %25, -8
  %32 = add i64 %row_begin, %n.vec252
  %33 = getelementptr float, ptr %out_0, i64 %row_begin
  br label %vec.epilog.vector.body253

vec.epilog.vector.body253:                        ; preds = %vec.epilog.vector.body253, %vec.epilog.ph250
  %index254 = phi i64 [ %vec.epilog.resume.val246, %vec.epilog.ph250 ], [ %index.next256, %vec.epilog.vector.body253 ]
  %34 = getelementptr float, ptr %33, i64 %index254
  store <8 x float> zeroinitializer, ptr %34, align 4
  %index.next256 = add nuw i64 %index254, 8
  %35 = icmp eq i64 %index.next256, %n.vec252
  br i1 %35, label %vec.epilog.middle.block257, label %vec.epilog.vector.body253, !llvm.loop !4

vec.epilog.middle.block257:                       ; preds = %vec.epilog.vector.body253
  %cmp.n258 = icmp eq i64 %25, %n.vec252
  br i1 %cmp.n258, label %lockstep.done, label %row.body.preheader

row.body.preheader:                               ; preds = %iter.check235, %vec.epilog.iter.check248, %vec.epilog.middle.block257
  %row5394.ph = phi i64 [ %row_begin, %iter.check235 ], [ %ind.end260, %vec.epilog.iter.check248 ], [ %32, %vec.epilog.middle.block257 ]
  br label %row.body

row.body.us:                                      ; preds = %row.body.us.preheader, %feature.exit66.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %feature.exit66.us ]
  %row5394.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %43, %feature.exit66.us ]
  %36 = mul i64 %16, %indvar
  %37 = add i64 %15, %36
  %38 = add i64 %17, %36
  %39 = add i64 %22, %36
  %40 = add i64 %23, %36
  %row_offset54.us = mul i64 %row5394.us, %n_features
  %41 = getelementptr inbounds float, ptr %state, i64 %row_offset54.us
  %42 = getelementptr inbounds float, ptr %input_0, i64 %row_offset54.us
  br label %fold_chunk.body.us

feature.exit66.us:                                ; preds = %feature.body65.us.prol.loopexit, %feature.body65.us, %vec.epilog.middle.block, %middle.block
  %43 = add nuw i64 %row5394.us, 1
  %exitcond139.not = icmp eq i64 %43, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond139.not, label %lockstep.done, label %row.body.us

feature.body65.us:                                ; preds = %feature.body65.us.prol.loopexit, %feature.body65.us
  %feature6793.us = phi i64 [ %77, %feature.body65.us ], [ %feature6793.us.unr, %feature.body65.us.prol.loopexit ]
  %44 = getelementptr inbounds float, ptr %41, i64 %feature6793.us
  %45 = load float, ptr %44, align 4
  %46 = getelementptr inbounds float, ptr %42, i64 %feature6793.us
  %47 = load float, ptr %46, align 4
  %48 = fsub float %45, %47
  %49 = fmul float %48, 2.000000e+00
  %50 = fmul float %49, 5.000000e-01
  %51 = fmul float %45, 2.000000e+00
  %52 = fmul float %51, 5.000000e-01
  %53 = fsub float %50, %52
  %54 = fmul float %45, %45
  %55 = fmul float %45, %54
  %56 = fmul float %55, 4.000000e+00
  %57 = fmul float %56, 2.500000e-01
  %58 = fadd float %57, %53
  %59 = getelementptr inbounds float, ptr %243, i64 %feature6793.us
  store float %58, ptr %59, align 4
  %60 = add nuw i64 %feature6793.us, 1
  %61 = getelementptr inbounds float, ptr %41, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds float, ptr %42, i64 %60
  %64 = load float, ptr %63, align 4
  %65 = fsub float %62, %64
  %66 = fmul float %65, 2.000000e+00
  %67 = fmul float %66, 5.000000e-01
  %68 = fmul float %62, 2.000000e+00
  %69 = fmul float %68, 5.000000e-01
  %70 = fsub float %67, %69
  %71 = fmul float %62, %62
  %72 = fmul float %62, %71
  %73 = fmul float %72, 4.000000e+00
  %74 = fmul float %73, 2.500000e-01
  %75 = fadd float %74, %70
  %76 = getelementptr inbounds float, ptr %243, i64 %60
  store float %75, ptr %76, align 4
  %77 = add nuw i64 %feature6793.us, 2
  %exitcond138.not.1 = icmp eq i64 %77, %n_features
  br i1 %exitcond138.not.1, label %feature.exit66.us, label %feature.body65.us, !llvm.loop !5

fold_chunk.body.us:                               ; preds = %row.body.us, %fold_chunk.header.loopexit.us
  %indvar191 = phi i64 [ 0, %row.body.us ], [ %indvar.next192, %fold_chunk.header.loopexit.us ]
  %indvars.iv135 = phi i64 [ 0, %row.body.us ], [ %indvars.iv.next136, %fold_chunk.header.loopexit.us ]
  %indvars.iv = phi i64 [ 1024, %row.body.us ], [ %indvars.iv.next, %fold_chunk.header.loopexit.us ]
  %fold_chunk90.us = phi i64 [ 0, %row.body.us ], [ %85, %fold_chunk.header.loopexit.us ]
  %fold_value55.089.us = phi float [ 0.000000e+00, %row.body.us ], [ %fold_value55.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  %fold_value.088.us = phi float [ 0.000000e+00, %row.body.us ], [ %fold_value.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  %umin364 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %78 = add i64 %umin364, %indvars.iv135
  %umax365 = tail call i64 @llvm.umax.i64(i64 %78, i64 1)
  %umin363 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %79 = add i64 %umin, %indvars.iv135
  %80 = mul i64 %indvar191, -4096
  %81 = add i64 %37, %80
  %82 = add i64 %38, %80
  %83 = add i64 %39, %80
  %84 = add i64 %40, %80
  %umin134 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %85 = add i64 %fold_chunk90.us, 1024
  %chunk_end.us = tail call i64 @llvm.umin.i64(i64 %85, i64 %n_features)
  %86 = icmp ult i64 %fold_chunk90.us, %chunk_end.us
  br i1 %86, label %iter.check203, label %feature.exit62.us

iter.check203:                                    ; preds = %fold_chunk.body.us
  %min.iters.check201 = icmp ult i64 %79, 4
  br i1 %min.iters.check201, label %feature.body61.us.preheader, label %vector.memcheck188

vector.memcheck188:                               ; preds = %iter.check203
  %diff.check193 = icmp ult i64 %81, 128
  %conflict.rdx194 = or i1 %diff.check189, %diff.check193
  %diff.check195 = icmp ult i64 %82, 128
  %conflict.rdx196 = or i1 %conflict.rdx194, %diff.check195
  %diff.check197 = icmp ult i64 %83, 128
  %conflict.rdx198 = or i1 %conflict.rdx196, %diff.check197
  %diff.check199 = icmp ult i64 %84, 128
  %conflict.rdx200 = or i1 %conflict.rdx198, %diff.check199
  br i1 %conflict.rdx200, label %feature.body61.us.preheader, label %vector.main.loop.iter.check205

vector.main.loop.iter.check205:                   ; preds = %vector.memcheck188
  %min.iters.check204 = icmp ult i64 %79, 32
  br i1 %min.iters.check204, label %vec.epilog.ph222, label %vector.ph206

vector.ph206:                                     ; preds = %vector.main.loop.iter.check205
  %n.mod.vf207 = and i64 %umin, 31
  %n.vec208 = sub nuw i64 %79, %n.mod.vf207
  br label %vector.body209

vector.body209:                                   ; preds = %vector.body209, %vector.ph206
  %index210 = phi i64 [ 0, %vector.ph206 ], [ %index.next215, %vector.body209 ]
  %87 = add i64 %fold_chunk90.us, %index210
  %88 = getelementptr inbounds float, ptr %41, i64 %87
  %89 = getelementptr inbounds nuw i8, ptr %88, i64 64
  %wide.load211 = load <16 x float>, ptr %88, align 4
  %wide.load212 = load <16 x float>, ptr %89, align 4
  %90 = fmul <16 x float> %wide.load211, %wide.load211
  %91 = fmul <16 x float> %wide.load212, %wide.load212
  %92 = fmul <16 x float> %wide.load211, %90
  %93 = fmul <16 x float> %wide.load212, %91
  %94 = fmul <16 x float> %wide.load211, %92
  %95 = fmul <16 x float> %wide.load212, %93
  %96 = fmul <16 x float> %94, splat (float 2.500000e-01)
  %97 = fmul <16 x float> %95, splat (float 2.500000e-01)
  %98 = fmul <16 x float> %90, splat (float 5.000000e-01)
  %99 = fmul <16 x float> %91, splat (float 5.000000e-01)
  %100 = fsub <16 x float> %96, %98
  %101 = fsub <16 x float> %97, %99
  %102 = getelementptr inbounds float, ptr %42, i64 %87
  %103 = getelementptr inbounds nuw i8, ptr %102, i64 64
  %wide.load213 = load <16 x float>, ptr %102, align 4
  %wide.load214 = load <16 x float>, ptr %103, align 4
  %104 = fsub <16 x float> %wide.load211, %wide.load213
  %105 = fsub <16 x float> %wide.load212, %wide.load214
  %106 = fmul <16 x float> %104, %104
  %107 = fmul <16 x float> %105, %105
  %108 = getelementptr inbounds float, ptr %scratch, i64 %index210
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 64
  store <16 x float> %100, ptr %108, align 4
  store <16 x float> %101, ptr %109, align 4
  %110 = getelementptr float, ptr %9, i64 %index210
  %111 = getelementptr i8, ptr %110, i64 64
  store <16 x float> %106, ptr %110, align 4
  store <16 x float> %107, ptr %111, align 4
  %index.next215 = add nuw i64 %index210, 32
  %112 = icmp eq i64 %index.next215, %n.vec208
  br i1 %112, label %middle.block216, label %vector.body209, !llvm.loop !6

middle.block216:                                  ; preds = %vector.body209
  %cmp.n217 = icmp eq i64 %n.mod.vf207, 0
  br i1 %cmp.n217, label %feature.exit62.us, label %vec.epilog.iter.check220

vec.epilog.iter.check220:                         ; preds = %middle.block216
  %ind.end = add i64 %fold_chunk90.us, %n.vec208
  %min.epilog.iters.check221 = icmp samesign ult i64 %n.mod.vf207, 4
  br i1 %min.epilog.iters.check221, label %feature.body61.us.preheader, label %vec.epilog.ph222, !prof !7

vec.epilog.ph222:                                 ; preds = %vector.main.loop.iter.check205, %vec.epilog.iter.check220
  %vec.epilog.resume.val218 = phi i64 [ %n.vec208, %vec.epilog.iter.check220 ], [ 0, %vector.main.loop.iter.check205 ]
  %n.mod.vf223 = and i64 %umin, 3
  %n.vec224 = sub i64 %79, %n.mod.vf223
  %113 = add i64 %fold_chunk90.us, %n.vec224
  br label %vec.epilog.vector.body225

vec.epilog.vector.body225:                        ; preds = %vec.epilog.vector.body225, %vec.epilog.ph222
  %index226 = phi i64 [ %vec.epilog.resume.val218, %vec.epilog.ph222 ], [ %index.next229, %vec.epilog.vector.body225 ]
  %offset.idx = add i64 %fold_chunk90.us, %index226
  %114 = getelementptr inbounds float, ptr %41, i64 %offset.idx
  %wide.load227 = load <4 x float>, ptr %114, align 4
  %115 = fmul <4 x float> %wide.load227, %wide.load227
  %116 = fmul <4 x float> %wide.load227, %115
  %117 = fmul <4 x float> %wide.load227, %116
  %118 = fmul <4 x float> %117, splat (float 2.500000e-01)
  %119 = fmul <4 x float> %115, splat (float 5.000000e-01)
  %120 = fsub <4 x float> %118, %119
  %121 = getelementptr inbounds float, ptr %42, i64 %offset.idx
  %wide.load228 = load <4 x float>, ptr %121, align 4
  %122 = fsub <4 x float> %wide.load227, %wide.load228
  %123 = fmul <4 x float> %122, %122
  %124 = getelementptr inbounds float, ptr %scratch, i64 %index226
  store <4 x float> %120, ptr %124, align 4
  %125 = getelementptr float, ptr %9, i64 %index226
  store <4 x float> %123, ptr %125, align 4
  %index.next229 = add nuw i64 %index226, 4
  %126 = icmp eq i64 %index.next229, %n.vec224
  br i1 %126, label %vec.epilog.middle.block230, label %vec.epilog.vector.body225, !llvm.loop !8

vec.epilog.middle.block230:                       ; preds = %vec.epilog.vector.body225
  %cmp.n231 = icmp eq i64 %n.mod.vf223, 0
  br i1 %cmp.n231, label %feature.exit62.us, label %feature.body61.us.preheader

feature.body61.us.preheader:                      ; preds = %vector.memcheck188, %iter.check203, %vec.epilog.iter.check220, %vec.epilog.middle.block230
  %feature6383.us.ph = phi i64 [ %fold_chunk90.us, %iter.check203 ], [ %fold_chunk90.us, %vector.memcheck188 ], [ %ind.end, %vec.epilog.iter.check220 ], [ %113, %vec.epilog.middle.block230 ]
  %127 = sub i64 %umin363, %feature6383.us.ph
  %.neg = add i64 %feature6383.us.ph, 1
  %xtraiter = and i64 %127, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body61.us.prol.loopexit, label %feature.body61.us.prol

feature.body61.us.prol:                           ; preds = %feature.body61.us.preheader
  %128 = getelementptr inbounds float, ptr %41, i64 %feature6383.us.ph
  %129 = load float, ptr %128, align 4
  %130 = fmul float %129, %129
  %131 = fmul float %129, %130
  %132 = fmul float %129, %131
  %133 = fmul float %132, 2.500000e-01
  %134 = fmul float %130, 5.000000e-01
  %135 = fsub float %133, %134
  %136 = getelementptr inbounds float, ptr %42, i64 %feature6383.us.ph
  %137 = load float, ptr %136, align 4
  %138 = fsub float %129, %137
  %139 = fmul float %138, %138
  %140 = sub nuw i64 %feature6383.us.ph, %fold_chunk90.us
  %141 = getelementptr inbounds float, ptr %scratch, i64 %140
  store float %135, ptr %141, align 4
  %142 = getelementptr float, ptr %9, i64 %140
  store float %139, ptr %142, align 4
  %143 = add nuw i64 %feature6383.us.ph, 1
  br label %feature.body61.us.prol.loopexit

feature.body61.us.prol.loopexit:                  ; preds = %feature.body61.us.prol, %feature.body61.us.preheader
  %feature6383.us.unr = phi i64 [ %feature6383.us.ph, %feature.body61.us.preheader ], [ %143, %feature.body61.us.prol ]
  %144 = icmp eq i64 %umin363, %.neg
  br i1 %144, label %feature.exit62.us, label %feature.body61.us

feature.exit62.us:                                ; preds = %feature.body61.us.prol.loopexit, %feature.body61.us, %middle.block216, %vec.epilog.middle.block230, %fold_chunk.body.us
  %.not119 = icmp eq i64 %chunk_end.us, %fold_chunk90.us
  br i1 %.not119, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.preheader

fold_sums.body.us.preheader:                      ; preds = %feature.exit62.us
  %xtraiter366 = and i64 %umax365, 7
  %145 = icmp ult i64 %78, 8
  br i1 %145, label %fold_sums.body.us.epil.preheader, label %fold_sums.body.us.preheader.new

fold_sums.body.us.preheader.new:                  ; preds = %fold_sums.body.us.preheader
  %unroll_iter = and i64 %umax365, -8
  br label %fold_sums.body.us

fold_sums.body.us:                                ; preds = %fold_sums.body.us, %fold_sums.body.us.preheader.new
  %fold_sums86.us = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %201, %fold_sums.body.us ]
  %fold_value55.185.us = phi float [ %fold_value55.089.us, %fold_sums.body.us.preheader.new ], [ %200, %fold_sums.body.us ]
  %fold_value.184.us = phi float [ %fold_value.088.us, %fold_sums.body.us.preheader.new ], [ %197, %fold_sums.body.us ]
  %niter = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %niter.next.7, %fold_sums.body.us ]
  %146 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums86.us
  %147 = load float, ptr %146, align 4
  %148 = fadd float %fold_value.184.us, %147
  %149 = getelementptr inbounds float, ptr %9, i64 %fold_sums86.us
  %150 = load float, ptr %149, align 4
  %151 = fadd float %fold_value55.185.us, %150
  %152 = or disjoint i64 %fold_sums86.us, 1
  %153 = getelementptr inbounds float, ptr %scratch, i64 %152
  %154 = load float, ptr %153, align 4
  %155 = fadd float %148, %154
  %156 = getelementptr inbounds float, ptr %9, i64 %152
  %157 = load float, ptr %156, align 4
  %158 = fadd float %151, %157
  %159 = or disjoint i64 %fold_sums86.us, 2
  %160 = getelementptr inbounds float, ptr %scratch, i64 %159
  %161 = load float, ptr %160, align 4
  %162 = fadd float %155, %161
  %163 = getelementptr inbounds float, ptr %9, i64 %159
  %164 = load float, ptr %163, align 4
  %165 = fadd float %158, %164
  %166 = or disjoint i64 %fold_sums86.us, 3
  %167 = getelementptr inbounds float, ptr %scratch, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = fadd float %162, %168
  %170 = getelementptr inbounds float, ptr %9, i64 %166
  %171 = load float, ptr %170, align 4
  %172 = fadd float %165, %171
  %173 = or disjoint i64 %fold_sums86.us, 4
  %174 = getelementptr inbounds float, ptr %scratch, i64 %173
  %175 = load float, ptr %174, align 4
  %176 = fadd float %169, %175
  %177 = getelementptr inbounds float, ptr %9, i64 %173
  %178 = load float, ptr %177, align 4
  %179 = fadd float %172, %178
  %180 = or disjoint i64 %fold_sums86.us, 5
  %181 = getelementptr inbounds float, ptr %scratch, i64 %180
  %182 = load float, ptr %181, align 4
  %183 = fadd float %176, %182
  %184 = getelementptr inbounds float, ptr %9, i64 %180
  %185 = load float, ptr %184, align 4
  %186 = fadd float %179, %185
  %187 = or disjoint i64 %fold_sums86.us, 6
  %188 = getelementptr inbounds float, ptr %scratch, i64 %187
  %189 = load float, ptr %188, align 4
  %190 = fadd float %183, %189
  %191 = getelementptr inbounds float, ptr %9, i64 %187
  %192 = load float, ptr %191, align 4
  %193 = fadd float %186, %192
  %194 = or disjoint i64 %fold_sums86.us, 7
  %195 = getelementptr inbounds float, ptr %scratch, i64 %194
  %196 = load float, ptr %195, align 4
  %197 = fadd float %190, %196
  %198 = getelementptr inbounds float, ptr %9, i64 %194
  %199 = load float, ptr %198, align 4
  %200 = fadd float %193, %199
  %201 = add nuw i64 %fold_sums86.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body.us

feature.body61.us:                                ; preds = %feature.body61.us.prol.loopexit, %feature.body61.us
  %feature6383.us = phi i64 [ %233, %feature.body61.us ], [ %feature6383.us.unr, %feature.body61.us.prol.loopexit ]
  %202 = getelementptr inbounds float, ptr %41, i64 %feature6383.us
  %203 = load float, ptr %202, align 4
  %204 = fmul float %203, %203
  %205 = fmul float %203, %204
  %206 = fmul float %203, %205
  %207 = fmul float %206, 2.500000e-01
  %208 = fmul float %204, 5.000000e-01
  %209 = fsub float %207, %208
  %210 = getelementptr inbounds float, ptr %42, i64 %feature6383.us
  %211 = load float, ptr %210, align 4
  %212 = fsub float %203, %211
  %213 = fmul float %212, %212
  %214 = sub nuw i64 %feature6383.us, %fold_chunk90.us
  %215 = getelementptr inbounds float, ptr %scratch, i64 %214
  store float %209, ptr %215, align 4
  %216 = getelementptr float, ptr %9, i64 %214
  store float %213, ptr %216, align 4
  %217 = add nuw i64 %feature6383.us, 1
  %218 = getelementptr inbounds float, ptr %41, i64 %217
  %219 = load float, ptr %218, align 4
  %220 = fmul float %219, %219
  %221 = fmul float %219, %220
  %222 = fmul float %219, %221
  %223 = fmul float %222, 2.500000e-01
  %224 = fmul float %220, 5.000000e-01
  %225 = fsub float %223, %224
  %226 = getelementptr inbounds float, ptr %42, i64 %217
  %227 = load float, ptr %226, align 4
  %228 = fsub float %219, %227
  %229 = fmul float %228, %228
  %230 = sub nuw i64 %217, %fold_chunk90.us
  %231 = getelementptr inbounds float, ptr %scratch, i64 %230
  store float %225, ptr %231, align 4
  %232 = getelementptr float, ptr %9, i64 %230
  store float %229, ptr %232, align 4
  %233 = add nuw i64 %feature6383.us, 2
  %exitcond.not.1 = icmp eq i64 %233, %umin134
  br i1 %exitcond.not.1, label %feature.exit62.us, label %feature.body61.us, !llvm.loop !9

fold_chunk.header.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body.us
  %lcmp.mod367.not = icmp eq i64 %xtraiter366, 0
  br i1 %lcmp.mod367.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil.preheader

fold_sums.body.us.epil.preheader:                 ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.preheader
  %fold_sums86.us.epil.init = phi i64 [ 0, %fold_sums.body.us.preheader ], [ %201, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value55.185.us.epil.init = phi float [ %fold_value55.089.us, %fold_sums.body.us.preheader ], [ %200, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value.184.us.epil.init = phi float [ %fold_value.088.us, %fold_sums.body.us.preheader ], [ %197, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod370 = icmp ne i64 %xtraiter366, 0
  tail call void @llvm.assume(i1 %lcmp.mod370)
  br label %fold_sums.body.us.epil

fold_sums.body.us.epil:                           ; preds = %fold_sums.body.us.epil, %fold_sums.body.us.epil.preheader
  %fold_sums86.us.epil = phi i64 [ %240, %fold_sums.body.us.epil ], [ %fold_sums86.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value55.185.us.epil = phi float [ %239, %fold_sums.body.us.epil ], [ %fold_value55.185.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value.184.us.epil = phi float [ %236, %fold_sums.body.us.epil ], [ %fold_value.184.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.us.epil ], [ 0, %fold_sums.body.us.epil.preheader ]
  %234 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums86.us.epil
  %235 = load float, ptr %234, align 4
  %236 = fadd float %fold_value.184.us.epil, %235
  %237 = getelementptr inbounds float, ptr %9, i64 %fold_sums86.us.epil
  %238 = load float, ptr %237, align 4
  %239 = fadd float %fold_value55.185.us.epil, %238
  %240 = add nuw i64 %fold_sums86.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter366
  br i1 %epil.iter.cmp.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil, !llvm.loop !10

fold_chunk.header.loopexit.us:                    ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.epil, %feature.exit62.us
  %fold_value.1.lcssa.us = phi float [ %fold_value.088.us, %feature.exit62.us ], [ %197, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %236, %fold_sums.body.us.epil ]
  %fold_value55.1.lcssa.us = phi float [ %fold_value55.089.us, %feature.exit62.us ], [ %200, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %239, %fold_sums.body.us.epil ]
  %241 = icmp ult i64 %85, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 1024
  %indvars.iv.next136 = add i64 %indvars.iv135, -1024
  %indvar.next192 = add i64 %indvar191, 1
  br i1 %241, label %fold_chunk.body.us, label %iter.check

iter.check:                                       ; preds = %fold_chunk.header.loopexit.us
  %242 = getelementptr inbounds float, ptr %out_0, i64 %row5394.us
  %243 = getelementptr inbounds float, ptr %out_1, i64 %row_offset54.us
  %244 = fmul float %fold_value55.1.lcssa.us, 5.000000e-01
  %245 = fadd float %fold_value.1.lcssa.us, %244
  store float %245, ptr %242, align 4
  %brmerge = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge, label %feature.body65.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check173, label %vec.epilog.ph, label %vector.body

vector.body:                                      ; preds = %vector.main.loop.iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.main.loop.iter.check ]
  %246 = getelementptr inbounds float, ptr %41, i64 %index
  %247 = getelementptr inbounds nuw i8, ptr %246, i64 64
  %248 = getelementptr inbounds nuw i8, ptr %246, i64 128
  %249 = getelementptr inbounds nuw i8, ptr %246, i64 192
  %wide.load = load <16 x float>, ptr %246, align 4
  %wide.load174 = load <16 x float>, ptr %247, align 4
  %wide.load175 = load <16 x float>, ptr %248, align 4
  %wide.load176 = load <16 x float>, ptr %249, align 4
  %250 = getelementptr inbounds float, ptr %42, i64 %index
  %251 = getelementptr inbounds nuw i8, ptr %250, i64 64
  %252 = getelementptr inbounds nuw i8, ptr %250, i64 128
  %253 = getelementptr inbounds nuw i8, ptr %250, i64 192
  %wide.load177 = load <16 x float>, ptr %250, align 4
  %wide.load178 = load <16 x float>, ptr %251, align 4
  %wide.load179 = load <16 x float>, ptr %252, align 4
  %wide.load180 = load <16 x float>, ptr %253, align 4
  %254 = fsub <16 x float> %wide.load, %wide.load177
  %255 = fsub <16 x float> %wide.load174, %wide.load178
  %256 = fsub <16 x float> %wide.load175, %wide.load179
  %257 = fsub <16 x float> %wide.load176, %wide.load180
  %258 = fmul <16 x float> %254, splat (float 2.000000e+00)
  %259 = fmul <16 x float> %255, splat (float 2.000000e+00)
  %260 = fmul <16 x float> %256, splat (float 2.000000e+00)
  %261 = fmul <16 x float> %257, splat (float 2.000000e+00)
  %262 = fmul <16 x float> %258, splat (float 5.000000e-01)
  %263 = fmul <16 x float> %259, splat (float 5.000000e-01)
  %264 = fmul <16 x float> %260, splat (float 5.000000e-01)
  %265 = fmul <16 x float> %261, splat (float 5.000000e-01)
  %266 = fmul <16 x float> %wide.load, splat (float 2.000000e+00)
  %267 = fmul <16 x float> %wide.load174, splat (float 2.000000e+00)
  %268 = fmul <16 x float> %wide.load175, splat (float 2.000000e+00)
  %269 = fmul <16 x float> %wide.load176, splat (float 2.000000e+00)
  %270 = fmul <16 x float> %266, splat (float 5.000000e-01)
  %271 = fmul <16 x float> %267, splat (float 5.000000e-01)
  %272 = fmul <16 x float> %268, splat (float 5.000000e-01)
  %273 = fmul <16 x float> %269, splat (float 5.000000e-01)
  %274 = fsub <16 x float> %262, %270
  %275 = fsub <16 x float> %263, %271
  %276 = fsub <16 x float> %264, %272
  %277 = fsub <16 x float> %265, %273
  %278 = fmul <16 x float> %wide.load, %wide.load
  %279 = fmul <16 x float> %wide.load174, %wide.load174
  %280 = fmul <16 x float> %wide.load175, %wide.load175
  %281 = fmul <16 x float> %wide.load176, %wide.load176
  %282 = fmul <16 x float> %wide.load, %278
  %283 = fmul <16 x float> %wide.load174, %279
  %284 = fmul <16 x float> %wide.load175, %280
  %285 = fmul <16 x float> %wide.load176, %281
  %286 = fmul <16 x float> %282, splat (float 4.000000e+00)
  %287 = fmul <16 x float> %283, splat (float 4.000000e+00)
  %288 = fmul <16 x float> %284, splat (float 4.000000e+00)
  %289 = fmul <16 x float> %285, splat (float 4.000000e+00)
  %290 = fmul <16 x float> %286, splat (float 2.500000e-01)
  %291 = fmul <16 x float> %287, splat (float 2.500000e-01)
  %292 = fmul <16 x float> %288, splat (float 2.500000e-01)
  %293 = fmul <16 x float> %289, splat (float 2.500000e-01)
  %294 = fadd <16 x float> %290, %274
  %295 = fadd <16 x float> %291, %275
  %296 = fadd <16 x float> %292, %276
  %297 = fadd <16 x float> %293, %277
  %298 = getelementptr inbounds float, ptr %243, i64 %index
  %299 = getelementptr inbounds nuw i8, ptr %298, i64 64
  %300 = getelementptr inbounds nuw i8, ptr %298, i64 128
  %301 = getelementptr inbounds nuw i8, ptr %298, i64 192
  store <16 x float> %294, ptr %298, align 4
  store <16 x float> %295, ptr %299, align 4
  store <16 x float> %296, ptr %300, align 4
  store <16 x float> %297, ptr %301, align 4
  %index.next = add nuw i64 %index, 64
  %302 = icmp eq i64 %index.next, %n.vec
  br i1 %302, label %middle.block, label %vector.body, !llvm.loop !12

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.exit66.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body65.us.preheader, label %vec.epilog.ph, !prof !3

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index183 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next186, %vec.epilog.vector.body ]
  %303 = getelementptr inbounds float, ptr %41, i64 %index183
  %wide.load184 = load <8 x float>, ptr %303, align 4
  %304 = getelementptr inbounds float, ptr %42, i64 %index183
  %wide.load185 = load <8 x float>, ptr %304, align 4
  %305 = fsub <8 x float> %wide.load184, %wide.load185
  %306 = fmul <8 x float> %305, splat (float 2.000000e+00)
  %307 = fmul <8 x float> %306, splat (float 5.000000e-01)
  %308 = fmul <8 x float> %wide.load184, splat (float 2.000000e+00)
  %309 = fmul <8 x float> %308, splat (float 5.000000e-01)
  %310 = fsub <8 x float> %307, %309
  %311 = fmul <8 x float> %wide.load184, %wide.load184
  %312 = fmul <8 x float> %wide.load184, %311
  %313 = fmul <8 x float> %312, splat (float 4.000000e+00)
  %314 = fmul <8 x float> %313, splat (float 2.500000e-01)
  %315 = fadd <8 x float> %314, %310
  %316 = getelementptr inbounds float, ptr %243, i64 %index183
  store <8 x float> %315, ptr %316, align 4
  %index.next186 = add nuw i64 %index183, 8
  %317 = icmp eq i64 %index.next186, %n.vec182
  br i1 %317, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n187, label %feature.exit66.us, label %feature.body65.us.preheader

feature.body65.us.preheader:                      ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature6793.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec182, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg377 = or disjoint i64 %feature6793.us.ph, 1
  br i1 %lcmp.mod372.not, label %feature.body65.us.prol.loopexit, label %feature.body65.us.prol

feature.body65.us.prol:                           ; preds = %feature.body65.us.preheader
  %318 = getelementptr inbounds float, ptr %41, i64 %feature6793.us.ph
  %319 = load float, ptr %318, align 4
  %320 = getelementptr inbounds float, ptr %42, i64 %feature6793.us.ph
  %321 = load float, ptr %320, align 4
  %322 = fsub float %319, %321
  %323 = fmul float %322, 2.000000e+00
  %324 = fmul float %323, 5.000000e-01
  %325 = fmul float %319, 2.000000e+00
  %326 = fmul float %325, 5.000000e-01
  %327 = fsub float %324, %326
  %328 = fmul float %319, %319
  %329 = fmul float %319, %328
  %330 = fmul float %329, 4.000000e+00
  %331 = fmul float %330, 2.500000e-01
  %332 = fadd float %331, %327
  %333 = getelementptr inbounds float, ptr %243, i64 %feature6793.us.ph
  store float %332, ptr %333, align 4
  %334 = or disjoint i64 %feature6793.us.ph, 1
  br label %feature.body65.us.prol.loopexit

feature.body65.us.prol.loopexit:                  ; preds = %feature.body65.us.prol, %feature.body65.us.preheader
  %feature6793.us.unr = phi i64 [ %feature6793.us.ph, %feature.body65.us.preheader ], [ %334, %feature.body65.us.prol ]
  %335 = icmp eq i64 %n_features, %.neg377
  br i1 %335, label %feature.exit66.us, label %feature.body65.us

lockstep.then:                                    ; preds = %entry
  %slot_values = shl nuw nsw i64 %n_features, 1
  %336 = icmp ult i64 %row_begin, %row_end
  br i1 %336, label %lockstep_block.body.lr.ph, label %lockstep.done

lockstep_block.body.lr.ph:                        ; preds = %lockstep.then
  %337 = getelementptr inbounds nuw float, ptr %scratch, i64 %n_features
  %whole_tiles_end = and i64 %n_features, 8188
  %.not122 = icmp eq i64 %whole_tiles_end, %n_features
  %338 = sub nuw i64 %row_end, %row_begin
  %339 = sub i64 %out_1169, %state170
  %340 = sub i64 %out_1169, %input_0171
  %341 = shl nuw nsw i64 %n_features, 2
  %scevgep = getelementptr i8, ptr %scratch, i64 %341
  %342 = shl nuw nsw i64 %n_features, 3
  %343 = mul i64 %row_begin, %n_features
  %344 = shl i64 %343, 2
  %345 = shl nuw nsw i64 %n_features, 4
  %346 = shl i64 %row_begin, 2
  %347 = add i64 %346, 4
  %348 = mul i64 %n_features, %347
  %349 = shl nuw nsw i64 %n_features, 2
  %min.iters.check327 = icmp ult i64 %n_features, 32
  %n.mod.vf330 = and i64 %n_features, 28
  %n.vec331 = and i64 %n_features, 8160
  %cmp.n340 = icmp eq i64 %n_features, %n.vec331
  %min.epilog.iters.check344 = icmp eq i64 %n.mod.vf330, 0
  %n.vec347 = and i64 %n_features, 8188
  %cmp.n354 = icmp eq i64 %n_features, %n.vec347
  %xtraiter373 = and i64 %n_features, 1
  %lcmp.mod374.not = icmp eq i64 %xtraiter373, 0
  %diff.check262 = icmp ult i64 %339, 256
  %diff.check263 = icmp ult i64 %340, 256
  %conflict.rdx264 = or i1 %diff.check262, %diff.check263
  %min.iters.check267 = icmp ult i64 %n_features, 64
  %n.mod.vf270 = and i64 %n_features, 56
  %n.vec271 = and i64 %n_features, 8128
  %cmp.n284 = icmp eq i64 %n_features, %n.vec271
  %min.epilog.iters.check288 = icmp eq i64 %n.mod.vf270, 0
  %n.vec291 = and i64 %n_features, 8184
  %cmp.n298 = icmp eq i64 %n_features, %n.vec291
  %xtraiter375 = and i64 %n_features, 1
  %lcmp.mod376.not = icmp eq i64 %xtraiter375, 0
  br label %lockstep_row.body.lr.ph

lockstep.done:                                    ; preds = %feature.exit66.us, %row.body, %lockstep_row.exit45, %middle.block244, %vec.epilog.middle.block257, %row.header.preheader, %lockstep.then
  ret void

lockstep_row.body.lr.ph:                          ; preds = %lockstep_row.exit45, %lockstep_block.body.lr.ph
  %indvar304 = phi i64 [ %indvar.next305, %lockstep_row.exit45 ], [ 0, %lockstep_block.body.lr.ph ]
  %indvars.iv142 = phi i64 [ %indvars.iv.next143, %lockstep_row.exit45 ], [ %338, %lockstep_block.body.lr.ph ]
  %lockstep_block116 = phi i64 [ %613, %lockstep_row.exit45 ], [ %row_begin, %lockstep_block.body.lr.ph ]
  %umax301 = tail call i64 @llvm.umax.i64(i64 %indvars.iv142, i64 1)
  %umin302 = tail call i64 @llvm.umin.i64(i64 %umax301, i64 4)
  %350 = mul nuw nsw i64 %342, %umin302
  %scevgep303 = getelementptr i8, ptr %scratch, i64 %350
  %351 = mul i64 %345, %indvar304
  %352 = add i64 %344, %351
  %scevgep306 = getelementptr i8, ptr %state, i64 %352
  %353 = add i64 %348, %351
  %scevgep307 = getelementptr i8, ptr %state, i64 %353
  %354 = add nsw i64 %umin302, -1
  %355 = mul nsw i64 %349, %354
  %scevgep308 = getelementptr i8, ptr %scevgep307, i64 %355
  %scevgep309 = getelementptr i8, ptr %input_0, i64 %352
  %scevgep310 = getelementptr i8, ptr %input_0, i64 %353
  %scevgep311 = getelementptr i8, ptr %scevgep310, i64 %355
  %356 = shl nuw nsw i64 %umin302, 3
  %357 = add nsw i64 %356, -4
  %358 = mul nsw i64 %n_features, %357
  %scevgep312 = getelementptr i8, ptr %scratch, i64 %358
  %359 = tail call i64 @llvm.umax.i64(i64 %indvars.iv142, i64 1)
  %umax149 = tail call i64 @llvm.umin.i64(i64 %359, i64 4)
  %rows_left = sub nuw i64 %row_end, %lockstep_block116
  %360 = tail call i64 @llvm.umin.i64(i64 %rows_left, i64 4)
  %last_slot = add nsw i64 %360, -1
  %bound0 = icmp ult ptr %scevgep, %scevgep308
  %bound1 = icmp ult ptr %scevgep306, %scevgep303
  %found.conflict = and i1 %bound0, %bound1
  %bound0313 = icmp ult ptr %scevgep, %scevgep311
  %bound1314 = icmp ult ptr %scevgep309, %scevgep303
  %found.conflict315 = and i1 %bound0313, %bound1314
  %conflict.rdx316 = or i1 %found.conflict, %found.conflict315
  %bound0317 = icmp ult ptr %scratch, %scevgep308
  %bound1318 = icmp ult ptr %scevgep306, %scevgep312
  %found.conflict319 = and i1 %bound0317, %bound1318
  %conflict.rdx320 = or i1 %conflict.rdx316, %found.conflict319
  %bound0321 = icmp ult ptr %scratch, %scevgep311
  %bound1322 = icmp ult ptr %scevgep309, %scevgep312
  %found.conflict323 = and i1 %bound0321, %bound1322
  %conflict.rdx324 = or i1 %conflict.rdx320, %found.conflict323
  br label %iter.check326

iter.check326:                                    ; preds = %lockstep_row.body.lr.ph, %feature.header.feature.exit_crit_edge.us
  %lockstep_row104.us = phi i64 [ %450, %feature.header.feature.exit_crit_edge.us ], [ 0, %lockstep_row.body.lr.ph ]
  %row.us = add i64 %lockstep_row104.us, %lockstep_block116
  %361 = mul i64 %lockstep_row104.us, %slot_values
  %362 = getelementptr inbounds float, ptr %scratch, i64 %361
  %row_offset.us = mul i64 %row.us, %n_features
  %363 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %364 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %365 = getelementptr inbounds nuw float, ptr %362, i64 %n_features
  br i1 %conflict.rdx324, label %feature.body.us.preheader, label %vector.main.loop.iter.check328

vector.main.loop.iter.check328:                   ; preds = %iter.check326
  br i1 %min.iters.check327, label %vec.epilog.ph345, label %vector.body332

vector.body332:                                   ; preds = %vector.main.loop.iter.check328, %vector.body332
  %index333 = phi i64 [ %index.next338, %vector.body332 ], [ 0, %vector.main.loop.iter.check328 ]
  %366 = getelementptr inbounds nuw float, ptr %363, i64 %index333
  %367 = getelementptr inbounds nuw i8, ptr %366, i64 64
  %wide.load334 = load <16 x float>, ptr %366, align 4, !alias.scope !14
  %wide.load335 = load <16 x float>, ptr %367, align 4, !alias.scope !14
  %368 = fmul <16 x float> %wide.load334, %wide.load334
  %369 = fmul <16 x float> %wide.load335, %wide.load335
  %370 = fmul <16 x float> %wide.load334, %368
  %371 = fmul <16 x float> %wide.load335, %369
  %372 = fmul <16 x float> %wide.load334, %370
  %373 = fmul <16 x float> %wide.load335, %371
  %374 = fmul <16 x float> %372, splat (float 2.500000e-01)
  %375 = fmul <16 x float> %373, splat (float 2.500000e-01)
  %376 = fmul <16 x float> %368, splat (float 5.000000e-01)
  %377 = fmul <16 x float> %369, splat (float 5.000000e-01)
  %378 = fsub <16 x float> %374, %376
  %379 = fsub <16 x float> %375, %377
  %380 = getelementptr inbounds nuw float, ptr %364, i64 %index333
  %381 = getelementptr inbounds nuw i8, ptr %380, i64 64
  %wide.load336 = load <16 x float>, ptr %380, align 4, !alias.scope !17
  %wide.load337 = load <16 x float>, ptr %381, align 4, !alias.scope !17
  %382 = fsub <16 x float> %wide.load334, %wide.load336
  %383 = fsub <16 x float> %wide.load335, %wide.load337
  %384 = fmul <16 x float> %382, %382
  %385 = fmul <16 x float> %383, %383
  %386 = getelementptr inbounds nuw float, ptr %362, i64 %index333
  %387 = getelementptr inbounds nuw i8, ptr %386, i64 64
  store <16 x float> %378, ptr %386, align 4, !alias.scope !19, !noalias !21
  store <16 x float> %379, ptr %387, align 4, !alias.scope !19, !noalias !21
  %388 = getelementptr inbounds nuw float, ptr %365, i64 %index333
  %389 = getelementptr inbounds nuw i8, ptr %388, i64 64
  store <16 x float> %384, ptr %388, align 4, !alias.scope !22, !noalias !21
  store <16 x float> %385, ptr %389, align 4, !alias.scope !22, !noalias !21
  %index.next338 = add nuw i64 %index333, 32
  %390 = icmp eq i64 %index.next338, %n.vec331
  br i1 %390, label %middle.block339, label %vector.body332, !llvm.loop !24

middle.block339:                                  ; preds = %vector.body332
  br i1 %cmp.n340, label %feature.header.feature.exit_crit_edge.us, label %vec.epilog.iter.check343

vec.epilog.iter.check343:                         ; preds = %middle.block339
  br i1 %min.epilog.iters.check344, label %feature.body.us.preheader, label %vec.epilog.ph345, !prof !7

vec.epilog.ph345:                                 ; preds = %vector.main.loop.iter.check328, %vec.epilog.iter.check343
  %vec.epilog.resume.val341 = phi i64 [ %n.vec331, %vec.epilog.iter.check343 ], [ 0, %vector.main.loop.iter.check328 ]
  br label %vec.epilog.vector.body348

vec.epilog.vector.body348:                        ; preds = %vec.epilog.vector.body348, %vec.epilog.ph345
  %index349 = phi i64 [ %vec.epilog.resume.val341, %vec.epilog.ph345 ], [ %index.next352, %vec.epilog.vector.body348 ]
  %391 = getelementptr inbounds nuw float, ptr %363, i64 %index349
  %wide.load350 = load <4 x float>, ptr %391, align 4, !alias.scope !14
  %392 = fmul <4 x float> %wide.load350, %wide.load350
  %393 = fmul <4 x float> %wide.load350, %392
  %394 = fmul <4 x float> %wide.load350, %393
  %395 = fmul <4 x float> %394, splat (float 2.500000e-01)
  %396 = fmul <4 x float> %392, splat (float 5.000000e-01)
  %397 = fsub <4 x float> %395, %396
  %398 = getelementptr inbounds nuw float, ptr %364, i64 %index349
  %wide.load351 = load <4 x float>, ptr %398, align 4, !alias.scope !17
  %399 = fsub <4 x float> %wide.load350, %wide.load351
  %400 = fmul <4 x float> %399, %399
  %401 = getelementptr inbounds nuw float, ptr %362, i64 %index349
  store <4 x float> %397, ptr %401, align 4, !alias.scope !19, !noalias !21
  %402 = getelementptr inbounds nuw float, ptr %365, i64 %index349
  store <4 x float> %400, ptr %402, align 4, !alias.scope !22, !noalias !21
  %index.next352 = add nuw i64 %index349, 4
  %403 = icmp eq i64 %index.next352, %n.vec347
  br i1 %403, label %vec.epilog.middle.block353, label %vec.epilog.vector.body348, !llvm.loop !25

vec.epilog.middle.block353:                       ; preds = %vec.epilog.vector.body348
  br i1 %cmp.n354, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check326, %vec.epilog.iter.check343, %vec.epilog.middle.block353
  %feature103.us.ph = phi i64 [ 0, %iter.check326 ], [ %n.vec331, %vec.epilog.iter.check343 ], [ %n.vec347, %vec.epilog.middle.block353 ]
  %.neg378 = or disjoint i64 %feature103.us.ph, 1
  br i1 %lcmp.mod374.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %404 = getelementptr inbounds nuw float, ptr %363, i64 %feature103.us.ph
  %405 = load float, ptr %404, align 4
  %406 = fmul float %405, %405
  %407 = fmul float %405, %406
  %408 = fmul float %405, %407
  %409 = fmul float %408, 2.500000e-01
  %410 = fmul float %406, 5.000000e-01
  %411 = fsub float %409, %410
  %412 = getelementptr inbounds nuw float, ptr %364, i64 %feature103.us.ph
  %413 = load float, ptr %412, align 4
  %414 = fsub float %405, %413
  %415 = fmul float %414, %414
  %416 = getelementptr inbounds nuw float, ptr %362, i64 %feature103.us.ph
  store float %411, ptr %416, align 4
  %417 = getelementptr inbounds nuw float, ptr %365, i64 %feature103.us.ph
  store float %415, ptr %417, align 4
  %418 = or disjoint i64 %feature103.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature103.us.unr = phi i64 [ %feature103.us.ph, %feature.body.us.preheader ], [ %418, %feature.body.us.prol ]
  %419 = icmp eq i64 %n_features, %.neg378
  br i1 %419, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature103.us = phi i64 [ %449, %feature.body.us ], [ %feature103.us.unr, %feature.body.us.prol.loopexit ]
  %420 = getelementptr inbounds nuw float, ptr %363, i64 %feature103.us
  %421 = load float, ptr %420, align 4
  %422 = fmul float %421, %421
  %423 = fmul float %421, %422
  %424 = fmul float %421, %423
  %425 = fmul float %424, 2.500000e-01
  %426 = fmul float %422, 5.000000e-01
  %427 = fsub float %425, %426
  %428 = getelementptr inbounds nuw float, ptr %364, i64 %feature103.us
  %429 = load float, ptr %428, align 4
  %430 = fsub float %421, %429
  %431 = fmul float %430, %430
  %432 = getelementptr inbounds nuw float, ptr %362, i64 %feature103.us
  store float %427, ptr %432, align 4
  %433 = getelementptr inbounds nuw float, ptr %365, i64 %feature103.us
  store float %431, ptr %433, align 4
  %434 = add nuw nsw i64 %feature103.us, 1
  %435 = getelementptr inbounds nuw float, ptr %363, i64 %434
  %436 = load float, ptr %435, align 4
  %437 = fmul float %436, %436
  %438 = fmul float %436, %437
  %439 = fmul float %436, %438
  %440 = fmul float %439, 2.500000e-01
  %441 = fmul float %437, 5.000000e-01
  %442 = fsub float %440, %441
  %443 = getelementptr inbounds nuw float, ptr %364, i64 %434
  %444 = load float, ptr %443, align 4
  %445 = fsub float %436, %444
  %446 = fmul float %445, %445
  %447 = getelementptr inbounds nuw float, ptr %362, i64 %434
  store float %442, ptr %447, align 4
  %448 = getelementptr inbounds nuw float, ptr %365, i64 %434
  store float %446, ptr %448, align 4
  %449 = add nuw nsw i64 %feature103.us, 2
  %exitcond141.not.1 = icmp eq i64 %449, %n_features
  br i1 %exitcond141.not.1, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us, !llvm.loop !26

feature.header.feature.exit_crit_edge.us:         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block353, %middle.block339
  %450 = add nuw nsw i64 %lockstep_row104.us, 1
  %exitcond146.not = icmp eq i64 %450, %umax149
  br i1 %exitcond146.not, label %lockstep_row.exit, label %iter.check326

lockstep_row.exit:                                ; preds = %feature.header.feature.exit_crit_edge.us
  %451 = icmp ugt i64 %rows_left, 1
  %452 = select i1 %451, i64 1, i64 %last_slot
  %453 = mul nsw i64 %452, %slot_values
  %454 = getelementptr inbounds float, ptr %scratch, i64 %453
  %455 = icmp ugt i64 %rows_left, 2
  %456 = select i1 %455, i64 2, i64 %last_slot
  %457 = mul nsw i64 %456, %slot_values
  %458 = getelementptr inbounds float, ptr %scratch, i64 %457
  %459 = icmp ugt i64 %rows_left, 3
  %460 = select i1 %459, i64 3, i64 %last_slot
  %461 = mul nsw i64 %460, %slot_values
  %462 = getelementptr inbounds float, ptr %scratch, i64 %461
  %463 = getelementptr inbounds nuw float, ptr %454, i64 %n_features
  %464 = getelementptr inbounds nuw float, ptr %458, i64 %n_features
  %465 = getelementptr inbounds nuw float, ptr %462, i64 %n_features
  br label %lockstep_sums.body

lockstep_sums_tail.header.preheader:              ; preds = %lockstep_sums.body
  br i1 %.not122, label %lockstep_row.body44.preheader, label %lockstep_sums_tail.body

lockstep_sums.body:                               ; preds = %lockstep_row.exit, %lockstep_sums.body
  %lockstep_sums10107 = phi i64 [ %482, %lockstep_sums.body ], [ 0, %lockstep_row.exit ]
  %lockstep_sums.0106 = phi <4 x float> [ %473, %lockstep_sums.body ], [ zeroinitializer, %lockstep_row.exit ]
  %lockstep_sums9.0105 = phi <4 x float> [ %481, %lockstep_sums.body ], [ zeroinitializer, %lockstep_row.exit ]
  %466 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums10107
  %block = load <4 x float>, ptr %466, align 4
  %467 = getelementptr inbounds nuw float, ptr %454, i64 %lockstep_sums10107
  %block11 = load <4 x float>, ptr %467, align 4
  %468 = getelementptr inbounds nuw float, ptr %458, i64 %lockstep_sums10107
  %block12 = load <4 x float>, ptr %468, align 4
  %469 = getelementptr inbounds nuw float, ptr %462, i64 %lockstep_sums10107
  %block13 = load <4 x float>, ptr %469, align 4
  %transpose = shufflevector <4 x float> %block, <4 x float> %block12, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose14 = shufflevector <4 x float> %block, <4 x float> %block12, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose15 = shufflevector <4 x float> %block11, <4 x float> %block13, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose16 = shufflevector <4 x float> %block11, <4 x float> %block13, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose17 = shufflevector <4 x float> %transpose, <4 x float> %transpose15, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose18 = shufflevector <4 x float> %transpose, <4 x float> %transpose15, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose19 = shufflevector <4 x float> %transpose14, <4 x float> %transpose16, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose20 = shufflevector <4 x float> %transpose14, <4 x float> %transpose16, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %470 = fadd <4 x float> %lockstep_sums.0106, %transpose17
  %471 = fadd <4 x float> %transpose18, %470
  %472 = fadd <4 x float> %transpose19, %471
  %473 = fadd <4 x float> %transpose20, %472
  %474 = getelementptr inbounds nuw float, ptr %337, i64 %lockstep_sums10107
  %block24 = load <4 x float>, ptr %474, align 4
  %475 = getelementptr inbounds nuw float, ptr %463, i64 %lockstep_sums10107
  %block25 = load <4 x float>, ptr %475, align 4
  %476 = getelementptr inbounds nuw float, ptr %464, i64 %lockstep_sums10107
  %block26 = load <4 x float>, ptr %476, align 4
  %477 = getelementptr inbounds nuw float, ptr %465, i64 %lockstep_sums10107
  %block27 = load <4 x float>, ptr %477, align 4
  %transpose28 = shufflevector <4 x float> %block24, <4 x float> %block26, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose29 = shufflevector <4 x float> %block24, <4 x float> %block26, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose30 = shufflevector <4 x float> %block25, <4 x float> %block27, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose31 = shufflevector <4 x float> %block25, <4 x float> %block27, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose32 = shufflevector <4 x float> %transpose28, <4 x float> %transpose30, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose33 = shufflevector <4 x float> %transpose28, <4 x float> %transpose30, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose34 = shufflevector <4 x float> %transpose29, <4 x float> %transpose31, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose35 = shufflevector <4 x float> %transpose29, <4 x float> %transpose31, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %478 = fadd <4 x float> %lockstep_sums9.0105, %transpose32
  %479 = fadd <4 x float> %transpose33, %478
  %480 = fadd <4 x float> %transpose34, %479
  %481 = fadd <4 x float> %transpose35, %480
  %482 = add nuw nsw i64 %lockstep_sums10107, 4
  %483 = icmp samesign ult i64 %482, %whole_tiles_end
  br i1 %483, label %lockstep_sums.body, label %lockstep_sums_tail.header.preheader, !llvm.loop !27

lockstep_sums_tail.body:                          ; preds = %lockstep_sums_tail.header.preheader, %lockstep_sums_tail.body
  %lockstep_sums_tail111 = phi i64 [ %510, %lockstep_sums_tail.body ], [ %whole_tiles_end, %lockstep_sums_tail.header.preheader ]
  %lockstep_sums.1110 = phi <4 x float> [ %496, %lockstep_sums_tail.body ], [ %473, %lockstep_sums_tail.header.preheader ]
  %lockstep_sums9.1109 = phi <4 x float> [ %509, %lockstep_sums_tail.body ], [ %481, %lockstep_sums_tail.header.preheader ]
  %484 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail111
  %485 = load float, ptr %484, align 4
  %486 = insertelement <4 x float> poison, float %485, i64 0
  %487 = getelementptr inbounds nuw float, ptr %454, i64 %lockstep_sums_tail111
  %488 = load float, ptr %487, align 4
  %489 = insertelement <4 x float> %486, float %488, i64 1
  %490 = getelementptr inbounds nuw float, ptr %458, i64 %lockstep_sums_tail111
  %491 = load float, ptr %490, align 4
  %492 = insertelement <4 x float> %489, float %491, i64 2
  %493 = getelementptr inbounds nuw float, ptr %462, i64 %lockstep_sums_tail111
  %494 = load float, ptr %493, align 4
  %495 = insertelement <4 x float> %492, float %494, i64 3
  %496 = fadd <4 x float> %lockstep_sums.1110, %495
  %497 = getelementptr inbounds nuw float, ptr %337, i64 %lockstep_sums_tail111
  %498 = load float, ptr %497, align 4
  %499 = insertelement <4 x float> poison, float %498, i64 0
  %500 = getelementptr inbounds nuw float, ptr %463, i64 %lockstep_sums_tail111
  %501 = load float, ptr %500, align 4
  %502 = insertelement <4 x float> %499, float %501, i64 1
  %503 = getelementptr inbounds nuw float, ptr %464, i64 %lockstep_sums_tail111
  %504 = load float, ptr %503, align 4
  %505 = insertelement <4 x float> %502, float %504, i64 2
  %506 = getelementptr inbounds nuw float, ptr %465, i64 %lockstep_sums_tail111
  %507 = load float, ptr %506, align 4
  %508 = insertelement <4 x float> %505, float %507, i64 3
  %509 = fadd <4 x float> %lockstep_sums9.1109, %508
  %510 = add nuw nsw i64 %lockstep_sums_tail111, 1
  %511 = icmp ult i64 %510, %n_features
  br i1 %511, label %lockstep_sums_tail.body, label %lockstep_row.body44.preheader, !llvm.loop !29

lockstep_row.body44.preheader:                    ; preds = %lockstep_sums_tail.body, %lockstep_sums_tail.header.preheader
  %lockstep_sums9.1.lcssa = phi <4 x float> [ %481, %lockstep_sums_tail.header.preheader ], [ %509, %lockstep_sums_tail.body ]
  %lockstep_sums.1.lcssa = phi <4 x float> [ %473, %lockstep_sums_tail.header.preheader ], [ %496, %lockstep_sums_tail.body ]
  %512 = shufflevector <4 x float> %lockstep_sums.1.lcssa, <4 x float> %lockstep_sums9.1.lcssa, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x float> %512, ptr %lockstep_uniforms, align 4
  br label %iter.check266

iter.check266:                                    ; preds = %lockstep_row.body44.preheader, %feature.exit51
  %lockstep_row46115 = phi i64 [ %649, %feature.exit51 ], [ 0, %lockstep_row.body44.preheader ]
  %row47 = add i64 %lockstep_row46115, %lockstep_block116
  %.idx = shl i64 %lockstep_row46115, 3
  %513 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx
  %row_offset48 = mul i64 %row47, %n_features
  %514 = getelementptr inbounds float, ptr %out_0, i64 %row47
  %515 = getelementptr inbounds float, ptr %out_1, i64 %row_offset48
  %516 = getelementptr inbounds float, ptr %state, i64 %row_offset48
  %517 = getelementptr inbounds float, ptr %input_0, i64 %row_offset48
  %518 = load float, ptr %513, align 4
  %519 = getelementptr inbounds nuw i8, ptr %513, i64 4
  %520 = load float, ptr %519, align 4
  %521 = fmul float %520, 5.000000e-01
  %522 = fadd float %518, %521
  store float %522, ptr %514, align 4
  br i1 %conflict.rdx264, label %feature.body50.preheader, label %vector.main.loop.iter.check268

vector.main.loop.iter.check268:                   ; preds = %iter.check266
  br i1 %min.iters.check267, label %vec.epilog.ph289, label %vector.body272

vector.body272:                                   ; preds = %vector.main.loop.iter.check268, %vector.body272
  %index273 = phi i64 [ %index.next282, %vector.body272 ], [ 0, %vector.main.loop.iter.check268 ]
  %523 = getelementptr inbounds nuw float, ptr %516, i64 %index273
  %524 = getelementptr inbounds nuw i8, ptr %523, i64 64
  %525 = getelementptr inbounds nuw i8, ptr %523, i64 128
  %526 = getelementptr inbounds nuw i8, ptr %523, i64 192
  %wide.load274 = load <16 x float>, ptr %523, align 4
  %wide.load275 = load <16 x float>, ptr %524, align 4
  %wide.load276 = load <16 x float>, ptr %525, align 4
  %wide.load277 = load <16 x float>, ptr %526, align 4
  %527 = getelementptr inbounds nuw float, ptr %517, i64 %index273
  %528 = getelementptr inbounds nuw i8, ptr %527, i64 64
  %529 = getelementptr inbounds nuw i8, ptr %527, i64 128
  %530 = getelementptr inbounds nuw i8, ptr %527, i64 192
  %wide.load278 = load <16 x float>, ptr %527, align 4
  %wide.load279 = load <16 x float>, ptr %528, align 4
  %wide.load280 = load <16 x float>, ptr %529, align 4
  %wide.load281 = load <16 x float>, ptr %530, align 4
  %531 = fsub <16 x float> %wide.load274, %wide.load278
  %532 = fsub <16 x float> %wide.load275, %wide.load279
  %533 = fsub <16 x float> %wide.load276, %wide.load280
  %534 = fsub <16 x float> %wide.load277, %wide.load281
  %535 = fmul <16 x float> %531, splat (float 2.000000e+00)
  %536 = fmul <16 x float> %532, splat (float 2.000000e+00)
  %537 = fmul <16 x float> %533, splat (float 2.000000e+00)
  %538 = fmul <16 x float> %534, splat (float 2.000000e+00)
  %539 = fmul <16 x float> %535, splat (float 5.000000e-01)
  %540 = fmul <16 x float> %536, splat (float 5.000000e-01)
  %541 = fmul <16 x float> %537, splat (float 5.000000e-01)
  %542 = fmul <16 x float> %538, splat (float 5.000000e-01)
  %543 = fmul <16 x float> %wide.load274, splat (float 2.000000e+00)
  %544 = fmul <16 x float> %wide.load275, splat (float 2.000000e+00)
  %545 = fmul <16 x float> %wide.load276, splat (float 2.000000e+00)
  %546 = fmul <16 x float> %wide.load277, splat (float 2.000000e+00)
  %547 = fmul <16 x float> %543, splat (float 5.000000e-01)
  %548 = fmul <16 x float> %544, splat (float 5.000000e-01)
  %549 = fmul <16 x float> %545, splat (float 5.000000e-01)
  %550 = fmul <16 x float> %546, splat (float 5.000000e-01)
  %551 = fsub <16 x float> %539, %547
  %552 = fsub <16 x float> %540, %548
  %553 = fsub <16 x float> %541, %549
  %554 = fsub <16 x float> %542, %550
  %555 = fmul <16 x float> %wide.load274, %wide.load274
  %556 = fmul <16 x float> %wide.load275, %wide.load275
  %557 = fmul <16 x float> %wide.load276, %wide.load276
  %558 = fmul <16 x float> %wide.load277, %wide.load277
  %559 = fmul <16 x float> %wide.load274, %555
  %560 = fmul <16 x float> %wide.load275, %556
  %561 = fmul <16 x float> %wide.load276, %557
  %562 = fmul <16 x float> %wide.load277, %558
  %563 = fmul <16 x float> %559, splat (float 4.000000e+00)
  %564 = fmul <16 x float> %560, splat (float 4.000000e+00)
  %565 = fmul <16 x float> %561, splat (float 4.000000e+00)
  %566 = fmul <16 x float> %562, splat (float 4.000000e+00)
  %567 = fmul <16 x float> %563, splat (float 2.500000e-01)
  %568 = fmul <16 x float> %564, splat (float 2.500000e-01)
  %569 = fmul <16 x float> %565, splat (float 2.500000e-01)
  %570 = fmul <16 x float> %566, splat (float 2.500000e-01)
  %571 = fadd <16 x float> %567, %551
  %572 = fadd <16 x float> %568, %552
  %573 = fadd <16 x float> %569, %553
  %574 = fadd <16 x float> %570, %554
  %575 = getelementptr inbounds nuw float, ptr %515, i64 %index273
  %576 = getelementptr inbounds nuw i8, ptr %575, i64 64
  %577 = getelementptr inbounds nuw i8, ptr %575, i64 128
  %578 = getelementptr inbounds nuw i8, ptr %575, i64 192
  store <16 x float> %571, ptr %575, align 4
  store <16 x float> %572, ptr %576, align 4
  store <16 x float> %573, ptr %577, align 4
  store <16 x float> %574, ptr %578, align 4
  %index.next282 = add nuw i64 %index273, 64
  %579 = icmp eq i64 %index.next282, %n.vec271
  br i1 %579, label %middle.block283, label %vector.body272, !llvm.loop !30

middle.block283:                                  ; preds = %vector.body272
  br i1 %cmp.n284, label %feature.exit51, label %vec.epilog.iter.check287

vec.epilog.iter.check287:                         ; preds = %middle.block283
  br i1 %min.epilog.iters.check288, label %feature.body50.preheader, label %vec.epilog.ph289, !prof !3

vec.epilog.ph289:                                 ; preds = %vector.main.loop.iter.check268, %vec.epilog.iter.check287
  %vec.epilog.resume.val285 = phi i64 [ %n.vec271, %vec.epilog.iter.check287 ], [ 0, %vector.main.loop.iter.check268 ]
  br label %vec.epilog.vector.body292

vec.epilog.vector.body292:                        ; preds = %vec.epilog.vector.body292, %vec.epilog.ph289
  %index293 = phi i64 [ %vec.epilog.resume.val285, %vec.epilog.ph289 ], [ %index.next296, %vec.epilog.vector.body292 ]
  %580 = getelementptr inbounds nuw float, ptr %516, i64 %index293
  %wide.load294 = load <8 x float>, ptr %580, align 4
  %581 = getelementptr inbounds nuw float, ptr %517, i64 %index293
  %wide.load295 = load <8 x float>, ptr %581, align 4
  %582 = fsub <8 x float> %wide.load294, %wide.load295
  %583 = fmul <8 x float> %582, splat (float 2.000000e+00)
  %584 = fmul <8 x float> %583, splat (float 5.000000e-01)
  %585 = fmul <8 x float> %wide.load294, splat (float 2.000000e+00)
  %586 = fmul <8 x float> %585, splat (float 5.000000e-01)
  %587 = fsub <8 x float> %584, %586
  %588 = fmul <8 x float> %wide.load294, %wide.load294
  %589 = fmul <8 x float> %wide.load294, %588
  %590 = fmul <8 x float> %589, splat (float 4.000000e+00)
  %591 = fmul <8 x float> %590, splat (float 2.500000e-01)
  %592 = fadd <8 x float> %591, %587
  %593 = getelementptr inbounds nuw float, ptr %515, i64 %index293
  store <8 x float> %592, ptr %593, align 4
  %index.next296 = add nuw i64 %index293, 8
  %594 = icmp eq i64 %index.next296, %n.vec291
  br i1 %594, label %vec.epilog.middle.block297, label %vec.epilog.vector.body292, !llvm.loop !31

vec.epilog.middle.block297:                       ; preds = %vec.epilog.vector.body292
  br i1 %cmp.n298, label %feature.exit51, label %feature.body50.preheader

feature.body50.preheader:                         ; preds = %iter.check266, %vec.epilog.iter.check287, %vec.epilog.middle.block297
  %feature52114.ph = phi i64 [ 0, %iter.check266 ], [ %n.vec271, %vec.epilog.iter.check287 ], [ %n.vec291, %vec.epilog.middle.block297 ]
  %.neg379 = or disjoint i64 %feature52114.ph, 1
  br i1 %lcmp.mod376.not, label %feature.body50.prol.loopexit, label %feature.body50.prol

feature.body50.prol:                              ; preds = %feature.body50.preheader
  %595 = getelementptr inbounds nuw float, ptr %516, i64 %feature52114.ph
  %596 = load float, ptr %595, align 4
  %597 = getelementptr inbounds nuw float, ptr %517, i64 %feature52114.ph
  %598 = load float, ptr %597, align 4
  %599 = fsub float %596, %598
  %600 = fmul float %599, 2.000000e+00
  %601 = fmul float %600, 5.000000e-01
  %602 = fmul float %596, 2.000000e+00
  %603 = fmul float %602, 5.000000e-01
  %604 = fsub float %601, %603
  %605 = fmul float %596, %596
  %606 = fmul float %596, %605
  %607 = fmul float %606, 4.000000e+00
  %608 = fmul float %607, 2.500000e-01
  %609 = fadd float %608, %604
  %610 = getelementptr inbounds nuw float, ptr %515, i64 %feature52114.ph
  store float %609, ptr %610, align 4
  %611 = or disjoint i64 %feature52114.ph, 1
  br label %feature.body50.prol.loopexit

feature.body50.prol.loopexit:                     ; preds = %feature.body50.prol, %feature.body50.preheader
  %feature52114.unr = phi i64 [ %feature52114.ph, %feature.body50.preheader ], [ %611, %feature.body50.prol ]
  %612 = icmp eq i64 %n_features, %.neg379
  br i1 %612, label %feature.exit51, label %feature.body50

lockstep_row.exit45:                              ; preds = %feature.exit51
  %613 = add i64 %lockstep_block116, 4
  %614 = icmp ult i64 %613, %row_end
  %indvars.iv.next143 = add i64 %indvars.iv142, -4
  %indvar.next305 = add i64 %indvar304, 1
  br i1 %614, label %lockstep_row.body.lr.ph, label %lockstep.done

feature.body50:                                   ; preds = %feature.body50.prol.loopexit, %feature.body50
  %feature52114 = phi i64 [ %648, %feature.body50 ], [ %feature52114.unr, %feature.body50.prol.loopexit ]
  %615 = getelementptr inbounds nuw float, ptr %516, i64 %feature52114
  %616 = load float, ptr %615, align 4
  %617 = getelementptr inbounds nuw float, ptr %517, i64 %feature52114
  %618 = load float, ptr %617, align 4
  %619 = fsub float %616, %618
  %620 = fmul float %619, 2.000000e+00
  %621 = fmul float %620, 5.000000e-01
  %622 = fmul float %616, 2.000000e+00
  %623 = fmul float %622, 5.000000e-01
  %624 = fsub float %621, %623
  %625 = fmul float %616, %616
  %626 = fmul float %616, %625
  %627 = fmul float %626, 4.000000e+00
  %628 = fmul float %627, 2.500000e-01
  %629 = fadd float %628, %624
  %630 = getelementptr inbounds nuw float, ptr %515, i64 %feature52114
  store float %629, ptr %630, align 4
  %631 = add nuw nsw i64 %feature52114, 1
  %632 = getelementptr inbounds nuw float, ptr %516, i64 %631
  %633 = load float, ptr %632, align 4
  %634 = getelementptr inbounds nuw float, ptr %517, i64 %631
  %635 = load float, ptr %634, align 4
  %636 = fsub float %633, %635
  %637 = fmul float %636, 2.000000e+00
  %638 = fmul float %637, 5.000000e-01
  %639 = fmul float %633, 2.000000e+00
  %640 = fmul float %639, 5.000000e-01
  %641 = fsub float %638, %640
  %642 = fmul float %633, %633
  %643 = fmul float %633, %642
  %644 = fmul float %643, 4.000000e+00
  %645 = fmul float %644, 2.500000e-01
  %646 = fadd float %645, %641
  %647 = getelementptr inbounds nuw float, ptr %515, i64 %631
  store float %646, ptr %647, align 4
  %648 = add nuw nsw i64 %feature52114, 2
  %exitcond147.not.1 = icmp eq i64 %648, %n_features
  br i1 %exitcond147.not.1, label %feature.exit51, label %feature.body50, !llvm.loop !32

feature.exit51:                                   ; preds = %feature.body50.prol.loopexit, %feature.body50, %vec.epilog.middle.block297, %middle.block283
  %649 = add nuw nsw i64 %lockstep_row46115, 1
  %exitcond150.not = icmp eq i64 %649, %umax149
  br i1 %exitcond150.not, label %lockstep_row.exit45, label %iter.check266

row.body:                                         ; preds = %row.body.preheader, %row.body
  %row5394 = phi i64 [ %651, %row.body ], [ %row5394.ph, %row.body.preheader ]
  %650 = getelementptr inbounds float, ptr %out_0, i64 %row5394
  store float 0.000000e+00, ptr %650, align 4
  %651 = add nuw i64 %row5394, 1
  %exitcond140.not = icmp eq i64 %651, %row_end
  br i1 %exitcond140.not, label %lockstep.done, label %row.body, !llvm.loop !33
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-builtins" "no-trapping-math"="true" "prefer-vector-width"="512" "probe-stack"="inline-asm" "target-cpu"="x86-64-v4" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = !{!"branch_weights", i32 8, i32 56}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = !{!"branch_weights", i32 4, i32 28}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = !{!15}
!15 = distinct !{!15, !16}
!16 = distinct !{!16, !"LVerDomain"}
!17 = !{!18}
!18 = distinct !{!18, !16}
!19 = !{!20}
!20 = distinct !{!20, !16}
!21 = !{!15, !18}
!22 = !{!23}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.vectorize.width", i32 1}
!29 = distinct !{!29, !28}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !2, !1}
