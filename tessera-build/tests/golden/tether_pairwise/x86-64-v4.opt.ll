; ModuleID = 'tether_pairwise'
source_filename = "tether_pairwise.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_tether_pairwise_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %state = load ptr, ptr %args, align 8
  %state165 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %input_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %scratch = load ptr, ptr %1, align 8
  %scratch164 = ptrtoint ptr %scratch to i64
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
  %15 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %draw_noise = load i32, ptr %15, align 4
  %16 = getelementptr float, ptr %scratch, i64 %n_features
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not39 = icmp eq i64 %steps, 0
  %draw.not = icmp eq i32 %draw_noise, 0
  %.not40 = icmp eq i64 %n_features, 0
  %17 = trunc i64 %key0 to i32
  %18 = lshr i64 %key0, 32
  %19 = add i64 %key0, 2654435769
  %20 = add nuw nsw i64 %18, 3144134277
  %21 = add i64 %key0, 1013904242
  %22 = add nuw nsw i64 %18, 1993301258
  %23 = add i64 %key0, 3668340011
  %24 = add nuw nsw i64 %18, 842468239
  %25 = add i64 %key0, 2027808484
  %26 = add nuw nsw i64 %18, 3986602516
  %27 = add i64 %key0, 387276957
  %28 = add nuw nsw i64 %18, 2835769497
  %29 = add i64 %key0, 3041712726
  %30 = add nuw nsw i64 %18, 1684936478
  %31 = add i64 %key0, 1401181199
  %32 = add nuw nsw i64 %18, 534103459
  %33 = add nuw nsw i64 %18, 3678237736
  %34 = add i32 %17, -1879881855
  br i1 %.not39, label %row.exit, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %brmerge = select i1 %draw.not, i1 true, i1 %.not40
  %35 = mul i64 %row_begin, %n_features
  %36 = shl i64 %35, 2
  %37 = shl i64 %n_features, 2
  %38 = shl i64 %row_begin, 2
  %39 = add i64 %38, 4
  %40 = mul i64 %n_features, %39
  %41 = shl i64 %n_features, 2
  %42 = shl i64 %n_features, 3
  %scevgep109 = getelementptr i8, ptr %scratch, i64 %42
  %43 = mul i64 %row_begin, %n_features
  %44 = shl i64 %43, 2
  %45 = add i64 %44, %state165
  %46 = sub i64 %scratch164, %45
  %47 = mul i64 %n_features, -4
  %min.iters.check197 = icmp ult i64 %n_features, 8
  %n.vec200 = and i64 %n_features, -8
  %broadcast.splatinsert209 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat210 = shufflevector <8 x i64> %broadcast.splatinsert209, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert213 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat214 = shufflevector <8 x i64> %broadcast.splatinsert213, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert217 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat218 = shufflevector <8 x i64> %broadcast.splatinsert217, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert219 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat220 = shufflevector <8 x i64> %broadcast.splatinsert219, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert221 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat222 = shufflevector <8 x i64> %broadcast.splatinsert221, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert223 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat224 = shufflevector <8 x i64> %broadcast.splatinsert223, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert225 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat226 = shufflevector <8 x i64> %broadcast.splatinsert225, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert227 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat228 = shufflevector <8 x i64> %broadcast.splatinsert227, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert229 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat230 = shufflevector <8 x i64> %broadcast.splatinsert229, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert231 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat232 = shufflevector <8 x i64> %broadcast.splatinsert231, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert233 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat234 = shufflevector <8 x i64> %broadcast.splatinsert233, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert235 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat236 = shufflevector <8 x i64> %broadcast.splatinsert235, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert237 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat238 = shufflevector <8 x i64> %broadcast.splatinsert237, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert239 = insertelement <8 x i32> poison, i32 %34, i64 0
  %broadcast.splat240 = shufflevector <8 x i32> %broadcast.splatinsert239, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n245 = icmp eq i64 %n_features, %n.vec200
  %min.iters.check166 = icmp ult i64 %n_features, 4
  %min.iters.check169 = icmp ult i64 %n_features, 32
  %n.mod.vf172 = and i64 %n_features, 28
  %n.vec173 = and i64 %n_features, -32
  %cmp.n182 = icmp eq i64 %n_features, %n.vec173
  %min.epilog.iters.check186 = icmp eq i64 %n.mod.vf172, 0
  %n.vec189 = and i64 %n_features, -4
  %cmp.n195 = icmp eq i64 %n_features, %n.vec189
  %min.iters.check = icmp ult i64 %n_features, 4
  %min.iters.check119 = icmp ult i64 %n_features, 16
  %n.mod.vf122 = and i64 %n_features, 12
  %n.vec123 = and i64 %n_features, -16
  %broadcast.splatinsert126 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat127 = shufflevector <8 x float> %broadcast.splatinsert126, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n140 = icmp eq i64 %n_features, %n.vec123
  %min.epilog.iters.check144 = icmp eq i64 %n.mod.vf122, 0
  %n.vec147 = and i64 %n_features, -4
  %broadcast.splatinsert150 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat151 = shufflevector <4 x float> %broadcast.splatinsert150, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n161 = icmp eq i64 %n_features, %n.vec147
  %xtraiter259 = and i64 %n_features, 1
  %lcmp.mod260.not = icmp eq i64 %xtraiter259, 0
  %min.iters.check83 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert84 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat85 = shufflevector <8 x float> %broadcast.splatinsert84, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec94 = and i64 %n_features, -4
  %broadcast.splatinsert97 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat98 = shufflevector <4 x float> %broadcast.splatinsert97, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n103 = icmp eq i64 %n_features, %n.vec94
  %xtraiter262 = and i64 %n_features, 1
  %lcmp.mod263.not = icmp eq i64 %xtraiter262, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row38.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %859, %step.header.step.exit_crit_edge.us ]
  %48 = mul i64 %47, %indvar
  %49 = add i64 %46, %48
  %50 = mul i64 %41, %indvar
  %51 = add i64 %36, %50
  %scevgep105 = getelementptr i8, ptr %state, i64 %51
  %52 = add i64 %40, %50
  %scevgep106 = getelementptr i8, ptr %state, i64 %52
  %scevgep107 = getelementptr i8, ptr %input_0, i64 %51
  %scevgep108 = getelementptr i8, ptr %input_0, i64 %52
  %53 = mul i64 %37, %indvar
  %54 = add i64 %36, %53
  %scevgep = getelementptr i8, ptr %state, i64 %54
  %55 = add i64 %40, %53
  %scevgep80 = getelementptr i8, ptr %state, i64 %55
  %scevgep81 = getelementptr i8, ptr %input_0, i64 %54
  %scevgep82 = getelementptr i8, ptr %input_0, i64 %55
  %row_offset.us = mul i64 %row38.us, %n_features
  %56 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %57 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert207 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat208 = shufflevector <8 x i64> %broadcast.splatinsert207, <8 x i64> poison, <8 x i32> zeroinitializer
  %diff.check = icmp ult i64 %49, 128
  %or.cond = select i1 %min.iters.check166, i1 true, i1 %diff.check
  %bound0110 = icmp ult ptr %scevgep105, %scevgep108
  %bound1111 = icmp ult ptr %scevgep107, %scevgep106
  %found.conflict112 = and i1 %bound0110, %bound1111
  %bound0113 = icmp ult ptr %scevgep105, %scevgep109
  %bound1114 = icmp ult ptr %16, %scevgep106
  %found.conflict115 = and i1 %bound0113, %bound1114
  %conflict.rdx = or i1 %found.conflict112, %found.conflict115
  %bound0 = icmp ult ptr %scevgep, %scevgep82
  %bound1 = icmp ult ptr %scevgep81, %scevgep80
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done.us
  %step37.us = phi i64 [ 0, %row.body.us ], [ %491, %noise.done.us ]
  %temperature1.036.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done.us ]
  %58 = fmul float %two_eta, %temperature1.036.us
  %59 = fcmp ogt float %58, 0.000000e+00
  %60 = tail call float @llvm.sqrt.f32(float %58)
  %61 = select i1 %59, float %60, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %61
  br i1 %brmerge, label %draw.done.us, label %noise.body.lr.ph.us

noise.body.us:                                    ; preds = %noise.body.us.preheader, %noise.body.us
  %noise21.us = phi i64 [ %293, %noise.body.us ], [ %noise21.us.ph, %noise.body.us.preheader ]
  %element.us = add i64 %noise21.us, %row_offset.us
  %62 = and i64 %element.us, 4294967295
  %63 = mul nuw i64 %62, 3528531795
  %64 = xor i64 %element.us, %key0
  %65 = xor i64 %64, %63
  %66 = lshr i64 %65, 32
  %67 = mul nuw i64 %66, 3449720151
  %68 = lshr i64 %67, 32
  %.reass.reass = xor i64 %68, %invariant.op
  %69 = xor i64 %621, %63
  %70 = and i64 %.reass.reass, 4294967295
  %71 = mul nuw i64 %70, 3528531795
  %72 = and i64 %69, 4294967295
  %73 = mul nuw i64 %72, 3449720151
  %74 = lshr i64 %71, 32
  %75 = lshr i64 %73, 32
  %76 = xor i64 %75, %21
  %77 = xor i64 %76, %67
  %.reass75.reass = xor i64 %74, %invariant.op272
  %78 = and i64 %77, 4294967295
  %79 = mul nuw i64 %78, 3528531795
  %80 = and i64 %.reass75.reass, 4294967295
  %81 = mul nuw i64 %80, 3449720151
  %82 = lshr i64 %79, 32
  %83 = lshr i64 %81, 32
  %84 = xor i64 %23, %83
  %85 = xor i64 %84, %73
  %86 = xor i64 %82, %24
  %87 = xor i64 %86, %71
  %88 = and i64 %85, 4294967295
  %89 = mul nuw i64 %88, 3528531795
  %90 = and i64 %87, 4294967295
  %91 = mul nuw i64 %90, 3449720151
  %92 = lshr i64 %89, 32
  %93 = lshr i64 %91, 32
  %94 = xor i64 %93, %25
  %95 = xor i64 %94, %81
  %96 = xor i64 %26, %92
  %97 = xor i64 %96, %79
  %98 = and i64 %95, 4294967295
  %99 = mul nuw i64 %98, 3528531795
  %100 = and i64 %97, 4294967295
  %101 = mul nuw i64 %100, 3449720151
  %102 = lshr i64 %99, 32
  %103 = lshr i64 %101, 32
  %104 = xor i64 %27, %103
  %105 = xor i64 %104, %91
  %106 = xor i64 %102, %28
  %107 = xor i64 %106, %89
  %108 = and i64 %105, 4294967295
  %109 = mul nuw i64 %108, 3528531795
  %110 = and i64 %107, 4294967295
  %111 = mul nuw i64 %110, 3449720151
  %112 = lshr i64 %109, 32
  %113 = lshr i64 %111, 32
  %114 = xor i64 %113, %29
  %115 = xor i64 %114, %101
  %116 = xor i64 %30, %112
  %117 = xor i64 %116, %99
  %118 = and i64 %115, 4294967295
  %119 = mul nuw i64 %118, 3528531795
  %120 = and i64 %117, 4294967295
  %121 = mul nuw i64 %120, 3449720151
  %122 = lshr i64 %119, 32
  %123 = lshr i64 %121, 32
  %124 = xor i64 %31, %123
  %125 = xor i64 %124, %111
  %126 = xor i64 %122, %32
  %127 = xor i64 %126, %109
  %128 = and i64 %125, 4294967295
  %129 = mul nuw i64 %128, 3528531795
  %130 = lshr i64 %129, 32
  %131 = trunc i64 %127 to i32
  %132 = mul i32 %131, -845247145
  %133 = xor i64 %33, %130
  %134 = xor i64 %133, %119
  %135 = and i64 %134, 4294967295
  %136 = mul nuw i64 %135, 3449720151
  %137 = lshr i64 %136, 32
  %138 = trunc nuw i64 %137 to i32
  %139 = trunc i64 %136 to i32
  %140 = xor i32 %132, %138
  %141 = xor i32 %140, %34
  %142 = uitofp i32 %141 to double
  %143 = fadd double %142, 5.000000e-01
  %144 = fmul double %143, 0x3DF0000000000000
  %145 = uitofp i32 %139 to double
  %146 = fadd double %145, 5.000000e-01
  %147 = fmul double %146, 0x3DF0000000000000
  %148 = fcmp olt double %144, 0x10000000000000
  %149 = fmul double %144, 0x4350000000000000
  %150 = select i1 %148, double %149, double %144
  %.neg.us = select i1 %148, i64 -1077, i64 -1023
  %151 = bitcast double %150 to i64
  %152 = lshr i64 %151, 32
  %153 = add nuw nsw i64 %152, 614242
  %154 = lshr i64 %153, 20
  %155 = add nsw i64 %154, %.neg.us
  %156 = shl i64 %153, 32
  %157 = and i64 %156, 4503595332403200
  %158 = add nuw nsw i64 %157, 4604544269498187776
  %159 = and i64 %151, 4294967295
  %160 = or disjoint i64 %158, %159
  %161 = bitcast i64 %160 to double
  %162 = fadd double %161, -1.000000e+00
  %163 = fmul double %162, 5.000000e-01
  %164 = fmul double %162, %163
  %165 = fadd double %162, 2.000000e+00
  %166 = fdiv double %162, %165
  %167 = fmul double %166, %166
  %168 = fmul double %167, %167
  %169 = fmul double %168, 0x3FC39A09D078C69F
  %170 = fadd double %169, 0x3FCC71C51D8E78AF
  %171 = fmul double %168, %170
  %172 = fadd double %171, 0x3FD999999997FA04
  %173 = fmul double %168, %172
  %174 = fmul double %168, 0x3FC2F112DF3E5244
  %175 = fadd double %174, 0x3FC7466496CB03DE
  %176 = fmul double %168, %175
  %177 = fadd double %176, 0x3FD2492494229359
  %178 = fmul double %168, %177
  %179 = fadd double %178, 0x3FE5555555555593
  %180 = fmul double %167, %179
  %181 = fadd double %173, %180
  %182 = sitofp i64 %155 to double
  %183 = fadd double %164, %181
  %184 = fmul double %166, %183
  %185 = fmul double %182, 0x3DEA39EF35793C76
  %186 = fadd double %185, %184
  %187 = fsub double %186, %164
  %188 = fadd double %162, %187
  %189 = fmul double %182, 0x3FE62E42FEE00000
  %190 = fadd double %189, %188
  %191 = fcmp oeq double %144, 0x7FF0000000000000
  %192 = fcmp oeq double %144, 0.000000e+00
  %193 = fmul double %190, -2.000000e+00
  %194 = select i1 %191, double 0xFFF0000000000000, double %193
  %195 = select i1 %192, double 0x7FF0000000000000, double %194
  %196 = tail call double @llvm.sqrt.f64(double %195)
  %197 = fmul double %147, 0x401921FB54442D18
  %198 = fmul double %197, 0x3FE45F306DC9C883
  %199 = fadd double %198, 0x4338000000000000
  %200 = bitcast double %199 to i64
  %201 = fadd double %199, 0xC338000000000000
  %202 = fmul double %201, 0x3FF921FB54400000
  %203 = fsub double %197, %202
  %204 = fmul double %201, 0x3DD0B4611A626331
  %205 = fmul double %201, 0x3DD0B4611A600000
  %206 = fsub double %203, %205
  %207 = fmul double %201, 0x3BA3198A2E037073
  %208 = fsub double %203, %206
  %209 = fsub double %208, %205
  %210 = fsub double %207, %209
  %211 = fmul double %201, 0x3BA3198A2E000000
  %212 = fsub double %206, %211
  %213 = fmul double %201, 0x397B839A252049C1
  %214 = fsub double %206, %212
  %215 = fsub double %214, %211
  %216 = fsub double %213, %215
  %217 = fsub double %203, %204
  %218 = fsub double %206, %210
  %219 = bitcast double %217 to i64
  %220 = lshr i64 %219, 52
  %221 = and i64 %220, 2047
  %222 = insertelement <2 x double> poison, double %218, i64 0
  %223 = insertelement <2 x double> %222, double %197, i64 1
  %224 = bitcast <2 x double> %223 to <2 x i64>
  %225 = lshr <2 x i64> %224, splat (i64 52)
  %226 = and <2 x i64> %225, splat (i64 2047)
  %227 = add nuw nsw i64 %221, 16
  %228 = extractelement <2 x i64> %226, i64 1
  %229 = icmp samesign ult i64 %227, %228
  %230 = extractelement <2 x i64> %226, i64 0
  %231 = add nuw nsw i64 %230, 49
  %232 = icmp samesign ult i64 %231, %228
  %233 = select i1 %232, double %212, double %206
  %234 = select i1 %232, double %216, double %210
  %235 = select i1 %229, double %233, double %203
  %236 = select i1 %229, double %234, double %204
  %237 = fsub double %235, %236
  %238 = fsub double %235, %237
  %239 = fsub double %238, %236
  %240 = fmul double %237, %237
  %241 = fmul double %240, %240
  %242 = fmul double %240, 0x3EFA01A019CB1590
  %243 = fadd double %242, 0xBF56C16C16C15177
  %244 = fmul double %240, %243
  %245 = fadd double %244, 0x3FA555555555554C
  %246 = fmul double %240, %245
  %247 = fmul double %240, 0x3DA8FAE9BE8838D4
  %248 = fsub double 0x3E21EE9EBDB4B1C4, %247
  %249 = fmul double %240, %248
  %250 = fadd double %249, 0xBE927E4F809C52AD
  %251 = fmul double %241, %241
  %252 = fmul double %251, %250
  %253 = fadd double %246, %252
  %254 = fmul double %240, 5.000000e-01
  %255 = fsub double 1.000000e+00, %254
  %256 = fsub double 1.000000e+00, %255
  %257 = fsub double %256, %254
  %258 = fmul double %240, %253
  %259 = fmul double %237, %239
  %260 = fsub double %258, %259
  %261 = fadd double %257, %260
  %262 = fadd double %255, %261
  %263 = fmul double %240, 0x3EC71DE357B1FE7D
  %264 = fadd double %263, 0xBF2A01A019C161D5
  %265 = fmul double %240, %264
  %266 = fadd double %265, 0x3F8111111110F8A6
  %267 = fmul double %240, 0x3DE5D93A5ACFD57C
  %268 = fadd double %267, 0xBE5AE5E68A2B9CEB
  %269 = fmul double %240, %241
  %270 = fmul double %269, %268
  %271 = fadd double %270, %266
  %272 = fmul double %237, %240
  %273 = fmul double %239, 5.000000e-01
  %274 = fmul double %272, %271
  %275 = fsub double %273, %274
  %276 = fmul double %240, %275
  %277 = fsub double %276, %239
  %278 = fmul double %272, 0x3FC5555555555549
  %279 = fadd double %277, %278
  %280 = fsub double %237, %279
  %281 = fneg double %262
  %282 = fneg double %280
  %283 = and i64 %200, 1
  %284 = and i64 %200, 2
  %.not18.us = icmp eq i64 %283, 0
  %.not19.us = icmp eq i64 %284, 0
  %285 = select i1 %.not19.us, double %262, double %281
  %286 = select i1 %.not19.us, double %282, double %280
  %287 = select i1 %.not18.us, double %285, double %286
  %288 = fcmp olt double %197, 0x413921FB00000000
  %289 = select i1 %288, double %287, double 0x7FF8000000000000
  %290 = fmul double %289, %196
  %291 = fptrunc double %290 to float
  %292 = getelementptr inbounds float, ptr %16, i64 %noise21.us
  store float %291, ptr %292, align 4
  %293 = add nuw i64 %noise21.us, 1
  %exitcond.not = icmp eq i64 %293, %n_features
  br i1 %exitcond.not, label %iter.check168, label %noise.body.us, !llvm.loop !0

draw.done.us:                                     ; preds = %step.body.us
  br i1 %.not40, label %noise.done.us, label %iter.check168

iter.check168:                                    ; preds = %noise.body.us, %middle.block244, %draw.done.us
  br i1 %or.cond, label %feature.body.us.preheader, label %vector.main.loop.iter.check170

vector.main.loop.iter.check170:                   ; preds = %iter.check168
  br i1 %min.iters.check169, label %vec.epilog.ph187, label %vector.body174

vector.body174:                                   ; preds = %vector.main.loop.iter.check170, %vector.body174
  %index175 = phi i64 [ %index.next180, %vector.body174 ], [ 0, %vector.main.loop.iter.check170 ]
  %294 = getelementptr inbounds float, ptr %56, i64 %index175
  %295 = getelementptr inbounds nuw i8, ptr %294, i64 32
  %296 = getelementptr inbounds nuw i8, ptr %294, i64 64
  %297 = getelementptr inbounds nuw i8, ptr %294, i64 96
  %wide.load176 = load <8 x float>, ptr %294, align 4
  %wide.load177 = load <8 x float>, ptr %295, align 4
  %wide.load178 = load <8 x float>, ptr %296, align 4
  %wide.load179 = load <8 x float>, ptr %297, align 4
  %298 = fmul <8 x float> %wide.load176, %wide.load176
  %299 = fmul <8 x float> %wide.load177, %wide.load177
  %300 = fmul <8 x float> %wide.load178, %wide.load178
  %301 = fmul <8 x float> %wide.load179, %wide.load179
  %302 = getelementptr inbounds float, ptr %scratch, i64 %index175
  %303 = getelementptr inbounds nuw i8, ptr %302, i64 32
  %304 = getelementptr inbounds nuw i8, ptr %302, i64 64
  %305 = getelementptr inbounds nuw i8, ptr %302, i64 96
  store <8 x float> %298, ptr %302, align 4
  store <8 x float> %299, ptr %303, align 4
  store <8 x float> %300, ptr %304, align 4
  store <8 x float> %301, ptr %305, align 4
  %index.next180 = add nuw i64 %index175, 32
  %306 = icmp eq i64 %index.next180, %n.vec173
  br i1 %306, label %middle.block181, label %vector.body174, !llvm.loop !3

middle.block181:                                  ; preds = %vector.body174
  br i1 %cmp.n182, label %fold_tail.body.us.preheader, label %vec.epilog.iter.check185

fold_tail.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block194, %middle.block181
  br label %fold_tail.body.us

vec.epilog.iter.check185:                         ; preds = %middle.block181
  br i1 %min.epilog.iters.check186, label %feature.body.us.preheader, label %vec.epilog.ph187, !prof !4

vec.epilog.ph187:                                 ; preds = %vector.main.loop.iter.check170, %vec.epilog.iter.check185
  %vec.epilog.resume.val183 = phi i64 [ %n.vec173, %vec.epilog.iter.check185 ], [ 0, %vector.main.loop.iter.check170 ]
  br label %vec.epilog.vector.body190

vec.epilog.vector.body190:                        ; preds = %vec.epilog.vector.body190, %vec.epilog.ph187
  %index191 = phi i64 [ %vec.epilog.resume.val183, %vec.epilog.ph187 ], [ %index.next193, %vec.epilog.vector.body190 ]
  %307 = getelementptr inbounds float, ptr %56, i64 %index191
  %wide.load192 = load <4 x float>, ptr %307, align 4
  %308 = fmul <4 x float> %wide.load192, %wide.load192
  %309 = getelementptr inbounds float, ptr %scratch, i64 %index191
  store <4 x float> %308, ptr %309, align 4
  %index.next193 = add nuw i64 %index191, 4
  %310 = icmp eq i64 %index.next193, %n.vec189
  br i1 %310, label %vec.epilog.middle.block194, label %vec.epilog.vector.body190, !llvm.loop !5

vec.epilog.middle.block194:                       ; preds = %vec.epilog.vector.body190
  br i1 %cmp.n195, label %fold_tail.body.us.preheader, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check168, %vec.epilog.iter.check185, %vec.epilog.middle.block194
  %feature22.us.ph = phi i64 [ 0, %iter.check168 ], [ %n.vec173, %vec.epilog.iter.check185 ], [ %n.vec189, %vec.epilog.middle.block194 ]
  %311 = sub i64 %n_features, %feature22.us.ph
  %xtraiter = and i64 %311, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader, %feature.body.us.prol
  %feature22.us.prol = phi i64 [ %316, %feature.body.us.prol ], [ %feature22.us.ph, %feature.body.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body.us.prol ], [ 0, %feature.body.us.preheader ]
  %312 = getelementptr inbounds float, ptr %56, i64 %feature22.us.prol
  %313 = load float, ptr %312, align 4
  %314 = fmul float %313, %313
  %315 = getelementptr inbounds float, ptr %scratch, i64 %feature22.us.prol
  store float %314, ptr %315, align 4
  %316 = add nuw i64 %feature22.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol, !llvm.loop !6

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature22.us.unr = phi i64 [ %feature22.us.ph, %feature.body.us.preheader ], [ %316, %feature.body.us.prol ]
  %317 = sub i64 %feature22.us.ph, %n_features
  %318 = icmp ugt i64 %317, -8
  br i1 %318, label %fold_tail.body.us.preheader, label %feature.body.us

fold_tail.exit.us:                                ; preds = %merge.done.us
  %.not.us = icmp eq i64 %561, 0
  %319 = tail call i64 @llvm.usub.sat.i64(i64 %561, i64 1)
  %320 = getelementptr inbounds float, ptr %pairwise_sums, i64 %319
  %321 = load float, ptr %320, align 4
  %spec.select = select i1 %.not.us, float 0.000000e+00, float %321
  %.not = icmp ult i64 %561, 2
  br i1 %.not, label %pairwise_finish.exit.us, label %pairwise_finish.body.us.preheader

pairwise_finish.body.us.preheader:                ; preds = %fold_tail.exit.us
  %322 = add i64 %pairwise_depth.1.lcssa.us, -1
  %xtraiter255 = and i64 %319, 7
  %323 = icmp ult i64 %322, 7
  br i1 %323, label %pairwise_finish.body.us.epil.preheader, label %pairwise_finish.body.us.preheader.new

pairwise_finish.body.us.preheader.new:            ; preds = %pairwise_finish.body.us.preheader
  %unroll_iter = and i64 %319, -8
  br label %pairwise_finish.body.us

pairwise_finish.exit.us.loopexit.unr-lcssa:       ; preds = %pairwise_finish.body.us
  %lcmp.mod256.not = icmp eq i64 %xtraiter255, 0
  br i1 %lcmp.mod256.not, label %pairwise_finish.exit.us, label %pairwise_finish.body.us.epil.preheader

pairwise_finish.body.us.epil.preheader:           ; preds = %pairwise_finish.exit.us.loopexit.unr-lcssa, %pairwise_finish.body.us.preheader
  %pairwise_finish32.us.epil.init = phi i64 [ 0, %pairwise_finish.body.us.preheader ], [ %550, %pairwise_finish.exit.us.loopexit.unr-lcssa ]
  %pairwise_acc.031.us.epil.init = phi float [ %spec.select, %pairwise_finish.body.us.preheader ], [ %549, %pairwise_finish.exit.us.loopexit.unr-lcssa ]
  %lcmp.mod258 = icmp ne i64 %xtraiter255, 0
  tail call void @llvm.assume(i1 %lcmp.mod258)
  br label %pairwise_finish.body.us.epil

pairwise_finish.body.us.epil:                     ; preds = %pairwise_finish.body.us.epil, %pairwise_finish.body.us.epil.preheader
  %pairwise_finish32.us.epil = phi i64 [ %328, %pairwise_finish.body.us.epil ], [ %pairwise_finish32.us.epil.init, %pairwise_finish.body.us.epil.preheader ]
  %pairwise_acc.031.us.epil = phi float [ %327, %pairwise_finish.body.us.epil ], [ %pairwise_acc.031.us.epil.init, %pairwise_finish.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %pairwise_finish.body.us.epil ], [ 0, %pairwise_finish.body.us.epil.preheader ]
  %324 = xor i64 %pairwise_finish32.us.epil, -1
  %325 = getelementptr float, ptr %320, i64 %324
  %326 = load float, ptr %325, align 4
  %327 = fadd float %pairwise_acc.031.us.epil, %326
  %328 = add nuw i64 %pairwise_finish32.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter255
  br i1 %epil.iter.cmp.not, label %pairwise_finish.exit.us, label %pairwise_finish.body.us.epil, !llvm.loop !8

pairwise_finish.exit.us:                          ; preds = %pairwise_finish.exit.us.loopexit.unr-lcssa, %pairwise_finish.body.us.epil, %fold_tail.exit.us
  %pairwise_acc.0.lcssa.us = phi float [ %spec.select, %fold_tail.exit.us ], [ %549, %pairwise_finish.exit.us.loopexit.unr-lcssa ], [ %327, %pairwise_finish.body.us.epil ]
  %329 = fadd float %pairwise_acc.0.lcssa.us, -4.000000e+00
  %330 = fmul float %329, 2.000000e+00
  %331 = fmul float %330, 0x3F847AE140000000
  br i1 %draw.not, label %iter.check, label %iter.check118

iter.check118:                                    ; preds = %pairwise_finish.exit.us
  %brmerge273 = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge273, label %feature.body7.us.preheader, label %vector.main.loop.iter.check120

vector.main.loop.iter.check120:                   ; preds = %iter.check118
  br i1 %min.iters.check119, label %vec.epilog.ph145, label %vector.ph121

vector.ph121:                                     ; preds = %vector.main.loop.iter.check120
  %broadcast.splatinsert124 = insertelement <8 x float> poison, float %331, i64 0
  %broadcast.splat125 = shufflevector <8 x float> %broadcast.splatinsert124, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert128 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat129 = shufflevector <8 x float> %broadcast.splatinsert128, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body130

vector.body130:                                   ; preds = %vector.body130, %vector.ph121
  %index131 = phi i64 [ 0, %vector.ph121 ], [ %index.next138, %vector.body130 ]
  %332 = getelementptr inbounds float, ptr %56, i64 %index131
  %333 = getelementptr inbounds nuw i8, ptr %332, i64 32
  %wide.load132 = load <8 x float>, ptr %332, align 4, !alias.scope !9, !noalias !12
  %wide.load133 = load <8 x float>, ptr %333, align 4, !alias.scope !9, !noalias !12
  %334 = fmul <8 x float> %wide.load132, splat (float 2.000000e+00)
  %335 = fmul <8 x float> %wide.load133, splat (float 2.000000e+00)
  %336 = fmul <8 x float> %broadcast.splat125, %334
  %337 = fmul <8 x float> %broadcast.splat125, %335
  %338 = getelementptr inbounds float, ptr %57, i64 %index131
  %339 = getelementptr inbounds nuw i8, ptr %338, i64 32
  %wide.load134 = load <8 x float>, ptr %338, align 4, !alias.scope !15
  %wide.load135 = load <8 x float>, ptr %339, align 4, !alias.scope !15
  %340 = fsub <8 x float> %wide.load132, %wide.load134
  %341 = fsub <8 x float> %wide.load133, %wide.load135
  %342 = fmul <8 x float> %340, splat (float 2.000000e+00)
  %343 = fmul <8 x float> %341, splat (float 2.000000e+00)
  %344 = fmul <8 x float> %342, splat (float 5.000000e-01)
  %345 = fmul <8 x float> %343, splat (float 5.000000e-01)
  %346 = fadd <8 x float> %336, %344
  %347 = fadd <8 x float> %337, %345
  %348 = fmul <8 x float> %broadcast.splat127, %346
  %349 = fmul <8 x float> %broadcast.splat127, %347
  %350 = fsub <8 x float> %wide.load132, %348
  %351 = fsub <8 x float> %wide.load133, %349
  %352 = getelementptr inbounds float, ptr %16, i64 %index131
  %353 = getelementptr inbounds nuw i8, ptr %352, i64 32
  %wide.load136 = load <8 x float>, ptr %352, align 4, !alias.scope !16
  %wide.load137 = load <8 x float>, ptr %353, align 4, !alias.scope !16
  %354 = fmul <8 x float> %broadcast.splat129, %wide.load136
  %355 = fmul <8 x float> %broadcast.splat129, %wide.load137
  %356 = fadd <8 x float> %354, %350
  %357 = fadd <8 x float> %355, %351
  store <8 x float> %356, ptr %332, align 4, !alias.scope !9, !noalias !12
  store <8 x float> %357, ptr %333, align 4, !alias.scope !9, !noalias !12
  %index.next138 = add nuw i64 %index131, 16
  %358 = icmp eq i64 %index.next138, %n.vec123
  br i1 %358, label %middle.block139, label %vector.body130, !llvm.loop !17

middle.block139:                                  ; preds = %vector.body130
  br i1 %cmp.n140, label %noise.done.us, label %vec.epilog.iter.check143

vec.epilog.iter.check143:                         ; preds = %middle.block139
  br i1 %min.epilog.iters.check144, label %feature.body7.us.preheader, label %vec.epilog.ph145, !prof !18

vec.epilog.ph145:                                 ; preds = %vector.main.loop.iter.check120, %vec.epilog.iter.check143
  %vec.epilog.resume.val141 = phi i64 [ %n.vec123, %vec.epilog.iter.check143 ], [ 0, %vector.main.loop.iter.check120 ]
  %broadcast.splatinsert148 = insertelement <4 x float> poison, float %331, i64 0
  %broadcast.splat149 = shufflevector <4 x float> %broadcast.splatinsert148, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert152 = insertelement <4 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat153 = shufflevector <4 x float> %broadcast.splatinsert152, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body154

vec.epilog.vector.body154:                        ; preds = %vec.epilog.vector.body154, %vec.epilog.ph145
  %index155 = phi i64 [ %vec.epilog.resume.val141, %vec.epilog.ph145 ], [ %index.next159, %vec.epilog.vector.body154 ]
  %359 = getelementptr inbounds float, ptr %56, i64 %index155
  %wide.load156 = load <4 x float>, ptr %359, align 4, !alias.scope !9, !noalias !12
  %360 = fmul <4 x float> %wide.load156, splat (float 2.000000e+00)
  %361 = fmul <4 x float> %broadcast.splat149, %360
  %362 = getelementptr inbounds float, ptr %57, i64 %index155
  %wide.load157 = load <4 x float>, ptr %362, align 4, !alias.scope !15
  %363 = fsub <4 x float> %wide.load156, %wide.load157
  %364 = fmul <4 x float> %363, splat (float 2.000000e+00)
  %365 = fmul <4 x float> %364, splat (float 5.000000e-01)
  %366 = fadd <4 x float> %361, %365
  %367 = fmul <4 x float> %broadcast.splat151, %366
  %368 = fsub <4 x float> %wide.load156, %367
  %369 = getelementptr inbounds float, ptr %16, i64 %index155
  %wide.load158 = load <4 x float>, ptr %369, align 4, !alias.scope !16
  %370 = fmul <4 x float> %broadcast.splat153, %wide.load158
  %371 = fadd <4 x float> %370, %368
  store <4 x float> %371, ptr %359, align 4, !alias.scope !9, !noalias !12
  %index.next159 = add nuw i64 %index155, 4
  %372 = icmp eq i64 %index.next159, %n.vec147
  br i1 %372, label %vec.epilog.middle.block160, label %vec.epilog.vector.body154, !llvm.loop !19

vec.epilog.middle.block160:                       ; preds = %vec.epilog.vector.body154
  br i1 %cmp.n161, label %noise.done.us, label %feature.body7.us.preheader

feature.body7.us.preheader:                       ; preds = %iter.check118, %vec.epilog.iter.check143, %vec.epilog.middle.block160
  %feature934.us.ph = phi i64 [ 0, %iter.check118 ], [ %n.vec147, %vec.epilog.middle.block160 ], [ %n.vec123, %vec.epilog.iter.check143 ]
  %.neg = or disjoint i64 %feature934.us.ph, 1
  br i1 %lcmp.mod260.not, label %feature.body7.us.prol.loopexit, label %feature.body7.us.prol

feature.body7.us.prol:                            ; preds = %feature.body7.us.preheader
  %373 = getelementptr inbounds float, ptr %56, i64 %feature934.us.ph
  %374 = load float, ptr %373, align 4
  %375 = fmul float %374, 2.000000e+00
  %376 = fmul float %331, %375
  %377 = getelementptr inbounds float, ptr %57, i64 %feature934.us.ph
  %378 = load float, ptr %377, align 4
  %379 = fsub float %374, %378
  %380 = fmul float %379, 2.000000e+00
  %381 = fmul float %380, 5.000000e-01
  %382 = fadd float %376, %381
  %383 = fmul float %eta, %382
  %384 = fsub float %374, %383
  %385 = getelementptr inbounds float, ptr %16, i64 %feature934.us.ph
  %386 = load float, ptr %385, align 4
  %387 = fmul float %noise_scale3.us, %386
  %388 = fadd float %387, %384
  store float %388, ptr %373, align 4
  %389 = or disjoint i64 %feature934.us.ph, 1
  br label %feature.body7.us.prol.loopexit

feature.body7.us.prol.loopexit:                   ; preds = %feature.body7.us.prol, %feature.body7.us.preheader
  %feature934.us.unr = phi i64 [ %feature934.us.ph, %feature.body7.us.preheader ], [ %389, %feature.body7.us.prol ]
  %390 = icmp eq i64 %n_features, %.neg
  br i1 %390, label %noise.done.us, label %feature.body7.us

iter.check:                                       ; preds = %pairwise_finish.exit.us
  %brmerge274 = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge274, label %feature.body11.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check83, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x float> poison, float %331, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %391 = getelementptr inbounds float, ptr %56, i64 %index
  %392 = getelementptr inbounds nuw i8, ptr %391, i64 32
  %393 = getelementptr inbounds nuw i8, ptr %391, i64 64
  %394 = getelementptr inbounds nuw i8, ptr %391, i64 96
  %wide.load = load <8 x float>, ptr %391, align 4, !alias.scope !20, !noalias !23
  %wide.load86 = load <8 x float>, ptr %392, align 4, !alias.scope !20, !noalias !23
  %wide.load87 = load <8 x float>, ptr %393, align 4, !alias.scope !20, !noalias !23
  %wide.load88 = load <8 x float>, ptr %394, align 4, !alias.scope !20, !noalias !23
  %395 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %396 = fmul <8 x float> %wide.load86, splat (float 2.000000e+00)
  %397 = fmul <8 x float> %wide.load87, splat (float 2.000000e+00)
  %398 = fmul <8 x float> %wide.load88, splat (float 2.000000e+00)
  %399 = fmul <8 x float> %broadcast.splat, %395
  %400 = fmul <8 x float> %broadcast.splat, %396
  %401 = fmul <8 x float> %broadcast.splat, %397
  %402 = fmul <8 x float> %broadcast.splat, %398
  %403 = getelementptr inbounds float, ptr %57, i64 %index
  %404 = getelementptr inbounds nuw i8, ptr %403, i64 32
  %405 = getelementptr inbounds nuw i8, ptr %403, i64 64
  %406 = getelementptr inbounds nuw i8, ptr %403, i64 96
  %wide.load89 = load <8 x float>, ptr %403, align 4, !alias.scope !23
  %wide.load90 = load <8 x float>, ptr %404, align 4, !alias.scope !23
  %wide.load91 = load <8 x float>, ptr %405, align 4, !alias.scope !23
  %wide.load92 = load <8 x float>, ptr %406, align 4, !alias.scope !23
  %407 = fsub <8 x float> %wide.load, %wide.load89
  %408 = fsub <8 x float> %wide.load86, %wide.load90
  %409 = fsub <8 x float> %wide.load87, %wide.load91
  %410 = fsub <8 x float> %wide.load88, %wide.load92
  %411 = fmul <8 x float> %407, splat (float 2.000000e+00)
  %412 = fmul <8 x float> %408, splat (float 2.000000e+00)
  %413 = fmul <8 x float> %409, splat (float 2.000000e+00)
  %414 = fmul <8 x float> %410, splat (float 2.000000e+00)
  %415 = fmul <8 x float> %411, splat (float 5.000000e-01)
  %416 = fmul <8 x float> %412, splat (float 5.000000e-01)
  %417 = fmul <8 x float> %413, splat (float 5.000000e-01)
  %418 = fmul <8 x float> %414, splat (float 5.000000e-01)
  %419 = fadd <8 x float> %399, %415
  %420 = fadd <8 x float> %400, %416
  %421 = fadd <8 x float> %401, %417
  %422 = fadd <8 x float> %402, %418
  %423 = fmul <8 x float> %broadcast.splat85, %419
  %424 = fmul <8 x float> %broadcast.splat85, %420
  %425 = fmul <8 x float> %broadcast.splat85, %421
  %426 = fmul <8 x float> %broadcast.splat85, %422
  %427 = fsub <8 x float> %wide.load, %423
  %428 = fsub <8 x float> %wide.load86, %424
  %429 = fsub <8 x float> %wide.load87, %425
  %430 = fsub <8 x float> %wide.load88, %426
  store <8 x float> %427, ptr %391, align 4, !alias.scope !20, !noalias !23
  store <8 x float> %428, ptr %392, align 4, !alias.scope !20, !noalias !23
  store <8 x float> %429, ptr %393, align 4, !alias.scope !20, !noalias !23
  store <8 x float> %430, ptr %394, align 4, !alias.scope !20, !noalias !23
  %index.next = add nuw i64 %index, 32
  %431 = icmp eq i64 %index.next, %n.vec
  br i1 %431, label %middle.block, label %vector.body, !llvm.loop !25

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body11.us.preheader, label %vec.epilog.ph, !prof !4

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert95 = insertelement <4 x float> poison, float %331, i64 0
  %broadcast.splat96 = shufflevector <4 x float> %broadcast.splatinsert95, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index99 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next102, %vec.epilog.vector.body ]
  %432 = getelementptr inbounds float, ptr %56, i64 %index99
  %wide.load100 = load <4 x float>, ptr %432, align 4, !alias.scope !20, !noalias !23
  %433 = fmul <4 x float> %wide.load100, splat (float 2.000000e+00)
  %434 = fmul <4 x float> %broadcast.splat96, %433
  %435 = getelementptr inbounds float, ptr %57, i64 %index99
  %wide.load101 = load <4 x float>, ptr %435, align 4, !alias.scope !23
  %436 = fsub <4 x float> %wide.load100, %wide.load101
  %437 = fmul <4 x float> %436, splat (float 2.000000e+00)
  %438 = fmul <4 x float> %437, splat (float 5.000000e-01)
  %439 = fadd <4 x float> %434, %438
  %440 = fmul <4 x float> %broadcast.splat98, %439
  %441 = fsub <4 x float> %wide.load100, %440
  store <4 x float> %441, ptr %432, align 4, !alias.scope !20, !noalias !23
  %index.next102 = add nuw i64 %index99, 4
  %442 = icmp eq i64 %index.next102, %n.vec94
  br i1 %442, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !26

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n103, label %noise.done.us, label %feature.body11.us.preheader

feature.body11.us.preheader:                      ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature1335.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec94, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg265 = or disjoint i64 %feature1335.us.ph, 1
  br i1 %lcmp.mod263.not, label %feature.body11.us.prol.loopexit, label %feature.body11.us.prol

feature.body11.us.prol:                           ; preds = %feature.body11.us.preheader
  %443 = getelementptr inbounds float, ptr %56, i64 %feature1335.us.ph
  %444 = load float, ptr %443, align 4
  %445 = fmul float %444, 2.000000e+00
  %446 = fmul float %331, %445
  %447 = getelementptr inbounds float, ptr %57, i64 %feature1335.us.ph
  %448 = load float, ptr %447, align 4
  %449 = fsub float %444, %448
  %450 = fmul float %449, 2.000000e+00
  %451 = fmul float %450, 5.000000e-01
  %452 = fadd float %446, %451
  %453 = fmul float %eta, %452
  %454 = fsub float %444, %453
  store float %454, ptr %443, align 4
  %455 = or disjoint i64 %feature1335.us.ph, 1
  br label %feature.body11.us.prol.loopexit

feature.body11.us.prol.loopexit:                  ; preds = %feature.body11.us.prol, %feature.body11.us.preheader
  %feature1335.us.unr = phi i64 [ %feature1335.us.ph, %feature.body11.us.preheader ], [ %455, %feature.body11.us.prol ]
  %456 = icmp eq i64 %n_features, %.neg265
  br i1 %456, label %noise.done.us, label %feature.body11.us

feature.body7.us:                                 ; preds = %feature.body7.us.prol.loopexit, %feature.body7.us
  %feature934.us = phi i64 [ %490, %feature.body7.us ], [ %feature934.us.unr, %feature.body7.us.prol.loopexit ]
  %457 = getelementptr inbounds float, ptr %56, i64 %feature934.us
  %458 = load float, ptr %457, align 4
  %459 = fmul float %458, 2.000000e+00
  %460 = fmul float %331, %459
  %461 = getelementptr inbounds float, ptr %57, i64 %feature934.us
  %462 = load float, ptr %461, align 4
  %463 = fsub float %458, %462
  %464 = fmul float %463, 2.000000e+00
  %465 = fmul float %464, 5.000000e-01
  %466 = fadd float %460, %465
  %467 = fmul float %eta, %466
  %468 = fsub float %458, %467
  %469 = getelementptr inbounds float, ptr %16, i64 %feature934.us
  %470 = load float, ptr %469, align 4
  %471 = fmul float %noise_scale3.us, %470
  %472 = fadd float %471, %468
  store float %472, ptr %457, align 4
  %473 = add nuw i64 %feature934.us, 1
  %474 = getelementptr inbounds float, ptr %56, i64 %473
  %475 = load float, ptr %474, align 4
  %476 = fmul float %475, 2.000000e+00
  %477 = fmul float %331, %476
  %478 = getelementptr inbounds float, ptr %57, i64 %473
  %479 = load float, ptr %478, align 4
  %480 = fsub float %475, %479
  %481 = fmul float %480, 2.000000e+00
  %482 = fmul float %481, 5.000000e-01
  %483 = fadd float %477, %482
  %484 = fmul float %eta, %483
  %485 = fsub float %475, %484
  %486 = getelementptr inbounds float, ptr %16, i64 %473
  %487 = load float, ptr %486, align 4
  %488 = fmul float %noise_scale3.us, %487
  %489 = fadd float %488, %485
  store float %489, ptr %474, align 4
  %490 = add nuw i64 %feature934.us, 2
  %exitcond52.not.1 = icmp eq i64 %490, %n_features
  br i1 %exitcond52.not.1, label %noise.done.us, label %feature.body7.us, !llvm.loop !27

noise.done.us:                                    ; preds = %feature.body7.us.prol.loopexit, %feature.body7.us, %feature.body11.us.prol.loopexit, %feature.body11.us, %middle.block139, %vec.epilog.middle.block160, %middle.block, %vec.epilog.middle.block, %draw.done.us
  %t_next.us = fmul float %anneal_ratio, %temperature1.036.us
  %491 = add nuw i64 %step37.us, 1
  %exitcond54.not = icmp eq i64 %491, %steps
  br i1 %exitcond54.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body11.us:                                ; preds = %feature.body11.us.prol.loopexit, %feature.body11.us
  %feature1335.us = phi i64 [ %517, %feature.body11.us ], [ %feature1335.us.unr, %feature.body11.us.prol.loopexit ]
  %492 = getelementptr inbounds float, ptr %56, i64 %feature1335.us
  %493 = load float, ptr %492, align 4
  %494 = fmul float %493, 2.000000e+00
  %495 = fmul float %331, %494
  %496 = getelementptr inbounds float, ptr %57, i64 %feature1335.us
  %497 = load float, ptr %496, align 4
  %498 = fsub float %493, %497
  %499 = fmul float %498, 2.000000e+00
  %500 = fmul float %499, 5.000000e-01
  %501 = fadd float %495, %500
  %502 = fmul float %eta, %501
  %503 = fsub float %493, %502
  store float %503, ptr %492, align 4
  %504 = add nuw i64 %feature1335.us, 1
  %505 = getelementptr inbounds float, ptr %56, i64 %504
  %506 = load float, ptr %505, align 4
  %507 = fmul float %506, 2.000000e+00
  %508 = fmul float %331, %507
  %509 = getelementptr inbounds float, ptr %57, i64 %504
  %510 = load float, ptr %509, align 4
  %511 = fsub float %506, %510
  %512 = fmul float %511, 2.000000e+00
  %513 = fmul float %512, 5.000000e-01
  %514 = fadd float %508, %513
  %515 = fmul float %eta, %514
  %516 = fsub float %506, %515
  store float %516, ptr %505, align 4
  %517 = add nuw i64 %feature1335.us, 2
  %exitcond53.not.1 = icmp eq i64 %517, %n_features
  br i1 %exitcond53.not.1, label %noise.done.us, label %feature.body11.us, !llvm.loop !28

pairwise_finish.body.us:                          ; preds = %pairwise_finish.body.us, %pairwise_finish.body.us.preheader.new
  %pairwise_finish32.us = phi i64 [ 0, %pairwise_finish.body.us.preheader.new ], [ %550, %pairwise_finish.body.us ]
  %pairwise_acc.031.us = phi float [ %spec.select, %pairwise_finish.body.us.preheader.new ], [ %549, %pairwise_finish.body.us ]
  %niter = phi i64 [ 0, %pairwise_finish.body.us.preheader.new ], [ %niter.next.7, %pairwise_finish.body.us ]
  %518 = xor i64 %pairwise_finish32.us, -1
  %519 = getelementptr float, ptr %320, i64 %518
  %520 = load float, ptr %519, align 4
  %521 = fadd float %pairwise_acc.031.us, %520
  %522 = xor i64 %pairwise_finish32.us, -2
  %523 = getelementptr float, ptr %320, i64 %522
  %524 = load float, ptr %523, align 4
  %525 = fadd float %521, %524
  %526 = xor i64 %pairwise_finish32.us, -3
  %527 = getelementptr float, ptr %320, i64 %526
  %528 = load float, ptr %527, align 4
  %529 = fadd float %525, %528
  %530 = xor i64 %pairwise_finish32.us, -4
  %531 = getelementptr float, ptr %320, i64 %530
  %532 = load float, ptr %531, align 4
  %533 = fadd float %529, %532
  %534 = xor i64 %pairwise_finish32.us, -5
  %535 = getelementptr float, ptr %320, i64 %534
  %536 = load float, ptr %535, align 4
  %537 = fadd float %533, %536
  %538 = xor i64 %pairwise_finish32.us, -6
  %539 = getelementptr float, ptr %320, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = fadd float %537, %540
  %542 = xor i64 %pairwise_finish32.us, -7
  %543 = getelementptr float, ptr %320, i64 %542
  %544 = load float, ptr %543, align 4
  %545 = fadd float %541, %544
  %546 = xor i64 %pairwise_finish32.us, -8
  %547 = getelementptr float, ptr %320, i64 %546
  %548 = load float, ptr %547, align 4
  %549 = fadd float %545, %548
  %550 = add nuw i64 %pairwise_finish32.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7.not = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7.not, label %pairwise_finish.exit.us.loopexit.unr-lcssa, label %pairwise_finish.body.us

fold_tail.body.us:                                ; preds = %fold_tail.body.us.preheader, %merge.done.us
  %fold_tail29.us = phi i64 [ %562, %merge.done.us ], [ 0, %fold_tail.body.us.preheader ]
  %pairwise_depth.028.us = phi i64 [ %561, %merge.done.us ], [ 0, %fold_tail.body.us.preheader ]
  %551 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail29.us
  %552 = load float, ptr %551, align 4
  %553 = icmp ne i64 %pairwise_depth.028.us, 0
  %554 = tail call i64 @llvm.usub.sat.i64(i64 %pairwise_depth.028.us, i64 1)
  %555 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %554
  %556 = load i64, ptr %555, align 8
  %557 = icmp eq i64 %556, 0
  %558 = and i1 %553, %557
  br i1 %558, label %merge.body.us, label %merge.done.us

merge.done.us:                                    ; preds = %merge.body.us, %fold_tail.body.us
  %pairwise_depth.1.lcssa.us = phi i64 [ %pairwise_depth.028.us, %fold_tail.body.us ], [ %top.us, %merge.body.us ]
  %item_value.0.lcssa.us = phi float [ %552, %fold_tail.body.us ], [ %565, %merge.body.us ]
  %item_level.0.lcssa.us = phi i64 [ 0, %fold_tail.body.us ], [ %566, %merge.body.us ]
  %559 = getelementptr inbounds float, ptr %pairwise_sums, i64 %pairwise_depth.1.lcssa.us
  store float %item_value.0.lcssa.us, ptr %559, align 4
  %560 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %pairwise_depth.1.lcssa.us
  store i64 %item_level.0.lcssa.us, ptr %560, align 8
  %561 = add i64 %pairwise_depth.1.lcssa.us, 1
  %562 = add nuw i64 %fold_tail29.us, 1
  %exitcond51.not = icmp eq i64 %562, %n_features
  br i1 %exitcond51.not, label %fold_tail.exit.us, label %fold_tail.body.us

merge.body.us:                                    ; preds = %fold_tail.body.us, %merge.body.us
  %item_level.025.us = phi i64 [ %566, %merge.body.us ], [ 0, %fold_tail.body.us ]
  %item_value.024.us = phi float [ %565, %merge.body.us ], [ %552, %fold_tail.body.us ]
  %pairwise_depth.123.us = phi i64 [ %top.us, %merge.body.us ], [ %pairwise_depth.028.us, %fold_tail.body.us ]
  %top.us = add i64 %pairwise_depth.123.us, -1
  %563 = getelementptr inbounds float, ptr %pairwise_sums, i64 %top.us
  %564 = load float, ptr %563, align 4
  %565 = fadd float %item_value.024.us, %564
  %566 = add nuw i64 %item_level.025.us, 1
  %567 = icmp ne i64 %top.us, 0
  %568 = tail call i64 @llvm.usub.sat.i64(i64 %top.us, i64 1)
  %569 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %568
  %570 = load i64, ptr %569, align 8
  %571 = icmp eq i64 %570, %566
  %572 = and i1 %567, %571
  br i1 %572, label %merge.body.us, label %merge.done.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature22.us = phi i64 [ %612, %feature.body.us ], [ %feature22.us.unr, %feature.body.us.prol.loopexit ]
  %573 = getelementptr inbounds float, ptr %56, i64 %feature22.us
  %574 = load float, ptr %573, align 4
  %575 = fmul float %574, %574
  %576 = getelementptr inbounds float, ptr %scratch, i64 %feature22.us
  store float %575, ptr %576, align 4
  %577 = add nuw i64 %feature22.us, 1
  %578 = getelementptr inbounds float, ptr %56, i64 %577
  %579 = load float, ptr %578, align 4
  %580 = fmul float %579, %579
  %581 = getelementptr inbounds float, ptr %scratch, i64 %577
  store float %580, ptr %581, align 4
  %582 = add nuw i64 %feature22.us, 2
  %583 = getelementptr inbounds float, ptr %56, i64 %582
  %584 = load float, ptr %583, align 4
  %585 = fmul float %584, %584
  %586 = getelementptr inbounds float, ptr %scratch, i64 %582
  store float %585, ptr %586, align 4
  %587 = add nuw i64 %feature22.us, 3
  %588 = getelementptr inbounds float, ptr %56, i64 %587
  %589 = load float, ptr %588, align 4
  %590 = fmul float %589, %589
  %591 = getelementptr inbounds float, ptr %scratch, i64 %587
  store float %590, ptr %591, align 4
  %592 = add nuw i64 %feature22.us, 4
  %593 = getelementptr inbounds float, ptr %56, i64 %592
  %594 = load float, ptr %593, align 4
  %595 = fmul float %594, %594
  %596 = getelementptr inbounds float, ptr %scratch, i64 %592
  store float %595, ptr %596, align 4
  %597 = add nuw i64 %feature22.us, 5
  %598 = getelementptr inbounds float, ptr %56, i64 %597
  %599 = load float, ptr %598, align 4
  %600 = fmul float %599, %599
  %601 = getelementptr inbounds float, ptr %scratch, i64 %597
  store float %600, ptr %601, align 4
  %602 = add nuw i64 %feature22.us, 6
  %603 = getelementptr inbounds float, ptr %56, i64 %602
  %604 = load float, ptr %603, align 4
  %605 = fmul float %604, %604
  %606 = getelementptr inbounds float, ptr %scratch, i64 %602
  store float %605, ptr %606, align 4
  %607 = add nuw i64 %feature22.us, 7
  %608 = getelementptr inbounds float, ptr %56, i64 %607
  %609 = load float, ptr %608, align 4
  %610 = fmul float %609, %609
  %611 = getelementptr inbounds float, ptr %scratch, i64 %607
  store float %610, ptr %611, align 4
  %612 = add nuw i64 %feature22.us, 8
  %exitcond50.not.7 = icmp eq i64 %612, %n_features
  br i1 %exitcond50.not.7, label %fold_tail.body.us.preheader, label %feature.body.us, !llvm.loop !29

noise.body.lr.ph.us:                              ; preds = %step.body.us
  %key1_step.us = add i64 %step37.us, %key1
  %613 = lshr i64 %key1_step.us, 32
  %614 = mul nuw i64 %613, 3449720151
  %615 = lshr i64 %614, 32
  %616 = xor i64 %key0, %615
  %617 = xor i64 %616, %key1_step.us
  %618 = and i64 %617, 4294967295
  %619 = mul nuw i64 %618, 3528531795
  %620 = lshr i64 %619, 32
  %621 = xor i64 %620, %20
  br i1 %min.iters.check197, label %noise.body.us.preheader, label %vector.ph198

vector.ph198:                                     ; preds = %noise.body.lr.ph.us
  %broadcast.splatinsert205 = insertelement <8 x i64> poison, i64 %621, i64 0
  %broadcast.splat206 = shufflevector <8 x i64> %broadcast.splatinsert205, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %614, %19
  %.scalar248 = and i64 %.scalar, 4294967295
  %622 = insertelement <8 x i64> poison, i64 %.scalar248, i64 0
  %.masked = shufflevector <8 x i64> %622, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar249 = xor i64 %619, %22
  %.scalar250 = and i64 %.scalar249, 4294967295
  %623 = insertelement <8 x i64> poison, i64 %.scalar250, i64 0
  %.masked247 = shufflevector <8 x i64> %623, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body241

vector.body241:                                   ; preds = %vector.body241, %vector.ph198
  %index242 = phi i64 [ 0, %vector.ph198 ], [ %index.next243, %vector.body241 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph198 ], [ %vec.ind.next, %vector.body241 ]
  %624 = add <8 x i64> %vec.ind, %broadcast.splat208
  %625 = and <8 x i64> %624, splat (i64 4294967295)
  %626 = mul nuw <8 x i64> %625, splat (i64 3528531795)
  %627 = xor <8 x i64> %624, %broadcast.splat210
  %628 = xor <8 x i64> %627, %626
  %629 = lshr <8 x i64> %628, splat (i64 32)
  %630 = mul nuw <8 x i64> %629, splat (i64 3449720151)
  %631 = lshr <8 x i64> %630, splat (i64 32)
  %632 = xor <8 x i64> %broadcast.splat206, %626
  %633 = xor <8 x i64> %.masked, %631
  %634 = mul nuw <8 x i64> %633, splat (i64 3528531795)
  %635 = and <8 x i64> %632, splat (i64 4294967295)
  %636 = mul nuw <8 x i64> %635, splat (i64 3449720151)
  %637 = lshr <8 x i64> %634, splat (i64 32)
  %638 = lshr <8 x i64> %636, splat (i64 32)
  %639 = xor <8 x i64> %638, %broadcast.splat214
  %640 = xor <8 x i64> %639, %630
  %641 = and <8 x i64> %640, splat (i64 4294967295)
  %642 = mul nuw <8 x i64> %641, splat (i64 3528531795)
  %643 = xor <8 x i64> %.masked247, %637
  %644 = mul nuw <8 x i64> %643, splat (i64 3449720151)
  %645 = lshr <8 x i64> %642, splat (i64 32)
  %646 = lshr <8 x i64> %644, splat (i64 32)
  %647 = xor <8 x i64> %broadcast.splat218, %646
  %648 = xor <8 x i64> %647, %636
  %649 = xor <8 x i64> %645, %broadcast.splat220
  %650 = xor <8 x i64> %649, %634
  %651 = and <8 x i64> %648, splat (i64 4294967295)
  %652 = mul nuw <8 x i64> %651, splat (i64 3528531795)
  %653 = and <8 x i64> %650, splat (i64 4294967295)
  %654 = mul nuw <8 x i64> %653, splat (i64 3449720151)
  %655 = lshr <8 x i64> %652, splat (i64 32)
  %656 = lshr <8 x i64> %654, splat (i64 32)
  %657 = xor <8 x i64> %656, %broadcast.splat222
  %658 = xor <8 x i64> %657, %644
  %659 = xor <8 x i64> %broadcast.splat224, %655
  %660 = xor <8 x i64> %659, %642
  %661 = and <8 x i64> %658, splat (i64 4294967295)
  %662 = mul nuw <8 x i64> %661, splat (i64 3528531795)
  %663 = and <8 x i64> %660, splat (i64 4294967295)
  %664 = mul nuw <8 x i64> %663, splat (i64 3449720151)
  %665 = lshr <8 x i64> %662, splat (i64 32)
  %666 = lshr <8 x i64> %664, splat (i64 32)
  %667 = xor <8 x i64> %broadcast.splat226, %666
  %668 = xor <8 x i64> %667, %654
  %669 = xor <8 x i64> %665, %broadcast.splat228
  %670 = xor <8 x i64> %669, %652
  %671 = and <8 x i64> %668, splat (i64 4294967295)
  %672 = mul nuw <8 x i64> %671, splat (i64 3528531795)
  %673 = and <8 x i64> %670, splat (i64 4294967295)
  %674 = mul nuw <8 x i64> %673, splat (i64 3449720151)
  %675 = lshr <8 x i64> %672, splat (i64 32)
  %676 = lshr <8 x i64> %674, splat (i64 32)
  %677 = xor <8 x i64> %676, %broadcast.splat230
  %678 = xor <8 x i64> %677, %664
  %679 = xor <8 x i64> %broadcast.splat232, %675
  %680 = xor <8 x i64> %679, %662
  %681 = and <8 x i64> %678, splat (i64 4294967295)
  %682 = mul nuw <8 x i64> %681, splat (i64 3528531795)
  %683 = and <8 x i64> %680, splat (i64 4294967295)
  %684 = mul nuw <8 x i64> %683, splat (i64 3449720151)
  %685 = lshr <8 x i64> %682, splat (i64 32)
  %686 = lshr <8 x i64> %684, splat (i64 32)
  %687 = xor <8 x i64> %broadcast.splat234, %686
  %688 = xor <8 x i64> %687, %674
  %689 = xor <8 x i64> %685, %broadcast.splat236
  %690 = xor <8 x i64> %689, %672
  %691 = and <8 x i64> %688, splat (i64 4294967295)
  %692 = mul nuw <8 x i64> %691, splat (i64 3528531795)
  %693 = lshr <8 x i64> %692, splat (i64 32)
  %694 = trunc <8 x i64> %690 to <8 x i32>
  %695 = mul <8 x i32> %694, splat (i32 -845247145)
  %696 = xor <8 x i64> %broadcast.splat238, %693
  %697 = xor <8 x i64> %696, %682
  %698 = and <8 x i64> %697, splat (i64 4294967295)
  %699 = mul nuw <8 x i64> %698, splat (i64 3449720151)
  %700 = lshr <8 x i64> %699, splat (i64 32)
  %701 = trunc nuw <8 x i64> %700 to <8 x i32>
  %702 = trunc <8 x i64> %699 to <8 x i32>
  %703 = xor <8 x i32> %695, %broadcast.splat240
  %704 = xor <8 x i32> %703, %701
  %705 = uitofp <8 x i32> %704 to <8 x double>
  %706 = fadd <8 x double> %705, splat (double 5.000000e-01)
  %707 = fmul <8 x double> %706, splat (double 0x3DF0000000000000)
  %708 = uitofp <8 x i32> %702 to <8 x double>
  %709 = fadd <8 x double> %708, splat (double 5.000000e-01)
  %710 = fmul <8 x double> %709, splat (double 0x3DF0000000000000)
  %711 = fcmp olt <8 x double> %707, splat (double 0x10000000000000)
  %712 = fmul <8 x double> %707, splat (double 0x4350000000000000)
  %713 = select <8 x i1> %711, <8 x double> %712, <8 x double> %707
  %714 = select <8 x i1> %711, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %715 = bitcast <8 x double> %713 to <8 x i64>
  %716 = lshr <8 x i64> %715, splat (i64 32)
  %717 = add nuw nsw <8 x i64> %716, splat (i64 614242)
  %718 = lshr <8 x i64> %717, splat (i64 20)
  %719 = add nsw <8 x i64> %718, %714
  %720 = shl <8 x i64> %717, splat (i64 32)
  %721 = and <8 x i64> %720, splat (i64 4503595332403200)
  %722 = add nuw nsw <8 x i64> %721, splat (i64 4604544269498187776)
  %723 = and <8 x i64> %715, splat (i64 4294967295)
  %724 = or disjoint <8 x i64> %722, %723
  %725 = bitcast <8 x i64> %724 to <8 x double>
  %726 = fadd <8 x double> %725, splat (double -1.000000e+00)
  %727 = fmul <8 x double> %726, splat (double 5.000000e-01)
  %728 = fmul <8 x double> %726, %727
  %729 = fadd <8 x double> %726, splat (double 2.000000e+00)
  %730 = fdiv <8 x double> %726, %729
  %731 = fmul <8 x double> %730, %730
  %732 = fmul <8 x double> %731, %731
  %733 = fmul <8 x double> %732, splat (double 0x3FC39A09D078C69F)
  %734 = fadd <8 x double> %733, splat (double 0x3FCC71C51D8E78AF)
  %735 = fmul <8 x double> %732, %734
  %736 = fadd <8 x double> %735, splat (double 0x3FD999999997FA04)
  %737 = fmul <8 x double> %732, %736
  %738 = fmul <8 x double> %732, splat (double 0x3FC2F112DF3E5244)
  %739 = fadd <8 x double> %738, splat (double 0x3FC7466496CB03DE)
  %740 = fmul <8 x double> %732, %739
  %741 = fadd <8 x double> %740, splat (double 0x3FD2492494229359)
  %742 = fmul <8 x double> %732, %741
  %743 = fadd <8 x double> %742, splat (double 0x3FE5555555555593)
  %744 = fmul <8 x double> %731, %743
  %745 = fadd <8 x double> %737, %744
  %746 = sitofp <8 x i64> %719 to <8 x double>
  %747 = fadd <8 x double> %728, %745
  %748 = fmul <8 x double> %730, %747
  %749 = fmul <8 x double> %746, splat (double 0x3DEA39EF35793C76)
  %750 = fadd <8 x double> %749, %748
  %751 = fsub <8 x double> %750, %728
  %752 = fadd <8 x double> %726, %751
  %753 = fmul <8 x double> %746, splat (double 0x3FE62E42FEE00000)
  %754 = fadd <8 x double> %753, %752
  %755 = fcmp oeq <8 x double> %707, splat (double 0x7FF0000000000000)
  %756 = fcmp oeq <8 x double> %707, zeroinitializer
  %757 = fmul <8 x double> %754, splat (double -2.000000e+00)
  %758 = select <8 x i1> %755, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %757
  %759 = select <8 x i1> %756, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %758
  %760 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %759)
  %761 = fmul <8 x double> %710, splat (double 0x401921FB54442D18)
  %762 = fmul <8 x double> %761, splat (double 0x3FE45F306DC9C883)
  %763 = fadd <8 x double> %762, splat (double 0x4338000000000000)
  %764 = bitcast <8 x double> %763 to <8 x i64>
  %765 = fadd <8 x double> %763, splat (double 0xC338000000000000)
  %766 = fmul <8 x double> %765, splat (double 0x3FF921FB54400000)
  %767 = fsub <8 x double> %761, %766
  %768 = fmul <8 x double> %765, splat (double 0x3DD0B4611A626331)
  %769 = fmul <8 x double> %765, splat (double 0x3DD0B4611A600000)
  %770 = fsub <8 x double> %767, %769
  %771 = fmul <8 x double> %765, splat (double 0x3BA3198A2E037073)
  %772 = fsub <8 x double> %767, %770
  %773 = fsub <8 x double> %772, %769
  %774 = fsub <8 x double> %771, %773
  %775 = fmul <8 x double> %765, splat (double 0x3BA3198A2E000000)
  %776 = fsub <8 x double> %770, %775
  %777 = fmul <8 x double> %765, splat (double 0x397B839A252049C1)
  %778 = fsub <8 x double> %770, %776
  %779 = fsub <8 x double> %778, %775
  %780 = fsub <8 x double> %777, %779
  %781 = fsub <8 x double> %767, %768
  %782 = fsub <8 x double> %770, %774
  %783 = bitcast <8 x double> %761 to <8 x i64>
  %784 = lshr <8 x i64> %783, splat (i64 52)
  %785 = and <8 x i64> %784, splat (i64 2047)
  %786 = bitcast <8 x double> %781 to <8 x i64>
  %787 = lshr <8 x i64> %786, splat (i64 52)
  %788 = and <8 x i64> %787, splat (i64 2047)
  %789 = bitcast <8 x double> %782 to <8 x i64>
  %790 = lshr <8 x i64> %789, splat (i64 52)
  %791 = and <8 x i64> %790, splat (i64 2047)
  %792 = add nuw nsw <8 x i64> %788, splat (i64 16)
  %793 = icmp samesign ult <8 x i64> %792, %785
  %794 = add nuw nsw <8 x i64> %791, splat (i64 49)
  %795 = icmp samesign ult <8 x i64> %794, %785
  %796 = select <8 x i1> %795, <8 x double> %776, <8 x double> %770
  %797 = select <8 x i1> %795, <8 x double> %780, <8 x double> %774
  %798 = select <8 x i1> %793, <8 x double> %796, <8 x double> %767
  %799 = select <8 x i1> %793, <8 x double> %797, <8 x double> %768
  %800 = fsub <8 x double> %798, %799
  %801 = fsub <8 x double> %798, %800
  %802 = fsub <8 x double> %801, %799
  %803 = fmul <8 x double> %800, %800
  %804 = fmul <8 x double> %803, %803
  %805 = fmul <8 x double> %803, splat (double 0x3EFA01A019CB1590)
  %806 = fadd <8 x double> %805, splat (double 0xBF56C16C16C15177)
  %807 = fmul <8 x double> %803, %806
  %808 = fadd <8 x double> %807, splat (double 0x3FA555555555554C)
  %809 = fmul <8 x double> %803, %808
  %810 = fmul <8 x double> %803, splat (double 0x3DA8FAE9BE8838D4)
  %811 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %810
  %812 = fmul <8 x double> %803, %811
  %813 = fadd <8 x double> %812, splat (double 0xBE927E4F809C52AD)
  %814 = fmul <8 x double> %804, %804
  %815 = fmul <8 x double> %814, %813
  %816 = fadd <8 x double> %809, %815
  %817 = fmul <8 x double> %803, splat (double 5.000000e-01)
  %818 = fsub <8 x double> splat (double 1.000000e+00), %817
  %819 = fsub <8 x double> splat (double 1.000000e+00), %818
  %820 = fsub <8 x double> %819, %817
  %821 = fmul <8 x double> %803, %816
  %822 = fmul <8 x double> %800, %802
  %823 = fsub <8 x double> %821, %822
  %824 = fadd <8 x double> %820, %823
  %825 = fadd <8 x double> %818, %824
  %826 = fmul <8 x double> %803, splat (double 0x3EC71DE357B1FE7D)
  %827 = fadd <8 x double> %826, splat (double 0xBF2A01A019C161D5)
  %828 = fmul <8 x double> %803, %827
  %829 = fadd <8 x double> %828, splat (double 0x3F8111111110F8A6)
  %830 = fmul <8 x double> %803, splat (double 0x3DE5D93A5ACFD57C)
  %831 = fadd <8 x double> %830, splat (double 0xBE5AE5E68A2B9CEB)
  %832 = fmul <8 x double> %803, %804
  %833 = fmul <8 x double> %832, %831
  %834 = fadd <8 x double> %833, %829
  %835 = fmul <8 x double> %800, %803
  %836 = fmul <8 x double> %802, splat (double 5.000000e-01)
  %837 = fmul <8 x double> %835, %834
  %838 = fsub <8 x double> %836, %837
  %839 = fmul <8 x double> %803, %838
  %840 = fsub <8 x double> %839, %802
  %841 = fmul <8 x double> %835, splat (double 0x3FC5555555555549)
  %842 = fadd <8 x double> %840, %841
  %843 = fsub <8 x double> %800, %842
  %844 = fneg <8 x double> %825
  %845 = fneg <8 x double> %843
  %846 = and <8 x i64> %764, splat (i64 1)
  %847 = and <8 x i64> %764, splat (i64 2)
  %848 = icmp eq <8 x i64> %846, zeroinitializer
  %849 = icmp eq <8 x i64> %847, zeroinitializer
  %850 = select <8 x i1> %849, <8 x double> %825, <8 x double> %844
  %851 = select <8 x i1> %849, <8 x double> %845, <8 x double> %843
  %852 = select <8 x i1> %848, <8 x double> %850, <8 x double> %851
  %853 = fcmp olt <8 x double> %761, splat (double 0x413921FB00000000)
  %854 = select <8 x i1> %853, <8 x double> %852, <8 x double> splat (double 0x7FF8000000000000)
  %855 = fmul <8 x double> %854, %760
  %856 = fptrunc <8 x double> %855 to <8 x float>
  %857 = getelementptr inbounds float, ptr %16, i64 %index242
  store <8 x float> %856, ptr %857, align 4
  %index.next243 = add nuw i64 %index242, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %858 = icmp eq i64 %index.next243, %n.vec200
  br i1 %858, label %middle.block244, label %vector.body241, !llvm.loop !30

middle.block244:                                  ; preds = %vector.body241
  br i1 %cmp.n245, label %iter.check168, label %noise.body.us.preheader

noise.body.us.preheader:                          ; preds = %noise.body.lr.ph.us, %middle.block244
  %noise21.us.ph = phi i64 [ 0, %noise.body.lr.ph.us ], [ %n.vec200, %middle.block244 ]
  %invariant.op = xor i64 %19, %614
  %invariant.op272 = xor i64 %22, %619
  br label %noise.body.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done.us
  %859 = add nuw i64 %row38.us, 1
  %exitcond55.not = icmp eq i64 %859, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond55.not, label %row.exit, label %row.body.us

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.us, %row.body.lr.ph, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"llvm.loop.isvectorized", i32 1}
!3 = distinct !{!3, !2, !1}
!4 = !{!"branch_weights", i32 4, i32 28}
!5 = distinct !{!5, !2, !1}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !7}
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13, !14}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = !{!13}
!16 = !{!14}
!17 = distinct !{!17, !2, !1}
!18 = !{!"branch_weights", i32 4, i32 12}
!19 = distinct !{!19, !2, !1}
!20 = !{!21}
!21 = distinct !{!21, !22}
!22 = distinct !{!22, !"LVerDomain"}
!23 = !{!24}
!24 = distinct !{!24, !22}
!25 = distinct !{!25, !2, !1}
!26 = distinct !{!26, !2, !1}
!27 = distinct !{!27, !2}
!28 = distinct !{!28, !2}
!29 = distinct !{!29, !2}
!30 = distinct !{!30, !2, !1}
