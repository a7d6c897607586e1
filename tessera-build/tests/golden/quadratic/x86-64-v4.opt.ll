; ModuleID = 'quadratic'
source_filename = "quadratic.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_quadratic_x86_64_v4(ptr captures(none) %state, ptr readonly captures(none) %inputs, i64 %row_begin, i64 %row_end, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i64 %key0, i64 %key1) local_unnamed_addr #0 {
entry:
  %input = load ptr, ptr %inputs, align 8
  %n_rows = sub i64 %row_end, %row_begin
  %.not30 = icmp eq i64 %row_end, %row_begin
  br i1 %.not30, label %row.exit, label %row.body.lr.ph

row.body.lr.ph:                                   ; preds = %entry
  %.not31 = icmp eq i64 %steps, 0
  %.not32 = icmp eq i64 %n_features, 0
  %0 = trunc i64 %key0 to i32
  %1 = lshr i64 %key0, 32
  %2 = add i64 %key0, 2654435769
  %3 = add nuw nsw i64 %1, 3144134277
  %4 = add i64 %key0, 1013904242
  %5 = add nuw nsw i64 %1, 1993301258
  %6 = add i64 %key0, 3668340011
  %7 = add nuw nsw i64 %1, 842468239
  %8 = add i64 %key0, 2027808484
  %9 = add nuw nsw i64 %1, 3986602516
  %10 = add i64 %key0, 387276957
  %11 = add nuw nsw i64 %1, 2835769497
  %12 = add i64 %key0, 3041712726
  %13 = add nuw nsw i64 %1, 1684936478
  %14 = add i64 %key0, 1401181199
  %15 = add nuw nsw i64 %1, 534103459
  %16 = add nuw nsw i64 %1, 3678237736
  %17 = add i32 %0, -1879881855
  br i1 %.not31, label %row.exit, label %row.body.lr.ph.split.us

row.body.lr.ph.split.us:                          ; preds = %row.body.lr.ph
  %.not = icmp eq i32 %draw_noise, 0
  br i1 %.not, label %row.body.lr.ph.split.us.split.us, label %row.body.lr.ph.split.us.split

row.body.lr.ph.split.us.split.us:                 ; preds = %row.body.lr.ph.split.us
  br i1 %.not32, label %row.exit, label %row.body.us.us.us.preheader

row.body.us.us.us.preheader:                      ; preds = %row.body.lr.ph.split.us.split.us
  %18 = shl i64 %n_features, 2
  %min.iters.check105 = icmp ult i64 %n_features, 4
  %min.iters.check107 = icmp ult i64 %n_features, 32
  %n.mod.vf109 = and i64 %n_features, 28
  %n.vec110 = and i64 %n_features, -32
  %broadcast.splatinsert111 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat112 = shufflevector <8 x float> %broadcast.splatinsert111, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n125 = icmp eq i64 %n_features, %n.vec110
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf109, 0
  %n.vec127 = and i64 %n_features, -4
  %broadcast.splatinsert128 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat129 = shufflevector <4 x float> %broadcast.splatinsert128, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n134 = icmp eq i64 %n_features, %n.vec127
  %xtraiter = and i64 %n_features, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %row.body.us.us.us

row.body.us.us.us:                                ; preds = %row.body.us.us.us.preheader, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us
  %row15.us.us.us = phi i64 [ %113, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us ], [ 0, %row.body.us.us.us.preheader ]
  %19 = mul i64 %18, %row15.us.us.us
  %scevgep97 = getelementptr i8, ptr %state, i64 %19
  %20 = add i64 %18, %19
  %scevgep98 = getelementptr i8, ptr %state, i64 %20
  %scevgep99 = getelementptr i8, ptr %input, i64 %19
  %scevgep100 = getelementptr i8, ptr %input, i64 %20
  %row_offset.us.us.us = mul i64 %row15.us.us.us, %n_features
  %21 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us.us
  %22 = getelementptr inbounds float, ptr %input, i64 %row_offset.us.us.us
  %bound0101 = icmp ult ptr %scevgep97, %scevgep100
  %bound1102 = icmp ult ptr %scevgep99, %scevgep98
  %found.conflict103 = and i1 %bound0101, %bound1102
  br label %iter.check

iter.check:                                       ; preds = %feature.header2.stored.loopexit_crit_edge.us.us.us.us.us, %row.body.us.us.us
  %step11.us.us.us.us.us = phi i64 [ 0, %row.body.us.us.us ], [ %112, %feature.header2.stored.loopexit_crit_edge.us.us.us.us.us ]
  %brmerge = select i1 %min.iters.check105, i1 true, i1 %found.conflict103
  br i1 %brmerge, label %feature.body3.us.us.us.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check107, label %vec.epilog.ph, label %vector.body113

vector.body113:                                   ; preds = %vector.main.loop.iter.check, %vector.body113
  %index114 = phi i64 [ %index.next123, %vector.body113 ], [ 0, %vector.main.loop.iter.check ]
  %23 = getelementptr inbounds float, ptr %22, i64 %index114
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 32
  %25 = getelementptr inbounds nuw i8, ptr %23, i64 64
  %26 = getelementptr inbounds nuw i8, ptr %23, i64 96
  %wide.load115 = load <8 x float>, ptr %23, align 4, !alias.scope !0
  %wide.load116 = load <8 x float>, ptr %24, align 4, !alias.scope !0
  %wide.load117 = load <8 x float>, ptr %25, align 4, !alias.scope !0
  %wide.load118 = load <8 x float>, ptr %26, align 4, !alias.scope !0
  %27 = getelementptr inbounds float, ptr %21, i64 %index114
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 32
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 64
  %30 = getelementptr inbounds nuw i8, ptr %27, i64 96
  %wide.load119 = load <8 x float>, ptr %27, align 4, !alias.scope !3, !noalias !0
  %wide.load120 = load <8 x float>, ptr %28, align 4, !alias.scope !3, !noalias !0
  %wide.load121 = load <8 x float>, ptr %29, align 4, !alias.scope !3, !noalias !0
  %wide.load122 = load <8 x float>, ptr %30, align 4, !alias.scope !3, !noalias !0
  %31 = fsub <8 x float> %wide.load115, %wide.load119
  %32 = fsub <8 x float> %wide.load116, %wide.load120
  %33 = fsub <8 x float> %wide.load117, %wide.load121
  %34 = fsub <8 x float> %wide.load118, %wide.load122
  %35 = fmul <8 x float> %31, splat (float 2.000000e+00)
  %36 = fmul <8 x float> %32, splat (float 2.000000e+00)
  %37 = fmul <8 x float> %33, splat (float 2.000000e+00)
  %38 = fmul <8 x float> %34, splat (float 2.000000e+00)
  %39 = fmul <8 x float> %35, splat (float 5.000000e-01)
  %40 = fmul <8 x float> %36, splat (float 5.000000e-01)
  %41 = fmul <8 x float> %37, splat (float 5.000000e-01)
  %42 = fmul <8 x float> %38, splat (float 5.000000e-01)
  %43 = fmul <8 x float> %broadcast.splat112, %39
  %44 = fmul <8 x float> %broadcast.splat112, %40
  %45 = fmul <8 x float> %broadcast.splat112, %41
  %46 = fmul <8 x float> %broadcast.splat112, %42
  %47 = fadd <8 x float> %wide.load119, %43
  %48 = fadd <8 x float> %wide.load120, %44
  %49 = fadd <8 x float> %wide.load121, %45
  %50 = fadd <8 x float> %wide.load122, %46
  store <8 x float> %47, ptr %27, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %48, ptr %28, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %49, ptr %29, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %50, ptr %30, align 4, !alias.scope !3, !noalias !0
  %index.next123 = add nuw i64 %index114, 32
  %51 = icmp eq i64 %index.next123, %n.vec110
  br i1 %51, label %middle.block124, label %vector.body113, !llvm.loop !5

middle.block124:                                  ; preds = %vector.body113
  br i1 %cmp.n125, label %feature.header2.stored.loopexit_crit_edge.us.us.us.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block124
  br i1 %min.epilog.iters.check, label %feature.body3.us.us.us.us.us.preheader, label %vec.epilog.ph, !prof !8

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec110, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index130 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next133, %vec.epilog.vector.body ]
  %52 = getelementptr inbounds float, ptr %22, i64 %index130
  %wide.load131 = load <4 x float>, ptr %52, align 4, !alias.scope !0
  %53 = getelementptr inbounds float, ptr %21, i64 %index130
  %wide.load132 = load <4 x float>, ptr %53, align 4, !alias.scope !3, !noalias !0
  %54 = fsub <4 x float> %wide.load131, %wide.load132
  %55 = fmul <4 x float> %54, splat (float 2.000000e+00)
  %56 = fmul <4 x float> %55, splat (float 5.000000e-01)
  %57 = fmul <4 x float> %broadcast.splat129, %56
  %58 = fadd <4 x float> %wide.load132, %57
  store <4 x float> %58, ptr %53, align 4, !alias.scope !3, !noalias !0
  %index.next133 = add nuw i64 %index130, 4
  %59 = icmp eq i64 %index.next133, %n.vec127
  br i1 %59, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !9

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n134, label %feature.header2.stored.loopexit_crit_edge.us.us.us.us.us, label %feature.body3.us.us.us.us.us.preheader

feature.body3.us.us.us.us.us.preheader:           ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature510.us.us.us.us.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec127, %vec.epilog.middle.block ], [ %n.vec110, %vec.epilog.iter.check ]
  br i1 %lcmp.mod.not, label %feature.body3.us.us.us.us.us.prol.loopexit, label %feature.body3.us.us.us.us.us.prol

feature.body3.us.us.us.us.us.prol:                ; preds = %feature.body3.us.us.us.us.us.preheader, %feature.body3.us.us.us.us.us.prol
  %feature510.us.us.us.us.us.prol = phi i64 [ %69, %feature.body3.us.us.us.us.us.prol ], [ %feature510.us.us.us.us.us.ph, %feature.body3.us.us.us.us.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body3.us.us.us.us.us.prol ], [ 0, %feature.body3.us.us.us.us.us.preheader ]
  %60 = getelementptr inbounds float, ptr %22, i64 %feature510.us.us.us.us.us.prol
  %61 = load float, ptr %60, align 4
  %62 = getelementptr inbounds float, ptr %21, i64 %feature510.us.us.us.us.us.prol
  %63 = load float, ptr %62, align 4
  %64 = fsub float %61, %63
  %65 = fmul float %64, 2.000000e+00
  %66 = fmul float %65, 5.000000e-01
  %67 = fmul float %eta, %66
  %68 = fadd float %63, %67
  store float %68, ptr %62, align 4
  %69 = add nuw i64 %feature510.us.us.us.us.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %feature.body3.us.us.us.us.us.prol.loopexit, label %feature.body3.us.us.us.us.us.prol, !llvm.loop !10

feature.body3.us.us.us.us.us.prol.loopexit:       ; preds = %feature.body3.us.us.us.us.us.prol, %feature.body3.us.us.us.us.us.preheader
  %feature510.us.us.us.us.us.unr = phi i64 [ %feature510.us.us.us.us.us.ph, %feature.body3.us.us.us.us.us.preheader ], [ %69, %feature.body3.us.us.us.us.us.prol ]
  %70 = sub i64 %feature510.us.us.us.us.us.ph, %n_features
  %71 = icmp ugt i64 %70, -4
  br i1 %71, label %feature.header2.stored.loopexit_crit_edge.us.us.us.us.us, label %feature.body3.us.us.us.us.us

feature.body3.us.us.us.us.us:                     ; preds = %feature.body3.us.us.us.us.us.prol.loopexit, %feature.body3.us.us.us.us.us
  %feature510.us.us.us.us.us = phi i64 [ %111, %feature.body3.us.us.us.us.us ], [ %feature510.us.us.us.us.us.unr, %feature.body3.us.us.us.us.us.prol.loopexit ]
  %72 = getelementptr inbounds float, ptr %22, i64 %feature510.us.us.us.us.us
  %73 = load float, ptr %72, align 4
  %74 = getelementptr inbounds float, ptr %21, i64 %feature510.us.us.us.us.us
  %75 = load float, ptr %74, align 4
  %76 = fsub float %73, %75
  %77 = fmul float %76, 2.000000e+00
  %78 = fmul float %77, 5.000000e-01
  %79 = fmul float %eta, %78
  %80 = fadd float %75, %79
  store float %80, ptr %74, align 4
  %81 = add nuw i64 %feature510.us.us.us.us.us, 1
  %82 = getelementptr inbounds float, ptr %22, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = getelementptr inbounds float, ptr %21, i64 %81
  %85 = load float, ptr %84, align 4
  %86 = fsub float %83, %85
  %87 = fmul float %86, 2.000000e+00
  %88 = fmul float %87, 5.000000e-01
  %89 = fmul float %eta, %88
  %90 = fadd float %85, %89
  store float %90, ptr %84, align 4
  %91 = add nuw i64 %feature510.us.us.us.us.us, 2
  %92 = getelementptr inbounds float, ptr %22, i64 %91
  %93 = load float, ptr %92, align 4
  %94 = getelementptr inbounds float, ptr %21, i64 %91
  %95 = load float, ptr %94, align 4
  %96 = fsub float %93, %95
  %97 = fmul float %96, 2.000000e+00
  %98 = fmul float %97, 5.000000e-01
  %99 = fmul float %eta, %98
  %100 = fadd float %95, %99
  store float %100, ptr %94, align 4
  %101 = add nuw i64 %feature510.us.us.us.us.us, 3
  %102 = getelementptr inbounds float, ptr %22, i64 %101
  %103 = load float, ptr %102, align 4
  %104 = getelementptr inbounds float, ptr %21, i64 %101
  %105 = load float, ptr %104, align 4
  %106 = fsub float %103, %105
  %107 = fmul float %106, 2.000000e+00
  %108 = fmul float %107, 5.000000e-01
  %109 = fmul float %eta, %108
  %110 = fadd float %105, %109
  store float %110, ptr %104, align 4
  %111 = add nuw i64 %feature510.us.us.us.us.us, 4
  %exitcond40.not.3 = icmp eq i64 %111, %n_features
  br i1 %exitcond40.not.3, label %feature.header2.stored.loopexit_crit_edge.us.us.us.us.us, label %feature.body3.us.us.us.us.us, !llvm.loop !12

feature.header2.stored.loopexit_crit_edge.us.us.us.us.us: ; preds = %feature.body3.us.us.us.us.us.prol.loopexit, %feature.body3.us.us.us.us.us, %vec.epilog.middle.block, %middle.block124
  %112 = add nuw i64 %step11.us.us.us.us.us, 1
  %exitcond41.not = icmp eq i64 %112, %steps
  br i1 %exitcond41.not, label %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, label %iter.check

step.header.step.exit_crit_edge.split.us.split.us.us.us.us: ; preds = %feature.header2.stored.loopexit_crit_edge.us.us.us.us.us
  %113 = add nuw i64 %row15.us.us.us, 1
  %exitcond42.not = icmp eq i64 %113, %n_rows
  br i1 %exitcond42.not, label %row.exit, label %row.body.us.us.us

row.body.lr.ph.split.us.split:                    ; preds = %row.body.lr.ph.split.us
  br i1 %.not32, label %row.exit, label %row.body.us.us26.preheader

row.body.us.us26.preheader:                       ; preds = %row.body.lr.ph.split.us.split
  %114 = shl i64 %n_features, 2
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec = and i64 %n_features, -8
  %broadcast.splatinsert57 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat58 = shufflevector <8 x float> %broadcast.splatinsert57, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert61 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat62 = shufflevector <8 x i64> %broadcast.splatinsert61, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert65 = insertelement <8 x i64> poison, i64 %4, i64 0
  %broadcast.splat66 = shufflevector <8 x i64> %broadcast.splatinsert65, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert69 = insertelement <8 x i64> poison, i64 %6, i64 0
  %broadcast.splat70 = shufflevector <8 x i64> %broadcast.splatinsert69, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert71 = insertelement <8 x i64> poison, i64 %7, i64 0
  %broadcast.splat72 = shufflevector <8 x i64> %broadcast.splatinsert71, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert73 = insertelement <8 x i64> poison, i64 %8, i64 0
  %broadcast.splat74 = shufflevector <8 x i64> %broadcast.splatinsert73, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert75 = insertelement <8 x i64> poison, i64 %9, i64 0
  %broadcast.splat76 = shufflevector <8 x i64> %broadcast.splatinsert75, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert77 = insertelement <8 x i64> poison, i64 %10, i64 0
  %broadcast.splat78 = shufflevector <8 x i64> %broadcast.splatinsert77, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert79 = insertelement <8 x i64> poison, i64 %11, i64 0
  %broadcast.splat80 = shufflevector <8 x i64> %broadcast.splatinsert79, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert81 = insertelement <8 x i64> poison, i64 %12, i64 0
  %broadcast.splat82 = shufflevector <8 x i64> %broadcast.splatinsert81, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert83 = insertelement <8 x i64> poison, i64 %13, i64 0
  %broadcast.splat84 = shufflevector <8 x i64> %broadcast.splatinsert83, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert85 = insertelement <8 x i64> poison, i64 %14, i64 0
  %broadcast.splat86 = shufflevector <8 x i64> %broadcast.splatinsert85, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert87 = insertelement <8 x i64> poison, i64 %15, i64 0
  %broadcast.splat88 = shufflevector <8 x i64> %broadcast.splatinsert87, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert89 = insertelement <8 x i64> poison, i64 %16, i64 0
  %broadcast.splat90 = shufflevector <8 x i64> %broadcast.splatinsert89, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert91 = insertelement <8 x i32> poison, i32 %17, i64 0
  %broadcast.splat92 = shufflevector <8 x i32> %broadcast.splatinsert91, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert93 = insertelement <8 x float> poison, float %noise_scale, i64 0
  %broadcast.splat94 = shufflevector <8 x float> %broadcast.splatinsert93, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  br label %row.body.us.us26

row.body.us.us26:                                 ; preds = %row.body.us.us26.preheader, %step.header.step.exit_crit_edge.split.split.us.us.us
  %row15.us.us27 = phi i64 [ %618, %step.header.step.exit_crit_edge.split.split.us.us.us ], [ 0, %row.body.us.us26.preheader ]
  %115 = mul i64 %114, %row15.us.us27
  %scevgep = getelementptr i8, ptr %state, i64 %115
  %116 = add i64 %114, %115
  %scevgep50 = getelementptr i8, ptr %state, i64 %116
  %scevgep51 = getelementptr i8, ptr %input, i64 %115
  %scevgep52 = getelementptr i8, ptr %input, i64 %116
  %row_offset.us.us28 = mul i64 %row15.us.us27, %n_features
  %row1.us.us29 = add i64 %row15.us.us27, %row_begin
  %117 = getelementptr inbounds float, ptr %state, i64 %row_offset.us.us28
  %118 = getelementptr inbounds float, ptr %input, i64 %row_offset.us.us28
  %119 = mul i64 %row1.us.us29, %n_features
  %bound0 = icmp ult ptr %scevgep, %scevgep52
  %bound1 = icmp ult ptr %scevgep51, %scevgep50
  %found.conflict = and i1 %bound0, %bound1
  %broadcast.splatinsert59 = insertelement <8 x i64> poison, i64 %119, i64 0
  %broadcast.splat60 = shufflevector <8 x i64> %broadcast.splatinsert59, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %step.body.us12.us.us

step.body.us12.us.us:                             ; preds = %feature.header.stored.loopexit8_crit_edge.us.us.us, %row.body.us.us26
  %step11.us13.us.us = phi i64 [ 0, %row.body.us.us26 ], [ %617, %feature.header.stored.loopexit8_crit_edge.us.us.us ]
  %key1_step.us14.us.us = add i64 %step11.us13.us.us, %key1
  %120 = lshr i64 %key1_step.us14.us.us, 32
  %121 = mul nuw i64 %120, 3449720151
  %122 = lshr i64 %121, 32
  %123 = xor i64 %key0, %122
  %124 = xor i64 %123, %key1_step.us14.us.us
  %125 = and i64 %124, 4294967295
  %126 = mul nuw i64 %125, 3528531795
  %127 = lshr i64 %126, 32
  %128 = xor i64 %127, %3
  %brmerge142 = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge142, label %feature.body.us.us.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %step.body.us12.us.us
  %broadcast.splatinsert55 = insertelement <8 x i64> poison, i64 %128, i64 0
  %broadcast.splat56 = shufflevector <8 x i64> %broadcast.splatinsert55, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %121, %2
  %.scalar137 = and i64 %.scalar, 4294967295
  %129 = insertelement <8 x i64> poison, i64 %.scalar137, i64 0
  %.masked = shufflevector <8 x i64> %129, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar138 = xor i64 %126, %5
  %.scalar139 = and i64 %.scalar138, 4294967295
  %130 = insertelement <8 x i64> poison, i64 %.scalar139, i64 0
  %.masked136 = shufflevector <8 x i64> %130, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %131 = getelementptr inbounds float, ptr %118, i64 %index
  %wide.load = load <8 x float>, ptr %131, align 4, !alias.scope !13
  %132 = getelementptr inbounds float, ptr %117, i64 %index
  %wide.load95 = load <8 x float>, ptr %132, align 4, !alias.scope !16, !noalias !13
  %133 = fsub <8 x float> %wide.load, %wide.load95
  %134 = fmul <8 x float> %133, splat (float 2.000000e+00)
  %135 = fmul <8 x float> %134, splat (float 5.000000e-01)
  %136 = fmul <8 x float> %broadcast.splat58, %135
  %137 = fadd <8 x float> %wide.load95, %136
  %138 = add <8 x i64> %vec.ind, %broadcast.splat60
  %139 = and <8 x i64> %138, splat (i64 4294967295)
  %140 = mul nuw <8 x i64> %139, splat (i64 3528531795)
  %141 = xor <8 x i64> %138, %broadcast.splat62
  %142 = xor <8 x i64> %141, %140
  %143 = lshr <8 x i64> %142, splat (i64 32)
  %144 = mul nuw <8 x i64> %143, splat (i64 3449720151)
  %145 = lshr <8 x i64> %144, splat (i64 32)
  %146 = xor <8 x i64> %broadcast.splat56, %140
  %147 = xor <8 x i64> %.masked, %145
  %148 = mul nuw <8 x i64> %147, splat (i64 3528531795)
  %149 = and <8 x i64> %146, splat (i64 4294967295)
  %150 = mul nuw <8 x i64> %149, splat (i64 3449720151)
  %151 = lshr <8 x i64> %148, splat (i64 32)
  %152 = lshr <8 x i64> %150, splat (i64 32)
  %153 = xor <8 x i64> %152, %broadcast.splat66
  %154 = xor <8 x i64> %153, %144
  %155 = and <8 x i64> %154, splat (i64 4294967295)
  %156 = mul nuw <8 x i64> %155, splat (i64 3528531795)
  %157 = xor <8 x i64> %.masked136, %151
  %158 = mul nuw <8 x i64> %157, splat (i64 3449720151)
  %159 = lshr <8 x i64> %156, splat (i64 32)
  %160 = lshr <8 x i64> %158, splat (i64 32)
  %161 = xor <8 x i64> %broadcast.splat70, %160
  %162 = xor <8 x i64> %161, %150
  %163 = xor <8 x i64> %159, %broadcast.splat72
  %164 = xor <8 x i64> %163, %148
  %165 = and <8 x i64> %162, splat (i64 4294967295)
  %166 = mul nuw <8 x i64> %165, splat (i64 3528531795)
  %167 = and <8 x i64> %164, splat (i64 4294967295)
  %168 = mul nuw <8 x i64> %167, splat (i64 3449720151)
  %169 = lshr <8 x i64> %166, splat (i64 32)
  %170 = lshr <8 x i64> %168, splat (i64 32)
  %171 = xor <8 x i64> %170, %broadcast.splat74
  %172 = xor <8 x i64> %171, %158
  %173 = xor <8 x i64> %broadcast.splat76, %169
  %174 = xor <8 x i64> %173, %156
  %175 = and <8 x i64> %172, splat (i64 4294967295)
  %176 = mul nuw <8 x i64> %175, splat (i64 3528531795)
  %177 = and <8 x i64> %174, splat (i64 4294967295)
  %178 = mul nuw <8 x i64> %177, splat (i64 3449720151)
  %179 = lshr <8 x i64> %176, splat (i64 32)
  %180 = lshr <8 x i64> %178, splat (i64 32)
  %181 = xor <8 x i64> %broadcast.splat78, %180
  %182 = xor <8 x i64> %181, %168
  %183 = xor <8 x i64> %179, %broadcast.splat80
  %184 = xor <8 x i64> %183, %166
  %185 = and <8 x i64> %182, splat (i64 4294967295)
  %186 = mul nuw <8 x i64> %185, splat (i64 3528531795)
  %187 = and <8 x i64> %184, splat (i64 4294967295)
  %188 = mul nuw <8 x i64> %187, splat (i64 3449720151)
  %189 = lshr <8 x i64> %186, splat (i64 32)
  %190 = lshr <8 x i64> %188, splat (i64 32)
  %191 = xor <8 x i64> %190, %broadcast.splat82
  %192 = xor <8 x i64> %191, %178
  %193 = xor <8 x i64> %broadcast.splat84, %189
  %194 = xor <8 x i64> %193, %176
  %195 = and <8 x i64> %192, splat (i64 4294967295)
  %196 = mul nuw <8 x i64> %195, splat (i64 3528531795)
  %197 = and <8 x i64> %194, splat (i64 4294967295)
  %198 = mul nuw <8 x i64> %197, splat (i64 3449720151)
  %199 = lshr <8 x i64> %196, splat (i64 32)
  %200 = lshr <8 x i64> %198, splat (i64 32)
  %201 = xor <8 x i64> %broadcast.splat86, %200
  %202 = xor <8 x i64> %201, %188
  %203 = xor <8 x i64> %199, %broadcast.splat88
  %204 = xor <8 x i64> %203, %186
  %205 = and <8 x i64> %202, splat (i64 4294967295)
  %206 = mul nuw <8 x i64> %205, splat (i64 3528531795)
  %207 = lshr <8 x i64> %206, splat (i64 32)
  %208 = trunc <8 x i64> %204 to <8 x i32>
  %209 = mul <8 x i32> %208, splat (i32 -845247145)
  %210 = xor <8 x i64> %broadcast.splat90, %207
  %211 = xor <8 x i64> %210, %196
  %212 = and <8 x i64> %211, splat (i64 4294967295)
  %213 = mul nuw <8 x i64> %212, splat (i64 3449720151)
  %214 = lshr <8 x i64> %213, splat (i64 32)
  %215 = trunc nuw <8 x i64> %214 to <8 x i32>
  %216 = trunc <8 x i64> %213 to <8 x i32>
  %217 = xor <8 x i32> %209, %broadcast.splat92
  %218 = xor <8 x i32> %217, %215
  %219 = uitofp <8 x i32> %218 to <8 x double>
  %220 = fadd <8 x double> %219, splat (double 5.000000e-01)
  %221 = fmul <8 x double> %220, splat (double 0x3DF0000000000000)
  %222 = uitofp <8 x i32> %216 to <8 x double>
  %223 = fadd <8 x double> %222, splat (double 5.000000e-01)
  %224 = fmul <8 x double> %223, splat (double 0x3DF0000000000000)
  %225 = fcmp olt <8 x double> %221, splat (double 0x10000000000000)
  %226 = fmul <8 x double> %221, splat (double 0x4350000000000000)
  %227 = select <8 x i1> %225, <8 x double> %226, <8 x double> %221
  %228 = select <8 x i1> %225, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %229 = bitcast <8 x double> %227 to <8 x i64>
  %230 = lshr <8 x i64> %229, splat (i64 32)
  %231 = add nuw nsw <8 x i64> %230, splat (i64 614242)
  %232 = lshr <8 x i64> %231, splat (i64 20)
  %233 = add nsw <8 x i64> %232, %228
  %234 = shl <8 x i64> %231, splat (i64 32)
  %235 = and <8 x i64> %234, splat (i64 4503595332403200)
  %236 = add nuw nsw <8 x i64> %235, splat (i64 4604544269498187776)
  %237 = and <8 x i64> %229, splat (i64 4294967295)
  %238 = or disjoint <8 x i64> %236, %237
  %239 = bitcast <8 x i64> %238 to <8 x double>
  %240 = fadd <8 x double> %239, splat (double -1.000000e+00)
  %241 = fmul <8 x double> %240, splat (double 5.000000e-01)
  %242 = fmul <8 x double> %240, %241
  %243 = fadd <8 x double> %240, splat (double 2.000000e+00)
  %244 = fdiv <8 x double> %240, %243
  %245 = fmul <8 x double> %244, %244
  %246 = fmul <8 x double> %245, %245
  %247 = fmul <8 x double> %246, splat (double 0x3FC39A09D078C69F)
  %248 = fadd <8 x double> %247, splat (double 0x3FCC71C51D8E78AF)
  %249 = fmul <8 x double> %246, %248
  %250 = fadd <8 x double> %249, splat (double 0x3FD999999997FA04)
  %251 = fmul <8 x double> %246, %250
  %252 = fmul <8 x double> %246, splat (double 0x3FC2F112DF3E5244)
  %253 = fadd <8 x double> %252, splat (double 0x3FC7466496CB03DE)
  %254 = fmul <8 x double> %246, %253
  %255 = fadd <8 x double> %254, splat (double 0x3FD2492494229359)
  %256 = fmul <8 x double> %246, %255
  %257 = fadd <8 x double> %256, splat (double 0x3FE5555555555593)
  %258 = fmul <8 x double> %245, %257
  %259 = fadd <8 x double> %251, %258
  %260 = sitofp <8 x i64> %233 to <8 x double>
  %261 = fadd <8 x double> %242, %259
  %262 = fmul <8 x double> %244, %261
  %263 = fmul <8 x double> %260, splat (double 0x3DEA39EF35793C76)
  %264 = fadd <8 x double> %263, %262
  %265 = fsub <8 x double> %264, %242
  %266 = fadd <8 x double> %240, %265
  %267 = fmul <8 x double> %260, splat (double 0x3FE62E42FEE00000)
  %268 = fadd <8 x double> %267, %266
  %269 = fcmp oeq <8 x double> %221, splat (double 0x7FF0000000000000)
  %270 = fcmp oeq <8 x double> %221, zeroinitializer
  %271 = fmul <8 x double> %268, splat (double -2.000000e+00)
  %272 = select <8 x i1> %269, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %271
  %273 = select <8 x i1> %270, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %272
  %274 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %273)
  %275 = fmul <8 x double> %224, splat (double 0x401921FB54442D18)
  %276 = fmul <8 x double> %275, splat (double 0x3FE45F306DC9C883)
  %277 = fadd <8 x double> %276, splat (double 0x4338000000000000)
  %278 = bitcast <8 x double> %277 to <8 x i64>
  %279 = fadd <8 x double> %277, splat (double 0xC338000000000000)
  %280 = fmul <8 x double> %279, splat (double 0x3FF921FB54400000)
  %281 = fsub <8 x double> %275, %280
  %282 = fmul <8 x double> %279, splat (double 0x3DD0B4611A626331)
  %283 = fmul <8 x double> %279, splat (double 0x3DD0B4611A600000)
  %284 = fsub <8 x double> %281, %283
  %285 = fmul <8 x double> %279, splat (double 0x3BA3198A2E037073)
  %286 = fsub <8 x double> %281, %284
  %287 = fsub <8 x double> %286, %283
  %288 = fsub <8 x double> %285, %287
  %289 = fmul <8 x double> %279, splat (double 0x3BA3198A2E000000)
  %290 = fsub <8 x double> %284, %289
  %291 = fmul <8 x double> %279, splat (double 0x397B839A252049C1)
  %292 = fsub <8 x double> %284, %290
  %293 = fsub <8 x double> %292, %289
  %294 = fsub <8 x double> %291, %293
  %295 = fsub <8 x double> %281, %282
  %296 = fsub <8 x double> %284, %288
  %297 = bitcast <8 x double> %275 to <8 x i64>
  %298 = lshr <8 x i64> %297, splat (i64 52)
  %299 = and <8 x i64> %298, splat (i64 2047)
  %300 = bitcast <8 x double> %295 to <8 x i64>
  %301 = lshr <8 x i64> %300, splat (i64 52)
  %302 = and <8 x i64> %301, splat (i64 2047)
  %303 = bitcast <8 x double> %296 to <8 x i64>
  %304 = lshr <8 x i64> %303, splat (i64 52)
  %305 = and <8 x i64> %304, splat (i64 2047)
  %306 = add nuw nsw <8 x i64> %302, splat (i64 16)
  %307 = icmp samesign ult <8 x i64> %306, %299
  %308 = add nuw nsw <8 x i64> %305, splat (i64 49)
  %309 = icmp samesign ult <8 x i64> %308, %299
  %310 = select <8 x i1> %309, <8 x double> %290, <8 x double> %284
  %311 = select <8 x i1> %309, <8 x double> %294, <8 x double> %288
  %312 = select <8 x i1> %307, <8 x double> %310, <8 x double> %281
  %313 = select <8 x i1> %307, <8 x double> %311, <8 x double> %282
  %314 = fsub <8 x double> %312, %313
  %315 = fsub <8 x double> %312, %314
  %316 = fsub <8 x double> %315, %313
  %317 = fmul <8 x double> %314, %314
  %318 = fmul <8 x double> %317, %317
  %319 = fmul <8 x double> %317, splat (double 0x3EFA01A019CB1590)
  %320 = fadd <8 x double> %319, splat (double 0xBF56C16C16C15177)
  %321 = fmul <8 x double> %317, %320
  %322 = fadd <8 x double> %321, splat (double 0x3FA555555555554C)
  %323 = fmul <8 x double> %317, %322
  %324 = fmul <8 x double> %317, splat (double 0x3DA8FAE9BE8838D4)
  %325 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %324
  %326 = fmul <8 x double> %317, %325
  %327 = fadd <8 x double> %326, splat (double 0xBE927E4F809C52AD)
  %328 = fmul <8 x double> %318, %318
  %329 = fmul <8 x double> %328, %327
  %330 = fadd <8 x double> %323, %329
  %331 = fmul <8 x double> %317, splat (double 5.000000e-01)
  %332 = fsub <8 x double> splat (double 1.000000e+00), %331
  %333 = fsub <8 x double> splat (double 1.000000e+00), %332
  %334 = fsub <8 x double> %333, %331
  %335 = fmul <8 x double> %317, %330
  %336 = fmul <8 x double> %314, %316
  %337 = fsub <8 x double> %335, %336
  %338 = fadd <8 x double> %334, %337
  %339 = fadd <8 x double> %332, %338
  %340 = fmul <8 x double> %317, splat (double 0x3EC71DE357B1FE7D)
  %341 = fadd <8 x double> %340, splat (double 0xBF2A01A019C161D5)
  %342 = fmul <8 x double> %317, %341
  %343 = fadd <8 x double> %342, splat (double 0x3F8111111110F8A6)
  %344 = fmul <8 x double> %317, splat (double 0x3DE5D93A5ACFD57C)
  %345 = fadd <8 x double> %344, splat (double 0xBE5AE5E68A2B9CEB)
  %346 = fmul <8 x double> %317, %318
  %347 = fmul <8 x double> %346, %345
  %348 = fadd <8 x double> %347, %343
  %349 = fmul <8 x double> %314, %317
  %350 = fmul <8 x double> %316, splat (double 5.000000e-01)
  %351 = fmul <8 x double> %349, %348
  %352 = fsub <8 x double> %350, %351
  %353 = fmul <8 x double> %317, %352
  %354 = fsub <8 x double> %353, %316
  %355 = fmul <8 x double> %349, splat (double 0x3FC5555555555549)
  %356 = fadd <8 x double> %354, %355
  %357 = fsub <8 x double> %314, %356
  %358 = fneg <8 x double> %339
  %359 = fneg <8 x double> %357
  %360 = and <8 x i64> %278, splat (i64 1)
  %361 = and <8 x i64> %278, splat (i64 2)
  %362 = icmp eq <8 x i64> %360, zeroinitializer
  %363 = icmp eq <8 x i64> %361, zeroinitializer
  %364 = select <8 x i1> %363, <8 x double> %339, <8 x double> %358
  %365 = select <8 x i1> %363, <8 x double> %359, <8 x double> %357
  %366 = select <8 x i1> %362, <8 x double> %364, <8 x double> %365
  %367 = fcmp olt <8 x double> %275, splat (double 0x413921FB00000000)
  %368 = select <8 x i1> %367, <8 x double> %366, <8 x double> splat (double 0x7FF8000000000000)
  %369 = fmul <8 x double> %368, %274
  %370 = fptrunc <8 x double> %369 to <8 x float>
  %371 = fmul <8 x float> %broadcast.splat94, %370
  %372 = fadd <8 x float> %371, %137
  store <8 x float> %372, ptr %132, align 4, !alias.scope !16, !noalias !13
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %373 = icmp eq i64 %index.next, %n.vec
  br i1 %373, label %middle.block, label %vector.body, !llvm.loop !18

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.header.stored.loopexit8_crit_edge.us.us.us, label %feature.body.us.us.us.preheader

feature.body.us.us.us.preheader:                  ; preds = %step.body.us12.us.us, %middle.block
  %feature9.us.us.us.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %step.body.us12.us.us ]
  %invariant.op = xor i64 %2, %121
  %invariant.op141 = xor i64 %5, %126
  br label %feature.body.us.us.us

feature.body.us.us.us:                            ; preds = %feature.body.us.us.us.preheader, %feature.body.us.us.us
  %feature9.us.us.us = phi i64 [ %616, %feature.body.us.us.us ], [ %feature9.us.us.us.ph, %feature.body.us.us.us.preheader ]
  %374 = getelementptr inbounds float, ptr %118, i64 %feature9.us.us.us
  %375 = load float, ptr %374, align 4
  %376 = getelementptr inbounds float, ptr %117, i64 %feature9.us.us.us
  %377 = load float, ptr %376, align 4
  %378 = fsub float %375, %377
  %379 = fmul float %378, 2.000000e+00
  %380 = fmul float %379, 5.000000e-01
  %381 = fmul float %eta, %380
  %382 = fadd float %377, %381
  %383 = add i64 %feature9.us.us.us, %119
  %384 = and i64 %383, 4294967295
  %385 = mul nuw i64 %384, 3528531795
  %386 = xor i64 %383, %key0
  %387 = xor i64 %386, %385
  %388 = lshr i64 %387, 32
  %389 = mul nuw i64 %388, 3449720151
  %390 = lshr i64 %389, 32
  %.reass.reass = xor i64 %390, %invariant.op
  %391 = xor i64 %128, %385
  %392 = and i64 %.reass.reass, 4294967295
  %393 = mul nuw i64 %392, 3528531795
  %394 = and i64 %391, 4294967295
  %395 = mul nuw i64 %394, 3449720151
  %396 = lshr i64 %393, 32
  %397 = lshr i64 %395, 32
  %398 = xor i64 %397, %4
  %399 = xor i64 %398, %389
  %.reass48.reass = xor i64 %396, %invariant.op141
  %400 = and i64 %399, 4294967295
  %401 = mul nuw i64 %400, 3528531795
  %402 = and i64 %.reass48.reass, 4294967295
  %403 = mul nuw i64 %402, 3449720151
  %404 = lshr i64 %401, 32
  %405 = lshr i64 %403, 32
  %406 = xor i64 %6, %405
  %407 = xor i64 %406, %395
  %408 = xor i64 %404, %7
  %409 = xor i64 %408, %393
  %410 = and i64 %407, 4294967295
  %411 = mul nuw i64 %410, 3528531795
  %412 = and i64 %409, 4294967295
  %413 = mul nuw i64 %412, 3449720151
  %414 = lshr i64 %411, 32
  %415 = lshr i64 %413, 32
  %416 = xor i64 %415, %8
  %417 = xor i64 %416, %403
  %418 = xor i64 %9, %414
  %419 = xor i64 %418, %401
  %420 = and i64 %417, 4294967295
  %421 = mul nuw i64 %420, 3528531795
  %422 = and i64 %419, 4294967295
  %423 = mul nuw i64 %422, 3449720151
  %424 = lshr i64 %421, 32
  %425 = lshr i64 %423, 32
  %426 = xor i64 %10, %425
  %427 = xor i64 %426, %413
  %428 = xor i64 %424, %11
  %429 = xor i64 %428, %411
  %430 = and i64 %427, 4294967295
  %431 = mul nuw i64 %430, 3528531795
  %432 = and i64 %429, 4294967295
  %433 = mul nuw i64 %432, 3449720151
  %434 = lshr i64 %431, 32
  %435 = lshr i64 %433, 32
  %436 = xor i64 %435, %12
  %437 = xor i64 %436, %423
  %438 = xor i64 %13, %434
  %439 = xor i64 %438, %421
  %440 = and i64 %437, 4294967295
  %441 = mul nuw i64 %440, 3528531795
  %442 = and i64 %439, 4294967295
  %443 = mul nuw i64 %442, 3449720151
  %444 = lshr i64 %441, 32
  %445 = lshr i64 %443, 32
  %446 = xor i64 %14, %445
  %447 = xor i64 %446, %433
  %448 = xor i64 %444, %15
  %449 = xor i64 %448, %431
  %450 = and i64 %447, 4294967295
  %451 = mul nuw i64 %450, 3528531795
  %452 = lshr i64 %451, 32
  %453 = trunc i64 %449 to i32
  %454 = mul i32 %453, -845247145
  %455 = xor i64 %16, %452
  %456 = xor i64 %455, %441
  %457 = and i64 %456, 4294967295
  %458 = mul nuw i64 %457, 3449720151
  %459 = lshr i64 %458, 32
  %460 = trunc nuw i64 %459 to i32
  %461 = trunc i64 %458 to i32
  %462 = xor i32 %454, %460
  %463 = xor i32 %462, %17
  %464 = uitofp i32 %463 to double
  %465 = fadd double %464, 5.000000e-01
  %466 = fmul double %465, 0x3DF0000000000000
  %467 = uitofp i32 %461 to double
  %468 = fadd double %467, 5.000000e-01
  %469 = fmul double %468, 0x3DF0000000000000
  %470 = fcmp olt double %466, 0x10000000000000
  %471 = fmul double %466, 0x4350000000000000
  %472 = select i1 %470, double %471, double %466
  %.neg.us.us.us = select i1 %470, i64 -1077, i64 -1023
  %473 = bitcast double %472 to i64
  %474 = lshr i64 %473, 32
  %475 = add nuw nsw i64 %474, 614242
  %476 = lshr i64 %475, 20
  %477 = add nsw i64 %476, %.neg.us.us.us
  %478 = shl i64 %475, 32
  %479 = and i64 %478, 4503595332403200
  %480 = add nuw nsw i64 %479, 4604544269498187776
  %481 = and i64 %473, 4294967295
  %482 = or disjoint i64 %480, %481
  %483 = bitcast i64 %482 to double
  %484 = fadd double %483, -1.000000e+00
  %485 = fmul double %484, 5.000000e-01
  %486 = fmul double %484, %485
  %487 = fadd double %484, 2.000000e+00
  %488 = fdiv double %484, %487
  %489 = fmul double %488, %488
  %490 = fmul double %489, %489
  %491 = fmul double %490, 0x3FC39A09D078C69F
  %492 = fadd double %491, 0x3FCC71C51D8E78AF
  %493 = fmul double %490, %492
  %494 = fadd double %493, 0x3FD999999997FA04
  %495 = fmul double %490, %494
  %496 = fmul double %490, 0x3FC2F112DF3E5244
  %497 = fadd double %496, 0x3FC7466496CB03DE
  %498 = fmul double %490, %497
  %499 = fadd double %498, 0x3FD2492494229359
  %500 = fmul double %490, %499
  %501 = fadd double %500, 0x3FE5555555555593
  %502 = fmul double %489, %501
  %503 = fadd double %495, %502
  %504 = sitofp i64 %477 to double
  %505 = fadd double %486, %503
  %506 = fmul double %488, %505
  %507 = fmul double %504, 0x3DEA39EF35793C76
  %508 = fadd double %507, %506
  %509 = fsub double %508, %486
  %510 = fadd double %484, %509
  %511 = fmul double %504, 0x3FE62E42FEE00000
  %512 = fadd double %511, %510
  %513 = fcmp oeq double %466, 0x7FF0000000000000
  %514 = fcmp oeq double %466, 0.000000e+00
  %515 = fmul double %512, -2.000000e+00
  %516 = select i1 %513, double 0xFFF0000000000000, double %515
  %517 = select i1 %514, double 0x7FF0000000000000, double %516
  %518 = tail call double @llvm.sqrt.f64(double %517)
  %519 = fmul double %469, 0x401921FB54442D18
  %520 = fmul double %519, 0x3FE45F306DC9C883
  %521 = fadd double %520, 0x4338000000000000
  %522 = bitcast double %521 to i64
  %523 = fadd double %521, 0xC338000000000000
  %524 = fmul double %523, 0x3FF921FB54400000
  %525 = fsub double %519, %524
  %526 = fmul double %523, 0x3DD0B4611A626331
  %527 = fmul double %523, 0x3DD0B4611A600000
  %528 = fsub double %525, %527
  %529 = fmul double %523, 0x3BA3198A2E037073
  %530 = fsub double %525, %528
  %531 = fsub double %530, %527
  %532 = fsub double %529, %531
  %533 = fmul double %523, 0x3BA3198A2E000000
  %534 = fsub double %528, %533
  %535 = fmul double %523, 0x397B839A252049C1
  %536 = fsub double %528, %534
  %537 = fsub double %536, %533
  %538 = fsub double %535, %537
  %539 = fsub double %525, %526
  %540 = fsub double %528, %532
  %541 = bitcast double %539 to i64
  %542 = lshr i64 %541, 52
  %543 = and i64 %542, 2047
  %544 = insertelement <2 x double> poison, double %540, i64 0
  %545 = insertelement <2 x double> %544, double %519, i64 1
  %546 = bitcast <2 x double> %545 to <2 x i64>
  %547 = lshr <2 x i64> %546, splat (i64 52)
  %548 = and <2 x i64> %547, splat (i64 2047)
  %549 = add nuw nsw i64 %543, 16
  %550 = extractelement <2 x i64> %548, i64 1
  %551 = icmp samesign ult i64 %549, %550
  %552 = extractelement <2 x i64> %548, i64 0
  %553 = add nuw nsw i64 %552, 49
  %554 = icmp samesign ult i64 %553, %550
  %555 = select i1 %554, double %534, double %528
  %556 = select i1 %554, double %538, double %532
  %557 = select i1 %551, double %555, double %525
  %558 = select i1 %551, double %556, double %526
  %559 = fsub double %557, %558
  %560 = fsub double %557, %559
  %561 = fsub double %560, %558
  %562 = fmul double %559, %559
  %563 = fmul double %562, %562
  %564 = fmul double %562, 0x3EFA01A019CB1590
  %565 = fadd double %564, 0xBF56C16C16C15177
  %566 = fmul double %562, %565
  %567 = fadd double %566, 0x3FA555555555554C
  %568 = fmul double %562, %567
  %569 = fmul double %562, 0x3DA8FAE9BE8838D4
  %570 = fsub double 0x3E21EE9EBDB4B1C4, %569
  %571 = fmul double %562, %570
  %572 = fadd double %571, 0xBE927E4F809C52AD
  %573 = fmul double %563, %563
  %574 = fmul double %573, %572
  %575 = fadd double %568, %574
  %576 = fmul double %562, 5.000000e-01
  %577 = fsub double 1.000000e+00, %576
  %578 = fsub double 1.000000e+00, %577
  %579 = fsub double %578, %576
  %580 = fmul double %562, %575
  %581 = fmul double %559, %561
  %582 = fsub double %580, %581
  %583 = fadd double %579, %582
  %584 = fadd double %577, %583
  %585 = fmul double %562, 0x3EC71DE357B1FE7D
  %586 = fadd double %585, 0xBF2A01A019C161D5
  %587 = fmul double %562, %586
  %588 = fadd double %587, 0x3F8111111110F8A6
  %589 = fmul double %562, 0x3DE5D93A5ACFD57C
  %590 = fadd double %589, 0xBE5AE5E68A2B9CEB
  %591 = fmul double %562, %563
  %592 = fmul double %591, %590
  %593 = fadd double %592, %588
  %594 = fmul double %559, %562
  %595 = fmul double %561, 5.000000e-01
  %596 = fmul double %594, %593
  %597 = fsub double %595, %596
  %598 = fmul double %562, %597
  %599 = fsub double %598, %561
  %600 = fmul double %594, 0x3FC5555555555549
  %601 = fadd double %599, %600
  %602 = fsub double %559, %601
  %603 = fneg double %584
  %604 = fneg double %602
  %605 = and i64 %522, 1
  %606 = and i64 %522, 2
  %.not6.us.us.us = icmp eq i64 %605, 0
  %.not7.us.us.us = icmp eq i64 %606, 0
  %607 = select i1 %.not7.us.us.us, double %584, double %603
  %608 = select i1 %.not7.us.us.us, double %604, double %602
  %609 = select i1 %.not6.us.us.us, double %607, double %608
  %610 = fcmp olt double %519, 0x413921FB00000000
  %611 = select i1 %610, double %609, double 0x7FF8000000000000
  %612 = fmul double %611, %518
  %613 = fptrunc double %612 to float
  %614 = fmul float %noise_scale, %613
  %615 = fadd float %614, %382
  store float %615, ptr %376, align 4
  %616 = add nuw i64 %feature9.us.us.us, 1
  %exitcond.not = icmp eq i64 %616, %n_features
  br i1 %exitcond.not, label %feature.header.stored.loopexit8_crit_edge.us.us.us, label %feature.body.us.us.us, !llvm.loop !19

feature.header.stored.loopexit8_crit_edge.us.us.us: ; preds = %feature.body.us.us.us, %middle.block
  %617 = add nuw i64 %step11.us13.us.us, 1
  %exitcond38.not = icmp eq i64 %617, %steps
  br i1 %exitcond38.not, label %step.header.step.exit_crit_edge.split.split.us.us.us, label %step.body.us12.us.us

step.header.step.exit_crit_edge.split.split.us.us.us: ; preds = %feature.header.stored.loopexit8_crit_edge.us.us.us
  %618 = add nuw i64 %row15.us.us27, 1
  %exitcond39.not = icmp eq i64 %618, %n_rows
  br i1 %exitcond39.not, label %row.exit, label %row.body.us.us26

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.split.split.us.us.us, %step.header.step.exit_crit_edge.split.us.split.us.us.us.us, %row.body.lr.ph.split.us.split, %row.body.lr.ph.split.us.split.us, %row.body.lr.ph, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
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
!16 = !{!17}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !6, !7}
!19 = distinct !{!19, !6}
