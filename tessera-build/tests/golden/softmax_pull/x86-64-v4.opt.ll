; ModuleID = 'softmax_pull'
source_filename = "softmax_pull.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_softmax_pull_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %state = load ptr, ptr %args, align 8
  %state195 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %input_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %scratch = load ptr, ptr %1, align 8
  %scratch194 = ptrtoint ptr %scratch to i64
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
  %.idx = shl i64 %n_features, 3
  %16 = getelementptr i8, ptr %scratch, i64 %.idx
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not = icmp eq i64 %steps, 0
  %draw.not = icmp eq i32 %draw_noise, 0
  %.not93 = icmp eq i64 %n_features, 0
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
  %35 = getelementptr float, ptr %scratch, i64 %n_features
  %blocks_end = and i64 %n_features, -8
  %.not96 = icmp eq i64 %blocks_end, 0
  %.not97 = icmp eq i64 %blocks_end, %n_features
  br i1 %.not, label %row.exit, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %36 = mul i64 %row_begin, %n_features
  %37 = shl i64 %36, 2
  %38 = shl i64 %n_features, 2
  %39 = shl i64 %row_begin, 2
  %40 = add i64 %39, 4
  %41 = mul i64 %n_features, %40
  %42 = shl i64 %n_features, 2
  %43 = mul i64 %n_features, 12
  %scevgep160 = getelementptr i8, ptr %scratch, i64 %43
  %44 = mul i64 %row_begin, %n_features
  %45 = shl i64 %44, 2
  %46 = add i64 %45, %state195
  %47 = sub i64 %scratch194, %46
  %48 = mul i64 %n_features, -4
  %49 = shl i64 %row_begin, 2
  %50 = sub i64 4, %49
  %51 = mul i64 %n_features, %50
  %52 = add i64 %51, %scratch194
  %53 = sub i64 %52, %state195
  %54 = mul i64 %n_features, -4
  %55 = mul i64 %row_begin, %n_features
  %56 = shl i64 %55, 2
  %57 = add i64 %56, %state195
  %58 = sub i64 %scratch194, %57
  %59 = mul i64 %n_features, 12
  %scevgep238 = getelementptr i8, ptr %scratch, i64 %59
  %60 = mul i64 %n_features, -8
  %61 = add i64 %n_features, -1
  %62 = add i64 %blocks_end, -1
  %63 = lshr i64 %62, 3
  %64 = add nuw nsw i64 %63, 1
  %min.iters.check258 = icmp ult i64 %n_features, 8
  %diff.check256 = icmp ult i64 %60, 32
  %or.cond311 = or i1 %min.iters.check258, %diff.check256
  %n.vec261 = and i64 %n_features, -8
  %broadcast.splatinsert270 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat271 = shufflevector <8 x i64> %broadcast.splatinsert270, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert274 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat275 = shufflevector <8 x i64> %broadcast.splatinsert274, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert278 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat279 = shufflevector <8 x i64> %broadcast.splatinsert278, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert280 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat281 = shufflevector <8 x i64> %broadcast.splatinsert280, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert282 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat283 = shufflevector <8 x i64> %broadcast.splatinsert282, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert284 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat285 = shufflevector <8 x i64> %broadcast.splatinsert284, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert286 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat287 = shufflevector <8 x i64> %broadcast.splatinsert286, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert288 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat289 = shufflevector <8 x i64> %broadcast.splatinsert288, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert290 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat291 = shufflevector <8 x i64> %broadcast.splatinsert290, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert292 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat293 = shufflevector <8 x i64> %broadcast.splatinsert292, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert294 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat295 = shufflevector <8 x i64> %broadcast.splatinsert294, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert296 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat297 = shufflevector <8 x i64> %broadcast.splatinsert296, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert298 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat299 = shufflevector <8 x i64> %broadcast.splatinsert298, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert300 = insertelement <8 x i32> poison, i32 %34, i64 0
  %broadcast.splat301 = shufflevector <8 x i32> %broadcast.splatinsert300, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n308 = icmp eq i64 %n_features, %n.vec261
  %min.iters.check243 = icmp ult i64 %n_features, 8
  %bound0239 = icmp ult ptr %16, %35
  %bound1240 = icmp ult ptr %scratch, %scevgep238
  %found.conflict241 = and i1 %bound0239, %bound1240
  %n.vec246 = and i64 %n_features, -8
  %cmp.n253 = icmp eq i64 %n_features, %n.vec246
  %min.iters.check215 = icmp ult i64 %n_features, 4
  %min.iters.check217 = icmp ult i64 %n_features, 32
  %n.mod.vf219 = and i64 %n_features, 28
  %n.vec220 = and i64 %n_features, -32
  %cmp.n229 = icmp eq i64 %n_features, %n.vec220
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf219, 0
  %n.vec231 = and i64 %n_features, -4
  %cmp.n235 = icmp eq i64 %n_features, %n.vec231
  %xtraiter327 = and i64 %64, 3
  %65 = icmp ult i64 %blocks_end, 25
  %unroll_iter = and i64 %64, 4611686018427387900
  %lcmp.mod328.not = icmp eq i64 %xtraiter327, 0
  %lcmp.mod331 = icmp ne i64 %xtraiter327, 0
  %xtraiter332 = and i64 %64, 3
  %66 = icmp ult i64 %blocks_end, 25
  %unroll_iter338 = and i64 %64, 4611686018427387900
  %lcmp.mod334.not = icmp eq i64 %xtraiter332, 0
  %lcmp.mod337 = icmp ne i64 %xtraiter332, 0
  %min.iters.check197 = icmp ult i64 %n_features, 8
  %n.vec200 = and i64 %n_features, -8
  %cmp.n208 = icmp eq i64 %n_features, %n.vec200
  %xtraiter340 = and i64 %n_features, 7
  %67 = icmp ult i64 %61, 7
  %unroll_iter345 = and i64 %n_features, -8
  %lcmp.mod342.not = icmp eq i64 %xtraiter340, 0
  %lcmp.mod344 = icmp ne i64 %xtraiter340, 0
  %min.iters.check = icmp ult i64 %n_features, 8
  %n.vec171 = and i64 %n_features, -8
  %broadcast.splatinsert178 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat179 = shufflevector <8 x float> %broadcast.splatinsert178, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n191 = icmp eq i64 %n_features, %n.vec171
  %n.vec = and i64 %n_features, -8
  %broadcast.splatinsert152 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat153 = shufflevector <8 x float> %broadcast.splatinsert152, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header.step.exit_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header.step.exit_crit_edge.us ]
  %row92.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %1274, %step.header.step.exit_crit_edge.us ]
  %68 = mul i64 %54, %indvar
  %69 = add i64 %53, %68
  %70 = add i64 %58, %68
  %71 = mul i64 %48, %indvar
  %72 = add i64 %47, %71
  %73 = mul i64 %42, %indvar
  %74 = add i64 %37, %73
  %scevgep156 = getelementptr i8, ptr %state, i64 %74
  %75 = add i64 %41, %73
  %scevgep157 = getelementptr i8, ptr %state, i64 %75
  %scevgep158 = getelementptr i8, ptr %input_0, i64 %74
  %scevgep159 = getelementptr i8, ptr %input_0, i64 %75
  %76 = mul i64 %38, %indvar
  %77 = add i64 %37, %76
  %scevgep = getelementptr i8, ptr %state, i64 %77
  %78 = add i64 %41, %76
  %scevgep145 = getelementptr i8, ptr %state, i64 %78
  %scevgep146 = getelementptr i8, ptr %input_0, i64 %77
  %scevgep147 = getelementptr i8, ptr %input_0, i64 %78
  %row_offset.us = mul i64 %row92.us, %n_features
  %79 = getelementptr inbounds float, ptr %state, i64 %row_offset.us
  %80 = getelementptr inbounds float, ptr %input_0, i64 %row_offset.us
  %broadcast.splatinsert268 = insertelement <8 x i64> poison, i64 %row_offset.us, i64 0
  %broadcast.splat269 = shufflevector <8 x i64> %broadcast.splatinsert268, <8 x i64> poison, <8 x i32> zeroinitializer
  %diff.check211 = icmp ult i64 %69, 128
  %diff.check212 = icmp ult i64 %70, 128
  %conflict.rdx213 = or i1 %diff.check211, %diff.check212
  %diff.check = icmp ult i64 %72, 32
  %or.cond = select i1 %min.iters.check197, i1 true, i1 %diff.check
  %bound0161 = icmp ult ptr %scevgep156, %scevgep159
  %bound1162 = icmp ult ptr %scevgep158, %scevgep157
  %found.conflict163 = and i1 %bound0161, %bound1162
  %bound0164 = icmp ult ptr %scevgep156, %scevgep160
  %bound1165 = icmp ult ptr %16, %scevgep157
  %found.conflict166 = and i1 %bound0164, %bound1165
  %conflict.rdx = or i1 %found.conflict163, %found.conflict166
  %bound0 = icmp ult ptr %scevgep, %scevgep147
  %bound1 = icmp ult ptr %scevgep146, %scevgep145
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body.us

step.body.us:                                     ; preds = %row.body.us, %noise.done.us
  %step91.us = phi i64 [ 0, %row.body.us ], [ %894, %noise.done.us ]
  %temperature1.090.us = phi float [ %temperature, %row.body.us ], [ %t_next.us, %noise.done.us ]
  %81 = fmul float %two_eta, %temperature1.090.us
  %82 = fcmp ogt float %81, 0.000000e+00
  %83 = tail call float @llvm.sqrt.f32(float %81)
  %84 = select i1 %82, float %83, float 0.000000e+00
  %noise_scale3.us = select i1 %anneal2.not, float %noise_scale, float %84
  %key1_step.us = add i64 %step91.us, %key1
  br i1 %draw.not, label %draw.done.us, label %philox.header.preheader.us

noise.body.us:                                    ; preds = %noise.body.us.preheader320, %noise.body.us
  %noise65.us = phi i64 [ %213, %noise.body.us ], [ %noise65.us.ph, %noise.body.us.preheader320 ]
  %85 = getelementptr inbounds float, ptr %16, i64 %noise65.us
  %w0.us = load i32, ptr %85, align 4
  %86 = getelementptr inbounds float, ptr %scratch, i64 %noise65.us
  %w1.us = load i32, ptr %86, align 4
  %87 = uitofp i32 %w0.us to double
  %88 = fadd double %87, 5.000000e-01
  %89 = fmul double %88, 0x3DF0000000000000
  %90 = uitofp i32 %w1.us to double
  %91 = fadd double %90, 5.000000e-01
  %92 = fmul double %91, 0x3DF0000000000000
  %93 = bitcast double %89 to i64
  %94 = lshr i64 %93, 32
  %95 = add nuw nsw i64 %94, 614242
  %96 = lshr i64 %95, 20
  %97 = add nsw i64 %96, -1023
  %98 = shl nuw i64 %95, 32
  %99 = and i64 %98, 4503595332403200
  %100 = add nuw nsw i64 %99, 4604544269498187776
  %101 = and i64 %93, 4294967295
  %102 = or disjoint i64 %100, %101
  %103 = bitcast i64 %102 to double
  %104 = fadd double %103, -1.000000e+00
  %105 = fmul double %104, 5.000000e-01
  %106 = fmul double %104, %105
  %107 = fadd double %104, 2.000000e+00
  %108 = fdiv double %104, %107
  %109 = fmul double %108, %108
  %110 = fmul double %109, %109
  %111 = fmul double %110, 0x3FC2F112DF3E5244
  %112 = fadd double %111, 0x3FC7466496CB03DE
  %113 = insertelement <2 x double> poison, double %110, i64 0
  %114 = shufflevector <2 x double> %113, <2 x double> poison, <2 x i32> zeroinitializer
  %115 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %112, i64 1
  %116 = fmul <2 x double> %114, %115
  %117 = fadd <2 x double> %116, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %118 = fmul <2 x double> %114, %117
  %119 = fadd <2 x double> %118, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %120 = insertelement <2 x double> %113, double %109, i64 1
  %121 = fmul <2 x double> %120, %119
  %shift = shufflevector <2 x double> %121, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %121, %shift
  %122 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %123 = sitofp i64 %97 to double
  %124 = fadd double %106, %122
  %125 = fmul double %108, %124
  %126 = fmul double %123, 0x3DEA39EF35793C76
  %127 = fadd double %126, %125
  %128 = fsub double %127, %106
  %129 = fadd double %104, %128
  %130 = fmul double %123, 0x3FE62E42FEE00000
  %131 = fadd double %130, %129
  %132 = fmul double %131, -2.000000e+00
  %133 = tail call double @llvm.sqrt.f64(double %132)
  %134 = fmul double %92, 0x401921FB54442D18
  %135 = fmul double %134, 0x3FE45F306DC9C883
  %136 = fadd double %135, 0x4338000000000000
  %137 = bitcast double %136 to i64
  %138 = fadd double %136, 0xC338000000000000
  %139 = fmul double %138, 0x3FF921FB54400000
  %140 = fsub double %134, %139
  %141 = fmul double %138, 0x3DD0B4611A626331
  %142 = fmul double %138, 0x3DD0B4611A600000
  %143 = fsub double %140, %142
  %144 = fmul double %138, 0x3BA3198A2E037073
  %145 = fsub double %140, %143
  %146 = fsub double %145, %142
  %147 = fsub double %144, %146
  %148 = fsub double %140, %141
  %149 = insertelement <2 x double> poison, double %148, i64 0
  %150 = insertelement <2 x double> %149, double %134, i64 1
  %151 = bitcast <2 x double> %150 to <2 x i64>
  %152 = lshr <2 x i64> %151, splat (i64 52)
  %153 = and <2 x i64> %152, splat (i64 2047)
  %154 = extractelement <2 x i64> %153, i64 0
  %155 = add nuw nsw i64 %154, 16
  %156 = extractelement <2 x i64> %153, i64 1
  %157 = icmp samesign ult i64 %155, %156
  %158 = select i1 %157, double %143, double %140
  %159 = select i1 %157, double %147, double %141
  %160 = fsub double %158, %159
  %161 = fsub double %158, %160
  %162 = fsub double %161, %159
  %163 = fmul double %160, %160
  %164 = fmul double %163, %163
  %165 = fmul double %163, 0x3EFA01A019CB1590
  %166 = fadd double %165, 0xBF56C16C16C15177
  %167 = fmul double %163, %166
  %168 = fadd double %167, 0x3FA555555555554C
  %169 = fmul double %163, %168
  %170 = fmul double %163, 0x3DA8FAE9BE8838D4
  %171 = fsub double 0x3E21EE9EBDB4B1C4, %170
  %172 = fmul double %163, %171
  %173 = fadd double %172, 0xBE927E4F809C52AD
  %174 = fmul double %164, %164
  %175 = fmul double %174, %173
  %176 = fadd double %169, %175
  %177 = fmul double %163, 5.000000e-01
  %178 = fsub double 1.000000e+00, %177
  %179 = fsub double 1.000000e+00, %178
  %180 = fsub double %179, %177
  %181 = fmul double %163, %176
  %182 = fmul double %160, %162
  %183 = fsub double %181, %182
  %184 = fadd double %180, %183
  %185 = fadd double %178, %184
  %186 = fmul double %163, 0x3EC71DE357B1FE7D
  %187 = fadd double %186, 0xBF2A01A019C161D5
  %188 = fmul double %163, %187
  %189 = fadd double %188, 0x3F8111111110F8A6
  %190 = fmul double %163, 0x3DE5D93A5ACFD57C
  %191 = fadd double %190, 0xBE5AE5E68A2B9CEB
  %192 = fmul double %163, %164
  %193 = fmul double %192, %191
  %194 = fadd double %193, %189
  %195 = fmul double %160, %163
  %196 = fmul double %162, 5.000000e-01
  %197 = fmul double %195, %194
  %198 = fsub double %196, %197
  %199 = fmul double %163, %198
  %200 = fsub double %199, %162
  %201 = fmul double %195, 0x3FC5555555555549
  %202 = fadd double %200, %201
  %203 = fsub double %160, %202
  %204 = fneg double %185
  %205 = fneg double %203
  %206 = and i64 %137, 1
  %207 = and i64 %137, 2
  %.not.us = icmp eq i64 %206, 0
  %.not60.us = icmp eq i64 %207, 0
  %208 = select i1 %.not60.us, double %185, double %204
  %209 = select i1 %.not60.us, double %205, double %203
  %210 = select i1 %.not.us, double %208, double %209
  %211 = fmul double %133, %210
  %212 = fptrunc double %211 to float
  store float %212, ptr %85, align 4
  %213 = add nuw i64 %noise65.us, 1
  %exitcond112.not = icmp eq i64 %213, %n_features
  br i1 %exitcond112.not, label %iter.check, label %noise.body.us, !llvm.loop !0

philox.body.us:                                   ; preds = %philox.body.us.preheader, %philox.body.us
  %philox64.us = phi i64 [ %296, %philox.body.us ], [ %philox64.us.ph, %philox.body.us.preheader ]
  %element.us = add i64 %philox64.us, %row_offset.us
  %214 = and i64 %element.us, 4294967295
  %215 = mul nuw i64 %214, 3528531795
  %216 = xor i64 %element.us, %key0
  %217 = xor i64 %216, %215
  %218 = lshr i64 %217, 32
  %219 = mul nuw i64 %218, 3449720151
  %220 = lshr i64 %219, 32
  %.reass.reass = xor i64 %220, %invariant.op
  %221 = xor i64 %1187, %215
  %222 = and i64 %.reass.reass, 4294967295
  %223 = mul nuw i64 %222, 3528531795
  %224 = and i64 %221, 4294967295
  %225 = mul nuw i64 %224, 3449720151
  %226 = lshr i64 %223, 32
  %227 = lshr i64 %225, 32
  %228 = xor i64 %227, %21
  %229 = xor i64 %228, %219
  %.reass137.reass = xor i64 %226, %invariant.op363
  %230 = and i64 %229, 4294967295
  %231 = mul nuw i64 %230, 3528531795
  %232 = and i64 %.reass137.reass, 4294967295
  %233 = mul nuw i64 %232, 3449720151
  %234 = lshr i64 %231, 32
  %235 = lshr i64 %233, 32
  %236 = xor i64 %23, %235
  %237 = xor i64 %236, %225
  %238 = xor i64 %234, %24
  %239 = xor i64 %238, %223
  %240 = and i64 %237, 4294967295
  %241 = mul nuw i64 %240, 3528531795
  %242 = and i64 %239, 4294967295
  %243 = mul nuw i64 %242, 3449720151
  %244 = lshr i64 %241, 32
  %245 = lshr i64 %243, 32
  %246 = xor i64 %245, %25
  %247 = xor i64 %246, %233
  %248 = xor i64 %26, %244
  %249 = xor i64 %248, %231
  %250 = and i64 %247, 4294967295
  %251 = mul nuw i64 %250, 3528531795
  %252 = and i64 %249, 4294967295
  %253 = mul nuw i64 %252, 3449720151
  %254 = lshr i64 %251, 32
  %255 = lshr i64 %253, 32
  %256 = xor i64 %27, %255
  %257 = xor i64 %256, %243
  %258 = xor i64 %254, %28
  %259 = xor i64 %258, %241
  %260 = and i64 %257, 4294967295
  %261 = mul nuw i64 %260, 3528531795
  %262 = and i64 %259, 4294967295
  %263 = mul nuw i64 %262, 3449720151
  %264 = lshr i64 %261, 32
  %265 = lshr i64 %263, 32
  %266 = xor i64 %265, %29
  %267 = xor i64 %266, %253
  %268 = xor i64 %30, %264
  %269 = xor i64 %268, %251
  %270 = and i64 %267, 4294967295
  %271 = mul nuw i64 %270, 3528531795
  %272 = and i64 %269, 4294967295
  %273 = mul nuw i64 %272, 3449720151
  %274 = lshr i64 %271, 32
  %275 = lshr i64 %273, 32
  %276 = xor i64 %31, %275
  %277 = xor i64 %276, %263
  %278 = xor i64 %274, %32
  %279 = xor i64 %278, %261
  %280 = and i64 %277, 4294967295
  %281 = mul nuw i64 %280, 3528531795
  %282 = lshr i64 %281, 32
  %283 = trunc i64 %279 to i32
  %284 = mul i32 %283, -845247145
  %285 = xor i64 %33, %282
  %286 = xor i64 %285, %271
  %287 = and i64 %286, 4294967295
  %288 = mul nuw i64 %287, 3449720151
  %289 = lshr i64 %288, 32
  %290 = trunc nuw i64 %289 to i32
  %291 = trunc i64 %288 to i32
  %292 = xor i32 %284, %290
  %293 = xor i32 %292, %34
  %294 = getelementptr inbounds float, ptr %16, i64 %philox64.us
  store i32 %293, ptr %294, align 4
  %295 = getelementptr inbounds float, ptr %scratch, i64 %philox64.us
  store i32 %291, ptr %295, align 4
  %296 = add nuw i64 %philox64.us, 1
  %exitcond.not = icmp eq i64 %296, %n_features
  br i1 %exitcond.not, label %noise.body.us.preheader, label %philox.body.us, !llvm.loop !2

noise.body.us.preheader:                          ; preds = %philox.body.us, %middle.block307
  %brmerge = select i1 %min.iters.check243, i1 true, i1 %found.conflict241
  br i1 %brmerge, label %noise.body.us.preheader320, label %vector.body247

vector.body247:                                   ; preds = %noise.body.us.preheader, %vector.body247
  %index248 = phi i64 [ %index.next251, %vector.body247 ], [ 0, %noise.body.us.preheader ]
  %297 = getelementptr inbounds float, ptr %16, i64 %index248
  %wide.load249 = load <8 x i32>, ptr %297, align 4, !alias.scope !3, !noalias !6
  %298 = getelementptr inbounds float, ptr %scratch, i64 %index248
  %wide.load250 = load <8 x i32>, ptr %298, align 4, !alias.scope !6
  %299 = uitofp <8 x i32> %wide.load249 to <8 x double>
  %300 = fadd <8 x double> %299, splat (double 5.000000e-01)
  %301 = fmul <8 x double> %300, splat (double 0x3DF0000000000000)
  %302 = uitofp <8 x i32> %wide.load250 to <8 x double>
  %303 = fadd <8 x double> %302, splat (double 5.000000e-01)
  %304 = fmul <8 x double> %303, splat (double 0x3DF0000000000000)
  %305 = bitcast <8 x double> %301 to <8 x i64>
  %306 = lshr <8 x i64> %305, splat (i64 32)
  %307 = add nuw nsw <8 x i64> %306, splat (i64 614242)
  %308 = lshr <8 x i64> %307, splat (i64 20)
  %309 = add nsw <8 x i64> %308, splat (i64 -1023)
  %310 = shl nuw <8 x i64> %307, splat (i64 32)
  %311 = and <8 x i64> %310, splat (i64 4503595332403200)
  %312 = add nuw nsw <8 x i64> %311, splat (i64 4604544269498187776)
  %313 = and <8 x i64> %305, splat (i64 4294967295)
  %314 = or disjoint <8 x i64> %312, %313
  %315 = bitcast <8 x i64> %314 to <8 x double>
  %316 = fadd <8 x double> %315, splat (double -1.000000e+00)
  %317 = fmul <8 x double> %316, splat (double 5.000000e-01)
  %318 = fmul <8 x double> %316, %317
  %319 = fadd <8 x double> %316, splat (double 2.000000e+00)
  %320 = fdiv <8 x double> %316, %319
  %321 = fmul <8 x double> %320, %320
  %322 = fmul <8 x double> %321, %321
  %323 = fmul <8 x double> %322, splat (double 0x3FC39A09D078C69F)
  %324 = fadd <8 x double> %323, splat (double 0x3FCC71C51D8E78AF)
  %325 = fmul <8 x double> %322, %324
  %326 = fadd <8 x double> %325, splat (double 0x3FD999999997FA04)
  %327 = fmul <8 x double> %322, %326
  %328 = fmul <8 x double> %322, splat (double 0x3FC2F112DF3E5244)
  %329 = fadd <8 x double> %328, splat (double 0x3FC7466496CB03DE)
  %330 = fmul <8 x double> %322, %329
  %331 = fadd <8 x double> %330, splat (double 0x3FD2492494229359)
  %332 = fmul <8 x double> %322, %331
  %333 = fadd <8 x double> %332, splat (double 0x3FE5555555555593)
  %334 = fmul <8 x double> %321, %333
  %335 = fadd <8 x double> %327, %334
  %336 = sitofp <8 x i64> %309 to <8 x double>
  %337 = fadd <8 x double> %318, %335
  %338 = fmul <8 x double> %320, %337
  %339 = fmul <8 x double> %336, splat (double 0x3DEA39EF35793C76)
  %340 = fadd <8 x double> %339, %338
  %341 = fsub <8 x double> %340, %318
  %342 = fadd <8 x double> %316, %341
  %343 = fmul <8 x double> %336, splat (double 0x3FE62E42FEE00000)
  %344 = fadd <8 x double> %343, %342
  %345 = fmul <8 x double> %344, splat (double -2.000000e+00)
  %346 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %345)
  %347 = fmul <8 x double> %304, splat (double 0x401921FB54442D18)
  %348 = fmul <8 x double> %347, splat (double 0x3FE45F306DC9C883)
  %349 = fadd <8 x double> %348, splat (double 0x4338000000000000)
  %350 = bitcast <8 x double> %349 to <8 x i64>
  %351 = fadd <8 x double> %349, splat (double 0xC338000000000000)
  %352 = fmul <8 x double> %351, splat (double 0x3FF921FB54400000)
  %353 = fsub <8 x double> %347, %352
  %354 = fmul <8 x double> %351, splat (double 0x3DD0B4611A626331)
  %355 = fmul <8 x double> %351, splat (double 0x3DD0B4611A600000)
  %356 = fsub <8 x double> %353, %355
  %357 = fmul <8 x double> %351, splat (double 0x3BA3198A2E037073)
  %358 = fsub <8 x double> %353, %356
  %359 = fsub <8 x double> %358, %355
  %360 = fsub <8 x double> %357, %359
  %361 = fsub <8 x double> %353, %354
  %362 = bitcast <8 x double> %347 to <8 x i64>
  %363 = lshr <8 x i64> %362, splat (i64 52)
  %364 = and <8 x i64> %363, splat (i64 2047)
  %365 = bitcast <8 x double> %361 to <8 x i64>
  %366 = lshr <8 x i64> %365, splat (i64 52)
  %367 = and <8 x i64> %366, splat (i64 2047)
  %368 = add nuw nsw <8 x i64> %367, splat (i64 16)
  %369 = icmp samesign ult <8 x i64> %368, %364
  %370 = select <8 x i1> %369, <8 x double> %356, <8 x double> %353
  %371 = select <8 x i1> %369, <8 x double> %360, <8 x double> %354
  %372 = fsub <8 x double> %370, %371
  %373 = fsub <8 x double> %370, %372
  %374 = fsub <8 x double> %373, %371
  %375 = fmul <8 x double> %372, %372
  %376 = fmul <8 x double> %375, %375
  %377 = fmul <8 x double> %375, splat (double 0x3EFA01A019CB1590)
  %378 = fadd <8 x double> %377, splat (double 0xBF56C16C16C15177)
  %379 = fmul <8 x double> %375, %378
  %380 = fadd <8 x double> %379, splat (double 0x3FA555555555554C)
  %381 = fmul <8 x double> %375, %380
  %382 = fmul <8 x double> %375, splat (double 0x3DA8FAE9BE8838D4)
  %383 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %382
  %384 = fmul <8 x double> %375, %383
  %385 = fadd <8 x double> %384, splat (double 0xBE927E4F809C52AD)
  %386 = fmul <8 x double> %376, %376
  %387 = fmul <8 x double> %386, %385
  %388 = fadd <8 x double> %381, %387
  %389 = fmul <8 x double> %375, splat (double 5.000000e-01)
  %390 = fsub <8 x double> splat (double 1.000000e+00), %389
  %391 = fsub <8 x double> splat (double 1.000000e+00), %390
  %392 = fsub <8 x double> %391, %389
  %393 = fmul <8 x double> %375, %388
  %394 = fmul <8 x double> %372, %374
  %395 = fsub <8 x double> %393, %394
  %396 = fadd <8 x double> %392, %395
  %397 = fadd <8 x double> %390, %396
  %398 = fmul <8 x double> %375, splat (double 0x3EC71DE357B1FE7D)
  %399 = fadd <8 x double> %398, splat (double 0xBF2A01A019C161D5)
  %400 = fmul <8 x double> %375, %399
  %401 = fadd <8 x double> %400, splat (double 0x3F8111111110F8A6)
  %402 = fmul <8 x double> %375, splat (double 0x3DE5D93A5ACFD57C)
  %403 = fadd <8 x double> %402, splat (double 0xBE5AE5E68A2B9CEB)
  %404 = fmul <8 x double> %375, %376
  %405 = fmul <8 x double> %404, %403
  %406 = fadd <8 x double> %405, %401
  %407 = fmul <8 x double> %372, %375
  %408 = fmul <8 x double> %374, splat (double 5.000000e-01)
  %409 = fmul <8 x double> %407, %406
  %410 = fsub <8 x double> %408, %409
  %411 = fmul <8 x double> %375, %410
  %412 = fsub <8 x double> %411, %374
  %413 = fmul <8 x double> %407, splat (double 0x3FC5555555555549)
  %414 = fadd <8 x double> %412, %413
  %415 = fsub <8 x double> %372, %414
  %416 = fneg <8 x double> %397
  %417 = fneg <8 x double> %415
  %418 = and <8 x i64> %350, splat (i64 1)
  %419 = and <8 x i64> %350, splat (i64 2)
  %420 = icmp eq <8 x i64> %418, zeroinitializer
  %421 = icmp eq <8 x i64> %419, zeroinitializer
  %422 = select <8 x i1> %421, <8 x double> %397, <8 x double> %416
  %423 = select <8 x i1> %421, <8 x double> %417, <8 x double> %415
  %424 = select <8 x i1> %420, <8 x double> %422, <8 x double> %423
  %425 = fmul <8 x double> %346, %424
  %426 = fptrunc <8 x double> %425 to <8 x float>
  store <8 x float> %426, ptr %297, align 4, !alias.scope !3, !noalias !6
  %index.next251 = add nuw i64 %index248, 8
  %427 = icmp eq i64 %index.next251, %n.vec246
  br i1 %427, label %middle.block252, label %vector.body247, !llvm.loop !8

middle.block252:                                  ; preds = %vector.body247
  br i1 %cmp.n253, label %iter.check, label %noise.body.us.preheader320

noise.body.us.preheader320:                       ; preds = %noise.body.us.preheader, %middle.block252
  %noise65.us.ph = phi i64 [ %n.vec246, %middle.block252 ], [ 0, %noise.body.us.preheader ]
  br label %noise.body.us

draw.done.us:                                     ; preds = %step.body.us
  br i1 %.not93, label %max_block.exit.us, label %iter.check

iter.check:                                       ; preds = %noise.body.us, %middle.block252, %draw.done.us
  %brmerge364 = select i1 %min.iters.check215, i1 true, i1 %conflict.rdx213
  br i1 %brmerge364, label %feature.body.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check217, label %vec.epilog.ph, label %vector.body221

vector.body221:                                   ; preds = %vector.main.loop.iter.check, %vector.body221
  %index222 = phi i64 [ %index.next227, %vector.body221 ], [ 0, %vector.main.loop.iter.check ]
  %428 = getelementptr inbounds float, ptr %79, i64 %index222
  %429 = getelementptr inbounds nuw i8, ptr %428, i64 32
  %430 = getelementptr inbounds nuw i8, ptr %428, i64 64
  %431 = getelementptr inbounds nuw i8, ptr %428, i64 96
  %wide.load223 = load <8 x float>, ptr %428, align 4
  %wide.load224 = load <8 x float>, ptr %429, align 4
  %wide.load225 = load <8 x float>, ptr %430, align 4
  %wide.load226 = load <8 x float>, ptr %431, align 4
  %432 = getelementptr inbounds float, ptr %scratch, i64 %index222
  %433 = getelementptr inbounds nuw i8, ptr %432, i64 32
  %434 = getelementptr inbounds nuw i8, ptr %432, i64 64
  %435 = getelementptr inbounds nuw i8, ptr %432, i64 96
  store <8 x float> %wide.load223, ptr %432, align 4
  store <8 x float> %wide.load224, ptr %433, align 4
  store <8 x float> %wide.load225, ptr %434, align 4
  store <8 x float> %wide.load226, ptr %435, align 4
  %436 = getelementptr float, ptr %35, i64 %index222
  %437 = getelementptr i8, ptr %436, i64 32
  %438 = getelementptr i8, ptr %436, i64 64
  %439 = getelementptr i8, ptr %436, i64 96
  store <8 x float> %wide.load223, ptr %436, align 4
  store <8 x float> %wide.load224, ptr %437, align 4
  store <8 x float> %wide.load225, ptr %438, align 4
  store <8 x float> %wide.load226, ptr %439, align 4
  %index.next227 = add nuw i64 %index222, 32
  %440 = icmp eq i64 %index.next227, %n.vec220
  br i1 %440, label %middle.block228, label %vector.body221, !llvm.loop !10

middle.block228:                                  ; preds = %vector.body221
  br i1 %cmp.n229, label %feature.exit.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block228
  br i1 %min.epilog.iters.check, label %feature.body.us.preheader, label %vec.epilog.ph, !prof !11

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec220, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index232 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next234, %vec.epilog.vector.body ]
  %441 = getelementptr inbounds float, ptr %79, i64 %index232
  %wide.load233 = load <4 x float>, ptr %441, align 4
  %442 = getelementptr inbounds float, ptr %scratch, i64 %index232
  store <4 x float> %wide.load233, ptr %442, align 4
  %443 = getelementptr float, ptr %35, i64 %index232
  store <4 x float> %wide.load233, ptr %443, align 4
  %index.next234 = add nuw i64 %index232, 4
  %444 = icmp eq i64 %index.next234, %n.vec231
  br i1 %444, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n235, label %feature.exit.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature66.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec231, %vec.epilog.middle.block ], [ %n.vec220, %vec.epilog.iter.check ]
  %445 = sub i64 %n_features, %feature66.us.ph
  %446 = sub i64 %61, %feature66.us.ph
  %xtraiter = and i64 %445, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader, %feature.body.us.prol
  %feature66.us.prol = phi i64 [ %451, %feature.body.us.prol ], [ %feature66.us.ph, %feature.body.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body.us.prol ], [ 0, %feature.body.us.preheader ]
  %447 = getelementptr inbounds float, ptr %79, i64 %feature66.us.prol
  %448 = load float, ptr %447, align 4
  %449 = getelementptr inbounds float, ptr %scratch, i64 %feature66.us.prol
  store float %448, ptr %449, align 4
  %450 = getelementptr float, ptr %35, i64 %feature66.us.prol
  store float %448, ptr %450, align 4
  %451 = add nuw i64 %feature66.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol, !llvm.loop !13

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature66.us.unr = phi i64 [ %feature66.us.ph, %feature.body.us.preheader ], [ %451, %feature.body.us.prol ]
  %452 = icmp ult i64 %446, 7
  br i1 %452, label %feature.exit.us, label %feature.body.us

feature.exit.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block, %middle.block228
  br i1 %.not96, label %max_block.exit.us, label %max_block.body.us.preheader

max_block.body.us.preheader:                      ; preds = %feature.exit.us
  br i1 %65, label %max_block.body.us.epil.preheader, label %max_block.body.us

max_block.exit.us.loopexit.unr-lcssa:             ; preds = %max_block.body.us
  br i1 %lcmp.mod328.not, label %max_block.exit.us, label %max_block.body.us.epil.preheader

max_block.body.us.epil.preheader:                 ; preds = %max_block.exit.us.loopexit.unr-lcssa, %max_block.body.us.preheader
  %max_block69.us.epil.init = phi i64 [ 0, %max_block.body.us.preheader ], [ %1138, %max_block.exit.us.loopexit.unr-lcssa ]
  %max_best.068.us.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body.us.preheader ], [ %1133, %max_block.exit.us.loopexit.unr-lcssa ]
  %max_index.067.us.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body.us.preheader ], [ %1137, %max_block.exit.us.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod331)
  br label %max_block.body.us.epil

max_block.body.us.epil:                           ; preds = %max_block.body.us.epil, %max_block.body.us.epil.preheader
  %max_block69.us.epil = phi i64 [ %463, %max_block.body.us.epil ], [ %max_block69.us.epil.init, %max_block.body.us.epil.preheader ]
  %max_best.068.us.epil = phi <8 x float> [ %458, %max_block.body.us.epil ], [ %max_best.068.us.epil.init, %max_block.body.us.epil.preheader ]
  %max_index.067.us.epil = phi <8 x i64> [ %462, %max_block.body.us.epil ], [ %max_index.067.us.epil.init, %max_block.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %max_block.body.us.epil ], [ 0, %max_block.body.us.epil.preheader ]
  %453 = getelementptr inbounds float, ptr %scratch, i64 %max_block69.us.epil
  %block.us.epil = load <8 x float>, ptr %453, align 4
  %454 = fcmp ogt <8 x float> %block.us.epil, %max_best.068.us.epil
  %455 = fcmp uno <8 x float> %block.us.epil, zeroinitializer
  %456 = fcmp ord <8 x float> %max_best.068.us.epil, zeroinitializer
  %457 = and <8 x i1> %456, %455
  %take.us.epil = or <8 x i1> %454, %457
  %458 = select <8 x i1> %take.us.epil, <8 x float> %block.us.epil, <8 x float> %max_best.068.us.epil
  %459 = insertelement <8 x i64> poison, i64 %max_block69.us.epil, i64 0
  %460 = shufflevector <8 x i64> %459, <8 x i64> poison, <8 x i32> zeroinitializer
  %461 = or disjoint <8 x i64> %460, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %462 = select <8 x i1> %take.us.epil, <8 x i64> %461, <8 x i64> %max_index.067.us.epil
  %463 = add nuw i64 %max_block69.us.epil, 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter327
  br i1 %epil.iter.cmp.not, label %max_block.exit.us, label %max_block.body.us.epil, !llvm.loop !15

max_block.exit.us:                                ; preds = %max_block.exit.us.loopexit.unr-lcssa, %max_block.body.us.epil, %philox.header.preheader.us, %draw.done.us, %feature.exit.us
  %max_index.0.lcssa.us = phi <8 x i64> [ zeroinitializer, %feature.exit.us ], [ zeroinitializer, %philox.header.preheader.us ], [ zeroinitializer, %draw.done.us ], [ %1137, %max_block.exit.us.loopexit.unr-lcssa ], [ %462, %max_block.body.us.epil ]
  %max_best.0.lcssa.us = phi <8 x float> [ splat (float 0xFFF0000000000000), %feature.exit.us ], [ splat (float 0xFFF0000000000000), %philox.header.preheader.us ], [ splat (float 0xFFF0000000000000), %draw.done.us ], [ %1133, %max_block.exit.us.loopexit.unr-lcssa ], [ %458, %max_block.body.us.epil ]
  %464 = extractelement <8 x float> %max_best.0.lcssa.us, i64 0
  %465 = extractelement <8 x i64> %max_index.0.lcssa.us, i64 0
  %466 = fcmp une float %464, 0xFFF0000000000000
  %467 = select i1 %466, i64 %465, i64 0
  %468 = extractelement <8 x float> %max_best.0.lcssa.us, i64 1
  %469 = extractelement <8 x i64> %max_index.0.lcssa.us, i64 1
  %470 = fcmp uno float %468, 0.000000e+00
  %471 = fcmp ord float %464, 0.000000e+00
  %472 = icmp ult i64 %469, %467
  %473 = fcmp ogt float %468, %464
  %474 = fcmp oeq float %468, %464
  %475 = or i1 %471, %472
  %476 = and i1 %474, %472
  %477 = or i1 %473, %476
  %478 = select i1 %470, i1 %475, i1 %477
  %479 = select i1 %478, float %468, float %464
  %480 = select i1 %478, i64 %469, i64 %467
  %481 = extractelement <8 x float> %max_best.0.lcssa.us, i64 2
  %482 = extractelement <8 x i64> %max_index.0.lcssa.us, i64 2
  %483 = fcmp uno float %481, 0.000000e+00
  %484 = fcmp ord float %479, 0.000000e+00
  %485 = icmp ult i64 %482, %480
  %486 = fcmp ogt float %481, %479
  %487 = fcmp oeq float %481, %479
  %488 = or i1 %484, %485
  %489 = and i1 %487, %485
  %490 = or i1 %486, %489
  %491 = select i1 %483, i1 %488, i1 %490
  %492 = select i1 %491, float %481, float %479
  %493 = select i1 %491, i64 %482, i64 %480
  %494 = extractelement <8 x float> %max_best.0.lcssa.us, i64 3
  %495 = extractelement <8 x i64> %max_index.0.lcssa.us, i64 3
  %496 = fcmp uno float %494, 0.000000e+00
  %497 = fcmp ord float %492, 0.000000e+00
  %498 = icmp ult i64 %495, %493
  %499 = fcmp ogt float %494, %492
  %500 = fcmp oeq float %494, %492
  %501 = or i1 %497, %498
  %502 = and i1 %500, %498
  %503 = or i1 %499, %502
  %504 = select i1 %496, i1 %501, i1 %503
  %505 = select i1 %504, float %494, float %492
  %506 = select i1 %504, i64 %495, i64 %493
  %507 = extractelement <8 x float> %max_best.0.lcssa.us, i64 4
  %508 = extractelement <8 x i64> %max_index.0.lcssa.us, i64 4
  %509 = fcmp uno float %507, 0.000000e+00
  %510 = fcmp ord float %505, 0.000000e+00
  %511 = icmp ult i64 %508, %506
  %512 = fcmp ogt float %507, %505
  %513 = fcmp oeq float %507, %505
  %514 = or i1 %510, %511
  %515 = and i1 %513, %511
  %516 = or i1 %512, %515
  %517 = select i1 %509, i1 %514, i1 %516
  %518 = select i1 %517, float %507, float %505
  %519 = select i1 %517, i64 %508, i64 %506
  %520 = extractelement <8 x float> %max_best.0.lcssa.us, i64 5
  %521 = extractelement <8 x i64> %max_index.0.lcssa.us, i64 5
  %522 = fcmp uno float %520, 0.000000e+00
  %523 = fcmp ord float %518, 0.000000e+00
  %524 = icmp ult i64 %521, %519
  %525 = fcmp ogt float %520, %518
  %526 = fcmp oeq float %520, %518
  %527 = or i1 %523, %524
  %528 = and i1 %526, %524
  %529 = or i1 %525, %528
  %530 = select i1 %522, i1 %527, i1 %529
  %531 = select i1 %530, float %520, float %518
  %532 = select i1 %530, i64 %521, i64 %519
  %533 = extractelement <8 x float> %max_best.0.lcssa.us, i64 6
  %534 = extractelement <8 x i64> %max_index.0.lcssa.us, i64 6
  %535 = fcmp uno float %533, 0.000000e+00
  %536 = fcmp ord float %531, 0.000000e+00
  %537 = icmp ult i64 %534, %532
  %538 = fcmp ogt float %533, %531
  %539 = fcmp oeq float %533, %531
  %540 = or i1 %536, %537
  %541 = and i1 %539, %537
  %542 = or i1 %538, %541
  %543 = select i1 %535, i1 %540, i1 %542
  %544 = select i1 %543, float %533, float %531
  %545 = select i1 %543, i64 %534, i64 %532
  %546 = extractelement <8 x float> %max_best.0.lcssa.us, i64 7
  %547 = extractelement <8 x i64> %max_index.0.lcssa.us, i64 7
  %548 = fcmp uno float %546, 0.000000e+00
  %549 = fcmp ord float %544, 0.000000e+00
  %550 = icmp ult i64 %547, %545
  %551 = fcmp ogt float %546, %544
  %552 = fcmp oeq float %546, %544
  %553 = or i1 %549, %550
  %554 = and i1 %552, %550
  %555 = or i1 %551, %554
  %556 = select i1 %548, i1 %553, i1 %555
  %557 = select i1 %556, float %546, float %544
  br i1 %.not97, label %fold_tail.exit.us, label %fold_tail.body.us

fold_tail.exit.us:                                ; preds = %fold_tail.body.us, %max_block.exit.us
  %fold_value.0.lcssa.us = phi float [ %557, %max_block.exit.us ], [ %1092, %fold_tail.body.us ]
  br i1 %.not96, label %max_block.exit15.us, label %max_block.body14.us.preheader

max_block.body14.us.preheader:                    ; preds = %fold_tail.exit.us
  br i1 %66, label %max_block.body14.us.epil.preheader, label %max_block.body14.us

max_block.exit15.us.loopexit.unr-lcssa:           ; preds = %max_block.body14.us
  br i1 %lcmp.mod334.not, label %max_block.exit15.us, label %max_block.body14.us.epil.preheader

max_block.body14.us.epil.preheader:               ; preds = %max_block.exit15.us.loopexit.unr-lcssa, %max_block.body14.us.preheader
  %max_block1677.us.epil.init = phi i64 [ 0, %max_block.body14.us.preheader ], [ %1085, %max_block.exit15.us.loopexit.unr-lcssa ]
  %max_index11.076.us.epil.init = phi <8 x i64> [ zeroinitializer, %max_block.body14.us.preheader ], [ %1084, %max_block.exit15.us.loopexit.unr-lcssa ]
  %max_best10.075.us.epil.init = phi <8 x float> [ splat (float 0xFFF0000000000000), %max_block.body14.us.preheader ], [ %1080, %max_block.exit15.us.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod337)
  br label %max_block.body14.us.epil

max_block.body14.us.epil:                         ; preds = %max_block.body14.us.epil, %max_block.body14.us.epil.preheader
  %max_block1677.us.epil = phi i64 [ %568, %max_block.body14.us.epil ], [ %max_block1677.us.epil.init, %max_block.body14.us.epil.preheader ]
  %max_index11.076.us.epil = phi <8 x i64> [ %567, %max_block.body14.us.epil ], [ %max_index11.076.us.epil.init, %max_block.body14.us.epil.preheader ]
  %max_best10.075.us.epil = phi <8 x float> [ %563, %max_block.body14.us.epil ], [ %max_best10.075.us.epil.init, %max_block.body14.us.epil.preheader ]
  %epil.iter333 = phi i64 [ %epil.iter333.next, %max_block.body14.us.epil ], [ 0, %max_block.body14.us.epil.preheader ]
  %558 = getelementptr inbounds float, ptr %35, i64 %max_block1677.us.epil
  %block17.us.epil = load <8 x float>, ptr %558, align 4
  %559 = fcmp ogt <8 x float> %block17.us.epil, %max_best10.075.us.epil
  %560 = fcmp uno <8 x float> %block17.us.epil, zeroinitializer
  %561 = fcmp ord <8 x float> %max_best10.075.us.epil, zeroinitializer
  %562 = and <8 x i1> %561, %560
  %take18.us.epil = or <8 x i1> %559, %562
  %563 = select <8 x i1> %take18.us.epil, <8 x float> %block17.us.epil, <8 x float> %max_best10.075.us.epil
  %564 = insertelement <8 x i64> poison, i64 %max_block1677.us.epil, i64 0
  %565 = shufflevector <8 x i64> %564, <8 x i64> poison, <8 x i32> zeroinitializer
  %566 = or disjoint <8 x i64> %565, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %567 = select <8 x i1> %take18.us.epil, <8 x i64> %566, <8 x i64> %max_index11.076.us.epil
  %568 = add nuw i64 %max_block1677.us.epil, 8
  %epil.iter333.next = add i64 %epil.iter333, 1
  %epil.iter333.cmp.not = icmp eq i64 %epil.iter333.next, %xtraiter332
  br i1 %epil.iter333.cmp.not, label %max_block.exit15.us, label %max_block.body14.us.epil, !llvm.loop !16

max_block.exit15.us:                              ; preds = %max_block.exit15.us.loopexit.unr-lcssa, %max_block.body14.us.epil, %fold_tail.exit.us
  %max_best10.0.lcssa.us = phi <8 x float> [ splat (float 0xFFF0000000000000), %fold_tail.exit.us ], [ %1080, %max_block.exit15.us.loopexit.unr-lcssa ], [ %563, %max_block.body14.us.epil ]
  %max_index11.0.lcssa.us = phi <8 x i64> [ zeroinitializer, %fold_tail.exit.us ], [ %1084, %max_block.exit15.us.loopexit.unr-lcssa ], [ %567, %max_block.body14.us.epil ]
  %569 = extractelement <8 x float> %max_best10.0.lcssa.us, i64 0
  %570 = extractelement <8 x i64> %max_index11.0.lcssa.us, i64 0
  %571 = fcmp une float %569, 0xFFF0000000000000
  %572 = select i1 %571, i64 %570, i64 0
  %573 = extractelement <8 x float> %max_best10.0.lcssa.us, i64 1
  %574 = extractelement <8 x i64> %max_index11.0.lcssa.us, i64 1
  %575 = fcmp uno float %573, 0.000000e+00
  %576 = fcmp ord float %569, 0.000000e+00
  %577 = icmp ult i64 %574, %572
  %578 = fcmp ogt float %573, %569
  %579 = fcmp oeq float %573, %569
  %580 = or i1 %576, %577
  %581 = and i1 %579, %577
  %582 = or i1 %578, %581
  %583 = select i1 %575, i1 %580, i1 %582
  %584 = select i1 %583, float %573, float %569
  %585 = select i1 %583, i64 %574, i64 %572
  %586 = extractelement <8 x float> %max_best10.0.lcssa.us, i64 2
  %587 = extractelement <8 x i64> %max_index11.0.lcssa.us, i64 2
  %588 = fcmp uno float %586, 0.000000e+00
  %589 = fcmp ord float %584, 0.000000e+00
  %590 = icmp ult i64 %587, %585
  %591 = fcmp ogt float %586, %584
  %592 = fcmp oeq float %586, %584
  %593 = or i1 %589, %590
  %594 = and i1 %592, %590
  %595 = or i1 %591, %594
  %596 = select i1 %588, i1 %593, i1 %595
  %597 = select i1 %596, float %586, float %584
  %598 = select i1 %596, i64 %587, i64 %585
  %599 = extractelement <8 x float> %max_best10.0.lcssa.us, i64 3
  %600 = extractelement <8 x i64> %max_index11.0.lcssa.us, i64 3
  %601 = fcmp uno float %599, 0.000000e+00
  %602 = fcmp ord float %597, 0.000000e+00
  %603 = icmp ult i64 %600, %598
  %604 = fcmp ogt float %599, %597
  %605 = fcmp oeq float %599, %597
  %606 = or i1 %602, %603
  %607 = and i1 %605, %603
  %608 = or i1 %604, %607
  %609 = select i1 %601, i1 %606, i1 %608
  %610 = select i1 %609, float %599, float %597
  %611 = select i1 %609, i64 %600, i64 %598
  %612 = extractelement <8 x float> %max_best10.0.lcssa.us, i64 4
  %613 = extractelement <8 x i64> %max_index11.0.lcssa.us, i64 4
  %614 = fcmp uno float %612, 0.000000e+00
  %615 = fcmp ord float %610, 0.000000e+00
  %616 = icmp ult i64 %613, %611
  %617 = fcmp ogt float %612, %610
  %618 = fcmp oeq float %612, %610
  %619 = or i1 %615, %616
  %620 = and i1 %618, %616
  %621 = or i1 %617, %620
  %622 = select i1 %614, i1 %619, i1 %621
  %623 = select i1 %622, float %612, float %610
  %624 = select i1 %622, i64 %613, i64 %611
  %625 = extractelement <8 x float> %max_best10.0.lcssa.us, i64 5
  %626 = extractelement <8 x i64> %max_index11.0.lcssa.us, i64 5
  %627 = fcmp uno float %625, 0.000000e+00
  %628 = fcmp ord float %623, 0.000000e+00
  %629 = icmp ult i64 %626, %624
  %630 = fcmp ogt float %625, %623
  %631 = fcmp oeq float %625, %623
  %632 = or i1 %628, %629
  %633 = and i1 %631, %629
  %634 = or i1 %630, %633
  %635 = select i1 %627, i1 %632, i1 %634
  %636 = select i1 %635, float %625, float %623
  %637 = select i1 %635, i64 %626, i64 %624
  %638 = extractelement <8 x float> %max_best10.0.lcssa.us, i64 6
  %639 = extractelement <8 x i64> %max_index11.0.lcssa.us, i64 6
  %640 = fcmp uno float %638, 0.000000e+00
  %641 = fcmp ord float %636, 0.000000e+00
  %642 = icmp ult i64 %639, %637
  %643 = fcmp ogt float %638, %636
  %644 = fcmp oeq float %638, %636
  %645 = or i1 %641, %642
  %646 = and i1 %644, %642
  %647 = or i1 %643, %646
  %648 = select i1 %640, i1 %645, i1 %647
  %649 = select i1 %648, float %638, float %636
  %650 = select i1 %648, i64 %639, i64 %637
  %651 = extractelement <8 x float> %max_best10.0.lcssa.us, i64 7
  %652 = extractelement <8 x i64> %max_index11.0.lcssa.us, i64 7
  %653 = fcmp uno float %651, 0.000000e+00
  %654 = fcmp ord float %649, 0.000000e+00
  %655 = icmp ult i64 %652, %650
  %656 = fcmp ogt float %651, %649
  %657 = fcmp oeq float %651, %649
  %658 = or i1 %654, %655
  %659 = and i1 %657, %655
  %660 = or i1 %656, %659
  %661 = select i1 %653, i1 %658, i1 %660
  %662 = select i1 %661, i64 %652, i64 %650
  br i1 %.not97, label %fold_tail.exit21.us, label %fold_tail.body20.us.preheader

fold_tail.body20.us.preheader:                    ; preds = %max_block.exit15.us
  %663 = select i1 %661, float %651, float %649
  br label %fold_tail.body20.us

fold_tail.exit21.us:                              ; preds = %fold_tail.body20.us, %max_block.exit15.us
  %fold_index6.0.lcssa.us = phi i64 [ %662, %max_block.exit15.us ], [ %1039, %fold_tail.body20.us ]
  %argmax.us = uitofp i64 %fold_index6.0.lcssa.us to float
  br i1 %.not93, label %noise.done.us, label %feature.body25.us.preheader

feature.body25.us.preheader:                      ; preds = %fold_tail.exit21.us
  br i1 %or.cond, label %feature.body25.us.preheader319, label %vector.ph198

vector.ph198:                                     ; preds = %feature.body25.us.preheader
  %broadcast.splatinsert201 = insertelement <8 x float> poison, float %fold_value.0.lcssa.us, i64 0
  %broadcast.splat202 = shufflevector <8 x float> %broadcast.splatinsert201, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body203

vector.body203:                                   ; preds = %vector.body203, %vector.ph198
  %index204 = phi i64 [ 0, %vector.ph198 ], [ %index.next206, %vector.body203 ]
  %664 = getelementptr inbounds float, ptr %79, i64 %index204
  %wide.load205 = load <8 x float>, ptr %664, align 4
  %665 = fsub <8 x float> %wide.load205, %broadcast.splat202
  %666 = fcmp olt <8 x float> %665, splat (float -1.040000e+02)
  %667 = select <8 x i1> %666, <8 x float> splat (float -1.040000e+02), <8 x float> %665
  %668 = fcmp ogt <8 x float> %667, splat (float 8.900000e+01)
  %669 = select <8 x i1> %668, <8 x float> splat (float 8.900000e+01), <8 x float> %667
  %670 = fmul <8 x float> %669, splat (float 0x3FF7154760000000)
  %671 = fadd <8 x float> %670, splat (float 0x4168000000000000)
  %672 = fadd <8 x float> %671, splat (float 0xC168000000000000)
  %673 = bitcast <8 x float> %671 to <8 x i32>
  %674 = fmul <8 x float> %672, splat (float 0x3FE62E4000000000)
  %675 = fsub <8 x float> %669, %674
  %676 = fmul <8 x float> %672, splat (float 0x3EB7F7D1C0000000)
  %677 = fsub <8 x float> %675, %676
  %678 = fmul <8 x float> %677, %677
  %679 = fmul <8 x float> %678, splat (float 0x3E66376980000000)
  %680 = fadd <8 x float> %679, splat (float 0xBEBBBD41C0000000)
  %681 = fmul <8 x float> %678, %680
  %682 = fadd <8 x float> %681, splat (float 0x3F11566AA0000000)
  %683 = fmul <8 x float> %678, %682
  %684 = fadd <8 x float> %683, splat (float 0xBF66C16C20000000)
  %685 = fmul <8 x float> %678, %684
  %686 = fadd <8 x float> %685, splat (float 0x3FC5555560000000)
  %687 = fmul <8 x float> %678, %686
  %688 = fsub <8 x float> %677, %687
  %689 = fmul <8 x float> %677, %688
  %690 = fsub <8 x float> splat (float 2.000000e+00), %688
  %691 = fdiv <8 x float> %689, %690
  %692 = fsub <8 x float> %676, %691
  %693 = fsub <8 x float> %675, %692
  %694 = fadd <8 x float> %693, splat (float 1.000000e+00)
  %695 = add <8 x i32> %673, splat (i32 -1262485248)
  %696 = lshr <8 x i32> %695, splat (i32 1)
  %697 = add <8 x i32> %673, splat (i32 255)
  %698 = sub <8 x i32> %697, %696
  %699 = shl <8 x i32> %696, splat (i32 23)
  %700 = add <8 x i32> %699, splat (i32 -8388608)
  %701 = shl <8 x i32> %698, splat (i32 23)
  %702 = bitcast <8 x i32> %700 to <8 x float>
  %703 = bitcast <8 x i32> %701 to <8 x float>
  %704 = fmul <8 x float> %694, %702
  %705 = fmul <8 x float> %704, %703
  %706 = fcmp uno <8 x float> %665, zeroinitializer
  %707 = select <8 x i1> %706, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %705
  %708 = getelementptr inbounds float, ptr %scratch, i64 %index204
  store <8 x float> %707, ptr %708, align 4
  %index.next206 = add nuw i64 %index204, 8
  %709 = icmp eq i64 %index.next206, %n.vec200
  br i1 %709, label %middle.block207, label %vector.body203, !llvm.loop !17

middle.block207:                                  ; preds = %vector.body203
  br i1 %cmp.n208, label %fold_tail.body34.us.preheader, label %feature.body25.us.preheader319

feature.body25.us.preheader319:                   ; preds = %feature.body25.us.preheader, %middle.block207
  %feature2784.us.ph = phi i64 [ 0, %feature.body25.us.preheader ], [ %n.vec200, %middle.block207 ]
  br label %feature.body25.us

fold_tail.body34.us.preheader:                    ; preds = %feature.body25.us, %middle.block207
  br i1 %67, label %fold_tail.body34.us.epil.preheader, label %fold_tail.body34.us

fold_tail.exit35.us.thread.unr-lcssa:             ; preds = %fold_tail.body34.us
  br i1 %lcmp.mod342.not, label %fold_tail.exit35.us.thread, label %fold_tail.body34.us.epil.preheader

fold_tail.body34.us.epil.preheader:               ; preds = %fold_tail.exit35.us.thread.unr-lcssa, %fold_tail.body34.us.preheader
  %fold_tail3686.us.epil.init = phi i64 [ 0, %fold_tail.body34.us.preheader ], [ %984, %fold_tail.exit35.us.thread.unr-lcssa ]
  %fold_value28.085.us.epil.init = phi float [ 0.000000e+00, %fold_tail.body34.us.preheader ], [ %983, %fold_tail.exit35.us.thread.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod344)
  br label %fold_tail.body34.us.epil

fold_tail.body34.us.epil:                         ; preds = %fold_tail.body34.us.epil, %fold_tail.body34.us.epil.preheader
  %fold_tail3686.us.epil = phi i64 [ %713, %fold_tail.body34.us.epil ], [ %fold_tail3686.us.epil.init, %fold_tail.body34.us.epil.preheader ]
  %fold_value28.085.us.epil = phi float [ %712, %fold_tail.body34.us.epil ], [ %fold_value28.085.us.epil.init, %fold_tail.body34.us.epil.preheader ]
  %epil.iter341 = phi i64 [ %epil.iter341.next, %fold_tail.body34.us.epil ], [ 0, %fold_tail.body34.us.epil.preheader ]
  %710 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail3686.us.epil
  %711 = load float, ptr %710, align 4
  %712 = fadd float %fold_value28.085.us.epil, %711
  %713 = add nuw i64 %fold_tail3686.us.epil, 1
  %epil.iter341.next = add i64 %epil.iter341, 1
  %epil.iter341.cmp.not = icmp eq i64 %epil.iter341.next, %xtraiter340
  br i1 %epil.iter341.cmp.not, label %fold_tail.exit35.us.thread, label %fold_tail.body34.us.epil, !llvm.loop !18

fold_tail.exit35.us.thread:                       ; preds = %fold_tail.body34.us.epil, %fold_tail.exit35.us.thread.unr-lcssa
  %.lcssa326 = phi float [ %983, %fold_tail.exit35.us.thread.unr-lcssa ], [ %712, %fold_tail.body34.us.epil ]
  %714 = fdiv float 1.000000e+00, %.lcssa326
  br i1 %draw.not, label %feature.body45.us.preheader, label %feature.body40.us.preheader

feature.body40.us.preheader:                      ; preds = %fold_tail.exit35.us.thread
  %brmerge365 = select i1 %min.iters.check, i1 true, i1 %conflict.rdx
  br i1 %brmerge365, label %feature.body40.us.preheader317, label %vector.ph169

vector.ph169:                                     ; preds = %feature.body40.us.preheader
  %broadcast.splatinsert172 = insertelement <8 x float> poison, float %fold_value.0.lcssa.us, i64 0
  %broadcast.splat173 = shufflevector <8 x float> %broadcast.splatinsert172, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert174 = insertelement <8 x float> poison, float %714, i64 0
  %broadcast.splat175 = shufflevector <8 x float> %broadcast.splatinsert174, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert176 = insertelement <8 x float> poison, float %argmax.us, i64 0
  %broadcast.splat177 = shufflevector <8 x float> %broadcast.splatinsert176, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert180 = insertelement <8 x float> poison, float %noise_scale3.us, i64 0
  %broadcast.splat181 = shufflevector <8 x float> %broadcast.splatinsert180, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body182

vector.body182:                                   ; preds = %vector.body182, %vector.ph169
  %index183 = phi i64 [ 0, %vector.ph169 ], [ %index.next188, %vector.body182 ]
  %vec.ind184 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph169 ], [ %vec.ind.next189, %vector.body182 ]
  %715 = getelementptr inbounds float, ptr %79, i64 %index183
  %wide.load185 = load <8 x float>, ptr %715, align 4, !alias.scope !19, !noalias !22
  %716 = fmul <8 x float> %wide.load185, splat (float 2.000000e+00)
  %717 = fmul <8 x float> %716, splat (float 0x3FA99999A0000000)
  %718 = getelementptr inbounds float, ptr %80, i64 %index183
  %wide.load186 = load <8 x float>, ptr %718, align 4, !alias.scope !25
  %719 = fsub <8 x float> %717, %wide.load186
  %720 = fsub <8 x float> %wide.load185, %broadcast.splat173
  %721 = fcmp olt <8 x float> %720, splat (float -1.040000e+02)
  %722 = select <8 x i1> %721, <8 x float> splat (float -1.040000e+02), <8 x float> %720
  %723 = fcmp ogt <8 x float> %722, splat (float 8.900000e+01)
  %724 = select <8 x i1> %723, <8 x float> splat (float 8.900000e+01), <8 x float> %722
  %725 = fmul <8 x float> %724, splat (float 0x3FF7154760000000)
  %726 = fadd <8 x float> %725, splat (float 0x4168000000000000)
  %727 = fadd <8 x float> %726, splat (float 0xC168000000000000)
  %728 = bitcast <8 x float> %726 to <8 x i32>
  %729 = fmul <8 x float> %727, splat (float 0x3FE62E4000000000)
  %730 = fsub <8 x float> %724, %729
  %731 = fmul <8 x float> %727, splat (float 0x3EB7F7D1C0000000)
  %732 = fsub <8 x float> %730, %731
  %733 = fmul <8 x float> %732, %732
  %734 = fmul <8 x float> %733, splat (float 0x3E66376980000000)
  %735 = fadd <8 x float> %734, splat (float 0xBEBBBD41C0000000)
  %736 = fmul <8 x float> %733, %735
  %737 = fadd <8 x float> %736, splat (float 0x3F11566AA0000000)
  %738 = fmul <8 x float> %733, %737
  %739 = fadd <8 x float> %738, splat (float 0xBF66C16C20000000)
  %740 = fmul <8 x float> %733, %739
  %741 = fadd <8 x float> %740, splat (float 0x3FC5555560000000)
  %742 = fmul <8 x float> %733, %741
  %743 = fsub <8 x float> %732, %742
  %744 = fmul <8 x float> %732, %743
  %745 = fsub <8 x float> splat (float 2.000000e+00), %743
  %746 = fdiv <8 x float> %744, %745
  %747 = fsub <8 x float> %731, %746
  %748 = fsub <8 x float> %730, %747
  %749 = fadd <8 x float> %748, splat (float 1.000000e+00)
  %750 = add <8 x i32> %728, splat (i32 -1262485248)
  %751 = lshr <8 x i32> %750, splat (i32 1)
  %752 = add <8 x i32> %728, splat (i32 255)
  %753 = sub <8 x i32> %752, %751
  %754 = shl <8 x i32> %751, splat (i32 23)
  %755 = add <8 x i32> %754, splat (i32 -8388608)
  %756 = shl <8 x i32> %753, splat (i32 23)
  %757 = bitcast <8 x i32> %755 to <8 x float>
  %758 = bitcast <8 x i32> %756 to <8 x float>
  %759 = fmul <8 x float> %749, %757
  %760 = fmul <8 x float> %759, %758
  %761 = fcmp uno <8 x float> %720, zeroinitializer
  %762 = select <8 x i1> %761, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %760
  %763 = fmul <8 x float> %broadcast.splat175, %762
  %764 = fadd <8 x float> %719, %763
  %765 = uitofp <8 x i64> %vec.ind184 to <8 x float>
  %766 = fcmp oeq <8 x float> %broadcast.splat177, %765
  %767 = select <8 x i1> %766, <8 x float> splat (float 0x3FB99999A0000000), <8 x float> zeroinitializer
  %768 = fadd <8 x float> %767, %764
  %769 = fmul <8 x float> %broadcast.splat179, %768
  %770 = fsub <8 x float> %wide.load185, %769
  %771 = getelementptr inbounds float, ptr %16, i64 %index183
  %wide.load187 = load <8 x float>, ptr %771, align 4, !alias.scope !26
  %772 = fmul <8 x float> %broadcast.splat181, %wide.load187
  %773 = fadd <8 x float> %772, %770
  store <8 x float> %773, ptr %715, align 4, !alias.scope !19, !noalias !22
  %index.next188 = add nuw i64 %index183, 8
  %vec.ind.next189 = add nuw <8 x i64> %vec.ind184, splat (i64 8)
  %774 = icmp eq i64 %index.next188, %n.vec171
  br i1 %774, label %middle.block190, label %vector.body182, !llvm.loop !27

middle.block190:                                  ; preds = %vector.body182
  br i1 %cmp.n191, label %noise.done.us, label %feature.body40.us.preheader317

feature.body40.us.preheader317:                   ; preds = %feature.body40.us.preheader, %middle.block190
  %feature4288.us.ph = phi i64 [ %n.vec171, %middle.block190 ], [ 0, %feature.body40.us.preheader ]
  br label %feature.body40.us

feature.body45.us.preheader:                      ; preds = %fold_tail.exit35.us.thread
  %brmerge366 = select i1 %min.iters.check, i1 true, i1 %found.conflict
  br i1 %brmerge366, label %feature.body45.us.preheader316, label %vector.ph

vector.ph:                                        ; preds = %feature.body45.us.preheader
  %broadcast.splatinsert = insertelement <8 x float> poison, float %fold_value.0.lcssa.us, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert148 = insertelement <8 x float> poison, float %714, i64 0
  %broadcast.splat149 = shufflevector <8 x float> %broadcast.splatinsert148, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert150 = insertelement <8 x float> poison, float %argmax.us, i64 0
  %broadcast.splat151 = shufflevector <8 x float> %broadcast.splatinsert150, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %775 = getelementptr inbounds float, ptr %79, i64 %index
  %wide.load = load <8 x float>, ptr %775, align 4, !alias.scope !28, !noalias !31
  %776 = fmul <8 x float> %wide.load, splat (float 2.000000e+00)
  %777 = fmul <8 x float> %776, splat (float 0x3FA99999A0000000)
  %778 = getelementptr inbounds float, ptr %80, i64 %index
  %wide.load154 = load <8 x float>, ptr %778, align 4, !alias.scope !31
  %779 = fsub <8 x float> %777, %wide.load154
  %780 = fsub <8 x float> %wide.load, %broadcast.splat
  %781 = fcmp olt <8 x float> %780, splat (float -1.040000e+02)
  %782 = select <8 x i1> %781, <8 x float> splat (float -1.040000e+02), <8 x float> %780
  %783 = fcmp ogt <8 x float> %782, splat (float 8.900000e+01)
  %784 = select <8 x i1> %783, <8 x float> splat (float 8.900000e+01), <8 x float> %782
  %785 = fmul <8 x float> %784, splat (float 0x3FF7154760000000)
  %786 = fadd <8 x float> %785, splat (float 0x4168000000000000)
  %787 = fadd <8 x float> %786, splat (float 0xC168000000000000)
  %788 = bitcast <8 x float> %786 to <8 x i32>
  %789 = fmul <8 x float> %787, splat (float 0x3FE62E4000000000)
  %790 = fsub <8 x float> %784, %789
  %791 = fmul <8 x float> %787, splat (float 0x3EB7F7D1C0000000)
  %792 = fsub <8 x float> %790, %791
  %793 = fmul <8 x float> %792, %792
  %794 = fmul <8 x float> %793, splat (float 0x3E66376980000000)
  %795 = fadd <8 x float> %794, splat (float 0xBEBBBD41C0000000)
  %796 = fmul <8 x float> %793, %795
  %797 = fadd <8 x float> %796, splat (float 0x3F11566AA0000000)
  %798 = fmul <8 x float> %793, %797
  %799 = fadd <8 x float> %798, splat (float 0xBF66C16C20000000)
  %800 = fmul <8 x float> %793, %799
  %801 = fadd <8 x float> %800, splat (float 0x3FC5555560000000)
  %802 = fmul <8 x float> %793, %801
  %803 = fsub <8 x float> %792, %802
  %804 = fmul <8 x float> %792, %803
  %805 = fsub <8 x float> splat (float 2.000000e+00), %803
  %806 = fdiv <8 x float> %804, %805
  %807 = fsub <8 x float> %791, %806
  %808 = fsub <8 x float> %790, %807
  %809 = fadd <8 x float> %808, splat (float 1.000000e+00)
  %810 = add <8 x i32> %788, splat (i32 -1262485248)
  %811 = lshr <8 x i32> %810, splat (i32 1)
  %812 = add <8 x i32> %788, splat (i32 255)
  %813 = sub <8 x i32> %812, %811
  %814 = shl <8 x i32> %811, splat (i32 23)
  %815 = add <8 x i32> %814, splat (i32 -8388608)
  %816 = shl <8 x i32> %813, splat (i32 23)
  %817 = bitcast <8 x i32> %815 to <8 x float>
  %818 = bitcast <8 x i32> %816 to <8 x float>
  %819 = fmul <8 x float> %809, %817
  %820 = fmul <8 x float> %819, %818
  %821 = fcmp uno <8 x float> %780, zeroinitializer
  %822 = select <8 x i1> %821, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %820
  %823 = fmul <8 x float> %broadcast.splat149, %822
  %824 = fadd <8 x float> %779, %823
  %825 = uitofp <8 x i64> %vec.ind to <8 x float>
  %826 = fcmp oeq <8 x float> %broadcast.splat151, %825
  %827 = select <8 x i1> %826, <8 x float> splat (float 0x3FB99999A0000000), <8 x float> zeroinitializer
  %828 = fadd <8 x float> %827, %824
  %829 = fmul <8 x float> %broadcast.splat153, %828
  %830 = fsub <8 x float> %wide.load, %829
  store <8 x float> %830, ptr %775, align 4, !alias.scope !28, !noalias !31
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add nuw <8 x i64> %vec.ind, splat (i64 8)
  %831 = icmp eq i64 %index.next, %n.vec
  br i1 %831, label %middle.block, label %vector.body, !llvm.loop !33

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done.us, label %feature.body45.us.preheader316

feature.body45.us.preheader316:                   ; preds = %feature.body45.us.preheader, %middle.block
  %feature4789.us.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %feature.body45.us.preheader ]
  br label %feature.body45.us

feature.body40.us:                                ; preds = %feature.body40.us.preheader317, %feature.body40.us
  %feature4288.us = phi i64 [ %893, %feature.body40.us ], [ %feature4288.us.ph, %feature.body40.us.preheader317 ]
  %832 = getelementptr inbounds float, ptr %79, i64 %feature4288.us
  %833 = load float, ptr %832, align 4
  %834 = fmul float %833, 2.000000e+00
  %835 = fmul float %834, 0x3FA99999A0000000
  %836 = getelementptr inbounds float, ptr %80, i64 %feature4288.us
  %837 = load float, ptr %836, align 4
  %838 = fsub float %835, %837
  %839 = fsub float %833, %fold_value.0.lcssa.us
  %840 = fcmp olt float %839, -1.040000e+02
  %841 = select i1 %840, float -1.040000e+02, float %839
  %842 = fcmp ogt float %841, 8.900000e+01
  %843 = select i1 %842, float 8.900000e+01, float %841
  %844 = fmul float %843, 0x3FF7154760000000
  %845 = fadd float %844, 0x4168000000000000
  %846 = fadd float %845, 0xC168000000000000
  %847 = bitcast float %845 to i32
  %848 = fmul float %846, 0x3FE62E4000000000
  %849 = fsub float %843, %848
  %850 = fmul float %846, 0x3EB7F7D1C0000000
  %851 = fsub float %849, %850
  %852 = fmul float %851, %851
  %853 = fmul float %852, 0x3E66376980000000
  %854 = fadd float %853, 0xBEBBBD41C0000000
  %855 = fmul float %852, %854
  %856 = fadd float %855, 0x3F11566AA0000000
  %857 = fmul float %852, %856
  %858 = fadd float %857, 0xBF66C16C20000000
  %859 = fmul float %852, %858
  %860 = fadd float %859, 0x3FC5555560000000
  %861 = fmul float %852, %860
  %862 = fsub float %851, %861
  %863 = fmul float %851, %862
  %864 = fsub float 2.000000e+00, %862
  %865 = fdiv float %863, %864
  %866 = fsub float %850, %865
  %867 = fsub float %849, %866
  %868 = fadd float %867, 1.000000e+00
  %869 = add i32 %847, -1262485248
  %870 = lshr i32 %869, 1
  %871 = add i32 %847, 255
  %872 = sub i32 %871, %870
  %873 = shl i32 %870, 23
  %874 = add i32 %873, -8388608
  %875 = shl i32 %872, 23
  %876 = bitcast i32 %874 to float
  %877 = bitcast i32 %875 to float
  %878 = fmul float %868, %876
  %879 = fmul float %878, %877
  %880 = fcmp uno float %839, 0.000000e+00
  %881 = select i1 %880, float 0x7FF8000000000000, float %879
  %882 = fmul float %714, %881
  %883 = fadd float %838, %882
  %feature43.us = uitofp i64 %feature4288.us to float
  %884 = fcmp oeq float %feature43.us, %argmax.us
  %885 = select i1 %884, float 0x3FB99999A0000000, float 0.000000e+00
  %886 = fadd float %885, %883
  %887 = fmul float %eta, %886
  %888 = fsub float %833, %887
  %889 = getelementptr inbounds float, ptr %16, i64 %feature4288.us
  %890 = load float, ptr %889, align 4
  %891 = fmul float %noise_scale3.us, %890
  %892 = fadd float %891, %888
  store float %892, ptr %832, align 4
  %893 = add nuw i64 %feature4288.us, 1
  %exitcond116.not = icmp eq i64 %893, %n_features
  br i1 %exitcond116.not, label %noise.done.us, label %feature.body40.us, !llvm.loop !34

noise.done.us:                                    ; preds = %feature.body40.us, %feature.body45.us, %middle.block190, %middle.block, %fold_tail.exit21.us
  %t_next.us = fmul float %anneal_ratio, %temperature1.090.us
  %894 = add nuw i64 %step91.us, 1
  %exitcond118.not = icmp eq i64 %894, %steps
  br i1 %exitcond118.not, label %step.header.step.exit_crit_edge.us, label %step.body.us

feature.body45.us:                                ; preds = %feature.body45.us.preheader316, %feature.body45.us
  %feature4789.us = phi i64 [ %952, %feature.body45.us ], [ %feature4789.us.ph, %feature.body45.us.preheader316 ]
  %895 = getelementptr inbounds float, ptr %79, i64 %feature4789.us
  %896 = load float, ptr %895, align 4
  %897 = fmul float %896, 2.000000e+00
  %898 = fmul float %897, 0x3FA99999A0000000
  %899 = getelementptr inbounds float, ptr %80, i64 %feature4789.us
  %900 = load float, ptr %899, align 4
  %901 = fsub float %898, %900
  %902 = fsub float %896, %fold_value.0.lcssa.us
  %903 = fcmp olt float %902, -1.040000e+02
  %904 = select i1 %903, float -1.040000e+02, float %902
  %905 = fcmp ogt float %904, 8.900000e+01
  %906 = select i1 %905, float 8.900000e+01, float %904
  %907 = fmul float %906, 0x3FF7154760000000
  %908 = fadd float %907, 0x4168000000000000
  %909 = fadd float %908, 0xC168000000000000
  %910 = bitcast float %908 to i32
  %911 = fmul float %909, 0x3FE62E4000000000
  %912 = fsub float %906, %911
  %913 = fmul float %909, 0x3EB7F7D1C0000000
  %914 = fsub float %912, %913
  %915 = fmul float %914, %914
  %916 = fmul float %915, 0x3E66376980000000
  %917 = fadd float %916, 0xBEBBBD41C0000000
  %918 = fmul float %915, %917
  %919 = fadd float %918, 0x3F11566AA0000000
  %920 = fmul float %915, %919
  %921 = fadd float %920, 0xBF66C16C20000000
  %922 = fmul float %915, %921
  %923 = fadd float %922, 0x3FC5555560000000
  %924 = fmul float %915, %923
  %925 = fsub float %914, %924
  %926 = fmul float %914, %925
  %927 = fsub float 2.000000e+00, %925
  %928 = fdiv float %926, %927
  %929 = fsub float %913, %928
  %930 = fsub float %912, %929
  %931 = fadd float %930, 1.000000e+00
  %932 = add i32 %910, -1262485248
  %933 = lshr i32 %932, 1
  %934 = add i32 %910, 255
  %935 = sub i32 %934, %933
  %936 = shl i32 %933, 23
  %937 = add i32 %936, -8388608
  %938 = shl i32 %935, 23
  %939 = bitcast i32 %937 to float
  %940 = bitcast i32 %938 to float
  %941 = fmul float %931, %939
  %942 = fmul float %941, %940
  %943 = fcmp uno float %902, 0.000000e+00
  %944 = select i1 %943, float 0x7FF8000000000000, float %942
  %945 = fmul float %714, %944
  %946 = fadd float %901, %945
  %feature48.us = uitofp i64 %feature4789.us to float
  %947 = fcmp oeq float %feature48.us, %argmax.us
  %948 = select i1 %947, float 0x3FB99999A0000000, float 0.000000e+00
  %949 = fadd float %948, %946
  %950 = fmul float %eta, %949
  %951 = fsub float %896, %950
  store float %951, ptr %895, align 4
  %952 = add nuw i64 %feature4789.us, 1
  %exitcond117.not = icmp eq i64 %952, %n_features
  br i1 %exitcond117.not, label %noise.done.us, label %feature.body45.us, !llvm.loop !35

fold_tail.body34.us:                              ; preds = %fold_tail.body34.us.preheader, %fold_tail.body34.us
  %fold_tail3686.us = phi i64 [ %984, %fold_tail.body34.us ], [ 0, %fold_tail.body34.us.preheader ]
  %fold_value28.085.us = phi float [ %983, %fold_tail.body34.us ], [ 0.000000e+00, %fold_tail.body34.us.preheader ]
  %niter346 = phi i64 [ %niter346.next.7, %fold_tail.body34.us ], [ 0, %fold_tail.body34.us.preheader ]
  %953 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail3686.us
  %954 = load float, ptr %953, align 4
  %955 = fadd float %fold_value28.085.us, %954
  %956 = getelementptr float, ptr %scratch, i64 %fold_tail3686.us
  %957 = getelementptr i8, ptr %956, i64 4
  %958 = load float, ptr %957, align 4
  %959 = fadd float %955, %958
  %960 = getelementptr float, ptr %scratch, i64 %fold_tail3686.us
  %961 = getelementptr i8, ptr %960, i64 8
  %962 = load float, ptr %961, align 4
  %963 = fadd float %959, %962
  %964 = getelementptr float, ptr %scratch, i64 %fold_tail3686.us
  %965 = getelementptr i8, ptr %964, i64 12
  %966 = load float, ptr %965, align 4
  %967 = fadd float %963, %966
  %968 = getelementptr float, ptr %scratch, i64 %fold_tail3686.us
  %969 = getelementptr i8, ptr %968, i64 16
  %970 = load float, ptr %969, align 4
  %971 = fadd float %967, %970
  %972 = getelementptr float, ptr %scratch, i64 %fold_tail3686.us
  %973 = getelementptr i8, ptr %972, i64 20
  %974 = load float, ptr %973, align 4
  %975 = fadd float %971, %974
  %976 = getelementptr float, ptr %scratch, i64 %fold_tail3686.us
  %977 = getelementptr i8, ptr %976, i64 24
  %978 = load float, ptr %977, align 4
  %979 = fadd float %975, %978
  %980 = getelementptr float, ptr %scratch, i64 %fold_tail3686.us
  %981 = getelementptr i8, ptr %980, i64 28
  %982 = load float, ptr %981, align 4
  %983 = fadd float %979, %982
  %984 = add nuw i64 %fold_tail3686.us, 8
  %niter346.next.7 = add i64 %niter346, 8
  %niter346.ncmp.7 = icmp eq i64 %niter346.next.7, %unroll_iter345
  br i1 %niter346.ncmp.7, label %fold_tail.exit35.us.thread.unr-lcssa, label %fold_tail.body34.us

feature.body25.us:                                ; preds = %feature.body25.us.preheader319, %feature.body25.us
  %feature2784.us = phi i64 [ %1031, %feature.body25.us ], [ %feature2784.us.ph, %feature.body25.us.preheader319 ]
  %985 = getelementptr inbounds float, ptr %79, i64 %feature2784.us
  %986 = load float, ptr %985, align 4
  %987 = fsub float %986, %fold_value.0.lcssa.us
  %988 = fcmp olt float %987, -1.040000e+02
  %989 = select i1 %988, float -1.040000e+02, float %987
  %990 = fcmp ogt float %989, 8.900000e+01
  %991 = select i1 %990, float 8.900000e+01, float %989
  %992 = fmul float %991, 0x3FF7154760000000
  %993 = fadd float %992, 0x4168000000000000
  %994 = fadd float %993, 0xC168000000000000
  %995 = bitcast float %993 to i32
  %996 = fmul float %994, 0x3FE62E4000000000
  %997 = fsub float %991, %996
  %998 = fmul float %994, 0x3EB7F7D1C0000000
  %999 = fsub float %997, %998
  %1000 = fmul float %999, %999
  %1001 = fmul float %1000, 0x3E66376980000000
  %1002 = fadd float %1001, 0xBEBBBD41C0000000
  %1003 = fmul float %1000, %1002
  %1004 = fadd float %1003, 0x3F11566AA0000000
  %1005 = fmul float %1000, %1004
  %1006 = fadd float %1005, 0xBF66C16C20000000
  %1007 = fmul float %1000, %1006
  %1008 = fadd float %1007, 0x3FC5555560000000
  %1009 = fmul float %1000, %1008
  %1010 = fsub float %999, %1009
  %1011 = fmul float %999, %1010
  %1012 = fsub float 2.000000e+00, %1010
  %1013 = fdiv float %1011, %1012
  %1014 = fsub float %998, %1013
  %1015 = fsub float %997, %1014
  %1016 = fadd float %1015, 1.000000e+00
  %1017 = add i32 %995, -1262485248
  %1018 = lshr i32 %1017, 1
  %1019 = add i32 %995, 255
  %1020 = sub i32 %1019, %1018
  %1021 = shl i32 %1018, 23
  %1022 = add i32 %1021, -8388608
  %1023 = shl i32 %1020, 23
  %1024 = bitcast i32 %1022 to float
  %1025 = bitcast i32 %1023 to float
  %1026 = fmul float %1016, %1024
  %1027 = fmul float %1026, %1025
  %1028 = fcmp uno float %987, 0.000000e+00
  %1029 = select i1 %1028, float 0x7FF8000000000000, float %1027
  %1030 = getelementptr inbounds float, ptr %scratch, i64 %feature2784.us
  store float %1029, ptr %1030, align 4
  %1031 = add nuw i64 %feature2784.us, 1
  %exitcond114.not = icmp eq i64 %1031, %n_features
  br i1 %exitcond114.not, label %fold_tail.body34.us.preheader, label %feature.body25.us, !llvm.loop !36

fold_tail.body20.us:                              ; preds = %fold_tail.body20.us.preheader, %fold_tail.body20.us
  %fold_tail2282.us = phi i64 [ %1040, %fold_tail.body20.us ], [ %blocks_end, %fold_tail.body20.us.preheader ]
  %fold_index6.081.us = phi i64 [ %1039, %fold_tail.body20.us ], [ %662, %fold_tail.body20.us.preheader ]
  %fold_value5.080.us = phi float [ %1038, %fold_tail.body20.us ], [ %663, %fold_tail.body20.us.preheader ]
  %1032 = getelementptr inbounds float, ptr %35, i64 %fold_tail2282.us
  %1033 = load float, ptr %1032, align 4
  %1034 = fcmp ogt float %1033, %fold_value5.080.us
  %1035 = fcmp uno float %1033, 0.000000e+00
  %1036 = fcmp ord float %fold_value5.080.us, 0.000000e+00
  %1037 = and i1 %1036, %1035
  %take23.us = or i1 %1034, %1037
  %1038 = select i1 %take23.us, float %1033, float %fold_value5.080.us
  %1039 = select i1 %take23.us, i64 %fold_tail2282.us, i64 %fold_index6.081.us
  %1040 = add nuw i64 %fold_tail2282.us, 1
  %1041 = icmp ult i64 %1040, %n_features
  br i1 %1041, label %fold_tail.body20.us, label %fold_tail.exit21.us

max_block.body14.us:                              ; preds = %max_block.body14.us.preheader, %max_block.body14.us
  %max_block1677.us = phi i64 [ %1085, %max_block.body14.us ], [ 0, %max_block.body14.us.preheader ]
  %max_index11.076.us = phi <8 x i64> [ %1084, %max_block.body14.us ], [ zeroinitializer, %max_block.body14.us.preheader ]
  %max_best10.075.us = phi <8 x float> [ %1080, %max_block.body14.us ], [ splat (float 0xFFF0000000000000), %max_block.body14.us.preheader ]
  %niter339 = phi i64 [ %niter339.next.3, %max_block.body14.us ], [ 0, %max_block.body14.us.preheader ]
  %1042 = getelementptr inbounds float, ptr %35, i64 %max_block1677.us
  %block17.us = load <8 x float>, ptr %1042, align 4
  %1043 = fcmp ogt <8 x float> %block17.us, %max_best10.075.us
  %1044 = fcmp uno <8 x float> %block17.us, zeroinitializer
  %1045 = fcmp ord <8 x float> %max_best10.075.us, zeroinitializer
  %1046 = and <8 x i1> %1045, %1044
  %take18.us = or <8 x i1> %1043, %1046
  %1047 = select <8 x i1> %take18.us, <8 x float> %block17.us, <8 x float> %max_best10.075.us
  %1048 = insertelement <8 x i64> poison, i64 %max_block1677.us, i64 0
  %1049 = shufflevector <8 x i64> %1048, <8 x i64> poison, <8 x i32> zeroinitializer
  %1050 = or disjoint <8 x i64> %1049, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1051 = select <8 x i1> %take18.us, <8 x i64> %1050, <8 x i64> %max_index11.076.us
  %1052 = or disjoint i64 %max_block1677.us, 8
  %1053 = getelementptr inbounds float, ptr %35, i64 %1052
  %block17.us.1 = load <8 x float>, ptr %1053, align 4
  %1054 = fcmp ogt <8 x float> %block17.us.1, %1047
  %1055 = fcmp uno <8 x float> %block17.us.1, zeroinitializer
  %1056 = fcmp ord <8 x float> %1047, zeroinitializer
  %1057 = and <8 x i1> %1056, %1055
  %take18.us.1 = or <8 x i1> %1054, %1057
  %1058 = select <8 x i1> %take18.us.1, <8 x float> %block17.us.1, <8 x float> %1047
  %1059 = insertelement <8 x i64> poison, i64 %1052, i64 0
  %1060 = shufflevector <8 x i64> %1059, <8 x i64> poison, <8 x i32> zeroinitializer
  %1061 = or disjoint <8 x i64> %1060, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1062 = select <8 x i1> %take18.us.1, <8 x i64> %1061, <8 x i64> %1051
  %1063 = or disjoint i64 %max_block1677.us, 16
  %1064 = getelementptr inbounds float, ptr %35, i64 %1063
  %block17.us.2 = load <8 x float>, ptr %1064, align 4
  %1065 = fcmp ogt <8 x float> %block17.us.2, %1058
  %1066 = fcmp uno <8 x float> %block17.us.2, zeroinitializer
  %1067 = fcmp ord <8 x float> %1058, zeroinitializer
  %1068 = and <8 x i1> %1067, %1066
  %take18.us.2 = or <8 x i1> %1065, %1068
  %1069 = select <8 x i1> %take18.us.2, <8 x float> %block17.us.2, <8 x float> %1058
  %1070 = insertelement <8 x i64> poison, i64 %1063, i64 0
  %1071 = shufflevector <8 x i64> %1070, <8 x i64> poison, <8 x i32> zeroinitializer
  %1072 = or disjoint <8 x i64> %1071, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1073 = select <8 x i1> %take18.us.2, <8 x i64> %1072, <8 x i64> %1062
  %1074 = or disjoint i64 %max_block1677.us, 24
  %1075 = getelementptr inbounds float, ptr %35, i64 %1074
  %block17.us.3 = load <8 x float>, ptr %1075, align 4
  %1076 = fcmp ogt <8 x float> %block17.us.3, %1069
  %1077 = fcmp uno <8 x float> %block17.us.3, zeroinitializer
  %1078 = fcmp ord <8 x float> %1069, zeroinitializer
  %1079 = and <8 x i1> %1078, %1077
  %take18.us.3 = or <8 x i1> %1076, %1079
  %1080 = select <8 x i1> %take18.us.3, <8 x float> %block17.us.3, <8 x float> %1069
  %1081 = insertelement <8 x i64> poison, i64 %1074, i64 0
  %1082 = shufflevector <8 x i64> %1081, <8 x i64> poison, <8 x i32> zeroinitializer
  %1083 = or disjoint <8 x i64> %1082, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1084 = select <8 x i1> %take18.us.3, <8 x i64> %1083, <8 x i64> %1073
  %1085 = add nuw i64 %max_block1677.us, 32
  %niter339.next.3 = add i64 %niter339, 4
  %niter339.ncmp.3.not = icmp eq i64 %niter339.next.3, %unroll_iter338
  br i1 %niter339.ncmp.3.not, label %max_block.exit15.us.loopexit.unr-lcssa, label %max_block.body14.us

fold_tail.body.us:                                ; preds = %max_block.exit.us, %fold_tail.body.us
  %fold_tail73.us = phi i64 [ %1093, %fold_tail.body.us ], [ %blocks_end, %max_block.exit.us ]
  %fold_value.072.us = phi float [ %1092, %fold_tail.body.us ], [ %557, %max_block.exit.us ]
  %1086 = getelementptr inbounds float, ptr %scratch, i64 %fold_tail73.us
  %1087 = load float, ptr %1086, align 4
  %1088 = fcmp ogt float %1087, %fold_value.072.us
  %1089 = fcmp uno float %1087, 0.000000e+00
  %1090 = fcmp ord float %fold_value.072.us, 0.000000e+00
  %1091 = and i1 %1090, %1089
  %take4.us = or i1 %1088, %1091
  %1092 = select i1 %take4.us, float %1087, float %fold_value.072.us
  %1093 = add nuw i64 %fold_tail73.us, 1
  %1094 = icmp ult i64 %1093, %n_features
  br i1 %1094, label %fold_tail.body.us, label %fold_tail.exit.us

max_block.body.us:                                ; preds = %max_block.body.us.preheader, %max_block.body.us
  %max_block69.us = phi i64 [ %1138, %max_block.body.us ], [ 0, %max_block.body.us.preheader ]
  %max_best.068.us = phi <8 x float> [ %1133, %max_block.body.us ], [ splat (float 0xFFF0000000000000), %max_block.body.us.preheader ]
  %max_index.067.us = phi <8 x i64> [ %1137, %max_block.body.us ], [ zeroinitializer, %max_block.body.us.preheader ]
  %niter = phi i64 [ %niter.next.3, %max_block.body.us ], [ 0, %max_block.body.us.preheader ]
  %1095 = getelementptr inbounds float, ptr %scratch, i64 %max_block69.us
  %block.us = load <8 x float>, ptr %1095, align 4
  %1096 = fcmp ogt <8 x float> %block.us, %max_best.068.us
  %1097 = fcmp uno <8 x float> %block.us, zeroinitializer
  %1098 = fcmp ord <8 x float> %max_best.068.us, zeroinitializer
  %1099 = and <8 x i1> %1098, %1097
  %take.us = or <8 x i1> %1096, %1099
  %1100 = select <8 x i1> %take.us, <8 x float> %block.us, <8 x float> %max_best.068.us
  %1101 = insertelement <8 x i64> poison, i64 %max_block69.us, i64 0
  %1102 = shufflevector <8 x i64> %1101, <8 x i64> poison, <8 x i32> zeroinitializer
  %1103 = or disjoint <8 x i64> %1102, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1104 = select <8 x i1> %take.us, <8 x i64> %1103, <8 x i64> %max_index.067.us
  %1105 = or disjoint i64 %max_block69.us, 8
  %1106 = getelementptr inbounds float, ptr %scratch, i64 %1105
  %block.us.1 = load <8 x float>, ptr %1106, align 4
  %1107 = fcmp ogt <8 x float> %block.us.1, %1100
  %1108 = fcmp uno <8 x float> %block.us.1, zeroinitializer
  %1109 = fcmp ord <8 x float> %1100, zeroinitializer
  %1110 = and <8 x i1> %1109, %1108
  %take.us.1 = or <8 x i1> %1107, %1110
  %1111 = select <8 x i1> %take.us.1, <8 x float> %block.us.1, <8 x float> %1100
  %1112 = insertelement <8 x i64> poison, i64 %1105, i64 0
  %1113 = shufflevector <8 x i64> %1112, <8 x i64> poison, <8 x i32> zeroinitializer
  %1114 = or disjoint <8 x i64> %1113, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1115 = select <8 x i1> %take.us.1, <8 x i64> %1114, <8 x i64> %1104
  %1116 = or disjoint i64 %max_block69.us, 16
  %1117 = getelementptr inbounds float, ptr %scratch, i64 %1116
  %block.us.2 = load <8 x float>, ptr %1117, align 4
  %1118 = fcmp ogt <8 x float> %block.us.2, %1111
  %1119 = fcmp uno <8 x float> %block.us.2, zeroinitializer
  %1120 = fcmp ord <8 x float> %1111, zeroinitializer
  %1121 = and <8 x i1> %1120, %1119
  %take.us.2 = or <8 x i1> %1118, %1121
  %1122 = select <8 x i1> %take.us.2, <8 x float> %block.us.2, <8 x float> %1111
  %1123 = insertelement <8 x i64> poison, i64 %1116, i64 0
  %1124 = shufflevector <8 x i64> %1123, <8 x i64> poison, <8 x i32> zeroinitializer
  %1125 = or disjoint <8 x i64> %1124, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1126 = select <8 x i1> %take.us.2, <8 x i64> %1125, <8 x i64> %1115
  %1127 = or disjoint i64 %max_block69.us, 24
  %1128 = getelementptr inbounds float, ptr %scratch, i64 %1127
  %block.us.3 = load <8 x float>, ptr %1128, align 4
  %1129 = fcmp ogt <8 x float> %block.us.3, %1122
  %1130 = fcmp uno <8 x float> %block.us.3, zeroinitializer
  %1131 = fcmp ord <8 x float> %1122, zeroinitializer
  %1132 = and <8 x i1> %1131, %1130
  %take.us.3 = or <8 x i1> %1129, %1132
  %1133 = select <8 x i1> %take.us.3, <8 x float> %block.us.3, <8 x float> %1122
  %1134 = insertelement <8 x i64> poison, i64 %1127, i64 0
  %1135 = shufflevector <8 x i64> %1134, <8 x i64> poison, <8 x i32> zeroinitializer
  %1136 = or disjoint <8 x i64> %1135, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1137 = select <8 x i1> %take.us.3, <8 x i64> %1136, <8 x i64> %1126
  %1138 = add nuw i64 %max_block69.us, 32
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3.not = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3.not, label %max_block.exit.us.loopexit.unr-lcssa, label %max_block.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature66.us = phi i64 [ %1178, %feature.body.us ], [ %feature66.us.unr, %feature.body.us.prol.loopexit ]
  %1139 = getelementptr inbounds float, ptr %79, i64 %feature66.us
  %1140 = load float, ptr %1139, align 4
  %1141 = getelementptr inbounds float, ptr %scratch, i64 %feature66.us
  store float %1140, ptr %1141, align 4
  %1142 = getelementptr float, ptr %35, i64 %feature66.us
  store float %1140, ptr %1142, align 4
  %1143 = add nuw i64 %feature66.us, 1
  %1144 = getelementptr inbounds float, ptr %79, i64 %1143
  %1145 = load float, ptr %1144, align 4
  %1146 = getelementptr inbounds float, ptr %scratch, i64 %1143
  store float %1145, ptr %1146, align 4
  %1147 = getelementptr float, ptr %35, i64 %1143
  store float %1145, ptr %1147, align 4
  %1148 = add nuw i64 %feature66.us, 2
  %1149 = getelementptr inbounds float, ptr %79, i64 %1148
  %1150 = load float, ptr %1149, align 4
  %1151 = getelementptr inbounds float, ptr %scratch, i64 %1148
  store float %1150, ptr %1151, align 4
  %1152 = getelementptr float, ptr %35, i64 %1148
  store float %1150, ptr %1152, align 4
  %1153 = add nuw i64 %feature66.us, 3
  %1154 = getelementptr inbounds float, ptr %79, i64 %1153
  %1155 = load float, ptr %1154, align 4
  %1156 = getelementptr inbounds float, ptr %scratch, i64 %1153
  store float %1155, ptr %1156, align 4
  %1157 = getelementptr float, ptr %35, i64 %1153
  store float %1155, ptr %1157, align 4
  %1158 = add nuw i64 %feature66.us, 4
  %1159 = getelementptr inbounds float, ptr %79, i64 %1158
  %1160 = load float, ptr %1159, align 4
  %1161 = getelementptr inbounds float, ptr %scratch, i64 %1158
  store float %1160, ptr %1161, align 4
  %1162 = getelementptr float, ptr %35, i64 %1158
  store float %1160, ptr %1162, align 4
  %1163 = add nuw i64 %feature66.us, 5
  %1164 = getelementptr inbounds float, ptr %79, i64 %1163
  %1165 = load float, ptr %1164, align 4
  %1166 = getelementptr inbounds float, ptr %scratch, i64 %1163
  store float %1165, ptr %1166, align 4
  %1167 = getelementptr float, ptr %35, i64 %1163
  store float %1165, ptr %1167, align 4
  %1168 = add nuw i64 %feature66.us, 6
  %1169 = getelementptr inbounds float, ptr %79, i64 %1168
  %1170 = load float, ptr %1169, align 4
  %1171 = getelementptr inbounds float, ptr %scratch, i64 %1168
  store float %1170, ptr %1171, align 4
  %1172 = getelementptr float, ptr %35, i64 %1168
  store float %1170, ptr %1172, align 4
  %1173 = add nuw i64 %feature66.us, 7
  %1174 = getelementptr inbounds float, ptr %79, i64 %1173
  %1175 = load float, ptr %1174, align 4
  %1176 = getelementptr inbounds float, ptr %scratch, i64 %1173
  store float %1175, ptr %1176, align 4
  %1177 = getelementptr float, ptr %35, i64 %1173
  store float %1175, ptr %1177, align 4
  %1178 = add nuw i64 %feature66.us, 8
  %exitcond113.not.7 = icmp eq i64 %1178, %n_features
  br i1 %exitcond113.not.7, label %feature.exit.us, label %feature.body.us, !llvm.loop !37

philox.header.preheader.us:                       ; preds = %step.body.us
  br i1 %.not93, label %max_block.exit.us, label %philox.body.lr.ph.us

philox.body.lr.ph.us:                             ; preds = %philox.header.preheader.us
  %1179 = lshr i64 %key1_step.us, 32
  %1180 = mul nuw i64 %1179, 3449720151
  %1181 = lshr i64 %1180, 32
  %1182 = xor i64 %key0, %1181
  %1183 = xor i64 %1182, %key1_step.us
  %1184 = and i64 %1183, 4294967295
  %1185 = mul nuw i64 %1184, 3528531795
  %1186 = lshr i64 %1185, 32
  %1187 = xor i64 %1186, %20
  br i1 %or.cond311, label %philox.body.us.preheader, label %vector.ph259

vector.ph259:                                     ; preds = %philox.body.lr.ph.us
  %broadcast.splatinsert266 = insertelement <8 x i64> poison, i64 %1187, i64 0
  %broadcast.splat267 = shufflevector <8 x i64> %broadcast.splatinsert266, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %1180, %19
  %.scalar313 = and i64 %.scalar, 4294967295
  %1188 = insertelement <8 x i64> poison, i64 %.scalar313, i64 0
  %.masked = shufflevector <8 x i64> %1188, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar314 = xor i64 %1185, %22
  %.scalar315 = and i64 %.scalar314, 4294967295
  %1189 = insertelement <8 x i64> poison, i64 %.scalar315, i64 0
  %.masked310 = shufflevector <8 x i64> %1189, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body302

vector.body302:                                   ; preds = %vector.body302, %vector.ph259
  %index303 = phi i64 [ 0, %vector.ph259 ], [ %index.next305, %vector.body302 ]
  %vec.ind304 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph259 ], [ %vec.ind.next306, %vector.body302 ]
  %1190 = add <8 x i64> %vec.ind304, %broadcast.splat269
  %1191 = and <8 x i64> %1190, splat (i64 4294967295)
  %1192 = mul nuw <8 x i64> %1191, splat (i64 3528531795)
  %1193 = xor <8 x i64> %1190, %broadcast.splat271
  %1194 = xor <8 x i64> %1193, %1192
  %1195 = lshr <8 x i64> %1194, splat (i64 32)
  %1196 = mul nuw <8 x i64> %1195, splat (i64 3449720151)
  %1197 = lshr <8 x i64> %1196, splat (i64 32)
  %1198 = xor <8 x i64> %broadcast.splat267, %1192
  %1199 = xor <8 x i64> %.masked, %1197
  %1200 = mul nuw <8 x i64> %1199, splat (i64 3528531795)
  %1201 = and <8 x i64> %1198, splat (i64 4294967295)
  %1202 = mul nuw <8 x i64> %1201, splat (i64 3449720151)
  %1203 = lshr <8 x i64> %1200, splat (i64 32)
  %1204 = lshr <8 x i64> %1202, splat (i64 32)
  %1205 = xor <8 x i64> %1204, %broadcast.splat275
  %1206 = xor <8 x i64> %1205, %1196
  %1207 = and <8 x i64> %1206, splat (i64 4294967295)
  %1208 = mul nuw <8 x i64> %1207, splat (i64 3528531795)
  %1209 = xor <8 x i64> %.masked310, %1203
  %1210 = mul nuw <8 x i64> %1209, splat (i64 3449720151)
  %1211 = lshr <8 x i64> %1208, splat (i64 32)
  %1212 = lshr <8 x i64> %1210, splat (i64 32)
  %1213 = xor <8 x i64> %broadcast.splat279, %1212
  %1214 = xor <8 x i64> %1213, %1202
  %1215 = xor <8 x i64> %1211, %broadcast.splat281
  %1216 = xor <8 x i64> %1215, %1200
  %1217 = and <8 x i64> %1214, splat (i64 4294967295)
  %1218 = mul nuw <8 x i64> %1217, splat (i64 3528531795)
  %1219 = and <8 x i64> %1216, splat (i64 4294967295)
  %1220 = mul nuw <8 x i64> %1219, splat (i64 3449720151)
  %1221 = lshr <8 x i64> %1218, splat (i64 32)
  %1222 = lshr <8 x i64> %1220, splat (i64 32)
  %1223 = xor <8 x i64> %1222, %broadcast.splat283
  %1224 = xor <8 x i64> %1223, %1210
  %1225 = xor <8 x i64> %broadcast.splat285, %1221
  %1226 = xor <8 x i64> %1225, %1208
  %1227 = and <8 x i64> %1224, splat (i64 4294967295)
  %1228 = mul nuw <8 x i64> %1227, splat (i64 3528531795)
  %1229 = and <8 x i64> %1226, splat (i64 4294967295)
  %1230 = mul nuw <8 x i64> %1229, splat (i64 3449720151)
  %1231 = lshr <8 x i64> %1228, splat (i64 32)
  %1232 = lshr <8 x i64> %1230, splat (i64 32)
  %1233 = xor <8 x i64> %broadcast.splat287, %1232
  %1234 = xor <8 x i64> %1233, %1220
  %1235 = xor <8 x i64> %1231, %broadcast.splat289
  %1236 = xor <8 x i64> %1235, %1218
  %1237 = and <8 x i64> %1234, splat (i64 4294967295)
  %1238 = mul nuw <8 x i64> %1237, splat (i64 3528531795)
  %1239 = and <8 x i64> %1236, splat (i64 4294967295)
  %1240 = mul nuw <8 x i64> %1239, splat (i64 3449720151)
  %1241 = lshr <8 x i64> %1238, splat (i64 32)
  %1242 = lshr <8 x i64> %1240, splat (i64 32)
  %1243 = xor <8 x i64> %1242, %broadcast.splat291
  %1244 = xor <8 x i64> %1243, %1230
  %1245 = xor <8 x i64> %broadcast.splat293, %1241
  %1246 = xor <8 x i64> %1245, %1228
  %1247 = and <8 x i64> %1244, splat (i64 4294967295)
  %1248 = mul nuw <8 x i64> %1247, splat (i64 3528531795)
  %1249 = and <8 x i64> %1246, splat (i64 4294967295)
  %1250 = mul nuw <8 x i64> %1249, splat (i64 3449720151)
  %1251 = lshr <8 x i64> %1248, splat (i64 32)
  %1252 = lshr <8 x i64> %1250, splat (i64 32)
  %1253 = xor <8 x i64> %broadcast.splat295, %1252
  %1254 = xor <8 x i64> %1253, %1240
  %1255 = xor <8 x i64> %1251, %broadcast.splat297
  %1256 = xor <8 x i64> %1255, %1238
  %1257 = and <8 x i64> %1254, splat (i64 4294967295)
  %1258 = mul nuw <8 x i64> %1257, splat (i64 3528531795)
  %1259 = lshr <8 x i64> %1258, splat (i64 32)
  %1260 = trunc <8 x i64> %1256 to <8 x i32>
  %1261 = mul <8 x i32> %1260, splat (i32 -845247145)
  %1262 = xor <8 x i64> %broadcast.splat299, %1259
  %1263 = xor <8 x i64> %1262, %1248
  %1264 = and <8 x i64> %1263, splat (i64 4294967295)
  %1265 = mul nuw <8 x i64> %1264, splat (i64 3449720151)
  %1266 = lshr <8 x i64> %1265, splat (i64 32)
  %1267 = trunc nuw <8 x i64> %1266 to <8 x i32>
  %1268 = trunc <8 x i64> %1265 to <8 x i32>
  %1269 = xor <8 x i32> %1261, %broadcast.splat301
  %1270 = xor <8 x i32> %1269, %1267
  %1271 = getelementptr inbounds float, ptr %16, i64 %index303
  store <8 x i32> %1270, ptr %1271, align 4
  %1272 = getelementptr inbounds float, ptr %scratch, i64 %index303
  store <8 x i32> %1268, ptr %1272, align 4
  %index.next305 = add nuw i64 %index303, 8
  %vec.ind.next306 = add nuw <8 x i64> %vec.ind304, splat (i64 8)
  %1273 = icmp eq i64 %index.next305, %n.vec261
  br i1 %1273, label %middle.block307, label %vector.body302, !llvm.loop !38

middle.block307:                                  ; preds = %vector.body302
  br i1 %cmp.n308, label %noise.body.us.preheader, label %philox.body.us.preheader

philox.body.us.preheader:                         ; preds = %philox.body.lr.ph.us, %middle.block307
  %philox64.us.ph = phi i64 [ 0, %philox.body.lr.ph.us ], [ %n.vec261, %middle.block307 ]
  %invariant.op = xor i64 %19, %1180
  %invariant.op363 = xor i64 %22, %1185
  br label %philox.body.us

step.header.step.exit_crit_edge.us:               ; preds = %noise.done.us
  %1274 = add nuw i64 %row92.us, 1
  %exitcond119.not = icmp eq i64 %1274, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond119.not, label %row.exit, label %row.body.us

row.exit:                                         ; preds = %step.header.step.exit_crit_edge.us, %row.body.lr.ph, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !1}
!3 = !{!4}
!4 = distinct !{!4, !5}
!5 = distinct !{!5, !"LVerDomain"}
!6 = !{!7}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !1, !9}
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = distinct !{!10, !1, !9}
!11 = !{!"branch_weights", i32 4, i32 28}
!12 = distinct !{!12, !1, !9}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !1, !9}
!18 = distinct !{!18, !14}
!19 = !{!20}
!20 = distinct !{!20, !21}
!21 = distinct !{!21, !"LVerDomain"}
!22 = !{!23, !24}
!23 = distinct !{!23, !21}
!24 = distinct !{!24, !21}
!25 = !{!23}
!26 = !{!24}
!27 = distinct !{!27, !1, !9}
!28 = !{!29}
!29 = distinct !{!29, !30}
!30 = distinct !{!30, !"LVerDomain"}
!31 = !{!32}
!32 = distinct !{!32, !30}
!33 = distinct !{!33, !1, !9}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1, !9}
