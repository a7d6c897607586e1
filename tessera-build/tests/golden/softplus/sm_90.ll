; ModuleID = 'softplus'
source_filename = "softplus.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_uniforms_wide = internal addrspace(3) global [1 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_softplus_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %temperature1 = alloca float, align 4
  %state_regs = alloca [1 x float], align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %group = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %thread = zext i32 %1 to i64
  %first_row = mul i64 %group, 64
  %row_in_group = udiv i64 %thread, 4
  %row = add i64 %first_row, %row_in_group
  %lane = urem i64 %thread, 4
  %present = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 4
  %2 = and i1 %present, %fits
  br i1 %2, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row, %n_features
  %3 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %4 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %5 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done25, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  store float %7, ptr %5, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %17, %noise.done ]
  %8 = icmp ult i64 %step, %steps
  br i1 %8, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %9 = load float, ptr %temperature1, align 4
  %10 = fmul float %two_eta, %9
  %11 = fcmp olt float 0.000000e+00, %10
  %12 = call float @llvm.sqrt.f32(float %10)
  %13 = select i1 %11, float %12, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %13, float %noise_scale
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

step.exit:                                        ; preds = %step.header
  %feature22 = add i64 %lane, 0
  %valid23 = icmp ult i64 %feature22, %n_features
  %14 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid23, label %slot.then24, label %slot.done25

noise:                                            ; preds = %step.body
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %step.body
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %16 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then12, label %uniform_sinks.done13

noise.done:                                       ; preds = %slot.done17, %slot.done9
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %17 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature6 = add i64 %lane, 0
  %valid7 = icmp ult i64 %feature6, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid7, label %slot.then8, label %slot.done9

slot.then8:                                       ; preds = %uniform_sinks.done
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature6
  %21 = load float, ptr addrspace(1) %20, align 4
  %22 = fsub float %19, %21
  %23 = fpext float %22 to double
  %24 = fneg double %23
  %25 = fcmp olt double 1.200000e+02, %24
  %26 = select i1 %25, double 1.200000e+02, double %24
  %27 = fcmp olt double %26, -1.200000e+02
  %28 = select i1 %27, double -1.200000e+02, double %26
  %29 = fmul double %28, 0x3FF71547652B82FE
  %30 = fadd double %29, 0x4338000000000000
  %31 = fsub double %30, 0x4338000000000000
  %32 = bitcast double %30 to i64
  %33 = sub i64 %32, 4843621399236968448
  %34 = fmul double %31, 0x3FE62E42FEE00000
  %35 = fsub double %28, %34
  %36 = fmul double %31, 0x3DEA39EF35793C76
  %37 = fsub double %35, %36
  %38 = fmul double %37, 0x3DE6124613A86D09
  %39 = fadd double 0x3E21EED8EFF8D898, %38
  %40 = fmul double %37, %39
  %41 = fadd double 0x3E5AE64567F544E4, %40
  %42 = fmul double %37, %41
  %43 = fadd double 0x3E927E4FB7789F5C, %42
  %44 = fmul double %37, %43
  %45 = fadd double 0x3EC71DE3A556C734, %44
  %46 = fmul double %37, %45
  %47 = fadd double 0x3EFA01A01A01A01A, %46
  %48 = fmul double %37, %47
  %49 = fadd double 0x3F2A01A01A01A01A, %48
  %50 = fmul double %37, %49
  %51 = fadd double 0x3F56C16C16C16C17, %50
  %52 = fmul double %37, %51
  %53 = fadd double 0x3F81111111111111, %52
  %54 = fmul double %37, %53
  %55 = fadd double 0x3FA5555555555555, %54
  %56 = fmul double %37, %55
  %57 = fadd double 0x3FC5555555555555, %56
  %58 = fmul double %37, %57
  %59 = fadd double 5.000000e-01, %58
  %60 = fmul double %37, %59
  %61 = fadd double 1.000000e+00, %60
  %62 = fmul double %37, %61
  %63 = add i64 %33, 1023
  %64 = shl i64 %63, 52
  %65 = bitcast i64 %64 to double
  %66 = fadd double 1.000000e+00, %62
  %67 = fmul double %65, %66
  %68 = fadd double 1.000000e+00, %67
  %69 = fdiv double 1.000000e+00, %68
  %70 = fptrunc double %69 to float
  %71 = fcmp uno float %22, %22
  %72 = select i1 %71, float 0x7FF8000000000000, float %70
  %73 = fmul float %72, %eta
  %74 = fsub float %19, %73
  %75 = mul i64 %row, %n_features
  %element = add i64 %75, %feature6
  %76 = trunc i64 %key0 to i32
  %77 = lshr i64 %key0, 32
  %78 = trunc i64 %77 to i32
  %79 = trunc i64 %element to i32
  %80 = trunc i64 %key1_step to i32
  %81 = lshr i64 %key1_step, 32
  %82 = trunc i64 %81 to i32
  %83 = lshr i64 %element, 32
  %84 = trunc i64 %83 to i32
  %85 = zext i32 %79 to i64
  %86 = mul i64 3528531795, %85
  %87 = zext i32 %82 to i64
  %88 = mul i64 3449720151, %87
  %89 = lshr i64 %86, 32
  %90 = trunc i64 %89 to i32
  %91 = trunc i64 %86 to i32
  %92 = lshr i64 %88, 32
  %93 = trunc i64 %92 to i32
  %94 = trunc i64 %88 to i32
  %95 = xor i32 %93, %80
  %96 = xor i32 %95, %76
  %97 = xor i32 %90, %84
  %98 = xor i32 %97, %78
  %99 = add i32 %76, -1640531527
  %100 = add i32 %78, -1150833019
  %101 = zext i32 %96 to i64
  %102 = mul i64 3528531795, %101
  %103 = zext i32 %98 to i64
  %104 = mul i64 3449720151, %103
  %105 = lshr i64 %102, 32
  %106 = trunc i64 %105 to i32
  %107 = trunc i64 %102 to i32
  %108 = lshr i64 %104, 32
  %109 = trunc i64 %108 to i32
  %110 = trunc i64 %104 to i32
  %111 = xor i32 %109, %94
  %112 = xor i32 %111, %99
  %113 = xor i32 %106, %91
  %114 = xor i32 %113, %100
  %115 = add i32 %99, -1640531527
  %116 = add i32 %100, -1150833019
  %117 = zext i32 %112 to i64
  %118 = mul i64 3528531795, %117
  %119 = zext i32 %114 to i64
  %120 = mul i64 3449720151, %119
  %121 = lshr i64 %118, 32
  %122 = trunc i64 %121 to i32
  %123 = trunc i64 %118 to i32
  %124 = lshr i64 %120, 32
  %125 = trunc i64 %124 to i32
  %126 = trunc i64 %120 to i32
  %127 = xor i32 %125, %110
  %128 = xor i32 %127, %115
  %129 = xor i32 %122, %107
  %130 = xor i32 %129, %116
  %131 = add i32 %115, -1640531527
  %132 = add i32 %116, -1150833019
  %133 = zext i32 %128 to i64
  %134 = mul i64 3528531795, %133
  %135 = zext i32 %130 to i64
  %136 = mul i64 3449720151, %135
  %137 = lshr i64 %134, 32
  %138 = trunc i64 %137 to i32
  %139 = trunc i64 %134 to i32
  %140 = lshr i64 %136, 32
  %141 = trunc i64 %140 to i32
  %142 = trunc i64 %136 to i32
  %143 = xor i32 %141, %126
  %144 = xor i32 %143, %131
  %145 = xor i32 %138, %123
  %146 = xor i32 %145, %132
  %147 = add i32 %131, -1640531527
  %148 = add i32 %132, -1150833019
  %149 = zext i32 %144 to i64
  %150 = mul i64 3528531795, %149
  %151 = zext i32 %146 to i64
  %152 = mul i64 3449720151, %151
  %153 = lshr i64 %150, 32
  %154 = trunc i64 %153 to i32
  %155 = trunc i64 %150 to i32
  %156 = lshr i64 %152, 32
  %157 = trunc i64 %156 to i32
  %158 = trunc i64 %152 to i32
  %159 = xor i32 %157, %142
  %160 = xor i32 %159, %147
  %161 = xor i32 %154, %139
  %162 = xor i32 %161, %148
  %163 = add i32 %147, -1640531527
  %164 = add i32 %148, -1150833019
  %165 = zext i32 %160 to i64
  %166 = mul i64 3528531795, %165
  %167 = zext i32 %162 to i64
  %168 = mul i64 3449720151, %167
  %169 = lshr i64 %166, 32
  %170 = trunc i64 %169 to i32
  %171 = trunc i64 %166 to i32
  %172 = lshr i64 %168, 32
  %173 = trunc i64 %172 to i32
  %174 = trunc i64 %168 to i32
  %175 = xor i32 %173, %158
  %176 = xor i32 %175, %163
  %177 = xor i32 %170, %155
  %178 = xor i32 %177, %164
  %179 = add i32 %163, -1640531527
  %180 = add i32 %164, -1150833019
  %181 = zext i32 %176 to i64
  %182 = mul i64 3528531795, %181
  %183 = zext i32 %178 to i64
  %184 = mul i64 3449720151, %183
  %185 = lshr i64 %182, 32
  %186 = trunc i64 %185 to i32
  %187 = trunc i64 %182 to i32
  %188 = lshr i64 %184, 32
  %189 = trunc i64 %188 to i32
  %190 = trunc i64 %184 to i32
  %191 = xor i32 %189, %174
  %192 = xor i32 %191, %179
  %193 = xor i32 %186, %171
  %194 = xor i32 %193, %180
  %195 = add i32 %179, -1640531527
  %196 = add i32 %180, -1150833019
  %197 = zext i32 %192 to i64
  %198 = mul i64 3528531795, %197
  %199 = zext i32 %194 to i64
  %200 = mul i64 3449720151, %199
  %201 = lshr i64 %198, 32
  %202 = trunc i64 %201 to i32
  %203 = trunc i64 %198 to i32
  %204 = lshr i64 %200, 32
  %205 = trunc i64 %204 to i32
  %206 = trunc i64 %200 to i32
  %207 = xor i32 %205, %190
  %208 = xor i32 %207, %195
  %209 = xor i32 %202, %187
  %210 = xor i32 %209, %196
  %211 = add i32 %195, -1640531527
  %212 = add i32 %196, -1150833019
  %213 = zext i32 %208 to i64
  %214 = mul i64 3528531795, %213
  %215 = zext i32 %210 to i64
  %216 = mul i64 3449720151, %215
  %217 = lshr i64 %214, 32
  %218 = trunc i64 %217 to i32
  %219 = trunc i64 %214 to i32
  %220 = lshr i64 %216, 32
  %221 = trunc i64 %220 to i32
  %222 = trunc i64 %216 to i32
  %223 = xor i32 %221, %206
  %224 = xor i32 %223, %211
  %225 = xor i32 %218, %203
  %226 = xor i32 %225, %212
  %227 = add i32 %211, -1640531527
  %228 = add i32 %212, -1150833019
  %229 = zext i32 %224 to i64
  %230 = mul i64 3528531795, %229
  %231 = zext i32 %226 to i64
  %232 = mul i64 3449720151, %231
  %233 = lshr i64 %230, 32
  %234 = trunc i64 %233 to i32
  %235 = trunc i64 %230 to i32
  %236 = lshr i64 %232, 32
  %237 = trunc i64 %236 to i32
  %238 = trunc i64 %232 to i32
  %239 = xor i32 %237, %222
  %240 = xor i32 %239, %227
  %241 = xor i32 %234, %219
  %242 = xor i32 %241, %228
  %243 = uitofp i32 %240 to double
  %244 = fadd double %243, 5.000000e-01
  %245 = fmul double %244, 0x3DF0000000000000
  %246 = uitofp i32 %238 to double
  %247 = fadd double %246, 5.000000e-01
  %248 = fmul double %247, 0x3DF0000000000000
  %249 = bitcast double %245 to i64
  %250 = lshr i64 %249, 32
  %251 = add i64 %250, 614242
  %252 = lshr i64 %251, 20
  %253 = sub i64 %252, 1023
  %254 = and i64 %251, 1048575
  %255 = add i64 %254, 1072079006
  %256 = shl i64 %255, 32
  %257 = and i64 %249, 4294967295
  %258 = or i64 %256, %257
  %259 = bitcast i64 %258 to double
  %260 = fsub double %259, 1.000000e+00
  %261 = fmul double 5.000000e-01, %260
  %262 = fmul double %261, %260
  %263 = fadd double 2.000000e+00, %260
  %264 = fdiv double %260, %263
  %265 = fmul double %264, %264
  %266 = fmul double %265, %265
  %267 = fmul double %266, 0x3FC39A09D078C69F
  %268 = fadd double 0x3FCC71C51D8E78AF, %267
  %269 = fmul double %266, %268
  %270 = fadd double 0x3FD999999997FA04, %269
  %271 = fmul double %266, %270
  %272 = fmul double %266, 0x3FC2F112DF3E5244
  %273 = fadd double 0x3FC7466496CB03DE, %272
  %274 = fmul double %266, %273
  %275 = fadd double 0x3FD2492494229359, %274
  %276 = fmul double %266, %275
  %277 = fadd double 0x3FE5555555555593, %276
  %278 = fmul double %265, %277
  %279 = fadd double %278, %271
  %280 = sitofp i64 %253 to double
  %281 = fadd double %262, %279
  %282 = fmul double %264, %281
  %283 = fmul double %280, 0x3DEA39EF35793C76
  %284 = fadd double %282, %283
  %285 = fsub double %284, %262
  %286 = fadd double %285, %260
  %287 = fmul double %280, 0x3FE62E42FEE00000
  %288 = fadd double %286, %287
  %289 = fmul double -2.000000e+00, %288
  %290 = call double @llvm.sqrt.f64(double %289)
  %291 = fmul double 0x401921FB54442D18, %248
  %292 = fmul double %291, 0x3FE45F306DC9C883
  %293 = fadd double %292, 0x4338000000000000
  %294 = bitcast double %293 to i64
  %295 = fsub double %293, 0x4338000000000000
  %296 = fmul double %295, 0x3FF921FB54400000
  %297 = fsub double %291, %296
  %298 = fmul double %295, 0x3DD0B4611A626331
  %299 = fmul double %295, 0x3DD0B4611A600000
  %300 = fsub double %297, %299
  %301 = fmul double %295, 0x3BA3198A2E037073
  %302 = fsub double %297, %300
  %303 = fsub double %302, %299
  %304 = fsub double %301, %303
  %305 = fsub double %297, %298
  %306 = bitcast double %291 to i64
  %307 = lshr i64 %306, 52
  %308 = and i64 %307, 2047
  %309 = bitcast double %305 to i64
  %310 = lshr i64 %309, 52
  %311 = and i64 %310, 2047
  %312 = add i64 %311, 16
  %313 = icmp ult i64 %312, %308
  %314 = select i1 %313, double %300, double %297
  %315 = select i1 %313, double %304, double %298
  %316 = fsub double %314, %315
  %317 = fsub double %314, %316
  %318 = fsub double %317, %315
  %319 = fmul double %316, %316
  %320 = fmul double %319, %319
  %321 = fmul double %319, 0x3EFA01A019CB1590
  %322 = fadd double 0xBF56C16C16C15177, %321
  %323 = fmul double %319, %322
  %324 = fadd double 0x3FA555555555554C, %323
  %325 = fmul double %319, %324
  %326 = fmul double %319, 0xBDA8FAE9BE8838D4
  %327 = fadd double 0x3E21EE9EBDB4B1C4, %326
  %328 = fmul double %319, %327
  %329 = fadd double 0xBE927E4F809C52AD, %328
  %330 = fmul double %320, %320
  %331 = fmul double %330, %329
  %332 = fadd double %325, %331
  %333 = fmul double 5.000000e-01, %319
  %334 = fsub double 1.000000e+00, %333
  %335 = fsub double 1.000000e+00, %334
  %336 = fsub double %335, %333
  %337 = fmul double %319, %332
  %338 = fmul double %316, %318
  %339 = fsub double %337, %338
  %340 = fadd double %336, %339
  %341 = fadd double %334, %340
  %342 = fmul double %316, %316
  %343 = fmul double %342, %342
  %344 = fmul double %342, 0x3EC71DE357B1FE7D
  %345 = fadd double 0xBF2A01A019C161D5, %344
  %346 = fmul double %342, %345
  %347 = fadd double 0x3F8111111110F8A6, %346
  %348 = fmul double %342, 0x3DE5D93A5ACFD57C
  %349 = fadd double 0xBE5AE5E68A2B9CEB, %348
  %350 = fmul double %342, %343
  %351 = fmul double %350, %349
  %352 = fadd double %347, %351
  %353 = fmul double %342, %316
  %354 = fmul double 5.000000e-01, %318
  %355 = fmul double %353, %352
  %356 = fsub double %354, %355
  %357 = fmul double %342, %356
  %358 = fsub double %357, %318
  %359 = fmul double %353, 0xBFC5555555555549
  %360 = fsub double %358, %359
  %361 = fsub double %316, %360
  %362 = fneg double %341
  %363 = fneg double %361
  %364 = and i64 %294, 1
  %365 = and i64 %294, 2
  %366 = icmp eq i64 %364, 1
  %367 = icmp eq i64 %365, 2
  %368 = select i1 %367, double %362, double %341
  %369 = select i1 %367, double %361, double %363
  %370 = select i1 %366, double %369, double %368
  %371 = fmul double %290, %370
  %372 = fptrunc double %371 to float
  %373 = fmul float %372, %noise_scale3
  %374 = fadd float %74, %373
  %bits = bitcast float %374 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %18, align 4
  br label %slot.done9

slot.done9:                                       ; preds = %slot.then8, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then12:                             ; preds = %quiet
  br label %uniform_sinks.done13

uniform_sinks.done13:                             ; preds = %uniform_sinks.then12, %quiet
  %feature14 = add i64 %lane, 0
  %valid15 = icmp ult i64 %feature14, %n_features
  %375 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

slot.then16:                                      ; preds = %uniform_sinks.done13
  %376 = load float, ptr %375, align 4
  %377 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature14
  %378 = load float, ptr addrspace(1) %377, align 4
  %379 = fsub float %376, %378
  %380 = fpext float %379 to double
  %381 = fneg double %380
  %382 = fcmp olt double 1.200000e+02, %381
  %383 = select i1 %382, double 1.200000e+02, double %381
  %384 = fcmp olt double %383, -1.200000e+02
  %385 = select i1 %384, double -1.200000e+02, double %383
  %386 = fmul double %385, 0x3FF71547652B82FE
  %387 = fadd double %386, 0x4338000000000000
  %388 = fsub double %387, 0x4338000000000000
  %389 = bitcast double %387 to i64
  %390 = sub i64 %389, 4843621399236968448
  %391 = fmul double %388, 0x3FE62E42FEE00000
  %392 = fsub double %385, %391
  %393 = fmul double %388, 0x3DEA39EF35793C76
  %394 = fsub double %392, %393
  %395 = fmul double %394, 0x3DE6124613A86D09
  %396 = fadd double 0x3E21EED8EFF8D898, %395
  %397 = fmul double %394, %396
  %398 = fadd double 0x3E5AE64567F544E4, %397
  %399 = fmul double %394, %398
  %400 = fadd double 0x3E927E4FB7789F5C, %399
  %401 = fmul double %394, %400
  %402 = fadd double 0x3EC71DE3A556C734, %401
  %403 = fmul double %394, %402
  %404 = fadd double 0x3EFA01A01A01A01A, %403
  %405 = fmul double %394, %404
  %406 = fadd double 0x3F2A01A01A01A01A, %405
  %407 = fmul double %394, %406
  %408 = fadd double 0x3F56C16C16C16C17, %407
  %409 = fmul double %394, %408
  %410 = fadd double 0x3F81111111111111, %409
  %411 = fmul double %394, %410
  %412 = fadd double 0x3FA5555555555555, %411
  %413 = fmul double %394, %412
  %414 = fadd double 0x3FC5555555555555, %413
  %415 = fmul double %394, %414
  %416 = fadd double 5.000000e-01, %415
  %417 = fmul double %394, %416
  %418 = fadd double 1.000000e+00, %417
  %419 = fmul double %394, %418
  %420 = add i64 %390, 1023
  %421 = shl i64 %420, 52
  %422 = bitcast i64 %421 to double
  %423 = fadd double 1.000000e+00, %419
  %424 = fmul double %422, %423
  %425 = fadd double 1.000000e+00, %424
  %426 = fdiv double 1.000000e+00, %425
  %427 = fptrunc double %426 to float
  %428 = fcmp uno float %379, %379
  %429 = select i1 %428, float 0x7FF8000000000000, float %427
  %430 = fmul float %429, %eta
  %431 = fsub float %376, %430
  %432 = fmul float 0.000000e+00, %noise_scale3
  %433 = fadd float %431, %432
  %bits18 = bitcast float %431 to i32
  %magnitude19 = and i32 %bits18, 2147483647
  %is_nan20 = icmp ugt i32 %magnitude19, 2139095040
  %canonical21 = select i1 %is_nan20, i32 2143289344, i32 %bits18
  store i32 %canonical21, ptr %375, align 4
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %uniform_sinks.done13
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %434 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %435 = load float, ptr %14, align 4
  store float %435, ptr addrspace(1) %434, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %step.exit
  br label %row.done
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_softplus_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
entry:
  %temperature1 = alloca float, align 4
  %state_regs = alloca [1 x float], align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %row = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = zext i32 %1 to i64
  %present = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 1024
  %2 = and i1 %present, %fits
  br i1 %2, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row, %n_features
  %3 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %4 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %5 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done25, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  store float %7, ptr %5, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %17, %noise.done ]
  %8 = icmp ult i64 %step, %steps
  br i1 %8, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %9 = load float, ptr %temperature1, align 4
  %10 = fmul float %two_eta, %9
  %11 = fcmp olt float 0.000000e+00, %10
  %12 = call float @llvm.sqrt.f32(float %10)
  %13 = select i1 %11, float %12, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %13, float %noise_scale
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

step.exit:                                        ; preds = %step.header
  %feature22 = add i64 %lane, 0
  %valid23 = icmp ult i64 %feature22, %n_features
  %14 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid23, label %slot.then24, label %slot.done25

noise:                                            ; preds = %step.body
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %step.body
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %16 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then12, label %uniform_sinks.done13

noise.done:                                       ; preds = %slot.done17, %slot.done9
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %17 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature6 = add i64 %lane, 0
  %valid7 = icmp ult i64 %feature6, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid7, label %slot.then8, label %slot.done9

slot.then8:                                       ; preds = %uniform_sinks.done
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature6
  %21 = load float, ptr addrspace(1) %20, align 4
  %22 = fsub float %19, %21
  %23 = fpext float %22 to double
  %24 = fneg double %23
  %25 = fcmp olt double 1.200000e+02, %24
  %26 = select i1 %25, double 1.200000e+02, double %24
  %27 = fcmp olt double %26, -1.200000e+02
  %28 = select i1 %27, double -1.200000e+02, double %26
  %29 = fmul double %28, 0x3FF71547652B82FE
  %30 = fadd double %29, 0x4338000000000000
  %31 = fsub double %30, 0x4338000000000000
  %32 = bitcast double %30 to i64
  %33 = sub i64 %32, 4843621399236968448
  %34 = fmul double %31, 0x3FE62E42FEE00000
  %35 = fsub double %28, %34
  %36 = fmul double %31, 0x3DEA39EF35793C76
  %37 = fsub double %35, %36
  %38 = fmul double %37, 0x3DE6124613A86D09
  %39 = fadd double 0x3E21EED8EFF8D898, %38
  %40 = fmul double %37, %39
  %41 = fadd double 0x3E5AE64567F544E4, %40
  %42 = fmul double %37, %41
  %43 = fadd double 0x3E927E4FB7789F5C, %42
  %44 = fmul double %37, %43
  %45 = fadd double 0x3EC71DE3A556C734, %44
  %46 = fmul double %37, %45
  %47 = fadd double 0x3EFA01A01A01A01A, %46
  %48 = fmul double %37, %47
  %49 = fadd double 0x3F2A01A01A01A01A, %48
  %50 = fmul double %37, %49
  %51 = fadd double 0x3F56C16C16C16C17, %50
  %52 = fmul double %37, %51
  %53 = fadd double 0x3F81111111111111, %52
  %54 = fmul double %37, %53
  %55 = fadd double 0x3FA5555555555555, %54
  %56 = fmul double %37, %55
  %57 = fadd double 0x3FC5555555555555, %56
  %58 = fmul double %37, %57
  %59 = fadd double 5.000000e-01, %58
  %60 = fmul double %37, %59
  %61 = fadd double 1.000000e+00, %60
  %62 = fmul double %37, %61
  %63 = add i64 %33, 1023
  %64 = shl i64 %63, 52
  %65 = bitcast i64 %64 to double
  %66 = fadd double 1.000000e+00, %62
  %67 = fmul double %65, %66
  %68 = fadd double 1.000000e+00, %67
  %69 = fdiv double 1.000000e+00, %68
  %70 = fptrunc double %69 to float
  %71 = fcmp uno float %22, %22
  %72 = select i1 %71, float 0x7FF8000000000000, float %70
  %73 = fmul float %72, %eta
  %74 = fsub float %19, %73
  %75 = mul i64 %row, %n_features
  %element = add i64 %75, %feature6
  %76 = trunc i64 %key0 to i32
  %77 = lshr i64 %key0, 32
  %78 = trunc i64 %77 to i32
  %79 = trunc i64 %element to i32
  %80 = trunc i64 %key1_step to i32
  %81 = lshr i64 %key1_step, 32
  %82 = trunc i64 %81 to i32
  %83 = lshr i64 %element, 32
  %84 = trunc i64 %83 to i32
  %85 = zext i32 %79 to i64
  %86 = mul i64 3528531795, %85
  %87 = zext i32 %82 to i64
  %88 = mul i64 3449720151, %87
  %89 = lshr i64 %86, 32
  %90 = trunc i64 %89 to i32
  %91 = trunc i64 %86 to i32
  %92 = lshr i64 %88, 32
  %93 = trunc i64 %92 to i32
  %94 = trunc i64 %88 to i32
  %95 = xor i32 %93, %80
  %96 = xor i32 %95, %76
  %97 = xor i32 %90, %84
  %98 = xor i32 %97, %78
  %99 = add i32 %76, -1640531527
  %100 = add i32 %78, -1150833019
  %101 = zext i32 %96 to i64
  %102 = mul i64 3528531795, %101
  %103 = zext i32 %98 to i64
  %104 = mul i64 3449720151, %103
  %105 = lshr i64 %102, 32
  %106 = trunc i64 %105 to i32
  %107 = trunc i64 %102 to i32
  %108 = lshr i64 %104, 32
  %109 = trunc i64 %108 to i32
  %110 = trunc i64 %104 to i32
  %111 = xor i32 %109, %94
  %112 = xor i32 %111, %99
  %113 = xor i32 %106, %91
  %114 = xor i32 %113, %100
  %115 = add i32 %99, -1640531527
  %116 = add i32 %100, -1150833019
  %117 = zext i32 %112 to i64
  %118 = mul i64 3528531795, %117
  %119 = zext i32 %114 to i64
  %120 = mul i64 3449720151, %119
  %121 = lshr i64 %118, 32
  %122 = trunc i64 %121 to i32
  %123 = trunc i64 %118 to i32
  %124 = lshr i64 %120, 32
  %125 = trunc i64 %124 to i32
  %126 = trunc i64 %120 to i32
  %127 = xor i32 %125, %110
  %128 = xor i32 %127, %115
  %129 = xor i32 %122, %107
  %130 = xor i32 %129, %116
  %131 = add i32 %115, -1640531527
  %132 = add i32 %116, -1150833019
  %133 = zext i32 %128 to i64
  %134 = mul i64 3528531795, %133
  %135 = zext i32 %130 to i64
  %136 = mul i64 3449720151, %135
  %137 = lshr i64 %134, 32
  %138 = trunc i64 %137 to i32
  %139 = trunc i64 %134 to i32
  %140 = lshr i64 %136, 32
  %141 = trunc i64 %140 to i32
  %142 = trunc i64 %136 to i32
  %143 = xor i32 %141, %126
  %144 = xor i32 %143, %131
  %145 = xor i32 %138, %123
  %146 = xor i32 %145, %132
  %147 = add i32 %131, -1640531527
  %148 = add i32 %132, -1150833019
  %149 = zext i32 %144 to i64
  %150 = mul i64 3528531795, %149
  %151 = zext i32 %146 to i64
  %152 = mul i64 3449720151, %151
  %153 = lshr i64 %150, 32
  %154 = trunc i64 %153 to i32
  %155 = trunc i64 %150 to i32
  %156 = lshr i64 %152, 32
  %157 = trunc i64 %156 to i32
  %158 = trunc i64 %152 to i32
  %159 = xor i32 %157, %142
  %160 = xor i32 %159, %147
  %161 = xor i32 %154, %139
  %162 = xor i32 %161, %148
  %163 = add i32 %147, -1640531527
  %164 = add i32 %148, -1150833019
  %165 = zext i32 %160 to i64
  %166 = mul i64 3528531795, %165
  %167 = zext i32 %162 to i64
  %168 = mul i64 3449720151, %167
  %169 = lshr i64 %166, 32
  %170 = trunc i64 %169 to i32
  %171 = trunc i64 %166 to i32
  %172 = lshr i64 %168, 32
  %173 = trunc i64 %172 to i32
  %174 = trunc i64 %168 to i32
  %175 = xor i32 %173, %158
  %176 = xor i32 %175, %163
  %177 = xor i32 %170, %155
  %178 = xor i32 %177, %164
  %179 = add i32 %163, -1640531527
  %180 = add i32 %164, -1150833019
  %181 = zext i32 %176 to i64
  %182 = mul i64 3528531795, %181
  %183 = zext i32 %178 to i64
  %184 = mul i64 3449720151, %183
  %185 = lshr i64 %182, 32
  %186 = trunc i64 %185 to i32
  %187 = trunc i64 %182 to i32
  %188 = lshr i64 %184, 32
  %189 = trunc i64 %188 to i32
  %190 = trunc i64 %184 to i32
  %191 = xor i32 %189, %174
  %192 = xor i32 %191, %179
  %193 = xor i32 %186, %171
  %194 = xor i32 %193, %180
  %195 = add i32 %179, -1640531527
  %196 = add i32 %180, -1150833019
  %197 = zext i32 %192 to i64
  %198 = mul i64 3528531795, %197
  %199 = zext i32 %194 to i64
  %200 = mul i64 3449720151, %199
  %201 = lshr i64 %198, 32
  %202 = trunc i64 %201 to i32
  %203 = trunc i64 %198 to i32
  %204 = lshr i64 %200, 32
  %205 = trunc i64 %204 to i32
  %206 = trunc i64 %200 to i32
  %207 = xor i32 %205, %190
  %208 = xor i32 %207, %195
  %209 = xor i32 %202, %187
  %210 = xor i32 %209, %196
  %211 = add i32 %195, -1640531527
  %212 = add i32 %196, -1150833019
  %213 = zext i32 %208 to i64
  %214 = mul i64 3528531795, %213
  %215 = zext i32 %210 to i64
  %216 = mul i64 3449720151, %215
  %217 = lshr i64 %214, 32
  %218 = trunc i64 %217 to i32
  %219 = trunc i64 %214 to i32
  %220 = lshr i64 %216, 32
  %221 = trunc i64 %220 to i32
  %222 = trunc i64 %216 to i32
  %223 = xor i32 %221, %206
  %224 = xor i32 %223, %211
  %225 = xor i32 %218, %203
  %226 = xor i32 %225, %212
  %227 = add i32 %211, -1640531527
  %228 = add i32 %212, -1150833019
  %229 = zext i32 %224 to i64
  %230 = mul i64 3528531795, %229
  %231 = zext i32 %226 to i64
  %232 = mul i64 3449720151, %231
  %233 = lshr i64 %230, 32
  %234 = trunc i64 %233 to i32
  %235 = trunc i64 %230 to i32
  %236 = lshr i64 %232, 32
  %237 = trunc i64 %236 to i32
  %238 = trunc i64 %232 to i32
  %239 = xor i32 %237, %222
  %240 = xor i32 %239, %227
  %241 = xor i32 %234, %219
  %242 = xor i32 %241, %228
  %243 = uitofp i32 %240 to double
  %244 = fadd double %243, 5.000000e-01
  %245 = fmul double %244, 0x3DF0000000000000
  %246 = uitofp i32 %238 to double
  %247 = fadd double %246, 5.000000e-01
  %248 = fmul double %247, 0x3DF0000000000000
  %249 = bitcast double %245 to i64
  %250 = lshr i64 %249, 32
  %251 = add i64 %250, 614242
  %252 = lshr i64 %251, 20
  %253 = sub i64 %252, 1023
  %254 = and i64 %251, 1048575
  %255 = add i64 %254, 1072079006
  %256 = shl i64 %255, 32
  %257 = and i64 %249, 4294967295
  %258 = or i64 %256, %257
  %259 = bitcast i64 %258 to double
  %260 = fsub double %259, 1.000000e+00
  %261 = fmul double 5.000000e-01, %260
  %262 = fmul double %261, %260
  %263 = fadd double 2.000000e+00, %260
  %264 = fdiv double %260, %263
  %265 = fmul double %264, %264
  %266 = fmul double %265, %265
  %267 = fmul double %266, 0x3FC39A09D078C69F
  %268 = fadd double 0x3FCC71C51D8E78AF, %267
  %269 = fmul double %266, %268
  %270 = fadd double 0x3FD999999997FA04, %269
  %271 = fmul double %266, %270
  %272 = fmul double %266, 0x3FC2F112DF3E5244
  %273 = fadd double 0x3FC7466496CB03DE, %272
  %274 = fmul double %266, %273
  %275 = fadd double 0x3FD2492494229359, %274
  %276 = fmul double %266, %275
  %277 = fadd double 0x3FE5555555555593, %276
  %278 = fmul double %265, %277
  %279 = fadd double %278, %271
  %280 = sitofp i64 %253 to double
  %281 = fadd double %262, %279
  %282 = fmul double %264, %281
  %283 = fmul double %280, 0x3DEA39EF35793C76
  %284 = fadd double %282, %283
  %285 = fsub double %284, %262
  %286 = fadd double %285, %260
  %287 = fmul double %280, 0x3FE62E42FEE00000
  %288 = fadd double %286, %287
  %289 = fmul double -2.000000e+00, %288
  %290 = call double @llvm.sqrt.f64(double %289)
  %291 = fmul double 0x401921FB54442D18, %248
  %292 = fmul double %291, 0x3FE45F306DC9C883
  %293 = fadd double %292, 0x4338000000000000
  %294 = bitcast double %293 to i64
  %295 = fsub double %293, 0x4338000000000000
  %296 = fmul double %295, 0x3FF921FB54400000
  %297 = fsub double %291, %296
  %298 = fmul double %295, 0x3DD0B4611A626331
  %299 = fmul double %295, 0x3DD0B4611A600000
  %300 = fsub double %297, %299
  %301 = fmul double %295, 0x3BA3198A2E037073
  %302 = fsub double %297, %300
  %303 = fsub double %302, %299
  %304 = fsub double %301, %303
  %305 = fsub double %297, %298
  %306 = bitcast double %291 to i64
  %307 = lshr i64 %306, 52
  %308 = and i64 %307, 2047
  %309 = bitcast double %305 to i64
  %310 = lshr i64 %309, 52
  %311 = and i64 %310, 2047
  %312 = add i64 %311, 16
  %313 = icmp ult i64 %312, %308
  %314 = select i1 %313, double %300, double %297
  %315 = select i1 %313, double %304, double %298
  %316 = fsub double %314, %315
  %317 = fsub double %314, %316
  %318 = fsub double %317, %315
  %319 = fmul double %316, %316
  %320 = fmul double %319, %319
  %321 = fmul double %319, 0x3EFA01A019CB1590
  %322 = fadd double 0xBF56C16C16C15177, %321
  %323 = fmul double %319, %322
  %324 = fadd double 0x3FA555555555554C, %323
  %325 = fmul double %319, %324
  %326 = fmul double %319, 0xBDA8FAE9BE8838D4
  %327 = fadd double 0x3E21EE9EBDB4B1C4, %326
  %328 = fmul double %319, %327
  %329 = fadd double 0xBE927E4F809C52AD, %328
  %330 = fmul double %320, %320
  %331 = fmul double %330, %329
  %332 = fadd double %325, %331
  %333 = fmul double 5.000000e-01, %319
  %334 = fsub double 1.000000e+00, %333
  %335 = fsub double 1.000000e+00, %334
  %336 = fsub double %335, %333
  %337 = fmul double %319, %332
  %338 = fmul double %316, %318
  %339 = fsub double %337, %338
  %340 = fadd double %336, %339
  %341 = fadd double %334, %340
  %342 = fmul double %316, %316
  %343 = fmul double %342, %342
  %344 = fmul double %342, 0x3EC71DE357B1FE7D
  %345 = fadd double 0xBF2A01A019C161D5, %344
  %346 = fmul double %342, %345
  %347 = fadd double 0x3F8111111110F8A6, %346
  %348 = fmul double %342, 0x3DE5D93A5ACFD57C
  %349 = fadd double 0xBE5AE5E68A2B9CEB, %348
  %350 = fmul double %342, %343
  %351 = fmul double %350, %349
  %352 = fadd double %347, %351
  %353 = fmul double %342, %316
  %354 = fmul double 5.000000e-01, %318
  %355 = fmul double %353, %352
  %356 = fsub double %354, %355
  %357 = fmul double %342, %356
  %358 = fsub double %357, %318
  %359 = fmul double %353, 0xBFC5555555555549
  %360 = fsub double %358, %359
  %361 = fsub double %316, %360
  %362 = fneg double %341
  %363 = fneg double %361
  %364 = and i64 %294, 1
  %365 = and i64 %294, 2
  %366 = icmp eq i64 %364, 1
  %367 = icmp eq i64 %365, 2
  %368 = select i1 %367, double %362, double %341
  %369 = select i1 %367, double %361, double %363
  %370 = select i1 %366, double %369, double %368
  %371 = fmul double %290, %370
  %372 = fptrunc double %371 to float
  %373 = fmul float %372, %noise_scale3
  %374 = fadd float %74, %373
  %bits = bitcast float %374 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %18, align 4
  br label %slot.done9

slot.done9:                                       ; preds = %slot.then8, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then12:                             ; preds = %quiet
  br label %uniform_sinks.done13

uniform_sinks.done13:                             ; preds = %uniform_sinks.then12, %quiet
  %feature14 = add i64 %lane, 0
  %valid15 = icmp ult i64 %feature14, %n_features
  %375 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

slot.then16:                                      ; preds = %uniform_sinks.done13
  %376 = load float, ptr %375, align 4
  %377 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature14
  %378 = load float, ptr addrspace(1) %377, align 4
  %379 = fsub float %376, %378
  %380 = fpext float %379 to double
  %381 = fneg double %380
  %382 = fcmp olt double 1.200000e+02, %381
  %383 = select i1 %382, double 1.200000e+02, double %381
  %384 = fcmp olt double %383, -1.200000e+02
  %385 = select i1 %384, double -1.200000e+02, double %383
  %386 = fmul double %385, 0x3FF71547652B82FE
  %387 = fadd double %386, 0x4338000000000000
  %388 = fsub double %387, 0x4338000000000000
  %389 = bitcast double %387 to i64
  %390 = sub i64 %389, 4843621399236968448
  %391 = fmul double %388, 0x3FE62E42FEE00000
  %392 = fsub double %385, %391
  %393 = fmul double %388, 0x3DEA39EF35793C76
  %394 = fsub double %392, %393
  %395 = fmul double %394, 0x3DE6124613A86D09
  %396 = fadd double 0x3E21EED8EFF8D898, %395
  %397 = fmul double %394, %396
  %398 = fadd double 0x3E5AE64567F544E4, %397
  %399 = fmul double %394, %398
  %400 = fadd double 0x3E927E4FB7789F5C, %399
  %401 = fmul double %394, %400
  %402 = fadd double 0x3EC71DE3A556C734, %401
  %403 = fmul double %394, %402
  %404 = fadd double 0x3EFA01A01A01A01A, %403
  %405 = fmul double %394, %404
  %406 = fadd double 0x3F2A01A01A01A01A, %405
  %407 = fmul double %394, %406
  %408 = fadd double 0x3F56C16C16C16C17, %407
  %409 = fmul double %394, %408
  %410 = fadd double 0x3F81111111111111, %409
  %411 = fmul double %394, %410
  %412 = fadd double 0x3FA5555555555555, %411
  %413 = fmul double %394, %412
  %414 = fadd double 0x3FC5555555555555, %413
  %415 = fmul double %394, %414
  %416 = fadd double 5.000000e-01, %415
  %417 = fmul double %394, %416
  %418 = fadd double 1.000000e+00, %417
  %419 = fmul double %394, %418
  %420 = add i64 %390, 1023
  %421 = shl i64 %420, 52
  %422 = bitcast i64 %421 to double
  %423 = fadd double 1.000000e+00, %419
  %424 = fmul double %422, %423
  %425 = fadd double 1.000000e+00, %424
  %426 = fdiv double 1.000000e+00, %425
  %427 = fptrunc double %426 to float
  %428 = fcmp uno float %379, %379
  %429 = select i1 %428, float 0x7FF8000000000000, float %427
  %430 = fmul float %429, %eta
  %431 = fsub float %376, %430
  %432 = fmul float 0.000000e+00, %noise_scale3
  %433 = fadd float %431, %432
  %bits18 = bitcast float %431 to i32
  %magnitude19 = and i32 %bits18, 2147483647
  %is_nan20 = icmp ugt i32 %magnitude19, 2139095040
  %canonical21 = select i1 %is_nan20, i32 2143289344, i32 %bits18
  store i32 %canonical21, ptr %375, align 4
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %uniform_sinks.done13
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %434 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %435 = load float, ptr %14, align 4
  store float %435, ptr addrspace(1) %434, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %step.exit
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_softplus_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %temperature1 = alloca float, align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %row = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = zext i32 %1 to i64
  %inside = icmp ult i64 %row, %n_rows
  %lane0 = icmp eq i64 %lane, 0
  br i1 %inside, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row, %n_features
  %2 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %3 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %4 = mul i64 %n_features, 2
  %5 = mul i64 %row, %4
  %6 = getelementptr inbounds float, ptr addrspace(1) %scratch, i64 %5
  %7 = mul i64 %n_features, 1
  %8 = add i64 %7, 0
  %9 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %8
  %10 = mul i64 %n_features, 0
  %11 = add i64 %10, 0
  %12 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %11
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

row.done:                                         ; preds = %step.exit, %entry
  ret void

step.header:                                      ; preds = %noise.done, %row.then
  %step = phi i64 [ 0, %row.then ], [ %325, %noise.done ]
  %13 = icmp ult i64 %step, %steps
  br i1 %13, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %14 = load float, ptr %temperature1, align 4
  %15 = fmul float %two_eta, %14
  %16 = fcmp olt float 0.000000e+00, %15
  %17 = call float @llvm.sqrt.f32(float %15)
  %18 = select i1 %16, float %17, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %18, float %noise_scale
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %draw.then, label %draw.done

step.exit:                                        ; preds = %step.header
  br label %row.done

draw.then:                                        ; preds = %step.body
  %first_element = mul i64 %row, %n_features
  br label %philox.header

draw.done:                                        ; preds = %noise.exit, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw4 = icmp ne i32 %draw_noise, 0
  br i1 %draw4, label %noise5, label %quiet

philox.header:                                    ; preds = %philox.body, %draw.then
  %philox = phi i64 [ %lane, %draw.then ], [ %189, %philox.body ]
  %19 = icmp ult i64 %philox, %n_features
  br i1 %19, label %philox.body, label %philox.exit

philox.body:                                      ; preds = %philox.header
  %element = add i64 %first_element, %philox
  %20 = trunc i64 %key0 to i32
  %21 = lshr i64 %key0, 32
  %22 = trunc i64 %21 to i32
  %23 = trunc i64 %element to i32
  %24 = trunc i64 %key1_step to i32
  %25 = lshr i64 %key1_step, 32
  %26 = trunc i64 %25 to i32
  %27 = lshr i64 %element, 32
  %28 = trunc i64 %27 to i32
  %29 = zext i32 %23 to i64
  %30 = mul i64 3528531795, %29
  %31 = zext i32 %26 to i64
  %32 = mul i64 3449720151, %31
  %33 = lshr i64 %30, 32
  %34 = trunc i64 %33 to i32
  %35 = trunc i64 %30 to i32
  %36 = lshr i64 %32, 32
  %37 = trunc i64 %36 to i32
  %38 = trunc i64 %32 to i32
  %39 = xor i32 %37, %24
  %40 = xor i32 %39, %20
  %41 = xor i32 %34, %28
  %42 = xor i32 %41, %22
  %43 = add i32 %20, -1640531527
  %44 = add i32 %22, -1150833019
  %45 = zext i32 %40 to i64
  %46 = mul i64 3528531795, %45
  %47 = zext i32 %42 to i64
  %48 = mul i64 3449720151, %47
  %49 = lshr i64 %46, 32
  %50 = trunc i64 %49 to i32
  %51 = trunc i64 %46 to i32
  %52 = lshr i64 %48, 32
  %53 = trunc i64 %52 to i32
  %54 = trunc i64 %48 to i32
  %55 = xor i32 %53, %38
  %56 = xor i32 %55, %43
  %57 = xor i32 %50, %35
  %58 = xor i32 %57, %44
  %59 = add i32 %43, -1640531527
  %60 = add i32 %44, -1150833019
  %61 = zext i32 %56 to i64
  %62 = mul i64 3528531795, %61
  %63 = zext i32 %58 to i64
  %64 = mul i64 3449720151, %63
  %65 = lshr i64 %62, 32
  %66 = trunc i64 %65 to i32
  %67 = trunc i64 %62 to i32
  %68 = lshr i64 %64, 32
  %69 = trunc i64 %68 to i32
  %70 = trunc i64 %64 to i32
  %71 = xor i32 %69, %54
  %72 = xor i32 %71, %59
  %73 = xor i32 %66, %51
  %74 = xor i32 %73, %60
  %75 = add i32 %59, -1640531527
  %76 = add i32 %60, -1150833019
  %77 = zext i32 %72 to i64
  %78 = mul i64 3528531795, %77
  %79 = zext i32 %74 to i64
  %80 = mul i64 3449720151, %79
  %81 = lshr i64 %78, 32
  %82 = trunc i64 %81 to i32
  %83 = trunc i64 %78 to i32
  %84 = lshr i64 %80, 32
  %85 = trunc i64 %84 to i32
  %86 = trunc i64 %80 to i32
  %87 = xor i32 %85, %70
  %88 = xor i32 %87, %75
  %89 = xor i32 %82, %67
  %90 = xor i32 %89, %76
  %91 = add i32 %75, -1640531527
  %92 = add i32 %76, -1150833019
  %93 = zext i32 %88 to i64
  %94 = mul i64 3528531795, %93
  %95 = zext i32 %90 to i64
  %96 = mul i64 3449720151, %95
  %97 = lshr i64 %94, 32
  %98 = trunc i64 %97 to i32
  %99 = trunc i64 %94 to i32
  %100 = lshr i64 %96, 32
  %101 = trunc i64 %100 to i32
  %102 = trunc i64 %96 to i32
  %103 = xor i32 %101, %86
  %104 = xor i32 %103, %91
  %105 = xor i32 %98, %83
  %106 = xor i32 %105, %92
  %107 = add i32 %91, -1640531527
  %108 = add i32 %92, -1150833019
  %109 = zext i32 %104 to i64
  %110 = mul i64 3528531795, %109
  %111 = zext i32 %106 to i64
  %112 = mul i64 3449720151, %111
  %113 = lshr i64 %110, 32
  %114 = trunc i64 %113 to i32
  %115 = trunc i64 %110 to i32
  %116 = lshr i64 %112, 32
  %117 = trunc i64 %116 to i32
  %118 = trunc i64 %112 to i32
  %119 = xor i32 %117, %102
  %120 = xor i32 %119, %107
  %121 = xor i32 %114, %99
  %122 = xor i32 %121, %108
  %123 = add i32 %107, -1640531527
  %124 = add i32 %108, -1150833019
  %125 = zext i32 %120 to i64
  %126 = mul i64 3528531795, %125
  %127 = zext i32 %122 to i64
  %128 = mul i64 3449720151, %127
  %129 = lshr i64 %126, 32
  %130 = trunc i64 %129 to i32
  %131 = trunc i64 %126 to i32
  %132 = lshr i64 %128, 32
  %133 = trunc i64 %132 to i32
  %134 = trunc i64 %128 to i32
  %135 = xor i32 %133, %118
  %136 = xor i32 %135, %123
  %137 = xor i32 %130, %115
  %138 = xor i32 %137, %124
  %139 = add i32 %123, -1640531527
  %140 = add i32 %124, -1150833019
  %141 = zext i32 %136 to i64
  %142 = mul i64 3528531795, %141
  %143 = zext i32 %138 to i64
  %144 = mul i64 3449720151, %143
  %145 = lshr i64 %142, 32
  %146 = trunc i64 %145 to i32
  %147 = trunc i64 %142 to i32
  %148 = lshr i64 %144, 32
  %149 = trunc i64 %148 to i32
  %150 = trunc i64 %144 to i32
  %151 = xor i32 %149, %134
  %152 = xor i32 %151, %139
  %153 = xor i32 %146, %131
  %154 = xor i32 %153, %140
  %155 = add i32 %139, -1640531527
  %156 = add i32 %140, -1150833019
  %157 = zext i32 %152 to i64
  %158 = mul i64 3528531795, %157
  %159 = zext i32 %154 to i64
  %160 = mul i64 3449720151, %159
  %161 = lshr i64 %158, 32
  %162 = trunc i64 %161 to i32
  %163 = trunc i64 %158 to i32
  %164 = lshr i64 %160, 32
  %165 = trunc i64 %164 to i32
  %166 = trunc i64 %160 to i32
  %167 = xor i32 %165, %150
  %168 = xor i32 %167, %155
  %169 = xor i32 %162, %147
  %170 = xor i32 %169, %156
  %171 = add i32 %155, -1640531527
  %172 = add i32 %156, -1150833019
  %173 = zext i32 %168 to i64
  %174 = mul i64 3528531795, %173
  %175 = zext i32 %170 to i64
  %176 = mul i64 3449720151, %175
  %177 = lshr i64 %174, 32
  %178 = trunc i64 %177 to i32
  %179 = trunc i64 %174 to i32
  %180 = lshr i64 %176, 32
  %181 = trunc i64 %180 to i32
  %182 = trunc i64 %176 to i32
  %183 = xor i32 %181, %166
  %184 = xor i32 %183, %171
  %185 = xor i32 %178, %163
  %186 = xor i32 %185, %172
  %187 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %philox
  store i32 %184, ptr addrspace(1) %187, align 4, !alias.scope !0, !noalias !3
  %188 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %philox
  store i32 %182, ptr addrspace(1) %188, align 4, !alias.scope !3, !noalias !0
  %189 = add i64 %philox, 256
  br label %philox.header

philox.exit:                                      ; preds = %philox.header
  br label %noise.header

noise.header:                                     ; preds = %noise.body, %philox.exit
  %noise = phi i64 [ %lane, %philox.exit ], [ %324, %noise.body ]
  %190 = icmp ult i64 %noise, %n_features
  br i1 %190, label %noise.body, label %noise.exit

noise.body:                                       ; preds = %noise.header
  %191 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %noise
  %w0 = load i32, ptr addrspace(1) %191, align 4, !alias.scope !0, !noalias !3
  %192 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %noise
  %w1 = load i32, ptr addrspace(1) %192, align 4, !alias.scope !3, !noalias !0
  %193 = uitofp i32 %w0 to double
  %194 = fadd double %193, 5.000000e-01
  %195 = fmul double %194, 0x3DF0000000000000
  %196 = uitofp i32 %w1 to double
  %197 = fadd double %196, 5.000000e-01
  %198 = fmul double %197, 0x3DF0000000000000
  %199 = bitcast double %195 to i64
  %200 = lshr i64 %199, 32
  %201 = add i64 %200, 614242
  %202 = lshr i64 %201, 20
  %203 = sub i64 %202, 1023
  %204 = and i64 %201, 1048575
  %205 = add i64 %204, 1072079006
  %206 = shl i64 %205, 32
  %207 = and i64 %199, 4294967295
  %208 = or i64 %206, %207
  %209 = bitcast i64 %208 to double
  %210 = fsub double %209, 1.000000e+00
  %211 = fmul double 5.000000e-01, %210
  %212 = fmul double %211, %210
  %213 = fadd double 2.000000e+00, %210
  %214 = fdiv double %210, %213
  %215 = fmul double %214, %214
  %216 = fmul double %215, %215
  %217 = fmul double %216, 0x3FC39A09D078C69F
  %218 = fadd double 0x3FCC71C51D8E78AF, %217
  %219 = fmul double %216, %218
  %220 = fadd double 0x3FD999999997FA04, %219
  %221 = fmul double %216, %220
  %222 = fmul double %216, 0x3FC2F112DF3E5244
  %223 = fadd double 0x3FC7466496CB03DE, %222
  %224 = fmul double %216, %223
  %225 = fadd double 0x3FD2492494229359, %224
  %226 = fmul double %216, %225
  %227 = fadd double 0x3FE5555555555593, %226
  %228 = fmul double %215, %227
  %229 = fadd double %228, %221
  %230 = sitofp i64 %203 to double
  %231 = fadd double %212, %229
  %232 = fmul double %214, %231
  %233 = fmul double %230, 0x3DEA39EF35793C76
  %234 = fadd double %232, %233
  %235 = fsub double %234, %212
  %236 = fadd double %235, %210
  %237 = fmul double %230, 0x3FE62E42FEE00000
  %238 = fadd double %236, %237
  %239 = fmul double -2.000000e+00, %238
  %240 = call double @llvm.sqrt.f64(double %239)
  %241 = fmul double 0x401921FB54442D18, %198
  %242 = fmul double %241, 0x3FE45F306DC9C883
  %243 = fadd double %242, 0x4338000000000000
  %244 = bitcast double %243 to i64
  %245 = fsub double %243, 0x4338000000000000
  %246 = fmul double %245, 0x3FF921FB54400000
  %247 = fsub double %241, %246
  %248 = fmul double %245, 0x3DD0B4611A626331
  %249 = fmul double %245, 0x3DD0B4611A600000
  %250 = fsub double %247, %249
  %251 = fmul double %245, 0x3BA3198A2E037073
  %252 = fsub double %247, %250
  %253 = fsub double %252, %249
  %254 = fsub double %251, %253
  %255 = fsub double %247, %248
  %256 = bitcast double %241 to i64
  %257 = lshr i64 %256, 52
  %258 = and i64 %257, 2047
  %259 = bitcast double %255 to i64
  %260 = lshr i64 %259, 52
  %261 = and i64 %260, 2047
  %262 = add i64 %261, 16
  %263 = icmp ult i64 %262, %258
  %264 = select i1 %263, double %250, double %247
  %265 = select i1 %263, double %254, double %248
  %266 = fsub double %264, %265
  %267 = fsub double %264, %266
  %268 = fsub double %267, %265
  %269 = fmul double %266, %266
  %270 = fmul double %269, %269
  %271 = fmul double %269, 0x3EFA01A019CB1590
  %272 = fadd double 0xBF56C16C16C15177, %271
  %273 = fmul double %269, %272
  %274 = fadd double 0x3FA555555555554C, %273
  %275 = fmul double %269, %274
  %276 = fmul double %269, 0xBDA8FAE9BE8838D4
  %277 = fadd double 0x3E21EE9EBDB4B1C4, %276
  %278 = fmul double %269, %277
  %279 = fadd double 0xBE927E4F809C52AD, %278
  %280 = fmul double %270, %270
  %281 = fmul double %280, %279
  %282 = fadd double %275, %281
  %283 = fmul double 5.000000e-01, %269
  %284 = fsub double 1.000000e+00, %283
  %285 = fsub double 1.000000e+00, %284
  %286 = fsub double %285, %283
  %287 = fmul double %269, %282
  %288 = fmul double %266, %268
  %289 = fsub double %287, %288
  %290 = fadd double %286, %289
  %291 = fadd double %284, %290
  %292 = fmul double %266, %266
  %293 = fmul double %292, %292
  %294 = fmul double %292, 0x3EC71DE357B1FE7D
  %295 = fadd double 0xBF2A01A019C161D5, %294
  %296 = fmul double %292, %295
  %297 = fadd double 0x3F8111111110F8A6, %296
  %298 = fmul double %292, 0x3DE5D93A5ACFD57C
  %299 = fadd double 0xBE5AE5E68A2B9CEB, %298
  %300 = fmul double %292, %293
  %301 = fmul double %300, %299
  %302 = fadd double %297, %301
  %303 = fmul double %292, %266
  %304 = fmul double 5.000000e-01, %268
  %305 = fmul double %303, %302
  %306 = fsub double %304, %305
  %307 = fmul double %292, %306
  %308 = fsub double %307, %268
  %309 = fmul double %303, 0xBFC5555555555549
  %310 = fsub double %308, %309
  %311 = fsub double %266, %310
  %312 = fneg double %291
  %313 = fneg double %311
  %314 = and i64 %244, 1
  %315 = and i64 %244, 2
  %316 = icmp eq i64 %314, 1
  %317 = icmp eq i64 %315, 2
  %318 = select i1 %317, double %312, double %291
  %319 = select i1 %317, double %311, double %313
  %320 = select i1 %316, double %319, double %318
  %321 = fmul double %240, %320
  %322 = fptrunc double %321 to float
  %323 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %noise
  store float %322, ptr addrspace(1) %323, align 4, !alias.scope !0, !noalias !3
  %324 = add i64 %noise, 256
  br label %noise.header

noise.exit:                                       ; preds = %noise.header
  br label %draw.done

noise5:                                           ; preds = %draw.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %draw.done
  br i1 %lane0, label %uniform_sinks.then6, label %uniform_sinks.done7

noise.done:                                       ; preds = %feature.exit10, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t_next = fmul float %14, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %325 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise5
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise5
  br label %feature.header

feature.header:                                   ; preds = %feature.body, %uniform_sinks.done
  %feature = phi i64 [ %lane, %uniform_sinks.done ], [ %389, %feature.body ]
  %326 = icmp ult i64 %feature, %n_features
  br i1 %326, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %327 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %328 = load float, ptr addrspace(1) %327, align 4
  %329 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %330 = load float, ptr addrspace(1) %329, align 4
  %331 = fsub float %328, %330
  %332 = fpext float %331 to double
  %333 = fneg double %332
  %334 = fcmp olt double 1.200000e+02, %333
  %335 = select i1 %334, double 1.200000e+02, double %333
  %336 = fcmp olt double %335, -1.200000e+02
  %337 = select i1 %336, double -1.200000e+02, double %335
  %338 = fmul double %337, 0x3FF71547652B82FE
  %339 = fadd double %338, 0x4338000000000000
  %340 = fsub double %339, 0x4338000000000000
  %341 = bitcast double %339 to i64
  %342 = sub i64 %341, 4843621399236968448
  %343 = fmul double %340, 0x3FE62E42FEE00000
  %344 = fsub double %337, %343
  %345 = fmul double %340, 0x3DEA39EF35793C76
  %346 = fsub double %344, %345
  %347 = fmul double %346, 0x3DE6124613A86D09
  %348 = fadd double 0x3E21EED8EFF8D898, %347
  %349 = fmul double %346, %348
  %350 = fadd double 0x3E5AE64567F544E4, %349
  %351 = fmul double %346, %350
  %352 = fadd double 0x3E927E4FB7789F5C, %351
  %353 = fmul double %346, %352
  %354 = fadd double 0x3EC71DE3A556C734, %353
  %355 = fmul double %346, %354
  %356 = fadd double 0x3EFA01A01A01A01A, %355
  %357 = fmul double %346, %356
  %358 = fadd double 0x3F2A01A01A01A01A, %357
  %359 = fmul double %346, %358
  %360 = fadd double 0x3F56C16C16C16C17, %359
  %361 = fmul double %346, %360
  %362 = fadd double 0x3F81111111111111, %361
  %363 = fmul double %346, %362
  %364 = fadd double 0x3FA5555555555555, %363
  %365 = fmul double %346, %364
  %366 = fadd double 0x3FC5555555555555, %365
  %367 = fmul double %346, %366
  %368 = fadd double 5.000000e-01, %367
  %369 = fmul double %346, %368
  %370 = fadd double 1.000000e+00, %369
  %371 = fmul double %346, %370
  %372 = add i64 %342, 1023
  %373 = shl i64 %372, 52
  %374 = bitcast i64 %373 to double
  %375 = fadd double 1.000000e+00, %371
  %376 = fmul double %374, %375
  %377 = fadd double 1.000000e+00, %376
  %378 = fdiv double 1.000000e+00, %377
  %379 = fptrunc double %378 to float
  %380 = fcmp uno float %331, %331
  %381 = select i1 %380, float 0x7FF8000000000000, float %379
  %382 = fmul float %381, %eta
  %383 = fsub float %328, %382
  %384 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature
  %385 = load float, ptr addrspace(1) %384, align 4
  %386 = fmul float %385, %noise_scale3
  %387 = fadd float %383, %386
  %388 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %bits = bitcast float %387 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %388, align 4
  %389 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  br label %noise.done

uniform_sinks.then6:                              ; preds = %quiet
  br label %uniform_sinks.done7

uniform_sinks.done7:                              ; preds = %uniform_sinks.then6, %quiet
  br label %feature.header8

feature.header8:                                  ; preds = %feature.body9, %uniform_sinks.done7
  %feature11 = phi i64 [ %lane, %uniform_sinks.done7 ], [ %451, %feature.body9 ]
  %390 = icmp ult i64 %feature11, %n_features
  br i1 %390, label %feature.body9, label %feature.exit10

feature.body9:                                    ; preds = %feature.header8
  %391 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature11
  %392 = load float, ptr addrspace(1) %391, align 4
  %393 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature11
  %394 = load float, ptr addrspace(1) %393, align 4
  %395 = fsub float %392, %394
  %396 = fpext float %395 to double
  %397 = fneg double %396
  %398 = fcmp olt double 1.200000e+02, %397
  %399 = select i1 %398, double 1.200000e+02, double %397
  %400 = fcmp olt double %399, -1.200000e+02
  %401 = select i1 %400, double -1.200000e+02, double %399
  %402 = fmul double %401, 0x3FF71547652B82FE
  %403 = fadd double %402, 0x4338000000000000
  %404 = fsub double %403, 0x4338000000000000
  %405 = bitcast double %403 to i64
  %406 = sub i64 %405, 4843621399236968448
  %407 = fmul double %404, 0x3FE62E42FEE00000
  %408 = fsub double %401, %407
  %409 = fmul double %404, 0x3DEA39EF35793C76
  %410 = fsub double %408, %409
  %411 = fmul double %410, 0x3DE6124613A86D09
  %412 = fadd double 0x3E21EED8EFF8D898, %411
  %413 = fmul double %410, %412
  %414 = fadd double 0x3E5AE64567F544E4, %413
  %415 = fmul double %410, %414
  %416 = fadd double 0x3E927E4FB7789F5C, %415
  %417 = fmul double %410, %416
  %418 = fadd double 0x3EC71DE3A556C734, %417
  %419 = fmul double %410, %418
  %420 = fadd double 0x3EFA01A01A01A01A, %419
  %421 = fmul double %410, %420
  %422 = fadd double 0x3F2A01A01A01A01A, %421
  %423 = fmul double %410, %422
  %424 = fadd double 0x3F56C16C16C16C17, %423
  %425 = fmul double %410, %424
  %426 = fadd double 0x3F81111111111111, %425
  %427 = fmul double %410, %426
  %428 = fadd double 0x3FA5555555555555, %427
  %429 = fmul double %410, %428
  %430 = fadd double 0x3FC5555555555555, %429
  %431 = fmul double %410, %430
  %432 = fadd double 5.000000e-01, %431
  %433 = fmul double %410, %432
  %434 = fadd double 1.000000e+00, %433
  %435 = fmul double %410, %434
  %436 = add i64 %406, 1023
  %437 = shl i64 %436, 52
  %438 = bitcast i64 %437 to double
  %439 = fadd double 1.000000e+00, %435
  %440 = fmul double %438, %439
  %441 = fadd double 1.000000e+00, %440
  %442 = fdiv double 1.000000e+00, %441
  %443 = fptrunc double %442 to float
  %444 = fcmp uno float %395, %395
  %445 = select i1 %444, float 0x7FF8000000000000, float %443
  %446 = fmul float %445, %eta
  %447 = fsub float %392, %446
  %448 = fmul float 0.000000e+00, %noise_scale3
  %449 = fadd float %447, %448
  %450 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature11
  %bits12 = bitcast float %447 to i32
  %magnitude13 = and i32 %bits12, 2147483647
  %is_nan14 = icmp ugt i32 %magnitude13, 2139095040
  %canonical15 = select i1 %is_nan14, i32 2143289344, i32 %bits12
  store i32 %canonical15, ptr addrspace(1) %450, align 4
  %451 = add i64 %feature11, 256
  br label %feature.header8

feature.exit10:                                   ; preds = %feature.header8
  br label %noise.done
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #5

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "nvvm.maxntid"="512" }
attributes #4 = { nounwind "nvvm.maxntid"="1024" }
attributes #5 = { convergent nocallback nounwind }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2}
!3 = !{!4}
!4 = distinct !{!4, !2}
