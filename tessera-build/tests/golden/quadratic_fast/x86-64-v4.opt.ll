; ModuleID = 'quadratic_fast'
source_filename = "quadratic_fast.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_quadratic_fast_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
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
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %steps = load i64, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %eta = load float, ptr %6, align 8
  %7 = getelementptr inbounds nuw i8, ptr %args, i64 60
  %noise_scale = load float, ptr %7, align 4
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %temperature = load float, ptr %8, align 8
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 76
  %anneal_ratio = load float, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %two_eta = load float, ptr %10, align 8
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %key0 = load i64, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %args, i64 96
  %key1 = load i64, ptr %12, align 8
  %13 = icmp ult i64 %row_begin, %row_end
  br i1 %13, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %entry
  %14 = getelementptr inbounds nuw i8, ptr %args, i64 68
  %anneal = load i32, ptr %14, align 4
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not47 = icmp eq i64 %steps, 0
  %full_groups_end = and i64 %n_features, -4
  %.not48 = icmp eq i64 %full_groups_end, 0
  %15 = add i64 %n_features, 3
  %groups = lshr i64 %15, 2
  %16 = lshr i64 %key0, 32
  %17 = insertelement <2 x i64> poison, i64 %key0, i64 0
  %18 = shufflevector <2 x i64> %17, <2 x i64> poison, <2 x i32> zeroinitializer
  %19 = lshr <2 x i64> %18, <i64 32, i64 0>
  %20 = trunc <2 x i64> %19 to <2 x i32>
  %21 = add i64 %key0, 2654435769
  %22 = add nuw nsw i64 %16, 3144134277
  %23 = add i64 %key0, 1013904242
  %24 = add nuw nsw i64 %16, 1993301258
  %25 = insertelement <2 x i64> %17, i64 %16, i64 1
  %26 = add <2 x i64> %25, <i64 3668340011, i64 842468239>
  %27 = add <2 x i64> %25, <i64 2027808484, i64 3986602516>
  %28 = shufflevector <2 x i64> %27, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %29 = insertelement <2 x i64> poison, i64 %16, i64 0
  %30 = insertelement <2 x i64> %29, i64 %key0, i64 1
  %31 = add <2 x i64> %30, <i64 2835769497, i64 387276957>
  %32 = add <2 x i64> %25, <i64 3041712726, i64 1684936478>
  %33 = shufflevector <2 x i64> %17, <2 x i64> %19, <2 x i32> <i32 0, i32 2>
  %34 = add <2 x i64> %33, <i64 1401181199, i64 534103459>
  %35 = add <2 x i64> %33, <i64 4055616968, i64 3678237736>
  %36 = add <2 x i32> %20, <i32 -1767562579, i32 -1879881855>
  %.not = icmp eq i64 %full_groups_end, %n_features
  %37 = lshr i64 %n_features, 2
  %38 = getelementptr inbounds float, ptr %scratch, i64 %full_groups_end
  %39 = or disjoint i64 %full_groups_end, 1
  %40 = icmp ult i64 %39, %n_features
  %41 = getelementptr inbounds float, ptr %scratch, i64 %39
  %42 = or disjoint i64 %full_groups_end, 2
  %43 = icmp ult i64 %42, %n_features
  %44 = getelementptr inbounds float, ptr %scratch, i64 %42
  %.not49 = icmp eq i64 %n_features, 0
  br i1 %.not47, label %row.exit, label %row.body.lr.ph.split.us

row.body.lr.ph.split.us:                          ; preds = %row.body.lr.ph
  %45 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %draw_noise = load i32, ptr %45, align 4
  %cond = icmp eq i32 %draw_noise, 0
  br i1 %cond, label %row.body.lr.ph.split.us.split.us, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph.split.us
  %46 = mul i64 %row_begin, %n_features
  %47 = shl i64 %46, 2
  %48 = shl i64 %n_features, 2
  %49 = shl i64 %row_begin, 2
  %50 = add i64 %49, 4
  %51 = mul i64 %n_features, %50
  %scevgep73 = getelementptr i8, ptr %scratch, i64 %48
  %52 = add i64 %full_groups_end, -1
  %53 = lshr i64 %52, 2
  %scevgep97 = getelementptr i8, ptr %scratch, i64 4
  %scevgep98 = getelementptr i8, ptr %scratch, i64 8
  %scevgep102 = getelementptr i8, ptr %scratch, i64 12
  %54 = add nuw nsw i64 %53, 1
  %55 = insertelement <2 x i64> poison, i64 %23, i64 0
  %min.iters.check106 = icmp ult i64 %full_groups_end, 29
  %mul.result = shl i64 %53, 4
  %56 = getelementptr i8, ptr %scevgep97, i64 %mul.result
  %57 = icmp ult ptr %56, %scevgep97
  %mul.result100 = shl i64 %53, 4
  %mul.overflow101 = icmp ugt i64 %52, 4611686018427387903
  %58 = getelementptr i8, ptr %scevgep98, i64 %mul.result100
  %59 = icmp ult ptr %58, %scevgep98
  %60 = or i1 %59, %mul.overflow101
  %mul.result104 = shl i64 %53, 4
  %61 = getelementptr i8, ptr %scevgep102, i64 %mul.result104
  %62 = icmp ult ptr %61, %scevgep102
  %63 = or i1 %57, %60
  %64 = or i1 %62, %63
  %n.vec109 = and i64 %54, 2305843009213693944
  %65 = shl nuw nsw i64 %n.vec109, 2
  %broadcast.splatinsert118 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat119 = shufflevector <8 x i64> %broadcast.splatinsert118, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert122 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat123 = shufflevector <8 x i64> %broadcast.splatinsert122, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splat127 = shufflevector <2 x i64> %26, <2 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splat129 = shufflevector <2 x i64> %26, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %broadcast.splat131 = shufflevector <2 x i64> %27, <2 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splat133 = shufflevector <2 x i64> %27, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %broadcast.splat135 = shufflevector <2 x i64> %31, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %broadcast.splat137 = shufflevector <2 x i64> %31, <2 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splat139 = shufflevector <2 x i64> %32, <2 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splat141 = shufflevector <2 x i64> %32, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %broadcast.splat143 = shufflevector <2 x i64> %34, <2 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splat145 = shufflevector <2 x i64> %34, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %broadcast.splat147 = shufflevector <2 x i64> %35, <2 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splat149 = shufflevector <2 x i64> %35, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %broadcast.splat151 = shufflevector <2 x i32> %36, <2 x i32> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %broadcast.splat153 = shufflevector <2 x i32> %36, <2 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n158 = icmp eq i64 %54, %n.vec109
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check77 = icmp ult i64 %n_features, 16
  %n.mod.vf = and i64 %n_features, 12
  %n.vec = and i64 %n_features, -16
  %broadcast.splatinsert = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec86 = and i64 %n_features, -4
  %broadcast.splatinsert87 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat88 = shufflevector <4 x float> %broadcast.splatinsert87, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n96 = icmp eq i64 %n_features, %n.vec86
  %xtraiter = and i64 %n_features, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %row.body.us

row.body.lr.ph.split.us.split.us:                 ; preds = %row.body.lr.ph.split.us
  br i1 %.not49, label %row.exit, label %row.body.us.us.us.preheader

row.body.us.us.us.preheader:                      ; preds = %row.body.lr.ph.split.us.split.us
  %66 = mul i64 %row_begin, %n_features
  %67 = shl i64 %66, 2
  %68 = shl i64 %n_features, 2
  %69 = shl i64 %row_begin, 2
  %70 = add i64 %69, 4
  %71 = mul i64 %n_features, %70
  %min.iters.check171 = icmp ult i64 %n_features, 4
  %min.iters.check174 = icmp ult i64 %n_features, 32
  %n.mod.vf177 = and i64 %n_features, 28
  %n.vec178 = and i64 %n_features, -32
  %broadcast.splatinsert179 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat180 = shufflevector <8 x float> %broadcast.splatinsert179, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n193 = icmp eq i64 %n_features, %n.vec178
  %min.epilog.iters.check197 = icmp eq i64 %n.mod.vf177, 0
  %n.vec200 = and i64 %n_features, -4
  %broadcast.splatinsert201 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat202 = shufflevector <4 x float> %broadcast.splatinsert201, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n209 = icmp eq i64 %n_features, %n.vec200
  %xtraiter216 = and i64 %n_features, 3
  %lcmp.mod217.not = icmp eq i64 %xtraiter216, 0
  br label %row.body.us.us.us

row.body.us.us.us:                                ; preds = %row.body.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us
  %indvar161 = phi i64 [ 0, %row.body.us.us.us.preheader ], [ %indvar.next162, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %row34.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.preheader ], [ %167, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %72 = mul i64 %68, %indvar161
  %73 = add i64 %67, %72
  %scevgep163 = getelementptr i8, ptr %state, i64 %73
  %74 = add i64 %71, %72
  %scevgep164 = getelementptr i8, ptr %state, i64 %74
  %scevgep165 = getelementptr i8, ptr %input_0, i64 %73
  %scevgep166 = getelementptr i8, ptr %input_0, i64 %74
  %row_offset.us.us.us = mul i64 %row34.us.us.us, %n_features
  %75 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us
  %76 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us.us
  %bound0167 = icmp ult ptr %scevgep163, %scevgep166
  %bound1168 = icmp ult ptr %scevgep165, %scevgep164
  %found.conflict169 = and i1 %bound0167, %bound1168
  br label %iter.check173

iter.check173:                                    ; preds = %feature.header12.noise.done.loopexit_crit_edge.us.us.us.us.us, %row.body.us.us.us
  %step33.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us ], [ %166, %feature.header12.noise.done.loopexit_crit_edge.us.us.us.us.us ]
  %brmerge = select i1 %min.iters.check171, i1 true, i1 %found.conflict169
  br i1 %brmerge, label %feature.body13.us.us.us.us.us.preheader, label %vector.main.loop.iter.check175

vector.main.loop.iter.check175:                   ; preds = %iter.check173
  br i1 %min.iters.check174, label %vec.epilog.ph198, label %vector.body181

vector.body181:                                   ; preds = %vector.main.loop.iter.check175, %vector.body181
  %index182 = phi i64 [ %index.next191, %vector.body181 ], [ 0, %vector.main.loop.iter.check175 ]
  %77 = getelementptr inbounds float, ptr %75, i64 %index182
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 32
  %79 = getelementptr inbounds nuw i8, ptr %77, i64 64
  %80 = getelementptr inbounds nuw i8, ptr %77, i64 96
  %wide.load183 = load <8 x float>, ptr %77, align 4, !alias.scope !0, !noalias !3
  %wide.load184 = load <8 x float>, ptr %78, align 4, !alias.scope !0, !noalias !3
  %wide.load185 = load <8 x float>, ptr %79, align 4, !alias.scope !0, !noalias !3
  %wide.load186 = load <8 x float>, ptr %80, align 4, !alias.scope !0, !noalias !3
  %81 = getelementptr inbounds float, ptr %76, i64 %index182
  %82 = getelementptr inbounds nuw i8, ptr %81, i64 32
  %83 = getelementptr inbounds nuw i8, ptr %81, i64 64
  %84 = getelementptr inbounds nuw i8, ptr %81, i64 96
  %wide.load187 = load <8 x float>, ptr %81, align 4, !alias.scope !3
  %wide.load188 = load <8 x float>, ptr %82, align 4, !alias.scope !3
  %wide.load189 = load <8 x float>, ptr %83, align 4, !alias.scope !3
  %wide.load190 = load <8 x float>, ptr %84, align 4, !alias.scope !3
  %85 = fsub <8 x float> %wide.load187, %wide.load183
  %86 = fsub <8 x float> %wide.load188, %wide.load184
  %87 = fsub <8 x float> %wide.load189, %wide.load185
  %88 = fsub <8 x float> %wide.load190, %wide.load186
  %89 = fmul <8 x float> %85, splat (float 2.000000e+00)
  %90 = fmul <8 x float> %86, splat (float 2.000000e+00)
  %91 = fmul <8 x float> %87, splat (float 2.000000e+00)
  %92 = fmul <8 x float> %88, splat (float 2.000000e+00)
  %93 = fmul <8 x float> %89, splat (float 5.000000e-01)
  %94 = fmul <8 x float> %90, splat (float 5.000000e-01)
  %95 = fmul <8 x float> %91, splat (float 5.000000e-01)
  %96 = fmul <8 x float> %92, splat (float 5.000000e-01)
  %97 = fmul <8 x float> %broadcast.splat180, %93
  %98 = fmul <8 x float> %broadcast.splat180, %94
  %99 = fmul <8 x float> %broadcast.splat180, %95
  %100 = fmul <8 x float> %broadcast.splat180, %96
  %101 = fadd <8 x float> %wide.load183, %97
  %102 = fadd <8 x float> %wide.load184, %98
  %103 = fadd <8 x float> %wide.load185, %99
  %104 = fadd <8 x float> %wide.load186, %100
  store <8 x float> %101, ptr %77, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %102, ptr %78, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %103, ptr %79, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %104, ptr %80, align 4, !alias.scope !0, !noalias !3
  %index.next191 = add nuw i64 %index182, 32
  %105 = icmp eq i64 %index.next191, %n.vec178
  br i1 %105, label %middle.block192, label %vector.body181, !llvm.loop !5

middle.block192:                                  ; preds = %vector.body181
  br i1 %cmp.n193, label %feature.header12.noise.done.loopexit_crit_edge.us.us.us.us.us, label %vec.epilog.iter.check196

vec.epilog.iter.check196:                         ; preds = %middle.block192
  br i1 %min.epilog.iters.check197, label %feature.body13.us.us.us.us.us.preheader, label %vec.epilog.ph198, !prof !8

vec.epilog.ph198:                                 ; preds = %vector.main.loop.iter.check175, %vec.epilog.iter.check196
  %vec.epilog.resume.val194 = phi i64 [ %n.vec178, %vec.epilog.iter.check196 ], [ 0, %vector.main.loop.iter.check175 ]
  br label %vec.epilog.vector.body203

vec.epilog.vector.body203:                        ; preds = %vec.epilog.vector.body203, %vec.epilog.ph198
  %index204 = phi i64 [ %vec.epilog.resume.val194, %vec.epilog.ph198 ], [ %index.next207, %vec.epilog.vector.body203 ]
  %106 = getelementptr inbounds float, ptr %75, i64 %index204
  %wide.load205 = load <4 x float>, ptr %106, align 4, !alias.scope !0, !noalias !3
  %107 = getelementptr inbounds float, ptr %76, i64 %index204
  %wide.load206 = load <4 x float>, ptr %107, align 4, !alias.scope !3
  %108 = fsub <4 x float> %wide.load206, %wide.load205
  %109 = fmul <4 x float> %108, splat (float 2.000000e+00)
  %110 = fmul <4 x float> %109, splat (float 5.000000e-01)
  %111 = fmul <4 x float> %broadcast.splat202, %110
  %112 = fadd <4 x float> %wide.load205, %111
  store <4 x float> %112, ptr %106, align 4, !alias.scope !0, !noalias !3
  %index.next207 = add nuw i64 %index204, 4
  %113 = icmp eq i64 %index.next207, %n.vec200
  br i1 %113, label %vec.epilog.middle.block208, label %vec.epilog.vector.body203, !llvm.loop !9

vec.epilog.middle.block208:                       ; preds = %vec.epilog.vector.body203
  br i1 %cmp.n209, label %feature.header12.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body13.us.us.us.us.us.preheader

feature.body13.us.us.us.us.us.preheader:          ; preds = %iter.check173, %vec.epilog.iter.check196, %vec.epilog.middle.block208
  %feature1531.us.us.us.us.us.ph = phi i64 [ 0, %iter.check173 ], [ %n.vec200, %vec.epilog.middle.block208 ], [ %n.vec178, %vec.epilog.iter.check196 ]
  br i1 %lcmp.mod217.not, label %feature.body13.us.us.us.us.us.prol.loopexit, label %feature.body13.us.us.us.us.us.prol

feature.body13.us.us.us.us.us.prol:               ; preds = %feature.body13.us.us.us.us.us.preheader, %feature.body13.us.us.us.us.us.prol
  %feature1531.us.us.us.us.us.prol = phi i64 [ %123, %feature.body13.us.us.us.us.us.prol ], [ %feature1531.us.us.us.us.us.ph, %feature.body13.us.us.us.us.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body13.us.us.us.us.us.prol ], [ 0, %feature.body13.us.us.us.us.us.preheader ]
  %114 = getelementptr inbounds float, ptr %75, i64 %feature1531.us.us.us.us.us.prol
  %115 = load float, ptr %114, align 4
  %116 = getelementptr inbounds float, ptr %76, i64 %feature1531.us.us.us.us.us.prol
  %117 = load float, ptr %116, align 4
  %118 = fsub float %117, %115
  %119 = fmul float %118, 2.000000e+00
  %120 = fmul float %119, 5.000000e-01
  %121 = fmul float %eta, %120
  %122 = fadd float %115, %121
  store float %122, ptr %114, align 4
  %123 = add nuw i64 %feature1531.us.us.us.us.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter216
  br i1 %prol.iter.cmp.not, label %feature.body13.us.us.us.us.us.prol.loopexit, label %feature.body13.us.us.us.us.us.prol, !llvm.loop !10

feature.body13.us.us.us.us.us.prol.loopexit:      ; preds = %feature.body13.us.us.us.us.us.prol, %feature.body13.us.us.us.us.us.preheader
  %feature1531.us.us.us.us.us.unr = phi i64 [ %feature1531.us.us.us.us.us.ph, %feature.body13.us.us.us.us.us.preheader ], [ %123, %feature.body13.us.us.us.us.us.prol ]
  %124 = sub i64 %feature1531.us.us.us.us.us.ph, %n_features
  %125 = icmp ugt i64 %124, -4
  br i1 %125, label %feature.header12.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body13.us.us.us.us.us

feature.body13.us.us.us.us.us:                    ; preds = %feature.body13.us.us.us.us.us.prol.loopexit, %feature.body13.us.us.us.us.us
  %feature1531.us.us.us.us.us = phi i64 [ %165, %feature.body13.us.us.us.us.us ], [ %feature1531.us.us.us.us.us.unr, %feature.body13.us.us.us.us.us.prol.loopexit ]
  %126 = getelementptr inbounds float, ptr %75, i64 %feature1531.us.us.us.us.us
  %127 = load float, ptr %126, align 4
  %128 = getelementptr inbounds float, ptr %76, i64 %feature1531.us.us.us.us.us
  %129 = load float, ptr %128, align 4
  %130 = fsub float %129, %127
  %131 = fmul float %130, 2.000000e+00
  %132 = fmul float %131, 5.000000e-01
  %133 = fmul float %eta, %132
  %134 = fadd float %127, %133
  store float %134, ptr %126, align 4
  %135 = add nuw i64 %feature1531.us.us.us.us.us, 1
  %136 = getelementptr inbounds float, ptr %75, i64 %135
  %137 = load float, ptr %136, align 4
  %138 = getelementptr inbounds float, ptr %76, i64 %135
  %139 = load float, ptr %138, align 4
  %140 = fsub float %139, %137
  %141 = fmul float %140, 2.000000e+00
  %142 = fmul float %141, 5.000000e-01
  %143 = fmul float %eta, %142
  %144 = fadd float %137, %143
  store float %144, ptr %136, align 4
  %145 = add nuw i64 %feature1531.us.us.us.us.us, 2
  %146 = getelementptr inbounds float, ptr %75, i64 %145
  %147 = load float, ptr %146, align 4
  %148 = getelementptr inbounds float, ptr %76, i64 %145
  %149 = load float, ptr %148, align 4
  %150 = fsub float %149, %147
  %151 = fmul float %150, 2.000000e+00
  %152 = fmul float %151, 5.000000e-01
  %153 = fmul float %eta, %152
  %154 = fadd float %147, %153
  store float %154, ptr %146, align 4
  %155 = add nuw i64 %feature1531.us.us.us.us.us, 3
  %156 = getelementptr inbounds float, ptr %75, i64 %155
  %157 = load float, ptr %156, align 4
  %158 = getelementptr inbounds float, ptr %76, i64 %155
  %159 = load float, ptr %158, align 4
  %160 = fsub float %159, %157
  %161 = fmul float %160, 2.000000e+00
  %162 = fmul float %161, 5.000000e-01
  %163 = fmul float %eta, %162
  %164 = fadd float %157, %163
  store float %164, ptr %156, align 4
  %165 = add nuw i64 %feature1531.us.us.us.us.us, 4
  %exitcond56.not.3 = icmp eq i64 %165, %n_features
  br i1 %exitcond56.not.3, label %feature.header12.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body13.us.us.us.us.us, !llvm.loop !12

feature.header12.noise.done.loopexit_crit_edge.us.us.us.us.us: ; preds = %feature.body13.us.us.us.us.us.prol.loopexit, %feature.body13.us.us.us.us.us, %vec.epilog.middle.block208, %middle.block192
  %166 = add nuw i64 %step33.us.us.us.us.us, 1
  %exitcond57.not = icmp eq i64 %166, %steps
  br i1 %exitcond57.not, label %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, label %iter.check173

step.header.step.exit_crit_edge.split.us.split.us.us.us.us: ; preds = %feature.header12.noise.done.loopexit_crit_edge.us.us.us.us.us
  %167 = add nuw i64 %row34.us.us.us, 1
  %exitcond58.not = icmp eq i64 %167, %row_end
  %indvar.next162 = add i64 %indvar161, 1
  br i1 %exitcond58.not, label %row.exit, label %row.body.us.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.split.us39
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.us39 ]
  %row34.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %971, %step.header.step.exit_crit_edge.split.us39 ]
  %168 = mul i64 %48, %indvar
  %169 = add i64 %47, %168
  %scevgep = getelementptr i8, ptr %state, i64 %169
  %170 = add i64 %51, %168
  %scevgep70 = getelementptr i8, ptr %state, i64 %170
  %scevgep71 = getelementptr i8, ptr %input_0, i64 %169
  %scevgep72 = getelementptr i8, ptr %input_0, i64 %170
  %row_offset.us = mul i64 %row34.us, %n_features
  %171 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %172 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %173 = mul i64 %row34.us, %groups
  %group5.us = add i64 %173, %37
  %174 = and i64 %group5.us, 4294967295
  %175 = mul nuw i64 %174, 3528531795
  %176 = xor i64 %group5.us, %key0
  %177 = xor i64 %176, %175
  %178 = lshr i64 %177, 32
  %179 = mul nuw i64 %178, 3449720151
  %180 = lshr i64 %179, 32
  %181 = xor i64 %180, %21
  %182 = insertelement <2 x i64> poison, i64 %179, i64 0
  %183 = insertelement <2 x i64> %182, i64 %24, i64 1
  %broadcast.splatinsert116 = insertelement <8 x i64> poison, i64 %173, i64 0
  %broadcast.splat117 = shufflevector <8 x i64> %broadcast.splatinsert116, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op218 = xor i64 %175, %22
  %bound0 = icmp ult ptr %scevgep, %scevgep72
  %bound1 = icmp ult ptr %scevgep71, %scevgep70
  %found.conflict = and i1 %bound0, %bound1
  %bound074 = icmp ult ptr %scevgep, %scevgep73
  %bound175 = icmp ult ptr %scratch, %scevgep70
  %found.conflict76 = and i1 %bound074, %bound175
  %conflict.rdx = or i1 %found.conflict, %found.conflict76
  br label %step.body.us35

step.body.us35:                                   ; preds = %row.body.us, %noise.done.loopexit28.us
  %step33.us36 = phi i64 [ 0, %row.body.us ], [ %680, %noise.done.loopexit28.us ]
  %temperature1.032.us37 = phi float [ %temperature, %row.body.us ], [ %t_next.us38, %noise.done.loopexit28.us ]
  %184 = fmul float %two_eta, %temperature1.032.us37
  %185 = fcmp ogt float %184, 0.000000e+00
  %186 = tail call float @llvm.sqrt.f32(float %184)
  %187 = select i1 %185, float %186, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %187
  %key1_step.us = add i64 %step33.us36, %key1
  br i1 %.not48, label %noise.exit.us, label %noise.body.lr.ph.us

noise.exit.us:                                    ; preds = %noise.body.us, %middle.block157, %step.body.us35
  br i1 %.not, label %noise_tail.done.us, label %noise_tail.then.us

noise_tail.then.us:                               ; preds = %noise.exit.us
  %188 = lshr i64 %key1_step.us, 32
  %189 = mul nuw i64 %188, 3449720151
  %190 = lshr i64 %189, 32
  %191 = xor i64 %key0, %190
  %192 = xor i64 %191, %key1_step.us
  %193 = and i64 %192, 4294967295
  %194 = mul nuw i64 %193, 3528531795
  %195 = lshr i64 %194, 32
  %196 = xor i64 %181, %189
  %.reass66.reass = xor i64 %195, %invariant.op218
  %197 = insertelement <2 x i64> poison, i64 %.reass66.reass, i64 0
  %198 = insertelement <2 x i64> %197, i64 %196, i64 1
  %199 = and <2 x i64> %198, splat (i64 4294967295)
  %200 = mul nuw <2 x i64> %199, <i64 3449720151, i64 3528531795>
  %201 = lshr <2 x i64> %200, splat (i64 32)
  %202 = xor <2 x i64> %201, %183
  %203 = insertelement <2 x i64> %55, i64 %194, i64 1
  %204 = xor <2 x i64> %202, %203
  %205 = and <2 x i64> %204, splat (i64 4294967295)
  %206 = mul nuw <2 x i64> %205, <i64 3528531795, i64 3449720151>
  %207 = lshr <2 x i64> %206, splat (i64 32)
  %208 = shufflevector <2 x i64> %207, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %209 = xor <2 x i64> %26, %208
  %210 = xor <2 x i64> %209, %200
  %211 = and <2 x i64> %210, splat (i64 4294967295)
  %212 = mul nuw <2 x i64> %211, <i64 3528531795, i64 3449720151>
  %213 = lshr <2 x i64> %212, splat (i64 32)
  %214 = xor <2 x i64> %28, %213
  %215 = xor <2 x i64> %214, %206
  %216 = and <2 x i64> %215, splat (i64 4294967295)
  %217 = mul nuw <2 x i64> %216, <i64 3449720151, i64 3528531795>
  %218 = lshr <2 x i64> %217, splat (i64 32)
  %219 = shufflevector <2 x i64> %218, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %220 = xor <2 x i64> %31, %219
  %221 = xor <2 x i64> %220, %212
  %222 = and <2 x i64> %221, splat (i64 4294967295)
  %223 = mul nuw <2 x i64> %222, <i64 3449720151, i64 3528531795>
  %224 = lshr <2 x i64> %223, splat (i64 32)
  %225 = xor <2 x i64> %224, %32
  %226 = xor <2 x i64> %225, %217
  %227 = and <2 x i64> %226, splat (i64 4294967295)
  %228 = mul nuw <2 x i64> %227, <i64 3528531795, i64 3449720151>
  %229 = shufflevector <2 x i64> %228, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %230 = lshr <2 x i64> %229, splat (i64 32)
  %231 = xor <2 x i64> %230, %34
  %232 = xor <2 x i64> %231, %223
  %233 = and <2 x i64> %232, splat (i64 4294967295)
  %234 = mul nuw <2 x i64> %233, <i64 3528531795, i64 3449720151>
  %235 = lshr <2 x i64> %234, splat (i64 32)
  %236 = shufflevector <2 x i64> %235, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %237 = xor <2 x i64> %35, %236
  %238 = xor <2 x i64> %237, %229
  %239 = and <2 x i64> %238, splat (i64 4294967295)
  %240 = mul nuw <2 x i64> %239, <i64 3528531795, i64 3449720151>
  %241 = bitcast <2 x i64> %240 to <4 x i32>
  %242 = extractelement <4 x i32> %241, i64 0
  %243 = lshr <2 x i64> %240, splat (i64 32)
  %244 = bitcast <2 x i64> %240 to <4 x i32>
  %245 = extractelement <4 x i32> %244, i64 2
  %246 = xor <2 x i64> %243, %234
  %247 = trunc <2 x i64> %246 to <2 x i32>
  %248 = xor <2 x i32> %36, %247
  %249 = lshr i32 %245, 9
  %250 = uitofp nneg i32 %249 to float
  %251 = fadd float %250, 5.000000e-01
  %252 = fmul float %251, 0x3E80000000000000
  %253 = lshr <2 x i32> %248, splat (i32 9)
  %254 = uitofp nneg <2 x i32> %253 to <2 x float>
  %255 = fadd <2 x float> %254, splat (float 5.000000e-01)
  %256 = shufflevector <2 x float> %255, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %257 = shufflevector <4 x float> <float 1.000000e+00, float 1.000000e+00, float poison, float poison>, <4 x float> %256, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %258 = fmul <4 x float> %257, <float 0.000000e+00, float 0x7FF0000000000000, float 0x3E80000000000000, float 0x3E80000000000000>
  %259 = extractelement <4 x float> %258, i64 3
  %260 = fmul float %259, 0x4180000000000000
  %261 = shufflevector <4 x float> %258, <4 x float> <float poison, float poison, float 0x3810000000000000, float 0x3810000000000000>, <4 x i32> <i32 3, i32 3, i32 6, i32 7>
  %262 = fcmp oeq <4 x float> %258, %261
  %263 = fcmp olt <4 x float> %258, %261
  %264 = extractelement <4 x i1> %263, i64 3
  %265 = select i1 %264, float %260, float %259
  %.neg.us = select i1 %264, i32 -152, i32 -127
  %266 = bitcast float %265 to i32
  %267 = add nuw i32 %266, 4913933
  %268 = lshr i32 %267, 23
  %269 = add nsw i32 %268, %.neg.us
  %270 = and i32 %267, 8388607
  %271 = add nuw nsw i32 %270, 1060439283
  %272 = bitcast i32 %271 to float
  %273 = fadd float %272, -1.000000e+00
  %274 = fadd float %273, 2.000000e+00
  %275 = fdiv float %273, %274
  %276 = fmul float %275, %275
  %277 = fmul float %276, %276
  %278 = fmul float %277, 0x3FCF13C4C0000000
  %279 = fadd float %278, 0x3FD999C260000000
  %280 = fmul float %277, %279
  %281 = fmul float %277, 0x3FD23D3DC0000000
  %282 = fadd float %281, 0x3FE5555540000000
  %283 = fmul float %276, %282
  %284 = fadd float %283, %280
  %285 = fmul float %273, 5.000000e-01
  %286 = fmul float %273, %285
  %287 = sitofp i32 %269 to float
  %288 = fadd float %286, %284
  %289 = fmul float %275, %288
  %290 = fmul float %287, 0x3EE2FEFA20000000
  %291 = fadd float %290, %289
  %292 = fsub float %291, %286
  %293 = fadd float %273, %292
  %294 = fmul float %287, 0x3FE62E3000000000
  %295 = fadd float %294, %293
  %296 = fmul float %295, -2.000000e+00
  %297 = extractelement <4 x i1> %262, i64 1
  %298 = select i1 %297, float 0xFFF0000000000000, float %296
  %299 = extractelement <4 x i1> %262, i64 0
  %300 = select i1 %299, float 0x7FF0000000000000, float %298
  %301 = tail call float @llvm.sqrt.f32(float %300)
  %302 = fpext float %252 to double
  %303 = fmul double %302, 4.000000e+00
  %304 = fadd double %303, 0x4338000000000000
  %305 = fadd double %304, 0xC338000000000000
  %306 = fsub double %303, %305
  %307 = fmul double %306, 0x3FF921FB54442D18
  %308 = fmul double %307, %307
  %309 = fmul double %308, 0x3EC71DE3A556C734
  %310 = fadd double %309, 0xBF2A01A01A01A01A
  %311 = fmul double %308, %310
  %312 = fadd double %311, 0x3F81111111111111
  %313 = fmul double %308, %312
  %314 = fadd double %313, 0xBFC5555555555555
  %315 = fmul double %307, %308
  %316 = fmul double %315, %314
  %317 = fadd double %307, %316
  %318 = fmul double %308, 0x3E927E4FB7789F5C
  %319 = fsub double 0x3EFA01A01A01A01A, %318
  %320 = fmul double %308, %319
  %321 = fadd double %320, 0xBF56C16C16C16C17
  %322 = fmul double %308, %321
  %323 = fadd double %322, 0x3FA5555555555555
  %324 = fmul double %308, %308
  %325 = fmul double %324, %323
  %326 = fmul double %308, 5.000000e-01
  %327 = fsub double 1.000000e+00, %326
  %328 = fadd double %327, %325
  %329 = fneg double %317
  %330 = fneg double %328
  %331 = bitcast double %304 to i64
  %332 = and i64 %331, 1
  %333 = and i64 %331, 2
  %.not17.us = icmp eq i64 %332, 0
  %.not18.us = icmp eq i64 %333, 0
  %334 = select i1 %.not18.us, double %328, double %330
  %335 = lshr i32 %242, 9
  %336 = uitofp nneg i32 %335 to float
  %337 = fadd float %336, 5.000000e-01
  %338 = fmul float %337, 0x3E80000000000000
  %339 = extractelement <4 x float> %258, i64 2
  %340 = fmul float %339, 0x4180000000000000
  %341 = extractelement <4 x i1> %263, i64 2
  %342 = select i1 %341, float %340, float %339
  %.neg19.us = select i1 %341, i32 -152, i32 -127
  %343 = bitcast float %342 to i32
  %344 = add nuw i32 %343, 4913933
  %345 = lshr i32 %344, 23
  %346 = add nsw i32 %345, %.neg19.us
  %347 = and i32 %344, 8388607
  %348 = add nuw nsw i32 %347, 1060439283
  %349 = bitcast i32 %348 to float
  %350 = fadd float %349, -1.000000e+00
  %351 = fadd float %350, 2.000000e+00
  %352 = fdiv float %350, %351
  %353 = fmul float %352, %352
  %354 = fmul float %353, %353
  %355 = fmul float %354, 0x3FCF13C4C0000000
  %356 = fadd float %355, 0x3FD999C260000000
  %357 = fmul float %354, %356
  %358 = fmul float %354, 0x3FD23D3DC0000000
  %359 = fadd float %358, 0x3FE5555540000000
  %360 = fmul float %353, %359
  %361 = fadd float %360, %357
  %362 = fmul float %350, 5.000000e-01
  %363 = fmul float %350, %362
  %364 = sitofp i32 %346 to float
  %365 = fadd float %363, %361
  %366 = fmul float %352, %365
  %367 = fmul float %364, 0x3EE2FEFA20000000
  %368 = fadd float %367, %366
  %369 = fsub float %368, %363
  %370 = fadd float %350, %369
  %371 = fmul float %364, 0x3FE62E3000000000
  %372 = fadd float %371, %370
  %373 = fcmp oeq float %339, 0x7FF0000000000000
  %374 = fcmp oeq float %339, 0.000000e+00
  %375 = fmul float %372, -2.000000e+00
  %376 = select i1 %373, float 0xFFF0000000000000, float %375
  %377 = select i1 %374, float 0x7FF0000000000000, float %376
  %378 = tail call float @llvm.sqrt.f32(float %377)
  %379 = fpext float %338 to double
  %380 = fmul double %379, 4.000000e+00
  %381 = fadd double %380, 0x4338000000000000
  %382 = fadd double %381, 0xC338000000000000
  %383 = fsub double %380, %382
  %384 = fmul double %383, 0x3FF921FB54442D18
  %385 = fmul double %384, %384
  %386 = fmul double %385, 0x3EC71DE3A556C734
  %387 = fadd double %386, 0xBF2A01A01A01A01A
  %388 = fmul double %385, %387
  %389 = fadd double %388, 0x3F81111111111111
  %390 = fmul double %385, %389
  %391 = fadd double %390, 0xBFC5555555555555
  %392 = fmul double %384, %385
  %393 = fmul double %392, %391
  %394 = fadd double %384, %393
  %395 = fmul double %385, 0x3E927E4FB7789F5C
  %396 = fsub double 0x3EFA01A01A01A01A, %395
  %397 = fmul double %385, %396
  %398 = fadd double %397, 0xBF56C16C16C16C17
  %399 = fmul double %385, %398
  %400 = fadd double %399, 0x3FA5555555555555
  %401 = fmul double %385, %385
  %402 = fmul double %401, %400
  %403 = fmul double %385, 5.000000e-01
  %404 = fsub double 1.000000e+00, %403
  %405 = fadd double %404, %402
  %406 = fneg double %394
  %407 = fneg double %405
  %408 = bitcast double %381 to i64
  %409 = and i64 %408, 1
  %410 = and i64 %408, 2
  %.not20.us = icmp eq i64 %409, 0
  %.not21.us = icmp eq i64 %410, 0
  %411 = select i1 %.not21.us, double %405, double %407
  %412 = select i1 %.not21.us, double %406, double %394
  %413 = select i1 %.not20.us, double %411, double %412
  %414 = fptrunc double %413 to float
  %415 = fmul float %378, %414
  %416 = select i1 %.not18.us, double %329, double %317
  %417 = select i1 %.not17.us, double %334, double %416
  %418 = fptrunc double %417 to float
  %419 = fmul float %301, %418
  store float %419, ptr %38, align 4
  br i1 %40, label %noise_tail_element.then6.us, label %noise_tail_element.done7.us

noise_tail_element.then6.us:                      ; preds = %noise_tail.then.us
  %420 = select i1 %.not18.us, double %317, double %329
  %421 = select i1 %.not17.us, double %420, double %334
  %422 = fptrunc double %421 to float
  %423 = fmul float %301, %422
  store float %423, ptr %41, align 4
  br label %noise_tail_element.done7.us

noise_tail_element.done7.us:                      ; preds = %noise_tail_element.then6.us, %noise_tail.then.us
  br i1 %43, label %noise_tail.done.us.thread, label %noise_tail.done.us

noise_tail.done.us.thread:                        ; preds = %noise_tail_element.done7.us
  store float %415, ptr %44, align 4
  br label %iter.check

noise_tail.done.us:                               ; preds = %noise_tail_element.done7.us, %noise.exit.us
  br i1 %.not49, label %noise.done.loopexit28.us, label %iter.check

iter.check:                                       ; preds = %noise_tail.done.us.thread, %noise_tail.done.us
  %brmerge219 = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge219, label %feature.body.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check77, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert78 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat79 = shufflevector <8 x float> %broadcast.splatinsert78, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %424 = getelementptr inbounds float, ptr %171, i64 %index
  %425 = getelementptr inbounds nuw i8, ptr %424, i64 32
  %wide.load = load <8 x float>, ptr %424, align 4, !alias.scope !13, !noalias !16
  %wide.load80 = load <8 x float>, ptr %425, align 4, !alias.scope !13, !noalias !16
  %426 = getelementptr inbounds float, ptr %172, i64 %index
  %427 = getelementptr inbounds nuw i8, ptr %426, i64 32
  %wide.load81 = load <8 x float>, ptr %426, align 4, !alias.scope !19
  %wide.load82 = load <8 x float>, ptr %427, align 4, !alias.scope !19
  %428 = fsub <8 x float> %wide.load81, %wide.load
  %429 = fsub <8 x float> %wide.load82, %wide.load80
  %430 = fmul <8 x float> %428, splat (float 2.000000e+00)
  %431 = fmul <8 x float> %429, splat (float 2.000000e+00)
  %432 = fmul <8 x float> %430, splat (float 5.000000e-01)
  %433 = fmul <8 x float> %431, splat (float 5.000000e-01)
  %434 = fmul <8 x float> %broadcast.splat, %432
  %435 = fmul <8 x float> %broadcast.splat, %433
  %436 = fadd <8 x float> %wide.load, %434
  %437 = fadd <8 x float> %wide.load80, %435
  %438 = getelementptr inbounds float, ptr %scratch, i64 %index
  %439 = getelementptr inbounds nuw i8, ptr %438, i64 32
  %wide.load83 = load <8 x float>, ptr %438, align 4, !alias.scope !20
  %wide.load84 = load <8 x float>, ptr %439, align 4, !alias.scope !20
  %440 = fmul <8 x float> %broadcast.splat79, %wide.load83
  %441 = fmul <8 x float> %broadcast.splat79, %wide.load84
  %442 = fadd <8 x float> %440, %436
  %443 = fadd <8 x float> %441, %437
  store <8 x float> %442, ptr %424, align 4, !alias.scope !13, !noalias !16
  store <8 x float> %443, ptr %425, align 4, !alias.scope !13, !noalias !16
  %index.next = add nuw i64 %index, 16
  %444 = icmp eq i64 %index.next, %n.vec
  br i1 %444, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.loopexit28.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body.us.preheader, label %vec.epilog.ph, !prof !22

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert89 = insertelement <4 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat90 = shufflevector <4 x float> %broadcast.splatinsert89, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index91 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next95, %vec.epilog.vector.body ]
  %445 = getelementptr inbounds float, ptr %171, i64 %index91
  %wide.load92 = load <4 x float>, ptr %445, align 4, !alias.scope !13, !noalias !16
  %446 = getelementptr inbounds float, ptr %172, i64 %index91
  %wide.load93 = load <4 x float>, ptr %446, align 4, !alias.scope !19
  %447 = fsub <4 x float> %wide.load93, %wide.load92
  %448 = fmul <4 x float> %447, splat (float 2.000000e+00)
  %449 = fmul <4 x float> %448, splat (float 5.000000e-01)
  %450 = fmul <4 x float> %broadcast.splat88, %449
  %451 = fadd <4 x float> %wide.load92, %450
  %452 = getelementptr inbounds float, ptr %scratch, i64 %index91
  %wide.load94 = load <4 x float>, ptr %452, align 4, !alias.scope !20
  %453 = fmul <4 x float> %broadcast.splat90, %wide.load94
  %454 = fadd <4 x float> %453, %451
  store <4 x float> %454, ptr %445, align 4, !alias.scope !13, !noalias !16
  %index.next95 = add nuw i64 %index91, 4
  %455 = icmp eq i64 %index.next95, %n.vec86
  br i1 %455, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !23

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n96, label %noise.done.loopexit28.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature30.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec86, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg = or disjoint i64 %feature30.us.ph, 1
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %456 = getelementptr inbounds float, ptr %171, i64 %feature30.us.ph
  %457 = load float, ptr %456, align 4
  %458 = getelementptr inbounds float, ptr %172, i64 %feature30.us.ph
  %459 = load float, ptr %458, align 4
  %460 = fsub float %459, %457
  %461 = fmul float %460, 2.000000e+00
  %462 = fmul float %461, 5.000000e-01
  %463 = fmul float %eta, %462
  %464 = fadd float %457, %463
  %465 = getelementptr inbounds float, ptr %scratch, i64 %feature30.us.ph
  %466 = load float, ptr %465, align 4
  %467 = fmul float %noise_scale3.us, %466
  %468 = fadd float %467, %464
  store float %468, ptr %456, align 4
  %469 = or disjoint i64 %feature30.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature30.us.unr = phi i64 [ %feature30.us.ph, %feature.body.us.preheader ], [ %469, %feature.body.us.prol ]
  %470 = icmp eq i64 %n_features, %.neg
  br i1 %470, label %noise.done.loopexit28.us, label %feature.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature30.us = phi i64 [ %498, %feature.body.us ], [ %feature30.us.unr, %feature.body.us.prol.loopexit ]
  %471 = getelementptr inbounds float, ptr %171, i64 %feature30.us
  %472 = load float, ptr %471, align 4
  %473 = getelementptr inbounds float, ptr %172, i64 %feature30.us
  %474 = load float, ptr %473, align 4
  %475 = fsub float %474, %472
  %476 = fmul float %475, 2.000000e+00
  %477 = fmul float %476, 5.000000e-01
  %478 = fmul float %eta, %477
  %479 = fadd float %472, %478
  %480 = getelementptr inbounds float, ptr %scratch, i64 %feature30.us
  %481 = load float, ptr %480, align 4
  %482 = fmul float %noise_scale3.us, %481
  %483 = fadd float %482, %479
  store float %483, ptr %471, align 4
  %484 = add nuw i64 %feature30.us, 1
  %485 = getelementptr inbounds float, ptr %171, i64 %484
  %486 = load float, ptr %485, align 4
  %487 = getelementptr inbounds float, ptr %172, i64 %484
  %488 = load float, ptr %487, align 4
  %489 = fsub float %488, %486
  %490 = fmul float %489, 2.000000e+00
  %491 = fmul float %490, 5.000000e-01
  %492 = fmul float %eta, %491
  %493 = fadd float %486, %492
  %494 = getelementptr inbounds float, ptr %scratch, i64 %484
  %495 = load float, ptr %494, align 4
  %496 = fmul float %noise_scale3.us, %495
  %497 = fadd float %496, %493
  store float %497, ptr %485, align 4
  %498 = add nuw i64 %feature30.us, 2
  %exitcond.not.1 = icmp eq i64 %498, %n_features
  br i1 %exitcond.not.1, label %noise.done.loopexit28.us, label %feature.body.us, !llvm.loop !24

noise.body.us:                                    ; preds = %noise.body.us.preheader, %noise.body.us
  %noise29.us = phi i64 [ %678, %noise.body.us ], [ %noise29.us.ph, %noise.body.us.preheader ]
  %499 = lshr exact i64 %noise29.us, 2
  %group.us = add i64 %499, %173
  %500 = and i64 %group.us, 4294967295
  %501 = xor i64 %group.us, %key0
  %502 = mul nuw i64 %500, 3528531795
  %503 = xor i64 %501, %502
  %504 = lshr i64 %503, 32
  %505 = mul nuw i64 %504, 3449720151
  %506 = lshr i64 %505, 32
  %507 = xor i64 %689, %502
  %.reass.reass = xor i64 %506, %invariant.op
  %508 = insertelement <2 x i64> poison, i64 %507, i64 0
  %509 = insertelement <2 x i64> %508, i64 %.reass.reass, i64 1
  %510 = and <2 x i64> %509, splat (i64 4294967295)
  %511 = mul nuw <2 x i64> %510, <i64 3449720151, i64 3528531795>
  %512 = lshr <2 x i64> %511, splat (i64 32)
  %513 = xor <2 x i64> %970, %512
  %514 = insertelement <2 x i64> poison, i64 %505, i64 0
  %515 = insertelement <2 x i64> %514, i64 %24, i64 1
  %516 = xor <2 x i64> %513, %515
  %517 = and <2 x i64> %516, splat (i64 4294967295)
  %518 = mul nuw <2 x i64> %517, <i64 3528531795, i64 3449720151>
  %519 = shufflevector <2 x i64> %518, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %520 = lshr <2 x i64> %519, splat (i64 32)
  %521 = xor <2 x i64> %520, %26
  %522 = xor <2 x i64> %521, %511
  %523 = and <2 x i64> %522, splat (i64 4294967295)
  %524 = mul nuw <2 x i64> %523, <i64 3528531795, i64 3449720151>
  %525 = lshr <2 x i64> %524, splat (i64 32)
  %526 = shufflevector <2 x i64> %525, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %527 = xor <2 x i64> %526, %27
  %528 = xor <2 x i64> %527, %519
  %529 = and <2 x i64> %528, splat (i64 4294967295)
  %530 = mul nuw <2 x i64> %529, <i64 3528531795, i64 3449720151>
  %531 = lshr <2 x i64> %530, splat (i64 32)
  %532 = xor <2 x i64> %31, %531
  %533 = xor <2 x i64> %532, %524
  %534 = and <2 x i64> %533, splat (i64 4294967295)
  %535 = mul nuw <2 x i64> %534, <i64 3449720151, i64 3528531795>
  %536 = lshr <2 x i64> %535, splat (i64 32)
  %537 = xor <2 x i64> %32, %536
  %538 = shufflevector <2 x i64> %537, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %539 = xor <2 x i64> %538, %530
  %540 = and <2 x i64> %539, splat (i64 4294967295)
  %541 = mul nuw <2 x i64> %540, <i64 3449720151, i64 3528531795>
  %542 = lshr <2 x i64> %541, splat (i64 32)
  %543 = xor <2 x i64> %542, %34
  %544 = xor <2 x i64> %543, %535
  %545 = and <2 x i64> %544, splat (i64 4294967295)
  %546 = mul nuw <2 x i64> %545, <i64 3528531795, i64 3449720151>
  %547 = lshr <2 x i64> %546, splat (i64 32)
  %548 = shufflevector <2 x i64> %547, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %549 = xor <2 x i64> %548, %35
  %550 = xor <2 x i64> %549, %541
  %551 = and <2 x i64> %550, splat (i64 4294967295)
  %552 = mul nuw <2 x i64> %551, <i64 3528531795, i64 3449720151>
  %553 = trunc <2 x i64> %552 to <2 x i32>
  %554 = lshr <2 x i32> %553, splat (i32 9)
  %555 = uitofp nneg <2 x i32> %554 to <2 x float>
  %556 = getelementptr inbounds float, ptr %scratch, i64 %noise29.us
  %557 = lshr <2 x i64> %552, splat (i64 32)
  %558 = xor <2 x i64> %557, %546
  %559 = trunc <2 x i64> %558 to <2 x i32>
  %560 = xor <2 x i32> %36, %559
  %561 = lshr <2 x i32> %560, splat (i32 9)
  %562 = uitofp nneg <2 x i32> %561 to <2 x float>
  %563 = fadd <2 x float> %562, splat (float 5.000000e-01)
  %564 = fmul <2 x float> %563, splat (float 0x3E80000000000000)
  %565 = fcmp olt <2 x float> %564, splat (float 0x3810000000000000)
  %566 = fmul <2 x float> %564, splat (float 0x4180000000000000)
  %567 = select <2 x i1> %565, <2 x float> %566, <2 x float> %564
  %568 = bitcast <2 x float> %567 to <2 x i32>
  %569 = add nuw <2 x i32> %568, splat (i32 4913933)
  %570 = and <2 x i32> %569, splat (i32 8388607)
  %571 = add nuw nsw <2 x i32> %570, splat (i32 1060439283)
  %572 = bitcast <2 x i32> %571 to <2 x float>
  %573 = fadd <2 x float> %572, splat (float -1.000000e+00)
  %574 = fadd <2 x float> %573, splat (float 2.000000e+00)
  %575 = fdiv <2 x float> %573, %574
  %576 = fadd <2 x float> %555, splat (float 5.000000e-01)
  %577 = fmul <2 x float> %576, splat (float 0x3E80000000000000)
  %578 = fpext <2 x float> %577 to <2 x double>
  %579 = fmul <2 x double> %578, splat (double 4.000000e+00)
  %580 = fadd <2 x double> %579, splat (double 0x4338000000000000)
  %581 = extractelement <2 x double> %580, i64 1
  %582 = fadd double %581, 0xC338000000000000
  %583 = extractelement <2 x double> %579, i64 1
  %584 = fsub double %583, %582
  %585 = fmul double %584, 0x3FF921FB54442D18
  %586 = fmul double %585, %585
  %587 = insertelement <2 x double> poison, double %586, i64 0
  %588 = shufflevector <2 x double> %587, <2 x double> poison, <2 x i32> zeroinitializer
  %589 = fmul <2 x double> %588, <double 0x3E927E4FB7789F5C, double 0x3EC71DE3A556C734>
  %590 = fsub <2 x double> <double 0x3EFA01A01A01A01A, double poison>, %589
  %591 = fadd <2 x double> %589, <double poison, double 0xBF2A01A01A01A01A>
  %592 = shufflevector <2 x double> %590, <2 x double> %591, <2 x i32> <i32 0, i32 3>
  %593 = fmul <2 x double> %588, %592
  %594 = fadd <2 x double> %593, <double 0xBF56C16C16C16C17, double 0x3F81111111111111>
  %595 = fmul <2 x double> %588, %594
  %596 = fadd <2 x double> %595, <double 0x3FA5555555555555, double 0xBFC5555555555555>
  %597 = insertelement <2 x double> %587, double %585, i64 1
  %598 = fmul <2 x double> %597, %588
  %599 = fmul <2 x double> %598, %596
  %600 = fmul double %586, 5.000000e-01
  %601 = fsub double 1.000000e+00, %600
  %602 = select <2 x i1> %565, <2 x i32> splat (i32 -152), <2 x i32> splat (i32 -127)
  %603 = lshr <2 x i32> %569, splat (i32 23)
  %604 = add nsw <2 x i32> %603, %602
  %605 = fmul <2 x float> %575, %575
  %606 = fmul <2 x float> %605, %605
  %607 = fmul <2 x float> %606, splat (float 0x3FCF13C4C0000000)
  %608 = fadd <2 x float> %607, splat (float 0x3FD999C260000000)
  %609 = fmul <2 x float> %606, %608
  %610 = fmul <2 x float> %606, splat (float 0x3FD23D3DC0000000)
  %611 = fadd <2 x float> %610, splat (float 0x3FE5555540000000)
  %612 = fmul <2 x float> %605, %611
  %613 = fadd <2 x float> %612, %609
  %614 = fmul <2 x float> %573, splat (float 5.000000e-01)
  %615 = fmul <2 x float> %573, %614
  %616 = sitofp <2 x i32> %604 to <2 x float>
  %617 = fadd <2 x float> %615, %613
  %618 = fmul <2 x float> %575, %617
  %619 = fmul <2 x float> %616, splat (float 0x3EE2FEFA20000000)
  %620 = fadd <2 x float> %619, %618
  %621 = fsub <2 x float> %620, %615
  %622 = fadd <2 x float> %573, %621
  %623 = fmul <2 x float> %616, splat (float 0x3FE62E3000000000)
  %624 = fadd <2 x float> %623, %622
  %625 = fcmp oeq <2 x float> %564, splat (float 0x7FF0000000000000)
  %626 = fcmp oeq <2 x float> %564, zeroinitializer
  %627 = fmul <2 x float> %624, splat (float -2.000000e+00)
  %628 = select <2 x i1> %625, <2 x float> splat (float 0xFFF0000000000000), <2 x float> %627
  %629 = select <2 x i1> %626, <2 x float> splat (float 0x7FF0000000000000), <2 x float> %628
  %630 = tail call <2 x float> @llvm.sqrt.v2f32(<2 x float> %629)
  %631 = shufflevector <2 x float> %630, <2 x float> poison, <4 x i32> <i32 1, i32 1, i32 0, i32 0>
  %632 = extractelement <2 x double> %580, i64 0
  %633 = fadd double %632, 0xC338000000000000
  %634 = extractelement <2 x double> %579, i64 0
  %635 = fsub double %634, %633
  %636 = fmul double %635, 0x3FF921FB54442D18
  %637 = fmul double %636, %636
  %638 = insertelement <2 x double> poison, double %637, i64 0
  %639 = shufflevector <2 x double> %638, <2 x double> poison, <2 x i32> zeroinitializer
  %640 = fmul <2 x double> %639, <double 0x3E927E4FB7789F5C, double 0x3EC71DE3A556C734>
  %641 = fsub <2 x double> <double 0x3EFA01A01A01A01A, double poison>, %640
  %642 = fadd <2 x double> %640, <double poison, double 0xBF2A01A01A01A01A>
  %643 = shufflevector <2 x double> %641, <2 x double> %642, <2 x i32> <i32 0, i32 3>
  %644 = fmul <2 x double> %639, %643
  %645 = fadd <2 x double> %644, <double 0xBF56C16C16C16C17, double 0x3F81111111111111>
  %646 = fmul <2 x double> %639, %645
  %647 = fadd <2 x double> %646, <double 0x3FA5555555555555, double 0xBFC5555555555555>
  %648 = insertelement <2 x double> %638, double %636, i64 1
  %649 = fmul <2 x double> %648, %639
  %650 = fmul <2 x double> %649, %647
  %651 = fmul double %637, 5.000000e-01
  %652 = fsub double 1.000000e+00, %651
  %653 = insertelement <4 x double> poison, double %652, i64 2
  %654 = insertelement <4 x double> %653, double %636, i64 3
  %655 = shufflevector <2 x double> %599, <2 x double> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %656 = shufflevector <4 x double> %655, <4 x double> %654, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %657 = insertelement <4 x double> poison, double %601, i64 0
  %658 = insertelement <4 x double> %657, double %585, i64 1
  %659 = shufflevector <2 x double> %650, <2 x double> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %660 = shufflevector <4 x double> %658, <4 x double> %659, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %661 = fadd <4 x double> %656, %660
  %662 = fneg <4 x double> %661
  %663 = bitcast <2 x double> %580 to <2 x i64>
  %664 = and <2 x i64> %663, splat (i64 1)
  %665 = and <2 x i64> %663, splat (i64 2)
  %666 = icmp eq <2 x i64> %664, zeroinitializer
  %667 = shufflevector <2 x i1> %666, <2 x i1> poison, <4 x i32> <i32 1, i32 1, i32 0, i32 0>
  %668 = icmp eq <2 x i64> %665, zeroinitializer
  %669 = shufflevector <2 x i1> %668, <2 x i1> poison, <4 x i32> <i32 1, i32 1, i32 0, i32 0>
  %670 = select <4 x i1> %669, <4 x double> %661, <4 x double> %662
  %671 = shufflevector <2 x i1> %668, <2 x i1> poison, <4 x i32> <i32 1, i32 1, i32 0, i32 0>
  %672 = shufflevector <4 x double> %662, <4 x double> %661, <4 x i32> <i32 1, i32 4, i32 3, i32 6>
  %673 = shufflevector <4 x double> %661, <4 x double> %662, <4 x i32> <i32 1, i32 4, i32 3, i32 6>
  %674 = select <4 x i1> %671, <4 x double> %672, <4 x double> %673
  %675 = select <4 x i1> %667, <4 x double> %670, <4 x double> %674
  %676 = fptrunc <4 x double> %675 to <4 x float>
  %677 = fmul <4 x float> %631, %676
  store <4 x float> %677, ptr %556, align 4
  %678 = add nuw i64 %noise29.us, 4
  %679 = icmp ult i64 %678, %full_groups_end
  br i1 %679, label %noise.body.us, label %noise.exit.us, !llvm.loop !25

noise.done.loopexit28.us:                         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block, %vec.epilog.middle.block, %noise_tail.done.us
  %t_next.us38 = fmul float %anneal_ratio, %temperature1.032.us37
  %680 = add nuw i64 %step33.us36, 1
  %exitcond54.not = icmp eq i64 %680, %steps
  br i1 %exitcond54.not, label %step.header.step.exit_crit_edge.split.us39, label %step.body.us35

noise.body.lr.ph.us:                              ; preds = %step.body.us35
  %681 = lshr i64 %key1_step.us, 32
  %682 = mul nuw i64 %681, 3449720151
  %683 = lshr i64 %682, 32
  %684 = xor i64 %key0, %683
  %685 = xor i64 %684, %key1_step.us
  %686 = and i64 %685, 4294967295
  %687 = mul nuw i64 %686, 3528531795
  %688 = lshr i64 %687, 32
  %689 = xor i64 %688, %22
  %brmerge220 = select i1 %min.iters.check106, i1 true, i1 %64
  br i1 %brmerge220, label %noise.body.us.preheader, label %vector.ph107

vector.ph107:                                     ; preds = %noise.body.lr.ph.us
  %broadcast.splatinsert114 = insertelement <8 x i64> poison, i64 %689, i64 0
  %broadcast.splat115 = shufflevector <8 x i64> %broadcast.splatinsert114, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %21, %682
  %.scalar212 = and i64 %.scalar, 4294967295
  %690 = insertelement <8 x i64> poison, i64 %.scalar212, i64 0
  %.masked = shufflevector <8 x i64> %690, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar213 = xor i64 %24, %687
  %.scalar214 = and i64 %.scalar213, 4294967295
  %691 = insertelement <8 x i64> poison, i64 %.scalar214, i64 0
  %.masked211 = shufflevector <8 x i64> %691, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body154

vector.body154:                                   ; preds = %vector.body154, %vector.ph107
  %index155 = phi i64 [ 0, %vector.ph107 ], [ %index.next156, %vector.body154 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 4, i64 8, i64 12, i64 16, i64 20, i64 24, i64 28>, %vector.ph107 ], [ %vec.ind.next, %vector.body154 ]
  %692 = lshr exact <8 x i64> %vec.ind, splat (i64 2)
  %693 = add <8 x i64> %692, %broadcast.splat117
  %694 = and <8 x i64> %693, splat (i64 4294967295)
  %695 = mul nuw <8 x i64> %694, splat (i64 3528531795)
  %696 = xor <8 x i64> %693, %broadcast.splat119
  %697 = xor <8 x i64> %696, %695
  %698 = lshr <8 x i64> %697, splat (i64 32)
  %699 = mul nuw <8 x i64> %698, splat (i64 3449720151)
  %700 = lshr <8 x i64> %699, splat (i64 32)
  %701 = xor <8 x i64> %broadcast.splat115, %695
  %702 = xor <8 x i64> %.masked, %700
  %703 = mul nuw <8 x i64> %702, splat (i64 3528531795)
  %704 = and <8 x i64> %701, splat (i64 4294967295)
  %705 = mul nuw <8 x i64> %704, splat (i64 3449720151)
  %706 = lshr <8 x i64> %703, splat (i64 32)
  %707 = lshr <8 x i64> %705, splat (i64 32)
  %708 = xor <8 x i64> %707, %broadcast.splat123
  %709 = xor <8 x i64> %708, %699
  %710 = and <8 x i64> %709, splat (i64 4294967295)
  %711 = mul nuw <8 x i64> %710, splat (i64 3528531795)
  %712 = xor <8 x i64> %.masked211, %706
  %713 = mul nuw <8 x i64> %712, splat (i64 3449720151)
  %714 = lshr <8 x i64> %711, splat (i64 32)
  %715 = lshr <8 x i64> %713, splat (i64 32)
  %716 = xor <8 x i64> %broadcast.splat127, %715
  %717 = xor <8 x i64> %716, %705
  %718 = xor <8 x i64> %714, %broadcast.splat129
  %719 = xor <8 x i64> %718, %703
  %720 = and <8 x i64> %717, splat (i64 4294967295)
  %721 = mul nuw <8 x i64> %720, splat (i64 3528531795)
  %722 = and <8 x i64> %719, splat (i64 4294967295)
  %723 = mul nuw <8 x i64> %722, splat (i64 3449720151)
  %724 = lshr <8 x i64> %721, splat (i64 32)
  %725 = lshr <8 x i64> %723, splat (i64 32)
  %726 = xor <8 x i64> %725, %broadcast.splat131
  %727 = xor <8 x i64> %726, %713
  %728 = xor <8 x i64> %broadcast.splat133, %724
  %729 = xor <8 x i64> %728, %711
  %730 = and <8 x i64> %727, splat (i64 4294967295)
  %731 = mul nuw <8 x i64> %730, splat (i64 3528531795)
  %732 = and <8 x i64> %729, splat (i64 4294967295)
  %733 = mul nuw <8 x i64> %732, splat (i64 3449720151)
  %734 = lshr <8 x i64> %731, splat (i64 32)
  %735 = lshr <8 x i64> %733, splat (i64 32)
  %736 = xor <8 x i64> %broadcast.splat135, %735
  %737 = xor <8 x i64> %736, %723
  %738 = xor <8 x i64> %734, %broadcast.splat137
  %739 = xor <8 x i64> %738, %721
  %740 = and <8 x i64> %737, splat (i64 4294967295)
  %741 = mul nuw <8 x i64> %740, splat (i64 3528531795)
  %742 = and <8 x i64> %739, splat (i64 4294967295)
  %743 = mul nuw <8 x i64> %742, splat (i64 3449720151)
  %744 = lshr <8 x i64> %741, splat (i64 32)
  %745 = lshr <8 x i64> %743, splat (i64 32)
  %746 = xor <8 x i64> %745, %broadcast.splat139
  %747 = xor <8 x i64> %746, %733
  %748 = xor <8 x i64> %broadcast.splat141, %744
  %749 = xor <8 x i64> %748, %731
  %750 = and <8 x i64> %747, splat (i64 4294967295)
  %751 = mul nuw <8 x i64> %750, splat (i64 3528531795)
  %752 = and <8 x i64> %749, splat (i64 4294967295)
  %753 = mul nuw <8 x i64> %752, splat (i64 3449720151)
  %754 = lshr <8 x i64> %751, splat (i64 32)
  %755 = lshr <8 x i64> %753, splat (i64 32)
  %756 = xor <8 x i64> %broadcast.splat143, %755
  %757 = xor <8 x i64> %756, %743
  %758 = xor <8 x i64> %754, %broadcast.splat145
  %759 = xor <8 x i64> %758, %741
  %760 = and <8 x i64> %757, splat (i64 4294967295)
  %761 = mul nuw <8 x i64> %760, splat (i64 3528531795)
  %762 = and <8 x i64> %759, splat (i64 4294967295)
  %763 = mul nuw <8 x i64> %762, splat (i64 3449720151)
  %764 = lshr <8 x i64> %761, splat (i64 32)
  %765 = lshr <8 x i64> %763, splat (i64 32)
  %766 = xor <8 x i64> %765, %broadcast.splat147
  %767 = xor <8 x i64> %766, %753
  %768 = xor <8 x i64> %broadcast.splat149, %764
  %769 = xor <8 x i64> %768, %751
  %770 = and <8 x i64> %767, splat (i64 4294967295)
  %771 = mul nuw <8 x i64> %770, splat (i64 3528531795)
  %772 = and <8 x i64> %769, splat (i64 4294967295)
  %773 = mul nuw <8 x i64> %772, splat (i64 3449720151)
  %774 = lshr <8 x i64> %771, splat (i64 32)
  %775 = trunc <8 x i64> %771 to <8 x i32>
  %776 = lshr <8 x i64> %773, splat (i64 32)
  %777 = trunc <8 x i64> %773 to <8 x i32>
  %778 = xor <8 x i64> %776, %763
  %779 = trunc <8 x i64> %778 to <8 x i32>
  %780 = xor <8 x i32> %broadcast.splat151, %779
  %781 = xor <8 x i64> %774, %761
  %782 = trunc <8 x i64> %781 to <8 x i32>
  %783 = xor <8 x i32> %broadcast.splat153, %782
  %784 = lshr <8 x i32> %780, splat (i32 9)
  %785 = uitofp nneg <8 x i32> %784 to <8 x float>
  %786 = fadd <8 x float> %785, splat (float 5.000000e-01)
  %787 = fmul <8 x float> %786, splat (float 0x3E80000000000000)
  %788 = lshr <8 x i32> %777, splat (i32 9)
  %789 = uitofp nneg <8 x i32> %788 to <8 x float>
  %790 = fadd <8 x float> %789, splat (float 5.000000e-01)
  %791 = fmul <8 x float> %790, splat (float 0x3E80000000000000)
  %792 = fcmp olt <8 x float> %787, splat (float 0x3810000000000000)
  %793 = fmul <8 x float> %787, splat (float 0x4180000000000000)
  %794 = select <8 x i1> %792, <8 x float> %793, <8 x float> %787
  %795 = select <8 x i1> %792, <8 x i32> splat (i32 -152), <8 x i32> splat (i32 -127)
  %796 = bitcast <8 x float> %794 to <8 x i32>
  %797 = add nuw <8 x i32> %796, splat (i32 4913933)
  %798 = lshr <8 x i32> %797, splat (i32 23)
  %799 = add nsw <8 x i32> %798, %795
  %800 = and <8 x i32> %797, splat (i32 8388607)
  %801 = add nuw nsw <8 x i32> %800, splat (i32 1060439283)
  %802 = bitcast <8 x i32> %801 to <8 x float>
  %803 = fadd <8 x float> %802, splat (float -1.000000e+00)
  %804 = fadd <8 x float> %803, splat (float 2.000000e+00)
  %805 = fdiv <8 x float> %803, %804
  %806 = fmul <8 x float> %805, %805
  %807 = fmul <8 x float> %806, %806
  %808 = fmul <8 x float> %807, splat (float 0x3FCF13C4C0000000)
  %809 = fadd <8 x float> %808, splat (float 0x3FD999C260000000)
  %810 = fmul <8 x float> %807, %809
  %811 = fmul <8 x float> %807, splat (float 0x3FD23D3DC0000000)
  %812 = fadd <8 x float> %811, splat (float 0x3FE5555540000000)
  %813 = fmul <8 x float> %806, %812
  %814 = fadd <8 x float> %813, %810
  %815 = fmul <8 x float> %803, splat (float 5.000000e-01)
  %816 = fmul <8 x float> %803, %815
  %817 = sitofp <8 x i32> %799 to <8 x float>
  %818 = fadd <8 x float> %816, %814
  %819 = fmul <8 x float> %805, %818
  %820 = fmul <8 x float> %817, splat (float 0x3EE2FEFA20000000)
  %821 = fadd <8 x float> %820, %819
  %822 = fsub <8 x float> %821, %816
  %823 = fadd <8 x float> %803, %822
  %824 = fmul <8 x float> %817, splat (float 0x3FE62E3000000000)
  %825 = fadd <8 x float> %824, %823
  %826 = fcmp oeq <8 x float> %787, splat (float 0x7FF0000000000000)
  %827 = fcmp oeq <8 x float> %787, zeroinitializer
  %828 = fmul <8 x float> %825, splat (float -2.000000e+00)
  %829 = select <8 x i1> %826, <8 x float> splat (float 0xFFF0000000000000), <8 x float> %828
  %830 = select <8 x i1> %827, <8 x float> splat (float 0x7FF0000000000000), <8 x float> %829
  %831 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %830)
  %832 = fpext <8 x float> %791 to <8 x double>
  %833 = fmul <8 x double> %832, splat (double 4.000000e+00)
  %834 = fadd <8 x double> %833, splat (double 0x4338000000000000)
  %835 = fadd <8 x double> %834, splat (double 0xC338000000000000)
  %836 = fsub <8 x double> %833, %835
  %837 = fmul <8 x double> %836, splat (double 0x3FF921FB54442D18)
  %838 = fmul <8 x double> %837, %837
  %839 = fmul <8 x double> %838, splat (double 0x3EC71DE3A556C734)
  %840 = fadd <8 x double> %839, splat (double 0xBF2A01A01A01A01A)
  %841 = fmul <8 x double> %838, %840
  %842 = fadd <8 x double> %841, splat (double 0x3F81111111111111)
  %843 = fmul <8 x double> %838, %842
  %844 = fadd <8 x double> %843, splat (double 0xBFC5555555555555)
  %845 = fmul <8 x double> %837, %838
  %846 = fmul <8 x double> %845, %844
  %847 = fadd <8 x double> %837, %846
  %848 = fmul <8 x double> %838, splat (double 0x3E927E4FB7789F5C)
  %849 = fsub <8 x double> splat (double 0x3EFA01A01A01A01A), %848
  %850 = fmul <8 x double> %838, %849
  %851 = fadd <8 x double> %850, splat (double 0xBF56C16C16C16C17)
  %852 = fmul <8 x double> %838, %851
  %853 = fadd <8 x double> %852, splat (double 0x3FA5555555555555)
  %854 = fmul <8 x double> %838, %838
  %855 = fmul <8 x double> %854, %853
  %856 = fmul <8 x double> %838, splat (double 5.000000e-01)
  %857 = fsub <8 x double> splat (double 1.000000e+00), %856
  %858 = fadd <8 x double> %857, %855
  %859 = fneg <8 x double> %847
  %860 = fneg <8 x double> %858
  %861 = bitcast <8 x double> %834 to <8 x i64>
  %862 = and <8 x i64> %861, splat (i64 1)
  %863 = and <8 x i64> %861, splat (i64 2)
  %864 = icmp eq <8 x i64> %862, zeroinitializer
  %865 = icmp eq <8 x i64> %863, zeroinitializer
  %866 = select <8 x i1> %865, <8 x double> %847, <8 x double> %859
  %867 = select <8 x i1> %865, <8 x double> %858, <8 x double> %860
  %868 = select <8 x i1> %864, <8 x double> %866, <8 x double> %867
  %869 = select <8 x i1> %865, <8 x double> %859, <8 x double> %847
  %870 = select <8 x i1> %864, <8 x double> %867, <8 x double> %869
  %871 = fptrunc <8 x double> %868 to <8 x float>
  %872 = fptrunc <8 x double> %870 to <8 x float>
  %873 = fmul <8 x float> %831, %872
  %874 = fmul <8 x float> %831, %871
  %875 = lshr <8 x i32> %783, splat (i32 9)
  %876 = uitofp nneg <8 x i32> %875 to <8 x float>
  %877 = fadd <8 x float> %876, splat (float 5.000000e-01)
  %878 = fmul <8 x float> %877, splat (float 0x3E80000000000000)
  %879 = lshr <8 x i32> %775, splat (i32 9)
  %880 = uitofp nneg <8 x i32> %879 to <8 x float>
  %881 = fadd <8 x float> %880, splat (float 5.000000e-01)
  %882 = fmul <8 x float> %881, splat (float 0x3E80000000000000)
  %883 = fcmp olt <8 x float> %878, splat (float 0x3810000000000000)
  %884 = fmul <8 x float> %878, splat (float 0x4180000000000000)
  %885 = select <8 x i1> %883, <8 x float> %884, <8 x float> %878
  %886 = select <8 x i1> %883, <8 x i32> splat (i32 -152), <8 x i32> splat (i32 -127)
  %887 = bitcast <8 x float> %885 to <8 x i32>
  %888 = add nuw <8 x i32> %887, splat (i32 4913933)
  %889 = lshr <8 x i32> %888, splat (i32 23)
  %890 = add nsw <8 x i32> %889, %886
  %891 = and <8 x i32> %888, splat (i32 8388607)
  %892 = add nuw nsw <8 x i32> %891, splat (i32 1060439283)
  %893 = bitcast <8 x i32> %892 to <8 x float>
  %894 = fadd <8 x float> %893, splat (float -1.000000e+00)
  %895 = fadd <8 x float> %894, splat (float 2.000000e+00)
  %896 = fdiv <8 x float> %894, %895
  %897 = fmul <8 x float> %896, %896
  %898 = fmul <8 x float> %897, %897
  %899 = fmul <8 x float> %898, splat (float 0x3FCF13C4C0000000)
  %900 = fadd <8 x float> %899, splat (float 0x3FD999C260000000)
  %901 = fmul <8 x float> %898, %900
  %902 = fmul <8 x float> %898, splat (float 0x3FD23D3DC0000000)
  %903 = fadd <8 x float> %902, splat (float 0x3FE5555540000000)
  %904 = fmul <8 x float> %897, %903
  %905 = fadd <8 x float> %904, %901
  %906 = fmul <8 x float> %894, splat (float 5.000000e-01)
  %907 = fmul <8 x float> %894, %906
  %908 = sitofp <8 x i32> %890 to <8 x float>
  %909 = fadd <8 x float> %907, %905
  %910 = fmul <8 x float> %896, %909
  %911 = fmul <8 x float> %908, splat (float 0x3EE2FEFA20000000)
  %912 = fadd <8 x float> %911, %910
  %913 = fsub <8 x float> %912, %907
  %914 = fadd <8 x float> %894, %913
  %915 = fmul <8 x float> %908, splat (float 0x3FE62E3000000000)
  %916 = fadd <8 x float> %915, %914
  %917 = fcmp oeq <8 x float> %878, splat (float 0x7FF0000000000000)
  %918 = fcmp oeq <8 x float> %878, zeroinitializer
  %919 = fmul <8 x float> %916, splat (float -2.000000e+00)
  %920 = select <8 x i1> %917, <8 x float> splat (float 0xFFF0000000000000), <8 x float> %919
  %921 = select <8 x i1> %918, <8 x float> splat (float 0x7FF0000000000000), <8 x float> %920
  %922 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %921)
  %923 = fpext <8 x float> %882 to <8 x double>
  %924 = fmul <8 x double> %923, splat (double 4.000000e+00)
  %925 = fadd <8 x double> %924, splat (double 0x4338000000000000)
  %926 = fadd <8 x double> %925, splat (double 0xC338000000000000)
  %927 = fsub <8 x double> %924, %926
  %928 = fmul <8 x double> %927, splat (double 0x3FF921FB54442D18)
  %929 = fmul <8 x double> %928, %928
  %930 = fmul <8 x double> %929, splat (double 0x3EC71DE3A556C734)
  %931 = fadd <8 x double> %930, splat (double 0xBF2A01A01A01A01A)
  %932 = fmul <8 x double> %929, %931
  %933 = fadd <8 x double> %932, splat (double 0x3F81111111111111)
  %934 = fmul <8 x double> %929, %933
  %935 = fadd <8 x double> %934, splat (double 0xBFC5555555555555)
  %936 = fmul <8 x double> %928, %929
  %937 = fmul <8 x double> %936, %935
  %938 = fadd <8 x double> %928, %937
  %939 = fmul <8 x double> %929, splat (double 0x3E927E4FB7789F5C)
  %940 = fsub <8 x double> splat (double 0x3EFA01A01A01A01A), %939
  %941 = fmul <8 x double> %929, %940
  %942 = fadd <8 x double> %941, splat (double 0xBF56C16C16C16C17)
  %943 = fmul <8 x double> %929, %942
  %944 = fadd <8 x double> %943, splat (double 0x3FA5555555555555)
  %945 = fmul <8 x double> %929, %929
  %946 = fmul <8 x double> %945, %944
  %947 = fmul <8 x double> %929, splat (double 5.000000e-01)
  %948 = fsub <8 x double> splat (double 1.000000e+00), %947
  %949 = fadd <8 x double> %948, %946
  %950 = fneg <8 x double> %938
  %951 = fneg <8 x double> %949
  %952 = bitcast <8 x double> %925 to <8 x i64>
  %953 = and <8 x i64> %952, splat (i64 1)
  %954 = and <8 x i64> %952, splat (i64 2)
  %955 = icmp eq <8 x i64> %953, zeroinitializer
  %956 = icmp eq <8 x i64> %954, zeroinitializer
  %957 = select <8 x i1> %956, <8 x double> %938, <8 x double> %950
  %958 = select <8 x i1> %956, <8 x double> %949, <8 x double> %951
  %959 = select <8 x i1> %955, <8 x double> %957, <8 x double> %958
  %960 = select <8 x i1> %956, <8 x double> %950, <8 x double> %938
  %961 = select <8 x i1> %955, <8 x double> %958, <8 x double> %960
  %962 = fptrunc <8 x double> %959 to <8 x float>
  %963 = fptrunc <8 x double> %961 to <8 x float>
  %964 = fmul <8 x float> %922, %963
  %965 = fmul <8 x float> %922, %962
  %.idx = shl i64 %index155, 4
  %966 = getelementptr inbounds i8, ptr %scratch, i64 %.idx
  %967 = shufflevector <8 x float> %873, <8 x float> %874, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %968 = shufflevector <8 x float> %964, <8 x float> %965, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %interleaved.vec = shufflevector <16 x float> %967, <16 x float> %968, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  store <32 x float> %interleaved.vec, ptr %966, align 4
  %index.next156 = add nuw i64 %index155, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 32)
  %969 = icmp eq i64 %index.next156, %n.vec109
  br i1 %969, label %middle.block157, label %vector.body154, !llvm.loop !26

middle.block157:                                  ; preds = %vector.body154
  br i1 %cmp.n158, label %noise.exit.us, label %noise.body.us.preheader

noise.body.us.preheader:                          ; preds = %noise.body.lr.ph.us, %middle.block157
  %noise29.us.ph = phi i64 [ %65, %middle.block157 ], [ 0, %noise.body.lr.ph.us ]
  %invariant.op = xor i64 %682, %21
  %970 = insertelement <2 x i64> %55, i64 %687, i64 1
  br label %noise.body.us

step.header.step.exit_crit_edge.split.us39:       ; preds = %noise.done.loopexit28.us
  %971 = add nuw i64 %row34.us, 1
  %exitcond55.not = icmp eq i64 %971, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond55.not, label %row.exit, label %row.body.us

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.split.us39, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, %row.body.lr.ph.split.us.split.us, %row.body.lr.ph, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.sqrt.v8f32(<8 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.sqrt.v2f32(<2 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2, !"LVerDomain"}
!3 = !{!4}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.isvectorized", i32 1}
!7 = !{!"llvm.loop.unroll.runtime.disable"}
!8 = !{!"branch_weights", i32 4, i32 28}
!9 = distinct !{!9, !6, !7}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !6}
!13 = !{!14}
!14 = distinct !{!14, !15}
!15 = distinct !{!15, !"LVerDomain"}
!16 = !{!17, !18}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = !{!17}
!20 = !{!18}
!21 = distinct !{!21, !6, !7}
!22 = !{!"branch_weights", i32 4, i32 12}
!23 = distinct !{!23, !6, !7}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !6, !7}
