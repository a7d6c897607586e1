; ModuleID = 'bivector_pull'
source_filename = "bivector_pull.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_bivector_pull_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %state124 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %status = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %input_0 = load ptr, ptr %1, align 8
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %scratch = load ptr, ptr %2, align 8
  %scratch123 = ptrtoint ptr %scratch to i64
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %row_begin = load i64, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %row_end = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %n_features = load i64, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %steps = load i64, ptr %6, align 8
  %7 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %eta = load float, ptr %7, align 8
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 68
  %noise_scale = load float, ptr %8, align 4
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %temperature = load float, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 84
  %anneal_ratio = load float, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %two_eta = load float, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %args, i64 96
  %key0 = load i64, ptr %12, align 8
  %13 = getelementptr inbounds nuw i8, ptr %args, i64 104
  %key1 = load i64, ptr %13, align 8
  %14 = icmp ult i64 %row_begin, %row_end
  br i1 %14, label %row.body.lr.ph, label %row.exit

row.body.lr.ph:                                   ; preds = %entry
  %15 = getelementptr inbounds nuw i8, ptr %args, i64 76
  %anneal = load i32, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %draw_noise = load i32, ptr %16, align 4
  %17 = getelementptr float, ptr %scratch, i64 %n_features
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not40 = icmp eq i64 %steps, 0
  %draw.not = icmp eq i32 %draw_noise, 0
  %.not41 = icmp eq i64 %n_features, 0
  %18 = trunc i64 %key0 to i32
  %19 = lshr i64 %key0, 32
  %20 = add i64 %key0, 2654435769
  %21 = add nuw nsw i64 %19, 3144134277
  %22 = add i64 %key0, 1013904242
  %23 = add nuw nsw i64 %19, 1993301258
  %24 = add i64 %key0, 3668340011
  %25 = add nuw nsw i64 %19, 842468239
  %26 = add i64 %key0, 2027808484
  %27 = add nuw nsw i64 %19, 3986602516
  %28 = add i64 %key0, 387276957
  %29 = add nuw nsw i64 %19, 2835769497
  %30 = add i64 %key0, 3041712726
  %31 = add nuw nsw i64 %19, 1684936478
  %32 = add i64 %key0, 1401181199
  %33 = add nuw nsw i64 %19, 534103459
  %34 = add nuw nsw i64 %19, 3678237736
  %35 = add i32 %18, -1879881855
  br i1 %.not40, label %row.exit, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %brmerge = select i1 %draw.not, i1 true, i1 %.not41
  %36 = mul i64 %row_begin, %n_features
  %37 = shl i64 %36, 2
  %38 = shl i64 %n_features, 2
  %39 = shl i64 %row_begin, 2
  %40 = add i64 %39, 4
  %41 = mul i64 %n_features, %40
  %42 = shl i64 %n_features, 2
  %43 = shl i64 %n_features, 3
  %scevgep96 = getelementptr i8, ptr %scratch, i64 %43
  %44 = mul i64 %row_begin, %n_features
  %45 = shl i64 %44, 2
  %46 = add i64 %45, %state124
  %47 = sub i64 %scratch123, %46
  %48 = mul i64 %n_features, -4
  %49 = add i64 %n_features, -1
  %min.iters.check168 = icmp ult i64 %n_features, 8
  %n.vec171 = and i64 %n_features, -8
  %broadcast.splatinsert180 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat181 = shufflevector <8 x i64> %broadcast.splatinsert180, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert184 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat185 = shufflevector <8 x i64> %broadcast.splatinsert184, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert188 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat189 = shufflevector <8 x i64> %broadcast.splatinsert188, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert190 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat191 = shufflevector <8 x i64> %broadcast.splatinsert190, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert192 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat193 = shufflevector <8 x i64> %broadcast.splatinsert192, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert194 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat195 = shufflevector <8 x i64> %broadcast.splatinsert194, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert196 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat197 = shufflevector <8 x i64> %broadcast.splatinsert196, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert198 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat199 = shufflevector <8 x i64> %broadcast.splatinsert198, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert200 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat201 = shufflevector <8 x i64> %broadcast.splatinsert200, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert202 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat203 = shufflevector <8 x i64> %broadcast.splatinsert202, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert204 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat205 = shufflevector <8 x i64> %broadcast.splatinsert204, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert206 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat207 = shufflevector <8 x i64> %broadcast.splatinsert206, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert208 = insertelement <8 x i64> poison, i64 %34, i64 0
  %broadcast.splat209 = shufflevector <8 x i64> %broadcast.splatinsert208, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert210 = insertelement <8 x i32> poison, i32 %35, i64 0
  %broadcast.splat211 = shufflevector <8 x i32> %broadcast.splatinsert210, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n218 = icmp eq i64 %n_features, %n.vec171
  %min.iters.check126 = icmp ult i64 %n_features, 8
  %min.iters.check129 = icmp ult i64 %n_features, 32
  %n.mod.vf132 = and i64 %n_features, 24
  %n.vec133 = and i64 %n_features, -32
  %cmp.n147 = icmp eq i64 %n_features, %n.vec133
  %min.epilog.iters.check151 = icmp eq i64 %n.mod.vf132, 0
  %n.vec154 = and i64 %n_features, -8
  %cmp.n165 = icmp eq i64 %n_features, %n.vec154
  %xtraiter = and i64 %n_features, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %xtraiter226 = and i64 %n_features, 7
  %50 = icmp ult i64 %49, 7
  %unroll_iter = and i64 %n_features, -8
  %lcmp.mod227.not = icmp eq i64 %xtraiter226, 0
  %lcmp.mod229 = icmp ne i64 %xtraiter226, 0
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec106 = and i64 %n_features, -8
  %broadcast.splatinsert107 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat108 = shufflevector <8 x float> %broadcast.splatinsert107, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n120 = icmp eq i64 %n_features, %n.vec106
  %xtraiter230 = and i64 %n_features, 1
  %lcmp.mod231.not = icmp eq i64 %xtraiter230, 0
  %min.iters.check69 = icmp ult i64 %n_features, 32
  %n.mod.vf = and i64 %n_features, 24
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec78 = and i64 %n_features, -8
  %broadcast.splatinsert79 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat80 = shufflevector <8 x float> %broadcast.splatinsert79, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n89 = icmp eq i64 %n_features, %n.vec78
  %xtraiter233 = and i64 %n_features, 1
  %lcmp.mod234.not = icmp eq i64 %xtraiter233, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row39.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %843, %step.header.step.exit_crit_edge.us ]
  %51 = mul i64 %48, %indvar
  %52 = add i64 %47, %51
  %53 = mul i64 %42, %indvar
  %54 = add i64 %37, %53
  %scevgep92 = getelementptr i8, ptr %state, i64 %54
  %55 = add i64 %41, %53
  %scevgep93 = getelementptr i8, ptr %state, i64 %55
  %scevgep94 = getelementptr i8, ptr %input_0, i64 %54
  %scevgep95 = getelementptr i8, ptr %input_0, i64 %55
  %56 = mul i64 %38, %indvar
  %57 = add i64 %37, %56
  %scevgep = getelementptr i8, ptr %state, i64 %57
  %58 = add i64 %41, %56
  %scevgep66 = getelementptr i8, ptr %state, i64 %58
  %scevgep67 = getelementptr i8, ptr %input_0, i64 %57
  %scevgep68 = getelementptr i8, ptr %input_0, i64 %58
  %row_offset.us = mul i64 %row39.us, %n_features
  %59 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %60 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %61 = getelementptr inbounds float, ptr %status, i64 %row39.us
  %broadcast.splatinsert178 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat179 = shufflevector <8 x i64> %broadcast.splatinsert178, <8 x i64> poison, <8 x i32> zeroinitializer
  %diff.check = icmp ult i64 %52, 128
  %or.cond = select i1 %min.iters.check126, i1 true, i1 %diff.check
  %bound097 = icmp ult ptr %scevgep92, %scevgep95
  %bound198 = icmp ult ptr %scevgep94, %scevgep93
  %found.conflict99 = and i1 %bound097, %bound198
  %bound0100 = icmp ult ptr %scevgep92, %scevgep96
  %bound1101 = icmp ult ptr %17, %scevgep93
  %found.conflict102 = and i1 %bound0100, %bound1101
  %conflict.rdx = or i1 %found.conflict99, %found.conflict102
  %bound0 = icmp ult ptr %scevgep, %scevgep68
  %bound1 = icmp ult ptr %scevgep67, %scevgep66
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done.us
  %step38.us = phi i64 [ 0, %row.body.us ], [ %506, %noise.done.us ]
  %temperature1.037.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done.us ]
  %62 = fmul float %two_eta, %temperature1.037.us
  %63 = fcmp ogt float %62, 0.000000e+00
  %64 = tail call float @llvm.sqrt.f32(float %62)
  %65 = select i1 %63, float %64, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %65
  br i1 %brmerge, label %draw.done.us, label %noise.body.lr.ph.us

noise.body.us:                                    ; preds = %noise.body.us.preheader, %noise.body.us
  %noise31.us = phi i64 [ %297, %noise.body.us ], [ %noise31.us.ph, %noise.body.us.preheader ]
  %element.us = add i64 %noise31.us, %row_offset.us
  %66 = and i64 %element.us, 4294967295
  %67 = mul nuw i64 %66, 3528531795
  %68 = xor i64 %element.us, %key0
  %69 = xor i64 %68, %67
  %70 = lshr i64 %69, 32
  %71 = mul nuw i64 %70, 3449720151
  %72 = lshr i64 %71, 32
  %.reass.reass = xor i64 %72, %invariant.op
  %73 = xor i64 %605, %67
  %74 = and i64 %.reass.reass, 4294967295
  %75 = mul nuw i64 %74, 3528531795
  %76 = and i64 %73, 4294967295
  %77 = mul nuw i64 %76, 3449720151
  %78 = lshr i64 %75, 32
  %79 = lshr i64 %77, 32
  %80 = xor i64 %79, %22
  %81 = xor i64 %80, %71
  %.reass64.reass = xor i64 %78, %invariant.op241
  %82 = and i64 %81, 4294967295
  %83 = mul nuw i64 %82, 3528531795
  %84 = and i64 %.reass64.reass, 4294967295
  %85 = mul nuw i64 %84, 3449720151
  %86 = lshr i64 %83, 32
  %87 = lshr i64 %85, 32
  %88 = xor i64 %24, %87
  %89 = xor i64 %88, %77
  %90 = xor i64 %86, %25
  %91 = xor i64 %90, %75
  %92 = and i64 %89, 4294967295
  %93 = mul nuw i64 %92, 3528531795
  %94 = and i64 %91, 4294967295
  %95 = mul nuw i64 %94, 3449720151
  %96 = lshr i64 %93, 32
  %97 = lshr i64 %95, 32
  %98 = xor i64 %97, %26
  %99 = xor i64 %98, %85
  %100 = xor i64 %27, %96
  %101 = xor i64 %100, %83
  %102 = and i64 %99, 4294967295
  %103 = mul nuw i64 %102, 3528531795
  %104 = and i64 %101, 4294967295
  %105 = mul nuw i64 %104, 3449720151
  %106 = lshr i64 %103, 32
  %107 = lshr i64 %105, 32
  %108 = xor i64 %28, %107
  %109 = xor i64 %108, %95
  %110 = xor i64 %106, %29
  %111 = xor i64 %110, %93
  %112 = and i64 %109, 4294967295
  %113 = mul nuw i64 %112, 3528531795
  %114 = and i64 %111, 4294967295
  %115 = mul nuw i64 %114, 3449720151
  %116 = lshr i64 %113, 32
  %117 = lshr i64 %115, 32
  %118 = xor i64 %117, %30
  %119 = xor i64 %118, %105
  %120 = xor i64 %31, %116
  %121 = xor i64 %120, %103
  %122 = and i64 %119, 4294967295
  %123 = mul nuw i64 %122, 3528531795
  %124 = and i64 %121, 4294967295
  %125 = mul nuw i64 %124, 3449720151
  %126 = lshr i64 %123, 32
  %127 = lshr i64 %125, 32
  %128 = xor i64 %32, %127
  %129 = xor i64 %128, %115
  %130 = xor i64 %126, %33
  %131 = xor i64 %130, %113
  %132 = and i64 %129, 4294967295
  %133 = mul nuw i64 %132, 3528531795
  %134 = lshr i64 %133, 32
  %135 = trunc i64 %131 to i32
  %136 = mul i32 %135, -845247145
  %137 = xor i64 %34, %134
  %138 = xor i64 %137, %123
  %139 = and i64 %138, 4294967295
  %140 = mul nuw i64 %139, 3449720151
  %141 = lshr i64 %140, 32
  %142 = trunc nuw i64 %141 to i32
  %143 = trunc i64 %140 to i32
  %144 = xor i32 %136, %142
  %145 = xor i32 %144, %35
  %146 = uitofp i32 %145 to double
  %147 = fadd double %146, 5.000000e-01
  %148 = fmul double %147, 0x3DF0000000000000
  %149 = uitofp i32 %143 to double
  %150 = fadd double %149, 5.000000e-01
  %151 = fmul double %150, 0x3DF0000000000000
  %152 = fcmp olt double %148, 0x10000000000000
  %153 = fmul double %148, 0x4350000000000000
  %154 = select i1 %152, double %153, double %148
  %.neg.us = select i1 %152, i64 -1077, i64 -1023
  %155 = bitcast double %154 to i64
  %156 = lshr i64 %155, 32
  %157 = add nuw nsw i64 %156, 614242
  %158 = lshr i64 %157, 20
  %159 = add nsw i64 %158, %.neg.us
  %160 = shl i64 %157, 32
  %161 = and i64 %160, 4503595332403200
  %162 = add nuw nsw i64 %161, 4604544269498187776
  %163 = and i64 %155, 4294967295
  %164 = or disjoint i64 %162, %163
  %165 = bitcast i64 %164 to double
  %166 = fadd double %165, -1.000000e+00
  %167 = fmul double %166, 5.000000e-01
  %168 = fmul double %166, %167
  %169 = fadd double %166, 2.000000e+00
  %170 = fdiv double %166, %169
  %171 = fmul double %170, %170
  %172 = fmul double %171, %171
  %173 = fmul double %172, 0x3FC39A09D078C69F
  %174 = fadd double %173, 0x3FCC71C51D8E78AF
  %175 = fmul double %172, %174
  %176 = fadd double %175, 0x3FD999999997FA04
  %177 = fmul double %172, %176
  %178 = fmul double %172, 0x3FC2F112DF3E5244
  %179 = fadd double %178, 0x3FC7466496CB03DE
  %180 = fmul double %172, %179
  %181 = fadd double %180, 0x3FD2492494229359
  %182 = fmul double %172, %181
  %183 = fadd double %182, 0x3FE5555555555593
  %184 = fmul double %171, %183
  %185 = fadd double %177, %184
  %186 = sitofp i64 %159 to double
  %187 = fadd double %168, %185
  %188 = fmul double %170, %187
  %189 = fmul double %186, 0x3DEA39EF35793C76
  %190 = fadd double %189, %188
  %191 = fsub double %190, %168
  %192 = fadd double %166, %191
  %193 = fmul double %186, 0x3FE62E42FEE00000
  %194 = fadd double %193, %192
  %195 = fcmp oeq double %148, 0x7FF0000000000000
  %196 = fcmp oeq double %148, 0.000000e+00
  %197 = fmul double %194, -2.000000e+00
  %198 = select i1 %195, double 0xFFF0000000000000, double %197
  %199 = select i1 %196, double 0x7FF0000000000000, double %198
  %200 = tail call double @llvm.sqrt.f64(double %199)
  %201 = fmul double %151, 0x401921FB54442D18
  %202 = fmul double %201, 0x3FE45F306DC9C883
  %203 = fadd double %202, 0x4338000000000000
  %204 = bitcast double %203 to i64
  %205 = fadd double %203, 0xC338000000000000
  %206 = fmul double %205, 0x3FF921FB54400000
  %207 = fsub double %201, %206
  %208 = fmul double %205, 0x3DD0B4611A626331
  %209 = fmul double %205, 0x3DD0B4611A600000
  %210 = fsub double %207, %209
  %211 = fmul double %205, 0x3BA3198A2E037073
  %212 = fsub double %207, %210
  %213 = fsub double %212, %209
  %214 = fsub double %211, %213
  %215 = fmul double %205, 0x3BA3198A2E000000
  %216 = fsub double %210, %215
  %217 = fmul double %205, 0x397B839A252049C1
  %218 = fsub double %210, %216
  %219 = fsub double %218, %215
  %220 = fsub double %217, %219
  %221 = fsub double %207, %208
  %222 = fsub double %210, %214
  %223 = bitcast double %221 to i64
  %224 = lshr i64 %223, 52
  %225 = and i64 %224, 2047
  %226 = insertelement <2 x double> poison, double %222, i64 0
  %227 = insertelement <2 x double> %226, double %201, i64 1
  %228 = bitcast <2 x double> %227 to <2 x i64>
  %229 = lshr <2 x i64> %228, splat (i64 52)
  %230 = and <2 x i64> %229, splat (i64 2047)
  %231 = add nuw nsw i64 %225, 16
  %232 = extractelement <2 x i64> %230, i64 1
  %233 = icmp samesign ult i64 %231, %232
  %234 = extractelement <2 x i64> %230, i64 0
  %235 = add nuw nsw i64 %234, 49
  %236 = icmp samesign ult i64 %235, %232
  %237 = select i1 %236, double %216, double %210
  %238 = select i1 %236, double %220, double %214
  %239 = select i1 %233, double %237, double %207
  %240 = select i1 %233, double %238, double %208
  %241 = fsub double %239, %240
  %242 = fsub double %239, %241
  %243 = fsub double %242, %240
  %244 = fmul double %241, %241
  %245 = fmul double %244, %244
  %246 = fmul double %244, 0x3EFA01A019CB1590
  %247 = fadd double %246, 0xBF56C16C16C15177
  %248 = fmul double %244, %247
  %249 = fadd double %248, 0x3FA555555555554C
  %250 = fmul double %244, %249
  %251 = fmul double %244, 0x3DA8FAE9BE8838D4
  %252 = fsub double 0x3E21EE9EBDB4B1C4, %251
  %253 = fmul double %244, %252
  %254 = fadd double %253, 0xBE927E4F809C52AD
  %255 = fmul double %245, %245
  %256 = fmul double %255, %254
  %257 = fadd double %250, %256
  %258 = fmul double %244, 5.000000e-01
  %259 = fsub double 1.000000e+00, %258
  %260 = fsub double 1.000000e+00, %259
  %261 = fsub double %260, %258
  %262 = fmul double %244, %257
  %263 = fmul double %241, %243
  %264 = fsub double %262, %263
  %265 = fadd double %261, %264
  %266 = fadd double %259, %265
  %267 = fmul double %244, 0x3EC71DE357B1FE7D
  %268 = fadd double %267, 0xBF2A01A019C161D5
  %269 = fmul double %244, %268
  %270 = fadd double %269, 0x3F8111111110F8A6
  %271 = fmul double %244, 0x3DE5D93A5ACFD57C
  %272 = fadd double %271, 0xBE5AE5E68A2B9CEB
  %273 = fmul double %244, %245
  %274 = fmul double %273, %272
  %275 = fadd double %274, %270
  %276 = fmul double %241, %244
  %277 = fmul double %243, 5.000000e-01
  %278 = fmul double %276, %275
  %279 = fsub double %277, %278
  %280 = fmul double %244, %279
  %281 = fsub double %280, %243
  %282 = fmul double %276, 0x3FC5555555555549
  %283 = fadd double %281, %282
  %284 = fsub double %241, %283
  %285 = fneg double %266
  %286 = fneg double %284
  %287 = and i64 %204, 1
  %288 = and i64 %204, 2
  %.not.us = icmp eq i64 %287, 0
  %.not29.us = icmp eq i64 %288, 0
  %289 = select i1 %.not29.us, double %266, double %285
  %290 = select i1 %.not29.us, double %286, double %284
  %291 = select i1 %.not.us, double %289, double %290
  %292 = fcmp olt double %201, 0x413921FB00000000
  %293 = select i1 %292, double %291, double 0x7FF8000000000000
  %294 = fmul double %293, %200
  %295 = fptrunc double %294 to float
  %296 = getelementptr inbounds float, ptr %17, i64 %noise31.us
  store float %295, ptr %296, align 4
  %297 = add nuw i64 %noise31.us, 1
  %exitcond.not = icmp eq i64 %297, %n_features
  br i1 %exitcond.not, label %iter.check128, label %noise.body.us, !llvm.loop !0

draw.done.us:                                     ; preds = %step.body.us
  br i1 %.not41, label %noise.done.us, label %iter.check128

iter.check128:                                    ; preds = %noise.body.us, %middle.block217, %draw.done.us
  br i1 %or.cond, label %feature.body.us.preheader, label %vector.main.loop.iter.check130

vector.main.loop.iter.check130:                   ; preds = %iter.check128
  br i1 %min.iters.check129, label %vec.epilog.ph152, label %vector.body134

vector.body134:                                   ; preds = %vector.main.loop.iter.check130, %vector.body134
  %index135 = phi i64 [ %index.next144, %vector.body134 ], [ 0, %vector.main.loop.iter.check130 ]
  %vec.ind136 = phi <8 x i64> [ %vec.ind.next145, %vector.body134 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.main.loop.iter.check130 ]
  %step.add137 = add <8 x i64> %vec.ind136, splat (i64 8)
  %step.add.2138 = add <8 x i64> %vec.ind136, splat (i64 16)
  %step.add.3139 = add <8 x i64> %vec.ind136, splat (i64 24)
  %298 = getelementptr inbounds float, ptr %59, i64 %index135
  %299 = getelementptr inbounds nuw i8, ptr %298, i64 32
  %300 = getelementptr inbounds nuw i8, ptr %298, i64 64
  %301 = getelementptr inbounds nuw i8, ptr %298, i64 96
  %wide.load140 = load <8 x float>, ptr %298, align 4
  %wide.load141 = load <8 x float>, ptr %299, align 4
  %wide.load142 = load <8 x float>, ptr %300, align 4
  %wide.load143 = load <8 x float>, ptr %301, align 4
  %302 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind136)
  %303 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add137)
  %304 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.2138)
  %305 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.3139)
  %306 = icmp eq <8 x i64> %302, splat (i64 2)
  %307 = icmp eq <8 x i64> %303, splat (i64 2)
  %308 = icmp eq <8 x i64> %304, splat (i64 2)
  %309 = icmp eq <8 x i64> %305, splat (i64 2)
  %310 = select <8 x i1> %306, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %311 = select <8 x i1> %307, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %312 = select <8 x i1> %308, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %313 = select <8 x i1> %309, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %314 = fmul <8 x float> %310, %wide.load140
  %315 = fmul <8 x float> %311, %wide.load141
  %316 = fmul <8 x float> %312, %wide.load142
  %317 = fmul <8 x float> %313, %wide.load143
  %318 = fsub <8 x float> %wide.load140, %314
  %319 = fsub <8 x float> %wide.load141, %315
  %320 = fsub <8 x float> %wide.load142, %316
  %321 = fsub <8 x float> %wide.load143, %317
  %322 = fmul <8 x float> %318, %318
  %323 = fmul <8 x float> %319, %319
  %324 = fmul <8 x float> %320, %320
  %325 = fmul <8 x float> %321, %321
  %326 = getelementptr inbounds float, ptr %scratch, i64 %index135
  %327 = getelementptr inbounds nuw i8, ptr %326, i64 32
  %328 = getelementptr inbounds nuw i8, ptr %326, i64 64
  %329 = getelementptr inbounds nuw i8, ptr %326, i64 96
  store <8 x float> %322, ptr %326, align 4
  store <8 x float> %323, ptr %327, align 4
  store <8 x float> %324, ptr %328, align 4
  store <8 x float> %325, ptr %329, align 4
  %index.next144 = add nuw i64 %index135, 32
  %vec.ind.next145 = add <8 x i64> %vec.ind136, splat (i64 32)
  %330 = icmp eq i64 %index.next144, %n.vec133
  br i1 %330, label %middle.block146, label %vector.body134, !llvm.loop !3

middle.block146:                                  ; preds = %vector.body134
  br i1 %cmp.n147, label %fold_tail.body.us.preheader, label %vec.epilog.iter.check150

fold_tail.body.us.preheader:                      ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block164, %middle.block146
  br i1 %50, label %fold_tail.body.us.epil.preheader, label %fold_tail.body.us

vec.epilog.iter.check150:                         ; preds = %middle.block146
  br i1 %min.epilog.iters.check151, label %feature.body.us.preheader, label %vec.epilog.ph152, !prof !4

vec.epilog.ph152:                                 ; preds = %vector.main.loop.iter.check130, %vec.epilog.iter.check150
  %bc.resume.val148 = phi i64 [ %n.vec133, %vec.epilog.iter.check150 ], [ 0, %vector.main.loop.iter.check130 ]
  %broadcast.splatinsert155 = insertelement <8 x i64> poison, i64 %bc.resume.val148, i64 0
  %broadcast.splat156 = shufflevector <8 x i64> %broadcast.splatinsert155, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction157 = or disjoint <8 x i64> %broadcast.splat156, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body158

vec.epilog.vector.body158:                        ; preds = %vec.epilog.vector.body158, %vec.epilog.ph152
  %index159 = phi i64 [ %bc.resume.val148, %vec.epilog.ph152 ], [ %index.next162, %vec.epilog.vector.body158 ]
  %vec.ind160 = phi <8 x i64> [ %induction157, %vec.epilog.ph152 ], [ %vec.ind.next163, %vec.epilog.vector.body158 ]
  %331 = getelementptr inbounds float, ptr %59, i64 %index159
  %wide.load161 = load <8 x float>, ptr %331, align 4
  %332 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind160)
  %333 = icmp eq <8 x i64> %332, splat (i64 2)
  %334 = select <8 x i1> %333, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %335 = fmul <8 x float> %334, %wide.load161
  %336 = fsub <8 x float> %wide.load161, %335
  %337 = fmul <8 x float> %336, %336
  %338 = getelementptr inbounds float, ptr %scratch, i64 %index159
  store <8 x float> %337, ptr %338, align 4
  %index.next162 = add nuw i64 %index159, 8
  %vec.ind.next163 = add nuw <8 x i64> %vec.ind160, splat (i64 8)
  %339 = icmp eq i64 %index.next162, %n.vec154
  br i1 %339, label %vec.epilog.middle.block164, label %vec.epilog.vector.body158, !llvm.loop !5

vec.epilog.middle.block164:                       ; preds = %vec.epilog.vector.body158
  br i1 %cmp.n165, label %fold_tail.body.us.preheader, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check128, %vec.epilog.iter.check150, %vec.epilog.middle.block164
  %feature32.us.ph = phi i64 [ 0, %iter.check128 ], [ %n.vec133, %vec.epilog.iter.check150 ], [ %n.vec154, %vec.epilog.middle.block164 ]
  %340 = sub i64 %49, %feature32.us.ph
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader, %feature.body.us.prol
  %feature32.us.prol = phi i64 [ %348, %feature.body.us.prol ], [ %feature32.us.ph, %feature.body.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body.us.prol ], [ 0, %feature.body.us.preheader ]
  %341 = getelementptr inbounds float, ptr %59, i64 %feature32.us.prol
  %342 = load float, ptr %341, align 4
  %popcount.us.prol = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature32.us.prol)
  %343 = icmp eq i64 %popcount.us.prol, 2
  %grade.us.prol = select i1 %343, float 1.000000e+00, float 0.000000e+00
  %344 = fmul float %grade.us.prol, %342
  %345 = fsub float %342, %344
  %346 = fmul float %345, %345
  %347 = getelementptr inbounds float, ptr %scratch, i64 %feature32.us.prol
  store float %346, ptr %347, align 4
  %348 = add nuw i64 %feature32.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol, !llvm.loop !6

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature32.us.unr = phi i64 [ %feature32.us.ph, %feature.body.us.preheader ], [ %348, %feature.body.us.prol ]
  %349 = icmp ult i64 %340, 3
  br i1 %349, label %fold_tail.body.us.preheader, label %feature.body.us

fold_tail.exit.us.thread.unr-lcssa:               ; preds = %fold_tail.body.us
  br i1 %lcmp.mod227.not, label %fold_tail.exit.us.thread, label %fold_tail.body.us.epil.preheader

fold_tail.body.us.epil.preheader:                 ; preds = %fold_tail.exit.us.thread.unr-lcssa, %fold_tail.body.us.preheader
  %fold_tail34.us.epil.init = phi i64 [ 0, %fold_tail.body.us.preheader ], [ %564, %fold_tail.exit.us.thread.unr-lcssa ]
  %fold_value.033.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body.us.preheader ], [ %563, %fold_tail.exit.us.thread.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod229)
  br label %fold_tail.body.us.epil

fold_tail.body.us.epil:                           ; preds = %fold_tail.body.us.epil, %fold_tail.body.us.epil.preheader
  %fold_tail34.us.epil = phi i64 [ %353, %fold_tail.body.us.epil ], [ %fold_tail34.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %fold_value.033.us.epil = phi float [ %352, %fold_tail.body.us.epil ], [ %fold_value.033.us.epil.init, %fold_tail.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_tail.body.us.epil ], [ 0, %fold_tail.body.us.epil.preheader ]
  %350 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail34.us.epil
  %351 = load float, ptr %350, align 4
  %352 = fadd float %fold_value.033.us.epil, %351
  %353 = add nuw i64 %fold_tail34.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter226
  br i1 %epil.iter.cmp.not, label %fold_tail.exit.us.thread, label %fold_tail.body.us.epil, !llvm.loop !8

fold_tail.exit.us.thread:                         ; preds = %fold_tail.body.us.epil, %fold_tail.exit.us.thread.unr-lcssa
  %.lcssa = phi float [ %563, %fold_tail.exit.us.thread.unr-lcssa ], [ %352, %fold_tail.body.us.epil ]
  %354 = fcmp ogt float %.lcssa, 0x3D71979980000000
  %355 = select i1 %354, float 1.000000e+00, float 0.000000e+00
  %356 = fptoui float %355 to i32
  %status18.us61 = load i32, ptr %61, align 4
  %357 = or i32 %status18.us61, %356
  store i32 %357, ptr %61, align 4
  br i1 %draw.not, label %iter.check, label %feature.body10.us.preheader

feature.body10.us.preheader:                      ; preds = %fold_tail.exit.us.thread
  %brmerge242 = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge242, label %feature.body10.us.preheader224, label %vector.ph104

vector.ph104:                                     ; preds = %feature.body10.us.preheader
  %broadcast.splatinsert109 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat110 = shufflevector <8 x float> %broadcast.splatinsert109, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body111

vector.body111:                                   ; preds = %vector.body111, %vector.ph104
  %index112 = phi i64 [ 0, %vector.ph104 ], [ %index.next117, %vector.body111 ]
  %vec.ind113 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph104 ], [ %vec.ind.next118, %vector.body111 ]
  %358 = getelementptr inbounds float, ptr %59, i64 %index112
  %wide.load114 = load <8 x float>, ptr %358, align 4, !alias.scope !9, !noalias !12
  %359 = getelementptr inbounds float, ptr %60, i64 %index112
  %wide.load115 = load <8 x float>, ptr %359, align 4, !alias.scope !15
  %360 = fsub <8 x float> %wide.load114, %wide.load115
  %361 = fmul <8 x float> %360, splat (float 2.000000e+00)
  %362 = fmul <8 x float> %361, splat (float 5.000000e-01)
  %363 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind113)
  %364 = icmp eq <8 x i64> %363, splat (i64 2)
  %365 = select <8 x i1> %364, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %366 = fmul <8 x float> %365, %362
  %367 = fmul <8 x float> %broadcast.splat108, %366
  %368 = fsub <8 x float> %wide.load114, %367
  %369 = getelementptr inbounds float, ptr %17, i64 %index112
  %wide.load116 = load <8 x float>, ptr %369, align 4, !alias.scope !16
  %370 = fmul <8 x float> %365, %wide.load116
  %371 = fmul <8 x float> %broadcast.splat110, %370
  %372 = fadd <8 x float> %371, %368
  %373 = fmul <8 x float> %365, %372
  store <8 x float> %373, ptr %358, align 4, !alias.scope !9, !noalias !12
  %index.next117 = add nuw i64 %index112, 8
  %vec.ind.next118 = add nuw <8 x i64> %vec.ind113, splat (i64 8)
  %374 = icmp eq i64 %index.next117, %n.vec106
  br i1 %374, label %middle.block119, label %vector.body111, !llvm.loop !17

middle.block119:                                  ; preds = %vector.body111
  br i1 %cmp.n120, label %noise.done.us, label %feature.body10.us.preheader224

feature.body10.us.preheader224:                   ; preds = %feature.body10.us.preheader, %middle.block119
  %feature1235.us.ph = phi i64 [ %n.vec106, %middle.block119 ], [ 0, %feature.body10.us.preheader ]
  %.neg = or disjoint i64 %feature1235.us.ph, 1
  br i1 %lcmp.mod231.not, label %feature.body10.us.prol.loopexit, label %feature.body10.us.prol

feature.body10.us.prol:                           ; preds = %feature.body10.us.preheader224
  %375 = getelementptr inbounds float, ptr %59, i64 %feature1235.us.ph
  %376 = load float, ptr %375, align 4
  %377 = getelementptr inbounds float, ptr %60, i64 %feature1235.us.ph
  %378 = load float, ptr %377, align 4
  %379 = fsub float %376, %378
  %380 = fmul float %379, 2.000000e+00
  %381 = fmul float %380, 5.000000e-01
  %popcount13.us.prol = tail call range(i64 0, 62) i64 @llvm.ctpop.i64(i64 %feature1235.us.ph)
  %382 = icmp eq i64 %popcount13.us.prol, 2
  %grade14.us.prol = select i1 %382, float 1.000000e+00, float 0.000000e+00
  %383 = fmul float %grade14.us.prol, %381
  %384 = fmul float %eta, %383
  %385 = fsub float %376, %384
  %386 = getelementptr inbounds float, ptr %17, i64 %feature1235.us.ph
  %387 = load float, ptr %386, align 4
  %388 = fmul float %grade14.us.prol, %387
  %389 = fmul float %noise_scale3.us, %388
  %390 = fadd float %389, %385
  %391 = fmul float %grade14.us.prol, %390
  store float %391, ptr %375, align 4
  %392 = or disjoint i64 %feature1235.us.ph, 1
  br label %feature.body10.us.prol.loopexit

feature.body10.us.prol.loopexit:                  ; preds = %feature.body10.us.prol, %feature.body10.us.preheader224
  %feature1235.us.unr = phi i64 [ %feature1235.us.ph, %feature.body10.us.preheader224 ], [ %392, %feature.body10.us.prol ]
  %393 = icmp eq i64 %n_features, %.neg
  br i1 %393, label %noise.done.us, label %feature.body10.us

iter.check:                                       ; preds = %fold_tail.exit.us.thread
  %brmerge243 = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge243, label %feature.body20.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check69, label %vec.epilog.ph, label %vector.body

vector.body:                                      ; preds = %vector.main.loop.iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.main.loop.iter.check ]
  %vec.ind = phi <8 x i64> [ %vec.ind.next, %vector.body ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.main.loop.iter.check ]
  %step.add = add <8 x i64> %vec.ind, splat (i64 8)
  %step.add.2 = add <8 x i64> %vec.ind, splat (i64 16)
  %step.add.3 = add <8 x i64> %vec.ind, splat (i64 24)
  %394 = getelementptr inbounds float, ptr %59, i64 %index
  %395 = getelementptr inbounds nuw i8, ptr %394, i64 32
  %396 = getelementptr inbounds nuw i8, ptr %394, i64 64
  %397 = getelementptr inbounds nuw i8, ptr %394, i64 96
  %wide.load = load <8 x float>, ptr %394, align 4, !alias.scope !18, !noalias !21
  %wide.load70 = load <8 x float>, ptr %395, align 4, !alias.scope !18, !noalias !21
  %wide.load71 = load <8 x float>, ptr %396, align 4, !alias.scope !18, !noalias !21
  %wide.load72 = load <8 x float>, ptr %397, align 4, !alias.scope !18, !noalias !21
  %398 = getelementptr inbounds float, ptr %60, i64 %index
  %399 = getelementptr inbounds nuw i8, ptr %398, i64 32
  %400 = getelementptr inbounds nuw i8, ptr %398, i64 64
  %401 = getelementptr inbounds nuw i8, ptr %398, i64 96
  %wide.load73 = load <8 x float>, ptr %398, align 4, !alias.scope !21
  %wide.load74 = load <8 x float>, ptr %399, align 4, !alias.scope !21
  %wide.load75 = load <8 x float>, ptr %400, align 4, !alias.scope !21
  %wide.load76 = load <8 x float>, ptr %401, align 4, !alias.scope !21
  %402 = fsub <8 x float> %wide.load, %wide.load73
  %403 = fsub <8 x float> %wide.load70, %wide.load74
  %404 = fsub <8 x float> %wide.load71, %wide.load75
  %405 = fsub <8 x float> %wide.load72, %wide.load76
  %406 = fmul <8 x float> %402, splat (float 2.000000e+00)
  %407 = fmul <8 x float> %403, splat (float 2.000000e+00)
  %408 = fmul <8 x float> %404, splat (float 2.000000e+00)
  %409 = fmul <8 x float> %405, splat (float 2.000000e+00)
  %410 = fmul <8 x float> %406, splat (float 5.000000e-01)
  %411 = fmul <8 x float> %407, splat (float 5.000000e-01)
  %412 = fmul <8 x float> %408, splat (float 5.000000e-01)
  %413 = fmul <8 x float> %409, splat (float 5.000000e-01)
  %414 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind)
  %415 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add)
  %416 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.2)
  %417 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %step.add.3)
  %418 = icmp eq <8 x i64> %414, splat (i64 2)
  %419 = icmp eq <8 x i64> %415, splat (i64 2)
  %420 = icmp eq <8 x i64> %416, splat (i64 2)
  %421 = icmp eq <8 x i64> %417, splat (i64 2)
  %422 = select <8 x i1> %418, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %423 = select <8 x i1> %419, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %424 = select <8 x i1> %420, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %425 = select <8 x i1> %421, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %426 = fmul <8 x float> %422, %410
  %427 = fmul <8 x float> %423, %411
  %428 = fmul <8 x float> %424, %412
  %429 = fmul <8 x float> %425, %413
  %430 = fmul <8 x float> %broadcast.splat, %426
  %431 = fmul <8 x float> %broadcast.splat, %427
  %432 = fmul <8 x float> %broadcast.splat, %428
  %433 = fmul <8 x float> %broadcast.splat, %429
  %434 = fsub <8 x float> %wide.load, %430
  %435 = fsub <8 x float> %wide.load70, %431
  %436 = fsub <8 x float> %wide.load71, %432
  %437 = fsub <8 x float> %wide.load72, %433
  %438 = fmul <8 x float> %422, %434
  %439 = fmul <8 x float> %423, %435
  %440 = fmul <8 x float> %424, %436
  %441 = fmul <8 x float> %425, %437
  store <8 x float> %438, ptr %394, align 4, !alias.scope !18, !noalias !21
  store <8 x float> %439, ptr %395, align 4, !alias.scope !18, !noalias !21
  store <8 x float> %440, ptr %396, align 4, !alias.scope !18, !noalias !21
  store <8 x float> %441, ptr %397, align 4, !alias.scope !18, !noalias !21
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <8 x i64> %vec.ind, splat (i64 32)
  %442 = icmp eq i64 %index.next, %n.vec
  br i1 %442, label %middle.block, label %vector.body, !llvm.loop !23

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body20.us.preheader, label %vec.epilog.ph, !prof !4

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert81 = insertelement <8 x i64> poison, i64 %bc.resume.val, i64 0
  %broadcast.splat82 = shufflevector <8 x i64> %broadcast.splatinsert81, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i64> %broadcast.splat82, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index83 = phi i64 [ %bc.resume.val, %vec.epilog.ph ], [ %index.next87, %vec.epilog.vector.body ]
  %vec.ind84 = phi <8 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next88, %vec.epilog.vector.body ]
  %443 = getelementptr inbounds float, ptr %59, i64 %index83
  %wide.load85 = load <8 x float>, ptr %443, align 4, !alias.scope !18, !noalias !21
  %444 = getelementptr inbounds float, ptr %60, i64 %index83
  %wide.load86 = load <8 x float>, ptr %444, align 4, !alias.scope !21
  %445 = fsub <8 x float> %wide.load85, %wide.load86
  %446 = fmul <8 x float> %445, splat (float 2.000000e+00)
  %447 = fmul <8 x float> %446, splat (float 5.000000e-01)
  %448 = tail call range(i64 0, 65) <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %vec.ind84)
  %449 = icmp eq <8 x i64> %448, splat (i64 2)
  %450 = select <8 x i1> %449, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %451 = fmul <8 x float> %450, %447
  %452 = fmul <8 x float> %broadcast.splat80, %451
  %453 = fsub <8 x float> %wide.load85, %452
  %454 = fmul <8 x float> %450, %453
  store <8 x float> %454, ptr %443, align 4, !alias.scope !18, !noalias !21
  %index.next87 = add nuw i64 %index83, 8
  %vec.ind.next88 = add nuw <8 x i64> %vec.ind84, splat (i64 8)
  %455 = icmp eq i64 %index.next87, %n.vec78
  br i1 %455, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !24

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n89, label %noise.done.us, label %feature.body20.us.preheader

feature.body20.us.preheader:                      ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature2236.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec78, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ]
  %.neg236 = or disjoint i64 %feature2236.us.ph, 1
  br i1 %lcmp.mod234.not, label %feature.body20.us.prol.loopexit, label %feature.body20.us.prol

feature.body20.us.prol:                           ; preds = %feature.body20.us.preheader
  %456 = getelementptr inbounds float, ptr %59, i64 %feature2236.us.ph
  %457 = load float, ptr %456, align 4
  %458 = getelementptr inbounds float, ptr %60, i64 %feature2236.us.ph
  %459 = load float, ptr %458, align 4
  %460 = fsub float %457, %459
  %461 = fmul float %460, 2.000000e+00
  %462 = fmul float %461, 5.000000e-01
  %popcount23.us.prol = tail call range(i64 0, 62) i64 @llvm.ctpop.i64(i64 %feature2236.us.ph)
  %463 = icmp eq i64 %popcount23.us.prol, 2
  %grade24.us.prol = select i1 %463, float 1.000000e+00, float 0.000000e+00
  %464 = fmul float %grade24.us.prol, %462
  %465 = fmul float %eta, %464
  %466 = fsub float %457, %465
  %467 = fmul float %grade24.us.prol, %466
  store float %467, ptr %456, align 4
  %468 = or disjoint i64 %feature2236.us.ph, 1
  br label %feature.body20.us.prol.loopexit

feature.body20.us.prol.loopexit:                  ; preds = %feature.body20.us.prol, %feature.body20.us.preheader
  %feature2236.us.unr = phi i64 [ %feature2236.us.ph, %feature.body20.us.preheader ], [ %468, %feature.body20.us.prol ]
  %469 = icmp eq i64 %n_features, %.neg236
  br i1 %469, label %noise.done.us, label %feature.body20.us

feature.body10.us:                                ; preds = %feature.body10.us.prol.loopexit, %feature.body10.us
  %feature1235.us = phi i64 [ %505, %feature.body10.us ], [ %feature1235.us.unr, %feature.body10.us.prol.loopexit ]
  %470 = getelementptr inbounds float, ptr %59, i64 %feature1235.us
  %471 = load float, ptr %470, align 4
  %472 = getelementptr inbounds float, ptr %60, i64 %feature1235.us
  %473 = load float, ptr %472, align 4
  %474 = fsub float %471, %473
  %475 = fmul float %474, 2.000000e+00
  %476 = fmul float %475, 5.000000e-01
  %popcount13.us = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature1235.us)
  %477 = icmp eq i64 %popcount13.us, 2
  %grade14.us = select i1 %477, float 1.000000e+00, float 0.000000e+00
  %478 = fmul float %grade14.us, %476
  %479 = fmul float %eta, %478
  %480 = fsub float %471, %479
  %481 = getelementptr inbounds float, ptr %17, i64 %feature1235.us
  %482 = load float, ptr %481, align 4
  %483 = fmul float %grade14.us, %482
  %484 = fmul float %noise_scale3.us, %483
  %485 = fadd float %484, %480
  %486 = fmul float %grade14.us, %485
  store float %486, ptr %470, align 4
  %487 = add nuw i64 %feature1235.us, 1
  %488 = getelementptr inbounds float, ptr %59, i64 %487
  %489 = load float, ptr %488, align 4
  %490 = getelementptr inbounds float, ptr %60, i64 %487
  %491 = load float, ptr %490, align 4
  %492 = fsub float %489, %491
  %493 = fmul float %492, 2.000000e+00
  %494 = fmul float %493, 5.000000e-01
  %popcount13.us.1 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %487)
  %495 = icmp eq i64 %popcount13.us.1, 2
  %grade14.us.1 = select i1 %495, float 1.000000e+00, float 0.000000e+00
  %496 = fmul float %grade14.us.1, %494
  %497 = fmul float %eta, %496
  %498 = fsub float %489, %497
  %499 = getelementptr inbounds float, ptr %17, i64 %487
  %500 = load float, ptr %499, align 4
  %501 = fmul float %grade14.us.1, %500
  %502 = fmul float %noise_scale3.us, %501
  %503 = fadd float %502, %498
  %504 = fmul float %grade14.us.1, %503
  store float %504, ptr %488, align 4
  %505 = add nuw i64 %feature1235.us, 2
  %exitcond50.not.1 = icmp eq i64 %505, %n_features
  br i1 %exitcond50.not.1, label %noise.done.us, label %feature.body10.us, !llvm.loop !25

noise.done.us:                                    ; preds = %feature.body10.us.prol.loopexit, %feature.body10.us, %feature.body20.us.prol.loopexit, %feature.body20.us, %middle.block119, %middle.block, %vec.epilog.middle.block, %draw.done.us
  %t_next.us = fmul float %anneal_ratio, %temperature1.037.us
  %506 = add nuw i64 %step38.us, 1
  %exitcond52.not = icmp eq i64 %506, %steps
  br i1 %exitcond52.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body20.us:                                ; preds = %feature.body20.us.prol.loopexit, %feature.body20.us
  %feature2236.us = phi i64 [ %532, %feature.body20.us ], [ %feature2236.us.unr, %feature.body20.us.prol.loopexit ]
  %507 = getelementptr inbounds float, ptr %59, i64 %feature2236.us
  %508 = load float, ptr %507, align 4
  %509 = getelementptr inbounds float, ptr %60, i64 %feature2236.us
  %510 = load float, ptr %509, align 4
  %511 = fsub float %508, %510
  %512 = fmul float %511, 2.000000e+00
  %513 = fmul float %512, 5.000000e-01
  %popcount23.us = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature2236.us)
  %514 = icmp eq i64 %popcount23.us, 2
  %grade24.us = select i1 %514, float 1.000000e+00, float 0.000000e+00
  %515 = fmul float %grade24.us, %513
  %516 = fmul float %eta, %515
  %517 = fsub float %508, %516
  %518 = fmul float %grade24.us, %517
  store float %518, ptr %507, align 4
  %519 = add nuw i64 %feature2236.us, 1
  %520 = getelementptr inbounds float, ptr %59, i64 %519
  %521 = load float, ptr %520, align 4
  %522 = getelementptr inbounds float, ptr %60, i64 %519
  %523 = load float, ptr %522, align 4
  %524 = fsub float %521, %523
  %525 = fmul float %524, 2.000000e+00
  %526 = fmul float %525, 5.000000e-01
  %popcount23.us.1 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %519)
  %527 = icmp eq i64 %popcount23.us.1, 2
  %grade24.us.1 = select i1 %527, float 1.000000e+00, float 0.000000e+00
  %528 = fmul float %grade24.us.1, %526
  %529 = fmul float %eta, %528
  %530 = fsub float %521, %529
  %531 = fmul float %grade24.us.1, %530
  store float %531, ptr %520, align 4
  %532 = add nuw i64 %feature2236.us, 2
  %exitcond51.not.1 = icmp eq i64 %532, %n_features
  br i1 %exitcond51.not.1, label %noise.done.us, label %feature.body20.us, !llvm.loop !26

fold_tail.body.us:                                ; preds = %fold_tail.body.us.preheader, %fold_tail.body.us
  %fold_tail34.us = phi i64 [ %564, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %fold_value.033.us = phi float [ %563, %fold_tail.body.us ], [ 0.000000e+00, %fold_tail.body.us.preheader ]
  %niter = phi i64 [ %niter.next.7, %fold_tail.body.us ], [ 0, %fold_tail.body.us.preheader ]
  %533 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail34.us
  %534 = load float, ptr %533, align 4
  %535 = fadd float %fold_value.033.us, %534
  %536 = getelementptr float, ptr %scratch, i64 %fold_tail34.us
  %537 = getelementptr i8, ptr %536, i64 4
  %538 = load float, ptr %537, align 4
  %539 = fadd float %535, %538
  %540 = getelementptr float, ptr %scratch, i64 %fold_tail34.us
  %541 = getelementptr i8, ptr %540, i64 8
  %542 = load float, ptr %541, align 4
  %543 = fadd float %539, %542
  %544 = getelementptr float, ptr %scratch, i64 %fold_tail34.us
  %545 = getelementptr i8, ptr %544, i64 12
  %546 = load float, ptr %545, align 4
  %547 = fadd float %543, %546
  %548 = getelementptr float, ptr %scratch, i64 %fold_tail34.us
  %549 = getelementptr i8, ptr %548, i64 16
  %550 = load float, ptr %549, align 4
  %551 = fadd float %547, %550
  %552 = getelementptr float, ptr %scratch, i64 %fold_tail34.us
  %553 = getelementptr i8, ptr %552, i64 20
  %554 = load float, ptr %553, align 4
  %555 = fadd float %551, %554
  %556 = getelementptr float, ptr %scratch, i64 %fold_tail34.us
  %557 = getelementptr i8, ptr %556, i64 24
  %558 = load float, ptr %557, align 4
  %559 = fadd float %555, %558
  %560 = getelementptr float, ptr %scratch, i64 %fold_tail34.us
  %561 = getelementptr i8, ptr %560, i64 28
  %562 = load float, ptr %561, align 4
  %563 = fadd float %559, %562
  %564 = add nuw i64 %fold_tail34.us, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold_tail.exit.us.thread.unr-lcssa, label %fold_tail.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature32.us = phi i64 [ %596, %feature.body.us ], [ %feature32.us.unr, %feature.body.us.prol.loopexit ]
  %565 = getelementptr inbounds float, ptr %59, i64 %feature32.us
  %566 = load float, ptr %565, align 4
  %popcount.us = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %feature32.us)
  %567 = icmp eq i64 %popcount.us, 2
  %grade.us = select i1 %567, float 1.000000e+00, float 0.000000e+00
  %568 = fmul float %grade.us, %566
  %569 = fsub float %566, %568
  %570 = fmul float %569, %569
  %571 = getelementptr inbounds float, ptr %scratch, i64 %feature32.us
  store float %570, ptr %571, align 4
  %572 = add nuw i64 %feature32.us, 1
  %573 = getelementptr inbounds float, ptr %59, i64 %572
  %574 = load float, ptr %573, align 4
  %popcount.us.1 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %572)
  %575 = icmp eq i64 %popcount.us.1, 2
  %grade.us.1 = select i1 %575, float 1.000000e+00, float 0.000000e+00
  %576 = fmul float %grade.us.1, %574
  %577 = fsub float %574, %576
  %578 = fmul float %577, %577
  %579 = getelementptr inbounds float, ptr %scratch, i64 %572
  store float %578, ptr %579, align 4
  %580 = add nuw i64 %feature32.us, 2
  %581 = getelementptr inbounds float, ptr %59, i64 %580
  %582 = load float, ptr %581, align 4
  %popcount.us.2 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %580)
  %583 = icmp eq i64 %popcount.us.2, 2
  %grade.us.2 = select i1 %583, float 1.000000e+00, float 0.000000e+00
  %584 = fmul float %grade.us.2, %582
  %585 = fsub float %582, %584
  %586 = fmul float %585, %585
  %587 = getelementptr inbounds float, ptr %scratch, i64 %580
  store float %586, ptr %587, align 4
  %588 = add nuw i64 %feature32.us, 3
  %589 = getelementptr inbounds float, ptr %59, i64 %588
  %590 = load float, ptr %589, align 4
  %popcount.us.3 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %588)
  %591 = icmp eq i64 %popcount.us.3, 2
  %grade.us.3 = select i1 %591, float 1.000000e+00, float 0.000000e+00
  %592 = fmul float %grade.us.3, %590
  %593 = fsub float %590, %592
  %594 = fmul float %593, %593
  %595 = getelementptr inbounds float, ptr %scratch, i64 %588
  store float %594, ptr %595, align 4
  %596 = add nuw i64 %feature32.us, 4
  %exitcond48.not.3 = icmp eq i64 %596, %n_features
  br i1 %exitcond48.not.3, label %fold_tail.body.us.preheader, label %feature.body.us, !llvm.loop !27

noise.body.lr.ph.us:                              ; preds = %step.body.us
  %key1_step.us = add i64 %step38.us, %key1
  %597 = lshr i64 %key1_step.us, 32
  %598 = mul nuw i64 %597, 3449720151
  %599 = lshr i64 %598, 32
  %600 = xor i64 %key0, %599
  %601 = xor i64 %600, %key1_step.us
  %602 = and i64 %601, 4294967295
  %603 = mul nuw i64 %602, 3528531795
  %604 = lshr i64 %603, 32
  %605 = xor i64 %604, %21
  br i1 %min.iters.check168, label %noise.body.us.preheader, label %vector.ph169

vector.ph169:                                     ; preds = %noise.body.lr.ph.us
  %broadcast.splatinsert176 = insertelement <8 x i64> poison, i64 %605, i64 0
  %broadcast.splat177 = shufflevector <8 x i64> %broadcast.splatinsert176, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %598, %20
  %.scalar221 = and i64 %.scalar, 4294967295
  %606 = insertelement <8 x i64> poison, i64 %.scalar221, i64 0
  %.masked = shufflevector <8 x i64> %606, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar222 = xor i64 %603, %23
  %.scalar223 = and i64 %.scalar222, 4294967295
  %607 = insertelement <8 x i64> poison, i64 %.scalar223, i64 0
  %.masked220 = shufflevector <8 x i64> %607, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body212

vector.body212:                                   ; preds = %vector.body212, %vector.ph169
  %index213 = phi i64 [ 0, %vector.ph169 ], [ %index.next215, %vector.body212 ]
  %vec.ind214 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph169 ], [ %vec.ind.next216, %vector.body212 ]
  %608 = add <8 x i64> %vec.ind214, %broadcast.splat179
  %609 = and <8 x i64> %608, splat (i64 4294967295)
  %610 = mul nuw <8 x i64> %609, splat (i64 3528531795)
  %611 = xor <8 x i64> %608, %broadcast.splat181
  %612 = xor <8 x i64> %611, %610
  %613 = lshr <8 x i64> %612, splat (i64 32)
  %614 = mul nuw <8 x i64> %613, splat (i64 3449720151)
  %615 = lshr <8 x i64> %614, splat (i64 32)
  %616 = xor <8 x i64> %broadcast.splat177, %610
  %617 = xor <8 x i64> %.masked, %615
  %618 = mul nuw <8 x i64> %617, splat (i64 3528531795)
  %619 = and <8 x i64> %616, splat (i64 4294967295)
  %620 = mul nuw <8 x i64> %619, splat (i64 3449720151)
  %621 = lshr <8 x i64> %618, splat (i64 32)
  %622 = lshr <8 x i64> %620, splat (i64 32)
  %623 = xor <8 x i64> %622, %broadcast.splat185
  %624 = xor <8 x i64> %623, %614
  %625 = and <8 x i64> %624, splat (i64 4294967295)
  %626 = mul nuw <8 x i64> %625, splat (i64 3528531795)
  %627 = xor <8 x i64> %.masked220, %621
  %628 = mul nuw <8 x i64> %627, splat (i64 3449720151)
  %629 = lshr <8 x i64> %626, splat (i64 32)
  %630 = lshr <8 x i64> %628, splat (i64 32)
  %631 = xor <8 x i64> %broadcast.splat189, %630
  %632 = xor <8 x i64> %631, %620
  %633 = xor <8 x i64> %629, %broadcast.splat191
  %634 = xor <8 x i64> %633, %618
  %635 = and <8 x i64> %632, splat (i64 4294967295)
  %636 = mul nuw <8 x i64> %635, splat (i64 3528531795)
  %637 = and <8 x i64> %634, splat (i64 4294967295)
  %638 = mul nuw <8 x i64> %637, splat (i64 3449720151)
  %639 = lshr <8 x i64> %636, splat (i64 32)
  %640 = lshr <8 x i64> %638, splat (i64 32)
  %641 = xor <8 x i64> %640, %broadcast.splat193
  %642 = xor <8 x i64> %641, %628
  %643 = xor <8 x i64> %broadcast.splat195, %639
  %644 = xor <8 x i64> %643, %626
  %645 = and <8 x i64> %642, splat (i64 4294967295)
  %646 = mul nuw <8 x i64> %645, splat (i64 3528531795)
  %647 = and <8 x i64> %644, splat (i64 4294967295)
  %648 = mul nuw <8 x i64> %647, splat (i64 3449720151)
  %649 = lshr <8 x i64> %646, splat (i64 32)
  %650 = lshr <8 x i64> %648, splat (i64 32)
  %651 = xor <8 x i64> %broadcast.splat197, %650
  %652 = xor <8 x i64> %651, %638
  %653 = xor <8 x i64> %649, %broadcast.splat199
  %654 = xor <8 x i64> %653, %636
  %655 = and <8 x i64> %652, splat (i64 4294967295)
  %656 = mul nuw <8 x i64> %655, splat (i64 3528531795)
  %657 = and <8 x i64> %654, splat (i64 4294967295)
  %658 = mul nuw <8 x i64> %657, splat (i64 3449720151)
  %659 = lshr <8 x i64> %656, splat (i64 32)
  %660 = lshr <8 x i64> %658, splat (i64 32)
  %661 = xor <8 x i64> %660, %broadcast.splat201
  %662 = xor <8 x i64> %661, %648
  %663 = xor <8 x i64> %broadcast.splat203, %659
  %664 = xor <8 x i64> %663, %646
  %665 = and <8 x i64> %662, splat (i64 4294967295)
  %666 = mul nuw <8 x i64> %665, splat (i64 3528531795)
  %667 = and <8 x i64> %664, splat (i64 4294967295)
  %668 = mul nuw <8 x i64> %667, splat (i64 3449720151)
  %669 = lshr <8 x i64> %666, splat (i64 32)
  %670 = lshr <8 x i64> %668, splat (i64 32)
  %671 = xor <8 x i64> %broadcast.splat205, %670
  %672 = xor <8 x i64> %671, %658
  %673 = xor <8 x i64> %669, %broadcast.splat207
  %674 = xor <8 x i64> %673, %656
  %675 = and <8 x i64> %672, splat (i64 4294967295)
  %676 = mul nuw <8 x i64> %675, splat (i64 3528531795)
  %677 = lshr <8 x i64> %676, splat (i64 32)
  %678 = trunc <8 x i64> %674 to <8 x i32>
  %679 = mul <8 x i32> %678, splat (i32 -845247145)
  %680 = xor <8 x i64> %broadcast.splat209, %677
  %681 = xor <8 x i64> %680, %666
  %682 = and <8 x i64> %681, splat (i64 4294967295)
  %683 = mul nuw <8 x i64> %682, splat (i64 3449720151)
  %684 = lshr <8 x i64> %683, splat (i64 32)
  %685 = trunc nuw <8 x i64> %684 to <8 x i32>
  %686 = trunc <8 x i64> %683 to <8 x i32>
  %687 = xor <8 x i32> %679, %broadcast.splat211
  %688 = xor <8 x i32> %687, %685
  %689 = uitofp <8 x i32> %688 to <8 x double>
  %690 = fadd <8 x double> %689, splat (double 5.000000e-01)
  %691 = fmul <8 x double> %690, splat (double 0x3DF0000000000000)
  %692 = uitofp <8 x i32> %686 to <8 x double>
  %693 = fadd <8 x double> %692, splat (double 5.000000e-01)
  %694 = fmul <8 x double> %693, splat (double 0x3DF0000000000000)
  %695 = fcmp olt <8 x double> %691, splat (double 0x10000000000000)
  %696 = fmul <8 x double> %691, splat (double 0x4350000000000000)
  %697 = select <8 x i1> %695, <8 x double> %696, <8 x double> %691
  %698 = select <8 x i1> %695, <8 x i64> splat (i64 -1077), <8 x i64> splat (i64 -1023)
  %699 = bitcast <8 x double> %697 to <8 x i64>
  %700 = lshr <8 x i64> %699, splat (i64 32)
  %701 = add nuw nsw <8 x i64> %700, splat (i64 614242)
  %702 = lshr <8 x i64> %701, splat (i64 20)
  %703 = add nsw <8 x i64> %702, %698
  %704 = shl <8 x i64> %701, splat (i64 32)
  %705 = and <8 x i64> %704, splat (i64 4503595332403200)
  %706 = add nuw nsw <8 x i64> %705, splat (i64 4604544269498187776)
  %707 = and <8 x i64> %699, splat (i64 4294967295)
  %708 = or disjoint <8 x i64> %706, %707
  %709 = bitcast <8 x i64> %708 to <8 x double>
  %710 = fadd <8 x double> %709, splat (double -1.000000e+00)
  %711 = fmul <8 x double> %710, splat (double 5.000000e-01)
  %712 = fmul <8 x double> %710, %711
  %713 = fadd <8 x double> %710, splat (double 2.000000e+00)
  %714 = fdiv <8 x double> %710, %713
  %715 = fmul <8 x double> %714, %714
  %716 = fmul <8 x double> %715, %715
  %717 = fmul <8 x double> %716, splat (double 0x3FC39A09D078C69F)
  %718 = fadd <8 x double> %717, splat (double 0x3FCC71C51D8E78AF)
  %719 = fmul <8 x double> %716, %718
  %720 = fadd <8 x double> %719, splat (double 0x3FD999999997FA04)
  %721 = fmul <8 x double> %716, %720
  %722 = fmul <8 x double> %716, splat (double 0x3FC2F112DF3E5244)
  %723 = fadd <8 x double> %722, splat (double 0x3FC7466496CB03DE)
  %724 = fmul <8 x double> %716, %723
  %725 = fadd <8 x double> %724, splat (double 0x3FD2492494229359)
  %726 = fmul <8 x double> %716, %725
  %727 = fadd <8 x double> %726, splat (double 0x3FE5555555555593)
  %728 = fmul <8 x double> %715, %727
  %729 = fadd <8 x double> %721, %728
  %730 = sitofp <8 x i64> %703 to <8 x double>
  %731 = fadd <8 x double> %712, %729
  %732 = fmul <8 x double> %714, %731
  %733 = fmul <8 x double> %730, splat (double 0x3DEA39EF35793C76)
  %734 = fadd <8 x double> %733, %732
  %735 = fsub <8 x double> %734, %712
  %736 = fadd <8 x double> %710, %735
  %737 = fmul <8 x double> %730, splat (double 0x3FE62E42FEE00000)
  %738 = fadd <8 x double> %737, %736
  %739 = fcmp oeq <8 x double> %691, splat (double 0x7FF0000000000000)
  %740 = fcmp oeq <8 x double> %691, zeroinitializer
  %741 = fmul <8 x double> %738, splat (double -2.000000e+00)
  %742 = select <8 x i1> %739, <8 x double> splat (double 0xFFF0000000000000), <8 x double> %741
  %743 = select <8 x i1> %740, <8 x double> splat (double 0x7FF0000000000000), <8 x double> %742
  %744 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %743)
  %745 = fmul <8 x double> %694, splat (double 0x401921FB54442D18)
  %746 = fmul <8 x double> %745, splat (double 0x3FE45F306DC9C883)
  %747 = fadd <8 x double> %746, splat (double 0x4338000000000000)
  %748 = bitcast <8 x double> %747 to <8 x i64>
  %749 = fadd <8 x double> %747, splat (double 0xC338000000000000)
  %750 = fmul <8 x double> %749, splat (double 0x3FF921FB54400000)
  %751 = fsub <8 x double> %745, %750
  %752 = fmul <8 x double> %749, splat (double 0x3DD0B4611A626331)
  %753 = fmul <8 x double> %749, splat (double 0x3DD0B4611A600000)
  %754 = fsub <8 x double> %751, %753
  %755 = fmul <8 x double> %749, splat (double 0x3BA3198A2E037073)
  %756 = fsub <8 x double> %751, %754
  %757 = fsub <8 x double> %756, %753
  %758 = fsub <8 x double> %755, %757
  %759 = fmul <8 x double> %749, splat (double 0x3BA3198A2E000000)
  %760 = fsub <8 x double> %754, %759
  %761 = fmul <8 x double> %749, splat (double 0x397B839A252049C1)
  %762 = fsub <8 x double> %754, %760
  %763 = fsub <8 x double> %762, %759
  %764 = fsub <8 x double> %761, %763
  %765 = fsub <8 x double> %751, %752
  %766 = fsub <8 x double> %754, %758
  %767 = bitcast <8 x double> %745 to <8 x i64>
  %768 = lshr <8 x i64> %767, splat (i64 52)
  %769 = and <8 x i64> %768, splat (i64 2047)
  %770 = bitcast <8 x double> %765 to <8 x i64>
  %771 = lshr <8 x i64> %770, splat (i64 52)
  %772 = and <8 x i64> %771, splat (i64 2047)
  %773 = bitcast <8 x double> %766 to <8 x i64>
  %774 = lshr <8 x i64> %773, splat (i64 52)
  %775 = and <8 x i64> %774, splat (i64 2047)
  %776 = add nuw nsw <8 x i64> %772, splat (i64 16)
  %777 = icmp samesign ult <8 x i64> %776, %769
  %778 = add nuw nsw <8 x i64> %775, splat (i64 49)
  %779 = icmp samesign ult <8 x i64> %778, %769
  %780 = select <8 x i1> %779, <8 x double> %760, <8 x double> %754
  %781 = select <8 x i1> %779, <8 x double> %764, <8 x double> %758
  %782 = select <8 x i1> %777, <8 x double> %780, <8 x double> %751
  %783 = select <8 x i1> %777, <8 x double> %781, <8 x double> %752
  %784 = fsub <8 x double> %782, %783
  %785 = fsub <8 x double> %782, %784
  %786 = fsub <8 x double> %785, %783
  %787 = fmul <8 x double> %784, %784
  %788 = fmul <8 x double> %787, %787
  %789 = fmul <8 x double> %787, splat (double 0x3EFA01A019CB1590)
  %790 = fadd <8 x double> %789, splat (double 0xBF56C16C16C15177)
  %791 = fmul <8 x double> %787, %790
  %792 = fadd <8 x double> %791, splat (double 0x3FA555555555554C)
  %793 = fmul <8 x double> %787, %792
  %794 = fmul <8 x double> %787, splat (double 0x3DA8FAE9BE8838D4)
  %795 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %794
  %796 = fmul <8 x double> %787, %795
  %797 = fadd <8 x double> %796, splat (double 0xBE927E4F809C52AD)
  %798 = fmul <8 x double> %788, %788
  %799 = fmul <8 x double> %798, %797
  %800 = fadd <8 x double> %793, %799
  %801 = fmul <8 x double> %787, splat (double 5.000000e-01)
  %802 = fsub <8 x double> splat (double 1.000000e+00), %801
  %803 = fsub <8 x double> splat (double 1.000000e+00), %802
  %804 = fsub <8 x double> %803, %801
  %805 = fmul <8 x double> %787, %800
  %806 = fmul <8 x double> %784, %786
  %807 = fsub <8 x double> %805, %806
  %808 = fadd <8 x double> %804, %807
  %809 = fadd <8 x double> %802, %808
  %810 = fmul <8 x double> %787, splat (double 0x3EC71DE357B1FE7D)
  %811 = fadd <8 x double> %810, splat (double 0xBF2A01A019C161D5)
  %812 = fmul <8 x double> %787, %811
  %813 = fadd <8 x double> %812, splat (double 0x3F8111111110F8A6)
  %814 = fmul <8 x double> %787, splat (double 0x3DE5D93A5ACFD57C)
  %815 = fadd <8 x double> %814, splat (double 0xBE5AE5E68A2B9CEB)
  %816 = fmul <8 x double> %787, %788
  %817 = fmul <8 x double> %816, %815
  %818 = fadd <8 x double> %817, %813
  %819 = fmul <8 x double> %784, %787
  %820 = fmul <8 x double> %786, splat (double 5.000000e-01)
  %821 = fmul <8 x double> %819, %818
  %822 = fsub <8 x double> %820, %821
  %823 = fmul <8 x double> %787, %822
  %824 = fsub <8 x double> %823, %786
  %825 = fmul <8 x double> %819, splat (double 0x3FC5555555555549)
  %826 = fadd <8 x double> %824, %825
  %827 = fsub <8 x double> %784, %826
  %828 = fneg <8 x double> %809
  %829 = fneg <8 x double> %827
  %830 = and <8 x i64> %748, splat (i64 1)
  %831 = and <8 x i64> %748, splat (i64 2)
  %832 = icmp eq <8 x i64> %830, zeroinitializer
  %833 = icmp eq <8 x i64> %831, zeroinitializer
  %834 = select <8 x i1> %833, <8 x double> %809, <8 x double> %828
  %835 = select <8 x i1> %833, <8 x double> %829, <8 x double> %827
  %836 = select <8 x i1> %832, <8 x double> %834, <8 x double> %835
  %837 = fcmp olt <8 x double> %745, splat (double 0x413921FB00000000)
  %838 = select <8 x i1> %837, <8 x double> %836, <8 x double> splat (double 0x7FF8000000000000)
  %839 = fmul <8 x double> %838, %744
  %840 = fptrunc <8 x double> %839 to <8 x float>
  %841 = getelementptr inbounds float, ptr %17, i64 %index213
  store <8 x float> %840, ptr %841, align 4
  %index.next215 = add nuw i64 %index213, 8
  %vec.ind.next216 = add nuw <8 x i64> %vec.ind214, splat (i64 8)
  %842 = icmp eq i64 %index.next215, %n.vec171
  br i1 %842, label %middle.block217, label %vector.body212, !llvm.loop !28

middle.block217:                                  ; preds = %vector.body212
  br i1 %cmp.n218, label %iter.check128, label %noise.body.us.preheader

noise.body.us.preheader:                          ; preds = %noise.body.lr.ph.us, %middle.block217
  %noise31.us.ph = phi i64 [ 0, %noise.body.lr.ph.us ], [ %n.vec171, %middle.block217 ]
  %invariant.op = xor i64 %20, %598
  %invariant.op241 = xor i64 %23, %603
  br label %noise.body.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done.us
  %843 = add nuw i64 %row39.us, 1
  %exitcond53.not = icmp eq i64 %843, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond53.not, label %row.exit, label %row.body.us

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.us, %row.body.lr.ph, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.ctpop.v8i64(<8 x i64>) #2

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
!4 = !{!"branch_weights", i32 8, i32 24}
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
!18 = !{!19}
!19 = distinct !{!19, !20}
!20 = distinct !{!20, !"LVerDomain"}
!21 = !{!22}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !2, !1}
!24 = distinct !{!24, !2, !1}
!25 = distinct !{!25, !2}
!26 = distinct !{!26, !2}
!27 = distinct !{!27, !2}
!28 = distinct !{!28, !2, !1}
