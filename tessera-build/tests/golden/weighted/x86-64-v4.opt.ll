; ModuleID = 'weighted'
source_filename = "weighted.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_weighted_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %small_step_of = alloca [512 x float], align 4
  %small_unit_of = alloca [512 x float], align 4
  %small_staging = alloca [512 x float], align 4
  %small_noise = alloca [512 x float], align 4
  %state = load ptr, ptr %args, align 8
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %input_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %vector_0 = load ptr, ptr %1, align 8
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %param_0 = load float, ptr %2, align 8
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %scratch = load ptr, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %row_begin = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %row_end = load i64, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %n_features = load i64, ptr %6, align 8
  %7 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %steps = load i64, ptr %7, align 8
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %eta = load float, ptr %8, align 8
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 76
  %noise_scale = load float, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %draw_noise = load i32, ptr %10, align 8
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 84
  %anneal = load i32, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %temperature = load float, ptr %12, align 8
  %13 = getelementptr inbounds nuw i8, ptr %args, i64 92
  %anneal_ratio = load float, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %args, i64 96
  %two_eta = load float, ptr %14, align 8
  %15 = getelementptr inbounds nuw i8, ptr %args, i64 104
  %key0 = load i64, ptr %15, align 8
  %16 = getelementptr inbounds nuw i8, ptr %args, i64 112
  %key1 = load i64, ptr %16, align 8
  %small_rows = icmp ult i64 %n_features, 32
  %17 = trunc nuw nsw i64 %n_features to i16
  %steps_per_chunk.rhs.trunc = select i1 %small_rows, i16 %17, i16 1
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
  %18 = icmp ult i64 %table_len, 2
  br i1 %18, label %small_table.body.epil.preheader, label %small_table.body.preheader.new

small_table.body.preheader.new:                   ; preds = %small_table.body.preheader
  %unroll_iter = and i64 %umax, 32766
  br label %small_table.body

small_tables.done.loopexit.unr-lcssa:             ; preds = %small_table.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %small_tables.done, label %small_table.body.epil.preheader

small_table.body.epil.preheader:                  ; preds = %small_tables.done.loopexit.unr-lcssa, %small_table.body.preheader
  %small_table29.epil.init = phi i64 [ 0, %small_table.body.preheader ], [ %1175, %small_tables.done.loopexit.unr-lcssa ]
  %lcmp.mod312 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod312)
  %unit.lhs.trunc.epil = trunc i64 %small_table29.epil.init to i16
  %unit74.epil = urem i16 %unit.lhs.trunc.epil, %unit.rhs.trunc
  %step.lhs.trunc.epil = trunc i64 %small_table29.epil.init to i16
  %step75.epil = udiv i16 %step.lhs.trunc.epil, %step.rhs.trunc
  %19 = zext nneg i16 %unit74.epil to i32
  %20 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table29.epil.init
  store i32 %19, ptr %20, align 4
  %21 = zext i16 %step75.epil to i32
  %22 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table29.epil.init
  store i32 %21, ptr %22, align 4
  br label %small_tables.done

small_tables.done:                                ; preds = %small_table.body.epil.preheader, %small_tables.done.loopexit.unr-lcssa, %entry
  %23 = icmp ult i64 %row_begin, %row_end
  br i1 %23, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %small_tables.done
  %24 = getelementptr inbounds float, ptr %scratch, i64 %n_features
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not52 = icmp eq i64 %steps, 0
  %25 = trunc i64 %key0 to i32
  %26 = lshr i64 %key0, 32
  %27 = add i64 %key0, 2654435769
  %28 = add nuw nsw i64 %26, 3144134277
  %29 = add i64 %key0, 1013904242
  %30 = add nuw nsw i64 %26, 1993301258
  %31 = add i64 %key0, 3668340011
  %32 = add nuw nsw i64 %26, 842468239
  %33 = add i64 %key0, 2027808484
  %34 = add nuw nsw i64 %26, 3986602516
  %35 = add i64 %key0, 387276957
  %36 = add nuw nsw i64 %26, 2835769497
  %37 = add i64 %key0, 3041712726
  %38 = add nuw nsw i64 %26, 1684936478
  %39 = add i64 %key0, 1401181199
  %40 = add nuw nsw i64 %26, 534103459
  %41 = add nuw nsw i64 %26, 3678237736
  %42 = add i32 %25, -1879881855
  %.not53 = icmp eq i64 %n_features, 0
  %43 = fmul float %param_0, 5.000000e-01
  br i1 %.not52, label %row.exit, label %row.body.lr.ph.split.us

row.body.lr.ph.split.us:                          ; preds = %row.body.lr.ph
  %draw.not = icmp eq i32 %draw_noise, 0
  br i1 %draw.not, label %row.body.lr.ph.split.us.split.us, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph.split.us
  %44 = mul i64 %row_begin, %n_features
  %45 = shl i64 %44, 2
  %46 = shl i64 %n_features, 2
  %47 = shl i64 %row_begin, 2
  %48 = add i64 %47, 4
  %49 = mul i64 %n_features, %48
  %scevgep81 = getelementptr i8, ptr %vector_0, i64 %46
  %n.vec196 = and i64 %n_features, -8
  %broadcast.splatinsert205 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat206 = shufflevector <8 x i64> %broadcast.splatinsert205, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert209 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat210 = shufflevector <8 x i64> %broadcast.splatinsert209, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert213 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat214 = shufflevector <8 x i64> %broadcast.splatinsert213, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert215 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat216 = shufflevector <8 x i64> %broadcast.splatinsert215, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert217 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat218 = shufflevector <8 x i64> %broadcast.splatinsert217, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert219 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat220 = shufflevector <8 x i64> %broadcast.splatinsert219, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert221 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat222 = shufflevector <8 x i64> %broadcast.splatinsert221, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert223 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat224 = shufflevector <8 x i64> %broadcast.splatinsert223, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert225 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat226 = shufflevector <8 x i64> %broadcast.splatinsert225, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert227 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat228 = shufflevector <8 x i64> %broadcast.splatinsert227, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert229 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat230 = shufflevector <8 x i64> %broadcast.splatinsert229, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert231 = insertelement <8 x i64> poison, i64 %40, i64 0
  %broadcast.splat232 = shufflevector <8 x i64> %broadcast.splatinsert231, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert233 = insertelement <8 x i64> poison, i64 %41, i64 0
  %broadcast.splat234 = shufflevector <8 x i64> %broadcast.splatinsert233, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert235 = insertelement <8 x i32> poison, i32 %42, i64 0
  %broadcast.splat236 = shufflevector <8 x i32> %broadcast.splatinsert235, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n241 = icmp eq i64 %n_features, %n.vec196
  %n.vec185 = and i64 %n_features, -8
  %cmp.n192 = icmp eq i64 %n_features, %n.vec185
  %broadcast.splatinsert140 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat141 = shufflevector <8 x i64> %broadcast.splatinsert140, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert142 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat143 = shufflevector <8 x i64> %broadcast.splatinsert142, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert144 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat145 = shufflevector <8 x i64> %broadcast.splatinsert144, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert146 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat147 = shufflevector <8 x i64> %broadcast.splatinsert146, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert148 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat149 = shufflevector <8 x i64> %broadcast.splatinsert148, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert150 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat151 = shufflevector <8 x i64> %broadcast.splatinsert150, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert152 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat153 = shufflevector <8 x i64> %broadcast.splatinsert152, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert154 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat155 = shufflevector <8 x i64> %broadcast.splatinsert154, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert156 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat157 = shufflevector <8 x i64> %broadcast.splatinsert156, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert158 = insertelement <8 x i64> poison, i64 %35, i64 0
  %broadcast.splat159 = shufflevector <8 x i64> %broadcast.splatinsert158, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert160 = insertelement <8 x i64> poison, i64 %36, i64 0
  %broadcast.splat161 = shufflevector <8 x i64> %broadcast.splatinsert160, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert162 = insertelement <8 x i64> poison, i64 %37, i64 0
  %broadcast.splat163 = shufflevector <8 x i64> %broadcast.splatinsert162, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert164 = insertelement <8 x i64> poison, i64 %38, i64 0
  %broadcast.splat165 = shufflevector <8 x i64> %broadcast.splatinsert164, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert166 = insertelement <8 x i64> poison, i64 %39, i64 0
  %broadcast.splat167 = shufflevector <8 x i64> %broadcast.splatinsert166, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert168 = insertelement <8 x i64> poison, i64 %40, i64 0
  %broadcast.splat169 = shufflevector <8 x i64> %broadcast.splatinsert168, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert170 = insertelement <8 x i64> poison, i64 %41, i64 0
  %broadcast.splat171 = shufflevector <8 x i64> %broadcast.splatinsert170, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert172 = insertelement <8 x i32> poison, i32 %42, i64 0
  %broadcast.splat173 = shufflevector <8 x i32> %broadcast.splatinsert172, <8 x i32> poison, <8 x i32> zeroinitializer
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check92 = icmp ult i64 %n_features, 16
  %n.mod.vf = and i64 %n_features, 12
  %n.vec = and i64 %n_features, -16
  %broadcast.splatinsert = insertelement <8 x float> poison, float %43, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert93 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat94 = shufflevector <8 x float> %broadcast.splatinsert93, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec105 = and i64 %n_features, -4
  %broadcast.splatinsert106 = insertelement <4 x float> poison, float %43, i64 0
  %broadcast.splat107 = shufflevector <4 x float> %broadcast.splatinsert106, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert108 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat109 = shufflevector <4 x float> %broadcast.splatinsert108, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n118 = icmp eq i64 %n_features, %n.vec105
  %xtraiter313 = and i64 %n_features, 1
  %lcmp.mod314.not = icmp eq i64 %xtraiter313, 0
  br label %row.body.us

row.body.lr.ph.split.us.split.us:                 ; preds = %row.body.lr.ph.split.us
  br i1 %.not53, label %row.exit, label %row.body.us.us.us.preheader

row.body.us.us.us.preheader:                      ; preds = %row.body.lr.ph.split.us.split.us
  %50 = mul i64 %row_begin, %n_features
  %51 = shl i64 %50, 2
  %52 = shl i64 %n_features, 2
  %53 = shl i64 %row_begin, 2
  %54 = add i64 %53, 4
  %55 = mul i64 %n_features, %54
  %scevgep247 = getelementptr i8, ptr %vector_0, i64 %52
  %min.iters.check258 = icmp ult i64 %n_features, 4
  %min.iters.check261 = icmp ult i64 %n_features, 16
  %n.mod.vf264 = and i64 %n_features, 12
  %n.vec265 = and i64 %n_features, -16
  %broadcast.splatinsert266 = insertelement <8 x float> poison, float %43, i64 0
  %broadcast.splat267 = shufflevector <8 x float> %broadcast.splatinsert266, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert268 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat269 = shufflevector <8 x float> %broadcast.splatinsert268, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n280 = icmp eq i64 %n_features, %n.vec265
  %min.epilog.iters.check284 = icmp eq i64 %n.mod.vf264, 0
  %n.vec287 = and i64 %n_features, -4
  %broadcast.splatinsert288 = insertelement <4 x float> poison, float %43, i64 0
  %broadcast.splat289 = shufflevector <4 x float> %broadcast.splatinsert288, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert290 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat291 = shufflevector <4 x float> %broadcast.splatinsert290, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n299 = icmp eq i64 %n_features, %n.vec287
  %xtraiter315 = and i64 %n_features, 3
  %lcmp.mod316.not = icmp eq i64 %xtraiter315, 0
  br label %row.body.us.us.us

row.body.us.us.us:                                ; preds = %row.body.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us
  %indvar243 = phi i64 [ 0, %row.body.us.us.us.preheader ], [ %indvar.next244, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %row39.us.us.us = phi i64 [ %row_begin, %row.body.us.us.us.preheader ], [ %158, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ]
  %56 = mul i64 %52, %indvar243
  %57 = add i64 %51, %56
  %scevgep245 = getelementptr i8, ptr %state, i64 %57
  %58 = add i64 %55, %56
  %scevgep246 = getelementptr i8, ptr %state, i64 %58
  %scevgep248 = getelementptr i8, ptr %input_0, i64 %57
  %scevgep249 = getelementptr i8, ptr %input_0, i64 %58
  %row_offset.us.us.us = mul i64 %row39.us.us.us, %n_features
  %59 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us
  %60 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us.us.us
  %bound0250 = icmp ult ptr %scevgep245, %scevgep247
  %bound1251 = icmp ult ptr %vector_0, %scevgep246
  %found.conflict252 = and i1 %bound0250, %bound1251
  %bound0253 = icmp ult ptr %scevgep245, %scevgep249
  %bound1254 = icmp ult ptr %scevgep248, %scevgep246
  %found.conflict255 = and i1 %bound0253, %bound1254
  %conflict.rdx256 = or i1 %found.conflict252, %found.conflict255
  br label %iter.check260

iter.check260:                                    ; preds = %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, %row.body.us.us.us
  %step337.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us ], [ %157, %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us ]
  %brmerge = select i1 %min.iters.check258, i1 true, i1 %conflict.rdx256
  br i1 %brmerge, label %feature.body20.us.us.us.us.us.preheader, label %vector.main.loop.iter.check262

vector.main.loop.iter.check262:                   ; preds = %iter.check260
  br i1 %min.iters.check261, label %vec.epilog.ph285, label %vector.body270

vector.body270:                                   ; preds = %vector.main.loop.iter.check262, %vector.body270
  %index271 = phi i64 [ %index.next278, %vector.body270 ], [ 0, %vector.main.loop.iter.check262 ]
  %61 = getelementptr inbounds float, ptr %59, i64 %index271
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 32
  %wide.load272 = load <8 x float>, ptr %61, align 4, !alias.scope !0, !noalias !3
  %wide.load273 = load <8 x float>, ptr %62, align 4, !alias.scope !0, !noalias !3
  %63 = getelementptr inbounds float, ptr %vector_0, i64 %index271
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 32
  %wide.load274 = load <8 x float>, ptr %63, align 4, !alias.scope !6
  %wide.load275 = load <8 x float>, ptr %64, align 4, !alias.scope !6
  %65 = fmul <8 x float> %broadcast.splat267, %wide.load274
  %66 = fmul <8 x float> %broadcast.splat267, %wide.load275
  %67 = getelementptr inbounds float, ptr %60, i64 %index271
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 32
  %wide.load276 = load <8 x float>, ptr %67, align 4, !alias.scope !7
  %wide.load277 = load <8 x float>, ptr %68, align 4, !alias.scope !7
  %69 = fsub <8 x float> %wide.load272, %wide.load276
  %70 = fsub <8 x float> %wide.load273, %wide.load277
  %71 = fmul <8 x float> %69, splat (float 2.000000e+00)
  %72 = fmul <8 x float> %70, splat (float 2.000000e+00)
  %73 = fmul <8 x float> %65, %71
  %74 = fmul <8 x float> %66, %72
  %75 = fmul <8 x float> %broadcast.splat269, %73
  %76 = fmul <8 x float> %broadcast.splat269, %74
  %77 = fsub <8 x float> %wide.load272, %75
  %78 = fsub <8 x float> %wide.load273, %76
  store <8 x float> %77, ptr %61, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %78, ptr %62, align 4, !alias.scope !0, !noalias !3
  %index.next278 = add nuw i64 %index271, 16
  %79 = icmp eq i64 %index.next278, %n.vec265
  br i1 %79, label %middle.block279, label %vector.body270, !llvm.loop !8

middle.block279:                                  ; preds = %vector.body270
  br i1 %cmp.n280, label %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, label %vec.epilog.iter.check283

vec.epilog.iter.check283:                         ; preds = %middle.block279
  br i1 %min.epilog.iters.check284, label %feature.body20.us.us.us.us.us.preheader, label %vec.epilog.ph285, !prof !11

vec.epilog.ph285:                                 ; preds = %vector.main.loop.iter.check262, %vec.epilog.iter.check283
  %vec.epilog.resume.val281 = phi i64 [ %n.vec265, %vec.epilog.iter.check283 ], [ 0, %vector.main.loop.iter.check262 ]
  br label %vec.epilog.vector.body292

vec.epilog.vector.body292:                        ; preds = %vec.epilog.vector.body292, %vec.epilog.ph285
  %index293 = phi i64 [ %vec.epilog.resume.val281, %vec.epilog.ph285 ], [ %index.next297, %vec.epilog.vector.body292 ]
  %80 = getelementptr inbounds float, ptr %59, i64 %index293
  %wide.load294 = load <4 x float>, ptr %80, align 4, !alias.scope !0, !noalias !3
  %81 = getelementptr inbounds float, ptr %vector_0, i64 %index293
  %wide.load295 = load <4 x float>, ptr %81, align 4, !alias.scope !6
  %82 = fmul <4 x float> %broadcast.splat289, %wide.load295
  %83 = getelementptr inbounds float, ptr %60, i64 %index293
  %wide.load296 = load <4 x float>, ptr %83, align 4, !alias.scope !7
  %84 = fsub <4 x float> %wide.load294, %wide.load296
  %85 = fmul <4 x float> %84, splat (float 2.000000e+00)
  %86 = fmul <4 x float> %82, %85
  %87 = fmul <4 x float> %broadcast.splat291, %86
  %88 = fsub <4 x float> %wide.load294, %87
  store <4 x float> %88, ptr %80, align 4, !alias.scope !0, !noalias !3
  %index.next297 = add nuw i64 %index293, 4
  %89 = icmp eq i64 %index.next297, %n.vec287
  br i1 %89, label %vec.epilog.middle.block298, label %vec.epilog.vector.body292, !llvm.loop !12

vec.epilog.middle.block298:                       ; preds = %vec.epilog.vector.body292
  br i1 %cmp.n299, label %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body20.us.us.us.us.us.preheader

feature.body20.us.us.us.us.us.preheader:          ; preds = %iter.check260, %vec.epilog.iter.check283, %vec.epilog.middle.block298
  %feature2235.us.us.us.us.us.ph = phi i64 [ 0, %iter.check260 ], [ %n.vec287, %vec.epilog.middle.block298 ], [ %n.vec265, %vec.epilog.iter.check283 ]
  br i1 %lcmp.mod316.not, label %feature.body20.us.us.us.us.us.prol.loopexit, label %feature.body20.us.us.us.us.us.prol

feature.body20.us.us.us.us.us.prol:               ; preds = %feature.body20.us.us.us.us.us.preheader, %feature.body20.us.us.us.us.us.prol
  %feature2235.us.us.us.us.us.prol = phi i64 [ %102, %feature.body20.us.us.us.us.us.prol ], [ %feature2235.us.us.us.us.us.ph, %feature.body20.us.us.us.us.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body20.us.us.us.us.us.prol ], [ 0, %feature.body20.us.us.us.us.us.preheader ]
  %90 = getelementptr inbounds float, ptr %59, i64 %feature2235.us.us.us.us.us.prol
  %91 = load float, ptr %90, align 4
  %92 = getelementptr inbounds float, ptr %vector_0, i64 %feature2235.us.us.us.us.us.prol
  %93 = load float, ptr %92, align 4
  %94 = fmul float %43, %93
  %95 = getelementptr inbounds float, ptr %60, i64 %feature2235.us.us.us.us.us.prol
  %96 = load float, ptr %95, align 4
  %97 = fsub float %91, %96
  %98 = fmul float %97, 2.000000e+00
  %99 = fmul float %94, %98
  %100 = fmul float %eta, %99
  %101 = fsub float %91, %100
  store float %101, ptr %90, align 4
  %102 = add nuw i64 %feature2235.us.us.us.us.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter315
  br i1 %prol.iter.cmp.not, label %feature.body20.us.us.us.us.us.prol.loopexit, label %feature.body20.us.us.us.us.us.prol, !llvm.loop !13

feature.body20.us.us.us.us.us.prol.loopexit:      ; preds = %feature.body20.us.us.us.us.us.prol, %feature.body20.us.us.us.us.us.preheader
  %feature2235.us.us.us.us.us.unr = phi i64 [ %feature2235.us.us.us.us.us.ph, %feature.body20.us.us.us.us.us.preheader ], [ %102, %feature.body20.us.us.us.us.us.prol ]
  %103 = sub i64 %feature2235.us.us.us.us.us.ph, %n_features
  %104 = icmp ugt i64 %103, -4
  br i1 %104, label %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body20.us.us.us.us.us

feature.body20.us.us.us.us.us:                    ; preds = %feature.body20.us.us.us.us.us.prol.loopexit, %feature.body20.us.us.us.us.us
  %feature2235.us.us.us.us.us = phi i64 [ %156, %feature.body20.us.us.us.us.us ], [ %feature2235.us.us.us.us.us.unr, %feature.body20.us.us.us.us.us.prol.loopexit ]
  %105 = getelementptr inbounds float, ptr %59, i64 %feature2235.us.us.us.us.us
  %106 = load float, ptr %105, align 4
  %107 = getelementptr inbounds float, ptr %vector_0, i64 %feature2235.us.us.us.us.us
  %108 = load float, ptr %107, align 4
  %109 = fmul float %43, %108
  %110 = getelementptr inbounds float, ptr %60, i64 %feature2235.us.us.us.us.us
  %111 = load float, ptr %110, align 4
  %112 = fsub float %106, %111
  %113 = fmul float %112, 2.000000e+00
  %114 = fmul float %109, %113
  %115 = fmul float %eta, %114
  %116 = fsub float %106, %115
  store float %116, ptr %105, align 4
  %117 = add nuw i64 %feature2235.us.us.us.us.us, 1
  %118 = getelementptr inbounds float, ptr %59, i64 %117
  %119 = load float, ptr %118, align 4
  %120 = getelementptr inbounds float, ptr %vector_0, i64 %117
  %121 = load float, ptr %120, align 4
  %122 = fmul float %43, %121
  %123 = getelementptr inbounds float, ptr %60, i64 %117
  %124 = load float, ptr %123, align 4
  %125 = fsub float %119, %124
  %126 = fmul float %125, 2.000000e+00
  %127 = fmul float %122, %126
  %128 = fmul float %eta, %127
  %129 = fsub float %119, %128
  store float %129, ptr %118, align 4
  %130 = add nuw i64 %feature2235.us.us.us.us.us, 2
  %131 = getelementptr inbounds float, ptr %59, i64 %130
  %132 = load float, ptr %131, align 4
  %133 = getelementptr inbounds float, ptr %vector_0, i64 %130
  %134 = load float, ptr %133, align 4
  %135 = fmul float %43, %134
  %136 = getelementptr inbounds float, ptr %60, i64 %130
  %137 = load float, ptr %136, align 4
  %138 = fsub float %132, %137
  %139 = fmul float %138, 2.000000e+00
  %140 = fmul float %135, %139
  %141 = fmul float %eta, %140
  %142 = fsub float %132, %141
  store float %142, ptr %131, align 4
  %143 = add nuw i64 %feature2235.us.us.us.us.us, 3
  %144 = getelementptr inbounds float, ptr %59, i64 %143
  %145 = load float, ptr %144, align 4
  %146 = getelementptr inbounds float, ptr %vector_0, i64 %143
  %147 = load float, ptr %146, align 4
  %148 = fmul float %43, %147
  %149 = getelementptr inbounds float, ptr %60, i64 %143
  %150 = load float, ptr %149, align 4
  %151 = fsub float %145, %150
  %152 = fmul float %151, 2.000000e+00
  %153 = fmul float %148, %152
  %154 = fmul float %eta, %153
  %155 = fsub float %145, %154
  store float %155, ptr %144, align 4
  %156 = add nuw i64 %feature2235.us.us.us.us.us, 4
  %exitcond65.not.3 = icmp eq i64 %156, %n_features
  br i1 %exitcond65.not.3, label %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us, label %feature.body20.us.us.us.us.us, !llvm.loop !15

feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us: ; preds = %feature.body20.us.us.us.us.us.prol.loopexit, %feature.body20.us.us.us.us.us, %vec.epilog.middle.block298, %middle.block279
  %157 = add nuw i64 %step337.us.us.us.us.us, 1
  %exitcond66.not = icmp eq i64 %157, %steps
  br i1 %exitcond66.not, label %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, label %iter.check260

step.header.step.exit_crit_edge.split.us.split.us.us.us.us: ; preds = %feature.header19.noise.done.loopexit_crit_edge.us.us.us.us.us
  %158 = add nuw i64 %row39.us.us.us, 1
  %exitcond67.not = icmp eq i64 %158, %row_end
  %indvar.next244 = add i64 %indvar243, 1
  br i1 %exitcond67.not, label %row.exit, label %row.body.us.us.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.split.us44
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.split.us44 ]
  %row39.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %1165, %step.header.step.exit_crit_edge.split.us44 ]
  %159 = mul i64 %46, %indvar
  %160 = add i64 %45, %159
  %scevgep = getelementptr i8, ptr %state, i64 %160
  %161 = add i64 %49, %159
  %scevgep80 = getelementptr i8, ptr %state, i64 %161
  %scevgep82 = getelementptr i8, ptr %input_0, i64 %160
  %scevgep83 = getelementptr i8, ptr %input_0, i64 %161
  %row_offset.us = mul i64 %row39.us, %n_features
  %162 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %163 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert203 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat204 = shufflevector <8 x i64> %broadcast.splatinsert203, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert136 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat137 = shufflevector <8 x i64> %broadcast.splatinsert136, <8 x i64> poison, <8 x i32> zeroinitializer
  %bound0 = icmp ult ptr %scevgep, %scevgep81
  %bound1 = icmp ult ptr %vector_0, %scevgep80
  %found.conflict = and i1 %bound0, %bound1
  %bound085 = icmp ult ptr %scevgep, %scevgep83
  %bound186 = icmp ult ptr %scevgep82, %scevgep80
  %found.conflict87 = and i1 %bound085, %bound186
  %conflict.rdx = or i1 %found.conflict, %found.conflict87
  br label %step.body.us40

step.body.us40:                                   ; preds = %row.body.us, %noise.done.loopexit27.us
  %step337.us41 = phi i64 [ 0, %row.body.us ], [ %1069, %noise.done.loopexit27.us ]
  %temperature1.036.us42 = phi float [ %temperature, %row.body.us ], [ %t_next.us43, %noise.done.loopexit27.us ]
  %164 = fmul float %two_eta, %temperature1.036.us42
  %165 = fcmp ogt float %164, 0.000000e+00
  %166 = tail call float @llvm.sqrt.f32(float %164)
  %167 = select i1 %165, float %166, float 0.000000e+00
  %noise_scale4.us = select i1 %anneal2.not, float %noise_scale, float %167
  %key1_step.us = add i64 %step337.us41, %key1
  %step_in_chunk.us = urem i64 %step337.us41, %steps_per_chunk.zext
  br i1 %small_rows, label %small_rows.then.us, label %philox.header6.preheader.us

noise.body11.us:                                  ; preds = %middle.block191, %noise.body11.us
  %noise1331.us = phi i64 [ %296, %noise.body11.us ], [ %n.vec185, %middle.block191 ]
  %168 = getelementptr inbounds float, ptr %24, i64 %noise1331.us
  %w014.us = load i32, ptr %168, align 4
  %169 = getelementptr inbounds float, ptr %scratch, i64 %noise1331.us
  %w115.us = load i32, ptr %169, align 4
  %170 = uitofp i32 %w014.us to double
  %171 = fadd double %170, 5.000000e-01
  %172 = fmul double %171, 0x3DF0000000000000
  %173 = uitofp i32 %w115.us to double
  %174 = fadd double %173, 5.000000e-01
  %175 = fmul double %174, 0x3DF0000000000000
  %176 = bitcast double %172 to i64
  %177 = lshr i64 %176, 32
  %178 = add nuw nsw i64 %177, 614242
  %179 = lshr i64 %178, 20
  %180 = add nsw i64 %179, -1023
  %181 = shl nuw i64 %178, 32
  %182 = and i64 %181, 4503595332403200
  %183 = add nuw nsw i64 %182, 4604544269498187776
  %184 = and i64 %176, 4294967295
  %185 = or disjoint i64 %183, %184
  %186 = bitcast i64 %185 to double
  %187 = fadd double %186, -1.000000e+00
  %188 = fmul double %187, 5.000000e-01
  %189 = fmul double %187, %188
  %190 = fadd double %187, 2.000000e+00
  %191 = fdiv double %187, %190
  %192 = fmul double %191, %191
  %193 = fmul double %192, %192
  %194 = fmul double %193, 0x3FC2F112DF3E5244
  %195 = fadd double %194, 0x3FC7466496CB03DE
  %196 = insertelement <2 x double> poison, double %193, i64 0
  %197 = shufflevector <2 x double> %196, <2 x double> poison, <2 x i32> zeroinitializer
  %198 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %195, i64 1
  %199 = fmul <2 x double> %197, %198
  %200 = fadd <2 x double> %199, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %201 = fmul <2 x double> %197, %200
  %202 = fadd <2 x double> %201, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %203 = insertelement <2 x double> %196, double %192, i64 1
  %204 = fmul <2 x double> %203, %202
  %shift = shufflevector <2 x double> %204, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %204, %shift
  %205 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %206 = sitofp i64 %180 to double
  %207 = fadd double %189, %205
  %208 = fmul double %191, %207
  %209 = fmul double %206, 0x3DEA39EF35793C76
  %210 = fadd double %209, %208
  %211 = fsub double %210, %189
  %212 = fadd double %187, %211
  %213 = fmul double %206, 0x3FE62E42FEE00000
  %214 = fadd double %213, %212
  %215 = fmul double %214, -2.000000e+00
  %216 = tail call double @llvm.sqrt.f64(double %215)
  %217 = fmul double %175, 0x401921FB54442D18
  %218 = fmul double %217, 0x3FE45F306DC9C883
  %219 = fadd double %218, 0x4338000000000000
  %220 = bitcast double %219 to i64
  %221 = fadd double %219, 0xC338000000000000
  %222 = fmul double %221, 0x3FF921FB54400000
  %223 = fsub double %217, %222
  %224 = fmul double %221, 0x3DD0B4611A626331
  %225 = fmul double %221, 0x3DD0B4611A600000
  %226 = fsub double %223, %225
  %227 = fmul double %221, 0x3BA3198A2E037073
  %228 = fsub double %223, %226
  %229 = fsub double %228, %225
  %230 = fsub double %227, %229
  %231 = fsub double %223, %224
  %232 = insertelement <2 x double> poison, double %231, i64 0
  %233 = insertelement <2 x double> %232, double %217, i64 1
  %234 = bitcast <2 x double> %233 to <2 x i64>
  %235 = lshr <2 x i64> %234, splat (i64 52)
  %236 = and <2 x i64> %235, splat (i64 2047)
  %237 = extractelement <2 x i64> %236, i64 0
  %238 = add nuw nsw i64 %237, 16
  %239 = extractelement <2 x i64> %236, i64 1
  %240 = icmp samesign ult i64 %238, %239
  %241 = select i1 %240, double %226, double %223
  %242 = select i1 %240, double %230, double %224
  %243 = fsub double %241, %242
  %244 = fsub double %241, %243
  %245 = fsub double %244, %242
  %246 = fmul double %243, %243
  %247 = fmul double %246, %246
  %248 = fmul double %246, 0x3EFA01A019CB1590
  %249 = fadd double %248, 0xBF56C16C16C15177
  %250 = fmul double %246, %249
  %251 = fadd double %250, 0x3FA555555555554C
  %252 = fmul double %246, %251
  %253 = fmul double %246, 0x3DA8FAE9BE8838D4
  %254 = fsub double 0x3E21EE9EBDB4B1C4, %253
  %255 = fmul double %246, %254
  %256 = fadd double %255, 0xBE927E4F809C52AD
  %257 = fmul double %247, %247
  %258 = fmul double %257, %256
  %259 = fadd double %252, %258
  %260 = fmul double %246, 5.000000e-01
  %261 = fsub double 1.000000e+00, %260
  %262 = fsub double 1.000000e+00, %261
  %263 = fsub double %262, %260
  %264 = fmul double %246, %259
  %265 = fmul double %243, %245
  %266 = fsub double %264, %265
  %267 = fadd double %263, %266
  %268 = fadd double %261, %267
  %269 = fmul double %246, 0x3EC71DE357B1FE7D
  %270 = fadd double %269, 0xBF2A01A019C161D5
  %271 = fmul double %246, %270
  %272 = fadd double %271, 0x3F8111111110F8A6
  %273 = fmul double %246, 0x3DE5D93A5ACFD57C
  %274 = fadd double %273, 0xBE5AE5E68A2B9CEB
  %275 = fmul double %246, %247
  %276 = fmul double %275, %274
  %277 = fadd double %276, %272
  %278 = fmul double %243, %246
  %279 = fmul double %245, 5.000000e-01
  %280 = fmul double %278, %277
  %281 = fsub double %279, %280
  %282 = fmul double %246, %281
  %283 = fsub double %282, %245
  %284 = fmul double %278, 0x3FC5555555555549
  %285 = fadd double %283, %284
  %286 = fsub double %243, %285
  %287 = fneg double %268
  %288 = fneg double %286
  %289 = and i64 %220, 1
  %290 = and i64 %220, 2
  %.not.us = icmp eq i64 %289, 0
  %.not23.us = icmp eq i64 %290, 0
  %291 = select i1 %.not23.us, double %268, double %287
  %292 = select i1 %.not23.us, double %288, double %286
  %293 = select i1 %.not.us, double %291, double %292
  %294 = fmul double %216, %293
  %295 = fptrunc double %294 to float
  store float %295, ptr %168, align 4
  %296 = add nuw i64 %noise1331.us, 1
  %exitcond61.not = icmp eq i64 %296, %n_features
  br i1 %exitcond61.not, label %iter.check, label %noise.body11.us, !llvm.loop !16

philox.body7.us:                                  ; preds = %philox.body7.us.preheader, %philox.body7.us
  %philox930.us = phi i64 [ %379, %philox.body7.us ], [ %n.vec196, %philox.body7.us.preheader ]
  %element.us = add i64 %philox930.us, %row_offset.us
  %297 = and i64 %element.us, 4294967295
  %298 = mul nuw i64 %297, 3528531795
  %299 = xor i64 %element.us, %key0
  %300 = xor i64 %299, %298
  %301 = lshr i64 %300, 32
  %302 = mul nuw i64 %301, 3449720151
  %303 = lshr i64 %302, 32
  %.reass.reass = xor i64 %303, %invariant.op
  %304 = xor i64 %1078, %298
  %305 = and i64 %.reass.reass, 4294967295
  %306 = mul nuw i64 %305, 3528531795
  %307 = and i64 %304, 4294967295
  %308 = mul nuw i64 %307, 3449720151
  %309 = lshr i64 %306, 32
  %310 = lshr i64 %308, 32
  %311 = xor i64 %310, %29
  %312 = xor i64 %311, %302
  %.reass78.reass = xor i64 %309, %invariant.op318
  %313 = and i64 %312, 4294967295
  %314 = mul nuw i64 %313, 3528531795
  %315 = and i64 %.reass78.reass, 4294967295
  %316 = mul nuw i64 %315, 3449720151
  %317 = lshr i64 %314, 32
  %318 = lshr i64 %316, 32
  %319 = xor i64 %31, %318
  %320 = xor i64 %319, %308
  %321 = xor i64 %317, %32
  %322 = xor i64 %321, %306
  %323 = and i64 %320, 4294967295
  %324 = mul nuw i64 %323, 3528531795
  %325 = and i64 %322, 4294967295
  %326 = mul nuw i64 %325, 3449720151
  %327 = lshr i64 %324, 32
  %328 = lshr i64 %326, 32
  %329 = xor i64 %328, %33
  %330 = xor i64 %329, %316
  %331 = xor i64 %34, %327
  %332 = xor i64 %331, %314
  %333 = and i64 %330, 4294967295
  %334 = mul nuw i64 %333, 3528531795
  %335 = and i64 %332, 4294967295
  %336 = mul nuw i64 %335, 3449720151
  %337 = lshr i64 %334, 32
  %338 = lshr i64 %336, 32
  %339 = xor i64 %35, %338
  %340 = xor i64 %339, %326
  %341 = xor i64 %337, %36
  %342 = xor i64 %341, %324
  %343 = and i64 %340, 4294967295
  %344 = mul nuw i64 %343, 3528531795
  %345 = and i64 %342, 4294967295
  %346 = mul nuw i64 %345, 3449720151
  %347 = lshr i64 %344, 32
  %348 = lshr i64 %346, 32
  %349 = xor i64 %348, %37
  %350 = xor i64 %349, %336
  %351 = xor i64 %38, %347
  %352 = xor i64 %351, %334
  %353 = and i64 %350, 4294967295
  %354 = mul nuw i64 %353, 3528531795
  %355 = and i64 %352, 4294967295
  %356 = mul nuw i64 %355, 3449720151
  %357 = lshr i64 %354, 32
  %358 = lshr i64 %356, 32
  %359 = xor i64 %39, %358
  %360 = xor i64 %359, %346
  %361 = xor i64 %357, %40
  %362 = xor i64 %361, %344
  %363 = and i64 %360, 4294967295
  %364 = mul nuw i64 %363, 3528531795
  %365 = lshr i64 %364, 32
  %366 = trunc i64 %362 to i32
  %367 = mul i32 %366, -845247145
  %368 = xor i64 %41, %365
  %369 = xor i64 %368, %354
  %370 = and i64 %369, 4294967295
  %371 = mul nuw i64 %370, 3449720151
  %372 = lshr i64 %371, 32
  %373 = trunc nuw i64 %372 to i32
  %374 = trunc i64 %371 to i32
  %375 = xor i32 %367, %373
  %376 = xor i32 %375, %42
  %377 = getelementptr inbounds float, ptr %24, i64 %philox930.us
  store i32 %376, ptr %377, align 4
  %378 = getelementptr inbounds float, ptr %scratch, i64 %philox930.us
  store i32 %374, ptr %378, align 4
  %379 = add nuw i64 %philox930.us, 1
  %exitcond.not = icmp eq i64 %379, %n_features
  br i1 %exitcond.not, label %vector.ph183, label %philox.body7.us, !llvm.loop !17

vector.ph183:                                     ; preds = %philox.body7.us, %middle.block240
  br label %vector.body186

vector.body186:                                   ; preds = %vector.body186, %vector.ph183
  %index187 = phi i64 [ 0, %vector.ph183 ], [ %index.next190, %vector.body186 ]
  %380 = getelementptr inbounds float, ptr %24, i64 %index187
  %wide.load188 = load <8 x i32>, ptr %380, align 4
  %381 = getelementptr inbounds float, ptr %scratch, i64 %index187
  %wide.load189 = load <8 x i32>, ptr %381, align 4
  %382 = uitofp <8 x i32> %wide.load188 to <8 x double>
  %383 = fadd <8 x double> %382, splat (double 5.000000e-01)
  %384 = fmul <8 x double> %383, splat (double 0x3DF0000000000000)
  %385 = uitofp <8 x i32> %wide.load189 to <8 x double>
  %386 = fadd <8 x double> %385, splat (double 5.000000e-01)
  %387 = fmul <8 x double> %386, splat (double 0x3DF0000000000000)
  %388 = bitcast <8 x double> %384 to <8 x i64>
  %389 = lshr <8 x i64> %388, splat (i64 32)
  %390 = add nuw nsw <8 x i64> %389, splat (i64 614242)
  %391 = lshr <8 x i64> %390, splat (i64 20)
  %392 = add nsw <8 x i64> %391, splat (i64 -1023)
  %393 = shl nuw <8 x i64> %390, splat (i64 32)
  %394 = and <8 x i64> %393, splat (i64 4503595332403200)
  %395 = add nuw nsw <8 x i64> %394, splat (i64 4604544269498187776)
  %396 = and <8 x i64> %388, splat (i64 4294967295)
  %397 = or disjoint <8 x i64> %395, %396
  %398 = bitcast <8 x i64> %397 to <8 x double>
  %399 = fadd <8 x double> %398, splat (double -1.000000e+00)
  %400 = fmul <8 x double> %399, splat (double 5.000000e-01)
  %401 = fmul <8 x double> %399, %400
  %402 = fadd <8 x double> %399, splat (double 2.000000e+00)
  %403 = fdiv <8 x double> %399, %402
  %404 = fmul <8 x double> %403, %403
  %405 = fmul <8 x double> %404, %404
  %406 = fmul <8 x double> %405, splat (double 0x3FC39A09D078C69F)
  %407 = fadd <8 x double> %406, splat (double 0x3FCC71C51D8E78AF)
  %408 = fmul <8 x double> %405, %407
  %409 = fadd <8 x double> %408, splat (double 0x3FD999999997FA04)
  %410 = fmul <8 x double> %405, %409
  %411 = fmul <8 x double> %405, splat (double 0x3FC2F112DF3E5244)
  %412 = fadd <8 x double> %411, splat (double 0x3FC7466496CB03DE)
  %413 = fmul <8 x double> %405, %412
  %414 = fadd <8 x double> %413, splat (double 0x3FD2492494229359)
  %415 = fmul <8 x double> %405, %414
  %416 = fadd <8 x double> %415, splat (double 0x3FE5555555555593)
  %417 = fmul <8 x double> %404, %416
  %418 = fadd <8 x double> %410, %417
  %419 = sitofp <8 x i64> %392 to <8 x double>
  %420 = fadd <8 x double> %401, %418
  %421 = fmul <8 x double> %403, %420
  %422 = fmul <8 x double> %419, splat (double 0x3DEA39EF35793C76)
  %423 = fadd <8 x double> %422, %421
  %424 = fsub <8 x double> %423, %401
  %425 = fadd <8 x double> %399, %424
  %426 = fmul <8 x double> %419, splat (double 0x3FE62E42FEE00000)
  %427 = fadd <8 x double> %426, %425
  %428 = fmul <8 x double> %427, splat (double -2.000000e+00)
  %429 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %428)
  %430 = fmul <8 x double> %387, splat (double 0x401921FB54442D18)
  %431 = fmul <8 x double> %430, splat (double 0x3FE45F306DC9C883)
  %432 = fadd <8 x double> %431, splat (double 0x4338000000000000)
  %433 = bitcast <8 x double> %432 to <8 x i64>
  %434 = fadd <8 x double> %432, splat (double 0xC338000000000000)
  %435 = fmul <8 x double> %434, splat (double 0x3FF921FB54400000)
  %436 = fsub <8 x double> %430, %435
  %437 = fmul <8 x double> %434, splat (double 0x3DD0B4611A626331)
  %438 = fmul <8 x double> %434, splat (double 0x3DD0B4611A600000)
  %439 = fsub <8 x double> %436, %438
  %440 = fmul <8 x double> %434, splat (double 0x3BA3198A2E037073)
  %441 = fsub <8 x double> %436, %439
  %442 = fsub <8 x double> %441, %438
  %443 = fsub <8 x double> %440, %442
  %444 = fsub <8 x double> %436, %437
  %445 = bitcast <8 x double> %430 to <8 x i64>
  %446 = lshr <8 x i64> %445, splat (i64 52)
  %447 = and <8 x i64> %446, splat (i64 2047)
  %448 = bitcast <8 x double> %444 to <8 x i64>
  %449 = lshr <8 x i64> %448, splat (i64 52)
  %450 = and <8 x i64> %449, splat (i64 2047)
  %451 = add nuw nsw <8 x i64> %450, splat (i64 16)
  %452 = icmp samesign ult <8 x i64> %451, %447
  %453 = select <8 x i1> %452, <8 x double> %439, <8 x double> %436
  %454 = select <8 x i1> %452, <8 x double> %443, <8 x double> %437
  %455 = fsub <8 x double> %453, %454
  %456 = fsub <8 x double> %453, %455
  %457 = fsub <8 x double> %456, %454
  %458 = fmul <8 x double> %455, %455
  %459 = fmul <8 x double> %458, %458
  %460 = fmul <8 x double> %458, splat (double 0x3EFA01A019CB1590)
  %461 = fadd <8 x double> %460, splat (double 0xBF56C16C16C15177)
  %462 = fmul <8 x double> %458, %461
  %463 = fadd <8 x double> %462, splat (double 0x3FA555555555554C)
  %464 = fmul <8 x double> %458, %463
  %465 = fmul <8 x double> %458, splat (double 0x3DA8FAE9BE8838D4)
  %466 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %465
  %467 = fmul <8 x double> %458, %466
  %468 = fadd <8 x double> %467, splat (double 0xBE927E4F809C52AD)
  %469 = fmul <8 x double> %459, %459
  %470 = fmul <8 x double> %469, %468
  %471 = fadd <8 x double> %464, %470
  %472 = fmul <8 x double> %458, splat (double 5.000000e-01)
  %473 = fsub <8 x double> splat (double 1.000000e+00), %472
  %474 = fsub <8 x double> splat (double 1.000000e+00), %473
  %475 = fsub <8 x double> %474, %472
  %476 = fmul <8 x double> %458, %471
  %477 = fmul <8 x double> %455, %457
  %478 = fsub <8 x double> %476, %477
  %479 = fadd <8 x double> %475, %478
  %480 = fadd <8 x double> %473, %479
  %481 = fmul <8 x double> %458, splat (double 0x3EC71DE357B1FE7D)
  %482 = fadd <8 x double> %481, splat (double 0xBF2A01A019C161D5)
  %483 = fmul <8 x double> %458, %482
  %484 = fadd <8 x double> %483, splat (double 0x3F8111111110F8A6)
  %485 = fmul <8 x double> %458, splat (double 0x3DE5D93A5ACFD57C)
  %486 = fadd <8 x double> %485, splat (double 0xBE5AE5E68A2B9CEB)
  %487 = fmul <8 x double> %458, %459
  %488 = fmul <8 x double> %487, %486
  %489 = fadd <8 x double> %488, %484
  %490 = fmul <8 x double> %455, %458
  %491 = fmul <8 x double> %457, splat (double 5.000000e-01)
  %492 = fmul <8 x double> %490, %489
  %493 = fsub <8 x double> %491, %492
  %494 = fmul <8 x double> %458, %493
  %495 = fsub <8 x double> %494, %457
  %496 = fmul <8 x double> %490, splat (double 0x3FC5555555555549)
  %497 = fadd <8 x double> %495, %496
  %498 = fsub <8 x double> %455, %497
  %499 = fneg <8 x double> %480
  %500 = fneg <8 x double> %498
  %501 = and <8 x i64> %433, splat (i64 1)
  %502 = and <8 x i64> %433, splat (i64 2)
  %503 = icmp eq <8 x i64> %501, zeroinitializer
  %504 = icmp eq <8 x i64> %502, zeroinitializer
  %505 = select <8 x i1> %504, <8 x double> %480, <8 x double> %499
  %506 = select <8 x i1> %504, <8 x double> %500, <8 x double> %498
  %507 = select <8 x i1> %503, <8 x double> %505, <8 x double> %506
  %508 = fmul <8 x double> %429, %507
  %509 = fptrunc <8 x double> %508 to <8 x float>
  store <8 x float> %509, ptr %380, align 4
  %index.next190 = add nuw i64 %index187, 8
  %510 = icmp eq i64 %index.next190, %n.vec185
  br i1 %510, label %middle.block191, label %vector.body186, !llvm.loop !18

middle.block191:                                  ; preds = %vector.body186
  br i1 %cmp.n192, label %iter.check, label %noise.body11.us

small_rows.then.us:                               ; preds = %step.body.us40
  %chunk_starts.us = icmp eq i64 %step_in_chunk.us, 0
  br i1 %chunk_starts.us, label %small_draw.then.us, label %draw.done.us

small_draw.then.us:                               ; preds = %small_rows.then.us
  %steps_left.us = sub i64 %steps, %step337.us41
  %511 = tail call i64 @llvm.umin.i64(i64 %steps_left.us, i64 %steps_per_chunk.zext)
  %chunk_units.us = mul nuw nsw i64 %511, %n_features
  %.not55 = icmp eq i64 %chunk_units.us, 0
  br i1 %.not55, label %draw.done.us, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %small_draw.then.us
  %min.iters.check132 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check132, label %philox.body.us.preheader310, label %vector.ph133

vector.ph133:                                     ; preds = %philox.body.us.preheader
  %n.vec135 = and i64 %chunk_units.us, 32760
  %broadcast.splatinsert138 = insertelement <8 x i64> poison, i64 %key1_step.us, i64 0
  %broadcast.splat139 = shufflevector <8 x i64> %broadcast.splatinsert138, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body174

vector.body174:                                   ; preds = %vector.body174, %vector.ph133
  %index175 = phi i64 [ 0, %vector.ph133 ], [ %index.next178, %vector.body174 ]
  %512 = getelementptr inbounds float, ptr %small_unit_of, i64 %index175
  %wide.load176 = load <8 x i32>, ptr %512, align 4
  %513 = zext <8 x i32> %wide.load176 to <8 x i64>
  %514 = add <8 x i64> %broadcast.splat137, %513
  %515 = getelementptr inbounds float, ptr %small_step_of, i64 %index175
  %wide.load177 = load <8 x i32>, ptr %515, align 4
  %516 = zext <8 x i32> %wide.load177 to <8 x i64>
  %517 = add <8 x i64> %broadcast.splat139, %516
  %518 = lshr <8 x i64> %517, splat (i64 32)
  %519 = and <8 x i64> %514, splat (i64 4294967295)
  %520 = mul nuw <8 x i64> %519, splat (i64 3528531795)
  %521 = mul nuw <8 x i64> %518, splat (i64 3449720151)
  %522 = lshr <8 x i64> %521, splat (i64 32)
  %523 = xor <8 x i64> %broadcast.splat141, %522
  %524 = xor <8 x i64> %523, %517
  %525 = xor <8 x i64> %514, %broadcast.splat141
  %526 = xor <8 x i64> %525, %520
  %527 = lshr <8 x i64> %526, splat (i64 32)
  %528 = and <8 x i64> %524, splat (i64 4294967295)
  %529 = mul nuw <8 x i64> %528, splat (i64 3528531795)
  %530 = mul nuw <8 x i64> %527, splat (i64 3449720151)
  %531 = lshr <8 x i64> %529, splat (i64 32)
  %532 = lshr <8 x i64> %530, splat (i64 32)
  %533 = xor <8 x i64> %broadcast.splat143, %532
  %534 = xor <8 x i64> %533, %521
  %535 = xor <8 x i64> %broadcast.splat145, %531
  %536 = xor <8 x i64> %535, %520
  %537 = and <8 x i64> %534, splat (i64 4294967295)
  %538 = mul nuw <8 x i64> %537, splat (i64 3528531795)
  %539 = and <8 x i64> %536, splat (i64 4294967295)
  %540 = mul nuw <8 x i64> %539, splat (i64 3449720151)
  %541 = lshr <8 x i64> %538, splat (i64 32)
  %542 = lshr <8 x i64> %540, splat (i64 32)
  %543 = xor <8 x i64> %broadcast.splat147, %542
  %544 = xor <8 x i64> %543, %530
  %545 = xor <8 x i64> %broadcast.splat149, %541
  %546 = xor <8 x i64> %545, %529
  %547 = and <8 x i64> %544, splat (i64 4294967295)
  %548 = mul nuw <8 x i64> %547, splat (i64 3528531795)
  %549 = and <8 x i64> %546, splat (i64 4294967295)
  %550 = mul nuw <8 x i64> %549, splat (i64 3449720151)
  %551 = lshr <8 x i64> %548, splat (i64 32)
  %552 = lshr <8 x i64> %550, splat (i64 32)
  %553 = xor <8 x i64> %broadcast.splat151, %552
  %554 = xor <8 x i64> %553, %540
  %555 = xor <8 x i64> %broadcast.splat153, %551
  %556 = xor <8 x i64> %555, %538
  %557 = and <8 x i64> %554, splat (i64 4294967295)
  %558 = mul nuw <8 x i64> %557, splat (i64 3528531795)
  %559 = and <8 x i64> %556, splat (i64 4294967295)
  %560 = mul nuw <8 x i64> %559, splat (i64 3449720151)
  %561 = lshr <8 x i64> %558, splat (i64 32)
  %562 = lshr <8 x i64> %560, splat (i64 32)
  %563 = xor <8 x i64> %broadcast.splat155, %562
  %564 = xor <8 x i64> %563, %550
  %565 = xor <8 x i64> %broadcast.splat157, %561
  %566 = xor <8 x i64> %565, %548
  %567 = and <8 x i64> %564, splat (i64 4294967295)
  %568 = mul nuw <8 x i64> %567, splat (i64 3528531795)
  %569 = and <8 x i64> %566, splat (i64 4294967295)
  %570 = mul nuw <8 x i64> %569, splat (i64 3449720151)
  %571 = lshr <8 x i64> %568, splat (i64 32)
  %572 = lshr <8 x i64> %570, splat (i64 32)
  %573 = xor <8 x i64> %broadcast.splat159, %572
  %574 = xor <8 x i64> %573, %560
  %575 = xor <8 x i64> %broadcast.splat161, %571
  %576 = xor <8 x i64> %575, %558
  %577 = and <8 x i64> %574, splat (i64 4294967295)
  %578 = mul nuw <8 x i64> %577, splat (i64 3528531795)
  %579 = and <8 x i64> %576, splat (i64 4294967295)
  %580 = mul nuw <8 x i64> %579, splat (i64 3449720151)
  %581 = lshr <8 x i64> %578, splat (i64 32)
  %582 = lshr <8 x i64> %580, splat (i64 32)
  %583 = xor <8 x i64> %broadcast.splat163, %582
  %584 = xor <8 x i64> %583, %570
  %585 = xor <8 x i64> %broadcast.splat165, %581
  %586 = xor <8 x i64> %585, %568
  %587 = and <8 x i64> %584, splat (i64 4294967295)
  %588 = mul nuw <8 x i64> %587, splat (i64 3528531795)
  %589 = and <8 x i64> %586, splat (i64 4294967295)
  %590 = mul nuw <8 x i64> %589, splat (i64 3449720151)
  %591 = lshr <8 x i64> %588, splat (i64 32)
  %592 = lshr <8 x i64> %590, splat (i64 32)
  %593 = xor <8 x i64> %broadcast.splat167, %592
  %594 = xor <8 x i64> %593, %580
  %595 = xor <8 x i64> %broadcast.splat169, %591
  %596 = xor <8 x i64> %595, %578
  %597 = and <8 x i64> %594, splat (i64 4294967295)
  %598 = mul nuw <8 x i64> %597, splat (i64 3528531795)
  %599 = lshr <8 x i64> %598, splat (i64 32)
  %600 = trunc <8 x i64> %596 to <8 x i32>
  %601 = mul <8 x i32> %600, splat (i32 -845247145)
  %602 = xor <8 x i64> %broadcast.splat171, %599
  %603 = xor <8 x i64> %602, %588
  %604 = and <8 x i64> %603, splat (i64 4294967295)
  %605 = mul nuw <8 x i64> %604, splat (i64 3449720151)
  %606 = lshr <8 x i64> %605, splat (i64 32)
  %607 = trunc nuw <8 x i64> %606 to <8 x i32>
  %608 = trunc <8 x i64> %605 to <8 x i32>
  %609 = xor <8 x i32> %601, %607
  %610 = xor <8 x i32> %609, %broadcast.splat173
  %611 = getelementptr inbounds float, ptr %small_noise, i64 %index175
  store <8 x i32> %610, ptr %611, align 4
  %612 = getelementptr inbounds float, ptr %small_staging, i64 %index175
  store <8 x i32> %608, ptr %612, align 4
  %index.next178 = add nuw i64 %index175, 8
  %613 = icmp eq i64 %index.next178, %n.vec135
  br i1 %613, label %middle.block179, label %vector.body174, !llvm.loop !19

middle.block179:                                  ; preds = %vector.body174
  %cmp.n180 = icmp eq i64 %chunk_units.us, %n.vec135
  br i1 %cmp.n180, label %noise.body.us.preheader, label %philox.body.us.preheader310

philox.body.us.preheader310:                      ; preds = %philox.body.us.preheader, %middle.block179
  %philox32.us.ph = phi i64 [ 0, %philox.body.us.preheader ], [ %n.vec135, %middle.block179 ]
  br label %philox.body.us

draw.done.us:                                     ; preds = %noise.body.us, %middle.block128, %small_draw.then.us, %small_rows.then.us
  %chunk_offset.us = mul nuw nsw i64 %step_in_chunk.us, %n_features
  %614 = getelementptr inbounds nuw float, ptr %small_noise, i64 %chunk_offset.us
  br i1 %.not53, label %noise.done.loopexit27.us, label %iter.check

iter.check:                                       ; preds = %noise.body11.us, %middle.block191, %draw.done.us
  %noise16.us73 = phi ptr [ %614, %draw.done.us ], [ %24, %middle.block191 ], [ %24, %noise.body11.us ]
  br i1 %min.iters.check, label %feature.body.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %scevgep84 = getelementptr i8, ptr %noise16.us73, i64 %46
  %bound088 = icmp ult ptr %scevgep, %scevgep84
  %bound189 = icmp ult ptr %noise16.us73, %scevgep80
  %found.conflict90 = and i1 %bound088, %bound189
  %conflict.rdx91 = or i1 %conflict.rdx, %found.conflict90
  br i1 %conflict.rdx91, label %feature.body.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  br i1 %min.iters.check92, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert95 = insertelement <8 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat96 = shufflevector <8 x float> %broadcast.splatinsert95, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %615 = getelementptr inbounds float, ptr %162, i64 %index
  %616 = getelementptr inbounds nuw i8, ptr %615, i64 32
  %wide.load = load <8 x float>, ptr %615, align 4, !alias.scope !20, !noalias !23
  %wide.load97 = load <8 x float>, ptr %616, align 4, !alias.scope !20, !noalias !23
  %617 = getelementptr inbounds float, ptr %vector_0, i64 %index
  %618 = getelementptr inbounds nuw i8, ptr %617, i64 32
  %wide.load98 = load <8 x float>, ptr %617, align 4, !alias.scope !27
  %wide.load99 = load <8 x float>, ptr %618, align 4, !alias.scope !27
  %619 = fmul <8 x float> %broadcast.splat, %wide.load98
  %620 = fmul <8 x float> %broadcast.splat, %wide.load99
  %621 = getelementptr inbounds float, ptr %163, i64 %index
  %622 = getelementptr inbounds nuw i8, ptr %621, i64 32
  %wide.load100 = load <8 x float>, ptr %621, align 4, !alias.scope !28
  %wide.load101 = load <8 x float>, ptr %622, align 4, !alias.scope !28
  %623 = fsub <8 x float> %wide.load, %wide.load100
  %624 = fsub <8 x float> %wide.load97, %wide.load101
  %625 = fmul <8 x float> %623, splat (float 2.000000e+00)
  %626 = fmul <8 x float> %624, splat (float 2.000000e+00)
  %627 = fmul <8 x float> %619, %625
  %628 = fmul <8 x float> %620, %626
  %629 = fmul <8 x float> %broadcast.splat94, %627
  %630 = fmul <8 x float> %broadcast.splat94, %628
  %631 = fsub <8 x float> %wide.load, %629
  %632 = fsub <8 x float> %wide.load97, %630
  %633 = getelementptr inbounds float, ptr %noise16.us73, i64 %index
  %634 = getelementptr inbounds nuw i8, ptr %633, i64 32
  %wide.load102 = load <8 x float>, ptr %633, align 4, !alias.scope !29
  %wide.load103 = load <8 x float>, ptr %634, align 4, !alias.scope !29
  %635 = fmul <8 x float> %broadcast.splat96, %wide.load102
  %636 = fmul <8 x float> %broadcast.splat96, %wide.load103
  %637 = fadd <8 x float> %635, %631
  %638 = fadd <8 x float> %636, %632
  store <8 x float> %637, ptr %615, align 4, !alias.scope !20, !noalias !23
  store <8 x float> %638, ptr %616, align 4, !alias.scope !20, !noalias !23
  %index.next = add nuw i64 %index, 16
  %639 = icmp eq i64 %index.next, %n.vec
  br i1 %639, label %middle.block, label %vector.body, !llvm.loop !30

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.loopexit27.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body.us.preheader, label %vec.epilog.ph, !prof !11

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert110 = insertelement <4 x float> poison, float %noise_scale4.us, i64 0
  %broadcast.splat111 = shufflevector <4 x float> %broadcast.splatinsert110, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index112 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next117, %vec.epilog.vector.body ]
  %640 = getelementptr inbounds float, ptr %162, i64 %index112
  %wide.load113 = load <4 x float>, ptr %640, align 4, !alias.scope !20, !noalias !23
  %641 = getelementptr inbounds float, ptr %vector_0, i64 %index112
  %wide.load114 = load <4 x float>, ptr %641, align 4, !alias.scope !27
  %642 = fmul <4 x float> %broadcast.splat107, %wide.load114
  %643 = getelementptr inbounds float, ptr %163, i64 %index112
  %wide.load115 = load <4 x float>, ptr %643, align 4, !alias.scope !28
  %644 = fsub <4 x float> %wide.load113, %wide.load115
  %645 = fmul <4 x float> %644, splat (float 2.000000e+00)
  %646 = fmul <4 x float> %642, %645
  %647 = fmul <4 x float> %broadcast.splat109, %646
  %648 = fsub <4 x float> %wide.load113, %647
  %649 = getelementptr inbounds float, ptr %noise16.us73, i64 %index112
  %wide.load116 = load <4 x float>, ptr %649, align 4, !alias.scope !29
  %650 = fmul <4 x float> %broadcast.splat111, %wide.load116
  %651 = fadd <4 x float> %650, %648
  store <4 x float> %651, ptr %640, align 4, !alias.scope !20, !noalias !23
  %index.next117 = add nuw i64 %index112, 4
  %652 = icmp eq i64 %index.next117, %n.vec105
  br i1 %652, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !31

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n118, label %noise.done.loopexit27.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature34.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec105, %vec.epilog.middle.block ]
  %.neg = or disjoint i64 %feature34.us.ph, 1
  br i1 %lcmp.mod314.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %653 = getelementptr inbounds float, ptr %162, i64 %feature34.us.ph
  %654 = load float, ptr %653, align 4
  %655 = getelementptr inbounds float, ptr %vector_0, i64 %feature34.us.ph
  %656 = load float, ptr %655, align 4
  %657 = fmul float %43, %656
  %658 = getelementptr inbounds float, ptr %163, i64 %feature34.us.ph
  %659 = load float, ptr %658, align 4
  %660 = fsub float %654, %659
  %661 = fmul float %660, 2.000000e+00
  %662 = fmul float %657, %661
  %663 = fmul float %eta, %662
  %664 = fsub float %654, %663
  %665 = getelementptr inbounds float, ptr %noise16.us73, i64 %feature34.us.ph
  %666 = load float, ptr %665, align 4
  %667 = fmul float %noise_scale4.us, %666
  %668 = fadd float %667, %664
  store float %668, ptr %653, align 4
  %669 = or disjoint i64 %feature34.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature34.us.unr = phi i64 [ %feature34.us.ph, %feature.body.us.preheader ], [ %669, %feature.body.us.prol ]
  %670 = icmp eq i64 %n_features, %.neg
  br i1 %670, label %noise.done.loopexit27.us, label %feature.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature34.us = phi i64 [ %704, %feature.body.us ], [ %feature34.us.unr, %feature.body.us.prol.loopexit ]
  %671 = getelementptr inbounds float, ptr %162, i64 %feature34.us
  %672 = load float, ptr %671, align 4
  %673 = getelementptr inbounds float, ptr %vector_0, i64 %feature34.us
  %674 = load float, ptr %673, align 4
  %675 = fmul float %43, %674
  %676 = getelementptr inbounds float, ptr %163, i64 %feature34.us
  %677 = load float, ptr %676, align 4
  %678 = fsub float %672, %677
  %679 = fmul float %678, 2.000000e+00
  %680 = fmul float %675, %679
  %681 = fmul float %eta, %680
  %682 = fsub float %672, %681
  %683 = getelementptr inbounds float, ptr %noise16.us73, i64 %feature34.us
  %684 = load float, ptr %683, align 4
  %685 = fmul float %noise_scale4.us, %684
  %686 = fadd float %685, %682
  store float %686, ptr %671, align 4
  %687 = add nuw i64 %feature34.us, 1
  %688 = getelementptr inbounds float, ptr %162, i64 %687
  %689 = load float, ptr %688, align 4
  %690 = getelementptr inbounds float, ptr %vector_0, i64 %687
  %691 = load float, ptr %690, align 4
  %692 = fmul float %43, %691
  %693 = getelementptr inbounds float, ptr %163, i64 %687
  %694 = load float, ptr %693, align 4
  %695 = fsub float %689, %694
  %696 = fmul float %695, 2.000000e+00
  %697 = fmul float %692, %696
  %698 = fmul float %eta, %697
  %699 = fsub float %689, %698
  %700 = getelementptr inbounds float, ptr %noise16.us73, i64 %687
  %701 = load float, ptr %700, align 4
  %702 = fmul float %noise_scale4.us, %701
  %703 = fadd float %702, %699
  store float %703, ptr %688, align 4
  %704 = add nuw i64 %feature34.us, 2
  %exitcond62.not.1 = icmp eq i64 %704, %n_features
  br i1 %exitcond62.not.1, label %noise.done.loopexit27.us, label %feature.body.us, !llvm.loop !32

noise.body.us:                                    ; preds = %noise.body.us.preheader309, %noise.body.us
  %noise33.us = phi i64 [ %833, %noise.body.us ], [ %noise33.us.ph, %noise.body.us.preheader309 ]
  %705 = getelementptr inbounds float, ptr %small_noise, i64 %noise33.us
  %w0.us = load i32, ptr %705, align 4
  %706 = getelementptr inbounds float, ptr %small_staging, i64 %noise33.us
  %w1.us = load i32, ptr %706, align 4
  %707 = uitofp i32 %w0.us to double
  %708 = fadd double %707, 5.000000e-01
  %709 = fmul double %708, 0x3DF0000000000000
  %710 = uitofp i32 %w1.us to double
  %711 = fadd double %710, 5.000000e-01
  %712 = fmul double %711, 0x3DF0000000000000
  %713 = bitcast double %709 to i64
  %714 = lshr i64 %713, 32
  %715 = add nuw nsw i64 %714, 614242
  %716 = lshr i64 %715, 20
  %717 = add nsw i64 %716, -1023
  %718 = shl nuw i64 %715, 32
  %719 = and i64 %718, 4503595332403200
  %720 = add nuw nsw i64 %719, 4604544269498187776
  %721 = and i64 %713, 4294967295
  %722 = or disjoint i64 %720, %721
  %723 = bitcast i64 %722 to double
  %724 = fadd double %723, -1.000000e+00
  %725 = fmul double %724, 5.000000e-01
  %726 = fmul double %724, %725
  %727 = fadd double %724, 2.000000e+00
  %728 = fdiv double %724, %727
  %729 = fmul double %728, %728
  %730 = fmul double %729, %729
  %731 = fmul double %730, 0x3FC2F112DF3E5244
  %732 = fadd double %731, 0x3FC7466496CB03DE
  %733 = insertelement <2 x double> poison, double %730, i64 0
  %734 = shufflevector <2 x double> %733, <2 x double> poison, <2 x i32> zeroinitializer
  %735 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %732, i64 1
  %736 = fmul <2 x double> %734, %735
  %737 = fadd <2 x double> %736, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %738 = fmul <2 x double> %734, %737
  %739 = fadd <2 x double> %738, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %740 = insertelement <2 x double> %733, double %729, i64 1
  %741 = fmul <2 x double> %740, %739
  %shift303 = shufflevector <2 x double> %741, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop304 = fadd <2 x double> %741, %shift303
  %742 = extractelement <2 x double> %foldExtExtBinop304, i64 0
  %743 = sitofp i64 %717 to double
  %744 = fadd double %726, %742
  %745 = fmul double %728, %744
  %746 = fmul double %743, 0x3DEA39EF35793C76
  %747 = fadd double %746, %745
  %748 = fsub double %747, %726
  %749 = fadd double %724, %748
  %750 = fmul double %743, 0x3FE62E42FEE00000
  %751 = fadd double %750, %749
  %752 = fmul double %751, -2.000000e+00
  %753 = tail call double @llvm.sqrt.f64(double %752)
  %754 = fmul double %712, 0x401921FB54442D18
  %755 = fmul double %754, 0x3FE45F306DC9C883
  %756 = fadd double %755, 0x4338000000000000
  %757 = bitcast double %756 to i64
  %758 = fadd double %756, 0xC338000000000000
  %759 = fmul double %758, 0x3FF921FB54400000
  %760 = fsub double %754, %759
  %761 = fmul double %758, 0x3DD0B4611A626331
  %762 = fmul double %758, 0x3DD0B4611A600000
  %763 = fsub double %760, %762
  %764 = fmul double %758, 0x3BA3198A2E037073
  %765 = fsub double %760, %763
  %766 = fsub double %765, %762
  %767 = fsub double %764, %766
  %768 = fsub double %760, %761
  %769 = insertelement <2 x double> poison, double %768, i64 0
  %770 = insertelement <2 x double> %769, double %754, i64 1
  %771 = bitcast <2 x double> %770 to <2 x i64>
  %772 = lshr <2 x i64> %771, splat (i64 52)
  %773 = and <2 x i64> %772, splat (i64 2047)
  %774 = extractelement <2 x i64> %773, i64 0
  %775 = add nuw nsw i64 %774, 16
  %776 = extractelement <2 x i64> %773, i64 1
  %777 = icmp samesign ult i64 %775, %776
  %778 = select i1 %777, double %763, double %760
  %779 = select i1 %777, double %767, double %761
  %780 = fsub double %778, %779
  %781 = fsub double %778, %780
  %782 = fsub double %781, %779
  %783 = fmul double %780, %780
  %784 = fmul double %783, %783
  %785 = fmul double %783, 0x3EFA01A019CB1590
  %786 = fadd double %785, 0xBF56C16C16C15177
  %787 = fmul double %783, %786
  %788 = fadd double %787, 0x3FA555555555554C
  %789 = fmul double %783, %788
  %790 = fmul double %783, 0x3DA8FAE9BE8838D4
  %791 = fsub double 0x3E21EE9EBDB4B1C4, %790
  %792 = fmul double %783, %791
  %793 = fadd double %792, 0xBE927E4F809C52AD
  %794 = fmul double %784, %784
  %795 = fmul double %794, %793
  %796 = fadd double %789, %795
  %797 = fmul double %783, 5.000000e-01
  %798 = fsub double 1.000000e+00, %797
  %799 = fsub double 1.000000e+00, %798
  %800 = fsub double %799, %797
  %801 = fmul double %783, %796
  %802 = fmul double %780, %782
  %803 = fsub double %801, %802
  %804 = fadd double %800, %803
  %805 = fadd double %798, %804
  %806 = fmul double %783, 0x3EC71DE357B1FE7D
  %807 = fadd double %806, 0xBF2A01A019C161D5
  %808 = fmul double %783, %807
  %809 = fadd double %808, 0x3F8111111110F8A6
  %810 = fmul double %783, 0x3DE5D93A5ACFD57C
  %811 = fadd double %810, 0xBE5AE5E68A2B9CEB
  %812 = fmul double %783, %784
  %813 = fmul double %812, %811
  %814 = fadd double %813, %809
  %815 = fmul double %780, %783
  %816 = fmul double %782, 5.000000e-01
  %817 = fmul double %815, %814
  %818 = fsub double %816, %817
  %819 = fmul double %783, %818
  %820 = fsub double %819, %782
  %821 = fmul double %815, 0x3FC5555555555549
  %822 = fadd double %820, %821
  %823 = fsub double %780, %822
  %824 = fneg double %805
  %825 = fneg double %823
  %826 = and i64 %757, 1
  %827 = and i64 %757, 2
  %.not24.us = icmp eq i64 %826, 0
  %.not25.us = icmp eq i64 %827, 0
  %828 = select i1 %.not25.us, double %805, double %824
  %829 = select i1 %.not25.us, double %825, double %823
  %830 = select i1 %.not24.us, double %828, double %829
  %831 = fmul double %753, %830
  %832 = fptrunc double %831 to float
  store float %832, ptr %705, align 4
  %833 = add nuw i64 %noise33.us, 1
  %834 = icmp ult i64 %833, %chunk_units.us
  br i1 %834, label %noise.body.us, label %draw.done.us, !llvm.loop !33

philox.body.us:                                   ; preds = %philox.body.us.preheader310, %philox.body.us
  %philox32.us = phi i64 [ %936, %philox.body.us ], [ %philox32.us.ph, %philox.body.us.preheader310 ]
  %835 = getelementptr inbounds float, ptr %small_unit_of, i64 %philox32.us
  %836 = load i32, ptr %835, align 4
  %837 = zext i32 %836 to i64
  %index.us = add i64 %row_offset.us, %837
  %838 = getelementptr inbounds float, ptr %small_step_of, i64 %philox32.us
  %839 = load i32, ptr %838, align 4
  %840 = zext i32 %839 to i64
  %key1_step5.us = add i64 %key1_step.us, %840
  %841 = lshr i64 %key1_step5.us, 32
  %842 = and i64 %index.us, 4294967295
  %843 = mul nuw i64 %842, 3528531795
  %844 = mul nuw i64 %841, 3449720151
  %845 = lshr i64 %844, 32
  %846 = xor i64 %key0, %845
  %847 = xor i64 %846, %key1_step5.us
  %848 = xor i64 %index.us, %key0
  %849 = xor i64 %848, %843
  %850 = lshr i64 %849, 32
  %851 = and i64 %847, 4294967295
  %852 = mul nuw i64 %851, 3528531795
  %853 = mul nuw i64 %850, 3449720151
  %854 = lshr i64 %852, 32
  %855 = lshr i64 %853, 32
  %856 = xor i64 %27, %855
  %857 = xor i64 %856, %844
  %858 = xor i64 %28, %854
  %859 = xor i64 %858, %843
  %860 = and i64 %857, 4294967295
  %861 = mul nuw i64 %860, 3528531795
  %862 = and i64 %859, 4294967295
  %863 = mul nuw i64 %862, 3449720151
  %864 = lshr i64 %861, 32
  %865 = lshr i64 %863, 32
  %866 = xor i64 %29, %865
  %867 = xor i64 %866, %853
  %868 = xor i64 %30, %864
  %869 = xor i64 %868, %852
  %870 = and i64 %867, 4294967295
  %871 = mul nuw i64 %870, 3528531795
  %872 = and i64 %869, 4294967295
  %873 = mul nuw i64 %872, 3449720151
  %874 = lshr i64 %871, 32
  %875 = lshr i64 %873, 32
  %876 = xor i64 %31, %875
  %877 = xor i64 %876, %863
  %878 = xor i64 %32, %874
  %879 = xor i64 %878, %861
  %880 = and i64 %877, 4294967295
  %881 = mul nuw i64 %880, 3528531795
  %882 = and i64 %879, 4294967295
  %883 = mul nuw i64 %882, 3449720151
  %884 = lshr i64 %881, 32
  %885 = lshr i64 %883, 32
  %886 = xor i64 %33, %885
  %887 = xor i64 %886, %873
  %888 = xor i64 %34, %884
  %889 = xor i64 %888, %871
  %890 = and i64 %887, 4294967295
  %891 = mul nuw i64 %890, 3528531795
  %892 = and i64 %889, 4294967295
  %893 = mul nuw i64 %892, 3449720151
  %894 = lshr i64 %891, 32
  %895 = lshr i64 %893, 32
  %896 = xor i64 %35, %895
  %897 = xor i64 %896, %883
  %898 = xor i64 %36, %894
  %899 = xor i64 %898, %881
  %900 = and i64 %897, 4294967295
  %901 = mul nuw i64 %900, 3528531795
  %902 = and i64 %899, 4294967295
  %903 = mul nuw i64 %902, 3449720151
  %904 = lshr i64 %901, 32
  %905 = lshr i64 %903, 32
  %906 = xor i64 %37, %905
  %907 = xor i64 %906, %893
  %908 = xor i64 %38, %904
  %909 = xor i64 %908, %891
  %910 = and i64 %907, 4294967295
  %911 = mul nuw i64 %910, 3528531795
  %912 = and i64 %909, 4294967295
  %913 = mul nuw i64 %912, 3449720151
  %914 = lshr i64 %911, 32
  %915 = lshr i64 %913, 32
  %916 = xor i64 %39, %915
  %917 = xor i64 %916, %903
  %918 = xor i64 %40, %914
  %919 = xor i64 %918, %901
  %920 = and i64 %917, 4294967295
  %921 = mul nuw i64 %920, 3528531795
  %922 = lshr i64 %921, 32
  %923 = trunc i64 %919 to i32
  %924 = mul i32 %923, -845247145
  %925 = xor i64 %41, %922
  %926 = xor i64 %925, %911
  %927 = and i64 %926, 4294967295
  %928 = mul nuw i64 %927, 3449720151
  %929 = lshr i64 %928, 32
  %930 = trunc nuw i64 %929 to i32
  %931 = trunc i64 %928 to i32
  %932 = xor i32 %924, %930
  %933 = xor i32 %932, %42
  %934 = getelementptr inbounds float, ptr %small_noise, i64 %philox32.us
  store i32 %933, ptr %934, align 4
  %935 = getelementptr inbounds float, ptr %small_staging, i64 %philox32.us
  store i32 %931, ptr %935, align 4
  %936 = add nuw i64 %philox32.us, 1
  %937 = icmp ult i64 %936, %chunk_units.us
  br i1 %937, label %philox.body.us, label %noise.body.us.preheader, !llvm.loop !34

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block179
  %min.iters.check119 = icmp ult i64 %chunk_units.us, 8
  br i1 %min.iters.check119, label %noise.body.us.preheader309, label %vector.ph120

vector.ph120:                                     ; preds = %noise.body.us.preheader
  %n.vec122 = and i64 %chunk_units.us, 32760
  br label %vector.body123

vector.body123:                                   ; preds = %vector.body123, %vector.ph120
  %index124 = phi i64 [ 0, %vector.ph120 ], [ %index.next127, %vector.body123 ]
  %938 = getelementptr inbounds float, ptr %small_noise, i64 %index124
  %wide.load125 = load <8 x i32>, ptr %938, align 4
  %939 = getelementptr inbounds float, ptr %small_staging, i64 %index124
  %wide.load126 = load <8 x i32>, ptr %939, align 4
  %940 = uitofp <8 x i32> %wide.load125 to <8 x double>
  %941 = fadd <8 x double> %940, splat (double 5.000000e-01)
  %942 = fmul <8 x double> %941, splat (double 0x3DF0000000000000)
  %943 = uitofp <8 x i32> %wide.load126 to <8 x double>
  %944 = fadd <8 x double> %943, splat (double 5.000000e-01)
  %945 = fmul <8 x double> %944, splat (double 0x3DF0000000000000)
  %946 = bitcast <8 x double> %942 to <8 x i64>
  %947 = lshr <8 x i64> %946, splat (i64 32)
  %948 = add nuw nsw <8 x i64> %947, splat (i64 614242)
  %949 = lshr <8 x i64> %948, splat (i64 20)
  %950 = add nsw <8 x i64> %949, splat (i64 -1023)
  %951 = shl nuw <8 x i64> %948, splat (i64 32)
  %952 = and <8 x i64> %951, splat (i64 4503595332403200)
  %953 = add nuw nsw <8 x i64> %952, splat (i64 4604544269498187776)
  %954 = and <8 x i64> %946, splat (i64 4294967295)
  %955 = or disjoint <8 x i64> %953, %954
  %956 = bitcast <8 x i64> %955 to <8 x double>
  %957 = fadd <8 x double> %956, splat (double -1.000000e+00)
  %958 = fmul <8 x double> %957, splat (double 5.000000e-01)
  %959 = fmul <8 x double> %957, %958
  %960 = fadd <8 x double> %957, splat (double 2.000000e+00)
  %961 = fdiv <8 x double> %957, %960
  %962 = fmul <8 x double> %961, %961
  %963 = fmul <8 x double> %962, %962
  %964 = fmul <8 x double> %963, splat (double 0x3FC39A09D078C69F)
  %965 = fadd <8 x double> %964, splat (double 0x3FCC71C51D8E78AF)
  %966 = fmul <8 x double> %963, %965
  %967 = fadd <8 x double> %966, splat (double 0x3FD999999997FA04)
  %968 = fmul <8 x double> %963, %967
  %969 = fmul <8 x double> %963, splat (double 0x3FC2F112DF3E5244)
  %970 = fadd <8 x double> %969, splat (double 0x3FC7466496CB03DE)
  %971 = fmul <8 x double> %963, %970
  %972 = fadd <8 x double> %971, splat (double 0x3FD2492494229359)
  %973 = fmul <8 x double> %963, %972
  %974 = fadd <8 x double> %973, splat (double 0x3FE5555555555593)
  %975 = fmul <8 x double> %962, %974
  %976 = fadd <8 x double> %968, %975
  %977 = sitofp <8 x i64> %950 to <8 x double>
  %978 = fadd <8 x double> %959, %976
  %979 = fmul <8 x double> %961, %978
  %980 = fmul <8 x double> %977, splat (double 0x3DEA39EF35793C76)
  %981 = fadd <8 x double> %980, %979
  %982 = fsub <8 x double> %981, %959
  %983 = fadd <8 x double> %957, %982
  %984 = fmul <8 x double> %977, splat (double 0x3FE62E42FEE00000)
  %985 = fadd <8 x double> %984, %983
  %986 = fmul <8 x double> %985, splat (double -2.000000e+00)
  %987 = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %986)
  %988 = fmul <8 x double> %945, splat (double 0x401921FB54442D18)
  %989 = fmul <8 x double> %988, splat (double 0x3FE45F306DC9C883)
  %990 = fadd <8 x double> %989, splat (double 0x4338000000000000)
  %991 = bitcast <8 x double> %990 to <8 x i64>
  %992 = fadd <8 x double> %990, splat (double 0xC338000000000000)
  %993 = fmul <8 x double> %992, splat (double 0x3FF921FB54400000)
  %994 = fsub <8 x double> %988, %993
  %995 = fmul <8 x double> %992, splat (double 0x3DD0B4611A626331)
  %996 = fmul <8 x double> %992, splat (double 0x3DD0B4611A600000)
  %997 = fsub <8 x double> %994, %996
  %998 = fmul <8 x double> %992, splat (double 0x3BA3198A2E037073)
  %999 = fsub <8 x double> %994, %997
  %1000 = fsub <8 x double> %999, %996
  %1001 = fsub <8 x double> %998, %1000
  %1002 = fsub <8 x double> %994, %995
  %1003 = bitcast <8 x double> %988 to <8 x i64>
  %1004 = lshr <8 x i64> %1003, splat (i64 52)
  %1005 = and <8 x i64> %1004, splat (i64 2047)
  %1006 = bitcast <8 x double> %1002 to <8 x i64>
  %1007 = lshr <8 x i64> %1006, splat (i64 52)
  %1008 = and <8 x i64> %1007, splat (i64 2047)
  %1009 = add nuw nsw <8 x i64> %1008, splat (i64 16)
  %1010 = icmp samesign ult <8 x i64> %1009, %1005
  %1011 = select <8 x i1> %1010, <8 x double> %997, <8 x double> %994
  %1012 = select <8 x i1> %1010, <8 x double> %1001, <8 x double> %995
  %1013 = fsub <8 x double> %1011, %1012
  %1014 = fsub <8 x double> %1011, %1013
  %1015 = fsub <8 x double> %1014, %1012
  %1016 = fmul <8 x double> %1013, %1013
  %1017 = fmul <8 x double> %1016, %1016
  %1018 = fmul <8 x double> %1016, splat (double 0x3EFA01A019CB1590)
  %1019 = fadd <8 x double> %1018, splat (double 0xBF56C16C16C15177)
  %1020 = fmul <8 x double> %1016, %1019
  %1021 = fadd <8 x double> %1020, splat (double 0x3FA555555555554C)
  %1022 = fmul <8 x double> %1016, %1021
  %1023 = fmul <8 x double> %1016, splat (double 0x3DA8FAE9BE8838D4)
  %1024 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %1023
  %1025 = fmul <8 x double> %1016, %1024
  %1026 = fadd <8 x double> %1025, splat (double 0xBE927E4F809C52AD)
  %1027 = fmul <8 x double> %1017, %1017
  %1028 = fmul <8 x double> %1027, %1026
  %1029 = fadd <8 x double> %1022, %1028
  %1030 = fmul <8 x double> %1016, splat (double 5.000000e-01)
  %1031 = fsub <8 x double> splat (double 1.000000e+00), %1030
  %1032 = fsub <8 x double> splat (double 1.000000e+00), %1031
  %1033 = fsub <8 x double> %1032, %1030
  %1034 = fmul <8 x double> %1016, %1029
  %1035 = fmul <8 x double> %1013, %1015
  %1036 = fsub <8 x double> %1034, %1035
  %1037 = fadd <8 x double> %1033, %1036
  %1038 = fadd <8 x double> %1031, %1037
  %1039 = fmul <8 x double> %1016, splat (double 0x3EC71DE357B1FE7D)
  %1040 = fadd <8 x double> %1039, splat (double 0xBF2A01A019C161D5)
  %1041 = fmul <8 x double> %1016, %1040
  %1042 = fadd <8 x double> %1041, splat (double 0x3F8111111110F8A6)
  %1043 = fmul <8 x double> %1016, splat (double 0x3DE5D93A5ACFD57C)
  %1044 = fadd <8 x double> %1043, splat (double 0xBE5AE5E68A2B9CEB)
  %1045 = fmul <8 x double> %1016, %1017
  %1046 = fmul <8 x double> %1045, %1044
  %1047 = fadd <8 x double> %1046, %1042
  %1048 = fmul <8 x double> %1013, %1016
  %1049 = fmul <8 x double> %1015, splat (double 5.000000e-01)
  %1050 = fmul <8 x double> %1048, %1047
  %1051 = fsub <8 x double> %1049, %1050
  %1052 = fmul <8 x double> %1016, %1051
  %1053 = fsub <8 x double> %1052, %1015
  %1054 = fmul <8 x double> %1048, splat (double 0x3FC5555555555549)
  %1055 = fadd <8 x double> %1053, %1054
  %1056 = fsub <8 x double> %1013, %1055
  %1057 = fneg <8 x double> %1038
  %1058 = fneg <8 x double> %1056
  %1059 = and <8 x i64> %991, splat (i64 1)
  %1060 = and <8 x i64> %991, splat (i64 2)
  %1061 = icmp eq <8 x i64> %1059, zeroinitializer
  %1062 = icmp eq <8 x i64> %1060, zeroinitializer
  %1063 = select <8 x i1> %1062, <8 x double> %1038, <8 x double> %1057
  %1064 = select <8 x i1> %1062, <8 x double> %1058, <8 x double> %1056
  %1065 = select <8 x i1> %1061, <8 x double> %1063, <8 x double> %1064
  %1066 = fmul <8 x double> %987, %1065
  %1067 = fptrunc <8 x double> %1066 to <8 x float>
  store <8 x float> %1067, ptr %938, align 4
  %index.next127 = add nuw i64 %index124, 8
  %1068 = icmp eq i64 %index.next127, %n.vec122
  br i1 %1068, label %middle.block128, label %vector.body123, !llvm.loop !35

middle.block128:                                  ; preds = %vector.body123
  %cmp.n129 = icmp eq i64 %chunk_units.us, %n.vec122
  br i1 %cmp.n129, label %draw.done.us, label %noise.body.us.preheader309

noise.body.us.preheader309:                       ; preds = %noise.body.us.preheader, %middle.block128
  %noise33.us.ph = phi i64 [ 0, %noise.body.us.preheader ], [ %n.vec122, %middle.block128 ]
  br label %noise.body.us

noise.done.loopexit27.us:                         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block, %vec.epilog.middle.block, %draw.done.us
  %t_next.us43 = fmul float %anneal_ratio, %temperature1.036.us42
  %1069 = add nuw i64 %step337.us41, 1
  %exitcond63.not = icmp eq i64 %1069, %steps
  br i1 %exitcond63.not, label %step.header.step.exit_crit_edge.split.us44, label %step.body.us40

philox.header6.preheader.us:                      ; preds = %step.body.us40
  %1070 = lshr i64 %key1_step.us, 32
  %1071 = mul nuw i64 %1070, 3449720151
  %1072 = lshr i64 %1071, 32
  %1073 = xor i64 %key0, %1072
  %1074 = xor i64 %1073, %key1_step.us
  %1075 = and i64 %1074, 4294967295
  %1076 = mul nuw i64 %1075, 3528531795
  %1077 = lshr i64 %1076, 32
  %1078 = xor i64 %1077, %28
  %broadcast.splatinsert201 = insertelement <8 x i64> poison, i64 %1078, i64 0
  %broadcast.splat202 = shufflevector <8 x i64> %broadcast.splatinsert201, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %27, %1071
  %.scalar306 = and i64 %.scalar, 4294967295
  %1079 = insertelement <8 x i64> poison, i64 %.scalar306, i64 0
  %.masked = shufflevector <8 x i64> %1079, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar307 = xor i64 %30, %1076
  %.scalar308 = and i64 %.scalar307, 4294967295
  %1080 = insertelement <8 x i64> poison, i64 %.scalar308, i64 0
  %.masked301 = shufflevector <8 x i64> %1080, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body237

vector.body237:                                   ; preds = %vector.body237, %philox.header6.preheader.us
  %index238 = phi i64 [ 0, %philox.header6.preheader.us ], [ %index.next239, %vector.body237 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %philox.header6.preheader.us ], [ %vec.ind.next, %vector.body237 ]
  %1081 = add <8 x i64> %vec.ind, %broadcast.splat204
  %1082 = and <8 x i64> %1081, splat (i64 4294967295)
  %1083 = mul nuw <8 x i64> %1082, splat (i64 3528531795)
  %1084 = xor <8 x i64> %1081, %broadcast.splat206
  %1085 = xor <8 x i64> %1084, %1083
  %1086 = lshr <8 x i64> %1085, splat (i64 32)
  %1087 = mul nuw <8 x i64> %1086, splat (i64 3449720151)
  %1088 = lshr <8 x i64> %1087, splat (i64 32)
  %1089 = xor <8 x i64> %broadcast.splat202, %1083
  %1090 = xor <8 x i64> %.masked, %1088
  %1091 = mul nuw <8 x i64> %1090, splat (i64 3528531795)
  %1092 = and <8 x i64> %1089, splat (i64 4294967295)
  %1093 = mul nuw <8 x i64> %1092, splat (i64 3449720151)
  %1094 = lshr <8 x i64> %1091, splat (i64 32)
  %1095 = lshr <8 x i64> %1093, splat (i64 32)
  %1096 = xor <8 x i64> %1095, %broadcast.splat210
  %1097 = xor <8 x i64> %1096, %1087
  %1098 = and <8 x i64> %1097, splat (i64 4294967295)
  %1099 = mul nuw <8 x i64> %1098, splat (i64 3528531795)
  %1100 = xor <8 x i64> %.masked301, %1094
  %1101 = mul nuw <8 x i64> %1100, splat (i64 3449720151)
  %1102 = lshr <8 x i64> %1099, splat (i64 32)
  %1103 = lshr <8 x i64> %1101, splat (i64 32)
  %1104 = xor <8 x i64> %broadcast.splat214, %1103
  %1105 = xor <8 x i64> %1104, %1093
  %1106 = xor <8 x i64> %1102, %broadcast.splat216
  %1107 = xor <8 x i64> %1106, %1091
  %1108 = and <8 x i64> %1105, splat (i64 4294967295)
  %1109 = mul nuw <8 x i64> %1108, splat (i64 3528531795)
  %1110 = and <8 x i64> %1107, splat (i64 4294967295)
  %1111 = mul nuw <8 x i64> %1110, splat (i64 3449720151)
  %1112 = lshr <8 x i64> %1109, splat (i64 32)
  %1113 = lshr <8 x i64> %1111, splat (i64 32)
  %1114 = xor <8 x i64> %1113, %broadcast.splat218
  %1115 = xor <8 x i64> %1114, %1101
  %1116 = xor <8 x i64> %broadcast.splat220, %1112
  %1117 = xor <8 x i64> %1116, %1099
  %1118 = and <8 x i64> %1115, splat (i64 4294967295)
  %1119 = mul nuw <8 x i64> %1118, splat (i64 3528531795)
  %1120 = and <8 x i64> %1117, splat (i64 4294967295)
  %1121 = mul nuw <8 x i64> %1120, splat (i64 3449720151)
  %1122 = lshr <8 x i64> %1119, splat (i64 32)
  %1123 = lshr <8 x i64> %1121, splat (i64 32)
  %1124 = xor <8 x i64> %broadcast.splat222, %1123
  %1125 = xor <8 x i64> %1124, %1111
  %1126 = xor <8 x i64> %1122, %broadcast.splat224
  %1127 = xor <8 x i64> %1126, %1109
  %1128 = and <8 x i64> %1125, splat (i64 4294967295)
  %1129 = mul nuw <8 x i64> %1128, splat (i64 3528531795)
  %1130 = and <8 x i64> %1127, splat (i64 4294967295)
  %1131 = mul nuw <8 x i64> %1130, splat (i64 3449720151)
  %1132 = lshr <8 x i64> %1129, splat (i64 32)
  %1133 = lshr <8 x i64> %1131, splat (i64 32)
  %1134 = xor <8 x i64> %1133, %broadcast.splat226
  %1135 = xor <8 x i64> %1134, %1121
  %1136 = xor <8 x i64> %broadcast.splat228, %1132
  %1137 = xor <8 x i64> %1136, %1119
  %1138 = and <8 x i64> %1135, splat (i64 4294967295)
  %1139 = mul nuw <8 x i64> %1138, splat (i64 3528531795)
  %1140 = and <8 x i64> %1137, splat (i64 4294967295)
  %1141 = mul nuw <8 x i64> %1140, splat (i64 3449720151)
  %1142 = lshr <8 x i64> %1139, splat (i64 32)
  %1143 = lshr <8 x i64> %1141, splat (i64 32)
  %1144 = xor <8 x i64> %broadcast.splat230, %1143
  %1145 = xor <8 x i64> %1144, %1131
  %1146 = xor <8 x i64> %1142, %broadcast.splat232
  %1147 = xor <8 x i64> %1146, %1129
  %1148 = and <8 x i64> %1145, splat (i64 4294967295)
  %1149 = mul nuw <8 x i64> %1148, splat (i64 3528531795)
  %1150 = lshr <8 x i64> %1149, splat (i64 32)
  %1151 = trunc <8 x i64> %1147 to <8 x i32>
  %1152 = mul <8 x i32> %1151, splat (i32 -845247145)
  %1153 = xor <8 x i64> %broadcast.splat234, %1150
  %1154 = xor <8 x i64> %1153, %1139
  %1155 = and <8 x i64> %1154, splat (i64 4294967295)
  %1156 = mul nuw <8 x i64> %1155, splat (i64 3449720151)
  %1157 = lshr <8 x i64> %1156, splat (i64 32)
  %1158 = trunc nuw <8 x i64> %1157 to <8 x i32>
  %1159 = trunc <8 x i64> %1156 to <8 x i32>
  %1160 = xor <8 x i32> %1152, %1158
  %1161 = xor <8 x i32> %1160, %broadcast.splat236
  %1162 = getelementptr inbounds float, ptr %24, i64 %index238
  store <8 x i32> %1161, ptr %1162, align 4
  %1163 = getelementptr inbounds float, ptr %scratch, i64 %index238
  store <8 x i32> %1159, ptr %1163, align 4
  %index.next239 = add nuw i64 %index238, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %1164 = icmp eq i64 %index.next239, %n.vec196
  br i1 %1164, label %middle.block240, label %vector.body237, !llvm.loop !36

middle.block240:                                  ; preds = %vector.body237
  br i1 %cmp.n241, label %vector.ph183, label %philox.body7.us.preheader

philox.body7.us.preheader:                        ; preds = %middle.block240
  %invariant.op = xor i64 %1071, %27
  %invariant.op318 = xor i64 %1076, %30
  br label %philox.body7.us

step.header.step.exit_crit_edge.split.us44:       ; preds = %noise.done.loopexit27.us
  %1165 = add nuw i64 %row39.us, 1
  %exitcond64.not = icmp eq i64 %1165, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond64.not, label %row.exit, label %row.body.us

small_table.body:                                 ; preds = %small_table.body, %small_table.body.preheader.new
  %small_table29 = phi i64 [ 0, %small_table.body.preheader.new ], [ %1175, %small_table.body ]
  %niter = phi i64 [ 0, %small_table.body.preheader.new ], [ %niter.next.1, %small_table.body ]
  %unit.lhs.trunc = trunc i64 %small_table29 to i16
  %unit74 = urem i16 %unit.lhs.trunc, %unit.rhs.trunc
  %step.lhs.trunc = trunc i64 %small_table29 to i16
  %step75 = udiv i16 %step.lhs.trunc, %step.rhs.trunc
  %1166 = zext nneg i16 %unit74 to i32
  %1167 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %small_table29
  store i32 %1166, ptr %1167, align 4
  %1168 = zext i16 %step75 to i32
  %1169 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %small_table29
  store i32 %1168, ptr %1169, align 4
  %1170 = or disjoint i64 %small_table29, 1
  %unit.lhs.trunc.1 = trunc i64 %1170 to i16
  %unit74.1 = urem i16 %unit.lhs.trunc.1, %unit.rhs.trunc
  %step.lhs.trunc.1 = trunc i64 %1170 to i16
  %step75.1 = udiv i16 %step.lhs.trunc.1, %step.rhs.trunc
  %1171 = zext nneg i16 %unit74.1 to i32
  %1172 = getelementptr inbounds nuw float, ptr %small_unit_of, i64 %1170
  store i32 %1171, ptr %1172, align 4
  %1173 = zext i16 %step75.1 to i32
  %1174 = getelementptr inbounds nuw float, ptr %small_step_of, i64 %1170
  store i32 %1173, ptr %1174, align 4
  %1175 = add nuw nsw i64 %small_table29, 2
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
!3 = !{!4, !5}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !2}
!6 = !{!4}
!7 = !{!5}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = !{!"branch_weights", i32 4, i32 12}
!12 = distinct !{!12, !9, !10}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !10, !9}
!17 = distinct !{!17, !10, !9}
!18 = distinct !{!18, !9, !10}
!19 = distinct !{!19, !9, !10}
!20 = !{!21}
!21 = distinct !{!21, !22}
!22 = distinct !{!22, !"LVerDomain"}
!23 = !{!24, !25, !26}
!24 = distinct !{!24, !22}
!25 = distinct !{!25, !22}
!26 = distinct !{!26, !22}
!27 = !{!24}
!28 = !{!25}
!29 = !{!26}
!30 = distinct !{!30, !9, !10}
!31 = distinct !{!31, !9, !10}
!32 = distinct !{!32, !9}
!33 = distinct !{!33, !10, !9}
!34 = distinct !{!34, !10, !9}
!35 = distinct !{!35, !9, !10}
!36 = distinct !{!36, !9, !10}
