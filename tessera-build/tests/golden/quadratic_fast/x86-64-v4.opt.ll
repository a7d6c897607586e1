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
  %.not44 = icmp eq i64 %steps, 0
  %full_groups_end = and i64 %n_features, -4
  %.not45 = icmp eq i64 %full_groups_end, 0
  %15 = add i64 %n_features, 3
  %groups = lshr i64 %15, 2
  %16 = trunc i64 %key0 to i32
  %17 = lshr i64 %key0, 32
  %18 = trunc nuw i64 %17 to i32
  %19 = add i64 %key0, 2654435769
  %20 = add nuw nsw i64 %17, 3144134277
  %21 = add i64 %key0, 1013904242
  %22 = add nuw nsw i64 %17, 1993301258
  %23 = add i64 %key0, 3668340011
  %24 = add nuw nsw i64 %17, 842468239
  %25 = add i64 %key0, 2027808484
  %26 = add nuw nsw i64 %17, 3986602516
  %27 = add i64 %key0, 387276957
  %28 = add nuw nsw i64 %17, 2835769497
  %29 = add i64 %key0, 3041712726
  %30 = add nuw nsw i64 %17, 1684936478
  %31 = add i64 %key0, 1401181199
  %32 = add nuw nsw i64 %17, 534103459
  %33 = add i64 %key0, 4055616968
  %34 = add nuw nsw i64 %17, 3678237736
  %35 = add i32 %16, -1879881855
  %36 = add i32 %18, -1767562579
  %.not = icmp eq i64 %full_groups_end, %n_features
  %37 = lshr i64 %n_features, 2
  %38 = getelementptr inbounds float, ptr %scratch, i64 %full_groups_end
  %39 = or disjoint i64 %full_groups_end, 1
  %40 = icmp ult i64 %39, %n_features
  %41 = getelementptr inbounds float, ptr %scratch, i64 %39
  %42 = or disjoint i64 %full_groups_end, 2
  %43 = icmp ult i64 %42, %n_features
  %44 = getelementptr inbounds float, ptr %scratch, i64 %42
  %.not47 = icmp eq i64 %n_features, 0
  br i1 %.not44, label %row.exit, label %row.body.lr.ph.split.us

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
  %scevgep71 = getelementptr i8, ptr %scratch, i64 %48
  %52 = add i64 %full_groups_end, -1
  %53 = lshr i64 %52, 1
  %scevgep95 = getelementptr i8, ptr %scratch, i64 4
  %54 = add nuw i64 %53, 1
  %55 = lshr i64 %52, 2
  %scevgep111 = getelementptr i8, ptr %scratch, i64 8
  %scevgep115 = getelementptr i8, ptr %scratch, i64 12
  %56 = add i64 %full_groups_end, -1
  %57 = lshr i64 %56, 2
  %58 = add nuw nsw i64 %57, 1
  %min.iters.check120 = icmp ult i64 %full_groups_end, 29
  %mul.result109 = shl i64 %55, 4
  %59 = getelementptr i8, ptr %scevgep95, i64 %mul.result109
  %60 = icmp ult ptr %59, %scevgep95
  %mul.result113 = shl i64 %55, 4
  %mul.overflow114 = icmp ugt i64 %52, 4611686018427387903
  %61 = getelementptr i8, ptr %scevgep111, i64 %mul.result113
  %62 = icmp ult ptr %61, %scevgep111
  %63 = or i1 %62, %mul.overflow114
  %mul.result117 = shl i64 %55, 4
  %64 = getelementptr i8, ptr %scevgep115, i64 %mul.result117
  %65 = icmp ult ptr %64, %scevgep115
  %66 = or i1 %60, %63
  %67 = or i1 %65, %66
  %n.vec123 = and i64 %58, 9223372036854775800
  %68 = shl i64 %n.vec123, 2
  %broadcast.splatinsert132 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat133 = shufflevector <8 x i64> %broadcast.splatinsert132, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert136 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat137 = shufflevector <8 x i64> %broadcast.splatinsert136, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert140 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat141 = shufflevector <8 x i64> %broadcast.splatinsert140, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert142 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat143 = shufflevector <8 x i64> %broadcast.splatinsert142, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert144 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat145 = shufflevector <8 x i64> %broadcast.splatinsert144, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert146 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat147 = shufflevector <8 x i64> %broadcast.splatinsert146, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert148 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat149 = shufflevector <8 x i64> %broadcast.splatinsert148, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert150 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat151 = shufflevector <8 x i64> %broadcast.splatinsert150, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert152 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat153 = shufflevector <8 x i64> %broadcast.splatinsert152, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert154 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat155 = shufflevector <8 x i64> %broadcast.splatinsert154, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert156 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat157 = shufflevector <8 x i64> %broadcast.splatinsert156, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert158 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat159 = shufflevector <8 x i64> %broadcast.splatinsert158, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert160 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat161 = shufflevector <8 x i64> %broadcast.splatinsert160, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert162 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat163 = shufflevector <8 x i64> %broadcast.splatinsert162, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert164 = insertelement <8 x i32> poison, i32 %35, i64 0
  %broadcast.splat165 = shufflevector <8 x i32> %broadcast.splatinsert164, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert166 = insertelement <8 x i32> poison, i32 %36, i64 0
  %broadcast.splat167 = shufflevector <8 x i32> %broadcast.splatinsert166, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n174 = icmp eq i64 %58, %n.vec123
  %min.iters.check96 = icmp ult i64 %full_groups_end, 15
  %mul.result = shl i64 %53, 3
  %mul.overflow = icmp ugt i64 %52, 4611686018427387903
  %69 = getelementptr i8, ptr %scevgep95, i64 %mul.result
  %70 = icmp ult ptr %69, %scevgep95
  %71 = or i1 %70, %mul.overflow
  %n.vec99 = and i64 %54, 4611686018427387896
  %72 = shl nuw nsw i64 %n.vec99, 1
  %cmp.n105 = icmp eq i64 %54, %n.vec99
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check75 = icmp ult i64 %n_features, 16
  %n.mod.vf = and i64 %n_features, 12
  %n.vec = and i64 %n_features, -16
  %broadcast.splatinsert = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec84 = and i64 %n_features, -4
  %broadcast.splatinsert85 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat86 = shufflevector <4 x float> %broadcast.splatinsert85, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n94 = icmp eq i64 %n_features, %n.vec84
  %xtraiter = and i64 %n_features, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %row.body.us

row.body.lr.ph.split.us.split.us:                 ; preds = %row.body.lr.ph.split.us
  br i1 %.not47, label %row.exit, label %row.body.us.us.us.preheader

row.body.us.us.us.preheader:                      ; preds = %row.body.lr.ph.split.us.split.us
  %73 = mul i64 %row_begin, %n_features
  %74 = shl i64 %73, 2
  %75 = shl i64 %n_features, 2
  %76 = shl i64 %row_begin, 2
  %77 = add i64 %76, 4
  %78 = mul i64 %n_features, %77
  %min.iters.check187 = icmp ult i64 %n_features, 4
  %min.iters.check190 = icmp ult i64 %n_features, 32
  %n.mod.vf193 = and i64 %n_features, 28
  %n.vec194 = and i64 %n_features, -32
  %broadcast.splatinsert195 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat196 = shufflevector <8 x float> %broadcast.splatinsert195, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n209 = icmp eq i64 %n_features, %n.vec194
  %min.epilog.iters.check213 = icmp eq i64 %n.mod.vf193, 0
  %n.vec216 = and i64 %n_features, -4
  %broadcast.splatinsert217 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat218 = shufflevector <4 x float> %broadcast.splatinsert217, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n225 = icmp eq i64 %n_features, %n.vec216
  %xtraiter234 = and i64 %n_features, 3
  %lcmp.mod235.not = icmp eq i64 %xtraiter234, 0
  br label %row.body.us.us.us

row.body.us.us.us:                                ; preds = %row.body.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us
  %indvar177 = phi i64 [ 0, %row.body.us.us.us.preheader ], [ %indvar.next178, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %row31.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.preheader ], [ %174, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %79 = mul i64 %75, %indvar177
  %80 = add i64 %74, %79
  %scevgep179 = getelementptr i8, ptr %state, i64 %80
  %81 = add i64 %78, %79
  %scevgep180 = getelementptr i8, ptr %state, i64 %81
  %scevgep181 = getelementptr i8, ptr %input_0, i64 %80
  %scevgep182 = getelementptr i8, ptr %input_0, i64 %81
  %row_offset.us.us.us = mul i64 %row31.us.us.us, %n_features
  %82 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us
  %83 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us.us
  %bound0183 = icmp ult ptr %scevgep179, %scevgep182
  %bound1184 = icmp ult ptr %scevgep181, %scevgep180
  %found.conflict185 = and i1 %bound0183, %bound1184
  br label %iter.check189

iter.check189:                                    ; preds = %feature.header13.noise.done.loopexit_crit_edge.us.us.us.us.us, %row.body.us.us.us
  %step30.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us ], [ %173, %feature.header13.noise.done.loopexit_crit_edge.us.us.us.us.us ]
  %brmerge = select i1 %min.iters.check187, i1 true, i1 %found.conflict185
  br i1 %brmerge, label %feature.body14.us.us.us.us.us.preheader, label %vector.main.loop.iter.check191

vector.main.loop.iter.check191:                   ; preds = %iter.check189
  br i1 %min.iters.check190, label %vec.epilog.ph214, label %vector.body197

vector.body197:                                   ; preds = %vector.main.loop.iter.check191, %vector.body197
  %index198 = phi i64 [ %index.next207, %vector.body197 ], [ 0, %vector.main.loop.iter.check191 ]
  %84 = getelementptr inbounds float, ptr %82, i64 %index198
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 32
  %86 = getelementptr inbounds nuw i8, ptr %84, i64 64
  %87 = getelementptr inbounds nuw i8, ptr %84, i64 96
  %wide.load199 = load <8 x float>, ptr %84, align 4, !alias.scope !0, !noalias !3
  %wide.load200 = load <8 x float>, ptr %85, align 4, !alias.scope !0, !noalias !3
  %wide.load201 = load <8 x float>, ptr %86, align 4, !alias.scope !0, !noalias !3
  %wide.load202 = load <8 x float>, ptr %87, align 4, !alias.scope !0, !noalias !3
  %88 = getelementptr inbounds float, ptr %83, i64 %index198
  %89 = getelementptr inbounds nuw i8, ptr %88, i64 32
  %90 = getelementptr inbounds nuw i8, ptr %88, i64 64
  %91 = getelementptr inbounds nuw i8, ptr %88, i64 96
  %wide.load203 = load <8 x float>, ptr %88, align 4, !alias.scope !3
  %wide.load204 = load <8 x float>, ptr %89, align 4, !alias.scope !3
  %wide.load205 = load <8 x float>, ptr %90, align 4, !alias.scope !3
  %wide.load206 = load <8 x float>, ptr %91, align 4, !alias.scope !3
  %92 = fsub <8 x float> %wide.load203, %wide.load199
  %93 = fsub <8 x float> %wide.load204, %wide.load200
  %94 = fsub <8 x float> %wide.load205, %wide.load201
  %95 = fsub <8 x float> %wide.load206, %wide.load202
  %96 = fmul <8 x float> %92, splat (float 2.000000e+00)
  %97 = fmul <8 x float> %93, splat (float 2.000000e+00)
  %98 = fmul <8 x float> %94, splat (float 2.000000e+00)
  %99 = fmul <8 x float> %95, splat (float 2.000000e+00)
  %100 = fmul <8 x float> %96, splat (float 5.000000e-01)
  %101 = fmul <8 x float> %97, splat (float 5.000000e-01)
  %102 = fmul <8 x float> %98, splat (float 5.000000e-01)
  %103 = fmul <8 x float> %99, splat (float 5.000000e-01)
  %104 = fmul <8 x float> %broadcast.splat196, %100
  %105 = fmul <8 x float> %broadcast.splat196, %101
  %106 = fmul <8 x float> %broadcast.splat196, %102
  %107 = fmul <8 x float> %broadcast.splat196, %103
  %108 = fadd <8 x float> %wide.load199, %104
  %109 = fadd <8 x float> %wide.load200, %105
  %110 = fadd <8 x float> %wide.load201, %106
  %111 = fadd <8 x float> %wide.load202, %107
  store <8 x float> %108, ptr %84, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %109, ptr %85, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %110, ptr %86, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %111, ptr %87, align 4, !alias.scope !0, !noalias !3
  %index.next207 = add nuw i64 %index198, 32
  %112 = icmp eq i64 %index.next207, %n.vec194
  br i1 %112, label %middle.block208, label %vector.body197, !llvm.loop !5

middle.block208:                                  ; preds = %vector.body197
  br i1 %cmp.n209, label %feature.header13.noise.done.loopexit_crit_edge.us.us.us.us.us, label %vec.epilog.iter.check212

vec.epilog.iter.check212:                         ; preds = %middle.block208
  br i1 %min.epilog.iters.check213, label %feature.body14.us.us.us.us.us.preheader, label %vec.epilog.ph214, !prof !8

vec.epilog.ph214:                                 ; preds = %vector.main.loop.iter.check191, %vec.epilog.iter.check212
  %vec.epilog.resume.val210 = phi i64 [ %n.vec194, %vec.epilog.iter.check212 ], [ 0, %vector.main.loop.iter.check191 ]
  br label %vec.epilog.vector.body219

vec.epilog.vector.body219:                        ; preds = %vec.epilog.vector.body219, %vec.epilog.ph214
  %index220 = phi i64 [ %vec.epilog.resume.val210, %vec.epilog.ph214 ], [ %index.next223, %vec.epilog.vector.body219 ]
  %113 = getelementptr inbounds float, ptr %82, i64 %index220
  %wide.load221 = load <4 x float>, ptr %113, align 4, !alias.scope !0, !noalias !3
  %114 = getelementptr inbounds float, ptr %83, i64 %index220
  %wide.load222 = load <4 x float>, ptr %114, align 4, !alias.scope !3
  %115 = fsub <4 x float> %wide.load222, %wide.load221
  %116 = fmul <4 x float> %115, splat (float 2.000000e+00)
  %117 = fmul <4 x float> %116, splat (float 5.000000e-01)
  %118 = fmul <4 x float> %broadcast.splat218, %117
  %119 = fadd <4 x float> %wide.load221, %118
  store <4 x float> %119, ptr %113, align 4, !alias.scope !0, !noalias !3
  %index.next223 = add nuw i64 %index220, 4
  %120 = icmp eq i64 %index.next223, %n.vec216
  br i1 %120, label %vec.epilog.middle.block224, label %vec.epilog.vector.body219, !llvm.loop !9

vec.epilog.middle.block224:                       ; preds = %vec.epilog.vector.body219
  br i1 %cmp.n225, label %feature.header13.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body14.us.us.us.us.us.preheader

feature.body14.us.us.us.us.us.preheader:          ; preds = %iter.check189, %vec.epilog.iter.check212, %vec.epilog.middle.block224
  %feature1628.us.us.us.us.us.ph = phi i64 [ 0, %iter.check189 ], [ %n.vec216, %vec.epilog.middle.block224 ], [ %n.vec194, %vec.epilog.iter.check212 ]
  br i1 %lcmp.mod235.not, label %feature.body14.us.us.us.us.us.prol.loopexit, label %feature.body14.us.us.us.us.us.prol

feature.body14.us.us.us.us.us.prol:               ; preds = %feature.body14.us.us.us.us.us.preheader, %feature.body14.us.us.us.us.us.prol
  %feature1628.us.us.us.us.us.prol = phi i64 [ %130, %feature.body14.us.us.us.us.us.prol ], [ %feature1628.us.us.us.us.us.ph, %feature.body14.us.us.us.us.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body14.us.us.us.us.us.prol ], [ 0, %feature.body14.us.us.us.us.us.preheader ]
  %121 = getelementptr inbounds float, ptr %82, i64 %feature1628.us.us.us.us.us.prol
  %122 = load float, ptr %121, align 4
  %123 = getelementptr inbounds float, ptr %83, i64 %feature1628.us.us.us.us.us.prol
  %124 = load float, ptr %123, align 4
  %125 = fsub float %124, %122
  %126 = fmul float %125, 2.000000e+00
  %127 = fmul float %126, 5.000000e-01
  %128 = fmul float %eta, %127
  %129 = fadd float %122, %128
  store float %129, ptr %121, align 4
  %130 = add nuw i64 %feature1628.us.us.us.us.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter234
  br i1 %prol.iter.cmp.not, label %feature.body14.us.us.us.us.us.prol.loopexit, label %feature.body14.us.us.us.us.us.prol, !llvm.loop !10

feature.body14.us.us.us.us.us.prol.loopexit:      ; preds = %feature.body14.us.us.us.us.us.prol, %feature.body14.us.us.us.us.us.preheader
  %feature1628.us.us.us.us.us.unr = phi i64 [ %feature1628.us.us.us.us.us.ph, %feature.body14.us.us.us.us.us.preheader ], [ %130, %feature.body14.us.us.us.us.us.prol ]
  %131 = sub i64 %feature1628.us.us.us.us.us.ph, %n_features
  %132 = icmp ugt i64 %131, -4
  br i1 %132, label %feature.header13.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body14.us.us.us.us.us

feature.body14.us.us.us.us.us:                    ; preds = %feature.body14.us.us.us.us.us.prol.loopexit, %feature.body14.us.us.us.us.us
  %feature1628.us.us.us.us.us = phi i64 [ %172, %feature.body14.us.us.us.us.us ], [ %feature1628.us.us.us.us.us.unr, %feature.body14.us.us.us.us.us.prol.loopexit ]
  %133 = getelementptr inbounds float, ptr %82, i64 %feature1628.us.us.us.us.us
  %134 = load float, ptr %133, align 4
  %135 = getelementptr inbounds float, ptr %83, i64 %feature1628.us.us.us.us.us
  %136 = load float, ptr %135, align 4
  %137 = fsub float %136, %134
  %138 = fmul float %137, 2.000000e+00
  %139 = fmul float %138, 5.000000e-01
  %140 = fmul float %eta, %139
  %141 = fadd float %134, %140
  store float %141, ptr %133, align 4
  %142 = add nuw i64 %feature1628.us.us.us.us.us, 1
  %143 = getelementptr inbounds float, ptr %82, i64 %142
  %144 = load float, ptr %143, align 4
  %145 = getelementptr inbounds float, ptr %83, i64 %142
  %146 = load float, ptr %145, align 4
  %147 = fsub float %146, %144
  %148 = fmul float %147, 2.000000e+00
  %149 = fmul float %148, 5.000000e-01
  %150 = fmul float %eta, %149
  %151 = fadd float %144, %150
  store float %151, ptr %143, align 4
  %152 = add nuw i64 %feature1628.us.us.us.us.us, 2
  %153 = getelementptr inbounds float, ptr %82, i64 %152
  %154 = load float, ptr %153, align 4
  %155 = getelementptr inbounds float, ptr %83, i64 %152
  %156 = load float, ptr %155, align 4
  %157 = fsub float %156, %154
  %158 = fmul float %157, 2.000000e+00
  %159 = fmul float %158, 5.000000e-01
  %160 = fmul float %eta, %159
  %161 = fadd float %154, %160
  store float %161, ptr %153, align 4
  %162 = add nuw i64 %feature1628.us.us.us.us.us, 3
  %163 = getelementptr inbounds float, ptr %82, i64 %162
  %164 = load float, ptr %163, align 4
  %165 = getelementptr inbounds float, ptr %83, i64 %162
  %166 = load float, ptr %165, align 4
  %167 = fsub float %166, %164
  %168 = fmul float %167, 2.000000e+00
  %169 = fmul float %168, 5.000000e-01
  %170 = fmul float %eta, %169
  %171 = fadd float %164, %170
  store float %171, ptr %163, align 4
  %172 = add nuw i64 %feature1628.us.us.us.us.us, 4
  %exitcond54.not.3 = icmp eq i64 %172, %n_features
  br i1 %exitcond54.not.3, label %feature.header13.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body14.us.us.us.us.us, !llvm.loop !12

feature.header13.noise.done.loopexit_crit_edge.us.us.us.us.us: ; preds = %feature.body14.us.us.us.us.us.prol.loopexit, %feature.body14.us.us.us.us.us, %vec.epilog.middle.block224, %middle.block208
  %173 = add nuw i64 %step30.us.us.us.us.us, 1
  %exitcond55.not = icmp eq i64 %173, %steps
  br i1 %exitcond55.not, label %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, label %iter.check189

step.header.step.exit_crit_edge.split.us.split.us.us.us.us: ; preds = %feature.header13.noise.done.loopexit_crit_edge.us.us.us.us.us
  %174 = add nuw i64 %row31.us.us.us, 1
  %exitcond56.not = icmp eq i64 %174, %row_end
  %indvar.next178 = add i64 %indvar177, 1
  br i1 %exitcond56.not, label %row.exit, label %row.body.us.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.split.us36
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.us36 ]
  %row31.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %894, %step.header.step.exit_crit_edge.split.us36 ]
  %175 = mul i64 %48, %indvar
  %176 = add i64 %47, %175
  %scevgep = getelementptr i8, ptr %state, i64 %176
  %177 = add i64 %51, %175
  %scevgep68 = getelementptr i8, ptr %state, i64 %177
  %scevgep69 = getelementptr i8, ptr %input_0, i64 %176
  %scevgep70 = getelementptr i8, ptr %input_0, i64 %177
  %row_offset.us = mul i64 %row31.us, %n_features
  %178 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %179 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %180 = mul i64 %row31.us, %groups
  %group6.us = add i64 %180, %37
  %181 = and i64 %group6.us, 4294967295
  %182 = mul nuw i64 %181, 3528531795
  %183 = xor i64 %group6.us, %key0
  %184 = xor i64 %183, %182
  %185 = lshr i64 %184, 32
  %186 = mul nuw i64 %185, 3449720151
  %187 = lshr i64 %186, 32
  %188 = xor i64 %187, %19
  %broadcast.splatinsert130 = insertelement <8 x i64> poison, i64 %180, i64 0
  %broadcast.splat131 = shufflevector <8 x i64> %broadcast.splatinsert130, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op237 = xor i64 %182, %20
  %invariant.op238 = xor i64 %186, %21
  %bound0 = icmp ult ptr %scevgep, %scevgep70
  %bound1 = icmp ult ptr %scevgep69, %scevgep68
  %found.conflict = and i1 %bound0, %bound1
  %bound072 = icmp ult ptr %scevgep, %scevgep71
  %bound173 = icmp ult ptr %scratch, %scevgep68
  %found.conflict74 = and i1 %bound072, %bound173
  %conflict.rdx = or i1 %found.conflict, %found.conflict74
  br label %step.body.us32

step.body.us32:                                   ; preds = %row.body.us, %noise.done.loopexit24.us
  %step30.us33 = phi i64 [ 0, %row.body.us ], [ %786, %noise.done.loopexit24.us ]
  %temperature1.029.us34 = phi float [ %temperature, %row.body.us ], [ %t_next.us35, %noise.done.loopexit24.us ]
  %189 = fmul float %two_eta, %temperature1.029.us34
  %190 = fcmp ogt float %189, 0.000000e+00
  %191 = tail call float @llvm.sqrt.f32(float %189)
  %192 = select i1 %190, float %191, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %192
  %key1_step.us = add i64 %step30.us33, %key1
  br i1 %.not45, label %noise.exit.us, label %philox.body.lr.ph.us

noise.exit.us:                                    ; preds = %noise.body.us, %middle.block104, %step.body.us32
  br i1 %.not, label %noise_tail.done.us, label %noise_tail.then.us

noise_tail.then.us:                               ; preds = %noise.exit.us
  %193 = lshr i64 %key1_step.us, 32
  %194 = mul nuw i64 %193, 3449720151
  %195 = lshr i64 %194, 32
  %196 = xor i64 %key0, %195
  %197 = xor i64 %196, %key1_step.us
  %198 = and i64 %197, 4294967295
  %199 = mul nuw i64 %198, 3528531795
  %200 = lshr i64 %199, 32
  %201 = xor i64 %188, %194
  %.reass64.reass = xor i64 %200, %invariant.op237
  %202 = and i64 %201, 4294967295
  %203 = mul nuw i64 %202, 3528531795
  %204 = and i64 %.reass64.reass, 4294967295
  %205 = mul nuw i64 %204, 3449720151
  %206 = lshr i64 %203, 32
  %207 = lshr i64 %205, 32
  %.reass66.reass = xor i64 %207, %invariant.op238
  %208 = xor i64 %206, %22
  %209 = xor i64 %208, %199
  %210 = and i64 %.reass66.reass, 4294967295
  %211 = mul nuw i64 %210, 3528531795
  %212 = and i64 %209, 4294967295
  %213 = mul nuw i64 %212, 3449720151
  %214 = lshr i64 %211, 32
  %215 = lshr i64 %213, 32
  %216 = xor i64 %215, %23
  %217 = xor i64 %216, %205
  %218 = xor i64 %24, %214
  %219 = xor i64 %218, %203
  %220 = and i64 %217, 4294967295
  %221 = mul nuw i64 %220, 3528531795
  %222 = and i64 %219, 4294967295
  %223 = mul nuw i64 %222, 3449720151
  %224 = lshr i64 %221, 32
  %225 = lshr i64 %223, 32
  %226 = xor i64 %25, %225
  %227 = xor i64 %226, %213
  %228 = xor i64 %224, %26
  %229 = xor i64 %228, %211
  %230 = and i64 %227, 4294967295
  %231 = mul nuw i64 %230, 3528531795
  %232 = and i64 %229, 4294967295
  %233 = mul nuw i64 %232, 3449720151
  %234 = lshr i64 %231, 32
  %235 = lshr i64 %233, 32
  %236 = xor i64 %235, %27
  %237 = xor i64 %236, %223
  %238 = xor i64 %28, %234
  %239 = xor i64 %238, %221
  %240 = and i64 %237, 4294967295
  %241 = mul nuw i64 %240, 3528531795
  %242 = and i64 %239, 4294967295
  %243 = mul nuw i64 %242, 3449720151
  %244 = lshr i64 %241, 32
  %245 = lshr i64 %243, 32
  %246 = xor i64 %29, %245
  %247 = xor i64 %246, %233
  %248 = xor i64 %244, %30
  %249 = xor i64 %248, %231
  %250 = and i64 %247, 4294967295
  %251 = mul nuw i64 %250, 3528531795
  %252 = and i64 %249, 4294967295
  %253 = mul nuw i64 %252, 3449720151
  %254 = lshr i64 %251, 32
  %255 = lshr i64 %253, 32
  %256 = xor i64 %255, %31
  %257 = xor i64 %256, %243
  %258 = xor i64 %32, %254
  %259 = xor i64 %258, %241
  %260 = and i64 %257, 4294967295
  %261 = mul nuw i64 %260, 3528531795
  %262 = and i64 %259, 4294967295
  %263 = mul nuw i64 %262, 3449720151
  %264 = lshr i64 %261, 32
  %265 = lshr i64 %263, 32
  %266 = xor i64 %33, %265
  %267 = xor i64 %266, %253
  %268 = xor i64 %264, %34
  %269 = xor i64 %268, %251
  %270 = and i64 %267, 4294967295
  %271 = mul nuw i64 %270, 3528531795
  %272 = and i64 %269, 4294967295
  %273 = mul nuw i64 %272, 3449720151
  %274 = lshr i64 %271, 32
  %275 = trunc i64 %271 to i32
  %276 = lshr i64 %273, 32
  %277 = trunc i64 %273 to i32
  %278 = xor i64 %263, %276
  %279 = trunc i64 %278 to i32
  %280 = xor i32 %35, %279
  %281 = xor i64 %274, %261
  %282 = trunc i64 %281 to i32
  %283 = xor i32 %36, %282
  %284 = lshr i32 %280, 9
  %285 = uitofp nneg i32 %284 to float
  %286 = fadd float %285, 5.000000e-01
  %287 = fmul float %286, 0x3E80000000000000
  %288 = lshr i32 %277, 9
  %289 = uitofp nneg i32 %288 to float
  %290 = fadd float %289, 5.000000e-01
  %291 = fmul float %290, 0x3E80000000000000
  %292 = bitcast float %287 to i32
  %293 = add nuw i32 %292, 4913933
  %294 = lshr i32 %293, 23
  %295 = add nsw i32 %294, -127
  %296 = and i32 %293, 8388607
  %297 = add nuw nsw i32 %296, 1060439283
  %298 = bitcast i32 %297 to float
  %299 = fadd float %298, -1.000000e+00
  %300 = fadd float %299, 2.000000e+00
  %301 = fdiv float %299, %300
  %302 = fmul float %301, %301
  %303 = fmul float %302, %302
  %304 = fmul float %303, 0x3FCF13C4C0000000
  %305 = fadd float %304, 0x3FD999C260000000
  %306 = fmul float %303, %305
  %307 = fmul float %303, 0x3FD23D3DC0000000
  %308 = fadd float %307, 0x3FE5555540000000
  %309 = fmul float %302, %308
  %310 = fadd float %309, %306
  %311 = fmul float %299, 5.000000e-01
  %312 = fmul float %299, %311
  %313 = sitofp i32 %295 to float
  %314 = fadd float %312, %310
  %315 = fmul float %301, %314
  %316 = fmul float %313, 0x3EE2FEFA20000000
  %317 = fadd float %316, %315
  %318 = fsub float %317, %312
  %319 = fadd float %299, %318
  %320 = fmul float %313, 0x3FE62E3000000000
  %321 = fadd float %320, %319
  %322 = fmul float %321, -2.000000e+00
  %323 = tail call float @llvm.sqrt.f32(float %322)
  %324 = fpext float %291 to double
  %325 = fmul double %324, 4.000000e+00
  %326 = fadd double %325, 0x4338000000000000
  %327 = fadd double %326, 0xC338000000000000
  %328 = fsub double %325, %327
  %329 = fmul double %328, 0x3FF921FB54442D18
  %330 = fmul double %329, %329
  %331 = fmul double %330, 0x3EC71DE3A556C734
  %332 = fadd double %331, 0xBF2A01A01A01A01A
  %333 = fmul double %330, %332
  %334 = fadd double %333, 0x3F81111111111111
  %335 = fmul double %330, %334
  %336 = fadd double %335, 0xBFC5555555555555
  %337 = fmul double %329, %330
  %338 = fmul double %337, %336
  %339 = fadd double %329, %338
  %340 = fmul double %330, 0x3E927E4FB7789F5C
  %341 = fsub double 0x3EFA01A01A01A01A, %340
  %342 = fmul double %330, %341
  %343 = fadd double %342, 0xBF56C16C16C16C17
  %344 = fmul double %330, %343
  %345 = fadd double %344, 0x3FA5555555555555
  %346 = fmul double %330, %330
  %347 = fmul double %346, %345
  %348 = fmul double %330, 5.000000e-01
  %349 = fsub double 1.000000e+00, %348
  %350 = fadd double %349, %347
  %351 = fneg double %339
  %352 = fneg double %350
  %353 = bitcast double %326 to i64
  %354 = and i64 %353, 1
  %355 = and i64 %353, 2
  %.not18.us = icmp eq i64 %354, 0
  %.not19.us = icmp eq i64 %355, 0
  %356 = select i1 %.not19.us, double %350, double %352
  %357 = lshr i32 %283, 9
  %358 = uitofp nneg i32 %357 to float
  %359 = fadd float %358, 5.000000e-01
  %360 = fmul float %359, 0x3E80000000000000
  %361 = lshr i32 %275, 9
  %362 = uitofp nneg i32 %361 to float
  %363 = fadd float %362, 5.000000e-01
  %364 = fmul float %363, 0x3E80000000000000
  %365 = bitcast float %360 to i32
  %366 = add nuw i32 %365, 4913933
  %367 = lshr i32 %366, 23
  %368 = add nsw i32 %367, -127
  %369 = and i32 %366, 8388607
  %370 = add nuw nsw i32 %369, 1060439283
  %371 = bitcast i32 %370 to float
  %372 = fadd float %371, -1.000000e+00
  %373 = fadd float %372, 2.000000e+00
  %374 = fdiv float %372, %373
  %375 = fmul float %374, %374
  %376 = fmul float %375, %375
  %377 = fmul float %376, 0x3FCF13C4C0000000
  %378 = fadd float %377, 0x3FD999C260000000
  %379 = fmul float %376, %378
  %380 = fmul float %376, 0x3FD23D3DC0000000
  %381 = fadd float %380, 0x3FE5555540000000
  %382 = fmul float %375, %381
  %383 = fadd float %382, %379
  %384 = fmul float %372, 5.000000e-01
  %385 = fmul float %372, %384
  %386 = sitofp i32 %368 to float
  %387 = fadd float %385, %383
  %388 = fmul float %374, %387
  %389 = fmul float %386, 0x3EE2FEFA20000000
  %390 = fadd float %389, %388
  %391 = fsub float %390, %385
  %392 = fadd float %372, %391
  %393 = fmul float %386, 0x3FE62E3000000000
  %394 = fadd float %393, %392
  %395 = fmul float %394, -2.000000e+00
  %396 = tail call float @llvm.sqrt.f32(float %395)
  %397 = fpext float %364 to double
  %398 = fmul double %397, 4.000000e+00
  %399 = fadd double %398, 0x4338000000000000
  %400 = fadd double %399, 0xC338000000000000
  %401 = fsub double %398, %400
  %402 = fmul double %401, 0x3FF921FB54442D18
  %403 = fmul double %402, %402
  %404 = fmul double %403, 0x3EC71DE3A556C734
  %405 = fadd double %404, 0xBF2A01A01A01A01A
  %406 = fmul double %403, %405
  %407 = fadd double %406, 0x3F81111111111111
  %408 = fmul double %403, %407
  %409 = fadd double %408, 0xBFC5555555555555
  %410 = fmul double %402, %403
  %411 = fmul double %410, %409
  %412 = fadd double %402, %411
  %413 = fmul double %403, 0x3E927E4FB7789F5C
  %414 = fsub double 0x3EFA01A01A01A01A, %413
  %415 = fmul double %403, %414
  %416 = fadd double %415, 0xBF56C16C16C16C17
  %417 = fmul double %403, %416
  %418 = fadd double %417, 0x3FA5555555555555
  %419 = fmul double %403, %403
  %420 = fmul double %419, %418
  %421 = fmul double %403, 5.000000e-01
  %422 = fsub double 1.000000e+00, %421
  %423 = fadd double %422, %420
  %424 = fneg double %412
  %425 = fneg double %423
  %426 = bitcast double %399 to i64
  %427 = and i64 %426, 1
  %428 = and i64 %426, 2
  %.not20.us = icmp eq i64 %427, 0
  %.not21.us = icmp eq i64 %428, 0
  %429 = select i1 %.not21.us, double %423, double %425
  %430 = select i1 %.not21.us, double %424, double %412
  %431 = select i1 %.not20.us, double %429, double %430
  %432 = fptrunc double %431 to float
  %433 = fmul float %396, %432
  %434 = select i1 %.not19.us, double %351, double %339
  %435 = select i1 %.not18.us, double %356, double %434
  %436 = fptrunc double %435 to float
  %437 = fmul float %323, %436
  store float %437, ptr %38, align 4
  br i1 %40, label %noise_tail_element.then7.us, label %noise_tail_element.done8.us

noise_tail_element.then7.us:                      ; preds = %noise_tail.then.us
  %438 = select i1 %.not19.us, double %339, double %351
  %439 = select i1 %.not18.us, double %438, double %356
  %440 = fptrunc double %439 to float
  %441 = fmul float %323, %440
  store float %441, ptr %41, align 4
  br label %noise_tail_element.done8.us

noise_tail_element.done8.us:                      ; preds = %noise_tail_element.then7.us, %noise_tail.then.us
  br i1 %43, label %noise_tail.done.us.thread, label %noise_tail.done.us

noise_tail.done.us.thread:                        ; preds = %noise_tail_element.done8.us
  store float %433, ptr %44, align 4
  br label %iter.check

noise_tail.done.us:                               ; preds = %noise_tail_element.done8.us, %noise.exit.us
  br i1 %.not47, label %noise.done.loopexit24.us, label %iter.check

iter.check:                                       ; preds = %noise_tail.done.us.thread, %noise_tail.done.us
  %brmerge239 = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge239, label %feature.body.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check75, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert76 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat77 = shufflevector <8 x float> %broadcast.splatinsert76, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %442 = getelementptr inbounds float, ptr %178, i64 %index
  %443 = getelementptr inbounds nuw i8, ptr %442, i64 32
  %wide.load = load <8 x float>, ptr %442, align 4, !alias.scope !13, !noalias !16
  %wide.load78 = load <8 x float>, ptr %443, align 4, !alias.scope !13, !noalias !16
  %444 = getelementptr inbounds float, ptr %179, i64 %index
  %445 = getelementptr inbounds nuw i8, ptr %444, i64 32
  %wide.load79 = load <8 x float>, ptr %444, align 4, !alias.scope !19
  %wide.load80 = load <8 x float>, ptr %445, align 4, !alias.scope !19
  %446 = fsub <8 x float> %wide.load79, %wide.load
  %447 = fsub <8 x float> %wide.load80, %wide.load78
  %448 = fmul <8 x float> %446, splat (float 2.000000e+00)
  %449 = fmul <8 x float> %447, splat (float 2.000000e+00)
  %450 = fmul <8 x float> %448, splat (float 5.000000e-01)
  %451 = fmul <8 x float> %449, splat (float 5.000000e-01)
  %452 = fmul <8 x float> %broadcast.splat, %450
  %453 = fmul <8 x float> %broadcast.splat, %451
  %454 = fadd <8 x float> %wide.load, %452
  %455 = fadd <8 x float> %wide.load78, %453
  %456 = getelementptr inbounds float, ptr %scratch, i64 %index
  %457 = getelementptr inbounds nuw i8, ptr %456, i64 32
  %wide.load81 = load <8 x float>, ptr %456, align 4, !alias.scope !20
  %wide.load82 = load <8 x float>, ptr %457, align 4, !alias.scope !20
  %458 = fmul <8 x float> %broadcast.splat77, %wide.load81
  %459 = fmul <8 x float> %broadcast.splat77, %wide.load82
  %460 = fadd <8 x float> %458, %454
  %461 = fadd <8 x float> %459, %455
  store <8 x float> %460, ptr %442, align 4, !alias.scope !13, !noalias !16
  store <8 x float> %461, ptr %443, align 4, !alias.scope !13, !noalias !16
  %index.next = add nuw i64 %index, 16
  %462 = icmp eq i64 %index.next, %n.vec
  br i1 %462, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.loopexit24.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body.us.preheader, label %vec.epilog.ph, !prof !22

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert87 = insertelement <4 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat88 = shufflevector <4 x float> %broadcast.splatinsert87, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index89 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next93, %vec.epilog.vector.body ]
  %463 = getelementptr inbounds float, ptr %178, i64 %index89
  %wide.load90 = load <4 x float>, ptr %463, align 4, !alias.scope !13, !noalias !16
  %464 = getelementptr inbounds float, ptr %179, i64 %index89
  %wide.load91 = load <4 x float>, ptr %464, align 4, !alias.scope !19
  %465 = fsub <4 x float> %wide.load91, %wide.load90
  %466 = fmul <4 x float> %465, splat (float 2.000000e+00)
  %467 = fmul <4 x float> %466, splat (float 5.000000e-01)
  %468 = fmul <4 x float> %broadcast.splat86, %467
  %469 = fadd <4 x float> %wide.load90, %468
  %470 = getelementptr inbounds float, ptr %scratch, i64 %index89
  %wide.load92 = load <4 x float>, ptr %470, align 4, !alias.scope !20
  %471 = fmul <4 x float> %broadcast.splat88, %wide.load92
  %472 = fadd <4 x float> %471, %469
  store <4 x float> %472, ptr %463, align 4, !alias.scope !13, !noalias !16
  %index.next93 = add nuw i64 %index89, 4
  %473 = icmp eq i64 %index.next93, %n.vec84
  br i1 %473, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !23

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n94, label %noise.done.loopexit24.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature27.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec84, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg = or disjoint i64 %feature27.us.ph, 1
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %474 = getelementptr inbounds float, ptr %178, i64 %feature27.us.ph
  %475 = load float, ptr %474, align 4
  %476 = getelementptr inbounds float, ptr %179, i64 %feature27.us.ph
  %477 = load float, ptr %476, align 4
  %478 = fsub float %477, %475
  %479 = fmul float %478, 2.000000e+00
  %480 = fmul float %479, 5.000000e-01
  %481 = fmul float %eta, %480
  %482 = fadd float %475, %481
  %483 = getelementptr inbounds float, ptr %scratch, i64 %feature27.us.ph
  %484 = load float, ptr %483, align 4
  %485 = fmul float %noise_scale3.us, %484
  %486 = fadd float %485, %482
  store float %486, ptr %474, align 4
  %487 = or disjoint i64 %feature27.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature27.us.unr = phi i64 [ %feature27.us.ph, %feature.body.us.preheader ], [ %487, %feature.body.us.prol ]
  %488 = icmp eq i64 %n_features, %.neg
  br i1 %488, label %noise.done.loopexit24.us, label %feature.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature27.us = phi i64 [ %516, %feature.body.us ], [ %feature27.us.unr, %feature.body.us.prol.loopexit ]
  %489 = getelementptr inbounds float, ptr %178, i64 %feature27.us
  %490 = load float, ptr %489, align 4
  %491 = getelementptr inbounds float, ptr %179, i64 %feature27.us
  %492 = load float, ptr %491, align 4
  %493 = fsub float %492, %490
  %494 = fmul float %493, 2.000000e+00
  %495 = fmul float %494, 5.000000e-01
  %496 = fmul float %eta, %495
  %497 = fadd float %490, %496
  %498 = getelementptr inbounds float, ptr %scratch, i64 %feature27.us
  %499 = load float, ptr %498, align 4
  %500 = fmul float %noise_scale3.us, %499
  %501 = fadd float %500, %497
  store float %501, ptr %489, align 4
  %502 = add nuw i64 %feature27.us, 1
  %503 = getelementptr inbounds float, ptr %178, i64 %502
  %504 = load float, ptr %503, align 4
  %505 = getelementptr inbounds float, ptr %179, i64 %502
  %506 = load float, ptr %505, align 4
  %507 = fsub float %506, %504
  %508 = fmul float %507, 2.000000e+00
  %509 = fmul float %508, 5.000000e-01
  %510 = fmul float %eta, %509
  %511 = fadd float %504, %510
  %512 = getelementptr inbounds float, ptr %scratch, i64 %502
  %513 = load float, ptr %512, align 4
  %514 = fmul float %noise_scale3.us, %513
  %515 = fadd float %514, %511
  store float %515, ptr %503, align 4
  %516 = add nuw i64 %feature27.us, 2
  %exitcond.not.1 = icmp eq i64 %516, %n_features
  br i1 %exitcond.not.1, label %noise.done.loopexit24.us, label %feature.body.us, !llvm.loop !24

noise.body.us:                                    ; preds = %noise.body.us.preheader232, %noise.body.us
  %noise26.us = phi i64 [ %602, %noise.body.us ], [ %noise26.us.ph, %noise.body.us.preheader232 ]
  %517 = getelementptr inbounds float, ptr %scratch, i64 %noise26.us
  %word.us = load i32, ptr %517, align 4
  %518 = getelementptr i8, ptr %517, i64 4
  %word4.us = load i32, ptr %518, align 4
  %519 = lshr i32 %word.us, 9
  %520 = uitofp nneg i32 %519 to float
  %521 = fadd float %520, 5.000000e-01
  %522 = fmul float %521, 0x3E80000000000000
  %523 = lshr i32 %word4.us, 9
  %524 = uitofp nneg i32 %523 to float
  %525 = fadd float %524, 5.000000e-01
  %526 = fmul float %525, 0x3E80000000000000
  %527 = bitcast float %522 to i32
  %528 = add nuw i32 %527, 4913933
  %529 = lshr i32 %528, 23
  %530 = add nsw i32 %529, -127
  %531 = and i32 %528, 8388607
  %532 = add nuw nsw i32 %531, 1060439283
  %533 = bitcast i32 %532 to float
  %534 = fadd float %533, -1.000000e+00
  %535 = fadd float %534, 2.000000e+00
  %536 = fdiv float %534, %535
  %537 = fmul float %536, %536
  %538 = fmul float %537, %537
  %539 = fmul float %538, 0x3FCF13C4C0000000
  %540 = fadd float %539, 0x3FD999C260000000
  %541 = fmul float %538, %540
  %542 = fmul float %538, 0x3FD23D3DC0000000
  %543 = fadd float %542, 0x3FE5555540000000
  %544 = fmul float %537, %543
  %545 = fadd float %544, %541
  %546 = fmul float %534, 5.000000e-01
  %547 = fmul float %534, %546
  %548 = sitofp i32 %530 to float
  %549 = fadd float %547, %545
  %550 = fmul float %536, %549
  %551 = fmul float %548, 0x3EE2FEFA20000000
  %552 = fadd float %551, %550
  %553 = fsub float %552, %547
  %554 = fadd float %534, %553
  %555 = fmul float %548, 0x3FE62E3000000000
  %556 = fadd float %555, %554
  %557 = fmul float %556, -2.000000e+00
  %558 = tail call float @llvm.sqrt.f32(float %557)
  %559 = fpext float %526 to double
  %560 = fmul double %559, 4.000000e+00
  %561 = fadd double %560, 0x4338000000000000
  %562 = fadd double %561, 0xC338000000000000
  %563 = fsub double %560, %562
  %564 = bitcast double %561 to i64
  %565 = and i64 %564, 1
  %566 = and i64 %564, 2
  %.not22.us = icmp eq i64 %565, 0
  %.not23.us = icmp eq i64 %566, 0
  %567 = fmul double %563, 0x3FF921FB54442D18
  %568 = fmul double %567, %567
  %569 = fmul double %568, 0x3EC71DE3A556C734
  %570 = fadd double %569, 0xBF2A01A01A01A01A
  %571 = fmul double %568, 0x3E927E4FB7789F5C
  %572 = fsub double 0x3EFA01A01A01A01A, %571
  %573 = fmul double %568, %570
  %574 = fmul double %568, %572
  %575 = fadd double %573, 0x3F81111111111111
  %576 = fadd double %574, 0xBF56C16C16C16C17
  %577 = fmul double %568, %575
  %578 = fmul double %568, %576
  %579 = fadd double %577, 0xBFC5555555555555
  %580 = fadd double %578, 0x3FA5555555555555
  %581 = fmul double %567, %568
  %582 = fmul double %568, %568
  %583 = fmul double %581, %579
  %584 = fmul double %582, %580
  %585 = fmul double %568, 5.000000e-01
  %586 = fsub double 1.000000e+00, %585
  %587 = fadd double %567, %583
  %588 = fadd double %586, %584
  %589 = fneg double %587
  %590 = fneg double %588
  %591 = select i1 %.not23.us, double %587, double %589
  %592 = select i1 %.not23.us, double %588, double %590
  %593 = select i1 %.not23.us, double %589, double %587
  %594 = select i1 %.not22.us, double %591, double %592
  %595 = select i1 %.not22.us, double %592, double %593
  %596 = insertelement <2 x double> poison, double %595, i64 0
  %597 = insertelement <2 x double> %596, double %594, i64 1
  %598 = fptrunc <2 x double> %597 to <2 x float>
  %599 = insertelement <2 x float> poison, float %558, i64 0
  %600 = shufflevector <2 x float> %599, <2 x float> poison, <2 x i32> zeroinitializer
  %601 = fmul <2 x float> %600, %598
  store <2 x float> %601, ptr %517, align 4
  %602 = add nuw i64 %noise26.us, 2
  %603 = icmp ult i64 %602, %full_groups_end
  br i1 %603, label %noise.body.us, label %noise.exit.us, !llvm.loop !25

philox.body.us:                                   ; preds = %philox.body.us.preheader, %philox.body.us
  %philox25.us = phi i64 [ %699, %philox.body.us ], [ %philox25.us.ph, %philox.body.us.preheader ]
  %604 = lshr exact i64 %philox25.us, 2
  %group.us = add i64 %604, %180
  %605 = and i64 %group.us, 4294967295
  %606 = mul nuw i64 %605, 3528531795
  %607 = xor i64 %group.us, %key0
  %608 = xor i64 %607, %606
  %609 = lshr i64 %608, 32
  %610 = mul nuw i64 %609, 3449720151
  %611 = lshr i64 %610, 32
  %.reass.reass = xor i64 %611, %invariant.op
  %612 = xor i64 %795, %606
  %613 = and i64 %.reass.reass, 4294967295
  %614 = mul nuw i64 %613, 3528531795
  %615 = and i64 %612, 4294967295
  %616 = mul nuw i64 %615, 3449720151
  %617 = lshr i64 %614, 32
  %618 = lshr i64 %616, 32
  %619 = xor i64 %618, %21
  %620 = xor i64 %619, %610
  %.reass62.reass = xor i64 %617, %invariant.op236
  %621 = and i64 %620, 4294967295
  %622 = mul nuw i64 %621, 3528531795
  %623 = and i64 %.reass62.reass, 4294967295
  %624 = mul nuw i64 %623, 3449720151
  %625 = lshr i64 %622, 32
  %626 = lshr i64 %624, 32
  %627 = xor i64 %23, %626
  %628 = xor i64 %627, %616
  %629 = xor i64 %625, %24
  %630 = xor i64 %629, %614
  %631 = and i64 %628, 4294967295
  %632 = mul nuw i64 %631, 3528531795
  %633 = and i64 %630, 4294967295
  %634 = mul nuw i64 %633, 3449720151
  %635 = lshr i64 %632, 32
  %636 = lshr i64 %634, 32
  %637 = xor i64 %636, %25
  %638 = xor i64 %637, %624
  %639 = xor i64 %26, %635
  %640 = xor i64 %639, %622
  %641 = and i64 %638, 4294967295
  %642 = mul nuw i64 %641, 3528531795
  %643 = and i64 %640, 4294967295
  %644 = mul nuw i64 %643, 3449720151
  %645 = lshr i64 %642, 32
  %646 = lshr i64 %644, 32
  %647 = xor i64 %27, %646
  %648 = xor i64 %647, %634
  %649 = xor i64 %645, %28
  %650 = xor i64 %649, %632
  %651 = and i64 %648, 4294967295
  %652 = mul nuw i64 %651, 3528531795
  %653 = and i64 %650, 4294967295
  %654 = mul nuw i64 %653, 3449720151
  %655 = lshr i64 %652, 32
  %656 = lshr i64 %654, 32
  %657 = xor i64 %656, %29
  %658 = xor i64 %657, %644
  %659 = xor i64 %30, %655
  %660 = xor i64 %659, %642
  %661 = and i64 %658, 4294967295
  %662 = mul nuw i64 %661, 3528531795
  %663 = and i64 %660, 4294967295
  %664 = mul nuw i64 %663, 3449720151
  %665 = lshr i64 %662, 32
  %666 = lshr i64 %664, 32
  %667 = xor i64 %31, %666
  %668 = xor i64 %667, %654
  %669 = xor i64 %665, %32
  %670 = xor i64 %669, %652
  %671 = and i64 %668, 4294967295
  %672 = mul nuw i64 %671, 3528531795
  %673 = and i64 %670, 4294967295
  %674 = mul nuw i64 %673, 3449720151
  %675 = lshr i64 %672, 32
  %676 = lshr i64 %674, 32
  %677 = xor i64 %676, %33
  %678 = xor i64 %677, %664
  %679 = xor i64 %34, %675
  %680 = xor i64 %679, %662
  %681 = and i64 %678, 4294967295
  %682 = mul nuw i64 %681, 3528531795
  %683 = and i64 %680, 4294967295
  %684 = mul nuw i64 %683, 3449720151
  %685 = lshr i64 %682, 32
  %686 = trunc i64 %682 to i32
  %687 = lshr i64 %684, 32
  %688 = trunc i64 %684 to i32
  %689 = xor i64 %687, %674
  %690 = trunc i64 %689 to i32
  %691 = xor i32 %35, %690
  %692 = xor i64 %685, %672
  %693 = trunc i64 %692 to i32
  %694 = xor i32 %36, %693
  %695 = getelementptr inbounds float, ptr %scratch, i64 %philox25.us
  store i32 %691, ptr %695, align 4
  %696 = getelementptr i8, ptr %695, i64 4
  store i32 %688, ptr %696, align 4
  %697 = getelementptr i8, ptr %695, i64 8
  store i32 %694, ptr %697, align 4
  %698 = getelementptr i8, ptr %695, i64 12
  store i32 %686, ptr %698, align 4
  %699 = add nuw i64 %philox25.us, 4
  %700 = icmp ult i64 %699, %full_groups_end
  br i1 %700, label %philox.body.us, label %noise.body.us.preheader, !llvm.loop !26

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block173
  %brmerge240 = select i1 %min.iters.check96, i1 true, i1 %71
  br i1 %brmerge240, label %noise.body.us.preheader232, label %vector.body100

vector.body100:                                   ; preds = %noise.body.us.preheader, %vector.body100
  %index101 = phi i64 [ %index.next103, %vector.body100 ], [ 0, %noise.body.us.preheader ]
  %.idx228 = shl i64 %index101, 3
  %701 = getelementptr inbounds i8, ptr %scratch, i64 %.idx228
  %wide.vec = load <16 x i32>, ptr %701, align 4
  %strided.vec = shufflevector <16 x i32> %wide.vec, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec102 = shufflevector <16 x i32> %wide.vec, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %702 = lshr <8 x i32> %strided.vec, splat (i32 9)
  %703 = uitofp nneg <8 x i32> %702 to <8 x float>
  %704 = fadd <8 x float> %703, splat (float 5.000000e-01)
  %705 = fmul <8 x float> %704, splat (float 0x3E80000000000000)
  %706 = lshr <8 x i32> %strided.vec102, splat (i32 9)
  %707 = uitofp nneg <8 x i32> %706 to <8 x float>
  %708 = fadd <8 x float> %707, splat (float 5.000000e-01)
  %709 = fmul <8 x float> %708, splat (float 0x3E80000000000000)
  %710 = bitcast <8 x float> %705 to <8 x i32>
  %711 = add nuw <8 x i32> %710, splat (i32 4913933)
  %712 = lshr <8 x i32> %711, splat (i32 23)
  %713 = add nsw <8 x i32> %712, splat (i32 -127)
  %714 = and <8 x i32> %711, splat (i32 8388607)
  %715 = add nuw nsw <8 x i32> %714, splat (i32 1060439283)
  %716 = bitcast <8 x i32> %715 to <8 x float>
  %717 = fadd <8 x float> %716, splat (float -1.000000e+00)
  %718 = fadd <8 x float> %717, splat (float 2.000000e+00)
  %719 = fdiv <8 x float> %717, %718
  %720 = fmul <8 x float> %719, %719
  %721 = fmul <8 x float> %720, %720
  %722 = fmul <8 x float> %721, splat (float 0x3FCF13C4C0000000)
  %723 = fadd <8 x float> %722, splat (float 0x3FD999C260000000)
  %724 = fmul <8 x float> %721, %723
  %725 = fmul <8 x float> %721, splat (float 0x3FD23D3DC0000000)
  %726 = fadd <8 x float> %725, splat (float 0x3FE5555540000000)
  %727 = fmul <8 x float> %720, %726
  %728 = fadd <8 x float> %727, %724
  %729 = fmul <8 x float> %717, splat (float 5.000000e-01)
  %730 = fmul <8 x float> %717, %729
  %731 = sitofp <8 x i32> %713 to <8 x float>
  %732 = fadd <8 x float> %730, %728
  %733 = fmul <8 x float> %719, %732
  %734 = fmul <8 x float> %731, splat (float 0x3EE2FEFA20000000)
  %735 = fadd <8 x float> %734, %733
  %736 = fsub <8 x float> %735, %730
  %737 = fadd <8 x float> %717, %736
  %738 = fmul <8 x float> %731, splat (float 0x3FE62E3000000000)
  %739 = fadd <8 x float> %738, %737
  %740 = fmul <8 x float> %739, splat (float -2.000000e+00)
  %741 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %740)
  %742 = fpext <8 x float> %709 to <8 x double>
  %743 = fmul <8 x double> %742, splat (double 4.000000e+00)
  %744 = fadd <8 x double> %743, splat (double 0x4338000000000000)
  %745 = fadd <8 x double> %744, splat (double 0xC338000000000000)
  %746 = fsub <8 x double> %743, %745
  %747 = fmul <8 x double> %746, splat (double 0x3FF921FB54442D18)
  %748 = fmul <8 x double> %747, %747
  %749 = fmul <8 x double> %748, splat (double 0x3EC71DE3A556C734)
  %750 = fadd <8 x double> %749, splat (double 0xBF2A01A01A01A01A)
  %751 = fmul <8 x double> %748, %750
  %752 = fadd <8 x double> %751, splat (double 0x3F81111111111111)
  %753 = fmul <8 x double> %748, %752
  %754 = fadd <8 x double> %753, splat (double 0xBFC5555555555555)
  %755 = fmul <8 x double> %747, %748
  %756 = fmul <8 x double> %755, %754
  %757 = fadd <8 x double> %747, %756
  %758 = fmul <8 x double> %748, splat (double 0x3E927E4FB7789F5C)
  %759 = fsub <8 x double> splat (double 0x3EFA01A01A01A01A), %758
  %760 = fmul <8 x double> %748, %759
  %761 = fadd <8 x double> %760, splat (double 0xBF56C16C16C16C17)
  %762 = fmul <8 x double> %748, %761
  %763 = fadd <8 x double> %762, splat (double 0x3FA5555555555555)
  %764 = fmul <8 x double> %748, %748
  %765 = fmul <8 x double> %764, %763
  %766 = fmul <8 x double> %748, splat (double 5.000000e-01)
  %767 = fsub <8 x double> splat (double 1.000000e+00), %766
  %768 = fadd <8 x double> %767, %765
  %769 = fneg <8 x double> %757
  %770 = fneg <8 x double> %768
  %771 = bitcast <8 x double> %744 to <8 x i64>
  %772 = and <8 x i64> %771, splat (i64 1)
  %773 = and <8 x i64> %771, splat (i64 2)
  %774 = icmp eq <8 x i64> %772, zeroinitializer
  %775 = icmp eq <8 x i64> %773, zeroinitializer
  %776 = select <8 x i1> %775, <8 x double> %757, <8 x double> %769
  %777 = select <8 x i1> %775, <8 x double> %768, <8 x double> %770
  %778 = select <8 x i1> %774, <8 x double> %776, <8 x double> %777
  %779 = select <8 x i1> %775, <8 x double> %769, <8 x double> %757
  %780 = select <8 x i1> %774, <8 x double> %777, <8 x double> %779
  %781 = fptrunc <8 x double> %778 to <8 x float>
  %782 = fptrunc <8 x double> %780 to <8 x float>
  %783 = fmul <8 x float> %741, %782
  %784 = fmul <8 x float> %741, %781
  %interleaved.vec = shufflevector <8 x float> %783, <8 x float> %784, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x float> %interleaved.vec, ptr %701, align 4
  %index.next103 = add nuw i64 %index101, 8
  %785 = icmp eq i64 %index.next103, %n.vec99
  br i1 %785, label %middle.block104, label %vector.body100, !llvm.loop !27

middle.block104:                                  ; preds = %vector.body100
  br i1 %cmp.n105, label %noise.exit.us, label %noise.body.us.preheader232

noise.body.us.preheader232:                       ; preds = %noise.body.us.preheader, %middle.block104
  %noise26.us.ph = phi i64 [ %72, %middle.block104 ], [ 0, %noise.body.us.preheader ]
  br label %noise.body.us

noise.done.loopexit24.us:                         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block, %vec.epilog.middle.block, %noise_tail.done.us
  %t_next.us35 = fmul float %anneal_ratio, %temperature1.029.us34
  %786 = add nuw i64 %step30.us33, 1
  %exitcond52.not = icmp eq i64 %786, %steps
  br i1 %exitcond52.not, label %step.header.step.exit_crit_edge.split.us36, label %step.body.us32

philox.body.lr.ph.us:                             ; preds = %step.body.us32
  %787 = lshr i64 %key1_step.us, 32
  %788 = mul nuw i64 %787, 3449720151
  %789 = lshr i64 %788, 32
  %790 = xor i64 %key0, %789
  %791 = xor i64 %790, %key1_step.us
  %792 = and i64 %791, 4294967295
  %793 = mul nuw i64 %792, 3528531795
  %794 = lshr i64 %793, 32
  %795 = xor i64 %794, %20
  %brmerge241 = select i1 %min.iters.check120, i1 true, i1 %67
  br i1 %brmerge241, label %philox.body.us.preheader, label %vector.ph121

vector.ph121:                                     ; preds = %philox.body.lr.ph.us
  %broadcast.splatinsert128 = insertelement <8 x i64> poison, i64 %795, i64 0
  %broadcast.splat129 = shufflevector <8 x i64> %broadcast.splatinsert128, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %19, %788
  %.scalar229 = and i64 %.scalar, 4294967295
  %796 = insertelement <8 x i64> poison, i64 %.scalar229, i64 0
  %.masked = shufflevector <8 x i64> %796, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar230 = xor i64 %22, %793
  %.scalar231 = and i64 %.scalar230, 4294967295
  %797 = insertelement <8 x i64> poison, i64 %.scalar231, i64 0
  %.masked227 = shufflevector <8 x i64> %797, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body168

vector.body168:                                   ; preds = %vector.body168, %vector.ph121
  %index169 = phi i64 [ 0, %vector.ph121 ], [ %index.next172, %vector.body168 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 4, i64 8, i64 12, i64 16, i64 20, i64 24, i64 28>, %vector.ph121 ], [ %vec.ind.next, %vector.body168 ]
  %798 = lshr exact <8 x i64> %vec.ind, splat (i64 2)
  %799 = add <8 x i64> %798, %broadcast.splat131
  %800 = and <8 x i64> %799, splat (i64 4294967295)
  %801 = mul nuw <8 x i64> %800, splat (i64 3528531795)
  %802 = xor <8 x i64> %799, %broadcast.splat133
  %803 = xor <8 x i64> %802, %801
  %804 = lshr <8 x i64> %803, splat (i64 32)
  %805 = mul nuw <8 x i64> %804, splat (i64 3449720151)
  %806 = lshr <8 x i64> %805, splat (i64 32)
  %807 = xor <8 x i64> %broadcast.splat129, %801
  %808 = xor <8 x i64> %.masked, %806
  %809 = mul nuw <8 x i64> %808, splat (i64 3528531795)
  %810 = and <8 x i64> %807, splat (i64 4294967295)
  %811 = mul nuw <8 x i64> %810, splat (i64 3449720151)
  %812 = lshr <8 x i64> %809, splat (i64 32)
  %813 = lshr <8 x i64> %811, splat (i64 32)
  %814 = xor <8 x i64> %813, %broadcast.splat137
  %815 = xor <8 x i64> %814, %805
  %816 = and <8 x i64> %815, splat (i64 4294967295)
  %817 = mul nuw <8 x i64> %816, splat (i64 3528531795)
  %818 = xor <8 x i64> %.masked227, %812
  %819 = mul nuw <8 x i64> %818, splat (i64 3449720151)
  %820 = lshr <8 x i64> %817, splat (i64 32)
  %821 = lshr <8 x i64> %819, splat (i64 32)
  %822 = xor <8 x i64> %broadcast.splat141, %821
  %823 = xor <8 x i64> %822, %811
  %824 = xor <8 x i64> %820, %broadcast.splat143
  %825 = xor <8 x i64> %824, %809
  %826 = and <8 x i64> %823, splat (i64 4294967295)
  %827 = mul nuw <8 x i64> %826, splat (i64 3528531795)
  %828 = and <8 x i64> %825, splat (i64 4294967295)
  %829 = mul nuw <8 x i64> %828, splat (i64 3449720151)
  %830 = lshr <8 x i64> %827, splat (i64 32)
  %831 = lshr <8 x i64> %829, splat (i64 32)
  %832 = xor <8 x i64> %831, %broadcast.splat145
  %833 = xor <8 x i64> %832, %819
  %834 = xor <8 x i64> %broadcast.splat147, %830
  %835 = xor <8 x i64> %834, %817
  %836 = and <8 x i64> %833, splat (i64 4294967295)
  %837 = mul nuw <8 x i64> %836, splat (i64 3528531795)
  %838 = and <8 x i64> %835, splat (i64 4294967295)
  %839 = mul nuw <8 x i64> %838, splat (i64 3449720151)
  %840 = lshr <8 x i64> %837, splat (i64 32)
  %841 = lshr <8 x i64> %839, splat (i64 32)
  %842 = xor <8 x i64> %broadcast.splat149, %841
  %843 = xor <8 x i64> %842, %829
  %844 = xor <8 x i64> %840, %broadcast.splat151
  %845 = xor <8 x i64> %844, %827
  %846 = and <8 x i64> %843, splat (i64 4294967295)
  %847 = mul nuw <8 x i64> %846, splat (i64 3528531795)
  %848 = and <8 x i64> %845, splat (i64 4294967295)
  %849 = mul nuw <8 x i64> %848, splat (i64 3449720151)
  %850 = lshr <8 x i64> %847, splat (i64 32)
  %851 = lshr <8 x i64> %849, splat (i64 32)
  %852 = xor <8 x i64> %851, %broadcast.splat153
  %853 = xor <8 x i64> %852, %839
  %854 = xor <8 x i64> %broadcast.splat155, %850
  %855 = xor <8 x i64> %854, %837
  %856 = and <8 x i64> %853, splat (i64 4294967295)
  %857 = mul nuw <8 x i64> %856, splat (i64 3528531795)
  %858 = and <8 x i64> %855, splat (i64 4294967295)
  %859 = mul nuw <8 x i64> %858, splat (i64 3449720151)
  %860 = lshr <8 x i64> %857, splat (i64 32)
  %861 = lshr <8 x i64> %859, splat (i64 32)
  %862 = xor <8 x i64> %broadcast.splat157, %861
  %863 = xor <8 x i64> %862, %849
  %864 = xor <8 x i64> %860, %broadcast.splat159
  %865 = xor <8 x i64> %864, %847
  %866 = and <8 x i64> %863, splat (i64 4294967295)
  %867 = mul nuw <8 x i64> %866, splat (i64 3528531795)
  %868 = and <8 x i64> %865, splat (i64 4294967295)
  %869 = mul nuw <8 x i64> %868, splat (i64 3449720151)
  %870 = lshr <8 x i64> %867, splat (i64 32)
  %871 = lshr <8 x i64> %869, splat (i64 32)
  %872 = xor <8 x i64> %871, %broadcast.splat161
  %873 = xor <8 x i64> %872, %859
  %874 = xor <8 x i64> %broadcast.splat163, %870
  %875 = xor <8 x i64> %874, %857
  %876 = and <8 x i64> %873, splat (i64 4294967295)
  %877 = mul nuw <8 x i64> %876, splat (i64 3528531795)
  %878 = and <8 x i64> %875, splat (i64 4294967295)
  %879 = mul nuw <8 x i64> %878, splat (i64 3449720151)
  %880 = lshr <8 x i64> %877, splat (i64 32)
  %881 = trunc <8 x i64> %877 to <8 x i32>
  %882 = lshr <8 x i64> %879, splat (i64 32)
  %883 = trunc <8 x i64> %879 to <8 x i32>
  %884 = xor <8 x i64> %882, %869
  %885 = trunc <8 x i64> %884 to <8 x i32>
  %886 = xor <8 x i32> %broadcast.splat165, %885
  %887 = xor <8 x i64> %880, %867
  %888 = trunc <8 x i64> %887 to <8 x i32>
  %889 = xor <8 x i32> %broadcast.splat167, %888
  %.idx = shl i64 %index169, 4
  %890 = getelementptr inbounds i8, ptr %scratch, i64 %.idx
  %891 = shufflevector <8 x i32> %886, <8 x i32> %883, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %892 = shufflevector <8 x i32> %889, <8 x i32> %881, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %interleaved.vec171 = shufflevector <16 x i32> %891, <16 x i32> %892, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  store <32 x i32> %interleaved.vec171, ptr %890, align 4
  %index.next172 = add nuw i64 %index169, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 32)
  %893 = icmp eq i64 %index.next172, %n.vec123
  br i1 %893, label %middle.block173, label %vector.body168, !llvm.loop !28

middle.block173:                                  ; preds = %vector.body168
  br i1 %cmp.n174, label %noise.body.us.preheader, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %philox.body.lr.ph.us, %middle.block173
  %philox25.us.ph = phi i64 [ %68, %middle.block173 ], [ 0, %philox.body.lr.ph.us ]
  %invariant.op = xor i64 %788, %19
  %invariant.op236 = xor i64 %793, %22
  br label %philox.body.us

step.header.step.exit_crit_edge.split.us36:       ; preds = %noise.done.loopexit24.us
  %894 = add nuw i64 %row31.us, 1
  %exitcond53.not = icmp eq i64 %894, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond53.not, label %row.exit, label %row.body.us

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.split.us36, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, %row.body.lr.ph.split.us.split.us, %row.body.lr.ph, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.sqrt.v8f32(<8 x float>) #2

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
!26 = distinct !{!26, !6}
!27 = distinct !{!27, !6, !7}
!28 = distinct !{!28, !6, !7}
