; ModuleID = 'double_well'
source_filename = "double_well.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_uniforms_wide = internal addrspace(3) global [1 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_double_well_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %23 = fmul float 2.000000e+00, %22
  %24 = fmul float 5.000000e-01, %23
  %25 = fmul float 2.000000e+00, %19
  %26 = fmul float -5.000000e-01, %25
  %27 = fadd float %24, %26
  %28 = fmul float %19, %19
  %29 = fmul float %28, %19
  %30 = fmul float 4.000000e+00, %29
  %31 = fmul float 2.500000e-01, %30
  %32 = fadd float %27, %31
  %33 = fmul float %32, %eta
  %34 = fsub float %19, %33
  %35 = mul i64 %row, %n_features
  %element = add i64 %35, %feature6
  %36 = trunc i64 %key0 to i32
  %37 = lshr i64 %key0, 32
  %38 = trunc i64 %37 to i32
  %39 = trunc i64 %element to i32
  %40 = trunc i64 %key1_step to i32
  %41 = lshr i64 %key1_step, 32
  %42 = trunc i64 %41 to i32
  %43 = lshr i64 %element, 32
  %44 = trunc i64 %43 to i32
  %45 = zext i32 %39 to i64
  %46 = mul i64 3528531795, %45
  %47 = zext i32 %42 to i64
  %48 = mul i64 3449720151, %47
  %49 = lshr i64 %46, 32
  %50 = trunc i64 %49 to i32
  %51 = trunc i64 %46 to i32
  %52 = lshr i64 %48, 32
  %53 = trunc i64 %52 to i32
  %54 = trunc i64 %48 to i32
  %55 = xor i32 %53, %40
  %56 = xor i32 %55, %36
  %57 = xor i32 %50, %44
  %58 = xor i32 %57, %38
  %59 = add i32 %36, -1640531527
  %60 = add i32 %38, -1150833019
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
  %187 = add i32 %171, -1640531527
  %188 = add i32 %172, -1150833019
  %189 = zext i32 %184 to i64
  %190 = mul i64 3528531795, %189
  %191 = zext i32 %186 to i64
  %192 = mul i64 3449720151, %191
  %193 = lshr i64 %190, 32
  %194 = trunc i64 %193 to i32
  %195 = trunc i64 %190 to i32
  %196 = lshr i64 %192, 32
  %197 = trunc i64 %196 to i32
  %198 = trunc i64 %192 to i32
  %199 = xor i32 %197, %182
  %200 = xor i32 %199, %187
  %201 = xor i32 %194, %179
  %202 = xor i32 %201, %188
  %203 = uitofp i32 %200 to double
  %204 = fadd double %203, 5.000000e-01
  %205 = fmul double %204, 0x3DF0000000000000
  %206 = uitofp i32 %198 to double
  %207 = fadd double %206, 5.000000e-01
  %208 = fmul double %207, 0x3DF0000000000000
  %209 = bitcast double %205 to i64
  %210 = lshr i64 %209, 32
  %211 = add i64 %210, 614242
  %212 = lshr i64 %211, 20
  %213 = sub i64 %212, 1023
  %214 = and i64 %211, 1048575
  %215 = add i64 %214, 1072079006
  %216 = shl i64 %215, 32
  %217 = and i64 %209, 4294967295
  %218 = or i64 %216, %217
  %219 = bitcast i64 %218 to double
  %220 = fsub double %219, 1.000000e+00
  %221 = fmul double 5.000000e-01, %220
  %222 = fmul double %221, %220
  %223 = fadd double 2.000000e+00, %220
  %224 = fdiv double %220, %223
  %225 = fmul double %224, %224
  %226 = fmul double %225, %225
  %227 = fmul double %226, 0x3FC39A09D078C69F
  %228 = fadd double 0x3FCC71C51D8E78AF, %227
  %229 = fmul double %226, %228
  %230 = fadd double 0x3FD999999997FA04, %229
  %231 = fmul double %226, %230
  %232 = fmul double %226, 0x3FC2F112DF3E5244
  %233 = fadd double 0x3FC7466496CB03DE, %232
  %234 = fmul double %226, %233
  %235 = fadd double 0x3FD2492494229359, %234
  %236 = fmul double %226, %235
  %237 = fadd double 0x3FE5555555555593, %236
  %238 = fmul double %225, %237
  %239 = fadd double %238, %231
  %240 = sitofp i64 %213 to double
  %241 = fadd double %222, %239
  %242 = fmul double %224, %241
  %243 = fmul double %240, 0x3DEA39EF35793C76
  %244 = fadd double %242, %243
  %245 = fsub double %244, %222
  %246 = fadd double %245, %220
  %247 = fmul double %240, 0x3FE62E42FEE00000
  %248 = fadd double %246, %247
  %249 = fmul double -2.000000e+00, %248
  %250 = call double @llvm.sqrt.f64(double %249)
  %251 = fmul double 0x401921FB54442D18, %208
  %252 = fmul double %251, 0x3FE45F306DC9C883
  %253 = fadd double %252, 0x4338000000000000
  %254 = bitcast double %253 to i64
  %255 = fsub double %253, 0x4338000000000000
  %256 = fmul double %255, 0x3FF921FB54400000
  %257 = fsub double %251, %256
  %258 = fmul double %255, 0x3DD0B4611A626331
  %259 = fmul double %255, 0x3DD0B4611A600000
  %260 = fsub double %257, %259
  %261 = fmul double %255, 0x3BA3198A2E037073
  %262 = fsub double %257, %260
  %263 = fsub double %262, %259
  %264 = fsub double %261, %263
  %265 = fsub double %257, %258
  %266 = bitcast double %251 to i64
  %267 = lshr i64 %266, 52
  %268 = and i64 %267, 2047
  %269 = bitcast double %265 to i64
  %270 = lshr i64 %269, 52
  %271 = and i64 %270, 2047
  %272 = add i64 %271, 16
  %273 = icmp ult i64 %272, %268
  %274 = select i1 %273, double %260, double %257
  %275 = select i1 %273, double %264, double %258
  %276 = fsub double %274, %275
  %277 = fsub double %274, %276
  %278 = fsub double %277, %275
  %279 = fmul double %276, %276
  %280 = fmul double %279, %279
  %281 = fmul double %279, 0x3EFA01A019CB1590
  %282 = fadd double 0xBF56C16C16C15177, %281
  %283 = fmul double %279, %282
  %284 = fadd double 0x3FA555555555554C, %283
  %285 = fmul double %279, %284
  %286 = fmul double %279, 0xBDA8FAE9BE8838D4
  %287 = fadd double 0x3E21EE9EBDB4B1C4, %286
  %288 = fmul double %279, %287
  %289 = fadd double 0xBE927E4F809C52AD, %288
  %290 = fmul double %280, %280
  %291 = fmul double %290, %289
  %292 = fadd double %285, %291
  %293 = fmul double 5.000000e-01, %279
  %294 = fsub double 1.000000e+00, %293
  %295 = fsub double 1.000000e+00, %294
  %296 = fsub double %295, %293
  %297 = fmul double %279, %292
  %298 = fmul double %276, %278
  %299 = fsub double %297, %298
  %300 = fadd double %296, %299
  %301 = fadd double %294, %300
  %302 = fmul double %276, %276
  %303 = fmul double %302, %302
  %304 = fmul double %302, 0x3EC71DE357B1FE7D
  %305 = fadd double 0xBF2A01A019C161D5, %304
  %306 = fmul double %302, %305
  %307 = fadd double 0x3F8111111110F8A6, %306
  %308 = fmul double %302, 0x3DE5D93A5ACFD57C
  %309 = fadd double 0xBE5AE5E68A2B9CEB, %308
  %310 = fmul double %302, %303
  %311 = fmul double %310, %309
  %312 = fadd double %307, %311
  %313 = fmul double %302, %276
  %314 = fmul double 5.000000e-01, %278
  %315 = fmul double %313, %312
  %316 = fsub double %314, %315
  %317 = fmul double %302, %316
  %318 = fsub double %317, %278
  %319 = fmul double %313, 0xBFC5555555555549
  %320 = fsub double %318, %319
  %321 = fsub double %276, %320
  %322 = fneg double %301
  %323 = fneg double %321
  %324 = and i64 %254, 1
  %325 = and i64 %254, 2
  %326 = icmp eq i64 %324, 1
  %327 = icmp eq i64 %325, 2
  %328 = select i1 %327, double %322, double %301
  %329 = select i1 %327, double %321, double %323
  %330 = select i1 %326, double %329, double %328
  %331 = fmul double %250, %330
  %332 = fptrunc double %331 to float
  %333 = fmul float %332, %noise_scale3
  %334 = fadd float %34, %333
  %bits = bitcast float %334 to i32
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
  %335 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

slot.then16:                                      ; preds = %uniform_sinks.done13
  %336 = load float, ptr %335, align 4
  %337 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature14
  %338 = load float, ptr addrspace(1) %337, align 4
  %339 = fsub float %336, %338
  %340 = fmul float 2.000000e+00, %339
  %341 = fmul float 5.000000e-01, %340
  %342 = fmul float 2.000000e+00, %336
  %343 = fmul float -5.000000e-01, %342
  %344 = fadd float %341, %343
  %345 = fmul float %336, %336
  %346 = fmul float %345, %336
  %347 = fmul float 4.000000e+00, %346
  %348 = fmul float 2.500000e-01, %347
  %349 = fadd float %344, %348
  %350 = fmul float %349, %eta
  %351 = fsub float %336, %350
  %352 = fmul float 0.000000e+00, %noise_scale3
  %353 = fadd float %351, %352
  %bits18 = bitcast float %351 to i32
  %magnitude19 = and i32 %bits18, 2147483647
  %is_nan20 = icmp ugt i32 %magnitude19, 2139095040
  %canonical21 = select i1 %is_nan20, i32 2143289344, i32 %bits18
  store i32 %canonical21, ptr %335, align 4
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %uniform_sinks.done13
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %354 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %355 = load float, ptr %14, align 4
  store float %355, ptr addrspace(1) %354, align 4
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
define ptx_kernel void @tessera_double_well_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
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
  %23 = fmul float 2.000000e+00, %22
  %24 = fmul float 5.000000e-01, %23
  %25 = fmul float 2.000000e+00, %19
  %26 = fmul float -5.000000e-01, %25
  %27 = fadd float %24, %26
  %28 = fmul float %19, %19
  %29 = fmul float %28, %19
  %30 = fmul float 4.000000e+00, %29
  %31 = fmul float 2.500000e-01, %30
  %32 = fadd float %27, %31
  %33 = fmul float %32, %eta
  %34 = fsub float %19, %33
  %35 = mul i64 %row, %n_features
  %element = add i64 %35, %feature6
  %36 = trunc i64 %key0 to i32
  %37 = lshr i64 %key0, 32
  %38 = trunc i64 %37 to i32
  %39 = trunc i64 %element to i32
  %40 = trunc i64 %key1_step to i32
  %41 = lshr i64 %key1_step, 32
  %42 = trunc i64 %41 to i32
  %43 = lshr i64 %element, 32
  %44 = trunc i64 %43 to i32
  %45 = zext i32 %39 to i64
  %46 = mul i64 3528531795, %45
  %47 = zext i32 %42 to i64
  %48 = mul i64 3449720151, %47
  %49 = lshr i64 %46, 32
  %50 = trunc i64 %49 to i32
  %51 = trunc i64 %46 to i32
  %52 = lshr i64 %48, 32
  %53 = trunc i64 %52 to i32
  %54 = trunc i64 %48 to i32
  %55 = xor i32 %53, %40
  %56 = xor i32 %55, %36
  %57 = xor i32 %50, %44
  %58 = xor i32 %57, %38
  %59 = add i32 %36, -1640531527
  %60 = add i32 %38, -1150833019
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
  %187 = add i32 %171, -1640531527
  %188 = add i32 %172, -1150833019
  %189 = zext i32 %184 to i64
  %190 = mul i64 3528531795, %189
  %191 = zext i32 %186 to i64
  %192 = mul i64 3449720151, %191
  %193 = lshr i64 %190, 32
  %194 = trunc i64 %193 to i32
  %195 = trunc i64 %190 to i32
  %196 = lshr i64 %192, 32
  %197 = trunc i64 %196 to i32
  %198 = trunc i64 %192 to i32
  %199 = xor i32 %197, %182
  %200 = xor i32 %199, %187
  %201 = xor i32 %194, %179
  %202 = xor i32 %201, %188
  %203 = uitofp i32 %200 to double
  %204 = fadd double %203, 5.000000e-01
  %205 = fmul double %204, 0x3DF0000000000000
  %206 = uitofp i32 %198 to double
  %207 = fadd double %206, 5.000000e-01
  %208 = fmul double %207, 0x3DF0000000000000
  %209 = bitcast double %205 to i64
  %210 = lshr i64 %209, 32
  %211 = add i64 %210, 614242
  %212 = lshr i64 %211, 20
  %213 = sub i64 %212, 1023
  %214 = and i64 %211, 1048575
  %215 = add i64 %214, 1072079006
  %216 = shl i64 %215, 32
  %217 = and i64 %209, 4294967295
  %218 = or i64 %216, %217
  %219 = bitcast i64 %218 to double
  %220 = fsub double %219, 1.000000e+00
  %221 = fmul double 5.000000e-01, %220
  %222 = fmul double %221, %220
  %223 = fadd double 2.000000e+00, %220
  %224 = fdiv double %220, %223
  %225 = fmul double %224, %224
  %226 = fmul double %225, %225
  %227 = fmul double %226, 0x3FC39A09D078C69F
  %228 = fadd double 0x3FCC71C51D8E78AF, %227
  %229 = fmul double %226, %228
  %230 = fadd double 0x3FD999999997FA04, %229
  %231 = fmul double %226, %230
  %232 = fmul double %226, 0x3FC2F112DF3E5244
  %233 = fadd double 0x3FC7466496CB03DE, %232
  %234 = fmul double %226, %233
  %235 = fadd double 0x3FD2492494229359, %234
  %236 = fmul double %226, %235
  %237 = fadd double 0x3FE5555555555593, %236
  %238 = fmul double %225, %237
  %239 = fadd double %238, %231
  %240 = sitofp i64 %213 to double
  %241 = fadd double %222, %239
  %242 = fmul double %224, %241
  %243 = fmul double %240, 0x3DEA39EF35793C76
  %244 = fadd double %242, %243
  %245 = fsub double %244, %222
  %246 = fadd double %245, %220
  %247 = fmul double %240, 0x3FE62E42FEE00000
  %248 = fadd double %246, %247
  %249 = fmul double -2.000000e+00, %248
  %250 = call double @llvm.sqrt.f64(double %249)
  %251 = fmul double 0x401921FB54442D18, %208
  %252 = fmul double %251, 0x3FE45F306DC9C883
  %253 = fadd double %252, 0x4338000000000000
  %254 = bitcast double %253 to i64
  %255 = fsub double %253, 0x4338000000000000
  %256 = fmul double %255, 0x3FF921FB54400000
  %257 = fsub double %251, %256
  %258 = fmul double %255, 0x3DD0B4611A626331
  %259 = fmul double %255, 0x3DD0B4611A600000
  %260 = fsub double %257, %259
  %261 = fmul double %255, 0x3BA3198A2E037073
  %262 = fsub double %257, %260
  %263 = fsub double %262, %259
  %264 = fsub double %261, %263
  %265 = fsub double %257, %258
  %266 = bitcast double %251 to i64
  %267 = lshr i64 %266, 52
  %268 = and i64 %267, 2047
  %269 = bitcast double %265 to i64
  %270 = lshr i64 %269, 52
  %271 = and i64 %270, 2047
  %272 = add i64 %271, 16
  %273 = icmp ult i64 %272, %268
  %274 = select i1 %273, double %260, double %257
  %275 = select i1 %273, double %264, double %258
  %276 = fsub double %274, %275
  %277 = fsub double %274, %276
  %278 = fsub double %277, %275
  %279 = fmul double %276, %276
  %280 = fmul double %279, %279
  %281 = fmul double %279, 0x3EFA01A019CB1590
  %282 = fadd double 0xBF56C16C16C15177, %281
  %283 = fmul double %279, %282
  %284 = fadd double 0x3FA555555555554C, %283
  %285 = fmul double %279, %284
  %286 = fmul double %279, 0xBDA8FAE9BE8838D4
  %287 = fadd double 0x3E21EE9EBDB4B1C4, %286
  %288 = fmul double %279, %287
  %289 = fadd double 0xBE927E4F809C52AD, %288
  %290 = fmul double %280, %280
  %291 = fmul double %290, %289
  %292 = fadd double %285, %291
  %293 = fmul double 5.000000e-01, %279
  %294 = fsub double 1.000000e+00, %293
  %295 = fsub double 1.000000e+00, %294
  %296 = fsub double %295, %293
  %297 = fmul double %279, %292
  %298 = fmul double %276, %278
  %299 = fsub double %297, %298
  %300 = fadd double %296, %299
  %301 = fadd double %294, %300
  %302 = fmul double %276, %276
  %303 = fmul double %302, %302
  %304 = fmul double %302, 0x3EC71DE357B1FE7D
  %305 = fadd double 0xBF2A01A019C161D5, %304
  %306 = fmul double %302, %305
  %307 = fadd double 0x3F8111111110F8A6, %306
  %308 = fmul double %302, 0x3DE5D93A5ACFD57C
  %309 = fadd double 0xBE5AE5E68A2B9CEB, %308
  %310 = fmul double %302, %303
  %311 = fmul double %310, %309
  %312 = fadd double %307, %311
  %313 = fmul double %302, %276
  %314 = fmul double 5.000000e-01, %278
  %315 = fmul double %313, %312
  %316 = fsub double %314, %315
  %317 = fmul double %302, %316
  %318 = fsub double %317, %278
  %319 = fmul double %313, 0xBFC5555555555549
  %320 = fsub double %318, %319
  %321 = fsub double %276, %320
  %322 = fneg double %301
  %323 = fneg double %321
  %324 = and i64 %254, 1
  %325 = and i64 %254, 2
  %326 = icmp eq i64 %324, 1
  %327 = icmp eq i64 %325, 2
  %328 = select i1 %327, double %322, double %301
  %329 = select i1 %327, double %321, double %323
  %330 = select i1 %326, double %329, double %328
  %331 = fmul double %250, %330
  %332 = fptrunc double %331 to float
  %333 = fmul float %332, %noise_scale3
  %334 = fadd float %34, %333
  %bits = bitcast float %334 to i32
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
  %335 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

slot.then16:                                      ; preds = %uniform_sinks.done13
  %336 = load float, ptr %335, align 4
  %337 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature14
  %338 = load float, ptr addrspace(1) %337, align 4
  %339 = fsub float %336, %338
  %340 = fmul float 2.000000e+00, %339
  %341 = fmul float 5.000000e-01, %340
  %342 = fmul float 2.000000e+00, %336
  %343 = fmul float -5.000000e-01, %342
  %344 = fadd float %341, %343
  %345 = fmul float %336, %336
  %346 = fmul float %345, %336
  %347 = fmul float 4.000000e+00, %346
  %348 = fmul float 2.500000e-01, %347
  %349 = fadd float %344, %348
  %350 = fmul float %349, %eta
  %351 = fsub float %336, %350
  %352 = fmul float 0.000000e+00, %noise_scale3
  %353 = fadd float %351, %352
  %bits18 = bitcast float %351 to i32
  %magnitude19 = and i32 %bits18, 2147483647
  %is_nan20 = icmp ugt i32 %magnitude19, 2139095040
  %canonical21 = select i1 %is_nan20, i32 2143289344, i32 %bits18
  store i32 %canonical21, ptr %335, align 4
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %uniform_sinks.done13
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %354 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %355 = load float, ptr %14, align 4
  store float %355, ptr addrspace(1) %354, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %step.exit
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_double_well_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %feature = phi i64 [ %lane, %uniform_sinks.done ], [ %349, %feature.body ]
  %326 = icmp ult i64 %feature, %n_features
  br i1 %326, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %327 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %328 = load float, ptr addrspace(1) %327, align 4
  %329 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %330 = load float, ptr addrspace(1) %329, align 4
  %331 = fsub float %328, %330
  %332 = fmul float 2.000000e+00, %331
  %333 = fmul float 5.000000e-01, %332
  %334 = fmul float 2.000000e+00, %328
  %335 = fmul float -5.000000e-01, %334
  %336 = fadd float %333, %335
  %337 = fmul float %328, %328
  %338 = fmul float %337, %328
  %339 = fmul float 4.000000e+00, %338
  %340 = fmul float 2.500000e-01, %339
  %341 = fadd float %336, %340
  %342 = fmul float %341, %eta
  %343 = fsub float %328, %342
  %344 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature
  %345 = load float, ptr addrspace(1) %344, align 4
  %346 = fmul float %345, %noise_scale3
  %347 = fadd float %343, %346
  %348 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %bits = bitcast float %347 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %348, align 4
  %349 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  br label %noise.done

uniform_sinks.then6:                              ; preds = %quiet
  br label %uniform_sinks.done7

uniform_sinks.done7:                              ; preds = %uniform_sinks.then6, %quiet
  br label %feature.header8

feature.header8:                                  ; preds = %feature.body9, %uniform_sinks.done7
  %feature11 = phi i64 [ %lane, %uniform_sinks.done7 ], [ %371, %feature.body9 ]
  %350 = icmp ult i64 %feature11, %n_features
  br i1 %350, label %feature.body9, label %feature.exit10

feature.body9:                                    ; preds = %feature.header8
  %351 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature11
  %352 = load float, ptr addrspace(1) %351, align 4
  %353 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature11
  %354 = load float, ptr addrspace(1) %353, align 4
  %355 = fsub float %352, %354
  %356 = fmul float 2.000000e+00, %355
  %357 = fmul float 5.000000e-01, %356
  %358 = fmul float 2.000000e+00, %352
  %359 = fmul float -5.000000e-01, %358
  %360 = fadd float %357, %359
  %361 = fmul float %352, %352
  %362 = fmul float %361, %352
  %363 = fmul float 4.000000e+00, %362
  %364 = fmul float 2.500000e-01, %363
  %365 = fadd float %360, %364
  %366 = fmul float %365, %eta
  %367 = fsub float %352, %366
  %368 = fmul float 0.000000e+00, %noise_scale3
  %369 = fadd float %367, %368
  %370 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature11
  %bits12 = bitcast float %367 to i32
  %magnitude13 = and i32 %bits12, 2147483647
  %is_nan14 = icmp ugt i32 %magnitude13, 2139095040
  %canonical15 = select i1 %is_nan14, i32 2143289344, i32 %bits12
  store i32 %canonical15, ptr addrspace(1) %370, align 4
  %371 = add i64 %feature11, 256
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
