; ModuleID = 'huber'
source_filename = "huber.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_uniforms_wide = internal addrspace(3) global [1 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_huber_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %23 = bitcast float %22 to i32
  %24 = and i32 %23, 2147483647
  %25 = bitcast i32 %24 to float
  %26 = fcmp ole float %25, 1.000000e+00
  %27 = select i1 %26, float 1.000000e+00, float 0.000000e+00
  %28 = fcmp une float %27, 0.000000e+00
  %29 = select i1 %28, float 1.000000e+00, float 0.000000e+00
  %30 = fmul float %29, 5.000000e-01
  %31 = fmul float 2.000000e+00, %22
  %32 = fmul float %30, %31
  %33 = fcmp une float %27, 0.000000e+00
  %34 = select i1 %33, float 0.000000e+00, float 1.000000e+00
  %35 = fcmp olt float 0.000000e+00, %22
  %36 = fcmp olt float %22, 0.000000e+00
  %37 = select i1 %36, float -1.000000e+00, float %22
  %38 = select i1 %35, float 1.000000e+00, float %37
  %39 = fmul float %34, %38
  %40 = fadd float %32, %39
  %41 = fmul float %40, %eta
  %42 = fsub float %19, %41
  %43 = mul i64 %row, %n_features
  %element = add i64 %43, %feature6
  %44 = trunc i64 %key0 to i32
  %45 = lshr i64 %key0, 32
  %46 = trunc i64 %45 to i32
  %47 = trunc i64 %element to i32
  %48 = trunc i64 %key1_step to i32
  %49 = lshr i64 %key1_step, 32
  %50 = trunc i64 %49 to i32
  %51 = lshr i64 %element, 32
  %52 = trunc i64 %51 to i32
  %53 = zext i32 %47 to i64
  %54 = mul i64 3528531795, %53
  %55 = zext i32 %50 to i64
  %56 = mul i64 3449720151, %55
  %57 = lshr i64 %54, 32
  %58 = trunc i64 %57 to i32
  %59 = trunc i64 %54 to i32
  %60 = lshr i64 %56, 32
  %61 = trunc i64 %60 to i32
  %62 = trunc i64 %56 to i32
  %63 = xor i32 %61, %48
  %64 = xor i32 %63, %44
  %65 = xor i32 %58, %52
  %66 = xor i32 %65, %46
  %67 = add i32 %44, -1640531527
  %68 = add i32 %46, -1150833019
  %69 = zext i32 %64 to i64
  %70 = mul i64 3528531795, %69
  %71 = zext i32 %66 to i64
  %72 = mul i64 3449720151, %71
  %73 = lshr i64 %70, 32
  %74 = trunc i64 %73 to i32
  %75 = trunc i64 %70 to i32
  %76 = lshr i64 %72, 32
  %77 = trunc i64 %76 to i32
  %78 = trunc i64 %72 to i32
  %79 = xor i32 %77, %62
  %80 = xor i32 %79, %67
  %81 = xor i32 %74, %59
  %82 = xor i32 %81, %68
  %83 = add i32 %67, -1640531527
  %84 = add i32 %68, -1150833019
  %85 = zext i32 %80 to i64
  %86 = mul i64 3528531795, %85
  %87 = zext i32 %82 to i64
  %88 = mul i64 3449720151, %87
  %89 = lshr i64 %86, 32
  %90 = trunc i64 %89 to i32
  %91 = trunc i64 %86 to i32
  %92 = lshr i64 %88, 32
  %93 = trunc i64 %92 to i32
  %94 = trunc i64 %88 to i32
  %95 = xor i32 %93, %78
  %96 = xor i32 %95, %83
  %97 = xor i32 %90, %75
  %98 = xor i32 %97, %84
  %99 = add i32 %83, -1640531527
  %100 = add i32 %84, -1150833019
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
  %211 = uitofp i32 %208 to double
  %212 = fadd double %211, 5.000000e-01
  %213 = fmul double %212, 0x3DF0000000000000
  %214 = uitofp i32 %206 to double
  %215 = fadd double %214, 5.000000e-01
  %216 = fmul double %215, 0x3DF0000000000000
  %217 = bitcast double %213 to i64
  %218 = lshr i64 %217, 32
  %219 = add i64 %218, 614242
  %220 = lshr i64 %219, 20
  %221 = sub i64 %220, 1023
  %222 = and i64 %219, 1048575
  %223 = add i64 %222, 1072079006
  %224 = shl i64 %223, 32
  %225 = and i64 %217, 4294967295
  %226 = or i64 %224, %225
  %227 = bitcast i64 %226 to double
  %228 = fsub double %227, 1.000000e+00
  %229 = fmul double 5.000000e-01, %228
  %230 = fmul double %229, %228
  %231 = fadd double 2.000000e+00, %228
  %232 = fdiv double %228, %231
  %233 = fmul double %232, %232
  %234 = fmul double %233, %233
  %235 = fmul double %234, 0x3FC39A09D078C69F
  %236 = fadd double 0x3FCC71C51D8E78AF, %235
  %237 = fmul double %234, %236
  %238 = fadd double 0x3FD999999997FA04, %237
  %239 = fmul double %234, %238
  %240 = fmul double %234, 0x3FC2F112DF3E5244
  %241 = fadd double 0x3FC7466496CB03DE, %240
  %242 = fmul double %234, %241
  %243 = fadd double 0x3FD2492494229359, %242
  %244 = fmul double %234, %243
  %245 = fadd double 0x3FE5555555555593, %244
  %246 = fmul double %233, %245
  %247 = fadd double %246, %239
  %248 = sitofp i64 %221 to double
  %249 = fadd double %230, %247
  %250 = fmul double %232, %249
  %251 = fmul double %248, 0x3DEA39EF35793C76
  %252 = fadd double %250, %251
  %253 = fsub double %252, %230
  %254 = fadd double %253, %228
  %255 = fmul double %248, 0x3FE62E42FEE00000
  %256 = fadd double %254, %255
  %257 = fmul double -2.000000e+00, %256
  %258 = call double @llvm.sqrt.f64(double %257)
  %259 = fmul double 0x401921FB54442D18, %216
  %260 = fmul double %259, 0x3FE45F306DC9C883
  %261 = fadd double %260, 0x4338000000000000
  %262 = bitcast double %261 to i64
  %263 = fsub double %261, 0x4338000000000000
  %264 = fmul double %263, 0x3FF921FB54400000
  %265 = fsub double %259, %264
  %266 = fmul double %263, 0x3DD0B4611A626331
  %267 = fmul double %263, 0x3DD0B4611A600000
  %268 = fsub double %265, %267
  %269 = fmul double %263, 0x3BA3198A2E037073
  %270 = fsub double %265, %268
  %271 = fsub double %270, %267
  %272 = fsub double %269, %271
  %273 = fsub double %265, %266
  %274 = bitcast double %259 to i64
  %275 = lshr i64 %274, 52
  %276 = and i64 %275, 2047
  %277 = bitcast double %273 to i64
  %278 = lshr i64 %277, 52
  %279 = and i64 %278, 2047
  %280 = add i64 %279, 16
  %281 = icmp ult i64 %280, %276
  %282 = select i1 %281, double %268, double %265
  %283 = select i1 %281, double %272, double %266
  %284 = fsub double %282, %283
  %285 = fsub double %282, %284
  %286 = fsub double %285, %283
  %287 = fmul double %284, %284
  %288 = fmul double %287, %287
  %289 = fmul double %287, 0x3EFA01A019CB1590
  %290 = fadd double 0xBF56C16C16C15177, %289
  %291 = fmul double %287, %290
  %292 = fadd double 0x3FA555555555554C, %291
  %293 = fmul double %287, %292
  %294 = fmul double %287, 0xBDA8FAE9BE8838D4
  %295 = fadd double 0x3E21EE9EBDB4B1C4, %294
  %296 = fmul double %287, %295
  %297 = fadd double 0xBE927E4F809C52AD, %296
  %298 = fmul double %288, %288
  %299 = fmul double %298, %297
  %300 = fadd double %293, %299
  %301 = fmul double 5.000000e-01, %287
  %302 = fsub double 1.000000e+00, %301
  %303 = fsub double 1.000000e+00, %302
  %304 = fsub double %303, %301
  %305 = fmul double %287, %300
  %306 = fmul double %284, %286
  %307 = fsub double %305, %306
  %308 = fadd double %304, %307
  %309 = fadd double %302, %308
  %310 = fmul double %284, %284
  %311 = fmul double %310, %310
  %312 = fmul double %310, 0x3EC71DE357B1FE7D
  %313 = fadd double 0xBF2A01A019C161D5, %312
  %314 = fmul double %310, %313
  %315 = fadd double 0x3F8111111110F8A6, %314
  %316 = fmul double %310, 0x3DE5D93A5ACFD57C
  %317 = fadd double 0xBE5AE5E68A2B9CEB, %316
  %318 = fmul double %310, %311
  %319 = fmul double %318, %317
  %320 = fadd double %315, %319
  %321 = fmul double %310, %284
  %322 = fmul double 5.000000e-01, %286
  %323 = fmul double %321, %320
  %324 = fsub double %322, %323
  %325 = fmul double %310, %324
  %326 = fsub double %325, %286
  %327 = fmul double %321, 0xBFC5555555555549
  %328 = fsub double %326, %327
  %329 = fsub double %284, %328
  %330 = fneg double %309
  %331 = fneg double %329
  %332 = and i64 %262, 1
  %333 = and i64 %262, 2
  %334 = icmp eq i64 %332, 1
  %335 = icmp eq i64 %333, 2
  %336 = select i1 %335, double %330, double %309
  %337 = select i1 %335, double %329, double %331
  %338 = select i1 %334, double %337, double %336
  %339 = fmul double %258, %338
  %340 = fptrunc double %339 to float
  %341 = fmul float %340, %noise_scale3
  %342 = fadd float %42, %341
  %bits = bitcast float %342 to i32
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
  %343 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

slot.then16:                                      ; preds = %uniform_sinks.done13
  %344 = load float, ptr %343, align 4
  %345 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature14
  %346 = load float, ptr addrspace(1) %345, align 4
  %347 = fsub float %344, %346
  %348 = bitcast float %347 to i32
  %349 = and i32 %348, 2147483647
  %350 = bitcast i32 %349 to float
  %351 = fcmp ole float %350, 1.000000e+00
  %352 = select i1 %351, float 1.000000e+00, float 0.000000e+00
  %353 = fcmp une float %352, 0.000000e+00
  %354 = select i1 %353, float 1.000000e+00, float 0.000000e+00
  %355 = fmul float %354, 5.000000e-01
  %356 = fmul float 2.000000e+00, %347
  %357 = fmul float %355, %356
  %358 = fcmp une float %352, 0.000000e+00
  %359 = select i1 %358, float 0.000000e+00, float 1.000000e+00
  %360 = fcmp olt float 0.000000e+00, %347
  %361 = fcmp olt float %347, 0.000000e+00
  %362 = select i1 %361, float -1.000000e+00, float %347
  %363 = select i1 %360, float 1.000000e+00, float %362
  %364 = fmul float %359, %363
  %365 = fadd float %357, %364
  %366 = fmul float %365, %eta
  %367 = fsub float %344, %366
  %368 = fmul float 0.000000e+00, %noise_scale3
  %369 = fadd float %367, %368
  %bits18 = bitcast float %367 to i32
  %magnitude19 = and i32 %bits18, 2147483647
  %is_nan20 = icmp ugt i32 %magnitude19, 2139095040
  %canonical21 = select i1 %is_nan20, i32 2143289344, i32 %bits18
  store i32 %canonical21, ptr %343, align 4
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %uniform_sinks.done13
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %370 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %371 = load float, ptr %14, align 4
  store float %371, ptr addrspace(1) %370, align 4
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
define ptx_kernel void @tessera_huber_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
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
  %23 = bitcast float %22 to i32
  %24 = and i32 %23, 2147483647
  %25 = bitcast i32 %24 to float
  %26 = fcmp ole float %25, 1.000000e+00
  %27 = select i1 %26, float 1.000000e+00, float 0.000000e+00
  %28 = fcmp une float %27, 0.000000e+00
  %29 = select i1 %28, float 1.000000e+00, float 0.000000e+00
  %30 = fmul float %29, 5.000000e-01
  %31 = fmul float 2.000000e+00, %22
  %32 = fmul float %30, %31
  %33 = fcmp une float %27, 0.000000e+00
  %34 = select i1 %33, float 0.000000e+00, float 1.000000e+00
  %35 = fcmp olt float 0.000000e+00, %22
  %36 = fcmp olt float %22, 0.000000e+00
  %37 = select i1 %36, float -1.000000e+00, float %22
  %38 = select i1 %35, float 1.000000e+00, float %37
  %39 = fmul float %34, %38
  %40 = fadd float %32, %39
  %41 = fmul float %40, %eta
  %42 = fsub float %19, %41
  %43 = mul i64 %row, %n_features
  %element = add i64 %43, %feature6
  %44 = trunc i64 %key0 to i32
  %45 = lshr i64 %key0, 32
  %46 = trunc i64 %45 to i32
  %47 = trunc i64 %element to i32
  %48 = trunc i64 %key1_step to i32
  %49 = lshr i64 %key1_step, 32
  %50 = trunc i64 %49 to i32
  %51 = lshr i64 %element, 32
  %52 = trunc i64 %51 to i32
  %53 = zext i32 %47 to i64
  %54 = mul i64 3528531795, %53
  %55 = zext i32 %50 to i64
  %56 = mul i64 3449720151, %55
  %57 = lshr i64 %54, 32
  %58 = trunc i64 %57 to i32
  %59 = trunc i64 %54 to i32
  %60 = lshr i64 %56, 32
  %61 = trunc i64 %60 to i32
  %62 = trunc i64 %56 to i32
  %63 = xor i32 %61, %48
  %64 = xor i32 %63, %44
  %65 = xor i32 %58, %52
  %66 = xor i32 %65, %46
  %67 = add i32 %44, -1640531527
  %68 = add i32 %46, -1150833019
  %69 = zext i32 %64 to i64
  %70 = mul i64 3528531795, %69
  %71 = zext i32 %66 to i64
  %72 = mul i64 3449720151, %71
  %73 = lshr i64 %70, 32
  %74 = trunc i64 %73 to i32
  %75 = trunc i64 %70 to i32
  %76 = lshr i64 %72, 32
  %77 = trunc i64 %76 to i32
  %78 = trunc i64 %72 to i32
  %79 = xor i32 %77, %62
  %80 = xor i32 %79, %67
  %81 = xor i32 %74, %59
  %82 = xor i32 %81, %68
  %83 = add i32 %67, -1640531527
  %84 = add i32 %68, -1150833019
  %85 = zext i32 %80 to i64
  %86 = mul i64 3528531795, %85
  %87 = zext i32 %82 to i64
  %88 = mul i64 3449720151, %87
  %89 = lshr i64 %86, 32
  %90 = trunc i64 %89 to i32
  %91 = trunc i64 %86 to i32
  %92 = lshr i64 %88, 32
  %93 = trunc i64 %92 to i32
  %94 = trunc i64 %88 to i32
  %95 = xor i32 %93, %78
  %96 = xor i32 %95, %83
  %97 = xor i32 %90, %75
  %98 = xor i32 %97, %84
  %99 = add i32 %83, -1640531527
  %100 = add i32 %84, -1150833019
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
  %211 = uitofp i32 %208 to double
  %212 = fadd double %211, 5.000000e-01
  %213 = fmul double %212, 0x3DF0000000000000
  %214 = uitofp i32 %206 to double
  %215 = fadd double %214, 5.000000e-01
  %216 = fmul double %215, 0x3DF0000000000000
  %217 = bitcast double %213 to i64
  %218 = lshr i64 %217, 32
  %219 = add i64 %218, 614242
  %220 = lshr i64 %219, 20
  %221 = sub i64 %220, 1023
  %222 = and i64 %219, 1048575
  %223 = add i64 %222, 1072079006
  %224 = shl i64 %223, 32
  %225 = and i64 %217, 4294967295
  %226 = or i64 %224, %225
  %227 = bitcast i64 %226 to double
  %228 = fsub double %227, 1.000000e+00
  %229 = fmul double 5.000000e-01, %228
  %230 = fmul double %229, %228
  %231 = fadd double 2.000000e+00, %228
  %232 = fdiv double %228, %231
  %233 = fmul double %232, %232
  %234 = fmul double %233, %233
  %235 = fmul double %234, 0x3FC39A09D078C69F
  %236 = fadd double 0x3FCC71C51D8E78AF, %235
  %237 = fmul double %234, %236
  %238 = fadd double 0x3FD999999997FA04, %237
  %239 = fmul double %234, %238
  %240 = fmul double %234, 0x3FC2F112DF3E5244
  %241 = fadd double 0x3FC7466496CB03DE, %240
  %242 = fmul double %234, %241
  %243 = fadd double 0x3FD2492494229359, %242
  %244 = fmul double %234, %243
  %245 = fadd double 0x3FE5555555555593, %244
  %246 = fmul double %233, %245
  %247 = fadd double %246, %239
  %248 = sitofp i64 %221 to double
  %249 = fadd double %230, %247
  %250 = fmul double %232, %249
  %251 = fmul double %248, 0x3DEA39EF35793C76
  %252 = fadd double %250, %251
  %253 = fsub double %252, %230
  %254 = fadd double %253, %228
  %255 = fmul double %248, 0x3FE62E42FEE00000
  %256 = fadd double %254, %255
  %257 = fmul double -2.000000e+00, %256
  %258 = call double @llvm.sqrt.f64(double %257)
  %259 = fmul double 0x401921FB54442D18, %216
  %260 = fmul double %259, 0x3FE45F306DC9C883
  %261 = fadd double %260, 0x4338000000000000
  %262 = bitcast double %261 to i64
  %263 = fsub double %261, 0x4338000000000000
  %264 = fmul double %263, 0x3FF921FB54400000
  %265 = fsub double %259, %264
  %266 = fmul double %263, 0x3DD0B4611A626331
  %267 = fmul double %263, 0x3DD0B4611A600000
  %268 = fsub double %265, %267
  %269 = fmul double %263, 0x3BA3198A2E037073
  %270 = fsub double %265, %268
  %271 = fsub double %270, %267
  %272 = fsub double %269, %271
  %273 = fsub double %265, %266
  %274 = bitcast double %259 to i64
  %275 = lshr i64 %274, 52
  %276 = and i64 %275, 2047
  %277 = bitcast double %273 to i64
  %278 = lshr i64 %277, 52
  %279 = and i64 %278, 2047
  %280 = add i64 %279, 16
  %281 = icmp ult i64 %280, %276
  %282 = select i1 %281, double %268, double %265
  %283 = select i1 %281, double %272, double %266
  %284 = fsub double %282, %283
  %285 = fsub double %282, %284
  %286 = fsub double %285, %283
  %287 = fmul double %284, %284
  %288 = fmul double %287, %287
  %289 = fmul double %287, 0x3EFA01A019CB1590
  %290 = fadd double 0xBF56C16C16C15177, %289
  %291 = fmul double %287, %290
  %292 = fadd double 0x3FA555555555554C, %291
  %293 = fmul double %287, %292
  %294 = fmul double %287, 0xBDA8FAE9BE8838D4
  %295 = fadd double 0x3E21EE9EBDB4B1C4, %294
  %296 = fmul double %287, %295
  %297 = fadd double 0xBE927E4F809C52AD, %296
  %298 = fmul double %288, %288
  %299 = fmul double %298, %297
  %300 = fadd double %293, %299
  %301 = fmul double 5.000000e-01, %287
  %302 = fsub double 1.000000e+00, %301
  %303 = fsub double 1.000000e+00, %302
  %304 = fsub double %303, %301
  %305 = fmul double %287, %300
  %306 = fmul double %284, %286
  %307 = fsub double %305, %306
  %308 = fadd double %304, %307
  %309 = fadd double %302, %308
  %310 = fmul double %284, %284
  %311 = fmul double %310, %310
  %312 = fmul double %310, 0x3EC71DE357B1FE7D
  %313 = fadd double 0xBF2A01A019C161D5, %312
  %314 = fmul double %310, %313
  %315 = fadd double 0x3F8111111110F8A6, %314
  %316 = fmul double %310, 0x3DE5D93A5ACFD57C
  %317 = fadd double 0xBE5AE5E68A2B9CEB, %316
  %318 = fmul double %310, %311
  %319 = fmul double %318, %317
  %320 = fadd double %315, %319
  %321 = fmul double %310, %284
  %322 = fmul double 5.000000e-01, %286
  %323 = fmul double %321, %320
  %324 = fsub double %322, %323
  %325 = fmul double %310, %324
  %326 = fsub double %325, %286
  %327 = fmul double %321, 0xBFC5555555555549
  %328 = fsub double %326, %327
  %329 = fsub double %284, %328
  %330 = fneg double %309
  %331 = fneg double %329
  %332 = and i64 %262, 1
  %333 = and i64 %262, 2
  %334 = icmp eq i64 %332, 1
  %335 = icmp eq i64 %333, 2
  %336 = select i1 %335, double %330, double %309
  %337 = select i1 %335, double %329, double %331
  %338 = select i1 %334, double %337, double %336
  %339 = fmul double %258, %338
  %340 = fptrunc double %339 to float
  %341 = fmul float %340, %noise_scale3
  %342 = fadd float %42, %341
  %bits = bitcast float %342 to i32
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
  %343 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

slot.then16:                                      ; preds = %uniform_sinks.done13
  %344 = load float, ptr %343, align 4
  %345 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature14
  %346 = load float, ptr addrspace(1) %345, align 4
  %347 = fsub float %344, %346
  %348 = bitcast float %347 to i32
  %349 = and i32 %348, 2147483647
  %350 = bitcast i32 %349 to float
  %351 = fcmp ole float %350, 1.000000e+00
  %352 = select i1 %351, float 1.000000e+00, float 0.000000e+00
  %353 = fcmp une float %352, 0.000000e+00
  %354 = select i1 %353, float 1.000000e+00, float 0.000000e+00
  %355 = fmul float %354, 5.000000e-01
  %356 = fmul float 2.000000e+00, %347
  %357 = fmul float %355, %356
  %358 = fcmp une float %352, 0.000000e+00
  %359 = select i1 %358, float 0.000000e+00, float 1.000000e+00
  %360 = fcmp olt float 0.000000e+00, %347
  %361 = fcmp olt float %347, 0.000000e+00
  %362 = select i1 %361, float -1.000000e+00, float %347
  %363 = select i1 %360, float 1.000000e+00, float %362
  %364 = fmul float %359, %363
  %365 = fadd float %357, %364
  %366 = fmul float %365, %eta
  %367 = fsub float %344, %366
  %368 = fmul float 0.000000e+00, %noise_scale3
  %369 = fadd float %367, %368
  %bits18 = bitcast float %367 to i32
  %magnitude19 = and i32 %bits18, 2147483647
  %is_nan20 = icmp ugt i32 %magnitude19, 2139095040
  %canonical21 = select i1 %is_nan20, i32 2143289344, i32 %bits18
  store i32 %canonical21, ptr %343, align 4
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %uniform_sinks.done13
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %370 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %371 = load float, ptr %14, align 4
  store float %371, ptr addrspace(1) %370, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %step.exit
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_huber_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %feature = phi i64 [ %lane, %uniform_sinks.done ], [ %357, %feature.body ]
  %326 = icmp ult i64 %feature, %n_features
  br i1 %326, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %327 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %328 = load float, ptr addrspace(1) %327, align 4
  %329 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %330 = load float, ptr addrspace(1) %329, align 4
  %331 = fsub float %328, %330
  %332 = bitcast float %331 to i32
  %333 = and i32 %332, 2147483647
  %334 = bitcast i32 %333 to float
  %335 = fcmp ole float %334, 1.000000e+00
  %336 = select i1 %335, float 1.000000e+00, float 0.000000e+00
  %337 = fcmp une float %336, 0.000000e+00
  %338 = select i1 %337, float 1.000000e+00, float 0.000000e+00
  %339 = fmul float %338, 5.000000e-01
  %340 = fmul float 2.000000e+00, %331
  %341 = fmul float %339, %340
  %342 = fcmp une float %336, 0.000000e+00
  %343 = select i1 %342, float 0.000000e+00, float 1.000000e+00
  %344 = fcmp olt float 0.000000e+00, %331
  %345 = fcmp olt float %331, 0.000000e+00
  %346 = select i1 %345, float -1.000000e+00, float %331
  %347 = select i1 %344, float 1.000000e+00, float %346
  %348 = fmul float %343, %347
  %349 = fadd float %341, %348
  %350 = fmul float %349, %eta
  %351 = fsub float %328, %350
  %352 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature
  %353 = load float, ptr addrspace(1) %352, align 4
  %354 = fmul float %353, %noise_scale3
  %355 = fadd float %351, %354
  %356 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %bits = bitcast float %355 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %356, align 4
  %357 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  br label %noise.done

uniform_sinks.then6:                              ; preds = %quiet
  br label %uniform_sinks.done7

uniform_sinks.done7:                              ; preds = %uniform_sinks.then6, %quiet
  br label %feature.header8

feature.header8:                                  ; preds = %feature.body9, %uniform_sinks.done7
  %feature11 = phi i64 [ %lane, %uniform_sinks.done7 ], [ %387, %feature.body9 ]
  %358 = icmp ult i64 %feature11, %n_features
  br i1 %358, label %feature.body9, label %feature.exit10

feature.body9:                                    ; preds = %feature.header8
  %359 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature11
  %360 = load float, ptr addrspace(1) %359, align 4
  %361 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature11
  %362 = load float, ptr addrspace(1) %361, align 4
  %363 = fsub float %360, %362
  %364 = bitcast float %363 to i32
  %365 = and i32 %364, 2147483647
  %366 = bitcast i32 %365 to float
  %367 = fcmp ole float %366, 1.000000e+00
  %368 = select i1 %367, float 1.000000e+00, float 0.000000e+00
  %369 = fcmp une float %368, 0.000000e+00
  %370 = select i1 %369, float 1.000000e+00, float 0.000000e+00
  %371 = fmul float %370, 5.000000e-01
  %372 = fmul float 2.000000e+00, %363
  %373 = fmul float %371, %372
  %374 = fcmp une float %368, 0.000000e+00
  %375 = select i1 %374, float 0.000000e+00, float 1.000000e+00
  %376 = fcmp olt float 0.000000e+00, %363
  %377 = fcmp olt float %363, 0.000000e+00
  %378 = select i1 %377, float -1.000000e+00, float %363
  %379 = select i1 %376, float 1.000000e+00, float %378
  %380 = fmul float %375, %379
  %381 = fadd float %373, %380
  %382 = fmul float %381, %eta
  %383 = fsub float %360, %382
  %384 = fmul float 0.000000e+00, %noise_scale3
  %385 = fadd float %383, %384
  %386 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature11
  %bits12 = bitcast float %383 to i32
  %magnitude13 = and i32 %bits12, 2147483647
  %is_nan14 = icmp ugt i32 %magnitude13, 2139095040
  %canonical15 = select i1 %is_nan14, i32 2143289344, i32 %bits12
  store i32 %canonical15, ptr addrspace(1) %386, align 4
  %387 = add i64 %feature11, 256
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
