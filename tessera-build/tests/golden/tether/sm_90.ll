; ModuleID = 'tether'
source_filename = "tether.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_fold_scratch = internal addrspace(3) global [4096 x float] undef, align 4
@tessera_uniforms = internal addrspace(3) global [1 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i64 %key0, i64 %key1) #0 {
entry:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %row = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = zext i32 %1 to i64
  %2 = icmp ult i64 %row, %n_rows
  %3 = icmp ule i64 %n_features, 4096
  %4 = and i1 %2, %3
  br i1 %4, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row, %n_features
  %5 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %6 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  br label %step.header

row.done:                                         ; preds = %step.exit, %entry
  ret void

step.header:                                      ; preds = %stored, %row.then
  %step = phi i64 [ 0, %row.then ], [ %21, %stored ]
  %7 = icmp ult i64 %step, %steps
  br i1 %7, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %key1_step = add i64 %key1, %step
  br label %lane_feature.header

step.exit:                                        ; preds = %step.header
  br label %row.done

lane_feature.header:                              ; preds = %lane_feature.body, %step.body
  %lane_feature = phi i64 [ %lane, %step.body ], [ %13, %lane_feature.body ]
  %8 = icmp ult i64 %lane_feature, %n_features
  br i1 %8, label %lane_feature.body, label %lane_feature.exit

lane_feature.body:                                ; preds = %lane_feature.header
  %9 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %lane_feature
  %10 = load float, ptr addrspace(1) %9, align 4
  %11 = fmul float %10, %10
  %12 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch, i64 %lane_feature
  store float %11, ptr addrspace(3) %12, align 4
  %13 = add i64 %lane_feature, 256
  br label %lane_feature.header

lane_feature.exit:                                ; preds = %lane_feature.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %lane_feature.exit
  store float 0.000000e+00, ptr addrspace(3) @tessera_uniforms, align 4
  br label %fold.header

fold.done:                                        ; preds = %fold.exit, %lane_feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = icmp ne i32 %draw_noise, 0
  br i1 %14, label %noise, label %quiet

fold.header:                                      ; preds = %fold.body, %fold.then
  %fold = phi i64 [ 0, %fold.then ], [ %20, %fold.body ]
  %15 = icmp ult i64 %fold, %n_features
  br i1 %15, label %fold.body, label %fold.exit

fold.body:                                        ; preds = %fold.header
  %16 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch, i64 %fold
  %17 = load float, ptr addrspace(3) %16, align 4
  %18 = load float, ptr addrspace(3) @tessera_uniforms, align 4
  %19 = fadd float %17, %18
  store float %19, ptr addrspace(3) @tessera_uniforms, align 4
  %20 = add i64 %fold, 1
  br label %fold.header

fold.exit:                                        ; preds = %fold.header
  br label %fold.done

noise:                                            ; preds = %fold.done
  br label %feature.header

quiet:                                            ; preds = %fold.done
  br label %feature.header1

stored:                                           ; preds = %feature.exit3, %feature.exit
  %21 = add i64 %step, 1
  br label %step.header

feature.header:                                   ; preds = %feature.body, %noise
  %feature = phi i64 [ %lane, %noise ], [ %372, %feature.body ]
  %22 = icmp ult i64 %feature, %n_features
  br i1 %22, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %23 = load float, ptr addrspace(3) @tessera_uniforms, align 4
  %24 = fsub float %23, 4.000000e+00
  %25 = fmul float 2.000000e+00, %24
  %26 = fmul float 0x3F847AE140000000, %25
  %27 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature
  %28 = load float, ptr addrspace(1) %27, align 4
  %29 = fmul float 2.000000e+00, %28
  %30 = fmul float %26, %29
  %31 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature
  %32 = load float, ptr addrspace(1) %31, align 4
  %33 = fsub float %28, %32
  %34 = fmul float 2.000000e+00, %33
  %35 = fmul float 5.000000e-01, %34
  %36 = fadd float %30, %35
  %37 = fmul float %36, %eta
  %38 = fsub float %28, %37
  %39 = mul i64 %row, %n_features
  %40 = add i64 %39, %feature
  %41 = trunc i64 %key0 to i32
  %42 = lshr i64 %key0, 32
  %43 = trunc i64 %42 to i32
  %44 = trunc i64 %40 to i32
  %45 = trunc i64 %key1_step to i32
  %46 = lshr i64 %key1_step, 32
  %47 = trunc i64 %46 to i32
  %48 = lshr i64 %40, 32
  %49 = trunc i64 %48 to i32
  %50 = zext i32 %44 to i64
  %51 = mul i64 3528531795, %50
  %52 = zext i32 %47 to i64
  %53 = mul i64 3449720151, %52
  %54 = lshr i64 %51, 32
  %55 = trunc i64 %54 to i32
  %56 = trunc i64 %51 to i32
  %57 = lshr i64 %53, 32
  %58 = trunc i64 %57 to i32
  %59 = trunc i64 %53 to i32
  %60 = xor i32 %58, %45
  %61 = xor i32 %60, %41
  %62 = xor i32 %55, %49
  %63 = xor i32 %62, %43
  %64 = add i32 %41, -1640531527
  %65 = add i32 %43, -1150833019
  %66 = zext i32 %61 to i64
  %67 = mul i64 3528531795, %66
  %68 = zext i32 %63 to i64
  %69 = mul i64 3449720151, %68
  %70 = lshr i64 %67, 32
  %71 = trunc i64 %70 to i32
  %72 = trunc i64 %67 to i32
  %73 = lshr i64 %69, 32
  %74 = trunc i64 %73 to i32
  %75 = trunc i64 %69 to i32
  %76 = xor i32 %74, %59
  %77 = xor i32 %76, %64
  %78 = xor i32 %71, %56
  %79 = xor i32 %78, %65
  %80 = add i32 %64, -1640531527
  %81 = add i32 %65, -1150833019
  %82 = zext i32 %77 to i64
  %83 = mul i64 3528531795, %82
  %84 = zext i32 %79 to i64
  %85 = mul i64 3449720151, %84
  %86 = lshr i64 %83, 32
  %87 = trunc i64 %86 to i32
  %88 = trunc i64 %83 to i32
  %89 = lshr i64 %85, 32
  %90 = trunc i64 %89 to i32
  %91 = trunc i64 %85 to i32
  %92 = xor i32 %90, %75
  %93 = xor i32 %92, %80
  %94 = xor i32 %87, %72
  %95 = xor i32 %94, %81
  %96 = add i32 %80, -1640531527
  %97 = add i32 %81, -1150833019
  %98 = zext i32 %93 to i64
  %99 = mul i64 3528531795, %98
  %100 = zext i32 %95 to i64
  %101 = mul i64 3449720151, %100
  %102 = lshr i64 %99, 32
  %103 = trunc i64 %102 to i32
  %104 = trunc i64 %99 to i32
  %105 = lshr i64 %101, 32
  %106 = trunc i64 %105 to i32
  %107 = trunc i64 %101 to i32
  %108 = xor i32 %106, %91
  %109 = xor i32 %108, %96
  %110 = xor i32 %103, %88
  %111 = xor i32 %110, %97
  %112 = add i32 %96, -1640531527
  %113 = add i32 %97, -1150833019
  %114 = zext i32 %109 to i64
  %115 = mul i64 3528531795, %114
  %116 = zext i32 %111 to i64
  %117 = mul i64 3449720151, %116
  %118 = lshr i64 %115, 32
  %119 = trunc i64 %118 to i32
  %120 = trunc i64 %115 to i32
  %121 = lshr i64 %117, 32
  %122 = trunc i64 %121 to i32
  %123 = trunc i64 %117 to i32
  %124 = xor i32 %122, %107
  %125 = xor i32 %124, %112
  %126 = xor i32 %119, %104
  %127 = xor i32 %126, %113
  %128 = add i32 %112, -1640531527
  %129 = add i32 %113, -1150833019
  %130 = zext i32 %125 to i64
  %131 = mul i64 3528531795, %130
  %132 = zext i32 %127 to i64
  %133 = mul i64 3449720151, %132
  %134 = lshr i64 %131, 32
  %135 = trunc i64 %134 to i32
  %136 = trunc i64 %131 to i32
  %137 = lshr i64 %133, 32
  %138 = trunc i64 %137 to i32
  %139 = trunc i64 %133 to i32
  %140 = xor i32 %138, %123
  %141 = xor i32 %140, %128
  %142 = xor i32 %135, %120
  %143 = xor i32 %142, %129
  %144 = add i32 %128, -1640531527
  %145 = add i32 %129, -1150833019
  %146 = zext i32 %141 to i64
  %147 = mul i64 3528531795, %146
  %148 = zext i32 %143 to i64
  %149 = mul i64 3449720151, %148
  %150 = lshr i64 %147, 32
  %151 = trunc i64 %150 to i32
  %152 = trunc i64 %147 to i32
  %153 = lshr i64 %149, 32
  %154 = trunc i64 %153 to i32
  %155 = trunc i64 %149 to i32
  %156 = xor i32 %154, %139
  %157 = xor i32 %156, %144
  %158 = xor i32 %151, %136
  %159 = xor i32 %158, %145
  %160 = add i32 %144, -1640531527
  %161 = add i32 %145, -1150833019
  %162 = zext i32 %157 to i64
  %163 = mul i64 3528531795, %162
  %164 = zext i32 %159 to i64
  %165 = mul i64 3449720151, %164
  %166 = lshr i64 %163, 32
  %167 = trunc i64 %166 to i32
  %168 = trunc i64 %163 to i32
  %169 = lshr i64 %165, 32
  %170 = trunc i64 %169 to i32
  %171 = trunc i64 %165 to i32
  %172 = xor i32 %170, %155
  %173 = xor i32 %172, %160
  %174 = xor i32 %167, %152
  %175 = xor i32 %174, %161
  %176 = add i32 %160, -1640531527
  %177 = add i32 %161, -1150833019
  %178 = zext i32 %173 to i64
  %179 = mul i64 3528531795, %178
  %180 = zext i32 %175 to i64
  %181 = mul i64 3449720151, %180
  %182 = lshr i64 %179, 32
  %183 = trunc i64 %182 to i32
  %184 = trunc i64 %179 to i32
  %185 = lshr i64 %181, 32
  %186 = trunc i64 %185 to i32
  %187 = trunc i64 %181 to i32
  %188 = xor i32 %186, %171
  %189 = xor i32 %188, %176
  %190 = xor i32 %183, %168
  %191 = xor i32 %190, %177
  %192 = add i32 %176, -1640531527
  %193 = add i32 %177, -1150833019
  %194 = zext i32 %189 to i64
  %195 = mul i64 3528531795, %194
  %196 = zext i32 %191 to i64
  %197 = mul i64 3449720151, %196
  %198 = lshr i64 %195, 32
  %199 = trunc i64 %198 to i32
  %200 = trunc i64 %195 to i32
  %201 = lshr i64 %197, 32
  %202 = trunc i64 %201 to i32
  %203 = trunc i64 %197 to i32
  %204 = xor i32 %202, %187
  %205 = xor i32 %204, %192
  %206 = xor i32 %199, %184
  %207 = xor i32 %206, %193
  %208 = uitofp i32 %205 to double
  %209 = fadd double %208, 5.000000e-01
  %210 = fmul double %209, 0x3DF0000000000000
  %211 = uitofp i32 %203 to double
  %212 = fadd double %211, 5.000000e-01
  %213 = fmul double %212, 0x3DF0000000000000
  %214 = fcmp olt double %210, 0x10000000000000
  %215 = fmul double %210, 0x4350000000000000
  %216 = select i1 %214, double %215, double %210
  %217 = select i1 %214, i64 1077, i64 1023
  %218 = bitcast double %216 to i64
  %219 = lshr i64 %218, 32
  %220 = add i64 %219, 614242
  %221 = lshr i64 %220, 20
  %222 = sub i64 %221, %217
  %223 = and i64 %220, 1048575
  %224 = add i64 %223, 1072079006
  %225 = shl i64 %224, 32
  %226 = and i64 %218, 4294967295
  %227 = or i64 %225, %226
  %228 = bitcast i64 %227 to double
  %229 = fsub double %228, 1.000000e+00
  %230 = fmul double 5.000000e-01, %229
  %231 = fmul double %230, %229
  %232 = fadd double 2.000000e+00, %229
  %233 = fdiv double %229, %232
  %234 = fmul double %233, %233
  %235 = fmul double %234, %234
  %236 = fmul double %235, 0x3FC39A09D078C69F
  %237 = fadd double 0x3FCC71C51D8E78AF, %236
  %238 = fmul double %235, %237
  %239 = fadd double 0x3FD999999997FA04, %238
  %240 = fmul double %235, %239
  %241 = fmul double %235, 0x3FC2F112DF3E5244
  %242 = fadd double 0x3FC7466496CB03DE, %241
  %243 = fmul double %235, %242
  %244 = fadd double 0x3FD2492494229359, %243
  %245 = fmul double %235, %244
  %246 = fadd double 0x3FE5555555555593, %245
  %247 = fmul double %234, %246
  %248 = fadd double %247, %240
  %249 = sitofp i64 %222 to double
  %250 = fadd double %231, %248
  %251 = fmul double %233, %250
  %252 = fmul double %249, 0x3DEA39EF35793C76
  %253 = fadd double %251, %252
  %254 = fsub double %253, %231
  %255 = fadd double %254, %229
  %256 = fmul double %249, 0x3FE62E42FEE00000
  %257 = fadd double %255, %256
  %258 = fcmp oeq double %210, 0x7FF0000000000000
  %259 = select i1 %258, double 0x7FF0000000000000, double %257
  %260 = fcmp oeq double %210, 0.000000e+00
  %261 = select i1 %260, double 0xFFF0000000000000, double %259
  %262 = fcmp olt double %210, 0.000000e+00
  %263 = fcmp uno double %210, %210
  %264 = or i1 %262, %263
  %265 = select i1 %264, double 0x7FF8000000000000, double %261
  %266 = fmul double -2.000000e+00, %265
  %267 = call double @llvm.sqrt.f64(double %266)
  %268 = fmul double 0x401921FB54442D18, %213
  %269 = fmul double %268, 0x3FE45F306DC9C883
  %270 = fadd double %269, 0x4338000000000000
  %271 = bitcast double %270 to i64
  %272 = fsub double %270, 0x4338000000000000
  %273 = fmul double %272, 0x3FF921FB54400000
  %274 = fsub double %268, %273
  %275 = fmul double %272, 0x3DD0B4611A626331
  %276 = fmul double %272, 0x3DD0B4611A600000
  %277 = fsub double %274, %276
  %278 = fmul double %272, 0x3BA3198A2E037073
  %279 = fsub double %274, %277
  %280 = fsub double %279, %276
  %281 = fsub double %278, %280
  %282 = fmul double %272, 0x3BA3198A2E000000
  %283 = fsub double %277, %282
  %284 = fmul double %272, 0x397B839A252049C1
  %285 = fsub double %277, %283
  %286 = fsub double %285, %282
  %287 = fsub double %284, %286
  %288 = fsub double %274, %275
  %289 = fsub double %277, %281
  %290 = bitcast double %268 to i64
  %291 = lshr i64 %290, 52
  %292 = and i64 %291, 2047
  %293 = bitcast double %288 to i64
  %294 = lshr i64 %293, 52
  %295 = and i64 %294, 2047
  %296 = bitcast double %289 to i64
  %297 = lshr i64 %296, 52
  %298 = and i64 %297, 2047
  %299 = add i64 %295, 16
  %300 = icmp ult i64 %299, %292
  %301 = add i64 %298, 49
  %302 = icmp ult i64 %301, %292
  %303 = select i1 %302, double %283, double %277
  %304 = select i1 %302, double %287, double %281
  %305 = select i1 %300, double %303, double %274
  %306 = select i1 %300, double %304, double %275
  %307 = fsub double %305, %306
  %308 = fsub double %305, %307
  %309 = fsub double %308, %306
  %310 = fmul double %307, %307
  %311 = fmul double %310, %310
  %312 = fmul double %310, 0x3EFA01A019CB1590
  %313 = fadd double 0xBF56C16C16C15177, %312
  %314 = fmul double %310, %313
  %315 = fadd double 0x3FA555555555554C, %314
  %316 = fmul double %310, %315
  %317 = fmul double %310, 0xBDA8FAE9BE8838D4
  %318 = fadd double 0x3E21EE9EBDB4B1C4, %317
  %319 = fmul double %310, %318
  %320 = fadd double 0xBE927E4F809C52AD, %319
  %321 = fmul double %311, %311
  %322 = fmul double %321, %320
  %323 = fadd double %316, %322
  %324 = fmul double 5.000000e-01, %310
  %325 = fsub double 1.000000e+00, %324
  %326 = fsub double 1.000000e+00, %325
  %327 = fsub double %326, %324
  %328 = fmul double %310, %323
  %329 = fmul double %307, %309
  %330 = fsub double %328, %329
  %331 = fadd double %327, %330
  %332 = fadd double %325, %331
  %333 = fmul double %307, %307
  %334 = fmul double %333, %333
  %335 = fmul double %333, 0x3EC71DE357B1FE7D
  %336 = fadd double 0xBF2A01A019C161D5, %335
  %337 = fmul double %333, %336
  %338 = fadd double 0x3F8111111110F8A6, %337
  %339 = fmul double %333, 0x3DE5D93A5ACFD57C
  %340 = fadd double 0xBE5AE5E68A2B9CEB, %339
  %341 = fmul double %333, %334
  %342 = fmul double %341, %340
  %343 = fadd double %338, %342
  %344 = fmul double %333, %307
  %345 = fmul double 5.000000e-01, %309
  %346 = fmul double %344, %343
  %347 = fsub double %345, %346
  %348 = fmul double %333, %347
  %349 = fsub double %348, %309
  %350 = fmul double %344, 0xBFC5555555555549
  %351 = fsub double %349, %350
  %352 = fsub double %307, %351
  %353 = fneg double %332
  %354 = fneg double %352
  %355 = and i64 %271, 1
  %356 = and i64 %271, 2
  %357 = icmp eq i64 %355, 1
  %358 = icmp eq i64 %356, 2
  %359 = select i1 %358, double %353, double %332
  %360 = select i1 %358, double %352, double %354
  %361 = select i1 %357, double %360, double %359
  %362 = bitcast double %268 to i64
  %363 = and i64 %362, 9223372036854775807
  %364 = bitcast i64 %363 to double
  %365 = fcmp olt double %364, 0x413921FB00000000
  %366 = select i1 %365, double %361, double 0x7FF8000000000000
  %367 = fmul double %267, %366
  %368 = fptrunc double %367 to float
  %369 = fmul float %368, %noise_scale
  %370 = fadd float %38, %369
  %371 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature
  store float %370, ptr addrspace(1) %371, align 4
  %372 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  br label %stored

feature.header1:                                  ; preds = %feature.body2, %quiet
  %feature4 = phi i64 [ %lane, %quiet ], [ %391, %feature.body2 ]
  %373 = icmp ult i64 %feature4, %n_features
  br i1 %373, label %feature.body2, label %feature.exit3

feature.body2:                                    ; preds = %feature.header1
  %374 = load float, ptr addrspace(3) @tessera_uniforms, align 4
  %375 = fsub float %374, 4.000000e+00
  %376 = fmul float 2.000000e+00, %375
  %377 = fmul float 0x3F847AE140000000, %376
  %378 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature4
  %379 = load float, ptr addrspace(1) %378, align 4
  %380 = fmul float 2.000000e+00, %379
  %381 = fmul float %377, %380
  %382 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature4
  %383 = load float, ptr addrspace(1) %382, align 4
  %384 = fsub float %379, %383
  %385 = fmul float 2.000000e+00, %384
  %386 = fmul float 5.000000e-01, %385
  %387 = fadd float %381, %386
  %388 = fmul float %387, %eta
  %389 = fsub float %379, %388
  %390 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature4
  store float %389, ptr addrspace(1) %390, align 4
  %391 = add i64 %feature4, 256
  br label %feature.header1

feature.exit3:                                    ; preds = %feature.header1
  br label %stored
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
