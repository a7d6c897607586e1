; ModuleID = 'quadratic'
source_filename = "quadratic.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_quadratic_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %small_step_of = alloca [512 x float], align 4
  %small_unit_of = alloca [512 x float], align 4
  %small_staging = alloca [512 x float], align 4
  %small_noise = alloca [512 x float], align 4
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
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %draw_noise = load i32, ptr %8, align 8
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 68
  %anneal = load i32, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %temperature = load float, ptr %10, align 8
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 76
  %anneal_ratio = load float, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %two_eta = load float, ptr %12, align 8
  %13 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %key0 = load i64, ptr %13, align 8
  %14 = getelementptr inbounds nuw i8, ptr %args, i64 96
  %key1 = load i64, ptr %14, align 8
  %small_rows = icmp ult i64 %n_features, 32
  %15 = trunc nuw nsw i64 %n_features to i16
  %steps_per_chunk.rhs.trunc = select i1 %small_rows, i16 %15, i16 1
  %steps_per_chunk26 = udiv i16 512, %steps_per_chunk.rhs.trunc
  %steps_per_chunk.zext = zext nneg i16 %steps_per_chunk26 to i64
  %small_rows.not = xor i1 %small_rows, true
  %.not = icmp eq i64 %n_features, 0
  %or.cond = or i1 %small_rows.not, %.not
  br i1 %or.cond, label %small_tables.done, label %small_table.body.preheader

small_table.body.preheader:                       ; preds = %entry
  %table_len = mul nuw nsw i64 %n_features, %steps_per_chunk.zext
  %unit.rhs.trunc = trunc nuw i64 %n_features to i16
  %step.rhs.trunc = trunc nuw i64 %n_features to i16
  %umax = tail call i64 @llvm.umax.i64(i64 %table_len, i64 1)
  %xtraiter = and i64 %umax, 1
  %16 = icmp ult i64 %table_len, 2
  br i1 %16, label %small_table.body.epil.preheader, label %small_table.body.preheader.new

small_table.body.preheader.new:                   ; preds = %small_table.body.preheader
  %unroll_iter = and i64 %umax, 32766
  br label %small_table.body

small_tables.done.loopexit.unr-lcssa:             ; preds = %small_table.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %small_tables.done, label %small_table.body.epil.preheader

small_table.body.epil.preheader:                  ; preds = %small_tables.done.loopexit.unr-lcssa, %small_table.body.preheader
  %small_table29.epil.init = phi i64 [ 0, %small_table.body.preheader ], [ %1150, %small_tables.done.loopexit.unr-lcssa ]
  %lcmp.mod292 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod292)
  %unit.lhs.trunc.epil = trunc i64 %small_table29.epil.init to i16
  %unit74.epil = urem i16 %unit.lhs.trunc.epil, %unit.rhs.trunc
  %step.lhs.trunc.epil = trunc i64 %small_table29.epil.init to i16
  %step75.epil = udiv i16 %step.lhs.trunc.epil, %step.rhs.trunc
  %17 = zext nneg i16 %unit74.epil to i32
  %18 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table29.epil.init
  store i32 %17, ptr %18, align 4
  %19 = zext i16 %step75.epil to i32
  %20 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table29.epil.init
  store i32 %19, ptr %20, align 4
  br label %small_tables.done

small_tables.done:                                ; preds = %small_table.body.epil.preheader, %small_tables.done.loopexit.unr-lcssa, %entry
  %21 = icmp ult i64 %row_begin, %row_end
  br i1 %21, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %small_tables.done
  %22 = getelementptr inbounds float, ptr %scratch, i64 %n_features
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not52 = icmp eq i64 %steps, 0
  %23 = trunc i64 %key0 to i32
  %24 = lshr i64 %key0, 32
  %25 = add i64 %key0, 2654435769
  %26 = add nuw nsw i64 %24, 3144134277
  %27 = add i64 %key0, 1013904242
  %28 = add nuw nsw i64 %24, 1993301258
  %29 = add i64 %key0, 3668340011
  %30 = add nuw nsw i64 %24, 842468239
  %31 = add i64 %key0, 2027808484
  %32 = add nuw nsw i64 %24, 3986602516
  %33 = add i64 %key0, 387276957
  %34 = add nuw nsw i64 %24, 2835769497
  %35 = add i64 %key0, 3041712726
  %36 = add nuw nsw i64 %24, 1684936478
  %37 = add i64 %key0, 1401181199
  %38 = add nuw nsw i64 %24, 534103459
  %39 = add nuw nsw i64 %24, 3678237736
  %40 = add i32 %23, -1879881855
  %.not53 = icmp eq i64 %n_features, 0
  br i1 %.not52, label %row.exit, label %row.body.lr.ph.split.us

row.body.lr.ph.split.us:                          ; preds = %row.body.lr.ph
  %draw.not = icmp eq i32 %draw_noise, 0
  br i1 %draw.not, label %row.body.lr.ph.split.us.split.us, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph.split.us
  %41 = mul i64 %row_begin, %n_features
  %42 = shl i64 %41, 2
  %43 = shl i64 %n_features, 2
  %44 = shl i64 %row_begin, 2
  %45 = add i64 %44, 4
  %46 = mul i64 %n_features, %45
  %n.vec184 = and i64 %n_features, -8
  %broadcast.splatinsert193 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat194 = shufflevector <8 x i64> %broadcast.splatinsert193, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert197 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat198 = shufflevector <8 x i64> %broadcast.splatinsert197, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert201 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat202 = shufflevector <8 x i64> %broadcast.splatinsert201, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert203 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat204 = shufflevector <8 x i64> %broadcast.splatinsert203, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert205 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat206 = shufflevector <8 x i64> %broadcast.splatinsert205, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert207 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat208 = shufflevector <8 x i64> %broadcast.splatinsert207, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert209 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat210 = shufflevector <8 x i64> %broadcast.splatinsert209, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert211 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat212 = shufflevector <8 x i64> %broadcast.splatinsert211, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert213 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat214 = shufflevector <8 x i64> %broadcast.splatinsert213, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert215 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat216 = shufflevector <8 x i64> %broadcast.splatinsert215, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert217 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat218 = shufflevector <8 x i64> %broadcast.splatinsert217, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert219 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat220 = shufflevector <8 x i64> %broadcast.splatinsert219, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert221 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat222 = shufflevector <8 x i64> %broadcast.splatinsert221, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert223 = insertelement <8 x i32> poison, i32 %40, i64 0
  %broadcast.splat224 = shufflevector <8 x i32> %broadcast.splatinsert223, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n229 = icmp eq i64 %n_features, %n.vec184
  %n.vec173 = and i64 %n_features, -8
  %cmp.n180 = icmp eq i64 %n_features, %n.vec173
  %broadcast.splatinsert128 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat129 = shufflevector <8 x i64> %broadcast.splatinsert128, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert130 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat131 = shufflevector <8 x i64> %broadcast.splatinsert130, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert132 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat133 = shufflevector <8 x i64> %broadcast.splatinsert132, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert134 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat135 = shufflevector <8 x i64> %broadcast.splatinsert134, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert136 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat137 = shufflevector <8 x i64> %broadcast.splatinsert136, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert138 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat139 = shufflevector <8 x i64> %broadcast.splatinsert138, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert140 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat141 = shufflevector <8 x i64> %broadcast.splatinsert140, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert142 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat143 = shufflevector <8 x i64> %broadcast.splatinsert142, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert144 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat145 = shufflevector <8 x i64> %broadcast.splatinsert144, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert146 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat147 = shufflevector <8 x i64> %broadcast.splatinsert146, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert148 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat149 = shufflevector <8 x i64> %broadcast.splatinsert148, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert150 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat151 = shufflevector <8 x i64> %broadcast.splatinsert150, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert152 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat153 = shufflevector <8 x i64> %broadcast.splatinsert152, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert154 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat155 = shufflevector <8 x i64> %broadcast.splatinsert154, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert156 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat157 = shufflevector <8 x i64> %broadcast.splatinsert156, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert158 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat159 = shufflevector <8 x i64> %broadcast.splatinsert158, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert160 = insertelement <8 x i32> poison, i32 %40, i64 0
  %broadcast.splat161 = shufflevector <8 x i32> %broadcast.splatinsert160, <8 x i32> poison, <8 x i32> zeroinitializer
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check87 = icmp ult i64 %n_features, 16
  %n.mod.vf = and i64 %n_features, 12
  %n.vec = and i64 %n_features, -16
  %broadcast.splatinsert = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec96 = and i64 %n_features, -4
  %broadcast.splatinsert97 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat98 = shufflevector <4 x float> %broadcast.splatinsert97, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n106 = icmp eq i64 %n_features, %n.vec96
  %xtraiter293 = and i64 %n_features, 1
  %lcmp.mod294.not = icmp eq i64 %xtraiter293, 0
  br label %row.body.us

row.body.lr.ph.split.us.split.us:                 ; preds = %row.body.lr.ph.split.us
  br i1 %.not53, label %row.exit, label %row.body.us.us.us.preheader

row.body.us.us.us.preheader:                      ; preds = %row.body.lr.ph.split.us.split.us
  %47 = mul i64 %row_begin, %n_features
  %48 = shl i64 %47, 2
  %49 = shl i64 %n_features, 2
  %50 = shl i64 %row_begin, 2
  %51 = add i64 %50, 4
  %52 = mul i64 %n_features, %51
  %min.iters.check241 = icmp ult i64 %n_features, 4
  %min.iters.check244 = icmp ult i64 %n_features, 32
  %n.mod.vf247 = and i64 %n_features, 28
  %n.vec248 = and i64 %n_features, -32
  %broadcast.splatinsert249 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat250 = shufflevector <8 x float> %broadcast.splatinsert249, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n263 = icmp eq i64 %n_features, %n.vec248
  %min.epilog.iters.check267 = icmp eq i64 %n.mod.vf247, 0
  %n.vec270 = and i64 %n_features, -4
  %broadcast.splatinsert271 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat272 = shufflevector <4 x float> %broadcast.splatinsert271, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n279 = icmp eq i64 %n_features, %n.vec270
  %xtraiter295 = and i64 %n_features, 3
  %lcmp.mod296.not = icmp eq i64 %xtraiter295, 0
  br label %row.body.us.us.us

row.body.us.us.us:                                ; preds = %row.body.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us
  %indvar231 = phi i64 [ 0, %row.body.us.us.us.preheader ], [ %indvar.next232, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %row39.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.preheader ], [ %148, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %53 = mul i64 %49, %indvar231
  %54 = add i64 %48, %53
  %scevgep233 = getelementptr i8, ptr %state, i64 %54
  %55 = add i64 %52, %53
  %scevgep234 = getelementptr i8, ptr %state, i64 %55
  %scevgep235 = getelementptr i8, ptr %input_0, i64 %54
  %scevgep236 = getelementptr i8, ptr %input_0, i64 %55
  %row_offset.us.us.us = mul i64 %row39.us.us.us, %n_features
  %56 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us
  %57 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us.us
  %bound0237 = icmp ult ptr %scevgep233, %scevgep236
  %bound1238 = icmp ult ptr %scevgep235, %scevgep234
  %found.conflict239 = and i1 %bound0237, %bound1238
  br label %iter.check243

iter.check243:                                    ; preds = %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, %row.body.us.us.us
  %step337.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us ], [ %147, %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us ]
  %brmerge = select i1 %min.iters.check241, i1 true, i1 %found.conflict239
  br i1 %brmerge, label %feature.body20.us.us.us.us.us.preheader, label %vector.main.loop.iter.check245

vector.main.loop.iter.check245:                   ; preds = %iter.check243
  br i1 %min.iters.check244, label %vec.epilog.ph268, label %vector.body251

vector.body251:                                   ; preds = %vector.main.loop.iter.check245, %vector.body251
  %index252 = phi i64 [ %index.next261, %vector.body251 ], [ 0, %vector.main.loop.iter.check245 ]
  %58 = getelementptr inbounds float, ptr %56, i64 %index252
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 32
  %60 = getelementptr inbounds nuw i8, ptr %58, i64 64
  %61 = getelementptr inbounds nuw i8, ptr %58, i64 96
  %wide.load253 = load <8 x float>, ptr %58, align 4, !alias.scope !0, !noalias !3
  %wide.load254 = load <8 x float>, ptr %59, align 4, !alias.scope !0, !noalias !3
  %wide.load255 = load <8 x float>, ptr %60, align 4, !alias.scope !0, !noalias !3
  %wide.load256 = load <8 x float>, ptr %61, align 4, !alias.scope !0, !noalias !3
  %62 = getelementptr inbounds float, ptr %57, i64 %index252
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 32
  %64 = getelementptr inbounds nuw i8, ptr %62, i64 64
  %65 = getelementptr inbounds nuw i8, ptr %62, i64 96
  %wide.load257 = load <8 x float>, ptr %62, align 4, !alias.scope !3
  %wide.load258 = load <8 x float>, ptr %63, align 4, !alias.scope !3
  %wide.load259 = load <8 x float>, ptr %64, align 4, !alias.scope !3
  %wide.load260 = load <8 x float>, ptr %65, align 4, !alias.scope !3
  %66 = fsub <8 x float> %wide.load257, %wide.load253
  %67 = fsub <8 x float> %wide.load258, %wide.load254
  %68 = fsub <8 x float> %wide.load259, %wide.load255
  %69 = fsub <8 x float> %wide.load260, %wide.load256
  %70 = fmul <8 x float> %66, splat (float 2.000000e+00)
  %71 = fmul <8 x float> %67, splat (float 2.000000e+00)
  %72 = fmul <8 x float> %68, splat (float 2.000000e+00)
  %73 = fmul <8 x float> %69, splat (float 2.000000e+00)
  %74 = fmul <8 x float> %70, splat (float 5.000000e-01)
  %75 = fmul <8 x float> %71, splat (float 5.000000e-01)
  %76 = fmul <8 x float> %72, splat (float 5.000000e-01)
  %77 = fmul <8 x float> %73, splat (float 5.000000e-01)
  %78 = fmul <8 x float> %broadcast.splat250, %74
  %79 = fmul <8 x float> %broadcast.splat250, %75
  %80 = fmul <8 x float> %broadcast.splat250, %76
  %81 = fmul <8 x float> %broadcast.splat250, %77
  %82 = fadd <8 x float> %wide.load253, %78
  %83 = fadd <8 x float> %wide.load254, %79
  %84 = fadd <8 x float> %wide.load255, %80
  %85 = fadd <8 x float> %wide.load256, %81
  store <8 x float> %82, ptr %58, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %83, ptr %59, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %84, ptr %60, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %85, ptr %61, align 4, !alias.scope !0, !noalias !3
  %index.next261 = add nuw i64 %index252, 32
  %86 = icmp eq i64 %index.next261, %n.vec248
  br i1 %86, label %middle.block262, label %vector.body251, !llvm.loop !5

middle.block262:                                  ; preds = %vector.body251
  br i1 %cmp.n263, label %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, label %vec.epilog.iter.check266

vec.epilog.iter.check266:                         ; preds = %middle.block262
  br i1 %min.epilog.iters.check267, label %feature.body20.us.us.us.us.us.preheader, label %vec.epilog.ph268, !prof !8

vec.epilog.ph268:                                 ; preds = %vector.main.loop.iter.check245, %vec.epilog.iter.check266
  %vec.epilog.resume.val264 = phi i64 [ %n.vec248, %vec.epilog.iter.check266 ], [ 0, %vector.main.loop.iter.check245 ]
  br label %vec.epilog.vector.body273

vec.epilog.vector.body273:                        ; preds = %vec.epilog.vector.body273, %vec.epilog.ph268
  %index274 = phi i64 [ %vec.epilog.resume.val264, %vec.epilog.ph268 ], [ %index.next277, %vec.epilog.vector.body273 ]
  %87 = getelementptr inbounds float, ptr %56, i64 %index274
  %wide.load275 = load <4 x float>, ptr %87, align 4, !alias.scope !0, !noalias !3
  %88 = getelementptr inbounds float, ptr %57, i64 %index274
  %wide.load276 = load <4 x float>, ptr %88, align 4, !alias.scope !3
  %89 = fsub <4 x float> %wide.load276, %wide.load275
  %90 = fmul <4 x float> %89, splat (float 2.000000e+00)
  %91 = fmul <4 x float> %90, splat (float 5.000000e-01)
  %92 = fmul <4 x float> %broadcast.splat272, %91
  %93 = fadd <4 x float> %wide.load275, %92
  store <4 x float> %93, ptr %87, align 4, !alias.scope !0, !noalias !3
  %index.next277 = add nuw i64 %index274, 4
  %94 = icmp eq i64 %index.next277, %n.vec270
  br i1 %94, label %vec.epilog.middle.block278, label %vec.epilog.vector.body273, !llvm.loop !9

vec.epilog.middle.block278:                       ; preds = %vec.epilog.vector.body273
  br i1 %cmp.n279, label %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body20.us.us.us.us.us.preheader

feature.body20.us.us.us.us.us.preheader:          ; preds = %iter.check243, %vec.epilog.iter.check266, %vec.epilog.middle.block278
  %feature2235.us.us.us.us.us.ph = phi i64 [ 0, %iter.check243 ], [ %n.vec270, %vec.epilog.middle.block278 ], [ %n.vec248, %vec.epilog.iter.check266 ]
  br i1 %lcmp.mod296.not, label %feature.body20.us.us.us.us.us.prol.loopexit, label %feature.body20.us.us.us.us.us.prol

feature.body20.us.us.us.us.us.prol:               ; preds = %feature.body20.us.us.us.us.us.preheader, %feature.body20.us.us.us.us.us.prol
  %feature2235.us.us.us.us.us.prol = phi i64 [ %104, %feature.body20.us.us.us.us.us.prol ], [ %feature2235.us.us.us.us.us.ph, %feature.body20.us.us.us.us.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body20.us.us.us.us.us.prol ], [ 0, %feature.body20.us.us.us.us.us.preheader ]
  %95 = getelementptr inbounds float, ptr %56, i64 %feature2235.us.us.us.us.us.prol
  %96 = load float, ptr %95, align 4
  %97 = getelementptr inbounds float, ptr %57, i64 %feature2235.us.us.us.us.us.prol
  %98 = load float, ptr %97, align 4
  %99 = fsub float %98, %96
  %100 = fmul float %99, 2.000000e+00
  %101 = fmul float %100, 5.000000e-01
  %102 = fmul float %eta, %101
  %103 = fadd float %96, %102
  store float %103, ptr %95, align 4
  %104 = add nuw i64 %feature2235.us.us.us.us.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter295
  br i1 %prol.iter.cmp.not, label %feature.body20.us.us.us.us.us.prol.loopexit, label %feature.body20.us.us.us.us.us.prol, !llvm.loop !10

feature.body20.us.us.us.us.us.prol.loopexit:      ; preds = %feature.body20.us.us.us.us.us.prol, %feature.body20.us.us.us.us.us.preheader
  %feature2235.us.us.us.us.us.unr = phi i64 [ %feature2235.us.us.us.us.us.ph, %feature.body20.us.us.us.us.us.preheader ], [ %104, %feature.body20.us.us.us.us.us.prol ]
  %105 = sub i64 %feature2235.us.us.us.us.us.ph, %n_features
  %106 = icmp ugt i64 %105, -4
  br i1 %106, label %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body20.us.us.us.us.us

feature.body20.us.us.us.us.us:                    ; preds = %feature.body20.us.us.us.us.us.prol.loopexit, %feature.body20.us.us.us.us.us
  %feature2235.us.us.us.us.us = phi i64 [ %146, %feature.body20.us.us.us.us.us ], [ %feature2235.us.us.us.us.us.unr, %feature.body20.us.us.us.us.us.prol.loopexit ]
  %107 = getelementptr inbounds float, ptr %56, i64 %feature2235.us.us.us.us.us
  %108 = load float, ptr %107, align 4
  %109 = getelementptr inbounds float, ptr %57, i64 %feature2235.us.us.us.us.us
  %110 = load float, ptr %109, align 4
  %111 = fsub float %110, %108
  %112 = fmul float %111, 2.000000e+00
  %113 = fmul float %112, 5.000000e-01
  %114 = fmul float %eta, %113
  %115 = fadd float %108, %114
  store float %115, ptr %107, align 4
  %116 = add nuw i64 %feature2235.us.us.us.us.us, 1
  %117 = getelementptr inbounds float, ptr %56, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = getelementptr inbounds float, ptr %57, i64 %116
  %120 = load float, ptr %119, align 4
  %121 = fsub float %120, %118
  %122 = fmul float %121, 2.000000e+00
  %123 = fmul float %122, 5.000000e-01
  %124 = fmul float %eta, %123
  %125 = fadd float %118, %124
  store float %125, ptr %117, align 4
  %126 = add nuw i64 %feature2235.us.us.us.us.us, 2
  %127 = getelementptr inbounds float, ptr %56, i64 %126
  %128 = load float, ptr %127, align 4
  %129 = getelementptr inbounds float, ptr %57, i64 %126
  %130 = load float, ptr %129, align 4
  %131 = fsub float %130, %128
  %132 = fmul float %131, 2.000000e+00
  %133 = fmul float %132, 5.000000e-01
  %134 = fmul float %eta, %133
  %135 = fadd float %128, %134
  store float %135, ptr %127, align 4
  %136 = add nuw i64 %feature2235.us.us.us.us.us, 3
  %137 = getelementptr inbounds float, ptr %56, i64 %136
  %138 = load float, ptr %137, align 4
  %139 = getelementptr inbounds float, ptr %57, i64 %136
  %140 = load float, ptr %139, align 4
  %141 = fsub float %140, %138
  %142 = fmul float %141, 2.000000e+00
  %143 = fmul float %142, 5.000000e-01
  %144 = fmul float %eta, %143
  %145 = fadd float %138, %144
  store float %145, ptr %137, align 4
  %146 = add nuw i64 %feature2235.us.us.us.us.us, 4
  %exitcond65.not.3 = icmp eq i64 %146, %n_features
  br i1 %exitcond65.not.3, label %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body20.us.us.us.us.us, !llvm.loop !12

feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us: ; preds = %feature.body20.us.us.us.us.us.prol.loopexit, %feature.body20.us.us.us.us.us, %vec.epilog.middle.block278, %middle.block262
  %147 = add nuw i64 %step337.us.us.us.us.us, 1
  %exitcond66.not = icmp eq i64 %147, %steps
  br i1 %exitcond66.not, label %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, label %iter.check243

step.header.step.exit_crit_edge.split.us.split.us.us.us.us: ; preds = %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us
  %148 = add nuw i64 %row39.us.us.us, 1
  %exitcond67.not = icmp eq i64 %148, %row_end
  %indvar.next232 = add i64 %indvar231, 1
  br i1 %exitcond67.not, label %row.exit, label %row.body.us.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.split.us44
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.us44 ]
  %row39.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %1140, %step.header.step.exit_crit_edge.split.us44 ]
  %149 = mul i64 %43, %indvar
  %150 = add i64 %42, %149
  %scevgep = getelementptr i8, ptr %state, i64 %150
  %151 = add i64 %46, %149
  %scevgep80 = getelementptr i8, ptr %state, i64 %151
  %scevgep81 = getelementptr i8, ptr %input_0, i64 %150
  %scevgep82 = getelementptr i8, ptr %input_0, i64 %151
  %row_offset.us = mul i64 %row39.us, %n_features
  %152 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %153 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert191 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat192 = shufflevector <8 x i64> %broadcast.splatinsert191, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert124 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat125 = shufflevector <8 x i64> %broadcast.splatinsert124, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0 = icmp ult ptr %scevgep, %scevgep82
  %bound1 = icmp ult ptr %scevgep81, %scevgep80
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us40

step.body.us40:                                   ; preds = %row.body.us, %noise.done.loopexit27.us
  %step337.us41 = phi i64 [ 0, %row.body.us ], [ %1044, %noise.done.loopexit27.us ]
  %temperature1.036.us42 = phi float [ %temperature, %row.body.us ], [ %t_next.us43, %noise.done.loopexit27.us ]
  %154 = fmul float %two_eta, %temperature1.036.us42
  %155 = fcmp ogt float %154, 0.000000e+00
  %156 = tail call float @llvm.sqrt.f32(float %154)
  %157 = select i1 %155, float %156, float 0.000000e+00
  %noise_scale4.us = select i1 %anneal2.not, float %noise_scale, float %157
  %key1_step.us = add i64 %step337.us41, %key1
  %step_in_chunk.us = urem i64 %step337.us41, %steps_per_chunk.zext
  br i1 %small_rows, label %small_rows.then.us, label %philox.header6.preheader.us

noise.body11.us:                                  ; preds = %middle.block179, %noise.body11.us
  %noise1331.us = phi i64 [ %286, %noise.body11.us ], [ %n.vec173, %middle.block179 ]
  %158 = getelementptr inbounds float, ptr %22, i64 %noise1331.us
  %w014.us = load i32, ptr %158, align 4
  %159 = getelementptr inbounds float, ptr %scratch, i64 %noise1331.us
  %w115.us = load i32, ptr %159, align 4
  %160 = uitofp i32 %w014.us to double
  %161 = fadd double %160, 5.000000e-01
  %162 = fmul double %161, 0x3DF0000000000000
  %163 = uitofp i32 %w115.us to double
  %164 = fadd double %163, 5.000000e-01
  %165 = fmul double %164, 0x3DF0000000000000
  %166 = bitcast double %162 to i64
  %167 = lshr i64 %166, 32
  %168 = add nuw nsw i64 %167, 614242
  %169 = lshr i64 %168, 20
  %170 = add nsw i64 %169, -1023
  %171 = shl nuw i64 %168, 32
  %172 = and i64 %171, 4503595332403200
  %173 = add nuw nsw i64 %172, 4604544269498187776
  %174 = and i64 %166, 4294967295
  %175 = or disjoint i64 %173, %174
  %176 = bitcast i64 %175 to double
  %177 = fadd double %176, -1.000000e+00
  %178 = fmul double %177, 5.000000e-01
  %179 = fmul double %177, %178
  %180 = fadd double %177, 2.000000e+00
  %181 = fdiv double %177, %180
  %182 = fmul double %181, %181
  %183 = fmul double %182, %182
  %184 = fmul double %183, 0x3FC2F112DF3E5244
  %185 = fadd double %184, 0x3FC7466496CB03DE
  %186 = insertelement <2 x double> poison, double %183, i64 0
  %187 = shufflevector <2 x double> %186, <2 x double> poison, <2 x i32> zeroinitializer
  %188 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %185, i64 1
  %189 = fmul <2 x double> %187, %188
  %190 = fadd <2 x double> %189, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %191 = fmul <2 x double> %187, %190
  %192 = fadd <2 x double> %191, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %193 = insertelement <2 x double> %186, double %182, i64 1
  %194 = fmul <2 x double> %193, %192
  %shift = shufflevector <2 x double> %194, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %194, %shift
  %195 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %196 = sitofp i64 %170 to double
  %197 = fadd double %179, %195
  %198 = fmul double %181, %197
  %199 = fmul double %196, 0x3DEA39EF35793C76
  %200 = fadd double %199, %198
  %201 = fsub double %200, %179
  %202 = fadd double %177, %201
  %203 = fmul double %196, 0x3FE62E42FEE00000
  %204 = fadd double %203, %202
  %205 = fmul double %204, -2.000000e+00
  %206 = tail call double @llvm.sqrt.f64(double %205)
  %207 = fmul double %165, 0x401921FB54442D18
  %208 = fmul double %207, 0x3FE45F306DC9C883
  %209 = fadd double %208, 0x4338000000000000
  %210 = bitcast double %209 to i64
  %211 = fadd double %209, 0xC338000000000000
  %212 = fmul double %211, 0x3FF921FB54400000
  %213 = fsub double %207, %212
  %214 = fmul double %211, 0x3DD0B4611A626331
  %215 = fmul double %211, 0x3DD0B4611A600000
  %216 = fsub double %213, %215
  %217 = fmul double %211, 0x3BA3198A2E037073
  %218 = fsub double %213, %216
  %219 = fsub double %218, %215
  %220 = fsub double %217, %219
  %221 = fsub double %213, %214
  %222 = insertelement <2 x double> poison, double %221, i64 0
  %223 = insertelement <2 x double> %222, double %207, i64 1
  %224 = bitcast <2 x double> %223 to <2 x i64>
  %225 = lshr <2 x i64> %224, splat (i64 52)
  %226 = and <2 x i64> %225, splat (i64 2047)
  %227 = extractelement <2 x i64> %226, i64 0
  %228 = add nuw nsw i64 %227, 16
  %229 = extractelement <2 x i64> %226, i64 1
  %230 = icmp samesign ult i64 %228, %229
  %231 = select i1 %230, double %216, double %213
  %232 = select i1 %230, double %220, double %214
  %233 = fsub double %231, %232
  %234 = fsub double %231, %233
  %235 = fsub double %234, %232
  %236 = fmul double %233, %233
  %237 = fmul double %236, %236
  %238 = fmul double %236, 0x3EFA01A019CB1590
  %239 = fadd double %238, 0xBF56C16C16C15177
  %240 = fmul double %236, %239
  %241 = fadd double %240, 0x3FA555555555554C
  %242 = fmul double %236, %241
  %243 = fmul double %236, 0x3DA8FAE9BE8838D4
  %244 = fsub double 0x3E21EE9EBDB4B1C4, %243
  %245 = fmul double %236, %244
  %246 = fadd double %245, 0xBE927E4F809C52AD
  %247 = fmul double %237, %237
  %248 = fmul double %247, %246
  %249 = fadd double %242, %248
  %250 = fmul double %236, 5.000000e-01
  %251 = fsub double 1.000000e+00, %250
  %252 = fsub double 1.000000e+00, %251
  %253 = fsub double %252, %250
  %254 = fmul double %236, %249
  %255 = fmul double %233, %235
  %256 = fsub double %254, %255
  %257 = fadd double %253, %256
  %258 = fadd double %251, %257
  %259 = fmul double %236, 0x3EC71DE357B1FE7D
  %260 = fadd double %259, 0xBF2A01A019C161D5
  %261 = fmul double %236, %260
  %262 = fadd double %261, 0x3F8111111110F8A6
  %263 = fmul double %236, 0x3DE5D93A5ACFD57C
  %264 = fadd double %263, 0xBE5AE5E68A2B9CEB
  %265 = fmul double %236, %237
  %266 = fmul double %265, %264
  %267 = fadd double %266, %262
  %268 = fmul double %233, %236
  %269 = fmul double %235, 5.000000e-01
  %270 = fmul double %268, %267
  %271 = fsub double %269, %270
  %272 = fmul double %236, %271
  %273 = fsub double %272, %235
  %274 = fmul double %268, 0x3FC5555555555549
  %275 = fadd double %273, %274
  %276 = fsub double %233, %275
  %277 = fneg double %258
  %278 = fneg double %276
  %279 = and i64 %210, 1
  %280 = and i64 %210, 2
  %.not.us = icmp eq i64 %279, 0
  %.not23.us = icmp eq i64 %280, 0
  %281 = select i1 %.not23.us, double %258, double %277
  %282 = select i1 %.not23.us, double %278, double %276
  %283 = select i1 %.not.us, double %281, double %282
  %284 = fmul double %206, %283
  %285 = fptrunc double %284 to float
  store float %285, ptr %158, align 4
  %286 = add nuw i64 %noise1331.us, 1
  %exitcond61.not = icmp eq i64 %286, %n_features
  br i1 %exitcond61.not, label %iter.check, label %noise.body11.us, !llvm.loop !13

philox.body7.us:                                  ; preds = %philox.body7.us.preheader, %philox.body7.us
  %philox930.us = phi i64 [ %369, %philox.body7.us ], [ %n.vec184, %philox.body7.us.preheader ]
  %element.us = add i64 %philox930.us, %row_offset.us
  %287 = and i64 %element.us, 4294967295
  %288 = mul nuw i64 %287, 3528531795
  %289 = xor i64 %element.us, %key0
  %290 = xor i64 %289, %288
  %291 = lshr i64 %290, 32
  %292 = mul nuw i64 %291, 3449720151
  %293 = lshr i64 %292, 32
  %.reass.reass = xor i64 %293, %invariant.op
  %294 = xor i64 %1053, %288
  %295 = and i64 %.reass.reass, 4294967295
  %296 = mul nuw i64 %295, 3528531795
  %297 = and i64 %294, 4294967295
  %298 = mul nuw i64 %297, 3449720151
  %299 = lshr i64 %296, 32
  %300 = lshr i64 %298, 32
  %301 = xor i64 %300, %27
  %302 = xor i64 %301, %292
  %.reass78.reass = xor i64 %299, %invariant.op298
  %303 = and i64 %302, 4294967295
  %304 = mul nuw i64 %303, 3528531795
  %305 = and i64 %.reass78.reass, 4294967295
  %306 = mul nuw i64 %305, 3449720151
  %307 = lshr i64 %304, 32
  %308 = lshr i64 %306, 32
  %309 = xor i64 %29, %308
  %310 = xor i64 %309, %298
  %311 = xor i64 %307, %30
  %312 = xor i64 %311, %296
  %313 = and i64 %310, 4294967295
  %314 = mul nuw i64 %313, 3528531795
  %315 = and i64 %312, 4294967295
  %316 = mul nuw i64 %315, 3449720151
  %317 = lshr i64 %314, 32
  %318 = lshr i64 %316, 32
  %319 = xor i64 %318, %31
  %320 = xor i64 %319, %306
  %321 = xor i64 %32, %317
  %322 = xor i64 %321, %304
  %323 = and i64 %320, 4294967295
  %324 = mul nuw i64 %323, 3528531795
  %325 = and i64 %322, 4294967295
  %326 = mul nuw i64 %325, 3449720151
  %327 = lshr i64 %324, 32
  %328 = lshr i64 %326, 32
  %329 = xor i64 %33, %328
  %330 = xor i64 %329, %316
  %331 = xor i64 %327, %34
  %332 = xor i64 %331, %314
  %333 = and i64 %330, 4294967295
  %334 = mul nuw i64 %333, 3528531795
  %335 = and i64 %332, 4294967295
  %336 = mul nuw i64 %335, 3449720151
  %337 = lshr i64 %334, 32
  %338 = lshr i64 %336, 32
  %339 = xor i64 %338, %35
  %340 = xor i64 %339, %326
  %341 = xor i64 %36, %337
  %342 = xor i64 %341, %324
  %343 = and i64 %340, 4294967295
  %344 = mul nuw i64 %343, 3528531795
  %345 = and i64 %342, 4294967295
  %346 = mul nuw i64 %345, 3449720151
  %347 = lshr i64 %344, 32
  %348 = lshr i64 %346, 32
  %349 = xor i64 %37, %348
  %350 = xor i64 %349, %336
  %351 = xor i64 %347, %38
  %352 = xor i64 %351, %334
  %353 = and i64 %350, 4294967295
  %354 = mul nuw i64 %353, 3528531795
  %355 = lshr i64 %354, 32
  %356 = trunc i64 %352 to i32
  %357 = mul i32 %356, -845247145
  %358 = xor i64 %39, %355
  %359 = xor i64 %358, %344
  %360 = and i64 %359, 4294967295
  %361 = mul nuw i64 %360, 3449720151
  %362 = lshr i64 %361, 32
  %363 = trunc nuw i64 %362 to i32
  %364 = trunc i64 %361 to i32
  %365 = xor i32 %357, %363
  %366 = xor i32 %365, %40
  %367 = getelementptr inbounds float, ptr %22, i64 %philox930.us
  store i32 %366, ptr %367, align 4
  %368 = getelementptr inbounds float, ptr %scratch, i64 %philox930.us
  store i32 %364, ptr %368, align 4
  %369 = add nuw i64 %philox930.us, 1
  %exitcond.not = icmp eq i64 %369, %n_features
  br i1 %exitcond.not, label %vector.ph171, label %philox.body7.us, !llvm.loop !14

vector.ph171:                                     ; preds = %philox.body7.us, %middle.block228
  br label %vector.body174

vector.body174:                                   ; preds = %vector.body174, %vector.ph171
  %index175 = phi i64 [ 0, %vector.ph171 ], [ %index.next178, %vector.body174 ]
  %370 = getelementptr inbounds float, ptr %22, i64 %index175
  %wide.load176 = load <8 x i32>, ptr %370, align 4
  %371 = getelementptr inbounds float, ptr %scratch, i64 %index175
  %wide.load177 = load <8 x i32>, ptr %371, align 4
  %372 = uitofp <8 x i32> %wide.load176 to <8 x double>
  %373 = fadd <8 x double> %372, splat (double 5.000000e-01)
  %374 = fmul <8 x double> %373, splat (double 0x3DF0000000000000)
  %375 = uitofp <8 x i32> %wide.load177 to <8 x double>
  %376 = fadd <8 x double> %375, splat (double 5.000000e-01)
  %377 = fmul <8 x double> %376, splat (double 0x3DF0000000000000)
  %378 = bitcast <8 x double> %374 to <8 x i64>
  %379 = lshr <8 x i64> %378, splat (i64 32)
  %380 = add nuw nsw <8 x i64> %379, splat (i64 614242)
  %381 = lshr <8 x i64> %380, splat (i64 20)
  %382 = add nsw <8 x i64> %381, splat (i64 -1023)
  %383 = shl nuw <8 x i64> %380, splat (i64 32)
  %384 = and <8 x i64> %383, splat (i64 4503595332403200)
  %385 = add nuw nsw <8 x i64> %384, splat (i64 4604544269498187776)
  %386 = and <8 x i64> %378, splat (i64 4294967295)
  %387 = or disjoint <8 x i64> %385, %386
  %388 = bitcast <8 x i64> %387 to <8 x double>
  %389 = fadd <8 x double> %388, splat (double -1.000000e+00)
  %390 = fmul <8 x double> %389, splat (double 5.000000e-01)
  %391 = fmul <8 x double> %389, %390
  %392 = fadd <8 x double> %389, splat (double 2.000000e+00)
  %393 = fdiv <8 x double> %389, %392
  %394 = fmul <8 x double> %393, %393
  %395 = fmul <8 x double> %394, %394
  %396 = fmul <8 x double> %395, splat (double 0x3FC39A09D078C69F)
  %397 = fadd <8 x double> %396, splat (double 0x3FCC71C51D8E78AF)
  %398 = fmul <8 x double> %395, %397
  %399 = fadd <8 x double> %398, splat (double 0x3FD999999997FA04)
  %400 = fmul <8 x double> %395, %399
  %401 = fmul <8 x double> %395, splat (double 0x3FC2F112DF3E5244)
  %402 = fadd <8 x double> %401, splat (double 0x3FC7466496CB03DE)
  %403 = fmul <8 x double> %395, %402
  %404 = fadd <8 x double> %403, splat (double 0x3FD2492494229359)
  %405 = fmul <8 x double> %395, %404
  %406 = fadd <8 x double> %405, splat (double 0x3FE5555555555593)
  %407 = fmul <8 x double> %394, %406
  %408 = fadd <8 x double> %400, %407
  %409 = sitofp <8 x i64> %382 to <8 x double>
  %410 = fadd <8 x double> %391, %408
  %411 = fmul <8 x double> %393, %410
  %412 = fmul <8 x double> %409, splat (double 0x3DEA39EF35793C76)
  %413 = fadd <8 x double> %412, %411
  %414 = fsub <8 x double> %413, %391
  %415 = fadd <8 x double> %389, %414
  %416 = fmul <8 x double> %409, splat (double 0x3FE62E42FEE00000)
  %417 = fadd <8 x double> %416, %415
  %418 = fmul <8 x double> %417, splat (double -2.000000e+00)
  %419 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %418)
  %420 = fmul <8 x double> %377, splat (double 0x401921FB54442D18)
  %421 = fmul <8 x double> %420, splat (double 0x3FE45F306DC9C883)
  %422 = fadd <8 x double> %421, splat (double 0x4338000000000000)
  %423 = bitcast <8 x double> %422 to <8 x i64>
  %424 = fadd <8 x double> %422, splat (double 0xC338000000000000)
  %425 = fmul <8 x double> %424, splat (double 0x3FF921FB54400000)
  %426 = fsub <8 x double> %420, %425
  %427 = fmul <8 x double> %424, splat (double 0x3DD0B4611A626331)
  %428 = fmul <8 x double> %424, splat (double 0x3DD0B4611A600000)
  %429 = fsub <8 x double> %426, %428
  %430 = fmul <8 x double> %424, splat (double 0x3BA3198A2E037073)
  %431 = fsub <8 x double> %426, %429
  %432 = fsub <8 x double> %431, %428
  %433 = fsub <8 x double> %430, %432
  %434 = fsub <8 x double> %426, %427
  %435 = bitcast <8 x double> %420 to <8 x i64>
  %436 = lshr <8 x i64> %435, splat (i64 52)
  %437 = and <8 x i64> %436, splat (i64 2047)
  %438 = bitcast <8 x double> %434 to <8 x i64>
  %439 = lshr <8 x i64> %438, splat (i64 52)
  %440 = and <8 x i64> %439, splat (i64 2047)
  %441 = add nuw nsw <8 x i64> %440, splat (i64 16)
  %442 = icmp samesign ult <8 x i64> %441, %437
  %443 = select <8 x i1> %442, <8 x double> %429, <8 x double> %426
  %444 = select <8 x i1> %442, <8 x double> %433, <8 x double> %427
  %445 = fsub <8 x double> %443, %444
  %446 = fsub <8 x double> %443, %445
  %447 = fsub <8 x double> %446, %444
  %448 = fmul <8 x double> %445, %445
  %449 = fmul <8 x double> %448, %448
  %450 = fmul <8 x double> %448, splat (double 0x3EFA01A019CB1590)
  %451 = fadd <8 x double> %450, splat (double 0xBF56C16C16C15177)
  %452 = fmul <8 x double> %448, %451
  %453 = fadd <8 x double> %452, splat (double 0x3FA555555555554C)
  %454 = fmul <8 x double> %448, %453
  %455 = fmul <8 x double> %448, splat (double 0x3DA8FAE9BE8838D4)
  %456 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %455
  %457 = fmul <8 x double> %448, %456
  %458 = fadd <8 x double> %457, splat (double 0xBE927E4F809C52AD)
  %459 = fmul <8 x double> %449, %449
  %460 = fmul <8 x double> %459, %458
  %461 = fadd <8 x double> %454, %460
  %462 = fmul <8 x double> %448, splat (double 5.000000e-01)
  %463 = fsub <8 x double> splat (double 1.000000e+00), %462
  %464 = fsub <8 x double> splat (double 1.000000e+00), %463
  %465 = fsub <8 x double> %464, %462
  %466 = fmul <8 x double> %448, %461
  %467 = fmul <8 x double> %445, %447
  %468 = fsub <8 x double> %466, %467
  %469 = fadd <8 x double> %465, %468
  %470 = fadd <8 x double> %463, %469
  %471 = fmul <8 x double> %448, splat (double 0x3EC71DE357B1FE7D)
  %472 = fadd <8 x double> %471, splat (double 0xBF2A01A019C161D5)
  %473 = fmul <8 x double> %448, %472
  %474 = fadd <8 x double> %473, splat (double 0x3F8111111110F8A6)
  %475 = fmul <8 x double> %448, splat (double 0x3DE5D93A5ACFD57C)
  %476 = fadd <8 x double> %475, splat (double 0xBE5AE5E68A2B9CEB)
  %477 = fmul <8 x double> %448, %449
  %478 = fmul <8 x double> %477, %476
  %479 = fadd <8 x double> %478, %474
  %480 = fmul <8 x double> %445, %448
  %481 = fmul <8 x double> %447, splat (double 5.000000e-01)
  %482 = fmul <8 x double> %480, %479
  %483 = fsub <8 x double> %481, %482
  %484 = fmul <8 x double> %448, %483
  %485 = fsub <8 x double> %484, %447
  %486 = fmul <8 x double> %480, splat (double 0x3FC5555555555549)
  %487 = fadd <8 x double> %485, %486
  %488 = fsub <8 x double> %445, %487
  %489 = fneg <8 x double> %470
  %490 = fneg <8 x double> %488
  %491 = and <8 x i64> %423, splat (i64 1)
  %492 = and <8 x i64> %423, splat (i64 2)
  %493 = icmp eq <8 x i64> %491, zeroinitializer
  %494 = icmp eq <8 x i64> %492, zeroinitializer
  %495 = select <8 x i1> %494, <8 x double> %470, <8 x double> %489
  %496 = select <8 x i1> %494, <8 x double> %490, <8 x double> %488
  %497 = select <8 x i1> %493, <8 x double> %495, <8 x double> %496
  %498 = fmul <8 x double> %419, %497
  %499 = fptrunc <8 x double> %498 to <8 x float>
  store <8 x float> %499, ptr %370, align 4
  %index.next178 = add nuw i64 %index175, 8
  %500 = icmp eq i64 %index.next178, %n.vec173
  br i1 %500, label %middle.block179, label %vector.body174, !llvm.loop !15

middle.block179:                                  ; preds = %vector.body174
  br i1 %cmp.n180, label %iter.check, label %noise.body11.us

small_rows.then.us:                               ; preds = %step.body.us40
  %chunk_starts.us = icmp eq i64 %step_in_chunk.us, 0
  br i1 %chunk_starts.us, label %small_draw.then.us, label %draw.done.us

small_draw.then.us:                               ; preds = %small_rows.then.us
  %steps_left.us = sub i64 %steps, %step337.us41
  %501 = tail call i64 @llvm.umin.i64(i64 %steps_left.us, i64 %steps_per_chunk.zext)
  %chunk_units.us = mul nuw nsw i64 %501, %n_features
  %.not55 = icmp eq i64 %chunk_units.us, 0
  br i1 %.not55, label %draw.done.us, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %small_draw.then.us
  %min.iters.check120 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check120, label %philox.body.us.preheader290, label %vector.ph121

vector.ph121:                                     ; preds = %philox.body.us.preheader
  %n.vec123 = and i64 %chunk_units.us, 32760
  %broadcast.splatinsert126 = insertelement <8 x i64> poison, i64 %key1_step.us, i64 0
  %broadcast.splat127 = shufflevector <8 x i64> %broadcast.splatinsert126, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body162

vector.body162:                                   ; preds = %vector.body162, %vector.ph121
  %index163 = phi i64 [ 0, %vector.ph121 ], [ %index.next166, %vector.body162 ]
  %502 = getelementptr inbounds float, ptr %small_unit_of, i64 %index163
  %wide.load164 = load <8 x i32>, ptr %502, align 4
  %503 = zext <8 x i32> %wide.load164 to <8 x i64>
  %504 = add <8 x i64> %broadcast.splat125, %503
  %505 = getelementptr inbounds float, ptr %small_step_of, i64 %index163
  %wide.load165 = load <8 x i32>, ptr %505, align 4
  %506 = zext <8 x i32> %wide.load165 to <8 x i64>
  %507 = add <8 x i64> %broadcast.splat127, %506
  %508 = lshr <8 x i64> %507, splat (i64 32)
  %509 = and <8 x i64> %504, splat (i64 4294967295)
  %510 = mul nuw <8 x i64> %509, splat (i64 3528531795)
  %511 = mul nuw <8 x i64> %508, splat (i64 3449720151)
  %512 = lshr <8 x i64> %511, splat (i64 32)
  %513 = xor <8 x i64> %broadcast.splat129, %512
  %514 = xor <8 x i64> %513, %507
  %515 = xor <8 x i64> %504, %broadcast.splat129
  %516 = xor <8 x i64> %515, %510
  %517 = lshr <8 x i64> %516, splat (i64 32)
  %518 = and <8 x i64> %514, splat (i64 4294967295)
  %519 = mul nuw <8 x i64> %518, splat (i64 3528531795)
  %520 = mul nuw <8 x i64> %517, splat (i64 3449720151)
  %521 = lshr <8 x i64> %519, splat (i64 32)
  %522 = lshr <8 x i64> %520, splat (i64 32)
  %523 = xor <8 x i64> %broadcast.splat131, %522
  %524 = xor <8 x i64> %523, %511
  %525 = xor <8 x i64> %broadcast.splat133, %521
  %526 = xor <8 x i64> %525, %510
  %527 = and <8 x i64> %524, splat (i64 4294967295)
  %528 = mul nuw <8 x i64> %527, splat (i64 3528531795)
  %529 = and <8 x i64> %526, splat (i64 4294967295)
  %530 = mul nuw <8 x i64> %529, splat (i64 3449720151)
  %531 = lshr <8 x i64> %528, splat (i64 32)
  %532 = lshr <8 x i64> %530, splat (i64 32)
  %533 = xor <8 x i64> %broadcast.splat135, %532
  %534 = xor <8 x i64> %533, %520
  %535 = xor <8 x i64> %broadcast.splat137, %531
  %536 = xor <8 x i64> %535, %519
  %537 = and <8 x i64> %534, splat (i64 4294967295)
  %538 = mul nuw <8 x i64> %537, splat (i64 3528531795)
  %539 = and <8 x i64> %536, splat (i64 4294967295)
  %540 = mul nuw <8 x i64> %539, splat (i64 3449720151)
  %541 = lshr <8 x i64> %538, splat (i64 32)
  %542 = lshr <8 x i64> %540, splat (i64 32)
  %543 = xor <8 x i64> %broadcast.splat139, %542
  %544 = xor <8 x i64> %543, %530
  %545 = xor <8 x i64> %broadcast.splat141, %541
  %546 = xor <8 x i64> %545, %528
  %547 = and <8 x i64> %544, splat (i64 4294967295)
  %548 = mul nuw <8 x i64> %547, splat (i64 3528531795)
  %549 = and <8 x i64> %546, splat (i64 4294967295)
  %550 = mul nuw <8 x i64> %549, splat (i64 3449720151)
  %551 = lshr <8 x i64> %548, splat (i64 32)
  %552 = lshr <8 x i64> %550, splat (i64 32)
  %553 = xor <8 x i64> %broadcast.splat143, %552
  %554 = xor <8 x i64> %553, %540
  %555 = xor <8 x i64> %broadcast.splat145, %551
  %556 = xor <8 x i64> %555, %538
  %557 = and <8 x i64> %554, splat (i64 4294967295)
  %558 = mul nuw <8 x i64> %557, splat (i64 3528531795)
  %559 = and <8 x i64> %556, splat (i64 4294967295)
  %560 = mul nuw <8 x i64> %559, splat (i64 3449720151)
  %561 = lshr <8 x i64> %558, splat (i64 32)
  %562 = lshr <8 x i64> %560, splat (i64 32)
  %563 = xor <8 x i64> %broadcast.splat147, %562
  %564 = xor <8 x i64> %563, %550
  %565 = xor <8 x i64> %broadcast.splat149, %561
  %566 = xor <8 x i64> %565, %548
  %567 = and <8 x i64> %564, splat (i64 4294967295)
  %568 = mul nuw <8 x i64> %567, splat (i64 3528531795)
  %569 = and <8 x i64> %566, splat (i64 4294967295)
  %570 = mul nuw <8 x i64> %569, splat (i64 3449720151)
  %571 = lshr <8 x i64> %568, splat (i64 32)
  %572 = lshr <8 x i64> %570, splat (i64 32)
  %573 = xor <8 x i64> %broadcast.splat151, %572
  %574 = xor <8 x i64> %573, %560
  %575 = xor <8 x i64> %broadcast.splat153, %571
  %576 = xor <8 x i64> %575, %558
  %577 = and <8 x i64> %574, splat (i64 4294967295)
  %578 = mul nuw <8 x i64> %577, splat (i64 3528531795)
  %579 = and <8 x i64> %576, splat (i64 4294967295)
  %580 = mul nuw <8 x i64> %579, splat (i64 3449720151)
  %581 = lshr <8 x i64> %578, splat (i64 32)
  %582 = lshr <8 x i64> %580, splat (i64 32)
  %583 = xor <8 x i64> %broadcast.splat155, %582
  %584 = xor <8 x i64> %583, %570
  %585 = xor <8 x i64> %broadcast.splat157, %581
  %586 = xor <8 x i64> %585, %568
  %587 = and <8 x i64> %584, splat (i64 4294967295)
  %588 = mul nuw <8 x i64> %587, splat (i64 3528531795)
  %589 = lshr <8 x i64> %588, splat (i64 32)
  %590 = trunc <8 x i64> %586 to <8 x i32>
  %591 = mul <8 x i32> %590, splat (i32 -845247145)
  %592 = xor <8 x i64> %broadcast.splat159, %589
  %593 = xor <8 x i64> %592, %578
  %594 = and <8 x i64> %593, splat (i64 4294967295)
  %595 = mul nuw <8 x i64> %594, splat (i64 3449720151)
  %596 = lshr <8 x i64> %595, splat (i64 32)
  %597 = trunc nuw <8 x i64> %596 to <8 x i32>
  %598 = trunc <8 x i64> %595 to <8 x i32>
  %599 = xor <8 x i32> %591, %597
  %600 = xor <8 x i32> %599, %broadcast.splat161
  %601 = getelementptr inbounds float, ptr %small_noise, i64 %index163
  store <8 x i32> %600, ptr %601, align 4
  %602 = getelementptr inbounds float, ptr %small_staging, i64 %index163
  store <8 x i32> %598, ptr %602, align 4
  %index.next166 = add nuw i64 %index163, 8
  %603 = icmp eq i64 %index.next166, %n.vec123
  br i1 %603, label %middle.block167, label %vector.body162, !llvm.loop !16

middle.block167:                                  ; preds = %vector.body162
  %cmp.n168 = icmp eq i64 %chunk_units.us, %n.vec123
  br i1 %cmp.n168, label %noise.body.us.preheader, label %philox.body.us.preheader290

philox.body.us.preheader290:                      ; preds = %philox.body.us.preheader, %middle.block167
  %philox32.us.ph = phi i64 [ 0, %philox.body.us.preheader ], [ %n.vec123, %middle.block167 ]
  br label %philox.body.us

draw.done.us:                                     ; preds = %noise.body.us, %middle.block116, %small_draw.then.us, %small_rows.then.us
  %chunk_offset.us = mul nuw nsw i64 %step_in_chunk.us, %n_features
  %604 = getelementptr inbounds nuw float, ptr %small_noise, i64 %chunk_offset.us
  br i1 %.not53, label %noise.done.loopexit27.us, label %iter.check

iter.check:                                       ; preds = %noise.body11.us, %middle.block179, %draw.done.us
  %noise16.us73 = phi ptr [ %604, %draw.done.us ], [ %22, %middle.block179 ], [ %22, %noise.body11.us ]
  br i1 %min.iters.check, label %feature.body.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %scevgep83 = getelementptr i8, ptr %noise16.us73, i64 %43
  %bound084 = icmp ult ptr %scevgep, %scevgep83
  %bound185 = icmp ult ptr %noise16.us73, %scevgep80
  %found.conflict86 = and i1 %bound084, %bound185
  %conflict.rdx = or i1 %found.conflict, %found.conflict86
  br i1 %conflict.rdx, label %feature.body.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  br i1 %min.iters.check87, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert88 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat89 = shufflevector <8 x float> %broadcast.splatinsert88, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %605 = getelementptr inbounds float, ptr %152, i64 %index
  %606 = getelementptr inbounds nuw i8, ptr %605, i64 32
  %wide.load = load <8 x float>, ptr %605, align 4, !alias.scope !17, !noalias !20
  %wide.load90 = load <8 x float>, ptr %606, align 4, !alias.scope !17, !noalias !20
  %607 = getelementptr inbounds float, ptr %153, i64 %index
  %608 = getelementptr inbounds nuw i8, ptr %607, i64 32
  %wide.load91 = load <8 x float>, ptr %607, align 4, !alias.scope !23
  %wide.load92 = load <8 x float>, ptr %608, align 4, !alias.scope !23
  %609 = fsub <8 x float> %wide.load91, %wide.load
  %610 = fsub <8 x float> %wide.load92, %wide.load90
  %611 = fmul <8 x float> %609, splat (float 2.000000e+00)
  %612 = fmul <8 x float> %610, splat (float 2.000000e+00)
  %613 = fmul <8 x float> %611, splat (float 5.000000e-01)
  %614 = fmul <8 x float> %612, splat (float 5.000000e-01)
  %615 = fmul <8 x float> %broadcast.splat, %613
  %616 = fmul <8 x float> %broadcast.splat, %614
  %617 = fadd <8 x float> %wide.load, %615
  %618 = fadd <8 x float> %wide.load90, %616
  %619 = getelementptr inbounds float, ptr %noise16.us73, i64 %index
  %620 = getelementptr inbounds nuw i8, ptr %619, i64 32
  %wide.load93 = load <8 x float>, ptr %619, align 4, !alias.scope !24
  %wide.load94 = load <8 x float>, ptr %620, align 4, !alias.scope !24
  %621 = fmul <8 x float> %broadcast.splat89, %wide.load93
  %622 = fmul <8 x float> %broadcast.splat89, %wide.load94
  %623 = fadd <8 x float> %621, %617
  %624 = fadd <8 x float> %622, %618
  store <8 x float> %623, ptr %605, align 4, !alias.scope !17, !noalias !20
  store <8 x float> %624, ptr %606, align 4, !alias.scope !17, !noalias !20
  %index.next = add nuw i64 %index, 16
  %625 = icmp eq i64 %index.next, %n.vec
  br i1 %625, label %middle.block, label %vector.body, !llvm.loop !25

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.loopexit27.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body.us.preheader, label %vec.epilog.ph, !prof !26

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert99 = insertelement <4 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat100 = shufflevector <4 x float> %broadcast.splatinsert99, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index101 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next105, %vec.epilog.vector.body ]
  %626 = getelementptr inbounds float, ptr %152, i64 %index101
  %wide.load102 = load <4 x float>, ptr %626, align 4, !alias.scope !17, !noalias !20
  %627 = getelementptr inbounds float, ptr %153, i64 %index101
  %wide.load103 = load <4 x float>, ptr %627, align 4, !alias.scope !23
  %628 = fsub <4 x float> %wide.load103, %wide.load102
  %629 = fmul <4 x float> %628, splat (float 2.000000e+00)
  %630 = fmul <4 x float> %629, splat (float 5.000000e-01)
  %631 = fmul <4 x float> %broadcast.splat98, %630
  %632 = fadd <4 x float> %wide.load102, %631
  %633 = getelementptr inbounds float, ptr %noise16.us73, i64 %index101
  %wide.load104 = load <4 x float>, ptr %633, align 4, !alias.scope !24
  %634 = fmul <4 x float> %broadcast.splat100, %wide.load104
  %635 = fadd <4 x float> %634, %632
  store <4 x float> %635, ptr %626, align 4, !alias.scope !17, !noalias !20
  %index.next105 = add nuw i64 %index101, 4
  %636 = icmp eq i64 %index.next105, %n.vec96
  br i1 %636, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !27

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n106, label %noise.done.loopexit27.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature34.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec96, %vec.epilog.middle.block ]
  %.neg = or disjoint i64 %feature34.us.ph, 1
  br i1 %lcmp.mod294.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %637 = getelementptr inbounds float, ptr %152, i64 %feature34.us.ph
  %638 = load float, ptr %637, align 4
  %639 = getelementptr inbounds float, ptr %153, i64 %feature34.us.ph
  %640 = load float, ptr %639, align 4
  %641 = fsub float %640, %638
  %642 = fmul float %641, 2.000000e+00
  %643 = fmul float %642, 5.000000e-01
  %644 = fmul float %eta, %643
  %645 = fadd float %638, %644
  %646 = getelementptr inbounds float, ptr %noise16.us73, i64 %feature34.us.ph
  %647 = load float, ptr %646, align 4
  %648 = fmul float %noise_scale4.us, %647
  %649 = fadd float %648, %645
  store float %649, ptr %637, align 4
  %650 = or disjoint i64 %feature34.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature34.us.unr = phi i64 [ %feature34.us.ph, %feature.body.us.preheader ], [ %650, %feature.body.us.prol ]
  %651 = icmp eq i64 %n_features, %.neg
  br i1 %651, label %noise.done.loopexit27.us, label %feature.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature34.us = phi i64 [ %679, %feature.body.us ], [ %feature34.us.unr, %feature.body.us.prol.loopexit ]
  %652 = getelementptr inbounds float, ptr %152, i64 %feature34.us
  %653 = load float, ptr %652, align 4
  %654 = getelementptr inbounds float, ptr %153, i64 %feature34.us
  %655 = load float, ptr %654, align 4
  %656 = fsub float %655, %653
  %657 = fmul float %656, 2.000000e+00
  %658 = fmul float %657, 5.000000e-01
  %659 = fmul float %eta, %658
  %660 = fadd float %653, %659
  %661 = getelementptr inbounds float, ptr %noise16.us73, i64 %feature34.us
  %662 = load float, ptr %661, align 4
  %663 = fmul float %noise_scale4.us, %662
  %664 = fadd float %663, %660
  store float %664, ptr %652, align 4
  %665 = add nuw i64 %feature34.us, 1
  %666 = getelementptr inbounds float, ptr %152, i64 %665
  %667 = load float, ptr %666, align 4
  %668 = getelementptr inbounds float, ptr %153, i64 %665
  %669 = load float, ptr %668, align 4
  %670 = fsub float %669, %667
  %671 = fmul float %670, 2.000000e+00
  %672 = fmul float %671, 5.000000e-01
  %673 = fmul float %eta, %672
  %674 = fadd float %667, %673
  %675 = getelementptr inbounds float, ptr %noise16.us73, i64 %665
  %676 = load float, ptr %675, align 4
  %677 = fmul float %noise_scale4.us, %676
  %678 = fadd float %677, %674
  store float %678, ptr %666, align 4
  %679 = add nuw i64 %feature34.us, 2
  %exitcond62.not.1 = icmp eq i64 %679, %n_features
  br i1 %exitcond62.not.1, label %noise.done.loopexit27.us, label %feature.body.us, !llvm.loop !28

noise.body.us:                                    ; preds = %noise.body.us.preheader289, %noise.body.us
  %noise33.us = phi i64 [ %808, %noise.body.us ], [ %noise33.us.ph, %noise.body.us.preheader289 ]
  %680 = getelementptr inbounds float, ptr %small_noise, i64 %noise33.us
  %w0.us = load i32, ptr %680, align 4
  %681 = getelementptr inbounds float, ptr %small_staging, i64 %noise33.us
  %w1.us = load i32, ptr %681, align 4
  %682 = uitofp i32 %w0.us to double
  %683 = fadd double %682, 5.000000e-01
  %684 = fmul double %683, 0x3DF0000000000000
  %685 = uitofp i32 %w1.us to double
  %686 = fadd double %685, 5.000000e-01
  %687 = fmul double %686, 0x3DF0000000000000
  %688 = bitcast double %684 to i64
  %689 = lshr i64 %688, 32
  %690 = add nuw nsw i64 %689, 614242
  %691 = lshr i64 %690, 20
  %692 = add nsw i64 %691, -1023
  %693 = shl nuw i64 %690, 32
  %694 = and i64 %693, 4503595332403200
  %695 = add nuw nsw i64 %694, 4604544269498187776
  %696 = and i64 %688, 4294967295
  %697 = or disjoint i64 %695, %696
  %698 = bitcast i64 %697 to double
  %699 = fadd double %698, -1.000000e+00
  %700 = fmul double %699, 5.000000e-01
  %701 = fmul double %699, %700
  %702 = fadd double %699, 2.000000e+00
  %703 = fdiv double %699, %702
  %704 = fmul double %703, %703
  %705 = fmul double %704, %704
  %706 = fmul double %705, 0x3FC2F112DF3E5244
  %707 = fadd double %706, 0x3FC7466496CB03DE
  %708 = insertelement <2 x double> poison, double %705, i64 0
  %709 = shufflevector <2 x double> %708, <2 x double> poison, <2 x i32> zeroinitializer
  %710 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %707, i64 1
  %711 = fmul <2 x double> %709, %710
  %712 = fadd <2 x double> %711, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %713 = fmul <2 x double> %709, %712
  %714 = fadd <2 x double> %713, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %715 = insertelement <2 x double> %708, double %704, i64 1
  %716 = fmul <2 x double> %715, %714
  %shift283 = shufflevector <2 x double> %716, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop284 = fadd <2 x double> %716, %shift283
  %717 = extractelement <2 x double> %foldExtExtBinop284, i64 0
  %718 = sitofp i64 %692 to double
  %719 = fadd double %701, %717
  %720 = fmul double %703, %719
  %721 = fmul double %718, 0x3DEA39EF35793C76
  %722 = fadd double %721, %720
  %723 = fsub double %722, %701
  %724 = fadd double %699, %723
  %725 = fmul double %718, 0x3FE62E42FEE00000
  %726 = fadd double %725, %724
  %727 = fmul double %726, -2.000000e+00
  %728 = tail call double @llvm.sqrt.f64(double %727)
  %729 = fmul double %687, 0x401921FB54442D18
  %730 = fmul double %729, 0x3FE45F306DC9C883
  %731 = fadd double %730, 0x4338000000000000
  %732 = bitcast double %731 to i64
  %733 = fadd double %731, 0xC338000000000000
  %734 = fmul double %733, 0x3FF921FB54400000
  %735 = fsub double %729, %734
  %736 = fmul double %733, 0x3DD0B4611A626331
  %737 = fmul double %733, 0x3DD0B4611A600000
  %738 = fsub double %735, %737
  %739 = fmul double %733, 0x3BA3198A2E037073
  %740 = fsub double %735, %738
  %741 = fsub double %740, %737
  %742 = fsub double %739, %741
  %743 = fsub double %735, %736
  %744 = insertelement <2 x double> poison, double %743, i64 0
  %745 = insertelement <2 x double> %744, double %729, i64 1
  %746 = bitcast <2 x double> %745 to <2 x i64>
  %747 = lshr <2 x i64> %746, splat (i64 52)
  %748 = and <2 x i64> %747, splat (i64 2047)
  %749 = extractelement <2 x i64> %748, i64 0
  %750 = add nuw nsw i64 %749, 16
  %751 = extractelement <2 x i64> %748, i64 1
  %752 = icmp samesign ult i64 %750, %751
  %753 = select i1 %752, double %738, double %735
  %754 = select i1 %752, double %742, double %736
  %755 = fsub double %753, %754
  %756 = fsub double %753, %755
  %757 = fsub double %756, %754
  %758 = fmul double %755, %755
  %759 = fmul double %758, %758
  %760 = fmul double %758, 0x3EFA01A019CB1590
  %761 = fadd double %760, 0xBF56C16C16C15177
  %762 = fmul double %758, %761
  %763 = fadd double %762, 0x3FA555555555554C
  %764 = fmul double %758, %763
  %765 = fmul double %758, 0x3DA8FAE9BE8838D4
  %766 = fsub double 0x3E21EE9EBDB4B1C4, %765
  %767 = fmul double %758, %766
  %768 = fadd double %767, 0xBE927E4F809C52AD
  %769 = fmul double %759, %759
  %770 = fmul double %769, %768
  %771 = fadd double %764, %770
  %772 = fmul double %758, 5.000000e-01
  %773 = fsub double 1.000000e+00, %772
  %774 = fsub double 1.000000e+00, %773
  %775 = fsub double %774, %772
  %776 = fmul double %758, %771
  %777 = fmul double %755, %757
  %778 = fsub double %776, %777
  %779 = fadd double %775, %778
  %780 = fadd double %773, %779
  %781 = fmul double %758, 0x3EC71DE357B1FE7D
  %782 = fadd double %781, 0xBF2A01A019C161D5
  %783 = fmul double %758, %782
  %784 = fadd double %783, 0x3F8111111110F8A6
  %785 = fmul double %758, 0x3DE5D93A5ACFD57C
  %786 = fadd double %785, 0xBE5AE5E68A2B9CEB
  %787 = fmul double %758, %759
  %788 = fmul double %787, %786
  %789 = fadd double %788, %784
  %790 = fmul double %755, %758
  %791 = fmul double %757, 5.000000e-01
  %792 = fmul double %790, %789
  %793 = fsub double %791, %792
  %794 = fmul double %758, %793
  %795 = fsub double %794, %757
  %796 = fmul double %790, 0x3FC5555555555549
  %797 = fadd double %795, %796
  %798 = fsub double %755, %797
  %799 = fneg double %780
  %800 = fneg double %798
  %801 = and i64 %732, 1
  %802 = and i64 %732, 2
  %.not24.us = icmp eq i64 %801, 0
  %.not25.us = icmp eq i64 %802, 0
  %803 = select i1 %.not25.us, double %780, double %799
  %804 = select i1 %.not25.us, double %800, double %798
  %805 = select i1 %.not24.us, double %803, double %804
  %806 = fmul double %728, %805
  %807 = fptrunc double %806 to float
  store float %807, ptr %680, align 4
  %808 = add nuw i64 %noise33.us, 1
  %809 = icmp ult i64 %808, %chunk_units.us
  br i1 %809, label %noise.body.us, label %draw.done.us, !llvm.loop !29

philox.body.us:                                   ; preds = %philox.body.us.preheader290, %philox.body.us
  %philox32.us = phi i64 [ %911, %philox.body.us ], [ %philox32.us.ph, %philox.body.us.preheader290 ]
  %810 = getelementptr inbounds float, ptr %small_unit_of, i64 %philox32.us
  %811 = load i32, ptr %810, align 4
  %812 = zext i32 %811 to i64
  %index.us = add i64 %row_offset.us, %812
  %813 = getelementptr inbounds float, ptr %small_step_of, i64 %philox32.us
  %814 = load i32, ptr %813, align 4
  %815 = zext i32 %814 to i64
  %key1_step5.us = add i64 %key1_step.us, %815
  %816 = lshr i64 %key1_step5.us, 32
  %817 = and i64 %index.us, 4294967295
  %818 = mul nuw i64 %817, 3528531795
  %819 = mul nuw i64 %816, 3449720151
  %820 = lshr i64 %819, 32
  %821 = xor i64 %key0, %820
  %822 = xor i64 %821, %key1_step5.us
  %823 = xor i64 %index.us, %key0
  %824 = xor i64 %823, %818
  %825 = lshr i64 %824, 32
  %826 = and i64 %822, 4294967295
  %827 = mul nuw i64 %826, 3528531795
  %828 = mul nuw i64 %825, 3449720151
  %829 = lshr i64 %827, 32
  %830 = lshr i64 %828, 32
  %831 = xor i64 %25, %830
  %832 = xor i64 %831, %819
  %833 = xor i64 %26, %829
  %834 = xor i64 %833, %818
  %835 = and i64 %832, 4294967295
  %836 = mul nuw i64 %835, 3528531795
  %837 = and i64 %834, 4294967295
  %838 = mul nuw i64 %837, 3449720151
  %839 = lshr i64 %836, 32
  %840 = lshr i64 %838, 32
  %841 = xor i64 %27, %840
  %842 = xor i64 %841, %828
  %843 = xor i64 %28, %839
  %844 = xor i64 %843, %827
  %845 = and i64 %842, 4294967295
  %846 = mul nuw i64 %845, 3528531795
  %847 = and i64 %844, 4294967295
  %848 = mul nuw i64 %847, 3449720151
  %849 = lshr i64 %846, 32
  %850 = lshr i64 %848, 32
  %851 = xor i64 %29, %850
  %852 = xor i64 %851, %838
  %853 = xor i64 %30, %849
  %854 = xor i64 %853, %836
  %855 = and i64 %852, 4294967295
  %856 = mul nuw i64 %855, 3528531795
  %857 = and i64 %854, 4294967295
  %858 = mul nuw i64 %857, 3449720151
  %859 = lshr i64 %856, 32
  %860 = lshr i64 %858, 32
  %861 = xor i64 %31, %860
  %862 = xor i64 %861, %848
  %863 = xor i64 %32, %859
  %864 = xor i64 %863, %846
  %865 = and i64 %862, 4294967295
  %866 = mul nuw i64 %865, 3528531795
  %867 = and i64 %864, 4294967295
  %868 = mul nuw i64 %867, 3449720151
  %869 = lshr i64 %866, 32
  %870 = lshr i64 %868, 32
  %871 = xor i64 %33, %870
  %872 = xor i64 %871, %858
  %873 = xor i64 %34, %869
  %874 = xor i64 %873, %856
  %875 = and i64 %872, 4294967295
  %876 = mul nuw i64 %875, 3528531795
  %877 = and i64 %874, 4294967295
  %878 = mul nuw i64 %877, 3449720151
  %879 = lshr i64 %876, 32
  %880 = lshr i64 %878, 32
  %881 = xor i64 %35, %880
  %882 = xor i64 %881, %868
  %883 = xor i64 %36, %879
  %884 = xor i64 %883, %866
  %885 = and i64 %882, 4294967295
  %886 = mul nuw i64 %885, 3528531795
  %887 = and i64 %884, 4294967295
  %888 = mul nuw i64 %887, 3449720151
  %889 = lshr i64 %886, 32
  %890 = lshr i64 %888, 32
  %891 = xor i64 %37, %890
  %892 = xor i64 %891, %878
  %893 = xor i64 %38, %889
  %894 = xor i64 %893, %876
  %895 = and i64 %892, 4294967295
  %896 = mul nuw i64 %895, 3528531795
  %897 = lshr i64 %896, 32
  %898 = trunc i64 %894 to i32
  %899 = mul i32 %898, -845247145
  %900 = xor i64 %39, %897
  %901 = xor i64 %900, %886
  %902 = and i64 %901, 4294967295
  %903 = mul nuw i64 %902, 3449720151
  %904 = lshr i64 %903, 32
  %905 = trunc nuw i64 %904 to i32
  %906 = trunc i64 %903 to i32
  %907 = xor i32 %899, %905
  %908 = xor i32 %907, %40
  %909 = getelementptr inbounds float, ptr %small_noise, i64 %philox32.us
  store i32 %908, ptr %909, align 4
  %910 = getelementptr inbounds float, ptr %small_staging, i64 %philox32.us
  store i32 %906, ptr %910, align 4
  %911 = add nuw i64 %philox32.us, 1
  %912 = icmp ult i64 %911, %chunk_units.us
  br i1 %912, label %philox.body.us, label %noise.body.us.preheader, !llvm.loop !30

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block167
  %min.iters.check107 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check107, label %noise.body.us.preheader289, label %vector.ph108

vector.ph108:                                     ; preds = %noise.body.us.preheader
  %n.vec110 = and i64 %chunk_units.us, 32760
  br label %vector.body111

vector.body111:                                   ; preds = %vector.body111, %vector.ph108
  %index112 = phi i64 [ 0, %vector.ph108 ], [ %index.next115, %vector.body111 ]
  %913 = getelementptr inbounds float, ptr %small_noise, i64 %index112
  %wide.load113 = load <8 x i32>, ptr %913, align 4
  %914 = getelementptr inbounds float, ptr %small_staging, i64 %index112
  %wide.load114 = load <8 x i32>, ptr %914, align 4
  %915 = uitofp <8 x i32> %wide.load113 to <8 x double>
  %916 = fadd <8 x double> %915, splat (double 5.000000e-01)
  %917 = fmul <8 x double> %916, splat (double 0x3DF0000000000000)
  %918 = uitofp <8 x i32> %wide.load114 to <8 x double>
  %919 = fadd <8 x double> %918, splat (double 5.000000e-01)
  %920 = fmul <8 x double> %919, splat (double 0x3DF0000000000000)
  %921 = bitcast <8 x double> %917 to <8 x i64>
  %922 = lshr <8 x i64> %921, splat (i64 32)
  %923 = add nuw nsw <8 x i64> %922, splat (i64 614242)
  %924 = lshr <8 x i64> %923, splat (i64 20)
  %925 = add nsw <8 x i64> %924, splat (i64 -1023)
  %926 = shl nuw <8 x i64> %923, splat (i64 32)
  %927 = and <8 x i64> %926, splat (i64 4503595332403200)
  %928 = add nuw nsw <8 x i64> %927, splat (i64 4604544269498187776)
  %929 = and <8 x i64> %921, splat (i64 4294967295)
  %930 = or disjoint <8 x i64> %928, %929
  %931 = bitcast <8 x i64> %930 to <8 x double>
  %932 = fadd <8 x double> %931, splat (double -1.000000e+00)
  %933 = fmul <8 x double> %932, splat (double 5.000000e-01)
  %934 = fmul <8 x double> %932, %933
  %935 = fadd <8 x double> %932, splat (double 2.000000e+00)
  %936 = fdiv <8 x double> %932, %935
  %937 = fmul <8 x double> %936, %936
  %938 = fmul <8 x double> %937, %937
  %939 = fmul <8 x double> %938, splat (double 0x3FC39A09D078C69F)
  %940 = fadd <8 x double> %939, splat (double 0x3FCC71C51D8E78AF)
  %941 = fmul <8 x double> %938, %940
  %942 = fadd <8 x double> %941, splat (double 0x3FD999999997FA04)
  %943 = fmul <8 x double> %938, %942
  %944 = fmul <8 x double> %938, splat (double 0x3FC2F112DF3E5244)
  %945 = fadd <8 x double> %944, splat (double 0x3FC7466496CB03DE)
  %946 = fmul <8 x double> %938, %945
  %947 = fadd <8 x double> %946, splat (double 0x3FD2492494229359)
  %948 = fmul <8 x double> %938, %947
  %949 = fadd <8 x double> %948, splat (double 0x3FE5555555555593)
  %950 = fmul <8 x double> %937, %949
  %951 = fadd <8 x double> %943, %950
  %952 = sitofp <8 x i64> %925 to <8 x double>
  %953 = fadd <8 x double> %934, %951
  %954 = fmul <8 x double> %936, %953
  %955 = fmul <8 x double> %952, splat (double 0x3DEA39EF35793C76)
  %956 = fadd <8 x double> %955, %954
  %957 = fsub <8 x double> %956, %934
  %958 = fadd <8 x double> %932, %957
  %959 = fmul <8 x double> %952, splat (double 0x3FE62E42FEE00000)
  %960 = fadd <8 x double> %959, %958
  %961 = fmul <8 x double> %960, splat (double -2.000000e+00)
  %962 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %961)
  %963 = fmul <8 x double> %920, splat (double 0x401921FB54442D18)
  %964 = fmul <8 x double> %963, splat (double 0x3FE45F306DC9C883)
  %965 = fadd <8 x double> %964, splat (double 0x4338000000000000)
  %966 = bitcast <8 x double> %965 to <8 x i64>
  %967 = fadd <8 x double> %965, splat (double 0xC338000000000000)
  %968 = fmul <8 x double> %967, splat (double 0x3FF921FB54400000)
  %969 = fsub <8 x double> %963, %968
  %970 = fmul <8 x double> %967, splat (double 0x3DD0B4611A626331)
  %971 = fmul <8 x double> %967, splat (double 0x3DD0B4611A600000)
  %972 = fsub <8 x double> %969, %971
  %973 = fmul <8 x double> %967, splat (double 0x3BA3198A2E037073)
  %974 = fsub <8 x double> %969, %972
  %975 = fsub <8 x double> %974, %971
  %976 = fsub <8 x double> %973, %975
  %977 = fsub <8 x double> %969, %970
  %978 = bitcast <8 x double> %963 to <8 x i64>
  %979 = lshr <8 x i64> %978, splat (i64 52)
  %980 = and <8 x i64> %979, splat (i64 2047)
  %981 = bitcast <8 x double> %977 to <8 x i64>
  %982 = lshr <8 x i64> %981, splat (i64 52)
  %983 = and <8 x i64> %982, splat (i64 2047)
  %984 = add nuw nsw <8 x i64> %983, splat (i64 16)
  %985 = icmp samesign ult <8 x i64> %984, %980
  %986 = select <8 x i1> %985, <8 x double> %972, <8 x double> %969
  %987 = select <8 x i1> %985, <8 x double> %976, <8 x double> %970
  %988 = fsub <8 x double> %986, %987
  %989 = fsub <8 x double> %986, %988
  %990 = fsub <8 x double> %989, %987
  %991 = fmul <8 x double> %988, %988
  %992 = fmul <8 x double> %991, %991
  %993 = fmul <8 x double> %991, splat (double 0x3EFA01A019CB1590)
  %994 = fadd <8 x double> %993, splat (double 0xBF56C16C16C15177)
  %995 = fmul <8 x double> %991, %994
  %996 = fadd <8 x double> %995, splat (double 0x3FA555555555554C)
  %997 = fmul <8 x double> %991, %996
  %998 = fmul <8 x double> %991, splat (double 0x3DA8FAE9BE8838D4)
  %999 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %998
  %1000 = fmul <8 x double> %991, %999
  %1001 = fadd <8 x double> %1000, splat (double 0xBE927E4F809C52AD)
  %1002 = fmul <8 x double> %992, %992
  %1003 = fmul <8 x double> %1002, %1001
  %1004 = fadd <8 x double> %997, %1003
  %1005 = fmul <8 x double> %991, splat (double 5.000000e-01)
  %1006 = fsub <8 x double> splat (double 1.000000e+00), %1005
  %1007 = fsub <8 x double> splat (double 1.000000e+00), %1006
  %1008 = fsub <8 x double> %1007, %1005
  %1009 = fmul <8 x double> %991, %1004
  %1010 = fmul <8 x double> %988, %990
  %1011 = fsub <8 x double> %1009, %1010
  %1012 = fadd <8 x double> %1008, %1011
  %1013 = fadd <8 x double> %1006, %1012
  %1014 = fmul <8 x double> %991, splat (double 0x3EC71DE357B1FE7D)
  %1015 = fadd <8 x double> %1014, splat (double 0xBF2A01A019C161D5)
  %1016 = fmul <8 x double> %991, %1015
  %1017 = fadd <8 x double> %1016, splat (double 0x3F8111111110F8A6)
  %1018 = fmul <8 x double> %991, splat (double 0x3DE5D93A5ACFD57C)
  %1019 = fadd <8 x double> %1018, splat (double 0xBE5AE5E68A2B9CEB)
  %1020 = fmul <8 x double> %991, %992
  %1021 = fmul <8 x double> %1020, %1019
  %1022 = fadd <8 x double> %1021, %1017
  %1023 = fmul <8 x double> %988, %991
  %1024 = fmul <8 x double> %990, splat (double 5.000000e-01)
  %1025 = fmul <8 x double> %1023, %1022
  %1026 = fsub <8 x double> %1024, %1025
  %1027 = fmul <8 x double> %991, %1026
  %1028 = fsub <8 x double> %1027, %990
  %1029 = fmul <8 x double> %1023, splat (double 0x3FC5555555555549)
  %1030 = fadd <8 x double> %1028, %1029
  %1031 = fsub <8 x double> %988, %1030
  %1032 = fneg <8 x double> %1013
  %1033 = fneg <8 x double> %1031
  %1034 = and <8 x i64> %966, splat (i64 1)
  %1035 = and <8 x i64> %966, splat (i64 2)
  %1036 = icmp eq <8 x i64> %1034, zeroinitializer
  %1037 = icmp eq <8 x i64> %1035, zeroinitializer
  %1038 = select <8 x i1> %1037, <8 x double> %1013, <8 x double> %1032
  %1039 = select <8 x i1> %1037, <8 x double> %1033, <8 x double> %1031
  %1040 = select <8 x i1> %1036, <8 x double> %1038, <8 x double> %1039
  %1041 = fmul <8 x double> %962, %1040
  %1042 = fptrunc <8 x double> %1041 to <8 x float>
  store <8 x float> %1042, ptr %913, align 4
  %index.next115 = add nuw i64 %index112, 8
  %1043 = icmp eq i64 %index.next115, %n.vec110
  br i1 %1043, label %middle.block116, label %vector.body111, !llvm.loop !31

middle.block116:                                  ; preds = %vector.body111
  %cmp.n117 = icmp eq i64 %chunk_units.us, %n.vec110
  br i1 %cmp.n117, label %draw.done.us, label %noise.body.us.preheader289

noise.body.us.preheader289:                       ; preds = %noise.body.us.preheader, %middle.block116
  %noise33.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec110, %middle.block116 ]
  br label %noise.body.us

noise.done.loopexit27.us:                         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block, %vec.epilog.middle.block, %draw.done.us
  %t_next.us43 = fmul float %anneal_ratio, %temperature1.036.us42
  %1044 = add nuw i64 %step337.us41, 1
  %exitcond63.not = icmp eq i64 %1044, %steps
  br i1 %exitcond63.not, label %step.header.step.exit_crit_edge.split.us44, label %step.body.us40

philox.header6.preheader.us:                      ; preds = %step.body.us40
  %1045 = lshr i64 %key1_step.us, 32
  %1046 = mul nuw i64 %1045, 3449720151
  %1047 = lshr i64 %1046, 32
  %1048 = xor i64 %key0, %1047
  %1049 = xor i64 %1048, %key1_step.us
  %1050 = and i64 %1049, 4294967295
  %1051 = mul nuw i64 %1050, 3528531795
  %1052 = lshr i64 %1051, 32
  %1053 = xor i64 %1052, %26
  %broadcast.splatinsert189 = insertelement <8 x i64> poison, i64 %1053, i64 0
  %broadcast.splat190 = shufflevector <8 x i64> %broadcast.splatinsert189, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %25, %1046
  %.scalar286 = and i64 %.scalar, 4294967295
  %1054 = insertelement <8 x i64> poison, i64 %.scalar286, i64 0
  %.masked = shufflevector <8 x i64> %1054, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar287 = xor i64 %28, %1051
  %.scalar288 = and i64 %.scalar287, 4294967295
  %1055 = insertelement <8 x i64> poison, i64 %.scalar288, i64 0
  %.masked281 = shufflevector <8 x i64> %1055, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body225

vector.body225:                                   ; preds = %vector.body225, %philox.header6.preheader.us
  %index226 = phi i64 [ 0, %philox.header6.preheader.us ], [ %index.next227, %vector.body225 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %philox.header6.preheader.us ], [ %vec.ind.next, %vector.body225 ]
  %1056 = add <8 x i64> %vec.ind, %broadcast.splat192
  %1057 = and <8 x i64> %1056, splat (i64 4294967295)
  %1058 = mul nuw <8 x i64> %1057, splat (i64 3528531795)
  %1059 = xor <8 x i64> %1056, %broadcast.splat194
  %1060 = xor <8 x i64> %1059, %1058
  %1061 = lshr <8 x i64> %1060, splat (i64 32)
  %1062 = mul nuw <8 x i64> %1061, splat (i64 3449720151)
  %1063 = lshr <8 x i64> %1062, splat (i64 32)
  %1064 = xor <8 x i64> %broadcast.splat190, %1058
  %1065 = xor <8 x i64> %.masked, %1063
  %1066 = mul nuw <8 x i64> %1065, splat (i64 3528531795)
  %1067 = and <8 x i64> %1064, splat (i64 4294967295)
  %1068 = mul nuw <8 x i64> %1067, splat (i64 3449720151)
  %1069 = lshr <8 x i64> %1066, splat (i64 32)
  %1070 = lshr <8 x i64> %1068, splat (i64 32)
  %1071 = xor <8 x i64> %1070, %broadcast.splat198
  %1072 = xor <8 x i64> %1071, %1062
  %1073 = and <8 x i64> %1072, splat (i64 4294967295)
  %1074 = mul nuw <8 x i64> %1073, splat (i64 3528531795)
  %1075 = xor <8 x i64> %.masked281, %1069
  %1076 = mul nuw <8 x i64> %1075, splat (i64 3449720151)
  %1077 = lshr <8 x i64> %1074, splat (i64 32)
  %1078 = lshr <8 x i64> %1076, splat (i64 32)
  %1079 = xor <8 x i64> %broadcast.splat202, %1078
  %1080 = xor <8 x i64> %1079, %1068
  %1081 = xor <8 x i64> %1077, %broadcast.splat204
  %1082 = xor <8 x i64> %1081, %1066
  %1083 = and <8 x i64> %1080, splat (i64 4294967295)
  %1084 = mul nuw <8 x i64> %1083, splat (i64 3528531795)
  %1085 = and <8 x i64> %1082, splat (i64 4294967295)
  %1086 = mul nuw <8 x i64> %1085, splat (i64 3449720151)
  %1087 = lshr <8 x i64> %1084, splat (i64 32)
  %1088 = lshr <8 x i64> %1086, splat (i64 32)
  %1089 = xor <8 x i64> %1088, %broadcast.splat206
  %1090 = xor <8 x i64> %1089, %1076
  %1091 = xor <8 x i64> %broadcast.splat208, %1087
  %1092 = xor <8 x i64> %1091, %1074
  %1093 = and <8 x i64> %1090, splat (i64 4294967295)
  %1094 = mul nuw <8 x i64> %1093, splat (i64 3528531795)
  %1095 = and <8 x i64> %1092, splat (i64 4294967295)
  %1096 = mul nuw <8 x i64> %1095, splat (i64 3449720151)
  %1097 = lshr <8 x i64> %1094, splat (i64 32)
  %1098 = lshr <8 x i64> %1096, splat (i64 32)
  %1099 = xor <8 x i64> %broadcast.splat210, %1098
  %1100 = xor <8 x i64> %1099, %1086
  %1101 = xor <8 x i64> %1097, %broadcast.splat212
  %1102 = xor <8 x i64> %1101, %1084
  %1103 = and <8 x i64> %1100, splat (i64 4294967295)
  %1104 = mul nuw <8 x i64> %1103, splat (i64 3528531795)
  %1105 = and <8 x i64> %1102, splat (i64 4294967295)
  %1106 = mul nuw <8 x i64> %1105, splat (i64 3449720151)
  %1107 = lshr <8 x i64> %1104, splat (i64 32)
  %1108 = lshr <8 x i64> %1106, splat (i64 32)
  %1109 = xor <8 x i64> %1108, %broadcast.splat214
  %1110 = xor <8 x i64> %1109, %1096
  %1111 = xor <8 x i64> %broadcast.splat216, %1107
  %1112 = xor <8 x i64> %1111, %1094
  %1113 = and <8 x i64> %1110, splat (i64 4294967295)
  %1114 = mul nuw <8 x i64> %1113, splat (i64 3528531795)
  %1115 = and <8 x i64> %1112, splat (i64 4294967295)
  %1116 = mul nuw <8 x i64> %1115, splat (i64 3449720151)
  %1117 = lshr <8 x i64> %1114, splat (i64 32)
  %1118 = lshr <8 x i64> %1116, splat (i64 32)
  %1119 = xor <8 x i64> %broadcast.splat218, %1118
  %1120 = xor <8 x i64> %1119, %1106
  %1121 = xor <8 x i64> %1117, %broadcast.splat220
  %1122 = xor <8 x i64> %1121, %1104
  %1123 = and <8 x i64> %1120, splat (i64 4294967295)
  %1124 = mul nuw <8 x i64> %1123, splat (i64 3528531795)
  %1125 = lshr <8 x i64> %1124, splat (i64 32)
  %1126 = trunc <8 x i64> %1122 to <8 x i32>
  %1127 = mul <8 x i32> %1126, splat (i32 -845247145)
  %1128 = xor <8 x i64> %broadcast.splat222, %1125
  %1129 = xor <8 x i64> %1128, %1114
  %1130 = and <8 x i64> %1129, splat (i64 4294967295)
  %1131 = mul nuw <8 x i64> %1130, splat (i64 3449720151)
  %1132 = lshr <8 x i64> %1131, splat (i64 32)
  %1133 = trunc nuw <8 x i64> %1132 to <8 x i32>
  %1134 = trunc <8 x i64> %1131 to <8 x i32>
  %1135 = xor <8 x i32> %1127, %1133
  %1136 = xor <8 x i32> %1135, %broadcast.splat224
  %1137 = getelementptr inbounds float, ptr %22, i64 %index226
  store <8 x i32> %1136, ptr %1137, align 4
  %1138 = getelementptr inbounds float, ptr %scratch, i64 %index226
  store <8 x i32> %1134, ptr %1138, align 4
  %index.next227 = add nuw i64 %index226, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %1139 = icmp eq i64 %index.next227, %n.vec184
  br i1 %1139, label %middle.block228, label %vector.body225, !llvm.loop !32

middle.block228:                                  ; preds = %vector.body225
  br i1 %cmp.n229, label %vector.ph171, label %philox.body7.us.preheader

philox.body7.us.preheader:                        ; preds = %middle.block228
  %invariant.op = xor i64 %1046, %25
  %invariant.op298 = xor i64 %1051, %28
  br label %philox.body7.us

step.header.step.exit_crit_edge.split.us44:       ; preds = %noise.done.loopexit27.us
  %1140 = add nuw i64 %row39.us, 1
  %exitcond64.not = icmp eq i64 %1140, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond64.not, label %row.exit, label %row.body.us

small_table.body:                                 ; preds = %small_table.body, %small_table.body.preheader.new
  %small_table29 = phi i64 [ 0, %small_table.body.preheader.new ], [ %1150, %small_table.body ]
  %niter = phi i64 [ 0, %small_table.body.preheader.new ], [ %niter.next.1, %small_table.body ]
  %unit.lhs.trunc = trunc i64 %small_table29 to i16
  %unit74 = urem i16 %unit.lhs.trunc, %unit.rhs.trunc
  %step.lhs.trunc = trunc i64 %small_table29 to i16
  %step75 = udiv i16 %step.lhs.trunc, %step.rhs.trunc
  %1141 = zext nneg i16 %unit74 to i32
  %1142 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table29
  store i32 %1141, ptr %1142, align 4
  %1143 = zext i16 %step75 to i32
  %1144 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table29
  store i32 %1143, ptr %1144, align 4
  %1145 = or disjoint i64 %small_table29, 1
  %unit.lhs.trunc.1 = trunc i64 %1145 to i16
  %unit74.1 = urem i16 %unit.lhs.trunc.1, %unit.rhs.trunc
  %step.lhs.trunc.1 = trunc i64 %1145 to i16
  %step75.1 = udiv i16 %step.lhs.trunc.1, %step.rhs.trunc
  %1146 = zext nneg i16 %unit74.1 to i32
  %1147 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %1145
  store i32 %1146, ptr %1147, align 4
  %1148 = zext i16 %step75.1 to i32
  %1149 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %1145
  store i32 %1148, ptr %1149, align 4
  %1150 = add nuw nsw i64 %small_table29, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1.not = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1.not, label %small_tables.done.loopexit.unr-lcssa, label %small_table.body

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.split.us44, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, %row.body.lr.ph.split.us.split.us, %row.body.lr.ph, %small_tables.done
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!13 = distinct !{!13, !7, !6}
!14 = distinct !{!14, !7, !6}
!15 = distinct !{!15, !6, !7}
!16 = distinct !{!16, !6, !7}
!17 = !{!18}
!18 = distinct !{!18, !19}
!19 = distinct !{!19, !"LVerDomain"}
!20 = !{!21, !22}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !19}
!23 = !{!21}
!24 = !{!22}
!25 = distinct !{!25, !6, !7}
!26 = !{!"branch_weights", i32 4, i32 12}
!27 = distinct !{!27, !6, !7}
!28 = distinct !{!28, !6}
!29 = distinct !{!29, !7, !6}
!30 = distinct !{!30, !7, !6}
!31 = distinct !{!31, !6, !7}
!32 = distinct !{!32, !6, !7}
